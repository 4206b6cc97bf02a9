// A launch as data. Two layers, each used where it is enough:
//   Dispatch      one launch of a loaded kernel: grid, block, the explicit kernel arguments, dynamic LDS. The
//                 executor runs it (executor.h execute), the timing model takes its shape (KernelInfo::timing_launch).
//   KernelLaunch  a launch that carries everything it needs: the code object, the kernel's name, its Dispatch and
//                 the buffers the arguments point to. The simulator (executor.h run_on_simulator) and a real device
//                 (wmmasim/device/device.h) both take it.
// What the code object says about a kernel is isa::Kernel (isa/code_object.h); what the executor keeps of it,
// KernelInfo (executor.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace wmmasim::sim {

struct Dispatch {
  std::array<std::uint32_t, 3> grid{1, 1, 1};   // workgroups per dimension
  std::array<std::uint32_t, 3> block{1, 1, 1};  // work-items per workgroup per dimension
  // The explicit part of the kernarg segment, by-value arguments (and, once placed, buffer addresses) in place.
  // The executor appends the hidden arguments the code-object metadata asks for.
  std::vector<std::byte> kernarg;
  // LDS bytes the launch adds after the kernel's static LDS (HIP's sharedMemBytes, for `extern __shared__`).
  std::uint32_t dynamic_lds_bytes = 0;
};

struct KernelLaunch {
  std::span<const std::byte> code_object;  // the .hsaco bytes
  std::string kernel;                      // kernel symbol name
  Dispatch dispatch;

  struct Buffer {
    std::size_t kernarg_offset;   // where the buffer's 64-bit device address goes in dispatch.kernarg
    std::vector<std::byte> contents;
    std::string name = {};  // what a fault calls its allocation; empty: named after its argument
    // Whether the contents were copied to the device before the launch, as the device backend does with every
    // buffer (the timing model's pages with warm translations); false: a buffer the kernel finds as allocated and
    // never written, like tinygrad's Tensor.empty buffers in tests/data/hw-traces.
    bool copied = true;
  };
  std::vector<Buffer> buffers;
  // Arguments that point `offset` bytes into buffers[buffer] (a recorded launch whose arguments point inside a
  // buffer or share one), written after the buffers' own addresses.
  struct Pointer {
    std::size_t kernarg_offset;
    std::size_t buffer;
    std::uint64_t offset;
  };
  std::vector<Pointer> pointers;
};

}  // namespace wmmasim::sim
