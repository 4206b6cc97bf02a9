// wmma_movmatrix: transposes a 16x16 f16 tile with one WMMA against the identity matrix
// (v_wmma_f16_16x16x16_f16; the "transpose by WMMA" technique of AMD GPUOpen's RDNA4 WMMA guide part 3,
// docs/reference/layouts.md §3.6).
//
// Launch: grid (1,1,1), block (32,1,1).
// Arguments (row-major):
//   0 x    const f16 [16][16]
//   1 x_t  f16 [16][16]         out: x_t[j][i] = x[i][j]
// Reference: the transpose (Eigen .transpose()). Exact for finite inputs, except that -0.0 comes out as +0.0
// (the WMMA adds x[i][j]*1 to fifteen +0.0 products); an Inf or NaN anywhere in row i makes row i of the product NaN
// (Inf * 0).
//
// Why it transposes: every lane loads one ROW of x as its A fragment (A row = lane % 16; layouts.md rows 1/9),
// B is the identity built in registers, and D = x * I = x comes back in the accumulator layout, where a lane holds
// a COLUMN (D column = lane % 16; rows 6/15). Each lane then stores its column of x as a contiguous row of x_t.
// The K order of A does not matter here as long as the identity uses the same one; it is built from the same
// per-element k as A.
#include "wmma_fragments.h"

extern "C" __global__ __launch_bounds__(32) void wmma_movmatrix(const _Float16* x, _Float16* x_t) {
  const unsigned lane = lane32();
  const unsigned row = lane % 16;  // the row of x this lane loads, and the column of D (= row of x_t) it stores
#if defined(WMMASIM_GFX11)
  const half16 a = load_k16_fragment<half16>(x + row * 16);
  half16 identity;  // B[k][j] with j = lane % 16 and k = element index (layouts.md row 2)
  for (int k = 0; k < 16; ++k) identity[k] = k == static_cast<int>(row) ? 1.0f16 : 0.0f16;
  // f16 accumulator on gfx11: element 2v (low half of VGPR v, OPSEL = 0) is D[2v + lane/16][lane%16] (row 6).
  const half16 d = __builtin_amdgcn_wmma_f16_16x16x16_f16_w32(a, identity, half16{}, false);
  for (int v = 0; v < 8; ++v) x_t[row * 16 + acc_row(v)] = d[2 * v];
#elif defined(WMMASIM_GFX12)
  const half8 a = load_k16_fragment_isa<half8>(x + row * 16);
  half8 identity;  // B in the same ISA K order as A (layouts.md row 10): element e holds k = 8(e/4) + 4(lane/16) + e%4
  for (int e = 0; e < 8; ++e) {
    const unsigned k = 8 * (e / 4) + 4 * half_wave() + e % 4;
    identity[e] = k == row ? 1.0f16 : 0.0f16;
  }
  // Packed f16 accumulator on gfx12: element e is D[8*(lane/16) + e][lane%16] (row 15): 8 contiguous halves of x_t.
  const half8 d = __builtin_amdgcn_wmma_f16_16x16x16_f16_w32_gfx12(a, identity, half8{});
  *(half8*)(x_t + row * 16 + acc_row(0)) = d;
#else
#error "wmma_movmatrix: build for gfx11 or gfx12"
#endif
}
