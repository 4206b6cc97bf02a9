// bf16_mlp: three chained 16x16 bf16 layers on one wave32, f32 accumulation (v_wmma_f32_16x16x16_bf16).
// The bf16 twin of minimum_mlp: same data flow (mlp_layers.h), bf16 storage and bf16 rounding between layers.
//
// Launch: grid (1,1,1), block (32,1,1).
// Arguments (dense, row-major; bf16 = bfloat16 bit patterns, numpy uint16):
//   0 x  const bf16 [16][16]     16 samples x 16 input features
//   1 w  const bf16 [3][16][16]  W1, W2, W3 in nn.Linear layout (w[l][out][in])
//   2 y  f32 [16][16]            16 samples x 16 output features
// Computes, per sample s: y[s] = W3 r(W2 r(W1 x[s])) with r(v) = bf16(max(v, 0)) (round to nearest even; v is
// never NaN after the max) and every dot product accumulated in f32.
// Reference: Eigen, float matrices with the intermediate results rounded through Eigen::bfloat16.
#include "mlp_layers.h"

namespace {

struct Bf16Layers {
  using Element = unsigned short;
  // f32 -> bf16, round to nearest even (the top 16 bits after adding half an ulp of bf16, ties to even).
  static __device__ unsigned short round(float v) {
    const unsigned bits = __builtin_bit_cast(unsigned, v);
    return static_cast<unsigned short>((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
  }
#if defined(WMMASIM_GFX11)
  static __device__ float8 wmma(ushort16 a, ushort16 b) {
    return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(__builtin_bit_cast(short16, a), __builtin_bit_cast(short16, b),
                                                       float8{});
  }
#elif defined(WMMASIM_GFX12)
  static __device__ float8 wmma(ushort8 a, ushort8 b) {
    return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32_gfx12(__builtin_bit_cast(short8, a),
                                                             __builtin_bit_cast(short8, b), float8{});
  }
#endif
};

}  // namespace

extern "C" __global__ __launch_bounds__(32) void bf16_mlp(const unsigned short* x, const unsigned short* w, float* y) {
  mlp3_layers<Bf16Layers>(x, w, y);
}
