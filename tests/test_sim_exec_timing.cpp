// The executor feeding the timing model and the hazard checker: one event per executed instruction, the same
// results as a functional run, and a WMMA hazard that clang would have fixed with a v_nop is found.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <tuple>

#include "exec_test_support.h"
#include "kernel_runs.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

struct ManifestKernel {
  const json& entry;
  OracleKernel kernel;
};

// A kernel of kernels/ built for `target`, with its kernels.json entry.
ManifestKernel manifest_kernel(const std::string& name, const std::string& target) {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name != name || k.target != target) continue;
    for (const json& e : kernel_manifest()) {
      if (e.at("name") == k.name) return {e, oracle_kernel(k.path, k.name, k.target)};
    }
  }
  FAIL(name << " for " << target << " is not in the build's kernel list");
  throw std::logic_error("unreachable");
}

ManifestKernel gemm_lds_f16_gfx1201() { return manifest_kernel("gemm_lds_f16", "gfx1201"); }

// Fills the model's streams, noting the workgroups whose every instruction it recorded; asks the model what to
// record, or records everything (what the executor did before a recorder could decline workgroups).
struct CountingRecorder : sim::EventRecorder {
  CountingRecorder(sim::TimingModel& model, bool ask_model) : model(model), ask_model(ask_model) {}
  std::vector<sim::TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) override {
    if (recording(workgroup) == sim::Recording::Everything) fully_recorded.insert(workgroup);
    return model.wave_events(workgroup, wave);
  }
  sim::Recording recording(std::uint32_t workgroup) const override {
    return ask_model ? model.recording(workgroup) : sim::Recording::Everything;
  }
  sim::TimingModel& model;
  bool ask_model;
  std::set<std::uint32_t> fully_recorded;
};

// A launch of a kernel of kernels/ on a machine cut to `compute_units`, for the streamed-replay cases.
struct StreamedLaunch {
  StreamedLaunch(const std::string& kernel_name, std::uint64_t seed, const std::map<std::string, std::int64_t>& sizes,
                 std::uint32_t compute_units)
      : kernel(manifest_kernel(kernel_name, "gfx1201")), machine(sim::builtin_machine_description("rx9070xt")) {
    InputGenerator gen(seed);
    inputs = make_arguments(kernel.entry, gen, sizes);
    launch = kernel.kernel.info.timing_launch(make_launch(kernel.kernel.info, kernel.entry, inputs).dispatch);
    sim::set_machine_parameter(machine, "compute_units=" + std::to_string(compute_units));
    units = launch.wgp_mode ? compute_units / 2 : compute_units;
    resident = units * static_cast<std::uint64_t>(sim::occupancy_for(machine, launch).workgroups_per_unit);
  }

  struct Run {
    sim::TimingResult result;
    sim::BufferedEvents peak;
    sim::ExecutionStats stats;  // the executor's
  };

  // The launch through a timing model that keeps every stream to the end (`keep`) or frees each once replayed;
  // `observer` is shown every instruction (so the waves of the workgroups recorded for their vector memory accesses
  // step through the recording loop).
  // The executor and the replay run on `threads` threads.
  Run timed(bool keep, unsigned threads, std::uint32_t sampled_units = 0,
            sim::Executor executor = sim::default_executor(), sim::EventObserver* observer = nullptr) const {
    sim::TimingOptions timing;
    timing.keep_streams = keep;
    timing.sampled_units = sampled_units;
    return timed_with(timing, threads, executor, observer);
  }
  Run timed_with(sim::TimingOptions timing, unsigned threads, sim::Executor executor = sim::default_executor(),
                 sim::EventObserver* observer = nullptr) const {
    timing.threads = threads;
    sim::TimingModel model(machine, launch, timing);
    sim::ExecutionOptions options;
    options.recorder = &model;
    options.threads = threads;
    options.executor = executor;
    options.observer = observer;
    std::vector<ArgumentData> args = inputs;
    const sim::ExecutionStats stats = run_kernel(kernel.kernel, kernel.entry, args, options);
    sim::TimingResult result = model.finish();
    return Run{std::move(result), model.peak_buffered(), stats};
  }

  ManifestKernel kernel;
  sim::MachineDescription machine;
  std::vector<ArgumentData> inputs;
  sim::TimingLaunch launch;
  std::uint64_t units = 0;     // the workgroup processors (WGP mode) or compute units the workgroups go to
  std::uint64_t resident = 0;  // workgroups resident at once on all of them
};

// Everything a timing result reports, field by field.
void check_same_timing(const sim::TimingResult& a, const sim::TimingResult& b) {
  CHECK(a.cycles == b.cycles);
  CHECK(a.instructions == b.instructions);
  CHECK(a.waves == b.waves);
  CHECK(a.matrix_busy_cycles == b.matrix_busy_cycles);
  CHECK(a.stalls.issue_cycles == b.stalls.issue_cycles);
  for (int r = 0; r < sim::kStallReasons; ++r) CHECK(a.stalls.stalls[r] == b.stalls.stalls[r]);
  CHECK(a.instruction_counts == b.instruction_counts);
  const auto traffic = [](const sim::MemoryTraffic& t) {
    return std::tuple(t.lds_bytes, t.scalar_bytes, t.vector_read_bytes, t.vector_write_bytes, t.dram_bytes,
                      t.dram_busy_cycles, t.l2_channel_busy_cycles, t.vector_lines, t.l2_line_misses,
                      t.infinity_cache_hits, t.lds_bank_conflict_cycles);
  };
  CHECK(traffic(a.traffic) == traffic(b.traffic));
  const auto ends = [](const sim::TimingResult& r) {
    std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint64_t>> out;
    for (const sim::UnitEnd& e : r.unit_ends) out.emplace_back(e.unit, e.workgroups, e.cycle);
    return out;
  };
  CHECK(ends(a) == ends(b));
  REQUIRE(a.pc_profile.size() == b.pc_profile.size());
  for (std::size_t i = 0; i < a.pc_profile.size(); ++i) {
    CAPTURE(i);
    CHECK(a.pc_profile[i].executed == b.pc_profile[i].executed);
    CHECK(a.pc_profile[i].cycles.issue_cycles == b.pc_profile[i].cycles.issue_cycles);
    for (int r = 0; r < sim::kStallReasons; ++r) CHECK(a.pc_profile[i].cycles.stalls[r] == b.pc_profile[i].cycles.stalls[r]);
  }
  REQUIRE(a.timeline.size() == b.timeline.size());
  const auto timing = [](const sim::InstructionTiming& t) {
    return std::tuple(t.workgroup, t.wave, t.cu, t.simd, t.pc, t.issue_cycle, t.complete_cycle);
  };
  for (std::size_t i = 0; i < a.timeline.size(); ++i) {
    if (timing(a.timeline[i]) == timing(b.timeline[i])) continue;
    CAPTURE(i);
    CHECK(timing(a.timeline[i]) == timing(b.timeline[i]));
    break;
  }
}

// One wave32 of `body` (after the test prologue) with `lds_bytes` of LDS, run through a timing model of `target`;
// its event stream is the model's wave_events(0, 0).
std::unique_ptr<sim::TimingModel> timed_wave(const std::string& target, const std::string& body,
                                             std::uint32_t lds_bytes) {
  sim::KernelInfo info = test_kernel(target);
  info.group_segment_size = lds_bytes;
  const sim::KernelProgram program(info, assemble(target, prologue(target) + body));
  sim::Dispatch dispatch;
  dispatch.block = {32, 1, 1};
  sim::TimingOptions keep;
  keep.keep_streams = true;  // the tests read the streams after the run
  auto model =
      std::make_unique<sim::TimingModel>(sim::builtin_machine_description(target), info.timing_launch(dispatch), keep);
  sim::ExecutionOptions options;
  options.recorder = model.get();
  run_program(program, 32 * 32, {1}, {1, 1, 1}, {32, 1, 1}, options);
  return model;
}

}  // namespace

TEST_CASE("a timing run emits one event per executed instruction and computes what the functional run computes") {
  const ManifestKernel gemm = gemm_lds_f16_gfx1201();
  InputGenerator gen(7);
  std::vector<ArgumentData> functional = make_arguments(gemm.entry, gen, {{"M", 64}, {"N", 128}, {"K", 64}});
  std::vector<ArgumentData> timed = functional;
  const sim::ExecutionStats plain = run_kernel(gemm.kernel, gemm.entry, functional);

  const auto launch = make_launch(gemm.kernel.info, gemm.entry, timed);
  sim::TimingModel model(sim::builtin_machine_description("gfx1201"), gemm.kernel.info.timing_launch(launch.dispatch));
  sim::HazardChecker hazards(gemm.kernel.info.name, gemm.kernel.info.target.family);
  sim::ExecutionOptions options;
  options.recorder = &model;
  options.observer = &hazards;
  const sim::ExecutionStats stats = run_kernel(gemm.kernel, gemm.entry, timed, options);
  CHECK(stats.wave_instructions == plain.wave_instructions);
  for (std::size_t i = 0; i < timed.size(); ++i) CHECK(timed[i].bytes == functional[i].bytes);
  const sim::TimingResult result = model.finish();
  CHECK(result.instructions == stats.wave_instructions);
  CHECK(result.cycles > 0);
  CHECK(result.wmma_flops == 2ull * 64 * 128 * 64);
  CHECK(hazards.hazards().empty());
}

TEST_CASE("sampling compute units: the executor records the sampled units' workgroups and the others' vector "
          "memory accesses, same result") {
  const ManifestKernel gemm = gemm_lds_f16_gfx1201();
  InputGenerator gen(3);
  const std::vector<ArgumentData> inputs = make_arguments(gemm.entry, gen, {{"M", 256}, {"N", 256}, {"K", 64}});
  const auto launch = make_launch(gemm.kernel.info, gemm.entry, inputs);
  const sim::TimingLaunch timing_launch = gemm.kernel.info.timing_launch(launch.dispatch);
  REQUIRE(timing_launch.workgroup_count() == 16);
  const auto timed = [&](bool ask_model) {
    sim::TimingModel model(sim::builtin_machine_description("gfx1201"), timing_launch, sim::TimingOptions{false, 4});
    CountingRecorder recorder(model, ask_model);
    sim::ExecutionOptions options;
    options.recorder = &recorder;
    std::vector<ArgumentData> args = inputs;
    run_kernel(gemm.kernel, gemm.entry, args, options);
    std::set<std::uint32_t> sampled;
    for (std::uint32_t w = 0; w < timing_launch.workgroup_count(); ++w) {
      if (model.simulates(w)) sampled.insert(w);
      // Of the others the executor recorded the vector memory instructions, each access with its cache lines
      // (global_inv has no address and no lines).
      if (!ask_model || model.simulates(w)) continue;
      for (std::uint32_t v = 0; v < timing_launch.waves_per_workgroup(); ++v) {
        CHECK(!model.wave_events(w, v).empty());
        for (const sim::TimingEvent& e : model.wave_events(w, v)) {
          CHECK(sim::is_vector_memory(e.cls));
          CHECK((e.lanes > 0) == (e.lines > 0));
        }
      }
    }
    return std::tuple{model.finish(), recorder.fully_recorded, sampled};
  };
  const auto [declined, filled_declined, sampled] = timed(true);
  const auto [everything, filled_everything, sampled_again] = timed(false);
  CHECK(sampled.size() == 4);
  CHECK(filled_declined == sampled);
  CHECK(filled_everything.size() == 16);
  CHECK(declined.simulated_units == 4);
  CHECK(declined.cycles == everything.cycles);
  CHECK(declined.instructions == everything.instructions);
  CHECK(declined.traffic.dram_bytes == everything.traffic.dram_bytes);
}

// Every wave's event stream of one execution, to feed several models.
struct AllStreams : sim::EventRecorder {
  std::vector<sim::TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) override {
    return streams[{workgroup, wave}];
  }
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<sim::TimingEvent>> streams;
};

TEST_CASE("sampling a GEMM keeps the L2 reuse of the units it does not simulate") {
  // 128 workgroups (8 x 16 tiles of 64 x 64) on 8 workgroup processors: the 16 workgroups of a row read the same
  // tiles of A, so most of A's lines come from the L2 after one unit fetched them. Measured: 4 of 8 units +0.0 %
  // (+0.1 % with scaled rates), 2 of 8 +0.0 % (+1.2 % with scaled rates; +13.7 % while a unit whose two workgroups
  // ended in the same cycle replaced only one of them).
  const ManifestKernel gemm = gemm_lds_f16_gfx1201();
  InputGenerator gen(5);
  std::vector<ArgumentData> inputs = make_arguments(gemm.entry, gen, {{"M", 512}, {"N", 1024}, {"K", 256}});
  const auto launch = make_launch(gemm.kernel.info, gemm.entry, inputs);
  const sim::TimingLaunch timing_launch = gemm.kernel.info.timing_launch(launch.dispatch);
  AllStreams recorded;
  sim::ExecutionOptions options;
  options.recorder = &recorded;
  run_kernel(gemm.kernel, gemm.entry, inputs, options);
  sim::MachineDescription machine = sim::builtin_machine_description("rx9070xt");
  sim::set_machine_parameter(machine, "compute_units=16");
  // `others`: what the model gets of the workgroups it does not simulate.
  const auto timed = [&](std::uint32_t sampled, sim::Recording others) {
    sim::TimingModel model(machine, timing_launch, sim::TimingOptions{false, sampled});
    for (const auto& [where, events] : recorded.streams) {
      const sim::Recording recording = model.simulates(where.first) ? sim::Recording::Everything : others;
      if (recording != sim::Recording::Nothing) model.wave_events(where.first, where.second) = events;
    }
    return model.finish();
  };
  const sim::TimingResult all = timed(0, sim::Recording::Nothing);
  REQUIRE(all.simulated_units == 8);
  const auto error = [&](const sim::TimingResult& r) {
    return static_cast<double>(r.cycles) / static_cast<double>(all.cycles) - 1;
  };
  for (const std::uint32_t units : {4u, 2u}) {
    CAPTURE(units);
    const sim::TimingResult following = timed(units, sim::Recording::VectorMemory);
    const sim::TimingResult scaled = timed(units, sim::Recording::Nothing);
    MESSAGE(fmt::format("{} of 8 units: {:+.1f} % with the others' accesses, {:+.1f} % with scaled rates", units,
                        100 * error(following), 100 * error(scaled)));
    CHECK(following.simulated_units == units);
    CHECK(std::abs(error(following)) <= 0.01);
    // The memory system saw every unit's vector accesses: the device's DRAM bytes, not an extrapolation.
    CHECK(std::abs(static_cast<double>(following.traffic.dram_bytes) / static_cast<double>(all.traffic.dram_bytes) -
                   1) < 0.01);
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
  sim::TimingOptions keep;
  keep.keep_streams = true;  // the test reads the stream after the run
  sim::TimingModel model(sim::builtin_machine_description(target), sim::TimingLaunch{"test", {1, 1, 1}, {32, 1, 1}},
                         keep);
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

TEST_CASE("the executor reports each memory access's cache lines and LDS bank passes from the lanes' addresses") {
  // Hand-computed: 32 lanes x 4 bytes, consecutive (v1 = lane x 4): one 128-byte line, one pass through the 32 LDS
  // banks; 128 bytes apart (v2 = lane x 128): 32 lines, and every lane's dword in bank 0, 32 passes.
  const std::string target = "gfx1201";
  const std::string body = "v_lshlrev_b32 v1, 2, v0\n"
                           "v_lshlrev_b32 v2, 7, v0\n"
                           "ds_load_b32 v3, v1\n"
                           "ds_load_b32 v4, v2\n"
                           "global_load_b32 v5, v1, s[0:1]\n"
                           "global_load_b32 v6, v2, s[0:1]\n"
                           "s_wait_loadcnt 0x0\n"
                           "s_wait_dscnt 0x0\n"
                           "s_endpgm\n";
  const std::unique_ptr<sim::TimingModel> model = timed_wave(target, body, 32 * 128);
  std::vector<sim::TimingEvent> lds, global;
  for (const sim::TimingEvent& e : model->wave_events(0, 0)) {
    if (e.cls == sim::TimingClass::Lds) lds.push_back(e);
    if (e.cls == sim::TimingClass::VmemLoad) global.push_back(e);
  }
  REQUIRE(lds.size() == 2);
  REQUIRE(global.size() == 2);
  CHECK(lds[0].lds_passes == 1);
  CHECK(lds[1].lds_passes == 32);
  CHECK(global[0].lines == 1);
  CHECK(global[1].lines == 32);
  const sim::TimingResult result = model->finish();
  CHECK(result.traffic.lds_bank_conflict_cycles == 31);
  CHECK(result.traffic.vector_lines == 33);
}

TEST_CASE("the executor takes a gfx11 ds_load_b128's lanes through the LDS banks in RDNA3's measured phases") {
  // A WMMA-style fragment load, lane l at (l mod 16) x 64 + (l / 16) x 16 bytes: 16 passes in lane order (gfx1201),
  // 8 in gfx11's phases (lds_lane_order(); hand-computed in tests/test_timing_model.cpp "LDS lane order").
  const std::string address = "v_and_b32 v1, 15, v0\n"
                              "v_lshlrev_b32 v1, 6, v1\n"
                              "v_lshrrev_b32 v2, 4, v0\n"
                              "v_lshlrev_b32 v2, 4, v2\n"
                              "v_add_nc_u32 v1, v1, v2\n"
                              "ds_load_b128 v[4:7], v1\n";
  for (const auto& [target, wait, passes] : {std::tuple{"gfx1100", "s_waitcnt lgkmcnt(0)\n", 8},
                                             std::tuple{"gfx1201", "s_wait_dscnt 0x0\n", 16}}) {
    INFO(target);
    const std::unique_ptr<sim::TimingModel> model =
        timed_wave(target, address + wait + "s_endpgm\n", 1024);
    std::vector<sim::TimingEvent> lds;
    for (const sim::TimingEvent& e : model->wave_events(0, 0))
      if (e.cls == sim::TimingClass::Lds) lds.push_back(e);
    REQUIRE(lds.size() == 1);
    CHECK(lds[0].lane_bytes == 16);
    CHECK(lds[0].lanes == 32);
    CHECK(lds[0].lds_passes == passes);
  }
}

TEST_CASE("a ds_*_2addr access goes through the LDS banks at both addresses of each lane") {
  // Hand-computed (AMD RDNA3/RDNA4 ISA: the two addresses are addr + offset0 x element and addr + offset1 x element,
  // x 64 for _stride64; the banks take the lanes in phases of 128 bytes, here 16 lanes' two dwords: lds_bank_passes()):
  // v1 = lane x 8 with offsets 0 and 1 dword reads dwords 0..31 in the first phase and 32..63 in the second: 2 passes,
  // 256 bytes from 0. v2 = lane x 4 with offsets 0 and 32 dwords: lanes 0-15 read dwords 0..15 and 32..47, two in
  // each of banks 0-15, and lanes 16-31 likewise: 4 passes where 2 would do (2 conflict cycles), 256 bytes.
  // v3 = lane x 128 with stride64 offsets 0 and 1 (0 and 256 bytes): the dwords at 0, 128, ..., 33 x 128 (lane l's
  // second is lane l + 2's first), all in bank 0: lanes 0-15 touch 18 of them (0 .. 17 x 128), lanes 16-31 18 more
  // (16 x 128 .. 33 x 128): 36 passes, 34 conflict cycles; 31 x 128 + 256 + 4 bytes from 0.
  const std::string target = "gfx1201";
  const std::string body = "v_lshlrev_b32 v1, 3, v0\n"
                           "v_lshlrev_b32 v2, 2, v0\n"
                           "v_lshlrev_b32 v3, 7, v0\n"
                           "ds_load_2addr_b32 v[4:5], v1 offset1:1\n"
                           "ds_load_2addr_b32 v[6:7], v2 offset1:32\n"
                           "ds_store_2addr_stride64_b32 v3, v4, v5 offset1:1\n"
                           "s_wait_dscnt 0x0\n"
                           "s_endpgm\n";
  const std::unique_ptr<sim::TimingModel> model = timed_wave(target, body, 8192);
  std::vector<sim::TimingEvent> lds;
  for (const sim::TimingEvent& e : model->wave_events(0, 0))
    if (e.cls == sim::TimingClass::Lds) lds.push_back(e);
  REQUIRE(lds.size() == 3);
  for (const sim::TimingEvent& e : lds) {
    CHECK(e.address == 0);
    CHECK(e.lanes == 32);
    CHECK(e.lane_bytes == 8);
  }
  CHECK(lds[0].lds_passes == 2);
  CHECK(lds[0].span == 256);
  CHECK(lds[1].lds_passes == 4);
  CHECK(lds[1].span == 256);
  CHECK(lds[2].lds_passes == 36);
  CHECK(lds[2].span == 31 * 128 + 256 + 4);
  const sim::TimingResult result = model->finish();
  CHECK(result.traffic.lds_bank_conflict_cycles == 36);
  CHECK(result.traffic.lds_bytes == 3 * 256);
}

TEST_CASE("streamed replay: the model holds the streams of the waves in flight only, with the result of a replay "
          "of the whole launch, on any number of threads") {
  // 256 workgroups of gemm_lds_f16 on 4 workgroup processors (8 CUs): a few dozen resident at a time. Replayed as
  // the executor hands them off, a workgroup's streams are freed once its last wave has been replayed: the peak is
  // bounded by the resident workgroups, those handed off but not started yet (the units take them round-robin and
  // run unevenly: at most another round of resident ones), the executor's lead over the replay (at most two more
  // rounds) and one workgroup being handed off per thread; kept until finish(), it is the whole launch.
  const StreamedLaunch gemm("gemm_lds_f16", 11, {{"M", 1024}, {"N", 1024}, {"K", 64}}, 8);
  const sim::TimingLaunch& timing_launch = gemm.launch;
  REQUIRE(timing_launch.workgroup_count() == 256);
  const std::uint64_t resident = gemm.resident;
  REQUIRE(resident < 64);
  for (const std::uint32_t sampled : {0u, 2u}) {
    CAPTURE(sampled);
    const StreamedLaunch::Run kept = gemm.timed(true, 1, sampled);
    CHECK(kept.peak.workgroups == 256);
    for (const unsigned threads : {1u, 2u, 3u}) {
      CAPTURE(threads);
      const StreamedLaunch::Run streamed = gemm.timed(false, threads, sampled);
      const std::uint64_t bound = 4 * resident + threads;
      CHECK(streamed.peak.workgroups <= bound);
      // One thread runs the workgroup the replay waits for, which the replay launches at once in place of the one
      // it freed: only the resident workgroups are held (with sampling, a simulated one and those that follow it).
      if (threads == 1) CHECK(streamed.peak.workgroups <= resident);
      CHECK(streamed.peak.waves <= bound * timing_launch.waves_per_workgroup());
      CHECK(streamed.peak.events < kept.peak.events / 2);
      CHECK(streamed.result.cycles == kept.result.cycles);
      CHECK(streamed.result.instructions == kept.result.instructions);
      CHECK(streamed.result.stalls.issue_cycles == kept.result.stalls.issue_cycles);
      CHECK(streamed.result.traffic.dram_bytes == kept.result.traffic.dram_bytes);
      CHECK(streamed.result.traffic.vector_lines == kept.result.traffic.vector_lines);
    }
  }
}

TEST_CASE("streamed replay of a long loop: the streams held are those of the resident waves, whatever the grid") {
  // The naive SGEMM (one work-item per element of C, K iterations of two global loads and an FMA) on 2 workgroup
  // processors: 64 workgroups of 8 waves, each wave as long as K, against a few resident at a time. Its waves all
  // run the same instructions, so what one wave records is the launch's instructions / waves; the model may hold
  // no more than the resident workgroups' worth, and each stream takes its events' bytes exactly (the executor
  // gives a finished stream's growth slack back before the model holds it).
  const StreamedLaunch naive("sgemm_naive", 12, {{"M", 128}, {"N", 128}, {"K", 256}}, 4);
  const sim::TimingLaunch& timing_launch = naive.launch;
  REQUIRE(timing_launch.workgroup_count() == 64);
  const std::uint64_t units = naive.units;
  const std::uint64_t resident = naive.resident;
  REQUIRE(resident * 4 <= 64);
  const StreamedLaunch::Run kept_run = naive.timed(true, 1);
  const sim::TimingResult& kept = kept_run.result;
  const sim::BufferedEvents& kept_peak = kept_run.peak;
  REQUIRE(kept.waves == 64 * timing_launch.waves_per_workgroup());
  REQUIRE(kept.instructions % kept.waves == 0);
  const std::uint64_t per_wave = kept.instructions / kept.waves;
  CHECK(per_wave > 256 * 4);  // the loop dominates the stream
  const auto group = [&](sim::InstructionGroup g) { return kept.instruction_counts[static_cast<std::size_t>(g)]; };
  const std::uint64_t accesses_per_wave =
      (group(sim::InstructionGroup::Vmem) + group(sim::InstructionGroup::Smem) + group(sim::InstructionGroup::Lds)) /
      kept.waves;
  const std::uint64_t bytes_per_wave =
      per_wave * sizeof(sim::CompactEvent) + accesses_per_wave * sizeof(sim::MemoryFootprint);
  CHECK(kept_peak.events == kept.instructions);
  CHECK(kept_peak.bytes == kept.waves * bytes_per_wave);
  // Sampling one of the two units: the other's workgroups (the odd ones) are recorded for their vector memory
  // accesses only, one event and one footprint each.
  REQUIRE(units == 2);
  const std::uint64_t vector_accesses_per_wave = group(sim::InstructionGroup::Vmem) / kept.waves;
  const StreamedLaunch::Run sampled = naive.timed(true, 1, 1);
  CHECK(sampled.peak.bytes == kept.waves / 2 * bytes_per_wave +
                                  kept.waves / 2 * vector_accesses_per_wave *
                                      (sizeof(sim::CompactEvent) + sizeof(sim::MemoryFootprint)));
  for (const unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    const StreamedLaunch::Run streamed_run = naive.timed(false, threads);
    const sim::TimingResult& streamed = streamed_run.result;
    const sim::BufferedEvents& peak = streamed_run.peak;
    CHECK(streamed.cycles == kept.cycles);
    CHECK(streamed.instructions == kept.instructions);
    CHECK(streamed.traffic.dram_bytes == kept.traffic.dram_bytes);
    const std::uint64_t held = threads == 1 ? resident : 4 * resident + threads;
    CHECK(peak.workgroups <= held);
    CHECK(peak.events <= held * timing_launch.waves_per_workgroup() * per_wave);
    CHECK(peak.bytes <= held * timing_launch.waves_per_workgroup() * bytes_per_wave);
  }
}

// Counts the instructions, waves and workgroups it is shown; `sampled`: it follows a timing run's sample.
struct CountingObserver : sim::EventObserver {
  explicit CountingObserver(bool sampled = false) : sampled(sampled) {}
  void observe(std::uint32_t, std::uint32_t, const sim::TimingEvent&) override { ++instructions; }
  void wave_started(std::uint32_t, std::uint32_t, const sim::WaveStart&) override { ++waves; }
  void workgroup_finished(std::uint32_t) override { ++workgroups; }
  bool follows_sample() const override { return sampled; }
  std::unique_ptr<sim::EventObserver> fork() const override { return std::make_unique<CountingObserver>(sampled); }
  void merge(const sim::EventObserver& other) override {
    const auto& counted = static_cast<const CountingObserver&>(other);
    instructions += counted.instructions;
    waves += counted.waves;
    workgroups += counted.workgroups;
  }
  bool sampled;
  std::uint64_t instructions = 0, waves = 0, workgroups = 0;
};

TEST_CASE("a workgroup the model does not simulate runs its straight runs unrecorded: the result of stepping each "
          "instruction") {
  // The naive SGEMM on 4 workgroup processors, one of them simulated: the translated executor runs the other units'
  // address arithmetic and FMAs as straight runs and records only their global loads and stores; the reference
  // executor steps and looks at every instruction, and so does the translated one in those workgroups when an
  // observer (the hazard checker's place) must be shown every instruction. The model must see the same accesses at
  // the same cycles.
  const StreamedLaunch naive("sgemm_naive", 12, {{"M", 128}, {"N", 128}, {"K", 64}}, 8);
  REQUIRE(naive.units == 4);
  for (const unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    const sim::TimingResult stepped = naive.timed(false, threads, 1, sim::Executor::Reference).result;
    const sim::TimingResult straight = naive.timed(false, threads, 1, sim::Executor::Translated).result;
    CountingObserver observer;
    const StreamedLaunch::Run observed = naive.timed(false, threads, 1, sim::Executor::Translated, &observer);
    REQUIRE(straight.simulated_units == 1);
    CHECK(observer.instructions == observed.stats.wave_instructions);
    for (const sim::TimingResult* other : {&stepped, &observed.result}) {
      CHECK(straight.cycles == other->cycles);
      CHECK(straight.instructions == other->instructions);
      CHECK(straight.stalls.issue_cycles == other->stalls.issue_cycles);
      CHECK(straight.traffic.dram_bytes == other->traffic.dram_bytes);
      CHECK(straight.traffic.vector_lines == other->traffic.vector_lines);
      CHECK(straight.traffic.l2_line_misses == other->traffic.l2_line_misses);
    }
  }
}

TEST_CASE("an observer that follows the sample sees only the simulated unit's workgroups, and the timing is the same") {
  // The naive SGEMM 128 x 128 x 64: 8 x 8 workgroups of 8 waves on 4 workgroup processors, unit c running workgroups
  // c, c + 4, ...: the one simulated unit runs 16 of the 64, and every workgroup executes the same instructions.
  const StreamedLaunch naive("sgemm_naive", 12, {{"M", 128}, {"N", 128}, {"K", 64}}, 8);
  REQUIRE(naive.units == 4);
  for (const unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    CountingObserver every, sampled(true);
    const StreamedLaunch::Run all = naive.timed(false, threads, 1, sim::Executor::Translated, &every);
    const StreamedLaunch::Run some = naive.timed(false, threads, 1, sim::Executor::Translated, &sampled);
    CHECK(every.workgroups == 64);
    CHECK(every.waves == 64 * 8);
    CHECK(every.instructions == all.stats.wave_instructions);
    CHECK(sampled.workgroups == 16);
    CHECK(sampled.waves == 16 * 8);
    CHECK(sampled.instructions * 4 == some.stats.wave_instructions);
    CHECK(some.result.cycles == all.result.cycles);
    CHECK(some.result.instructions == all.result.instructions);
    CHECK(some.result.traffic.dram_bytes == all.result.traffic.dram_bytes);
  }
}

// Keeps every event it is shown, per workgroup and wave: the instruction, its run-time flags and its footprint.
struct EventLog : sim::EventObserver {
  using Seen = std::tuple<std::uint32_t, std::uint8_t, std::uint64_t, std::uint32_t, std::uint16_t, std::uint16_t>;
  void observe(std::uint32_t workgroup, std::uint32_t wave, const sim::TimingEvent& e) override {
    waves[{workgroup, wave}].emplace_back(e.pc, e.flags, e.address, e.span, e.lines, e.lds_passes);
  }
  std::unique_ptr<sim::EventObserver> fork() const override { return std::make_unique<EventLog>(); }
  void merge(const sim::EventObserver& other) override {
    for (const auto& [wave, seen] : static_cast<const EventLog&>(other).waves) waves[wave] = seen;
  }
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<Seen>> waves;
};

TEST_CASE("an observer of events alone sees every wave's events as the reference executor shows them, also where "
          "the translated executor records straight runs in one go") {
  // One of 4 units simulated: its workgroups are recorded whole (the translated executor runs their straight runs
  // back to back and shows them to the observer afterwards), the others' vector memory accesses only (stepped, since
  // the observer does not follow the sample). sgemm_lds has barriers and LDS; gemm_lds_f16 WMMAs; sgemm_naive a
  // loop of global loads.
  for (const auto& [name, sizes] : std::vector<std::pair<std::string, std::map<std::string, std::int64_t>>>{
           {"sgemm_lds", {{"M", 128}, {"N", 128}, {"K", 64}}},
           {"gemm_lds_f16", {{"M", 256}, {"N", 256}, {"K", 128}}},
           {"sgemm_naive", {{"M", 128}, {"N", 128}, {"K", 64}}}}) {
    CAPTURE(name);
    const StreamedLaunch launch(name, 13, sizes, 8);
    for (const unsigned threads : {1u, 2u}) {
      CAPTURE(threads);
      EventLog stepped, translated;
      const StreamedLaunch::Run reference = launch.timed(false, threads, 1, sim::Executor::Reference, &stepped);
      const StreamedLaunch::Run run = launch.timed(false, threads, 1, sim::Executor::Translated, &translated);
      CHECK(run.result.simulated_units == 1);
      CHECK(translated.waves.size() == launch.launch.workgroup_count() * launch.launch.waves_per_workgroup());
      std::uint64_t events = 0;
      for (const auto& [wave, seen] : translated.waves) events += seen.size();
      CHECK(events == run.stats.wave_instructions);
      CHECK(translated.waves == stepped.waves);
      check_same_timing(run.result, reference.result);
    }
  }
}

TEST_CASE("the replay on several threads gives the serial replay's result: cycles, stalls, per-pc cycles, traffic "
          "and every instruction's issue and completion") {
  // The units run the stretches in which no wave issues a scalar or vector memory instruction or ends on the
  // replay's threads (once the executor has handed off every workgroup), and the rest in the serial order. A VALU
  // loop (long private stretches), the LDS-tiled SGEMM and the WMMA GEMM (LDS, barriers and global loads whose
  // lines the units share in the L2), the naive SGEMM (a global load every few instructions), each on 8 compute
  // units: every unit, two sampled, every unit with the per-instruction record, and every unit replayed in finish()
  // (the streams kept).
  struct Case {
    const char* kernel;
    std::map<std::string, std::int64_t> sizes;
  };
  const Case cases[] = {{"valu_chain", {{"N", 8192}, {"iterations", 48}}},
                        {"sgemm_lds", {{"M", 128}, {"N", 128}, {"K", 64}}},
                        {"gemm_lds_f16", {{"M", 256}, {"N", 256}, {"K", 128}}},
                        {"sgemm_naive", {{"M", 64}, {"N", 64}, {"K", 64}}}};
  std::uint32_t seed = 21;
  for (const Case& c : cases) {
    const std::string kernel = c.kernel;
    CAPTURE(kernel);
    const StreamedLaunch launch(c.kernel, seed++, c.sizes, 8);
    REQUIRE(launch.launch.workgroup_count() >= 2 * launch.units);  // every unit has work
    for (const int variant : {0, 1, 2, 3}) {
      CAPTURE(variant);
      sim::TimingOptions timing;
      timing.sampled_units = variant == 1 ? 2 : 0;
      timing.record_instructions = variant == 2;
      timing.keep_streams = variant == 3;
      const StreamedLaunch::Run serial = launch.timed_with(timing, 1);
      if (variant == 2) REQUIRE(serial.result.timeline.size() == serial.result.instructions);
      for (const unsigned threads : {2u, 3u, 4u}) {
        CAPTURE(threads);
        check_same_timing(serial.result, launch.timed_with(timing, threads).result);
      }
    }
  }
}
