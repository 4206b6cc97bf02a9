// The runtime's own cost: launch overhead of an empty kernel (the simulation of its one wave is a few
// instructions) and hipMemcpy bandwidth for 256 MiB each way. Prints one JSON line; docs/performance.md has the
// numbers. Usage: wmmasim exec -- runtime_bench [LAUNCHES] [MIB] (`wmmasim bench --runtime` runs it so).
#include <chrono>
#include <cstdlib>
#include <vector>

#include "tests/hip/conformance.h"

__global__ void empty() {}

template <class F>
double seconds(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char** argv) {
  const int launches = argc > 1 ? std::atoi(argv[1]) : 2000;
  const std::size_t bytes = (argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 256) << 20;
  empty<<<1, 32>>>();
  HIP_CHECK(hipDeviceSynchronize());
  const double launch = seconds([&] {
    for (int i = 0; i < launches; ++i) empty<<<1, 32>>>();
    HIP_CHECK(hipDeviceSynchronize());
  });
  std::vector<char> host(bytes, 1);
  void* device;
  HIP_CHECK(hipMalloc(&device, bytes));
  HIP_CHECK(hipMemcpy(device, host.data(), bytes, hipMemcpyHostToDevice));  // first touch of the pages
  const double to_device = seconds([&] { HIP_CHECK(hipMemcpy(device, host.data(), bytes, hipMemcpyHostToDevice)); });
  const double to_host = seconds([&] { HIP_CHECK(hipMemcpy(host.data(), device, bytes, hipMemcpyDeviceToHost)); });
  HIP_CHECK(hipFree(device));
  std::printf("{\"launch_overhead_us\": %.2f, \"memcpy_mib\": %zu, \"memcpy_h2d_gb_per_s\": %.2f, \"memcpy_d2h_gb_per_s\": %.2f}\n",
              launch / launches * 1e6, bytes >> 20, bytes / to_device / 1e9, bytes / to_host / 1e9);
  return 0;
}
