"""Squeeze-and-excitation on channels-last activations, forward and backward side by side (conventions.md).

Source: Hu et al., "Squeeze-and-Excitation Networks" (CVPR 2018), as timm 1.0.31's ``_efficientnet_blocks.py``
``SqueezeExcite`` computes it inside an inverted-residual block with SiLU (Tan & Le 2019)::

    s = mean over H, W of x                                   [B, C]
    r = s · W_rᵀ + b_r          (``se.conv_reduce``, a 1×1 conv with bias, W_r [R, C, 1, 1])   [B, R]
    a = SiLU(r)                 (the block's activation)
    e = a · W_eᵀ + b_e          (``se.conv_expand``, W_e [C, R, 1, 1])                          [B, C]
    g = σ(e)                    (the gate)
    y = x · g[b, c]             broadcast over H, W                                            [B, H, W, C]

The two 1×1 convolutions act on a 1×1 map, so they are linear layers on ``[B, C]`` with the conv's weight
reshaped to ``[out, in]`` (and its gradient reshaped back). Backward: x reaches y twice, through the gate's
multiply (dx = dy·g) and through the pool (dx += pool-backward of ds), and ds comes back through the gate
(dg = Σ_{h,w} dy·x, de = dg·g·(1 − g)), the expand, SiLU and the reduce.

The two sums over H, W (the squeeze's and dg's) run over W, then H (:func:`cnxbuild.layers.sums.sum_spatial`):
at 224 px the first blocks' maps are 112×112, and one sequential float32 sum of 12,544 terms is what D36 found
the check can see (docs/decisions.md, D114).
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers import elementwise, linear, pool, sums
from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["SqueezeExciteSaved", "squeeze_excite_backward", "squeeze_excite_forward"]


@dataclass(frozen=True)
class SqueezeExciteSaved:
    """What the backward needs: the input x ``[B, H, W, C]``, the gate g ``[B, C]`` and the records of the
    pool, the reduce, its SiLU and the expand."""

    x: Value
    gate: Value
    pool: pool.GlobalAvgPoolSaved
    reduce: linear.LinearSaved
    act: elementwise.SiluSaved
    expand: linear.LinearSaved


def _as_linear(weight: Value, name: str) -> Value:
    if weight.rank != 4 or weight.shape[2:] != (1, 1):
        raise EmitError(f"squeeze_excite: {name} weight must be [out, in, 1, 1], got {weight.type}")
    return ops.reshape(weight, weight.shape[:2], name=name)


def squeeze_excite_forward(x: Value, reduce_weight: Value, reduce_bias: Value, expand_weight: Value,
                           expand_bias: Value, *, name: str = "se") -> tuple[Value, SqueezeExciteSaved]:
    """y = x·σ(expand(SiLU(reduce(mean_hw(x))))), x ``[B, H, W, C]``; weights ``[R, C, 1, 1]`` and
    ``[C, R, 1, 1]``, biases ``[R]`` and ``[C]`` (timm ``SqueezeExcite`` with SiLU).

    Raises:
        EmitError: a weight that is not a 1×1 conv's, or shapes that do not chain (``dot_general: …``).
    """
    s, pooled = pool.global_avg_pool_forward(x, name=name + "_pool", staged=True)
    r, reduce = linear.linear_forward(s, _as_linear(reduce_weight, name + "_wr"), reduce_bias,
                                      name=name + "_reduce")
    a, act = elementwise.silu_forward(r, name=name + "_act")
    e, expand = linear.linear_forward(a, _as_linear(expand_weight, name + "_we"), expand_bias,
                                      name=name + "_expand")
    if e.shape != s.shape:
        raise EmitError(f"squeeze_excite: expand gives {e.type}, the input has {x.shape[3]} channels")
    g = ops.logistic(e, name=name + "_gate")
    y = ops.multiply(x, ops.broadcast_in_dim(g, x.shape, (0, 3), name=name + "_gate_b"), name=name)
    return y, SqueezeExciteSaved(x, g, pooled, reduce, act, expand)


def squeeze_excite_backward(saved: SqueezeExciteSaved, dy: Value, *, precision: str = "f32", name: str = "se"
                            ) -> tuple[Value, dict[str, Value]]:
    """dx ``[B, H, W, C]`` and {``conv_reduce.weight`` [R, C, 1, 1], ``conv_reduce.bias`` [R],
    ``conv_expand.weight`` [C, R, 1, 1], ``conv_expand.bias`` [C]} (module docstring). With ``precision="bf16"``
    the two weight gradients take bf16 operands, as every conv's (spec/convnext.md, "bf16")."""
    x, g, d = saved.x, saved.gate, "d" + name
    if dy.type != x.type:
        raise EmitError(f"squeeze_excite: cotangent {dy.type} vs input {x.type}")
    direct = ops.multiply(dy, ops.broadcast_in_dim(g, x.shape, (0, 3), name=d + "_gate_b"), name=d + "_direct")
    dg = sums.sum_spatial(ops.multiply(dy, x, name=d + "_dyx"), d + "_gate")
    one = ops.splat(g, 1.0, name=d + "_one")
    de = ops.multiply(dg, ops.multiply(g, ops.subtract(one, g, name=d + "_1mg"), name=d + "_slope"),
                      name=d + "_e")
    da, ge = linear.linear_backward(saved.expand, de, precision=precision, name=name + "_expand")
    dr, _ = elementwise.silu_backward(saved.act, da, name=name + "_act")
    ds, gr = linear.linear_backward(saved.reduce, dr, precision=precision, name=name + "_reduce")
    through_pool, _ = pool.global_avg_pool_backward(saved.pool, ds, name=name + "_pool")
    dx = ops.add(direct, through_pool, name=d + "_x")
    wr, we = saved.reduce.weight, saved.expand.weight
    return dx, {"conv_reduce.weight": ops.reshape(gr["weight"], wr.shape[:2] + (1, 1), name=d + "_wr"),
                "conv_reduce.bias": gr["bias"],
                "conv_expand.weight": ops.reshape(ge["weight"], we.shape[:2] + (1, 1), name=d + "_we"),
                "conv_expand.bias": ge["bias"]}
