#include "wmmasim/numerics/formats.h"

#include <Eigen/Core>
#include <array>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <stdexcept>

namespace wmmasim::sim {
namespace {

// fp8 and bf8 from their rows: 1 sign bit, exponent_bits, mantissa_bits.
constexpr const ElementFormat& kE4M3 = element_format(isa::ElementType::FP8);
constexpr const ElementFormat& kE5M2 = element_format(isa::ElementType::BF8);

double signed_nan(bool negative) {
  return std::copysign(std::numeric_limits<double>::quiet_NaN(), negative ? -1.0 : 1.0);
}

double decode_minifloat(const ElementFormat& format, std::uint8_t code) {
  const bool negative = (code & format.sign_mask()) != 0;
  const auto exponent = static_cast<int>((code >> format.mantissa_bits) & format.exponent_field_max());
  const auto mantissa = static_cast<int>(code & format.mantissa_mask());
  if (exponent == static_cast<int>(format.exponent_field_max())) {
    if (format.nan_rule == NanRule::IeeeAllOnes) {
      if (mantissa == 0) return negative ? -INFINITY : INFINITY;
      return signed_nan(negative);
    }
    if (mantissa == static_cast<int>(format.mantissa_mask())) return signed_nan(negative);
  }
  const double magnitude =
      exponent == 0 ? std::ldexp(mantissa, format.quantum())
                    : std::ldexp((1 << format.mantissa_bits) + mantissa, exponent - format.bias - format.mantissa_bits);
  return negative ? -magnitude : magnitude;
}

// Every code decoded once: the matrix instructions decode each element many times.
std::array<double, 256> decode_table(const ElementFormat& format) {
  std::array<double, 256> table{};
  for (int code = 0; code < 256; ++code) table[static_cast<std::size_t>(code)] = decode_minifloat(format, static_cast<std::uint8_t>(code));
  return table;
}

// Rounds a nonnegative double to an integer, ties to even.
double round_half_even(double x) {
  const double floor = std::floor(x);
  const double fraction = x - floor;  // exact
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return std::fmod(floor, 2.0) == 0 ? floor : floor + 1;
}

std::uint8_t encode_minifloat(const ElementFormat& format, double value, Overflow overflow) {
  const auto sign = static_cast<std::uint8_t>(std::signbit(value) ? format.sign_mask() : 0);
  if (std::isnan(value)) return static_cast<std::uint8_t>(sign | format.quiet_nan);
  const auto overflowed = [&]() -> std::uint8_t {
    if (overflow == Overflow::Saturate) return static_cast<std::uint8_t>(sign | format.largest_finite);
    return static_cast<std::uint8_t>(
        sign | (format.overflow == OverflowRule::ToInfinity ? format.infinity() : format.quiet_nan));
  };
  const double magnitude = std::fabs(value);
  if (std::isinf(magnitude)) return overflowed();
  if (magnitude == 0) return sign;

  int binary_exponent = 0;
  std::frexp(magnitude, &binary_exponent);  // magnitude = f * 2^binary_exponent, f in [0.5, 1)
  const int exponent = std::max(binary_exponent - 1, format.min_exponent());
  int quantum = exponent - format.mantissa_bits;  // weight of the last mantissa bit
  double steps = round_half_even(std::ldexp(magnitude, -quantum));
  if (steps == (2 << format.mantissa_bits)) {  // rounded up into the next binade
    steps /= 2;
    ++quantum;
  }
  if (std::ldexp(steps, quantum) > largest_finite_value(format)) return overflowed();

  const int significand = static_cast<int>(steps);
  if (significand < (1 << format.mantissa_bits)) return static_cast<std::uint8_t>(sign | significand);  // subnormal
  const int biased_exponent = quantum + format.mantissa_bits + format.bias;
  const int mantissa = significand - (1 << format.mantissa_bits);
  return static_cast<std::uint8_t>(sign | (biased_exponent << format.mantissa_bits) | mantissa);
}

bool is_integral_in(double value, double low, double high) {
  return std::isfinite(value) && std::trunc(value) == value && value >= low && value <= high;
}

// An integer of either reading where the instruction chooses the signedness (iu8: -1 and 255 are both 0xff),
// else of the signed reading.
std::uint32_t encode_integer(const ElementFormat& format, double value) {
  const double low = -static_cast<double>(format.sign_mask());
  const bool either = format.signedness == Signedness::ChosenByInstruction;
  const auto high = static_cast<double>(either ? format.code_mask() : format.magnitude_mask());
  if (!is_integral_in(value, low, high)) {
    throw std::invalid_argument(
        fmt::format("{} is not a valid {} value: expected an integer in [{}, {}]", value, format.name, low, high));
  }
  return static_cast<std::uint32_t>(static_cast<std::int64_t>(value)) & format.code_mask();
}

}  // namespace

double decode_fp8(std::uint8_t code) {
  static const std::array<double, 256> table = decode_table(kE4M3);
  return table[code];
}
double decode_bf8(std::uint8_t code) {
  static const std::array<double, 256> table = decode_table(kE5M2);
  return table[code];
}
std::uint8_t encode_fp8(double value, Overflow overflow) { return encode_minifloat(kE4M3, value, overflow); }
std::uint8_t encode_bf8(double value, Overflow overflow) { return encode_minifloat(kE5M2, value, overflow); }

double decode_f16(std::uint16_t code) {
  return static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(code));
}
double decode_bf16(std::uint16_t code) {
  return static_cast<float>(Eigen::numext::bit_cast<Eigen::bfloat16>(code));
}
std::uint16_t encode_f16(float value) { return Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(value)); }
std::uint16_t encode_bf16(float value) { return Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(value)); }

std::int32_t decode_integer(std::uint32_t code, int bits, bool is_signed) {
  const std::uint32_t mask = (1u << bits) - 1;
  const std::int32_t value = static_cast<std::int32_t>(code & mask);
  return is_signed && (value >> (bits - 1)) != 0 ? value - (1 << bits) : value;
}

double decode_element(isa::ElementType type, std::uint32_t code, bool is_signed) {
  using enum isa::ElementType;
  switch (type) {
    case F32: return std::bit_cast<float>(code);
    case F16: return decode_f16(static_cast<std::uint16_t>(code));
    case BF16: return decode_bf16(static_cast<std::uint16_t>(code));
    case FP8: return decode_fp8(static_cast<std::uint8_t>(code));
    case BF8: return decode_bf8(static_cast<std::uint8_t>(code));
    case I32: return static_cast<std::int32_t>(code);
    case IU8:
    case IU4: return decode_integer(code, element_format(type).bits, is_signed);
  }
  throw std::logic_error("decode_element: unknown element type");
}

std::uint32_t encode_element(isa::ElementType type, double value) {
  using enum isa::ElementType;
  switch (type) {
    case F32: return std::bit_cast<std::uint32_t>(static_cast<float>(value));
    case F16: return encode_f16(static_cast<float>(value));
    case BF16: return encode_bf16(static_cast<float>(value));
    case FP8: return encode_fp8(value);
    case BF8: return encode_bf8(value);
    case I32:
    case IU8:
    case IU4: return encode_integer(element_format(type), value);
  }
  throw std::logic_error("encode_element: unknown element type");
}

}  // namespace wmmasim::sim
