// `wmmasim disasm`: its listing equals llvm-objdump-19's (function labels; instruction text, address, dwords, branch
// target) for every function of every code object built from kernels/ and of the HIP program tests/data/hip_app.hip
// (kernels, a non-inlined device function, printf's helpers), and names which kernel calls which; bad input is one
// line on stderr, exit code 2, nothing on stdout.
#include <unistd.h>
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "disasm_compare.h"

namespace fs = std::filesystem;
using namespace wmmasim;

namespace {

// Instruction lines of a listing, keyed by address, whitespace-normalised.
std::map<std::uint64_t, std::string> listing_lines(const std::string& listing) {
  std::map<std::uint64_t, std::string> lines;
  std::istringstream in(listing);
  std::string line;
  while (std::getline(in, line)) {
    const auto comment = line.find("// ");
    if (line.empty() || line[0] != '\t' || comment == std::string::npos) continue;
    const std::uint64_t address = std::stoull(line.substr(comment + 3, 12), nullptr, 16);
    lines[address] = test::normalise_whitespace(line.substr(0, comment)) + " // " +
                     test::normalise_whitespace(line.substr(comment + 3));
  }
  return lines;
}

// The function labels of a listing: "0000000000001a00 <_Z6helperf>:".
std::set<std::string> labels(const std::string& listing) {
  std::set<std::string> result;
  std::istringstream in(listing);
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() > 18 && line[16] == ' ' && line[17] == '<' && line.ends_with(">:")) result.insert(line);
  }
  return result;
}

// Ours and llvm-objdump-19's listing of one code object: the same labels, the same instruction lines. objdump also
// prints the padding outside every symbol: `s_nop 0` aligning the next function, and the s_code_end after the last
// one (gfx10+ pads .text for the instruction prefetch); those lines are the only ones allowed to be missing from ours.
void check_same_listing(const std::string& ours_text, const std::string& llvm_text) {
  CHECK(labels(ours_text) == labels(llvm_text));
  const auto ours = listing_lines(ours_text);
  const auto llvm = listing_lines(llvm_text);
  REQUIRE_FALSE(ours.empty());
  for (const auto& [address, line] : llvm) {
    CAPTURE(line);
    if (!ours.contains(address)) {
      CHECK((line.starts_with("s_code_end ") || line.starts_with("s_nop 0 ")));
      continue;
    }
    CHECK(ours.at(address) == line);
  }
  for (const auto& [address, line] : ours) CHECK(llvm.contains(address));
}

void check_bad_input(const std::string& args, const std::string& expected_fragment) {
  CAPTURE(args);
  const auto r = test::run_cli("disasm " + args);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.starts_with("wmmasim: error: "));
  CHECK(r.err.find(expected_fragment) != std::string::npos);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

}  // namespace

TEST_CASE("wmmasim disasm lists every function of every code object as llvm-objdump-19 does") {
  for (const test::BuiltKernel& k : test::built_kernels()) {
    CAPTURE(k.path);
    const auto r = test::run_cli("disasm " + k.path);
    REQUIRE(r.exit_code == 0);
    check_same_listing(r.out, test::objdump(k));
  }
}

TEST_CASE("wmmasim disasm of a HIP program: both targets, device functions and printf's helpers, who calls whom") {
  const std::string app = std::string(WMMASIM_HIP_APP_DIR) + "/wmmasim_hip_app";
  const fs::path dir = fs::temp_directory_path() / ("wmmasim_disasm_app." + std::to_string(getpid()));
  fs::create_directories(dir);
  for (const std::string target : {"gfx1100", "gfx1201"}) {
    CAPTURE(target);
    // The reference: the code object clang-offload-bundler-19 unbundles from the dumped .hip_fatbin, objdump'd.
    const std::string fatbin = (dir / "fatbin").string(), co = (dir / (target + ".co")).string();
    REQUIRE(test::run_command(std::string(WMMASIM_OBJCOPY) + " --dump-section .hip_fatbin=" + fatbin + " " + app +
                              " " + (dir / "rest").string()).exit_code == 0);
    REQUIRE(test::run_command(std::string(WMMASIM_OFFLOAD_BUNDLER) + " --unbundle --type=o --input=" + fatbin +
                              " --targets=hipv4-amdgcn-amd-amdhsa--" + target + " --output=" + co).exit_code == 0);
    const std::string llvm = test::run_command(std::string(WMMASIM_OBJDUMP) + " -d --mcpu=" + target + " " + co).out;
    const auto r = test::run_cli("disasm " + app + " --arch " + target);
    REQUIRE(r.exit_code == 0);
    check_same_listing(r.out, llvm);
    CHECK(r.out.find("; kernel report(float const*, int) (" + target + " wave32)") != std::string::npos);
    CHECK(r.out.find("; device function saxpy_element(float, float, float) (") != std::string::npos);
    CHECK(r.out.find("; called by axpy<float>\n") != std::string::npos);
    CHECK(r.out.find("; device function __ockl_hostcall_internal (") != std::string::npos);
    // printf's helpers: report calls them, and they call __ockl_hostcall_internal.
    const std::size_t report = r.out.find("; kernel report(");
    const std::size_t calls = r.out.find("; calls ", report);
    CHECK(calls < r.out.find("<_Z6reportPKfi>:"));
    CHECK(labels(r.out).size() > 5);

    // --kernel: one kernel and what it reaches.
    const auto one = test::run_cli("disasm " + app + " --arch " + target + " --kernel axpy");
    CHECK(labels(one.out).size() == 2);
    CHECK(one.out.find("<_Z4axpyIfEvT_PKS0_PS0_i>:") != std::string::npos);
  }
  // Without --arch: every code object of the file.
  const auto both = test::run_cli("disasm " + app);
  CHECK(both.out.find(app + " (hipv4-amdgcn-amd-amdhsa--gfx1100): gfx1100 (gfx11), 3 kernels, ") != std::string::npos);
  CHECK(both.out.find(app + " (hipv4-amdgcn-amd-amdhsa--gfx1201): gfx1201 (gfx12), 3 kernels, ") != std::string::npos);
  check_bad_input(app + " --arch gfx1200", "has no code object for gfx1200, only for gfx1100, gfx1201");
  fs::remove_all(dir);
}

TEST_CASE("wmmasim disasm --kernel lists one kernel; bad input exits 2 with one line") {
  const auto kernels = test::built_kernels();
  REQUIRE_FALSE(kernels.empty());
  const std::string path = kernels.front().path;
  const auto one = test::run_cli("disasm " + path + " --kernel " + kernels.front().name);
  CHECK(one.exit_code == 0);
  CHECK(one.out.find("<" + kernels.front().name + ">:") != std::string::npos);

  check_bad_input("/nonexistent.hsaco", "cannot read the file");
  check_bad_input(path + " --kernel no_such_kernel", "no kernel 'no_such_kernel'");
  check_bad_input(std::string(WMMASIM_SOURCE_DIR) + "/README.md", "not an ELF file");
  check_bad_input("", "no code object given");
  const fs::path truncated = fs::temp_directory_path() / ("wmmasim_truncated." + std::to_string(getpid()) + ".hsaco");
  {
    std::ifstream in(path, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), {});
    std::ofstream(truncated, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  }
  check_bad_input(truncated.string(), truncated.string() + ": ");
  fs::remove(truncated);
  CHECK(test::run_cli("disasm --help").exit_code == 0);
}
