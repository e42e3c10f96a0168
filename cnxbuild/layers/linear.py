"""Linear layer on channels-last activations: ``y = x·Wᵀ + b`` (timm ``nn.Linear``; fc1, fc2, head.fc).

Forward and backward side by side (conventions.md). Shapes: x [..., Cin], weight [Cout, Cin] (timm's
layout, no transpose in the artifact), bias [Cout], y [..., Cout]; float32 unless stated.
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import Value, ops


@dataclass(frozen=True)
class LinearSaved:
    """What the backward needs: the input activation and the weight."""

    x: Value
    weight: Value


def linear_forward(x: Value, weight: Value, bias: Value, *, name: str = "fc") -> tuple[Value, LinearSaved]:
    """y[..., o] = Σ_i x[..., i]·weight[o, i] + bias[o].

    Raises:
        EmitError: the contracted sizes differ (``dot_general: lhs dim …``).
    """
    lead = x.rank - 1
    y = ops.dot_general(x, weight, lhs_contracting_dimensions=(lead,), rhs_contracting_dimensions=(1,),
                        name=name)
    yb = ops.add(y, ops.broadcast_in_dim(bias, y.shape, (lead,), name=name + "_b"), name=name)
    return yb, LinearSaved(x=x, weight=weight)


def linear_backward(saved: LinearSaved, dy: Value, *, precision: str = "f32", name: str = "fc"
                    ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`linear_forward`: dx [..., Cin], {"weight": [Cout, Cin], "bias": [Cout]}.

    dx = dy·W; dW = Σ_leading dyᵀ·x; db = Σ_leading dy. With ``precision="bf16"`` the weight gradient's
    dot_general takes bf16 operands and accumulates in f32 (spec/convnext.md, "bf16").
    """
    x, w = saved.x, saved.weight
    lead = tuple(range(x.rank - 1))
    dx = ops.dot_general(dy, w, lhs_contracting_dimensions=(x.rank - 1,), rhs_contracting_dimensions=(0,),
                         name="d" + name + "_x")
    a, b = (ops.convert(dy, "bf16"), ops.convert(x, "bf16")) if precision == "bf16" else (dy, x)
    dw = ops.dot_general(a, b, lhs_contracting_dimensions=lead, rhs_contracting_dimensions=lead,
                         result_dtype=dy.dtype, name="d" + name + "_w")
    db = sum_rows(dy, lead, name="d" + name + "_b")
    return dx, {"weight": dw, "bias": db}
