// libFuzzer target: the decoder and the disassembler must accept any byte string as machine code, for both families
// and both wave sizes, without crashing, hanging or reading outside the instruction they decode.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/disassembler.h"

namespace {

using namespace wmmasim::isa;

// Decodes `words` as one program and checks what every consumer of the decoder relies on: instructions tile the
// input exactly, each has a legal size, decoding an instruction from exactly its own dwords gives the same
// instruction (the decoder reads nothing past it), and each prints as one non-empty line.
void check_program(const InstructionSet& set, std::span<const std::uint32_t> words, int wave_size) {
  const DecodedProgram program = decode_program(set, words, wave_size);
  if (program.instructions.size() != program.offsets.size()) __builtin_trap();
  std::size_t expected_offset = 0;
  for (std::size_t i = 0; i < program.instructions.size(); ++i) {
    const DecodedInstruction& d = program.instructions[i];
    if (program.offsets[i] != expected_offset) __builtin_trap();
    if (d.size % 4 != 0 || d.size < 4 || d.size > 16) __builtin_trap();
    if (!d.valid() && d.size != 4) __builtin_trap();
    const std::size_t at = expected_offset / 4;
    if (at + d.size / 4 > words.size()) __builtin_trap();
    const auto own = words.subspan(at, d.size / 4);
    const std::string text = disassemble(d, set, wave_size, own[0]);
    if (text.empty() || text.find('\n') != std::string::npos) __builtin_trap();
    const DecodedInstruction alone = decode(set, own, wave_size);
    if (alone.size != d.size || alone.record != d.record || disassemble(alone, set, wave_size, own[0]) != text) {
      __builtin_trap();
    }
    expected_offset += d.size;
  }
  if (expected_offset != 4 * words.size()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The input is raw .text bytes; a trailing partial dword is dropped (code is dword-aligned). The words are
  // copied into a buffer of exactly their size so that ASan sees any read past the end.
  std::vector<std::uint32_t> words(size / 4);
  if (!words.empty()) std::memcpy(words.data(), data, words.size() * 4);
  for (const Family family : {Family::Gfx11, Family::Gfx12}) {
    const InstructionSet& set = InstructionSet::get(family);
    for (const int wave_size : {32, 64}) check_program(set, words, wave_size);
  }
  return 0;
}
