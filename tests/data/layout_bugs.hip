// A one-tile WMMA program, written the way kernel authors write it, in both K orders and with one seeded layout
// mistake per variant, for `wmmasim exec --provenance` and `--check` (tests/test_cli_exec_provenance.cpp,
// docs/sanitizer.md). `layout_bugs VARIANT` runs one variant: one kernel launch, grid 1, block 32 (one wave32).
// Each load carries a marker comment the test finds its line by.
//
// gfx12 (v_wmma_f32_16x16x16_f16): D = A * B over K = 32, two WMMAs of K 16 accumulating into one 16 x 16 tile (a
// loop, kept as one); A 16 x 32 row-major (a[m * 32 + k]), B 32 x 16 row-major (b[k * ldb + n], ldb = 16; a leading
// dimension of its own keeps B's loads apart from A's, and so their lines), f16. Lane L holds row (of A) or column
// (of B) L % 16 and eight K values of each tile. The layout's own K order (AMD's RDNA4 ISA guide, WMMA section;
// docs/reference/layouts.md §1) puts K in runs of four, the half-waves interleaved: element e of lane L is
// k = 8 * (e / 4) + 4 * (L / 16) + e % 4. Much software loads eight contiguous K instead, k = 8 * (L / 16) + e: with
// the same order in A and B the products, and D, are the same. The column-major variant keeps B as N x K
// (b[n * 32 + k]) and reads it so: right. B transposed reads the row-major B as if it were that (b[n * ldb + k]):
// each tile alone looks like a column-major B, but its second K tile is not the one A's second tile meets.
//
// gfx11 (v_wmma_f16_16x16x16_f16): one WMMA of K 16; the f16 accumulator sits in one 16-bit half of each of its
// eight VGPRs, picked by OPSEL (false: the low half, the vector's even elements); lane L holds column L % 16, VGPR v
// row 2v + L / 16.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <string_view>
#include <vector>

typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float8 __attribute__((ext_vector_type(8)));

enum Order { kRunsOfFour, kContiguousEight };
enum Bug { kNone, kBTransposed, kBLaneHalvesSwapped, kAKHalvesSwapped, kCOpselHalf, kBColumnMajor };

__device__ int k_of(int order, int lane, int e) {
  return order == kRunsOfFour ? 8 * (e / 4) + 4 * (lane / 16) + e % 4 : 8 * (lane / 16) + e;
}

template <int kOrderA, int kOrderB, int kBug>
__global__ void wmma_gfx12(const _Float16* a, const _Float16* b, int ldb, float* d) {
#if defined(__gfx1201__)
  const int lane = threadIdx.x, index = lane % 16;
  float8 acc = {};
#pragma unroll 1
  for (int k0 = 0; k0 < 32; k0 += 16) {
    half8 a_frag, b_frag;
    for (int e = 0; e < 8; ++e) {
      const int ka = k0 + k_of(kOrderA, lane, e), kb = k0 + k_of(kOrderB, lane, e);
      if (kBug == kAKHalvesSwapped) {
        a_frag[e] = a[index * 32 + k0 + (ka + 8) % 16];  // marker: A K halves swapped
      } else {
        a_frag[e] = a[index * 32 + ka];  // marker: A load
      }
      if (kBug == kBTransposed) {
        b_frag[e] = b[index * ldb + kb];  // marker: B transposed
      } else if (kBug == kBColumnMajor) {
        b_frag[e] = b[index * 32 + kb];  // marker: B column-major
      } else if (kBug == kBLaneHalvesSwapped) {
        b_frag[e] = b[(k0 + k_of(kOrderB, lane ^ 16, e)) * ldb + index];  // marker: B lane halves swapped
      } else {
        b_frag[e] = b[kb * ldb + index];  // marker: B load
      }
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);
  }
  for (int v = 0; v < 8; ++v) d[(8 * (lane / 16) + v) * 16 + index] = acc[v];
#endif
}

template <int kBug>
__global__ void wmma_gfx11(const _Float16* a, const _Float16* b, const _Float16* c, _Float16* d) {
#if defined(__gfx1100__)
  const int lane = threadIdx.x, index = lane % 16;
  half16 a_frag, b_frag, acc = {};
  for (int k = 0; k < 16; ++k) {
    a_frag[k] = a[index * 16 + k];
    b_frag[k] = b[k * 16 + index];
  }
  for (int v = 0; v < 8; ++v) {
    const int row = 2 * v + lane / 16;
    if (kBug == kCOpselHalf) {
      acc[2 * v + 1] = c[row * 16 + index];  // marker: C high half
    } else {
      acc[2 * v] = c[row * 16 + index];  // marker: C load
    }
  }
  acc = __builtin_amdgcn_wmma_f16_16x16x16_f16_w32(a_frag, b_frag, acc, false);
  for (int v = 0; v < 8; ++v) d[(2 * v + lane / 16) * 16 + index] = acc[2 * v];
#endif
}

#define CHECK(call)                                                             \
  do {                                                                          \
    if ((call) != hipSuccess) {                                                 \
      std::fprintf(stderr, "%s failed: %s\n", #call, hipGetErrorString(call)); \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: layout_bugs VARIANT\n");
    return 2;
  }
  const std::string_view variant = argv[1];
  std::vector<_Float16> a(512), b(512), c(256);
  for (int i = 0; i < 512; ++i) {
    a[i] = static_cast<_Float16>(i % 7 - 3);
    b[i] = static_cast<_Float16>(i % 5 - 2);
  }
  for (int i = 0; i < 256; ++i) c[i] = static_cast<_Float16>(i % 3);
  _Float16 *da, *db, *dc;
  void* dd;
  CHECK(hipMalloc(&da, 512 * sizeof(_Float16)));
  CHECK(hipMalloc(&db, 512 * sizeof(_Float16)));
  CHECK(hipMalloc(&dc, 256 * sizeof(_Float16)));
  CHECK(hipMalloc(&dd, 256 * sizeof(float)));
  CHECK(hipMemcpy(da, a.data(), 512 * sizeof(_Float16), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, b.data(), 512 * sizeof(_Float16), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(dc, c.data(), 256 * sizeof(_Float16), hipMemcpyHostToDevice));
  float* d32 = static_cast<float*>(dd);
  auto* d16 = static_cast<_Float16*>(dd);
  if (variant == "runs4") {
    wmma_gfx12<kRunsOfFour, kRunsOfFour, kNone><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "contiguous8") {
    wmma_gfx12<kContiguousEight, kContiguousEight, kNone><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "runs4-b-transposed") {
    wmma_gfx12<kRunsOfFour, kRunsOfFour, kBTransposed><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "contiguous8-b-transposed") {
    wmma_gfx12<kContiguousEight, kContiguousEight, kBTransposed><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "runs4-b-lane-halves") {
    wmma_gfx12<kRunsOfFour, kRunsOfFour, kBLaneHalvesSwapped><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "contiguous8-b-lane-halves") {
    wmma_gfx12<kContiguousEight, kContiguousEight, kBLaneHalvesSwapped><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "runs4-a-k-halves") {
    wmma_gfx12<kRunsOfFour, kRunsOfFour, kAKHalvesSwapped><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "contiguous8-a-k-halves") {
    wmma_gfx12<kContiguousEight, kContiguousEight, kAKHalvesSwapped><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "contiguous8-b-col-major") {
    wmma_gfx12<kContiguousEight, kContiguousEight, kBColumnMajor><<<1, 32>>>(da, db, 32, d32);
  } else if (variant == "runs4-b-col-major") {
    wmma_gfx12<kRunsOfFour, kRunsOfFour, kBColumnMajor><<<1, 32>>>(da, db, 32, d32);
  } else if (variant == "orders-differ") {
    wmma_gfx12<kContiguousEight, kRunsOfFour, kNone><<<1, 32>>>(da, db, 16, d32);
  } else if (variant == "gfx11") {
    wmma_gfx11<kNone><<<1, 32>>>(da, db, dc, d16);
  } else if (variant == "gfx11-c-opsel-half") {
    wmma_gfx11<kCOpselHalf><<<1, 32>>>(da, db, dc, d16);
  } else {
    std::fprintf(stderr, "layout_bugs: unknown variant '%s'\n", argv[1]);
    return 2;
  }
  CHECK(hipDeviceSynchronize());
  std::vector<float> d(256);
  CHECK(hipMemcpy(d.data(), dd, 256 * sizeof(float), hipMemcpyDeviceToHost));
  std::printf("layout_bugs %s: ran\n", argv[1]);
  return 0;
}
