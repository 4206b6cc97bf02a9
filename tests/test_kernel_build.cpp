// The build turns every kernels/*.hip into a real AMDGPU code object for each of its targets.
// Oracles: libelf for the ELF header, llvm-objdump-19 for the instructions.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <unistd.h>

#include "support.h"
#include "wmmasim/isa/arch.h"

namespace {

constexpr int kEmAmdgpu = 224;       // EM_AMDGPU
constexpr unsigned kMachMask = 0xff;  // EF_AMDGPU_MACH
constexpr int kOsAbiAmdgpuHsa = 64;  // ELFOSABI_AMDGPU_HSA (not in elfutils' elf.h)

GElf_Ehdr read_elf_header(const std::string& path) {
  REQUIRE(elf_version(EV_CURRENT) != EV_NONE);
  const int fd = open(path.c_str(), O_RDONLY);
  REQUIRE_MESSAGE(fd >= 0, "cannot open " << path);
  Elf* elf = elf_begin(fd, ELF_C_READ, nullptr);
  REQUIRE_MESSAGE(elf != nullptr, elf_errmsg(-1));
  GElf_Ehdr header{};
  const bool ok = gelf_getehdr(elf, &header) != nullptr;
  const int elf_class = gelf_getclass(elf);
  elf_end(elf);
  close(fd);
  REQUIRE(ok);
  REQUIRE(elf_class == ELFCLASS64);
  return header;
}

}  // namespace

TEST_CASE("the build produced at least one code object per family") {
  const auto kernels = wmmasim::test::built_kernels();
  bool gfx11 = false, gfx12 = false;
  for (const auto& k : kernels) {
    const auto target = wmmasim::isa::find_target(k.target);
    REQUIRE(target.has_value());
    gfx11 |= target->family == wmmasim::isa::Family::Gfx11;
    gfx12 |= target->family == wmmasim::isa::Family::Gfx12;
  }
  CHECK(gfx11);
  CHECK(gfx12);
}

TEST_CASE("every built code object is an AMDGPU ELF for its target") {
  for (const auto& k : wmmasim::test::built_kernels()) {
    CAPTURE(k.path);
    const GElf_Ehdr header = read_elf_header(k.path);
    CHECK(header.e_machine == kEmAmdgpu);
    CHECK(header.e_type == ET_DYN);
    CHECK(header.e_ident[EI_OSABI] == kOsAbiAmdgpuHsa);
    const auto target = wmmasim::isa::find_target(k.target);
    REQUIRE(target.has_value());
    CHECK((header.e_flags & kMachMask) == target->elf_mach);
  }
}

TEST_CASE("llvm-objdump-19 finds a WMMA instruction in the wmma_matmul code objects") {
  int checked = 0;
  for (const auto& k : wmmasim::test::built_kernels()) {
    if (k.name != "wmma_matmul") continue;
    CAPTURE(k.path);
    const std::string text = wmmasim::test::objdump(k);
    CHECK(text.find("v_wmma_f32_16x16x16_f16") != std::string::npos);
    CHECK(text.find("s_endpgm") != std::string::npos);
    ++checked;
  }
  CHECK(checked == 4);  // gfx1100 and gfx1201, wave32 and wave64
}
