// LinearLayout algebra over GF(2) on small hand-checked maps.
#include <doctest/doctest.h>

#include <stdexcept>

#include "wmmasim/layouts/linear_layout.h"

using namespace wmmasim::layouts;
using C = LinearLayout::Coordinates;

namespace {

// A 2-bit lane, 1-bit register -> (row 2 bits, col 1 bit) map: lane bits carry row, register carries col.
LinearLayout lane_row_reg_col() {
  return LinearLayout({{"lane", 2}, {"reg", 1}}, {{"row", 2}, {"col", 1}}, {{C{1, 0}, C{2, 0}}, {C{0, 1}}});
}

}  // namespace

TEST_CASE("apply XORs the bases of the set input bits") {
  const LinearLayout swizzle({{"x", 2}}, {{"y", 2}}, {{C{3}, C{1}}});  // bit0 -> 0b11, bit1 -> 0b01
  CHECK(swizzle.apply({0}) == C{0});
  CHECK(swizzle.apply({1}) == C{3});
  CHECK(swizzle.apply({2}) == C{1});
  CHECK(swizzle.apply({3}) == C{2});  // 0b11 ^ 0b01
  CHECK(swizzle.is_injective());
  CHECK(swizzle.is_surjective());
  CHECK_THROWS_AS(swizzle.apply({4}), std::out_of_range);
}

TEST_CASE("invert gives the inverse of a bijection; compose with it is the identity") {
  const LinearLayout swizzle({{"x", 2}}, {{"y", 2}}, {{C{3}, C{1}}});
  const LinearLayout inverse = swizzle.invert();
  for (int x = 0; x < 4; ++x) CHECK(inverse.apply(swizzle.apply({x})) == C{x});
  CHECK(swizzle.compose(inverse) == LinearLayout::identity({{"x", 2}}));
  CHECK(inverse.compose(swizzle) == LinearLayout::identity({{"y", 2}}));
}

TEST_CASE("a zero basis is replication: kernel, right inverse, no inverse") {
  const LinearLayout replicated({{"lane", 2}}, {{"row", 1}}, {{C{1}, C{0}}});  // lane bit 1 replicates
  CHECK(replicated.rank() == 1);
  CHECK_FALSE(replicated.is_injective());
  CHECK(replicated.is_surjective());
  CHECK(replicated.kernel() == std::vector<std::uint32_t>{2u});
  const LinearLayout right = replicated.right_inverse();
  CHECK(right.compose(replicated) == LinearLayout::identity({{"row", 1}}));
  CHECK_THROWS_AS(replicated.invert(), std::invalid_argument);
}

TEST_CASE("a map that misses an output has no right inverse") {
  const LinearLayout partial({{"lane", 1}}, {{"row", 2}}, {{C{1}}});
  CHECK_FALSE(partial.is_surjective());
  CHECK_THROWS_AS(partial.right_inverse(), std::invalid_argument);
}

TEST_CASE("compose requires matching dimensions and applies the inner map first") {
  const LinearLayout inner = lane_row_reg_col();
  // outer: swap row bits
  const LinearLayout outer({{"row", 2}, {"col", 1}}, {{"row", 2}, {"col", 1}}, {{C{2, 0}, C{1, 0}}, {C{0, 1}}});
  const LinearLayout both = inner.compose(outer);
  CHECK(both.apply({1, 0}) == C{2, 0});
  CHECK(both.apply({2, 1}) == C{1, 1});
  CHECK_THROWS_AS(outer.compose(outer.rename_out({"a", "b"}).rename_in({"a", "b"})), std::invalid_argument);
}

TEST_CASE("reorder_out swaps output dimensions (a transpose)") {
  const LinearLayout l = lane_row_reg_col();
  const LinearLayout t = l.reorder_out({1, 0});
  CHECK(t.out_dims()[0].name == "col");
  CHECK(t.apply({3, 1}) == C{1, 3});
  CHECK(t.reorder_out({1, 0}) == l);
  CHECK_FALSE(t == l);
}

TEST_CASE("to_string lists bases per input dimension, Triton style") {
  CHECK(lane_row_reg_col().to_string() == "lane: [(1,0), (2,0)]; reg: [(0,1)] -> (row:4, col:2)");
}

TEST_CASE("constructor rejects bases that do not fit the dimensions") {
  CHECK_THROWS_AS(LinearLayout({{"x", 1}}, {{"y", 1}}, {{C{2}}}), std::out_of_range);
  CHECK_THROWS_AS(LinearLayout({{"x", 2}}, {{"y", 1}}, {{C{1}}}), std::invalid_argument);
}
