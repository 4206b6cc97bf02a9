// minimum_mlp: three chained 16x16 f16 layers on one wave32 (the seed kernels/minimum_mlp.hip):
// y = W3 r(W2 r(W1 x)) per sample, r(v) = f16(max(v, 0)), every dot product accumulated in f32
// (v_wmma_f32_16x16x16_f16). Column convention: H0 = X^T (features x samples); each layer is D = W_l * H.
//
// What the example shows is how one layer's D becomes the next layer's B, in registers:
//   gfx12: lane L's D element v can be cast to f16 and used as B element v of the same lane: no data moves.
//          layouts::check_feed() confirms it and gives the K relabelling this implies, so the next layer loads its
//          weights with the same relabelling (A and B must agree on K, docs/reference/layouts.md §2).
//   gfx11: D holds only the even or the odd rows of a column in each half-wave, but B needs all 16 rows in both
//          halves. The rows swap half-waves with v_permlanex16_b32 and are paired with v_perm_b32, emulated here on
//          raw lanes exactly as kernels/mlp_layers.h issues them.
//
// Check: y equals, bit for bit, an Eigen reference (double products, f32 rounding of each layer, f16 rounding of
// the activations). The wave uses the `exact` model: with these inputs (multiples of 2^-12 in [-1/4, 1/4]) every
// dot product is exact in double, so `exact` must reproduce Eigen to the bit.
#include <Eigen/Core>
#include <bit>
#include <fmt/ranges.h>
#include <random>

#include "example_support.h"
#include "wmmasim/layouts/algebra.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using layouts::MatrixOperand;

namespace {

constexpr const char* kWmma = "v_wmma_f32_16x16x16_f16";
constexpr int kA = 0, kB = 8, kD = 16, kScratch = 24;

Eigen::MatrixXd random_f16(std::mt19937& rng) {
  std::uniform_int_distribution<int> steps(-1024, 1024);  // multiples of 2^-12 in [-1/4, 1/4]: exact in f16
  return Eigen::MatrixXd::NullaryExpr(16, 16, [&] { return std::ldexp(steps(rng), -12); });
}

double relu_f16(double v) { return decode_f16(encode_f16(static_cast<float>(std::max(v, 0.0)))); }

// The reference: f32 rounding of each layer's exact sum, then the f16 activation.
Eigen::MatrixXd reference_mlp(const Eigen::MatrixXd& x, const Eigen::MatrixXd w[3]) {
  Eigen::MatrixXd h = x.transpose();
  for (int layer = 0; layer < 3; ++layer) {
    const Eigen::MatrixXd d = (w[layer] * h).unaryExpr([](double v) { return static_cast<double>(static_cast<float>(v)); });
    h = layer < 2 ? d.unaryExpr(&relu_f16) : d;
  }
  return h.transpose();  // y[sample][feature]
}

std::uint16_t relu_bits(std::uint32_t f32_bits) {
  return encode_f16(std::max(std::bit_cast<float>(f32_bits), 0.0f));
}

// ---- gfx12: D -> B in place ----

// Lane L, D element v (VGPR kD + v) becomes B element v (VGPR kB + v/2, half v%2): kernels/mlp_layers.h.
void d_to_b_gfx12(Wave& wave) {
  for (int lane = 0; lane < 32; ++lane) {
    for (int v = 0; v < 8; v += 2) {
      const std::uint32_t low = relu_bits(wave.vgpr(kD + v, lane));
      const std::uint32_t high = relu_bits(wave.vgpr(kD + v + 1, lane));
      wave.set_vgpr(kB + v / 2, lane, low | (high << 16));
    }
  }
}

// ---- gfx11: D -> B with v_permlanex16_b32 and v_perm_b32 ----

// v_permlanex16_b32 with identity selectors: lane L reads lane L%16 of the other half-wave.
std::array<std::uint32_t, 32> permlanex16(const Wave& wave, int reg) {
  std::array<std::uint32_t, 32> result{};
  for (int lane = 0; lane < 32; ++lane) result[lane] = wave.vgpr(reg, lane ^ 16);
  return result;
}

void d_to_b_gfx11(Wave& wave) {
  // Pack the activations: dword m of lane L = rows (4m + L/16, 4m + 2 + L/16) of column L%16.
  for (int lane = 0; lane < 32; ++lane) {
    for (int m = 0; m < 4; ++m) {
      wave.set_vgpr(kScratch + m, lane, relu_bits(wave.vgpr(kD + 2 * m, lane)) |
                                            (static_cast<std::uint32_t>(relu_bits(wave.vgpr(kD + 2 * m + 1, lane))) << 16));
    }
  }
  for (int m = 0; m < 4; ++m) {
    const auto partner = permlanex16(wave, kScratch + m);
    for (int lane = 0; lane < 32; ++lane) {
      const std::uint32_t own = wave.vgpr(kScratch + m, lane);
      const bool upper = lane >= 16;
      const std::uint32_t even_rows = upper ? partner[lane] : own;  // rows 4m, 4m+2
      const std::uint32_t odd_rows = upper ? own : partner[lane];   // rows 4m+1, 4m+3
      wave.set_vgpr(kB + 2 * m, lane, example::perm_b32(odd_rows, even_rows, 0x05040100u));      // rows 4m, 4m+1
      wave.set_vgpr(kB + 2 * m + 1, lane, example::perm_b32(odd_rows, even_rows, 0x07060302u));  // rows 4m+2, 4m+3
    }
  }
}

// The weights with their columns relabelled as B's K is: A'[m][k] = W[m][permutation[k]].
Eigen::MatrixXd relabel_columns(const Eigen::MatrixXd& w, const std::vector<int>& permutation) {
  Eigen::MatrixXd out(16, 16);
  for (int k = 0; k < 16; ++k) out.col(k) = w.col(permutation[k]);
  return out;
}

bool run(std::string_view target, const Eigen::MatrixXd& x, const Eigen::MatrixXd w[3]) {
  Wave wave(target, 32, NumericsModel::Exact);
  const bool gfx12 = wave.family() == isa::Family::Gfx12;
  // gfx12: which K relabelling makes D -> B lane-local (identity means: as is).
  std::vector<int> relabelling(16);
  for (int k = 0; k < 16; ++k) relabelling[k] = k;
  if (gfx12) {
    const layouts::FeedCheck feed = layouts::check_feed(wave.layout(kWmma, MatrixOperand::D), wave.layout(kWmma, MatrixOperand::B));
    if (!feed.lane_local && !feed.k_permutation) return example::report(std::string(target), false, "D cannot feed B");
    if (feed.k_permutation) relabelling = *feed.k_permutation;
    fmt::print("{}: D feeds B in registers with B's k taken from D's row [{}]\n", target, fmt::join(relabelling, " "));
  }

  wave.load(kWmma, MatrixOperand::B, kB, x.transpose());  // H0: features x samples
  for (int layer = 0; layer < 3; ++layer) {
    wave.load(kWmma, MatrixOperand::A, kA, layer == 0 ? w[0] : relabel_columns(w[layer], relabelling));
    MatrixOperands operands = MatrixOperands::wmma(kD, kA, kB, kD);
    operands.c_constant = 0;  // a zero accumulator
    wave.run(kWmma, operands);
    if (layer < 2) gfx12 ? d_to_b_gfx12(wave) : d_to_b_gfx11(wave);
  }
  const Eigen::MatrixXd y = wave.read(kWmma, MatrixOperand::D, kD).transpose();
  const Eigen::MatrixXd expected = reference_mlp(x, w);
  example::print_corner(fmt::format("y on {}", target), y);
  return example::report(fmt::format("{} three-layer MLP", target), y == expected,
                         fmt::format("max |y - Eigen| = {}", (y - expected).cwiseAbs().maxCoeff()));
}

}  // namespace

int main() {
  std::mt19937 rng(7);
  const Eigen::MatrixXd x = random_f16(rng);
  const Eigen::MatrixXd w[3] = {random_f16(rng), random_f16(rng), random_f16(rng)};
  bool passed = run("gfx1100", x, w);
  passed = run("gfx1201", x, w) && passed;
  return passed ? 0 : 1;
}
