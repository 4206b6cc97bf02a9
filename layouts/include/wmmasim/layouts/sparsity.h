// SWMMAC 2:4 structured sparsity (gfx12): how the compressed A and the sparsity index map back to the
// logical K. A SWMMAC's A is stored compressed, 16 x K/2: of every group of four logical K (k = 4g..4g+3)
// a row keeps two values, at compressed columns c = 2g (first) and c = 2g + 1 (second). The index
// operand holds one 2-bit field per compressed element: its position p (0..3) inside the group, so the
// element's logical column is k = 4*(c/2) + p. Sources: docs/layouts.md "SWMMAC".
#pragma once

#include <cstdint>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"

namespace wmmasim::layouts {

// How many index sets one index VGPR holds for `op` at `wave_size`; index_key (OPSEL) picks one of them
// (wave32: 2 sets of 16 bits, except iu4 16x16x64: 1; wave64: 4 sets of 8 bits for 16-/8-bit A, 2 for iu4).
int index_key_count(const isa::MatrixOp& op, int wave_size);

// The logical K of compressed A element `a` (row m, compressed column c) of SWMMAC `op`, given the value of
// the index VGPR in the lane that holds that element (the index field sits in the same lane as the A
// element) and the instruction's index_key. Throws std::invalid_argument for a dense `op` or a bad
// index_key, std::out_of_range for an element outside 16 x K/2.
int sparse_logical_k(const isa::MatrixOp& op, int wave_size, int index_key, Element a, std::uint32_t index_vgpr);

}  // namespace wmmasim::layouts
