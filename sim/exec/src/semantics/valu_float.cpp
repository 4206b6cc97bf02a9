// Floating-point VALU operations: f32 (lane ops, so VOPD can pair them), f16 conversions and arithmetic, f64.
//
// Arithmetic is IEEE-754 round-to-nearest-even with denormals kept, the mode clang's kernels run in
// (FLOAT_DENORM_MODE_32/16_64 = 3 in every descriptor, toolchain.md §5). min/max follow the ISA's IEEE-mode
// rules: a quiet NaN operand is ignored, -0 < +0. Transcendentals (v_rcp, v_sqrt, v_exp, v_log, ...) are
// computed correctly rounded by the host; the hardware's are approximations within 1 ULP (RDNA3 ISA §16), so a
// kernel using them can differ from silicon in the last bit.
#include <cmath>
#include <cstdint>
#include <limits>

#include "valu.h"
#include "../translate_valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {

// Exactly rounded (nearest even) double -> f16 code, without the double rounding a trip through float risks.
std::uint16_t round_to_f16(double value) {
  if (std::isnan(value)) return kF16QuietNan;
  const double magnitude = std::fabs(value);
  const std::uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  if (magnitude >= 65520.0) return sign | 0x7c00;  // rounds past the largest finite f16 (65504)
  int exponent = 0;
  std::frexp(magnitude, &exponent);                 // magnitude in [2^(exponent-1), 2^exponent)
  const int quantum_exponent = std::max(exponent - 1, -14) - 10;
  const double rounded = std::nearbyint(std::ldexp(value, -quantum_exponent));  // current mode: nearest even
  return encode_f16(static_cast<float>(std::ldexp(rounded, quantum_exponent)));  // exact from here on
}

namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;

constexpr float kQuietNanF32 = std::numeric_limits<float>::quiet_NaN();

struct AddF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return nan_add(a, b); } };
struct SubF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return nan_sub(a, b); } };
struct SubRevF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return first_nan_or(a, b, b - a); } };
struct MulF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return nan_mul(a, b); } };
// v_mul_dx9_zero_f32 (legacy multiply): 0 * anything, Inf and NaN included, is 0.
struct MulDx9F32 {
  static constexpr int kSources = 2;
  static float apply(float a, float b) { return a == 0.0f || b == 0.0f ? 0.0f : nan_mul(a, b); }
};
struct MaxF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return quiet(max_num(a, b)); } };
struct MinF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return quiet(min_num(a, b)); } };
struct MaximumF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return maximum(a, b); } };
struct MinimumF32 { static constexpr int kSources = 2; static float apply(float a, float b) { return minimum(a, b); } };
struct LdexpF32 {
  static constexpr int kSources = 2;
  static float apply(float a, float b) { return std::ldexp(a, static_cast<int>(as_bits(b))); }
};
struct FmaF32 { static constexpr int kSources = 3; static float apply(float a, float b, float c) { return nan_fma(a, b, c); } };
struct Max3F32 { static constexpr int kSources = 3; static float apply(float a, float b, float c) { return quiet(max_num(max_num(a, b), c)); } };
struct Min3F32 { static constexpr int kSources = 3; static float apply(float a, float b, float c) { return quiet(min_num(min_num(a, b), c)); } };
struct Med3F32 {
  static constexpr int kSources = 3;
  static float apply(float a, float b, float c) {
    if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return quiet(min_num(min_num(a, b), c));
    return max_num(min_num(a, b), min_num(max_num(a, b), c));
  }
};
struct MaxMinF32 { static constexpr int kSources = 3; static float apply(float a, float b, float c) { return quiet(min_num(max_num(a, b), c)); } };
struct MinMaxF32 { static constexpr int kSources = 3; static float apply(float a, float b, float c) { return quiet(max_num(min_num(a, b), c)); } };

struct RcpF32 { static constexpr int kSources = 1; static float apply(float a) { return 1.0f / a; } };
struct SqrtF32 { static constexpr int kSources = 1; static float apply(float a) { return std::sqrt(a); } };
struct RsqF32 { static constexpr int kSources = 1; static float apply(float a) { return static_cast<float>(1.0 / std::sqrt(double{a})); } };
struct ExpF32 { static constexpr int kSources = 1; static float apply(float a) { return std::exp2(a); } };
struct LogF32 { static constexpr int kSources = 1; static float apply(float a) { return std::log2(a); } };
// v_sin_f32 / v_cos_f32 take the angle in revolutions.
struct SinF32 { static constexpr int kSources = 1; static float apply(float a) { return static_cast<float>(std::sin(2.0 * M_PI * a)); } };
struct CosF32 { static constexpr int kSources = 1; static float apply(float a) { return static_cast<float>(std::cos(2.0 * M_PI * a)); } };
struct FloorF32 { static constexpr int kSources = 1; static float apply(float a) { return std::floor(a); } };
struct CeilF32 { static constexpr int kSources = 1; static float apply(float a) { return std::ceil(a); } };
struct TruncF32 { static constexpr int kSources = 1; static float apply(float a) { return std::trunc(a); } };
struct RndneF32 { static constexpr int kSources = 1; static float apply(float a) { return std::nearbyint(a); } };
struct FractF32 {
  static constexpr int kSources = 1;
  static float apply(float a) {
    if (std::isinf(a)) return kQuietNanF32;
    return std::fmin(a - std::floor(a), 0x1.fffffep-1f);
  }
};

// v_fmac_f32: vdst = src0 * src1 + vdst.
void fmac_f32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<2, true>(w, d, ops, src);
  const std::uint32_t* acc = w.vgpr(ops.dst().vgpr());
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) src[2][lane] = acc[lane];
  const DenormFlush flush = f32_denorms(w.mode);
  if (flush.inputs) flush_lanes_f32(n, 3, src);
  for (int lane = 0; lane < n; ++lane) {
    out[lane] = as_bits(output_f32(d, FmaF32::apply(as_float(src[0][lane]), as_float(src[1][lane]), as_float(src[2][lane]))));
  }
  if (flush.outputs) flush_lanes_f32(n, 1, &out);
}
// The FMA's handler for the bound sources: the one that tests no modifiers when no VGPR source has abs or neg (a
// constant's are folded into it, an SGPR's applied as it is read).
Translation pick_fma(const BoundOperands& bound, const std::array<SourceKind, 3>& kinds) {
  for (int i = 0; i < 3; ++i) {
    if (kinds[i] == SourceKind::Vgpr && (bound.clear[i] != 0xffffffffu || bound.flip[i] != 0)) {
      return pick_bound<BoundFmaF32<FmaF32, true>>(kinds);
    }
  }
  return pick_bound<BoundFmaF32<FmaF32, false>>(kinds);
}
// Translated: v_fma_f32, FmaF32 of three sources.
Translation translate_fma_f32(const isa::DecodedInstruction& d, const Operands& ops, int wave_size,
                              BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1, 2};
  if (d.omod() != 0 || d.clamp()) return {};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, true, kFrom, bound, kinds)) return {};
  return pick_fma(bound, kinds);
}
// Translated: FmaF32 with vdst as the third source, which takes no modifiers.
Translation translate_fmac_f32(const isa::DecodedInstruction& d, const Operands& ops, int wave_size,
                               BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1};
  if (d.omod() != 0 || d.clamp()) return {};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, true, kFrom, bound, kinds)) return {};
  kinds[2] = SourceKind::Vgpr;
  bound.src[2] = bound.dst;
  return pick_fma(bound, kinds);
}
// v_fmaak_f32: src0 * src1 + K; v_fmamk_f32: src0 * K + src1 (K: the mandatory literal).
template <bool kAddendIsLiteral>
void fma_literal_f32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<2, true>(w, d, ops, src);
  const int n = w.size();
  const DenormFlush flush = f32_denorms(w.mode);
  if (flush.inputs) flush_lanes_f32(n, 2, src);
  const float k = as_float(flush.inputs ? flush_f32(d.literal) : d.literal);
  for (int lane = 0; lane < n; ++lane) {
    const float a = as_float(src[0][lane]);
    const float b = as_float(src[1][lane]);
    out[lane] = as_bits(output_f32(d, kAddendIsLiteral ? FmaF32::apply(a, b, k) : FmaF32::apply(a, k, b)));
  }
  if (flush.outputs) flush_lanes_f32(n, 1, &out);
}

// Translated: FmaF32 with the literal as the addend or as the second factor (its source taking src1's place).
template <bool kAddendIsLiteral>
Translation translate_fma_literal_f32(const isa::DecodedInstruction& d, const Operands& ops, int wave_size,
                                      BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1};
  if (d.omod() != 0 || d.clamp()) return {};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, true, kFrom, bound, kinds)) return {};
  const int literal = kAddendIsLiteral ? 2 : 1;
  if (!kAddendIsLiteral) {
    kinds[2] = kinds[1];
    bound.src[2] = bound.src[1];
    bound.clear[2] = bound.clear[1];
    bound.flip[2] = bound.flip[1];
    bound.clear[1] = 0xffffffffu;
    bound.flip[1] = 0;
  }
  kinds[literal] = SourceKind::Constant;
  bound.src[literal] = d.literal;
  return pick_fma(bound, kinds);
}

// Conversions between f32 and integers (results are integers: no output modifiers). Float to integer rounds
// toward zero and saturates; NaN gives 0 (RDNA3 ISA V_CVT_I32_F32 / V_CVT_U32_F32).
template <class F>
void lanes_f32_to_int(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<1, true>(w, d, ops, src);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) out[lane] = F::apply(as_float(src[0][lane]));
}
struct CvtI32F32 {
  static u32 apply(float a) {
    if (std::isnan(a)) return 0;
    if (a >= 2147483648.0f) return 0x7fffffffu;
    if (a <= -2147483648.0f) return 0x80000000u;
    return static_cast<u32>(static_cast<std::int32_t>(a));
  }
};
struct CvtU32F32 {
  static u32 apply(float a) {
    if (std::isnan(a) || a <= 0.0f) return 0;
    if (a >= 4294967296.0f) return 0xffffffffu;
    return static_cast<u32>(a);
  }
};
struct CvtFloorI32F32 { static u32 apply(float a) { return CvtI32F32::apply(std::floor(a)); } };
struct CvtNearestI32F32 { static u32 apply(float a) { return CvtI32F32::apply(std::floor(a + 0.5f)); } };
template <bool kSigned>
struct CvtF32Int {
  static constexpr int kSources = 1;
  static float convert(u32 a) { return kSigned ? static_cast<float>(static_cast<std::int32_t>(a)) : static_cast<float>(a); }
  static u32 apply(u32 a) { return as_bits(convert(a)); }  // the translated executor's lane operation
};
template <bool kSigned>
void lanes_int_to_f32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<1, false>(w, d, ops, src);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) out[lane] = as_bits(output_f32(d, CvtF32Int<kSigned>::convert(src[0][lane])));
}
// Translated without output modifiers; the integer source takes no abs/neg.
template <bool kSigned>
Translation translate_int_to_f32(const isa::DecodedInstruction& d, const Operands& ops, int wave_size,
                                 BoundOperands& bound) {
  if (d.omod() != 0 || d.clamp()) return {};
  return translate_u32<CvtF32Int<kSigned>>(d, ops, wave_size, bound);
}

// ---- 16-bit floats ----
template <class F>
void valu_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  for (int i = 0; i < F::kSources; ++i) lanes16(w, d, d.operands.src(i), i, src[i]);
  Lanes result;
  const int n = w.size();
  const DenormFlush flush = f64_f16_denorms(w.mode);  // f16 shares MODE's f64 denormal field
  for (int lane = 0; lane < n; ++lane) {
    const auto input = [&](int i) {
      const std::uint32_t bits = src[i][lane];
      return double{decode_f16(static_cast<std::uint16_t>(flush.inputs ? flush_f16(bits) : bits))};
    };
    double a = input(0);
    double b = 0.0;
    if constexpr (F::kSources > 1) b = input(1);
    double r = F::apply(a, b);
    if (d.clamp()) r = std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0);
    result[lane] = flush.outputs ? flush_f16(round_to_f16(r)) : round_to_f16(r);
  }
  write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
}
// Sums and products of two f16 values are exact in double, so one rounding to f16 gives the IEEE result.
struct AddF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return nan_add(a, b); } };
struct SubF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return a - b; } };
struct SubRevF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return b - a; } };
struct MulF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return nan_mul(a, b); } };
struct MaxF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return max_num(a, b); } };
struct MinF16 { static constexpr int kSources = 2; static double apply(double a, double b) { return min_num(a, b); } };

// v_cvt_f16_f32: f32 -> f16 (nearest even) into one half of vdst.
void v_cvt_f16_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  fetch_sources<1, true>(w, d, d.operands, src);
  Lanes result;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    float value = as_float(src[0][lane]);
    if (d.clamp()) value = std::isnan(value) ? 0.0f : std::fmin(std::fmax(value, 0.0f), 1.0f);
    result[lane] = encode_f16(value);
  }
  write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
}

// v_cvt_f32_f16 (exact).
void cvt_f32_f16(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes a;
  lanes16(w, d, ops.src(0), 0, a);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    out[lane] = as_bits(output_f32(d, static_cast<float>(decode_f16(static_cast<std::uint16_t>(a[lane])))));
  }
}

// v_pack_b32_f16: {src1.f16, src0.f16}.
void pack_b32_f16(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes a;
  Lanes b;
  lanes16(w, d, ops.src(0), 0, a);
  lanes16(w, d, ops.src(1), 1, b);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) out[lane] = (a[lane] & 0xffffu) | (b[lane] << 16);
}

// ---- 64-bit floats: results in a VGPR pair ----
template <class F>
void valu_f64(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const DenormFlush flush = f64_f16_denorms(w.mode);
  Lanes64 src[3];
  for (int i = 0; i < F::kSources; ++i) {
    lanes64(w, d, d.operands.src(i), src[i]);
    for (int lane = 0; lane < w.size(); ++lane) {
      src[i][lane] = modify_f64(d, i, src[i][lane]);
      if (flush.inputs) src[i][lane] = flush_f64(src[i][lane]);
    }
  }
  const SwitchedRounding rounding(f32_round(w.mode), f64_round(w.mode));
  Lanes64 result;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    double r = 0;
    if constexpr (F::kSources == 1) r = F::apply(as_double(src[0][lane]));
    if constexpr (F::kSources == 2) r = F::apply(as_double(src[0][lane]), as_double(src[1][lane]));
    if constexpr (F::kSources == 3) r = F::apply(as_double(src[0][lane]), as_double(src[1][lane]), as_double(src[2][lane]));
    result[lane] = as_bits(output_f64(d, r));
    if (flush.outputs) result[lane] = flush_f64(result[lane]);
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}
struct AddF64 { static constexpr int kSources = 2; static double apply(double a, double b) { return nan_add(a, b); } };
struct MulF64 { static constexpr int kSources = 2; static double apply(double a, double b) { return nan_mul(a, b); } };
struct MaxF64 { static constexpr int kSources = 2; static double apply(double a, double b) { return max_num(a, b); } };
struct MinF64 { static constexpr int kSources = 2; static double apply(double a, double b) { return min_num(a, b); } };
struct FmaF64 { static constexpr int kSources = 3; static double apply(double a, double b, double c) { return nan_fma(a, b, c); } };
struct RcpF64 { static constexpr int kSources = 1; static double apply(double a) { return 1.0 / a; } };
struct SqrtF64 { static constexpr int kSources = 1; static double apply(double a) { return std::sqrt(a); } };
struct FloorF64 { static constexpr int kSources = 1; static double apply(double a) { return std::floor(a); } };
struct CeilF64 { static constexpr int kSources = 1; static double apply(double a) { return std::ceil(a); } };
struct TruncF64 { static constexpr int kSources = 1; static double apply(double a) { return std::trunc(a); } };
struct RndneF64 { static constexpr int kSources = 1; static double apply(double a) { return std::nearbyint(a); } };

// f32 -> f64 (exact) and f64 -> f32 (nearest even).
void v_cvt_f64_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  fetch_sources<1, true>(w, d, d.operands, src);
  Lanes64 result;
  for (int lane = 0; lane < w.size(); ++lane) result[lane] = as_bits(output_f64(d, double{as_float(src[0][lane])}));
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}
void cvt_f32_f64(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes64 a;
  lanes64(w, d, ops.src(0), a);
  for (int lane = 0; lane < w.size(); ++lane) {
    out[lane] = as_bits(output_f32(d, static_cast<float>(as_double(modify_f64(d, 0, a[lane])))));
  }
}
template <bool kSigned>
void v_cvt_f64_int(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  Lanes64 result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const double value = kSigned ? static_cast<double>(static_cast<std::int32_t>(a[lane])) : static_cast<double>(a[lane]);
    result[lane] = as_bits(output_f64(d, value));
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}
template <bool kSigned>
void cvt_int_f64(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes64 a;
  lanes64(w, d, ops.src(0), a);
  for (int lane = 0; lane < w.size(); ++lane) {
    const double v = std::trunc(as_double(modify_f64(d, 0, a[lane])));
    if (std::isnan(v)) {
      out[lane] = 0;
    } else if (kSigned) {
      out[lane] = v >= 2147483647.0 ? 0x7fffffffu : v <= -2147483648.0 ? 0x80000000u : u32(std::int32_t(v));
    } else {
      out[lane] = v >= 4294967295.0 ? 0xffffffffu : v <= 0.0 ? 0u : u32(v);
    }
  }
}

// gfx12 scalar transcendentals (v_s_exp_f32, ...): a VOP3 that reads and writes SGPRs.
template <class F>
void v_s_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const float a = as_float(modify_f32(d, 0, uniform32(w, d, d.operands.src0())));
  set_scalar32(w, d.operands.dst(), as_bits(output_f32(d, F::apply(a))));
}

constexpr LaneBinding kLaneOps[] = {
    {S::V_ADD_F32, lanes_f32<AddF32>, translate_f32<AddF32>},
    {S::V_SUB_F32, lanes_f32<SubF32>, translate_f32<SubF32>},
    {S::V_SUBREV_F32, lanes_f32<SubRevF32>, translate_f32<SubRevF32>},
    {S::V_MUL_F32, lanes_f32<MulF32>, translate_f32<MulF32>},
    {S::V_MUL_DX9_ZERO_F32, lanes_f32<MulDx9F32>, translate_f32<MulDx9F32>},
    {S::V_MAX_F32, lanes_f32<MaxF32>, translate_f32<MaxF32>},
    {S::V_MIN_F32, lanes_f32<MinF32>, translate_f32<MinF32>},
    {S::V_MAX_NUM_F32, lanes_f32<MaxF32>, translate_f32<MaxF32>},
    {S::V_MIN_NUM_F32, lanes_f32<MinF32>, translate_f32<MinF32>},
    {S::V_MAXIMUM_F32, lanes_f32<MaximumF32>, translate_f32<MaximumF32>},
    {S::V_MINIMUM_F32, lanes_f32<MinimumF32>, translate_f32<MinimumF32>},
    {S::V_LDEXP_F32, lanes_f32<LdexpF32>, translate_f32<LdexpF32>},
    {S::V_FMA_F32, lanes_f32<FmaF32>, translate_fma_f32},
    {S::V_MAX3_F32, lanes_f32<Max3F32>},
    {S::V_MIN3_F32, lanes_f32<Min3F32>},
    {S::V_MAX3_NUM_F32, lanes_f32<Max3F32>},
    {S::V_MIN3_NUM_F32, lanes_f32<Min3F32>},
    {S::V_MED3_F32, lanes_f32<Med3F32>},
    {S::V_MED3_NUM_F32, lanes_f32<Med3F32>},
    {S::V_MAXMIN_F32, lanes_f32<MaxMinF32>},
    {S::V_MINMAX_F32, lanes_f32<MinMaxF32>},
    {S::V_MAXMIN_NUM_F32, lanes_f32<MaxMinF32>},
    {S::V_MINMAX_NUM_F32, lanes_f32<MinMaxF32>},
    {S::V_RCP_F32, lanes_f32<RcpF32>, translate_f32<RcpF32>},
    {S::V_RCP_IFLAG_F32, lanes_f32<RcpF32>, translate_f32<RcpF32>},
    {S::V_SQRT_F32, lanes_f32<SqrtF32>, translate_f32<SqrtF32>},
    {S::V_RSQ_F32, lanes_f32<RsqF32>, translate_f32<RsqF32>},
    {S::V_EXP_F32, lanes_f32<ExpF32>, translate_f32<ExpF32>},
    {S::V_LOG_F32, lanes_f32<LogF32>, translate_f32<LogF32>},
    {S::V_SIN_F32, lanes_f32<SinF32>, translate_f32<SinF32>},
    {S::V_COS_F32, lanes_f32<CosF32>, translate_f32<CosF32>},
    {S::V_FLOOR_F32, lanes_f32<FloorF32>, translate_f32<FloorF32>},
    {S::V_CEIL_F32, lanes_f32<CeilF32>, translate_f32<CeilF32>},
    {S::V_TRUNC_F32, lanes_f32<TruncF32>, translate_f32<TruncF32>},
    {S::V_RNDNE_F32, lanes_f32<RndneF32>, translate_f32<RndneF32>},
    {S::V_FRACT_F32, lanes_f32<FractF32>, translate_f32<FractF32>},
    {S::V_FMAC_F32, fmac_f32, translate_fmac_f32},
    {S::V_FMAAK_F32, fma_literal_f32<true>, translate_fma_literal_f32<true>},
    {S::V_FMAMK_F32, fma_literal_f32<false>, translate_fma_literal_f32<false>},
    {S::V_CVT_I32_F32, lanes_f32_to_int<CvtI32F32>},
    {S::V_CVT_U32_F32, lanes_f32_to_int<CvtU32F32>},
    {S::V_CVT_FLOOR_I32_F32, lanes_f32_to_int<CvtFloorI32F32>},
    {S::V_CVT_NEAREST_I32_F32, lanes_f32_to_int<CvtNearestI32F32>},
    {S::V_CVT_F32_I32, lanes_int_to_f32<true>, translate_int_to_f32<true>},
    {S::V_CVT_F32_U32, lanes_int_to_f32<false>, translate_int_to_f32<false>},
    {S::V_CVT_F32_F16, cvt_f32_f16},
    {S::V_PACK_B32_F16, pack_b32_f16},
    {S::V_CVT_F32_F64, cvt_f32_f64},
    {S::V_CVT_I32_F64, cvt_int_f64<true>},
    {S::V_CVT_U32_F64, cvt_int_f64<false>},
};

constexpr Binding kBindings[] = {
    {S::V_CVT_F16_F32, v_cvt_f16_f32},
    {S::V_ADD_F16, valu_f16<AddF16>},
    {S::V_SUB_F16, valu_f16<SubF16>},
    {S::V_SUBREV_F16, valu_f16<SubRevF16>},
    {S::V_MUL_F16, valu_f16<MulF16>},
    {S::V_MAX_F16, valu_f16<MaxF16>},
    {S::V_MIN_F16, valu_f16<MinF16>},
    {S::V_MAX_NUM_F16, valu_f16<MaxF16>},
    {S::V_MIN_NUM_F16, valu_f16<MinF16>},
    {S::V_ADD_F64, valu_f64<AddF64>},
    {S::V_MUL_F64, valu_f64<MulF64>},
    {S::V_MAX_F64, valu_f64<MaxF64>},
    {S::V_MIN_F64, valu_f64<MinF64>},
    {S::V_MAX_NUM_F64, valu_f64<MaxF64>},
    {S::V_MIN_NUM_F64, valu_f64<MinF64>},
    {S::V_FMA_F64, valu_f64<FmaF64>},
    {S::V_RCP_F64, valu_f64<RcpF64>},
    {S::V_SQRT_F64, valu_f64<SqrtF64>},
    {S::V_FLOOR_F64, valu_f64<FloorF64>},
    {S::V_CEIL_F64, valu_f64<CeilF64>},
    {S::V_TRUNC_F64, valu_f64<TruncF64>},
    {S::V_RNDNE_F64, valu_f64<RndneF64>},
    {S::V_CVT_F64_F32, v_cvt_f64_f32},
    {S::V_CVT_F64_I32, v_cvt_f64_int<true>},
    {S::V_CVT_F64_U32, v_cvt_f64_int<false>},
    {S::V_S_EXP_F32, v_s_f32<ExpF32>},
    {S::V_S_LOG_F32, v_s_f32<LogF32>},
    {S::V_S_RCP_F32, v_s_f32<RcpF32>},
    {S::V_S_RSQ_F32, v_s_f32<RsqF32>},
    {S::V_S_SQRT_F32, v_s_f32<SqrtF32>},
};

}  // namespace

std::span<const LaneBinding> valu_float_lane_ops() { return kLaneOps; }
std::span<const Binding> valu_float_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
