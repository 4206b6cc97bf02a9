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
#include "wmmasim/timing/machine.h"

namespace wmmasim::sim {

// The launch as the timing model sees it (device.h's KernelLaunch is the one that carries code and buffers).
struct TimingLaunch {
  std::string name;
  std::array<std::uint32_t, 3> grid{1, 1, 1};   // workgroups per dimension (like HIP's gridDim)
  std::array<std::uint32_t, 3> block{1, 1, 1};  // work-items per workgroup
  int wave_size = 32;
  int vgprs = 0;      // VGPRs per lane the kernel allocates (0: do not limit occupancy)
  int lds_bytes = 0;  // LDS per workgroup
  // WGP mode (the kernel descriptor's WGP_MODE bit; clang's default on gfx10+): a workgroup runs on a workgroup
  // processor of two compute units, 4 SIMDs and both LDS halves. CU mode (the hardware traces): one CU, 2 SIMDs.
  bool wgp_mode = false;

  std::uint32_t workgroup_count() const { return grid[0] * grid[1] * grid[2]; }
  std::uint32_t waves_per_workgroup() const;
};

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
