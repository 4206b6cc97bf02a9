"""Kernels the build compiled, called from Python on numpy arrays and checked with numpy; timing against the CLI's
report of the same launch; faults as wmmasim.KernelFault."""

import json
import pathlib
import re
import subprocess

import numpy as np
import pytest

import wmmasim

RNG = np.random.default_rng(7)


def matmul_inputs():
    a = RNG.standard_normal((16, 16)).astype(np.float16)
    b = RNG.standard_normal((16, 16)).astype(np.float16)
    c = RNG.standard_normal((16, 16)).astype(np.float32)
    return a, b, c, np.zeros((16, 16), np.float32)


@pytest.mark.parametrize("arch,suffix,block", [("gfx1100", "", 32), ("gfx1201", "", 32), ("gfx1201", ".w64", 64)])
def test_wmma_matmul_matches_numpy(kernel_dir, arch, suffix, block):
    code = wmmasim.CodeObject(str(kernel_dir / f"wmma_matmul.{arch}{suffix}.hsaco"))
    assert code.arches == [arch] and list(code.kernels) == ["wmma_matmul"]
    kernel = code.kernels["wmma_matmul"]
    assert kernel.wave == block and [arg["kind"] for arg in kernel.arguments] == ["global_buffer"] * 4
    a, b, c, d = matmul_inputs()
    stats = kernel(1, block, a, b, c, d, arch=arch)  # d is written in place
    assert stats["waves"] == 1 and stats["workgroups"] == 1 and stats["wave_instructions"] > 10
    expected = a.astype(np.float64) @ b.astype(np.float64).T + c
    np.testing.assert_allclose(d, expected, rtol=1e-5, atol=1e-5)


def xorshift_reference(x, iterations):
    h = np.arange(1, x.size + 1, dtype=np.uint32)
    y = x.astype(np.float64)
    for _ in range(iterations):
        h ^= h << np.uint32(13)
        h ^= h >> np.uint32(17)
        h ^= h << np.uint32(5)
        y = (y * 0.75 + (h & 1023).astype(np.float64) / 1024).astype(np.float32).astype(np.float64)
    return y.astype(np.float32), h


def test_scalar_arguments_follow_the_metadata(kernel_dir):
    kernel = wmmasim.CodeObject(str(kernel_dir / "valu_chain.gfx1201.hsaco")).kernels["valu_chain"]
    assert [arg["kind"] for arg in kernel.arguments] == ["global_buffer"] * 3 + ["by_value"] * 2
    n, iterations = 512, 5
    x = RNG.standard_normal(n).astype(np.float32)
    y, h = np.zeros(n, np.float32), np.zeros(n, np.uint32)
    kernel(n // 256, 256, x, y, h, n, iterations)
    y_ref, h_ref = xorshift_reference(x, iterations)
    assert (h == h_ref).all()
    np.testing.assert_array_equal(y, y_ref)
    with pytest.raises(ValueError, match="does not fit"):
        kernel(2, 256, x, y, h, 2**40, iterations)
    with pytest.raises(TypeError, match="takes an integer"):
        kernel(2, 256, x, y, h, "512", iterations)


def test_two_dimensional_launch(kernel_dir):
    kernel = wmmasim.CodeObject(str(kernel_dir / "ck_register_transpose.gfx1100.hsaco")).kernels["ck_register_transpose"]
    rows, cols = 64, 128
    x = RNG.standard_normal((rows, cols)).astype(np.float16)
    x_t = np.zeros((cols, rows), np.float16)
    stats = kernel((cols // 64, rows // 64), (16, 16), x, x_t, rows, cols)
    assert stats["workgroups"] == 2
    assert (x_t.view(np.uint16) == x.T.view(np.uint16)).all()


def test_a_hip_executable_holds_both_targets(build_dir):
    """The HIP example program (host ELF with a .hip_fatbin, built by wmmasim-hipcc): CodeObject finds the code object
    of each target in it, and arch= picks one."""
    program = build_dir / "examples" / "hip" / "bin" / "hip_wmma_matmul"
    code = wmmasim.CodeObject(str(program))
    assert code.arches == ["gfx1100", "gfx1201"]
    kernel = code.kernels["wmma_matmul"]
    assert kernel.arches == ["gfx1100", "gfx1201"]
    a, b, c, d = matmul_inputs()
    expected = a.astype(np.float64) @ b.astype(np.float64).T + c
    for arch in ("gfx1100", "rdna4"):
        d[:] = 0
        kernel(1, 32, a, b, c, d, arch=arch)
        np.testing.assert_allclose(d, expected, rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="for gfx1100, gfx1201: pass arch="):
        kernel(1, 32, a, b, c, d)
    with pytest.raises(wmmasim.CodeObjectError):
        wmmasim.CodeObject(str(build_dir / "CMakeCache.txt"))


def test_timing_report_and_trace_match_the_cli(kernel_dir, tmp_path, cli):
    path = kernel_dir / "wmma_matmul.gfx1201.hsaco"
    kernel = wmmasim.CodeObject(str(path)).kernels["wmma_matmul"]
    a, b, c, d = matmul_inputs()
    trace = tmp_path / "trace.json"
    result = kernel(1, 32, a, b, c, d, timing=True, trace=str(trace))
    for name, array in zip("abcd", (a, b, c, d)):
        np.save(tmp_path / f"{name}.npy", array)
    report = tmp_path / "report.json"
    cli("run", path, "--kernel", "wmma_matmul", "--grid", 1, "--block", 32, *(f"--arg={i}=@{tmp_path / n}.npy"
        for i, n in enumerate("abcd")), "--report", report)
    expected = json.loads(report.read_text())
    assert result["timing"]["cycles"] == expected["cycles"] > 0
    assert result["timing"]["stalls"] == expected["stalls"]
    assert "traceEvents" in json.loads(trace.read_text())
    assert "timing" not in kernel(1, 32, a, b, c, d)


def test_a_fault_is_a_kernel_fault_with_its_location(kernel_dir):
    kernel = wmmasim.CodeObject(str(kernel_dir / "gemm_iu8.gfx1201.hsaco")).kernels["gemm_iu8"]
    m, n, k = 128, 96, 64
    # A holds 4 bytes in a 4 KiB page: rows 0..63 of K = 64 lie in that mapped page (a GPU reads them, so does the
    # simulator, with one warning line), rows 64..127 lie past it, in no allocation's page: those loads fault.
    a = np.zeros(4, np.int8)
    b_t = np.zeros((n, k), np.uint8)
    c = np.zeros((m, n), np.int32)
    with pytest.raises(wmmasim.KernelFault) as caught:
        kernel((n // 32, m // 32, 1), 128, a, b_t, c, m, n, k)
    fault = caught.value
    assert fault.kernel == "gemm_iu8" and fault.workgroup[1] >= 2
    assert fault.instruction.startswith("global_load")
    line = next(line for line in kernel.disassembly.splitlines() if line.startswith(f"pc {fault.pc:#x} "))
    assert fault.instruction in line
    assert 0 <= fault.lane < 32 and f"{fault.address:#x}" in str(fault)
    assert isinstance(fault, RuntimeError)
    # Its source line is the one llvm-objdump-19 prints for the instruction at the kernel's address + pc.
    assert fault.source_line == objdump_source_line(kernel_dir / "gemm_iu8.gfx1201.hsaco", "gemm_iu8", fault.pc)
    assert f"; source: {fault.source_line} (" in str(fault)  # then the calls it was inlined through


def test_a_fault_without_line_tables_has_no_source_line(build_dir):
    no_lines = build_dir / "tests" / "no_lines" / "gemm_lds_f16.gfx1201.hsaco"
    if not no_lines.exists():
        pytest.skip(f"{no_lines} not built (target wmmasim_no_lines_kernels)")
    kernel = wmmasim.CodeObject(str(no_lines)).kernels["gemm_lds_f16"]
    a = np.zeros(4, np.float16)
    with pytest.raises(wmmasim.KernelFault) as caught:
        kernel((4, 4, 1), 128, a, a, np.zeros(4, np.float32), 128, 128, 128)
    assert caught.value.pc is not None and caught.value.source_line is None
    assert "; source:" not in str(caught.value)


def objdump_source_line(code_object, kernel, pc):
    """'file.hip:N' of the instruction at `pc` bytes into `kernel`: the last line comment llvm-objdump-19
    --line-numbers prints before it (its path as the compiler recorded it, relative to the build folder)."""
    symbols = subprocess.run(["llvm-objdump-19", "-t", str(code_object)], check=True, capture_output=True, text=True)
    start = next(int(line.split()[0], 16) for line in symbols.stdout.splitlines() if line.endswith(f" {kernel}"))
    listing = subprocess.run(["llvm-objdump-19", "-d", "--line-numbers", str(code_object)], check=True,
                             capture_output=True, text=True).stdout
    current = None
    for line in listing.splitlines():
        if re.match(r"^; \S+:\d+$", line):
            current = line[2:]
        elif f"// {start + pc:012X}: " in line:
            path, number = current.rsplit(":", 1)
            return f"kernels/{pathlib.PurePath(path).name}:{number}"
    raise AssertionError(f"no instruction at {start + pc:#x} in {code_object}")


def test_launch_errors(kernel_dir, tmp_path):
    code = wmmasim.CodeObject(str(kernel_dir / "wmma_matmul.gfx1201.hsaco"))
    kernel = code["wmma_matmul"]
    a, b, c, d = matmul_inputs()
    with pytest.raises(TypeError, match="takes 4 arguments"):
        kernel(1, 32, a, b, c)
    with pytest.raises(TypeError, match="C-contiguous"):
        kernel(1, 32, a, b, c, np.zeros((16, 32), np.float32)[:, ::2])
    with pytest.raises(ValueError, match="for gfx1201, not gfx1100"):
        kernel(1, 32, a, b, c, d, arch="gfx1100")
    with pytest.raises(wmmasim.LaunchError):
        kernel(1, 0, a, b, c, d)
    with pytest.raises(ValueError, match="unknown numerics"):
        kernel(1, 32, a, b, c, d, numerics="fast")
    with pytest.raises(KeyError, match="no kernel 'gemm'"):
        code["gemm"]
    not_elf = tmp_path / "x.hsaco"
    not_elf.write_bytes(b"not a code object")
    with pytest.raises(wmmasim.CodeObjectError, match="x.hsaco"):
        wmmasim.CodeObject(str(not_elf))
    with pytest.raises(ValueError, match="cannot read"):
        wmmasim.CodeObject(str(tmp_path / "missing.hsaco"))


def test_the_simulator_runs_without_the_gil(kernel_dir):
    """While one thread's launch runs (a quarter of a second), another Python thread keeps running: the binding
    released the GIL. Held, the main loop below would stop for the whole launch: one gap as long as the run."""
    import threading
    import time
    kernel = wmmasim.CodeObject(str(kernel_dir / "valu_chain.gfx1201.hsaco")).kernels["valu_chain"]
    n = 256 * 8
    x, y, h = np.zeros(n, np.float32), np.zeros(n, np.float32), np.zeros(n, np.uint32)
    launch = threading.Thread(target=kernel, args=(8, 256, x, y, h, n, 2000))
    start = last = time.perf_counter()
    longest_gap = 0.0
    launch.start()
    while launch.is_alive():
        now = time.perf_counter()
        longest_gap, last = max(longest_gap, now - last), now
    launch.join()
    assert (h != 0).all()  # the launch ran
    assert longest_gap < (last - start) / 2, (longest_gap, last - start)


def test_kernels_by_source_name(build_dir):
    """A C++ kernel is found by the name its source gives it, as on the command line (tests/data/hip_app.hip)."""
    code = wmmasim.CodeObject(str(build_dir / "tests" / "hip_app" / "wmmasim_hip_app"))
    assert "_Z9wmma_gemmPKDF16_S0_Pfiii" in code.kernels
    by_symbol = code["_Z9wmma_gemmPKDF16_S0_Pfiii"]
    assert code["wmma_gemm"].name == by_symbol.name
    assert code["wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)"].name == by_symbol.name
    with pytest.raises(KeyError, match=r"no kernel 'gemm' \(it has: .*wmma_gemm\(_Float16 const\*"):
        code["gemm"]
