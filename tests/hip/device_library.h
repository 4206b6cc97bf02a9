// The device functions of the static device library device_library.hip.
#pragma once

#include <hip/hip_runtime.h>

extern __device__ int library_calls_scale;
__device__ int polynomial(int x);  // library_calls_scale*x^2 + 2x + 1
__device__ float clamp_unit(float x);
