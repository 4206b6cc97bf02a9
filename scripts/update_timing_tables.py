#!/usr/bin/env python3
"""Regenerates the tables of docs/timing.md that the timing tests print.

  scripts/update_timing_tables.py [--build build/default] [--doc docs/timing.md] [--check]

Runs tests/test_timing_hw_traces, tests/test_timing_hw_exec and tests/test_timing_microkernels with -s; each prints
Markdown tables (a header row, a separator row, then its rows). The document's table with the same header row gets
the test's rows in place of its own. --check changes nothing and exits 1 when a table differs (the model changed
and the tables were not regenerated). Exit 2: a test binary is missing or failed, or the document has no table
with the header of one of the tests' tables.
"""
import argparse
import pathlib
import subprocess
import sys

TESTS = ("test_timing_hw_traces", "test_timing_hw_exec", "test_timing_microkernels")


def tables(lines):
    """{header row: (index of the first row, rows)} for every Markdown table among `lines` (the first one of a
    header)."""
    found = {}
    i = 0
    while i < len(lines):
        if lines[i].startswith("|") and i + 1 < len(lines) and lines[i + 1].startswith("|---"):
            first = end = i + 2
            while end < len(lines) and lines[end].startswith("|"):
                end += 1
            found.setdefault(lines[i], (first, lines[first:end]))
            i = end
        else:
            i += 1
    return found


def test_tables(build):
    printed = {}
    for test in TESTS:
        binary = build / "tests" / test
        if not binary.exists():
            sys.exit(f"update_timing_tables: {binary} not found: build the tests first (cmake --build --preset default)")
        run = subprocess.run([str(binary), "-s"], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"update_timing_tables: {test} failed (exit {run.returncode}): fix the test before the tables")
        for header, (_, rows) in tables(run.stdout.splitlines()).items():
            printed.setdefault(header, rows)
    return printed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build/default", type=pathlib.Path)
    parser.add_argument("--doc", default="docs/timing.md", type=pathlib.Path)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a table is not current")
    args = parser.parse_args()

    printed = test_tables(args.build)
    lines = args.doc.read_text().split("\n")
    in_doc = tables(lines)
    missing = [header for header in printed if header not in in_doc]
    if missing:
        print(f"update_timing_tables: {len(missing)} tables of the tests are not in {args.doc} (add a table with "
              "this header row by hand):\n" + "\n".join(f"  {h}" for h in missing), file=sys.stderr)
        sys.exit(2)
    stale = [h for h, rows in printed.items() if in_doc[h][1] != rows]
    if args.check:
        if stale:
            rows = sum(len(printed[h]) for h in stale)
            print(f"update_timing_tables: {len(stale)} of {len(printed)} tables in {args.doc} are not current "
                  f"({rows} rows; run scripts/update_timing_tables.py):\n" + "\n".join(f"  {h}" for h in stale),
                  file=sys.stderr)
            sys.exit(1)
        print(f"update_timing_tables: all {len(printed)} tables current")
        return
    # From the last table up, so that the indices of the earlier ones still hold.
    for header in sorted(stale, key=lambda h: in_doc[h][0], reverse=True):
        first, rows = in_doc[header]
        lines[first:first + len(rows)] = printed[header]
    args.doc.write_text("\n".join(lines))
    print(f"update_timing_tables: {len(stale)} of {len(printed)} tables rewritten in {args.doc}")


if __name__ == "__main__":
    main()
