// Managed memory: hipMallocManaged written by the host and a kernel without explicit copies, and a __managed__
// variable with an initial value that the kernel updates.
#include "conformance.h"

__managed__ int launches = 40;

__global__ void square_in_place(int* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= data[i];
  if (i == 0) launches += 2;
}

int main() {
  constexpr int n = 500;
  int* data;
  HIP_CHECK(hipMallocManaged(&data, n * sizeof(int)));
  for (int i = 0; i < n; ++i) data[i] = i - 250;
  CHECK(launches == 40, "__managed__ initial value %d", launches);
  square_in_place<<<(n + 127) / 128, 128>>>(data, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += data[i] != (i - 250) * (i - 250);
  CHECK(wrong == 0, "%d of %d managed elements wrong", wrong, n);
  CHECK(launches == 42, "__managed__ after the kernel: %d, expected 42", launches);
  HIP_CHECK(hipFree(data));
  return finish("managed_memory");
}
