// Global atomics: a 16-bin histogram with atomicAdd, a maximum with atomicMax, a float sum with atomicAdd (a
// compare-and-swap loop) and atomicExch, over many blocks racing on the same addresses.
#include <algorithm>
#include <vector>

#include "conformance.h"

__global__ void histogram(const unsigned* values, unsigned* bins, int* maximum, float* total, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&bins[values[i] % 16], 1u);
  atomicMax(maximum, static_cast<int>(values[i] % 1000));
  atomicAdd(total, 0.5f);
}

__global__ void exchange(int* slot, int* previous) { previous[threadIdx.x] = atomicExch(slot, threadIdx.x + 1); }

int main() {
  constexpr unsigned n = 5000;
  std::vector<unsigned> values(n);
  unsigned state = 7;
  for (auto& v : values) v = state = state * 1103515245u + 12345u;
  unsigned *values_device, *bins_device;
  int* maximum_device;
  float* total_device;
  HIP_CHECK(hipMalloc(&values_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&bins_device, 16 * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&maximum_device, sizeof(int)));
  HIP_CHECK(hipMalloc(&total_device, sizeof(float)));
  HIP_CHECK(hipMemcpy(values_device, values.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(bins_device, 0, 16 * sizeof(unsigned)));
  HIP_CHECK(hipMemset(maximum_device, 0, sizeof(int)));
  HIP_CHECK(hipMemset(total_device, 0, sizeof(float)));
  histogram<<<(n + 255) / 256, 256>>>(values_device, bins_device, maximum_device, total_device, n);
  HIP_CHECK(hipGetLastError());

  unsigned bins[16];
  int maximum = 0;
  float total = 0;
  HIP_CHECK(hipMemcpy(bins, bins_device, sizeof(bins), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&maximum, maximum_device, sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&total, total_device, sizeof(float), hipMemcpyDeviceToHost));
  unsigned expected_bins[16] = {};
  int expected_maximum = 0;
  for (unsigned v : values) {
    ++expected_bins[v % 16];
    expected_maximum = std::max(expected_maximum, static_cast<int>(v % 1000));
  }
  for (int b = 0; b < 16; ++b)
    CHECK(bins[b] == expected_bins[b], "bin %d: %u, expected %u", b, bins[b], expected_bins[b]);
  CHECK(maximum == expected_maximum, "atomicMax: %d, expected %d", maximum, expected_maximum);
  CHECK(total == 0.5f * n, "float atomicAdd: %g, expected %g", total, 0.5f * n);

  int *slot, *previous;
  HIP_CHECK(hipMalloc(&slot, sizeof(int)));
  HIP_CHECK(hipMalloc(&previous, 64 * sizeof(int)));
  HIP_CHECK(hipMemset(slot, 0, sizeof(int)));
  exchange<<<1, 64>>>(slot, previous);
  int seen[64], last = 0;
  HIP_CHECK(hipMemcpy(seen, previous, sizeof(seen), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&last, slot, sizeof(int), hipMemcpyDeviceToHost));
  // Every value written (0 initially, then 1..64) is read back exactly once, except the last one left in the slot.
  int times_seen[65] = {};
  for (int v : seen) ++times_seen[v];
  times_seen[last] += 1;
  int wrong = 0;
  for (int v = 0; v <= 64; ++v) wrong += times_seen[v] != 1;
  CHECK(wrong == 0, "atomicExch: %d values not seen exactly once", wrong);
  for (void* p : {(void*)values_device, (void*)bins_device, (void*)maximum_device, (void*)total_device, (void*)slot,
                  (void*)previous})
    HIP_CHECK(hipFree(p));
  return finish("atomics");
}
