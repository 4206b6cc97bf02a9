// Internal: an exact accumulator for the `exact` numerics model (a fixed-point "Kulisch" accumulator).
//
// Why it is exact (docs/numerics.md §exact): every term the matrix instructions produce is a double of the form
// M * 2^E with M an integer and E >= -266:
//   * a product of two f16 / bf16 / fp8 / bf8 values has at most 11+11 significant bits and an exponent of at
//     least 2 * (-133) = -266 (bf16 smallest subnormal 2^-133), at most 2 * 128 = 256; it is computed exactly in
//     double (22 bits < 53, exponent far inside double's range);
//   * an f32/f16/bf16 accumulator value has at most 24 significant bits and an exponent of at least -149.
// The accumulator holds integer multiples of 2^kLsbExponent = 2^-300 in kLimbs * 64 = 576 bits, i.e. up to
// 2^276; 33 terms below 2^257 sum to less than 2^263. Positive and negative terms go into two unsigned
// magnitudes, so adding never loses a bit, and the difference is formed once, exactly, before the one rounding.
#pragma once

#include <array>
#include <cstdint>

#include "wmmasim/numerics/element_format.h"

namespace wmmasim::sim::detail {

class ExactSum {
 public:
  // Adds a finite double exactly. Throws std::logic_error if the term is outside the accumulator's range
  // (impossible for the terms above).
  void add(double term);

  // The exact sum rounded once to the floating-point `format` (round to nearest, ties to even, gradual
  // underflow), as a double that `format` represents exactly; +-infinity on overflow. An exact zero sum gives +0, a non-zero sum that rounds to zero
  // keeps its sign.
  double rounded(const ElementFormat& format) const;

  bool is_zero() const { return positive_ == negative_; }

  static constexpr int kLimbs = 9;
  static constexpr int kLsbExponent = -300;
  using Magnitude = std::array<std::uint64_t, kLimbs>;

 private:
  static void add_at(Magnitude& magnitude, std::uint64_t value, int bit);

  Magnitude positive_{};
  Magnitude negative_{};
};

}  // namespace wmmasim::sim::detail
