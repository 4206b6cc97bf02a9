// One WMMA fed by loads with a layout mistake each, and the same kernel right, for operand provenance
// (`wmmasim run --provenance`, tests/test_provenance.cpp, docs/sanitizer.md). Built like kernels/ (same flags, line
// tables, kernels/hip_min.h) for gfx1201 by tests/CMakeLists.txt. Each load carries a marker comment the test looks
// the line up by.
//
// D = A * B, A 16 x 16 row-major, B 16 x 16 row-major with a leading dimension (b[k * ldb + n], ldb = 16), f16, one
// wave32. gfx12's layout of A and B
// (docs/reference/layouts.md §1): lane L holds row (of A) or column (of B) L % 16 and K = {0..3, 8..11} (L < 16) or
// {4..7, 12..15} (L >= 16), element e at k = 8 * (e / 4) + 4 * (L / 16) + e % 4.
#include "hip_min.h"

typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef float float8 __attribute__((ext_vector_type(8)));

enum Mistake { kNone, kBTransposed, kLaneHalvesSwapped, kKHalvesSwapped };

template <Mistake kMistake>
__device__ void wmma_tile(const _Float16* a, const _Float16* b, int ldb, float* d) {
  const unsigned lane = threadIdx.x, row = lane % 16, half_wave = lane / 16;
  // Lanes 16-31 take the K values of lanes 0-15 and the other way round.
  const unsigned a_half = kMistake == kLaneHalvesSwapped ? 1 - half_wave : half_wave;
  half8 a_frag, b_frag;
  for (int e = 0; e < 8; ++e) {
    const int k = 8 * (e / 4) + 4 * half_wave + e % 4;
    const int a_k = 8 * (e / 4) + 4 * a_half + e % 4;
    a_frag[e] = a[row * 16 + a_k];  // marker: a load
    if (kMistake == kBTransposed) {
      b_frag[e] = b[row * ldb + k];  // marker: b transposed
    } else if (kMistake == kKHalvesSwapped) {
      b_frag[e] = b[((k + 8) % 16) * ldb + row];  // marker: b k halves
    } else {
      b_frag[e] = b[k * ldb + row];  // marker: b load
    }
  }
  float8 acc = {};
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);  // marker: wmma
  for (int v = 0; v < 8; ++v) d[(8 * half_wave + v) * 16 + row] = acc[v];
}
extern "C" __global__ void wmma_right(const _Float16* a, const _Float16* b, int ldb, float* d) {
  wmma_tile<kNone>(a, b, ldb, d);
}
extern "C" __global__ void wmma_b_transposed(const _Float16* a, const _Float16* b, int ldb, float* d) {
  wmma_tile<kBTransposed>(a, b, ldb, d);
}
extern "C" __global__ void wmma_lane_halves_swapped(const _Float16* a, const _Float16* b, int ldb, float* d) {
  wmma_tile<kLaneHalvesSwapped>(a, b, ldb, d);
}
extern "C" __global__ void wmma_k_halves_swapped(const _Float16* a, const _Float16* b, int ldb, float* d) {
  wmma_tile<kKHalvesSwapped>(a, b, ldb, d);
}
