"""The package as a whole: what `import wmmasim` costs, what a launch from Python adds to the C++ launch, and the
type stub against the module."""

import ast
import pathlib
import statistics
import subprocess
import sys
import time

import numpy as np

import wmmasim

STUB = pathlib.Path(wmmasim.__file__).with_name("__init__.pyi")


def test_import_costs_under_100_ms():
    # A fresh interpreter each time; the best of five, so that a busy machine does not decide the result.
    code = "import time; t = time.perf_counter(); import wmmasim; print(time.perf_counter() - t)"
    costs = [float(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout)
             for _ in range(5)]
    assert min(costs) < 0.100, costs
    # numpy is imported by the first call that needs it, not by `import wmmasim` (it costs more than all of it).
    assert subprocess.run([sys.executable, "-c", "import sys, wmmasim; print('numpy' in sys.modules)"],
                          check=True, capture_output=True, text=True).stdout.strip() == "False"


def test_a_launch_adds_under_20_us_to_the_simulator(kernel_dir):
    """result['seconds'] is the time inside sim::run_on_simulator(); the rest of the call is the binding's cost:
    argument conversion, buffer copies in and out, the GIL release, the result dict."""
    kernel = wmmasim.CodeObject(str(kernel_dir / "wmma_matmul.gfx1201.hsaco")).kernels["wmma_matmul"]
    a, b = np.ones((16, 16), np.float16), np.ones((16, 16), np.float16)
    c, d = np.ones((16, 16), np.float32), np.zeros((16, 16), np.float32)
    overheads = []
    for _ in range(1000):
        start = time.perf_counter()
        inside = kernel(1, 32, a, b, c, d)["seconds"]
        overheads.append(time.perf_counter() - start - inside)
    assert (d == 17).all()
    assert statistics.median(overheads) < 20e-6, statistics.median(overheads)


def stub_names():
    tree = ast.parse(STUB.read_text())
    top, members = set(), {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            top.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            top.add(node.target.id)
        elif isinstance(node, ast.Assign):
            top.update(t.id for t in node.targets)
        if isinstance(node, ast.ClassDef):
            members[node.name] = {n.name if isinstance(n, ast.FunctionDef) else n.target.id
                                  for n in node.body if isinstance(n, (ast.FunctionDef, ast.AnnAssign))}
    return top, members


def test_the_stub_describes_every_public_name():
    top, members = stub_names()
    assert set(wmmasim.__all__) <= top
    for name in wmmasim.__all__:
        cls = getattr(wmmasim, name)
        if not isinstance(cls, type) or issubclass(cls, (tuple, BaseException)):
            continue
        public = {m for m in vars(cls) if not m.startswith("__") and not m.startswith("_pybind11")}
        assert public <= members[name], (name, public - members[name])
        assert cls.__doc__, name
        for method in public:
            if callable(getattr(cls, method)) and not method.startswith("_"):
                assert getattr(cls, method).__doc__, (name, method)


def test_pip_installs_the_package_without_a_network(tmp_path):
    """`pip install --no-index .` into a venv, reusing this build tree (the backend's build-dir setting), then the
    installed package from another directory."""
    import os
    from conftest import BUILD_DIR, SOURCE_DIR
    build_dir = pathlib.Path(os.environ.get("WMMASIM_BUILD_DIR", BUILD_DIR))
    env = tmp_path / "env"
    # Debian's pip (python3-pip) from the system site-packages runs inside the venv: no ensurepip copy to wait for.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(env)], check=True)
    subprocess.run([str(env / "bin" / "python"), "-m", "pip", "install", "--no-index", "--quiet", str(SOURCE_DIR),
                    "--config-settings", f"build-dir={build_dir}"], check=True, capture_output=True)
    code = "import wmmasim, sys; print(wmmasim.__file__); print(wmmasim.layout('global_load_tr_b64', arch='rdna4').vgprs)"
    clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([str(env / "bin" / "python"), "-c", code], check=True, capture_output=True, text=True,
                         cwd=tmp_path, env=clean).stdout.split()
    assert out[0].startswith(str(env)) and out[1] == "2"
    installed = pathlib.Path(out[0]).parent
    assert (installed / "__init__.pyi").exists() and (installed / "py.typed").exists()
