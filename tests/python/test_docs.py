"""docs/python.md's walkthrough: every ```python block runs, in order, in one namespace (a notebook's kernel)."""

import os
import re

from conftest import SOURCE_DIR


def test_the_walkthrough_runs(kernel_dir, tmp_path, capsys):
    text = (SOURCE_DIR / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 5
    namespace = {}
    cwd = os.getcwd()
    os.chdir(tmp_path)  # the trace file the walkthrough writes lands here
    try:
        for block in blocks:
            exec(compile(block.replace("build/default/kernels", str(kernel_dir)), "docs/python.md", "exec"), namespace)
    finally:
        os.chdir(cwd)
    printed = capsys.readouterr().out
    # The outputs the walkthrough shows in its comments are the ones it prints.
    for shown in ("[Location(lane=19, vgpr=0, bit_lo=16, bit_hi=31)]", "Element(row=3, col=5)", "K-permuted",
                  "False True", "[3, 5]", "InstructionBudgetExceeded wmma_matmul (0, 0, 0) 0"):
        assert shown in printed, shown
    assert (tmp_path / "wmma_matmul.trace.json").stat().st_size > 0
