#include "bench_eigen.h"

#include <Eigen/Core>
#include <algorithm>
#include <ctime>
#include <limits>

namespace wmmasim::cli {

double eigen_gemm_seconds(std::span<const float> a, std::span<const float> b, std::span<float> c, int m, int n, int k,
                          int repeats) {
  using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::Map<const RowMajor> ma(a.data(), m, k);
  const Eigen::Map<const RowMajor> mb(b.data(), k, n);
  Eigen::Map<RowMajor> mc(c.data(), m, n);
  double best = std::numeric_limits<double>::infinity();
  for (int r = 0; r < repeats; ++r) {
    timespec start{}, end{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
    mc.noalias() = ma * mb;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
    best = std::min(best, static_cast<double>(end.tv_sec - start.tv_sec) + 1e-9 * static_cast<double>(end.tv_nsec - start.tv_nsec));
  }
  return best;
}

}  // namespace wmmasim::cli
