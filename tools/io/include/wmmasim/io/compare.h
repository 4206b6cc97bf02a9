// Elementwise comparison of two arrays of the same dtype and shape, as `wmmasim diff` reports it: integers
// bitwise; floats by absolute error and by ULPs in their own format.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <vector>

#include "wmmasim/io/npy.h"

namespace wmmasim::sim {

struct Mismatch {
  std::size_t index;  // flat, C order
  double expected;
  double actual;
};

struct Comparison {
  std::size_t elements = 0;
  std::size_t mismatches = 0;  // elements outside the tolerance
  double max_abs_error = 0;
  std::uint64_t max_ulp = 0;   // floats only: distance in representable values of the dtype
  std::vector<Mismatch> first; // up to `keep` of them, in index order
};

bool is_float_dtype(NpyDtype dtype);

// Every element as a double (exact for all dtypes wmmasim reads, except 64-bit integers beyond 2^53).
std::vector<double> to_doubles(const NpyArray& array);

// The array as a rows x cols matrix (a 2-D array, or 1-D of rows*cols elements), row-major.
Eigen::MatrixXd to_matrix(const NpyArray& array, int rows, int cols);

// Compares elementwise. Integers must be bitwise equal; floats may differ by at most `tolerance` in absolute
// value (0: bitwise, except that every NaN equals every NaN and +0 equals -0). Throws NpyError when dtypes
// or shapes differ.
Comparison compare_arrays(const NpyArray& expected, const NpyArray& actual, double tolerance, std::size_t keep = 8);

}  // namespace wmmasim::sim
