// sgemm_naive: C = A * B in f32 as a first HIP kernel is written: one work-item per element of C, every operand read
// from global memory in the inner loop (no LDS, no tiling). It stands for global-load-bound code in the
// kernel-class benchmark (`wmmasim bench`, docs/performance.md). The products are summed in k order with one fused
// multiply-add each, so the result is exactly the sequential fma chain.
//
// Launch: grid (N/16, M/16, 1), block (256, 1, 1): a workgroup computes a 16 x 16 tile of C. Arguments:
//   0 a  const f32 [M][K]  in, row-major
//   1 b  const f32 [K][N]  in, row-major
//   2 c  f32 [M][N]        out
//   3 M, 4 N, 5 K  i32 (M and N multiples of 16)
#include "hip_min.h"

extern "C" __global__ __launch_bounds__(256) void sgemm_naive(const float* a, const float* b, float* c, int m, int n,
                                                                int k) {
  (void)m;  // the grid covers M
  const int row = blockIdx.y * 16 + threadIdx.x / 16;
  const int col = blockIdx.x * 16 + threadIdx.x % 16;
  float sum = 0.0f;
  for (int kk = 0; kk < k; ++kk) sum = __builtin_fmaf(a[row * k + kk], b[kk * n + col], sum);
  c[row * n + col] = sum;
}
