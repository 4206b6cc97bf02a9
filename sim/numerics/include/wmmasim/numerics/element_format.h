// The element formats of the matrix instructions, one row each: the only place their facts are written.
//
// Sources: IEEE 754-2008 §3.6 (binary32, binary16); bf16 is binary32's top half (AMD RDNA3/RDNA4 ISA guides,
// "WMMA" chapter); fp8 = E4M3 and bf8 = E5M2 are the OCP 8-bit formats (OCP "8-bit Floating Point Specification
// (OFP8)" rev 1.0, the formats RDNA4 calls FP8 and BF8): E4M3 has no infinities and one NaN per sign, S.1111.111;
// E5M2 is IEEE-like. The integer types are plain two's complement bit patterns; iu8/iu4 take their signedness
// from the instruction (NEG[0]/NEG[1]).
//
// Everything here is constexpr: code that is templated on the element type reads a row's fields as compile-time
// constants (kFormat<T>), so no table is looked up at run time in an inner loop.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::sim {

// Which codes with an all-ones exponent field are NaN (floating-point formats only).
enum class NanRule {
  NotFloat,          // integers
  IeeeAllOnes,       // all-ones exponent: mantissa 0 is Inf, any other mantissa is NaN
  AllOnesMagnitude,  // only the all-ones magnitude is NaN (E4M3); the rest of that binade is finite
};

// What a conversion without saturation does with a magnitude that rounds above the largest finite value.
enum class OverflowRule {
  ToInfinity,  // f32, f16, bf16, bf8
  ToNan,       // fp8: OCP "non-saturating" (no infinity to go to)
  Wraps,       // integers: modulo 2^bits (CLAMP saturates to the type's range instead)
};

enum class Signedness {
  NotInteger,
  TwosComplement,     // i32
  ChosenByInstruction,  // iu8, iu4: NEG[0]/NEG[1] choose signed or unsigned per operand
};

struct ElementFormat {
  isa::ElementType type;
  std::string_view name;  // as the mnemonics spell it
  int bits;
  int exponent_bits;  // 0 for integers
  int mantissa_bits;  // stored fraction bits (the integer's magnitude bits for integers: bits - 1)
  int bias;
  bool has_infinity;
  NanRule nan_rule;
  std::uint32_t quiet_nan;           // the canonical quiet NaN the models produce (positive)
  std::uint32_t largest_finite;      // code of the largest finite magnitude (integers: of the largest value,
                                     // read unsigned where the instruction chooses the signedness)
  OverflowRule overflow;
  Signedness signedness;

  constexpr bool is_float() const { return nan_rule != NanRule::NotFloat; }
  constexpr std::uint32_t code_mask() const { return bits == 32 ? ~0u : (1u << bits) - 1; }
  constexpr std::uint32_t sign_mask() const { return 1u << (bits - 1); }
  constexpr std::uint32_t magnitude_mask() const { return sign_mask() - 1; }
  constexpr std::uint32_t mantissa_mask() const { return (1u << mantissa_bits) - 1; }
  constexpr std::uint32_t exponent_field_max() const { return (1u << exponent_bits) - 1; }
  constexpr std::uint32_t exponent_mask() const { return exponent_field_max() << mantissa_bits; }
  // The positive infinity code (has_infinity only): all-ones exponent, mantissa 0.
  constexpr std::uint32_t infinity() const { return exponent_mask(); }
  // The smallest magnitude code that is Inf or NaN: with the sign cleared, every finite code is below it and
  // finite codes are ordered as their magnitudes.
  constexpr std::uint32_t first_special() const {
    return nan_rule == NanRule::AllOnesMagnitude ? magnitude_mask() : exponent_mask();
  }
  // Significand bits including the implicit one.
  constexpr int precision() const { return mantissa_bits + 1; }
  // Normal exponents (unbiased) are [min_exponent, max_exponent].
  constexpr int min_exponent() const { return 1 - bias; }
  constexpr int max_exponent() const {
    return static_cast<int>(largest_finite >> mantissa_bits) - bias;
  }
  // The exponent of the smallest subnormal: the weight of the last mantissa bit at min_exponent.
  constexpr int quantum() const { return min_exponent() - mantissa_bits; }
};

// 2^exponent, exactly, in a constant expression (std::ldexp is not constexpr before C++23).
constexpr double power_of_two_constant(int exponent) {
  double value = 1.0;
  for (int i = 0; i < exponent; ++i) value *= 2.0;
  for (int i = 0; i > exponent; --i) value /= 2.0;
  return value;
}

// The value of the largest finite code (floats), exactly.
constexpr double largest_finite_value(const ElementFormat& format) {
  const double significand = static_cast<double>((format.largest_finite & format.mantissa_mask()) |
                                                 (1u << format.mantissa_bits));
  return significand * power_of_two_constant(format.max_exponent() - format.mantissa_bits);
}

// One row per isa::ElementType, in the enum's order (checked below).
inline constexpr std::array<ElementFormat, 8> kElementFormats{{
    //  type                    name    bits exp man bias  inf    NaN rule                    quiet NaN    largest finite overflow                  signedness
    {isa::ElementType::F16,  "f16",  16, 5,  10, 15,  true,  NanRule::IeeeAllOnes,      0x7e00u,     0x7bffu,     OverflowRule::ToInfinity, Signedness::NotInteger},
    {isa::ElementType::BF16, "bf16", 16, 8,  7,  127, true,  NanRule::IeeeAllOnes,      0x7fc0u,     0x7f7fu,     OverflowRule::ToInfinity, Signedness::NotInteger},
    {isa::ElementType::F32,  "f32",  32, 8,  23, 127, true,  NanRule::IeeeAllOnes,      0x7fc00000u, 0x7f7fffffu, OverflowRule::ToInfinity, Signedness::NotInteger},
    {isa::ElementType::I32,  "i32",  32, 0,  31, 0,   false, NanRule::NotFloat,         0,           0x7fffffffu, OverflowRule::Wraps,      Signedness::TwosComplement},
    {isa::ElementType::FP8,  "fp8",  8,  4,  3,  7,   false, NanRule::AllOnesMagnitude, 0x7fu,       0x7eu,       OverflowRule::ToNan,      Signedness::NotInteger},
    {isa::ElementType::BF8,  "bf8",  8,  5,  2,  15,  true,  NanRule::IeeeAllOnes,      0x7eu,       0x7bu,       OverflowRule::ToInfinity, Signedness::NotInteger},
    {isa::ElementType::IU8,  "iu8",  8,  0,  7,  0,   false, NanRule::NotFloat,         0,           0xffu,       OverflowRule::Wraps,      Signedness::ChosenByInstruction},
    {isa::ElementType::IU4,  "iu4",  4,  0,  3,  0,   false, NanRule::NotFloat,         0,           0xfu,        OverflowRule::Wraps,      Signedness::ChosenByInstruction},
}};

constexpr const ElementFormat& element_format(isa::ElementType type) {
  return kElementFormats[static_cast<std::size_t>(type)];
}

// The row of a type known at compile time.
template <isa::ElementType T>
inline constexpr ElementFormat kFormat = element_format(T);

namespace detail {
constexpr bool rows_in_enum_order() {
  for (std::size_t i = 0; i < kElementFormats.size(); ++i) {
    if (static_cast<std::size_t>(kElementFormats[i].type) != i) return false;
  }
  return true;
}
}  // namespace detail
static_assert(detail::rows_in_enum_order(), "kElementFormats: one row per isa::ElementType, in the enum's order");
static_assert(largest_finite_value(kFormat<isa::ElementType::F16>) == 65504.0);
static_assert(largest_finite_value(kFormat<isa::ElementType::FP8>) == 448.0);
static_assert(largest_finite_value(kFormat<isa::ElementType::BF8>) == 57344.0);

}  // namespace wmmasim::sim
