// What every program in examples/hip shares: error checking, device buffers, f16 inputs and the result line.
// The programs are ordinary HIP programs: they run on an RDNA3/RDNA4 GPU with ROCm, and on the simulator with
// `wmmasim exec -- ./program` (docs/hip-programs.md).
#pragma once

#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define HIP_CHECK(expression)                                                                       \
  do {                                                                                              \
    const hipError_t status = (expression);                                                         \
    if (status != hipSuccess) {                                                                     \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expression,               \
                   hipGetErrorString(status));                                                      \
      std::exit(EXIT_FAILURE);                                                                      \
    }                                                                                               \
  } while (0)

// A device copy of a host vector (or `count` uninitialised elements), freed at the end of its scope.
template <typename T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(const std::vector<T>& host) : count_(host.size()) {
    HIP_CHECK(hipMalloc(&data_, bytes()));
    HIP_CHECK(hipMemcpy(data_, host.data(), bytes(), hipMemcpyHostToDevice));
  }
  explicit DeviceBuffer(size_t count) : count_(count) {
    HIP_CHECK(hipMalloc(&data_, bytes()));
    HIP_CHECK(hipMemset(data_, 0, bytes()));
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  ~DeviceBuffer() { (void)hipFree(data_); }

  T* get() const { return data_; }
  std::vector<T> to_host() const {
    std::vector<T> host(count_);
    HIP_CHECK(hipMemcpy(host.data(), data_, bytes(), hipMemcpyDeviceToHost));
    return host;
  }

 private:
  size_t bytes() const { return count_ * sizeof(T); }
  T* data_ = nullptr;
  size_t count_;
};

// `count` f16 values uniform in [-1, 1], reproducible from `seed`.
inline std::vector<_Float16> random_f16(size_t count, unsigned seed) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<_Float16> values(count);
  for (auto& v : values) v = static_cast<_Float16>(uniform(generator));
  return values;
}

inline std::vector<float> random_f32(size_t count, unsigned seed) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(count);
  for (auto& v : values) v = uniform(generator);
  return values;
}

// The device the program runs on, in one line (the simulator reports the GPU it simulates).
inline void print_device() {
  hipDeviceProp_t properties;
  HIP_CHECK(hipGetDeviceProperties(&properties, 0));
  std::printf("device: %s (%s)\n", properties.name, properties.gcnArchName);
}

// Largest |got - expected| over both vectors.
template <typename Got, typename Expected>
double max_abs_error(const std::vector<Got>& got, const std::vector<Expected>& expected) {
  double worst = 0;
  for (size_t i = 0; i < got.size(); ++i)
    worst = std::fmax(worst, std::fabs(static_cast<double>(got[i]) - static_cast<double>(expected[i])));
  return worst;
}

// Prints the result line and returns the exit code: 0 when max_error <= tolerance.
inline int report(const char* what, double max_error, double tolerance) {
  const bool passed = max_error <= tolerance;
  std::printf("%s: max |error| = %.3g (tolerance %.3g): %s\n", what, max_error, tolerance,
              passed ? "PASSED" : "FAILED");
  return passed ? EXIT_SUCCESS : EXIT_FAILURE;
}

// C = A * B for row-major f16 A [M][K] and B [K][N], in double.
inline std::vector<double> gemm_reference(const std::vector<_Float16>& a, const std::vector<_Float16>& b, int m,
                                          int n, int k) {
  std::vector<double> c(size_t(m) * n, 0.0);
  for (int i = 0; i < m; ++i)
    for (int p = 0; p < k; ++p) {
      const double a_ip = double(a[size_t(i) * k + p]);
      for (int j = 0; j < n; ++j) c[size_t(i) * n + j] += a_ip * double(b[size_t(p) * n + j]);
    }
  return c;
}

// M, N and K from the command line (`program [M N K]`), each a positive multiple of `multiple`.
struct GemmSize {
  int m = 128, n = 128, k = 128;
};
inline GemmSize gemm_size(int argc, char** argv, int multiple) {
  GemmSize size;
  if (argc == 4) {
    size = {std::atoi(argv[1]), std::atoi(argv[2]), std::atoi(argv[3])};
  } else if (argc != 1) {
    std::fprintf(stderr, "usage: %s [M N K]\n", argv[0]);
    std::exit(2);
  }
  for (int value : {size.m, size.n, size.k})
    if (value <= 0 || value % multiple != 0) {
      std::fprintf(stderr, "%s: M, N and K must be positive multiples of %d\n", argv[0], multiple);
      std::exit(2);
    }
  return size;
}
