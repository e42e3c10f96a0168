"""Vision Transformer forward in ``jax.numpy`` / ``jax.lax``: the numeric oracle's model of the ``vit`` family
(spec/families.md; docs/vit.md).

Written the way timm's ``vision_transformer.py`` writes it, independently of cnxbuild's emitter, layers and nets,
on the shared pieces of :mod:`cnxbuild.reference.layers`:

- ``PatchEmbed``: a p×p convolution at stride p, then ``flatten(2).transpose(1, 2)`` to ``[B, N, D]``;
- ``_pos_embed``: ``cat([cls_token.expand(B, -1, -1), x], dim=1) + pos_embed``;
- ``Block``: ``x + drop_path1(attn(norm1(x)))``, then ``x + drop_path2(mlp(norm2(x)))`` (no layer scale; each
  drop path a per-example mask the driver draws, two per block);
- ``Attention`` (``fused_attn=False`` path): ``qkv(x).reshape(B, N, 3, H, hd).permute(2, 0, 3, 1, 4)``,
  ``q = q * hd**-0.5``, ``softmax(q @ kᵀ) @ v``, heads merged, ``proj``;
- ``forward_head``: ``norm``, then the class token ``x[:, 0]``, then ``head``.

Source: Dosovitskiy et al., "An Image is Worth 16x16 Words" (ICLR 2021), and timm ``models/vision_transformer.py``.
Parameters are a flat mapping keyed by timm's ``state_dict`` names; depth, width, heads (from the ``head_dim`` of
64 every registered size has: no size table is shared with ``cnxbuild.nets``), patch and class count are read
from the mapping's keys and shapes.

The family contract (what :mod:`cnxbuild.reference.train` and the check call, for any family): :func:`options`,
:func:`forward`, :func:`train_forward` (no buffers), :func:`drop_sites` (two per block), :func:`classes` and
:func:`decays`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from cnxbuild.reference.layers import as_dtype as _as_dtype
from cnxbuild.reference.layers import check_float_dtype, conv2d, gelu, layer_norm, linear

__all__ = ["vit_structure", "options", "forward", "train_forward", "drop_sites", "classes", "decays",
           "BATCH_INDEPENDENT", "HEAD_DIM"]

#: No layer mixes two examples (LayerNorm per token, attention within an example): a batch's gradient is the mean
#: of equal chunks' gradients (:func:`cnxbuild.reference.train.loss_and_grad`, ``chunks``).
BATCH_INDEPENDENT = True
#: The channels of one attention head in every timm ViT size this family registers (192/3, 384/6, 768/12,
#: 1024/16): the head count is D / 64.
HEAD_DIM = 64

_BLOCK_KEY = re.compile(r"blocks\.(\d+)\.attn\.qkv\.weight")


def vit_structure(params: Mapping[str, object]) -> tuple[int, int, int, int, int]:
    """``(depth, dim, heads, patch, classes)`` read from timm ``state_dict`` keys and shapes.

    Raises:
        ValueError: no blocks, block numbers with gaps, a width that is not a multiple of 64, or no ``head.weight``.
    """
    blocks = sorted(int(m[1]) for k in params if (m := _BLOCK_KEY.fullmatch(k)))
    if not blocks or blocks != list(range(len(blocks))):
        raise ValueError(f"vit_structure: blocks.<i>.attn.qkv.weight keys must be numbered 0..N-1, got {blocks}")
    dim = int(np.shape(params["blocks.0.attn.qkv.weight"])[1])
    if dim % HEAD_DIM:
        raise ValueError(f"vit_structure: width {dim} is not a multiple of the head width {HEAD_DIM}")
    if "head.weight" not in params:
        raise ValueError("vit_structure: params lack 'head.weight'")
    patch = int(np.shape(params["patch_embed.proj.weight"])[2])
    return len(blocks), dim, dim // HEAD_DIM, patch, int(np.shape(params["head.weight"])[0])


def _attention(p, prefix: str, x: jax.Array, heads: int, lin) -> jax.Array:
    """timm ``Attention.forward`` with ``fused_attn=False``."""
    b, n, c = x.shape
    qkv = lin(x, prefix + "qkv").reshape(b, n, 3, heads, c // heads).transpose(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    q = q * (c // heads) ** -0.5
    attn = jax.nn.softmax(jnp.matmul(q, jnp.swapaxes(k, -2, -1), precision=jax.lax.Precision.HIGHEST), axis=-1)
    x = jnp.swapaxes(jnp.matmul(attn, v, precision=jax.lax.Precision.HIGHEST), 1, 2).reshape(b, n, c)
    return lin(x, prefix + "proj")


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, ln_eps: float = 1e-6, gelu: str = "tanh",
            drop_masks: Sequence[jax.Array] | None = None, bf16_wgrad: bool = False,
            slacks: Mapping[str, jax.Array] | None = None, tau: float = 0.0, mode: str = "fwd",
            buffers: Mapping[str, jax.Array] | None = None) -> jax.Array:
    """ViT logits (timm ``VisionTransformer.forward`` in eval mode, ``global_pool='token'``).

    Args:
        params: timm ``state_dict`` names → arrays, all of ``x``'s dtype.
        x: images ``[B, 3, H, W]``, NCHW, H = W = the patch side times the position embedding's grid.
        ln_eps: ε of every LayerNorm; gelu: ``"tanh"`` or ``"erf"`` (timm's ``nn.GELU()``).
        drop_masks: None or one ``[B]`` mask per drop site, two per block in forward order (after the attention,
            after the MLP), multiplied onto the branch before the residual add; None runs the same program with
            masks of ones.
        bf16_wgrad, slacks, tau: as :func:`cnxbuild.reference.convnext.forward` (the patch embedding's and every
            linear layer's weight gradient from bf16 operands; the flip envelopes).
        mode, buffers: ``"fwd"`` or ``"train"`` (the same forward); no buffers.

    Returns:
        logits ``[B, K]`` in ``x``'s dtype.

    Raises:
        ValueError: bad shapes, mixed dtypes, float64 without 64-bit JAX, a drop-mask count that is not two per
            block, buffers or another mode.
    """
    if mode not in ("fwd", "train") or buffers:
        raise ValueError(f"forward: ViT has no buffers and no frozen-statistics mode (mode {mode!r}, "
                         f"{len(buffers or {})} buffers)")
    dtype = check_float_dtype("x", x)
    depth, _, heads, patch, _ = vit_structure(params)
    if drop_masks is None:  # the same program with masks of ones (x·1 = x exactly)
        drop_masks = [jnp.ones(np.shape(x)[0], dtype) for _ in range(2 * depth)]
    elif len(drop_masks) != 2 * depth:
        raise ValueError(f"forward: {len(drop_masks)} drop masks for {2 * depth} sites (two per block)")
    drop_masks = [_as_dtype(f"drop_masks[{i}]", m, dtype) for i, m in enumerate(drop_masks)]
    p = {k: _as_dtype(k, v, dtype) for k, v in params.items()}
    x = jnp.asarray(x)
    tokens = int(np.shape(p["pos_embed"])[1])
    grid = int(round((tokens - 1) ** 0.5))
    if x.ndim != 4 or x.shape[1] != 3 or x.shape[2] != x.shape[3] or x.shape[2] != grid * patch:
        raise ValueError(f"forward: x must be [B,3,H,H] with H = {grid * patch} (the position embedding's {grid}x"
                         f"{grid} patches of {patch} px), got {tuple(x.shape)}")
    return _forward(p, x, drop_masks, slacks, depth=depth, heads=heads, patch=patch, eps=float(ln_eps),
                    act=getattr(gelu, "value", gelu), bf16=bool(bf16_wgrad), tau=float(tau))


@functools.partial(jax.jit, static_argnames=("depth", "heads", "patch", "eps", "act", "bf16", "tau"))
def _forward(p, x, drop_masks, slacks=None, *, depth, heads, patch, eps, act, bf16=False, tau=0.0):
    s = dict(slacks or {})

    def lin(h, name):
        return linear(h, p[name + ".weight"], p[name + ".bias"], bf16_wgrad=bf16, slack=s.get(name + ".weight"),
                      tau=tau)

    x = conv2d(x, p["patch_embed.proj.weight"], p["patch_embed.proj.bias"], stride=patch, padding=0,
               bf16_wgrad=bf16, slack=s.get("patch_embed.proj.weight"), tau=tau)
    b, c = x.shape[0], x.shape[1]
    x = jnp.swapaxes(x.reshape(b, c, -1), 1, 2)  # flatten(2).transpose(1, 2): [B, N, D]
    x = jnp.concatenate([jnp.broadcast_to(p["cls_token"], (b, 1, c)), x], axis=1) + p["pos_embed"]
    for i in range(depth):
        pre = f"blocks.{i}."
        h = _attention(p, pre + "attn.", layer_norm(x, p[pre + "norm1.weight"], p[pre + "norm1.bias"], eps), heads,
                       lin)
        x = x + h * drop_masks[2 * i].reshape(-1, 1, 1)  # timm DropPath: x·Bernoulli(keep)/keep per example
        h = lin(gelu(lin(layer_norm(x, p[pre + "norm2.weight"], p[pre + "norm2.bias"], eps), pre + "mlp.fc1"), act),
                pre + "mlp.fc2")
        x = x + h * drop_masks[2 * i + 1].reshape(-1, 1, 1)
    x = layer_norm(x, p["norm.weight"], p["norm.bias"], eps)
    return lin(x[:, 0], "head")


# ---------------------------------------------------------------------------------------------------------
# The family contract


def options(v) -> dict[str, object]:
    """The static forward options a Variant ``v`` sets: ``ln_eps`` (its ``norm_eps``) and ``gelu``."""
    return {"ln_eps": float(v.norm_eps), "gelu": getattr(v.gelu, "value", v.gelu)}


def train_forward(params: Mapping[str, jax.Array], buffers: Mapping[str, jax.Array] | None, x: jax.Array, *,
                  drop_masks: Sequence[jax.Array] | None = None, **kw) -> tuple[jax.Array, dict]:
    """The train-mode forward: ``(logits, new_buffers)``; no buffers (``{}``)."""
    return forward(params, x, drop_masks=drop_masks, mode="train", buffers=buffers, **kw), {}


def drop_sites(params: Mapping[str, object]) -> int:
    """Drop-path masks a stochastic-depth step takes: two per block (timm's ``drop_path1``, ``drop_path2``)."""
    return 2 * vit_structure(params)[0]


def classes(params: Mapping[str, object]) -> int:
    """K, read off ``head.weight``."""
    return vit_structure(params)[4]


def decays(name: str, shape: tuple[int, ...], wd_exclude_rank1: bool) -> bool:
    """Whether parameter ``name`` of ``shape`` takes weight decay: always, unless ``wx`` and it is rank 1 or one of
    timm's ``VisionTransformer.no_weight_decay()`` (``cls_token``, ``pos_embed``)."""
    return not (wd_exclude_rank1 and (len(shape) == 1 or name in ("cls_token", "pos_embed")))
