// A block-wide inclusive scan and maximum with DPP row shifts, the way rocPRIM-style scans are written: the kernel
// is kernels/dpp_scan.hip (each workgroup scans its 256 values; the block maximum through a DPP butterfly and an
// LDS atomic). Checked against a sequential scan on the host.
#include "hip_example.h"
#include "kernels/dpp_scan.hip"

int main() {
  print_device();
  constexpr int n = 1024;  // 4 workgroups of 256
  std::mt19937 generator(7);
  std::uniform_int_distribution<int> values(-1000, 1000);
  std::vector<int> in(n);
  for (int& v : in) v = values(generator);

  std::vector<int> scan(n), maxv(n / 256);
  for (int b = 0; b < n / 256; ++b) {
    int sum = 0, max = in[b * 256];
    for (int i = b * 256; i < b * 256 + 256; ++i) {
      sum += in[i];
      scan[i] = sum;
      max = std::max(max, in[i]);
    }
    maxv[b] = max;
  }

  DeviceBuffer<int> in_device(in), scan_device(n), max_device(n / 256);
  dpp_scan<<<dim3(n / 256), dim3(256), 0, 0>>>(in_device.get(), scan_device.get(), max_device.get(), n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  const double error = std::max(max_abs_error(scan_device.to_host(), scan), max_abs_error(max_device.to_host(), maxv));
  return report("dpp_scan: block scans and maxima of 1024 ints", error, 0);
}
