// The target table (isa/src/arch.cpp) against LLVM 19 itself: which processors clang-19 knows, their ELF machine
// values, which ones have the RDNA3.5 scalar float instructions, the full register file and the TRANS-use hazard.
// Each fact is asked of llvm-mc-19 or clang-19 for every target, not copied from the table.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/matrix_ops.h"

using namespace wmmasim;

namespace {

const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() / ("wmmasim_targets_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

// Assembles one line for `cpu`; the result's err says whether LLVM knows the processor and the instruction.
test::CommandResult assemble(const std::string& cpu, const std::string& line) {
  const auto file = scratch() / "line.s";
  std::ofstream(file) << line << "\n";
  return test::run_command(std::string(WMMASIM_LLVM_MC) + " -triple=amdgcn-amd-amdhsa -mcpu=" + cpu +
                           " -show-encoding " + file.string());
}

std::string encoding_lines(const std::string& listing) {
  std::string kept;
  std::istringstream in(listing);
  for (std::string line; std::getline(in, line);)
    if (test::contains(line, "encoding:")) kept += line + "\n";
  return kept;
}

// Two kernels without the HIP headers: one that needs 100 VGPRs (v99 is clobbered), one that reads a TRANS result
// (v_exp_f32) right away.
constexpr const char* kSource = R"(#define __global__ __attribute__((global))
extern "C" __global__ void hundred_vgprs(float* p) {
  asm volatile("v_mov_b32 v99, 0" ::: "v99");
  p[__builtin_amdgcn_workitem_id_x()] = 1.0f;
}
extern "C" __global__ void trans_use(float* p) {
  const unsigned i = __builtin_amdgcn_workitem_id_x();
  p[i] = __builtin_amdgcn_rcpf(__builtin_amdgcn_exp2f(p[i]));
}
)";

test::CommandResult compile(const isa::Target& t, const std::string& mode, const std::filesystem::path& out) {
  const auto source = scratch() / "targets.hip";
  std::ofstream(source) << kSource;
  return test::run_command(std::string(WMMASIM_CLANG) + " -x hip -nogpuinc -nogpulib --cuda-device-only -O2 " + mode +
                           " --offload-arch=" + std::string(t.name) + " -Rpass-analysis=kernel-resource-usage " +
                           source.string() + " -o " + out.string());
}

}  // namespace

TEST_CASE("the targets are the gfx11/gfx12 processors LLVM 19 knows") {
  CHECK(isa::all_targets().size() == 9);
  for (const isa::Target& t : isa::all_targets()) {
    CAPTURE(t.name);
    CHECK_FALSE(test::contains(assemble(std::string(t.name), "s_nop 0").err, "not a recognized processor"));
  }
  // gfx1153 (Krackan Point 2) came after LLVM 19: llvm-mc-19 ignores it and clang-19 rejects it.
  CHECK(test::contains(assemble("gfx1153", "s_nop 0").err, "'gfx1153' is not a recognized processor"));
  CHECK_FALSE(isa::find_target("gfx1153"));
}

TEST_CASE("the RDNA3.5 scalar float instructions are on the targets the table says") {
  for (const isa::Target& t : isa::all_targets()) {
    CAPTURE(t.name);
    for (const char* line : {"s_add_f32 s0, s1, s2", "s_cvt_f32_i32 s0, s1", "s_cmp_lt_f16 s0, s1"}) {
      CAPTURE(line);
      CHECK(assemble(std::string(t.name), line).exit_code == (t.salu_float ? 0 : 1));
    }
  }
}

// The WMMA layouts are the family's (docs/layouts.md "Targets"): LLVM 19 has one definition of each matrix
// instruction for a family, so every WMMA/SWMMAC form of the corpus encodes to the same bytes on each of its targets.
TEST_CASE("every matrix instruction encodes identically on every target of its family") {
  const std::string data = std::string(WMMASIM_SOURCE_DIR) + "/tests/data/isa/";
  for (const auto& [family, files] : {std::pair{isa::Family::Gfx11, std::vector<std::string>{"gfx11.s", "gfx11_w64.s"}},
                                      std::pair{isa::Family::Gfx12, std::vector<std::string>{"gfx12.s", "gfx12_w64.s"}}}) {
    for (const std::string& file : files) {
      CAPTURE(file);
      std::string lines;
      std::istringstream corpus(test::file_text(data + file));
      for (std::string line; std::getline(corpus, line);)
        if (line.starts_with("v_wmma") || line.starts_with("v_swmmac")) lines += line + "\n";
      for (const isa::MatrixOp& op : isa::matrix_ops(family))
        CHECK_MESSAGE(test::contains(lines, std::string(op.mnemonic) + " "), op.mnemonic);
      const std::string wave = file.find("w64") != std::string::npos ? " -mattr=+wavefrontsize64" : "";
      std::string first;
      for (const isa::Target& t : isa::all_targets()) {
        if (t.family != family) continue;
        CAPTURE(t.name);
        const auto encoded = assemble(std::string(t.name) + wave, lines);
        REQUIRE(encoded.exit_code == 0);
        const std::string encodings = encoding_lines(encoded.out);  // without the .amdgcn_target line
        if (first.empty()) first = encodings;
        CHECK(encodings == first);
      }
    }
  }
}

TEST_CASE("clang-19's code objects carry each target's ELF machine value, register file and TRANS-use wait") {
  for (const isa::Target& t : isa::all_targets()) {
    CAPTURE(t.name);
    const auto object = scratch() / (std::string(t.name) + ".o");
    const auto built = compile(t, "-c", object);
    REQUIRE(built.exit_code == 0);
    const auto entries = isa::extract_code_objects(test::file_bytes(object), object.string());
    REQUIRE(entries.size() == 1);
    REQUIRE(entries[0].target);
    CHECK(entries[0].target->name == t.name);  // found through EF_AMDGPU_MACH

    // clang-19's occupancy for 100 VGPRs: the register file over 100 rounded up to the allocation block.
    std::smatch m;
    REQUIRE(std::regex_search(built.err, m, std::regex(R"(Occupancy \[waves/SIMD\]: (\d+))")));
    const int blocks = (100 + t.vgpr_alloc_granule - 1) / t.vgpr_alloc_granule;
    CHECK(std::stoi(m[1].str()) == std::min(16, t.vgprs_per_simd_lane / (blocks * t.vgpr_alloc_granule)));

    // gfx110x wait for a TRANS result with s_waitcnt_depctr (FeatureVALUTransUseHazard); gfx115x/gfx12 do not.
    const auto assembly = scratch() / (std::string(t.name) + ".s");
    REQUIRE(compile(t, "-S", assembly).exit_code == 0);
    const std::string text = test::file_text(assembly);
    const auto trans = text.find("v_exp_f32");
    REQUIRE(trans != std::string::npos);
    const std::string after = text.substr(trans, text.find("v_rcp_f32", trans) - trans);
    CHECK(test::contains(after, "s_waitcnt_depctr") == t.trans_use_hazard);
  }
  std::filesystem::remove_all(scratch());
}
