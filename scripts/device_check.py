#!/usr/bin/env python3
"""Diff every kernel in kernels/kernels.json on the simulator and on this machine's RDNA GPU; write a Markdown report.

Usage: scripts/device_check.py [--build-dir build/default] [--report device-report.md] [--seed N]

For each kernel built for the GPU's architecture (`wmmasim device`), random inputs of the manifest's dtypes and
shapes are written as .npy files and `wmmasim diff CODE_OBJECT ...` runs the kernel on both sides and compares every
output buffer. Exit codes: 0 every kernel equal, 1 some differ or failed, 2 bad usage, 3 no device.
Needs Python 3 with NumPy (Debian: python3-numpy).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# OCP E4M3 codes that are finite numbers of magnitude <= 4 (exponent field <= 9): safe random fp8 data.
FP8_SMALL_CODES = np.array([s << 7 | e << 3 | m for s in (0, 1) for e in range(10) for m in range(8)], dtype=np.uint8)


def evaluate(expression, values: dict[str, int]) -> int:
    """A manifest dimension: an integer or an expression of by-value argument names, e.g. 'N/64'."""
    if isinstance(expression, int):
        return expression
    if not re.fullmatch(r"[A-Za-z_0-9/*+\- ()]+", expression):
        raise ValueError(f"unsupported dimension expression {expression!r}")
    return int(eval(expression.replace("/", "//"), {"__builtins__": {}}, dict(values)))  # noqa: S307 (checked above)


def random_array(dtype: str, shape: list[int], rng: np.random.Generator) -> np.ndarray:
    if dtype == "f16":
        return (rng.integers(-8, 9, size=shape) / 4).astype(np.float16)
    if dtype == "f32":
        return rng.standard_normal(size=shape).astype(np.float32)
    if dtype == "bf16":  # no NumPy dtype: the top half of float32, stored as raw 2-byte values
        f = (rng.integers(-8, 9, size=shape) / 4).astype(np.float32)
        return (f.view(np.uint32) >> 16).astype(np.uint16).view("V2")
    if dtype == "fp8":
        return rng.choice(FP8_SMALL_CODES, size=shape)
    if dtype == "f64":
        return rng.standard_normal(size=shape)
    if dtype in ("i8", "u8", "i32", "u32", "u64"):
        info = np.iinfo({"i8": np.int8, "u8": np.uint8, "i32": np.int32, "u32": np.uint32, "u64": np.uint64}[dtype])
        low, high = max(info.min, -100), min(info.max, 100)
        return rng.integers(low, high + 1, size=shape).astype(info.dtype)
    raise ValueError(f"unsupported manifest dtype {dtype!r}")


def code_object(build_dir: str, name: str, arch: str, wave: int) -> str:
    suffix = ".w64" if wave == 64 else ""
    return os.path.join(build_dir, "kernels", f"{name}.{arch}{suffix}.hsaco")


def diff_kernel(wmmasim: str, kernel: dict, arch: str, build_dir: str, work: str, rng) -> tuple[str, str]:
    values = {a["name"]: a["default"] for a in kernel["args"] if a["kind"] == "value"}
    command = [wmmasim, "diff", code_object(build_dir, kernel["name"], arch, kernel["wave"]), "--kernel",
               kernel["name"], "--grid", ",".join(str(evaluate(g, values)) for g in kernel["grid"]),
               "--block", ",".join(str(b) for b in kernel["block"])]
    for position, arg in enumerate(kernel["args"]):
        if arg["kind"] == "value":
            command += ["--arg", f"{position}={arg['default']}"]
            continue
        shape = [evaluate(d, values) for d in arg["shape"]]
        data = random_array(arg["dtype"], shape, rng)
        if arg["kind"] == "buffer_out":
            data = np.zeros_like(data)
        if "start" in arg:  # inout buffers with start values (histogram bins, atomic accumulators)
            start = [float(v) if isinstance(v, str) else v for v in arg["start"]]
            data = np.resize(np.array(start, dtype=data.dtype), shape)
        path = os.path.join(work, f"{kernel['name']}_{position}.npy")
        np.save(path, data)
        command += ["--arg", f"{position}=@{path}"]
    result = subprocess.run(command, capture_output=True, text=True)
    outcome = {0: "equal", 1: "DIFFERENT", 3: "no device"}.get(result.returncode, f"error (exit {result.returncode})")
    details = (result.stdout + result.stderr).strip().replace("\n", "<br>")
    return outcome, details


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build", "default"))
    parser.add_argument("--report", default="device-report.md")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    wmmasim = os.path.join(args.build_dir, "cli", "wmmasim")
    if not os.access(wmmasim, os.X_OK):
        print(f"device_check: {wmmasim} not found: build first (scripts/device-check.sh does)", file=sys.stderr)
        return 2
    device = subprocess.run([wmmasim, "device"], capture_output=True, text=True)
    if device.returncode != 0:
        sys.stderr.write(device.stderr)
        return device.returncode
    info = dict(line.split(": ", 1) for line in device.stdout.strip().splitlines())
    arch = info["arch"]
    manifest = json.load(open(os.path.join(ROOT, "kernels", "kernels.json")))
    kernels = [k for k in manifest["kernels"] if arch in k["targets"]]
    if not kernels:
        print(f"device_check: no kernel in kernels.json is built for {arch}", file=sys.stderr)
        return 2

    rng = np.random.default_rng(args.seed)
    rows, failures = [], 0
    with tempfile.TemporaryDirectory(prefix="wmmasim_device_check_") as work:
        for i, kernel in enumerate(kernels, 1):
            print(f"[{i}/{len(kernels)}] {kernel['name']} (wave{kernel['wave']})", flush=True)
            outcome, details = diff_kernel(wmmasim, kernel, arch, args.build_dir, work, rng)
            failures += outcome != "equal"
            rows.append(f"| `{kernel['name']}` | wave{kernel['wave']} | {outcome} | {details} |")

    partial = args.report + ".partial"
    with open(partial, "w") as report:
        report.write(f"# wmmasim device check\n\nDevice: {info['name']} ({arch}, {info['compute units']} CUs). "
                     f"Seed {args.seed}. {len(kernels) - failures} of {len(kernels)} kernels equal.\n\n"
                     "| kernel | wave | result | details |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")
    os.replace(partial, args.report)
    print(f"device_check: {len(kernels) - failures}/{len(kernels)} equal; report in {args.report}")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
