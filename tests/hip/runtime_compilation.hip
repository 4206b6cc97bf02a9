// Run-time compilation (hiprtc) the way AMD's HIP-Basic runtime_compilation example uses it: a saxpy kernel
// template compiled from a string with a header and a name expression, its lowered name looked up, the code loaded
// with the module API and launched; plus the log of a source that does not compile. The host program has no device
// code of its own.
#include <hip/hiprtc.h>

#include <cstring>
#include <string>
#include <vector>

#include "conformance.h"

#define HIPRTC_CHECK(expression)                                                                 \
  do {                                                                                           \
    const hiprtcResult result_ = (expression);                                                   \
    CHECK(result_ == HIPRTC_SUCCESS, "%s: %s", #expression, hiprtcGetErrorString(result_));      \
  } while (0)

namespace {

constexpr const char* kHeader = "template <class T> __device__ T multiply_add(T a, T x, T y) { return a * x + y; }\n";
constexpr const char* kSource = R"(
#include "multiply_add.h"
template <class T>
__global__ void saxpy(T a, const T* x, T* y, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = multiply_add(a, x[i], y[i]);
}
)";

std::string program_log(hiprtcProgram program) {
  size_t size = 0;
  HIPRTC_CHECK(hiprtcGetProgramLogSize(program, &size));
  std::string log(size, '\0');
  HIPRTC_CHECK(hiprtcGetProgramLog(program, log.data()));
  return log;
}

}  // namespace

int main() {
  int major = 0, minor = 0;
  HIPRTC_CHECK(hiprtcVersion(&major, &minor));
  CHECK(major >= 5, "hiprtcVersion says %d.%d", major, minor);

  const char* headers[] = {kHeader};
  const char* header_names[] = {"multiply_add.h"};
  hiprtcProgram program;
  HIPRTC_CHECK(hiprtcCreateProgram(&program, kSource, "saxpy.hip", 1, headers, header_names));
  HIPRTC_CHECK(hiprtcAddNameExpression(program, "saxpy<float>"));
  const char* options[] = {"-O3"};
  const hiprtcResult compiled = hiprtcCompileProgram(program, 1, options);
  if (compiled != HIPRTC_SUCCESS) std::fprintf(stderr, "compile log:\n%s\n", program_log(program).c_str());
  HIPRTC_CHECK(compiled);
  const char* lowered = nullptr;
  HIPRTC_CHECK(hiprtcGetLoweredName(program, "saxpy<float>", &lowered));
  CHECK(lowered != nullptr && std::strcmp(lowered, "_Z5saxpyIfEvT_PKS0_PS0_j") == 0, "lowered name %s",
        lowered != nullptr ? lowered : "(none)");
  size_t code_size = 0;
  HIPRTC_CHECK(hiprtcGetCodeSize(program, &code_size));
  std::vector<char> code(code_size);
  HIPRTC_CHECK(hiprtcGetCode(program, code.data()));
  CHECK(code_size > 4 && std::memcmp(code.data(), "\x7f" "ELF", 4) == 0, "the code is no ELF (%zu bytes)", code_size);

  hipModule_t module;
  HIP_CHECK(hipModuleLoadData(&module, code.data()));
  hipFunction_t saxpy;
  HIP_CHECK(hipModuleGetFunction(&saxpy, module, lowered));
  constexpr unsigned n = 1000;
  std::vector<float> x(n), y(n);
  for (unsigned i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i);
    y[i] = 1.0f;
  }
  float *x_device, *y_device;
  HIP_CHECK(hipMalloc(&x_device, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&y_device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(x_device, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(y_device, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
  float a = 2.0f;
  unsigned count = n;
  void* params[] = {&a, &x_device, &y_device, &count};
  HIP_CHECK(hipModuleLaunchKernel(saxpy, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, params, nullptr));
  HIP_CHECK(hipMemcpy(y.data(), y_device, n * sizeof(float), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (unsigned i = 0; i < n; ++i) wrong += y[i] != 2.0f * static_cast<float>(i) + 1.0f;
  CHECK(wrong == 0, "%d of %u saxpy results wrong", wrong, n);
  HIP_CHECK(hipFree(x_device));
  HIP_CHECK(hipFree(y_device));
  HIP_CHECK(hipModuleUnload(module));
  HIPRTC_CHECK(hiprtcDestroyProgram(&program));

  // A source with an error: HIPRTC_ERROR_COMPILATION, and the log names the problem.
  hiprtcProgram broken;
  HIPRTC_CHECK(hiprtcCreateProgram(&broken, "__global__ void k() { undeclared_name(); }", "broken.hip", 0, nullptr, nullptr));
  CHECK(hiprtcCompileProgram(broken, 0, nullptr) == HIPRTC_ERROR_COMPILATION, "a broken source compiled");
  CHECK(program_log(broken).find("undeclared_name") != std::string::npos, "the log does not name the error:\n%s",
        program_log(broken).c_str());
  const char* none = nullptr;
  CHECK(hiprtcGetLoweredName(broken, "k", &none) == HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION,
        "a lowered name of a program that did not compile");
  HIPRTC_CHECK(hiprtcDestroyProgram(&broken));
  return finish("runtime_compilation");
}
