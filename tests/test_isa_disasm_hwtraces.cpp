// Disassembly equality with llvm-objdump-19 on the code objects recorded on real GPUs (tests/data/hw-traces): LLVM
// code objects from tinygrad and hand-assembled ones, including discover_ops (almost every opcode, with fields LLVM
// rejects: objdump prints those dwords as .long, and only what objdump decodes is compared).
#include <doctest/doctest.h>

#include <filesystem>
#include <iostream>

#include "disasm_compare.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/code_object.h"

namespace fs = std::filesystem;
using namespace wmmasim;

TEST_CASE("every hw-traces code object disassembles equal to llvm-objdump-19") {
  const fs::path root = fs::path(WMMASIM_HW_TRACES_DIR);
  if (!fs::exists(root)) {
    MESSAGE("skipped: " << root << " is not available on this machine");
    return;
  }
  int objects = 0;
  for (const char* cpu : {"gfx1100", "gfx1201"}) {
    const auto target = isa::find_target(cpu);
    REQUIRE(target);
    for (const auto& entry : fs::directory_iterator(root / cpu)) {
      if (entry.path().extension() != ".hsaco") continue;
      ++objects;
      const auto lines = test::parse_objdump(test::objdump_file(entry.path().string(), cpu, 32));
      REQUIRE_FALSE(lines.empty());
      const auto result = test::compare_with_objdump(lines, target->family, 32);
      std::cout << "coverage " << cpu << "/" << entry.path().filename().string() << ": " << result.equal << "/"
                << result.compared() << " = " << result.coverage_percent() << "%; LLVM rejects "
                << result.decoded_where_llvm_rejects << " instructions wmmasim decodes (" << result.inside_rejected
                << " objdump lines inside them not compared)\n";
      // The decoder tolerates what LLVM rejects (unused fields set, RDNA3.5 SALU float, encodings LLVM 19 lacks):
      // every instruction from the entry point to s_endpgm decodes.
      const isa::CodeObject co = isa::CodeObject::load(entry.path().string());
      for (const isa::Kernel& k : co.kernels()) {
        for (const isa::DecodedInstruction& d : co.decode(k).instructions) {
          REQUIRE(d.valid());
          if (d.record->semantic == isa::Semantic::S_ENDPGM) break;
        }
      }
      for (std::size_t i = 0; i < result.differences.size() && i < 20; ++i) {
        std::cout << "  " << result.differences[i] << "\n";
      }
      CHECK_MESSAGE(result.differences.empty(), entry.path().string());
    }
  }
  CHECK(objects == 21);
}
