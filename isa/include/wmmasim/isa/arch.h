// GPU targets wmmasim knows: the gfx11 (RDNA3) and gfx12 (RDNA4) processors LLVM 19 accepts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace wmmasim::isa {

// The instruction-set family decides encodings, WMMA layouts and timing.
enum class Family { Gfx11, Gfx12 };

// What a processor has beyond its family, from LLVM 19's subtarget features (AMDGPU.td FeatureISAVersion11_* and
// FeatureISAVersion12; docs/isa.md "Targets" has the table with its sources and the llvm-mc-19/clang-19 checks).
struct Target {
  std::string_view name;   // LLVM processor name, e.g. "gfx1201"
  Family family;
  std::uint32_t elf_mach;  // EF_AMDGPU_MACH_* value in e_flags[7:0] (llvm/BinaryFormat/ELF.h)
  std::string_view chip;   // the GPU it names, e.g. "Navi 31", "Strix Halo"
  // VGPRs per lane of a SIMD (wave32) and the wave32 allocation block: 1536/24 with FeatureGFX11FullVGPRs (gfx1100,
  // gfx1101, gfx1151) and on gfx12, else 1024/16 (AMDGPUBaseInfo.cpp getTotalNumVGPRs, getVGPRAllocGranule).
  int vgprs_per_simd_lane;
  int vgpr_alloc_granule;
  bool salu_float;        // FeatureSALUFloatInsts: s_add_f32, s_cvt_f32_i32, ... (gfx1150+)
  bool trans_use_hazard;  // FeatureVALUTransUseHazard: a TRANS result read too soon needs s_waitcnt_depctr (gfx110x)
};

// Every target clang-19 accepts of these families, in LLVM's order.
std::span<const Target> all_targets();

// Looks up a processor name ("gfx1100") or an alias ("rdna3" -> gfx1100, "rdna4" -> gfx1201).
std::optional<Target> find_target(std::string_view name_or_alias);

// The target whose EF_AMDGPU_MACH value is `mach`, if wmmasim supports it.
std::optional<Target> target_from_elf_mach(std::uint32_t mach);

std::string_view family_name(Family family);  // "gfx11" / "gfx12"

// One line listing the accepted names, for error messages and --help.
std::string accepted_target_names();

}  // namespace wmmasim::isa
