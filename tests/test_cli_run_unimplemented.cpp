// `wmmasim run` on a code object built here with llvm-mc-19 and ld.lld-19 whose kernels reach an instruction the
// simulator does not implement (s_sethalt: it waits for a debugger, deliberately not simulated,
// docs/execution.md) or a dword no instruction encodes (0xffffffff). Each stops with exit code 4 and ONE line on
// stderr naming the kernel, the pc, the encoding and the disassembly (or "undecodable").
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "support.h"

using wmmasim::test::run_cli;
using wmmasim::test::run_command;
namespace fs = std::filesystem;

namespace {

// Two kernels without arguments: `unsupported` (s_nop; s_sethalt 1; s_endpgm) and `garbage` (s_nop; the
// dword 0xffffffff; s_endpgm), with kernel descriptors and code object v5 metadata as clang would write them.
std::string code_object_source(const std::string& target) {
  std::string kernels = ".amdgcn_target \"amdgcn-amd-amdhsa--" + target + "\"\n.text\n";
  const std::pair<const char*, const char*> bodies[] = {{"unsupported", "s_sethalt 1"},
                                                        {"garbage", ".long 0xffffffff"}};
  for (const auto& [name, body] : bodies) {
    kernels += std::string(".globl ") + name + "\n.p2align 8\n.type " + name + ",@function\n" + name +
               ":\n  s_nop 0\n  " + body + "\n  s_endpgm\n";
  }
  kernels += ".rodata\n";
  std::string metadata = ".amdgpu_metadata\n---\namdhsa.version: [1, 2]\namdhsa.kernels:\n";
  for (const auto& [name, body] : bodies) {
    kernels += std::string(".p2align 6\n.amdhsa_kernel ") + name +
               "\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n";
    metadata += std::string("  - .name: ") + name + "\n    .symbol: " + name +
                ".kd\n    .kernarg_segment_size: 0\n    .group_segment_fixed_size: 0\n"
                "    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 32\n"
                "    .sgpr_count: 1\n    .vgpr_count: 1\n    .max_flat_workgroup_size: 64\n";
  }
  return kernels + metadata + "...\n.end_amdgpu_metadata\n";
}

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("wmmasim run: an unimplemented and an undecodable instruction stop with one line and exit code 4") {
  const wmmasim::test::ScratchDir scratch("wmmasim_test_cli_run_unimplemented");
  const fs::path& dir = scratch.path();
  std::string lld = WMMASIM_LLVM_MC;
  lld.replace(lld.rfind("llvm-mc"), 7, "ld.lld");
  for (const std::string target : {"gfx1100", "gfx1201"}) {
    CAPTURE(target);
    const fs::path source = dir / (target + ".s");
    const fs::path object = dir / (target + ".o");
    const fs::path code_object = dir / (target + ".hsaco");
    std::ofstream(source) << code_object_source(target);
    const auto built = run_command(std::string(WMMASIM_LLVM_MC) + " -triple=amdgcn-amd-amdhsa -mcpu=" + target +
                                   " -filetype=obj -o " + object.string() + " " + source.string() + " && " + lld +
                                   " -shared -o " + code_object.string() + " " + object.string());
    INFO(built.err);
    REQUIRE(built.exit_code == 0);

    // s_sethalt 1 is SOPP 0xBF820001 (llvm-mc-19 -show-encoding).
    const auto unsupported = run_cli("run " + code_object.string() + " --kernel unsupported --grid 1 --block 32");
    CHECK(unsupported.exit_code == 4);
    CHECK(lines(unsupported.err) == 1);
    CHECK(unsupported.err.find("kernel 'unsupported' workgroup (0,0,0) wave 0: pc 0x4 [BF820001] s_sethalt 1: "
                               "not implemented by the simulator (trap handler and debugger") != std::string::npos);

    const auto garbage = run_cli("run " + code_object.string() + " --kernel garbage --grid 1 --block 32");
    CHECK(garbage.exit_code == 4);
    CHECK(lines(garbage.err) == 1);
    CHECK(garbage.err.find("kernel 'garbage' workgroup (0,0,0) wave 0: pc 0x4 [FFFFFFFF] undecodable") !=
          std::string::npos);
  }
}
