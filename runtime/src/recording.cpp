// WMMASIM_RECORD (`wmmasim exec --record DIR`): every launch becomes a case folder DIR/launch-NNNN that
// `wmmasim run --replay` runs alone (wmmasim/exec/recorded_launch.h). A case holds the buffers the explicit pointer
// arguments point into; memory reached only through pointers stored in memory is not part of it (docs/runtime.md).
#include <fmt/format.h>

#include <cstring>

#include "runtime.h"

namespace wmmasim::hiprt {

std::vector<std::byte> Runtime::contents(const Block& block) {
  std::vector<std::byte> bytes(block.size);
  if (block.mirrored()) {
    std::memcpy(bytes.data(), reinterpret_cast<const void*>(block.base), block.size);
  } else {
    memory_.read(block.base, bytes);
  }
  return bytes;
}

std::optional<sim::RecordedLaunch> Runtime::record_before(Function& function, const sim::KernelInfo& info,
                                                          const sim::Dispatch& dispatch) {
  if (options_.record.empty()) return std::nullopt;
  sim::RecordedLaunch recorded;
  recorded.target = info.target.name;
  recorded.kernel = info.name;
  recorded.grid = dispatch.grid;
  recorded.block = dispatch.block;
  recorded.dynamic_lds_bytes = dispatch.dynamic_lds_bytes;
  recorded.kernarg = dispatch.kernarg;
  CodeObjectImage& image = *function.module->image;
  recorded.code_object = image.elf();
  const std::uint64_t image_base = image.load(memory_);
  recorded.image = sim::RecordedLaunch::Region{image.origin(), image_base, contents(*block(reinterpret_cast<const void*>(image_base))), {}};

  std::vector<std::uint64_t> bases;  // of the recorded buffers
  const auto explicit_args = info.explicit_args();
  for (std::size_t i = 0; i < explicit_args.size(); ++i) {
    const sim::KernelArgument& arg = *explicit_args[i];
    if (!sim::is_buffer(arg) || arg.offset + sizeof(std::uint64_t) > dispatch.kernarg.size()) continue;
    std::uint64_t pointer = 0;
    std::memcpy(&pointer, dispatch.kernarg.data() + arg.offset, sizeof pointer);
    const auto b = block(reinterpret_cast<const void*>(pointer));
    if (!b || b->kind == BlockKind::CodeObject) continue;  // null, or not memory a kernel may use: kept as it is
    auto found = std::ranges::find(bases, b->base);
    if (found == bases.end()) {
      bases.push_back(b->base);
      const auto name = std::ranges::find_if(memory_.allocations(), [&](const sim::Allocation& a) { return a.base == b->base; });
      recorded.buffers.push_back({name != memory_.allocations().end() ? name->name : "", b->base, contents(*b), {}});
      found = bases.end() - 1;
    }
    recorded.pointers.push_back({i, arg.offset, static_cast<std::size_t>(found - bases.begin()), pointer - b->base});
  }
  return recorded;
}

void Runtime::record_after(sim::RecordedLaunch& recorded, std::string fault) {
  for (sim::RecordedLaunch::Region& r : recorded.buffers) r.after = contents(*block(reinterpret_cast<const void*>(r.address)));
  recorded.image->after = contents(*block(reinterpret_cast<const void*>(recorded.image->address)));
  recorded.fault = std::move(fault);
  const std::string folder = fmt::format("{}/launch-{:04}", options_.record, launches_recorded_++);
  try {
    sim::write_recorded_launch(recorded, folder);
  } catch (const sim::RecordError& e) {
    report(e.what());
  }
}

}  // namespace wmmasim::hiprt
