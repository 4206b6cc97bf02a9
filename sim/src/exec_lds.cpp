// LDS (DS encoding): loads and stores to the workgroup's local data share, and the lane exchanges that go through
// the LDS crossbar without touching LDS memory (ds_bpermute_b32, ds_permute_b32). Addresses are the VGPR `addr`
// plus the instruction's unsigned offset(s), checked against the LDS the kernel asked for (its
// group_segment_fixed_size); the 2addr forms use two 8-bit offsets scaled by the element size
// (RDNA3 ISA §11 "Data Share Operations").
#include <algorithm>
#include <array>
#include <fmt/format.h>

#include "exec_internal.h"
#include "exec_operands.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// Slots of DS records: 0 vdst, 2 addr, 3 data0, 4 data1.
constexpr int kVdst = 0;
constexpr int kAddr = 2;
constexpr int kData0 = 3;
constexpr int kData1 = 4;

// The addr VGPR of every lane, read before the instruction writes anything (vdst may overlap addr).
Lanes addresses(const Wave& w, const isa::DecodedInstruction& d) {
  Lanes addr;
  const std::uint32_t* v = w.vgpr(d.operands[kAddr].vgpr());
  std::copy_n(v, w.size(), addr.begin());
  return addr;
}

// Runs `access(lane, address)` for every active lane with address = addr + offset; a fault names the lane.
template <class Access>
void each_lane(Wave& w, const Lanes& addr, std::uint32_t offset, Access access) {
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    try {
      access(lane, addr[lane] + offset);
    } catch (const MemoryFault& e) {
      fault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
}

// Outside the allocation, with LdsBounds::Zero: reads give 0 and writes are dropped; otherwise Lds faults.
bool dropped(const Wave& w, std::uint32_t address, std::size_t bytes) {
  const Lds& lds = w.group->lds;
  const bool inside = address <= lds.size() && bytes <= lds.size() - address;
  return !inside && w.group->lds_bounds == LdsBounds::Zero;
}
void lds_read(const Wave& w, std::uint32_t address, std::span<std::byte> out) {
  if (dropped(w, address, out.size())) {
    std::ranges::fill(out, std::byte{0});
  } else {
    w.group->lds.read(address, out);
  }
}
void lds_write(Wave& w, std::uint32_t address, std::span<const std::byte> data) {
  if (!dropped(w, address, data.size())) w.group->lds.write(address, data);
}
template <class T>
T lds_load(const Wave& w, std::uint32_t address) {
  T value;
  lds_read(w, address, std::as_writable_bytes(std::span(&value, 1)));
  return value;
}

std::uint32_t offset16(const isa::DecodedInstruction& d) { return static_cast<std::uint32_t>(d.offset) & 0xffffu; }
std::uint32_t offset0(const isa::DecodedInstruction& d) { return static_cast<std::uint32_t>(d.offset) & 0xffu; }
std::uint32_t offset1(const isa::DecodedInstruction& d) { return (static_cast<std::uint32_t>(d.offset) >> 8) & 0xffu; }

template <int kDwords>
void read_dwords_at(Wave& w, const Lanes& addr, int first_vgpr, std::uint32_t offset) {
  each_lane(w, addr, offset, [&](int lane, std::uint32_t address) {
    std::array<std::uint32_t, kDwords> data;
    lds_read(w, address, std::as_writable_bytes(std::span(data)));
    for (int i = 0; i < kDwords; ++i) w.vgpr(first_vgpr + i)[lane] = data[i];
  });
}
template <int kDwords>
void write_dwords_at(Wave& w, const Lanes& addr, int first_vgpr, std::uint32_t offset) {
  each_lane(w, addr, offset, [&](int lane, std::uint32_t address) {
    std::array<std::uint32_t, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[i] = w.vgpr(first_vgpr + i)[lane];
    lds_write(w, address, std::as_bytes(std::span(data)));
  });
}

template <int kDwords>
void ds_read(Wave& w, const Step& s) {
  read_dwords_at<kDwords>(w, addresses(w, *s.decoded), s.decoded->operands[kVdst].vgpr(), offset16(*s.decoded));
}
template <int kDwords>
void ds_write(Wave& w, const Step& s) {
  write_dwords_at<kDwords>(w, addresses(w, *s.decoded), s.decoded->operands[kData0].vgpr(), offset16(*s.decoded));
}

// ds_load_2addr_* / ds_store_2addr_*: two elements of kDwords at addr + offset0 * size * stride and
// addr + offset1 * size * stride (stride 64 for the _stride64 forms).
template <int kDwords, int kStride>
void ds_read2(Wave& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t scale = 4u * kDwords * kStride;
  const int vdst = d.operands[kVdst].vgpr();
  const Lanes addr = addresses(w, d);
  read_dwords_at<kDwords>(w, addr, vdst, offset0(d) * scale);
  read_dwords_at<kDwords>(w, addr, vdst + kDwords, offset1(d) * scale);
}
template <int kDwords, int kStride>
void ds_write2(Wave& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t scale = 4u * kDwords * kStride;
  const Lanes addr = addresses(w, d);
  write_dwords_at<kDwords>(w, addr, d.operands[kData0].vgpr(), offset0(d) * scale);
  write_dwords_at<kDwords>(w, addr, d.operands[kData1].vgpr(), offset1(d) * scale);
}

// Sub-dword loads (extended to 32 bits, or D16 into one half of vdst) and stores (D16_HI: from bits 31:16).
enum class Into { Dword, Low16, High16 };
template <class T, Into kInto>
void ds_read_small(Wave& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t* vdst = w.vgpr(d.operands[kVdst].vgpr());
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(lds_load<T>(w, address)));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}
template <class T, bool kHigh>
void ds_write_small(Wave& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* data = w.vgpr(d.operands[kData0].vgpr());
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const T value = static_cast<T>(kHigh ? data[lane] >> 16 : data[lane]);
    lds_write(w, address, std::as_bytes(std::span(&value, 1)));
  });
}

// ds_bpermute_b32: lane l reads data0 of lane ((addr[l] + offset) / 4) mod wave size; a source lane that is
// not active gives 0. ds_permute_b32: lane l writes its data0 to that lane (the last writer wins). Neither
// touches LDS memory (RDNA3 ISA DS_BPERMUTE_B32 / DS_PERMUTE_B32).
template <bool kBackward>
void ds_permute(Wave& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = w.vgpr(d.operands[kAddr].vgpr());
  const std::uint32_t* data = w.vgpr(d.operands[kData0].vgpr());
  const std::uint64_t exec = w.exec();
  const int n = w.size();
  const std::uint32_t offset = offset16(d);
  Lanes result{};
  for (int lane = 0; lane < n; ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    const int other = static_cast<int>(((addr[lane] + offset) / 4) % static_cast<std::uint32_t>(n));
    if (kBackward) {
      result[lane] = ((exec >> other) & 1) ? data[other] : 0u;
    } else {
      result[other] = data[lane];
    }
  }
  write_lanes32(w, d.operands[kVdst].vgpr(), result, exec);
}

constexpr Binding kBindings[] = {
    {S::DS_READ_B32, ds_read<1>},
    {S::DS_READ_B64, ds_read<2>},
    {S::DS_READ_B96, ds_read<3>},
    {S::DS_READ_B128, ds_read<4>},
    {S::DS_READ2_B32, ds_read2<1, 1>},
    {S::DS_READ2_B64, ds_read2<2, 1>},
    {S::DS_READ2ST64_B32, ds_read2<1, 64>},
    {S::DS_READ2ST64_B64, ds_read2<2, 64>},
    {S::DS_READ_U8, ds_read_small<std::uint8_t, Into::Dword>},
    {S::DS_READ_I8, ds_read_small<std::int8_t, Into::Dword>},
    {S::DS_READ_U16, ds_read_small<std::uint16_t, Into::Dword>},
    {S::DS_READ_I16, ds_read_small<std::int16_t, Into::Dword>},
    {S::DS_READ_U8_D16, ds_read_small<std::uint8_t, Into::Low16>},
    {S::DS_READ_I8_D16, ds_read_small<std::int8_t, Into::Low16>},
    {S::DS_READ_U16_D16, ds_read_small<std::uint16_t, Into::Low16>},
    {S::DS_READ_U8_D16_HI, ds_read_small<std::uint8_t, Into::High16>},
    {S::DS_READ_I8_D16_HI, ds_read_small<std::int8_t, Into::High16>},
    {S::DS_READ_U16_D16_HI, ds_read_small<std::uint16_t, Into::High16>},
    {S::DS_WRITE_B32, ds_write<1>},
    {S::DS_WRITE_B64, ds_write<2>},
    {S::DS_WRITE_B96, ds_write<3>},
    {S::DS_WRITE_B128, ds_write<4>},
    {S::DS_WRITE2_B32, ds_write2<1, 1>},
    {S::DS_WRITE2_B64, ds_write2<2, 1>},
    {S::DS_WRITE2ST64_B32, ds_write2<1, 64>},
    {S::DS_WRITE2ST64_B64, ds_write2<2, 64>},
    {S::DS_WRITE_B8, ds_write_small<std::uint8_t, false>},
    {S::DS_WRITE_B16, ds_write_small<std::uint16_t, false>},
    {S::DS_WRITE_B8_D16_HI, ds_write_small<std::uint8_t, true>},
    {S::DS_WRITE_B16_D16_HI, ds_write_small<std::uint16_t, true>},
    {S::DS_BPERMUTE_B32, ds_permute<true>},
    {S::DS_PERMUTE_B32, ds_permute<false>},
};

}  // namespace

std::span<const Binding> lds_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
