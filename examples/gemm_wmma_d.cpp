// gemm_wmma_d: a rocWMMA-style blocked GEMM, D = alpha * A * B + beta * C with M = N = K = 256, f16 A and B,
// f32 C and D, one v_wmma_f32_16x16x16_f16 per 16x16x16 block, on gfx1100 and gfx1201.
//
// Structure (rocWMMA's simple_gemm): every 16x16 tile of D is one wave's job. The wave zeroes its accumulator
// (inline-constant C = 0 on the first WMMA), walks K in steps of 16 loading an A block and a B block into the
// fragment registers (load_matrix_sync) and chains the WMMAs through the accumulator (mma_sync, C = D), then loads
// the C tile into registers in the accumulator layout and computes alpha * acc + beta * c lane by lane (the
// elementwise epilogue every lane runs on its own registers), and reads D back (store_matrix_sync).
//
// Check against Eigen (double): |D - (alpha A B + beta C)| <= (K/16 + 3) * 2^-24 * (|alpha| |A||B| + |beta| |C|)
// elementwise, the bound for the `exact` model used here: one f32 rounding per WMMA (K/16 of them) and three in
// the epilogue, each within 2^-24 of a value bounded by the sums of magnitudes (docs/numerics.md).
#include <Eigen/Core>
#include <bit>
#include <chrono>
#include <cmath>
#include <random>

#include "example_support.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using layouts::MatrixOperand;

namespace {

constexpr const char* kWmma = "v_wmma_f32_16x16x16_f16";
constexpr int kSize = 256, kTile = 16;
constexpr int kA = 0, kB = 8, kAcc = 16, kC = 24;
constexpr float kAlpha = 1.5f, kBeta = -0.75f;

Eigen::MatrixXd random_matrix(std::mt19937& rng, bool round_to_f16) {
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  return Eigen::MatrixXd::NullaryExpr(kSize, kSize, [&] {
    const float value = uniform(rng);
    return round_to_f16 ? decode_f16(encode_f16(value)) : static_cast<double>(value);
  });
}

// One wave computes tile (tile_row, tile_col) of D.
Eigen::MatrixXd compute_tile(Wave& wave, const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const Eigen::MatrixXd& c,
                             int tile_row, int tile_col) {
  const int m0 = tile_row * kTile, n0 = tile_col * kTile;
  for (int k0 = 0; k0 < kSize; k0 += kTile) {
    wave.load(kWmma, MatrixOperand::A, kA, a.block(m0, k0, kTile, kTile));
    wave.load(kWmma, MatrixOperand::B, kB, b.block(k0, n0, kTile, kTile));
    MatrixOperands operands = MatrixOperands::wmma(kAcc, kA, kB, kAcc);
    if (k0 == 0) operands.c_constant = 0;  // fill_fragment(acc, 0)
    wave.run(kWmma, operands);
  }
  // Epilogue: acc and the C tile share the accumulator layout, so each lane combines its own registers.
  wave.load(kWmma, MatrixOperand::C, kC, c.block(m0, n0, kTile, kTile));
  const int registers = wave.layout(kWmma, MatrixOperand::C).vgprs();
  for (int r = 0; r < registers; ++r) {
    for (int lane = 0; lane < wave.wave_size(); ++lane) {
      const float acc = std::bit_cast<float>(wave.vgpr(kAcc + r, lane));
      const float c_value = std::bit_cast<float>(wave.vgpr(kC + r, lane));
      const float scaled_acc = kAlpha * acc;  // v_mul_f32
      const float scaled_c = kBeta * c_value;  // v_mul_f32
      wave.set_vgpr(kAcc + r, lane, std::bit_cast<std::uint32_t>(scaled_acc + scaled_c));  // v_add_f32
    }
  }
  return wave.read(kWmma, MatrixOperand::D, kAcc);
}

bool run(std::string_view target, const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const Eigen::MatrixXd& c) {
  const auto start = std::chrono::steady_clock::now();
  Wave wave(target, 32, NumericsModel::Exact);
  Eigen::MatrixXd d(kSize, kSize);
  for (int tile_row = 0; tile_row < kSize / kTile; ++tile_row) {
    for (int tile_col = 0; tile_col < kSize / kTile; ++tile_col) {
      d.block(tile_row * kTile, tile_col * kTile, kTile, kTile) = compute_tile(wave, a, b, c, tile_row, tile_col);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const Eigen::MatrixXd reference = kAlpha * (a * b) + kBeta * c;
  const Eigen::MatrixXd magnitude = std::fabs(kAlpha) * (a.cwiseAbs() * b.cwiseAbs()) + std::fabs(kBeta) * c.cwiseAbs();
  const Eigen::MatrixXd allowed =
      ((kSize / kTile + 3) * std::ldexp(1.0, -24) * magnitude).array() + std::ldexp(1.0, -126);
  const double worst = ((d - reference).cwiseAbs().array() / allowed.array()).maxCoeff();
  example::print_corner(fmt::format("D = {} A B + {} C on {}", kAlpha, kBeta, target), d);
  return example::report(
      fmt::format("{} 256x256x256 GEMM ({} WMMAs in {:.2f} s)", target, (kSize / kTile) * (kSize / kTile) * (kSize / kTile),
                  seconds),
      worst <= 1.0, fmt::format("max |D - Eigen| is {:.3f} of the bound", worst));
}

}  // namespace

int main() {
  std::mt19937 rng(256);
  const Eigen::MatrixXd a = random_matrix(rng, true), b = random_matrix(rng, true), c = random_matrix(rng, false);
  bool passed = run("gfx1100", a, b, c);
  passed = run("gfx1201", a, b, c) && passed;
  return passed ? 0 : 1;
}
