// Buffered device printf (built with -mprintf-kind=buffered: the records go to a printf buffer passed as a hidden
// argument, the format strings are in the code object's amdhsa.printf metadata). The CTest entry checks the text:
// integers of each length and sign, floats, strings (constant and computed), characters, a pointer, '*' widths.
#include "conformance.h"

__global__ void report(const char* word, long long big, double x) {
  const int lane = static_cast<int>(threadIdx.x);
  printf("lane %d of block %d: %+05d|%-4u|%x|%c\n", lane, static_cast<int>(blockIdx.x), -lane - 1, lane * 3u, 255 - lane,
         'a' + lane);
  if (lane == 0) {
    printf("word=%s big=%lld x=%.4f e=%e width=[%*d] %%done\n", word, big, x, 1.5e-3, 6, 42);
    printf("constant string %s and null-free end\n", "literal");
  }
}

int main() {
  const char text[] = "simulated";
  char* word = nullptr;
  HIP_CHECK(hipMalloc(&word, sizeof text));
  HIP_CHECK(hipMemcpy(word, text, sizeof text, hipMemcpyHostToDevice));
  report<<<1, 2>>>(word, -1234567890123LL, 2.718281828);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipFree(word));
  return finish("printf_buffered");
}
