// What a kernel author tests in their own project with the installed wmmasim: where the hardware keeps each element
// of a WMMA operand, against the formula they wrote their kernel from, and a kernel run against a reference.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <Eigen/Core>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include <wmmasim/exec/executor.h>
#include <wmmasim/exec/launch.h>
#include <wmmasim/layouts/operand_layout.h>
#include <wmmasim/matrix/wave.h>

using wmmasim::layouts::MatrixOperand;

namespace {
constexpr const char* kWmma = "v_wmma_f32_16x16x16_f16";

std::vector<std::byte> read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in, "cannot read ", path);
  const std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

template <typename T>
std::vector<std::byte> as_bytes(const std::vector<T>& values) {
  std::vector<std::byte> bytes(values.size() * sizeof(T));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}
}  // namespace

// RDNA4 ISA guide, 7.12.2 "Dense Matrix Layouts", as a kernel author writes it down: in wave32, lane L holds row
// L % 16 of A and the K values {0..3, 8..11} (lanes 0-15) or {4..7, 12..15} (lanes 16-31), two f16 per VGPR; row r of
// D is in VGPR r % 8 of lanes 16 * (r / 8) + column.
TEST_CASE("gfx1201 v_wmma_f32_16x16x16_f16 wave32: A and D where the hand-written formulas say") {
  const wmmasim::sim::Wave wave("gfx1201");
  const auto& a = wave.layout(kWmma, MatrixOperand::A);
  const auto& d = wave.layout(kWmma, MatrixOperand::D);
  for (int row = 0; row < 16; ++row) {
    for (int k = 0; k < 16; ++k) {
      const int element = 4 * (k / 8) + k % 4;  // position in the lane's eight f16
      const auto slots = a.slots_of({row, k});
      REQUIRE(slots.size() == 1);
      CHECK(slots[0].lane == row + 16 * ((k / 4) % 2));
      CHECK(slots[0].vgpr == element / 2);
      CHECK(slots[0].bit_lo == 16 * (element % 2));
    }
    for (int col = 0; col < 16; ++col) {
      const auto slots = d.slots_of({row, col});
      REQUIRE(slots.size() == 1);
      CHECK(slots[0].lane == col + 16 * (row / 8));
      CHECK(slots[0].vgpr == row % 8);
    }
  }
}

// kernels/wmma_matmul.hip (D = A B + C, f16 inputs, B column-major, f32 accumulation) as clang-19 built it, run on the
// simulator; small integers make every product and sum exact, so D equals Eigen's product exactly.
TEST_CASE("wmma_matmul.gfx1201.hsaco on the simulator equals Eigen") {
  constexpr int n = 16;
  Eigen::MatrixXf a(n, n), b(n, n), c(n, n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      a(i, j) = float((i * 3 + j) % 7 - 3);
      b(i, j) = float((i + 2 * j) % 5 - 2);
      c(i, j) = float(i - j);
    }
  }
  std::vector<Eigen::half> a_f16, b_col_major_f16;
  std::vector<float> c_f32, d_f32(n * n, 0.0f);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      a_f16.push_back(Eigen::half(a(i, j)));            // row-major A
      b_col_major_f16.push_back(Eigen::half(b(j, i)));  // b_col_major[i][j] = B[j][i]
      c_f32.push_back(c(i, j));
    }
  }

  const std::vector<std::byte> code_object = read_file(WMMA_MATMUL_GFX1201);
  const auto program = wmmasim::sim::KernelProgram::from_code_object(code_object, "wmma_matmul");
  wmmasim::sim::KernelLaunch launch;
  launch.code_object = code_object;
  launch.kernel = "wmma_matmul";
  launch.dispatch.grid = {1, 1, 1};
  launch.dispatch.block = {32, 1, 1};
  launch.dispatch.kernarg.resize(4 * sizeof(std::uint64_t));  // four pointers, filled in by the simulator
  launch.buffers = {{0, as_bytes(a_f16)}, {8, as_bytes(b_col_major_f16)}, {16, as_bytes(c_f32)}, {24, as_bytes(d_f32)}};
  const wmmasim::sim::SimulatedLaunch result = wmmasim::sim::run_on_simulator(program, launch);

  REQUIRE(result.buffers[3].size() == d_f32.size() * sizeof(float));
  std::memcpy(d_f32.data(), result.buffers[3].data(), result.buffers[3].size());
  const Eigen::MatrixXf expected = a * b + c;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) CHECK(d_f32[i * n + j] == expected(i, j));
  }
}
