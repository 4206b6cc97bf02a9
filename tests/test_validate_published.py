#!/usr/bin/env python3
"""scripts/validate_published.py and validate_lds_reads.py --check on hand-made predictions: what they accept and what
they name as a miss.

The measured times are tests/data/published/sgemm_4096.csv's (seb-v kernel3 6.0341 ms, kernel4 5.3772, kernel5
4.0994); each case's verdict is derived by hand from them below."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WMMASIM = sys.argv[1]  # the W7900 table's ticks are turned into cycles at the clock `wmmasim machine w7900` gives
SCRIPT = os.path.join(ROOT, "scripts", "validate_published.py")
SEBV = "seb-v/fp32_sgemm_amd"


def check(predictions, env=None):
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
        f.write("source,kernel,predicted_ms,model\n")
        for kernel, ms in predictions.items():
            f.write(f"{SEBV},{kernel},{ms},hand-made\n")
    try:
        r = subprocess.run([sys.executable, SCRIPT, "--predictions", f.name, "--check"], capture_output=True,
                           text=True, env=env)
    finally:
        os.unlink(f.name)
    return r.returncode, r.stderr


failures = []


def expect(name, got, want):
    if got != want:
        failures.append(f"{name}: got {got!r}, expected {want!r}")


# 10 % slow on every rung: within 15 %, order kept (5 < 5.9 < 6.6 ms).
code, err = check({"kernel3": 6.6375, "kernel4": 5.9149, "kernel5": 4.5093})
expect("all within 10 %", (code, err), (0, ""))

# kernel5 20 % slow (4.0994 x 1.2 = 4.9193 ms, still faster than kernel4's 5.3772): one miss, the bound.
code, err = check({"kernel3": 6.0341, "kernel4": 5.3772, "kernel5": 4.9193})
expect("kernel5 +20 %: exit", code, 1)
expect("kernel5 +20 %: message", err.strip().splitlines(),
       ["validate_published.py: seb-v/fp32_sgemm_amd kernel5: predicted +20.0 % from the measured time (bound 15 %)"])

# kernel3 -8.8 % (5.5 ms) and kernel4 +4.1 % (5.6 ms): both within 15 %, but kernel4 (measured faster) predicted slower.
code, err = check({"kernel3": 5.5, "kernel4": 5.6})
expect("order: exit", code, 1)
expect("order: message", err.strip().splitlines(),
       ["validate_published.py: seb-v/fp32_sgemm_amd: kernel4 measured faster than kernel3, predicted 5.600 ms "
        "against 5.500 ms (order wrong)"])

# No rung directory named: skipped (CTest's skip code), with the reason.
env = {k: v for k, v in os.environ.items() if k != "WMMASIM_TEST_NO_SUCH_VARIABLE"}
r = subprocess.run([sys.executable, SCRIPT, "--rungs-env", "WMMASIM_TEST_NO_SUCH_VARIABLE", "--check"],
                   capture_output=True, text=True, env=env)
expect("unset variable: exit", r.returncode, 77)
expect("unset variable: reason", "WMMASIM_TEST_NO_SUCH_VARIABLE is not set" in r.stderr, True)

LDS_SCRIPT = os.path.join(ROOT, "scripts", "validate_lds_reads.py")


def check_lds(card, predictions, name, rows, miss):
    """validate_lds_reads.py --card CARD --check on hand-made predictions {(width, stride): cycles}: exit 1, the
    one miss named, the table's rows as given."""
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
        f.write("width_bits,stride_bytes,predicted_cycles,model\n")
        for (width, stride), cycles in predictions.items():
            f.write(f"{width},{stride},{cycles},hand-made\n")
    try:
        r = subprocess.run([sys.executable, LDS_SCRIPT, "--card", card, "--predictions", f.name, "--check",
                            "--wmmasim", WMMASIM], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    expect(f"{name}: exit", r.returncode, 1)
    expect(f"{name}: message", r.stderr.strip().splitlines(), [miss])
    expect(f"{name}: table rows", [l for l in r.stdout.splitlines() if l.startswith("| ds_load")], rows)


# Two rows of tests/data/published/lds_read_rx9070xt.csv: ds_load_b32 at stride 4 (692.318 cycles measured) 10 %
# fast (623.1), and at stride 128 (2896.937) 20 % fast (2317.5): one miss.
check_lds("rx9070xt", {(32, 4): 623.1, (32, 128): 2317.5}, "LDS reads",
          ["| ds_load_b32 | 4 | 692.3 | 623.1 | -10.0 % |", "| ds_load_b32 | 128 | 2896.9 | 2317.5 | -20.0 % |"],
          "validate_lds_reads.py: ds_load_b32 stride 128: predicted -20.0 % from the measured 2896.9 cycles "
          "(bound 15 %)")
# The W7900's table is in ticks of the 100 MHz wall clock, compared in cycles at the card's 2495 MHz peak clock
# (timing/machines/w7900.json): ds_load_b32 at stride 4, 38.542 ticks = 961.6 cycles, predicted 10 % slow (1057.8);
# at stride 128, 119.232 ticks = 2974.8 cycles, predicted 20 % fast (2379.9): one miss.
check_lds("w7900", {(32, 4): 1057.8, (32, 128): 2379.9}, "W7900 LDS reads",
          ["| ds_load_b32 | 4 | 961.6 | 1057.8 | +10.0 % |", "| ds_load_b32 | 128 | 2974.8 | 2379.9 | -20.0 % |"],
          "validate_lds_reads.py: ds_load_b32 stride 128: predicted -20.0 % from the measured 2974.8 cycles "
          "(bound 15 %)")

# The W7900's table without a wmmasim to give its clock: one line, exit 2.
r = subprocess.run([sys.executable, LDS_SCRIPT, "--card", "w7900", "--predictions", os.devnull,
                    "--wmmasim", os.path.join(ROOT, "no-such-wmmasim")], capture_output=True, text=True)
expect("W7900 LDS reads, no wmmasim: exit", r.returncode, 2)
expect("W7900 LDS reads, no wmmasim: one line", len(r.stderr.strip().splitlines()), 1)

# A predictions file that is not there: one line, exit 2.
r = subprocess.run([sys.executable, LDS_SCRIPT, "--predictions", os.path.join(ROOT, "no-such-predictions.csv")],
                   capture_output=True, text=True)
expect("LDS reads, no file: exit", r.returncode, 2)
expect("LDS reads, no file: one line", len(r.stderr.strip().splitlines()), 1)

for line in failures:
    print(line, file=sys.stderr)
sys.exit(1 if failures else 0)
