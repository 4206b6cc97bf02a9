// How the hardware allocates a workgroup's LDS, and so which LDS addresses its range check lets through.
#pragma once

#include <cstdint>

namespace wmmasim::isa {

// Every gfx11 and gfx12 target gives a workgroup its LDS in units of 128 dwords (512 bytes): LLVM 19 encodes a
// kernel's LDS in COMPUTE_PGM_RSRC2.LDS_SIZE in those units (AMDGPUAsmPrinter::getSIProgramInfo, "LDS is allocated
// in 128 dword blocks" for every generation from Sea Islands on; AMDGPUUsage.rst, LDS_SIZE
// "roundup(lds-size / (128 * 4))"), and that is the allocation the LDS range check compares an address with. An
// access past the kernel's declared size but inside its last unit reaches memory the workgroup owns; past it, a read
// gives 0 and a write is dropped. (Later LLVM notes that GFX10.3-GFX12.0 place these allocations in 1024-byte blocks,
// which bounds occupancy: "encode in 512-byte units while allocating 1024-byte blocks", llvm-project PR 224852; AMD's
// guides do not say that the range check uses the block, so the simulator takes the encoded allocation.)
inline constexpr std::uint32_t kLdsAllocationGranule = 512;

// The bytes of LDS a workgroup that asks for `bytes` owns.
constexpr std::uint32_t lds_allocated_bytes(std::uint32_t bytes) {
  return (bytes + kLdsAllocationGranule - 1) / kLdsAllocationGranule * kLdsAllocationGranule;
}

}  // namespace wmmasim::isa
