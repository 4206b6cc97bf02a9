// The fate of every HIP function the runtime does not implement (runtime/unsupported_stubs.cpp.in).
#pragma once

namespace wmmasim::hiprt {

// Prints "wmmasim: <name> is not supported by the simulator's HIP runtime" once per name and returns
// hipErrorNotSupported (801).
int unsupported(const char* name);

}  // namespace wmmasim::hiprt
