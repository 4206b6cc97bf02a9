// Scalar memory: s_load_* reads global memory into SGPRs. Cache invalidations and prefetches are no-ops in the
// functional model (no caches).
#include <array>
#include <cstring>

#include "../buffer_resource.h"
#include "../internal.h"
#include "../operands.h"
#include "../translate.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// SBASE (an SGPR pair) + the immediate offset + SOFFSET (an SGPR, or null). Dword loads ignore the address's two
// low bits (RDNA3 ISA §7.2 / RDNA4 ISA §8.2 "Scalar Memory Addressing").
std::uint64_t scalar_address(const WaveContext& w, const isa::DecodedInstruction& d) {
  const std::uint64_t base = scalar64(w, d, d.operands.sbase());
  const std::uint32_t soffset = d.operands.soffset().code == isa::src::kNull ? 0 : scalar32(w, d, d.operands.soffset());
  return base + static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset)) + soffset;
}

template <int kDwords>
void s_load_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint64_t address = scalar_address(w, d) & ~std::uint64_t{3};
  std::array<std::uint32_t, kDwords> data{};
  lane_access(w, 0, AddressSpace::Global, LaneAccessKind::Read, address, sizeof data);
  w.group->memory->read(address, std::as_writable_bytes(std::span(data)));
  for (int i = 0; i < kDwords; ++i) write_sreg(w, d.operands.dst().code + static_cast<unsigned>(i), data[i]);
}

// gfx12 sub-dword scalar loads, zero- or sign-extended to 32 bits.
template <class T>
void s_load_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint64_t address = scalar_address(w, d);
  lane_access(w, 0, AddressSpace::Global, LaneAccessKind::Read, address, sizeof(T));
  const T value = w.group->memory->load<T>(address);
  write_sreg(w, d.operands.dst().code, static_cast<std::uint32_t>(static_cast<std::int32_t>(value)));
}

// s_buffer_load: the V# in SBASE (4 SGPRs) gives the base; the immediate offset + SOFFSET is the byte offset into
// the buffer, and dwords at or past NUM_RECORDS read 0 (the range check of scalar buffer loads, RDNA3 ISA §7.2).
template <int kDwords, class T = std::uint32_t>
void s_buffer_load(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const BufferResource r = buffer_resource(w, d.operands.sbase());
  const std::uint32_t soffset = d.operands.soffset().code == isa::src::kNull ? 0 : scalar32(w, d, d.operands.soffset());
  std::uint64_t offset = static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset)) + soffset;
  if (sizeof(T) == 4) offset &= ~std::uint64_t{3};
  for (int i = 0; i < kDwords; ++i) {
    const std::uint64_t at = offset + sizeof(T) * static_cast<std::uint64_t>(i);
    std::uint32_t value = 0;
    if (at + sizeof(T) <= r.num_records) {
      value = static_cast<std::uint32_t>(static_cast<std::int32_t>(w.group->memory->load<T>(r.base + at)));
    }
    write_sreg(w, d.operands.dst().code + static_cast<unsigned>(i), value);
  }
}

void no_effect(WaveContext&, const Step&) {}

constexpr Binding kBindings[] = {
    {S::S_LOAD_B32, s_load_dwords<1>, translate_reference_straight},
    {S::S_LOAD_B64, s_load_dwords<2>, translate_reference_straight},
    {S::S_LOAD_B96, s_load_dwords<3>, translate_reference_straight},
    {S::S_LOAD_B128, s_load_dwords<4>, translate_reference_straight},
    {S::S_LOAD_B256, s_load_dwords<8>, translate_reference_straight},
    {S::S_LOAD_B512, s_load_dwords<16>, translate_reference_straight},
    {S::S_LOAD_U8, s_load_small<std::uint8_t>, translate_reference_straight},
    {S::S_LOAD_I8, s_load_small<std::int8_t>, translate_reference_straight},
    {S::S_LOAD_U16, s_load_small<std::uint16_t>, translate_reference_straight},
    {S::S_LOAD_I16, s_load_small<std::int16_t>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B32, s_buffer_load<1>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B64, s_buffer_load<2>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B96, s_buffer_load<3>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B128, s_buffer_load<4>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B256, s_buffer_load<8>, translate_reference_straight},
    {S::S_BUFFER_LOAD_B512, s_buffer_load<16>, translate_reference_straight},
    {S::S_BUFFER_LOAD_U8, s_buffer_load<1, std::uint8_t>, translate_reference_straight},
    {S::S_BUFFER_LOAD_I8, s_buffer_load<1, std::int8_t>, translate_reference_straight},
    {S::S_BUFFER_LOAD_U16, s_buffer_load<1, std::uint16_t>, translate_reference_straight},
    {S::S_BUFFER_LOAD_I16, s_buffer_load<1, std::int16_t>, translate_reference_straight},
    {S::S_DCACHE_INV, no_effect, translate_no_effect},
    {S::S_GL1_INV, no_effect, translate_no_effect},
    {S::S_PREFETCH_DATA, no_effect, translate_no_effect},
    {S::S_PREFETCH_INST, no_effect, translate_no_effect},
    {S::S_PREFETCH_DATA_PC_REL, no_effect, translate_no_effect},
    {S::S_PREFETCH_INST_PC_REL, no_effect, translate_no_effect},
    {S::S_BUFFER_PREFETCH_DATA, no_effect, translate_no_effect},
};

}  // namespace

std::span<const Binding> smem_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
