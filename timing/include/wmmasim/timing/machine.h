// Machine descriptions for the timing model, as data: timing/machines/<target>.json holds every number with its
// source, and numbers AMD does not publish are marked "assumption" (fitted to tests/data/hw-traces, docs/timing.md).
// WMMA cycles are not part of a machine description: they come from the isa MatrixOp records.
#pragma once

#include <filesystem>
#include <map>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/isa/arch.h"

namespace wmmasim::sim {

// Every parameter is an integer (cycles, counts, bytes, MHz; infinity_cache_latency_ns in nanoseconds). Names match
// the JSON keys.
struct MachineDescription {
  std::string name;   // "gfx1100"
  std::string board;  // "AMD Radeon RX 7900 XTX (...)"
  isa::Family family = isa::Family::Gfx11;
  std::string target;  // the processor its kernels are built for: "target" in the JSON, else its base's, else the
                       // family's first description (gfx1100, gfx1201)

  int clock_mhz = 0;
  int compute_units = 0;
  int simds_per_cu = 0;
  int max_waves_per_simd = 0;
  int vgprs_per_simd_lane = 0;
  int vgpr_alloc_granule = 0;
  int lds_bytes_per_cu = 0;

  // Issue and the in-order VALU/WMMA queue of a SIMD.
  int valu_queue_entries = 0;
  int queue_release_lead = 0;
  int valu_issue_to_start = 0;
  int valu_latency = 0;
  int trans_latency = 0;
  int trans_issue_interval = 0;
  int valu_b2_cycles = 0;
  int valu_b4_cycles = 0;
  int valu_dp_cycles = 0;
  int wave64_valu_passes = 0;
  int wave64_dual_issue_passes = 0;  // a wave64's passes of a VALU instruction the dual-issue ALUs take (kDualIssue)
  int vgpr_banks = 0;
  int wmma_latency_extra = 0;

  // Scalar unit, branches and cross-unit operand forwarding.
  int salu_latency = 0;
  int scc_to_branch = 0;
  int valu_mask_to_branch = 0;
  int branch_taken_redirect = 0;
  int valu_to_memory_operand = 0;
  int s_wait_alu_cycles = 0;
  int endpgm_drain = 0;

  // Memory: issue-to-counter-decrement latencies.
  int scalar_load_cold = 0;
  int scalar_load_warm = 0;
  int vector_load_cold = 0;
  int vector_load_miss = 0;
  int vector_load_hit = 0;
  int vector_store = 0;
  int lds_load = 0;
  int lds_bytes_per_cycle = 0;
  int lds_store = 0;
  int lds_wave_access_cycles = 0;
  int lds_wave_bytes_per_cycle = 0;
  int memory_page_bytes = 0;
  int memory_line_bytes = 0;
  int vector_memory_lines_per_cycle = 0;
  int l2_channels = 0;
  int l2_channel_interleave_bytes = 0;
  int l2_channel_bytes_per_cycle = 0;

  // The shared memory system of the whole device (whole-device time, docs/timing.md).
  // The L2 and the Infinity Cache (the memory-side last level) hold lines up to their capacity, each set of `*_ways`
  // lines least recently used first out; a line the L2 lost but the Infinity Cache holds returns after
  // `infinity_cache_latency_ns` (nanoseconds: memory-side time, at any shader clock) without DRAM traffic
  // (MemorySystem).
  int l2_cache_kib = 0;
  int l2_ways = 0;
  int infinity_cache_mib = 0;
  int infinity_cache_ways = 0;
  int infinity_cache_latency_ns = 0;
  int dram_bandwidth_gbs = 0;

  int barrier_release = 0;
  int icache_block_bytes = 0;
  int icache_bytes = 0;
  int icache_miss = 0;
  int icache_prefetch_blocks = 0;
  int wave_launch = 0;

  // The part of the cold latencies (scalar_load_cold, vector_load_cold, icache_miss) and of wave_launch that is
  // memory-side time, in percent at clock_mhz: at another shader clock that part takes proportionally more or fewer
  // shader cycles (at_shader_clock; docs/timing.md, "The shader clock of a recording").
  int cold_memory_percent = 0;
  int launch_memory_percent = 0;

  struct Provenance {
    std::string source;
    bool assumption = false;
  };
  std::map<std::string, Provenance, std::less<>> provenance;  // one entry per parameter

  int simd_count() const { return compute_units * simds_per_cu; }
};

// One line saying which file, what is wrong and what to do.
struct MachineError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The parameter names a description must define, in the order the JSON files list them.
std::span<const std::string_view> machine_parameter_names();

MachineDescription parse_machine_description(std::string_view json_text, const std::string& source);
MachineDescription load_machine_description(const std::filesystem::path& path);

// The descriptions shipped in timing/machines/ (embedded at build time). Accepts a product ("rx7900xtx",
// "radeon8060s", ...: builtin_machine_names()) or a target name or alias ("gfx1151", "rdna3"), which stands for the
// target's default machine (default_machine_name()).
MachineDescription builtin_machine_description(std::string_view target);
std::vector<std::string_view> builtin_machine_names();  // the products, sorted

// The product a user of `target` most likely has, whose description times its kernels when no --machine is given:
// gfx1151 -> "radeon8060s" (Strix Halo), gfx1100 -> "gfx1100" (the RX 7900 XTX the traces were recorded on).
std::string_view default_machine_name(const isa::Target& target);

// --machine NAME|FILE: a built-in product or target name, else a JSON file.
MachineDescription machine_description_named(const std::string& name_or_file);

// The machine that times kernels of `target`: the target's default machine when `name_or_file` is empty, else the
// named one, which must be of the target's family (a gfx11 board's timings are not a gfx12 kernel's): MachineError
// otherwise. A machine of another processor of the family keeps its own numbers except the register file, which is
// the kernel's target's (vgprs_per_simd_lane, vgpr_alloc_granule: isa::Target), as the code's occupancy is.
MachineDescription machine_description_for(const std::string& name_or_file, const isa::Target& target);

// The target a machine's kernels are built for (MachineDescription::target).
isa::Target machine_target(const MachineDescription& machine);

// The description of the same machine running its shaders at `shader_mhz` (0: clock_mhz): clock_mhz becomes
// `shader_mhz`, and the memory-side part of each cold latency (cold_memory_percent, launch_memory_percent) scales
// with it; the other latencies stay in shader cycles.
MachineDescription at_shader_clock(const MachineDescription& machine, double shader_mhz);

// Overrides one parameter: "valu_latency=6". The override is recorded in the provenance.
void set_machine_parameter(MachineDescription& machine, std::string_view assignment);

// The description in the format of timing/machines/*.json (parse_machine_description reads it back).
std::string machine_description_json(const MachineDescription& machine);
int machine_parameter(const MachineDescription& machine, std::string_view name);  // throws MachineError if unknown

}  // namespace wmmasim::sim
