// 16-bit VALU operations (VOP1/VOP2/VOP3 on one half of a VGPR): integer and f16 arithmetic, f16 transcendentals
// and rounding, conversions between f16 and 16-bit integers, and the 16 -> 32-bit forms (v_mad_u32_u16,
// v_cvt_i32_i16, ...). One driver reads the 16-bit halves that OP_SEL or a .h register names, applies an
// operation functor to the 16-bit codes and writes the result to the destination half (or a whole dword for the
// 32-bit results). f16 arithmetic is done in double and rounded once to f16 (exact for +, -, *, fma of f16
// values: RDNA3 ISA §16 "0.5ULP precision"). Semantics from the RDNA3 ISA guide, §16.7-16.12 opcode pseudocode.
#include <cmath>
#include <cstdint>

#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using i32 = std::int32_t;
using u16 = std::uint16_t;
using i16 = std::int16_t;

double h(u32 code) { return decode_f16(static_cast<u16>(code)); }
u32 f16(double value) { return round_to_f16(value); }
i32 s16(u32 code) { return static_cast<i16>(static_cast<u16>(code)); }

// Float to integer: truncate, saturate, NaN -> 0 (RDNA3 ISA V_CVT_I16_F16 / V_CVT_U16_F16).
u32 to_int(double v, double lo, double hi) {
  if (std::isnan(v)) return 0;
  return static_cast<u32>(static_cast<i32>(std::trunc(std::fmin(std::fmax(v, lo), hi))));
}
// f16_to_snorm / f16_to_unorm: clamp to [-1, 1] / [0, 1], scale by 32767 / 65535, round to nearest even.
u32 to_norm(double v, bool is_signed) {
  if (std::isnan(v)) return 0;
  const double scale = is_signed ? 32767.0 : 65535.0;
  const double clamped = std::fmin(std::fmax(v, is_signed ? -1.0 : 0.0), 1.0);
  return static_cast<u32>(static_cast<i32>(std::nearbyint(clamped * scale)));
}

// The operation traits: kSources 16-bit sources (kSrc2Is32: src2 is a whole dword), kFloat (f16 constants and
// abs/neg), kResult32 (a whole-dword result), kSaturate (VOP3 CLAMP saturates the integer result).
template <int kN, bool kF, bool kR32 = false>
struct Op16 {
  static constexpr int kSources = kN;
  static constexpr bool kFloat = kF;
  static constexpr bool kResult32 = kR32;
  static constexpr bool kSrc2Is32 = false;
};

// ---- integer ----
// v_add_nc/sub_nc: CLAMP saturates (RDNA3 ISA "Supports saturation").
template <bool kSigned, bool kSub>
struct AddSub16 : Op16<2, false> {
  static u32 apply(u32 a, u32 b, u32, bool clamp) {
    const i32 r = kSigned ? (kSub ? s16(a) - s16(b) : s16(a) + s16(b)) : (kSub ? i32(a) - i32(b) : i32(a + b));
    if (!clamp) return static_cast<u32>(r);
    if (kSigned) return static_cast<u32>(r < -32768 ? -32768 : r > 32767 ? 32767 : r);
    return static_cast<u32>(r < 0 ? 0 : r > 65535 ? 65535 : r);
  }
};
struct MulLoU16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return a * b; } };
struct LshlRev16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return b << (a & 15); } };
struct LshrRev16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return b >> (a & 15); } };
struct AshrRev16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return u32(s16(b) >> (a & 15)); } };
struct And16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return a & b; } };
struct Or16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return a | b; } };
struct Xor16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return a ^ b; } };
struct Not16 : Op16<1, false> { static u32 apply(u32 a, u32, u32, bool) { return ~a; } };
struct Mov16 : Op16<1, false> { static u32 apply(u32 a, u32, u32, bool) { return a; } };
template <bool kSigned>
struct Key { static i32 of(u32 v) { return kSigned ? s16(v) : i32(v & 0xffffu); } };
template <bool kSigned>
struct Max16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return Key<kSigned>::of(a) >= Key<kSigned>::of(b) ? a : b; } };
template <bool kSigned>
struct Min16 : Op16<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return Key<kSigned>::of(a) < Key<kSigned>::of(b) ? a : b; } };
template <bool kSigned>
struct Max3_16 : Op16<3, false> {
  static u32 apply(u32 a, u32 b, u32 c, bool x) { return Max16<kSigned>::apply(Max16<kSigned>::apply(a, b, 0, x), c, 0, x); }
};
template <bool kSigned>
struct Min3_16 : Op16<3, false> {
  static u32 apply(u32 a, u32 b, u32 c, bool x) { return Min16<kSigned>::apply(Min16<kSigned>::apply(a, b, 0, x), c, 0, x); }
};
template <bool kSigned>
struct Med3_16 : Op16<3, false> {
  static u32 apply(u32 a, u32 b, u32 c, bool x) {
    using Mx = Max16<kSigned>;
    using Mn = Min16<kSigned>;
    return Mx::apply(Mn::apply(a, b, 0, x), Mn::apply(Mx::apply(a, b, 0, x), c, 0, x), 0, x);
  }
};
template <bool kSigned>
struct Mad16 : Op16<3, false> {
  static u32 apply(u32 a, u32 b, u32 c, bool) { return kSigned ? u32(s16(a) * s16(b) + s16(c)) : a * b + c; }
};
// v_mad_u32_u16 / v_mad_i32_i16: 16-bit factors, 32-bit addend and result.
template <bool kSigned>
struct Mad32_16 : Op16<3, false, true> {
  static constexpr bool kSrc2Is32 = true;
  static u32 apply(u32 a, u32 b, u32 c, bool) {
    return kSigned ? u32(s16(a) * s16(b)) + c : (a & 0xffffu) * (b & 0xffffu) + c;
  }
};
template <bool kSigned>
struct Cvt32_16 : Op16<1, false, true> { static u32 apply(u32 a, u32, u32, bool) { return kSigned ? u32(s16(a)) : a; } };

// ---- f16 ----
template <double (*kFn)(double)>
struct F16Unary : Op16<1, true> { static u32 apply(u32 a, u32, u32, bool) { return f16(kFn(h(a))); } };
double ceil_(double v) { return std::ceil(v); }
double floor_(double v) { return std::floor(v); }
double trunc_(double v) { return std::trunc(v); }
double rndne_(double v) { return std::nearbyint(v); }
double fract_(double v) { return std::isinf(v) ? NAN : std::fmin(v - std::floor(v), 0x1.ffcp-1); }
double sqrt_(double v) { return std::sqrt(v); }
double rcp_(double v) { return 1.0 / v; }
double rsq_(double v) { return 1.0 / std::sqrt(v); }
double exp_(double v) { return std::exp2(v); }
double log_(double v) { return std::log2(v); }
// v_sin_f16 / v_cos_f16 take the angle in revolutions.
double sin_(double v) { return std::sin(2.0 * M_PI * v); }
double cos_(double v) { return std::cos(2.0 * M_PI * v); }
// V_FREXP_MANT: the mantissa in [0.5, 1) with the input's sign; Inf and NaN pass through.
double frexp_mant_(double v) {
  int e = 0;
  return std::isinf(v) || std::isnan(v) ? v : std::frexp(v, &e);
}
// V_FREXP_EXP_I16_F16: the exponent frexp gives (0 for 0, Inf and NaN).
struct FrexpExp16 : Op16<1, true> {
  static u32 apply(u32 a, u32, u32, bool) {
    int e = 0;
    const double v = h(a);
    if (!std::isinf(v) && !std::isnan(v)) std::frexp(v, &e);
    return static_cast<u32>(e);
  }
};
// v_ldexp_f16: src0 * 2^src1.i16.
struct Ldexp16 : Op16<2, true> {
  static u32 apply(u32 a, u32 b, u32, bool) { return f16(std::ldexp(h(a), s16(b))); }
};
template <bool kSigned>
struct CvtF16Int : Op16<1, false> {
  static u32 apply(u32 a, u32, u32, bool) { return f16(kSigned ? double(s16(a)) : double(a & 0xffffu)); }
};
template <bool kSigned>
struct CvtIntF16 : Op16<1, true> {
  static u32 apply(u32 a, u32, u32, bool) { return kSigned ? to_int(h(a), -32768.0, 32767.0) : to_int(h(a), 0.0, 65535.0); }
};
template <bool kSigned>
struct CvtNorm16 : Op16<1, true> { static u32 apply(u32 a, u32, u32, bool) { return to_norm(h(a), kSigned); } };

template <double (*kFn)(double, double)>
struct F16Binary : Op16<2, true> { static u32 apply(u32 a, u32 b, u32, bool) { return f16(kFn(h(a), h(b))); } };
double maximum_(double a, double b) { return maximum(a, b); }
double minimum_(double a, double b) { return minimum(a, b); }

template <double (*kFn)(double, double, double)>
struct F16Ternary : Op16<3, true> { static u32 apply(u32 a, u32 b, u32 c, bool) { return f16(kFn(h(a), h(b), h(c))); } };
double fma_(double a, double b, double c) { return std::fma(a, b, c); }
double max3_(double a, double b, double c) { return max_num(max_num(a, b), c); }
double min3_(double a, double b, double c) { return min_num(min_num(a, b), c); }
double med3_(double a, double b, double c) {
  if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return min3_(a, b, c);
  return max_num(min_num(a, b), min_num(max_num(a, b), c));
}
double maxmin_(double a, double b, double c) { return min_num(max_num(a, b), c); }
double minmax_(double a, double b, double c) { return max_num(min_num(a, b), c); }
double maximum3_(double a, double b, double c) { return maximum(maximum(a, b), c); }
double minimum3_(double a, double b, double c) { return minimum(minimum(a, b), c); }
double maximumminimum_(double a, double b, double c) { return minimum(maximum(a, b), c); }
double minimummaximum_(double a, double b, double c) { return maximum(minimum(a, b), c); }
// V_DIV_FIXUP_F16 (S0 quotient, S1 denominator, S2 numerator): the special cases of a division, otherwise the
// quotient with the sign of S1 * S2 (RDNA3 ISA V_DIV_FIXUP_F16/F32/F64).
double div_fixup_(double q, double den, double num) {
  const bool negative = std::signbit(den) != std::signbit(num);
  if (std::isnan(den)) return den;
  if (std::isnan(num)) return num;
  if ((den == 0 && num == 0) || (std::isinf(den) && std::isinf(num))) return NAN;
  if (den == 0 || std::isinf(num)) return negative ? -INFINITY : INFINITY;
  if (std::isinf(den) || num == 0) return negative ? -0.0 : 0.0;
  if (std::isnan(q)) return negative ? -INFINITY : INFINITY;  // the reciprocal overflowed
  return negative ? -std::fabs(q) : std::fabs(q);
}

// The driver: 16-bit sources (src2 a dword for kSrc2Is32), result to the destination half or a whole dword.
template <class F>
void valu16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3]{};
  for (int i = 0; i < F::kSources; ++i) {
    if (i == 2 && F::kSrc2Is32) {
      lanes32(w, d, d.operands.src2(), src[2]);
    } else {
      lanes16<F::kFloat>(w, d, d.operands.src(i), i, src[i]);
    }
  }
  const bool clamp = d.clamp();
  Lanes result;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) result[lane] = F::apply(src[0][lane], src[1][lane], src[2][lane], clamp);
  if (F::kFloat && !F::kResult32 && clamp) {
    for (int lane = 0; lane < n; ++lane) {
      const double v = h(result[lane]);
      result[lane] = f16(std::isnan(v) ? 0.0 : std::fmin(std::fmax(v, 0.0), 1.0));
    }
  }
  if (F::kResult32) {
    write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
  } else {
    write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
  }
}

// v_fmac_f16: vdst.f16 = src0 * src1 + vdst.f16 (the accumulator is the destination half).
void v_fmac_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes16(w, d, d.operands.src0(), 0, a);
  lanes16(w, d, d.operands.src1(), 1, b);
  const bool high = destination_high(d);
  const std::uint32_t* acc = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    result[lane] = f16(std::fma(h(a[lane]), h(b[lane]), h(high ? acc[lane] >> 16 : acc[lane])));
  }
  write_lanes16(w, d.operands.dst().vgpr(), high, result, w.exec());
}
// v_fmaak_f16: src0 * src1 + K; v_fmamk_f16: src0 * K + src1 (K: the literal's low 16 bits).
template <bool kAddendIsLiteral>
void fma_literal_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes16(w, d, d.operands.src0(), 0, a);
  lanes16(w, d, d.operands.src1(), 1, b);
  const double k = h(d.literal & 0xffffu);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    result[lane] = f16(kAddendIsLiteral ? std::fma(h(a[lane]), h(b[lane]), k) : std::fma(h(a[lane]), k, h(b[lane])));
  }
  write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
}
// v_cndmask_b16: src1 where the mask (src2) bit is set, else src0; f16 abs/neg apply (RDNA3 ISA V_CNDMASK_B16).
void v_cndmask_b16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes16(w, d, d.operands.src0(), 0, a);
  lanes16(w, d, d.operands.src1(), 1, b);
  const std::uint64_t mask = read_mask(w, d, d.operands.src2());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) result[lane] = ((mask >> lane) & 1) ? b[lane] : a[lane];
  write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
}

constexpr Binding kBindings[] = {
    {S::V_ADD_NC_U16, valu16<AddSub16<false, false>>},
    {S::V_SUB_NC_U16, valu16<AddSub16<false, true>>},
    {S::V_ADD_NC_I16, valu16<AddSub16<true, false>>},
    {S::V_SUB_NC_I16, valu16<AddSub16<true, true>>},
    {S::V_MUL_LO_U16, valu16<MulLoU16>},
    {S::V_LSHLREV_B16, valu16<LshlRev16>},
    {S::V_LSHRREV_B16, valu16<LshrRev16>},
    {S::V_ASHRREV_I16, valu16<AshrRev16>},
    {S::V_AND_B16, valu16<And16>},
    {S::V_OR_B16, valu16<Or16>},
    {S::V_XOR_B16, valu16<Xor16>},
    {S::V_NOT_B16, valu16<Not16>},
    {S::V_MOV_B16, valu16<Mov16>},
    {S::V_MAX_I16, valu16<Max16<true>>},
    {S::V_MAX_U16, valu16<Max16<false>>},
    {S::V_MIN_I16, valu16<Min16<true>>},
    {S::V_MIN_U16, valu16<Min16<false>>},
    {S::V_MAX3_I16, valu16<Max3_16<true>>},
    {S::V_MAX3_U16, valu16<Max3_16<false>>},
    {S::V_MIN3_I16, valu16<Min3_16<true>>},
    {S::V_MIN3_U16, valu16<Min3_16<false>>},
    {S::V_MED3_I16, valu16<Med3_16<true>>},
    {S::V_MED3_U16, valu16<Med3_16<false>>},
    {S::V_MAD_I16, valu16<Mad16<true>>},
    {S::V_MAD_U16, valu16<Mad16<false>>},
    {S::V_MAD_I32_I16, valu16<Mad32_16<true>>},
    {S::V_MAD_U32_U16, valu16<Mad32_16<false>>},
    {S::V_CVT_I32_I16, valu16<Cvt32_16<true>>},
    {S::V_CVT_U32_U16, valu16<Cvt32_16<false>>},
    {S::V_CEIL_F16, valu16<F16Unary<ceil_>>},
    {S::V_FLOOR_F16, valu16<F16Unary<floor_>>},
    {S::V_TRUNC_F16, valu16<F16Unary<trunc_>>},
    {S::V_RNDNE_F16, valu16<F16Unary<rndne_>>},
    {S::V_FRACT_F16, valu16<F16Unary<fract_>>},
    {S::V_SQRT_F16, valu16<F16Unary<sqrt_>>},
    {S::V_RCP_F16, valu16<F16Unary<rcp_>>},
    {S::V_RSQ_F16, valu16<F16Unary<rsq_>>},
    {S::V_EXP_F16, valu16<F16Unary<exp_>>},
    {S::V_LOG_F16, valu16<F16Unary<log_>>},
    {S::V_SIN_F16, valu16<F16Unary<sin_>>},
    {S::V_COS_F16, valu16<F16Unary<cos_>>},
    {S::V_FREXP_MANT_F16, valu16<F16Unary<frexp_mant_>>},
    {S::V_FREXP_EXP_I16_F16, valu16<FrexpExp16>},
    {S::V_LDEXP_F16, valu16<Ldexp16>},
    {S::V_CVT_F16_I16, valu16<CvtF16Int<true>>},
    {S::V_CVT_F16_U16, valu16<CvtF16Int<false>>},
    {S::V_CVT_I16_F16, valu16<CvtIntF16<true>>},
    {S::V_CVT_U16_F16, valu16<CvtIntF16<false>>},
    {S::V_CVT_NORM_I16_F16, valu16<CvtNorm16<true>>},
    {S::V_CVT_NORM_U16_F16, valu16<CvtNorm16<false>>},
    {S::V_MAXIMUM_F16, valu16<F16Binary<maximum_>>},
    {S::V_MINIMUM_F16, valu16<F16Binary<minimum_>>},
    {S::V_FMA_F16, valu16<F16Ternary<fma_>>},
    {S::V_MAX3_F16, valu16<F16Ternary<max3_>>},
    {S::V_MAX3_NUM_F16, valu16<F16Ternary<max3_>>},
    {S::V_MIN3_F16, valu16<F16Ternary<min3_>>},
    {S::V_MIN3_NUM_F16, valu16<F16Ternary<min3_>>},
    {S::V_MED3_F16, valu16<F16Ternary<med3_>>},
    {S::V_MED3_NUM_F16, valu16<F16Ternary<med3_>>},
    {S::V_MAXMIN_F16, valu16<F16Ternary<maxmin_>>},
    {S::V_MAXMIN_NUM_F16, valu16<F16Ternary<maxmin_>>},
    {S::V_MINMAX_F16, valu16<F16Ternary<minmax_>>},
    {S::V_MINMAX_NUM_F16, valu16<F16Ternary<minmax_>>},
    {S::V_MAXIMUM3_F16, valu16<F16Ternary<maximum3_>>},
    {S::V_MINIMUM3_F16, valu16<F16Ternary<minimum3_>>},
    {S::V_MAXIMUMMINIMUM_F16, valu16<F16Ternary<maximumminimum_>>},
    {S::V_MINIMUMMAXIMUM_F16, valu16<F16Ternary<minimummaximum_>>},
    {S::V_DIV_FIXUP_F16, valu16<F16Ternary<div_fixup_>>},
    {S::V_FMAC_F16, v_fmac_f16},
    {S::V_FMAAK_F16, fma_literal_f16<true>},
    {S::V_FMAMK_F16, fma_literal_f16<false>},
    {S::V_CNDMASK_B16, v_cndmask_b16},
};

}  // namespace

double div_fixup(double quotient, double denominator, double numerator) {
  return div_fixup_(quotient, denominator, numerator);
}

std::span<const Binding> valu16_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
