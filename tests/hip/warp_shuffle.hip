// Cross-lane operations inside a wave: a butterfly sum with __shfl_xor, a broadcast with __shfl, a shift with
// __shfl_down and a vote with __ballot, each checked per lane against what the wave size implies.
#include <vector>

#include "conformance.h"

__global__ void shuffles(int* sums, int* broadcast, int* shifted, unsigned long long* ballots) {
  const int lane = threadIdx.x % warpSize;
  const int value = threadIdx.x + 1;
  int sum = value;
  for (int mask = warpSize / 2; mask > 0; mask /= 2) sum += __shfl_xor(sum, mask);
  sums[threadIdx.x] = sum;
  broadcast[threadIdx.x] = __shfl(value, 3);
  shifted[threadIdx.x] = __shfl_down(value, 1);
  const unsigned long long ballot = __ballot(lane % 3 == 0);
  if (lane == 0) ballots[threadIdx.x / warpSize] = ballot;
}

int main() {
  int warp_size = 0;
  HIP_CHECK(hipDeviceGetAttribute(&warp_size, hipDeviceAttributeWarpSize, 0));
  CHECK(warp_size == 32 || warp_size == 64, "warp size %d", warp_size);
  constexpr int block = 128;
  const int waves = block / warp_size;
  int *sums_device, *broadcast_device, *shifted_device;
  unsigned long long* ballots_device;
  HIP_CHECK(hipMalloc(&sums_device, block * sizeof(int)));
  HIP_CHECK(hipMalloc(&broadcast_device, block * sizeof(int)));
  HIP_CHECK(hipMalloc(&shifted_device, block * sizeof(int)));
  HIP_CHECK(hipMalloc(&ballots_device, waves * sizeof(unsigned long long)));
  shuffles<<<1, block>>>(sums_device, broadcast_device, shifted_device, ballots_device);
  HIP_CHECK(hipGetLastError());
  std::vector<int> sums(block), broadcast(block), shifted(block);
  std::vector<unsigned long long> ballots(waves);
  HIP_CHECK(hipMemcpy(sums.data(), sums_device, block * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(broadcast.data(), broadcast_device, block * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(shifted.data(), shifted_device, block * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(ballots.data(), ballots_device, waves * sizeof(unsigned long long), hipMemcpyDeviceToHost));
  unsigned long long expected_ballot = 0;
  for (int lane = 0; lane < warp_size; lane += 3) expected_ballot |= 1ull << lane;
  for (int t = 0; t < block; ++t) {
    const int wave_base = t / warp_size * warp_size;
    const int lane = t % warp_size;
    const int wave_sum = warp_size * (wave_base + 1) + warp_size * (warp_size - 1) / 2;
    CHECK(sums[t] == wave_sum, "thread %d: __shfl_xor sum %d, expected %d", t, sums[t], wave_sum);
    CHECK(broadcast[t] == wave_base + 4, "thread %d: __shfl(v, 3) = %d, expected %d", t, broadcast[t], wave_base + 4);
    const int below = lane + 1 < warp_size ? t + 2 : t + 1;  // the last lane keeps its own value
    CHECK(shifted[t] == below, "thread %d: __shfl_down(v, 1) = %d, expected %d", t, shifted[t], below);
  }
  for (int w = 0; w < waves; ++w)
    CHECK(ballots[w] == expected_ballot, "wave %d: __ballot = %#llx, expected %#llx", w, ballots[w], expected_ballot);
  HIP_CHECK(hipFree(sums_device));
  HIP_CHECK(hipFree(broadcast_device));
  HIP_CHECK(hipFree(shifted_device));
  HIP_CHECK(hipFree(ballots_device));
  return finish("warp_shuffle");
}
