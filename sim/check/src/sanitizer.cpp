#include "wmmasim/check/sanitizer.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "wmmasim/isa/lds_allocation.h"

namespace wmmasim::sim {

std::string_view check_kind_name(CheckKind kind) {
  switch (kind) {
    case CheckKind::Memory: return "memory";
    case CheckKind::Race: return "race";
    case CheckKind::Init: return "init";
    case CheckKind::Sync: return "sync";
  }
  return "?";
}

bool CheckSet::has(CheckKind kind) const {
  switch (kind) {
    case CheckKind::Memory: return memory;
    case CheckKind::Race: return race;
    case CheckKind::Init: return init;
    case CheckKind::Sync: return sync;
  }
  return false;
}

CheckSet parse_checks(std::string_view list) {
  CheckSet set;
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    if (name == "memory") {
      set.memory = true;
    } else if (name == "race") {
      set.race = true;
    } else if (name == "init") {
      set.init = true;
    } else if (name == "sync") {
      set.sync = true;
    } else if (name == "all") {
      set = CheckSet{true, true, true, true};
    } else {
      throw std::invalid_argument(fmt::format("unknown check '{}' (accepted: memory, race, init, sync, all)", name));
    }
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
  if (!set.any()) throw std::invalid_argument("no check named (accepted: memory, race, init, sync, all)");
  return set;
}

namespace {

std::string site_text(const CheckSite& site) {
  std::string who = fmt::format("wave {}", site.wave);
  if (site.lane >= 0) who += fmt::format(" lane {}", site.lane);
  return site.instruction.empty() ? fmt::format("{} by {}", site.role, who)
                                  : fmt::format("{} by {} ({})", site.role, who, site.instruction);
}

}  // namespace

std::string render_report(const CheckReport& report, const PcLocator& locate) {
  const std::string where = report.sites.empty() ? std::string("?") : locate(report.sites.front().pc).text();
  std::string text = fmt::format("{}: {}: {}", check_kind_name(report.kind), where, report.problem);
  for (std::size_t i = 0; i < report.sites.size(); ++i) {
    text += i == 0 ? ": " : " vs ";
    text += site_text(report.sites[i]);
    if (i > 0) text += " at " + locate(report.sites[i].pc).line;
  }
  if (!report.detail.empty()) text += "; " + report.detail;
  if (report.count > 1) text += fmt::format(" ({} times)", report.count);
  return text;
}

nlohmann::json report_json(const CheckReport& report, const PcLocator& locate) {
  nlohmann::json sites = nlohmann::json::array();
  for (const CheckSite& s : report.sites) {
    const CheckSource source = locate(s.pc);
    sites.push_back({{"pc", s.pc},
                     {"source", source.line},
                     {"inlined", source.inlined},
                     {"workgroup", s.workgroup},
                     {"wave", s.wave},
                     {"lane", s.lane},
                     {"instruction", s.instruction},
                     {"role", s.role}});
  }
  return {{"check", check_kind_name(report.kind)}, {"kernel", report.kernel}, {"problem", report.problem},
          {"detail", report.detail},                {"count", report.count},  {"sites", sites}};
}

// ---------------------------------------------------------------------------------------------- state

namespace {

constexpr std::uint32_t kPageBytes = 4096;
constexpr int kVgprSlots = 512;   // VGPR numbers (wave64 allocations stop at 256; DPP scratch registers lie past them)
constexpr int kSgprSlots = 256;   // SGPR operand codes; codes from vcc_lo (106) up are special registers
constexpr std::uint16_t kFirstSpecialSgpr = kVccLo;
enum Counter : std::uint8_t { kLoadCounter, kStoreCounter, kDsCounter, kKmCounter, kCounters };

// One access of a byte, for the race check. Valid while `stamp` is the current workgroup (LDS) or launch (global).
struct AccessRecord {
  std::uint32_t stamp = 0;
  std::uint32_t pc = 0;
  std::uint32_t workgroup = 0;
  std::uint32_t epoch = 0;  // barriers the wave had passed
  std::uint16_t wave = 0;
  std::uint8_t lane = 0;
};
struct ByteHistory {
  AccessRecord write, read;
};

struct PendingLoad {
  std::uint32_t sequence = 0;  // 0: nothing pending
  std::uint32_t pc = 0;
  Counter counter = kLoadCounter;
  bool out_of_order = false;   // scalar memory returns out of order: only a wait for 0 retires it
  std::string_view mnemonic;
};

// An uninitialised allocation (hipMalloc) and which of its bytes something wrote.
struct Uninitialised {
  std::uint64_t size = 0;
  std::vector<bool> written;
};

}  // namespace

struct Sanitizer::WaveCheck {
  bool started = false;
  bool full = true;  // every lane of the wave exists
  std::uint32_t epoch = 0;
  std::vector<std::uint32_t> barrier_pcs;  // where the wave arrived at each barrier
  std::bitset<kVgprSlots> vgpr_written;
  std::bitset<kSgprSlots> sgpr_written;
  std::array<PendingLoad, kVgprSlots + kSgprSlots> pending{};
  std::array<std::uint32_t, kCounters> issued{};
  std::array<std::uint32_t, kCounters> completed{};      // in-order operations up to this sequence have returned
  std::array<std::uint32_t, kCounters> completed_all{};  // every operation up to this sequence has returned
  std::uint32_t vgpr_limit = 256;

  // The slot takes a new wave. The pending loads stay as they are (24 KB: clearing them for every wave was a fifth of a
  // checked run): the counters run on from the previous wave's, whose loads all count as returned.
  void restart(const WaveStart& start) {
    started = true;
    full = start.exec == start.all_lanes;
    epoch = 0;
    barrier_pcs.clear();
    vgpr_limit = start.vgpr_limit;
    vgpr_written.reset();
    sgpr_written.reset();
    for (std::uint16_t r = 0; r < start.sgprs && r < kSgprSlots; ++r) sgpr_written.set(r);
    for (std::uint16_t r = 0; r < start.vgprs && r < kVgprSlots; ++r) vgpr_written.set(r);
    completed = issued;
    completed_all = issued;
  }
  void end() {
    started = false;
    barrier_pcs.clear();
  }
  // Whether a load into registers may not have returned: one issued after the last wait for 0 of its counter (a
  // conservative test, so that instructions after the waits skip the look-up of every register they read).
  bool outstanding() const {
    return issued[kLoadCounter] > completed_all[kLoadCounter] || issued[kDsCounter] > completed_all[kDsCounter] ||
           issued[kKmCounter] > completed_all[kKmCounter];
  }
  void mark_unwritten(bool vgpr, int reg) {
    if (vgpr) {
      vgpr_written.reset(static_cast<std::size_t>(reg));
    } else {
      sgpr_written.reset(static_cast<std::size_t>(reg));
    }
  }
  void mark_written(bool vgpr, int reg) {
    if (vgpr) {
      vgpr_written.set(static_cast<std::size_t>(reg));
    } else {
      sgpr_written.set(static_cast<std::size_t>(reg));
    }
  }
};

struct Sanitizer::Shadow {
  std::uint32_t launch = 0;          // stamp of the current launch
  std::uint32_t workgroup_serial = 0;
  std::uint32_t workgroup = 0;       // the workgroup running (its waves are `waves`)
  std::uint32_t lds_bytes = 0;
  std::uint32_t private_bytes = 0;
  std::vector<WaveCheck> waves;
  std::vector<ByteHistory> lds;
  std::vector<std::uint32_t> lds_written;  // per byte: the workgroup serial that last wrote it
  std::unordered_map<std::uint64_t, std::unique_ptr<std::array<ByteHistory, kPageBytes>>> global;
  std::map<std::uint64_t, Uninitialised> uninitialised;  // by base address
  std::map<std::uint64_t, std::uint64_t> runtime;        // the runtime's buffers of this launch: base -> end

  // The last page looked up: most accesses fall in the page of the one before (a lane's neighbour's).
  std::uint64_t last_page = ~std::uint64_t{0};
  std::array<ByteHistory, kPageBytes>* last_history = nullptr;

  void end_waves() {
    for (WaveCheck& w : waves) w.end();
  }

  ByteHistory& global_byte(std::uint64_t address) {
    if (address / kPageBytes != last_page) {
      auto& page = global[address / kPageBytes];
      if (!page) page = std::make_unique<std::array<ByteHistory, kPageBytes>>();
      last_page = address / kPageBytes;
      last_history = page.get();
    }
    return (*last_history)[address % kPageBytes];
  }
  bool is_runtime_memory(std::uint64_t address) const {
    auto it = runtime.upper_bound(address);
    return it != runtime.begin() && address < (--it)->second;
  }
  // The uninitialised allocation holding `address`, or nullptr.
  std::pair<const std::uint64_t, Uninitialised>* uninitialised_at(std::uint64_t address) {
    auto it = uninitialised.upper_bound(address);
    if (it == uninitialised.begin()) return nullptr;
    --it;
    return address < it->first + it->second.size ? &*it : nullptr;
  }
};

Sanitizer::Sanitizer(CheckSet checks, std::size_t max_reports)
    : checks_(checks), max_reports_(max_reports), shadow_(std::make_unique<Shadow>()) {}

Sanitizer::~Sanitizer() = default;

void Sanitizer::begin_launch(std::string kernel, isa::Family family) {
  kernel_ = std::move(kernel);
  family_ = family;
  ++shadow_->launch;
  shadow_->end_waves();
  shadow_->runtime.clear();
}

void Sanitizer::end_launch() {
  shadow_->end_waves();
  shadow_->runtime.clear();
}

void Sanitizer::runtime_memory(std::uint64_t base, std::uint64_t size) { shadow_->runtime[base] = base + size; }

void Sanitizer::workgroup_finished(std::uint32_t) { finish_workgroup(); }

void Sanitizer::uninitialised(std::uint64_t base, std::uint64_t size) {
  shadow_->uninitialised[base] = Uninitialised{size, std::vector<bool>(size, false)};
}

void Sanitizer::initialised(std::uint64_t address, std::uint64_t size) {
  for (std::uint64_t a = address; a < address + size;) {
    auto* entry = shadow_->uninitialised_at(a);
    if (entry == nullptr) {
      ++a;
      continue;
    }
    const std::uint64_t end = std::min(address + size, entry->first + entry->second.size);
    for (; a < end; ++a) entry->second.written[a - entry->first] = true;
  }
}

void Sanitizer::forget(std::uint64_t base) { shadow_->uninitialised.erase(base); }

std::uint64_t Sanitizer::report_count() const {
  std::uint64_t total = dropped_;
  for (const CheckReport& r : reports_) total += r.count;
  return total;
}

void Sanitizer::add(CheckReport report) {
  if (!checks_.has(report.kind)) return;
  const std::uint32_t first = report.sites.empty() ? 0 : report.sites[0].pc;
  const std::uint32_t second = report.sites.size() < 2 ? 0 : report.sites[1].pc;
  const auto key = std::make_tuple(report.kind, report.problem, first, second);
  if (const auto it = report_index_.find(key); it != report_index_.end()) {
    reports_[it->second].count += report.count;
    return;
  }
  if (reports_.size() >= max_reports_) {
    dropped_ += report.count;
    return;
  }
  report_index_.emplace(key, reports_.size());
  if (report.kernel.empty()) report.kernel = kernel_;
  reports_.push_back(std::move(report));
}

Sanitizer::WaveCheck& Sanitizer::wave_state(std::uint32_t wave) {
  if (wave >= shadow_->waves.size()) shadow_->waves.resize(wave + 1);
  return shadow_->waves[wave];
}

void Sanitizer::wave_started(std::uint32_t workgroup, std::uint32_t wave, const WaveStart& start) {
  if (wave == 0) {
    shadow_->end_waves();
    shadow_->workgroup = workgroup;
    ++shadow_->workgroup_serial;
    shadow_->lds_bytes = start.lds_bytes;
    shadow_->private_bytes = start.private_bytes;
    if (shadow_->lds.size() < start.lds_bytes) {
      shadow_->lds.resize(start.lds_bytes);
      shadow_->lds_written.resize(start.lds_bytes, 0);
    }
  }
  wave_state(wave).restart(start);
}

// ---------------------------------------------------------------------------------------------- barriers

// A wave that ends no longer holds a barrier: the others are released without it, as the hardware does (the executor
// completes a barrier when every wave that has not ended has signalled it, docs/execution.md). Surplus waves that
// return before a __syncthreads() are the common, correct case, so a barrier is reported only when some waves still
// running never reach it: they were released from it at another barrier in the code (a barrier in divergent control
// flow). Barriers are matched by their number in each wave.
void Sanitizer::finish_workgroup() {
  std::vector<WaveCheck>& waves = shadow_->waves;
  if (!checks_.sync) {
    shadow_->end_waves();
    return;
  }
  const auto list = [](const std::vector<std::uint32_t>& ids) { return fmt::format("{}", fmt::join(ids, ",")); };
  std::size_t most = 0;
  for (const WaveCheck& w : waves) most = std::max(most, w.barrier_pcs.size());
  for (std::size_t k = 0; k < most; ++k) {
    // The waves that reached barrier k where the first of them did, and those that reached it elsewhere.
    std::optional<std::uint32_t> here_pc;
    std::vector<std::uint32_t> here, elsewhere;
    for (std::uint32_t i = 0; i < waves.size(); ++i) {
      if (!waves[i].started || k >= waves[i].barrier_pcs.size()) continue;
      if (!here_pc) here_pc = waves[i].barrier_pcs[k];
      (waves[i].barrier_pcs[k] == *here_pc ? here : elsewhere).push_back(i);
    }
    if (elsewhere.empty()) continue;
    add({CheckKind::Sync, kernel_, "barrier some live waves of the workgroup never reach",
         fmt::format("workgroup {}: waves {} wait at this barrier (their #{}), waves {} were released from it at "
                     "another barrier (a barrier in divergent control flow)",
                     shadow_->workgroup, list(here), k + 1, list(elsewhere)),
         {{*here_pc, shadow_->workgroup, here.front(), -1, "s_barrier", "wait"},
          {waves[elsewhere.front()].barrier_pcs[k], shadow_->workgroup, elsewhere.front(), -1, "s_barrier", "wait"}}});
    break;
  }
  shadow_->end_waves();
}

void Sanitizer::check_barrier(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) {
  WaveCheck& w = wave_state(wave);
  const bool arrival = event.control == Control::BarrierArrive || event.control == Control::BarrierSignal;
  if (arrival) {
    w.barrier_pcs.push_back(event.pc);
    if (checks_.sync && w.full && (event.flags & kExecAllOnes) == 0) {
      add({CheckKind::Sync, kernel_, "barrier under divergent control flow",
           fmt::format("workgroup {}: the wave reached it with lanes of EXEC off (a barrier inside a lane-dependent "
                       "branch: lanes that took the other way never arrive)", workgroup),
           {{event.pc, workgroup, wave, -1, std::string(event.mnemonic), "arrival"}}});
    }
  }
  // Accesses after the release are ordered after every access before any wave's arrival.
  if (event.control == Control::BarrierArrive || event.control == Control::BarrierWait) ++w.epoch;
}

// ---------------------------------------------------------------------------------------------- registers

namespace {

int slot_of(RegisterFile file, int reg) { return file == RegisterFile::Vgpr ? reg : kVgprSlots + reg; }

std::string register_name(RegisterFile file, int reg) {
  return fmt::format("{}{}", file == RegisterFile::Vgpr ? 'v' : 's', reg);
}

Counter counter_of(const TimingEvent& event, isa::Family family) {
  switch (wait_counter_for(event.cls, event.memory)) {
    case WaitCounter::Load: return kLoadCounter;
    case WaitCounter::Store: return kStoreCounter;
    case WaitCounter::Ds: return kDsCounter;
    // gfx11 counts LDS and scalar memory in one lgkmcnt.
    case WaitCounter::Km: return family == isa::Family::Gfx11 ? kDsCounter : kKmCounter;
    case WaitCounter::None: break;
  }
  return kLoadCounter;
}

}  // namespace

namespace {

// Saving a register to scratch or into a VGPR lane does not use its value (a function's prologue saves the
// callee-saved registers whatever they hold; the epilogue restores them). Registers are checked memcheck-style at
// register granularity: a read of a never-written register is reported where it feeds a WMMA/SWMMAC operand; any
// other ALU instruction passes "never written" on to what it writes (clang's 64-bit multiply-add of a 32-bit index
// reads an undefined high half whose result half nobody uses); a load defines what it loads.
bool saves_registers(const TimingEvent& event) {
  return event.mnemonic.starts_with("scratch_store") || event.mnemonic.starts_with("v_writelane");
}

}  // namespace

void Sanitizer::check_registers(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) {
  WaveCheck& w = wave_state(wave);
  const bool loads = is_memory(event.cls) && (event.memory == MemoryAccess::Load || event.memory == MemoryAccess::Atomic);
  bool derived_from_unwritten = false;
  const bool outstanding = w.outstanding();
  for (const RegisterRange& range : event.src) {
    if (range.empty()) continue;
    // A load that writes part of a register keeps the rest (d16): its own destination is not a use.
    if (loads && (range.overlaps(event.dst[0]) || range.overlaps(event.dst[1]))) continue;
    for (int reg = range.first; reg < range.first + range.count; ++reg) {
      const bool vgpr = range.file == RegisterFile::Vgpr;
      if (vgpr ? reg >= kVgprSlots || reg >= static_cast<int>(w.vgpr_limit) : reg >= kFirstSpecialSgpr) continue;
      const bool written = vgpr ? w.vgpr_written.test(static_cast<std::size_t>(reg)) : w.sgpr_written.test(static_cast<std::size_t>(reg));
      if (!written && !saves_registers(event) && !is_memory(event.cls) && event.matrix == nullptr) derived_from_unwritten = true;
      if (checks_.init && !written && event.matrix != nullptr) {
        add({CheckKind::Init, kernel_, "read of a register no instruction wrote",
             fmt::format("{} holds whatever the previous wave left there (for a WMMA accumulator: zero it first)",
                         register_name(range.file, reg)),
             {{event.pc, workgroup, wave, -1, std::string(event.mnemonic), "read of " + register_name(range.file, reg)}}});
        w.mark_written(vgpr, reg);  // one report per register
      }
      if (!outstanding) continue;
      const PendingLoad& p = w.pending[slot_of(range.file, reg)];
      if (checks_.sync && p.sequence != 0 &&
          p.sequence > (p.out_of_order ? w.completed_all[p.counter] : w.completed[p.counter])) {
        add({CheckKind::Sync, kernel_, "register read before its load arrived",
             fmt::format("{} is written by the load, which no s_waitcnt / s_wait_*cnt waited for: on hardware this "
                         "reads the old value", register_name(range.file, reg)),
             {{event.pc, workgroup, wave, -1, std::string(event.mnemonic), "read"},
              {p.pc, workgroup, wave, -1, std::string(p.mnemonic), "load"}}});
        w.pending[slot_of(range.file, reg)].sequence = 0;  // one report per load
      }
    }
  }
  if (event.cls == TimingClass::Wait && event.control != Control::WaitAlu) {
    const auto retire = [&](Counter c, std::uint8_t threshold) {
      if (threshold == WaitThresholds::kNoWait) return;
      const std::uint32_t done = w.issued[c] > threshold ? w.issued[c] - threshold : 0;
      w.completed[c] = std::max(w.completed[c], done);
      if (threshold == 0) w.completed_all[c] = w.issued[c];
    };
    retire(kLoadCounter, event.wait.load);
    retire(kStoreCounter, event.wait.store);
    retire(kDsCounter, family_ == isa::Family::Gfx11 ? event.wait.lgkm : event.wait.ds);
    retire(kKmCounter, event.wait.km);
  }
  std::uint32_t sequence = 0;
  Counter counter = kLoadCounter;
  if (loads && (!event.dst[0].empty() || !event.dst[1].empty())) {
    counter = counter_of(event, family_);
    sequence = ++w.issued[counter];
  } else if (is_memory(event.cls) && wait_counter_for(event.cls, event.memory) != WaitCounter::None) {
    ++w.issued[counter_of(event, family_)];  // stores and loads into LDS count too
  }
  for (const RegisterRange& range : event.dst) {
    if (range.empty()) continue;
    for (int reg = range.first; reg < range.first + range.count; ++reg) {
      const bool vgpr = range.file == RegisterFile::Vgpr;
      if (vgpr ? reg >= kVgprSlots : reg >= kSgprSlots) continue;
      if (derived_from_unwritten) {
        w.mark_unwritten(vgpr, reg);
      } else {
        w.mark_written(vgpr, reg);
      }
      PendingLoad& pending = w.pending[slot_of(range.file, reg)];
      if (sequence != 0) {
        pending = PendingLoad{sequence, event.pc, counter, event.cls == TimingClass::Smem, event.mnemonic};
      } else {
        pending.sequence = 0;  // written by this instruction: no load pending (the other fields say nothing then)
      }
    }
  }
}

void Sanitizer::observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) {
  if (checks_.init || checks_.sync) check_registers(workgroup, wave, event);
  if (event.cls == TimingClass::Barrier) check_barrier(workgroup, wave, event);
}

// ---------------------------------------------------------------------------------------------- memory accesses

namespace {

bool is_write(LaneAccessKind kind) { return kind == LaneAccessKind::Write || kind == LaneAccessKind::AtomicWrite; }
bool is_atomic(LaneAccessKind kind) { return kind == LaneAccessKind::AtomicRead || kind == LaneAccessKind::AtomicWrite; }
std::string_view role(LaneAccessKind kind) { return is_write(kind) ? "write" : "read"; }

std::string space_name(AddressSpace space) {
  switch (space) {
    case AddressSpace::Global: return "global memory";
    case AddressSpace::Lds: return "LDS";
    case AddressSpace::Scratch: return "scratch";
  }
  return "?";
}

}  // namespace

void Sanitizer::lane_access(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) {
  if (checks_.memory) check_memory(workgroup, wave, access);
  if (access.space == AddressSpace::Scratch) return;
  if (access.space == AddressSpace::Global && shadow_->is_runtime_memory(access.address)) return;
  if (checks_.race && !is_atomic(access.kind)) check_race(workgroup, wave, access);
  if (checks_.init) check_init(workgroup, wave, access);
}

void Sanitizer::check_memory(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) {
  const auto site = [&] {
    return CheckSite{access.pc, workgroup, wave, access.lane, std::string(access.mnemonic), std::string(role(access.kind))};
  };
  // The Linux driver runs HIP with SH_MEM_CONFIG.alignment_mode = UNALIGNED on gfx11 and gfx12 (amdkfd
  // kfd_device_queue_manager_v11.c / _v12.c), in which loads and stores of global memory, scratch and LDS need no
  // alignment; atomics still must be aligned to their data size, or they raise MEMVIOL (the RDNA3 and RDNA4 ISA
  // guides on SH_MEM_CONFIG.alignment_mode). So only an atomic is misaligned. (An atomic reports its read, then its
  // write: the read stands for both.)
  if (access.kind == LaneAccessKind::AtomicRead && access.address % access.size != 0) {
    add({CheckKind::Memory, kernel_, "misaligned atomic",
         fmt::format("{}-byte atomic on {} at {:#x}, not a multiple of {}: the hardware raises a memory violation",
                     access.size, space_name(access.space), access.address, access.size),
         {{access.pc, workgroup, wave, access.lane, std::string(access.mnemonic), "atomic"}}});
  }
  if (access.overrun != nullptr) {
    const AllocationOverrun& a = *access.overrun;
    add({CheckKind::Memory, kernel_, "out-of-bounds global access",
         fmt::format("{}-byte {} at {:#x}, ending {} bytes past the end of '{}' [{:#x}, {:#x}) ({} bytes), inside its "
                     "last mapped page (a GPU does not fault there)",
                     access.size, role(access.kind), access.address, access.address + access.size - (a.base + a.size),
                     a.allocation, a.base, a.base + a.size, a.size),
         {site()}});
  }
  if (access.space == AddressSpace::Lds && access.address + access.size > shadow_->lds_bytes) {
    const std::uint32_t allocated = isa::lds_allocated_bytes(shadow_->lds_bytes);
    const bool inside = access.address + access.size <= allocated;
    add({CheckKind::Memory, kernel_, "out-of-bounds LDS access",
         fmt::format("{}-byte {} at LDS offset {:#x}, {} bytes past the end of the workgroup's {}-byte LDS, {} its "
                     "{}-byte allocation ({})",
                     access.size, role(access.kind), access.address, access.address + access.size - shadow_->lds_bytes,
                     shadow_->lds_bytes, inside ? "inside" : "past", allocated,
                     inside ? "LDS is allocated in 512-byte units: a GPU reads and writes there"
                            : "a GPU reads 0 and drops the write"),
         {site()}});
  }
  if (access.space == AddressSpace::Scratch && access.address + access.size > shadow_->private_bytes) {
    add({CheckKind::Memory, kernel_, "out-of-bounds scratch access",
         fmt::format("{}-byte {} at private offset {:#x}, past the lane's {}-byte private segment", access.size,
                     role(access.kind), access.address, shadow_->private_bytes),
         {site()}});
  }
}

void Sanitizer::check_race(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) {
  Shadow& s = *shadow_;
  const bool lds = access.space == AddressSpace::Lds;
  if (lds && access.address + access.size > s.lds.size()) return;
  const WaveCheck& w = wave_state(wave);
  const std::uint32_t stamp = lds ? s.workgroup_serial : s.launch;
  const AccessRecord mine{stamp, access.pc, workgroup, w.epoch, static_cast<std::uint16_t>(wave), access.lane};
  // Two accesses are ordered when they are of one wave (program order), or of one workgroup with a barrier between
  // them (different epochs). Different workgroups of one launch are never ordered.
  const auto conflicts = [&](const AccessRecord& other) {
    if (other.stamp != stamp) return false;
    if (other.workgroup == workgroup) return other.wave != wave && other.epoch == w.epoch;
    return true;
  };
  const auto report = [&](const AccessRecord& other, bool other_writes, std::uint64_t address) {
    add({CheckKind::Race, kernel_, lds ? "LDS race" : "global memory race",
         fmt::format("{} {:#x}{}: no barrier orders the two accesses", lds ? "LDS byte" : "byte at", address,
                     other.workgroup == workgroup ? "" : fmt::format(", workgroups {} and {}", workgroup, other.workgroup)),
         {{access.pc, workgroup, wave, access.lane, std::string(access.mnemonic), std::string(role(access.kind))},
          {other.pc, other.workgroup, other.wave, other.lane, "", other_writes ? "write" : "read"}}});
  };
  for (std::uint32_t i = 0; i < access.size; ++i) {
    const std::uint64_t address = access.address + i;
    ByteHistory& h = lds ? s.lds[address] : s.global_byte(address);
    // A read after another wave's write, or a write after another wave's read. Two writes are not reported: the
    // values are not tracked, and every lane setting one flag to the same value is the common harmless case.
    if (!is_write(access.kind) && conflicts(h.write)) {
      report(h.write, true, address);
    } else if (is_write(access.kind) && conflicts(h.read)) {
      report(h.read, false, address);
    }
    (is_write(access.kind) ? h.write : h.read) = mine;
  }
}

void Sanitizer::check_init(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) {
  Shadow& s = *shadow_;
  const bool write = is_write(access.kind);
  if (access.space == AddressSpace::Lds) {
    if (access.address + access.size > s.lds_written.size()) return;
    for (std::uint32_t i = 0; i < access.size; ++i) {
      std::uint32_t& written = s.lds_written[access.address + i];
      if (write) {
        written = s.workgroup_serial;
      } else if (written != s.workgroup_serial && checks_.init) {
        add({CheckKind::Init, kernel_, "read of LDS never written in this launch",
             fmt::format("LDS byte {:#x} (of the workgroup's {}): on hardware it holds stale data",
                         access.address + i, s.lds_bytes),
             {{access.pc, workgroup, wave, access.lane, std::string(access.mnemonic), "read"}}});
        break;
      }
    }
    return;
  }
  if (s.uninitialised.empty()) return;
  for (std::uint32_t i = 0; i < access.size; ++i) {
    auto* entry = s.uninitialised_at(access.address + i);
    if (entry == nullptr) continue;
    const std::uint64_t offset = access.address + i - entry->first;
    if (write) {
      entry->second.written[offset] = true;
    } else if (!entry->second.written[offset] && checks_.init) {
      add({CheckKind::Init, kernel_, "read of device memory never written",
           fmt::format("byte {} of the {}-byte allocation at {:#x} (hipMalloc memory holds garbage until written or "
                       "copied to)", offset, entry->second.size, entry->first),
           {{access.pc, workgroup, wave, access.lane, std::string(access.mnemonic), "read"}}});
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------- threads

std::unique_ptr<EventObserver> Sanitizer::fork() const {
  auto copy = std::make_unique<Sanitizer>(checks_, max_reports_);
  copy->kernel_ = kernel_;
  copy->family_ = family_;
  copy->shadow_->launch = shadow_->launch;
  copy->shadow_->runtime = shadow_->runtime;
  return copy;
}

void Sanitizer::merge(const EventObserver& workgroup_observer) {
  const auto& other = dynamic_cast<const Sanitizer&>(workgroup_observer);
  for (const CheckReport& r : other.reports_) add(r);
  dropped_ += other.dropped_;
}

}  // namespace wmmasim::sim
