"""Losses on logits, each returning the loss and the cotangent of the logits (spec/convnext.md, "Losses").

Logits z ``[B, K]`` (examples per replica × classes), targets t ``[B, K]`` (soft targets allowed), any float
dtype. A loss function is the root of the backward, so forward and backward are one function: it returns
``(loss, dz)`` with ``loss`` a 0-d tensor of z's dtype and ``dz`` ``[B, K]``. The loss value is an output for
logging only: ``dz`` is written in closed form from z and t and no op on its path reads the loss, so the
logged value cannot change a gradient.

Numerically safe by construction (design.md, decision 5): log-softmax and softmax subtract the row max;
softplus is max(z, 0) + log1p(exp(−|z|)). Neither exponentiates a positive number, so loss and dz stay
finite however large the logits (as long as each row's z − max(z) is finite).
"""

from __future__ import annotations

from cnxbuild.layers.sums import sum_all, sum_last
from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["binary_cross_entropy", "cross_entropy"]


def _check(op: str, z: Value, t: Value) -> tuple[int, int]:
    if z.rank != 2 or t.type != z.type:
        raise EmitError(f"{op}: logits {z.type} and targets {t.type} must both be [B, K] of one dtype")
    return z.shape


def _row_bcast(v: Value, like: Value, name: str) -> Value:
    return ops.broadcast_in_dim(v, like.shape, (0,), name=name)


def cross_entropy(z: Value, t: Value, *, label_smoothing: float, name: str = "ce") -> tuple[Value, Value]:
    """Softmax cross-entropy with label smoothing α, mean over the batch.

    t̃ = (1−α)·t + α/K; loss = −(1/B)·Σ_{b,k} t̃·log_softmax(z); dz = (softmax(z) − t̃)/B.

    dz is the exact cotangent only when every target row sums to 1 (then so does t̃'s: (1−α)·1 + α): the
    exact one is (softmax(z)·Σ_k t̃ − t̃)/B, and the spec's formula (which this emits) assumes Σ_k t̃ = 1.
    One-hot targets and mixup/cutmix targets satisfy it; unnormalized soft targets would get a cotangent
    that is not the loss's gradient.

    Args:
        z: logits ``[B, K]``; t: targets ``[B, K]``, rows summing to 1.
        label_smoothing: α in [0, 1); α = 0 emits no smoothing ops.

    Raises:
        EmitError: shapes or dtypes differ, z is not rank 2, or α outside [0, 1).
    """
    b, k = _check("cross_entropy", z, t)
    if not 0.0 <= label_smoothing < 1.0:
        raise EmitError(f"cross_entropy: label_smoothing {label_smoothing} is not in [0, 1)")
    if label_smoothing:
        t = ops.add(ops.multiply(t, ops.splat(t, 1.0 - label_smoothing), name=name + "_t_keep"),
                    ops.splat(t, label_smoothing / k), name=name + "_t_smooth")
    zmax = ops.reduce(z, (1,), "maximum", name=name + "_zmax")
    shifted = ops.subtract(z, _row_bcast(zmax, z, name + "_zmax_b"), name=name + "_shifted")
    e = ops.exponential(shifted, name=name + "_exp")
    s = sum_last(e, name + "_sumexp")
    logp = ops.subtract(shifted, _row_bcast(ops.log(s, name=name + "_lse"), z, name + "_lse_b"),
                        name=name + "_logp")
    total = sum_all(ops.multiply(t, logp, name=name + "_tlogp"), name + "_sum")
    loss = ops.divide(ops.negate(total, name=name + "_neg"), ops.splat(total, b, name=name + "_batch"),
                      name=name)
    p = ops.divide(e, _row_bcast(s, z, name + "_sumexp_b"), name=name + "_softmax")
    dz = ops.divide(ops.subtract(p, t, name=name + "_p_t"), ops.splat(z, b, name="d" + name + "_batch"),
                    name="d" + name + "_z")
    return loss, dz


def binary_cross_entropy(z: Value, t: Value, *, name: str = "bce") -> tuple[Value, Value]:
    """Binary cross-entropy with logits (no smoothing), mean over all B·K entries.

    loss = mean(softplus(z) − t·z), softplus(z) = max(z, 0) + log1p(exp(−|z|)); dz = (σ(z) − t)/(B·K)
    with σ StableHLO's ``logistic``. Exact for any t (soft or hard); timm ``BinaryCrossEntropy`` /
    ``F.binary_cross_entropy_with_logits`` with reduction "mean".

    Raises:
        EmitError: shapes or dtypes differ, or z is not rank 2.
    """
    b, k = _check("binary_cross_entropy", z, t)
    relu = ops.maximum(z, ops.splat(z, 0.0), name=name + "_relu")
    tail = ops.log_plus_one(ops.exponential(ops.negate(ops.abs(z, name=name + "_abs"), name=name + "_nabs"),
                                            name=name + "_exp"), name=name + "_log1p")
    softplus = ops.add(relu, tail, name=name + "_softplus")
    per = ops.subtract(softplus, ops.multiply(t, z, name=name + "_tz"), name=name + "_per")
    total = sum_all(per, name + "_sum")
    loss = ops.divide(total, ops.splat(total, b * k, name=name + "_count"), name=name)
    dz = ops.divide(ops.subtract(ops.logistic(z, name=name + "_sigmoid"), t, name=name + "_s_t"),
                    ops.splat(z, b * k, name="d" + name + "_count"), name="d" + name + "_z")
    return loss, dz
