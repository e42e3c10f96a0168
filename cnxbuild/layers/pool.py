"""Global average pool over H and W: ``[B, H, W, C] → [B, C]`` (the head's first step; timm
``SelectAdaptivePool2d(pool_type="avg")``, spec/convnext.md "Forward", step 3).

Forward and backward side by side (conventions.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["GlobalAvgPoolSaved", "global_avg_pool_backward", "global_avg_pool_forward"]


@dataclass(frozen=True)
class GlobalAvgPoolSaved:
    """What the backward needs: only the input's static shape ``(B, H, W, C)`` (no tensor)."""

    input_shape: tuple[int, int, int, int]


def global_avg_pool_forward(x: Value, *, name: str = "pool") -> tuple[Value, GlobalAvgPoolSaved]:
    """y[b, c] = Σ_{h,w} x[b, h, w, c] / (H·W); x ``[B, H, W, C]`` any float dtype, y ``[B, C]``.

    Raises:
        EmitError: x is not rank 4 or has an empty spatial extent.
    """
    if x.rank != 4 or x.shape[1] * x.shape[2] == 0:
        raise EmitError(f"global_avg_pool: operand must be [B, H, W, C] with H·W > 0, got {x.type}")
    s = ops.reduce(x, (1, 2), name=name + "_sum")
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
