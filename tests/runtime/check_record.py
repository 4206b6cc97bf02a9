#!/usr/bin/env python3
"""`wmmasim exec --record` of a HIP program, then each recorded launch replayed alone by `wmmasim run --replay`.

usage: check_record.py WMMASIM ARCH PROGRAM [ARGS...]

Checks: the program passes under --record; every launch became a case folder with its manifest, code object,
kernarg and buffers; each case replays with outputs identical to the recording (exit 0); the first case timed
(`run --replay CASE --report`) takes the cycles the recording run's timing report gave its first launch (both start
with cold caches); a case whose recorded after-state is changed by one byte replays as different (exit 1) and names
the buffer; `wmmasim diff --replay` without a GPU exits 3.
"""
import json
import pathlib
import subprocess
import sys
import tempfile


def run(*command, expect):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != expect:
        sys.exit(f"FAIL: {' '.join(map(str, command))} exited {result.returncode}, expected {expect}\n"
                 f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    return result


def main():
    wmmasim, arch, program, *args = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        record = pathlib.Path(tmp) / "record"
        exec_report = pathlib.Path(tmp) / "exec.json"
        run(wmmasim, "exec", "--arch", arch, "--record", record, "--report", exec_report, "--", program, *args, expect=0)
        cases = sorted(record.iterdir())
        if not cases or [c.name for c in cases] != [f"launch-{i:04d}" for i in range(len(cases))]:
            sys.exit(f"FAIL: the record folder holds {[c.name for c in cases]}, not launch-0000...")
        for case in cases:
            manifest = json.loads((case / "case.json").read_text())
            if manifest["target"] != arch or not manifest["buffers"] or not manifest["pointers"]:
                sys.exit(f"FAIL: {case}/case.json: {manifest}")
            for buffer in manifest["buffers"]:
                for side in ("before", "after"):
                    if (case / buffer[side]).stat().st_size != buffer["size"]:
                        sys.exit(f"FAIL: {case / buffer[side]} does not hold {buffer['size']} bytes")
            replay = run(wmmasim, "run", "--replay", case, expect=0)
            if "identical to the recording" not in replay.stdout or " 0 differ" not in replay.stdout:
                sys.exit(f"FAIL: replay of {case}:\n{replay.stdout}")
            print(replay.stdout, end="")

        # The first launch timed again from its case: the same cycles as in the recording run.
        replay_report = pathlib.Path(tmp) / "replay.json"
        run(wmmasim, "run", "--replay", cases[0], "--report", replay_report, expect=0)
        recorded_cycles = json.loads(exec_report.read_text())["launches"][0]["timing"]["cycles"]
        replayed_cycles = json.loads(replay_report.read_text())["cycles"]
        if recorded_cycles != replayed_cycles:
            sys.exit(f"FAIL: {cases[0]} timed from its case in {replayed_cycles} cycles, in the recording run "
                     f"{recorded_cycles}")
        run(wmmasim, "run", "--replay", cases[0], "--timing", "--provenance", expect=2)

        # One byte of the last written buffer changed: the replay differs and says where.
        case = cases[-1]
        manifest = json.loads((case / "case.json").read_text())
        after = case / manifest["buffers"][-1]["after"]
        data = bytearray(after.read_bytes())
        data[-1] ^= 0x40
        after.write_bytes(bytes(data))
        different = run(wmmasim, "run", "--replay", case / "case.json", expect=1)
        if "the replay differs from the recording" not in different.stdout or "1 differ" not in different.stdout:
            sys.exit(f"FAIL: a changed after-state was not reported:\n{different.stdout}")

        run(wmmasim, "diff", "--replay", case, expect=3)
        run(wmmasim, "run", "--replay", pathlib.Path(tmp) / "missing", expect=2)
    print("check_record: PASSED")


if __name__ == "__main__":
    main()
