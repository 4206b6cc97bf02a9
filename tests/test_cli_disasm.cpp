// `wmmasim disasm`: its listing lines equal llvm-objdump-19's (text, address, dwords, branch target) for every kernel
// built from kernels/; bad input is one line on stderr, exit code 2, nothing on stdout.
#include <unistd.h>
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>

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

TEST_CASE("wmmasim disasm lists every kernel as llvm-objdump-19 does") {
  for (const test::BuiltKernel& k : test::built_kernels()) {
    CAPTURE(k.path);
    const auto r = test::run_cli("disasm " + k.path);
    REQUIRE(r.exit_code == 0);
    const auto ours = listing_lines(r.out);
    const auto llvm = listing_lines(test::objdump(k));
    REQUIRE_FALSE(ours.empty());
    for (const auto& [address, line] : ours) {
      REQUIRE(llvm.contains(address));
      CHECK(line == llvm.at(address));
    }
  }
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
