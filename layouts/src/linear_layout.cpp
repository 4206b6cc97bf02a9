#include "wmmasim/layouts/linear_layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <numeric>
#include <optional>
#include <stdexcept>

namespace wmmasim::layouts {
namespace {

constexpr int kMaxBits = 31;

int total_bits(const std::vector<Dimension>& dims) {
  return std::accumulate(dims.begin(), dims.end(), 0, [](int sum, const Dimension& d) { return sum + d.bits; });
}

void check_dims(const std::vector<Dimension>& dims, const char* what) {
  for (const Dimension& d : dims) {
    if (d.bits < 0) throw std::invalid_argument(fmt::format("{} dimension '{}' has negative size", what, d.name));
  }
  if (total_bits(dims) > kMaxBits) throw std::invalid_argument(fmt::format("{} dimensions exceed 31 bits", what));
}

// Gaussian elimination over GF(2) on images, remembering for each stored image which input produced it.
// Stored images are indexed by their highest set bit, so reducing a vector touches each pivot once.
class Eliminator {
 public:
  // Adds the pair (image, preimage); returns the preimage of zero it reduced to when the image was
  // already in the span (a kernel vector), or nothing when it extended the span.
  std::optional<std::uint32_t> insert(std::uint32_t image, std::uint32_t preimage) {
    auto [residual, pre] = reduce(image, preimage);
    if (residual == 0) return pre;
    rows_[std::bit_width(residual) - 1] = Row{residual, pre, true};
    ++rank_;
    return std::nullopt;
  }
  // Reduces `image` by the stored rows; returns (what is left, the accumulated preimage).
  std::pair<std::uint32_t, std::uint32_t> reduce(std::uint32_t image, std::uint32_t preimage = 0) const {
    for (int bit = kMaxBits; bit >= 0; --bit) {
      if ((image >> bit & 1u) && rows_[bit].present) {
        image ^= rows_[bit].image;
        preimage ^= rows_[bit].preimage;
      }
    }
    return {image, preimage};
  }
  int rank() const { return rank_; }

 private:
  struct Row {
    std::uint32_t image = 0;
    std::uint32_t preimage = 0;
    bool present = false;
  };
  std::array<Row, kMaxBits + 1> rows_{};
  int rank_ = 0;
};

Eliminator eliminate(const std::vector<std::uint32_t>& columns, std::vector<std::uint32_t>* kernel = nullptr) {
  Eliminator e;
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (auto k = e.insert(columns[i], 1u << i); k && kernel) kernel->push_back(*k);
  }
  return e;
}

}  // namespace

LinearLayout::LinearLayout(std::vector<Dimension> in_dims, std::vector<Dimension> out_dims,
                           std::vector<std::uint32_t> columns)
    : in_dims_(std::move(in_dims)), out_dims_(std::move(out_dims)), columns_(std::move(columns)) {}

LinearLayout::LinearLayout(std::vector<Dimension> in_dims, std::vector<Dimension> out_dims,
                           const std::vector<std::vector<Coordinates>>& bases)
    : in_dims_(std::move(in_dims)), out_dims_(std::move(out_dims)) {
  check_dims(in_dims_, "input");
  check_dims(out_dims_, "output");
  if (bases.size() != in_dims_.size()) throw std::invalid_argument("one list of bases per input dimension expected");
  for (std::size_t d = 0; d < in_dims_.size(); ++d) {
    if (static_cast<int>(bases[d].size()) != in_dims_[d].bits) {
      throw std::invalid_argument(fmt::format("input dimension '{}' has {} bits but {} bases", in_dims_[d].name,
                                              in_dims_[d].bits, bases[d].size()));
    }
    for (const Coordinates& image : bases[d]) columns_.push_back(flatten_out(image));
  }
}

LinearLayout LinearLayout::identity(const std::vector<Dimension>& dims) {
  check_dims(dims, "identity");
  std::vector<std::uint32_t> columns;
  for (int i = 0; i < total_bits(dims); ++i) columns.push_back(1u << i);
  return LinearLayout(dims, dims, std::move(columns));
}

int LinearLayout::out_bits() const { return total_bits(out_dims_); }

int LinearLayout::in_dim_index(const std::string& name) const {
  for (std::size_t d = 0; d < in_dims_.size(); ++d) {
    if (in_dims_[d].name == name) return static_cast<int>(d);
  }
  return -1;
}

int LinearLayout::out_dim_index(const std::string& name) const {
  for (std::size_t d = 0; d < out_dims_.size(); ++d) {
    if (out_dims_[d].name == name) return static_cast<int>(d);
  }
  return -1;
}

int LinearLayout::in_offset(int dim) const {
  return total_bits(std::vector<Dimension>(in_dims_.begin(), in_dims_.begin() + dim));
}

int LinearLayout::out_offset(int dim) const {
  return total_bits(std::vector<Dimension>(out_dims_.begin(), out_dims_.begin() + dim));
}

namespace {

std::uint32_t flatten(const std::vector<Dimension>& dims, const LinearLayout::Coordinates& c, const char* what) {
  if (c.size() != dims.size()) {
    throw std::invalid_argument(fmt::format("{} coordinates: expected {}, got {}", what, dims.size(), c.size()));
  }
  std::uint32_t flat = 0;
  int shift = 0;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (c[d] < 0 || c[d] >= dims[d].size()) {
      throw std::out_of_range(
          fmt::format("{} coordinate {}={} is outside 0..{}", what, dims[d].name, c[d], dims[d].size() - 1));
    }
    flat |= static_cast<std::uint32_t>(c[d]) << shift;
    shift += dims[d].bits;
  }
  return flat;
}

LinearLayout::Coordinates unflatten(const std::vector<Dimension>& dims, std::uint32_t flat) {
  LinearLayout::Coordinates c;
  for (const Dimension& d : dims) {
    c.push_back(static_cast<int>(flat & ((1u << d.bits) - 1)));
    flat >>= d.bits;
  }
  return c;
}

}  // namespace

std::uint32_t LinearLayout::flatten_in(const Coordinates& in) const { return flatten(in_dims_, in, "input"); }
LinearLayout::Coordinates LinearLayout::unflatten_in(std::uint32_t flat) const { return unflatten(in_dims_, flat); }
std::uint32_t LinearLayout::flatten_out(const Coordinates& out) const { return flatten(out_dims_, out, "output"); }
LinearLayout::Coordinates LinearLayout::unflatten_out(std::uint32_t flat) const { return unflatten(out_dims_, flat); }

std::uint32_t LinearLayout::apply_flat(std::uint32_t in) const {
  std::uint32_t out = 0;
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    if (in >> i & 1u) out ^= columns_[i];
  }
  return out;
}

LinearLayout::Coordinates LinearLayout::apply(const Coordinates& in) const {
  return unflatten_out(apply_flat(flatten_in(in)));
}

LinearLayout::Coordinates LinearLayout::basis(int in_dim, int bit) const {
  return unflatten_out(columns_.at(static_cast<std::size_t>(in_offset(in_dim) + bit)));
}

LinearLayout LinearLayout::compose(const LinearLayout& outer) const {
  if (outer.in_dims_ != out_dims_) {
    throw std::invalid_argument("compose: the outer map's input dimensions differ from this map's outputs");
  }
  std::vector<std::uint32_t> columns;
  for (std::uint32_t c : columns_) columns.push_back(outer.apply_flat(c));
  return LinearLayout(in_dims_, outer.out_dims_, std::move(columns));
}

int LinearLayout::rank() const { return eliminate(columns_).rank(); }

std::vector<std::uint32_t> LinearLayout::kernel() const {
  std::vector<std::uint32_t> kernel;
  eliminate(columns_, &kernel);
  return kernel;
}

LinearLayout LinearLayout::right_inverse() const {
  const Eliminator e = eliminate(columns_);
  std::vector<std::uint32_t> columns;
  for (int bit = 0; bit < out_bits(); ++bit) {
    const auto [residual, preimage] = e.reduce(1u << bit);
    if (residual != 0) throw std::invalid_argument("right_inverse: the map is not surjective");
    columns.push_back(preimage);
  }
  return LinearLayout(out_dims_, in_dims_, std::move(columns));
}

LinearLayout LinearLayout::invert() const {
  if (!is_injective() || !is_surjective()) throw std::invalid_argument("invert: the map is not a bijection");
  return right_inverse();
}

LinearLayout LinearLayout::reorder_out(const std::vector<int>& order) const {
  std::vector<int> sorted = order;
  std::ranges::sort(sorted);
  std::vector<int> expected(out_dims_.size());
  std::iota(expected.begin(), expected.end(), 0);
  if (sorted != expected) throw std::invalid_argument("reorder_out: not a permutation of the output dimensions");
  std::vector<Dimension> dims;
  for (int d : order) dims.push_back(out_dims_[static_cast<std::size_t>(d)]);
  std::vector<std::uint32_t> columns;
  for (std::uint32_t c : columns_) {
    const Coordinates old = unflatten_out(c);
    Coordinates reordered;
    for (int d : order) reordered.push_back(old[static_cast<std::size_t>(d)]);
    columns.push_back(flatten(dims, reordered, "output"));
  }
  return LinearLayout(in_dims_, std::move(dims), std::move(columns));
}

LinearLayout LinearLayout::rename_out(const std::vector<std::string>& names) const {
  if (names.size() != out_dims_.size()) throw std::invalid_argument("rename_out: one name per output dimension");
  LinearLayout renamed = *this;
  for (std::size_t d = 0; d < names.size(); ++d) renamed.out_dims_[d].name = names[d];
  return renamed;
}

LinearLayout LinearLayout::rename_in(const std::vector<std::string>& names) const {
  if (names.size() != in_dims_.size()) throw std::invalid_argument("rename_in: one name per input dimension");
  LinearLayout renamed = *this;
  for (std::size_t d = 0; d < names.size(); ++d) renamed.in_dims_[d].name = names[d];
  return renamed;
}

std::string LinearLayout::to_string() const {
  std::string text;
  for (std::size_t d = 0; d < in_dims_.size(); ++d) {
    if (d) text += "; ";
    text += in_dims_[d].name + ": [";
    for (int b = 0; b < in_dims_[d].bits; ++b) {
      const Coordinates image = basis(static_cast<int>(d), b);
      text += b ? ", (" : "(";
      for (std::size_t o = 0; o < image.size(); ++o) text += fmt::format("{}{}", o ? "," : "", image[o]);
      text += ")";
    }
    text += "]";
  }
  text += " -> (";
  for (std::size_t o = 0; o < out_dims_.size(); ++o) {
    text += fmt::format("{}{}:{}", o ? ", " : "", out_dims_[o].name, out_dims_[o].size());
  }
  return text + ")";
}

}  // namespace wmmasim::layouts
