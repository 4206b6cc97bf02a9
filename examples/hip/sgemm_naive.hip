// C = A * B in f32, the naive way: one work-item per element of C, reading its row of A and column of B straight
// from global memory (the first rung of every SGEMM optimisation ladder). Row-major A [M][K], B [K][N], C [M][N];
// 16 x 16 work-items per workgroup. The check is a host loop in double: every element up to 2^27 multiply-adds,
// else 4096 elements spread over C (a 4096^3 check of all would take the host minutes).
//   sgemm_naive [M N K]   (multiples of 16; default 128 128 128)
#include "hip_example.h"

__global__ void sgemm_naive(const float* a, const float* b, float* c, int m, int n, int k) {
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int column = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m || column >= n) return;
  float sum = 0.0f;
  for (int p = 0; p < k; ++p) sum += a[size_t(row) * k + p] * b[size_t(p) * n + column];
  c[size_t(row) * n + column] = sum;
}

int main(int argc, char** argv) {
  print_device();
  const GemmSize size = gemm_size(argc, argv, 16);
  const std::vector<float> a = random_f32(size_t(size.m) * size.k, 51);
  const std::vector<float> b = random_f32(size_t(size.k) * size.n, 52);
  DeviceBuffer<float> a_device(a), b_device(b);
  DeviceBuffer<float> c_device(size_t(size.m) * size.n);
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventRecord(start));
  sgemm_naive<<<dim3(size.n / 16, size.m / 16), dim3(16, 16)>>>(a_device.get(), b_device.get(), c_device.get(),
                                                                size.m, size.n, size.k);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(stop));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = 0;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  // Under `wmmasim exec --timing` the kernel's simulated whole-device time; otherwise host time.
  std::printf("sgemm_naive %dx%dx%d: %.9g ms (hipEventElapsedTime)\n", size.m, size.n, size.k, ms);

  const std::vector<float> c = c_device.to_host();
  const size_t elements = size_t(size.m) * size.n;
  const bool all = elements * size.k <= (size_t(1) << 27);
  const size_t checked = all ? elements : 4096;
  double worst = 0;
  for (size_t s = 0; s < checked; ++s) {
    const size_t e = all ? s : (s * (elements / checked) + s) % elements;  // a spread of rows and columns
    const size_t row = e / size.n, column = e % size.n;
    double expected = 0;
    for (int p = 0; p < size.k; ++p) expected += double(a[row * size.k + p]) * double(b[size_t(p) * size.n + column]);
    worst = std::fmax(worst, std::fabs(double(c[e]) - expected));
  }
  // f32 accumulation of K products of values in [-1, 1]: rounding error well below 1e-5 * K.
  return report("sgemm_naive C = A*B", worst, 1e-5 * size.k);
}
