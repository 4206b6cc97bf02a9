// A block sum through `extern __shared__` memory sized at launch time, next to a static __shared__ variable (the
// dynamic part starts after the static part), for several launch sizes.
#include <vector>

#include "conformance.h"

__global__ void block_sums(const unsigned* in, unsigned* sums) {
  extern __shared__ unsigned partial[];  // blockDim.x elements, sized by the launch
  __shared__ unsigned block_total;       // static LDS
  const unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  if (t == 0) block_total = 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    block_total = partial[0];
    sums[blockIdx.x] = block_total;
  }
}

int main() {
  for (unsigned block : {64u, 128u, 512u}) {
    constexpr unsigned blocks = 3;
    const unsigned n = blocks * block;
    std::vector<unsigned> in(n);
    for (unsigned i = 0; i < n; ++i) in[i] = i % 13 + 1;
    unsigned *in_device, *sums_device;
    HIP_CHECK(hipMalloc(&in_device, n * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&sums_device, blocks * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(in_device, in.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(block_sums, dim3(blocks), dim3(block), block * sizeof(unsigned), 0, in_device, sums_device);
    HIP_CHECK(hipGetLastError());
    unsigned sums[blocks];
    HIP_CHECK(hipMemcpy(sums, sums_device, sizeof(sums), hipMemcpyDeviceToHost));
    for (unsigned b = 0; b < blocks; ++b) {
      unsigned expected = 0;
      for (unsigned t = 0; t < block; ++t) expected += in[b * block + t];
      CHECK(sums[b] == expected, "block size %u, block %u: sum %u, expected %u", block, b, sums[b], expected);
    }
    HIP_CHECK(hipFree(in_device));
    HIP_CHECK(hipFree(sums_device));
  }
  return finish("dynamic_shared");
}
