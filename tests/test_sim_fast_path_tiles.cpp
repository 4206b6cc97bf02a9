// The matrix fast path's tile kernels (AVX-512 where the host has it, else AVX2's, else the portable ones; CTest
// also runs this file with WMMASIM_MATRIX_ISA=avx512, avx2 and baseline) against the reference path, bit for bit,
// on many random tiles built to land on every side of the kernels' certificates: values whose products' sums need
// from 0 to over 60 bits (a float sum is exact below 24, a double sum below 53), with ±0, subnormals, the largest
// finite values, Inf and NaN (fp8's one NaN magnitude, bf8's Inf and NaNs) sprinkled in, accumulators near
// overflow, and integer sums at the limits of clamping and wrap-around.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

#include "matrix_test_support.h"
#include "wmmasim/layouts/sparsity.h"
#include "wmmasim/numerics/element_format.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/matrix.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using isa::ElementType;
using layouts::MatrixOperand;

namespace {

using test::kA, test::kB, test::kC, test::kD, test::kIndex;

// How one operand's values are drawn: exponents in [exponent, exponent + spread], `mantissa_bits` of the fraction in
// use (the lower ones zero), and per cent of ±0 and of special codes.
struct Recipe {
  int exponent;
  int spread;
  int mantissa_bits;
  int zero_percent;
  int special_percent;
};

Recipe random_recipe(ElementType type, std::mt19937& rng) {
  const ElementFormat& f = element_format(type);
  constexpr int kSpreads[] = {0, 0, 1, 2, 3, 5, 8, 12, 20, 40};
  const int spread = kSpreads[std::uniform_int_distribution<int>(0, 9)(rng)];
  const int lowest = f.quantum();
  const int highest = f.max_exponent();
  // Mostly moderate exponents (where GEMMs live), sometimes anywhere in the format's range.
  const bool anywhere = std::uniform_int_distribution<int>(0, 3)(rng) == 0;
  const int from = anywhere ? lowest : std::max(lowest, -10);
  const int to = std::max(from, (anywhere ? highest : std::min(highest, 4)) - spread);
  std::uniform_int_distribution<int> percent(0, 99);
  return {std::uniform_int_distribution<int>(from, to)(rng), spread,
          std::uniform_int_distribution<int>(0, f.mantissa_bits)(rng), percent(rng) < 30 ? percent(rng) : 0,
          percent(rng) < 15 ? std::uniform_int_distribution<int>(1, 5)(rng) : 0};
}

std::uint32_t special_code(ElementType type, std::mt19937& rng) {
  const ElementFormat& f = element_format(type);
  const std::uint32_t sign = std::uniform_int_distribution<int>(0, 1)(rng) != 0 ? f.sign_mask() : 0u;
  switch (std::uniform_int_distribution<int>(0, 4)(rng)) {
    case 0: return sign | f.quiet_nan;
    case 1: return sign | f.first_special();  // Inf, or fp8's NaN
    case 2: return sign | f.magnitude_mask();  // a NaN with every mantissa bit set
    case 3: return sign | f.largest_finite;
    default: return sign | 1u;  // the smallest subnormal
  }
}

std::uint32_t float_code(ElementType type, const Recipe& r, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const bool negative = percent(rng) < 50;
  if (percent(rng) < r.zero_percent) return encode_element(type, negative ? -0.0 : 0.0);
  if (percent(rng) < r.special_percent) return special_code(type, rng);
  const int exponent = std::uniform_int_distribution<int>(r.exponent, r.exponent + r.spread)(rng);
  const auto fraction = std::uniform_int_distribution<std::uint32_t>(0, (1u << r.mantissa_bits) - 1)(rng);
  const double value = std::ldexp(1.0 + std::ldexp(fraction, -r.mantissa_bits), exponent);
  return encode_element(type, negative ? -value : value);  // rounded (or saturated) into the type
}

std::uint32_t integer_code(ElementType type, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const int roll = percent(rng);
  if (type == ElementType::I32) {
    if (roll < 30) return 0x7fffffffu - std::uniform_int_distribution<std::uint32_t>(0, 1u << 21)(rng);
    if (roll < 60) return 0x80000000u + std::uniform_int_distribution<std::uint32_t>(0, 1u << 21)(rng);
  }
  const std::uint32_t mask = element_format(type).code_mask();
  if (roll < 25) return roll % 2 == 0 ? mask : mask >> 1;  // -1 / the largest signed, 255 / 127 unsigned
  if (roll < 40) return (mask >> 1) + 1;                   // the smallest signed
  return std::uniform_int_distribution<std::uint32_t>(0, mask)(rng);
}

CodeMatrix random_codes(ElementType type, int rows, int cols, std::mt19937& rng) {
  const Recipe recipe = random_recipe(type, rng);
  CodeMatrix m(rows, cols);
  for (Eigen::Index e = 0; e < m.size(); ++e) {
    m(e) = isa::is_integer(type) ? integer_code(type, rng) : float_code(type, recipe, rng);
  }
  return m;
}

bool is_sparse(const isa::MatrixOp& op) { return op.kind == isa::MatrixKind::Sparse; }

MatrixOperands random_modifiers(const isa::MatrixOp& op, int wave_size, std::mt19937& rng) {
  MatrixOperands operands =
      is_sparse(op) ? MatrixOperands::swmmac(kD, kA, kB, kIndex) : MatrixOperands::wmma(kD, kA, kB, kC);
  std::uniform_int_distribution<int> bits(0, 7);
  if (isa::is_integer(op.a_type)) {
    operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);  // signedness of A and B
    operands.clamp = (bits(rng) & 1) != 0;
    return operands;
  }
  if (op.a_type == ElementType::F16 || op.a_type == ElementType::BF16) {
    operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);
    operands.neg_hi = static_cast<std::uint8_t>(bits(rng) & 3);
  }
  if (!is_sparse(op)) {  // C's NEG and ABS, or an inline constant
    operands.neg |= static_cast<std::uint8_t>(bits(rng) & 4);
    operands.neg_hi |= static_cast<std::uint8_t>(bits(rng) & 4);
  }
  if (is_sparse(op)) operands.index_key = static_cast<std::uint8_t>(bits(rng) % layouts::index_key_count(op, wave_size));
  if (op.has_opsel_half()) operands.opsel = static_cast<std::uint8_t>(bits(rng) & 4);
  return operands;
}

// One random tile: fast and reference on copies of the same wave, the whole register files compared.
void check_random_tile(const isa::MatrixOp& op, int wave_size, NumericsModel model, std::mt19937& rng) {
  MatrixOperands operands = random_modifiers(op, wave_size, rng);
  Wave wave(test::target_for(op.family), wave_size, model);
  for (std::uint32_t& word : wave.state().vgprs) word = std::uniform_int_distribution<std::uint32_t>()(rng);
  const int a_cols = is_sparse(op) ? op.k / 2 : op.k;
  wave.load_codes(op.mnemonic, MatrixOperand::A, kA, random_codes(op.a_type, 16, a_cols, rng));
  wave.load_codes(op.mnemonic, MatrixOperand::B, kB, random_codes(op.b_type, op.k, 16, rng));
  if (is_sparse(op)) {
    CodeMatrix positions(16, a_cols);
    for (Eigen::Index e = 0; e < positions.size(); ++e) positions(e) = std::uniform_int_distribution<std::uint32_t>(0, 3)(rng);
    wave.load_codes(op.mnemonic, MatrixOperand::Index, kIndex, positions, operands.index_key);
  }
  const CodeMatrix c = random_codes(op.cd_type, 16, 16, rng);
  wave.load_codes(op.mnemonic, MatrixOperand::C, is_sparse(op) ? kD : kC, c, operands.opsel);
  if (!is_sparse(op) && std::uniform_int_distribution<int>(0, 9)(rng) == 0) operands.c_constant = c(0, 0);

  WaveState fast = wave.state();
  WaveState reference = wave.state();
  execute_matrix_op(fast, op, operands, model, MatrixPath::Fast);
  execute_matrix_op(reference, op, operands, model, MatrixPath::Reference);
  if (fast.vgprs == reference.vgprs) return;
  const auto mismatch = std::mismatch(fast.vgprs.begin(), fast.vgprs.end(), reference.vgprs.begin());
  const auto word = mismatch.first - fast.vgprs.begin();
  FAIL_CHECK("neg " << int{operands.neg} << " neg_hi " << int{operands.neg_hi} << ": v" << word / wave_size << " lane "
                    << word % wave_size << ": fast " << std::hex << *mismatch.first << " reference "
                    << *mismatch.second);
}

}  // namespace

TEST_CASE("fast tile kernels == reference path on random tiles around every certificate's limits") {
  std::mt19937 rng(18);
  constexpr int kTiles = 60 / test::kSanitizerSweepStride;
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    const bool integer = isa::is_integer(op.a_type);
    for (int wave_size : {32, 64}) {
      for (NumericsModel model : {NumericsModel::Exact, NumericsModel::Sequential}) {
        if (integer && model != NumericsModel::Exact) continue;  // integers are exact in every model
        CAPTURE(std::string(op.mnemonic) + " " + std::string(isa::family_name(op.family)) + " wave" +
                std::to_string(wave_size) + " " + std::string(numerics_model_name(model)));
        for (int tile = 0; tile < kTiles; ++tile) check_random_tile(op, wave_size, model, rng);
      }
    }
  }
}

// Hand-built f16 tiles at the edges of the exact model's 16-bit integer tier (hosts with AVX512-FP16 and VNNI sum
// f16 x f16 tiles whose operands each span at most 15 bits as 16-bit integers): signed zero sums, the 15-bit span
// on both sides of its limit, subnormals, and exponent spreads that need the float or double sum. Every D is
// checked against hand-computed codes and against the reference path.
namespace {

constexpr const char* kF32F16 = "v_wmma_f32_16x16x16_f16";
constexpr std::uint32_t kF32NegativeZero = 0x80000000u;

struct TileResult {
  CodeMatrix fast;
  CodeMatrix reference;
};

// D of a gfx12 f16 WMMA (`mnemonic`) on A, B and C codes, `exact` model, fast and reference path.
TileResult run_f16_tile(const char* mnemonic, int wave_size, const CodeMatrix& a, const CodeMatrix& b,
                        const CodeMatrix& c) {
  Wave wave("gfx1201", wave_size, NumericsModel::Exact);
  const isa::MatrixOp& op = wave.matrix_op(mnemonic);
  wave.load_codes(mnemonic, MatrixOperand::A, kA, a);
  wave.load_codes(mnemonic, MatrixOperand::B, kB, b);
  wave.load_codes(mnemonic, MatrixOperand::C, kC, c);
  const MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kC);
  WaveState reference = wave.state();
  execute_matrix_op(wave.state(), op, operands, NumericsModel::Exact, MatrixPath::Fast);
  execute_matrix_op(reference, op, operands, NumericsModel::Exact, MatrixPath::Reference);
  TileResult result{wave.read_codes(mnemonic, MatrixOperand::D, kD), {}};
  wave.state() = reference;
  result.reference = wave.read_codes(mnemonic, MatrixOperand::D, kD);
  return result;
}

CodeMatrix f16_codes(const Eigen::MatrixXd& values) {
  return values.unaryExpr([](double v) { return encode_element(ElementType::F16, v); }).cast<std::uint32_t>();
}

CodeMatrix f32_codes(const Eigen::MatrixXd& values) {
  return values.unaryExpr([](double v) { return encode_element(ElementType::F32, v); }).cast<std::uint32_t>();
}

// A x B + C in f32 codes where every sum is exact in float (the tiles below are built so).
CodeMatrix exact_f32_sums(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const Eigen::MatrixXd& c) {
  const Eigen::MatrixXd d = a * b + c;
  for (Eigen::Index e = 0; e < d.size(); ++e) REQUIRE(static_cast<double>(static_cast<float>(d(e))) == d(e));
  return f32_codes(d);
}

void check_f32_tile(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const Eigen::MatrixXd& c) {
  const CodeMatrix expected = exact_f32_sums(a, b, c);
  for (int wave_size : {32, 64}) {
    CAPTURE(wave_size);
    const TileResult d = run_f16_tile(kF32F16, wave_size, f16_codes(a), f16_codes(b), f32_codes(c));
    CHECK(d.fast == expected);
    CHECK(d.reference == expected);
  }
}

// Small integers: B(p, j) = (p + j) % 7 - 3, A(i, p) = (i + 2p) % 5 - 2, times `a_scale` and `b_scale`.
Eigen::MatrixXd small_integers_a(double scale) {
  return Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index i, Eigen::Index p) { return scale * ((i + 2 * p) % 5 - 2.0); });
}
Eigen::MatrixXd small_integers_b(double scale) {
  return Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index p, Eigen::Index j) { return scale * ((p + j) % 7 - 3.0); });
}

}  // namespace

// Zero sums with C = -0 and +0. B = 1 but for row 1, -1. Row 0: A = -0 but for A(0, 1) = +0: sixteen -0 products.
// Row 1: 1 x 1 + 1 x (-1) and 0 x the rest: an exact zero of +0 products and terms. Rows 2, 3: the same with
// C = +0. Other rows: A(i, p) = 1 for p = i, else 0, and C = 1. With `double_tier`, A(15, 15) is f16's smallest
// subnormal 2^-24: A then spans 25 bits, the products' sums are no floats, and the double sum (from C) decides.
struct ZeroSumTile {
  CodeMatrix a = CodeMatrix::Zero(16, 16);
  CodeMatrix b = CodeMatrix(16, 16);
  CodeMatrix c = CodeMatrix(16, 16);
  CodeMatrix expected = CodeMatrix(16, 16);
};

ZeroSumTile zero_sum_tile(bool double_tier) {
  ZeroSumTile t;
  constexpr std::uint32_t kOne = 0x3c00, kMinusOne = 0xbc00, kMinusZero = 0x8000, kSmallestSubnormal = 0x0001;
  for (int p = 0; p < 16; ++p) {
    t.a(0, p) = t.a(2, p) = kMinusZero;
    for (int j = 0; j < 16; ++j) t.b(p, j) = p == 1 ? kMinusOne : kOne;
  }
  t.a(0, 1) = t.a(2, 1) = 0;  // +0 x -1
  t.a(1, 0) = t.a(1, 1) = t.a(3, 0) = t.a(3, 1) = kOne;
  for (int i = 4; i < 16; ++i) t.a(i, i) = kOne;
  if (double_tier) t.a(15, 15) = kSmallestSubnormal;
  for (int j = 0; j < 16; ++j) {
    t.c(0, j) = t.c(1, j) = kF32NegativeZero;
    t.c(2, j) = t.c(3, j) = 0;
    for (int i = 4; i < 16; ++i) t.c(i, j) = 0x3f800000u;  // 1.0
    t.expected(0, j) = kF32NegativeZero;  // -0 + (-0 + -0 ... + -0)
    t.expected(1, j) = t.expected(2, j) = t.expected(3, j) = 0;
    for (int i = 4; i < 16; ++i) t.expected(i, j) = 0x40000000u;  // 1 x 1 + 1 = 2
    // 2^-24 x 1 + 1: halfway between 1 and 1 + 2^-23, rounded to the even 1.0 (f16: halfway, likewise 1.0)
    if (double_tier) t.expected(15, j) = 0x3f800000u;
  }
  return t;
}

TEST_CASE("f16 tiles: a zero sum keeps IEEE's sign with C = -0 (all -0 products: -0; cancelling ones: +0)") {
  for (const bool double_tier : {false, true}) {
    CAPTURE(double_tier);
    const ZeroSumTile t = zero_sum_tile(double_tier);
    for (int wave_size : {32, 64}) {
      CAPTURE(wave_size);
      const TileResult d = run_f16_tile(kF32F16, wave_size, t.a, t.b, t.c);
      CHECK(d.fast == t.expected);
      CHECK(d.reference == t.expected);
    }
    // The same with a 16-bit D: -0 (0x8000) in row 0, +0 in rows 1-3, 2.0 (0x4000) elsewhere (1.0 in row 15 of
    // the double tier's).
    const auto to_f16 = [](std::uint32_t f32_code) {
      return encode_element(ElementType::F16, decode_element(ElementType::F32, f32_code));
    };
    const CodeMatrix c16 = t.c.unaryExpr(to_f16);
    const CodeMatrix expected16 = t.expected.unaryExpr(to_f16);
    CHECK(expected16(0, 0) == 0x8000u);
    CHECK(expected16(5, 0) == 0x4000u);
    const TileResult d16 = run_f16_tile("v_wmma_f16_16x16x16_f16", 32, t.a, t.b, c16);
    CHECK(d16.fast == expected16);
    CHECK(d16.reference == expected16);
  }
}

TEST_CASE("f16 tiles: operands spanning 15 bits (16-bit integers) and 16 bits (float sums), on A and on B") {
  // Values in {0, +-0.5, +-1}: bits -1 .. 0. With +-2^-14 they span bits -14 .. 0 (15), with +-2^-15 16 bits.
  const Eigen::MatrixXd unit_a = small_integers_a(0.5);
  const Eigen::MatrixXd unit_b = small_integers_a(0.5).transpose();
  const Eigen::MatrixXd c = Eigen::MatrixXd::Constant(16, 16, 0.5);
  for (const double low : {0x1p-14, 0x1p-15}) {
    CAPTURE(low);
    Eigen::MatrixXd a_span = unit_a;
    a_span(3, 5) = low;
    a_span(7, 0) = -low;
    check_f32_tile(a_span, unit_b, c);
    Eigen::MatrixXd b_span = unit_b;
    b_span(5, 3) = low;
    b_span(0, 7) = -low;
    check_f32_tile(unit_a, b_span, c);
  }
  // The largest 16-bit integer an f16 spanning 15 bits gives, 2047 x 2^4 = 32752: 2047 x 2^-6 among integers,
  // whose lowest set bit the tier bounds by 2^-10 (the smallest exponent, 2^0, less the 10 mantissa bits that
  // 2047 x 2^-6 uses), with both signs, in A and in B; and the same one bit wider, 2047 x 2^-5 (16 bits). The
  // other operand holds integers up to 3, so that the products' sums stay below 2^24 (the float certificate).
  for (const double top : {2047 * 0x1p-6, 2047 * 0x1p-5}) {
    CAPTURE(top);
    Eigen::MatrixXd a_top = small_integers_a(1.0);
    a_top(0, 0) = top;
    a_top(15, 15) = -top;
    check_f32_tile(a_top, small_integers_b(1.0), c);
    Eigen::MatrixXd b_top = small_integers_b(1.0);
    b_top(1, 1) = -top;
    b_top(14, 14) = top;
    check_f32_tile(small_integers_a(1.0), b_top, c);
  }
}

TEST_CASE("f16 tiles: subnormal A and B as 16-bit integers, and exponent spreads that need the float or double sum") {
  // Subnormals: multiples of 2^-24 (the smallest f16 subnormal) up to 1023 x 2^-24, and one normal, 2^-11.
  Eigen::MatrixXd a = small_integers_a(0x1p-24);
  a(2, 2) = 1023 * 0x1p-24;
  a(9, 4) = -0x1p-11;
  const Eigen::MatrixXd b = small_integers_b(1.0);
  check_f32_tile(a, b, Eigen::MatrixXd::Constant(16, 16, -0x1p-20));
  check_f32_tile(small_integers_a(0.25), small_integers_b(0x1p-24), Eigen::MatrixXd::Zero(16, 16));
  check_f32_tile(a, small_integers_b(0x1p-24) + Eigen::MatrixXd::Constant(16, 16, 0x1p-24), Eigen::MatrixXd::Zero(16, 16));
  // A spread over 2^-12 .. 2^4 (17 bits): too wide for 16-bit integers, its products' sums floats.
  Eigen::MatrixXd wide = small_integers_a(1.0);
  wide(4, 4) = 0x1p4;
  wide(5, 6) = 0x1p-12;
  check_f32_tile(wide, b, Eigen::MatrixXd::Zero(16, 16));
  // 2^10 x 2^10 and 2^-14 x 2^-14 in one tile: products 48 bits apart, summed in double. The two sit on the
  // diagonal, apart from the small integers of rows and columns 2..15, so that each element of D is a float.
  Eigen::MatrixXd far_a = small_integers_a(1.0);
  Eigen::MatrixXd far_b = small_integers_a(1.0).transpose();
  far_a.topRows(2).setZero();
  far_a.leftCols(2).setZero();
  far_b.topRows(2).setZero();
  far_b.leftCols(2).setZero();
  far_a(0, 0) = far_b(0, 0) = 0x1p10;
  far_a(1, 1) = far_b(1, 1) = 0x1p-14;
  check_f32_tile(far_a, far_b, Eigen::MatrixXd::Zero(16, 16));
}

TEST_CASE("f16 tiles: a GEMM's operands (random f16 in [-1, 1], C a running f32 sum) against the exact sum in integers") {
  // The tiles of a GEMM: A and B random f16 in [-1, 1] (values from 2^-24 up, 11 significant bits: the products'
  // sums need about 40 bits, more than a float), C random f32 in +-[2^-10, 32). Every product is a multiple of
  // 2^-48 and every such C a multiple of 2^-33, the sum below 2^6 in magnitude, so A x B + C times 2^48 is an
  // integer below 2^54: summed exactly in int64, rounded once to float (a conversion rounds to nearest even), scaled
  // back by a power of two (exact: the result stays a normal float).
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> exponent(-10.0, 5.0);
  const auto scaled = [](double value) { return static_cast<std::int64_t>(std::ldexp(value, 48)); };  // exact
  for (int tile = 0; tile < 8; ++tile) {
    const Eigen::MatrixXd a = Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index, Eigen::Index) { return unit(rng); });
    const Eigen::MatrixXd b = Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index, Eigen::Index) { return unit(rng); });
    const Eigen::MatrixXd c = Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index, Eigen::Index) {
      return static_cast<double>(static_cast<float>(std::copysign(std::exp2(exponent(rng)), unit(rng))));
    });
    const CodeMatrix a_codes = f16_codes(a);
    const CodeMatrix b_codes = f16_codes(b);
    const auto value = [](ElementType type, std::uint32_t code) { return decode_element(type, code); };
    CodeMatrix expected(16, 16);
    for (int i = 0; i < 16; ++i) {
      for (int j = 0; j < 16; ++j) {
        std::int64_t sum = scaled(c(i, j));
        for (int p = 0; p < 16; ++p) {
          sum += scaled(value(ElementType::F16, a_codes(i, p)) * value(ElementType::F16, b_codes(p, j)));
        }
        expected(i, j) = encode_element(ElementType::F32, std::ldexp(static_cast<double>(static_cast<float>(sum)), -48));
      }
    }
    for (int wave_size : {32, 64}) {
      CAPTURE(tile);
      CAPTURE(wave_size);
      const TileResult d = run_f16_tile(kF32F16, wave_size, a_codes, b_codes, f32_codes(c));
      CHECK(d.fast == expected);
      CHECK(d.reference == expected);
    }
  }
}

TEST_CASE("f16 tiles: decoded blocks kept per thread (a GEMM feeds each fragment to two WMMAs): reused, read with NEG, changed") {
  // The AVX2 and AVX-512 kernels keep the last blocks of A and B they decoded, keyed by their words and modifiers.
  // The same words again must give the same D; the same words under NEG, or with one element changed, must not take
  // the kept values. Each run is checked against the reference path on the whole register file. A GEMM's operands
  // (random f16 in [-1, 1], C random f32 in +-[2^-10, 32)) take the double tier, where the decoded values are kept.
  std::mt19937 rng(15);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> exponent(-10.0, 5.0);
  const auto random_unit = [&] {
    return Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index, Eigen::Index) { return unit(rng); }).eval();
  };
  const Eigen::MatrixXd a = random_unit();
  const Eigen::MatrixXd b = random_unit();
  const Eigen::MatrixXd c = Eigen::MatrixXd::NullaryExpr(16, 16, [&](Eigen::Index, Eigen::Index) {
    return static_cast<double>(static_cast<float>(std::copysign(std::exp2(exponent(rng)), unit(rng))));
  });
  for (int wave_size : {32, 64}) {
    CAPTURE(wave_size);
    Wave wave("gfx1201", wave_size, NumericsModel::Exact);
    const isa::MatrixOp& op = wave.matrix_op(kF32F16);
    const auto run = [&](const CodeMatrix& a_codes, const CodeMatrix& b_codes, std::uint8_t neg) {
      wave.load_codes(kF32F16, MatrixOperand::A, kA, a_codes);
      wave.load_codes(kF32F16, MatrixOperand::B, kB, b_codes);
      wave.load_codes(kF32F16, MatrixOperand::C, kC, f32_codes(c));
      MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kC);
      operands.neg = neg;
      WaveState reference = wave.state();
      execute_matrix_op(wave.state(), op, operands, NumericsModel::Exact, MatrixPath::Fast);
      execute_matrix_op(reference, op, operands, NumericsModel::Exact, MatrixPath::Reference);
      CHECK(wave.state().vgprs == reference.vgprs);
      return wave.read_codes(kF32F16, MatrixOperand::D, kD);
    };
    CodeMatrix a_codes = f16_codes(a);
    CodeMatrix b_codes = f16_codes(b);
    const CodeMatrix first = run(a_codes, b_codes, 0);
    CHECK(run(a_codes, b_codes, 0) == first);  // both blocks kept
    CHECK(run(a_codes, b_codes, 1) != first);  // NEG of A's low halves: the same words, other values
    CHECK(run(a_codes, b_codes, 2) != first);  // and of B's
    a_codes(3, 5) = encode_element(ElementType::F16, 0.5);
    const CodeMatrix changed_a = run(a_codes, b_codes, 0);
    CHECK(changed_a.row(3) != first.row(3));
    b_codes(7, 2) = encode_element(ElementType::F16, -0.25);
    CHECK(run(a_codes, b_codes, 0).col(2) != changed_a.col(2));
  }
}
