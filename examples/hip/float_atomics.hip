// A reduction with float atomics (kernels/float_atomics.hip, built with -munsafe-fp-atomics as users of hardware
// float atomics build): f32 add with and without the returned value, max and min, and the same in f64 through a
// compare-and-swap loop. The inputs are multiples of 2^-8 of modest size, so every sum is exact in any order and
// the results must equal the host's exactly; the values the returning add saw must be distinct partial sums.
#include <algorithm>
#include <limits>
#include <set>

#include "hip_example.h"
#include "kernels/float_atomics.hip"

int main() {
  print_device();
  constexpr int n = 1024;
  std::mt19937 generator(5);
  std::uniform_int_distribution<int> steps(-4096, 4096);
  std::vector<float> x(n);
  for (float& v : x) v = static_cast<float>(steps(generator)) / 256.0f;

  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> sums = {0.0f, -inf, inf, 0.0f};
  std::vector<double> sums64 = {0.0, -double(inf), double(inf)};
  double sum = 0;
  for (const float v : x) sum += v;
  const float max = *std::max_element(x.begin(), x.end());
  const float min = *std::min_element(x.begin(), x.end());

  DeviceBuffer<float> x_device(x), sums_device(sums), seen_device(n);
  DeviceBuffer<double> sums64_device(sums64);
  float_atomics<<<dim3(n / 256), dim3(256), 0, 0>>>(x_device.get(), sums_device.get(), sums64_device.get(),
                                                    seen_device.get(), n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  const std::vector<float> got = sums_device.to_host();
  const std::vector<double> got64 = sums64_device.to_host();
  const std::vector<double> expected = {sum, max, min, sum};
  const std::vector<double> expected64 = {sum, max, min};
  double error = std::max(max_abs_error(got, expected), max_abs_error(got64, expected64));
  const std::vector<float> seen = seen_device.to_host();
  if (std::set<float>(seen.begin(), seen.end()).size() < 2) error = std::max(error, 1.0);  // not all the same
  return report("float_atomics: f32 and f64 sums, maxima and minima of 1024 values", error, 0);
}
