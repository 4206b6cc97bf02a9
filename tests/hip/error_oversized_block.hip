// Launch errors the runtime must report without running anything: a block of 2048 work-items (the limit is 1024),
// a block dimension of 0, and too much dynamic shared memory. Each is returned by hipGetLastError and cleared by it;
// the device stays usable afterwards.
#include "conformance.h"

__global__ void mark(int* flag) { *flag = 1; }

int main() {
  int* flag;
  HIP_CHECK(hipMalloc(&flag, sizeof(int)));
  HIP_CHECK(hipMemset(flag, 0, sizeof(int)));

  mark<<<1, 2048>>>(flag);
  CHECK_ERROR(hipGetLastError(), hipErrorInvalidConfiguration);
  CHECK_ERROR(hipGetLastError(), hipSuccess);  // hipGetLastError clears the error
  mark<<<1, dim3(32, 32, 2)>>>(flag);
  CHECK_ERROR(hipGetLastError(), hipErrorInvalidConfiguration);
  mark<<<1, 0>>>(flag);
  CHECK_ERROR(hipGetLastError(), hipErrorInvalidConfiguration);
  mark<<<1, 32, 1 << 20>>>(flag);  // 1 MiB of LDS per workgroup
  const hipError_t too_much_lds = hipGetLastError();
  CHECK(too_much_lds == hipErrorInvalidConfiguration || too_much_lds == hipErrorInvalidValue ||
            too_much_lds == hipErrorLaunchOutOfResources,
        "1 MiB of dynamic LDS: %s", hipGetErrorName(too_much_lds));

  int value = -1;
  HIP_CHECK(hipMemcpy(&value, flag, sizeof(int), hipMemcpyDeviceToHost));
  CHECK(value == 0, "a rejected launch ran (flag = %d)", value);
  mark<<<1, 1024>>>(flag);  // the limit itself is fine
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(&value, flag, sizeof(int), hipMemcpyDeviceToHost));
  CHECK(value == 1, "the valid launch did not run (flag = %d)", value);
  HIP_CHECK(hipFree(flag));
  return finish("error_oversized_block");
}
