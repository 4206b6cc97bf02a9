#!/usr/bin/env python3
"""Runs warm_launches (one kernel launched twice on the same copied input) under `wmmasim exec --report` and checks
that the second launch hits in the L2 where the first missed (docs/timing.md "State across launches").

Hand-derived: the kernel is one wave32 that loads one 128-byte line of `in` and stores one line of `out`. The
copy before the first launch warmed the translation of `in`'s page, so the first launch's load pays the line's
miss, `vector_load_miss` cycles; a dispatch invalidates the L0 and GL1 but not the L2, so the second launch's load
hits, `vector_load_hit` cycles. Everything else is the same in both launches (the kernel arguments are read
uncached, the instruction and scalar caches are invalidated at each dispatch), so the second launch is
vector_load_miss - vector_load_hit cycles shorter: 690 - 227 = 463 on gfx1100, 870 - 300 = 570 on gfx1201
(timing/machines/<arch>.json). The first launch fetches its one line (l2_line_misses 1), the second none."""
import json, os, subprocess, sys, tempfile

wmmasim, arch, program, machines = sys.argv[1:5]
parameters = json.load(open(os.path.join(machines, f"{arch}.json")))["parameters"]
expected_saving = parameters["vector_load_miss"]["value"] - parameters["vector_load_hit"]["value"]
with tempfile.TemporaryDirectory() as tmp:
    report_path = os.path.join(tmp, "report.json")
    run = subprocess.run([wmmasim, "exec", "--arch", arch, "--report", report_path, "--", program],
                         capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"warm_launches exited with {run.returncode}")
    launches = json.load(open(report_path))["launches"]
assert len(launches) == 2 and launches[0]["kernel"] == launches[1]["kernel"], [l["kernel"] for l in launches]
first, second = (l["timing"] for l in launches)
assert first["l2_line_misses"] == 1 and second["l2_line_misses"] == 0, (first["l2_line_misses"], second["l2_line_misses"])
saving = first["cycles"] - second["cycles"]
assert saving == expected_saving, f"second launch {saving} cycles shorter ({first['cycles']} -> {second['cycles']}), expected {expected_saving}"
print(f"check_warm_launches: {arch}: {first['cycles']} -> {second['cycles']} cycles, the load's miss became a hit")
