// Where each element of a matrix-instruction operand lives: lane, VGPR (relative to the operand's first
// VGPR) and bit range. A layout is a LinearLayout from (lane, vgpr, slot) to (row, col), derived once from a
// compact per-family bit plan (src/hardware_layouts.cpp, from docs/reference/layouts.md §1a) and
// queried in both directions.
//
// Matrix coordinates: A[m][k] -> (row m, col k); B[k][n] -> (row k, col n); C/D[m][n] -> (row m, col n).
#pragma once

#include <compare>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/linear_layout.h"

namespace wmmasim::layouts {

enum class MatrixOperand { A, B, C, D, Index };

std::string_view operand_name(MatrixOperand operand);               // "A", "B", "C", "D", "index"
std::optional<MatrixOperand> parse_operand(std::string_view name);  // case-insensitive: a, b, c, d, index

// Whose elements a layout places and how its (row, col) read: an operand's own matrix, the memory side of a
// transpose load (row = source lane, col = element of that lane's run), either one transposed (algebra's
// transposed()).
struct MatrixRole {
  MatrixOperand operand = MatrixOperand::A;
  bool load_source = false;  // the memory side of a global_load_tr
  bool transposed = false;   // row and col swapped
  auto operator<=>(const MatrixRole&) const = default;
};

// The role's name in tables and pictures: "A", "B", "C", "D", "index", "M" (a transpose load's memory side),
// with "^T" when transposed.
std::string matrix_name(const MatrixRole& role);

// One element's place in the register file. `vgpr` is relative to the operand's first VGPR; bit_hi inclusive.
struct Slot {
  int lane;
  int vgpr;
  int bit_lo;
  int bit_hi;
  auto operator<=>(const Slot&) const = default;
};

struct Element {
  int row;
  int col;
  auto operator<=>(const Element&) const = default;
};

class OperandLayout {
 public:
  // `map` goes from (lane, vgpr, slot) to (row, col). Lanes at or above 2^lane-bits (and below wave_size)
  // hold nothing; slot s of a VGPR occupies bits [bit_offset + s*element_bits, +element_bits-1].
  // `role` says whose elements they are; `caveat` is empty for a layout a primary source confirms, else it
  // says what is not verified.
  OperandLayout(MatrixRole role, LinearLayout map, int wave_size, int element_bits, int bit_offset,
                std::string caveat = "");

  const MatrixRole& role() const { return role_; }
  MatrixOperand operand() const { return role_.operand; }
  std::string matrix_name() const { return layouts::matrix_name(role_); }  // for tables and pictures
  const std::string& caveat() const { return caveat_; }  // empty when verified
  int wave_size() const { return wave_size_; }
  int vgprs() const;
  int element_bits() const { return element_bits_; }
  int rows() const;
  int cols() const;
  int lanes_used() const;      // lanes [0, lanes_used()) hold data; the rest of the wave holds nothing
  int slots_per_vgpr() const;  // elements per VGPR
  int bit_offset() const { return bit_offset_; }  // first bit of slot 0 (16 for a gfx11 OPSEL[2] accumulator)
  int copies() const;                             // locations per element (1 unless replicated)
  const LinearLayout& map() const { return map_; }

  // Every location of element e, replicas included, sorted by (lane, vgpr, bit). Throws std::out_of_range
  // when e is outside rows() x cols().
  std::vector<Slot> slots_of(Element e) const;
  // The element at (lane, vgpr, bit); nullopt for a location that holds nothing. Throws std::out_of_range
  // when lane, vgpr or bit is outside the wave, the operand's VGPRs or 0..31.
  std::optional<Element> element_at(int lane, int vgpr, int bit) const;
  // Every occupied slot with its element, sorted by (lane, vgpr, bit_lo).
  std::span<const std::pair<Slot, Element>> occupied() const { return occupied_; }

  // The ISA-style bit formula, e.g. "lane = {col[2], row[3:0]}; vgpr = {col[3], col[1]}; slot = col[0]".
  std::string formula() const;

  bool operator==(const OperandLayout& other) const;

 private:
  Slot slot_at(int lane, int vgpr, int slot) const;

  MatrixRole role_;
  std::string caveat_;
  LinearLayout map_;
  LinearLayout inverse_;                    // a right inverse of map_: one location per element
  std::vector<std::uint32_t> replication_;  // kernel of map_: XOR any combination onto a location to get a replica
  int wave_size_;
  int element_bits_;
  int bit_offset_;
  std::vector<std::pair<Slot, Element>> occupied_;
};

// The hardware layout of `operand` of `op` in a wave of `wave_size` lanes, derived once and cached
// (thread-safe; the reference stays valid for the program's lifetime). `opsel` is the instruction's 3-bit
// OPSEL field; two layouts read it: gfx11 16-bit C/D (OPSEL[2] = 4 selects bits [31:16]) and the SWMMAC
// index operand (OPSEL = index_key, which picks one of the index VGPR's sets, see sparsity.h).
// SWMMAC: A is the compressed 16 x K/2 matrix (col = position in the compressed K); C is D (the same tied
// registers). Throws std::invalid_argument with a readable message for an operand the instruction lacks,
// a wave size other than 32/64, an OPSEL outside 0..7 or an index_key outside the instruction's sets.
const OperandLayout& layout_for(const isa::MatrixOp& op, MatrixOperand operand, int wave_size, int opsel = 0);

// A register layout written as a bit plan: for each register-side bit, lowest first, the matrix bit it
// carries. Tokens, space-separated: k<i> (bit i of K) and x<i> (bit i of the other index: m for A, n for B)
// for A/B; m<i>/n<i> (row/col) for C/D; s<i>/e<i> (source lane/element) for a transpose load's "M";
// "-" for a replica bit. Example, gfx12 16-bit A wave32 ("runs of four"): {"k0", "k1 k3", "x0 x1 x2 x3 k2"}.
struct BitPlan {
  std::string_view slot;  // bits of the element index inside a VGPR
  std::string_view vgpr;  // bits of the VGPR index
  std::string_view lane;  // bits of the lane index
};

// A layout with the register geometry of `like` (operand, wave size, element bits, bit offset, matrix
// shape) and the placement `plan` gives: how a software convention or a hand-written loader is described
// (docs/layouts.md "Algebra"). Throws std::invalid_argument for a token that does not fit or a plan whose
// VGPR count, elements per VGPR or lane count differ from `like`'s.
OperandLayout layout_from_plan(const OperandLayout& like, const BitPlan& plan);

// gfx12 global_load_tr_b128 / _b64: where each element of each source lane's contiguous run lands.
// Element = (row: source lane whose address supplied it, col: element index inside that lane's run);
// matrix "M". Wave32 follows docs/reference/layouts.md rows 22/23; the wave64 placement is presumed
// (caveat() says so). Throws std::invalid_argument for a wave size other than 32/64.
const OperandLayout& transpose_load_layout(const isa::TransposeLoad& load, int wave_size);

}  // namespace wmmasim::layouts
