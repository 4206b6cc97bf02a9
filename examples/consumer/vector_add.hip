// An ordinary HIP program: c = a + b on 1000 floats; exit code 0 when every element is right.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

__global__ void vector_add(const float* a, const float* b, float* c, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  constexpr int n = 1000;
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = 0.5f * float(i);
  }
  float *a_device, *b_device, *c_device;
  if (hipMalloc(&a_device, n * sizeof(float)) != hipSuccess || hipMalloc(&b_device, n * sizeof(float)) != hipSuccess ||
      hipMalloc(&c_device, n * sizeof(float)) != hipSuccess) {
    std::fprintf(stderr, "vector_add: hipMalloc failed\n");
    return 1;
  }
  hipMemcpy(a_device, a.data(), n * sizeof(float), hipMemcpyHostToDevice);
  hipMemcpy(b_device, b.data(), n * sizeof(float), hipMemcpyHostToDevice);
  vector_add<<<dim3((n + 255) / 256), dim3(256)>>>(a_device, b_device, c_device, n);
  hipMemcpy(c.data(), c_device, n * sizeof(float), hipMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += c[i] != 1.5f * float(i);
  std::printf("vector_add: %d of %d elements wrong\n", wrong, n);
  return wrong == 0 ? 0 : 1;
}
