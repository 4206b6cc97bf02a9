// `wmmasim exec --provenance` and the layout check (`--check`, `--check all`, `--check layout`) on a running HIP
// program (tests/data/layout_bugs.hip): one WMMA tile over two K steps written in both K orders (the layout's runs of
// four, and contiguous eight), each with a seeded layout mistake, and with B kept column-major on purpose. Every
// mistake is named on the right operand with the line of its load; a correct operand is never blamed; the correct
// variants report nothing; the layout check reports the same on stderr, by default. The expected lines are the marker
// comments in the source, and the expected K orders are written out from the layout formulas in layout_bugs.hip's
// header (AMD's RDNA4 ISA guide).
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "support.h"

using namespace wmmasim::test;
namespace fs = std::filesystem;

namespace {

const std::string kSource = std::string(WMMASIM_SOURCE_DIR) + "/tests/data/layout_bugs.hip";

// "layout_bugs.hip:N" of the line carrying `marker`.
std::string line_of(const std::string& marker) {
  std::ifstream in(kSource);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find("// marker: " + marker) != std::string::npos) return fmt::format("layout_bugs.hip:{}", number);
  }
  FAIL("no marker '" << marker << "' in " << kSource);
  return {};
}

// The provenance line of the one WMMA (stderr of exec --provenance).
std::string provenance_of(const std::string& arch, const std::string& variant) {
  const CommandResult r =
      run_cli(fmt::format("exec --arch {} --provenance -- {} {}", arch, WMMASIM_LAYOUT_BUGS, variant));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("layout_bugs " + variant + ": ran") != std::string::npos);
  const std::size_t start = r.err.find("provenance: ");
  REQUIRE(start != std::string::npos);
  const std::string line = r.err.substr(start, r.err.find('\n', start) - start);
  CHECK(line.find("v_wmma_") != std::string::npos);
  return line;
}

// The layout check's lines (stderr of exec --check KINDS; no KINDS: --check alone, the default set).
std::string layout_check(const std::string& arch, const std::string& variant, const std::string& kinds = "") {
  const CommandResult r = run_cli(fmt::format("exec --arch {} --check {} --check-exit-code 6 -- {} {}", arch, kinds,
                                              WMMASIM_LAYOUT_BUGS, variant));
  INFO(r.err);
  std::string lines;
  for (std::size_t at = r.err.find("layout: "); at != std::string::npos; at = r.err.find("layout: ", at + 1)) {
    lines += r.err.substr(at, r.err.find('\n', at) - at + 1);
  }
  CHECK(r.exit_code == (lines.empty() ? 0 : 6));
  return lines;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("exec --provenance: the correct tile in either K order, and on gfx11, reports every operand ok") {
  for (const std::string variant : {"runs4", "contiguous8"}) {
    CAPTURE(variant);
    const std::string line = provenance_of("gfx1201", variant);
    CHECK(has(line, "A ok, B ok"));
    CHECK_FALSE(has(line, "wrong"));
    CHECK(layout_check("gfx1201", variant).empty());
    CHECK(layout_check("gfx1201", variant, "all").empty());
    CHECK(layout_check("gfx1201", variant, "layout").empty());
  }
  // Contiguous eight is not the layout's own order: said once, as the same products.
  CHECK(has(provenance_of("gfx1201", "contiguous8"), "A and B in K order contiguous (runs of 8)"));
  CHECK_FALSE(has(provenance_of("gfx1201", "runs4"), "K order"));
  const std::string gfx11 = provenance_of("gfx1100", "gfx11");
  CHECK(has(gfx11, "A ok, B ok, C ok"));
  CHECK(layout_check("gfx1100", "gfx11").empty());
}

TEST_CASE("exec --provenance names each seeded mistake on its operand, with its load line, in either K order") {
  struct Seeded {
    std::string variant, wrong, right, mistake, marker;
  };
  const Seeded seeded[] = {
      {"runs4-b-transposed", "B", "A", "transpose", "B transposed"},
      {"contiguous8-b-transposed", "B", "A", "transpose", "B transposed"},
      {"runs4-b-lane-halves", "B", "A", "lane-halves-swapped", "B lane halves swapped"},
      {"contiguous8-b-lane-halves", "B", "A", "lane-halves-swapped", "B lane halves swapped"},
      {"runs4-a-k-halves", "A", "B", "k-halves-swapped", "A K halves swapped"},
      {"contiguous8-a-k-halves", "A", "B", "k-halves-swapped", "A K halves swapped"},
  };
  for (const Seeded& s : seeded) {
    CAPTURE(s.variant);
    const std::string line = provenance_of("gfx1201", s.variant);
    CAPTURE(line);
    const std::size_t wrong = line.find(s.wrong + " wrong: ");
    REQUIRE(wrong != std::string::npos);
    const std::string verdict = line.substr(wrong, line.find(", ", wrong) - wrong);
    CHECK(has(verdict, s.mistake));
    CHECK(has(verdict, "(load at "));
    CHECK(has(verdict, line_of(s.marker) + ")"));
    CHECK(has(line, s.right + " ok"));
    CHECK_FALSE(has(line, s.right + " wrong"));
    const std::string reported = layout_check("gfx1201", s.variant);
    CHECK(has(reported, s.wrong + " wrong: "));
    CHECK(has(reported, s.mistake));
    CHECK(has(reported, line_of(s.marker) + ")"));
    CHECK(reported == layout_check("gfx1201", s.variant, "all"));
    CHECK(reported == layout_check("gfx1201", s.variant, "layout"));
  }
}

TEST_CASE("exec --provenance and --check: a B kept column-major on purpose is judged so, not blamed") {
  // B stored N x K and read b[n * 32 + k]: a row-major reading of its buffer sees every tile transposed, a
  // column-major one sees each tile right and the two K tiles pairing with A's as a K loop does. The seeded
  // "B transposed" reads a row-major K x N B the same way inside each tile, but its second tile is not A's partner:
  // no storage order explains it (the test above).
  for (const std::string variant : {"runs4-b-col-major", "contiguous8-b-col-major"}) {
    CAPTURE(variant);
    const CommandResult r =
        run_cli(fmt::format("exec --arch gfx1201 --provenance -- {} {}", WMMASIM_LAYOUT_BUGS, variant));
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(has(r.err, "A ok, B ok"));
    CHECK_FALSE(has(r.err, "wrong"));
    CHECK(has(r.err, "provenance: arg1 is read column-major"));  // B, the second argument (no names without -g)
    CHECK(layout_check("gfx1201", variant).empty());
  }
}

TEST_CASE("exec --provenance: A and B in different K orders get both orders printed; C in the wrong OPSEL half") {
  const std::string differ = provenance_of("gfx1201", "orders-differ");
  // A in contiguous eight: the layout's K position p = 8 * (e / 4) + 4 * (L / 16) + e % 4 holds the kernel's
  // K 8 * (L / 16) + e, so positions 4-7 hold 8-11 and 8-11 hold 4-7; B in the layout's own order.
  CHECK(has(differ, "A and B do not share a K order: A holds K in the order 0 1 2 3 8 9 10 11 4 5 6 7 12 13 14 15, "
                    "B in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"));
  CHECK(has(differ, "k-order-not-shared"));
  CHECK(has(layout_check("gfx1201", "orders-differ"), "k-order-not-shared"));
  CHECK(has(layout_check("gfx1201", "orders-differ", "all"), "k-order-not-shared"));

  const std::string opsel = provenance_of("gfx1100", "gfx11-c-opsel-half");
  CAPTURE(opsel);
  CHECK(has(opsel, "A ok, B ok, C wrong: opsel-half (load at "));
  CHECK(has(opsel, line_of("C high half") + ")"));
  const std::string reported = layout_check("gfx1100", "gfx11-c-opsel-half");
  CHECK(has(reported, "C wrong: opsel-half"));
  CHECK(has(reported, line_of("C high half") + ")"));
  CHECK_FALSE(has(reported, "A wrong"));
  CHECK_FALSE(has(reported, "B wrong"));
  CHECK(reported == layout_check("gfx1100", "gfx11-c-opsel-half", "all"));
}

TEST_CASE("exec --provenance: a recorded launch replays with --provenance; options it cannot take get one line") {
  const fs::path dir = fs::temp_directory_path() / fmt::format("wmmasim_test_exec_provenance.{}", getpid());
  fs::remove_all(dir);
  const CommandResult recorded =
      run_cli(fmt::format("exec --arch gfx1201 --record {} -- {} contiguous8-b-transposed", dir.string(), WMMASIM_LAYOUT_BUGS));
  REQUIRE(recorded.exit_code == 0);
  const CommandResult replayed = run_cli(fmt::format("run --replay {}/launch-0000 --provenance", dir.string()));
  INFO(replayed.err);
  CHECK(replayed.exit_code == 6);
  CHECK(has(replayed.out, "B wrong: transpose (load at "));
  CHECK(has(replayed.out, line_of("B transposed") + ")"));
  CHECK(has(replayed.out, "A ok"));
  CHECK_FALSE(has(replayed.out, "line tables"));

  // The same case without line tables (the code object's debug sections stripped, as a program built without -g
  // has it): instructions and loads are named by pc, and the report says how to get lines.
  const fs::path code_object = dir / "launch-0000" / "code_object.hsaco";
  REQUIRE(run_command(fmt::format("{} --strip-debug {}", WMMASIM_OBJCOPY, code_object.string())).exit_code == 0);
  const CommandResult stripped = run_cli(fmt::format("run --replay {}/launch-0000 --provenance", dir.string()));
  INFO(stripped.err);
  CHECK(stripped.exit_code == 6);
  CHECK(has(stripped.out, "B wrong: transpose (load at pc 0x"));
  CHECK_FALSE(has(stripped.out, "layout_bugs.hip:"));
  CHECK(has(stripped.out, "the program has no line tables, so instructions are named by pc: build it with "
                          "-gline-tables-only for source lines"));

  const fs::path svg = dir / "provenance.svg";
  const CommandResult pictured = run_cli(fmt::format("exec --arch gfx1201 --provenance --provenance-svg {} -- {} runs4-b-transposed",
                                                     svg.string(), WMMASIM_LAYOUT_BUGS));
  CHECK(pictured.exit_code == 0);
  std::ifstream in(svg);
  const std::string picture((std::istreambuf_iterator<char>(in)), {});
  CHECK(has(picture, "<svg"));

  const CommandResult shaped =
      run_cli(fmt::format("exec --provenance --provenance-shape a=16x16 -- {} runs4", WMMASIM_LAYOUT_BUGS));
  CHECK(shaped.exit_code == 2);
  CHECK(has(shaped.err, "takes no --provenance-shape"));
  fs::remove_all(dir);
}

TEST_CASE("exec: the program before '--', --max-instructions, and exit code 6 in the top-level help") {
  const CommandResult no_separator = run_cli(fmt::format("exec --arch gfx1201 {} runs4", WMMASIM_LAYOUT_BUGS));
  CHECK(no_separator.exit_code == 2);
  CHECK(has(no_separator.err, fmt::format("put the program after '--': wmmasim exec [options] -- {}", WMMASIM_LAYOUT_BUGS)));
  CHECK(std::count(no_separator.err.begin(), no_separator.err.end(), '\n') == 1);

  // The budget message a runaway kernel gets names --max-instructions: exec takes it.
  const CommandResult budget =
      run_cli(fmt::format("exec --arch gfx1201 --max-instructions 10 -- {} runs4", WMMASIM_LAYOUT_BUGS));
  CHECK(budget.exit_code != 0);
  CHECK(has(budget.err, "executed 10 instructions without ending"));
  CHECK(has(budget.err, "--max-instructions"));

  const CommandResult help = run_cli("--help");
  CHECK(has(help.out, "6 run --check/--provenance"));
}

TEST_CASE("exec --provenance on an ordinary program: a 2x2-tile GEMM with leading dimension 32, printf printed once") {
  // tests/data/hip_app.hip: wmma_gemm on 32 x 32 f16 matrices (four tiles, read with leading dimension 32), then
  // axpy and report, which prints four values with device printf.
  const std::string app = std::string(WMMASIM_HIP_APP_DIR) + "/wmmasim_hip_app";
  for (const std::string arch : {"gfx1201", "gfx1100"}) {
    CAPTURE(arch);
    const CommandResult r = run_cli(fmt::format("exec --arch {} --provenance -- {}", arch, app));
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(has(r.err, "launch-0000 wmma_gemm (grid 2x2x1, block 32x1x1):\nprovenance: "));
    CHECK(has(r.err, "hip_app.hip:"));
    CHECK(has(r.err, " A ok, B ok, C computed\n"));
    CHECK(has(r.err, "launch-0001 axpy<float> (grid 1x1x1, block 64x1x1):\nprovenance: the launch executed no WMMA"));
    // The shadow launches' printf (of tags) is not printed: the program's own four lines only.
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 5);
    CHECK(has(r.out, "PASS: 0 of 1024 elements wrong"));
  }
}

TEST_CASE("WMMASIM_PROVENANCE: the runtime records, the wmmasim beside it traces, for a program another tool starts") {
  // `env` stands for the other tool: exec only puts the runtime on the library path; the variable does the rest.
  const CommandResult r = run_cli(fmt::format("exec --arch gfx1201 -- env WMMASIM_PROVENANCE=1 {} contiguous8-b-transposed",
                                              WMMASIM_LAYOUT_BUGS));
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(r.out == "layout_bugs contiguous8-b-transposed: ran\n");  // the report goes to stderr
  CHECK(has(r.err, "provenance of wmma_gfx12<1, 1, 1> ("));
  CHECK(has(r.err, "A ok, B wrong: transpose (load at "));
  CHECK(has(r.err, line_of("B transposed") + ")"));

  const CommandResult right =
      run_cli(fmt::format("exec --arch gfx1201 -- env WMMASIM_PROVENANCE=1 {} runs4", WMMASIM_LAYOUT_BUGS));
  CHECK(right.exit_code == 0);
  CHECK(has(right.err, "A ok, B ok"));
  CHECK_FALSE(has(right.err, "wrong"));
}
