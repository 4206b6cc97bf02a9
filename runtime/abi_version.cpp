// Compiled once per library: which HIP ABI this copy of the runtime serves (5: libamdhip64.so.5, the HIP 5.x structs
// and enums; 6: libamdhip64.so.6, ROCm 6's).
#include "runtime.h"

int wmmasim::hiprt::abi_version() { return WMMASIM_HIP_ABI; }
