// The command line as a newcomer meets it, with an ordinary HIP program (tests/data/hip_app.hip built by plain
// clang++ -x hip): `run`, `kernels` and `disasm` take the executable, its .o and its offload bundles; kernels by the
// name written in the source; typed buffers; and each error one line with exit code 2.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <string>
#include <unistd.h>

#include "support.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/io/npy.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

const ScratchDir kScratch("wmmasim_test_cli_hip_app");
const fs::path& kDir = kScratch.path();
const std::string kApp = std::string(WMMASIM_HIP_APP_DIR) + "/wmmasim_hip_app";
constexpr int kSize = 32;  // m = n = k

template <class T>
sim::NpyArray npy(sim::NpyDtype dtype, const std::vector<T>& values) {
  sim::NpyArray a;
  a.dtype = dtype;
  a.shape = {kSize, kSize};
  a.data.resize(values.size() * sizeof(T));
  std::memcpy(a.data.data(), values.data(), a.data.size());
  return a;
}

struct GemmInputs {
  std::vector<float> a, b;  // the f16 values, exactly
  std::vector<float> reference;
};

// A and B as hip_app.hip's main() fills them (small integers: every product and sum is exact in f16 and f32), C = 0.
GemmInputs write_gemm_inputs() {
  fs::create_directories(kDir);
  GemmInputs in;
  std::vector<std::uint16_t> a16, b16;
  for (int i = 0; i < kSize * kSize; ++i) {
    in.a.push_back(static_cast<float>(i % 7 - 3));
    in.b.push_back(static_cast<float>(i % 5 - 2));
    a16.push_back(sim::encode_f16(in.a.back()));
    b16.push_back(sim::encode_f16(in.b.back()));
  }
  in.reference.assign(kSize * kSize, 0.0f);
  for (int i = 0; i < kSize; ++i) {
    for (int j = 0; j < kSize; ++j) {
      for (int p = 0; p < kSize; ++p) in.reference[i * kSize + j] += in.a[i * kSize + p] * in.b[p * kSize + j];
    }
  }
  sim::write_npy(kDir / "a.npy", npy(sim::NpyDtype::Float16, a16));
  sim::write_npy(kDir / "b.npy", npy(sim::NpyDtype::Float16, b16));
  sim::write_npy(kDir / "c.npy", npy(sim::NpyDtype::Float32, std::vector<float>(kSize * kSize, 0.0f)));
  sim::write_npy(kDir / "c64.npy", npy(sim::NpyDtype::Float64, std::vector<double>(kSize * kSize, 0.0)));
  return in;
}

std::string gemm_args(const std::string& c = "c.npy") {
  return fmt::format(" --grid 2,2 --block 32 --arg 0=@{0}/a.npy --arg 1=@{0}/b.npy --arg 2=@{0}/{1} --arg 3=32 "
                     "--arg 4=32 --arg 5=32",
                     kDir.string(), c);
}

void check_one_line_error(const CommandResult& r, const std::string& expected) {
  CAPTURE(r.err);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.find(expected) != std::string::npos);
}

}  // namespace

TEST_CASE("run: wmma_gemm from the executable, the .o and the bundles, named as in the source, equals the CPU GEMM") {
  const GemmInputs in = write_gemm_inputs();
  const std::string dir = WMMASIM_HIP_APP_DIR;
  const std::string object = WMMASIM_HIP_APP_OBJECT;
  for (const std::string& file : {kApp, object, dir + "/hip_app.compressed.o", dir + "/hip_app.bundle",
                                  dir + "/hip_app.ccob"}) {
    for (const char* kernel : {"wmma_gemm", "_Z9wmma_gemmPKDF16_S0_Pfiii", "wmma",
                                      "'wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)'"}) {
      CAPTURE(file);
      CAPTURE(kernel);
      const fs::path out = kDir / "d.npy";
      fs::remove(out);
      const auto r = run_cli("run " + file + " --arch gfx1201 --kernel " + std::string(kernel) + gemm_args() + " --out 2=" +
                             out.string());
      REQUIRE_MESSAGE(r.exit_code == 0, r.err);
      CHECK(r.out == "ran wmma_gemm on gfx1201 (wave32): 4 workgroups, 4 waves, 1248 wave-instructions\n");
      const sim::NpyArray d = sim::read_npy(out);
      REQUIRE(d.dtype == sim::NpyDtype::Float32);
      std::vector<float> values(d.element_count());
      std::memcpy(values.data(), d.data.data(), d.data.size());
      CHECK(values == in.reference);
    }
  }
}

TEST_CASE("run: a code object with one kernel needs no --kernel; --verbose names the buffers nothing checks") {
  write_gemm_inputs();
  std::string path;
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == "wmma_matmul" && k.target == "gfx1201" && k.wave_size == 32) path = k.path;
  }
  REQUIRE(!path.empty());
  const std::string args = fmt::format(" --grid 1 --block 32 --arg 0=@{0}/a.npy --arg 1=@{0}/b.npy --arg 2=@{0}/c.npy "
                                       "--arg 3=@{0}/c.npy",
                                       kDir.string());
  const auto r = run_cli("run " + path + args + " --verbose");
  CHECK(r.exit_code == 0);
  CHECK(r.out.starts_with("ran wmma_matmul on gfx1201"));
  CHECK(r.err == "wmmasim: note: nothing checks the element type of argument 0, argument 1, argument 2, argument 3: "
                 "the kernel's symbol has no C++ signature (extern \"C\") and the metadata names no type; declare it "
                 "as @file.npy:TYPE\n");
  CHECK(run_cli("run " + path + args).err.empty());
}

TEST_CASE("run: typed buffers: a .npy whose dtype is not the element type the kernel reads is exit 2, one line") {
  write_gemm_inputs();
  const std::string run = "run " + kApp + " --arch gfx1201 --kernel wmma_gemm";
  // From the kernel's C++ signature: the float* parameter takes float32.
  check_one_line_error(run_cli(run + gemm_args("c64.npy")),
                       "--arg 2: " + (kDir / "c64.npy").string() + " holds float64 but argument 2 expects f32 (the "
                       "kernel's parameter is float*): convert it (numpy: a.astype(np.float32)) or declare the type it "
                       "holds (2=@" + (kDir / "c64.npy").string() + ":f64)");
  // Declared: the declaration is what counts.
  check_one_line_error(run_cli(run + gemm_args("c64.npy:f32")), "holds float64 but argument 2 expects f32 (declared)");
  CHECK(run_cli(run + gemm_args("c64.npy:f64")).exit_code == 0);
  check_one_line_error(run_cli(run + gemm_args("c.npy:f17")),
                       "--arg 2: unknown element type 'f17' after ':' (accepted: f16, f32, f64, bf16, i8, i16, i32, "
                       "i64, u8, u16, u32, u64)");
}

TEST_CASE("run and kernels: which target and which kernel, errors listing the candidates") {
  write_gemm_inputs();
  check_one_line_error(run_cli("run " + kApp + " --kernel wmma_gemm" + gemm_args()),
                       kApp + ": has code objects for gfx1100, gfx1201: choose one of them (wmmasim: --arch)");
  check_one_line_error(run_cli("run " + kApp + " --arch gfx1200 --kernel wmma_gemm" + gemm_args()),
                       kApp + ": has no code object for gfx1200, only for gfx1100, gfx1201");
  check_one_line_error(run_cli("run " + kApp + " --arch gfx1201" + gemm_args()),
                       "has 3 kernels, say which (--kernel NAME): wmma_gemm(_Float16 const*, _Float16 const*, float*, "
                       "int, int, int), report(float const*, int), void axpy<float>(float, float const*, float*, int)");
  check_one_line_error(run_cli("run " + kApp + " --arch gfx1201 --kernel _Z" + gemm_args()),
                       "'_Z' names 3 kernels: wmma_gemm(");
  check_one_line_error(run_cli("run " + kApp + " --arch gfx1201 --kernel gemm" + gemm_args()),
                       "no kernel 'gemm': use one of wmma_gemm(");
  check_one_line_error(run_cli("run " + kApp + " --arch rdna9" + gemm_args()), "unknown --arch 'rdna9'");
  check_one_line_error(run_cli("kernels " + kApp + " --arch gfx1200"), "has no code object for gfx1200");
  check_one_line_error(run_cli("exec --arch gfx1201 --machine rx7900xtx -- " + kApp),
                       "--machine rx7900xtx is a gfx11 machine and cannot time gfx1201 code");
  check_one_line_error(run_cli("exec --sample-units 4 -- " + kApp), "--sample-units needs --timing");
  check_one_line_error(run_cli("exec --shader-clock 900 -- " + kApp), "--shader-clock needs --timing");
  check_one_line_error(run_cli("exec --timing --shader-clock 20000 -- " + kApp),
                       "--shader-clock 20000 is not a shader clock: give MHz from 100 to 10000");
  check_one_line_error(run_cli("exec --max-instructions 0 -- " + kApp), "--max-instructions must be at least 1");
  check_one_line_error(run_cli("kernels " + kDir.string() + "/a.npy"),
                       "not an ELF file, offload bundle or compressed offload bundle (it starts with 93 4e 55 4d)");
}

TEST_CASE("exec --max-instructions: a wave past the budget fails its launch, and the message names the option") {
  // hip_app's first kernel runs well over 16 instructions per wave; its HIP_CHECK prints the launch's error and
  // main() returns 1.
  const auto r = run_cli("exec --max-instructions 16 -- " + kApp);
  CAPTURE(r.err);
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("executed 16 instructions without ending") != std::string::npos);
  // The kernel by the name its source gives it, not its symbol _Z9wmma_gemmPKDF16_S0_Pfiii.
  CHECK(r.err.find("kernel 'wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)'") != std::string::npos);
  CHECK(r.err.find("_Z9wmma_gemm") == std::string::npos);
  CHECK(r.err.find("--max-instructions") != std::string::npos);
  CHECK(run_cli("exec -- " + kApp).exit_code == 0);
}

TEST_CASE("exec --timing: the timing line and the report name a C++ kernel as its source does, with its symbol") {
  const fs::path report = kDir / "report.json";
  fs::create_directories(kDir);
  const auto r = run_cli("exec --timing --report " + report.string() + " -- " + kApp);
  CAPTURE(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.err.find("timing: wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int) grid 2x2x1") !=
        std::string::npos);
  CHECK(r.err.find("_Z9wmma_gemm") == std::string::npos);
  const nlohmann::json launches = nlohmann::json::parse(file_text(report)).at("launches");
  REQUIRE(!launches.empty());
  CHECK(launches[0].at("kernel") == "wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)");
  CHECK(launches[0].at("symbol") == "_Z9wmma_gemmPKDF16_S0_Pfiii");
}

TEST_CASE("kernels FILE: per target, every kernel with its C++ name, typed arguments and resources") {
  const auto r = run_cli("kernels " + kApp);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.out.starts_with(kApp + ": 2 code objects (gfx1100, gfx1201)\n\ngfx1100 (gfx11), bundle entry "
                          "hipv4-amdgcn-amd-amdhsa--gfx1100: 3 kernels\n"));
  CHECK(r.out.find("\ngfx1201 (gfx12), bundle entry hipv4-amdgcn-amd-amdhsa--gfx1201: 3 kernels\n") !=
        std::string::npos);
  CHECK(r.out.find("wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)  "
                   "[_Z9wmma_gemmPKDF16_S0_Pfiii]\n") != std::string::npos);
  CHECK(r.out.find("void axpy<float>(float, float const*, float*, int)  [_Z4axpyIfEvT_PKS0_PS0_i]\n") !=
        std::string::npos);
  // The argument table: position, name (clang -O2 writes none), kind, size, offset, address space, access, type.
  CHECK(r.out.find("  arg name        kind            size  offset  address space  access      type\n"
                   "  0   -           global_buffer      8       0  global         -           _Float16 const*\n"
                   "  1   -           global_buffer      8       8  global         -           _Float16 const*\n"
                   "  2   -           global_buffer      8      16  global         -           float*\n"
                   "  3   -           by_value           4      24  -              -           int\n") !=
        std::string::npos);
  CHECK(r.out.find("  + 13 hidden arguments the launch fills in (block_count_x,") != std::string::npos);
  CHECK(r.out.find("LDS 0 bytes, scratch 0 bytes per work-item, kernarg 36 bytes") != std::string::npos);
  const auto one = run_cli("kernels " + std::string(WMMASIM_HIP_APP_DIR) + "/hip_app.ccob --arch gfx1201");
  CHECK(one.out.find("gfx1100 (gfx11)") == std::string::npos);
  CHECK(one.out.find("gfx1201 (gfx12)") != std::string::npos);
}
