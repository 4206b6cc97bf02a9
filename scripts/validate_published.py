#!/usr/bin/env python3
"""Compare the timing model with published per-kernel measurements (tests/data/published/sgemm_4096.csv).

The measured kernels' code is not in this repository (docs/timing.md, "Published measurements to validate against"):
this script neither fetches nor builds it. It takes a directory of the user's own builds, one executable per rung,
DIR/<repository>/<kernel> (e.g. DIR/fp32_sgemm_amd/kernel3), each built unchanged with wmmasim-hipcc around the
rung's kernel and taking the arguments `N LAUNCHES` (it runs the rung LAUNCHES times at N x N x N). Each rung found is
run under `wmmasim exec --timing --machine <the card of the measurement>`; the prediction is its best launch (the
published numbers are the best or the mean of repeated launches: warm caches), and the table row gives the error.

  scripts/validate_published.py --rungs DIR [--wmmasim build/default/cli/wmmasim] [--sample-units 4] [--threads 1]
  scripts/validate_published.py --predictions FILE   # re-check recorded predictions (CSV: source,kernel,predicted_ms)

Prints a Markdown table (kernel, card, measured, predicted, error). With --check it then holds the predictions to
the validation's terms: every rung within 15 % of its measured time, and each ladder's rungs in the measured order
(the rungs given, sorted by measured time, must be predicted in the same order); one line per miss.
Exit codes: 0, 1 (--check: a miss), 2 (no rung found), 77 (--rungs-env names an unset variable: nothing to run).
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

import validation_inputs

CSV = os.path.join(validation_inputs.ROOT, "tests", "data", "published", "sgemm_4096.csv")
MACHINES = {"RX 7900 XTX": "rx7900xtx", "RX 7900 GRE": "rx7900gre"}
GFLOP = 2 * 4096 ** 3 / 1e9
TOLERANCE = 0.15  # the bound on each rung's error (its target is 10 %)


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


def recorded_predictions(path):
    with open(path) as f:
        return {(r["source"], r["kernel"]): float(r["predicted_ms"]) for r in csv.DictReader(f)}


def misses(rows):
    """The rungs outside TOLERANCE, and each ladder whose rungs the predictions put in another order."""
    out = []
    for row, measured, predicted in rows:
        error = (predicted - measured) / measured
        if abs(error) > TOLERANCE:
            out.append(f"{row['source']} {row['kernel']}: predicted {100 * error:+.1f} % from the measured time "
                       f"(bound {100 * TOLERANCE:.0f} %)")
    for source in sorted({row["source"] for row, _, _ in rows}):
        ladder = sorted((r for r in rows if r[0]["source"] == source), key=lambda r: r[1])
        for (a, _, pa), (b, _, pb) in zip(ladder, ladder[1:]):
            if pa >= pb:
                out.append(f"{source}: {a['kernel']} measured faster than {b['kernel']}, predicted "
                           f"{pa:.3f} ms against {pb:.3f} ms (order wrong)")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    validation_inputs.add_inputs(p, "rungs", "directory of the user's builds: DIR/<repository>/<kernel>",
                                 "CSV of recorded predictions (source,kernel,predicted_ms): no run",
                                 "exit 1 unless every rung is within 15 %% and in order")
    p.add_argument("--sample-units", type=int, default=4)
    p.add_argument("--launches", type=int, default=2)
    p.add_argument("--threads", type=int, default=1,
                   help="host threads per launch (the prediction is the same for any number)")
    args = p.parse_args()
    skipped = validation_inputs.resolve_env(args, "rungs", "validate_published.py",
                                            "a directory of your builds of the published rungs, DIR/<repository>/<kernel>")
    if skipped:
        return skipped
    recorded = recorded_predictions(args.predictions) if args.predictions else {}
    rows = []
    with open(CSV) as f:
        for row in csv.DictReader(f):
            if args.predictions:
                if (row["source"], row["kernel"]) in recorded:
                    rows.append((row, measured_ms(row), recorded[(row["source"], row["kernel"])]))
                continue
            exe = os.path.join(args.rungs, row["source"].split("/")[1], row["kernel"])
            if not os.access(exe, os.X_OK):
                continue
            measured = measured_ms(row)
            predicted = predicted_ms(args.wmmasim, MACHINES[row["card"]], exe, args)
            rows.append((row, measured, predicted))
    if not rows:
        where = args.predictions or f"{args.rungs} (expected DIR/<repository>/<kernel>)"
        print(f"validate_published.py: no published rung found in {where}", file=sys.stderr)
        return 2
    print("| source | kernel | card | measured (ms) | predicted (ms) | error |")
    print("|---|---|---|---|---|---|")
    for row, measured, predicted in rows:
        print(f"| {row['source']} | {row['kernel']} ({row['description']}) | {row['card']} | {measured:.3f} | "
              f"{predicted:.3f} | {100 * (predicted - measured) / measured:+.1f} % |")
    if args.check:
        found = misses(rows)
        for line in found:
            print(f"validate_published.py: {line}", file=sys.stderr)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
