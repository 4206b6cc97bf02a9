#include "wmmasim/isa/arch.h"

#include <algorithm>
#include <array>

namespace wmmasim::isa {
namespace {

// EF_AMDGPU_MACH_AMDGCN_GFX11xx / GFX12xx values from llvm/include/llvm/BinaryFormat/ELF.h. The other columns:
// FeatureISAVersion11_0_0..11_5_2 and FeatureISAVersion12 of LLVM 19's AMDGPU.td, checked with llvm-mc-19 and
// clang-19 (docs/isa.md "Targets"; tests/test_isa_targets.cpp). gfx1153 is not here: clang-19 rejects it.
constexpr std::array kTargets{
    //     name       family        mach   chip           VGPRs granule SALU-f TRANS-use
    Target{"gfx1100", Family::Gfx11, 0x041, "Navi 31", 1536, 24, false, true},
    Target{"gfx1101", Family::Gfx11, 0x046, "Navi 32", 1536, 24, false, true},
    Target{"gfx1102", Family::Gfx11, 0x047, "Navi 33", 1024, 16, false, true},
    Target{"gfx1103", Family::Gfx11, 0x044, "Phoenix", 1024, 16, false, true},
    Target{"gfx1150", Family::Gfx11, 0x043, "Strix Point", 1024, 16, true, false},
    Target{"gfx1151", Family::Gfx11, 0x04a, "Strix Halo", 1536, 24, true, false},
    Target{"gfx1152", Family::Gfx11, 0x055, "Krackan Point", 1024, 16, true, false},
    Target{"gfx1200", Family::Gfx12, 0x048, "Navi 44", 1536, 24, true, false},
    Target{"gfx1201", Family::Gfx12, 0x04e, "Navi 48", 1536, 24, true, false},
};

struct Alias {
  std::string_view alias;
  std::string_view target;
};
// The board each alias stands for is the one tests/data/hw-traces was recorded on.
constexpr std::array kAliases{Alias{"rdna3", "gfx1100"}, Alias{"rdna4", "gfx1201"}};

}  // namespace

std::span<const Target> all_targets() { return kTargets; }

std::optional<Target> find_target(std::string_view name_or_alias) {
  for (const Alias& a : kAliases) {
    if (a.alias == name_or_alias) name_or_alias = a.target;
  }
  const auto it = std::ranges::find(kTargets, name_or_alias, &Target::name);
  if (it == kTargets.end()) return std::nullopt;
  return *it;
}

std::optional<Target> target_from_elf_mach(std::uint32_t mach) {
  const auto it = std::ranges::find(kTargets, mach, &Target::elf_mach);
  if (it == kTargets.end()) return std::nullopt;
  return *it;
}

std::string_view family_name(Family family) { return family == Family::Gfx11 ? "gfx11" : "gfx12"; }

std::string accepted_target_names() {
  std::string names;
  for (const Target& t : kTargets) {
    names += t.name;
    names += ", ";
  }
  for (const Alias& a : kAliases) {
    names += a.alias;
    names += a.alias == kAliases.back().alias ? "" : ", ";
  }
  return names;
}

}  // namespace wmmasim::isa
