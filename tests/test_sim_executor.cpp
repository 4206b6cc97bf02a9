// The executor on small programs assembled by llvm-mc-19: control flow, EXEC masking, lane operations, barriers,
// the initial wave state, and every kind of fault. Expected values are computed by hand from the ISA's definitions.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <string>

#include "exec_test_support.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

bool gfx12(const std::string& target) { return target == "gfx1201"; }

// The store of v1 to out[lane] that ends most programs.
const char* const kStoreLane =
    "v_lshlrev_b32 v2, 2, v0\n"
    "global_store_b32 v2, v1, s[0:1]\n"
    "s_endpgm\n";

}  // namespace

TEST_CASE("scalar loop: sum of 1..10 through SCC and a backward branch") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string add = gfx12(target) ? "s_add_co_i32" : "s_add_i32";
    const std::string body = "s_mov_b32 s4, 0\n"
                             "s_mov_b32 s5, 1\n"
                             "loop:\n" +
                             add + " s4, s4, s5\n" + add +
                             " s5, s5, 1\n"
                             "s_cmp_le_u32 s5, 10\n"
                             "s_cbranch_scc1 loop\n"
                             "v_mov_b32 v1, s4\n" +
                             kStoreLane;
    const auto r = run_asm(target, body, 32);
    for (int lane = 0; lane < 32; ++lane) CHECK(r.out[lane] == 55);
  }
}

TEST_CASE("VALU per lane, EXEC masking with v_cmpx, and s_and_saveexec around a skipped block") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto mad = run_asm(target, "v_mad_u32_u24 v1, v0, 3, 7\n" + std::string(kStoreLane), 32);
    for (int lane = 0; lane < 32; ++lane) CHECK(mad.out[lane] == static_cast<std::uint32_t>(3 * lane + 7));

    const auto masked = run_asm(target,
                                "v_mov_b32 v1, 100\n"
                                "v_cmpx_gt_u32_e32 16, v0\n"
                                "v_mov_b32 v1, v0\n"
                                "s_mov_b32 exec_lo, -1\n" +
                                    std::string(kStoreLane),
                                32);
    for (int lane = 0; lane < 32; ++lane) CHECK(masked.out[lane] == (lane < 16 ? lane : 100u));

    // if (lane >= 40) never holds in wave32: EXEC becomes 0, s_cbranch_execz skips the block, EXEC is restored.
    const auto skipped = run_asm(target,
                                 "v_mov_b32 v1, 1\n"
                                 "v_cmp_le_u32_e32 vcc_lo, 40, v0\n"
                                 "s_and_saveexec_b32 s6, vcc_lo\n"
                                 "s_cbranch_execz done\n"
                                 "v_mov_b32 v1, 2\n"
                                 "done:\n"
                                 "s_or_b32 exec_lo, exec_lo, s6\n"
                                 "v_mov_b32 v3, s6\n"
                                 "v_add_nc_u32 v1, v1, v3\n" +
                                     std::string(kStoreLane),
                                 32);
    for (int lane = 0; lane < 32; ++lane) CHECK(skipped.out[lane] == 1u + 0xffffffffu);
  }
}

TEST_CASE("64-bit add through VCC carries, and v_perm_b32 byte selection") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    // v[3:4] = 0xffffffff'fffffff0 + lane: the low add carries for lanes >= 16.
    const auto sum = run_asm(target,
                             "v_mov_b32 v3, -16\n"
                             "v_mov_b32 v4, -1\n"
                             "v_add_co_u32 v3, vcc_lo, v3, v0\n"
                             "v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo\n"
                             "v_lshlrev_b32 v2, 3, v0\n"
                             "global_store_b64 v2, v[3:4], s[0:1]\n"
                             "s_endpgm\n",
                             64);
    for (int lane = 0; lane < 32; ++lane) {
      const std::uint64_t expected = 0xfffffffffffffff0ull + static_cast<std::uint64_t>(lane);
      CHECK(sum.out[2 * lane] == static_cast<std::uint32_t>(expected));
      CHECK(sum.out[2 * lane + 1] == static_cast<std::uint32_t>(expected >> 32));
    }
    // {s4, s5} = 0x44332211'88776655; selector bytes 0, 1, 4, 5 -> 0x55, 0x66, 0x11, 0x22.
    const auto perm = run_asm(target,
                              "s_mov_b32 s4, 0x44332211\n"
                              "s_mov_b32 s5, 0x88776655\n"
                              "v_mov_b32 v3, s5\n"
                              "v_perm_b32 v1, s4, v3, 0x05040100\n" +
                                  std::string(kStoreLane),
                              32);
    CHECK(perm.out[0] == 0x22116655u);
  }
}

TEST_CASE("ds_bpermute_b32 reads another lane; LDS and a barrier connect the waves of a workgroup") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string wait_ds = gfx12(target) ? "s_wait_dscnt 0x0\n" : "s_waitcnt lgkmcnt(0)\n";
    const auto rotated = run_asm(target,
                                 "v_mul_u32_u24 v3, v0, 10\n"
                                 "v_add_nc_u32 v4, 1, v0\n"
                                 "v_lshlrev_b32 v4, 2, v4\n"
                                 "ds_bpermute_b32 v1, v4, v3\n" +
                                     wait_ds + kStoreLane,
                                 32);
    for (int lane = 0; lane < 32; ++lane) CHECK(rotated.out[lane] == static_cast<std::uint32_t>(10 * ((lane + 1) % 32)));

    // 4 waves: each work-item writes 2*tid to LDS, the barrier, then reads the value of tid + 32 (mod 128).
    const std::string barrier = gfx12(target) ? "s_barrier_signal -1\ns_barrier_wait -1\n" : "s_barrier\n";
    auto info = test_kernel(target);
    info.group_segment_size = 512;
    const sim::KernelProgram program(info, assemble(target, prologue(target) +
                                                                "v_lshlrev_b32 v3, 1, v0\n"
                                                                "v_lshlrev_b32 v4, 2, v0\n"
                                                                "ds_store_b32 v4, v3\n" +
                                                                wait_ds + barrier +
                                                                "v_add_nc_u32 v5, 32, v0\n"
                                                                "v_and_b32 v5, 0x7f, v5\n"
                                                                "v_lshlrev_b32 v5, 2, v5\n"
                                                                "ds_load_b32 v1, v5\n" +
                                                                wait_ds + kStoreLane));
    const auto exchanged = run_program(program, 128, {1}, {1, 1, 1}, {128, 1, 1});
    for (int tid = 0; tid < 128; ++tid) CHECK(exchanged.out[tid] == static_cast<std::uint32_t>(2 * ((tid + 32) % 128)));
    CHECK(exchanged.stats.waves == 4);
  }
}

TEST_CASE("wave64: 64 lanes, 64-bit VCC") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = run_asm(target,
                           "v_cmp_gt_u32_e32 vcc, 40, v0\n"
                           "v_cndmask_b32_e32 v1, 7, v0, vcc\n" +
                               std::string(kStoreLane),
                           64, {1}, {64, 1, 1}, 64);
    for (int lane = 0; lane < 64; ++lane) CHECK(r.out[lane] == (lane < 40 ? lane : 7u));
  }
}

TEST_CASE("initial wave state: workgroup ids after the padded user SGPRs (gfx1100) or in ttmp9/ttmp7 (gfx1201), packed v0") {
  // toolchain.md §3.6: gfx1100 pads USER_SGPR_COUNT to 14 so x, y land in s14, s15; gfx1201 uses ttmp9, ttmp7.
  for (const std::string target : kTargets) {
    CAPTURE(target);
    auto info = test_kernel(target);
    info.workgroup_id = {true, true, false};
    info.workitem_id_dims = 2;
    info.user_sgpr_count = gfx12(target) ? 2 : 14;
    const std::string id_x = gfx12(target) ? "ttmp9" : "s14";
    const std::string id_y = gfx12(target) ? "ttmp7" : "s15";
    const std::string add = gfx12(target) ? "s_add_co_u32" : "s_add_u32";
    // Slot of a work-item: ((wg_x * 3 + wg_y) * 16 + flat tid) * 2 dwords: v0, then wg_x << 8 | wg_y.
    const sim::KernelProgram program(
        info, assemble(target, prologue(target) + "s_mul_i32 s4, " + id_x + ", 3\n" + add + " s4, s4, " + id_y +
                                   "\n"
                                   "s_lshl_b32 s4, s4, 7\n"
                                   "v_mbcnt_lo_u32_b32 v3, -1, 0\n"
                                   "v_lshlrev_b32 v3, 3, v3\n"
                                   "v_add_nc_u32 v3, s4, v3\n"
                                   "s_lshl_b32 s6, " + id_x + ", 8\n"
                                   "s_or_b32 s6, s6, " + id_y + "\n"
                                   "v_mov_b32 v1, v0\n"
                                   "v_mov_b32 v2, s6\n"
                                   "global_store_b64 v3, v[1:2], s[0:1]\n"
                                   "s_endpgm\n"));
    const auto r = run_program(program, 2 * 3 * 16 * 2, {1}, {2, 3, 1}, {4, 2, 2});
    for (std::uint32_t gx = 0; gx < 2; ++gx) {
      for (std::uint32_t gy = 0; gy < 3; ++gy) {
        for (std::uint32_t tid = 0; tid < 16; ++tid) {
          const std::size_t slot = 2 * ((gx * 3 + gy) * 16 + tid);
          const std::uint32_t x = tid % 4, y = (tid / 4) % 2, z = tid / 8;
          CHECK(r.out[slot] == (x | y << 10 | z << 20));
          CHECK(r.out[slot + 1] == (gx << 8 | gy));
        }
      }
    }
  }
}

TEST_CASE("hidden arguments of code object v5 are filled from the metadata's value kinds") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    auto info = test_kernel(target);
    info.kernarg_segment_size = 40;
    for (int i = 0; i < 3; ++i) {
      info.args.push_back({"", static_cast<std::uint32_t>(16 + 4 * i), 4, fmt::format("hidden_block_count_{}", "xyz"[i]), "", "", ""});
      info.args.push_back({"", static_cast<std::uint32_t>(28 + 2 * i), 2, fmt::format("hidden_group_size_{}", "xyz"[i]), "", "", ""});
    }
    info.args.push_back({"", 34, 2, "hidden_grid_dims", "", "", ""});
    const std::string wait = gfx12(target) ? "s_wait_kmcnt 0x0\n" : "s_waitcnt lgkmcnt(0)\n";
    // s[4:11] = kernarg bytes 16..47: the hidden arguments; written out as 8 dwords by lanes 0..7.
    const sim::KernelProgram program(info, assemble(target,
                                                    "s_load_b256 s[4:11], s[0:1], 0x10\n" + prologue(target) + wait +
                                                        "v_mov_b32 v1, s4\n"
                                                        "v_writelane_b32 v1, s5, 1\n"
                                                        "v_writelane_b32 v1, s6, 2\n"
                                                        "v_writelane_b32 v1, s7, 3\n"
                                                        "v_writelane_b32 v1, s8, 4\n"
                                                        "v_writelane_b32 v1, s9, 5\n" +
                                                        kStoreLane));
    const auto r = run_program(program, 16 * 3, {1}, {5, 6, 1}, {16, 1, 1});
    CHECK(r.out[0] == 5);                      // block count x
    CHECK(r.out[1] == 6);                      // y
    CHECK(r.out[2] == 1);                      // z
    CHECK(r.out[3] == (16u | 1u << 16));       // group size x, y
    CHECK(r.out[4] == (1u | 2u << 16));        // group size z, grid dims (y has 6 workgroups)
  }
}

TEST_CASE("faults: out-of-bounds store, runaway loop, unimplemented and undecodable instructions") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    // Lane 3 stores 4 bytes at offset 4128 of an 8-dword (32-byte) buffer: past its 4 KiB page, which nothing maps.
    const sim::KernelProgram oob(test_kernel(target), assemble(target, prologue(target) +
                                                                          "v_mov_b32 v1, 0\n"
                                                                          "v_cmp_eq_u32_e32 vcc_lo, 3, v0\n"
                                                                          "v_cndmask_b32_e64 v2, 0, 0x1020, vcc_lo\n"
                                                                          "global_store_b32 v2, v1, s[0:1]\n"
                                                                          "s_endpgm\n"));
    try {
      run_program(oob, 8);
      FAIL("no fault");
    } catch (const sim::KernelFault& e) {
      const std::string what = e.what();
      CAPTURE(what);
      CHECK(what.find("kernel 'test' workgroup (0,0,0) wave 0") != std::string::npos);
      CHECK(what.find("global_store_b32 v2, v1, s[0:1]") != std::string::npos);
      CHECK(what.find("lane 3") != std::string::npos);
      CHECK(what.find("argument 0 (out)") != std::string::npos);
      CHECK(what.find("offset 4128") != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);
    }

    const sim::KernelProgram runaway(test_kernel(target), assemble(target, "loop:\ns_branch loop\n"));
    sim::ExecutionOptions options;
    options.instruction_budget = 1000;
    CHECK_THROWS_AS(run_program(runaway, 1, {1}, {1, 1, 1}, {32, 1, 1}, options), sim::InstructionBudgetExceeded);

    // s_sethalt: deliberately not simulated (it waits for a debugger; docs/execution.md).
    auto code = assemble(target, "s_nop 0\ns_sethalt 1\ns_endpgm\n");
    const sim::KernelProgram unimplemented(test_kernel(target), code);
    CHECK_FALSE(unimplemented.is_implemented(1));
    try {
      run_program(unimplemented, 1);
      FAIL("no fault");
    } catch (const sim::UnimplementedInstruction& e) {
      const std::string what = e.what();
      CAPTURE(what);
      CHECK(what.find(fmt::format("kernel 'test' workgroup (0,0,0) wave 0: pc 0x4 [{:08X}] s_sethalt 1: not "
                                  "implemented by the simulator (trap handler and debugger: halts the wave",
                                  code[1])) != std::string::npos);
    }

    const sim::KernelProgram undecodable(test_kernel(target), std::vector<std::uint32_t>{0xffffffffu});
    try {
      run_program(undecodable, 1);
      FAIL("no fault");
    } catch (const sim::UnimplementedInstruction& e) {
      CHECK(std::string(e.what()).find("pc 0x0 [FFFFFFFF] undecodable") != std::string::npos);
    }
  }
}

TEST_CASE("launch errors: zero or oversized grid and block, LDS over 64 KiB") {
  const auto info = test_kernel("gfx1201");
  const auto check = [&](sim::KernelInfo kernel, std::array<std::uint32_t, 3> grid, std::array<std::uint32_t, 3> block,
                         const std::string& message) {
    sim::Dispatch dispatch{grid, block, std::vector<std::byte>(16)};
    try {
      sim::validate_dispatch(kernel, dispatch);
      FAIL("accepted");
    } catch (const sim::LaunchError& e) {
      CHECK(std::string(e.what()).find(message) != std::string::npos);
    }
  };
  check(info, {0, 1, 1}, {32, 1, 1}, "zero dimension");
  check(info, {1, 1, 1}, {32, 0, 1}, "zero dimension");
  check(info, {1, 1, 1}, {1025, 1, 1}, "at most 1024");
  auto small = info;
  small.max_flat_workgroup_size = 64;
  check(small, {1, 1, 1}, {128, 1, 1}, "at most 64");
  check(info, {0x80000000u, 1, 1}, {32, 1, 1}, "2^32-1");
  auto lds = info;
  lds.group_segment_size = 65537;
  check(lds, {1, 1, 1}, {32, 1, 1}, "65537 bytes of LDS");
}

// Hand-computed from the ISA's DPP rules (RDNA3 ISA §7.7): with only the even lanes active, a source lane that is
// inactive is invalid unless FI is set; an invalid source leaves the lane unwritten (BOUND_CTRL 0) or reads 0
// (BOUND_CTRL 1); a row shift past the row start is invalid whatever FI says. DPP8 reads 0 from an inactive lane
// unless FI is set.
TEST_CASE("DPP under partial EXEC: fetch-inactive, bound_ctrl, DPP8") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = run_asm(target,
                           "v_mov_b32 v1, -1\nv_mov_b32 v2, -1\nv_mov_b32 v3, -1\nv_mov_b32 v4, -1\nv_mov_b32 v5, -1\n"
                           "s_mov_b32 exec_lo, 0x55555555\n"
                           "v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf\n"
                           "v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf fi:1\n"
                           "v_mov_b32_dpp v3, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1\n"
                           "v_mov_b32_dpp v4, v0 dpp8:[1,0,3,2,5,4,7,6]\n"
                           "v_mov_b32_dpp v5, v0 dpp8:[1,0,3,2,5,4,7,6] fi:1\n"
                           "s_mov_b32 exec_lo, -1\n"
                           "v_mul_u32_u24 v6, 20, v0\n"
                           "global_store_b32 v6, v1, s[0:1]\nglobal_store_b32 v6, v2, s[0:1] offset:4\n"
                           "global_store_b32 v6, v3, s[0:1] offset:8\nglobal_store_b32 v6, v4, s[0:1] offset:12\n"
                           "global_store_b32 v6, v5, s[0:1] offset:16\ns_endpgm\n",
                           32 * 5);
    for (std::uint32_t lane = 0; lane < 32; ++lane) {
      CAPTURE(lane);
      const bool even = lane % 2 == 0;
      const bool row_start = lane % 16 == 0;
      const std::uint32_t none = 0xffffffffu;
      CHECK(r.out[lane * 5 + 0] == none);                                             // source inactive or outside
      CHECK(r.out[lane * 5 + 1] == (even && !row_start ? lane - 1 : none));          // FI reads the inactive lane
      CHECK(r.out[lane * 5 + 2] == (even ? 0u : none));                              // bound_ctrl:1 reads 0
      CHECK(r.out[lane * 5 + 3] == (even ? 0u : none));                              // DPP8: inactive source reads 0
      CHECK(r.out[lane * 5 + 4] == (even ? lane + 1 : none));                        // DPP8 with FI
    }
  }
}

// Each lane's private segment holds its own values; FLAT reaches it through src_private_base's aperture and LDS
// through src_shared_base's. An access past the descriptor's private_segment_fixed_size but inside the wave's scratch
// pages goes on, as global memory does inside an allocation's pages (16 bytes x 32 lanes is one 4 KiB page); past
// them it faults with lane and offset.
TEST_CASE("scratch: per-lane private segments, flat apertures, the page rule and the bounds fault") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    sim::KernelInfo info = test_kernel(target);
    info.private_segment_size = 16;
    info.group_segment_size = 128;
    const sim::KernelProgram program(info, assemble(target, prologue(target) +
                                                                "scratch_store_b32 off, v0, off offset:4\n"
                                                                "v_mov_b32 v3, 8\n"
                                                                "v_add_nc_u32 v1, 100, v0\n"
                                                                "scratch_store_b32 v3, v1, off offset:4\n"
                                                                "s_mov_b64 s[4:5], src_private_base\n"
                                                                "v_mov_b32 v4, 12\nv_mov_b32 v5, s5\n"
                                                                "flat_load_b32 v6, v[4:5]\n"
                                                                "scratch_load_b32 v7, off, off offset:4\n"
                                                                "s_mov_b64 s[6:7], src_shared_base\n"
                                                                "v_lshlrev_b32 v10, 2, v0\nv_mov_b32 v11, s7\n"
                                                                "flat_store_b32 v[10:11], v7\n"
                                                                "ds_load_b32 v12, v10\n"
                                                                "v_add3_u32 v8, v6, v7, v12\n"
                                                                "global_store_b32 v10, v8, s[0:1]\ns_endpgm\n"));
    const auto r = run_program(program, 32);
    for (std::uint32_t lane = 0; lane < 32; ++lane) CHECK(r.out[lane] == (lane + 100) + lane + lane);

    const sim::KernelProgram past_segment(info, assemble(target, "v_mov_b32 v1, 12\nscratch_load_b32 v2, v1, off offset:2\n"
                                                                 "s_endpgm\n"));
    CHECK_NOTHROW(run_program(past_segment, 1));
    // Offset 0x80 of lane 0 is swizzled byte (32 x 32 + 0) x 4 = 4096: the first byte past the page.
    const sim::KernelProgram past_pages(info, assemble(target, "v_mov_b32 v1, 126\nscratch_load_b32 v2, v1, off offset:2\n"
                                                               "s_endpgm\n"));
    try {
      run_program(past_pages, 1);
      FAIL("no fault");
    } catch (const sim::KernelFault& e) {
      const std::string what = e.what();
      CAPTURE(what);
      CHECK(what.find("lane 0: private memory fault: 4-byte read at private offset 0x80") != std::string::npos);
      CHECK(what.find("16-byte private segment") != std::string::npos);
      CHECK(what.find("past the wave's scratch pages (4096 bytes)") != std::string::npos);
    }
  }
}
