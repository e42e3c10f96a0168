"""LayerNorm over the last (channel) axis of channels-last activations (timm ``LayerNorm2d``, ``LayerNorm``).

Used for the stem norm (``stem.1``), the downsample norms (``stages.i.downsample.0``) and the block norms
(``stages.i.blocks.j.norm``) on ``[B, H, W, C]``, and for the head norm (``head.norm``) on ``[B, C]``.
Forward and backward side by side (conventions.md).

Numerically safe by construction (design.md, decision 5): the variance is the biased mean of squared
deviations from the mean (two passes, never E[x²] − E[x]²) and ε sits inside the rsqrt.
Source: spec/convnext.md ("LayerNorm"); Ba et al., "Layer Normalization" (2016).
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_last, sum_rows
from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["LayerNormSaved", "layer_norm_backward", "layer_norm_forward"]


@dataclass(frozen=True)
class LayerNormSaved:
    """What the backward needs.

    Attributes:
        xhat: the normalized input (x − mean)·rstd, shape of x ``[..., C]``.
        rstd: rsqrt(var + ε) per row, shape ``[...]`` (x's shape without the last axis).
        weight: the affine scale ``[C]``.
    """

    xhat: Value
    rstd: Value
    weight: Value


def _row_mean(v: Value, name: str) -> Value:
    """Mean over the last axis, broadcast back to ``v``'s shape (sum in partial sums, then divide by C)."""
    last = v.rank - 1
    s = sum_last(v, name + "_sum")
    m = ops.divide(s, ops.splat(s, v.shape[last], name=name + "_n"), name=name)
    return ops.broadcast_in_dim(m, v.shape, tuple(range(last)), name=name + "_b")


def _var(d: Value, name: str) -> Value:
    """Biased variance per row from the deviations ``d``: Σ d² / C over the last axis, shape ``[...]``."""
    last = d.rank - 1
    ssq = sum_last(ops.multiply(d, d, name=name + "_sq"), name=name + "_ssq")
    return ops.divide(ssq, ops.splat(ssq, d.shape[last], name=name + "_n"), name=name + "_var")


def _channels(v: Value, x: Value, name: str) -> Value:
    """A ``[C]`` parameter broadcast along the last axis of ``x``."""
    return ops.broadcast_in_dim(v, x.shape, (x.rank - 1,), name=name)


def layer_norm_forward(x: Value, weight: Value, bias: Value, *, eps: float, name: str = "ln"
                       ) -> tuple[Value, LayerNormSaved]:
    """y = (x − mean)·rsqrt(var + ε)·weight + bias, mean and biased var over the last axis.

    Args:
        x: ``[..., C]`` (rank ≥ 1), any float dtype; ``[B, H, W, C]`` in blocks, ``[B, C]`` in the head.
        weight, bias: ``[C]``, x's dtype.
        eps: ε, added to the variance inside the rsqrt (spec default 1e-6; the variant's ``eps``).
        name: SSA name hint of the results.

    Returns:
        y of x's shape, and :class:`LayerNormSaved`.

    Raises:
        EmitError: weight or bias is not ``[C]``.
    """
    if x.rank < 1:
        raise EmitError(f"layer_norm: operand must have rank >= 1, got {x.type}")
    c = x.shape[-1]
    for p in (weight, bias):
        if p.shape != (c,) or p.dtype != x.dtype:
            raise EmitError(f"layer_norm: %{p.name} is {p.type}, expected [C] = ({c},) of {x.dtype} "
                            f"for {x.type}")
    d = ops.subtract(x, _row_mean(x, name + "_mean"), name=name + "_dev")
    last = x.rank - 1
    var = _var(d, name)
    rstd = ops.rsqrt(ops.add(var, ops.splat(var, eps, name=name + "_eps"), name=name + "_var_eps"),
                     name=name + "_rstd")
    xhat = ops.multiply(d, ops.broadcast_in_dim(rstd, x.shape, tuple(range(last)), name=name + "_rstd_b"),
                        name=name + "_xhat")
    scaled = ops.multiply(xhat, _channels(weight, x, name + "_weight_b"), name=name + "_scaled")
    y = ops.add(scaled, _channels(bias, x, name + "_bias_b"), name=name)
    return y, LayerNormSaved(xhat=xhat, rstd=rstd, weight=weight)


def layer_norm_backward(saved: LayerNormSaved, dy: Value, *, name: str = "ln"
                        ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`layer_norm_forward`: dx ``[..., C]``, {"weight": ``[C]``, "bias": ``[C]``}.

    With dx̂ = dy·weight: dx = rstd·(dx̂ − mean(dx̂) − x̂·mean(dx̂·x̂)) (means over the last axis);
    dweight = Σ dy·x̂ and dbias = Σ dy over every leading axis.
    """
    xhat, rstd = saved.xhat, saved.rstd
    if dy.type != xhat.type:
        raise EmitError(f"layer_norm: cotangent {dy.type} vs activation {xhat.type}")
    d = "d" + name
    lead = tuple(range(dy.rank - 1))
    dweight = sum_rows(ops.multiply(dy, xhat, name=d + "_dy_xhat"), lead, name=d + "_weight")
    dbias = sum_rows(dy, lead, name=d + "_bias")
    dxhat = ops.multiply(dy, _channels(saved.weight, dy, d + "_weight_b"), name=d + "_xhat")
    m1 = _row_mean(dxhat, d + "_mean1")
    m2 = _row_mean(ops.multiply(dxhat, xhat, name=d + "_xhat_xhat"), d + "_mean2")
    inner = ops.subtract(ops.subtract(dxhat, m1, name=d + "_c1"), ops.multiply(xhat, m2, name=d + "_p2"),
                         name=d + "_c2")
    dx = ops.multiply(ops.broadcast_in_dim(rstd, dy.shape, lead, name=d + "_rstd_b"), inner, name=d + "_x")
    return dx, {"weight": dweight, "bias": dbias}
