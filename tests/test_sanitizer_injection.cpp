// Fault injection: how many bugs the sanitizer finds in real kernels. Each row of kInjections changes one line of a
// kernel of kernels/ the way a programmer gets it wrong (a barrier left out, a buffer index off, an accumulator never
// zeroed, an atomic written as a plain read-modify-write), builds the changed source with clang-19 as kernels/ are
// built, runs it on its kernels.json launch under every check and requires a report of the row's check naming the
// row's line. docs/sanitizer.md "Fault injection" is this table.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "kernel_runs.h"
#include "support.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/debuginfo/source_lines.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

struct Injection {
  const char* fault;   // the class of the injected bug (the table's rows)
  const char* kernel;  // kernels/<kernel>.hip and its manifest entry (wave32)
  const char* find;    // a text of the kernel's source, found once
  const char* replace;
  sim::CheckKind check;  // the check that must report it
  const char* at;        // a text on the line the report must name (in the changed source)
};

constexpr auto kRace = sim::CheckKind::Race;
constexpr auto kInit = sim::CheckKind::Init;
constexpr auto kMemory = sim::CheckKind::Memory;

const Injection kInjections[] = {
    // A barrier left out: the accesses it ordered race.
    {"missing barrier", "gemm_lds_f16", "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));\n  __syncthreads();",
     "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));", kRace, "a_frag[t] = load_fragment(&lds.a[buf]"},
    {"missing barrier", "gemm_lds_f16", "if (more) store_tile(lds, buf ^ 1, next);\n    __syncthreads();",
     "if (more) store_tile(lds, buf ^ 1, next);", kRace, "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"},
    {"missing barrier", "dpp_scan", "wave_sums[w] = x;\n  __syncthreads();", "wave_sums[w] = x;", kRace,
     "before += wave_sums[k]"},
    // LDS written where other waves still read in the same barrier interval.
    {"LDS race", "gemm_lds_f16", "if (more) store_tile(lds, buf ^ 1, next);", "if (more) store_tile(lds, buf, next);",
     kRace, "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"},
    {"LDS race", "gemm_lds_f16", "a_frag[t] = load_fragment(&lds.a[buf]", "a_frag[t] = load_fragment(&lds.a[buf ^ 1]",
     kRace, "a_frag[t] = load_fragment(&lds.a[buf ^ 1]"},
    {"LDS race", "dpp_scan", "if (lane == 0) __hip_atomic_fetch_max(&block_max, m, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);",
     "if (lane == 0) block_max = imax(block_max, m);", kRace, "if (lane == 0) block_max = imax(block_max, m);"},
    // A read-modify-write of one global word by every workgroup, without an atomic.
    {"global race across workgroups", "dpp_scan", "if (threadIdx.x == 0) maxv[blockIdx.x] = block_max;",
     "if (threadIdx.x == 0) maxv[0] = imax(maxv[0], block_max);", kRace, "maxv[0] = imax(maxv[0], block_max);"},
    {"global race across workgroups", "histogram", "__hip_atomic_fetch_add(&bins[v % 64], 1u, RELAXED_AGENT);",
     "bins[v % 64] += 1u;", kRace, "bins[v % 64] += 1u;"},
    {"global race across workgroups", "float_atomics", "__hip_atomic_fetch_add(&sums[0], v, RELAXED_AGENT);",
     "sums[0] += v;", kRace, "sums[0] += v;"},
    // Memory read before anything wrote it.
    {"uninitialised read", "dpp_scan", "if (lane == wave - 1) wave_sums[w] = x;",
     "if (lane == wave - 1 && w > 0) wave_sums[w] = x;", kInit, "before += wave_sums[k]"},
    {"uninitialised read", "dpp_scan", "if (threadIdx.x == 0) block_max = m;", "", kInit,
     "__hip_atomic_fetch_max(&block_max"},
    {"uninitialised read", "gemm_lds_f16", "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));",
     "store_tile(lds, 1, load_tile(a, b, N, K, m0, n0, 0));", kInit, "a_frag[t] = load_fragment(&lds.a[buf]"},
    // An index past the end of a buffer.
    {"out-of-bounds", "dpp_scan", "scan[i] = x + before;", "scan[i + 1] = x + before;", kMemory,
     "scan[i + 1] = x + before;"},
    {"out-of-bounds", "histogram", "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT)] = i;",
     "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT) + 1] = i;", kMemory, "order[__hip_atomic_fetch_add"},
    {"out-of-bounds", "gemm_lds_f16", "* N + n0 + wave_n + 16 * tn + lane_line] = acc[tm][tn][v];",
     "* N + N + n0 + wave_n + 16 * tn + lane_line] = acc[tm][tn][v];", kMemory, "* N + N + n0"},
};

const fs::path kDir = fs::temp_directory_path() / ("wmmasim_test_injection." + std::to_string(getpid()));

// The kernel's source with the row's change, written as <kDir>/kernels/<kernel>.hip (built with the source root mapped
// away, so that its lines read "kernels/<kernel>.hip" like the original's).
fs::path inject(const Injection& row) {
  std::string source = file_text(std::string(WMMASIM_SOURCE_DIR) + "/kernels/" + row.kernel + ".hip");
  const std::size_t found = source.find(row.find);
  REQUIRE_MESSAGE(found != std::string::npos, row.kernel << ".hip has no '" << row.find << "'");
  REQUIRE_MESSAGE(source.find(row.find, found + 1) == std::string::npos, row.kernel << ".hip has '" << row.find << "' twice");
  source.replace(found, std::string(row.find).size(), row.replace);
  const fs::path path = kDir / "kernels" / (std::string(row.kernel) + ".hip");
  fs::create_directories(path.parent_path());
  std::ofstream(path) << source;
  return path;
}

// "kernels/<kernel>.hip:<line>" of the first line of the changed source holding `text`.
std::string line_of(const fs::path& source, const std::string& kernel, const std::string& text) {
  std::ifstream in(source);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find(text) != std::string::npos) return fmt::format("kernels/{}.hip:{}", kernel, number);
  }
  FAIL("the changed " << kernel << ".hip has no line with '" << text << "'");
  return {};
}

fs::path build(const fs::path& source) {
  const fs::path output = fs::path(source).replace_extension(".gfx1201.hsaco");
  const CommandResult r = run_command(fmt::format(
      "{} -x hip --cuda-device-only -nogpulib -nogpuinc -O3 --no-gpu-bundle-output -std=c++20 -gline-tables-only "
      "-ffile-prefix-map={}/= --offload-arch=gfx1201 -I {}/kernels -c {} -o {}",
      WMMASIM_CLANG, kDir.string(), WMMASIM_SOURCE_DIR, source.string(), output.string()));
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return output;
}

const json& manifest_entry(const std::string& kernel) {
  for (const json& entry : kernel_manifest()) {
    if (entry.at("name") == kernel && entry.at("wave") == 32) return entry;
  }
  FAIL("no wave32 entry for " << kernel << " in kernels.json");
  static const json none;
  return none;
}

// The source lines of every site of every report of `check`, and of the fault when the run stopped at one (the
// memory check's report of an access outside every allocation): each site's line and the call sites it was inlined
// through (a race inside an inlined helper is found at the helper's line and at the kernel's line that calls it).
std::vector<std::string> reported_lines(const fs::path& code_object, const std::string& kernel, sim::CheckKind check) {
  const std::vector<std::byte> bytes = file_bytes(code_object);
  const sim::KernelProgram program = sim::KernelProgram::from_code_object(bytes, kernel);
  const auto lines = wmmasim::debuginfo::SourceLines::from_code_object(bytes);
  std::vector<std::string> found;
  const auto locate = [&](std::uint32_t pc) {
    const wmmasim::debuginfo::SourcePosition position = lines.at(program.info().debug_address(pc));
    for (std::size_t i = position.user_frame(); i < position.frames.size(); ++i) found.push_back(position.frames[i].file_line());
  };
  InputGenerator gen(1);
  std::vector<ArgumentData> args = make_arguments(manifest_entry(kernel), gen);
  sim::Sanitizer sanitizer(sim::CheckSet{true, true, true, true});
  sanitizer.begin_launch(kernel, program.info().target.family);
  sim::ExecutionOptions options;
  options.observer = &sanitizer;
  options.threads = 1;  // races between workgroups are seen in one stream
  try {
    sim::run_on_simulator(program, make_launch(program.info(), manifest_entry(kernel), args), options);
  } catch (const sim::MemoryFault& fault) {
    if (check == sim::CheckKind::Memory && fault.pc()) locate(*fault.pc());
  }
  sanitizer.end_launch();
  for (const sim::CheckReport& r : sanitizer.reports()) {
    if (r.kind != check) continue;
    for (const sim::CheckSite& site : r.sites) locate(site.pc);
  }
  return found;
}

}  // namespace

TEST_CASE("every injected fault is reported by its check at its line") {
  for (const Injection& row : kInjections) {
    CAPTURE(row.fault);
    CAPTURE(row.kernel);
    CAPTURE(row.replace);
    const fs::path source = inject(row);
    const std::string expected = line_of(source, row.kernel, row.at);
    const std::vector<std::string> found = reported_lines(build(source), row.kernel, row.check);
    std::string seen;
    for (const std::string& line : std::set<std::string>(found.begin(), found.end())) seen += " " + line;
    CHECK_MESSAGE(std::ranges::find(found, expected) != found.end(),
                  sim::check_kind_name(row.check) << " at " << expected << " not reported; reported at:" << seen);
  }
  fs::remove_all(kDir);
}
