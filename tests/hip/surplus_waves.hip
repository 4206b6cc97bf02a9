// A block with more waves than tiles, as rocWMMA's samples launch them: the surplus waves return at once, before the
// __syncthreads() the others meet at. On AMD hardware a wave that has ended no longer holds a barrier, so the others
// go on; the program checks the result, and `wmmasim exec --check all` reports nothing (the zero-report test).
#include <vector>

#include "conformance.h"

constexpr int kTiles = 2;       // waves with work in each block
constexpr int kWavesPerBlock = 4;

// Each working wave stores its tile (one element per lane) in shared memory; after the barrier each reads the other
// working wave's tile, so the result is right only if the barrier ordered the stores before the reads.
__global__ void swap_tiles(const int* in, int* out) {
  __shared__ int tiles[kTiles][64];
  const int wave = threadIdx.x / warpSize;
  const int lane = threadIdx.x % warpSize;
  if (wave >= kTiles) return;  // surplus waves: no tile
  const int tile = blockIdx.x * kTiles + wave;
  tiles[wave][lane] = in[tile * warpSize + lane];
  __syncthreads();
  out[tile * warpSize + lane] = tiles[(wave + 1) % kTiles][lane] * 10;
}

int main() {
  int warp_size = 0;
  HIP_CHECK(hipDeviceGetAttribute(&warp_size, hipDeviceAttributeWarpSize, 0));
  constexpr int blocks = 3;
  const int n = blocks * kTiles * warp_size;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = 3 * i + 1;
  int *in_device, *out_device;
  HIP_CHECK(hipMalloc(&in_device, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&out_device, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(in_device, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  swap_tiles<<<blocks, kWavesPerBlock * warp_size>>>(in_device, out_device);
  HIP_CHECK(hipGetLastError());
  std::vector<int> out(n);
  HIP_CHECK(hipMemcpy(out.data(), out_device, n * sizeof(int), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (int b = 0; b < blocks; ++b) {
    for (int w = 0; w < kTiles; ++w) {
      for (int l = 0; l < warp_size; ++l) {
        const int other = (b * kTiles + (w + 1) % kTiles) * warp_size + l;
        wrong += out[(b * kTiles + w) * warp_size + l] != in[other] * 10;
      }
    }
  }
  CHECK(wrong == 0, "%d of %d elements are not the other tile's times 10", wrong, n);
  HIP_CHECK(hipFree(in_device));
  HIP_CHECK(hipFree(out_device));
  return finish("surplus_waves");
}
