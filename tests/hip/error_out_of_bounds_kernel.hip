// A kernel that writes far outside every allocation. As on hardware the launch itself succeeds and the fault is
// reported by the next synchronising call as hipErrorIllegalAddress, which then sticks: later calls report it too.
// (On a real GPU such a fault usually ends the process; this program checks the simulator's documented behaviour.)
#include <cstdint>

#include "conformance.h"

__global__ void write_past_end(int* data, int n) { data[n + 64 * 1024 * 1024 + threadIdx.x] = 1; }

int main() {
  constexpr int n = 64;
  int* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  write_past_end<<<1, 32>>>(data, n);
  CHECK_ERROR(hipGetLastError(), hipSuccess);
  CHECK_ERROR(hipDeviceSynchronize(), hipErrorIllegalAddress);
  int value;
  CHECK_ERROR(hipMemcpy(&value, data, sizeof(int), hipMemcpyDeviceToHost), hipErrorIllegalAddress);
  return finish("error_out_of_bounds_kernel");
}
