// The WMMA/SWMMAC fast path (MatrixPath::Fast) against the reference path (MatrixPath::Reference: float_dot() /
// integer_dot() per element, the executable specification of docs/numerics.md): bit-identical register files
// and diagnostics for every instruction, wave size, numerics model and valid modifier combination, on random,
// adversarial (subnormals, +-0, Inf, NaN, huge exponent spreads, cancellation, exact ties of the rounding) and
// exhaustive data (every f16/bf16 code as an A element and as a 16-bit accumulator, every fp8/bf8 product pair).
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <random>
#include <string>

#include "matrix_test_support.h"
#include "wmmasim/layouts/sparsity.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/matrix.h"
#include "wmmasim/matrix/wave.h"
#include "wmmasim/state/errors.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using isa::ElementType;
using layouts::MatrixOperand;

namespace {

using test::kA, test::kB, test::kC, test::kD, test::kIndex;

enum class Data {
  RandomRegisters,  // every VGPR random bits: any code, and gfx11 replicas that differ
  AnyCode,          // every element a random code of its type (NaN and Inf included)
  Typical,          // GEMM-like: normals of moderate exponent
  SmallIntegers,    // small integers times a power of two: exact sums, cancellation to zero
  LargeIntegers,    // integers up to 2048: exact ties of the rounding to D's format
  TiesPlusTiny,     // large integers with a few smallest-magnitude values: ties broken by a tiny term
  Spread,           // any finite code: products over the whole exponent range, subnormals, maxima
  Specials,         // mostly +-0, some smallest subnormals, +-1, maxima, Inf and NaN
  Cancellation,     // the second half of each dot product cancels the first (plus a C that may cancel too)
  SignedZeros,      // +-0 with one sign per A row / B column / C element: all -0 sums, +0 sums, subnormals
  NearBoundary,     // C + tie + tiny: exact ties of D's rounding broken by a term at the 53-bit limit of a double
};
constexpr Data kAllData[] = {Data::RandomRegisters, Data::AnyCode,      Data::Typical,
                             Data::SmallIntegers,   Data::LargeIntegers, Data::TiesPlusTiny,
                             Data::Spread,          Data::Specials,      Data::Cancellation,
                             Data::SignedZeros,     Data::NearBoundary};

std::string data_name(Data data) {
  constexpr const char* kNames[] = {"random registers", "any code",     "typical",     "small integers",
                                    "large integers",   "ties plus tiny", "spread",    "specials",
                                    "cancellation",     "signed zeros",   "near boundary"};
  return kNames[static_cast<int>(data)];
}

bool is_sparse(const isa::MatrixOp& op) { return op.kind == isa::MatrixKind::Sparse; }

std::uint32_t any_code(ElementType type, std::mt19937& rng) {
  const int bits = isa::element_bits(type);
  const std::uint32_t top = bits == 32 ? ~0u : (1u << bits) - 1;
  return std::uniform_int_distribution<std::uint32_t>(0, top)(rng);
}

bool is_finite_code(ElementType type, std::uint32_t code) {
  return isa::is_integer(type) || std::isfinite(decode_element(type, code));
}

double max_finite(ElementType type) {
  switch (type) {
    case ElementType::F16: return 65504;
    case ElementType::FP8: return 448;
    case ElementType::BF8: return 57344;
    case ElementType::BF16: return 0x1.fep127;
    default: return std::numeric_limits<float>::max();
  }
}

std::uint32_t smallest_subnormal(ElementType type, bool negative) {
  const std::uint32_t sign = negative ? 1u << (isa::element_bits(type) - 1) : 0u;
  return sign | 1u;
}

// One element of a float operand under `data`. `scale` is a per-matrix power of two.
std::uint32_t float_element(ElementType type, Data data, int scale, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const bool negative = percent(rng) < 50;
  const double sign = negative ? -1.0 : 1.0;
  switch (data) {
    case Data::Typical: {
      const double mantissa = 1.0 + std::ldexp(std::uniform_int_distribution<int>(0, 1023)(rng), -10);
      const int exponent = std::uniform_int_distribution<int>(-8, 2)(rng);
      return encode_element(type, sign * std::ldexp(mantissa, exponent));
    }
    case Data::SmallIntegers:
      return encode_element(type, std::ldexp(std::uniform_int_distribution<int>(-8, 8)(rng), scale));
    case Data::TiesPlusTiny:
      if (percent(rng) < 6) return smallest_subnormal(type, negative);
      [[fallthrough]];
    case Data::LargeIntegers: {
      const int range = static_cast<int>(std::min(2048.0, max_finite(type)));
      return encode_element(type, std::uniform_int_distribution<int>(-range, range)(rng));
    }
    case Data::Spread:
    case Data::Cancellation:
      for (;;) {
        const std::uint32_t code = any_code(type, rng);
        if (is_finite_code(type, code)) return code;
      }
    case Data::Specials: {
      const int roll = percent(rng);
      if (roll < 50) return encode_element(type, sign * 0.0);
      if (roll < 70) return smallest_subnormal(type, negative);
      if (roll < 85) return encode_element(type, sign);
      if (roll < 93) return encode_element(type, sign * max_finite(type));
      if (roll < 97) return encode_element(type, sign * INFINITY);
      return encode_element(type, NAN);
    }
    case Data::SignedZeros:
    case Data::NearBoundary:
    case Data::AnyCode:
    case Data::RandomRegisters: break;
  }
  return any_code(type, rng);
}

// SignedZeros: each A row, B column and C element has one sign; its elements are 0 or (one in eight) the
// smallest subnormal. An element of D sums only -0 terms when its A row and B column signs differ and C is -0.
struct SignedOperands {
  CodeMatrix a, b, c;
};
SignedOperands signed_zeros(const isa::MatrixOp& op, int a_cols, std::mt19937& rng) {
  std::uniform_int_distribution<int> eighth(0, 7);
  const auto zero_or_tiny = [&](ElementType type, bool negative) {
    return eighth(rng) == 0 ? smallest_subnormal(type, negative) : encode_element(type, negative ? -0.0 : 0.0);
  };
  SignedOperands out{CodeMatrix(16, a_cols), CodeMatrix(op.k, 16), CodeMatrix(16, 16)};
  for (int i = 0; i < 16; ++i) {
    const bool negative = eighth(rng) < 4;
    for (int p = 0; p < a_cols; ++p) out.a(i, p) = zero_or_tiny(op.a_type, negative);
  }
  for (int j = 0; j < 16; ++j) {
    const bool negative = eighth(rng) < 4;
    for (int k = 0; k < op.k; ++k) out.b(k, j) = zero_or_tiny(op.b_type, negative);
  }
  for (Eigen::Index e = 0; e < out.c.size(); ++e) out.c(e) = encode_element(op.cd_type, eighth(rng) < 4 ? -0.0 : 0.0);
  return out;
}

// NearBoundary: D(i, j) = C(i, j) + 2^t + s 2^(u_i + v_j) from the products A(i,0) B(0,j) and A(i,1) B(1,j) (the
// other products are 0). C's half ulp in D's format is 2^t, so C + 2^t is an exact tie of the rounding, and the
// tiny term, 53 +- 3 bits below C's leading bit, decides it: a double sum of C + tie + tiny does not hold it.
// t is the smallest exponent for which every term is representable in the input types.
SignedOperands near_boundary(const isa::MatrixOp& op, int a_cols, std::mt19937& rng) {
  const auto smallest_exponent = [](ElementType type) {
    switch (type) {
      case ElementType::F16: return -24;
      case ElementType::BF16: return -133;
      case ElementType::FP8: return -9;
      default: return -16;  // bf8
    }
  };
  const int precision = op.cd_type == ElementType::F32 ? 24 : op.cd_type == ElementType::F16 ? 11 : 8;
  const int t = std::max(0, smallest_exponent(op.a_type) + smallest_exponent(op.b_type) + 56 - precision);
  const int tiny = t + precision - 53;  // the exponent of the term at C's 54th bit
  std::uniform_int_distribution<int> jitter(-2, 1);
  std::uniform_int_distribution<int> coin(0, 1);
  const auto power = [](ElementType type, int exponent, bool negative) {
    return encode_element(type, std::ldexp(negative ? -1.0 : 1.0, exponent));
  };
  SignedOperands out{CodeMatrix::Zero(16, a_cols), CodeMatrix::Zero(op.k, 16), CodeMatrix(16, 16)};
  for (int i = 0; i < 16; ++i) {
    out.a(i, 0) = power(op.a_type, (t + 1) / 2, false);
    out.a(i, 1) = power(op.a_type, tiny / 2 + jitter(rng), coin(rng) != 0);
  }
  for (int j = 0; j < 16; ++j) {
    out.b(0, j) = power(op.b_type, t / 2, false);
    out.b(1, j) = power(op.b_type, tiny - tiny / 2 + jitter(rng), false);
  }
  std::uniform_int_distribution<int> fraction(0, 7);
  for (Eigen::Index e = 0; e < out.c.size(); ++e) {
    // 1 + f 2^-(p-1) with f < 8 (so an odd or even last bit) times 2^(t + p): the half ulp is 2^t.
    out.c(e) = encode_element(op.cd_type, std::ldexp(1.0 + std::ldexp(fraction(rng), 1 - precision), t + precision));
  }
  return out;
}

// Integer operands: any code, with the extremes over-represented.
std::uint32_t integer_element(ElementType type, std::mt19937& rng) {
  if (type == ElementType::I32) {
    std::uniform_int_distribution<int> percent(0, 99);
    const int roll = percent(rng);
    if (roll < 15) return 0x7fffffffu - std::uniform_int_distribution<std::uint32_t>(0, 3000)(rng);
    if (roll < 30) return 0x80000000u + std::uniform_int_distribution<std::uint32_t>(0, 3000)(rng);
  }
  const std::uint32_t top = (1u << (isa::element_bits(type) - 1));
  std::uniform_int_distribution<int> percent(0, 99);
  if (type != ElementType::I32 && percent(rng) < 20) {
    const std::uint32_t extremes[] = {0, top - 1, top, 2 * top - 1};
    return extremes[any_code(ElementType::IU8, rng) % 4];
  }
  return any_code(type, rng);
}

CodeMatrix operand_codes(ElementType type, int rows, int cols, Data data, std::mt19937& rng) {
  const int scale = std::uniform_int_distribution<int>(-4, 4)(rng);
  CodeMatrix m(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      m(r, c) = isa::is_integer(type) ? integer_element(type, rng) : float_element(type, data, scale, rng);
    }
  }
  return m;
}

std::uint32_t negated(ElementType type, std::uint32_t code) {
  return isa::is_integer(type) ? code : code ^ (1u << (isa::element_bits(type) - 1));
}

// Cancellation: the second half of A's columns repeats the first, and the second half of B's rows (the logical
// k they pair with) is the negation of the first, so the products cancel pairwise. For SWMMAC the sparsity
// positions of the second half repeat those of the first.
void mirror_halves(const isa::MatrixOp& op, CodeMatrix& a, CodeMatrix& b, CodeMatrix& positions) {
  const Eigen::Index half_a = a.cols() / 2;
  a.rightCols(half_a) = a.leftCols(half_a).eval();
  if (is_sparse(op)) positions.rightCols(half_a) = positions.leftCols(half_a).eval();
  const Eigen::Index half_b = b.rows() / 2;
  for (Eigen::Index r = 0; r < half_b; ++r) {
    for (Eigen::Index c = 0; c < b.cols(); ++c) b(r + half_b, c) = negated(op.b_type, b(r, c));
  }
}

// Valid modifier combinations (matrix.h, docs/numerics.md "Modifiers"), chosen at random.
MatrixOperands random_operands(const isa::MatrixOp& op, int wave_size, std::mt19937& rng) {
  MatrixOperands operands = is_sparse(op) ? MatrixOperands::swmmac(kD, kA, kB, kIndex) : MatrixOperands::wmma(kD, kA, kB, kC);
  std::uniform_int_distribution<int> bits(0, 7);
  const bool sixteen_bit_inputs = op.a_type == ElementType::F16 || op.a_type == ElementType::BF16;
  if (isa::is_integer(op.a_type)) {
    operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);  // signedness of A and B
    operands.clamp = bits(rng) & 1;
  } else {
    if (sixteen_bit_inputs) {
      operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);
      operands.neg_hi = static_cast<std::uint8_t>(bits(rng) & 3);
    }
    if (!is_sparse(op)) {  // C's ABS (NEG_HI[2]) and NEG (NEG[2])
      operands.neg |= static_cast<std::uint8_t>(bits(rng) & 4);
      operands.neg_hi |= static_cast<std::uint8_t>(bits(rng) & 4);
    }
  }
  if (is_sparse(op)) operands.index_key = static_cast<std::uint8_t>(bits(rng) % layouts::index_key_count(op, wave_size));
  if (op.has_opsel_half()) operands.opsel = static_cast<std::uint8_t>(bits(rng) & 4);
  return operands;
}

struct Case {
  const isa::MatrixOp* op;
  int wave_size;
  NumericsModel model;
};

std::string describe(const Case& c) {
  return std::string(c.op->mnemonic) + " " + std::string(isa::family_name(c.op->family)) + " wave" +
         std::to_string(c.wave_size) + " " + std::string(numerics_model_name(c.model));
}

bool model_applies(const isa::MatrixOp& op, NumericsModel model) {
  return model != NumericsModel::Gfx11Dot2 || isa::is_integer(op.a_type) || op.a_type == ElementType::F16 ||
         op.a_type == ElementType::BF16;
}

// Runs the instruction on two copies of `wave`, fast and reference; the register files and diagnostics must be
// identical bit for bit.
void check_same(const Case& c, const Wave& wave, const MatrixOperands& operands) {
  WaveState fast = wave.state();
  WaveState reference = wave.state();
  const MatrixDiagnostics fast_diagnostics = execute_matrix_op(fast, *c.op, operands, c.model, MatrixPath::Fast);
  const MatrixDiagnostics reference_diagnostics =
      execute_matrix_op(reference, *c.op, operands, c.model, MatrixPath::Reference);
  CHECK(fast_diagnostics.replicas_differ == reference_diagnostics.replicas_differ);
  CHECK(fast_diagnostics.partial_exec == reference_diagnostics.partial_exec);
  if (fast.vgprs == reference.vgprs) return;
  const auto mismatch = std::mismatch(fast.vgprs.begin(), fast.vgprs.end(), reference.vgprs.begin());
  const auto word = mismatch.first - fast.vgprs.begin();
  FAIL_CHECK("v" << word / c.wave_size << " lane " << word % c.wave_size << ": fast " << std::hex << *mismatch.first
                 << " reference " << *mismatch.second);
}

// A wave whose every register is random, then A, B, C (and the SWMMAC index) loaded through the layouts.
Wave wave_with(const Case& c, Data data, std::mt19937& rng, const MatrixOperands& operands) {
  const isa::MatrixOp& op = *c.op;
  Wave wave(test::target_for(op.family), c.wave_size, c.model);
  for (std::uint32_t& word : wave.state().vgprs) word = any_code(ElementType::I32, rng);
  if (data == Data::RandomRegisters) return wave;
  const int a_cols = is_sparse(op) ? op.k / 2 : op.k;
  CodeMatrix a = operand_codes(op.a_type, 16, a_cols, data, rng);
  CodeMatrix b = operand_codes(op.b_type, op.k, 16, data, rng);
  CodeMatrix c_codes = operand_codes(op.cd_type, 16, 16, data == Data::Cancellation ? Data::Specials : data, rng);
  CodeMatrix positions(16, is_sparse(op) ? a_cols : 0);
  for (Eigen::Index i = 0; i < positions.size(); ++i) positions(i) = any_code(ElementType::I32, rng) % 4;
  const bool floats = !isa::is_integer(op.a_type);
  if (data == Data::Cancellation) mirror_halves(op, a, b, positions);
  if (floats && (data == Data::SignedZeros || data == Data::NearBoundary)) {
    SignedOperands special = data == Data::SignedZeros ? signed_zeros(op, a_cols, rng) : near_boundary(op, a_cols, rng);
    a = special.a;
    b = special.b;
    c_codes = special.c;
    // SWMMAC: compressed columns 0 and 1 at positions 0 and 1 of the first group, i.e. logical k 0 and 1.
    for (int i = 0; i < 16 && is_sparse(op) && data == Data::NearBoundary; ++i) {
      positions(i, 0) = 0;
      positions(i, 1) = 1;
    }
  }
  wave.load_codes(op.mnemonic, MatrixOperand::A, kA, a);
  wave.load_codes(op.mnemonic, MatrixOperand::B, kB, b);
  if (is_sparse(op)) wave.load_codes(op.mnemonic, MatrixOperand::Index, kIndex, positions, operands.index_key);
  wave.load_codes(op.mnemonic, MatrixOperand::C, is_sparse(op) ? kD : kC, c_codes, operands.opsel);
  return wave;
}

void for_each_case(const std::function<void(const Case&)>& body) {
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    for (int wave_size : {32, 64}) {
      for (NumericsModel model : all_numerics_models()) {
        if (!model_applies(op, model)) continue;
        if (isa::is_integer(op.a_type) && model != NumericsModel::Exact) continue;  // exact in every model
        body(Case{&op, wave_size, model});
      }
    }
  }
}

}  // namespace

TEST_CASE("fast path == reference path, bitwise, for every instruction, wave size, model and kind of data") {
  std::mt19937 rng(8);
  int cases = 0;
  for_each_case([&](const Case& c) {
    CAPTURE(describe(c));
    ++cases;
    for (std::size_t d = 0; d < std::size(kAllData); ++d) {
      // Under ASan each case runs one kind of data in kSanitizerSweepStride, a different one from case to case, so
      // every kind still meets every instruction family.
      if ((static_cast<std::size_t>(cases) + d) % test::kSanitizerSweepStride != 0) continue;
      const Data data = kAllData[d];
      CAPTURE(data_name(data));
      const int trials = isa::is_integer(c.op->a_type) && data != Data::RandomRegisters ? 2 : 3;
      for (int trial = 0; trial < trials; ++trial) {
        if (test::kSanitizerSweepStride > 1 && trial != trials - 1) continue;  // the last trial only (a constant C)
        MatrixOperands operands = random_operands(*c.op, c.wave_size, rng);
        const Wave wave = wave_with(c, data, rng, operands);
        if (!is_sparse(*c.op) && trial == 2) operands.c_constant = any_code(c.op->cd_type, rng);
        CAPTURE(static_cast<int>(operands.neg));
        CAPTURE(static_cast<int>(operands.neg_hi));
        CAPTURE(static_cast<int>(operands.opsel));
        check_same(c, wave, operands);
      }
    }
  });
  // gfx11: 4 float ops x 3 models + 2 integer; gfx12: 16 float ops x 2 models (+ 4 f16/bf16 x gfx11-dot2) + 6
  // integer; both wave sizes.
  CHECK(cases == 2 * (4 * 3 + 2 + 16 * 2 + 8 + 6));
}

TEST_CASE("a model that does not apply fails the same way on both paths") {
  const isa::MatrixOp& op = *isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_fp8_fp8");
  WaveState wave(32);
  const MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kC);
  CHECK_THROWS_AS(execute_matrix_op(wave, op, operands, NumericsModel::Gfx11Dot2, MatrixPath::Fast), std::invalid_argument);
  CHECK_THROWS_AS(execute_matrix_op(wave, op, operands, NumericsModel::Gfx11Dot2, MatrixPath::Reference),
                  std::invalid_argument);
}

// execute_matrix_op checks a call once per thread while the same call repeats: what it checked must be part of
// what "the same" means.
TEST_CASE("a repeated call is checked again when the wave's VGPR count or a modifier differs") {
  const isa::MatrixOp& op = *isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  const MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kC);
  WaveState wave(32);
  for (int repeat = 0; repeat < 2; ++repeat) execute_matrix_op(wave, op, operands, NumericsModel::Exact, MatrixPath::Fast);
  WaveState without_d(32, kD);  // D (v[kD:kD+7]) beyond the wave's VGPRs
  CHECK_THROWS_AS(execute_matrix_op(without_d, op, operands, NumericsModel::Exact, MatrixPath::Fast), std::out_of_range);
  MatrixOperands with_opsel = operands;
  with_opsel.opsel = 4;  // gfx12 WMMAs take no OPSEL
  CHECK_THROWS_AS(execute_matrix_op(wave, op, with_opsel, NumericsModel::Exact, MatrixPath::Fast), KernelFault);
  execute_matrix_op(wave, op, operands, NumericsModel::Exact, MatrixPath::Fast);
  CHECK_THROWS_AS(execute_matrix_op(without_d, op, operands, NumericsModel::Exact, MatrixPath::Fast), std::out_of_range);
}

TEST_CASE("every f16 and bf16 code as an A element and as a 16-bit accumulator: fast == reference") {
  std::mt19937 rng(9);
  for_each_case([&](const Case& c) {
    const isa::MatrixOp& op = *c.op;
    const bool sixteen_bit_a = op.a_type == ElementType::F16 || op.a_type == ElementType::BF16;
    const bool sixteen_bit_c = isa::element_bits(op.cd_type) == 16;
    if (!sixteen_bit_a || is_sparse(op) || c.wave_size == 64) return;
    CAPTURE(describe(c));
    for (std::uint32_t first = 0; first < 0x10000; first += 256 * test::kSanitizerSweepStride) {
      const MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kC);
      Wave wave(test::target_for(op.family), c.wave_size, c.model);
      CodeMatrix a(16, 16);
      CodeMatrix accumulator(16, 16);
      for (std::uint32_t e = 0; e < 256; ++e) {
        a(e / 16, e % 16) = first + e;
        accumulator(e / 16, e % 16) = sixteen_bit_c ? first + e : float_element(op.cd_type, Data::Typical, 0, rng);
      }
      wave.load_codes(op.mnemonic, MatrixOperand::A, kA, a);
      wave.load_codes(op.mnemonic, MatrixOperand::B, kB, operand_codes(op.b_type, 16, 16, Data::Typical, rng));
      wave.load_codes(op.mnemonic, MatrixOperand::C, kC, accumulator);
      check_same(c, wave, operands);
    }
  });
}

TEST_CASE("every fp8/bf8 product pair: fast == reference") {
  std::mt19937 rng(10);
  for_each_case([&](const Case& c) {
    const isa::MatrixOp& op = *c.op;
    const bool eight_bit = op.a_type == ElementType::FP8 || op.a_type == ElementType::BF8;
    if (!eight_bit || is_sparse(op) || c.wave_size == 64) return;
    CAPTURE(describe(c));
    // Block t pairs A(i, p) = 16p + i with B(p, j) = 16t + j: over t = 0..15 every (A code, B code) pair occurs.
    for (std::uint32_t t = 0; t < 16; ++t) {
      Wave wave(test::target_for(op.family), c.wave_size, c.model);
      CodeMatrix a(16, 16);
      CodeMatrix b(16, 16);
      for (std::uint32_t i = 0; i < 16; ++i) {
        for (std::uint32_t p = 0; p < 16; ++p) {
          a(i, p) = 16 * p + i;
          b(p, i) = 16 * t + i;
        }
      }
      wave.load_codes(op.mnemonic, MatrixOperand::A, kA, a);
      wave.load_codes(op.mnemonic, MatrixOperand::B, kB, b);
      wave.load_codes(op.mnemonic, MatrixOperand::C, kC, operand_codes(op.cd_type, 16, 16, Data::Spread, rng));
      check_same(c, wave, MatrixOperands::wmma(kD, kA, kB, kC));
    }
  });
}
