// Mismatch diagnosis: given the matrix a kernel should have produced and the one it did produce, name the
// layout mistake that maps one onto the other (transposed, lane halves swapped, the other family's accumulator
// layout, ...). Each candidate is a map on matrix positions derived from layouts/: a mistake in how data was
// placed in, or read from, the registers of one operand.
#pragma once

#include <Eigen/Core>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"

namespace wmmasim::sim {

struct OperandContext {
  const isa::MatrixOp* op;
  layouts::MatrixOperand operand;
  int wave_size = 32;
  int opsel = 0;
};

struct DiagnosisCandidate {
  std::string_view name;
  std::string_view explanation;
  // The mistake moves register slots (lane halves, OPSEL half, the other family's accumulator layout) rather than
  // matrix elements (transpose, K halves): under a K order of the kernel's own (below) it is looked for in the
  // registers as they are, the others in the matrix with that K order undone.
  bool moves_registers = false;
};

// Every candidate, in the order diagnose() tries them.
std::span<const DiagnosisCandidate> diagnosis_candidates();

// Where candidate `name` moves each element of the operand: result[row * cols + col] = flat index of the
// position that element ends up at. nullopt when the candidate does not apply to this operand (wrong shape or
// family, not a bijection) or changes nothing.
std::optional<std::vector<int>> candidate_permutation(std::string_view name, const OperandContext& context);

// What a kernel that made mistake `name` would produce instead of `expected`.
Eigen::MatrixXd apply_candidate(std::string_view name, const OperandContext& context, const Eigen::MatrixXd& expected);

// The names of every candidate that maps `expected` onto `actual`, elementwise within `tolerance` (NaN matches
// NaN), in diagnosis_candidates() order; empty when none does.
std::vector<std::string> diagnose(const OperandContext& context, const Eigen::MatrixXd& expected,
                                  const Eigen::MatrixXd& actual, double tolerance = 0.0);

// ---- K orders ----
// A WMMA's result depends on A and B only through which K index of A meets which of B: a kernel that places K in
// another order, the same in A and B, computes the same D. A K order says where: order[k] is the K index of the
// kernel's tile that the hardware's K position k holds (A's column k, B's row k); the identity is the layout's own.
using KOrder = std::vector<int>;

struct NamedKOrder {
  std::string name;  // "the layout's (runs of 4)", "contiguous (runs of 8)"
  KOrder order;
};

// The K orders kernels commonly write for A or B of this instruction: the layout's own, and the one where every lane
// holds consecutive K indices (its first elements the lowest), when that differs.
std::vector<NamedKOrder> known_k_orders(const OperandContext& context);
// "0 1 2 3 8 9 10 11 4 5 6 7 12 13 14 15"
std::string k_order_text(const KOrder& order);
// The name of a known order (known_k_orders), else its text.
std::string k_order_name(const OperandContext& context, const KOrder& order);

// The K order in which `actual` holds `expected`'s K columns (A) or rows (B), when that is all that differs.
std::optional<KOrder> k_order_of(const OperandContext& context, const Eigen::MatrixXd& expected,
                                 const Eigen::MatrixXd& actual, double tolerance = 0.0);
// What a kernel that places K in `order` puts in the registers: `expected`'s K columns (A) or rows (B) reordered.
Eigen::MatrixXd in_k_order(const OperandContext& context, const KOrder& order, const Eigen::MatrixXd& expected);

// diagnose() for a kernel that places K in `order`: candidates that move registers are looked for between
// in_k_order(expected) and `actual`, those that move matrix elements between `expected` and `actual` with the K
// order undone (a transpose of the kernel's own tile, its K halves swapped, ...).
std::vector<std::string> diagnose(const OperandContext& context, const KOrder& order, const Eigen::MatrixXd& expected,
                                  const Eigen::MatrixXd& actual, double tolerance = 0.0);

// Judging A and B of one WMMA together. The expected matrices are in the layout's own K order.
struct OperandObservation {
  OperandContext context;
  Eigen::MatrixXd expected, actual;
  bool wrong_anyway = false;  // wrong whatever the K order (replicated slots that disagree)
};

struct OperandFinding {
  bool right = true;
  std::vector<std::string> patterns;  // when wrong: the mistakes that explain it (empty: no known pattern)
};

// The name of the finding "A and B hold K in different orders".
inline constexpr std::string_view kKOrderNotShared = "k-order-not-shared";

struct PairDiagnosis {
  KOrder order;             // the K order the operands are judged in (the kernel's own convention)
  OperandFinding a, b;      // for the operands given
  std::optional<KOrder> a_order, b_order;  // with kKOrderNotShared: the two orders
};

// Finds the K order A and B agree on (the layout's, contiguous, or any other both hold) and judges each operand
// against it; a correct operand is never blamed. When each holds its tile in a K order of its own and neither order is
// the other's with a known mistake, both get kKOrderNotShared and the two orders. Either operand may be absent (not
// traced): the other is then right in any known K order.
PairDiagnosis diagnose_pair(const std::optional<OperandObservation>& a, const std::optional<OperandObservation>& b,
                            double tolerance = 0.0);

}  // namespace wmmasim::sim
