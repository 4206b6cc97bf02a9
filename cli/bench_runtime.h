// `wmmasim bench --runtime`: the HIP runtime's own cost, measured through the real runtime: bench/runtime_bench.hip
// run under `wmmasim exec` (launch overhead of an empty kernel, hipMemcpy bandwidth each way; docs/performance.md).
#pragma once

#include <nlohmann/json.hpp>

namespace wmmasim::cli {

// Runs the program and returns its measurements as runtime_* keys, with the load average before and after. Throws
// UsageError when the program is not built or does not report.
nlohmann::ordered_json measure_runtime(int launches, int mebibytes);

}  // namespace wmmasim::cli
