// __device__ and __constant__ variables: written and read through hipMemcpyToSymbol/FromSymbol, addressed through
// hipGetSymbolAddress/Size, and used by a kernel.
#include "conformance.h"

__device__ int counters[8];
__constant__ int coefficients[4];

__global__ void apply(int* out) {
  const int t = threadIdx.x;
  out[t] = coefficients[t % 4] * (t + 1);
  if (t < 8) counters[t] += 10 * t;
}

int main() {
  const int host_coefficients[4] = {1, -2, 3, -4};
  int host_counters[8] = {5, 5, 5, 5, 5, 5, 5, 5};
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), host_coefficients, sizeof(host_coefficients)));
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(counters), host_counters, sizeof(host_counters)));

  size_t size = 0;
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(counters)));
  CHECK(size == sizeof(host_counters), "hipGetSymbolSize(counters) = %zu", size);
  int* counters_address = nullptr;
  HIP_CHECK(hipGetSymbolAddress(reinterpret_cast<void**>(&counters_address), HIP_SYMBOL(counters)));
  CHECK(counters_address != nullptr, "hipGetSymbolAddress(counters) is null");

  int* out;
  HIP_CHECK(hipMalloc(&out, 32 * sizeof(int)));
  apply<<<1, 32>>>(out);
  HIP_CHECK(hipGetLastError());
  int host_out[32];
  HIP_CHECK(hipMemcpy(host_out, out, sizeof(host_out), hipMemcpyDeviceToHost));
  for (int t = 0; t < 32; ++t)
    CHECK(host_out[t] == host_coefficients[t % 4] * (t + 1), "out[%d] = %d", t, host_out[t]);

  int after[8];
  HIP_CHECK(hipMemcpyFromSymbol(after, HIP_SYMBOL(counters), sizeof(after)));
  for (int t = 0; t < 8; ++t) CHECK(after[t] == 5 + 10 * t, "counters[%d] = %d via the symbol", t, after[t]);
  // The symbol's address is an ordinary device pointer.
  int third = 0;
  HIP_CHECK(hipMemcpy(&third, counters_address + 3, sizeof(int), hipMemcpyDeviceToHost));
  CHECK(third == 35, "counters[3] = %d via hipGetSymbolAddress", third);
  int tail[2];
  HIP_CHECK(hipMemcpyFromSymbol(tail, HIP_SYMBOL(counters), sizeof(tail), 6 * sizeof(int)));
  CHECK(tail[0] == 65 && tail[1] == 75, "counters[6..7] via an offset: %d %d", tail[0], tail[1]);
  HIP_CHECK(hipFree(out));
  return finish("device_globals");
}
