"""BatchNorm over the batch and spatial axes of channels-last activations (timm/PyTorch ``nn.BatchNorm2d``;
spec/families.md "ResNet"; Ioffe & Szegedy 2015), with sync-BN across replicas.

Training: per-channel mean μ and BIASED variance σ² over the n = R·B·H·W values of a channel (R replicas),
y = γ·(x − μ)·rsqrt(σ² + ε) + β. The running statistics take μ and the UNBIASED variance σ²·n/(n − 1)
(PyTorch); :func:`running_update` mixes them in. Eval: the frozen running statistics, no reduction, so an
example's output does not depend on the rest of the batch.

Sync-BN: with R > 1 every per-channel sum the normalisation uses is ``all_reduce``d (summed over the R
replicas) before use — forward Σx and Σ(x − μ)², backward Σdy and Σdy·x̂ — so R replicas × B examples give
what one device gives at R·B. The parameter gradients dγ = Σdy·x̂ and dβ = Σdy are returned as this
replica's partial sums: the optimizer stage's ``all_reduce_mean`` combines them like every other gradient.

Variance in two passes (Σx, then Σ(x − μ)²; never Σx² − (Σx)²/n), as LayerNorm (design.md, decision 5):
a channel whose mean is large against its spread (an un-centred input, a ReLU output with a large offset)
loses the variance to cancellation in f32 in the one-pass form. The price is a second ``all_reduce`` of
[C] per BN layer under sync-BN (the deviations need the global μ first). Sums over B, H, W run one axis
at a time (:func:`~cnxbuild.layers.sums.sum_rows`, docs/decisions.md D36). ε sits inside the rsqrt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "BatchNormSaved",
    "BatchStats",
    "batch_norm_eval_forward",
    "batch_norm_train_backward",
    "batch_norm_train_forward",
    "running_update",
]


@dataclass(frozen=True)
class BatchNormSaved:
    """What the backward needs.

    Attributes:
        xhat: the normalized input (x − μ)·rstd, x's shape ``[B, H, W, C]``.
        rstd: rsqrt(σ² + ε) per channel, ``[C]``.
        weight: γ, ``[C]``.
        count: n = R·B·H·W, the values behind each channel's statistics.
        replicas: R (sync-BN when > 1).
    """

    xhat: Value
    rstd: Value
    weight: Value
    count: int
    replicas: int


@dataclass(frozen=True)
class BatchStats:
    """The batch statistics for the running buffers: ``mean`` [C] and the UNBIASED ``var`` [C] (n/(n − 1))."""

    mean: Value
    var: Value


def _check(x: Value, params: tuple[Value, ...], replicas: int) -> int:
    """n = R·B·H·W after checking x [..., C] (rank ≥ 2), the [C] parameters and R ≥ 1."""
    if x.rank < 2 or replicas < 1:
        raise EmitError(f"batch_norm: input {x.type} must be [B, ..., C] (rank >= 2) and replicas {replicas} >= 1")
    for p in params:
        if p.type != x.type.with_shape((x.shape[-1],)):
            raise EmitError(f"batch_norm: %{p.name} is {p.type}, expected [C] = ({x.shape[-1]},) of {x.dtype}")
    return replicas * math.prod(x.shape[:-1])


def _channel_sum(v: Value, replicas: int, name: str) -> Value:
    """Σ over every axis but the channel axis → [C]; over all replicas (``all_reduce``) when R > 1."""
    s = sum_rows(v, tuple(range(v.rank - 1)), name=name)
    return ops.all_reduce(s, replicas, name=name + "_all") if replicas > 1 else s


def _channels(v: Value, like: Value, name: str) -> Value:
    """A [C] vector broadcast along the last axis of ``like``."""
    return ops.broadcast_in_dim(v, like.shape, (like.rank - 1,), name=name)


def _scale(v: Value, factor: float, name: str) -> Value:
    return ops.multiply(v, ops.splat(v, factor, name=name + "_f"), name=name)


def _per(v: Value, n: int, name: str) -> Value:
    """v / n (a division, not a multiplication by a rounded 1/n)."""
    return ops.divide(v, ops.splat(v, n, name=name + "_n"), name=name)


def batch_norm_train_forward(x: Value, weight: Value, bias: Value, *, eps: float, replicas: int = 1,
                             name: str = "bn") -> tuple[Value, BatchNormSaved, BatchStats]:
    """y = (x − μ)·rsqrt(σ² + ε)·weight + bias with the batch's per-channel μ and biased σ².

    Args:
        x: ``[B, H, W, C]`` (any rank ≥ 2 with channels last), f32 (f64 in tests); this replica's examples.
        weight, bias: γ and β, ``[C]`` of x's dtype (timm ``<bn>.weight``, ``<bn>.bias``).
        eps: ε inside the rsqrt (spec default 1e-5).
        replicas: R; R > 1 all-reduces the sums (sync-BN; module docstring), n = R·B·H·W.
        name: SSA name hint.

    Returns:
        y (x's shape), :class:`BatchNormSaved`, and :class:`BatchStats` (μ and the unbiased σ²·n/(n − 1)).

    Raises:
        EmitError: weight or bias is not [C] of x's dtype, or n < 2 (no unbiased variance; PyTorch refuses
            training with one value per channel too).
    """
    n = _check(x, (weight, bias), replicas)
    if n < 2:
        raise EmitError(f"batch_norm: {n} value per channel in training (need at least 2)")
    mean = _per(_channel_sum(x, replicas, name + "_sum"), n, name + "_mean")
    dev = ops.subtract(x, _channels(mean, x, name + "_mean_b"), name=name + "_dev")
    ssq = _channel_sum(ops.multiply(dev, dev, name=name + "_sq"), replicas, name + "_ssq")
    var, unbiased = _per(ssq, n, name + "_var"), _per(ssq, n - 1, name + "_var_unbiased")
    rstd = ops.rsqrt(ops.add(var, ops.splat(var, eps, name=name + "_eps"), name=name + "_var_eps"),
                     name=name + "_rstd")
    xhat = ops.multiply(dev, _channels(rstd, x, name + "_rstd_b"), name=name + "_xhat")
    y = ops.add(ops.multiply(xhat, _channels(weight, x, name + "_weight_b"), name=name + "_scaled"),
                _channels(bias, x, name + "_bias_b"), name=name)
    return (y, BatchNormSaved(xhat=xhat, rstd=rstd, weight=weight, count=n, replicas=replicas),
            BatchStats(mean=mean, var=unbiased))


def batch_norm_train_backward(saved: BatchNormSaved, dy: Value, *, name: str = "bn"
                              ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`batch_norm_train_forward`: dx (x's shape), {"weight": dγ [C], "bias": dβ [C]}.

    dβ = Σ dy and dγ = Σ dy·x̂ over this replica's B, H, W (partial sums under sync-BN); with S₁, S₂ the same
    sums over all replicas (``all_reduce`` when R > 1): dx = γ·rstd·(dy − S₁/n − x̂·S₂/n), n = R·B·H·W.
    Linear in dy, so replica r's dx equals one device's dx (at R·B, fed the concatenated dy) on r's examples.

    Raises:
        EmitError: dy's type is not x's.
    """
    xhat, n, r, d = saved.xhat, saved.count, saved.replicas, "d" + name
    if dy.type != xhat.type:
        raise EmitError(f"batch_norm: cotangent {dy.type} vs activation {xhat.type}")
    lead = tuple(range(dy.rank - 1))
    dbias = sum_rows(dy, lead, name=d + "_bias")
    dweight = sum_rows(ops.multiply(dy, xhat, name=d + "_dy_xhat"), lead, name=d + "_weight")
    s1 = ops.all_reduce(dbias, r, name=d + "_bias_all") if r > 1 else dbias
    s2 = ops.all_reduce(dweight, r, name=d + "_weight_all") if r > 1 else dweight
    m1 = _channels(_per(s1, n, d + "_m1"), dy, d + "_m1_b")
    m2 = _channels(_per(s2, n, d + "_m2"), dy, d + "_m2_b")
    inner = ops.subtract(ops.subtract(dy, m1, name=d + "_c1"), ops.multiply(xhat, m2, name=d + "_p2"),
                         name=d + "_c2")
    g = ops.multiply(saved.weight, saved.rstd, name=d + "_g")
    dx = ops.multiply(_channels(g, dy, d + "_g_b"), inner, name=d + "_x")
    return dx, {"weight": dweight, "bias": dbias}


def batch_norm_eval_forward(x: Value, weight: Value, bias: Value, running_mean: Value, running_var: Value, *,
                            eps: float, name: str = "bn") -> Value:
    """y = (x − running_mean)·(weight·rsqrt(running_var + ε)) + bias: frozen statistics, no reduction over the
    batch (``fwd_eval``; PyTorch ``model.eval()``). All parameters ``[C]`` of x's dtype; y has x's shape.

    Raises:
        EmitError: a parameter or buffer is not [C] of x's dtype.
    """
    _check(x, (weight, bias, running_mean, running_var), 1)
    rstd = ops.rsqrt(ops.add(running_var, ops.splat(running_var, eps, name=name + "_eps"), name=name + "_var_eps"),
                     name=name + "_rstd")
    scale = ops.multiply(weight, rstd, name=name + "_scale")
    dev = ops.subtract(x, _channels(running_mean, x, name + "_mean_b"), name=name + "_dev")
    return ops.add(ops.multiply(dev, _channels(scale, x, name + "_scale_b"), name=name + "_scaled"),
                   _channels(bias, x, name + "_bias_b"), name=name)


def running_update(running: Value, batch: Value, momentum: float = 0.1, *, name: str = "running") -> Value:
    """r′ = (1 − m)·r + m·s (PyTorch's running statistics, momentum m = 0.1): ``running`` and ``batch`` of one
    type ([C]); for running_var, s is the unbiased :attr:`BatchStats.var`.

    Raises:
        EmitError: the types differ, or momentum is outside [0, 1].
    """
    if running.type != batch.type or not 0.0 <= momentum <= 1.0:
        raise EmitError(f"running_update: running {running.type} vs batch {batch.type} must match and momentum "
                        f"{momentum} lie in [0, 1]")
    return ops.add(_scale(running, 1.0 - momentum, name + "_keep"), _scale(batch, momentum, name + "_new"),
                   name=name)
