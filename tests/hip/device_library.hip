// A static device library (built with -fgpu-rdc into libhiptest_device_library.a): device functions and a device
// variable that static_library.hip calls from its kernel across translation units.
#include <hip/hip_runtime.h>

#include "device_library.h"

__device__ int library_calls_scale = 3;

__device__ int polynomial(int x) { return library_calls_scale * x * x + 2 * x + 1; }

__device__ float clamp_unit(float x) { return fminf(fmaxf(x, 0.0f), 1.0f); }
