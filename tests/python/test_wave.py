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
