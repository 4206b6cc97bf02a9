// A launch recorded inside a running program (the HIP runtime's WMMASIM_RECORD / `wmmasim exec --record`) as a
// self-contained case: the code object, the kernel, grid, block, dynamic LDS, the explicit kernarg bytes, and
// every buffer an argument points into with its contents before and after the launch. `wmmasim run --replay`
// runs it again alone and compares with the recorded after-state; `wmmasim diff --replay` runs it on a device.
//
// On disk a case is a folder: case.json (the manifest, docs/runtime.md "Recording launches") and raw files
// (code_object.hsaco, kernarg.bin, buffer-N.before.bin, buffer-N.after.bin, image.before.bin, image.after.bin).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "wmmasim/exec/executor.h"
#include "wmmasim/exec/launch.h"

namespace wmmasim::sim {

// A case folder that cannot be read or written: one line naming the file and what is wrong.
class RecordError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct RecordedLaunch {
  // A range of global memory as the program had it: its name, its address in the program, and its bytes.
  struct Region {
    std::string name;
    std::uint64_t address = 0;
    std::vector<std::byte> before, after;
  };
  // An explicit argument that points `offset` bytes into buffers[buffer].
  struct Pointer {
    std::size_t argument = 0;
    std::uint32_t kernarg_offset = 0;
    std::size_t buffer = 0;
    std::uint64_t offset = 0;
  };

  std::string target;  // gfx1201, gfx1100
  std::vector<std::byte> code_object;
  std::string kernel;  // symbol
  std::array<std::uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  std::uint32_t dynamic_lds_bytes = 0;
  std::vector<std::byte> kernarg;  // the explicit arguments as the program passed them (its own addresses)
  // The code object's loaded segments (its __device__ variables, reached PC-relative) at the program's load address;
  // absent when the code object was not loaded into memory.
  std::optional<Region> image;
  std::vector<Region> buffers;
  std::vector<Pointer> pointers;
  std::string fault;  // the launch faulted with this message (the after-states are what it left)
};

// Writes the case as `folder` (created whole: a `.partial` sibling renamed at the end). Throws RecordError.
void write_recorded_launch(const RecordedLaunch& launch, const std::filesystem::path& folder);

// Reads a case from its folder or its case.json. Throws RecordError.
RecordedLaunch read_recorded_launch(const std::filesystem::path& path);

// Runs the case on a fresh simulated memory: the image at its recorded address, each buffer a new allocation
// (named after its arguments) holding its before-state, every recorded pointer relocated to it. `after` holds each
// buffer's contents afterwards (in `buffers` order), then the image's when there is one. Throws as execute() does
// and RecordError when the case does not fit its kernel.
struct ReplayResult {
  std::vector<std::vector<std::byte>> after;
  ExecutionStats stats;
};
ReplayResult replay_recorded_launch(const RecordedLaunch& launch, const ExecutionOptions& options = {});

// The case as a KernelLaunch for a device (wmmasim/device/device.h): the buffers with their before-state and the
// pointers to relocate. The image cannot move to a device: its variables start from the code object's values.
KernelLaunch to_kernel_launch(const RecordedLaunch& launch);

}  // namespace wmmasim::sim
