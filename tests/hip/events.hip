// Events around a kernel on the null stream: record, synchronise, query, elapsed time (non-negative, ordered), and
// the errors for an event that was never recorded.
#include "conformance.h"

__global__ void fill(int* data, int value, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = value;
}

int main() {
  constexpr int n = 4096;
  int* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  hipEvent_t start, middle, stop, never_recorded;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&middle));
  HIP_CHECK(hipEventCreateWithFlags(&stop, hipEventDefault));
  HIP_CHECK(hipEventCreate(&never_recorded));

  HIP_CHECK(hipEventRecord(start, 0));
  fill<<<n / 256, 256>>>(data, 7, n);
  HIP_CHECK(hipEventRecord(middle, 0));
  fill<<<n / 256, 256>>>(data, 9, n);
  HIP_CHECK(hipEventRecord(stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  CHECK(hipEventQuery(stop) == hipSuccess, "a synchronised event is complete");

  float first = -1, whole = -1;
  HIP_CHECK(hipEventElapsedTime(&first, start, middle));
  HIP_CHECK(hipEventElapsedTime(&whole, start, stop));
  CHECK(first >= 0 && whole >= first, "elapsed times start->middle %g ms, start->stop %g ms", first, whole);
  std::printf("events: first kernel %.6f ms, both %.6f ms\n", first, whole);
  float unused;
  CHECK_ERROR(hipEventElapsedTime(&unused, start, never_recorded), hipErrorInvalidHandle);

  int last = 0;
  HIP_CHECK(hipMemcpy(&last, data + n - 1, sizeof(int), hipMemcpyDeviceToHost));
  CHECK(last == 9, "the second kernel ran after the first (data = %d)", last);
  for (hipEvent_t event : {start, middle, stop, never_recorded}) HIP_CHECK(hipEventDestroy(event));
  HIP_CHECK(hipFree(data));
  return finish("events");
}
