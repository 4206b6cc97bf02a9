// Where code objects live: a bare AMDGPU ELF, a clang offload bundle (plain "__CLANG_OFFLOAD_BUNDLE__" or compressed
// "CCOB"), or a host ELF (executable, shared library, .o) that clang++ -x hip gave a .hip_fatbin section. This reader
// finds every AMDGPU code object in any of them and picks the one for a target.
// Formats: clang/lib/Driver/OffloadBundler.cpp (LLVM 19-20) and clang/lib/CodeGen/CGCUDANV.cpp (the .hip_fatbin
// section and the __hip_fatbin_wrapper in .hipFatBinSegment).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/code_object.h"

namespace wmmasim::isa {

struct CodeObjectEntry {
  std::string bundle_id;               // e.g. "hipv4-amdgcn-amd-amdhsa--gfx1201" ("" for a bare ELF)
  std::optional<Target> target;        // when the entry is an AMDGPU code object of a known target
  std::vector<std::byte> code_object;  // the AMDGPU ELF bytes
};

// Every AMDGPU code object inside `bytes`, in file order: a bare AMDGPU ELF; a clang offload bundle, plain or
// compressed (CCOB versions 1-3, zstd or zlib); a host ELF executable, shared library or .o whose .hip_fatbin section
// (else the bundles its .hipFatBinSegment wrappers point to) holds one bundle per translation unit. Entries that are
// not AMDGPU ELF files (the empty host entry, -fgpu-rdc bitcode) are left out. Throws CodeObjectError, one line that
// starts with `origin` and says what the file is and why it holds no code object.
std::vector<CodeObjectEntry> extract_code_objects(std::span<const std::byte> bytes,
                                                  std::string_view origin = "input");

// The size in bytes of the offload bundle (plain or compressed, versions 2 and 3) starting at `bundle`: what
// __hipRegisterFatBinary gets is a pointer without a size. Throws CodeObjectError when `bundle` is not a bundle or is a
// version-1 compressed bundle (which records no size).
std::size_t offload_bundle_size(const std::byte* bundle);

// The entry for `target`, or the only entry when no target is given. With several entries for the target (one per
// translation unit of a program) the first. Otherwise CodeObjectError naming the targets the file has.
const CodeObjectEntry& select_code_object(const std::vector<CodeObjectEntry>& entries, std::optional<Target> target,
                                          std::string_view origin = "input");

// "gfx1100, gfx1201": the targets of `entries` (the bundle id for an entry of an unknown target), each once.
std::string entry_targets(const std::vector<CodeObjectEntry>& entries);

}  // namespace wmmasim::isa
