// Device code for module_api, compiled on its own into a code object bundle (no host code) and loaded at run time.
#include <hip/hip_runtime.h>

__device__ float module_scale = 1.0f;

extern "C" __global__ void scale_add(float* out, const float* in, float offset, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = module_scale * in[i] + offset;
}
