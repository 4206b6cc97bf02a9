#!/usr/bin/env python3
"""Runs runtime_features under `wmmasim exec --report --trace`, then checks the report: one entry per launch with kernel,
grid, block and wave-instructions, simulated cycles and time, and that hipEventElapsedTime around the
hipExtLaunchKernel launch equals that launch's simulated time; and the trace: one slice per launch on the\nstreams' tracks, in order, a zero-length slice per copy or fill, and the waves' instruction slices."""
import json, os, subprocess, sys, tempfile

wmmasim, arch, program, module = sys.argv[1:5]
with tempfile.TemporaryDirectory() as tmp:
    report_path = os.path.join(tmp, "report.json")
    trace_path = os.path.join(tmp, "trace.json")
    run = subprocess.run([wmmasim, "exec", "--arch", arch, "--report", report_path, "--trace", trace_path, "--",
                          program, module],
                         capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"runtime_features exited with {run.returncode}")
    report = json.load(open(report_path))
    trace = json.load(open(trace_path))
elapsed_ms = float(next(l.split()[1] for l in run.stdout.splitlines() if l.startswith("elapsed_ms")))
assert report["target"] == arch, report["target"]
launches = report["launches"]
assert len(launches) >= 3, f"{len(launches)} launches in the report"
for launch in launches:
    for key in ("kernel", "grid", "block", "wave_instructions"):
        assert key in launch, f"launch without {key}: {launch}"
    assert launch["wave_instructions"] > 0 and launch["timing"]["cycles"] > 0, launch
    assert launch["timing"]["machine"] == arch, launch
timed = [l for l in launches if l["kernel"] == "add_one(int*, int)" and l["symbol"] == "_Z7add_onePii" and l["grid"] == [16, 1, 1]]
assert len(timed) == 1, f"the hipExtLaunchKernel launch is not in the report once: {timed}"
simulated_ms = timed[0]["timing"]["microseconds"] / 1000
assert abs(simulated_ms - elapsed_ms) <= 1e-6 * max(1.0, simulated_ms), f"event time {elapsed_ms} ms, report {simulated_ms} ms"
print(f"check_report: {len(launches)} launches; event time {elapsed_ms} ms = simulated {simulated_ms} ms")
stream_slices = [e for e in trace["traceEvents"] if e.get("ph") == "X" and e.get("pid") == 1000000]
copies = [s for s in stream_slices if s["name"].startswith("hipMem")]
slices = [s for s in stream_slices if not s["name"].startswith("hipMem")]
assert [s["name"] for s in slices] == [l["kernel"] for l in launches], "the trace's launch slices are not the report's launches"
starts = [s["ts"] for s in slices]
assert starts == sorted(starts) and all(s["dur"] > 0 for s in slices), "launch slices overlap or are empty"
# Copies and fills: zero-length slices with their byte counts, in program order.
assert copies and all(c["dur"] == 0 and c["args"]["bytes"] > 0 for c in copies), "no copy slices in the trace"
copy_times = [c["ts"] for c in copies]
assert copy_times == sorted(copy_times), "copy slices are not in program order"
waves = [e for e in trace["traceEvents"] if e.get("ph") == "X" and e.get("pid") != 1000000]
assert waves and min(e["ts"] for e in waves) >= starts[0], "no per-wave instruction slices in the trace"
print(f"check_report: trace with {len(slices)} launch slices, {len(copies)} copy slices and {len(waves)} instruction slices")
