// Per-lane WMMA register fragments for the kernels in kernels/, wave32 unless the name says w64.
//
// Every function here follows one row of docs/reference/layouts.md §1 (the hardware layout AMD defines) and
// says which. Notation as there: A is 16xK (row i, reduction index k), B is Kx16 (k, column j), C/D are 16x16.
// A "K line" is the K values one lane needs for its row of A or its column of B, contiguous in memory: a row of a
// row-major A, or a column of B stored column-major (= a row of B^T).
//
// Two K orders exist for gfx12 16-bit A/B (layouts.md §2, finding 1): the ISA's "runs of four" (rows 9/10) and the
// "contiguous eight" every software stack uses (row 21). A WMMA sums over K, so D is the same whenever A and B use the
// same order; kernels pick one and say which. global_load_tr_b128 delivers contiguous eight (layouts.md row 22).
#pragma once

#include "hip_min.h"

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef short short8 __attribute__((ext_vector_type(8)));    // bf16 bit patterns (the builtins take bf16 as i16)
typedef short short16 __attribute__((ext_vector_type(16)));
typedef unsigned short ushort8 __attribute__((ext_vector_type(8)));    // 16-bit bit patterns
typedef unsigned short ushort16 __attribute__((ext_vector_type(16)));
typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float8 __attribute__((ext_vector_type(8)));
typedef int int2v __attribute__((ext_vector_type(2)));
typedef int int4v __attribute__((ext_vector_type(4)));
typedef int int8v __attribute__((ext_vector_type(8)));

// Note: clang-19 miscompiles __builtin_bit_cast applied to one element of an ext_vector (`bit_cast(T, v[i])` reads
// element 0 for every i); the kernels therefore bit-cast whole vectors only.

// Lane within a wave32 whose workgroup's x size is a multiple of 32 (all kernels here launch that way).
static __device__ inline unsigned lane32() { return threadIdx.x % 32; }
// Which half of the wave32 the lane is in (0: lanes 0-15, 1: lanes 16-31).
static __device__ inline unsigned half_wave() { return lane32() / 16; }

#if defined(WMMASIM_GFX11)

// gfx11 16-bit A/B (rows 1/2): the lane holds all 16 K values of row/column lane%16, in K order; lanes 16-31
// replicate lanes 0-15. `k_line` points at the 16 K values (32-byte aligned).
template <typename Vec16, typename T>
static __device__ inline Vec16 load_k16_fragment(const T* k_line) {
  return *(const Vec16*)k_line;
}

// gfx11 8-bit A/B (row 3): 16 K bytes in K order in 4 VGPRs, replicated in both halves (16-byte aligned).
static __device__ inline int4v load_k16_bytes(const unsigned char* k_line) { return *(const int4v*)k_line; }

// gfx11 32-bit accumulator (row 5): element v of lane L is D[2v + L/16][L%16].
static __device__ inline unsigned acc_row(unsigned v) { return 2 * v + half_wave(); }

#elif defined(WMMASIM_GFX12)

// gfx12 16-bit A/B in the ISA order (rows 9/10, "runs of four"): element e of lane L holds
// k = 8*(e/4) + 4*(L/16) + e%4. `k_line` points at the 16 K values (8-byte aligned).
template <typename Vec8, typename T>
static __device__ inline Vec8 load_k16_fragment_isa(const T* k_line) {
  typedef T Vec4 __attribute__((ext_vector_type(4)));
  const Vec4 low = *(const Vec4*)(k_line + 4 * half_wave());
  const Vec4 high = *(const Vec4*)(k_line + 8 + 4 * half_wave());
  return __builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7);
}

// gfx12 16-bit A/B in the software order (row 21, "contiguous eight"): element e of lane L holds k = 8*(L/16) + e.
// D is the same as with the ISA order as long as A and B use the same order (layouts.md §2). 16-byte aligned.
template <typename Vec8, typename T>
static __device__ inline Vec8 load_k16_fragment_contiguous(const T* k_line) {
  return *(const Vec8*)(k_line + 8 * half_wave());
}

// gfx12 8-bit A/B (row 11, iu8 and fp8/bf8): byte e of lane L holds k = 8*(L/16) + e, in 2 VGPRs (8-byte aligned).
static __device__ inline int2v load_k16_bytes(const unsigned char* k_line) {
  return *(const int2v*)(k_line + 8 * half_wave());
}

// gfx12 32-bit accumulator (row 14): element v of lane L is D[8*(L/16) + v][L%16]. The packed 16-bit accumulator
// (row 15) puts element e of its half8 at the same place: D[8*(L/16) + e][L%16].
static __device__ inline unsigned acc_row(unsigned v) { return 8 * half_wave() + v; }

#endif
