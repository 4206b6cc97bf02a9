// Helpers for executor tests: assemble a program with llvm-mc-19 (the independent oracle for encodings) and run
// it on the simulator with one output and one input buffer.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"

namespace wmmasim::test {

// The targets every executor test runs on.
inline constexpr const char* kTargets[] = {"gfx1100", "gfx1201"};

// The machine code llvm-mc-19 assembles `source` to: its object file's .text, branch fixups resolved
// (llvm-objcopy-19 extracts the section).
inline std::vector<std::uint32_t> assemble(const std::string& target, const std::string& source, int wave_size = 32) {
  char path[] = "/tmp/wmmasim_asm_XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  const std::string base = path;
  std::ofstream(base + ".s") << source << "\n";
  const std::string wave = wave_size == 64 ? " -mattr=+wavefrontsize64" : "";
  std::string objcopy = WMMASIM_LLVM_MC;
  objcopy.replace(objcopy.rfind("llvm-mc"), 7, "llvm-objcopy");
  const CommandResult r = run_command(std::string(WMMASIM_LLVM_MC) + " -triple=amdgcn-amd-amdhsa -mcpu=" + target +
                                      wave + " -filetype=obj -o " + base + ".o " + base + ".s && " + objcopy +
                                      " -O binary --only-section=.text " + base + ".o " + base + ".bin");
  std::ifstream in(base + ".bin", std::ios::binary);
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
  for (const char* suffix : {"", ".s", ".o", ".bin"}) std::remove((base + suffix).c_str());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  REQUIRE(bytes.size() % 4 == 0);
  std::vector<std::uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), bytes.size());
  return words;
}

// The loads that begin every test program: s[0:1] = output buffer, s[2:3] = input buffer.
inline std::string prologue(const std::string& target) {
  const bool gfx12 = isa::find_target(target)->family == isa::Family::Gfx12;
  return std::string("s_load_b128 s[0:3], s[0:1], 0x0\n") + (gfx12 ? "s_wait_kmcnt 0x0\n" : "s_waitcnt lgkmcnt(0)\n");
}

// A kernel as clang would describe a simple one: kernarg pointer in s[0:1], workgroup id x enabled.
inline sim::KernelInfo test_kernel(const std::string& target, int wave_size = 32) {
  sim::KernelInfo info;
  info.name = "test";
  info.target = *isa::find_target(target);
  info.wave_size = wave_size;
  info.vgpr_count = 256;
  info.user_sgprs = sim::user_sgpr::kKernargSegmentPtr;
  info.user_sgpr_count = 2;
  info.workgroup_id = {true, false, false};
  info.kernarg_segment_size = 16;
  info.args = {{"out", 0, 8, "global_buffer", "global", "", ""}, {"in", 8, 8, "global_buffer", "global", "", ""}};
  return info;
}

struct AsmResult {
  std::vector<std::uint32_t> out;
  sim::ExecutionStats stats;
};

// Runs `program` with an output buffer of `out_words` dwords (initially 0xdeadbeef) and an input buffer.
inline AsmResult run_program(const sim::KernelProgram& program, std::size_t out_words,
                             const std::vector<std::uint32_t>& in = {1}, std::array<std::uint32_t, 3> grid = {1, 1, 1},
                             std::array<std::uint32_t, 3> block = {32, 1, 1}, sim::ExecutionOptions options = {}) {
  sim::KernelLaunch launch;
  launch.kernel = program.info().name;
  launch.dispatch.grid = grid;
  launch.dispatch.block = block;
  launch.dispatch.kernarg.resize(16);
  std::vector<std::byte> out_bytes(out_words * 4);
  const std::uint32_t fill = 0xdeadbeef;
  for (std::size_t i = 0; i < out_words; ++i) std::memcpy(out_bytes.data() + 4 * i, &fill, 4);
  launch.buffers.push_back({0, out_bytes});
  launch.buffers.push_back({8, std::vector<std::byte>(reinterpret_cast<const std::byte*>(in.data()),
                                                      reinterpret_cast<const std::byte*>(in.data() + in.size()))});
  const sim::SimulatedLaunch result = sim::run_on_simulator(program, launch, options);
  AsmResult r;
  r.out.resize(out_words);
  std::memcpy(r.out.data(), result.buffers[0].data(), out_words * 4);
  r.stats = result.stats;
  return r;
}

// Runs `setup` after the prologue in one workgroup of `lanes` threads (v0 = lane id; `setup` keeps v0 and s[0:3])
// and stores v10, v11, ... (`count` registers) to the output buffer; returns results[k][lane], register v(10+k).
// The kernel runs in wave32 unless `wave_size` is 64.
inline std::vector<std::vector<std::uint32_t>> run_stored_registers(const std::string& target, const std::string& setup,
                                                                    int count, std::uint32_t lanes = 32,
                                                                    std::uint32_t lds_bytes = 0,
                                                                    const sim::ExecutionOptions& options = {},
                                                                    int wave_size = 32) {
  std::string body = prologue(target) + setup + "v_lshlrev_b32 v2, 2, v0\n";
  for (int k = 0; k < count; ++k) {  // v2 steps from register to register (an offset field stops at 4095)
    if (k > 0) body += fmt::format("v_add_nc_u32 v2, {:#x}, v2\n", 4 * lanes);
    body += fmt::format("global_store_b32 v2, v{}, s[0:1]\n", 10 + k);
  }
  body += "s_endpgm\n";
  auto info = test_kernel(target, wave_size);
  info.group_segment_size = lds_bytes;
  const sim::KernelProgram program(info, assemble(target, body, wave_size));
  const auto out = run_program(program, lanes * static_cast<std::size_t>(count), {1}, {1, 1, 1}, {lanes, 1, 1}, options).out;
  std::vector<std::vector<std::uint32_t>> results(static_cast<std::size_t>(count));
  for (std::size_t k = 0; k < results.size(); ++k) results[k].assign(out.begin() + lanes * k, out.begin() + lanes * (k + 1));
  return results;
}

inline AsmResult run_asm(const std::string& target, const std::string& body, std::size_t out_words,
                         const std::vector<std::uint32_t>& in = {1}, std::array<std::uint32_t, 3> block = {32, 1, 1},
                         int wave_size = 32) {
  const sim::KernelProgram program(test_kernel(target, wave_size), assemble(target, prologue(target) + body, wave_size));
  return run_program(program, out_words, in, {1, 1, 1}, block);
}

}  // namespace wmmasim::test
