// The executor's door for whoever watches execution: the timing model records each wave's event stream, the hazard
// checker looks at every event as it happens. The executor knows these two interfaces only; it never links the
// timing library, and the timing library never sees the executor (docs/architecture.md).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "wmmasim/events/events.h"

namespace wmmasim::sim {

// ---- What the sanitizer (wmmasim/check/sanitizer.h) needs besides the instruction stream ----

// Where a lane's memory access goes.
enum class AddressSpace : std::uint8_t { Global, Lds, Scratch };
// A plain read or write, or one side of an atomic read-modify-write (an atomic reports its read, then its write).
enum class LaneAccessKind : std::uint8_t { Read, Write, AtomicRead, AtomicWrite };

// The allocation a global access runs past while staying inside its mapped pages (wmmasim/state/memory.h: a GPU
// reads and writes the rest of an allocation's last page without a fault).
struct AllocationOverrun {
  std::string_view allocation;  // its name
  std::uint64_t base = 0, size = 0;
};

// One lane's access to memory by one instruction.
struct LaneAccess {
  std::uint32_t pc = 0;       // the instruction, as TimingEvent::pc
  std::uint64_t address = 0;  // global: the address; LDS: the byte offset in the workgroup's LDS; scratch: the offset
                              // in the lane's private segment
  std::uint32_t size = 0;     // bytes
  std::uint8_t lane = 0;      // 0 for scalar memory instructions
  AddressSpace space = AddressSpace::Global;
  LaneAccessKind kind = LaneAccessKind::Read;
  std::string_view mnemonic;  // static instruction records
  const AllocationOverrun* overrun = nullptr;  // global: the allocation it runs past inside mapped pages, if any
};

// What the launch gives a wave before its first instruction.
struct WaveStart {
  std::uint64_t exec = 0;           // the wave's work-items (a workgroup's last wave may be partial)
  std::uint64_t all_lanes = 0;      // every lane of the wave size
  std::uint16_t sgprs = 0;          // s0..s[sgprs-1] hold launch values (user and system SGPRs)
  std::uint16_t vgprs = 0;          // v0..v[vgprs-1] hold work-item ids
  std::uint16_t vgpr_limit = 0;     // VGPRs the kernel allocates
  std::uint32_t lds_bytes = 0;      // the workgroup's LDS (static + dynamic)
  std::uint32_t private_bytes = 0;  // each lane's private segment
};

// ---- What operand provenance (wmmasim/provenance/provenance.h) needs: the registers a matrix instruction reads ----

// A WMMA/SWMMAC about to execute: its record, where its A, B and C start, and the wave's VGPRs.
struct MatrixOperandRegisters {
  std::uint32_t pc = 0;                // the instruction, as TimingEvent::pc
  const isa::MatrixOp* op = nullptr;  // shape and element types
  int wave_size = 32;
  std::uint8_t opsel = 0;             // OPSEL[2:0] of a WMMA (picks the half of a gfx11 16-bit accumulator)
  std::uint16_t a = 0, b = 0, c = 0;  // first VGPR of each (SWMMAC: c is the tied accumulator, D)
  bool c_constant = false;            // C is an inline constant: no register holds it
  // Every VGPR of the wave, register-major: lane l of v[r] is vgprs[r * wave_size + l].
  std::span<const std::uint32_t> vgprs;
};

// What the executor records of a workgroup's waves.
enum class Recording : std::uint8_t {
  Nothing,
  // Only the vector memory instructions, with their footprints: a model that samples some compute units of a large
  // grid replays theirs, and needs of the other units only the cache lines they bring into the shared L2.
  VectorMemory,
  Everything,
};

// Collects the executed instructions of every wave, one stream per (workgroup, wave), for a model that replays
// them afterwards (the timing model). The executor appends to the stream while the wave runs.
class EventRecorder {
 public:
  virtual ~EventRecorder() = default;
  virtual std::vector<TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) = 0;
  // What the executor appends to this workgroup's streams (Nothing: wave_events is not called for it).
  virtual Recording recording(std::uint32_t /*workgroup*/) const { return Recording::Everything; }

  // Compact streams (events.h): the executor offers them once per launch, before any stream is asked for, with its
  // static table (one event per program step, which the recorder copies if it keeps it). A recorder that accepts
  // gets compact_wave_events() asked instead of wave_events(); a workgroup recorded for its VectorMemory gets only
  // those in its compact streams.
  virtual bool accepts_compact(std::span<const TimingEvent> /*static_events*/) { return false; }
  virtual CompactWaveEvents& compact_wave_events(std::uint32_t workgroup, std::uint32_t wave);

  // A buffer a copy wrote before the launch (its contents came from the host), said before the launch runs.
  virtual void copied_to_device(std::uint64_t /*address*/, std::uint64_t /*bytes*/) {}

  // The hand-off: the executor says, for every workgroup of the launch (recorded or not), when it will append
  // nothing more to the workgroup's streams: `complete` false when the workgroup faulted (the launch stops). Called
  // on the thread that ran the workgroup, after its last event; a recorder may consume the streams then and free
  // them (the timing model replays as the launch runs, so its memory stays bounded), and may hold the calling
  // thread until it has caught up.
  virtual void workgroup_recorded(std::uint32_t /*workgroup*/, bool /*complete*/) {}
};

// Sees every executed instruction as it executes (the hazard checker). Waves of a workgroup interleave; each
// wave's events come in program order. A memory instruction's footprint (address, lanes, span, lines, LDS bank
// passes) is filled only for a recorded workgroup; an observer that needs addresses asks for lane accesses.
class EventObserver {
 public:
  virtual ~EventObserver() = default;
  virtual void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) = 0;
  // A fresh observer of the same kind for one workgroup run on another thread; the executor merges the
  // workgroups' observers back in dispatch order, so the result does not depend on the thread count.
  virtual std::unique_ptr<EventObserver> fork() const = 0;
  virtual void merge(const EventObserver& workgroup_observer) = 0;

  // The sanitizer's events; an observer that does not override them (the hazard checker) never sees them.
  // The contract every executor keeps, in this order:
  //  * runtime_memory: once per launch, before any other of these events, for each buffer the runtime provides for
  //    the launch (kernarg segment, dispatch packet, queue, the printf and hostcall buffers of device services): the
  //    program does not own them, their accesses follow the runtime's own protocols (atomics, and the host serving
  //    requests between the waves);
  //  * wave_started: for each wave of a workgroup, waves 0..n-1, before any event of the workgroup (wave 0's starts a
  //    new workgroup);
  //  * lane_access: asked once per launch through wants_lane_accesses() (false: no lane access is reported and the
  //    run pays nothing for them); then for each active lane of a memory instruction in ascending lane order, each
  //    access before it is made (an access that faults is reported first) and before the instruction's observe();
  //    scalar memory reports its one access as lane 0;
  //  * observe: the instruction, after it executed (as above); a wave's instructions in the order it executed them,
  //    but to an observer that wants neither lane accesses nor matrix operands, those of a straight run (no memory
  //    access, branch or wait among them) may come after the whole run executed;
  //  * workgroup_finished: once every wave of the workgroup ended (not after a fault).
  virtual bool wants_lane_accesses() const { return false; }
  virtual void runtime_memory(std::uint64_t /*base*/, std::uint64_t /*size*/) {}
  virtual void wave_started(std::uint32_t /*workgroup*/, std::uint32_t /*wave*/, const WaveStart& /*start*/) {}
  virtual void lane_access(std::uint32_t /*workgroup*/, std::uint32_t /*wave*/, const LaneAccess& /*access*/) {}
  virtual void workgroup_finished(std::uint32_t /*workgroup*/) {}

  // Operand provenance: asked once per launch through wants_matrix_operands() (false: not reported, and the run pays
  // one pointer test per matrix instruction); then matrix_operands for each WMMA/SWMMAC before it executes (so C
  // is still there when D overwrites it), before the instruction's observe().
  virtual bool wants_matrix_operands() const { return false; }
  virtual void matrix_operands(std::uint32_t /*workgroup*/, std::uint32_t /*wave*/,
                               const MatrixOperandRegisters& /*registers*/) {}

  // True: the observer looks only at the workgroups the recorder records in full, so a sampled timing run's other
  // workgroups (Recording::VectorMemory) run unobserved, at the speed of unrecorded ones; it sees none of their
  // events, wave_started and workgroup_finished included.
  virtual bool follows_sample() const { return false; }
};

// Several observers as one (the hazard checker and the sanitizer): each sees every event, in the order given.
class ObserverList : public EventObserver {
 public:
  explicit ObserverList(std::vector<EventObserver*> observers) : observers_(std::move(observers)) {}

  void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) override {
    for (EventObserver* o : observers_) o->observe(workgroup, wave, event);
  }
  std::unique_ptr<EventObserver> fork() const override;
  void merge(const EventObserver& workgroup_observer) override;
  bool wants_lane_accesses() const override;
  void runtime_memory(std::uint64_t base, std::uint64_t size) override {
    for (EventObserver* o : observers_) o->runtime_memory(base, size);
  }
  void wave_started(std::uint32_t workgroup, std::uint32_t wave, const WaveStart& start) override {
    for (EventObserver* o : observers_) o->wave_started(workgroup, wave, start);
  }
  void lane_access(std::uint32_t workgroup, std::uint32_t wave, const LaneAccess& access) override {
    for (EventObserver* o : observers_) {
      if (o->wants_lane_accesses()) o->lane_access(workgroup, wave, access);
    }
  }
  void workgroup_finished(std::uint32_t workgroup) override {
    for (EventObserver* o : observers_) o->workgroup_finished(workgroup);
  }
  bool wants_matrix_operands() const override;
  bool follows_sample() const override;  // when every one of them does
  void matrix_operands(std::uint32_t workgroup, std::uint32_t wave, const MatrixOperandRegisters& registers) override {
    for (EventObserver* o : observers_) {
      if (o->wants_matrix_operands()) o->matrix_operands(workgroup, wave, registers);
    }
  }

 private:
  std::vector<EventObserver*> observers_;
  std::vector<std::unique_ptr<EventObserver>> owned_;  // a fork's observers
};

}  // namespace wmmasim::sim
