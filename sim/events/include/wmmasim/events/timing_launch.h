// What the timing model needs to know of a launch: its shape and the kernel's resources. The executor makes it from
// a kernel's descriptor (KernelInfo::timing_launch), so that every caller passes the same facts (WGP mode included).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace wmmasim::sim {

// The launch as the timing model sees it: a Dispatch's shape with the kernel's resources and mode (made by the
// executor's KernelInfo::timing_launch; wmmasim/exec/launch.h has the launch itself).
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
  std::uint32_t waves_per_workgroup() const {
    const std::uint32_t items = block[0] * block[1] * block[2];
    return (items + static_cast<std::uint32_t>(wave_size) - 1) / static_cast<std::uint32_t>(wave_size);
  }
};

}  // namespace wmmasim::sim
