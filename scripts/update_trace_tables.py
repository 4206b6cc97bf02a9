#!/usr/bin/env python3
"""Regenerates the traced-timeline tables of docs/timing.md from the tests that replay the hardware traces.

  scripts/update_trace_tables.py [--build build/default] [--doc docs/timing.md] [--check]

Runs tests/test_timing_hw_traces and tests/test_timing_hw_exec with -s (each prints its tables: a header row
starting "| gpu" and one row per trace starting "| gfx") and replaces every row of the document that sits under
the same header with the same gpu and timeline cells. --check changes nothing and exits 1 when a row differs (the
model changed and the tables were not regenerated). Exit 2: a test binary is missing or failed, or the document
has no row for one of the tests' rows.
"""
import argparse
import pathlib
import subprocess
import sys

TESTS = ("test_timing_hw_traces", "test_timing_hw_exec")


def table_rows(lines):
    """(index, header row, (gpu, timeline)) for every row of a table among `lines`."""
    header = None
    for i, line in enumerate(lines):
        if line.startswith("| gpu"):
            header = line
        elif line.startswith("| gfx") and header is not None:
            cells = [c.strip() for c in line.strip("|").split("|")]
            yield i, header, (cells[0], cells[1])
        elif not line.startswith("|"):
            header = None


def test_tables(build):
    tables = {}
    for test in TESTS:
        binary = build / "tests" / test
        if not binary.exists():
            sys.exit(f"update_trace_tables: {binary} not found: build the tests first (cmake --build --preset default)")
        run = subprocess.run([str(binary), "-s"], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"update_trace_tables: {test} failed (exit {run.returncode}): fix the test before the tables")
        lines = run.stdout.splitlines()
        for i, header, key in table_rows(lines):
            tables.setdefault(header, {}).setdefault(key, lines[i])
    return tables


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build/default", type=pathlib.Path)
    parser.add_argument("--doc", default="docs/timing.md", type=pathlib.Path)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a row is not current")
    args = parser.parse_args()

    current = test_tables(args.build)
    lines = args.doc.read_text().split("\n")
    matched, stale = set(), []
    for i, header, key in list(table_rows(lines)):
        new = current.get(header, {}).get(key)
        if new is None:
            continue
        matched.add((header, key))
        if new != lines[i]:
            stale.append(f"  {lines[i]}\n  -> {new}")
            lines[i] = new

    missing = [f"  {key[0]} {key[1]}" for h, rows in current.items() for key in rows if (h, key) not in matched]
    if missing:
        print(f"update_trace_tables: {len(missing)} rows of the tests have no row in {args.doc} (add them by hand "
              "under the table with the same header):\n" + "\n".join(missing), file=sys.stderr)
        sys.exit(2)
    if args.check:
        if stale:
            print(f"update_trace_tables: {len(stale)} of {len(matched)} rows in {args.doc} are not current "
                  "(run scripts/update_trace_tables.py):\n" + "\n".join(stale), file=sys.stderr)
            sys.exit(1)
        print(f"update_trace_tables: all {len(matched)} rows current")
        return
    args.doc.write_text("\n".join(lines))
    print(f"update_trace_tables: {len(stale)} of {len(matched)} rows changed in {args.doc}")


if __name__ == "__main__":
    main()
