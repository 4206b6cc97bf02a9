// Disassembly equality with llvm-objdump-19 for every code object the build makes from kernels/ (both targets, and
// wave64 where built): 100 % of the instructions must print identically.
#include <doctest/doctest.h>

#include <iostream>

#include "disasm_compare.h"
#include "wmmasim/isa/arch.h"

using namespace wmmasim;

TEST_CASE("every kernel in kernels/ disassembles equal to llvm-objdump-19") {
  const auto kernels = test::built_kernels();
  REQUIRE_FALSE(kernels.empty());
  for (const test::BuiltKernel& k : kernels) {
    const auto target = isa::find_target(k.target);
    REQUIRE(target);
    const auto lines = test::parse_objdump(test::objdump(k));
    REQUIRE_FALSE(lines.empty());
    const auto result = test::compare_with_objdump(lines, target->family, k.wave_size);
    std::cout << "coverage " << k.name << " " << k.target << " w" << k.wave_size << ": " << result.equal << "/"
              << result.compared() << " = " << result.coverage_percent() << "%\n";
    for (std::size_t i = 0; i < result.differences.size() && i < 20; ++i) {
      std::cout << "  " << result.differences[i] << "\n";
    }
    CHECK_MESSAGE(result.differences.empty(), k.path);
    CHECK(result.inside_rejected == 0);
    CHECK(result.compared() == static_cast<int>(lines.size()));  // objdump rejects nothing clang emits
  }
}
