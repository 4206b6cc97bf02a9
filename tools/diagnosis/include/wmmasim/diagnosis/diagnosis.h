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

}  // namespace wmmasim::sim
