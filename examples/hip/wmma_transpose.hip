// Transposes a 16x16 f16 tile with one WMMA against the identity: a lane loads a ROW of X as A, D = X * I comes
// back in the accumulator layout where a lane holds a COLUMN (AMD GPUOpen's RDNA4 WMMA guide, part 3).
// The kernel is kernels/wmma_movmatrix.hip.
#include "hip_example.h"
#include "kernels/wmma_movmatrix.hip"

int main() {
  print_device();
  const std::vector<_Float16> x = random_f16(16 * 16, 21);
  std::vector<_Float16> expected(16 * 16);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) expected[j * 16 + i] = x[i * 16 + j];
  DeviceBuffer<_Float16> x_device(x), x_t_device(16 * 16);
  wmma_movmatrix<<<1, 32>>>(x_device.get(), x_t_device.get());
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return report("wmma_transpose X^T = (X * I) in the accumulator layout", max_abs_error(x_t_device.to_host(), expected),
                0.0);
}
