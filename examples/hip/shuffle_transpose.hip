// Transposes a 16x16 f16 tile held in registers with cross-lane shuffles only (ds_bpermute_b32), 8 rounds of one
// permutation each (AMD GPUOpen's RDNA4 WMMA guide, part 3, "shfl_movmatrix"). The kernel is
// kernels/shfl_movmatrix.hip.
#include "hip_example.h"
#include "kernels/shfl_movmatrix.hip"

int main() {
  print_device();
  const std::vector<_Float16> x = random_f16(16 * 16, 31);
  std::vector<_Float16> expected(16 * 16);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) expected[j * 16 + i] = x[i * 16 + j];
  DeviceBuffer<_Float16> x_device(x), x_t_device(16 * 16);
  shfl_movmatrix<<<1, 32>>>(x_device.get(), x_t_device.get());
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return report("shuffle_transpose X^T by ds_bpermute", max_abs_error(x_t_device.to_host(), expected), 0.0);
}
