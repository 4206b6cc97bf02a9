// C = A * B for integer-valued float matrices (exact in f32), one thread per element of C, a 2-D grid of 2-D blocks
// over non-square, non-multiple-of-block sizes.
#include <vector>

#include "conformance.h"

__global__ void matrix_multiply(const float* a, const float* b, float* c, int m, int n, int k) {
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m || col >= n) return;
  float sum = 0;
  for (int p = 0; p < k; ++p) sum += a[row * k + p] * b[p * n + col];
  c[row * n + col] = sum;
}

int main() {
  constexpr int m = 37, n = 45, k = 29;
  std::vector<float> a(m * k), b(k * n), expected(m * n, 0.0f);
  for (int i = 0; i < m * k; ++i) a[i] = static_cast<float>(i % 11 - 5);
  for (int i = 0; i < k * n; ++i) b[i] = static_cast<float>(i % 7 - 3);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p) expected[i * n + j] += a[i * k + p] * b[p * n + j];

  float *a_device, *b_device, *c_device;
  HIP_CHECK(hipMalloc(&a_device, a.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&b_device, b.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&c_device, expected.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(a_device, a.data(), a.size() * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(b_device, b.data(), b.size() * sizeof(float), hipMemcpyHostToDevice));
  const dim3 block(16, 8);
  const dim3 grid((n + block.x - 1) / block.x, (m + block.y - 1) / block.y);
  hipLaunchKernelGGL(matrix_multiply, grid, block, 0, 0, a_device, b_device, c_device, m, n, k);
  HIP_CHECK(hipGetLastError());
  std::vector<float> c(m * n);
  HIP_CHECK(hipMemcpy(c.data(), c_device, c.size() * sizeof(float), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < m * n; ++i) wrong += c[i] != expected[i];
  CHECK(wrong == 0, "%d of %d elements of C differ (C[0][0] = %g, expected %g)", wrong, m * n, c[0], expected[0]);
  HIP_CHECK(hipFree(a_device));
  HIP_CHECK(hipFree(b_device));
  HIP_CHECK(hipFree(c_device));
  return finish("matrix_multiply");
}
