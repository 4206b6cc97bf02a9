// `wmmasim machine`: prints the timing model's machine description with sources; --json round-trips through the
// machine-file parser; bad files and overrides fail with one line and exit code 2 (docs/cli.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "support.h"
#include "wmmasim/timing/machine.h"

using namespace wmmasim;

TEST_CASE("wmmasim machine lists every parameter with its value and source") {
  const auto r = test::run_cli("machine gfx1100");
  REQUIRE(r.exit_code == 0);
  for (const std::string_view name : sim::machine_parameter_names()) CHECK(r.out.find(std::string(name)) != std::string::npos);
  CHECK(r.out.find("compute_units") != std::string::npos);
  CHECK(r.out.find(" 96 ") != std::string::npos);
  CHECK(r.out.find("hw-traces") != std::string::npos);
}

TEST_CASE("wmmasim machine --list prints every built-in product with its published numbers") {
  const auto r = test::run_cli("machine --list");
  REQUIRE(r.exit_code == 0);
  for (const std::string_view name : sim::builtin_machine_names()) CHECK(r.out.find(std::string(name) + " ") != std::string::npos);
  // Columns: machine, target, CUs, boost MHz, L2 MB, Infinity Cache MB, DRAM GB/s (AMD's product pages and ROCm's
  // hardware table, as timing/machines/*.json cite them).
  CHECK(r.out.find("  rx7900gre    gfx1100    80       2245      6           64 MB       576  ") != std::string::npos);
  CHECK(r.out.find("  rx7600       gfx1102    32       2655      2           32 MB       288  ") != std::string::npos);
  CHECK(r.out.find("  r9700        gfx1201    64       2920      8           64 MB       640  ") != std::string::npos);
}

TEST_CASE("wmmasim machine --json round-trips, overrides included") {
  const auto r = test::run_cli("machine rdna4 --set valu_latency=7 --set icache_miss=0 --json");
  REQUIRE(r.exit_code == 0);
  const sim::MachineDescription parsed = sim::parse_machine_description(r.out, "cli output");
  const sim::MachineDescription builtin = sim::builtin_machine_description("gfx1201");
  CHECK(parsed.valu_latency == 7);
  CHECK(parsed.icache_miss == 0);
  CHECK(parsed.provenance.at("valu_latency").source == "user override (--set)");
  CHECK(parsed.compute_units == builtin.compute_units);
  CHECK(parsed.provenance.at("clock_mhz").source == builtin.provenance.at("clock_mhz").source);

  const auto path = std::filesystem::temp_directory_path() / ("wmmasim_machine_roundtrip." + std::to_string(getpid()) + ".json");
  std::ofstream(path) << r.out;
  const auto again = test::run_cli("machine --machine " + path.string() + " --json");
  std::filesystem::remove(path);
  CHECK(again.exit_code == 0);
  CHECK(again.out == r.out);
}

TEST_CASE("wmmasim machine: bad input fails with one line and exit code 2") {
  const auto path = std::filesystem::temp_directory_path() / ("wmmasim_machine_bad." + std::to_string(getpid()) + ".json");
  std::ofstream(path) << R"({"machine": "x", "family": "gfx11", "parameters": {"clock_mhz": {"value": 1}}})";
  for (const std::string& args : {"machine --machine " + path.string(), std::string("machine --set valu_latency=x"),
                                  std::string("machine --set nonsense=1"), std::string("machine --set simds_per_cu=40"),
                                  std::string("machine gfx9000"),
                                  std::string("machine --machine /nonexistent.json")}) {
    INFO(args);
    const auto r = test::run_cli(args);
    CHECK(r.exit_code == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(r.out.empty());
  }
  std::filesystem::remove(path);
}
