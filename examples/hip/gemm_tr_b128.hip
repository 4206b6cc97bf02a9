// C = A * B (f16 inputs, f32 accumulation) with B's WMMA fragments loaded straight from the row-major B by RDNA4's
// transposing load global_load_tr_b128 (gfx12 only). The kernel is kernels/gemm_tr_b128.hip.
//   gemm_tr_b128 [M N K]   (multiples of 64; default 128 128 128)
#include "hip_example.h"
#include "kernels/gemm_tr_b128.hip"

int main(int argc, char** argv) {
  print_device();
  const GemmSize size = gemm_size(argc, argv, 64);
  const std::vector<_Float16> a = random_f16(size_t(size.m) * size.k, 51);
  const std::vector<_Float16> b = random_f16(size_t(size.k) * size.n, 52);
  DeviceBuffer<_Float16> a_device(a), b_device(b);
  DeviceBuffer<float> c_device(size_t(size.m) * size.n);
  gemm_tr_b128<<<dim3(size.n / 64, size.m / 64), dim3(128)>>>(a_device.get(), b_device.get(), c_device.get(), size.m,
                                                              size.n, size.k);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::printf("gemm_tr_b128 %dx%dx%d\n", size.m, size.n, size.k);
  return report("gemm_tr_b128 C = A*B",
                max_abs_error(c_device.to_host(), gemm_reference(a, b, size.m, size.n, size.k)), 1e-5 * size.k);
}
