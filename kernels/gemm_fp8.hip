// gemm_fp8 (gfx12 only): C = A * B with fp8 (OCP E4M3) inputs and f32 accumulation, v_wmma_f32_16x16x16_fp8_fp8.
//
// Launch: grid (N/32, M/32, 1), block (128,1,1): 4 wave32s per workgroup, wave w computes the 16x16 tile
// (w/2, w%2) of the workgroup's 32x32 tile of C.
// Arguments (dense, row-major):
//   0 a    const fp8 [M][K]   E4M3 bytes (gfx12 uses the OCP formats: ROCm's hip_fp8.h selects HIP_FP8_TYPE_OCP
//                              for gfx12, rocWMMA's fp8 is gfx12-only)
//   1 b_t  const fp8 [N][K]   B stored column-major: b_t[j][k] = B[k][j]
//   2 c    f32 [M][N]         out
//   3 M  i32, 4 N  i32 (multiples of 32), 5 K  i32 (multiple of 16)
// Reference: c = f32(a) @ f32(b_t).T (products of fp8 values are exact in f32; f32 accumulation).
//
// Fragments (layouts.md row 11): byte e of lane L holds k = 8*(L/16) + e of row/column L%16: one 8-byte load.
#include "wmma_fragments.h"

#if !defined(WMMASIM_GFX12)
#error "gemm_fp8: fp8 WMMA exists on gfx12 only"
#endif

extern "C" __global__ __launch_bounds__(128) void gemm_fp8(const unsigned char* a, const unsigned char* b_t, float* c,
                                                           int M, int N, int K) {
  (void)M;  // the grid covers M
  const int wave = threadIdx.x / 32;
  const int m0 = 32 * blockIdx.y + 16 * (wave / 2);
  const int n0 = 32 * blockIdx.x + 16 * (wave % 2);
  const int lane_line = lane32() % 16;
  float8 acc = {};
  for (int k0 = 0; k0 < K; k0 += 16) {
    const int2v a_frag = load_k16_bytes(a + (m0 + lane_line) * K + k0);
    const int2v b_frag = load_k16_bytes(b_t + (n0 + lane_line) * K + k0);
    acc = __builtin_amdgcn_wmma_f32_16x16x16_fp8_fp8_w32_gfx12(a_frag, b_frag, acc);
  }
  for (int v = 0; v < 8; ++v) c[(m0 + acc_row(v)) * N + n0 + lane_line] = acc[v];
}
