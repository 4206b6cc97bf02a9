// A per-thread array indexed at run time, too large for registers, so it lives in scratch (kernels/private_array.hip):
// a[k] = in[k] * (i + 1) + k, then out[i] = a[idx & 255] - a[(idx >> 8) & 255]. Checked exactly on the host.
#include "hip_example.h"
#include "kernels/private_array.hip"

int main() {
  print_device();
  constexpr int n = 256;
  std::mt19937 generator(3);
  std::vector<int> in(256);
  for (int& v : in) v = static_cast<int>(generator() % 2001) - 1000;
  std::vector<unsigned> idx(n);
  for (unsigned& v : idx) v = generator() & 0xffffu;

  std::vector<int> expected(n);
  for (int i = 0; i < n; ++i) {
    const auto a = [&](unsigned k) { return in[k] * (i + 1) + static_cast<int>(k); };
    expected[i] = a(idx[i] & 255u) - a((idx[i] >> 8) & 255u);
  }

  DeviceBuffer<int> in_device(in), out_device(n);
  DeviceBuffer<unsigned> idx_device(idx);
  private_array<<<dim3(n / 64), dim3(64), 0, 0>>>(in_device.get(), idx_device.get(), out_device.get(), n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return report("private_array: run-time indexed private arrays of 256 threads", max_abs_error(out_device.to_host(), expected), 0);
}
