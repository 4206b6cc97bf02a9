// The buffer resource descriptor (V#) of gfx11's buffer instructions and of s_buffer_load: four SGPRs
// (RDNA3 ISA §9.1.5 "Buffer Resource", AMDGPUUsage's buffer resource layout for GFX11):
//   dword0 base[31:0]; dword1 base[47:32] in [15:0], STRIDE [29:16], SWIZZLE_ENABLE [31:30]; dword2 NUM_RECORDS;
//   dword3 DST_SEL [11:0], FORMAT [18:12], INDEX_STRIDE [22:21], ADD_TID_ENABLE [23], OOB_SELECT [29:28].
#pragma once

#include <cstdint>

#include "operands.h"

namespace wmmasim::sim::exec {

struct BufferResource {
  std::uint64_t base = 0;
  std::uint32_t stride = 0;
  std::uint32_t swizzle = 0;
  std::uint32_t num_records = 0;
  std::uint32_t format = 0;
  bool add_tid = false;
  std::uint32_t oob_select = 0;
};

inline BufferResource buffer_resource(const WaveContext& w, const isa::Operand& first_sgpr) {
  const std::uint32_t d0 = read_sreg(w, first_sgpr.code);
  const std::uint32_t d1 = read_sreg(w, first_sgpr.code + 1u);
  const std::uint32_t d3 = read_sreg(w, first_sgpr.code + 3u);
  BufferResource r;
  r.base = d0 | std::uint64_t{d1 & 0xffffu} << 32;
  r.stride = (d1 >> 16) & 0x3fffu;
  r.swizzle = d1 >> 30;
  r.num_records = read_sreg(w, first_sgpr.code + 2u);
  r.format = (d3 >> 12) & 0x7fu;
  r.add_tid = ((d3 >> 23) & 1u) != 0;
  r.oob_select = (d3 >> 28) & 3u;
  return r;
}

}  // namespace wmmasim::sim::exec
