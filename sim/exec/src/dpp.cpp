// DPP (data-parallel primitives, RDNA3 ISA §7.7, RDNA4 ISA §7.7): a VOP1/VOP2/VOPC/VOP3/VOP3P instruction whose
// src0 is read from another lane of the wave. The step gathers src0's lanes into the wave's DPP register (a VGPR
// past the allocation that no instruction names), turns off the lanes the DPP controls do not write, and runs the
// instruction's own semantic function with src0 renamed to the gathered register. Every instruction class that
// accepts DPP therefore gets it without a DPP variant of its semantics. The translated executor (translate.h) knows
// each step's gather under a full EXEC from its controls alone, so it computes it once per kernel, and runs the
// instruction's translated step.
#include <array>
#include <cstdint>
#include <fmt/format.h>
#include <string_view>

#include "host_isa.h"
#include "internal.h"
#include "translate.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace wmmasim::sim::exec {
namespace {

constexpr int kRowLanes = 16;
constexpr int kNoLane = -1;

// The lane of its row of 16 that lane `r` of the row reads under DPP16 control `ctrl`, or kNoLane when the source
// is outside the row (row shifts). quad_perm [7:0], row_shl 0x101-0x10f, row_shr 0x111-0x11f, row_ror
// 0x121-0x12f, row_mirror 0x140, row_half_mirror 0x141, row_share 0x150-0x15f, row_xmask 0x160-0x16f (the last
// two gfx10+).
int dpp16_row_source(unsigned ctrl, int r) {
  const int n = static_cast<int>(ctrl & 0xf);
  if (ctrl <= 0xff) return (r & ~3) + static_cast<int>((ctrl >> (2 * (r & 3))) & 3);
  switch (ctrl & 0x1f0) {
    case 0x100: return r + n < kRowLanes ? r + n : kNoLane;
    case 0x110: return r - n >= 0 ? r - n : kNoLane;
    case 0x120: return (r - n + kRowLanes) % kRowLanes;
    case 0x150: return n;
    case 0x160: return r ^ n;
    default: break;
  }
  return ctrl == 0x140 ? kRowLanes - 1 - r : (r & ~7) + 7 - (r & 7);  // row_mirror, row_half_mirror
}

struct DppLanes {
  std::array<int, kMaxLanes> source;  // the lane each lane reads src0 from; kNoLane: it reads 0
  std::uint64_t writes = 0;           // the lanes the instruction may write
};

// DPP16 word: dpp_ctrl [16:8], FI [18], BOUND_CTRL [19], bank_mask [27:24], row_mask [31:28]. A lane whose row or
// bank is masked off is not written. A source outside the row, or an inactive source lane unless FI is set, is
// invalid: BOUND_CTRL 1 reads 0 for it, BOUND_CTRL 0 leaves the lane unwritten (the destination keeps its value,
// which is how LLVM's update_dpp returns `old` there).
DppLanes dpp16_lanes(std::uint32_t word, int wave_size, std::uint64_t exec) {
  const unsigned ctrl = (word >> 8) & 0x1ff;
  const bool fetch_inactive = ((word >> 18) & 1) != 0;
  const bool bound_ctrl = ((word >> 19) & 1) != 0;
  const unsigned bank_mask = (word >> 24) & 0xf;
  const unsigned row_mask = (word >> 28) & 0xf;
  DppLanes out;
  for (int lane = 0; lane < wave_size; ++lane) {
    const int r = lane % kRowLanes;
    const int base = lane - r;
    out.source[lane] = kNoLane;
    if (((row_mask >> (lane / kRowLanes)) & 1) == 0 || ((bank_mask >> (r / 4)) & 1) == 0) continue;
    const int from = dpp16_row_source(ctrl, r);
    const bool valid = from != kNoLane && (fetch_inactive || ((exec >> (base + from)) & 1) != 0);
    if (valid) out.source[lane] = base + from;
    if (valid || bound_ctrl) out.writes |= std::uint64_t{1} << lane;
  }
  return out;
}

// DPP8 word: src0 [7:0], then a 3-bit lane select per lane of each group of 8 ([10:8] for lane 0). Every lane is
// written; a select naming an inactive lane reads 0 unless the FI form (source code 234) is used.
DppLanes dpp8_lanes(std::uint32_t word, bool fetch_inactive, int wave_size, std::uint64_t exec) {
  DppLanes out;
  for (int lane = 0; lane < wave_size; ++lane) {
    const int from = (lane & ~7) + static_cast<int>((word >> (8 + 3 * (lane & 7))) & 7);
    out.source[lane] = fetch_inactive || ((exec >> from) & 1) != 0 ? from : kNoLane;
    out.writes |= std::uint64_t{1} << lane;
  }
  return out;
}

DppLanes dpp_lanes(const isa::DecodedInstruction& d, int wave_size, std::uint64_t exec) {
  return d.dpp == isa::Dpp::Dpp16 ? dpp16_lanes(d.control, wave_size, exec)
                                  : dpp8_lanes(d.control, d.dpp == isa::Dpp::Dpp8Fi, wave_size, exec);
}

// Writes each lane of src0's gathered register (every dword of it): lane_value(src0's dword k, lane).
template <class LaneValue>
void gather_src0(WaveContext& w, const Step& s, LaneValue lane_value) {
  const isa::Operand& src0 = s.decoded->operands.src0();
  const int gathered = s.inner->decoded->operands.src0().vgpr();
  const int lanes = w.size();
  for (int k = 0; k < src0.dwords; ++k) {
    const std::uint32_t* from = w.vgpr(src0.vgpr() + k);
    std::uint32_t* to = w.vgpr(gathered + k);
    for (int lane = 0; lane < lanes; ++lane) to[lane] = lane_value(from, lane);
  }
}

}  // namespace

std::string dpp_problem(const isa::DecodedInstruction& d) {
  if (d.dpp != isa::Dpp::Dpp16) return {};
  const unsigned ctrl = (d.control >> 8) & 0x1ff;
  const bool reserved = (ctrl >= 0x100 && ctrl <= 0x1ff && (ctrl & 0xf) == 0 && ctrl != 0x140 && ctrl != 0x150 &&
                         ctrl != 0x160) ||
                        (ctrl >= 0x130 && ctrl <= 0x13f) || (ctrl >= 0x142 && ctrl <= 0x14f) || ctrl >= 0x170;
  // wave_shl/rol/shr/ror and row_bcast15/31 are GCN controls that gfx10+ dropped.
  return reserved ? fmt::format("DPP control {:#x} is reserved on gfx11/gfx12", ctrl) : std::string{};
}

void run_dpp(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const DppLanes lanes = dpp_lanes(d, w.size(), w.exec());
  gather_src0(w, s, [&](const std::uint32_t* from, int lane) {
    return lanes.source[lane] == kNoLane ? 0u : from[lanes.source[lane]];
  });
  const std::uint64_t saved_exec = w.state.exec;
  w.state.exec = saved_exec & lanes.writes;
  s.inner->execute(w, *s.inner);
  // v_cmpx writes EXEC itself (lanes the DPP controls disabled compare as inactive: 0).
  if (!std::string_view(d.record->mnemonic).starts_with("v_cmpx")) w.state.exec = saved_exec;
}

// Under a full EXEC every source lane is active, so which lane reads which depends on the controls alone.
DppGather dpp_full_exec_gather(const isa::DecodedInstruction& d, int wave_size) {
  const std::uint64_t all = wave_size == 64 ? ~std::uint64_t{0} : 0xffffffffull;
  const DppLanes lanes = dpp_lanes(d, wave_size, all);
  DppGather out;
  for (int lane = 0; lane < wave_size; ++lane) {
    const bool reads_zero = lanes.source[lane] == kNoLane;
    out.row_source[lane] = static_cast<std::uint32_t>((reads_zero ? lane : lanes.source[lane]) % kRowLanes);
    out.keep[lane] = reads_zero ? 0u : ~0u;
  }
  out.writes_all = lanes.writes == all;
  return out;
}

namespace {

// One dword of src0 gathered into the DPP register's dword by the table.
void gather_rows(const std::uint32_t* from, std::uint32_t* to, const DppGather& gather, int lanes) {
  for (int lane = 0; lane < lanes; ++lane) {
    const std::uint32_t* row = from + (lane & ~(kRowLanes - 1));
    to[lane] = row[gather.row_source[lane]] & gather.keep[lane];
  }
}

#if defined(__x86_64__)
// The same eight lanes at a time: each half of a row picks from the row's two halves (vpermd by the source lane's
// low three bits) and takes the upper half's where the source lane's bit 3 is set.
[[WMMASIM_TARGET_AVX2]] void gather_rows_avx2(const std::uint32_t* from, std::uint32_t* to, const DppGather& gather,
                                             int lanes) {
  for (int lane = 0; lane < lanes; lane += 8) {
    const std::uint32_t* row = from + (lane & ~(kRowLanes - 1));
    const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row));
    const __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 8));
    const __m256i source = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(gather.row_source.data() + lane));
    const __m256i keep = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(gather.keep.data() + lane));
    const __m256 from_low = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(low, source));
    const __m256 from_high = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(high, source));
    const __m256 in_high = _mm256_castsi256_ps(_mm256_slli_epi32(source, 28));  // bit 3 to the sign
    const __m256i picked = _mm256_castps_si256(_mm256_blendv_ps(from_low, from_high, in_high));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(to + lane), _mm256_and_si256(picked, keep));
  }
}
#endif

// With every lane active and written, EXEC is left as it is (run_dpp would restore the same value): the gather from
// the table and the instruction. Otherwise run_dpp, with the instruction's translated step.
template <auto kGatherRows>
void run_dpp_translated(WaveContext& w, const Step& s) {
  const DppGather& gather = *s.bound->gather;
  if (!gather.writes_all || w.state.exec != w.state.all_lanes_mask()) return run_dpp(w, s);
  const isa::Operand& src0 = s.decoded->operands.src0();
  const int gathered = s.inner->decoded->operands.src0().vgpr();
  for (int k = 0; k < src0.dwords; ++k) kGatherRows(w.vgpr(src0.vgpr() + k), w.vgpr(gathered + k), gather, w.size());
  s.inner->execute(w, *s.inner);
}

}  // namespace

SemanticFn dpp_translated_for_host() {
#if defined(__x86_64__)
  return for_host(run_dpp_translated<gather_rows>, run_dpp_translated<gather_rows_avx2>);
#else
  return run_dpp_translated<gather_rows>;
#endif
}

}  // namespace wmmasim::sim::exec
