// shuffle_transpose: transposes a 16x16 f16 tile held in registers using only cross-lane shuffles
// (ds_bpermute_b32; no WMMA, no LDS storage) -- the seed kernels/shfl_movmatrix.hip, written on the API's raw lane
// access. The same program runs on gfx1100 and gfx1201.
//
// Register fragment: the "contiguous eight" convention (docs/reference/layouts.md row 21; the layout AMD
// GPUOpen's RDNA4 WMMA guide part 3 transposes with its shfl_movmatrix): lane L holds row L%16, columns
// 8*(L/16) + e in element e = 0..7 (VGPR e/2, half e%2). It is described once as a layouts::BitPlan and used both
// to put x into the registers and to read the result back.
// The transpose in the same fragment needs, for lane L and element e, element (L%16)%8 of lane
// S = 8*(L/16) + e + 16*((L%16)/8): an 8x8 transpose inside groups of lanes, done in 8 rounds of one
// ds_bpermute_b32 each (round t: lane L fetches its element (L+t)%8; every lane sends its element (L-t)%8).
//
// Check: the registers, read back through the same fragment layout, equal Eigen's x.transpose() bit for bit.
#include <Eigen/Core>
#include <array>
#include <random>

#include "example_support.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;

namespace {

constexpr int kFragment = 0, kTransposed = 4;

// The fragment: the register geometry of a gfx12 wave32 16-bit WMMA operand, placed as layouts.md row 21 says.
layouts::OperandLayout contiguous_eight_fragment() {
  const isa::MatrixOp& op = *isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f16_16x16x16_f16");
  return layouts::layout_from_plan(layouts::layout_for(op, layouts::MatrixOperand::A, 32),
                                   layouts::BitPlan{"k0", "k1 k2", "x0 x1 x2 x3 k3"});
}

// Element e of a lane's eight-half fragment starting at `reg` (VGPR e/2, half e%2: the half8 register ABI).
std::uint16_t element(const Wave& wave, int reg, int lane, int e) {
  return static_cast<std::uint16_t>(wave.vgpr(reg + e / 2, lane) >> (16 * (e % 2)));
}
void set_element(Wave& wave, int reg, int lane, int e, std::uint16_t value) {
  const std::uint32_t word = wave.vgpr(reg + e / 2, lane);
  const int shift = 16 * (e % 2);
  wave.set_vgpr(reg + e / 2, lane, (word & ~(0xffffu << shift)) | (static_cast<std::uint32_t>(value) << shift));
}

// ds_bpermute_b32: lane L receives `data` of lane address[L] / 4.
std::array<std::uint32_t, 32> bpermute(const std::array<std::uint32_t, 32>& address, const std::array<std::uint32_t, 32>& data) {
  std::array<std::uint32_t, 32> result{};
  for (int lane = 0; lane < 32; ++lane) result[lane] = data[(address[lane] / 4) % 32];
  return result;
}

void shuffle_transpose(Wave& wave) {
  for (unsigned t = 0; t < 8; ++t) {
    std::array<std::uint32_t, 32> send{}, address{};
    for (unsigned lane = 0; lane < 32; ++lane) {
      const unsigned row = lane % 16;
      const unsigned e = (lane + t) % 8;
      send[lane] = element(wave, kFragment, static_cast<int>(lane), static_cast<int>((lane - t) % 8));
      address[lane] = 4 * (8 * (lane / 16) + e + 16 * (row / 8));
    }
    const auto received = bpermute(address, send);
    for (unsigned lane = 0; lane < 32; ++lane) {
      set_element(wave, kTransposed, static_cast<int>(lane), static_cast<int>((lane + t) % 8),
                  static_cast<std::uint16_t>(received[lane]));
    }
  }
}

bool run(std::string_view target, const Eigen::MatrixXd& x) {
  const layouts::OperandLayout fragment = contiguous_eight_fragment();
  Wave wave(target);
  wave.load(fragment, isa::ElementType::F16, kFragment, x);
  shuffle_transpose(wave);
  const Eigen::MatrixXd x_t = wave.read(fragment, isa::ElementType::F16, kTransposed);
  example::print_corner(fmt::format("fragment after 8 ds_bpermute rounds on {}", target), x_t);
  return example::report(fmt::format("{} shuffle transpose", target), x_t == x.transpose(),
                         "bit-exact against Eigen's transpose");
}

}  // namespace

int main() {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> uniform(-8.0f, 8.0f);
  const Eigen::MatrixXd x =
      Eigen::MatrixXd::NullaryExpr(16, 16, [&] { return decode_f16(encode_f16(uniform(rng))); });
  example::print_corner("x", x);
  bool passed = run("gfx1100", x);
  passed = run("gfx1201", x) && passed;
  return passed ? 0 : 1;
}
