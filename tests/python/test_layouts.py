"""wmmasim's layout functions against the wmmasim CLI (`wmmasim layout`), and the algebra and descriptors against
numpy."""

import csv
import io

import numpy as np
import pytest

import wmmasim

ARCHES = ["gfx1100", "gfx1201"]


def cli_rows(cli, *args):
    return list(csv.DictReader(io.StringIO(cli("layout", *args, "--format", "csv"))))


@pytest.mark.parametrize("arch", ARCHES)
def test_instructions_match_the_cli_list(cli, arch):
    listed = cli("layout", "--arch", arch, "--list", "--format", "json", parse_json=True)["instructions"]
    ours = wmmasim.instructions(arch)
    assert [i.mnemonic for i in ours] == [e["mnemonic"] for e in listed]
    for instruction, entry in zip(ours, listed):
        assert instruction.kind == entry["kind"]
        assert instruction.opcode == entry["opcode"]
        for wave in (32, 64):
            assert instruction.vgprs(wave) == entry[f"vgprs_wave{wave}"]
        if instruction.kind != "transpose_load":
            assert instruction.shape == (entry["m"], entry["n"], entry["k"])
            assert (instruction.a_type, instruction.b_type, instruction.cd_type) == (
                entry["a_type"], entry["b_type"], entry["cd_type"])
            assert instruction.cycles == entry["cycles"]
            assert instruction.flops == entry["flops"]


def operands_of(instruction):
    if instruction.kind == "transpose_load":
        return [None]
    return ["A", "B", "D", "index"] if instruction.kind == "swmmac" else ["A", "B", "C", "D"]


@pytest.mark.parametrize("arch", ARCHES)
@pytest.mark.parametrize("wave", [32, 64])
def test_every_table_matches_the_cli_csv(cli, arch, wave):
    """Every operand of every instruction: table() and to_csv() are the CLI's CSV, row for row."""
    for instruction in wmmasim.instructions(arch):
        rows = cli_rows(cli, "--arch", arch, "--instr", instruction.mnemonic, "--wave", wave)
        for operand in operands_of(instruction):
            layout = wmmasim.layout(instruction.mnemonic, operand, arch=arch, wave=wave)
            expected = [r for r in rows if r["matrix"] == layout.matrix]
            table = layout.table()
            assert table.dtype.names == ("lane", "vgpr", "bit_lo", "bit_hi", "row", "col")
            got = [{k: str(v) for k, v in zip(table.dtype.names, row)} for row in table.tolist()]
            assert got == [{k: r[k] for k in table.dtype.names} for r in expected], (instruction.mnemonic, operand)
            csv_lines = cli("layout", "--arch", arch, "--instr", instruction.mnemonic, "--wave", wave,
                            *(["--operand", operand] if operand else []), "--format", "csv") if operand == "A" else None
            if csv_lines is not None:
                assert layout.to_csv() == csv_lines


@pytest.mark.parametrize("arch,instr,element", [
    ("gfx1201", "v_wmma_f32_16x16x16_f16", ("A", 3, 5)),
    ("gfx1100", "v_wmma_f32_16x16x16_f16", ("A", 7, 9)),   # gfx11 A is replicated: two locations
    ("gfx1100", "v_wmma_f32_16x16x16_f16", ("B", 12, 2)),
    ("gfx1201", "v_wmma_i32_16x16x16_iu4", ("D", 15, 0)),
    ("gfx1201", "v_swmmac_f32_16x16x32_f16", ("index", 4, 6)),
])
def test_where_matches_get_register(cli, arch, instr, element):
    operand, row, col = element
    flags = {"A": ("-I", row, "-K", col), "B": ("-K", row, "-J", col), "D": ("-I", row, "-J", col),
             "index": ("-I", row, "-K", col)}[operand]
    expected = cli("layout", "--arch", arch, "--instr", instr, "--operand", operand, "--get-register", *flags,
                   "--format", "json", parse_json=True)["locations"]
    got = wmmasim.layout(instr, operand, arch=arch).where(row, col)
    assert got == [wmmasim.Location(e["lane"], e["vgpr"], e["bit_lo"], e["bit_hi"]) for e in expected]
    assert got[0].lane == expected[0]["lane"]  # named fields
    if arch == "gfx1100" and operand in "AB":
        assert len(got) == 2


@pytest.mark.parametrize("lane,vgpr,bit", [(0, 0, 0), (17, 2, 20), (31, 3, 31), (5, 1, 15)])
def test_element_matches_get_element(cli, lane, vgpr, bit):
    for arch, operand in (("gfx1201", "A"), ("gfx1100", "D")):
        layout = wmmasim.layout("v_wmma_f16_16x16x16_f16", operand, arch=arch)
        if vgpr >= layout.vgprs:
            continue
        expected = cli("layout", "--arch", arch, "--instr", "v_wmma_f16_16x16x16_f16", "--operand", operand,
                       "--get-element", "--lane", lane, "--vgpr", vgpr, "--bit", bit, "--format", "json",
                       parse_json=True)["element"]
        got = layout.element(lane, vgpr, bit)
        assert got == (None if expected is None else wmmasim.Element(expected["row"], expected["col"]))


def test_gfx11_element_in_the_unused_half_is_none():
    # gfx11 16-bit D lives in bits [15:0] with OPSEL[2] = 0: bits 16-31 hold nothing.
    assert wmmasim.layout("v_wmma_f16_16x16x16_f16", "D", arch="gfx1100").element(0, 0, 20) is None
    assert wmmasim.layout("v_wmma_f16_16x16x16_f16", "D", arch="gfx1100", opsel=4).element(0, 0, 20) is not None


@pytest.mark.parametrize("fmt", ["markdown", "svg", "html", "text", "json"])
def test_renderings_are_the_cli_output(cli, fmt):
    layout = wmmasim.layout("v_wmma_f16_16x16x16_f16", "D", arch="gfx1100", opsel=4)
    expected = cli("layout", "--arch", "gfx1100", "--instr", "v_wmma_f16_16x16x16_f16", "--operand", "D",
                   "--opsel", "4", "--format", fmt)
    method = {"markdown": layout.to_markdown, "svg": layout.to_svg, "html": layout.to_html,
              "text": layout.to_text, "json": layout.to_json}[fmt]
    assert method() == expected
    if fmt == "svg":
        assert layout._repr_svg_() == expected
    if fmt == "html":
        assert layout._repr_html_() == expected


def test_color_by_col_is_the_cli_output(cli):
    layout = wmmasim.layout("v_wmma_f32_16x16x16_f16", "B", arch="gfx1201", wave=64)
    assert layout.to_svg(color_by="col") == cli("layout", "--arch", "gfx1201", "--instr", "v_wmma_f32_16x16x16_f16",
                                                "--operand", "B", "--wave", 64, "--format", "svg", "--color-by", "col")


def test_transpose_load_layout_matches_the_cli(cli):
    layout = wmmasim.layout("global_load_tr_b128", arch="gfx1201")
    assert layout.matrix == "M"
    assert layout.to_csv() == cli("layout", "--arch", "gfx1201", "--instr", "global_load_tr_b128", "--format", "csv")


def test_properties_describe_the_layout(cli):
    layout = wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1100", wave=64)
    detail = cli("layout", "--arch", "gfx1100", "--instr", "v_wmma_f32_16x16x16_f16", "--operand", "A", "--wave", 64,
                 "--detail")
    assert layout.formula in detail
    assert (layout.shape, layout.wave, layout.element_bits, layout.copies) == ((16, 16), 64, 16, 4)
    assert f"{layout.vgprs} VGPRs" in detail and "4 copies" in detail
    assert "wave64" in repr(layout)


def test_misuse_raises_python_errors():
    with pytest.raises(ValueError, match="unknown arch"):
        wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx900")
    with pytest.raises(ValueError, match="unknown instruction"):
        wmmasim.layout("v_wmma_nonsense", "A", arch="gfx1201")
    with pytest.raises(ValueError, match="no OPSEL-dependent layout"):
        wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1201", opsel=4)
    with pytest.raises(ValueError, match="gfx12 only"):
        wmmasim.layout("global_load_tr_b64", arch="gfx1100")
    with pytest.raises(ValueError, match="wave=48"):
        wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1201", wave=48)
    layout = wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1201")
    with pytest.raises(IndexError):
        layout.where(16, 0)
    with pytest.raises(IndexError):
        layout.element(32, 0, 0)


# ---- the algebra, checked through the tables ----------------------------------------------------------------

def elements_by_location(layout):
    return {(r["lane"], r["vgpr"], r["bit_lo"]): (r["row"], r["col"]) for r in layout.table()}


def test_contiguous_eight_is_a_k_permutation_of_runs_of_four():
    hardware = wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1201")
    # Most software's gfx12 16-bit A: lane = m + 16*(k/8), the 8 k of a lane in order (docs/layouts.md).
    loader = wmmasim.layout_from_plan(hardware, slot="k0", vgpr="k1 k2", lane="x0 x1 x2 x3 k3")
    order, permutation = wmmasim.classify_k_order(hardware, loader)
    assert order == "K-permuted"
    assert sorted(permutation) == list(range(16)) and permutation != list(range(16))
    # Independently: at every register location, the loader's k is permutation[hardware's k] and m is the same.
    hw, ld = elements_by_location(hardware), elements_by_location(loader)
    assert hw.keys() == ld.keys()
    for location, (m, k) in hw.items():
        assert ld[location] == (m, permutation[k])
    b_hw = wmmasim.layout("v_wmma_f32_16x16x16_f16", "B", arch="gfx1201")
    b_ld = wmmasim.layout_from_plan(b_hw, slot="k0", vgpr="k1 k2", lane="x0 x1 x2 x3 k3")
    assert wmmasim.classify_k_order(hardware, loader, b_hw, b_ld)[0] == "K-permuted"
    assert wmmasim.compare_up_to_permutation(hardware, loader, 1) == ("permuted", permutation)
    assert wmmasim.compare_up_to_permutation(hardware, hardware, 0)[0] == "exact"


def test_check_feed_and_transpose():
    d = wmmasim.layout("v_wmma_f32_16x16x16_f16", "D", arch="gfx1201")
    b = wmmasim.layout("v_wmma_f32_16x16x16_f16", "B", arch="gfx1201")
    lane_local, permutation = wmmasim.check_feed(d, b)
    assert lane_local is False and permutation is not None
    # With B's k taken from D's row permutation[k], every lane already holds what it needs: check on the tables.
    d_lanes = {(r["row"], r["col"]): r["lane"] for r in d.table()}
    for r in b.table():
        assert d_lanes[(permutation[r["row"]], r["col"])] == r["lane"]
    t = wmmasim.transposed(d)
    assert wmmasim.is_transpose(d, t) and not wmmasim.is_transpose(d, d)
    for r in d.table()[:40]:
        assert t.element(r["lane"], r["vgpr"], r["bit_lo"]) == (r["col"], r["row"])


def test_linear_layout_is_the_layout_map():
    layout = wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1201")
    m = layout.map
    assert [name for name, _ in m.in_dims] == ["lane", "vgpr", "slot"]
    for r in layout.table():
        slot = (r["bit_lo"] - layout.bit_offset) // layout.element_bits
        assert m.apply([r["lane"], r["vgpr"], slot]) == [r["row"], r["col"]]
    assert m.compose(m.invert()) == wmmasim.LinearLayout.identity(m.in_dims)
    assert m.rank == 8 and m.is_injective and m.is_surjective and m.kernel() == []
    gfx11 = wmmasim.layout("v_wmma_f32_16x16x16_f16", "A", arch="gfx1100").map
    assert len(gfx11.kernel()) == 1 and not gfx11.is_injective  # one replica bit: lanes 16-31 copy 0-15
    swap = wmmasim.LinearLayout([("x", 1), ("y", 1)], [("a", 1), ("b", 1)], [[[0, 1]], [[1, 0]]])
    assert swap.apply([1, 0]) == [0, 1] and str(swap).startswith("x:")
    with pytest.raises(ValueError):
        gfx11.invert()


def test_tensor_descriptors_match_numpy():
    packed = wmmasim.TensorDescriptor.packed([3, 4, 5])
    assert (packed.offsets() == np.arange(60).reshape(3, 4, 5)).all()
    assert packed.offset(2, 1, 3) == np.ravel_multi_index((2, 1, 3), (3, 4, 5))
    column_major = wmmasim.TensorDescriptor.naive([4, 6], [1, 4])
    assert (column_major.offsets() == np.arange(24).reshape(6, 4).T).all()
    T = wmmasim.Transform
    transposed = wmmasim.TensorDescriptor.packed([4, 4]).transform([T.pass_through(4), T.pass_through(4)],
                                                                   [[1], [0]], [[0], [1]])
    assert (transposed.offsets() == np.arange(16).reshape(4, 4).T).all()
    # Unmerge then merge: (8,) -> (2, 4) -> (8,) is the identity.
    split = wmmasim.TensorDescriptor.packed([8]).transform([T.unmerge([2, 4])], [[0]], [[0, 1]])
    assert split.lengths == [2, 4] and (split.offsets() == np.arange(8).reshape(2, 4)).all()
    fused = split.transform([T.merge([2, 4])], [[0, 1]], [[0]])
    assert (fused.offsets() == np.arange(8)).all()
    with pytest.raises(IndexError):
        packed.offset(3, 0, 0)
