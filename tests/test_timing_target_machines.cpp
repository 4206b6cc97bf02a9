// Every target has a default machine of its own processor (a gfx1151 kernel times as a Strix Halo, not as the RX 7900
// XTX), whose register file is the target's (LLVM 19's, isa::Target, which test_isa_targets checks against clang-19);
// `wmmasim machine --list` shows the products and each target's default.
#include <doctest/doctest.h>

#include <string>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/timing/machine.h"

using namespace wmmasim;

TEST_CASE("each target's default machine is a product of that processor with its register file") {
  for (const isa::Target& t : isa::all_targets()) {
    CAPTURE(t.name);
    const sim::MachineDescription machine = sim::builtin_machine_description(t.name);
    CHECK(machine.target == t.name);
    CHECK(machine.family == t.family);
    CHECK(sim::machine_target(machine).name == t.name);
    CHECK(machine.vgprs_per_simd_lane == t.vgprs_per_simd_lane);
    CHECK(machine.vgpr_alloc_granule == t.vgpr_alloc_granule);
    CHECK(sim::machine_description_for("", t).name == sim::default_machine_name(t));
  }
  // The products of the issue, by AMD's names.
  CHECK(sim::builtin_machine_description("gfx1103").board.starts_with("AMD Radeon 780M"));
  CHECK(sim::builtin_machine_description("gfx1150").board.starts_with("AMD Radeon 890M"));
  CHECK(sim::builtin_machine_description("gfx1151").board.starts_with("AMD Radeon 8060S"));
  CHECK(sim::builtin_machine_description("gfx1152").board.starts_with("AMD Radeon 860M"));
  CHECK(sim::builtin_machine_description("gfx1200").board.starts_with("AMD Radeon RX 9060 XT"));
}

TEST_CASE("Strix Halo: 40 CUs, 256-bit LPDDR5X-8000 and a 32 MB MALL") {
  const sim::MachineDescription halo = sim::machine_description_named("radeon8060s");
  CHECK(halo.compute_units == 40);
  CHECK(halo.dram_bandwidth_gbs == 256 * 8000 / 8 / 1000);  // bus bits x MT/s / 8 bits, in GB/s
  CHECK(halo.infinity_cache_mib == 32);
  CHECK(halo.provenance.at("infinity_cache_mib").source.find("MALL") != std::string::npos);
}

TEST_CASE("a machine of another processor of the family times with the kernel's register file") {
  const isa::Target gfx1150 = *isa::find_target("gfx1150");
  const sim::MachineDescription xtx = sim::machine_description_for("rx7900xtx", gfx1150);
  CHECK(xtx.compute_units == 96);
  CHECK(xtx.vgprs_per_simd_lane == 1024);
  CHECK(xtx.vgpr_alloc_granule == 16);
  CHECK(xtx.provenance.at("vgprs_per_simd_lane").source.find("gfx1150") != std::string::npos);
  // Of its own target, nothing changes.
  CHECK(sim::machine_description_for("rx7900xtx", *isa::find_target("gfx1100")).vgprs_per_simd_lane == 1536);
  CHECK_THROWS_AS(sim::machine_description_for("radeon8060s", *isa::find_target("gfx1201")), sim::MachineError);
}

TEST_CASE("a description's \"target\" must be a processor of its family") {
  const std::string wrong = R"({"machine": "x", "family": "gfx12", "target": "gfx1151", "base": "gfx1201",
                                "parameters": {}})";
  CHECK_THROWS_WITH_AS(sim::parse_machine_description(wrong, "x.json"),
                       doctest::Contains("x.json: \"target\" must be a gfx12 processor"), sim::MachineError);
  const std::string right = R"({"machine": "x", "family": "gfx12", "target": "gfx1200", "base": "gfx1201",
                                "parameters": {}})";
  CHECK(sim::parse_machine_description(right, "x.json").target == "gfx1200");
}

TEST_CASE("wmmasim machine --list names the products and each target's default machine") {
  const auto r = test::run_cli("machine --list");
  REQUIRE(r.exit_code == 0);
  for (const char* product : {"radeon780m", "radeon890m", "radeon8060s", "radeon860m", "rx9060xt", "rx7900xtx"})
    CHECK(test::contains(r.out, product));
  CHECK(test::contains(r.out, "  radeon8060s  gfx1151    40       2900      2           32 MB       256  AMD Radeon 8060S"));
  CHECK(test::contains(r.out, "gfx1151  Strix Halo     1536 VGPRs/lane  default machine radeon8060s"));
  CHECK(test::contains(r.out, "gfx1150  Strix Point    1024 VGPRs/lane  default machine radeon890m"));
  const auto one = test::run_cli("machine gfx1151");
  CHECK(test::contains(one.out, "radeon8060s (gfx11, gfx1151), AMD Radeon 8060S"));
}
