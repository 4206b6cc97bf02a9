// ck_register_transpose: transposes a rows x cols f16 matrix the way Composable Kernel's transpose_vectors does
// (the seed kernels/ck_register_transpose.hip): each thread loads a 4x4 block as four 8-byte rows, transposes it in
// registers with v_perm_b32 (2x2 transposes of 16-bit halves) and stores four 8-byte rows of the output.
//
// The addresses come from CK-style tensor descriptors (layouts/tensor_descriptor.h): the input is a packed
// rows x cols tensor unmerged into (block row, r, block column, c); the output is the packed cols x rows tensor
// seen through a dimension swap, so that it is indexed with the input's (i, j).
// Launch shape as in the kernel: workgroups of 16x16 threads, one per 64x64 tile; here each workgroup runs as
// eight waves of 32 lanes on one simulated wave (no thread talks to another), sharing the wave's global memory.
//
// Check: x_t equals Eigen's x.transpose() bit for bit.
#include <Eigen/Core>
#include <random>

#include "example_support.h"
#include "wmmasim/layouts/tensor_descriptor.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using layouts::TensorDescriptor;
using layouts::Transform;

namespace {

constexpr int kRows = 128, kCols = 64, kTile = 64, kBlock = 4;
constexpr int kBlockRegs = 0;  // v[0:7]: four rows of the block, two dwords each
constexpr int kOutRegs = 8;    // v[8:9]: one row of the transposed block

struct Descriptors {
  TensorDescriptor input_blocks;   // (block row, r, block column, c) -> element offset in x
  TensorDescriptor output_as_x;    // (i, j) of x -> element offset of x_t[j][i]
};

Descriptors make_descriptors() {
  const TensorDescriptor x = TensorDescriptor::packed({kRows, kCols});
  const TensorDescriptor input_blocks =
      x.transform({Transform::unmerge({kRows / kBlock, kBlock}), Transform::unmerge({kCols / kBlock, kBlock})},
                  {{0}, {1}}, {{0, 1}, {2, 3}});
  const TensorDescriptor output_as_x = TensorDescriptor::packed({kCols, kRows})
                                           .transform({Transform::pass_through(kRows), Transform::pass_through(kCols)},
                                                      {{1}, {0}}, {{0}, {1}});
  return {input_blocks, output_as_x};
}

// One wave of 32 threads of workgroup (group_x, group_y), threads 32*wave_index .. +31 of the 16x16 block.
void run_wave(Wave& wave, const Descriptors& d, std::uint64_t x, std::uint64_t x_t, int group_x, int group_y,
              int wave_index) {
  GlobalMemory& memory = wave.memory();
  for (int lane = 0; lane < 32; ++lane) {
    const int thread = 32 * wave_index + lane;
    const int block_row = group_y * (kTile / kBlock) + thread / 16;  // threadIdx.y
    const int block_col = group_x * (kTile / kBlock) + thread % 16;  // threadIdx.x
    // global_load_b64 of row r of the block.
    for (int r = 0; r < kBlock; ++r) {
      const std::uint64_t address = x + 2 * d.input_blocks.offset({block_row, r, block_col, 0});
      wave.set_vgpr(kBlockRegs + 2 * r, lane, memory.load<std::uint32_t>(address));
      wave.set_vgpr(kBlockRegs + 2 * r + 1, lane, memory.load<std::uint32_t>(address + 4));
    }
    for (int c = 0; c < kBlock; ++c) {
      // Row c of the transposed block is column c of the block: dword c/2 of each row, half c%2.
      const std::uint32_t selector = c % 2 == 0 ? 0x05040100u : 0x07060302u;
      const auto row_dword = [&](int r) { return wave.vgpr(kBlockRegs + 2 * r + c / 2, lane); };
      wave.set_vgpr(kOutRegs, lane, example::perm_b32(row_dword(1), row_dword(0), selector));      // rows 0, 1
      wave.set_vgpr(kOutRegs + 1, lane, example::perm_b32(row_dword(3), row_dword(2), selector));  // rows 2, 3
      // global_store_b64 to x_t[4*block_col + c][4*block_row ..].
      const std::uint64_t address = x_t + 2 * d.output_as_x.offset({kBlock * block_row, kBlock * block_col + c});
      memory.store<std::uint32_t>(address, wave.vgpr(kOutRegs, lane));
      memory.store<std::uint32_t>(address + 4, wave.vgpr(kOutRegs + 1, lane));
    }
  }
}

Eigen::MatrixXd read_matrix(const GlobalMemory& memory, std::uint64_t base, int rows, int cols) {
  Eigen::MatrixXd m(rows, cols);
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < cols; ++j) m(i, j) = decode_f16(memory.load<std::uint16_t>(base + 2 * (i * cols + j)));
  }
  return m;
}

bool run(std::string_view target, const Eigen::MatrixXd& x_host) {
  Wave wave(target);
  const std::uint64_t x = wave.memory().allocate("x", 2 * kRows * kCols);
  const std::uint64_t x_t = wave.memory().allocate("x_t", 2 * kRows * kCols);
  for (int i = 0; i < kRows; ++i) {
    for (int j = 0; j < kCols; ++j) {
      wave.memory().store<std::uint16_t>(x + 2 * (i * kCols + j), encode_f16(static_cast<float>(x_host(i, j))));
    }
  }
  const Descriptors descriptors = make_descriptors();
  for (int group_y = 0; group_y < kRows / kTile; ++group_y) {
    for (int group_x = 0; group_x < kCols / kTile; ++group_x) {
      for (int wave_index = 0; wave_index < kTile * kTile / (kBlock * kBlock) / 32; ++wave_index) {
        run_wave(wave, descriptors, x, x_t, group_x, group_y, wave_index);
      }
    }
  }
  const Eigen::MatrixXd result = read_matrix(wave.memory(), x_t, kCols, kRows);
  example::print_corner(fmt::format("x_t on {}", target), result);
  return example::report(fmt::format("{} CK 4x4 register transpose of a {}x{} matrix", target, kRows, kCols),
                         result == x_host.transpose(), "bit-exact against Eigen's transpose");
}

}  // namespace

int main() {
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> uniform(-100.0f, 100.0f);
  const Eigen::MatrixXd x =
      Eigen::MatrixXd::NullaryExpr(kRows, kCols, [&] { return decode_f16(encode_f16(uniform(rng))); });
  example::print_corner("x", x);
  bool passed = run("gfx1100", x);
  passed = run("gfx1201", x) && passed;
  return passed ? 0 : 1;
}
