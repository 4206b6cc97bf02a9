// Dense WMMA operand layouts against docs/reference/layouts.md §1a: each of rows 1-20 is written out
// below as its own formula (integer division and remainder, as the table states it), independently of the
// bit plans in layouts/src/hardware_layouts.cpp, and compared element by element with the derived layout.
// Also the calculator's worked examples quoted in layouts.md §3.1, Triton's bases (§3.3), bijection modulo
// replication, forward∘inverse = identity, and VGPR counts against the MatrixOp records.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"

using namespace wmmasim;
using namespace wmmasim::layouts;
using isa::Family;
using isa::MatrixOp;

namespace {

// (lane, v, position) of one element, the position in elements of `width` bits.
Slot at(int lane, int v, int position, int width) {
  return Slot{lane, v, position * width, position * width + width - 1};
}

// A reference row: which (family, operand kind, element bits, K, wave) it covers and its formula.
// For A/B, x is the non-K index (i for A, j for B); for C/D, (i, j) = (row, col).
struct ReferenceRow {
  int number;  // row of layouts.md §1a
  Family family;
  bool accumulator;
  int element_bits;
  int k;  // A/B only
  int wave;
  std::function<std::vector<Slot>(int x, int k_or_j, int opsel)> slots;
};

std::vector<ReferenceRow> reference_rows() {
  using std::vector;
  const auto G11 = Family::Gfx11;
  const auto G12 = Family::Gfx12;
  vector<ReferenceRow> rows;
  // Rows 1-4: gfx11 wave32 A/B, L = x and x+16.
  rows.push_back({1, G11, false, 16, 16, 32,
                  [](int x, int k, int) { return vector{at(x, k / 2, k % 2, 16), at(x + 16, k / 2, k % 2, 16)}; }});
  rows.push_back({3, G11, false, 8, 16, 32,
                  [](int x, int k, int) { return vector{at(x, k / 4, k % 4, 8), at(x + 16, k / 4, k % 4, 8)}; }});
  rows.push_back({4, G11, false, 4, 16, 32,
                  [](int x, int k, int) { return vector{at(x, k / 8, k % 8, 4), at(x + 16, k / 8, k % 8, 4)}; }});
  // Row 7: gfx11 wave64 A/B, four copies; v and position as in wave32.
  for (auto [bits, per_vgpr] : {std::pair{16, 2}, {8, 4}, {4, 8}}) {
    rows.push_back({7, G11, false, bits, 16, 64, [bits, per_vgpr](int x, int k, int) {
                      vector<Slot> s;
                      for (int copy : {0, 16, 32, 48}) s.push_back(at(x + copy, k / per_vgpr, k % per_vgpr, bits));
                      return s;
                    }});
  }
  // Row 5: gfx11 32-bit C/D wave32; row 6: 16-bit, h = OPSEL[2].
  rows.push_back(
      {5, G11, true, 32, 0, 32, [](int i, int j, int) { return vector{at(j + 16 * (i % 2), i / 2, 0, 32)}; }});
  rows.push_back({6, G11, true, 16, 0, 32,
                  [](int i, int j, int opsel) { return vector{at(j + 16 * (i % 2), i / 2, (opsel >> 2) & 1, 16)}; }});
  // Row 8: gfx11 wave64 C/D (16-bit: + OPSEL half).
  rows.push_back(
      {8, G11, true, 32, 0, 64, [](int i, int j, int) { return vector{at(j + 16 * (i % 4), i / 4, 0, 32)}; }});
  rows.push_back({8, G11, true, 16, 0, 64,
                  [](int i, int j, int opsel) { return vector{at(j + 16 * (i % 4), i / 4, (opsel >> 2) & 1, 16)}; }});
  // Rows 9/10: gfx12 16-bit A/B wave32, "runs of four".
  rows.push_back({9, G12, false, 16, 16, 32, [](int x, int k, int) {
                    return vector{at(x + 16 * ((k / 4) % 2), 2 * (k / 8) + (k / 2) % 2, k % 2, 16)};
                  }});
  rows.push_back({11, G12, false, 8, 16, 32,
                  [](int x, int k, int) { return vector{at(x + 16 * (k / 8), (k / 4) % 2, k % 4, 8)}; }});
  rows.push_back(
      {12, G12, false, 4, 16, 32, [](int x, int k, int) { return vector{at(x + 16 * (k / 8), 0, k % 8, 4)}; }});
  rows.push_back({13, G12, false, 4, 32, 32,
                  [](int x, int k, int) { return vector{at(x + 16 * (k / 16), (k / 8) % 2, k % 8, 4)}; }});
  rows.push_back(
      {14, G12, true, 32, 0, 32, [](int i, int j, int) { return vector{at(j + 16 * (i / 8), i % 8, 0, 32)}; }});
  rows.push_back({15, G12, true, 16, 0, 32,
                  [](int i, int j, int) { return vector{at(j + 16 * (i / 8), (i % 8) / 2, i % 2, 16)}; }});
  rows.push_back({16, G12, false, 16, 16, 64, [](int x, int k, int) {
                    return vector{at(x + 16 * ((k / 4) % 2) + 32 * ((k / 8) % 2), (k / 2) % 2, k % 2, 16)};
                  }});
  rows.push_back({17, G12, false, 8, 16, 64, [](int x, int k, int) {
                    return vector{at(x + 16 * ((k / 8) % 2) + 32 * ((k / 4) % 2), 0, k % 4, 8)};
                  }});
  rows.push_back(
      {18, G12, false, 4, 16, 64, [](int x, int k, int) { return vector{at(x + 16 * (k / 8), 0, k % 8, 4)}; }});
  rows.push_back({19, G12, false, 4, 32, 64, [](int x, int k, int) {
                    return vector{at(x + 16 * ((k / 16) % 2) + 32 * ((k / 8) % 2), 0, k % 8, 4)};
                  }});
  rows.push_back({20, G12, true, 32, 0, 64,
                  [](int i, int j, int) { return vector{at(j + 16 * (i / 8) + 32 * ((i / 4) % 2), i % 4, 0, 32)}; }});
  rows.push_back({20, G12, true, 16, 0, 64, [](int i, int j, int) {
                    return vector{at(j + 16 * (i / 8) + 32 * ((i / 4) % 2), (i % 4) / 2, i % 2, 16)};
                  }});
  return rows;
}

const ReferenceRow& row_for(const MatrixOp& op, MatrixOperand operand, int wave) {
  static const std::vector<ReferenceRow> rows = reference_rows();
  const bool accumulator = operand == MatrixOperand::C || operand == MatrixOperand::D;
  const int bits = isa::element_bits(accumulator ? op.cd_type : operand == MatrixOperand::A ? op.a_type : op.b_type);
  for (const ReferenceRow& r : rows) {
    if (r.family == op.family && r.accumulator == accumulator && r.element_bits == bits && r.wave == wave &&
        (accumulator || r.k == op.k)) {
      return r;
    }
  }
  throw std::logic_error(fmt::format("no reference row for {}", op.mnemonic));
}

std::vector<const MatrixOp*> dense_ops() {
  std::vector<const MatrixOp*> ops;
  for (const MatrixOp& op : isa::all_matrix_ops()) {
    if (op.kind == isa::MatrixKind::Dense) ops.push_back(&op);
  }
  return ops;
}

constexpr MatrixOperand kDenseOperands[] = {MatrixOperand::A, MatrixOperand::B, MatrixOperand::C, MatrixOperand::D};

std::string name(const MatrixOp& op, MatrixOperand operand, int wave, int opsel) {
  return fmt::format("{} {} {} wave{} opsel {}", isa::family_name(op.family), op.mnemonic, operand_name(operand), wave,
                     opsel);
}

}  // namespace

TEST_CASE("every dense layout agrees with its row of layouts.md §1a, element by element") {
  std::set<int> rows_checked;
  for (const MatrixOp* op : dense_ops()) {
    for (MatrixOperand operand : kDenseOperands) {
      for (int wave : {32, 64}) {
        for (int opsel : {0, 4}) {
          CAPTURE(name(*op, operand, wave, opsel));
          const ReferenceRow& row = row_for(*op, operand, wave);
          rows_checked.insert(row.number);
          const OperandLayout& layout = layout_for(*op, operand, wave, opsel);
          for (int r = 0; r < layout.rows(); ++r) {
            for (int c = 0; c < layout.cols(); ++c) {
              // A/B rows are written with (x, k): A is (m, k), B is (k, n).
              const bool b = operand == MatrixOperand::B;
              std::vector<Slot> expected = b ? row.slots(c, r, opsel) : row.slots(r, c, opsel);
              std::ranges::sort(expected);
              CAPTURE(r);
              CAPTURE(c);
              CHECK(layout.slots_of({r, c}) == expected);
            }
          }
        }
      }
    }
  }
  // Row 2 (gfx11 B) and row 10 (gfx12 B) share rows 1 and 9's formulas with j for i.
  rows_checked.insert(2);
  rows_checked.insert(10);
  CHECK(rows_checked.size() == 20);
}

TEST_CASE("every dense layout is a bijection onto its matrix modulo replication; forward∘inverse = identity") {
  for (const MatrixOp* op : dense_ops()) {
    for (MatrixOperand operand : kDenseOperands) {
      for (int wave : {32, 64}) {
        CAPTURE(name(*op, operand, wave, 0));
        const OperandLayout& layout = layout_for(*op, operand, wave);
        const bool gfx11_input = op->family == Family::Gfx11 && (operand == MatrixOperand::A || operand == MatrixOperand::B);
        CHECK(layout.copies() == (gfx11_input ? wave / 16 : 1));  // layouts.md §2.3: gfx11 A/B replication
        std::map<Element, int> seen;
        for (const auto& [slot, element] : layout.occupied()) {
          ++seen[element];
          CHECK(layout.element_at(slot.lane, slot.vgpr, slot.bit_lo) == element);
          CHECK(layout.element_at(slot.lane, slot.vgpr, slot.bit_hi) == element);
          const std::vector<Slot> all = layout.slots_of(element);
          CHECK(std::ranges::find(all, slot) != all.end());
        }
        CHECK(seen.size() == static_cast<std::size_t>(layout.rows() * layout.cols()));
        for (const auto& [element, count] : seen) CHECK(count == layout.copies());
        CHECK(layout.occupied().size() == static_cast<std::size_t>(layout.rows() * layout.cols() * layout.copies()));
      }
    }
  }
}

TEST_CASE("VGPR counts of each derived layout equal the MatrixOp record's") {
  for (const MatrixOp* op : dense_ops()) {
    for (int wave : {32, 64}) {
      const isa::OperandRegisters& r = op->registers(wave);
      CAPTURE(name(*op, MatrixOperand::A, wave, 0));
      CHECK(layout_for(*op, MatrixOperand::A, wave).vgprs() == r.a);
      CHECK(layout_for(*op, MatrixOperand::B, wave).vgprs() == r.b);
      CHECK(layout_for(*op, MatrixOperand::C, wave).vgprs() == r.cd);
      CHECK(layout_for(*op, MatrixOperand::D, wave).vgprs() == r.cd);
    }
  }
}

TEST_CASE("calculator example: gfx11 f16 accumulator D[3][5] = v1{21}.[15:0], OPSEL 4 -> [31:16]") {
  const MatrixOp& op = *isa::find_matrix_op(Family::Gfx11, "v_wmma_f16_16x16x16_f16");
  CHECK(layout_for(op, MatrixOperand::D, 32, 0).slots_of({3, 5}) == std::vector{Slot{21, 1, 0, 15}});
  CHECK(layout_for(op, MatrixOperand::D, 32, 4).slots_of({3, 5}) == std::vector{Slot{21, 1, 16, 31}});
  CHECK(layout_for(op, MatrixOperand::C, 32, 4).slots_of({3, 5}) == std::vector{Slot{21, 1, 16, 31}});
  // The half OPSEL does not select holds nothing.
  CHECK_FALSE(layout_for(op, MatrixOperand::D, 32, 0).element_at(21, 1, 16).has_value());
  CHECK_FALSE(layout_for(op, MatrixOperand::D, 32, 4).element_at(21, 1, 0).has_value());
  CHECK(layout_for(op, MatrixOperand::D, 32, 4).bit_offset() == 16);
}

TEST_CASE("calculator example: gfx12 f16 A row 0 register list (layouts.md §3.1)") {
  const MatrixOp& op = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  // v0{0}.[15:0], v0{0}.[31:16], v1{0}.[15:0], v1{0}.[31:16], v0{16}..., v1{16}..., v2{0}..., v3{0}..., v2{16}...,
  // v3{16}.[31:16] for k = 0..15.
  const std::vector<Slot> expected{
      {0, 0, 0, 15},  {0, 0, 16, 31},  {0, 1, 0, 15},  {0, 1, 16, 31},  {16, 0, 0, 15}, {16, 0, 16, 31},
      {16, 1, 0, 15}, {16, 1, 16, 31}, {0, 2, 0, 15},  {0, 2, 16, 31},  {0, 3, 0, 15},  {0, 3, 16, 31},
      {16, 2, 0, 15}, {16, 2, 16, 31}, {16, 3, 0, 15}, {16, 3, 16, 31},
  };
  const OperandLayout& a = layout_for(op, MatrixOperand::A, 32);
  for (int k = 0; k < 16; ++k) {
    CAPTURE(k);
    CHECK(a.slots_of({0, k}) == std::vector{expected[static_cast<std::size_t>(k)]});
  }
}

TEST_CASE("ISA examples: gfx12 D wave32 and wave64 row placement") {
  const MatrixOp& op = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  // [ISA4] §7.12.2 lists lane 1 / V1 as D[0,1], a typo for D[1,1] (layouts.md §2.7): follow the formula.
  CHECK(layout_for(op, MatrixOperand::D, 32).element_at(1, 1, 0) == Element{1, 1});
  // "lanes 0..15 receive m = 0..3, lanes 16..31 have m=8..11, lanes 32..47 have m=4..7, and lanes 48..63 m=12..15"
  const OperandLayout& d64 = layout_for(op, MatrixOperand::D, 64);
  for (int lane = 0; lane < 64; ++lane) {
    const int first_row = std::array{0, 8, 4, 12}[static_cast<std::size_t>(lane / 16)];
    for (int v = 0; v < 4; ++v) CHECK(d64.element_at(lane, v, 0) == Element{first_row + v, lane % 16});
  }
  // [CALC] RDNA3 C/D lane formula: ((16 * i) % 32) + j.
  const MatrixOp& op11 = *isa::find_matrix_op(Family::Gfx11, "v_wmma_f32_16x16x16_f16");
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) CHECK(layout_for(op11, MatrixOperand::D, 32).slots_of({i, j})[0].lane == (16 * i) % 32 + j);
  }
}

TEST_CASE("Triton's bases (layouts.md §3.3) equal ours: v1 lhs, v1 accumulator, v2 accumulator") {
  using C = LinearLayout::Coordinates;
  // Triton's "register" index is our (slot, vgpr) with slot as the low bits.
  auto register_bases = [](const OperandLayout& l) {
    std::vector<C> bases;
    for (int b = 0; b < l.map().in_dims()[2].bits; ++b) bases.push_back(l.map().basis(2, b));
    for (int b = 0; b < l.map().in_dims()[1].bits; ++b) bases.push_back(l.map().basis(1, b));
    return bases;
  };
  auto lane_bases = [](const OperandLayout& l) {
    std::vector<C> bases;
    for (int b = 0; b < l.map().in_dims()[0].bits; ++b) bases.push_back(l.map().basis(0, b));
    return bases;
  };
  const OperandLayout& a11 = layout_for(*isa::find_matrix_op(Family::Gfx11, "v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32);
  // WMMA_v1 lhs kWidth16 {16,16}: register {{0,1},{0,2},{0,4},{0,8}} lane {{1,0},{2,0},{4,0},{8,0},{0,0}}
  CHECK(register_bases(a11) == std::vector<C>{{0, 1}, {0, 2}, {0, 4}, {0, 8}});
  CHECK(lane_bases(a11) == std::vector<C>{{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 0}});
  // WMMA_v1_2x4Warps {16,16}: register {{2,0},{4,0},{8,0}} lane {{0,1},{0,2},{0,4},{0,8},{1,0}}
  const OperandLayout& d11 = layout_for(*isa::find_matrix_op(Family::Gfx11, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32);
  CHECK(register_bases(d11) == std::vector<C>{{2, 0}, {4, 0}, {8, 0}});
  CHECK(lane_bases(d11) == std::vector<C>{{0, 1}, {0, 2}, {0, 4}, {0, 8}, {1, 0}});
  // WMMA_v2_2x4Warps {16,16}: register {{1,0},{2,0},{4,0}} lane {{0,1},{0,2},{0,4},{0,8},{8,0}}
  const OperandLayout& d12 = layout_for(*isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::D, 32);
  CHECK(register_bases(d12) == std::vector<C>{{1, 0}, {2, 0}, {4, 0}});
  CHECK(lane_bases(d12) == std::vector<C>{{0, 1}, {0, 2}, {0, 4}, {0, 8}, {8, 0}});
}

TEST_CASE("unused locations: gfx12 iu4 16x16x16 wave64 uses only lanes 0-31") {
  const OperandLayout& a = layout_for(*isa::find_matrix_op(Family::Gfx12, "v_wmma_i32_16x16x16_iu4"), MatrixOperand::A, 64);
  CHECK(a.lanes_used() == 32);
  CHECK_FALSE(a.element_at(40, 0, 0).has_value());
  CHECK(a.element_at(17, 0, 4) == Element{1, 9});
  CHECK(a.formula() == "lane = {col[3], row[3:0]}; vgpr = 0; slot = col[2:0]; lanes 32..63 unused");
}

TEST_CASE("the formula reads like the ISA's bit notation") {
  const OperandLayout& a = layout_for(*isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32);
  CHECK(a.formula() == "lane = {col[2], row[3:0]}; vgpr = {col[3], col[1]}; slot = col[0]");
  const OperandLayout& a11 = layout_for(*isa::find_matrix_op(Family::Gfx11, "v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32);
  CHECK(a11.formula() == "lane = {*, row[3:0]}; vgpr = col[3:1]; slot = col[0]");
}

TEST_CASE("misuse is rejected with a clear exception") {
  const MatrixOp& op = *isa::find_matrix_op(Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  CHECK_THROWS_WITH_AS(layout_for(op, MatrixOperand::Index, 32), doctest::Contains("has no index operand"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(layout_for(op, MatrixOperand::A, 16), doctest::Contains("wave size 16"), std::invalid_argument);
  CHECK_THROWS_AS(layout_for(op, MatrixOperand::A, 32, 8), std::invalid_argument);
  const OperandLayout& a = layout_for(op, MatrixOperand::A, 32);
  CHECK_THROWS_AS(a.element_at(32, 0, 0), std::out_of_range);
  CHECK_THROWS_AS(a.element_at(0, 4, 0), std::out_of_range);
  CHECK_THROWS_AS(a.element_at(0, 0, 32), std::out_of_range);
  CHECK_THROWS_AS(a.slots_of({16, 0}), std::out_of_range);
  CHECK(&layout_for(op, MatrixOperand::A, 32) == &a);  // cached
}

TEST_CASE("parse_operand accepts A/B/C/D/index in any case") {
  CHECK(parse_operand("a") == MatrixOperand::A);
  CHECK(parse_operand("D") == MatrixOperand::D);
  CHECK(parse_operand("Index") == MatrixOperand::Index);
  CHECK_FALSE(parse_operand("E").has_value());
}
