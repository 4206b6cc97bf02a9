// The timing model on synthetic event streams, against independent references: AMD's published peak FLOP/clk/CU
// (reference/timing.md §1.1) and the calculator's cycles in the isa records, llvm-mc-19 encodings of the wait
// and delay instructions, hand-computed occupancy, and the machine-description files.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <set>

#include "support.h"
#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/timing/compute_unit.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

using namespace wmmasim;
using namespace wmmasim::sim;

namespace {

std::string target_of(isa::Family family) { return family == isa::Family::Gfx11 ? "gfx1100" : "gfx1201"; }

// A machine with `cus` compute units: FLOP/clk/CU does not depend on the CU count when every CU is busy.
MachineDescription machine_for(isa::Family family, int cus = 1) {
  MachineDescription machine = builtin_machine_description(target_of(family));
  set_machine_parameter(machine, fmt::format("compute_units={}", cus));
  return machine;
}

TimingEvent wmma(const isa::MatrixOp& op, std::uint16_t d, std::uint16_t a, std::uint16_t b, std::uint16_t c,
                 std::uint32_t pc) {
  const auto& regs = op.registers(32);
  TimingEvent e;
  e.cls = TimingClass::Wmma;
  e.matrix = &op;
  e.mnemonic = op.mnemonic;
  e.pc = pc;
  e.size = 8;
  e.dst[0] = vgprs(d, regs.cd);
  e.src[0] = vgprs(a, regs.a);
  e.src[1] = vgprs(b, regs.b);
  e.src[2] = vgprs(c, regs.cd);
  if (op.kind == isa::MatrixKind::Sparse) e.src[3] = vgprs(250, 1);
  return e;
}

TimingEvent simple(TimingClass cls, std::string_view mnemonic, std::uint32_t pc) {
  TimingEvent e;
  e.cls = cls;
  e.mnemonic = mnemonic;
  e.pc = pc;
  return e;
}

// A coalesced wave32 memory access of `lane_bytes` per lane (the footprint the executor records for it).
TimingEvent wave_access(TimingClass cls, std::string_view mnemonic, std::uint32_t pc, MemoryAccess memory,
                        std::uint8_t lane_bytes) {
  TimingEvent e = simple(cls, mnemonic, pc);
  e.memory = memory;
  e.lanes = 32;
  e.lane_bytes = lane_bytes;
  e.span = 32u * lane_bytes;
  return e;
}

// A load of class `cls` at pc 0 from `address` into `dst`, and the s_waitcnt (gfx11 encoding `waitcnt`) at pc 8
// that waits for it.
std::vector<TimingEvent> load_and_wait(TimingClass cls, std::string_view mnemonic, std::uint64_t address,
                                       RegisterRange dst, std::uint16_t waitcnt) {
  TimingEvent load = simple(cls, mnemonic, 0);
  load.memory = MemoryAccess::Load;
  load.address = address;
  load.dst[0] = dst;
  TimingEvent wait = simple(TimingClass::Wait, "s_waitcnt", 8);
  wait.wait = decode_s_waitcnt(waitcnt);
  return {load, wait};
}

// `chains` independent accumulators, each WMMA accumulating into its own D (C = D), `rounds` times over;
// a loop body of `chains` WMMAs that fits one instruction-cache block.
std::vector<TimingEvent> accumulator_chains(const isa::MatrixOp& op, int chains, int rounds) {
  std::vector<TimingEvent> events;
  for (int r = 0; r < rounds; ++r)
    for (int c = 0; c < chains; ++c) {
      const auto d = static_cast<std::uint16_t>(32 + 8 * c);
      events.push_back(wmma(op, d, 0, 16, d, static_cast<std::uint32_t>(8 * c)));
    }
  events.push_back(simple(TimingClass::EndProgram, "s_endpgm", static_cast<std::uint32_t>(8 * chains)));
  return events;
}

TimingResult run_waves(const MachineDescription& machine, int workgroups, int waves_per_group,
                       const std::vector<TimingEvent>& wave, bool record = false) {
  TimingLaunch launch{"synthetic", {static_cast<std::uint32_t>(workgroups), 1, 1},
                      {static_cast<std::uint32_t>(32 * waves_per_group), 1, 1}, 32, 64, 0};
  TimingModel model(machine, launch, TimingOptions{record});
  for (int g = 0; g < workgroups; ++g)
    for (int w = 0; w < waves_per_group; ++w)
      model.wave_events(static_cast<std::uint32_t>(g), static_cast<std::uint32_t>(w)) = wave;
  return model.finish();
}

// A VOPD pair (v_dual_mul_f32 :: v_dual_mul_f32) reading X src0, X src1, Y src0, Y src1 = `src`, writing v200/v201
// (never read, so the pairs are independent).
TimingEvent dual_mul(std::array<std::uint16_t, 4> src, std::uint32_t pc) {
  TimingEvent e = simple(TimingClass::Valu, "v_dual_mul_f32", pc);
  e.size = 8;
  e.dst[0] = vgprs(200);
  e.dst[1] = vgprs(201);
  for (std::size_t i = 0; i < src.size(); ++i) e.src[i] = vgprs(src[i]);
  return e;
}

// v_dual_fmac_f32 :: v_dual_fmac_f32: as dual_mul, and each half also reads its destination (the addend) `dst`.
TimingEvent dual_fmac(std::array<std::uint16_t, 4> src, std::array<std::uint16_t, 2> dst, std::uint32_t pc) {
  TimingEvent e = dual_mul(src, pc);
  e.mnemonic = "v_dual_fmac_f32";
  e.dst[0] = vgprs(dst[0]);
  e.dst[1] = vgprs(dst[1]);
  e.flags |= kReadsDst0 | kReadsDst1;
  return e;
}

// `n` VALU instructions, instruction i = make(i), then s_endpgm.
template <typename Make>
std::vector<TimingEvent> valu_stream(int n, Make make) {
  std::vector<TimingEvent> events;
  for (int i = 0; i < n; ++i) events.push_back(make(i, static_cast<std::uint32_t>(8 * (i % 8))));
  events.push_back(simple(TimingClass::EndProgram, "s_endpgm", 64));
  return events;
}

// `n` v_dual_mul_f32 pairs alternating between the source sets `even` and `odd` (so the register cache never holds
// the next pair's sources unless the two sets share registers).
std::vector<TimingEvent> dual_stream(int n, std::array<std::uint16_t, 4> even, std::array<std::uint16_t, 4> odd) {
  return valu_stream(n, [&](int i, std::uint32_t pc) { return dual_mul(i % 2 ? odd : even, pc); });
}

}  // namespace

TEST_CASE("WGP mode spreads a workgroup over 4 SIMDs and still reaches the peak per CU") {
  const isa::MatrixOp* op = isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  const MachineDescription machine = machine_for(isa::Family::Gfx12, 2);
  const auto events = accumulator_chains(*op, 8, 20000 / op->cycles);
  TimingLaunch launch{"wgp", {1, 1, 1}, {128, 1, 1}, 32, 64, 0, true};  // one workgroup of 4 waves on one WGP
  TimingModel model(machine, launch, TimingOptions{true});
  for (std::uint32_t w = 0; w < 4; ++w) model.wave_events(0, w) = events;
  const TimingResult result = model.finish();
  std::set<int> simds;
  for (const InstructionTiming& t : result.timeline) simds.insert(t.simd);
  CHECK(simds.size() == 4);
  CHECK(result.flop_per_clk_per_cu == doctest::Approx(op->flop_per_clk_per_cu()).epsilon(0.01));
}

TEST_CASE("WGP mode: a workgroup's waves on both compute units share the banks of the LDS half its allocation is in") {
  // One WGP (gfx1100, 2 CUs). Each wave: 32 ds_load_b32 of 2 bank passes each, no waits: the banks, one pass a
  // cycle, are the bound, so consecutive loads on one half complete 2 cycles apart. (A wave's own reads follow one
  // another 2 cycles apart here, their data's cycles: lds_wave_access_cycles 0 keeps the banks the bound.)
  MachineDescription machine = machine_for(isa::Family::Gfx11, 2);
  set_machine_parameter(machine, "lds_wave_access_cycles=0");
  std::vector<TimingEvent> wave;
  for (int i = 0; i < 32; ++i) {
    TimingEvent load =
        wave_access(TimingClass::Lds, "ds_load_b32", static_cast<std::uint32_t>(8 * i), MemoryAccess::Load, 4);
    load.dst[0] = vgprs(static_cast<std::uint16_t>(i));
    load.lds_passes = 2;
    wave.push_back(load);
  }
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 256));
  // The cycles from the first of workgroup 0's loads to complete to its last.
  const auto span = [&](std::uint32_t workgroups, bool wgp_mode) {
    TimingLaunch launch{"lds", {workgroups, 1, 1}, {128, 1, 1}, 32, 64, 0, wgp_mode};
    TimingModel model(machine, launch, TimingOptions{true});
    for (std::uint32_t g = 0; g < workgroups; ++g)
      for (std::uint32_t w = 0; w < 4; ++w) model.wave_events(g, w) = wave;
    const TimingResult result = model.finish();
    std::uint64_t first = UINT64_MAX, last = 0;
    for (const InstructionTiming& t : result.timeline) {
      if (t.workgroup != 0 || t.mnemonic != "ds_load_b32") continue;
      first = std::min(first, t.complete_cycle);
      last = std::max(last, t.complete_cycle);
    }
    return last - first;
  };
  // One workgroup of 4 waves on the 4 SIMDs: its 128 loads go through one half, 2 cycles each (with a half per
  // compute unit, as before this rule, 127 x 1).
  CHECK(span(1, true) == 127 * 2);
  // Two workgroups: the second's allocation goes to the other half, so the first's loads are not slowed.
  CHECK(span(2, true) == 127 * 2);
  // CU mode: the workgroup's 4 waves on one CU's 2 SIMDs, its own half; two workgroups, one per CU, the same.
  CHECK(span(1, false) == 127 * 2);
  CHECK(span(2, false) == 127 * 2);
}

TEST_CASE("independent WMMA chains reach the published peak FLOP/clk/CU within 1 % for every type") {
  // One workgroup of two waves per CU, one wave per SIMD, long enough to amortise launch and drain.
  // Prints the table of docs/timing.md: build/default/tests/test_timing_model -tc="independent*"
  std::string table = "| family | instruction | cycles | published peak FLOP/clk/CU | model | difference | 32-WMMA chain, "
                      "cycles |\n|---|---|---|---|---|---|---|\n";
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    INFO(op.mnemonic << " " << isa::family_name(op.family));
    const MachineDescription machine = machine_for(op.family);
    const int rounds = 20000 / op.cycles;
    const TimingResult result = run_waves(machine, 1, 2, accumulator_chains(op, 8, rounds));
    CHECK(result.wmma_flops == 2ull * 8 * static_cast<std::uint64_t>(rounds) * op.flops());
    CHECK(result.flop_per_clk_per_cu == doctest::Approx(op.flop_per_clk_per_cu()).epsilon(0.01));
    CHECK(result.flop_per_clk_per_cu <= op.flop_per_clk_per_cu());
    const std::uint64_t chain = run_waves(machine, 1, 1, accumulator_chains(op, 1, 32)).cycles;
    table += fmt::format("| {} | `{}` | {} | {:.0f} | {:.1f} | {:+.2f} % | {} |\n", isa::family_name(op.family),
                         op.mnemonic, op.cycles, op.flop_per_clk_per_cu(), result.flop_per_clk_per_cu,
                         100.0 * (result.flop_per_clk_per_cu / op.flop_per_clk_per_cu() - 1.0), chain);
  }
  MESSAGE("\n" << table);
}

TEST_CASE("published peaks: RDNA3 f16 512, RDNA4 f16 1024, fp8 2048, iu4 4096 FLOP/clk/CU (timing.md §1.1)") {
  // The same check with the numbers of AMD's table written out, independent of the records.
  const std::map<std::pair<isa::Family, std::string_view>, double> published{
      {{isa::Family::Gfx11, "v_wmma_f32_16x16x16_f16"}, 512},
      {{isa::Family::Gfx11, "v_wmma_i32_16x16x16_iu8"}, 512},
      {{isa::Family::Gfx11, "v_wmma_i32_16x16x16_iu4"}, 1024},
      {{isa::Family::Gfx12, "v_wmma_f32_16x16x16_bf16"}, 1024},
      {{isa::Family::Gfx12, "v_wmma_f32_16x16x16_fp8_fp8"}, 2048},
      {{isa::Family::Gfx12, "v_wmma_i32_16x16x16_iu8"}, 2048},
      {{isa::Family::Gfx12, "v_wmma_i32_16x16x32_iu4"}, 4096},
  };
  for (const auto& [key, peak] : published) {
    const isa::MatrixOp* op = isa::find_matrix_op(key.first, key.second);
    REQUIRE(op);
    const TimingResult result = run_waves(machine_for(key.first, 4), 4, 2, accumulator_chains(*op, 4, 20000 / op->cycles));
    INFO(key.second);
    CHECK(result.flop_per_clk_per_cu == doctest::Approx(peak).epsilon(0.01));
  }
}

TEST_CASE("workgroups of a compute unit that end in the same cycle are each reported, so each is replaced") {
  // Two one-wave workgroups on SIMDs 0 and 1 run the same two instructions from cycle 0: both issue s_endpgm in the
  // same cycle. Each end is returned by its own call (the dispatcher launches a workgroup for each); a third call
  // has nothing left to return.
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  MemorySystem memory(machine);
  CuSimulator cu(machine, memory, machine.simds_per_cu, 32, 0, false);
  const std::vector<TimingEvent> wave = {simple(TimingClass::Valu, "v_mov_b32", 0),
                                         simple(TimingClass::EndProgram, "s_endpgm", 4)};
  cu.add_wave(WaveSlot{0, 0, 0, 0}, wave);
  cu.add_wave(WaveSlot{1, 0, 1, 0}, wave);
  const auto first = cu.run_until_workgroup_ends();
  const auto second = cu.run_until_workgroup_ends();
  REQUIRE(first);
  REQUIRE(second);
  CHECK(first->workgroup == 0);
  CHECK(second->workgroup == 1);
  CHECK(first->cycle == second->cycle);
  CHECK_FALSE(cu.run_until_workgroup_ends());
  CHECK(cu.finished());
}

TEST_CASE("the units' workgroups and ends: 5 workgroups on 2 units end where 3 and 2 of them alone on one unit end; a sample scales work by workgroups") {
  // One workgroup fits a compute unit at a time (64 KB of LDS in CU mode) and its waves reach nothing the units
  // share, so each unit of the 5-workgroup launch ends where a launch of its own workgroups on a one-unit machine
  // ends: the dispatcher deals workgroups 0, 2, 4 to unit 0 and 1, 3 to unit 1.
  const std::vector<TimingEvent> wave =
      valu_stream(40, [](int, std::uint32_t pc) { return simple(TimingClass::Valu, "v_mov_b32", pc); });
  const auto run = [&](int cus, std::uint32_t workgroups, std::uint32_t sampled_units = 0) {
    const TimingLaunch launch{"synthetic", {workgroups, 1, 1}, {64, 1, 1}, 32, 64, 64 * 1024};
    TimingModel model(machine_for(isa::Family::Gfx11, cus), launch, TimingOptions{false, sampled_units});
    for (std::uint32_t g = 0; g < workgroups; ++g)
      for (std::uint32_t w = 0; w < 2; ++w)
        if (model.simulates(g)) model.wave_events(g, w) = wave;
    return model.finish();
  };
  const TimingResult launch = run(2, 5);
  REQUIRE(launch.occupancy.workgroups_per_unit == 1);
  const std::uint64_t three_alone = run(1, 3).cycles, two_alone = run(1, 2).cycles;
  REQUIRE(two_alone < three_alone);
  REQUIRE(launch.unit_ends.size() == 2);
  CHECK(launch.unit_ends[0].unit == 0);
  CHECK(launch.unit_ends[0].workgroups == 3);
  CHECK(launch.unit_ends[0].cycle == three_alone);
  CHECK(launch.unit_ends[1].unit == 1);
  CHECK(launch.unit_ends[1].workgroups == 2);
  CHECK(launch.unit_ends[1].cycle == two_alone);
  CHECK(launch.cycles == three_alone);

  const WorkgroupShare share = workgroup_share(launch);
  CHECK(share.fewest == 2);
  CHECK(share.most == 3);
  CHECK(share.units_with_most == 1);
  CHECK(timing_summary(launch).find(fmt::format("units             2 CUs with work: 2-3 workgroups each (1 run 3); "
                                                "CUs end at cycles {}-{}\n",
                                                two_alone, three_alone)) != std::string::npos);
  const nlohmann::json report = timing_report(launch, {});
  CHECK(report["workgroups"] == 5);
  CHECK(report["units"]["units_with_most"] == 1);
  CHECK(report["units"]["simulated"][1]["workgroups"] == 2);
  CHECK(report["units"]["simulated"][1]["end_cycle"] == two_alone);
  CHECK(launch.instructions == 5 * 2 * wave.size());

  // Sampled, unit 0 alone stands for both: its 3 workgroups' work stands for the launch's 5 (not for 2 x 3), its
  // SIMD-cycles for both units'.
  const TimingResult sampled = run(2, 5, 1);
  REQUIRE(sampled.simulated_units == 1);
  REQUIRE(sampled.unit_ends.size() == 1);
  CHECK(sampled.unit_ends[0].workgroups == 3);
  CHECK(sampled.cycles == three_alone);
  CHECK(sampled.instructions == 5 * 2 * wave.size());
  CHECK(sampled.waves == 5 * 2);
  CHECK(sampled.instruction_counts[static_cast<int>(InstructionGroup::Valu)] == 5 * 2 * 40);
  CHECK(sampled.stalls.issue_cycles == 2 * run(1, 3).stalls.issue_cycles);
}

TEST_CASE("a dependent chain of n WMMAs takes n x the instruction's cycles plus a constant") {
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    INFO(op.mnemonic << " " << isa::family_name(op.family));
    const MachineDescription machine = machine_for(op.family);
    const auto chain_cycles = [&](int n) { return run_waves(machine, 1, 1, accumulator_chains(op, 1, n)).cycles; };
    const std::uint64_t c32 = chain_cycles(32), c64 = chain_cycles(64);
    CHECK(c64 - c32 == 32ull * op.cycles);
    // The constant (docs/timing.md): wave launch + issue-to-start + the WMMA's extra latency + s_endpgm drain, and
    // the s_endpgm cycle itself.
    const std::uint64_t constant = static_cast<std::uint64_t>(machine.wave_launch + machine.valu_issue_to_start +
                                                              machine.wmma_latency_extra + machine.endpgm_drain + 1);
    CHECK(c32 == 32ull * op.cycles + constant);
  }
}

TEST_CASE("a WMMA that reads the previous D as A waits for its full latency") {
  const isa::MatrixOp* op = isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16");
  const MachineDescription machine = machine_for(isa::Family::Gfx12);
  std::vector<TimingEvent> wave;
  for (int i = 0; i < 16; ++i) {
    wave.push_back(wmma(*op, static_cast<std::uint16_t>(i % 2 ? 64 : 32), static_cast<std::uint16_t>(i % 2 ? 32 : 64),
                        8, static_cast<std::uint16_t>(i % 2 ? 64 : 32), 0));
    wave.push_back(simple(TimingClass::Valu, "v_nop", 8));
  }
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 12));
  const TimingResult result = run_waves(machine, 1, 1, wave);
  // Each WMMA starts when the previous one completes (cycles + extra latency after its start).
  CHECK(result.cycles >= 16ull * (op->cycles + machine.wmma_latency_extra));
}

TEST_CASE("wait counters: s_waitcnt holds until the load returns, s_endpgm until the store is acknowledged") {
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  std::vector<TimingEvent> wave = load_and_wait(TimingClass::VmemLoad, "global_load_b32", 0x10000, vgprs(1),
                                                0x03f7);  // vmcnt(0)
  TimingEvent store = simple(TimingClass::VmemStore, "global_store_b32", 12);
  store.memory = MemoryAccess::Store;
  store.src[0] = vgprs(1);
  wave.push_back(store);
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 20));
  const TimingResult result = run_waves(machine, 1, 1, wave, true);
  REQUIRE(result.timeline.size() == 4);
  const std::uint64_t launch = static_cast<std::uint64_t>(machine.wave_launch);
  CHECK(result.timeline[0].issue_cycle == launch);
  CHECK(result.timeline[1].issue_cycle == launch + static_cast<std::uint64_t>(machine.vector_load_cold));
  CHECK(result.timeline[3].issue_cycle == result.timeline[2].issue_cycle + static_cast<std::uint64_t>(machine.vector_store));
  CHECK(result.stalls[StallReason::WaitCounter] > 0);
}

TEST_CASE("stores to one L2 channel are acknowledged at the channel's bytes per cycle") {
  const MachineDescription machine = machine_for(isa::Family::Gfx12, 4);
  std::vector<TimingEvent> wave;
  for (int i = 0; i < 16; ++i) {
    TimingEvent store = wave_access(TimingClass::VmemStore, "global_store_b64", static_cast<std::uint32_t>(12 * i),
                                    MemoryAccess::Store, 8);
    store.address = 0x4000;  // 256 B from a channel boundary: one channel
    wave.push_back(store);
  }
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 192));
  // 4 CUs x 16 workgroups x 4 waves x 16 stores of 256 B = 1 MiB through one channel: the last is acknowledged no
  // earlier than 1 MiB / l2_channel_bytes_per_cycle after the first, and no later than twice that.
  const TimingResult result = run_waves(machine, 64, 4, wave);
  const auto drain = static_cast<std::uint64_t>(4096 * 256 / machine.l2_channel_bytes_per_cycle);
  CHECK(result.cycles >= static_cast<std::uint64_t>(machine.wave_launch) + drain);
  CHECK(result.cycles <= static_cast<std::uint64_t>(machine.wave_launch) + 2 * drain);
  CHECK(result.stalls[StallReason::WaitCounter] > 0);
}

// Lane addresses `stride` bytes apart from `base`, one per lane.
std::vector<std::uint64_t> strided(int lanes, std::uint64_t stride, std::uint64_t base = 0) {
  std::vector<std::uint64_t> addresses;
  for (int lane = 0; lane < lanes; ++lane) addresses.push_back(base + stride * static_cast<std::uint64_t>(lane));
  return addresses;
}

TEST_CASE("LDS bank passes: 32 banks of 4 bytes, a dword's bank is its dword address mod 32, broadcast is free") {
  CHECK(lds_bank_passes(strided(32, 4), 4) == 1);        // 32 consecutive dwords: every bank once
  CHECK(lds_bank_passes(strided(32, 128), 4) == 32);     // 32 dwords apart: all in bank 0, 32-way conflict
  CHECK(lds_bank_passes(strided(32, 8), 4) == 2);        // every other dword: banks 0, 2, ..., 30 twice each
  CHECK(lds_bank_passes(strided(32, 132), 4) == 1);      // a row of 32 dwords padded by one: conflict-free
  CHECK(lds_bank_passes(strided(32, 0), 4) == 1);        // one dword for every lane: broadcast
  CHECK(lds_bank_passes(strided(32, 8), 8) == 2);        // 64 consecutive dwords (ds_load_b64): two passes
  CHECK(lds_bank_passes(strided(32, 16), 16) == 4);      // 128 consecutive dwords (ds_load_b128): four passes
  CHECK(lds_bank_passes(strided(64, 4), 4) == 2);        // wave64: 64 consecutive dwords
  CHECK(lds_bank_passes(strided(16, 64), 4) == 8);       // 16 lanes 16 dwords apart: banks 0 and 16, 8 each
}

// Lanes `lanes_per_row` apart repeat: lane l accesses base + (l mod lanes_per_row) x stride.
std::vector<std::uint64_t> repeating(int lanes, int lanes_per_row, std::uint64_t stride) {
  std::vector<std::uint64_t> addresses;
  for (int lane = 0; lane < lanes; ++lane) addresses.push_back(stride * static_cast<std::uint64_t>(lane % lanes_per_row));
  return addresses;
}

TEST_CASE("LDS bank passes: wide accesses go through the banks in phases of 128 bytes, sharing only within a phase") {
  // Hand-computed: a phase is 8 lanes of a b128, 16 of a b64, 32 accesses of a dword or less.
  CHECK(lds_bank_passes(strided(32, 0), 16) == 4);      // one address for all 32 lanes: 4 phases of 8, 1 pass each
  CHECK(lds_bank_passes(strided(32, 0), 8) == 2);       // b64 broadcast: 2 phases of 16
  CHECK(lds_bank_passes(repeating(32, 8, 16), 16) == 4);  // lanes 0-7 cover the 32 banks once; 8-31 repeat them
  // 16 lanes 8 dwords apart, lanes 16-31 repeating them (a register-tiled SGEMM's B row): in a phase of 8 lanes,
  // lanes l and l + 4 share banks 8(l mod 4) .. +3 with different dwords: 2 passes, 4 phases.
  CHECK(lds_bank_passes(repeating(32, 16, 32), 16) == 8);
  CHECK(lds_bank_passes(strided(8, 16), 16) == 1);      // 8 active lanes, consecutive: one phase
  CHECK(lds_bank_passes(strided(64, 16), 16) == 8);     // wave64 b128, consecutive: 8 phases
  // b96, consecutive: phases of 10 lanes (120 bytes, 30 distinct banks), 4 phases for 32 lanes, no conflict, and the
  // conflict-free passes of such an access are the same 4 (not its 384 bytes over 128).
  CHECK(lds_bank_passes(strided(32, 12), 12) == 4);
  TimingEvent b96 = simple(TimingClass::Lds, "ds_load_b96", 0);
  b96.lanes = 32;
  b96.lane_bytes = 12;
  CHECK(lds_conflict_free_passes(b96, 128) == 4);
  // ds_*_2addr, element 4 bytes, lane l at 4l and 4l + 128 (offset1:32), a lane's two accesses side by side: a phase
  // holds 16 lanes, whose dwords l and l + 32 share bank l: 2 passes, 2 phases.
  std::vector<std::uint64_t> pairs;
  for (std::uint64_t lane = 0; lane < 32; ++lane) pairs.insert(pairs.end(), {4 * lane, 4 * lane + 128});
  CHECK(lds_bank_passes(pairs, 4) == 4);
}

TEST_CASE("LDS lane order: RDNA3 serves a b128 load in phases of lanes that are not consecutive, RDNA4 in lane order") {
  // The phases measured on a W7900 (gfx1100) and an RX 9070 XT (gfx1201), nod-ai/amd-shark-ai
  // docs/empirical-lds/lds_summary.md: gfx1100 ds_read_b128 lanes 0-3 and 20-23, 4-7 and 16-19, 8-11 and 28-31,
  // 12-15 and 24-27; gfx1201 and every b32/b64 read in lane order. Stores were not measured: lane order.
  const std::vector<std::uint8_t> gfx11 = {0,  1,  2,  3,  20, 21, 22, 23, 4,  5,  6,  7,  16, 17, 18, 19,
                                           8,  9,  10, 11, 28, 29, 30, 31, 12, 13, 14, 15, 24, 25, 26, 27};
  const std::span<const std::uint8_t> order = lds_lane_order(isa::Family::Gfx11, MemoryAccess::Load, 16);
  REQUIRE(order.size() == 64);
  CHECK(std::ranges::equal(order.first(32), gfx11));
  for (std::size_t i = 32; i < 64; ++i) CHECK(order[i] == order[i - 32] + 32);  // a wave64's second half alike
  CHECK(lds_lane_order(isa::Family::Gfx12, MemoryAccess::Load, 16).empty());
  CHECK(lds_lane_order(isa::Family::Gfx11, MemoryAccess::Load, 8).empty());
  CHECK(lds_lane_order(isa::Family::Gfx11, MemoryAccess::Load, 12).empty());
  CHECK(lds_lane_order(isa::Family::Gfx11, MemoryAccess::Store, 16).empty());

  // A WMMA-style fragment load: lane l reads 16 bytes of row l mod 16 (rows 64 bytes apart), lanes 16-31 the next
  // 16 bytes. Hand-computed: in lane order a phase of 8 lanes has 4 rows in banks 0-3 and 4 in banks 16-19 (lanes
  // 16-31: 4-7 and 20-23), 4 passes a phase, 16 in all; in gfx11's order phase 0 holds rows 0-3 (banks 0-3, 16-19,
  // 0-3, 16-19) and rows 4-7 of the second half (banks 4-7, 20-23, 4-7, 20-23): 2 passes a phase, 8 in all.
  std::vector<std::uint64_t> fragment;
  for (std::uint64_t lane = 0; lane < 32; ++lane) fragment.push_back(lane % 16 * 64 + lane / 16 * 16);
  CHECK(lds_bank_passes(fragment, 16) == 16);
  std::vector<std::uint64_t> in_gfx11_order;
  for (const std::uint8_t lane : order.first(32)) in_gfx11_order.push_back(fragment[lane]);
  CHECK(lds_bank_passes(in_gfx11_order, 16) == 8);
}

// The definition: the accesses in phases of 128 bytes (128 / lane_bytes accesses, 32 for sub-dword ones); per phase
// and bank the set of distinct dwords the phase's accesses touch; the sum over phases of the largest set's size.
std::uint16_t bank_passes_by_sets(const std::vector<std::uint64_t>& addresses, std::uint32_t lane_bytes) {
  const std::size_t per_phase = 128 / std::max<std::uint32_t>(lane_bytes, 4);
  std::size_t passes = 0;
  for (std::size_t first = 0; first < addresses.size(); first += per_phase) {
    std::array<std::set<std::uint64_t>, kLdsBanks> dwords;
    for (std::size_t i = first; i < std::min(addresses.size(), first + per_phase); ++i)
      for (std::uint64_t byte = addresses[i]; byte < addresses[i] + lane_bytes; ++byte)
        dwords[byte / kLdsBankBytes % kLdsBanks].insert(byte / kLdsBankBytes);
    std::size_t most = 0;
    for (const auto& bank : dwords) most = std::max(most, bank.size());
    passes += most;
  }
  return static_cast<std::uint16_t>(passes);
}

TEST_CASE("LDS bank passes of random lane addresses: per phase the most distinct dwords of a bank, summed") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    const std::uint32_t lane_bytes = std::array<std::uint32_t, 5>{1, 2, 4, 8, 16}[rng() % 5];
    // Within a few rows of banks (many conflicts and broadcasts), anywhere in 64 KB, and far apart (out of bounds).
    const std::uint64_t range = std::array<std::uint64_t, 3>{512, 65536, std::uint64_t{1} << 32}[rng() % 3];
    std::vector<std::uint64_t> addresses(1 + rng() % 128);
    for (std::uint64_t& address : addresses) address = rng() % range;
    INFO("trial " << trial << ", " << addresses.size() << " accesses of " << lane_bytes << " bytes");
    CHECK(lds_bank_passes(addresses, lane_bytes) == bank_passes_by_sets(addresses, lane_bytes));
  }
}

TEST_CASE("coalescing: the distinct 128-byte lines a wave's lanes touch") {
  CHECK(distinct_lines(strided(32, 4), 4) == 1);          // 32 lanes x 4 B from a line start: one line
  CHECK(distinct_lines(strided(32, 4, 64), 4) == 2);      // the same 128 B from the middle of a line: two
  CHECK(distinct_lines(strided(32, 128), 4) == 32);       // one lane per line
  CHECK(distinct_lines(strided(32, 16), 16) == 4);        // global_load_b128, consecutive: 512 B
  CHECK(distinct_lines(strided(32, 8), 8) == 2);          // global_store_b64, consecutive: 256 B
  CHECK(distinct_lines(strided(32, 0), 4) == 1);          // every lane the same address
  CHECK(distinct_lines(strided(64, 4096), 4) == 64);      // wave64, a page apart
  CHECK(distinct_lines(std::vector<std::uint64_t>{0, 120}, 16) == 2);  // the second lane's 16 B cross into line 1
  CHECK(distinct_lines(std::vector<std::uint64_t>{0, 0, 130, 130, 300}, 4) == 3);  // repeats and gaps, ascending: lines 0, 1, 2
  CHECK(distinct_lines(std::vector<std::uint64_t>{120, 124, 126}, 8) == 2);  // three accesses over the end of line 0: lines 0 and 1
  CHECK(distinct_lines(std::vector<std::uint64_t>{256, 0, 256}, 4) == 2);  // not ascending: lines 2 and 0
  CHECK(distinct_lines(std::vector<std::uint64_t>{250, 130}, 16) == 2);  // descending: lines 1 and 2, line 1 twice
}

TEST_CASE("coalescing of random lane addresses: the distinct lines of the lanes' bytes, counted by a set") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 2000; ++trial) {
    const std::uint32_t lane_bytes = std::array<std::uint32_t, 5>{1, 2, 4, 8, 16}[rng() % 5];
    std::vector<std::uint64_t> addresses(1 + rng() % 64);
    for (std::uint64_t& address : addresses) address = rng() % 2048;
    // Half the trials ascending (a wave's row), the others in any order.
    if (trial % 2 == 0) std::ranges::sort(addresses);
    std::set<std::uint64_t> lines;
    for (const std::uint64_t address : addresses)
      for (std::uint64_t byte = address; byte < address + lane_bytes; ++byte) lines.insert(byte / 128);
    INFO("trial " << trial << ", " << addresses.size() << " accesses of " << lane_bytes << " bytes");
    CHECK(distinct_lines(addresses, lane_bytes) == lines.size());
  }
}

// One wave: a wave32 dword load whose lanes are `stride` bytes apart from `base` (LDS or global memory, with the
// bank passes or lines the executor would report), the wait for it, s_endpgm.
TimingResult strided_load_and_wait(const MachineDescription& machine, TimingClass cls, std::uint64_t stride,
                                   std::uint64_t base = 0) {
  const bool lds = cls == TimingClass::Lds;
  TimingEvent load = simple(cls, lds ? "ds_load_b32" : "global_load_b32", 0);
  load.memory = MemoryAccess::Load;
  load.dst[0] = vgprs(1);
  const std::vector<std::uint64_t> addresses = strided(32, stride, base);
  load.address = addresses.front();
  load.lanes = 32;
  load.lane_bytes = 4;
  load.span = static_cast<std::uint32_t>(addresses.back() - addresses.front() + 4);
  if (lds)
    load.lds_passes = lds_bank_passes(addresses, 4);
  else
    load.lines = distinct_lines(addresses, 4);
  TimingEvent wait = simple(TimingClass::Wait, lds ? "s_wait_dscnt" : "s_waitcnt", 8);
  (lds ? wait.wait.ds : wait.wait.load) = 0;
  return run_waves(machine, 1, 1, {load, wait, simple(TimingClass::EndProgram, "s_endpgm", 12)}, true);
}

TEST_CASE("an LDS access with a 32-way bank conflict takes 31 cycles longer and counts 31 conflict cycles") {
  const MachineDescription machine = machine_for(isa::Family::Gfx12);
  const TimingResult clean = strided_load_and_wait(machine, TimingClass::Lds, 4),
                     conflicted = strided_load_and_wait(machine, TimingClass::Lds, 128);
  REQUIRE(clean.timeline.size() == 3);
  REQUIRE(conflicted.timeline.size() == 3);
  CHECK(clean.timeline[1].issue_cycle - clean.timeline[0].issue_cycle == static_cast<std::uint64_t>(machine.lds_load));
  CHECK(conflicted.timeline[1].issue_cycle - clean.timeline[1].issue_cycle == 31);
  CHECK(clean.traffic.lds_bank_conflict_cycles == 0);
  CHECK(conflicted.traffic.lds_bank_conflict_cycles == 31);
}

// One wave: `count` copies of the LDS `access` (a load each into its own VGPRs), the wait for all of them,
// s_endpgm; the completion cycle of each access.
std::vector<std::uint64_t> lds_stream_completions(const MachineDescription& machine, TimingEvent access, int count) {
  std::vector<TimingEvent> wave;
  for (int i = 0; i < count; ++i) {
    access.pc = static_cast<std::uint32_t>(8 * i);
    if (access.memory == MemoryAccess::Load) access.dst[0] = vgprs(static_cast<std::uint16_t>(4 * i), 4);
    wave.push_back(access);
  }
  TimingEvent wait = simple(TimingClass::Wait, "s_wait_dscnt", static_cast<std::uint32_t>(8 * count));
  wait.wait.ds = 0;
  wave.push_back(wait);
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", static_cast<std::uint32_t>(8 * count + 4)));
  std::vector<std::uint64_t> completions;
  for (const InstructionTiming& t : run_waves(machine, 1, 1, wave, true).timeline)
    if (t.mnemonic == access.mnemonic) completions.push_back(t.complete_cycle);
  return completions;
}

TEST_CASE("a wave's LDS reads follow one another: lds_wave_access_cycles plus their passes or their data's cycles") {
  for (const isa::Family family : {isa::Family::Gfx11, isa::Family::Gfx12}) {
    const MachineDescription machine = machine_for(family);
    const auto access = static_cast<std::uint64_t>(machine.lds_wave_access_cycles);
    INFO("family " << static_cast<int>(family) << ", lds_wave_access_cycles " << access);
    REQUIRE(machine.lds_wave_bytes_per_cycle == 64);
    TimingEvent b32 = wave_access(TimingClass::Lds, "ds_load_b32", 0, MemoryAccess::Load, 4);
    b32.lds_passes = 1;
    // A lone read: its pass, then lds_load (the traces' 31-32 cycles); the stream does not lengthen it.
    const std::vector<std::uint64_t> lone = lds_stream_completions(machine, b32, 1);
    const std::vector<std::uint64_t> clean = lds_stream_completions(machine, b32, 8);
    REQUIRE(clean.size() == 8);
    CHECK(clean[0] == lone[0]);
    // Conflict-free b32 reads: 1 pass, 128 bytes back at 64 a cycle = 2 cycles; so access + 2 apart.
    for (std::size_t i = 1; i < clean.size(); ++i) CHECK(clean[i] - clean[i - 1] == access + 2);
    // A 32-way conflict: 32 passes, more than the data's 2 cycles: access + 32 apart.
    TimingEvent conflicted = b32;
    conflicted.lds_passes = 32;
    const std::vector<std::uint64_t> slow = lds_stream_completions(machine, conflicted, 4);
    for (std::size_t i = 1; i < slow.size(); ++i) CHECK(slow[i] - slow[i - 1] == access + 32);
    // Conflict-free b128 reads: 4 passes, 512 bytes back in 8 cycles: access + 8 apart.
    TimingEvent b128 = wave_access(TimingClass::Lds, "ds_load_b128", 0, MemoryAccess::Load, 16);
    b128.lds_passes = 4;
    const std::vector<std::uint64_t> wide = lds_stream_completions(machine, b128, 4);
    for (std::size_t i = 1; i < wide.size(); ++i) CHECK(wide[i] - wide[i - 1] == access + 8);
    // Stores are not held by the rule (no measurement of a store stream): the banks' 1 pass each.
    TimingEvent store = wave_access(TimingClass::Lds, "ds_store_b32", 0, MemoryAccess::Store, 4);
    store.lds_passes = 1;
    const std::vector<std::uint64_t> stores = lds_stream_completions(machine, store, 4);
    for (std::size_t i = 1; i < stores.size(); ++i) CHECK(stores[i] - stores[i - 1] == 1);
  }
}

// One wave running straight through `bytes` of code twice (a loop of 4-byte SALU instructions without operands,
// one issued a cycle); the cycles each pass takes, from its first instruction's issue to the next pass's first.
std::array<std::uint64_t, 2> code_passes(const MachineDescription& machine, std::uint32_t bytes) {
  std::vector<TimingEvent> wave;
  for (int pass = 0; pass < 3; ++pass)
    for (std::uint32_t pc = 0; pc < bytes; pc += 4) {
      wave.push_back(simple(TimingClass::Salu, "s_nop_like", pc));
      wave.back().size = 4;
      if (pass == 2) break;  // the third pass's first instruction ends the second
    }
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 4));
  const TimingResult r = run_waves(machine, 1, 1, wave, true);
  const std::size_t per_pass = bytes / 4;
  REQUIRE(r.timeline.size() == 2 * per_pass + 2);
  return {r.timeline[per_pass].issue_cycle - r.timeline[0].issue_cycle,
          r.timeline[2 * per_pass].issue_cycle - r.timeline[per_pass].issue_cycle};
}

TEST_CASE("instruction cache: code that fits stays for the loop's next pass, a larger loop misses every block again") {
  for (const isa::Family family : {isa::Family::Gfx11, isa::Family::Gfx12}) {
    MachineDescription machine = machine_for(family);
    REQUIRE(machine.icache_bytes == 32768);
    const auto issue_only = [](std::uint32_t bytes) { return std::uint64_t{bytes / 4}; };
    // 16 KB (64 blocks of 256 bytes) fits: the second pass issues an instruction a cycle, no fetch stall; the
    // first waited for its blocks.
    const auto fits = code_passes(machine, 16384);
    CHECK(fits[0] > issue_only(16384));
    CHECK(fits[1] == issue_only(16384));
    // 48 KB (192 blocks) does not: walking it in order, the least recently requested block is always the one the
    // walk needs next, so the second pass misses every block as the first did and takes as long.
    const auto spills = code_passes(machine, 49152);
    CHECK(spills[0] > issue_only(49152));
    CHECK(spills[1] == spills[0]);
    // With a 64 KB cache the same 48 KB fit.
    set_machine_parameter(machine, "icache_bytes=65536");
    CHECK(code_passes(machine, 49152)[1] == issue_only(49152));
  }
}

TEST_CASE("VGPR banks: a VOPD whose reads share a bank holds the VALU a cycle longer; the register cache hides it") {
  // Hand-derived from the rule (docs/timing.md, "VGPR banks"): VGPR v is in bank v mod 4, a bank reads one register
  // a cycle, a register the wave's previous VALU instruction read comes from the register cache.
  MachineDescription machine = machine_for(isa::Family::Gfx11);
  REQUIRE(machine.vgpr_banks == 4);
  constexpr int n = 64;
  // v0-v3 and v4-v7: one read per bank, one cycle each.
  const TimingResult clean = run_waves(machine, 1, 1, dual_stream(n, {0, 1, 2, 3}, {4, 5, 6, 7}), true);
  // v0, v4 (both bank 0), v1, v2 and v8, v12 (bank 0), v9, v10: two reads of bank 0, two cycles each.
  const TimingResult conflicted = run_waves(machine, 1, 1, dual_stream(n, {0, 4, 1, 2}, {8, 12, 9, 10}), true);
  // The same conflicting pair every time: only the first reads its banks, the others hit the register cache.
  const TimingResult cached = run_waves(machine, 1, 1, dual_stream(n, {0, 4, 1, 2}, {0, 4, 1, 2}), true);
  REQUIRE(clean.timeline.size() == n + 1);
  // Without conflicts the pairs issue back to back (6 in flight, fewer than the queue's 8 entries).
  for (int i = 1; i < n; ++i) CHECK(clean.timeline[i].issue_cycle == clean.timeline[0].issue_cycle + i);
  // With a conflict pair i starts at 2i after the first (the queue fills, issue follows): the last completes
  // n - 1 cycles later than without.
  CHECK(conflicted.cycles == clean.cycles + (n - 1));
  CHECK(conflicted.timeline[n - 1].issue_cycle > clean.timeline[n - 1].issue_cycle + n / 2);
  // The cache: only the first pair takes two cycles, one cycle more in all.
  CHECK(cached.cycles == clean.cycles + 1);
  // vgpr_banks=0 turns the rule off.
  set_machine_parameter(machine, "vgpr_banks=0");
  CHECK(run_waves(machine, 1, 1, dual_stream(n, {0, 4, 1, 2}, {8, 12, 9, 10})).cycles == clean.cycles);
}

TEST_CASE("VGPR banks: three reads of one bank take three cycles, constants and SGPRs read no bank") {
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  constexpr int n = 32;
  const TimingResult clean = run_waves(machine, 1, 1, dual_stream(n, {0, 1, 2, 3}, {4, 5, 6, 7}));
  // v0, v4, v8 in bank 0 (and v1): three cycles a pair, 2 (n - 1) more than one cycle a pair.
  const TimingResult triple = run_waves(machine, 1, 1, dual_stream(n, {0, 4, 8, 1}, {12, 16, 20, 13}));
  CHECK(triple.cycles == clean.cycles + 2 * (n - 1));
  // A pair whose second half reads an SGPR and a constant (empty slot) next to v0 and v4: the SGPR is not in a
  // VGPR bank, so only bank 0's two reads count.
  const auto mixed = valu_stream(n, [](int i, std::uint32_t pc) {
    TimingEvent e = dual_mul(i % 2 ? std::array<std::uint16_t, 4>{8, 12, 0, 0} : std::array<std::uint16_t, 4>{0, 4, 0, 0}, pc);
    e.src[2] = sgprs(5);
    e.src[3] = {};
    return e;
  });
  CHECK(run_waves(machine, 1, 1, mixed).cycles == clean.cycles + (n - 1));
}

TEST_CASE("VGPR banks: an FMAC pair reads six VGPRs from four banks, two cycles unless the cache supplies sources") {
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  constexpr int n = 64;
  const TimingResult clean = run_waves(machine, 1, 1, dual_stream(n, {0, 1, 2, 3}, {4, 5, 6, 7}));
  // Fresh sources and addends every pair: v0-v3 + v8, v9 (banks 0-3, 0, 1), v4-v7 + v10, v11 (banks 0-3, 2, 3):
  // some bank is read twice, two cycles a pair.
  const auto fresh = valu_stream(n, [](int i, std::uint32_t pc) {
    return i % 2 ? dual_fmac({4, 5, 6, 7}, {10, 11}, pc) : dual_fmac({0, 1, 2, 3}, {8, 9}, pc);
  });
  CHECK(run_waves(machine, 1, 1, fresh).cycles == clean.cycles + (n - 1));
  // An outer product's pattern: the same four sources every pair (the register cache), only the addends are new,
  // one even and one odd (different banks): one cycle a pair after the first, which reads all six.
  const auto reused = valu_stream(n, [](int i, std::uint32_t pc) {
    const auto d = static_cast<std::uint16_t>(16 + 2 * (i % 32));
    return dual_fmac({0, 1, 2, 3}, {d, static_cast<std::uint16_t>(d + 1)}, pc);
  });
  CHECK(run_waves(machine, 1, 1, reused).cycles == clean.cycles + 1);
}

TEST_CASE("coalescing: a scattered load fills a line per lane, a coalesced one a single line") {
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  const TimingResult coalesced = strided_load_and_wait(machine, TimingClass::VmemLoad, 4, 0x10000),
                     scattered = strided_load_and_wait(machine, TimingClass::VmemLoad, 128, 0x10000);
  CHECK(coalesced.traffic.vector_lines == 1);
  CHECK(coalesced.traffic.dram_bytes == 128);
  CHECK(scattered.traffic.vector_lines == 32);
  CHECK(scattered.traffic.dram_bytes == 32 * 128);
  // One line a cycle through the compute unit's vector memory path: the scattered load's last line leaves 31
  // cycles after the coalesced load's only one (both on a cold page, within one 4 KiB page).
  CHECK(scattered.timeline[1].issue_cycle - coalesced.timeline[1].issue_cycle == 31);
}

// Round numbers for hand-computed DRAM queues: a 1000 MHz clock and 2 GB/s move 2 bytes a cycle, a 128-byte line in
// 64 cycles; cold page 1000, line miss 500, hit 200 cycles.
MachineDescription slow_dram_machine(int cus) {
  MachineDescription machine = machine_for(isa::Family::Gfx12, cus);
  for (const char* setting : {"clock_mhz=1000", "dram_bandwidth_gbs=2", "vector_load_cold=1000", "vector_load_miss=500",
                              "vector_load_hit=200"})
    set_machine_parameter(machine, setting);
  return machine;
}

// A coalesced load of `lines` consecutive 128-byte lines from `address`.
TimingEvent line_load(std::uint64_t address, std::uint16_t lines, std::uint32_t pc = 0) {
  TimingEvent load = simple(TimingClass::VmemLoad, "global_load_b128", pc);
  load.memory = MemoryAccess::Load;
  load.dst[0] = vgprs(4, 4);
  load.address = address;
  load.lanes = 32;
  load.lane_bytes = 16;
  load.span = 128u * lines;
  load.lines = lines;
  return load;
}

TEST_CASE("a line is fetched from DRAM once, also when a request earlier in time arrives after a later one") {
  const MachineDescription machine = slow_dram_machine(1);
  MemorySystem memory(machine);
  // Line 0 on a cold page at cycle 0: the page's cold latency (its DRAM transfer is done at 64).
  CHECK(memory.completion_cycle(line_load(0, 1), 0) == 1000);
  // Lines 1-16 at 2000 queue at DRAM: line k is delivered at 2000 + 64 k, the last at 3024.
  CHECK(memory.completion_cycle(line_load(128, 16), 2000) == 3024);
  // Another unit's request for line 16 from cycle 1900 reaches the memory system now: the line's transfer was queued
  // behind lines 1-15, so it is there at 3024 for this request too, without a second transfer (the model before
  // this fix started one and pushed the line to 3088).
  CHECK(memory.completion_cycle(line_load(16 * 128, 1), 1900) == 3024);
  // A request at 2100 hits under the miss.
  CHECK(memory.completion_cycle(line_load(16 * 128, 1), 2100) == 3024);
  // DRAM idle again: line 20 requested at 10000 is there after the miss latency, at 10500; a request from 9900
  // arriving later moves the fill to its own 10400 (DRAM delivers at 9964), and a request at 10150 waits for that.
  CHECK(memory.completion_cycle(line_load(20 * 128, 1), 10000) == 10500);
  CHECK(memory.completion_cycle(line_load(20 * 128, 1), 9900) == 10400);
  CHECK(memory.completion_cycle(line_load(20 * 128, 1), 10150) == 10400);
  // The first request for a page (line 64, 8 KiB) arrives after a later one: the page and the line are there at the
  // earlier request's cold fill, 20950 instead of 21000, still with one transfer.
  CHECK(memory.completion_cycle(line_load(64 * 128, 1), 20000) == 21000);
  CHECK(memory.completion_cycle(line_load(64 * 128, 1), 19950) == 20950);
  // 19 distinct lines: 19 transfers of 128 bytes, 64 cycles each.
  CHECK(memory.traffic().dram_bytes == 19 * 128);
  CHECK(memory.traffic().dram_busy_cycles == 19 * 64);
}

TEST_CASE("pages a copy wrote before the launch pay the line's miss on first touch, not the cold page's latency") {
  const MachineDescription machine = slow_dram_machine(1);
  MemorySystem memory(machine);
  // Bytes 0x1000-0x2fff were copied: their two pages are warm; the page at 0x3000 is not.
  memory.copied_before_launch(0x1000, 0x2000);
  CHECK(memory.completion_cycle(line_load(0x1000, 1), 0) == 500);
  CHECK(memory.completion_cycle(line_load(0x2f80, 1), 0) == 500);
  CHECK(memory.completion_cycle(line_load(0x3000, 1), 0) == 1000);
  // A copy of 1 byte warms its page.
  memory.copied_before_launch(0x8000, 1);
  CHECK(memory.completion_cycle(line_load(0x8f80, 1), 5000) == 5500);
}

// One wave of `loads` (each followed by the wait for it) and s_endpgm, timed on a device whose caches are `caches`.
TimingResult launch_on(const MachineDescription& machine, DeviceCaches& caches, const std::vector<TimingEvent>& loads) {
  std::vector<TimingEvent> wave;
  std::uint32_t pc = 0;
  for (TimingEvent load : loads) {
    load.pc = pc;
    TimingEvent wait = simple(TimingClass::Wait, "s_wait_loadcnt", pc + 8);
    wait.wait.load = 0;
    wave.push_back(load);
    wave.push_back(wait);
    pc += 12;
  }
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", pc));
  TimingModel model(machine, TimingLaunch{"synthetic", {1, 1, 1}, {32, 1, 1}, 32, 64, 0}, TimingOptions{true});
  model.run_on(caches);
  model.wave_events(0, 0) = wave;
  return model.finish();
}

TEST_CASE("a second launch on the same device hits in the L2 where the first missed") {
  const MachineDescription machine = slow_dram_machine(1);
  const auto launch = static_cast<std::uint64_t>(machine.wave_launch);  // 700 cycles: the load issues there
  DeviceCaches device;
  // First launch, caches cold: the two lines of 0x10000 are on a page nothing touched. The page is there at
  // 700 + 1000 (cold), the lines after the miss latency, 700 + 500, and their DRAM transfers (64 cycles each) are
  // done at 764 and 828; the second line leaves the compute unit's vector memory path a cycle after the first (one
  // line a cycle), so the wait ends at 1701. Both lines were fetched (2 misses, 256 bytes from DRAM).
  const TimingResult first = launch_on(machine, device, {line_load(0x10000, 2)});
  REQUIRE(first.timeline.size() == 3);
  CHECK(first.timeline[1].issue_cycle == launch + 1000 + 1);
  CHECK(first.traffic.l2_line_misses == 2);
  CHECK(first.traffic.dram_bytes == 256);
  CHECK(device.l2_lines == std::vector<std::uint64_t>{0x200, 0x201});  // 0x10000 / 128
  CHECK(device.warm_pages == std::vector<std::uint64_t>{0x10});       // 0x10000 / 4096
  // Second launch of the same kernel: the lines are in the L2 and the page's translation is warm, so the load hits,
  // 700 + 200 + 1: 800 cycles sooner, no line fetched, nothing read from DRAM.
  const TimingResult second = launch_on(machine, device, {line_load(0x10000, 2)});
  CHECK(second.timeline[1].issue_cycle == launch + 200 + 1);
  CHECK(second.cycles + 800 == first.cycles);
  CHECK(second.traffic.l2_line_misses == 0);
  CHECK(second.traffic.dram_bytes == 0);
  // A launch that is not given the device's caches starts cold, as the recorded traces did.
  const TimingResult alone =
      run_waves(machine, 1, 1, {line_load(0x10000, 2), simple(TimingClass::EndProgram, "s_endpgm", 12)});
  CHECK(alone.traffic.l2_line_misses == 2);
}

TEST_CASE("the L2 keeps its capacity of the lines used last across launches; freed memory is forgotten") {
  MachineDescription machine = slow_dram_machine(1);
  set_machine_parameter(machine, "l2_cache_kib=1");  // 8 lines of 128 B
  DeviceCaches device;
  // 8 lines from 0x20000, then (after their wait, at a later cycle) 8 lines from 0x30000: the L2 keeps the later 8;
  // the Infinity Cache (64 MiB) keeps all 16.
  const std::vector<TimingEvent> loads{line_load(0x20000, 8), line_load(0x30000, 8)};
  const TimingResult first = launch_on(machine, device, loads);
  CHECK(first.traffic.l2_line_misses == 16);
  CHECK(first.traffic.infinity_cache_hits == 0);
  CHECK(first.traffic.dram_bytes == 16 * 128);
  CHECK(device.l2_lines == std::vector<std::uint64_t>{0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x606, 0x607});
  CHECK(device.infinity_lines.size() == 16);
  CHECK(device.warm_pages == std::vector<std::uint64_t>{0x20, 0x30});
  // Launched again: the lines of 0x20000 left the L2 in the first launch (8 misses), and make room for themselves by
  // evicting those of 0x30000, the L2's least recent, before the second load asks for them (8 misses more): all 16
  // come from the Infinity Cache, nothing from DRAM.
  const TimingResult again = launch_on(machine, device, loads);
  CHECK(again.traffic.l2_line_misses == 16);
  CHECK(again.traffic.infinity_cache_hits == 16);
  CHECK(again.traffic.dram_bytes == 0);
  // Freeing the memory at 0x30000 drops its lines from both caches and its page's translation.
  device.forget(0x30000, 0x1000);
  CHECK(device.l2_lines.empty());
  CHECK(device.infinity_lines.size() == 8);
  CHECK(device.warm_pages == std::vector<std::uint64_t>{0x20});
}

TEST_CASE("within a launch the L2 loses what exceeds its capacity; the Infinity Cache returns it without DRAM") {
  MachineDescription machine = slow_dram_machine(1);  // 1000 MHz, DRAM 2 B a cycle (a 128 B line in 64 cycles)
  for (const char* setting : {"l2_cache_kib=1", "l2_ways=8", "infinity_cache_latency_ns=300"})
    set_machine_parameter(machine, setting);  // one set of 8 lines; 300 ns = 300 cycles at 1000 MHz
  MemorySystem memory(machine);
  memory.copied_before_launch(0, 0x10000);  // warm pages: no cold latencies
  // 16 lines at cycle 0: each fetched from DRAM, line k delivered at 64 (k + 1), the last at 1024 (after the miss
  // latency, 500). The L2 keeps the last 8 (lines 8-15), the Infinity Cache all 16.
  CHECK(memory.completion_cycle(line_load(0, 16), 0) == 1024);
  // Lines 0-7 again at 2000: not in the L2, in the Infinity Cache: 2000 + 300, no DRAM transfer. They evict 8-15.
  CHECK(memory.completion_cycle(line_load(0, 8), 2000) == 2300);
  // Lines 8-15 at 3000: 3300 likewise.
  CHECK(memory.completion_cycle(line_load(8 * 128, 8), 3000) == 3300);
  // Lines 8-15 at 4000: in the L2 now, the hit latency: 4200.
  CHECK(memory.completion_cycle(line_load(8 * 128, 8), 4000) == 4200);
  CHECK(memory.traffic().l2_line_misses == 32);
  CHECK(memory.traffic().infinity_cache_hits == 16);
  CHECK(memory.traffic().dram_bytes == 16 * 128);

  // Without an Infinity Cache the refetch goes to DRAM: lines 0-7 at 2000 are delivered at 2000 + 64 (k + 1), the
  // last at 2512, after the miss latency (2500); DRAM moves the 8 lines again.
  set_machine_parameter(machine, "infinity_cache_mib=0");
  MemorySystem no_infinity(machine);
  no_infinity.copied_before_launch(0, 0x10000);
  CHECK(no_infinity.completion_cycle(line_load(0, 16), 0) == 1024);
  CHECK(no_infinity.completion_cycle(line_load(0, 8), 2000) == 2512);
  CHECK(no_infinity.traffic().infinity_cache_hits == 0);
  CHECK(no_infinity.traffic().dram_bytes == 24 * 128);
}

TEST_CASE("a set-associative line cache evicts the least recently used line of a set") {
  LineCache cache(4, 4);  // one set of 4 lines
  for (std::uint64_t line = 0; line < 4; ++line) CHECK_FALSE(cache.access(line, 10).hit);
  CHECK(cache.access(0, 20).hit);  // line 0 is now the most recent
  // Line 4 evicts the least recent: line 1 (stamp 10, used before 2 and 3).
  CHECK(cache.access(4, 30).evicted == 1);
  CHECK(cache.lines_by_recency() == std::vector<std::uint64_t>{4, 0, 2, 3});
  CHECK(LineCache(0, 16).access(7, 0).hit == false);  // no capacity: holds nothing
}

TEST_CASE("latency hiding by occupancy: 16 waves' misses overlap, their waits end 15 cycles after one wave's") {
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  const auto launch = static_cast<std::uint64_t>(machine.wave_launch);
  const auto miss = static_cast<std::uint64_t>(machine.vector_load_miss);
  // Each wave loads its own 128-byte line of a page a copy wrote (a miss, no cold page) and waits for it.
  const auto timed = [&](std::uint32_t waves) {
    TimingModel model(machine, TimingLaunch{"hide", {1, 1, 1}, {32 * waves, 1, 1}, 32, 64, 0}, TimingOptions{true});
    model.copied_to_device(0x10000, 0x1000);
    for (std::uint32_t w = 0; w < waves; ++w) {
      TimingEvent load = line_load(0x10000 + 128 * w, 1, 0);
      TimingEvent wait = simple(TimingClass::Wait, "s_waitcnt", 8);
      wait.wait.load = 0;
      model.wave_events(0, w) = {load, wait, simple(TimingClass::EndProgram, "s_endpgm", 12)};
    }
    return model.finish();
  };
  const auto wait_issues = [](const TimingResult& r) {
    std::vector<std::uint64_t> cycles;
    for (const InstructionTiming& i : r.timeline)
      if (i.pc == 8) cycles.push_back(i.issue_cycle);
    std::ranges::sort(cycles);
    return cycles;
  };
  // One wave: its wait ends the miss latency after the load issued at the launch.
  CHECK(wait_issues(timed(1)) == std::vector<std::uint64_t>{launch + miss});
  // 16 waves, 8 per SIMD: the loads issue together and leave the compute unit's vector memory path one line a cycle
  // (cycles 0..15 after the launch), each returns the miss latency later; a waiting wave holds no issue slot, so the
  // 16 misses overlap: the last wait ends 15 cycles after the single wave's, not 15 x 690 cycles.
  const std::vector<std::uint64_t> sixteen = wait_issues(timed(16));
  REQUIRE(sixteen.size() == 16);
  for (std::uint64_t k = 0; k < 16; ++k) CHECK(sixteen[k] == launch + k + miss);
}

TEST_CASE("at a lower shader clock the memory-side part of the cold latencies takes fewer shader cycles") {
  MachineDescription machine = machine_for(isa::Family::Gfx11);
  for (const char* setting : {"clock_mhz=2000", "cold_memory_percent=50", "launch_memory_percent=25", "wave_launch=400",
                              "scalar_load_cold=1000", "vector_load_cold=900", "icache_miss=233", "vector_load_miss=700"})
    set_machine_parameter(machine, setting);
  CHECK(at_shader_clock(machine, 0).scalar_load_cold == 1000);
  CHECK(at_shader_clock(machine, 2000).scalar_load_cold == 1000);
  // At 500 MHz: half of each cold latency in shader cycles, the other half a quarter as many cycles; a quarter of
  // the wave launch a quarter as many.
  const MachineDescription slow = at_shader_clock(machine, 500);
  CHECK(slow.clock_mhz == 500);
  CHECK(slow.scalar_load_cold == 625);
  CHECK(slow.vector_load_cold == 563);  // 562.5 rounded
  CHECK(slow.icache_miss == 146);       // 145.6
  CHECK(slow.wave_launch == 325);       // 300 + 100 / 4
  CHECK(slow.vector_load_miss == 700);  // a steady-state latency, measured as such: unchanged
  CHECK(slow.provenance.at("scalar_load_cold").source.find("500 MHz") != std::string::npos);
  CHECK(at_shader_clock(machine, 3000).scalar_load_cold == 1250);
  // Through the model: a wave's first s_load and its wait, at 2000 and at 500 MHz.
  std::vector<TimingEvent> wave = load_and_wait(TimingClass::Smem, "s_load_b64", 0x20000, sgprs(2),
                                                0xfc07);  // lgkmcnt(0)
  wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 12));
  for (const auto& [mhz, launch, loaded] : {std::tuple{0.0, 400, 1000}, std::tuple{500.0, 325, 625}}) {
    TimingLaunch one{"synthetic", {1, 1, 1}, {32, 1, 1}, 32, 64, 0};
    TimingOptions options{true};
    options.shader_clock_mhz = static_cast<std::uint32_t>(mhz);
    TimingModel model(machine, one, options);
    model.wave_events(0, 0) = wave;
    const TimingResult result = model.finish();
    REQUIRE(result.timeline.size() == 3);
    CHECK(result.timeline[0].issue_cycle == static_cast<std::uint64_t>(launch));
    CHECK(result.timeline[1].issue_cycle == static_cast<std::uint64_t>(launch + loaded));
  }
}

TEST_CASE("every line a store touches is written back to DRAM once, as a whole line") {
  const MachineDescription machine = slow_dram_machine(1);
  MemorySystem memory(machine);
  // A wave32 dword store whose lanes are `stride` bytes apart from `address`.
  const auto store = [](std::uint64_t address, std::uint64_t stride) {
    TimingEvent e = simple(TimingClass::VmemStore, "global_store_b32", 0);
    e.memory = MemoryAccess::Store;
    const std::vector<std::uint64_t> addresses = strided(32, stride, address);
    e.address = address;
    e.lanes = 32;
    e.lane_bytes = 4;
    e.span = static_cast<std::uint32_t>(addresses.back() - address + 4);
    e.lines = distinct_lines(addresses, 4);
    return e;
  };
  memory.completion_cycle(store(0x20000, 128), 0);  // a dword in each of 32 lines
  CHECK(memory.traffic().dram_bytes == 32 * 128);
  memory.completion_cycle(store(0x20004, 128), 10);  // the next dword of the same 32 lines: they are in the L2
  CHECK(memory.traffic().dram_bytes == 32 * 128);
  memory.completion_cycle(store(0x20000 + 32 * 128, 4), 20);  // 128 consecutive bytes: one more line
  CHECK(memory.traffic().dram_bytes == 33 * 128);
  CHECK(memory.traffic().vector_write_bytes == 3 * 128);
}

TEST_CASE("two compute units reading the same lines out of simulated order while DRAM queues fetch them once") {
  // Compute units advance in windows of 256 cycles and unit 0 runs the first window first: its load of lines 0-15
  // at cycle 200 reaches the memory system before unit 1's load of the same lines at cycle 100.
  MachineDescription machine = slow_dram_machine(2);
  set_machine_parameter(machine, "wave_launch=100");
  TimingLaunch launch{"out_of_order", {2, 1, 1}, {32, 1, 1}, 32, 64, 0};
  TimingModel model(machine, launch, TimingOptions{true});
  TimingEvent wait = simple(TimingClass::Wait, "s_waitcnt", 16);
  wait.wait.load = 0;
  TimingEvent nop = simple(TimingClass::Nop, "s_nop", 0);
  nop.immediate = 99;  // 100 cycles
  model.wave_events(0, 0) = {nop, line_load(0, 16, 4), wait, simple(TimingClass::EndProgram, "s_endpgm", 20)};
  model.wave_events(1, 0) = {line_load(0, 16, 4), wait, simple(TimingClass::EndProgram, "s_endpgm", 20)};
  const TimingResult result = model.finish();
  const auto issued = [&](std::uint32_t workgroup, std::string_view mnemonic) {
    for (const InstructionTiming& t : result.timeline)
      if (t.workgroup == workgroup && t.mnemonic == mnemonic) return t.issue_cycle;
    FAIL("no ", mnemonic, " in workgroup ", workgroup);
    return std::uint64_t{0};
  };
  REQUIRE(issued(0, "global_load_b128") == 200);
  REQUIRE(issued(1, "global_load_b128") == 100);
  // Compulsory traffic only: the 16 lines once.
  CHECK(result.traffic.dram_bytes == 16 * 128);
  // Unit 0 queued the lines at 200: line k is delivered at 200 + 64 (k + 1), the last at 1224, after the cold page
  // (1200). Unit 1's earlier request brings the page to 1100 and the first 14 lines with it, but the DRAM queue is
  // not reordered: line 15 stays behind the 15 others, at 1224. Each load leaves the compute unit's vector memory
  // path 15 cycles after its first line (one line a cycle), so both waits issue at 1224 + 15 (the model before this
  // fix started the 16 transfers again for unit 1: 16 x 64 cycles later).
  CHECK(issued(0, "s_waitcnt") == 1239);
  CHECK(issued(1, "s_waitcnt") == 1239);
}

TEST_CASE("wait and delay encodings decode as llvm-mc-19 encodes them") {
  const auto encode = [](const std::string& mcpu, const std::string& asm_text) {
    const auto r = test::run_command("echo '" + asm_text + "' | " + WMMASIM_LLVM_MC +
                                     " -arch=amdgcn -mcpu=" + mcpu + " -show-encoding");
    std::smatch m;
    static const std::regex enc(R"(encoding: \[0x([0-9a-f]{2}),0x([0-9a-f]{2}),)");
    REQUIRE(std::regex_search(r.out, m, enc));
    return static_cast<std::uint16_t>(std::stoi(m[1].str(), nullptr, 16) | std::stoi(m[2].str(), nullptr, 16) << 8);
  };
  const WaitThresholds w = decode_s_waitcnt(encode("gfx1100", "s_waitcnt vmcnt(3) lgkmcnt(5)"));
  CHECK(w.load == 3);
  CHECK(w.lgkm == 5);
  CHECK(w.exp == 7);  // not waited on: the field's maximum

  const WaitThresholds g12 =
      decode_wait(wmmasim::isa::WaitCounters::LoadDs, encode("gfx1201", "s_wait_loadcnt_dscnt 0x0305"));
  CHECK(g12.load == 3);
  CHECK(g12.ds == 5);

  const DelayAlu d = decode_s_delay_alu(
      encode("gfx1100", "s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)"));
  CHECK(d.first.kind == DelayAluRule::Kind::ValuDep);
  CHECK(d.first.n == 2);
  CHECK(d.skip == 2);
  CHECK(d.second.kind == DelayAluRule::Kind::TransDep);
  CHECK(d.second.n == 1);
  const DelayAlu salu = decode_s_delay_alu(encode("gfx1201", "s_delay_alu instid0(SALU_CYCLE_3)"));
  CHECK(salu.first.kind == DelayAluRule::Kind::SaluCycle);
  CHECK(salu.first.n == 3);
}

TEST_CASE("occupancy from VGPRs and LDS (hand-computed from 1536 VGPRs per lane, 24-register blocks, 64 KB LDS)") {
  const MachineDescription machine = builtin_machine_description("gfx1201");
  const auto occupancy = [&](int vgprs, int lds, std::uint32_t block = 128) {
    return occupancy_for(machine, TimingLaunch{"k", {1, 1, 1}, {block, 1, 1}, 32, vgprs, lds});
  };
  CHECK(occupancy(96, 0).waves_per_simd == 16);
  CHECK(occupancy(100, 0).waves_per_simd == 12);  // 100 -> 120 allocated, 1536 / 120 = 12
  CHECK(occupancy(256, 0).waves_per_simd == 5);  // 256 -> 264 allocated
  CHECK(occupancy(256, 0).limited_by == "vgprs");
  CHECK(occupancy(64, 0).workgroups_per_unit == 8);  // 16 waves x 2 SIMDs / 4 waves
  CHECK(occupancy(64, 20000).workgroups_per_unit == 3);
  CHECK(occupancy(64, 20000).limited_by == "lds");
  CHECK_THROWS_AS(occupancy(64, 70000), MachineError);
  // WGP mode: 4 SIMDs and 128 KB of LDS per workgroup processor.
  const auto wgp = [&](int vgprs, int lds) {
    return occupancy_for(machine, TimingLaunch{"k", {1, 1, 1}, {128, 1, 1}, 32, vgprs, lds, true});
  };
  CHECK(wgp(64, 0).workgroups_per_unit == 16);
  CHECK(wgp(64, 20000).workgroups_per_unit == 6);
  CHECK(wgp(64, 70000).workgroups_per_unit == 1);
  CHECK(wgp(64, 0).unit == "WGP");
}

TEST_CASE("machine descriptions: every parameter has a source, bad files fail with one line") {
  for (const char* target : {"gfx1100", "gfx1201", "rdna3", "rdna4", "gfx1102"}) {
    const MachineDescription m = builtin_machine_description(target);
    CHECK(m.provenance.size() == machine_parameter_names().size());
    for (const auto& [name, provenance] : m.provenance) CHECK_MESSAGE(!provenance.source.empty(), name);
  }
  CHECK(builtin_machine_description("gfx1100").compute_units == 96);
  CHECK(builtin_machine_description("gfx1201").compute_units == 64);

  const auto error_of = [](const std::string& json) {
    try {
      parse_machine_description(json, "bad.json");
    } catch (const MachineError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  const std::string missing = error_of(R"({"machine": "x", "family": "gfx11", "parameters": {}})");
  CHECK(missing.find("bad.json") != std::string::npos);
  CHECK(missing.find("clock_mhz") != std::string::npos);
  CHECK(error_of("{").find("not valid JSON") != std::string::npos);
  CHECK(error_of(R"({"machine": "x", "family": "gfx13", "parameters": {}})").find("family") != std::string::npos);
  CHECK(error_of(R"({"machine": "x", "family": "gfx11", "parameters": {"warp_size": {"value": 1, "source": "s"}}})")
            .find("unknown parameter 'warp_size'") != std::string::npos);
  CHECK(error_of(R"({"machine": "x", "family": "gfx11", "parameters": {"clock_mhz": {"value": 2.5, "source": "s"}}})")
            .find("clock_mhz") != std::string::npos);
  for (const std::string& message : {missing, error_of("{")}) CHECK(message.find('\n') == std::string::npos);

  MachineDescription m = builtin_machine_description("gfx1100");
  set_machine_parameter(m, "valu_latency=7");
  CHECK(m.valu_latency == 7);
  CHECK(m.provenance.at("valu_latency").source == "user override (--set)");
  CHECK_THROWS_AS(set_machine_parameter(m, "valu_latency=fast"), MachineError);
  CHECK_THROWS_AS(set_machine_parameter(m, "no_such_thing=1"), MachineError);
  CHECK_THROWS_AS(set_machine_parameter(m, "icache_block_bytes=96"), MachineError);  // not a power of two
  set_machine_parameter(m, "icache_block_bytes=128");
  CHECK(m.icache_block_bytes == 128);
  CHECK_THROWS_AS(load_machine_description("/nonexistent/machine.json"), MachineError);

  // The files in timing/machines/ are the embedded ones.
  const auto from_file = load_machine_description(std::string(WMMASIM_SOURCE_DIR) + "/timing/machines/gfx1201.json");
  CHECK(from_file.clock_mhz == builtin_machine_description("gfx1201").clock_mhz);
}

TEST_CASE("reports: JSON keys, timeline CSV columns, Perfetto complete events, stall accounting") {
  const isa::MatrixOp* op = isa::find_matrix_op(isa::Family::Gfx11, "v_wmma_f32_16x16x16_f16");
  const MachineDescription machine = machine_for(isa::Family::Gfx11, 2);
  const TimingResult result = run_waves(machine, 2, 2, accumulator_chains(*op, 2, 8), true);

  const nlohmann::json report = timing_report(result);
  for (const char* key : {"cycles", "wmma_flops", "flop_per_clk_per_cu", "stalls"}) CHECK(report.contains(key));
  std::uint64_t accounted = report["stalls"]["issued"].get<std::uint64_t>();
  for (const StallReason reason : {StallReason::Dependency, StallReason::MatrixPipe, StallReason::WaitCounter,
                                   StallReason::Barrier, StallReason::InstructionFetch, StallReason::Issue,
                                   StallReason::Idle})
    accounted += report["stalls"][std::string(stall_reason_name(reason))].get<std::uint64_t>();
  CHECK(accounted == result.cycles * static_cast<std::uint64_t>(machine.simd_count()));
  CHECK(result.stalls[StallReason::MatrixPipe] > 0);

  const std::string csv = timeline_csv(result);
  CHECK(csv.substr(0, csv.find('\n')) == "workgroup,wave,simd,pc,mnemonic,issue_cycle,complete_cycle");
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 1 + 4 * 17);

  const nlohmann::json trace = perfetto_trace(result);
  int complete_events = 0;
  std::set<int> pids;
  for (const auto& e : trace["traceEvents"])
    if (e["ph"] == "X") {
      ++complete_events;
      pids.insert(e["pid"].get<int>());
      CHECK(e["dur"].get<double>() > 0);
    }
  CHECK(complete_events == 4 * 17);
  CHECK(pids.size() == 4);  // 2 CUs x 2 SIMDs, one wave on each

  const auto dir = std::filesystem::temp_directory_path() / ("wmmasim_timing_test." + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  write_json_report(dir / "r.json", result);
  write_timeline_csv(dir / "t.csv", result);
  write_perfetto_trace(dir / "p.json", result);
  for (const char* name : {"r.json", "t.csv", "p.json"}) {
    CHECK(std::filesystem::exists(dir / name));
    CHECK(!std::filesystem::exists(dir / (std::string(name) + ".partial")));
  }
  CHECK_THROWS_AS(write_json_report(dir / "missing-dir" / "r.json", result), ReportError);
  std::filesystem::remove_all(dir);
  CHECK(timing_summary(result).find("FLOP/clk/CU") != std::string::npos);
}

namespace {

// llvm-mc-19's encoding of one instruction, as dwords.
std::vector<std::uint32_t> assemble(const std::string& mcpu, const std::string& text) {
  const auto r = test::run_command("echo '" + text + "' | " + WMMASIM_LLVM_MC + " -arch=amdgcn -mcpu=" + mcpu +
                                   " -show-encoding");
  std::smatch m;
  static const std::regex enc(R"(encoding: \[([^\]]*)\])");
  REQUIRE_MESSAGE(std::regex_search(r.out, m, enc), text << ": " << r.err);
  std::vector<std::uint8_t> bytes;
  static const std::regex byte_re(R"(0x([0-9a-f]{2}))");
  const std::string list = m[1].str();
  for (auto it = std::sregex_iterator(list.begin(), list.end(), byte_re); it != std::sregex_iterator(); ++it)
    bytes.push_back(static_cast<std::uint8_t>(std::stoi((*it)[1].str(), nullptr, 16)));
  std::vector<std::uint32_t> words(bytes.size() / 4);
  for (std::size_t i = 0; i < words.size(); ++i)
    words[i] = bytes[4 * i] | bytes[4 * i + 1] << 8 | bytes[4 * i + 2] << 16 | static_cast<std::uint32_t>(bytes[4 * i + 3]) << 24;
  return words;
}

TimingEvent event_of(const std::string& mcpu, const std::string& text) {
  const isa::Family family = mcpu.rfind("gfx11", 0) == 0 ? isa::Family::Gfx11 : isa::Family::Gfx12;
  const auto words = assemble(mcpu, text);
  const isa::DecodedInstruction decoded = isa::decode(isa::InstructionSet::get(family), words, 32);
  REQUIRE_MESSAGE(decoded.valid(), text);
  return timing_event_for(decoded, 0x40);
}

bool same(const RegisterRange& a, const RegisterRange& b) {
  return a.file == b.file && a.first == b.first && a.count == b.count;
}

// `e` placed at `pc`.
TimingEvent at(TimingEvent e, std::uint32_t pc) {
  e.pc = pc;
  return e;
}

}  // namespace

TEST_CASE("wave64 dual issue: a VOPD operation's VOP1/VOP2 form takes one pass, other VALU instructions two") {
  // Which instructions: the VOP1/VOP2 records of the operations the family's VOPD tables pair (rec::kDualIssue).
  for (const char* mcpu : {"gfx1100", "gfx1201"}) {
    CAPTURE(mcpu);
    const auto dual = [&](const std::string& text) { return (event_of(mcpu, text).flags & kDualIssue) != 0; };
    CHECK(dual("v_fmac_f32_e32 v1, v2, v3"));
    CHECK(dual("v_mul_f32_e32 v1, s2, v3"));
    CHECK(dual("v_mov_b32_e32 v1, v3"));
    CHECK(dual("v_add_nc_u32_e32 v1, 4, v3"));  // a Y-only VOPD operation
    CHECK_FALSE(dual("v_fmac_f32_e64 v1, v2, v3"));  // its VOP3 form
    CHECK_FALSE(dual("v_fma_f32 v1, v2, v3, v4"));   // no VOPD form
    CHECK_FALSE(dual("v_max_i32_e32 v1, v2, v3"));
    CHECK_FALSE(dual("v_mul_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"));
  }
  // 32 independent instructions of one wave (each writes its own VGPR and reads v1 and v2, banks 1 and 2, from the
  // register cache after the first): each starts one occupancy after the one before and they complete in order, so
  // the last completes 31 x passes cycles after the first.
  const auto spacing = [](const MachineDescription& machine, const std::string& text, int wave_size) {
    std::vector<TimingEvent> wave;
    for (int i = 0; i < 32; ++i) {
      TimingEvent e = at(event_of("gfx1100", text), static_cast<std::uint32_t>(4 * i));
      e.dst[0] = vgprs(static_cast<std::uint16_t>(10 + i));
      wave.push_back(e);
    }
    wave.push_back(simple(TimingClass::EndProgram, "s_endpgm", 128));
    const auto threads = static_cast<std::uint32_t>(wave_size);
    TimingModel model(machine, TimingLaunch{"wave64", {1, 1, 1}, {threads, 1, 1}, wave_size, 64, 0},
                      TimingOptions{true});
    model.wave_events(0, 0) = wave;
    const TimingResult r = model.finish();
    REQUIRE(r.timeline.size() == 33);
    return r.timeline[31].complete_cycle - r.timeline[0].complete_cycle;
  };
  MachineDescription machine = machine_for(isa::Family::Gfx11);
  REQUIRE(machine.wave64_valu_passes == 2);
  REQUIRE(machine.wave64_dual_issue_passes == 1);
  CHECK(spacing(machine, "v_mul_f32_e32 v10, v1, v2", 64) == 31);
  CHECK(spacing(machine, "v_max_i32_e32 v10, v1, v2", 64) == 62);
  CHECK(spacing(machine, "v_mul_f32_e32 v10, v1, v2", 32) == 31);
  CHECK(spacing(machine, "v_max_i32_e32 v10, v1, v2", 32) == 31);
  set_machine_parameter(machine, "wave64_dual_issue_passes=2");  // the rule off: every wave64 VALU in two passes
  CHECK(spacing(machine, "v_mul_f32_e32 v10, v1, v2", 64) == 62);
}

TEST_CASE("VCC carry: v_add_co_ci_u32_e32 completes one cycle after the v_add_co_u32 writing its carry") {
  // The gfx1100 traces (r_2_8_16_4_4_16_4, r_32_32_16_2): 170 of 176 such pairs issue 1 cycle and complete 1 cycle
  // apart, where a VGPR result takes valu_latency (5). LLVM puts no s_delay_alu between them (VCC is implicit).
  const MachineDescription machine = machine_for(isa::Family::Gfx11);
  const TimingEvent add = event_of("gfx1100", "v_add_co_u32 v1, vcc_lo, v2, v3");
  const TimingEvent carry = event_of("gfx1100", "v_add_co_ci_u32_e32 v4, vcc_lo, v5, v6, vcc_lo");
  REQUIRE(std::ranges::any_of(carry.src, [](const RegisterRange& r) { return same(r, sgprs(kVccLo)); }));
  // The control: an add reading the first one's VGPR result starts when that result is written.
  const TimingEvent dependent = event_of("gfx1100", "v_add_nc_u32_e32 v4, v1, v5");
  const TimingEvent end = simple(TimingClass::EndProgram, "s_endpgm", 0x40 + 24);
  const TimingResult chained = run_waves(machine, 1, 1, {at(add, 0x40), at(carry, 0x48), end}, true);
  const TimingResult through_vgpr = run_waves(machine, 1, 1, {at(add, 0x40), at(dependent, 0x48), end}, true);
  REQUIRE(chained.timeline.size() == 3);
  REQUIRE(through_vgpr.timeline.size() == 3);
  CHECK(chained.timeline[1].issue_cycle == chained.timeline[0].issue_cycle + 1);
  CHECK(chained.timeline[1].complete_cycle == chained.timeline[0].complete_cycle + 1);
  CHECK(through_vgpr.timeline[1].complete_cycle ==
        through_vgpr.timeline[0].complete_cycle + static_cast<std::uint64_t>(machine.valu_latency));
}

TEST_CASE("s_wait_alu va_vcc holds the carry's reader until the VCC write reaches the scalar side; sa_sdst does not") {
  // The gfx1201 traces: v_add_co_ci_u32_e32 issues 16-23 cycles after the v_add_co_u32 writing its carry where
  // LLVM puts s_wait_alu 0xfffd (va_vcc 0) between them, 1-2 cycles after without. The model: the wait ends
  // valu_mask_to_branch after the VCC write completes, and the wait itself takes no issue slot.
  const MachineDescription machine = machine_for(isa::Family::Gfx12);
  const TimingEvent add = event_of("gfx1201", "v_add_co_u32 v1, vcc_lo, v2, v3");
  const TimingEvent carry = event_of("gfx1201", "v_add_co_ci_u32_e32 v4, vcc_lo, v5, v6, vcc_lo");
  const TimingEvent end = simple(TimingClass::EndProgram, "s_endpgm", 0x40 + 24);
  const auto carry_issue_after = [&](const std::string& wait) {
    const TimingResult r =
        run_waves(machine, 1, 1, {at(add, 0x40), at(event_of("gfx1201", wait), 0x48), at(carry, 0x4c), end}, true);
    REQUIRE(r.timeline.size() == 4);
    CHECK(r.timeline[1].issue_cycle >= r.timeline[0].issue_cycle);
    return std::pair{r.timeline[2].issue_cycle - r.timeline[0].issue_cycle,
                     r.timeline[0].complete_cycle - r.timeline[0].issue_cycle};
  };
  const auto [held, add_latency] = carry_issue_after("s_wait_alu 0xfffd");
  CHECK(held == add_latency + static_cast<std::uint64_t>(machine.valu_mask_to_branch));
  CHECK(held >= 16);
  CHECK(held <= 23);
  // sa_sdst only (0xfffe) with no SALU before it: nothing to wait for, the VCC carry rule's one cycle.
  CHECK(carry_issue_after("s_wait_alu 0xfffe").first == 1);
}

TEST_CASE("s_cbranch_execz after s_and_saveexec_b32 waits for the EXEC it writes, as a branch on SCC for the s_cmp") {
  // s_and_saveexec_b32 writes its SGPR, SCC and EXEC (LLVM's implicit defs), so its event names all three, and the
  // branch on EXEC that follows it in every divergent `if` is held by the model's SALU-to-branch rule: it issues
  // scc_to_branch after the SALU, as s_cbranch_scc0 after s_cmp (hw-traces: +10 in every looped trace).
  const MachineDescription machine = machine_for(isa::Family::Gfx12);
  const TimingEvent saveexec = event_of("gfx1201", "s_and_saveexec_b32 s2, vcc_lo");
  CHECK(same(saveexec.dst[0], sgprs(2)));
  CHECK(same(saveexec.dst[1], sgprs(kScc)));
  CHECK(same(saveexec.dst[2], sgprs(kExecLo)));
  const TimingEvent end = simple(TimingClass::EndProgram, "s_endpgm", 0x40 + 24);
  const auto branch_after = [&](const std::string& salu, const std::string& branch) {
    const TimingResult r = run_waves(machine, 1, 1,
                                     {at(event_of("gfx1201", salu), 0x40), at(event_of("gfx1201", branch), 0x44), end},
                                     true);
    REQUIRE(r.timeline.size() == 3);
    return r.timeline[1].issue_cycle - r.timeline[0].issue_cycle;
  };
  const std::uint64_t execz = branch_after("s_and_saveexec_b32 s2, vcc_lo", "s_cbranch_execz 2");
  CHECK(execz == static_cast<std::uint64_t>(machine.scc_to_branch));
  CHECK(execz == branch_after("s_cmp_eq_u32 s0, s1", "s_cbranch_scc0 2"));
}

TEST_CASE("timing_event_for: class, registers, waits and immediates of instructions llvm-mc-19 encodes") {
  const TimingEvent wmma = event_of("gfx1201", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]");
  CHECK(wmma.cls == TimingClass::Wmma);
  CHECK(wmma.matrix == isa::find_matrix_op(isa::Family::Gfx12, "v_wmma_f32_16x16x16_f16"));
  CHECK(same(wmma.dst[0], vgprs(0, 8)));
  CHECK(same(wmma.src[0], vgprs(8, 4)));
  CHECK(same(wmma.src[1], vgprs(12, 4)));
  CHECK(same(wmma.src[2], vgprs(0, 8)));
  CHECK(wmma.pc == 0x40);
  CHECK(wmma.size == 8);

  const TimingEvent swmmac = event_of("gfx1201", "v_swmmac_f32_16x16x32_f16 v[16:23], v[8:11], v[24:31], v3");
  CHECK(same(swmmac.src[2], vgprs(16, 8)));  // C is D
  CHECK(same(swmmac.src[3], vgprs(3, 1)));   // the sparsity index

  const TimingEvent wait = event_of("gfx1100", "s_waitcnt vmcnt(3) lgkmcnt(5)");
  CHECK(wait.cls == TimingClass::Wait);
  CHECK(wait.wait.load == 3);
  CHECK(wait.wait.lgkm == 5);
  const TimingEvent wait12 = event_of("gfx1201", "s_wait_kmcnt 0x2");
  CHECK(wait12.wait.km == 2);
  CHECK(event_of("gfx1201", "s_wait_alu 0xfffe").control == Control::WaitAlu);

  const TimingEvent delay = event_of("gfx1100", "s_delay_alu instid0(VALU_DEP_1)");
  CHECK(delay.control == Control::DelayAlu);
  CHECK(decode_s_delay_alu(delay.immediate).first.kind == DelayAluRule::Kind::ValuDep);
  CHECK(event_of("gfx1100", "s_nop 3").immediate == 3);

  CHECK(same(event_of("gfx1100", "s_cbranch_scc1 5").src[0], sgprs(kScc)));
  const TimingEvent add = event_of("gfx1100", "s_add_i32 s0, s1, s2");
  CHECK(is_salu(add.cls));
  CHECK(same(add.dst[0], sgprs(0)));
  CHECK(same(add.dst[1], sgprs(kScc)));

  const TimingEvent load = event_of("gfx1201", "global_load_b128 v[0:3], v4, s[2:3]");
  CHECK(load.cls == TimingClass::VmemLoad);
  CHECK(load.memory == MemoryAccess::Load);
  CHECK(same(load.dst[0], vgprs(0, 4)));
  CHECK(event_of("gfx1100", "ds_store_b32 v1, v2").memory == MemoryAccess::Store);
  CHECK(event_of("gfx1100", "ds_load_b32 v1, v2").memory == MemoryAccess::Load);
  CHECK(same(event_of("gfx1100", "v_cmpx_eq_u32_e32 0, v0").dst[0], sgprs(kExecLo)));

  // An FMAC reads its destination (the addend); a VOPD says which half does, in the order of its destinations.
  const TimingEvent dual = event_of("gfx1100", "v_dual_fmac_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v4, v5");
  CHECK(same(dual.dst[0], vgprs(0)));
  CHECK(same(dual.dst[1], vgprs(3)));
  CHECK(same(dual.src[0], vgprs(1)));
  CHECK(same(dual.src[3], vgprs(5)));
  CHECK(dual.flags == kReadsDst0);
  CHECK(event_of("gfx1100", "v_dual_mul_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5").flags == kReadsDst1);
  CHECK(event_of("gfx1201", "v_fmac_f32_e32 v0, v1, v2").flags == (kReadsDst0 | kDualIssue));
  CHECK(event_of("gfx1100", "v_fma_f32 v0, v1, v2, v0").flags == 0);

  CHECK(event_of("gfx1201", "s_barrier_signal -1").control == Control::BarrierSignal);
  CHECK(event_of("gfx1201", "s_barrier_wait 0xffff").control == Control::BarrierWait);
  CHECK(event_of("gfx1100", "s_barrier").control == Control::BarrierArrive);
  CHECK((event_of("gfx1201", "global_load_tr_b128 v[0:3], v4, s[2:3]").flags & kTransposeLoad) != 0);
}
