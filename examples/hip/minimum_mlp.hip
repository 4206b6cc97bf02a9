// A three-layer MLP on one wave, 16 samples x 16 features, every layer one WMMA whose D becomes the next layer's B
// (AMD GPUOpen's RDNA4 WMMA guide, "minimum MLP"): on gfx12 D is already in B's layout, on gfx11 the halves of the
// wave swap rows first. The kernel is kernels/minimum_mlp.hip.
#include "hip_example.h"
#include "kernels/minimum_mlp.hip"

namespace {

// y[s] = W3 r(W2 r(W1 x[s])), r(v) = f16(max(v, 0)), f32 dot products (PyTorch Linear(bias=False) + ReLU in f16).
std::vector<float> mlp_reference(const std::vector<_Float16>& x, const std::vector<_Float16>& w) {
  constexpr int n = 16;
  std::vector<float> y(n * n);
  for (int s = 0; s < n; ++s) {
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = float(x[s * n + i]);
    for (int layer = 0; layer < 3; ++layer) {
      float next[n];
      for (int o = 0; o < n; ++o) {
        float sum = 0;
        for (int i = 0; i < n; ++i) sum += float(w[layer * n * n + o * n + i]) * h[i];
        next[o] = layer < 2 ? float(static_cast<_Float16>(std::fmax(sum, 0.0f))) : sum;
      }
      for (int o = 0; o < n; ++o) h[o] = next[o];
    }
    for (int o = 0; o < n; ++o) y[s * n + o] = h[o];
  }
  return y;
}

}  // namespace

int main() {
  print_device();
  const std::vector<_Float16> x = random_f16(16 * 16, 11);
  const std::vector<_Float16> w = random_f16(3 * 16 * 16, 12);
  DeviceBuffer<_Float16> x_device(x), w_device(w);
  DeviceBuffer<float> y_device(16 * 16);
  minimum_mlp<<<1, 32>>>(x_device.get(), w_device.get(), y_device.get());
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  // The f16 rounding between layers may round a sum that lies next to a tie differently (f32 summation order).
  return report("minimum_mlp 3 layers (16 samples x 16 features)",
                max_abs_error(y_device.to_host(), mlp_reference(x, w)), 1e-2);
}
