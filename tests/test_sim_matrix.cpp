// Every gfx11 and gfx12 WMMA and SWMMAC, in wave32 and wave64, against an Eigen reference:
//   * float instructions under `exact`: each D element is the correctly rounded value of the long double Eigen
//     product A*B + C (the test data keeps that product exact, see matrix_test_support.h);
//   * float instructions under `sequential` / `gfx11-dot2`: within the documented bound of `exact`;
//   * integer instructions: bit-exact against an int64 Eigen product, in all four signedness combinations,
//     wrapping and with CLAMP.
// SWMMAC A is 2:4 sparse; Eigen multiplies the dense logical A.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <random>

#include "matrix_test_support.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using wmmasim::layouts::MatrixOperand;
using wmmasim::test::LongMatrix;

namespace {

using test::kA, test::kB, test::kC, test::kD, test::kIndex;

// The A and B operands of one test, plus what Eigen multiplies.
struct Inputs {
  Eigen::MatrixXd a_stored;   // dense A, or the compressed A of a SWMMAC
  Eigen::MatrixXd positions;  // SWMMAC index positions
  Eigen::MatrixXd a_dense;    // the logical A
  Eigen::MatrixXd b;
};

bool is_sparse(const isa::MatrixOp& op) { return op.kind == isa::MatrixKind::Sparse; }

Inputs random_float_inputs(const isa::MatrixOp& op, std::mt19937& rng) {
  Inputs in;
  if (is_sparse(op)) {
    const auto sparse = test::make_sparse(16, op.k, rng, [&] { return test::random_float(op.a_type, rng); });
    in = {sparse.compressed, sparse.positions, sparse.dense, {}};
  } else {
    in.a_dense = in.a_stored = test::random_matrix(op.a_type, 16, op.k, rng);
  }
  in.b = test::random_matrix(op.b_type, op.k, 16, rng);
  return in;
}

void load_inputs(Wave& wave, const isa::MatrixOp& op, const Inputs& in) {
  wave.load(op.mnemonic, MatrixOperand::A, kA, in.a_stored);
  wave.load(op.mnemonic, MatrixOperand::B, kB, in.b);
  if (is_sparse(op)) wave.load(op.mnemonic, MatrixOperand::Index, kIndex, in.positions);
}

MatrixOperands operands_for(const isa::MatrixOp& op) {
  return is_sparse(op) ? MatrixOperands::swmmac(kD, kA, kB, kIndex) : MatrixOperands::wmma(kD, kA, kB, kC);
}

// The accumulator goes to C's registers, or for SWMMAC to D's (the tied accumulator).
void load_accumulator(Wave& wave, const isa::MatrixOp& op, const Eigen::MatrixXd& c) {
  wave.load(op.mnemonic, MatrixOperand::C, is_sparse(op) ? kD : kC, c);
}

// Element (i, j)'s products in the order the instruction consumes them, as codes, for the numerics bound.
struct ElementDot {
  std::vector<std::uint16_t> a, b;
  std::uint32_t c;
};

ElementDot element_dot(const isa::MatrixOp& op, const Inputs& in, const Eigen::MatrixXd& c, int i, int j) {
  ElementDot dot{{}, {}, encode_element(op.cd_type, c(i, j))};
  for (int column = 0; column < in.a_stored.cols(); ++column) {
    // SWMMAC: compressed column c of group c/2 sits at logical k = 4*(c/2) + position (docs/layouts.md "SWMMAC").
    const int k = is_sparse(op) ? 4 * (column / 2) + static_cast<int>(in.positions(i, column)) : column;
    dot.a.push_back(static_cast<std::uint16_t>(encode_element(op.a_type, in.a_stored(i, column))));
    dot.b.push_back(static_cast<std::uint16_t>(encode_element(op.b_type, in.b(k, j))));
  }
  return dot;
}

bool model_applies(NumericsModel model, const isa::MatrixOp& op) {
  return model != NumericsModel::Gfx11Dot2 || op.a_type == isa::ElementType::F16 || op.a_type == isa::ElementType::BF16;
}

void check_float_op(const isa::MatrixOp& op, int wave_size, std::mt19937& rng) {
  const Inputs in = random_float_inputs(op, rng);
  const Eigen::MatrixXd c = test::random_matrix(op.cd_type, 16, 16, rng);
  const LongMatrix exact = in.a_dense.cast<long double>() * in.b.cast<long double>() + c.cast<long double>();

  Wave wave(test::target_for(op.family), wave_size, NumericsModel::Exact);
  load_inputs(wave, op, in);
  load_accumulator(wave, op, c);
  wave.run(op.mnemonic, operands_for(op));
  const CodeMatrix d_exact = wave.read_codes(op.mnemonic, MatrixOperand::D, kD);
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      CAPTURE(i);
      CAPTURE(j);
      CHECK(test::correctly_rounded(op.cd_type, d_exact(i, j), exact(i, j)));
    }
  }

  for (NumericsModel model : {NumericsModel::Sequential, NumericsModel::Gfx11Dot2}) {
    if (!model_applies(model, op)) continue;
    CAPTURE(numerics_model_name(model));
    wave.set_numerics(model);
    load_accumulator(wave, op, c);
    wave.run(op.mnemonic, operands_for(op));
    const CodeMatrix d = wave.read_codes(op.mnemonic, MatrixOperand::D, kD);
    for (int i = 0; i < 16; ++i) {
      for (int j = 0; j < 16; ++j) {
        const ElementDot e = element_dot(op, in, c, i, j);
        const FloatDot dot{op.a_type, op.b_type, op.cd_type, e.a, e.b, e.c};
        CHECK(d(i, j) == float_dot(model, dot));  // the instruction fed the model the products in k order
        const double bound = float_dot_error_bound(model, dot);
        CHECK(std::fabs(decode_element(op.cd_type, d(i, j)) - decode_element(op.cd_type, d_exact(i, j))) <= bound);
      }
    }
  }
}

std::int32_t wrap_or_clamp(std::int64_t value, bool clamp) {
  if (clamp) {
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(value, std::numeric_limits<std::int32_t>::min(),
                                                              std::numeric_limits<std::int32_t>::max()));
  }
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(value));
}

void check_integer_op(const isa::MatrixOp& op, int wave_size, bool a_signed, bool b_signed, bool clamp,
                      std::mt19937& rng) {
  const int bits = isa::element_bits(op.a_type);
  Inputs codes;  // raw codes as doubles
  if (is_sparse(op)) {
    std::uniform_int_distribution<int> any(0, (1 << bits) - 1);
    const auto sparse = test::make_sparse(16, op.k, rng, [&] { return static_cast<double>(any(rng)); });
    codes = {sparse.compressed, sparse.positions, sparse.dense, {}};
  } else {
    codes.a_dense = codes.a_stored = test::random_codes(bits, 16, op.k, rng).cast<double>();
  }
  codes.b = test::random_codes(bits, op.k, 16, rng).cast<double>();
  // C near both ends of int32 so that wrapping and clamping are exercised.
  Eigen::Matrix<std::int64_t, Eigen::Dynamic, Eigen::Dynamic> c(16, 16);
  std::uniform_int_distribution<std::int64_t> near_limit(0, 3000);
  std::uniform_int_distribution<std::int32_t> any32(std::numeric_limits<std::int32_t>::min(),
                                                    std::numeric_limits<std::int32_t>::max());
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      const int kind = (i + j) % 4;
      c(i, j) = kind == 0   ? std::numeric_limits<std::int32_t>::max() - near_limit(rng)
                : kind == 1 ? std::numeric_limits<std::int32_t>::min() + near_limit(rng)
                            : any32(rng);
    }
  }

  const auto value_of = [&](double code, bool is_signed) {
    return static_cast<std::int64_t>(decode_integer(static_cast<std::uint32_t>(code), bits, is_signed));
  };
  Eigen::Matrix<std::int64_t, Eigen::Dynamic, Eigen::Dynamic> a = codes.a_dense.unaryExpr([&](double x) { return value_of(x, a_signed); });
  Eigen::Matrix<std::int64_t, Eigen::Dynamic, Eigen::Dynamic> b = codes.b.unaryExpr([&](double x) { return value_of(x, b_signed); });
  const Eigen::Matrix<std::int64_t, Eigen::Dynamic, Eigen::Dynamic> expected = a * b + c;

  Wave wave(test::target_for(op.family), wave_size);
  wave.load_codes(op.mnemonic, MatrixOperand::A, kA, codes.a_stored.cast<std::uint32_t>());
  wave.load_codes(op.mnemonic, MatrixOperand::B, kB, codes.b.cast<std::uint32_t>());
  if (is_sparse(op)) wave.load(op.mnemonic, MatrixOperand::Index, kIndex, codes.positions);
  load_accumulator(wave, op, c.cast<double>());
  MatrixOperands operands = operands_for(op);
  operands.neg = static_cast<std::uint8_t>((a_signed ? 1 : 0) | (b_signed ? 2 : 0));
  operands.clamp = clamp;
  wave.run(op.mnemonic, operands);
  const Eigen::MatrixXd d = wave.read(op.mnemonic, MatrixOperand::D, kD);
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      CAPTURE(i);
      CAPTURE(j);
      CHECK(d(i, j) == wrap_or_clamp(expected(i, j), clamp));
    }
  }
}

}  // namespace

TEST_CASE("every float WMMA/SWMMAC in both wave sizes matches Eigen") {
  std::mt19937 rng(42);
  int checked = 0;
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    if (isa::is_integer(op.a_type)) continue;
    for (int wave_size : {32, 64}) {
      CAPTURE(op.mnemonic);
      CAPTURE(isa::family_name(op.family));
      CAPTURE(wave_size);
      for (int trial = 0; trial < 3; ++trial) check_float_op(op, wave_size, rng);
      ++checked;
    }
  }
  CHECK(checked == 2 * (4 + 8 + 8));  // gfx11: 4 float WMMA; gfx12: 8 float WMMA, 8 float SWMMAC
}

TEST_CASE("every integer WMMA/SWMMAC in both wave sizes matches Eigen: signedness, wrap, clamp") {
  std::mt19937 rng(43);
  int checked = 0;
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    if (!isa::is_integer(op.a_type)) continue;
    for (int wave_size : {32, 64}) {
      for (int signedness = 0; signedness < 4; ++signedness) {
        for (bool clamp : {false, true}) {
          CAPTURE(op.mnemonic);
          CAPTURE(isa::family_name(op.family));
          CAPTURE(wave_size);
          CAPTURE(signedness);
          CAPTURE(clamp);
          check_integer_op(op, wave_size, (signedness & 1) != 0, (signedness & 2) != 0, clamp, rng);
        }
      }
      ++checked;
    }
  }
  CHECK(checked == 2 * (2 + 3 + 3));  // gfx11: iu8, iu4; gfx12: 3 WMMA, 3 SWMMAC
}

TEST_CASE("Inf and NaN propagate as IEEE says in every float WMMA/SWMMAC (exact model vs Eigen in double)") {
  std::mt19937 rng(44);
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    if (isa::is_integer(op.a_type)) continue;
    for (int wave_size : {32, 64}) {
      CAPTURE(op.mnemonic);
      CAPTURE(isa::family_name(op.family));
      CAPTURE(wave_size);
      Inputs in = random_float_inputs(op, rng);
      Eigen::MatrixXd c = test::random_matrix(op.cd_type, 16, 16, rng);
      // fp8 (E4M3) has no infinity: a NaN stands in for it.
      const double big = op.a_type == isa::ElementType::FP8 ? NAN : INFINITY;
      const int k0 = is_sparse(op) ? static_cast<int>(in.positions(0, 0)) : 0;  // logical k of stored column 0
      in.a_stored(0, 0) = big;
      in.a_dense(0, k0) = big;
      in.b(k0, 3) = 0;  // Inf * 0 in D(0, 3)
      in.a_stored(1, 1) = -big;
      in.a_dense(1, is_sparse(op) ? 4 * 0 + static_cast<int>(in.positions(1, 1)) : 1) = -big;
      in.b.row(is_sparse(op) ? static_cast<int>(in.positions(1, 1)) : 1).setConstant(2.0);
      c(2, 2) = NAN;
      c(3, 3) = -INFINITY;
      const Eigen::MatrixXd expected = in.a_dense * in.b + c;

      Wave wave(test::target_for(op.family), wave_size, NumericsModel::Exact);
      load_inputs(wave, op, in);
      load_accumulator(wave, op, c);
      wave.run(op.mnemonic, operands_for(op));
      const Eigen::MatrixXd d = wave.read(op.mnemonic, MatrixOperand::D, kD);
      for (int i = 0; i < 16; ++i) {
        for (int j = 0; j < 16; ++j) {
          CAPTURE(i);
          CAPTURE(j);
          CHECK(std::isnan(d(i, j)) == std::isnan(expected(i, j)));
          if (std::isinf(expected(i, j))) CHECK(d(i, j) == expected(i, j));
        }
      }
    }
  }
}
