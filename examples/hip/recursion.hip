// A recursive device function with a different depth in every thread (kernels/recursion.hip): a real call with a
// stack in scratch, the threads' recursions diverging. out[i] = fib(n[i] % 13), checked on the host.
#include "hip_example.h"
#include "kernels/recursion.hip"

int main() {
  print_device();
  constexpr int count = 128;
  std::vector<unsigned> n(count);
  for (int i = 0; i < count; ++i) n[i] = static_cast<unsigned>(i * 7 + 3);
  std::vector<unsigned> expected(count);
  for (int i = 0; i < count; ++i) {
    unsigned a = 0, b = 1;
    for (unsigned k = 0; k < n[i] % 13; ++k) {
      const unsigned next = a + b;
      a = b;
      b = next;
    }
    expected[i] = a;
  }
  DeviceBuffer<unsigned> n_device(n), out_device(count);
  recursion<<<dim3(count / 64), dim3(64), 0, 0>>>(n_device.get(), out_device.get(), count);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  return report("recursion: fib(n % 13) by a recursive device function", max_abs_error(out_device.to_host(), expected), 0);
}
