// One AMDGPU code object as the runtime places it in simulated global memory: its loadable segments at one base
// address (so that the PC-relative addresses clang emits for __device__ and __constant__ variables reach them),
// its dynamic relocations applied, its global symbols, and the kernels decoded on first use.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/debuginfo/source_lines.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/state/memory.h"

namespace wmmasim::hiprt {

class CodeObjectImage {
 public:
  struct Symbol {
    std::uint64_t address = 0;  // in simulated global memory (after load)
    std::uint64_t size = 0;
  };

  // Reads the ELF (throws isa::CodeObjectError with one line when it is not a usable AMDGPU code object).
  CodeObjectImage(std::vector<std::byte> elf, std::string origin);

  const std::string& origin() const { return origin_; }
  const std::vector<std::byte>& elf() const { return elf_; }
  const isa::Target& target() const { return target_; }
  bool has_kernel(std::string_view name) const;

  // Places the segments in `memory` (once) and returns the base address.
  std::uint64_t load(sim::GlobalMemory& memory);
  bool loaded() const { return base_.has_value(); }
  std::uint64_t image_size() const { return image_.size(); }
  // The kernel decoded for the loaded image; throws isa::CodeObjectError when there is no such kernel.
  const sim::KernelProgram& program(std::string_view kernel, sim::GlobalMemory& memory);
  // The code object's DWARF line tables (read on first use; none when it was built without them).
  const debuginfo::SourceLines& source_lines();
  // A data object (variable) of the code object, at its loaded address.
  std::optional<Symbol> global(std::string_view name, sim::GlobalMemory& memory);

 private:
  struct ElfSymbol {
    std::uint64_t value = 0;
    std::uint64_t size = 0;
    bool is_object = false;
  };
  struct Relocation {
    std::uint64_t offset = 0;
    std::uint32_t type = 0;
    std::int64_t addend = 0;
    std::uint64_t symbol_value = 0;
  };
  void read_elf();

  std::vector<std::byte> elf_;
  std::string origin_;
  isa::Target target_{};
  std::vector<std::string> kernels_;
  std::vector<std::byte> image_;  // the PT_LOAD segments at their virtual addresses
  std::uint64_t alignment_ = 4096;
  std::map<std::string, ElfSymbol, std::less<>> symbols_;
  std::vector<Relocation> relocations_;
  std::optional<std::uint64_t> base_;
  std::map<std::string, std::unique_ptr<sim::KernelProgram>, std::less<>> programs_;
  std::optional<debuginfo::SourceLines> source_lines_;
};

// The size of an AMDGPU ELF image that starts at `data` (from its headers), 0 when it is not an ELF.
std::size_t elf_image_size(const std::byte* data);

}  // namespace wmmasim::hiprt
