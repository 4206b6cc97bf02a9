"""The wave API from Python: registers as numpy views, matrices through the layouts, one instruction at a time;
results against numpy and the layout tables."""

import numpy as np
import pytest

import wmmasim

WMMA = "v_wmma_f32_16x16x16_f16"


def small_integers(shape, seed):
    # Integers in [-8, 8]: exact in f16 and every product sum exact in f32, so numpy's result is the exact one.
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(np.float64)


@pytest.mark.parametrize("arch,wave_size", [("gfx1100", 32), ("gfx1201", 32), ("gfx1201", 64)])
def test_wmma_on_one_wave_matches_numpy(arch, wave_size):
    wave = wmmasim.Wave(arch, wave=wave_size, numerics="exact")
    a, b, c = small_integers((16, 16), 1), small_integers((16, 16), 2), small_integers((16, 16), 3)
    wave.load(WMMA, "A", 0, a)
    wave.load(WMMA, "B", 8, b)
    wave.load(WMMA, "C", 16, c)
    assert wave.run(WMMA, d=24, a=0, b=8, c=16) == {"replicas_differ": False, "partial_exec": False}
    np.testing.assert_array_equal(wave.read(WMMA, "D", 24), a @ b + c)
    np.testing.assert_array_equal(wave.read(WMMA, "A", 0), a)


def test_registers_are_numpy_views_placed_by_the_layout():
    wave = wmmasim.Wave("gfx1201")
    assert wave.vgprs.shape == (256, 32) and wave.vgprs.dtype == np.uint32
    codes = np.arange(256, dtype=np.uint32).reshape(16, 16) + 0x3c00
    wave.load_codes(WMMA, "A", 4, codes)
    registers = wave.vgprs  # a view: no copy, sees later writes
    for r in wmmasim.layout(WMMA, "A", arch="gfx1201").table():
        word = int(registers[4 + r["vgpr"], r["lane"]])
        assert (word >> r["bit_lo"]) & 0xFFFF == codes[r["row"], r["col"]]
    registers[4, :] = 0
    assert (wave.read_codes(WMMA, "A", 4)[:, :2] == 0).all()  # v4 holds k = 0, 1 of every row in gfx12 A
    wave.sgprs[3] = 7
    assert wave.sgprs[3] == 7
    wave.exec = 0xFFFF
    assert wave.exec == 0xFFFF
    with pytest.raises(IndexError):
        wave.load(WMMA, "A", 254, codes)


def test_partial_exec_and_modifiers_are_reported():
    wave = wmmasim.Wave("gfx1201", numerics="exact")
    wave.load(WMMA, "A", 0, np.eye(16))
    wave.load(WMMA, "B", 4, np.eye(16))
    wave.exec = 1
    assert wave.run(WMMA, d=8, a=0, b=4, c_constant=0)["partial_exec"] is True
    np.testing.assert_array_equal(wave.read(WMMA, "D", 8), np.eye(16))
    wave.exec = 0xFFFFFFFF
    # NEG[0] negates the low 16-bit half of each A dword (slot 0: even k in gfx12 A), NEG_HI[0] the high half.
    wave.run(WMMA, d=8, a=0, b=4, c_constant=0, neg=1)
    np.testing.assert_array_equal(wave.read(WMMA, "D", 8), np.diag([-1.0, 1.0] * 8))
    wave.run(WMMA, d=8, a=0, b=4, c_constant=0, neg=1, neg_hi=1)
    np.testing.assert_array_equal(wave.read(WMMA, "D", 8), -np.eye(16))


def test_transpose_load_follows_its_layout():
    wave = wmmasim.Wave("gfx1201")
    source = np.arange(32 * 8, dtype=np.uint16)  # lane L's run: elements 8L .. 8L+7
    base = wave.allocate("M", source)
    assert (wave.memory("M").view(np.uint16) == source).all()
    wave.global_load_tr("global_load_tr_b128", 10, [base + 16 * lane for lane in range(32)])
    for r in wmmasim.layout("global_load_tr_b128", arch="gfx1201").table():
        word = int(wave.vgprs[10 + r["vgpr"], r["lane"]])
        assert (word >> r["bit_lo"]) & 0xFFFF == source[8 * r["row"] + r["col"]]
    with pytest.raises(wmmasim.MemoryFault, match="nearest allocation 'M'"):
        wave.global_load_tr("global_load_tr_b128", 10, [base + 4096] * 32)


def test_wave_misuse():
    with pytest.raises(ValueError, match="unknown numerics"):
        wmmasim.Wave("gfx1201", numerics="fast")
    with pytest.raises(ValueError):
        wmmasim.Wave("gfx1201").run("v_wmma_f32_16x16x32_f16", d=0, a=0, b=0)  # a gfx950 name, not gfx12


# ---- any instruction by its encoding, assembled by llvm-mc-19 (an independent assembler) ------------------------

def assemble(llvm_mc, arch, text):
    import re
    import subprocess
    out = subprocess.run([llvm_mc, "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=text, check=True,
                         capture_output=True, text=True).stdout
    codes = re.search(r"encoding: \[([^\]]*)\]", out).group(1)
    return bytes(int(b, 16) for b in codes.split(","))


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
def test_execute_by_encoding_matches_numpy(llvm_mc, arch):
    wave = wmmasim.Wave(arch)
    rng = np.random.default_rng(5)
    v = wave.vgprs
    v[1] = rng.integers(0, 2**32, 32, dtype=np.uint32)
    v[2] = rng.integers(0, 2**32, 32, dtype=np.uint32)
    wave.execute(assemble(llvm_mc, arch, "v_add_nc_u32 v0, v1, v2"))
    assert (v[0] == v[1] + v[2]).all()  # numpy's uint32 addition wraps like the hardware's

    x, y, z = (rng.standard_normal(32).astype(np.float32) for _ in range(3))
    v[4], v[5], v[6] = x.view(np.uint32), y.view(np.uint32), z.view(np.uint32)
    wave.execute(assemble(llvm_mc, arch, "v_fma_f32 v3, v4, v5, v6"))
    # One rounding of the exact x*y+z: float64 holds x*y exactly, and the sum rounds once more only in rare ties.
    np.testing.assert_allclose(v[3].view(np.float32), (x.astype(np.float64) * y + z).astype(np.float32), rtol=1e-7)
    wave.execute(assemble(llvm_mc, arch, "v_cmp_gt_f32 vcc_lo, v4, v5"))
    assert wave.vcc == sum(1 << lane for lane in range(32) if x[lane] > y[lane])

    wave.sgprs[1], wave.sgprs[2] = 0xFFFFFFF0, 0x20
    wave.execute(assemble(llvm_mc, arch, "s_add_u32 s0, s1, s2"))
    assert wave.sgprs[0] == 0x10 and wave.scc  # carry out
    wave.execute(assemble(llvm_mc, arch, "s_mov_b32 s5, 0x12345678"))  # with a literal dword
    assert wave.sgprs[5] == 0x12345678


def test_execute_reaches_lds_and_global_memory(llvm_mc):
    wave = wmmasim.Wave("gfx1201")
    v = wave.vgprs
    v[7] = np.arange(32, dtype=np.uint32) * 4
    v[8] = np.arange(32, dtype=np.uint32) + 100
    wave.execute(assemble(llvm_mc, "gfx1201", "ds_store_b32 v7, v8 offset:16"))
    assert (wave.lds[16:16 + 128].view(np.uint32) == v[8]).all()
    data = np.arange(64, dtype=np.float32)
    base = wave.allocate("x", data)
    v[10] = (base + 8 * np.arange(32)) & 0xFFFFFFFF
    v[11] = base >> 32
    wave.execute(assemble(llvm_mc, "gfx1201", "global_load_b32 v12, v[10:11], off"))
    assert (v[12].view(np.float32) == data[::2]).all()
    v[10] = (base + 4096) & 0xFFFFFFFF
    before = v[12].copy()
    with pytest.raises(wmmasim.KernelFault, match="lane 0") as caught:
        wave.execute(assemble(llvm_mc, "gfx1201", "global_load_b32 v12, v[10:11], off"))
    assert caught.value.lane == 0 and caught.value.instruction.startswith("global_load_b32")
    assert (v[12] == before).all()  # a faulting instruction leaves the wave as it was


def test_execute_refuses_what_it_cannot_run(llvm_mc):
    wave = wmmasim.Wave("gfx1201")
    with pytest.raises(ValueError, match="2 instructions"):
        wave.execute(assemble(llvm_mc, "gfx1201", "s_nop 0") * 2)
    with pytest.raises(wmmasim.UnimplementedInstruction):
        wave.execute(0xFFFFFFFF)
    with pytest.raises(ValueError, match="whole dwords"):
        wave.execute(b"\x01\x02")
