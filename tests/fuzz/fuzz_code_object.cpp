// libFuzzer target: the code-object loader must reject any byte string that is not a usable AMDGPU code object with
// one CodeObjectError, never crash, hang, read outside the file or let another exception escape; whatever it
// accepts must be self-consistent and decode and disassemble without trouble.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/disassembler.h"
#include "wmmasim/isa/instruction.h"

namespace {

using namespace wmmasim::isa;

bool within(std::span<const std::uint32_t> part, std::span<const std::uint32_t> whole) {
  return part.empty() || (part.data() >= whole.data() && part.data() + part.size() <= whole.data() + whole.size());
}

// What the executor and `wmmasim disasm` rely on for an accepted kernel.
void check_kernel(const CodeObject& object, const Kernel& kernel) {
  if (kernel.wave_size() != 32 && kernel.wave_size() != 64) __builtin_trap();
  if (object.kernel(kernel.name).name != kernel.name) __builtin_trap();
  // `wmmasim run` builds the kernarg segment from these: every argument must lie inside it.
  for (const KernelArgument& argument : kernel.arguments) {
    if (std::uint64_t{argument.offset} + argument.size > kernel.kernarg_segment_size) __builtin_trap();
  }
  const auto code = object.code(kernel);
  if (!within(code, object.text())) __builtin_trap();
  const DecodedProgram program = object.decode(kernel);
  const InstructionSet& set = InstructionSet::get(object.target().family);
  std::size_t bytes = 0;
  for (std::size_t i = 0; i < program.instructions.size(); ++i) {
    const DecodedInstruction& instruction = program.instructions[i];
    if (program.offsets[i] != bytes || bytes / 4 >= code.size()) __builtin_trap();
    if (disassemble(instruction, set, kernel.wave_size(), code[bytes / 4]).empty()) __builtin_trap();
    bytes += instruction.size;
  }
  if (bytes != 4 * code.size()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto* first = reinterpret_cast<const std::byte*>(data);
  try {
    const CodeObject object = CodeObject::parse(std::vector<std::byte>(first, first + size), "fuzz.hsaco");
    for (const Kernel& kernel : object.kernels()) check_kernel(object, kernel);
    try {
      object.kernel("no kernel has this name");
      __builtin_trap();
    } catch (const CodeObjectError&) {
    }
  } catch (const CodeObjectError&) {
  }
  return 0;
}
