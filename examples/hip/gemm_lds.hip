// C = A * B (f16 inputs, f32 accumulation) tiled through double-buffered LDS: a workgroup of 4 waves per 64x64 tile
// of C, K in steps of 32, WMMA 16x16x16 tiles. The kernel is kernels/gemm_lds_f16.hip.
//   gemm_lds [M N K]   (multiples of 64; default 128 128 128)
#include "hip_example.h"
#include "kernels/gemm_lds_f16.hip"

int main(int argc, char** argv) {
  print_device();
  const GemmSize size = gemm_size(argc, argv, 64);
  const std::vector<_Float16> a = random_f16(size_t(size.m) * size.k, 41);
  const std::vector<_Float16> b = random_f16(size_t(size.k) * size.n, 42);
  DeviceBuffer<_Float16> a_device(a), b_device(b);
  DeviceBuffer<float> c_device(size_t(size.m) * size.n);
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventRecord(start));
  gemm_lds_f16<<<dim3(size.n / 64, size.m / 64), dim3(128)>>>(a_device.get(), b_device.get(), c_device.get(), size.m,
                                                              size.n, size.k);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(stop));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = 0;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  // Under `wmmasim exec --timing` the kernel's simulated whole-device time; otherwise host time.
  std::printf("gemm_lds %dx%dx%d: %.9g ms (hipEventElapsedTime)\n", size.m, size.n, size.k, ms);
  // f32 accumulation of K products of values in [-1, 1]: rounding error well below 1e-5 * K.
  return report("gemm_lds C = A*B", max_abs_error(c_device.to_host(), gemm_reference(a, b, size.m, size.n, size.k)),
                1e-5 * size.k);
}
