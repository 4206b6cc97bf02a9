// Packed and mixed-precision VALU operations (VOP3P, and the VOP2 v_pk_fmac_f16 / v_dot2acc_f32_f16): two 16-bit
// lanes per dword, the dot products, and v_fma_mix*. Operand selection as the RDNA3 ISA §7.5 "VOP3P" describes it:
// for source i, OP_SEL[i] picks the half that feeds the low result and OP_SEL_HI[i] the half that feeds the high
// result; NEG_LO[i] / NEG_HI[i] negate the f16 feeding the low / high result. Where a source is not packed (f32
// accumulators, v_fma_mix), NEG_LO is its negation and NEG_HI its absolute value (LLVM's "neg_hi used as abs").
#include <cmath>
#include <cstdint>

#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using i32 = std::int32_t;

double h(u32 code) { return decode_f16(static_cast<std::uint16_t>(code)); }
double bf(u32 code) { return decode_bf16(static_cast<std::uint16_t>(code)); }
i32 s16(u32 code) { return static_cast<std::int16_t>(static_cast<std::uint16_t>(code)); }

// The two 16-bit inputs of source i for every lane: lo feeds result bits [15:0], hi feeds [31:16].
template <bool kFloat>
void packed_source(const WaveContext& w, const isa::DecodedInstruction& d, int i, Lanes& lo, Lanes& hi) {
  Lanes v;
  lanes32(w, d, d.operands.src(i), v);
  const bool lo_high = ((d.op_sel() >> i) & 1) != 0;
  const bool hi_high = ((d.op_sel_hi() >> i) & 1) != 0;
  const u32 neg_lo = kFloat && d.neg(i) ? 0x8000u : 0u;
  const u32 neg_hi = kFloat && d.abs(i) ? 0x8000u : 0u;
  for (int lane = 0; lane < w.size(); ++lane) {
    lo[lane] = ((lo_high ? v[lane] >> 16 : v[lane]) & 0xffffu) ^ neg_lo;
    hi[lane] = ((hi_high ? v[lane] >> 16 : v[lane]) & 0xffffu) ^ neg_hi;
  }
}

// A packed operation: F::apply on the low inputs and on the high inputs of every source.
template <class F>
void packed(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes lo[3]{};
  Lanes hi[3]{};
  for (int i = 0; i < F::kSources; ++i) packed_source<F::kFloat>(w, d, i, lo[i], hi[i]);
  const bool clamp = d.clamp();
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const u32 low = F::apply(lo[0][lane], lo[1][lane], lo[2][lane], clamp) & 0xffffu;
    const u32 high = F::apply(hi[0][lane], hi[1][lane], hi[2][lane], clamp) & 0xffffu;
    result[lane] = low | (high << 16);
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

template <int kN, bool kF>
struct Pk { static constexpr int kSources = kN; static constexpr bool kFloat = kF; };

u32 saturate(std::int64_t v, bool is_signed) {
  const std::int64_t lo = is_signed ? -32768 : 0;
  const std::int64_t hi = is_signed ? 32767 : 65535;
  return static_cast<u32>(v < lo ? lo : v > hi ? hi : v);
}
template <bool kSigned, bool kSub>
struct PkAddSub : Pk<2, false> {
  static u32 apply(u32 a, u32 b, u32, bool clamp) {
    const i32 x = kSigned ? s16(a) : i32(a);
    const i32 y = kSigned ? s16(b) : i32(b);
    const i32 r = kSub ? x - y : x + y;
    return clamp ? saturate(r, kSigned) : static_cast<u32>(r);
  }
};
struct PkMulLo : Pk<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return a * b; } };
struct PkLshlRev : Pk<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return b << (a & 15); } };
struct PkLshrRev : Pk<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return b >> (a & 15); } };
struct PkAshrRev : Pk<2, false> { static u32 apply(u32 a, u32 b, u32, bool) { return u32(s16(b) >> (a & 15)); } };
template <bool kSigned, bool kMax>
struct PkMinMax : Pk<2, false> {
  static u32 apply(u32 a, u32 b, u32, bool) {
    const i32 x = kSigned ? s16(a) : i32(a);
    const i32 y = kSigned ? s16(b) : i32(b);
    return kMax ? (x >= y ? a : b) : (x < y ? a : b);
  }
};
template <bool kSigned>
struct PkMad : Pk<3, false> {
  static u32 apply(u32 a, u32 b, u32 c, bool clamp) {
    const std::int64_t r = kSigned ? std::int64_t{s16(a)} * s16(b) + s16(c) : std::int64_t{a} * b + c;
    return clamp ? saturate(r, kSigned) : static_cast<u32>(r);
  }
};
// f16 lanes: computed in double, rounded once; CLAMP to [0, 1].
u32 f16_out(double v, bool clamp) {
  if (clamp) v = std::isnan(v) ? 0.0 : std::fmin(std::fmax(v, 0.0), 1.0);
  return round_to_f16(v);
}
template <double (*kFn)(double, double, double), int kN>
struct PkF16 : Pk<kN, true> {
  static u32 apply(u32 a, u32 b, u32 c, bool clamp) { return f16_out(kFn(h(a), h(b), h(c)), clamp); }
};
double add_(double a, double b, double) { return a + b; }
double mul_(double a, double b, double) { return a * b; }
double fma_(double a, double b, double c) { return std::fma(a, b, c); }
double max_(double a, double b, double) { return max_num(a, b); }
double min_(double a, double b, double) { return min_num(a, b); }
double maximum_(double a, double b, double) { return maximum(a, b); }
double minimum_(double a, double b, double) { return minimum(a, b); }

// v_pk_fmac_f16 (VOP2): both halves of vdst accumulate src0 * src1.
void v_pk_fmac_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  const std::uint32_t* acc = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const u32 low = round_to_f16(std::fma(h(a[lane]), h(b[lane]), h(acc[lane])));
    const u32 high = round_to_f16(std::fma(h(a[lane] >> 16), h(b[lane] >> 16), h(acc[lane] >> 16)));
    result[lane] = low | (high << 16);
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

// ---- dot products ----
// An f32 source of a VOP3P instruction: NEG_LO negates, NEG_HI takes the absolute value.
void f32_source(const WaveContext& w, const isa::DecodedInstruction& d, int i, Lanes& out) {
  lanes32(w, d, d.operands.src(i), out);
  for (int lane = 0; lane < w.size(); ++lane) {
    if (d.abs(i)) out[lane] &= 0x7fffffffu;
    if (d.neg(i)) out[lane] ^= 0x80000000u;
  }
}

// v_dot2_f32_f16 / v_dot2_f32_bf16: S0.lo * S1.lo + S0.hi * S1.hi + S2.f32. The products are exact in double and
// the sum is rounded once to f32 (RDNA3 ISA V_DOT2_F32_F16: "0.5ULP accuracy").
template <double (*kDecode)(u32)>
void dot2_f32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes lo[2];
  Lanes hi[2];
  for (int i = 0; i < 2; ++i) packed_source<true>(w, d, i, lo[i], hi[i]);
  Lanes c;
  f32_source(w, d, 2, c);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const double sum = kDecode(lo[0][lane]) * kDecode(lo[1][lane]) + kDecode(hi[0][lane]) * kDecode(hi[1][lane]) +
                       double{as_float(c[lane])};
    result[lane] = as_bits(output_f32(d, static_cast<float>(sum)));
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}
// v_dot2acc_f32_f16 (VOP2): the accumulator is vdst.
void v_dot2acc_f32_f16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  const std::uint32_t* acc = w.vgpr(d.operands.dst().vgpr());
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const double sum = h(a[lane]) * h(b[lane]) + h(a[lane] >> 16) * h(b[lane] >> 16) + double{as_float(acc[lane])};
    result[lane] = as_bits(static_cast<float>(sum));
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}
// v_dot2_f16_f16 / v_dot2_bf16_bf16 (VOP3): S0.lo * S1.lo + S0.hi * S1.hi + S2 (16-bit, OP_SEL[2] picks its
// half), rounded once into the destination half that OP_SEL[3] names.
template <bool kBf16>
void dot2_16(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const auto decode = kBf16 ? bf : h;
  Lanes a;
  Lanes b;
  Lanes c;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  lanes16<true>(w, d, d.operands.src2(), 2, c);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    const double sum = decode(a[lane]) * decode(b[lane]) + decode(a[lane] >> 16) * decode(b[lane] >> 16) + decode(c[lane]);
    result[lane] = kBf16 ? encode_bf16(static_cast<float>(sum)) : round_to_f16(sum);
  }
  write_lanes16(w, d.operands.dst().vgpr(), destination_high(d), result, w.exec());
}

// v_dot4_i32_iu8 / v_dot8_i32_iu4: S2 + the sum of the element products; NEG[0] / NEG[1] make the elements of
// S0 / S1 signed (the unsigned forms ignore them). CLAMP saturates the 32-bit sum (RDNA3 ISA V_DOT4_I32_IU8).
template <int kBits, bool kSignedForm>
void dot_int(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  Lanes c;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  lanes32(w, d, d.operands.src2(), c);
  const bool a_signed = kSignedForm && d.neg(0);
  const bool b_signed = kSignedForm && d.neg(1);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    std::int64_t sum = kSignedForm ? std::int64_t{static_cast<i32>(c[lane])} : std::int64_t{c[lane]};
    for (int e = 0; e < 32 / kBits; ++e) {
      sum += std::int64_t{decode_integer(a[lane] >> (kBits * e), kBits, a_signed)} *
             decode_integer(b[lane] >> (kBits * e), kBits, b_signed);
    }
    if (d.clamp()) {
      const std::int64_t lo = kSignedForm ? INT32_MIN : 0;
      const std::int64_t hi = kSignedForm ? INT32_MAX : UINT32_MAX;
      sum = sum < lo ? lo : sum > hi ? hi : sum;
    }
    result[lane] = static_cast<u32>(sum);
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

// gfx12 v_dot4_f32_{fp8,bf8}_{fp8,bf8}: S2.f32 + the sum of four 8-bit float products, rounded once (each
// product of two 8-bit floats is exact in double, and so is the sum).
template <double (*kA)(std::uint8_t), double (*kB)(std::uint8_t)>
void dot4_f32_8bit(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes a;
  Lanes b;
  Lanes c;
  lanes32(w, d, d.operands.src0(), a);
  lanes32(w, d, d.operands.src1(), b);
  f32_source(w, d, 2, c);
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    double sum = 0;
    for (int e = 0; e < 4; ++e) {
      sum += kA(static_cast<std::uint8_t>(a[lane] >> (8 * e))) * kB(static_cast<std::uint8_t>(b[lane] >> (8 * e)));
    }
    result[lane] = as_bits(output_f32(d, static_cast<float>(sum + double{as_float(c[lane])})));
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
}

// v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: each source is an f32, or (OP_SEL_HI[i] set) the f16 half of
// its dword that OP_SEL[i] names, converted to f32; fma in f32; the mixlo/mixhi forms convert the f32 result to
// f16 into the low / high half of vdst, keeping the other half (RDNA3 ISA V_FMA_MIX_F32 pseudocode).
enum class MixOut { F32, Low16, High16 };
template <MixOut kOut>
void fma_mix(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes in[3];
  for (int i = 0; i < 3; ++i) {
    lanes32(w, d, d.operands.src(i), in[i]);
    const bool is_f16 = ((d.op_sel_hi() >> i) & 1) != 0;
    const bool high = ((d.op_sel() >> i) & 1) != 0;
    for (int lane = 0; lane < w.size(); ++lane) {
      float v = is_f16 ? static_cast<float>(h(high ? in[i][lane] >> 16 : in[i][lane])) : as_float(in[i][lane]);
      if (d.abs(i)) v = std::fabs(v);
      if (d.neg(i)) v = -v;
      in[i][lane] = as_bits(v);
    }
  }
  Lanes result;
  for (int lane = 0; lane < w.size(); ++lane) {
    float r = nan_fma(as_float(in[0][lane]), as_float(in[1][lane]), as_float(in[2][lane]));
    if (d.clamp()) r = std::isnan(r) ? 0.0f : std::fmin(std::fmax(r, 0.0f), 1.0f);
    result[lane] = kOut == MixOut::F32 ? as_bits(r) : encode_f16(r);
  }
  if (kOut == MixOut::F32) {
    write_lanes32(w, d.operands.dst().vgpr(), result, w.exec());
  } else {
    write_lanes16(w, d.operands.dst().vgpr(), kOut == MixOut::High16, result, w.exec());
  }
}

double fp8(std::uint8_t c) { return decode_fp8(c); }
double bf8(std::uint8_t c) { return decode_bf8(c); }
double h16(u32 c) { return h(c); }
double bf16(u32 c) { return bf(c); }

constexpr Binding kBindings[] = {
    {S::V_PK_ADD_I16, packed<PkAddSub<true, false>>},
    {S::V_PK_ADD_U16, packed<PkAddSub<false, false>>},
    {S::V_PK_SUB_I16, packed<PkAddSub<true, true>>},
    {S::V_PK_SUB_U16, packed<PkAddSub<false, true>>},
    {S::V_PK_MUL_LO_U16, packed<PkMulLo>},
    {S::V_PK_LSHLREV_B16, packed<PkLshlRev>},
    {S::V_PK_LSHRREV_B16, packed<PkLshrRev>},
    {S::V_PK_ASHRREV_I16, packed<PkAshrRev>},
    {S::V_PK_MAX_I16, packed<PkMinMax<true, true>>},
    {S::V_PK_MAX_U16, packed<PkMinMax<false, true>>},
    {S::V_PK_MIN_I16, packed<PkMinMax<true, false>>},
    {S::V_PK_MIN_U16, packed<PkMinMax<false, false>>},
    {S::V_PK_MAD_I16, packed<PkMad<true>>},
    {S::V_PK_MAD_U16, packed<PkMad<false>>},
    {S::V_PK_ADD_F16, packed<PkF16<add_, 2>>},
    {S::V_PK_MUL_F16, packed<PkF16<mul_, 2>>},
    {S::V_PK_FMA_F16, packed<PkF16<fma_, 3>>},
    {S::V_PK_MAX_F16, packed<PkF16<max_, 2>>},
    {S::V_PK_MIN_F16, packed<PkF16<min_, 2>>},
    {S::V_PK_MAX_NUM_F16, packed<PkF16<max_, 2>>},
    {S::V_PK_MIN_NUM_F16, packed<PkF16<min_, 2>>},
    {S::V_PK_MAXIMUM_F16, packed<PkF16<maximum_, 2>>},
    {S::V_PK_MINIMUM_F16, packed<PkF16<minimum_, 2>>},
    {S::V_PK_FMAC_F16, v_pk_fmac_f16},
    {S::V_DOT2_F32_F16, dot2_f32<h16>},
    {S::V_DOT2_F32_BF16, dot2_f32<bf16>},
    {S::V_DOT2ACC_F32_F16, v_dot2acc_f32_f16},
    {S::V_DOT2_F16_F16, dot2_16<false>},
    {S::V_DOT2_BF16_BF16, dot2_16<true>},
    {S::V_DOT4_I32_IU8, dot_int<8, true>},
    {S::V_DOT4_U32_U8, dot_int<8, false>},
    {S::V_DOT8_I32_IU4, dot_int<4, true>},
    {S::V_DOT8_U32_U4, dot_int<4, false>},
    {S::V_DOT4_F32_FP8_FP8, dot4_f32_8bit<fp8, fp8>},
    {S::V_DOT4_F32_FP8_BF8, dot4_f32_8bit<fp8, bf8>},
    {S::V_DOT4_F32_BF8_FP8, dot4_f32_8bit<bf8, fp8>},
    {S::V_DOT4_F32_BF8_BF8, dot4_f32_8bit<bf8, bf8>},
    {S::V_FMA_MIX_F32, fma_mix<MixOut::F32>},
    {S::V_FMA_MIXLO_F16, fma_mix<MixOut::Low16>},
    {S::V_FMA_MIXHI_F16, fma_mix<MixOut::High16>},
};

}  // namespace

std::span<const Binding> valu_packed_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
