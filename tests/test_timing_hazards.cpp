// The WMMA hazard checker against LLVM: code assembled by hand with llvm-mc-19 that omits the v_nop LLVM's
// GCNHazardRecognizer::fixWMMAHazards would insert is flagged; the same code with the v_nop, and every WMMA kernel
// clang-19 built from kernels/, is not. Instructions are decoded from llvm-objdump-19 with the temporary test
// adapter (hw_trace_adapter.h) until the isa decoder lands.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "hw_trace_adapter.h"
#include "support.h"
#include "wmmasim/timing/hazards.h"

using namespace wmmasim;
using namespace wmmasim::test;

namespace {

// Feeds the static code in address order; a branch starts a new straight-line run (a fresh "wave"), so no
// hazard is reported across blocks that need not execute one after the other.
std::vector<sim::Hazard> check_static_code(const std::string& object, const std::string& mcpu) {
  const isa::Family family = mcpu.rfind("gfx11", 0) == 0 ? isa::Family::Gfx11 : isa::Family::Gfx12;
  sim::HazardChecker checker(object, family);
  TraceReplay storage;
  std::uint32_t run = 0;
  const Program program = disassemble(object, mcpu);
  for (std::uint32_t pc = 0; pc / 4 < program.words.size();) {
    sim::TimingEvent event;
    fill_event(event, program, pc, "", "", "", family, storage);
    event.flags |= sim::kExecAllOnes;  // static code: the transpose-load check needs an execution to see EXEC
    checker.observe(0, run, event);
    if (event.cls == sim::TimingClass::Branch) ++run;
    pc += event.size;
  }
  return checker.hazards();
}

std::vector<sim::Hazard> check_assembly(const std::string& mcpu, const std::string& assembly) {
  const auto dir = std::filesystem::temp_directory_path() / ("wmmasim_hazard_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "k.s") << assembly;
  const auto assembled = run_command(std::string(WMMASIM_LLVM_MC) + " -arch=amdgcn -mcpu=" + mcpu +
                                     " -filetype=obj -o " + (dir / "k.o").string() + " " + (dir / "k.s").string());
  REQUIRE_MESSAGE(assembled.exit_code == 0, assembled.err);
  auto hazards = check_static_code((dir / "k.o").string(), mcpu);
  std::filesystem::remove_all(dir);
  return hazards;
}

}  // namespace

TEST_CASE("a WMMA reading the previous WMMA's D as A or B without v_nop is flagged, with v_nop it is not") {
  const std::string gfx11_hazard =
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n"
      "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]\n"
      "s_endpgm\n";
  auto hazards = check_assembly("gfx1100", gfx11_hazard);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].pc == 8);
  CHECK(hazards[0].previous_pc == 0);
  CHECK(hazards[0].instruction == "v_wmma_f32_16x16x16_f16");
  CHECK(hazards[0].describe().find("insert v_nop") != std::string::npos);

  const std::string gfx11_fixed =
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n"
      "v_nop\n"
      "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]\n"
      "s_endpgm\n";
  CHECK(check_assembly("gfx1100", gfx11_fixed).empty());

  // B overlapping, gfx12 register counts; an accumulation chain through C is interlocked, not a hazard.
  const std::string gfx12 =
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
      "v_wmma_f32_16x16x16_f16 v[16:23], v[8:11], v[4:7], v[16:23]\n"
      "s_endpgm\n";
  hazards = check_assembly("gfx1201", gfx12);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].pc == 16);

  // gfx12 SWMMAC: the sparsity index may not be the previous D either.
  const std::string swmmac =
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
      "v_swmmac_f32_16x16x32_f16 v[16:23], v[8:11], v[24:31], v3\n"
      "s_endpgm\n";
  CHECK(check_assembly("gfx1201", swmmac).size() == 1);
}

TEST_CASE("clang's own WMMA code is not flagged") {
  int checked = 0;
  for (const BuiltKernel& kernel : built_kernels()) {
    if (kernel.wave_size != 32) continue;  // the adapter's register parsing assumes wave32 listings
    const std::string listing = objdump(kernel);
    if (listing.find("v_wmma") == std::string::npos && listing.find("v_swmmac") == std::string::npos) continue;
    INFO(kernel.path);
    const auto hazards = check_static_code(kernel.path, kernel.target);
    for (const auto& h : hazards) MESSAGE(h.describe());
    CHECK(hazards.empty());
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("the checker watches exactly the WMMA, SWMMAC and transpose-load records") {
  // By LLVM's mnemonics (AMDGPU VOP3PInstructions.td, FLATInstructions.td): a kernel with none of these cannot have
  // the hazards above, so `wmmasim run --timing` need not show the checker its instructions.
  for (const isa::Family family : {isa::Family::Gfx11, isa::Family::Gfx12}) {
    int matrix = 0, transpose = 0;
    for (const isa::InstructionRecord& record : isa::InstructionSet::get(family).records()) {
      const std::string_view name = record.mnemonic;
      const bool is_matrix = name.starts_with("v_wmma_") || name.starts_with("v_swmmac_");
      const bool is_transpose = name.starts_with("global_load_tr");
      matrix += is_matrix;
      transpose += is_transpose;
      INFO(name);
      CHECK(sim::HazardChecker::watches(record) == (is_matrix || is_transpose));
    }
    CHECK(matrix >= 4);
    if (family == isa::Family::Gfx12) CHECK(transpose >= 2);
    if (family == isa::Family::Gfx11) CHECK(transpose == 0);
  }
}
