"""Linear layer on channels-last activations: ``y = x·Wᵀ + b`` (timm ``nn.Linear``; fc1, fc2, head.fc).

Forward and backward side by side (conventions.md). Shapes: x [..., Cin], weight [Cout, Cin] (timm's
layout, no transpose in the artifact), bias [Cout], y [..., Cout]; float32 unless stated.
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import Value, ops

#: The most rows (examples × pixels) one partial weight gradient of a linear layer on maps contracts; whole
#: examples, at least one (docs/decisions.md, D119).
BLOCK_ROWS = 2047
#: The most partial products one weight gradient is summed from: iree-compile packs each block's operands in an
#: executable of its own (the block's offset is baked into it), 0.12–0.16 s of compile CPU each (D119).
MAX_BLOCKS = 8


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
    dw = weight_gradient(a, b, result_dtype=dy.dtype, name="d" + name + "_w")
    db = sum_rows(dy, lead, name="d" + name + "_b")
    return dx, {"weight": dw, "bias": db}


def examples_per_block(shape: tuple[int, ...]) -> int:
    """How many examples one partial weight gradient of a linear layer on ``shape`` contracts: the largest divisor
    of the batch ``shape[0]`` whose rows (examples × the pixels of one) stay within :data:`BLOCK_ROWS`, at least 1,
    and never so few that the batch makes more than :data:`MAX_BLOCKS` blocks; the whole batch for anything but
    maps (rank 4: ``[B, H, W, C]``).

    ``[32, 56, 56, 96]`` → 4 (eight blocks), ``[32, 28, 28, 192]`` → 4, ``[32, 14, 14, 384]`` → 8,
    ``[32, 7, 7, 768]`` → 32 (whole), ``[8, 56, 56, 96]`` → 1, the check's twin ``[2, 32, 32, 40]`` → 1.
    Blocks are whole divisors of the batch, so a batch with none between 1 and itself that meets the cap (a prime
    above 8: ``[17, 56, 56, 96]`` → 17, one product) keeps the single product: correct, at the unblocked speed
    (docs/decisions.md, D119; a breaker's observation, stop 53). Every batch size the default matrix uses is even.
    """
    batch = shape[0]
    if len(shape) != 4:
        return batch
    divisors = [d for d in range(1, batch + 1) if batch % d == 0]
    by_rows = max(d for d in divisors if d == 1 or d * shape[1] * shape[2] <= BLOCK_ROWS)
    return max(by_rows, min(d for d in divisors if batch // d <= MAX_BLOCKS))


def weight_gradient(dy: Value, x: Value, *, result_dtype: str, name: str) -> Value:
    """dW [Cout, Cin] = Σ over the rows of dy [..., Cout]ᵀ·x [..., Cin], ``result_dtype`` accumulation.

    On maps (``[B, H, W, C]``) the sum goes in blocks of :func:`examples_per_block` whole examples: a
    ``dot_general`` per block over a ``slice`` of the batch, the partial products added in batch order. One
    product over all B·H·W rows of a 28×28 map, 192 → 768 channels, at batch 32 ran at under half the blocked form's
    speed on IREE llvm-cpu (AVX2: 146–168 against 60–70 ms in eight blocks; docs/decisions.md, D119). The math is
    the same sum, regrouped.
    """
    lead = tuple(range(x.rank - 1))
    e = examples_per_block(x.shape)
    if e == x.shape[0]:
        return ops.dot_general(dy, x, lhs_contracting_dimensions=lead, rhs_contracting_dimensions=lead,
                               result_dtype=result_dtype, name=name)
    dw = None
    for i in range(0, x.shape[0], e):
        blocks = [ops.slice(t, (i,) + (0,) * (t.rank - 1), (i + e,) + t.shape[1:], name=f"{name}_rows")
                  for t in (dy, x)]
        part = ops.dot_general(*blocks, lhs_contracting_dimensions=lead, rhs_contracting_dimensions=lead,
                               result_dtype=result_dtype, name=name)
        dw = part if dw is None else ops.add(dw, part, name=name)
    return dw
