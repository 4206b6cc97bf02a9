// gfx11 buffer instructions (MUBUF; RDNA3 ISA §9 "Vector Memory Buffer Instructions"): loads, stores, typed
// (FORMAT) loads and stores, loads into LDS and atomics through a buffer resource (V#, buffer_resource.h).
// gfx12's VBUFFER encoding (RDNA4 ISA "Vector Memory Buffer Instructions"; LLVM BUFInstructions.td, VBUFFER_Real)
// runs the same functions: the decoder maps its fields (offen, idxen, tfe, 24-bit unsigned offset, SOFFSET an SGPR
// or null, never a constant) onto the MUBUF ones, and th[0] takes GLC's place as "atomic returns" (both are bit 0
// of DecodedInstruction::cache). The V# is read with the gfx11 field positions (buffer_resource.h); that RDNA4 moved
// none of the fields used here is not checked against the RDNA4 guide yet.
//
// Addressing (non-swizzled): index = VADDR index (IDXEN) + the lane id (ADD_TID_ENABLE); offset = VADDR offset
// (OFFEN) + the instruction offset; address = base + SOFFSET + offset + index * STRIDE. Range checking (RDNA4 ISA
// §9.4.1 "Range Checking", Table 56 "Buffer Out Of Bounds Selection") by OOB_SELECT: 0 index >= NUM_RECORDS or
// offset + size > STRIDE, 1 index >= NUM_RECORDS, 2 NUM_RECORDS == 0, 3 (raw) offset + size > NUM_RECORDS - SOFFSET
// ("num_records is reduced by sgpr_offset"; index * STRIDE counts as offset, 0 for the raw buffers' stride 0). Out
// of range, a load returns 0, a store or an atomic does nothing (an atomic returns 0). Untyped loads and stores of
// 2-4 dwords are checked dword by dword (only the dwords out of range read 0 or are dropped); typed (FORMAT)
// accesses and atomics all or nothing (notes 3 and 4).
// Swizzled resources (SWIZZLE_ENABLE, the scratch layout of older ABIs) stop the run: nothing clang-19 emits for
// gfx11 compute builds one.
#include <array>
#include <cmath>
#include <cstring>
#include <fmt/format.h>

#include "atomic_ops.h"
#include "valu.h"
#include "../buffer_resource.h"
#include "../translate.h"
#include "lane_offsets.h"
#include "lane_rows.h"
#include "one_allocation.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;

bool offen(const isa::DecodedInstruction& d) { return (d.control & 1u) != 0; }
bool idxen(const isa::DecodedInstruction& d) { return (d.control & 2u) != 0; }
bool tfe(const isa::DecodedInstruction& d) { return (d.control & 4u) != 0; }

// A lane's access: its address and whether all of it passes the range check; `index` and `offset` check a part.
struct LaneAddress {
  u64 address = 0;
  bool in_range = false;
  u64 index = 0, offset = 0;
};

struct BufferAccess {
  BufferResource resource;
  u32 soffset = 0;
  std::array<LaneAddress, kMaxLanes> lanes{};
};

// SOFFSET: an SGPR, a constant, or null (0).
u32 soffset_of(const WaveContext& w, const isa::DecodedInstruction& d) {
  const isa::Operand& soffset = d.operands.buffer_soffset();
  return soffset.code == isa::src::kNull ? 0 : scalar32(w, d, soffset);
}

bool in_range(const BufferResource& r, u32 soffset, u64 index, u64 offset, u32 bytes) {
  switch (r.oob_select) {
    case 0: return index < r.num_records && offset + bytes <= r.stride;
    case 1: return index < r.num_records;
    case 2: return r.num_records != 0;
    default: return soffset <= r.num_records && index * r.stride + offset + bytes <= r.num_records - soffset;
  }
}

BufferAccess buffer_access(const WaveContext& w, const isa::DecodedInstruction& d, u32 bytes) {
  BufferAccess a;
  a.resource = buffer_resource(w, d.operands.srsrc());
  const BufferResource& r = a.resource;
  if (r.swizzle != 0) {
    fault(fmt::format("buffer resource with SWIZZLE_ENABLE {}: swizzled buffers are not modelled", r.swizzle));
  }
  a.soffset = soffset_of(w, d);
  const int vaddr = d.operands.vaddr().vgpr();
  const std::uint32_t* index_vgpr = idxen(d) ? w.vgpr(vaddr) : nullptr;
  const std::uint32_t* offset_vgpr = offen(d) ? w.vgpr(idxen(d) ? vaddr + 1 : vaddr) : nullptr;
  for (int lane = 0; lane < w.size(); ++lane) {
    const u64 index = (index_vgpr != nullptr ? index_vgpr[lane] : 0u) + (r.add_tid ? static_cast<u64>(lane) : 0u);
    const u64 offset = (offset_vgpr != nullptr ? offset_vgpr[lane] : 0u) + static_cast<u32>(d.offset);
    a.lanes[lane] = {r.base + a.soffset + offset + index * r.stride, in_range(r, a.soffset, index, offset, bytes), index,
                     offset};
  }
  return a;
}

// Whether dword `i` of a lane's untyped multi-dword access passes the range check.
bool dword_in_range(const BufferAccess& a, int lane, int i) {
  const LaneAddress& l = a.lanes[lane];
  return in_range(a.resource, a.soffset, l.index, l.offset + 4u * static_cast<u32>(i), 4);
}

// Runs `access(lane, address)` for every active lane; a memory fault names the lane.
template <class Access>
void each_active(WaveContext& w, const BufferAccess& a, Access access) {
  const u64 exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    try {
      access(lane, a.lanes[lane].address);
    } catch (const MemoryFault& e) {
      throw MemoryFault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
}

// Runs `access(lane, address)` for every active lane in range, `outside(lane)` for the others.
template <class Access, class Outside>
void each_lane(WaveContext& w, const BufferAccess& a, Access access, Outside outside) {
  each_active(w, a, [&](int lane, u64 address) {
    if (a.lanes[lane].in_range) {
      access(lane, address);
    } else {
      outside(lane);
    }
  });
}

// TFE: the dword after the data receives the fetch status, 0 (no fault) in the simulator.
void clear_tfe(WaveContext& w, const isa::DecodedInstruction& d, int data_dwords) {
  if (!tfe(d)) return;
  std::uint32_t* status = w.vgpr(d.operands.vdata().vgpr() + data_dwords);
  const u64 exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) status[lane] = ((exec >> lane) & 1) ? 0u : status[lane];
}

template <int kDwords>
void load_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferAccess a = buffer_access(w, d, 4 * kDwords);
  const int vdst = d.operands.vdata().vgpr();
  each_active(w, a, [&](int lane, u64 address) {
    for (int i = 0; i < kDwords; ++i) {
      const bool in = dword_in_range(a, lane, i);
      w.vgpr(vdst + i)[lane] = in ? w.group->memory->load<u32>(address + 4u * static_cast<u32>(i)) : 0u;
    }
  });
  clear_tfe(w, d, kDwords);
}

enum class Into { Dword, Low16, High16 };
u32 merge(u32 old, u32 value, Into into) {
  switch (into) {
    case Into::Low16: return (old & 0xffff0000u) | (value & 0xffffu);
    case Into::High16: return (old & 0x0000ffffu) | (value << 16);
    case Into::Dword: break;
  }
  return value;
}
template <class T, Into kInto>
void load_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferAccess a = buffer_access(w, d, sizeof(T));
  std::uint32_t* vdst = w.vgpr(d.operands.vdata().vgpr());
  each_lane(
      w, a,
      [&](int lane, u64 address) {
        const auto value = static_cast<u32>(static_cast<std::int32_t>(w.group->memory->load<T>(address)));
        vdst[lane] = merge(vdst[lane], value, kInto);
      },
      [&](int lane) { vdst[lane] = merge(vdst[lane], 0, kInto); });
  clear_tfe(w, d, 1);
}

template <int kDwords>
void store_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferAccess a = buffer_access(w, d, 4 * kDwords);
  const int vdata = d.operands.vdata().vgpr();
  each_active(w, a, [&](int lane, u64 address) {
    for (int i = 0; i < kDwords; ++i) {
      const bool in = dword_in_range(a, lane, i);
      if (in) w.group->memory->store(address + 4u * static_cast<u32>(i), w.vgpr(vdata + i)[lane]);
    }
  });
}
template <class T, bool kHigh>
void store_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferAccess a = buffer_access(w, d, sizeof(T));
  const std::uint32_t* vdata = w.vgpr(d.operands.vdata().vgpr());
  each_lane(
      w, a,
      [&](int lane, u64 address) { w.group->memory->store(address, static_cast<T>(kHigh ? vdata[lane] >> 16 : vdata[lane])); },
      [](int) {});
}

// ---- the translated executor's untyped dword loads and stores (translate.h), for the raw buffers compilers build
// (CK's buffer views, clang's raw buffer intrinsics): without IDXEN, ADD_TID_ENABLE, TFE or swizzling, when every
// active lane's whole access passes the range check and all of them lie inside one allocation, the lanes are copied
// with one lookup for the instruction. Anything else (a lane out of range, where a load reads 0 and a store is
// dropped; an observer that wants lane accesses; bytes outside an allocation) runs the reference step above. ----

// Where an access's active lanes are: lane l's bytes at at(l). `base` is nullptr when the reference step must run.
struct BufferLanes {
  const u32* offsets = nullptr;  // OFFEN's VGPR; without OFFEN every lane is at the instruction offset
  u32 lowest = 0;                // no active lane's VGPR offset is lower; `base` holds its byte
  std::byte* base = nullptr;
  std::byte* at(int lane) const { return base + ((offsets != nullptr ? offsets[lane] : 0u) - lowest); }
};

BufferLanes buffer_lanes(WaveContext& w, const isa::DecodedInstruction& d, u32 bytes) {
  const u64 exec = w.exec();
  if (w.group->access_observer != nullptr || exec == 0 || idxen(d) || tfe(d)) return {};
  const BufferResource r = buffer_resource(w, d.operands.srsrc());
  if (r.swizzle != 0 || r.add_tid) return {};
  const u32 soffset = soffset_of(w, d);
  const u32* offsets = offen(d) ? w.vgpr(d.operands.vaddr().vgpr()) : nullptr;
  const auto [lowest, highest] = offsets != nullptr ? offset_range(offsets, exec) : std::pair<u32, u32>{0, 0};
  // Index 0 for every lane; the range check only grows harder with the offset, so the highest lane's decides.
  const u64 instruction_offset = static_cast<u32>(d.offset);
  if (!in_range(r, soffset, 0, highest + instruction_offset, bytes)) return {};
  const u64 low = r.base + soffset + lowest + instruction_offset;
  std::byte* const at_lowest = bytes_in_one_allocation(w, low, r.base + soffset + highest + instruction_offset + bytes);
  return {offsets, lowest, at_lowest};
}

template <int kDwords>
void load_dwords_translated(WaveContext& w, const Step& s) {
  const BufferLanes lanes = buffer_lanes(w, *s.decoded, 4 * kDwords);
  if (lanes.base == nullptr) return load_dwords<kDwords>(w, s);
  const int vdst = s.decoded->operands.vdata().vgpr();
  for_active_lanes(w, [&](int lane) {
    std::array<u32, kDwords> data;
    std::memcpy(data.data(), lanes.at(lane), sizeof data);  // before vdst, which may hold the offsets, is written
    for (int i = 0; i < kDwords; ++i) w.vgpr(vdst + i)[lane] = data[static_cast<std::size_t>(i)];
  });
}

template <int kDwords>
void store_dwords_translated(WaveContext& w, const Step& s) {
  const BufferLanes lanes = buffer_lanes(w, *s.decoded, 4 * kDwords);
  if (lanes.base == nullptr) return store_dwords<kDwords>(w, s);
  const int vdata = s.decoded->operands.vdata().vgpr();
  for_active_lanes(w, [&](int lane) {
    std::array<u32, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[static_cast<std::size_t>(i)] = w.vgpr(vdata + i)[lane];
    std::memcpy(lanes.at(lane), data.data(), sizeof data);
  });
}

// ---- typed (FORMAT) access: the V#'s FORMAT converts between memory and the VGPRs' f32/u32/i32 values ----
enum class Kind { Unorm, Snorm, Uint, Sint, Float };
struct Format {
  int components = 0;  // 0: not modelled
  int bits = 0;        // per component
  Kind kind = Kind::Uint;
};
// gfx11 FORMAT values (LLVM's GFX11 buffer format table, as llvm-mc-19 encodes format:[BUF_FMT_*]): the 8, 16
// and 32-bit component formats with 1, 2 or 4 components (32-bit also 3). Packed formats (10_11_11,
// 2_10_10_10, ...) are not modelled.
Format buffer_format(u32 code) {
  switch (code) {
    case 1: return {1, 8, Kind::Unorm};
    case 2: return {1, 8, Kind::Snorm};
    case 5: return {1, 8, Kind::Uint};
    case 6: return {1, 8, Kind::Sint};
    case 7: return {1, 16, Kind::Unorm};
    case 8: return {1, 16, Kind::Snorm};
    case 11: return {1, 16, Kind::Uint};
    case 12: return {1, 16, Kind::Sint};
    case 13: return {1, 16, Kind::Float};
    case 14: return {2, 8, Kind::Unorm};
    case 15: return {2, 8, Kind::Snorm};
    case 18: return {2, 8, Kind::Uint};
    case 19: return {2, 8, Kind::Sint};
    case 20: return {1, 32, Kind::Uint};
    case 21: return {1, 32, Kind::Sint};
    case 22: return {1, 32, Kind::Float};
    case 23: return {2, 16, Kind::Unorm};
    case 24: return {2, 16, Kind::Snorm};
    case 27: return {2, 16, Kind::Uint};
    case 28: return {2, 16, Kind::Sint};
    case 29: return {2, 16, Kind::Float};
    case 42: return {4, 8, Kind::Unorm};
    case 43: return {4, 8, Kind::Snorm};
    case 46: return {4, 8, Kind::Uint};
    case 47: return {4, 8, Kind::Sint};
    case 48: return {2, 32, Kind::Uint};
    case 49: return {2, 32, Kind::Sint};
    case 50: return {2, 32, Kind::Float};
    case 51: return {4, 16, Kind::Unorm};
    case 52: return {4, 16, Kind::Snorm};
    case 55: return {4, 16, Kind::Uint};
    case 56: return {4, 16, Kind::Sint};
    case 57: return {4, 16, Kind::Float};
    case 58: return {3, 32, Kind::Uint};
    case 59: return {3, 32, Kind::Sint};
    case 60: return {3, 32, Kind::Float};
    case 61: return {4, 32, Kind::Uint};
    case 62: return {4, 32, Kind::Sint};
    case 63: return {4, 32, Kind::Float};
    default: return {};
  }
}
Format checked_format(const BufferResource& r) {
  const Format f = buffer_format(r.format);
  if (f.components == 0) fault(fmt::format("buffer FORMAT {}: this data format is not modelled", r.format));
  return f;
}
bool is_integer(Kind k) { return k == Kind::Uint || k == Kind::Sint; }

// One component from memory to the VGPR value (f32 bits for norm and float formats).
u32 unpack(const Format& f, u32 raw) {
  const u32 max = f.bits == 32 ? 0xffffffffu : (1u << f.bits) - 1;
  const auto sign_extended = static_cast<std::int32_t>(f.bits == 32 ? raw : (raw ^ (1u << (f.bits - 1))) - (1u << (f.bits - 1)));
  switch (f.kind) {
    case Kind::Unorm: return as_bits(static_cast<float>(static_cast<double>(raw) / max));
    case Kind::Snorm: return as_bits(std::fmax(static_cast<float>(static_cast<double>(sign_extended) / (max >> 1)), -1.0f));
    case Kind::Uint: return raw;
    case Kind::Sint: return static_cast<u32>(sign_extended);
    case Kind::Float: return f.bits == 16 ? as_bits(static_cast<float>(decode_f16(static_cast<std::uint16_t>(raw)))) : raw;
  }
  return raw;
}
// One component from the VGPR value to memory: norms clamp and round to nearest, integers keep their low bits.
u32 pack(const Format& f, u32 value) {
  const u32 max = f.bits == 32 ? 0xffffffffu : (1u << f.bits) - 1;
  const u32 mask = max;
  const float v = as_float(value);
  switch (f.kind) {
    case Kind::Unorm: return static_cast<u32>(std::nearbyint(std::fmin(std::fmax(v, 0.0f), 1.0f) * max)) & mask;
    case Kind::Snorm: return static_cast<u32>(static_cast<std::int32_t>(std::nearbyint(std::fmin(std::fmax(v, -1.0f), 1.0f) * (max >> 1)))) & mask;
    case Kind::Uint:
    case Kind::Sint: return value & mask;
    case Kind::Float: return f.bits == 16 ? u32{encode_f16(v)} : value;
  }
  return value;
}
u32 read_component(const WaveContext& w, u64 element, const Format& f, int c) {
  const u64 at = element + static_cast<u64>(c) * static_cast<u64>(f.bits / 8);
  switch (f.bits) {
    case 8: return w.group->memory->load<std::uint8_t>(at);
    case 16: return w.group->memory->load<std::uint16_t>(at);
    default: return w.group->memory->load<u32>(at);
  }
}
void write_component(WaveContext& w, u64 element, const Format& f, int c, u32 raw) {
  const u64 at = element + static_cast<u64>(c) * static_cast<u64>(f.bits / 8);
  switch (f.bits) {
    case 8: w.group->memory->store(at, static_cast<std::uint8_t>(raw)); break;
    case 16: w.group->memory->store(at, static_cast<std::uint16_t>(raw)); break;
    default: w.group->memory->store(at, raw); break;
  }
}
// Components the format lacks read as 0, the fourth (W) as 1 (1.0 for norm and float formats).
u32 missing_component(const Format& f, int c) { return c == 3 ? (is_integer(f.kind) ? 1u : as_bits(1.0f)) : 0u; }
u32 to_d16(const Format& f, u32 value) { return is_integer(f.kind) ? value & 0xffffu : u32{encode_f16(as_float(value))}; }
u32 from_d16(const Format& f, u32 half) {
  return is_integer(f.kind) ? half : as_bits(static_cast<float>(decode_f16(static_cast<std::uint16_t>(half))));
}

// buffer_load_format_{x,xy,xyz,xyzw}: one component per VGPR; D16: two per VGPR (low half first), D16_HI_X into
// the high half.
enum class Packing { Dwords, D16, D16High };
template <int kComponents, Packing kPacking>
void load_format(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferResource r = buffer_resource(w, d.operands.srsrc());
  const Format f = checked_format(r);
  const BufferAccess a = buffer_access(w, d, static_cast<u32>(f.components * f.bits / 8));
  const int vdst = d.operands.vdata().vgpr();
  const auto put = [&](int lane, const std::array<u32, 4>& values) {
    if (kPacking == Packing::Dwords) {
      for (int c = 0; c < kComponents; ++c) w.vgpr(vdst + c)[lane] = values[c];
    } else if (kPacking == Packing::D16High) {
      w.vgpr(vdst)[lane] = merge(w.vgpr(vdst)[lane], to_d16(f, values[0]), Into::High16);
    } else {
      for (int c = 0; c < kComponents; ++c) {
        std::uint32_t& reg = w.vgpr(vdst + c / 2)[lane];
        reg = merge(reg, to_d16(f, values[c]), c % 2 == 0 ? Into::Low16 : Into::High16);
      }
    }
  };
  each_lane(
      w, a,
      [&](int lane, u64 element) {
        std::array<u32, 4> values{};
        for (int c = 0; c < kComponents; ++c) {
          values[c] = c < f.components ? unpack(f, read_component(w, element, f, c)) : missing_component(f, c);
        }
        put(lane, values);
      },
      [&](int lane) { put(lane, {}); });
  clear_tfe(w, d, kPacking == Packing::Dwords ? kComponents : (kComponents + 1) / 2);
}

// buffer_store_format_*: the instruction's components the format has are converted and written.
template <int kComponents, Packing kPacking>
void store_format(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferResource r = buffer_resource(w, d.operands.srsrc());
  const Format f = checked_format(r);
  const BufferAccess a = buffer_access(w, d, static_cast<u32>(f.components * f.bits / 8));
  const int vdata = d.operands.vdata().vgpr();
  each_lane(
      w, a,
      [&](int lane, u64 element) {
        for (int c = 0; c < kComponents && c < f.components; ++c) {
          u32 value = 0;
          if (kPacking == Packing::Dwords) {
            value = w.vgpr(vdata + c)[lane];
          } else if (kPacking == Packing::D16High) {
            value = from_d16(f, w.vgpr(vdata)[lane] >> 16);
          } else {
            value = from_d16(f, (w.vgpr(vdata + c / 2)[lane] >> (16 * (c % 2))) & 0xffffu);
          }
          write_component(w, element, f, c, pack(f, value));
        }
      },
      [](int) {});
}

// buffer_load_lds_*: each lane's value goes to LDS at M0 + the instruction offset + 4 x lane, sub-dword values
// extended to a dword (RDNA3 ISA §9.1.10 "Global/Buffer loads to LDS"; LDS_ADDR = LDSbase + LDS_offset +
// inst_offset + TID * 4, with M0 giving the offset).
template <class T, bool kFormat = false>
void load_lds(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferResource r = buffer_resource(w, d.operands.srsrc());
  const Format f = kFormat ? checked_format(r) : Format{1, 32, Kind::Uint};
  const BufferAccess a = buffer_access(w, d, kFormat ? static_cast<u32>(f.components * f.bits / 8) : sizeof(T));
  const u32 lds_base = w.state.m0 + static_cast<u32>(d.offset);
  const auto put = [&](int lane, u32 value) {
    const u32 at = lds_base + 4u * static_cast<u32>(lane);
    if (lds_dropped(w, at, 4, true)) return;
    if (at > w.group->lds.size() || w.group->lds.size() - at < 4) {
      fault(fmt::format("lane {}: LDS fault: 4-byte write at {:#x} is outside the workgroup's {}-byte LDS", lane, at,
                        w.group->lds.size()));
    }
    w.group->lds.store(at, value);
  };
  each_lane(
      w, a,
      [&](int lane, u64 address) {
        const u32 value = kFormat ? unpack(f, read_component(w, address, f, 0))
                                  : static_cast<u32>(static_cast<std::int32_t>(w.group->memory->load<T>(address)));
        put(lane, value);
      },
      [&](int lane) { put(lane, 0); });
}

// Atomics: as the global atomics (vmem_atomic.cpp), lanes in lane order; GLC returns the old value in vdata
// (RDNA3 ISA §9.1.9 "Buffer Atomic Operations").
template <class T, AtomicOp<T> kOp>
void buffer_atomic(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferAccess a = buffer_access(w, d, sizeof(T));
  const int data = d.operands.vdata().vgpr();
  const bool has_data1 = d.operands.vdata().dwords == 2 * sizeof(T) / 4;
  const auto element = [&](int first, int lane) {
    if constexpr (sizeof(T) == 4) {
      return T{w.vgpr(first)[lane]};
    } else {
      return T{w.vgpr(first)[lane] | static_cast<u64>(w.vgpr(first + 1)[lane]) << 32};
    }
  };
  std::array<T, kMaxLanes> old{};
  each_lane(
      w, a,
      [&](int lane, u64 address) {
        if (address % sizeof(T) != 0) {
          fault(fmt::format("lane {}: {}-byte atomic at {:#x} is not {}-byte aligned", lane, sizeof(T), address, sizeof(T)));
        }
        old[lane] = w.group->memory->load<T>(address);
        const T data1 = has_data1 ? element(data + sizeof(T) / 4, lane) : T{0};
        w.group->memory->store(address, kOp(old[lane], element(data, lane), data1));
      },
      [&](int lane) { old[lane] = T{0}; });
  if ((d.cache & 1u) == 0) return;  // GLC: return the pre-operation value
  const u64 exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    w.vgpr(data)[lane] = static_cast<u32>(old[lane]);
    if constexpr (sizeof(T) == 8) w.vgpr(data + 1)[lane] = static_cast<u32>(old[lane] >> 32);
  }
}

using U32 = std::uint32_t;
using U64 = std::uint64_t;

constexpr Binding kBindings[] = {
    {S::BUFFER_LOAD_DWORD, load_dwords<1>, translate_checked<load_dwords_translated<1>>},
    {S::BUFFER_LOAD_DWORDX2, load_dwords<2>, translate_checked<load_dwords_translated<2>>},
    {S::BUFFER_LOAD_DWORDX3, load_dwords<3>, translate_checked<load_dwords_translated<3>>},
    {S::BUFFER_LOAD_DWORDX4, load_dwords<4>, translate_checked<load_dwords_translated<4>>},
    {S::BUFFER_LOAD_UBYTE, load_small<std::uint8_t, Into::Dword>},
    {S::BUFFER_LOAD_SBYTE, load_small<std::int8_t, Into::Dword>},
    {S::BUFFER_LOAD_USHORT, load_small<std::uint16_t, Into::Dword>},
    {S::BUFFER_LOAD_SSHORT, load_small<std::int16_t, Into::Dword>},
    {S::BUFFER_LOAD_UBYTE_D16, load_small<std::uint8_t, Into::Low16>},
    {S::BUFFER_LOAD_SBYTE_D16, load_small<std::int8_t, Into::Low16>},
    {S::BUFFER_LOAD_SHORT_D16, load_small<std::uint16_t, Into::Low16>},
    {S::BUFFER_LOAD_UBYTE_D16_HI, load_small<std::uint8_t, Into::High16>},
    {S::BUFFER_LOAD_SBYTE_D16_HI, load_small<std::int8_t, Into::High16>},
    {S::BUFFER_LOAD_SHORT_D16_HI, load_small<std::uint16_t, Into::High16>},
    {S::BUFFER_STORE_DWORD, store_dwords<1>, translate_checked<store_dwords_translated<1>>},
    {S::BUFFER_STORE_DWORDX2, store_dwords<2>, translate_checked<store_dwords_translated<2>>},
    {S::BUFFER_STORE_DWORDX3, store_dwords<3>, translate_checked<store_dwords_translated<3>>},
    {S::BUFFER_STORE_DWORDX4, store_dwords<4>, translate_checked<store_dwords_translated<4>>},
    {S::BUFFER_STORE_BYTE, store_small<std::uint8_t, false>},
    {S::BUFFER_STORE_SHORT, store_small<std::uint16_t, false>},
    {S::BUFFER_STORE_BYTE_D16_HI, store_small<std::uint8_t, true>},
    {S::BUFFER_STORE_SHORT_D16_HI, store_small<std::uint16_t, true>},
    {S::BUFFER_LOAD_FORMAT_X, load_format<1, Packing::Dwords>},
    {S::BUFFER_LOAD_FORMAT_XY, load_format<2, Packing::Dwords>},
    {S::BUFFER_LOAD_FORMAT_XYZ, load_format<3, Packing::Dwords>},
    {S::BUFFER_LOAD_FORMAT_XYZW, load_format<4, Packing::Dwords>},
    {S::BUFFER_LOAD_FORMAT_D16_X, load_format<1, Packing::D16>},
    {S::BUFFER_LOAD_FORMAT_D16_XY, load_format<2, Packing::D16>},
    {S::BUFFER_LOAD_FORMAT_D16_XYZ, load_format<3, Packing::D16>},
    {S::BUFFER_LOAD_FORMAT_D16_XYZW, load_format<4, Packing::D16>},
    {S::BUFFER_LOAD_FORMAT_D16_HI_X, load_format<1, Packing::D16High>},
    {S::BUFFER_STORE_FORMAT_X, store_format<1, Packing::Dwords>},
    {S::BUFFER_STORE_FORMAT_XY, store_format<2, Packing::Dwords>},
    {S::BUFFER_STORE_FORMAT_XYZ, store_format<3, Packing::Dwords>},
    {S::BUFFER_STORE_FORMAT_XYZW, store_format<4, Packing::Dwords>},
    {S::BUFFER_STORE_FORMAT_D16_X, store_format<1, Packing::D16>},
    {S::BUFFER_STORE_FORMAT_D16_XY, store_format<2, Packing::D16>},
    {S::BUFFER_STORE_FORMAT_D16_XYZ, store_format<3, Packing::D16>},
    {S::BUFFER_STORE_FORMAT_D16_XYZW, store_format<4, Packing::D16>},
    {S::BUFFER_STORE_FORMAT_D16_HI_X, store_format<1, Packing::D16High>},
    {S::BUFFER_LOAD_LDS_B32, load_lds<std::uint32_t>},
    {S::BUFFER_LOAD_LDS_U8, load_lds<std::uint8_t>},
    {S::BUFFER_LOAD_LDS_I8, load_lds<std::int8_t>},
    {S::BUFFER_LOAD_LDS_U16, load_lds<std::uint16_t>},
    {S::BUFFER_LOAD_LDS_I16, load_lds<std::int16_t>},
    {S::BUFFER_LOAD_LDS_FORMAT_X, load_lds<std::uint32_t, true>},
    {S::BUFFER_ATOMIC_ADD, buffer_atomic<U32, op_add<U32>>},
    {S::BUFFER_ATOMIC_ADD_X2, buffer_atomic<U64, op_add<U64>>},
    {S::BUFFER_ATOMIC_SUB, buffer_atomic<U32, op_sub<U32>>},
    {S::BUFFER_ATOMIC_SUB_X2, buffer_atomic<U64, op_sub<U64>>},
    {S::BUFFER_ATOMIC_CSUB, buffer_atomic<U32, op_sub_clamp<U32>>},
    {S::BUFFER_ATOMIC_INC, buffer_atomic<U32, op_inc<U32>>},
    {S::BUFFER_ATOMIC_INC_X2, buffer_atomic<U64, op_inc<U64>>},
    {S::BUFFER_ATOMIC_DEC, buffer_atomic<U32, op_dec<U32>>},
    {S::BUFFER_ATOMIC_DEC_X2, buffer_atomic<U64, op_dec<U64>>},
    {S::BUFFER_ATOMIC_UMIN, buffer_atomic<U32, op_min_u<U32>>},
    {S::BUFFER_ATOMIC_UMIN_X2, buffer_atomic<U64, op_min_u<U64>>},
    {S::BUFFER_ATOMIC_UMAX, buffer_atomic<U32, op_max_u<U32>>},
    {S::BUFFER_ATOMIC_UMAX_X2, buffer_atomic<U64, op_max_u<U64>>},
    {S::BUFFER_ATOMIC_SMIN, buffer_atomic<U32, op_min_i<U32>>},
    {S::BUFFER_ATOMIC_SMIN_X2, buffer_atomic<U64, op_min_i<U64>>},
    {S::BUFFER_ATOMIC_SMAX, buffer_atomic<U32, op_max_i<U32>>},
    {S::BUFFER_ATOMIC_SMAX_X2, buffer_atomic<U64, op_max_i<U64>>},
    {S::BUFFER_ATOMIC_AND, buffer_atomic<U32, op_and<U32>>},
    {S::BUFFER_ATOMIC_AND_X2, buffer_atomic<U64, op_and<U64>>},
    {S::BUFFER_ATOMIC_OR, buffer_atomic<U32, op_or<U32>>},
    {S::BUFFER_ATOMIC_OR_X2, buffer_atomic<U64, op_or<U64>>},
    {S::BUFFER_ATOMIC_XOR, buffer_atomic<U32, op_xor<U32>>},
    {S::BUFFER_ATOMIC_XOR_X2, buffer_atomic<U64, op_xor<U64>>},
    {S::BUFFER_ATOMIC_SWAP, buffer_atomic<U32, op_swap<U32>>},
    {S::BUFFER_ATOMIC_SWAP_X2, buffer_atomic<U64, op_swap<U64>>},
    {S::BUFFER_ATOMIC_CMPSWAP, buffer_atomic<U32, op_cmpstore<U32>>},
    {S::BUFFER_ATOMIC_CMPSWAP_X2, buffer_atomic<U64, op_cmpstore<U64>>},
    {S::BUFFER_ATOMIC_FCMPSWAP, buffer_atomic<U32, op_cmpstore_f<U32>>},
    {S::BUFFER_ATOMIC_ADD_F32, buffer_atomic<U32, op_add_f<U32>>},
    {S::BUFFER_ATOMIC_FMIN, buffer_atomic<U32, op_min_f<U32>>},
    {S::BUFFER_ATOMIC_FMAX, buffer_atomic<U32, op_max_f<U32>>},
    {S::BUFFER_ATOMIC_COND_SUB_U32, buffer_atomic<U32, op_cond_sub<U32>>},
    {S::BUFFER_ATOMIC_PK_ADD_F16, buffer_atomic<U32, op_pk_add_f16>},
    {S::BUFFER_ATOMIC_PK_ADD_BF16, buffer_atomic<U32, op_pk_add_bf16>},
};

}  // namespace

std::span<const Binding> buffer_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
