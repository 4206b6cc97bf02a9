// The AVX-512 tile kernels of the matrix fast path (docs/performance.md "WMMA tile multiply: profile and AVX-512
// path").
//
// multiply_tile_avx512() computes the common cases of multiply_fast() with 16-wide fused multiply-adds and
// returns false for the rest, which the portable kernels of matrix_fast.cpp then compute. Its results are the
// portable kernels' bits, because a fused multiply-add is used only where the product is exact in the sum's format
// (then fma(a, b, s) = fl(fl(a * b) + s), the two roundings of the reference), and, for the `exact` model, only
// where a certificate computed once per tile proves that no addition of the dot products rounds at all:
//
//   * every product a * b is a multiple of 2^L, L = L_A + L_B, where L_A bounds the lowest set bit of every value
//     of A from below (from the smallest exponent in the tile and the OR of every mantissa field), and
//   * n max|A| max|B| < 2^(L + p), p = 24 (float) or 53 (double).
//
// Then every partial sum, in any order, is a multiple of 2^L below 2^(L + p), a float (double) exactly, so the sum
// of the products, started from -0, is the exact sum with IEEE's sign of an exact zero. D is then the single
// rounding of C + P: one float addition for an f32 D, round-to-odd then round-to-nearest for a 16-bit D (Boldo &
// Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using rounding to odd", IEEE TC 2008).
// Elements whose result is not finite (C is Inf or NaN, the sum overflows) are left to the reference path.
// Where the float certificate holds, f16 x f16 tiles whose operands are 16-bit integers times a power of two are
// summed as integers on hosts with AVX512-FP16 and VNNI (exact_in_int16): the same sums, fewer instructions.
#include "intrinsics.h"  // first: <immintrin.h> without the header's warnings
#include "matrix_fast.h"
#include "matrix_certificate.h"
#include "matrix_kept_blocks.h"

#include <algorithm>
#include <bit>
#include <cstddef>

#include "wmmasim/numerics/element_format.h"

namespace wmmasim::sim::detail {

#if defined(__x86_64__)
namespace {

using isa::ElementType;

// Every function here is compiled for AVX-512 and called only after CPUID said the host has it.
#define WMMASIM_AVX512 gnu::target("avx512f,avx512bw,avx512vl,avx512dq")

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }
constexpr int kFloatProducts = 16;  // every float WMMA/SWMMAC: 16 products per element
constexpr int kFloatBRows = 32;     // B of a float SWMMAC (K = 32)
// ---- reading one line (a column of A, a row of B or C): 16 consecutive words, the same bits of each ----

// The line's 16 words, modifiers applied.
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512i line_words(const RegisterBlock& block, Place place) {
  const __m512i words = _mm512_loadu_si512(block.words.data() + place.word);
  if ((block.clear | block.flip) == 0) return words;
  return _mm512_xor_si512(_mm512_andnot_si512(_mm512_set1_epi32(static_cast<int>(block.clear)), words),
                          _mm512_set1_epi32(static_cast<int>(block.flip)));
}

// The line's codes in the low bits of each lane (bits above the element are left over).
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512i line_codes(const RegisterBlock& block, Place place) {
  const __m512i words = line_words(block, place);
  return place.shift == 0 ? words : _mm512_srl_epi32(words, _mm_cvtsi32_si128(place.shift));
}

// The low (or high) 16 bits of each of 16 lanes packed into 16 halves: one word permutation.
[[WMMASIM_AVX512, gnu::always_inline]] inline __m256i halves(__m512i words, bool high) {
  const __m512i even = _mm512_set_epi16(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0,  //
                                        30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i index = high ? _mm512_add_epi16(even, _mm512_set1_epi16(1)) : even;
  return _mm512_castsi512_si256(_mm512_permutexvar_epi16(index, words));
}

// 16-bit codes in the low halves of 16 lanes as floats: exact for normals, subnormals, Inf (NaN stays NaN).
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512 halves_to_floats(__m512i codes) {
  return _mm512_cvtph_ps(halves(codes, false));
}

// iu8/iu4 codes (in the low bits of each lane) as 32-bit integers: (code ^ bias) - bias sign-extends.
template <ElementType T>
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512i integer_values(__m512i codes, bool is_signed) {
  constexpr const ElementFormat& f = kFormat<T>;
  const __m512i code = _mm512_and_si512(codes, _mm512_set1_epi32(static_cast<int>(f.code_mask())));
  const __m512i bias = _mm512_set1_epi32(is_signed ? static_cast<int>(f.sign_mask()) : 0);
  return _mm512_sub_epi32(_mm512_xor_si512(code, bias), bias);
}

// The codes of an element type (in the low bits of each lane) as floats, exactly: every f16/bf16/fp8/bf8 value is
// a float, and so is every iu8/iu4 value.
template <ElementType T>
[[WMMASIM_AVX512]] __m512 to_floats(__m512i codes, bool is_signed) {
  constexpr const ElementFormat& f = kFormat<T>;
  if constexpr (T == ElementType::F32) {
    return _mm512_castsi512_ps(codes);
  } else if constexpr (T == ElementType::F16) {
    return halves_to_floats(codes);
  } else if constexpr (T == ElementType::BF16) {
    return _mm512_castsi512_ps(_mm512_slli_epi32(codes, 16));  // bf16 is f32's top half
  } else if constexpr (T == ElementType::FP8 || T == ElementType::BF8) {
    // Sign and magnitude moved into an f16 whose exponent field holds the 8-bit format's (subnormals included),
    // then scaled by 2^(15 - bias): exact, as the 8-bit formats' exponent and mantissa fields fit f16's.
    constexpr const ElementFormat& half = kFormat<ElementType::F16>;
    static_assert(f.exponent_bits <= half.exponent_bits && f.mantissa_bits <= half.mantissa_bits);
    const __m512i magnitude = _mm512_and_si512(codes, _mm512_set1_epi32(static_cast<int>(f.magnitude_mask())));
    const __m512i sign = _mm512_and_si512(codes, _mm512_set1_epi32(static_cast<int>(f.sign_mask())));
    const __m512i f16 = _mm512_or_si512(_mm512_slli_epi32(sign, half.bits - f.bits),
                                        _mm512_slli_epi32(magnitude, half.mantissa_bits - f.mantissa_bits));
    const auto scale = static_cast<float>(power_of_two_constant(half.bias - f.bias));
    const __m512 value = _mm512_mul_ps(halves_to_floats(f16), _mm512_set1_ps(scale));
    if constexpr (f.nan_rule == NanRule::AllOnesMagnitude) {  // E4M3: the all-ones magnitude is NaN, not 480
      const __mmask16 nan = _mm512_cmpeq_epi32_mask(magnitude, _mm512_set1_epi32(static_cast<int>(f.magnitude_mask())));
      return _mm512_mask_mov_ps(value, nan, _mm512_set1_ps(__builtin_nanf("")));
    }
    return value;
  } else {
    return _mm512_cvtepi32_ps(integer_values<T>(codes, is_signed));
  }
}

// Calls `use` with the element type as a compile-time constant.
template <class Use>
[[WMMASIM_AVX512]] void with_type(ElementType type, Use&& use) {
  switch (type) {
    case ElementType::F16: use.template operator()<ElementType::F16>(); return;
    case ElementType::BF16: use.template operator()<ElementType::BF16>(); return;
    case ElementType::FP8: use.template operator()<ElementType::FP8>(); return;
    case ElementType::BF8: use.template operator()<ElementType::BF8>(); return;
    case ElementType::IU8: use.template operator()<ElementType::IU8>(); return;
    case ElementType::IU4: use.template operator()<ElementType::IU4>(); return;
    default: use.template operator()<ElementType::F32>(); return;
  }
}

// One line's 16 values as floats.
template <ElementType T>
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512 line_floats(const RegisterBlock& block, Place place, bool is_signed) {
  if constexpr (T == ElementType::F16) {  // the half picked by the permutation: no shift
    return _mm512_cvtph_ps(halves(line_words(block, place), place.shift != 0));
  } else {
    return to_floats<T>(line_codes(block, place), is_signed);
  }
}

// Lines of 16 values: out[r * 16 + j]. A is read by columns, i.e. transposed: a[p * 16 + i] = A(i, p).
template <ElementType T>
[[WMMASIM_AVX512]] void read_lines(const RegisterBlock& block, std::span<const Place> lines, bool is_signed, float* out) {
  for (std::size_t r = 0; r < lines.size(); ++r) _mm512_store_ps(out + r * kTile, line_floats<T>(block, lines[r], is_signed));
}

[[WMMASIM_AVX512]] void read_operand(ElementType type, const RegisterBlock& block, std::span<const Place> lines,
                                     bool is_signed, float* out) {
  with_type(type, [&]<ElementType T>() { read_lines<T>(block, lines, is_signed, out); });
}

// The same lines as doubles (every float is a double exactly), converted as they are read.
template <ElementType T>
[[WMMASIM_AVX512]] void read_lines_doubles(const RegisterBlock& block, std::span<const Place> lines, double* out) {
  for (std::size_t r = 0; r < lines.size(); ++r) {
    const __m512 values = line_floats<T>(block, lines[r], false);
    _mm512_store_pd(out + r * kTile, _mm512_cvtps_pd(_mm512_castps512_ps256(values)));
    _mm512_store_pd(out + r * kTile + 8, _mm512_cvtps_pd(_mm512_extractf32x8_ps(values, 1)));
  }
}

// Row i of C as floats (a constant C: its one code in every lane).
template <ElementType CD>
[[WMMASIM_AVX512]] __m512 accumulator_row(const FastInputs& in, int i) {
  if (in.c_constant) return to_floats<CD>(_mm512_set1_epi32(static_cast<int>(*in.c_constant)), false);
  return to_floats<CD>(line_codes(in.c, in.c_rows[at(i)]), false);
}

// ---- the certificate's statistics, from the codes of a whole operand block (matrix_certificate.h) ----

// Reduces `v` (lanes of `Bits` bits) to its largest / smallest lane value.
// 16-bit lanes: folded to eight, whose smallest phminposuw finds (the largest: the smallest complement).
[[WMMASIM_AVX512, gnu::always_inline]] inline std::uint32_t smallest_word(__m128i v) {
  return static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_minpos_epu16(v))) & 0xffffu;
}

template <int Bits>
[[WMMASIM_AVX512]] std::uint32_t reduce_max(__m512i v) {
  if constexpr (Bits == 16) {
    const __m256i half = _mm256_max_epu16(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));
    const __m128i quarter = _mm_max_epu16(_mm256_castsi256_si128(half), _mm256_extracti128_si256(half, 1));
    return 0xffffu - smallest_word(_mm_xor_si128(quarter, _mm_set1_epi32(-1)));
  }
  if constexpr (Bits == 8) return reduce_max<16>(_mm512_max_epu16(_mm512_and_si512(v, _mm512_set1_epi16(0xff)), _mm512_srli_epi16(v, 8)));
  return _mm512_reduce_max_epu32(v);
}
template <int Bits>
[[WMMASIM_AVX512]] std::uint32_t reduce_min(__m512i v) {
  if constexpr (Bits == 16) {
    const __m256i half = _mm256_min_epu16(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));
    return smallest_word(_mm_min_epu16(_mm256_castsi256_si128(half), _mm256_extracti128_si256(half, 1)));
  }
  if constexpr (Bits == 8) return reduce_min<16>(_mm512_min_epu16(_mm512_and_si512(v, _mm512_set1_epi16(0xff)), _mm512_srli_epi16(v, 8)));
  return _mm512_reduce_min_epu32(v);
}

template <int Bits>
[[WMMASIM_AVX512]] __m512i lanes_max(__m512i x, __m512i y) {
  if constexpr (Bits == 8) return _mm512_max_epu8(x, y);
  if constexpr (Bits == 16) return _mm512_max_epu16(x, y);
  return _mm512_max_epu32(x, y);
}
template <int Bits>
[[WMMASIM_AVX512]] __m512i lanes_min(__m512i x, __m512i y) {
  if constexpr (Bits == 8) return _mm512_min_epu8(x, y);
  if constexpr (Bits == 16) return _mm512_min_epu16(x, y);
  return _mm512_min_epu32(x, y);
}
template <int Bits>
[[WMMASIM_AVX512]] __m512i lanes_less_one(__m512i x) {
  if constexpr (Bits == 8) return _mm512_sub_epi8(x, _mm512_set1_epi8(1));
  if constexpr (Bits == 16) return _mm512_sub_epi16(x, _mm512_set1_epi16(1));
  return _mm512_sub_epi32(x, _mm512_set1_epi32(1));
}

// `words.size()` is a multiple of 16 (VGPRs of 32 or 64 lanes).
template <int Bits>
[[WMMASIM_AVX512, gnu::always_inline]] inline CodeStats code_stats(std::span<const std::uint32_t> words, std::uint32_t magnitude_mask) {
  std::uint32_t mask = magnitude_mask;
  for (int bits = Bits; bits < 32; bits *= 2) mask |= mask << bits;  // the mask in every element of a word
  const __m512i magnitude_bits = _mm512_set1_epi32(static_cast<int>(mask));
  __m512i largest = _mm512_setzero_si512();
  __m512i least = _mm512_set1_epi32(-1);  // min(m - 1): a zero wraps to the maximum, so zeros never win
  __m512i ored = _mm512_setzero_si512();
  for (std::size_t w = 0; w < words.size(); w += kTile) {
    const __m512i codes = _mm512_loadu_si512(words.data() + w);
    const __m512i magnitude = _mm512_and_si512(codes, magnitude_bits);
    largest = lanes_max<Bits>(largest, magnitude);
    least = lanes_min<Bits>(least, lanes_less_one<Bits>(magnitude));
    ored = _mm512_or_si512(ored, codes);
  }
  std::uint32_t all = static_cast<std::uint32_t>(_mm512_reduce_or_epi32(ored));
  for (int bits = 16; bits >= Bits; bits /= 2) all |= all >> bits;
  const std::uint32_t element_mask = Bits == 32 ? ~0u : (1u << Bits) - 1;
  return {reduce_max<Bits>(largest), (reduce_min<Bits>(least) + 1) & element_mask, all & element_mask};
}

[[WMMASIM_AVX512, gnu::always_inline]] inline CodeStats block_stats(ElementType type, const RegisterBlock& block) {
  const std::uint32_t magnitude = element_format(type).magnitude_mask();
  switch (block.element_bits) {
    case 8: return code_stats<8>(block.words, magnitude);
    case 16: return code_stats<16>(block.words, magnitude);
    default: return code_stats<32>(block.words, magnitude);
  }
}

// An operand block's range; f16's (the common case) with the format known at compile time.
[[WMMASIM_AVX512, gnu::always_inline]] inline Range operand_range(ElementType type, const RegisterBlock& block) {
  if (type == ElementType::F16 && block.element_bits == 16) {
    return range_of(ElementType::F16, code_stats<16>(block.words, kFormat<ElementType::F16>.magnitude_mask()));
  }
  return range_of(type, block_stats(type, block));
}

[[WMMASIM_AVX512, gnu::always_inline]] inline ProductCertificate product_certificate(const FastInputs& in, int products) {
  return product_certificate(range_of(in.a_type, block_stats(in.a_type, in.a)),
                             range_of(in.b_type, block_stats(in.b_type, in.b)), products);
}

// ---- the multiply: P(i, j) = init + sum_p A(i, p) B(k(i, p), j), p ascending, one fused multiply-add each ----

template <bool Sparse>
[[WMMASIM_AVX512]] void multiply_floats(const FastInputs& in, const float* a, const float* b, float init, float* out) {
  const int n = in.products;
  __m512 sums[kTile];
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) sums[i] = _mm512_set1_ps(init);
  for (int p = 0; p < n; ++p) {
    const __m512 b_dense = _mm512_load_ps(b + p * kTile);
#pragma GCC unroll 16
    for (int i = 0; i < kTile; ++i) {
      const __m512 b_row = Sparse ? _mm512_load_ps(b + in.b_row[at(i * n + p)] * kTile) : b_dense;
      sums[i] = _mm512_fmadd_ps(_mm512_set1_ps(a[p * kTile + i]), b_row, sums[i]);
    }
  }
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) _mm512_store_ps(out + i * kTile, sums[i]);
}

[[WMMASIM_AVX512]] void multiply_floats(const FastInputs& in, const float* a, const float* b, float init, float* out) {
  if (in.sparse) {
    multiply_floats<true>(in, a, b, init, out);
  } else {
    multiply_floats<false>(in, a, b, init, out);
  }
}

// ---- writing D ----

[[WMMASIM_AVX512]] __m512i float_bits(__m512 x) { return _mm512_castps_si512(x); }

[[WMMASIM_AVX512]] __mmask16 not_finite(__m512 x) {
  constexpr int kNaNOrInf = 0x01 | 0x08 | 0x10 | 0x80;  // vfpclassps: quiet NaN, +Inf, -Inf, signalling NaN
  return _mm512_fpclass_ps_mask(x, kNaNOrInf);
}

// A float (not NaN) rounded to nearest even in D's format: what encode_f16 / encode_bf16 give.
template <ElementType CD>
[[WMMASIM_AVX512]] __m512i round_to_format(__m512 x) {
  if constexpr (CD == ElementType::F32) {
    return float_bits(x);
  } else if constexpr (CD == ElementType::F16) {
    return _mm512_cvtepu16_epi32(_mm512_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  } else {  // bf16, f32's top half: add half an ulp less one plus the last kept bit, truncate (overflow carries to Inf)
    const __m512i bits = float_bits(x);
    const __m512i last = _mm512_and_si512(_mm512_srli_epi32(bits, 16), _mm512_set1_epi32(1));
    return _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(bits, _mm512_set1_epi32(0x7fff)), last), 16);
  }
}

// x + y rounded to odd in float (exact sums stay; others get the truncation with its last bit set), from the
// error of the rounded sum (Knuth's TwoSum, exact in the absence of overflow).
[[WMMASIM_AVX512]] __m512 add_round_to_odd(__m512 x, __m512 y) {
  const __m512 s = _mm512_add_ps(x, y);
  const __m512 y_part = _mm512_sub_ps(s, x);
  const __m512 error = _mm512_add_ps(_mm512_sub_ps(x, _mm512_sub_ps(s, y_part)), _mm512_sub_ps(y, y_part));
  const __mmask16 inexact = _mm512_cmp_ps_mask(error, _mm512_setzero_ps(), _CMP_NEQ_UQ);
  const __mmask16 unknown = not_finite(error);  // an intermediate overflowed: NaN, for the reference path
  // Rounded away from zero (error of the other sign): the truncation is one code below.
  const __m512i signs = _mm512_xor_si512(float_bits(s), float_bits(error));
  const __mmask16 away = _mm512_mask_cmplt_epi32_mask(inexact, signs, _mm512_setzero_si512());
  const __m512i truncated = _mm512_mask_sub_epi32(float_bits(s), away, float_bits(s), _mm512_set1_epi32(1));
  const __m512 odd = _mm512_castsi512_ps(_mm512_mask_or_epi32(float_bits(s), inexact, truncated, _mm512_set1_epi32(1)));
  return _mm512_mask_mov_ps(odd, unknown, _mm512_set1_ps(__builtin_nanf("")));
}

// A double rounded to odd in float (round_to_odd_float() of matrix_fast.cpp, 16 lanes as two halves).
[[WMMASIM_AVX512]] __m256 round_to_odd_float(__m512d x) {
  const __m256 nearest = _mm512_cvtpd_ps(x);
  const __m512d back = _mm512_cvtps_pd(nearest);
  const __mmask8 inexact = _mm512_cmp_pd_mask(back, x, _CMP_NEQ_UQ);
  const __m512d magnitude_mask = _mm512_castsi512_pd(_mm512_set1_epi64(0x7fffffffffffffff));
  const __mmask8 away =
      _mm512_mask_cmp_pd_mask(inexact, _mm512_and_pd(back, magnitude_mask), _mm512_and_pd(x, magnitude_mask), _CMP_GT_OQ);
  const __m256i bits = _mm256_castps_si256(nearest);
  const __m256i truncated = _mm256_mask_sub_epi32(bits, away, bits, _mm256_set1_epi32(1));
  return _mm256_castsi256_ps(_mm256_mask_or_epi32(bits, inexact, truncated, _mm256_set1_epi32(1)));
}

[[WMMASIM_AVX512]] void store_codes(__m512i codes, int i, TileCodes& d) {
  _mm512_storeu_si512(d.data() + i * kTile, codes);
}

// The rows' flags, written after D: a store of vector type may alias anything, `unresolved` included, so a flag
// written per row would be read back from memory for the next (a store-forwarding round trip per row).
[[WMMASIM_AVX512, gnu::always_inline]] inline void store_flags(const __mmask16 (&flags)[kTile], TileFlags& out) {
  for (int i = 0; i < kTile; ++i) out.set_row(i, flags[i]);
}

// The 16 rows of C as floats, read before D is written (for the same reason).
template <ElementType CD>
[[WMMASIM_AVX512, gnu::always_inline]] inline void accumulator_rows(const FastInputs& in, __m512 (&c)[kTile]) {
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) c[i] = accumulator_row<CD>(in, i);
}

// ---- the host's extensions beyond AVX-512 F/BW/VL/DQ ----

// WMMASIM_MATRIX_ISA=avx512 (or lower) keeps AVX-512 without VNNI (and without the 16-bit integer products below):
// the tests compare both on one host.
bool vnni_available() {
  static const bool available = [] {
    __builtin_cpu_init();
    return matrix_isa_cap() >= MatrixIsa::Avx512Vnni && __builtin_cpu_supports("avx512vnni");
  }();
  return available;
}

// VNNI's vpdpwssd and AVX512-FP16's conversions of f16 to 16-bit integers.
bool int16_products_available() {
  static const bool available = [] {
    __builtin_cpu_init();
    return vnni_available() && __builtin_cpu_supports("avx512fp16");
  }();
  return available;
}

// ---- exact ----

// Row i of D = C + P rounded once (P exact: a float by the certificate); returns the lanes whose result is not
// finite.
template <ElementType CD>
[[WMMASIM_AVX512, gnu::always_inline]] inline __mmask16 store_exact_row(__m512 c, __m512 p, int i, TileCodes& d) {
  const __m512 total = CD == ElementType::F32 ? _mm512_add_ps(c, p) : add_round_to_odd(c, p);
  store_codes(round_to_format<CD>(total), i, d);
  return not_finite(total);
}

// The products' sums are floats (sums_are_floats): D = C + P, rounded once.
template <ElementType CD>
[[WMMASIM_AVX512]] void exact_in_floats(const FastInputs& in, const float* a, const float* b, TileCodes& d,
                                        TileFlags& unresolved) {
  alignas(64) float sums[kTileElements];
  multiply_floats(in, a, b, -0.0f, sums);  // from -0: -0 + x == x, and a sum of -0 terms only stays -0
  __m512 c[kTile];
  accumulator_rows<CD>(in, c);
  __mmask16 flags[kTile];
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) flags[i] = store_exact_row<CD>(c[i], _mm512_load_ps(sums + i * kTile), i, d);
  store_flags(flags, unresolved);
}

// The products' sums are floats and, on hosts with AVX512-FP16 and VNNI, f16 x f16 tiles whose operands span at
// most 15 bits each are summed as 16-bit integers, two products per vpdpwssd: every value of A is A_int 2^L_A with
// A_int an integer, |A_int| < 2^15 (L_A the bound on its lowest set bit, range_of), likewise B, so
//   sum_p A(i, p) B(p, j) = 2^(L_A + L_B) sum_p A_int(i, p) B_int(p, j),
// and the integer sum is below 2^24 by the float certificate: exact in 32-bit lanes and as a float, the float
// sum's value. Only the sign of a zero sum differs: the float sum (from -0) of products that are all -0 is -0, the
// integer one +0. That shows in C + P only where C is -0; those elements are left to the reference path.
constexpr int kInt16Bits = 15;  // |A_int|, |B_int| < 2^15: a signed 16-bit integer
constexpr int kProductPairs = kFloatProducts / 2;

[[WMMASIM_AVX512]] bool fits_int16(const Range& r) {
  return r.low == kNoLowBit || r.largest < power_of_two(r.low + kInt16Bits);
}

// L_A (any scale for an all-zero operand); with f16 values, in [-24, 15].
[[WMMASIM_AVX512]] int int16_scale(const Range& r) { return r.low == kNoLowBit ? 0 : r.low; }

[[WMMASIM_AVX512]] bool int16_tier_applies(const FastInputs& in, const Range& a, const Range& b) {
  return in.a_type == ElementType::F16 && in.b_type == ElementType::F16 && !in.sparse &&
         in.products == kFloatProducts && in.b_rows.size() == kFloatProducts && fits_int16(a) && fits_int16(b) &&
         int16_products_available();
}

#define WMMASIM_AVX512_FP16 gnu::target("avx512f,avx512bw,avx512vl,avx512dq,avx512vnni,avx512fp16")

// Lines `low` and `high` (16-bit codes) as the low and high halves of 16 words: the words themselves where the
// layout keeps them so (K pairs of gfx11/gfx12 f16 operands), else one word permutation of the two lines.
[[WMMASIM_AVX512, gnu::always_inline]] inline __m512i line_pairs(const RegisterBlock& block, Place low, Place high) {
  const __m512i low_words = line_words(block, low);
  if (high.word == low.word && low.shift == 0 && high.shift == 16) return low_words;
  const __m512i lane_halves = _mm512_set_epi16(30, 30, 28, 28, 26, 26, 24, 24, 22, 22, 20, 20, 18, 18, 16, 16,  //
                                               14, 14, 12, 12, 10, 10, 8, 8, 6, 6, 4, 4, 2, 2, 0, 0);
  // Half 2l of the result: half 2l (+ 1 for the high half) of `low`; half 2l + 1: the same of `high` (index + 32).
  const int low_half = low.shift != 0 ? 1 : 0;
  const int high_half = 32 + (high.shift != 0 ? 1 : 0);
  const __m512i index = _mm512_add_epi16(lane_halves, _mm512_set1_epi32((high_half << 16) | low_half));
  return _mm512_permutex2var_epi16(low_words, index, line_words(block, high));
}

// f16 codes (pairs in 32-bit lanes) as 16-bit integers v 2^-scale (exact: each an integer below 2^15).
[[WMMASIM_AVX512_FP16, gnu::always_inline]] inline __m512i f16_as_int16(__m512i codes, int scale) {
  const __m512h factor = _mm512_set1_ph(static_cast<_Float16>(static_cast<float>(-scale)));
  return _mm512_cvttph_epi16(_mm512_scalef_ph(_mm512_castsi512_ph(codes), factor));
}

// noinline: its caller exact_tile is flattened but compiled without VNNI and AVX512-FP16, and clang's flatten inlines
// across that difference (clang-19 then cannot select vpdpwssd); GCC keeps the call either way.
template <ElementType CD>
[[WMMASIM_AVX512_FP16, gnu::flatten, gnu::noinline]] void exact_in_int16(const FastInputs& in, const Range& a,
                                                                         const Range& b, TileCodes& d,
                                                                         TileFlags& unresolved) {
  const int a_scale = int16_scale(a);
  const int b_scale = int16_scale(b);
  alignas(64) std::int32_t a_pairs[kProductPairs * kTile];  // [q * 16 + i]: A_int(i, 2q) | A_int(i, 2q + 1) << 16
  __m512i b_pairs[kProductPairs];                            // lane j: B_int(2q, j) | B_int(2q + 1, j) << 16
  for (int q = 0; q < kProductPairs; ++q) {
    const __m512i a_codes = line_pairs(in.a, in.a_columns[at(2 * q)], in.a_columns[at(2 * q + 1)]);
    _mm512_store_si512(a_pairs + q * kTile, f16_as_int16(a_codes, a_scale));
    b_pairs[q] = f16_as_int16(line_pairs(in.b, in.b_rows[at(2 * q)], in.b_rows[at(2 * q + 1)]), b_scale);
  }
  __m512i sums[kTile];
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) sums[i] = _mm512_setzero_si512();
  for (int q = 0; q < kProductPairs; ++q) {
#pragma GCC unroll 16
    for (int i = 0; i < kTile; ++i) sums[i] = _mm512_dpwssd_epi32(sums[i], b_pairs[q], _mm512_set1_epi32(a_pairs[q * kTile + i]));
  }
  const __m512 scale = _mm512_set1_ps(static_cast<float>(power_of_two(a_scale + b_scale)));  // in [2^-48, 2^30]
  const __m512i negative_zero = _mm512_set1_epi32(static_cast<int>(kFormat<ElementType::F32>.sign_mask()));
  __m512 c[kTile];
  accumulator_rows<CD>(in, c);
  __mmask16 flags[kTile];
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) {
    const __m512 p_unscaled = _mm512_cvtepi32_ps(sums[i]);  // p * scale is exact: C + P rounds once in the FMA
    const __mmask16 zero_sum = _mm512_testn_epi32_mask(sums[i], sums[i]);
    const __mmask16 zero_sign_unknown = _mm512_mask_cmpeq_epi32_mask(zero_sum, _mm512_castps_si512(c[i]), negative_zero);
    if constexpr (CD == ElementType::F32) {
      const __m512 total = _mm512_fmadd_ps(p_unscaled, scale, c[i]);
      store_codes(float_bits(total), i, d);
      flags[i] = not_finite(total) | zero_sign_unknown;
    } else {
      flags[i] = store_exact_row<CD>(c[i], _mm512_mul_ps(p_unscaled, scale), i, d) | zero_sign_unknown;
    }
  }
  store_flags(flags, unresolved);
}

// ---- exact, double tier: the products' sums and C are doubles (sums_are_doubles: every partial sum, C included,
// is a multiple of 2^low below 2^(low + 53)), so the sum in any order, started from C, is exact: D is its rounding.
// From C rather than from -0 with C added last: the same value, and the same sign of a zero (the exact sum is -0
// only when C and every product are -0, in either order).

// Rows i0 .. i0 + 7 of D, two vectors of doubles per row, rounded from the registers.
template <ElementType CD, bool Sparse>
[[WMMASIM_AVX512]] void exact_rows_in_doubles(const FastInputs& in, const double* a, const double* b, int i0, TileCodes& d) {
  constexpr int kRows = 8;
  const int n = in.products;
  __m512d sums[kRows][2];
#pragma GCC unroll 8
  for (int r = 0; r < kRows; ++r) {
    const __m512 c = accumulator_row<CD>(in, i0 + r);
    sums[r][0] = _mm512_cvtps_pd(_mm512_castps512_ps256(c));
    sums[r][1] = _mm512_cvtps_pd(_mm512_extractf32x8_ps(c, 1));
  }
  for (int p = 0; p < n; ++p) {
    const __m512d low_dense = _mm512_load_pd(b + p * kTile);
    const __m512d high_dense = _mm512_load_pd(b + p * kTile + 8);
#pragma GCC unroll 8
    for (int r = 0; r < kRows; ++r) {
      const double* row = b + (Sparse ? in.b_row[at((i0 + r) * n + p)] : p) * kTile;
      const __m512d low = Sparse ? _mm512_load_pd(row) : low_dense;
      const __m512d high = Sparse ? _mm512_load_pd(row + 8) : high_dense;
      const __m512d factor = _mm512_set1_pd(a[p * kTile + i0 + r]);
      sums[r][0] = _mm512_fmadd_pd(factor, low, sums[r][0]);
      sums[r][1] = _mm512_fmadd_pd(factor, high, sums[r][1]);
    }
  }
  constexpr bool kToFloat = CD == ElementType::F32;
#pragma GCC unroll 8
  for (int r = 0; r < kRows; ++r) {
    const __m256 low = kToFloat ? _mm512_cvtpd_ps(sums[r][0]) : round_to_odd_float(sums[r][0]);
    const __m256 high = kToFloat ? _mm512_cvtpd_ps(sums[r][1]) : round_to_odd_float(sums[r][1]);
    store_codes(round_to_format<CD>(_mm512_insertf32x8(_mm512_castps256_ps512(low), high, 1)), i0 + r, d);
  }
}

// A and B as doubles (lines of 16, A by columns).
template <ElementType CD>
[[WMMASIM_AVX512]] void exact_in_doubles(const FastInputs& in, const double* a, const double* b, TileCodes& d) {
  for (int i0 = 0; i0 < kTile; i0 += kTile / 2) {
    if (in.sparse) {
      exact_rows_in_doubles<CD, true>(in, a, b, i0, d);
    } else {
      exact_rows_in_doubles<CD, false>(in, a, b, i0, d);
    }
  }
}

// ---- decoded operands kept per thread (matrix_kept_blocks.h) ----

thread_local KeptBlocks kept_a;
thread_local KeptBlocks kept_b;

// An operand block's range, and its kept entry (null when the block is too large to keep).
struct Operand {
  KeptBlock* kept;
  Range range;
};

[[WMMASIM_AVX512, gnu::always_inline]] inline Operand operand(KeptBlocks& kept, ElementType type,
                                                              const RegisterBlock& block, std::span<const Place> lines) {
  if (KeptBlock* hit = kept.find(type, block, lines)) return {hit, hit->range};
  KeptBlock* entry = kept.replace(type, block, lines);
  const Range range = operand_range(type, block);
  if (entry != nullptr) entry->range = range;
  return {entry, range};
}

// The operand's values as doubles: the kept ones, read once; `scratch` when the block is not kept.
[[WMMASIM_AVX512]] const double* operand_doubles(const Operand& operand, ElementType type, const RegisterBlock& block,
                                                 std::span<const Place> lines, double* scratch) {
  KeptBlock* kept = operand.kept;
  double* out = kept != nullptr ? kept->values : scratch;
  if (kept == nullptr || !kept->has_values) {
    with_type(type, [&]<ElementType T>() { read_lines_doubles<T>(block, lines, out); });
  }
  if (kept != nullptr) kept->has_values = true;
  return out;
}

template <ElementType CD>
[[WMMASIM_AVX512, gnu::flatten]] bool exact_tile(const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  const Operand a_operand = operand(kept_a, in.a_type, in.a, in.a_columns);
  const Operand b_operand = operand(kept_b, in.b_type, in.b, in.b_rows);
  const ProductCertificate products = product_certificate(a_operand.range, b_operand.range, in.products);
  if (!products.finite) return false;
  if (sums_are_floats(products)) {
    if (int16_tier_applies(in, a_operand.range, b_operand.range)) {
      exact_in_int16<CD>(in, a_operand.range, b_operand.range, d, unresolved);
      return true;
    }
    alignas(64) float a[kFloatProducts * kTile];
    alignas(64) float b[kFloatBRows * kTile];
    read_operand(in.a_type, in.a, in.a_columns, false, a);
    read_operand(in.b_type, in.b, in.b_rows, false, b);
    exact_in_floats<CD>(in, a, b, d, unresolved);
    return true;
  }
  const Range c = range_of(CD, in.c_constant ? constant_stats(CD, *in.c_constant) : block_stats(CD, in.c));
  if (!sums_are_doubles(products, c)) return false;
  alignas(64) double a_scratch[kFloatProducts * kTile];
  alignas(64) double b_scratch[kFloatBRows * kTile];
  exact_in_doubles<CD>(in, operand_doubles(a_operand, in.a_type, in.a, in.a_columns, a_scratch),
                       operand_doubles(b_operand, in.b_type, in.b, in.b_rows, b_scratch), d);
  return true;
}

// ---- sequential: fl32(fl32(a b) + s) per product, from +0, then + C ----

// Every product of the two types is exactly a float whatever the values (f16, fp8, bf8: their significands and
// exponent ranges fit); bf16 x bf16 products can overflow or fall below float's range.
[[WMMASIM_AVX512]] bool products_always_floats(ElementType a, ElementType b) {
  constexpr const ElementFormat& f32 = kFormat<ElementType::F32>;
  const ElementFormat& fa = element_format(a);
  const ElementFormat& fb = element_format(b);
  return fa.precision() + fb.precision() <= f32.precision() && fa.quantum() + fb.quantum() >= f32.quantum() &&
         fa.max_exponent() + fb.max_exponent() + 2 <= f32.max_exponent();
}

template <ElementType CD>
[[WMMASIM_AVX512, gnu::flatten]] bool sequential_tile(const FastInputs& in, TileCodes& d) {
  if (!products_always_floats(in.a_type, in.b_type)) {
    // Each product a float: a multiple of 2^low no finer than float's, below float's largest value.
    const ProductCertificate p = product_certificate(in, 1);
    constexpr const ElementFormat& f32 = kFormat<ElementType::F32>;
    if (!p.finite || p.low < f32.quantum() || p.bound >= power_of_two(f32.max_exponent())) return false;
  }
  alignas(64) float a[kFloatProducts * kTile];
  alignas(64) float b[kFloatBRows * kTile];
  read_operand(in.a_type, in.a, in.a_columns, false, a);
  read_operand(in.b_type, in.b, in.b_rows, false, b);
  alignas(64) float sums[kTileElements];
  multiply_floats(in, a, b, 0.0f, sums);  // from +0, as the reference
  for (int i = 0; i < kTile; ++i) {
    const __m512 total = _mm512_add_ps(_mm512_load_ps(sums + i * kTile), accumulator_row<CD>(in, i));
    const __mmask16 nan = _mm512_cmp_ps_mask(total, total, _CMP_UNORD_Q);
    const __m512i codes = round_to_format<CD>(total);
    store_codes(_mm512_mask_mov_epi32(codes, nan, _mm512_set1_epi32(static_cast<int>(kFormat<CD>.quiet_nan))), i, d);
  }
  return true;
}

// ---- integer: every product and partial sum is an integer below 2^24 in magnitude (at most 32 products of at
// most 255 * 255), exact in float; C is added with 32-bit wrap-around or saturation ----

// Row i of D from the products' sum p: p + C, wrapped or (clamp) saturated to 32 bits.
[[WMMASIM_AVX512, gnu::always_inline]] inline void store_integer_row(const FastInputs& in, __m512i p, int i, TileCodes& d) {
  const __m512i c = in.c_constant ? _mm512_set1_epi32(static_cast<int>(*in.c_constant)) : line_codes(in.c, in.c_rows[at(i)]);
  const __m512i total = _mm512_add_epi32(p, c);
  if (!in.clamp) {
    store_codes(total, i, d);
    return;
  }
  // Overflow: p and c of one sign, the total of the other; then the limit of p's sign.
  const __m512i overflow_signs = _mm512_and_si512(_mm512_xor_si512(p, total), _mm512_xor_si512(c, total));
  const __mmask16 overflow = _mm512_cmplt_epi32_mask(overflow_signs, _mm512_setzero_si512());
  const __m512i limit = _mm512_xor_si512(_mm512_srai_epi32(p, 31), _mm512_set1_epi32(0x7fffffff));
  store_codes(_mm512_mask_mov_epi32(total, overflow, limit), i, d);
}

[[WMMASIM_AVX512, gnu::flatten]] void integer_tile(const FastInputs& in, TileCodes& d) {
  alignas(64) float a[kMaxFastProducts * kTile];
  alignas(64) float b[kMaxFastBRows * kTile];
  read_operand(in.a_type, in.a, in.a_columns, in.a_signed, a);
  read_operand(in.b_type, in.b, in.b_rows, in.b_signed, b);
  alignas(64) float sums[kTileElements];
  multiply_floats(in, a, b, 0.0f, sums);
  for (int i = 0; i < kTile; ++i) store_integer_row(in, _mm512_cvttps_epi32(_mm512_load_ps(sums + i * kTile)), i, d);
}

// ---- integer with AVX512-VNNI: vpdpbusd adds four byte products per 32-bit lane, unsigned x signed. A dense
// WMMA's A and B are moved into those ranges by offsets: y = A - o_A (o_A = 128 for unsigned A, else 0) is a
// signed byte and x = B + o_B (o_B = 128 for signed B) an unsigned one, and then
//   sum_p A(i, p) B(p, j) = sum_p x y + o_A sum_p x - o_B sum_p y - o_A o_B n,
// every term an integer far below 2^31 (n <= 32 products of at most 255 x 128), so exact in 32-bit lanes; the sums
// of x and y are vpdpbusd with bytes of one. For an 8-bit code the offset is an XOR of its top bit. ----

#define WMMASIM_AVX512_VNNI gnu::target("avx512f,avx512bw,avx512vl,avx512dq,avx512vnni")

constexpr int kByteOffset = 128;
static_assert(kByteOffset == 1 << 7);
constexpr int kOnes = 0x01010101;  // four bytes of one

// Lines `first` .. `first + 3` as bytes (code + offset) packed into each lane's four bytes, line first + k in byte
// k: a whole word when the four lines are its four bytes (iu8 with K packed in the VGPR), else assembled.
template <ElementType T>
[[WMMASIM_AVX512_VNNI, gnu::always_inline]] inline __m512i byte_quads(const RegisterBlock& block, const Place* lines,
                                                                      bool is_signed, int offset) {
  const bool one_word = T == ElementType::IU8 && lines[1].word == lines[0].word && lines[2].word == lines[0].word &&
                        lines[3].word == lines[0].word && lines[0].shift == 0 && lines[1].shift == 8 &&
                        lines[2].shift == 16 && lines[3].shift == 24;
  if (one_word) {
    const __m512i words = line_words(block, lines[0]);
    return offset == 0 ? words : _mm512_xor_si512(words, _mm512_set1_epi32(static_cast<int>(0x80808080u)));
  }
  __m512i quad = _mm512_setzero_si512();
#pragma GCC unroll 4
  for (int k = 0; k < 4; ++k) {
    const __m512i values = integer_values<T>(line_codes(block, lines[k]), is_signed);
    const __m512i byte = _mm512_and_si512(_mm512_add_epi32(values, _mm512_set1_epi32(offset)), _mm512_set1_epi32(0xff));
    quad = _mm512_or_si512(quad, _mm512_slli_epi32(byte, 8 * k));
  }
  return quad;
}

template <ElementType TA, ElementType TB>
[[WMMASIM_AVX512_VNNI]] void integer_tile_vnni(const FastInputs& in, TileCodes& d) {
  const int quads = in.products / 4;
  const int a_offset = in.a_signed ? 0 : kByteOffset;  // o_A: y = A - o_A
  const int b_offset = in.b_signed ? kByteOffset : 0;  // o_B: x = B + o_B
  alignas(64) std::int32_t a_quads[kMaxFastProducts / 4 * kTile];  // [q * 16 + i]: y(i, 4q .. 4q + 3)
  __m512i b_quads[kMaxFastProducts / 4];                            // lane j: x(4q .. 4q + 3, j)
  const __m512i ones = _mm512_set1_epi32(kOnes);
  __m512i y_sums = _mm512_setzero_si512();  // lane i: sum_p y(i, p)
  __m512i x_sums = _mm512_setzero_si512();  // lane j: sum_p x(p, j)
  for (int q = 0; q < quads; ++q) {
    const __m512i y = byte_quads<TA>(in.a, in.a_columns.data() + 4 * q, in.a_signed, -a_offset);
    _mm512_store_si512(a_quads + q * kTile, y);
    y_sums = _mm512_dpbusd_epi32(y_sums, ones, y);
    b_quads[q] = byte_quads<TB>(in.b, in.b_rows.data() + 4 * q, in.b_signed, b_offset);
    x_sums = _mm512_dpbusd_epi32(x_sums, b_quads[q], ones);
  }
  // Lane j of row i: o_A sum x(j) - o_A o_B n - o_B sum y(i) (o_A, o_B are 0 or 128: shifts).
  const __m512i column_terms =
      a_offset == 0 ? _mm512_setzero_si512()
                    : _mm512_sub_epi32(_mm512_slli_epi32(x_sums, 7), _mm512_set1_epi32(a_offset * b_offset * in.products));
  __m512i sums[kTile];
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) sums[i] = column_terms;
  if (b_offset != 0) {
    alignas(64) std::int32_t row_terms[kTile];
    _mm512_store_si512(row_terms, _mm512_slli_epi32(y_sums, 7));
#pragma GCC unroll 16
    for (int i = 0; i < kTile; ++i) sums[i] = _mm512_sub_epi32(column_terms, _mm512_set1_epi32(row_terms[i]));
  }
  for (int q = 0; q < quads; ++q) {
#pragma GCC unroll 16
    for (int i = 0; i < kTile; ++i) sums[i] = _mm512_dpbusd_epi32(sums[i], b_quads[q], _mm512_set1_epi32(a_quads[q * kTile + i]));
  }
#pragma GCC unroll 16
  for (int i = 0; i < kTile; ++i) store_integer_row(in, sums[i], i, d);
}

// A dense iu8/iu4 WMMA with VNNI; false, computing nothing, otherwise.
[[WMMASIM_AVX512_VNNI]] bool dense_integer_tile_vnni(const FastInputs& in, TileCodes& d) {
  if (in.sparse || in.products % 4 != 0 || in.b_rows.size() != static_cast<std::size_t>(in.products) ||
      !vnni_available()) {
    return false;
  }
  const auto iu8 = [](ElementType type) { return type == ElementType::IU8; };
  if (iu8(in.a_type) && iu8(in.b_type)) {
    integer_tile_vnni<ElementType::IU8, ElementType::IU8>(in, d);
  } else if (!iu8(in.a_type) && !iu8(in.b_type)) {
    integer_tile_vnni<ElementType::IU4, ElementType::IU4>(in, d);
  } else {
    return false;
  }
  return true;
}

template <ElementType CD>
[[WMMASIM_AVX512]] bool float_tile(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  switch (model) {
    case NumericsModel::Exact: return exact_tile<CD>(in, d, unresolved);
    case NumericsModel::Sequential: return sequential_tile<CD>(in, d);
    default: return false;
  }
}

}  // namespace

bool avx512_tiles_available() {
  static const bool available = [] {
    if (matrix_isa_cap() < MatrixIsa::Avx512) return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
  }();
  return available;
}

bool multiply_tile_avx512(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved) {
  const bool lines_whole = in.a.words.size() % kTile == 0 && in.b.words.size() % kTile == 0 &&
                           (in.c_constant || in.c.words.size() % kTile == 0);
  if (!lines_whole) return false;
  if (isa::is_integer(in.a_type)) {
    if (!dense_integer_tile_vnni(in, d)) integer_tile(in, d);
    return true;
  }
  if (in.products > kFloatProducts || in.b_rows.size() > kFloatBRows) return false;
  switch (in.cd_type) {
    case ElementType::F16: return float_tile<ElementType::F16>(model, in, d, unresolved);
    case ElementType::BF16: return float_tile<ElementType::BF16>(model, in, d, unresolved);
    default: return float_tile<ElementType::F32>(model, in, d, unresolved);
  }
}

[[WMMASIM_AVX512]] void scatter_rows_avx512(const TileCodes& d, std::span<const Place> rows, int bits, std::uint32_t* words) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::uint32_t* row = words + rows[i].word;
    const __m512i codes = _mm512_loadu_si512(d.data() + i * kTile);
    if (bits == 32) {
      _mm512_storeu_si512(row, codes);
      continue;
    }
    const __m512i shifted = _mm512_sll_epi32(codes, _mm_cvtsi32_si128(rows[i].shift));
    const __mmask32 half = rows[i].shift == 0 ? 0x55555555u : 0xaaaaaaaau;  // the 16-bit halves D occupies
    _mm512_storeu_si512(row, _mm512_mask_mov_epi16(_mm512_loadu_si512(row), half, shifted));
  }
}

#else

bool avx512_tiles_available() { return false; }
bool multiply_tile_avx512(NumericsModel, const FastInputs&, TileCodes&, TileFlags&) { return false; }
void scatter_rows_avx512(const TileCodes&, std::span<const Place>, int, std::uint32_t*) {}

#endif

}  // namespace wmmasim::sim::detail
