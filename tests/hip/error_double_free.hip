// Freeing twice: the second hipFree of a device pointer (and of pinned host memory) returns hipErrorInvalidValue, and
// allocations made afterwards work.
#include "conformance.h"

int main() {
  void* device;
  HIP_CHECK(hipMalloc(&device, 4096));
  HIP_CHECK(hipFree(device));
  CHECK_ERROR(hipFree(device), hipErrorInvalidValue);
  void* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, 4096));
  HIP_CHECK(hipHostFree(pinned));
  CHECK_ERROR(hipHostFree(pinned), hipErrorInvalidValue);

  void* again;
  HIP_CHECK(hipMalloc(&again, 4096));
  HIP_CHECK(hipMemset(again, 1, 4096));
  HIP_CHECK(hipFree(again));
  return finish("error_double_free");
}
