// shfl_movmatrix: transposes a 16x16 f16 tile held in registers using only cross-lane shuffles
// (ds_bpermute_b32, __builtin_amdgcn_ds_bpermute; no WMMA, no LDS storage). Same result as wmma_movmatrix.
//
// Launch: grid (1,1,1), block (32,1,1). Same code on gfx11 and gfx12.
// Arguments (row-major):
//   0 x    const f16 [16][16]
//   1 x_t  f16 [16][16]         out: x_t[j][i] = x[i][j]
// Reference: the transpose (Eigen .transpose()); bit-exact for every input (data only moves).
//
// Register fragment ("contiguous eight", the gfx12 software A/B layout of layouts.md row 21 and the layout AMD
// GPUOpen's RDNA4 WMMA guide part 3 transposes with its shfl_movmatrix, layouts.md §3.6): lane L holds row L%16,
// columns 8*(L/16) + e, e = 0..7 (one 16-byte load). The transpose in the same fragment layout needs, for lane L
// and element e, element (L%16)%8 of source lane S = 8*(L/16) + e + 16*((L%16)/8). That is an 8x8 transpose inside
// groups of lanes; it takes 8 rounds of one ds_bpermute_b32: in round t lane L fetches element e = (L + t) % 8 from
// its source, and each source sends its element (S - t) % 8, so every round is a permutation of the lanes.
#include "wmma_fragments.h"

extern "C" __global__ __launch_bounds__(32) void shfl_movmatrix(const _Float16* x, _Float16* x_t) {
  const unsigned lane = lane32();
  const unsigned row = lane % 16;
  const unsigned group = 16 * (row / 8);  // the half-wave that holds columns 8*(row/8) .. 8*(row/8)+7
  const ushort8 mine = __builtin_bit_cast(ushort8, *(const half8*)(x + row * 16 + 8 * half_wave()));
  ushort8 transposed;
  for (unsigned t = 0; t < 8; ++t) {
    const unsigned send = mine[(lane - t) % 8];
    const unsigned e = (lane + t) % 8;
    const unsigned source = 8 * half_wave() + e + group;
    // ds_bpermute_b32 addresses lanes in bytes (lane * 4).
    transposed[e] = static_cast<unsigned short>(__builtin_amdgcn_ds_bpermute(static_cast<int>(source * 4),
                                                                             static_cast<int>(send)));
  }
  *(half8*)(x_t + row * 16 + 8 * half_wave()) = __builtin_bit_cast(half8, transposed);
}
