// A kernel launch as data: code object, kernel, grid, block, arguments and the buffers they point to. The
// simulator (executor.h run_on_simulator) and a real device (wmmasim/device/device.h) both take it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace wmmasim::sim {

// A kernel launch as the simulator and a device both take it.
struct KernelLaunch {
  std::span<const std::byte> code_object;  // the .hsaco bytes
  std::string kernel;                      // kernel symbol name
  std::array<std::uint32_t, 3> grid{1, 1, 1};   // workgroups per dimension
  std::array<std::uint32_t, 3> block{1, 1, 1};  // work-items per workgroup per dimension
  // The explicit part of the kernarg segment, by-value arguments already in place. The runtime (or the
  // simulator) appends the hidden arguments the code-object metadata asks for.
  std::vector<std::byte> kernarg;

  struct Buffer {
    std::size_t kernarg_offset;   // where the buffer's 64-bit device address goes in `kernarg`
    std::vector<std::byte> contents;
  };
  std::vector<Buffer> buffers;
};

}  // namespace wmmasim::sim
