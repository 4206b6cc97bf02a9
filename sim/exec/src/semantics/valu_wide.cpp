// VALU operations that do not fit the one-32-bit-result lane model: carries into an SGPR mask (VOP2 with VCC,
// VOP3SD), 64-bit integer results, and the cross-lane operations (readlane, writelane, permlane).
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>

#include "../host_isa.h"
#include "../translate_valu.h"
#include "lane_mask.h"
#include "valu.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i64 = std::int64_t;

// ---- carries: vdst (slot 0), carry-out mask (slot 1: VCC for VOP2, SDST for VOP3SD), carry-in mask (slot 4) ----
enum class CarryOp { Add, Sub, SubRev };
template <CarryOp kOp, bool kCarryIn>
void carry_op(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  const u64 carry_in = kCarryIn ? read_mask(w, d, d.operands.src2()) : 0;
  const u64 exec = w.exec();
  Lanes result;
  u64 carry_out = 0;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    const u64 x = kOp == CarryOp::SubRev ? b[lane] : a[lane];
    const u64 y = kOp == CarryOp::SubRev ? a[lane] : b[lane];
    const u64 c = (carry_in >> lane) & 1;
    u64 wide = 0;
    bool carry = false;
    if (kOp == CarryOp::Add) {
      wide = x + y + c;
      carry = (wide >> 32) != 0;
    } else {
      wide = x - y - c;
      carry = y + c > x;  // borrow
    }
    u32 value = static_cast<u32>(wide);
    if (d.clamp() && carry) value = kOp == CarryOp::Add ? 0xffffffffu : 0u;  // unsigned saturation
    result[lane] = value;
    carry_out |= static_cast<u64>(carry) << lane;
  }
  // The mask is computed from the old sources before any register is written (vdst may overlap a source).
  write_lanes32(w, d.operands.dst().vgpr(), result, exec);
  write_mask(w, d.operands.sdst(), carry_out & exec);
}

// Translated (translate.h): the sources bound by kind, the carry masks VCC, an SGPR (pair) or null, no CLAMP. With
// EXEC all ones each group goes straight to vdst (lane-wise: a group reads only its own lanes of the sources).
template <CarryOp kOp, bool kCarryIn, SourceKind K0, SourceKind K1>
void carry_op_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BoundOperands& b = *s.bound;
  const BoundSource<K0, false> a(w, b, 0);
  const BoundSource<K1, false> c(w, b, 1);
  const u64 carry_in = kCarryIn ? read_mask(w, d, d.operands.src2()) : 0;
  const u64 exec = w.exec();
  const bool full = exec == w.state.all_lanes_mask();
  Lanes result;
  u64 carry_out = 0;
  const int n = w.size();
  // In groups of kLaneGroup lanes, in 32-bit words (loops of constant count: vector operations): the carry of
  // x + y + in is a carry out of x + y or of adding in, the borrow of x - y - in one out of x - y or of taking in.
  for (int first = 0; first < n; first += kLaneGroup) {
    alignas(16) u32 in[kLaneGroup] = {};
    if (kCarryIn) unpack_lane_mask(static_cast<u32>(carry_in >> first), in);
    alignas(16) u32 carries[kLaneGroup];
    alignas(16) u32 values[kLaneGroup];
    for (int i = 0; i < kLaneGroup; ++i) {
      const int lane = first + i;
      const u32 x = kOp == CarryOp::SubRev ? c[lane] : a[lane];
      const u32 y = kOp == CarryOp::SubRev ? a[lane] : c[lane];
      const u32 bit = in[i] & 1u;
      const u32 step = kOp == CarryOp::Add ? x + y : x - y;
      const u32 value = kOp == CarryOp::Add ? step + bit : step - bit;
      const bool carry = kOp == CarryOp::Add ? (step < x) | (value < step) : (x < y) | (step < bit);
      values[i] = value;
      carries[i] = 0u - static_cast<u32>(carry);
    }
    std::memcpy(full ? w.state.vgprs.data() + b.dst + first : result.data() + first, values, sizeof values);
    carry_out |= u64{pack_lane_flags(carries)} << first;
  }
  if (!full) commit_bound(w, b.dst, result);
  write_mask(w, d.operands.sdst(), carry_out & exec);
}

template <CarryOp kOp, bool kCarryIn, SourceKind... Chosen>
Translation pick_carry_op(const std::array<SourceKind, 3>& kinds) {
  if constexpr (sizeof...(Chosen) == 2) {
    return {carry_op_translated<kOp, kCarryIn, Chosen...>, nullptr, true, false};
  } else {
    switch (kinds[sizeof...(Chosen)]) {
      case SourceKind::Vgpr: return pick_carry_op<kOp, kCarryIn, Chosen..., SourceKind::Vgpr>(kinds);
      case SourceKind::Sgpr: return pick_carry_op<kOp, kCarryIn, Chosen..., SourceKind::Sgpr>(kinds);
      case SourceKind::Constant: return pick_carry_op<kOp, kCarryIn, Chosen..., SourceKind::Constant>(kinds);
    }
    return {};
  }
}

// A lane mask in VCC, SGPRs or null: read and written without a fault.
bool plain_mask(const isa::Operand& o, int wave_size) {
  return o.code == isa::src::kVcc || o.code == isa::src::kNull || mask_in_sgprs(o, wave_size);
}

template <CarryOp kOp, bool kCarryIn>
Translation translate_carry_op(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                               BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1};
  if (d.clamp() || !plain_mask(ops.sdst(), wave_size) || (kCarryIn && !plain_mask(ops.src2(), wave_size))) return {};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, false, kFrom, bound, kinds)) return {};
  return pick_carry_op<kOp, kCarryIn>(kinds);
}

// ---- a 64-bit add in two halves: v_add_co_u32 (the low dwords, its carry out into a mask) and then
// v_add_co_ci_u32 taking that mask as its carry in (the high dwords), what clang emits for every 64-bit address.
// Run as one step (joined_handler) the carry stays a word per lane between the halves instead of being packed into
// the mask and unpacked again; both masks are still written, in order, and each half reads its sources when it
// would run alone (the high half after the low half's VGPR is written). ----

// One source of a half: a VGPR row (kRow), or one value for every lane (an SGPR read when the step runs, or a
// constant), known when the kernel is translated, so that a uniform source is a broadcast in the lane loops.
template <bool kRow>
struct HalfSource {
  HalfSource(const WaveContext& w, const BoundOperands& b, int i) {
    if constexpr (kRow) {
      row = w.state.vgprs.data() + b.src[i];
    } else {
      value = b.kinds[i] == SourceKind::Sgpr ? w.state.sgprs[b.src[i]] : b.src[i];
    }
  }
  u32 operator()(int lane) const {
    if constexpr (kRow) return row[lane];
    return value;
  }
  const u32* row = nullptr;
  u32 value = 0;
};

// A group of lanes into a VGPR row: all of them, or those whose bit of `exec` is set.
[[gnu::always_inline]] inline void store_group(u32* row, const u32* values, bool full, u32 exec) {
  if (full) {
    std::memcpy(row, values, kLaneGroup * sizeof(u32));
    return;
  }
  for (int i = 0; i < kLaneGroup; ++i) row[i] = ((exec >> i) & 1u) != 0 ? values[i] : row[i];
}

// The carries packed into lane masks with SSE2, or (kAvx2, in the AVX2 twin) with AVX2.
template <bool kAvx2>
[[gnu::always_inline]] inline u32 pack_carries(const u32* carries) {
#if defined(__x86_64__)
  if constexpr (kAvx2) return pack_lane_flags_avx2(carries);
#endif
  return pack_lane_flags(carries);
}

// kRows: bit k set when source k (the low half's two, then the high half's two) is a VGPR row.
template <bool kAvx2, int kRows>
[[gnu::always_inline]] inline void add_64_in_halves_body(WaveContext& w, const Step& s) {
  const Step& high = *s.inner;
  const BoundOperands& lo = *s.bound;
  const BoundOperands& hi = *high.bound;
  const HalfSource<(kRows & 1) != 0> x0(w, lo, 0);
  const HalfSource<(kRows & 2) != 0> y0(w, lo, 1);
  const HalfSource<(kRows & 4) != 0> x1(w, hi, 0);
  const HalfSource<(kRows & 8) != 0> y1(w, hi, 1);
  u32* const vgprs = w.state.vgprs.data();
  const u64 exec = w.exec();
  const bool full = exec == w.state.all_lanes_mask();
  u64 low_carry = 0;
  u64 high_carry = 0;
  // Lane-wise, so a group of lanes may be written before the next group is read.
  for (int first = 0; first < w.size(); first += kLaneGroup) {
    const u32 group_exec = static_cast<u32>(exec >> first);
    alignas(32) u32 values[kLaneGroup];
    alignas(32) u32 carries[kLaneGroup];  // all ones where the low half carries
    for (int i = 0; i < kLaneGroup; ++i) {
      const u32 a = x0(first + i);
      values[i] = a + y0(first + i);
      carries[i] = 0u - static_cast<u32>(values[i] < a);
    }
    store_group(vgprs + lo.dst + first, values, full, group_exec);
    low_carry |= u64{pack_carries<kAvx2>(carries)} << first;
    for (int i = 0; i < kLaneGroup; ++i) {  // the high half's rows read after the low half is written
      const u32 c = x1(first + i);
      const u32 sum = c + y1(first + i);
      values[i] = sum - carries[i];
      carries[i] = 0u - static_cast<u32>((sum < c) | (values[i] < sum));
    }
    store_group(vgprs + hi.dst + first, values, full, group_exec);
    high_carry |= u64{pack_carries<kAvx2>(carries)} << first;
  }
  write_mask(w, s.decoded->operands.sdst(), low_carry & exec);
  write_mask(w, high.decoded->operands.sdst(), high_carry & exec);
}

template <int kRows>
void add_64_in_halves(WaveContext& w, const Step& s) {
  add_64_in_halves_body<false, kRows>(w, s);
}
template <int kRows>
[[WMMASIM_TARGET_AVX2]] void add_64_in_halves_avx2(WaveContext& w, const Step& s) {
  add_64_in_halves_body<true, kRows>(w, s);
}

// The handlers of every combination of rows and uniform sources, by kRows.
constexpr int kSourceCombinations = 16;
template <int... kRows>
constexpr std::array<SemanticFn, kSourceCombinations> plain_adds(std::integer_sequence<int, kRows...>) {
  return {add_64_in_halves<kRows>...};
}
template <int... kRows>
constexpr std::array<SemanticFn, kSourceCombinations> avx2_adds(std::integer_sequence<int, kRows...>) {
  return {add_64_in_halves_avx2<kRows>...};
}
constexpr auto kPlainAdds = plain_adds(std::make_integer_sequence<int, kSourceCombinations>{});
constexpr auto kAvx2Adds = avx2_adds(std::make_integer_sequence<int, kSourceCombinations>{});

// Whether a translated step is `semantic` without DPP.
bool translated_plain(const Step& step, S semantic) {
  return step.bound != nullptr && step.decoded->dpp == isa::Dpp::None && step.decoded->record->semantic == semantic;
}

// v_mad_u64_u32 / v_mad_i64_i32: {carry, D.u64} = S0.u32 * S1.u32 + S2.u64 (VOP3SD).
template <bool kSigned>
void mad_64_32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  Lanes64 c;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  lanes64(w, d, d.operands.src2(), c);
  const u64 exec = w.exec();
  Lanes64 result;
  u64 carry_out = 0;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    bool carry = false;
    if (kSigned) {
      const __int128 wide = static_cast<__int128>(i64{static_cast<std::int32_t>(a[lane])} *
                                                  static_cast<std::int32_t>(b[lane])) +
                            static_cast<i64>(c[lane]);
      result[lane] = static_cast<u64>(wide);
      carry = wide != static_cast<i64>(result[lane]);
    } else {
      const unsigned __int128 wide = static_cast<unsigned __int128>(u64{a[lane]} * b[lane]) + c[lane];
      result[lane] = static_cast<u64>(wide);
      carry = (wide >> 64) != 0;
    }
    carry_out |= static_cast<u64>(carry) << lane;
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, exec);
  write_mask(w, d.operands.sdst(), carry_out & exec);
}

// 64-bit shifts: the amount in src0 (32 bits), the value in src1 (64 bits).
enum class Shift { Left, Right, Arithmetic };
template <Shift kShift>
void shift_64(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes amount;
  Lanes64 value;
  lanes32(w, d, d.operands.src0(), amount);
  lanes64(w, d, d.operands.src1(), value);
  Lanes64 result;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    const u32 k = amount[lane] & 63;
    switch (kShift) {
      case Shift::Left: result[lane] = value[lane] << k; break;
      case Shift::Right: result[lane] = value[lane] >> k; break;
      case Shift::Arithmetic: result[lane] = static_cast<u64>(static_cast<i64>(value[lane]) >> k); break;
    }
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}

// The two rows of a 64-bit VGPR pair, lane by lane through `lane(index, low, high, out_low, out_high)`, into vdst's
// rows or, when `low` and `high` are given, into them and then committed under EXEC. A group's sources are all read
// before its results are written (a group reads only its own lanes, so vdst may overlap the source).
template <class Lane>
[[gnu::always_inline]] inline void rows64_in_groups(WaveContext& w, const BoundOperands& b, const u32* lo,
                                                    const u32* hi, Lanes* low, Lanes* high, Lane lane) {
  const int n = w.size();
  const auto lanes = static_cast<u32>(n);
  for (int first = 0; first < n; first += kLaneGroup) {
    alignas(16) u32 group_low[kLaneGroup];
    alignas(16) u32 group_high[kLaneGroup];
    for (int i = 0; i < kLaneGroup; ++i) lane(first + i, lo[first + i], hi[first + i], group_low[i], group_high[i]);
    u32* to_low = low == nullptr ? w.state.vgprs.data() + b.dst * lanes : low->data();
    u32* to_high = high == nullptr ? w.state.vgprs.data() + (b.dst + 1) * lanes : high->data();
    std::memcpy(to_low + first, group_low, sizeof group_low);
    std::memcpy(to_high + first, group_high, sizeof group_high);
  }
  if (low == nullptr) return;
  commit_bound(w, b.dst * lanes, *low);
  commit_bound(w, (b.dst + 1) * lanes, *high);
}

// One amount k for every lane (an SGPR or a constant): the 64-bit shift as 32-bit shifts of the two rows, one loop
// for each of k = 0, k < 32 and k >= 32, so no lane's 64-bit value is assembled and taken apart.
template <Shift kShift>
[[gnu::always_inline]] inline void shift_64_uniform_body(WaveContext& w, const BoundOperands& b, u32 k, const u32* lo,
                                                         const u32* hi, Lanes* low, Lanes* high) {
  const auto right = [](u32 word, u32 by) {
    return kShift == Shift::Arithmetic ? static_cast<u32>(static_cast<std::int32_t>(word) >> by) : word >> by;
  };
  const auto rows = [&](auto lane) { rows64_in_groups(w, b, lo, hi, low, high, lane); };
  if (k == 0) {
    rows([](int, u32 l, u32 h, u32& out_l, u32& out_h) { out_l = l, out_h = h; });
  } else if (kShift == Shift::Left && k < 32) {
    rows([k](int, u32 l, u32 h, u32& out_l, u32& out_h) { out_l = l << k, out_h = (h << k) | (l >> (32 - k)); });
  } else if (kShift == Shift::Left) {
    rows([k](int, u32 l, u32, u32& out_l, u32& out_h) { out_l = 0, out_h = l << (k - 32); });
  } else if (k < 32) {
    rows([k, right](int, u32 l, u32 h, u32& out_l, u32& out_h) {
      out_l = (l >> k) | (h << (32 - k)), out_h = right(h, k);
    });
  } else {
    rows([k, right](int, u32, u32 h, u32& out_l, u32& out_h) {
      out_l = right(h, k - 32), out_h = kShift == Shift::Arithmetic ? right(h, 31) : 0u;
    });
  }
}
// Plain, and as its AVX2 twin (host_isa.h), chosen once for the host.
template <Shift kShift>
void shift_64_uniform_plain(WaveContext& w, const BoundOperands& b, u32 k, const u32* lo, const u32* hi, Lanes* low,
                            Lanes* high) {
  shift_64_uniform_body<kShift>(w, b, k, lo, hi, low, high);
}
template <Shift kShift>
[[WMMASIM_TARGET_AVX2]] void shift_64_uniform_avx2(WaveContext& w, const BoundOperands& b, u32 k, const u32* lo,
                                                   const u32* hi, Lanes* low, Lanes* high) {
  shift_64_uniform_body<kShift>(w, b, k, lo, hi, low, high);
}
template <Shift kShift>
void (*const shift_64_uniform)(WaveContext&, const BoundOperands&, u32, const u32*, const u32*, Lanes*, Lanes*) =
    for_host(shift_64_uniform_plain<kShift>, shift_64_uniform_avx2<kShift>);

// Translated (translate.h): the amount bound by kind, the value a VGPR pair (src1), vdst a VGPR pair. With EXEC all
// ones each group goes straight to vdst once both its halves are computed (a group reads only its own lanes, so an
// overlap of vdst and the value is harmless); otherwise all lanes are computed before any is written.
// BoundOperands::dst and src[1] hold register numbers.
template <Shift kShift, SourceKind K>
void shift_64_translated(WaveContext& w, const Step& s) {
  const BoundOperands& b = *s.bound;
  const BoundSource<K, false> amount(w, b, 0);
  const u32* lo = w.vgpr(static_cast<int>(b.src[1]));
  const u32* hi = w.vgpr(static_cast<int>(b.src[1]) + 1);
  const bool full = w.exec() == w.state.all_lanes_mask();
  Lanes low;
  Lanes high;
  Lanes* into_low = full ? nullptr : &low;
  Lanes* into_high = full ? nullptr : &high;
  if constexpr (K != SourceKind::Vgpr) {
    shift_64_uniform<kShift>(w, b, amount[0] & 63u, lo, hi, into_low, into_high);
  } else {
    rows64_in_groups(w, b, lo, hi, into_low, into_high, [&](int lane, u32 l, u32 h, u32& out_l, u32& out_h) {
      const u64 value = l | u64{h} << 32;
      const u32 k = amount[lane] & 63;
      u64 result = 0;
      switch (kShift) {
        case Shift::Left: result = value << k; break;
        case Shift::Right: result = value >> k; break;
        case Shift::Arithmetic: result = static_cast<u64>(static_cast<i64>(value) >> k); break;
      }
      out_l = static_cast<u32>(result);
      out_h = static_cast<u32>(result >> 32);
    });
  }
}
template <Shift kShift>
Translation translate_shift_64(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                               BoundOperands& bound) {
  const isa::Operand& dst = ops.dst();
  const isa::Operand& value = ops.src1();
  if (!dst.is_vgpr() || dst.high || !value.is_vgpr() || value.high) return {};
  SourceKind kind{};
  if (!bind_source(d, ops.src0(), wave_size, kind, bound.src[0])) return {};
  bound.src[1] = static_cast<u32>(value.vgpr());
  bound.dst = static_cast<u32>(dst.vgpr());
  switch (kind) {
    case SourceKind::Vgpr: return {shift_64_translated<kShift, SourceKind::Vgpr>, nullptr, true, false};
    case SourceKind::Sgpr: return {shift_64_translated<kShift, SourceKind::Sgpr>, nullptr, true, false};
    case SourceKind::Constant: return {shift_64_translated<kShift, SourceKind::Constant>, nullptr, true, false};
  }
  return {};
}

// ---- cross-lane ----
// v_readfirstlane_b32: the first active lane's value (lane 0 when EXEC is zero) into an SGPR.
void v_readfirstlane_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  const u64 exec = w.exec();
  const int lane = exec == 0 ? 0 : std::countr_zero(exec);
  set_scalar32(w, d.operands.dst(), a[lane]);
}
// v_readlane_b32 sdst, vsrc, lane-select (an SGPR or constant; only its low bits count).
void v_readlane_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  const u32 lane = uniform32(w, d, d.operands.src1()) & static_cast<u32>(w.size() - 1);
  set_scalar32(w, d.operands.dst(), a[lane]);
}
// Translated: src0 a VGPR read in place at the one lane, the lane select an SGPR or a constant, sdst an SGPR (VCC,
// M0, EXEC and null as destinations are left to the reference).
template <SourceKind kSelect>
void v_readlane_translated(WaveContext& w, const Step& s) {
  const BoundOperands& b = *s.bound;
  const u32 lane = scalar_source<kSelect>(w, b, 1) & static_cast<u32>(w.size() - 1);
  w.state.sgprs[b.dst] = w.state.vgprs[b.src[0] + lane];
}
Translation translate_readlane(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                               BoundOperands& bound) {
  const isa::Operand& dst = ops.dst();
  std::array<SourceKind, 2> kinds{};
  if (!ops.src0().is_vgpr() || dst.is_vgpr() || dst.code >= kSgprCount ||
      !bind_source(d, ops.src0(), wave_size, kinds[0], bound.src[0]) ||
      !bind_source(d, ops.src1(), wave_size, kinds[1], bound.src[1]) || kinds[1] == SourceKind::Vgpr) {
    return {};
  }
  bound.dst = dst.code;
  return {kinds[1] == SourceKind::Sgpr ? v_readlane_translated<SourceKind::Sgpr> : v_readlane_translated<SourceKind::Constant>,
          nullptr, true, false};
}
// v_writelane_b32 vdst, ssrc, lane-select: writes one lane whatever EXEC says.
void v_writelane_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const u32 value = uniform32(w, d, d.operands.src0());
  const u32 lane = uniform32(w, d, d.operands.src1()) & static_cast<u32>(w.size() - 1);
  w.vgpr(d.operands.dst().vgpr())[lane] = value;
}

// v_permlane16_b32 / v_permlanex16_b32 vdst, vsrc, sel_lo, sel_hi: lane l of each 16-lane row reads lane
// sel(l % 16) of the same row (16) or of the other row of its 32-lane half (x16); sel is nibble l % 16 of
// {sel_hi, sel_lo}. OP_SEL[0] = FI (read inactive lanes), OP_SEL[1] = BOUND_CTRL (an inactive source gives 0
// instead of leaving vdst unchanged). RDNA3 ISA V_PERMLANE16_B32 / V_PERMLANEX16_B32.
template <bool kCross>
void v_permlane16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  const u64 select = uniform32(w, d, d.operands.src1()) | u64{uniform32(w, d, d.operands.src2())} << 32;
  const bool fetch_inactive = (d.op_sel() & 1) != 0;
  const bool bound_ctrl = (d.op_sel() & 2) != 0;
  const u64 exec = w.exec();
  std::uint32_t* dst = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  u64 write = exec;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    const int row = lane / 16;
    const int source_row = kCross ? row ^ 1 : row;
    const int source = source_row * 16 + static_cast<int>((select >> (4 * (lane % 16))) & 0xf);
    if (fetch_inactive || ((exec >> source) & 1)) {
      result[lane] = a[source];
    } else if (bound_ctrl) {
      result[lane] = 0;
    } else {
      result[lane] = dst[lane];
      write &= ~(u64{1} << lane);
    }
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, write);
}

// v_permlane64_b32: swap the two 32-lane halves of a wave64, reading inactive lanes too; in wave32 it writes nothing
// (RDNA3 ISA V_PERMLANE64_B32: "In wave32 mode this opcode is translated to V_NOP and performs no writes").
void v_permlane64_b32(WaveContext& w, const Step& s) {
  if (w.size() != 64) return;
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  Lanes result;
  for (int lane = 0; lane < 64; ++lane) result[lane] = a[lane ^ 32];
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

constexpr Binding kBindings[] = {
    {S::V_ADD_CO_U32, carry_op<CarryOp::Add, false>, translate_carry_op<CarryOp::Add, false>},
    {S::V_SUB_CO_U32, carry_op<CarryOp::Sub, false>, translate_carry_op<CarryOp::Sub, false>},
    {S::V_SUBREV_CO_U32, carry_op<CarryOp::SubRev, false>, translate_carry_op<CarryOp::SubRev, false>},
    {S::V_ADD_CO_CI_U32, carry_op<CarryOp::Add, true>, translate_carry_op<CarryOp::Add, true>},
    {S::V_SUB_CO_CI_U32, carry_op<CarryOp::Sub, true>, translate_carry_op<CarryOp::Sub, true>},
    {S::V_SUBREV_CO_CI_U32, carry_op<CarryOp::SubRev, true>, translate_carry_op<CarryOp::SubRev, true>},
    {S::V_MAD_U64_U32, mad_64_32<false>},
    {S::V_MAD_CO_U64_U32, mad_64_32<false>},
    {S::V_MAD_I64_I32, mad_64_32<true>},
    {S::V_MAD_CO_I64_I32, mad_64_32<true>},
    {S::V_LSHLREV_B64, shift_64<Shift::Left>, translate_shift_64<Shift::Left>},
    {S::V_LSHRREV_B64, shift_64<Shift::Right>, translate_shift_64<Shift::Right>},
    {S::V_ASHRREV_I64, shift_64<Shift::Arithmetic>, translate_shift_64<Shift::Arithmetic>},
    {S::V_READFIRSTLANE_B32, v_readfirstlane_b32},
    {S::V_READLANE_B32, v_readlane_b32, translate_readlane},
    {S::V_WRITELANE_B32, v_writelane_b32},
    {S::V_PERMLANE16_B32, v_permlane16<false>},
    {S::V_PERMLANEX16_B32, v_permlane16<true>},
    {S::V_PERMLANE64_B32, v_permlane64_b32},
};

}  // namespace

std::span<const Binding> valu_wide_bindings() { return kBindings; }

SemanticFn joined_handler(const Step& first, const Step& second) {
  if (!translated_plain(first, S::V_ADD_CO_U32) || !translated_plain(second, S::V_ADD_CO_CI_U32)) return nullptr;
  const isa::Operand& mask = first.decoded->operands.sdst();
  const isa::Operand& carry_in = second.decoded->operands.src2();
  if (mask.code == isa::src::kNull || carry_in.code != mask.code) return nullptr;
  // The high half's scalar sources must not be the mask the low half writes (it would read the new value).
  const BoundOperands& hi = *second.bound;
  for (int i = 0; i < 2; ++i) {
    if (hi.kinds[i] == SourceKind::Sgpr && hi.src[i] >= mask.code && hi.src[i] <= mask.code + 1u) return nullptr;
  }
  const BoundOperands& lo = *first.bound;
  const auto row = [](const BoundOperands& b, int i) { return b.kinds[i] == SourceKind::Vgpr ? 1 : 0; };
  const auto rows = static_cast<std::size_t>(row(lo, 0) | row(lo, 1) << 1 | row(hi, 0) << 2 | row(hi, 1) << 3);
  return for_host(kPlainAdds[rows], kAvx2Adds[rows]);
}

}  // namespace wmmasim::sim::exec
