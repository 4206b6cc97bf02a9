// Internal: the fast arithmetic of the matrix instructions (docs/performance.md "WMMA fast path").
//
// multiply_fast() decodes each operand's VGPRs once, element by element in register order, into fixed-size
// arrays, and computes all 256 elements of D with fixed-size loops the compiler vectorises. Its results are
// bit-identical to the reference path, which calls float_dot()/integer_dot() once per element (numerics.h);
// tests/test_sim_fast_path.cpp checks that bitwise for every instruction, wave size and model. Where the `exact`
// model's fast sum cannot prove its rounding, the element is marked `unresolved` and the caller computes it with
// the reference path.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/sim/numerics.h"

namespace wmmasim::sim::detail {

inline constexpr int kTile = 16;  // every D is 16 x 16
inline constexpr int kTileElements = kTile * kTile;
inline constexpr int kMaxFastProducts = 32;  // products per D element: 16 (float), up to 32 (iu4 K=64 SWMMAC)
inline constexpr int kMaxBlockUnits = 2048;  // elements the VGPRs of one operand hold (replicas included)

// One operand's VGPRs: `words` is v[first .. first + vgprs) of every lane, register-major (vgpr * wave_size +
// lane), each word holding 32 / element_bits elements ("slots", slot s = bits [s * element_bits, ...)). The fast
// path addresses elements by "unit" = slot * words.size() + word, so that a row of B or C, which occupies one slot
// of 16 consecutive lanes, is 16 consecutive units.
struct RegisterBlock {
  std::span<const std::uint32_t> words;
  int element_bits = 32;
  std::uint32_t flip = 0;   // XORed into every word first: NEG / NEG_HI (sign bits of the low / high halves)
  std::uint32_t clear = 0;  // cleared in every word first (before `flip`): ABS of C
};

struct FastInputs {
  isa::ElementType a_type;
  isa::ElementType b_type;
  isa::ElementType cd_type;
  int products;                          // per element of D: A's stored columns
  RegisterBlock a;
  RegisterBlock b;
  RegisterBlock c;                       // unused when c_constant is set
  std::span<const std::uint16_t> a_unit;  // 16 x products: the unit of A(i, p), p in consumption order
  // 16 x products: the unit of B(k, 0), k being the row of B product p of row i uses (a WMMA: k = p; a SWMMAC:
  // the logical k of the sparsity index). B(k, j) is j units further.
  std::span<const std::uint16_t> b_unit;
  std::span<const std::uint16_t> b_rows;  // every row k of B: the unit of B(k, 0)
  std::span<const std::uint16_t> c_row;   // 16: the unit of C(i, 0); C(i, j) is j units further
  std::optional<std::uint32_t> c_constant;  // C's code (modifiers applied) for every element
  bool a_signed = false;                   // iu8/iu4 only
  bool b_signed = false;
  bool clamp = false;
};

using TileCodes = std::array<std::uint32_t, kTileElements>;
using TileFlags = std::array<bool, kTileElements>;

// Computes D's codes (row-major). Elements with `unresolved` set were not computed: the caller must compute
// them with the reference path. Returns false, computing nothing, when `model` has no fast path for the inputs.
bool multiply_fast(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved);

}  // namespace wmmasim::sim::detail
