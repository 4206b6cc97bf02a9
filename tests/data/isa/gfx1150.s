// gfx1150 wave32: 2737 instructions as llvm-objdump-19 printed them for the probes of
// scripts/gen_isa_records.py (every record with its modifiers, constants, literals and DPP forms, VOPD
// pairs, WMMA/SWMMAC, waits, messages, swizzles, memory forms); `.long` lines hold the encodings LLVM decodes
// but its assembler does not accept as text. Generated; tests/test_isa_disasm_corpus.cpp
// assembles it with llvm-mc-19 and compares wmmasim's disassembly with llvm-objdump-19's.
s_abs_i32 s16, -1
s_abs_i32 s16, 0.15915494
s_abs_i32 s16, 0.5
s_abs_i32 s16, 0x12345678
s_abs_i32 s16, 0x3800
s_abs_i32 s16, 0x3fe00000
s_abs_i32 s16, 0xffff8000
s_abs_i32 s16, 64
s_abs_i32 s16, s32
s_absdiff_i32 s16, -1, s48
s_absdiff_i32 s16, 0.15915494, s48
s_absdiff_i32 s16, 0.5, s48
s_absdiff_i32 s16, 0x12345678, s48
s_absdiff_i32 s16, 0x3800, s48
s_absdiff_i32 s16, 0x3fe00000, s48
s_absdiff_i32 s16, 0xffff8000, s48
s_absdiff_i32 s16, 64, s48
s_absdiff_i32 s16, s32, -1
s_absdiff_i32 s16, s32, 0.15915494
s_absdiff_i32 s16, s32, 0.5
s_absdiff_i32 s16, s32, 0x12345678
s_absdiff_i32 s16, s32, 0x3800
s_absdiff_i32 s16, s32, 0x3fe00000
s_absdiff_i32 s16, s32, 0xffff8000
s_absdiff_i32 s16, s32, 64
s_absdiff_i32 s16, s32, s48
s_add_f16 s16, -1, s48
s_add_f16 s16, 0, s48
s_add_f16 s16, 0.15915494, s48
s_add_f16 s16, 0.5, s48
s_add_f16 s16, 0x5678, s48
s_add_f16 s16, 0x8000, s48
s_add_f16 s16, 64, s48
s_add_f16 s16, s32, -1
s_add_f16 s16, s32, 0
s_add_f16 s16, s32, 0.15915494
s_add_f16 s16, s32, 0.5
s_add_f16 s16, s32, 0x5678
s_add_f16 s16, s32, 0x8000
s_add_f16 s16, s32, 64
s_add_f16 s16, s32, s48
s_add_f32 s16, -1, s48
s_add_f32 s16, 0.15915494, s48
s_add_f32 s16, 0.5, s48
s_add_f32 s16, 0x12345678, s48
s_add_f32 s16, 0x3800, s48
s_add_f32 s16, 0x3fe00000, s48
s_add_f32 s16, 0xffff8000, s48
s_add_f32 s16, 64, s48
s_add_f32 s16, s32, -1
s_add_f32 s16, s32, 0.15915494
s_add_f32 s16, s32, 0.5
s_add_f32 s16, s32, 0x12345678
s_add_f32 s16, s32, 0x3800
s_add_f32 s16, s32, 0x3fe00000
s_add_f32 s16, s32, 0xffff8000
s_add_f32 s16, s32, 64
s_add_f32 s16, s32, s48
s_add_i32 s16, -1, s48
s_add_i32 s16, 0.15915494, s48
s_add_i32 s16, 0.5, s48
s_add_i32 s16, 0x12345678, s48
s_add_i32 s16, 0x3800, s48
s_add_i32 s16, 0x3fe00000, s48
s_add_i32 s16, 0xffff8000, s48
s_add_i32 s16, 64, s48
s_add_i32 s16, s32, -1
s_add_i32 s16, s32, 0.15915494
s_add_i32 s16, s32, 0.5
s_add_i32 s16, s32, 0x12345678
s_add_i32 s16, s32, 0x3800
s_add_i32 s16, s32, 0x3fe00000
s_add_i32 s16, s32, 0xffff8000
s_add_i32 s16, s32, 64
s_add_i32 s16, s32, s48
s_add_u32 s16, -1, s48
s_add_u32 s16, 0.15915494, s48
s_add_u32 s16, 0.5, s48
s_add_u32 s16, 0x12345678, s48
s_add_u32 s16, 0x3800, s48
s_add_u32 s16, 0x3fe00000, s48
s_add_u32 s16, 0xffff8000, s48
s_add_u32 s16, 64, s48
s_add_u32 s16, s32, -1
s_add_u32 s16, s32, 0.15915494
s_add_u32 s16, s32, 0.5
s_add_u32 s16, s32, 0x12345678
s_add_u32 s16, s32, 0x3800
s_add_u32 s16, s32, 0x3fe00000
s_add_u32 s16, s32, 0xffff8000
s_add_u32 s16, s32, 64
s_add_u32 s16, s32, s48
s_addc_u32 s16, -1, s48
s_addc_u32 s16, 0.15915494, s48
s_addc_u32 s16, 0.5, s48
s_addc_u32 s16, 0x12345678, s48
s_addc_u32 s16, 0x3800, s48
s_addc_u32 s16, 0x3fe00000, s48
s_addc_u32 s16, 0xffff8000, s48
s_addc_u32 s16, 64, s48
s_addc_u32 s16, s32, -1
s_addc_u32 s16, s32, 0.15915494
s_addc_u32 s16, s32, 0.5
s_addc_u32 s16, s32, 0x12345678
s_addc_u32 s16, s32, 0x3800
s_addc_u32 s16, s32, 0x3fe00000
s_addc_u32 s16, s32, 0xffff8000
s_addc_u32 s16, s32, 64
s_addc_u32 s16, s32, s48
s_addk_i32 s16, 0x10
s_and_b32 s16, -1, s48
s_and_b32 s16, 0.15915494, s48
s_and_b32 s16, 0.5, s48
s_and_b32 s16, 0x12345678, s48
s_and_b32 s16, 0x3800, s48
s_and_b32 s16, 0x3fe00000, s48
s_and_b32 s16, 0xffff8000, s48
s_and_b32 s16, 64, s48
s_and_b32 s16, s32, -1
s_and_b32 s16, s32, 0.15915494
s_and_b32 s16, s32, 0.5
s_and_b32 s16, s32, 0x12345678
s_and_b32 s16, s32, 0x3800
s_and_b32 s16, s32, 0x3fe00000
s_and_b32 s16, s32, 0xffff8000
s_and_b32 s16, s32, 64
s_and_b32 s16, s32, s48
s_and_b64 s[16:17], -1, s[48:49]
s_and_b64 s[16:17], 0.15915494309189532, s[48:49]
s_and_b64 s[16:17], 0.5, s[48:49]
s_and_b64 s[16:17], 0x12345678, s[48:49]
s_and_b64 s[16:17], 0x3800, s[48:49]
s_and_b64 s[16:17], 0x3f000000, s[48:49]
s_and_b64 s[16:17], 0x3fe00000, s[48:49]
s_and_b64 s[16:17], 0xffff8000, s[48:49]
s_and_b64 s[16:17], 64, s[48:49]
s_and_b64 s[16:17], s[32:33], -1
s_and_b64 s[16:17], s[32:33], 0.15915494309189532
s_and_b64 s[16:17], s[32:33], 0.5
s_and_b64 s[16:17], s[32:33], 0x12345678
s_and_b64 s[16:17], s[32:33], 0x3800
s_and_b64 s[16:17], s[32:33], 0x3f000000
s_and_b64 s[16:17], s[32:33], 0x3fe00000
s_and_b64 s[16:17], s[32:33], 0xffff8000
s_and_b64 s[16:17], s[32:33], 64
s_and_b64 s[16:17], s[32:33], s[48:49]
s_and_not0_saveexec_b32 s16, -1
s_and_not0_saveexec_b32 s16, 0.15915494
s_and_not0_saveexec_b32 s16, 0.5
s_and_not0_saveexec_b32 s16, 0x12345678
s_and_not0_saveexec_b32 s16, 0x3800
s_and_not0_saveexec_b32 s16, 0x3fe00000
s_and_not0_saveexec_b32 s16, 0xffff8000
s_and_not0_saveexec_b32 s16, 64
s_and_not0_saveexec_b32 s16, s32
s_and_not0_saveexec_b64 s[16:17], -1
s_and_not0_saveexec_b64 s[16:17], 0.15915494309189532
s_and_not0_saveexec_b64 s[16:17], 0.5
s_and_not0_saveexec_b64 s[16:17], 0x12345678
s_and_not0_saveexec_b64 s[16:17], 0x3800
s_and_not0_saveexec_b64 s[16:17], 0x3f000000
s_and_not0_saveexec_b64 s[16:17], 0x3fe00000
s_and_not0_saveexec_b64 s[16:17], 0xffff8000
s_and_not0_saveexec_b64 s[16:17], 64
s_and_not0_saveexec_b64 s[16:17], s[32:33]
s_and_not0_wrexec_b32 s16, -1
s_and_not0_wrexec_b32 s16, 0.15915494
s_and_not0_wrexec_b32 s16, 0.5
s_and_not0_wrexec_b32 s16, 0x12345678
s_and_not0_wrexec_b32 s16, 0x3800
s_and_not0_wrexec_b32 s16, 0x3fe00000
s_and_not0_wrexec_b32 s16, 0xffff8000
s_and_not0_wrexec_b32 s16, 64
s_and_not0_wrexec_b32 s16, s32
s_and_not0_wrexec_b64 s[16:17], -1
s_and_not0_wrexec_b64 s[16:17], 0.15915494309189532
s_and_not0_wrexec_b64 s[16:17], 0.5
s_and_not0_wrexec_b64 s[16:17], 0x12345678
s_and_not0_wrexec_b64 s[16:17], 0x3800
s_and_not0_wrexec_b64 s[16:17], 0x3f000000
s_and_not0_wrexec_b64 s[16:17], 0x3fe00000
s_and_not0_wrexec_b64 s[16:17], 0xffff8000
s_and_not0_wrexec_b64 s[16:17], 64
s_and_not0_wrexec_b64 s[16:17], s[32:33]
s_and_not1_b32 s16, -1, s48
s_and_not1_b32 s16, 0.15915494, s48
s_and_not1_b32 s16, 0.5, s48
s_and_not1_b32 s16, 0x12345678, s48
s_and_not1_b32 s16, 0x3800, s48
s_and_not1_b32 s16, 0x3fe00000, s48
s_and_not1_b32 s16, 0xffff8000, s48
s_and_not1_b32 s16, 64, s48
s_and_not1_b32 s16, s32, -1
s_and_not1_b32 s16, s32, 0.15915494
s_and_not1_b32 s16, s32, 0.5
s_and_not1_b32 s16, s32, 0x12345678
s_and_not1_b32 s16, s32, 0x3800
s_and_not1_b32 s16, s32, 0x3fe00000
s_and_not1_b32 s16, s32, 0xffff8000
s_and_not1_b32 s16, s32, 64
s_and_not1_b32 s16, s32, s48
s_and_not1_b64 s[16:17], -1, s[48:49]
s_and_not1_b64 s[16:17], 0.15915494309189532, s[48:49]
s_and_not1_b64 s[16:17], 0.5, s[48:49]
s_and_not1_b64 s[16:17], 0x12345678, s[48:49]
s_and_not1_b64 s[16:17], 0x3800, s[48:49]
s_and_not1_b64 s[16:17], 0x3f000000, s[48:49]
s_and_not1_b64 s[16:17], 0x3fe00000, s[48:49]
s_and_not1_b64 s[16:17], 0xffff8000, s[48:49]
s_and_not1_b64 s[16:17], 64, s[48:49]
s_and_not1_b64 s[16:17], s[32:33], -1
s_and_not1_b64 s[16:17], s[32:33], 0.15915494309189532
s_and_not1_b64 s[16:17], s[32:33], 0.5
s_and_not1_b64 s[16:17], s[32:33], 0x12345678
s_and_not1_b64 s[16:17], s[32:33], 0x3800
s_and_not1_b64 s[16:17], s[32:33], 0x3f000000
s_and_not1_b64 s[16:17], s[32:33], 0x3fe00000
s_and_not1_b64 s[16:17], s[32:33], 0xffff8000
s_and_not1_b64 s[16:17], s[32:33], 64
s_and_not1_b64 s[16:17], s[32:33], s[48:49]
s_and_not1_saveexec_b32 s16, -1
s_and_not1_saveexec_b32 s16, 0.15915494
s_and_not1_saveexec_b32 s16, 0.5
s_and_not1_saveexec_b32 s16, 0x12345678
s_and_not1_saveexec_b32 s16, 0x3800
s_and_not1_saveexec_b32 s16, 0x3fe00000
s_and_not1_saveexec_b32 s16, 0xffff8000
s_and_not1_saveexec_b32 s16, 64
s_and_not1_saveexec_b32 s16, s32
s_and_not1_saveexec_b64 s[16:17], -1
s_and_not1_saveexec_b64 s[16:17], 0.15915494309189532
s_and_not1_saveexec_b64 s[16:17], 0.5
s_and_not1_saveexec_b64 s[16:17], 0x12345678
s_and_not1_saveexec_b64 s[16:17], 0x3800
s_and_not1_saveexec_b64 s[16:17], 0x3f000000
s_and_not1_saveexec_b64 s[16:17], 0x3fe00000
s_and_not1_saveexec_b64 s[16:17], 0xffff8000
s_and_not1_saveexec_b64 s[16:17], 64
s_and_not1_saveexec_b64 s[16:17], s[32:33]
s_and_not1_wrexec_b32 s16, -1
s_and_not1_wrexec_b32 s16, 0.15915494
s_and_not1_wrexec_b32 s16, 0.5
s_and_not1_wrexec_b32 s16, 0x12345678
s_and_not1_wrexec_b32 s16, 0x3800
s_and_not1_wrexec_b32 s16, 0x3fe00000
s_and_not1_wrexec_b32 s16, 0xffff8000
s_and_not1_wrexec_b32 s16, 64
s_and_not1_wrexec_b32 s16, s32
s_and_not1_wrexec_b64 s[16:17], -1
s_and_not1_wrexec_b64 s[16:17], 0.15915494309189532
s_and_not1_wrexec_b64 s[16:17], 0.5
s_and_not1_wrexec_b64 s[16:17], 0x12345678
s_and_not1_wrexec_b64 s[16:17], 0x3800
s_and_not1_wrexec_b64 s[16:17], 0x3f000000
s_and_not1_wrexec_b64 s[16:17], 0x3fe00000
s_and_not1_wrexec_b64 s[16:17], 0xffff8000
s_and_not1_wrexec_b64 s[16:17], 64
s_and_not1_wrexec_b64 s[16:17], s[32:33]
s_and_saveexec_b32 s16, -1
s_and_saveexec_b32 s16, 0.15915494
s_and_saveexec_b32 s16, 0.5
s_and_saveexec_b32 s16, 0x12345678
s_and_saveexec_b32 s16, 0x3800
s_and_saveexec_b32 s16, 0x3fe00000
s_and_saveexec_b32 s16, 0xffff8000
s_and_saveexec_b32 s16, 64
s_and_saveexec_b32 s16, s32
s_and_saveexec_b64 s[16:17], -1
s_and_saveexec_b64 s[16:17], 0.15915494309189532
s_and_saveexec_b64 s[16:17], 0.5
s_and_saveexec_b64 s[16:17], 0x12345678
s_and_saveexec_b64 s[16:17], 0x3800
s_and_saveexec_b64 s[16:17], 0x3f000000
s_and_saveexec_b64 s[16:17], 0x3fe00000
s_and_saveexec_b64 s[16:17], 0xffff8000
s_and_saveexec_b64 s[16:17], 64
s_and_saveexec_b64 s[16:17], s[32:33]
s_ashr_i32 s16, -1, s48
s_ashr_i32 s16, 0.15915494, s48
s_ashr_i32 s16, 0.5, s48
s_ashr_i32 s16, 0x12345678, s48
s_ashr_i32 s16, 0x3800, s48
s_ashr_i32 s16, 0x3fe00000, s48
s_ashr_i32 s16, 0xffff8000, s48
s_ashr_i32 s16, 64, s48
s_ashr_i32 s16, s32, -1
s_ashr_i32 s16, s32, 0.15915494
s_ashr_i32 s16, s32, 0.5
s_ashr_i32 s16, s32, 0x12345678
s_ashr_i32 s16, s32, 0x3800
s_ashr_i32 s16, s32, 0x3fe00000
s_ashr_i32 s16, s32, 0xffff8000
s_ashr_i32 s16, s32, 64
s_ashr_i32 s16, s32, s48
s_ashr_i64 s[16:17], -1, s48
s_ashr_i64 s[16:17], 0.15915494309189532, s48
s_ashr_i64 s[16:17], 0.5, s48
s_ashr_i64 s[16:17], 0x12345678, s48
s_ashr_i64 s[16:17], 0x3800, s48
s_ashr_i64 s[16:17], 0x3f000000, s48
s_ashr_i64 s[16:17], 0x3fe00000, s48
s_ashr_i64 s[16:17], 0xffff8000, s48
s_ashr_i64 s[16:17], 64, s48
s_ashr_i64 s[16:17], s[32:33], -1
s_ashr_i64 s[16:17], s[32:33], 0.15915494
s_ashr_i64 s[16:17], s[32:33], 0.5
s_ashr_i64 s[16:17], s[32:33], 0x12345678
s_ashr_i64 s[16:17], s[32:33], 0x3800
s_ashr_i64 s[16:17], s[32:33], 0x3fe00000
s_ashr_i64 s[16:17], s[32:33], 0xffff8000
s_ashr_i64 s[16:17], s[32:33], 64
s_ashr_i64 s[16:17], s[32:33], s48
s_barrier
s_bcnt0_i32_b32 s16, -1
s_bcnt0_i32_b32 s16, 0.15915494
s_bcnt0_i32_b32 s16, 0.5
s_bcnt0_i32_b32 s16, 0x12345678
s_bcnt0_i32_b32 s16, 0x3800
s_bcnt0_i32_b32 s16, 0x3fe00000
s_bcnt0_i32_b32 s16, 0xffff8000
s_bcnt0_i32_b32 s16, 64
s_bcnt0_i32_b32 s16, s32
s_bcnt0_i32_b64 s16, -1
s_bcnt0_i32_b64 s16, 0.15915494309189532
s_bcnt0_i32_b64 s16, 0.5
s_bcnt0_i32_b64 s16, 0x12345678
s_bcnt0_i32_b64 s16, 0x3800
s_bcnt0_i32_b64 s16, 0x3f000000
s_bcnt0_i32_b64 s16, 0x3fe00000
s_bcnt0_i32_b64 s16, 0xffff8000
s_bcnt0_i32_b64 s16, 64
s_bcnt0_i32_b64 s16, s[32:33]
s_bcnt1_i32_b32 s16, -1
s_bcnt1_i32_b32 s16, 0.15915494
s_bcnt1_i32_b32 s16, 0.5
s_bcnt1_i32_b32 s16, 0x12345678
s_bcnt1_i32_b32 s16, 0x3800
s_bcnt1_i32_b32 s16, 0x3fe00000
s_bcnt1_i32_b32 s16, 0xffff8000
s_bcnt1_i32_b32 s16, 64
s_bcnt1_i32_b32 s16, s32
s_bcnt1_i32_b64 s16, -1
s_bcnt1_i32_b64 s16, 0.15915494309189532
s_bcnt1_i32_b64 s16, 0.5
s_bcnt1_i32_b64 s16, 0x12345678
s_bcnt1_i32_b64 s16, 0x3800
s_bcnt1_i32_b64 s16, 0x3f000000
s_bcnt1_i32_b64 s16, 0x3fe00000
s_bcnt1_i32_b64 s16, 0xffff8000
s_bcnt1_i32_b64 s16, 64
s_bcnt1_i32_b64 s16, s[32:33]
s_bfe_i32 s16, -1, s48
s_bfe_i32 s16, 0.15915494, s48
s_bfe_i32 s16, 0.5, s48
s_bfe_i32 s16, 0x12345678, s48
s_bfe_i32 s16, 0x3800, s48
s_bfe_i32 s16, 0x3fe00000, s48
s_bfe_i32 s16, 0xffff8000, s48
s_bfe_i32 s16, 64, s48
s_bfe_i32 s16, s32, -1
s_bfe_i32 s16, s32, 0.15915494
s_bfe_i32 s16, s32, 0.5
s_bfe_i32 s16, s32, 0x12345678
s_bfe_i32 s16, s32, 0x3800
s_bfe_i32 s16, s32, 0x3fe00000
s_bfe_i32 s16, s32, 0xffff8000
s_bfe_i32 s16, s32, 64
s_bfe_i32 s16, s32, s48
s_bfe_i64 s[16:17], -1, s48
s_bfe_i64 s[16:17], 0.15915494309189532, s48
s_bfe_i64 s[16:17], 0.5, s48
s_bfe_i64 s[16:17], 0x12345678, s48
s_bfe_i64 s[16:17], 0x3800, s48
s_bfe_i64 s[16:17], 0x3f000000, s48
s_bfe_i64 s[16:17], 0x3fe00000, s48
s_bfe_i64 s[16:17], 0xffff8000, s48
s_bfe_i64 s[16:17], 64, s48
s_bfe_i64 s[16:17], s[32:33], -1
s_bfe_i64 s[16:17], s[32:33], 0.15915494
s_bfe_i64 s[16:17], s[32:33], 0.5
s_bfe_i64 s[16:17], s[32:33], 0x12345678
s_bfe_i64 s[16:17], s[32:33], 0x3800
s_bfe_i64 s[16:17], s[32:33], 0x3fe00000
s_bfe_i64 s[16:17], s[32:33], 0xffff8000
s_bfe_i64 s[16:17], s[32:33], 64
s_bfe_i64 s[16:17], s[32:33], s48
s_bfe_u32 s16, -1, s48
s_bfe_u32 s16, 0.15915494, s48
s_bfe_u32 s16, 0.5, s48
s_bfe_u32 s16, 0x12345678, s48
s_bfe_u32 s16, 0x3800, s48
s_bfe_u32 s16, 0x3fe00000, s48
s_bfe_u32 s16, 0xffff8000, s48
s_bfe_u32 s16, 64, s48
s_bfe_u32 s16, s32, -1
s_bfe_u32 s16, s32, 0.15915494
s_bfe_u32 s16, s32, 0.5
s_bfe_u32 s16, s32, 0x12345678
s_bfe_u32 s16, s32, 0x3800
s_bfe_u32 s16, s32, 0x3fe00000
s_bfe_u32 s16, s32, 0xffff8000
s_bfe_u32 s16, s32, 64
s_bfe_u32 s16, s32, s48
s_bfe_u64 s[16:17], -1, s48
s_bfe_u64 s[16:17], 0.15915494309189532, s48
s_bfe_u64 s[16:17], 0.5, s48
s_bfe_u64 s[16:17], 0x12345678, s48
s_bfe_u64 s[16:17], 0x3800, s48
s_bfe_u64 s[16:17], 0x3f000000, s48
s_bfe_u64 s[16:17], 0x3fe00000, s48
s_bfe_u64 s[16:17], 0xffff8000, s48
s_bfe_u64 s[16:17], 64, s48
s_bfe_u64 s[16:17], s[32:33], -1
s_bfe_u64 s[16:17], s[32:33], 0.15915494
s_bfe_u64 s[16:17], s[32:33], 0.5
s_bfe_u64 s[16:17], s[32:33], 0x12345678
s_bfe_u64 s[16:17], s[32:33], 0x3800
s_bfe_u64 s[16:17], s[32:33], 0x3fe00000
s_bfe_u64 s[16:17], s[32:33], 0xffff8000
s_bfe_u64 s[16:17], s[32:33], 64
s_bfe_u64 s[16:17], s[32:33], s48
s_bfm_b32 s16, -1, s48
s_bfm_b32 s16, 0.15915494, s48
s_bfm_b32 s16, 0.5, s48
s_bfm_b32 s16, 0x12345678, s48
s_bfm_b32 s16, 0x3800, s48
s_bfm_b32 s16, 0x3fe00000, s48
s_bfm_b32 s16, 0xffff8000, s48
s_bfm_b32 s16, 64, s48
s_bfm_b32 s16, s32, -1
s_bfm_b32 s16, s32, 0.15915494
s_bfm_b32 s16, s32, 0.5
s_bfm_b32 s16, s32, 0x12345678
s_bfm_b32 s16, s32, 0x3800
s_bfm_b32 s16, s32, 0x3fe00000
s_bfm_b32 s16, s32, 0xffff8000
s_bfm_b32 s16, s32, 64
s_bfm_b32 s16, s32, s48
s_bfm_b64 s[16:17], -1, s48
s_bfm_b64 s[16:17], 0.15915494, s48
s_bfm_b64 s[16:17], 0.5, s48
s_bfm_b64 s[16:17], 0x12345678, s48
s_bfm_b64 s[16:17], 0x3800, s48
s_bfm_b64 s[16:17], 0x3fe00000, s48
s_bfm_b64 s[16:17], 0xffff8000, s48
s_bfm_b64 s[16:17], 64, s48
s_bfm_b64 s[16:17], s32, -1
s_bfm_b64 s[16:17], s32, 0.15915494
s_bfm_b64 s[16:17], s32, 0.5
s_bfm_b64 s[16:17], s32, 0x12345678
s_bfm_b64 s[16:17], s32, 0x3800
s_bfm_b64 s[16:17], s32, 0x3fe00000
s_bfm_b64 s[16:17], s32, 0xffff8000
s_bfm_b64 s[16:17], s32, 64
s_bfm_b64 s[16:17], s32, s48
s_bitcmp0_b32 -1, s48
s_bitcmp0_b32 0.15915494, s48
s_bitcmp0_b32 0.5, s48
s_bitcmp0_b32 0x12345678, s48
s_bitcmp0_b32 0x3800, s48
s_bitcmp0_b32 0x3fe00000, s48
s_bitcmp0_b32 0xffff8000, s48
s_bitcmp0_b32 64, s48
s_bitcmp0_b32 s32, -1
s_bitcmp0_b32 s32, 0.15915494
s_bitcmp0_b32 s32, 0.5
s_bitcmp0_b32 s32, 0x12345678
s_bitcmp0_b32 s32, 0x3800
s_bitcmp0_b32 s32, 0x3fe00000
s_bitcmp0_b32 s32, 0xffff8000
s_bitcmp0_b32 s32, 64
s_bitcmp0_b32 s32, s48
s_bitcmp0_b64 -1, s48
s_bitcmp0_b64 0.15915494309189532, s48
s_bitcmp0_b64 0.5, s48
s_bitcmp0_b64 0x12345678, s48
s_bitcmp0_b64 0x3800, s48
s_bitcmp0_b64 0x3f000000, s48
s_bitcmp0_b64 0x3fe00000, s48
s_bitcmp0_b64 0xffff8000, s48
s_bitcmp0_b64 64, s48
s_bitcmp0_b64 s[32:33], -1
s_bitcmp0_b64 s[32:33], 0.15915494
s_bitcmp0_b64 s[32:33], 0.5
s_bitcmp0_b64 s[32:33], 0x12345678
s_bitcmp0_b64 s[32:33], 0x3800
s_bitcmp0_b64 s[32:33], 0x3fe00000
s_bitcmp0_b64 s[32:33], 0xffff8000
s_bitcmp0_b64 s[32:33], 64
s_bitcmp0_b64 s[32:33], s48
s_bitcmp1_b32 -1, s48
s_bitcmp1_b32 0.15915494, s48
s_bitcmp1_b32 0.5, s48
s_bitcmp1_b32 0x12345678, s48
s_bitcmp1_b32 0x3800, s48
s_bitcmp1_b32 0x3fe00000, s48
s_bitcmp1_b32 0xffff8000, s48
s_bitcmp1_b32 64, s48
s_bitcmp1_b32 s32, -1
s_bitcmp1_b32 s32, 0.15915494
s_bitcmp1_b32 s32, 0.5
s_bitcmp1_b32 s32, 0x12345678
s_bitcmp1_b32 s32, 0x3800
s_bitcmp1_b32 s32, 0x3fe00000
s_bitcmp1_b32 s32, 0xffff8000
s_bitcmp1_b32 s32, 64
s_bitcmp1_b32 s32, s48
s_bitcmp1_b64 -1, s48
s_bitcmp1_b64 0.15915494309189532, s48
s_bitcmp1_b64 0.5, s48
s_bitcmp1_b64 0x12345678, s48
s_bitcmp1_b64 0x3800, s48
s_bitcmp1_b64 0x3f000000, s48
s_bitcmp1_b64 0x3fe00000, s48
s_bitcmp1_b64 0xffff8000, s48
s_bitcmp1_b64 64, s48
s_bitcmp1_b64 s[32:33], -1
s_bitcmp1_b64 s[32:33], 0.15915494
s_bitcmp1_b64 s[32:33], 0.5
s_bitcmp1_b64 s[32:33], 0x12345678
s_bitcmp1_b64 s[32:33], 0x3800
s_bitcmp1_b64 s[32:33], 0x3fe00000
s_bitcmp1_b64 s[32:33], 0xffff8000
s_bitcmp1_b64 s[32:33], 64
s_bitcmp1_b64 s[32:33], s48
s_bitreplicate_b64_b32 s[16:17], -1
s_bitreplicate_b64_b32 s[16:17], 0.15915494
s_bitreplicate_b64_b32 s[16:17], 0.5
s_bitreplicate_b64_b32 s[16:17], 0x12345678
s_bitreplicate_b64_b32 s[16:17], 0x3800
s_bitreplicate_b64_b32 s[16:17], 0x3fe00000
s_bitreplicate_b64_b32 s[16:17], 0xffff8000
s_bitreplicate_b64_b32 s[16:17], 64
s_bitreplicate_b64_b32 s[16:17], s32
s_bitset0_b32 s16, -1
s_bitset0_b32 s16, 0.15915494
s_bitset0_b32 s16, 0.5
s_bitset0_b32 s16, 0x12345678
s_bitset0_b32 s16, 0x3800
s_bitset0_b32 s16, 0x3fe00000
s_bitset0_b32 s16, 0xffff8000
s_bitset0_b32 s16, 64
s_bitset0_b32 s16, s32
s_bitset0_b64 s[16:17], -1
s_bitset0_b64 s[16:17], 0.15915494
s_bitset0_b64 s[16:17], 0.5
s_bitset0_b64 s[16:17], 0x12345678
s_bitset0_b64 s[16:17], 0x3800
s_bitset0_b64 s[16:17], 0x3fe00000
s_bitset0_b64 s[16:17], 0xffff8000
s_bitset0_b64 s[16:17], 64
s_bitset0_b64 s[16:17], s32
s_bitset1_b32 s16, -1
s_bitset1_b32 s16, 0.15915494
s_bitset1_b32 s16, 0.5
s_bitset1_b32 s16, 0x12345678
s_bitset1_b32 s16, 0x3800
s_bitset1_b32 s16, 0x3fe00000
s_bitset1_b32 s16, 0xffff8000
s_bitset1_b32 s16, 64
s_bitset1_b32 s16, s32
s_bitset1_b64 s[16:17], -1
s_bitset1_b64 s[16:17], 0.15915494
s_bitset1_b64 s[16:17], 0.5
s_bitset1_b64 s[16:17], 0x12345678
s_bitset1_b64 s[16:17], 0x3800
s_bitset1_b64 s[16:17], 0x3fe00000
s_bitset1_b64 s[16:17], 0xffff8000
s_bitset1_b64 s[16:17], 64
s_bitset1_b64 s[16:17], s32
s_branch 16
s_brev_b32 s16, -1
s_brev_b32 s16, 0.15915494
s_brev_b32 s16, 0.5
s_brev_b32 s16, 0x12345678
s_brev_b32 s16, 0x3800
s_brev_b32 s16, 0x3fe00000
s_brev_b32 s16, 0xffff8000
s_brev_b32 s16, 64
s_brev_b32 s16, s32
s_brev_b64 s[16:17], -1
s_brev_b64 s[16:17], 0.15915494309189532
s_brev_b64 s[16:17], 0.5
s_brev_b64 s[16:17], 0x12345678
s_brev_b64 s[16:17], 0x3800
s_brev_b64 s[16:17], 0x3f000000
s_brev_b64 s[16:17], 0x3fe00000
s_brev_b64 s[16:17], 0xffff8000
s_brev_b64 s[16:17], 64
s_brev_b64 s[16:17], s[32:33]
s_call_b64 s[16:17], 16
s_cbranch_cdbgsys 16
s_cbranch_cdbgsys_and_user 16
s_cbranch_cdbgsys_or_user 16
s_cbranch_cdbguser 16
s_cbranch_execnz 16
s_cbranch_execz 16
s_cbranch_scc0 16
s_cbranch_scc1 16
s_cbranch_vccnz 16
s_cbranch_vccz 16
s_ceil_f16 s16, -1
s_ceil_f16 s16, 0.15915494
s_ceil_f16 s16, 0.5
s_ceil_f16 s16, 0x12345678
s_ceil_f16 s16, 0x3800
s_ceil_f16 s16, 0x3fe00000
s_ceil_f16 s16, 0xffff8000
s_ceil_f16 s16, 64
s_ceil_f16 s16, s32
s_ceil_f32 s16, -1
s_ceil_f32 s16, 0.15915494
s_ceil_f32 s16, 0.5
s_ceil_f32 s16, 0x12345678
s_ceil_f32 s16, 0x3800
s_ceil_f32 s16, 0x3fe00000
s_ceil_f32 s16, 0xffff8000
s_ceil_f32 s16, 64
s_ceil_f32 s16, s32
s_clause 0x10
s_cls_i32 s16, -1
s_cls_i32 s16, 0.15915494
s_cls_i32 s16, 0.5
s_cls_i32 s16, 0x12345678
s_cls_i32 s16, 0x3800
s_cls_i32 s16, 0x3fe00000
s_cls_i32 s16, 0xffff8000
s_cls_i32 s16, 64
s_cls_i32 s16, s32
s_cls_i32_i64 s16, -1
s_cls_i32_i64 s16, 0.15915494309189532
s_cls_i32_i64 s16, 0.5
s_cls_i32_i64 s16, 0x12345678
s_cls_i32_i64 s16, 0x3800
s_cls_i32_i64 s16, 0x3f000000
s_cls_i32_i64 s16, 0x3fe00000
s_cls_i32_i64 s16, 0xffff8000
s_cls_i32_i64 s16, 64
s_cls_i32_i64 s16, s[32:33]
s_clz_i32_u32 s16, -1
s_clz_i32_u32 s16, 0.15915494
s_clz_i32_u32 s16, 0.5
s_clz_i32_u32 s16, 0x12345678
s_clz_i32_u32 s16, 0x3800
s_clz_i32_u32 s16, 0x3fe00000
s_clz_i32_u32 s16, 0xffff8000
s_clz_i32_u32 s16, 64
s_clz_i32_u32 s16, s32
s_clz_i32_u64 s16, -1
s_clz_i32_u64 s16, 0.15915494309189532
s_clz_i32_u64 s16, 0.5
s_clz_i32_u64 s16, 0x12345678
s_clz_i32_u64 s16, 0x3800
s_clz_i32_u64 s16, 0x3f000000
s_clz_i32_u64 s16, 0x3fe00000
s_clz_i32_u64 s16, 0xffff8000
s_clz_i32_u64 s16, 64
s_clz_i32_u64 s16, s[32:33]
s_cmov_b32 s16, -1
s_cmov_b32 s16, 0.15915494
s_cmov_b32 s16, 0.5
s_cmov_b32 s16, 0x12345678
s_cmov_b32 s16, 0x3800
s_cmov_b32 s16, 0x3fe00000
s_cmov_b32 s16, 0xffff8000
s_cmov_b32 s16, 64
s_cmov_b32 s16, s32
s_cmov_b64 s[16:17], -1
s_cmov_b64 s[16:17], 0.15915494309189532
s_cmov_b64 s[16:17], 0.5
s_cmov_b64 s[16:17], 0x12345678
s_cmov_b64 s[16:17], 0x3800
s_cmov_b64 s[16:17], 0x3f000000
s_cmov_b64 s[16:17], 0x3fe00000
s_cmov_b64 s[16:17], 0xffff8000
s_cmov_b64 s[16:17], 64
s_cmov_b64 s[16:17], s[32:33]
s_cmovk_i32 s16, 0x10
s_cmp_eq_f16 -1, s48
s_cmp_eq_f16 0.5, s48
s_cmp_eq_f16 0x0, s48
s_cmp_eq_f16 0x3118, s48
s_cmp_eq_f16 0x3800, s48
s_cmp_eq_f16 0x5678, s48
s_cmp_eq_f16 0x8000, s48
s_cmp_eq_f16 64, s48
s_cmp_eq_f16 s32, -1
s_cmp_eq_f16 s32, 0.5
s_cmp_eq_f16 s32, 0x0
s_cmp_eq_f16 s32, 0x3118
s_cmp_eq_f16 s32, 0x3800
s_cmp_eq_f16 s32, 0x5678
s_cmp_eq_f16 s32, 0x8000
s_cmp_eq_f16 s32, 64
s_cmp_eq_f16 s32, s48
s_cmp_eq_f32 -1, s48
s_cmp_eq_f32 0.15915494, s48
s_cmp_eq_f32 0.5, s48
s_cmp_eq_f32 0x12345678, s48
s_cmp_eq_f32 0x3800, s48
s_cmp_eq_f32 0x3fe00000, s48
s_cmp_eq_f32 0xffff8000, s48
s_cmp_eq_f32 64, s48
s_cmp_eq_f32 s32, -1
s_cmp_eq_f32 s32, 0.15915494
s_cmp_eq_f32 s32, 0.5
s_cmp_eq_f32 s32, 0x12345678
s_cmp_eq_f32 s32, 0x3800
s_cmp_eq_f32 s32, 0x3fe00000
s_cmp_eq_f32 s32, 0xffff8000
s_cmp_eq_f32 s32, 64
s_cmp_eq_f32 s32, s48
s_cmp_eq_i32 -1, s48
s_cmp_eq_i32 0.15915494, s48
s_cmp_eq_i32 0.5, s48
s_cmp_eq_i32 0x12345678, s48
s_cmp_eq_i32 0x3800, s48
s_cmp_eq_i32 0x3fe00000, s48
s_cmp_eq_i32 0xffff8000, s48
s_cmp_eq_i32 64, s48
s_cmp_eq_i32 s32, -1
s_cmp_eq_i32 s32, 0.15915494
s_cmp_eq_i32 s32, 0.5
s_cmp_eq_i32 s32, 0x12345678
s_cmp_eq_i32 s32, 0x3800
s_cmp_eq_i32 s32, 0x3fe00000
s_cmp_eq_i32 s32, 0xffff8000
s_cmp_eq_i32 s32, 64
s_cmp_eq_i32 s32, s48
s_cmp_eq_u32 -1, s48
s_cmp_eq_u32 0.15915494, s48
s_cmp_eq_u32 0.5, s48
s_cmp_eq_u32 0x12345678, s48
s_cmp_eq_u32 0x3800, s48
s_cmp_eq_u32 0x3fe00000, s48
s_cmp_eq_u32 0xffff8000, s48
s_cmp_eq_u32 64, s48
s_cmp_eq_u32 s32, -1
s_cmp_eq_u32 s32, 0.15915494
s_cmp_eq_u32 s32, 0.5
s_cmp_eq_u32 s32, 0x12345678
s_cmp_eq_u32 s32, 0x3800
s_cmp_eq_u32 s32, 0x3fe00000
s_cmp_eq_u32 s32, 0xffff8000
s_cmp_eq_u32 s32, 64
s_cmp_eq_u32 s32, s48
s_cmp_eq_u64 -1, s[48:49]
s_cmp_eq_u64 0.15915494309189532, s[48:49]
s_cmp_eq_u64 0.5, s[48:49]
s_cmp_eq_u64 0x12345678, s[48:49]
s_cmp_eq_u64 0x3800, s[48:49]
s_cmp_eq_u64 0x3f000000, s[48:49]
s_cmp_eq_u64 0x3fe00000, s[48:49]
s_cmp_eq_u64 0xffff8000, s[48:49]
s_cmp_eq_u64 64, s[48:49]
s_cmp_eq_u64 s[32:33], -1
s_cmp_eq_u64 s[32:33], 0.15915494309189532
s_cmp_eq_u64 s[32:33], 0.5
s_cmp_eq_u64 s[32:33], 0x12345678
s_cmp_eq_u64 s[32:33], 0x3800
s_cmp_eq_u64 s[32:33], 0x3f000000
s_cmp_eq_u64 s[32:33], 0x3fe00000
s_cmp_eq_u64 s[32:33], 0xffff8000
s_cmp_eq_u64 s[32:33], 64
s_cmp_eq_u64 s[32:33], s[48:49]
s_cmp_ge_f16 -1, s48
s_cmp_ge_f16 0.5, s48
s_cmp_ge_f16 0x0, s48
s_cmp_ge_f16 0x3118, s48
s_cmp_ge_f16 0x3800, s48
s_cmp_ge_f16 0x5678, s48
s_cmp_ge_f16 0x8000, s48
s_cmp_ge_f16 64, s48
s_cmp_ge_f16 s32, -1
s_cmp_ge_f16 s32, 0.5
s_cmp_ge_f16 s32, 0x0
s_cmp_ge_f16 s32, 0x3118
s_cmp_ge_f16 s32, 0x3800
s_cmp_ge_f16 s32, 0x5678
s_cmp_ge_f16 s32, 0x8000
s_cmp_ge_f16 s32, 64
s_cmp_ge_f16 s32, s48
s_cmp_ge_f32 -1, s48
s_cmp_ge_f32 0.15915494, s48
s_cmp_ge_f32 0.5, s48
s_cmp_ge_f32 0x12345678, s48
s_cmp_ge_f32 0x3800, s48
s_cmp_ge_f32 0x3fe00000, s48
s_cmp_ge_f32 0xffff8000, s48
s_cmp_ge_f32 64, s48
s_cmp_ge_f32 s32, -1
s_cmp_ge_f32 s32, 0.15915494
s_cmp_ge_f32 s32, 0.5
s_cmp_ge_f32 s32, 0x12345678
s_cmp_ge_f32 s32, 0x3800
s_cmp_ge_f32 s32, 0x3fe00000
s_cmp_ge_f32 s32, 0xffff8000
s_cmp_ge_f32 s32, 64
s_cmp_ge_f32 s32, s48
s_cmp_ge_i32 -1, s48
s_cmp_ge_i32 0.15915494, s48
s_cmp_ge_i32 0.5, s48
s_cmp_ge_i32 0x12345678, s48
s_cmp_ge_i32 0x3800, s48
s_cmp_ge_i32 0x3fe00000, s48
s_cmp_ge_i32 0xffff8000, s48
s_cmp_ge_i32 64, s48
s_cmp_ge_i32 s32, -1
s_cmp_ge_i32 s32, 0.15915494
s_cmp_ge_i32 s32, 0.5
s_cmp_ge_i32 s32, 0x12345678
s_cmp_ge_i32 s32, 0x3800
s_cmp_ge_i32 s32, 0x3fe00000
s_cmp_ge_i32 s32, 0xffff8000
s_cmp_ge_i32 s32, 64
s_cmp_ge_i32 s32, s48
s_cmp_ge_u32 -1, s48
s_cmp_ge_u32 0.15915494, s48
s_cmp_ge_u32 0.5, s48
s_cmp_ge_u32 0x12345678, s48
s_cmp_ge_u32 0x3800, s48
s_cmp_ge_u32 0x3fe00000, s48
s_cmp_ge_u32 0xffff8000, s48
s_cmp_ge_u32 64, s48
s_cmp_ge_u32 s32, -1
s_cmp_ge_u32 s32, 0.15915494
s_cmp_ge_u32 s32, 0.5
s_cmp_ge_u32 s32, 0x12345678
s_cmp_ge_u32 s32, 0x3800
s_cmp_ge_u32 s32, 0x3fe00000
s_cmp_ge_u32 s32, 0xffff8000
s_cmp_ge_u32 s32, 64
s_cmp_ge_u32 s32, s48
s_cmp_gt_f16 -1, s48
s_cmp_gt_f16 0.5, s48
s_cmp_gt_f16 0x0, s48
s_cmp_gt_f16 0x3118, s48
s_cmp_gt_f16 0x3800, s48
s_cmp_gt_f16 0x5678, s48
s_cmp_gt_f16 0x8000, s48
s_cmp_gt_f16 64, s48
s_cmp_gt_f16 s32, -1
s_cmp_gt_f16 s32, 0.5
s_cmp_gt_f16 s32, 0x0
s_cmp_gt_f16 s32, 0x3118
s_cmp_gt_f16 s32, 0x3800
s_cmp_gt_f16 s32, 0x5678
s_cmp_gt_f16 s32, 0x8000
s_cmp_gt_f16 s32, 64
s_cmp_gt_f16 s32, s48
s_cmp_gt_f32 -1, s48
s_cmp_gt_f32 0.15915494, s48
s_cmp_gt_f32 0.5, s48
s_cmp_gt_f32 0x12345678, s48
s_cmp_gt_f32 0x3800, s48
s_cmp_gt_f32 0x3fe00000, s48
s_cmp_gt_f32 0xffff8000, s48
s_cmp_gt_f32 64, s48
s_cmp_gt_f32 s32, -1
s_cmp_gt_f32 s32, 0.15915494
s_cmp_gt_f32 s32, 0.5
s_cmp_gt_f32 s32, 0x12345678
s_cmp_gt_f32 s32, 0x3800
s_cmp_gt_f32 s32, 0x3fe00000
s_cmp_gt_f32 s32, 0xffff8000
s_cmp_gt_f32 s32, 64
s_cmp_gt_f32 s32, s48
s_cmp_gt_i32 -1, s48
s_cmp_gt_i32 0.15915494, s48
s_cmp_gt_i32 0.5, s48
s_cmp_gt_i32 0x12345678, s48
s_cmp_gt_i32 0x3800, s48
s_cmp_gt_i32 0x3fe00000, s48
s_cmp_gt_i32 0xffff8000, s48
s_cmp_gt_i32 64, s48
s_cmp_gt_i32 s32, -1
s_cmp_gt_i32 s32, 0.15915494
s_cmp_gt_i32 s32, 0.5
s_cmp_gt_i32 s32, 0x12345678
s_cmp_gt_i32 s32, 0x3800
s_cmp_gt_i32 s32, 0x3fe00000
s_cmp_gt_i32 s32, 0xffff8000
s_cmp_gt_i32 s32, 64
s_cmp_gt_i32 s32, s48
s_cmp_gt_u32 -1, s48
s_cmp_gt_u32 0.15915494, s48
s_cmp_gt_u32 0.5, s48
s_cmp_gt_u32 0x12345678, s48
s_cmp_gt_u32 0x3800, s48
s_cmp_gt_u32 0x3fe00000, s48
s_cmp_gt_u32 0xffff8000, s48
s_cmp_gt_u32 64, s48
s_cmp_gt_u32 s32, -1
s_cmp_gt_u32 s32, 0.15915494
s_cmp_gt_u32 s32, 0.5
s_cmp_gt_u32 s32, 0x12345678
s_cmp_gt_u32 s32, 0x3800
s_cmp_gt_u32 s32, 0x3fe00000
s_cmp_gt_u32 s32, 0xffff8000
s_cmp_gt_u32 s32, 64
s_cmp_gt_u32 s32, s48
s_cmp_le_f16 -1, s48
s_cmp_le_f16 0.5, s48
s_cmp_le_f16 0x0, s48
s_cmp_le_f16 0x3118, s48
s_cmp_le_f16 0x3800, s48
s_cmp_le_f16 0x5678, s48
s_cmp_le_f16 0x8000, s48
s_cmp_le_f16 64, s48
s_cmp_le_f16 s32, -1
s_cmp_le_f16 s32, 0.5
s_cmp_le_f16 s32, 0x0
s_cmp_le_f16 s32, 0x3118
s_cmp_le_f16 s32, 0x3800
s_cmp_le_f16 s32, 0x5678
s_cmp_le_f16 s32, 0x8000
s_cmp_le_f16 s32, 64
s_cmp_le_f16 s32, s48
s_cmp_le_f32 -1, s48
s_cmp_le_f32 0.15915494, s48
s_cmp_le_f32 0.5, s48
s_cmp_le_f32 0x12345678, s48
s_cmp_le_f32 0x3800, s48
s_cmp_le_f32 0x3fe00000, s48
s_cmp_le_f32 0xffff8000, s48
s_cmp_le_f32 64, s48
s_cmp_le_f32 s32, -1
s_cmp_le_f32 s32, 0.15915494
s_cmp_le_f32 s32, 0.5
s_cmp_le_f32 s32, 0x12345678
s_cmp_le_f32 s32, 0x3800
s_cmp_le_f32 s32, 0x3fe00000
s_cmp_le_f32 s32, 0xffff8000
s_cmp_le_f32 s32, 64
s_cmp_le_f32 s32, s48
s_cmp_le_i32 -1, s48
s_cmp_le_i32 0.15915494, s48
s_cmp_le_i32 0.5, s48
s_cmp_le_i32 0x12345678, s48
s_cmp_le_i32 0x3800, s48
s_cmp_le_i32 0x3fe00000, s48
s_cmp_le_i32 0xffff8000, s48
s_cmp_le_i32 64, s48
s_cmp_le_i32 s32, -1
s_cmp_le_i32 s32, 0.15915494
s_cmp_le_i32 s32, 0.5
s_cmp_le_i32 s32, 0x12345678
s_cmp_le_i32 s32, 0x3800
s_cmp_le_i32 s32, 0x3fe00000
s_cmp_le_i32 s32, 0xffff8000
s_cmp_le_i32 s32, 64
s_cmp_le_i32 s32, s48
s_cmp_le_u32 -1, s48
s_cmp_le_u32 0.15915494, s48
s_cmp_le_u32 0.5, s48
s_cmp_le_u32 0x12345678, s48
s_cmp_le_u32 0x3800, s48
s_cmp_le_u32 0x3fe00000, s48
s_cmp_le_u32 0xffff8000, s48
s_cmp_le_u32 64, s48
s_cmp_le_u32 s32, -1
s_cmp_le_u32 s32, 0.15915494
s_cmp_le_u32 s32, 0.5
s_cmp_le_u32 s32, 0x12345678
s_cmp_le_u32 s32, 0x3800
s_cmp_le_u32 s32, 0x3fe00000
s_cmp_le_u32 s32, 0xffff8000
s_cmp_le_u32 s32, 64
s_cmp_le_u32 s32, s48
s_cmp_lg_f16 -1, s48
s_cmp_lg_f16 0.5, s48
s_cmp_lg_f16 0x0, s48
s_cmp_lg_f16 0x3118, s48
s_cmp_lg_f16 0x3800, s48
s_cmp_lg_f16 0x5678, s48
s_cmp_lg_f16 0x8000, s48
s_cmp_lg_f16 64, s48
s_cmp_lg_f16 s32, -1
s_cmp_lg_f16 s32, 0.5
s_cmp_lg_f16 s32, 0x0
s_cmp_lg_f16 s32, 0x3118
s_cmp_lg_f16 s32, 0x3800
s_cmp_lg_f16 s32, 0x5678
s_cmp_lg_f16 s32, 0x8000
s_cmp_lg_f16 s32, 64
s_cmp_lg_f16 s32, s48
s_cmp_lg_f32 -1, s48
s_cmp_lg_f32 0.15915494, s48
s_cmp_lg_f32 0.5, s48
s_cmp_lg_f32 0x12345678, s48
s_cmp_lg_f32 0x3800, s48
s_cmp_lg_f32 0x3fe00000, s48
s_cmp_lg_f32 0xffff8000, s48
s_cmp_lg_f32 64, s48
s_cmp_lg_f32 s32, -1
s_cmp_lg_f32 s32, 0.15915494
s_cmp_lg_f32 s32, 0.5
s_cmp_lg_f32 s32, 0x12345678
s_cmp_lg_f32 s32, 0x3800
s_cmp_lg_f32 s32, 0x3fe00000
s_cmp_lg_f32 s32, 0xffff8000
s_cmp_lg_f32 s32, 64
s_cmp_lg_f32 s32, s48
s_cmp_lg_i32 -1, s48
s_cmp_lg_i32 0.15915494, s48
s_cmp_lg_i32 0.5, s48
s_cmp_lg_i32 0x12345678, s48
s_cmp_lg_i32 0x3800, s48
s_cmp_lg_i32 0x3fe00000, s48
s_cmp_lg_i32 0xffff8000, s48
s_cmp_lg_i32 64, s48
s_cmp_lg_i32 s32, -1
s_cmp_lg_i32 s32, 0.15915494
s_cmp_lg_i32 s32, 0.5
s_cmp_lg_i32 s32, 0x12345678
s_cmp_lg_i32 s32, 0x3800
s_cmp_lg_i32 s32, 0x3fe00000
s_cmp_lg_i32 s32, 0xffff8000
s_cmp_lg_i32 s32, 64
s_cmp_lg_i32 s32, s48
s_cmp_lg_u32 -1, s48
s_cmp_lg_u32 0.15915494, s48
s_cmp_lg_u32 0.5, s48
s_cmp_lg_u32 0x12345678, s48
s_cmp_lg_u32 0x3800, s48
s_cmp_lg_u32 0x3fe00000, s48
s_cmp_lg_u32 0xffff8000, s48
s_cmp_lg_u32 64, s48
s_cmp_lg_u32 s32, -1
s_cmp_lg_u32 s32, 0.15915494
s_cmp_lg_u32 s32, 0.5
s_cmp_lg_u32 s32, 0x12345678
s_cmp_lg_u32 s32, 0x3800
s_cmp_lg_u32 s32, 0x3fe00000
s_cmp_lg_u32 s32, 0xffff8000
s_cmp_lg_u32 s32, 64
s_cmp_lg_u32 s32, s48
s_cmp_lg_u64 -1, s[48:49]
s_cmp_lg_u64 0.15915494309189532, s[48:49]
s_cmp_lg_u64 0.5, s[48:49]
s_cmp_lg_u64 0x12345678, s[48:49]
s_cmp_lg_u64 0x3800, s[48:49]
s_cmp_lg_u64 0x3f000000, s[48:49]
s_cmp_lg_u64 0x3fe00000, s[48:49]
s_cmp_lg_u64 0xffff8000, s[48:49]
s_cmp_lg_u64 64, s[48:49]
s_cmp_lg_u64 s[32:33], -1
s_cmp_lg_u64 s[32:33], 0.15915494309189532
s_cmp_lg_u64 s[32:33], 0.5
s_cmp_lg_u64 s[32:33], 0x12345678
s_cmp_lg_u64 s[32:33], 0x3800
s_cmp_lg_u64 s[32:33], 0x3f000000
s_cmp_lg_u64 s[32:33], 0x3fe00000
s_cmp_lg_u64 s[32:33], 0xffff8000
s_cmp_lg_u64 s[32:33], 64
s_cmp_lg_u64 s[32:33], s[48:49]
s_cmp_lt_f16 -1, s48
s_cmp_lt_f16 0.5, s48
s_cmp_lt_f16 0x0, s48
s_cmp_lt_f16 0x3118, s48
s_cmp_lt_f16 0x3800, s48
s_cmp_lt_f16 0x5678, s48
s_cmp_lt_f16 0x8000, s48
s_cmp_lt_f16 64, s48
s_cmp_lt_f16 s32, -1
s_cmp_lt_f16 s32, 0.5
s_cmp_lt_f16 s32, 0x0
s_cmp_lt_f16 s32, 0x3118
s_cmp_lt_f16 s32, 0x3800
s_cmp_lt_f16 s32, 0x5678
s_cmp_lt_f16 s32, 0x8000
s_cmp_lt_f16 s32, 64
s_cmp_lt_f16 s32, s48
s_cmp_lt_f32 -1, s48
s_cmp_lt_f32 0.15915494, s48
s_cmp_lt_f32 0.5, s48
s_cmp_lt_f32 0x12345678, s48
s_cmp_lt_f32 0x3800, s48
s_cmp_lt_f32 0x3fe00000, s48
s_cmp_lt_f32 0xffff8000, s48
s_cmp_lt_f32 64, s48
s_cmp_lt_f32 s32, -1
s_cmp_lt_f32 s32, 0.15915494
s_cmp_lt_f32 s32, 0.5
s_cmp_lt_f32 s32, 0x12345678
s_cmp_lt_f32 s32, 0x3800
s_cmp_lt_f32 s32, 0x3fe00000
s_cmp_lt_f32 s32, 0xffff8000
s_cmp_lt_f32 s32, 64
s_cmp_lt_f32 s32, s48
s_cmp_lt_i32 -1, s48
s_cmp_lt_i32 0.15915494, s48
s_cmp_lt_i32 0.5, s48
s_cmp_lt_i32 0x12345678, s48
s_cmp_lt_i32 0x3800, s48
s_cmp_lt_i32 0x3fe00000, s48
s_cmp_lt_i32 0xffff8000, s48
s_cmp_lt_i32 64, s48
s_cmp_lt_i32 s32, -1
s_cmp_lt_i32 s32, 0.15915494
s_cmp_lt_i32 s32, 0.5
s_cmp_lt_i32 s32, 0x12345678
s_cmp_lt_i32 s32, 0x3800
s_cmp_lt_i32 s32, 0x3fe00000
s_cmp_lt_i32 s32, 0xffff8000
s_cmp_lt_i32 s32, 64
s_cmp_lt_i32 s32, s48
s_cmp_lt_u32 -1, s48
s_cmp_lt_u32 0.15915494, s48
s_cmp_lt_u32 0.5, s48
s_cmp_lt_u32 0x12345678, s48
s_cmp_lt_u32 0x3800, s48
s_cmp_lt_u32 0x3fe00000, s48
s_cmp_lt_u32 0xffff8000, s48
s_cmp_lt_u32 64, s48
s_cmp_lt_u32 s32, -1
s_cmp_lt_u32 s32, 0.15915494
s_cmp_lt_u32 s32, 0.5
s_cmp_lt_u32 s32, 0x12345678
s_cmp_lt_u32 s32, 0x3800
s_cmp_lt_u32 s32, 0x3fe00000
s_cmp_lt_u32 s32, 0xffff8000
s_cmp_lt_u32 s32, 64
s_cmp_lt_u32 s32, s48
s_cmp_neq_f16 -1, s48
s_cmp_neq_f16 0.5, s48
s_cmp_neq_f16 0x0, s48
s_cmp_neq_f16 0x3118, s48
s_cmp_neq_f16 0x3800, s48
s_cmp_neq_f16 0x5678, s48
s_cmp_neq_f16 0x8000, s48
s_cmp_neq_f16 64, s48
s_cmp_neq_f16 s32, -1
s_cmp_neq_f16 s32, 0.5
s_cmp_neq_f16 s32, 0x0
s_cmp_neq_f16 s32, 0x3118
s_cmp_neq_f16 s32, 0x3800
s_cmp_neq_f16 s32, 0x5678
s_cmp_neq_f16 s32, 0x8000
s_cmp_neq_f16 s32, 64
s_cmp_neq_f16 s32, s48
s_cmp_neq_f32 -1, s48
s_cmp_neq_f32 0.15915494, s48
s_cmp_neq_f32 0.5, s48
s_cmp_neq_f32 0x12345678, s48
s_cmp_neq_f32 0x3800, s48
s_cmp_neq_f32 0x3fe00000, s48
s_cmp_neq_f32 0xffff8000, s48
s_cmp_neq_f32 64, s48
s_cmp_neq_f32 s32, -1
s_cmp_neq_f32 s32, 0.15915494
s_cmp_neq_f32 s32, 0.5
s_cmp_neq_f32 s32, 0x12345678
s_cmp_neq_f32 s32, 0x3800
s_cmp_neq_f32 s32, 0x3fe00000
s_cmp_neq_f32 s32, 0xffff8000
s_cmp_neq_f32 s32, 64
s_cmp_neq_f32 s32, s48
s_cmp_nge_f16 -1, s48
s_cmp_nge_f16 0.5, s48
s_cmp_nge_f16 0x0, s48
s_cmp_nge_f16 0x3118, s48
s_cmp_nge_f16 0x3800, s48
s_cmp_nge_f16 0x5678, s48
s_cmp_nge_f16 0x8000, s48
s_cmp_nge_f16 64, s48
s_cmp_nge_f16 s32, -1
s_cmp_nge_f16 s32, 0.5
s_cmp_nge_f16 s32, 0x0
s_cmp_nge_f16 s32, 0x3118
s_cmp_nge_f16 s32, 0x3800
s_cmp_nge_f16 s32, 0x5678
s_cmp_nge_f16 s32, 0x8000
s_cmp_nge_f16 s32, 64
s_cmp_nge_f16 s32, s48
s_cmp_nge_f32 -1, s48
s_cmp_nge_f32 0.15915494, s48
s_cmp_nge_f32 0.5, s48
s_cmp_nge_f32 0x12345678, s48
s_cmp_nge_f32 0x3800, s48
s_cmp_nge_f32 0x3fe00000, s48
s_cmp_nge_f32 0xffff8000, s48
s_cmp_nge_f32 64, s48
s_cmp_nge_f32 s32, -1
s_cmp_nge_f32 s32, 0.15915494
s_cmp_nge_f32 s32, 0.5
s_cmp_nge_f32 s32, 0x12345678
s_cmp_nge_f32 s32, 0x3800
s_cmp_nge_f32 s32, 0x3fe00000
s_cmp_nge_f32 s32, 0xffff8000
s_cmp_nge_f32 s32, 64
s_cmp_nge_f32 s32, s48
s_cmp_ngt_f16 -1, s48
s_cmp_ngt_f16 0.5, s48
s_cmp_ngt_f16 0x0, s48
s_cmp_ngt_f16 0x3118, s48
s_cmp_ngt_f16 0x3800, s48
s_cmp_ngt_f16 0x5678, s48
s_cmp_ngt_f16 0x8000, s48
s_cmp_ngt_f16 64, s48
s_cmp_ngt_f16 s32, -1
s_cmp_ngt_f16 s32, 0.5
s_cmp_ngt_f16 s32, 0x0
s_cmp_ngt_f16 s32, 0x3118
s_cmp_ngt_f16 s32, 0x3800
s_cmp_ngt_f16 s32, 0x5678
s_cmp_ngt_f16 s32, 0x8000
s_cmp_ngt_f16 s32, 64
s_cmp_ngt_f16 s32, s48
s_cmp_ngt_f32 -1, s48
s_cmp_ngt_f32 0.15915494, s48
s_cmp_ngt_f32 0.5, s48
s_cmp_ngt_f32 0x12345678, s48
s_cmp_ngt_f32 0x3800, s48
s_cmp_ngt_f32 0x3fe00000, s48
s_cmp_ngt_f32 0xffff8000, s48
s_cmp_ngt_f32 64, s48
s_cmp_ngt_f32 s32, -1
s_cmp_ngt_f32 s32, 0.15915494
s_cmp_ngt_f32 s32, 0.5
s_cmp_ngt_f32 s32, 0x12345678
s_cmp_ngt_f32 s32, 0x3800
s_cmp_ngt_f32 s32, 0x3fe00000
s_cmp_ngt_f32 s32, 0xffff8000
s_cmp_ngt_f32 s32, 64
s_cmp_ngt_f32 s32, s48
s_cmp_nle_f16 -1, s48
s_cmp_nle_f16 0.5, s48
s_cmp_nle_f16 0x0, s48
s_cmp_nle_f16 0x3118, s48
s_cmp_nle_f16 0x3800, s48
s_cmp_nle_f16 0x5678, s48
s_cmp_nle_f16 0x8000, s48
s_cmp_nle_f16 64, s48
s_cmp_nle_f16 s32, -1
s_cmp_nle_f16 s32, 0.5
s_cmp_nle_f16 s32, 0x0
s_cmp_nle_f16 s32, 0x3118
s_cmp_nle_f16 s32, 0x3800
s_cmp_nle_f16 s32, 0x5678
s_cmp_nle_f16 s32, 0x8000
s_cmp_nle_f16 s32, 64
s_cmp_nle_f16 s32, s48
s_cmp_nle_f32 -1, s48
s_cmp_nle_f32 0.15915494, s48
s_cmp_nle_f32 0.5, s48
s_cmp_nle_f32 0x12345678, s48
s_cmp_nle_f32 0x3800, s48
s_cmp_nle_f32 0x3fe00000, s48
s_cmp_nle_f32 0xffff8000, s48
s_cmp_nle_f32 64, s48
s_cmp_nle_f32 s32, -1
s_cmp_nle_f32 s32, 0.15915494
s_cmp_nle_f32 s32, 0.5
s_cmp_nle_f32 s32, 0x12345678
s_cmp_nle_f32 s32, 0x3800
s_cmp_nle_f32 s32, 0x3fe00000
s_cmp_nle_f32 s32, 0xffff8000
s_cmp_nle_f32 s32, 64
s_cmp_nle_f32 s32, s48
s_cmp_nlg_f16 -1, s48
s_cmp_nlg_f16 0.5, s48
s_cmp_nlg_f16 0x0, s48
s_cmp_nlg_f16 0x3118, s48
s_cmp_nlg_f16 0x3800, s48
s_cmp_nlg_f16 0x5678, s48
s_cmp_nlg_f16 0x8000, s48
s_cmp_nlg_f16 64, s48
s_cmp_nlg_f16 s32, -1
s_cmp_nlg_f16 s32, 0.5
s_cmp_nlg_f16 s32, 0x0
s_cmp_nlg_f16 s32, 0x3118
s_cmp_nlg_f16 s32, 0x3800
s_cmp_nlg_f16 s32, 0x5678
s_cmp_nlg_f16 s32, 0x8000
s_cmp_nlg_f16 s32, 64
s_cmp_nlg_f16 s32, s48
s_cmp_nlg_f32 -1, s48
s_cmp_nlg_f32 0.15915494, s48
s_cmp_nlg_f32 0.5, s48
s_cmp_nlg_f32 0x12345678, s48
s_cmp_nlg_f32 0x3800, s48
s_cmp_nlg_f32 0x3fe00000, s48
s_cmp_nlg_f32 0xffff8000, s48
s_cmp_nlg_f32 64, s48
s_cmp_nlg_f32 s32, -1
s_cmp_nlg_f32 s32, 0.15915494
s_cmp_nlg_f32 s32, 0.5
s_cmp_nlg_f32 s32, 0x12345678
s_cmp_nlg_f32 s32, 0x3800
s_cmp_nlg_f32 s32, 0x3fe00000
s_cmp_nlg_f32 s32, 0xffff8000
s_cmp_nlg_f32 s32, 64
s_cmp_nlg_f32 s32, s48
s_cmp_nlt_f16 -1, s48
s_cmp_nlt_f16 0.5, s48
s_cmp_nlt_f16 0x0, s48
s_cmp_nlt_f16 0x3118, s48
s_cmp_nlt_f16 0x3800, s48
s_cmp_nlt_f16 0x5678, s48
s_cmp_nlt_f16 0x8000, s48
s_cmp_nlt_f16 64, s48
s_cmp_nlt_f16 s32, -1
s_cmp_nlt_f16 s32, 0.5
s_cmp_nlt_f16 s32, 0x0
s_cmp_nlt_f16 s32, 0x3118
s_cmp_nlt_f16 s32, 0x3800
s_cmp_nlt_f16 s32, 0x5678
s_cmp_nlt_f16 s32, 0x8000
s_cmp_nlt_f16 s32, 64
s_cmp_nlt_f16 s32, s48
s_cmp_nlt_f32 -1, s48
s_cmp_nlt_f32 0.15915494, s48
s_cmp_nlt_f32 0.5, s48
s_cmp_nlt_f32 0x12345678, s48
s_cmp_nlt_f32 0x3800, s48
s_cmp_nlt_f32 0x3fe00000, s48
s_cmp_nlt_f32 0xffff8000, s48
s_cmp_nlt_f32 64, s48
s_cmp_nlt_f32 s32, -1
s_cmp_nlt_f32 s32, 0.15915494
s_cmp_nlt_f32 s32, 0.5
s_cmp_nlt_f32 s32, 0x12345678
s_cmp_nlt_f32 s32, 0x3800
s_cmp_nlt_f32 s32, 0x3fe00000
s_cmp_nlt_f32 s32, 0xffff8000
s_cmp_nlt_f32 s32, 64
s_cmp_nlt_f32 s32, s48
s_cmp_o_f16 -1, s48
s_cmp_o_f16 0.5, s48
s_cmp_o_f16 0x0, s48
s_cmp_o_f16 0x3118, s48
s_cmp_o_f16 0x3800, s48
s_cmp_o_f16 0x5678, s48
s_cmp_o_f16 0x8000, s48
s_cmp_o_f16 64, s48
s_cmp_o_f16 s32, -1
s_cmp_o_f16 s32, 0.5
s_cmp_o_f16 s32, 0x0
s_cmp_o_f16 s32, 0x3118
s_cmp_o_f16 s32, 0x3800
s_cmp_o_f16 s32, 0x5678
s_cmp_o_f16 s32, 0x8000
s_cmp_o_f16 s32, 64
s_cmp_o_f16 s32, s48
s_cmp_o_f32 -1, s48
s_cmp_o_f32 0.15915494, s48
s_cmp_o_f32 0.5, s48
s_cmp_o_f32 0x12345678, s48
s_cmp_o_f32 0x3800, s48
s_cmp_o_f32 0x3fe00000, s48
s_cmp_o_f32 0xffff8000, s48
s_cmp_o_f32 64, s48
s_cmp_o_f32 s32, -1
s_cmp_o_f32 s32, 0.15915494
s_cmp_o_f32 s32, 0.5
s_cmp_o_f32 s32, 0x12345678
s_cmp_o_f32 s32, 0x3800
s_cmp_o_f32 s32, 0x3fe00000
s_cmp_o_f32 s32, 0xffff8000
s_cmp_o_f32 s32, 64
s_cmp_o_f32 s32, s48
s_cmp_u_f16 -1, s48
s_cmp_u_f16 0.5, s48
s_cmp_u_f16 0x0, s48
s_cmp_u_f16 0x3118, s48
s_cmp_u_f16 0x3800, s48
s_cmp_u_f16 0x5678, s48
s_cmp_u_f16 0x8000, s48
s_cmp_u_f16 64, s48
s_cmp_u_f16 s32, -1
s_cmp_u_f16 s32, 0.5
s_cmp_u_f16 s32, 0x0
s_cmp_u_f16 s32, 0x3118
s_cmp_u_f16 s32, 0x3800
s_cmp_u_f16 s32, 0x5678
s_cmp_u_f16 s32, 0x8000
s_cmp_u_f16 s32, 64
s_cmp_u_f16 s32, s48
s_cmp_u_f32 -1, s48
s_cmp_u_f32 0.15915494, s48
s_cmp_u_f32 0.5, s48
s_cmp_u_f32 0x12345678, s48
s_cmp_u_f32 0x3800, s48
s_cmp_u_f32 0x3fe00000, s48
s_cmp_u_f32 0xffff8000, s48
s_cmp_u_f32 64, s48
s_cmp_u_f32 s32, -1
s_cmp_u_f32 s32, 0.15915494
s_cmp_u_f32 s32, 0.5
s_cmp_u_f32 s32, 0x12345678
s_cmp_u_f32 s32, 0x3800
s_cmp_u_f32 s32, 0x3fe00000
s_cmp_u_f32 s32, 0xffff8000
s_cmp_u_f32 s32, 64
s_cmp_u_f32 s32, s48
s_cmpk_eq_i32 s16, 0x10
s_cmpk_eq_u32 s16, 0x10
s_cmpk_ge_i32 s16, 0x10
s_cmpk_ge_u32 s16, 0x10
s_cmpk_gt_i32 s16, 0x10
s_cmpk_gt_u32 s16, 0x10
s_cmpk_le_i32 s16, 0x10
s_cmpk_le_u32 s16, 0x10
s_cmpk_lg_i32 s16, 0x10
s_cmpk_lg_u32 s16, 0x10
s_cmpk_lt_i32 s16, 0x10
s_cmpk_lt_u32 s16, 0x10
s_code_end
s_cselect_b32 s16, -1, s48
s_cselect_b32 s16, 0.15915494, s48
s_cselect_b32 s16, 0.5, s48
s_cselect_b32 s16, 0x12345678, s48
s_cselect_b32 s16, 0x3800, s48
s_cselect_b32 s16, 0x3fe00000, s48
s_cselect_b32 s16, 0xffff8000, s48
s_cselect_b32 s16, 64, s48
s_cselect_b32 s16, s32, -1
s_cselect_b32 s16, s32, 0.15915494
s_cselect_b32 s16, s32, 0.5
s_cselect_b32 s16, s32, 0x12345678
s_cselect_b32 s16, s32, 0x3800
s_cselect_b32 s16, s32, 0x3fe00000
s_cselect_b32 s16, s32, 0xffff8000
s_cselect_b32 s16, s32, 64
s_cselect_b32 s16, s32, s48
s_cselect_b64 s[16:17], -1, s[48:49]
s_cselect_b64 s[16:17], 0.15915494309189532, s[48:49]
s_cselect_b64 s[16:17], 0.5, s[48:49]
s_cselect_b64 s[16:17], 0x12345678, s[48:49]
s_cselect_b64 s[16:17], 0x3800, s[48:49]
s_cselect_b64 s[16:17], 0x3f000000, s[48:49]
s_cselect_b64 s[16:17], 0x3fe00000, s[48:49]
s_cselect_b64 s[16:17], 0xffff8000, s[48:49]
s_cselect_b64 s[16:17], 64, s[48:49]
s_cselect_b64 s[16:17], s[32:33], -1
s_cselect_b64 s[16:17], s[32:33], 0.15915494309189532
s_cselect_b64 s[16:17], s[32:33], 0.5
s_cselect_b64 s[16:17], s[32:33], 0x12345678
s_cselect_b64 s[16:17], s[32:33], 0x3800
s_cselect_b64 s[16:17], s[32:33], 0x3f000000
s_cselect_b64 s[16:17], s[32:33], 0x3fe00000
s_cselect_b64 s[16:17], s[32:33], 0xffff8000
s_cselect_b64 s[16:17], s[32:33], 64
s_cselect_b64 s[16:17], s[32:33], s[48:49]
s_ctz_i32_b32 s16, -1
s_ctz_i32_b32 s16, 0.15915494
s_ctz_i32_b32 s16, 0.5
s_ctz_i32_b32 s16, 0x12345678
s_ctz_i32_b32 s16, 0x3800
s_ctz_i32_b32 s16, 0x3fe00000
s_ctz_i32_b32 s16, 0xffff8000
s_ctz_i32_b32 s16, 64
s_ctz_i32_b32 s16, s32
s_ctz_i32_b64 s16, -1
s_ctz_i32_b64 s16, 0.15915494309189532
s_ctz_i32_b64 s16, 0.5
s_ctz_i32_b64 s16, 0x12345678
s_ctz_i32_b64 s16, 0x3800
s_ctz_i32_b64 s16, 0x3f000000
s_ctz_i32_b64 s16, 0x3fe00000
s_ctz_i32_b64 s16, 0xffff8000
s_ctz_i32_b64 s16, 64
s_ctz_i32_b64 s16, s[32:33]
s_cvt_f16_f32 s16, -1
s_cvt_f16_f32 s16, 0.15915494
s_cvt_f16_f32 s16, 0.5
s_cvt_f16_f32 s16, 0x12345678
s_cvt_f16_f32 s16, 0x3800
s_cvt_f16_f32 s16, 0x3fe00000
s_cvt_f16_f32 s16, 0xffff8000
s_cvt_f16_f32 s16, 64
s_cvt_f16_f32 s16, s32
s_cvt_f32_f16 s16, -1
s_cvt_f32_f16 s16, 0.15915494
s_cvt_f32_f16 s16, 0.5
s_cvt_f32_f16 s16, 0x12345678
s_cvt_f32_f16 s16, 0x3800
s_cvt_f32_f16 s16, 0x3fe00000
s_cvt_f32_f16 s16, 0xffff8000
s_cvt_f32_f16 s16, 64
s_cvt_f32_f16 s16, s32
s_cvt_f32_i32 s16, -1
s_cvt_f32_i32 s16, 0.15915494
s_cvt_f32_i32 s16, 0.5
s_cvt_f32_i32 s16, 0x12345678
s_cvt_f32_i32 s16, 0x3800
s_cvt_f32_i32 s16, 0x3fe00000
s_cvt_f32_i32 s16, 0xffff8000
s_cvt_f32_i32 s16, 64
s_cvt_f32_i32 s16, s32
s_cvt_f32_u32 s16, -1
s_cvt_f32_u32 s16, 0.15915494
s_cvt_f32_u32 s16, 0.5
s_cvt_f32_u32 s16, 0x12345678
s_cvt_f32_u32 s16, 0x3800
s_cvt_f32_u32 s16, 0x3fe00000
s_cvt_f32_u32 s16, 0xffff8000
s_cvt_f32_u32 s16, 64
s_cvt_f32_u32 s16, s32
s_cvt_hi_f32_f16 s16, -1
s_cvt_hi_f32_f16 s16, 0.15915494
s_cvt_hi_f32_f16 s16, 0.5
s_cvt_hi_f32_f16 s16, 0x12345678
s_cvt_hi_f32_f16 s16, 0x3800
s_cvt_hi_f32_f16 s16, 0x3fe00000
s_cvt_hi_f32_f16 s16, 0xffff8000
s_cvt_hi_f32_f16 s16, 64
s_cvt_hi_f32_f16 s16, s32
s_cvt_i32_f32 s16, -1
s_cvt_i32_f32 s16, 0.15915494
s_cvt_i32_f32 s16, 0.5
s_cvt_i32_f32 s16, 0x12345678
s_cvt_i32_f32 s16, 0x3800
s_cvt_i32_f32 s16, 0x3fe00000
s_cvt_i32_f32 s16, 0xffff8000
s_cvt_i32_f32 s16, 64
s_cvt_i32_f32 s16, s32
s_cvt_pk_rtz_f16_f32 s16, -1, s48
s_cvt_pk_rtz_f16_f32 s16, 0.15915494, s48
s_cvt_pk_rtz_f16_f32 s16, 0.5, s48
s_cvt_pk_rtz_f16_f32 s16, 0x12345678, s48
s_cvt_pk_rtz_f16_f32 s16, 0x3800, s48
s_cvt_pk_rtz_f16_f32 s16, 0x3fe00000, s48
s_cvt_pk_rtz_f16_f32 s16, 0xffff8000, s48
s_cvt_pk_rtz_f16_f32 s16, 64, s48
s_cvt_pk_rtz_f16_f32 s16, s32, -1
s_cvt_pk_rtz_f16_f32 s16, s32, 0.15915494
s_cvt_pk_rtz_f16_f32 s16, s32, 0.5
s_cvt_pk_rtz_f16_f32 s16, s32, 0x12345678
s_cvt_pk_rtz_f16_f32 s16, s32, 0x3800
s_cvt_pk_rtz_f16_f32 s16, s32, 0x3fe00000
s_cvt_pk_rtz_f16_f32 s16, s32, 0xffff8000
s_cvt_pk_rtz_f16_f32 s16, s32, 64
s_cvt_pk_rtz_f16_f32 s16, s32, s48
s_cvt_u32_f32 s16, -1
s_cvt_u32_f32 s16, 0.15915494
s_cvt_u32_f32 s16, 0.5
s_cvt_u32_f32 s16, 0x12345678
s_cvt_u32_f32 s16, 0x3800
s_cvt_u32_f32 s16, 0x3fe00000
s_cvt_u32_f32 s16, 0xffff8000
s_cvt_u32_f32 s16, 64
s_cvt_u32_f32 s16, s32
s_decperflevel 16
s_delay_alu instskip(NEXT)
s_denorm_mode 16
s_endpgm 16
s_endpgm_saved
s_floor_f16 s16, -1
s_floor_f16 s16, 0.15915494
s_floor_f16 s16, 0.5
s_floor_f16 s16, 0x12345678
s_floor_f16 s16, 0x3800
s_floor_f16 s16, 0x3fe00000
s_floor_f16 s16, 0xffff8000
s_floor_f16 s16, 64
s_floor_f16 s16, s32
s_floor_f32 s16, -1
s_floor_f32 s16, 0.15915494
s_floor_f32 s16, 0.5
s_floor_f32 s16, 0x12345678
s_floor_f32 s16, 0x3800
s_floor_f32 s16, 0x3fe00000
s_floor_f32 s16, 0xffff8000
s_floor_f32 s16, 64
s_floor_f32 s16, s32
s_fmaak_f32 s16, -1, s48, 0xbf9f0000
s_fmaak_f32 s16, 0.15915494, s48, 0xbf9f0000
s_fmaak_f32 s16, 0.5, s48, 0x3f000000
s_fmaak_f32 s16, 0.5, s48, 0xbf9f0000
s_fmaak_f32 s16, 0x12345678, s48, 0x12345678
s_fmaak_f32 s16, 0x3800, s48, 0x3800
s_fmaak_f32 s16, 0x3fe00000, s48, 0x3fe00000
s_fmaak_f32 s16, 0xffff8000, s48, 0xffff8000
s_fmaak_f32 s16, 64, s48, 0x40
s_fmaak_f32 s16, s32, -1, 0xbf9f0000
s_fmaak_f32 s16, s32, 0.15915494, 0xbf9f0000
s_fmaak_f32 s16, s32, 0.5, 0x3f000000
s_fmaak_f32 s16, s32, 0.5, 0xbf9f0000
s_fmaak_f32 s16, s32, 0x12345678, 0x12345678
s_fmaak_f32 s16, s32, 0x3800, 0x3800
s_fmaak_f32 s16, s32, 0x3fe00000, 0x3fe00000
s_fmaak_f32 s16, s32, 0xffff8000, 0xffff8000
s_fmaak_f32 s16, s32, 64, 0x40
s_fmaak_f32 s16, s32, s48, 0xbf9f0000
s_fmac_f16 s16, -1, s48
s_fmac_f16 s16, 0, s48
s_fmac_f16 s16, 0.15915494, s48
s_fmac_f16 s16, 0.5, s48
s_fmac_f16 s16, 0x5678, s48
s_fmac_f16 s16, 0x8000, s48
s_fmac_f16 s16, 64, s48
s_fmac_f16 s16, s32, -1
s_fmac_f16 s16, s32, 0
s_fmac_f16 s16, s32, 0.15915494
s_fmac_f16 s16, s32, 0.5
s_fmac_f16 s16, s32, 0x5678
s_fmac_f16 s16, s32, 0x8000
s_fmac_f16 s16, s32, 64
s_fmac_f16 s16, s32, s48
s_fmac_f32 s16, -1, s48
s_fmac_f32 s16, 0.15915494, s48
s_fmac_f32 s16, 0.5, s48
s_fmac_f32 s16, 0x12345678, s48
s_fmac_f32 s16, 0x3800, s48
s_fmac_f32 s16, 0x3fe00000, s48
s_fmac_f32 s16, 0xffff8000, s48
s_fmac_f32 s16, 64, s48
s_fmac_f32 s16, s32, -1
s_fmac_f32 s16, s32, 0.15915494
s_fmac_f32 s16, s32, 0.5
s_fmac_f32 s16, s32, 0x12345678
s_fmac_f32 s16, s32, 0x3800
s_fmac_f32 s16, s32, 0x3fe00000
s_fmac_f32 s16, s32, 0xffff8000
s_fmac_f32 s16, s32, 64
s_fmac_f32 s16, s32, s48
s_fmamk_f32 s16, -1, 0xbf9f0000, s48
s_fmamk_f32 s16, 0.15915494, 0xbf9f0000, s48
s_fmamk_f32 s16, 0.5, 0x3f000000, s48
s_fmamk_f32 s16, 0.5, 0xbf9f0000, s48
s_fmamk_f32 s16, 0x12345678, 0x12345678, s48
s_fmamk_f32 s16, 0x3800, 0x3800, s48
s_fmamk_f32 s16, 0x3fe00000, 0x3fe00000, s48
s_fmamk_f32 s16, 0xffff8000, 0xffff8000, s48
s_fmamk_f32 s16, 64, 0x40, s48
s_fmamk_f32 s16, s32, 0x12345678, 0x12345678
s_fmamk_f32 s16, s32, 0x3800, 0x3800
s_fmamk_f32 s16, s32, 0x3f000000, 0.5
s_fmamk_f32 s16, s32, 0x3fe00000, 0x3fe00000
s_fmamk_f32 s16, s32, 0x40, 64
s_fmamk_f32 s16, s32, 0xbf9f0000, -1
s_fmamk_f32 s16, s32, 0xbf9f0000, 0.15915494
s_fmamk_f32 s16, s32, 0xbf9f0000, 0.5
s_fmamk_f32 s16, s32, 0xbf9f0000, s48
s_fmamk_f32 s16, s32, 0xffff8000, 0xffff8000
s_getpc_b64 s[16:17]
s_getreg_b32 s16, hwreg(16, 0, 1)
s_icache_inv
s_incperflevel 16
s_lshl1_add_u32 s16, -1, s48
s_lshl1_add_u32 s16, 0.15915494, s48
s_lshl1_add_u32 s16, 0.5, s48
s_lshl1_add_u32 s16, 0x12345678, s48
s_lshl1_add_u32 s16, 0x3800, s48
s_lshl1_add_u32 s16, 0x3fe00000, s48
s_lshl1_add_u32 s16, 0xffff8000, s48
s_lshl1_add_u32 s16, 64, s48
s_lshl1_add_u32 s16, s32, -1
s_lshl1_add_u32 s16, s32, 0.15915494
s_lshl1_add_u32 s16, s32, 0.5
s_lshl1_add_u32 s16, s32, 0x12345678
s_lshl1_add_u32 s16, s32, 0x3800
s_lshl1_add_u32 s16, s32, 0x3fe00000
s_lshl1_add_u32 s16, s32, 0xffff8000
s_lshl1_add_u32 s16, s32, 64
s_lshl1_add_u32 s16, s32, s48
s_lshl2_add_u32 s16, -1, s48
s_lshl2_add_u32 s16, 0.15915494, s48
s_lshl2_add_u32 s16, 0.5, s48
s_lshl2_add_u32 s16, 0x12345678, s48
s_lshl2_add_u32 s16, 0x3800, s48
s_lshl2_add_u32 s16, 0x3fe00000, s48
s_lshl2_add_u32 s16, 0xffff8000, s48
s_lshl2_add_u32 s16, 64, s48
s_lshl2_add_u32 s16, s32, -1
s_lshl2_add_u32 s16, s32, 0.15915494
s_lshl2_add_u32 s16, s32, 0.5
s_lshl2_add_u32 s16, s32, 0x12345678
s_lshl2_add_u32 s16, s32, 0x3800
s_lshl2_add_u32 s16, s32, 0x3fe00000
s_lshl2_add_u32 s16, s32, 0xffff8000
s_lshl2_add_u32 s16, s32, 64
s_lshl2_add_u32 s16, s32, s48
s_lshl3_add_u32 s16, -1, s48
s_lshl3_add_u32 s16, 0.15915494, s48
s_lshl3_add_u32 s16, 0.5, s48
s_lshl3_add_u32 s16, 0x12345678, s48
s_lshl3_add_u32 s16, 0x3800, s48
s_lshl3_add_u32 s16, 0x3fe00000, s48
s_lshl3_add_u32 s16, 0xffff8000, s48
s_lshl3_add_u32 s16, 64, s48
s_lshl3_add_u32 s16, s32, -1
s_lshl3_add_u32 s16, s32, 0.15915494
s_lshl3_add_u32 s16, s32, 0.5
s_lshl3_add_u32 s16, s32, 0x12345678
s_lshl3_add_u32 s16, s32, 0x3800
s_lshl3_add_u32 s16, s32, 0x3fe00000
s_lshl3_add_u32 s16, s32, 0xffff8000
s_lshl3_add_u32 s16, s32, 64
s_lshl3_add_u32 s16, s32, s48
s_lshl4_add_u32 s16, -1, s48
s_lshl4_add_u32 s16, 0.15915494, s48
s_lshl4_add_u32 s16, 0.5, s48
s_lshl4_add_u32 s16, 0x12345678, s48
s_lshl4_add_u32 s16, 0x3800, s48
s_lshl4_add_u32 s16, 0x3fe00000, s48
s_lshl4_add_u32 s16, 0xffff8000, s48
s_lshl4_add_u32 s16, 64, s48
s_lshl4_add_u32 s16, s32, -1
s_lshl4_add_u32 s16, s32, 0.15915494
s_lshl4_add_u32 s16, s32, 0.5
s_lshl4_add_u32 s16, s32, 0x12345678
s_lshl4_add_u32 s16, s32, 0x3800
s_lshl4_add_u32 s16, s32, 0x3fe00000
s_lshl4_add_u32 s16, s32, 0xffff8000
s_lshl4_add_u32 s16, s32, 64
s_lshl4_add_u32 s16, s32, s48
s_lshl_b32 s16, -1, s48
s_lshl_b32 s16, 0.15915494, s48
s_lshl_b32 s16, 0.5, s48
s_lshl_b32 s16, 0x12345678, s48
s_lshl_b32 s16, 0x3800, s48
s_lshl_b32 s16, 0x3fe00000, s48
s_lshl_b32 s16, 0xffff8000, s48
s_lshl_b32 s16, 64, s48
s_lshl_b32 s16, s32, -1
s_lshl_b32 s16, s32, 0.15915494
s_lshl_b32 s16, s32, 0.5
s_lshl_b32 s16, s32, 0x12345678
s_lshl_b32 s16, s32, 0x3800
s_lshl_b32 s16, s32, 0x3fe00000
s_lshl_b32 s16, s32, 0xffff8000
s_lshl_b32 s16, s32, 64
s_lshl_b32 s16, s32, s48
s_lshl_b64 s[16:17], -1, s48
s_lshl_b64 s[16:17], 0.15915494309189532, s48
s_lshl_b64 s[16:17], 0.5, s48
s_lshl_b64 s[16:17], 0x12345678, s48
s_lshl_b64 s[16:17], 0x3800, s48
s_lshl_b64 s[16:17], 0x3f000000, s48
s_lshl_b64 s[16:17], 0x3fe00000, s48
s_lshl_b64 s[16:17], 0xffff8000, s48
s_lshl_b64 s[16:17], 64, s48
s_lshl_b64 s[16:17], s[32:33], -1
s_lshl_b64 s[16:17], s[32:33], 0.15915494
s_lshl_b64 s[16:17], s[32:33], 0.5
s_lshl_b64 s[16:17], s[32:33], 0x12345678
s_lshl_b64 s[16:17], s[32:33], 0x3800
s_lshl_b64 s[16:17], s[32:33], 0x3fe00000
s_lshl_b64 s[16:17], s[32:33], 0xffff8000
s_lshl_b64 s[16:17], s[32:33], 64
s_lshl_b64 s[16:17], s[32:33], s48
s_lshr_b32 s16, -1, s48
s_lshr_b32 s16, 0.15915494, s48
s_lshr_b32 s16, 0.5, s48
s_lshr_b32 s16, 0x12345678, s48
s_lshr_b32 s16, 0x3800, s48
s_lshr_b32 s16, 0x3fe00000, s48
s_lshr_b32 s16, 0xffff8000, s48
s_lshr_b32 s16, 64, s48
s_lshr_b32 s16, s32, -1
s_lshr_b32 s16, s32, 0.15915494
s_lshr_b32 s16, s32, 0.5
s_lshr_b32 s16, s32, 0x12345678
s_lshr_b32 s16, s32, 0x3800
s_lshr_b32 s16, s32, 0x3fe00000
s_lshr_b32 s16, s32, 0xffff8000
s_lshr_b32 s16, s32, 64
s_lshr_b32 s16, s32, s48
s_lshr_b64 s[16:17], -1, s48
s_lshr_b64 s[16:17], 0.15915494309189532, s48
s_lshr_b64 s[16:17], 0.5, s48
s_lshr_b64 s[16:17], 0x12345678, s48
s_lshr_b64 s[16:17], 0x3800, s48
s_lshr_b64 s[16:17], 0x3f000000, s48
s_lshr_b64 s[16:17], 0x3fe00000, s48
s_lshr_b64 s[16:17], 0xffff8000, s48
s_lshr_b64 s[16:17], 64, s48
s_lshr_b64 s[16:17], s[32:33], -1
s_lshr_b64 s[16:17], s[32:33], 0.15915494
s_lshr_b64 s[16:17], s[32:33], 0.5
s_lshr_b64 s[16:17], s[32:33], 0x12345678
s_lshr_b64 s[16:17], s[32:33], 0x3800
s_lshr_b64 s[16:17], s[32:33], 0x3fe00000
s_lshr_b64 s[16:17], s[32:33], 0xffff8000
s_lshr_b64 s[16:17], s[32:33], 64
s_lshr_b64 s[16:17], s[32:33], s48
s_max_f16 s16, -1, s48
s_max_f16 s16, 0, s48
s_max_f16 s16, 0.15915494, s48
s_max_f16 s16, 0.5, s48
s_max_f16 s16, 0x5678, s48
s_max_f16 s16, 0x8000, s48
s_max_f16 s16, 64, s48
s_max_f16 s16, s32, -1
s_max_f16 s16, s32, 0
s_max_f16 s16, s32, 0.15915494
s_max_f16 s16, s32, 0.5
s_max_f16 s16, s32, 0x5678
s_max_f16 s16, s32, 0x8000
s_max_f16 s16, s32, 64
s_max_f16 s16, s32, s48
s_max_f32 s16, -1, s48
s_max_f32 s16, 0.15915494, s48
s_max_f32 s16, 0.5, s48
s_max_f32 s16, 0x12345678, s48
s_max_f32 s16, 0x3800, s48
s_max_f32 s16, 0x3fe00000, s48
s_max_f32 s16, 0xffff8000, s48
s_max_f32 s16, 64, s48
s_max_f32 s16, s32, -1
s_max_f32 s16, s32, 0.15915494
s_max_f32 s16, s32, 0.5
s_max_f32 s16, s32, 0x12345678
s_max_f32 s16, s32, 0x3800
s_max_f32 s16, s32, 0x3fe00000
s_max_f32 s16, s32, 0xffff8000
s_max_f32 s16, s32, 64
s_max_f32 s16, s32, s48
s_max_i32 s16, -1, s48
s_max_i32 s16, 0.15915494, s48
s_max_i32 s16, 0.5, s48
s_max_i32 s16, 0x12345678, s48
s_max_i32 s16, 0x3800, s48
s_max_i32 s16, 0x3fe00000, s48
s_max_i32 s16, 0xffff8000, s48
s_max_i32 s16, 64, s48
s_max_i32 s16, s32, -1
s_max_i32 s16, s32, 0.15915494
s_max_i32 s16, s32, 0.5
s_max_i32 s16, s32, 0x12345678
s_max_i32 s16, s32, 0x3800
s_max_i32 s16, s32, 0x3fe00000
s_max_i32 s16, s32, 0xffff8000
s_max_i32 s16, s32, 64
s_max_i32 s16, s32, s48
s_max_u32 s16, -1, s48
s_max_u32 s16, 0.15915494, s48
s_max_u32 s16, 0.5, s48
s_max_u32 s16, 0x12345678, s48
s_max_u32 s16, 0x3800, s48
s_max_u32 s16, 0x3fe00000, s48
s_max_u32 s16, 0xffff8000, s48
s_max_u32 s16, 64, s48
s_max_u32 s16, s32, -1
s_max_u32 s16, s32, 0.15915494
s_max_u32 s16, s32, 0.5
s_max_u32 s16, s32, 0x12345678
s_max_u32 s16, s32, 0x3800
s_max_u32 s16, s32, 0x3fe00000
s_max_u32 s16, s32, 0xffff8000
s_max_u32 s16, s32, 64
s_max_u32 s16, s32, s48
s_min_f16 s16, -1, s48
s_min_f16 s16, 0, s48
s_min_f16 s16, 0.15915494, s48
s_min_f16 s16, 0.5, s48
s_min_f16 s16, 0x5678, s48
s_min_f16 s16, 0x8000, s48
s_min_f16 s16, 64, s48
s_min_f16 s16, s32, -1
s_min_f16 s16, s32, 0
s_min_f16 s16, s32, 0.15915494
s_min_f16 s16, s32, 0.5
s_min_f16 s16, s32, 0x5678
s_min_f16 s16, s32, 0x8000
s_min_f16 s16, s32, 64
s_min_f16 s16, s32, s48
s_min_f32 s16, -1, s48
s_min_f32 s16, 0.15915494, s48
s_min_f32 s16, 0.5, s48
s_min_f32 s16, 0x12345678, s48
s_min_f32 s16, 0x3800, s48
s_min_f32 s16, 0x3fe00000, s48
s_min_f32 s16, 0xffff8000, s48
s_min_f32 s16, 64, s48
s_min_f32 s16, s32, -1
s_min_f32 s16, s32, 0.15915494
s_min_f32 s16, s32, 0.5
s_min_f32 s16, s32, 0x12345678
s_min_f32 s16, s32, 0x3800
s_min_f32 s16, s32, 0x3fe00000
s_min_f32 s16, s32, 0xffff8000
s_min_f32 s16, s32, 64
s_min_f32 s16, s32, s48
s_min_i32 s16, -1, s48
s_min_i32 s16, 0.15915494, s48
s_min_i32 s16, 0.5, s48
s_min_i32 s16, 0x12345678, s48
s_min_i32 s16, 0x3800, s48
s_min_i32 s16, 0x3fe00000, s48
s_min_i32 s16, 0xffff8000, s48
s_min_i32 s16, 64, s48
s_min_i32 s16, s32, -1
s_min_i32 s16, s32, 0.15915494
s_min_i32 s16, s32, 0.5
s_min_i32 s16, s32, 0x12345678
s_min_i32 s16, s32, 0x3800
s_min_i32 s16, s32, 0x3fe00000
s_min_i32 s16, s32, 0xffff8000
s_min_i32 s16, s32, 64
s_min_i32 s16, s32, s48
s_min_u32 s16, -1, s48
s_min_u32 s16, 0.15915494, s48
s_min_u32 s16, 0.5, s48
s_min_u32 s16, 0x12345678, s48
s_min_u32 s16, 0x3800, s48
s_min_u32 s16, 0x3fe00000, s48
s_min_u32 s16, 0xffff8000, s48
s_min_u32 s16, 64, s48
s_min_u32 s16, s32, -1
s_min_u32 s16, s32, 0.15915494
s_min_u32 s16, s32, 0.5
s_min_u32 s16, s32, 0x12345678
s_min_u32 s16, s32, 0x3800
s_min_u32 s16, s32, 0x3fe00000
s_min_u32 s16, s32, 0xffff8000
s_min_u32 s16, s32, 64
s_min_u32 s16, s32, s48
s_mov_b32 s16, -1
s_mov_b32 s16, 0.15915494
s_mov_b32 s16, 0.5
s_mov_b32 s16, 0x12345678
s_mov_b32 s16, 0x3800
s_mov_b32 s16, 0x3fe00000
s_mov_b32 s16, 0xffff8000
s_mov_b32 s16, 64
s_mov_b32 s16, s32
s_mov_b64 s[16:17], -1
s_mov_b64 s[16:17], 0.15915494309189532
s_mov_b64 s[16:17], 0.5
s_mov_b64 s[16:17], 0x12345678
s_mov_b64 s[16:17], 0x3800
s_mov_b64 s[16:17], 0x3f000000
s_mov_b64 s[16:17], 0x3fe00000
s_mov_b64 s[16:17], 0xffff8000
s_mov_b64 s[16:17], 64
s_mov_b64 s[16:17], s[32:33]
s_movk_i32 s16, 0x10
s_movreld_b32 s16, -1
s_movreld_b32 s16, 0.15915494
s_movreld_b32 s16, 0.5
s_movreld_b32 s16, 0x12345678
s_movreld_b32 s16, 0x3800
s_movreld_b32 s16, 0x3fe00000
s_movreld_b32 s16, 0xffff8000
s_movreld_b32 s16, 64
s_movreld_b32 s16, s32
s_movreld_b64 s[16:17], -1
s_movreld_b64 s[16:17], 0.15915494309189532
s_movreld_b64 s[16:17], 0.5
s_movreld_b64 s[16:17], 0x12345678
s_movreld_b64 s[16:17], 0x3800
s_movreld_b64 s[16:17], 0x3f000000
s_movreld_b64 s[16:17], 0x3fe00000
s_movreld_b64 s[16:17], 0xffff8000
s_movreld_b64 s[16:17], 64
s_movreld_b64 s[16:17], s[32:33]
.long 0xbe9040c1  ; s_movrels_b32 s16, -1/*Invalid immediate*/
.long 0xbe9040f8  ; s_movrels_b32 s16, 0.15915494/*Invalid immediate*/
.long 0xbe9040f0  ; s_movrels_b32 s16, 0.5/*Invalid immediate*/
.long 0xbe9040ff, 0x12345678  ; s_movrels_b32 s16, 0x12345678/*Invalid immediate*/
.long 0xbe9040ff, 0x00003800  ; s_movrels_b32 s16, 0x3800/*Invalid immediate*/
.long 0xbe9040ff, 0x3fe00000  ; s_movrels_b32 s16, 0x3fe00000/*Invalid immediate*/
.long 0xbe9040ff, 0xffff8000  ; s_movrels_b32 s16, 0xffff8000/*Invalid immediate*/
.long 0xbe9040ff, 0x00000040  ; s_movrels_b32 s16, 64/*Invalid immediate*/
s_movrels_b32 s16, s32
.long 0xbe9041c1  ; s_movrels_b64 s[16:17], -1/*Invalid immediate*/
.long 0xbe9041f8  ; s_movrels_b64 s[16:17], 0.15915494/*Invalid immediate*/
.long 0xbe9041f0  ; s_movrels_b64 s[16:17], 0.5/*Invalid immediate*/
.long 0xbe9041ff, 0x12345678  ; s_movrels_b64 s[16:17], 0x12345678/*Invalid immediate*/
.long 0xbe9041ff, 0x00003800  ; s_movrels_b64 s[16:17], 0x3800/*Invalid immediate*/
.long 0xbe9041ff, 0x3fe00000  ; s_movrels_b64 s[16:17], 0x3fe00000/*Invalid immediate*/
.long 0xbe9041ff, 0xffff8000  ; s_movrels_b64 s[16:17], 0xffff8000/*Invalid immediate*/
.long 0xbe9041ff, 0x00000040  ; s_movrels_b64 s[16:17], 64/*Invalid immediate*/
s_movrels_b64 s[16:17], s[32:33]
s_movrelsd_2_b32 s16, -1
s_movrelsd_2_b32 s16, 0.15915494
s_movrelsd_2_b32 s16, 0.5
s_movrelsd_2_b32 s16, 0x12345678
s_movrelsd_2_b32 s16, 0x3800
s_movrelsd_2_b32 s16, 0x3fe00000
s_movrelsd_2_b32 s16, 0xffff8000
s_movrelsd_2_b32 s16, 64
s_movrelsd_2_b32 s16, s32
s_mul_f16 s16, -1, s48
s_mul_f16 s16, 0, s48
s_mul_f16 s16, 0.15915494, s48
s_mul_f16 s16, 0.5, s48
s_mul_f16 s16, 0x5678, s48
s_mul_f16 s16, 0x8000, s48
s_mul_f16 s16, 64, s48
s_mul_f16 s16, s32, -1
s_mul_f16 s16, s32, 0
s_mul_f16 s16, s32, 0.15915494
s_mul_f16 s16, s32, 0.5
s_mul_f16 s16, s32, 0x5678
s_mul_f16 s16, s32, 0x8000
s_mul_f16 s16, s32, 64
s_mul_f16 s16, s32, s48
s_mul_f32 s16, -1, s48
s_mul_f32 s16, 0.15915494, s48
s_mul_f32 s16, 0.5, s48
s_mul_f32 s16, 0x12345678, s48
s_mul_f32 s16, 0x3800, s48
s_mul_f32 s16, 0x3fe00000, s48
s_mul_f32 s16, 0xffff8000, s48
s_mul_f32 s16, 64, s48
s_mul_f32 s16, s32, -1
s_mul_f32 s16, s32, 0.15915494
s_mul_f32 s16, s32, 0.5
s_mul_f32 s16, s32, 0x12345678
s_mul_f32 s16, s32, 0x3800
s_mul_f32 s16, s32, 0x3fe00000
s_mul_f32 s16, s32, 0xffff8000
s_mul_f32 s16, s32, 64
s_mul_f32 s16, s32, s48
s_mul_hi_i32 s16, -1, s48
s_mul_hi_i32 s16, 0.15915494, s48
s_mul_hi_i32 s16, 0.5, s48
s_mul_hi_i32 s16, 0x12345678, s48
s_mul_hi_i32 s16, 0x3800, s48
s_mul_hi_i32 s16, 0x3fe00000, s48
s_mul_hi_i32 s16, 0xffff8000, s48
s_mul_hi_i32 s16, 64, s48
s_mul_hi_i32 s16, s32, -1
s_mul_hi_i32 s16, s32, 0.15915494
s_mul_hi_i32 s16, s32, 0.5
s_mul_hi_i32 s16, s32, 0x12345678
s_mul_hi_i32 s16, s32, 0x3800
s_mul_hi_i32 s16, s32, 0x3fe00000
s_mul_hi_i32 s16, s32, 0xffff8000
s_mul_hi_i32 s16, s32, 64
s_mul_hi_i32 s16, s32, s48
s_mul_hi_u32 s16, -1, s48
s_mul_hi_u32 s16, 0.15915494, s48
s_mul_hi_u32 s16, 0.5, s48
s_mul_hi_u32 s16, 0x12345678, s48
s_mul_hi_u32 s16, 0x3800, s48
s_mul_hi_u32 s16, 0x3fe00000, s48
s_mul_hi_u32 s16, 0xffff8000, s48
s_mul_hi_u32 s16, 64, s48
s_mul_hi_u32 s16, s32, -1
s_mul_hi_u32 s16, s32, 0.15915494
s_mul_hi_u32 s16, s32, 0.5
s_mul_hi_u32 s16, s32, 0x12345678
s_mul_hi_u32 s16, s32, 0x3800
s_mul_hi_u32 s16, s32, 0x3fe00000
s_mul_hi_u32 s16, s32, 0xffff8000
s_mul_hi_u32 s16, s32, 64
s_mul_hi_u32 s16, s32, s48
s_mul_i32 s16, -1, s48
s_mul_i32 s16, 0.15915494, s48
s_mul_i32 s16, 0.5, s48
s_mul_i32 s16, 0x12345678, s48
s_mul_i32 s16, 0x3800, s48
s_mul_i32 s16, 0x3fe00000, s48
s_mul_i32 s16, 0xffff8000, s48
s_mul_i32 s16, 64, s48
s_mul_i32 s16, s32, -1
s_mul_i32 s16, s32, 0.15915494
s_mul_i32 s16, s32, 0.5
s_mul_i32 s16, s32, 0x12345678
s_mul_i32 s16, s32, 0x3800
s_mul_i32 s16, s32, 0x3fe00000
s_mul_i32 s16, s32, 0xffff8000
s_mul_i32 s16, s32, 64
s_mul_i32 s16, s32, s48
s_mulk_i32 s16, 0x10
s_nand_b32 s16, -1, s48
s_nand_b32 s16, 0.15915494, s48
s_nand_b32 s16, 0.5, s48
s_nand_b32 s16, 0x12345678, s48
s_nand_b32 s16, 0x3800, s48
s_nand_b32 s16, 0x3fe00000, s48
s_nand_b32 s16, 0xffff8000, s48
s_nand_b32 s16, 64, s48
s_nand_b32 s16, s32, -1
s_nand_b32 s16, s32, 0.15915494
s_nand_b32 s16, s32, 0.5
s_nand_b32 s16, s32, 0x12345678
s_nand_b32 s16, s32, 0x3800
s_nand_b32 s16, s32, 0x3fe00000
s_nand_b32 s16, s32, 0xffff8000
s_nand_b32 s16, s32, 64
s_nand_b32 s16, s32, s48
s_nand_b64 s[16:17], -1, s[48:49]
s_nand_b64 s[16:17], 0.15915494309189532, s[48:49]
s_nand_b64 s[16:17], 0.5, s[48:49]
s_nand_b64 s[16:17], 0x12345678, s[48:49]
s_nand_b64 s[16:17], 0x3800, s[48:49]
s_nand_b64 s[16:17], 0x3f000000, s[48:49]
s_nand_b64 s[16:17], 0x3fe00000, s[48:49]
s_nand_b64 s[16:17], 0xffff8000, s[48:49]
s_nand_b64 s[16:17], 64, s[48:49]
s_nand_b64 s[16:17], s[32:33], -1
s_nand_b64 s[16:17], s[32:33], 0.15915494309189532
s_nand_b64 s[16:17], s[32:33], 0.5
s_nand_b64 s[16:17], s[32:33], 0x12345678
s_nand_b64 s[16:17], s[32:33], 0x3800
s_nand_b64 s[16:17], s[32:33], 0x3f000000
s_nand_b64 s[16:17], s[32:33], 0x3fe00000
s_nand_b64 s[16:17], s[32:33], 0xffff8000
s_nand_b64 s[16:17], s[32:33], 64
s_nand_b64 s[16:17], s[32:33], s[48:49]
s_nand_saveexec_b32 s16, -1
s_nand_saveexec_b32 s16, 0.15915494
s_nand_saveexec_b32 s16, 0.5
s_nand_saveexec_b32 s16, 0x12345678
s_nand_saveexec_b32 s16, 0x3800
s_nand_saveexec_b32 s16, 0x3fe00000
s_nand_saveexec_b32 s16, 0xffff8000
s_nand_saveexec_b32 s16, 64
s_nand_saveexec_b32 s16, s32
s_nand_saveexec_b64 s[16:17], -1
s_nand_saveexec_b64 s[16:17], 0.15915494309189532
s_nand_saveexec_b64 s[16:17], 0.5
s_nand_saveexec_b64 s[16:17], 0x12345678
s_nand_saveexec_b64 s[16:17], 0x3800
s_nand_saveexec_b64 s[16:17], 0x3f000000
s_nand_saveexec_b64 s[16:17], 0x3fe00000
s_nand_saveexec_b64 s[16:17], 0xffff8000
s_nand_saveexec_b64 s[16:17], 64
s_nand_saveexec_b64 s[16:17], s[32:33]
s_nop 16
s_nor_b32 s16, -1, s48
s_nor_b32 s16, 0.15915494, s48
s_nor_b32 s16, 0.5, s48
s_nor_b32 s16, 0x12345678, s48
s_nor_b32 s16, 0x3800, s48
s_nor_b32 s16, 0x3fe00000, s48
s_nor_b32 s16, 0xffff8000, s48
s_nor_b32 s16, 64, s48
s_nor_b32 s16, s32, -1
s_nor_b32 s16, s32, 0.15915494
s_nor_b32 s16, s32, 0.5
s_nor_b32 s16, s32, 0x12345678
s_nor_b32 s16, s32, 0x3800
s_nor_b32 s16, s32, 0x3fe00000
s_nor_b32 s16, s32, 0xffff8000
s_nor_b32 s16, s32, 64
s_nor_b32 s16, s32, s48
s_nor_b64 s[16:17], -1, s[48:49]
s_nor_b64 s[16:17], 0.15915494309189532, s[48:49]
s_nor_b64 s[16:17], 0.5, s[48:49]
s_nor_b64 s[16:17], 0x12345678, s[48:49]
s_nor_b64 s[16:17], 0x3800, s[48:49]
s_nor_b64 s[16:17], 0x3f000000, s[48:49]
s_nor_b64 s[16:17], 0x3fe00000, s[48:49]
s_nor_b64 s[16:17], 0xffff8000, s[48:49]
s_nor_b64 s[16:17], 64, s[48:49]
s_nor_b64 s[16:17], s[32:33], -1
s_nor_b64 s[16:17], s[32:33], 0.15915494309189532
s_nor_b64 s[16:17], s[32:33], 0.5
s_nor_b64 s[16:17], s[32:33], 0x12345678
s_nor_b64 s[16:17], s[32:33], 0x3800
s_nor_b64 s[16:17], s[32:33], 0x3f000000
s_nor_b64 s[16:17], s[32:33], 0x3fe00000
s_nor_b64 s[16:17], s[32:33], 0xffff8000
s_nor_b64 s[16:17], s[32:33], 64
s_nor_b64 s[16:17], s[32:33], s[48:49]
s_nor_saveexec_b32 s16, -1
s_nor_saveexec_b32 s16, 0.15915494
s_nor_saveexec_b32 s16, 0.5
s_nor_saveexec_b32 s16, 0x12345678
s_nor_saveexec_b32 s16, 0x3800
s_nor_saveexec_b32 s16, 0x3fe00000
s_nor_saveexec_b32 s16, 0xffff8000
s_nor_saveexec_b32 s16, 64
s_nor_saveexec_b32 s16, s32
s_nor_saveexec_b64 s[16:17], -1
s_nor_saveexec_b64 s[16:17], 0.15915494309189532
s_nor_saveexec_b64 s[16:17], 0.5
s_nor_saveexec_b64 s[16:17], 0x12345678
s_nor_saveexec_b64 s[16:17], 0x3800
s_nor_saveexec_b64 s[16:17], 0x3f000000
s_nor_saveexec_b64 s[16:17], 0x3fe00000
s_nor_saveexec_b64 s[16:17], 0xffff8000
s_nor_saveexec_b64 s[16:17], 64
s_nor_saveexec_b64 s[16:17], s[32:33]
s_not_b32 s16, -1
s_not_b32 s16, 0.15915494
s_not_b32 s16, 0.5
s_not_b32 s16, 0x12345678
s_not_b32 s16, 0x3800
s_not_b32 s16, 0x3fe00000
s_not_b32 s16, 0xffff8000
s_not_b32 s16, 64
s_not_b32 s16, s32
s_not_b64 s[16:17], -1
s_not_b64 s[16:17], 0.15915494309189532
s_not_b64 s[16:17], 0.5
s_not_b64 s[16:17], 0x12345678
s_not_b64 s[16:17], 0x3800
s_not_b64 s[16:17], 0x3f000000
s_not_b64 s[16:17], 0x3fe00000
s_not_b64 s[16:17], 0xffff8000
s_not_b64 s[16:17], 64
s_not_b64 s[16:17], s[32:33]
s_or_b32 s16, -1, s48
s_or_b32 s16, 0.15915494, s48
s_or_b32 s16, 0.5, s48
s_or_b32 s16, 0x12345678, s48
s_or_b32 s16, 0x3800, s48
s_or_b32 s16, 0x3fe00000, s48
s_or_b32 s16, 0xffff8000, s48
s_or_b32 s16, 64, s48
s_or_b32 s16, s32, -1
s_or_b32 s16, s32, 0.15915494
s_or_b32 s16, s32, 0.5
s_or_b32 s16, s32, 0x12345678
s_or_b32 s16, s32, 0x3800
s_or_b32 s16, s32, 0x3fe00000
s_or_b32 s16, s32, 0xffff8000
s_or_b32 s16, s32, 64
s_or_b32 s16, s32, s48
s_or_b64 s[16:17], -1, s[48:49]
s_or_b64 s[16:17], 0.15915494309189532, s[48:49]
s_or_b64 s[16:17], 0.5, s[48:49]
s_or_b64 s[16:17], 0x12345678, s[48:49]
s_or_b64 s[16:17], 0x3800, s[48:49]
s_or_b64 s[16:17], 0x3f000000, s[48:49]
s_or_b64 s[16:17], 0x3fe00000, s[48:49]
s_or_b64 s[16:17], 0xffff8000, s[48:49]
s_or_b64 s[16:17], 64, s[48:49]
s_or_b64 s[16:17], s[32:33], -1
s_or_b64 s[16:17], s[32:33], 0.15915494309189532
s_or_b64 s[16:17], s[32:33], 0.5
s_or_b64 s[16:17], s[32:33], 0x12345678
s_or_b64 s[16:17], s[32:33], 0x3800
s_or_b64 s[16:17], s[32:33], 0x3f000000
s_or_b64 s[16:17], s[32:33], 0x3fe00000
s_or_b64 s[16:17], s[32:33], 0xffff8000
s_or_b64 s[16:17], s[32:33], 64
s_or_b64 s[16:17], s[32:33], s[48:49]
s_or_not0_saveexec_b32 s16, -1
s_or_not0_saveexec_b32 s16, 0.15915494
s_or_not0_saveexec_b32 s16, 0.5
s_or_not0_saveexec_b32 s16, 0x12345678
s_or_not0_saveexec_b32 s16, 0x3800
s_or_not0_saveexec_b32 s16, 0x3fe00000
s_or_not0_saveexec_b32 s16, 0xffff8000
s_or_not0_saveexec_b32 s16, 64
s_or_not0_saveexec_b32 s16, s32
s_or_not0_saveexec_b64 s[16:17], -1
s_or_not0_saveexec_b64 s[16:17], 0.15915494309189532
s_or_not0_saveexec_b64 s[16:17], 0.5
s_or_not0_saveexec_b64 s[16:17], 0x12345678
s_or_not0_saveexec_b64 s[16:17], 0x3800
s_or_not0_saveexec_b64 s[16:17], 0x3f000000
s_or_not0_saveexec_b64 s[16:17], 0x3fe00000
s_or_not0_saveexec_b64 s[16:17], 0xffff8000
s_or_not0_saveexec_b64 s[16:17], 64
s_or_not0_saveexec_b64 s[16:17], s[32:33]
s_or_not1_b32 s16, -1, s48
s_or_not1_b32 s16, 0.15915494, s48
s_or_not1_b32 s16, 0.5, s48
s_or_not1_b32 s16, 0x12345678, s48
s_or_not1_b32 s16, 0x3800, s48
s_or_not1_b32 s16, 0x3fe00000, s48
s_or_not1_b32 s16, 0xffff8000, s48
s_or_not1_b32 s16, 64, s48
s_or_not1_b32 s16, s32, -1
s_or_not1_b32 s16, s32, 0.15915494
s_or_not1_b32 s16, s32, 0.5
s_or_not1_b32 s16, s32, 0x12345678
s_or_not1_b32 s16, s32, 0x3800
s_or_not1_b32 s16, s32, 0x3fe00000
s_or_not1_b32 s16, s32, 0xffff8000
s_or_not1_b32 s16, s32, 64
s_or_not1_b32 s16, s32, s48
s_or_not1_b64 s[16:17], -1, s[48:49]
s_or_not1_b64 s[16:17], 0.15915494309189532, s[48:49]
s_or_not1_b64 s[16:17], 0.5, s[48:49]
s_or_not1_b64 s[16:17], 0x12345678, s[48:49]
s_or_not1_b64 s[16:17], 0x3800, s[48:49]
s_or_not1_b64 s[16:17], 0x3f000000, s[48:49]
s_or_not1_b64 s[16:17], 0x3fe00000, s[48:49]
s_or_not1_b64 s[16:17], 0xffff8000, s[48:49]
s_or_not1_b64 s[16:17], 64, s[48:49]
s_or_not1_b64 s[16:17], s[32:33], -1
s_or_not1_b64 s[16:17], s[32:33], 0.15915494309189532
s_or_not1_b64 s[16:17], s[32:33], 0.5
s_or_not1_b64 s[16:17], s[32:33], 0x12345678
s_or_not1_b64 s[16:17], s[32:33], 0x3800
s_or_not1_b64 s[16:17], s[32:33], 0x3f000000
s_or_not1_b64 s[16:17], s[32:33], 0x3fe00000
s_or_not1_b64 s[16:17], s[32:33], 0xffff8000
s_or_not1_b64 s[16:17], s[32:33], 64
s_or_not1_b64 s[16:17], s[32:33], s[48:49]
s_or_not1_saveexec_b32 s16, -1
s_or_not1_saveexec_b32 s16, 0.15915494
s_or_not1_saveexec_b32 s16, 0.5
s_or_not1_saveexec_b32 s16, 0x12345678
s_or_not1_saveexec_b32 s16, 0x3800
s_or_not1_saveexec_b32 s16, 0x3fe00000
s_or_not1_saveexec_b32 s16, 0xffff8000
s_or_not1_saveexec_b32 s16, 64
s_or_not1_saveexec_b32 s16, s32
s_or_not1_saveexec_b64 s[16:17], -1
s_or_not1_saveexec_b64 s[16:17], 0.15915494309189532
s_or_not1_saveexec_b64 s[16:17], 0.5
s_or_not1_saveexec_b64 s[16:17], 0x12345678
s_or_not1_saveexec_b64 s[16:17], 0x3800
s_or_not1_saveexec_b64 s[16:17], 0x3f000000
s_or_not1_saveexec_b64 s[16:17], 0x3fe00000
s_or_not1_saveexec_b64 s[16:17], 0xffff8000
s_or_not1_saveexec_b64 s[16:17], 64
s_or_not1_saveexec_b64 s[16:17], s[32:33]
s_or_saveexec_b32 s16, -1
s_or_saveexec_b32 s16, 0.15915494
s_or_saveexec_b32 s16, 0.5
s_or_saveexec_b32 s16, 0x12345678
s_or_saveexec_b32 s16, 0x3800
s_or_saveexec_b32 s16, 0x3fe00000
s_or_saveexec_b32 s16, 0xffff8000
s_or_saveexec_b32 s16, 64
s_or_saveexec_b32 s16, s32
s_or_saveexec_b64 s[16:17], -1
s_or_saveexec_b64 s[16:17], 0.15915494309189532
s_or_saveexec_b64 s[16:17], 0.5
s_or_saveexec_b64 s[16:17], 0x12345678
s_or_saveexec_b64 s[16:17], 0x3800
s_or_saveexec_b64 s[16:17], 0x3f000000
s_or_saveexec_b64 s[16:17], 0x3fe00000
s_or_saveexec_b64 s[16:17], 0xffff8000
s_or_saveexec_b64 s[16:17], 64
s_or_saveexec_b64 s[16:17], s[32:33]
s_pack_hh_b32_b16 s16, -1, s48
s_pack_hh_b32_b16 s16, 0.15915494, s48
s_pack_hh_b32_b16 s16, 0.5, s48
s_pack_hh_b32_b16 s16, 0x12345678, s48
s_pack_hh_b32_b16 s16, 0x3800, s48
s_pack_hh_b32_b16 s16, 0x3fe00000, s48
s_pack_hh_b32_b16 s16, 0xffff8000, s48
s_pack_hh_b32_b16 s16, 64, s48
s_pack_hh_b32_b16 s16, s32, -1
s_pack_hh_b32_b16 s16, s32, 0.15915494
s_pack_hh_b32_b16 s16, s32, 0.5
s_pack_hh_b32_b16 s16, s32, 0x12345678
s_pack_hh_b32_b16 s16, s32, 0x3800
s_pack_hh_b32_b16 s16, s32, 0x3fe00000
s_pack_hh_b32_b16 s16, s32, 0xffff8000
s_pack_hh_b32_b16 s16, s32, 64
s_pack_hh_b32_b16 s16, s32, s48
s_pack_hl_b32_b16 s16, -1, s48
s_pack_hl_b32_b16 s16, 0.15915494, s48
s_pack_hl_b32_b16 s16, 0.5, s48
s_pack_hl_b32_b16 s16, 0x12345678, s48
s_pack_hl_b32_b16 s16, 0x3800, s48
s_pack_hl_b32_b16 s16, 0x3fe00000, s48
s_pack_hl_b32_b16 s16, 0xffff8000, s48
s_pack_hl_b32_b16 s16, 64, s48
s_pack_hl_b32_b16 s16, s32, -1
s_pack_hl_b32_b16 s16, s32, 0.15915494
s_pack_hl_b32_b16 s16, s32, 0.5
s_pack_hl_b32_b16 s16, s32, 0x12345678
s_pack_hl_b32_b16 s16, s32, 0x3800
s_pack_hl_b32_b16 s16, s32, 0x3fe00000
s_pack_hl_b32_b16 s16, s32, 0xffff8000
s_pack_hl_b32_b16 s16, s32, 64
s_pack_hl_b32_b16 s16, s32, s48
s_pack_lh_b32_b16 s16, -1, s48
s_pack_lh_b32_b16 s16, 0.15915494, s48
s_pack_lh_b32_b16 s16, 0.5, s48
s_pack_lh_b32_b16 s16, 0x12345678, s48
s_pack_lh_b32_b16 s16, 0x3800, s48
s_pack_lh_b32_b16 s16, 0x3fe00000, s48
s_pack_lh_b32_b16 s16, 0xffff8000, s48
s_pack_lh_b32_b16 s16, 64, s48
s_pack_lh_b32_b16 s16, s32, -1
s_pack_lh_b32_b16 s16, s32, 0.15915494
s_pack_lh_b32_b16 s16, s32, 0.5
s_pack_lh_b32_b16 s16, s32, 0x12345678
s_pack_lh_b32_b16 s16, s32, 0x3800
s_pack_lh_b32_b16 s16, s32, 0x3fe00000
s_pack_lh_b32_b16 s16, s32, 0xffff8000
s_pack_lh_b32_b16 s16, s32, 64
s_pack_lh_b32_b16 s16, s32, s48
s_pack_ll_b32_b16 s16, -1, s48
s_pack_ll_b32_b16 s16, 0.15915494, s48
s_pack_ll_b32_b16 s16, 0.5, s48
s_pack_ll_b32_b16 s16, 0x12345678, s48
s_pack_ll_b32_b16 s16, 0x3800, s48
s_pack_ll_b32_b16 s16, 0x3fe00000, s48
s_pack_ll_b32_b16 s16, 0xffff8000, s48
s_pack_ll_b32_b16 s16, 64, s48
s_pack_ll_b32_b16 s16, s32, -1
s_pack_ll_b32_b16 s16, s32, 0.15915494
s_pack_ll_b32_b16 s16, s32, 0.5
s_pack_ll_b32_b16 s16, s32, 0x12345678
s_pack_ll_b32_b16 s16, s32, 0x3800
s_pack_ll_b32_b16 s16, s32, 0x3fe00000
s_pack_ll_b32_b16 s16, s32, 0xffff8000
s_pack_ll_b32_b16 s16, s32, 64
s_pack_ll_b32_b16 s16, s32, s48
s_quadmask_b32 s16, -1
s_quadmask_b32 s16, 0.15915494
s_quadmask_b32 s16, 0.5
s_quadmask_b32 s16, 0x12345678
s_quadmask_b32 s16, 0x3800
s_quadmask_b32 s16, 0x3fe00000
s_quadmask_b32 s16, 0xffff8000
s_quadmask_b32 s16, 64
s_quadmask_b32 s16, s32
s_quadmask_b64 s[16:17], -1
s_quadmask_b64 s[16:17], 0.15915494309189532
s_quadmask_b64 s[16:17], 0.5
s_quadmask_b64 s[16:17], 0x12345678
s_quadmask_b64 s[16:17], 0x3800
s_quadmask_b64 s[16:17], 0x3f000000
s_quadmask_b64 s[16:17], 0x3fe00000
s_quadmask_b64 s[16:17], 0xffff8000
s_quadmask_b64 s[16:17], 64
s_quadmask_b64 s[16:17], s[32:33]
.long 0xbe904ac1  ; s_rfe_b64 -1/*Invalid immediate*/
.long 0xbe904af8  ; s_rfe_b64 0.15915494/*Invalid immediate*/
.long 0xbe904af0  ; s_rfe_b64 0.5/*Invalid immediate*/
.long 0xbe904aff, 0x12345678  ; s_rfe_b64 0x12345678/*Invalid immediate*/
.long 0xbe904aff, 0x00003800  ; s_rfe_b64 0x3800/*Invalid immediate*/
.long 0xbe904aff, 0x3fe00000  ; s_rfe_b64 0x3fe00000/*Invalid immediate*/
.long 0xbe904aff, 0xffff8000  ; s_rfe_b64 0xffff8000/*Invalid immediate*/
.long 0xbe904aff, 0x00000040  ; s_rfe_b64 64/*Invalid immediate*/
s_rfe_b64 s[32:33]
s_rndne_f16 s16, -1
s_rndne_f16 s16, 0.15915494
s_rndne_f16 s16, 0.5
s_rndne_f16 s16, 0x12345678
s_rndne_f16 s16, 0x3800
s_rndne_f16 s16, 0x3fe00000
s_rndne_f16 s16, 0xffff8000
s_rndne_f16 s16, 64
s_rndne_f16 s16, s32
s_rndne_f32 s16, -1
s_rndne_f32 s16, 0.15915494
s_rndne_f32 s16, 0.5
s_rndne_f32 s16, 0x12345678
s_rndne_f32 s16, 0x3800
s_rndne_f32 s16, 0x3fe00000
s_rndne_f32 s16, 0xffff8000
s_rndne_f32 s16, 64
s_rndne_f32 s16, s32
s_round_mode 0x10
s_sendmsg sendmsg(16, 0, 0)
s_sendmsg_rtn_b32 s16, sendmsg(193, 0, 0)
s_sendmsg_rtn_b32 s16, sendmsg(240, 0, 0)
s_sendmsg_rtn_b32 s16, sendmsg(248, 0, 0)
s_sendmsg_rtn_b32 s16, sendmsg(255, 0, 0)
s_sendmsg_rtn_b32 s16, sendmsg(32, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(193, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(240, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(248, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(255, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(32, 0, 0)
s_sendmsghalt sendmsg(16, 0, 0)
s_set_inst_prefetch_distance 0x10
s_sethalt 16
s_setkill 16
.long 0xbe9048c1  ; s_setpc_b64 -1/*Invalid immediate*/
.long 0xbe9048f8  ; s_setpc_b64 0.15915494/*Invalid immediate*/
.long 0xbe9048f0  ; s_setpc_b64 0.5/*Invalid immediate*/
.long 0xbe9048ff, 0x12345678  ; s_setpc_b64 0x12345678/*Invalid immediate*/
.long 0xbe9048ff, 0x00003800  ; s_setpc_b64 0x3800/*Invalid immediate*/
.long 0xbe9048ff, 0x3fe00000  ; s_setpc_b64 0x3fe00000/*Invalid immediate*/
.long 0xbe9048ff, 0xffff8000  ; s_setpc_b64 0xffff8000/*Invalid immediate*/
.long 0xbe9048ff, 0x00000040  ; s_setpc_b64 64/*Invalid immediate*/
s_setpc_b64 s[32:33]
s_setprio 16
s_setreg_b32 hwreg(16, 0, 1), s16
s_setreg_imm32_b32 hwreg(16, 0, 1), 0xbf9f0000
s_sext_i32_i16 s16, -1
s_sext_i32_i16 s16, 0.15915494
s_sext_i32_i16 s16, 0.5
s_sext_i32_i16 s16, 0x12345678
s_sext_i32_i16 s16, 0x3800
s_sext_i32_i16 s16, 0x3fe00000
s_sext_i32_i16 s16, 0xffff8000
s_sext_i32_i16 s16, 64
s_sext_i32_i16 s16, s32
s_sext_i32_i8 s16, -1
s_sext_i32_i8 s16, 0.15915494
s_sext_i32_i8 s16, 0.5
s_sext_i32_i8 s16, 0x12345678
s_sext_i32_i8 s16, 0x3800
s_sext_i32_i8 s16, 0x3fe00000
s_sext_i32_i8 s16, 0xffff8000
s_sext_i32_i8 s16, 64
s_sext_i32_i8 s16, s32
s_singleuse_vdst 0x10
s_sleep 16
s_sub_f16 s16, -1, s48
s_sub_f16 s16, 0, s48
s_sub_f16 s16, 0.15915494, s48
s_sub_f16 s16, 0.5, s48
s_sub_f16 s16, 0x5678, s48
s_sub_f16 s16, 0x8000, s48
s_sub_f16 s16, 64, s48
s_sub_f16 s16, s32, -1
s_sub_f16 s16, s32, 0
s_sub_f16 s16, s32, 0.15915494
s_sub_f16 s16, s32, 0.5
s_sub_f16 s16, s32, 0x5678
s_sub_f16 s16, s32, 0x8000
s_sub_f16 s16, s32, 64
s_sub_f16 s16, s32, s48
s_sub_f32 s16, -1, s48
s_sub_f32 s16, 0.15915494, s48
s_sub_f32 s16, 0.5, s48
s_sub_f32 s16, 0x12345678, s48
s_sub_f32 s16, 0x3800, s48
s_sub_f32 s16, 0x3fe00000, s48
s_sub_f32 s16, 0xffff8000, s48
s_sub_f32 s16, 64, s48
s_sub_f32 s16, s32, -1
s_sub_f32 s16, s32, 0.15915494
s_sub_f32 s16, s32, 0.5
s_sub_f32 s16, s32, 0x12345678
s_sub_f32 s16, s32, 0x3800
s_sub_f32 s16, s32, 0x3fe00000
s_sub_f32 s16, s32, 0xffff8000
s_sub_f32 s16, s32, 64
s_sub_f32 s16, s32, s48
s_sub_i32 s16, -1, s48
s_sub_i32 s16, 0.15915494, s48
s_sub_i32 s16, 0.5, s48
s_sub_i32 s16, 0x12345678, s48
s_sub_i32 s16, 0x3800, s48
s_sub_i32 s16, 0x3fe00000, s48
s_sub_i32 s16, 0xffff8000, s48
s_sub_i32 s16, 64, s48
s_sub_i32 s16, s32, -1
s_sub_i32 s16, s32, 0.15915494
s_sub_i32 s16, s32, 0.5
s_sub_i32 s16, s32, 0x12345678
s_sub_i32 s16, s32, 0x3800
s_sub_i32 s16, s32, 0x3fe00000
s_sub_i32 s16, s32, 0xffff8000
s_sub_i32 s16, s32, 64
s_sub_i32 s16, s32, s48
s_sub_u32 s16, -1, s48
s_sub_u32 s16, 0.15915494, s48
s_sub_u32 s16, 0.5, s48
s_sub_u32 s16, 0x12345678, s48
s_sub_u32 s16, 0x3800, s48
s_sub_u32 s16, 0x3fe00000, s48
s_sub_u32 s16, 0xffff8000, s48
s_sub_u32 s16, 64, s48
s_sub_u32 s16, s32, -1
s_sub_u32 s16, s32, 0.15915494
s_sub_u32 s16, s32, 0.5
s_sub_u32 s16, s32, 0x12345678
s_sub_u32 s16, s32, 0x3800
s_sub_u32 s16, s32, 0x3fe00000
s_sub_u32 s16, s32, 0xffff8000
s_sub_u32 s16, s32, 64
s_sub_u32 s16, s32, s48
s_subb_u32 s16, -1, s48
s_subb_u32 s16, 0.15915494, s48
s_subb_u32 s16, 0.5, s48
s_subb_u32 s16, 0x12345678, s48
s_subb_u32 s16, 0x3800, s48
s_subb_u32 s16, 0x3fe00000, s48
s_subb_u32 s16, 0xffff8000, s48
s_subb_u32 s16, 64, s48
s_subb_u32 s16, s32, -1
s_subb_u32 s16, s32, 0.15915494
s_subb_u32 s16, s32, 0.5
s_subb_u32 s16, s32, 0x12345678
s_subb_u32 s16, s32, 0x3800
s_subb_u32 s16, s32, 0x3fe00000
s_subb_u32 s16, s32, 0xffff8000
s_subb_u32 s16, s32, 64
s_subb_u32 s16, s32, s48
s_subvector_loop_begin s16, 16
s_subvector_loop_end s16, 16
s_swappc_b64 s[16:17], -1
s_swappc_b64 s[16:17], 0.15915494309189532
s_swappc_b64 s[16:17], 0.5
s_swappc_b64 s[16:17], 0x12345678
s_swappc_b64 s[16:17], 0x3800
s_swappc_b64 s[16:17], 0x3f000000
s_swappc_b64 s[16:17], 0x3fe00000
s_swappc_b64 s[16:17], 0xffff8000
s_swappc_b64 s[16:17], 64
s_swappc_b64 s[16:17], s[32:33]
s_trap 16
s_trunc_f16 s16, -1
s_trunc_f16 s16, 0.15915494
s_trunc_f16 s16, 0.5
s_trunc_f16 s16, 0x12345678
s_trunc_f16 s16, 0x3800
s_trunc_f16 s16, 0x3fe00000
s_trunc_f16 s16, 0xffff8000
s_trunc_f16 s16, 64
s_trunc_f16 s16, s32
s_trunc_f32 s16, -1
s_trunc_f32 s16, 0.15915494
s_trunc_f32 s16, 0.5
s_trunc_f32 s16, 0x12345678
s_trunc_f32 s16, 0x3800
s_trunc_f32 s16, 0x3fe00000
s_trunc_f32 s16, 0xffff8000
s_trunc_f32 s16, 64
s_trunc_f32 s16, s32
s_ttracedata
s_ttracedata_imm 0x10
s_version 16
s_wait_event 0x10
s_wait_idle
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(1)
s_waitcnt_depctr depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(4)
.long 0xbd100010  ; s_waitcnt_expcnt s16, 0x10
.long 0xbd900010  ; s_waitcnt_lgkmcnt s16, 0x10
.long 0xbc900010  ; s_waitcnt_vmcnt s16, 0x10
.long 0xbc100010  ; s_waitcnt_vscnt s16, 0x10
s_wakeup
s_wqm_b32 s16, -1
s_wqm_b32 s16, 0.15915494
s_wqm_b32 s16, 0.5
s_wqm_b32 s16, 0x12345678
s_wqm_b32 s16, 0x3800
s_wqm_b32 s16, 0x3fe00000
s_wqm_b32 s16, 0xffff8000
s_wqm_b32 s16, 64
s_wqm_b32 s16, s32
s_wqm_b64 s[16:17], -1
s_wqm_b64 s[16:17], 0.15915494309189532
s_wqm_b64 s[16:17], 0.5
s_wqm_b64 s[16:17], 0x12345678
s_wqm_b64 s[16:17], 0x3800
s_wqm_b64 s[16:17], 0x3f000000
s_wqm_b64 s[16:17], 0x3fe00000
s_wqm_b64 s[16:17], 0xffff8000
s_wqm_b64 s[16:17], 64
s_wqm_b64 s[16:17], s[32:33]
s_xnor_b32 s16, -1, s48
s_xnor_b32 s16, 0.15915494, s48
s_xnor_b32 s16, 0.5, s48
s_xnor_b32 s16, 0x12345678, s48
s_xnor_b32 s16, 0x3800, s48
s_xnor_b32 s16, 0x3fe00000, s48
s_xnor_b32 s16, 0xffff8000, s48
s_xnor_b32 s16, 64, s48
s_xnor_b32 s16, s32, -1
s_xnor_b32 s16, s32, 0.15915494
s_xnor_b32 s16, s32, 0.5
s_xnor_b32 s16, s32, 0x12345678
s_xnor_b32 s16, s32, 0x3800
s_xnor_b32 s16, s32, 0x3fe00000
s_xnor_b32 s16, s32, 0xffff8000
s_xnor_b32 s16, s32, 64
s_xnor_b32 s16, s32, s48
s_xnor_b64 s[16:17], -1, s[48:49]
s_xnor_b64 s[16:17], 0.15915494309189532, s[48:49]
s_xnor_b64 s[16:17], 0.5, s[48:49]
s_xnor_b64 s[16:17], 0x12345678, s[48:49]
s_xnor_b64 s[16:17], 0x3800, s[48:49]
s_xnor_b64 s[16:17], 0x3f000000, s[48:49]
s_xnor_b64 s[16:17], 0x3fe00000, s[48:49]
s_xnor_b64 s[16:17], 0xffff8000, s[48:49]
s_xnor_b64 s[16:17], 64, s[48:49]
s_xnor_b64 s[16:17], s[32:33], -1
s_xnor_b64 s[16:17], s[32:33], 0.15915494309189532
s_xnor_b64 s[16:17], s[32:33], 0.5
s_xnor_b64 s[16:17], s[32:33], 0x12345678
s_xnor_b64 s[16:17], s[32:33], 0x3800
s_xnor_b64 s[16:17], s[32:33], 0x3f000000
s_xnor_b64 s[16:17], s[32:33], 0x3fe00000
s_xnor_b64 s[16:17], s[32:33], 0xffff8000
s_xnor_b64 s[16:17], s[32:33], 64
s_xnor_b64 s[16:17], s[32:33], s[48:49]
s_xnor_saveexec_b32 s16, -1
s_xnor_saveexec_b32 s16, 0.15915494
s_xnor_saveexec_b32 s16, 0.5
s_xnor_saveexec_b32 s16, 0x12345678
s_xnor_saveexec_b32 s16, 0x3800
s_xnor_saveexec_b32 s16, 0x3fe00000
s_xnor_saveexec_b32 s16, 0xffff8000
s_xnor_saveexec_b32 s16, 64
s_xnor_saveexec_b32 s16, s32
s_xnor_saveexec_b64 s[16:17], -1
s_xnor_saveexec_b64 s[16:17], 0.15915494309189532
s_xnor_saveexec_b64 s[16:17], 0.5
s_xnor_saveexec_b64 s[16:17], 0x12345678
s_xnor_saveexec_b64 s[16:17], 0x3800
s_xnor_saveexec_b64 s[16:17], 0x3f000000
s_xnor_saveexec_b64 s[16:17], 0x3fe00000
s_xnor_saveexec_b64 s[16:17], 0xffff8000
s_xnor_saveexec_b64 s[16:17], 64
s_xnor_saveexec_b64 s[16:17], s[32:33]
s_xor_b32 s16, -1, s48
s_xor_b32 s16, 0.15915494, s48
s_xor_b32 s16, 0.5, s48
s_xor_b32 s16, 0x12345678, s48
s_xor_b32 s16, 0x3800, s48
s_xor_b32 s16, 0x3fe00000, s48
s_xor_b32 s16, 0xffff8000, s48
s_xor_b32 s16, 64, s48
s_xor_b32 s16, s32, -1
s_xor_b32 s16, s32, 0.15915494
s_xor_b32 s16, s32, 0.5
s_xor_b32 s16, s32, 0x12345678
s_xor_b32 s16, s32, 0x3800
s_xor_b32 s16, s32, 0x3fe00000
s_xor_b32 s16, s32, 0xffff8000
s_xor_b32 s16, s32, 64
s_xor_b32 s16, s32, s48
s_xor_b64 s[16:17], -1, s[48:49]
s_xor_b64 s[16:17], 0.15915494309189532, s[48:49]
s_xor_b64 s[16:17], 0.5, s[48:49]
s_xor_b64 s[16:17], 0x12345678, s[48:49]
s_xor_b64 s[16:17], 0x3800, s[48:49]
s_xor_b64 s[16:17], 0x3f000000, s[48:49]
s_xor_b64 s[16:17], 0x3fe00000, s[48:49]
s_xor_b64 s[16:17], 0xffff8000, s[48:49]
s_xor_b64 s[16:17], 64, s[48:49]
s_xor_b64 s[16:17], s[32:33], -1
s_xor_b64 s[16:17], s[32:33], 0.15915494309189532
s_xor_b64 s[16:17], s[32:33], 0.5
s_xor_b64 s[16:17], s[32:33], 0x12345678
s_xor_b64 s[16:17], s[32:33], 0x3800
s_xor_b64 s[16:17], s[32:33], 0x3f000000
s_xor_b64 s[16:17], s[32:33], 0x3fe00000
s_xor_b64 s[16:17], s[32:33], 0xffff8000
s_xor_b64 s[16:17], s[32:33], 64
s_xor_b64 s[16:17], s[32:33], s[48:49]
s_xor_saveexec_b32 s16, -1
s_xor_saveexec_b32 s16, 0.15915494
s_xor_saveexec_b32 s16, 0.5
s_xor_saveexec_b32 s16, 0x12345678
s_xor_saveexec_b32 s16, 0x3800
s_xor_saveexec_b32 s16, 0x3fe00000
s_xor_saveexec_b32 s16, 0xffff8000
s_xor_saveexec_b32 s16, 64
s_xor_saveexec_b32 s16, s32
s_xor_saveexec_b64 s[16:17], -1
s_xor_saveexec_b64 s[16:17], 0.15915494309189532
s_xor_saveexec_b64 s[16:17], 0.5
s_xor_saveexec_b64 s[16:17], 0x12345678
s_xor_saveexec_b64 s[16:17], 0x3800
s_xor_saveexec_b64 s[16:17], 0x3f000000
s_xor_saveexec_b64 s[16:17], 0x3fe00000
s_xor_saveexec_b64 s[16:17], 0xffff8000
s_xor_saveexec_b64 s[16:17], 64
s_xor_saveexec_b64 s[16:17], s[32:33]
