// Seed kernel (GPUOpen "WMMA matrix multiplication" guide): one wave32 computes
// D = A x B + C for one 16x16x16 tile, f16 inputs, f32 accumulator.
//
// Memory: A row-major 16x16 f16, B column-major 16x16 f16 (so B^T is row-major), C/D row-major 16x16 f32.
// Each lane loads its register fragment in the hardware layout of its architecture:
//   gfx11: A/B fragments hold all 16 K values of row (col) lane%16, replicated in both lane halves;
//          D row r lives in lane (col + 16*(r%2)), VGPR r/2.
//   gfx12: lane L holds row (col) L%16 and K = {0..3, 8..11} (L<16) or {4..7, 12..15} (L>=16) ("runs of four",
//          RDNA4 ISA 7.12.2); D row r lives in lane (col + 16*(r/8)), VGPR r%8.
#include "hip_min.h"

typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef float float8 __attribute__((ext_vector_type(8)));

extern "C" __global__ __launch_bounds__(32) void wmma_matmul(const _Float16* a, const _Float16* b_col_major,
                                                             const float* c, float* d) {
  const unsigned lane = threadIdx.x;
  const unsigned row = lane % 16;  // row of A and column of B held by this lane
  float8 acc;
#if defined(WMMASIM_GFX11)
  half16 a_frag;
  half16 b_frag;
  for (int k = 0; k < 16; ++k) {
    a_frag[k] = a[row * 16 + k];
    b_frag[k] = b_col_major[row * 16 + k];
  }
  for (int v = 0; v < 8; ++v) acc[v] = c[(2 * v + lane / 16) * 16 + row];
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a_frag, b_frag, acc);
  for (int v = 0; v < 8; ++v) d[(2 * v + lane / 16) * 16 + row] = acc[v];
#elif defined(WMMASIM_GFX12)
  half8 a_frag;
  half8 b_frag;
  const unsigned half_wave = lane / 16;
  for (int e = 0; e < 8; ++e) {
    const int k = 8 * (e / 4) + 4 * half_wave + e % 4;
    a_frag[e] = a[row * 16 + k];
    b_frag[e] = b_col_major[row * 16 + k];
  }
  for (int v = 0; v < 8; ++v) acc[v] = c[(8 * half_wave + v) * 16 + row];
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);
  for (int v = 0; v < 8; ++v) d[(8 * half_wave + v) * 16 + row] = acc[v];
#else
#error "wmma_matmul: build for gfx11 or gfx12"
#endif
}
