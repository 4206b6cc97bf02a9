// A kernel that writes far outside every allocation: the fault is reported as hipErrorIllegalAddress, at the latest by
// the next synchronising call, and then sticks: later calls report it too. hipGetLastError right after the launch may
// already see it (the launch is asynchronous on a GPU; the kernel may have finished by then), or not.
// (On a real GPU such a fault usually ends the process; this program checks the simulator's documented behaviour.)
#include <cstdint>

#include "conformance.h"

__global__ void write_past_end(int* data, int n) { data[n + 64 * 1024 * 1024 + threadIdx.x] = 1; }

int main() {
  constexpr int n = 64;
  int* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  write_past_end<<<1, 32>>>(data, n);
  const hipError_t after_launch = hipGetLastError();
  CHECK(after_launch == hipSuccess || after_launch == hipErrorIllegalAddress, "hipGetLastError after the launch: %s",
        hipGetErrorName(after_launch));
  CHECK_ERROR(hipDeviceSynchronize(), hipErrorIllegalAddress);
  int value;
  CHECK_ERROR(hipMemcpy(&value, data, sizeof(int), hipMemcpyDeviceToHost), hipErrorIllegalAddress);
  return finish("error_out_of_bounds_kernel");
}
