// A centred moving average over a window of 2R+1 samples: each block stages its slice plus R samples of halo on
// each side in shared memory (zero outside the signal), then every thread averages its window.
#include <vector>

#include "conformance.h"

constexpr int kRadius = 4;
constexpr int kBlock = 128;

__global__ void moving_average(const float* signal, float* averaged, int n) {
  __shared__ float window[kBlock + 2 * kRadius];
  const int i = blockIdx.x * kBlock + threadIdx.x;
  for (int s = threadIdx.x; s < kBlock + 2 * kRadius; s += kBlock) {
    const int source = blockIdx.x * kBlock + s - kRadius;
    window[s] = source >= 0 && source < n ? signal[source] : 0.0f;
  }
  __syncthreads();
  if (i >= n) return;
  float sum = 0;
  for (int d = 0; d <= 2 * kRadius; ++d) sum += window[threadIdx.x + d];
  averaged[i] = sum / (2 * kRadius + 1);
}

int main() {
  constexpr int n = 1000;
  std::vector<float> signal(n);
  for (int i = 0; i < n; ++i) signal[i] = static_cast<float>((i * 37) % 101) - 50.0f;
  float *signal_device, *averaged_device;
  HIP_CHECK(hipMalloc(&signal_device, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&averaged_device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(signal_device, signal.data(), n * sizeof(float), hipMemcpyHostToDevice));
  moving_average<<<(n + kBlock - 1) / kBlock, kBlock>>>(signal_device, averaged_device, n);
  HIP_CHECK(hipGetLastError());
  std::vector<float> averaged(n);
  HIP_CHECK(hipMemcpy(averaged.data(), averaged_device, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    float sum = 0;  // same order of additions as the kernel: exact for these integer samples
    for (int d = -kRadius; d <= kRadius; ++d) sum += i + d >= 0 && i + d < n ? signal[i + d] : 0.0f;
    const float expected = sum / (2 * kRadius + 1);
    CHECK(averaged[i] == expected, "sample %d: %g, expected %g", i, averaged[i], expected);
  }
  HIP_CHECK(hipFree(signal_device));
  HIP_CHECK(hipFree(averaged_device));
  return finish("moving_average");
}
