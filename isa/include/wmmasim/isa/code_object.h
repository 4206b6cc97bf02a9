// Code objects: AMDGPU ELF64 files (.hsaco) as clang-19 writes them and as tests/data/hw-traces stores them. The loader
// finds the target, the kernels (symbol + `.kd` kernel descriptor + NT_AMDGPU_METADATA entry) and the machine code.
// load() and from_container() also take the files code objects come in (offload bundles, HIP programs: container.h).
// Layouts: docs/reference/toolchain.md §5 and llvm-facts.md §5 (AMDHSAKernelDescriptor.h, AMDGPUUsage).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/decoder.h"

namespace wmmasim::isa {

// Anything wrong with a code object or the kernel asked for. The message is one line: what is wrong, in which file,
// what to do.
struct CodeObjectError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The 64-byte kernel descriptor (llvm/Support/AMDHSAKernelDescriptor.h), raw fields and their meaning.
struct KernelDescriptor {
  std::uint32_t group_segment_fixed_size = 0;    // LDS bytes
  std::uint32_t private_segment_fixed_size = 0;  // scratch bytes per work-item
  std::uint32_t kernarg_size = 0;
  std::int64_t kernel_code_entry_byte_offset = 0;  // from the descriptor's own address
  std::uint32_t compute_pgm_rsrc3 = 0;
  std::uint32_t compute_pgm_rsrc1 = 0;
  std::uint32_t compute_pgm_rsrc2 = 0;
  std::uint16_t kernel_code_properties = 0;
  std::uint16_t kernarg_preload = 0;

  int wave_size() const { return (kernel_code_properties >> 10) & 1 ? 32 : 64; }  // ENABLE_WAVEFRONT_SIZE32
  // rsrc1[5:0] GRANULATED_WORKITEM_VGPR_COUNT: VGPRs allocated per lane, in granules of 8 (wave32) / 4 (wave64).
  int allocated_vgprs() const { return ((compute_pgm_rsrc1 & 0x3F) + 1) * (wave_size() == 32 ? 8 : 4); }
  // rsrc2[5:1] USER_SGPR_COUNT: SGPRs the dispatcher writes before the system SGPRs. gfx1100/gfx1102 pad it so that
  // user + system SGPRs end at s15 (FeatureUserSGPRInit16Bug); it can exceed enabled_user_sgprs().
  int user_sgpr_count() const { return (compute_pgm_rsrc2 >> 1) & 0x1F; }
  // rsrc1[29] WGP_MODE (gfx10+): a workgroup's waves may use both compute units of a workgroup processor
  // (reference/toolchain.md §5; clang sets it by default, tinygrad's kernels in hw-traces do not).
  bool wgp_mode() const { return (compute_pgm_rsrc1 >> 29) & 1; }
  bool private_segment() const { return compute_pgm_rsrc2 & 1; }        // rsrc2[0] ENABLE_PRIVATE_SEGMENT
  bool workgroup_id(int dim) const { return (compute_pgm_rsrc2 >> (7 + dim)) & 1; }  // rsrc2[7..9] TGID_X/Y/Z_EN
  bool workgroup_info() const { return (compute_pgm_rsrc2 >> 10) & 1; }
  int workitem_id_dims() const { return static_cast<int>((compute_pgm_rsrc2 >> 11) & 3) + 1; }  // ids in v0
  // kernel_code_properties[6:0]: which user SGPRs are set, in this order.
  bool private_segment_buffer() const { return kernel_code_properties & 1; }  // 4 SGPRs
  bool dispatch_ptr() const { return kernel_code_properties & 2; }            // 2
  bool queue_ptr() const { return kernel_code_properties & 4; }               // 2
  bool kernarg_segment_ptr() const { return kernel_code_properties & 8; }     // 2
  bool dispatch_id() const { return kernel_code_properties & 16; }            // 2
  bool flat_scratch_init() const { return kernel_code_properties & 32; }      // 2
  bool private_segment_size() const { return kernel_code_properties & 64; }   // 1
  bool uses_dynamic_stack() const { return (kernel_code_properties >> 11) & 1; }
  int enabled_user_sgprs() const;  // SGPRs the enabled user inputs occupy
  int kernarg_sgpr() const;        // first SGPR of the kernarg pointer, or -1
};

struct KernelArgument {
  std::string name;           // "" when clang omits it (-O3 without -g)
  std::uint32_t offset = 0;   // in the kernarg segment
  std::uint32_t size = 0;
  std::string value_kind;     // global_buffer, by_value, hidden_*, ...
  std::string address_space;  // global, ... ("" for by_value)
  std::string type_name;      // ".type_name" when present
  std::string access;         // ".actual_access" (what the code does), else ".access"; "" when neither is there
};

struct Kernel {
  std::string name;                  // the kernel symbol
  std::uint64_t descriptor_address = 0;
  std::uint64_t entry_address = 0;   // descriptor_address + kernel_code_entry_byte_offset
  std::uint64_t code_size = 0;       // bytes of machine code (the symbol's size, else up to the end of .text)
  KernelDescriptor descriptor;
  // From the NT_AMDGPU_METADATA note.
  std::vector<KernelArgument> arguments;
  std::uint32_t kernarg_segment_size = 0;
  std::uint32_t kernarg_segment_align = 0;
  std::uint32_t group_segment_fixed_size = 0;
  std::uint32_t private_segment_fixed_size = 0;
  std::uint32_t sgpr_count = 0;
  std::uint32_t vgpr_count = 0;
  std::uint32_t max_flat_workgroup_size = 0;
  int wavefront_size = 0;
  // The code object's amdhsa.printf entries ("0:0:<hash>,<format>"), which buffered device printf
  // (-mprintf-kind=buffered) identifies by hash; empty for the default hostcall printf.
  std::vector<std::string> printf_formats;

  int wave_size() const { return descriptor.wave_size(); }
  // The first SGPR after the user SGPRs, where gfx11 places the enabled workgroup ids (x, then y, then z).
  int first_system_sgpr() const { return descriptor.user_sgpr_count(); }
};

// A function in .text (a FUNC symbol): a kernel's machine code, or a device function a kernel calls (a function the
// compiler did not inline, printf's and the device library's helpers).
struct Function {
  std::string name;           // the symbol
  std::uint64_t address = 0;
  std::uint64_t size = 0;     // bytes: the symbol's size, else up to the next function or the end of .text
  bool kernel = false;        // a kernel's entry point (a <name>.kd descriptor points to it)
};

class CodeObject {
 public:
  // Reads the code object for `target` (or the only one) from a file in any container extract_code_objects() knows;
  // throws CodeObjectError (one line) for anything unusable.
  static CodeObject load(const std::string& path, std::optional<Target> target = std::nullopt);
  static CodeObject from_container(std::span<const std::byte> bytes, std::string origin,
                                   std::optional<Target> target = std::nullopt);
  // Reads and checks one AMDGPU ELF code object.
  static CodeObject parse(std::vector<std::byte> bytes, std::string origin);

  const std::string& origin() const { return origin_; }
  const Target& target() const { return target_; }
  std::span<const Kernel> kernels() const { return kernels_; }
  // The kernel `name` means: its symbol, its demangled name ("wmma_gemm(_Float16 const*, ...)"), its short name
  // ("wmma_gemm") or an unambiguous prefix of one of them; "" means the only kernel. Throws CodeObjectError naming
  // the candidates.
  const Kernel& kernel(std::string_view name) const;
  std::string kernel_names() const;  // the symbols: "a, b, c"
  std::string kernel_list() const;   // the demangled names: "wmma_gemm(_Float16 const*, ...), b"

  std::uint64_t text_address() const { return text_address_; }
  std::span<const std::uint32_t> text() const { return text_; }
  // The machine code of one kernel, from its entry point.
  std::span<const std::uint32_t> code(const Kernel& kernel) const;
  // Decodes the kernel once, with the wave size its descriptor declares.
  DecodedProgram decode(const Kernel& kernel) const;

  // Every function in .text, by address.
  std::span<const Function> functions() const { return functions_; }
  std::span<const std::uint32_t> code(const Function& function) const;
  // Device functions have no descriptor: they are decoded with the wave size of the code object's kernels.
  DecodedProgram decode(const Function& function) const;
  int wave_size() const { return kernels_.front().wave_size(); }

 private:
  std::string origin_;
  Target target_{};
  std::vector<Kernel> kernels_;
  std::vector<Function> functions_;
  std::uint64_t text_address_ = 0;
  std::vector<std::uint32_t> text_;
};

}  // namespace wmmasim::isa
