// The numerics models of one WMMA output element, against independent references:
//   * exact: Boost.Multiprecision (a 1200-bit binary float holds every sum exactly) plus a neighbour test of
//     correct rounding, and permutation invariance;
//   * sequential: a plain float loop written here;
//   * gfx11-dot2: hand-computed bit patterns worked through the rules in docs/numerics.md;
//   * every model: the a-priori error bound vs exact holds on random and adversarial data.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <boost/multiprecision/cpp_bin_float.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "wmmasim/numerics/formats.h"
#include "wmmasim/numerics/numerics.h"

using namespace wmmasim::sim;
using wmmasim::isa::ElementType;
using wmmasim::isa::Family;

namespace {

using ExactReal = boost::multiprecision::number<
    boost::multiprecision::cpp_bin_float<1200, boost::multiprecision::digit_base_2>, boost::multiprecision::et_off>;

struct DotCase {
  ElementType a_type, b_type, cd_type;
  std::vector<std::uint16_t> a, b;
  std::uint32_t c;

  FloatDot view() const { return FloatDot{a_type, b_type, cd_type, a, b, c}; }
};

int code_bits(ElementType type) { return type == ElementType::F32 ? 32 : 16; }

// The code one step above (+1) or below (-1) in value, for an IEEE-ordered f32/f16/bf16 code.
std::uint32_t step_code(ElementType type, std::uint32_t code, int direction) {
  const int bits = code_bits(type);
  const std::uint32_t sign_bit = 1u << (bits - 1);
  std::int64_t key = (code & sign_bit) ? -static_cast<std::int64_t>(code & (sign_bit - 1)) : code;
  key += direction;
  return key < 0 ? static_cast<std::uint32_t>(sign_bit | static_cast<std::uint32_t>(-key)) : static_cast<std::uint32_t>(key);
}

ExactReal exact_sum(const DotCase& dot) {
  ExactReal sum = decode_element(dot.cd_type, dot.c);
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    sum += ExactReal(decode_element(dot.a_type, dot.a[k])) * ExactReal(decode_element(dot.b_type, dot.b[k]));
  }
  return sum;
}

// `code` is the correctly rounded (nearest, ties to even) value of the exact sum.
void check_correctly_rounded(const DotCase& dot, std::uint32_t code) {
  const ExactReal sum = exact_sum(dot);
  const double value = decode_element(dot.cd_type, code);
  REQUIRE(std::isfinite(value));
  const ExactReal error = abs(sum - ExactReal(value));
  for (int direction : {-1, 1}) {
    const std::uint32_t neighbour_code = step_code(dot.cd_type, code, direction);
    const double neighbour = decode_element(dot.cd_type, neighbour_code);
    if (!std::isfinite(neighbour)) continue;
    const ExactReal neighbour_error = abs(sum - ExactReal(neighbour));
    CHECK(error <= neighbour_error);
    if (error == neighbour_error) CHECK((code & 1) == 0);  // a tie goes to the even code
  }
}

std::uint16_t random_code(ElementType type, std::mt19937& rng) {
  std::uniform_int_distribution<int> any(0, 0xffff);
  for (;;) {
    const auto code = static_cast<std::uint16_t>(any(rng));
    switch (type) {
      case ElementType::F16:  // magnitudes below 32, so sums of 32 products stay finite even in an f16 D
        if (((code >> 10) & 0x1f) <= 19) return code;
        break;
      case ElementType::BF16: {
        const int exponent = (code >> 7) & 0xff;  // keep products far from f32 overflow, allow subnormals
        if (exponent == 0 || (exponent > 127 - 60 && exponent < 127 + 40)) return code;
        break;
      }
      case ElementType::FP8:
        if ((code & 0x7f) != 0x7f) return code & 0xff;
        break;
      case ElementType::BF8:
        if ((code & 0x7c) != 0x7c) return code & 0xff;
        break;
      default: return 0;
    }
  }
}

std::uint32_t random_accumulator(ElementType cd_type, std::mt19937& rng) {
  if (cd_type == ElementType::F32) {
    std::normal_distribution<float> normal(0.0f, 1000.0f);
    return std::bit_cast<std::uint32_t>(normal(rng));
  }
  return random_code(cd_type == ElementType::F16 ? ElementType::F16 : ElementType::BF16, rng);
}

DotCase random_dot(ElementType a_type, ElementType b_type, ElementType cd_type, int products, std::mt19937& rng) {
  DotCase dot{a_type, b_type, cd_type, {}, {}, random_accumulator(cd_type, rng)};
  for (int k = 0; k < products; ++k) {
    dot.a.push_back(random_code(a_type, rng));
    dot.b.push_back(random_code(b_type, rng));
  }
  return dot;
}

std::uint16_t f16(double value) { return encode_f16(static_cast<float>(value)); }
std::uint16_t bf16(double value) { return encode_bf16(static_cast<float>(value)); }
std::uint32_t f32_bits(float value) { return std::bit_cast<std::uint32_t>(value); }

// 16 f16 products: the given ones first, then +0 * +0.
DotCase f16_dot(std::vector<std::pair<std::uint16_t, std::uint16_t>> products, std::uint32_t c,
                ElementType cd_type = ElementType::F32, ElementType input = ElementType::F16) {
  DotCase dot{input, input, cd_type, {}, {}, c};
  for (auto [a, b] : products) {
    dot.a.push_back(a);
    dot.b.push_back(b);
  }
  dot.a.resize(16, 0);
  dot.b.resize(16, 0);
  return dot;
}

std::uint32_t run(NumericsModel model, const DotCase& dot) { return float_dot(model, dot.view()); }

struct TypeCombination {
  ElementType a, b, cd;
};
constexpr TypeCombination kCombinations[] = {
    {ElementType::F16, ElementType::F16, ElementType::F32},   {ElementType::BF16, ElementType::BF16, ElementType::F32},
    {ElementType::F16, ElementType::F16, ElementType::F16},   {ElementType::BF16, ElementType::BF16, ElementType::BF16},
    {ElementType::FP8, ElementType::FP8, ElementType::F32},   {ElementType::FP8, ElementType::BF8, ElementType::F32},
    {ElementType::BF8, ElementType::FP8, ElementType::F32},   {ElementType::BF8, ElementType::BF8, ElementType::F32},
};

}  // namespace

TEST_CASE("model names, parsing and per-architecture defaults") {
  CHECK(numerics_model_name(NumericsModel::Gfx11Dot2) == "gfx11-dot2");
  CHECK(parse_numerics_model("exact") == NumericsModel::Exact);
  CHECK(parse_numerics_model("sequential") == NumericsModel::Sequential);
  CHECK(parse_numerics_model("gfx11-dot2") == NumericsModel::Gfx11Dot2);
  CHECK_FALSE(parse_numerics_model("fast").has_value());
  CHECK(all_numerics_models().size() == 3);
  CHECK(default_numerics_model(Family::Gfx11) == NumericsModel::Gfx11Dot2);
  CHECK(default_numerics_model(Family::Gfx12) == NumericsModel::Exact);
}

TEST_CASE("exact: correctly rounded against a 1200-bit reference, random data, every type combination") {
  std::mt19937 rng(1234);
  for (const TypeCombination& types : kCombinations) {
    for (int products : {16, 32}) {
      for (int trial = 0; trial < 150; ++trial) {
        const DotCase dot = random_dot(types.a, types.b, types.cd, products, rng);
        const std::uint32_t code = run(NumericsModel::Exact, dot);
        if (!std::isfinite(decode_element(types.cd, code))) continue;  // f16 D may overflow on random data
        check_correctly_rounded(dot, code);
      }
    }
  }
}

TEST_CASE("exact: adversarial sums") {
  SUBCASE("massive cancellation keeps the tiny remainder") {
    // 2^15 * 2^15 - 2^15 * 2^15 + 2^-24 * 2^-24, C = 0: exactly 2^-48.
    const DotCase dot = f16_dot({{f16(32768), f16(32768)}, {f16(-32768), f16(32768)}, {0x0001, 0x0001}}, 0);
    CHECK(run(NumericsModel::Exact, dot) == f32_bits(std::ldexp(1.0f, -48)));
  }
  SUBCASE("one rounding: 1 + 2^-24 + 2^-24 is 1 + 2^-23, where fp32 steps would lose both") {
    const DotCase dot = f16_dot({{f16(std::ldexp(1.0, -12)), f16(std::ldexp(1.0, -12))},
                                 {f16(std::ldexp(1.0, -12)), f16(std::ldexp(1.0, -12))}},
                                f32_bits(1.0f));
    CHECK(run(NumericsModel::Exact, dot) == f32_bits(1.0f + std::ldexp(1.0f, -23)));
  }
  SUBCASE("f32 subnormal C and results") {
    CHECK(run(NumericsModel::Exact, f16_dot({}, 0x00000001u)) == 0x00000001u);
    const DotCase tiny = f16_dot({{bf16(std::ldexp(1.0, -64)), bf16(std::ldexp(1.0, -64))}}, 0, ElementType::F32,
                                 ElementType::BF16);
    CHECK(run(NumericsModel::Exact, tiny) == 0x00200000u);  // 2^-128
  }
  SUBCASE("bf16 subnormal inputs are exact") {
    const DotCase dot = f16_dot({{0x0001, bf16(std::ldexp(1.0, 100))}}, 0, ElementType::F32, ElementType::BF16);
    CHECK(run(NumericsModel::Exact, dot) == f32_bits(std::ldexp(1.0f, -33)));
  }
  SUBCASE("signed zeros") {
    CHECK(run(NumericsModel::Exact, f16_dot({{0x8000, 0x3c00}}, 0x80000000u)) == 0x00000000u);  // +0 products
    DotCase all_negative = f16_dot({}, 0x80000000u);
    std::fill(all_negative.a.begin(), all_negative.a.end(), 0x8000);  // -0 * +0 = -0 everywhere
    CHECK(run(NumericsModel::Exact, all_negative) == 0x80000000u);
    CHECK(run(NumericsModel::Exact, f16_dot({{f16(1), f16(1)}}, f32_bits(-1.0f))) == 0x00000000u);  // x - x = +0
  }
  SUBCASE("Inf and NaN") {
    CHECK(run(NumericsModel::Exact, f16_dot({{0x7c00, f16(2)}}, 0)) == 0x7f800000u);
    CHECK(run(NumericsModel::Exact, f16_dot({{0x7c00, f16(-2)}}, 0)) == 0xff800000u);
    CHECK(run(NumericsModel::Exact, f16_dot({{0x7c00, 0x0000}}, 0)) == kF32QuietNan);   // Inf * 0
    CHECK(run(NumericsModel::Exact, f16_dot({{0x7c00, f16(1)}, {0xfc00, f16(1)}}, 0)) == kF32QuietNan);
    CHECK(run(NumericsModel::Exact, f16_dot({{0x7e01, f16(1)}}, 0)) == kF32QuietNan);
    CHECK(run(NumericsModel::Exact, f16_dot({}, 0x7f800000u)) == 0x7f800000u);
    CHECK(run(NumericsModel::Exact, f16_dot({}, 0x7c00u, ElementType::F16)) == 0x7c00u);
  }
  SUBCASE("overflow of a 16-bit D rounds to Inf") {
    CHECK(run(NumericsModel::Exact, f16_dot({{f16(256), f16(256)}}, 0, ElementType::F16)) == 0x7c00u);
  }
  SUBCASE("f16 D is rounded once from the exact sum, not through f32") {
    // 1 + 2^-11 + 2^-30: above the f16 halfway point, so it rounds up; through f32 it would first become
    // 1 + 2^-11 (the 2^-30 is below f32's half-ulp) and then tie to even 1.0.
    const DotCase dot = f16_dot({{f16(1), f16(std::ldexp(1.0, -11))}, {f16(std::ldexp(1.0, -15)), f16(std::ldexp(1.0, -15))}},
                                f16(1), ElementType::F16);
    CHECK(run(NumericsModel::Exact, dot) == 0x3c01u);
  }
}

TEST_CASE("exact: the result does not depend on the order of the products") {
  std::mt19937 rng(99);
  for (int trial = 0; trial < 200; ++trial) {
    DotCase dot = random_dot(ElementType::F16, ElementType::F16, ElementType::F32, 16, rng);
    const std::uint32_t expected = run(NumericsModel::Exact, dot);
    std::vector<int> order(16);
    for (int k = 0; k < 16; ++k) order[k] = k;
    std::shuffle(order.begin(), order.end(), rng);
    DotCase shuffled = dot;
    for (int k = 0; k < 16; ++k) {
      shuffled.a[k] = dot.a[order[k]];
      shuffled.b[k] = dot.b[order[k]];
    }
    CHECK(run(NumericsModel::Exact, shuffled) == expected);
  }
}

TEST_CASE("sequential: fp32 accumulation in k order, C last") {
  std::mt19937 rng(7);
  for (const TypeCombination& types : kCombinations) {
    for (int trial = 0; trial < 100; ++trial) {
      const DotCase dot = random_dot(types.a, types.b, types.cd, 16, rng);
      float sum = 0.0f;
      for (std::size_t k = 0; k < dot.a.size(); ++k) {
        sum += static_cast<float>(decode_element(types.a, dot.a[k]) * decode_element(types.b, dot.b[k]));
      }
      sum += static_cast<float>(decode_element(types.cd, dot.c));
      const std::uint32_t expected = types.cd == ElementType::F32  ? f32_bits(sum)
                                     : types.cd == ElementType::F16 ? encode_f16(sum)
                                                                    : encode_bf16(sum);
      if (std::isnan(sum)) continue;
      CHECK(run(NumericsModel::Sequential, dot) == expected);
    }
  }
  // 2^24 + 1 - 2^24 in fp32 steps is 0 (the +1 is lost to rounding); exactly it is 1.
  const DotCase lost = f16_dot({{f16(4096), f16(4096)}, {f16(1), f16(1)}, {f16(-4096), f16(4096)}}, 0);
  CHECK(run(NumericsModel::Sequential, lost) == 0u);
  CHECK(run(NumericsModel::Exact, lost) == f32_bits(1.0f));
}

TEST_CASE("gfx11-dot2: hand-computed steps") {
  const std::uint32_t one = f32_bits(1.0f);
  SUBCASE("an opposite-sign term truncates to its one's complement: 1 - 2^-25 gives 1 - 2^-24") {
    // Grid = leading exponent of C (0) - 26 = -26. C = 2^26 units; -2^-25 = 2 units, opposite sign: -(2) - 1.
    // 2^26 - 3 units rounds (RNE on 24 bits) to 2^26 - 4, i.e. 1 - 2^-24 = 0x3f7fffff. Exactly it is a tie that
    // goes to the even 1.0.
    const DotCase dot = f16_dot({{0x0c00 /*2^-12*/, 0x8800 /*-2^-13*/}}, one);
    CHECK(run(NumericsModel::Gfx11Dot2, dot) == 0x3f7fffffu);
    CHECK(run(NumericsModel::Exact, dot) == one);
    CHECK(run(NumericsModel::Sequential, dot) == one);
  }
  SUBCASE("a -0 product still subtracts one grid unit") {
    // C = 1 + 2^-23 (2^26 + 8 units), 2^-24 (4 units), -0 * 1 (-0 - 1): 2^26 + 11 units -> 1 + 2^-23.
    // Without the -0 it is 2^26 + 12 units, a tie that rounds to the even 1 + 2^-22.
    const std::uint32_t c = 0x3f800001u;
    const DotCase with_negative_zero = f16_dot({{0x0c00, 0x0c00}, {0x8000, 0x3c00}}, c);
    const DotCase with_positive_zero = f16_dot({{0x0c00, 0x0c00}, {0x0000, 0x3c00}}, c);
    CHECK(run(NumericsModel::Gfx11Dot2, with_negative_zero) == 0x3f800001u);
    CHECK(run(NumericsModel::Gfx11Dot2, with_positive_zero) == 0x3f800002u);
    CHECK(run(NumericsModel::Exact, with_negative_zero) == 0x3f800002u);
  }
  SUBCASE("an f32-subnormal C reads as zero; results below 2^-126 flush to +0") {
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({}, 0x00000001u)) == 0u);
    const DotCase tiny = f16_dot({{bf16(std::ldexp(1.0, -64)), bf16(std::ldexp(1.0, -64))}}, 0, ElementType::F32,
                                 ElementType::BF16);
    CHECK(run(NumericsModel::Gfx11Dot2, tiny) == 0u);
  }
  SUBCASE("a bf16 subnormal factor reads as zero; an f16 subnormal does not") {
    const DotCase bf = f16_dot({{0x0001, bf16(std::ldexp(1.0, 100))}}, 0, ElementType::F32, ElementType::BF16);
    CHECK(run(NumericsModel::Gfx11Dot2, bf) == 0u);
    const DotCase f = f16_dot({{0x0001 /*2^-24*/, f16(1024)}}, 0);
    CHECK(run(NumericsModel::Gfx11Dot2, f) == f32_bits(std::ldexp(1.0f, -14)));
  }
  SUBCASE("NaN and Inf encodings") {
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7e00, f16(1)}}, 0)) == 0xffc00a3du);   // factor NaN
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7c00, 0x0000}}, 0)) == 0xffc00000u);   // Inf * 0
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7c00, f16(1)}, {0xfc00, f16(1)}}, 0)) == 0xffc00000u);
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({}, 0x7f800001u)) == 0x7fc00001u);         // C NaN, quieted
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7c00, f16(-1)}}, 0)) == 0xff800000u);
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7e00, f16(1)}}, 0, ElementType::F16)) == 0xfe3du);
    CHECK(run(NumericsModel::Gfx11Dot2, f16_dot({{0x7fc0, bf16(1)}}, 0, ElementType::BF16, ElementType::BF16)) ==
          0xfffdu);
  }
  SUBCASE("bf16 D is the f32 step result truncated") {
    // 1 + 1.5 * 2^-8 is 0.75 bf16 ulp above 1: truncation keeps 1.0 (0x3f80); RNE would give 0x3f81.
    const DotCase dot = f16_dot({{bf16(1), 0x3bc0}}, bf16(1), ElementType::BF16, ElementType::BF16);
    CHECK(run(NumericsModel::Gfx11Dot2, dot) == 0x3f80u);
    CHECK(run(NumericsModel::Exact, dot) == 0x3f81u);
    CHECK(run(NumericsModel::Sequential, dot) == 0x3f81u);
  }
  SUBCASE("does not apply to fp8") {
    DotCase dot = f16_dot({}, 0);
    dot.a_type = dot.b_type = ElementType::FP8;
    CHECK_THROWS_AS(run(NumericsModel::Gfx11Dot2, dot), std::invalid_argument);
  }
}

TEST_CASE("every model stays within its documented bound of exact") {
  std::mt19937 rng(2024);
  for (NumericsModel model : all_numerics_models()) {
    for (const TypeCombination& types : kCombinations) {
      const bool dot2_applies = types.a == types.b && (types.a == ElementType::F16 || types.a == ElementType::BF16);
      if (model == NumericsModel::Gfx11Dot2 && !dot2_applies) continue;
      for (int trial = 0; trial < 200; ++trial) {
        const DotCase dot = random_dot(types.a, types.b, types.cd, trial % 2 ? 16 : 32, rng);
        const double bound = float_dot_error_bound(model, dot.view());
        if (!std::isfinite(bound)) continue;
        const double modelled = decode_element(types.cd, run(model, dot));
        const double exact = decode_element(types.cd, run(NumericsModel::Exact, dot));
        CAPTURE(numerics_model_name(model));
        CHECK(std::fabs(modelled - exact) <= bound);
      }
    }
  }
  // The bound is tight enough to be useful: for unit-scale data it is a few dozen f32 ulps.
  const DotCase dot = f16_dot({{f16(1), f16(1)}, {f16(0.5), f16(0.25)}}, f32_bits(1.0f));
  CHECK(float_dot_error_bound(NumericsModel::Sequential, dot.view()) < std::ldexp(1.0, -17));
  CHECK(float_dot_error_bound(NumericsModel::Gfx11Dot2, dot.view()) < std::ldexp(1.0, -17));
  CHECK(float_dot_error_bound(NumericsModel::Exact, dot.view()) == 0);
}

TEST_CASE("integer dot products: four signedness combinations, wrap and clamp") {
  const std::vector<std::uint8_t> ff(16, 0xff);
  const std::vector<std::uint8_t> twos(16, 0x02);
  const auto dot8 = [&](bool a_signed, bool b_signed, std::int32_t c = 0, bool clamp = false) {
    return integer_dot({8, a_signed, b_signed, ff, ff, c, clamp});
  };
  CHECK(dot8(false, false) == 16 * 255 * 255);
  CHECK(dot8(true, false) == 16 * -255);
  CHECK(dot8(false, true) == 16 * -255);
  CHECK(dot8(true, true) == 16);
  CHECK(integer_dot({8, true, true, ff, twos, 5, false}) == 5 - 32);
  const std::vector<std::uint8_t> f4(32, 0xf);
  CHECK(integer_dot({4, false, false, f4, f4, 0, false}) == 32 * 225);
  CHECK(integer_dot({4, true, false, f4, f4, 0, false}) == 32 * -15);
  CHECK(integer_dot({4, false, true, f4, f4, 0, false}) == 32 * -15);
  CHECK(integer_dot({4, true, true, f4, f4, 0, false}) == 32);
  const std::vector<std::uint8_t> eights(32, 0x8);  // iu4 -8 signed
  CHECK(integer_dot({4, true, true, eights, eights, 0, false}) == 32 * 64);

  constexpr std::int32_t kMax = std::numeric_limits<std::int32_t>::max();
  constexpr std::int32_t kMin = std::numeric_limits<std::int32_t>::min();
  CHECK(dot8(false, false, kMax, true) == kMax);
  CHECK(dot8(false, false, kMax, false) == static_cast<std::int32_t>(static_cast<std::uint32_t>(kMax) + 16 * 255 * 255));
  CHECK(dot8(true, false, kMin, true) == kMin);
  CHECK(dot8(true, false, kMin, false) == static_cast<std::int32_t>(static_cast<std::uint32_t>(kMin) - 16 * 255));
  CHECK(dot8(true, true, kMax - 16, true) == kMax);  // exactly reaching the limit is not a saturation
}
