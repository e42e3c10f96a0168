"""Multi-head self-attention over a token sequence (timm ``Attention``, ``qkv_bias=True``, no q/k norm), forward
and backward side by side (conventions.md).

Source: Vaswani et al., "Attention Is All You Need" (2017), scaled dot-product attention; Dosovitskiy et al., "An
Image is Worth 16x16 Words" (ICLR 2021), eq. 2–3; timm ``vision_transformer.py``: ``qkv = self.qkv(x).reshape(B,
N, 3, H, hd)``, ``q = q * self.scale`` (hd^-½), ``attn = softmax(q @ kᵀ)``, ``x = attn @ v``, heads merged in order,
then ``self.proj``.

Shapes (f32 unless stated): x ``[B, T, D]`` (T tokens, channels last), ``qkv.weight [3D, D]``, ``qkv.bias [3D]``,
``proj.weight [D, D]``, ``proj.bias [D]``; H heads of hd = D/H channels. The per-head products are ``dot_general``s
batched over (B, H) on ``[B, T, H, hd]`` operands, so no transpose is needed before them; the softmax subtracts the
row maximum (design.md, decision 5).
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers import linear
from cnxbuild.layers.sums import sum_last
from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["AttentionSaved", "attention_backward", "attention_forward", "softmax_backward", "softmax_forward"]


def _last_bcast(v: Value, like: Value, name: str) -> Value:
    """``v`` (``like``'s shape without its last axis) broadcast along that axis."""
    return ops.broadcast_in_dim(v, like.shape, tuple(range(like.rank - 1)), name=name)


def softmax_forward(s: Value, *, name: str = "softmax") -> Value:
    """p = exp(s − max(s)) / Σ exp(s − max(s)) over the last axis of ``s`` (any shape, rank ≥ 1)."""
    smax = ops.reduce(s, (s.rank - 1,), "maximum", name=name + "_max")
    e = ops.exponential(ops.subtract(s, _last_bcast(smax, s, name + "_max_b"), name=name + "_shifted"),
                        name=name + "_exp")
    return ops.divide(e, _last_bcast(sum_last(e, name + "_sum"), e, name + "_sum_b"), name=name)


def softmax_backward(p: Value, dp: Value, *, name: str = "softmax") -> Value:
    """ds = p·(dp − Σ_j dp_j·p_j), the sum over the last axis: the softmax's vector-Jacobian product."""
    inner = sum_last(ops.multiply(dp, p, name="d" + name + "_dp_p"), "d" + name + "_dot")
    return ops.multiply(p, ops.subtract(dp, _last_bcast(inner, dp, "d" + name + "_dot_b"), name="d" + name + "_c"),
                        name="d" + name + "_s")


@dataclass(frozen=True)
class AttentionSaved:
    """What the backward needs: both projections' records, the heads q (already scaled by hd^-½), k and v, each
    ``[B, T, H, hd]``, the attention weights p ``[B, H, T, T]`` and the scale."""

    qkv: linear.LinearSaved
    proj: linear.LinearSaved
    q: Value
    k: Value
    v: Value
    p: Value
    scale: float


def attention_forward(x: Value, qkv_weight: Value, qkv_bias: Value, proj_weight: Value, proj_bias: Value, *,
                      heads: int, name: str = "attn") -> tuple[Value, AttentionSaved]:
    """y = proj(concat_h softmax(q_h·k_hᵀ·hd^-½)·v_h) for x ``[B, T, D]`` → y ``[B, T, D]``.

    Raises:
        EmitError: x is not ``[B, T, D]``, D is not a multiple of ``heads``, or a weight does not fit (the
            message starts with ``name``).
    """
    if x.rank != 3 or heads < 1 or x.shape[2] % heads:
        raise EmitError(f"{name}: x must be [B, T, D] with D a multiple of heads {heads}, got {x.type}")
    b, t, d = x.shape
    hd = d // heads
    if qkv_weight.shape != (3 * d, d) or proj_weight.shape != (d, d):
        raise EmitError(f"{name}: qkv.weight {qkv_weight.shape} and proj.weight {proj_weight.shape} must be "
                        f"({3 * d}, {d}) and ({d}, {d}) for D = {d}")
    qkv, qkv_saved = linear.linear_forward(x, qkv_weight, qkv_bias, name=name + "_qkv")
    split = ops.reshape(qkv, (b, t, 3, heads, hd), name=name + "_split")

    def third(i: int, what: str) -> Value:
        part = ops.slice(split, (0, 0, i, 0, 0), (b, t, i + 1, heads, hd), name=f"{name}_{what}5")
        return ops.reshape(part, (b, t, heads, hd), name=f"{name}_{what}")

    scale = hd ** -0.5
    q_raw = third(0, "q_raw")
    q = ops.multiply(q_raw, ops.splat(q_raw, scale, name=name + "_scale"), name=name + "_q")
    k, v = third(1, "k"), third(2, "v")
    s = ops.dot_general(q, k, lhs_batching_dimensions=(0, 2), rhs_batching_dimensions=(0, 2),
                        lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(3,), name=name + "_s")
    p = softmax_forward(s, name=name + "_p")  # [B, H, Tq, Tk]
    o = ops.dot_general(p, v, lhs_batching_dimensions=(0, 1), rhs_batching_dimensions=(0, 2),
                        lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(1,), name=name + "_o")
    merged = ops.reshape(ops.transpose(o, (0, 2, 1, 3), name=name + "_o_t"), (b, t, d), name=name + "_merged")
    y, proj_saved = linear.linear_forward(merged, proj_weight, proj_bias, name=name + "_proj")
    return y, AttentionSaved(qkv=qkv_saved, proj=proj_saved, q=q, k=k, v=v, p=p, scale=scale)


def attention_backward(saved: AttentionSaved, dy: Value, *, precision: str = "f32", name: str = "attn"
                       ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`attention_forward`: dx ``[B, T, D]`` and {"qkv.weight", "qkv.bias", "proj.weight",
    "proj.bias"}. With do = dy's cotangent of the merged heads: dp = do·vᵀ, dv = pᵀ·do, ds = softmax's VJP,
    dq = ds·k·hd^-½, dk = dsᵀ·q (q already scaled), stacked as qkv's ``[B, T, 3, H, hd]``. ``precision="bf16"``
    applies to the two projections' weight gradients (spec/convnext.md, "bf16"), not to the attention products.
    """
    q, k, v, p = saved.q, saved.k, saved.v, saved.p
    b, t, heads, hd = q.shape
    d = "d" + name
    dmerged, proj_grads = linear.linear_backward(saved.proj, dy, precision=precision, name=name + "_proj")
    do = ops.reshape(dmerged, (b, t, heads, hd), name=d + "_o")
    dp = ops.dot_general(do, v, lhs_batching_dimensions=(0, 2), rhs_batching_dimensions=(0, 2),
                         lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(3,), name=d + "_p")
    dv = ops.dot_general(p, do, lhs_batching_dimensions=(0, 1), rhs_batching_dimensions=(0, 2),
                         lhs_contracting_dimensions=(2,), rhs_contracting_dimensions=(1,), name=d + "_v_bh")
    ds = softmax_backward(p, dp, name=name + "_p")
    dq = ops.dot_general(ds, k, lhs_batching_dimensions=(0, 1), rhs_batching_dimensions=(0, 2),
                         lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(1,), name=d + "_q_bh")
    dq = ops.multiply(dq, ops.splat(dq, saved.scale, name=d + "_scale"), name=d + "_q_scaled")
    dk = ops.dot_general(ds, q, lhs_batching_dimensions=(0, 1), rhs_batching_dimensions=(0, 2),
                         lhs_contracting_dimensions=(2,), rhs_contracting_dimensions=(1,), name=d + "_k_bh")

    def back(g: Value, what: str) -> Value:  # [B, H, T, hd] → [B, T, 1, H, hd]
        return ops.reshape(ops.transpose(g, (0, 2, 1, 3), name=f"{d}_{what}"), (b, t, 1, heads, hd),
                           name=f"{d}_{what}5")

    dqkv = ops.concatenate([back(dq, "q"), back(dk, "k"), back(dv, "v")], 2, name=d + "_split")
    dx, qkv_grads = linear.linear_backward(saved.qkv, ops.reshape(dqkv, (b, t, 3 * heads * hd), name=d + "_qkv"),
                                           precision=precision, name=name + "_qkv")
    return dx, {"qkv.weight": qkv_grads["weight"], "qkv.bias": qkv_grads["bias"],
                "proj.weight": proj_grads["weight"], "proj.bias": proj_grads["bias"]}
