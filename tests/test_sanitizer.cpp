// The kernel sanitizer (wmmasim/check/sanitizer.h, `wmmasim run --check`): each seeded bug of
// tests/data/sanitizer_bugs.hip is reported by the right check at the right source line, its fixed twin is not, and
// the kernels of kernels/ run without a single report (no false positives).
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "kernel_runs.h"
#include "support.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/io/npy.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

const fs::path kDir = fs::temp_directory_path() / ("wmmasim_test_sanitizer." + std::to_string(getpid()));
const std::string kBugs = WMMASIM_SANITIZER_BUGS;
const std::string kSource = "tests/data/sanitizer_bugs.hip";

std::string at(const std::string& marker) { return fmt::format("{}:{}", kSource, marked_line(kSource, marker)); }

// "@path" of a .npy of `shape` elements of `dtype`, all bytes `fill`.
std::string buffer(const std::string& name, sim::NpyDtype dtype, std::vector<std::size_t> shape, std::uint8_t fill = 0) {
  return npy_arg(kDir, name, dtype, shape, fill);
}

CommandResult run_checked(const std::string& kernel, const std::string& check, const std::string& launch) {
  return run_cli(fmt::format("run {} --kernel {} --check {} {}", kBugs, kernel, check, launch));
}

// The stderr lines that start with "<check>:".
std::vector<std::string> reports(const CommandResult& result, const std::string& check) {
  return lines_starting_with(result.err, check + ":");
}

// Whether a report line is found at `where` ("file:line", followed by ':' or by its inlined chain in parentheses).
bool reported_at(const std::string& line, const std::string& check, const std::string& where) {
  const std::string head = check + ": " + where;
  return line.starts_with(head + ":") || line.starts_with(head + " (");
}

bool has_report(const CommandResult& result, const std::string& check, const std::string& where, const std::string& text) {
  for (const std::string& line : reports(result, check)) {
    if (reported_at(line, check, where) && line.find(text) != std::string::npos) return true;
  }
  return false;
}

// The line of the marker comment in `source` (a path from the source directory) as "source:line".
std::string marked(const std::string& source, const std::string& marker) {
  return fmt::format("{}:{}", source, marked_line(source, marker));
}

}  // namespace

TEST_CASE("race: a tiled LDS GEMM without the barrier between storing a tile and reading it") {
  const std::string launch = "--grid 2,2 --block 16,16 --arg 0=" + buffer("a.npy", sim::NpyDtype::Float32, {32, 32}) +
                             " --arg 1=" + buffer("b.npy", sim::NpyDtype::Float32, {32, 32}) + " --arg 2=" +
                             buffer("c.npy", sim::NpyDtype::Float32, {32, 32}) + " --arg 3=32";
  const CommandResult buggy = run_checked("gemm_no_barrier", "race", launch);
  INFO(buggy.err);
  CHECK(buggy.exit_code == 6);
  // Waves run one after another up to the barrier that ends the iteration: wave 0 reads the B tile before wave 1
  // stores its rows of it, so the race shows at the store (write) against the earlier read, or the other way round.
  bool found = false;
  for (const std::string& line : reports(buggy, "race")) {
    found |= line.find("LDS race") != std::string::npos &&
             ((reported_at(line, "race", at("b tile store")) && line.find("at " + at("tile load")) != std::string::npos) ||
              (reported_at(line, "race", at("tile load")) && line.find("at " + at("b tile store")) != std::string::npos));
  }
  CHECK(found);
  const CommandResult fixed = run_checked("gemm_barrier", "race", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "race").empty());
}

TEST_CASE("init: a WMMA whose accumulator was never zeroed") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + buffer("a16.npy", sim::NpyDtype::Float16, {16, 16}) +
                             " --arg 1=" + buffer("b16.npy", sim::NpyDtype::Float16, {16, 16}) + " --arg 2=" +
                             buffer("d.npy", sim::NpyDtype::Float32, {16, 16});
  const CommandResult buggy = run_checked("wmma_unzeroed", "init", launch);
  INFO(buggy.err);
  CHECK(buggy.exit_code == 6);
  CHECK(has_report(buggy, "init", at("wmma"), "read of a register no instruction wrote"));
  const CommandResult fixed = run_checked("wmma_zeroed", "init", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "init").empty());
}

TEST_CASE("init: a read of LDS nothing wrote in this launch") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + buffer("out64.npy", sim::NpyDtype::Float32, {64});
  const CommandResult buggy = run_checked("lds_half_written", "init", launch);
  INFO(buggy.err);
  CHECK(buggy.exit_code == 6);
  CHECK(has_report(buggy, "init", at("lds read"), "read of LDS never written in this launch"));
  const CommandResult fixed = run_checked("lds_all_written", "init", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "init").empty());
}

TEST_CASE("sync: a barrier inside a lane-dependent branch") {
  const std::string launch = "--grid 1 --block 64 --arg 0=" + buffer("out64.npy", sim::NpyDtype::Float32, {64});
  const CommandResult buggy = run_checked("barrier_divergent", "sync", launch);
  INFO(buggy.err);
  CHECK(buggy.exit_code == 6);
  CHECK(has_report(buggy, "sync", at("divergent barrier"), "barrier under divergent control flow"));
  // Wave 1 never reaches the barrier but ends, which releases wave 0 from it (as on hardware): not a report of its own.
  CHECK(buggy.err.find("never reach") == std::string::npos);
  const CommandResult fixed = run_checked("barrier_uniform", "sync", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "sync").empty());
}

TEST_CASE("sync: two waves released from one barrier at two places in the code, named at the program's lines") {
  // The barrier is __syncthreads() of the HIP headers, inlined from /usr/include/hip/amd_detail/: the report names the
  // program's line that calls it (in the kernel itself: no inlined chain follows).
  const std::string app = WMMASIM_SANITIZER_APP;
  const std::string source = "tests/data/sanitizer_app.hip";
  const CommandResult result = run_cli("exec --check sync --check-exit-code 7 -- " + app + " split_barrier");
  INFO(result.err);
  CHECK(result.exit_code == 7);
  const std::vector<std::string> found = reports(result, "sync");
  REQUIRE(found.size() == 1);
  CHECK(found[0].starts_with("sync: " + marked(source, "first barrier") + ": "));
  CHECK(found[0].find("barrier some live waves of the workgroup never reach: wait by wave 0 (s_barrier) vs wait by "
                      "wave 1 (s_barrier) at " + marked(source, "second barrier")) != std::string::npos);
  CHECK(found[0].find("/usr/include") == std::string::npos);
}

TEST_CASE("memory: a misaligned LDS atomic is reported, a misaligned plain store is not (unaligned mode)") {
  const std::string launch = "--grid 1 --block 32 --arg 0=2 --arg 1=" + buffer("counts.npy", sim::NpyDtype::Int32, {32});
  const CommandResult atomic = run_checked("atomic_at", "all", launch);
  INFO(atomic.err);
  CHECK(atomic.exit_code == 6);
  CHECK(has_report(atomic, "memory", at("misaligned atomic"), "misaligned atomic"));
  CHECK(atomic.err.find("4-byte atomic on LDS at 0x2, not a multiple of 4") != std::string::npos);
  const CommandResult plain = run_checked("store_at", "all", launch);
  INFO(plain.err);
  CHECK(plain.exit_code == 0);
  CHECK(plain.err.find("memory:") == std::string::npos);
}

TEST_CASE("sync: a register read before its load arrived (no s_wait_loadcnt)") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + buffer("in.npy", sim::NpyDtype::Int32, {32}) +
                             " --arg 1=" + buffer("out.npy", sim::NpyDtype::Int32, {32});
  const CommandResult buggy = run_checked("use_before_wait", "sync", launch);
  INFO(buggy.err);
  CHECK(buggy.exit_code == 6);
  CHECK(has_report(buggy, "sync", at("use before wait"), "register read before its load arrived"));
  const CommandResult fixed = run_checked("use_after_wait", "sync", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "sync").empty());
}

TEST_CASE("memory: a loop that loads one row past the matrix") {
  const std::string launch = "--grid 1 --block 16 --arg 0=" + buffer("m.npy", sim::NpyDtype::Float32, {16, 16}) +
                             " --arg 1=" + buffer("sums.npy", sim::NpyDtype::Float32, {16}) + " --arg 2=16";
  const CommandResult buggy = run_checked("rows_off_by_one", "memory", launch);
  INFO(buggy.err);
  // The extra row lies in the rest of the matrix's 4 KiB page: a GPU reads it without a fault, so the run goes on
  // (exit 6: a check reported) and the report names the allocation and how far past its end the access reaches.
  CHECK(buggy.exit_code == 6);
  CHECK(has_report(buggy, "memory", at("row load"), "out-of-bounds global access"));
  CHECK(buggy.err.find("4-byte read at 0x100000400, ending 4 bytes past the end of 'argument 0' [0x100000000, "
                       "0x100000400) (1024 bytes), inside its last mapped page") != std::string::npos);
  const CommandResult fixed = run_checked("rows_in_bounds", "memory", launch);
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "memory").empty());
}

TEST_CASE("init: a HIP program reads hipMalloc memory it never wrote (wmmasim exec)") {
  const std::string app = WMMASIM_SANITIZER_APP;
  const std::string where = fmt::format("tests/data/sanitizer_app.hip:{}", [] {
    std::ifstream in(std::string(WMMASIM_SOURCE_DIR) + "/tests/data/sanitizer_app.hip");
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      if (line.find("// marker: uninitialised read") != std::string::npos) return number;
    }
    return 0;
  }());
  const CommandResult buggy = run_cli("exec --check init -- " + app + " uninitialised");
  INFO(buggy.err);
  CHECK(buggy.exit_code == 0);  // the program's own exit code
  CHECK(has_report(buggy, "init", where, "read of device memory never written"));
  CHECK(run_cli("exec --check init --check-exit-code 7 -- " + app + " uninitialised").exit_code == 7);
  const CommandResult fixed = run_cli("exec --check all --check-exit-code 7 -- " + app + " copied");
  INFO(fixed.err);
  CHECK(fixed.exit_code == 0);
  CHECK(reports(fixed, "init").empty());
}

TEST_CASE("--check: the report file, and bad kinds") {
  const std::string launch = "--grid 1 --block 32 --arg 0=" + buffer("in.npy", sim::NpyDtype::Int32, {32}) +
                             " --arg 1=" + buffer("out.npy", sim::NpyDtype::Int32, {32});
  const fs::path report = kDir / "checks.json";
  const CommandResult result =
      run_checked("use_before_wait", "all", launch + " --check-report " + report.string());
  CHECK(result.exit_code == 6);
  std::ifstream in(report);
  const json parsed = json::parse(in);
  CHECK(parsed.at("checks").size() == 4);
  bool found = false;
  for (const json& r : parsed.at("reports")) {
    if (r.at("check") != "sync") continue;
    found = true;
    CHECK(r.at("problem") == "register read before its load arrived");
    CHECK(r.at("sites").size() == 2);
    CHECK(r.at("sites")[0].at("source") == at("use before wait"));
    // add_one<false> is inlined into the kernel use_before_wait.
    CHECK(r.at("sites")[0].at("inlined").get<std::string>().starts_with("add_one"));
    CHECK(r.at("sites")[0].at("inlined").get<std::string>().find(", inlined at " + kSource + ":") != std::string::npos);
    CHECK(r.at("count").get<int>() >= 1);
  }
  CHECK(found);
  const CommandResult bad = run_checked("use_before_wait", "races", launch);
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("unknown check 'races'") != std::string::npos);
}

// No false positives: every kernel of kernels/ on its manifest launch, on both targets, and the -O0 builds (scratch,
// calls, spills) for gfx1201, passes every check. The timing microkernels (a loop of one matrix instruction each)
// are left to the full run of docs/sanitizer.md: they would make this test minutes long.
TEST_CASE("the kernels of kernels/ pass every check") {
  std::uint32_t seed = 1;
  std::vector<BuiltKernel> kernels = built_kernels();
  for (const BuiltKernel& k : built_kernels_O0()) {
    if (k.target == "gfx1201") kernels.push_back(k);
  }
  int checked = 0;
  for (const json& entry : kernel_manifest()) {
    const std::string name = entry.at("name");
    if (name.starts_with("mb_")) continue;
    for (const BuiltKernel& k : kernels) {
      if (k.name != name || k.wave_size != entry.at("wave").get<int>()) continue;
      CAPTURE(k.path);
      const OracleKernel kernel = oracle_kernel(k.path, name, k.target);
      InputGenerator gen(seed++);
      std::vector<ArgumentData> args = make_arguments(entry, gen);
      sim::Sanitizer sanitizer(sim::CheckSet{true, true, true, true});
      sanitizer.begin_launch(kernel.info.name, kernel.info.target.family);
      sim::ExecutionOptions options;
      options.observer = &sanitizer;
      try {
        run_kernel(kernel, entry, args, options);
      } catch (const sim::MemoryFault&) {
        continue;  // random inputs a kernel takes as indices (histogram bins): not what this test is about
      }
      sanitizer.end_launch();
      for (const sim::CheckReport& r : sanitizer.reports()) {
        FAIL_CHECK(sim::render_report(r, [](std::uint32_t pc) { return sim::CheckSource{fmt::format("pc {:#x}", pc), ""}; }));
      }
      ++checked;
    }
  }
  CHECK(checked > 30);
  fs::remove_all(kDir);
}
