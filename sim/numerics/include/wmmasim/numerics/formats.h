// The element formats of the matrix instructions: raw codes <-> exact values. The formats' facts (widths,
// bias, specials, overflow) are the rows of element_format.h; this file holds the conversions.
//
// Every code of every format used by WMMA/SWMMAC decodes to a double exactly (at most 24 significant bits,
// exponents within [-149, 127]), so `double` is the value type throughout; numerics.h relies on that.
//
// * f16 and bf16 go through Eigen::half / Eigen::bfloat16 (round to nearest even, subnormals kept).
// * fp8 and bf8 (OCP E4M3 and E5M2; docs/reference/emulators.md §7.5 for the subnormal behaviour on gfx12) are
//   decoded and encoded from their rows alone, so another 8-bit float format needs no new code here.
// * iu8 and iu4 are plain bit patterns; their signedness comes from the instruction (NEG[0]/NEG[1]).
#pragma once

#include <cstdint>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/numerics/element_format.h"

namespace wmmasim::sim {

// What an encoder does with a value whose magnitude, after rounding, exceeds the largest finite value.
enum class Overflow {
  NonFinite,  // as the format's OverflowRule says: to Inf (bf8, f16, bf16, f32), to NaN (fp8, OCP "non-saturating")
  Saturate,   // to the largest finite value of the same sign (OCP "saturating"); Inf inputs saturate too
};

double decode_fp8(std::uint8_t code);
double decode_bf8(std::uint8_t code);
// Round to nearest, ties to even. NaN inputs give the canonical NaN of the format with the input's sign
// (fp8: S.1111.111, bf8: S.11111.10).
std::uint8_t encode_fp8(double value, Overflow overflow = Overflow::NonFinite);
std::uint8_t encode_bf8(double value, Overflow overflow = Overflow::NonFinite);

double decode_f16(std::uint16_t code);
double decode_bf16(std::uint16_t code);
// From float (so a double that is not a float is rounded twice: first to float, then to f16/bf16).
std::uint16_t encode_f16(float value);
std::uint16_t encode_bf16(float value);

// Integer elements of `bits` (4 or 8) bits, zero- or sign-extended.
std::int32_t decode_integer(std::uint32_t code, int bits, bool is_signed);

// Any element type: F32 takes/gives IEEE single bits, I32 two's complement, IU8/IU4 the low bits of an integer
// in [-2^(bits-1), 2^bits - 1] (so -1 and 255 are both iu8 0xff). encode_element throws std::invalid_argument
// for an integer value that is not an integer or does not fit, and for a float value that is not finite
// where the format cannot hold it (never: NaN/Inf encode as the format defines).
double decode_element(isa::ElementType type, std::uint32_t code, bool is_signed = true);
std::uint32_t encode_element(isa::ElementType type, double value);

// Canonical quiet NaN codes (the exact and sequential models produce these; see docs/numerics.md).
inline constexpr std::uint32_t kF32QuietNan = kFormat<isa::ElementType::F32>.quiet_nan;
inline constexpr auto kF16QuietNan = static_cast<std::uint16_t>(kFormat<isa::ElementType::F16>.quiet_nan);
inline constexpr auto kBf16QuietNan = static_cast<std::uint16_t>(kFormat<isa::ElementType::BF16>.quiet_nan);

}  // namespace wmmasim::sim
