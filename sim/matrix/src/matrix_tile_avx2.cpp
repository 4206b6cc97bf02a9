// The AVX2 tile kernels of the matrix fast path (docs/performance.md "WMMA on AVX2 hosts"): dense f16 x f16
// WMMAs with an f32 D, the `exact` and `sequential` models, with 8-wide fused multiply-adds, on hosts with AVX2,
// FMA and F16C (and no AVX-512, whose kernels come first). multiply_tile_avx2() returns false for everything else,
// which the portable kernels of matrix_fast.cpp then compute. The results are the portable kernels' bits:
//
//   * Every f16 value is an integer M < 2^11 times 2^e, e >= -24, so a product a * b is M_a M_b 2^(e_a + e_b) with
//     M_a M_b < 2^22 and |a * b| in [2^-48, 65504^2 < 2^32]: a float exactly, and a double (IEEE 754-2019 §3.3:
//     representable when the significand fits the precision and the exponent the range).
//   * A fused multiply-add delivers a * b + s rounded once (IEEE 754-2019 §5.4.1); a * b being representable,
//     that is fl(fl(a * b) + s), the two roundings of the reference's multiply and add. So `sequential` (a float
//     sum in k order from +0, then + C) is one FMA per product in k order.
//   * `exact`: where the certificate of matrix_certificate.h proves every partial sum a float (or, with C, a
//     double), no addition rounds, in any order, and D is the single rounding of the exact C + P: one float
//     addition (float tier), or one conversion of the double sum to float (double tier). Elements whose float
//     tier result is not finite are left to the reference path; tiles the certificate does not cover are left to
//     the portable kernels and their per-element proofs.
#include "intrinsics.h"  // first: <immintrin.h> without the header's warnings
#include "matrix_fast.h"

#include <algorithm>
#include <cstddef>
#include <span>

#include "matrix_certificate.h"
#include "matrix_kept_blocks.h"
#include "wmmasim/numerics/element_format.h"

namespace wmmasim::sim::detail {

#if defined(__x86_64__)
namespace {

using isa::ElementType;

// Every function here is compiled for AVX2, FMA and F16C and called only after CPUID said the host has them.
#define WMMASIM_AVX2 gnu::target("avx2,fma,f16c")

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }
constexpr int kProducts = 16;  // a dense f16 WMMA: 16 products per element of D
constexpr int kHalf = kTile / 2;  // a vector holds 8 floats: half a line
constexpr const ElementFormat& kF16 = kFormat<ElementType::F16>;
constexpr const ElementFormat& kF32 = kFormat<ElementType::F32>;

// ---- reading one line (a column of A, a row of B or C): 16 consecutive words, the same bits of each ----

struct LineWords {
  __m256i first;   // words 0-7
  __m256i second;  // words 8-15
};

// The line's 16 words, modifiers applied.
[[WMMASIM_AVX2, gnu::always_inline]] inline LineWords line_words(const RegisterBlock& block, Place place) {
  const auto* words = reinterpret_cast<const __m256i*>(block.words.data() + place.word);
  LineWords line{_mm256_loadu_si256(words), _mm256_loadu_si256(words + 1)};
  if ((block.clear | block.flip) == 0) return line;
  const __m256i clear = _mm256_set1_epi32(static_cast<int>(block.clear));
  const __m256i flip = _mm256_set1_epi32(static_cast<int>(block.flip));
  return {_mm256_xor_si256(_mm256_andnot_si256(clear, line.first), flip),
          _mm256_xor_si256(_mm256_andnot_si256(clear, line.second), flip)};
}

// The low (or high) 16 bits of each of eight words, in the low half of each. (No lambdas in this file: a lambda
// is a function of its own, without the target attribute, and could not inline the intrinsics.)
[[WMMASIM_AVX2, gnu::always_inline]] inline __m256i word_halves(__m256i words, bool high) {
  return high ? _mm256_srli_epi32(words, 16) : _mm256_and_si256(words, _mm256_set1_epi32(0xffff));
}

// The line's 16 f16 codes (the low or the high half of each word) as floats, eight per vector, exactly (F16C's
// conversion is exact for every f16, subnormals included).
[[WMMASIM_AVX2, gnu::always_inline]] inline void f16_line_floats(const RegisterBlock& block, Place place, __m256& low,
                                                                  __m256& high) {
  const LineWords line = line_words(block, place);
  const bool high_half = place.shift != 0;
  // packus interleaves the two inputs by 128-bit lane; the permutation puts the 16 codes back in lane order.
  const __m256i codes = _mm256_permute4x64_epi64(
      _mm256_packus_epi32(word_halves(line.first, high_half), word_halves(line.second, high_half)), 0xd8);
  low = _mm256_cvtph_ps(_mm256_castsi256_si128(codes));
  high = _mm256_cvtph_ps(_mm256_extracti128_si256(codes, 1));
}

// Lines of 16 values: out[r * 16 + j]. A is read by columns, i.e. transposed: a[p * 16 + i] = A(i, p).
[[WMMASIM_AVX2]] void f16_lines(const RegisterBlock& block, std::span<const Place> lines, float* out) {
  for (std::size_t r = 0; r < lines.size(); ++r) {
    __m256 low, high;
    f16_line_floats(block, lines[r], low, high);
    _mm256_store_ps(out + r * kTile, low);
    _mm256_store_ps(out + r * kTile + kHalf, high);
  }
}

// The same lines as doubles (every float is a double exactly), converted as they are read.
[[WMMASIM_AVX2]] void f16_lines_doubles(const RegisterBlock& block, std::span<const Place> lines, double* out) {
  constexpr int kQuarter = kTile / 4;
  for (std::size_t r = 0; r < lines.size(); ++r) {
    __m256 low, high;
    f16_line_floats(block, lines[r], low, high);
    double* line = out + r * kTile;
    _mm256_store_pd(line, _mm256_cvtps_pd(_mm256_castps256_ps128(low)));
    _mm256_store_pd(line + kQuarter, _mm256_cvtps_pd(_mm256_extractf128_ps(low, 1)));
    _mm256_store_pd(line + 2 * kQuarter, _mm256_cvtps_pd(_mm256_castps256_ps128(high)));
    _mm256_store_pd(line + 3 * kQuarter, _mm256_cvtps_pd(_mm256_extractf128_ps(high, 1)));
  }
}

// Row i of C (f32 codes) as two vectors of floats.
[[WMMASIM_AVX2, gnu::always_inline]] inline LineWords accumulator_row(const FastInputs& in, int i) {
  if (in.c_constant) {
    const __m256i code = _mm256_set1_epi32(static_cast<int>(*in.c_constant));
    return {code, code};
  }
  return line_words(in.c, in.c_rows[at(i)]);
}

// ---- the certificate's statistics, from the codes of a whole operand block ----

// The largest / smallest of eight 16-bit lanes (phminposuw; the largest as the smallest complement).
[[WMMASIM_AVX2, gnu::always_inline]] inline std::uint32_t smallest_word(__m128i v) {
  return static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_minpos_epu16(v))) & 0xffffu;
}

template <int Bits>
[[WMMASIM_AVX2, gnu::always_inline]] inline std::uint32_t reduce_max(__m256i v) {
  if constexpr (Bits == 16) {
    const __m128i half = _mm_max_epu16(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    return 0xffffu - smallest_word(_mm_xor_si128(half, _mm_set1_epi32(-1)));
  } else {
    alignas(32) std::uint32_t lanes[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), v);
    std::uint32_t largest = 0;
    for (const std::uint32_t lane : lanes) largest = std::max(largest, lane);
    return largest;
  }
}

template <int Bits>
[[WMMASIM_AVX2, gnu::always_inline]] inline std::uint32_t reduce_min(__m256i v) {
  if constexpr (Bits == 16) {
    return smallest_word(_mm_min_epu16(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1)));
  } else {
    alignas(32) std::uint32_t lanes[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), v);
    std::uint32_t smallest = ~0u;
    for (const std::uint32_t lane : lanes) smallest = std::min(smallest, lane);
    return smallest;
  }
}

// Largest and smallest non-zero magnitude code and the OR of the codes of a block of 16-bit (f16) or 32-bit
// (f32) elements; `words.size()` is a multiple of 16.
template <int Bits>
[[WMMASIM_AVX2, gnu::always_inline]] inline CodeStats code_stats(std::span<const std::uint32_t> words,
                                                                  std::uint32_t magnitude_mask) {
  const std::uint32_t mask = Bits == 16 ? magnitude_mask | magnitude_mask << 16 : magnitude_mask;
  const __m256i magnitude_bits = _mm256_set1_epi32(static_cast<int>(mask));
  const __m256i one = Bits == 16 ? _mm256_set1_epi16(1) : _mm256_set1_epi32(1);
  __m256i largest = _mm256_setzero_si256();
  __m256i least = _mm256_set1_epi32(-1);  // min(m - 1): a zero wraps to the maximum, so zeros never win
  __m256i ored = _mm256_setzero_si256();
  for (std::size_t w = 0; w < words.size(); w += kHalf) {
    const __m256i codes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words.data() + w));
    const __m256i magnitude = _mm256_and_si256(codes, magnitude_bits);
    if constexpr (Bits == 16) {
      largest = _mm256_max_epu16(largest, magnitude);
      least = _mm256_min_epu16(least, _mm256_sub_epi16(magnitude, one));
    } else {
      largest = _mm256_max_epu32(largest, magnitude);
      least = _mm256_min_epu32(least, _mm256_sub_epi32(magnitude, one));
    }
    ored = _mm256_or_si256(ored, codes);
  }
  const __m128i ored_half = _mm_or_si128(_mm256_castsi256_si128(ored), _mm256_extracti128_si256(ored, 1));
  const __m128i ored_quarter = _mm_or_si128(ored_half, _mm_unpackhi_epi64(ored_half, ored_half));
  std::uint32_t all = static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_or_si128(ored_quarter, _mm_srli_epi64(ored_quarter, 32))));
  const std::uint32_t element_mask = Bits == 32 ? ~0u : (1u << Bits) - 1;
  if constexpr (Bits == 16) all |= all >> 16;
  return {reduce_max<Bits>(largest), (reduce_min<Bits>(least) + 1) & element_mask, all & element_mask};
}

[[WMMASIM_AVX2, gnu::always_inline]] inline Range f16_range(const RegisterBlock& block) {
  return range_of(ElementType::F16, code_stats<16>(block.words, kF16.magnitude_mask()));
}

[[WMMASIM_AVX2, gnu::always_inline]] inline Range f32_accumulator_range(const FastInputs& in) {
  if (in.c_constant) return range_of(ElementType::F32, constant_stats(ElementType::F32, *in.c_constant));
  return range_of(ElementType::F32, code_stats<32>(in.c.words, kF32.magnitude_mask()));
}

// ---- the multiply: P(i, j) = init + sum_p A(i, p) B(p, j), p ascending, one fused multiply-add each ----

// In float, four rows at a time (two vectors per row: eight sums in flight).
[[WMMASIM_AVX2]] void multiply_floats(const float* a, const float* b, float init, float* out) {
  constexpr int kRows = 4;
  for (int i0 = 0; i0 < kTile; i0 += kRows) {
    __m256 sums[kRows][2];
#pragma GCC unroll 4
    for (int r = 0; r < kRows; ++r) sums[r][0] = sums[r][1] = _mm256_set1_ps(init);
    for (int p = 0; p < kProducts; ++p) {
      const __m256 low = _mm256_load_ps(b + p * kTile);
      const __m256 high = _mm256_load_ps(b + p * kTile + kHalf);
#pragma GCC unroll 4
      for (int r = 0; r < kRows; ++r) {
        const __m256 factor = _mm256_broadcast_ss(a + p * kTile + i0 + r);
        sums[r][0] = _mm256_fmadd_ps(factor, low, sums[r][0]);
        sums[r][1] = _mm256_fmadd_ps(factor, high, sums[r][1]);
      }
    }
#pragma GCC unroll 4
    for (int r = 0; r < kRows; ++r) {
      _mm256_store_ps(out + (i0 + r) * kTile, sums[r][0]);
      _mm256_store_ps(out + (i0 + r) * kTile + kHalf, sums[r][1]);
    }
  }
}

// ---- writing D ----

[[WMMASIM_AVX2, gnu::always_inline]] inline void store_codes(__m256 low, __m256 high, int i, TileCodes& d) {
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(d.data() + i * kTile), _mm256_castps_si256(low));
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(d.data() + i * kTile + kHalf), _mm256_castps_si256(high));
}

// A bit per lane whose float is Inf or NaN (|x| not below Inf, unordered included).
[[WMMASIM_AVX2, gnu::always_inline]] inline unsigned not_finite(__m256 x) {
  const __m256 magnitude = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
  const __m256 infinity = _mm256_castsi256_ps(_mm256_set1_epi32(static_cast<int>(kF32.infinity())));
  return static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(magnitude, infinity, _CMP_NLT_UQ)));
}

// Float tier: the products' sums are floats; D = C + P, one rounding; the rows' flags after D (stores of vector
// type may alias `unresolved`).
[[WMMASIM_AVX2]] void exact_in_floats(const FastInputs& in, const float* a, const float* b, TileCodes& d,
                                      TileFlags& unresolved) {
  alignas(32) float sums[kTileElements];
  multiply_floats(a, b, -0.0f, sums);  // from -0: -0 + x == x, and a sum of -0 terms only stays -0
  std::uint16_t flags[kTile];
  for (int i = 0; i < kTile; ++i) {
    const LineWords c = accumulator_row(in, i);
    const __m256 low = _mm256_add_ps(_mm256_castsi256_ps(c.first), _mm256_load_ps(sums + i * kTile));
    const __m256 high = _mm256_add_ps(_mm256_castsi256_ps(c.second), _mm256_load_ps(sums + i * kTile + kHalf));
    store_codes(low, high, i, d);
    flags[i] = static_cast<std::uint16_t>(not_finite(low) | not_finite(high) << kHalf);
  }
  for (int i = 0; i < kTile; ++i) unresolved.set_row(i, flags[i]);
}

// ---- decoded operands kept per thread (matrix_kept_blocks.h) ----

// The kept entry of `block` read by `lines`, filled (words, range; no doubles yet) on a miss. Blocks larger than
// an entry are not kept: null.
[[WMMASIM_AVX2]] KeptBlock* kept_block(KeptBlocks& kept, const RegisterBlock& block, std::span<const Place> lines) {
  if (KeptBlock* hit = kept.find(ElementType::F16, block, lines)) return hit;
  KeptBlock* entry = kept.replace(ElementType::F16, block, lines);
  if (entry != nullptr) entry->range = f16_range(block);
  return entry;
}

// The block's values as doubles: the kept ones, decoded once; `scratch` when the block is not kept.
[[WMMASIM_AVX2]] const double* block_doubles(KeptBlock* kept, const RegisterBlock& block, std::span<const Place> lines,
                                             double* scratch) {
  double* out = kept != nullptr ? kept->values : scratch;
  if (kept == nullptr || !kept->has_values) f16_lines_doubles(block, lines, out);
  if (kept != nullptr) kept->has_values = true;
  return out;
}

// Double tier: every partial sum of C and the products is a double (sums_are_doubles), so the sum in any order,
// started from C, is exact: D is its rounding to float. From C rather than from -0 with C added last: the same
// value, and the same sign of a zero (the exact sum is -0 only when C and every product are -0, in either order).
// A and B come as doubles (lines of 16, A by columns). Two rows at a time (four vectors per row: eight sums in
// flight), rounded from the registers.
[[WMMASIM_AVX2]] void exact_in_doubles(const FastInputs& in, const double* a, const double* b, TileCodes& d) {
  constexpr int kRows = 2;
  constexpr int kQuarter = kTile / 4;
  for (int i0 = 0; i0 < kTile; i0 += kRows) {
    __m256d sums[kRows][4];
#pragma GCC unroll 2
    for (int r = 0; r < kRows; ++r) {
      const LineWords c = accumulator_row(in, i0 + r);
      const __m256 low = _mm256_castsi256_ps(c.first);
      const __m256 high = _mm256_castsi256_ps(c.second);
      sums[r][0] = _mm256_cvtps_pd(_mm256_castps256_ps128(low));
      sums[r][1] = _mm256_cvtps_pd(_mm256_extractf128_ps(low, 1));
      sums[r][2] = _mm256_cvtps_pd(_mm256_castps256_ps128(high));
      sums[r][3] = _mm256_cvtps_pd(_mm256_extractf128_ps(high, 1));
    }
    for (int p = 0; p < kProducts; ++p) {
      __m256d row[4];
#pragma GCC unroll 4
      for (int v = 0; v < 4; ++v) row[v] = _mm256_load_pd(b + p * kTile + v * kQuarter);
#pragma GCC unroll 2
      for (int r = 0; r < kRows; ++r) {
        const __m256d factor = _mm256_broadcast_sd(a + p * kTile + i0 + r);
#pragma GCC unroll 4
        for (int v = 0; v < 4; ++v) sums[r][v] = _mm256_fmadd_pd(factor, row[v], sums[r][v]);
      }
    }
#pragma GCC unroll 2
    for (int r = 0; r < kRows; ++r) {
      store_codes(_mm256_set_m128(_mm256_cvtpd_ps(sums[r][1]), _mm256_cvtpd_ps(sums[r][0])),
                  _mm256_set_m128(_mm256_cvtpd_ps(sums[r][3]), _mm256_cvtpd_ps(sums[r][2])), i0 + r, d);
    }
  }
}

[[WMMASIM_AVX2]] bool exact_tile(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  thread_local KeptBlocks kept_a;
  thread_local KeptBlocks kept_b;
  KeptBlock* a_kept = kept_block(kept_a, in.a, in.a_columns);
  KeptBlock* b_kept = kept_block(kept_b, in.b, in.b_rows);
  const Range a_range = a_kept != nullptr ? a_kept->range : f16_range(in.a);
  const Range b_range = b_kept != nullptr ? b_kept->range : f16_range(in.b);
  const ProductCertificate products = product_certificate(a_range, b_range, in.products);
  if (!products.finite) return false;
  const bool floats = sums_are_floats(products);
  if (!floats && !sums_are_doubles(products, f32_accumulator_range(in))) return false;
  if (!floats) {
    alignas(32) double a_scratch[kProducts * kTile];
    alignas(32) double b_scratch[kProducts * kTile];
    exact_in_doubles(in, block_doubles(a_kept, in.a, in.a_columns, a_scratch),
                     block_doubles(b_kept, in.b, in.b_rows, b_scratch), d);
    return true;
  }
  alignas(32) float a[kProducts * kTile];
  alignas(32) float b[kProducts * kTile];
  f16_lines(in.a, in.a_columns, a);
  f16_lines(in.b, in.b_rows, b);
  exact_in_floats(in, a, b, d, unresolved);
  return true;
}

// sum + C (codes); a NaN gives the quiet NaN code.
[[WMMASIM_AVX2, gnu::always_inline]] inline __m256 sequential_total(const float* sum, __m256i c_codes) {
  const __m256 quiet_nan = _mm256_castsi256_ps(_mm256_set1_epi32(static_cast<int>(kF32.quiet_nan)));
  const __m256 x = _mm256_add_ps(_mm256_load_ps(sum), _mm256_castsi256_ps(c_codes));
  return _mm256_blendv_ps(x, quiet_nan, _mm256_cmp_ps(x, x, _CMP_UNORD_Q));
}

// `sequential`: fl32(fl32(a b) + s) per product from +0 in k order, then + C.
[[WMMASIM_AVX2]] void sequential_tile(const FastInputs& in, TileCodes& d) {
  alignas(32) float a[kProducts * kTile];
  alignas(32) float b[kProducts * kTile];
  f16_lines(in.a, in.a_columns, a);
  f16_lines(in.b, in.b_rows, b);
  alignas(32) float sums[kTileElements];
  multiply_floats(a, b, 0.0f, sums);
  for (int i = 0; i < kTile; ++i) {
    const LineWords c = accumulator_row(in, i);
    store_codes(sequential_total(sums + i * kTile, c.first), sequential_total(sums + i * kTile + kHalf, c.second), i, d);
  }
}

}  // namespace

bool avx2_tiles_available() {
  static const bool available = [] {
    if (matrix_isa_cap() < MatrixIsa::Avx2) return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
  }();
  return available;
}

bool multiply_tile_avx2(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  const bool dense_f16 = in.a_type == ElementType::F16 && in.b_type == ElementType::F16 && !in.sparse &&
                         in.products == kProducts && in.b_rows.size() == static_cast<std::size_t>(kProducts) &&
                         in.a.element_bits == kF16.bits && in.b.element_bits == kF16.bits;
  const bool lines_whole = in.a.words.size() % kTile == 0 && in.b.words.size() % kTile == 0 &&
                           (in.c_constant || in.c.words.size() % kTile == 0);
  if (!dense_f16 || in.cd_type != ElementType::F32 || !lines_whole) return false;
  switch (model) {
    case NumericsModel::Exact: return exact_tile(in, d, unresolved);
    case NumericsModel::Sequential: sequential_tile(in, d); return true;
    default: return false;
  }
}

#else

bool avx2_tiles_available() { return false; }
bool multiply_tile_avx2(NumericsModel, const FastInputs&, TileCodes&, TileFlags&) { return false; }

#endif

}  // namespace wmmasim::sim::detail
