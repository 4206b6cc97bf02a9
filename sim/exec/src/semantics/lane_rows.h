// What the translated memory handlers (lds.cpp, vmem.cpp) share: a wave's VGPRs as rows read once per instruction,
// and a loop over its active lanes with the wave size and EXEC in locals.
//
// Why not WaveContext::vgpr(reg)[lane] per lane: a VGPR store is a store of a 32-bit integer, which the compiler must
// assume may change the wave size (an int) that vgpr() multiplies by, so it reloaded the size and the register
// file's address after every lane's store (callgrind: two thirds of a ds_load_b128's cost).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "../internal.h"

namespace wmmasim::sim::exec {

// VGPRs `first`, `first + 1`, ... of a wave: row r, lane l at rows[r * stride + l].
struct VgprRows {
  VgprRows(WaveContext& w, int first) : rows(w.vgpr(first)), stride(static_cast<std::size_t>(w.size())) {}
  std::uint32_t& operator()(int row, int lane) const { return rows[static_cast<std::size_t>(row) * stride + static_cast<std::size_t>(lane)]; }
  std::uint32_t* rows;
  std::size_t stride;
};

// Calls each(lane) for every active lane, in lane order: a plain counted loop when every lane is active.
template <class Each>
[[gnu::always_inline]] inline void for_active_lanes(const WaveContext& w, Each each) {
  const std::uint64_t exec = w.exec();
  const int lanes = w.size();
  if (exec == w.state.all_lanes_mask()) {
    for (int lane = 0; lane < lanes; ++lane) each(lane);
    return;
  }
  for (std::uint64_t left = exec; left != 0; left &= left - 1) each(std::countr_zero(left));
}

}  // namespace wmmasim::sim::exec
