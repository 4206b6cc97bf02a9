// Scalar ALU semantics: SOP1, SOP2, SOPC, SOPK. Each operation is a small functor; the templates read the
// sources, apply it and write the destination, so an operation is written once for every encoding that has it.
// Results and SCC as the RDNA3/RDNA4 ISA guides define them (AMD "RDNA3 Instruction Set Architecture" §15.1-15.5,
// "RDNA4 ISA" §15.1-15.5).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <fmt/format.h>
#include <initializer_list>
#include <limits>

#include "../internal.h"
#include "../operands.h"
#include "../translate.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i32 = std::int32_t;
using i64 = std::int64_t;

const isa::Operand& dst(const Step& s) { return s.decoded->operands.dst(); }
const isa::Operand& src(const Step& s, int i) { return s.decoded->operands.src(i); }

// ---- drivers ----
template <class Op>
void sop2_32(WaveContext& w, const Step& s) {
  const u32 a = scalar32(w, *s.decoded, src(s, 0));
  const u32 b = scalar32(w, *s.decoded, src(s, 1));
  set_scalar32(w, dst(s), Op::apply(a, b, w.state.scc));
}
template <class Op>
void sop2_64(WaveContext& w, const Step& s) {
  const u64 a = scalar64(w, *s.decoded, src(s, 0));
  const u64 b = scalar64(w, *s.decoded, src(s, 1));
  set_scalar64(w, dst(s), Op::apply(a, b, w.state.scc));
}
// 64-bit value, 32-bit shift amount or bit-field descriptor.
template <class Op>
void sop2_64_32(WaveContext& w, const Step& s) {
  const u64 a = scalar64(w, *s.decoded, src(s, 0));
  const u32 b = scalar32(w, *s.decoded, src(s, 1));
  set_scalar64(w, dst(s), Op::apply(a, b, w.state.scc));
}
template <class Op>
void sop1_32(WaveContext& w, const Step& s) {
  const u32 a = scalar32(w, *s.decoded, src(s, 0));
  set_scalar32(w, dst(s), Op::apply(a, w.state.scc));
}
template <class Op>
void sop1_64(WaveContext& w, const Step& s) {
  const u64 a = scalar64(w, *s.decoded, src(s, 0));
  set_scalar64(w, dst(s), Op::apply(a, w.state.scc));
}
// 32-bit result from a 64-bit source (bit counts, find-first-one, ...).
template <class Op>
void sop1_32_64(WaveContext& w, const Step& s) {
  const u64 a = scalar64(w, *s.decoded, src(s, 0));
  set_scalar32(w, dst(s), Op::apply(a, w.state.scc));
}
template <class Op>
void sopc_32(WaveContext& w, const Step& s) {
  w.state.scc = Op::apply(scalar32(w, *s.decoded, src(s, 0)), scalar32(w, *s.decoded, src(s, 1)));
}
template <class Op>
void sopc_64(WaveContext& w, const Step& s) {
  w.state.scc = Op::apply(scalar64(w, *s.decoded, src(s, 0)), scalar64(w, *s.decoded, src(s, 1)));
}
template <class Op>
void sopc_64_32(WaveContext& w, const Step& s) {
  w.state.scc = Op::apply(scalar64(w, *s.decoded, src(s, 0)), scalar32(w, *s.decoded, src(s, 1)));
}

// ---- translated drivers (translate.h): sources bound as SGPR indices or constants, the destination an SGPR ----
template <class Op>
struct BoundSop2 {
  static constexpr int kSources = 2;
  template <SourceKind K0, SourceKind K1>
  static void execute(WaveContext& w, const Step& s) {
    const BoundOperands& b = *s.bound;
    const u32 a = scalar_source<K0>(w, b, 0);
    w.state.sgprs[b.dst] = Op::apply(a, scalar_source<K1>(w, b, 1), w.state.scc);
  }
};
template <class Op>
struct BoundSop1 {
  static constexpr int kSources = 1;
  template <SourceKind K0>
  static void execute(WaveContext& w, const Step& s) {
    const BoundOperands& b = *s.bound;
    w.state.sgprs[b.dst] = Op::apply(scalar_source<K0>(w, b, 0), w.state.scc);
  }
};
template <class Op>
struct BoundSopc {
  static constexpr int kSources = 2;
  template <SourceKind K0, SourceKind K1>
  static void execute(WaveContext& w, const Step& s) {
    const BoundOperands& b = *s.bound;
    w.state.scc = Op::apply(scalar_source<K0>(w, b, 0), scalar_source<K1>(w, b, 1));
  }
};
// ---- reference steps inside straight runs ----
// A scalar instruction that no handler above specialises (64-bit pairs, SOPK, the EXEC updates) or whose operands
// it does not bind (VCC, NULL, M0, EXEC or ttmp: the lane-mask moves around every divergent branch, gfx12's reads
// of the workgroup ids) keeps its reference step, which may run inside a straight run when it cannot fault: every
// register it writes is one write_sreg writes (s0..s105, VCC, NULL, M0, EXEC; not the trap handler's ttmp), every
// register it reads is one of those or a ttmp (read_sreg reads them; gfx12 passes the workgroup ids in ttmp7 and
// ttmp9, llvm-facts.md §5), and every other source is a constant. The translated handlers read EXEC and VCC as they
// run, and a recorded run ends after a step that writes EXEC (translate_program), so the steps after it see the new
// EXEC as the reference loop does.
bool writable_scalar_register(unsigned code) {
  using namespace isa::src;
  return code < static_cast<unsigned>(kSgprCount) || code == kVcc || code == kVcc + 1u || code == kNull ||
         code == kM0 || code == kExec || code == kExec + 1u;
}
bool readable_scalar_register(unsigned code) {
  constexpr unsigned kTtmp0 = isa::src::kVcc + 2;  // ttmp0..ttmp15 follow VCC_HI (codes 108..123)
  return writable_scalar_register(code) || (code >= kTtmp0 && code < kTtmp0 + static_cast<unsigned>(kTtmpCount));
}
// Every dword of `o`, and at least a lane mask's worth (the EXEC updates write a mask of the wave's size), passes
// `allowed`.
bool names_registers(const isa::Operand& o, int wave_size, bool (*allowed)(unsigned)) {
  const unsigned dwords = std::max<unsigned>(o.dwords, static_cast<unsigned>(wave_size / 32));
  for (unsigned k = 0; k < dwords; ++k) {
    if (!allowed(o.code + k)) return false;
  }
  return true;
}
Translation translate_in_place(const isa::DecodedInstruction&, const isa::Operands& ops, int wave_size,
                               BoundOperands&) {
  for (const isa::Operand* o : {&ops.dst(), &ops.sdst()}) {
    if (o->dwords != 0 && !names_registers(*o, wave_size, writable_scalar_register)) return {};
  }
  for (const isa::Operand* o : {&ops.src(0), &ops.src(1), &ops.src(2)}) {
    if (o->dwords == 0 || is_constant(o->code)) continue;  // an empty place, or a constant source
    if (!names_registers(*o, wave_size, readable_scalar_register)) return {};
  }
  return {nullptr, nullptr, true, false};
}
constexpr Binding straight_reference(isa::Semantic semantic, SemanticFn execute) {
  return {semantic, execute, translate_in_place};
}

// Binds Bound::kSources scalar sources and (unless `compare`) an SGPR destination s0..s105; other operands keep
// the reference step (translate_in_place).
template <class Bound, bool kCompare = false>
Translation translate_scalar(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                             BoundOperands& bound) {
  std::array<SourceKind, 3> kinds{};
  for (int i = 0; i < Bound::kSources; ++i) {
    if (!bind_source(d, ops.src(i), wave_size, kinds[i], bound.src[i]) || kinds[i] == SourceKind::Vgpr)
      return translate_in_place(d, ops, wave_size, bound);
  }
  if (!kCompare) {
    if (ops.dst().code >= kSgprCount) return translate_in_place(d, ops, wave_size, bound);
    bound.dst = ops.dst().code;
  }
  return pick_scalar<Bound>(kinds);
}
template <class Op>
constexpr Binding translated_sop2(isa::Semantic semantic) {
  return {semantic, sop2_32<Op>, translate_scalar<BoundSop2<Op>>};
}
template <class Op>
constexpr Binding translated_sop1(isa::Semantic semantic) {
  return {semantic, sop1_32<Op>, translate_scalar<BoundSop1<Op>>};
}
template <class Op>
constexpr Binding translated_sopc(isa::Semantic semantic) {
  return {semantic, sopc_32<Op>, translate_scalar<BoundSopc<Op>, true>};
}

// SOPK: the 16-bit immediate; signed comparisons and arithmetic sign-extend it, unsigned ones zero-extend it.
u32 simm16_signed(const Step& s) { return static_cast<u32>(s.decoded->offset); }
u32 simm16_unsigned(const Step& s) { return static_cast<u32>(s.decoded->offset) & 0xffffu; }

template <class Op, bool kSigned>
void sopk_cmp(WaveContext& w, const Step& s) {
  const u32 imm = kSigned ? simm16_signed(s) : simm16_unsigned(s);
  w.state.scc = Op::apply(scalar32(w, *s.decoded, dst(s)), imm);
}

// ---- SOP2 operations ----
struct AddU32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = a + b < a; return a + b; } };
struct SubU32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = b > a; return a - b; } };
struct AddcU32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u64 sum = u64{a} + b + (scc ? 1 : 0);
    scc = (sum >> 32) != 0;
    return static_cast<u32>(sum);
  }
};
struct SubbU32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u64 borrow_in = scc ? 1 : 0;
    scc = u64{b} + borrow_in > a;
    return static_cast<u32>(u64{a} - b - borrow_in);
  }
};
struct AddI32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u32 r = a + b;
    scc = ((a ^ r) & (b ^ r)) >> 31;  // both operands' sign differs from the result's
    return r;
  }
};
struct SubI32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u32 r = a - b;
    scc = ((a ^ b) & (a ^ r)) >> 31;
    return r;
  }
};
struct MinI32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = i32(a) < i32(b); return scc ? a : b; } };
struct MinU32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = a < b; return scc ? a : b; } };
struct MaxI32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = i32(a) > i32(b); return scc ? a : b; } };
struct MaxU32 { static u32 apply(u32 a, u32 b, bool& scc) { scc = a > b; return scc ? a : b; } };
template <class T>
T set_nonzero(T r, bool& scc) { scc = r != 0; return r; }
struct And32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a & b, scc); } };
struct Or32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a | b, scc); } };
struct Xor32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a ^ b, scc); } };
struct AndNot32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a & ~b, scc); } };
struct OrNot32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a | ~b, scc); } };
struct Nand32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(~(a & b), scc); } };
struct Nor32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(~(a | b), scc); } };
struct Xnor32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(~(a ^ b), scc); } };
struct And64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(a & b, scc); } };
struct Or64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(a | b, scc); } };
struct Xor64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(a ^ b, scc); } };
struct AndNot64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(a & ~b, scc); } };
struct OrNot64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(a | ~b, scc); } };
struct Nand64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(~(a & b), scc); } };
struct Nor64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(~(a | b), scc); } };
struct Xnor64 { static u64 apply(u64 a, u64 b, bool& scc) { return set_nonzero(~(a ^ b), scc); } };
struct Lshl32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a << (b & 31), scc); } };
struct Lshr32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(a >> (b & 31), scc); } };
struct Ashr32 { static u32 apply(u32 a, u32 b, bool& scc) { return set_nonzero(u32(i32(a) >> (b & 31)), scc); } };
struct Lshl64 { static u64 apply(u64 a, u32 b, bool& scc) { return set_nonzero(a << (b & 63), scc); } };
struct Lshr64 { static u64 apply(u64 a, u32 b, bool& scc) { return set_nonzero(a >> (b & 63), scc); } };
struct Ashr64 { static u64 apply(u64 a, u32 b, bool& scc) { return set_nonzero(u64(i64(a) >> (b & 63)), scc); } };
template <int kShift>
struct LshlAdd {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u64 r = (u64{a} << kShift) + b;
    scc = (r >> 32) != 0;
    return static_cast<u32>(r);
  }
};
struct MulI32 { static u32 apply(u32 a, u32 b, bool&) { return a * b; } };
struct MulHiU32 { static u32 apply(u32 a, u32 b, bool&) { return static_cast<u32>((u64{a} * b) >> 32); } };
struct MulHiI32 {
  static u32 apply(u32 a, u32 b, bool&) { return static_cast<u32>(static_cast<u64>(i64{i32(a)} * i32(b)) >> 32); }
};
struct Bfm32 { static u32 apply(u32 a, u32 b, bool&) { return ((1u << (a & 31)) - 1u) << (b & 31); } };
struct Bfm64 { static u64 apply(u64 a, u64 b, bool&) { return ((u64{1} << (a & 63)) - 1u) << (b & 63); } };
// Bit-field extract: offset in src1[4:0] (64-bit: [5:0]), width in src1[22:16].
template <bool kSigned>
struct Bfe32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const u32 offset = b & 31;
    const u32 width = (b >> 16) & 0x7f;
    if (width == 0) return set_nonzero(0u, scc);
    u32 r = width >= 32 ? a >> offset : (a >> offset) & ((1u << width) - 1u);
    if (kSigned && width < 32) {
      const u32 sign = 1u << (width - 1);
      r = (r ^ sign) - sign;
    }
    return set_nonzero(r, scc);
  }
};
template <bool kSigned>
struct Bfe64 {
  static u64 apply(u64 a, u32 b, bool& scc) {
    const u32 offset = b & 63;
    const u32 width = (b >> 16) & 0x7f;
    if (width == 0) return set_nonzero(u64{0}, scc);
    u64 r = width >= 64 ? a >> offset : (a >> offset) & ((u64{1} << width) - 1u);
    if (kSigned && width < 64) {
      const u64 sign = u64{1} << (width - 1);
      r = (r ^ sign) - sign;
    }
    return set_nonzero(r, scc);
  }
};
struct AbsDiffI32 {
  static u32 apply(u32 a, u32 b, bool& scc) {
    const i64 d = i64{i32(a)} - i32(b);
    return set_nonzero(static_cast<u32>(d < 0 ? -d : d), scc);
  }
};
struct PackLL { static u32 apply(u32 a, u32 b, bool&) { return (a & 0xffffu) | (b << 16); } };
struct PackLH { static u32 apply(u32 a, u32 b, bool&) { return (a & 0xffffu) | (b & 0xffff0000u); } };
struct PackHH { static u32 apply(u32 a, u32 b, bool&) { return (a >> 16) | (b & 0xffff0000u); } };
struct PackHL { static u32 apply(u32 a, u32 b, bool&) { return (a >> 16) | (b << 16); } };
struct Cselect32 { static u32 apply(u32 a, u32 b, bool& scc) { return scc ? a : b; } };
struct Cselect64 { static u64 apply(u64 a, u64 b, bool& scc) { return scc ? a : b; } };
struct AddU64 { static u64 apply(u64 a, u64 b, bool&) { return a + b; } };
struct SubU64 { static u64 apply(u64 a, u64 b, bool&) { return a - b; } };
struct MulU64 { static u64 apply(u64 a, u64 b, bool&) { return a * b; } };

// ---- SOP1 operations ----
struct Mov32 { static u32 apply(u32 a, bool&) { return a; } };
struct Mov64 { static u64 apply(u64 a, bool&) { return a; } };
struct Not32 { static u32 apply(u32 a, bool& scc) { return set_nonzero(~a, scc); } };
struct Not64 { static u64 apply(u64 a, bool& scc) { return set_nonzero(~a, scc); } };
struct Brev32 { static u32 apply(u32 a, bool&) { return bit_reverse(a); }
  static u32 bit_reverse(u32 v) {
    u32 r = 0;
    for (int i = 0; i < 32; ++i) r |= ((v >> i) & 1u) << (31 - i);
    return r;
  }
};
struct Brev64 {
  static u64 apply(u64 a, bool& scc) {
    return u64{Brev32::apply(static_cast<u32>(a), scc)} << 32 | Brev32::apply(static_cast<u32>(a >> 32), scc);
  }
};
struct Bcnt1_32 { static u32 apply(u32 a, bool& scc) { return set_nonzero(u32(std::popcount(a)), scc); } };
struct Bcnt0_32 { static u32 apply(u32 a, bool& scc) { return set_nonzero(u32(32 - std::popcount(a)), scc); } };
struct Bcnt1_64 { static u32 apply(u64 a, bool& scc) { return set_nonzero(u32(std::popcount(a)), scc); } };
struct Bcnt0_64 { static u32 apply(u64 a, bool& scc) { return set_nonzero(u32(64 - std::popcount(a)), scc); } };
// s_ctz_i32 (S_FF1): index of the lowest set bit, -1 when none; s_clz_i32_u32 (S_FLBIT): leading zeros, -1 when
// zero; s_cls_i32 (S_FLBIT_I32): leading bits equal to the sign bit, -1 when all are.
struct Ctz32 { static u32 apply(u32 a, bool&) { return a == 0 ? ~0u : u32(std::countr_zero(a)); } };
struct Ctz64 { static u32 apply(u64 a, bool&) { return a == 0 ? ~0u : u32(std::countr_zero(a)); } };
struct Clz32 { static u32 apply(u32 a, bool&) { return a == 0 ? ~0u : u32(std::countl_zero(a)); } };
struct Clz64 { static u32 apply(u64 a, bool&) { return a == 0 ? ~0u : u32(std::countl_zero(a)); } };
struct Cls32 {
  static u32 apply(u32 a, bool&) {
    const u32 v = (a >> 31) ? ~a : a;
    return v == 0 ? ~0u : u32(std::countl_zero(v));
  }
};
struct Cls64 {
  static u32 apply(u64 a, bool&) {
    const u64 v = (a >> 63) ? ~a : a;
    return v == 0 ? ~0u : u32(std::countl_zero(v));
  }
};
struct SextI8 { static u32 apply(u32 a, bool&) { return u32(i32(static_cast<std::int8_t>(a))); } };
struct SextI16 { static u32 apply(u32 a, bool&) { return u32(i32(static_cast<std::int16_t>(a))); } };
struct AbsI32 {
  static u32 apply(u32 a, bool& scc) { return set_nonzero(i32(a) < 0 ? 0u - a : a, scc); }
};

// s_bitset0/1: the destination is also the source of the other bits.
template <bool kValue, bool k64>
void bitset(WaveContext& w, const Step& s) {
  const u32 bit = scalar32(w, *s.decoded, src(s, 0)) & (k64 ? 63 : 31);
  if (k64) {
    u64 v = scalar64(w, *s.decoded, dst(s));
    v = kValue ? v | (u64{1} << bit) : v & ~(u64{1} << bit);
    set_scalar64(w, dst(s), v);
  } else {
    u32 v = scalar32(w, *s.decoded, dst(s));
    v = kValue ? v | (1u << bit) : v & ~(1u << bit);
    set_scalar32(w, dst(s), v);
  }
}

template <bool k64>
void cmov(WaveContext& w, const Step& s) {
  if (!w.state.scc) return;
  if (k64) {
    set_scalar64(w, dst(s), scalar64(w, *s.decoded, src(s, 0)));
  } else {
    set_scalar32(w, dst(s), scalar32(w, *s.decoded, src(s, 0)));
  }
}

// s_<op>_saveexec / s_<op>_wrexec: EXEC = op(S0, EXEC), SCC = EXEC != 0; saveexec writes the old EXEC to D,
// wrexec the new one.
enum class ExecOp { And, Or, Xor, Nand, Nor, Xnor, AndN1, AndN2, OrN1, OrN2 };
template <ExecOp kOp, bool kWriteNew>
void exec_update(WaveContext& w, const Step& s) {
  const u64 mask = w.size() == 64 ? ~u64{0} : 0xffffffffull;
  const u64 a = (w.size() == 64 ? scalar64(w, *s.decoded, src(s, 0)) : scalar32(w, *s.decoded, src(s, 0))) & mask;
  const u64 old = w.state.exec & mask;
  u64 r = 0;
  switch (kOp) {
    case ExecOp::And: r = a & old; break;
    case ExecOp::Or: r = a | old; break;
    case ExecOp::Xor: r = a ^ old; break;
    case ExecOp::Nand: r = ~(a & old); break;
    case ExecOp::Nor: r = ~(a | old); break;
    case ExecOp::Xnor: r = ~(a ^ old); break;
    case ExecOp::AndN1: r = ~a & old; break;
    case ExecOp::AndN2: r = a & ~old; break;
    case ExecOp::OrN1: r = ~a | old; break;
    case ExecOp::OrN2: r = a | ~old; break;
  }
  r &= mask;
  w.state.exec = (w.state.exec & ~mask) | r;
  w.state.scc = r != 0;
  write_mask(w, dst(s), kWriteNew ? r : old);
}

// M0-relative SGPR moves (RDNA3 ISA §16.1 S_MOVRELS/S_MOVRELD/S_MOVRELSD_2): the SGPR operand's index plus M0
// (s_movrelsd_2_b32: M0[9:0] for the source, M0[25:16] for the destination) names the register. An index past s105
// stops the run rather than touching VCC or the trap registers.
unsigned relative_sgpr(const isa::Operand& base, u32 offset, int dwords, const char* what) {
  const u64 index = u64{base.code} + offset;
  if (base.code >= kSgprCount || index + static_cast<u64>(dwords) > kSgprCount) {
    fault(fmt::format("{}: s{} + M0 offset {} is past the last SGPR s{}", what, base.code, offset, kSgprCount - 1));
  }
  return static_cast<unsigned>(index);
}
template <int kDwords>
void s_movrels(WaveContext& w, const Step& s) {
  const unsigned from = relative_sgpr(src(s, 0), w.state.m0, kDwords, "s_movrels");
  for (int i = 0; i < kDwords; ++i) write_sreg(w, dst(s).code + i, read_sreg(w, from + i));
}
template <int kDwords>
void s_movreld(WaveContext& w, const Step& s) {
  const unsigned to = relative_sgpr(dst(s), w.state.m0, kDwords, "s_movreld");
  const u64 value = kDwords == 1 ? scalar32(w, *s.decoded, src(s, 0)) : scalar64(w, *s.decoded, src(s, 0));
  for (int i = 0; i < kDwords; ++i) write_sreg(w, to + i, static_cast<u32>(value >> (32 * i)));
}
void s_movrelsd_2_b32(WaveContext& w, const Step& s) {
  const unsigned from = relative_sgpr(src(s, 0), w.state.m0 & 0x3ffu, 1, "s_movrelsd_2_b32");
  const unsigned to = relative_sgpr(dst(s), (w.state.m0 >> 16) & 0x3ffu, 1, "s_movrelsd_2_b32");
  write_sreg(w, to, read_sreg(w, from));
}

// Program-counter instructions: the PC a kernel sees is the byte address of the instruction.
void s_getpc_b64(WaveContext& w, const Step& s) { set_scalar64(w, dst(s), step_address(w, s) + s.decoded->size); }
void jump_to(WaveContext& w, u64 address) {
  const u32 index = step_at_address(w, address);
  if (index == Step::kNoTarget) fault(fmt::format("jump to {:#x}, which is not an instruction of the kernel", address));
  w.next = index;
}
void s_setpc_b64(WaveContext& w, const Step& s) { jump_to(w, scalar64(w, *s.decoded, src(s, 0))); }
void s_swappc_b64(WaveContext& w, const Step& s) {
  const u64 target = scalar64(w, *s.decoded, src(s, 0));
  set_scalar64(w, dst(s), step_address(w, s) + s.decoded->size);
  jump_to(w, target);
}

// ---- SOPC comparisons ----
template <class T, class Cmp>
struct Compare {
  template <class U>
  static bool apply(U a, U b) { return Cmp{}(static_cast<T>(a), static_cast<T>(b)); }
};
struct BitCmp1 { template <class U> static bool apply(U a, u32 b) { return (a >> (b & (sizeof(U) * 8 - 1))) & 1; } };
struct BitCmp0 { template <class U> static bool apply(U a, u32 b) { return !BitCmp1::apply(a, b); } };
struct Eq { template <class T> bool operator()(T a, T b) const { return a == b; } };
struct Ne { template <class T> bool operator()(T a, T b) const { return a != b; } };
struct Gt { template <class T> bool operator()(T a, T b) const { return a > b; } };
struct Ge { template <class T> bool operator()(T a, T b) const { return a >= b; } };
struct Lt { template <class T> bool operator()(T a, T b) const { return a < b; } };
struct Le { template <class T> bool operator()(T a, T b) const { return a <= b; } };

// ---- SOPK ----
void s_movk_i32(WaveContext& w, const Step& s) { set_scalar32(w, dst(s), simm16_signed(s)); }
void s_cmovk_i32(WaveContext& w, const Step& s) {
  if (w.state.scc) set_scalar32(w, dst(s), simm16_signed(s));
}
void s_addk_i32(WaveContext& w, const Step& s) {
  const u32 a = scalar32(w, *s.decoded, dst(s));
  set_scalar32(w, dst(s), AddI32::apply(a, simm16_signed(s), w.state.scc));
}
void s_mulk_i32(WaveContext& w, const Step& s) {
  set_scalar32(w, dst(s), scalar32(w, *s.decoded, dst(s)) * simm16_signed(s));
}
void s_call_b64(WaveContext& w, const Step& s) {
  set_scalar64(w, dst(s), step_address(w, s) + s.decoded->size);
  if (s.target == Step::kNoTarget) fault("s_call_b64 target is not an instruction of the kernel");
  w.next = s.target;
}

constexpr Binding kBindings[] = {
    // SOP2
    translated_sop2<AddU32>(S::S_ADD_U32),
    translated_sop2<SubU32>(S::S_SUB_U32),
    translated_sop2<AddI32>(S::S_ADD_I32),
    translated_sop2<SubI32>(S::S_SUB_I32),
    translated_sop2<AddcU32>(S::S_ADDC_U32),
    translated_sop2<SubbU32>(S::S_SUBB_U32),
    translated_sop2<MinI32>(S::S_MIN_I32),
    translated_sop2<MinU32>(S::S_MIN_U32),
    translated_sop2<MaxI32>(S::S_MAX_I32),
    translated_sop2<MaxU32>(S::S_MAX_U32),
    translated_sop2<And32>(S::S_AND_B32),
    translated_sop2<Or32>(S::S_OR_B32),
    translated_sop2<Xor32>(S::S_XOR_B32),
    translated_sop2<AndNot32>(S::S_ANDN2_B32),
    translated_sop2<OrNot32>(S::S_ORN2_B32),
    translated_sop2<Nand32>(S::S_NAND_B32),
    translated_sop2<Nor32>(S::S_NOR_B32),
    translated_sop2<Xnor32>(S::S_XNOR_B32),
    straight_reference(S::S_AND_B64, sop2_64<And64>),
    straight_reference(S::S_OR_B64, sop2_64<Or64>),
    straight_reference(S::S_XOR_B64, sop2_64<Xor64>),
    straight_reference(S::S_ANDN2_B64, sop2_64<AndNot64>),
    straight_reference(S::S_ORN2_B64, sop2_64<OrNot64>),
    straight_reference(S::S_NAND_B64, sop2_64<Nand64>),
    straight_reference(S::S_NOR_B64, sop2_64<Nor64>),
    straight_reference(S::S_XNOR_B64, sop2_64<Xnor64>),
    translated_sop2<Lshl32>(S::S_LSHL_B32),
    translated_sop2<Lshr32>(S::S_LSHR_B32),
    translated_sop2<Ashr32>(S::S_ASHR_I32),
    straight_reference(S::S_LSHL_B64, sop2_64_32<Lshl64>),
    straight_reference(S::S_LSHR_B64, sop2_64_32<Lshr64>),
    straight_reference(S::S_ASHR_I64, sop2_64_32<Ashr64>),
    translated_sop2<LshlAdd<1>>(S::S_LSHL1_ADD_U32),
    translated_sop2<LshlAdd<2>>(S::S_LSHL2_ADD_U32),
    translated_sop2<LshlAdd<3>>(S::S_LSHL3_ADD_U32),
    translated_sop2<LshlAdd<4>>(S::S_LSHL4_ADD_U32),
    translated_sop2<MulI32>(S::S_MUL_I32),
    translated_sop2<MulHiU32>(S::S_MUL_HI_U32),
    translated_sop2<MulHiI32>(S::S_MUL_HI_I32),
    translated_sop2<Bfm32>(S::S_BFM_B32),
    straight_reference(S::S_BFM_B64, sop2_64<Bfm64>),
    translated_sop2<Bfe32<false>>(S::S_BFE_U32),
    translated_sop2<Bfe32<true>>(S::S_BFE_I32),
    straight_reference(S::S_BFE_U64, sop2_64_32<Bfe64<false>>),
    straight_reference(S::S_BFE_I64, sop2_64_32<Bfe64<true>>),
    translated_sop2<AbsDiffI32>(S::S_ABSDIFF_I32),
    translated_sop2<PackLL>(S::S_PACK_LL_B32_B16),
    translated_sop2<PackLH>(S::S_PACK_LH_B32_B16),
    translated_sop2<PackHH>(S::S_PACK_HH_B32_B16),
    translated_sop2<PackHL>(S::S_PACK_HL_B32_B16),
    translated_sop2<Cselect32>(S::S_CSELECT_B32),
    straight_reference(S::S_CSELECT_B64, sop2_64<Cselect64>),
    straight_reference(S::S_ADD_U64, sop2_64<AddU64>),
    straight_reference(S::S_SUB_U64, sop2_64<SubU64>),
    straight_reference(S::S_MUL_U64, sop2_64<MulU64>),
    // SOP1
    translated_sop1<Mov32>(S::S_MOV_B32),
    straight_reference(S::S_MOV_B64, sop1_64<Mov64>),
    straight_reference(S::S_CMOV_B32, cmov<false>),
    straight_reference(S::S_CMOV_B64, cmov<true>),
    translated_sop1<Not32>(S::S_NOT_B32),
    straight_reference(S::S_NOT_B64, sop1_64<Not64>),
    translated_sop1<Brev32>(S::S_BREV_B32),
    straight_reference(S::S_BREV_B64, sop1_64<Brev64>),
    translated_sop1<Bcnt0_32>(S::S_BCNT0_I32_B32),
    translated_sop1<Bcnt1_32>(S::S_BCNT1_I32_B32),
    straight_reference(S::S_BCNT0_I32_B64, sop1_32_64<Bcnt0_64>),
    straight_reference(S::S_BCNT1_I32_B64, sop1_32_64<Bcnt1_64>),
    translated_sop1<Ctz32>(S::S_FF1_I32_B32),
    straight_reference(S::S_FF1_I32_B64, sop1_32_64<Ctz64>),
    translated_sop1<Clz32>(S::S_FLBIT_I32_B32),
    straight_reference(S::S_FLBIT_I32_B64, sop1_32_64<Clz64>),
    translated_sop1<Cls32>(S::S_FLBIT_I32),
    straight_reference(S::S_FLBIT_I32_I64, sop1_32_64<Cls64>),
    translated_sop1<SextI8>(S::S_SEXT_I32_I8),
    translated_sop1<SextI16>(S::S_SEXT_I32_I16),
    translated_sop1<AbsI32>(S::S_ABS_I32),
    straight_reference(S::S_BITSET0_B32, bitset<false, false>),
    straight_reference(S::S_BITSET1_B32, bitset<true, false>),
    straight_reference(S::S_BITSET0_B64, bitset<false, true>),
    straight_reference(S::S_BITSET1_B64, bitset<true, true>),
    straight_reference(S::S_AND_SAVEEXEC_B32, exec_update<ExecOp::And, false>),
    straight_reference(S::S_AND_SAVEEXEC_B64, exec_update<ExecOp::And, false>),
    straight_reference(S::S_OR_SAVEEXEC_B32, exec_update<ExecOp::Or, false>),
    straight_reference(S::S_OR_SAVEEXEC_B64, exec_update<ExecOp::Or, false>),
    straight_reference(S::S_XOR_SAVEEXEC_B32, exec_update<ExecOp::Xor, false>),
    straight_reference(S::S_XOR_SAVEEXEC_B64, exec_update<ExecOp::Xor, false>),
    straight_reference(S::S_NAND_SAVEEXEC_B32, exec_update<ExecOp::Nand, false>),
    straight_reference(S::S_NAND_SAVEEXEC_B64, exec_update<ExecOp::Nand, false>),
    straight_reference(S::S_NOR_SAVEEXEC_B32, exec_update<ExecOp::Nor, false>),
    straight_reference(S::S_NOR_SAVEEXEC_B64, exec_update<ExecOp::Nor, false>),
    straight_reference(S::S_XNOR_SAVEEXEC_B32, exec_update<ExecOp::Xnor, false>),
    straight_reference(S::S_XNOR_SAVEEXEC_B64, exec_update<ExecOp::Xnor, false>),
    straight_reference(S::S_ANDN1_SAVEEXEC_B32, exec_update<ExecOp::AndN1, false>),
    straight_reference(S::S_ANDN1_SAVEEXEC_B64, exec_update<ExecOp::AndN1, false>),
    straight_reference(S::S_ANDN2_SAVEEXEC_B32, exec_update<ExecOp::AndN2, false>),
    straight_reference(S::S_ANDN2_SAVEEXEC_B64, exec_update<ExecOp::AndN2, false>),
    straight_reference(S::S_ORN1_SAVEEXEC_B32, exec_update<ExecOp::OrN1, false>),
    straight_reference(S::S_ORN1_SAVEEXEC_B64, exec_update<ExecOp::OrN1, false>),
    straight_reference(S::S_ORN2_SAVEEXEC_B32, exec_update<ExecOp::OrN2, false>),
    straight_reference(S::S_ORN2_SAVEEXEC_B64, exec_update<ExecOp::OrN2, false>),
    straight_reference(S::S_ANDN1_WREXEC_B32, exec_update<ExecOp::AndN1, true>),
    straight_reference(S::S_ANDN1_WREXEC_B64, exec_update<ExecOp::AndN1, true>),
    straight_reference(S::S_ANDN2_WREXEC_B32, exec_update<ExecOp::AndN2, true>),
    straight_reference(S::S_ANDN2_WREXEC_B64, exec_update<ExecOp::AndN2, true>),
    straight_reference(S::S_GETPC_B64, s_getpc_b64),
    {S::S_MOVRELS_B32, s_movrels<1>},
    {S::S_MOVRELS_B64, s_movrels<2>},
    {S::S_MOVRELD_B32, s_movreld<1>},
    {S::S_MOVRELD_B64, s_movreld<2>},
    {S::S_MOVRELSD_2_B32, s_movrelsd_2_b32},
    {S::S_SETPC_B64, s_setpc_b64},
    {S::S_SWAPPC_B64, s_swappc_b64},
    // SOPC
    translated_sopc<Compare<i32, Eq>>(S::S_CMP_EQ_I32),
    translated_sopc<Compare<i32, Ne>>(S::S_CMP_LG_I32),
    translated_sopc<Compare<i32, Gt>>(S::S_CMP_GT_I32),
    translated_sopc<Compare<i32, Ge>>(S::S_CMP_GE_I32),
    translated_sopc<Compare<i32, Lt>>(S::S_CMP_LT_I32),
    translated_sopc<Compare<i32, Le>>(S::S_CMP_LE_I32),
    translated_sopc<Compare<u32, Eq>>(S::S_CMP_EQ_U32),
    translated_sopc<Compare<u32, Ne>>(S::S_CMP_LG_U32),
    translated_sopc<Compare<u32, Gt>>(S::S_CMP_GT_U32),
    translated_sopc<Compare<u32, Ge>>(S::S_CMP_GE_U32),
    translated_sopc<Compare<u32, Lt>>(S::S_CMP_LT_U32),
    translated_sopc<Compare<u32, Le>>(S::S_CMP_LE_U32),
    straight_reference(S::S_CMP_EQ_U64, sopc_64<Compare<u64, Eq>>),
    straight_reference(S::S_CMP_LG_U64, sopc_64<Compare<u64, Ne>>),
    translated_sopc<BitCmp0>(S::S_BITCMP0_B32),
    translated_sopc<BitCmp1>(S::S_BITCMP1_B32),
    straight_reference(S::S_BITCMP0_B64, sopc_64_32<BitCmp0>),
    straight_reference(S::S_BITCMP1_B64, sopc_64_32<BitCmp1>),
    // SOPK
    straight_reference(S::S_MOVK_I32, s_movk_i32),
    straight_reference(S::S_CMOVK_I32, s_cmovk_i32),
    straight_reference(S::S_ADDK_I32, s_addk_i32),
    straight_reference(S::S_MULK_I32, s_mulk_i32),
    {S::S_CALL_B64, s_call_b64},
    straight_reference(S::S_CMPK_EQ_I32, sopk_cmp<Compare<i32, Eq>, true>),
    straight_reference(S::S_CMPK_LG_I32, sopk_cmp<Compare<i32, Ne>, true>),
    straight_reference(S::S_CMPK_GT_I32, sopk_cmp<Compare<i32, Gt>, true>),
    straight_reference(S::S_CMPK_GE_I32, sopk_cmp<Compare<i32, Ge>, true>),
    straight_reference(S::S_CMPK_LT_I32, sopk_cmp<Compare<i32, Lt>, true>),
    straight_reference(S::S_CMPK_LE_I32, sopk_cmp<Compare<i32, Le>, true>),
    straight_reference(S::S_CMPK_EQ_U32, sopk_cmp<Compare<u32, Eq>, false>),
    straight_reference(S::S_CMPK_LG_U32, sopk_cmp<Compare<u32, Ne>, false>),
    straight_reference(S::S_CMPK_GT_U32, sopk_cmp<Compare<u32, Gt>, false>),
    straight_reference(S::S_CMPK_GE_U32, sopk_cmp<Compare<u32, Ge>, false>),
    straight_reference(S::S_CMPK_LT_U32, sopk_cmp<Compare<u32, Lt>, false>),
    straight_reference(S::S_CMPK_LE_U32, sopk_cmp<Compare<u32, Le>, false>),
};

}  // namespace

std::span<const Binding> salu_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
