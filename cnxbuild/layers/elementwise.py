"""The block's residual tail: layer scale, drop path, residual add (spec/convnext.md, "Forward", step 2).

``y = branch · gamma → [drop path] → x + y``. Forward and backward side by side (conventions.md); in the
backward the chain reads like the spec: the residual add hands the cotangent to both the skip and the
branch, drop path multiplies the branch's cotangent by the same mask (so every gradient inside the block,
gamma's included, is masked), layer scale takes it from there. Activations are channels-last ``[B, ..., C]``.

Also ReLU (ResNet, spec/families.md), whose backward passes dy where x > 0 only, ReLU6 (spec/families.md),
whose backward passes dy where 0 < x < 6, and SiLU (x·σ(x), timm's swish), whose backward is smooth.
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "DropPathSaved",
    "LayerScaleSaved",
    "ReluSaved",
    "drop_path_backward",
    "drop_path_forward",
    "layer_scale_backward",
    "layer_scale_forward",
    "RELU6_MAX",
    "SiluSaved",
    "relu6_backward",
    "relu6_forward",
    "relu_backward",
    "relu_forward",
    "residual_add",
    "residual_add_backward",
    "silu_backward",
    "silu_forward",
]


# --- layer scale ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LayerScaleSaved:
    """What the backward needs: the input x ``[..., C]`` (for dgamma) and gamma ``[C]`` (for dx)."""

    x: Value
    gamma: Value


def layer_scale_forward(x: Value, gamma: Value, *, name: str = "ls") -> tuple[Value, LayerScaleSaved]:
    """y = x·gamma, gamma ``[C]`` broadcast along the last axis of x ``[..., C]`` (timm ``x.mul(gamma)``).

    Raises:
        EmitError: gamma is not ``[C]`` of x's dtype.
    """
    if x.rank < 1 or gamma.type.shape != (x.shape[-1],) or gamma.dtype != x.dtype:
        raise EmitError(f"layer_scale: gamma is {gamma.type}, expected [C] of {x.type}")
    gamma_b = ops.broadcast_in_dim(gamma, x.shape, (x.rank - 1,), name=name + "_gamma_b")
    return ops.multiply(x, gamma_b, name=name), LayerScaleSaved(x=x, gamma=gamma)


def layer_scale_backward(saved: LayerScaleSaved, dy: Value, *, name: str = "ls"
                         ) -> tuple[Value, dict[str, Value]]:
    """dx = dy·gamma ``[..., C]``; {"gamma": Σ dy·x over every leading axis, ``[C]``}."""
    x, d = saved.x, "d" + name
    if dy.type != x.type:
        raise EmitError(f"layer_scale: cotangent {dy.type} vs activation {x.type}")
    lead = tuple(range(x.rank - 1))
    dx = ops.multiply(dy, ops.broadcast_in_dim(saved.gamma, x.shape, (x.rank - 1,), name=d + "_gamma_b"),
                      name=d + "_x")
    dgamma = sum_rows(ops.multiply(dy, x, name=d + "_dy_x"), lead, name=d + "_gamma")
    return dx, {"gamma": dgamma}


# --- drop path (stochastic depth) -----------------------------------------------------------------------


@dataclass(frozen=True)
class DropPathSaved:
    """What the backward needs: the per-example mask ``[B]`` (0 or 1/keep, drawn by the driver)."""

    mask: Value


def _per_example(mask: Value, like: Value, name: str) -> Value:
    if mask.rank != 1 or like.rank < 1 or mask.shape[0] != like.shape[0] or mask.dtype != like.dtype:
        raise EmitError(f"drop_path: mask is {mask.type}, expected [B] of {like.type}")
    return ops.broadcast_in_dim(mask, like.shape, (0,), name=name)


def drop_path_forward(y: Value, mask: Value, *, name: str = "drop_path") -> tuple[Value, DropPathSaved]:
    """y·mask[n] for example n: mask ``[B]`` broadcast over every other axis of y ``[B, ...]``.

    The artifact only multiplies; the keep probability and the draw are the driver's (spec/convnext.md,
    "Drop path"). Raises EmitError when mask is not ``[B]`` of y's dtype.
    """
    return ops.multiply(y, _per_example(mask, y, name + "_mask_b"), name=name), DropPathSaved(mask=mask)


def drop_path_backward(saved: DropPathSaved, dy: Value, *, name: str = "drop_path"
                       ) -> tuple[Value, dict[str, Value]]:
    """The cotangent entering the branch: dy·mask[n], same broadcast as the forward; no parameters."""
    d = "d" + name
    return ops.multiply(dy, _per_example(saved.mask, dy, d + "_mask_b"), name=d), {}


# --- residual fan-in ------------------------------------------------------------------------------------


def residual_add(x: Value, branch: Value, *, name: str = "residual") -> Value:
    """x + branch (the block's output). Nothing to save: its backward is :func:`residual_add_backward`."""
    if x.type != branch.type:
        raise EmitError(f"residual_add: skip {x.type} vs branch {branch.type}")
    return ops.add(x, branch, name=name)


def residual_add_backward(dz: Value) -> tuple[Value, Value]:
    """(skip cotangent, branch cotangent) of z = x + branch: dz flows unchanged to both (the fan-in).

    Emits nothing; the skip path takes the unmasked cotangent, the branch's goes on to
    :func:`drop_path_backward`.
    """
    return dz, dz


# --- ReLU -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReluSaved:
    """What the backward needs: the input x (any shape)."""

    x: Value


def relu_forward(x: Value, *, name: str = "relu") -> tuple[Value, ReluSaved]:
    """y = max(x, 0), elementwise, any float shape (timm ``nn.ReLU``): one ``maximum`` with a zero splat."""
    return ops.maximum(x, ops.splat(x, 0.0, name=name + "_zero"), name=name), ReluSaved(x=x)


def relu_backward(saved: ReluSaved, dy: Value, *, name: str = "relu") -> tuple[Value, dict[str, Value]]:
    """dx = dy where x > 0, else 0 — 0 at x = 0 exactly, as ``jax.nn.relu``'s derivative; no parameters.

    Raises:
        EmitError: dy's type is not x's.
    """
    x, d = saved.x, "d" + name
    if dy.type != x.type:
        raise EmitError(f"relu: cotangent {dy.type} vs activation {x.type}")
    zero = ops.splat(x, 0.0, name=d + "_zero")
    return ops.select(ops.compare(x, zero, "GT", name=d + "_pos"), dy, zero, name=d + "_x"), {}


# --- ReLU6 ----------------------------------------------------------------------------------------------

RELU6_MAX = 6.0  # PyTorch nn.ReLU6 = Hardtanh(0, 6)


def relu6_forward(x: Value, *, name: str = "relu6") -> tuple[Value, ReluSaved]:
    """y = min(max(x, 0), 6), elementwise, any float shape (timm's ``act_layer='relu6'``, PyTorch ``nn.ReLU6``;
    Sandler et al. 2018): a ``maximum`` with 0, then a ``minimum`` with 6."""
    lo = ops.maximum(x, ops.splat(x, 0.0, name=name + "_zero"), name=name + "_lo")
    return ops.minimum(lo, ops.splat(x, RELU6_MAX, name=name + "_six"), name=name), ReluSaved(x=x)


def relu6_backward(saved: ReluSaved, dy: Value, *, name: str = "relu6") -> tuple[Value, dict[str, Value]]:
    """dx = dy where 0 < x < 6, else 0 — 0 at both kinks exactly, as PyTorch's ``hardtanh_backward`` and
    ``jax.nn.relu6``'s derivative; no parameters.

    Raises:
        EmitError: dy's type is not x's.
    """
    x, d = saved.x, "d" + name
    if dy.type != x.type:
        raise EmitError(f"relu6: cotangent {dy.type} vs activation {x.type}")
    zero = ops.splat(x, 0.0, name=d + "_zero")
    below = ops.select(ops.compare(x, ops.splat(x, RELU6_MAX, name=d + "_six"), "LT", name=d + "_below"), dy, zero,
                       name=d + "_hi")
    return ops.select(ops.compare(x, zero, "GT", name=d + "_pos"), below, zero, name=d + "_x"), {}


# --- SiLU -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SiluSaved:
    """What the backward needs: the input x (any float shape); σ(x) is recomputed from it."""

    x: Value


def silu_forward(x: Value, *, name: str = "silu") -> tuple[Value, SiluSaved]:
    """y = x·σ(x), σ the logistic function, elementwise on any float shape (PyTorch ``nn.SiLU``, timm's
    ``swish``; Elfwing et al. 2018, Ramachandran et al. 2017): a ``logistic`` and a ``multiply``."""
    return ops.multiply(x, ops.logistic(x, name=name + "_sigma"), name=name), SiluSaved(x=x)


def silu_backward(saved: SiluSaved, dy: Value, *, name: str = "silu") -> tuple[Value, dict[str, Value]]:
    """dx = dy·σ(x)·(1 + x·(1 − σ(x))), PyTorch's ``silu_backward`` formula; no parameters.

    Raises:
        EmitError: dy's type is not x's.
    """
    x, d = saved.x, "d" + name
    if dy.type != x.type:
        raise EmitError(f"silu: cotangent {dy.type} vs activation {x.type}")
    sigma = ops.logistic(x, name=d + "_sigma")
    one = ops.splat(x, 1.0, name=d + "_one")
    slope = ops.multiply(sigma, ops.add(one, ops.multiply(x, ops.subtract(one, sigma, name=d + "_1ms"),
                                                          name=d + "_x1ms"), name=d + "_inner"), name=d + "_slope")
    return ops.multiply(dy, slope, name=d + "_x"), {}
