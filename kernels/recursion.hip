// recursion: a recursive device function (not inlined: a real call with s_swappc_b64/s_setpc_b64 and a stack in
// scratch), with a different depth in every lane (the lanes' recursions diverge under EXEC).
//
// Launch: grid (N/64, 1, 1), block (64, 1, 1). Arguments:
//   0 n   const u32 [N]   in
//   1 out u32 [N]         out: out[i] = fib(n[i] % 13) (fib(0) = 0, fib(1) = 1)
//   2 N   i32 (multiple of 64)
#include "hip_min.h"

__device__ __attribute__((noinline)) unsigned fib(unsigned k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }

extern "C" __global__ __launch_bounds__(64) void recursion(const unsigned* n, unsigned* out, int count) {
  (void)count;
  const unsigned i = blockIdx.x * 64 + threadIdx.x;
  out[i] = fib(n[i] % 13);
}
