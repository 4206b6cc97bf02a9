#include "wmmasim/layouts/tensor_descriptor.h"

#include <fmt/format.h>

#include <functional>
#include <numeric>
#include <stdexcept>

namespace wmmasim::layouts {
namespace {

std::int64_t product(const std::vector<int>& lengths) {
  return std::accumulate(lengths.begin(), lengths.end(), std::int64_t{1}, std::multiplies<>());
}

void check_lengths(const std::vector<int>& lengths, const char* what) {
  if (lengths.empty()) throw std::invalid_argument(fmt::format("{}: at least one length expected", what));
  for (int length : lengths) {
    if (length <= 0) throw std::invalid_argument(fmt::format("{}: lengths must be positive, got {}", what, length));
  }
}

// Checks that `dims` lists each of 0..count-1 exactly once.
void check_cover(const std::vector<std::vector<int>>& dims, std::size_t count, const char* what) {
  std::vector<int> seen(count, 0);
  for (const auto& group : dims) {
    for (int d : group) {
      if (d < 0 || static_cast<std::size_t>(d) >= count || seen[static_cast<std::size_t>(d)]++) {
        throw std::invalid_argument(fmt::format("transform: {} dimension {} is out of range or used twice", what, d));
      }
    }
  }
  for (std::size_t d = 0; d < count; ++d) {
    if (!seen[d]) throw std::invalid_argument(fmt::format("transform: {} dimension {} is not used", what, d));
  }
}

}  // namespace

Transform::Transform(Kind kind, std::vector<int> upper, std::vector<int> lower, std::vector<std::int64_t> coefficients)
    : kind_(kind),
      upper_lengths_(std::move(upper)),
      lower_lengths_(std::move(lower)),
      coefficients_(std::move(coefficients)) {}

Transform Transform::pass_through(int length) {
  check_lengths({length}, "PassThrough");
  return Transform(Kind::PassThrough, {length}, {length}, {});
}

Transform Transform::embed(std::vector<int> upper_lengths, std::vector<std::int64_t> coefficients) {
  check_lengths(upper_lengths, "Embed");
  if (coefficients.size() != upper_lengths.size()) {
    throw std::invalid_argument("Embed: one coefficient per upper length expected");
  }
  std::int64_t reach = 1;
  for (std::size_t i = 0; i < coefficients.size(); ++i) {
    if (coefficients[i] < 0) throw std::invalid_argument("Embed: coefficients must not be negative");
    reach += (upper_lengths[i] - 1) * coefficients[i];
  }
  if (reach > INT32_MAX) throw std::invalid_argument("Embed: the offset range exceeds 2^31");
  return Transform(Kind::Embed, std::move(upper_lengths), {static_cast<int>(reach)}, std::move(coefficients));
}

Transform Transform::unmerge(std::vector<int> upper_lengths) {
  check_lengths(upper_lengths, "Unmerge");
  const std::int64_t total = product(upper_lengths);
  if (total > INT32_MAX) throw std::invalid_argument("Unmerge: the product of lengths exceeds 2^31");
  return Transform(Kind::Unmerge, std::move(upper_lengths), {static_cast<int>(total)}, {});
}

Transform Transform::merge(std::vector<int> lower_lengths) {
  check_lengths(lower_lengths, "Merge");
  const std::int64_t total = product(lower_lengths);
  if (total > INT32_MAX) throw std::invalid_argument("Merge: the product of lengths exceeds 2^31");
  return Transform(Kind::Merge, {static_cast<int>(total)}, std::move(lower_lengths), {});
}

bool Transform::fits_lower(std::size_t i, int length) const {
  // An Embed may reach only part of its lower dimension (a window or a padded stride); the others must match.
  return kind_ == Kind::Embed ? lower_lengths_[i] <= length : lower_lengths_[i] == length;
}

std::vector<std::int64_t> Transform::lower_index(std::span<const std::int64_t> upper) const {
  switch (kind_) {
    case Kind::PassThrough:
      return {upper[0]};
    case Kind::Embed: {
      std::int64_t lower = 0;
      for (std::size_t i = 0; i < upper.size(); ++i) lower += upper[i] * coefficients_[i];
      return {lower};
    }
    case Kind::Unmerge: {
      std::int64_t lower = 0;
      for (std::size_t i = 0; i < upper.size(); ++i) lower = lower * upper_lengths_[i] + upper[i];
      return {lower};
    }
    case Kind::Merge: {
      std::vector<std::int64_t> lower(lower_lengths_.size());
      std::int64_t rest = upper[0];
      for (std::size_t i = lower.size(); i-- > 0;) {
        lower[i] = rest % lower_lengths_[i];
        rest /= lower_lengths_[i];
      }
      return lower;
    }
  }
  return {};
}

TensorDescriptor TensorDescriptor::naive(std::vector<int> lengths, std::vector<std::int64_t> strides) {
  std::vector<int> upper(lengths.size());
  std::iota(upper.begin(), upper.end(), 0);
  Transform embed = Transform::embed(lengths, std::move(strides));
  TensorDescriptor d;
  d.lengths_ = {embed.lower_lengths(), lengths};
  d.layers_.push_back(Layer{{std::move(embed)}, {{0}}, {upper}});
  return d;
}

TensorDescriptor TensorDescriptor::packed(const std::vector<int>& lengths) {
  check_lengths(lengths, "packed");
  std::vector<std::int64_t> strides(lengths.size(), 1);
  for (std::size_t i = lengths.size() - 1; i-- > 0;) strides[i] = strides[i + 1] * lengths[i + 1];
  return naive(lengths, std::move(strides));
}

TensorDescriptor TensorDescriptor::transform(const std::vector<Transform>& transforms,
                                             const std::vector<std::vector<int>>& lower_dims,
                                             const std::vector<std::vector<int>>& upper_dims) const {
  if (lower_dims.size() != transforms.size() || upper_dims.size() != transforms.size()) {
    throw std::invalid_argument("transform: one list of lower and of upper dimensions per transform expected");
  }
  check_cover(lower_dims, lengths().size(), "lower");
  std::size_t upper_count = 0;
  for (const auto& group : upper_dims) upper_count += group.size();
  check_cover(upper_dims, upper_count, "upper");
  std::vector<int> new_lengths(upper_count);
  for (std::size_t t = 0; t < transforms.size(); ++t) {
    const Transform& tr = transforms[t];
    if (lower_dims[t].size() != tr.lower_lengths().size() || upper_dims[t].size() != tr.upper_lengths().size()) {
      throw std::invalid_argument(fmt::format("transform {}: wrong number of lower or upper dimensions", t));
    }
    for (std::size_t i = 0; i < lower_dims[t].size(); ++i) {
      const int have = lengths()[static_cast<std::size_t>(lower_dims[t][i])];
      if (!tr.fits_lower(i, have)) {
        throw std::invalid_argument(
            fmt::format("transform {}: lower dimension {} has length {}, the transform needs {}", t, lower_dims[t][i],
                        have, tr.lower_lengths()[i]));
      }
    }
    for (std::size_t i = 0; i < upper_dims[t].size(); ++i) {
      new_lengths[static_cast<std::size_t>(upper_dims[t][i])] = tr.upper_lengths()[i];
    }
  }
  TensorDescriptor d = *this;
  d.layers_.push_back(Layer{transforms, lower_dims, upper_dims});
  d.lengths_.push_back(std::move(new_lengths));
  return d;
}

std::int64_t TensorDescriptor::element_count() const { return product(lengths()); }

std::int64_t TensorDescriptor::offset(std::span<const std::int64_t> index) const {
  if (index.size() != lengths().size()) {
    throw std::out_of_range(fmt::format("index has {} values, the descriptor {} dimensions", index.size(), rank()));
  }
  for (std::size_t d = 0; d < index.size(); ++d) {
    if (index[d] < 0 || index[d] >= lengths()[d]) {
      throw std::out_of_range(fmt::format("index {} of dimension {} is outside 0..{}", index[d], d, lengths()[d] - 1));
    }
  }
  std::vector<std::int64_t> current(index.begin(), index.end());
  for (std::size_t layer = layers_.size(); layer-- > 0;) {
    const Layer& l = layers_[layer];
    std::vector<std::int64_t> lower(lengths_[layer].size());
    for (std::size_t t = 0; t < l.transforms.size(); ++t) {
      std::vector<std::int64_t> upper;
      for (int d : l.upper_dims[t]) upper.push_back(current[static_cast<std::size_t>(d)]);
      const std::vector<std::int64_t> values = l.transforms[t].lower_index(upper);
      for (std::size_t i = 0; i < values.size(); ++i) lower[static_cast<std::size_t>(l.lower_dims[t][i])] = values[i];
    }
    current = std::move(lower);
  }
  return current[0];
}

}  // namespace wmmasim::layouts
