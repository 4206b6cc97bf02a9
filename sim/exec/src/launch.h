// A dispatch made ready to run (launch.cpp): the segments it placed in global memory and the numbers every
// workgroup needs to build its waves.
#pragma once

#include <array>
#include <cstdint>

#include "internal.h"

namespace wmmasim::sim::exec {

struct LaunchContext {
  std::array<std::uint32_t, 3> grid{};
  std::array<std::uint32_t, 3> block{};
  std::uint32_t work_items_per_group = 0;
  std::uint32_t waves_per_group = 0;
  std::uint32_t lds_bytes = 0;  // static + dynamic LDS per workgroup
  std::uint64_t kernarg_address = 0;
  std::uint64_t dispatch_packet_address = 0;  // 0 unless the kernel enables the dispatch-pointer user SGPRs
  std::uint64_t queue_address = 0;            // 0 unless it enables the queue-pointer user SGPRs
};

// Validates the dispatch (LaunchError) and writes the kernarg segment (explicit arguments + hidden arguments)
// and, when the kernel asks for them, a dispatch packet and a queue into `memory`.
LaunchContext prepare_launch(const KernelInfo& info, const Dispatch& dispatch, GlobalMemory& memory);
// Frees what prepare_launch placed in `memory`.
void release_launch(const LaunchContext& launch, GlobalMemory& memory);

// Wave `wave_index` of workgroup `group_id` as the hardware starts it: user SGPRs, workgroup ids, packed
// work-item ids in v0, EXEC covering the work-items the wave holds; everything else zero.
void initialize_wave(const KernelInfo& info, const LaunchContext& launch, const std::array<std::uint32_t, 3>& group_id,
                     std::uint32_t wave_index, WaveState& state);

}  // namespace wmmasim::sim::exec
