#include "wmmasim/numerics/gfx11_dot2.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <optional>

#include "wmmasim/numerics/element_format.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::detail {
namespace {

using isa::ElementType;
constexpr const ElementFormat& kF32 = kFormat<ElementType::F32>;
constexpr const ElementFormat& kF16 = kFormat<ElementType::F16>;
// From f32 down to f16: the shift that aligns their mantissa fields, and their sign bits.
constexpr int kF32ToF16Fraction = kF32.mantissa_bits - kF16.mantissa_bits;
constexpr int kF32ToF16Sign = kF32.bits - kF16.bits;

// NaN results of the datapath (emulators.md §6; the f16/bf16 forms are the packed-output encodings).
constexpr std::uint32_t kFactorNan = 0xffc00a3du;        // some factor is NaN
constexpr std::uint32_t kInvalidNan = 0xffc00000u;       // Inf*0, or Inf - Inf
constexpr std::uint16_t kFactorNanF16 = 0xfe3du;
constexpr std::uint16_t kFactorNanBf16 = 0xfffdu;
constexpr std::uint32_t kF32QuietBit = 1u << (kF32.mantissa_bits - 1);
constexpr std::uint32_t kF32PlusInf = kF32.infinity();
constexpr std::uint32_t kF32MinusInf = kF32.sign_mask() | kF32.infinity();
constexpr int kNoExponent = std::numeric_limits<int>::min() / 4;

// A non-negative integer significand times 2^exponent, with a sign.
struct Term {
  std::uint64_t significand = 0;
  int exponent = 0;
  bool negative = false;

  int leading_exponent() const {
    return significand == 0 ? kNoExponent : exponent + static_cast<int>(std::bit_width(significand)) - 1;
  }
};

Term product(const Dot2Factor& x, const Dot2Factor& y) {
  return {std::uint64_t{x.significand} * y.significand,
          x.alignment_exponent + y.alignment_exponent - x.fraction_bits - y.fraction_bits, x.negative != y.negative};
}

Term accumulator_term(std::uint32_t acc) {  // an f32 subnormal accumulator reads as zero
  const unsigned exponent_field = (acc >> kF32.mantissa_bits) & kF32.exponent_field_max();
  return {exponent_field != 0 ? (acc & kF32.mantissa_mask()) | (1u << kF32.mantissa_bits) : 0u,
          static_cast<int>(exponent_field) - kF32.bias - kF32.mantissa_bits, (acc & kF32.sign_mask()) != 0};
}

// value / 2^shift rounded to nearest, ties to even (shift may be negative: exact left shift).
std::uint64_t shift_right_round_even(std::uint64_t value, int shift) {
  if (shift <= 0) return value << -shift;
  if (shift > 64) return 0;
  const std::uint64_t kept = shift == 64 ? 0 : value >> shift;
  const std::uint64_t tail = shift == 64 ? value : value & ((std::uint64_t{1} << shift) - 1);
  const std::uint64_t half = std::uint64_t{1} << (shift - 1);
  return kept + ((tail > half || (tail == half && (kept & 1) != 0)) ? 1 : 0);
}

std::uint64_t magnitude_of(std::int64_t units) {
  return units < 0 ? static_cast<std::uint64_t>(-(units + 1)) + 1 : static_cast<std::uint64_t>(units);
}

// units * 2^grid, in the sign frame of the accumulator, rounded once to f32. Results below 2^-126 flush to +0.
std::uint32_t pack_f32(std::int64_t units, int grid, bool frame_negative) {
  if (units == 0) return 0;
  const std::uint32_t sign = ((units < 0) != frame_negative) ? kF32.sign_mask() : 0u;
  const std::uint64_t magnitude = magnitude_of(units);
  const int top = static_cast<int>(std::bit_width(magnitude)) - 1;
  int exponent = top + grid;
  std::uint64_t significand = shift_right_round_even(magnitude, top - kF32.mantissa_bits);
  if (significand == (std::uint64_t{1} << kF32.precision())) {
    significand >>= 1;
    ++exponent;
  }
  if (exponent < kF32.min_exponent()) return 0;
  if (exponent > kF32.max_exponent()) return sign | kF32PlusInf;
  return sign | (static_cast<std::uint32_t>(exponent + kF32.bias) << kF32.mantissa_bits) |
         (static_cast<std::uint32_t>(significand) & kF32.mantissa_mask());
}

// units * 2^grid rounded once, directly, to f16 (gradual underflow; overflow to Inf).
std::uint16_t pack_f16(std::int64_t units, int grid, bool frame_negative) {
  if (units == 0) return 0;
  const auto sign = static_cast<std::uint16_t>(((units < 0) != frame_negative) ? kF16.sign_mask() : 0u);
  const std::uint64_t magnitude = magnitude_of(units);
  const int top = static_cast<int>(std::bit_width(magnitude)) - 1;
  int exponent = top + grid;
  if (exponent < kF16.min_exponent()) {  // subnormal: the last bit has weight 2^quantum (2^-24)
    const std::uint64_t significand = shift_right_round_even(magnitude, kF16.quantum() - grid);
    return significand == 0 ? 0 : static_cast<std::uint16_t>(sign | significand);
  }
  std::uint64_t significand = shift_right_round_even(magnitude, top - kF16.mantissa_bits);
  if (significand == (std::uint64_t{1} << kF16.precision())) {
    significand >>= 1;
    ++exponent;
  }
  if (exponent > kF16.max_exponent()) return static_cast<std::uint16_t>(sign | kF16.infinity());
  return static_cast<std::uint16_t>(sign | ((exponent + kF16.bias) << kF16.mantissa_bits) |
                                    (significand & kF16.mantissa_mask()));
}

// Narrows a non-finite f32 result to the packed 16-bit output.
std::uint32_t special_result(std::uint32_t bits, Dot2Output output) {
  switch (output) {
    case Dot2Output::F32: return bits;
    case Dot2Output::F16:
      if (bits == kFactorNan) return kFactorNanF16;
      return ((bits >> kF32ToF16Sign) & kF16.sign_mask()) | kF16.infinity() |
             ((bits >> kF32ToF16Fraction) & kF16.mantissa_mask());
    case Dot2Output::BF16:
      if (bits == kFactorNan) return kFactorNanBf16;
      return bits >> kF32ToF16Sign;  // bf16 is f32's top half
  }
  return bits;
}

}  // namespace

std::uint32_t widen_to_f32_bits(std::uint16_t code, bool bf16) {
  if (bf16) return static_cast<std::uint32_t>(code) << kF32ToF16Sign;
  if ((code & kF16.exponent_mask()) == kF16.exponent_mask()) {  // Inf/NaN: keep the payload as it is
    return (static_cast<std::uint32_t>(code & kF16.sign_mask()) << kF32ToF16Sign) | kF32PlusInf |
           (static_cast<std::uint32_t>(code & kF16.mantissa_mask()) << kF32ToF16Fraction);
  }
  return std::bit_cast<std::uint32_t>(static_cast<float>(decode_f16(code)));
}

namespace {

template <ElementType T>
Dot2Factor factor_of(std::uint16_t code) {
  constexpr const ElementFormat& format = kFormat<T>;
  const unsigned field = (code & format.magnitude_mask()) >> format.mantissa_bits;
  const std::uint32_t fraction = code & format.mantissa_mask();
  // The datapath keeps f16 subnormals but reads a bf16 subnormal as zero.
  constexpr bool keeps_subnormals = T == ElementType::F16;
  const std::uint32_t significand =
      field != 0 ? (1u << format.mantissa_bits) | fraction : (keeps_subnormals ? fraction : 0);
  // The multiplier aligns each operand with its exponent field floored at 1, minus the bias.
  const bool all_ones = field == format.exponent_field_max();
  return {significand, std::max<int>(static_cast<int>(field), 1) - format.bias, format.mantissa_bits,
          (code & format.sign_mask()) != 0, all_ones && fraction != 0, all_ones && fraction == 0};
}

}  // namespace

Dot2Factor dot2_factor(std::uint16_t code, bool bf16) {
  return bf16 ? factor_of<ElementType::BF16>(code) : factor_of<ElementType::F16>(code);
}

std::uint32_t gfx11_dot2_step(bool bf16_inputs, std::uint16_t a0, std::uint16_t b0, std::uint16_t a1,
                              std::uint16_t b1, std::uint32_t acc, Dot2Output output) {
  return gfx11_dot2_step(dot2_factor(a0, bf16_inputs), dot2_factor(b0, bf16_inputs), dot2_factor(a1, bf16_inputs),
                         dot2_factor(b1, bf16_inputs), acc, output);
}

namespace {

// The result of a step with a NaN or an infinite factor or accumulator, in the datapath's order of precedence (factor
// NaN, invalid product, accumulator NaN, infinities); nullopt when every input is finite.
std::optional<std::uint32_t> non_finite_result(const Dot2Factor& a0, const Dot2Factor& b0, const Dot2Factor& a1,
                                               const Dot2Factor& b1, std::uint32_t acc, Dot2Output output) {
  const std::array<std::array<const Dot2Factor*, 2>, 2> pairs{{{&a0, &b0}, {&a1, &b1}}};
  for (const auto& pair : pairs) {
    if (pair[0]->nan || pair[1]->nan) return special_result(kFactorNan, output);
  }
  bool plus_inf = false;
  bool minus_inf = false;
  for (const auto& pair : pairs) {
    const bool inf_times_zero = (pair[0]->inf && pair[1]->significand == 0) || (pair[1]->inf && pair[0]->significand == 0);
    if (inf_times_zero) return special_result(kInvalidNan, output);
    if (pair[0]->inf || pair[1]->inf) (pair[0]->negative != pair[1]->negative ? minus_inf : plus_inf) = true;
  }
  if (plus_inf && minus_inf) return special_result(kInvalidNan, output);
  if ((acc & 0x7fffffffu) > kF32PlusInf) return special_result(acc | kF32QuietBit, output);
  plus_inf = plus_inf || acc == kF32PlusInf;
  minus_inf = minus_inf || acc == kF32MinusInf;
  if (plus_inf && minus_inf) return special_result(kInvalidNan, output);
  if (plus_inf || minus_inf) return special_result(plus_inf ? kF32PlusInf : kF32MinusInf, output);
  return std::nullopt;
}

}  // namespace

std::uint32_t gfx11_dot2_step(const Dot2Factor& a0, const Dot2Factor& b0, const Dot2Factor& a1, const Dot2Factor& b1,
                              std::uint32_t acc, Dot2Output output) {
  if (const std::optional<std::uint32_t> special = non_finite_result(a0, b0, a1, b1, acc, output)) return *special;
  return gfx11_dot2_finite_step(a0, b0, a1, b1, acc, output);
}

std::uint32_t gfx11_dot2_finite_step(const Dot2Factor& a0, const Dot2Factor& b0, const Dot2Factor& a1,
                                     const Dot2Factor& b1, std::uint32_t acc, Dot2Output output) {
  // Exact products and accumulator, aligned onto one grid with truncation.
  const Term c = accumulator_term(acc);
  const Term p0 = product(a0, b0);
  const Term p1 = product(a1, b1);
  if (c.significand == 0 && p0.significand == 0 && p1.significand == 0) return 0;

  // The grid's last bit: 24 bits below the largest operand-exponent sum of a non-zero product (not the
  // product's actual leading bit), and at most 26 bits below the largest term's leading bit.
  const auto grid_of = [](const Term& p, const Dot2Factor& x, const Dot2Factor& y) {
    return p.significand != 0 ? x.alignment_exponent + y.alignment_exponent - 24 : kNoExponent;
  };
  const int product_grid = std::max(grid_of(p0, a0, b0), grid_of(p1, a1, b1));
  const int c_leading = output == Dot2Output::F16 ? std::max(-14, c.leading_exponent()) : c.leading_exponent();
  const int leading = std::max({c_leading, p0.leading_exponent(), p1.leading_exponent()});
  const int grid = std::max(product_grid, leading - 26);

  // Sum in C's sign frame: a term of the opposite sign adds the one's complement of its truncated magnitude.
  // (A term's shift is at most 26 for a non-zero term; a zero term shifts to zero whatever the clamp.)
  const auto in_frame = [&](const Term& term) {
    const int shift = std::clamp(term.exponent - grid, -63, 63);
    const std::uint64_t magnitude = shift >= 0 ? term.significand << shift : term.significand >> -shift;
    const auto signed_magnitude = static_cast<std::int64_t>(magnitude);
    return term.negative == c.negative ? signed_magnitude : -signed_magnitude - 1;
  };
  const std::int64_t units = in_frame(c) + in_frame(p0) + in_frame(p1);

  switch (output) {
    case Dot2Output::F32: return pack_f32(units, grid, c.negative);
    case Dot2Output::F16: return pack_f16(units, grid, c.negative);
    case Dot2Output::BF16: return pack_f32(units, grid, c.negative) >> 16;  // the f32 result, truncated
  }
  return 0;
}

}  // namespace wmmasim::sim::detail
