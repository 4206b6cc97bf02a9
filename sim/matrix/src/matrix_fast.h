// Internal: the fast arithmetic of the matrix instructions (docs/performance.md "WMMA fast path").
//
// multiply_fast() reads each operand element once straight from the VGPRs, decodes it into fixed-size arrays and
// computes all 256 elements of D with fixed-size loops the compiler vectorises. Its results are bit-identical to
// the reference path, which calls float_dot()/integer_dot() once per element (numerics.h);
// tests/test_sim_fast_path.cpp checks that bitwise for every instruction, wave size and model. Where the `exact`
// model's fast sum cannot prove its rounding, the element is marked `unresolved` and the caller computes it with
// the reference path.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/numerics/numerics.h"

namespace wmmasim::sim::detail {

inline constexpr int kTile = 16;  // every D is 16 x 16
inline constexpr int kTileElements = kTile * kTile;
inline constexpr int kMaxFastProducts = 32;  // products per D element: 16 (float), up to 32 (iu4 K=64 SWMMAC)
inline constexpr int kMaxFastBRows = 64;     // rows of B: up to 64 (v_swmmac_i32_16x16x64_iu4)

// One operand's VGPRs: v[first .. first + vgprs) of every lane, register-major (vgpr * wave_size + lane).
struct RegisterBlock {
  std::span<const std::uint32_t> words;
  int element_bits = 32;
  std::uint32_t flip = 0;   // XORed into every word: NEG / NEG_HI (the sign bits of the low / high halves)
  std::uint32_t clear = 0;  // cleared in every word before `flip`: ABS of C
};

// Where an element is: bits [shift, shift + element_bits) of words[word]. For a column of A or a row of B, C or
// D, the place of its first element: its 16 elements are the same bits of 16 consecutive words, the lanes of one
// 16-lane group (checked when the plan is built).
struct Place {
  std::uint16_t word;
  std::uint8_t shift;
};

struct FastInputs {
  isa::ElementType a_type;
  isa::ElementType b_type;
  isa::ElementType cd_type;
  int products;  // per element of D: A's stored columns
  RegisterBlock a;
  RegisterBlock b;
  RegisterBlock c;                        // unused when c_constant is set
  std::span<const Place> a_columns;       // the `products` columns of A
  // 16 x products: the row k of B that product p of row i uses (a WMMA: p; a SWMMAC: the index's logical k)
  std::span<const std::uint8_t> b_row;
  std::span<const Place> b_rows;          // every row k of B
  std::span<const Place> c_rows;          // the 16 rows of C
  std::optional<std::uint32_t> c_constant;  // C's code (modifiers applied) for every element
  bool a_signed = false;                  // iu8/iu4 only
  bool b_signed = false;
  bool clamp = false;
  bool sparse = false;  // a SWMMAC: b_row depends on the row of A
};

using TileCodes = std::array<std::uint32_t, kTileElements>;

// One flag per element of D (row-major), as a 16-bit mask per row: cheap to clear, test and write from a vector
// compare. `any` is kept as the rows are written, so testing it reads no freshly stored rows (a wide load of 16
// narrow stores stalls store forwarding).
struct TileFlags {
  std::array<std::uint16_t, kTile> rows{};
  std::uint16_t ored = 0;

  void set(int element) {
    const auto bit = static_cast<std::uint16_t>(1u << (element % kTile));
    rows[static_cast<std::size_t>(element / kTile)] |= bit;
    ored |= bit;
  }
  void set_row(int i, std::uint16_t flags) {
    rows[static_cast<std::size_t>(i)] = flags;
    ored |= flags;
  }
  bool test(int element) const { return ((rows[static_cast<std::size_t>(element / kTile)] >> (element % kTile)) & 1u) != 0; }
  bool any() const { return ored != 0; }
};

// The widest host instruction set the fast kernels may use: WMMASIM_MATRIX_ISA=baseline|avx2|avx512|avx512vnni
// caps it (the tests compare the variants on one host; each computes the same bits). Unset or empty: no cap; any
// other value is reported in one line on stderr and ignored. Read once. The kernels are still chosen only where
// the host has the instructions (CPUID).
enum class MatrixIsa { Baseline, Avx2, Avx512, Avx512Vnni };
MatrixIsa matrix_isa_cap();

// Computes D's codes (row-major). Elements with `unresolved` set were not computed: the caller must compute
// them with the reference path. Returns false, computing nothing, when `model` has no fast path for the inputs.
bool multiply_fast(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved);

// The AVX-512 tile kernels (matrix_tile_avx512.cpp): whether the host has AVX-512 and matrix_isa_cap() does not
// cap the choice below it, and the kernels themselves, which return false, computing nothing, for inputs they
// leave to the portable kernels (and then `d` and `unresolved` are unchanged).
bool avx512_tiles_available();
bool multiply_tile_avx512(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved);
// The AVX2 tile kernels (matrix_tile_avx2.cpp), for hosts without AVX-512: whether the host has AVX2, FMA and
// F16C and matrix_isa_cap() allows AVX2, and the kernels, which return false, computing nothing, for inputs they
// leave to the portable kernels (all but dense f16 x f16 with an f32 D, `exact` or `sequential`).
bool avx2_tiles_available();
bool multiply_tile_avx2(NumericsModel model, const FastInputs& in, TileCodes& d, TileFlags& unresolved);
// Writes D's rows (16 x `bits`-bit codes each, the other half of a 16-bit slot kept) into the words from `words`:
// one 64-byte store per row. Only when avx512_tiles_available().
void scatter_rows_avx512(const TileCodes& d, std::span<const Place> rows, int bits, std::uint32_t* words);

}  // namespace wmmasim::sim::detail
