// Scratch (private) memory: SCRATCH_* (gfx11) and VSCRATCH (gfx12) loads and stores. Every work-item owns a
// private segment of the kernel descriptor's private_segment_fixed_size bytes (with a dynamic stack, at least the
// HIP runtime's default stack of 1024 bytes: AMDGPUUsage "uses_dynamic_stack", hipLimitStackSize); its address
// is SADDR (one SGPR, unless off) + VADDR (the lane's VGPR, when SVE is set) + the instruction offset (RDNA3 ISA
// §10.2 "Scratch addressing"). An access outside the lane's segment faults with the lane and the offset. FLAT
// instructions reach the same memory through the private aperture, and LDS through the shared one.
#include <algorithm>
#include <array>
#include <bit>
#include <fmt/format.h>

#include "../internal.h"
#include "../operands.h"
#include "../translate.h"
#include "private_rows.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// Every lane's private offset, read before the instruction writes anything (vdst may overlap vaddr).
std::array<std::uint32_t, kMaxLanes> private_offsets(const WaveContext& w, const isa::DecodedInstruction& d) {
  const isa::Operand& saddr = d.operands.saddr();
  const bool has_saddr = saddr.dwords != 0 && saddr.code != isa::src::kNull;
  const std::uint32_t base = (has_saddr ? scalar32(w, d, saddr) : 0u) + static_cast<std::uint32_t>(d.offset);
  std::array<std::uint32_t, kMaxLanes> out;
  const bool sve = d.control != 0;
  const std::uint32_t* vaddr = sve ? w.vgpr(d.operands.vaddr().vgpr()) : nullptr;
  for (int lane = 0; lane < w.size(); ++lane) out[lane] = base + (sve ? vaddr[lane] : 0u);
  return out;
}

// Runs `access(lane, offset)` for every active lane after checking [offset, offset + bytes) against the segment.
template <class Access>
void each_lane(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes, const char* what, Access access) {
  const auto offsets = private_offsets(w, d);
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    check_private_access(w, lane, offsets[lane], bytes, what);
    access(lane, offsets[lane]);
  }
}

template <int kDwords>
void load_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const int vdst = d.operands.dst().vgpr();
  each_lane(w, d, 4 * kDwords, "read", [&](int lane, std::uint32_t offset) {
    for (int i = 0; i < kDwords; ++i) w.vgpr(vdst + i)[lane] = private_load<std::uint32_t>(w, lane, offset + 4u * i);
  });
}

enum class Into { Dword, Low16, High16 };
template <class T, Into kInto>
void load_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t* vdst = w.vgpr(d.operands.dst().vgpr());
  each_lane(w, d, sizeof(T), "read", [&](int lane, std::uint32_t offset) {
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(private_load<T>(w, lane, offset)));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}

template <int kDwords>
void store_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const int vdata = d.operands.vdata().vgpr();
  each_lane(w, d, 4 * kDwords, "write", [&](int lane, std::uint32_t offset) {
    for (int i = 0; i < kDwords; ++i) private_store<std::uint32_t>(w, lane, offset + 4u * i, w.vgpr(vdata + i)[lane]);
  });
}

template <class T, bool kHigh>
void store_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* vdata = w.vgpr(d.operands.vdata().vgpr());
  each_lane(w, d, sizeof(T), "write", [&](int lane, std::uint32_t offset) {
    private_store<T>(w, lane, offset, static_cast<T>(kHigh ? vdata[lane] >> 16 : vdata[lane]));
  });
}

// ---- the translated executor's dword loads and stores: without VADDR (SVE clear: the compiler's stack slots and
// spills) every lane accesses one private offset, and each dword is one scratch row (private_rows.h); with VADDR the
// reference step above runs. ----

// The scratch rows of an access of `bytes` by an instruction without VADDR (private_rows), else nullptr.
std::byte* uniform_rows(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes) {
  if (d.control != 0) return nullptr;
  const isa::Operand& saddr = d.operands.saddr();
  const bool has_saddr = saddr.dwords != 0 && saddr.code != isa::src::kNull;
  return private_rows(w, (has_saddr ? scalar32(w, d, saddr) : 0u) + static_cast<std::uint32_t>(d.offset), bytes);
}

template <int kDwords>
void load_dwords_translated(WaveContext& w, const Step& s) {
  std::byte* const rows = uniform_rows(w, *s.decoded, 4 * kDwords);
  if (rows == nullptr) return load_dwords<kDwords>(w, s);
  private_rows_into_vgprs<kDwords>(w, rows, s.decoded->operands.dst().vgpr());
}

template <int kDwords>
void store_dwords_translated(WaveContext& w, const Step& s) {
  std::byte* const rows = uniform_rows(w, *s.decoded, 4 * kDwords);
  if (rows == nullptr) return store_dwords<kDwords>(w, s);
  vgprs_into_private_rows<kDwords>(w, s.decoded->operands.vdata().vgpr(), rows);
}

// gfx12 scratch_load_block / scratch_store_block: as global_load_block, up to 32 VGPRs per lane from 32
// consecutive private dwords; VGPR vdst + i takes part when bit i of M0 is set (RDNA4 ISA §11.5; the compiler's
// whole-wave VGPR spills of callee-saved registers).
template <bool kStore>
void scratch_block(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t mask = w.state.m0;
  const int first = kStore ? d.operands.vdata().vgpr() : d.operands.dst().vgpr();
  if (mask != 0 && first + 32 - std::countl_zero(mask) > w.state.vgpr_count) {
    fault("scratch block access: M0 selects VGPRs past the kernel's VGPR allocation");
  }
  each_lane(w, d, 4 * static_cast<std::uint32_t>(32 - std::countl_zero(mask)), kStore ? "write" : "read",
            [&](int lane, std::uint32_t offset) {
              for (int i = 0; i < 32; ++i) {
                if (((mask >> i) & 1) == 0) continue;
                if (kStore) {
                  private_store<std::uint32_t>(w, lane, offset + 4u * i, w.vgpr(first + i)[lane]);
                } else {
                  w.vgpr(first + i)[lane] = private_load<std::uint32_t>(w, lane, offset + 4u * i);
                }
              }
            });
}

constexpr Binding kBindings[] = {
    {S::SCRATCH_LOAD_BLOCK, scratch_block<false>},
    {S::SCRATCH_STORE_BLOCK, scratch_block<true>},
    {S::SCRATCH_LOAD_DWORD, load_dwords<1>, translate_checked<load_dwords_translated<1>>},
    {S::SCRATCH_LOAD_DWORDX2, load_dwords<2>, translate_checked<load_dwords_translated<2>>},
    {S::SCRATCH_LOAD_DWORDX3, load_dwords<3>, translate_checked<load_dwords_translated<3>>},
    {S::SCRATCH_LOAD_DWORDX4, load_dwords<4>, translate_checked<load_dwords_translated<4>>},
    {S::SCRATCH_LOAD_UBYTE, load_small<std::uint8_t, Into::Dword>},
    {S::SCRATCH_LOAD_SBYTE, load_small<std::int8_t, Into::Dword>},
    {S::SCRATCH_LOAD_USHORT, load_small<std::uint16_t, Into::Dword>},
    {S::SCRATCH_LOAD_SSHORT, load_small<std::int16_t, Into::Dword>},
    {S::SCRATCH_LOAD_UBYTE_D16, load_small<std::uint8_t, Into::Low16>},
    {S::SCRATCH_LOAD_SBYTE_D16, load_small<std::int8_t, Into::Low16>},
    {S::SCRATCH_LOAD_SHORT_D16, load_small<std::uint16_t, Into::Low16>},
    {S::SCRATCH_LOAD_UBYTE_D16_HI, load_small<std::uint8_t, Into::High16>},
    {S::SCRATCH_LOAD_SBYTE_D16_HI, load_small<std::int8_t, Into::High16>},
    {S::SCRATCH_LOAD_SHORT_D16_HI, load_small<std::uint16_t, Into::High16>},
    {S::SCRATCH_STORE_DWORD, store_dwords<1>, translate_checked<store_dwords_translated<1>>},
    {S::SCRATCH_STORE_DWORDX2, store_dwords<2>, translate_checked<store_dwords_translated<2>>},
    {S::SCRATCH_STORE_DWORDX3, store_dwords<3>, translate_checked<store_dwords_translated<3>>},
    {S::SCRATCH_STORE_DWORDX4, store_dwords<4>, translate_checked<store_dwords_translated<4>>},
    {S::SCRATCH_STORE_BYTE, store_small<std::uint8_t, false>},
    {S::SCRATCH_STORE_SHORT, store_small<std::uint16_t, false>},
    {S::SCRATCH_STORE_BYTE_D16_HI, store_small<std::uint8_t, true>},
    {S::SCRATCH_STORE_SHORT_D16_HI, store_small<std::uint16_t, true>},
};

// An address inside an aperture: its bits [63:32] are the aperture's.
bool in_aperture(std::uint64_t address, std::uint64_t aperture) { return (address >> 32) == (aperture >> 32); }

}  // namespace

std::span<const Binding> scratch_bindings() { return kBindings; }

std::uint32_t private_segment_bytes(const KernelInfo& info) {
  constexpr std::uint32_t kHipDefaultStack = 1024;  // hipLimitStackSize's default (HIP runtime)
  const std::uint32_t fixed = (info.private_segment_size + 3u) & ~3u;
  return info.dynamic_stack ? std::max(fixed, kHipDefaultStack) : fixed;
}

void check_private_access(const WaveContext& w, int lane, std::uint32_t offset, std::uint32_t bytes,
                          const char* access) {
  // Scratch follows global memory's rule (docs/execution.md "Memory"): the wave's private segments are one allocation
  // in whole pages (workgroup.cpp), and an access past the lane's segment inside those pages reads and writes
  // there, as on a GPU, where it reaches another lane's or wave's scratch; --check memory reports it. Past the pages
  // it faults. Swizzled offsets grow with the offset, so the access's last byte decides.
  if (bytes == 0 || private_byte(w, lane, offset + bytes - 1) < w.scratch.size()) return;
  fault(fmt::format("lane {}: private memory fault: {}-byte {} at private offset {:#x} is outside the work-item's "
                    "{}-byte private segment (the kernel descriptor's private_segment_fixed_size{}) and past the "
                    "wave's scratch pages ({} bytes)",
                    lane, bytes, access, offset, w.private_lane_bytes, w.group->program->info.dynamic_stack ? ", or the "
                    "1024-byte default stack of a kernel with a dynamic stack" : "", w.scratch.size()));
}

void flat_read(const WaveContext& w, int lane, std::uint64_t address, std::span<std::byte> out) {
  const auto offset = static_cast<std::uint32_t>(address);
  if (in_aperture(address, kSharedAperture)) {
    lane_access(w, lane, AddressSpace::Lds, LaneAccessKind::Read, offset, out.size());
    if (lds_dropped(w, offset, out.size(), false)) {
      std::ranges::fill(out, std::byte{0});
    } else {
      w.group->lds.read(offset, out);
    }
  } else if (in_aperture(address, kPrivateAperture)) {
    lane_access(w, lane, AddressSpace::Scratch, LaneAccessKind::Read, offset, out.size());
    check_private_access(w, lane, offset, static_cast<std::uint32_t>(out.size()), "read");
    for (std::uint32_t i = 0; i < out.size(); ++i) out[i] = w.scratch[private_byte(w, lane, offset + i)];
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Read, address, out.size());
    w.group->memory->read(address, out);
  }
}

void flat_write(WaveContext& w, int lane, std::uint64_t address, std::span<const std::byte> data) {
  const auto offset = static_cast<std::uint32_t>(address);
  if (in_aperture(address, kSharedAperture)) {
    lane_access(w, lane, AddressSpace::Lds, LaneAccessKind::Write, offset, data.size());
    if (!lds_dropped(w, offset, data.size(), true)) w.group->lds.write(offset, data);
  } else if (in_aperture(address, kPrivateAperture)) {
    lane_access(w, lane, AddressSpace::Scratch, LaneAccessKind::Write, offset, data.size());
    check_private_access(w, lane, offset, static_cast<std::uint32_t>(data.size()), "write");
    for (std::uint32_t i = 0; i < data.size(); ++i) w.scratch[private_byte(w, lane, offset + i)] = data[i];
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Write, address, data.size());
    w.group->memory->write(address, data);
  }
}

}  // namespace wmmasim::sim::exec
