// The translated executor's private-memory accesses (SCRATCH, and FLAT in the private aperture) when every active
// lane accesses one private offset, as a compiler's stack slots do: the scratch is swizzled by dwords
// (internal.h private_byte), so dword k of such an access is, for all lanes of the wave, one row of the scratch,
// copied to or from a VGPR row. Any other access runs the reference step, which faults and reports as always.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "../internal.h"

namespace wmmasim::sim::exec {

// The scratch row of dword `offset` / 4 when an access of `bytes` at private `offset` by every lane may be copied by
// rows: no observer wants lane accesses, a lane is active, the offset is a dword's and the highest lane's last byte
// lies in the wave's scratch (so check_private_access passes for every lane); else nullptr.
inline std::byte* private_rows(WaveContext& w, std::uint32_t offset, std::uint32_t bytes) {
  if (w.group->access_observer != nullptr || w.exec() == 0 || offset % 4 != 0 || bytes == 0 ||
      offset > UINT32_MAX - bytes) {
    return nullptr;
  }
  if (private_byte(w, w.size() - 1, offset + bytes - 1) >= w.scratch.size()) return nullptr;
  return w.scratch.data() + private_byte(w, 0, offset);
}

// Rows `rows`, `rows` + one row, ... into VGPRs vdst, vdst + 1, ...: the active lanes.
template <int kDwords>
void private_rows_into_vgprs(WaveContext& w, const std::byte* rows, int vdst) {
  const auto row_bytes = static_cast<std::size_t>(w.size()) * 4;
  const std::uint64_t exec = w.exec();
  for (int i = 0; i < kDwords; ++i) {
    const std::byte* row = rows + static_cast<std::size_t>(i) * row_bytes;
    std::uint32_t* vgpr = w.vgpr(vdst + i);
    if (exec == w.state.all_lanes_mask()) {
      std::memcpy(vgpr, row, row_bytes);
      continue;
    }
    for (std::uint64_t left = exec; left != 0; left &= left - 1) {
      const int lane = std::countr_zero(left);
      std::memcpy(vgpr + lane, row + 4 * lane, 4);
    }
  }
}

// VGPRs vdata, vdata + 1, ... into rows `rows`, `rows` + one row, ...: the active lanes.
template <int kDwords>
void vgprs_into_private_rows(WaveContext& w, int vdata, std::byte* rows) {
  const auto row_bytes = static_cast<std::size_t>(w.size()) * 4;
  const std::uint64_t exec = w.exec();
  for (int i = 0; i < kDwords; ++i) {
    std::byte* row = rows + static_cast<std::size_t>(i) * row_bytes;
    const std::uint32_t* vgpr = w.vgpr(vdata + i);
    if (exec == w.state.all_lanes_mask()) {
      std::memcpy(row, vgpr, row_bytes);
      continue;
    }
    for (std::uint64_t left = exec; left != 0; left &= left - 1) {
      const int lane = std::countr_zero(left);
      std::memcpy(row + 4 * lane, vgpr + lane, 4);
    }
  }
}

}  // namespace wmmasim::sim::exec
