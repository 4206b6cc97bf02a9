"""Shared fixtures of the Python tests: where the build put the CLI and the kernels (CTest's test_python entry
sets the environment; run by hand, the default preset's build tree is used)."""

import json
import os
import pathlib
import subprocess

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("WMMASIM_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BUILD_DIR = SOURCE_DIR / "build" / "default"


@pytest.fixture(scope="session")
def cli():
    """Runs the wmmasim command and returns its stdout (the independent reference for layouts)."""
    path = os.environ.get("WMMASIM_CLI", str(BUILD_DIR / "cli" / "wmmasim"))

    def run(*args, parse_json=False):
        out = subprocess.run([path, *map(str, args)], check=True, capture_output=True, text=True).stdout
        return json.loads(out) if parse_json else out

    return run


@pytest.fixture(scope="session")
def build_dir():
    return pathlib.Path(os.environ.get("WMMASIM_BUILD_DIR", BUILD_DIR))


@pytest.fixture(scope="session")
def kernel_dir():
    return pathlib.Path(os.environ.get("WMMASIM_KERNEL_DIR", BUILD_DIR / "kernels"))


@pytest.fixture(scope="session")
def llvm_mc():
    return os.environ.get("WMMASIM_LLVM_MC", "llvm-mc-19")
