// A kernel that calls device functions and reads a device variable from a static device library (relocatable device
// code, -fgpu-rdc), the program linked against the archive.
#include <vector>

#include "conformance.h"
#include "device_library.h"

__global__ void use_library(const int* x, int* y, const float* f, float* clamped, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  y[i] = polynomial(x[i]);
  clamped[i] = clamp_unit(f[i]);
}

int main() {
  constexpr int n = 100;
  std::vector<int> x(n);
  std::vector<float> f(n);
  for (int i = 0; i < n; ++i) {
    x[i] = i - 50;
    f[i] = (i - 25) / 50.0f;
  }
  int *x_device, *y_device;
  float *f_device, *clamped_device;
  HIP_CHECK(hipMalloc(&x_device, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&y_device, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&f_device, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&clamped_device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(x_device, x.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(f_device, f.data(), n * sizeof(float), hipMemcpyHostToDevice));
  use_library<<<(n + 63) / 64, 64>>>(x_device, y_device, f_device, clamped_device, n);
  HIP_CHECK(hipGetLastError());
  std::vector<int> y(n);
  std::vector<float> clamped(n);
  HIP_CHECK(hipMemcpy(y.data(), y_device, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(clamped.data(), clamped_device, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const int expected = 3 * x[i] * x[i] + 2 * x[i] + 1;
    const float expected_clamp = f[i] < 0 ? 0.0f : f[i] > 1 ? 1.0f : f[i];
    CHECK(y[i] == expected, "polynomial(%d) = %d, expected %d", x[i], y[i], expected);
    CHECK(clamped[i] == expected_clamp, "clamp_unit(%g) = %g", f[i], clamped[i]);
  }
  for (void* p : {(void*)x_device, (void*)y_device, (void*)f_device, (void*)clamped_device}) HIP_CHECK(hipFree(p));
  return finish("static_library");
}
