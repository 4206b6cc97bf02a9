// Shared by the matrix-instruction tests: random matrices whose values each element type represents exactly,
// chosen so that a long double (64-bit significand) Eigen product is the EXACT sum; 2:4 sparse A; and a
// correct-rounding check that needs nothing from the simulator but the formats.
#pragma once

#include <doctest/doctest.h>

#include <Eigen/Core>
#include <cmath>
#include <cstdint>
#include <random>
#include <string_view>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

namespace wmmasim::test {

using isa::ElementType;
using LongMatrix = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;

// Under AddressSanitizer (the asan preset: -O0, many times slower) the random and exhaustive sweeps of the fast-path
// tests run one case in kSanitizerSweepStride; the default build runs every case (docs/reliability.md, CI's time).
#ifdef WMMASIM_ADDRESS_SANITIZER
inline constexpr int kSanitizerSweepStride = 4;
#else
inline constexpr int kSanitizerSweepStride = 1;
#endif

// The first VGPR of each operand in the matrix tests' waves: A, B, C, D and the SWMMAC sparsity index.
inline constexpr int kA = 0, kB = 16, kC = 32, kD = 48, kIndex = 64;

inline std::string_view target_for(isa::Family family) { return family == isa::Family::Gfx11 ? "gfx1100" : "gfx1201"; }

// A random value of a float type. Ranges (docs: the test keeps every sum exact in long double):
//   f16: +-0, subnormals, normals with |v| < 16;  bf16: +-0, normals 2^-8..2^9;  fp8: every finite code;
//   bf8: finite codes with |v| <= 256;  f32 (accumulator): +-0, normals 2^-10..2^11.
inline double random_float(ElementType type, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  std::uniform_int_distribution<int> any_code(0, 255);
  const int roll = percent(rng);
  const double sign = (roll % 2) ? -1.0 : 1.0;
  const auto normal = [&](int mantissa_bits, int min_exponent, int max_exponent) {
    std::uniform_int_distribution<int> mantissa(0, (1 << mantissa_bits) - 1);
    std::uniform_int_distribution<int> exponent(min_exponent, max_exponent);
    return sign * std::ldexp(1.0 + std::ldexp(mantissa(rng), -mantissa_bits), exponent(rng));
  };
  if (roll < 6) return sign * 0.0;
  switch (type) {
    case ElementType::F16:
      if (roll < 16) return sign * std::ldexp(std::uniform_int_distribution<int>(1, 1023)(rng), -24);
      return normal(10, -6, 3);
    case ElementType::BF16: return normal(7, -8, 8);
    case ElementType::F32: return normal(23, -10, 10);
    case ElementType::FP8:
      for (;;) {
        const int code = any_code(rng);
        if ((code & 0x7f) != 0x7f) return sim::decode_fp8(static_cast<std::uint8_t>(code));
      }
    case ElementType::BF8:
      for (;;) {
        const double value = sim::decode_bf8(static_cast<std::uint8_t>(any_code(rng)));
        if (std::isfinite(value) && std::fabs(value) <= 256) return value;
      }
    default: break;
  }
  FAIL("random_float: not a float type");
  return 0;
}

inline Eigen::MatrixXd random_matrix(ElementType type, int rows, int cols, std::mt19937& rng) {
  Eigen::MatrixXd m(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) m(r, c) = random_float(type, rng);
  }
  return m;
}

// Random iu8/iu4 codes (0..255 / 0..15), with the extremes (0, 0x7f/0x7, 0x80/0x8, 0xff/0xf) over-represented.
inline sim::CodeMatrix random_codes(int bits, int rows, int cols, std::mt19937& rng) {
  const std::uint32_t top = (1u << bits) - 1;
  const std::uint32_t extremes[] = {0, top >> 1, (top >> 1) + 1, top};
  std::uniform_int_distribution<std::uint32_t> any(0, top);
  std::uniform_int_distribution<int> percent(0, 99);
  sim::CodeMatrix m(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) m(r, c) = percent(rng) < 20 ? extremes[any(rng) % 4] : any(rng);
  }
  return m;
}

// A 2:4 structured-sparse A: of every four consecutive K a row keeps two (positions p0 < p1). Gives the dense
// logical A, the compressed A (16 x K/2) and the index positions (16 x K/2).
struct SparseA {
  Eigen::MatrixXd dense;
  Eigen::MatrixXd compressed;
  Eigen::MatrixXd positions;
};

template <class Generator>
SparseA make_sparse(int rows, int k, std::mt19937& rng, Generator value) {
  SparseA s{Eigen::MatrixXd::Zero(rows, k), Eigen::MatrixXd(rows, k / 2), Eigen::MatrixXd(rows, k / 2)};
  std::uniform_int_distribution<int> position(0, 3);
  for (int r = 0; r < rows; ++r) {
    for (int g = 0; g < k / 4; ++g) {
      int p0 = position(rng);
      int p1 = position(rng);
      while (p1 == p0) p1 = position(rng);
      if (p1 < p0) std::swap(p0, p1);
      const double v0 = value();
      const double v1 = value();
      s.dense(r, 4 * g + p0) = v0;
      s.dense(r, 4 * g + p1) = v1;
      s.compressed(r, 2 * g) = v0;
      s.compressed(r, 2 * g + 1) = v1;
      s.positions(r, 2 * g) = p0;
      s.positions(r, 2 * g + 1) = p1;
    }
  }
  return s;
}

// The IEEE-ordered code one step away (+1 up, -1 down) from an f32/f16/bf16 code.
inline std::uint32_t step_code(ElementType type, std::uint32_t code, int direction) {
  const int bits = type == ElementType::F32 ? 32 : 16;
  const std::uint32_t sign_bit = 1u << (bits - 1);
  std::int64_t key = (code & sign_bit) ? -static_cast<std::int64_t>(code & (sign_bit - 1)) : code;
  key += direction;
  return key < 0 ? (sign_bit | static_cast<std::uint32_t>(-key)) : static_cast<std::uint32_t>(key);
}

// `code` is the value nearest to `exact` (ties to the even code), i.e. round-to-nearest-even of `exact`.
inline bool correctly_rounded(ElementType type, std::uint32_t code, long double exact) {
  const long double value = sim::decode_element(type, code);
  if (!std::isfinite(static_cast<double>(value))) return false;
  const long double error = std::fabs(exact - value);
  for (int direction : {-1, 1}) {
    const long double neighbour = sim::decode_element(type, step_code(type, code, direction));
    if (!std::isfinite(static_cast<double>(neighbour))) continue;
    const long double neighbour_error = std::fabs(exact - neighbour);
    if (neighbour_error < error) return false;
    if (neighbour_error == error && (code & 1) != 0) return false;
  }
  return true;
}

}  // namespace wmmasim::test
