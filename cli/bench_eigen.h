// The host's own GEMM for `wmmasim bench`: Eigen's float GEMM, in its own translation unit (bench_eigen.cpp) so
// that it can be compiled for the build host's vector ISA (cli/CMakeLists.txt).
#pragma once

#include <span>

namespace wmmasim::cli {

// c (m x n) = a (m x k) @ b (k x n), all row-major, on the calling thread.
void eigen_gemm(std::span<const float> a, std::span<const float> b, std::span<float> c, int m, int n, int k);

}  // namespace wmmasim::cli
