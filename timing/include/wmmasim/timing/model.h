// The timing model of a kernel launch: the executor appends each wave's events (wmmasim/events/events.h), finish()
// places workgroups on compute units as the hardware's resources allow, replays every compute unit
// (compute_unit.h) and returns cycles, FLOPs and where the cycles went. Functional runs never construct it.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "wmmasim/timing/compute_unit.h"
#include "wmmasim/events/events.h"
#include "wmmasim/events/observer.h"
#include "wmmasim/events/timing_launch.h"
#include "wmmasim/events/workgroup_order.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/memory_hierarchy.h"

namespace wmmasim::sim {


struct Occupancy {
  int waves_per_simd = 0;       // resident waves a SIMD can hold for this kernel
  int workgroups_per_unit = 0;  // resident workgroups per compute unit (CU mode) or workgroup processor (WGP mode)
  int simds_per_unit = 0;       // 2 (CU mode) or 4 (WGP mode)
  std::string limited_by;       // "waves", "vgprs", "lds"
  std::string unit;             // "CU" or "WGP"
};
// Throws MachineError when a workgroup cannot fit on a compute unit at all.
Occupancy occupancy_for(const MachineDescription& machine, const TimingLaunch& launch);



struct TimingOptions {
  bool record_instructions = false;  // keep per-instruction issue/complete cycles (trace, timeline)
  // Simulate only this many compute units (evenly spread over those with work), each with its full share of the
  // workgroups; 0 = every unit. The other units' vector memory accesses, when the caller recorded them (the
  // executor does: TimingModel::recording), go to the shared L2 and DRAM alongside those of the simulated unit
  // that stands for them; without them the simulated units get their share of the L2 and DRAM rates. The error
  // this costs is measured in tests/test_timing_device.cpp and tests/test_sim_exec_timing.cpp and stated in
  // docs/timing.md. kAutoSample, what `wmmasim run|exec --timing` does unless told: kAutoSampledUnits units when
  // every unit has at least kAutoSampleWorkgroupsPerUnit workgroups and no per-instruction record is kept (the
  // launches docs/timing.md "Sampling" measured: within 0.6 % from 1.3 workgroups per unit), every unit otherwise.
  std::uint32_t sampled_units = 0;
  static constexpr std::uint32_t kAutoSample = 0xffffffffu;
  static constexpr std::uint32_t kAutoSampledUnits = 4;
  static constexpr std::uint32_t kAutoSampleWorkgroupsPerUnit = 2;
  static constexpr std::uint32_t kMaxSampledUnits = 1u << 16;
  // The shader clock the launch runs at, in MHz; 0 (the default): the machine's clock_mhz. A GPU that is not at
  // its boost clock (a recording's measured clock, a power-capped board) times its cold memory latencies in fewer
  // shader cycles (at_shader_clock, machine.h).
  std::uint32_t shader_clock_mhz = 0;
  // Keep every wave's stream until finish() (for a caller that reads wave_events() after the executor ran).
  // Otherwise, once the executor hands workgroups off (EventRecorder::workgroup_recorded), the model replays them
  // while the launch runs and frees each workgroup's streams when its last wave has been replayed, so a launch's
  // recorded events stay bounded by the waves in flight (docs/timing.md "Streamed replay"). The result is the same.
  bool keep_streams = false;
  // Threads the replay runs its compute units on (the executor's --threads): a unit's stretches of instructions
  // that reach nothing the units share run in parallel, the rest in the serial replay's order, so the result is
  // the same for any count (docs/timing.md "Parallel replay"). 0: one per hardware thread.
  unsigned threads = 1;
  // The clocks `wmmasim run|exec --shader-clock` and WMMASIM_SHADER_CLOCK accept (and 0: the machine's clock).
  static constexpr std::uint32_t kMinShaderClockMhz = 100, kMaxShaderClockMhz = 10000;
};

// `--sample-units` / WMMASIM_SAMPLE_UNITS: "auto" (TimingOptions::kAutoSample), "all" (0) or a number of units
// from 1 to TimingOptions::kMaxSampledUnits; nullopt for anything else.
std::optional<std::uint32_t> parse_sampled_units(std::string_view text);

// What bounds a launch: the utilisation of each shared or per-SIMD resource over the launch (0..1) and the
// verdict, the most used resource, or "latency" when none is used more than kBoundThreshold.
struct Bottleneck {
  static constexpr double kBoundThreshold = 0.6;
  double matrix_pipe = 0;  // WMMA cycles / SIMD-cycles
  double issue = 0;        // issued / SIMD-cycles ("compute")
  double lds = 0;          // LDS bytes / (cycles x CUs x lds_bytes_per_cycle)
  double l2 = 0;           // L2-channel busy cycles / (cycles x channels)
  double dram = 0;         // DRAM bytes / (cycles x DRAM bytes per cycle)
  std::string bound;       // "matrix pipe", "compute", "LDS", "L2", "DRAM" or "latency/occupancy"
};

// A simulated unit's part of the launch: the unit (CU, or WGP in WGP mode), the workgroups it ran and the cycle its
// last wave ended. Units that end early idle until the launch's last one ends (its tail).
struct UnitEnd {
  std::uint32_t unit = 0;
  std::uint32_t workgroups = 0;
  std::uint64_t cycle = 0;
};

// How a launch's workgroups fall on its units: the dispatcher deals them out round-robin (workgroup w to unit
// w mod units), so the units hold `most` or `fewest` of them and `units_with_most` hold the larger share; when the
// two differ the launch ends with only those busy.
struct WorkgroupShare {
  std::uint32_t fewest = 0;
  std::uint32_t most = 0;
  std::uint32_t units_with_most = 0;
};

struct TimingResult {
  std::string kernel;
  MachineDescription machine;
  Occupancy occupancy;
  std::uint32_t waves_per_workgroup = 0;
  std::uint64_t cycles = 0;
  std::uint64_t instructions = 0;
  std::uint64_t wmma_flops = 0;
  double flop_per_clk_per_cu = 0;  // wmma_flops / (cycles x compute units of the machine)
  StallBreakdown stalls;           // SIMD-cycles: sums to cycles x SIMDs of the machine
  std::vector<InstructionTiming> timeline;
  // Per instruction address (index pc / 4): executions and SIMD-cycles, summed over the simulated compute units
  // (not extrapolated when units are sampled).
  std::vector<PcProfile> pc_profile;
  // Whole device: units that had work and how many of them were simulated; the unsimulated units' work
  // (instructions, waves, FLOPs, bytes) is extrapolated by workgroups (x workgroups / the simulated units'
  // workgroups), their SIMD-cycles by units (x units_with_work / simulated_units).
  std::uint32_t units_with_work = 0;
  std::uint32_t simulated_units = 0;
  std::uint32_t workgroups = 0;        // of the launch
  std::vector<UnitEnd> unit_ends;      // the simulated units, by unit
  std::uint64_t waves = 0;
  std::uint64_t matrix_busy_cycles = 0;
  std::array<std::uint64_t, kInstructionGroups> instruction_counts{};
  MemoryTraffic traffic;
  double dram_bytes_per_cycle = 0;  // of the whole device
  Bottleneck bottleneck;

  double microseconds() const { return static_cast<double>(cycles) / machine.clock_mhz; }
};

// The utilisations of a finished result and its verdict.
Bottleneck bottleneck_of(const TimingResult& result);
// The result's workgroups over its units with work.
WorkgroupShare workgroup_share(const TimingResult& result);

// How much of a launch's recorded events the model held at once (streamed replay: bounded by the waves in flight
// and the executor's lead; kept streams: the whole launch).
struct BufferedEvents {
  std::uint64_t workgroups = 0;  // recorded and not yet replayed, at the peak
  std::uint64_t waves = 0;
  std::uint64_t events = 0;      // executed instructions those streams held
  std::uint64_t bytes = 0;       // the memory those streams took (the capacity of their vectors)
};

class TimingModel : public EventRecorder, public WorkgroupOrderHint {
 public:
  TimingModel(MachineDescription machine, TimingLaunch launch, TimingOptions options = {});
  ~TimingModel() override;
  TimingModel(const TimingModel&) = delete;
  TimingModel& operator=(const TimingModel&) = delete;

  // The event stream of one wave, to be appended in program order. Different workgroups may be filled from
  // different threads; the result does not depend on the order. After the executor recorded the wave in compact
  // form, the expanded stream.
  std::vector<TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) override;
  // The model keeps the executor's streams compact (a copy of the static table, 4 bytes per instruction and 16 per
  // memory access) and expands them as it replays.
  bool accepts_compact(std::span<const TimingEvent> static_events) override;
  CompactWaveEvents& compact_wave_events(std::uint32_t workgroup, std::uint32_t wave) override;

  // Whether finish() simulates this workgroup (with TimingOptions::sampled_units only some units' are): the
  // executor records all of their events, and only the vector memory accesses of the others; callers with a
  // synthetic event source may fill only these.
  bool simulates(std::uint32_t workgroup) const;
  Recording recording(std::uint32_t workgroup) const override {
    return simulates(workgroup) ? Recording::Everything : Recording::VectorMemory;
  }

  // Input buffers a copy wrote before the launch: their pages' first access costs a miss, not a cold page's latency.
  void copied_to_device(std::uint64_t address, std::uint64_t bytes) override;

  // The caches of the device the launch runs on: finish() starts from what they hold (what earlier launches left,
  // MemorySystem::start_with) and leaves in them what the device's caches hold after the launch. Without it the
  // launch starts with cold caches, as every recorded hardware trace did (its driver invalidated the L2 before each
  // dispatch). `caches` must outlive finish().
  void run_on(DeviceCaches& caches) { device_caches_ = &caches; }

  // The executor's hand-off: with streamed replay the workgroup is replayed as soon as the units reach it, on the
  // executor's threads (one at a time, in the order of the serial replay, so the result does not depend on the
  // thread count; once every workgroup is handed off, with TimingOptions::threads helpers); a thread that ran too
  // far ahead of the replay waits here for it.
  void workgroup_recorded(std::uint32_t workgroup, bool complete) override;
  // The workgroup the streamed replay stopped at (not recorded yet): an executor that runs it next keeps the model's
  // streams to those of the workgroups the units hold (docs/timing.md "Streamed replay").
  std::optional<std::uint32_t> wanted_workgroup() override;

  TimingResult finish();

  // The peaks of what the model held, for tests and `wmmasim bench` (valid after finish()).
  BufferedEvents peak_buffered() const { return peak_; }

 private:
  std::uint32_t units() const;            // compute units, or workgroup processors in WGP mode
  std::uint32_t units_with_work() const;
  std::uint32_t simulated_units() const;
  std::uint32_t sampled_unit(std::uint32_t i) const;  // the i-th simulated unit
  bool recorded_unsimulated_accesses() const;
  // A wave's stream as it was filled: full events, or compact ones indexing static_events_.
  struct RecordedWave {
    std::vector<TimingEvent> full;
    CompactWaveEvents compact;
    std::size_t size() const { return full.size() + compact.size(); }
    bool empty() const { return full.empty() && compact.empty(); }
    std::uint64_t bytes() const {
      return full.capacity() * sizeof(TimingEvent) + compact.events.capacity() * sizeof(CompactEvent) +
             compact.footprints.capacity() * sizeof(MemoryFootprint);
    }
  };
  // A workgroup's streams from its first event until its last wave has been replayed.
  struct RecordedWorkgroup {
    std::vector<RecordedWave> waves;
    bool handed_off = false;  // the executor will append nothing more
  };
  class Replay;
  friend class Replay;
  std::vector<RecordedWave>& waves_of(std::uint32_t workgroup);  // takes mutex_
  bool ready_for_replay(std::uint32_t workgroup);                // takes mutex_
  std::vector<RecordedWave>* replayed_waves(std::uint32_t workgroup);  // takes mutex_; nullptr: none recorded
  void release(std::uint32_t workgroup, std::uint64_t* instructions, std::uint64_t* waves);  // takes mutex_
  void note_buffered(const RecordedWorkgroup& group, int sign);  // mutex_ held
  void catch_up(std::unique_lock<std::mutex>& lock, std::uint32_t workgroup);
  bool may_run_ahead(std::uint32_t workgroup) const;  // mutex_ held
  // Takes mutex_. The executor handed off every workgroup (or the replay runs in finish()), or one of its threads
  // waits for the replay to catch up (catch_up): a helper of the replay takes no core from it.
  bool executor_leaves_a_core();
  void advance_replay();  // the replay as far as the recorded workgroups allow; on the calling thread
  MachineDescription machine_;
  TimingLaunch launch_;
  TimingOptions options_;
  std::uint32_t workgroup_count_ = 0;
  std::vector<TimingEvent> static_events_;         // the table compact streams index
  std::vector<std::pair<std::uint64_t, std::uint64_t>> copied_;  // (address, bytes) written before the launch
  DeviceCaches* device_caches_ = nullptr;

  std::mutex mutex_;  // guards the members below (the executor's threads record while one of them replays)
  std::condition_variable replayed_;              // the replay advanced (or stopped)
  std::unordered_map<std::uint32_t, RecordedWorkgroup> recorded_;  // by workgroup, until replayed
  std::unique_ptr<Replay> replay_;
  bool streaming_ = false;   // the executor hands workgroups off: replay while it runs
  bool replaying_ = false;   // a thread is advancing the replay
  bool stopped_ = false;     // a workgroup faulted, or the replay failed: no thread waits any more
  std::exception_ptr replay_error_;
  std::uint32_t requested_ = 0;  // 1 + the highest workgroup the replay has asked for
  std::uint32_t handed_off_ = 0;  // workgroups the executor handed off
  std::uint32_t held_ = 0;        // executor threads waiting for the replay (catch_up)
  std::optional<std::uint32_t> waiting_for_;  // the workgroup the replay stopped at
  BufferedEvents buffered_, peak_;
  std::uint64_t resident_workgroups_ = 0;  // on all units at once (known once the replay has started)
};

}  // namespace wmmasim::sim
