// Every instruction clang-19 emits at -O0, -O2 and -O3 for the programs of kernels/, examples/hip and tests/ has a
// semantic function: no such program can stop with "not implemented by the simulator" or "undecodable". The code
// objects are listed in opt_levels.txt (cmake/WmmasimOptLevels.cmake: the normal build's plus device-only builds at
// the other levels); every function of every code object is decoded whole, reached or not.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "support.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/disassembler.h"

namespace fs = std::filesystem;
using namespace wmmasim;

namespace {

struct Listed {
  std::string level;   // O0, O2, O3
  std::string source;  // e.g. kernels/dpp_scan.hip
  std::string file;    // the code object, bundle or host object
};

std::vector<Listed> read_list(const std::string& path) {
  std::ifstream in(path);
  REQUIRE_MESSAGE(in, "missing " << path << " (cmake/WmmasimOptLevels.cmake writes it)");
  std::vector<Listed> listed;
  Listed l;
  while (in >> l.level >> l.source >> l.file) listed.push_back(l);
  return listed;
}

// What a program holds on purpose, reviewed: source, the instruction text's start, why it is not a gap.
struct Deliberate {
  std::string_view source;
  std::string_view instruction;
  std::string_view reason;
};
constexpr Deliberate kDeliberate[] = {
    {"tests/data/fault_probes.hip", ".long 0xffffffff (undecodable)",
     "undecodable_probe puts an invalid word in inline assembly to test the fault report"},
};

bool deliberate(const std::string& source, const std::string& what) {
  for (const Deliberate& d : kDeliberate) {
    if (d.source == source && what.starts_with(d.instruction)) return true;
  }
  return false;
}

// LLVM 19 lowers a trap on gfx11+ to s_trap 2, a doorbell interrupt and an `s_sethalt 5; s_branch -1` loop
// (SIInstrInfo::insertSimulatedTrap): the s_sethalt comes after s_trap, which stops the run first, so it is not a gap.
bool halt_after_trap(const isa::DecodedProgram& program, std::size_t k) {
  if (program.instructions[k].record->semantic != isa::Semantic::S_SETHALT) return false;
  for (std::size_t j = k; j > 0 && k - j < 12; --j) {
    if (program.instructions[j - 1].valid() && program.instructions[j - 1].record->semantic == isa::Semantic::S_TRAP) {
      return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("every instruction clang-19 emits at -O0, -O2 and -O3 for the project's programs has a semantic function") {
  const std::vector<Listed> listed = read_list(std::string(WMMASIM_BINARY_DIR) + "/opt_levels.txt");
  REQUIRE(listed.size() > 100);
  std::map<std::string, std::set<std::string>> sources_by_level;
  std::map<std::string, int> code_objects_by_level, instructions_by_level;
  std::set<isa::Semantic> keys;
  std::map<std::string, std::string> missing;  // what -> first place
  int halts_after_traps = 0;
  std::set<std::string> without_device_code;  // programs that only call the HIP API (device_query.hip)
  for (const Listed& l : listed) {
    const std::vector<std::byte> bytes = wmmasim::test::file_bytes(l.file);
    std::vector<isa::CodeObjectEntry> entries;
    try {
      entries = isa::extract_code_objects(bytes, l.file);
    } catch (const isa::CodeObjectError&) {
      without_device_code.insert(l.source + " -" + l.level);  // a host object without .hip_fatbin
    }
    for (const isa::CodeObjectEntry& entry : entries) {
      if (!entry.target) continue;
      std::optional<isa::CodeObject> loaded;
      try {
        loaded = isa::CodeObject::parse(entry.code_object, l.file);
      } catch (const isa::CodeObjectError&) {
        without_device_code.insert(l.source + " -" + l.level);  // a code object without kernels
        continue;
      }
      const isa::CodeObject& co = *loaded;
      sources_by_level[l.level].insert(l.source);
      ++code_objects_by_level[l.level];
      const isa::InstructionSet& set = isa::InstructionSet::get(co.target().family);
      for (const isa::Function& f : co.functions()) {
        const isa::DecodedProgram program = co.decode(f);
        for (std::size_t k = 0; k < program.instructions.size(); ++k) {
          const isa::DecodedInstruction& d = program.instructions[k];
          ++instructions_by_level[l.level];
          const std::string place = l.source + " -" + l.level + " " + std::string(co.target().name) + " " + f.name;
          if (!d.valid()) {
            const std::uint32_t word = co.code(f)[program.offsets[k] / 4];
            const std::string what = isa::disassemble(d, set, co.wave_size(), word) + " (undecodable)";
            if (!deliberate(l.source, what)) missing.emplace(what, place);
            continue;
          }
          if (halt_after_trap(program, k)) {
            ++halts_after_traps;
            continue;
          }
          for (const isa::InstructionRecord* r : {d.record, d.dual}) {
            if (r == nullptr) continue;
            keys.insert(r->semantic);
            if (!sim::has_semantic_function(r->semantic)) {
              missing.emplace(std::string(r->mnemonic) + " (" + std::string(isa::semantic_name(r->semantic)) + ")",
                              place);
            }
          }
        }
      }
    }
  }
  for (const auto& [level, sources] : sources_by_level) {
    std::cout << "opt levels -" << level << ": " << sources.size() << " sources, " << code_objects_by_level[level]
              << " code objects, " << instructions_by_level[level] << " instructions\n";
  }
  for (const std::string& s : without_device_code) std::cout << "opt levels: no device code in " << s << "\n";
  std::cout << "opt levels: " << halts_after_traps << " s_sethalt after s_trap (not reached)\n";
  std::cout << "opt levels: " << keys.size() << " distinct semantics keys, " << missing.size()
            << " without a semantic function\n";
  for (const auto& [what, place] : missing) std::cout << "  " << what << ": first in " << place << "\n";
  REQUIRE(sources_by_level.size() == 3);
  for (const auto& [level, sources] : sources_by_level) CHECK_MESSAGE(sources.size() >= 50, level);
  CHECK_MESSAGE(missing.empty(), missing.size() << " instructions clang-19 emits have no semantic function");
}
