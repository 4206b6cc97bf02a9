// One kernel launched twice on the same input, as a benchmark that times the best of N launches does: one wave32
// reads one 128-byte line of a copied buffer and writes one line. check_warm_launches.py compares the two launches'
// simulated times: the second finds the line the first fetched in the L2 (docs/timing.md "State across launches").
#include "tests/hip/conformance.h"

__global__ void twice(const float* in, float* out) { out[threadIdx.x] = 2.0f * in[threadIdx.x]; }

int main() {
  constexpr int n = 32;  // one wave32, 128 bytes: one cache line
  float host[n];
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i);
  float *in = nullptr, *out = nullptr;
  HIP_CHECK(hipMalloc(&in, sizeof(host)));
  HIP_CHECK(hipMalloc(&out, sizeof(host)));
  HIP_CHECK(hipMemcpy(in, host, sizeof(host), hipMemcpyHostToDevice));
  for (int launch = 0; launch < 2; ++launch) {
    twice<<<1, n>>>(in, out);
    HIP_CHECK(hipGetLastError());
  }
  HIP_CHECK(hipMemcpy(host, out, sizeof(host), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(host[i] == 2.0f * static_cast<float>(i), "out[%d] = %g", i, host[i]);
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
  return finish("warm_launches");
}
