// A kernel using a WMMA builtin that exists on gfx12 only: wmmasim-hipcc's default build (gfx1100 and gfx1201) fails
// on gfx1100, and the wrapper says which --offload-arch builds it (tests/hip/CMakeLists.txt).
#include <hip/hip_runtime.h>

typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef float float8 __attribute__((ext_vector_type(8)));

__global__ void one_tile(const half8* a, const half8* b, float8* c) {
  const unsigned lane = threadIdx.x;
  c[lane] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a[lane], b[lane], c[lane]);
}
