// From a dispatch to wave state: launch validation, the kernarg segment with the hidden arguments of code object
// v5, the dispatch packet, and each wave's initial registers exactly as the hardware loads them
// (AMDGPUUsage "Initial Kernel Execution State"; docs/reference/toolchain.md §3.6, §5;
// llvm-facts.md §5; hw-traces README §7).
#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <limits>

#include "launch.h"

namespace wmmasim::sim {
namespace exec {
constexpr std::uint32_t kMaxWorkgroupSize = 1024;

namespace {

template <class T>
void put(std::vector<std::byte>& bytes, std::size_t offset, std::size_t size, T value) {
  std::memcpy(bytes.data() + offset, &value, std::min(size, sizeof(T)));
}

// Hidden kernel arguments the simulator fills (AMDGPUUsage "Code Object V5 Metadata", .value_kind). The printf
// and hostcall buffers are the launch's device services; the other runtime pointers (default queue, completion
// action, heap) are null: a kernel that uses them faults on the null address.
void fill_hidden_argument(std::vector<std::byte>& kernarg, const KernelArgument& arg, const Dispatch& dispatch,
                          const DeviceServices* services) {
  const std::string& kind = arg.value_kind;
  const auto axis = [&](std::string_view prefix) -> int {
    if (!kind.starts_with(prefix) || kind.size() != prefix.size() + 1) return -1;
    return kind.back() - 'x';
  };
  if (const int i = axis("hidden_block_count_"); i >= 0) {
    put(kernarg, arg.offset, arg.size, dispatch.grid[i]);
  } else if (const int j = axis("hidden_group_size_"); j >= 0) {
    put(kernarg, arg.offset, arg.size, static_cast<std::uint16_t>(dispatch.block[j]));
  } else if (kind == "hidden_grid_dims") {
    const std::uint16_t dims = dispatch.grid[2] > 1 || dispatch.block[2] > 1   ? 3
                               : dispatch.grid[1] > 1 || dispatch.block[1] > 1 ? 2
                                                                               : 1;
    put(kernarg, arg.offset, arg.size, dims);
  } else if (kind == "hidden_dynamic_lds_size") {
    put(kernarg, arg.offset, arg.size, dispatch.dynamic_lds_bytes);
  } else if (kind == "hidden_hostcall_buffer" && services != nullptr) {
    put(kernarg, arg.offset, arg.size, services->hostcall_buffer());
  } else if (kind == "hidden_printf_buffer" && services != nullptr) {
    put(kernarg, arg.offset, arg.size, services->printf_buffer());
  }
  // hidden_remainder_* (the grid is whole workgroups: 0), hidden_global_offset_* (0), hidden_*_base and the
  // runtime pointers stay zero.
}

std::uint32_t waves_needed(std::uint32_t work_items, int wave_size) {
  return (work_items + static_cast<std::uint32_t>(wave_size) - 1) / static_cast<std::uint32_t>(wave_size);
}

}  // namespace

std::uint64_t allocate_launch_segment(GlobalMemory& memory, std::string name, std::uint64_t size, std::uint64_t alignment) {
  std::uint64_t base = kLaunchSegments;
  alignment = std::max(alignment, GlobalMemory::kPageBytes);  // whole pages, as every allocation (memory.h)
  for (const Allocation& a : memory.allocations()) {
    if (a.base >= kLaunchSegments) {
      base = std::max(base, (a.mapped_end() + GlobalMemory::kGuardBytes + alignment - 1) / alignment * alignment);
    }
  }
  return memory.allocate_at(std::move(name), base, size);
}

LaunchContext prepare_launch(const KernelInfo& info, const Dispatch& dispatch, GlobalMemory& memory) {
  validate_dispatch(info, dispatch);
  LaunchContext launch;
  launch.grid = dispatch.grid;
  launch.block = dispatch.block;
  launch.work_items_per_group = dispatch.block[0] * dispatch.block[1] * dispatch.block[2];
  launch.waves_per_group = waves_needed(launch.work_items_per_group, info.wave_size);
  launch.lds_bytes = info.group_segment_size + dispatch.dynamic_lds_bytes;

  // Rounded up to 64 bytes as the HSA runtime allocates it: clang may widen the last scalar load past the
  // declared segment size.
  const std::size_t kernarg_size = std::max<std::size_t>({info.kernarg_segment_size, dispatch.kernarg.size(), 1});
  std::vector<std::byte> kernarg((kernarg_size + 63) / 64 * 64);
  std::ranges::copy(dispatch.kernarg, kernarg.begin());
  launch.services = DeviceServices::for_kernel(info, memory);
  for (const KernelArgument& arg : info.args) {
    if (is_hidden(arg)) fill_hidden_argument(kernarg, arg, dispatch, launch.services.get());
  }
  launch.kernarg_address = allocate_launch_segment(memory, "kernarg segment", kernarg.size(), 64);
  memory.write(launch.kernarg_address, kernarg);

  if (info.user_sgprs & user_sgpr::kDispatchPtr) {
    // hsa_kernel_dispatch_packet_t (HSA runtime spec §2.9.6): 64 bytes.
    std::vector<std::byte> packet(64);
    const std::uint16_t dims = dispatch.grid[2] * dispatch.block[2] > 1 ? 3 : dispatch.grid[1] * dispatch.block[1] > 1 ? 2 : 1;
    put(packet, 2, 2, dims);
    for (int i = 0; i < 3; ++i) {
      put(packet, 4 + 2 * i, 2, static_cast<std::uint16_t>(dispatch.block[i]));
      put(packet, 12 + 4 * i, 4, dispatch.grid[i] * dispatch.block[i]);
    }
    put(packet, 24, 4, info.private_segment_size);
    put(packet, 28, 4, launch.lds_bytes);
    put(packet, 40, 8, launch.kernarg_address);
    launch.dispatch_packet_address = allocate_launch_segment(memory, "dispatch packet", packet.size(), 64);
    memory.write(launch.dispatch_packet_address, packet);
  }
  if (info.user_sgprs & user_sgpr::kQueuePtr) {
    launch.queue_address = allocate_launch_segment(memory, "queue", 256, 64);  // an empty amd_queue_t
  }
  return launch;
}

void announce_runtime_memory(const GlobalMemory& memory, EventObserver& observer) {
  for (const Allocation& a : memory.allocations()) {
    if (a.base >= kLaunchSegments) observer.runtime_memory(a.base, a.size());
  }
}

void release_launch(const LaunchContext& launch, GlobalMemory& memory) {
  if (launch.services) launch.services->finish(memory);
  for (const std::uint64_t address : {launch.kernarg_address, launch.dispatch_packet_address, launch.queue_address}) {
    if (address != 0) memory.free(address);
  }
}

std::uint16_t initialize_wave(const KernelInfo& info, const LaunchContext& launch, const std::array<std::uint32_t, 3>& group_id,
                     std::uint32_t wave_index, WaveState& state) {
  std::ranges::fill(state.vgprs, 0u);
  state.sgprs.fill(0);
  state.ttmp.fill(0);
  state.vcc = 0;
  state.m0 = 0;
  state.scc = false;

  // User SGPRs, in the order of the enable bits; a disabled one takes no register.
  unsigned sgpr = 0;
  const auto load = [&](std::uint16_t enable, int count, std::uint64_t value) {
    if ((info.user_sgprs & enable) == 0) return;
    for (int i = 0; i < count && sgpr < static_cast<unsigned>(kSgprCount); ++i, ++sgpr) {
      state.sgprs[sgpr] = i < 2 ? static_cast<std::uint32_t>(value >> (32 * i)) : 0u;
    }
  };
  load(user_sgpr::kPrivateSegmentBuffer, 4, 0);
  load(user_sgpr::kDispatchPtr, 2, launch.dispatch_packet_address);
  load(user_sgpr::kQueuePtr, 2, launch.queue_address);
  load(user_sgpr::kKernargSegmentPtr, 2, launch.kernarg_address);
  load(user_sgpr::kDispatchId, 2, 0);
  load(user_sgpr::kFlatScratchInit, 2, 0);
  load(user_sgpr::kPrivateSegmentSize, 1, info.private_segment_size);
  unsigned initialised_sgprs = sgpr;

  if (info.target.family == isa::Family::Gfx12) {
    // Architected SGPRs: the workgroup ids arrive in ttmp9 (x) and ttmp7 (y | z << 16) (llvm-facts.md §5).
    state.ttmp[9] = group_id[0];
    state.ttmp[7] = (group_id[1] & 0xffffu) | (group_id[2] << 16);
  } else {
    // System SGPRs follow USER_SGPR_COUNT, which gfx1100 pads so that they end at s15 (toolchain.md §3.6).
    unsigned system = info.user_sgpr_count;
    for (int i = 0; i < 3; ++i) {
      if (info.workgroup_id[i] && system < static_cast<unsigned>(kSgprCount)) state.sgprs[system++] = group_id[i];
    }
    if (info.workgroup_info && system < static_cast<unsigned>(kSgprCount)) {
      state.sgprs[system++] = launch.waves_per_group;  // waves in the workgroup, bits 5:0
    }
    initialised_sgprs = std::max(initialised_sgprs, system);
  }

  // Work-item ids packed into v0: x [9:0], y [19:10], z [29:20]; dimensions the descriptor does not enable are 0.
  const int wave_size = state.wave_size;
  std::uint64_t exec = 0;
  for (int lane = 0; lane < wave_size; ++lane) {
    const std::uint32_t flat = wave_index * static_cast<std::uint32_t>(wave_size) + static_cast<std::uint32_t>(lane);
    if (flat >= launch.work_items_per_group) break;
    exec |= std::uint64_t{1} << lane;
    const std::uint32_t x = flat % launch.block[0];
    const std::uint32_t y = (flat / launch.block[0]) % launch.block[1];
    const std::uint32_t z = flat / (launch.block[0] * launch.block[1]);
    std::uint32_t packed = x;
    if (info.workitem_id_dims >= 1) packed |= y << 10;
    if (info.workitem_id_dims >= 2) packed |= z << 20;
    state.vgprs[static_cast<std::size_t>(lane)] = packed;
  }
  state.exec = exec;
  return static_cast<std::uint16_t>(initialised_sgprs);
}

}  // namespace exec

void validate_dispatch(const KernelInfo& info, const Dispatch& dispatch) {
  const auto dims = [](const std::array<std::uint32_t, 3>& v) { return fmt::format("{},{},{}", v[0], v[1], v[2]); };
  for (int i = 0; i < 3; ++i) {
    if (dispatch.grid[i] == 0) {
      throw LaunchError(fmt::format("grid {} has a zero dimension: every dimension counts at least 1 workgroup", dims(dispatch.grid)));
    }
    if (dispatch.block[i] == 0) {
      throw LaunchError(fmt::format("block {} has a zero dimension: every dimension has at least 1 work-item", dims(dispatch.block)));
    }
    if (std::uint64_t{dispatch.grid[i]} * dispatch.block[i] > std::numeric_limits<std::uint32_t>::max()) {
      throw LaunchError(fmt::format("grid {} x block {} exceeds 2^32-1 work-items in dimension {}", dims(dispatch.grid),
                                    dims(dispatch.block), "xyz"[i]));
    }
  }
  const std::uint64_t block_size = std::uint64_t{dispatch.block[0]} * dispatch.block[1] * dispatch.block[2];
  const std::uint32_t limit = std::min(exec::kMaxWorkgroupSize, info.max_flat_workgroup_size);
  if (block_size > limit) {
    throw LaunchError(fmt::format("block {} has {} work-items; kernel '{}' allows at most {} (max_flat_workgroup_size)",
                                  dims(dispatch.block), block_size, info.display_name(), limit));
  }
  if (std::uint64_t{info.group_segment_size} + dispatch.dynamic_lds_bytes > Lds::kMaxBytes) {
    throw LaunchError(fmt::format("kernel '{}' asks for {} bytes of LDS ({} static + {} dynamic); a gfx11/gfx12 "
                                  "workgroup has at most {}",
                                  info.display_name(), std::uint64_t{info.group_segment_size} + dispatch.dynamic_lds_bytes,
                                  info.group_segment_size, dispatch.dynamic_lds_bytes, Lds::kMaxBytes));
  }
  std::uint32_t explicit_end = 0;
  for (const KernelArgument* arg : info.explicit_args()) explicit_end = std::max(explicit_end, arg->offset + arg->size);
  if (dispatch.kernarg.size() < explicit_end) {
    throw LaunchError(fmt::format("kernel '{}' takes {} bytes of explicit arguments, the launch gives {}", info.display_name(),
                                  explicit_end, dispatch.kernarg.size()));
  }
}

}  // namespace wmmasim::sim
