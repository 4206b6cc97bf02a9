// `wmmasim bench` (cli/cmd_bench.cpp, docs/cli.md): the JSON object docs/performance.md describes, progress on stderr, and one
// line with exit code 2 for what the user can fix. The numbers themselves are machine-dependent; here only their
// consistency is checked (docs/performance.md has the measured ones).
#include <doctest/doctest.h>

#include <algorithm>
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
                          "timing_slowdown"}) {
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
  for (const auto& [key, range] : j.at("spread").items()) {
    CAPTURE(key);
    CHECK(range.at(0).get<double>() <= j.at(key).get<double>());
    CHECK(j.at(key).get<double>() <= range.at(1).get<double>());
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

TEST_CASE("bench --help describes the options") {
  const CommandResult r = run_cli("bench --help");
  CHECK(r.exit_code == 0);
  for (const char* option : {"--size", "--target", "--threads", "--numerics", "--runs", "--quick", "--large", "--json",
                             "--catalog"}) {
    CHECK(r.out.find(option) != std::string::npos);
  }
}
