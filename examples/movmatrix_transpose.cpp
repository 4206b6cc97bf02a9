// movmatrix_transpose: transposes a 16x16 f16 tile in registers with one WMMA against the identity matrix
// (v_wmma_f16_16x16x16_f16; the "transpose by WMMA" technique of AMD GPUOpen's RDNA4 WMMA guide part 3; the seed
// kernels/wmma_movmatrix.hip), on gfx1100 and gfx1201.
//
// Why it transposes: the tile goes in as A, where a lane holds a ROW of x (A row = lane % 16); D = x * I = x comes
// out in the accumulator layout, where a lane holds a COLUMN of x (D column = lane % 16). So after the WMMA each
// lane holds, in order, one row of x^T: the lane that held row r of x now holds row r of x^T. The example
// reads every lane's registers as "its row" and checks that the rows form x^T.
//
// Check: bit-exact against Eigen's transpose (the products are x[i][j] * 1 plus exact zeros, so every model gives x
// exactly; the inputs avoid -0, which would come out as +0).
#include <Eigen/Core>
#include <fmt/ranges.h>
#include <random>
#include <vector>

#include "example_support.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using layouts::MatrixOperand;

namespace {

constexpr const char* kWmma = "v_wmma_f16_16x16x16_f16";

// The f16 values one lane holds in an operand's registers, in register order (first copy only).
std::vector<double> lane_values(const Wave& wave, const layouts::OperandLayout& layout, int first_vgpr, int lane) {
  std::vector<double> values;
  for (const auto& [slot, element] : layout.occupied()) {
    if (slot.lane != lane) continue;
    values.push_back(decode_f16(static_cast<std::uint16_t>(wave.vgpr(first_vgpr + slot.vgpr, lane) >> slot.bit_lo)));
  }
  return values;
}

bool run(std::string_view target, const Eigen::MatrixXd& x) {
  Wave wave(target);
  wave.load(kWmma, MatrixOperand::A, 0, x);
  wave.load(kWmma, MatrixOperand::B, 8, Eigen::MatrixXd::Identity(16, 16));
  MatrixOperands operands = MatrixOperands::wmma(16, 0, 8, 16);
  operands.c_constant = 0;
  wave.run(kWmma, operands);

  // Each lane's D registers, in order, are one row of the result: lane L (< 16) holds row L of x^T
  // (gfx12: split over lanes L and L+16). Which row/column each register holds comes from the D layout.
  const layouts::OperandLayout& d = wave.layout(kWmma, MatrixOperand::D);
  Eigen::MatrixXd x_t(16, 16);
  for (const auto& [slot, element] : d.occupied()) {
    const std::uint32_t bits = (wave.vgpr(16 + slot.vgpr, slot.lane) >> slot.bit_lo) & 0xffffu;
    x_t(element.col, element.row) = decode_f16(static_cast<std::uint16_t>(bits));  // lane's column = row of x^T
  }
  fmt::print("{}: lane 0 holds [{:.4g}] before the WMMA (from row 0 of x) and [{:.4g}] after (from column 0 of x)\n", target,
             fmt::join(lane_values(wave, wave.layout(kWmma, MatrixOperand::A), 0, 0), " "),
             fmt::join(lane_values(wave, d, 16, 0), " "));
  example::print_corner(fmt::format("x^T from the accumulator registers on {}", target), x_t);
  return example::report(fmt::format("{} identity-WMMA transpose", target), x_t == x.transpose(),
                         "bit-exact against Eigen's transpose");
}

}  // namespace

int main() {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> uniform(0.5f, 2.0f);
  std::bernoulli_distribution negative(0.5);
  const Eigen::MatrixXd x = Eigen::MatrixXd::NullaryExpr(16, 16, [&] {
    const double value = decode_f16(encode_f16(uniform(rng)));
    return negative(rng) ? -value : value;
  });
  example::print_corner("x", x);
  bool passed = run("gfx1100", x);
  passed = run("gfx1201", x) && passed;
  return passed ? 0 : 1;
}
