// Disassembler: prints decoded instructions in LLVM's syntax, equal to llvm-objdump-19's instruction text (the part
// before its `// address: bytes` comment). tests/test_isa_disasm*.cpp compare the two instruction by instruction.
#pragma once

#include <cstdint>
#include <string>

#include "wmmasim/isa/decoder.h"

namespace wmmasim::isa {

// The instruction text, e.g. "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]". An undecodable
// instruction prints as LLVM prints it: ".long 0x%08x" of its first dword.
std::string disassemble(const DecodedInstruction& instruction, const InstructionSet& set, int wave_size,
                        std::uint32_t first_word);

}  // namespace wmmasim::isa
