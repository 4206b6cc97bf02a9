// Each block reverses its 256-element slice through a statically sized __shared__ array and a barrier.
#include <vector>

#include "conformance.h"

constexpr int kBlock = 256;

__global__ void reverse_blocks(const int* in, int* out) {
  __shared__ int tile[kBlock];
  const int base = blockIdx.x * kBlock;
  tile[threadIdx.x] = in[base + threadIdx.x];
  __syncthreads();
  out[base + threadIdx.x] = tile[kBlock - 1 - threadIdx.x];
}

int main() {
  constexpr int blocks = 6, n = blocks * kBlock;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = i * 3 + 1;
  int *in_device, *out_device;
  HIP_CHECK(hipMalloc(&in_device, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&out_device, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(in_device, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  reverse_blocks<<<blocks, kBlock>>>(in_device, out_device);
  HIP_CHECK(hipGetLastError());
  std::vector<int> out(n);
  HIP_CHECK(hipMemcpy(out.data(), out_device, n * sizeof(int), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < kBlock; ++t) wrong += out[b * kBlock + t] != in[b * kBlock + kBlock - 1 - t];
  CHECK(wrong == 0, "%d of %d elements not reversed within their block", wrong, n);
  hipFuncAttributes attributes;
  HIP_CHECK(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(reverse_blocks)));
  CHECK(attributes.sharedSizeBytes == kBlock * sizeof(int), "sharedSizeBytes = %zu, expected %zu",
        attributes.sharedSizeBytes, kBlock * sizeof(int));
  HIP_CHECK(hipFree(in_device));
  HIP_CHECK(hipFree(out_device));
  return finish("static_shared");
}
