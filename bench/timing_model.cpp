// Throughput of the timing model in events (wave-instructions) per second on a GEMM-shaped stream: global loads,
// LDS stores and loads around a split barrier, 8 WMMAs, loop control; 8 workgroups of 4 waves per compute unit of a
// gfx1201. Timing mode may cost at most 3x a functional run (docs/performance.md), so this has to stay far above the executor's
// own rate. Run: build/default/bench/bench_timing_model
#include <benchmark/benchmark.h>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim;
using namespace wmmasim::sim;

namespace {

void fill_gemm_wave(std::vector<TimingEvent>& events, std::uint32_t workgroup, int iterations) {
  const isa::MatrixOp* op = isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  std::uint32_t pc = 0;
  const auto push = [&](TimingEvent e) {
    e.pc = pc;
    pc += 8;
    events.push_back(e);
  };
  const auto make = [](TimingClass cls, std::string_view mnemonic) {
    TimingEvent e;
    e.cls = cls;
    e.mnemonic = mnemonic;
    return e;
  };
  for (int it = 0; it < iterations; ++it) {
    pc = 0;
    for (int l = 0; l < 2; ++l) {
      TimingEvent e = make(TimingClass::VmemLoad, "global_load_b128");
      e.memory = MemoryAccess::Load;
      e.address = std::uint64_t{workgroup} * 65536 + static_cast<std::uint64_t>(it) * 256 + 128u * l;
      e.dst[0] = vgprs(static_cast<std::uint16_t>(200 + 4 * l), 4);
      e.src[0] = vgprs(0, 2);
      push(e);
    }
    TimingEvent wait_load = make(TimingClass::Wait, "s_wait_loadcnt");
    wait_load.wait.load = 0;
    push(wait_load);
    for (int l = 0; l < 2; ++l) {
      TimingEvent e = make(TimingClass::Lds, "ds_store_b128");
      e.memory = MemoryAccess::Store;
      e.src[0] = vgprs(2);
      e.src[1] = vgprs(static_cast<std::uint16_t>(200 + 4 * l), 4);
      push(e);
    }
    TimingEvent wait_ds = make(TimingClass::Wait, "s_wait_dscnt");
    wait_ds.wait.ds = 0;
    push(wait_ds);
    TimingEvent signal = make(TimingClass::Barrier, "s_barrier_signal");
    signal.control = Control::BarrierSignal;
    push(signal);
    TimingEvent wait_barrier = make(TimingClass::Barrier, "s_barrier_wait");
    wait_barrier.control = Control::BarrierWait;
    push(wait_barrier);
    for (int l = 0; l < 4; ++l) {
      TimingEvent e = make(TimingClass::Lds, "ds_load_b128");
      e.memory = MemoryAccess::Load;
      e.dst[0] = vgprs(static_cast<std::uint16_t>(100 + 4 * l), 4);
      e.src[0] = vgprs(2);
      push(e);
    }
    push(wait_ds);
    for (int c = 0; c < 8; ++c) {
      TimingEvent e = make(TimingClass::Wmma, op->mnemonic);
      e.matrix = op;
      e.dst[0] = vgprs(static_cast<std::uint16_t>(16 + 8 * c), 8);
      e.src[0] = vgprs(static_cast<std::uint16_t>(100 + 4 * (c % 2)), 4);
      e.src[1] = vgprs(static_cast<std::uint16_t>(108 + 4 * (c / 4)), 4);
      e.src[2] = e.dst[0];
      push(e);
    }
    TimingEvent add = make(TimingClass::Salu, "s_add_co_i32");
    add.dst[0] = sgprs(5);
    add.dst[1] = sgprs(kScc);
    push(add);
    TimingEvent branch = make(TimingClass::Branch, "s_cbranch_scc1");
    branch.flags = kBranchTaken;
    branch.src[0] = sgprs(kScc);
    push(branch);
  }
  events.push_back(make(TimingClass::EndProgram, "s_endpgm"));
}

void BM_TimingModelGemmStream(benchmark::State& state) {
  const MachineDescription machine = builtin_machine_description("gfx1201");
  const std::uint32_t workgroups = static_cast<std::uint32_t>(machine.compute_units) * 8;
  std::vector<std::vector<TimingEvent>> waves(workgroups * 4);
  std::size_t events = 0;
  for (std::uint32_t w = 0; w < waves.size(); ++w) {
    fill_gemm_wave(waves[w], w / 4, 50);
    events += waves[w].size();
  }
  for (auto _ : state) {
    state.PauseTiming();
    TimingModel model(machine, TimingLaunch{"gemm", {workgroups, 1, 1}, {128, 1, 1}, 32, 96, 16384});
    for (std::uint32_t w = 0; w < waves.size(); ++w) model.wave_events(w / 4, w % 4) = waves[w];
    state.ResumeTiming();
    benchmark::DoNotOptimize(model.finish().cycles);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * events));
}
BENCHMARK(BM_TimingModelGemmStream)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
