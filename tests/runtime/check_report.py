#!/usr/bin/env python3
"""Runs runtime_features under `wmmasim exec --report`, then checks the report: one entry per launch with kernel,
grid, block and wave-instructions, simulated cycles and time, and that hipEventElapsedTime around the
hipExtLaunchKernel launch equals that launch's simulated time."""
import json, os, subprocess, sys, tempfile

wmmasim, arch, program, module = sys.argv[1:5]
with tempfile.TemporaryDirectory() as tmp:
    report_path = os.path.join(tmp, "report.json")
    run = subprocess.run([wmmasim, "exec", "--arch", arch, "--report", report_path, "--", program, module],
                         capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"runtime_features exited with {run.returncode}")
    report = json.load(open(report_path))
elapsed_ms = float(next(l.split()[1] for l in run.stdout.splitlines() if l.startswith("elapsed_ms")))
assert report["target"] == arch, report["target"]
launches = report["launches"]
assert len(launches) >= 3, f"{len(launches)} launches in the report"
for launch in launches:
    for key in ("kernel", "grid", "block", "wave_instructions"):
        assert key in launch, f"launch without {key}: {launch}"
    assert launch["wave_instructions"] > 0 and launch["timing"]["cycles"] > 0, launch
    assert launch["timing"]["machine"] == arch, launch
timed = [l for l in launches if l["kernel"] == "_Z7add_onePii" and l["grid"] == [16, 1, 1]]
assert len(timed) == 1, f"the hipExtLaunchKernel launch is not in the report once: {timed}"
simulated_ms = timed[0]["timing"]["microseconds"] / 1000
assert abs(simulated_ms - elapsed_ms) <= 1e-6 * max(1.0, simulated_ms), f"event time {elapsed_ms} ms, report {simulated_ms} ms"
print(f"check_report: {len(launches)} launches; event time {elapsed_ms} ms = simulated {simulated_ms} ms")
