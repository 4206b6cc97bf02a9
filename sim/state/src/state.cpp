#include "wmmasim/state/state.h"

#include <fmt/format.h>
#include <stdexcept>

namespace wmmasim::sim {

WaveState::WaveState(int wave_size_, int vgpr_count_) : wave_size(wave_size_), vgpr_count(vgpr_count_) {
  if (wave_size != 32 && wave_size != 64) {
    throw std::invalid_argument(fmt::format("wave size {} is not supported: use 32 or 64", wave_size));
  }
  if (vgpr_count < 1 || vgpr_count > kMaxVgprs) {
    throw std::invalid_argument(fmt::format("a wave has 1 to {} VGPRs, not {}", kMaxVgprs, vgpr_count));
  }
  vgprs.assign(static_cast<std::size_t>(vgpr_count) * static_cast<std::size_t>(wave_size), 0u);
  exec = all_lanes_mask();
}

std::span<std::uint32_t> WaveState::vgpr(int reg) {
  check_vgpr_range(reg, 1, "VGPR access");
  return {vgprs.data() + static_cast<std::size_t>(reg) * static_cast<std::size_t>(wave_size),
          static_cast<std::size_t>(wave_size)};
}

std::span<const std::uint32_t> WaveState::vgpr(int reg) const {
  check_vgpr_range(reg, 1, "VGPR access");
  return {vgprs.data() + static_cast<std::size_t>(reg) * static_cast<std::size_t>(wave_size),
          static_cast<std::size_t>(wave_size)};
}

void WaveState::check_vgpr_range(int first, int count, std::string_view what) const {
  if (first < 0 || count < 0 || first + count > vgpr_count) {
    const std::string range = count == 1 ? fmt::format("v{}", first) : fmt::format("v[{}:{}]", first, first + count - 1);
    throw std::out_of_range(
        fmt::format("{}: {} is outside the wave's VGPRs v[0:{}]", what, range, vgpr_count - 1));
  }
}

}  // namespace wmmasim::sim
