"""A PEP 517 build backend for wmmasim: CMake builds the extension target (python/CMakeLists.txt), this module
packs build/<dir>/python/wmmasim into a wheel. Standard library only, so that pip's isolated build environment
needs no download.

config_settings (pip install . -C key=value):
  build-dir   an existing CMake build tree to build in and pack from (e.g. build/default); default build/pip-<tag>,
              configured with -DCMAKE_BUILD_TYPE=Release for the interpreter running pip.
"""

import base64
import hashlib
import os
import pathlib
import subprocess
import sys
import sysconfig
import zipfile

NAME = "wmmasim"
SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2]


def _version():
    for line in (SOURCE_DIR / "pyproject.toml").read_text().splitlines():
        if line.startswith("version = "):
            return line.split('"')[1]
    raise RuntimeError("pyproject.toml has no version")


def _tag():
    interpreter = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{interpreter}-{interpreter}-{platform}"


def _cmake(*args):
    # Without pip's isolation overlay (it hides site-packages): an existing build tree may re-run its configure
    # step, which checks the test interpreter's numpy and pytest.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONNOUSERSITE", "PYTHONHOME")}
    subprocess.run(["cmake", *args], check=True, stdout=sys.stderr, env=env)


def _build(config_settings):
    build_dir = (config_settings or {}).get("build-dir")
    if build_dir:
        build_dir = (SOURCE_DIR / build_dir).resolve()
    else:
        build_dir = SOURCE_DIR / "build" / f"pip-{_tag()}"
        _cmake("-S", str(SOURCE_DIR), "-B", str(build_dir), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
               f"-DPython_EXECUTABLE={sys.executable}", "-DWMMASIM_PYTHON_TESTS=OFF")
    _cmake("--build", str(build_dir), "--target", "wmmasim_python")
    return build_dir / "python" / NAME


def _metadata():
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {_version()}\n"
            "Summary: AMD RDNA3/RDNA4 matrix-instruction layouts, kernels and waves, simulated on the CPU\n"
            "Requires-Python: >=3.9\nRequires-Dist: numpy\n")


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist_info = pathlib.Path(metadata_directory) / f"{NAME}-{_version()}.dist-info"
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata())
    return dist_info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    package_dir = _build(config_settings)
    dist_info = f"{NAME}-{_version()}.dist-info"
    files = {f"{NAME}/{p.name}": p.read_bytes() for p in sorted(package_dir.iterdir()) if p.is_file()}
    files[f"{dist_info}/METADATA"] = _metadata().encode()
    files[f"{dist_info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: wmmasim_backend\nRoot-Is-Purelib: false\n"
                                   f"Tag: {_tag()}\n").encode()
    files[f"{dist_info}/top_level.txt"] = f"{NAME}\n".encode()
    record = [_record_line(path, data) for path, data in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel_name = f"{NAME}-{_version()}-{_tag()}.whl"
    partial = os.path.join(wheel_directory, wheel_name + ".part")
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            entry = zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            # compresslevel 1: a RelWithDebInfo module is ~45 MB, and fast beats small for a local wheel.
            wheel.writestr(entry, data, compresslevel=1)
    os.replace(partial, os.path.join(wheel_directory, wheel_name))  # no half-written wheel on failure
    return wheel_name
