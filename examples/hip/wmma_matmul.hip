// One wave computes D = A x B + C for a 16x16x16 tile with one WMMA (f16 inputs, f32 accumulator), the kernel of
// AMD GPUOpen's "How to accelerate AI applications on RDNA 3 using WMMA" and its RDNA4 follow-up. The kernel is
// kernels/wmma_matmul.hip, which loads each lane's fragment in the layout of the target it is compiled for.
#include "hip_example.h"
#include "kernels/wmma_matmul.hip"

int main() {
  print_device();
  constexpr int n = 16;
  const std::vector<_Float16> a = random_f16(n * n, 1);            // row-major
  const std::vector<_Float16> b_col_major = random_f16(n * n, 2);  // b_col_major[j][k] = B[k][j]
  const std::vector<float> c = random_f32(n * n, 3);

  std::vector<double> expected(n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = c[i * n + j];
      for (int k = 0; k < n; ++k) sum += double(a[i * n + k]) * double(b_col_major[j * n + k]);
      expected[i * n + j] = sum;
    }

  DeviceBuffer<_Float16> a_device(a), b_device(b_col_major);
  DeviceBuffer<float> c_device(c), d_device(n * n);
  wmma_matmul<<<dim3(1), dim3(32), 0, 0>>>(a_device.get(), b_device.get(), c_device.get(), d_device.get());
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return report("wmma_matmul D = A*B + C (16x16x16)", max_abs_error(d_device.to_host(), expected), 1e-5);
}
