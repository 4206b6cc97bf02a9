// gemm_tr_b128 (gfx12 only): C = A * B, f16 inputs, f32 accumulation, where the fragments of the ROW-major B are
// loaded with global_load_tr_b128 (__builtin_amdgcn_global_load_tr_b128_v8f16), the RDNA4 load that transposes
// 8x8 blocks of 16-bit elements inside each group of 8 lanes. No LDS.
//
// Launch: grid (N/64, M/64, 1), block (128,1,1): one workgroup of 4 wave32s per 64x64 tile of C, each wave a 32x32
// quadrant as 2x2 WMMA tiles.
// Arguments (dense, row-major):
//   0 a  const f16 [M][K]
//   1 b  const f16 [K][N]
//   2 c  f32 [M][N]        out
//   3 M  i32 (multiple of 64), 4 N  i32 (multiple of 64), 5 K  i32 (multiple of 16)
// Reference: c = a @ b (Eigen float GEMM of the f16 values, f32 accumulation).
//
// Addressing (docs/reference/layouts.md row 22 and §3.7; the plan IREE's ROCDLLoadToTransposeLoad and
// Tessera's measurement use): lane L's result element e is element L%8 of the 16 bytes lane 8*(L/8)+e points at.
// With lane L pointing at B[k0 + 8*(L/16) + L%8][n0 + 8*((L/8)%2) .. +7], lane L receives
// B[k0 + 8*(L/16) + e][n0 + L%16], e = 0..7: column L%16 of B with K in the "contiguous eight" order (row 21).
// A is therefore loaded in the same contiguous-eight order (one 16-byte load per lane); the ISA "runs of four"
// order for A would pair the wrong K values (layouts.md §2, finding 1), so this kernel is sensitive to the K order
// a simulator assumes for global_load_tr_b128 and WMMA. EXEC is all ones at every transpose load (the ISA requires it).
#include "wmma_fragments.h"

#if !defined(WMMASIM_GFX12)
#error "gemm_tr_b128: global_load_tr_b128 exists on gfx12 only"
#endif

namespace {

// The builtin's pointer type: 8 x __fp16 in a 16-byte vector, in the global address space
// (docs/reference/toolchain.md §0: an ext_vector of _Float16 is rejected).
typedef __fp16 TransposeChunk __attribute__((vector_size(16)));
typedef __attribute__((address_space(1))) TransposeChunk GlobalTransposeChunk;

__device__ inline half8 load_b_fragment_transposed(const _Float16* b, int n_cols, int k0, int n0) {
  const unsigned lane = lane32();
  const int k = k0 + 8 * (lane / 16) + lane % 8;
  const int n = n0 + 8 * ((lane / 8) % 2);
  const auto* chunk = (const GlobalTransposeChunk*)(b + k * n_cols + n);
  return __builtin_bit_cast(half8, __builtin_amdgcn_global_load_tr_b128_v8f16((GlobalTransposeChunk*)chunk));
}

}  // namespace

extern "C" __global__ __launch_bounds__(128) void gemm_tr_b128(const _Float16* a, const _Float16* b, float* c, int M,
                                                               int N, int K) {
  (void)M;  // the grid covers M
  const int wave = threadIdx.x / 32;
  const int m0 = 64 * blockIdx.y + 32 * (wave / 2);
  const int n0 = 64 * blockIdx.x + 32 * (wave % 2);
  const int lane_line = lane32() % 16;
  float8 acc[2][2] = {};
  for (int k0 = 0; k0 < K; k0 += 16) {
    half8 a_frag[2], b_frag[2];
    for (int t = 0; t < 2; ++t) {
      a_frag[t] = load_k16_fragment_contiguous<half8>(a + (m0 + 16 * t + lane_line) * K + k0);
      b_frag[t] = load_b_fragment_transposed(b, N, k0, n0 + 16 * t);
    }
    for (int tm = 0; tm < 2; ++tm)
      for (int tn = 0; tn < 2; ++tn)
        acc[tm][tn] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag[tm], b_frag[tn], acc[tm][tn]);
  }
  for (int tm = 0; tm < 2; ++tm)
    for (int tn = 0; tn < 2; ++tn)
      for (int v = 0; v < 8; ++v) c[(m0 + 16 * tm + acc_row(v)) * N + n0 + 16 * tn + lane_line] = acc[tm][tn][v];
}
