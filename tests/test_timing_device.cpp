// Whole-device time: synthetic streaming kernels against the machines' published DRAM bandwidth, the sampling of
// compute units against simulating all of them, the built-in products, and the bottleneck verdict.
//
// The copy kernel is what a grid-stride copy compiles to: per iteration one global_load_b128 of 512 contiguous bytes
// per wave, a wait, one global_store_b128 of 512 bytes. Its events are built here (no executor): 1 GiB would take
// the functional simulator far too long, and the timing model needs only the events of the units it simulates.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <cmath>

#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

using namespace wmmasim;
using namespace wmmasim::sim;

namespace {

TimingEvent event_of(TimingClass cls, std::uint32_t pc, std::string_view mnemonic) {
  TimingEvent e;
  e.cls = cls;
  e.pc = pc;
  e.mnemonic = mnemonic;
  e.size = 8;
  return e;
}

// One wave's grid-stride copy of `iterations` x 512 bytes: chunk (iteration x waves + wave) of each buffer.
std::vector<TimingEvent> copy_wave(std::uint64_t wave, std::uint64_t waves, std::uint64_t iterations) {
  constexpr std::uint64_t kSource = 1ull << 40, kDestination = 2ull << 40, kChunk = 512;
  std::vector<TimingEvent> events;
  for (std::uint64_t i = 0; i < iterations; ++i) {
    const std::uint64_t offset = (i * waves + wave) * kChunk;
    TimingEvent load = event_of(TimingClass::VmemLoad, 0, "global_load_b128");
    load.memory = MemoryAccess::Load;
    load.address = kSource + offset;
    load.lanes = 32, load.lane_bytes = 16, load.span = kChunk;
    load.dst[0] = vgprs(4, 4);
    TimingEvent wait = event_of(TimingClass::Wait, 8, "s_waitcnt");
    wait.wait.load = 0;
    TimingEvent store = event_of(TimingClass::VmemStore, 12, "global_store_b128");
    store.memory = MemoryAccess::Store;
    store.address = kDestination + offset;
    store.lanes = 32, store.lane_bytes = 16, store.span = kChunk;
    store.src[0] = vgprs(4, 4);
    events.insert(events.end(), {load, wait, store});
  }
  events.push_back(event_of(TimingClass::EndProgram, 20, "s_endpgm"));
  return events;
}

struct Copy {
  TimingResult result;
  std::uint64_t bytes = 0;  // copied (read once, written once)
};

// About `bytes` copied by 4 workgroups of 256 work-items per compute unit (16 waves per SIMD, CU mode).
Copy copy(const MachineDescription& machine, std::uint64_t bytes, std::uint32_t sampled_units) {
  TimingLaunch launch;
  launch.name = "copy";
  launch.grid = {static_cast<std::uint32_t>(machine.compute_units) * 4, 1, 1};
  launch.block = {256, 1, 1};
  launch.vgprs = 16;
  TimingModel model(machine, launch, TimingOptions{false, sampled_units});
  const std::uint64_t waves = std::uint64_t{launch.workgroup_count()} * launch.waves_per_workgroup();
  const std::uint64_t iterations = bytes / 512 / waves;
  for (std::uint32_t w = 0; w < launch.workgroup_count(); ++w) {
    if (!model.simulates(w)) continue;
    for (std::uint32_t v = 0; v < launch.waves_per_workgroup(); ++v)
      model.wave_events(w, v) = copy_wave(std::uint64_t{w} * launch.waves_per_workgroup() + v, waves, iterations);
  }
  return {model.finish(), iterations * waves * 512};
}

double gigabytes_per_second(std::uint64_t bytes, const TimingResult& r) {
  return static_cast<double>(bytes) / (static_cast<double>(r.cycles) / (r.machine.clock_mhz * 1e6)) / 1e9;
}

}  // namespace

TEST_CASE("a 1 GiB copy moves 2 GiB at the device's published DRAM bandwidth, within 10 %") {
  for (const char* name : {"rx7900xtx", "rx7900xt", "rx9070xt", "rx9070", "rx9060xt"}) {
    CAPTURE(name);
    const MachineDescription machine = builtin_machine_description(name);
    constexpr std::uint64_t kBytes = 1ull << 30;
    const auto [r, copied] = copy(machine, kBytes, 2);
    CHECK(copied >= kBytes * 99 / 100);
    // Read once and written once: twice the bytes through DRAM (the STREAM copy convention).
    const double achieved = gigabytes_per_second(2 * copied, r);
    MESSAGE(fmt::format("{}: {} cycles, {:.1f} us, {:.0f} GB/s of {} GB/s published, bound by {}", name, r.cycles,
                        r.microseconds(), achieved, machine.dram_bandwidth_gbs, r.bottleneck.bound));
    CHECK(std::abs(achieved / machine.dram_bandwidth_gbs - 1) <= 0.10);
    CHECK(r.bottleneck.bound == "DRAM");
    CHECK(r.traffic.dram_bytes >= 2 * copied * 99 / 100);
  }
}

TEST_CASE("sampling compute units: within 2 % of simulating all of them (streaming copy)") {
  for (const char* name : {"rx7900xtx", "rx9070xt"}) {
    CAPTURE(name);
    const MachineDescription machine = builtin_machine_description(name);
    constexpr std::uint64_t kBytes = 48ull << 20;
    const TimingResult all = copy(machine, kBytes, 0).result, sampled = copy(machine, kBytes, 4).result;
    const double error = static_cast<double>(sampled.cycles) / static_cast<double>(all.cycles) - 1;
    MESSAGE(fmt::format("{}: all {} units {} cycles, 4 sampled {} cycles: {:+.2f} %", name, all.simulated_units,
                        all.cycles, sampled.cycles, 100 * error));
    CHECK(sampled.simulated_units == 4);
    CHECK(all.simulated_units == all.units_with_work);
    CHECK(std::abs(error) <= 0.02);
    // Extrapolated counts match the full simulation's.
    CHECK(sampled.instructions == all.instructions);
    CHECK(std::abs(static_cast<double>(sampled.traffic.dram_bytes) / static_cast<double>(all.traffic.dram_bytes) - 1) <
          0.01);
  }
}

TEST_CASE("built-in products: AMD's published CU counts, clocks and bandwidths over their chip's description") {
  struct Product {
    const char* name;
    isa::Family family;
    int cus, clock_mhz, dram_gbs, infinity_cache_mib, l2_mib;
  };
  // AMD's product pages (boost clock; bus width x data rate) and ROCm's "GPU hardware specifications" table (CUs,
  // Infinity Cache, L2), as each JSON file cites them.
  for (const Product& p : {Product{"rx7900xtx", isa::Family::Gfx11, 96, 2500, 960, 96, 6},
                           Product{"rx7900xt", isa::Family::Gfx11, 84, 2400, 800, 80, 6},
                           Product{"rx7900gre", isa::Family::Gfx11, 80, 2245, 576, 64, 6},   // 256-bit x 18 Gbps
                           Product{"w7900", isa::Family::Gfx11, 96, 2495, 864, 96, 6},       // 384-bit x 18 Gbps
                           Product{"rx7800xt", isa::Family::Gfx11, 60, 2430, 624, 64, 4},    // 256-bit x 19.5 Gbps
                           Product{"rx7700xt", isa::Family::Gfx11, 54, 2544, 432, 48, 4},    // 192-bit x 18 Gbps
                           Product{"rx7600xt", isa::Family::Gfx11, 32, 2755, 288, 32, 2},    // 128-bit x 18 Gbps
                           Product{"rx7600", isa::Family::Gfx11, 32, 2655, 288, 32, 2},
                           Product{"rx9070xt", isa::Family::Gfx12, 64, 2970, 640, 64, 8},
                           Product{"rx9070", isa::Family::Gfx12, 56, 2520, 640, 64, 8},
                           Product{"r9700", isa::Family::Gfx12, 64, 2920, 640, 64, 8},       // 256-bit x 20 Gbps
                           Product{"rx9060xt", isa::Family::Gfx12, 32, 3130, 320, 32, 4}}) {
    CAPTURE(p.name);
    const MachineDescription m = machine_description_named(p.name);
    CHECK(m.name == p.name);
    CHECK(m.family == p.family);
    CHECK(m.compute_units == p.cus);
    CHECK(m.clock_mhz == p.clock_mhz);
    CHECK(m.dram_bandwidth_gbs == p.dram_gbs);
    CHECK(m.infinity_cache_mib == p.infinity_cache_mib);
    CHECK(m.l2_cache_kib == p.l2_mib * 1024);
    // Everything else comes from the chip's calibrated description.
    const MachineDescription chip = builtin_machine_description(p.family == isa::Family::Gfx11 ? "gfx1100" : "gfx1201");
    CHECK(m.valu_latency == chip.valu_latency);
    CHECK(m.scalar_load_cold == chip.scalar_load_cold);
    CHECK(!m.provenance.at("compute_units").source.empty());
    CHECK(!m.provenance.at("dram_bandwidth_gbs").source.empty());
  }
  CHECK_THROWS_AS(machine_description_named("rx9999"), MachineError);
  CHECK(builtin_machine_names().size() == 16);  // the 12 cards above and 4 APUs (test_timing_target_machines)
}

TEST_CASE("Navi 33 (gfx1102) has two thirds of the register file: the occupancy llc-19 reports for it") {
  // A kernel with 101 VGPRs: `llc-19 -mcpu=gfx1100|gfx1101|gfx1102` prints "; Occupancy: 12", 12 and 9. gfx1100 and
  // gfx1101 allocate 24-register blocks of 1536 (101 -> 120, 1536 / 120 = 12 waves), gfx1102 16-register blocks
  // of 1024 (101 -> 112, 1024 / 112 = 9 waves).
  const TimingLaunch launch{"k", {1, 1, 1}, {32, 1, 1}, 32, 101, 0};
  CHECK(occupancy_for(machine_description_named("rx7900gre"), launch).waves_per_simd == 12);
  CHECK(occupancy_for(machine_description_named("rx7800xt"), launch).waves_per_simd == 12);
  CHECK(occupancy_for(machine_description_named("rx7600"), launch).waves_per_simd == 9);
  CHECK(occupancy_for(machine_description_named("rx7600xt"), launch).waves_per_simd == 9);
  CHECK(occupancy_for(machine_description_named("rx7600"), launch).limited_by == "vgprs");
}

TEST_CASE("a machine times only its own family's kernels, and names the target of its kernels") {
  const isa::Target gfx1100 = *isa::find_target("gfx1100"), gfx1201 = *isa::find_target("gfx1201");
  CHECK(machine_description_for("rx7900xtx", gfx1100).name == "rx7900xtx");
  CHECK(machine_description_for("rx9060xt", gfx1201).name == "rx9060xt");
  CHECK(machine_description_for("", gfx1100).family == isa::Family::Gfx11);
  CHECK(machine_description_for("", gfx1201).family == isa::Family::Gfx12);
  CHECK_THROWS_AS(machine_description_for("rx7900xtx", gfx1201), MachineError);
  CHECK_THROWS_AS(machine_description_for("rx9070xt", gfx1100), MachineError);
  CHECK(machine_target(machine_description_named("rx7900xt")).name == "gfx1100");
  CHECK(machine_target(machine_description_named("rx9070")).name == "gfx1201");
}
