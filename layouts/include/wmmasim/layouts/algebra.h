// Questions about layouts that kernel authors ask, answered on the linear maps:
// * Is this loader the hardware layout, the hardware layout up to a permutation of K (same D, different
//   summation order), or wrong?  classify_k_order()
// * Can the D of one WMMA feed the B of the next without cross-lane shuffles?  check_feed()
// * Are these two layouts transposes of each other (the identity-WMMA transpose trick)?  is_transpose()
// Background: docs/reference/layouts.md §2 and docs/layouts.md "Algebra".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "wmmasim/layouts/operand_layout.h"

namespace wmmasim::layouts {

enum class Equivalence {
  Exact,      // the same map
  Permuted,   // the same after relabelling one matrix coordinate by a bijection
  Different,  // neither (or a different register geometry)
};

struct PermutationCheck {
  Equivalence kind;
  // For Permuted (identity for Exact): candidate's coordinate = permutation[reference's coordinate].
  std::vector<int> permutation;
};

// Compares two layouts of the same register geometry up to a permutation of output dimension `dim`
// (0 = row, 1 = col): is there a bijection p with candidate(x) = reference(x) with that coordinate
// replaced by p(coordinate), for every register location x (replicas included)? Linear algebra on the maps:
// T = candidate ∘ reference⁻¹ must fix the other coordinate and act on `dim` alone.
PermutationCheck compare_up_to_permutation(const OperandLayout& reference, const OperandLayout& candidate, int dim);

enum class KOrder {
  HardwareExact,  // the loader places every element where the hardware expects it
  KPermuted,      // same D if A and B use the same permutation; summation order differs
  Wrong,          // D would be wrong
};

std::string_view k_order_name(KOrder order);  // "hardware-exact", "K-permuted", "wrong"

struct KOrderCheck {
  KOrder order;
  std::vector<int> permutation;  // loader's k = permutation[hardware's k]
};

// Classifies a loader layout for an A or B operand against the hardware layout (same instruction, operand
// and wave size). Throws std::invalid_argument for a C/D/index operand (no K to permute).
KOrderCheck classify_k_order(const OperandLayout& hardware, const OperandLayout& loader);

// Classifies the pair (A loader, B loader): the result is K-permuted only when both are K-permuted (or
// exact) by the same permutation, since only then does every product A[m][k]·B[k][n] still meet its partner.
KOrderCheck classify_k_order(const OperandLayout& hardware_a, const OperandLayout& loader_a,
                             const OperandLayout& hardware_b, const OperandLayout& loader_b);

struct FeedCheck {
  // Every lane can build its B registers from D elements it already holds (packing and type conversion
  // inside a lane are fine), with B's k = D's m.
  bool lane_local;
  // If not lane-local as is: a relabelling that makes it so, B's row k taken from D's row permutation[k].
  // The next instruction's A must then use the same K permutation (a K-permuted load, same D).
  std::optional<std::vector<int>> k_permutation;
};

// Can accumulator layout `d` (m x n) feed operand layout `b` (k x n, k = m) of the next matrix instruction
// without cross-lane data movement? Searches the K permutations that permute K's bits (every RDNA3/RDNA4
// layout convention is one). Requires d.rows() == b.rows() and d.cols() == b.cols().
FeedCheck check_feed(const OperandLayout& d, const OperandLayout& b);

// The same registers read as the transposed matrix: element (r, c) becomes (c, r).
OperandLayout transposed(const OperandLayout& layout);

// True when `b` holds, in the same register locations, the transpose of what `a` holds.
bool is_transpose(const OperandLayout& a, const OperandLayout& b);

}  // namespace wmmasim::layouts
