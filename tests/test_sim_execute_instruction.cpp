// sim::execute_instruction: one instruction on a wave's state, memory and LDS (what the Python Wave.execute()
// calls). Encodings come from llvm-mc-19; expected values are the ISA's arithmetic, worked out per lane.
#include <doctest/doctest.h>

#include <stdexcept>

#include "exec_test_support.h"
#include "wmmasim/exec/executor.h"

using wmmasim::test::assemble;
namespace sim = wmmasim::sim;

namespace {

struct Setup {
  explicit Setup(const char* target) : target(*wmmasim::isa::find_target(target)) { state.exec = ~0ull; }
  void run(const std::string& source) {
    sim::execute_instruction(target, assemble(std::string(target.name), source), state, memory, lds,
                             sim::NumericsModel::Exact);
  }
  wmmasim::isa::Target target;
  sim::WaveState state{32};
  sim::GlobalMemory memory;
  sim::Lds lds;
};

}  // namespace

TEST_CASE("one VALU, SALU and LDS instruction each change what the ISA says, on both families") {
  for (const char* target : {"gfx1100", "gfx1201"}) {
    CAPTURE(target);
    Setup s(target);
    for (int lane = 0; lane < 32; ++lane) {
      s.state.vgpr(1)[lane] = 0xFFFFFFF0u + lane;
      s.state.vgpr(2)[lane] = 0x20;
    }
    const std::uint32_t* vgprs = s.state.vgprs.data();  // the caller's storage stays where it is
    s.run("v_add_nc_u32 v0, v1, v2");
    CHECK(s.state.vgprs.data() == vgprs);
    for (int lane = 0; lane < 32; ++lane) CHECK(s.state.vgpr(0)[lane] == 0x10u + lane);  // wraps mod 2^32
    s.state.sgprs[1] = 0xFFFFFFFFu;
    s.state.sgprs[2] = 2;
    s.run("s_add_u32 s0, s1, s2");
    CHECK(s.state.sgprs[0] == 1);
    CHECK(s.state.scc);  // carry out
    s.run("ds_store_b32 v2, v1 offset:8");  // every lane writes address 0x20 + 8: the last lane's value stays
    CHECK(s.lds.load<std::uint32_t>(0x28) == 0xFFFFFFF0u + 31);
  }
}

TEST_CASE("a fault leaves the wave as it was; a misuse is refused") {
  Setup s("gfx1201");
  const std::uint64_t base = s.memory.allocate("x", 64);
  for (int lane = 0; lane < 32; ++lane) {
    s.state.vgpr(10)[lane] = static_cast<std::uint32_t>(base + 4096);
    s.state.vgpr(11)[lane] = static_cast<std::uint32_t>(base >> 32);
    s.state.vgpr(12)[lane] = 7;
  }
  CHECK_THROWS_WITH_AS(s.run("global_load_b32 v12, v[10:11], off"),
                       doctest::Contains("global_load_b32 v12, v[10:11], off: lane 0: global memory fault"),
                       sim::KernelFault);
  CHECK(s.state.vgpr(12)[0] == 7);
  CHECK_THROWS_WITH_AS(s.run("s_nop 0\ns_nop 0"), doctest::Contains("2 instructions, not one"),
                       std::invalid_argument);
  CHECK_THROWS_AS(sim::execute_instruction(s.target, std::vector<std::uint32_t>{0xFFFFFFFFu}, s.state, s.memory,
                                           s.lds, sim::NumericsModel::Exact),
                  sim::UnimplementedInstruction);
  CHECK(s.lds.size() == sim::Lds::kMaxBytes);  // returned after the throw
}
