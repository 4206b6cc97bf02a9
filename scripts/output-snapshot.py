#!/usr/bin/python3
"""Writes what `wmmasim` prints and writes for every kernel in kernels/ into one folder, so that two builds can be
compared byte for byte (`diff -r`): a refactoring must not change any of it.

  /usr/bin/python3 scripts/output-snapshot.py BUILD_DIR OUT_DIR   (Debian python3 with python3-numpy)

For every code object: `wmmasim disasm`; for every kernel of kernels/kernels.json on every target: `wmmasim run`
with deterministic inputs at the manifest's default sizes, with --timing --report --trace --timeline, its output
buffers, stdout and stderr. Also `wmmasim kernels`. Needs python3-numpy."""
import json
import pathlib
import subprocess
import sys

import numpy as np

DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i32": np.int32, "u32": np.uint32, "u64": np.uint64,
          "i8": np.int8, "u8": np.uint8, "bf16": np.uint16, "fp8": np.uint8}  # bf16/fp8: bit patterns


def evaluate(expr, values):
    return int(eval(str(expr), {"__builtins__": {}}, values))  # manifest expressions: names, * and /


def run(cmd, out_dir, name, cwd=None):
    result = subprocess.run(cmd, capture_output=True, cwd=cwd)
    (out_dir / f"{name}.stdout").write_bytes(result.stdout)
    (out_dir / f"{name}.stderr").write_bytes(result.stderr.replace(str(out_dir).encode(), b"OUT"))
    (out_dir / f"{name}.exit").write_text(f"{result.returncode}\n")


def main():
    build, out = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    wmmasim = str(build / "cli" / "wmmasim")
    source = pathlib.Path(__file__).resolve().parent.parent
    manifest = json.loads((source / "kernels" / "kernels.json").read_text())["kernels"]
    for code_object in sorted((build / "kernels").glob("*.hsaco")):
        # From the code object's folder: the listing names the file as given, the same for every build folder.
        run([wmmasim, "disasm", code_object.name], out, f"disasm.{code_object.name}", cwd=code_object.parent)
    run([wmmasim, "kernels", str(build / "kernels")], out, "kernels")
    rng = np.random.default_rng(7)
    for kernel in manifest:
        values = {a["name"]: a["default"] for a in kernel["args"] if a["kind"] == "value"}
        for target in kernel["targets"]:
            code_object = build / "kernels" / f"{kernel['name']}.{target}.hsaco"
            if not code_object.exists():
                continue
            tag = f"run.{kernel['name']}.{target}"
            cmd = [wmmasim, "run", str(code_object), "--kernel", kernel["name"],
                   "--grid", ",".join(str(evaluate(g, values)) for g in kernel["grid"]),
                   "--block", ",".join(str(b) for b in kernel["block"]), "--timing",
                   "--report", str(out / f"{tag}.report.json"), "--trace", str(out / f"{tag}.trace.json"),
                   "--timeline", str(out / f"{tag}.timeline.csv")]
            for i, arg in enumerate(kernel["args"]):
                if arg["kind"] == "value":
                    cmd += ["--arg", f"{i}={arg['default']}"]
                    continue
                shape = [evaluate(s, values) for s in arg["shape"]]
                dtype = DTYPES[arg["dtype"]]
                data = rng.standard_normal(shape) if np.issubdtype(dtype, np.floating) else rng.integers(-4, 5, shape)
                path = out / f"{tag}.in{i}.npy"
                np.save(path, data.astype(dtype) if arg["kind"] == "buffer_in" else np.zeros(shape, dtype))
                cmd += ["--arg", f"{i}=@{path}"]
                if arg["kind"] == "buffer_out":
                    cmd += ["--out", f"{i}={out / f'{tag}.out{i}.npy'}"]
            run(cmd, out, tag)


if __name__ == "__main__":
    main()
