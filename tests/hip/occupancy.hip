// Occupancy queries from the kernel descriptor: a suggested block size, active blocks per compute unit for a light
// kernel and for one that uses 48 KiB of LDS per block (which must fit fewer blocks), and hipFuncGetAttributes.
#include "conformance.h"

__global__ void light(float* data) { data[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f; }

__global__ void lds_heavy(float* data) {
  __shared__ float tile[12 * 1024];  // 48 KiB
  tile[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}

int main() {
  int min_grid = 0, block = 0;
  HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&min_grid, &block, light, 0, 0));
  std::printf("occupancy: suggested block %d, minimum grid %d\n", block, min_grid);
  CHECK(block > 0 && block <= 1024 && block % 32 == 0, "suggested block size %d", block);
  CHECK(min_grid > 0, "minimum grid %d", min_grid);

  int light_blocks = 0, heavy_blocks = 0;
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&light_blocks, light, 256, 0));
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&heavy_blocks, lds_heavy, 256, 0));
  std::printf("occupancy: blocks of 256 per compute unit: light %d, 48 KiB LDS %d\n", light_blocks, heavy_blocks);
  CHECK(light_blocks >= 1, "light kernel: %d blocks", light_blocks);
  CHECK(heavy_blocks >= 1 && heavy_blocks < light_blocks, "48 KiB LDS kernel: %d blocks (light: %d)", heavy_blocks,
        light_blocks);

  hipFuncAttributes attributes;
  HIP_CHECK(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(lds_heavy)));
  CHECK(attributes.sharedSizeBytes == 48 * 1024, "lds_heavy sharedSizeBytes %zu", attributes.sharedSizeBytes);
  CHECK(attributes.maxThreadsPerBlock > 0, "maxThreadsPerBlock %d", attributes.maxThreadsPerBlock);
  CHECK(attributes.numRegs > 0, "numRegs %d", attributes.numRegs);
  return finish("occupancy");
}
