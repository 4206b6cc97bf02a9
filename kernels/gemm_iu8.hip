// gemm_iu8: C = A * B with signed 8-bit A, UNSIGNED 8-bit B and i32 accumulation, v_wmma_i32_16x16x16_iu8 with
// neg_lo:[1,0,0] (the builtin's A_signed = true, B_signed = false; the NEG bits mean "signed" for integer WMMA,
// layouts.md §4), no clamp (sums wrap modulo 2^32).
//
// Launch: grid (N/32, M/32, 1), block (128,1,1): 4 wave32s per workgroup, wave w computes the 16x16 tile
// (w/2, w%2) of the workgroup's 32x32 tile of C.
// Arguments (dense, row-major):
//   0 a    const i8 [M][K]
//   1 b_t  const u8 [N][K]   B stored column-major: b_t[j][k] = B[k][j]
//   2 c    i32 [M][N]        out
//   3 M  i32, 4 N  i32 (multiples of 32), 5 K  i32 (multiple of 16)
// Reference: c = a.astype(i32) @ b_t.astype(i32).T, exact (no overflow for K < 2^31 / (128*255)).
//
// Fragments: gfx11 (layouts.md row 3): lane L holds all 16 K bytes of row/column L%16 in 4 VGPRs, both half-waves;
// gfx12 (row 11): byte e of lane L holds k = 8*(L/16) + e in 2 VGPRs.
#include "wmma_fragments.h"

extern "C" __global__ __launch_bounds__(128) void gemm_iu8(const signed char* a, const unsigned char* b_t, int* c,
                                                           int M, int N, int K) {
  (void)M;  // the grid covers M
  const int wave = threadIdx.x / 32;
  const int m0 = 32 * blockIdx.y + 16 * (wave / 2);
  const int n0 = 32 * blockIdx.x + 16 * (wave % 2);
  const int lane_line = lane32() % 16;
  int8v acc = {};
  for (int k0 = 0; k0 < K; k0 += 16) {
    const auto a_frag = load_k16_bytes((const unsigned char*)a + (m0 + lane_line) * K + k0);
    const auto b_frag = load_k16_bytes(b_t + (n0 + lane_line) * K + k0);
    constexpr bool kSignedA = true, kSignedB = false, kClamp = false;
#if defined(WMMASIM_GFX11)
    acc = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(kSignedA, a_frag, kSignedB, b_frag, acc, kClamp);
#elif defined(WMMASIM_GFX12)
    acc = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12(kSignedA, a_frag, kSignedB, b_frag, acc, kClamp);
#else
#error "gemm_iu8: build for gfx11 or gfx12"
#endif
  }
  for (int v = 0; v < 8; ++v) c[(m0 + acc_row(v)) * N + n0 + lane_line] = acc[v];
}
