// The optional HIP-runtime backend: runs the same code-object bytes the simulator runs on a real RDNA GPU,
// through the HIP module API (hipModuleLoadData, hipModuleGetFunction, hipModuleLaunchKernel). Host-only C++:
// no hipcc, no device compiler. Compiled in when CMake finds the HIP runtime (WMMASIM_WITH_HIP, docs/device.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "wmmasim/exec/launch.h"

namespace wmmasim::sim {

struct DeviceInfo {
  std::string name;      // marketing name, e.g. "AMD Radeon RX 9070 XT"
  std::string gcn_arch;  // e.g. "gfx1201"
  int compute_units = 0;
};

// A device problem (no device, wrong architecture, a failing HIP call): one line naming the HIP call and error.
struct DeviceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// True when wmmasim was built with the HIP backend.
bool device_backend_compiled();

// The first HIP device, or nullopt with the reason in `why_not` (backend not compiled, no device, ...).
std::optional<DeviceInfo> probe_device(std::string& why_not);

// Runs the launch on the first HIP device and returns every buffer's contents afterwards, in `buffers` order.
// Throws DeviceError when the device's architecture differs from `expected_arch` (a code object runs only on
// its own target) or any HIP call fails.
std::vector<std::vector<std::byte>> run_on_device(const KernelLaunch& launch, const std::string& expected_arch);

}  // namespace wmmasim::sim
