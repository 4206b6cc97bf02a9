// The VALU drivers: fetch every lane of an instruction's sources, apply a per-lane functor over plain arrays (so
// the compiler can vectorise the loop), and write the lanes EXEC enables. Operations are small functors; the
// drivers are the only place that knows operand slots, source modifiers and output modifiers.
//
// Operand slots (isa/instruction.h OperandSpec::slot): 0 vdst, 1 carry-out / second destination, 2..4 src0..src2.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "../float_mode.h"
#include "../internal.h"
#include "../operands.h"

namespace wmmasim::sim::exec {

using Operands = isa::Operands;

// Float source modifiers (VOP3 abs/neg, VOP3P neg_lo): |x| first, then negate, on the sign bit of the type.
inline std::uint32_t modify_f32(const isa::DecodedInstruction& d, int i, std::uint32_t bits) {
  if (d.abs(i)) bits &= 0x7fffffffu;
  if (d.neg(i)) bits ^= 0x80000000u;
  return bits;
}
inline std::uint64_t modify_f64(const isa::DecodedInstruction& d, int i, std::uint64_t bits) {
  if (d.abs(i)) bits &= ~(std::uint64_t{1} << 63);
  if (d.neg(i)) bits ^= std::uint64_t{1} << 63;
  return bits;
}
inline std::uint32_t modify_f16(const isa::DecodedInstruction& d, int i, std::uint32_t bits) {
  if (d.abs(i)) bits &= 0x7fffu;
  if (d.neg(i)) bits ^= 0x8000u;
  return bits;
}

// Output modifiers of a float result: OMOD (x2, x4, /2), then CLAMP to [0, 1] with NaN -> 0 (DX10_CLAMP, which
// gfx11 kernels enable and gfx12 always applies; RDNA3 ISA §6.3 "Output modifiers"). Read once per instruction.
struct OutputModifiers {
  explicit OutputModifiers(const isa::DecodedInstruction& d) : omod(d.omod()), clamp(d.clamp()) {}
  int omod;
  bool clamp;
  bool none() const { return omod == 0 && !clamp; }
  float apply(float value) const {
    switch (omod) {
      case 1: value *= 2.0f; break;
      case 2: value *= 4.0f; break;
      case 3: value *= 0.5f; break;
      default: break;
    }
    if (clamp) value = std::isnan(value) ? 0.0f : std::fmin(std::fmax(value, 0.0f), 1.0f);
    return value;
  }
};
inline float output_f32(const isa::DecodedInstruction& d, float value) { return OutputModifiers(d).apply(value); }
inline double output_f64(const isa::DecodedInstruction& d, double value) {
  switch (d.omod()) {
    case 1: value *= 2.0; break;
    case 2: value *= 4.0; break;
    case 3: value *= 0.5; break;
    default: break;
  }
  if (d.clamp()) value = std::isnan(value) ? 0.0 : std::fmin(std::fmax(value, 0.0), 1.0);
  return value;
}

// Comparison conditions (VOPC and SOPC): the float N* forms are the negations (true when unordered), LG/O/U
// ordered-not-equal, ordered, unordered (RDNA3 ISA §16.8 "VOPC Instructions").
enum class Cond { F, Lt, Eq, Le, Gt, Lg, Ne, Ge, O, U, Nge, Nlg, Ngt, Nle, Neq, Nlt, T };

template <Cond kCond, class V>
bool holds(V a, V b) {
  switch (kCond) {
    case Cond::F: return false;
    case Cond::Lt: return a < b;
    case Cond::Eq: return a == b;
    case Cond::Le: return a <= b;
    case Cond::Gt: return a > b;
    case Cond::Lg: return a < b || a > b;
    case Cond::Ne: return a != b;
    case Cond::Ge: return a >= b;
    case Cond::O: return a == a && b == b;  // NOLINT: NaN test
    case Cond::U: return a != a || b != b;  // NOLINT
    case Cond::Nge: return !(a >= b);
    case Cond::Nlg: return !(a < b || a > b);
    case Cond::Ngt: return !(a > b);
    case Cond::Nle: return !(a <= b);
    case Cond::Neq: return !(a == b);
    case Cond::Nlt: return !(a < b);
    case Cond::T: return true;
  }
  return false;
}

// ---- float helpers shared by the VALU and SALU float semantics ----
// A NaN with its quiet bit set (the top mantissa bit); other values unchanged.
inline float quiet(float v) { return std::isnan(v) ? as_float(as_bits(v) | 0x00400000u) : v; }
inline double quiet(double v) {
  return std::isnan(v) ? std::bit_cast<double>(std::bit_cast<std::uint64_t>(v) | (std::uint64_t{1} << 51)) : v;
}

// The NaN rule of float arithmetic (docs/execution.md "NaN results"): when inputs are NaNs the result is the
// first NaN input in source order (src0, src1, src2 of the ISA's formula), quieted, its sign and payload kept.
// The ISA says only that sNaN inputs are quieted and propagated "per IEEE 754-2008" (RDNA3 ISA, MODE register
// field IEEE; LLVM AMDGPU SIModeRegisterDefaults.h quotes it), and IEEE 754-2008 §6.2.3 leaves open which input's
// payload a result carries. Written out so that the compiler cannot choose:
// a + b, a * b and std::fma are commutative to GCC, and x86 returns the NaN of the operand it happens to put first.
// `result` is the operation's value when no input is a NaN.
template <class T>
T first_nan_or(T a, T b, T result) {
  return std::isnan(a) ? quiet(a) : std::isnan(b) ? quiet(b) : result;
}
template <class T>
T first_nan_or(T a, T b, T c, T result) {
  return std::isnan(a) ? quiet(a) : std::isnan(b) ? quiet(b) : std::isnan(c) ? quiet(c) : result;
}
template <class T>
T nan_add(T a, T b) { return first_nan_or(a, b, a + b); }
template <class T>
T nan_sub(T a, T b) { return first_nan_or(a, b, a - b); }
template <class T>
T nan_mul(T a, T b) { return first_nan_or(a, b, a * b); }
template <class T>
T nan_fma(T a, T b, T c) { return first_nan_or(a, b, c, std::fma(a, b, c)); }

// IEEE-mode maximum/minimum (maxNum/minNum with -0 < +0); of two NaNs the first (not quieted here).
template <class T>
T max_num(T a, T b) {
  if (std::isnan(a)) return std::isnan(b) ? a : b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class T>
T min_num(T a, T b) {
  if (std::isnan(a)) return std::isnan(b) ? a : b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
// IEEE 754-2019 maximum/minimum (gfx12 v_maximum_* / v_minimum_*): NaN propagates, by the NaN rule above.
template <class T>
T maximum(T a, T b) { return first_nan_or(a, b, max_num(a, b)); }
template <class T>
T minimum(T a, T b) { return first_nan_or(a, b, min_num(a, b)); }

// A 16-bit source: the .h half when the operand names it (true16 registers) or VOP3 OP_SEL selects it; f16
// abs/neg applied when kFloat.
template <bool kFloat = true>
void lanes16(const WaveContext& w, const isa::DecodedInstruction& d, const isa::Operand& o, int i, Lanes& out) {
  lanes32(w, d, o, out);
  const bool high = !o.high && ((d.op_sel() >> i) & 1) != 0;
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    const std::uint32_t half = (high ? out[lane] >> 16 : out[lane]) & 0xffffu;
    out[lane] = kFloat ? modify_f16(d, i, half) : half;
  }
}
inline bool destination_high(const isa::DecodedInstruction& d) {
  return d.operands.dst().high || ((d.op_sel() >> 3) & 1) != 0;
}

// Exactly rounded (nearest even) double -> f16 code, without the double rounding a trip through float risks.
std::uint16_t round_to_f16(double value);

// 32-bit sources 0..kSources-1 (raw bits; float operands with their abs/neg applied when kFloat).
template <int kSources, bool kFloat>
void fetch_sources(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes (&src)[3]) {
  const int n = w.size();
  for (int i = 0; i < kSources; ++i) {
    lanes32(w, d, ops.src(i), src[i]);
    if (kFloat && (d.abs(i) || d.neg(i))) {
      const std::uint32_t clear = d.abs(i) ? 0x7fffffffu : 0xffffffffu;
      const std::uint32_t flip = d.neg(i) ? 0x80000000u : 0u;
      for (int lane = 0; lane < n; ++lane) src[i][lane] = (src[i][lane] & clear) ^ flip;
    }
  }
}

// Integer op: F::apply(u32...) -> u32, with 1, 2 or 3 sources.
template <class F>
void lanes_u32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<F::kSources, false>(w, d, ops, src);
  const int n = w.size();
  for (int lane = 0; lane < n; ++lane) {
    if constexpr (F::kSources == 1) out[lane] = F::apply(src[0][lane]);
    if constexpr (F::kSources == 2) out[lane] = F::apply(src[0][lane], src[1][lane]);
    if constexpr (F::kSources == 3) out[lane] = F::apply(src[0][lane], src[1][lane], src[2][lane]);
  }
}

// f32 op: F::apply(float...) -> float, source and output modifiers applied.
template <class F>
float apply_lane(const Lanes (&src)[3], int lane) {
  if constexpr (F::kSources == 1) return F::apply(as_float(src[0][lane]));
  if constexpr (F::kSources == 2) return F::apply(as_float(src[0][lane]), as_float(src[1][lane]));
  if constexpr (F::kSources == 3) return F::apply(as_float(src[0][lane]), as_float(src[1][lane]), as_float(src[2][lane]));
}
// MODE.FP_DENORM for f32 (float_mode.h): denormal sources and results flushed to zero of their sign.
inline void flush_lanes_f32(int lanes, int count, Lanes* values) {
  for (int i = 0; i < count; ++i) {
    for (int lane = 0; lane < lanes; ++lane) values[i][lane] = flush_f32(values[i][lane]);
  }
}
template <class F>
void lanes_f32(const WaveContext& w, const isa::DecodedInstruction& d, const Operands& ops, Lanes& out) {
  Lanes src[3];
  fetch_sources<F::kSources, true>(w, d, ops, src);
  const int n = w.size();
  const DenormFlush flush = f32_denorms(w.mode);
  if (flush.inputs) flush_lanes_f32(n, F::kSources, src);
  const OutputModifiers mods(d);
  if (mods.none()) {
    for (int lane = 0; lane < n; ++lane) out[lane] = as_bits(apply_lane<F>(src, lane));
  } else {
    for (int lane = 0; lane < n; ++lane) out[lane] = as_bits(mods.apply(apply_lane<F>(src, lane)));
  }
  if (flush.outputs) flush_lanes_f32(n, 1, &out);
}

// Writes a 32-bit lane result to vdst under EXEC.
inline void commit32(WaveContext& w, const isa::Operand& vdst, const Lanes& result) {
  write_lanes32(w, vdst.vgpr(), result, w.exec());
}

// Runs a LaneOp as a whole instruction.
template <LaneOp kCompute>
void valu32(WaveContext& w, const Step& s) {
  Lanes result;
  kCompute(w, *s.decoded, s.decoded->operands, result);
  commit32(w, s.decoded->operands.dst(), result);
}

}  // namespace wmmasim::sim::exec
