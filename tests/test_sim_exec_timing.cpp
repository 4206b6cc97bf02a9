// The executor feeding the timing model and the hazard checker: one event per executed instruction, the same
// results as a functional run, and a WMMA hazard that clang would have fixed with a v_nop is found.
#include <doctest/doctest.h>

#include "exec_test_support.h"
#include "kernel_runs.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

TEST_CASE("a timing run emits one event per executed instruction and computes what the functional run computes") {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name != "gemm_lds_f16" || k.target != "gfx1201") continue;
    const json* entry = nullptr;
    for (const json& e : kernel_manifest()) {
      if (e.at("name") == k.name) entry = &e;
    }
    REQUIRE(entry != nullptr);
    const OracleKernel kernel = oracle_kernel(k.path, k.name, k.target);
    InputGenerator gen(7);
    std::vector<ArgumentData> functional = make_arguments(*entry, gen, {{"M", 64}, {"N", 128}, {"K", 64}});
    std::vector<ArgumentData> timed = functional;
    const sim::ExecutionStats plain = run_kernel(kernel, *entry, functional);

    const auto launch = make_launch(kernel.info, *entry, timed);
    sim::TimingModel model(sim::builtin_machine_description(k.target),
                           kernel.info.timing_launch(launch.dispatch));
    sim::HazardChecker hazards(k.name, kernel.info.target.family);
    sim::ExecutionOptions options;
    options.recorder = &model;
    options.observer = &hazards;
    const sim::ExecutionStats stats = run_kernel(kernel, *entry, timed, options);
    CHECK(stats.wave_instructions == plain.wave_instructions);
    for (std::size_t i = 0; i < timed.size(); ++i) CHECK(timed[i].bytes == functional[i].bytes);
    const sim::TimingResult result = model.finish();
    CHECK(result.instructions == stats.wave_instructions);
    CHECK(result.cycles > 0);
    CHECK(result.wmma_flops == 2ull * 64 * 128 * 64);
    CHECK(hazards.hazards().empty());
  }
}

TEST_CASE("the hazard checker sees a WMMA reading the previous WMMA's D as A without a v_nop") {
  const std::string target = "gfx1201";
  const std::string body = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
                           "v_wmma_f16_16x16x16_f16 v[16:19], v[0:3], v[12:15], v[16:19]\n"
                           "s_endpgm\n";
  const sim::KernelProgram program(test_kernel(target), assemble(target, prologue(target) + body));
  sim::HazardChecker hazards("test", wmmasim::isa::Family::Gfx12);
  sim::ExecutionOptions options;
  options.observer = &hazards;
  run_program(program, 1, {1}, {1, 1, 1}, {32, 1, 1}, options);
  REQUIRE(hazards.hazards().size() == 1);
  CHECK(hazards.hazards()[0].kind == sim::Hazard::Kind::WmmaReadsPreviousD);
}

TEST_CASE("cache maintenance without an address operand gets no address (gfx12 global_inv / global_wb)") {
  // The executor once read the VGPR of a vaddr operand these instructions do not have: garbage addresses
  // made the memory model's first touches, and so the cycles, depend on whatever preceded the run.
  const std::string target = "gfx1201";
  const std::string body = "global_wb scope:SCOPE_SE\nglobal_inv scope:SCOPE_SE\ns_endpgm\n";
  const sim::KernelProgram program(test_kernel(target), assemble(target, prologue(target) + body));
  sim::TimingModel model(sim::builtin_machine_description(target), sim::TimingLaunch{"test", {1, 1, 1}, {32, 1, 1}});
  sim::ExecutionOptions options;
  options.recorder = &model;
  run_program(program, 1, {1}, {1, 1, 1}, {32, 1, 1}, options);
  int maintenance = 0;
  for (const sim::TimingEvent& e : model.wave_events(0, 0)) {
    if (e.mnemonic != "global_wb" && e.mnemonic != "global_inv") continue;
    CHECK(e.address == 0);
    ++maintenance;
  }
  CHECK(maintenance == 2);
}
