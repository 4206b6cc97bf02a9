// The timing model of a kernel launch: the executor appends each wave's events (wmmasim/events/events.h), finish()
// places workgroups on compute units as the hardware's resources allow, replays every compute unit
// (compute_unit.h) and returns cycles, FLOPs and where the cycles went. Functional runs never construct it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "wmmasim/timing/compute_unit.h"
#include "wmmasim/events/events.h"
#include "wmmasim/events/observer.h"
#include "wmmasim/events/timing_launch.h"
#include "wmmasim/timing/machine.h"

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

  double microseconds() const { return static_cast<double>(cycles) / machine.clock_mhz; }
};

class TimingModel : public EventRecorder {
 public:
  TimingModel(MachineDescription machine, TimingLaunch launch, TimingOptions options = {});

  // The event stream of one wave, to be appended in program order. Different workgroups may be filled from
  // different threads; the result does not depend on the order.
  std::vector<TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) override;

  TimingResult finish();

 private:
  MachineDescription machine_;
  TimingLaunch launch_;
  TimingOptions options_;
  std::vector<std::vector<std::vector<TimingEvent>>> events_;  // [workgroup][wave]
};

}  // namespace wmmasim::sim
