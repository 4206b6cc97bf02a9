// Small helpers shared by the examples: printing a matrix corner and reporting the Eigen check.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <fmt/format.h>
#include <string_view>

namespace wmmasim::example {

// Prints the top-left rows x cols corner of a matrix.
inline void print_corner(std::string_view title, const Eigen::MatrixXd& m, int rows = 4, int cols = 6) {
  fmt::print("{} ({}x{}, top-left {}x{}):\n", title, m.rows(), m.cols(), rows, cols);
  for (int r = 0; r < rows && r < m.rows(); ++r) {
    for (int c = 0; c < cols && c < m.cols(); ++c) fmt::print("{:>12.6g}", m(r, c));
    fmt::print("\n");
  }
}

// v_perm_b32 (RDNA3/RDNA4 ISA): byte i of the result is byte selector[8i+2:8i] of {src0, src1}, where selectors 0-3
// pick bytes of src1 and 4-7 bytes of src0 (selectors >= 8, which produce constants, are not used here).
inline std::uint32_t perm_b32(std::uint32_t src0, std::uint32_t src1, std::uint32_t selector) {
  const std::uint64_t bytes = (static_cast<std::uint64_t>(src0) << 32) | src1;
  std::uint32_t result = 0;
  for (int i = 0; i < 4; ++i) {
    const unsigned pick = (selector >> (8 * i)) & 7;
    result |= static_cast<std::uint32_t>((bytes >> (8 * pick)) & 0xff) << (8 * i);
  }
  return result;
}

// Prints PASS/FAIL for one check and returns whether it passed.
inline bool report(std::string_view what, bool passed, std::string_view detail) {
  fmt::print("{}: {} ({})\n", passed ? "PASS" : "FAIL", what, detail);
  return passed;
}

}  // namespace wmmasim::example
