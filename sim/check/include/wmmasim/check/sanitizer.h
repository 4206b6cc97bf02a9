// The kernel sanitizer: checks a launch's executed instructions and every lane's memory access for the bugs a GPU
// does not report (docs/sanitizer.md):
//  * memory: LDS and scratch accesses outside their allocation (also when --lds-bounds zero lets the run go on), a
//    global access past an allocation's end inside its last mapped page (the run goes on, as a GPU does), and
//    misaligned atomics (the only misaligned accesses that misbehave in the alignment mode HIP runs in); a global access outside the mapped pages stops the kernel with a MemoryFault whose message
//    names the allocation, its size and the distance past its end, or the freed allocation (GlobalMemory), which
//    callers print as the memory check's report;
//  * race: two accesses to the same LDS or global byte from different waves, at least one a write, not ordered by a
//    barrier (workgroup) or by launch order (grid); atomics and the runtime's buffers are exempt;
//  * init: a read of LDS not written in this launch, of device memory never written since allocation (for memory the
//    caller declares uninitialised: the HIP runtime's hipMalloc), of a VGPR or SGPR no instruction wrote;
//  * sync: a barrier reached under divergent control flow, or whose waves were released by another barrier (waves
//    that ended release a barrier, as on hardware), a register read before the load that writes it has been waited
//    for (s_waitcnt / s_wait_*cnt).
// Reports are de-duplicated per (kind, pcs) with a count, and capped. The sanitizer sees the launch through the
// EventObserver interface only; it needs one thread (ExecutionOptions::threads = 1) to see races between workgroups.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "wmmasim/events/observer.h"
#include "wmmasim/isa/arch.h"

namespace wmmasim::sim {

enum class CheckKind : std::uint8_t { Memory, Race, Init, Sync };
std::string_view check_kind_name(CheckKind kind);  // "memory", "race", "init", "sync"

struct CheckSet {
  bool memory = false, race = false, init = false, sync = false;
  bool any() const { return memory || race || init || sync; }
  bool has(CheckKind kind) const;
};
// "race,init" -> the set; "all" = every check. Throws std::invalid_argument naming an unknown kind.
CheckSet parse_checks(std::string_view list);

// One instruction of one wave that a report is about.
struct CheckSite {
  std::uint32_t pc = 0;  // byte offset from the start of the kernel's code (TimingEvent::pc)
  std::uint32_t workgroup = 0;
  std::uint32_t wave = 0;
  int lane = -1;             // -1: the wave as a whole
  std::string instruction;   // its mnemonic
  std::string role;          // "write", "read", "load", "barrier", ...
};

struct CheckReport {
  CheckKind kind = CheckKind::Memory;
  std::string kernel;
  std::string problem;  // what is wrong, one phrase: "LDS race", "read of LDS never written in this launch"
  std::string detail;   // what and why, without the sites: "byte 0x40 of LDS; no barrier between them"
  std::vector<CheckSite> sites;  // where it was found first; for a race the other access second
  std::uint64_t count = 1;       // occurrences with the same kind, problem and pcs
};

// Where an instruction comes from: the innermost line of the program's own source, not of a system header
// ("kernels/x.hip:56", or "pc 0x1c" without line tables), and the call sites that line was inlined through out to
// the kernel ("store_tile, inlined at kernels/x.hip:90"; empty when it was not inlined).
struct CheckSource {
  std::string line;
  std::string inlined;

  // "kernels/x.hip:56 (store_tile, inlined at kernels/x.hip:90)", or the line alone.
  std::string text() const { return inlined.empty() ? line : line + " (" + inlined + ")"; }
};
using PcLocator = std::function<CheckSource(std::uint32_t pc)>;

// "race: kernels/x.hip:40 (load_tile, inlined at kernels/x.hip:77): LDS race: read by wave 1 lane 3 (ds_load_b32) vs
// write by wave 0 lane 3 (ds_store_b32) at kernels/x.hip:35; byte 0x40 of LDS, no barrier between them (96 times)":
// the first site with its inlined chain, the others by their line.
std::string render_report(const CheckReport& report, const PcLocator& locate);
nlohmann::json report_json(const CheckReport& report, const PcLocator& locate);

class Sanitizer : public EventObserver {
 public:
  static constexpr std::size_t kDefaultMaxReports = 100;
  explicit Sanitizer(CheckSet checks, std::size_t max_reports = kDefaultMaxReports);
  ~Sanitizer() override;

  // Every launch starts with this: a launch is ordered after the previous one (no race between them); LDS starts
  // unwritten; registers and wait counters start afresh.
  void begin_launch(std::string kernel, isa::Family family);
  void end_launch();

  // Device memory the caller knows to be uninitialised (a HIP runtime's hipMalloc): a read of a byte of it that
  // nothing wrote is an init report. Writes by kernels, and initialised() (hipMemcpy, hipMemset), initialise it.
  void uninitialised(std::uint64_t base, std::uint64_t size);
  void initialised(std::uint64_t address, std::uint64_t size);
  void forget(std::uint64_t base);  // the allocation at `base` was freed

  const CheckSet& checks() const { return checks_; }
  const std::vector<CheckReport>& reports() const { return reports_; }
  std::uint64_t report_count() const;    // occurrences, de-duplicated ones included
  std::uint64_t dropped_reports() const { return dropped_; }  // distinct reports past the cap
  // Adds a report from another checker (the WMMA hazards of the timing library are sync reports).
  void add(CheckReport report);

  // EventObserver
  bool wants_lane_accesses() const override { return checks_.memory || checks_.race || checks_.init; }
  // The runtime's buffers of this launch (printf and hostcall buffers, kernarg segment): not checked for races or
  // initialisation, which their protocols (atomics, the host serving requests) see to.
  void runtime_memory(std::uint64_t base, std::uint64_t size) override;
  void wave_started(std::uint32_t workgroup, std::uint32_t wave, const WaveStart& start) override;
  void lane_access(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) override;
  void workgroup_finished(std::uint32_t workgroup) override;
  void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) override;
  std::unique_ptr<EventObserver> fork() const override;
  void merge(const EventObserver& workgroup_observer) override;

 private:
  struct Shadow;
  struct WaveCheck;

  WaveCheck& wave_state(std::uint32_t wave);
  void finish_workgroup();
  void check_memory(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access);
  void check_race(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access);
  void check_init(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access);
  void check_registers(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event);
  void check_barrier(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event);

  CheckSet checks_;
  std::size_t max_reports_;
  std::string kernel_;
  isa::Family family_ = isa::Family::Gfx12;
  std::unique_ptr<Shadow> shadow_;
  std::vector<CheckReport> reports_;
  std::map<std::tuple<CheckKind, std::string, std::uint32_t, std::uint32_t>, std::size_t> report_index_;
  std::uint64_t dropped_ = 0;
};

}  // namespace wmmasim::sim
