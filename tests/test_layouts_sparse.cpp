// SWMMAC (gfx12) and global_load_tr layouts against independent references, each formula written out
// below as its source states it:
// * SWMMAC A/B/index: AMD's matrix-instruction calculator, `matrix_calculator.py -a rdna4 -i <swmmac> -d`
//   ("A[i][k] GPR/Lane", "B[k][j] GPR/Lane", "compression[i][k] GPR/Lane", both wave sizes; transcribed in
//   docs/layouts.md "SWMMAC"), where both kept values of a group of four K share one register chunk, the
//   first in its low half; inside an index nibble, the first value's position is bits [1:0] and the second's
//   [3:2] (AMD fpsan gfx12 SWMMAC reference: p0 = nibble & 3, p1 = nibble >> 2; CK Tile compress_a_impl).
// * global_load_tr: docs/reference/layouts.md rows 22/23, MAD-305's trperm() and Tessera's TR_B128
//   address recipe (§3.7).
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/sparsity.h"

using namespace wmmasim;
using namespace wmmasim::layouts;
using isa::Family;
using isa::MatrixOp;

namespace {

struct Place {
  int lane;
  int gpr;
  int bit;  // lowest bit
};

// Calculator formulas for one (A element bits, K, wave) combination. A and the index are given per
// logical k (any k of a group of four gives the group's chunk); B per (k, j).
struct CalculatorRow {
  int bits;
  int k;
  int wave;
  std::function<Place(int i, int k)> a_group;  // chunk holding both kept values of k's group
  std::function<Place(int k, int j)> b;        // one element
  std::function<Place(int i, int k)> index;    // nibble of k's group, before the index_key shift
  int sets;                                    // index sets (index_key values)
};

std::vector<CalculatorRow> calculator_rows() {
  return {
      {16, 32, 32,
       [](int i, int k) { return Place{16 * ((k / 8) % 2) + i, 2 * (k / 16) + (k / 4) % 2, 0}; },
       [](int k, int j) { return Place{16 * ((k / 8) % 2) + j, 4 * (k / 16) + (k / 2) % 4, 16 * (k % 2)}; },
       [](int i, int k) { return Place{16 * ((k / 8) % 2) + i, 0, 8 * (k / 16) + 4 * ((k / 4) % 2)}; },
       2},
      {16, 32, 64,
       [](int i, int k) { return Place{16 * (k / 8) + i, (k / 4) % 2, 0}; },
       [](int k, int j) { return Place{16 * (k / 8) + j, (k / 2) % 4, 16 * (k % 2)}; },
       [](int i, int k) { return Place{16 * (k / 8) + i, 0, 4 * ((k / 4) % 2)}; },
       4},
      {8, 32, 32,
       [](int i, int k) { return Place{16 * (k / 16) + i, (k / 8) % 2, 16 * ((k / 4) % 2)}; },
       [](int k, int j) { return Place{16 * (k / 16) + j, (k / 4) % 4, 8 * (k % 4)}; },
       [](int i, int k) { return Place{16 * (k / 16) + i, 0, 4 * ((k / 4) % 4)}; },
       2},
      {8, 32, 64,
       [](int i, int k) { return Place{32 * ((k / 8) % 2) + 16 * (k / 16) + i, 0, 16 * ((k / 4) % 2)}; },
       [](int k, int j) { return Place{32 * ((k / 8) % 2) + 16 * (k / 16) + j, (k / 4) % 2, 8 * (k % 4)}; },
       [](int i, int k) { return Place{32 * ((k / 8) % 2) + 16 * (k / 16) + i, 0, 4 * ((k / 4) % 2)}; },
       4},
      {4, 32, 32,
       [](int i, int k) { return Place{16 * (k / 16) + i, 0, 8 * ((k / 4) % 4)}; },
       [](int k, int j) { return Place{16 * (k / 16) + j, (k / 8) % 2, 4 * (k % 8)}; },
       [](int i, int k) { return Place{16 * (k / 16) + i, 0, 4 * ((k / 4) % 4)}; },
       2},
      {4, 32, 64,
       [](int i, int k) { return Place{16 * (k / 16) + i, 0, 8 * ((k / 4) % 4)}; },
       [](int k, int j) { return Place{32 * ((k / 8) % 2) + 16 * (k / 16) + j, 0, 4 * (k % 8)}; },
       [](int i, int k) { return Place{16 * (k / 16) + i, 0, 4 * ((k / 4) % 4)}; },
       2},
      {4, 64, 32,
       [](int i, int k) { return Place{16 * (k / 32) + i, (k / 16) % 2, 8 * ((k / 4) % 4)}; },
       [](int k, int j) { return Place{16 * (k / 32) + j, (k / 8) % 4, 4 * (k % 8)}; },
       [](int i, int k) { return Place{16 * (k / 32) + i, 0, 4 * ((k / 4) % 8)}; },
       1},
      {4, 64, 64,
       [](int i, int k) { return Place{32 * ((k / 16) % 2) + 16 * (k / 32) + i, 0, 8 * ((k / 4) % 4)}; },
       [](int k, int j) { return Place{32 * ((k / 16) % 2) + 16 * (k / 32) + j, (k / 8) % 2, 4 * (k % 8)}; },
       [](int i, int k) { return Place{32 * ((k / 16) % 2) + 16 * (k / 32) + i, 0, 4 * ((k / 4) % 4)}; },
       2},
  };
}

std::vector<const MatrixOp*> sparse_ops() {
  std::vector<const MatrixOp*> ops;
  for (const MatrixOp& op : isa::matrix_ops(Family::Gfx12)) {
    if (op.kind == isa::MatrixKind::Sparse) ops.push_back(&op);
  }
  return ops;
}

const CalculatorRow& row_for(const MatrixOp& op, int wave) {
  static const std::vector<CalculatorRow> rows = calculator_rows();
  const auto it = std::ranges::find_if(rows, [&](const CalculatorRow& r) {
    return r.bits == isa::element_bits(op.a_type) && r.k == op.k && r.wave == wave;
  });
  REQUIRE(it != rows.end());
  return *it;
}

Slot slot(Place p, int width) { return Slot{p.lane, p.gpr, p.bit, p.bit + width - 1}; }

}  // namespace

TEST_CASE("SWMMAC compressed A, B and index agree with AMD's calculator for every instruction and wave size") {
  REQUIRE(sparse_ops().size() == 11);
  for (const MatrixOp* op : sparse_ops()) {
    for (int wave : {32, 64}) {
      CAPTURE(op->mnemonic);
      CAPTURE(wave);
      const CalculatorRow& row = row_for(*op, wave);
      const int bits = row.bits;
      const OperandLayout& a = layout_for(*op, MatrixOperand::A, wave);
      CHECK(a.rows() == 16);
      CHECK(a.cols() == op->k / 2);
      CHECK(a.vgprs() == op->registers(wave).a);
      CHECK(layout_for(*op, MatrixOperand::B, wave).vgprs() == op->registers(wave).b);
      CHECK(layout_for(*op, MatrixOperand::Index, wave).vgprs() == 1);
      CHECK(index_key_count(*op, wave) == row.sets);
      for (int i = 0; i < 16; ++i) {
        for (int c = 0; c < op->k / 2; ++c) {
          const int group_k = 4 * (c / 2);
          const int second = c % 2;  // 0: the first kept value of the group, 1: the second
          Place chunk = row.a_group(i, group_k);
          chunk.bit += second * bits;
          CHECK(a.slots_of({i, c}) == std::vector{slot(chunk, bits)});
          for (int key = 0; key < row.sets; ++key) {
            Place field = row.index(i, group_k);
            field.bit += 2 * second + key * (32 / row.sets);
            CHECK(layout_for(*op, MatrixOperand::Index, wave, key).slots_of({i, c}) == std::vector{slot(field, 2)});
          }
        }
      }
      const OperandLayout& b = layout_for(*op, MatrixOperand::B, wave);
      for (int k = 0; k < op->k; ++k) {
        for (int j = 0; j < 16; ++j) CHECK(b.slots_of({k, j}) == std::vector{slot(row.b(k, j), bits)});
      }
    }
  }
}

TEST_CASE("SWMMAC D is the dense gfx12 accumulator layout and C is D") {
  const MatrixOp& dense = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  const MatrixOp& dense16 = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f16_16x16x16_f16");
  for (const MatrixOp* op : sparse_ops()) {
    for (int wave : {32, 64}) {
      const MatrixOp& same_d = isa::element_bits(op->cd_type) == 16 ? dense16 : dense;
      CHECK(layout_for(*op, MatrixOperand::D, wave).map() == layout_for(same_d, MatrixOperand::D, wave).map());
      CHECK(&layout_for(*op, MatrixOperand::C, wave) == &layout_for(*op, MatrixOperand::D, wave));
    }
  }
}

TEST_CASE("sparse_logical_k decodes the index: hand-worked f16 wave32 example") {
  const MatrixOp& op = *isa::find_matrix_op(Family::Gfx12, "v_swmmac_f32_16x16x32_f16");
  // Lane 0 holds row 0's groups 0, 1, 4, 5 (k 0-7 and 16-23) in nibbles 0..3 of the 16-bit set.
  // Nibble 0 = 0b1100: group 0 keeps k = 0 and 3. Nibble 1 = 0b1001: group 1 keeps k = 4+1, 4+2.
  // Nibble 2 = 0b0100: group 4 keeps k = 16, 17. Nibble 3 = 0b1110: group 5 keeps k = 20+2, 20+3.
  const std::uint32_t lane0 = 0xE49C;
  CHECK(sparse_logical_k(op, 32, 0, {0, 0}, lane0) == 0);
  CHECK(sparse_logical_k(op, 32, 0, {0, 1}, lane0) == 3);
  CHECK(sparse_logical_k(op, 32, 0, {0, 2}, lane0) == 5);
  CHECK(sparse_logical_k(op, 32, 0, {0, 3}, lane0) == 6);
  CHECK(sparse_logical_k(op, 32, 0, {0, 8}, lane0) == 16);
  CHECK(sparse_logical_k(op, 32, 0, {0, 9}, lane0) == 17);
  CHECK(sparse_logical_k(op, 32, 0, {0, 10}, lane0) == 22);
  CHECK(sparse_logical_k(op, 32, 0, {0, 11}, lane0) == 23);
  // index_key 1 reads the same fields from bits [31:16].
  CHECK(sparse_logical_k(op, 32, 1, {0, 1}, lane0 << 16) == 3);
  CHECK(sparse_logical_k(op, 32, 1, {0, 1}, lane0) == 0);
  // The index field of an A element sits in the same lane as the element.
  for (const MatrixOp* sparse : sparse_ops()) {
    for (int wave : {32, 64}) {
      for (const auto& [where, element] : layout_for(*sparse, MatrixOperand::A, wave).occupied()) {
        CHECK(layout_for(*sparse, MatrixOperand::Index, wave).slots_of(element).front().lane == where.lane);
      }
    }
  }
}

TEST_CASE("SWMMAC misuse: dense op, index_key out of range") {
  const MatrixOp& dense = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  CHECK_THROWS_AS(sparse_logical_k(dense, 32, 0, {0, 0}, 0), std::invalid_argument);
  const MatrixOp& iu4x64 = *isa::find_matrix_op(Family::Gfx12, "v_swmmac_i32_16x16x64_iu4");
  CHECK_THROWS_WITH_AS(layout_for(iu4x64, MatrixOperand::Index, 32, 1), doctest::Contains("index_key"),
                       std::invalid_argument);
  const MatrixOp& f16 = *isa::find_matrix_op(Family::Gfx12, "v_swmmac_f32_16x16x32_f16");
  CHECK_NOTHROW(layout_for(f16, MatrixOperand::Index, 64, 3));
  CHECK_THROWS_AS(layout_for(f16, MatrixOperand::Index, 32, 2), std::invalid_argument);
}

TEST_CASE("global_load_tr_b128 wave32 is row 22: an 8x8 transpose inside each group of 8 lanes") {
  const OperandLayout& tr = transpose_load_layout(*isa::find_transpose_load("global_load_tr_b128"), 32);
  CHECK(tr.matrix_name() == "M");
  CHECK(tr.caveat().empty());
  CHECK(tr.vgprs() == 4);
  CHECK(tr.element_bits() == 16);
  for (int lane = 0; lane < 32; ++lane) {
    for (int e = 0; e < 8; ++e) {
      // res(L, e) = R(8*(L/8) + e)[L%8]; element e in VGPR e/2, half e%2.
      CHECK(tr.element_at(lane, e / 2, 16 * (e % 2)) == Element{8 * (lane / 8) + e, lane % 8});
    }
  }
}

TEST_CASE("global_load_tr_b128 with Tessera's addresses delivers the contiguous-eight B fragment (row 21)") {
  const OperandLayout& tr = transpose_load_layout(*isa::find_transpose_load("global_load_tr_b128"), 32);
  // Source lane L points at B row 8*(L/16) + L%8, columns 8*((L/8)%2) .. +7.
  auto b_element = [](Element source) {
    return Element{8 * (source.row / 16) + source.row % 8, 8 * ((source.row / 8) % 2) + source.col};
  };
  for (const auto& [where, source] : tr.occupied()) {
    const int e = 2 * where.vgpr + where.bit_lo / 16;
    CHECK(b_element(source) == Element{8 * (where.lane / 16) + e, where.lane % 16});
  }
}

TEST_CASE("global_load_tr_b64 wave32 is row 23 and MAD-305's trperm()") {
  const OperandLayout& tr = transpose_load_layout(*isa::find_transpose_load("global_load_tr_b64"), 32);
  CHECK(tr.vgprs() == 2);
  CHECK(tr.element_bits() == 8);
  auto trperm = [](int L, int s) {
    const int base = (L & 7) + ((L >> 3) & 1) * 32 + ((L >> 4) & 1) * 128;
    return base + (s & 3) * 8 + ((s >> 2) & 1) * 64;
  };
  for (int lane = 0; lane < 32; ++lane) {
    for (int s = 0; s < 8; ++s) {
      const Element row23{16 * (lane / 16) + 8 * (s / 4) + 4 * ((lane / 8) % 2) + s % 4, lane % 8};
      const auto got = tr.element_at(lane, s / 4, 8 * (s % 4));
      CHECK(got == row23);
      // Lane L passes base + 8*L, so byte address a is source lane a/8, element a%8.
      CHECK(got == Element{trperm(lane, s) / 8, trperm(lane, s) % 8});
    }
  }
}

TEST_CASE("global_load_tr wave64 is flagged UNVERIFIED and holds the same elements as wave32") {
  for (const isa::TransposeLoad& load : isa::all_transpose_loads()) {
    const OperandLayout& w32 = transpose_load_layout(load, 32);
    const OperandLayout& w64 = transpose_load_layout(load, 64);
    CHECK(w64.caveat().find("UNVERIFIED") != std::string::npos);
    CHECK(w64.vgprs() == load.vgprs_wave64);
    std::map<Element, int> count32, count64;
    for (const auto& [where, e] : w32.occupied()) ++count32[e];
    for (const auto& [where, e] : w64.occupied()) ++count64[e];
    CHECK(count32 == count64);
    CHECK(count32.size() == 256);
  }
  CHECK_THROWS_AS(transpose_load_layout(isa::all_transpose_loads()[0], 16), std::invalid_argument);
}
