#include "matrix_fast.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <limits>
#include <stdexcept>

#include "wmmasim/sim/formats.h"

namespace wmmasim::sim::detail {
namespace {

using isa::ElementType;

constexpr int kMaxFloatProducts = 16;  // every float WMMA/SWMMAC: 16 products per element

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }

// ---- element values ----

// f16 -> float, exactly: the magnitude bits moved into an f32's exponent/fraction fields and scaled by
// 2^(127 - 15), which is exact for normals and subnormals alike; an all-ones exponent is Inf/NaN. Branch-free
// (masks, not a conditional) so that loops over it vectorise.
float f16_value(std::uint16_t code) {
  const std::uint32_t sign = static_cast<std::uint32_t>(code & 0x8000u) << 16;
  const std::uint32_t magnitude = code & 0x7fffu;
  const auto finite = std::bit_cast<std::uint32_t>(std::bit_cast<float>(magnitude << 13) * 0x1p112f);
  const std::uint32_t special = 0u - static_cast<std::uint32_t>(magnitude >= 0x7c00u);  // all ones for Inf/NaN
  const std::uint32_t inf_nan = 0x7f800000u | ((magnitude & 0x3ffu) << 13);
  return std::bit_cast<float>(sign | (finite & ~special) | (inf_nan & special));
}

float bf16_value(std::uint16_t code) { return std::bit_cast<float>(static_cast<std::uint32_t>(code) << 16); }

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

// ---- decoding: every element once, in register order ----

// Decodes every element of `block` into units[slot * words + word] (matrix_fast.h "RegisterBlock").
template <class T, class Decode>
void decode_block(const RegisterBlock& block, std::span<T, kMaxBlockUnits> units, Decode decode) {
  const int slots = 32 / block.element_bits;
  const std::size_t words = block.words.size();
  if (static_cast<std::size_t>(slots) * words > units.size()) {
    throw std::logic_error("matrix fast path: an operand's VGPRs hold more elements than its arrays");
  }
  const std::uint32_t mask = block.element_bits == 32 ? ~0u : (1u << block.element_bits) - 1;
  const std::uint32_t keep = ~block.clear;
  const std::uint32_t flip = block.flip;
  const std::uint32_t* __restrict in = block.words.data();
  for (int slot = 0; slot < slots; ++slot) {
    const unsigned shift = static_cast<unsigned>(slot * block.element_bits);
    T* __restrict plane = units.data() + static_cast<std::size_t>(slot) * words;
    for (std::size_t w = 0; w < words; ++w) plane[w] = decode((((in[w] & keep) ^ flip) >> shift) & mask);
  }
}

// Every f16/bf16/fp8/bf8 value is a float exactly, so decoding to float or double loses nothing.
template <class T>
void decode_float_block(ElementType type, const RegisterBlock& block, std::span<T, kMaxBlockUnits> units) {
  switch (type) {
    case ElementType::F16:
      decode_block(block, units, [](std::uint32_t code) { return static_cast<T>(f16_value(static_cast<std::uint16_t>(code))); });
      return;
    case ElementType::BF16:
      decode_block(block, units, [](std::uint32_t code) { return static_cast<T>(bf16_value(static_cast<std::uint16_t>(code))); });
      return;
    case ElementType::FP8:
    case ElementType::BF8: {
      const std::array<float, 256>& table = type == ElementType::FP8 ? minifloat_tables().fp8 : minifloat_tables().bf8;
      decode_block(block, units, [&table](std::uint32_t code) { return static_cast<T>(table[code]); });
      return;
    }
    default:  // f32 (an accumulator)
      decode_block(block, units, [](std::uint32_t code) { return static_cast<T>(std::bit_cast<float>(code)); });
      return;
  }
}

// A transposed: a[p * 16 + i] = A(i, p), so that loops over the rows of A run over consecutive values.
template <class T>
void gather_a(const FastInputs& in, std::span<const T, kMaxBlockUnits> units, std::span<T> a) {
  const int n = in.products;
  for (int i = 0; i < kTile; ++i) {
    for (int p = 0; p < n; ++p) a[at(p * kTile + i)] = units[in.a_unit[at(i * n + p)]];
  }
}

// C(i, j), row-major: from the units of C's VGPRs, or the inline constant.
template <class T>
void gather_c(const FastInputs& in, std::span<const T, kMaxBlockUnits> units, std::array<T, kTileElements>& c) {
  for (int i = 0; i < kTile; ++i) {
    std::copy_n(units.begin() + in.c_row[at(i)], kTile, c.begin() + i * kTile);
  }
}

// ---- the multiply: sums(i, j) = init + sum_p A(i, p) * B(k(i, p), j), p ascending ----
//
// Each sum adds its products in p order, one rounding per product and one per addition (this file is compiled
// with -ffp-contract=off), exactly like float_dot(); the loop over j is what the compiler vectorises.
// `a` is A transposed (gather_a); `b_units` holds B's rows as 16 consecutive values (matrix_fast.h).
template <class T>
void multiply_rows(const FastInputs& in, const T* a, const T* __restrict b_units, T init,
                   std::array<T, kTileElements>& sums) {
  const int n = in.products;
  T* __restrict out = sums.data();
  for (int i = 0; i < kTile; ++i) {
    std::array<T, kTile> row;
    row.fill(init);
    for (int p = 0; p < n; ++p) {
      const T factor = a[p * kTile + i];
      const T* __restrict b_row = b_units + in.b_unit[at(i * n + p)];
      for (int j = 0; j < kTile; ++j) {
        const T product = factor * b_row[j];
        row[at(j)] = row[at(j)] + product;
      }
    }
    std::copy(row.begin(), row.end(), out + i * kTile);
  }
}

// An f32/f16/bf16 accumulator code as its value.
float accumulator_value(ElementType cd_type, std::uint32_t code) {
  switch (cd_type) {
    case ElementType::F16: return f16_value(static_cast<std::uint16_t>(code));
    case ElementType::BF16: return bf16_value(static_cast<std::uint16_t>(code));
    default: return std::bit_cast<float>(code);
  }
}

template <class T>
void float_accumulators(const FastInputs& in, std::array<T, kTileElements>& c) {
  if (in.c_constant) {
    c.fill(static_cast<T>(accumulator_value(in.cd_type, *in.c_constant)));
    return;
  }
  alignas(64) std::array<T, kMaxBlockUnits> units;
  decode_float_block(in.cd_type, in.c, std::span<T, kMaxBlockUnits>(units));
  gather_c(in, std::span<const T, kMaxBlockUnits>(units), c);
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

// What bounds the lowest set bit of a format's values from below: `precision` significand bits and the exponent of
// its smallest subnormal.
struct Grid {
  int precision;
  int quantum;
};

Grid grid_of(ElementType type) {
  switch (type) {
    case ElementType::F16: return {11, -24};
    case ElementType::BF16: return {8, -133};
    case ElementType::FP8: return {4, -9};
    case ElementType::BF8: return {3, -16};
    default: return {24, -149};  // f32
  }
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

// Magnitudes over 16 independent lanes (rows of A, columns of B or C), so that the loops vectorise without
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
  bool all_finite() const { return std::all_of(total.begin(), total.end(), [](double t) { return std::isfinite(t); }); }
  double max_total() const { return *std::max_element(total.begin(), total.end()); }
  double max_largest() const { return *std::max_element(largest.begin(), largest.end()); }
  // A lower bound on the lowest set bit of every value in `lane` (all lanes when lane < 0).
  int low_bit(Grid g, int lane = -1) const {
    const double m = lane < 0 ? *std::min_element(smallest.begin(), smallest.end()) : smallest[at(lane)];
    return std::isinf(m) ? kNoLowBit : low_bit_bound(m, g);
  }
};

template <ElementType CD>
void exact_tile(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  const int n = in.products;
  alignas(64) std::array<double, kMaxBlockUnits> a_units;
  alignas(64) std::array<double, kMaxBlockUnits> b_units;
  decode_float_block(in.a_type, in.a, std::span<double, kMaxBlockUnits>(a_units));
  decode_float_block(in.b_type, in.b, std::span<double, kMaxBlockUnits>(b_units));
  alignas(64) std::array<double, kTile * kMaxFastProducts> a;
  gather_a(in, std::span<const double, kMaxBlockUnits>(a_units), std::span<double>(a));
  alignas(64) std::array<double, kTileElements> c;
  float_accumulators(in, c);

  // The sums: 16 x 16 x n multiply-adds in double, each product exact, then C. They start from -0: -0 + x == x
  // for every x, so a sum of -0 terms only stays -0 (IEEE 754 §6.3).
  alignas(64) std::array<double, kTileElements> sums;
  multiply_rows(in, a.data(), b_units.data(), -0.0, sums);
  for (int e = 0; e < kTileElements; ++e) {
    sums[at(e)] = sums[at(e)] + c[at(e)];
    d[at(e)] = round_finite<CD>(sums[at(e)]);
  }

  // Certificate for the whole tile: every term is a multiple of 2^L and the sum of magnitudes is below 2^(L+53).
  const Grid a_grid = grid_of(in.a_type);
  const Grid b_grid = grid_of(in.b_type);
  const Grid c_grid = grid_of(CD);
  Lanes a_rows;
  for (int p = 0; p < n; ++p) a_rows.include(&a[at(p * kTile)]);
  Lanes b_columns;  // over every row of B: a superset of those any product uses
  for (const std::uint16_t row : in.b_rows) b_columns.include(&b_units[row]);
  Lanes c_columns;
  for (int i = 0; i < kTile; ++i) c_columns.include(&c[at(i * kTile)]);
  const bool all_finite = a_rows.all_finite() && b_columns.all_finite() && c_columns.all_finite();
  // sum_p |a_ip b_pj| + |c_ij| <= (sum_p |a_ip|) * max_k |b_kj| + |c_ij|.
  const double tile_bound = (a_rows.max_total() * b_columns.max_largest() + c_columns.max_largest()) * kBoundSlack;
  const int tile_low =
      std::min({a_rows.low_bit(a_grid) + b_columns.low_bit(b_grid), c_columns.low_bit(c_grid), kMaxLowBit});
  if (all_finite && tile_bound < power_of_two(tile_low + 53)) return;

  // Element by element: the same certificate with each element's own row, column and C; else the error bound.
  // Error bound factor: (m - 1) 2^-53 for m = n + 1 terms, times 4 to cover the rounding of s +- delta itself.
  const double error_factor = static_cast<double>(n) * 0x1p-51;
  for (int e = 0; e < kTileElements; ++e) {
    const int i = e / kTile;
    const int j = e % kTile;
    if (!a_rows.finite(i) || !b_columns.finite(j) || !std::isfinite(c[at(e)])) {
      unresolved[at(e)] = true;
      continue;
    }
    const double bound = (a_rows.total[at(i)] * b_columns.largest[at(j)] + std::fabs(c[at(e)])) * kBoundSlack;
    const int c_low = c[at(e)] == 0 ? kNoLowBit : low_bit_bound(c[at(e)], c_grid);
    const int low = std::min({a_rows.low_bit(a_grid, i) + b_columns.low_bit(b_grid, j), c_low, kMaxLowBit});
    if (bound < power_of_two(low + 53)) continue;  // exact: d is already its rounding
    const double delta = bound * error_factor;
    const std::uint32_t below = round_finite<CD>(sums[at(e)] - delta);
    if (below == round_finite<CD>(sums[at(e)] + delta)) {
      d[at(e)] = below;
    } else {
      unresolved[at(e)] = true;
    }
  }
}

// ---- sequential: fp32 arithmetic exactly as the reference performs it ----
//
// The reference computes fl32(double(a) * double(b)); the double product is exact, so that is the single
// rounding a float multiply performs. This file is compiled with -ffp-contract=off (sim/CMakeLists.txt) so the
// product and the sum stay two roundings.

template <ElementType CD>
std::uint32_t encode_sequential(float sum) {
  if (std::isnan(sum)) {
    return CD == ElementType::F32 ? kF32QuietNan : CD == ElementType::F16 ? kF16QuietNan : kBf16QuietNan;
  }
  if constexpr (CD == ElementType::F32) {
    return std::bit_cast<std::uint32_t>(sum);
  } else if constexpr (CD == ElementType::F16) {
    return encode_f16(sum);
  } else {
    return encode_bf16(sum);
  }
}

template <ElementType CD>
void sequential_tile(const FastInputs& in, TileCodes& d) {
  alignas(64) std::array<float, kMaxBlockUnits> a_units;
  alignas(64) std::array<float, kMaxBlockUnits> b_units;
  decode_float_block(in.a_type, in.a, std::span<float, kMaxBlockUnits>(a_units));
  decode_float_block(in.b_type, in.b, std::span<float, kMaxBlockUnits>(b_units));
  alignas(64) std::array<float, kTile * kMaxFastProducts> a;
  gather_a(in, std::span<const float, kMaxBlockUnits>(a_units), std::span<float>(a));
  alignas(64) std::array<float, kTileElements> c;
  float_accumulators(in, c);
  alignas(64) std::array<float, kTileElements> sums;
  multiply_rows(in, a.data(), b_units.data(), 0.0f, sums);  // from +0, as the reference
  for (int e = 0; e < kTileElements; ++e) d[at(e)] = encode_sequential<CD>(sums[at(e)] + c[at(e)]);
}

// ---- integer: exact in int32 (|product| <= 255 * 255, at most 32 of them), then C in int64 ----

constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();

std::int32_t integer_value(std::uint16_t code, int bits, bool is_signed) {
  const std::int32_t value = static_cast<std::int32_t>(code & ((1u << bits) - 1));
  return is_signed && (value >> (bits - 1)) != 0 ? value - (1 << bits) : value;
}

void integer_tile(const FastInputs& in, TileCodes& d) {
  const int bits = isa::element_bits(in.a_type);
  alignas(64) std::array<std::int32_t, kMaxBlockUnits> a_units;
  alignas(64) std::array<std::int32_t, kMaxBlockUnits> b_units;
  decode_block(in.a, std::span<std::int32_t, kMaxBlockUnits>(a_units),
               [&](std::uint32_t code) { return integer_value(code, bits, in.a_signed); });
  decode_block(in.b, std::span<std::int32_t, kMaxBlockUnits>(b_units),
               [&](std::uint32_t code) { return integer_value(code, bits, in.b_signed); });
  alignas(64) std::array<std::int32_t, kTile * kMaxFastProducts> a;
  gather_a(in, std::span<const std::int32_t, kMaxBlockUnits>(a_units), std::span<std::int32_t>(a));
  alignas(64) std::array<std::int32_t, kTileElements> c;
  if (in.c_constant) {
    c.fill(static_cast<std::int32_t>(*in.c_constant));
  } else {
    alignas(64) std::array<std::int32_t, kMaxBlockUnits> c_units;
    decode_block(in.c, std::span<std::int32_t, kMaxBlockUnits>(c_units),
                 [](std::uint32_t code) { return static_cast<std::int32_t>(code); });
    gather_c(in, std::span<const std::int32_t, kMaxBlockUnits>(c_units), c);
  }
  alignas(64) std::array<std::int32_t, kTileElements> sums;
  multiply_rows(in, a.data(), b_units.data(), 0, sums);
  for (int e = 0; e < kTileElements; ++e) {
    const std::int64_t total = std::int64_t{sums[at(e)]} + c[at(e)];
    const std::int64_t result = in.clamp ? std::clamp<std::int64_t>(total, kInt32Min, kInt32Max)
                                         : static_cast<std::int32_t>(static_cast<std::uint32_t>(total));  // wraps
    d[at(e)] = static_cast<std::uint32_t>(result);
  }
}

// The kernels, each with everything it calls inlined (flatten) and, on x86-64, compiled twice, for the baseline
// ISA and for AVX2, the loader picking the one the host runs (GCC/Clang function multi-versioning): the 16-wide
// loops then use the widest vectors available. Both versions compute the same IEEE operations in the same order.
#if defined(__x86_64__)
#define WMMASIM_VECTOR_KERNEL [[gnu::flatten, gnu::target_clones("avx2", "default")]]
#else
#define WMMASIM_VECTOR_KERNEL [[gnu::flatten]]
#endif

WMMASIM_VECTOR_KERNEL void exact_f32(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  exact_tile<ElementType::F32>(in, d, unresolved);
}
WMMASIM_VECTOR_KERNEL void exact_f16(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  exact_tile<ElementType::F16>(in, d, unresolved);
}
WMMASIM_VECTOR_KERNEL void exact_bf16(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  exact_tile<ElementType::BF16>(in, d, unresolved);
}
WMMASIM_VECTOR_KERNEL void sequential_f32(const FastInputs& in, TileCodes& d) { sequential_tile<ElementType::F32>(in, d); }
WMMASIM_VECTOR_KERNEL void sequential_f16(const FastInputs& in, TileCodes& d) { sequential_tile<ElementType::F16>(in, d); }
WMMASIM_VECTOR_KERNEL void sequential_bf16(const FastInputs& in, TileCodes& d) {
  sequential_tile<ElementType::BF16>(in, d);
}
WMMASIM_VECTOR_KERNEL void integer_kernel(const FastInputs& in, TileCodes& d) { integer_tile(in, d); }

}  // namespace

bool multiply_fast(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  unresolved.fill(false);
  const bool integer = isa::is_integer(in.a_type);
  if (in.products > kMaxFastProducts || (!integer && in.products > kMaxFloatProducts)) {
    throw std::logic_error("matrix fast path: more products per element than its arrays hold");
  }
  if (integer) {
    integer_kernel(in, d);
    return true;
  }
  const ElementType cd = in.cd_type;
  switch (model) {
    case NumericsModel::Exact:
      (cd == ElementType::F16 ? exact_f16 : cd == ElementType::BF16 ? exact_bf16 : exact_f32)(in, d, unresolved);
      return true;
    case NumericsModel::Sequential:
      (cd == ElementType::F16 ? sequential_f16 : cd == ElementType::BF16 ? sequential_bf16 : sequential_f32)(in, d);
      return true;
    case NumericsModel::Gfx11Dot2: return false;
  }
  return false;
}

}  // namespace wmmasim::sim::detail
