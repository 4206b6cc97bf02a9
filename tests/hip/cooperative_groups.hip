// Cooperative groups inside a block: this_thread_block() (size, rank, sync) for a block-wide sum in shared memory,
// and tiled_partition into tiles of 16 for per-tile ranks. Then hipLaunchCooperativeKernel: one block always fits;
// four fit only on a device whose hipDeviceAttributeCooperativeLaunch says so (the simulator's does not:
// hipErrorCooperativeLaunchTooLarge).
#include <vector>

#include "conformance.h"  // <hip/hip_runtime.h> first: HIP 5.2's cooperative groups header relies on it
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr unsigned kBlock = 256;

__global__ void block_reduce(const unsigned* in, unsigned* block_sums, unsigned* tile_ranks) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ unsigned partial[kBlock];
  const unsigned rank = block.thread_rank();
  partial[rank] = in[blockIdx.x * block.size() + rank];
  block.sync();
  for (unsigned stride = block.size() / 2; stride > 0; stride /= 2) {
    if (rank < stride) partial[rank] += partial[rank + stride];
    block.sync();
  }
  if (rank == 0) block_sums[blockIdx.x] = partial[0];
  cg::thread_group tile = cg::tiled_partition(block, 16);
  tile_ranks[blockIdx.x * block.size() + rank] = tile.thread_rank() + 100 * tile.size();
}

int main() {
  constexpr unsigned blocks = 4, n = blocks * kBlock;
  std::vector<unsigned> in(n);
  for (unsigned i = 0; i < n; ++i) in[i] = (i * 7) % 19;
  unsigned *in_device, *sums_device, *ranks_device;
  HIP_CHECK(hipMalloc(&in_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&sums_device, blocks * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&ranks_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(in_device, in.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  block_reduce<<<blocks, kBlock>>>(in_device, sums_device, ranks_device);
  HIP_CHECK(hipGetLastError());
  unsigned sums[blocks];
  std::vector<unsigned> ranks(n);
  HIP_CHECK(hipMemcpy(sums, sums_device, sizeof(sums), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(ranks.data(), ranks_device, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (unsigned b = 0; b < blocks; ++b) {
    unsigned expected = 0;
    for (unsigned t = 0; t < kBlock; ++t) expected += in[b * kBlock + t];
    CHECK(sums[b] == expected, "block %u: sum %u, expected %u", b, sums[b], expected);
  }
  int wrong = 0;
  for (unsigned i = 0; i < n; ++i) wrong += ranks[i] != (i % kBlock) % 16 + 1600;
  CHECK(wrong == 0, "%d threads have a wrong tile rank or size (thread 17: %u, expected 1601)", wrong, ranks[17]);

  void* args[] = {&in_device, &sums_device, &ranks_device};
  HIP_CHECK(hipMemset(sums_device, 0, blocks * sizeof(unsigned)));
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(block_reduce), dim3(1), dim3(kBlock), args, 0, nullptr));
  HIP_CHECK(hipMemcpy(sums, sums_device, sizeof(sums), hipMemcpyDeviceToHost));
  CHECK(sums[0] != 0 && sums[1] == 0, "cooperative launch of one block: sums %u %u", sums[0], sums[1]);
  int cooperative = -1;
  HIP_CHECK(hipDeviceGetAttribute(&cooperative, hipDeviceAttributeCooperativeLaunch, 0));
  const hipError_t four = hipLaunchCooperativeKernel(reinterpret_cast<const void*>(block_reduce), dim3(blocks),
                                                     dim3(kBlock), args, 0, nullptr);
  CHECK_ERROR(four, cooperative ? hipSuccess : hipErrorCooperativeLaunchTooLarge);
  CHECK_ERROR(hipGetLastError(), four);
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipFree(in_device));
  HIP_CHECK(hipFree(sums_device));
  HIP_CHECK(hipFree(ranks_device));
  return finish("cooperative_groups");
}
