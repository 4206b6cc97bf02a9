// A handshake that deadlocks: wave 0 waits for a flag that wave 1 sets only after the barrier, which wave 0 never
// reaches. On a GPU the kernel hangs; the simulator stops it at the instruction budget and names the deadlock (the
// waves, their lines, the polled flag and the barrier), and `--check sync` reports it (tests/hip/CMakeLists.txt).
// The launch fails with hipErrorLaunchFailure, which the program checks.
#include "conformance.h"

__global__ void handshake(int* flag, int* out) {
  const unsigned wave = threadIdx.x / warpSize;
  if (wave == 0) {
    while (__hip_atomic_load(flag, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) == 0) {  // waits for wave 1
    }
  }
  __syncthreads();  // wave 1 waits here for wave 0
  if (wave == 1 && threadIdx.x % warpSize == 0) __hip_atomic_store(flag, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  out[threadIdx.x] = 1;
}

int main() {
  int *flag, *out;
  HIP_CHECK(hipMalloc(&flag, sizeof(int)));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(int)));
  HIP_CHECK(hipMemset(flag, 0, sizeof(int)));
  handshake<<<1, 2 * 32>>>(flag, out);
  CHECK_ERROR(hipDeviceSynchronize(), hipErrorLaunchFailure);
  return finish("spin_deadlock");
}
