// The HIP device backend. On a machine with an RDNA GPU this runs the wmma_matmul code object on the device and
// checks D against Eigen; without one it checks that the backend says so in one line instead of faking a result.
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <cstring>
#include <fstream>
#include <random>

#include "support.h"
#include "wmmasim/device/device.h"

using namespace wmmasim::sim;

namespace {

template <typename T>
std::vector<std::byte> to_bytes(const T* data, std::size_t count) {
  std::vector<std::byte> bytes(count * sizeof(T));
  std::memcpy(bytes.data(), data, bytes.size());
  return bytes;
}

// wmma_matmul(a: f16[16][16] row-major, b: f16[16][16] column-major, c: f32[16][16], d: f32[16][16]);
// kernarg: four 8-byte pointers (docs/kernels.md).
void check_wmma_matmul_on_device(const DeviceInfo& device) {
  const auto kernels = wmmasim::test::built_kernels();
  const auto it = std::find_if(kernels.begin(), kernels.end(), [&](const auto& k) {
    return k.name == "wmma_matmul" && k.target == device.gcn_arch && k.wave_size == 32;
  });
  if (it == kernels.end()) {
    MESSAGE("no wmma_matmul code object for the device's architecture " << device.gcn_arch << ": not checked");
    return;
  }
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> small(-8, 8);
  Eigen::Matrix<Eigen::half, 16, 16, Eigen::RowMajor> a, b_col_major;
  Eigen::Matrix<float, 16, 16, Eigen::RowMajor> c;
  for (int i = 0; i < 256; ++i) {
    a.data()[i] = Eigen::half(small(rng) / 4.0f);
    b_col_major.data()[i] = Eigen::half(small(rng) / 4.0f);
    c.data()[i] = static_cast<float>(small(rng));
  }
  const std::vector<std::byte> code = wmmasim::test::file_bytes(it->path);
  KernelLaunch launch;
  launch.code_object = code;
  launch.kernel = "wmma_matmul";
  launch.dispatch.block = {32, 1, 1};
  launch.dispatch.kernarg.resize(32);
  launch.buffers = {{0, to_bytes(a.data(), 256)},
                    {8, to_bytes(b_col_major.data(), 256)},
                    {16, to_bytes(c.data(), 256)},
                    {24, std::vector<std::byte>(256 * sizeof(float))}};
  const auto results = run_on_device(launch, device.gcn_arch);
  Eigen::Matrix<float, 16, 16, Eigen::RowMajor> d;
  std::memcpy(d.data(), results[3].data(), results[3].size());
  // Inputs are multiples of 1/4 below 2 in magnitude: every product and partial sum is exact in f32.
  const Eigen::Matrix<float, 16, 16, Eigen::RowMajor> expected =
      a.cast<float>() * b_col_major.cast<float>().transpose() + c;
  CHECK(d == expected);
}

}  // namespace

TEST_CASE("the device backend runs on a device, or says in one line why it cannot") {
  std::string why_not;
  const auto device = probe_device(why_not);
  if (device) {
    MESSAGE("HIP device found: " << device->name << " (" << device->gcn_arch << ")");
    check_wmma_matmul_on_device(*device);
    return;
  }
  MESSAGE("no HIP device here: checking the no-device path only (" << why_not << ")");
  CHECK_FALSE(why_not.empty());
  CHECK(why_not.find('\n') == std::string::npos);
#if WMMASIM_EXPECT_DEVICE_BACKEND
  // The runtime CMake found is loaded on this first question and answers it: no device, not a failed load.
  CHECK(why_not.find("hipGetDeviceCount") != std::string::npos);
#endif
  KernelLaunch launch;
  CHECK_THROWS_AS(run_on_device(launch, "gfx1201"), DeviceError);
}

TEST_CASE("the backend is compiled in whenever the HIP runtime was found at configure time") {
#if WMMASIM_EXPECT_DEVICE_BACKEND
  CHECK(device_backend_compiled());
#else
  CHECK_FALSE(device_backend_compiled());
#endif
}
