// Internal: the `gfx11-dot2` numerics model, one DOT2 step.
//
// Source (facts only, re-implemented here): AMD rocjitsu's silicon-characterised gfx11 DOT2 arithmetic,
// `shared/gfx11_dot2.h` and `shared/dot_packed16.h` in ROCm/rocm-systems `emulation/rocjitsu` (read through a
// public port that cites rocm-systems ffc144c564c), with the model's discussion in ROCm/rocm-systems issue
// #12056 ("V_DOT2_F32_{F16,BF16} and WMMA do not match gfx1151 silicon"); summarised in
// docs/reference/emulators.md §6. docs/numerics.md restates every rule below.
#pragma once

#include <cstdint>

namespace wmmasim::sim::detail {

enum class Dot2Output { F32, F16, BF16 };

// acc + a0*b0 + a1*b1 with the gfx11 DOT2 datapath. a0..b1 are f16 codes (or bf16 codes when bf16_inputs),
// `acc` is f32 bits. Returns f32 bits for Dot2Output::F32, otherwise a 16-bit code in the low bits.
std::uint32_t gfx11_dot2_step(bool bf16_inputs, std::uint16_t a0, std::uint16_t b0, std::uint16_t a1,
                              std::uint16_t b1, std::uint32_t acc, Dot2Output output);

// One f16 or bf16 input of the multiplier, decoded once: a matrix instruction uses each A and B element in 16
// steps. The step below gives the same result as the one above for the factors' codes.
struct Dot2Factor {
  std::uint32_t significand;  // with the implicit bit; 0 for a zero and for a bf16 subnormal (read as zero)
  int alignment_exponent;     // the exponent field floored at 1, minus the bias
  int fraction_bits;          // 10 (f16) or 7 (bf16)
  bool negative;
  bool nan;
  bool inf;
};
Dot2Factor dot2_factor(std::uint16_t code, bool bf16);
std::uint32_t gfx11_dot2_step(const Dot2Factor& a0, const Dot2Factor& b0, const Dot2Factor& a1, const Dot2Factor& b1,
                              std::uint32_t acc, Dot2Output output);
// The same step when every factor and the accumulator are finite (no NaN, no Inf): what the step above does once
// its checks for them have passed, for a caller that knows its factors are finite.
std::uint32_t gfx11_dot2_finite_step(const Dot2Factor& a0, const Dot2Factor& b0, const Dot2Factor& a1,
                                     const Dot2Factor& b1, std::uint32_t acc, Dot2Output output);

// A 16-bit accumulator code widened exactly to f32 bits (NaN payloads kept, not quieted).
std::uint32_t widen_to_f32_bits(std::uint16_t code, bool bf16);

}  // namespace wmmasim::sim::detail
