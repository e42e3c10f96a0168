"""Pooling on channels-last activations, forward and backward side by side (conventions.md).

- Global average pool over H and W: ``[B, H, W, C] → [B, C]`` (the head's first step; timm
  ``SelectAdaptivePool2d(pool_type="avg")``, spec/convnext.md "Forward", step 3).
- Max pool k×k, stride s, padding p with −inf padding (ResNet's stem: timm ``nn.MaxPool2d(3, 2, 1)``,
  spec/families.md "ResNet").

Max pool backward without ``select_and_scatter``: iree-compile 3.13 (llvm-cpu) rejects that op ("failed to
legalize operation 'stablehlo.select_and_scatter'"), which is what XLA and ``jax.vjp`` use. The backward
walks the k² window taps instead — tap (p, q) is the strided ``slice`` x_pad[:, p::s, q::s, :] — in the
window's row-major scan order, hands dy to the first tap equal to the window's maximum (two ``select``s
per tap: one gives the remaining cotangent to a matching tap, one clears it), and returns each tap's share
to x's grid with the transpose of its slice (a ``pad`` with interior s − 1), summing the k² shares.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from cnxbuild.layers import sums
from cnxbuild.layers.conv import conv_output_size
from cnxbuild.layers.conv2d import slice_vjp_padding
from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "GlobalAvgPoolSaved",
    "MaxPoolSaved",
    "global_avg_pool_backward",
    "global_avg_pool_forward",
    "max_pool_backward",
    "max_pool_forward",
]


@dataclass(frozen=True)
class GlobalAvgPoolSaved:
    """What the backward needs: only the input's static shape ``(B, H, W, C)`` (no tensor)."""

    input_shape: tuple[int, int, int, int]


def global_avg_pool_forward(x: Value, *, name: str = "pool", staged: bool = False
                            ) -> tuple[Value, GlobalAvgPoolSaved]:
    """y[b, c] = Σ_{h,w} x[b, h, w, c] / (H·W); x ``[B, H, W, C]`` any float dtype, y ``[B, C]``. ``staged``:
    the sum over W, then over H (:func:`cnxbuild.layers.sums.sum_spatial`, for a pool over a large map); else
    one ``reduce`` (a net's head, at 7×7).

    Raises:
        EmitError: x is not rank 4 or has an empty spatial extent.
    """
    if x.rank != 4 or x.shape[1] * x.shape[2] == 0:
        raise EmitError(f"global_avg_pool: operand must be [B, H, W, C] with H·W > 0, got {x.type}")
    s = sums.sum_spatial(x, name + "_sum") if staged else ops.reduce(x, (1, 2), name=name + "_sum")
    y = ops.divide(s, ops.splat(s, x.shape[1] * x.shape[2], name=name + "_hw"), name=name)
    return y, GlobalAvgPoolSaved(input_shape=x.shape)


def global_avg_pool_backward(saved: GlobalAvgPoolSaved, dy: Value, *, name: str = "pool"
                             ) -> tuple[Value, dict[str, Value]]:
    """dx[b, h, w, c] = dy[b, c] / (H·W), dx ``[B, H, W, C]``; no parameters (divide, then broadcast)."""
    b, h, w, c = saved.input_shape
    if dy.shape != (b, c):
        raise EmitError(f"global_avg_pool: cotangent {dy.type}, expected [B, C] = {(b, c)}")
    d = "d" + name
    scaled = ops.divide(dy, ops.splat(dy, h * w, name=d + "_hw"), name=d + "_scaled")
    return ops.broadcast_in_dim(scaled, saved.input_shape, (0, 3), name=d + "_x"), {}


# --- max pool: k×k, stride s, −inf padding p (ResNet stem) ----------------------------------------------


@dataclass(frozen=True)
class MaxPoolSaved:
    """What the backward needs: the input x [B,H,W,C], the output y [B,Ho,Wo,C], window, stride, padding."""

    x: Value
    y: Value
    window: int
    stride: int
    padding: int


def max_pool_forward(x: Value, *, window: int = 3, stride: int = 2, padding: int = 1, name: str = "maxpool"
                     ) -> tuple[Value, MaxPoolSaved]:
    """y[b,h,w,c] = max_{p,q < k} x_pad[b, s·h+p, s·w+q, c], x_pad = x padded by ``padding`` with −inf.

    Shapes: x [B, H, W, C] (finite values) → y [B, Ho, Wo, C], Ho = (H + 2p − k) // s + 1 (PyTorch
    ``nn.MaxPool2d(k, s, p)``, ``ceil_mode=False``; 3, 2, 1 for ResNet). One ``reduce_window`` (max body).

    Raises:
        EmitError: x is not rank 4, padding ≥ window (a window of padding only), or the window exceeds the
            padded input.
    """
    if x.rank != 4 or not 0 <= padding < window:
        raise EmitError(f"{name}: input {x.type} must be NHWC rank 4 and padding {padding} in [0, {window})")
    for j in range(2):
        conv_output_size(x.shape[1 + j], window, stride, padding, padding)
    y = ops.reduce_window(x, (1, window, window, 1), (1, stride, stride, 1),
                          ((0, 0), (padding, padding), (padding, padding), (0, 0)), body="maximum", name=name)
    return y, MaxPoolSaved(x=x, y=y, window=window, stride=stride, padding=padding)


def _tap(x_pad: Value, p: int, q: int, s: int, out: tuple[int, ...], name: str) -> Value:
    """x_pad[:, p::s, q::s, :] cut to the output's Ho × Wo (the window tap (p, q) of every output)."""
    b, ho, wo, c = out
    return ops.slice(x_pad, (0, p, q, 0), (b, p + s * (ho - 1) + 1, q + s * (wo - 1) + 1, c), (1, s, s, 1),
                     name=name)


def _tap_back(share: Value, zero: Value, padded: tuple[int, ...], p: int, q: int, s: int, name: str) -> Value:
    """The transpose of :func:`_tap`: ``share`` [B,Ho,Wo,C] back at rows p + s·i, cols q + s·j of x_pad."""
    (lh, ih, hh), (lw, iw, hw) = (slice_vjp_padding(padded[1 + j], t, s, share.shape[1 + j])
                                  for j, t in enumerate((p, q)))
    return ops.pad(share, zero, (0, lh, lw, 0), (0, hh, hw, 0), (0, ih, iw, 0), name=name)


def max_pool_backward(saved: MaxPoolSaved, dy: Value, *, name: str = "maxpool"
                      ) -> tuple[Value, dict[str, Value]]:
    """dx [B,H,W,C]: each window's dy goes to ONE input, the FIRST maximum in the window's row-major scan
    order (p, then q); no parameters.

    Tie rule: with equal maxima in a window the earliest tap (smallest p, then smallest q) takes all of dy,
    the others none — what XLA's ``select_and_scatter`` with a ``GE`` select does, so what ``jax.vjp`` of a
    ``lax.reduce_window`` max gives; an input that is the chosen maximum of several (overlapping) windows
    sums their dy. Formulation (module docstring): k² taps, their maximum taken again from the same taps (not
    the forward's ``y``: D116), two ``select``s each, k² interior ``pad``s summed, one ``slice`` dropping the
    padding. Inputs are assumed finite (a −inf input may lose its gradient to the
    padding, which XLA never selects).

    Raises:
        EmitError: dy is not the forward output's shape.
    """
    x, y, k, s, p = saved.x, saved.y, saved.window, saved.stride, saved.padding
    if dy.shape != y.shape:
        raise EmitError(f"{name}: cotangent shape {dy.shape} != forward output shape {y.shape}")
    d = "d" + name
    scalar = x.type.with_shape(())
    x_pad = ops.pad(x, ops.constant(x.fn, float("-inf"), scalar, name=d + "_ninf"), (0, p, p, 0), (0, p, p, 0),
                    name=d + "_xpad")
    zero, zero0 = ops.splat(dy, 0.0, name=d + "_zeros"), ops.constant(x.fn, 0.0, scalar, name=d + "_zero")
    taps = {(tp, tq): _tap(x_pad, tp, tq, s, y.shape, f"{d}_tap{tp}{tq}") for tp in range(k) for tq in range(k)}
    y_taps = functools.reduce(lambda a, b: ops.maximum(a, b, name=d + "_max"), taps.values())
    rest, total = dy, None
    for tp in range(k):
        for tq in range(k):
            tap = taps[(tp, tq)]
            hit = ops.compare(tap, y_taps, "EQ", name=f"{d}_hit{tp}{tq}")
            share = ops.select(hit, rest, zero, name=f"{d}_share{tp}{tq}")
            rest = ops.select(hit, zero, rest, name=f"{d}_rest{tp}{tq}")
            back = _tap_back(share, zero0, x_pad.shape, tp, tq, s, f"{d}_back{tp}{tq}")
            total = back if total is None else ops.add(total, back, name=d + "_sum")
    b, h, w, c = x.shape
    return ops.slice(total, (0, p, p, 0), (b, p + h, p + w, c), name=d + "_x"), {}
