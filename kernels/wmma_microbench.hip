// Timing microkernels: one matrix instruction in a loop, built once per instruction and dependency
// pattern from this source (kernels/CMakeLists.txt, wmmasim_add_microbench):
//   -DMB_NAME=<kernel name>  -DMB_OP=<instruction record below>  -DMB_SPARSE=<1 for SWMMAC, else 0>
//   -DMB_CHAINS=<accumulator chains>  -DMB_BLOCK=<work-items per workgroup>  -DMB_DEPENDENCY=MB_THROUGH_C|MB_THROUGH_A
//
// MB_THROUGH_C, MB_CHAINS = 8 ("mb_tput_*", throughput-bound): every iteration issues 8 independent matrix
//   instructions, chain c accumulating into its own D (= C). Nothing in the loop waits for a result except through C,
//   which the hardware pipelines (docs/reference/layouts.md §5).
// MB_THROUGH_C, MB_CHAINS = 1 ("mb_lat_*"): one chain, each instruction's C is the previous D.
// MB_THROUGH_A ("mb_lat_a_*", 16-bit accumulators only): each instruction's A is the previous D, the dependency the
//   ISA requires a V_NOP for (clang inserts it: docs/reference/toolchain.md §3.5). Two instructions per
//   iteration, so that one D -> A step is direct (with clang's v_nop) and one goes through the loop's VALU copies.
// The loop is not unrolled, so it holds exactly MB_CHAINS (MB_THROUGH_A: 2) matrix instructions
// (tests/test_kernels_manifest.cpp counts them, and the v_nops, in llvm-objdump-19's disassembly).
//
// Arguments (u32 words = raw VGPR contents, lane-major, in the operand layouts of layouts.md §1; WORDS_X = VGPRs of
// operand X per lane, e.g. 4/4/8 for gfx12 v_wmma_f32_16x16x16_f16):
//   0 a           const u32 [32][WORDS_A]
//   1 b           const u32 [32][WORDS_B]
//   2 c           const u32 [MB_CHAINS][32][WORDS_CD]   initial accumulator of each chain
//   3 index       const u32 [32]                         SWMMAC only: the sparsity-index VGPR (low 16 bits)
//   . d           u32 [waves][32][WORDS_CD]              out, waves = grid * MB_BLOCK / 32
//   . iterations  i32                                    loop trip count (>= 1)
// Computes, in every wave: D_c = op(A, B, D_c) iterations times starting from D_c = C_c (MB_THROUGH_C), and
// d[wave] = XOR over c of the raw words of D_c; MB_THROUGH_A: A_{t+1} = raw(op(A_t, B, C_0)), d[wave] = A_{2n}.
// All waves compute the same values; the XOR keeps every chain live without adding arithmetic to the loop.
#include "wmma_fragments.h"

#define MB_THROUGH_C 1
#define MB_THROUGH_A 2

namespace {

// One record per matrix instruction: fragment types and the builtin. Integer operands are signed (NEG bits set),
// no clamp; fp8/bf8 take no modifiers; SWMMAC index_key = 0.
#if defined(WMMASIM_GFX11)
struct wmma_f32_16x16x16_f16 {
  typedef half16 A; typedef half16 B; typedef float8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c); }
};
struct wmma_f32_16x16x16_bf16 {
  typedef short16 A; typedef short16 B; typedef float8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(a, b, c); }
};
struct wmma_f16_16x16x16_f16 {  // result in the low halves (OPSEL = 0)
  typedef half16 A; typedef half16 B; typedef half16 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f16_16x16x16_f16_w32(a, b, c, false); }
};
struct wmma_bf16_16x16x16_bf16 {
  typedef short16 A; typedef short16 B; typedef short16 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w32(a, b, c, false); }
};
struct wmma_i32_16x16x16_iu8 {
  typedef int4v A; typedef int4v B; typedef int8v C;
  static __device__ C op(A a, B b, C c) {
    return __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, a, true, b, c, false);
  }
};
struct wmma_i32_16x16x16_iu4 {
  typedef int2v A; typedef int2v B; typedef int8v C;
  static __device__ C op(A a, B b, C c) {
    return __builtin_amdgcn_wmma_i32_16x16x16_iu4_w32(true, a, true, b, c, false);
  }
};
#elif defined(WMMASIM_GFX12)
struct wmma_f32_16x16x16_f16 {
  typedef half8 A; typedef half8 B; typedef float8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c); }
};
struct wmma_f32_16x16x16_bf16 {
  typedef short8 A; typedef short8 B; typedef float8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32_gfx12(a, b, c); }
};
struct wmma_f16_16x16x16_f16 {
  typedef half8 A; typedef half8 B; typedef half8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_f16_16x16x16_f16_w32_gfx12(a, b, c); }
};
struct wmma_bf16_16x16x16_bf16 {
  typedef short8 A; typedef short8 B; typedef short8 C;
  static __device__ C op(A a, B b, C c) { return __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w32_gfx12(a, b, c); }
};
struct wmma_i32_16x16x16_iu8 {
  typedef int2v A; typedef int2v B; typedef int8v C;
  static __device__ C op(A a, B b, C c) {
    return __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12(true, a, true, b, c, false);
  }
};
struct wmma_i32_16x16x16_iu4 {
  typedef int A; typedef int B; typedef int8v C;
  static __device__ C op(A a, B b, C c) {
    return __builtin_amdgcn_wmma_i32_16x16x16_iu4_w32_gfx12(true, a, true, b, c, false);
  }
};
struct wmma_i32_16x16x32_iu4 {
  typedef int2v A; typedef int2v B; typedef int8v C;
  static __device__ C op(A a, B b, C c) {
    return __builtin_amdgcn_wmma_i32_16x16x32_iu4_w32_gfx12(true, a, true, b, c, false);
  }
};
#define WMMASIM_FP8_RECORD(NAME, BUILTIN)                                       \
  struct NAME {                                                                \
    typedef int2v A; typedef int2v B; typedef float8 C;                        \
    static __device__ C op(A a, B b, C c) { return BUILTIN(a, b, c); }          \
  };
WMMASIM_FP8_RECORD(wmma_f32_16x16x16_fp8_fp8, __builtin_amdgcn_wmma_f32_16x16x16_fp8_fp8_w32_gfx12)
WMMASIM_FP8_RECORD(wmma_f32_16x16x16_fp8_bf8, __builtin_amdgcn_wmma_f32_16x16x16_fp8_bf8_w32_gfx12)
WMMASIM_FP8_RECORD(wmma_f32_16x16x16_bf8_fp8, __builtin_amdgcn_wmma_f32_16x16x16_bf8_fp8_w32_gfx12)
WMMASIM_FP8_RECORD(wmma_f32_16x16x16_bf8_bf8, __builtin_amdgcn_wmma_f32_16x16x16_bf8_bf8_w32_gfx12)
#undef WMMASIM_FP8_RECORD

// SWMMAC: A is the compressed 2:4-sparse half of a 16x32 (16x64 for iu4) matrix; D is tied to C.
struct swmmac_f32_16x16x32_f16 {
  typedef half8 A; typedef half16 B; typedef float8 C;
  static __device__ C op(A a, B b, C c, short index) {
    return __builtin_amdgcn_swmmac_f32_16x16x32_f16_w32(a, b, c, index);
  }
};
struct swmmac_f32_16x16x32_bf16 {
  typedef short8 A; typedef short16 B; typedef float8 C;
  static __device__ C op(A a, B b, C c, short index) {
    return __builtin_amdgcn_swmmac_f32_16x16x32_bf16_w32(a, b, c, index);
  }
};
struct swmmac_i32_16x16x32_iu8 {
  typedef int2v A; typedef int4v B; typedef int8v C;
  static __device__ C op(A a, B b, C c, short index) {
    return __builtin_amdgcn_swmmac_i32_16x16x32_iu8_w32(true, a, true, b, c, index, false);
  }
};
struct swmmac_i32_16x16x64_iu4 {
  typedef int2v A; typedef int4v B; typedef int8v C;
  static __device__ C op(A a, B b, C c, short index) {
    return __builtin_amdgcn_swmmac_i32_16x16x64_iu4_w32(true, a, true, b, c, index, false);
  }
};
struct swmmac_f32_16x16x32_fp8_fp8 {
  typedef int2v A; typedef int4v B; typedef float8 C;
  static __device__ C op(A a, B b, C c, short index) {
    return __builtin_amdgcn_swmmac_f32_16x16x32_fp8_fp8_w32(a, b, c, index);
  }
};
#endif

using Op = MB_OP;
typedef unsigned AccumulatorWords __attribute__((ext_vector_type(sizeof(Op::C) / 4)));

template <typename T>
__device__ inline T load_words(const unsigned* words, unsigned element) {
  return *(const T*)(words + element * (sizeof(T) / 4));
}

// The matrix instruction on A, B, C (and the index operand for SWMMAC).
__device__ inline Op::C apply(Op::A a, Op::B b, Op::C c, [[maybe_unused]] short index) {
#if MB_SPARSE
  return Op::op(a, b, c, index);
#else
  return Op::op(a, b, c);
#endif
}

__device__ inline void run(const unsigned* a_words, const unsigned* b_words, const unsigned* c_words,
                           const unsigned* index_words, unsigned* d_words, int iterations) {
  const unsigned lane = lane32();
  const unsigned wave = blockIdx.x * (MB_BLOCK / 32) + threadIdx.x / 32;
  const short index = index_words ? static_cast<short>(index_words[lane]) : short{0};
  const Op::B b = load_words<Op::B>(b_words, lane);
  AccumulatorWords result = {};
#if MB_DEPENDENCY == MB_THROUGH_C
  const Op::A a = load_words<Op::A>(a_words, lane);
  Op::C acc[MB_CHAINS];
#pragma unroll
  for (int c = 0; c < MB_CHAINS; ++c) acc[c] = load_words<Op::C>(c_words, c * 32 + lane);
#pragma clang loop unroll(disable)
  for (int i = 0; i < iterations; ++i) {
#pragma unroll
    for (int c = 0; c < MB_CHAINS; ++c) acc[c] = apply(a, b, acc[c], index);
  }
#pragma unroll
  for (int c = 0; c < MB_CHAINS; ++c) result ^= __builtin_bit_cast(AccumulatorWords, acc[c]);
#elif MB_DEPENDENCY == MB_THROUGH_A
  static_assert(sizeof(Op::A) == sizeof(Op::C), "a D -> A chain needs D and A of the same size");
  static_assert(MB_CHAINS == 1, "a D -> A chain is a single chain");
  Op::A a = load_words<Op::A>(a_words, lane);
  const Op::C c = load_words<Op::C>(c_words, lane);
#pragma clang loop unroll(disable)
  for (int i = 0; i < iterations; ++i) {
    // Two per iteration: the second reads the first's D as A directly (clang puts a v_nop between them); the
    // loop-carried D -> A goes through VALU copies that clang emits for the loop's register assignment.
    const Op::A half_way = __builtin_bit_cast(Op::A, apply(a, b, c, index));
    a = __builtin_bit_cast(Op::A, apply(half_way, b, c, index));
  }
  result = __builtin_bit_cast(AccumulatorWords, a);
#else
#error "MB_DEPENDENCY must be MB_THROUGH_C or MB_THROUGH_A"
#endif
  *(AccumulatorWords*)(d_words + (wave * 32 + lane) * (sizeof(Op::C) / 4)) = result;
}

}  // namespace

#if MB_SPARSE
extern "C" __global__ __launch_bounds__(MB_BLOCK) void MB_NAME(const unsigned* a, const unsigned* b,
                                                               const unsigned* c, const unsigned* index, unsigned* d,
                                                               int iterations) {
  run(a, b, c, index, d, iterations);
}
#else
extern "C" __global__ __launch_bounds__(MB_BLOCK) void MB_NAME(const unsigned* a, const unsigned* b,
                                                               const unsigned* c, unsigned* d, int iterations) {
  run(a, b, c, nullptr, d, iterations);
}
#endif
