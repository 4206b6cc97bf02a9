#include "wmmasim/layouts/algebra.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace wmmasim::layouts {
namespace {

bool same_geometry(const OperandLayout& a, const OperandLayout& b) {
  return a.map().in_dims() == b.map().in_dims() && a.wave_size() == b.wave_size() &&
         a.element_bits() == b.element_bits() && a.bit_offset() == b.bit_offset() && a.rows() == b.rows() &&
         a.cols() == b.cols();
}

std::vector<int> identity_permutation(int size) {
  std::vector<int> p(static_cast<std::size_t>(size));
  std::iota(p.begin(), p.end(), 0);
  return p;
}

// The operand's K coordinate: A is (m, k), B is (k, n).
int k_dim(const OperandLayout& layout) {
  const MatrixRole& role = layout.role();
  const bool plain = !role.load_source && !role.transposed;
  if (plain && role.operand == MatrixOperand::A) return 1;
  if (plain && role.operand == MatrixOperand::B) return 0;
  throw std::invalid_argument("a K order applies to A and B operands only, not " + layout.matrix_name());
}

}  // namespace

PermutationCheck compare_up_to_permutation(const OperandLayout& reference, const OperandLayout& candidate, int dim) {
  if (dim != 0 && dim != 1) throw std::invalid_argument("dim must be 0 (row) or 1 (col)");
  const int size = dim == 0 ? reference.rows() : reference.cols();
  if (!same_geometry(reference, candidate)) return {Equivalence::Different, {}};
  if (reference.map() == candidate.map()) return {Equivalence::Exact, identity_permutation(size)};
  // T maps the reference's (row, col) to the candidate's (row, col) through the registers.
  const LinearLayout t = reference.map().right_inverse().compose(candidate.map());
  if (!(reference.map().compose(t) == candidate.map())) return {Equivalence::Different, {}};
  const int other = 1 - dim;
  for (int b = 0; b < t.in_dims()[static_cast<std::size_t>(other)].bits; ++b) {
    LinearLayout::Coordinates expected{0, 0};
    expected[static_cast<std::size_t>(other)] = 1 << b;
    if (t.basis(other, b) != expected) return {Equivalence::Different, {}};
  }
  for (int b = 0; b < t.in_dims()[static_cast<std::size_t>(dim)].bits; ++b) {
    if (t.basis(dim, b)[static_cast<std::size_t>(other)] != 0) return {Equivalence::Different, {}};
  }
  if (!t.is_injective()) return {Equivalence::Different, {}};
  std::vector<int> permutation;
  for (int v = 0; v < size; ++v) {
    LinearLayout::Coordinates in{0, 0};
    in[static_cast<std::size_t>(dim)] = v;
    permutation.push_back(t.apply(in)[static_cast<std::size_t>(dim)]);
  }
  return {Equivalence::Permuted, permutation};
}

std::string_view k_order_name(KOrder order) {
  switch (order) {
    case KOrder::HardwareExact:
      return "hardware-exact";
    case KOrder::KPermuted:
      return "K-permuted";
    case KOrder::Wrong:
      return "wrong";
  }
  return "?";
}

KOrderCheck classify_k_order(const OperandLayout& hardware, const OperandLayout& loader) {
  const PermutationCheck check = compare_up_to_permutation(hardware, loader, k_dim(hardware));
  switch (check.kind) {
    case Equivalence::Exact:
      return {KOrder::HardwareExact, check.permutation};
    case Equivalence::Permuted:
      return {KOrder::KPermuted, check.permutation};
    case Equivalence::Different:
      break;
  }
  return {KOrder::Wrong, {}};
}

KOrderCheck classify_k_order(const OperandLayout& hardware_a, const OperandLayout& loader_a,
                             const OperandLayout& hardware_b, const OperandLayout& loader_b) {
  const KOrderCheck a = classify_k_order(hardware_a, loader_a);
  const KOrderCheck b = classify_k_order(hardware_b, loader_b);
  if (a.order == KOrder::Wrong || b.order == KOrder::Wrong || a.permutation != b.permutation) {
    return {KOrder::Wrong, {}};
  }
  if (a.order == KOrder::HardwareExact && b.order == KOrder::HardwareExact) return a;
  return {KOrder::KPermuted, a.permutation};
}

namespace {

// Whether `b`, with B's k = permutation[m] relabelled to D's m, is lane-local with respect to `d`: every B
// location's lane holds the D element it needs. Linear: compose B's map, the relabelling and D's inverse,
// then compare lanes bit by bit.
bool lane_local(const OperandLayout& d, const OperandLayout& b, const LinearLayout& k_to_m) {
  const LinearLayout b_to_d_registers = b.map().compose(k_to_m).compose(d.map().right_inverse());
  if (!d.map().is_injective()) return false;  // accumulators never replicate; be conservative otherwise
  const int lane_bits = b.map().in_dims()[0].bits;
  if (lane_bits > d.map().in_dims()[0].bits) return false;
  for (int dim = 0; dim < 3; ++dim) {
    for (int bit = 0; bit < b.map().in_dims()[static_cast<std::size_t>(dim)].bits; ++bit) {
      const int lane_image = b_to_d_registers.basis(dim, bit)[0];
      const int expected = dim == 0 ? 1 << bit : 0;
      if (lane_image != expected) return false;
    }
  }
  return true;
}

// The linear map (row, col) -> (row, col) that sends k to the value whose bits are k's bits permuted by
// `bits` (bit i of the result = bit bits[i] of k) and keeps the column.
LinearLayout row_bit_permutation(const OperandLayout& layout, const std::vector<int>& bits) {
  const std::vector<Dimension>& dims = layout.map().out_dims();
  std::vector<LinearLayout::Coordinates> row_bases(bits.size());
  for (std::size_t i = 0; i < bits.size(); ++i) row_bases[static_cast<std::size_t>(bits[i])] = {1 << i, 0};
  std::vector<LinearLayout::Coordinates> col_bases;
  for (int c = 0; c < dims[1].bits; ++c) col_bases.push_back({0, 1 << c});
  return LinearLayout(dims, dims, {row_bases, col_bases});
}

}  // namespace

FeedCheck check_feed(const OperandLayout& d, const OperandLayout& b) {
  if (d.rows() != b.rows() || d.cols() != b.cols()) {
    throw std::invalid_argument("check_feed: D and B must have the same shape (B's k = D's m)");
  }
  const int k_bits = d.map().out_dims()[0].bits;
  std::vector<int> bits(static_cast<std::size_t>(k_bits));
  std::iota(bits.begin(), bits.end(), 0);
  if (lane_local(d, b, row_bit_permutation(b, bits))) return {true, std::nullopt};
  while (std::ranges::next_permutation(bits).found) {
    const LinearLayout relabel = row_bit_permutation(b, bits);
    if (lane_local(d, b, relabel)) {
      std::vector<int> permutation;
      for (int k = 0; k < b.rows(); ++k) permutation.push_back(relabel.apply({k, 0})[0]);
      return {false, permutation};
    }
  }
  return {false, std::nullopt};
}

OperandLayout transposed(const OperandLayout& layout) {
  const LinearLayout swapped = layout.map().reorder_out({1, 0}).rename_out({"row", "col"});
  MatrixRole role = layout.role();
  role.transposed = !role.transposed;
  return OperandLayout(role, swapped, layout.wave_size(), layout.element_bits(), layout.bit_offset(), layout.caveat());
}

bool is_transpose(const OperandLayout& a, const OperandLayout& b) {
  const OperandLayout t = transposed(a);
  return same_geometry(t, b) && t.map() == b.map();
}

}  // namespace wmmasim::layouts
