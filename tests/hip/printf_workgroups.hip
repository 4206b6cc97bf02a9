// Device printf from several workgroups, with strings that start at odd addresses: each block sums its numbers
// through shared memory, and the first lane of each wave greets with its block's sum and a name cut out of one
// string constant. Clean under `wmmasim exec --check all` (the zero-report test): the device library copies the format
// and the %s arguments 8 bytes at a time from wherever they start (unaligned loads, which the hardware's alignment
// mode allows), and the waves of every block share the runtime's hostcall buffer.
#include <vector>

#include "conformance.h"

constexpr int kBlock = 64;
constexpr int kBlocks = 3;

// Names of different lengths, back to back after one byte: name k starts at kNameStart[k], an odd offset.
__constant__ char kNames[] = "-ant\0bumblebee\0cicada";
__constant__ int kNameStart[kBlocks] = {1, 5, 15};

__global__ void greet(const int* numbers, int* sums) {
  __shared__ int partial[kBlock];
  const int t = threadIdx.x;
  partial[t] = numbers[blockIdx.x * kBlock + t];
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) sums[blockIdx.x] = partial[0];
  if (t % warpSize == 0) {
    printf("block %d wave %d: sum %d, from the %s\n", static_cast<int>(blockIdx.x), t / warpSize, partial[0],
           kNames + kNameStart[blockIdx.x]);
  }
}

int main() {
  std::vector<int> numbers(kBlocks * kBlock);
  for (int i = 0; i < kBlocks * kBlock; ++i) numbers[i] = i % 7 + 1;
  int *numbers_device, *sums_device;
  HIP_CHECK(hipMalloc(&numbers_device, numbers.size() * sizeof(int)));
  HIP_CHECK(hipMalloc(&sums_device, kBlocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(numbers_device, numbers.data(), numbers.size() * sizeof(int), hipMemcpyHostToDevice));
  greet<<<kBlocks, kBlock>>>(numbers_device, sums_device);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> sums(kBlocks);
  HIP_CHECK(hipMemcpy(sums.data(), sums_device, kBlocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    int expected = 0;
    for (int t = 0; t < kBlock; ++t) expected += numbers[b * kBlock + t];
    CHECK(sums[b] == expected, "block %d summed %d, expected %d", b, sums[b], expected);
  }
  HIP_CHECK(hipFree(numbers_device));
  HIP_CHECK(hipFree(sums_device));
  return finish("printf_workgroups");
}
