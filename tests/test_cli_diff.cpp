// `wmmasim diff`: exit codes 0 (equal), 1 (different, with a diagnosis), 2 (bad input), 3 (no device).
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <random>

#include "support.h"
#include "wmmasim/device/device.h"
#include "wmmasim/io/npy.h"

using wmmasim::test::run_cli;
namespace fs = std::filesystem;

namespace {

const wmmasim::test::ScratchDir kScratch("wmmasim_test_cli_diff");
const fs::path& kDir = kScratch.path();

std::string save(const std::string& name, const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>& m) {
  fs::create_directories(kDir);
  wmmasim::sim::NpyArray a;
  a.dtype = wmmasim::sim::NpyDtype::Float32;
  a.shape = {static_cast<std::size_t>(m.rows()), static_cast<std::size_t>(m.cols())};
  a.data.resize(static_cast<std::size_t>(m.size()) * sizeof(float));
  std::memcpy(a.data.data(), m.data(), a.data.size());
  const fs::path path = kDir / name;
  wmmasim::sim::write_npy(path, a);
  return path.string();
}

using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

RowMajor random_d() {
  std::mt19937 rng(4);
  std::normal_distribution<float> n;
  RowMajor a(16, 16), b(16, 16);
  for (Eigen::Index i = 0; i < 256; ++i) {
    a.data()[i] = n(rng);
    b.data()[i] = n(rng);
  }
  return a * b;
}

std::string matrix_diff(const std::string& expected, const std::string& actual, const std::string& extra = "") {
  return "diff --expected " + expected + " --actual " + actual + " --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 " +
         extra;
}

long lines(const std::string& s) { return std::count(s.begin(), s.end(), '\n'); }

}  // namespace

TEST_CASE("equal matrices exit 0") {
  const std::string e = save("e.npy", random_d());
  const auto r = run_cli(matrix_diff(e, e));
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("0 differ") != std::string::npos);
}

TEST_CASE("gfx12 D with rows i and i^8 exchanged is diagnosed as swapped lane halves and exits 1") {
  const RowMajor d = random_d();
  RowMajor swapped(16, 16);
  for (int i = 0; i < 16; ++i) swapped.row(i ^ 8) = d.row(i);  // lane half = row bit 3 (layouts.md row 14)
  const auto r = run_cli(matrix_diff(save("e.npy", d), save("a.npy", swapped)));
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("diagnosis: lane-halves-swapped") != std::string::npos);
  // D[0][0] lives in lane 0, VGPR 0 (row 14: L = j + 16*(i/8), v = i%8).
  CHECK(r.out.find("D[0][0]: expected") != std::string::npos);
  CHECK(r.out.find("at lane 0, v0, bits [31:0]") != std::string::npos);
}

TEST_CASE("a transposed result is named, unrelated data is diagnosed as none") {
  const RowMajor d = random_d();
  const RowMajor t = d.transpose();
  const auto transposed = run_cli(matrix_diff(save("e.npy", d), save("t.npy", t)));
  CHECK(transposed.exit_code == 1);
  CHECK(transposed.out.find("diagnosis: transpose") != std::string::npos);
  RowMajor noise = d;
  noise(2, 3) += 1.0f;
  noise(7, 1) -= 2.0f;
  const auto none = run_cli(matrix_diff(save("e.npy", d), save("n.npy", noise)));
  CHECK(none.exit_code == 1);
  CHECK(none.out.find("2 differ") != std::string::npos);
  CHECK(none.out.find("diagnosis: none") != std::string::npos);
}

TEST_CASE("without a device, diffing a code object exits 3 with one line") {
  std::string why_not;
  if (wmmasim::sim::probe_device(why_not)) {
    MESSAGE("a HIP device is present: the no-device exit code cannot be observed here");
    return;
  }
  const auto kernels = wmmasim::test::built_kernels();
  REQUIRE_FALSE(kernels.empty());
  const auto r = run_cli("diff " + kernels.front().path + " --kernel " + kernels.front().name);
  CHECK(r.exit_code == 3);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find("no HIP device") != std::string::npos);
  CHECK(r.out.empty());
}

TEST_CASE("bad input is one line on stderr and exit code 2") {
  const std::string e = save("e.npy", random_d());
  const std::string small = save("small.npy", RowMajor::Zero(4, 4));
  const std::pair<std::string, std::string> cases[] = {
      {matrix_diff(e, (kDir / "missing.npy").string()), "cannot open"},
      {matrix_diff(e, small), "holds 16 elements"},
      {"diff --expected " + e + " --actual " + e + " --arch gfx9000 --instr v_wmma_f32_16x16x16_f16", "unknown --arch"},
      {"diff --expected " + e + " --actual " + e + " --arch gfx1100 --instr v_wmma_f32_16x16x16_fp8_fp8",
       "unknown --instr"},
      {matrix_diff(e, e, "--operand Q"), "unknown --operand"},
      {matrix_diff(e, e, "--wave 48"), "wave"},
      {"diff --expected " + e, "needs a code object"},
      {"diff /nonexistent.hsaco --kernel k", "cannot read code object"},
  };
  for (const auto& [args, message] : cases) {
    CAPTURE(args);
    const auto r = run_cli(args);
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.find(message) != std::string::npos);
    CHECK(r.out.empty());
  }
  fs::remove_all(kDir);
}

TEST_CASE("wmmasim device and scripts/device_check.py say in one line that there is no device, exit 3") {
  std::string why_not;
  if (wmmasim::sim::probe_device(why_not)) {
    MESSAGE("a HIP device is present: the no-device path cannot be observed here");
    return;
  }
  const auto device = run_cli("device");
  CHECK(device.exit_code == 3);
  CHECK(lines(device.err) == 1);
  const std::string build_dir = fs::path(WMMASIM_CLI).parent_path().parent_path().string();
  const auto script = wmmasim::test::run_command("/usr/bin/python3 " WMMASIM_SOURCE_DIR
                                                 "/scripts/device_check.py --build-dir " + build_dir);
  CHECK(script.exit_code == 3);
  CHECK(lines(script.err) == 1);
  CHECK(script.err.find("no HIP device") != std::string::npos);
}

// gfx12 16-bit B (layouts.md §1): the layout's K position p of lane L, element e, is 8 * (e / 4) + 4 * (L / 16) + e % 4;
// a kernel loading eight contiguous K puts K 8 * (L / 16) + e there: position p holds K kContiguous[p].
TEST_CASE("diff --operand B: an operand in another K order, and a mistake in that order, are named with the order") {
  const int kContiguous[16] = {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15};
  RowMajor b = random_d();
  RowMajor in_order(16, 16), transposed(16, 16);
  for (int k = 0; k < 16; ++k) {
    for (int n = 0; n < 16; ++n) {
      in_order(k, n) = b(kContiguous[k], n);
      transposed(k, n) = b(n, kContiguous[k]);  // b[n][k] read for B[k][n], in the kernel's own K order
    }
  }
  const std::string e = save("b.npy", b);
  const auto reordered = run_cli(matrix_diff(e, save("b_contiguous.npy", in_order), "--operand B"));
  CHECK(reordered.exit_code == 1);
  CHECK(reordered.out.find("diagnosis: K order contiguous (runs of 8) (the same D when A holds K in the same order") !=
        std::string::npos);
  const auto wrong = run_cli(matrix_diff(e, save("b_transposed.npy", transposed), "--operand B"));
  CHECK(wrong.exit_code == 1);
  CHECK(wrong.out.find("diagnosis: transpose, in K order contiguous (runs of 8)") != std::string::npos);
}
