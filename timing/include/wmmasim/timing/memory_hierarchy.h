// The memory side of the timing model: latency from issue to the wait-counter decrement, per access kind, and the
// shared resources of the whole device. The first access to a page pays the cold latency (TLB and DRAM, as the
// freshly reset GPUs of tests/data/hw-traces do), the first access to a line of a warm page the miss latency, an
// access to a line the L2 holds the hit latency; an access never completes before the fill it depends on, and every
// distinct cache line a vector access touches (its coalesced requests) is a fill of its own. The L2 and the Infinity
// Cache hold lines up to their capacity (set-associative, least recently used out): a line the L2 lost is fetched
// again, from the Infinity Cache when it still holds it (`infinity_cache_latency_ns`, no DRAM traffic), else from
// DRAM. A line the L2 holds is fetched once: the accesses after its first request hit under the miss. Two resources
// are shared by every compute unit:
//  * the L2 channels: writes pass through the channel of their address (`l2_channel_interleave_bytes` of
//    consecutive addresses per channel, `l2_channels` channels); a channel accepts `l2_channel_bytes_per_cycle`,
//    so writes to one channel are acknowledged one after another, a write of B bytes B / rate cycles after the
//    previous one;
//  * DRAM: every line's fill and the write-back of every line written (once, the whole line) move the line's bytes
//    at `dram_bandwidth_gbs` (in bytes per shader cycle at `clock_mhz`), one transfer after another; a fill
//    completes no earlier than DRAM has delivered it.
// With sampled compute units (model.h) both rates are scaled to the sampled units' share.
//
// A launch may start from the caches earlier launches on the same device left (DeviceCaches): a kernel dispatch
// invalidates the compute units' L0 caches, the GL1 and the scalar and instruction caches, but not the L2, and the
// TLB is flushed only when memory is unmapped (docs/timing.md "State across launches").
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "wmmasim/events/events.h"
#include "wmmasim/timing/machine.h"

namespace wmmasim::sim {

// Bytes moved per level of the hierarchy (what a profiler's counters would show).
struct MemoryTraffic {
  std::uint64_t lds_bytes = 0;
  std::uint64_t scalar_bytes = 0;
  std::uint64_t vector_read_bytes = 0;   // requested by vector loads (L0)
  std::uint64_t vector_write_bytes = 0;  // written by vector stores and atomics (through the L2 channels)
  std::uint64_t dram_bytes = 0;          // fills and writes that reach DRAM
  std::uint64_t dram_busy_cycles = 0;    // cycles DRAM was transferring (at the sampled share)
  std::uint64_t l2_channel_busy_cycles = 0;  // summed over the channels
  std::uint64_t vector_lines = 0;            // cache-line requests of vector memory instructions (coalesced)
  std::uint64_t l2_line_misses = 0;          // line requests of vector loads that fetched their line (the others hit)
  std::uint64_t infinity_cache_hits = 0;     // of those, the lines the Infinity Cache returned (the others: DRAM)
  std::uint64_t lds_bank_conflict_cycles = 0;  // LDS passes beyond a conflict-free access's
};

// What a LineCache keeps beside each line it holds: nothing (the Infinity Cache), or the line's fill (the L2).
struct NoPayload {};
// A line's one fill in the L2: the cycle its data is there, and what DRAM had queued before its transfer.
struct LineFill {
  std::uint64_t ready = 0;
  double dram_queued_until = 0;
  bool from_dram = true;  // else the Infinity Cache returned it
};

// A set-associative cache of line numbers with least-recently-used replacement: `capacity_lines` lines in sets of
// `ways` (fewer sets than one: one set of the capacity). A line's set is a hash of its number (the hardware's set
// index is not published; a hash keeps power-of-two strides from piling into one set). Capacity 0 holds nothing.
// Each held line has a Payload, the caller's to write.
template <class Payload = NoPayload>
class LineCache {
 public:
  static constexpr std::uint64_t kNone = ~std::uint64_t{0};
  struct Access {
    bool hit = false;
    std::uint64_t evicted = kNone;  // the line that made room for this one
    // The line's payload: as the line left it on a hit, unwritten on a miss (null in a cache of no lines).
    Payload* payload = nullptr;
  };
  LineCache(std::uint64_t capacity_lines, int ways);
  // Whether `line` was held; either way it is now held, used at `stamp` (a larger stamp is more recent), and the
  // least recently used line of its set made room for it when the set was full.
  Access access(std::uint64_t line, std::int64_t stamp);
  // The lines held, most recently used first (equal stamps in line order).
  std::vector<std::uint64_t> lines_by_recency() const;

 private:
  struct Recency {
    std::int64_t stamp;
    std::uint64_t order;  // the count of accesses when the line was last used (ties of stamps)
  };
  static constexpr std::size_t kPayloadBytes = std::is_empty_v<Payload> ? 0 : sizeof(Payload);
  std::size_t set_of(std::uint64_t line) const;
  // A set's block: its ways' lines, then their recencies, then their payloads. A hit reads the lines (16 in two
  // host cache lines) and then only its own way's recency and payload; only a miss reads every recency.
  std::byte* block(std::size_t number) const { return blocks_.get() + number * block_bytes_; }
  std::uint64_t* lines(std::size_t number) const { return reinterpret_cast<std::uint64_t*>(block(number)); }
  Recency* recency(std::size_t number) const {
    return reinterpret_cast<Recency*>(block(number) + ways_ * sizeof(std::uint64_t));
  }
  Payload* payloads(std::size_t number) const {
    return reinterpret_cast<Payload*>(block(number) + ways_ * (sizeof(std::uint64_t) + sizeof(Recency)));
  }
  // Where a set is: its block's number, given when the set takes its first line, and how many ways are filled.
  struct SetPlace {
    std::uint32_t block = 0;
    std::uint32_t filled = 0;  // 0: the set has no block yet
  };
  std::size_t sets_ = 0;
  std::size_t ways_ = 0;
  std::size_t set_mask_ = 0;  // sets_ - 1 when sets_ is a power of two (then x % sets_ == x & set_mask_), else 0
  std::size_t block_bytes_ = 0;
  // sets_ blocks, allocated and not initialised: ways fill in order and nothing leaves a set, so a set's first
  // `filled` ways hold lines and the others were never written. A set takes the next unused block when its first
  // line comes, so the blocks in use lie together in the order the sets were first used: a launch that touches a
  // few thousand of the hashed sets touches that many blocks' pages, not a page per set (clearing a 64 MiB Infinity
  // Cache's arrays cost every timed launch about 3 ms; a page per set, about 1 us of page fault per set).
  std::unique_ptr<std::byte[]> blocks_;
  std::vector<SetPlace> places_;  // per set
  std::uint32_t blocks_used_ = 0;
  std::uint64_t uses_ = 0;
};

// What a device's memory side keeps from one launch to the next: the lines in its L2 and in its Infinity Cache, most
// recently used first, and the pages whose translations are warm. Line and page numbers are addresses over the
// machine's line and page bytes.
struct DeviceCaches {
  std::uint64_t line_bytes = 0;            // 0: nothing kept yet
  std::uint64_t page_bytes = 0;
  std::vector<std::uint64_t> l2_lines;     // at most the L2's capacity in lines
  std::vector<std::uint64_t> infinity_lines;  // at most the Infinity Cache's
  std::vector<std::uint64_t> warm_pages;   // ascending
  // The memory [address, address + bytes) was freed: its lines and its translations are gone.
  void forget(std::uint64_t address, std::uint64_t bytes);
};

class MemorySystem {
 public:
  // `share`: the fraction of the device's compute units that is simulated (1 = all).
  explicit MemorySystem(const MachineDescription& machine, double share = 1.0);

  // The pages of [address, address + bytes) were written by a copy before the launch (hipMemcpy to the device):
  // their translations are warm, so a first access pays the line's miss latency, not the page's cold one. The
  // recorded evidence: E_3's first global load of its copied inputs returned after 721-786 cycles (gfx1100) and
  // 1082-1088 (gfx1201), every other recording's first load of a buffer nothing had written after 1444-1633 and
  // 1912-2044 (tests/data/hw-traces: the caches were invalidated before every launch, the TLB only at allocation;
  // docs/timing.md "Pages a copy wrote").
  void copied_before_launch(std::uint64_t address, std::uint64_t bytes);

  // The launch starts on a device whose caches hold `caches` (an earlier launch's caches_after()): their lines are
  // in the L2 (a load of one hits), their pages' translations warm. Call before the first access.
  void start_with(const DeviceCaches& caches);
  // What the device's caches hold when the launch is over: the L2's and the Infinity Cache's lines (the ones used
  // last, by this launch's loads or, before them, an earlier launch's), and every page with a warm translation.
  DeviceCaches caches_after() const;

  // The cycle at which the access issued at `issue_cycle` decrements its wait counter: a scalar or vector memory
  // access (the LDS is the compute unit's own: CuSimulator).
  std::uint64_t completion_cycle(const TimingEvent& event, std::uint64_t issue_cycle);

  const MemoryTraffic& traffic() const { return traffic_; }
  double dram_bytes_per_cycle() const { return dram_bytes_per_cycle_; }

 private:
  // The cycle the page `key` in `pages` is there for an access at `issue_cycle`: the earliest of its accesses'
  // own fills, each `fill_latency` after its access (no DRAM transfer: the page's lines pay for their own).
  static std::uint64_t page_ready(std::unordered_map<std::uint64_t, std::uint64_t>& pages, std::uint64_t key,
                                  std::uint64_t issue_cycle, int fill_latency);
  // The cycle the line `line` is there for a vector load issued at `issue_cycle` (its page aside).
  std::uint64_t line_ready(std::uint64_t line, std::uint64_t issue_cycle);
  // A new fill of `line` for a request issued at `issue_cycle`: from the Infinity Cache or from DRAM.
  LineFill fetch(std::uint64_t line, std::uint64_t issue_cycle);
  // The fill of a request at `issue_cycle` that reached the memory system after the line's first request did.
  std::uint64_t own_fill(const LineFill& fill, std::uint64_t issue_cycle) const;
  void write_back_once(const TimingEvent& event, std::uint64_t issue_cycle);
  std::uint64_t write_acknowledged(const TimingEvent& event, std::uint64_t bytes, std::uint64_t issue_cycle);
  // The cycle the channels have taken the bytes [begin, end) of a write issued at `issue_cycle`.
  std::uint64_t channels_accept(std::uint64_t begin, std::uint64_t end, std::uint64_t issue_cycle);
  std::uint64_t load_ready(const TimingEvent& event, std::uint64_t issue_cycle);
  // The cycle DRAM has moved `bytes` requested at `cycle`, queued behind what it was given before.
  std::uint64_t dram_transfer(std::uint64_t bytes, std::uint64_t cycle);
  // The cycle a transfer of `bytes` requested at `cycle` behind a queue that ends at `queued_until` is delivered.
  std::uint64_t dram_delivery(double queued_until, std::uint64_t bytes, std::uint64_t cycle) const;

  const MachineDescription& machine_;
  double dram_bytes_per_cycle_ = 0;  // 0: no DRAM limit
  double channel_bytes_per_cycle_ = 0;
  double dram_free_ = 0;                  // cycle DRAM finishes what it was given
  std::vector<double> channel_free_;      // channel -> cycle its last write is through
  MemoryTraffic traffic_;
  std::unordered_map<std::uint64_t, std::uint64_t> scalar_pages_;  // page -> cycle its first fill returns
  std::unordered_map<std::uint64_t, std::uint64_t> vector_pages_;
  LineCache<LineFill> l2_;  // each line with its fill since it entered the L2
  LineCache<> infinity_;
  std::uint64_t infinity_cycles_ = 0;  // infinity_cache_latency_ns in shader cycles
  std::unordered_set<std::uint64_t> written_lines_;                // lines written back to DRAM (once each)
};

// Bytes a memory event moves: its lanes x bytes per lane, at most its span; a footprint the event does not know
// (a replayed hardware trace) is a full wave32's.
std::uint64_t event_bytes(const TimingEvent& event);

// The cache lines a vector memory event touches: `count` lines from `first`, `stride` lines apart. The event knows
// how many distinct lines its lanes touched (TimingEvent::lines), not which: they are taken as consecutive when
// they fill the span, else spread evenly over it. Without a line count (a replayed trace), the span's lines.
struct LineFootprint {
  std::uint64_t first = 0;
  std::uint64_t count = 1;
  std::uint64_t stride = 1;
};
LineFootprint line_footprint(const TimingEvent& event, std::uint64_t line_bytes);

// The passes an LDS event takes through the banks (TimingEvent::lds_passes; 1 when unknown) and the passes its bytes
// would take without bank conflicts (its bytes over the `bytes_per_pass` the banks move per cycle).
std::uint64_t lds_passes(const TimingEvent& event);
std::uint64_t lds_conflict_free_passes(const TimingEvent& event, std::uint64_t bytes_per_pass);

}  // namespace wmmasim::sim
