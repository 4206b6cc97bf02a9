// Every instruction clang-19 emits for the HIP programs of examples/hip and tests/hip (as built, -O2, for every
// target they are built for: gfx1100 and gfx1201, all nine for the fat binaries; every translation unit and every
// kernel) has a semantic function: the programs run under `wmmasim exec` only reach the paths their inputs take; this checks every instruction of every kernel they contain.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/container.h"

namespace fs = std::filesystem;
namespace sim = wmmasim::sim;
namespace isa = wmmasim::isa;

namespace {

// Zero dwords between functions (a -fgpu-rdc link pads with them) and the deliberately excluded instructions
// (clang's abort() fallback puts s_sethalt after s_trap, which stops the run first) are not gaps.
bool padding_or_excluded(const sim::KernelProgram& program, std::size_t i) {
  const isa::DecodedInstruction& d = program.instruction(i);
  if (!d.valid()) return program.describe(i).find("[00000000]") != std::string::npos;
  for (const sim::SemanticExclusion& e : sim::excluded_semantics()) {
    if (e.semantic == d.record->semantic) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("every instruction of the HIP programs in examples/ and tests/ has a semantic function") {
  std::map<std::string, std::set<std::string>> missing;  // instruction -> programs
  std::size_t programs = 0, kernels = 0, instructions = 0;
  std::set<std::string> targets;
  for (const char* folder : {"examples/hip/bin", "tests/hip/bin"}) {
    const fs::path directory = fs::path(WMMASIM_BINARY_DIR) / folder;
    REQUIRE_MESSAGE(fs::is_directory(directory), directory.string() << " is missing: build the HIP programs");
    for (const auto& file : fs::directory_iterator(directory)) {
      if (!file.is_regular_file()) continue;
      std::vector<isa::CodeObjectEntry> entries;
      try {
        entries = isa::extract_code_objects(wmmasim::test::file_bytes(file.path()), file.path().string());
      } catch (const isa::CodeObjectError&) {
        continue;  // a program with no device code (the error_* programs fail before any kernel)
      }
      ++programs;
      for (const isa::CodeObjectEntry& entry : entries) {
        const isa::CodeObject object = isa::CodeObject::parse(entry.code_object, file.path().string());
        targets.insert(std::string(object.target().name));
        for (const isa::Kernel& k : object.kernels()) {
          const auto program = sim::KernelProgram::from_code_object(entry.code_object, k.name);
          ++kernels;
          for (std::size_t i = 0; i < program.instruction_count(); ++i) {
            ++instructions;
            if (program.is_implemented(i) || padding_or_excluded(program, i)) continue;
            missing[program.describe(i)].insert(file.path().filename().string());
          }
        }
      }
    }
  }
  for (const auto& [instruction, where] : missing) {
    std::string names;
    for (const std::string& n : where) names += " " + n;
    FAIL_CHECK("no semantic function: " << instruction << " in" << names);
  }
  MESSAGE(programs << " programs, " << kernels << " kernels, " << instructions << " instructions");
  CHECK(programs > 30);
  std::set<std::string> every_target;
  for (const wmmasim::isa::Target& t : wmmasim::isa::all_targets()) every_target.insert(std::string(t.name));
  CHECK(targets == every_target);  // the nine-target fat binaries reach every target
}
