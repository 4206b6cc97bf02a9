// y = a*x + y over a grid of many blocks, with a partial last block (the bounds check in the kernel matters).
#include <vector>

#include "conformance.h"

__global__ void saxpy(float a, const float* x, float* y, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  constexpr unsigned n = 10000;  // not a multiple of the block size
  constexpr float a = 2.5f;
  std::vector<float> x(n), y(n);
  for (unsigned i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i);
    y[i] = 1.0f - static_cast<float>(i % 7);
  }
  float *x_device, *y_device;
  HIP_CHECK(hipMalloc(&x_device, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&y_device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(x_device, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(y_device, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
  constexpr unsigned block = 256;
  saxpy<<<(n + block - 1) / block, block>>>(a, x_device, y_device, n);
  HIP_CHECK(hipGetLastError());
  std::vector<float> result(n);
  HIP_CHECK(hipMemcpy(result.data(), y_device, n * sizeof(float), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (unsigned i = 0; i < n; ++i) wrong += result[i] != a * x[i] + y[i];
  CHECK(wrong == 0, "%d of %u elements differ from a*x + y", wrong, n);
  HIP_CHECK(hipFree(x_device));
  HIP_CHECK(hipFree(y_device));
  return finish("saxpy");
}
