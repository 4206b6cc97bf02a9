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

// K orders (layouts.md §1, gfx12 16-bit A/B wave32): lane L's element e sits at the layout's K position
// 8 * (e / 4) + 4 * (L / 16) + e % 4; a kernel loading eight contiguous K puts K 8 * (L / 16) + e there.
namespace {

const sim::KOrder kContiguousEight{0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15};

sim::KOrder identity_order(int n) {
  sim::KOrder order(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) order[static_cast<std::size_t>(k)] = k;
  return order;
}

sim::OperandObservation observed(const OperandContext& context, const Eigen::MatrixXd& tile, const Eigen::MatrixXd& held) {
  return sim::OperandObservation{context, tile, held, false};
}

}  // namespace

TEST_CASE("known K orders: gfx12's runs of four and contiguous eight, derived from the layout; gfx11 has one") {
  const isa::MatrixOp& gfx12 = op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  for (const MatrixOperand operand : {MatrixOperand::A, MatrixOperand::B}) {
    const auto known = sim::known_k_orders(OperandContext{&gfx12, operand, 32, 0});
    REQUIRE(known.size() == 2);
    CHECK(known[0].order == identity_order(16));
    CHECK(known[0].name == "the layout's (runs of 4)");
    CHECK(known[1].order == kContiguousEight);
    CHECK(known[1].name == "contiguous (runs of 8)");
  }
  // Wave64: each lane holds four K, lanes in K order: contiguous is the layout's own.
  CHECK(sim::known_k_orders(OperandContext{&gfx12, MatrixOperand::A, 64, 0}).size() == 1);
  const isa::MatrixOp& gfx11 = op(isa::Family::Gfx11, "v_wmma_f32_16x16x16_f16");
  CHECK(sim::known_k_orders(OperandContext{&gfx11, MatrixOperand::A, 32, 0}).size() == 1);
}

TEST_CASE("A and B judged together: a shared K order is right, a mistake is named in the kernel's own order") {
  const isa::MatrixOp& gfx12 = op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  const OperandContext a{&gfx12, MatrixOperand::A, 32, 0}, b{&gfx12, MatrixOperand::B, 32, 0};
  const Eigen::MatrixXd a_tile = distinct_matrix(16, 16, 21), b_tile = distinct_matrix(16, 16, 22);
  const Eigen::MatrixXd a_held = sim::in_k_order(a, kContiguousEight, a_tile);
  const Eigen::MatrixXd b_held = sim::in_k_order(b, kContiguousEight, b_tile);

  SUBCASE("both in contiguous eight: both right, in that order") {
    const auto d = sim::diagnose_pair(observed(a, a_tile, a_held), observed(b, b_tile, b_held));
    CHECK(d.a.right);
    CHECK(d.b.right);
    CHECK(d.order == kContiguousEight);
  }
  SUBCASE("B transposed in contiguous eight: B's mistake named, A never blamed") {
    // The kernel read b[n][k] for B[k][n], in its own K order.
    const Eigen::MatrixXd b_transposed = sim::in_k_order(b, kContiguousEight, b_tile.transpose());
    const auto d = sim::diagnose_pair(observed(a, a_tile, a_held), observed(b, b_tile, b_transposed));
    CHECK(d.a.right);
    CHECK_FALSE(d.b.right);
    CHECK(contains(d.b.patterns, "transpose"));
    // Judged in the layout's order alone, the same B is nothing known (the old answer).
    CHECK_FALSE(contains(sim::diagnose(b, b_tile, b_transposed), "transpose"));
  }
  SUBCASE("A's K halves swapped in contiguous eight: A named, B right") {
    sim::KOrder swapped(16);
    for (int k = 0; k < 16; ++k) swapped[static_cast<std::size_t>(k)] = (kContiguousEight[static_cast<std::size_t>(k)] + 8) % 16;
    const auto d = sim::diagnose_pair(observed(a, a_tile, sim::in_k_order(a, swapped, a_tile)), observed(b, b_tile, b_held));
    CHECK(d.b.right);
    CHECK_FALSE(d.a.right);
    CHECK(contains(d.a.patterns, "k-halves-swapped"));
  }
  SUBCASE("A in contiguous eight, B in runs of four: the pair is wrong, with both orders") {
    const auto d = sim::diagnose_pair(observed(a, a_tile, a_held), observed(b, b_tile, b_tile));
    CHECK(d.a.patterns == std::vector<std::string>{std::string(sim::kKOrderNotShared)});
    CHECK(d.b.patterns == std::vector<std::string>{std::string(sim::kKOrderNotShared)});
    REQUIRE(d.a_order);
    CHECK(*d.a_order == kContiguousEight);
    CHECK(*d.b_order == identity_order(16));
  }
  SUBCASE("one operand alone (the other computed) is right in any known order") {
    const auto d = sim::diagnose_pair(observed(a, a_tile, a_held), std::nullopt);
    CHECK(d.a.right);
  }
}
