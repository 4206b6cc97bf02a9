// printf from device code: every thread of two blocks greets, block 1 thread 0 also prints a float and a string.
// The CTest entry checks the output (the lines of different waves may come in any order).
#include "conformance.h"

__global__ void hello() {
  // HIP 5.2 headers cannot pass threadIdx.x (a struct member) to printf directly: cast to int.
  printf("hello from block %d thread %d\n", static_cast<int>(blockIdx.x), static_cast<int>(threadIdx.x));
  if (blockIdx.x == 1 && threadIdx.x == 0) printf("pi is about %.3f, says %s\n", 3.14159f, "the GPU");
}

int main() {
  hello<<<2, 4>>>();
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return finish("printf_hello");
}
