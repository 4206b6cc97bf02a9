// Work on two created streams: asynchronous copies and kernels in order per stream, a cross-stream dependency via
// hipStreamWaitEvent, host callbacks (hipStreamAddCallback; Debian's HIP 5.2 library has no hipLaunchHostFunc to
// link against) and hipStreamQuery/Synchronize.
#include <vector>

#include "conformance.h"

__global__ void add(int* data, int value, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += value;
}

__global__ void add_from(int* data, const int* other, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += other[i];
}

namespace {

int callbacks_run = 0;

void stream_callback(hipStream_t, hipError_t status, void* user_data) {
  if (status == hipSuccess) ++*static_cast<int*>(user_data);
}

}  // namespace

int main() {
  constexpr int n = 2048;
  hipStream_t first, second;
  HIP_CHECK(hipStreamCreate(&first));
  HIP_CHECK(hipStreamCreateWithFlags(&second, hipStreamNonBlocking));
  int *a, *b, *host_a, *host_b;
  HIP_CHECK(hipMalloc(&a, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(int)));
  HIP_CHECK(hipHostMalloc(&host_a, n * sizeof(int)));
  HIP_CHECK(hipHostMalloc(&host_b, n * sizeof(int)));
  for (int i = 0; i < n; ++i) {
    host_a[i] = i;
    host_b[i] = 2 * i;
  }
  hipEvent_t b_ready;
  HIP_CHECK(hipEventCreate(&b_ready));

  HIP_CHECK(hipMemcpyAsync(b, host_b, n * sizeof(int), hipMemcpyHostToDevice, second));
  add<<<n / 256, 256, 0, second>>>(b, 5, n);  // b = 2i + 5
  HIP_CHECK(hipEventRecord(b_ready, second));
  HIP_CHECK(hipMemcpyAsync(a, host_a, n * sizeof(int), hipMemcpyHostToDevice, first));
  add<<<n / 256, 256, 0, first>>>(a, 1, n);  // a = i + 1
  HIP_CHECK(hipStreamWaitEvent(first, b_ready, 0));
  add_from<<<n / 256, 256, 0, first>>>(a, b, n);  // a = 3i + 6
  HIP_CHECK(hipMemcpyAsync(host_a, a, n * sizeof(int), hipMemcpyDeviceToHost, first));
  HIP_CHECK(hipStreamAddCallback(first, stream_callback, &callbacks_run, 0));
  HIP_CHECK(hipStreamAddCallback(second, stream_callback, &callbacks_run, 0));
  HIP_CHECK(hipStreamSynchronize(first));
  HIP_CHECK(hipStreamSynchronize(second));
  CHECK(hipStreamQuery(first) == hipSuccess, "an idle stream reports hipSuccess");
  CHECK(callbacks_run == 2, "%d of 2 host callbacks ran", callbacks_run);

  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += host_a[i] != 3 * i + 6;
  CHECK(wrong == 0, "%d of %d elements wrong (a[1] = %d, expected 9)", wrong, n, host_a[1]);

  HIP_CHECK(hipEventDestroy(b_ready));
  HIP_CHECK(hipStreamDestroy(first));
  HIP_CHECK(hipStreamDestroy(second));
  HIP_CHECK(hipHostFree(host_a));
  HIP_CHECK(hipHostFree(host_b));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  return finish("streams");
}
