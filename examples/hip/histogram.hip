// Global atomics as users write them: kernels/dpp_scan's sibling kernels/histogram.hip counts 64 bins, takes
// slots with a returning add, folds every value into max/min/or/and/xor (u32 and i32), u64 add and max, a swap and
// a compare-and-swap loop. Checked against the host: every result that does not depend on the order of the
// atomics exactly, the slot order as a permutation, the swap as one of the values.
#include <algorithm>
#include <climits>
#include <cstdint>

#include "hip_example.h"
#include "kernels/histogram.hip"

int main() {
  print_device();
  constexpr int n = 2048;
  std::mt19937 generator(11);
  std::vector<unsigned> values(n);
  for (unsigned& v : values) v = generator() >> 8;

  std::vector<unsigned> bins(64, 0), stats = {0, 0xffffffffu, 0, 0xffffffffu, 0, static_cast<unsigned>(INT_MIN),
                                              static_cast<unsigned>(INT_MAX), 0, 0, 0};
  std::vector<unsigned long long> wide(2, 0);
  std::vector<unsigned> expected_bins(64, 0), expected = stats;
  unsigned long long sum = 0, max_square = 0;
  for (const unsigned v : values) {
    ++expected_bins[v % 64];
    expected[0] = std::max(expected[0], v);
    expected[1] = std::min(expected[1], v);
    expected[2] |= v;
    expected[3] &= v;
    expected[4] ^= v;
    expected[5] = static_cast<unsigned>(std::max(static_cast<int>(expected[5]), static_cast<int>(v)));
    expected[6] = static_cast<unsigned>(std::min(static_cast<int>(expected[6]), static_cast<int>(v)));
    expected[8] += v % 8;
    sum += v;
    max_square = std::max(max_square, static_cast<unsigned long long>(v) * v);
  }
  expected[7] = n;

  DeviceBuffer<unsigned> values_device(values), bins_device(bins), stats_device(stats), order_device(n);
  DeviceBuffer<unsigned long long> wide_device(wide);
  histogram<<<dim3(n / 256), dim3(256), 0, 0>>>(values_device.get(), bins_device.get(), stats_device.get(),
                                                wide_device.get(), order_device.get(), n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  double error = max_abs_error(bins_device.to_host(), expected_bins);
  std::vector<unsigned> got = stats_device.to_host();
  const bool swap_is_a_value = std::find(values.begin(), values.end(), got[9]) != values.end();
  got[9] = expected[9] = 0;
  error = std::max(error, max_abs_error(got, expected));
  const std::vector<unsigned long long> got_wide = wide_device.to_host();
  error = std::max(error, std::fabs(static_cast<double>(got_wide[0]) - static_cast<double>(sum)));
  error = std::max(error, std::fabs(static_cast<double>(got_wide[1]) - static_cast<double>(max_square)));
  std::vector<unsigned> order = order_device.to_host();
  std::sort(order.begin(), order.end());
  for (int i = 0; i < n; ++i) error = std::max(error, std::fabs(double(order[i]) - i));
  if (!swap_is_a_value) error = std::max(error, 1.0);
  return report("histogram: bins, folds, slots and swap of 2048 values", error, 0);
}
