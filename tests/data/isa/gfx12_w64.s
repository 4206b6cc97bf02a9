// gfx12 wave64 (-mattr=+wavefrontsize64): 5379 instructions as llvm-objdump-19 printed them for the probes of
// scripts/gen_isa_records.py (every record with its modifiers, constants, literals and DPP forms, VOPD
// pairs, WMMA/SWMMAC, waits, messages, swizzles, memory forms); `.long` lines hold the encodings LLVM decodes
// but its assembler does not accept as text. Generated; tests/test_isa_disasm_corpus.cpp
// assembles it with llvm-mc-19 and compares wmmasim's disassembly with llvm-objdump-19's.
buffer_atomic_add_f32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_add_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_add_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_and_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_and_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_cmpswap_b32 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_cmpswap_b64 v[40:43], v20, s[8:11], s3 offen offset:16
buffer_atomic_cond_sub_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_dec_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_dec_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_inc_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_inc_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_max_i32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_max_i64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_max_num_f32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_max_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_max_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_min_i32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_min_i64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_min_num_f32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_min_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_min_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_or_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_or_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_pk_add_bf16 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_pk_add_f16 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_sub_clamp_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_sub_u32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_sub_u64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_swap_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_swap_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_atomic_xor_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_atomic_xor_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_load_b128 v[40:43], v20, s[8:11], s3 offen offset:16
buffer_load_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_load_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_load_b96 v[40:42], v20, s[8:11], s3 offen offset:16
buffer_load_d16_b16 v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_format_xy v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_format_xyz v[40:41], v20, s[8:11], s3 offen offset:16
buffer_load_d16_format_xyzw v[40:41], v20, s[8:11], s3 offen offset:16
buffer_load_d16_hi_b16 v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_hi_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_hi_i8 v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_hi_u8 v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_i8 v40, v20, s[8:11], s3 offen offset:16
buffer_load_d16_u8 v40, v20, s[8:11], s3 offen offset:16
buffer_load_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_load_format_xy v[40:41], v20, s[8:11], s3 offen offset:16
buffer_load_format_xyz v[40:42], v20, s[8:11], s3 offen offset:16
buffer_load_format_xyzw v[40:43], v20, s[8:11], s3 offen offset:16
buffer_load_i16 v40, v20, s[8:11], s3 offen offset:16
buffer_load_i8 v40, v20, s[8:11], s3 offen offset:16
buffer_load_u16 v40, v20, s[8:11], s3 offen offset:16
buffer_load_u8 v40, v20, s[8:11], s3 offen offset:16
buffer_store_b128 v[40:43], v20, s[8:11], s3 offen offset:16
buffer_store_b16 v40, v20, s[8:11], s3 offen offset:16
buffer_store_b32 v40, v20, s[8:11], s3 offen offset:16
buffer_store_b64 v[40:41], v20, s[8:11], s3 offen offset:16
buffer_store_b8 v40, v20, s[8:11], s3 offen offset:16
buffer_store_b96 v[40:42], v20, s[8:11], s3 offen offset:16
buffer_store_d16_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_store_d16_format_xy v40, v20, s[8:11], s3 offen offset:16
buffer_store_d16_format_xyz v[40:41], v20, s[8:11], s3 offen offset:16
buffer_store_d16_format_xyzw v[40:41], v20, s[8:11], s3 offen offset:16
buffer_store_d16_hi_b16 v40, v20, s[8:11], s3 offen offset:16
buffer_store_d16_hi_b8 v40, v20, s[8:11], s3 offen offset:16
buffer_store_d16_hi_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_store_format_x v40, v20, s[8:11], s3 offen offset:16
buffer_store_format_xy v[40:41], v20, s[8:11], s3 offen offset:16
buffer_store_format_xyz v[40:42], v20, s[8:11], s3 offen offset:16
buffer_store_format_xyzw v[40:43], v20, s[8:11], s3 offen offset:16
ds_add_f32 v20, v40 offset:2064
ds_add_rtn_f32 v80, v20, v40 offset:2064
ds_add_rtn_u32 v80, v20, v40 offset:2064
ds_add_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_add_u32 v20, v40 offset:2064
ds_add_u64 v20, v[40:41] offset:2064
ds_and_b32 v20, v40 offset:2064
ds_and_b64 v20, v[40:41] offset:2064
ds_and_rtn_b32 v80, v20, v40 offset:2064
ds_and_rtn_b64 v[80:81], v20, v[40:41] offset:2064
ds_append v80 offset:2064
ds_bpermute_b32 v80, v20, v40 offset:2064
ds_cmpstore_b32 v20, v40, v60 offset:2064
ds_cmpstore_b64 v20, v[40:41], v[60:61] offset:2064
ds_cmpstore_rtn_b32 v80, v20, v40, v60 offset:2064
ds_cmpstore_rtn_b64 v[80:81], v20, v[40:41], v[60:61] offset:2064
ds_cond_sub_rtn_u32 v80, v20, v40 offset:2064
ds_cond_sub_u32 v20, v40 offset:2064
ds_condxchg32_rtn_b64 v[80:81], v20, v[40:41] offset:2064
ds_consume v80 offset:2064
ds_dec_rtn_u32 v80, v20, v40 offset:2064
ds_dec_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_dec_u32 v20, v40 offset:2064
ds_dec_u64 v20, v[40:41] offset:2064
ds_inc_rtn_u32 v80, v20, v40 offset:2064
ds_inc_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_inc_u32 v20, v40 offset:2064
ds_inc_u64 v20, v[40:41] offset:2064
ds_load_2addr_b32 v[80:81], v20 offset0:16 offset1:8
ds_load_2addr_b64 v[80:83], v20 offset0:16 offset1:8
ds_load_2addr_stride64_b32 v[80:81], v20 offset0:16 offset1:8
ds_load_2addr_stride64_b64 v[80:83], v20 offset0:16 offset1:8
ds_load_addtid_b32 v80 offset:2064
ds_load_b128 v[80:83], v20 offset:2064
ds_load_b32 v80, v20 offset:2064
ds_load_b64 v[80:81], v20 offset:2064
ds_load_b96 v[80:82], v20 offset:2064
ds_load_i16 v80, v20 offset:2064
ds_load_i8 v80, v20 offset:2064
ds_load_i8_d16 v80, v20 offset:2064
ds_load_i8_d16_hi v80, v20 offset:2064
ds_load_u16 v80, v20 offset:2064
ds_load_u16_d16 v80, v20 offset:2064
ds_load_u16_d16_hi v80, v20 offset:2064
ds_load_u8 v80, v20 offset:2064
ds_load_u8_d16 v80, v20 offset:2064
ds_load_u8_d16_hi v80, v20 offset:2064
ds_max_i32 v20, v40 offset:2064
ds_max_i64 v20, v[40:41] offset:2064
ds_max_num_f32 v20, v40 offset:2064
ds_max_num_f64 v20, v[40:41] offset:2064
ds_max_num_rtn_f32 v80, v20, v40 offset:2064
ds_max_num_rtn_f64 v[80:81], v20, v[40:41] offset:2064
ds_max_rtn_i32 v80, v20, v40 offset:2064
ds_max_rtn_i64 v[80:81], v20, v[40:41] offset:2064
ds_max_rtn_u32 v80, v20, v40 offset:2064
ds_max_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_max_u32 v20, v40 offset:2064
ds_max_u64 v20, v[40:41] offset:2064
ds_min_i32 v20, v40 offset:2064
ds_min_i64 v20, v[40:41] offset:2064
ds_min_num_f32 v20, v40 offset:2064
ds_min_num_f64 v20, v[40:41] offset:2064
ds_min_num_rtn_f32 v80, v20, v40 offset:2064
ds_min_num_rtn_f64 v[80:81], v20, v[40:41] offset:2064
ds_min_rtn_i32 v80, v20, v40 offset:2064
ds_min_rtn_i64 v[80:81], v20, v[40:41] offset:2064
ds_min_rtn_u32 v80, v20, v40 offset:2064
ds_min_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_min_u32 v20, v40 offset:2064
ds_min_u64 v20, v[40:41] offset:2064
ds_mskor_b32 v20, v40, v60 offset:2064
ds_mskor_b64 v20, v[40:41], v[60:61] offset:2064
ds_mskor_rtn_b32 v80, v20, v40, v60 offset:2064
ds_mskor_rtn_b64 v[80:81], v20, v[40:41], v[60:61] offset:2064
ds_or_b32 v20, v40 offset:2064
ds_or_b64 v20, v[40:41] offset:2064
ds_or_rtn_b32 v80, v20, v40 offset:2064
ds_or_rtn_b64 v[80:81], v20, v[40:41] offset:2064
ds_permute_b32 v80, v20, v40 offset:2064
ds_pk_add_bf16 v20, v40 offset:2064
ds_pk_add_f16 v20, v40 offset:2064
ds_pk_add_rtn_bf16 v80, v20, v40 offset:2064
ds_pk_add_rtn_f16 v80, v20, v40 offset:2064
ds_rsub_rtn_u32 v80, v20, v40 offset:2064
ds_rsub_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_rsub_u32 v20, v40 offset:2064
ds_rsub_u64 v20, v[40:41] offset:2064
ds_store_2addr_b32 v20, v40, v60 offset0:16 offset1:8
ds_store_2addr_b64 v20, v[40:41], v[60:61] offset0:16 offset1:8
ds_store_2addr_stride64_b32 v20, v40, v60 offset0:16 offset1:8
ds_store_2addr_stride64_b64 v20, v[40:41], v[60:61] offset0:16 offset1:8
ds_store_addtid_b32 v40 offset:2064
ds_store_b128 v20, v[40:43] offset:2064
ds_store_b16 v20, v40 offset:2064
ds_store_b16_d16_hi v20, v40 offset:2064
ds_store_b32 v20, v40 offset:2064
ds_store_b64 v20, v[40:41] offset:2064
ds_store_b8 v20, v40 offset:2064
ds_store_b8_d16_hi v20, v40 offset:2064
ds_store_b96 v20, v[40:42] offset:2064
ds_storexchg_2addr_rtn_b32 v[80:81], v20, v40, v60 offset0:16 offset1:8
ds_storexchg_2addr_rtn_b64 v[80:83], v20, v[40:41], v[60:61] offset0:16 offset1:8
ds_storexchg_2addr_stride64_rtn_b32 v[80:81], v20, v40, v60 offset0:16 offset1:8
ds_storexchg_2addr_stride64_rtn_b64 v[80:83], v20, v[40:41], v[60:61] offset0:16 offset1:8
ds_storexchg_rtn_b32 v80, v20, v40 offset:2064
ds_storexchg_rtn_b64 v[80:81], v20, v[40:41] offset:2064
ds_sub_clamp_rtn_u32 v80, v20, v40 offset:2064
ds_sub_clamp_u32 v20, v40 offset:2064
ds_sub_rtn_u32 v80, v20, v40 offset:2064
ds_sub_rtn_u64 v[80:81], v20, v[40:41] offset:2064
ds_sub_u32 v20, v40 offset:2064
ds_sub_u64 v20, v[40:41] offset:2064
ds_swizzle_b32 v80, v20
ds_swizzle_b32 v80, v20 offset:33147
ds_swizzle_b32 v80, v20 offset:33224
ds_swizzle_b32 v80, v20 offset:33331
ds_swizzle_b32 v80, v20 offset:33885
ds_swizzle_b32 v80, v20 offset:34196
ds_swizzle_b32 v80, v20 offset:34564
ds_swizzle_b32 v80, v20 offset:34570
ds_swizzle_b32 v80, v20 offset:34777
ds_swizzle_b32 v80, v20 offset:34788
ds_swizzle_b32 v80, v20 offset:35041
ds_swizzle_b32 v80, v20 offset:35072
ds_swizzle_b32 v80, v20 offset:35117
ds_swizzle_b32 v80, v20 offset:35227
ds_swizzle_b32 v80, v20 offset:35949
ds_swizzle_b32 v80, v20 offset:36096
ds_swizzle_b32 v80, v20 offset:36191
ds_swizzle_b32 v80, v20 offset:36218
ds_swizzle_b32 v80, v20 offset:36892
ds_swizzle_b32 v80, v20 offset:36901
ds_swizzle_b32 v80, v20 offset:37127
ds_swizzle_b32 v80, v20 offset:37465
ds_swizzle_b32 v80, v20 offset:37617
ds_swizzle_b32 v80, v20 offset:38224
ds_swizzle_b32 v80, v20 offset:38296
ds_swizzle_b32 v80, v20 offset:38343
ds_swizzle_b32 v80, v20 offset:38609
ds_swizzle_b32 v80, v20 offset:38686
ds_swizzle_b32 v80, v20 offset:38793
ds_swizzle_b32 v80, v20 offset:38810
ds_swizzle_b32 v80, v20 offset:39266
ds_swizzle_b32 v80, v20 offset:40399
ds_swizzle_b32 v80, v20 offset:40828
ds_swizzle_b32 v80, v20 offset:41162
ds_swizzle_b32 v80, v20 offset:41327
ds_swizzle_b32 v80, v20 offset:41773
ds_swizzle_b32 v80, v20 offset:42184
ds_swizzle_b32 v80, v20 offset:42338
ds_swizzle_b32 v80, v20 offset:42507
ds_swizzle_b32 v80, v20 offset:42595
ds_swizzle_b32 v80, v20 offset:42872
ds_swizzle_b32 v80, v20 offset:42942
ds_swizzle_b32 v80, v20 offset:43118
ds_swizzle_b32 v80, v20 offset:43184
ds_swizzle_b32 v80, v20 offset:43394
ds_swizzle_b32 v80, v20 offset:43405
ds_swizzle_b32 v80, v20 offset:43508
ds_swizzle_b32 v80, v20 offset:43696
ds_swizzle_b32 v80, v20 offset:43772
ds_swizzle_b32 v80, v20 offset:43834
ds_swizzle_b32 v80, v20 offset:44751
ds_swizzle_b32 v80, v20 offset:44804
ds_swizzle_b32 v80, v20 offset:44998
ds_swizzle_b32 v80, v20 offset:45206
ds_swizzle_b32 v80, v20 offset:45544
ds_swizzle_b32 v80, v20 offset:45635
ds_swizzle_b32 v80, v20 offset:45864
ds_swizzle_b32 v80, v20 offset:45957
ds_swizzle_b32 v80, v20 offset:45976
ds_swizzle_b32 v80, v20 offset:46457
ds_swizzle_b32 v80, v20 offset:46789
ds_swizzle_b32 v80, v20 offset:47014
ds_swizzle_b32 v80, v20 offset:47345
ds_swizzle_b32 v80, v20 offset:47460
ds_swizzle_b32 v80, v20 offset:47707
ds_swizzle_b32 v80, v20 offset:47842
ds_swizzle_b32 v80, v20 offset:47856
ds_swizzle_b32 v80, v20 offset:48027
ds_swizzle_b32 v80, v20 offset:48425
ds_swizzle_b32 v80, v20 offset:48468
ds_swizzle_b32 v80, v20 offset:48972
ds_swizzle_b32 v80, v20 offset:49365
ds_swizzle_b32 v80, v20 offset:49444
ds_swizzle_b32 v80, v20 offset:49481
ds_swizzle_b32 v80, v20 offset:49821
ds_swizzle_b32 v80, v20 offset:49914
ds_swizzle_b32 v80, v20 offset:50251
ds_swizzle_b32 v80, v20 offset:50277
ds_swizzle_b32 v80, v20 offset:50326
ds_swizzle_b32 v80, v20 offset:50343
ds_swizzle_b32 v80, v20 offset:50370
ds_swizzle_b32 v80, v20 offset:50641
ds_swizzle_b32 v80, v20 offset:50683
ds_swizzle_b32 v80, v20 offset:51036
ds_swizzle_b32 v80, v20 offset:51252
ds_swizzle_b32 v80, v20 offset:51380
ds_swizzle_b32 v80, v20 offset:51629
ds_swizzle_b32 v80, v20 offset:51683
ds_swizzle_b32 v80, v20 offset:52024
ds_swizzle_b32 v80, v20 offset:52209
ds_swizzle_b32 v80, v20 offset:52554
ds_swizzle_b32 v80, v20 offset:52555
ds_swizzle_b32 v80, v20 offset:52843
ds_swizzle_b32 v80, v20 offset:52879
ds_swizzle_b32 v80, v20 offset:52943
ds_swizzle_b32 v80, v20 offset:53112
ds_swizzle_b32 v80, v20 offset:53222
ds_swizzle_b32 v80, v20 offset:53748
ds_swizzle_b32 v80, v20 offset:54156
ds_swizzle_b32 v80, v20 offset:54220
ds_swizzle_b32 v80, v20 offset:54464
ds_swizzle_b32 v80, v20 offset:54618
ds_swizzle_b32 v80, v20 offset:54986
ds_swizzle_b32 v80, v20 offset:55278
ds_swizzle_b32 v80, v20 offset:55300
ds_swizzle_b32 v80, v20 offset:55342
ds_swizzle_b32 v80, v20 offset:55657
ds_swizzle_b32 v80, v20 offset:55686
ds_swizzle_b32 v80, v20 offset:55988
ds_swizzle_b32 v80, v20 offset:56039
ds_swizzle_b32 v80, v20 offset:56219
ds_swizzle_b32 v80, v20 offset:56398
ds_swizzle_b32 v80, v20 offset:56701
ds_swizzle_b32 v80, v20 offset:56785
ds_swizzle_b32 v80, v20 offset:56801
ds_swizzle_b32 v80, v20 offset:57234
ds_swizzle_b32 v80, v20 offset:57246
ds_swizzle_b32 v80, v20 offset:57333
ds_swizzle_b32 v80, v20 offset:57423
ds_swizzle_b32 v80, v20 offset:57702
ds_swizzle_b32 v80, v20 offset:57717
ds_swizzle_b32 v80, v20 offset:57804
ds_swizzle_b32 v80, v20 offset:57854
ds_swizzle_b32 v80, v20 offset:58635
ds_swizzle_b32 v80, v20 offset:58928
ds_swizzle_b32 v80, v20 offset:58931
ds_swizzle_b32 v80, v20 offset:59001
ds_swizzle_b32 v80, v20 offset:59153
ds_swizzle_b32 v80, v20 offset:59422
ds_swizzle_b32 v80, v20 offset:59428
ds_swizzle_b32 v80, v20 offset:59453
ds_swizzle_b32 v80, v20 offset:59474
ds_swizzle_b32 v80, v20 offset:59529
ds_swizzle_b32 v80, v20 offset:59832
ds_swizzle_b32 v80, v20 offset:59841
ds_swizzle_b32 v80, v20 offset:60238
ds_swizzle_b32 v80, v20 offset:60251
ds_swizzle_b32 v80, v20 offset:60452
ds_swizzle_b32 v80, v20 offset:60626
ds_swizzle_b32 v80, v20 offset:60940
ds_swizzle_b32 v80, v20 offset:61410
ds_swizzle_b32 v80, v20 offset:61742
ds_swizzle_b32 v80, v20 offset:62151
ds_swizzle_b32 v80, v20 offset:62222
ds_swizzle_b32 v80, v20 offset:62259
ds_swizzle_b32 v80, v20 offset:62454
ds_swizzle_b32 v80, v20 offset:63037
ds_swizzle_b32 v80, v20 offset:63176
ds_swizzle_b32 v80, v20 offset:63374
ds_swizzle_b32 v80, v20 offset:63412
ds_swizzle_b32 v80, v20 offset:63487
ds_swizzle_b32 v80, v20 offset:63628
ds_swizzle_b32 v80, v20 offset:63716
ds_swizzle_b32 v80, v20 offset:63893
ds_swizzle_b32 v80, v20 offset:63909
ds_swizzle_b32 v80, v20 offset:64235
ds_swizzle_b32 v80, v20 offset:64405
ds_swizzle_b32 v80, v20 offset:64807
ds_swizzle_b32 v80, v20 offset:64831
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00000")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0000i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0000p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"000i0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"000ii")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"000ip")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"000p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0010i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00110")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"001p1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00i00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00i01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00i0p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00ii1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00ip0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00p01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00p11")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00p1i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"00pi0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01000")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01001")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0100i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0110p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01110")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01i11")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01ipp")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01p10")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"01p1p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0i000")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0i011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0i100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0i1p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0ii01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0ii11")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0ip10")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0p000")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0p001")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0p01p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0p101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"0p1pi")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10001")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"100p1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"101ip")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10i0i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10iii")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10p01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10p1p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"10pp0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11000")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11010")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1101i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"110i1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"110p1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11110")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"111i0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11i00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11i01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11i1p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11ii0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11p01")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11p11")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"11p1i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i00i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i010")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i11p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i1p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1i1pp")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1p011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1p101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1p111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1p1p1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1pp11")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"1ppp1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i001i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i00p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i0111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i01p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i1001")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i1101")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i1ii0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i1p00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"i1pp1")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p0010")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p0011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p001p")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p00p0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p0i00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p0iii")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p1010")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p1011")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p10pi")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p1100")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p110i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p1111")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p111i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p11i0")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"p1p00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"pi10i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"pii00")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"pp10i")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"pp1ip")
ds_swizzle_b32 v80, v20 offset:swizzle(BITMASK_PERM,"ppppp")
ds_swizzle_b32 v80, v20 offset:swizzle(QUAD_PERM,0,0,0,0)
ds_swizzle_b32 v80, v20 offset:swizzle(QUAD_PERM,3,3,1,0)
ds_swizzle_b32 v80, v20 offset:swizzle(REVERSE,32)
ds_swizzle_b32 v80, v20 offset:swizzle(SWAP,1)
ds_swizzle_b32 v80, v20 offset:swizzle(SWAP,16)
ds_xor_b32 v20, v40 offset:2064
ds_xor_b64 v20, v[40:41] offset:2064
ds_xor_rtn_b32 v80, v20, v40 offset:2064
ds_xor_rtn_b64 v[80:81], v20, v[40:41] offset:2064
flat_atomic_add_f32 v[20:21], v40 offset:16
.long 0xec0d407c, 0x14780050, 0xfffff014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xec0d407c, 0x14580050, 0xfffff014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
flat_atomic_add_u32 v80, v[20:21], v40 offset:-16 th:TH_ATOMIC_NT_RETURN
flat_atomic_add_u32 v80, v[20:21], v40 offset:-16 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.long 0xec0d407c, 0x14780050, 0xfff00014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xec0d407c, 0x145c0050, 0xfff00014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
.long 0xec0d407c, 0x143c0050, 0xfff00014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:-4096 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
flat_atomic_add_u32 v80, v[20:21], v40 offset:-4096 th:TH_ATOMIC_RETURN
.long 0xec0d407c, 0x14700050, 0x00001014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:16 th:TH_ATOMIC_0x7
.long 0xec0d407c, 0x14580050, 0x00001014  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
flat_atomic_add_u32 v80, v[20:21], v40 offset:16 th:TH_ATOMIC_NT_RETURN
flat_atomic_add_u32 v80, v[20:21], v40 offset:16 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xec0d407c, 0x147c0050, 0x000fff14  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
.long 0xec0d407c, 0x14580050, 0x000fff14  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:4095 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
.long 0xec0d407c, 0x143c0050, 0x000fff14  ; flat_atomic_add_u32 v80, v[20:21], v40 offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
flat_atomic_add_u32 v80, v[20:21], v40 offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xec0d407c, 0x14540050, 0x00000014  ; flat_atomic_add_u32 v80, v[20:21], v40 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xec0d407c, 0x14780050, 0x00000014  ; flat_atomic_add_u32 v80, v[20:21], v40 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
flat_atomic_add_u32 v80, v[20:21], v40 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
flat_atomic_add_u32 v80, v[20:21], v40 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:-16
flat_atomic_add_u32 v[20:21], v40 offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:-16 th:TH_ATOMIC_NT scope:SCOPE_SE
flat_atomic_add_u32 v[20:21], v40 offset:-4096
flat_atomic_add_u32 v[20:21], v40 offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:-4096 th:TH_ATOMIC_NT scope:SCOPE_DEV
flat_atomic_add_u32 v[20:21], v40 offset:16
.long 0xec0d407c, 0x14400050, 0x00001014  ; flat_atomic_add_u32 v[20:21], v40 offset:16 th:TH_ATOMIC_0x4
flat_atomic_add_u32 v[20:21], v40 offset:16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
flat_atomic_add_u32 v[20:21], v40 offset:16 th:TH_ATOMIC_NT scope:SCOPE_SYS
flat_atomic_add_u32 v[20:21], v40 offset:4095 scope:SCOPE_SE
.long 0xec0d407c, 0x14400050, 0x000fff14  ; flat_atomic_add_u32 v[20:21], v40 offset:4095 th:TH_ATOMIC_0x4
.long 0xec0d407c, 0x14600050, 0x000fff14  ; flat_atomic_add_u32 v[20:21], v40 offset:4095 th:TH_ATOMIC_0x6
flat_atomic_add_u32 v[20:21], v40 offset:4095 th:TH_ATOMIC_NT scope:SCOPE_SE
flat_atomic_add_u32 v[20:21], v40 scope:SCOPE_SE
.long 0xec0d407c, 0x14440050, 0x00000014  ; flat_atomic_add_u32 v[20:21], v40 th:TH_ATOMIC_0x4 scope:SCOPE_SE
.long 0xec0d407c, 0x14640050, 0x00000014  ; flat_atomic_add_u32 v[20:21], v40 th:TH_ATOMIC_0x6 scope:SCOPE_SE
flat_atomic_add_u32 v[20:21], v40 th:TH_ATOMIC_NT
flat_atomic_add_u64 v[20:21], v[40:41] offset:16
flat_atomic_and_b32 v[20:21], v40 offset:16
flat_atomic_and_b64 v[20:21], v[40:41] offset:16
flat_atomic_cmpswap_b32 v[20:21], v[40:41] offset:16
flat_atomic_cmpswap_b64 v[20:21], v[40:43]
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-16
.long 0xec10807c, 0x14400050, 0xfffff014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_0x4
.long 0xec10807c, 0x14600050, 0xfffff014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_0x6
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_NT scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-4096 scope:SCOPE_DEV
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_NT scope:SCOPE_DEV
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:16
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:16 scope:SCOPE_SE
.long 0xec10807c, 0x14400050, 0x00001014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:16 th:TH_ATOMIC_0x4
.long 0xec10807c, 0x14600050, 0x00001014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:16 th:TH_ATOMIC_0x6
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:16 th:TH_ATOMIC_NT scope:SCOPE_SE
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:4095
.long 0xec10807c, 0x14400050, 0x000fff14  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_0x4
.long 0xec10807c, 0x14600050, 0x000fff14  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_0x6
flat_atomic_cmpswap_b64 v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_NT
.long 0xec10807c, 0x14400050, 0x00000014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] th:TH_ATOMIC_0x4
.long 0xec10807c, 0x14640050, 0x00000014  ; flat_atomic_cmpswap_b64 v[20:21], v[40:43] th:TH_ATOMIC_0x6 scope:SCOPE_SE
flat_atomic_cmpswap_b64 v[20:21], v[40:43] th:TH_ATOMIC_NT scope:SCOPE_DEV
.long 0xec10807c, 0x14540050, 0xfffff014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xec10807c, 0x14780050, 0xfffff014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xec10807c, 0x143c0050, 0xfffff014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-16 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xec10807c, 0x14540050, 0xfff00014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xec10807c, 0x147c0050, 0xfff00014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:-4096 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xec10807c, 0x14700050, 0x00001014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:16 th:TH_ATOMIC_0x7
.long 0xec10807c, 0x14580050, 0x00001014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
.long 0xec10807c, 0x143c0050, 0x00001014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:16 th:TH_ATOMIC_RETURN
.long 0xec10807c, 0x14540050, 0x000fff14  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xec10807c, 0x14700050, 0x000fff14  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_0x7
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xec10807c, 0x14740050, 0x00000014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] th:TH_ATOMIC_0x7 scope:SCOPE_SE
.long 0xec10807c, 0x145c0050, 0x00000014  ; flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
flat_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43] th:TH_ATOMIC_RETURN
flat_atomic_cond_sub_u32 v[20:21], v40 offset:16
flat_atomic_dec_u32 v[20:21], v40 offset:16
flat_atomic_dec_u64 v[20:21], v[40:41] offset:16
flat_atomic_inc_u32 v[20:21], v40 offset:16
flat_atomic_inc_u64 v[20:21], v[40:41] offset:16
flat_atomic_max_i32 v[20:21], v40 offset:16
flat_atomic_max_i64 v[20:21], v[40:41] offset:16
flat_atomic_max_num_f32 v[20:21], v40 offset:16
flat_atomic_max_u32 v[20:21], v40 offset:16
flat_atomic_max_u64 v[20:21], v[40:41] offset:16
flat_atomic_min_i32 v[20:21], v40 offset:16
flat_atomic_min_i64 v[20:21], v[40:41] offset:16
flat_atomic_min_num_f32 v[20:21], v40 offset:16
flat_atomic_min_u32 v[20:21], v40 offset:16
flat_atomic_min_u64 v[20:21], v[40:41] offset:16
flat_atomic_or_b32 v[20:21], v40 offset:16
flat_atomic_or_b64 v[20:21], v[40:41] offset:16
flat_atomic_pk_add_bf16 v[20:21], v40 offset:16
flat_atomic_pk_add_f16 v[20:21], v40 offset:16
flat_atomic_sub_clamp_u32 v[20:21], v40 offset:16
flat_atomic_sub_u32 v[20:21], v40 offset:16
flat_atomic_sub_u64 v[20:21], v[40:41] offset:16
flat_atomic_swap_b32 v[20:21], v40 offset:16
flat_atomic_swap_b64 v[20:21], v[40:41] offset:16
flat_atomic_xor_b32 v[20:21], v40 offset:16
flat_atomic_xor_b64 v[20:21], v[40:41] offset:16
flat_load_b128 v[80:83], v[20:21]
flat_load_b128 v[80:83], v[20:21] offset:-16 scope:SCOPE_SE
.long 0xec05c07c, 0x147c0050, 0xfffff014  ; flat_load_b128 v[80:83], v[20:21] offset:-16 th:0x7 scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_HT scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_NT scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_NT_HT
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] offset:-4096 scope:SCOPE_DEV
.long 0xec05c07c, 0x147c0050, 0xfff00014  ; flat_load_b128 v[80:83], v[20:21] offset:-4096 th:0x7 scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_BYPASS scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_HT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:-4096 th:TH_LOAD_RT_NT
flat_load_b128 v[80:83], v[20:21] offset:16
flat_load_b128 v[80:83], v[20:21] offset:16 scope:SCOPE_SE
.long 0xec05c07c, 0x14700050, 0x00001014  ; flat_load_b128 v[80:83], v[20:21] offset:16 th:0x7
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_HT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_LU
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_NT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_NT_RT
flat_load_b128 v[80:83], v[20:21] offset:16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] offset:4095 scope:SCOPE_SYS
.long 0xec05c07c, 0x14700050, 0x000fff14  ; flat_load_b128 v[80:83], v[20:21] offset:4095 th:0x7
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_LU scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_NT_HT
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_NT_RT
flat_load_b128 v[80:83], v[20:21] offset:4095 th:TH_LOAD_RT_NT
.long 0xec05c07c, 0x14740050, 0x00000014  ; flat_load_b128 v[80:83], v[20:21] th:0x7 scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_BYPASS scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_HT scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_NT scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_NT_HT scope:SCOPE_SE
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_NT_RT scope:SCOPE_SYS
flat_load_b128 v[80:83], v[20:21] th:TH_LOAD_RT_NT scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] offset:-16 scope:SCOPE_SE
.long 0xec05007c, 0x14740050, 0xfffff014  ; flat_load_b32 v80, v[20:21] offset:-16 th:0x7 scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_HT scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_LU
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_NT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-4096 scope:SCOPE_SYS
.long 0xec05007c, 0x14740050, 0xfff00014  ; flat_load_b32 v80, v[20:21] offset:-4096 th:0x7 scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_HT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_LU scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:16
flat_load_b32 v80, v[20:21] offset:16 scope:SCOPE_SYS
.long 0xec05007c, 0x14740050, 0x00001014  ; flat_load_b32 v80, v[20:21] offset:16 th:0x7 scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_HT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_NT
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:4095 scope:SCOPE_DEV
.long 0xec05007c, 0x14700050, 0x000fff14  ; flat_load_b32 v80, v[20:21] offset:4095 th:0x7
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_HT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_LU scope:SCOPE_SE
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_NT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_NT_HT
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_NT_RT
flat_load_b32 v80, v[20:21] offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] scope:SCOPE_SE
.long 0xec05007c, 0x14700050, 0x00000014  ; flat_load_b32 v80, v[20:21] th:0x7
flat_load_b32 v80, v[20:21] th:TH_LOAD_HT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] th:TH_LOAD_LU scope:SCOPE_DEV
flat_load_b32 v80, v[20:21] th:TH_LOAD_NT scope:SCOPE_SYS
flat_load_b32 v80, v[20:21] th:TH_LOAD_NT_HT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] th:TH_LOAD_NT_RT scope:SCOPE_SE
flat_load_b32 v80, v[20:21] th:TH_LOAD_RT_NT
flat_load_b64 v[80:81], v[20:21] offset:16
flat_load_b96 v[80:82], v[20:21] offset:16
flat_load_d16_b16 v80, v[20:21] offset:16
flat_load_d16_hi_b16 v80, v[20:21] offset:16
flat_load_d16_hi_i8 v80, v[20:21] offset:16
flat_load_d16_hi_u8 v80, v[20:21] offset:16
flat_load_d16_i8 v80, v[20:21] offset:16
flat_load_d16_u8 v80, v[20:21] offset:16
flat_load_i16 v80, v[20:21] offset:16
flat_load_i8 v80, v[20:21] offset:16
flat_load_u16 v80, v[20:21] offset:16
flat_load_u8 v80, v[20:21] offset:16
flat_store_b128 v[20:21], v[40:43] offset:16
flat_store_b16 v[20:21], v40 offset:16
flat_store_b32 v[20:21], v40 offset:-16 scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_BYPASS scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_HT
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_NT scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_NT_HT scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_NT_RT
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_NT_WB
flat_store_b32 v[20:21], v40 offset:-16 th:TH_STORE_RT_NT scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:-4096
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_HT scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_NT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_NT_RT
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_NT_WB scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:-4096 th:TH_STORE_RT_WB scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:16
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_HT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_NT
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_NT_HT
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_NT_RT scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_NT_WB scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_RT_NT scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:16 th:TH_STORE_RT_WB scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:4095 scope:SCOPE_SE
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_HT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_NT scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_NT_HT scope:SCOPE_DEV
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_NT_RT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_NT_WB
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_RT_NT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 offset:4095 th:TH_STORE_RT_WB
flat_store_b32 v[20:21], v40 scope:SCOPE_SE
flat_store_b32 v[20:21], v40 th:TH_STORE_HT scope:SCOPE_SE
flat_store_b32 v[20:21], v40 th:TH_STORE_NT
flat_store_b32 v[20:21], v40 th:TH_STORE_NT_HT scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 th:TH_STORE_NT_RT
flat_store_b32 v[20:21], v40 th:TH_STORE_NT_WB scope:SCOPE_SYS
flat_store_b32 v[20:21], v40 th:TH_STORE_RT_NT scope:SCOPE_SE
flat_store_b32 v[20:21], v40 th:TH_STORE_RT_WB scope:SCOPE_SE
flat_store_b64 v[20:21], v[40:41] offset:16
flat_store_b8 v[20:21], v40 offset:16
flat_store_b96 v[20:21], v[40:42] offset:16
flat_store_d16_hi_b16 v[20:21], v40 offset:16
flat_store_d16_hi_b8 v[20:21], v40 offset:16
global_atomic_add_f32 v20, v40, s[4:5] offset:16
global_atomic_add_u32 v20, v40, s[4:5]
global_atomic_add_u32 v20, v40, s[4:5] offset:-16 scope:SCOPE_DEV
.long 0xee0d4004, 0x14440050, 0xfffff014  ; global_atomic_add_u32 v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_0x4 scope:SCOPE_SE
global_atomic_add_u32 v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_NT
global_atomic_add_u32 v20, v40, s[4:5] offset:-4096 scope:SCOPE_DEV
global_atomic_add_u32 v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_add_u32 v20, v40, s[4:5] offset:16
global_atomic_add_u32 v20, v40, s[4:5] offset:16 scope:SCOPE_SE
.long 0xee0d4004, 0x14440050, 0x00001014  ; global_atomic_add_u32 v20, v40, s[4:5] offset:16 th:TH_ATOMIC_0x4 scope:SCOPE_SE
.long 0xee0d4004, 0x14600050, 0x00001014  ; global_atomic_add_u32 v20, v40, s[4:5] offset:16 th:TH_ATOMIC_0x6
global_atomic_add_u32 v20, v40, s[4:5] offset:16 th:TH_ATOMIC_NT scope:SCOPE_SE
global_atomic_add_u32 v20, v40, s[4:5] offset:4095 scope:SCOPE_SE
global_atomic_add_u32 v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_NT
global_atomic_add_u32 v20, v40, s[4:5] th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v20, v40, s[4:5] th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_add_u32 v20, v40, s[4:5] th:TH_ATOMIC_NT scope:SCOPE_SE
.long 0xee0d4004, 0x14780050, 0xfffff014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xee0d4004, 0x145c0050, 0xfffff014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-16 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xee0d4004, 0x14740050, 0xfff00014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_0x7 scope:SCOPE_SE
.long 0xee0d4004, 0x145c0050, 0xfff00014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_NT_RETURN
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:-4096 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xee0d4004, 0x14500050, 0x00001014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:16 th:TH_ATOMIC_0x5
.long 0xee0d4004, 0x147c0050, 0x00001014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:16 th:TH_ATOMIC_RETURN
.long 0xee0d4004, 0x147c0050, 0x000fff14  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
.long 0xee0d4004, 0x145c0050, 0x000fff14  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
.long 0xee0d4004, 0x143c0050, 0x000fff14  ; global_atomic_add_u32 v80, v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_add_u32 v80, v20, v40, s[4:5] offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xee0d4004, 0x14500050, 0x00000014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] th:TH_ATOMIC_0x5
.long 0xee0d4004, 0x14700050, 0x00000014  ; global_atomic_add_u32 v80, v20, v40, s[4:5] th:TH_ATOMIC_0x7
global_atomic_add_u32 v80, v20, v40, s[4:5] th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
global_atomic_add_u32 v80, v20, v40, s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xee0d407c, 0x14700050, 0xfffff014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:-16 th:TH_ATOMIC_0x7
.long 0xee0d407c, 0x14580050, 0xfffff014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_add_u32 v80, v[20:21], v40, off offset:-16 th:TH_ATOMIC_NT_RETURN
global_atomic_add_u32 v80, v[20:21], v40, off offset:-16 th:TH_ATOMIC_RETURN
.long 0xee0d407c, 0x14500050, 0xfff00014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:-4096 th:TH_ATOMIC_0x5
.long 0xee0d407c, 0x14700050, 0xfff00014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:-4096 th:TH_ATOMIC_0x7
global_atomic_add_u32 v80, v[20:21], v40, off offset:-4096 th:TH_ATOMIC_NT_RETURN
global_atomic_add_u32 v80, v[20:21], v40, off offset:-4096 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xee0d407c, 0x14540050, 0x00001014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:16 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xee0d407c, 0x14700050, 0x00001014  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:16 th:TH_ATOMIC_0x7
global_atomic_add_u32 v80, v[20:21], v40, off offset:16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
global_atomic_add_u32 v80, v[20:21], v40, off offset:16 th:TH_ATOMIC_RETURN
.long 0xee0d407c, 0x14540050, 0x000fff14  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:4095 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xee0d407c, 0x14740050, 0x000fff14  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:4095 th:TH_ATOMIC_0x7 scope:SCOPE_SE
.long 0xee0d407c, 0x143c0050, 0x000fff14  ; global_atomic_add_u32 v80, v[20:21], v40, off offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_add_u32 v80, v[20:21], v40, off offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xee0d407c, 0x14780050, 0x00000014  ; global_atomic_add_u32 v80, v[20:21], v40, off th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xee0d407c, 0x145c0050, 0x00000014  ; global_atomic_add_u32 v80, v[20:21], v40, off th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v80, v[20:21], v40, off th:TH_ATOMIC_NT_RETURN
global_atomic_add_u32 v80, v[20:21], v40, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off
global_atomic_add_u32 v[20:21], v40, off offset:-16 scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off offset:-16 th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off offset:-4096 scope:SCOPE_SE
.long 0xee0d407c, 0x14640050, 0xfff00014  ; global_atomic_add_u32 v[20:21], v40, off offset:-4096 th:TH_ATOMIC_0x6 scope:SCOPE_SE
global_atomic_add_u32 v[20:21], v40, off offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:-4096 th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off offset:16 scope:SCOPE_SE
.long 0xee0d407c, 0x14400050, 0x00001014  ; global_atomic_add_u32 v[20:21], v40, off offset:16 th:TH_ATOMIC_0x4
.long 0xee0d407c, 0x14640050, 0x00001014  ; global_atomic_add_u32 v[20:21], v40, off offset:16 th:TH_ATOMIC_0x6 scope:SCOPE_SE
global_atomic_add_u32 v[20:21], v40, off offset:16 th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off offset:4095 scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:4095 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off offset:4095 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_add_u32 v[20:21], v40, off th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_add_u32 v[20:21], v40, off th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_add_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_and_b32 v20, v40, s[4:5] offset:16
global_atomic_and_b64 v20, v[40:41], s[4:5] offset:16
global_atomic_cmpswap_b32 v20, v[40:41], s[4:5] offset:16
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-16
.long 0xee108004, 0x14400050, 0xfffff014  ; global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_0x4
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-4096 scope:SCOPE_SYS
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_NT
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:16
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:16 scope:SCOPE_DEV
.long 0xee108004, 0x14640050, 0x00001014  ; global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_0x6 scope:SCOPE_SE
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_NT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:4095 scope:SCOPE_SE
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] scope:SCOPE_SE
.long 0xee108004, 0x14400050, 0x00000014  ; global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] th:TH_ATOMIC_0x4
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v20, v[40:43], s[4:5] th:TH_ATOMIC_NT scope:SCOPE_SE
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-16
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-4096 scope:SCOPE_DEV
.long 0xee10807c, 0x14600050, 0xfff00014  ; global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_0x6
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:16 scope:SCOPE_SE
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:4095 scope:SCOPE_SE
.long 0xee10807c, 0x14440050, 0x000fff14  ; global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_0x4 scope:SCOPE_SE
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_NT scope:SCOPE_SE
global_atomic_cmpswap_b64 v[20:21], v[40:43], off scope:SCOPE_SE
.long 0xee10807c, 0x14400050, 0x00000014  ; global_atomic_cmpswap_b64 v[20:21], v[40:43], off th:TH_ATOMIC_0x4
.long 0xee10807c, 0x14600050, 0x00000014  ; global_atomic_cmpswap_b64 v[20:21], v[40:43], off th:TH_ATOMIC_0x6
global_atomic_cmpswap_b64 v[20:21], v[40:43], off th:TH_ATOMIC_NT scope:SCOPE_SYS
.long 0xee108004, 0x14700050, 0xfffff014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_0x7
.long 0xee108004, 0x145c0050, 0xfffff014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
.long 0xee108004, 0x143c0050, 0xfffff014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-16 th:TH_ATOMIC_RETURN
.long 0xee108004, 0x14500050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_0x5
.long 0xee108004, 0x14700050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_0x7
.long 0xee108004, 0x143c0050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:-4096 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.long 0xee108004, 0x14740050, 0x00001014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_0x7 scope:SCOPE_SE
.long 0xee108004, 0x14580050, 0x00001014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:16 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.long 0xee108004, 0x14500050, 0x000fff14  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_0x5
.long 0xee108004, 0x14700050, 0x000fff14  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_0x7
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.long 0xee108004, 0x14700050, 0x00000014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] th:TH_ATOMIC_0x7
.long 0xee108004, 0x14580050, 0x00000014  ; global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
global_atomic_cmpswap_b64 v[80:81], v20, v[40:43], s[4:5] th:TH_ATOMIC_RETURN
.long 0xee10807c, 0x14500050, 0xfffff014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_0x5
.long 0xee10807c, 0x14700050, 0xfffff014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_0x7
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-16 th:TH_ATOMIC_RETURN scope:SCOPE_SE
.long 0xee10807c, 0x14700050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_0x7
.long 0xee10807c, 0x145c0050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS
.long 0xee10807c, 0x143c0050, 0xfff00014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:-4096 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.long 0xee10807c, 0x14540050, 0x00001014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xee10807c, 0x147c0050, 0x00001014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:16 th:TH_ATOMIC_RETURN
.long 0xee10807c, 0x14500050, 0x000fff14  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_0x5
.long 0xee10807c, 0x14780050, 0x000fff14  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_CASCADE_NT scope:SCOPE_DEV
.long 0xee10807c, 0x143c0050, 0x000fff14  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off offset:4095 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
.long 0xee10807c, 0x14540050, 0x00000014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off th:TH_ATOMIC_0x5 scope:SCOPE_SE
.long 0xee10807c, 0x147c0050, 0x00000014  ; global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off th:TH_ATOMIC_NT_RETURN
global_atomic_cmpswap_b64 v[80:81], v[20:21], v[40:43], off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
global_atomic_cond_sub_u32 v20, v40, s[4:5] offset:16
global_atomic_dec_u32 v20, v40, s[4:5] offset:16
global_atomic_dec_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_inc_u32 v20, v40, s[4:5] offset:16
global_atomic_inc_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_max_i32 v20, v40, s[4:5] offset:16
global_atomic_max_i64 v20, v[40:41], s[4:5] offset:16
global_atomic_max_num_f32 v20, v40, s[4:5] offset:16
global_atomic_max_u32 v20, v40, s[4:5] offset:16
global_atomic_max_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_min_i32 v20, v40, s[4:5] offset:16
global_atomic_min_i64 v20, v[40:41], s[4:5] offset:16
global_atomic_min_num_f32 v20, v40, s[4:5] offset:16
global_atomic_min_u32 v20, v40, s[4:5] offset:16
global_atomic_min_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_or_b32 v20, v40, s[4:5] offset:16
global_atomic_or_b64 v20, v[40:41], s[4:5] offset:16
global_atomic_ordered_add_b64 v20, v[40:41], s[4:5] offset:16
global_atomic_pk_add_bf16 v20, v40, s[4:5] offset:16
global_atomic_pk_add_f16 v20, v40, s[4:5] offset:16
global_atomic_sub_clamp_u32 v20, v40, s[4:5] offset:16
global_atomic_sub_u32 v20, v40, s[4:5] offset:16
global_atomic_sub_u64 v20, v[40:41], s[4:5] offset:16
global_atomic_swap_b32 v20, v40, s[4:5] offset:16
global_atomic_swap_b64 v20, v[40:41], s[4:5] offset:16
global_atomic_xor_b32 v20, v40, s[4:5] offset:16
global_atomic_xor_b64 v20, v[40:41], s[4:5] offset:16
global_inv
global_load_addtid_b32 v80, s[4:5] offset:16
global_load_b128 v[80:83], v20, s[4:5] offset:-16 scope:SCOPE_DEV
.long 0xee05c004, 0x14700050, 0xfffff014  ; global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:0x7
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_LU scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_NT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 scope:SCOPE_SE
.long 0xee05c004, 0x14740050, 0xfff00014  ; global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:0x7 scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_LU scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:-4096 th:TH_LOAD_RT_NT
global_load_b128 v[80:83], v20, s[4:5] offset:16
global_load_b128 v[80:83], v20, s[4:5] offset:16 scope:SCOPE_DEV
.long 0xee05c004, 0x14700050, 0x00001014  ; global_load_b128 v[80:83], v20, s[4:5] offset:16 th:0x7
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_HT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_LU scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_NT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] offset:4095
.long 0xee05c004, 0x14700050, 0x000fff14  ; global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:0x7
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_HT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_LU
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SYS
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] scope:SCOPE_SE
.long 0xee05c004, 0x14780050, 0x00000014  ; global_load_b128 v[80:83], v20, s[4:5] th:0x7 scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_LU
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_NT
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b128 v[80:83], v20, s[4:5] th:TH_LOAD_RT_NT scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off offset:-16 scope:SCOPE_SE
.long 0xee05c07c, 0x14700050, 0xfffff014  ; global_load_b128 v[80:83], v[20:21], off offset:-16 th:0x7
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_LU
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-4096 scope:SCOPE_DEV
.long 0xee05c07c, 0x14700050, 0xfff00014  ; global_load_b128 v[80:83], v[20:21], off offset:-4096 th:0x7
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_NT_RT
global_load_b128 v[80:83], v[20:21], off offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off offset:16 scope:SCOPE_SYS
.long 0xee05c07c, 0x14780050, 0x00001014  ; global_load_b128 v[80:83], v[20:21], off offset:16 th:0x7 scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_HT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_NT scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_NT_RT
global_load_b128 v[80:83], v[20:21], off offset:16 th:TH_LOAD_RT_NT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off offset:4095 scope:SCOPE_SYS
.long 0xee05c07c, 0x14700050, 0x000fff14  ; global_load_b128 v[80:83], v[20:21], off offset:4095 th:0x7
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_LU
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_NT
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_NT_HT
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off offset:4095 th:TH_LOAD_RT_NT
global_load_b128 v[80:83], v[20:21], off scope:SCOPE_SE
.long 0xee05c07c, 0x147c0050, 0x00000014  ; global_load_b128 v[80:83], v[20:21], off th:0x7 scope:SCOPE_SYS
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_HT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_LU
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_NT scope:SCOPE_SE
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_NT_RT
global_load_b128 v[80:83], v[20:21], off th:TH_LOAD_RT_NT scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] offset:-16 scope:SCOPE_DEV
.long 0xee050004, 0x147c0050, 0xfffff014  ; global_load_b32 v80, v20, s[4:5] offset:-16 th:0x7 scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_HT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:-16 th:TH_LOAD_RT_NT
global_load_b32 v80, v20, s[4:5] offset:-4096 scope:SCOPE_DEV
.long 0xee050004, 0x14780050, 0xfff00014  ; global_load_b32 v80, v20, s[4:5] offset:-4096 th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_LU scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_NT_RT
global_load_b32 v80, v20, s[4:5] offset:-4096 th:TH_LOAD_RT_NT
global_load_b32 v80, v20, s[4:5] offset:16
.long 0xee050004, 0x14780050, 0x00001014  ; global_load_b32 v80, v20, s[4:5] offset:16 th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_HT
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_LU scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_NT
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_NT_RT
global_load_b32 v80, v20, s[4:5] offset:16 th:TH_LOAD_RT_NT
global_load_b32 v80, v20, s[4:5] offset:4095 scope:SCOPE_SYS
.long 0xee050004, 0x14700050, 0x000fff14  ; global_load_b32 v80, v20, s[4:5] offset:4095 th:0x7
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_HT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] scope:SCOPE_DEV
.long 0xee050004, 0x14780050, 0x00000014  ; global_load_b32 v80, v20, s[4:5] th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_HT scope:SCOPE_SYS
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_LU scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_NT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_NT_RT scope:SCOPE_DEV
global_load_b32 v80, v20, s[4:5] th:TH_LOAD_RT_NT
global_load_b32 v80, v[20:21], off offset:-16 scope:SCOPE_DEV
.long 0xee05007c, 0x14700050, 0xfffff014  ; global_load_b32 v80, v[20:21], off offset:-16 th:0x7
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_NT
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:-4096 scope:SCOPE_SE
.long 0xee05007c, 0x14780050, 0xfff00014  ; global_load_b32 v80, v[20:21], off offset:-4096 th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_HT
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_NT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:16 scope:SCOPE_SE
.long 0xee05007c, 0x14780050, 0x00001014  ; global_load_b32 v80, v[20:21], off offset:16 th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_HT
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_LU
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_NT
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off offset:16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off offset:4095
.long 0xee05007c, 0x14780050, 0x000fff14  ; global_load_b32 v80, v[20:21], off offset:4095 th:0x7 scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_LU scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_NT
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SE
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off offset:4095 th:TH_LOAD_RT_NT
global_load_b32 v80, v[20:21], off scope:SCOPE_SE
.long 0xee05007c, 0x14740050, 0x00000014  ; global_load_b32 v80, v[20:21], off th:0x7 scope:SCOPE_SE
global_load_b32 v80, v[20:21], off th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off th:TH_LOAD_HT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off th:TH_LOAD_NT scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off th:TH_LOAD_NT_HT scope:SCOPE_DEV
global_load_b32 v80, v[20:21], off th:TH_LOAD_NT_RT scope:SCOPE_SYS
global_load_b32 v80, v[20:21], off th:TH_LOAD_RT_NT scope:SCOPE_SE
global_load_b64 v[80:81], v20, s[4:5] offset:16
global_load_b96 v[80:82], v20, s[4:5] offset:16
global_load_block v[80:111], v20, s[4:5] offset:16
global_load_d16_b16 v80, v20, s[4:5] offset:16
global_load_d16_hi_b16 v80, v20, s[4:5] offset:16
global_load_d16_hi_i8 v80, v20, s[4:5] offset:16
global_load_d16_hi_u8 v80, v20, s[4:5] offset:16
global_load_d16_i8 v80, v20, s[4:5] offset:16
global_load_d16_u8 v80, v20, s[4:5] offset:16
global_load_i16 v80, v20, s[4:5] offset:16
global_load_i8 v80, v20, s[4:5] offset:16
global_load_tr_b128 v[80:81], v20, s[4:5]
global_load_tr_b128 v[80:81], v20, s[4:5] offset:-8
global_load_tr_b128 v[80:81], v20, s[4:5] offset:-8 th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v20, s[4:5] offset:-8 th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v20, s[4:5] offset:-8 th:TH_LOAD_RT_NT
global_load_tr_b128 v[80:81], v20, s[4:5] offset:64
global_load_tr_b128 v[80:81], v20, s[4:5] offset:64 th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v20, s[4:5] offset:64 th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v20, s[4:5] offset:64 th:TH_LOAD_RT_NT
global_load_tr_b128 v[80:81], v20, s[4:5] th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v20, s[4:5] th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v20, s[4:5] th:TH_LOAD_RT_NT
global_load_tr_b128 v[80:81], v[20:21], off
global_load_tr_b128 v[80:81], v[20:21], off offset:-8
global_load_tr_b128 v[80:81], v[20:21], off offset:-8 th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v[20:21], off offset:-8 th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v[20:21], off offset:-8 th:TH_LOAD_RT_NT
global_load_tr_b128 v[80:81], v[20:21], off offset:64
global_load_tr_b128 v[80:81], v[20:21], off offset:64 th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v[20:21], off offset:64 th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v[20:21], off offset:64 th:TH_LOAD_RT_NT
global_load_tr_b128 v[80:81], v[20:21], off th:TH_LOAD_HT
global_load_tr_b128 v[80:81], v[20:21], off th:TH_LOAD_NT
global_load_tr_b128 v[80:81], v[20:21], off th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v20, s[4:5]
global_load_tr_b64 v80, v20, s[4:5] offset:-8
global_load_tr_b64 v80, v20, s[4:5] offset:-8 th:TH_LOAD_HT
global_load_tr_b64 v80, v20, s[4:5] offset:-8 th:TH_LOAD_NT
global_load_tr_b64 v80, v20, s[4:5] offset:-8 th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v20, s[4:5] offset:64
global_load_tr_b64 v80, v20, s[4:5] offset:64 th:TH_LOAD_HT
global_load_tr_b64 v80, v20, s[4:5] offset:64 th:TH_LOAD_NT
global_load_tr_b64 v80, v20, s[4:5] offset:64 th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v20, s[4:5] th:TH_LOAD_HT
global_load_tr_b64 v80, v20, s[4:5] th:TH_LOAD_NT
global_load_tr_b64 v80, v20, s[4:5] th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v[20:21], off
global_load_tr_b64 v80, v[20:21], off offset:-8
global_load_tr_b64 v80, v[20:21], off offset:-8 th:TH_LOAD_HT
global_load_tr_b64 v80, v[20:21], off offset:-8 th:TH_LOAD_NT
global_load_tr_b64 v80, v[20:21], off offset:-8 th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v[20:21], off offset:64
global_load_tr_b64 v80, v[20:21], off offset:64 th:TH_LOAD_HT
global_load_tr_b64 v80, v[20:21], off offset:64 th:TH_LOAD_NT
global_load_tr_b64 v80, v[20:21], off offset:64 th:TH_LOAD_RT_NT
global_load_tr_b64 v80, v[20:21], off th:TH_LOAD_HT
global_load_tr_b64 v80, v[20:21], off th:TH_LOAD_NT
global_load_tr_b64 v80, v[20:21], off th:TH_LOAD_RT_NT
global_load_u16 v80, v20, s[4:5] offset:16
global_load_u8 v80, v20, s[4:5] offset:16
global_store_addtid_b32 v40, s[4:5] offset:16
global_store_b128 v20, v[40:43], s[4:5] offset:16
global_store_b16 v20, v40, s[4:5] offset:16
global_store_b32 v20, v40, s[4:5] offset:-16 scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_BYPASS scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_HT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_NT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_NT_HT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_NT_RT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_NT_WB scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-16 th:TH_STORE_RT_NT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-4096 scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_HT
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_NT
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_NT_HT
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_NT_RT
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_NT_WB scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:-4096 th:TH_STORE_RT_WB scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:16
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_HT scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_NT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_NT_HT scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_NT_RT scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_NT_WB scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_RT_NT scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:16 th:TH_STORE_RT_WB
global_store_b32 v20, v40, s[4:5] offset:4095 scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_HT
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_NT scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_NT_HT
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_NT_RT scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_NT_WB scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_RT_NT
global_store_b32 v20, v40, s[4:5] offset:4095 th:TH_STORE_RT_WB
global_store_b32 v20, v40, s[4:5] scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] th:TH_STORE_BYPASS scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] th:TH_STORE_HT scope:SCOPE_SYS
global_store_b32 v20, v40, s[4:5] th:TH_STORE_NT
global_store_b32 v20, v40, s[4:5] th:TH_STORE_NT_HT scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] th:TH_STORE_NT_RT scope:SCOPE_DEV
global_store_b32 v20, v40, s[4:5] th:TH_STORE_NT_WB scope:SCOPE_SE
global_store_b32 v20, v40, s[4:5] th:TH_STORE_RT_NT scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:-16 scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_BYPASS scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_HT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_NT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_NT_HT
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_NT_RT
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_NT_WB scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:-16 th:TH_STORE_RT_NT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-4096
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_BYPASS scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_HT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_NT
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_NT_RT scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_NT_WB
global_store_b32 v[20:21], v40, off offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:16
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_HT scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_NT
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_NT_HT
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_NT_RT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_NT_WB scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_RT_NT scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off offset:16 th:TH_STORE_RT_WB
global_store_b32 v[20:21], v40, off offset:4095 scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_HT scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_NT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_NT_HT scope:SCOPE_SYS
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_NT_RT
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_NT_WB scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_RT_NT scope:SCOPE_SE
global_store_b32 v[20:21], v40, off offset:4095 th:TH_STORE_RT_WB scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off scope:SCOPE_SE
global_store_b32 v[20:21], v40, off th:TH_STORE_HT scope:SCOPE_SE
global_store_b32 v[20:21], v40, off th:TH_STORE_NT
global_store_b32 v[20:21], v40, off th:TH_STORE_NT_HT
global_store_b32 v[20:21], v40, off th:TH_STORE_NT_RT scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off th:TH_STORE_NT_WB scope:SCOPE_DEV
global_store_b32 v[20:21], v40, off th:TH_STORE_RT_NT
global_store_b32 v[20:21], v40, off th:TH_STORE_RT_WB scope:SCOPE_SE
global_store_b64 v20, v[40:41], s[4:5] offset:16
global_store_b8 v20, v40, s[4:5] offset:16
global_store_b96 v20, v[40:42], s[4:5] offset:16
global_store_block v20, v[40:71], s[4:5] offset:16
global_store_d16_hi_b16 v20, v40, s[4:5] offset:16
global_store_d16_hi_b8 v20, v40, s[4:5] offset:16
global_wb
global_wbinv
s_abs_i32 s16, s32
s_absdiff_i32 s16, s32, s48
s_add_co_ci_u32 s16, s32, s48
s_add_co_i32 s16, s32, s48
s_add_co_u32 s16, s32, s48
s_add_f16 s16, s32, s48
s_add_f32 s16, s32, s48
s_add_nc_u64 s[16:17], s[32:33], s[48:49]
s_addk_co_i32 s16, 0x10
s_and_b32 s16, s32, s48
s_and_b64 s[16:17], s[32:33], s[48:49]
s_and_not0_saveexec_b32 s16, s32
s_and_not0_saveexec_b64 s[16:17], s[32:33]
s_and_not0_wrexec_b32 s16, s32
s_and_not0_wrexec_b64 s[16:17], s[32:33]
s_and_not1_b32 s16, s32, s48
s_and_not1_b64 s[16:17], s[32:33], s[48:49]
s_and_not1_saveexec_b32 s16, s32
s_and_not1_saveexec_b64 s[16:17], s[32:33]
s_and_not1_wrexec_b32 s16, s32
s_and_not1_wrexec_b64 s[16:17], s[32:33]
s_and_saveexec_b32 s16, s32
s_and_saveexec_b64 s[16:17], s[32:33]
s_ashr_i32 s16, s32, s48
s_ashr_i64 s[16:17], s[32:33], s48
s_atc_probe 16, s[4:5], 0x10
s_atc_probe_buffer 16, s[4:7], 0x10
.long 0xbe905120  ; s_barrier_init s32
.long 0xbe905220  ; s_barrier_join s32
s_barrier_leave
.long 0xbe904e20  ; s_barrier_signal s32
.long 0xbe904f20  ; s_barrier_signal_isfirst s32
s_barrier_wait 0
s_barrier_wait 0x3f7
s_barrier_wait 0x58ee
s_barrier_wait 0x7233
s_barrier_wait 0x86b3
s_barrier_wait 0x872d
s_barrier_wait 0x8c89
s_barrier_wait 0xa984
s_barrier_wait 0xda1
s_barrier_wait 0xe7b3
s_barrier_wait 0xef9f
s_barrier_wait 0xfc07
s_barrier_wait 0xff9f
s_barrier_wait 0xfffe
s_barrier_wait 0xffff
s_barrier_wait 16
s_bcnt0_i32_b32 s16, s32
s_bcnt0_i32_b64 s16, s[32:33]
s_bcnt1_i32_b32 s16, s32
s_bcnt1_i32_b64 s16, s[32:33]
s_bfe_i32 s16, s32, s48
s_bfe_i64 s[16:17], s[32:33], s48
s_bfe_u32 s16, s32, s48
s_bfe_u64 s[16:17], s[32:33], s48
s_bfm_b32 s16, s32, s48
s_bfm_b64 s[16:17], s32, s48
s_bitcmp0_b32 s32, s48
s_bitcmp0_b64 s[32:33], s48
s_bitcmp1_b32 s32, s48
s_bitcmp1_b64 s[32:33], s48
s_bitreplicate_b64_b32 s[16:17], s32
s_bitset0_b32 s16, s32
s_bitset0_b64 s[16:17], s32
s_bitset1_b32 s16, s32
s_bitset1_b64 s[16:17], s32
s_branch 0
s_branch 1015
s_branch 12494
s_branch 15343
s_branch 16
s_branch 19234
s_branch 20722
s_branch 21326
s_branch 28147
s_branch 29852
s_branch 33499
s_branch 3723
s_branch 44714
s_branch 45794
s_branch 51773
s_branch 56332
s_branch 57001
s_branch 5956
s_branch 60819
s_branch 61343
s_branch 61833
s_branch 63153
s_branch 64519
s_branch 64748
s_branch 65439
s_branch 65534
s_branch 65535
s_branch 8422
s_brev_b32 s16, s32
s_brev_b64 s[16:17], s[32:33]
s_buffer_load_b128 s[16:19], s[4:7], 0x10
s_buffer_load_b256 s[16:23], s[4:7], 0x10
s_buffer_load_b32 s16, s[4:7], 0x10
s_buffer_load_b512 s[16:31], s[4:7], 0x10
s_buffer_load_b64 s[16:17], s[4:7], 0x10
s_buffer_load_b96 s[16:18], s[4:7], 0x10
s_buffer_load_i16 s16, s[4:7], 0x10
s_buffer_load_i8 s16, s[4:7], 0x10
s_buffer_load_u16 s16, s[4:7], 0x10
s_buffer_load_u8 s16, s[4:7], 0x10
s_buffer_prefetch_data s[4:7], 0x10, null, 16
s_call_b64 s[16:17], 16
s_cbranch_execnz 16
s_cbranch_execz 16
s_cbranch_scc0 16
s_cbranch_scc1 0
s_cbranch_scc1 1015
s_cbranch_scc1 16
s_cbranch_scc1 16806
s_cbranch_scc1 24022
s_cbranch_scc1 245
s_cbranch_scc1 26339
s_cbranch_scc1 26590
s_cbranch_scc1 29198
s_cbranch_scc1 31549
s_cbranch_scc1 34025
s_cbranch_scc1 3610
s_cbranch_scc1 3637
s_cbranch_scc1 37494
s_cbranch_scc1 38228
s_cbranch_scc1 39689
s_cbranch_scc1 40105
s_cbranch_scc1 4159
s_cbranch_scc1 55398
s_cbranch_scc1 56045
s_cbranch_scc1 56912
s_cbranch_scc1 61343
s_cbranch_scc1 62516
s_cbranch_scc1 64519
s_cbranch_scc1 65324
s_cbranch_scc1 65439
s_cbranch_scc1 65534
s_cbranch_scc1 65535
s_cbranch_vccnz 16
s_cbranch_vccz 16
s_ceil_f16 s16, s32
s_ceil_f32 s16, s32
s_clause 0x0
s_clause 0x10
s_clause 0x17de
s_clause 0x29c3
s_clause 0x3f7
s_clause 0x4462
s_clause 0x475f
s_clause 0x68b7
s_clause 0x7cdf
s_clause 0x8619
s_clause 0xc12c
s_clause 0xda59
s_clause 0xddb7
s_clause 0xef9f
s_clause 0xfc07
s_clause 0xff9f
s_clause 0xfffe
s_clause 0xffff
s_cls_i32 s16, s32
s_cls_i32_i64 s16, s[32:33]
s_clz_i32_u32 s16, s32
s_clz_i32_u64 s16, s[32:33]
s_cmov_b32 s16, s32
s_cmov_b64 s[16:17], s[32:33]
s_cmovk_i32 s16, 0x10
s_cmp_eq_f16 s32, s48
s_cmp_eq_f32 s32, s48
s_cmp_eq_i32 s32, s48
s_cmp_eq_u32 s32, s48
s_cmp_eq_u64 s[32:33], s[48:49]
s_cmp_ge_f16 s32, s48
s_cmp_ge_f32 s32, s48
s_cmp_ge_i32 s32, s48
s_cmp_ge_u32 s32, s48
s_cmp_gt_f16 s32, s48
s_cmp_gt_f32 s32, s48
s_cmp_gt_i32 s32, s48
s_cmp_gt_u32 s32, s48
s_cmp_le_f16 s32, s48
s_cmp_le_f32 s32, s48
s_cmp_le_i32 s32, s48
s_cmp_le_u32 s32, s48
s_cmp_lg_f16 s32, s48
s_cmp_lg_f32 s32, s48
s_cmp_lg_i32 s32, s48
s_cmp_lg_u32 s32, s48
s_cmp_lg_u64 s[32:33], s[48:49]
s_cmp_lt_f16 s32, s48
s_cmp_lt_f32 s32, s48
s_cmp_lt_i32 s32, s48
s_cmp_lt_u32 s32, s48
s_cmp_neq_f16 s32, s48
s_cmp_neq_f32 s32, s48
s_cmp_nge_f16 s32, s48
s_cmp_nge_f32 s32, s48
s_cmp_ngt_f16 s32, s48
s_cmp_ngt_f32 s32, s48
s_cmp_nle_f16 s32, s48
s_cmp_nle_f32 s32, s48
s_cmp_nlg_f16 s32, s48
s_cmp_nlg_f32 s32, s48
s_cmp_nlt_f16 s32, s48
s_cmp_nlt_f32 s32, s48
s_cmp_o_f16 s32, s48
s_cmp_o_f32 s32, s48
s_cmp_u_f16 s32, s48
s_cmp_u_f32 s32, s48
s_code_end
s_cselect_b32 s16, s32, s48
s_cselect_b64 s[16:17], s[32:33], s[48:49]
s_ctz_i32_b32 s16, s32
s_ctz_i32_b64 s16, s[32:33]
s_cvt_f16_f32 s16, s32
s_cvt_f32_f16 s16, s32
s_cvt_f32_i32 s16, s32
s_cvt_f32_u32 s16, s32
s_cvt_hi_f32_f16 s16, s32
s_cvt_i32_f32 s16, s32
s_cvt_pk_rtz_f16_f32 s16, s32, s48
s_cvt_u32_f32 s16, s32
s_dcache_inv
s_decperflevel 16
s_delay_alu 0
.long 0xbf87b80c  ; s_delay_alu instid0(/* invalid instid value */)
.long 0xbf87478f  ; s_delay_alu instid0(/* invalid instid value */) | instid1(/* invalid instid value */)
.long 0xbf87e48c  ; s_delay_alu instid0(/* invalid instid value */) | instid1(SALU_CYCLE_1)
.long 0xbf87150f  ; s_delay_alu instid0(/* invalid instid value */) | instid1(SALU_CYCLE_2)
.long 0xbf870d8e  ; s_delay_alu instid0(/* invalid instid value */) | instid1(SALU_CYCLE_3)
.long 0xbf87110d  ; s_delay_alu instid0(/* invalid instid value */) | instid1(VALU_DEP_2)
.long 0xbf87118d  ; s_delay_alu instid0(/* invalid instid value */) | instid1(VALU_DEP_3)
.long 0xbf870a0f  ; s_delay_alu instid0(/* invalid instid value */) | instid1(VALU_DEP_4)
.long 0xbf87a06c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */)
.long 0xbf872efd  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf87347c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf87fcec  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf87bd6f  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
.long 0xbf876afe  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_1)
.long 0xbf87cb7d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_2)
.long 0xbf8738fe  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_1)
.long 0xbf87497d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_2)
.long 0xbf8781fe  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_3)
.long 0xbf873a6e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_4)
.long 0xbf876e1c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(/* invalid instid value */)
.long 0xbf87631e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(TRANS32_DEP_2)
.long 0xbf87f89d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(VALU_DEP_1)
.long 0xbf87611e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(VALU_DEP_2)
.long 0xbf87b19f  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(VALU_DEP_3)
.long 0xbf877a1d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(NEXT) | instid1(VALU_DEP_4)
.long 0xbf87302f  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1)
.long 0xbf87942e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf87a5ac  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
.long 0xbf87aaaf  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
.long 0xbf8743ad  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
.long 0xbf8738ad  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.long 0xbf87212e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.long 0xbf87222f  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_1) | instid1(VALU_DEP_4)
.long 0xbf87983c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2)
.long 0xbf87efbd  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(/* invalid instid value */)
.long 0xbf87843c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf874d3e  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
.long 0xbf8702bc  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
.long 0xbf87a3be  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(TRANS32_DEP_3)
.long 0xbf87c8bc  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(VALU_DEP_1)
.long 0xbf87913c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(VALU_DEP_2)
.long 0xbf879a3c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_2) | instid1(VALU_DEP_4)
.long 0xbf87704d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3)
.long 0xbf8747ce  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(/* invalid instid value */)
.long 0xbf8764cd  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
.long 0xbf874dcc  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(SALU_CYCLE_3)
.long 0xbf874acc  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
.long 0xbf87034d  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(TRANS32_DEP_2)
.long 0xbf87b3cf  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(TRANS32_DEP_3)
.long 0xbf87d9cf  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_3) | instid1(VALU_DEP_3)
.long 0xbf87185f  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4)
.long 0xbf87aedf  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(/* invalid instid value */)
.long 0xbf87545c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf87a4dd  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
.long 0xbf87adde  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(SALU_CYCLE_3)
.long 0xbf873ade  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(TRANS32_DEP_1)
.long 0xbf87415c  ; s_delay_alu instid0(/* invalid instid value */) | instskip(SKIP_4) | instid1(VALU_DEP_2)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1)
.long 0xbf877f88  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instid1(TRANS32_DEP_2)
.long 0xbf87cf68  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf872c68  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf872cf8  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf874d78  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(NEXT)
.long 0xbf87ce98  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(NEXT) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf87bea8  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
.long 0xbf87d638  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
.long 0xbf870748  ; s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_3) | instid1(/* invalid instid value */)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_4)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(SALU_CYCLE_1) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_1) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_1) | instid1(SALU_CYCLE_2)
.long 0xbf874879  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */)
.long 0xbf876ce9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf87dde9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_3)
.long 0xbf872af9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_1)
.long 0xbf870be9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_3)
.long 0xbf87c8e9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_1)
.long 0xbf87f979  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_2)
.long 0xbf873799  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1)
.long 0xbf878ea9  ; s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
.long 0xbf87c60a  ; s_delay_alu instid0(SALU_CYCLE_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_2) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(SALU_CYCLE_2) | instid1(VALU_DEP_2)
.long 0xbf876eea  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf879d6a  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
.long 0xbf87bb6a  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_2)
.long 0xbf87bbea  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_3)
.long 0xbf87e8fa  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_1)
.long 0xbf87396a  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_2)
.long 0xbf87869a  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(VALU_DEP_2)
.long 0xbf87afaa  ; s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
.long 0xbf87bf8b  ; s_delay_alu instid0(SALU_CYCLE_3) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_3) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(SALU_CYCLE_3) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(SALU_CYCLE_3) | instid1(VALU_DEP_3)
.long 0xbf87cf6b  ; s_delay_alu instid0(SALU_CYCLE_3) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf870c6b  ; s_delay_alu instid0(SALU_CYCLE_3) | instskip(/* invalid instskip value */) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf87a17b  ; s_delay_alu instid0(SALU_CYCLE_3) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_2)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(TRANS32_DEP_3)
.long 0xbf87feab  ; s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_3)
.long 0xbf8707db  ; s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
.long 0xbf873e85  ; s_delay_alu instid0(TRANS32_DEP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_1) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_1) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
.long 0xbf874fe5  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf8724e5  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf879df5  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_3)
.long 0xbf8730e5  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_1)
.long 0xbf87e265  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_4)
.long 0xbf87b795  ; s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
.long 0xbf875e06  ; s_delay_alu instid0(TRANS32_DEP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_2) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_4)
.long 0xbf8747f6  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf87b566  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
.long 0xbf878976  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_2)
.long 0xbf87a266  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_4)
.long 0xbf875f96  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
.long 0xbf870e26  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_4)
.long 0xbf8757d6  ; s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_4) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf879687  ; s_delay_alu instid0(TRANS32_DEP_3) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_3) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_3) | instid1(TRANS32_DEP_1)
.long 0xbf87e867  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */)
.long 0xbf879ef7  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf8754f7  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf87ed67  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
.long 0xbf8745f7  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_3)
.long 0xbf8703f7  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_3)
.long 0xbf871717  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
.long 0xbf879637  ; s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_3) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
.long 0xbf87de01  ; s_delay_alu instid0(VALU_DEP_1) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_1) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf8756e1  ; s_delay_alu instid0(VALU_DEP_1) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf87ac71  ; s_delay_alu instid0(VALU_DEP_1) | instskip(/* invalid instskip value */) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4)
.long 0xbf87ae51  ; s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_3)
.long 0xbf873782  ; s_delay_alu instid0(VALU_DEP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_3)
.long 0xbf87e062  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */)
.long 0xbf872f62  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf87a5f2  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_3)
.long 0xbf87cae2  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_1)
.long 0xbf871b62  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_2)
.long 0xbf8773e2  ; s_delay_alu instid0(VALU_DEP_2) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_3)
.long 0xbf87cf12  ; s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
.long 0xbf87c6b2  ; s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_3)
.long 0xbf870652  ; s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(TRANS32_DEP_3)
.long 0xbf879f03  ; s_delay_alu instid0(VALU_DEP_3) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_3) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_3) | instid1(VALU_DEP_3)
.long 0xbf8736e3  ; s_delay_alu instid0(VALU_DEP_3) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf878cf3  ; s_delay_alu instid0(VALU_DEP_3) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf8762f3  ; s_delay_alu instid0(VALU_DEP_3) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_1)
.long 0xbf876b63  ; s_delay_alu instid0(VALU_DEP_3) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_2)
.long 0xbf87b3f3  ; s_delay_alu instid0(VALU_DEP_3) | instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_3)
.long 0xbf873f13  ; s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
.long 0xbf87f733  ; s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
.long 0xbf8737d3  ; s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(VALU_DEP_4)
.long 0xbf870784  ; s_delay_alu instid0(VALU_DEP_4) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_4) | instid1(SALU_CYCLE_2)
.long 0xbf87b764  ; s_delay_alu instid0(VALU_DEP_4) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf878c64  ; s_delay_alu instid0(VALU_DEP_4) | instskip(/* invalid instskip value */) | instid1(FMA_ACCUM_CYCLE_1)
.long 0xbf875cf4  ; s_delay_alu instid0(VALU_DEP_4) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_1)
.long 0xbf87bd64  ; s_delay_alu instid0(VALU_DEP_4) | instskip(/* invalid instskip value */) | instid1(SALU_CYCLE_2)
.long 0xbf8741e4  ; s_delay_alu instid0(VALU_DEP_4) | instskip(/* invalid instskip value */) | instid1(VALU_DEP_3)
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
.long 0xbf8706b4  ; s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(/* invalid instid value */)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
.long 0xbf872780  ; s_delay_alu instid1(/* invalid instid value */)
s_delay_alu instid1(SALU_CYCLE_3)
.long 0xbf876670  ; s_delay_alu instskip(/* invalid instskip value */) | instid1(/* invalid instid value */)
.long 0xbf875b70  ; s_delay_alu instskip(/* invalid instskip value */) | instid1(TRANS32_DEP_2)
.long 0xbf87ba70  ; s_delay_alu instskip(/* invalid instskip value */) | instid1(VALU_DEP_4)
s_delay_alu instskip(NEXT)
.long 0xbf87f710  ; s_delay_alu instskip(NEXT) | instid1(/* invalid instid value */)
s_delay_alu instskip(NEXT) | instid1(VALU_DEP_2)
s_delay_alu instskip(SKIP_1) | instid1(SALU_CYCLE_2)
s_delay_alu instskip(SKIP_1) | instid1(TRANS32_DEP_3)
s_delay_alu instskip(SKIP_2) | instid1(VALU_DEP_2)
s_delay_alu instskip(SKIP_3)
s_delay_alu instskip(SKIP_4) | instid1(TRANS32_DEP_1)
s_delay_alu instskip(SKIP_4) | instid1(TRANS32_DEP_3)
s_delay_alu instskip(SKIP_4) | instid1(VALU_DEP_1)
s_denorm_mode 16
s_endpgm 16
s_endpgm_saved
s_floor_f16 s16, s32
s_floor_f32 s16, s32
s_fmaak_f32 s16, s32, s48, 0xbf9f0000
s_fmac_f16 s16, s32, s48
s_fmac_f32 s16, s32, s48
s_fmamk_f32 s16, s32, 0xbf9f0000, s48
.long 0xbe905020  ; s_get_barrier_state s16, s32
s_getpc_b64 s[16:17]
s_getreg_b32 s0, hwreg(0, 27, 14)
s_getreg_b32 s0, hwreg(0, 29, 26)
s_getreg_b32 s0, hwreg(13, 10, 31)
s_getreg_b32 s0, hwreg(14, 12, 3)
s_getreg_b32 s0, hwreg(22, 24, 1)
s_getreg_b32 s0, hwreg(25, 23, 29)
s_getreg_b32 s0, hwreg(25, 7, 29)
s_getreg_b32 s0, hwreg(3, 12, 3)
s_getreg_b32 s0, hwreg(3, 4, 27)
s_getreg_b32 s0, hwreg(33, 19, 27)
s_getreg_b32 s0, hwreg(35, 13, 19)
s_getreg_b32 s0, hwreg(35, 27, 30)
s_getreg_b32 s0, hwreg(35, 30, 27)
s_getreg_b32 s0, hwreg(36, 7, 21)
s_getreg_b32 s0, hwreg(36, 9, 12)
s_getreg_b32 s0, hwreg(39, 18, 17)
s_getreg_b32 s0, hwreg(39, 23, 17)
s_getreg_b32 s0, hwreg(40, 12, 13)
s_getreg_b32 s0, hwreg(40, 6, 26)
s_getreg_b32 s0, hwreg(42, 10, 25)
s_getreg_b32 s0, hwreg(42, 15, 10)
s_getreg_b32 s0, hwreg(43, 5, 3)
s_getreg_b32 s0, hwreg(44, 4, 11)
s_getreg_b32 s0, hwreg(44, 4, 29)
s_getreg_b32 s0, hwreg(46, 22, 7)
s_getreg_b32 s0, hwreg(50, 26, 26)
s_getreg_b32 s0, hwreg(51, 19, 5)
s_getreg_b32 s0, hwreg(52, 0, 20)
s_getreg_b32 s0, hwreg(52, 2, 22)
s_getreg_b32 s0, hwreg(52, 21, 6)
s_getreg_b32 s0, hwreg(52, 28, 18)
s_getreg_b32 s0, hwreg(52, 30, 20)
s_getreg_b32 s0, hwreg(54, 7, 29)
s_getreg_b32 s0, hwreg(55, 10, 3)
s_getreg_b32 s0, hwreg(56, 14, 29)
s_getreg_b32 s0, hwreg(57, 11, 25)
s_getreg_b32 s0, hwreg(57, 14, 10)
s_getreg_b32 s0, hwreg(58, 22, 2)
s_getreg_b32 s0, hwreg(58, 27, 24)
s_getreg_b32 s0, hwreg(58, 8, 11)
s_getreg_b32 s0, hwreg(60, 30, 5)
s_getreg_b32 s0, hwreg(61, 1, 31)
s_getreg_b32 s0, hwreg(61, 26, 2)
s_getreg_b32 s0, hwreg(62, 0, 1)
s_getreg_b32 s0, hwreg(62, 15, 24)
s_getreg_b32 s0, hwreg(62, 6, 23)
s_getreg_b32 s0, hwreg(8, 11, 14)
s_getreg_b32 s0, hwreg(8, 14, 28)
s_getreg_b32 s0, hwreg(8, 9, 4)
s_getreg_b32 s0, hwreg(HW_REG_DVGPR_ALLOC_HI, 11, 31)
s_getreg_b32 s0, hwreg(HW_REG_EXCP_FLAG_USER, 15, 13)
s_getreg_b32 s0, hwreg(HW_REG_GPR_ALLOC, 13, 17)
s_getreg_b32 s0, hwreg(HW_REG_GPR_ALLOC, 4, 10)
s_getreg_b32 s0, hwreg(HW_REG_GPR_ALLOC, 7, 24)
s_getreg_b32 s0, hwreg(HW_REG_HW_ID2, 4, 26)
s_getreg_b32 s0, hwreg(HW_REG_LDS_ALLOC, 23, 20)
s_getreg_b32 s0, hwreg(HW_REG_PERF_SNAPSHOT_PC_HI, 17, 16)
s_getreg_b32 s0, hwreg(HW_REG_PERF_SNAPSHOT_PC_HI, 6, 27)
s_getreg_b32 s0, hwreg(HW_REG_PERF_SNAPSHOT_PC_LO, 12, 19)
s_getreg_b32 s0, hwreg(HW_REG_PERF_SNAPSHOT_PC_LO, 21, 4)
s_getreg_b32 s0, hwreg(HW_REG_SCRATCH_BASE_HI, 23, 11)
s_getreg_b32 s0, hwreg(HW_REG_SHADER_CYCLES_HI, 14, 29)
s_getreg_b32 s0, hwreg(HW_REG_STATE_PRIV, 1, 25)
s_getreg_b32 s0, hwreg(HW_REG_STATUS, 30, 3)
s_getreg_b32 s16, hwreg(HW_REG_PERF_SNAPSHOT_DATA2, 0, 1)
s_icache_inv
s_incperflevel 16
s_load_b128 s[16:19], s[4:5], 0x10
s_load_b256 s[16:23], s[4:5], 0x10
s_load_b32 s16, s[4:5], -0x10
s_load_b32 s16, s[4:5], -0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], -0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], -0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], -0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], 0x0
s_load_b32 s16, s[4:5], 0x0 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], 0x0 scope:SCOPE_SE
s_load_b32 s16, s[4:5], 0x0 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], 0x0 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], 0x10
s_load_b32 s16, s[4:5], 0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], 0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], 0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], 0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], 0x7ffff
s_load_b32 s16, s[4:5], 0x7ffff scope:SCOPE_DEV
s_load_b32 s16, s[4:5], 0x7ffff scope:SCOPE_SE
s_load_b32 s16, s[4:5], 0x7ffff th:TH_LOAD_HT
s_load_b32 s16, s[4:5], 0x7ffff th:TH_LOAD_NT
s_load_b32 s16, s[4:5], m0 offset:-0x10
s_load_b32 s16, s[4:5], m0 offset:-0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], m0 offset:-0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], m0 offset:-0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], m0 offset:-0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], m0 offset:0x0
s_load_b32 s16, s[4:5], m0 offset:0x0 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], m0 offset:0x0 scope:SCOPE_SE
s_load_b32 s16, s[4:5], m0 offset:0x0 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], m0 offset:0x0 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], m0 offset:0x10
s_load_b32 s16, s[4:5], m0 offset:0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], m0 offset:0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], m0 offset:0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], m0 offset:0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], m0 offset:0x7ffff
s_load_b32 s16, s[4:5], m0 offset:0x7ffff scope:SCOPE_DEV
s_load_b32 s16, s[4:5], m0 offset:0x7ffff scope:SCOPE_SE
s_load_b32 s16, s[4:5], m0 offset:0x7ffff th:TH_LOAD_HT
s_load_b32 s16, s[4:5], m0 offset:0x7ffff th:TH_LOAD_NT
s_load_b32 s16, s[4:5], s8 offset:-0x10
s_load_b32 s16, s[4:5], s8 offset:-0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], s8 offset:-0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], s8 offset:-0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], s8 offset:-0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], s8 offset:0x0
s_load_b32 s16, s[4:5], s8 offset:0x0 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], s8 offset:0x0 scope:SCOPE_SE
s_load_b32 s16, s[4:5], s8 offset:0x0 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], s8 offset:0x0 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], s8 offset:0x10
s_load_b32 s16, s[4:5], s8 offset:0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], s8 offset:0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], s8 offset:0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], s8 offset:0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], s8 offset:0x7ffff
s_load_b32 s16, s[4:5], s8 offset:0x7ffff scope:SCOPE_DEV
s_load_b32 s16, s[4:5], s8 offset:0x7ffff scope:SCOPE_SE
s_load_b32 s16, s[4:5], s8 offset:0x7ffff th:TH_LOAD_HT
s_load_b32 s16, s[4:5], s8 offset:0x7ffff th:TH_LOAD_NT
s_load_b32 s16, s[4:5], vcc_lo offset:-0x10
s_load_b32 s16, s[4:5], vcc_lo offset:-0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], vcc_lo offset:-0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], vcc_lo offset:-0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], vcc_lo offset:-0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], vcc_lo offset:0x0
s_load_b32 s16, s[4:5], vcc_lo offset:0x0 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], vcc_lo offset:0x0 scope:SCOPE_SE
s_load_b32 s16, s[4:5], vcc_lo offset:0x0 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], vcc_lo offset:0x0 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], vcc_lo offset:0x10
s_load_b32 s16, s[4:5], vcc_lo offset:0x10 scope:SCOPE_DEV
s_load_b32 s16, s[4:5], vcc_lo offset:0x10 scope:SCOPE_SE
s_load_b32 s16, s[4:5], vcc_lo offset:0x10 th:TH_LOAD_HT
s_load_b32 s16, s[4:5], vcc_lo offset:0x10 th:TH_LOAD_NT
s_load_b32 s16, s[4:5], vcc_lo offset:0x7ffff
s_load_b32 s16, s[4:5], vcc_lo offset:0x7ffff scope:SCOPE_DEV
s_load_b32 s16, s[4:5], vcc_lo offset:0x7ffff scope:SCOPE_SE
s_load_b32 s16, s[4:5], vcc_lo offset:0x7ffff th:TH_LOAD_HT
s_load_b32 s16, s[4:5], vcc_lo offset:0x7ffff th:TH_LOAD_NT
s_load_b512 s[16:31], s[4:5], 0x10
s_load_b64 s[16:17], s[4:5], -0x10
s_load_b64 s[16:17], s[4:5], -0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], -0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], -0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], -0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], 0x0
s_load_b64 s[16:17], s[4:5], 0x0 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], 0x0 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], 0x0 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], 0x0 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], 0x10
s_load_b64 s[16:17], s[4:5], 0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], 0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], 0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], 0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], 0x7ffff
s_load_b64 s[16:17], s[4:5], 0x7ffff scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], 0x7ffff scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], 0x7ffff th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], 0x7ffff th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], m0 offset:-0x10
s_load_b64 s[16:17], s[4:5], m0 offset:-0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], m0 offset:-0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], m0 offset:-0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], m0 offset:-0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], m0 offset:0x0
s_load_b64 s[16:17], s[4:5], m0 offset:0x0 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], m0 offset:0x0 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], m0 offset:0x0 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], m0 offset:0x0 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], m0 offset:0x10
s_load_b64 s[16:17], s[4:5], m0 offset:0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], m0 offset:0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], m0 offset:0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], m0 offset:0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], m0 offset:0x7ffff
s_load_b64 s[16:17], s[4:5], m0 offset:0x7ffff scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], m0 offset:0x7ffff scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], m0 offset:0x7ffff th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], m0 offset:0x7ffff th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], s8 offset:-0x10
s_load_b64 s[16:17], s[4:5], s8 offset:-0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], s8 offset:-0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], s8 offset:-0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], s8 offset:-0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], s8 offset:0x0
s_load_b64 s[16:17], s[4:5], s8 offset:0x0 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], s8 offset:0x0 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], s8 offset:0x0 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], s8 offset:0x0 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], s8 offset:0x10
s_load_b64 s[16:17], s[4:5], s8 offset:0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], s8 offset:0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], s8 offset:0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], s8 offset:0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], s8 offset:0x7ffff
s_load_b64 s[16:17], s[4:5], s8 offset:0x7ffff scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], s8 offset:0x7ffff scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], s8 offset:0x7ffff th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], s8 offset:0x7ffff th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:-0x10
s_load_b64 s[16:17], s[4:5], vcc_lo offset:-0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], vcc_lo offset:-0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], vcc_lo offset:-0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:-0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x0
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x0 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x0 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x0 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x0 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x10
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x10 scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x10 scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x10 th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x10 th:TH_LOAD_NT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x7ffff
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x7ffff scope:SCOPE_DEV
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x7ffff scope:SCOPE_SE
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x7ffff th:TH_LOAD_HT
s_load_b64 s[16:17], s[4:5], vcc_lo offset:0x7ffff th:TH_LOAD_NT
s_load_b96 s[16:18], s[4:5], 0x10
s_load_i16 s16, s[4:5], 0x10
s_load_i8 s16, s[4:5], 0x10
s_load_u16 s16, s[4:5], 0x10
s_load_u8 s16, s[4:5], 0x10
s_lshl1_add_u32 s16, s32, s48
s_lshl2_add_u32 s16, s32, s48
s_lshl3_add_u32 s16, s32, s48
s_lshl4_add_u32 s16, s32, s48
s_lshl_b32 s16, s32, s48
s_lshl_b64 s[16:17], s[32:33], s48
s_lshr_b32 s16, s32, s48
s_lshr_b64 s[16:17], s[32:33], s48
s_max_i32 s16, s32, s48
s_max_num_f16 s16, s32, s48
s_max_num_f32 s16, s32, s48
s_max_u32 s16, s32, s48
s_maximum_f16 s16, s32, s48
s_maximum_f32 s16, s32, s48
s_min_i32 s16, s32, s48
s_min_num_f16 s16, s32, s48
s_min_num_f32 s16, s32, s48
s_min_u32 s16, s32, s48
s_minimum_f16 s16, s32, s48
s_minimum_f32 s16, s32, s48
s_mov_b32 s16, s32
s_mov_b64 s[16:17], s[32:33]
s_movk_i32 s16, 0x10
s_movreld_b32 s16, s32
s_movreld_b64 s[16:17], s[32:33]
s_movrels_b32 s16, s32
s_movrels_b64 s[16:17], s[32:33]
s_movrelsd_2_b32 s16, s32
s_mul_f16 s16, s32, s48
s_mul_f32 s16, s32, s48
s_mul_hi_i32 s16, s32, s48
s_mul_hi_u32 s16, s32, s48
s_mul_i32 s16, s32, s48
s_mul_u64 s[16:17], s[32:33], s[48:49]
s_mulk_i32 s16, 0x10
s_nand_b32 s16, s32, s48
s_nand_b64 s[16:17], s[32:33], s[48:49]
s_nand_saveexec_b32 s16, s32
s_nand_saveexec_b64 s[16:17], s[32:33]
s_nop 0
s_nop 0x3945
s_nop 0x3f7
s_nop 0x43dc
s_nop 0x53a2
s_nop 0x5907
s_nop 0x7ad3
s_nop 0x7cb2
s_nop 0x7e6
s_nop 0xd588
s_nop 0xdf6e
s_nop 0xe5c3
s_nop 0xef9f
s_nop 0xfc07
s_nop 0xff9f
s_nop 0xfffe
s_nop 0xffff
s_nop 16
s_nor_b32 s16, s32, s48
s_nor_b64 s[16:17], s[32:33], s[48:49]
s_nor_saveexec_b32 s16, s32
s_nor_saveexec_b64 s[16:17], s[32:33]
s_not_b32 s16, s32
s_not_b64 s[16:17], s[32:33]
s_or_b32 s16, s32, s48
s_or_b64 s[16:17], s[32:33], s[48:49]
s_or_not0_saveexec_b32 s16, s32
s_or_not0_saveexec_b64 s[16:17], s[32:33]
s_or_not1_b32 s16, s32, s48
s_or_not1_b64 s[16:17], s[32:33], s[48:49]
s_or_not1_saveexec_b32 s16, s32
s_or_not1_saveexec_b64 s[16:17], s[32:33]
s_or_saveexec_b32 s16, s32
s_or_saveexec_b64 s[16:17], s[32:33]
s_pack_hh_b32_b16 s16, s32, s48
s_pack_hl_b32_b16 s16, s32, s48
s_pack_lh_b32_b16 s16, s32, s48
s_pack_ll_b32_b16 s16, s32, s48
s_prefetch_data s[4:5], 0x10, null, 16
s_prefetch_data_pc_rel 0x10, null, 16
s_prefetch_inst s[4:5], 0x10, null, 16
s_prefetch_inst_pc_rel 0x10, null, 16
s_quadmask_b32 s16, s32
s_quadmask_b64 s[16:17], s[32:33]
s_rfe_b64 s[32:33]
s_rndne_f16 s16, s32
s_rndne_f32 s16, s32
s_round_mode 0x10
s_sendmsg 1015
s_sendmsg 10605
s_sendmsg 11573
s_sendmsg 14044
s_sendmsg 14443
s_sendmsg 15590
s_sendmsg 16061
s_sendmsg 16356
s_sendmsg 17188
s_sendmsg 17352
s_sendmsg 17606
s_sendmsg 17925
s_sendmsg 19105
s_sendmsg 23179
s_sendmsg 23505
s_sendmsg 27602
s_sendmsg 27821
s_sendmsg 28497
s_sendmsg 30359
s_sendmsg 32358
s_sendmsg 33616
s_sendmsg 34007
s_sendmsg 34440
s_sendmsg 35327
s_sendmsg 35421
s_sendmsg 35900
s_sendmsg 37002
s_sendmsg 37112
s_sendmsg 37847
s_sendmsg 37866
s_sendmsg 38684
s_sendmsg 39349
s_sendmsg 40703
s_sendmsg 41033
s_sendmsg 41545
s_sendmsg 44514
s_sendmsg 46484
s_sendmsg 46673
s_sendmsg 46991
s_sendmsg 48220
s_sendmsg 50815
s_sendmsg 51229
s_sendmsg 51983
s_sendmsg 54014
s_sendmsg 54509
s_sendmsg 54511
s_sendmsg 54685
s_sendmsg 54819
s_sendmsg 55030
s_sendmsg 57002
s_sendmsg 58266
s_sendmsg 59811
s_sendmsg 61343
s_sendmsg 6231
s_sendmsg 63258
s_sendmsg 63383
s_sendmsg 64519
s_sendmsg 65193
s_sendmsg 65439
s_sendmsg 65534
s_sendmsg 65535
s_sendmsg 7450
s_sendmsg 8179
s_sendmsg 8181
s_sendmsg 8867
s_sendmsg sendmsg(0, 0, 0)
s_sendmsg sendmsg(12, 0, 0)
s_sendmsg sendmsg(16, 0, 0)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC)
s_sendmsg sendmsg(MSG_RTN_GET_TMA)
s_sendmsg_rtn_b32 s16, sendmsg(32, 0, 0)
s_sendmsg_rtn_b64 s[16:17], sendmsg(32, 0, 0)
s_sendmsghalt sendmsg(16, 0, 0)
s_sethalt 16
s_setkill 16
s_setpc_b64 s[32:33]
s_setprio 16
s_setreg_b32 hwreg(HW_REG_PERF_SNAPSHOT_DATA2, 0, 1), s16
s_setreg_imm32_b32 hwreg(HW_REG_PERF_SNAPSHOT_DATA2, 0, 1), 0xbf9f0000
s_sext_i32_i16 s16, s32
s_sext_i32_i8 s16, s32
s_singleuse_vdst 0x10
s_sleep 16
s_sleep_var s32
s_sub_co_ci_u32 s16, s32, s48
s_sub_co_i32 s16, s32, s48
s_sub_co_u32 s16, s32, s48
s_sub_f16 s16, s32, s48
s_sub_f32 s16, s32, s48
s_sub_nc_u64 s[16:17], s[32:33], s[48:49]
s_swappc_b64 s[16:17], s[32:33]
s_trap 16
s_trunc_f16 s16, s32
s_trunc_f32 s16, s32
s_ttracedata
s_ttracedata_imm 0x10
s_version ((UC_VERSION_GFX12|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT)|UC_VERSION_MDP_BIT
s_version ((UC_VERSION_GFX7|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT)|UC_VERSION_MDP_BIT
s_version (UC_VERSION_GFX11|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT
s_version 0x1006
s_version 0x2100
s_version 16
s_version UC_VERSION_GFX11|UC_VERSION_MDP_BIT
s_version UC_VERSION_GFX11|UC_VERSION_W32_BIT
s_version UC_VERSION_GFX11|UC_VERSION_W64_BIT
s_wait_alu 0x1075
s_wait_alu 0x13dd
s_wait_alu 0x1471
s_wait_alu 0x15a9
s_wait_alu 0x1a4b
s_wait_alu 0x1b5
s_wait_alu 0x1d4b
s_wait_alu 0x1ee4
s_wait_alu 0x20f3
s_wait_alu 0x21d9
s_wait_alu 0x23eb
s_wait_alu 0x2456
s_wait_alu 0x24d7
s_wait_alu 0x263d
s_wait_alu 0x2858
s_wait_alu 0x29ac
s_wait_alu 0x2ace
s_wait_alu 0x2c2d
s_wait_alu 0x2cd
s_wait_alu 0x3034
s_wait_alu 0x35ba
s_wait_alu 0x3634
s_wait_alu 0x3671
s_wait_alu 0x375f
s_wait_alu 0x37cc
s_wait_alu 0x3ac0
s_wait_alu 0x3ac9
s_wait_alu 0x3b77
s_wait_alu 0x3da
s_wait_alu 0x3dd3
s_wait_alu 0x3f7
s_wait_alu 0x403c
s_wait_alu 0x4074
s_wait_alu 0x40c0
s_wait_alu 0x41b9
s_wait_alu 0x426c
s_wait_alu 0x43d6
s_wait_alu 0x44c5
s_wait_alu 0x45bf
s_wait_alu 0x45c0
s_wait_alu 0x465d
s_wait_alu 0x46a9
s_wait_alu 0x46f8
s_wait_alu 0x4770
s_wait_alu 0x48f9
s_wait_alu 0x4a4
s_wait_alu 0x4afe
s_wait_alu 0x4bbd
s_wait_alu 0x4bf4
s_wait_alu 0x4d41
s_wait_alu 0x4ea3
s_wait_alu 0x4eeb
s_wait_alu 0x5035
s_wait_alu 0x50dd
s_wait_alu 0x5141
s_wait_alu 0x526b
s_wait_alu 0x52e5
s_wait_alu 0x52ec
s_wait_alu 0x53c1
s_wait_alu 0x5537
s_wait_alu 0x55a
s_wait_alu 0x55a1
s_wait_alu 0x565c
s_wait_alu 0x5753
s_wait_alu 0x59ce
s_wait_alu 0x5a78
s_wait_alu 0x5ac1
s_wait_alu 0x5cbd
s_wait_alu 0x5cf3
s_wait_alu 0x5e2b
s_wait_alu 0x5ecd
s_wait_alu 0x5efa
s_wait_alu 0x5f77
s_wait_alu 0x60b0
s_wait_alu 0x63f
s_wait_alu 0x6423
s_wait_alu 0x64fe
s_wait_alu 0x65d9
s_wait_alu 0x675f
s_wait_alu 0x69bc
s_wait_alu 0x6a2
s_wait_alu 0x6b2d
s_wait_alu 0x6d49
s_wait_alu 0x6d7c
s_wait_alu 0x6df0
s_wait_alu 0x6f64
s_wait_alu 0x6fd1
s_wait_alu 0x704b
s_wait_alu 0x70a2
s_wait_alu 0x71d6
s_wait_alu 0x7357
s_wait_alu 0x75c7
s_wait_alu 0x76d2
s_wait_alu 0x76fe
s_wait_alu 0x77f3
s_wait_alu 0x78cc
s_wait_alu 0x7ae0
s_wait_alu 0x7c3b
s_wait_alu 0x7c5e
s_wait_alu 0x7d49
s_wait_alu 0x7d5c
s_wait_alu 0x7df8
s_wait_alu 0x7f56
s_wait_alu 0x8034
s_wait_alu 0x817c
s_wait_alu 0x821
s_wait_alu 0x83f
s_wait_alu 0x83f6
s_wait_alu 0x8432
s_wait_alu 0x85b
s_wait_alu 0x874c
s_wait_alu 0x87d9
s_wait_alu 0x8a6d
s_wait_alu 0x8a6e
s_wait_alu 0x8b31
s_wait_alu 0x8b3d
s_wait_alu 0x8b7a
s_wait_alu 0x8beb
s_wait_alu 0x8c54
s_wait_alu 0x8cad
s_wait_alu 0x8f2a
s_wait_alu 0x8f70
s_wait_alu 0x90dc
s_wait_alu 0x91e9
s_wait_alu 0x93bd
s_wait_alu 0x93c
s_wait_alu 0x944c
s_wait_alu 0x94f1
s_wait_alu 0x9677
s_wait_alu 0x98dd
s_wait_alu 0x99ad
s_wait_alu 0x9ade
s_wait_alu 0x9be7
s_wait_alu 0x9d64
s_wait_alu 0x9eeb
s_wait_alu 0xa049
s_wait_alu 0xa159
s_wait_alu 0xa373
s_wait_alu 0xa5a0
s_wait_alu 0xa823
s_wait_alu 0xa853
s_wait_alu 0xa9bb
s_wait_alu 0xaa45
s_wait_alu 0xabb7
s_wait_alu 0xac6c
s_wait_alu 0xacab
s_wait_alu 0xad36
s_wait_alu 0xadb1
s_wait_alu 0xaeca
s_wait_alu 0xaedb
s_wait_alu 0xafb
s_wait_alu 0xb24a
s_wait_alu 0xb2dd
s_wait_alu 0xb4dc
s_wait_alu 0xb5a5
s_wait_alu 0xb74d
s_wait_alu 0xbb34
s_wait_alu 0xbc3e
s_wait_alu 0xbd2d
s_wait_alu 0xbe69
s_wait_alu 0xbeaf
s_wait_alu 0xc1fa
s_wait_alu 0xc3b
s_wait_alu 0xc422
s_wait_alu 0xc4b0
s_wait_alu 0xc550
s_wait_alu 0xc76d
s_wait_alu 0xc856
s_wait_alu 0xc861
s_wait_alu 0xca45
s_wait_alu 0xcac4
s_wait_alu 0xcc68
s_wait_alu 0xcd6a
s_wait_alu 0xcf3c
s_wait_alu 0xcf74
s_wait_alu 0xd1e5
s_wait_alu 0xd2d0
s_wait_alu 0xd3e9
s_wait_alu 0xd562
s_wait_alu 0xd56f
s_wait_alu 0xd5ee
s_wait_alu 0xd652
s_wait_alu 0xd6f1
s_wait_alu 0xd75
s_wait_alu 0xd7d0
s_wait_alu 0xd8e8
s_wait_alu 0xd959
s_wait_alu 0xda
s_wait_alu 0xdbba
s_wait_alu 0xdc5b
s_wait_alu 0xdcab
s_wait_alu 0xdce3
s_wait_alu 0xde6f
s_wait_alu 0xdfa7
s_wait_alu 0xe0ad
s_wait_alu 0xe140
s_wait_alu 0xe1bb
s_wait_alu 0xe22a
s_wait_alu 0xe26f
s_wait_alu 0xe356
s_wait_alu 0xe545
s_wait_alu 0xe572
s_wait_alu 0xe5a3
s_wait_alu 0xe5ca
s_wait_alu 0xe5cb
s_wait_alu 0xe667
s_wait_alu 0xe751
s_wait_alu 0xe843
s_wait_alu 0xe870
s_wait_alu 0xe8a7
s_wait_alu 0xe8cf
s_wait_alu 0xe8f5
s_wait_alu 0xe93b
s_wait_alu 0xe9c4
s_wait_alu 0xea55
s_wait_alu 0xecba
s_wait_alu 0xecfc
s_wait_alu 0xed36
s_wait_alu 0xf07d
s_wait_alu 0xf0ca
s_wait_alu 0xf0de
s_wait_alu 0xf2d5
s_wait_alu 0xf5c4
s_wait_alu 0xf72d
s_wait_alu 0xf7c0
s_wait_alu 0xf8fd
s_wait_alu 0xfa49
s_wait_alu 0xfa58
s_wait_alu 0xfade
s_wait_alu 0xfb66
s_wait_alu 0xfece
s_wait_alu 0xfffe
s_wait_alu 0xffff
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_sdst(1) depctr_va_ssrc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_sdst(2) depctr_va_vcc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(1) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(10) depctr_va_sdst(1) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(11) depctr_va_sdst(4) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(12) depctr_va_sdst(5) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(14) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(2) depctr_va_sdst(5) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(4) depctr_va_sdst(1) depctr_va_vcc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(4) depctr_va_sdst(2) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(6) depctr_va_sdst(3) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(6) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(6) depctr_va_sdst(6) depctr_va_vcc(0) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(8)
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(8) depctr_va_sdst(2) depctr_va_ssrc(0) depctr_vm_vsrc(6)
s_wait_alu depctr_hold_cnt(0) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(0) depctr_va_sdst(3) depctr_vm_vsrc(1)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(1) depctr_va_sdst(5)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(10) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(11) depctr_va_sdst(2)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(11) depctr_va_sdst(5) depctr_va_vcc(0) depctr_vm_vsrc(6)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(14) depctr_va_sdst(2) depctr_va_vcc(0) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(14) depctr_va_sdst(6) depctr_vm_vsrc(0)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(14) depctr_va_ssrc(0) depctr_vm_vsrc(3)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(2) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_va_vcc(0)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(2) depctr_va_vcc(0) depctr_vm_vsrc(6)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(5) depctr_va_sdst(5) depctr_va_vcc(0)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(6) depctr_va_sdst(4) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(2)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(6) depctr_va_sdst(4) depctr_va_ssrc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(9) depctr_va_sdst(1) depctr_va_ssrc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_hold_cnt(0) depctr_va_vdst(9) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_hold_cnt(1) depctr_sa_sdst(1) depctr_va_vdst(15) depctr_va_sdst(7) depctr_va_ssrc(1) depctr_va_vcc(1) depctr_vm_vsrc(7)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(10) depctr_va_sdst(3) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(11) depctr_va_vcc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(13) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(14) depctr_va_sdst(1) depctr_va_vcc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(14) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(2) depctr_va_sdst(1) depctr_va_ssrc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(3) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(3) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_vm_vsrc(3)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(3) depctr_va_sdst(6) depctr_va_vcc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(4) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(4) depctr_va_sdst(5) depctr_vm_vsrc(6)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(5) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(5) depctr_va_sdst(1) depctr_vm_vsrc(3)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(7) depctr_va_sdst(0) depctr_vm_vsrc(2)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(7) depctr_va_vcc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(8) depctr_va_sdst(4) depctr_va_ssrc(0) depctr_va_vcc(0)
s_wait_alu depctr_sa_sdst(0) depctr_va_vdst(8) depctr_va_sdst(5) depctr_va_vcc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_va_sdst(3) depctr_vm_vsrc(3)
s_wait_alu depctr_va_vdst(0) depctr_va_sdst(3) depctr_vm_vsrc(0)
s_wait_alu depctr_va_vdst(0) depctr_va_sdst(4) depctr_va_ssrc(0)
s_wait_alu depctr_va_vdst(10) depctr_va_sdst(6) depctr_va_vcc(0) depctr_vm_vsrc(4)
s_wait_alu depctr_va_vdst(10) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_va_vdst(12) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(5)
s_wait_alu depctr_va_vdst(12) depctr_va_sdst(0) depctr_va_vcc(0) depctr_vm_vsrc(2)
s_wait_alu depctr_va_vdst(12) depctr_va_sdst(5) depctr_vm_vsrc(5)
s_wait_alu depctr_va_vdst(13) depctr_va_sdst(2) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(6)
s_wait_alu depctr_va_vdst(13) depctr_va_sdst(6)
s_wait_alu depctr_va_vdst(14)
s_wait_alu depctr_va_vdst(14) depctr_va_sdst(3) depctr_va_ssrc(0) depctr_va_vcc(0)
s_wait_alu depctr_va_vdst(2) depctr_va_sdst(0) depctr_va_ssrc(0)
s_wait_alu depctr_va_vdst(2) depctr_va_sdst(5) depctr_vm_vsrc(1)
s_wait_alu depctr_va_vdst(3) depctr_va_sdst(6) depctr_va_ssrc(0) depctr_va_vcc(0)
s_wait_alu depctr_va_vdst(5) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(2)
s_wait_alu depctr_va_vdst(5) depctr_va_sdst(5) depctr_vm_vsrc(2)
s_wait_alu depctr_va_vdst(7) depctr_va_sdst(0) depctr_vm_vsrc(5)
s_wait_alu depctr_va_vdst(9) depctr_va_sdst(1) depctr_va_ssrc(0) depctr_vm_vsrc(6)
s_wait_alu depctr_va_vdst(9) depctr_va_sdst(2) depctr_vm_vsrc(6)
s_wait_alu depctr_va_vdst(9) depctr_va_sdst(3) depctr_va_vcc(0) depctr_vm_vsrc(1)
s_wait_alu depctr_va_vdst(9) depctr_va_sdst(5) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_wait_bvhcnt 0x0
s_wait_bvhcnt 0x10
s_wait_bvhcnt 0x3f7
s_wait_bvhcnt 0x49c3
s_wait_bvhcnt 0x83eb
s_wait_bvhcnt 0x9c3
s_wait_bvhcnt 0x9c78
s_wait_bvhcnt 0xbd03
s_wait_bvhcnt 0xdbab
s_wait_bvhcnt 0xdc86
s_wait_bvhcnt 0xe9bf
s_wait_bvhcnt 0xef9f
s_wait_bvhcnt 0xfc07
s_wait_bvhcnt 0xff9f
s_wait_bvhcnt 0xfffe
s_wait_bvhcnt 0xffff
s_wait_dscnt 0x0
s_wait_dscnt 0x10
s_wait_dscnt 0x2763
s_wait_dscnt 0x3709
s_wait_dscnt 0x3c18
s_wait_dscnt 0x3f7
s_wait_dscnt 0x714c
s_wait_dscnt 0x7ab0
s_wait_dscnt 0x94d6
s_wait_dscnt 0x971c
s_wait_dscnt 0xa50d
s_wait_dscnt 0xef9f
s_wait_dscnt 0xfc07
s_wait_dscnt 0xff9f
s_wait_dscnt 0xfffe
s_wait_dscnt 0xffff
s_wait_event 0x10
s_wait_expcnt 0x0
s_wait_expcnt 0x10
s_wait_expcnt 0x1dc5
s_wait_expcnt 0x3f7
s_wait_expcnt 0x4c67
s_wait_expcnt 0x6253
s_wait_expcnt 0x7bc9
s_wait_expcnt 0x87c
s_wait_expcnt 0x9f07
s_wait_expcnt 0xef9f
s_wait_expcnt 0xf2c
s_wait_expcnt 0xf635
s_wait_expcnt 0xfc07
s_wait_expcnt 0xff9f
s_wait_expcnt 0xfffe
s_wait_expcnt 0xffff
s_wait_idle
s_wait_kmcnt 0x0
s_wait_kmcnt 0x10
s_wait_kmcnt 0x10b7
s_wait_kmcnt 0x3f7
s_wait_kmcnt 0x70dc
s_wait_kmcnt 0x867d
s_wait_kmcnt 0x8ee7
s_wait_kmcnt 0x97b
s_wait_kmcnt 0x9bfc
s_wait_kmcnt 0xbcae
s_wait_kmcnt 0xc5f0
s_wait_kmcnt 0xef9f
s_wait_kmcnt 0xfc07
s_wait_kmcnt 0xff9f
s_wait_kmcnt 0xfffe
s_wait_kmcnt 0xffff
s_wait_loadcnt 0x0
s_wait_loadcnt 0x10
s_wait_loadcnt 0x1702
s_wait_loadcnt 0x3f7
s_wait_loadcnt 0x6c1a
s_wait_loadcnt 0x6f7c
s_wait_loadcnt 0x8e4e
s_wait_loadcnt 0x9ebc
s_wait_loadcnt 0xd567
s_wait_loadcnt 0xdda7
s_wait_loadcnt 0xe606
s_wait_loadcnt 0xef9f
s_wait_loadcnt 0xfc07
s_wait_loadcnt 0xff9f
s_wait_loadcnt 0xfffe
s_wait_loadcnt 0xffff
s_wait_loadcnt_dscnt 0x0
s_wait_loadcnt_dscnt 0x10
s_wait_loadcnt_dscnt 0x13c1
s_wait_loadcnt_dscnt 0x2f9f
s_wait_loadcnt_dscnt 0x3f7
s_wait_loadcnt_dscnt 0x65d2
s_wait_loadcnt_dscnt 0x7cf
s_wait_loadcnt_dscnt 0x93a2
s_wait_loadcnt_dscnt 0x994
s_wait_loadcnt_dscnt 0xdca7
s_wait_loadcnt_dscnt 0xef9f
s_wait_loadcnt_dscnt 0xf085
s_wait_loadcnt_dscnt 0xfc07
s_wait_loadcnt_dscnt 0xff9f
s_wait_loadcnt_dscnt 0xfffe
s_wait_loadcnt_dscnt 0xffff
s_wait_samplecnt 0x0
s_wait_samplecnt 0x10
s_wait_samplecnt 0x185
s_wait_samplecnt 0x1897
s_wait_samplecnt 0x2c84
s_wait_samplecnt 0x3f7
s_wait_samplecnt 0x41f4
s_wait_samplecnt 0x539c
s_wait_samplecnt 0xa52f
s_wait_samplecnt 0xd9e6
s_wait_samplecnt 0xda50
s_wait_samplecnt 0xef9f
s_wait_samplecnt 0xfc07
s_wait_samplecnt 0xff9f
s_wait_samplecnt 0xfffe
s_wait_samplecnt 0xffff
s_wait_storecnt 0x0
s_wait_storecnt 0x10
s_wait_storecnt 0x3f7
s_wait_storecnt 0x43d7
s_wait_storecnt 0x6b8d
s_wait_storecnt 0x7f7c
s_wait_storecnt 0x927b
s_wait_storecnt 0xb96a
s_wait_storecnt 0xdb6b
s_wait_storecnt 0xef9f
s_wait_storecnt 0xf3e5
s_wait_storecnt 0xfc07
s_wait_storecnt 0xfcf1
s_wait_storecnt 0xff9f
s_wait_storecnt 0xfffe
s_wait_storecnt 0xffff
s_wait_storecnt_dscnt 0x0
s_wait_storecnt_dscnt 0x10
s_wait_storecnt_dscnt 0x3f7
s_wait_storecnt_dscnt 0x4051
s_wait_storecnt_dscnt 0x5dcb
s_wait_storecnt_dscnt 0x8c3d
s_wait_storecnt_dscnt 0x9cc
s_wait_storecnt_dscnt 0xa563
s_wait_storecnt_dscnt 0xc877
s_wait_storecnt_dscnt 0xd7f3
s_wait_storecnt_dscnt 0xef9f
s_wait_storecnt_dscnt 0xf62a
s_wait_storecnt_dscnt 0xfc07
s_wait_storecnt_dscnt 0xff9f
s_wait_storecnt_dscnt 0xfffe
s_wait_storecnt_dscnt 0xffff
s_waitcnt expcnt(2) lgkmcnt(9)
s_waitcnt expcnt(5) lgkmcnt(14)
s_waitcnt expcnt(6)
s_waitcnt expcnt(6) lgkmcnt(8)
s_waitcnt lgkmcnt(0)
s_waitcnt lgkmcnt(57)
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(1)
s_waitcnt vmcnt(0) lgkmcnt(16)
s_waitcnt vmcnt(0) lgkmcnt(23)
s_waitcnt vmcnt(0) lgkmcnt(56)
s_waitcnt vmcnt(1) expcnt(5) lgkmcnt(7)
s_waitcnt vmcnt(10) expcnt(0) lgkmcnt(47)
s_waitcnt vmcnt(10) expcnt(2) lgkmcnt(57)
s_waitcnt vmcnt(11) expcnt(1) lgkmcnt(19)
s_waitcnt vmcnt(11) expcnt(1) lgkmcnt(41)
s_waitcnt vmcnt(11) expcnt(5)
s_waitcnt vmcnt(11) expcnt(5) lgkmcnt(45)
s_waitcnt vmcnt(11) expcnt(6)
s_waitcnt vmcnt(11) expcnt(6) lgkmcnt(17)
s_waitcnt vmcnt(11) lgkmcnt(0)
s_waitcnt vmcnt(12) expcnt(0) lgkmcnt(11)
s_waitcnt vmcnt(12) expcnt(0) lgkmcnt(7)
s_waitcnt vmcnt(12) expcnt(5) lgkmcnt(38)
s_waitcnt vmcnt(12) expcnt(5) lgkmcnt(59)
s_waitcnt vmcnt(12) expcnt(6) lgkmcnt(61)
s_waitcnt vmcnt(12) lgkmcnt(45)
s_waitcnt vmcnt(13) expcnt(0) lgkmcnt(43)
s_waitcnt vmcnt(13) expcnt(0) lgkmcnt(50)
s_waitcnt vmcnt(13) expcnt(3) lgkmcnt(25)
s_waitcnt vmcnt(13) expcnt(5) lgkmcnt(14)
s_waitcnt vmcnt(13) expcnt(5) lgkmcnt(49)
s_waitcnt vmcnt(13) expcnt(6) lgkmcnt(50)
s_waitcnt vmcnt(13) lgkmcnt(11)
s_waitcnt vmcnt(13) lgkmcnt(43)
s_waitcnt vmcnt(14) expcnt(1) lgkmcnt(35)
s_waitcnt vmcnt(14) expcnt(3) lgkmcnt(56)
s_waitcnt vmcnt(14) expcnt(4) lgkmcnt(52)
s_waitcnt vmcnt(14) expcnt(5) lgkmcnt(23)
s_waitcnt vmcnt(14) lgkmcnt(36)
s_waitcnt vmcnt(15) expcnt(0) lgkmcnt(19)
s_waitcnt vmcnt(15) expcnt(2) lgkmcnt(28)
s_waitcnt vmcnt(15) expcnt(4) lgkmcnt(35)
s_waitcnt vmcnt(15) expcnt(6) lgkmcnt(21)
s_waitcnt vmcnt(15) lgkmcnt(35)
s_waitcnt vmcnt(15) lgkmcnt(51)
s_waitcnt vmcnt(16) expcnt(2) lgkmcnt(27)
s_waitcnt vmcnt(16) expcnt(3) lgkmcnt(11)
s_waitcnt vmcnt(16) expcnt(3) lgkmcnt(27)
s_waitcnt vmcnt(16) expcnt(3) lgkmcnt(7)
s_waitcnt vmcnt(17) expcnt(0) lgkmcnt(55)
s_waitcnt vmcnt(17) expcnt(1) lgkmcnt(15)
s_waitcnt vmcnt(17) expcnt(1) lgkmcnt(28)
s_waitcnt vmcnt(17) expcnt(3) lgkmcnt(25)
s_waitcnt vmcnt(17) expcnt(6) lgkmcnt(38)
s_waitcnt vmcnt(17) expcnt(6) lgkmcnt(59)
s_waitcnt vmcnt(17) lgkmcnt(46)
s_waitcnt vmcnt(18) expcnt(0) lgkmcnt(62)
s_waitcnt vmcnt(18) expcnt(5)
s_waitcnt vmcnt(19) expcnt(0) lgkmcnt(49)
s_waitcnt vmcnt(19) expcnt(3) lgkmcnt(0)
s_waitcnt vmcnt(19) expcnt(5)
s_waitcnt vmcnt(19) lgkmcnt(38)
s_waitcnt vmcnt(2) expcnt(0) lgkmcnt(4)
s_waitcnt vmcnt(2) expcnt(1) lgkmcnt(19)
s_waitcnt vmcnt(2) expcnt(1) lgkmcnt(50)
s_waitcnt vmcnt(2) expcnt(2) lgkmcnt(9)
s_waitcnt vmcnt(2) expcnt(4) lgkmcnt(59)
s_waitcnt vmcnt(2) lgkmcnt(26)
s_waitcnt vmcnt(20) expcnt(0) lgkmcnt(61)
s_waitcnt vmcnt(20) expcnt(1) lgkmcnt(18)
s_waitcnt vmcnt(21) expcnt(3) lgkmcnt(12)
s_waitcnt vmcnt(21) expcnt(3) lgkmcnt(22)
s_waitcnt vmcnt(21) expcnt(3) lgkmcnt(57)
s_waitcnt vmcnt(21) expcnt(4) lgkmcnt(58)
s_waitcnt vmcnt(21) expcnt(6) lgkmcnt(51)
s_waitcnt vmcnt(21) lgkmcnt(48)
s_waitcnt vmcnt(21) lgkmcnt(57)
s_waitcnt vmcnt(22) expcnt(0) lgkmcnt(27)
s_waitcnt vmcnt(22) expcnt(0) lgkmcnt(40)
s_waitcnt vmcnt(22) lgkmcnt(7)
s_waitcnt vmcnt(23) expcnt(0) lgkmcnt(60)
s_waitcnt vmcnt(23) expcnt(2) lgkmcnt(1)
s_waitcnt vmcnt(23) expcnt(2) lgkmcnt(45)
s_waitcnt vmcnt(23) expcnt(3) lgkmcnt(31)
s_waitcnt vmcnt(23) lgkmcnt(4)
s_waitcnt vmcnt(23) lgkmcnt(52)
s_waitcnt vmcnt(24) expcnt(1) lgkmcnt(0)
s_waitcnt vmcnt(24) expcnt(1) lgkmcnt(30)
s_waitcnt vmcnt(24) expcnt(3) lgkmcnt(23)
s_waitcnt vmcnt(24) expcnt(6) lgkmcnt(32)
s_waitcnt vmcnt(25) expcnt(0) lgkmcnt(14)
s_waitcnt vmcnt(25) expcnt(3) lgkmcnt(61)
s_waitcnt vmcnt(25) expcnt(4) lgkmcnt(34)
s_waitcnt vmcnt(25) expcnt(4) lgkmcnt(51)
s_waitcnt vmcnt(25) expcnt(4) lgkmcnt(59)
s_waitcnt vmcnt(26) expcnt(1) lgkmcnt(46)
s_waitcnt vmcnt(26) expcnt(1) lgkmcnt(58)
s_waitcnt vmcnt(26) expcnt(1) lgkmcnt(61)
s_waitcnt vmcnt(26) expcnt(5) lgkmcnt(49)
s_waitcnt vmcnt(26) expcnt(6) lgkmcnt(34)
s_waitcnt vmcnt(26) lgkmcnt(61)
s_waitcnt vmcnt(28) expcnt(0) lgkmcnt(40)
s_waitcnt vmcnt(28) expcnt(2)
s_waitcnt vmcnt(28) expcnt(4) lgkmcnt(18)
s_waitcnt vmcnt(28) expcnt(5) lgkmcnt(49)
s_waitcnt vmcnt(28) lgkmcnt(54)
s_waitcnt vmcnt(29) expcnt(2) lgkmcnt(28)
s_waitcnt vmcnt(29) expcnt(2) lgkmcnt(7)
s_waitcnt vmcnt(29) expcnt(6) lgkmcnt(51)
s_waitcnt vmcnt(3) expcnt(0) lgkmcnt(20)
s_waitcnt vmcnt(3) expcnt(0) lgkmcnt(21)
s_waitcnt vmcnt(3) expcnt(3) lgkmcnt(13)
s_waitcnt vmcnt(3) expcnt(3) lgkmcnt(24)
s_waitcnt vmcnt(3) expcnt(3) lgkmcnt(9)
s_waitcnt vmcnt(30) expcnt(2) lgkmcnt(62)
s_waitcnt vmcnt(30) expcnt(3) lgkmcnt(54)
s_waitcnt vmcnt(31) expcnt(0) lgkmcnt(25)
s_waitcnt vmcnt(31) expcnt(0) lgkmcnt(56)
s_waitcnt vmcnt(31) expcnt(1) lgkmcnt(22)
s_waitcnt vmcnt(31) expcnt(2) lgkmcnt(50)
s_waitcnt vmcnt(31) expcnt(3) lgkmcnt(12)
s_waitcnt vmcnt(31) expcnt(4) lgkmcnt(62)
s_waitcnt vmcnt(32) expcnt(1) lgkmcnt(24)
s_waitcnt vmcnt(32) expcnt(6) lgkmcnt(16)
s_waitcnt vmcnt(32) lgkmcnt(10)
s_waitcnt vmcnt(33) expcnt(0) lgkmcnt(21)
s_waitcnt vmcnt(33) expcnt(1) lgkmcnt(22)
s_waitcnt vmcnt(33) expcnt(3) lgkmcnt(27)
s_waitcnt vmcnt(33) expcnt(4) lgkmcnt(26)
s_waitcnt vmcnt(33) expcnt(5) lgkmcnt(4)
s_waitcnt vmcnt(33) expcnt(6) lgkmcnt(34)
s_waitcnt vmcnt(33) lgkmcnt(40)
s_waitcnt vmcnt(33) lgkmcnt(41)
s_waitcnt vmcnt(33) lgkmcnt(52)
s_waitcnt vmcnt(34) expcnt(2) lgkmcnt(26)
s_waitcnt vmcnt(34) expcnt(3) lgkmcnt(18)
s_waitcnt vmcnt(34) expcnt(4) lgkmcnt(48)
s_waitcnt vmcnt(34) expcnt(6) lgkmcnt(47)
s_waitcnt vmcnt(35) expcnt(2) lgkmcnt(11)
s_waitcnt vmcnt(35) expcnt(3) lgkmcnt(61)
s_waitcnt vmcnt(35) expcnt(5)
s_waitcnt vmcnt(35) expcnt(5) lgkmcnt(46)
s_waitcnt vmcnt(35) expcnt(5) lgkmcnt(6)
s_waitcnt vmcnt(35) expcnt(6) lgkmcnt(30)
s_waitcnt vmcnt(35) lgkmcnt(61)
s_waitcnt vmcnt(36) expcnt(0) lgkmcnt(34)
s_waitcnt vmcnt(36) expcnt(1) lgkmcnt(37)
s_waitcnt vmcnt(36) expcnt(2) lgkmcnt(20)
s_waitcnt vmcnt(37) expcnt(1) lgkmcnt(0)
s_waitcnt vmcnt(37) expcnt(3) lgkmcnt(33)
s_waitcnt vmcnt(37) expcnt(4) lgkmcnt(5)
s_waitcnt vmcnt(37) expcnt(5) lgkmcnt(39)
s_waitcnt vmcnt(37) lgkmcnt(2)
s_waitcnt vmcnt(37) lgkmcnt(54)
s_waitcnt vmcnt(38) expcnt(1) lgkmcnt(61)
s_waitcnt vmcnt(38) expcnt(2) lgkmcnt(58)
s_waitcnt vmcnt(38) expcnt(3) lgkmcnt(35)
s_waitcnt vmcnt(38) expcnt(5) lgkmcnt(17)
s_waitcnt vmcnt(39) expcnt(0) lgkmcnt(11)
s_waitcnt vmcnt(39) expcnt(0) lgkmcnt(38)
s_waitcnt vmcnt(39) expcnt(1) lgkmcnt(46)
s_waitcnt vmcnt(39) expcnt(1) lgkmcnt(48)
s_waitcnt vmcnt(39) expcnt(3) lgkmcnt(29)
s_waitcnt vmcnt(39) expcnt(3) lgkmcnt(52)
s_waitcnt vmcnt(39) expcnt(6) lgkmcnt(32)
s_waitcnt vmcnt(39) lgkmcnt(53)
s_waitcnt vmcnt(4) expcnt(0) lgkmcnt(32)
s_waitcnt vmcnt(4) expcnt(0) lgkmcnt(42)
s_waitcnt vmcnt(4) expcnt(1) lgkmcnt(16)
s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(25)
s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(4)
s_waitcnt vmcnt(40) expcnt(4) lgkmcnt(22)
s_waitcnt vmcnt(40) expcnt(5) lgkmcnt(36)
s_waitcnt vmcnt(40) lgkmcnt(40)
s_waitcnt vmcnt(41) expcnt(1) lgkmcnt(32)
s_waitcnt vmcnt(41) expcnt(3) lgkmcnt(33)
s_waitcnt vmcnt(41) expcnt(4) lgkmcnt(57)
s_waitcnt vmcnt(41) expcnt(5) lgkmcnt(25)
s_waitcnt vmcnt(41) lgkmcnt(42)
s_waitcnt vmcnt(42) expcnt(0) lgkmcnt(29)
s_waitcnt vmcnt(42) expcnt(2) lgkmcnt(12)
s_waitcnt vmcnt(42) expcnt(3) lgkmcnt(37)
s_waitcnt vmcnt(43) expcnt(4) lgkmcnt(0)
s_waitcnt vmcnt(43) lgkmcnt(5)
s_waitcnt vmcnt(44) expcnt(0) lgkmcnt(28)
s_waitcnt vmcnt(44) expcnt(1) lgkmcnt(53)
s_waitcnt vmcnt(44) expcnt(6) lgkmcnt(21)
s_waitcnt vmcnt(45) expcnt(0) lgkmcnt(18)
s_waitcnt vmcnt(45) expcnt(2) lgkmcnt(41)
s_waitcnt vmcnt(45) expcnt(3) lgkmcnt(3)
s_waitcnt vmcnt(46) expcnt(1)
s_waitcnt vmcnt(46) expcnt(3) lgkmcnt(20)
s_waitcnt vmcnt(46) expcnt(4)
s_waitcnt vmcnt(46) expcnt(4) lgkmcnt(28)
s_waitcnt vmcnt(47) expcnt(3) lgkmcnt(18)
s_waitcnt vmcnt(47) expcnt(4) lgkmcnt(43)
s_waitcnt vmcnt(47) expcnt(6) lgkmcnt(15)
s_waitcnt vmcnt(48) expcnt(2) lgkmcnt(49)
s_waitcnt vmcnt(48) expcnt(3) lgkmcnt(13)
s_waitcnt vmcnt(48) expcnt(5) lgkmcnt(34)
s_waitcnt vmcnt(49) expcnt(1) lgkmcnt(47)
s_waitcnt vmcnt(49) expcnt(2) lgkmcnt(28)
s_waitcnt vmcnt(49) expcnt(2) lgkmcnt(3)
s_waitcnt vmcnt(49) expcnt(2) lgkmcnt(61)
s_waitcnt vmcnt(49) expcnt(5) lgkmcnt(30)
s_waitcnt vmcnt(49) lgkmcnt(15)
s_waitcnt vmcnt(5) expcnt(0) lgkmcnt(2)
s_waitcnt vmcnt(5) expcnt(1) lgkmcnt(37)
s_waitcnt vmcnt(5) expcnt(1) lgkmcnt(62)
s_waitcnt vmcnt(5) expcnt(3) lgkmcnt(48)
s_waitcnt vmcnt(5) expcnt(4) lgkmcnt(1)
s_waitcnt vmcnt(5) expcnt(5) lgkmcnt(34)
s_waitcnt vmcnt(5) expcnt(5) lgkmcnt(51)
s_waitcnt vmcnt(5) expcnt(6) lgkmcnt(13)
s_waitcnt vmcnt(50) expcnt(0) lgkmcnt(44)
s_waitcnt vmcnt(50) expcnt(1) lgkmcnt(10)
s_waitcnt vmcnt(50) expcnt(5) lgkmcnt(23)
s_waitcnt vmcnt(50) expcnt(6) lgkmcnt(51)
s_waitcnt vmcnt(51) expcnt(5) lgkmcnt(10)
s_waitcnt vmcnt(51) expcnt(5) lgkmcnt(26)
s_waitcnt vmcnt(51) expcnt(5) lgkmcnt(40)
s_waitcnt vmcnt(51) expcnt(5) lgkmcnt(58)
s_waitcnt vmcnt(52) expcnt(0) lgkmcnt(46)
s_waitcnt vmcnt(52) expcnt(1) lgkmcnt(56)
s_waitcnt vmcnt(52) expcnt(2) lgkmcnt(1)
s_waitcnt vmcnt(53) expcnt(0) lgkmcnt(24)
s_waitcnt vmcnt(53) expcnt(1) lgkmcnt(3)
s_waitcnt vmcnt(53) expcnt(1) lgkmcnt(53)
s_waitcnt vmcnt(54) expcnt(1) lgkmcnt(57)
s_waitcnt vmcnt(54) expcnt(2) lgkmcnt(52)
s_waitcnt vmcnt(54) expcnt(3) lgkmcnt(10)
s_waitcnt vmcnt(54) expcnt(4) lgkmcnt(42)
s_waitcnt vmcnt(54) expcnt(6) lgkmcnt(11)
s_waitcnt vmcnt(54) expcnt(6) lgkmcnt(30)
s_waitcnt vmcnt(54) expcnt(6) lgkmcnt(60)
s_waitcnt vmcnt(55) expcnt(1) lgkmcnt(58)
s_waitcnt vmcnt(55) expcnt(1) lgkmcnt(59)
s_waitcnt vmcnt(55) expcnt(6) lgkmcnt(51)
s_waitcnt vmcnt(55) lgkmcnt(3)
s_waitcnt vmcnt(56)
s_waitcnt vmcnt(56) expcnt(0) lgkmcnt(5)
s_waitcnt vmcnt(56) expcnt(3) lgkmcnt(10)
s_waitcnt vmcnt(56) expcnt(5) lgkmcnt(54)
s_waitcnt vmcnt(56) lgkmcnt(22)
s_waitcnt vmcnt(56) lgkmcnt(9)
s_waitcnt vmcnt(57) expcnt(0)
s_waitcnt vmcnt(57) expcnt(1) lgkmcnt(17)
s_waitcnt vmcnt(57) expcnt(1) lgkmcnt(35)
s_waitcnt vmcnt(57) expcnt(2) lgkmcnt(53)
s_waitcnt vmcnt(57) expcnt(3) lgkmcnt(32)
s_waitcnt vmcnt(57) expcnt(5) lgkmcnt(36)
s_waitcnt vmcnt(57) lgkmcnt(48)
s_waitcnt vmcnt(58) expcnt(0) lgkmcnt(40)
s_waitcnt vmcnt(58) expcnt(0) lgkmcnt(58)
s_waitcnt vmcnt(58) expcnt(2) lgkmcnt(42)
s_waitcnt vmcnt(58) expcnt(3) lgkmcnt(39)
s_waitcnt vmcnt(58) expcnt(4) lgkmcnt(11)
s_waitcnt vmcnt(58) expcnt(5) lgkmcnt(20)
s_waitcnt vmcnt(58) expcnt(5) lgkmcnt(36)
s_waitcnt vmcnt(58) expcnt(5) lgkmcnt(42)
s_waitcnt vmcnt(59) expcnt(1) lgkmcnt(31)
s_waitcnt vmcnt(59) expcnt(2) lgkmcnt(16)
s_waitcnt vmcnt(59) expcnt(3)
s_waitcnt vmcnt(59) expcnt(4) lgkmcnt(41)
s_waitcnt vmcnt(59) expcnt(5) lgkmcnt(0)
s_waitcnt vmcnt(59) expcnt(6) lgkmcnt(47)
s_waitcnt vmcnt(59) lgkmcnt(48)
s_waitcnt vmcnt(59) lgkmcnt(49)
s_waitcnt vmcnt(59) lgkmcnt(57)
s_waitcnt vmcnt(6) expcnt(1) lgkmcnt(23)
s_waitcnt vmcnt(6) expcnt(2) lgkmcnt(15)
s_waitcnt vmcnt(60) expcnt(0) lgkmcnt(7)
s_waitcnt vmcnt(60) expcnt(4) lgkmcnt(56)
s_waitcnt vmcnt(60) expcnt(6) lgkmcnt(9)
s_waitcnt vmcnt(61) expcnt(0) lgkmcnt(15)
s_waitcnt vmcnt(61) expcnt(2) lgkmcnt(26)
s_waitcnt vmcnt(61) expcnt(3) lgkmcnt(29)
s_waitcnt vmcnt(61) lgkmcnt(7)
s_waitcnt vmcnt(62) expcnt(0) lgkmcnt(60)
s_waitcnt vmcnt(62) expcnt(2) lgkmcnt(44)
s_waitcnt vmcnt(62) expcnt(2) lgkmcnt(52)
s_waitcnt vmcnt(62) expcnt(3) lgkmcnt(15)
s_waitcnt vmcnt(62) expcnt(4) lgkmcnt(36)
s_waitcnt vmcnt(62) expcnt(6) lgkmcnt(8)
s_waitcnt vmcnt(62) lgkmcnt(36)
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)
s_waitcnt vmcnt(7) expcnt(2) lgkmcnt(56)
s_waitcnt vmcnt(7) expcnt(4)
s_waitcnt vmcnt(7) lgkmcnt(40)
s_waitcnt vmcnt(7) lgkmcnt(7)
s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(32)
s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(4)
s_waitcnt vmcnt(8) expcnt(1) lgkmcnt(13)
s_waitcnt vmcnt(8) expcnt(5) lgkmcnt(15)
s_waitcnt vmcnt(8) expcnt(5) lgkmcnt(44)
s_waitcnt vmcnt(8) expcnt(6) lgkmcnt(10)
s_waitcnt vmcnt(8) lgkmcnt(54)
s_waitcnt vmcnt(9) expcnt(1) lgkmcnt(57)
s_waitcnt vmcnt(9) expcnt(2) lgkmcnt(17)
s_waitcnt vmcnt(9) expcnt(2) lgkmcnt(2)
s_waitcnt vmcnt(9) expcnt(3) lgkmcnt(10)
s_waitcnt vmcnt(9) expcnt(4) lgkmcnt(27)
s_waitcnt vmcnt(9) expcnt(5) lgkmcnt(15)
s_waitcnt vmcnt(9) expcnt(6) lgkmcnt(3)
s_waitcnt vmcnt(9) lgkmcnt(41)
s_wakeup
.long 0xbe905720  ; s_wakeup_barrier s32
s_wqm_b32 s16, s32
s_wqm_b64 s[16:17], s[32:33]
s_xnor_b32 s16, s32, s48
s_xnor_b64 s[16:17], s[32:33], s[48:49]
s_xnor_saveexec_b32 s16, s32
s_xnor_saveexec_b64 s[16:17], s[32:33]
s_xor_b32 s16, s32, s48
s_xor_b64 s[16:17], s[32:33], s[48:49]
s_xor_saveexec_b32 s16, s32
s_xor_saveexec_b64 s[16:17], s[32:33]
scratch_load_b128 v[80:83], off, off offset:-16 scope:SCOPE_SE
.long 0xed05c07c, 0x14740050, 0xfffff014  ; scratch_load_b128 v[80:83], off, off offset:-16 th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_HT
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_NT_HT
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-4096 scope:SCOPE_DEV
.long 0xed05c07c, 0x14780050, 0xfff00014  ; scratch_load_b128 v[80:83], off, off offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_LU
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_NT
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:16 scope:SCOPE_SE
.long 0xed05c07c, 0x14780050, 0x00001014  ; scratch_load_b128 v[80:83], off, off offset:16 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_NT
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:16 th:TH_LOAD_RT_NT
scratch_load_b128 v[80:83], off, off offset:4095 scope:SCOPE_SE
.long 0xed05c07c, 0x14740050, 0x000fff14  ; scratch_load_b128 v[80:83], off, off offset:4095 th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_HT
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_LU
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, off offset:4095 th:TH_LOAD_RT_NT
scratch_load_b128 v[80:83], off, off scope:SCOPE_DEV
.long 0xed05c07c, 0x14740050, 0x00000014  ; scratch_load_b128 v[80:83], off, off th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, off th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, off th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, off th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4
scratch_load_b128 v[80:83], off, s4 offset:-16 scope:SCOPE_DEV
.long 0xed05c004, 0x14780050, 0xfffff014  ; scratch_load_b128 v[80:83], off, s4 offset:-16 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_NT_RT
scratch_load_b128 v[80:83], off, s4 offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:-4096 scope:SCOPE_SYS
.long 0xed05c004, 0x14780050, 0xfff00014  ; scratch_load_b128 v[80:83], off, s4 offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_NT_HT
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_NT_RT
scratch_load_b128 v[80:83], off, s4 offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 offset:16
.long 0xed05c004, 0x14780050, 0x00001014  ; scratch_load_b128 v[80:83], off, s4 offset:16 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:16 th:TH_LOAD_RT_NT
scratch_load_b128 v[80:83], off, s4 offset:4095 scope:SCOPE_SE
.long 0xed05c004, 0x147c0050, 0x000fff14  ; scratch_load_b128 v[80:83], off, s4 offset:4095 th:0x7 scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_DEV
.long 0xed05c004, 0x14740050, 0x00000014  ; scratch_load_b128 v[80:83], off, s4 th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_HT
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], off, s4 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-16 scope:SCOPE_SE
.long 0xed05c07c, 0x147a0050, 0xfffff014  ; scratch_load_b128 v[80:83], v20, off offset:-16 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_HT
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_NT
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-4096 scope:SCOPE_SE
.long 0xed05c07c, 0x147a0050, 0xfff00014  ; scratch_load_b128 v[80:83], v20, off offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_LU
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, off offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:16 scope:SCOPE_DEV
.long 0xed05c07c, 0x147a0050, 0x00001014  ; scratch_load_b128 v[80:83], v20, off offset:16 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_NT
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off offset:16 th:TH_LOAD_RT_NT
scratch_load_b128 v[80:83], v20, off offset:4095 scope:SCOPE_SYS
.long 0xed05c07c, 0x14720050, 0x000fff14  ; scratch_load_b128 v[80:83], v20, off offset:4095 th:0x7
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_LU
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off scope:SCOPE_SE
.long 0xed05c07c, 0x147a0050, 0x00000014  ; scratch_load_b128 v[80:83], v20, off th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, off th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4
scratch_load_b128 v[80:83], v20, s4 offset:-16 scope:SCOPE_SE
.long 0xed05c004, 0x14760050, 0xfffff014  ; scratch_load_b128 v[80:83], v20, s4 offset:-16 th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_HT
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_NT_RT
scratch_load_b128 v[80:83], v20, s4 offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:-4096
.long 0xed05c004, 0x147a0050, 0xfff00014  ; scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_NT_HT
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, s4 offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:16
.long 0xed05c004, 0x14760050, 0x00001014  ; scratch_load_b128 v[80:83], v20, s4 offset:16 th:0x7 scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_HT
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_NT_HT
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:16 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:4095 scope:SCOPE_SE
.long 0xed05c004, 0x147e0050, 0x000fff14  ; scratch_load_b128 v[80:83], v20, s4 offset:4095 th:0x7 scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SYS
.long 0xed05c004, 0x147a0050, 0x00000014  ; scratch_load_b128 v[80:83], v20, s4 th:0x7 scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b128 v[80:83], v20, s4 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:-16 scope:SCOPE_SE
.long 0xed05007c, 0x14700050, 0xfffff014  ; scratch_load_b32 v80, off, off offset:-16 th:0x7
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_HT
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_LU
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_NT
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, off, off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, off, off offset:-4096 scope:SCOPE_DEV
.long 0xed05007c, 0x14740050, 0xfff00014  ; scratch_load_b32 v80, off, off offset:-4096 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_HT
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_NT_HT
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:16 scope:SCOPE_DEV
.long 0xed05007c, 0x14740050, 0x00001014  ; scratch_load_b32 v80, off, off offset:16 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_HT
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_LU
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b32 v80, off, off offset:16 th:TH_LOAD_RT_NT
scratch_load_b32 v80, off, off offset:4095
.long 0xed05007c, 0x14740050, 0x000fff14  ; scratch_load_b32 v80, off, off offset:4095 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_NT_HT
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_NT_RT
scratch_load_b32 v80, off, off offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b32 v80, off, off scope:SCOPE_SYS
.long 0xed05007c, 0x14700050, 0x00000014  ; scratch_load_b32 v80, off, off th:0x7
scratch_load_b32 v80, off, off th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b32 v80, off, off th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, off th:TH_LOAD_NT
scratch_load_b32 v80, off, off th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, off, off th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, off, off th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:-16 scope:SCOPE_DEV
.long 0xed050004, 0x14740050, 0xfffff014  ; scratch_load_b32 v80, off, s4 offset:-16 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:-4096 scope:SCOPE_SYS
.long 0xed050004, 0x14700050, 0xfff00014  ; scratch_load_b32 v80, off, s4 offset:-4096 th:0x7
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_NT_RT
scratch_load_b32 v80, off, s4 offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:16 scope:SCOPE_SE
.long 0xed050004, 0x147c0050, 0x00001014  ; scratch_load_b32 v80, off, s4 offset:16 th:0x7 scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_LU
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_NT
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_NT_RT
scratch_load_b32 v80, off, s4 offset:16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:4095 scope:SCOPE_SYS
.long 0xed050004, 0x14780050, 0x000fff14  ; scratch_load_b32 v80, off, s4 offset:4095 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_LU
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 offset:4095 th:TH_LOAD_RT_NT
scratch_load_b32 v80, off, s4 scope:SCOPE_SYS
.long 0xed050004, 0x147c0050, 0x00000014  ; scratch_load_b32 v80, off, s4 th:0x7 scope:SCOPE_SYS
scratch_load_b32 v80, off, s4 th:TH_LOAD_HT
scratch_load_b32 v80, off, s4 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, off, s4 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, off, s4 th:TH_LOAD_RT_NT scope:SCOPE_SYS
scratch_load_b32 v80, v20, off offset:-16 scope:SCOPE_SE
.long 0xed05007c, 0x147a0050, 0xfffff014  ; scratch_load_b32 v80, v20, off offset:-16 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_NT
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b32 v80, v20, off offset:-4096 scope:SCOPE_DEV
.long 0xed05007c, 0x147a0050, 0xfff00014  ; scratch_load_b32 v80, v20, off offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SYS
scratch_load_b32 v80, v20, off offset:-4096 th:TH_LOAD_RT_NT
scratch_load_b32 v80, v20, off offset:16 scope:SCOPE_DEV
.long 0xed05007c, 0x147a0050, 0x00001014  ; scratch_load_b32 v80, v20, off offset:16 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_HT
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_LU
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, v20, off offset:16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095
.long 0xed05007c, 0x147a0050, 0x000fff14  ; scratch_load_b32 v80, v20, off offset:4095 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_LU scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_NT_HT
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off scope:SCOPE_SE
.long 0xed05007c, 0x14760050, 0x00000014  ; scratch_load_b32 v80, v20, off th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, v20, off th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, v20, off th:TH_LOAD_LU
scratch_load_b32 v80, v20, off th:TH_LOAD_NT scope:SCOPE_SYS
scratch_load_b32 v80, v20, off th:TH_LOAD_NT_HT
scratch_load_b32 v80, v20, off th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, v20, off th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4
scratch_load_b32 v80, v20, s4 offset:-16 scope:SCOPE_SYS
.long 0xed050004, 0x14760050, 0xfffff014  ; scratch_load_b32 v80, v20, s4 offset:-16 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_HT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_LU scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_NT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_NT_HT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:-4096 scope:SCOPE_SYS
.long 0xed050004, 0x147a0050, 0xfff00014  ; scratch_load_b32 v80, v20, s4 offset:-4096 th:0x7 scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_NT
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:-4096 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:16
scratch_load_b32 v80, v20, s4 offset:16 scope:SCOPE_DEV
.long 0xed050004, 0x147e0050, 0x00001014  ; scratch_load_b32 v80, v20, s4 offset:16 th:0x7 scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_HT
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_NT
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_NT_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:16 th:TH_LOAD_RT_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:4095 scope:SCOPE_SE
.long 0xed050004, 0x147e0050, 0x000fff14  ; scratch_load_b32 v80, v20, s4 offset:4095 th:0x7 scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_BYPASS scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_HT scope:SCOPE_SYS
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_NT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_NT_RT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 offset:4095 th:TH_LOAD_RT_NT scope:SCOPE_DEV
.long 0xed050004, 0x14760050, 0x00000014  ; scratch_load_b32 v80, v20, s4 th:0x7 scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 th:TH_LOAD_HT scope:SCOPE_DEV
scratch_load_b32 v80, v20, s4 th:TH_LOAD_LU
scratch_load_b32 v80, v20, s4 th:TH_LOAD_NT
scratch_load_b32 v80, v20, s4 th:TH_LOAD_NT_HT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 th:TH_LOAD_NT_RT scope:SCOPE_SE
scratch_load_b32 v80, v20, s4 th:TH_LOAD_RT_NT scope:SCOPE_SE
scratch_load_b64 v[80:81], v20, s4 offset:16
scratch_load_b96 v[80:82], v20, s4 offset:16
scratch_load_block v[80:111], v20, s4 offset:16
scratch_load_d16_b16 v80, v20, s4 offset:16
scratch_load_d16_hi_b16 v80, v20, s4 offset:16
scratch_load_d16_hi_i8 v80, v20, s4 offset:16
scratch_load_d16_hi_u8 v80, v20, s4 offset:16
scratch_load_d16_i8 v80, v20, s4 offset:16
scratch_load_d16_u8 v80, v20, s4 offset:16
scratch_load_i16 v80, v20, s4 offset:16
scratch_load_i8 v80, v20, s4 offset:16
scratch_load_u16 v80, v20, s4 offset:16
scratch_load_u8 v80, v20, s4 offset:16
scratch_store_b128 v20, v[40:43], s4 offset:16
scratch_store_b16 v20, v40, s4 offset:16
scratch_store_b32 off, v40, off
scratch_store_b32 off, v40, off offset:-16 scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_HT
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_NT_HT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_NT_WB scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:-16 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:-4096
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_NT_RT
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_NT_WB scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:16 scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_RT_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:16 th:TH_STORE_RT_WB scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:4095 scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_HT
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_NT_HT
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_NT_RT scope:SCOPE_SE
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 off, v40, off offset:4095 th:TH_STORE_RT_NT scope:SCOPE_SE
scratch_store_b32 off, v40, off th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 off, v40, off th:TH_STORE_NT scope:SCOPE_SE
scratch_store_b32 off, v40, off th:TH_STORE_NT_HT
scratch_store_b32 off, v40, off th:TH_STORE_NT_RT
scratch_store_b32 off, v40, off th:TH_STORE_NT_WB
scratch_store_b32 off, v40, off th:TH_STORE_RT_NT scope:SCOPE_SE
scratch_store_b32 off, v40, off th:TH_STORE_RT_WB scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-16 scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_NT_HT
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_NT_RT scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_NT_WB scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-16 th:TH_STORE_RT_WB
scratch_store_b32 off, v40, s4 offset:-4096 scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_HT
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_NT scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:-4096 th:TH_STORE_RT_WB scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:16 scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_NT_RT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_NT_WB
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:16 th:TH_STORE_RT_WB
scratch_store_b32 off, v40, s4 offset:4095
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_NT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 off, v40, s4 offset:4095 th:TH_STORE_RT_NT scope:SCOPE_SE
scratch_store_b32 off, v40, s4 scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 th:TH_STORE_HT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 th:TH_STORE_NT
scratch_store_b32 off, v40, s4 th:TH_STORE_NT_HT scope:SCOPE_SE
scratch_store_b32 off, v40, s4 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 th:TH_STORE_NT_WB scope:SCOPE_DEV
scratch_store_b32 off, v40, s4 th:TH_STORE_RT_NT
scratch_store_b32 off, v40, s4 th:TH_STORE_RT_WB scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:-16 scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_NT_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-16 th:TH_STORE_RT_WB scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-4096 scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_HT
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_NT
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_NT_RT scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_NT_WB
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:-4096 th:TH_STORE_RT_WB scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:16 scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_NT_RT scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_NT_WB scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:16 th:TH_STORE_RT_NT
scratch_store_b32 v20, v40, off offset:4095 scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_NT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_NT_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_NT_RT
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_NT_WB scope:SCOPE_SE
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_RT_NT scope:SCOPE_DEV
scratch_store_b32 v20, v40, off offset:4095 th:TH_STORE_RT_WB
scratch_store_b32 v20, v40, off scope:SCOPE_SYS
scratch_store_b32 v20, v40, off th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, off th:TH_STORE_NT scope:SCOPE_SE
scratch_store_b32 v20, v40, off th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 v20, v40, off th:TH_STORE_NT_RT
scratch_store_b32 v20, v40, off th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 v20, v40, off th:TH_STORE_RT_NT scope:SCOPE_SE
scratch_store_b32 v20, v40, off th:TH_STORE_RT_WB scope:SCOPE_DEV
scratch_store_b32 v20, v40, s4
scratch_store_b32 v20, v40, s4 offset:-16 scope:SCOPE_DEV
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_BYPASS scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_HT
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_NT
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_NT_HT
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_NT_RT
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_NT_WB scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:-16 th:TH_STORE_RT_NT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:-4096
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_NT scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_NT_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_NT_RT scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_NT_WB scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_RT_NT
scratch_store_b32 v20, v40, s4 offset:-4096 th:TH_STORE_RT_WB
scratch_store_b32 v20, v40, s4 offset:16
scratch_store_b32 v20, v40, s4 offset:16 scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_HT scope:SCOPE_DEV
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_NT
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_NT_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_NT_RT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_NT_WB scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_RT_NT
scratch_store_b32 v20, v40, s4 offset:16 th:TH_STORE_RT_WB scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 offset:4095 scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_HT scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_NT
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_NT_HT scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_NT_RT scope:SCOPE_DEV
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_NT_WB
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_RT_NT
scratch_store_b32 v20, v40, s4 offset:4095 th:TH_STORE_RT_WB
scratch_store_b32 v20, v40, s4 th:TH_STORE_HT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 th:TH_STORE_NT scope:SCOPE_SE
scratch_store_b32 v20, v40, s4 th:TH_STORE_NT_HT
scratch_store_b32 v20, v40, s4 th:TH_STORE_NT_RT
scratch_store_b32 v20, v40, s4 th:TH_STORE_NT_WB
scratch_store_b32 v20, v40, s4 th:TH_STORE_RT_NT scope:SCOPE_SYS
scratch_store_b32 v20, v40, s4 th:TH_STORE_RT_WB scope:SCOPE_SE
scratch_store_b64 v20, v[40:41], s4 offset:16
scratch_store_b8 v20, v40, s4 offset:16
scratch_store_b96 v20, v[40:42], s4 offset:16
scratch_store_block v20, v[40:71], s4 offset:16
scratch_store_d16_hi_b16 v20, v40, s4 offset:16
scratch_store_d16_hi_b8 v20, v40, s4 offset:16
v_add3_u32 v80, v20, v40, v60
v_add_co_ci_u32_e32 v80, vcc, v20, v40, vcc
v_add_co_ci_u32_e64 v80, s[0:1], v20, v40, s[0:1]
v_add_co_u32 v80, s[0:1], v20, v40
v_add_f16_e32 v80, v20, v40
v_add_f16_e64 v80, v20, v40
.long 0x06a050fa, 0x0e5da314  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xe bound_ctrl:1 fi:1
.long 0x06a050fa, 0x1359a014  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0x3 bound_ctrl:1
.long 0x06a050fa, 0x1b559414  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xb fi:1
.long 0x06a050fa, 0x22557614  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x2 fi:1
.long 0x06a050fa, 0x3b59f714  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xb bound_ctrl:1
.long 0x06a050fa, 0x4f557414  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0xf fi:1
.long 0x06a050fa, 0x5859e714  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x8 bound_ctrl:1
.long 0x06a050fa, 0x79597814  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0x845dc214  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x4 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x8f5d8e14  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0xf bound_ctrl:1 fi:1
.long 0x06a050fa, 0x93593a14  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x3 bound_ctrl:1
.long 0x06a050fa, 0xcd55e414  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xd fi:1
.long 0x06a050fa, 0xdb5ddf14  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xb bound_ctrl:1 fi:1
.long 0x06a050fa, 0xe255a714  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x2 fi:1
.long 0x06a050fa, 0xec557b14  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xc fi:1
.long 0x06a050fa, 0xff517714  ; v_add_f32_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf
.long 0x06a050fa, 0x62554214  ; v_add_f32_dpp v80, -v20, -v40 /* row_bcast is not supported starting from GFX10 */ row_mask:0x6 bank_mask:0x2 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,0,1,0] row_mask:0xd bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,0,1,1] row_mask:0x5 bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,1,0,0] row_mask:0x4 bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,1,2,2] row_mask:0x7 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,2,0,1] row_mask:0x9 bank_mask:0xa fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[0,2,3,0] row_mask:0x7 bank_mask:0x2 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,0,1,0] row_mask:0x5 bank_mask:0x6
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,0,2,0] row_mask:0xa bank_mask:0xe bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,1,0,3] row_mask:0xb bank_mask:0x3 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,1,2,2] row_mask:0x8 bank_mask:0x1 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,1,2,3] row_mask:0xc bank_mask:0xc fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,2,1,0] row_mask:0xd bank_mask:0x4
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,2,3,0] row_mask:0xd bank_mask:0xe
v_add_f32_dpp v80, -v20, -v40 quad_perm:[1,3,2,1] row_mask:0x5 bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[2,1,2,0] row_mask:0x1 bank_mask:0xa bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[2,1,2,2] row_mask:0xa bank_mask:0xf
v_add_f32_dpp v80, -v20, -v40 quad_perm:[2,3,0,2] row_mask:0x8 bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[2,3,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[3,0,2,0] row_mask:0xb bank_mask:0x5
v_add_f32_dpp v80, -v20, -v40 quad_perm:[3,2,3,1] row_mask:0xd bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[3,3,1,1] row_mask:0x8 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 quad_perm:[3,3,1,3] row_mask:0x9 bank_mask:0xd
v_add_f32_dpp v80, -v20, -v40 quad_perm:[3,3,3,0] row_mask:0xa bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -v40 row_ror:11 row_mask:0x6 bank_mask:0x3 fi:1
v_add_f32_dpp v80, -v20, -v40 row_ror:13 row_mask:0x1 bank_mask:0x5 fi:1
v_add_f32_dpp v80, -v20, -v40 row_ror:5 row_mask:0xa bank_mask:0x1
v_add_f32_dpp v80, -v20, -v40 row_share:3 row_mask:0x8 bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 row_shl:10 row_mask:0x5 bank_mask:0x8 fi:1
v_add_f32_dpp v80, -v20, -v40 row_shl:4 row_mask:0x8 bank_mask:0x9 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -v40 row_shl:5 row_mask:0x6 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, -v20, -v40 row_xmask:11 row_mask:0x8 bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -v40 row_xmask:12 row_mask:0xe bank_mask:0x1 bound_ctrl:1
.long 0x06a050fa, 0x2ed59e14  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0xe fi:1
.long 0x06a050fa, 0x56d18c14  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x6
.long 0x06a050fa, 0x75d98414  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x5 bound_ctrl:1
.long 0x06a050fa, 0x82d1c114  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x2
.long 0x06a050fa, 0x86d9c014  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x6 bound_ctrl:1
.long 0x06a050fa, 0xa6d53f14  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x6 fi:1
.long 0x06a050fa, 0xabdd3d14  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xb bound_ctrl:1 fi:1
.long 0x06a050fa, 0xc3dd9714  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x3 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xd0ddd614  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0x0 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xded9be14  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xe bound_ctrl:1
.long 0x06a050fa, 0xe3d9e114  ; v_add_f32_dpp v80, -v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x3 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[0,0,0,1] row_mask:0xb bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[0,2,2,2] row_mask:0x5 bank_mask:0x3
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[0,2,3,1] row_mask:0x1 bank_mask:0x2 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[0,3,3,1] row_mask:0xf bank_mask:0x9 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[1,1,1,1] row_mask:0x9 bank_mask:0x1 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[1,3,2,0] row_mask:0xf bank_mask:0x3 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[2,0,1,2] row_mask:0x6 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[2,0,3,0] row_mask:0x3 bank_mask:0x9 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[2,1,1,3] row_mask:0x0 bank_mask:0x5 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[2,2,0,2] row_mask:0xe bank_mask:0x8 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[2,3,0,3] row_mask:0xc bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[3,3,0,2] row_mask:0x3 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| quad_perm:[3,3,1,0] row_mask:0x3 bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| row_ror:1 row_mask:0xf bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, -|v40| row_ror:14 row_mask:0x7 bank_mask:0xe
v_add_f32_dpp v80, -v20, -|v40| row_ror:4 row_mask:0x3 bank_mask:0xe
v_add_f32_dpp v80, -v20, -|v40| row_share:7 row_mask:0x0 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| row_share:9 row_mask:0x6 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| row_shl:3 row_mask:0x9 bank_mask:0x3 bound_ctrl:1
v_add_f32_dpp v80, -v20, -|v40| row_shr:4 row_mask:0x3 bank_mask:0x9
.long 0x06a050fa, 0x2011ee14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0
.long 0x06a050fa, 0x2215ce14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x2 fi:1
.long 0x06a050fa, 0x49197014  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0x5211f814  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x2
.long 0x06a050fa, 0x56153114  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x6 fi:1
.long 0x06a050fa, 0x66112014  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x6
.long 0x06a050fa, 0x67114a14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x7
.long 0x06a050fa, 0x7815ca14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x8 fi:1
.long 0x06a050fa, 0x8319dc14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x3 bound_ctrl:1
.long 0x06a050fa, 0xa81df914  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x8 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xb915f514  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0x9 fi:1
.long 0x06a050fa, 0xc21d9214  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x2 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xcb15e014  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xb fi:1
.long 0x06a050fa, 0xce1dac14  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xe bound_ctrl:1 fi:1
.long 0x06a050fa, 0xfb15e214  ; v_add_f32_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xb fi:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[0,0,2,1] row_mask:0x2 bank_mask:0x1
v_add_f32_dpp v80, -v20, v40 quad_perm:[0,1,0,3] row_mask:0x2 bank_mask:0x6
v_add_f32_dpp v80, -v20, v40 quad_perm:[0,1,3,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[0,2,1,3] row_mask:0xe bank_mask:0x0
v_add_f32_dpp v80, -v20, v40 quad_perm:[1,0,1,1] row_mask:0xa bank_mask:0x7
v_add_f32_dpp v80, -v20, v40 quad_perm:[1,0,3,1] row_mask:0xb bank_mask:0xc fi:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[1,3,0,3] row_mask:0xf bank_mask:0x5
v_add_f32_dpp v80, -v20, v40 quad_perm:[2,1,2,1] row_mask:0xd bank_mask:0xc
v_add_f32_dpp v80, -v20, v40 quad_perm:[2,1,3,0] row_mask:0x1 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[2,2,3,2] row_mask:0x7 bank_mask:0x9
v_add_f32_dpp v80, -v20, v40 quad_perm:[2,3,2,1] row_mask:0x8 bank_mask:0xd fi:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[3,0,3,3] row_mask:0xa bank_mask:0x8 fi:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[3,1,2,3] row_mask:0xb bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[3,2,0,2] row_mask:0x0 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[3,3,2,2] row_mask:0x3 bank_mask:0x6 fi:1
v_add_f32_dpp v80, -v20, v40 quad_perm:[3,3,3,2] row_mask:0xf bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -v20, v40 row_ror:7 row_mask:0x1 bank_mask:0x9
.long 0x06a050fa, 0x08959314  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x8 fi:1
.long 0x06a050fa, 0x1095d014  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0x0 fi:1
.long 0x06a050fa, 0x4b9de814  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0xb bound_ctrl:1 fi:1
.long 0x06a050fa, 0x5d958714  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0xd fi:1
.long 0x06a050fa, 0x6c9dcd14  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xc bound_ctrl:1 fi:1
.long 0x06a050fa, 0x7e9d7c14  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xe bound_ctrl:1 fi:1
.long 0x06a050fa, 0x9091e514  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0
.long 0x06a050fa, 0xac95f014  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xc fi:1
.long 0x06a050fa, 0xe499a814  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x4 bound_ctrl:1
.long 0x06a050fa, 0xe9990014  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0xed959914  ; v_add_f32_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xd fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[0,1,1,2] row_mask:0x2 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[0,3,0,3] row_mask:0xc bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[1,0,0,1] row_mask:0x6 bank_mask:0x0
v_add_f32_dpp v80, -v20, |v40| quad_perm:[1,0,0,2] row_mask:0xd bank_mask:0x2 fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[1,0,1,2] row_mask:0x4 bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[1,0,3,2] row_mask:0x9 bank_mask:0x4 fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[1,3,3,3] row_mask:0x6 bank_mask:0x2
v_add_f32_dpp v80, -v20, |v40| quad_perm:[2,0,1,0] row_mask:0x2 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[2,2,1,2] row_mask:0xb bank_mask:0xe fi:1
v_add_f32_dpp v80, -v20, |v40| quad_perm:[2,2,2,3] row_mask:0x5 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, -v20, |v40| row_shl:6 row_mask:0x8 bank_mask:0x7
v_add_f32_dpp v80, -v20, |v40| row_shr:12 row_mask:0x4 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, |v40| row_shr:2 row_mask:0xe bank_mask:0x0
v_add_f32_dpp v80, -v20, |v40| row_shr:7 row_mask:0xa bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, -v20, |v40| row_xmask:3 row_mask:0x2 bank_mask:0xa bound_ctrl:1 fi:1
v_add_f32_dpp v80, -v20, |v40| row_xmask:4 row_mask:0x4 bank_mask:0x2 bound_ctrl:1
.long 0x06a050fa, 0x067d9b14  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x6 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x0e793e14  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xe bound_ctrl:1
.long 0x06a050fa, 0x3175f214  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x1 fi:1
.long 0x06a050fa, 0x3e7db214  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xe bound_ctrl:1 fi:1
.long 0x06a050fa, 0x59753714  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x9 fi:1
.long 0x06a050fa, 0x78797e14  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x8 bound_ctrl:1
.long 0x06a050fa, 0x85758914  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x5 fi:1
.long 0x06a050fa, 0x8871a414  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x8
.long 0x06a050fa, 0x8875fe14  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x8 fi:1
.long 0x06a050fa, 0x897de314  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x9 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xdf7d3214  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xf bound_ctrl:1 fi:1
.long 0x06a050fa, 0xf67daf14  ; v_add_f32_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[0,0,1,2] row_mask:0xd bank_mask:0x3 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[0,0,3,3] row_mask:0x2 bank_mask:0xc bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[0,3,0,0] row_mask:0xb bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[1,2,1,1] row_mask:0x3 bank_mask:0xf bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[1,2,1,3] row_mask:0x0 bank_mask:0x0 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[1,2,2,3] row_mask:0xe bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[1,3,3,1] row_mask:0x1 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[2,3,1,2] row_mask:0x7 bank_mask:0xf fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[2,3,2,2] row_mask:0xb bank_mask:0xb
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[3,0,1,2] row_mask:0xc bank_mask:0xb
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[3,1,0,2] row_mask:0x4 bank_mask:0xd
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[3,1,1,0] row_mask:0x7 bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -v40 quad_perm:[3,2,2,3] row_mask:0xb bank_mask:0x1
v_add_f32_dpp v80, -|v20|, -v40 row_share:14 row_mask:0x1 bank_mask:0xb fi:1
v_add_f32_dpp v80, -|v20|, -v40 row_share:4 row_mask:0x2 bank_mask:0xe bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -v40 row_shl:2 row_mask:0x6 bank_mask:0x6
v_add_f32_dpp v80, -|v20|, -v40 row_shr:13 row_mask:0x9 bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -v40 row_xmask:9 row_mask:0x8 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x03fd8214  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x3 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x30f19d14  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x0
.long 0x06a050fa, 0x48fd7214  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x7df9aa14  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0x7df54714  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xd fi:1
.long 0x06a050fa, 0x81f54914  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x1 fi:1
.long 0x06a050fa, 0xbcfd9f14  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xc bound_ctrl:1 fi:1
.long 0x06a050fa, 0xdaf9e914  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xa bound_ctrl:1
.long 0x06a050fa, 0xdff14f14  ; v_add_f32_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xf
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[0,1,1,1] row_mask:0x6 bank_mask:0xc fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[0,2,3,3] row_mask:0xd bank_mask:0x2 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[0,3,1,3] row_mask:0xe bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[0,3,2,2] row_mask:0xa bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[0,3,3,0] row_mask:0x2 bank_mask:0x8 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[1,1,1,3] row_mask:0x5 bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[1,1,3,0] row_mask:0x7 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[1,1,3,1] row_mask:0x1 bank_mask:0x8
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[1,3,0,0] row_mask:0x4 bank_mask:0x6
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[2,0,0,0] row_mask:0x9 bank_mask:0x3
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[2,1,3,1] row_mask:0xc bank_mask:0xf bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[2,2,3,0] row_mask:0xb bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[2,3,1,1] row_mask:0xb bank_mask:0x1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[3,0,2,1] row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[3,0,2,2] row_mask:0x1 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[3,2,2,0] row_mask:0x8 bank_mask:0xf fi:1
v_add_f32_dpp v80, -|v20|, -|v40| quad_perm:[3,2,3,3] row_mask:0x1 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| row_mirror row_mask:0xa bank_mask:0x8 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| row_share:11 row_mask:0xc bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| row_share:2 row_mask:0x0 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, -|v40| row_shr:10 row_mask:0xe bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| row_shr:11 row_mask:0x2 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, -|v40| row_xmask:15 row_mask:0x1 bank_mask:0xf bound_ctrl:1 fi:1
.long 0x06a050fa, 0x423db114  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x2 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x473def14  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x7 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x4a39f614  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0xa bound_ctrl:1
.long 0x06a050fa, 0x6d39b314  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0x7635c714  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x6 fi:1
.long 0x06a050fa, 0x783d4e14  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x8 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xce35fc14  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xe fi:1
.long 0x06a050fa, 0xd7358b14  ; v_add_f32_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0x7 fi:1
.long 0x06a050fa, 0x473d4314  ; v_add_f32_dpp v80, -|v20|, v40 /* row_bcast is not supported starting from GFX10 */ row_mask:0x4 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[0,1,2,1] row_mask:0x9 bank_mask:0xc bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[0,1,3,2] row_mask:0x9 bank_mask:0x2
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[0,1,3,3] row_mask:0x3 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[0,2,2,3] row_mask:0x3 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[0,3,2,1] row_mask:0x4 bank_mask:0x0
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[1,0,3,0] row_mask:0x2 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[1,1,0,0] row_mask:0xf bank_mask:0xf
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[1,2,2,2] row_mask:0xc bank_mask:0x7 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[1,3,1,2] row_mask:0x8 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[2,0,1,1] row_mask:0xc bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[2,0,2,2] row_mask:0x4 bank_mask:0xc
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[2,2,0,0] row_mask:0x5 bank_mask:0xe bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[2,3,3,0] row_mask:0x0 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,0,1,1] row_mask:0x0 bank_mask:0xd
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,0,1,3] row_mask:0x8 bank_mask:0x7 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,1,1,1] row_mask:0x4 bank_mask:0x5
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,1,3,0] row_mask:0xb bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,2,1,3] row_mask:0x5 bank_mask:0x8
v_add_f32_dpp v80, -|v20|, v40 quad_perm:[3,2,3,0] row_mask:0xe bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 row_ror:10 row_mask:0x2 bank_mask:0xf fi:1
v_add_f32_dpp v80, -|v20|, v40 row_share:10 row_mask:0xf bank_mask:0xd bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 row_shr:14 row_mask:0xc bank_mask:0x8 fi:1
v_add_f32_dpp v80, -|v20|, v40 row_shr:5 row_mask:0x6 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, v40 row_shr:8 row_mask:0x8 bank_mask:0x4 fi:1
.long 0x06a050fa, 0x0fb9a214  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x3cb1f114  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xc
.long 0x06a050fa, 0x3cb5cc14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xc fi:1
.long 0x06a050fa, 0x81bdff14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x1 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x86b9db14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x6 bound_ctrl:1
.long 0x06a050fa, 0x90b5b714  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0 fi:1
.long 0x06a050fa, 0x97bd3b14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x7 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x9cbdb514  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0xc bound_ctrl:1 fi:1
.long 0x06a050fa, 0x9db5c814  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0xd fi:1
.long 0x06a050fa, 0xa4b17514  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x4
.long 0x06a050fa, 0xbcb53514  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xc fi:1
.long 0x06a050fa, 0xc7bd9c14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x7 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xdeb9de14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xe bound_ctrl:1
.long 0x06a050fa, 0xe9b58614  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x9 fi:1
.long 0x06a050fa, 0xefbdae14  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xf bound_ctrl:1 fi:1
.long 0x06a050fa, 0xf3b1f414  ; v_add_f32_dpp v80, -|v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x3
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[0,1,1,3] row_mask:0x4 bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[0,1,2,0] row_mask:0x6 bank_mask:0xf
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[1,1,0,1] row_mask:0xe bank_mask:0x3
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[2,0,3,3] row_mask:0x9 bank_mask:0x2 bound_ctrl:1
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[2,1,3,2] row_mask:0x5 bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[2,2,3,1] row_mask:0x9 bank_mask:0xe
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[2,3,3,2] row_mask:0x3 bank_mask:0x9
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[3,0,3,2] row_mask:0xd bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[3,1,2,2] row_mask:0x7 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, |v40| quad_perm:[3,3,3,1] row_mask:0x3 bank_mask:0xd
v_add_f32_dpp v80, -|v20|, |v40| row_ror:12 row_mask:0xd bank_mask:0x0 fi:1
v_add_f32_dpp v80, -|v20|, |v40| row_shl:14 row_mask:0xc bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, -|v20|, |v40| row_xmask:6 row_mask:0x0 bank_mask:0x5 bound_ctrl:1
.long 0x06a050fa, 0x20453914  ; v_add_f32_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0 fi:1
.long 0x06a050fa, 0x3d41cb14  ; v_add_f32_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xd
.long 0x06a050fa, 0x74493614  ; v_add_f32_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x4 bound_ctrl:1
.long 0x06a050fa, 0x944dd114  ; v_add_f32_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x4 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xf6498d14  ; v_add_f32_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[0,0,0,2] row_mask:0x7 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[0,0,2,0] row_mask:0x4 bank_mask:0x0 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[0,1,3,1] row_mask:0xf bank_mask:0x2
v_add_f32_dpp v80, v20, -v40 quad_perm:[0,2,1,0] row_mask:0x8 bank_mask:0xf
v_add_f32_dpp v80, v20, -v40 quad_perm:[0,2,2,0] row_mask:0xd bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[1,1,1,0] row_mask:0x1 bank_mask:0x9
v_add_f32_dpp v80, v20, -v40 quad_perm:[1,1,1,2] row_mask:0x2 bank_mask:0x0 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[1,2,0,0] row_mask:0x1 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[1,3,2,2] row_mask:0xd bank_mask:0x7
v_add_f32_dpp v80, v20, -v40 quad_perm:[2,0,0,1] row_mask:0x1 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[2,1,0,2] row_mask:0xd bank_mask:0xa fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[2,1,3,3] row_mask:0xe bank_mask:0xf
v_add_f32_dpp v80, v20, -v40 quad_perm:[2,2,2,1] row_mask:0x0 bank_mask:0xf bound_ctrl:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[2,3,3,3] row_mask:0x7 bank_mask:0x9 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[3,1,1,3] row_mask:0xf bank_mask:0xb fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[3,2,0,0] row_mask:0x1 bank_mask:0x2
v_add_f32_dpp v80, v20, -v40 quad_perm:[3,2,2,1] row_mask:0xd bank_mask:0xc bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -v40 quad_perm:[3,3,2,1] row_mask:0x9 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -v40 row_ror:15 row_mask:0x3 bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, v20, -v40 row_share:1 row_mask:0xe bank_mask:0xc bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -v40 row_shr:1 row_mask:0x4 bank_mask:0x2 fi:1
v_add_f32_dpp v80, v20, -v40 row_xmask:1 row_mask:0x2 bank_mask:0x9
.long 0x06a050fa, 0x0bc5a514  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xb fi:1
.long 0x06a050fa, 0x13cd7f14  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x3fc9bf14  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x71c9d814  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x1 bound_ctrl:1
.long 0x06a050fa, 0xadc58a14  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xd fi:1
.long 0x06a050fa, 0xb6cdec14  ; v_add_f32_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[0,0,1,3] row_mask:0x6 bank_mask:0xb
v_add_f32_dpp v80, v20, -|v40| quad_perm:[0,1,0,1] row_mask:0x9 bank_mask:0xf
v_add_f32_dpp v80, v20, -|v40| quad_perm:[0,1,0,2] row_mask:0x8 bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[0,3,2,0] row_mask:0xb bank_mask:0xd
v_add_f32_dpp v80, v20, -|v40| quad_perm:[0,3,3,2] row_mask:0x3 bank_mask:0x0
v_add_f32_dpp v80, v20, -|v40| quad_perm:[1,0,2,3] row_mask:0x7 bank_mask:0xe bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[1,1,3,3] row_mask:0x0 bank_mask:0x3 bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[1,3,0,2] row_mask:0x2 bank_mask:0xd
v_add_f32_dpp v80, v20, -|v40| quad_perm:[2,0,3,1] row_mask:0x0 bank_mask:0x1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[2,1,0,0] row_mask:0x9 bank_mask:0x2 fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[2,3,0,1] row_mask:0x6 bank_mask:0x7 fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[3,0,3,0] row_mask:0xc bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[3,2,0,1] row_mask:0x2 bank_mask:0xa fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[3,2,0,3] row_mask:0x6 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[3,2,1,1] row_mask:0x5 bank_mask:0x2 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -|v40| quad_perm:[3,2,1,2] row_mask:0xd bank_mask:0xf
v_add_f32_dpp v80, v20, -|v40| row_half_mirror row_mask:0xe bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| row_share:0 row_mask:0xd bank_mask:0xb fi:1
v_add_f32_dpp v80, v20, -|v40| row_share:15 row_mask:0x6 bank_mask:0xb fi:1
v_add_f32_dpp v80, v20, -|v40| row_share:5 row_mask:0x2 bank_mask:0x7
v_add_f32_dpp v80, v20, -|v40| row_share:6 row_mask:0xf bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, v20, -|v40| row_shl:1 row_mask:0x6 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, -|v40| row_shl:15 row_mask:0x1 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x59097314  ; v_add_f32_dpp v80, v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0xbb058814  ; v_add_f32_dpp v80, v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xb fi:1
.long 0x06a050fa, 0xbf09fd14  ; v_add_f32_dpp v80, v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0xc705d214  ; v_add_f32_dpp v80, v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x7 fi:1
.long 0x06a050fa, 0xcf05bd14  ; v_add_f32_dpp v80, v20, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xf fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[0,0,2,3] row_mask:0x8 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[0,0,3,1] row_mask:0xb bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[0,0,3,2] row_mask:0x9 bank_mask:0x7
v_add_f32_dpp v80, v20, v40 quad_perm:[0,3,1,2] row_mask:0x3 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, v20, v40 quad_perm:[0,3,2,3] row_mask:0x1 bank_mask:0xc bound_ctrl:1
v_add_f32_dpp v80, v20, v40 quad_perm:[1,1,0,2] row_mask:0xc bank_mask:0x5
v_add_f32_dpp v80, v20, v40 quad_perm:[1,2,2,1] row_mask:0x2 bank_mask:0xf fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[1,2,3,2] row_mask:0x8 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, v20, v40 quad_perm:[1,3,3,2] row_mask:0x7 bank_mask:0xa bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[2,3,1,0] row_mask:0xa bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[3,0,0,1] row_mask:0xa bank_mask:0xb fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[3,1,0,3] row_mask:0x6 bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 quad_perm:[3,1,3,2] row_mask:0xc bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 row_ror:3 row_mask:0x8 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 row_shl:7 row_mask:0x6 bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 row_xmask:14 row_mask:0xa bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, v40 row_xmask:8 row_mask:0x7 bank_mask:0xb bound_ctrl:1
.long 0x06a050fa, 0x03818114  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x3
.long 0x06a050fa, 0x0989c914  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0x29818514  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x9
.long 0x06a050fa, 0x368ddd14  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x6 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x51814d14  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x1
.long 0x06a050fa, 0x59897d14  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0x6385d714  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x3 fi:1
.long 0x06a050fa, 0x698d7114  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x9 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x6d89bb14  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0xc081ba14  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x0
.long 0x06a050fa, 0xf181a914  ; v_add_f32_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x1
.long 0x06a050fa, 0xc4893814  ; v_add_f32_dpp v80, v20, |v40| /* wave_shr is not supported starting from GFX10 */ row_mask:0xc bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[0,1,2,3] row_mask:0x2 bank_mask:0xb fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[0,2,0,3] row_mask:0x2 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[0,3,1,1] row_mask:0xe bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[1,0,1,3] row_mask:0x3 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[1,2,0,2] row_mask:0x7 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[1,2,0,3] row_mask:0x2 bank_mask:0x2 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[1,2,1,2] row_mask:0x8 bank_mask:0xb
v_add_f32_dpp v80, v20, |v40| quad_perm:[1,3,1,3] row_mask:0xe bank_mask:0xc fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[2,0,0,2] row_mask:0x8 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[2,1,0,1] row_mask:0x4 bank_mask:0x7
v_add_f32_dpp v80, v20, |v40| quad_perm:[2,2,2,0] row_mask:0xd bank_mask:0x4 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,0,2,3] row_mask:0x9 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,1,2,0] row_mask:0x6 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,1,3,1] row_mask:0x4 bank_mask:0x4 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,1,3,3] row_mask:0xd bank_mask:0xa fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,2,2,2] row_mask:0x4 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,3,0,1] row_mask:0x2 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| quad_perm:[3,3,0,3] row_mask:0x5 bank_mask:0x7
v_add_f32_dpp v80, v20, |v40| row_ror:2 row_mask:0xe bank_mask:0xe
v_add_f32_dpp v80, v20, |v40| row_ror:8 row_mask:0x8 bank_mask:0x8
v_add_f32_dpp v80, v20, |v40| row_share:12 row_mask:0xf bank_mask:0x6 fi:1
v_add_f32_dpp v80, v20, |v40| row_shl:13 row_mask:0x6 bank_mask:0x0 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| row_shr:9 row_mask:0x2 bank_mask:0x3 fi:1
v_add_f32_dpp v80, v20, |v40| row_xmask:2 row_mask:0x2 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, v20, |v40| row_xmask:7 row_mask:0x4 bank_mask:0xc fi:1
.long 0x06a050fa, 0x1365f314  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0x3 fi:1
.long 0x06a050fa, 0x1d6d7914  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xd bound_ctrl:1 fi:1
.long 0x06a050fa, 0x2b6dda14  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0xb bound_ctrl:1 fi:1
.long 0x06a050fa, 0x31654614  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x1 fi:1
.long 0x06a050fa, 0x47618014  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x7
.long 0x06a050fa, 0x6f69d514  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x84698f14  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x4 bound_ctrl:1
.long 0x06a050fa, 0x86654c14  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x6 fi:1
.long 0x06a050fa, 0x8a6dd914  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0xa bound_ctrl:1 fi:1
.long 0x06a050fa, 0x9069c514  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0 bound_ctrl:1
.long 0x06a050fa, 0xb4619a14  ; v_add_f32_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0x4
.long 0x06a050fa, 0x3f613414  ; v_add_f32_dpp v80, |v20|, -v40 /* wave_rol is not supported starting from GFX10 */ row_mask:0x3 bank_mask:0xf
.long 0x06a050fa, 0x15613c14  ; v_add_f32_dpp v80, |v20|, -v40 /* wave_ror is not supported starting from GFX10 */ row_mask:0x1 bank_mask:0x5
.long 0x06a050fa, 0xd46d3014  ; v_add_f32_dpp v80, |v20|, -v40 /* wave_shl is not supported starting from GFX10 */ row_mask:0xd bank_mask:0x4 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[0,0,3,0] row_mask:0xe bank_mask:0x9 fi:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[0,3,3,3] row_mask:0xa bank_mask:0xf
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[1,0,3,3] row_mask:0xd bank_mask:0xb
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[1,1,2,0] row_mask:0x9 bank_mask:0x7
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[1,3,0,1] row_mask:0x8 bank_mask:0x7 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[1,3,1,0] row_mask:0x8 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[2,0,1,3] row_mask:0x5 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[2,0,2,0] row_mask:0x4 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[2,0,3,2] row_mask:0xe bank_mask:0x7 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[2,2,3,3] row_mask:0xd bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -v40 quad_perm:[3,0,0,2] row_mask:0x5 bank_mask:0xd bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -v40 row_xmask:10 row_mask:0x8 bank_mask:0x2 bound_ctrl:1
.long 0x06a050fa, 0x0ae5ed14  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xa fi:1
.long 0x06a050fa, 0x38e9a614  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x8 bound_ctrl:1
.long 0x06a050fa, 0x46e9d414  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x6 bound_ctrl:1
.long 0x06a050fa, 0x48e1b614  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8
.long 0x06a050fa, 0x5fe94814  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x60e5d314  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x0 fi:1
.long 0x06a050fa, 0x76e1ab14  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x6
.long 0x06a050fa, 0x90e1b414  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0
.long 0x06a050fa, 0x93e9b814  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x3 bound_ctrl:1
.long 0x06a050fa, 0xbee51014  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xe fi:1
.long 0x06a050fa, 0xe2e1fa14  ; v_add_f32_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x2
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[0,2,0,0] row_mask:0xc bank_mask:0xf fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[0,2,1,1] row_mask:0x8 bank_mask:0x5 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[0,2,3,2] row_mask:0xf bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,0,0,0] row_mask:0xe bank_mask:0xa bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,0,0,3] row_mask:0xa bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,0,2,2] row_mask:0xc bank_mask:0x0 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,1,2,1] row_mask:0xb bank_mask:0x1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,2,0,1] row_mask:0x8 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[1,2,3,1] row_mask:0xf bank_mask:0x9 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,0,2,1] row_mask:0x1 bank_mask:0x7
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,1,0,3] row_mask:0x7 bank_mask:0x6 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,1,1,0] row_mask:0xd bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,1,2,3] row_mask:0x2 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,2,1,0] row_mask:0xc bank_mask:0xd fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[2,3,0,0] row_mask:0x5 bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,0,3,1] row_mask:0x1 bank_mask:0x6
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,1,0,0] row_mask:0xe bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,1,0,1] row_mask:0x2 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,1,2,1] row_mask:0xa bank_mask:0x5
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,3,1,2] row_mask:0x4 bank_mask:0xc
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,3,2,0] row_mask:0xa bank_mask:0xa
v_add_f32_dpp v80, |v20|, -|v40| quad_perm:[3,3,3,3] row_mask:0x2 bank_mask:0x6 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| row_ror:6 row_mask:0xc bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, -|v40| row_ror:9 row_mask:0x2 bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, |v20|, -|v40| row_share:8 row_mask:0x0 bank_mask:0x6
v_add_f32_dpp v80, |v20|, -|v40| row_xmask:5 row_mask:0x8 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0x1d294b14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0x2025cf14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0 fi:1
.long 0x06a050fa, 0x3c2d7a14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xc bound_ctrl:1 fi:1
.long 0x06a050fa, 0x3d29fb14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xd bound_ctrl:1
.long 0x06a050fa, 0x5329ad14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x3 bound_ctrl:1
.long 0x06a050fa, 0x692dc414  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x9 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x7f293314  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xf bound_ctrl:1
.long 0x06a050fa, 0x8521eb14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x5
.long 0x06a050fa, 0xa021b914  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x0
.long 0x06a050fa, 0xa5219614  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x5
.long 0x06a050fa, 0xca219814  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xa
.long 0x06a050fa, 0xd325ea14  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0x3 fi:1
.long 0x06a050fa, 0xf62d8314  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x6 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xfa259014  ; v_add_f32_dpp v80, |v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xa fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,0,0,0] row_mask:0xa bank_mask:0x1 bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,0,0,3] row_mask:0xc bank_mask:0x4 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,0,2,2] row_mask:0x0 bank_mask:0x4
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,2,0,2] row_mask:0x0 bank_mask:0xb fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,2,1,2] row_mask:0xf bank_mask:0x9 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[0,3,0,2] row_mask:0x4 bank_mask:0x6
v_add_f32_dpp v80, |v20|, v40 quad_perm:[1,0,2,1] row_mask:0xa bank_mask:0xe
v_add_f32_dpp v80, |v20|, v40 quad_perm:[1,1,3,2] row_mask:0x2 bank_mask:0xc fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[1,2,3,3] row_mask:0x7 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[1,3,1,1] row_mask:0x4 bank_mask:0x6
v_add_f32_dpp v80, |v20|, v40 quad_perm:[1,3,2,3] row_mask:0x7 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,0,0,3] row_mask:0xe bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,0,2,3] row_mask:0x5 bank_mask:0xe
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,1,1,1] row_mask:0xd bank_mask:0x3 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,1,1,2] row_mask:0x1 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,2,0,1] row_mask:0x8 bank_mask:0xd bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,2,0,3] row_mask:0x6 bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,2,1,1] row_mask:0x8 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,2,1,3] row_mask:0x0 bank_mask:0x0 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,2,2,2] row_mask:0x8 bank_mask:0xa bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[2,3,3,1] row_mask:0x1 bank_mask:0x1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[3,0,0,0] row_mask:0xc bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[3,0,1,0] row_mask:0x8 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[3,1,1,2] row_mask:0x3 bank_mask:0x4 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[3,3,0,0] row_mask:0x6 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 quad_perm:[3,3,2,3] row_mask:0xa bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, v40 row_share:13 row_mask:0x0 bank_mask:0x2 fi:1
v_add_f32_dpp v80, |v20|, v40 row_shl:8 row_mask:0x7 bank_mask:0xd bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 row_shr:15 row_mask:0xc bank_mask:0xe bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 row_shr:3 row_mask:0x9 bank_mask:0xb bound_ctrl:1
v_add_f32_dpp v80, |v20|, v40 row_xmask:13 row_mask:0xd bank_mask:0xb bound_ctrl:1
.long 0x06a050fa, 0x09a9b014  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x9 bound_ctrl:1
.long 0x06a050fa, 0x23adc314  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x3 bound_ctrl:1 fi:1
.long 0x06a050fa, 0x48a19514  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8
.long 0x06a050fa, 0x52a99114  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x2 bound_ctrl:1
.long 0x06a050fa, 0x6dadc614  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xd bound_ctrl:1 fi:1
.long 0x06a050fa, 0x79a14414  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x9
.long 0x06a050fa, 0x80a5e614  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x0 fi:1
.long 0x06a050fa, 0xaba14514  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xb
.long 0x06a050fa, 0xb5ada114  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0x5 bound_ctrl:1 fi:1
.long 0x06a050fa, 0xfdadbc14  ; v_add_f32_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xd bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[0,1,1,0] row_mask:0xe bank_mask:0x7
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[0,2,2,1] row_mask:0xd bank_mask:0xa
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[0,3,0,1] row_mask:0x6 bank_mask:0x5
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[0,3,1,0] row_mask:0x0 bank_mask:0x8
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[1,2,2,0] row_mask:0x6 bank_mask:0x4 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[1,3,3,0] row_mask:0x4 bank_mask:0x6
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[2,3,1,3] row_mask:0xd bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[2,3,2,0] row_mask:0x0 bank_mask:0x6 fi:1
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[3,2,1,0] row_mask:0x6 bank_mask:0x5 bound_ctrl:1
v_add_f32_dpp v80, |v20|, |v40| quad_perm:[3,2,3,2] row_mask:0xd bank_mask:0x4
v_add_f32_dpp v80, |v20|, |v40| row_shl:11 row_mask:0xc bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_dpp v80, |v20|, |v40| row_shl:12 row_mask:0x7 bank_mask:0x4 fi:1
v_add_f32_dpp v80, |v20|, |v40| row_shl:9 row_mask:0x9 bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, |v20|, |v40| row_shr:6 row_mask:0xb bank_mask:0x4 bound_ctrl:1
v_add_f32_dpp v80, |v20|, |v40| row_xmask:0 row_mask:0x8 bank_mask:0xe fi:1
v_add_f32_e32 v80, v20, v40
v_add_f32_e64 v80, v20, v40
.long 0xd5030050, 0x600250fa, 0x86d9c014  ; v_add_f32_e64_dpp v80, -v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x6 bound_ctrl:1
.long 0xd5038050, 0x600250fa, 0x75d98414  ; v_add_f32_e64_dpp v80, -v20, -v40 clamp /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x5 bound_ctrl:1
.long 0xd5038050, 0x780250fa, 0x8521eb14  ; v_add_f32_e64_dpp v80, -v20, -v40 clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x5
v_add_f32_e64_dpp v80, -v20, -v40 clamp div:2 quad_perm:[2,3,0,1] row_mask:0x6 bank_mask:0x7 fi:1
v_add_f32_e64_dpp v80, -v20, -v40 clamp mul:2 quad_perm:[1,3,0,3] row_mask:0xf bank_mask:0x5
v_add_f32_e64_dpp v80, -v20, -v40 clamp mul:2 quad_perm:[1,3,3,0] row_mask:0x4 bank_mask:0x6
.long 0xd5038050, 0x700250fa, 0xf3b1f414  ; v_add_f32_e64_dpp v80, -v20, -v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x3
v_add_f32_e64_dpp v80, -v20, -v40 clamp mul:4 quad_perm:[0,0,0,3] row_mask:0xc bank_mask:0x4 fi:1
v_add_f32_e64_dpp v80, -v20, -v40 clamp quad_perm:[0,2,3,3] row_mask:0xd bank_mask:0x2 fi:1
v_add_f32_e64_dpp v80, -v20, -v40 clamp quad_perm:[2,3,3,2] row_mask:0x3 bank_mask:0x9
.long 0xd5030050, 0x780250fa, 0xbcfd9f14  ; v_add_f32_e64_dpp v80, -v20, -v40 div:2 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xc bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, -v40 div:2 quad_perm:[0,2,0,0] row_mask:0xc bank_mask:0xf fi:1
v_add_f32_e64_dpp v80, -v20, -v40 div:2 quad_perm:[1,0,1,1] row_mask:0xa bank_mask:0x7
.long 0xd5030050, 0x680250fa, 0x23adc314  ; v_add_f32_e64_dpp v80, -v20, -v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, -v40 mul:2 quad_perm:[2,3,0,2] row_mask:0x8 bank_mask:0x9 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, -v40 mul:4 quad_perm:[3,1,1,2] row_mask:0x3 bank_mask:0x4 fi:1
.long 0xd5038250, 0x780250fa, 0xb4619a14  ; v_add_f32_e64_dpp v80, -v20, -|v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0x4
v_add_f32_e64_dpp v80, -v20, -|v40| clamp div:2 quad_perm:[1,3,2,3] row_mask:0x7 bank_mask:0x4 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, -|v40| clamp div:2 quad_perm:[3,0,0,2] row_mask:0x5 bank_mask:0xd bound_ctrl:1 fi:1
.long 0xd5038250, 0x680250fa, 0x29818514  ; v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x9
v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:2 quad_perm:[2,0,0,3] row_mask:0xe bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:2 quad_perm:[3,3,1,1] row_mask:0x8 bank_mask:0x1 bound_ctrl:1
.long 0xd5038250, 0x700250fa, 0xa021b914  ; v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x0
v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:4 quad_perm:[1,2,2,0] row_mask:0x6 bank_mask:0x4 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:4 quad_perm:[2,0,1,2] row_mask:0x6 bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, -|v40| clamp mul:4 quad_perm:[2,2,3,3] row_mask:0xd bank_mask:0x5 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, -|v40| div:2 quad_perm:[0,1,3,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, -|v40| mul:2 quad_perm:[1,3,3,2] row_mask:0x7 bank_mask:0xa bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, -|v40| mul:2 row_shr:12 row_mask:0x4 bank_mask:0x3 bound_ctrl:1 fi:1
.long 0xd5030250, 0x700250fa, 0x74493614  ; v_add_f32_e64_dpp v80, -v20, -|v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x4 bound_ctrl:1
.long 0xd5030250, 0x700250fa, 0xa81df914  ; v_add_f32_e64_dpp v80, -v20, -|v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x8 bound_ctrl:1 fi:1
.long 0xd5030250, 0x700250fa, 0xabdd3d14  ; v_add_f32_e64_dpp v80, -v20, -|v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xb bound_ctrl:1 fi:1
.long 0xd5030250, 0x700250fa, 0xbee51014  ; v_add_f32_e64_dpp v80, -v20, -|v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xe fi:1
v_add_f32_e64_dpp v80, -v20, -|v40| quad_perm:[3,2,2,0] row_mask:0x8 bank_mask:0xf fi:1
v_add_f32_e64_dpp v80, -v20, -|v40| row_shl:5 row_mask:0x6 bank_mask:0x0 bound_ctrl:1
.long 0xd5030050, 0x200250fa, 0x3d41cb14  ; v_add_f32_e64_dpp v80, -v20, v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xd
.long 0xd5038050, 0x200250fa, 0x7635c714  ; v_add_f32_e64_dpp v80, -v20, v40 clamp /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x6 fi:1
.long 0xd5038050, 0x200250fa, 0xcd55e414  ; v_add_f32_e64_dpp v80, -v20, v40 clamp /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xd fi:1
v_add_f32_e64_dpp v80, -v20, v40 clamp div:2 row_share:7 row_mask:0x0 bank_mask:0xb bound_ctrl:1
.long 0xd5038050, 0x300250fa, 0x3b59f714  ; v_add_f32_e64_dpp v80, -v20, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xb bound_ctrl:1
.long 0xd5038050, 0x300250fa, 0x86b9db14  ; v_add_f32_e64_dpp v80, -v20, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, v40 clamp mul:4 quad_perm:[2,3,1,3] row_mask:0xd bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, v40 clamp quad_perm:[1,1,2,1] row_mask:0xb bank_mask:0x1
v_add_f32_e64_dpp v80, -v20, v40 clamp quad_perm:[3,0,1,1] row_mask:0x0 bank_mask:0xd
v_add_f32_e64_dpp v80, -v20, v40 clamp row_ror:3 row_mask:0x8 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, v40 div:2 quad_perm:[0,3,1,1] row_mask:0xe bank_mask:0x0 bound_ctrl:1
.long 0xd5030050, 0x280250fa, 0x1d6d7914  ; v_add_f32_e64_dpp v80, -v20, v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xd bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, v40 mul:2 quad_perm:[0,3,0,0] row_mask:0xb bank_mask:0xd bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, v40 mul:4 quad_perm:[0,1,1,1] row_mask:0x6 bank_mask:0xc fi:1
v_add_f32_e64_dpp v80, -v20, v40 quad_perm:[2,1,3,1] row_mask:0xc bank_mask:0xf bound_ctrl:1
.long 0xd5030250, 0x200250fa, 0x0e793e14  ; v_add_f32_e64_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xe bound_ctrl:1
.long 0xd5030250, 0x200250fa, 0x6d39b314  ; v_add_f32_e64_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xd bound_ctrl:1
.long 0xd5030250, 0x200250fa, 0xbf09fd14  ; v_add_f32_e64_dpp v80, -v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xf bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, |v40| clamp mul:2 quad_perm:[2,2,1,0] row_mask:0xc bank_mask:0xd fi:1
.long 0xd5038250, 0x300250fa, 0xfa259014  ; v_add_f32_e64_dpp v80, -v20, |v40| clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xa fi:1
v_add_f32_e64_dpp v80, -v20, |v40| clamp mul:4 quad_perm:[0,1,1,3] row_mask:0x4 bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -v20, |v40| clamp quad_perm:[2,1,0,0] row_mask:0x9 bank_mask:0x2 fi:1
.long 0xd5030250, 0x280250fa, 0x8871a414  ; v_add_f32_e64_dpp v80, -v20, |v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x8
v_add_f32_e64_dpp v80, -v20, |v40| mul:2 quad_perm:[3,0,2,2] row_mask:0x1 bank_mask:0x0 bound_ctrl:1
v_add_f32_e64_dpp v80, -v20, |v40| mul:2 quad_perm:[3,2,0,3] row_mask:0x6 bank_mask:0x0 bound_ctrl:1
.long 0xd5030250, 0x300250fa, 0xec557b14  ; v_add_f32_e64_dpp v80, -v20, |v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xc fi:1
.long 0xd5030150, 0x600250fa, 0xd0ddd614  ; v_add_f32_e64_dpp v80, -|v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp div:2 quad_perm:[3,0,3,3] row_mask:0xa bank_mask:0x8 fi:1
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:2 quad_perm:[0,1,1,0] row_mask:0xe bank_mask:0x7
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:2 quad_perm:[2,0,0,0] row_mask:0x9 bank_mask:0x3
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:2 quad_perm:[2,0,2,3] row_mask:0x5 bank_mask:0xe
.long 0xd5038150, 0x700250fa, 0x48a19514  ; v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8
.long 0xd5038150, 0x700250fa, 0x5211f814  ; v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x2
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp mul:4 row_ror:7 row_mask:0x1 bank_mask:0x9
v_add_f32_e64_dpp v80, -|v20|, -v40 clamp quad_perm:[2,0,3,3] row_mask:0x9 bank_mask:0x2 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -v40 div:2 quad_perm:[0,2,1,3] row_mask:0xe bank_mask:0x0
v_add_f32_e64_dpp v80, -|v20|, -v40 div:2 quad_perm:[1,0,0,0] row_mask:0xe bank_mask:0xa bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -v40 div:2 quad_perm:[2,3,1,0] row_mask:0xa bank_mask:0x6 bound_ctrl:1 fi:1
.long 0xd5030150, 0x680250fa, 0x48e1b614  ; v_add_f32_e64_dpp v80, -|v20|, -v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8
.long 0xd5030150, 0x680250fa, 0x62554214  ; v_add_f32_e64_dpp v80, -|v20|, -v40 mul:2 /* row_bcast is not supported starting from GFX10 */ row_mask:0x6 bank_mask:0x2 fi:1
v_add_f32_e64_dpp v80, -|v20|, -v40 mul:4 quad_perm:[1,3,1,2] row_mask:0x8 bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -v40 mul:4 quad_perm:[3,0,2,3] row_mask:0x9 bank_mask:0x4 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -v40 mul:4 row_ror:10 row_mask:0x2 bank_mask:0xf fi:1
v_add_f32_e64_dpp v80, -|v20|, -v40 mul:4 row_share:2 row_mask:0x0 bank_mask:0x3 bound_ctrl:1 fi:1
.long 0xd5030350, 0x600250fa, 0xe9b58614  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x9 fi:1
.long 0xd5038350, 0x600250fa, 0x7df9aa14  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xd bound_ctrl:1
.long 0xd5038350, 0x780250fa, 0x3175f214  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x1 fi:1
.long 0xd5038350, 0x780250fa, 0xe255a714  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x2 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp div:2 quad_perm:[0,1,2,2] row_mask:0x7 bank_mask:0xb bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp div:2 quad_perm:[0,3,1,2] row_mask:0x3 bank_mask:0x5 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp div:2 row_xmask:7 row_mask:0x4 bank_mask:0xc fi:1
.long 0xd5038350, 0x680250fa, 0x97bd3b14  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x7 bound_ctrl:1 fi:1
.long 0xd5038350, 0x680250fa, 0xc705d214  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x7 fi:1
.long 0xd5038350, 0x680250fa, 0xdb5ddf14  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp mul:2 quad_perm:[0,3,2,2] row_mask:0xa bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp mul:4 quad_perm:[2,1,1,3] row_mask:0x0 bank_mask:0x5 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp quad_perm:[2,0,3,0] row_mask:0x3 bank_mask:0x9 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| clamp quad_perm:[2,2,0,1] row_mask:0x8 bank_mask:0xd bound_ctrl:1 fi:1
.long 0xd5030350, 0x680250fa, 0x3cb5cc14  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xc fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:2 quad_perm:[0,0,1,1] row_mask:0x5 bank_mask:0x2 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:2 quad_perm:[2,2,1,3] row_mask:0x0 bank_mask:0x0 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:2 quad_perm:[2,3,3,1] row_mask:0x1 bank_mask:0x1
.long 0xd5030350, 0x700250fa, 0x7815ca14  ; v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x8 fi:1
v_add_f32_e64_dpp v80, -|v20|, -|v40| mul:4 quad_perm:[0,3,3,3] row_mask:0xa bank_mask:0xf
v_add_f32_e64_dpp v80, -|v20|, -|v40| quad_perm:[0,2,3,0] row_mask:0x7 bank_mask:0x2 fi:1
.long 0xd5030150, 0x200250fa, 0x0989c914  ; v_add_f32_e64_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x9 bound_ctrl:1
.long 0xd5030150, 0x200250fa, 0xadc58a14  ; v_add_f32_e64_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xd fi:1
.long 0xd5030150, 0x200250fa, 0xed959914  ; v_add_f32_e64_dpp v80, -|v20|, v40 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xd fi:1
.long 0xd5038150, 0x380250fa, 0x845dc214  ; v_add_f32_e64_dpp v80, -|v20|, v40 clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x4 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, v40 clamp div:2 quad_perm:[0,0,3,0] row_mask:0xe bank_mask:0x9 fi:1
v_add_f32_e64_dpp v80, -|v20|, v40 clamp div:2 row_shr:4 row_mask:0x3 bank_mask:0x9
.long 0xd5038150, 0x280250fa, 0xe499a814  ; v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x4 bound_ctrl:1
.long 0xd5038150, 0x280250fa, 0xff517714  ; v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf
v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:2 quad_perm:[1,3,0,1] row_mask:0x8 bank_mask:0x7 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:2 row_xmask:12 row_mask:0xe bank_mask:0x1 bound_ctrl:1
.long 0xd5038150, 0x300250fa, 0xf181a914  ; v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x1
v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:4 quad_perm:[1,3,0,0] row_mask:0x4 bank_mask:0x6
v_add_f32_e64_dpp v80, -|v20|, v40 clamp mul:4 quad_perm:[3,2,0,2] row_mask:0x0 bank_mask:0x1 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, v40 clamp quad_perm:[1,2,0,0] row_mask:0x1 bank_mask:0x0 bound_ctrl:1
.long 0xd5030150, 0x380250fa, 0x692dc414  ; v_add_f32_e64_dpp v80, -|v20|, v40 div:2 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x9 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, v40 div:2 quad_perm:[3,3,1,3] row_mask:0x9 bank_mask:0xd
.long 0xd5030150, 0x280250fa, 0xdaf9e914  ; v_add_f32_e64_dpp v80, -|v20|, v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xa bound_ctrl:1
.long 0xd5030150, 0x300250fa, 0x08959314  ; v_add_f32_e64_dpp v80, -|v20|, v40 mul:4 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x8 fi:1
.long 0xd5030150, 0x300250fa, 0x0bc5a514  ; v_add_f32_e64_dpp v80, -|v20|, v40 mul:4 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xb fi:1
.long 0xd5030150, 0x300250fa, 0xaba14514  ; v_add_f32_e64_dpp v80, -|v20|, v40 mul:4 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xb
v_add_f32_e64_dpp v80, -|v20|, v40 mul:4 row_xmask:14 row_mask:0xa bank_mask:0xb bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, v40 quad_perm:[0,0,1,2] row_mask:0xd bank_mask:0x3 fi:1
v_add_f32_e64_dpp v80, -|v20|, v40 quad_perm:[2,1,2,1] row_mask:0xd bank_mask:0xc
v_add_f32_e64_dpp v80, -|v20|, v40 quad_perm:[3,3,2,3] row_mask:0xa bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, |v40| clamp div:2 quad_perm:[1,0,1,2] row_mask:0x4 bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, |v40| clamp mul:2 row_ror:2 row_mask:0xe bank_mask:0xe
v_add_f32_e64_dpp v80, -|v20|, |v40| clamp mul:4 quad_perm:[1,3,1,0] row_mask:0x8 bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, |v40| clamp mul:4 quad_perm:[2,1,2,3] row_mask:0x2 bank_mask:0x1 bound_ctrl:1
.long 0xd5030350, 0x380250fa, 0xf6498d14  ; v_add_f32_e64_dpp v80, -|v20|, |v40| div:2 /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, |v40| div:2 quad_perm:[3,1,2,3] row_mask:0xb bank_mask:0xb bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, |v40| mul:2 quad_perm:[1,1,0,1] row_mask:0xe bank_mask:0x3
v_add_f32_e64_dpp v80, -|v20|, |v40| mul:2 row_share:11 row_mask:0xc bank_mask:0x2 bound_ctrl:1
.long 0xd5030350, 0x300250fa, 0x46e9d414  ; v_add_f32_e64_dpp v80, -|v20|, |v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, -|v20|, |v40| mul:4 quad_perm:[3,0,0,0] row_mask:0xc bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, -|v20|, |v40| quad_perm:[0,1,2,3] row_mask:0x2 bank_mask:0xb fi:1
.long 0xd5030050, 0x400250fa, 0x3c2d7a14  ; v_add_f32_e64_dpp v80, v20, -v40 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xc bound_ctrl:1 fi:1
.long 0xd5038050, 0x400250fa, 0x1b559414  ; v_add_f32_e64_dpp v80, v20, -v40 clamp /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xb fi:1
v_add_f32_e64_dpp v80, v20, -v40 clamp mul:2 quad_perm:[3,3,3,1] row_mask:0x3 bank_mask:0xd
v_add_f32_e64_dpp v80, v20, -v40 clamp mul:4 row_shr:15 row_mask:0xc bank_mask:0xe bound_ctrl:1
v_add_f32_e64_dpp v80, v20, -v40 mul:2 quad_perm:[2,3,0,0] row_mask:0x5 bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, -v40 mul:2 quad_perm:[3,0,0,1] row_mask:0xa bank_mask:0xb fi:1
v_add_f32_e64_dpp v80, v20, -v40 mul:2 quad_perm:[3,1,1,3] row_mask:0xf bank_mask:0xb fi:1
v_add_f32_e64_dpp v80, v20, -v40 mul:4 quad_perm:[3,2,1,2] row_mask:0xd bank_mask:0xf
v_add_f32_e64_dpp v80, v20, -v40 quad_perm:[2,0,3,2] row_mask:0xe bank_mask:0x7 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, -v40 quad_perm:[3,1,0,2] row_mask:0x4 bank_mask:0xd
.long 0xd5030250, 0x400250fa, 0x38e9a614  ; v_add_f32_e64_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0x8 bound_ctrl:1
.long 0xd5030250, 0x400250fa, 0x56153114  ; v_add_f32_e64_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x6 fi:1
.long 0xd5030250, 0x400250fa, 0x59753714  ; v_add_f32_e64_dpp v80, v20, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x9 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| clamp div:2 quad_perm:[0,1,0,2] row_mask:0x8 bank_mask:0x6 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| clamp div:2 quad_perm:[3,2,3,2] row_mask:0xd bank_mask:0x4
.long 0xd5038250, 0x480250fa, 0x1365f314  ; v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0x3 fi:1
.long 0xd5038250, 0x480250fa, 0x8a6dd914  ; v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0xa bound_ctrl:1 fi:1
.long 0xd5038250, 0x480250fa, 0xd7358b14  ; v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0x7 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:2 quad_perm:[1,2,2,3] row_mask:0xe bank_mask:0x0 bound_ctrl:1
.long 0xd5038250, 0x500250fa, 0xcb15e014  ; v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xb fi:1
v_add_f32_e64_dpp v80, v20, -|v40| clamp mul:4 quad_perm:[1,1,2,0] row_mask:0x9 bank_mask:0x7
v_add_f32_e64_dpp v80, v20, -|v40| div:2 quad_perm:[1,2,1,0] row_mask:0xd bank_mask:0x4
v_add_f32_e64_dpp v80, v20, -|v40| div:2 row_share:15 row_mask:0x6 bank_mask:0xb fi:1
.long 0xd5030250, 0x480250fa, 0x15613c14  ; v_add_f32_e64_dpp v80, v20, -|v40| mul:2 /* wave_ror is not supported starting from GFX10 */ row_mask:0x1 bank_mask:0x5
v_add_f32_e64_dpp v80, v20, -|v40| mul:4 quad_perm:[3,0,3,2] row_mask:0xd bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| mul:4 quad_perm:[3,3,2,2] row_mask:0x3 bank_mask:0x6 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| quad_perm:[1,3,3,1] row_mask:0x1 bank_mask:0x1 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, -|v40| quad_perm:[3,0,2,0] row_mask:0xb bank_mask:0x5
.long 0xd5038050, 0x080250fa, 0x84698f14  ; v_add_f32_e64_dpp v80, v20, v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x4 bound_ctrl:1
.long 0xd5038050, 0x080250fa, 0xe3d9e114  ; v_add_f32_e64_dpp v80, v20, v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0x3 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, v40 clamp mul:2 quad_perm:[0,1,2,0] row_mask:0x6 bank_mask:0xf
v_add_f32_e64_dpp v80, v20, v40 clamp mul:2 quad_perm:[1,3,3,3] row_mask:0x6 bank_mask:0x2
v_add_f32_e64_dpp v80, v20, v40 clamp mul:2 row_xmask:11 row_mask:0x8 bank_mask:0x0 bound_ctrl:1 fi:1
.long 0xd5038050, 0x100250fa, 0x03818114  ; v_add_f32_e64_dpp v80, v20, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x3
v_add_f32_e64_dpp v80, v20, v40 clamp mul:4 quad_perm:[1,2,3,1] row_mask:0xf bank_mask:0x9 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, v40 clamp mul:4 quad_perm:[2,1,1,1] row_mask:0xd bank_mask:0x3 fi:1
v_add_f32_e64_dpp v80, v20, v40 clamp mul:4 row_share:12 row_mask:0xf bank_mask:0x6 fi:1
v_add_f32_e64_dpp v80, v20, v40 clamp mul:4 row_shr:6 row_mask:0xb bank_mask:0x4 bound_ctrl:1
.long 0xd5030050, 0x180250fa, 0x20453914  ; v_add_f32_e64_dpp v80, v20, v40 div:2 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0 fi:1
v_add_f32_e64_dpp v80, v20, v40 div:2 row_shr:8 row_mask:0x8 bank_mask:0x4 fi:1
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,1,2,1,2,0,5,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,1,5,6,1,6,0,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,4,1,3,0,6,3,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,4,2,0,0,4,6,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,4,7,1,7,7,2,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,6,3,1,0,1,7,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,6,7,1,2,7,0,4]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,6,7,7,7,5,4,6]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[0,7,3,0,5,5,7,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,0,3,5,7,7,2,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,1,2,0,5,1,5,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,3,6,6,3,5,1,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,5,4,0,3,5,5,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,6,1,7,7,6,4,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,7,1,4,4,6,0,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[1,7,5,2,0,5,5,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,0,6,0,3,2,7,4]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,1,3,7,3,4,1,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,1,7,7,7,7,1,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,2,4,2,2,1,7,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,2,5,2,0,2,0,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,3,2,4,6,2,7,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,4,6,5,6,2,2,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,6,1,1,1,5,2,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,6,1,7,1,1,2,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,6,4,0,7,1,5,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[2,7,5,7,6,7,4,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,0,4,4,5,3,5,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,1,5,5,1,6,5,6]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,2,7,2,5,5,1,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,4,4,2,2,3,0,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,4,6,4,2,5,6,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,4,7,5,0,4,6,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,5,0,5,5,5,0,4]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,5,4,3,7,5,1,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[3,5,4,6,4,2,7,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,0,1,1,7,3,0,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,3,3,3,6,4,6,2]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,4,4,3,1,1,7,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,5,1,2,5,0,3,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,6,7,0,4,1,7,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[4,7,5,2,4,5,2,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[5,3,4,5,1,5,6,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[5,4,1,7,6,4,4,6]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[5,4,4,0,5,4,7,2]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[5,6,5,2,7,6,4,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[5,6,6,6,7,1,3,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,0,0,3,1,7,1,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,0,2,0,4,5,1,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,1,0,2,6,5,3,1]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,2,7,3,2,0,1,4]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,3,0,2,7,6,2,2]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,3,6,7,4,6,4,4]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,4,3,5,5,2,7,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,6,2,2,4,5,0,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,6,4,6,4,1,7,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[6,7,3,1,4,3,6,7]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,2,2,0,0,5,0,5]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,2,2,6,0,0,2,3]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,2,5,6,1,1,5,6]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,2,7,6,4,2,3,6]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,5,4,6,6,4,0,2]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,5,7,3,2,7,6,0]
v_add_f32_e64_dpp v80, v20, v40 dpp8:[7,6,6,6,5,4,7,7]
v_add_f32_e64_dpp v80, v20, v40 mul:4 quad_perm:[0,0,1,3] row_mask:0x6 bank_mask:0xb
v_add_f32_e64_dpp v80, v20, v40 quad_perm:[1,2,3,3] row_mask:0x7 bank_mask:0x4 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, v40 quad_perm:[3,3,3,3] row_mask:0x2 bank_mask:0x6 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, v40 row_xmask:1 row_mask:0x2 bank_mask:0x9
.long 0xd5030250, 0x000250fa, 0x2011ee14  ; v_add_f32_e64_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0
.long 0xd5030250, 0x000250fa, 0x9069c514  ; v_add_f32_e64_dpp v80, v20, |v40| /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0 bound_ctrl:1
.long 0xd5038250, 0x000250fa, 0x93593a14  ; v_add_f32_e64_dpp v80, v20, |v40| clamp /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x3 bound_ctrl:1
.long 0xd5038250, 0x180250fa, 0xefbdae14  ; v_add_f32_e64_dpp v80, v20, |v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0xe bank_mask:0xf bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, |v40| clamp mul:2 quad_perm:[0,0,1,0] row_mask:0xd bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, |v40| clamp mul:2 quad_perm:[1,1,2,3] row_mask:0xc bank_mask:0xc fi:1
v_add_f32_e64_dpp v80, v20, |v40| clamp mul:4 quad_perm:[1,1,3,0] row_mask:0x7 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, v20, |v40| clamp mul:4 quad_perm:[3,3,3,2] row_mask:0xf bank_mask:0x2 bound_ctrl:1
v_add_f32_e64_dpp v80, v20, |v40| mul:4 quad_perm:[2,1,0,3] row_mask:0x7 bank_mask:0x6 fi:1
v_add_f32_e64_dpp v80, v20, |v40| mul:4 quad_perm:[3,0,1,0] row_mask:0x8 bank_mask:0xb bound_ctrl:1
v_add_f32_e64_dpp v80, v20, |v40| quad_perm:[2,2,0,0] row_mask:0x5 bank_mask:0xe bound_ctrl:1
.long 0xd5030150, 0x400250fa, 0x7f293314  ; v_add_f32_e64_dpp v80, |v20|, -v40 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0xf bound_ctrl:1
.long 0xd5038150, 0x400250fa, 0x473def14  ; v_add_f32_e64_dpp v80, |v20|, -v40 clamp /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x7 bound_ctrl:1 fi:1
.long 0xd5038150, 0x400250fa, 0xce1dac14  ; v_add_f32_e64_dpp v80, |v20|, -v40 clamp /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xe bound_ctrl:1 fi:1
.long 0xd5038150, 0x580250fa, 0x067d9b14  ; v_add_f32_e64_dpp v80, |v20|, -v40 clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0x6 bound_ctrl:1 fi:1
.long 0xd5038150, 0x480250fa, 0x3fc9bf14  ; v_add_f32_e64_dpp v80, |v20|, -v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xf bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -v40 clamp mul:4 quad_perm:[1,3,2,0] row_mask:0xf bank_mask:0x3 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -v40 clamp mul:4 row_shr:7 row_mask:0xa bank_mask:0x9 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -v40 clamp quad_perm:[2,0,2,2] row_mask:0x4 bank_mask:0xc
v_add_f32_e64_dpp v80, |v20|, -v40 div:2 row_shr:9 row_mask:0x2 bank_mask:0x3 fi:1
.long 0xd5030150, 0x480250fa, 0x81bdff14  ; v_add_f32_e64_dpp v80, |v20|, -v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x1 bound_ctrl:1 fi:1
.long 0xd5030150, 0x500250fa, 0x0ae5ed14  ; v_add_f32_e64_dpp v80, |v20|, -v40 mul:4 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xa fi:1
.long 0xd5030150, 0x500250fa, 0x6385d714  ; v_add_f32_e64_dpp v80, |v20|, -v40 mul:4 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x3 fi:1
v_add_f32_e64_dpp v80, |v20|, -v40 mul:4 quad_perm:[1,3,1,1] row_mask:0x4 bank_mask:0x6
v_add_f32_e64_dpp v80, |v20|, -v40 mul:4 quad_perm:[2,0,1,1] row_mask:0xc bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, |v20|, -v40 quad_perm:[1,0,2,2] row_mask:0xc bank_mask:0x0 fi:1
v_add_f32_e64_dpp v80, |v20|, -v40 quad_perm:[2,3,3,0] row_mask:0x0 bank_mask:0xb bound_ctrl:1
.long 0xd5030350, 0x400250fa, 0x6f69d514  ; v_add_f32_e64_dpp v80, |v20|, -|v40| /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0xf bound_ctrl:1
.long 0xd5038350, 0x580250fa, 0xac95f014  ; v_add_f32_e64_dpp v80, |v20|, -|v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0xc fi:1
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp div:2 quad_perm:[0,3,1,0] row_mask:0x0 bank_mask:0x8
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp mul:2 quad_perm:[3,1,1,1] row_mask:0x4 bank_mask:0x5
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp mul:2 quad_perm:[3,2,1,3] row_mask:0x5 bank_mask:0x8
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp mul:4 quad_perm:[2,2,2,1] row_mask:0x0 bank_mask:0xf bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp quad_perm:[3,2,1,0] row_mask:0x6 bank_mask:0x5 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp quad_perm:[3,3,3,0] row_mask:0xa bank_mask:0x7 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, |v20|, -|v40| clamp row_shl:12 row_mask:0x7 bank_mask:0x4 fi:1
v_add_f32_e64_dpp v80, |v20|, -|v40| div:2 quad_perm:[3,1,0,1] row_mask:0x2 bank_mask:0xb bound_ctrl:1
.long 0xd5030350, 0x480250fa, 0x0fb9a214  ; v_add_f32_e64_dpp v80, |v20|, -|v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0x0 bank_mask:0xf bound_ctrl:1
.long 0xd5030350, 0x480250fa, 0xded9be14  ; v_add_f32_e64_dpp v80, |v20|, -|v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0xd bank_mask:0xe bound_ctrl:1
.long 0xd5030350, 0x480250fa, 0xc4893814  ; v_add_f32_e64_dpp v80, |v20|, -|v40| mul:2 /* wave_shr is not supported starting from GFX10 */ row_mask:0xc bank_mask:0x4 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, -|v40| mul:2 quad_perm:[0,2,0,1] row_mask:0x9 bank_mask:0xa fi:1
v_add_f32_e64_dpp v80, |v20|, -|v40| mul:4 quad_perm:[2,0,3,1] row_mask:0x0 bank_mask:0x1
v_add_f32_e64_dpp v80, |v20|, -|v40| mul:4 row_shl:10 row_mask:0x5 bank_mask:0x8 fi:1
.long 0xd5038150, 0x180250fa, 0x85758914  ; v_add_f32_e64_dpp v80, |v20|, v40 clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x8 bank_mask:0x5 fi:1
.long 0xd5038150, 0x080250fa, 0x2025cf14  ; v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0x2 bank_mask:0x0 fi:1
v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:2 quad_perm:[1,2,1,2] row_mask:0x8 bank_mask:0xb
.long 0xd5038150, 0x100250fa, 0x423db114  ; v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x2 bound_ctrl:1 fi:1
.long 0xd5038150, 0x100250fa, 0x9091e514  ; v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x9 bank_mask:0x0
v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:4 quad_perm:[0,2,0,2] row_mask:0x0 bank_mask:0xb fi:1
v_add_f32_e64_dpp v80, |v20|, v40 clamp mul:4 quad_perm:[3,0,1,2] row_mask:0xc bank_mask:0xb
.long 0xd5030150, 0x080250fa, 0x48fd7214  ; v_add_f32_e64_dpp v80, |v20|, v40 mul:2 /* Invalid dpp_ctrl value */ row_mask:0x4 bank_mask:0x8 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, |v20|, v40 mul:2 quad_perm:[0,3,0,2] row_mask:0x4 bank_mask:0x6
v_add_f32_e64_dpp v80, |v20|, v40 mul:2 row_ror:12 row_mask:0xd bank_mask:0x0 fi:1
v_add_f32_e64_dpp v80, |v20|, v40 mul:4 quad_perm:[1,1,3,1] row_mask:0x1 bank_mask:0x8
.long 0xd5030350, 0x000250fa, 0x3d29fb14  ; v_add_f32_e64_dpp v80, |v20|, |v40| /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xd bound_ctrl:1
.long 0xd5038350, 0x000250fa, 0x1d294b14  ; v_add_f32_e64_dpp v80, |v20|, |v40| clamp /* Invalid dpp_ctrl value */ row_mask:0x1 bank_mask:0xd bound_ctrl:1
.long 0xd5038350, 0x000250fa, 0xbcb53514  ; v_add_f32_e64_dpp v80, |v20|, |v40| clamp /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xc fi:1
.long 0xd5038350, 0x180250fa, 0x5fe94814  ; v_add_f32_e64_dpp v80, |v20|, |v40| clamp div:2 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0xf bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, |v40| clamp div:2 row_share:10 row_mask:0xf bank_mask:0xd bound_ctrl:1 fi:1
.long 0xd5038350, 0x080250fa, 0xc21d9214  ; v_add_f32_e64_dpp v80, |v20|, |v40| clamp mul:2 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x2 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, |v20|, |v40| clamp mul:2 quad_perm:[1,0,2,3] row_mask:0x7 bank_mask:0xe bound_ctrl:1
.long 0xd5038350, 0x100250fa, 0x67114a14  ; v_add_f32_e64_dpp v80, |v20|, |v40| clamp mul:4 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x7
v_add_f32_e64_dpp v80, |v20|, |v40| clamp mul:4 row_xmask:4 row_mask:0x4 bank_mask:0x2 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, |v40| div:2 quad_perm:[0,2,1,1] row_mask:0x8 bank_mask:0x5 fi:1
v_add_f32_e64_dpp v80, |v20|, |v40| div:2 quad_perm:[3,3,1,2] row_mask:0x4 bank_mask:0xc
.long 0xd5030350, 0x080250fa, 0x3e7db214  ; v_add_f32_e64_dpp v80, |v20|, |v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0x3 bank_mask:0xe bound_ctrl:1 fi:1
.long 0xd5030350, 0x080250fa, 0x71c9d814  ; v_add_f32_e64_dpp v80, |v20|, |v40| mul:2 /* Invalid dpp_ctrl value */ row_mask:0x7 bank_mask:0x1 bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, |v40| mul:2 quad_perm:[0,3,2,1] row_mask:0x4 bank_mask:0x0
.long 0xd5030350, 0x100250fa, 0x698d7114  ; v_add_f32_e64_dpp v80, |v20|, |v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0x6 bank_mask:0x9 bound_ctrl:1 fi:1
.long 0xd5030350, 0x100250fa, 0xa6d53f14  ; v_add_f32_e64_dpp v80, |v20|, |v40| mul:4 /* Invalid dpp_ctrl value */ row_mask:0xa bank_mask:0x6 fi:1
v_add_f32_e64_dpp v80, |v20|, |v40| mul:4 row_ror:6 row_mask:0xc bank_mask:0x0 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v80, |v20|, |v40| quad_perm:[0,3,2,3] row_mask:0x1 bank_mask:0xc bound_ctrl:1
v_add_f32_e64_dpp v80, |v20|, |v40| quad_perm:[1,3,2,2] row_mask:0xd bank_mask:0x7
v_add_f32_e64_dpp v80, |v20|, |v40| quad_perm:[3,3,0,3] row_mask:0x5 bank_mask:0x7
v_add_f32_e64_dpp v80, |v20|, |v40| quad_perm:[3,3,1,0] row_mask:0x3 bank_mask:0x9 bound_ctrl:1
v_add_f64_e32 v[80:81], v[20:21], v[40:41]
v_add_f64_e64 v[80:81], v[20:21], v[40:41]
v_add_lshl_u32 v80, v20, v40, v60
v_add_nc_i16 v80, v20, v40
v_add_nc_i32 v80, v20, v40
v_add_nc_u16 v80, v20, v40
v_add_nc_u32_e32 v80, v20, v40
v_add_nc_u32_e64 v80, v20, v40
v_alignbit_b32 v80, v20, v40, v60
v_alignbyte_b32 v80, v20, v40, v60
v_and_b16 v80, v20, v40
v_and_b32_e32 v80, v20, v40
v_and_b32_e64 v80, v20, v40
v_and_or_b32 v80, v20, v40, v60
v_ashrrev_i16 v80, v20, v40
v_ashrrev_i32_e32 v80, v20, v40
v_ashrrev_i32_e64 v80, v20, v40
v_ashrrev_i64 v[80:81], v20, v[40:41]
v_bcnt_u32_b32 v80, v20, v40
v_bfe_i32 v80, v20, v40, v60
v_bfe_u32 v80, v20, v40, v60
v_bfi_b32 v80, v20, v40, v60
v_bfm_b32 v80, v20, v40
v_bfrev_b32_e32 v80, v20
v_bfrev_b32_e64 v80, v20
v_ceil_f16_e32 v80, v20
v_ceil_f16_e64 v80, v20
v_ceil_f32_e32 v80, v20
v_ceil_f32_e64 v80, v20
v_ceil_f64_e32 v[80:81], v[20:21]
v_ceil_f64_e64 v[80:81], v[20:21]
v_cls_i32_e32 v80, v20
v_cls_i32_e64 v80, v20
v_clz_i32_u32_e32 v80, v20
v_clz_i32_u32_e64 v80, v20
v_cmp_class_f16_e32 vcc, v20, v40
v_cmp_class_f16_e64 s[80:81], v20, v40
v_cmp_class_f32_e32 vcc, v20, v40
v_cmp_class_f32_e64 s[80:81], v20, v40
v_cmp_class_f64_e32 vcc, v[20:21], v40
v_cmp_class_f64_e64 s[80:81], v[20:21], v40
v_cmp_eq_f16_e32 vcc, v20, v40
v_cmp_eq_f16_e64 s[80:81], v20, v40
v_cmp_eq_f32_e32 vcc, v20, v40
v_cmp_eq_f32_e64 s[80:81], v20, v40
v_cmp_eq_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_eq_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_eq_i16_e32 vcc, v20, v40
v_cmp_eq_i16_e64 s[80:81], v20, v40
v_cmp_eq_i32_e32 vcc, v20, v40
v_cmp_eq_i32_e64 s[80:81], v20, v40
v_cmp_eq_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_eq_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_eq_u16_e32 vcc, v20, v40
v_cmp_eq_u16_e64 s[80:81], v20, v40
v_cmp_eq_u32_e32 vcc, v20, v40
v_cmp_eq_u32_e64 s[80:81], v20, v40
v_cmp_eq_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_eq_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ge_f16_e32 vcc, v20, v40
v_cmp_ge_f16_e64 s[80:81], v20, v40
v_cmp_ge_f32_e32 vcc, v20, v40
v_cmp_ge_f32_e64 s[80:81], v20, v40
v_cmp_ge_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_ge_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ge_i16_e32 vcc, v20, v40
v_cmp_ge_i16_e64 s[80:81], v20, v40
v_cmp_ge_i32_e32 vcc, v20, v40
v_cmp_ge_i32_e64 s[80:81], v20, v40
v_cmp_ge_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_ge_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ge_u16_e32 vcc, v20, v40
v_cmp_ge_u16_e64 s[80:81], v20, v40
v_cmp_ge_u32_e32 vcc, v20, v40
v_cmp_ge_u32_e64 s[80:81], v20, v40
v_cmp_ge_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_ge_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_gt_f16_e32 vcc, v20, v40
v_cmp_gt_f16_e64 s[80:81], v20, v40
v_cmp_gt_f32_e32 vcc, v20, v40
v_cmp_gt_f32_e64 s[80:81], v20, v40
v_cmp_gt_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_gt_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_gt_i16_e32 vcc, v20, v40
v_cmp_gt_i16_e64 s[80:81], v20, v40
v_cmp_gt_i32_e32 vcc, v20, v40
v_cmp_gt_i32_e64 s[80:81], v20, v40
v_cmp_gt_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_gt_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_gt_u16_e32 vcc, v20, v40
v_cmp_gt_u16_e64 s[80:81], v20, v40
v_cmp_gt_u32_e32 vcc, v20, v40
v_cmp_gt_u32_e64 s[80:81], v20, v40
v_cmp_gt_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_gt_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_le_f16_e32 vcc, v20, v40
v_cmp_le_f16_e64 s[80:81], v20, v40
v_cmp_le_f32_e32 vcc, v20, v40
v_cmp_le_f32_e64 s[80:81], v20, v40
v_cmp_le_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_le_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_le_i16_e32 vcc, v20, v40
v_cmp_le_i16_e64 s[80:81], v20, v40
v_cmp_le_i32_e32 vcc, v20, v40
v_cmp_le_i32_e64 s[80:81], v20, v40
v_cmp_le_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_le_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_le_u16_e32 vcc, v20, v40
v_cmp_le_u16_e64 s[80:81], v20, v40
v_cmp_le_u32_e32 vcc, v20, v40
v_cmp_le_u32_e64 s[80:81], v20, v40
v_cmp_le_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_le_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_lg_f16_e32 vcc, v20, v40
v_cmp_lg_f16_e64 s[80:81], v20, v40
v_cmp_lg_f32_e32 vcc, v20, v40
v_cmp_lg_f32_e64 s[80:81], v20, v40
v_cmp_lg_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_lg_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_lt_f16_e32 vcc, v20, v40
v_cmp_lt_f16_e64 s[80:81], v20, v40
v_cmp_lt_f32_e32 vcc, v20, v40
v_cmp_lt_f32_e64 s[80:81], v20, v40
v_cmp_lt_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_lt_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_lt_i16_e32 vcc, v20, v40
v_cmp_lt_i16_e64 s[80:81], v20, v40
v_cmp_lt_i32_e32 vcc, v20, v40
v_cmp_lt_i32_e64 s[80:81], v20, v40
v_cmp_lt_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_lt_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_lt_u16_e32 vcc, v20, v40
v_cmp_lt_u16_e64 s[80:81], v20, v40
v_cmp_lt_u32_e32 vcc, v20, v40
v_cmp_lt_u32_e64 s[80:81], v20, v40
v_cmp_lt_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_lt_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ne_i16_e32 vcc, v20, v40
v_cmp_ne_i16_e64 s[80:81], v20, v40
v_cmp_ne_i32_e32 vcc, v20, v40
v_cmp_ne_i32_e64 s[80:81], v20, v40
v_cmp_ne_i64_e32 vcc, v[20:21], v[40:41]
v_cmp_ne_i64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ne_u16_e32 vcc, v20, v40
v_cmp_ne_u16_e64 s[80:81], v20, v40
v_cmp_ne_u32_e32 vcc, v20, v40
v_cmp_ne_u32_e64 s[80:81], v20, v40
v_cmp_ne_u64_e32 vcc, v[20:21], v[40:41]
v_cmp_ne_u64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_neq_f16_e32 vcc, v20, v40
v_cmp_neq_f16_e64 s[80:81], v20, v40
v_cmp_neq_f32_e32 vcc, v20, v40
v_cmp_neq_f32_e64 s[80:81], v20, v40
v_cmp_neq_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_neq_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_nge_f16_e32 vcc, v20, v40
v_cmp_nge_f16_e64 s[80:81], v20, v40
v_cmp_nge_f32_e32 vcc, v20, v40
v_cmp_nge_f32_e64 s[80:81], v20, v40
v_cmp_nge_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_nge_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_ngt_f16_e32 vcc, v20, v40
v_cmp_ngt_f16_e64 s[80:81], v20, v40
v_cmp_ngt_f32_e32 vcc, v20, v40
v_cmp_ngt_f32_e64 s[80:81], v20, v40
v_cmp_ngt_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_ngt_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_nle_f16_e32 vcc, v20, v40
v_cmp_nle_f16_e64 s[80:81], v20, v40
v_cmp_nle_f32_e32 vcc, v20, v40
v_cmp_nle_f32_e64 s[80:81], v20, v40
v_cmp_nle_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_nle_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_nlg_f16_e32 vcc, v20, v40
v_cmp_nlg_f16_e64 s[80:81], v20, v40
v_cmp_nlg_f32_e32 vcc, v20, v40
v_cmp_nlg_f32_e64 s[80:81], v20, v40
v_cmp_nlg_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_nlg_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_nlt_f16_e32 vcc, v20, v40
v_cmp_nlt_f16_e64 s[80:81], v20, v40
v_cmp_nlt_f32_e32 vcc, v20, v40
v_cmp_nlt_f32_e64 s[80:81], v20, v40
v_cmp_nlt_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_nlt_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_o_f16_e32 vcc, v20, v40
v_cmp_o_f16_e64 s[80:81], v20, v40
v_cmp_o_f32_e32 vcc, v20, v40
v_cmp_o_f32_e64 s[80:81], v20, v40
v_cmp_o_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_o_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmp_u_f16_e32 vcc, v20, v40
v_cmp_u_f16_e64 s[80:81], v20, v40
v_cmp_u_f32_e32 vcc, v20, v40
v_cmp_u_f32_e64 s[80:81], v20, v40
v_cmp_u_f64_e32 vcc, v[20:21], v[40:41]
v_cmp_u_f64_e64 s[80:81], v[20:21], v[40:41]
v_cmpx_class_f16_e32 v20, v40
v_cmpx_class_f16_e64 v20, v40
v_cmpx_class_f32_e32 v20, v40
v_cmpx_class_f32_e64 v20, v40
v_cmpx_class_f64_e32 v[20:21], v40
v_cmpx_class_f64_e64 v[20:21], v40
v_cmpx_eq_f16_e32 v20, v40
v_cmpx_eq_f16_e64 v20, v40
v_cmpx_eq_f32_e32 v20, v40
v_cmpx_eq_f32_e64 v20, v40
v_cmpx_eq_f64_e32 v[20:21], v[40:41]
v_cmpx_eq_f64_e64 v[20:21], v[40:41]
v_cmpx_eq_i16_e32 v20, v40
v_cmpx_eq_i16_e64 v20, v40
v_cmpx_eq_i32_e32 v20, v40
v_cmpx_eq_i32_e64 v20, v40
v_cmpx_eq_i64_e32 v[20:21], v[40:41]
v_cmpx_eq_i64_e64 v[20:21], v[40:41]
v_cmpx_eq_u16_e32 v20, v40
v_cmpx_eq_u16_e64 v20, v40
v_cmpx_eq_u32_e32 v20, v40
v_cmpx_eq_u32_e64 v20, v40
v_cmpx_eq_u64_e32 v[20:21], v[40:41]
v_cmpx_eq_u64_e64 v[20:21], v[40:41]
v_cmpx_ge_f16_e32 v20, v40
v_cmpx_ge_f16_e64 v20, v40
v_cmpx_ge_f32_e32 v20, v40
v_cmpx_ge_f32_e64 v20, v40
v_cmpx_ge_f64_e32 v[20:21], v[40:41]
v_cmpx_ge_f64_e64 v[20:21], v[40:41]
v_cmpx_ge_i16_e32 v20, v40
v_cmpx_ge_i16_e64 v20, v40
v_cmpx_ge_i32_e32 v20, v40
v_cmpx_ge_i32_e64 v20, v40
v_cmpx_ge_i64_e32 v[20:21], v[40:41]
v_cmpx_ge_i64_e64 v[20:21], v[40:41]
v_cmpx_ge_u16_e32 v20, v40
v_cmpx_ge_u16_e64 v20, v40
v_cmpx_ge_u32_e32 v20, v40
v_cmpx_ge_u32_e64 v20, v40
v_cmpx_ge_u64_e32 v[20:21], v[40:41]
v_cmpx_ge_u64_e64 v[20:21], v[40:41]
v_cmpx_gt_f16_e32 v20, v40
v_cmpx_gt_f16_e64 v20, v40
v_cmpx_gt_f32_e32 v20, v40
v_cmpx_gt_f32_e64 v20, v40
v_cmpx_gt_f64_e32 v[20:21], v[40:41]
v_cmpx_gt_f64_e64 v[20:21], v[40:41]
v_cmpx_gt_i16_e32 v20, v40
v_cmpx_gt_i16_e64 v20, v40
v_cmpx_gt_i32_e32 v20, v40
v_cmpx_gt_i32_e64 v20, v40
v_cmpx_gt_i64_e32 v[20:21], v[40:41]
v_cmpx_gt_i64_e64 v[20:21], v[40:41]
v_cmpx_gt_u16_e32 v20, v40
v_cmpx_gt_u16_e64 v20, v40
v_cmpx_gt_u32_e32 v20, v40
v_cmpx_gt_u32_e64 v20, v40
v_cmpx_gt_u64_e32 v[20:21], v[40:41]
v_cmpx_gt_u64_e64 v[20:21], v[40:41]
v_cmpx_le_f16_e32 v20, v40
v_cmpx_le_f16_e64 v20, v40
v_cmpx_le_f32_e32 v20, v40
v_cmpx_le_f32_e64 v20, v40
v_cmpx_le_f64_e32 v[20:21], v[40:41]
v_cmpx_le_f64_e64 v[20:21], v[40:41]
v_cmpx_le_i16_e32 v20, v40
v_cmpx_le_i16_e64 v20, v40
v_cmpx_le_i32_e32 v20, v40
v_cmpx_le_i32_e64 v20, v40
v_cmpx_le_i64_e32 v[20:21], v[40:41]
v_cmpx_le_i64_e64 v[20:21], v[40:41]
v_cmpx_le_u16_e32 v20, v40
v_cmpx_le_u16_e64 v20, v40
v_cmpx_le_u32_e32 v20, v40
v_cmpx_le_u32_e64 v20, v40
v_cmpx_le_u64_e32 v[20:21], v[40:41]
v_cmpx_le_u64_e64 v[20:21], v[40:41]
v_cmpx_lg_f16_e32 v20, v40
v_cmpx_lg_f16_e64 v20, v40
v_cmpx_lg_f32_e32 v20, v40
v_cmpx_lg_f32_e64 v20, v40
v_cmpx_lg_f64_e32 v[20:21], v[40:41]
v_cmpx_lg_f64_e64 v[20:21], v[40:41]
v_cmpx_lt_f16_e32 v20, v40
v_cmpx_lt_f16_e64 v20, v40
v_cmpx_lt_f32_e32 v20, v40
v_cmpx_lt_f32_e64 v20, v40
v_cmpx_lt_f64_e32 v[20:21], v[40:41]
v_cmpx_lt_f64_e64 v[20:21], v[40:41]
v_cmpx_lt_i16_e32 v20, v40
v_cmpx_lt_i16_e64 v20, v40
v_cmpx_lt_i32_e32 v20, v40
v_cmpx_lt_i32_e64 v20, v40
v_cmpx_lt_i64_e32 v[20:21], v[40:41]
v_cmpx_lt_i64_e64 v[20:21], v[40:41]
v_cmpx_lt_u16_e32 v20, v40
v_cmpx_lt_u16_e64 v20, v40
v_cmpx_lt_u32_e32 v20, v40
v_cmpx_lt_u32_e64 v20, v40
v_cmpx_lt_u64_e32 v[20:21], v[40:41]
v_cmpx_lt_u64_e64 v[20:21], v[40:41]
v_cmpx_ne_i16_e32 v20, v40
v_cmpx_ne_i16_e64 v20, v40
v_cmpx_ne_i32_e32 v20, v40
v_cmpx_ne_i32_e64 v20, v40
v_cmpx_ne_i64_e32 v[20:21], v[40:41]
v_cmpx_ne_i64_e64 v[20:21], v[40:41]
v_cmpx_ne_u16_e32 v20, v40
v_cmpx_ne_u16_e64 v20, v40
v_cmpx_ne_u32_e32 v20, v40
v_cmpx_ne_u32_e64 v20, v40
v_cmpx_ne_u64_e32 v[20:21], v[40:41]
v_cmpx_ne_u64_e64 v[20:21], v[40:41]
v_cmpx_neq_f16_e32 v20, v40
v_cmpx_neq_f16_e64 v20, v40
v_cmpx_neq_f32_e32 v20, v40
v_cmpx_neq_f32_e64 v20, v40
v_cmpx_neq_f64_e32 v[20:21], v[40:41]
v_cmpx_neq_f64_e64 v[20:21], v[40:41]
v_cmpx_nge_f16_e32 v20, v40
v_cmpx_nge_f16_e64 v20, v40
v_cmpx_nge_f32_e32 v20, v40
v_cmpx_nge_f32_e64 v20, v40
v_cmpx_nge_f64_e32 v[20:21], v[40:41]
v_cmpx_nge_f64_e64 v[20:21], v[40:41]
v_cmpx_ngt_f16_e32 v20, v40
v_cmpx_ngt_f16_e64 v20, v40
v_cmpx_ngt_f32_e32 v20, v40
v_cmpx_ngt_f32_e64 v20, v40
v_cmpx_ngt_f64_e32 v[20:21], v[40:41]
v_cmpx_ngt_f64_e64 v[20:21], v[40:41]
v_cmpx_nle_f16_e32 v20, v40
v_cmpx_nle_f16_e64 v20, v40
v_cmpx_nle_f32_e32 v20, v40
v_cmpx_nle_f32_e64 v20, v40
v_cmpx_nle_f64_e32 v[20:21], v[40:41]
v_cmpx_nle_f64_e64 v[20:21], v[40:41]
v_cmpx_nlg_f16_e32 v20, v40
v_cmpx_nlg_f16_e64 v20, v40
v_cmpx_nlg_f32_e32 v20, v40
v_cmpx_nlg_f32_e64 v20, v40
v_cmpx_nlg_f64_e32 v[20:21], v[40:41]
v_cmpx_nlg_f64_e64 v[20:21], v[40:41]
v_cmpx_nlt_f16_e32 v20, v40
v_cmpx_nlt_f16_e64 v20, v40
v_cmpx_nlt_f32_e32 v20, v40
v_cmpx_nlt_f32_e64 v20, v40
v_cmpx_nlt_f64_e32 v[20:21], v[40:41]
v_cmpx_nlt_f64_e64 v[20:21], v[40:41]
v_cmpx_o_f16_e32 v20, v40
v_cmpx_o_f16_e64 v20, v40
v_cmpx_o_f32_e32 v20, v40
v_cmpx_o_f32_e64 v20, v40
v_cmpx_o_f64_e32 v[20:21], v[40:41]
v_cmpx_o_f64_e64 v[20:21], v[40:41]
v_cmpx_u_f16_e32 v20, v40
v_cmpx_u_f16_e64 v20, v40
v_cmpx_u_f32_e32 v20, v40
v_cmpx_u_f32_e64 v20, v40
v_cmpx_u_f64_e32 v[20:21], v[40:41]
v_cmpx_u_f64_e64 v[20:21], v[40:41]
v_cndmask_b16 v80, v20, v40, s[0:1]
v_cndmask_b32_e32 v80, v20, v40, vcc
v_cndmask_b32_e64 v80, v20, v40, s[0:1]
v_cos_f16_e32 v80, v20
v_cos_f16_e64 v80, v20
v_cos_f32_e32 v80, v20
v_cos_f32_e64 v80, v20
v_ctz_i32_b32_e32 v80, v20
v_ctz_i32_b32_e64 v80, v20
v_cubeid_f32 v80, v20, v40, v60
v_cubema_f32 v80, v20, v40, v60
v_cubesc_f32 v80, v20, v40, v60
v_cubetc_f32 v80, v20, v40, v60
v_cvt_f16_f32_e32 v80, v20
v_cvt_f16_f32_e64 v80, v20
v_cvt_f16_i16_e32 v80, v20
v_cvt_f16_i16_e64 v80, v20
v_cvt_f16_u16_e32 v80, v20
v_cvt_f16_u16_e64 v80, v20
v_cvt_f32_bf8_e32 v80, v20
v_cvt_f32_bf8_e64 v80, v20
v_cvt_f32_f16_e32 v80, v20
v_cvt_f32_f16_e64 v80, v20
v_cvt_f32_f64_e32 v80, v[20:21]
v_cvt_f32_f64_e64 v80, v[20:21]
v_cvt_f32_fp8_e32 v80, v20
v_cvt_f32_fp8_e64 v80, v20
v_cvt_f32_i32_e32 v80, v20
v_cvt_f32_i32_e64 v80, v20
v_cvt_f32_u32_e32 v80, v20
v_cvt_f32_u32_e64 v80, v20
v_cvt_f32_ubyte0_e32 v80, v20
v_cvt_f32_ubyte0_e64 v80, v20
v_cvt_f32_ubyte1_e32 v80, v20
v_cvt_f32_ubyte1_e64 v80, v20
v_cvt_f32_ubyte2_e32 v80, v20
v_cvt_f32_ubyte2_e64 v80, v20
v_cvt_f32_ubyte3_e32 v80, v20
v_cvt_f32_ubyte3_e64 v80, v20
v_cvt_f64_f32_e32 v[80:81], v20
v_cvt_f64_f32_e64 v[80:81], v20
v_cvt_f64_i32_e32 v[80:81], v20
v_cvt_f64_i32_e64 v[80:81], v20
v_cvt_f64_u32_e32 v[80:81], v20
v_cvt_f64_u32_e64 v[80:81], v20
v_cvt_floor_i32_f32_e32 v80, v20
v_cvt_floor_i32_f32_e64 v80, v20
v_cvt_i16_f16_e32 v80, v20
v_cvt_i16_f16_e64 v80, v20
v_cvt_i32_f32_e32 v80, v20
v_cvt_i32_f32_e64 v80, v20
v_cvt_i32_f64_e32 v80, v[20:21]
v_cvt_i32_f64_e64 v80, v[20:21]
v_cvt_i32_i16_e32 v80, v20
v_cvt_i32_i16_e64 v80, v20
v_cvt_nearest_i32_f32_e32 v80, v20
v_cvt_nearest_i32_f32_e64 v80, v20
v_cvt_norm_i16_f16_e32 v80, v20
v_cvt_norm_i16_f16_e64 v80, v20
v_cvt_norm_u16_f16_e32 v80, v20
v_cvt_norm_u16_f16_e64 v80, v20
v_cvt_off_f32_i4_e32 v80, v20
v_cvt_off_f32_i4_e64 v80, v20
v_cvt_pk_bf8_f32 v80, v20, v40
v_cvt_pk_f32_bf8_e32 v[80:81], v20
v_cvt_pk_f32_bf8_e64 v[80:81], v20
v_cvt_pk_f32_fp8_e32 v[80:81], v20
v_cvt_pk_f32_fp8_e64 v[80:81], v20
v_cvt_pk_fp8_f32 v80, v20, v40
v_cvt_pk_i16_f32 v80, v20, v40
v_cvt_pk_i16_i32 v80, v20, v40
v_cvt_pk_norm_i16_f16 v80, v20, v40
v_cvt_pk_norm_i16_f32 v80, v20, v40
v_cvt_pk_norm_u16_f16 v80, v20, v40
v_cvt_pk_norm_u16_f32 v80, v20, v40
v_cvt_pk_rtz_f16_f32_e32 v80, v20, v40
v_cvt_pk_rtz_f16_f32_e64 v80, v20, v40
v_cvt_pk_u16_f32 v80, v20, v40
v_cvt_pk_u16_u32 v80, v20, v40
v_cvt_pk_u8_f32 v80, v20, v40, v60
v_cvt_sr_bf8_f32 v80, v20, v40
v_cvt_sr_fp8_f32 v80, v20, v40
v_cvt_u16_f16_e32 v80, v20
v_cvt_u16_f16_e64 v80, v20
v_cvt_u32_f32_e32 v80, v20
v_cvt_u32_f32_e64 v80, v20
v_cvt_u32_f64_e32 v80, v[20:21]
v_cvt_u32_f64_e64 v80, v[20:21]
v_cvt_u32_u16_e32 v80, v20
v_cvt_u32_u16_e64 v80, v20
v_div_fixup_f16 v80, v20, v40, v60
v_div_fixup_f32 v80, v20, v40, v60
v_div_fixup_f64 v[80:81], v[20:21], v[40:41], v[60:61]
v_div_fmas_f32 v80, v20, v40, v60
v_div_fmas_f64 v[80:81], v[20:21], v[40:41], v[60:61]
v_div_scale_f32 v80, s[0:1], v20, v40, v60
v_div_scale_f64 v[80:81], s[0:1], v[20:21], v[40:41], v[60:61]
v_dot2_bf16_bf16 v80, v20, v40, v60
v_dot2_f16_f16 v80, v20, v40, v60
v_dot2_f32_bf16 v80, v20, v40, v60
v_dot2_f32_f16 v80, v20, v40, v60
v_dot4_f32_bf8_bf8 v80, v20, v40, v60
v_dot4_f32_bf8_fp8 v80, v20, v40, v60
v_dot4_f32_fp8_bf8 v80, v20, v40, v60
v_dot4_f32_fp8_fp8 v80, v20, v40, v60
v_dot4_i32_iu8 v80, v20, v40, v60
v_dot4_u32_u8 v80, v20, v40, v60
v_dot8_i32_iu4 v80, v20, v40, v60
v_dot8_u32_u4 v80, v20, v40, v60
v_exp_f16_e32 v80, v20
v_exp_f16_e64 v80, v20
v_exp_f32_e32 v80, v20
v_exp_f32_e64 v80, v20
v_floor_f16_e32 v80, v20
v_floor_f16_e64 v80, v20
v_floor_f32_e32 v80, v20
v_floor_f32_e64 v80, v20
v_floor_f64_e32 v[80:81], v[20:21]
v_floor_f64_e64 v[80:81], v[20:21]
v_fma_dx9_zero_f32 v80, v20, v40, v60
v_fma_f16 v80, v20, v40, v60
v_fma_f32 v80, v20, v40, v60
v_fma_f64 v[80:81], v[20:21], v[40:41], v[60:61]
v_fma_mix_f32 v80, v20, v40, v60 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v80, v20, v40, v60 op_sel_hi:[1,1,1]
v_fma_mixlo_f16 v80, v20, v40, v60 op_sel_hi:[1,1,1]
.long 0x70a05114, 0xbf9f0000  ; v_fmaak_f16 v80, v20, v40, 0xbf9f0000
v_fmaak_f32 v80, v20, v40, 0xbf9f0000
v_fmac_f16_e32 v80, v20, v40
v_fmac_f16_e64 v80, v20, v40
v_fmac_f32_e32 v80, v20, v40
v_fmac_f32_e64 v80, v20, v40
.long 0x6ea05114, 0xbf9f0000  ; v_fmamk_f16 v80, v20, 0xbf9f0000, v40
v_fmamk_f32 v80, v20, 0xbf9f0000, v40
v_fract_f16_e32 v80, v20
v_fract_f16_e64 v80, v20
v_fract_f32_e32 v80, v20
v_fract_f32_e64 v80, v20
v_fract_f64_e32 v[80:81], v[20:21]
v_fract_f64_e64 v[80:81], v[20:21]
v_frexp_exp_i16_f16_e32 v80, v20
v_frexp_exp_i16_f16_e64 v80, v20
v_frexp_exp_i32_f32_e32 v80, v20
v_frexp_exp_i32_f32_e64 v80, v20
v_frexp_exp_i32_f64_e32 v80, v[20:21]
v_frexp_exp_i32_f64_e64 v80, v[20:21]
v_frexp_mant_f16_e32 v80, v20
v_frexp_mant_f16_e64 v80, v20
v_frexp_mant_f32_e32 v80, v20
v_frexp_mant_f32_e64 v80, v20
v_frexp_mant_f64_e32 v[80:81], v[20:21]
v_frexp_mant_f64_e64 v[80:81], v[20:21]
v_interp_p10_f16_f32 v80, v20, v40, v60 wait_exp:0
v_interp_p10_f32 v80, v20, v40, v60 wait_exp:0
v_interp_p10_rtz_f16_f32 v80, v20, v40, v60 wait_exp:0
v_interp_p2_f16_f32 v80, v20, v40, v60 wait_exp:0
v_interp_p2_f32 v80, v20, v40, v60 wait_exp:0
v_interp_p2_rtz_f16_f32 v80, v20, v40, v60 wait_exp:0
v_ldexp_f16_e32 v80, v20, v40
v_ldexp_f16_e64 v80, v20, v40
v_ldexp_f32 v80, v20, v40
v_ldexp_f64 v[80:81], v[20:21], v40
v_lerp_u8 v80, v20, v40, v60
v_log_f16_e32 v80, v20
v_log_f16_e64 v80, v20
v_log_f32_e32 v80, v20
v_log_f32_e64 v80, v20
v_lshl_add_u32 v80, v20, v40, v60
v_lshl_or_b32 v80, v20, v40, v60
v_lshlrev_b16 v80, v20, v40
v_lshlrev_b32_e32 v80, v20, v40
v_lshlrev_b32_e64 v80, v20, v40
v_lshlrev_b64_e32 v[80:81], v20, v[40:41]
v_lshlrev_b64_e64 v[80:81], v20, v[40:41]
v_lshrrev_b16 v80, v20, v40
v_lshrrev_b32_e32 v80, v20, v40
v_lshrrev_b32_e64 v80, v20, v40
v_lshrrev_b64 v[80:81], v20, v[40:41]
v_mad_co_i64_i32 v[80:81], s[0:1], v20, v40, v[60:61]
v_mad_co_u64_u32 v[80:81], s[0:1], v20, v40, v[60:61]
v_mad_i16 v80, v20, v40, v60
v_mad_i32_i16 v80, v20, v40, v60
v_mad_i32_i24 v80, v20, v40, v60
v_mad_u16 v80, v20, v40, v60
v_mad_u32_u16 v80, v20, v40, v60
v_mad_u32_u24 v80, v20, v40, v60
v_max3_i16 v80, v20, v40, v60
v_max3_i32 v80, v20, v40, v60
v_max3_num_f16 v80, v20, v40, v60
v_max3_num_f32 v80, v20, v40, v60
v_max3_u16 v80, v20, v40, v60
v_max3_u32 v80, v20, v40, v60
v_max_i16 v80, v20, v40
v_max_i32_e32 v80, v20, v40
v_max_i32_e64 v80, v20, v40
v_max_num_f16_e32 v80, v20, v40
v_max_num_f16_e64 v80, v20, v40
v_max_num_f32_e32 v80, v20, v40
v_max_num_f32_e64 v80, v20, v40
v_max_num_f64_e32 v[80:81], v[20:21], v[40:41]
v_max_num_f64_e64 v[80:81], v[20:21], v[40:41]
v_max_u16 v80, v20, v40
v_max_u32_e32 v80, v20, v40
v_max_u32_e64 v80, v20, v40
v_maximum3_f16 v80, v20, v40, v60
v_maximum3_f32 v80, v20, v40, v60
v_maximum_f16 v80, v20, v40
v_maximum_f32 v80, v20, v40
v_maximum_f64 v[80:81], v[20:21], v[40:41]
v_maximumminimum_f16 v80, v20, v40, v60
v_maximumminimum_f32 v80, v20, v40, v60
v_maxmin_i32 v80, v20, v40, v60
v_maxmin_num_f16 v80, v20, v40, v60
v_maxmin_num_f32 v80, v20, v40, v60
v_maxmin_u32 v80, v20, v40, v60
v_mbcnt_hi_u32_b32 v80, v20, v40
v_mbcnt_lo_u32_b32 v80, v20, v40
v_med3_i16 v80, v20, v40, v60
v_med3_i32 v80, v20, v40, v60
v_med3_num_f16 v80, v20, v40, v60
v_med3_num_f32 v80, v20, v40, v60
v_med3_u16 v80, v20, v40, v60
v_med3_u32 v80, v20, v40, v60
v_min3_i16 v80, v20, v40, v60
v_min3_i32 v80, v20, v40, v60
v_min3_num_f16 v80, v20, v40, v60
v_min3_num_f32 v80, v20, v40, v60
v_min3_u16 v80, v20, v40, v60
v_min3_u32 v80, v20, v40, v60
v_min_i16 v80, v20, v40
v_min_i32_e32 v80, v20, v40
v_min_i32_e64 v80, v20, v40
v_min_num_f16_e32 v80, v20, v40
v_min_num_f16_e64 v80, v20, v40
v_min_num_f32_e32 v80, v20, v40
v_min_num_f32_e64 v80, v20, v40
v_min_num_f64_e32 v[80:81], v[20:21], v[40:41]
v_min_num_f64_e64 v[80:81], v[20:21], v[40:41]
v_min_u16 v80, v20, v40
v_min_u32_e32 v80, v20, v40
v_min_u32_e64 v80, v20, v40
v_minimum3_f16 v80, v20, v40, v60
v_minimum3_f32 v80, v20, v40, v60
v_minimum_f16 v80, v20, v40
v_minimum_f32 v80, v20, v40
v_minimum_f64 v[80:81], v[20:21], v[40:41]
v_minimummaximum_f16 v80, v20, v40, v60
v_minimummaximum_f32 v80, v20, v40, v60
v_minmax_i32 v80, v20, v40, v60
v_minmax_num_f16 v80, v20, v40, v60
v_minmax_num_f32 v80, v20, v40, v60
v_minmax_u32 v80, v20, v40, v60
v_mov_b16_e32 v80.l, v20.l
.long 0x7ea002fa, 0x59097314  ; v_mov_b32_dpp v80, v20 /* Invalid dpp_ctrl value */ row_mask:0x5 bank_mask:0x9 bound_ctrl:1
.long 0x7ea002fa, 0xbb058814  ; v_mov_b32_dpp v80, v20 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xb fi:1
.long 0x7ea002fa, 0xbf09fd14  ; v_mov_b32_dpp v80, v20 /* Invalid dpp_ctrl value */ row_mask:0xb bank_mask:0xf bound_ctrl:1
.long 0x7ea002fa, 0xc705d214  ; v_mov_b32_dpp v80, v20 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0x7 fi:1
.long 0x7ea002fa, 0xcf05bd14  ; v_mov_b32_dpp v80, v20 /* Invalid dpp_ctrl value */ row_mask:0xc bank_mask:0xf fi:1
v_mov_b32_dpp v80, v20 dpp8:[0,1,2,1,2,0,5,5]
v_mov_b32_dpp v80, v20 dpp8:[0,1,5,6,1,6,0,7] fi:1
v_mov_b32_dpp v80, v20 dpp8:[0,4,1,3,0,6,3,0]
v_mov_b32_dpp v80, v20 dpp8:[0,4,2,0,0,4,6,1]
v_mov_b32_dpp v80, v20 dpp8:[0,4,7,1,7,7,2,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[0,6,3,1,0,1,7,7]
v_mov_b32_dpp v80, v20 dpp8:[0,6,7,1,2,7,0,4]
v_mov_b32_dpp v80, v20 dpp8:[0,6,7,7,7,5,4,6]
v_mov_b32_dpp v80, v20 dpp8:[0,7,3,0,5,5,7,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[1,0,3,5,7,7,2,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[1,1,2,0,5,1,5,1]
v_mov_b32_dpp v80, v20 dpp8:[1,3,6,6,3,5,1,3]
v_mov_b32_dpp v80, v20 dpp8:[1,5,4,0,3,5,5,5] fi:1
v_mov_b32_dpp v80, v20 dpp8:[1,6,1,7,7,6,4,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[1,7,1,4,4,6,0,3] fi:1
v_mov_b32_dpp v80, v20 dpp8:[1,7,5,2,0,5,5,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,0,6,0,3,2,7,4] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,1,3,7,3,4,1,0]
v_mov_b32_dpp v80, v20 dpp8:[2,1,7,7,7,7,1,1]
v_mov_b32_dpp v80, v20 dpp8:[2,2,4,2,2,1,7,0]
v_mov_b32_dpp v80, v20 dpp8:[2,2,5,2,0,2,0,7] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,3,2,4,6,2,7,3] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,4,6,5,6,2,2,5] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,6,1,1,1,5,2,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[2,6,1,7,1,1,2,0]
v_mov_b32_dpp v80, v20 dpp8:[2,6,4,0,7,1,5,1]
v_mov_b32_dpp v80, v20 dpp8:[2,7,5,7,6,7,4,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[3,0,4,4,5,3,5,0]
v_mov_b32_dpp v80, v20 dpp8:[3,1,5,5,1,6,5,6]
v_mov_b32_dpp v80, v20 dpp8:[3,2,7,2,5,5,1,7] fi:1
v_mov_b32_dpp v80, v20 dpp8:[3,4,4,2,2,3,0,0]
v_mov_b32_dpp v80, v20 dpp8:[3,4,6,4,2,5,6,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[3,4,7,5,0,4,6,1]
v_mov_b32_dpp v80, v20 dpp8:[3,5,0,5,5,5,0,4]
v_mov_b32_dpp v80, v20 dpp8:[3,5,4,3,7,5,1,0]
v_mov_b32_dpp v80, v20 dpp8:[3,5,4,6,4,2,7,7]
v_mov_b32_dpp v80, v20 dpp8:[4,0,1,1,7,3,0,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[4,3,3,3,6,4,6,2] fi:1
v_mov_b32_dpp v80, v20 dpp8:[4,4,4,3,1,1,7,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[4,5,1,2,5,0,3,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[4,6,7,0,4,1,7,3] fi:1
v_mov_b32_dpp v80, v20 dpp8:[4,7,5,2,4,5,2,0]
v_mov_b32_dpp v80, v20 dpp8:[5,3,4,5,1,5,6,5] fi:1
v_mov_b32_dpp v80, v20 dpp8:[5,4,1,7,6,4,4,6] fi:1
v_mov_b32_dpp v80, v20 dpp8:[5,4,4,0,5,4,7,2] fi:1
v_mov_b32_dpp v80, v20 dpp8:[5,6,5,2,7,6,4,5]
v_mov_b32_dpp v80, v20 dpp8:[5,6,6,6,7,1,3,3] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,0,0,3,1,7,1,0]
v_mov_b32_dpp v80, v20 dpp8:[6,0,2,0,4,5,1,1]
v_mov_b32_dpp v80, v20 dpp8:[6,1,0,2,6,5,3,1] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,2,7,3,2,0,1,4] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,3,0,2,7,6,2,2] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,3,6,7,4,6,4,4]
v_mov_b32_dpp v80, v20 dpp8:[6,4,3,5,5,2,7,7]
v_mov_b32_dpp v80, v20 dpp8:[6,6,2,2,4,5,0,3] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,6,4,6,4,1,7,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[6,7,3,1,4,3,6,7] fi:1
v_mov_b32_dpp v80, v20 dpp8:[7,2,2,0,0,5,0,5]
v_mov_b32_dpp v80, v20 dpp8:[7,2,2,6,0,0,2,3]
v_mov_b32_dpp v80, v20 dpp8:[7,2,5,6,1,1,5,6]
v_mov_b32_dpp v80, v20 dpp8:[7,2,7,6,4,2,3,6]
v_mov_b32_dpp v80, v20 dpp8:[7,5,4,6,6,4,0,2] fi:1
v_mov_b32_dpp v80, v20 dpp8:[7,5,7,3,2,7,6,0] fi:1
v_mov_b32_dpp v80, v20 dpp8:[7,6,6,6,5,4,7,7] fi:1
v_mov_b32_dpp v80, v20 quad_perm:[0,0,2,3] row_mask:0x8 bank_mask:0x3 bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 quad_perm:[0,0,3,1] row_mask:0xb bank_mask:0xb bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 quad_perm:[0,0,3,2] row_mask:0x9 bank_mask:0x7
v_mov_b32_dpp v80, v20 quad_perm:[0,3,1,2] row_mask:0x3 bank_mask:0x5 bound_ctrl:1
v_mov_b32_dpp v80, v20 quad_perm:[0,3,2,3] row_mask:0x1 bank_mask:0xc bound_ctrl:1
v_mov_b32_dpp v80, v20 quad_perm:[1,1,0,2] row_mask:0xc bank_mask:0x5
v_mov_b32_dpp v80, v20 quad_perm:[1,2,2,1] row_mask:0x2 bank_mask:0xf fi:1
v_mov_b32_dpp v80, v20 quad_perm:[1,2,3,2] row_mask:0x8 bank_mask:0x1 bound_ctrl:1
v_mov_b32_dpp v80, v20 quad_perm:[1,3,3,2] row_mask:0x7 bank_mask:0xa bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 quad_perm:[2,3,1,0] row_mask:0xa bank_mask:0x6 bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 quad_perm:[3,0,0,1] row_mask:0xa bank_mask:0xb fi:1
v_mov_b32_dpp v80, v20 quad_perm:[3,1,0,3] row_mask:0x6 bank_mask:0x0 bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 quad_perm:[3,1,3,2] row_mask:0xc bank_mask:0x6 bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 row_ror:3 row_mask:0x8 bank_mask:0x8 bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 row_shl:7 row_mask:0x6 bank_mask:0xf bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 row_xmask:14 row_mask:0xa bank_mask:0xb bound_ctrl:1 fi:1
v_mov_b32_dpp v80, v20 row_xmask:8 row_mask:0x7 bank_mask:0xb bound_ctrl:1
v_mov_b32_e32 v80, v20
v_mov_b32_e64 v80, v20
v_movreld_b32_e32 v80, v20
v_movreld_b32_e64 v80, v20
v_movrels_b32_e32 v80, v20
v_movrels_b32_e64 v80, v20
v_movrelsd_2_b32_e32 v80, v20
v_movrelsd_2_b32_e64 v80, v20
v_movrelsd_b32_e32 v80, v20
v_movrelsd_b32_e64 v80, v20
v_mqsad_pk_u16_u8 v[80:81], v[20:21], v40, v[60:61]
v_mqsad_u32_u8 v[80:83], v[20:21], v40, v[60:63]
v_msad_u8 v80, v20, v40, v60
v_mul_dx9_zero_f32_e32 v80, v20, v40
v_mul_dx9_zero_f32_e64 v80, v20, v40
v_mul_f16_e32 v80, v20, v40
v_mul_f16_e64 v80, v20, v40
v_mul_f32_e32 v80, v20, v40
v_mul_f32_e64 v80, v20, v40
v_mul_f64_e32 v[80:81], v[20:21], v[40:41]
v_mul_f64_e64 v[80:81], v[20:21], v[40:41]
v_mul_hi_i32 v80, v20, v40
v_mul_hi_i32_i24_e32 v80, v20, v40
v_mul_hi_i32_i24_e64 v80, v20, v40
v_mul_hi_u32 v80, v20, v40
v_mul_hi_u32_u24_e32 v80, v20, v40
v_mul_hi_u32_u24_e64 v80, v20, v40
v_mul_i32_i24_e32 v80, v20, v40
v_mul_i32_i24_e64 v80, v20, v40
v_mul_lo_u16 v80, v20, v40
v_mul_lo_u32 v80, v20, v40
v_mul_u32_u24_e32 v80, v20, v40
v_mul_u32_u24_e64 v80, v20, v40
v_mullit_f32 v80, v20, v40, v60
v_nop
v_not_b16_e32 v80, v20
v_not_b16_e64 v80, v20
v_not_b32_e32 v80, v20
v_not_b32_e64 v80, v20
v_or3_b32 v80, v20, v40, v60
v_or_b16 v80, v20, v40
v_or_b32_e32 v80, v20, v40
v_or_b32_e64 v80, v20, v40
v_pack_b32_f16 v80, v20, v40
v_perm_b32 v80, v20, v40, v60
v_permlane16_b32 v80, v20, s0, s0
v_permlane16_var_b32 v80, v20, v40
v_permlane64_b32 v80, v20
v_permlanex16_b32 v80, v20, s0, s0
v_permlanex16_var_b32 v80, v20, v40
v_pipeflush
v_pk_add_f16 v80, v20, v40
v_pk_add_i16 v80, v20, v40
v_pk_add_u16 v80, v20, v40
v_pk_ashrrev_i16 v80, v20, v40
v_pk_fma_f16 v80, v20, v40, v60
v_pk_fmac_f16 v80, v20, v40
v_pk_lshlrev_b16 v80, v20, v40
v_pk_lshrrev_b16 v80, v20, v40
v_pk_mad_i16 v80, v20, v40, v60
v_pk_mad_u16 v80, v20, v40, v60
v_pk_max_i16 v80, v20, v40
v_pk_max_num_f16 v80, v20, v40
v_pk_max_u16 v80, v20, v40
v_pk_maximum_f16 v80, v20, v40
v_pk_min_i16 v80, v20, v40
v_pk_min_num_f16 v80, v20, v40
v_pk_min_u16 v80, v20, v40
v_pk_minimum_f16 v80, v20, v40
v_pk_mul_f16 v80, v20, v40
v_pk_mul_lo_u16 v80, v20, v40
v_pk_sub_i16 v80, v20, v40
v_pk_sub_u16 v80, v20, v40
v_qsad_pk_u16_u8 v[80:81], v[20:21], v40, v[60:61]
v_rcp_f16_e32 v80, v20
v_rcp_f16_e64 v80, v20
v_rcp_f32_e32 v80, v20
v_rcp_f32_e64 v80, v20
v_rcp_f64_e32 v[80:81], v[20:21]
v_rcp_f64_e64 v[80:81], v[20:21]
v_rcp_iflag_f32_e32 v80, v20
v_rcp_iflag_f32_e64 v80, v20
v_readfirstlane_b32 s80, v20
v_readlane_b32 s80, v20, s0
v_rndne_f16_e32 v80, v20
v_rndne_f16_e64 v80, v20
v_rndne_f32_e32 v80, v20
v_rndne_f32_e64 v80, v20
v_rndne_f64_e32 v[80:81], v[20:21]
v_rndne_f64_e64 v[80:81], v[20:21]
v_rsq_f16_e32 v80, v20
v_rsq_f16_e64 v80, v20
v_rsq_f32_e32 v80, v20
v_rsq_f32_e64 v80, v20
v_rsq_f64_e32 v[80:81], v[20:21]
v_rsq_f64_e64 v[80:81], v[20:21]
v_s_exp_f16 s80, s0
v_s_exp_f32 s80, s0
v_s_log_f16 s80, s0
v_s_log_f32 s80, s0
v_s_rcp_f16 s80, s0
v_s_rcp_f32 s80, s0
v_s_rsq_f16 s80, s0
v_s_rsq_f32 s80, s0
v_s_sqrt_f16 s80, s0
v_s_sqrt_f32 s80, s0
v_sad_hi_u8 v80, v20, v40, v60
v_sad_u16 v80, v20, v40, v60
v_sad_u32 v80, v20, v40, v60
v_sad_u8 v80, v20, v40, v60
v_sat_pk_u8_i16_e32 v80, v20
v_sat_pk_u8_i16_e64 v80, v20
v_sin_f16_e32 v80, v20
v_sin_f16_e64 v80, v20
v_sin_f32_e32 v80, v20
v_sin_f32_e64 v80, v20
v_sqrt_f16_e32 v80, v20
v_sqrt_f16_e64 v80, v20
v_sqrt_f32_e32 v80, v20
v_sqrt_f32_e64 v80, v20
v_sqrt_f64_e32 v[80:81], v[20:21]
v_sqrt_f64_e64 v[80:81], v[20:21]
v_sub_co_ci_u32_e32 v80, vcc, v20, v40, vcc
v_sub_co_ci_u32_e64 v80, s[0:1], v20, v40, s[0:1]
v_sub_co_u32 v80, s[0:1], v20, v40
v_sub_f16_e32 v80, v20, v40
v_sub_f16_e64 v80, v20, v40
v_sub_f32_e32 v80, v20, v40
v_sub_f32_e64 v80, v20, v40
v_sub_nc_i16 v80, v20, v40
v_sub_nc_i32 v80, v20, v40
v_sub_nc_u16 v80, v20, v40
v_sub_nc_u32_e32 v80, v20, v40
v_sub_nc_u32_e64 v80, v20, v40
v_subrev_co_ci_u32_e32 v80, vcc, v20, v40, vcc
v_subrev_co_ci_u32_e64 v80, s[0:1], v20, v40, s[0:1]
v_subrev_co_u32 v80, s[0:1], v20, v40
v_subrev_f16_e32 v80, v20, v40
v_subrev_f16_e64 v80, v20, v40
v_subrev_f32_e32 v80, v20, v40
v_subrev_f32_e64 v80, v20, v40
v_subrev_nc_u32_e32 v80, v20, v40
v_subrev_nc_u32_e64 v80, v20, v40
v_swap_b32 v80, v20
v_swaprel_b32 v80, v20
.long 0xcc534050, 0x1b065114  ; v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], -1/*Invalid immediate*/
.long 0xcc534050, 0x1a025114  ; v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], 0/*Invalid immediate*/
.long 0xcc534050, 0x1bfe5114, 0x00003c00  ; v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], 0x3c00/*Invalid immediate*/
.long 0xcc534050, 0x1bca5114  ; v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], 1.0/*Invalid immediate*/
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 index_key:1
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 index_key:2
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 neg_hi:[0,1,0]
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 neg_hi:[1,0,0]
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 neg_lo:[0,1,0]
v_swmmac_bf16_16x16x32_bf16 v[80:81], v[20:21], v[40:43], v60 neg_lo:[1,0,0]
.long 0xcc524050, 0x1b065114  ; v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], -1/*Invalid immediate*/
.long 0xcc524050, 0x1a025114  ; v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], 0/*Invalid immediate*/
.long 0xcc524050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], 0x3c00/*Invalid immediate*/
.long 0xcc524050, 0x1bca5114  ; v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], 1.0/*Invalid immediate*/
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 index_key:1
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 index_key:2
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 neg_hi:[0,1,0]
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 neg_hi:[1,0,0]
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 neg_lo:[0,1,0]
v_swmmac_f16_16x16x32_f16 v[80:81], v[20:21], v[40:43], v60 neg_lo:[1,0,0]
.long 0xcc514050, 0x1b065114  ; v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], -1/*Invalid immediate*/
.long 0xcc514050, 0x1a025114  ; v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], 0/*Invalid immediate*/
.long 0xcc514050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], 0x3c00/*Invalid immediate*/
.long 0xcc514050, 0x1bca5114  ; v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 index_key:1
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 index_key:2
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 neg_hi:[0,1,0]
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 neg_hi:[1,0,0]
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 neg_lo:[0,1,0]
v_swmmac_f32_16x16x32_bf16 v[80:83], v[20:21], v[40:43], v60 neg_lo:[1,0,0]
.long 0xcc5a4050, 0x1b065114  ; v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc5a4050, 0x1a025114  ; v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc5a4050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc5a4050, 0x1bca5114  ; v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], v60
v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_f32_16x16x32_bf8_bf8 v[80:83], v20, v[40:41], v60 index_key:2
.long 0xcc594050, 0x1b065114  ; v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc594050, 0x1a025114  ; v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc594050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc594050, 0x1bca5114  ; v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], v60
v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_f32_16x16x32_bf8_fp8 v[80:83], v20, v[40:41], v60 index_key:2
.long 0xcc504050, 0x1b065114  ; v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], -1/*Invalid immediate*/
.long 0xcc504050, 0x1a025114  ; v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], 0/*Invalid immediate*/
.long 0xcc504050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], 0x3c00/*Invalid immediate*/
.long 0xcc504050, 0x1bca5114  ; v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 index_key:1
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 index_key:2
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 neg_hi:[0,1,0]
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 neg_hi:[1,0,0]
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 neg_lo:[0,1,0]
v_swmmac_f32_16x16x32_f16 v[80:83], v[20:21], v[40:43], v60 neg_lo:[1,0,0]
.long 0xcc584050, 0x1b065114  ; v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc584050, 0x1a025114  ; v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc584050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc584050, 0x1bca5114  ; v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], v60
v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_f32_16x16x32_fp8_bf8 v[80:83], v20, v[40:41], v60 index_key:2
.long 0xcc574050, 0x1b065114  ; v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc574050, 0x1a025114  ; v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc574050, 0x1bfe5114, 0x00003c00  ; v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc574050, 0x1bca5114  ; v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], v60
v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_f32_16x16x32_fp8_fp8 v[80:83], v20, v[40:41], v60 index_key:2
.long 0xcc554050, 0x1b065114  ; v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, -1/*Invalid immediate*/
.long 0xcc554050, 0x1a025114  ; v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, 0/*Invalid immediate*/
.long 0xcc554050, 0x1bfe5114, 0x00003c00  ; v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, 0x3c00/*Invalid immediate*/
.long 0xcc554050, 0x1bca5114  ; v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, 1.0/*Invalid immediate*/
v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, v60
v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, v60 clamp
v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, v60 index_key:1
v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, v60 neg_lo:[0,1,0]
v_swmmac_i32_16x16x32_iu4 v[80:83], v20, v40, v60 neg_lo:[1,0,0]
.long 0xcc544050, 0x1b065114  ; v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc544050, 0x1a025114  ; v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc544050, 0x1bfe5114, 0x00003c00  ; v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc544050, 0x1bca5114  ; v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60 clamp
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60 index_key:2
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60 neg_lo:[0,1,0]
v_swmmac_i32_16x16x32_iu8 v[80:83], v20, v[40:41], v60 neg_lo:[1,0,0]
.long 0xcc564050, 0x1b065114  ; v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], -1/*Invalid immediate*/
.long 0xcc564050, 0x1a025114  ; v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], 0/*Invalid immediate*/
.long 0xcc564050, 0x1bfe5114, 0x00003c00  ; v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], 0x3c00/*Invalid immediate*/
.long 0xcc564050, 0x1bca5114  ; v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], 1.0/*Invalid immediate*/
v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], v60
v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], v60 clamp
v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], v60 index_key:1
v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], v60 neg_lo:[0,1,0]
v_swmmac_i32_16x16x64_iu4 v[80:83], v20, v[40:41], v60 neg_lo:[1,0,0]
v_trig_preop_f64 v[80:81], v[20:21], v40
v_trunc_f16_e32 v80, v20
v_trunc_f16_e64 v80, v20
v_trunc_f32_e32 v80, v20
v_trunc_f32_e64 v80, v20
v_trunc_f64_e32 v[80:81], v[20:21]
v_trunc_f64_e64 v[80:81], v[20:21]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], -1
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], 0
.long 0xcc434050, 0x1bfe5114, 0x00003c00  ; v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], 0x3c00
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], 1.0
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[0,0,1]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[0,1,0]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[1,0,0]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[0,0,1]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[0,1,0]
v_wmma_bf16_16x16x16_bf16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[1,0,0]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], -1
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], 0
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], 1.0
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[0,0,1]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[0,1,0]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_hi:[1,0,0]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[0,0,1]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[0,1,0]
v_wmma_f16_16x16x16_f16 v[80:81], v[20:21], v[40:41], v[60:61] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], -1
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], 0
.long 0xcc414050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], 0x3c00
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], 1.0
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[0,1,0]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[1,0,0]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[0,1,0]
v_wmma_f32_16x16x16_bf16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, -1
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, 0
.long 0xcc494050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, 0x3c00
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, 1.0
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, v[60:63]
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_bf8_bf8 v[80:83], v20, v40, v[60:63] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, -1
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, 0
.long 0xcc484050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, 0x3c00
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, 1.0
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, v[60:63]
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_bf8_fp8 v[80:83], v20, v40, v[60:63] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], -1
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], 0
.long 0xcc404050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], 0x3c00
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], 1.0
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[0,1,0]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_hi:[1,0,0]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[0,1,0]
v_wmma_f32_16x16x16_f16 v[80:83], v[20:21], v[40:41], v[60:63] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, -1
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, 0
.long 0xcc474050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, 0x3c00
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, 1.0
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, v[60:63]
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_fp8_bf8 v[80:83], v20, v40, v[60:63] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, -1
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, 0
.long 0xcc464050, 0x1bfe5114, 0x00003c00  ; v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, 0x3c00
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, 1.0
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, v[60:63]
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, v[60:63] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_fp8_fp8 v[80:83], v20, v40, v[60:63] neg_lo:[0,0,1]
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, -1
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, 0
.long 0xcc454050, 0x1bfe5114, 0x00003c00  ; v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, 0x3c00
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, 1.0
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, v[60:63]
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, v[60:63] clamp
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, v[60:63] neg_lo:[0,1,0]
v_wmma_i32_16x16x16_iu4 v[80:83], v20, v40, v[60:63] neg_lo:[1,0,0]
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, -1
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, 0
.long 0xcc444050, 0x1bfe5114, 0x00003c00  ; v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, 0x3c00
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, 1.0
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, v[60:63]
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, v[60:63] clamp
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, v[60:63] neg_lo:[0,1,0]
v_wmma_i32_16x16x16_iu8 v[80:83], v20, v40, v[60:63] neg_lo:[1,0,0]
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, -1
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, 0
.long 0xcc4a4050, 0x1bfe5114, 0x00003c00  ; v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, 0x3c00
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, 1.0
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, v[60:63]
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, v[60:63] clamp
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, v[60:63] neg_lo:[0,1,0]
v_wmma_i32_16x16x32_iu4 v[80:83], v20, v40, v[60:63] neg_lo:[1,0,0]
v_writelane_b32 v80, s0, s0
v_xad_u32 v80, v20, v40, v60
v_xnor_b32_e32 v80, v20, v40
v_xnor_b32_e64 v80, v20, v40
v_xor3_b32 v80, v20, v40, v60
v_xor_b16 v80, v20, v40
v_xor_b32_e32 v80, v20, v40
v_xor_b32_e64 v80, v20, v40
