// The element formats of the matrix instructions: raw codes <-> exact values.
//
// Every code of every format used by WMMA/SWMMAC decodes to a double exactly (at most 24 significant bits,
// exponents within [-149, 127]), so `double` is the value type throughout; numerics.h relies on that.
//
// * f16 and bf16 go through Eigen::half / Eigen::bfloat16 (round to nearest even, subnormals kept).
// * fp8 and bf8 are the OCP 8-bit formats (OCP "8-bit Floating Point Specification (OFP8)" rev 1.0, the formats
//   RDNA4 calls FP8 and BF8; docs/reference/emulators.md §7.5 for the subnormal behaviour on gfx12):
//     fp8 = E4M3: bias 7, no infinities, NaN only S.1111.111, largest finite 448, smallest subnormal 2^-9.
//     bf8 = E5M2: bias 15, IEEE-like: Inf = S.11111.00, NaN = S.11111.{01,10,11}, largest finite 57344,
//                 smallest subnormal 2^-16.
// * iu8 and iu4 are plain bit patterns; their signedness comes from the instruction (NEG[0]/NEG[1]).
#pragma once

#include <cstdint>

#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::sim {

// What an encoder does with a value whose magnitude, after rounding, exceeds the largest finite value.
enum class Overflow {
  NonFinite,  // to Inf where the format has one (bf8, f16, bf16, f32), to NaN for fp8 (OCP "non-saturating")
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
inline constexpr std::uint32_t kF32QuietNan = 0x7fc00000u;
inline constexpr std::uint16_t kF16QuietNan = 0x7e00u;
inline constexpr std::uint16_t kBf16QuietNan = 0x7fc0u;

}  // namespace wmmasim::sim
