// The VGPR-bank read rule of one-pass VALU and VOPD instructions (vgpr_banks.h; docs/timing.md, "VGPR banks").
#include "vgpr_banks.h"

#include <algorithm>

namespace wmmasim::sim {

bool VgprReads::contains(std::uint16_t vgpr) const {
  return std::find(reg.begin(), reg.begin() + count, vgpr) != reg.begin() + count;
}

namespace {

void add_read(VgprReads& reads, const RegisterRange& range) {
  if (range.file == RegisterFile::Vgpr && range.count == 1 && !reads.contains(range.first) &&
      reads.count < VgprReads::kMax)
    reads.reg[reads.count++] = range.first;
}

}  // namespace

VgprReads vgpr_reads_of(const TimingEvent& event) {
  VgprReads reads;
  for (const RegisterRange& range : event.src) add_read(reads, range);
  if (event.flags & kReadsDst0) add_read(reads, event.dst[0]);
  if (event.flags & kReadsDst1) add_read(reads, event.dst[1]);
  return reads;
}

int vgpr_read_cycles(const VgprReads& reads, const VgprReads& previous, int banks) {
  if (banks <= 0 || reads.count <= 1) return 1;  // one register takes one cycle, from its bank or the cache
  constexpr int kMaxBanks = 16;
  std::array<std::uint8_t, kMaxBanks> per_bank{};
  int cycles = 1;
  for (std::size_t i = 0; i < reads.count; ++i) {
    if (previous.contains(reads.reg[i])) continue;
    const auto bank = static_cast<std::size_t>(reads.reg[i] % std::min(banks, kMaxBanks));
    cycles = std::max<int>(cycles, ++per_bank[bank]);
  }
  return cycles;
}

}  // namespace wmmasim::sim
