#include "bench_eigen.h"

#include <Eigen/Core>

namespace wmmasim::cli {

void eigen_gemm(std::span<const float> a, std::span<const float> b, std::span<float> c, int m, int n, int k) {
  using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::Map<const RowMajor> ma(a.data(), m, k);
  const Eigen::Map<const RowMajor> mb(b.data(), k, n);
  Eigen::Map<RowMajor> mc(c.data(), m, n);
  mc.noalias() = ma * mb;
}

}  // namespace wmmasim::cli
