// wmma_matmul: one wave computes D = A x B + C for one 16x16x16 tile with v_wmma_f32_16x16x16_f16 (the GPUOpen
// "WMMA matrix multiplication" seed, kernels/wmma_matmul.hip), on gfx1100 and gfx1201, wave32 and wave64, each with
// its architecture's default numerics model.
//
// Check: every element of D is within the model's documented bound (docs/numerics.md) of the Eigen product
// computed in double, plus half an f32 ulp for the one rounding of the exact result.
// Exit code 0 only if every configuration passes.
#include <Eigen/Core>
#include <cmath>
#include <random>

#include "example_support.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using layouts::MatrixOperand;

namespace {

constexpr const char* kWmma = "v_wmma_f32_16x16x16_f16";

// Random f16 values in [-1, 1] (rounded to f16 here, so Eigen multiplies exactly what the wave holds).
Eigen::MatrixXd random_f16(std::mt19937& rng) {
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  return Eigen::MatrixXd::NullaryExpr(16, 16, [&] { return decode_f16(encode_f16(uniform(rng))); });
}

bool run(std::string_view target, int wave_size, const Eigen::MatrixXd& a, const Eigen::MatrixXd& b,
         const Eigen::MatrixXd& c) {
  Wave wave(target, wave_size);
  wave.load(kWmma, MatrixOperand::A, 0, a);
  wave.load(kWmma, MatrixOperand::B, 8, b);
  wave.load(kWmma, MatrixOperand::C, 16, c);
  wave.run(kWmma, MatrixOperands::wmma(/*d=*/24, /*a=*/0, /*b=*/8, /*c=*/16));
  const Eigen::MatrixXd d = wave.read(kWmma, MatrixOperand::D, 24);

  const Eigen::MatrixXd reference = a * b + c;
  double worst_ratio = 0;  // largest |D - reference| / allowed
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      std::array<std::uint16_t, 16> a_codes{}, b_codes{};
      for (int k = 0; k < 16; ++k) {
        a_codes[k] = encode_f16(static_cast<float>(a(i, k)));
        b_codes[k] = encode_f16(static_cast<float>(b(k, j)));
      }
      const FloatDot dot{isa::ElementType::F16, isa::ElementType::F16, isa::ElementType::F32, a_codes, b_codes,
                         encode_element(isa::ElementType::F32, c(i, j))};
      const double allowed = float_dot_error_bound(wave.numerics(), dot) + std::ldexp(std::fabs(reference(i, j)), -24) +
                             std::ldexp(1.0, -149);
      worst_ratio = std::max(worst_ratio, std::fabs(d(i, j) - reference(i, j)) / allowed);
    }
  }
  const std::string title = fmt::format("{} wave{} ({} numerics)", target, wave_size, numerics_model_name(wave.numerics()));
  example::print_corner("D = A*B + C on " + title, d);
  return example::report(title, worst_ratio <= 1.0,
                         fmt::format("max |D - Eigen| is {:.3f} of the documented bound", worst_ratio));
}

}  // namespace

int main() {
  std::mt19937 rng(2024);
  const Eigen::MatrixXd a = random_f16(rng), b = random_f16(rng), c = random_f16(rng);
  bool passed = true;
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (int wave_size : {32, 64}) passed = run(target, wave_size, a, b, c) && passed;
  }
  return passed ? 0 : 1;
}
