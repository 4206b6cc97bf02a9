// Internal: the `exact` model's tile certificate, shared by the vector tile kernels (matrix_tile_avx512.cpp,
// matrix_tile_avx2.cpp). Scalar code: the kernels compute the statistics of an operand block's codes (largest and
// smallest non-zero magnitude code, the OR of all codes) with their own vector instructions, and these functions
// turn them into the bounds that prove a sum exact:
//
//   * every product a * b is a multiple of 2^L, L = L_A + L_B, where L_A bounds the lowest set bit of every value
//     of A from below (from the smallest exponent in the block and the OR of every mantissa field), and
//   * n max|A| max|B| < 2^(L + p), p = 24 (float) or 53 (double).
//
// Then every partial sum, in any order, is a multiple of 2^L below 2^(L + p): a float (double) exactly, so each
// addition returns its exact result (IEEE 754-2019 §4.3: an operation delivers its exact result rounded, and a
// representable result is its own rounding).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/numerics/element_format.h"

namespace wmmasim::sim::detail {

inline constexpr int kNoLowBit = 10000;              // the "lowest set bit" of an all-zero operand
inline constexpr int kMaxLowBit = 900;               // 2^(kMaxLowBit + 53) is still a double
inline constexpr double kBoundSlack = 1.0 + 0x1p-40;  // covers the rounding in computing a bound

inline double power_of_two(int exponent) {  // exponent in [-1022, 1023]
  return std::bit_cast<double>(static_cast<std::uint64_t>(exponent + 1023) << 52);
}

// The certificate's facts, from the codes of a whole operand block (replicas and the unused half of C only make
// it more conservative).
struct CodeStats {
  std::uint32_t largest = 0;   // the largest magnitude code
  std::uint32_t smallest = 0;  // the smallest non-zero magnitude code; 0 when every code is ±0
  std::uint32_t ored = 0;      // every code ORed together (folded into one element's bits)
};

inline CodeStats constant_stats(isa::ElementType type, std::uint32_t code) {
  const std::uint32_t magnitude = code & element_format(type).magnitude_mask();
  return {magnitude, magnitude, code};
}

struct Range {
  bool finite;
  double largest;  // the largest |x|
  int low;         // every x is a multiple of 2^low; kNoLowBit when all are zero
};

// A non-zero x with biased exponent E and mantissa field f is (f + [E > 0] 2^m) 2^(max(E, 1) - bias - m), so its
// lowest set bit is at least max(E_min, 1) - bias - m + ctz(F | 2^m), E_min the smallest exponent (that of the
// smallest non-zero magnitude) and F the OR of all mantissa fields.
inline Range range_of(isa::ElementType type, CodeStats s) {
  const ElementFormat& f = element_format(type);
  const auto exponent = [&](std::uint32_t magnitude) {  // of the last mantissa bit
    return std::max(static_cast<int>(magnitude >> f.mantissa_bits), 1) - f.bias - f.mantissa_bits;
  };
  const bool finite = s.largest < f.first_special();
  const std::uint32_t implicit = s.largest >= (1u << f.mantissa_bits) ? 1u << f.mantissa_bits : 0u;
  const double largest = finite ? ((s.largest & f.mantissa_mask()) | implicit) * power_of_two(exponent(s.largest)) : 0.0;
  if (s.smallest == 0) return {finite, largest, kNoLowBit};
  const std::uint32_t mantissas = (s.ored & f.mantissa_mask()) | (1u << f.mantissa_bits);
  return {finite, largest, exponent(s.smallest) + std::countr_zero(mantissas)};
}

struct ProductCertificate {
  bool finite;   // A and B
  double bound;  // >= sum |a b| of every element of D
  int low;       // every product is a multiple of 2^low
};

inline ProductCertificate product_certificate(const Range& a, const Range& b, int products) {
  return {a.finite && b.finite, products * a.largest * b.largest * kBoundSlack, std::min(a.low + b.low, kMaxLowBit)};
}

// Every partial sum of the products is exactly a float: a multiple of 2^low (at least float's smallest
// subnormal) below 2^(low + 24) and below float's largest value.
inline bool sums_are_floats(const ProductCertificate& p) {
  constexpr const ElementFormat& f32 = kFormat<isa::ElementType::F32>;
  return p.finite && p.low >= f32.quantum() && p.bound < power_of_two(p.low + f32.precision()) &&
         p.bound < power_of_two(f32.max_exponent());
}

// The products' sums and C together are doubles exactly: every partial sum, C included, is a multiple of
// 2^min(low, C's low) below 2^(that + 53).
inline bool sums_are_doubles(const ProductCertificate& p, const Range& c) {
  const int low = std::min(p.low, c.low);
  return p.finite && c.finite && p.bound + c.largest * kBoundSlack < power_of_two(low + 53);
}

}  // namespace wmmasim::sim::detail
