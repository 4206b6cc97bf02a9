// A kernel that reads past the end of its input into the rest of the input's last page, as a hand-written SGEMM
// that prefetches its next tile does. On a GPU that read lands in mapped memory (ROCr gives every allocation whole
// 4 KiB pages) and the program passes; under wmmasim exec it passes too, with one warning line for the launch
// (`--check memory` names the allocation and how far past its end the reads go). The same kernel started a page
// further on reads memory no allocation maps: that launch faults, as on a GPU, and the next synchronising call
// returns hipErrorIllegalAddress.
#include <vector>

#include "conformance.h"

// Sums each column of a rows x cols matrix, software-pipelined: the load of the next row is issued before the loop
// tests whether there is one, so the last iteration reads one row past the matrix (cols * 4 bytes: 36 for 9 columns).
__global__ void column_sums(const float* m, float* sums, int rows, int cols) {
  const int c = static_cast<int>(threadIdx.x);
  if (c >= cols) return;
  float sum = 0.0f;
  float next = m[c];
  for (int r = 0; r < rows; ++r) {
    const float current = next;
    next = m[(r + 1) * cols + c];  // the prefetch: one row past the end when r + 1 == rows
    sum += current;
  }
  asm volatile("" : : "v"(next));  // the last prefetch stays (clang would drop it: its value is never used)
  sums[c] = sum;
}

int main() {
  constexpr int rows = 16, cols = 9;
  std::vector<float> m(rows * cols);
  for (int i = 0; i < rows * cols; ++i) m[i] = static_cast<float>(i % 7);
  float* device_m;
  float* device_sums;
  HIP_CHECK(hipMalloc(&device_m, m.size() * sizeof(float)));  // 576 bytes: the rest of its page is mapped
  HIP_CHECK(hipMalloc(&device_sums, cols * sizeof(float)));
  HIP_CHECK(hipMemcpy(device_m, m.data(), m.size() * sizeof(float), hipMemcpyHostToDevice));

  column_sums<<<1, 32>>>(device_m, device_sums, rows, cols);
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<float> sums(cols);
  HIP_CHECK(hipMemcpy(sums.data(), device_sums, cols * sizeof(float), hipMemcpyDeviceToHost));
  for (int c = 0; c < cols; ++c) {
    float expected = 0.0f;
    for (int r = 0; r < rows; ++r) expected += m[r * cols + c];
    CHECK(sums[c] == expected, "column %d: %g, expected %g", c, sums[c], expected);
  }

  // 4096 bytes on: the page after device_m's, which nothing maps.
  column_sums<<<1, 32>>>(device_m + 1024, device_sums, rows, cols);
  CHECK_ERROR(hipDeviceSynchronize(), hipErrorIllegalAddress);
  return finish("mapped_tail");
}
