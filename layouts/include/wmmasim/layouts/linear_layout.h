// Linear layouts over GF(2), after Triton's LinearLayout: a map from named input dimensions (for a register
// layout: lane, vgpr, slot) to named output dimensions (row, col), every dimension a power of two in size.
// The map is linear over GF(2): each input bit has an image (its "basis"), and the image of an input is the
// XOR of the bases of its set bits. Replication is a zero basis (two inputs, one element); a dimension that
// does not appear in the image is simply absent from the output.
//
// Every WMMA/SWMMAC operand layout and every global_load_tr permutation of RDNA3/RDNA4 is such a map
// (docs/reference/layouts.md §1), so forward queries, inverse queries, composition and equivalence
// checks are all small linear-algebra problems on bit vectors.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace wmmasim::layouts {

struct Dimension {
  std::string name;
  int bits = 0;  // the dimension has 2^bits values
  int size() const { return 1 << bits; }
  bool operator==(const Dimension&) const = default;
};

class LinearLayout {
 public:
  using Coordinates = std::vector<int>;  // one value per dimension, in declaration order

  // bases[d][b] is the image of bit b of input dimension d: one coordinate per output dimension.
  // Throws std::invalid_argument when the shapes disagree or an image coordinate is out of range.
  LinearLayout(std::vector<Dimension> in_dims, std::vector<Dimension> out_dims,
               const std::vector<std::vector<Coordinates>>& bases);

  // The identity map on `dims` (inputs and outputs named alike).
  static LinearLayout identity(const std::vector<Dimension>& dims);

  const std::vector<Dimension>& in_dims() const { return in_dims_; }
  const std::vector<Dimension>& out_dims() const { return out_dims_; }
  int in_bits() const { return static_cast<int>(columns_.size()); }
  int out_bits() const;
  int in_dim_index(const std::string& name) const;   // -1 if absent
  int out_dim_index(const std::string& name) const;  // -1 if absent

  // The image of one input (coordinates in in_dims() order, each inside its dimension).
  Coordinates apply(const Coordinates& in) const;
  // The same on flattened bit vectors: input dimension 0 occupies the lowest bits, and so on.
  std::uint32_t apply_flat(std::uint32_t in) const;
  std::uint32_t flatten_in(const Coordinates& in) const;
  Coordinates unflatten_in(std::uint32_t flat) const;
  std::uint32_t flatten_out(const Coordinates& out) const;
  Coordinates unflatten_out(std::uint32_t flat) const;

  // The basis of bit b of input dimension d, as output coordinates.
  Coordinates basis(int in_dim, int bit) const;

  // outer ∘ this (this first): outer's input dimensions must equal this map's output dimensions.
  LinearLayout compose(const LinearLayout& outer) const;

  int rank() const;
  bool is_surjective() const { return rank() == out_bits(); }
  bool is_injective() const { return rank() == in_bits(); }
  // A basis of the inputs that map to zero (flattened): the replication of a layout.
  std::vector<std::uint32_t> kernel() const;
  // A right inverse g with this(g(y)) = y for every y; requires a surjective map. Of the preimages of each
  // output basis vector it picks the one Gaussian elimination finds first; every other preimage differs
  // from it by an element of kernel().
  LinearLayout right_inverse() const;
  // The inverse of a bijective map; throws std::invalid_argument otherwise.
  LinearLayout invert() const;

  // The same map with output dimensions reordered: out_dims()[order[i]] becomes output dimension i.
  LinearLayout reorder_out(const std::vector<int>& order) const;
  // The same map with output dimensions renamed (sizes unchanged).
  LinearLayout rename_out(const std::vector<std::string>& names) const;
  LinearLayout rename_in(const std::vector<std::string>& names) const;

  bool operator==(const LinearLayout& other) const = default;

  // Triton-style basis listing, e.g. "lane: [(0,1), (0,2)]; vgpr: [(2,0)] -> (row:16, col:16)".
  std::string to_string() const;

 private:
  LinearLayout(std::vector<Dimension> in_dims, std::vector<Dimension> out_dims, std::vector<std::uint32_t> columns);
  int in_offset(int dim) const;
  int out_offset(int dim) const;

  std::vector<Dimension> in_dims_;
  std::vector<Dimension> out_dims_;
  std::vector<std::uint32_t> columns_;  // columns_[i]: flattened image of flattened input bit i
};

}  // namespace wmmasim::layouts
