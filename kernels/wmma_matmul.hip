// Seed kernel (GPUOpen "WMMA matrix multiplication" guide): one wave computes D = A x B + C for one 16x16x16 tile,
// f16 inputs, f32 accumulator (v_wmma_f32_16x16x16_f16).
//
// Launch: grid (1,1,1), block (32,1,1) for the wave32 code objects, block (64,1,1) for the wave64 ones (.w64).
// Arguments:
//   0 a            const f16 [16][16]  row-major A
//   1 b_col_major  const f16 [16][16]  B stored column-major: b_col_major[j][k] = B[k][j]
//   2 c            const f32 [16][16]  row-major C
//   3 d            f32 [16][16]        row-major D, out
// Reference: D = A*B + C (Eigen, float products of the f16 values, f32 accumulation).
//
// Each lane loads its register fragment in the hardware layout of its architecture and wave size
// (docs/reference/layouts.md §1):
//   gfx11 w32: A/B fragments hold all 16 K values of row (col) lane%16, replicated in both lane halves (rows 1/2);
//              D row r lives in lane (col + 16*(r%2)), VGPR r/2 (row 5).
//   gfx12 w32: lane L holds row (col) L%16 and K = {0..3, 8..11} (L<16) or {4..7, 12..15} (L>=16) ("runs of four",
//              rows 9/10); D row r lives in lane (col + 16*(r/8)), VGPR r%8 (row 14).
//   gfx11 w64: A/B as in wave32 with four copies (row 7); D row r in lane col + 16*(r%4), VGPR r/4 (row 8).
//   gfx12 w64: element e of lane L holds k = 8*(L/32) + 4*((L/16)%2) + e (row 16);
//              D row r in lane col + 16*(r/8) + 32*((r/4)%2), VGPR r%4 (row 20).
#include "hip_min.h"

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float8 __attribute__((ext_vector_type(8)));

extern "C" __global__ __launch_bounds__(__AMDGCN_WAVEFRONT_SIZE) void wmma_matmul(const _Float16* a,
                                                                                const _Float16* b_col_major,
                                                                                const float* c, float* d) {
  const unsigned lane = threadIdx.x;
  const unsigned row = lane % 16;  // row of A and column of B held by this lane
#if defined(WMMASIM_GFX11) && __AMDGCN_WAVEFRONT_SIZE == 32
  float8 acc;
  half16 a_frag;
  half16 b_frag;
  for (int k = 0; k < 16; ++k) {
    a_frag[k] = a[row * 16 + k];
    b_frag[k] = b_col_major[row * 16 + k];
  }
  for (int v = 0; v < 8; ++v) acc[v] = c[(2 * v + lane / 16) * 16 + row];
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a_frag, b_frag, acc);
  for (int v = 0; v < 8; ++v) d[(2 * v + lane / 16) * 16 + row] = acc[v];
#elif defined(WMMASIM_GFX12) && __AMDGCN_WAVEFRONT_SIZE == 32
  float8 acc;
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
#elif defined(WMMASIM_GFX11) && __AMDGCN_WAVEFRONT_SIZE == 64
  float4v acc;
  half16 a_frag;
  half16 b_frag;
  for (int k = 0; k < 16; ++k) {
    a_frag[k] = a[row * 16 + k];
    b_frag[k] = b_col_major[row * 16 + k];
  }
  const unsigned quarter = lane / 16;
  for (int v = 0; v < 4; ++v) acc[v] = c[(4 * v + quarter) * 16 + row];
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w64(a_frag, b_frag, acc);
  for (int v = 0; v < 4; ++v) d[(4 * v + quarter) * 16 + row] = acc[v];
#elif defined(WMMASIM_GFX12) && __AMDGCN_WAVEFRONT_SIZE == 64
  float4v acc;
  half4 a_frag;
  half4 b_frag;
  const unsigned k0 = 8 * (lane / 32) + 4 * ((lane / 16) % 2);
  for (int e = 0; e < 4; ++e) {
    a_frag[e] = a[row * 16 + k0 + e];
    b_frag[e] = b_col_major[row * 16 + k0 + e];
  }
  const unsigned row0 = 8 * ((lane / 16) % 2) + 4 * (lane / 32);
  for (int v = 0; v < 4; ++v) acc[v] = c[(row0 + v) * 16 + row];
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w64_gfx12(a_frag, b_frag, acc);
  for (int v = 0; v < 4; ++v) d[(row0 + v) * 16 + row] = acc[v];
#else
#error "wmma_matmul: build for gfx11 or gfx12, wave32 or wave64"
#endif
}
