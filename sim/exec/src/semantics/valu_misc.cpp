// The rest of the VALU: conversions (packed, normalised, 8-bit float), sums of absolute differences, cube-map
// helpers, the division and trigonometry helpers (v_div_scale/fmas/fixup, v_trig_preop), frexp/ldexp on f32/f64,
// gfx12 IEEE maximum/minimum on three operands and f64, parameter interpolation (VINTERP), lane permutations
// (v_permlane16_var, v_swap*, v_swaprel), and the gfx12 scalar-register f16 transcendentals. Semantics from the
// opcode pseudocode of AMD's "RDNA3 Instruction Set Architecture" §16.8-16.13 and "RDNA4 ISA" §16 (same
// section names); where the hardware differs from the printed pseudocode, the comment says so and why.
#include <bit>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>
#include <limits>
#include <utility>

#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {

double div_fixup(double quotient, double denominator, double numerator);  // valu16.cpp

namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i32 = std::int32_t;

double h(u32 code) { return decode_f16(static_cast<std::uint16_t>(code)); }

// Runs F::apply(a, b, c) -> u32 on three 32-bit sources (float abs/neg applied when F::kFloat).
template <class F>
void lanes3(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3]{};  // sources past F::kSources are passed to F::apply unread
  fetch_sources<F::kSources, F::kFloat>(w, d, ops, src);
  for (int lane = 0; lane < w.size(); ++lane) out[lane] = F::apply(src[0][lane], src[1][lane], src[2][lane]);
}
template <int kN, bool kF>
struct Op { static constexpr int kSources = kN; static constexpr bool kFloat = kF; };

// ---- conversions ----
// Float to integer as the ISA's cvt/saturating conversions: truncate (or round to nearest even), clamp, NaN -> 0.
i32 saturate_to(double v, double lo, double hi, bool nearest) {
  if (std::isnan(v)) return 0;
  v = nearest ? std::nearbyint(v) : std::trunc(v);
  return static_cast<i32>(std::fmin(std::fmax(v, lo), hi));
}
u32 snorm(double v) { return static_cast<u32>(saturate_to(std::fmin(std::fmax(v, -1.0), 1.0) * 32767.0, -32767, 32767, true)); }
u32 unorm(double v) { return static_cast<u32>(saturate_to(std::fmin(std::fmax(v, 0.0), 1.0) * 65535.0, 0, 65535, true)); }
u32 pack(u32 lo, u32 hi) { return (lo & 0xffffu) | (hi << 16); }
float f(u32 bits) { return as_float(bits); }

struct CvtPkI16F32 : Op<2, true> { static u32 apply(u32 a, u32 b, u32) { return pack(u32(saturate_to(f(a), -32768, 32767, false)), u32(saturate_to(f(b), -32768, 32767, false))); } };
struct CvtPkU16F32 : Op<2, true> { static u32 apply(u32 a, u32 b, u32) { return pack(u32(saturate_to(f(a), 0, 65535, false)), u32(saturate_to(f(b), 0, 65535, false))); } };
struct CvtPkI16I32 : Op<2, false> {
  static u32 clamp(u32 v) { const i32 s = i32(v); return u32(s < -32768 ? -32768 : s > 32767 ? 32767 : s); }
  static u32 apply(u32 a, u32 b, u32) { return pack(clamp(a), clamp(b)); }
};
struct CvtPkU16U32 : Op<2, false> { static u32 apply(u32 a, u32 b, u32) { return pack(a > 65535 ? 65535 : a, b > 65535 ? 65535 : b); } };
struct CvtPkNormI16F32 : Op<2, true> { static u32 apply(u32 a, u32 b, u32) { return pack(snorm(f(a)), snorm(f(b))); } };
struct CvtPkNormU16F32 : Op<2, true> { static u32 apply(u32 a, u32 b, u32) { return pack(unorm(f(a)), unorm(f(b))); } };
// v_cvt_pk_rtz_f16_f32: both halves rounded toward zero (RDNA3 ISA V_CVT_PK_RTZ_F16_F32).
u32 f16_toward_zero(double v) {
  const u32 nearest = round_to_f16(v);
  if (std::isnan(v) || std::isinf(v)) return nearest;
  if (std::fabs(decode_f16(static_cast<std::uint16_t>(nearest))) <= std::fabs(v)) return nearest;
  return nearest - 1;  // one code toward zero (the magnitude is the code's low 15 bits)
}
float f32_toward_zero(double v) {
  const float nearest = static_cast<float>(v);
  return std::fabs(double{nearest}) <= std::fabs(v) ? nearest : std::nextafter(nearest, 0.0f);
}
struct CvtPkRtzF16F32 : Op<2, true> { static u32 apply(u32 a, u32 b, u32) { return pack(f16_toward_zero(f(a)), f16_toward_zero(f(b))); } };
// v_cvt_pk_u8_f32: S0 rounded (nearest even) and clamped to [0, 255] into byte S1[1:0] of S2.
struct CvtPkU8F32 : Op<3, false> {
  static u32 apply(u32 a, u32 b, u32 c) {
    const u32 shift = 8 * (b & 3);
    return (c & ~(0xffu << shift)) | (u32(saturate_to(f(a), 0, 255, true)) << shift);
  }
};
// v_cvt_off_f32_i4: the signed 4-bit S0[3:0] / 16 (RDNA3 ISA V_CVT_OFF_F32_I4 table: 0x8 -> -0.5, 0xf -> -0.0625).
struct CvtOffF32I4 : Op<1, false> { static u32 apply(u32 a, u32, u32) { return as_bits(static_cast<float>(decode_integer(a, 4, true)) / 16.0f); } };
// v_sat_pk_u8_i16: both signed 16-bit halves saturated to [0, 255] into bytes 0 and 1.
struct SatPkU8I16 : Op<1, false> {
  static u32 sat(u32 v) { const i32 s = std::int16_t(v); return u32(s < 0 ? 0 : s > 255 ? 255 : s); }
  static u32 apply(u32 a, u32, u32) { return sat(a) | (sat(a >> 16) << 8); }
};
// v_cvt_pk_norm_{i,u}16_f16: two f16 sources (OP_SEL picks halves).
template <bool kSigned>
void cvt_pk_norm_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes16(w, d, d.operands.src0(), 0, a);
  lanes16(w, d, d.operands.src1(), 1, b);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    result[lane] = kSigned ? pack(snorm(h(a[lane])), snorm(h(b[lane]))) : pack(unorm(h(a[lane])), unorm(h(b[lane])));
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

// gfx12 8-bit float conversions. VOP3 byte_sel is OP_SEL[0] (bit 1) and OP_SEL[1] (bit 0) for the source byte
// of v_cvt_f32_fp8/bf8, OP_SEL[0] picks the source word of v_cvt_pk_f32_*, OP_SEL[3] the destination word of
// v_cvt_pk_fp8/bf8_f32 and OP_SEL[3:2] the destination byte of v_cvt_sr_* (llvm-mc-19 encodings of byte_sel /
// op_sel). Overflow: non-saturating (fp8 NaN, bf8 Inf) unless CLAMP (RDNA4 ISA V_CVT_PK_FP8_F32).
template <bool kBf8>
void cvt_f32_8bit(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  const int byte = ((d.op_sel() & 1) << 1) | ((d.op_sel() >> 1) & 1);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const auto code = static_cast<std::uint8_t>(a[lane] >> (8 * byte));
    result[lane] = as_bits(static_cast<float>(kBf8 ? decode_bf8(code) : decode_fp8(code)));
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}
template <bool kBf8>
void cvt_pk_f32_8bit(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  lanes32(w, d, d.operands.src0(), a);
  const int shift = (d.op_sel() & 1) ? 16 : 0;
  Lanes64 result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const auto lo = static_cast<std::uint8_t>(a[lane] >> shift);
    const auto hi = static_cast<std::uint8_t>(a[lane] >> (shift + 8));
    const float x = static_cast<float>(kBf8 ? decode_bf8(lo) : decode_fp8(lo));
    const float y = static_cast<float>(kBf8 ? decode_bf8(hi) : decode_fp8(hi));
    result[lane] = as_bits(x) | (u64{as_bits(y)} << 32);
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}
std::uint8_t encode8(bool bf8, float v, Overflow overflow) { return bf8 ? encode_bf8(v, overflow) : encode_fp8(v, overflow); }
template <bool kBf8>
void cvt_pk_8bit_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  fetch_sources<2, true>(w, d, d.operands, src);
  const Overflow overflow = d.clamp() ? Overflow::Saturate : Overflow::NonFinite;
  const int shift = (d.op_sel() & 8) ? 16 : 0;
  std::uint32_t* dst = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const u32 word = encode8(kBf8, f(src[0][lane]), overflow) | (u32{encode8(kBf8, f(src[1][lane]), overflow)} << 8);
    result[lane] = (dst[lane] & ~(0xffffu << shift)) | (word << shift);
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}
// v_cvt_sr_fp8/bf8_f32: stochastic rounding. The magnitude is rounded toward zero to the 8-bit format after S1's
// random bits have been added below its last kept bit: the fraction of an 8-bit quantum that S1 contributes is
// S1[31:0] / 2^32, so the probability of rounding up equals the discarded fraction (RDNA4 ISA V_CVT_SR_FP8_F32
// "stochastic rounding"; the exact placement of the random bits in hardware is not documented, see
// docs/execution.md).
std::uint8_t stochastic(bool bf8, float v, u32 random, Overflow overflow) {
  if (std::isnan(v) || std::isinf(v) || v == 0.0f) return encode8(bf8, v, overflow);
  const std::uint8_t toward_zero = encode8(bf8, v, overflow);
  const double decoded = bf8 ? decode_bf8(toward_zero) : decode_fp8(toward_zero);
  // The two neighbours of v in the format: `lo` toward zero, `hi` away from zero.
  std::uint8_t lo = toward_zero;
  if (std::fabs(decoded) > std::fabs(double{v})) --lo;
  const std::uint8_t hi = static_cast<std::uint8_t>(lo + 1);
  const double lo_value = std::fabs(bf8 ? decode_bf8(lo) : decode_fp8(lo));
  const double hi_value = std::fabs(bf8 ? decode_bf8(hi) : decode_fp8(hi));
  if (std::isnan(hi_value) || std::isinf(hi_value) || lo_value == std::fabs(double{v})) return lo;
  const double fraction = (std::fabs(double{v}) - lo_value) / (hi_value - lo_value);
  return fraction > (random / 4294967296.0) ? hi : lo;
}
template <bool kBf8>
void cvt_sr_8bit_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  fetch_sources<2, false>(w, d, d.operands, src);
  const Overflow overflow = d.clamp() ? Overflow::Saturate : Overflow::NonFinite;
  const int shift = 8 * ((d.op_sel() >> 2) & 3);
  std::uint32_t* dst = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const float v = as_float(modify_f32(d, 0, src[0][lane]));
    result[lane] = (dst[lane] & ~(0xffu << shift)) | (u32{stochastic(kBf8, v, src[1][lane], overflow)} << shift);
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

// ---- sums of absolute differences (RDNA3 ISA V_SAD_U8, V_MSAD_U8, V_QSAD_PK_U16_U8, V_MQSAD_*) ----
u32 absdiff(u32 a, u32 b) { return a > b ? a - b : b - a; }
// The byte differences of a and b summed (masked: bytes where b is 0 are skipped).
u32 sad_bytes(u32 a, u32 b, bool masked) {
  u32 sum = 0;
  for (int i = 0; i < 4; ++i) {
    const u32 x = (a >> (8 * i)) & 0xff;
    const u32 y = (b >> (8 * i)) & 0xff;
    if (!masked || y != 0) sum += absdiff(x, y);
  }
  return sum;
}
struct SadU8 : Op<3, false> { static u32 apply(u32 a, u32 b, u32 c) { return sad_bytes(a, b, false) + c; } };
struct MsadU8 : Op<3, false> { static u32 apply(u32 a, u32 b, u32 c) { return sad_bytes(a, b, true) + c; } };
struct SadHiU8 : Op<3, false> { static u32 apply(u32 a, u32 b, u32 c) { return (sad_bytes(a, b, false) << 16) + c; } };
struct SadU16 : Op<3, false> {
  static u32 apply(u32 a, u32 b, u32 c) { return absdiff(a & 0xffff, b & 0xffff) + absdiff(a >> 16, b >> 16) + c; }
};
struct SadU32 : Op<3, false> { static u32 apply(u32 a, u32 b, u32 c) { return absdiff(a, b) + c; } };
// v_lerp_u8: each byte (S0 + S1 + S2[bit 0 of the byte]) >> 1.
struct LerpU8 : Op<3, false> {
  static u32 apply(u32 a, u32 b, u32 c) {
    u32 r = 0;
    for (int i = 0; i < 4; ++i) {
      const u32 sum = ((a >> (8 * i)) & 0xff) + ((b >> (8 * i)) & 0xff) + ((c >> (8 * i)) & 1);
      r |= (sum >> 1) << (8 * i);
    }
    return r;
  }
};
// v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: D[16i+15:16i] = sad(S0[8i+31:8i], S1, S2[16i+15:16i]), i = 0..3, each
// result 16 bits. v_mqsad_u32_u8: the same with 32-bit results and a 128-bit S2 / D.
template <bool kMasked, int kResultBits>
void quad_sad(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes64 a;
  Lanes b;
  lanes64(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  const int accumulator_dwords = kResultBits == 16 ? 2 : 4;
  Lanes acc[4];
  for (int i = 0; i < accumulator_dwords; ++i) {
    isa::Operand part = d.operands.src2();
    if (part.is_vgpr()) part.code = static_cast<std::uint16_t>(part.code + i);
    lanes32(w, d, part, acc[i]);
  }
  Lanes out[4];
  for (int lane = 0; lane < w.size(); ++lane) {
    for (int i = 0; i < 4; ++i) {
      const u32 window = static_cast<u32>(a[lane] >> (8 * i));
      if (kResultBits == 16) {
        const u32 addend = (acc[i / 2][lane] >> (16 * (i % 2))) & 0xffff;
        const u32 r = (sad_bytes(window, b[lane], kMasked) + addend) & 0xffff;
        out[i / 2][lane] = (i % 2 == 0) ? r : (out[i / 2][lane] | (r << 16));
      } else {
        out[i][lane] = sad_bytes(window, b[lane], kMasked) + acc[i][lane];
      }
    }
  }
  for (int i = 0; i < accumulator_dwords; ++i) write_lanes32(w, d.operands.dst().vgpr() + i, out[i], w.exec());
}

// ---- cube-map helpers (RDNA3 ISA V_CUBEID_F32 / V_CUBESC_F32 / V_CUBETC_F32 / V_CUBEMA_F32): the major axis
// of (x, y, z) = (S0, S1, S2), z first, then y, then x on ties ----
enum class Axis { X, Y, Z };
Axis major_axis(float x, float y, float z) {
  if (std::fabs(z) >= std::fabs(x) && std::fabs(z) >= std::fabs(y)) return Axis::Z;
  return std::fabs(y) >= std::fabs(x) ? Axis::Y : Axis::X;
}
struct CubeId : Op<3, true> {
  static u32 apply(u32 a, u32 b, u32 c) {
    const float x = f(a), y = f(b), z = f(c);
    switch (major_axis(x, y, z)) {
      case Axis::Z: return as_bits(z < 0 ? 5.0f : 4.0f);
      case Axis::Y: return as_bits(y < 0 ? 3.0f : 2.0f);
      default: return as_bits(x < 0 ? 1.0f : 0.0f);
    }
  }
};
struct CubeSc : Op<3, true> {
  static u32 apply(u32 a, u32 b, u32 c) {
    const float x = f(a), y = f(b), z = f(c);
    switch (major_axis(x, y, z)) {
      case Axis::Z: return as_bits(z < 0 ? -x : x);
      case Axis::Y: return as_bits(x);
      default: return as_bits(x < 0 ? z : -z);
    }
  }
};
struct CubeTc : Op<3, true> {
  static u32 apply(u32 a, u32 b, u32 c) {
    const float x = f(a), y = f(b), z = f(c);
    switch (major_axis(x, y, z)) {
      case Axis::Y: return as_bits(y < 0 ? -z : z);
      default: return as_bits(-y);
    }
  }
};
struct CubeMa : Op<3, true> {
  static u32 apply(u32 a, u32 b, u32 c) {
    const float x = f(a), y = f(b), z = f(c);
    switch (major_axis(x, y, z)) {
      case Axis::Z: return as_bits(2.0f * z);
      case Axis::Y: return as_bits(2.0f * y);
      default: return as_bits(2.0f * x);
    }
  }
};

// ---- f32 extras ----
template <float (*kFn)(float, float, float)>
struct F32Ternary : Op<3, true> { static u32 apply(u32 a, u32 b, u32 c) { return as_bits(kFn(f(a), f(b), f(c))); } };
float maximum3(float a, float b, float c) { return maximum(maximum(a, b), c); }
float minimum3(float a, float b, float c) { return minimum(minimum(a, b), c); }
float maximumminimum(float a, float b, float c) { return minimum(maximum(a, b), c); }
float minimummaximum(float a, float b, float c) { return maximum(minimum(a, b), c); }
// v_fma_dx9_zero_f32: a zero factor (even against Inf or NaN) gives a product of 0, then + S2.
float fma_dx9(float a, float b, float c) { return a == 0.0f || b == 0.0f ? 0.0f + c : nan_fma(a, b, c); }
// v_mullit_f32 (RDNA3 ISA V_MULLIT_F32): -MAX_FLOAT when S1 is -MAX_FLOAT, -Inf or NaN, or S2 is not positive
// or NaN; otherwise S0 * S1.
float mullit(float a, float b, float c) {
  constexpr float kMax = 3.40282347e38f;
  if (b == -kMax || b == -INFINITY || std::isnan(b) || c <= 0.0f || std::isnan(c)) return -kMax;
  return a * b;
}
// V_DIV_FIXUP_F32.
float div_fixup_f32(float q, float den, float num) { return static_cast<float>(div_fixup(q, den, num)); }
template <class F>
void f32_with_output(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  lanes3<F>(w, d, ops, out);
  const OutputModifiers mods(d);
  if (!mods.none()) {
    for (int lane = 0; lane < w.size(); ++lane) out[lane] = as_bits(mods.apply(as_float(out[lane])));
  }
}
// v_fmac_dx9_zero_f32: vdst = S0 * S1 + vdst with the DX9 zero rule.
void fmac_dx9(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<2, true>(w, d, ops, src);
  const std::uint32_t* acc = w.vgpr(ops.dst().vgpr());
  for (int lane = 0; lane < w.size(); ++lane) {
    out[lane] = as_bits(output_f32(d, fma_dx9(f(src[0][lane]), f(src[1][lane]), f(acc[lane]))));
  }
}
// V_FREXP_MANT_F32 / V_FREXP_EXP_I32_F32: Inf and NaN give themselves / 0.
struct FrexpMantF32 : Op<1, true> {
  static u32 apply(u32 a, u32, u32) {
    int e = 0;
    const float v = f(a);
    return std::isinf(v) || std::isnan(v) ? a : as_bits(std::frexp(v, &e));
  }
};
struct FrexpExpF32 : Op<1, true> {
  static u32 apply(u32 a, u32, u32) {
    int e = 0;
    const float v = f(a);
    if (!std::isinf(v) && !std::isnan(v)) std::frexp(v, &e);
    return static_cast<u32>(e);
  }
};
void frexp_exp_f64(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes64 a;
  lanes64(w, d, ops.src(0), a);
  for (int lane = 0; lane < w.size(); ++lane) {
    int e = 0;
    const double v = as_double(modify_f64(d, 0, a[lane]));
    if (!std::isinf(v) && !std::isnan(v)) std::frexp(v, &e);
    out[lane] = static_cast<u32>(e);
  }
}

// ---- f64 ----
// src1, when there is one, is an f64 (v_maximum_f64) or a 32-bit integer (v_ldexp_f64, v_trig_preop_f64).
template <double (*kFn)(double, u64)>
void f64_op(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes64 a;
  Lanes64 b{};
  lanes64(w, d, d.operands.src0(), a);
  const isa::Operand& second = d.operands.src1();
  if (second.dwords == 2) {
    lanes64(w, d, second, b);
    for (int lane = 0; lane < w.size(); ++lane) b[lane] = modify_f64(d, 1, b[lane]);
  } else if (second.dwords == 1) {
    Lanes narrow;
    lanes32(w, d, second, narrow);
    for (int lane = 0; lane < w.size(); ++lane) b[lane] = narrow[lane];
  }
  Lanes64 result;
  for (int lane = 0; lane < w.size(); ++lane) {
    result[lane] = as_bits(output_f64(d, kFn(as_double(modify_f64(d, 0, a[lane])), b[lane])));
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}
double rsq64(double a, u64) { return 1.0 / std::sqrt(a); }
double fract64(double a, u64) { return std::isinf(a) ? NAN : std::fmin(a - std::floor(a), 0x1.fffffffffffffp-1); }
double frexp_mant64(double a, u64) {
  int e = 0;
  return std::isinf(a) || std::isnan(a) ? a : std::frexp(a, &e);
}
double ldexp64(double a, u64 b) { return std::ldexp(a, static_cast<i32>(static_cast<u32>(b))); }
double maximum64(double a, u64 b) { return maximum(a, as_double(b)); }
double minimum64(double a, u64 b) { return minimum(a, as_double(b)); }

// v_trig_preop_f64: a 53-bit segment of 2/PI, starting S1[4:0] * 53 bits below the binary point (plus
// exponent(S0) - 1077 when that is positive), scaled to its place: ldexp(segment, -53 - shift), and by 2^128
// more when exponent(S0) >= 1968 (RDNA3 ISA V_TRIG_PREOP_F64 pseudocode).
// floor(2/PI * 2^1201) in hex; bit 1200 weighs 2^-1.
constexpr char kTwoOverPi[] =
    "145f306dc9c882a53f84eafa3ea69bb81b6c52b3278872083fca2c757bd778ac36e48dc74849ba5c00c925dd413a32439fc3"
    "bd63962534e7dd1046bea5d768909d338e04d68befc827323ac7306a673e93908bf177bf250763ff12fffbc0b301fde5e231"
    "6b414da3eda6cfd9e4f96136e9e8c7ecd3cbfd45aea4f758fd7cbe2f67a0e73ef14a525d4d7f6bf623f1aba10ac06608df8f"
    "6";
int two_over_pi_bit(int index) {  // index 0 = least significant of the 1201 bits
  if (index < 0) return 0;
  constexpr int kDigits = sizeof(kTwoOverPi) - 1;
  const char c = kTwoOverPi[kDigits - 1 - index / 4];
  const int nibble = c <= '9' ? c - '0' : c - 'a' + 10;
  return (nibble >> (index % 4)) & 1;
}
double trig_preop(double a, u64 b) {
  const int exponent = static_cast<int>((std::bit_cast<u64>(a) >> 52) & 0x7ff);
  int shift = static_cast<int>(b & 31) * 53;
  if (exponent > 1077) shift += exponent - 1077;
  u64 segment = 0;
  for (int i = 0; i < 53; ++i) segment = (segment << 1) | static_cast<u64>(two_over_pi_bit(1200 - shift - i));
  int scale = -53 - shift;
  if (exponent >= 1968) scale += 128;
  return std::ldexp(static_cast<double>(segment), scale);
}

// ---- division helpers ----
// v_div_scale_f32/f64 (S0 the value to scale, S1 the denominator, S2 the numerator): scales by 2^(+-64) (f32) or
// 2^(+-128) (f64) when the division would lose precision to denormals or overflow, and sets VCC for
// v_div_fmas to undo it (RDNA3 ISA V_DIV_SCALE_F32 pseudocode; f64: thresholds 768 and 53, scale 128).
template <class T>
int exponent_of(T v) {
  if constexpr (sizeof(T) == 4) {
    return static_cast<int>((std::bit_cast<u32>(v) >> 23) & 0xff);
  } else {
    return static_cast<int>((std::bit_cast<u64>(v) >> 52) & 0x7ff);
  }
}
template <class T>
bool denormal(T v) { return std::fpclassify(v) == FP_SUBNORMAL; }
template <class T>
T div_scale(T s0, T den, T num, bool& vcc) {
  constexpr bool kF32 = sizeof(T) == 4;
  constexpr int kScale = kF32 ? 64 : 128;
  constexpr int kRange = kF32 ? 96 : 768;
  constexpr int kTiny = kF32 ? 23 : 53;
  vcc = false;
  if (num == 0 || den == 0) return std::numeric_limits<T>::quiet_NaN();
  if (exponent_of(num) - exponent_of(den) >= kRange) {
    vcc = true;
    return s0 == den ? std::ldexp(s0, kScale) : s0;
  }
  if (denormal(den)) return std::ldexp(s0, kScale);
  // The pseudocode tests 1.0 / 64'F(S1) == DENORM.f64: the reciprocal in double, so for f32 it never holds. The
  // quotient test is a range test of the exact quotient: one that underflows to zero counts as denormal too (else
  // the tiny-numerator case below would scale a huge denominator to infinity). Both are computed in long double,
  // whose range holds every f32/f64 reciprocal and quotient.
  const long double reciprocal = 1.0L / static_cast<long double>(den);
  const bool reciprocal_denormal = !kF32 && std::fabs(reciprocal) < std::numeric_limits<double>::min();
  const long double quotient = static_cast<long double>(num) / static_cast<long double>(den);
  const bool quotient_denormal = std::fabs(quotient) < std::numeric_limits<T>::min();
  if (reciprocal_denormal && quotient_denormal) {
    vcc = true;
    return s0 == den ? std::ldexp(s0, kScale) : s0;
  }
  if (reciprocal_denormal) return std::ldexp(s0, -kScale);
  if (quotient_denormal) {
    vcc = true;
    return s0 == num ? std::ldexp(s0, kScale) : s0;
  }
  if (exponent_of(num) <= kTiny) return std::ldexp(s0, kScale);
  return s0;
}
// S0..S2 of v_div_scale/v_div_fmas/v_div_fixup with NEG/ABS applied: f32 bits or f64 bits per lane.
template <class T>
void read_division_sources(const WaveContext& w, const isa::DecodedInstruction& d, Lanes64 (&src)[3]) {
  for (int i = 0; i < 3; ++i) {
    if constexpr (sizeof(T) == 4) {
      Lanes v;
      lanes32(w, d, d.operands.src(i), v);
      for (int lane = 0; lane < w.size(); ++lane) src[i][lane] = modify_f32(d, i, v[lane]);
    } else {
      lanes64(w, d, d.operands.src(i), src[i]);
      for (int lane = 0; lane < w.size(); ++lane) src[i][lane] = modify_f64(d, i, src[i][lane]);
    }
  }
}
template <class T>
void v_div_scale(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  constexpr bool kF32 = sizeof(T) == 4;
  Lanes64 src[3];
  read_division_sources<T>(w, d, src);
  const std::uint64_t exec = w.exec();
  std::uint64_t vcc = 0;
  Lanes narrow;
  Lanes64 wide;
  for (int lane = 0; lane < w.size(); ++lane) {
    bool bit = false;
    if constexpr (kF32) {
      narrow[lane] = as_bits(div_scale(f(u32(src[0][lane])), f(u32(src[1][lane])), f(u32(src[2][lane])), bit));
    } else {
      wide[lane] = as_bits(div_scale(as_double(src[0][lane]), as_double(src[1][lane]), as_double(src[2][lane]), bit));
    }
    vcc |= static_cast<std::uint64_t>(bit) << lane;
  }
  if (kF32) {
    write_lanes32(w, d.operands.dst().vgpr(), narrow, exec);
  } else {
    write_lanes64(w, d.operands.dst().vgpr(), wide, exec);
  }
  const std::uint64_t old = read_mask(w, d, d.operands.sdst());
  write_mask(w, d.operands.sdst(), (old & ~exec) | (vcc & exec));
}
// v_div_fmas_f32/f64: fma(S0, S1, S2), rescaled where VCC is set. The RDNA3 ISA pseudocode prints a fixed 2^32
// (f32) / 2^64 (f64) factor; the hardware undoes v_div_scale's 2^(+-64) / 2^(+-128) instead, up when S2's exponent
// field is above the bias (|S2| >= 2) and down otherwise (as tinygrad's RDNA3 emulator corrects the printed
// pseudocode, and as LLVM's f32/f64 division expansion requires for v_div_fixup to see the unscaled quotient).
template <class T>
void v_div_fmas(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  constexpr bool kF32 = sizeof(T) == 4;
  Lanes64 src[3];
  read_division_sources<T>(w, d, src);
  const std::uint64_t vcc = w.state.vcc;
  Lanes narrow;
  Lanes64 wide;
  for (int lane = 0; lane < w.size(); ++lane) {
    const bool scaled = ((vcc >> lane) & 1) != 0;
    if constexpr (kF32) {
      const float c = f(u32(src[2][lane]));
      const float a = f(u32(src[0][lane]));
      const float b = f(u32(src[1][lane]));
      // Scaled, the hardware rounds once (the scale is inside the fused operation): fma in long double, exact for
      // f32 operands up to the addition, scaled exactly, then rounded to f32 once. Rounding the f32 fma and then
      // scaling into the denormal range would round twice (1/(1.5 * 2^126) came out 1 ulp off).
      const float r = scaled ? static_cast<float>(std::ldexp(std::fmal(a, b, c), exponent_of(c) > 127 ? 64 : -64))
                             : nan_fma(a, b, c);
      narrow[lane] = as_bits(output_f32(d, r));
    } else {
      const double c = as_double(src[2][lane]);
      double r = nan_fma(as_double(src[0][lane]), as_double(src[1][lane]), c);
      if (scaled) r = std::ldexp(r, exponent_of(c) > 1023 ? 128 : -128);
      wide[lane] = as_bits(output_f64(d, r));
    }
  }
  if (kF32) {
    write_lanes32(w, d.operands.dst().vgpr(), narrow, w.exec());
  } else {
    write_lanes64(w, d.operands.dst().vgpr(), wide, w.exec());
  }
}
void v_div_fixup_f64(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes64 src[3];
  read_division_sources<double>(w, d, src);
  Lanes64 result;
  for (int lane = 0; lane < w.size(); ++lane) {
    result[lane] = as_bits(output_f64(d, div_fixup(as_double(src[0][lane]), as_double(src[1][lane]), as_double(src[2][lane]))));
  }
  write_lanes64(w, d.operands.dst().vgpr(), result, w.exec());
}

// ---- parameter interpolation (RDNA3 ISA §16.13 VINTERP): S0 and S2 are read from fixed lanes of each group of
// four (DPP8 {1,1,1,1,5,5,5,5}: lane & ~3 plus 1, 2 or 0); S1 is this lane's I/J coordinate ----
enum class Interp { P10F32, P2F32, P10F16, P2F16 };
template <Interp kKind, bool kTowardZero>
void v_interp(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src[3];
  for (int i = 0; i < 3; ++i) lanes32(w, d, d.operands.src(i), src[i]);
  const bool f16_in = kKind == Interp::P10F16 || kKind == Interp::P2F16;
  const auto value = [&](int i, int lane) -> float {
    std::uint32_t bits = src[i][lane];
    if (f16_in && i != 1 && !(kKind == Interp::P2F16 && i == 2)) {
      const std::uint32_t half = ((d.op_sel() >> i) & 1) ? bits >> 16 : bits;
      return static_cast<float>(h(modify_f16(d, i, half & 0xffffu)));
    }
    return f(modify_f32(d, i, bits));
  };
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const int quad = lane & ~3;
    const bool p10 = kKind == Interp::P10F32 || kKind == Interp::P10F16;
    const float p = value(0, quad + (p10 ? 1 : 2));
    const float addend = p10 ? value(2, quad) : value(2, lane);
    // The product of two floats is exact in double; the sum is rounded once to the result's format.
    double r = double{p} * double{value(1, lane)} + double{addend};
    if (d.clamp()) r = std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0);
    if (kKind == Interp::P2F16) {
      result[lane] = kTowardZero ? f16_toward_zero(r) : round_to_f16(r);
    } else {
      result[lane] = as_bits(kTowardZero ? f32_toward_zero(r) : static_cast<float>(r));
    }
  }
  if (kKind == Interp::P2F16) {
    write_lanes16(w, d.operands.dst().vgpr(), ((d.op_sel() >> 3) & 1) != 0, result, w.exec());
  } else {
    write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
  }
}

// ---- lane permutations ----
// v_permlane16_var_b32: lane l reads S0 from the lane of its row of 16 that S1[l][3:0] names;
// v_permlanex16_var_b32 from the other row of its 32-lane half (RDNA4 ISA V_PERMLANE16_VAR_B32: like
// v_permlane16_b32 with the selector in a VGPR). OP_SEL[0] = FI reads inactive lanes; otherwise an inactive
// source leaves vdst unchanged, or gives 0 with OP_SEL[1] = BOUND_CTRL.
template <bool kCross>
void permlane16_var(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes src;
  Lanes sel;
  lanes32(w, d, d.operands.src0(), src);
  lanes32(w, d, d.operands.src1(), sel);
  const bool fetch_inactive = (d.op_sel() & 1) != 0;
  const bool bound_ctrl = (d.op_sel() & 2) != 0;
  const std::uint64_t exec = w.exec();
  const std::uint32_t* old = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const int row = lane & ~15;
    const int from = (kCross ? (row ^ 16) : row) + static_cast<int>(sel[lane] & 15);
    if (fetch_inactive || ((exec >> from) & 1)) {
      result[lane] = src[from];
    } else {
      result[lane] = bound_ctrl ? 0u : old[lane];
    }
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, exec);
}
// v_swap_b32 / v_swap_b16: exchange vdst and src0 (RDNA3 ISA V_SWAP_B32).
void v_swap_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t* a = w.vgpr(d.operands.dst().vgpr());
  std::uint32_t* b = w.vgpr(d.operands.src0().vgpr());
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if ((exec >> lane) & 1) std::swap(a[lane], b[lane]);
  }
}
void v_swap_b16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const isa::Operand& x = d.operands.dst();
  const isa::Operand& y = d.operands.src0();
  std::uint32_t* a = w.vgpr(x.vgpr());
  std::uint32_t* b = w.vgpr(y.vgpr());
  const std::uint64_t exec = w.exec();
  const int sa = x.high ? 16 : 0;
  const int sb = y.high ? 16 : 0;
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    const std::uint32_t va = (a[lane] >> sa) & 0xffffu;
    const std::uint32_t vb = (b[lane] >> sb) & 0xffffu;
    a[lane] = (a[lane] & ~(0xffffu << sa)) | (vb << sa);
    b[lane] = (b[lane] & ~(0xffffu << sb)) | (va << sb);
  }
}
// v_swaprel_b32: like v_swap_b32, with the registers relative to M0 (vdst + M0[25:16], src0 + M0[9:0]; RDNA3 ISA
// V_SWAPREL_B32). A relative register past the allocation faults.
void v_swaprel_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t m0 = read_sreg(w, 125);
  const int x = d.operands.dst().vgpr() + static_cast<int>((m0 >> 16) & 0x3ff);
  const int y = d.operands.src0().vgpr() + static_cast<int>(m0 & 0x3ff);
  const int count = w.state.vgpr_count;
  if (x >= count || y >= count) fault("v_swaprel_b32: M0 moves the registers past the kernel's VGPR allocation");
  std::uint32_t* a = w.vgpr(x);
  std::uint32_t* b = w.vgpr(y);
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if ((exec >> lane) & 1) std::swap(a[lane], b[lane]);
  }
}

// ---- v_movrel*: register-relative moves (RDNA3 ISA V_MOVRELS/D/SD/SD_2_B32): the source and/or destination VGPR
// index is offset by M0 (v_movrelsd_2: the source by M0[9:0], the destination by M0[25:16]). A relative register
// past the allocation faults (the hardware's out-of-range behaviour is not what a correct kernel relies on). ----
enum class Rel { Src, Dst, Both, Split };
template <Rel kRel>
void v_movrel(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t m0 = read_sreg(w, 125);
  const std::uint32_t src_shift = kRel == Rel::Split ? (m0 & 0x3ff) : m0;
  const std::uint32_t dst_shift = kRel == Rel::Split ? ((m0 >> 16) & 0x3ff) : m0;
  const bool rel_src = kRel != Rel::Dst;
  const bool rel_dst = kRel != Rel::Src;
  const std::int64_t dst = d.operands.dst().vgpr() + std::int64_t{rel_dst ? dst_shift : 0u};
  if (dst >= w.state.vgpr_count) {
    fault(fmt::format("{}: M0 = {:#x} moves vdst past the kernel's VGPR allocation", d.record->mnemonic, m0));
  }
  Lanes values;
  const isa::Operand& src0 = d.operands.src0();
  if (rel_src) {
    const std::int64_t src = src0.vgpr() + std::int64_t{src_shift};
    if (!src0.is_vgpr() || src >= w.state.vgpr_count) {
      fault(fmt::format("{}: M0 = {:#x} moves src0 past the kernel's VGPR allocation", d.record->mnemonic, m0));
    }
    const std::uint32_t* from = w.vgpr(static_cast<int>(src));
    for (int lane = 0; lane < w.size(); ++lane) values[lane] = from[lane];
  } else {
    lanes32(w, d, src0, values);
  }
  write_lanes32(w, static_cast<int>(dst), values, w.exec());
}

// ---- v_add_nc_i32 / v_sub_nc_i32: CLAMP saturates to the signed range ----
template <bool kSub>
void add_nc_i32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<2, false>(w, d, ops, src);
  const bool clamp = d.clamp();
  for (int lane = 0; lane < w.size(); ++lane) {
    const std::int64_t r = kSub ? std::int64_t{i32(src[0][lane])} - i32(src[1][lane])
                                : std::int64_t{i32(src[0][lane])} + i32(src[1][lane]);
    out[lane] = clamp ? static_cast<u32>(r < INT32_MIN ? INT32_MIN : r > INT32_MAX ? INT32_MAX : r) : static_cast<u32>(r);
  }
}

// ---- gfx12 scalar f16 transcendentals (VOP3 reading and writing SGPRs; the result in the low 16 bits) ----
template <double (*kFn)(double)>
void v_s_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t a = uniform32(w, d, d.operands.src0());
  if (d.op_sel() & 1) a >>= 16;
  double r = kFn(h(modify_f16(d, 0, a & 0xffffu)));
  if (d.clamp()) r = std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0);
  set_scalar32(w, d.operands.dst(), round_to_f16(r));
}
double exp2_(double v) { return std::exp2(v); }
double log2_(double v) { return std::log2(v); }
double rcp_(double v) { return 1.0 / v; }
double rsq_(double v) { return 1.0 / std::sqrt(v); }
double sqrt_(double v) { return std::sqrt(v); }

constexpr LaneBinding kLaneOps[] = {
    {S::V_CVT_PK_I16_F32, lanes3<CvtPkI16F32>},
    {S::V_CVT_PK_U16_F32, lanes3<CvtPkU16F32>},
    {S::V_CVT_PK_I16_I32, lanes3<CvtPkI16I32>},
    {S::V_CVT_PK_U16_U32, lanes3<CvtPkU16U32>},
    {S::V_CVT_PK_NORM_I16_F32, lanes3<CvtPkNormI16F32>},
    {S::V_CVT_PK_NORM_U16_F32, lanes3<CvtPkNormU16F32>},
    {S::V_CVT_PK_RTZ_F16_F32, lanes3<CvtPkRtzF16F32>},
    {S::V_CVT_PK_U8_F32, lanes3<CvtPkU8F32>},
    {S::V_CVT_OFF_F32_I4, lanes3<CvtOffF32I4>},
    {S::V_SAT_PK_U8_I16, lanes3<SatPkU8I16>},
    {S::V_SAD_U8, lanes3<SadU8>},
    {S::V_SAD_HI_U8, lanes3<SadHiU8>},
    {S::V_SAD_U16, lanes3<SadU16>},
    {S::V_SAD_U32, lanes3<SadU32>},
    {S::V_MSAD_U8, lanes3<MsadU8>},
    {S::V_LERP_U8, lanes3<LerpU8>},
    {S::V_CUBEID_F32, f32_with_output<CubeId>},
    {S::V_CUBESC_F32, f32_with_output<CubeSc>},
    {S::V_CUBETC_F32, f32_with_output<CubeTc>},
    {S::V_CUBEMA_F32, f32_with_output<CubeMa>},
    {S::V_MAXIMUM3_F32, f32_with_output<F32Ternary<maximum3>>},
    {S::V_MINIMUM3_F32, f32_with_output<F32Ternary<minimum3>>},
    {S::V_MAXIMUMMINIMUM_F32, f32_with_output<F32Ternary<maximumminimum>>},
    {S::V_MINIMUMMAXIMUM_F32, f32_with_output<F32Ternary<minimummaximum>>},
    {S::V_FMA_DX9_ZERO_F32, f32_with_output<F32Ternary<fma_dx9>>},
    {S::V_MULLIT_F32, f32_with_output<F32Ternary<mullit>>},
    {S::V_DIV_FIXUP_F32, f32_with_output<F32Ternary<div_fixup_f32>>},
    {S::V_FMAC_DX9_ZERO_F32, fmac_dx9},
    {S::V_FREXP_MANT_F32, f32_with_output<FrexpMantF32>},
    {S::V_FREXP_EXP_I32_F32, lanes3<FrexpExpF32>},
    {S::V_FREXP_EXP_I32_F64, frexp_exp_f64},
    {S::V_ADD_NC_I32, add_nc_i32<false>},
    {S::V_SUB_NC_I32, add_nc_i32<true>},
};

constexpr Binding kBindings[] = {
    {S::V_CVT_PK_NORM_I16_F16, cvt_pk_norm_f16<true>},
    {S::V_CVT_PK_NORM_U16_F16, cvt_pk_norm_f16<false>},
    {S::V_CVT_F32_FP8, cvt_f32_8bit<false>},
    {S::V_CVT_F32_BF8, cvt_f32_8bit<true>},
    {S::V_CVT_PK_F32_FP8, cvt_pk_f32_8bit<false>},
    {S::V_CVT_PK_F32_BF8, cvt_pk_f32_8bit<true>},
    {S::V_CVT_PK_FP8_F32, cvt_pk_8bit_f32<false>},
    {S::V_CVT_PK_BF8_F32, cvt_pk_8bit_f32<true>},
    {S::V_CVT_SR_FP8_F32, cvt_sr_8bit_f32<false>},
    {S::V_CVT_SR_BF8_F32, cvt_sr_8bit_f32<true>},
    {S::V_QSAD_PK_U16_U8, quad_sad<false, 16>},
    {S::V_MQSAD_PK_U16_U8, quad_sad<true, 16>},
    {S::V_MQSAD_U32_U8, quad_sad<true, 32>},
    {S::V_RSQ_F64, f64_op<rsq64>},
    {S::V_FRACT_F64, f64_op<fract64>},
    {S::V_FREXP_MANT_F64, f64_op<frexp_mant64>},
    {S::V_LDEXP_F64, f64_op<ldexp64>},
    {S::V_MAXIMUM_F64, f64_op<maximum64>},
    {S::V_MINIMUM_F64, f64_op<minimum64>},
    {S::V_TRIG_PREOP_F64, f64_op<trig_preop>},
    {S::V_DIV_SCALE_F32, v_div_scale<float>},
    {S::V_DIV_SCALE_F64, v_div_scale<double>},
    {S::V_DIV_FMAS_F32, v_div_fmas<float>},
    {S::V_DIV_FMAS_F64, v_div_fmas<double>},
    {S::V_DIV_FIXUP_F64, v_div_fixup_f64},
    {S::V_INTERP_P10_F32_inreg, v_interp<Interp::P10F32, false>},
    {S::V_INTERP_P2_F32_inreg, v_interp<Interp::P2F32, false>},
    {S::V_INTERP_P10_F16_F32_inreg, v_interp<Interp::P10F16, false>},
    {S::V_INTERP_P2_F16_F32_inreg, v_interp<Interp::P2F16, false>},
    {S::V_INTERP_P10_RTZ_F16_F32_inreg, v_interp<Interp::P10F16, true>},
    {S::V_INTERP_P2_RTZ_F16_F32_inreg, v_interp<Interp::P2F16, true>},
    {S::V_PERMLANE16_VAR_B32, permlane16_var<false>},
    {S::V_PERMLANEX16_VAR_B32, permlane16_var<true>},
    {S::V_SWAP_B32, v_swap_b32},
    {S::V_SWAP_B16, v_swap_b16},
    {S::V_SWAPREL_B32, v_swaprel_b32},
    {S::V_MOVRELS_B32, v_movrel<Rel::Src>},
    {S::V_MOVRELD_B32, v_movrel<Rel::Dst>},
    {S::V_MOVRELSD_B32, v_movrel<Rel::Both>},
    {S::V_MOVRELSD_2_B32, v_movrel<Rel::Split>},
    {S::V_S_EXP_F16, v_s_f16<exp2_>},
    {S::V_S_LOG_F16, v_s_f16<log2_>},
    {S::V_S_RCP_F16, v_s_f16<rcp_>},
    {S::V_S_RSQ_F16, v_s_f16<rsq_>},
    {S::V_S_SQRT_F16, v_s_f16<sqrt_>},
};

}  // namespace

std::span<const LaneBinding> valu_misc_lane_ops() { return kLaneOps; }
std::span<const Binding> valu_misc_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
