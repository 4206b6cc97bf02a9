// Global and flat atomics (GLOBAL_ATOMIC_*, FLAT_ATOMIC_*; RDNA3 ISA §10.5 / §16.18, RDNA4 ISA §11): for every
// active lane in lane order, read the element at the lane's address (FLAT: in LDS, private or global memory by
// its aperture), combine it with the lane's data through an operation of atomic_ops.h, write the result back
// and, for the returning forms (GLC on gfx11, TH_ATOMIC_RETURN on gfx12), put the old value in vdst. Lanes on one
// address therefore see each other's updates, as the ordered per-address processing of the memory system gives. The scope and cache-policy bits (SC0/SC1/NT, scope) change
// nothing here: the simulator's global memory is one coherent store, and a kernel with global atomics runs its
// workgroups on one thread (workgroup.cpp), so every scope sees every update at once.
#include <array>
#include <bit>
#include <cstring>
#include <fmt/format.h>

#include "atomic_ops.h"
#include "../internal.h"
#include "../operands.h"
#include "../translate.h"
#include "lane_offsets.h"
#include "lane_rows.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// vdata holds two elements for cmpswap: the new value, then the comparand; vdst is written by the returning forms
// only.
template <class T>
T lane_element(const WaveContext& w, int first_vgpr, int lane) {
  if constexpr (sizeof(T) == 4) {
    return w.vgpr(first_vgpr)[lane];
  } else {
    return w.vgpr(first_vgpr)[lane] | static_cast<std::uint64_t>(w.vgpr(first_vgpr + 1)[lane]) << 32;
  }
}

template <class T>
void set_lane_element(WaveContext& w, int first_vgpr, int lane, T value) {
  w.vgpr(first_vgpr)[lane] = static_cast<std::uint32_t>(value);
  if constexpr (sizeof(T) == 8) w.vgpr(first_vgpr + 1)[lane] = static_cast<std::uint32_t>(value >> 32);
}

// FLAT atomics go where the address's aperture says (LDS, private memory or global memory), GLOBAL ones to
// global memory.
template <class T, bool kFlat>
T read_element(const WaveContext& w, int lane, std::uint64_t address) {
  T value;
  if (kFlat) {
    flat_read(w, lane, address, std::as_writable_bytes(std::span(&value, 1)));
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Read, address, sizeof(T));
    value = w.group->memory->load<T>(address);
  }
  return value;
}
template <class T, bool kFlat>
void write_element(WaveContext& w, int lane, std::uint64_t address, T value) {
  if (kFlat) {
    flat_write(w, lane, address, std::as_bytes(std::span(&value, 1)));
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Write, address, sizeof(T));
    w.group->memory->store(address, value);
  }
}

template <class T, AtomicOp<T> kOp, bool kFlat>
void global_atomic(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::array<std::uint64_t, kMaxLanes> addresses;
  vector_memory_addresses(w, d, addresses);  // read before vdst is written (it may overlap vaddr)
  const int data = d.operands.vdata().vgpr();
  const bool has_data1 = d.operands.vdata().dwords == 2 * sizeof(T) / 4;
  const bool returns = d.returns();
  const std::uint64_t exec = w.exec();
  std::array<T, kMaxLanes> old{};
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    const std::uint64_t address = addresses[lane];
    if (address % sizeof(T) != 0) {
      fault(fmt::format("lane {}: {}-byte atomic at {:#x} is not {}-byte aligned", lane, sizeof(T), address, sizeof(T)));
    }
    try {
      old[lane] = read_element<T, kFlat>(w, lane, address);
      const T data1 = has_data1 ? lane_element<T>(w, data + sizeof(T) / 4, lane) : T{0};
      write_element<T, kFlat>(w, lane, address, kOp(old[lane], lane_element<T>(w, data, lane), data1));
    } catch (const MemoryFault& e) {
      fault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
  if (!returns) return;
  const int vdst = d.operands.dst().vgpr();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) != 0) set_lane_element<T>(w, vdst, lane, old[lane]);
  }
}

// Translated (translate.h): when every active lane's element lies inside one global allocation (lane_offsets.h)
// and is naturally aligned, the lanes update the allocation's bytes in lane order, as the reference does through a
// memory lookup per lane and access; otherwise (an observer, a misaligned lane, lanes in several places, FLAT into
// an aperture) the reference step runs before anything is written, and faults or reports as always.
template <class T, AtomicOp<T> kOp, bool kFlat>
void global_atomic_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const LaneOffsets lanes = lane_offsets<kFlat ? Space::Flat : Space::Global>(w, d, sizeof(T));
  const std::uint64_t exec = w.exec();
  bool aligned = lanes.base != nullptr;
  for (std::uint64_t left = exec; aligned && left != 0; left &= left - 1) {
    aligned = lanes.address_of(std::countr_zero(left)) % sizeof(T) == 0;
  }
  if (!aligned) return global_atomic<T, kOp, kFlat>(w, s);
  const int data = d.operands.vdata().vgpr();
  const bool has_data1 = d.operands.vdata().dwords == 2 * sizeof(T) / 4;
  std::array<T, kMaxLanes> old;
  for_active_lanes(w, [&](int lane) {
    std::byte* const element = lanes.at(lane);
    std::memcpy(&old[lane], element, sizeof(T));
    const T data1 = has_data1 ? lane_element<T>(w, data + sizeof(T) / 4, lane) : T{0};
    const T updated = kOp(old[lane], lane_element<T>(w, data, lane), data1);
    std::memcpy(element, &updated, sizeof(T));
  });
  if (!d.returns()) return;
  const int vdst = d.operands.dst().vgpr();
  for_active_lanes(w, [&](int lane) { set_lane_element<T>(w, vdst, lane, old[lane]); });
}

using U32 = std::uint32_t;
using U64 = std::uint64_t;

// GLOBAL_* and FLAT_* keys of one operation.
#define WMMASIM_ATOMIC(KEY, T, OP)                                                                    \
  {S::GLOBAL_ATOMIC_##KEY, global_atomic<T, OP, false>, translate_checked<global_atomic_translated<T, OP, false>>}, \
      {S::FLAT_ATOMIC_##KEY, global_atomic<T, OP, true>, translate_checked<global_atomic_translated<T, OP, true>>}

constexpr Binding kBindings[] = {
    WMMASIM_ATOMIC(ADD, U32, op_add<U32>),
    WMMASIM_ATOMIC(ADD_X2, U64, op_add<U64>),
    WMMASIM_ATOMIC(SUB, U32, op_sub<U32>),
    WMMASIM_ATOMIC(SUB_X2, U64, op_sub<U64>),
    WMMASIM_ATOMIC(INC, U32, op_inc<U32>),
    WMMASIM_ATOMIC(INC_X2, U64, op_inc<U64>),
    WMMASIM_ATOMIC(DEC, U32, op_dec<U32>),
    WMMASIM_ATOMIC(DEC_X2, U64, op_dec<U64>),
    WMMASIM_ATOMIC(UMIN, U32, op_min_u<U32>),
    WMMASIM_ATOMIC(UMIN_X2, U64, op_min_u<U64>),
    WMMASIM_ATOMIC(UMAX, U32, op_max_u<U32>),
    WMMASIM_ATOMIC(UMAX_X2, U64, op_max_u<U64>),
    WMMASIM_ATOMIC(SMIN, U32, op_min_i<U32>),
    WMMASIM_ATOMIC(SMIN_X2, U64, op_min_i<U64>),
    WMMASIM_ATOMIC(SMAX, U32, op_max_i<U32>),
    WMMASIM_ATOMIC(SMAX_X2, U64, op_max_i<U64>),
    WMMASIM_ATOMIC(AND, U32, op_and<U32>),
    WMMASIM_ATOMIC(AND_X2, U64, op_and<U64>),
    WMMASIM_ATOMIC(OR, U32, op_or<U32>),
    WMMASIM_ATOMIC(OR_X2, U64, op_or<U64>),
    WMMASIM_ATOMIC(XOR, U32, op_xor<U32>),
    WMMASIM_ATOMIC(XOR_X2, U64, op_xor<U64>),
    WMMASIM_ATOMIC(SWAP, U32, op_swap<U32>),
    WMMASIM_ATOMIC(SWAP_X2, U64, op_swap<U64>),
    WMMASIM_ATOMIC(CMPSWAP, U32, op_cmpstore<U32>),
    WMMASIM_ATOMIC(CMPSWAP_X2, U64, op_cmpstore<U64>),
    WMMASIM_ATOMIC(FCMPSWAP, U32, op_cmpstore_f<U32>),
    WMMASIM_ATOMIC(ADD_F32, U32, op_add_f<U32>),
    // gfx11 *_min_f32/*_max_f32 and gfx12 *_min_num_f32/*_max_num_f32: IEEE minNum/maxNum.
    WMMASIM_ATOMIC(FMIN, U32, op_min_f<U32>),
    WMMASIM_ATOMIC(FMAX, U32, op_max_f<U32>),
    WMMASIM_ATOMIC(PK_ADD_F16, U32, op_pk_add_f16),
    WMMASIM_ATOMIC(PK_ADD_BF16, U32, op_pk_add_bf16),
    WMMASIM_ATOMIC(COND_SUB_U32, U32, op_cond_sub<U32>),
    // *_csub_u32: new = old < data ? 0 : old - data.
    {S::GLOBAL_ATOMIC_CSUB, global_atomic<U32, op_sub_clamp<U32>, false>,
     translate_checked<global_atomic_translated<U32, op_sub_clamp<U32>, false>>},
    {S::FLAT_ATOMIC_CSUB_U32, global_atomic<U32, op_sub_clamp<U32>, true>,
     translate_checked<global_atomic_translated<U32, op_sub_clamp<U32>, true>>},
};

#undef WMMASIM_ATOMIC

}  // namespace

std::span<const Binding> vmem_atomic_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
