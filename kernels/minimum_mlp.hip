// minimum_mlp: three chained 16x16 f16 layers on one wave32, f32 accumulation (v_wmma_f32_16x16x16_f16).
//
// Launch: grid (1,1,1), block (32,1,1).
// Arguments (all buffers dense, row-major):
//   0 x  const f16 [16][16]     16 samples x 16 input features
//   1 w  const f16 [3][16][16]  W1, W2, W3; W_l[o][i] = weight from input feature i to output feature o
//                               (PyTorch nn.Linear weight layout)
//   2 y  f32 [16][16]           16 samples x 16 output features
// Computes, per sample s: y[s] = W3 r(W2 r(W1 x[s])) with r(v) = f16(max(v, 0)) (round to nearest even) and every
// dot product accumulated in f32 (PyTorch: Linear(bias=False) -> ReLU -> f16, three times, no ReLU after W3).
// Reference: Eigen, float matrices with the intermediate results rounded through Eigen::half.
//
// gfx12: the f32 D of a layer is the next layer's B after a cast to f16 in registers (same lanes, same VGPR order).
// gfx11: D has to move between the half-waves first: v_permlanex16_b32 + v_perm_b32 (see mlp_layers.h).
#include "mlp_layers.h"

namespace {

struct F16Layers {
  using Element = _Float16;
  static __device__ unsigned short round(float v) { return __builtin_bit_cast(unsigned short, (_Float16)v); }
#if defined(WMMASIM_GFX11)
  static __device__ float8 wmma(ushort16 a, ushort16 b) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(__builtin_bit_cast(half16, a), __builtin_bit_cast(half16, b),
                                                      float8{});
  }
#elif defined(WMMASIM_GFX12)
  static __device__ float8 wmma(ushort8 a, ushort8 b) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(__builtin_bit_cast(half8, a),
                                                            __builtin_bit_cast(half8, b), float8{});
  }
#endif
};

}  // namespace

extern "C" __global__ __launch_bounds__(32) void minimum_mlp(const _Float16* x, const _Float16* w, float* y) {
  mlp3_layers<F16Layers>(x, w, y);
}
