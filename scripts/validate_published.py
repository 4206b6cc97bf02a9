#!/usr/bin/env python3
"""Compare the timing model with published per-kernel measurements (tests/data/published/sgemm_4096.csv).

The measured kernels' code is not in this repository (docs/timing.md, "Published measurements to validate against"):
this script neither fetches nor builds it. It takes a directory of the user's own builds, one executable per rung,
DIR/<repository>/<kernel> (e.g. DIR/fp32_sgemm_amd/kernel3), each built unchanged with wmmasim-hipcc around the
rung's kernel and taking the arguments `N LAUNCHES` (it runs the rung LAUNCHES times at N x N x N). Each rung found is
run under `wmmasim exec --timing --machine <the card of the measurement>`; the prediction is its best launch (the
published numbers are the best or the mean of repeated launches: warm caches), and the table row gives the error.

  scripts/validate_published.py --rungs DIR [--wmmasim build/default/cli/wmmasim] [--sample-units 4] [--threads 1]

Prints a Markdown table (kernel, card, measured, predicted, error); exit code 0, or 2 when no rung was found.
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CSV = os.path.join(ROOT, "tests", "data", "published", "sgemm_4096.csv")
MACHINES = {"RX 7900 XTX": "rx7900xtx", "RX 7900 GRE": "rx7900gre"}
GFLOP = 2 * 4096 ** 3 / 1e9


def measured_ms(row):
    return float(row["time_ms"]) if row["time_ms"] else GFLOP / float(row["gflops"]) * 1e3


def predicted_ms(wmmasim, machine, exe, args):
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        cmd = [wmmasim, "exec", "--timing", "--machine", machine, "--report", report]
        if args.sample_units:
            cmd += ["--sample-units", str(args.sample_units)]
        cmd += ["--threads", str(args.threads)]
        subprocess.run(cmd + ["--", exe, "4096", str(args.launches)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(report) as f:
            launches = json.load(f)["launches"]
    return min(l["timing"]["time_us"] for l in launches) / 1e3


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rungs", required=True, help="directory of the user's builds: DIR/<repository>/<kernel>")
    p.add_argument("--wmmasim", default=os.path.join(ROOT, "build", "default", "cli", "wmmasim"))
    p.add_argument("--sample-units", type=int, default=4)
    p.add_argument("--launches", type=int, default=2)
    p.add_argument("--threads", type=int, default=1,
                   help="host threads per launch (the prediction is the same for any number)")
    args = p.parse_args()
    rows = []
    with open(CSV) as f:
        for row in csv.DictReader(f):
            exe = os.path.join(args.rungs, row["source"].split("/")[1], row["kernel"])
            if not os.access(exe, os.X_OK):
                continue
            measured = measured_ms(row)
            predicted = predicted_ms(args.wmmasim, MACHINES[row["card"]], exe, args)
            rows.append((row, measured, predicted))
    if not rows:
        print(f"validate_published.py: no rung executables under {args.rungs} (expected DIR/<repository>/<kernel>)",
              file=sys.stderr)
        return 2
    print("| source | kernel | card | measured (ms) | predicted (ms) | error |")
    print("|---|---|---|---|---|---|")
    for row, measured, predicted in rows:
        print(f"| {row['source']} | {row['kernel']} ({row['description']}) | {row['card']} | {measured:.3f} | "
              f"{predicted:.3f} | {100 * (predicted - measured) / measured:+.1f} % |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
