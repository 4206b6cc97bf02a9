// Layout algebra on the questions of docs/reference/layouts.md §2 and §6, and CK-style tensor
// descriptors. The software ("contiguous eight") convention is written below as layouts.md row 21 states
// it and checked element by element before it is used.
#include <doctest/doctest.h>

#include <stdexcept>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/algebra.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/tensor_descriptor.h"

using namespace wmmasim;
using namespace wmmasim::layouts;
using isa::Family;

namespace {

const isa::MatrixOp& op12(const char* mnemonic) { return *isa::find_matrix_op(Family::Gfx12, mnemonic); }
const isa::MatrixOp& op11(const char* mnemonic) { return *isa::find_matrix_op(Family::Gfx11, mnemonic); }

// Row 21 for wave32 gfx12 16-bit A/B: L = x + 16*(k/8), e = k%8 -> v = e/2, h = e%2.
const BitPlan kContiguousEight{"k0", "k1 k2", "x0 x1 x2 x3 k3"};

int swap_bits_2_and_3(int k) { return (k & 3) | ((k >> 3) & 1) << 2 | ((k >> 2) & 1) << 3; }

}  // namespace

TEST_CASE("the contiguous-eight plan is layouts.md row 21") {
  const OperandLayout a =
      layout_from_plan(layout_for(op12("v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32), kContiguousEight);
  for (int i = 0; i < 16; ++i) {
    for (int k = 0; k < 16; ++k) {
      const int e = k % 8;
      CHECK(a.slots_of({i, k}) == std::vector{Slot{i + 16 * (k / 8), e / 2, 16 * (e % 2), 16 * (e % 2) + 15}});
    }
  }
}

TEST_CASE("K order: runs-of-four is hardware-exact, contiguous-eight is K-permuted, mixing them is wrong") {
  const auto& op = op12("v_wmma_f32_16x16x16_f16");
  const OperandLayout& hw_a = layout_for(op, MatrixOperand::A, 32);
  const OperandLayout& hw_b = layout_for(op, MatrixOperand::B, 32);
  const OperandLayout sw_a = layout_from_plan(hw_a, kContiguousEight);
  const OperandLayout sw_b = layout_from_plan(hw_b, kContiguousEight);
  const OperandLayout runs_of_four = layout_from_plan(hw_a, {"k0", "k1 k3", "x0 x1 x2 x3 k2"});

  CHECK(classify_k_order(hw_a, runs_of_four).order == KOrder::HardwareExact);
  const KOrderCheck a = classify_k_order(hw_a, sw_a);
  CHECK(a.order == KOrder::KPermuted);
  for (int k = 0; k < 16; ++k) CHECK(a.permutation[static_cast<std::size_t>(k)] == swap_bits_2_and_3(k));
  CHECK(classify_k_order(hw_b, sw_b).order == KOrder::KPermuted);

  // Both operands with one convention: same D. Mixed conventions: wrong (layouts.md §6.1).
  CHECK(classify_k_order(hw_a, sw_a, hw_b, sw_b).order == KOrder::KPermuted);
  CHECK(classify_k_order(hw_a, runs_of_four, hw_b, hw_b).order == KOrder::HardwareExact);
  CHECK(classify_k_order(hw_a, hw_a, hw_b, sw_b).order == KOrder::Wrong);

  // Swapping an M bit with a K bit moves elements between rows: wrong.
  CHECK(classify_k_order(hw_a, layout_from_plan(hw_a, {"k0", "k1 k3", "x0 x1 x2 k2 x3"})).order == KOrder::Wrong);
  // For 8-bit the software convention is the hardware layout (layouts.md §2.2).
  const OperandLayout& hw8 = layout_for(op12("v_wmma_i32_16x16x16_iu8"), MatrixOperand::A, 32);
  CHECK(classify_k_order(hw8, layout_from_plan(hw8, {"k0 k1", "k2", "x0 x1 x2 x3 k3"})).order == KOrder::HardwareExact);
  CHECK(k_order_name(KOrder::KPermuted) == "K-permuted");
  CHECK_THROWS_AS(classify_k_order(layout_for(op, MatrixOperand::D, 32), layout_for(op, MatrixOperand::D, 32)),
                  std::invalid_argument);
}

TEST_CASE("gfx11 A: a loader that breaks replication is wrong; an exact replica is hardware-exact") {
  const OperandLayout& hw = layout_for(op11("v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32);
  CHECK(classify_k_order(hw, layout_from_plan(hw, {"k0", "k1 k2 k3", "x0 x1 x2 x3 -"})).order == KOrder::HardwareExact);
  // rocWMMA's upper half holds k = 8..15 then 0..7 (layouts.md §2.3): not the replication the ISA describes.
  CHECK(classify_k_order(hw, layout_from_plan(hw, {"k0", "k1 k2 k3", "x0 x1 x2 x3 k3"})).order == KOrder::Wrong);
}

TEST_CASE("D feeds the next B without shuffles on gfx12 (up to K order), never on gfx11") {
  for (int wave : {32, 64}) {
    CAPTURE(wave);
    const OperandLayout& d12 = layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::D, wave);
    const OperandLayout& b12 = layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::B, wave);
    const FeedCheck gfx12 = check_feed(d12, b12);
    CHECK_FALSE(gfx12.lane_local);  // hardware B is runs-of-four, D rows are contiguous halves
    REQUIRE(gfx12.k_permutation.has_value());
    for (int k = 0; k < 16; ++k) CHECK((*gfx12.k_permutation)[static_cast<std::size_t>(k)] == swap_bits_2_and_3(k));
    // f32 accumulators too: conversion happens inside the lane.
    CHECK(check_feed(layout_for(op12("v_wmma_f32_16x16x16_f16"), MatrixOperand::D, wave), b12).k_permutation.has_value());

    const FeedCheck gfx11 = check_feed(layout_for(op11("v_wmma_f16_16x16x16_f16"), MatrixOperand::D, wave),
                                       layout_for(op11("v_wmma_f16_16x16x16_f16"), MatrixOperand::B, wave));
    CHECK_FALSE(gfx11.lane_local);
    CHECK_FALSE(gfx11.k_permutation.has_value());
  }
  // With the software B convention the gfx12 feed is exact (the seed MLP's chain).
  const OperandLayout& b = layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::B, 32);
  CHECK(check_feed(layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::D, 32), layout_from_plan(b, kContiguousEight))
            .lane_local);
}

TEST_CASE("transpose: a gfx12 16-bit D tile read as A is its transpose (the identity-WMMA trick)") {
  const OperandLayout& d = layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::D, 32);
  const OperandLayout& hw_a = layout_for(op12("v_wmma_f16_16x16x16_f16"), MatrixOperand::A, 32);
  CHECK(is_transpose(d, layout_from_plan(hw_a, kContiguousEight)));
  CHECK_FALSE(is_transpose(d, hw_a));
  // With the hardware A layout it is a transpose up to the K order.
  CHECK(compare_up_to_permutation(transposed(d), hw_a, 1).kind == Equivalence::Permuted);
  CHECK(is_transpose(transposed(d), d));
  CHECK(transposed(d).matrix_name() == "D^T");
  // gfx11 D and A differ in register geometry (A replicates, D does not): never a transpose.
  CHECK_FALSE(is_transpose(layout_for(op11("v_wmma_f16_16x16x16_f16"), MatrixOperand::D, 32),
                           layout_for(op11("v_wmma_f16_16x16x16_f16"), MatrixOperand::A, 32)));
}

TEST_CASE("layout_from_plan rejects plans that do not fit") {
  const OperandLayout& hw_a = layout_for(op12("v_wmma_f32_16x16x16_f16"), MatrixOperand::A, 32);
  CHECK_THROWS_AS(layout_from_plan(hw_a, {"k0", "k1", "x0 x1 x2 x3 k2"}), std::invalid_argument);  // 3 VGPR bits
  CHECK_THROWS_AS(layout_from_plan(hw_a, {"m0", "k1 k3", "x0 x1 x2 x3 k2"}), std::invalid_argument);
  CHECK_THROWS(layout_from_plan(hw_a, {"k0", "k1 k9", "x0 x1 x2 x3 k2"}));
}

TEST_CASE("tensor descriptors: naive, packed, Embed windows") {
  const TensorDescriptor strided = TensorDescriptor::naive({4, 8}, {10, 1});
  CHECK(strided.offset({2, 3}) == 23);
  CHECK(strided.element_count() == 32);
  const TensorDescriptor packed = TensorDescriptor::packed({2, 3, 4});
  CHECK(packed.offset({1, 2, 3}) == 12 + 8 + 3);
  // A sliding window (im2col): out[w][r] = in[w + r].
  const TensorDescriptor window =
      TensorDescriptor::packed({10}).transform({Transform::embed({7, 4}, {1, 1})}, {{0}}, {{0, 1}});
  CHECK(window.lengths() == std::vector{7, 4});
  CHECK(window.offset({5, 3}) == 8);
  CHECK_THROWS_AS(window.offset({7, 0}), std::out_of_range);
  CHECK_THROWS_AS(TensorDescriptor::packed({10}).transform({Transform::embed({8, 4}, {1, 1})}, {{0}}, {{0, 1}}),
                  std::invalid_argument);  // reaches 11 elements of 10
}

TEST_CASE("tensor descriptors: the 4x4 per-thread transpose and Merge/Unmerge round trips") {
  const TensorDescriptor t = TensorDescriptor::packed({4, 4}).transform(
      {Transform::pass_through(4), Transform::pass_through(4)}, {{1}, {0}}, {{0}, {1}});
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) CHECK(t.offset({i, j}) == 4 * j + i);
  }
  // Merge (4, 8) into one dimension of 32, then Unmerge it back: the identity.
  const TensorDescriptor merged =
      TensorDescriptor::packed({4, 8}).transform({Transform::merge({4, 8})}, {{0, 1}}, {{0}});
  const TensorDescriptor back = merged.transform({Transform::unmerge({4, 8})}, {{0}}, {{0, 1}});
  for (int x = 0; x < 32; ++x) CHECK(merged.offset({x}) == x);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 8; ++j) CHECK(back.offset({i, j}) == 8 * i + j);
  }
  CHECK_THROWS_AS(TensorDescriptor::packed({4, 8}).transform({Transform::merge({4, 4})}, {{0, 1}}, {{0}}),
                  std::invalid_argument);
  CHECK_THROWS_AS(TensorDescriptor::packed({4, 8}).transform({Transform::pass_through(4)}, {{0}}, {{0}}),
                  std::invalid_argument);  // dimension 1 unused
}

TEST_CASE("tensor descriptor for the contiguous-eight B fragment agrees with the layout") {
  // B is 16x16 (k, n) row-major. Unmerge k into (k/8, k%8); Merge (k/8, n) into the lane; k%8 is the element.
  const TensorDescriptor fragment =
      TensorDescriptor::packed({16, 16})
          .transform({Transform::unmerge({2, 8}), Transform::pass_through(16)}, {{0}, {1}}, {{0, 1}, {2}})
          .transform({Transform::merge({2, 16}), Transform::pass_through(8)}, {{0, 2}, {1}}, {{0}, {1}});
  CHECK(fragment.lengths() == std::vector{32, 8});
  const OperandLayout sw_b =
      layout_from_plan(layout_for(op12("v_wmma_f32_16x16x16_f16"), MatrixOperand::B, 32), kContiguousEight);
  for (const auto& [slot, element] : sw_b.occupied()) {
    const int e = 2 * slot.vgpr + slot.bit_lo / 16;
    CHECK(fragment.offset({slot.lane, e}) == 16 * element.row + element.col);
  }
}
