// Pointers the runtime never handed out: hipFree, hipMemset and hipPointerGetAttributes on them return an error
// instead of crashing, and the runtime keeps working.
#include <cstdint>

#include "conformance.h"

int main() {
  int on_the_stack[4] = {};
  void* invented = reinterpret_cast<void*>(uintptr_t{0x1234560});
  CHECK_ERROR(hipFree(invented), hipErrorInvalidValue);
  CHECK_ERROR(hipFree(on_the_stack), hipErrorInvalidValue);
  CHECK_ERROR(hipMemset(invented, 0, 16), hipErrorInvalidValue);
  CHECK_ERROR(hipMemcpy(invented, on_the_stack, sizeof(on_the_stack), hipMemcpyHostToDevice), hipErrorInvalidValue);
  int* device;
  HIP_CHECK(hipMalloc(&device, sizeof(on_the_stack)));
  CHECK_ERROR(hipFree(device + 1), hipErrorInvalidValue);  // inside an allocation, not its start
  CHECK_ERROR(hipFree(nullptr), hipSuccess);               // freeing null is a no-op
  HIP_CHECK(hipMemset(device, 0, sizeof(on_the_stack)));
  HIP_CHECK(hipFree(device));
  return finish("error_bad_pointer");
}
