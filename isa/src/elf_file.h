// Internal to wmmasim_isa: the ELF reading shared by the code-object loader and the container reader.
#pragma once

#include <fmt/format.h>
#include <gelf.h>
#include <libelf.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "wmmasim/isa/code_object.h"

namespace wmmasim::isa::detail {

inline constexpr const char* kHint =
    "pass an AMDGPU code object, offload bundle or HIP program built for gfx11/gfx12, e.g. by clang++-19 "
    "--offload-arch=gfx1201";

[[noreturn]] inline void fail(const std::string& origin, const std::string& what, const std::string& todo = kHint) {
  throw CodeObjectError(fmt::format("{}: {}: {}", origin, what, todo));
}

struct ElfCloser {
  void operator()(Elf* elf) const { elf_end(elf); }
};

struct Section {
  std::string name;
  GElf_Shdr header;
  Elf_Scn* scn;
};

template <typename T>
T read_le(const unsigned char* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

// A 64-bit ELF file read with libelf: the header and the named sections. libelf reads `bytes` in place, so they must
// outlive the reader and be writable (elf_memory may convert a foreign byte order in place).
class ElfReader {
 public:
  ElfReader(std::vector<std::byte>& bytes, const std::string& origin) : origin_(origin) {
    if (elf_version(EV_CURRENT) == EV_NONE) fail(origin, "libelf is out of date", "reinstall libelf-dev");
    if (bytes.size() < SELFMAG || std::memcmp(bytes.data(), ELFMAG, SELFMAG) != 0) {
      fail(origin, "not an ELF file (no \\177ELF magic)");
    }
    if (bytes.size() < sizeof(Elf64_Ehdr)) {
      fail(origin, fmt::format("truncated: {} bytes, less than the {}-byte ELF header", bytes.size(),
                               sizeof(Elf64_Ehdr)));
    }
    elf_.reset(elf_memory(reinterpret_cast<char*>(bytes.data()), bytes.size()));
    if (!elf_ || elf_kind(elf_.get()) != ELF_K_ELF) fail(origin, fmt::format("not a valid ELF file ({})", error()));
    if (gelf_getclass(elf_.get()) != ELFCLASS64) fail(origin, "not a 64-bit ELF file");
    if (!gelf_getehdr(elf_.get(), &header_)) fail(origin, fmt::format("corrupt ELF header ({})", error()));
    // libelf reports a section header table past the end of the file only as missing sections; say what it is.
    const std::uint64_t table_bytes = std::uint64_t{header_.e_shnum} * header_.e_shentsize;
    if (header_.e_shoff > bytes.size() || table_bytes > bytes.size() - header_.e_shoff) {
      fail(origin, fmt::format("truncated or corrupt: its section headers (offset {}, {} bytes) end beyond the "
                               "file's {} bytes",
                               header_.e_shoff, table_bytes, bytes.size()));
    }
    std::size_t strndx = 0;
    if (elf_getshdrstrndx(elf_.get(), &strndx) != 0) fail(origin, fmt::format("corrupt ELF ({})", error()));
    for (Elf_Scn* scn = elf_nextscn(elf_.get(), nullptr); scn; scn = elf_nextscn(elf_.get(), scn)) {
      GElf_Shdr shdr;
      if (!gelf_getshdr(scn, &shdr)) fail(origin, fmt::format("corrupt section header ({})", error()));
      const char* name = elf_strptr(elf_.get(), strndx, shdr.sh_name);
      sections_.push_back({name ? name : "", shdr, scn});
    }
  }

  const GElf_Ehdr& header() const { return header_; }
  const std::vector<Section>& sections() const { return sections_; }

  // The bytes of a section, checked against the file's size by libelf.
  std::span<const unsigned char> data(const Section& s) const {
    if (s.header.sh_type == SHT_NOBITS) return {};
    Elf_Data* d = elf_getdata(s.scn, nullptr);
    if (!d || (d->d_size != 0 && !d->d_buf) || d->d_size < s.header.sh_size) {
      fail(origin_, fmt::format("section {} is truncated or corrupt ({})", s.name, error()));
    }
    return {static_cast<const unsigned char*>(d->d_buf), d->d_size};
  }

  // `size` bytes at virtual address `address`, from the section that holds them.
  std::optional<std::span<const unsigned char>> at_address(std::uint64_t address, std::size_t size) const {
    for (const Section& s : sections_) {
      if (s.header.sh_type == SHT_NOBITS || !(s.header.sh_flags & SHF_ALLOC)) continue;
      if (address < s.header.sh_addr || address + size > s.header.sh_addr + s.header.sh_size) continue;
      return data(s).subspan(address - s.header.sh_addr, size);
    }
    return std::nullopt;
  }

  Elf* elf() const { return elf_.get(); }
  static std::string error() {
    const char* msg = elf_errmsg(-1);
    return msg ? msg : "unknown libelf error";
  }

 private:
  std::string origin_;
  std::unique_ptr<Elf, ElfCloser> elf_;
  GElf_Ehdr header_{};
  std::vector<Section> sections_;
};

}  // namespace wmmasim::isa::detail
