#!/usr/bin/env python3
"""Runs the tiled LDS GEMM example under `wmmasim exec --timing --machine M --roofline --csv --report` and checks
what a user reads: the launch's timing line on stderr (device time, bottleneck, roofline bound) and its five
hottest source lines, its cycles per source line in the report, that
hipEventElapsedTime around the launch equals that device time, that the time is the cycles at the product's
published boost clock (or at the clock --shader-clock gives), and that the roofline picture and the CSV row describe
the same launch."""
import csv, json, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

wmmasim, machine, clock_mhz, program = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
extra_options = sys.argv[5:]  # e.g. --shader-clock 1000: then the device time is at that clock
with tempfile.TemporaryDirectory() as tmp:
    paths = {name: os.path.join(tmp, name) for name in ("roofline.svg", "launches.csv", "report.json")}
    run = subprocess.run([wmmasim, "exec", "--timing", "--machine", machine, "--roofline", paths["roofline.svg"],
                          "--csv", paths["launches.csv"], "--report", paths["report.json"], *extra_options, "--", program,
                          "128", "128", "256"], capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"hip_gemm_lds exited with {run.returncode}")
    svg = ET.parse(paths["roofline.svg"]).getroot()
    rows = list(csv.DictReader(open(paths["launches.csv"])))
    report = json.load(open(paths["report.json"]))

lines = [l for l in run.stderr.splitlines() if l.startswith("wmmasim: timing: ")]
assert len(lines) == 1, f"expected one timing line, got {lines}"
m = re.search(r"on (\S+): (\d+) cycles, ([0-9.]+) us; bound by ([a-zA-Z /]+) \(matrix pipe \d+ %.*; roofline bound (\d+) cycles",
              lines[0])
assert m, f"timing line without device time, bottleneck or roofline bound: {lines[0]}"
name, cycles, us, bound, roofline_cycles = m.group(1), int(m.group(2)), float(m.group(3)), m.group(4), int(m.group(5))
assert name == machine, lines[0]
assert abs(us - cycles / clock_mhz) < 1e-3, f"{cycles} cycles at {clock_mhz} MHz is not {us} us"
assert 0 < roofline_cycles <= cycles, f"the launch ({cycles} cycles) beats its roofline bound ({roofline_cycles})"

elapsed = re.search(r"gemm_lds 128x128x256: ([0-9.e+-]+) ms \(hipEventElapsedTime\)", run.stdout)
assert elapsed, "the example did not print its hipEventElapsedTime"
elapsed_ms = float(elapsed.group(1))
exact_ms = report["launches"][0]["timing"]["microseconds"] / 1000
assert report["launches"][0]["timing"]["cycles"] == cycles
# hipEventElapsedTime returns a float: equal to the device time within float precision.
assert abs(elapsed_ms - exact_ms) <= 1e-6 * exact_ms, f"hipEventElapsedTime {elapsed_ms} ms, device time {exact_ms} ms"

# Cycles per source line (the example is built with line tables): hottest first, every wave-instruction on one line.
by_line = report["launches"][0]["timing"]["source_lines"]
assert by_line and by_line[0]["line"].startswith("kernels/gemm_lds_f16.hip:"), by_line[:2]
assert [l["simd_cycles"] for l in by_line] == sorted((l["simd_cycles"] for l in by_line), reverse=True)
assert sum(l["executed"] for l in by_line) == report["launches"][0]["timing"]["instructions"]

# The same hottest lines on stderr, as `wmmasim run --timing` prints them: the report's first five, in its order.
printed = re.findall(r"^    (.*?)\s+(\d+)\s+[0-9.]+ %  \d+ executions", run.stderr.split("hottest source lines", 1)[-1],
                     re.M)
assert "hottest source lines" in run.stderr, "exec --timing printed no hottest source lines"
assert [(l, int(c)) for l, c in printed] == [(l["line"], l["simd_cycles"]) for l in by_line[:5]], (printed, by_line[:5])

texts = [t.text or "" for t in svg.iter("{http://www.w3.org/2000/svg}text")]
assert any(f"on {machine}:" in t and f"bound by {bound}" in t for t in texts), f"roofline title: {texts}"
assert len(list(svg.iter("{http://www.w3.org/2000/svg}circle"))) == 1, "the launch is not one dot in the roofline"
assert len(rows) == 1 and int(rows[0]["cycles"]) == cycles and rows[0]["bound"] == bound, rows
assert rows[0]["machine"] == machine and int(rows[0]["wmma_flops"]) == 2 * 128 * 128 * 256, rows
print(f"check_gemm_timing: {machine}: {cycles} cycles = {us} us = hipEventElapsedTime {elapsed_ms} ms, bound by {bound}, "
      f"roofline bound {roofline_cycles} cycles")
