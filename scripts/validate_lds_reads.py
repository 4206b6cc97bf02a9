#!/usr/bin/env python3
"""Compare the timing model with measured LDS read latencies on an RX 9070 XT and a Radeon PRO W7900
(tests/data/published/lds_read_rx9070xt.csv, lds_read_w7900.csv).

The measurements are nod-ai/amd-shark-ai's `lds_phase_mask` benchmark (docs/empirical-lds/harness, MIT): 4096
workgroups of one wave32; after a barrier each lane reads one LDS element 64 times (`ds_load_b32`, `_b64` or `_b128`,
lane l at l x stride bytes), then a barrier; the table is the mean over waves of a timer between the two barriers.
On the RX 9070 XT (gfx1201) the timer is `clock64()`, shader cycles, which clang compiles to `s_getreg_b32` of
SHADER_CYCLES_HI, _LO, _HI; the prediction is then the mean over waves of the cycles between the issue of the first
and of the second SHADER_CYCLES_LO read. On the W7900 (gfx1100) it is `wall_clock64()`, ticks of the 100 MHz
real-time counter, turned into cycles at the machine's `clock_mhz` (its peak clock: the benchmark's clock is not
given); with Debian's HIP headers `wall_clock64()` is a constant on gfx11, so the prediction there is the mean over
waves of the cycles from the barrier before the reads to the one after them. The benchmark's code is not in this
repository: give the user's own build of bench/lds_phase_mask.hip.cpp for the card's target (docs/timing.md, "LDS
reads measured on an RX 9070 XT").

  scripts/validate_lds_reads.py --program FILE [--card rx9070xt|w7900] [--wmmasim build/default/cli/wmmasim] [--check]
  scripts/validate_lds_reads.py --predictions FILE [--card ...] [--check]   # recorded predictions (CSV: width_bits,
                                                                            # stride_bytes,predicted_cycles)

For each access width the program's launch is recorded (`wmmasim exec --record`) and its code object is then run
per stride with `wmmasim run --timing --machine CARD --timeline`. Prints a Markdown table (width, stride, measured,
predicted, error); --check then exits 1 when a row is off by more than 15 %.
Exit codes: 0, 1 (--check: a miss), 2 (bad input), 77 (--program-env names an unset variable: nothing to run).
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile

import validation_inputs

PUBLISHED = os.path.join(validation_inputs.ROOT, "tests", "data", "published")
# Per card: its table, the target its build is for, and how a wave's timed interval is found in a timeline.
CARDS = {"rx9070xt": ("lds_read_rx9070xt.csv", "gfx1201", "timer"),
         "w7900": ("lds_read_w7900.csv", "gfx1100", "barriers")}
WALL_CLOCK_MHZ = 100  # wall_clock64()'s counter (docs/runtime.md, WallClockRate)
TOLERANCE = 0.15
BLOCKS, LANES = 4096, 32  # the benchmark's grid (BLOCKS) and its wave32
# Per width the kernel's element type (int, uint2, uint4) as .npy dtype, and its `init` argument by value.
DTYPE = {32: "<i4", 64: "<u4", 128: "<u4"}
INIT = {32: "1", 64: "1,1", 128: "1,1,1,1"}


def record_launch(wmmasim, program, width, tmp):
    """Records the benchmark's launch at `width` bits; returns (code object, kernel name)."""
    folder = os.path.join(tmp, f"record{width}")
    subprocess.run([wmmasim, "exec", "--record", folder, "--", program], check=True, stdout=subprocess.DEVNULL,
                   input=f"{width} 0x{(1 << LANES) - 1:x} 1 {LANES}\n", text=True)
    case = os.path.join(folder, "launch-0000")
    with open(os.path.join(case, "case.json")) as f:
        kernel = json.load(f)["kernel"]
    return os.path.join(case, "code_object.hsaco"), kernel


def timed_cycles(timeline, interval):
    with open(timeline) as f:
        rows = list(csv.DictReader(f))
    return timer_cycles(rows) if interval == "timer" else barrier_cycles(rows)


def barrier_cycles(rows):
    """The mean over waves of the cycles from the barrier before the first LDS read to the first barrier after the
    last one."""
    waves = {}
    for r in rows:
        waves.setdefault((r["workgroup"], r["wave"]), []).append(r)
    spans = []
    for wave in waves.values():
        reads = [int(r["issue_cycle"]) for r in wave if r["mnemonic"].startswith("ds_load")]
        barriers = [int(r["issue_cycle"]) for r in wave if r["mnemonic"] == "s_barrier"]
        before = [b for b in barriers if reads and b <= min(reads)]
        after = [b for b in barriers if reads and b >= max(reads)]
        if before and after:
            spans.append(min(after) - max(before))
    if not spans:  # not the benchmark's kernel: bad input (exit 2), not a miss (exit 1)
        print("validate_lds_reads.py: no wave with LDS reads between two barriers in the timed kernel", file=sys.stderr)
        sys.exit(2)
    return statistics.mean(spans)


def timer_cycles(rows):
    """The mean over waves of the cycles between the two SHADER_CYCLES_LO reads (the 2nd and 5th s_getreg_b32)."""
    rows = [r for r in rows if r["mnemonic"] == "s_getreg_b32"]
    pcs = sorted({r["pc"] for r in rows}, key=lambda pc: int(pc, 16))
    if len(pcs) != 6:  # not the benchmark's kernel: bad input (exit 2), not a miss (exit 1)
        print(f"validate_lds_reads.py: expected 6 s_getreg_b32 in the timed kernel, found {len(pcs)}", file=sys.stderr)
        sys.exit(2)
    start, stop = {}, {}
    for r in rows:
        wave = (r["workgroup"], r["wave"])
        if r["pc"] == pcs[1]:
            start[wave] = int(r["issue_cycle"])
        elif r["pc"] == pcs[4]:
            stop[wave] = int(r["issue_cycle"])
    return statistics.mean(stop[w] - start[w] for w in start)


def write_zeros_npy(path, dtype, count):
    """A one-dimensional .npy of `count` zeros (NPY format 1.0: magic, header padded to 64 bytes, data)."""
    header = f"{{'descr': '{dtype}', 'fortran_order': False, 'shape': ({count},), }}"
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode())
        f.write(bytes(count * int(dtype[2:])))


def predicted_cycles(args, width, stride, code_object, kernel, tmp):
    out = os.path.join(tmp, f"out{width}.npy")
    elapsed = os.path.join(tmp, "elapsed.npy")
    write_zeros_npy(out, DTYPE[width], BLOCKS * LANES * width // 32)
    write_zeros_npy(elapsed, "<u8", BLOCKS * LANES)
    timeline = os.path.join(tmp, "timeline.csv")
    subprocess.run([args.wmmasim, "run", code_object, "--kernel", kernel, "--grid", str(BLOCKS), "--block", str(LANES),
                    "--arg", f"0=@{out}", "--arg", f"1=@{elapsed}", "--arg", f"2={INIT[width]}",
                    "--arg", f"3={(1 << LANES) - 1}", "--arg", f"4={stride // 4}", "--timing", "--machine",
                    args.card, "--sample-units", "all", "--timeline", timeline],
                   check=True, stdout=subprocess.DEVNULL)
    return timed_cycles(timeline, CARDS[args.card][2])


def measured_cycles(args):
    """[(width, stride, cycles)] of the card's table; a table in wall-clock ticks at the machine's clock."""
    with open(os.path.join(PUBLISHED, CARDS[args.card][0])) as f:
        table = list(csv.DictReader(f))
    if "cycles" in table[0]:
        return [(int(r["width_bits"]), int(r["stride_bytes"]), float(r["cycles"])) for r in table]
    shown = subprocess.run([args.wmmasim, "machine", args.card, "--json"], check=True, capture_output=True, text=True)
    per_tick = json.loads(shown.stdout)["parameters"]["clock_mhz"]["value"] / WALL_CLOCK_MHZ
    return [(int(r["width_bits"]), int(r["stride_bytes"]), float(r["ticks"]) * per_tick) for r in table]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    validation_inputs.add_inputs(p, "program", "the user's build of lds_phase_mask for the card's target",
                                 "CSV of recorded predictions: no run", "exit 1 unless every row is within 15 %%")
    p.add_argument("--card", choices=sorted(CARDS), default="rx9070xt",
                   help="the measured card, also the machine the model runs (default rx9070xt)")
    args = p.parse_args()
    skipped = validation_inputs.resolve_env(args, "program", "validate_lds_reads.py",
                                            f"your build of lds_phase_mask for {CARDS[args.card][1]}")
    if skipped:
        return skipped
    if args.program and not os.access(args.program, os.X_OK):
        print(f"validate_lds_reads.py: {args.program}: not an executable program", file=sys.stderr)
        return 2
    try:
        measured = measured_cycles(args)
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"validate_lds_reads.py: cannot read the card's clock from `{args.wmmasim} machine {args.card}`: "
              f"{getattr(e, 'stderr', None) or e}".strip(), file=sys.stderr)
        return 2
    rows = []
    if args.predictions:
        try:
            with open(args.predictions) as f:
                recorded = {(int(r["width_bits"]), int(r["stride_bytes"])): float(r["predicted_cycles"])
                            for r in csv.DictReader(f)}
        except (OSError, KeyError, ValueError) as e:
            print(f"validate_lds_reads.py: {args.predictions}: not a predictions CSV (width_bits,stride_bytes,"
                  f"predicted_cycles): {e}", file=sys.stderr)
            return 2
        rows = [(w, s, m, recorded[(w, s)]) for w, s, m in measured if (w, s) in recorded]
    else:
        try:
            with tempfile.TemporaryDirectory() as tmp:
                for width in sorted({w for w, _, _ in measured}):
                    code_object, kernel = record_launch(args.wmmasim, args.program, width, tmp)
                    for w, stride, cycles in measured:
                        if w == width:
                            rows.append((w, stride, cycles, predicted_cycles(args, w, stride, code_object, kernel, tmp)))
                            print(f"validate_lds_reads.py: b{w} stride {stride} done", file=sys.stderr, flush=True)
        except subprocess.CalledProcessError as e:
            print(f"validate_lds_reads.py: `{' '.join(e.cmd[:3])} ...` failed (exit {e.returncode}; its message above)",
                  file=sys.stderr)
            return 2
    if not rows:
        print("validate_lds_reads.py: no prediction to compare", file=sys.stderr)
        return 2
    print("| access | stride (bytes) | measured (cycles) | predicted (cycles) | error |")
    print("|---|---|---|---|---|")
    for w, stride, cycles, predicted in rows:
        print(f"| ds_load_b{w} | {stride} | {cycles:.1f} | {predicted:.1f} | {100 * (predicted - cycles) / cycles:+.1f} % |")
    if args.check:
        misses = [(w, s, c, pr) for w, s, c, pr in rows if abs(pr - c) / c > TOLERANCE]
        for w, s, c, pr in misses:
            print(f"validate_lds_reads.py: ds_load_b{w} stride {s}: predicted {100 * (pr - c) / c:+.1f} % from the "
                  f"measured {c:.1f} cycles (bound {100 * TOLERANCE:.0f} %)", file=sys.stderr)
        return 1 if misses else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
