// The simulator models the K order of gfx12 16-bit A/B (docs/reference/layouts.md §2.1, §6.1):
//   * A and B both loaded with the software "contiguous eight" convention (row 21) give the same D as the
//     hardware layout (rows 9/10) under `exact`, bit for bit: the products meet the same partners;
//   * mixing conventions (A in one, B in the other) gives a different D;
//   * under `sequential` the convention changes the summation order, which shows in the low bits.
#include <doctest/doctest.h>

#include <random>

#include "matrix_test_support.h"
#include "wmmasim/layouts/algebra.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using wmmasim::layouts::MatrixOperand;

namespace {

constexpr const char* kF32F16 = "v_wmma_f32_16x16x16_f16";

// layouts.md row 21 (Triton, rocWMMA, llama.cpp, CK, GPUOpen): L = x + 16*(k/8); element e = k%8 -> v = e/2, h = e%2.
constexpr layouts::BitPlan kContiguousEight{"k0", "k1 k2", "x0 x1 x2 x3 k3"};


CodeMatrix run_with(NumericsModel model, const layouts::OperandLayout& a_layout, const layouts::OperandLayout& b_layout,
                    const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const Eigen::MatrixXd& c) {
  Wave wave("gfx1201", 32, model);
  wave.load(a_layout, isa::ElementType::F16, 0, a);
  wave.load(b_layout, isa::ElementType::F16, 4, b);
  wave.load(kF32F16, MatrixOperand::C, 8, c);
  wave.run(kF32F16, MatrixOperands::wmma(16, 0, 4, 8));
  return wave.read_codes(kF32F16, MatrixOperand::D, 16);
}

}  // namespace

TEST_CASE("contiguous-eight A and B give the hardware-layout D under exact; mixing conventions does not") {
  Wave probe("gfx1201");
  const layouts::OperandLayout& hardware_a = probe.layout(kF32F16, MatrixOperand::A);
  const layouts::OperandLayout& hardware_b = probe.layout(kF32F16, MatrixOperand::B);
  const layouts::OperandLayout convention_a = layouts::layout_from_plan(hardware_a, kContiguousEight);
  const layouts::OperandLayout convention_b = layouts::layout_from_plan(hardware_b, kContiguousEight);
  REQUIRE(layouts::classify_k_order(hardware_a, convention_a, hardware_b, convention_b).order == layouts::KOrder::KPermuted);

  std::mt19937 rng(11);
  int sequential_differences = 0;
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::MatrixXd a = test::random_matrix(isa::ElementType::F16, 16, 16, rng);
    const Eigen::MatrixXd b = test::random_matrix(isa::ElementType::F16, 16, 16, rng);
    const Eigen::MatrixXd c = test::random_matrix(isa::ElementType::F32, 16, 16, rng);
    const CodeMatrix hardware = run_with(NumericsModel::Exact, hardware_a, hardware_b, a, b, c);
    CHECK(run_with(NumericsModel::Exact, convention_a, convention_b, a, b, c) == hardware);
    CHECK(run_with(NumericsModel::Exact, convention_a, hardware_b, a, b, c) != hardware);
    CHECK(run_with(NumericsModel::Exact, hardware_a, convention_b, a, b, c) != hardware);
    if (run_with(NumericsModel::Sequential, convention_a, convention_b, a, b, c) !=
        run_with(NumericsModel::Sequential, hardware_a, hardware_b, a, b, c)) {
      ++sequential_differences;
    }
  }
  CHECK(sequential_differences > 0);  // the order of the fp32 additions is observable
}
