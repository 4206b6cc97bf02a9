#include "wmmasim/numerics/exact_sum.h"

#include <bit>
#include <cmath>
#include <stdexcept>

namespace wmmasim::sim::detail {
namespace {

using Limbs = ExactSum::Magnitude;

bool less_than(const Limbs& left, const Limbs& right) {
  for (int i = static_cast<int>(left.size()) - 1; i >= 0; --i) {
    if (left[i] != right[i]) return left[i] < right[i];
  }
  return false;
}

Limbs subtract(const Limbs& larger, const Limbs& smaller) {
  Limbs result{};
  std::uint64_t borrow = 0;
  for (std::size_t i = 0; i < larger.size(); ++i) {
    const std::uint64_t subtrahend = smaller[i] + borrow;
    const bool wrapped = subtrahend < borrow;  // smaller[i] == UINT64_MAX and borrow == 1
    result[i] = larger[i] - subtrahend;
    borrow = (wrapped || larger[i] < subtrahend) ? 1 : 0;
  }
  return result;
}

int top_bit(const Limbs& value) {  // -1 for zero
  for (int i = static_cast<int>(value.size()) - 1; i >= 0; --i) {
    if (value[i] != 0) return 64 * i + 63 - std::countl_zero(value[i]);
  }
  return -1;
}

bool bit_at(const Limbs& value, int bit) { return bit >= 0 && ((value[bit / 64] >> (bit % 64)) & 1) != 0; }

bool any_bit_below(const Limbs& value, int bit) {  // any of bits [0, bit)
  if (bit <= 0) return false;
  const int full_limbs = bit / 64;
  for (int i = 0; i < full_limbs; ++i) {
    if (value[i] != 0) return true;
  }
  const int rest = bit % 64;
  return rest != 0 && (value[full_limbs] & ((std::uint64_t{1} << rest) - 1)) != 0;
}

// Bits [low, high] (high - low < 64, low >= 0) as an integer.
std::uint64_t bits_between(const Limbs& value, int low, int high) {
  const int limb = low / 64;
  const int shift = low % 64;
  std::uint64_t window = value[static_cast<std::size_t>(limb)] >> shift;
  if (shift != 0 && limb + 1 < static_cast<int>(value.size())) {
    window |= value[static_cast<std::size_t>(limb + 1)] << (64 - shift);
  }
  const int width = high - low + 1;
  return width == 64 ? window : window & ((std::uint64_t{1} << width) - 1);
}

}  // namespace

void ExactSum::add_at(Magnitude& magnitude, std::uint64_t value, int bit) {
  using Wide = unsigned __int128;
  const int limb = bit / 64;
  const Wide shifted = static_cast<Wide>(value) << (bit % 64);  // spans limbs `limb` and `limb + 1`
  const std::uint64_t parts[2] = {static_cast<std::uint64_t>(shifted), static_cast<std::uint64_t>(shifted >> 64)};
  Wide carry = 0;
  for (int i = limb; i < kLimbs; ++i) {
    const std::uint64_t addend = i - limb < 2 ? parts[i - limb] : 0;
    if (addend == 0 && carry == 0) continue;
    const Wide sum = static_cast<Wide>(magnitude[i]) + addend + carry;
    magnitude[i] = static_cast<std::uint64_t>(sum);
    carry = sum >> 64;
  }
  if (carry != 0) throw std::logic_error("ExactSum: accumulator overflow");
}

void ExactSum::add(double term) {
  if (term == 0) return;
  if (!std::isfinite(term)) throw std::logic_error("ExactSum: non-finite term");
  // term = significand * 2^exponent, read from the IEEE double encoding.
  const auto bits = std::bit_cast<std::uint64_t>(term);
  const int exponent_field = static_cast<int>((bits >> 52) & 0x7ff);
  std::uint64_t significand = bits & ((std::uint64_t{1} << 52) - 1);
  int exponent = exponent_field == 0 ? -1074 : exponent_field - 1075;
  if (exponent_field != 0) significand |= std::uint64_t{1} << 52;
  const int trailing_zeros = std::countr_zero(significand);
  significand >>= trailing_zeros;
  exponent += trailing_zeros;
  const int bit = exponent - kLsbExponent;
  if (bit < 0 || bit + std::bit_width(significand) > kLimbs * 64 - 16) {
    throw std::logic_error("ExactSum: term outside the accumulator's range");
  }
  add_at(term < 0 ? negative_ : positive_, significand, bit);
}

double ExactSum::rounded(const ElementFormat& format) const {
  const bool negative = less_than(positive_, negative_);
  const Magnitude magnitude = negative ? subtract(negative_, positive_) : subtract(positive_, negative_);
  const int top = top_bit(magnitude);
  if (top < 0) return 0.0;

  // The result's last significand bit has weight 2^quantum: precision bits below the leading one, but never
  // below the subnormal quantum of the format.
  const int leading_exponent = top + kLsbExponent;
  const int quantum = std::max(leading_exponent, format.min_exponent()) - (format.precision() - 1);
  const int quantum_bit = quantum - kLsbExponent;  // > 0 for every format above
  std::uint64_t steps = top >= quantum_bit ? bits_between(magnitude, quantum_bit, top) : 0;
  const bool round_bit = bit_at(magnitude, quantum_bit - 1);
  const bool sticky = any_bit_below(magnitude, quantum_bit - 1);
  if (round_bit && (sticky || (steps & 1) != 0)) ++steps;

  double result = std::ldexp(static_cast<double>(steps), quantum);
  if (result > largest_finite_value(format)) result = INFINITY;
  return negative ? -result : result;
}

}  // namespace wmmasim::sim::detail
