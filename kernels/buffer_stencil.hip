// buffer_stencil: out[i] = in[i - 1] + 2 in[i] + in[i + 1] in f32, every access through a raw buffer resource as
// Composable Kernel reads and writes global memory (its buffer views: a V# over the whole tensor, per-lane byte
// offsets, the hardware's range check instead of a branch): a work-item loads four consecutive elements with one
// buffer_load_b128 and its two neighbours with buffer_load_b32, computes four outputs and stores them with one
// buffer_store_b128. The neighbours of the first and the last element lie outside the V#'s NUM_RECORDS (n * 4
// bytes), so the hardware returns 0 for them: the stencil's zero padding comes from the range check (RDNA3 ISA §9.1.9
// "Range Checking"), as CK's padded tiles do. Each sum is (in[i - 1] + 2 in[i]) + in[i + 1] in f32, in that order.
//
// Launch: grid (N/1024, 1, 1), block (256, 1, 1). Arguments:
//   0 in   const f32 [N]  in
//   1 out  f32 [N]        out
//   2 N    i32 (a multiple of 1024)
#include "hip_min.h"

typedef int wmmasim_v4i __attribute__((ext_vector_type(4)));
typedef float wmmasim_v4f __attribute__((ext_vector_type(4)));

// LLVM's raw buffer intrinsics (IntrinsicsAMDGPU.td: resource, byte offset, SOFFSET, cache policy), declared by
// name as CK's amd_buffer_addressing.hpp declares them.
__device__ float raw_buffer_load_f32(wmmasim_v4i resource, int offset, int soffset, int policy) __asm(
    "llvm.amdgcn.raw.buffer.load.f32");
__device__ wmmasim_v4f raw_buffer_load_v4f32(wmmasim_v4i resource, int offset, int soffset, int policy) __asm(
    "llvm.amdgcn.raw.buffer.load.v4f32");
__device__ void raw_buffer_store_v4f32(wmmasim_v4f data, wmmasim_v4i resource, int offset, int soffset,
                                       int policy) __asm("llvm.amdgcn.raw.buffer.store.v4f32");

// A raw buffer over `bytes` bytes at `p`: base, stride 0, NUM_RECORDS, and CK's dword 3 for gfx11 (ck.hpp
// CK_BUFFER_RESOURCE_3RD_DWORD 0x31004000: OOB_SELECT 3, the raw buffers' check of offset + size against
// NUM_RECORDS); the fields it uses sit at the same places on gfx12.
__device__ wmmasim_v4i raw_buffer(const void* p, int bytes) {
  const auto address = reinterpret_cast<unsigned long long>(p);
  return wmmasim_v4i{static_cast<int>(address), static_cast<int>((address >> 32) & 0xffffu), bytes, 0x31004000};
}

extern "C" __global__ __launch_bounds__(256) void buffer_stencil(const float* in, float* out, int n) {
  const wmmasim_v4i source = raw_buffer(in, n * 4);
  const wmmasim_v4i destination = raw_buffer(out, n * 4);
  const int first = (blockIdx.x * 256 + threadIdx.x) * 4;
  const wmmasim_v4f x = raw_buffer_load_v4f32(source, first * 4, 0, 0);
  const float before = raw_buffer_load_f32(source, (first - 1) * 4, 0, 0);  // offset -4 (out of range) at i = 0
  const float after = raw_buffer_load_f32(source, (first + 4) * 4, 0, 0);   // n * 4 (out of range) at the end
  const wmmasim_v4f y{(before + 2.0f * x.x) + x.y, (x.x + 2.0f * x.y) + x.z, (x.y + 2.0f * x.z) + x.w,
                      (x.z + 2.0f * x.w) + after};
  raw_buffer_store_v4f32(y, destination, first * 4, 0, 0);
}
