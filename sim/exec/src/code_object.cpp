// A KernelProgram from a code object (or a bundle or HIP program holding one for a single target): the isa loader
// (isa/code_object.h) reads the ELF, the kernel descriptor and the metadata; this turns them into the KernelInfo the
// executor needs.
#include "internal.h"
#include "wmmasim/isa/code_object.h"

namespace wmmasim::sim {
namespace {

// kernel_code_properties bit 11 (llvm/Support/AMDHSAKernelDescriptor.h KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK).
constexpr std::uint16_t kUsesDynamicStack = 1u << 11;

// The MODE register the hardware loads from rsrc1 (AMDGPUUsage "compute_pgm_rsrc1 for GFX6-GFX12"): the float
// round and denorm modes rsrc1[19:12] become MODE[7:0]; gfx11's ENABLE_DX10_CLAMP (rsrc1[21]) and ENABLE_IEEE_MODE
// (rsrc1[23]) become MODE[8] and MODE[9] (gfx12 has neither bit).
std::uint32_t initial_mode(std::uint32_t rsrc1, isa::Family family) {
  std::uint32_t mode = (rsrc1 >> 12) & 0xffu;
  if (family == isa::Family::Gfx11) mode |= ((rsrc1 >> 21) & 1u) << 8 | ((rsrc1 >> 23) & 1u) << 9;
  return mode;
}

}  // namespace

KernelProgram KernelProgram::from_code_object(std::span<const std::byte> code_object, std::string_view kernel,
                                              std::uint64_t load_address) {
  const isa::CodeObject object = isa::CodeObject::from_container(code_object, "code object");
  const isa::Kernel& k = object.kernel(kernel);
  const isa::KernelDescriptor& kd = k.descriptor;
  KernelInfo info;
  info.name = k.name;
  info.target = object.target();
  info.wave_size = k.wave_size();
  info.vgpr_count = kd.allocated_vgprs();
  info.wgp_mode = kd.wgp_mode();
  info.user_sgpr_count = static_cast<std::uint32_t>(kd.user_sgpr_count());
  info.user_sgprs = kd.kernel_code_properties & 0x7f;
  info.workgroup_id = {kd.workgroup_id(0), kd.workgroup_id(1), kd.workgroup_id(2)};
  info.workgroup_info = kd.workgroup_info();
  info.private_segment = kd.private_segment();
  info.workitem_id_dims = kd.workitem_id_dims() - 1;
  info.group_segment_size = kd.group_segment_fixed_size;
  info.private_segment_size = kd.private_segment_fixed_size;
  info.kernarg_segment_size = k.kernarg_segment_size != 0 ? k.kernarg_segment_size : kd.kernarg_size;
  if (k.max_flat_workgroup_size != 0) info.max_flat_workgroup_size = k.max_flat_workgroup_size;
  info.dynamic_stack = (kd.kernel_code_properties & kUsesDynamicStack) != 0;
  info.initial_mode = initial_mode(kd.compute_pgm_rsrc1, info.target.family);
  // The whole code section: functions the kernel calls (s_swappc_b64) may lie before its entry point. The code
  // object sits at `load_address` in the simulator's memory (PC-relative globals).
  info.code_address = load_address + object.text_address();
  info.load_address = load_address;
  info.entry_offset = static_cast<std::uint32_t>(k.entry_address - object.text_address());
  info.args = k.arguments;
  info.printf_formats = k.printf_formats;
  return KernelProgram(std::move(info), object.text());
}

}  // namespace wmmasim::sim
