#include "matrix_fast.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "wmmasim/numerics/element_format.h"
#include "wmmasim/numerics/gfx11_dot2.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::detail {
namespace {

using isa::ElementType;
constexpr const ElementFormat& kF32 = kFormat<ElementType::F32>;
constexpr const ElementFormat& kF16 = kFormat<ElementType::F16>;

constexpr int kMaxFloatProducts = 16;  // every float WMMA/SWMMAC: 16 products per element
constexpr int kMaxFloatBRows = 32;     // B of a float SWMMAC (K = 32)

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }

// ---- element values ----

// f16 -> float, exactly: the magnitude bits moved into an f32's exponent/fraction fields and scaled by
// 2^(127 - 15), which is exact for normals and subnormals alike; an all-ones exponent is Inf/NaN. Branch-free
// (masks, not a conditional) so that loops over it vectorise.
constexpr int kF16ToF32Fraction = kF32.mantissa_bits - kF16.mantissa_bits;
constexpr int kF16ToF32Sign = kF32.bits - kF16.bits;
constexpr auto kF16ToF32Scale = static_cast<float>(power_of_two_constant(kF32.bias - kF16.bias));

float f16_value(std::uint32_t code) {
  const std::uint32_t sign = (code & kF16.sign_mask()) << kF16ToF32Sign;
  const std::uint32_t magnitude = code & kF16.magnitude_mask();
  const auto finite =
      std::bit_cast<std::uint32_t>(std::bit_cast<float>(magnitude << kF16ToF32Fraction) * kF16ToF32Scale);
  // All ones for Inf/NaN.
  const std::uint32_t special = 0u - static_cast<std::uint32_t>(magnitude >= kF16.first_special());
  const std::uint32_t inf_nan = kF32.infinity() | ((magnitude & kF16.mantissa_mask()) << kF16ToF32Fraction);
  return std::bit_cast<float>(sign | (finite & ~special) | (inf_nan & special));
}

// bf16 is f32's top half.
float bf16_value(std::uint32_t code) { return std::bit_cast<float>(code << (kF32.bits - kFormat<ElementType::BF16>.bits)); }

float f32_value(std::uint32_t code) { return std::bit_cast<float>(code); }

struct MiniFloatTables {
  std::array<float, 256> fp8;
  std::array<float, 256> bf8;
};

const MiniFloatTables& minifloat_tables() {
  static const MiniFloatTables tables = [] {
    MiniFloatTables t{};
    for (int code = 0; code < 256; ++code) {
      t.fp8[at(code)] = static_cast<float>(decode_fp8(static_cast<std::uint8_t>(code)));  // exact: <= 4 bits
      t.bf8[at(code)] = static_cast<float>(decode_bf8(static_cast<std::uint8_t>(code)));
    }
    return t;
  }();
  return tables;
}

// An f32/f16/bf16 accumulator code as its value.
float accumulator_value(ElementType type, std::uint32_t code) {
  switch (type) {
    case ElementType::F16: return f16_value(code);
    case ElementType::BF16: return bf16_value(code);
    default: return f32_value(code);
  }
}

// Calls `use` with the function that decodes `type`'s codes. Every f16/bf16/fp8/bf8/f32 value is a float exactly,
// and so is every iu8/iu4 value, so a float loses nothing.
template <class Use>
void with_decoder(ElementType type, bool is_signed, Use&& use) {
  switch (type) {
    case ElementType::F16: use(f16_value); return;
    case ElementType::BF16: use(bf16_value); return;
    case ElementType::FP8:
    case ElementType::BF8: {
      const float* table = (type == ElementType::FP8 ? minifloat_tables().fp8 : minifloat_tables().bf8).data();
      use([table](std::uint32_t code) { return table[code]; });
      return;
    }
    case ElementType::IU8:
    case ElementType::IU4: {
      const int bits = isa::element_bits(type);
      const std::int32_t sign_bias = is_signed ? 1 << (bits - 1) : 0;  // (code ^ bias) - bias sign-extends
      use([sign_bias](std::uint32_t code) {
        return static_cast<float>((static_cast<std::int32_t>(code) ^ sign_bias) - sign_bias);
      });
      return;
    }
    default: use(f32_value); return;
  }
}

// ---- reading operands: each element once ----

std::uint32_t element_mask(const RegisterBlock& block) {
  return block.element_bits == 32 ? ~0u : (1u << block.element_bits) - 1;
}

// Rows of 16 values: out[r * 16 + j]. A is read by columns, i.e. transposed: a[p * 16 + i] = A(i, p).
template <class T, class Decode, std::size_t N>
void read_rows(const RegisterBlock& block, std::span<const Place> rows, Decode decode, std::array<T, N>& out) {
  const std::uint32_t keep = ~block.clear;
  const std::uint32_t flip = block.flip;
  const std::uint32_t mask = element_mask(block);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const std::uint32_t* __restrict words = block.words.data() + rows[r].word;
    const unsigned shift = rows[r].shift;
    T* __restrict row = out.data() + r * kTile;
    for (int j = 0; j < kTile; ++j) row[j] = static_cast<T>(decode((((words[j] & keep) ^ flip) >> shift) & mask));
  }
}

template <class T>
void read_float_accumulators(const FastInputs& in, std::array<T, kTileElements>& c) {
  if (in.c_constant) {
    c.fill(static_cast<T>(accumulator_value(in.cd_type, *in.c_constant)));
    return;
  }
  with_decoder(in.cd_type, false, [&](auto decode) { read_rows(in.c, in.c_rows, decode, c); });
}

// ---- the multiply: sums(i, j) = init + sum_p A(i, p) * B(k(i, p), j), p ascending ----
//
// A row of 16 sums is held in vectors of `Bytes` bytes (GCC/Clang vector extensions: lane-wise IEEE arithmetic).
// Each lane adds its products in p order, exactly like float_dot(): this file is compiled with -ffp-contract=off,
// so a product and its addition are two roundings. Several rows are summed at once so that enough independent additions are in flight to hide their latency; that
// changes no lane's order of operations.
typedef double Doubles16B __attribute__((vector_size(16)));
typedef double Doubles32B __attribute__((vector_size(32)));
typedef double Doubles64B __attribute__((vector_size(64)));
typedef float Floats16B __attribute__((vector_size(16)));
typedef float Floats32B __attribute__((vector_size(32)));
typedef float Floats64B __attribute__((vector_size(64)));

template <class T, int Bytes>
struct Vector;
template <>
struct Vector<double, 16> {
  using type = Doubles16B;
};
template <>
struct Vector<double, 32> {
  using type = Doubles32B;
};
template <>
struct Vector<double, 64> {
  using type = Doubles64B;
};
template <>
struct Vector<float, 16> {
  using type = Floats16B;
};
template <>
struct Vector<float, 32> {
  using type = Floats32B;
};
template <>
struct Vector<float, 64> {
  using type = Floats64B;
};

// sum += factor * b (vectors by reference: no vector crosses a function boundary of the baseline ABI).
template <class V, class T>
void multiply_add(T factor, const V& b, V& sum) {
  const V product = factor * b;
  sum = sum + product;
}

template <int Bytes, class T, std::size_t N>
void multiply_rows(const FastInputs& in, const std::array<T, kTile * kMaxFastProducts>& a, const std::array<T, N>& b,
                   T init, std::array<T, kTileElements>& sums) {
  using V = typename Vector<T, Bytes>::type;
  constexpr int kLanes = Bytes / static_cast<int>(sizeof(T));
  constexpr int kVectors = kTile / kLanes;
  constexpr int kRows = kVectors >= 8 ? 1 : 8 / kVectors;  // 8 sums in flight
  static_assert(kTile % kRows == 0);
  const int n = in.products;
  V start;
  for (int lane = 0; lane < kLanes; ++lane) start[lane] = init;
  for (int i0 = 0; i0 < kTile; i0 += kRows) {
    V row[kRows][kVectors];
#pragma GCC unroll 8
    for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 8
      for (int v = 0; v < kVectors; ++v) row[r][v] = start;
    }
    for (int p = 0; p < n; ++p) {
#pragma GCC unroll 8
      for (int r = 0; r < kRows; ++r) {
        const T factor = a[at(p * kTile + i0 + r)];
        const T* b_row = b.data() + in.b_row[at((i0 + r) * n + p)] * kTile;
#pragma GCC unroll 8
        for (int v = 0; v < kVectors; ++v) {
          V b_part;
          std::memcpy(&b_part, b_row + v * kLanes, sizeof b_part);
          multiply_add(factor, b_part, row[r][v]);
        }
      }
    }
    std::memcpy(sums.data() + i0 * kTile, row, sizeof row);
  }
}

// ---- exact: a double sum whose exactness or rounding is proven, else the reference path ----
//
// Every product of two f16/bf16/fp8/bf8 values is exact in double (exact_sum.h), so D is the rounding of a
// sum of doubles. The fast path sums them in double and then either
//   * proves the double sum exact: every term is a multiple of 2^L (L bounds the exponents of the terms' lowest
//     set bits from below) and B >= sum |term| is below 2^(L + 53); then every partial sum, in any order, is a
//     multiple of 2^L below 2^(L + 53), i.e. a double, so no addition rounded and the sum is the exact value
//     (including the IEEE sign of an exact zero, since the sum starts from -0); or
//   * bounds its error: recursive summation of m terms is within (m - 1) 2^-53 sum |term| of the exact value
//     (Higham, "Accuracy and Stability of Numerical Algorithms", §4.2); if both ends of the widened interval
//     round to the same code, so does the exact value, rounding being monotone.
// Otherwise (an exact value within the bound of a rounding boundary, e.g. an exact zero from cancelling terms,
// or a non-finite input) the element is left to the reference path.

constexpr int kNoLowBit = 10000;   // the "lowest set bit" of zero: larger than any real one
constexpr int kMaxLowBit = 900;    // 2^(kMaxLowBit + 53) is still a double
constexpr double kBoundSlack = 1.0 + 0x1p-40;  // covers the rounding in computing the bound itself

// What bounds the lowest set bit of a format's values from below: `precision` significand bits and the exponent
// of its smallest subnormal.
struct Grid {
  int precision;
  int quantum;
};

Grid grid_of(ElementType type) {
  const ElementFormat& format = element_format(type);
  return {format.precision(), format.quantum()};
}

// A lower bound on the exponent of the lowest set bit of x, a finite value of a format with grid `g`: the
// leading bit's exponent minus (precision - 1), never below the format's quantum; kNoLowBit for zero.
int low_bit_bound(double x, Grid g) {
  const int leading = static_cast<int>((std::bit_cast<std::uint64_t>(x) >> 52) & 0x7ffu) - 1023;
  return x == 0 ? kNoLowBit : std::max(leading - (g.precision - 1), g.quantum);
}

double power_of_two(int exponent) {  // exponent in [-1022, 1023]
  return std::bit_cast<double>(static_cast<std::uint64_t>(exponent + 1023) << 52);
}

// x rounded to float with round-to-odd: exact values stay, others get the truncation with its last bit set.
// Rounding that to a format with at least two bits less precision (and an exponent range no finer) is the
// correct round-to-nearest-even of x (Boldo & Melquiond, "Emulation of FMA and correctly rounded sums: proved
// algorithms using rounding to odd", IEEE TC 2008), which avoids double rounding through float.
float round_to_odd_float(double x) {
  const float nearest = static_cast<float>(x);
  if (static_cast<double>(nearest) == x) return nearest;
  std::uint32_t bits = std::bit_cast<std::uint32_t>(nearest);
  if (std::fabs(static_cast<double>(nearest)) > std::fabs(x)) --bits;  // rounded away from zero: step back
  return std::bit_cast<float>(bits | 1u);
}

// A finite double correctly rounded (to nearest even, gradual underflow, overflow to Inf) to D's format.
template <ElementType CD>
std::uint32_t round_finite(double x) {
  if constexpr (CD == ElementType::F32) {
    return std::bit_cast<std::uint32_t>(static_cast<float>(x));
  } else if constexpr (CD == ElementType::F16) {
    return encode_f16(round_to_odd_float(x));
  } else {
    return encode_bf16(round_to_odd_float(x));
  }
}

// The largest and the smallest non-zero magnitude among the values in a block's VGPRs, from their codes: with the
// sign bit cleared, the order of finite codes is the order of their magnitudes (subnormals included) in every
// format here, and every non-finite code is above the finite ones.
struct ValueRange {
  bool finite;
  double largest;  // |x| of the largest
  int low;         // low_bit_bound() of the smallest non-zero; kNoLowBit when all are zero
};

struct MagnitudeCodes {
  std::uint32_t mask;           // the bits below the sign bit
  std::uint32_t first_special;  // the smallest Inf/NaN magnitude
};

MagnitudeCodes magnitude_codes(ElementType type) {
  const ElementFormat& format = element_format(type);
  return {format.magnitude_mask(), format.first_special()};
}

double magnitude_value(ElementType type, std::uint32_t code) {
  switch (type) {
    case ElementType::FP8: return minifloat_tables().fp8[code];
    case ElementType::BF8: return minifloat_tables().bf8[code];
    default: return accumulator_value(type, code);  // f32, f16, bf16
  }
}

// `smallest` is 0 when every value is zero.
ValueRange range_of(ElementType type, std::uint32_t largest, std::uint32_t smallest) {
  return {largest < magnitude_codes(type).first_special, magnitude_value(type, largest),
          smallest == 0 ? kNoLowBit : low_bit_bound(magnitude_value(type, smallest), grid_of(type))};
}

ValueRange value_range(ElementType type, const RegisterBlock& block) {
  const std::uint32_t magnitude = magnitude_codes(type).mask;
  const int slots = 32 / block.element_bits;
  const std::uint32_t* __restrict in = block.words.data();
  const std::size_t words = block.words.size();
  std::uint32_t largest = 0;
  std::uint32_t smallest_less_one = ~0u;  // min(m - 1) over all m: 0 wraps to the maximum, so zeros never win
  for (int slot = 0; slot < slots; ++slot) {
    const unsigned shift = static_cast<unsigned>(slot * block.element_bits);
    for (std::size_t w = 0; w < words; ++w) {
      const std::uint32_t m = (in[w] >> shift) & magnitude;
      largest = std::max(largest, m);
      smallest_less_one = std::min(smallest_less_one, m - 1);
    }
  }
  return range_of(type, largest, smallest_less_one + 1);
}

ValueRange constant_range(ElementType type, std::uint32_t code) {
  const std::uint32_t m = code & magnitude_codes(type).mask;
  return range_of(type, m, m);
}

// Magnitudes over 16 independent lanes (rows of A, columns of B), so that the loops vectorise without
// reassociating anything. NaN compares false, so `largest` and `smallest` may skip one; `total` never does and
// is finite exactly when every value in the lane is.
struct Lanes {
  alignas(64) std::array<double, kTile> total{};     // sum of |x|
  alignas(64) std::array<double, kTile> largest{};   // max |x|
  alignas(64) std::array<double, kTile> smallest;    // smallest non-zero |x| (+Inf when none)

  Lanes() { smallest.fill(std::numeric_limits<double>::infinity()); }

  void include(const double* __restrict values) {  // one value per lane
    double* __restrict sums = total.data();
    double* __restrict maxima = largest.data();
    double* __restrict minima = smallest.data();
    for (int lane = 0; lane < kTile; ++lane) {
      const double magnitude = std::fabs(values[lane]);
      const double nonzero = values[lane] == 0 ? std::numeric_limits<double>::infinity() : magnitude;
      sums[lane] += magnitude;
      maxima[lane] = magnitude > maxima[lane] ? magnitude : maxima[lane];
      minima[lane] = nonzero < minima[lane] ? nonzero : minima[lane];
    }
  }
  bool finite(int lane) const { return std::isfinite(total[at(lane)]); }
  // A lower bound on the lowest set bit of every value in `lane`.
  int low_bit(Grid g, int lane) const {
    return std::isinf(smallest[at(lane)]) ? kNoLowBit : low_bit_bound(smallest[at(lane)], g);
  }
};

// The tile certificate failed: the same certificate for each element with its own row, column and C, else the
// error bound of its double sum (`sums` includes C).
template <ElementType CD>
void resolve_elements(const FastInputs& in, const std::array<double, kTile * kMaxFastProducts>& a,
                      const std::array<double, kMaxFloatBRows * kTile>& b, const std::array<double, kTileElements>& c,
                      const std::array<double, kTileElements>& sums, TileCodes& d, TileFlags& unresolved) {
  const int n = in.products;
  const Grid a_grid = grid_of(in.a_type);
  const Grid b_grid = grid_of(in.b_type);
  const Grid c_grid = grid_of(CD);
  Lanes a_rows;
  for (int p = 0; p < n; ++p) a_rows.include(&a[at(p * kTile)]);
  Lanes b_columns;  // over every row of B: a superset of those any product uses
  for (std::size_t k = 0; k < in.b_rows.size(); ++k) b_columns.include(&b[k * kTile]);
  // Error bound factor: (m - 1) 2^-53 for m = n + 1 terms, times 4 to cover the rounding of s +- delta itself.
  const double error_factor = static_cast<double>(n) * 0x1p-51;
  for (int e = 0; e < kTileElements; ++e) {
    const int i = e / kTile;
    const int j = e % kTile;
    if (!a_rows.finite(i) || !b_columns.finite(j) || !std::isfinite(c[at(e)])) {
      unresolved.set(e);
      continue;
    }
    // sum_p |a_ip b_pj| + |c_ij| <= (sum_p |a_ip|) max_k |b_kj| + |c_ij|.
    const double bound = (a_rows.total[at(i)] * b_columns.largest[at(j)] + std::fabs(c[at(e)])) * kBoundSlack;
    const int c_low = c[at(e)] == 0 ? kNoLowBit : low_bit_bound(c[at(e)], c_grid);
    const int low = std::min({a_rows.low_bit(a_grid, i) + b_columns.low_bit(b_grid, j), c_low, kMaxLowBit});
    if (bound < power_of_two(low + 53)) continue;  // exact: d is already its rounding
    const double delta = bound * error_factor;
    const std::uint32_t below = round_finite<CD>(sums[at(e)] - delta);
    if (below == round_finite<CD>(sums[at(e)] + delta)) {
      d[at(e)] = below;
    } else {
      unresolved.set(e);
    }
  }
}

template <ElementType CD, int Bytes>
void exact_tile(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  alignas(64) std::array<double, kTile * kMaxFastProducts> a;
  alignas(64) std::array<double, kMaxFloatBRows * kTile> b;
  alignas(64) std::array<double, kTileElements> c;
  with_decoder(in.a_type, false, [&](auto decode) { read_rows(in.a, in.a_columns, decode, a); });
  with_decoder(in.b_type, false, [&](auto decode) { read_rows(in.b, in.b_rows, decode, b); });
  read_float_accumulators(in, c);

  // The sums: 16 x 16 x n multiply-adds in double, each product exact, then C. They start from -0: -0 + x == x
  // for every x, so a sum of -0 terms only stays -0 (IEEE 754 §6.3).
  alignas(64) std::array<double, kTileElements> sums;
  multiply_rows<Bytes>(in, a, b, -0.0, sums);
  for (int e = 0; e < kTileElements; ++e) {
    sums[at(e)] = sums[at(e)] + c[at(e)];
    d[at(e)] = round_finite<CD>(sums[at(e)]);
  }

  // Certificate for the whole tile: every term is a multiple of 2^L and the sum of magnitudes is below 2^(L+53).
  // From the codes (integer reductions): sum_p |a_ip b_pj| + |c_ij| <= n max|A| max|B| + max|C|. Values in the
  // operands' VGPRs that are not elements (the other OPSEL half of C) only make it more conservative.
  const ValueRange a_range = value_range(in.a_type, in.a);
  const ValueRange b_range = value_range(in.b_type, in.b);
  const ValueRange c_range = in.c_constant ? constant_range(CD, *in.c_constant) : value_range(CD, in.c);
  const double tile_bound = (in.products * a_range.largest * b_range.largest + c_range.largest) * kBoundSlack;
  const int tile_low = std::min({a_range.low + b_range.low, c_range.low, kMaxLowBit});
  if (a_range.finite && b_range.finite && c_range.finite && tile_bound < power_of_two(tile_low + 53)) return;
  resolve_elements<CD>(in, a, b, c, sums, d, unresolved);
}

// ---- sequential: fp32 arithmetic exactly as the reference performs it ----
//
// The reference computes fl32(double(a) * double(b)); the double product is exact, so that is the single
// rounding a float multiply performs. This file is compiled with -ffp-contract=off (sim/CMakeLists.txt) so the
// product and the sum stay two roundings.

template <ElementType CD>
std::uint32_t encode_sequential(float sum) {
  if (std::isnan(sum)) return kFormat<CD>.quiet_nan;
  if constexpr (CD == ElementType::F32) {
    return std::bit_cast<std::uint32_t>(sum);
  } else if constexpr (CD == ElementType::F16) {
    return encode_f16(sum);
  } else {
    return encode_bf16(sum);
  }
}

template <ElementType CD, int Bytes>
void sequential_tile(const FastInputs& in, TileCodes& d) {
  alignas(64) std::array<float, kTile * kMaxFastProducts> a;
  alignas(64) std::array<float, kMaxFloatBRows * kTile> b;
  alignas(64) std::array<float, kTileElements> c;
  with_decoder(in.a_type, false, [&](auto decode) { read_rows(in.a, in.a_columns, decode, a); });
  with_decoder(in.b_type, false, [&](auto decode) { read_rows(in.b, in.b_rows, decode, b); });
  read_float_accumulators(in, c);
  alignas(64) std::array<float, kTileElements> sums;
  multiply_rows<Bytes>(in, a, b, 0.0f, sums);  // from +0, as the reference
  for (int e = 0; e < kTileElements; ++e) d[at(e)] = encode_sequential<CD>(sums[at(e)] + c[at(e)]);
}

// ---- integer: products and their sums are integers below 2^24 in magnitude (at most 32 products of at most
// 255 * 255), so float arithmetic computes them exactly; C is added in int64 ----

template <int Bytes>
void integer_tile(const FastInputs& in, TileCodes& d) {
  alignas(64) std::array<float, kTile * kMaxFastProducts> a;
  alignas(64) std::array<float, kMaxFastBRows * kTile> b;
  with_decoder(in.a_type, in.a_signed, [&](auto decode) { read_rows(in.a, in.a_columns, decode, a); });
  with_decoder(in.b_type, in.b_signed, [&](auto decode) { read_rows(in.b, in.b_rows, decode, b); });
  alignas(64) std::array<float, kTileElements> sums;
  multiply_rows<Bytes>(in, a, b, 0.0f, sums);
  alignas(64) std::array<std::int32_t, kTileElements> c;
  if (in.c_constant) {
    c.fill(static_cast<std::int32_t>(*in.c_constant));
  } else {
    read_rows(in.c, in.c_rows, [](std::uint32_t code) { return static_cast<std::int32_t>(code); }, c);
  }
  constexpr std::int64_t kMin = std::numeric_limits<std::int32_t>::min();
  constexpr std::int64_t kMax = std::numeric_limits<std::int32_t>::max();
  for (int e = 0; e < kTileElements; ++e) {
    const std::int64_t total = static_cast<std::int64_t>(sums[at(e)]) + c[at(e)];
    const std::int64_t result =
        in.clamp ? std::clamp(total, kMin, kMax) : static_cast<std::int32_t>(static_cast<std::uint32_t>(total));
    d[at(e)] = static_cast<std::uint32_t>(result);  // wrapped modulo 2^32, or saturated
  }
}

// ---- gfx11-dot2: the chain of DOT2 steps of each element, each factor decoded once ----
//
// The same step function as the reference (gfx11_dot2.h), fed factors decoded once per instruction instead of
// four per step, and the accumulator widened between steps exactly as float_dot() does.

// B's factors field by field, the 16 columns of a row side by side (the steps of a row's 16 elements read them as
// lanes of vectors).
struct Dot2Columns {
  std::array<std::int32_t, kTile> significand;
  std::array<std::int32_t, kTile> alignment;  // Dot2Factor::alignment_exponent
  std::array<std::int32_t, kTile> scale;      // alignment - fraction bits: the exponent of the significand's last bit
  std::array<std::int32_t, kTile> negative;
};

Dot2Columns dot2_columns(const Dot2Factor* row) {
  Dot2Columns columns;
  for (int j = 0; j < kTile; ++j) {
    columns.significand[at(j)] = static_cast<std::int32_t>(row[j].significand);
    columns.alignment[at(j)] = row[j].alignment_exponent;
    columns.scale[at(j)] = row[j].alignment_exponent - row[j].fraction_bits;
    columns.negative[at(j)] = row[j].negative;
  }
  return columns;
}

// The finite DOT2 step (gfx11_dot2_finite_step, F32 output; a BF16 output is its top half) of the 16 elements of
// a row at once, as one loop over the columns that the compiler turns into vector operations: acc[j] += a0 * b0[j]
// + a1 * b1[j], A's factors the same for the row. Every term, shifted onto the step's grid, is below 2^27 (the grid
// is at most 26 bits below the largest term's leading bit), so the sum fits 32 bits and a double holds it exactly,
// and scaling it by 2^grid is exact: converting that double to float is then the step's one rounding to nearest
// even, overflow to Inf included. The step flushes results below 2^-126 to +0 where a conversion keeps subnormals,
// so an element whose result is 2^-126 or less in magnitude, or whose accumulator is not finite, is marked in
// `redo` for the scalar step. (32-bit lanes but for the double, and no branch, so that GCC vectorises the loop with
// AVX2 or AVX-512; -fno-trapping-math, CMakeLists.txt, lets it convert in every lane.)
void dot2_row_step(const Dot2Factor& a0, const Dot2Factor& a1, const Dot2Columns& b0, const Dot2Columns& b1,
                   const std::uint32_t* acc, std::uint32_t* out, std::array<std::int32_t, kTile>& redo) {
  constexpr std::int32_t kNone = std::numeric_limits<int>::min() / 4;  // the exponent of a zero term
  const std::int32_t a0_scale = a0.alignment_exponent - a0.fraction_bits;
  const std::int32_t a1_scale = a1.alignment_exponent - a1.fraction_bits;
  // floor(log2(x)) of 0 < x < 2^24, read from the exponent field of x as a float.
  const auto log2_floor = [](std::int32_t x) {
    return static_cast<std::int32_t>(std::bit_cast<std::uint32_t>(static_cast<float>(x)) >> kF32.mantissa_bits) -
           kF32.bias;
  };
  for (int j = 0; j < kTile; ++j) {
    const auto field = static_cast<std::int32_t>((acc[j] >> kF32.mantissa_bits) & kF32.exponent_field_max());
    const std::uint32_t mantissa = acc[j] & kF32.mantissa_mask();
    const auto c = static_cast<std::int32_t>(field != 0 ? mantissa | (1u << kF32.mantissa_bits) : 0u);
    const std::int32_t c_exponent = field - kF32.bias - kF32.mantissa_bits;
    const auto c_negative = static_cast<std::int32_t>(acc[j] >> (kF32.bits - 1));
    const std::int32_t p0 = static_cast<std::int32_t>(a0.significand) * b0.significand[at(j)];  // below 2^22
    const std::int32_t p1 = static_cast<std::int32_t>(a1.significand) * b1.significand[at(j)];
    const std::int32_t p0_exponent = a0_scale + b0.scale[at(j)];
    const std::int32_t p1_exponent = a1_scale + b1.scale[at(j)];
    const std::int32_t p0_grid = p0 != 0 ? a0.alignment_exponent + b0.alignment[at(j)] - 24 : kNone;
    const std::int32_t p1_grid = p1 != 0 ? a1.alignment_exponent + b1.alignment[at(j)] - 24 : kNone;
    const std::int32_t c_leading = c != 0 ? field - kF32.bias : kNone;
    const std::int32_t p0_leading = p0 != 0 ? p0_exponent + log2_floor(p0) : kNone;
    const std::int32_t p1_leading = p1 != 0 ? p1_exponent + log2_floor(p1) : kNone;
    const std::int32_t grid =
        std::max(std::max(p0_grid, p1_grid), std::max(c_leading, std::max(p0_leading, p1_leading)) - 26);
    // A term on the grid. The step clamps the shift to 63; 31 is the same here: a right shift of a significand below
    // 2^24 by 31 or more leaves 0, and a left shift beyond 26 is only ever of a zero term. Both shifts are computed
    // and one kept (no branch); the other's count is 0.
    const auto in_frame = [&](std::int32_t significand, std::int32_t exponent, std::int32_t negative) {
      const std::int32_t shift = std::clamp(exponent - grid, -31, 31);
      const auto bits = static_cast<std::uint32_t>(significand);
      const std::uint32_t left = bits << std::max(shift, 0);
      const std::uint32_t right = bits >> std::max(-shift, 0);
      const auto magnitude = static_cast<std::int32_t>(shift >= 0 ? left : right);
      return negative == c_negative ? magnitude : -magnitude - 1;
    };
    const std::int32_t units = in_frame(c, c_exponent, c_negative) +
                               in_frame(p0, p0_exponent, a0.negative ^ b0.negative[at(j)]) +
                               in_frame(p1, p1_exponent, a1.negative ^ b1.negative[at(j)]);
    const auto scale_field = static_cast<std::uint64_t>(static_cast<std::int64_t>(grid) + 1023);  // of 2^grid
    const double scale = std::bit_cast<double>(scale_field << 52);
    const double value = static_cast<double>(c_negative != 0 ? -units : units) * scale;
    const auto bits = std::bit_cast<std::uint32_t>(static_cast<float>(value));
    // (Bitwise operators, not && and ||: no branch in the loop.)
    const bool zero = (units == 0) | ((c | p0 | p1) == 0);
    out[j] = zero ? 0u : bits;
    const bool tiny = (bits & ~kF32.sign_mask()) <= (1u << kF32.mantissa_bits);
    redo[at(j)] = (field == static_cast<std::int32_t>(kF32.exponent_field_max())) | (!zero & tiny);
  }
}

template <ElementType CD>
void dot2_tile(const FastInputs& in, TileCodes& d) {
  const bool bf16 = in.a_type == ElementType::BF16;
  const auto code = [](std::uint32_t c) { return c; };
  std::array<std::uint32_t, kTile * kMaxFastProducts> a_codes;
  std::array<std::uint32_t, kMaxFloatBRows * kTile> b_codes;
  read_rows(in.a, in.a_columns, code, a_codes);
  read_rows(in.b, in.b_rows, code, b_codes);
  std::array<Dot2Factor, kTile * kMaxFloatProducts> a;
  std::array<Dot2Factor, kMaxFloatBRows * kTile> b;
  const std::size_t a_used = in.a_columns.size() * kTile;
  const std::size_t b_used = in.b_rows.size() * kTile;
  for (std::size_t e = 0; e < a_used; ++e) a[e] = dot2_factor(static_cast<std::uint16_t>(a_codes[e]), bf16);
  for (std::size_t e = 0; e < b_used; ++e) b[e] = dot2_factor(static_cast<std::uint16_t>(b_codes[e]), bf16);
  std::array<std::uint32_t, kTileElements> c;
  if (in.c_constant) {
    c.fill(*in.c_constant);
  } else {
    read_rows(in.c, in.c_rows, code, c);
  }
  constexpr Dot2Output output =
      CD == ElementType::F16 ? Dot2Output::F16 : CD == ElementType::BF16 ? Dot2Output::BF16 : Dot2Output::F32;
  // With no NaN or Inf among the factors (nearly always), a step whose accumulator is finite skips the checks for
  // them; an accumulator that overflowed to Inf, or a NaN or Inf C, takes the whole step.
  const auto non_finite = [](const Dot2Factor& f) { return f.nan || f.inf; };
  const bool finite_factors = std::none_of(a.begin(), a.begin() + a_used, non_finite) &&
                              std::none_of(b.begin(), b.begin() + b_used, non_finite);
  const int n = in.products;
  // F32 and BF16 outputs with finite factors: step p of a row's 16 elements at once (dot2_row_step); F16 outputs
  // one element at a time.
  if (output != Dot2Output::F16 && finite_factors) {
    std::array<Dot2Columns, kMaxFloatBRows> columns;
    for (std::size_t r = 0; r < in.b_rows.size(); ++r) columns[r] = dot2_columns(b.data() + r * kTile);
    for (int i = 0; i < kTile; ++i) {
      const std::uint8_t* rows = in.b_row.data() + i * n;
      std::uint32_t* acc = d.data() + i * kTile;
      std::copy_n(c.begin() + i * kTile, kTile, acc);
      for (int p = 0; p < n; p += 2) {
        std::array<std::uint32_t, kTile> acc_f32;
        for (int j = 0; j < kTile; ++j) acc_f32[at(j)] = output == Dot2Output::F32 ? acc[j] : acc[j] << 16;
        std::array<std::uint32_t, kTile> sum;
        std::array<std::int32_t, kTile> redo;
        const Dot2Factor& a0 = a[at(p * kTile + i)];
        const Dot2Factor& a1 = a[at((p + 1) * kTile + i)];
        dot2_row_step(a0, a1, columns[rows[p]], columns[rows[p + 1]], acc_f32.data(), sum.data(), redo);
        for (int j = 0; j < kTile; ++j) {
          acc[j] = redo[at(j)] != 0 ? gfx11_dot2_step(a0, b[at(rows[p] * kTile + j)], a1, b[at(rows[p + 1] * kTile + j)],
                                                      acc_f32[at(j)], output)
                                    : output == Dot2Output::F32 ? sum[at(j)] : sum[at(j)] >> 16;
        }
      }
    }
    return;
  }
  // Step p of the 16 elements of a row one after the other: independent steps, which the CPU overlaps.
  for (int i = 0; i < kTile; ++i) {
    const std::uint8_t* rows = in.b_row.data() + i * n;
    std::uint32_t* acc = d.data() + i * kTile;
    std::copy_n(c.begin() + i * kTile, kTile, acc);
    for (int p = 0; p < n; p += 2) {
      for (int j = 0; j < kTile; ++j) {
        const std::uint32_t acc_f32 =
            output == Dot2Output::F32 ? acc[j] : widen_to_f32_bits(static_cast<std::uint16_t>(acc[j]), bf16);
        const Dot2Factor& a0 = a[at(p * kTile + i)];
        const Dot2Factor& b0 = b[at(rows[p] * kTile + j)];
        const Dot2Factor& a1 = a[at((p + 1) * kTile + i)];
        const Dot2Factor& b1 = b[at(rows[p + 1] * kTile + j)];
        const bool finite = finite_factors && (acc_f32 & kF32.exponent_mask()) != kF32.exponent_mask();
        acc[j] = finite ? gfx11_dot2_finite_step(a0, b0, a1, b1, acc_f32, output)
                        : gfx11_dot2_step(a0, b0, a1, b1, acc_f32, output);
      }
    }
  }
}

// The kernels, by model and D's type.
struct Outputs {
  TileCodes& d;
  TileFlags& unresolved;
};

template <ElementType CD>
struct Exact {
  template <int Bytes>
  static void run(const FastInputs& in, Outputs out) { exact_tile<CD, Bytes>(in, out.d, out.unresolved); }
};
template <ElementType CD>
struct Dot2 {
  template <int Bytes>
  static void run(const FastInputs& in, Outputs out) { dot2_tile<CD>(in, out.d); }
};
template <ElementType CD>
struct Sequential {
  template <int Bytes>
  static void run(const FastInputs& in, Outputs out) { sequential_tile<CD, Bytes>(in, out.d); }
};
struct Integer {
  template <int Bytes>
  static void run(const FastInputs& in, Outputs out) { integer_tile<Bytes>(in, out.d); }
};

// Each kernel is compiled with everything it calls inlined (flatten) for the baseline ISA with 16-byte vectors
// and, on x86-64, also for AVX2 with 32-byte vectors and AVX-512 with 64-byte vectors, chosen once from the
// host's CPUID. All compute the same IEEE operations in the same order, so the choice never changes a result.
template <class Kernel>
[[gnu::flatten]] void run_baseline(const FastInputs& in, Outputs out) {
  Kernel::template run<16>(in, out);
}

#if defined(__x86_64__)
template <class Kernel>
[[gnu::flatten, gnu::target("avx2")]] void run_avx2(const FastInputs& in, Outputs out) {
  Kernel::template run<32>(in, out);
}

template <class Kernel>
[[gnu::flatten, gnu::target("avx512f,avx512vl,avx512bw,avx512dq")]] void run_avx512(const FastInputs& in,
                                                                                      Outputs out) {
  Kernel::template run<64>(in, out);
}

using KernelFunction = void (*)(const FastInputs&, Outputs);

// The widest variant the host has, at most matrix_isa_cap().
template <class Kernel>
KernelFunction choose_kernel() {
  const MatrixIsa cap = matrix_isa_cap();
  __builtin_cpu_init();
  if (cap >= MatrixIsa::Avx512 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")) {
    return run_avx512<Kernel>;
  }
  if (cap >= MatrixIsa::Avx2 && __builtin_cpu_supports("avx2")) return run_avx2<Kernel>;
  return run_baseline<Kernel>;
}

template <class Kernel>
void run(const FastInputs& in, Outputs out) {
  static const KernelFunction kernel = choose_kernel<Kernel>();
  kernel(in, out);
}
#else
template <class Kernel>
void run(const FastInputs& in, Outputs out) {
  run_baseline<Kernel>(in, out);
}
#endif

template <template <ElementType> class Model>
void run_for_accumulator(const FastInputs& in, Outputs out) {
  switch (in.cd_type) {
    case ElementType::F16: run<Model<ElementType::F16>>(in, out); return;
    case ElementType::BF16: run<Model<ElementType::BF16>>(in, out); return;
    default: run<Model<ElementType::F32>>(in, out); return;
  }
}

}  // namespace

MatrixIsa matrix_isa_cap() {
  static const MatrixIsa cap = [] {
    constexpr std::pair<std::string_view, MatrixIsa> kNames[] = {
        {"baseline", MatrixIsa::Baseline}, {"avx2", MatrixIsa::Avx2}, {"avx512", MatrixIsa::Avx512},
        {"avx512vnni", MatrixIsa::Avx512Vnni}};
    const char* value = std::getenv("WMMASIM_MATRIX_ISA");
    if (value == nullptr || *value == '\0') return MatrixIsa::Avx512Vnni;
    for (const auto& [name, isa] : kNames) {
      if (name == value) return isa;
    }
    fmt::print(stderr,
               "wmmasim: WMMASIM_MATRIX_ISA='{}' is not an instruction set of the matrix kernels (baseline, avx2, "
               "avx512, avx512vnni); the variable is ignored\n",
               value);
    return MatrixIsa::Avx512Vnni;
  }();
  return cap;
}

bool multiply_fast(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  unresolved = {};
  const bool integer = isa::is_integer(in.a_type);
  const bool fits = integer ? in.products <= kMaxFastProducts && in.b_rows.size() <= kMaxFastBRows
                            : in.products <= kMaxFloatProducts && in.b_rows.size() <= kMaxFloatBRows;
  if (!fits || in.c_rows.size() != kTile) throw std::logic_error("matrix fast path: operands larger than its arrays");
  if (avx512_tiles_available() && multiply_tile_avx512(model, in, d, unresolved)) return true;
  if (!avx512_tiles_available() && avx2_tiles_available() && multiply_tile_avx2(model, in, d, unresolved)) return true;
  const Outputs out{d, unresolved};
  if (integer) {
    run<Integer>(in, out);
    return true;
  }
  switch (model) {
    case NumericsModel::Exact: run_for_accumulator<Exact>(in, out); return true;
    case NumericsModel::Sequential: run_for_accumulator<Sequential>(in, out); return true;
    case NumericsModel::Gfx11Dot2: {
      // The model applies to f16 x f16 and bf16 x bf16 (float_dot() rejects the rest on the reference path).
      const bool sixteen_bit = (in.a_type == ElementType::F16 || in.a_type == ElementType::BF16) && in.b_type == in.a_type;
      if (!sixteen_bit || in.products % 2 != 0) return false;
      run_for_accumulator<Dot2>(in, out);
      return true;
    }
  }
  return false;
}

}  // namespace wmmasim::sim::detail
