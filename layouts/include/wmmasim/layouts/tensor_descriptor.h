// Memory-side index math in the style of Composable Kernel's tensor descriptors: a tensor is a chain of
// coordinate transforms from the indices a kernel uses ("upper" dimensions) down to one element offset.
// Transforms (CK's names and meanings):
// * PassThrough(n):        one upper index -> the same lower index.
// * Embed(lengths, coeffs): several upper indices -> one lower index = sum(upper[i] * coeffs[i])
//                           (strides; overlapping windows when coefficients overlap).
// * Unmerge(lengths):      several upper indices -> one lower index, row-major (the last upper index
//                           varies fastest): a split of one dimension into several.
// * Merge(lengths):        one upper index -> several lower indices, row-major div/mod: a fusion of several
//                           dimensions into one.
// Descriptors compose: transform() puts a new layer of transforms on top of an existing descriptor.
// Example (the 4x4 per-thread transpose): TensorDescriptor::packed({4, 4}).transform(
//     {Transform::pass_through(4), Transform::pass_through(4)}, {{1}, {0}}, {{0}, {1}}) has offset(i, j) = 4j + i.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace wmmasim::layouts {

class Transform {
 public:
  static Transform pass_through(int length);
  static Transform embed(std::vector<int> upper_lengths, std::vector<std::int64_t> coefficients);
  static Transform unmerge(std::vector<int> upper_lengths);
  static Transform merge(std::vector<int> lower_lengths);

  const std::vector<int>& upper_lengths() const { return upper_lengths_; }
  // Lengths of the lower indices; an Embed's single lower length is the largest offset it reaches + 1.
  const std::vector<int>& lower_lengths() const { return lower_lengths_; }
  std::vector<std::int64_t> lower_index(std::span<const std::int64_t> upper) const;
  // Whether lower index i can sit on a dimension of `length`.
  bool fits_lower(std::size_t i, int length) const;

 private:
  enum class Kind { PassThrough, Embed, Unmerge, Merge };
  Transform(Kind kind, std::vector<int> upper, std::vector<int> lower, std::vector<std::int64_t> coefficients);
  Kind kind_;
  std::vector<int> upper_lengths_;
  std::vector<int> lower_lengths_;
  std::vector<std::int64_t> coefficients_;  // Embed only
};

class TensorDescriptor {
 public:
  // Dimensions `lengths` at `strides` (in elements): one Embed down to the offset.
  static TensorDescriptor naive(std::vector<int> lengths, std::vector<std::int64_t> strides);
  // Row-major packed: the last dimension has stride 1.
  static TensorDescriptor packed(const std::vector<int>& lengths);

  // A new descriptor whose dimensions are the upper dimensions of `transforms`. Transform t reads this
  // descriptor's dimensions lower_dims[t] and defines the new dimensions upper_dims[t]; every old
  // dimension must be read exactly once and every new dimension 0..n-1 defined exactly once, with
  // matching lengths. Throws std::invalid_argument otherwise.
  TensorDescriptor transform(const std::vector<Transform>& transforms, const std::vector<std::vector<int>>& lower_dims,
                             const std::vector<std::vector<int>>& upper_dims) const;

  int rank() const { return static_cast<int>(lengths_.back().size()); }
  const std::vector<int>& lengths() const { return lengths_.back(); }
  std::int64_t element_count() const;

  // The element offset of `index` (one value per dimension). Throws std::out_of_range for an index outside
  // the lengths.
  std::int64_t offset(std::span<const std::int64_t> index) const;
  std::int64_t offset(std::initializer_list<std::int64_t> index) const {
    return offset(std::span<const std::int64_t>(index.begin(), index.size()));
  }

 private:
  struct Layer {
    std::vector<Transform> transforms;
    std::vector<std::vector<int>> lower_dims;
    std::vector<std::vector<int>> upper_dims;
  };
  TensorDescriptor() = default;
  std::vector<Layer> layers_;              // bottom (the offset) first
  std::vector<std::vector<int>> lengths_;  // lengths_[i]: the dimensions above layers_[i]; [0] = {offset size}
};

}  // namespace wmmasim::layouts
