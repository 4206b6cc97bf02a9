// Kernels that go wrong on purpose, for the bad-input catalogue of docs/reliability.md (tests/test_cli_robustness.cpp).
// Built like kernels/ (same flags, kernels/hip_min.h) by tests/CMakeLists.txt, but not part of kernels/'s catalogue:
// they have no launch contract to honour. `index` is the knob that makes each one access out of bounds.
#include "hip_min.h"

// table[index] is uniform and read-only: clang loads it with s_load_b32 (scalar memory).
extern "C" __global__ void scalar_probe(const int* __restrict__ table, int* __restrict__ out, int index) {
  out[threadIdx.x] = table[index];
}

// 64 ints of LDS (256 bytes); lane i reads tile[i + index] with ds_load_b32.
extern "C" __global__ void lds_probe(int* __restrict__ out, int index) {
  __shared__ int tile[64];
  tile[threadIdx.x] = static_cast<int>(threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x + index];
}

// Lane i stores to out[i + index] with global_store_b32.
extern "C" __global__ void global_probe(int* __restrict__ out, int index) { out[threadIdx.x + index] = 1; }

// A dword no gfx11/gfx12 encoding decodes, in the middle of the kernel.
extern "C" __global__ void undecodable_probe(int* __restrict__ out) {
  asm volatile(".long 0xffffffff");
  out[threadIdx.x] = 1;
}

// The second WMMA reads as A the D of the first with no VALU between them: a hazard (wmmasim/timing/hazards.h) that
// LLVM would have fixed with a v_nop, which it does not do inside inline assembly. gfx12 operand sizes.
extern "C" __global__ void hazard_probe(float* __restrict__ out) {
  asm volatile(
      "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]\n"
      "v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[12:15], v[16:23]" ::: "v0", "v1", "v2", "v3", "v4", "v5", "v6",
      "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23");
  out[threadIdx.x] = 1.0f;
}

// A vector type by value (16 bytes, as HIP's uint4): every lane stores it; the command line gives it as 1,2,3,4.
typedef unsigned vector4 __attribute__((ext_vector_type(4)));
extern "C" __global__ void vector_probe(vector4* __restrict__ out, vector4 value) { out[threadIdx.x] = value; }
