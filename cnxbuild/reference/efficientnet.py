"""EfficientNet forward in ``jax.numpy`` / ``jax.lax``: the numeric oracle's model of the ``efficientnet``
family (timm's ``efficientnet_b0`` … ``efficientnet_b7``).

Written from Tan & Le, "EfficientNet: Rethinking Model Scaling for Convolutional Neural Networks" (ICML 2019),
Hu et al., "Squeeze-and-Excitation Networks" (CVPR 2018), and the semantics of timm's ``efficientnet.py``
(``_gen_efficientnet``) / ``_efficientnet_blocks.py`` (``DepthwiseSeparableConv``, ``InvertedResidual``,
``SqueezeExcite``) and PyTorch's ``nn.SiLU``, ``nn.Sigmoid`` and ``nn.BatchNorm2d``, independently of
cnxbuild's emitter, layers and nets (no size table is shared: the structure — blocks per stage, kernel sizes,
channels, classes — is read off the parameter names and shapes; the strides are the paper's Table 1), on the
shared pieces of :mod:`cnxbuild.reference.layers` and :mod:`cnxbuild.reference.batchnorm`. Every activation is
SiLU, ``x·σ(x)``; shapes NCHW:

- ``conv_stem`` 3×3/s2 → ``bn1`` → SiLU;
- ``DepthwiseSeparableConv`` (a block without ``conv_pwl``): ``conv_dw`` (k×k/s, ``groups = C``) → ``bn1`` →
  SiLU → ``se`` → ``conv_pw`` (1×1) → ``bn2`` (no activation);
- ``InvertedResidual``: ``conv_pw`` (1×1) → ``bn1`` → SiLU → ``conv_dw`` (k×k/s, ``groups = C``) → ``bn2`` →
  SiLU → ``se`` → ``conv_pwl`` (1×1) → ``bn3`` (no activation);
- ``se`` (``SqueezeExcite``) on ``h [B,C,H,W]``: ``s = mean_HW(h)`` ``[B,C,1,1]`` → ``se.conv_reduce`` (1×1,
  with bias) → SiLU → ``se.conv_expand`` (1×1, with bias) → σ → ``h·s``;
- a block adds its input back when its stride is 1 and its input and output channels agree (timm
  ``has_skip``; no dropout); the stride is (1, 2, 2, 2, 1, 2, 1) per stage on a stage's first block, 1
  elsewhere. With stochastic depth, timm's ``DropPath`` on such a block's branch: ``x + h·mask[n]`` for example
  n, one ``[B]`` mask per block with a skip, in forward order (the values are the caller's: 0 or 1/keep);
- ``conv_head`` (1×1) → ``bn2`` → SiLU → global average pool → ``classifier`` (``x @ Wᵀ + b``).

The k×k convolutions pad k // 2 on every side (timm's ``efficientnet_b*``, ``pad_type=''``; not the ``tf_``
models' "same" padding); the kernel k (3 or 5) is read off ``conv_dw.weight``. Only the SE convolutions have a
bias. BatchNorm is PyTorch's (ε ``norm_eps``, momentum 0.1). Dtype: every computation runs in the dtype of
``x``; parameters and buffers must share it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

import jax
import jax.numpy as jnp
import numpy as np

from cnxbuild.reference.batchnorm import KINK_TAU, batch_norm_layer, checked_inputs, options
from cnxbuild.reference.layers import conv2d, linear

__all__ = ["STAGE_STRIDES", "classes", "condition", "drop_sites", "efficientnet_structure", "forward",
           "options", "train_forward"]

#: The stride of each stage's first block (Tan & Le 2019, Table 1: stages 2–8 of EfficientNet-B0).
STAGE_STRIDES = (1, 2, 2, 2, 1, 2, 1)
_MODES = ("fwd_eval", "fwd")
_BLOCK_KEY = re.compile(r"blocks\.(\d+)\.(\d+)\.conv_dw\.weight")
#: The parameters every block has (``DepthwiseSeparableConv``); an ``InvertedResidual`` adds ``_IR_KEYS``.
_BLOCK_KEYS = ("conv_dw.weight", "bn1.weight", "bn1.bias", "bn2.weight", "bn2.bias", "conv_pw.weight",
               "se.conv_reduce.weight", "se.conv_reduce.bias", "se.conv_expand.weight", "se.conv_expand.bias")
_IR_KEYS = ("conv_pwl.weight", "bn3.weight", "bn3.bias")
_TOP_KEYS = ("conv_stem.weight", "bn1.weight", "bn1.bias", "conv_head.weight", "bn2.weight", "bn2.bias",
             "classifier.weight", "classifier.bias")


def efficientnet_structure(params: Mapping[str, object]) -> tuple[tuple[int, ...], int]:
    """``(blocks per stage, classes)`` of the EfficientNet that ``params`` (timm ``state_dict`` names)
    describes.

    Args:
        params: name → array (or anything with a shape: only names and shapes are read).

    Returns:
        ``(depths, K)``: the number of blocks of each of the 7 stages (e.g. ``(1, 2, 2, 3, 3, 4, 1)`` for B0)
        and the classifier's class count.

    Raises:
        ValueError: stages other than 7 numbered 0..6, blocks with gaps, a block or the net lacking one of its
            parameters (every block has its ``se``), or a ``conv_dw`` kernel that is not square and odd.
    """
    found: dict[int, set[int]] = {}
    for key in params:
        match = _BLOCK_KEY.fullmatch(key)
        if match:
            found.setdefault(int(match[1]), set()).add(int(match[2]))
    if sorted(found) != list(range(len(STAGE_STRIDES))):
        raise ValueError(f"efficientnet_structure: stages {sorted(found)} in params, expected "
                         "blocks.0..blocks.6")
    for i, js in sorted(found.items()):
        if sorted(js) != list(range(len(js))):
            raise ValueError(f"efficientnet_structure: blocks.{i} has gaps: {sorted(js)}")
        for j in sorted(js):
            pre = f"blocks.{i}.{j}."
            need = _BLOCK_KEYS + (_IR_KEYS if pre + "conv_pwl.weight" in params else ())
            missing = [pre + k for k in need if pre + k not in params]
            if missing:
                raise ValueError(f"efficientnet_structure: params lack {missing[:4]} (every EfficientNet "
                                 "block has conv_dw, bn1, bn2, conv_pw and an se; an InvertedResidual also "
                                 "conv_pwl and bn3)")
            shape = tuple(np.shape(params[pre + "conv_dw.weight"]))
            if len(shape) != 4 or shape[1] != 1 or shape[2] != shape[3] or shape[2] % 2 == 0:
                raise ValueError(f"efficientnet_structure: {pre}conv_dw.weight has shape {shape}, expected a "
                                 "depthwise [C, 1, k, k] with k odd")
    missing = [k for k in _TOP_KEYS if k not in params]
    if missing:
        raise ValueError(f"efficientnet_structure: params lack {missing}")
    depths = tuple(len(found[i]) for i in range(len(STAGE_STRIDES)))
    return depths, int(np.shape(params["classifier.weight"])[0])


def _silu(h: jax.Array) -> jax.Array:
    """``nn.SiLU``: ``x·σ(x)``."""
    return h * jax.nn.sigmoid(h)


def _net(p, x, buffers, slacks, masks, *, stages, eps, train, bf16, tau=0.0):
    """``(logits, new_buffers)``; ``train``: batch statistics, each BN's running statistics updated (those in
    ``buffers``); else the frozen ``buffers``. ``slacks``: the bf16 flip envelope's
    (:func:`cnxbuild.reference.layers.conv2d`), for every convolution (the SE's too) and the classifier.
    ``masks``: one ``[B]`` drop-path mask per block with a skip, or None (no drop path)."""
    new = dict(buffers)
    site = 0

    def bn(prefix, h):
        return batch_norm_layer(p, buffers, new, prefix, h, eps, train)

    def conv(h, name, stride=1, depthwise=False, bias=False):
        w = p[name + ".weight"]
        k = w.shape[2]
        b = p[name + ".bias"] if bias else jnp.zeros((w.shape[0],), h.dtype)
        return conv2d(h, w, b, stride=stride, padding=k // 2, groups=h.shape[1] if depthwise else 1,
                      bf16_wgrad=bf16, slack=slacks.get(name + ".weight") if slacks else None, tau=tau)

    def se(h, pre):
        s = jnp.mean(h, axis=(2, 3), keepdims=True)
        s = _silu(conv(s, pre + ".se.conv_reduce", bias=True))
        return h * jax.nn.sigmoid(conv(s, pre + ".se.conv_expand", bias=True))

    x = _silu(bn("bn1", conv(x, "conv_stem", 2)))
    for i, depth in enumerate(stages):
        for j in range(depth):
            pre, stride = f"blocks.{i}.{j}", STAGE_STRIDES[i] if j == 0 else 1
            h = x
            if pre + ".conv_pwl.weight" not in p:  # DepthwiseSeparableConv
                h = _silu(bn(pre + ".bn1", conv(h, pre + ".conv_dw", stride, depthwise=True)))
                h = bn(pre + ".bn2", conv(se(h, pre), pre + ".conv_pw"))
            else:  # InvertedResidual
                h = _silu(bn(pre + ".bn1", conv(h, pre + ".conv_pw")))
                h = _silu(bn(pre + ".bn2", conv(h, pre + ".conv_dw", stride, depthwise=True)))
                h = bn(pre + ".bn3", conv(se(h, pre), pre + ".conv_pwl"))
            if stride == 1 and h.shape == x.shape:  # has_skip
                if masks is not None:
                    h = h * masks[site].reshape(-1, 1, 1, 1)  # timm DropPath: per example
                    site += 1
                x = h + x
            else:
                x = h
    x = _silu(bn("bn2", conv(x, "conv_head")))
    x = jnp.mean(x, axis=(2, 3))
    return linear(x, p["classifier.weight"], p["classifier.bias"], bf16_wgrad=bf16,
                  slack=slacks.get("classifier.weight") if slacks else None, tau=tau), new


@functools.partial(jax.jit, static_argnames=("stages", "eps", "train", "bf16", "tau"))
def _jit_net(p, x, buffers, slacks, masks, *, stages, eps, train, bf16, tau):
    return _net(p, x, buffers, slacks, masks, stages=stages, eps=eps, train=train, bf16=bf16, tau=tau)


def _checked(params, x, buffers, need_buffers):
    """``(stages, params, x, buffers)`` as jax arrays of x's dtype; raises on bad shapes or dtypes."""
    stages = efficientnet_structure(params)[0]
    return (stages, *checked_inputs(params, x, buffers, need_buffers, "efficientnet forward"))


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, norm_eps: float = 1e-5, mode: str = "fwd_eval",
            buffers: Mapping[str, jax.Array] | None = None, bf16_wgrad: bool = False, drop_masks=None,
            slacks=None, tau: float = 0.0, micro_steps: int = 1, replicas: int = 1) -> jax.Array:
    """EfficientNet logits (timm ``EfficientNet.forward``).

    Args:
        params: timm ``state_dict`` names → arrays, all of ``x``'s dtype.
        x: images ``[B, 3, H, W]``, NCHW, H and W multiples of 32 (pixels).
        norm_eps: ε of every BatchNorm.
        mode: ``"fwd_eval"`` (``model.eval()``: the frozen ``buffers``) or ``"fwd"`` (batch statistics, as in
            ``model.train()``, without returning the running-statistics update).
        buffers: the running statistics (``fwd_eval`` only).
        bf16_wgrad, slacks, tau: the bf16 weight gradients and their flip envelope (every conv, the SE's
            included, and the classifier; :func:`cnxbuild.reference.layers.conv2d`).
        drop_masks: None, or one ``[B]`` mask per block with a skip (:func:`drop_sites`), forward order.
        micro_steps, replicas: the family contract's other keywords; one step.

    Returns:
        logits ``[B, K]`` in ``x``'s dtype.

    Raises:
        ValueError: an unknown mode, bad shapes, mixed dtypes, float64 without 64-bit JAX, no buffers in
            ``fwd_eval``, a drop-mask count other than the blocks with a skip or a mask not ``[B]``.
    """
    if mode not in _MODES:
        raise ValueError(f"efficientnet forward: mode {mode!r} is not one of {_MODES}")
    stages, p, x, b = _checked(params, x, buffers if mode == "fwd_eval" else None, mode == "fwd_eval")
    masks = _masks(params, drop_masks, x)
    logits, _ = _jit_net(p, x, b, slacks or {}, masks, stages=stages, eps=float(norm_eps), train=mode == "fwd",
                         bf16=bool(bf16_wgrad), tau=float(tau))
    return logits


def train_forward(params: Mapping[str, jax.Array], buffers: Mapping[str, jax.Array], x: jax.Array, *,
                  norm_eps: float = 1e-5, replicas: int = 1, micro_steps: int = 1, bf16_wgrad: bool = False,
                  drop_masks=None, slacks=None, tau: float = 0.0) -> tuple[jax.Array, dict[str, jax.Array]]:
    """Training-mode logits and the updated running statistics (``model.train()``):
    batch statistics over N·H·W of each micro-step's chunk (sync-BN: R replicas' examples together), the
    running statistics ``r′ = 0.9·r + 0.1·s`` with the unbiased variance, micro-step by micro-step.

    Args:
        params, x, norm_eps, bf16_wgrad, slacks, tau: as :func:`forward`.
        buffers: every BN's ``running_mean`` / ``running_var`` before the step.
        replicas, micro_steps: R and k; the batch splits into k chunks (each with its own batch statistics).
        drop_masks: as :func:`forward`; each splits with the batch.

    Returns:
        ``(logits [N, K], new_buffers)``: new_buffers in ``buffers``' order, no gradient through them.

    Raises:
        ValueError: a batch that does not split into k·R, or any error of :func:`forward`.
    """
    if replicas < 1 or micro_steps < 1 or x.shape[0] % (replicas * micro_steps):
        raise ValueError(f"train_forward: batch {x.shape[0]} does not split into {micro_steps} micro-steps × "
                         f"{replicas} replicas")
    stages, p, x, b = _checked(params, x, buffers, True)
    masks = _masks(params, drop_masks, x)
    out = []
    for i, chunk in enumerate(jnp.split(x, micro_steps)):
        sl = slice(i * chunk.shape[0], (i + 1) * chunk.shape[0])
        chunk_masks = None if masks is None else [m[sl] for m in masks]
        logits, b = _jit_net(p, chunk, b, slacks or {}, chunk_masks, stages=stages, eps=float(norm_eps), train=True,
                             bf16=bool(bf16_wgrad), tau=float(tau))
        out.append(logits)
    return jnp.concatenate(out, axis=0), {k: b[k] for k in buffers}


# ---------------------------------------------------------------------------------------------------------
# The family contract of reference/train.py (cnxbuild.reference.families.model_of)


def _skips(params: Mapping[str, object]) -> list[bool]:
    """Whether each block, in forward order, adds its input back (timm ``has_skip``: stride 1, and input and
    output channels agree; read off the conv shapes)."""
    out = []
    for i, depth in enumerate(efficientnet_structure(params)[0]):
        for j in range(depth):
            pre = f"blocks.{i}.{j}."
            first, last = ("conv_pw", "conv_pwl") if pre + "conv_pwl.weight" in params else ("conv_dw", "conv_pw")
            cin = np.shape(params[pre + first + ".weight"])[1 if first == "conv_pw" else 0]
            cout = np.shape(params[pre + last + ".weight"])[0]
            out.append((STAGE_STRIDES[i] if j == 0 else 1) == 1 and cin == cout)
    return out


def _masks(params, drop_masks, x) -> list[jax.Array] | None:
    """``drop_masks`` as x's dtype, checked against the sites (None stays None: no drop path)."""
    if drop_masks is None:
        return None
    sites = drop_sites(params)
    if len(drop_masks) != sites:
        raise ValueError(f"efficientnet reference: {len(drop_masks)} drop masks for {sites} sites (one per block "
                         "that adds its input back)")
    out = [jnp.asarray(m, x.dtype) for m in drop_masks]
    bad = [i for i, m in enumerate(out) if m.shape != (x.shape[0],)]
    if bad:
        raise ValueError(f"efficientnet reference: drop_masks[{bad[0]}] has shape {out[bad[0]].shape}, expected "
                         f"[{x.shape[0]}]")
    return out


def drop_sites(params: Mapping[str, object]) -> int:
    """Drop-path masks a stochastic-depth step takes: one per block that adds its input back."""
    return sum(_skips(params))


def classes(params: Mapping[str, object]) -> int:
    """K, read off ``classifier.weight``."""
    return efficientnet_structure(params)[1]


def condition(params: Mapping[str, np.ndarray], buffers: Mapping[str, np.ndarray], x: np.ndarray, *,
              mode: str, norm_eps: float = 1e-5, micro_steps: int = 1, tau: float = KINK_TAU, **_
              ) -> tuple[dict[str, np.ndarray], int]:
    """θ as the check's inputs take it: unchanged. SiLU and σ are smooth (no kink where float32 rounding could
    flip a gradient), so no BN bias is nudged; the signature is the BatchNorm families' (cf.
    :func:`cnxbuild.reference.mobilenetv2.condition`), ``buffers``, ``x``, ``mode`` and the rest unused.

    Returns:
        ``(params, 0)``: θ as float64 arrays, in ``params``' order.

    Raises:
        ValueError: ``params`` do not describe an EfficientNet (:func:`efficientnet_structure`).
    """
    del buffers, x, mode, norm_eps, micro_steps, tau
    efficientnet_structure(params)
    return {k: np.asarray(v, np.float64) for k, v in params.items()}, 0
