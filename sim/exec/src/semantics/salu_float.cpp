// Scalar ALU semantics beyond the integer ones of salu.cpp: gfx12's SALU floating point (SOP1/SOP2/SOPC
// f32 and f16: arithmetic, rounding, conversions, comparisons into SCC; RDNA4 ISA §15 "SALU floating point";
// these never write SCC except the comparisons), the quad-mask operations (s_quadmask, s_wqm,
// s_bitreplicate_b64_b32). f16 operands
// are the low 16 bits of the SGPR; f16 results are written zero-extended.
#include <cmath>
#include <cstdint>

#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;

const isa::Operand& dst(const Step& s) { return s.decoded->operands.dst(); }
const isa::Operand& src(const Step& s, int i) { return s.decoded->operands.src(i); }

// An SALU float value: f32 bits, or an f16 code widened exactly to float.
template <bool kF16>
float read_float(const WaveContext& w, const Step& s, const isa::Operand& o) {
  const u32 bits = scalar32(w, *s.decoded, o);
  return kF16 ? static_cast<float>(decode_f16(static_cast<std::uint16_t>(bits))) : as_float(bits);
}
template <bool kF16>
u32 float_bits(double value) {
  return kF16 ? u32{round_to_f16(value)} : as_bits(static_cast<float>(value));
}

// D = F(S0[, S1[, S2]]) with S2 the destination (s_fmac) or the literal (s_fmaak / s_fmamk).
enum class Third { None, Destination, LiteralAddend, LiteralFactor };
template <bool kF16, int kSources, Third kThird, double (*kFn)(double, double, double)>
void salu_float(WaveContext& w, const Step& s) {
  const double a = read_float<kF16>(w, s, src(s, 0));
  const double b = kSources > 1 ? double{read_float<kF16>(w, s, src(s, 1))} : 0.0;
  double c = 0.0;
  if (kThird == Third::Destination) c = read_float<kF16>(w, s, dst(s));
  if (kThird == Third::LiteralAddend || kThird == Third::LiteralFactor) {
    const u32 k = s.decoded->literal;
    c = kF16 ? decode_f16(static_cast<std::uint16_t>(k)) : double{as_float(k)};
  }
  double r = 0;
  if (kThird == Third::LiteralFactor) {
    r = kFn(a, c, b);  // s_fmamk: S0 * K + S1
  } else {
    r = kFn(a, b, c);
  }
  set_scalar32(w, dst(s), float_bits<kF16>(r));
}
// Single rounding: f32 arithmetic in float (fma fused), f16 in double rounded once to f16 (exact for +, -, *).
template <bool kF16>
struct Arith {
  static double add(double a, double b, double) { return kF16 ? nan_add(a, b) : double{nan_add(float(a), float(b))}; }
  static double sub(double a, double b, double) { return kF16 ? nan_sub(a, b) : double{nan_sub(float(a), float(b))}; }
  static double mul(double a, double b, double) { return kF16 ? nan_mul(a, b) : double{nan_mul(float(a), float(b))}; }
  static double fma(double a, double b, double c) { return kF16 ? nan_fma(a, b, c) : double{nan_fma(float(a), float(b), float(c))}; }
};
double max_(double a, double b, double) { return max_num(a, b); }
double min_(double a, double b, double) { return min_num(a, b); }
double maximum_(double a, double b, double) { return maximum(a, b); }
double minimum_(double a, double b, double) { return minimum(a, b); }
double ceil_(double a, double, double) { return std::ceil(a); }
double floor_(double a, double, double) { return std::floor(a); }
double trunc_(double a, double, double) { return std::trunc(a); }
double rndne_(double a, double, double) { return std::nearbyint(a); }

// s_cmp_*_f32 / _f16: SCC = S0 <cond> S1.
template <bool kF16, Cond kCond>
void s_cmp_float(WaveContext& w, const Step& s) {
  w.state.scc = holds<kCond>(read_float<kF16>(w, s, src(s, 0)), read_float<kF16>(w, s, src(s, 1)));
}

// Conversions (RDNA4 ISA S_CVT_*): float -> integer truncates and saturates, NaN -> 0.
void s_cvt_f32_i32(WaveContext& w, const Step& s) {
  set_scalar32(w, dst(s), as_bits(static_cast<float>(static_cast<std::int32_t>(scalar32(w, *s.decoded, src(s, 0))))));
}
void s_cvt_f32_u32(WaveContext& w, const Step& s) {
  set_scalar32(w, dst(s), as_bits(static_cast<float>(scalar32(w, *s.decoded, src(s, 0)))));
}
void s_cvt_i32_f32(WaveContext& w, const Step& s) {
  const float v = read_float<false>(w, s, src(s, 0));
  const std::int32_t r = std::isnan(v) ? 0 : v >= 2147483648.0f ? INT32_MAX : v <= -2147483648.0f ? INT32_MIN : std::int32_t(v);
  set_scalar32(w, dst(s), static_cast<u32>(r));
}
void s_cvt_u32_f32(WaveContext& w, const Step& s) {
  const float v = read_float<false>(w, s, src(s, 0));
  set_scalar32(w, dst(s), std::isnan(v) || v <= 0.0f ? 0u : v >= 4294967296.0f ? 0xffffffffu : u32(v));
}
void s_cvt_f16_f32(WaveContext& w, const Step& s) {
  set_scalar32(w, dst(s), round_to_f16(read_float<false>(w, s, src(s, 0))));
}
void s_cvt_f32_f16(WaveContext& w, const Step& s) {
  set_scalar32(w, dst(s), as_bits(read_float<true>(w, s, src(s, 0))));
}
// s_cvt_hi_f32_f16: the f16 in bits 31:16 of S0.
void s_cvt_hi_f32_f16(WaveContext& w, const Step& s) {
  const u32 bits = scalar32(w, *s.decoded, src(s, 0));
  set_scalar32(w, dst(s), as_bits(static_cast<float>(decode_f16(static_cast<std::uint16_t>(bits >> 16)))));
}
// s_cvt_pk_rtz_f16_f32: {S1, S0} each rounded toward zero to f16.
u32 f16_rtz(float v) {
  const u32 nearest = round_to_f16(v);
  if (std::isnan(v) || std::isinf(v) || std::fabs(decode_f16(static_cast<std::uint16_t>(nearest))) <= std::fabs(v)) {
    return nearest;
  }
  return nearest - 1;
}
void s_cvt_pk_rtz_f16_f32(WaveContext& w, const Step& s) {
  const u32 lo = f16_rtz(read_float<false>(w, s, src(s, 0)));
  const u32 hi = f16_rtz(read_float<false>(w, s, src(s, 1)));
  set_scalar32(w, dst(s), lo | (hi << 16));
}

// ---- quad masks (RDNA3 ISA S_QUADMASK_B32, S_WQM_B32, S_BITREPLICATE_B64_B32) ----
// s_quadmask: bit i of D = any of bits 4i..4i+3 of S0; s_wqm: all four bits of a quad set if any is; SCC = D != 0.
template <bool k64>
void s_quadmask(WaveContext& w, const Step& s) {
  const u64 a = k64 ? scalar64(w, *s.decoded, src(s, 0)) : scalar32(w, *s.decoded, src(s, 0));
  u64 r = 0;
  for (int quad = 0; quad < (k64 ? 16 : 8); ++quad) r |= u64{((a >> (4 * quad)) & 0xf) != 0} << quad;
  if (k64) set_scalar64(w, dst(s), r); else set_scalar32(w, dst(s), static_cast<u32>(r));
  w.state.scc = r != 0;
}
template <bool k64>
void s_wqm(WaveContext& w, const Step& s) {
  const u64 a = k64 ? scalar64(w, *s.decoded, src(s, 0)) : scalar32(w, *s.decoded, src(s, 0));
  u64 r = 0;
  for (int quad = 0; quad < (k64 ? 16 : 8); ++quad) {
    if (((a >> (4 * quad)) & 0xf) != 0) r |= u64{0xf} << (4 * quad);
  }
  if (k64) set_scalar64(w, dst(s), r); else set_scalar32(w, dst(s), static_cast<u32>(r));
  w.state.scc = r != 0;
}
// s_bitreplicate_b64_b32: bit i of S0 into bits 2i and 2i+1 of D (SCC unchanged).
void s_bitreplicate_b64_b32(WaveContext& w, const Step& s) {
  const u32 a = scalar32(w, *s.decoded, src(s, 0));
  u64 r = 0;
  for (int i = 0; i < 32; ++i) r |= u64{(a >> i) & 1} * 3 << (2 * i);
  set_scalar64(w, dst(s), r);
}

constexpr Binding kBindings[] = {
    {S::S_ADD_F32, salu_float<false, 2, Third::None, Arith<false>::add>},
    {S::S_SUB_F32, salu_float<false, 2, Third::None, Arith<false>::sub>},
    {S::S_MUL_F32, salu_float<false, 2, Third::None, Arith<false>::mul>},
    {S::S_FMAC_F32, salu_float<false, 2, Third::Destination, Arith<false>::fma>},
    {S::S_FMAAK_F32, salu_float<false, 2, Third::LiteralAddend, Arith<false>::fma>},
    {S::S_FMAMK_F32, salu_float<false, 2, Third::LiteralFactor, Arith<false>::fma>},
    {S::S_MAX_F32, salu_float<false, 2, Third::None, max_>},
    {S::S_MIN_F32, salu_float<false, 2, Third::None, min_>},
    {S::S_MAXIMUM_F32, salu_float<false, 2, Third::None, maximum_>},
    {S::S_MINIMUM_F32, salu_float<false, 2, Third::None, minimum_>},
    {S::S_CEIL_F32, salu_float<false, 1, Third::None, ceil_>},
    {S::S_FLOOR_F32, salu_float<false, 1, Third::None, floor_>},
    {S::S_TRUNC_F32, salu_float<false, 1, Third::None, trunc_>},
    {S::S_RNDNE_F32, salu_float<false, 1, Third::None, rndne_>},
    {S::S_ADD_F16, salu_float<true, 2, Third::None, Arith<true>::add>},
    {S::S_SUB_F16, salu_float<true, 2, Third::None, Arith<true>::sub>},
    {S::S_MUL_F16, salu_float<true, 2, Third::None, Arith<true>::mul>},
    {S::S_FMAC_F16, salu_float<true, 2, Third::Destination, Arith<true>::fma>},
    {S::S_MAX_F16, salu_float<true, 2, Third::None, max_>},
    {S::S_MIN_F16, salu_float<true, 2, Third::None, min_>},
    {S::S_MAXIMUM_F16, salu_float<true, 2, Third::None, maximum_>},
    {S::S_MINIMUM_F16, salu_float<true, 2, Third::None, minimum_>},
    {S::S_CEIL_F16, salu_float<true, 1, Third::None, ceil_>},
    {S::S_FLOOR_F16, salu_float<true, 1, Third::None, floor_>},
    {S::S_TRUNC_F16, salu_float<true, 1, Third::None, trunc_>},
    {S::S_RNDNE_F16, salu_float<true, 1, Third::None, rndne_>},
    {S::S_CMP_LT_F32, s_cmp_float<false, Cond::Lt>},
    {S::S_CMP_EQ_F32, s_cmp_float<false, Cond::Eq>},
    {S::S_CMP_LE_F32, s_cmp_float<false, Cond::Le>},
    {S::S_CMP_GT_F32, s_cmp_float<false, Cond::Gt>},
    {S::S_CMP_LG_F32, s_cmp_float<false, Cond::Lg>},
    {S::S_CMP_GE_F32, s_cmp_float<false, Cond::Ge>},
    {S::S_CMP_O_F32, s_cmp_float<false, Cond::O>},
    {S::S_CMP_U_F32, s_cmp_float<false, Cond::U>},
    {S::S_CMP_NGE_F32, s_cmp_float<false, Cond::Nge>},
    {S::S_CMP_NLG_F32, s_cmp_float<false, Cond::Nlg>},
    {S::S_CMP_NGT_F32, s_cmp_float<false, Cond::Ngt>},
    {S::S_CMP_NLE_F32, s_cmp_float<false, Cond::Nle>},
    {S::S_CMP_NEQ_F32, s_cmp_float<false, Cond::Neq>},
    {S::S_CMP_NLT_F32, s_cmp_float<false, Cond::Nlt>},
    {S::S_CMP_LT_F16, s_cmp_float<true, Cond::Lt>},
    {S::S_CMP_EQ_F16, s_cmp_float<true, Cond::Eq>},
    {S::S_CMP_LE_F16, s_cmp_float<true, Cond::Le>},
    {S::S_CMP_GT_F16, s_cmp_float<true, Cond::Gt>},
    {S::S_CMP_LG_F16, s_cmp_float<true, Cond::Lg>},
    {S::S_CMP_GE_F16, s_cmp_float<true, Cond::Ge>},
    {S::S_CMP_O_F16, s_cmp_float<true, Cond::O>},
    {S::S_CMP_U_F16, s_cmp_float<true, Cond::U>},
    {S::S_CMP_NGE_F16, s_cmp_float<true, Cond::Nge>},
    {S::S_CMP_NLG_F16, s_cmp_float<true, Cond::Nlg>},
    {S::S_CMP_NGT_F16, s_cmp_float<true, Cond::Ngt>},
    {S::S_CMP_NLE_F16, s_cmp_float<true, Cond::Nle>},
    {S::S_CMP_NEQ_F16, s_cmp_float<true, Cond::Neq>},
    {S::S_CMP_NLT_F16, s_cmp_float<true, Cond::Nlt>},
    {S::S_CVT_F32_I32, s_cvt_f32_i32},
    {S::S_CVT_F32_U32, s_cvt_f32_u32},
    {S::S_CVT_I32_F32, s_cvt_i32_f32},
    {S::S_CVT_U32_F32, s_cvt_u32_f32},
    {S::S_CVT_F16_F32, s_cvt_f16_f32},
    {S::S_CVT_F32_F16, s_cvt_f32_f16},
    {S::S_CVT_HI_F32_F16, s_cvt_hi_f32_f16},
    {S::S_CVT_PK_RTZ_F16_F32, s_cvt_pk_rtz_f16_f32},
    {S::S_QUADMASK_B32, s_quadmask<false>},
    {S::S_QUADMASK_B64, s_quadmask<true>},
    {S::S_WQM_B32, s_wqm<false>},
    {S::S_WQM_B64, s_wqm<true>},
    {S::S_BITREPLICATE_B64_B32, s_bitreplicate_b64_b32},
};

}  // namespace

std::span<const Binding> salu_float_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
