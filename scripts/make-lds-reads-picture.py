#!/usr/bin/env python3
"""Draws docs/img/lds-reads.svg: nod-ai/amd-shark-ai's LDS read tables (64 reads of one wave per stride and width,
tests/data/published/lds_read_rx9070xt.csv and lds_read_w7900.csv) against the timing model's recorded predictions
(lds_read_predictions.csv, lds_read_predictions_w7900.csv). The W7900's ticks of the 100 MHz wall clock are drawn
in cycles at the clock of timing/machines/w7900.json, as scripts/validate_lds_reads.py compares them.

Usage: scripts/make-lds-reads-picture.py [OUTPUT.svg]   (run from the repository root)"""
import csv
import json
import math
import os
import sys

import svg_panels

DATA = "tests/data/published"
COLOURS = {32: "#1f77b4", 64: "#2ca02c", 128: "#d62728"}
STRIDES = [4, 8, 16, 32, 64, 128, 256, 512]


def table(name, column, scale=1.0):
    """{(width, stride): value} of one CSV column."""
    with open(os.path.join(DATA, name)) as f:
        return {(int(r["width_bits"]), int(r["stride_bytes"])): float(r[column]) * scale for r in csv.DictReader(f)}


def panel(measured, predicted, x0, title, y_max):
    """One plot of cycles against stride (log scale): measured solid with dots, predicted dashed, per width."""
    sx = lambda stride: x0 + svg_panels.LEFT + math.log2(stride / 4) / math.log2(512 / 4) * svg_panels.WIDTH
    sy = svg_panels.y_scale(y_max)
    out = svg_panels.frame(x0, title, [(f"{sx(s):.1f}", s) for s in STRIDES], y_max, 1000, "lane stride (bytes)",
                           "cycles for 64 reads")
    for width, colour in COLOURS.items():
        for values, dash in ((measured, ""), (predicted, ' stroke-dasharray="5,3"')):
            points = [(s, values[(width, s)]) for s in STRIDES if (width, s) in values]
            path = " ".join(f"{'M' if i == 0 else 'L'}{sx(s):.1f},{sy(c):.1f}" for i, (s, c) in enumerate(points))
            out.append(f'<path d="{path}" fill="none" stroke="{colour}"{dash}/>')
        for s in STRIDES:
            if (width, s) in measured:
                out.append(f'<circle cx="{sx(s):.1f}" cy="{sy(measured[(width, s)]):.1f}" r="3" fill="{colour}"/>')
    return out


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else "docs/img/lds-reads.svg"
    with open("timing/machines/w7900.json") as f:
        per_tick = json.load(f)["parameters"]["clock_mhz"]["value"] / 100  # wall_clock64() counts at 100 MHz
    svg = panel(table("lds_read_rx9070xt.csv", "cycles"), table("lds_read_predictions.csv", "predicted_cycles"), 0,
                 "RX 9070 XT (gfx1201)", 4500)
    svg += panel(table("lds_read_w7900.csv", "ticks", per_tick),
                 table("lds_read_predictions_w7900.csv", "predicted_cycles"), 500,
                 f"Radeon PRO W7900 (gfx1100), ticks x {per_tick:.2f}", 4500)
    for i, (width, colour) in enumerate(COLOURS.items()):
        x = 80 + i * 160
        svg.append(f'<line x1="{x - 10}" x2="{x + 6}" y1="408" y2="408" stroke="{colour}"/>')
        svg.append(f'<text x="{x + 10}" y="412" font-size="12">ds_load_b{width}</text>')
    svg.append('<text x="560" y="412" font-size="12">solid, dots: measured; dashed: the model</text>')
    svg.append('<text x="80" y="426" font-size="11">nod-ai/amd-shark-ai lds_phase_mask, one wave per SIMD; '
               'the model: tests/data/published/lds_read_predictions*.csv</text>')
    svg_panels.write(output, svg)
    print(f"{output}: written")


if __name__ == "__main__":
    main()
