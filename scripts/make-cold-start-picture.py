#!/usr/bin/env python3
"""Draws docs/img/cold-start-clock.svg: the hardware traces' first kernel-argument load (s_load -> the wait that
releases it) and wave launch (WAVESTART -> first issue) against the shader clock each run was recorded at
(tests/data/hw-traces/recording_clocks.csv), with the timing model's line for each machine
(timing/machines/<gpu>.json: the latency at clock_mhz, its memory-side part scaled with the clock).

Usage: scripts/make-cold-start-picture.py [OUTPUT.svg]   (run from the repository root)"""
import csv
import json
import os
import sys

import svg_panels

HW = "tests/data/hw-traces"
COLOURS = {("gfx1100", "AM"): "#1f77b4", ("gfx1201", "AM"): "#d62728", ("gfx1201", "KFD"): "#ff7f0e"}


def first_wave_facts(row):
    """(wave launch, first s_load -> its wait) of the first traced wave of one timeline; None where absent."""
    meta = json.load(open(os.path.join(HW, row["json"])))
    name = os.path.basename(row["csv"])
    waves = next(t["waves"] for run in meta["traces"] for t in run["timelines"] if t["csv"] == name)
    first = min(waves, key=lambda w: w["first_issue_cycle"])
    launch = first["first_issue_cycle"] - first["wavestart_cycle"]
    issued = None
    for r in csv.DictReader(open(os.path.join(HW, row["csv"]))):
        if r["wave"] != str(first["slot"]) or r["wave_instance"] != str(first["instance"]):
            continue
        if issued is None and r["sqtt_op"].startswith("SMEM"):
            issued = int(r["issue_cycle"])
        elif issued is not None and r["mnemonic"] in ("s_waitcnt", "s_wait_kmcnt"):
            return launch, int(r["issue_cycle"]) - issued
    return launch, None


def model_line(gpu, parameter, percent_parameter, mhz):
    p = json.load(open(f"timing/machines/{gpu}.json"))["parameters"]
    share = p[percent_parameter]["value"] / 100
    return p[parameter]["value"] * (1 - share + share * mhz / p["clock_mhz"]["value"])


def panel(points, gpu_lines, x0, title, y_max):
    """One plot: points [(mhz, cycles, colour)], model lines [(gpu, parameter, percent)], at x offset x0."""
    sx = lambda mhz: x0 + svg_panels.LEFT + mhz / 4000 * svg_panels.WIDTH
    sy = svg_panels.y_scale(y_max)
    out = svg_panels.frame(x0, title, [(sx(mhz), mhz) for mhz in range(0, 4001, 1000)], y_max, 500,
                           "shader clock of the run (MHz)", "cycles")
    for gpu, parameter, percent in gpu_lines:
        colour = COLOURS[(gpu, "AM")]
        xs = range(300, 3901, 100)
        path = " ".join(f"{'M' if i == 0 else 'L'}{sx(m):.1f},{sy(model_line(gpu, parameter, percent, m)):.1f}"
                        for i, m in enumerate(xs))
        out.append(f'<path d="{path}" fill="none" stroke="{colour}" stroke-dasharray="5,3"/>')
    for mhz, cycles, colour in points:
        out.append(f'<circle cx="{sx(mhz):.1f}" cy="{sy(cycles):.1f}" r="4" fill="{colour}" fill-opacity="0.8"/>')
    return out


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else "docs/img/cold-start-clock.svg"
    clocks = {r["run_blob"]: r for r in csv.DictReader(open(os.path.join(HW, "recording_clocks.csv")))}
    loads, launches = [], []
    for row in csv.DictReader(open(os.path.join(HW, "manifest.csv"))):
        if row["timeline"] != "decoder_mapping":
            continue
        clock = clocks[row["blob"]]
        colour = COLOURS[(row["gpu"], clock["driver"])]
        launch, load = first_wave_facts(row)
        mhz = int(clock["sclk_mhz"])
        launches.append((mhz, launch, colour))
        if load is not None:
            loads.append((mhz, load, colour))
    svg = panel(loads, [("gfx1100", "scalar_load_cold", "cold_memory_percent"),
                         ("gfx1201", "scalar_load_cold", "cold_memory_percent")], 0,
                 "first s_load -> its wait", 2000)
    svg += panel(launches, [("gfx1100", "wave_launch", "launch_memory_percent"),
                            ("gfx1201", "wave_launch", "launch_memory_percent")], 500,
                 "wave launch (WAVESTART -> first issue)", 2000)
    legend = [("gfx1100 (tinygrad's driver)", COLOURS[("gfx1100", "AM")]),
              ("gfx1201 (tinygrad's driver)", COLOURS[("gfx1201", "AM")]),
              ("gfx1201 (kernel driver, profile_standard)", COLOURS[("gfx1201", "KFD")])]
    for i, (text, colour) in enumerate(legend):
        x = 80 + i * 300
        svg.append(f'<circle cx="{x}" cy="408" r="4" fill="{colour}"/>')
        svg.append(f'<text x="{x + 8}" y="412" font-size="12">{text}</text>')
    svg.append('<text x="80" y="426" font-size="11">dashed: the timing model at that clock '
               '(timing/machines/*.json)</text>')
    svg_panels.write(output, svg)
    print(f"{output}: {len(loads)} loads, {len(launches)} launches")


if __name__ == "__main__":
    main()
