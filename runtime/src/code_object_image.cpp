#include "code_object_image.h"

#include <elf.h>
#include <fmt/format.h>
#include <gelf.h>
#include <libelf.h>

#include <algorithm>
#include <cstring>

#include "runtime.h"
#include "wmmasim/isa/code_object.h"

namespace wmmasim::hiprt {
namespace {

// AMDGPU dynamic relocation types (llvm/BinaryFormat/ELFRelocs/AMDGPU.def).
constexpr std::uint32_t kRelocationAbs64 = 3;
constexpr std::uint32_t kRelocationRelative64 = 13;

struct ElfHandle {
  Elf* elf;
  ~ElfHandle() { elf_end(elf); }
};

[[noreturn]] void bad_elf(const std::string& origin, std::string_view what) {
  throw isa::CodeObjectError(fmt::format("{}: {} ({})", origin, what, elf_errmsg(-1)));
}

}  // namespace

CodeObjectImage::CodeObjectImage(std::vector<std::byte> elf, std::string origin)
    : elf_(std::move(elf)), origin_(std::move(origin)) {
  const isa::CodeObject object = isa::CodeObject::parse(elf_, origin_);
  target_ = object.target();
  for (const isa::Kernel& kernel : object.kernels()) kernels_.push_back(kernel.name);
  read_elf();
}

bool CodeObjectImage::has_kernel(std::string_view name) const { return std::ranges::find(kernels_, name) != kernels_.end(); }

// The loadable segments, the symbols and the dynamic relocations (ELF-64 gABI; AMDGPUUsage "Code Object" notes
// that a code object is a shared object whose segments the loader places at one base).
void CodeObjectImage::read_elf() {
  elf_version(EV_CURRENT);
  const ElfHandle handle{elf_memory(reinterpret_cast<char*>(elf_.data()), elf_.size())};
  if (handle.elf == nullptr) bad_elf(origin_, "not an ELF file");
  std::size_t segment_count = 0;
  if (elf_getphdrnum(handle.elf, &segment_count) != 0) bad_elf(origin_, "no program headers");
  for (std::size_t i = 0; i < segment_count; ++i) {
    GElf_Phdr segment;
    if (gelf_getphdr(handle.elf, static_cast<int>(i), &segment) == nullptr || segment.p_type != PT_LOAD) continue;
    if (segment.p_offset + segment.p_filesz > elf_.size() || segment.p_filesz > segment.p_memsz) {
      bad_elf(origin_, "a loadable segment lies outside the file");
    }
    const std::uint64_t end = segment.p_vaddr + segment.p_memsz;
    if (end > (std::uint64_t{1} << 32)) bad_elf(origin_, "a loadable segment ends beyond 4 GiB");
    if (end > image_.size()) image_.resize(end);
    std::copy_n(elf_.begin() + static_cast<std::ptrdiff_t>(segment.p_offset), segment.p_filesz,
                image_.begin() + static_cast<std::ptrdiff_t>(segment.p_vaddr));
    alignment_ = std::max<std::uint64_t>(alignment_, segment.p_align);
  }
  if (image_.empty()) bad_elf(origin_, "no loadable segment");

  Elf_Scn* section = nullptr;
  while ((section = elf_nextscn(handle.elf, section)) != nullptr) {
    GElf_Shdr header;
    if (gelf_getshdr(section, &header) == nullptr) continue;
    if (header.sh_type == SHT_SYMTAB || header.sh_type == SHT_DYNSYM) {
      Elf_Data* data = elf_getdata(section, nullptr);
      const std::size_t count = header.sh_entsize == 0 ? 0 : header.sh_size / header.sh_entsize;
      for (std::size_t i = 0; data != nullptr && i < count; ++i) {
        GElf_Sym symbol;
        if (gelf_getsym(data, static_cast<int>(i), &symbol) == nullptr || symbol.st_shndx == SHN_UNDEF) continue;
        const char* name = elf_strptr(handle.elf, header.sh_link, symbol.st_name);
        if (name == nullptr || *name == '\0') continue;
        symbols_.try_emplace(name, ElfSymbol{symbol.st_value, symbol.st_size, GELF_ST_TYPE(symbol.st_info) == STT_OBJECT});
      }
    }
  }
  section = nullptr;
  while ((section = elf_nextscn(handle.elf, section)) != nullptr) {
    GElf_Shdr header;
    if (gelf_getshdr(section, &header) == nullptr || header.sh_type != SHT_RELA || (header.sh_flags & SHF_ALLOC) == 0) continue;
    Elf_Data* data = elf_getdata(section, nullptr);
    Elf_Scn* symbol_section = elf_getscn(handle.elf, header.sh_link);
    Elf_Data* symbol_data = symbol_section != nullptr ? elf_getdata(symbol_section, nullptr) : nullptr;
    const std::size_t count = header.sh_entsize == 0 ? 0 : header.sh_size / header.sh_entsize;
    for (std::size_t i = 0; data != nullptr && i < count; ++i) {
      GElf_Rela rela;
      if (gelf_getrela(data, static_cast<int>(i), &rela) == nullptr) continue;
      Relocation relocation{rela.r_offset, static_cast<std::uint32_t>(GELF_R_TYPE(rela.r_info)), rela.r_addend, 0};
      GElf_Sym symbol;
      if (symbol_data != nullptr && GELF_R_SYM(rela.r_info) != 0 &&
          gelf_getsym(symbol_data, static_cast<int>(GELF_R_SYM(rela.r_info)), &symbol) != nullptr) {
        relocation.symbol_value = symbol.st_value;
      }
      relocations_.push_back(relocation);
    }
  }
}

std::uint64_t CodeObjectImage::load(sim::GlobalMemory& memory) {
  if (base_) return *base_;
  const std::uint64_t base = memory.allocate(fmt::format("code object {} ({})", origin_, static_cast<const void*>(this)),
                                             image_.size(), alignment_);
  for (const Relocation& r : relocations_) {
    if (r.offset + 8 > image_.size()) continue;
    std::uint64_t value = 0;
    if (r.type == kRelocationRelative64) {
      value = base + static_cast<std::uint64_t>(r.addend);
    } else if (r.type == kRelocationAbs64) {
      value = base + r.symbol_value + static_cast<std::uint64_t>(r.addend);
    } else {
      report(fmt::format("{}: dynamic relocation type {} at {:#x} is not applied (only RELATIVE64 and ABS64 are)",
                         origin_, r.type, r.offset));
      continue;
    }
    std::memcpy(image_.data() + r.offset, &value, sizeof value);
  }
  memory.write(base, image_);
  base_ = base;
  return base;
}

const debuginfo::SourceLines& CodeObjectImage::source_lines() {
  if (!source_lines_) source_lines_ = debuginfo::SourceLines::from_code_object(elf_);
  return *source_lines_;
}

const sim::KernelProgram& CodeObjectImage::program(std::string_view kernel, sim::GlobalMemory& memory) {
  if (const auto it = programs_.find(kernel); it != programs_.end()) return *it->second;
  const std::uint64_t base = load(memory);
  auto program = std::make_unique<sim::KernelProgram>(sim::KernelProgram::from_code_object(elf_, kernel, base));
  return *programs_.emplace(std::string(kernel), std::move(program)).first->second;
}

std::optional<CodeObjectImage::Symbol> CodeObjectImage::global(std::string_view name, sim::GlobalMemory& memory) {
  const auto it = symbols_.find(name);
  if (it == symbols_.end() || !it->second.is_object) return std::nullopt;
  return Symbol{load(memory) + it->second.value, it->second.size};
}

std::size_t elf_image_size(const std::byte* data) {
  Elf64_Ehdr header;
  std::memcpy(&header, data, sizeof header);
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64) return 0;
  std::size_t end = std::max<std::size_t>(sizeof header, header.e_shoff + std::size_t{header.e_shnum} * header.e_shentsize);
  for (unsigned i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    std::memcpy(&segment, data + header.e_phoff + i * std::size_t{header.e_phentsize}, sizeof segment);
    end = std::max<std::size_t>(end, segment.p_offset + segment.p_filesz);
  }
  for (unsigned i = 0; i < header.e_shnum; ++i) {
    Elf64_Shdr section;
    std::memcpy(&section, data + header.e_shoff + i * std::size_t{header.e_shentsize}, sizeof section);
    if (section.sh_type != SHT_NOBITS) end = std::max<std::size_t>(end, section.sh_offset + section.sh_size);
  }
  return end;
}

}  // namespace wmmasim::hiprt
