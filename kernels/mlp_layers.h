// Three chained 16x16 layers on one wave32, shared by minimum_mlp (f16) and bf16_mlp (bf16).
//
// Math (column convention, one column per sample): H0 = X^T (16 features x 16 samples), H1 = r(W1 H0),
// H2 = r(W2 H1), Y^T = W3 H2, where r(v) = round_to_16_bit(max(v, 0)) and every product accumulates in f32.
// Each layer is one WMMA with A = W_l (row i = output feature) and B = H (row k = input feature, column j = sample),
// so the D of one layer becomes the B of the next. How D turns into B is what differs between the architectures:
//   gfx12: D element v of lane L is H[8*(L/16) + v][L%16] (layouts.md row 14), which is exactly B in the
//          "contiguous eight" K order (row 21): cast to 16 bits in registers, no data movement. A (the weights)
//          is then loaded in the same contiguous-eight order so that A and B agree on K (layouts.md §2).
//   gfx11: D element v of lane L is H[2v + L/16][L%16] (row 5): each lane holds only the even or the odd rows of
//          its column, but B needs all 16 rows in both lane halves (row 2). The missing rows sit in lane L^16, so
//          the kernel swaps them across the half-waves with v_permlanex16_b32 (the RDNA lane exchange between the
//          two 16-lane rows, __builtin_amdgcn_permlanex16) and interleaves with v_perm_b32.
#pragma once

#include "wmma_fragments.h"

#if defined(WMMASIM_GFX11)
// Turns a layer's result (16-bit bit patterns of D; element v = row 2v + L/16 of column L%16, layouts.md row 5)
// into the next B fragment (element k = row k of column L%16, in both half-waves; row 2).
static __device__ inline ushort16 d_to_b_fragment_gfx11(ushort8 d_bits) {
  const bool upper_half = half_wave() == 1;
  const int4v own_pairs = __builtin_bit_cast(int4v, d_bits);  // dword m: rows 4m+h (low half) and 4m+2+h (high)
  int8v b_pairs;
  for (int m = 0; m < 4; ++m) {
    const unsigned own = own_pairs[m];
    // Identity selectors: every lane reads lane L%16 of the other half-wave (RDNA3 ISA, V_PERMLANEX16_B32),
    // i.e. rows 4m+1-h and 4m+3-h.
    const unsigned partner = __builtin_amdgcn_permlanex16(own, own, 0x76543210u, 0xfedcba98u, false, false);
    const unsigned even_rows = upper_half ? partner : own;  // rows 4m and 4m+2
    const unsigned odd_rows = upper_half ? own : partner;   // rows 4m+1 and 4m+3
    // v_perm_b32 byte selectors: 0-3 pick bytes of the second operand, 4-7 bytes of the first.
    b_pairs[2 * m] = __builtin_amdgcn_perm(odd_rows, even_rows, 0x05040100u);      // rows 4m, 4m+1
    b_pairs[2 * m + 1] = __builtin_amdgcn_perm(odd_rows, even_rows, 0x07060302u);  // rows 4m+2, 4m+3
  }
  return __builtin_bit_cast(ushort16, b_pairs);
}
#endif

// Traits: `Element` is the 16-bit storage type, `round(v)` converts an f32 to its 16-bit bit pattern,
// `wmma(a, b)` multiplies two fragments given as 16-bit bit patterns, with a zero f32 accumulator.
template <typename Traits>
static __device__ inline void mlp3_layers(const typename Traits::Element* x, const typename Traits::Element* w,
                                          float* y) {
  const unsigned col = lane32() % 16;  // the sample (column of H) this lane holds; also the row of W it loads
  constexpr int kLayers = 3;
#if defined(WMMASIM_GFX11)
  ushort16 b = load_k16_fragment<ushort16>(x + col * 16);  // sample `col`, all 16 features
  for (int layer = 0; layer < kLayers; ++layer) {
    const ushort16 a = load_k16_fragment<ushort16>(w + layer * 256 + col * 16);
    const float8 d = Traits::wmma(a, b);
    if (layer + 1 == kLayers) {
      for (int v = 0; v < 8; ++v) y[col * 16 + acc_row(v)] = d[v];  // y[sample][feature]
    } else {
      ushort8 d_bits;
      for (int v = 0; v < 8; ++v) d_bits[v] = Traits::round(__builtin_fmaxf(d[v], 0.0f));
      b = d_to_b_fragment_gfx11(d_bits);
    }
  }
#elif defined(WMMASIM_GFX12)
  ushort8 b = load_k16_fragment_contiguous<ushort8>(x + col * 16);
  for (int layer = 0; layer < kLayers; ++layer) {
    const ushort8 a = load_k16_fragment_contiguous<ushort8>(w + layer * 256 + col * 16);
    const float8 d = Traits::wmma(a, b);
    if (layer + 1 == kLayers) {
      for (int v = 0; v < 8; ++v) y[col * 16 + acc_row(v)] = d[v];
    } else {
      for (int v = 0; v < 8; ++v) b[v] = Traits::round(__builtin_fmaxf(d[v], 0.0f));  // D is the next B
    }
  }
#else
#error "mlp_layers.h: build for gfx11 or gfx12"
#endif
}
