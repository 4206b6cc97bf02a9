// `wmmasim bench` (cli/cmd_bench.cpp, docs/cli.md): the JSON object docs/performance.md describes, progress on stderr, and one
// line with exit code 2 for what the user can fix. The numbers themselves are machine-dependent; here only their
// consistency is checked (docs/performance.md has the measured ones).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "support.h"

using namespace wmmasim::test;

namespace {

int lines(const std::string& text) { return static_cast<int>(std::ranges::count(text, '\n')); }

}  // namespace

TEST_CASE("bench --json prints one object with the documented keys, consistent with each other") {
  const CommandResult r = run_cli("bench --size 64 --quick --json");
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.err.find("wmmasim bench: simulating gemm_lds_f16 64^3") != std::string::npos);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  for (const char* key : {"sim_gflops", "eigen_gflops", "ratio", "wave_instr_per_s", "speedup_2_threads",
                          "timing_slowdown", "timing_slowdown_valu", "timing_speedup_threads",
                          "timing_speedup_threads_valu"}) {
    CAPTURE(key);
    REQUIRE(j.contains(key));
    CHECK(j.at(key).get<double>() > 0);
  }
  // The figures added beside them, each with its spread over the runs (one run with --quick).
  for (const char* key : {"sim_gflops_sequential", "gfx1100_sim_gflops_exact", "gfx1100_sim_gflops_default",
                          "wmma_f16_ns", "wmma_f16_sequential_ns", "wmma_iu8_ns"}) {
    CAPTURE(key);
    REQUIRE(j.contains(key));
    CHECK(j.at(key).get<double>() > 0);
  }
  // A figure's spread is [min, max] beside it; a group of figures (kernel_class_wave_instr_per_s) has one per member.
  const auto check_spread = [](const std::string& key, const nlohmann::json& range, double value) {
    CAPTURE(key);
    CHECK(range.at(0).get<double>() <= value);
    CHECK(value <= range.at(1).get<double>());
  };
  for (const auto& [key, range] : j.at("spread").items()) {
    if (range.is_object()) {
      for (const auto& [member, member_range] : range.items())
        check_spread(key + "." + member, member_range, j.at(key).at(member).get<double>());
    } else {
      check_spread(key, range, j.at(key).get<double>());
    }
  }
  for (const char* kernel_class : {"global_sgemm_naive", "lds_sgemm_tiled", "reduction_dpp", "global_atomics",
                                   "wmma_gemm_lds_f16"}) {
    CAPTURE(kernel_class);
    CHECK(j.at("kernel_class_wave_instr_per_s").at(kernel_class).get<double>() > 0);
  }
  CHECK(j.at("runs").get<int>() == 1);
  CHECK(j.at("cores").get<int>() >= 1);
  CHECK(j.at("too_loaded").is_boolean());
  CHECK(j.at("ratio").get<double>() == doctest::Approx(j.at("sim_gflops").get<double>() / j.at("eigen_gflops").get<double>()));
  // 64^3: one workgroup per 64 x 64 tile, so 1 workgroup of 4 waves; the result matches Eigen's to f32 rounding.
  CHECK(j.at("gemm_max_abs_difference").get<double>() < 1e-4);
  // valu_chain: 16384 work-items = 512 waves of 32, each with the same loop of 512 rounds.
  CHECK(j.at("valu_wave_instructions").get<std::uint64_t>() % 512 == 0);
  CHECK(j.at("valu_wave_instructions").get<std::uint64_t>() > 512u * 512u * 8u);
}

TEST_CASE("bench: bad options and a missing catalog are one line and exit code 2") {
  for (const char* args : {"bench --size 100", "bench --size 0", "bench --target gfx9000", "bench --threads 0",
                           "bench --numerics fast", "bench --runs 0", "bench --catalog /nonexistent/kernels.txt"}) {
    CAPTURE(args);
    const CommandResult r = run_cli(args);
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(lines(r.err) == 1);
    CHECK(r.err.starts_with("wmmasim: error: "));
  }
  const CommandResult missing = run_cli("bench --catalog /nonexistent/kernels.txt");
  CHECK(missing.err.find("build the kernels first") != std::string::npos);
}

TEST_CASE("bench --examples runs each HIP program once per target it was built for, and the GEMM program at --size") {
  // A folder with two of the examples: hip_gemm_lds is built for gfx1100 and gfx1201, hip_gemm_tr_b128 for gfx1201
  // only (global_load_tr_b128 is gfx12's; examples/hip/CMakeLists.txt). Neither a text file nor a bare code object
  // is a program, executable or not.
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / ("wmmasim_bench_examples_" + std::to_string(getpid()));
  fs::create_directories(folder);
  for (const char* program : {"hip_gemm_lds", "hip_gemm_tr_b128"}) {
    fs::copy_file(fs::path(WMMASIM_BINARY_DIR) / "examples/hip/bin" / program, folder / program);
  }
  std::ofstream(folder / "notes.txt") << "not a program\n";
  fs::copy_file(built_kernels().front().path, folder / "kernel.hsaco");
  for (const char* file : {"notes.txt", "kernel.hsaco"}) fs::permissions(folder / file, fs::perms::owner_exec, fs::perm_options::add);
  const CommandResult r = run_cli("bench --size 64 --quick --json --examples " + folder.string());
  fs::remove_all(folder);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  const nlohmann::json& seconds = j.at("hip_examples_wall_seconds");
  std::vector<std::string> names;
  for (const auto& [name, value] : seconds.items()) {
    names.push_back(name);
    CHECK(value.get<double>() > 0);
    const nlohmann::json& range = j.at("spread").at("hip_examples_wall_seconds").at(name);
    CHECK(range.at(0).get<double>() <= value.get<double>());
    CHECK(value.get<double>() <= range.at(1).get<double>());
  }
  std::ranges::sort(names);
  CHECK(names == std::vector<std::string>{"hip_gemm_lds.gfx1100", "hip_gemm_lds.gfx1201", "hip_gemm_lds.gfx1201.64x64x64",
                                          "hip_gemm_tr_b128.gfx1201"});
  CHECK(r.err.find("running HIP example hip_gemm_tr_b128.gfx1201 under wmmasim exec") != std::string::npos);

  const CommandResult none = run_cli("bench --size 64 --quick --examples /nonexistent");
  CHECK(none.exit_code == 2);
  CHECK(lines(none.err) == 1);
  CHECK(none.err.find("no HIP programs in '/nonexistent'") != std::string::npos);
}

TEST_CASE("bench --help describes the options") {
  const CommandResult r = run_cli("bench --help");
  CHECK(r.exit_code == 0);
  for (const char* option : {"--size", "--target", "--threads", "--numerics", "--runs", "--quick", "--large", "--examples",
                             "--json", "--catalog"}) {
    CHECK(r.out.find(option) != std::string::npos);
  }
}
