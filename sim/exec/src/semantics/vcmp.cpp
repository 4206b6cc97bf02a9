// VALU comparisons (VOPC and their VOP3 forms): one bit per lane into VCC (e32), an SGPR mask (e64) or EXEC
// (v_cmpx_*). Bits of inactive lanes are 0; v_cmpx therefore only ever clears EXEC bits. Float conditions follow
// the ISA's names: the N* forms are the negations (true when unordered), LG/O/U ordered-not-equal, ordered,
// unordered (RDNA3 ISA §16.8 "VOPC Instructions").
#include <cmath>
#include <cstdint>

#include "../translate_valu.h"
#include "lane_mask.h"
#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;


// Element types: how a lane's bits become a comparable value.
struct F16 { using Value = double; static constexpr int kBits = 16; static constexpr bool kFloat = true; };
struct F32 { using Value = float; static constexpr int kBits = 32; static constexpr bool kFloat = true; };
struct F64 { using Value = double; static constexpr int kBits = 64; static constexpr bool kFloat = true; };
struct I16 { using Value = std::int16_t; static constexpr int kBits = 16; static constexpr bool kFloat = false; };
struct U16 { using Value = std::uint16_t; static constexpr int kBits = 16; static constexpr bool kFloat = false; };
struct I32 { using Value = std::int32_t; static constexpr int kBits = 32; static constexpr bool kFloat = false; };
struct U32 { using Value = std::uint32_t; static constexpr int kBits = 32; static constexpr bool kFloat = false; };
struct I64 { using Value = std::int64_t; static constexpr int kBits = 64; static constexpr bool kFloat = false; };
struct U64 { using Value = std::uint64_t; static constexpr int kBits = 64; static constexpr bool kFloat = false; };

template <class T>
typename T::Value value_of(std::uint64_t bits) {
  if constexpr (std::is_same_v<T, F16>) return decode_f16(static_cast<std::uint16_t>(bits));
  if constexpr (std::is_same_v<T, F32>) return as_float(static_cast<std::uint32_t>(bits));
  if constexpr (std::is_same_v<T, F64>) return as_double(bits);
  if constexpr (!T::kFloat) return static_cast<typename T::Value>(bits);
}

// Source i of every lane as raw bits of T's width, float modifiers applied.
template <class T>
void fetch(const WaveContext& w, const isa::DecodedInstruction& d, const isa::Operand& o, int i, Lanes64& out) {
  const int n = w.size();
  if constexpr (T::kBits == 64) {
    lanes64(w, d, o, out);
    if (T::kFloat) {
      for (int lane = 0; lane < n; ++lane) out[lane] = modify_f64(d, i, out[lane]);
    }
  } else {
    Lanes v;
    lanes32(w, d, o, v);
    const bool high = T::kBits == 16 && !o.high && ((d.op_sel() >> i) & 1) != 0;
    for (int lane = 0; lane < n; ++lane) {
      std::uint32_t bits = high ? v[lane] >> 16 : v[lane];
      if constexpr (T::kBits == 16) {
        bits &= 0xffffu;
        if (T::kFloat) bits = modify_f16(d, i, bits);
      } else if constexpr (T::kFloat) {
        bits = modify_f32(d, i, bits);
      }
      out[lane] = bits;
    }
  }
}

// The comparison's destination: VCC (VOPC), the SGPR(s) of VOP3's vdst, or EXEC for v_cmpx.
template <bool kWritesExec>
void write_result(WaveContext& w, const isa::DecodedInstruction& d, std::uint64_t result) {
  if (kWritesExec) {
    const std::uint64_t lanes = w.state.all_lanes_mask();
    w.state.exec = (w.state.exec & ~lanes) | result;
  } else {
    write_mask(w, d.operands.dst(), result);
  }
}

template <class T, Cond kCond, bool kWritesExec>
void vcmp(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes64 a;
  Lanes64 b;
  fetch<T>(w, d, d.operands.src0(), 0, a);
  fetch<T>(w, d, d.operands.src1(), 1, b);
  std::uint64_t result = 0;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    result |= static_cast<std::uint64_t>(holds<kCond>(value_of<T>(a[lane]), value_of<T>(b[lane]))) << lane;
  }
  write_result<kWritesExec>(w, d, result & w.exec());
}

// v_cmp_class_*: src1 is a mask of classes: 0 signalling NaN, 1 quiet NaN, 2 -Inf, 3 -normal, 4 -denormal,
// 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +Inf.
template <class T>
int float_class(std::uint64_t bits) {
  constexpr int kMantissa = T::kBits == 16 ? 10 : T::kBits == 32 ? 23 : 52;
  constexpr int kExponent = T::kBits - 1 - kMantissa;
  const bool negative = (bits >> (T::kBits - 1)) & 1;
  const std::uint64_t exponent = (bits >> kMantissa) & ((std::uint64_t{1} << kExponent) - 1);
  const std::uint64_t mantissa = bits & ((std::uint64_t{1} << kMantissa) - 1);
  const std::uint64_t max_exponent = (std::uint64_t{1} << kExponent) - 1;
  if (exponent == max_exponent) {
    if (mantissa == 0) return negative ? 2 : 9;
    return ((mantissa >> (kMantissa - 1)) & 1) ? 1 : 0;
  }
  if (exponent == 0) {
    if (mantissa == 0) return negative ? 5 : 6;
    return negative ? 4 : 7;
  }
  return negative ? 3 : 8;
}
template <class T, bool kWritesExec>
void vcmp_class(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes64 a;
  fetch<T>(w, d, d.operands.src0(), 0, a);
  Lanes classes;
  lanes32(w, d, d.operands.src1(), classes);
  std::uint64_t result = 0;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    result |= static_cast<std::uint64_t>((classes[lane] >> float_class<T>(a[lane])) & 1) << lane;
  }
  write_result<kWritesExec>(w, d, result & w.exec());
}

// A compare's destination the translated handlers write without a fault: VCC or an SGPR (pair).
bool plain_destination(const isa::Operand& dst) {
  const bool vcc = dst.code == 106;  // VCC_LO: the VOPC form's, and wave32 VOP3's as a register
  return !dst.is_vgpr() && (dst.code < kSgprCount || vcc);
}

// Translated 32-bit compares (translate.h): sources bound as for a VALU operation (a float source with its abs and
// neg), each group's flags packed into bits, written as the reference writes them. The destination is VCC or an
// SGPR (or EXEC for v_cmpx), which write_result writes without a fault, so the step is straight.
template <class T, Cond kCond, bool kWritesExec, SourceKind K0, SourceKind K1>
void vcmp_bound(WaveContext& w, const Step& s) {
  const BoundOperands& b = *s.bound;
  const BoundSource<K0, T::kFloat> x(w, b, 0);
  const BoundSource<K1, T::kFloat> y(w, b, 1);
  std::uint64_t result = 0;
  for (int first = 0; first < w.size(); first += kLaneGroup) {
    std::uint32_t flags[kLaneGroup];
    for (int i = 0; i < kLaneGroup; ++i) {
      flags[i] = holds<kCond>(value_of<T>(x[first + i]), value_of<T>(y[first + i])) ? ~0u : 0u;
    }
    result |= std::uint64_t{pack_lane_flags(flags)} << first;
  }
  write_result<kWritesExec>(w, *s.decoded, result & w.exec());
}
template <class T, Cond kCond, bool kWritesExec, SourceKind K0>
SemanticFn pick_vcmp(SourceKind k1) {
  switch (k1) {
    case SourceKind::Vgpr: return vcmp_bound<T, kCond, kWritesExec, K0, SourceKind::Vgpr>;
    case SourceKind::Sgpr: return vcmp_bound<T, kCond, kWritesExec, K0, SourceKind::Sgpr>;
    case SourceKind::Constant: return vcmp_bound<T, kCond, kWritesExec, K0, SourceKind::Constant>;
  }
  return nullptr;
}
template <class T, Cond kCond, bool kWritesExec>
Translation translate_vcmp(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                           BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1};
  std::array<SourceKind, 3> kinds{};
  if (!bind_sources(d, ops, wave_size, T::kFloat, kFrom, bound, kinds)) return {};
  if (!kWritesExec && !plain_destination(ops.dst())) return {};
  SemanticFn execute = nullptr;
  switch (kinds[0]) {
    case SourceKind::Vgpr: execute = pick_vcmp<T, kCond, kWritesExec, SourceKind::Vgpr>(kinds[1]); break;
    case SourceKind::Sgpr: execute = pick_vcmp<T, kCond, kWritesExec, SourceKind::Sgpr>(kinds[1]); break;
    case SourceKind::Constant: execute = pick_vcmp<T, kCond, kWritesExec, SourceKind::Constant>(kinds[1]); break;
  }
  return {execute, nullptr, true, false};
}

// Translated 64-bit integer compares (v_cmp[x]_*_{i,u}64: size_t bounds and 64-bit indices): a source is a VGPR
// pair read in place, or an SGPR pair or a constant read once (lanes64 broadcasts the same scalar64); the
// destination as for the 32-bit compares. Sources that may fault or read special registers stay with the reference.
class Source64 {
 public:
  Source64(const WaveContext& w, const isa::DecodedInstruction& d, const isa::Operand& o) {
    if (o.is_vgpr()) {
      low_ = w.vgpr(o.vgpr());
      high_ = w.vgpr(o.vgpr() + 1);
    } else {
      uniform_ = scalar64(w, d, o);
    }
  }
  std::uint64_t operator[](int lane) const {
    return low_ != nullptr ? low_[lane] | std::uint64_t{high_[lane]} << 32 : uniform_;
  }

 private:
  const std::uint32_t* low_ = nullptr;
  const std::uint32_t* high_ = nullptr;
  std::uint64_t uniform_ = 0;
};

template <class T, Cond kCond, bool kWritesExec>
void vcmp64_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const Source64 x(w, d, d.operands.src0());
  const Source64 y(w, d, d.operands.src1());
  std::uint64_t result = 0;
  for (int lane = 0; lane < w.size(); ++lane) {
    result |= static_cast<std::uint64_t>(holds<kCond>(value_of<T>(x[lane]), value_of<T>(y[lane]))) << lane;
  }
  write_result<kWritesExec>(w, d, result & w.exec());
}

// A 64-bit source the translated compare reads without a fault: a VGPR pair, an SGPR pair or a constant.
bool plain_source64(const isa::Operand& o) {
  return o.is_vgpr() || o.code + 1u < static_cast<unsigned>(kSgprCount) || is_constant(o.code);
}

template <class T, Cond kCond, bool kWritesExec>
Translation translate_vcmp64(const isa::DecodedInstruction& d, const isa::Operands& ops, int, BoundOperands&) {
  if (d.dpp != isa::Dpp::None || !plain_source64(ops.src0()) || !plain_source64(ops.src1())) return {};
  if (!kWritesExec && !plain_destination(ops.dst())) return {};
  return {vcmp64_translated<T, kCond, kWritesExec>, nullptr, true, false};
}

constexpr Binding kBindings[] = {
    {S::V_CMPX_CLASS_F16, vcmp_class<F16, true>},
    {S::V_CMPX_CLASS_F32, vcmp_class<F32, true>},
    {S::V_CMPX_CLASS_F64, vcmp_class<F64, true>},
    {S::V_CMPX_EQ_F16, vcmp<F16, Cond::Eq, true>},
    {S::V_CMPX_EQ_F32, vcmp<F32, Cond::Eq, true>, translate_vcmp<F32, Cond::Eq, true>},
    {S::V_CMPX_EQ_F64, vcmp<F64, Cond::Eq, true>},
    {S::V_CMPX_EQ_I16, vcmp<I16, Cond::Eq, true>},
    {S::V_CMPX_EQ_I32, vcmp<I32, Cond::Eq, true>, translate_vcmp<I32, Cond::Eq, true>},
    {S::V_CMPX_EQ_I64, vcmp<I64, Cond::Eq, true>, translate_vcmp64<I64, Cond::Eq, true>},
    {S::V_CMPX_EQ_U16, vcmp<U16, Cond::Eq, true>},
    {S::V_CMPX_EQ_U32, vcmp<U32, Cond::Eq, true>, translate_vcmp<U32, Cond::Eq, true>},
    {S::V_CMPX_EQ_U64, vcmp<U64, Cond::Eq, true>, translate_vcmp64<U64, Cond::Eq, true>},
    {S::V_CMPX_F_F16, vcmp<F16, Cond::F, true>},
    {S::V_CMPX_F_F32, vcmp<F32, Cond::F, true>, translate_vcmp<F32, Cond::F, true>},
    {S::V_CMPX_F_F64, vcmp<F64, Cond::F, true>},
    {S::V_CMPX_F_I32, vcmp<I32, Cond::F, true>, translate_vcmp<I32, Cond::F, true>},
    {S::V_CMPX_F_I64, vcmp<I64, Cond::F, true>, translate_vcmp64<I64, Cond::F, true>},
    {S::V_CMPX_F_U32, vcmp<U32, Cond::F, true>, translate_vcmp<U32, Cond::F, true>},
    {S::V_CMPX_F_U64, vcmp<U64, Cond::F, true>, translate_vcmp64<U64, Cond::F, true>},
    {S::V_CMPX_GE_F16, vcmp<F16, Cond::Ge, true>},
    {S::V_CMPX_GE_F32, vcmp<F32, Cond::Ge, true>, translate_vcmp<F32, Cond::Ge, true>},
    {S::V_CMPX_GE_F64, vcmp<F64, Cond::Ge, true>},
    {S::V_CMPX_GE_I16, vcmp<I16, Cond::Ge, true>},
    {S::V_CMPX_GE_I32, vcmp<I32, Cond::Ge, true>, translate_vcmp<I32, Cond::Ge, true>},
    {S::V_CMPX_GE_I64, vcmp<I64, Cond::Ge, true>, translate_vcmp64<I64, Cond::Ge, true>},
    {S::V_CMPX_GE_U16, vcmp<U16, Cond::Ge, true>},
    {S::V_CMPX_GE_U32, vcmp<U32, Cond::Ge, true>, translate_vcmp<U32, Cond::Ge, true>},
    {S::V_CMPX_GE_U64, vcmp<U64, Cond::Ge, true>, translate_vcmp64<U64, Cond::Ge, true>},
    {S::V_CMPX_GT_F16, vcmp<F16, Cond::Gt, true>},
    {S::V_CMPX_GT_F32, vcmp<F32, Cond::Gt, true>, translate_vcmp<F32, Cond::Gt, true>},
    {S::V_CMPX_GT_F64, vcmp<F64, Cond::Gt, true>},
    {S::V_CMPX_GT_I16, vcmp<I16, Cond::Gt, true>},
    {S::V_CMPX_GT_I32, vcmp<I32, Cond::Gt, true>, translate_vcmp<I32, Cond::Gt, true>},
    {S::V_CMPX_GT_I64, vcmp<I64, Cond::Gt, true>, translate_vcmp64<I64, Cond::Gt, true>},
    {S::V_CMPX_GT_U16, vcmp<U16, Cond::Gt, true>},
    {S::V_CMPX_GT_U32, vcmp<U32, Cond::Gt, true>, translate_vcmp<U32, Cond::Gt, true>},
    {S::V_CMPX_GT_U64, vcmp<U64, Cond::Gt, true>, translate_vcmp64<U64, Cond::Gt, true>},
    {S::V_CMPX_LE_F16, vcmp<F16, Cond::Le, true>},
    {S::V_CMPX_LE_F32, vcmp<F32, Cond::Le, true>, translate_vcmp<F32, Cond::Le, true>},
    {S::V_CMPX_LE_F64, vcmp<F64, Cond::Le, true>},
    {S::V_CMPX_LE_I16, vcmp<I16, Cond::Le, true>},
    {S::V_CMPX_LE_I32, vcmp<I32, Cond::Le, true>, translate_vcmp<I32, Cond::Le, true>},
    {S::V_CMPX_LE_I64, vcmp<I64, Cond::Le, true>, translate_vcmp64<I64, Cond::Le, true>},
    {S::V_CMPX_LE_U16, vcmp<U16, Cond::Le, true>},
    {S::V_CMPX_LE_U32, vcmp<U32, Cond::Le, true>, translate_vcmp<U32, Cond::Le, true>},
    {S::V_CMPX_LE_U64, vcmp<U64, Cond::Le, true>, translate_vcmp64<U64, Cond::Le, true>},
    {S::V_CMPX_LG_F16, vcmp<F16, Cond::Lg, true>},
    {S::V_CMPX_LG_F32, vcmp<F32, Cond::Lg, true>, translate_vcmp<F32, Cond::Lg, true>},
    {S::V_CMPX_LG_F64, vcmp<F64, Cond::Lg, true>},
    {S::V_CMPX_LT_F16, vcmp<F16, Cond::Lt, true>},
    {S::V_CMPX_LT_F32, vcmp<F32, Cond::Lt, true>, translate_vcmp<F32, Cond::Lt, true>},
    {S::V_CMPX_LT_F64, vcmp<F64, Cond::Lt, true>},
    {S::V_CMPX_LT_I16, vcmp<I16, Cond::Lt, true>},
    {S::V_CMPX_LT_I32, vcmp<I32, Cond::Lt, true>, translate_vcmp<I32, Cond::Lt, true>},
    {S::V_CMPX_LT_I64, vcmp<I64, Cond::Lt, true>, translate_vcmp64<I64, Cond::Lt, true>},
    {S::V_CMPX_LT_U16, vcmp<U16, Cond::Lt, true>},
    {S::V_CMPX_LT_U32, vcmp<U32, Cond::Lt, true>, translate_vcmp<U32, Cond::Lt, true>},
    {S::V_CMPX_LT_U64, vcmp<U64, Cond::Lt, true>, translate_vcmp64<U64, Cond::Lt, true>},
    {S::V_CMPX_NEQ_F16, vcmp<F16, Cond::Neq, true>},
    {S::V_CMPX_NEQ_F32, vcmp<F32, Cond::Neq, true>, translate_vcmp<F32, Cond::Neq, true>},
    {S::V_CMPX_NEQ_F64, vcmp<F64, Cond::Neq, true>},
    {S::V_CMPX_NE_I16, vcmp<I16, Cond::Ne, true>},
    {S::V_CMPX_NE_I32, vcmp<I32, Cond::Ne, true>, translate_vcmp<I32, Cond::Ne, true>},
    {S::V_CMPX_NE_I64, vcmp<I64, Cond::Ne, true>, translate_vcmp64<I64, Cond::Ne, true>},
    {S::V_CMPX_NE_U16, vcmp<U16, Cond::Ne, true>},
    {S::V_CMPX_NE_U32, vcmp<U32, Cond::Ne, true>, translate_vcmp<U32, Cond::Ne, true>},
    {S::V_CMPX_NE_U64, vcmp<U64, Cond::Ne, true>, translate_vcmp64<U64, Cond::Ne, true>},
    {S::V_CMPX_NGE_F16, vcmp<F16, Cond::Nge, true>},
    {S::V_CMPX_NGE_F32, vcmp<F32, Cond::Nge, true>, translate_vcmp<F32, Cond::Nge, true>},
    {S::V_CMPX_NGE_F64, vcmp<F64, Cond::Nge, true>},
    {S::V_CMPX_NGT_F16, vcmp<F16, Cond::Ngt, true>},
    {S::V_CMPX_NGT_F32, vcmp<F32, Cond::Ngt, true>, translate_vcmp<F32, Cond::Ngt, true>},
    {S::V_CMPX_NGT_F64, vcmp<F64, Cond::Ngt, true>},
    {S::V_CMPX_NLE_F16, vcmp<F16, Cond::Nle, true>},
    {S::V_CMPX_NLE_F32, vcmp<F32, Cond::Nle, true>, translate_vcmp<F32, Cond::Nle, true>},
    {S::V_CMPX_NLE_F64, vcmp<F64, Cond::Nle, true>},
    {S::V_CMPX_NLG_F16, vcmp<F16, Cond::Nlg, true>},
    {S::V_CMPX_NLG_F32, vcmp<F32, Cond::Nlg, true>, translate_vcmp<F32, Cond::Nlg, true>},
    {S::V_CMPX_NLG_F64, vcmp<F64, Cond::Nlg, true>},
    {S::V_CMPX_NLT_F16, vcmp<F16, Cond::Nlt, true>},
    {S::V_CMPX_NLT_F32, vcmp<F32, Cond::Nlt, true>, translate_vcmp<F32, Cond::Nlt, true>},
    {S::V_CMPX_NLT_F64, vcmp<F64, Cond::Nlt, true>},
    {S::V_CMPX_O_F16, vcmp<F16, Cond::O, true>},
    {S::V_CMPX_O_F32, vcmp<F32, Cond::O, true>, translate_vcmp<F32, Cond::O, true>},
    {S::V_CMPX_O_F64, vcmp<F64, Cond::O, true>},
    {S::V_CMPX_T_F16, vcmp<F16, Cond::T, true>},
    {S::V_CMPX_T_F32, vcmp<F32, Cond::T, true>, translate_vcmp<F32, Cond::T, true>},
    {S::V_CMPX_T_F64, vcmp<F64, Cond::T, true>},
    {S::V_CMPX_T_I32, vcmp<I32, Cond::T, true>, translate_vcmp<I32, Cond::T, true>},
    {S::V_CMPX_T_I64, vcmp<I64, Cond::T, true>, translate_vcmp64<I64, Cond::T, true>},
    {S::V_CMPX_T_U32, vcmp<U32, Cond::T, true>, translate_vcmp<U32, Cond::T, true>},
    {S::V_CMPX_T_U64, vcmp<U64, Cond::T, true>, translate_vcmp64<U64, Cond::T, true>},
    {S::V_CMPX_U_F16, vcmp<F16, Cond::U, true>},
    {S::V_CMPX_U_F32, vcmp<F32, Cond::U, true>, translate_vcmp<F32, Cond::U, true>},
    {S::V_CMPX_U_F64, vcmp<F64, Cond::U, true>},
    {S::V_CMP_CLASS_F16, vcmp_class<F16, false>},
    {S::V_CMP_CLASS_F32, vcmp_class<F32, false>},
    {S::V_CMP_CLASS_F64, vcmp_class<F64, false>},
    {S::V_CMP_EQ_F16, vcmp<F16, Cond::Eq, false>},
    {S::V_CMP_EQ_F32, vcmp<F32, Cond::Eq, false>, translate_vcmp<F32, Cond::Eq, false>},
    {S::V_CMP_EQ_F64, vcmp<F64, Cond::Eq, false>},
    {S::V_CMP_EQ_I16, vcmp<I16, Cond::Eq, false>},
    {S::V_CMP_EQ_I32, vcmp<I32, Cond::Eq, false>, translate_vcmp<I32, Cond::Eq, false>},
    {S::V_CMP_EQ_I64, vcmp<I64, Cond::Eq, false>, translate_vcmp64<I64, Cond::Eq, false>},
    {S::V_CMP_EQ_U16, vcmp<U16, Cond::Eq, false>},
    {S::V_CMP_EQ_U32, vcmp<U32, Cond::Eq, false>, translate_vcmp<U32, Cond::Eq, false>},
    {S::V_CMP_EQ_U64, vcmp<U64, Cond::Eq, false>, translate_vcmp64<U64, Cond::Eq, false>},
    {S::V_CMP_F_F16, vcmp<F16, Cond::F, false>},
    {S::V_CMP_F_F32, vcmp<F32, Cond::F, false>, translate_vcmp<F32, Cond::F, false>},
    {S::V_CMP_F_F64, vcmp<F64, Cond::F, false>},
    {S::V_CMP_F_I32, vcmp<I32, Cond::F, false>, translate_vcmp<I32, Cond::F, false>},
    {S::V_CMP_F_I64, vcmp<I64, Cond::F, false>, translate_vcmp64<I64, Cond::F, false>},
    {S::V_CMP_F_U32, vcmp<U32, Cond::F, false>, translate_vcmp<U32, Cond::F, false>},
    {S::V_CMP_F_U64, vcmp<U64, Cond::F, false>, translate_vcmp64<U64, Cond::F, false>},
    {S::V_CMP_GE_F16, vcmp<F16, Cond::Ge, false>},
    {S::V_CMP_GE_F32, vcmp<F32, Cond::Ge, false>, translate_vcmp<F32, Cond::Ge, false>},
    {S::V_CMP_GE_F64, vcmp<F64, Cond::Ge, false>},
    {S::V_CMP_GE_I16, vcmp<I16, Cond::Ge, false>},
    {S::V_CMP_GE_I32, vcmp<I32, Cond::Ge, false>, translate_vcmp<I32, Cond::Ge, false>},
    {S::V_CMP_GE_I64, vcmp<I64, Cond::Ge, false>, translate_vcmp64<I64, Cond::Ge, false>},
    {S::V_CMP_GE_U16, vcmp<U16, Cond::Ge, false>},
    {S::V_CMP_GE_U32, vcmp<U32, Cond::Ge, false>, translate_vcmp<U32, Cond::Ge, false>},
    {S::V_CMP_GE_U64, vcmp<U64, Cond::Ge, false>, translate_vcmp64<U64, Cond::Ge, false>},
    {S::V_CMP_GT_F16, vcmp<F16, Cond::Gt, false>},
    {S::V_CMP_GT_F32, vcmp<F32, Cond::Gt, false>, translate_vcmp<F32, Cond::Gt, false>},
    {S::V_CMP_GT_F64, vcmp<F64, Cond::Gt, false>},
    {S::V_CMP_GT_I16, vcmp<I16, Cond::Gt, false>},
    {S::V_CMP_GT_I32, vcmp<I32, Cond::Gt, false>, translate_vcmp<I32, Cond::Gt, false>},
    {S::V_CMP_GT_I64, vcmp<I64, Cond::Gt, false>, translate_vcmp64<I64, Cond::Gt, false>},
    {S::V_CMP_GT_U16, vcmp<U16, Cond::Gt, false>},
    {S::V_CMP_GT_U32, vcmp<U32, Cond::Gt, false>, translate_vcmp<U32, Cond::Gt, false>},
    {S::V_CMP_GT_U64, vcmp<U64, Cond::Gt, false>, translate_vcmp64<U64, Cond::Gt, false>},
    {S::V_CMP_LE_F16, vcmp<F16, Cond::Le, false>},
    {S::V_CMP_LE_F32, vcmp<F32, Cond::Le, false>, translate_vcmp<F32, Cond::Le, false>},
    {S::V_CMP_LE_F64, vcmp<F64, Cond::Le, false>},
    {S::V_CMP_LE_I16, vcmp<I16, Cond::Le, false>},
    {S::V_CMP_LE_I32, vcmp<I32, Cond::Le, false>, translate_vcmp<I32, Cond::Le, false>},
    {S::V_CMP_LE_I64, vcmp<I64, Cond::Le, false>, translate_vcmp64<I64, Cond::Le, false>},
    {S::V_CMP_LE_U16, vcmp<U16, Cond::Le, false>},
    {S::V_CMP_LE_U32, vcmp<U32, Cond::Le, false>, translate_vcmp<U32, Cond::Le, false>},
    {S::V_CMP_LE_U64, vcmp<U64, Cond::Le, false>, translate_vcmp64<U64, Cond::Le, false>},
    {S::V_CMP_LG_F16, vcmp<F16, Cond::Lg, false>},
    {S::V_CMP_LG_F32, vcmp<F32, Cond::Lg, false>, translate_vcmp<F32, Cond::Lg, false>},
    {S::V_CMP_LG_F64, vcmp<F64, Cond::Lg, false>},
    {S::V_CMP_LT_F16, vcmp<F16, Cond::Lt, false>},
    {S::V_CMP_LT_F32, vcmp<F32, Cond::Lt, false>, translate_vcmp<F32, Cond::Lt, false>},
    {S::V_CMP_LT_F64, vcmp<F64, Cond::Lt, false>},
    {S::V_CMP_LT_I16, vcmp<I16, Cond::Lt, false>},
    {S::V_CMP_LT_I32, vcmp<I32, Cond::Lt, false>, translate_vcmp<I32, Cond::Lt, false>},
    {S::V_CMP_LT_I64, vcmp<I64, Cond::Lt, false>, translate_vcmp64<I64, Cond::Lt, false>},
    {S::V_CMP_LT_U16, vcmp<U16, Cond::Lt, false>},
    {S::V_CMP_LT_U32, vcmp<U32, Cond::Lt, false>, translate_vcmp<U32, Cond::Lt, false>},
    {S::V_CMP_LT_U64, vcmp<U64, Cond::Lt, false>, translate_vcmp64<U64, Cond::Lt, false>},
    {S::V_CMP_NEQ_F16, vcmp<F16, Cond::Neq, false>},
    {S::V_CMP_NEQ_F32, vcmp<F32, Cond::Neq, false>, translate_vcmp<F32, Cond::Neq, false>},
    {S::V_CMP_NEQ_F64, vcmp<F64, Cond::Neq, false>},
    {S::V_CMP_NE_I16, vcmp<I16, Cond::Ne, false>},
    {S::V_CMP_NE_I32, vcmp<I32, Cond::Ne, false>, translate_vcmp<I32, Cond::Ne, false>},
    {S::V_CMP_NE_I64, vcmp<I64, Cond::Ne, false>, translate_vcmp64<I64, Cond::Ne, false>},
    {S::V_CMP_NE_U16, vcmp<U16, Cond::Ne, false>},
    {S::V_CMP_NE_U32, vcmp<U32, Cond::Ne, false>, translate_vcmp<U32, Cond::Ne, false>},
    {S::V_CMP_NE_U64, vcmp<U64, Cond::Ne, false>, translate_vcmp64<U64, Cond::Ne, false>},
    {S::V_CMP_NGE_F16, vcmp<F16, Cond::Nge, false>},
    {S::V_CMP_NGE_F32, vcmp<F32, Cond::Nge, false>, translate_vcmp<F32, Cond::Nge, false>},
    {S::V_CMP_NGE_F64, vcmp<F64, Cond::Nge, false>},
    {S::V_CMP_NGT_F16, vcmp<F16, Cond::Ngt, false>},
    {S::V_CMP_NGT_F32, vcmp<F32, Cond::Ngt, false>, translate_vcmp<F32, Cond::Ngt, false>},
    {S::V_CMP_NGT_F64, vcmp<F64, Cond::Ngt, false>},
    {S::V_CMP_NLE_F16, vcmp<F16, Cond::Nle, false>},
    {S::V_CMP_NLE_F32, vcmp<F32, Cond::Nle, false>, translate_vcmp<F32, Cond::Nle, false>},
    {S::V_CMP_NLE_F64, vcmp<F64, Cond::Nle, false>},
    {S::V_CMP_NLG_F16, vcmp<F16, Cond::Nlg, false>},
    {S::V_CMP_NLG_F32, vcmp<F32, Cond::Nlg, false>, translate_vcmp<F32, Cond::Nlg, false>},
    {S::V_CMP_NLG_F64, vcmp<F64, Cond::Nlg, false>},
    {S::V_CMP_NLT_F16, vcmp<F16, Cond::Nlt, false>},
    {S::V_CMP_NLT_F32, vcmp<F32, Cond::Nlt, false>, translate_vcmp<F32, Cond::Nlt, false>},
    {S::V_CMP_NLT_F64, vcmp<F64, Cond::Nlt, false>},
    {S::V_CMP_O_F16, vcmp<F16, Cond::O, false>},
    {S::V_CMP_O_F32, vcmp<F32, Cond::O, false>, translate_vcmp<F32, Cond::O, false>},
    {S::V_CMP_O_F64, vcmp<F64, Cond::O, false>},
    {S::V_CMP_T_F16, vcmp<F16, Cond::T, false>},
    {S::V_CMP_T_F32, vcmp<F32, Cond::T, false>, translate_vcmp<F32, Cond::T, false>},
    {S::V_CMP_T_F64, vcmp<F64, Cond::T, false>},
    {S::V_CMP_T_I32, vcmp<I32, Cond::T, false>, translate_vcmp<I32, Cond::T, false>},
    {S::V_CMP_T_I64, vcmp<I64, Cond::T, false>, translate_vcmp64<I64, Cond::T, false>},
    {S::V_CMP_T_U32, vcmp<U32, Cond::T, false>, translate_vcmp<U32, Cond::T, false>},
    {S::V_CMP_T_U64, vcmp<U64, Cond::T, false>, translate_vcmp64<U64, Cond::T, false>},
    {S::V_CMP_U_F16, vcmp<F16, Cond::U, false>},
    {S::V_CMP_U_F32, vcmp<F32, Cond::U, false>, translate_vcmp<F32, Cond::U, false>},
    {S::V_CMP_U_F64, vcmp<F64, Cond::U, false>},
};

}  // namespace

std::span<const Binding> vcmp_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
