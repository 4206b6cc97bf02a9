// sgemm_lds: C = A * B in f32 tiled through LDS, the textbook shared-memory GEMM: a workgroup of 256 work-items per
// 16 x 16 tile of C stages 16 x 16 tiles of A and B in LDS, waits at a barrier, multiplies them from LDS and waits
// again before the next K step. It stands for LDS-bound code with barriers in the kernel-class benchmark
// (`wmmasim bench`, docs/performance.md). The products are summed in k order with one fused multiply-add each, so
// the result is exactly the sequential fma chain.
//
// Launch: grid (N/16, M/16, 1), block (256, 1, 1). Arguments:
//   0 a  const f32 [M][K]  in, row-major
//   1 b  const f32 [K][N]  in, row-major
//   2 c  f32 [M][N]        out
//   3 M, 4 N, 5 K  i32 (multiples of 16)
#include "hip_min.h"

extern "C" __global__ __launch_bounds__(256) void sgemm_lds(const float* a, const float* b, float* c, int m, int n,
                                                              int k) {
  (void)m;  // the grid covers M
  __shared__ float a_tile[16][16];
  __shared__ float b_tile[16][16];
  const int r = threadIdx.x / 16;
  const int q = threadIdx.x % 16;
  const int row = blockIdx.y * 16 + r;
  const int col = blockIdx.x * 16 + q;
  float sum = 0.0f;
  for (int k0 = 0; k0 < k; k0 += 16) {
    a_tile[r][q] = a[row * k + k0 + q];
    b_tile[r][q] = b[(k0 + r) * n + col];
    __syncthreads();
    for (int kk = 0; kk < 16; ++kk) sum = __builtin_fmaf(a_tile[r][kk], b_tile[kk][q], sum);
    __syncthreads();
  }
  c[row * n + col] = sum;
}
