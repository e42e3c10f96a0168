"""ConvNeXt forward in ``jax.numpy`` / ``jax.lax``: the numeric oracle's model of the ``convnext`` family
(spec/convnext.md, "Forward"; spec/families.md).

Written the way timm's ``convnext.py`` writes it, independently of cnxbuild's emitter, layers and nets, on the
shared pieces of :mod:`cnxbuild.reference.layers`:

- ``LayerNorm2d``: permute NCHW → NHWC, ``layer_norm`` over the last axis, permute back;
- the 7×7 depthwise convolution with ``feature_group_count = C`` (timm ``create_conv2d(..., depthwise=True)``);
- ``ConvNeXtBlock.forward``: ``conv_dw → permute → norm → mlp → permute → ·gamma → drop_path → + shortcut``;
- ``NormMlpClassifierHead``: global average pool → LayerNorm2d → flatten → ``fc``.

Source: Liu et al., "A ConvNet for the 2020s" (CVPR 2022), and timm ``models/convnext.py``. Parameters are a
flat mapping keyed by timm's ``state_dict`` names; the depths, widths and class count are read from the
mapping's keys and shapes (no size table: the oracle does not share one with ``cnxbuild.nets``).

The family contract (what :mod:`cnxbuild.reference.train` and the check call, for any family): :func:`options`
(the static forward options a Variant sets), :func:`forward`, :func:`train_forward` (ConvNeXt has no
buffers: ``new_buffers`` is ``{}``), :func:`drop_sites`, :func:`classes` and :func:`decays`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from cnxbuild.reference.layers import as_dtype as _as_dtype
from cnxbuild.reference.layers import check_float_dtype, conv2d, gelu, layer_norm, layer_norm2d, linear

__all__ = ["convnext_structure", "options", "forward", "train_forward", "drop_sites", "classes", "decays",
           "BATCH_INDEPENDENT"]

#: No layer mixes two examples (LayerNorm normalises each position of each example; no batch statistics), so the
#: gradient of a batch's mean loss is the mean of equal chunks' gradients: the oracle may compute a k·R·B step in
#: chunks of B (:func:`cnxbuild.reference.train.loss_and_grad`, ``chunks``).
BATCH_INDEPENDENT = True

_BLOCK_KEY = re.compile(r"stages\.(\d+)\.blocks\.(\d+)\.gamma")


# ---------------------------------------------------------------------------------------------------------
# Structure from the parameter mapping


def convnext_structure(params: Mapping[str, object]) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """``(depths, dims, classes)`` read from timm ``state_dict`` keys and shapes.

    depths[i] counts ``stages.i.blocks.j.gamma``; dims[i] is that gamma's length; classes is
    ``head.fc.weight``'s first dimension.

    Raises:
        ValueError: no blocks, a stage without blocks, block numbers with gaps, or no ``head.fc.weight``.
    """
    blocks: dict[int, set[int]] = {}
    for key in params:
        match = _BLOCK_KEY.fullmatch(key)
        if match:
            blocks.setdefault(int(match[1]), set()).add(int(match[2]))
    if not blocks:
        raise ValueError("convnext_structure: no 'stages.<i>.blocks.<j>.gamma' keys in params")
    stages = sorted(blocks)
    if stages != list(range(len(stages))):
        raise ValueError(f"convnext_structure: stages {stages} are not numbered 0..{len(stages) - 1}")
    depths = []
    for i in stages:
        if sorted(blocks[i]) != list(range(len(blocks[i]))):
            raise ValueError(f"convnext_structure: stage {i} blocks {sorted(blocks[i])} have gaps")
        depths.append(len(blocks[i]))
    dims = tuple(int(np.shape(params[f"stages.{i}.blocks.0.gamma"])[0]) for i in stages)
    if "head.fc.weight" not in params:
        raise ValueError("convnext_structure: params lack 'head.fc.weight'")
    return tuple(depths), dims, int(np.shape(params["head.fc.weight"])[0])


# ---------------------------------------------------------------------------------------------------------
# The network


def _block(p: Mapping[str, jax.Array], prefix: str, x: jax.Array, *, eps: float, act: str,
           mask: jax.Array, bf16: bool = False, slacks: Mapping[str, jax.Array] | None = None,
           tau: float = 0.0) -> jax.Array:
    """timm ``ConvNeXtBlock.forward`` (conv_mlp=False, ls_init_value set, no shortcut conv)."""
    s = dict(slacks or {})
    shortcut = x
    channels = x.shape[1]
    x = conv2d(x, p[prefix + "conv_dw.weight"], p[prefix + "conv_dw.bias"], stride=1, padding=3,
               groups=channels, bf16_wgrad=bf16, slack=s.get(prefix + "conv_dw.weight"), tau=tau)
    x = jnp.transpose(x, (0, 2, 3, 1))
    x = layer_norm(x, p[prefix + "norm.weight"], p[prefix + "norm.bias"], eps)
    x = linear(x, p[prefix + "mlp.fc1.weight"], p[prefix + "mlp.fc1.bias"], bf16_wgrad=bf16,
               slack=s.get(prefix + "mlp.fc1.weight"), tau=tau)
    x = gelu(x, act)
    x = linear(x, p[prefix + "mlp.fc2.weight"], p[prefix + "mlp.fc2.bias"], bf16_wgrad=bf16,
               slack=s.get(prefix + "mlp.fc2.weight"), tau=tau)
    x = jnp.transpose(x, (0, 3, 1, 2))
    x = x * p[prefix + "gamma"].reshape(1, -1, 1, 1)
    x = x * mask.reshape(-1, 1, 1, 1)  # timm DropPath: x·Bernoulli(keep)/keep per example; mask = that factor
    return shortcut + x


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, ln_eps: float = 1e-6, gelu: str = "tanh",
            drop_masks: Sequence[jax.Array] | None = None, bf16_wgrad: bool = False,
            slacks: Mapping[str, jax.Array] | None = None, tau: float = 0.0, mode: str = "fwd",
            buffers: Mapping[str, jax.Array] | None = None) -> jax.Array:
    """ConvNeXt logits (spec/convnext.md, "Forward"; timm ``ConvNeXt.forward`` in eval mode, drop path aside).

    Args:
        params: timm ``state_dict`` names → arrays (spec/convnext.md, "Parameters"), all of ``x``'s dtype.
        x: images ``[B, 3, H, W]``, NCHW, H and W multiples of 32 (pixels).
        ln_eps: ε of every LayerNorm (stem, downsample, blocks, head).
        gelu: ``"tanh"`` (the spec's default) or ``"erf"`` (timm's ``nn.GELU()``: with it, timm's forward).
        drop_masks: ``None`` or one ``[B]`` array per block over the whole net in forward order, multiplied
            onto the residual branch after gamma and before the add (stochastic depth, driver-drawn masks).
            ``None`` runs the same program with masks of ones (``x·1 = x`` exactly).
        bf16_wgrad: the forward's values are unchanged; under :func:`jax.grad` the weight gradients of every
            convolution (stem, depthwise, downsample) and fc layer take their operands (the layer's input
            and its output cotangent) rounded to bf16, as a ``bf16`` artifact does (spec/convnext.md,
            "bf16"); everything else stays in x's dtype.
        slacks, tau: with ``bf16_wgrad``, arrays keyed by the convolution and fc weight names (like those
            weights): the values are unchanged, and the gradient with respect to each slack is its weight
            gradient's flip envelope at ambiguity ``tau`` (:func:`~cnxbuild.reference.layers.flip_delta`; the
            check's allowance).
        mode, buffers: the family contract's; ConvNeXt has no batch statistics and no buffers, so ``mode`` is
            ``"fwd"`` or ``"train"`` (the same forward) and ``buffers`` must be empty.

    Returns:
        logits ``[B, K]`` in ``x``'s dtype (float32 or float64).

    Raises:
        ValueError: bad shapes, mixed dtypes, float64 without 64-bit JAX, a drop-mask count that is not the
            number of blocks, or an unknown ``gelu``.
    """
    if mode not in ("fwd", "train") or buffers:
        raise ValueError(f"forward: ConvNeXt has no buffers and no frozen-statistics mode (mode {mode!r}, "
                         f"{len(buffers or {})} buffers)")
    dtype = check_float_dtype("x", x)
    depths, _, _ = convnext_structure(params)
    p = {k: _as_dtype(k, v, dtype) for k, v in params.items()}
    x = jnp.asarray(x)
    if x.ndim != 4 or x.shape[1] != 3 or x.shape[2] % 32 or x.shape[3] % 32:
        raise ValueError(f"forward: x must be [B,3,H,W] with H, W multiples of 32, got {tuple(x.shape)}")
    if drop_masks is None:  # the same program with masks of ones (x·1 = x exactly): one trace for both
        drop_masks = [jnp.ones(x.shape[0], dtype) for _ in range(sum(depths))]
    else:
        if len(drop_masks) != sum(depths):
            raise ValueError(f"forward: {len(drop_masks)} drop masks for {sum(depths)} blocks "
                             f"(depths {depths})")
        drop_masks = [_as_dtype(f"drop_masks[{i}]", m, dtype) for i, m in enumerate(drop_masks)]
        for i, m in enumerate(drop_masks):
            if m.shape != (x.shape[0],):
                raise ValueError(f"forward: drop_masks[{i}] has shape {tuple(m.shape)}, "
                                 f"expected [{x.shape[0]}]")
    return _forward(p, x, drop_masks, slacks, depths=depths, eps=float(ln_eps),
                    act=getattr(gelu, "value", gelu), bf16=bool(bf16_wgrad), tau=float(tau))


@functools.partial(jax.jit, static_argnames=("depths", "eps", "act", "bf16", "tau"))
def _forward(p, x, drop_masks, slacks=None, *, depths, eps, act, bf16=False, tau=0.0):
    s = dict(slacks or {})
    x = conv2d(x, p["stem.0.weight"], p["stem.0.bias"], stride=4, padding=0, bf16_wgrad=bf16,
               slack=s.get("stem.0.weight"), tau=tau)
    x = layer_norm2d(x, p["stem.1.weight"], p["stem.1.bias"], eps)
    block = 0
    for i, depth in enumerate(depths):
        if i > 0:
            pre = f"stages.{i}.downsample."
            x = layer_norm2d(x, p[pre + "0.weight"], p[pre + "0.bias"], eps)
            x = conv2d(x, p[pre + "1.weight"], p[pre + "1.bias"], stride=2, padding=0, bf16_wgrad=bf16,
                       slack=s.get(pre + "1.weight"), tau=tau)
        for j in range(depth):
            x = _block(p, f"stages.{i}.blocks.{j}.", x, eps=eps, act=act, mask=drop_masks[block], bf16=bf16,
                       slacks=s, tau=tau)
            block += 1
    x = jnp.mean(x, axis=(2, 3), keepdims=True)  # SelectAdaptivePool2d('avg')
    x = layer_norm2d(x, p["head.norm.weight"], p["head.norm.bias"], eps)
    x = x.reshape(x.shape[0], -1)  # flatten
    return linear(x, p["head.fc.weight"], p["head.fc.bias"], bf16_wgrad=bf16, slack=s.get("head.fc.weight"),
                  tau=tau)


# ---------------------------------------------------------------------------------------------------------
# The family contract (spec/families.md; called by cnxbuild.reference.train and the check for any family)


def options(v) -> dict[str, object]:
    """The static forward options a Variant ``v`` sets: ``ln_eps`` (its ``norm_eps``) and ``gelu``."""
    return {"ln_eps": float(v.norm_eps), "gelu": getattr(v.gelu, "value", v.gelu)}


def train_forward(params: Mapping[str, jax.Array], buffers: Mapping[str, jax.Array] | None, x: jax.Array, *,
                  drop_masks: Sequence[jax.Array] | None = None, **kw) -> tuple[jax.Array, dict]:
    """The train-mode forward: ``(logits, new_buffers)``; ConvNeXt has no buffers (``{}``)."""
    return forward(params, x, drop_masks=drop_masks, mode="train", buffers=buffers, **kw), {}


def drop_sites(params: Mapping[str, object]) -> int:
    """Drop-path masks a stochastic-depth step takes: one per block."""
    return sum(convnext_structure(params)[0])


def classes(params: Mapping[str, object]) -> int:
    """K, read off ``head.fc.weight``."""
    return convnext_structure(params)[2]


def decays(name: str, shape: tuple[int, ...], wd_exclude_rank1: bool) -> bool:
    """Whether parameter ``name`` of ``shape`` takes weight decay: always, unless ``wx`` and rank 1 (spec,
    "wx": every bias, norm weight/bias and layer-scale gamma)."""
    del name
    return not (wd_exclude_rank1 and len(shape) == 1)
