// Integer and bitwise VALU operations with one 32-bit result per lane (VOP1, VOP2, VOP3, VOPD). Semantics from
// the RDNA3/RDNA4 ISA guides' opcode descriptions (§16 "VOP2/VOP1/VOP3 Instructions").
#include <array>
#include <bit>
#include <cstdint>

#include "valu.h"
#include "../translate_valu.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i32 = std::int32_t;
using i64 = std::int64_t;

struct Mov { static constexpr int kSources = 1; static u32 apply(u32 a) { return a; } };
struct Not { static constexpr int kSources = 1; static u32 apply(u32 a) { return ~a; } };
struct Bfrev {
  static constexpr int kSources = 1;
  static u32 apply(u32 a) {
    u32 r = 0;
    for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1u) << (31 - i);
    return r;
  }
};
// v_ctz_i32_b32 / v_clz_i32_u32 / v_cls_i32: -1 when no bit qualifies.
struct Ctz { static constexpr int kSources = 1; static u32 apply(u32 a) { return a ? u32(std::countr_zero(a)) : ~0u; } };
struct Clz { static constexpr int kSources = 1; static u32 apply(u32 a) { return a ? u32(std::countl_zero(a)) : ~0u; } };
struct Cls {
  static constexpr int kSources = 1;
  static u32 apply(u32 a) {
    const u32 v = (a >> 31) ? ~a : a;
    return v ? u32(std::countl_zero(v)) : ~0u;
  }
};
template <int kByte>
struct CvtF32Ubyte {
  static constexpr int kSources = 1;
  static u32 apply(u32 a) { return std::bit_cast<u32>(static_cast<float>((a >> (8 * kByte)) & 0xffu)); }
};

struct AddU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a + b; } };
struct SubU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a - b; } };
struct SubRevU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return b - a; } };
struct And { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a & b; } };
struct Or { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a | b; } };
struct Xor { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a ^ b; } };
struct Xnor { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return ~(a ^ b); } };
// The *rev shifts take the shift amount in src0 and the value in src1.
struct LshlRev { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return b << (a & 31); } };
struct LshrRev { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return b >> (a & 31); } };
struct AshrRev { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return u32(i32(b) >> (a & 31)); } };
struct MinU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a < b ? a : b; } };
struct MaxU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a > b ? a : b; } };
struct MinI32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return i32(a) < i32(b) ? a : b; } };
struct MaxI32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return i32(a) > i32(b) ? a : b; } };
struct MulLoU32 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return a * b; } };
struct MulHiU32 {
  static constexpr int kSources = 2;
  static u32 apply(u32 a, u32 b) { return u32((u64{a} * b) >> 32); }
};
struct MulHiI32 {
  static constexpr int kSources = 2;
  static u32 apply(u32 a, u32 b) { return u32(u64(i64{i32(a)} * i32(b)) >> 32); }
};
// 24-bit multiplies use the low 24 bits of each source (signed: sign-extended from bit 23).
inline u32 u24(u32 v) { return v & 0xffffffu; }
inline i64 i24(u32 v) { return i32(v << 8) >> 8; }
struct MulU32U24 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return u24(a) * u24(b); } };
struct MulHiU32U24 {
  static constexpr int kSources = 2;
  static u32 apply(u32 a, u32 b) { return u32((u64{u24(a)} * u24(b)) >> 32); }
};
struct MulI32I24 { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return u32(i24(a) * i24(b)); } };
struct MulHiI32I24 {
  static constexpr int kSources = 2;
  static u32 apply(u32 a, u32 b) { return u32(u64(i24(a) * i24(b)) >> 32); }
};
struct Bfm { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return ((1u << (a & 31)) - 1u) << (b & 31); } };
// v_bcnt_u32_b32: popcount(src0) + src1.
struct Bcnt { static constexpr int kSources = 2; static u32 apply(u32 a, u32 b) { return u32(std::popcount(a)) + b; } };

struct Add3 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return a + b + c; } };
struct Or3 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return a | b | c; } };
struct Xor3 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return a ^ b ^ c; } };
struct AndOr { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a & b) | c; } };
struct LshlOr { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a << (b & 31)) | c; } };
struct LshlAdd { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a << (b & 31)) + c; } };
struct AddLshl { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a + b) << (c & 31); } };
struct Xad { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a ^ b) + c; } };
struct Bfi { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return (a & b) | (~a & c); } };
struct MadU32U24 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return u24(a) * u24(b) + c; } };
struct MadI32I24 {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) { return u32(i24(a) * i24(b)) + c; }
};
// Bit-field extract: offset src1[4:0], width src2[4:0] (v_bfe_*: RDNA3 ISA §16.12).
struct BfeU32 {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) {
    const u32 offset = b & 31;
    const u32 width = c & 31;
    return width == 0 ? 0u : (a >> offset) & ((1u << width) - 1u);
  }
};
struct BfeI32 {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) {
    const u32 width = c & 31;
    if (width == 0) return 0;
    const u32 field = BfeU32::apply(a, b, c);
    const u32 sign = 1u << (width - 1);
    return (field ^ sign) - sign;
  }
};
// ({src0, src1} >> shift)[31:0], src0 the high dword.
struct AlignBit {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) { return u32(((u64{a} << 32) | b) >> (c & 31)); }
};
struct AlignByte {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) { return u32(((u64{a} << 32) | b) >> (8 * (c & 3))); }
};
// v_perm_b32: each byte of the result selected from {src0, src1} (src0 the high dword) by the matching byte of
// src2: 0-7 a byte, 8-11 the sign of byte 1, 3, 5, 7 replicated, 12 zero, 13-255 0xff (RDNA3 ISA V_PERM_B32).
struct Perm {
  static constexpr int kSources = 3;
  static u32 byte(u64 data, u32 selector) {
    if (selector >= 13) return 0xff;
    if (selector == 12) return 0x00;
    if (selector >= 8) return ((data >> (16 * (selector - 8) + 15)) & 1) ? 0xff : 0x00;
    return u32(data >> (8 * selector)) & 0xff;
  }
  static u32 apply(u32 a, u32 b, u32 c) {
    const u64 data = (u64{a} << 32) | b;
    u32 r = 0;
    for (int i = 0; i < 4; ++i) r |= byte(data, (c >> (8 * i)) & 0xff) << (8 * i);
    return r;
  }
};
struct Min3U32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MinU32::apply(MinU32::apply(a, b), c); } };
struct Max3U32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MaxU32::apply(MaxU32::apply(a, b), c); } };
struct Min3I32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MinI32::apply(MinI32::apply(a, b), c); } };
struct Max3I32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MaxI32::apply(MaxI32::apply(a, b), c); } };
struct Med3U32 {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) { return MaxU32::apply(MinU32::apply(a, b), MinU32::apply(MaxU32::apply(a, b), c)); }
};
struct Med3I32 {
  static constexpr int kSources = 3;
  static u32 apply(u32 a, u32 b, u32 c) { return MaxI32::apply(MinI32::apply(a, b), MinI32::apply(MaxI32::apply(a, b), c)); }
};
struct MaxMinU32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MinU32::apply(MaxU32::apply(a, b), c); } };
struct MinMaxU32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MaxU32::apply(MinU32::apply(a, b), c); } };
struct MaxMinI32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MinI32::apply(MaxI32::apply(a, b), c); } };
struct MinMaxI32 { static constexpr int kSources = 3; static u32 apply(u32 a, u32 b, u32 c) { return MaxI32::apply(MinI32::apply(a, b), c); } };

// v_cndmask_b32: src1 where the mask bit is set, else src0. The mask is src2 (VOP3), VCC (VOP2, VOPD).
void cndmask(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes a;
  Lanes b;
  lanes32(w, d, ops.src(0), a);
  lanes32(w, d, ops.src(1), b);
  const isa::Operand& mask_operand = ops.src(2);
  const std::uint64_t mask = mask_operand.dwords == 0 ? (w.state.vcc & w.state.all_lanes_mask())
                                                      : read_mask(w, d, mask_operand);
  // VOP3 float abs/neg apply to the selected values (v_cndmask_b32_e64 accepts them, isa records).
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    out[lane] = ((mask >> lane) & 1) ? modify_f32(d, 1, b[lane]) : modify_f32(d, 0, a[lane]);
  }
}

// Translated: src0 and src1 bound with their float abs and neg (modify_f32 applies them to the selected value, the
// same bits), the mask VCC or an SGPR (pair), whose number is kept in the bound operands' third source.
constexpr u32 kMaskInVcc = ~0u;
struct BoundCndmask {
  static constexpr int kSources = 2;
  static bool accepts(const WaveContext&) { return true; }
  template <SourceKind K0, SourceKind K1>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, u32* out) {
    const BoundSource<K0, true> unset(w, b, 0);
    const BoundSource<K1, true> set(w, b, 1);
    const WaveState& st = w.state;
    const u64 high = w.size() == 64 && b.src[2] != kMaskInVcc ? u64{st.sgprs[b.src[2] + 1]} << 32 : 0;
    const u64 mask = b.src[2] == kMaskInVcc ? st.vcc & st.all_lanes_mask() : st.sgprs[b.src[2]] | high;
    const u32 group_mask = static_cast<u32>(mask >> first);
    for (int i = 0; i < kLaneGroup; ++i) out[i] = ((group_mask >> i) & 1u) != 0 ? set[first + i] : unset[first + i];
  }
};
Translation translate_cndmask(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                              BoundOperands& bound) {
  const isa::Operand& mask = ops.src(2);
  u32 mask_at = kMaskInVcc;  // VOP2 and VOPD: VCC
  if (mask.dwords != 0 && mask.code != isa::src::kVcc) {
    if (!mask_in_sgprs(mask, wave_size)) return {};
    mask_at = mask.code;
  }
  static constexpr int kFrom[] = {0, 1};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, true, kFrom, bound, kinds)) return {};
  bound.src[2] = mask_at;
  return pick_bound<BoundCndmask>(kinds);
}

// v_mbcnt_lo/hi_u32_b32: count the bits of src0 that belong to lanes below this one, plus src1.
template <bool kHigh>
void mbcnt(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes a;
  Lanes b;
  lanes32(w, d, ops.src(0), a);
  lanes32(w, d, ops.src(1), b);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    const u64 below = lane == 0 ? 0 : (~u64{0} >> (64 - lane));
    const u32 part = kHigh ? u32(below >> 32) : u32(below);
    out[lane] = u32(std::popcount(a[lane] & part)) + b[lane];
  }
}

// Translated: the same count as a bit-parallel sum (no popcount instruction in baseline x86-64, where std::popcount
// is a library call; these adds and shifts vectorise), the lanes-below masks from a table.
constexpr u32 popcount32(u32 x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  x += x >> 8;
  x += x >> 16;
  return x & 0x3fu;
}
template <bool kHigh>
constexpr std::array<u32, kMaxLanes> kLanesBelow = [] {
  std::array<u32, kMaxLanes> masks{};
  for (int lane = 0; lane < kMaxLanes; ++lane) {
    const u64 below = lane == 0 ? 0 : (~u64{0} >> (64 - lane));
    masks[lane] = kHigh ? u32(below >> 32) : u32(below);
  }
  return masks;
}();
template <bool kHigh>
struct BoundMbcnt {
  static constexpr int kSources = 2;
  static bool accepts(const WaveContext&) { return true; }
  template <SourceKind K0, SourceKind K1>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, u32* out) {
    const BoundSource<K0, false> bits(w, b, 0);
    const BoundSource<K1, false> add(w, b, 1);
    for (int i = 0; i < kLaneGroup; ++i) out[i] = popcount32(bits[first + i] & kLanesBelow<kHigh>[first + i]) + add[first + i];
  }
};
// src0 EXEC_LO or EXEC_HI (the count of active lanes below: how atomics are aggregated per wave), read as the
// reference reads it (read_sreg: that half of the wave's EXEC); src1 bound first, src[1] the half's shift.
template <bool kHigh>
struct BoundMbcntExec {
  static constexpr int kSources = 1;
  static bool accepts(const WaveContext&) { return true; }
  template <SourceKind K1>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, u32* out) {
    const u32 bits = u32(w.state.exec >> b.src[1]);
    const BoundSource<K1, false> add(w, b, 0);
    for (int i = 0; i < kLaneGroup; ++i) out[i] = popcount32(bits & kLanesBelow<kHigh>[first + i]) + add[first + i];
  }
};
template <bool kHigh>
Translation translate_mbcnt(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                            BoundOperands& bound) {
  std::array<SourceKind, 3> kinds{};
  const isa::Operand& src0 = ops.src0();
  if (!src0.is_vgpr() && (src0.code == 126 || src0.code == 127)) {
    static constexpr int kFromSrc1[] = {1};
    if (!bind_valu(d, ops, wave_size, false, kFromSrc1, bound, kinds)) return {};
    bound.src[1] = src0.code == 127 ? 32 : 0;
    return pick_bound<BoundMbcntExec<kHigh>>(kinds);
  }
  static constexpr int kFrom[] = {0, 1};
  if (!bind_valu(d, ops, wave_size, false, kFrom, bound, kinds)) return {};
  return pick_bound<BoundMbcnt<kHigh>>(kinds);
}

constexpr LaneBinding kLaneOps[] = {
    {S::V_MOV_B32, lanes_u32<Mov>, translate_u32<Mov>},
    {S::V_NOT_B32, lanes_u32<Not>, translate_u32<Not>},
    {S::V_BFREV_B32, lanes_u32<Bfrev>, translate_u32<Bfrev>},
    {S::V_CTZ_I32_B32, lanes_u32<Ctz>, translate_u32<Ctz>},
    {S::V_CLZ_I32_U32, lanes_u32<Clz>, translate_u32<Clz>},
    {S::V_CLS_I32, lanes_u32<Cls>, translate_u32<Cls>},
    {S::V_CVT_F32_UBYTE0, lanes_u32<CvtF32Ubyte<0>>, translate_u32<CvtF32Ubyte<0>>},
    {S::V_CVT_F32_UBYTE1, lanes_u32<CvtF32Ubyte<1>>, translate_u32<CvtF32Ubyte<1>>},
    {S::V_CVT_F32_UBYTE2, lanes_u32<CvtF32Ubyte<2>>, translate_u32<CvtF32Ubyte<2>>},
    {S::V_CVT_F32_UBYTE3, lanes_u32<CvtF32Ubyte<3>>, translate_u32<CvtF32Ubyte<3>>},
    {S::V_ADD_NC_U32, lanes_u32<AddU32>, translate_u32<AddU32>},
    {S::V_SUB_NC_U32, lanes_u32<SubU32>, translate_u32<SubU32>},
    {S::V_SUBREV_NC_U32, lanes_u32<SubRevU32>, translate_u32<SubRevU32>},
    {S::V_AND_B32, lanes_u32<And>, translate_u32<And>},
    {S::V_OR_B32, lanes_u32<Or>, translate_u32<Or>},
    {S::V_XOR_B32, lanes_u32<Xor>, translate_u32<Xor>},
    {S::V_XNOR_B32, lanes_u32<Xnor>, translate_u32<Xnor>},
    {S::V_LSHLREV_B32, lanes_u32<LshlRev>, translate_u32<LshlRev>},
    {S::V_LSHRREV_B32, lanes_u32<LshrRev>, translate_u32<LshrRev>},
    {S::V_ASHRREV_I32, lanes_u32<AshrRev>, translate_u32<AshrRev>},
    {S::V_MIN_U32, lanes_u32<MinU32>, translate_u32<MinU32>},
    {S::V_MAX_U32, lanes_u32<MaxU32>, translate_u32<MaxU32>},
    {S::V_MIN_I32, lanes_u32<MinI32>, translate_u32<MinI32>},
    {S::V_MAX_I32, lanes_u32<MaxI32>, translate_u32<MaxI32>},
    {S::V_MUL_LO_U32, lanes_u32<MulLoU32>, translate_u32<MulLoU32>},
    {S::V_MUL_HI_U32, lanes_u32<MulHiU32>, translate_u32<MulHiU32>},
    {S::V_MUL_HI_I32, lanes_u32<MulHiI32>, translate_u32<MulHiI32>},
    {S::V_MUL_U32_U24, lanes_u32<MulU32U24>, translate_u32<MulU32U24>},
    {S::V_MUL_HI_U32_U24, lanes_u32<MulHiU32U24>, translate_u32<MulHiU32U24>},
    {S::V_MUL_I32_I24, lanes_u32<MulI32I24>, translate_u32<MulI32I24>},
    {S::V_MUL_HI_I32_I24, lanes_u32<MulHiI32I24>, translate_u32<MulHiI32I24>},
    {S::V_BFM_B32, lanes_u32<Bfm>, translate_u32<Bfm>},
    {S::V_BCNT_U32_B32, lanes_u32<Bcnt>, translate_u32<Bcnt>},
    {S::V_ADD3_U32, lanes_u32<Add3>, translate_u32<Add3>},
    {S::V_OR3_B32, lanes_u32<Or3>, translate_u32<Or3>},
    {S::V_XOR3_B32, lanes_u32<Xor3>, translate_u32<Xor3>},
    {S::V_AND_OR_B32, lanes_u32<AndOr>, translate_u32<AndOr>},
    {S::V_LSHL_OR_B32, lanes_u32<LshlOr>, translate_u32<LshlOr>},
    {S::V_LSHL_ADD_U32, lanes_u32<LshlAdd>, translate_u32<LshlAdd>},
    {S::V_ADD_LSHL_U32, lanes_u32<AddLshl>, translate_u32<AddLshl>},
    {S::V_XAD_U32, lanes_u32<Xad>},
    {S::V_BFI_B32, lanes_u32<Bfi>, translate_u32<Bfi>},
    {S::V_MAD_U32_U24, lanes_u32<MadU32U24>, translate_u32<MadU32U24>},
    {S::V_MAD_I32_I24, lanes_u32<MadI32I24>},
    {S::V_BFE_U32, lanes_u32<BfeU32>, translate_u32<BfeU32>},
    {S::V_BFE_I32, lanes_u32<BfeI32>, translate_u32<BfeI32>},
    {S::V_ALIGNBIT_B32, lanes_u32<AlignBit>, translate_u32<AlignBit>},
    {S::V_ALIGNBYTE_B32, lanes_u32<AlignByte>},
    {S::V_PERM_B32, lanes_u32<Perm>, translate_u32<Perm>},
    {S::V_MIN3_U32, lanes_u32<Min3U32>},
    {S::V_MAX3_U32, lanes_u32<Max3U32>},
    {S::V_MIN3_I32, lanes_u32<Min3I32>},
    {S::V_MAX3_I32, lanes_u32<Max3I32>},
    {S::V_MED3_U32, lanes_u32<Med3U32>},
    {S::V_MED3_I32, lanes_u32<Med3I32>},
    {S::V_MAXMIN_U32, lanes_u32<MaxMinU32>},
    {S::V_MINMAX_U32, lanes_u32<MinMaxU32>},
    {S::V_MAXMIN_I32, lanes_u32<MaxMinI32>},
    {S::V_MINMAX_I32, lanes_u32<MinMaxI32>},
    {S::V_CNDMASK_B32, cndmask, translate_cndmask},
    {S::V_MBCNT_LO_U32_B32, mbcnt<false>, translate_mbcnt<false>},
    {S::V_MBCNT_HI_U32_B32, mbcnt<true>, translate_mbcnt<true>},
};

void v_nop(WaveContext&, const Step&) {}

constexpr Binding kBindings[] = {
    {S::V_NOP, v_nop, translate_no_effect},
    {S::V_PIPEFLUSH, v_nop, translate_no_effect},
};

}  // namespace

std::span<const LaneBinding> valu_int_lane_ops() { return kLaneOps; }
std::span<const Binding> valu_int_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
