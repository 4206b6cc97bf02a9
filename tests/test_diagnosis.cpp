// Mismatch diagnosis: every candidate applied to a result is named back, hand-derived permutations agree with
// the layouts.md formulas, and unrelated noise is diagnosed as nothing.
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <algorithm>
#include <random>

#include "wmmasim/diagnosis/diagnosis.h"

using namespace wmmasim;
using sim::OperandContext;
using layouts::MatrixOperand;

namespace {

const isa::MatrixOp& op(isa::Family family, std::string_view mnemonic) {
  const isa::MatrixOp* found = isa::find_matrix_op(family, mnemonic);
  REQUIRE(found != nullptr);
  return *found;
}

// A matrix with all-distinct entries, so that no permutation maps it onto itself by accident.
Eigen::MatrixXd distinct_matrix(int rows, int cols, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> value(-100.0, 100.0);
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = value(rng);
  return m;
}

// D = A·B for random A, B: what a simulator run of the instruction produces with C = 0.
Eigen::MatrixXd wmma_result(unsigned seed) { return distinct_matrix(16, 16, seed) * distinct_matrix(16, 16, seed + 1); }

bool contains(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

TEST_CASE("every applicable candidate, applied to every operand of every instruction, is diagnosed by name") {
  int applied = 0;
  for (const isa::MatrixOp& o : isa::all_matrix_ops()) {
    for (const int wave : {32, 64}) {
      for (const MatrixOperand operand : {MatrixOperand::A, MatrixOperand::B, MatrixOperand::D}) {
        const OperandContext context{&o, operand, wave, 0};
        const auto& layout = layouts::layout_for(o, operand, wave);
        const Eigen::MatrixXd expected = distinct_matrix(layout.rows(), layout.cols(), 11);
        for (const auto& candidate : sim::diagnosis_candidates()) {
          if (!sim::candidate_permutation(candidate.name, context)) continue;
          CAPTURE(o.mnemonic);
          CAPTURE(wave);
          CAPTURE(layouts::operand_name(operand));
          CAPTURE(candidate.name);
          const Eigen::MatrixXd actual = sim::apply_candidate(candidate.name, context, expected);
          CHECK(contains(sim::diagnose(context, expected, actual), candidate.name));
          CHECK(sim::diagnose(context, expected, expected).empty());
          ++applied;
        }
      }
    }
  }
  CHECK(applied > 200);
}

TEST_CASE("candidate permutations agree with permutations derived by hand from layouts.md §1a") {
  const Eigen::MatrixXd d = wmma_result(3);
  SUBCASE("gfx12 f32 D, lane halves swapped: lane half is row bit 3, so row i <-> i^8 (row 14)") {
    const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd actual = sim::apply_candidate("lane-halves-swapped", c, d);
    for (int i = 0; i < 16; ++i) CHECK(actual.row(i ^ 8) == d.row(i));
  }
  SUBCASE("gfx11 f32 D, lane halves swapped: lane half is row bit 0, so row i <-> i^1 (row 5)") {
    const OperandContext c{&op(isa::Family::Gfx11, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd actual = sim::apply_candidate("lane-halves-swapped", c, d);
    for (int i = 0; i < 16; ++i) CHECK(actual.row(i ^ 1) == d.row(i));
  }
  SUBCASE("gfx12 f32 D written in gfx11's layout: element (i,j) at lane j+16(i%2), VGPR i/2, read as row 8(i%2)+i/2") {
    const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd actual = sim::apply_candidate("gfx11-accumulator-layout", c, d);
    for (int i = 0; i < 16; ++i) CHECK(actual.row(8 * (i % 2) + i / 2) == d.row(i));
    CHECK(contains(sim::diagnose(c, d, actual), "gfx11-accumulator-layout"));
  }
  SUBCASE("gfx12 f16 D is packed two rows per VGPR (row 15), so swapping halves swaps rows 2r and 2r+1") {
    const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f16_16x16x16_f16"), MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd actual = sim::apply_candidate("opsel-half", c, d);
    for (int i = 0; i < 16; ++i) CHECK(actual.row(i ^ 1) == d.row(i));
  }
  SUBCASE("gfx12 16-bit A holds k and k^1 in one VGPR (row 9), so swapping halves swaps columns k and k^1") {
    const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32, 0};
    const Eigen::MatrixXd a = distinct_matrix(16, 16, 5);
    const Eigen::MatrixXd actual = sim::apply_candidate("opsel-half", c, a);
    for (int k = 0; k < 16; ++k) CHECK(actual.col(k ^ 1) == a.col(k));
  }
  SUBCASE("K halves swapped: A's columns k and k+8, B's rows k and k+8; C/D have no K") {
    const isa::MatrixOp& o = op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
    const Eigen::MatrixXd m = distinct_matrix(16, 16, 6);
    const Eigen::MatrixXd a = sim::apply_candidate("k-halves-swapped", OperandContext{&o, MatrixOperand::A, 32, 0}, m);
    for (int k = 0; k < 16; ++k) CHECK(a.col((k + 8) % 16) == m.col(k));
    const Eigen::MatrixXd b = sim::apply_candidate("k-halves-swapped", OperandContext{&o, MatrixOperand::B, 32, 0}, m);
    for (int k = 0; k < 16; ++k) CHECK(b.row((k + 8) % 16) == m.row(k));
    CHECK_FALSE(sim::candidate_permutation("k-halves-swapped", OperandContext{&o, MatrixOperand::D, 32, 0}).has_value());
  }
  SUBCASE("gfx11 A is replicated across lane halves, so swapping them changes nothing and is not a diagnosis") {
    const OperandContext c{&op(isa::Family::Gfx11, "v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32, 0};
    CHECK_FALSE(sim::candidate_permutation("lane-halves-swapped", c).has_value());
  }
  SUBCASE("transposing D is also what swapping A and B does when C is zero: (AB)^T = B^T A^T") {
    const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd a = distinct_matrix(16, 16, 8), b = distinct_matrix(16, 16, 9);
    // With A and B swapped in each other's registers the unit computes A' = B^T, B' = A^T.
    const Eigen::MatrixXd swapped = b.transpose() * a.transpose();
    const auto names = sim::diagnose(c, a * b, swapped, 1e-9);
    CHECK(contains(names, "transpose"));
    CHECK(contains(names, "a-b-swapped"));
  }
}

TEST_CASE("unrelated noise and small perturbations are diagnosed as nothing") {
  std::mt19937 rng(1);
  for (const isa::MatrixOp& o : isa::all_matrix_ops()) {
    const OperandContext c{&o, MatrixOperand::D, 32, 0};
    const Eigen::MatrixXd expected = wmma_result(20);
    CHECK(sim::diagnose(c, expected, distinct_matrix(16, 16, 99)).empty());
    Eigen::MatrixXd perturbed = sim::apply_candidate("transpose", c, expected);
    perturbed(3, 4) += 1.0;
    CHECK(sim::diagnose(c, expected, perturbed).empty());
  }
}

TEST_CASE("a tolerance lets a diagnosis through rounding differences, and NaN matches NaN") {
  const OperandContext c{&op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32, 0};
  Eigen::MatrixXd expected = wmma_result(30);
  expected(0, 1) = std::numeric_limits<double>::quiet_NaN();
  Eigen::MatrixXd actual = sim::apply_candidate("lane-halves-swapped", c, expected);
  actual(5, 5) += 1e-6;
  CHECK(sim::diagnose(c, expected, actual).empty());
  CHECK(contains(sim::diagnose(c, expected, actual, 1e-5), "lane-halves-swapped"));
}
