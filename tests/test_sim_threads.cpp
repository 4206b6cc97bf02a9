// Workgroups spread over threads (executor.h ExecutionOptions::threads, docs/performance.md "Threads"): every
// output buffer, the statistics, the fault reported, the hazards and the timing report are bitwise identical for
// 1, 2 and 3 threads.
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <string>

#include "exec_test_support.h"
#include "kernel_runs.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

struct Subject {
  std::string name;
  std::string target;
  std::map<std::string, std::int64_t> sizes;
};

// Multi-workgroup launches: a GEMM through LDS on both targets, the VALU loop, integer and transposed-load GEMMs.
const Subject kSubjects[] = {
    {"gemm_lds_f16", "gfx1100", {{"M", 128}, {"N", 192}, {"K", 128}}},
    {"gemm_lds_f16", "gfx1201", {{"M", 128}, {"N", 128}, {"K", 64}}},
    {"valu_chain", "gfx1100", {{"N", 2048}, {"iterations", 8}}},
    {"valu_chain", "gfx1201", {{"N", 2048}, {"iterations", 8}}},
    {"gemm_iu8", "gfx1100", {}},
    {"gemm_tr_b128", "gfx1201", {{"M", 128}, {"N", 128}, {"K", 32}}},
};

const json& manifest_entry(const std::string& name) {
  for (const json& e : kernel_manifest()) {
    if (e.at("name") == name) return e;
  }
  FAIL("kernels.json has no kernel " << name);
  return kernel_manifest().front();
}

OracleKernel load(const std::string& name, const std::string& target) {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == name && k.target == target && k.wave_size == 32) return oracle_kernel(k.path, name, target);
  }
  FAIL("not built: " << name << " " << target);
  return {};
}

struct Run {
  std::vector<std::vector<std::byte>> buffers;
  sim::ExecutionStats stats;
};

Run run(const OracleKernel& kernel, const json& entry, const std::vector<ArgumentData>& args, unsigned threads,
        sim::ExecutionOptions options = {}) {
  options.threads = threads;
  const sim::KernelProgram program(kernel.info, kernel.code);
  sim::SimulatedLaunch result = sim::run_on_simulator(program, make_launch(kernel.info, entry, args), options);
  return {std::move(result.buffers), result.stats};
}

void check_same(const Run& a, const Run& b) {
  REQUIRE(a.buffers.size() == b.buffers.size());
  for (std::size_t i = 0; i < a.buffers.size(); ++i) {
    CAPTURE(i);
    CHECK(a.buffers[i] == b.buffers[i]);
  }
  CHECK(a.stats.wave_instructions == b.stats.wave_instructions);
  CHECK(a.stats.waves == b.stats.waves);
  CHECK(a.stats.workgroups == b.stats.workgroups);
}

}  // namespace

TEST_CASE("every output buffer is bitwise identical for 1, 2 and 3 threads") {
  std::uint32_t seed = 11;
  for (const Subject& s : kSubjects) {
    CAPTURE(s.name);
    CAPTURE(s.target);
    const json& entry = manifest_entry(s.name);
    const OracleKernel kernel = load(s.name, s.target);
    InputGenerator gen(seed++);
    const std::vector<ArgumentData> args = make_arguments(entry, gen, s.sizes);
    const Run one = run(kernel, entry, args, 1);
    REQUIRE(one.stats.workgroups >= 4);  // enough workgroups for every thread to get several
    check_same(one, run(kernel, entry, args, 2));
    check_same(one, run(kernel, entry, args, 3));
  }
}

TEST_CASE("a fault is the first faulting workgroup's in dispatch order, for any thread count") {
  const json& entry = manifest_entry("valu_chain");
  const OracleKernel kernel = load("valu_chain", "gfx1100");
  InputGenerator gen(5);
  std::vector<ArgumentData> args = make_arguments(entry, gen, {{"N", 2048}, {"iterations", 2}});
  // `h` holds 1000 of the 2048 elements: workgroups 3..7 store past its end, workgroup 3 (from element 1000) into the
  // rest of h's page, workgroups 4..7 (from element 1024) into the unmapped page after it: workgroup 4 faults.
  for (ArgumentData& a : args) {
    if (a.name == "h") a.bytes.resize(1000 * 4);
  }
  std::map<unsigned, std::string> messages;
  for (const unsigned threads : {1u, 2u, 3u}) {
    try {
      run(kernel, entry, args, threads);
      FAIL("the store past the end of h did not fault");
    } catch (const sim::KernelFault& e) {
      messages[threads] = e.what();
    }
  }
  CHECK(messages[1].find("workgroup (4,0,0)") != std::string::npos);
  CHECK(messages[2] == messages[1]);
  CHECK(messages[3] == messages[1]);

  // With the timing model's streamed replay the executor runs first the workgroup the replay waits for (on 2
  // workgroup processors, unit 0's workgroups 0, 2, 4, ... before unit 1's): the fault reported is still the first
  // in dispatch order.
  sim::MachineDescription machine = sim::builtin_machine_description("gfx1100");
  sim::set_machine_parameter(machine, "compute_units=4");
  const sim::KernelLaunch launch = make_launch(kernel.info, entry, args);
  for (const unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    sim::TimingModel model(machine, kernel.info.timing_launch(launch.dispatch));
    sim::ExecutionOptions options;
    options.recorder = &model;
    try {
      run(kernel, entry, args, threads, options);
      FAIL("the store past the end of h did not fault");
    } catch (const sim::KernelFault& e) {
      CHECK(std::string(e.what()) == messages[1]);
    }
  }
}

TEST_CASE("timing reports and hazards are identical for 1 and 2 threads and across runs") {
  const json& entry = manifest_entry("gemm_lds_f16");
  const OracleKernel kernel = load("gemm_lds_f16", "gfx1201");
  InputGenerator gen(3);
  const std::vector<ArgumentData> args = make_arguments(entry, gen, {{"M", 128}, {"N", 128}, {"K", 64}});
  const sim::KernelLaunch launch = make_launch(kernel.info, entry, args);
  const auto timed = [&](unsigned threads) {
    sim::TimingModel model(sim::builtin_machine_description("gfx1201"),
                           kernel.info.timing_launch(launch.dispatch),
                           sim::TimingOptions{true});
    sim::HazardChecker hazards(kernel.info.name, kernel.info.target.family);
    sim::ExecutionOptions options;
    options.recorder = &model;
    options.observer = &hazards;
    const Run r = run(kernel, entry, args, threads, options);
    return std::pair{r, model.finish()};
  };
  const auto [run1, first] = timed(1);
  for (const unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    const auto [again, result] = timed(threads);
    check_same(run1, again);
    CHECK(result.cycles == first.cycles);
    CHECK(result.instructions == first.instructions);
    CHECK(result.wmma_flops == first.wmma_flops);
    CHECK(result.stalls.issue_cycles == first.stalls.issue_cycles);
    for (int i = 0; i < sim::kStallReasons; ++i) CHECK(result.stalls.stalls[i] == first.stalls.stalls[i]);
    REQUIRE(result.timeline.size() == first.timeline.size());
    bool same_timeline = true;
    for (std::size_t i = 0; i < result.timeline.size(); ++i) {
      const sim::InstructionTiming& a = result.timeline[i];
      const sim::InstructionTiming& b = first.timeline[i];
      same_timeline &= a.workgroup == b.workgroup && a.wave == b.wave && a.cu == b.cu && a.simd == b.simd &&
                       a.pc == b.pc && a.issue_cycle == b.issue_cycle && a.complete_cycle == b.complete_cycle;
    }
    CHECK(same_timeline);
  }
}

TEST_CASE("hazards found on several threads come in dispatch order, as on one thread") {
  const std::string target = "gfx1201";
  // Every wave of every workgroup reads the previous WMMA's D as A without a v_nop (wmmasim/timing/hazards.h).
  const std::string body = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
                           "v_wmma_f16_16x16x16_f16 v[16:19], v[0:3], v[12:15], v[16:19]\n"
                           "s_endpgm\n";
  const sim::KernelProgram program(test_kernel(target), assemble(target, prologue(target) + body));
  std::map<unsigned, std::vector<std::string>> found;
  for (const unsigned threads : {1u, 2u}) {
    sim::HazardChecker hazards("test", wmmasim::isa::Family::Gfx12);
    sim::ExecutionOptions options;
    options.observer = &hazards;
    options.threads = threads;
    run_program(program, 1, {1}, {6, 1, 1}, {64, 1, 1}, options);
    for (const sim::Hazard& h : hazards.hazards()) found[threads].push_back(h.describe());
  }
  CHECK(found[1].size() == 12);  // 6 workgroups x 2 waves
  CHECK(found[2] == found[1]);
}
