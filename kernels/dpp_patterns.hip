// dpp_patterns: one DPP lane pattern per output row, applied to lane-dependent values, so that each row shows
// which lane every lane read (RDNA3 ISA §7.7 "Data Parallel Processing", RDNA4 ISA §7.7). Rows:
//   0 quad_perm:[2,3,0,1]         lane reads quad base + sel[lane % 4]
//   1 row_shl:3 (bound_ctrl:1)    lane reads lane + 3 inside its row of 16; past the row: 0
//   2 row_shr:5 (old kept)        lane reads lane - 5 inside its row; before the row: keeps `old` (= -1)
//   3 row_ror:5                   lane reads row base + (lane % 16 - 5) mod 16
//   4 row_mirror                  row base + 15 - lane % 16
//   5 row_half_mirror             8-lane base + 7 - lane % 8
//   6 row_share:7                 row base + 7
//   7 row_xmask:5                 row base + ((lane % 16) ^ 5)
//   8 row_shr:1, row_mask 0x5     rows 0 and 2 shifted (bound_ctrl:1), rows 1 and 3 keep `old` (= -1)
//   9 row_shr:1, bank_mask 0x3    banks 0 and 1 (lanes % 16 < 8) shifted, banks 2 and 3 keep `old` (= -1)
//  10 dpp8:[7,6,5,4,3,2,1,0]      8-lane base + 7 - lane % 8 (v_mov_b32_dpp8)
//  11 v_add_u32 with row_shr:1    x + (lane - 1 in the row, or the instruction's bound_ctrl 0)
// Values: x[i] = in[i] (one per work-item).
//
// Launch: grid (N/256, 1, 1), block (256, 1, 1). Arguments:
//   0 in  const i32 [N]   in
//   1 out i32 [12, N]     out: row r as above
//   2 N   i32 (multiple of 256)
#include "hip_min.h"

template <int Control, int RowMask = 0xf, int BankMask = 0xf, bool BoundCtrl = false>
static __device__ int dpp(int old, int x) {
  return __builtin_amdgcn_update_dpp(old, x, Control, RowMask, BankMask, BoundCtrl);
}

extern "C" __global__ __launch_bounds__(256) void dpp_patterns(const int* in, int* out, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int x = in[i];
  out[0 * n + i] = dpp<0x4e>(0, x);
  out[1 * n + i] = dpp<0x103, 0xf, 0xf, true>(-1, x);
  out[2 * n + i] = dpp<0x115>(-1, x);
  out[3 * n + i] = dpp<0x125>(0, x);
  out[4 * n + i] = dpp<0x140>(0, x);
  out[5 * n + i] = dpp<0x141>(0, x);
  out[6 * n + i] = dpp<0x157>(0, x);
  out[7 * n + i] = dpp<0x165>(0, x);
  out[8 * n + i] = dpp<0x111, 0x5, 0xf, true>(-1, x);
  out[9 * n + i] = dpp<0x111, 0xf, 0x3, true>(-1, x);
  // dpp8 selects: 3 bits per lane of an 8-lane group, lane 0 in bits [2:0].
  constexpr unsigned reverse8 = 7 | 6 << 3 | 5 << 6 | 4 << 9 | 3 << 12 | 2 << 15 | 1 << 18 | 0 << 21;
  out[10 * n + i] = __builtin_amdgcn_mov_dpp8(x, reverse8);
  out[11 * n + i] = x + dpp<0x111, 0xf, 0xf, true>(0, x);
}
