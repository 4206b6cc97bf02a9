// The architectural state of one wave: VGPRs, SGPRs and the special registers.
//
// A plain struct on purpose: the ISA executor reads and writes the members directly. The checked accessors
// (vgpr(), check_vgpr_range()) exist for the API and for validating an instruction's register ranges once,
// after which the executor may index `vgprs` directly.
//
// VGPRs are stored register-major: the `wave_size` lanes of one VGPR are contiguous (vgprs[reg * wave_size +
// lane]), so per-lane semantics loop over a contiguous array and vectorise (docs/reference/emulators.md §7.3).
// Special registers live outside the SGPR array (emulators.md §2.4: tinygrad's HW_ID stored inside the
// operand-index space overwrote an inline constant).
#pragma once

#include <array>
#include <boost/align/aligned_allocator.hpp>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace wmmasim::sim {

inline constexpr int kMaxVgprs = 256;  // per lane (gfx11/gfx12 VOP encodings address v0..v255)
inline constexpr int kSgprCount = 106;  // s0..s105; VCC (operand 106/107) is `vcc` below
inline constexpr int kTtmpCount = 16;   // ttmp0..ttmp15 (gfx12 puts the workgroup ids in ttmp7/ttmp9)

// The VGPR file, aligned to a cache line: 16 lanes of a VGPR (the AVX-512 matrix kernels' and the translated
// executor's unit) are one line, not two (an access straddling two lines costs about twice, a store more).
inline constexpr std::size_t kVgprAlignment = 64;
using VgprWords = std::vector<std::uint32_t, boost::alignment::aligned_allocator<std::uint32_t, kVgprAlignment>>;

struct WaveState {
  // Throws std::invalid_argument unless wave_size is 32 or 64 and vgpr_count is in [1, 256].
  explicit WaveState(int wave_size, int vgpr_count = kMaxVgprs);

  int wave_size;
  int vgpr_count;  // VGPRs allocated to the wave; v[vgpr_count..255] do not exist
  VgprWords vgprs;  // vgpr_count * wave_size words, register-major
  std::array<std::uint32_t, kSgprCount> sgprs{};
  std::array<std::uint32_t, kTtmpCount> ttmp{};
  std::uint64_t vcc = 0;   // VCC_HI is bits 63:32 (zero-extended in wave32)
  std::uint64_t exec = 0;  // all lanes active after construction
  std::uint32_t m0 = 0;
  bool scc = false;
  std::uint64_t pc = 0;

  // The lanes of one VGPR. Throws std::out_of_range if `reg` is not in [0, vgpr_count).
  std::span<std::uint32_t> vgpr(int reg);
  std::span<const std::uint32_t> vgpr(int reg) const;

  // Throws std::out_of_range, naming `what` (e.g. "A of v_wmma_f32_16x16x16_f16"), unless v[first..first+count-1]
  // all exist.
  void check_vgpr_range(int first, int count, std::string_view what) const;

  // Bits 0..wave_size-1 set.
  std::uint64_t all_lanes_mask() const { return wave_size == 64 ? ~std::uint64_t{0} : 0xffffffffull; }
  bool exec_all_ones() const { return (exec & all_lanes_mask()) == all_lanes_mask(); }
};

}  // namespace wmmasim::sim
