// The arithmetic of one output element of a WMMA/SWMMAC: D = C + sum_k A[k]*B[k], under a selectable numerics
// model. docs/numerics.md describes each model, its provenance and its error bound.
//
//   exact       exact products, exact sum (a wide fixed-point accumulator), ONE rounding to D's format (RNE).
//   sequential  fp32: p_k = fl32(A[k]*B[k]); s = fl32(s + p_k) for k in consumption order from s = +0; then
//               fl32(s + C); a 16-bit D rounds that once more (RNE). What tinygrad's emulator and remu do
//               (docs/reference/emulators.md §1.2, §2.7), without their host flush-to-zero.
//   gfx11-dot2  rocjitsu's silicon-characterised gfx11 DOT2 chain (emulators.md §6): C, then one DOT2 step per
//               consecutive pair of products: exact products, terms truncated onto an alignment grid, one RNE per
//               step, results below 2^-126 flushed. f16/bf16 inputs only.
//
// Integer dot products (iu8/iu4) are exact in every model: see integer_dot().
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::sim {

enum class NumericsModel { Exact, Sequential, Gfx11Dot2 };

std::string_view numerics_model_name(NumericsModel model);  // "exact", "sequential", "gfx11-dot2"
std::optional<NumericsModel> parse_numerics_model(std::string_view name);
std::span<const NumericsModel> all_numerics_models();
// gfx11: gfx11-dot2 (characterised on gfx11 silicon); gfx12: exact (no characterisation exists; see docs/numerics.md).
NumericsModel default_numerics_model(isa::Family family);

// One output element of a floating-point WMMA/SWMMAC. The A/B codes are in the order the instruction consumes
// them (ascending logical k; for SWMMAC only the stored, non-zero positions), with NEG/NEG_HI already applied.
// `c` is the accumulator code after ABS/NEG: f32 bits, or a 16-bit f16/bf16 code in the low bits.
struct FloatDot {
  isa::ElementType a_type;   // F16, BF16, FP8 or BF8
  isa::ElementType b_type;
  isa::ElementType cd_type;  // F32, F16 or BF16
  std::span<const std::uint16_t> a;
  std::span<const std::uint16_t> b;
  std::uint32_t c;
};

// D's code in cd_type. Throws std::invalid_argument when the model does not apply (gfx11-dot2 on fp8/bf8) or
// the types/sizes are inconsistent.
std::uint32_t float_dot(NumericsModel model, const FloatDot& dot);

// An a-priori bound, computed from the inputs only, on |float_dot(model) - float_dot(exact)| (0 for exact).
// +infinity when the inputs are not all finite or the sum may overflow D's format. The formulas and their
// proofs are in docs/numerics.md.
double float_dot_error_bound(NumericsModel model, const FloatDot& dot);

// One output element of an iu8/iu4 WMMA/SWMMAC: C + sum_k A[k]*B[k] computed exactly, then wrapped to int32
// (two's complement) or, with CLAMP, saturated to [INT32_MIN, INT32_MAX].
struct IntegerDot {
  int bits;  // 8 (iu8) or 4 (iu4)
  bool a_signed;  // NEG[0]
  bool b_signed;  // NEG[1]
  std::span<const std::uint8_t> a;
  std::span<const std::uint8_t> b;
  std::int32_t c;
  bool clamp;
};
std::int32_t integer_dot(const IntegerDot& dot);

}  // namespace wmmasim::sim
