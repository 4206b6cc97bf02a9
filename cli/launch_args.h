// A kernel launch from the command line, shared by `wmmasim run` and `wmmasim diff CODE_OBJECT`: the code object,
// --kernel, --grid, --block, --arg KEY=@file.npy|KEY=VALUE and --out KEY=file.npy become one sim::KernelLaunch,
// the same the simulator and the device backend run (sim/device.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "output_files.h"
#include "wmmasim/device/device.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/io/npy.h"

namespace wmmasim::cli {

struct LaunchArguments {
  std::string code_object;  // any container: code object, offload bundle, HIP program (isa/container.h)
  std::string arch;         // which of its targets ("": the only one)
  std::string kernel;       // symbol, demangled name or unambiguous prefix ("": the only kernel)
  std::string grid;
  std::string block;
  std::vector<std::string> args;  // KEY=@file.npy[:TYPE] or KEY=VALUE
  std::vector<std::string> outs;  // KEY=file.npy
  bool verbose = false;           // say which buffers' element types nothing checks
};

// The pointee of a pointer parameter as the demangler prints it ("_Float16 const*" -> f16); nullopt for anything
// else (structs, vectors, void*, by-value parameters).
std::optional<sim::NpyDtype> pointee_dtype(std::string type);

// Adds --kernel, --grid, --block, --arg, --out and --verbose (the code object is the caller's positional, --arch the
// caller's option).
void add_launch_options(boost::program_options::options_description& options, LaunchArguments& launch);

// A buffer to write back after the run: the launch's buffer `buffer`, as .npy of the dtype and shape its input had.
struct OutputFile {
  std::size_t buffer = 0;
  std::string path;
};

// A buffer argument: how messages name it and the .npy that gave its initial contents (dtype and shape).
struct BufferArgument {
  std::string label;  // e.g. "argument 3 (d)"
  sim::NpyArray input;
  std::string key;           // what --arg KEY calls it: its metadata name ("d"), or its position ("3")
  std::size_t argument = 0;  // its position among the explicit arguments
};

struct PreparedLaunch {
  sim::KernelProgram program;
  std::vector<std::byte> code_object;  // the AMDGPU ELF the container held for the target
  sim::KernelLaunch launch;
  std::vector<BufferArgument> buffers;  // parallel to launch.buffers
  std::vector<OutputFile> outputs;
};

// "X[,Y,Z]" with missing dimensions 1. Throws UsageError for anything else (0 is accepted here and rejected with
// the kernel's limits by sim::validate_dispatch).
std::array<std::uint32_t, 3> parse_dimensions(const std::string& text, const std::string& option);

// Reads the code object (from any container), finds the kernel and binds every explicit argument. Throws UsageError
// (exit code 2) naming the problem: an unreadable or invalid file, no code object for --arch, an unknown or ambiguous
// kernel, a missing, unknown or repeated argument, a .npy that does not parse or whose dtype is not the element type
// declared (@file.npy:f32) or written in the kernel's C++ signature, a value that does not fit its argument.
PreparedLaunch prepare_launch(const LaunchArguments& arguments);

// Adds every --out buffer, as .npy, to the files the command writes when it succeeds.
void add_outputs(OutputFiles& files, const PreparedLaunch& prepared, const std::vector<std::vector<std::byte>>& buffers);

}  // namespace wmmasim::cli
