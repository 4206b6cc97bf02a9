// One instruction on one wave, outside any kernel: the wave-level API's way to test the semantics of any
// instruction (the Python Wave.execute()). The instruction is bound exactly as in a kernel (KernelProgram) and runs
// in a one-wave workgroup; the wave's state is copied in and, when the instruction completes, back out.
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "internal.h"
#include "float_mode.h"
#include "translate.h"

namespace wmmasim::sim {

void execute_instruction(const isa::Target& target, std::span<const std::uint32_t> encoding, WaveState& state,
                         GlobalMemory& memory, Lds& lds, NumericsModel numerics, Executor executor,
                         std::uint32_t mode) {
  KernelInfo info;
  info.name = "instruction";
  info.target = target;
  info.wave_size = state.wave_size;
  info.vgpr_count = state.vgpr_count;
  info.group_segment_size = lds.size();
  const KernelProgram program(std::move(info), encoding);
  const KernelProgram::Impl& p = program.impl();
  if (p.decoded.instructions.size() != 1) {
    throw std::invalid_argument(fmt::format("the encoding holds {} instructions, not one: {}",
                                            p.decoded.instructions.size(), program.describe(0)));
  }
  exec::Workgroup group;
  group.program = &p;
  group.memory = &memory;
  group.numerics = numerics;
  group.wave_count = 1;
  group.live_waves = 1;
  exec::WaveContext wave(state.wave_size, state.vgpr_count);
  wave.state = state;
  wave.group = &group;
  wave.mode = mode;
  group.waves = &wave;
  std::swap(group.lds, lds);  // the caller's LDS, returned on every path
  const exec::Step& step = executor == Executor::Translated ? p.translated->steps[0] : p.steps[0];
  try {
    const exec::HostRounding rounding(exec::f32_round(mode));
    step.execute(wave, step);
  } catch (const UnimplementedInstruction& e) {
    std::swap(group.lds, lds);
    throw UnimplementedInstruction(fmt::format("{}: {}", program.describe(0), e.what()));
  } catch (const KernelFault& e) {
    std::swap(group.lds, lds);
    throw KernelFault(fmt::format("{}: {}", program.describe(0), e.what()));
  } catch (...) {
    std::swap(group.lds, lds);
    throw;
  }
  std::swap(group.lds, lds);
  // Back into the caller's VGPR storage, which views (the Python Wave's numpy arrays) may point to.
  VgprWords vgprs = std::move(state.vgprs);
  std::ranges::copy(wave.state.vgprs, vgprs.begin());
  state = std::move(wave.state);
  state.vgprs = std::move(vgprs);
}

}  // namespace wmmasim::sim
