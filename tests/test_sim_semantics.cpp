// The semantic families added for the hw-traces discover_ops kernels (every opcode once), on small programs
// assembled by llvm-mc-19: 16-bit and packed VALU, dot products, conversions, sums of absolute differences, cube
// helpers, the f32 division macro, interpolation, lane permutations, SALU float and quad masks, LDS atomics and
// swizzles, and the hardware-register fault. Every expected value is worked out by hand from the ISA's opcode
// description (the comment next to it shows the arithmetic) or computed on the host (IEEE division).
#include <doctest/doctest.h>

#include <bit>
#include <cstring>
#include <fmt/format.h>
#include <string>
#include <vector>

#include "exec_test_support.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

// Runs `setup` on 32 lanes (results in v10, v11, ...) and returns results[k][lane].
std::vector<std::vector<std::uint32_t>> run_results(const std::string& target, const std::string& setup, int count,
                                                    std::uint32_t lds_bytes = 0, sim::Executor executor = sim::default_executor()) {
  sim::ExecutionOptions options;
  options.executor = executor;
  return run_stored_registers(target, setup, count, 32, lds_bytes, options);
}

// Lane 0 of each result.
std::vector<std::uint32_t> lane0(const std::vector<std::vector<std::uint32_t>>& results) {
  std::vector<std::uint32_t> values;
  for (const auto& r : results) values.push_back(r[0]);
  return values;
}

std::uint32_t bits(float v) { return std::bit_cast<std::uint32_t>(v); }

}  // namespace

TEST_CASE("16-bit VALU: saturation, mixed widths, f16 arithmetic and conversions") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = lane0(run_results(target,
                                     "v_mov_b32 v4, 0xfff0\n"          // u16 65520 / i16 -16
                                     "v_mov_b32 v5, 0x20\n"            // 32
                                     "v_mov_b32 v6, 0x8000\n"          // i16 -32768
                                     "v_mov_b32 v7, 1000\n"
                                     "v_mov_b32 v8, 4\n"
                                     "v_mov_b32 v9, 0x3800\n"          // f16 0.5
                                     "v_mov_b32 v20, 0x3c00\n"         // f16 1.0
                                     "v_mov_b32 v21, 0x4000\n"         // f16 2.0
                                     "v_mov_b32 v22, 0x3800\n"         // f16 0.5
                                     "v_mov_b32 v23, 0x3e00\n"         // f16 1.5
                                     "v_mov_b32 v24, 3\n"
                                     "v_mov_b32 v26, 0x4a00\n"         // f16 12.0
                                     "v_mov_b32 v27, 0xbd00\n"         // f16 -1.25
                                     "v_mov_b32 v10, 0\n"
                                     "v_mov_b32 v11, 0\n"
                                     "v_mov_b32 v12, 0\n"
                                     "v_mov_b32 v14, 0\n"
                                     "v_mov_b32 v15, 0\n"
                                     "v_mov_b32 v16, 0\n"
                                     "v_mov_b32 v17, 0\n"
                                     "v_mov_b32 v18, 0\n"
                                     "v_mov_b32 v19, 0\n"
                                     "v_mov_b32 v25, 0\n"
                                     "v_mov_b32 v28, 0\n"
                                     "v_mov_b32 v29, 0\n"
                                     "v_add_nc_u16 v10, v4, v5 clamp\n"
                                     "v_add_nc_u16 v11, v4, v5\n"
                                     "v_sub_nc_i16 v12, v6, v5 clamp\n"
                                     "v_mad_u32_u16 v13, v4, v5, v7\n"
                                     "v_max3_i16 v14, v4, v5, v6\n"
                                     "v_lshrrev_b16 v15, v8, v4\n"
                                     "v_cvt_f16_i16 v16, v6\n"
                                     "v_cvt_norm_i16_f16 v17, v9\n"
                                     "v_fma_f16 v18, v20, v21, v22\n"
                                     "v_ldexp_f16 v19, v23, v24\n"
                                     "v_frexp_mant_f16 v20, v26\n"
                                     "v_frexp_exp_i16_f16 v25, v26\n"
                                     "v_fract_f16 v28, v27\n"
                                     "v_sqrt_f16 v29, 0x4400\n"
                                     "v_mov_b32 v21, v25\n"
                                     "v_mov_b32 v22, v28\n"
                                     "v_mov_b32 v23, v29\n",
                                     14));
    CHECK(r[0] == 0xffffu);       // 65520 + 32 saturates at 65535
    CHECK(r[1] == 0x0010u);       // 0x10010 wraps to 0x0010
    CHECK(r[2] == 0x8000u);       // -32768 - 32 saturates at -32768
    CHECK(r[3] == 2097640u);      // 65520 * 32 + 1000
    CHECK(r[4] == 0x0020u);       // max(-16, 32, -32768)
    CHECK(r[5] == 0x0fffu);       // 0xfff0 >> 4
    CHECK(r[6] == 0xf800u);       // f16 -32768: sign, exponent 15 + 15, mantissa 0
    CHECK(r[7] == 0x4000u);       // 0.5 * 32767 = 16383.5 rounds to even 16384
    CHECK(r[8] == 0x4100u);       // 1 * 2 + 0.5 = 2.5
    CHECK(r[9] == 0x4a00u);       // 1.5 * 2^3 = 12
    CHECK(r[10] == 0x3a00u);      // 12 = 0.75 * 2^4: mantissa 0.75
    CHECK(r[11] == 4u);           // ... exponent 4
    CHECK(r[12] == 0x3a00u);      // fract(-1.25) = 0.75
    CHECK(r[13] == 0x4000u);      // sqrt(4) = 2
  }
}

TEST_CASE("packed 16-bit math, dot products and v_fma_mix") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = lane0(run_results(target,
                                     "v_mov_b32 v4, 0x7fff0005\n"
                                     "v_mov_b32 v5, 0x20003\n"
                                     "v_pk_add_u16 v10, v4, v5\n"
                                     "v_mov_b32 v6, 0x40003e00\n"   // f16 (hi 2.0, lo 1.5)
                                     "v_mov_b32 v7, 0xb8004000\n"   // f16 (hi -0.5, lo 2.0)
                                     "v_pk_mul_f16 v11, v6, v7\n"
                                     "v_mov_b32 v8, 0xff020304\n"   // bytes 4, 3, 2, 0xff
                                     "v_mov_b32 v9, 0x01010101\n"
                                     "v_dot4_i32_iu8 v12, v8, v9, 100 neg_lo:[1,1,0]\n"
                                     "v_dot4_u32_u8 v13, v8, v9, 100\n"
                                     "v_dot2_f32_f16 v14, v6, v7, 1.0\n"
                                     "v_mov_b32 v20, 0.25\n"
                                     "v_fma_mix_f32 v15, v6, v7, v20 op_sel_hi:[1,1,0]\n"
                                     "v_pk_fma_f16 v16, v6, v7, v6 op_sel:[1,0,0] op_sel_hi:[0,1,1]\n",
                                     7));
    CHECK(r[0] == 0x80010008u);  // lo 5 + 3, hi 0x7fff + 2
    CHECK(r[1] == 0xbc004200u);  // lo 1.5 * 2 = 3.0, hi 2 * -0.5 = -1.0
    CHECK(r[2] == 108u);         // signed bytes: 4 + 3 + 2 - 1 + 100
    CHECK(r[3] == 364u);         // unsigned bytes: 4 + 3 + 2 + 255 + 100
    CHECK(r[4] == bits(3.0f));   // 1.5 * 2 + 2 * -0.5 + 1
    CHECK(r[5] == bits(3.25f));  // f16 1.5 * f16 2.0 + f32 0.25
    // op_sel:[1,0,0] op_sel_hi:[0,1,1]: lo = hi(v6) * lo(v7) + lo(v6) = 2 * 2 + 1.5 = 5.5 (0x4580);
    // hi = lo(v6) * hi(v7) + hi(v6) = 1.5 * -0.5 + 2 = 1.25 (0x3d00).
    CHECK(r[6] == 0x3d004580u);
  }
}

TEST_CASE("sums of absolute differences, v_lerp_u8, cube-map helpers, conversions") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = lane0(run_results(target,
                                     "v_mov_b32 v4, 0x01020304\n"
                                     "v_mov_b32 v5, 0x04030201\n"
                                     "v_mov_b32 v6, 0x04000201\n"
                                     "v_sad_u8 v10, v4, v5, 10\n"
                                     "v_msad_u8 v11, v4, v6, 10\n"
                                     "v_mov_b32 v7, 0x50010\n"
                                     "v_mov_b32 v8, 0x80004\n"
                                     "v_sad_u16 v12, v7, v8, 1\n"
                                     "v_mov_b32 v7, 0x10203040\n"
                                     "v_mov_b32 v9, 0x101\n"
                                     "v_lerp_u8 v13, v7, v4, v9\n"
                                     "v_mov_b32 v20, 1.0\n"
                                     "v_mov_b32 v21, -2.0\n"
                                     "v_mov_b32 v22, 0.5\n"
                                     "v_cubeid_f32 v14, v20, v21, v22\n"
                                     "v_cubesc_f32 v15, v20, v21, v22\n"
                                     "v_cubetc_f32 v16, v20, v21, v22\n"
                                     "v_cubema_f32 v17, v20, v21, v22\n"
                                     "v_mov_b32 v23, 0x3f803000\n"   // 1 + 3/2048
                                     "v_mov_b32 v24, 0xbf803000\n"
                                     "v_cvt_pk_rtz_f16_f32 v18, v23, v24\n"
                                     "v_mov_b32 v25, 0x11223344\n"
                                     "v_mov_b32 v26, 0x437e999a\n"   // 254.6
                                     "v_cvt_pk_u8_f32 v19, v26, 1, v25\n"
                                     "v_cvt_off_f32_i4 v20, 8\n"
                                     "v_mov_b32 v27, 0x80000123\n"
                                     "v_sat_pk_u8_i16 v21, v27\n"
                                     "v_mov_b32 v28, 12.0\n"
                                     "v_frexp_mant_f32 v22, v28\n"
                                     "v_frexp_exp_i32_f32 v23, v28\n"
                                     "v_mov_b32 v29, 0x7fffffff\n"
                                     "v_add_nc_i32 v24, v29, 1 clamp\n",
                                     15));
    CHECK(r[0] == 18u);                // |4-1| + |3-2| + |2-3| + |1-4| + 10
    CHECK(r[1] == 17u);                // bytes where v6 is 0 are skipped: 3 + 1 + 3 + 10
    CHECK(r[2] == 16u);                // |0x10 - 4| + |5 - 8| + 1
    CHECK(r[3] == 0x08111a22u);        // per byte (a + b + c.bit0) >> 1: (0x40+4+1)>>1, (0x30+3+1)>>1, ...
    CHECK(r[4] == bits(3.0f));         // |y| is the largest and y < 0: face 3
    CHECK(r[5] == bits(1.0f));         // y major: sc = x
    CHECK(r[6] == bits(-0.5f));        // y major, y < 0: tc = -z
    CHECK(r[7] == bits(-4.0f));        // 2 * y
    CHECK(r[8] == 0xbc013c01u);        // 1 + 1.5 ulp(f16) rounds toward zero to 1 + 1 ulp
    CHECK(r[9] == 0x1122ff44u);        // 254.6 -> 255 into byte 1
    CHECK(r[10] == bits(-0.5f));       // i4 0x8 = -8, / 16
    CHECK(r[11] == 0x00ffu);           // lo 0x123 -> 255, hi -32768 -> 0
    CHECK(r[12] == bits(0.75f));       // 12 = 0.75 * 2^4
    CHECK(r[13] == 4u);
    CHECK(r[14] == 0x7fffffffu);       // INT32_MAX + 1 saturates
  }
}

TEST_CASE("f32 division with v_div_scale / v_div_fmas / v_div_fixup equals IEEE division, scaled cases included") {
  // LLVM's f32 fdiv expansion (AMDGPU SITargetLowering::LowerFDIV32) without the denormal-mode switches.
  const std::string divide =
      "v_div_scale_f32 v3, null, v31, v31, v30\n"
      "v_div_scale_f32 v4, vcc_lo, v30, v31, v30\n"
      "v_rcp_f32 v5, v3\n"
      "v_fma_f32 v6, -v3, v5, 1.0\n"
      "v_fmac_f32 v5, v6, v5\n"
      "v_mul_f32 v6, v4, v5\n"
      "v_fma_f32 v7, -v3, v6, v4\n"
      "v_fmac_f32 v6, v7, v5\n"
      "v_fma_f32 v3, -v3, v6, v4\n"
      "v_div_fmas_f32 v3, v3, v5, v6\n"
      "v_div_fixup_f32 v10, v3, v31, v30\n";
  const std::pair<float, float> cases[] = {{1.0f, 3.0f}, {-7.0f, 0.1f}, {1e-38f, 1e3f}, {3e38f, 1e-3f},
                                            {1e30f, 3e-9f}, {2.0f, 0.0f}, {0.0f, 0.0f},
                                            // a denormal quotient of a huge denominator; one that underflows to 0
                                            {1.0f, 0x1.fffffep+127f}, {0x1p-125f, 0x1.8p+69f},
                                            // a denormal quotient that the scaled fma must round once
                                            {1.0f, 0x1.8p+126f}};
  for (const std::string target : kTargets) {
    for (const auto& [numerator, denominator] : cases) {
      CAPTURE(target);
      CAPTURE(numerator);
      CAPTURE(denominator);
      const std::string setup =
          fmt::format("v_mov_b32 v30, 0x{:08x}\nv_mov_b32 v31, 0x{:08x}\n", bits(numerator), bits(denominator)) + divide;
      const float expected = numerator / denominator;
      const std::uint32_t got = lane0(run_results(target, setup, 1))[0];
      if (expected != expected) {
        CHECK((got & 0x7f800000u) == 0x7f800000u);
        CHECK((got & 0x007fffffu) != 0);
      } else {
        CHECK(got == bits(expected));
      }
    }
  }
}

TEST_CASE("v_trig_preop_f64, v_interp_p10/p2_f32, ds_swizzle_b32") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = run_results(target,
                               "v_trig_preop_f64 v[10:11], 1.0, 0\n"
                               "v_cvt_f32_u32 v4, v0\n"
                               "v_mov_b32 v5, 2.0\n"
                               "v_interp_p10_f32 v12, v4, v5, v4\n"
                               "v_interp_p2_f32 v13, v4, v5, v4\n"
                               "ds_swizzle_b32 v14, v0 offset:swizzle(QUAD_PERM,3,2,1,0)\n"
                               "ds_swizzle_b32 v15, v0 offset:swizzle(BITMASK_PERM,\"ppppi\")\n"
                               "s_waitcnt lgkmcnt(0)\n",
                               6);
    // The first 53 bits of 2/PI = 0x0.A2F9836E4E441529FC27... truncated: 0x1.45f306dc9c882p-1 (round to nearest
    // would give ...883).
    const double segment = 0x1.45f306dc9c882p-1;
    std::uint64_t segment_bits = std::bit_cast<std::uint64_t>(segment);
    CHECK(r[0][0] == static_cast<std::uint32_t>(segment_bits));
    CHECK(r[1][0] == static_cast<std::uint32_t>(segment_bits >> 32));
    for (int lane = 0; lane < 32; ++lane) {
      CAPTURE(lane);
      const float quad = static_cast<float>(lane & ~3);
      CHECK(r[2][lane] == bits((quad + 1) * 2.0f + quad));          // P10 = S0[quad+1] * I + S2[quad]
      CHECK(r[3][lane] == bits((quad + 2) * 2.0f + float(lane)));   // P2 = S0[quad+2] * J + S2[lane]
      CHECK(r[4][lane] == static_cast<std::uint32_t>((lane & ~3) + 3 - (lane & 3)));  // quads reversed
      CHECK(r[5][lane] == static_cast<std::uint32_t>(lane ^ 1));                      // xor mask 1
    }
  }
}

TEST_CASE("LDS atomics: returned old values, lane order on one address, cmpstore, inc wrap") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = run_results(target,
                               "v_lshlrev_b32 v1, 2, v0\n"
                               "v_mov_b32 v3, 10\n"
                               "ds_store_b32 v1, v3\n"
                               "v_mov_b32 v4, 5\n"
                               "ds_add_rtn_u32 v10, v1, v4\n"        // old 10, now 15
                               "v_mov_b32 v6, 15\n"
                               "ds_inc_rtn_u32 v11, v1, v6\n"        // old 15 >= 15: wraps to 0
                               "v_mov_b32 v8, 77\n"
                               "v_mov_b32 v9, 0\n"
                               "ds_cmpstore_rtn_b32 v12, v1, v8, v9\n"  // old 0 == 0: stores 77
                               "ds_load_b32 v13, v1\n"
                               "v_mov_b32 v20, 0x100\n"
                               "v_mov_b32 v21, 0\n"
                               "ds_store_b32 v20, v21\n"
                               "v_mov_b32 v22, 1\n"
                               "ds_add_rtn_u32 v14, v20, v22\n"      // every lane adds 1 to one dword
                               "ds_load_b32 v15, v20\n"
                               "s_waitcnt lgkmcnt(0)\n",
                               6, 512);
    for (int lane = 0; lane < 32; ++lane) {
      CAPTURE(lane);
      CHECK(r[0][lane] == 10u);
      CHECK(r[1][lane] == 15u);
      CHECK(r[2][lane] == 0u);
      CHECK(r[3][lane] == 77u);
      CHECK(r[4][lane] == static_cast<std::uint32_t>(lane));  // lanes in order: lane l sees l earlier adds
      CHECK(r[5][lane] == 32u);
    }
  }
}

TEST_CASE("SALU: quad masks and bit replication (both targets), SALU float (gfx12)") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const auto r = lane0(run_results(target,
                                     "s_mov_b32 s11, 0x000f0102\n"
                                     "s_quadmask_b32 s10, s11\n"
                                     "v_mov_b32 v10, s10\n"
                                     "s_wqm_b32 s10, s11\n"
                                     "v_mov_b32 v11, s10\n"
                                     "s_bitreplicate_b64_b32 s[12:13], 5\n"
                                     "v_mov_b32 v12, s12\n"
                                     "v_mov_b32 v13, s13\n",
                                     4));
    CHECK(r[0] == 0x15u);        // nibbles 2,0,1,0,f,0,0,0: quads 0, 2 and 4 are non-zero
    CHECK(r[1] == 0x000f0f0fu);  // those quads filled
    CHECK(r[2] == 0x33u);        // 0b101 -> 0b110011
    CHECK(r[3] == 0u);
  }
  const auto r = lane0(run_results("gfx1201",
                                   "s_mov_b32 s20, 0x40100000\n"          // 2.25
                                   "s_add_f32 s4, 1.5, s20\n"
                                   "s_mov_b32 s5, 0xc02ccccd\n"            // -2.7
                                   "s_cvt_i32_f32 s6, s5\n"
                                   "s_mov_b32 s7, 1.0\n"
                                   "s_fmac_f32 s7, s4, 2.0\n"              // 3.75 * 2 + 1
                                   "s_cmp_lt_f32 s5, s4\n"
                                   "s_cselect_b32 s8, 1, 2\n"
                                   "s_cvt_f16_f32 s9, s4\n"
                                   "s_max_num_f16 s10, s9, 0x4800\n"        // max(f16 3.75, 8.0)
                                   "v_mov_b32 v10, s4\n"
                                   "v_mov_b32 v11, s6\n"
                                   "v_mov_b32 v12, s7\n"
                                   "v_mov_b32 v13, s8\n"
                                   "v_mov_b32 v14, s9\n"
                                   "v_mov_b32 v15, s10\n",
                                   6));
  CHECK(r[0] == bits(3.75f));
  CHECK(r[1] == static_cast<std::uint32_t>(-2));  // truncation toward zero
  CHECK(r[2] == bits(8.5f));
  CHECK(r[3] == 1u);                              // -2.7 < 3.75
  CHECK(r[4] == 0x4380u);                         // f16 3.75: exponent 1, mantissa 0.875 * 1024
  CHECK(r[5] == 0x4800u);
}

TEST_CASE("gfx12: fp8/bf8 conversions and v_permlane16_var_b32") {
  const auto r = run_results("gfx1201",
                             "v_mov_b32 v4, 0x4838\n"
                             "v_cvt_f32_fp8_e64 v10, v4\n"
                             "v_cvt_f32_fp8_e64 v11, v4 byte_sel:1\n"
                             "v_mov_b32 v12, 0\n"
                             "v_cvt_pk_fp8_f32 v12, 1.0, -2.0\n"
                             "v_mov_b32 v5, 0x3c\n"
                             "v_cvt_f32_bf8_e64 v13, v5\n"
                             "v_and_b32 v6, 15, v0\n"
                             "v_sub_nc_u32 v6, 15, v6\n"
                             "v_permlane16_var_b32 v14, v0, v6\n",
                             5);
  CHECK(r[0][0] == bits(1.0f));    // E4M3 0x38 = 0.0111.000: 2^(7-7)
  CHECK(r[1][0] == bits(4.0f));    // 0x48 = 0.1001.000: 2^(9-7)
  CHECK(r[2][0] == 0xc038u);       // 1.0 -> 0x38, -2.0 -> 1.1000.000
  CHECK(r[3][0] == bits(1.0f));    // E5M2 0x3c = 0.01111.00: 2^(15-15)
  for (int lane = 0; lane < 32; ++lane) {
    CHECK(r[4][lane] == static_cast<std::uint32_t>((lane & ~15) + 15 - (lane & 15)));  // rows reversed
  }
}

TEST_CASE("s_getreg_b32 of a modelled-nowhere hardware register faults with the register named") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const sim::KernelProgram program(test_kernel(target), assemble(target, "s_getreg_b32 s4, hwreg(HW_REG_HW_ID2)\ns_endpgm\n"));
    try {
      run_program(program, 1);
      FAIL("no fault");
    } catch (const sim::KernelFault& e) {
      CHECK(std::string(e.what()).find("s_getreg_b32 of hardware register 24: not modelled") != std::string::npos);
    }
  }
}

// The NaN rule (docs/execution.md "NaN results"): of several NaN inputs the result is the first in source order,
// quieted (payload and sign kept, quiet bit set); f16 arithmetic returns the canonical quiet NaN. Every value by
// hand: A = 0x7fa00001 (sNaN, quieted 0x7fe00001), B = 0xffc00123 (quiet, negative), C = 0x7f800005 (sNaN,
// quieted 0x7fc00005). Both executors, so that the translated handlers (VOP2, VOP3, VOPD, fmac, fmaak) follow it.
TEST_CASE("NaN results: the first NaN input in source order, quieted, in both executors") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const bool gfx12 = target == std::string("gfx1201");
    const std::string setup = std::string{} +
                       "v_mov_b32 v30, 0x7fa00001\n"        // A
                       "v_mov_b32 v31, 0xffc00123\n"        // B
                       "v_mov_b32 v32, 0x7f800005\n"        // C
                       "v_mov_b32 v33, 1.0\n"
                       "v_mov_b32 v34, 0x7d01\n"            // f16 sNaN
                       "v_mov_b32 v35, 0xfe05\n"            // f16 quiet NaN, negative
                       "v_mov_b32 v36, 0xabc\n"             // f64 sNaN 0x7ff0000000000abc
                       "v_mov_b32 v37, 0x7ff00000\n"
                       "v_mov_b32 v38, 1\n"                 // f64 quiet NaN 0xfff8000000000001
                       "v_mov_b32 v39, 0xfff80000\n"
                       "v_mov_b32 v21, 0\n"
                       "v_add_f32 v10, v30, v31\n"          // VOP2: A first
                       "v_add_f32 v11, v31, v30\n"          // B first
                       "v_mul_f32_e64 v12, v30, v31\n"      // VOP3
                       "v_sub_f32_e64 v13, v31, v30\n"
                       "v_subrev_f32 v14, v30, v31\n"       // v31 - v30, source order still v30 first
                       "v_fma_f32 v15, v33, v31, v32\n"     // 1 * B + C: B
                       "v_fma_f32 v16, v32, v31, v30\n"     // C * B + A: C
                       "v_mov_b32 v17, v32\n"
                       "v_fmac_f32 v17, v33, v30\n"         // 1 * A + C: A
                       "v_fmaak_f32 v18, v31, v30, 0x3f800000\n"  // B * A + 1: B
                       "v_dual_mul_f32 v19, v30, v31 :: v_dual_add_f32 v20, v31, v30\n"  // VOPD: A, B
                       "v_add_f16 v21, v34, v35\n"          // f16: canonical
                       "v_add_f64 v[22:23], v[36:37], v[38:39]\n"  // f64: quieted 0x7ff8000000000abc
                       + (gfx12 ? "v_max_num_f32 v24, v31, v30\n" : "v_max_f32 v24, v31, v30\n");  // two NaNs: B
    constexpr int kCount = 15;
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      CAPTURE(sim::executor_name(executor));
      const auto results = run_results(target, setup, kCount, 0, executor);
      const std::uint32_t expected[kCount] = {0x7fe00001u, 0xffc00123u, 0x7fe00001u, 0xffc00123u, 0x7fe00001u,
                                              0xffc00123u, 0x7fc00005u, 0x7fe00001u, 0xffc00123u, 0x7fe00001u,
                                              0xffc00123u, 0x00007e00u, 0x00000abcu, 0x7ff80000u, 0xffc00123u};
      for (int k = 0; k < kCount; ++k) {
        CAPTURE(k);
        for (int lane = 0; lane < 32; ++lane) CHECK(fmt::format("{:#010x}", results[k][lane]) == fmt::format("{:#010x}", expected[k]));
      }
    }
  }
}

// LDS loads whose addr VGPR is also (part of) vdst, and a 2addr store whose second element lands on the next lane's
// first (every lane's first element is written before any second one, so the second wins), in both executors: the
// translated handlers read the addresses in place.
TEST_CASE("LDS: vdst overlapping addr, and 2addr stores in element order, in both executors") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string setup =
                       "v_lshlrev_b32 v1, 4, v0\n"             // 16 bytes per lane
                       "v_add_nc_u32 v4, 1000, v0\n"
                       "v_add_nc_u32 v5, 2000, v0\n"
                       "v_add_nc_u32 v6, 3000, v0\n"
                       "v_add_nc_u32 v7, 4000, v0\n"
                       "ds_store_b128 v1, v[4:7]\n"
                       "v_mov_b32 v10, v1\n"
                       "ds_load_2addr_b64 v[10:13], v10 offset1:1\n"  // addr = first register of vdst
                       "v_mov_b32 v15, v1\n"
                       "ds_load_2addr_b64 v[14:17], v15 offset1:1\n"  // addr inside the first element
                       "v_mov_b32 v18, v1\n"
                       "ds_load_b64 v[18:19], v18 offset:8\n"
                       "v_lshlrev_b32 v21, 2, v0\n"
                       "v_add_nc_u32 v21, 0x200, v21\n"        // 4 bytes per lane from 512
                       "v_add_nc_u32 v22, 5000, v0\n"
                       "v_add_nc_u32 v23, 6000, v0\n"
                       "ds_store_2addr_b32 v21, v22, v23 offset1:1\n"
                       "ds_load_b32 v20, v21\n";
    constexpr int kCount = 11;
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      CAPTURE(sim::executor_name(executor));
      const auto results = run_results(target, setup, kCount, 1024, executor);
      const std::uint32_t base[kCount - 1] = {1000, 2000, 3000, 4000, 1000, 2000, 3000, 4000, 3000, 4000};
      for (std::uint32_t lane = 0; lane < 32; ++lane) {
        CAPTURE(lane);
        for (int k = 0; k < kCount - 1; ++k) CHECK(results[k][lane] == base[k] + lane);
        CHECK(results[kCount - 1][lane] == (lane == 0 ? 5000u : 6000u + lane - 1));
      }
    }
  }
}

// The ds_*_2addr forms' element sizes and strides (AMD RDNA3 ISA §12.5 DS_LOAD_2ADDR_B32: addr + offset0 x element,
// x 64 for _stride64), every form once, in both executors. Every lane owns 8 bytes at 8 x lane + 512 and at
// 8 x lane + 1536; the forms name them with different offsets.
TEST_CASE("LDS: the 2addr forms' element sizes and strides, in both executors") {
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string setup =
                       "v_lshlrev_b32 v1, 3, v0\n"  // 8 bytes per lane
                       "v_add_nc_u32 v4, 1000, v0\n"
                       "v_add_nc_u32 v5, 2000, v0\n"
                       "v_add_nc_u32 v6, 3000, v0\n"
                       "v_add_nc_u32 v7, 4000, v0\n"
                       "v_add_nc_u32 v8, 5000, v0\n"
                       "v_add_nc_u32 v9, 6000, v0\n"
                       "ds_store_2addr_stride64_b64 v1, v[4:5], v[6:7] offset0:1 offset1:3\n"  // 1 x 8 x 64, 3 x 8 x 64
                       "ds_load_b64 v[10:11], v1 offset:512\n"
                       "ds_load_b64 v[12:13], v1 offset:1536\n"
                       "ds_load_2addr_stride64_b32 v[14:15], v1 offset0:2 offset1:6\n"  // 2 x 4 x 64, 6 x 4 x 64
                       "ds_load_2addr_b64 v[16:19], v1 offset0:64 offset1:192\n"        // 64 x 8, 192 x 8
                       "ds_storexchg_2addr_stride64_rtn_b32 v[20:21], v1, v8, v9 offset0:2 offset1:6\n"
                       "ds_storexchg_2addr_rtn_b64 v[22:25], v1, v[4:5], v[6:7] offset0:64 offset1:192\n"
                       "ds_load_2addr_b32 v[26:27], v1 offset0:128 offset1:129\n"  // 128 x 4, 129 x 4
                       "ds_store_2addr_b32 v1, v8, v9 offset0:128 offset1:129\n"
                       "ds_load_2addr_stride64_b64 v[28:31], v1 offset0:1 offset1:3\n"
                       "ds_store_2addr_b64 v1, v[6:7], v[4:5] offset0:64 offset1:192\n"
                       "ds_storexchg_2addr_rtn_b32 v[32:33], v1, v8, v9 offset0:128 offset1:129\n"
                       "ds_store_2addr_stride64_b32 v1, v9, v8 offset0:2 offset1:6\n"
                       "ds_storexchg_2addr_stride64_rtn_b64 v[34:37], v1, v[4:5], v[6:7] offset0:1 offset1:3\n"
                       "ds_load_2addr_b64 v[38:41], v1 offset0:64 offset1:192\n";
    constexpr int kCount = 32;
    // v10 ... v41, less the lane
    const std::uint32_t expected[kCount] = {1000, 2000, 3000, 4000,  // the stride64 b64 store, read back
                                            1000, 3000,              // the low dwords through the stride64 b32 load
                                            1000, 2000, 3000, 4000,  // the b64 load
                                            1000, 3000,              // old low dwords; 5000 and 6000 written
                                            5000, 2000, 6000, 4000,  // old b64 elements; 1000-4000 written back
                                            1000, 2000,              // the b32 load (both at 512)
                                            5000, 6000, 3000, 4000,  // the b32 store over 512, then both b64 back
                                            3000, 4000,              // old dwords after the b64 store of v[6:7], v[4:5]
                                            6000, 6000, 5000, 2000,  // old b64 after the stride64 b32 store of v9, v8
                                            1000, 2000, 3000, 4000};  // what that exchange wrote
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      CAPTURE(sim::executor_name(executor));
      const auto results = run_results(target, setup, kCount, 2048, executor);
      for (std::uint32_t lane = 0; lane < 32; ++lane) {
        CAPTURE(lane);
        for (int k = 0; k < kCount; ++k) CHECK(results[k][lane] == expected[k] + lane);
      }
    }
  }
}
