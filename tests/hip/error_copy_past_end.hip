// Copies and sets that run past the end of an allocation are rejected as a whole (nothing is written), in every
// direction, and the allocation is intact afterwards.
#include <vector>

#include "conformance.h"

int main() {
  constexpr size_t n = 256;
  std::vector<int> host(2 * n, 7);
  int *small, *other;
  HIP_CHECK(hipMalloc(&small, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&other, 2 * n * sizeof(int)));
  HIP_CHECK(hipMemset(small, 0, n * sizeof(int)));

  CHECK_ERROR(hipMemcpy(small, host.data(), 2 * n * sizeof(int), hipMemcpyHostToDevice), hipErrorInvalidValue);
  CHECK_ERROR(hipMemcpy(host.data(), small, n * sizeof(int) + 1, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  CHECK_ERROR(hipMemcpy(small + n / 2, host.data(), n * sizeof(int), hipMemcpyHostToDevice), hipErrorInvalidValue);
  CHECK_ERROR(hipMemcpy(small, other, 2 * n * sizeof(int), hipMemcpyDeviceToDevice), hipErrorInvalidValue);
  CHECK_ERROR(hipMemset(small + 1, 0xff, n * sizeof(int)), hipErrorInvalidValue);

  std::vector<int> back(n, -1);
  HIP_CHECK(hipMemcpy(back.data(), small, n * sizeof(int), hipMemcpyDeviceToHost));
  int changed = 0;
  for (int v : back) changed += v != 0;
  CHECK(changed == 0, "%d elements were written by a rejected copy", changed);
  HIP_CHECK(hipMemcpy(small, host.data(), n * sizeof(int), hipMemcpyHostToDevice));  // exactly the size: fine
  HIP_CHECK(hipFree(small));
  HIP_CHECK(hipFree(other));
  return finish("error_copy_past_end");
}
