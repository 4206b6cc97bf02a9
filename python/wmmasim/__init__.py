"""wmmasim: AMD RDNA3/RDNA4 matrix-instruction layouts, kernels and waves, simulated on the CPU.

A thin face of the C++ library (docs/python.md):

* layouts: ``instructions(arch)``, ``layout(instr, operand, arch=..., wave=32, opsel=0)`` -> ``Layout``
  (``where``, ``element``, ``table``, ``to_markdown``, ``to_csv``, pictures), the algebra
  (``classify_k_order``, ``check_feed``, ``compare_up_to_permutation``, ``transposed``, ``is_transpose``,
  ``layout_from_plan``, ``LinearLayout``) and CK-style ``TensorDescriptor``/``Transform``;
* kernels: ``CodeObject(path).kernels[name](grid, block, *arrays_and_scalars, ...)``;
* waves: ``Wave(arch)`` for unit tests of single instructions.
"""

from ._core import (
    CodeObject,
    CodeObjectError,
    Element,
    InstructionBudgetExceeded,
    Kernel,
    KernelFault,
    LaunchError,
    Layout,
    LinearLayout,
    Location,
    MatrixInstruction,
    MemoryFault,
    TensorDescriptor,
    Transform,
    TransposeLoad,
    UnimplementedInstruction,
    Wave,
    check_feed,
    classify_k_order,
    compare_up_to_permutation,
    instructions,
    is_transpose,
    layout,
    layout_from_plan,
    transposed,
)

__all__ = [
    "CodeObject", "CodeObjectError", "Element", "InstructionBudgetExceeded", "Kernel", "KernelFault", "LaunchError",
    "Layout", "LinearLayout", "Location", "MatrixInstruction", "MemoryFault", "TensorDescriptor", "Transform",
    "TransposeLoad", "UnimplementedInstruction", "Wave", "check_feed", "classify_k_order",
    "compare_up_to_permutation", "instructions", "is_transpose", "layout", "layout_from_plan", "transposed",
]
