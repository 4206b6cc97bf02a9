#include "wmmasim/io/compare.h"

#include <Eigen/Core>
#include <cmath>
#include <cstring>

namespace wmmasim::sim {
namespace {

template <typename T>
T load(const NpyArray& a, std::size_t i) {
  T value;
  std::memcpy(&value, a.data.data() + i * sizeof(T), sizeof(T));
  return value;
}

double element(const NpyArray& a, std::size_t i) {
  switch (a.dtype) {
    case NpyDtype::Float16: return static_cast<double>(Eigen::half(Eigen::half_impl::raw_uint16_to_half(load<std::uint16_t>(a, i))));
    case NpyDtype::BFloat16Raw:
      return static_cast<double>(
          Eigen::bfloat16(Eigen::bfloat16_impl::raw_uint16_to_bfloat16(load<std::uint16_t>(a, i))));
    case NpyDtype::Float32: return load<float>(a, i);
    case NpyDtype::Float64: return load<double>(a, i);
    case NpyDtype::Int8: return load<std::int8_t>(a, i);
    case NpyDtype::Int16: return load<std::int16_t>(a, i);
    case NpyDtype::Int32: return load<std::int32_t>(a, i);
    case NpyDtype::Int64: return static_cast<double>(load<std::int64_t>(a, i));
    case NpyDtype::UInt8: return load<std::uint8_t>(a, i);
    case NpyDtype::UInt16: return load<std::uint16_t>(a, i);
    case NpyDtype::UInt32: return load<std::uint32_t>(a, i);
    case NpyDtype::UInt64: return static_cast<double>(load<std::uint64_t>(a, i));
  }
  return 0;
}

// The raw bits of element i, zero-extended.
std::uint64_t bits(const NpyArray& a, std::size_t i) {
  std::uint64_t value = 0;
  const std::size_t size = npy_dtype_size(a.dtype);
  std::memcpy(&value, a.data.data() + i * size, size);
  return value;
}

// Maps a sign-magnitude float bit pattern onto a monotonic integer line, so that the distance between two
// finite values is the number of representable values between them.
std::int64_t ordered(std::uint64_t raw, int width_bits) {
  const std::uint64_t sign = std::uint64_t{1} << (width_bits - 1);
  const auto magnitude = static_cast<std::int64_t>(raw & (sign - 1));
  return (raw & sign) ? -magnitude : magnitude;
}

}  // namespace

bool is_float_dtype(NpyDtype dtype) {
  return dtype == NpyDtype::Float16 || dtype == NpyDtype::BFloat16Raw || dtype == NpyDtype::Float32 ||
         dtype == NpyDtype::Float64;
}

std::vector<double> to_doubles(const NpyArray& array) {
  std::vector<double> values(array.element_count());
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = element(array, i);
  return values;
}

Eigen::MatrixXd to_matrix(const NpyArray& array, int rows, int cols) {
  if (array.element_count() != static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)) {
    throw NpyError("the array has " + std::to_string(array.element_count()) + " elements, expected " +
                   std::to_string(rows) + "x" + std::to_string(cols));
  }
  Eigen::MatrixXd m(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) m(r, c) = element(array, static_cast<std::size_t>(r * cols + c));
  }
  return m;
}

Comparison compare_arrays(const NpyArray& expected, const NpyArray& actual, double tolerance, std::size_t keep) {
  if (expected.dtype != actual.dtype) {
    throw NpyError(std::string("dtypes differ: expected is ") + std::string(npy_dtype_name(expected.dtype)) +
                   ", actual is " + std::string(npy_dtype_name(actual.dtype)));
  }
  if (expected.shape != actual.shape) throw NpyError("shapes differ between the expected and the actual array");
  const bool floating = is_float_dtype(expected.dtype);
  const int width = static_cast<int>(npy_dtype_size(expected.dtype) * 8);
  Comparison result;
  result.elements = expected.element_count();
  for (std::size_t i = 0; i < result.elements; ++i) {
    const double e = element(expected, i);
    const double a = element(actual, i);
    bool equal = bits(expected, i) == bits(actual, i);
    if (floating && !equal) {
      const bool both_nan = std::isnan(e) && std::isnan(a);
      const double error = std::isnan(e) || std::isnan(a) ? INFINITY : std::abs(e - a);
      equal = both_nan || error <= tolerance;
      if (!both_nan) {
        result.max_abs_error = std::max(result.max_abs_error, error);
        const std::int64_t distance = ordered(bits(expected, i), width) - ordered(bits(actual, i), width);
        result.max_ulp = std::max(result.max_ulp, static_cast<std::uint64_t>(distance < 0 ? -distance : distance));
      }
    } else if (!equal) {
      result.max_abs_error = std::max(result.max_abs_error, std::abs(e - a));
    }
    if (equal) continue;
    ++result.mismatches;
    if (result.first.size() < keep) result.first.push_back({i, e, a});
  }
  return result;
}

}  // namespace wmmasim::sim
