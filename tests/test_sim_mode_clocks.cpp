// The MODE register and the float semantics that honour it, the clocks, s_sendmsg_rtn, M0-relative SGPR moves,
// ds_wrap_rtn_b32 and the s_trap fault, on both targets, against hand-computed bit patterns. Programs assembled by
// llvm-mc-19; every result goes to the output buffer from lane 0.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <string>
#include <vector>

#include "exec_test_support.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

// Runs `setup` on one lane and returns its v10, v11, ... (count results).
std::vector<std::uint32_t> run_lane0(const std::string& target, const std::string& setup, int count,
                                     std::uint32_t lds_bytes = 0) {
  std::vector<std::uint32_t> values;
  for (const auto& r : run_stored_registers(target, setup, count, 1, lds_bytes)) values.push_back(r[0]);
  return values;
}

std::string fault_of(const std::string& target, const std::string& body) {
  const sim::KernelProgram program(test_kernel(target), assemble(target, body));
  try {
    run_program(program, 1);
  } catch (const sim::KernelFault& e) {
    return e.what();
  }
  return "no fault";
}

// 1 + 1/4 ulp, -1 - 1/4 ulp and 1 + 3/4 ulp in f32 (1.0 + 2^-25, -1.0 - 2^-25, 1.0 + 3 * 2^-25).
const std::string kRoundingSums =
    "v_mov_b32 v4, 1.0\n"
    "v_mov_b32 v5, -1.0\n"
    "v_mov_b32 v6, 0x33000000\n"   // 2^-25
    "v_mov_b32 v7, 0xb3000000\n"   // -2^-25
    "v_mov_b32 v8, 0x33c00000\n"   // 3 * 2^-25
    "v_add_f32 v10, v4, v6\n"
    "v_add_f32 v11, v5, v7\n"
    "v_add_f32 v12, v4, v8\n";

}  // namespace

TEST_CASE("s_round_mode and s_setreg of MODE round f32 additions as the mode says") {
  // Per FP_ROUND (f32 field): nearest even, toward +inf, toward -inf, toward zero.
  const std::uint32_t expected[4][3] = {{0x3f800000, 0xbf800000, 0x3f800001},
                                        {0x3f800001, 0xbf800000, 0x3f800001},
                                        {0x3f800000, 0xbf800001, 0x3f800000},
                                        {0x3f800000, 0xbf800000, 0x3f800000}};
  for (const std::string target : kTargets) {
    for (int mode = 0; mode < 4; ++mode) {
      CAPTURE(target);
      CAPTURE(mode);
      const auto r = run_lane0(target, fmt::format("s_round_mode {}\n", mode) + kRoundingSums, 3);
      CHECK(r == std::vector<std::uint32_t>(expected[mode], expected[mode] + 3));
      const auto s = run_lane0(target, fmt::format("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), {}\n", mode) +
                                           kRoundingSums, 3);
      CHECK(s == r);
    }
  }
}

TEST_CASE("MODE's f64 round field rounds f64 and leaves f32 at its own field; s_getreg reads MODE back") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    // f64 toward +inf, f32 nearest: 1 + 2^-54 (a quarter ulp) -> 0x3ff0000000000001; the f32 sums round to nearest.
    const auto r = run_lane0(target,
                             "s_round_mode 0x4\n"
                             "v_mov_b32 v20, 0\n"
                             "v_mov_b32 v21, 0x3ff00000\n"
                             "v_mov_b32 v22, 0\n"
                             "v_mov_b32 v23, 0x3c900000\n"  // 2^-54
                             "v_add_f64 v[24:25], v[20:21], v[22:23]\n"
                             "v_mov_b32 v13, v24\n"
                             "v_mov_b32 v14, v25\n" +
                                 kRoundingSums +
                                 "s_denorm_mode 0x3\n"
                                 "s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 8)\n"
                                 "v_mov_b32 v15, s4\n",
                             6);
    CHECK(r[0] == 0x3f800000);
    CHECK(r[2] == 0x3f800001);
    CHECK(r[3] == 0x00000001);
    CHECK(r[4] == 0x3ff00000);
    CHECK(r[5] == 0x34);  // FP_ROUND 4, FP_DENORM 3
  }
}

TEST_CASE("s_denorm_mode flushes f32 and f64 denormal inputs and outputs separately") {
  // f32: 2^-149 * 2^23 = 2^-126 (needs a denormal input); 2^-126 * 0.5 = 2^-127 (a denormal output).
  // f64: 2^-1074 * 2^52 = 2^-1022 (needs a denormal input).
  const std::string program =
      "v_mov_b32 v4, 1\n"            // 2^-149
      "v_mov_b32 v5, 0x4b000000\n"   // 2^23
      "v_mov_b32 v6, 0x00800000\n"   // 2^-126
      "v_mov_b32 v7, 0.5\n"
      "v_mul_f32 v10, v4, v5\n"
      "v_mul_f32 v11, v6, v7\n"
      "v_mov_b32 v20, 1\n"           // f64 2^-1074
      "v_mov_b32 v21, 0\n"
      "v_mov_b32 v22, 0\n"
      "v_mov_b32 v23, 0x43300000\n"  // f64 2^52
      "v_mul_f64 v[24:25], v[20:21], v[22:23]\n"
      "v_mov_b32 v12, v25\n";
  // FP_DENORM f32 field 0: flush both; 1: allow inputs, flush outputs; 2: flush inputs, allow outputs; 3: allow.
  const std::uint32_t f32_expected[4][2] = {{0, 0}, {0x00800000, 0}, {0, 0x00400000}, {0x00800000, 0x00400000}};
  for (const std::string target : kTargets) {
    for (int field = 0; field < 4; ++field) {
      CAPTURE(target);
      CAPTURE(field);
      // f64 keeps denormals (field 3) while f32 takes `field`.
      const auto r = run_lane0(target, fmt::format("s_denorm_mode {}\n", 0xc | field) + program, 3);
      CHECK(r[0] == f32_expected[field][0]);
      CHECK(r[1] == f32_expected[field][1]);
      CHECK(r[2] == 0x00100000);  // hi dword of 2^-1022
    }
    // f64 flushed, f32 kept.
    const auto r = run_lane0(target, "s_denorm_mode 0x3\n" + program, 3);
    CHECK(r[0] == 0x00800000);
    CHECK(r[2] == 0);
  }
}

TEST_CASE("clocks: shader cycles count up, REALTIME advances, the messages a kernel asks for answer") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const bool gfx12 = target == "gfx1201";
    const std::string cycles = gfx12 ? "HW_REG_SHADER_CYCLES_LO" : "HW_REG_SHADER_CYCLES, 0, 20";
    const auto r = run_lane0(target,
                             fmt::format("s_getreg_b32 s4, hwreg({0})\n"
                                         "s_nop 0\ns_nop 0\ns_nop 0\n"
                                         "s_getreg_b32 s5, hwreg({0})\n"
                                         "s_sendmsg_rtn_b64 s[6:7], sendmsg(MSG_RTN_GET_REALTIME)\n"
                                         "s_sendmsg_rtn_b64 s[8:9], sendmsg(MSG_RTN_GET_REALTIME)\n"
                                         "s_sendmsg_rtn_b32 s10, sendmsg(MSG_RTN_GET_DOORBELL)\n"
                                         "v_mov_b32 v10, s4\nv_mov_b32 v11, s5\nv_mov_b32 v12, s6\n"
                                         "v_mov_b32 v13, s7\nv_mov_b32 v14, s8\nv_mov_b32 v15, s9\n"
                                         "v_mov_b32 v16, s10\n",
                                         cycles),
                             7);
    CHECK(r[1] - r[0] == 4);  // one cycle per instruction: the three s_nop and the second s_getreg
    const std::uint64_t t0 = r[2] | std::uint64_t{r[3]} << 32;
    const std::uint64_t t1 = r[4] | std::uint64_t{r[5]} << 32;
    CHECK(t0 > 0);
    CHECK(t1 >= t0);
    CHECK(r[6] == 0);
  }
}

TEST_CASE("s_movrels / s_movreld / s_movrelsd_2 address SGPRs relative to M0") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = run_lane0(target,
                             "s_mov_b32 s12, 111\n"
                             "s_mov_b32 s13, 222\n"
                             "s_mov_b32 m0, 2\n"
                             "s_movrels_b32 s20, s10\n"         // s20 = s12
                             "s_movrels_b64 s[22:23], s[10:11]\n"  // s[22:23] = s[12:13]
                             "s_movreld_b32 s14, 77\n"          // s16 = 77
                             "s_mov_b32 m0, 0x30001\n"          // source +1, destination +3
                             "s_movrelsd_2_b32 s30, s15\n"      // s33 = s16
                             "v_mov_b32 v10, s20\nv_mov_b32 v11, s22\nv_mov_b32 v12, s23\n"
                             "v_mov_b32 v13, s16\nv_mov_b32 v14, s33\n",
                             5);
    CHECK(r == std::vector<std::uint32_t>{111, 111, 222, 77, 77});
    CHECK(fault_of(target, "s_mov_b32 m0, 200\ns_movrels_b32 s0, s10\ns_endpgm\n").find("past the last SGPR") !=
          std::string::npos);
  }
}

TEST_CASE("ds_wrap_rtn_b32 returns the old value and wraps it (gfx11)") {
  // MEM = old >= DATA ? old - DATA : old + DATA2.
  const auto r = run_lane0("gfx1100",
                           "v_mov_b32 v3, 0\n"
                           "v_mov_b32 v4, 9\n"
                           "ds_store_b32 v3, v4\n"
                           "v_mov_b32 v5, 8\n"   // DATA
                           "v_mov_b32 v6, 5\n"   // DATA2
                           "ds_wrap_rtn_b32 v10, v3, v5, v6\n"  // 9 >= 8: 1
                           "ds_wrap_rtn_b32 v11, v3, v5, v6\n"  // 1 < 8: 6
                           "ds_load_b32 v12, v3\n"
                           "s_waitcnt lgkmcnt(0)\n",
                           3, 64);
  CHECK(r == std::vector<std::uint32_t>{9, 1, 6});
}

TEST_CASE("s_trap stops the run with one line naming the trap id, the pc and the wave") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string what = fault_of(target, "s_nop 0\ns_trap 2\ns_endpgm\n");
    CHECK(what.find("wave 0") != std::string::npos);
    CHECK(what.find("pc 0x4") != std::string::npos);
    CHECK(what.find("s_trap 2: the kernel trapped") != std::string::npos);
    CHECK(what.find('\n') == std::string::npos);
  }
}
