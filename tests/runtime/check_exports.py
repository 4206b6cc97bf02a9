#!/usr/bin/env python3
"""The runtime's exports against what programs need and what the real library has:
* every symbol a HIP program built against Debian's libamdhip64-dev imports (nm -D --with-symbol-versions of every
  program under the given folders) is defined by the runtime's libamdhip64.so.5 with the same version;
* libamdhip64.so.5 defines every function of the real libamdhip64.so.5 with its version node, and has exactly its
  version nodes (when the real library is installed);
* libamdhip64.so.6 defines all of that too, plus ROCm 6's R0600 entry points."""
import os, subprocess, sys

runtime_dir, real_library, *program_dirs = sys.argv[1:]


# Local symbols (nm's lower-case t, r, d, b) in the dynamic symbol table are no exports: the linker lists there the
# library's own copies of symbols that a shared library it links also defines (libstdc++ instantiations that LLVM's
# libLLVM, which source lines use, has too), but the version script keeps them local.
LOCAL_TYPES = set("trdbs")


def symbols(path, flag):
    out = subprocess.run(["nm", "-D", "--with-symbol-versions", flag, path], capture_output=True, text=True, check=True).stdout
    return {line.split()[-1].replace("@@", "@") for line in out.splitlines()
            if line.strip() and not (len(line.split()) == 3 and line.split()[1] in LOCAL_TYPES)}


def nodes(path):
    out = subprocess.run(["readelf", "-V", "-W", path], capture_output=True, text=True, check=True).stdout
    section = out.split("Version definition section")[1].split("Version needs section")[0]
    return {w.split("Name: ")[1].split()[0] for w in section.splitlines() if "Name: " in w and "Flags: none" in w}


ours5 = symbols(os.path.join(runtime_dir, "libamdhip64.so.5"), "--defined-only")
ours6 = symbols(os.path.join(runtime_dir, "libamdhip64.so.6"), "--defined-only")
failures = []
programs = 0
for folder in program_dirs:
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        with open(path, "rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        programs += 1
        for symbol in symbols(path, "--undefined-only"):
            if "@hip_" in symbol and symbol not in ours5:
                failures.append(f"{name} imports {symbol}, which libamdhip64.so.5 does not define")
if programs == 0:
    failures.append(f"no HIP programs found in {program_dirs}")
if os.path.exists(real_library):
    real = symbols(real_library, "--defined-only")
    failures += [f"the real library defines {s}, ours does not" for s in sorted(real - ours5)]
    if nodes(real_library) != nodes(os.path.join(runtime_dir, "libamdhip64.so.5")):
        failures.append(f"version nodes differ: real {sorted(nodes(real_library))}, ours {sorted(nodes(os.path.join(runtime_dir, 'libamdhip64.so.5')))}")
else:
    print(f"check_exports: {real_library} is not installed; the comparison with the real library is skipped")
failures += [f"libamdhip64.so.6 lacks {s}" for s in sorted(ours5 - ours6)]
for needed in ("hipGetDevicePropertiesR0600@hip_6.0", "hipChooseDeviceR0600@hip_6.0", "hipGetDevicePropertiesR0000@hip_4.2"):
    if needed not in ours6:
        failures.append(f"libamdhip64.so.6 lacks {needed}")
for f in failures:
    print(f)
print(f"check_exports: {programs} programs, {len(ours5)} exports in .so.5, {len(ours6)} in .so.6: "
      f"{'FAILED' if failures else 'PASSED'}")
sys.exit(1 if failures else 0)
