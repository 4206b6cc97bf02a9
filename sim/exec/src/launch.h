// A dispatch made ready to run (launch.cpp): the segments it placed in global memory and the numbers every
// workgroup needs to build its waves.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "device_services.h"
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
  std::unique_ptr<DeviceServices> services;   // the hostcall and printf buffers, when the kernel has them
  LdsOutsideLog* lds_outside = nullptr;       // where the workgroups note LDS accesses they dropped
};

// The launch's own segments (kernarg, dispatch packet, queue, device-service buffers) lie at 2^47 and up, far from
// the buffers (no host pointer and no FLAT aperture is there), so that an access running far off a buffer names that
// buffer as the nearest allocation, not a segment the launch placed after it.
inline constexpr std::uint64_t kLaunchSegments = 1ull << 47;
std::uint64_t allocate_launch_segment(GlobalMemory& memory, std::string name, std::uint64_t size, std::uint64_t alignment);

// Validates the dispatch (LaunchError) and writes the kernarg segment (explicit arguments + hidden arguments)
// and, when the kernel asks for them, a dispatch packet and a queue into `memory`.
LaunchContext prepare_launch(const KernelInfo& info, const Dispatch& dispatch, GlobalMemory& memory);
// Tells the observer of each segment prepare_launch placed (EventObserver::runtime_memory).
void announce_runtime_memory(const GlobalMemory& memory, EventObserver& observer);
// Frees what prepare_launch placed in `memory` (and prints buffered printf's messages).
void release_launch(const LaunchContext& launch, GlobalMemory& memory);

// Wave `wave_index` of workgroup `group_id` as the hardware starts it: user SGPRs, workgroup ids, packed
// work-item ids in v0, EXEC covering the work-items the wave holds; everything else zero. Returns how many SGPRs
// (s0 up) hold launch values.
std::uint16_t initialize_wave(const KernelInfo& info, const LaunchContext& launch, const std::array<std::uint32_t, 3>& group_id,
                     std::uint32_t wave_index, WaveState& state);

}  // namespace wmmasim::sim::exec
