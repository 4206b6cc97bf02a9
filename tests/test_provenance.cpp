// Operand provenance (wmmasim/provenance, `wmmasim run --provenance`): the seed kernels' WMMA operands hold the
// elements their layouts expect; the layout mistakes of tests/data/provenance_bugs.hip are named, with the line of the
// load that made them; the tags are distinct, exact and decode back to their elements.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/io/npy.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/provenance/tags.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

const ScratchDir kScratch("wmmasim_test_provenance");
const fs::path& kDir = kScratch.path();
const fs::path kKernels = fs::path(WMMASIM_KERNEL_CATALOG).parent_path();
const std::string kBugs = WMMASIM_PROVENANCE_BUGS;
const std::string kSource = "tests/data/provenance_bugs.hip";

std::string at(const std::string& marker) { return fmt::format("{}:{}", kSource, marked_line(kSource, marker)); }

std::string f16(const std::string& name, std::size_t rows, std::size_t cols) {
  return npy_arg(kDir, name, sim::NpyDtype::Float16, {rows, cols});
}
std::string f32(const std::string& name, std::size_t rows, std::size_t cols) {
  return npy_arg(kDir, name, sim::NpyDtype::Float32, {rows, cols});
}

// The stdout lines that start with "provenance:".
std::vector<std::string> provenance_lines(const CommandResult& result) {
  return lines_starting_with(result.out, "provenance:");
}

std::string kernel(const std::string& file) { return (kKernels / file).string(); }

}  // namespace

TEST_CASE("tags are distinct ordinary values that decode back to their buffer, row and column") {
  const sim::TagSpace tags({{"a", 16, 3, 5, false}, {"b", 16, 4, 2, true}, {"c", 32, 2, 3, false}, {"q", 8, 4, 4, false}});
  CHECK_FALSE(tags.tagged(3));  // 8-bit elements: too few values
  std::vector<std::byte> a(3 * 5 * 2), b(4 * 2 * 2), c(2 * 3 * 4);
  tags.fill(0, a);
  tags.fill(1, b);
  tags.fill(2, c);
  std::set<std::uint16_t> seen;
  for (std::size_t i = 0; i < 15; ++i) {
    std::uint16_t bits = 0;
    std::memcpy(&bits, a.data() + 2 * i, 2);
    const double value = sim::decode_f16(bits);
    CHECK(std::isnormal(value));
    int exponent = 0;
    CHECK(std::abs(std::frexp(value, &exponent)) != 0.5);  // not a power of two
    CHECK(seen.insert(bits).second);
    CHECK(tags.source_of(16, bits) == sim::ElementSource{0, static_cast<int>(i / 5), static_cast<int>(i % 5)});
  }
  // b is stored transposed: its element (r, c) is the matrix's (c, r).
  std::uint16_t b_bits = 0;
  std::memcpy(&b_bits, b.data() + 2 * 3, 2);  // element 3 of the 4 x 2 view: (1, 1) stored, the matrix's (1, 1)
  CHECK(tags.source_of(16, b_bits) == sim::ElementSource{1, 1, 1});
  std::memcpy(&b_bits, b.data() + 2 * 4, 2);  // (2, 0) stored, the matrix's (0, 2)
  CHECK(tags.source_of(16, b_bits) == sim::ElementSource{1, 0, 2});
  float c5 = 0;
  std::memcpy(&c5, c.data() + 4 * 5, 4);
  CHECK(c5 == 8388608.0f + 5.0f);  // 2^23 + its index among the 32-bit elements: exact
  CHECK(tags.source_of(32, std::bit_cast<std::uint32_t>(c5)) == sim::ElementSource{2, 1, 2});
  // Values that are no tag: zero, one, a power of two, NaN, an f32 that is not 2^23 + n.
  for (const std::uint16_t bits : {0x0000, 0x3C00, 0x4000, 0x7E00}) CHECK_FALSE(tags.source_of(16, bits).from_memory());
  CHECK_FALSE(tags.source_of(32, std::bit_cast<std::uint32_t>(1.5f)).from_memory());
  CHECK_THROWS_AS(sim::TagSpace({{"big", 16, 256, 256, false}}), std::invalid_argument);
}

TEST_CASE("provenance of the seed kernels: every WMMA slot holds the element its layout expects") {
  struct Seed {
    std::string what, file, launch, line;
  };
  const std::string matmul16 = " --provenance-shape 1=col --arg 0=" + f16("a16.npy", 16, 16) + " --arg 1=" +
                               f16("b16.npy", 16, 16) + " --arg 2=" + f32("c16.npy", 16, 16) + " --arg 3=" +
                               f32("d16.npy", 16, 16);
  const std::string gemm64 = "--grid 1,1 --block 128 --arg 0=" + f16("a64.npy", 64, 64) + " --arg 1=" +
                             f16("b64.npy", 64, 64) + " --arg 2=" + f32("c64.npy", 64, 64) +
                             " --arg 3=64 --arg 4=64 --arg 5=64";
  const std::vector<Seed> seeds{
      {"wmma_matmul gfx1201", "wmma_matmul.gfx1201.hsaco", "--grid 1 --block 32" + matmul16, "A ok, B ok, C ok"},
      {"wmma_matmul gfx1100", "wmma_matmul.gfx1100.hsaco", "--grid 1 --block 32" + matmul16, "A ok, B ok, C ok"},
      {"wmma_matmul gfx1201 wave64", "wmma_matmul.gfx1201.w64.hsaco", "--grid 1 --block 64" + matmul16, "A ok, B ok, C ok"},
      // The identity-WMMA transpose: x is A, the identity B is computed in registers (1.0 and 0.0 are no tags).
      {"wmma_movmatrix gfx1201", "wmma_movmatrix.gfx1201.hsaco",
       "--grid 1 --block 32 --arg 0=" + f16("x.npy", 16, 16) + " --arg 1=" + f16("xt.npy", 16, 16),
       "A ok, B computed, C computed"},
      {"wmma_movmatrix gfx1100", "wmma_movmatrix.gfx1100.hsaco",
       "--grid 1 --block 32 --arg 0=" + f16("x.npy", 16, 16) + " --arg 1=" + f16("xt.npy", 16, 16),
       "A ok, B computed, C computed"},
      {"gemm_lds_f16 gfx1201", "gemm_lds_f16.gfx1201.hsaco", gemm64, "A ok, B ok, C computed"},
      {"gemm_lds_f16 gfx1100", "gemm_lds_f16.gfx1100.hsaco", gemm64, "A ok, B ok, C computed"},
      // B comes from global_load_tr_b128 with K in the "contiguous eight" order, and A is loaded in the same order:
      // the same products as the layout's "runs of four", which provenance says instead of calling both wrong.
      {"gemm_tr_b128 gfx1201", "gemm_tr_b128.gfx1201.hsaco",
       gemm64,
       "A ok, B ok, C computed; A and B in K order contiguous (runs of 8) (the layout's own differs: the same "
       "products, summed in another order)"},
  };
  for (const Seed& seed : seeds) {
    CAPTURE(seed.what);
    const CommandResult result = run_cli(fmt::format("run {} --provenance {}", kernel(seed.file), seed.launch));
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    const std::vector<std::string> lines = provenance_lines(result);
    REQUIRE_FALSE(lines.empty());
    for (const std::string& line : lines) CHECK(line.ends_with(seed.line));
  }
}

TEST_CASE("provenance names each layout mistake and the line of the load that made it") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + f16("a16.npy", 16, 16) + " --arg 1=" +
                             f16("b16.npy", 16, 16) + " --arg 2=16 --arg 3=" + f32("d16.npy", 16, 16);
  const auto traced = [&](const std::string& kernel) {
    return run_cli(fmt::format("run {} --kernel {} --provenance {}", kBugs, kernel, launch));
  };
  const std::string wmma = fmt::format("provenance: {} v_wmma_f32_16x16x16_f16 ", at("wmma"));

  const CommandResult right = traced("wmma_right");
  INFO(right.out << right.err);
  CHECK(right.exit_code == 0);
  CHECK(provenance_lines(right) == std::vector<std::string>{wmma + "A ok, B ok, C computed"});

  const CommandResult transposed = traced("wmma_b_transposed");
  INFO(transposed.out << transposed.err);
  CHECK(transposed.exit_code == 6);
  CHECK(provenance_lines(transposed) ==
        std::vector<std::string>{wmma + fmt::format("A ok, B wrong: transpose (load at {}), C computed", at("b transposed"))});

  const CommandResult lanes = traced("wmma_lane_halves_swapped");
  INFO(lanes.out << lanes.err);
  CHECK(lanes.exit_code == 6);
  CHECK(provenance_lines(lanes) ==
        std::vector<std::string>{wmma + fmt::format("A wrong: lane-halves-swapped (load at {}), B ok, C computed", at("a load"))});

  const CommandResult k_halves = traced("wmma_k_halves_swapped");
  INFO(k_halves.out << k_halves.err);
  CHECK(k_halves.exit_code == 6);
  CHECK(provenance_lines(k_halves) ==
        std::vector<std::string>{wmma + fmt::format("A ok, B wrong: k-halves-swapped (load at {}), C computed", at("b k halves"))});
}

TEST_CASE("provenance: the grid, the JSON report and the SVG picture show each slot's source") {
  const fs::path json_path = kDir / "provenance.json", svg_path = kDir / "provenance.svg";
  const CommandResult result = run_cli(fmt::format(
      "run {} --kernel wmma_b_transposed --provenance --provenance-grid --provenance-report {} --provenance-svg {} "
      "--grid 1 --block 32 --arg 0={} --arg 1={} --arg 2=16 --arg 3={}",
      kBugs, json_path.string(), svg_path.string(), f16("a16.npy", 16, 16), f16("b16.npy", 16, 16),
      f32("d16.npy", 16, 16)));
  INFO(result.out << result.err);
  CHECK(result.exit_code == 6);
  // Lane 1 holds column 1 of B: k = 0..3 in v0 and v1. Transposed, it holds b[1][0..3] instead of b[0..3][1].
  CHECK(result.out.find("arg1[1,0]!") != std::string::npos);
  CHECK(result.out.find("arg0[0,0]") != std::string::npos);

  std::ifstream json_file(json_path);
  REQUIRE(json_file);
  const nlohmann::json report = nlohmann::json::parse(json_file);
  REQUIRE(report.size() == 1);
  const nlohmann::json& b = report[0]["operands"]["B"];
  CHECK(b["verdict"] == "wrong");
  CHECK(b["patterns"] == nlohmann::json::array({"transpose"}));
  CHECK(b["load"]["source"] == at("b transposed"));
  CHECK(b["wrong_elements"] == 240);  // every element off the diagonal
  CHECK(report[0]["operands"]["A"]["verdict"] == "ok");
  // Element (k = 0, n = 1) of B holds b[1][0] where b[0][1] belongs.
  CHECK(b["shown"]["elements"][1]["holds"] == "arg1[1,0]");
  CHECK(b["shown"]["elements"][1]["expected"] == "arg1[0,1]");

  std::ifstream svg_file(svg_path);
  REQUIRE(svg_file);
  const std::string svg((std::istreambuf_iterator<char>(svg_file)), std::istreambuf_iterator<char>());
  CHECK(svg.starts_with("<svg"));
  CHECK(svg.find("B[0][1] wants arg1[0,1], holds arg1[1,0]") != std::string::npos);
  CHECK(svg.find("#f4a6a6") != std::string::npos);  // wrong slots
  CHECK(svg.find("#c8ecc4") != std::string::npos);  // expected ones
}

TEST_CASE("provenance: options and launches it cannot trace get one clear line") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + f16("a16.npy", 16, 16) + " --arg 1=" +
                             f16("b16.npy", 16, 16) + " --arg 2=16 --arg 3=" + f32("d16.npy", 16, 16);
  const auto run = [&](const std::string& options) {
    return run_cli(fmt::format("run {} --kernel wmma_right {} {}", kBugs, launch, options));
  };
  CommandResult r = run("--provenance-grid");
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("need --provenance") != std::string::npos);
  r = run("--provenance --provenance-shape q=col");
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("no buffer argument is called 'q'") != std::string::npos);
  r = run("--provenance --provenance-shape 1=32x32");
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("32 x 32 elements, but the buffer holds 256") != std::string::npos);
  r = run("--provenance --provenance-at 0x4");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("provenance: no WMMA or SWMMAC executed at 0x4") != std::string::npos);
  r = run("--provenance --provenance-at " + std::to_string(marked_line(kSource, "wmma")));
  CHECK(r.exit_code == 0);
  CHECK(provenance_lines(r).size() == 1);
  // A problem too big for distinct 16-bit tags.
  r = run_cli(fmt::format("run {} --provenance --grid 8,8 --block 128 --arg 0={} --arg 1={} --arg 2={} --arg 3=512 "
                          "--arg 4=512 --arg 5=512",
                          kernel("gemm_lds_f16.gfx1201.hsaco"), f16("a512.npy", 512, 512), f16("b512.npy", 512, 512),
                          f32("c512.npy", 512, 512)));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("distinct 16-bit tags") != std::string::npos);
}
