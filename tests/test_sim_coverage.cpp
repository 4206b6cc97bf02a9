// Every instruction that appears in the code objects the simulator must run has a semantic function: all kernels
// built from kernels/ (both targets, wave64 included, and the -O0 builds) and every tests/data/hw-traces kernel
// (discover_ops included).
// The code objects are described by LLVM's tools (kernel_oracle.h); a missing function is named with its
// disassembly and the kernels that contain it.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "kernel_oracle.h"

using wmmasim::test::oracle_kernel;
namespace sim = wmmasim::sim;

namespace {

// mnemonic -> the code objects it is missing in
void collect_missing(const std::string& path, const std::string& name, const std::string& target,
                     std::map<std::string, std::set<std::string>>& missing, std::size_t& instructions) {
  const auto k = oracle_kernel(path, name, target);
  const sim::KernelProgram program(k.info, k.code);
  for (std::size_t i = 0; i < program.instruction_count(); ++i) {
    ++instructions;
    if (!program.is_implemented(i)) missing[program.describe(i)].insert(std::filesystem::path(path).filename());
  }
}

}  // namespace

TEST_CASE("every instruction of kernels/ and hw-traces has a semantic function") {
  std::map<std::string, std::set<std::string>> missing;
  std::size_t instructions = 0;
  std::size_t code_objects = 0;
  auto built = wmmasim::test::built_kernels();
  const auto debug_builds = wmmasim::test::built_kernels_O0();
  built.insert(built.end(), debug_builds.begin(), debug_builds.end());
  for (const auto& k : built) {
    collect_missing(k.path, k.name, k.target, missing, instructions);
    ++code_objects;
  }
  for (const std::string gpu : {"gfx1100", "gfx1201"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(WMMASIM_HW_TRACES_DIR) + "/" + gpu)) {
      if (entry.path().extension() != ".hsaco") continue;
      std::ifstream in(std::filesystem::path(entry.path()).replace_extension(".json"));
      const auto meta = nlohmann::json::parse(in);
      collect_missing(entry.path().string(), meta.at("kernel"), gpu, missing, instructions);
      ++code_objects;
    }
  }
  for (const auto& [instruction, where] : missing) {
    std::string objects;
    for (const std::string& o : where) objects += " " + o;
    FAIL_CHECK("no semantic function: " << instruction << " in" << objects);
  }
  MESSAGE(code_objects << " code objects, " << instructions << " instructions");
  CHECK(code_objects == built.size() + 21);
}
