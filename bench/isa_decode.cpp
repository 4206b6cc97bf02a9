// Decoder and disassembler throughput on a gfx1201 instruction stream: the k_wmma_chain kernel of
// docs/reference/toolchain.md §3.3 (scalar loads, global loads, waits, VOPD moves, WMMA, branches), repeated.
// A code object is decoded once before it runs, so decoding only has to be far faster than execution.
// Run: build/default/bench/bench_isa_decode
#include <benchmark/benchmark.h>

#include <vector>

#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/disassembler.h"

using namespace wmmasim;

namespace {

// Encoding dwords of k_wmma_chain (gfx1201), as llvm-objdump-19 lists them in toolchain.md §3.3.
const std::vector<std::uint32_t> kWmmaChain{
    0xBF850001, 0xF400A100, 0xF8000010, 0xF4004000, 0xF8000000, 0x30180084, 0xBFC70000, 0xBF048106, 0xBFA2001E,
    0xBF850001, 0xEE05C002, 0x00000004, 0x0000000C, 0xEE05C000, 0x00000008, 0x0000000C, 0x7E000280, 0xBF870001,
    0xCA100100, 0x01020100, 0x7E060300, 0xBFC00000, 0xBF8704A1, 0xCC424000, 0x1C020908, 0x8106C106, 0xBF068006,
    0xBF870111, 0xCA100103, 0x0B0A0102, 0xCA100101, 0x09080100, 0xBFA1FFF4, 0xEE074004, 0x00000000, 0x0000000C,
    0xBF800000, 0xBFB60003, 0xBFB00000};

std::vector<std::uint32_t> stream(int copies) {
  std::vector<std::uint32_t> words;
  for (int i = 0; i < copies; ++i) words.insert(words.end(), kWmmaChain.begin(), kWmmaChain.end());
  return words;
}

void BM_decode_program(benchmark::State& state) {
  const auto words = stream(1000);
  const isa::InstructionSet& set = isa::InstructionSet::get(isa::Family::Gfx12);
  std::size_t instructions = 0;
  for (auto _ : state) {
    const isa::DecodedProgram program = isa::decode_program(set, words, 32);
    instructions += program.instructions.size();
    benchmark::DoNotOptimize(program.instructions.data());
  }
  state.counters["instructions/s"] =
      benchmark::Counter(static_cast<double>(instructions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_decode_program);

void BM_disassemble(benchmark::State& state) {
  const auto words = stream(100);
  const isa::InstructionSet& set = isa::InstructionSet::get(isa::Family::Gfx12);
  const isa::DecodedProgram program = isa::decode_program(set, words, 32);
  std::size_t instructions = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < program.instructions.size(); ++i) {
      benchmark::DoNotOptimize(isa::disassemble(program.instructions[i], set, 32, words[program.offsets[i] / 4]));
    }
    instructions += program.instructions.size();
  }
  state.counters["instructions/s"] =
      benchmark::Counter(static_cast<double>(instructions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_disassemble);

}  // namespace

BENCHMARK_MAIN();
