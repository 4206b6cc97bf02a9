// The operands every WMMA/SWMMAC cost measurement starts from (bench/matrix_ops.cpp and `wmmasim bench`): A in
// v0, B in v16, the accumulator (C = D) in v24 and a SWMMAC's index in v40, filled with small random values
// (multiples of 1/4 for floats, so that products are exact) from a fixed seed.
#pragma once

#include <Eigen/Core>
#include <random>

#include "wmmasim/matrix/matrix.h"
#include "wmmasim/matrix/wave.h"

namespace wmmasim::bench {

inline sim::MatrixOperands load_random_operands(sim::Wave& wave, const char* mnemonic) {
  const isa::MatrixOp& op = wave.matrix_op(mnemonic);
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> value(-3, 3);
  const double scale = isa::is_integer(op.a_type) ? 1.0 : 0.25;
  const auto random = [&](int rows, int cols) {
    return Eigen::MatrixXd::NullaryExpr(rows, cols, [&] { return scale * value(rng); });
  };
  const bool sparse = op.kind == isa::MatrixKind::Sparse;
  wave.load(mnemonic, layouts::MatrixOperand::A, 0, random(16, sparse ? op.k / 2 : op.k));
  wave.load(mnemonic, layouts::MatrixOperand::B, 16, random(op.k, 16));
  if (!sparse) return sim::MatrixOperands::wmma(24, 0, 16, 24);
  // Index 0 or 3 for every group of four K: elements 0 and 3 of each group are the non-zero ones.
  wave.load(mnemonic, layouts::MatrixOperand::Index, 40,
            Eigen::MatrixXd::NullaryExpr(16, op.k / 2, [](Eigen::Index, Eigen::Index c) { return c % 2 == 0 ? 0.0 : 3.0; }));
  return sim::MatrixOperands::swmmac(24, 0, 16, 40);
}

}  // namespace wmmasim::bench
