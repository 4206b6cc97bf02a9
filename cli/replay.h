// A launch recorded by the HIP runtime (`wmmasim exec --record DIR`), replayed alone: `wmmasim run --replay CASE`
// on the simulator against the recorded after-state, `wmmasim diff --replay CASE` on a HIP device.
#pragma once

#include <string>

#include "wmmasim/exec/executor.h"
#include "wmmasim/exec/recorded_launch.h"

namespace wmmasim::cli {

// Reads CASE (a case folder or its case.json); a missing or malformed case is a UsageError.
sim::RecordedLaunch read_case(const std::string& path);

// Runs the case on the simulator and compares every buffer (and the code object's variables) with the recorded
// after-state. Exit code: 0 identical, 1 different, 4 the replay faulted.
int replay_on_simulator(const std::string& path, const sim::ExecutionOptions& options);

// Runs the case on the HIP device and compares with the recorded after-state (the simulator's). Exit code: 0 equal,
// 1 different, 3 no device.
int replay_on_device(const std::string& path, double tolerance);

}  // namespace wmmasim::cli
