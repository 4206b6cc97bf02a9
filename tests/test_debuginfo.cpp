// Source lines (debuginfo/): kernels/ builds with line tables, which change no instruction, and every instruction's
// file, line and inlined-at chain is what llvm-symbolizer-19 (an independent reader of the same DWARF) says.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "support.h"
#include "wmmasim/debuginfo/source_lines.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/io/npy.h"

namespace sim = wmmasim::sim;
namespace fs = std::filesystem;
using wmmasim::debuginfo::SourceLines;
using wmmasim::debuginfo::SourcePosition;

namespace {

std::string built_kernel(const std::string& name, const std::string& target) {
  for (const auto& k : wmmasim::test::built_kernels()) {
    if (k.name == name && k.target == target && k.wave_size == 32) return k.path;
  }
  FAIL("kernel " << name << " for " << target << " is not built");
  return {};
}

// llvm-objdump-19's instructions, without the header line that names the file.
std::string disassembly(const std::string& path) {
  const auto result = wmmasim::test::run_command(std::string(WMMASIM_OBJDUMP) + " -d --no-show-raw-insn " + path);
  REQUIRE(result.exit_code == 0);
  return result.out.substr(result.out.find("Disassembly"));
}

// llvm-symbolizer-19's frames for `address`: "file:line" innermost first, without line-0 frames.
std::vector<std::string> symbolizer_frames(const std::string& path, std::uint64_t address) {
  const auto result = wmmasim::test::run_command(fmt::format("llvm-symbolizer-19 --relativenames --obj={} {:#x}", path, address));
  std::istringstream lines(result.out);
  std::vector<std::string> frames;
  std::string function, location;
  while (std::getline(lines, function) && std::getline(lines, location)) {
    const std::size_t column = location.rfind(':');
    const std::string file_line = location.substr(0, column);
    if (!file_line.ends_with(":0") && file_line != "??") frames.push_back(file_line);
  }
  return frames;
}

}  // namespace

TEST_CASE("line tables leave the machine code of kernels/ unchanged") {
  for (const std::string& name : {std::string("gemm_lds_f16.gfx1201"), std::string("wmma_matmul.gfx1100")}) {
    CAPTURE(name);
    const std::string plain = std::string(WMMASIM_NO_LINES_DIR) + "/" + name + ".hsaco";
    const std::string with_lines = built_kernel(name.substr(0, name.find('.')), name.substr(name.find('.') + 1));
    CHECK(SourceLines::from_code_object(wmmasim::test::file_bytes(with_lines)).has_lines());
    CHECK_FALSE(SourceLines::from_code_object(wmmasim::test::file_bytes(plain)).has_lines());
    CHECK(disassembly(plain) == disassembly(with_lines));
  }
}

TEST_CASE("every instruction's source position is llvm-symbolizer's") {
  const std::string path = built_kernel("gemm_lds_f16", "gfx1201");
  const std::vector<std::byte> bytes = wmmasim::test::file_bytes(path);
  const sim::KernelProgram program = sim::KernelProgram::from_code_object(bytes, "gemm_lds_f16");
  const SourceLines lines = SourceLines::from_code_object(bytes);
  int inlined = 0;
  // Every 8th instruction keeps the test fast (each symbolizer call is a process).
  for (std::size_t i = 0; i < program.instruction_count(); i += 8) {
    const std::uint32_t pc = program.instruction_offset(i) + program.info().entry_offset;
    const SourcePosition position = lines.at(program.info().debug_address(pc));
    std::vector<std::string> ours;
    for (const auto& frame : position.frames) ours.push_back(frame.file_line());
    CAPTURE(pc);
    CHECK(ours == symbolizer_frames(path, program.info().debug_address(pc)));
    if (position.frames.size() > 1) ++inlined;
    for (const auto& frame : position.frames) CHECK(frame.file.starts_with("kernels/"));
  }
  CHECK(inlined > 0);  // store_tile and load_fragment are inlined into the kernel
}

// The line of fault_probes.hip that holds `text` (1-based).
int probe_line(const std::string& text) {
  std::ifstream in(std::string(WMMASIM_SOURCE_DIR) + "/tests/data/fault_probes.hip");
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find(text) != std::string::npos) return number;
  }
  FAIL("no line with " << text);
  return 0;
}

TEST_CASE("a kernel fault and a hazard name their source lines") {
  const fs::path dir = fs::temp_directory_path() / ("wmmasim_test_debuginfo." + std::to_string(getpid()));
  fs::create_directories(dir);
  sim::NpyArray array;
  array.dtype = sim::NpyDtype::Int32;
  array.shape = {32};
  array.data.resize(4 * 32);
  sim::write_npy(dir / "out.npy", array);
  const std::string out = " --grid 1 --block 32 --arg 0=@" + (dir / "out.npy").string();
  // global_probe stores out[threadIdx.x + index]: index 1024 is past the 32 ints' page.
  const auto fault = wmmasim::test::run_cli(std::string("run ") + WMMASIM_FAULT_PROBES + " --kernel global_probe" + out +
                                            " --arg 1=1024");
  CHECK(fault.exit_code == 4);
  CHECK(fault.err.find(fmt::format("; source: tests/data/fault_probes.hip:{}\n", probe_line("out[threadIdx.x + index] = 1"))) !=
        std::string::npos);
  const auto hazard = wmmasim::test::run_cli(std::string("run ") + WMMASIM_FAULT_PROBES + " --kernel hazard_probe" + out +
                                             " --timing");
  fs::remove_all(dir);
  CHECK(hazard.exit_code == 0);
  CHECK(hazard.err.find(fmt::format("; source: tests/data/fault_probes.hip:{}", probe_line("v_wmma_f32_16x16x16_f16 v[0:7]") - 1)) !=
        std::string::npos);
}

TEST_CASE("a position names the innermost frame of the program's own source, then its inlined chain") {
  using wmmasim::debuginfo::SourceLocation;
  // __syncthreads() of the HIP headers, inlined into a helper of the program, inlined into its kernel.
  const SourcePosition barrier{{SourceLocation{"/usr/include/hip/amd_detail/amd_device_functions.h", 891, 9, "__work_group_barrier"},
                                SourceLocation{"/usr/include/hip/amd_detail/amd_device_functions.h", 906, 5, "__syncthreads"},
                                SourceLocation{"tests/x.hip", 25, 5, "exchange"},
                                SourceLocation{"tests/x.hip", 40, 3, "kernel"}}};
  CHECK(barrier.user_frame() == 2);
  CHECK(barrier.file_line() == "tests/x.hip:25");
  CHECK(barrier.inlined_chain() == "exchange, inlined at tests/x.hip:40");
  CHECK(barrier.describe() == "tests/x.hip:25 (exchange, inlined at tests/x.hip:40)");
  // Only system frames (code of a header compiled on its own): the innermost one.
  const SourcePosition header{{SourceLocation{"/usr/lib/llvm-19/lib/clang/19/include/__clang_hip_math.h", 12, 1, "f"}}};
  CHECK(header.file_line() == "/usr/lib/llvm-19/lib/clang/19/include/__clang_hip_math.h:12");
  CHECK(header.inlined_chain().empty());
  CHECK(wmmasim::debuginfo::is_system_header("/opt/rocm-6.2.0/include/hip/hip_runtime.h"));
  CHECK(wmmasim::debuginfo::is_system_header("/home/me/rocm/include/hip/amd_detail/amd_warp_functions.h"));
  CHECK_FALSE(wmmasim::debuginfo::is_system_header("kernels/wmma_fragments.h"));
  CHECK_FALSE(wmmasim::debuginfo::is_system_header("/home/me/app/include/tiles.h"));
}
