// `wmmasim bench --examples`: the HIP programs of examples/hip as a user runs them, `wmmasim exec --arch TARGET --
// ./program`, once per target their offload bundle holds: process start, the HIP runtime, the simulation and the
// program's own check of its result (docs/performance.md).
#pragma once

#include <string>
#include <vector>

namespace wmmasim::cli {

struct ExampleRun {
  std::string program;              // file name in the examples folder
  std::string target;               // a target the program's offload bundle holds
  std::vector<std::string> arguments;

  std::string name() const;         // "hip_gemm_lds.gfx1201", with arguments "hip_gemm_lds.gfx1201.64x64x64"
};

// Every host executable of `folder` that holds code objects, once per target it was built for, in name order. Throws
// UsageError when the folder has none (the examples are not built).
std::vector<ExampleRun> hip_example_runs(const std::string& folder);

// Runs `run` under `wmmasim exec` in `folder` (the program's working folder, as in CTest). A program that fails
// throws UsageError: one line with its exit status, its last line of output and the command that reproduces it.
void run_example(const std::string& folder, const ExampleRun& run);

}  // namespace wmmasim::cli
