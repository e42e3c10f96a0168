"""ResNet forward in ``jax.numpy`` / ``jax.lax``: the numeric oracle's model (spec/families.md, "ResNet").

Written from He et al., "Deep Residual Learning for Image Recognition" (CVPR 2016) and the semantics of timm's
``resnet.py`` and PyTorch's ``nn.BatchNorm2d`` / ``nn.MaxPool2d``, independently of cnxbuild's emitter, layers
and nets (no size table is shared: the structure is read off the parameter names and shapes):

- convolutions with :func:`jax.lax.conv_general_dilated` in NCHW / OIHW, no bias;
- ``BatchNorm2d`` in training mode: per-channel mean and biased variance over N·H·W,
  ``y = (x − μ)·rsqrt(σ² + ε)·γ + β``; running statistics ``r′ = (1 − 0.1)·r + 0.1·s`` with the UNBIASED
  variance ``σ²·n/(n − 1)`` for ``running_var`` (PyTorch); in eval mode the frozen running statistics;
- ``MaxPool2d(3, 2, 1)`` as :func:`jax.lax.reduce_window` of ``max`` with −inf padding;
- ``BasicBlock`` / ``Bottleneck`` (stride on the 3×3 conv, ResNet v1.5), a ``downsample`` (1×1 conv with the
  stride, BN) wherever the parameters have one;
- global average pool → flatten → ``fc`` (``x @ Wᵀ + b``).

Dtype: every computation runs in the dtype of ``x``; parameters and buffers must share it. Float64 needs
64-bit JAX (:func:`cnxbuild.reference.layers.check_float_dtype`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from cnxbuild.reference.batchnorm import (
    KINK_TAU,
    MOMENTUM,
    batch_norm_eval,
    batch_norm_layer,
    batch_norm_stats,
    batch_norm_train,
    checked_inputs,
    condition_net,
    options,
    running_update,
)
from cnxbuild.reference.layers import linear, round_bf16

__all__ = ["MOMENTUM", "ResNetStructure", "batch_norm_eval", "batch_norm_stats", "batch_norm_train",
           "bn_prefixes", "forward", "max_pool", "options", "resnet_structure", "running_update", "train_forward"]

_PRECISION = lax.Precision.HIGHEST
_BLOCK_KEY = re.compile(r"layer(\d+)\.(\d+)\.conv1\.weight")
_MODES = ("fwd_eval", "fwd")


class ResNetStructure(NamedTuple):
    """What the parameter names and shapes say: block kind, blocks per stage, planes per stage, classes."""

    block: str  # "basic" | "bottleneck"
    layers: tuple[int, ...]
    widths: tuple[int, ...]
    classes: int


def resnet_structure(params: Mapping[str, object]) -> ResNetStructure:
    """The ResNet that ``params`` (timm ``state_dict`` names → arrays) describes.

    layers[i] counts ``layer{i+1}.{j}.conv1.weight``; a ``conv3`` in ``layer1.0`` means bottleneck blocks;
    widths[i] is ``layer{i+1}.0.conv1.weight``'s output channels; classes is ``fc.weight``'s first dimension.

    Raises:
        ValueError: no blocks, stages not numbered 1..4 without gaps, block numbers with gaps, or no ``fc``.
    """
    found: dict[int, set[int]] = {}
    for key in params:
        match = _BLOCK_KEY.fullmatch(key)
        if match:
            found.setdefault(int(match[1]), set()).add(int(match[2]))
    if sorted(found) != [1, 2, 3, 4]:
        raise ValueError(f"resnet_structure: stages {sorted(found)} in params, expected layer1..layer4")
    for i, js in found.items():
        if sorted(js) != list(range(len(js))):
            raise ValueError(f"resnet_structure: layer{i} blocks {sorted(js)} have gaps")
    if "fc.weight" not in params or "conv1.weight" not in params:
        raise ValueError("resnet_structure: params lack 'conv1.weight' or 'fc.weight'")
    block = "bottleneck" if "layer1.0.conv3.weight" in params else "basic"
    layers = tuple(len(found[i]) for i in (1, 2, 3, 4))
    widths = tuple(int(np.shape(params[f"layer{i}.0.conv1.weight"])[0]) for i in (1, 2, 3, 4))
    return ResNetStructure(block, layers, widths, int(np.shape(params["fc.weight"])[0]))


def bn_prefixes(params: Mapping[str, object]) -> list[str]:
    """Every BatchNorm's prefix in ``params``' order: the rank-1 ``.weight`` entries other than ``fc``'s
    (``bn1``, ``layer1.0.bn1``, ..., ``layer1.0.downsample.1``, ...)."""
    return [k[:-len(".weight")] for k in params
            if k.endswith(".weight") and np.ndim(params[k]) == 1 and not k.startswith("fc.")]


# ---------------------------------------------------------------------------------------------------------
# Layers


def _conv(x: jax.Array, weight: jax.Array, stride: int, padding: int) -> jax.Array:
    return lax.conv_general_dilated(x, weight, window_strides=(stride, stride),
                                    padding=[(padding, padding), (padding, padding)],
                                    dimension_numbers=("NCHW", "OIHW", "NCHW"), precision=_PRECISION)


@functools.partial(jax.custom_vjp, nondiff_argnums=(2, 3))
def _conv_bf16w(x, weight, stride, padding):
    return _conv(x, weight, stride, padding)


def _conv_bf16w_fwd(x, weight, stride, padding):
    return _conv(x, weight, stride, padding), (x, weight)


def _conv_bf16w_bwd(stride, padding, saved, dy):
    x, weight = saved
    _, vjp_x = jax.vjp(lambda x_: _conv(x_, weight, stride, padding), x)
    _, vjp_w = jax.vjp(lambda w_: _conv(round_bf16(x), w_, stride, padding), weight)
    return vjp_x(dy)[0], vjp_w(round_bf16(dy))[0]


_conv_bf16w.defvjp(_conv_bf16w_fwd, _conv_bf16w_bwd)


def conv2d(x: jax.Array, weight: jax.Array, *, stride: int, padding: int,
           bf16_wgrad: bool = False) -> jax.Array:
    """``nn.Conv2d(bias=False)``: ``x [B,Cin,H,W]``, ``weight [Cout,Cin,kh,kw]`` → ``[B,Cout,H′,W′]``.

    ``bf16_wgrad``: values unchanged; under :func:`jax.grad` the weight gradient takes x and the cotangent
    rounded to bf16 (accumulated in x's dtype); dx uses the unrounded cotangent.
    """
    if bf16_wgrad:
        return _conv_bf16w(x, weight, stride, padding)
    return _conv(x, weight, stride, padding)


def max_pool(x: jax.Array) -> jax.Array:
    """``nn.MaxPool2d(kernel_size=3, stride=2, padding=1)`` on NCHW: implicit −inf padding."""
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 3, 3), (1, 1, 2, 2),
                             ((0, 0), (0, 0), (1, 1), (1, 1)))


# ---------------------------------------------------------------------------------------------------------
# The network


def _convs(block: str, stride: int) -> list[tuple[str, int, int]]:
    """A block's main path: ``(conv name, stride, padding)``, each followed by ``bn<k>``; ReLU between."""
    if block == "basic":
        return [("conv1", stride, 1), ("conv2", 1, 1)]
    return [("conv1", 1, 0), ("conv2", stride, 1), ("conv3", 1, 0)]


def _net(p, x, buffers, *, block, layers, eps, train, bf16, act=None):
    """``(logits, new_buffers)``. ``train``: batch statistics, and each BN's running statistics updated from
    them (only those present in ``buffers``: ``fwd`` passes none); else the frozen ``buffers``. ``act(h, bn)``
    is the ReLU, told which BN's bias precedes it (:func:`condition` passes its own; default ``jax.nn.relu``)."""
    new = dict(buffers)
    if act is None:
        def act(h, bn_prefix):
            return jax.nn.relu(h)

    def bn(prefix, h):
        return batch_norm_layer(p, buffers, new, prefix, h, eps, train)

    x = act(bn("bn1", conv2d(x, p["conv1.weight"], stride=2, padding=3, bf16_wgrad=bf16)), "bn1")
    x = max_pool(x)
    for i, depth in enumerate(layers):
        for j in range(depth):
            pre, stride = f"layer{i + 1}.{j}", 2 if i > 0 and j == 0 else 1
            convs = _convs(block, stride)
            h = x
            for k, (name, conv_stride, pad) in enumerate(convs, start=1):
                h = bn(f"{pre}.bn{k}", conv2d(h, p[f"{pre}.{name}.weight"], stride=conv_stride, padding=pad,
                                              bf16_wgrad=bf16))
                h = act(h, f"{pre}.bn{k}") if k < len(convs) else h
            shortcut = x
            if f"{pre}.downsample.0.weight" in p:
                shortcut = conv2d(x, p[f"{pre}.downsample.0.weight"], stride=stride, padding=0,
                                  bf16_wgrad=bf16)
                shortcut = bn(f"{pre}.downsample.1", shortcut)
            x = act(h + shortcut, f"{pre}.bn{len(convs)}")
    x = jnp.mean(x, axis=(2, 3))  # SelectAdaptivePool2d('avg', flatten=True)
    return linear(x, p["fc.weight"], p["fc.bias"], bf16_wgrad=bf16), new


@functools.partial(jax.jit, static_argnames=("block", "layers", "eps", "train", "bf16"))
def _jit_net(p, x, buffers, *, block, layers, eps, train, bf16):
    return _net(p, x, buffers, block=block, layers=layers, eps=eps, train=train, bf16=bf16)


def _checked(params, x, buffers, need_buffers):
    """``(structure, params, x, buffers)`` as jax arrays of x's dtype; raises on bad shapes or dtypes."""
    s = resnet_structure(params)
    return (s, *checked_inputs(params, x, buffers, need_buffers, "resnet forward"))


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, norm_eps: float = 1e-5, mode: str = "fwd_eval",
            buffers: Mapping[str, jax.Array] | None = None, bf16_wgrad: bool = False, drop_masks=None,
            slacks=None, tau: float = 0.0, micro_steps: int = 1, replicas: int = 1) -> jax.Array:
    """ResNet logits (timm ``ResNet.forward``).

    Args:
        params: timm ``state_dict`` names → arrays, all of ``x``'s dtype.
        x: images ``[B, 3, H, W]``, NCHW, H and W multiples of 32 (pixels).
        norm_eps: ε of every BatchNorm.
        mode: ``"fwd_eval"`` (``model.eval()``: the frozen ``buffers``, ``<bn>.running_mean`` /
            ``<bn>.running_var``; no reduction over the batch) or ``"fwd"`` (batch statistics, as in
            ``model.train()``, without returning the running-statistics update).
        buffers: the running statistics (``fwd_eval`` only; ignored by ``fwd``).
        bf16_wgrad: see :func:`conv2d` (every conv and ``fc``).
        drop_masks, slacks, tau, micro_steps, replicas: the family contract's other keywords (reference/train.py);
            ResNet has no drop sites (``drop_masks`` empty), no bf16 flip envelope yet (``slacks`` None), and
            a forward is one step (``micro_steps`` 1).

    Returns:
        logits ``[B, K]`` in ``x``'s dtype.

    Raises:
        ValueError: an unknown mode, bad shapes, mixed dtypes, float64 without 64-bit JAX, no buffers in
            ``fwd_eval``.
    """
    if mode not in _MODES:
        raise ValueError(f"resnet forward: mode {mode!r} is not one of {_MODES}")
    _contract(drop_masks, slacks)
    s, p, x, b = _checked(params, x, buffers if mode == "fwd_eval" else None, mode == "fwd_eval")
    logits, _ = _jit_net(p, x, b, block=s.block, layers=s.layers, eps=float(norm_eps), train=mode == "fwd",
                         bf16=bool(bf16_wgrad))
    return logits


def train_forward(params: Mapping[str, jax.Array], buffers: Mapping[str, jax.Array], x: jax.Array, *,
                  norm_eps: float = 1e-5, replicas: int = 1, micro_steps: int = 1, bf16_wgrad: bool = False,
                  drop_masks=None, slacks=None, tau: float = 0.0) -> tuple[jax.Array, dict[str, jax.Array]]:
    """Training-mode logits and the updated running statistics (``model.train()``; spec/families.md).

    Every BN normalises with its batch statistics over N·H·W (biased variance, ε inside the rsqrt) and
    updates its running statistics ``r′ = 0.9·r + 0.1·s``, with the unbiased variance for ``running_var``.

    Args:
        params, x, norm_eps, bf16_wgrad: as :func:`forward`. ``x [k·R·B, 3, H, W]``.
        buffers: ``<bn>.running_mean`` / ``<bn>.running_var`` for every BN, of ``x``'s dtype.
        replicas: R data-parallel replicas with sync-BN: the per-channel sums are all-reduced, so the
            statistics (and the unbiased factor's n) are over all R·B examples — the same numbers as one
            device at R·B. The argument only checks that R divides the batch.
        micro_steps: k accumulation micro-steps: the batch splits into k contiguous chunks, each normalised
            with its own statistics, the running statistics updated after each in order (PyTorch). The
            logits are the chunks' concatenated, so a batch-mean loss over them is the mean of the k
            micro-step losses (and its gradient the mean of theirs).

    Returns:
        ``(logits [N, K], new_buffers)``: new_buffers in ``buffers``' order, no gradient through them.
    """
    _contract(drop_masks, slacks)
    if replicas < 1 or micro_steps < 1 or x.shape[0] % (replicas * micro_steps):
        raise ValueError(f"train_forward: batch {x.shape[0]} does not split into {micro_steps} micro-steps × "
                         f"{replicas} replicas")
    s, p, x, b = _checked(params, x, buffers, True)
    out = []
    for chunk in jnp.split(x, micro_steps):
        logits, b = _jit_net(p, chunk, b, block=s.block, layers=s.layers, eps=float(norm_eps), train=True,
                             bf16=bool(bf16_wgrad))
        out.append(logits)
    return jnp.concatenate(out, axis=0), {k: b[k] for k in buffers}


# ---------------------------------------------------------------------------------------------------------
# The family contract of reference/train.py (cnxbuild.reference.families.model_of)


def _contract(drop_masks, slacks) -> None:
    if drop_masks:
        raise ValueError("resnet reference: a ResNet has no drop-path sites (drop_masks must be empty)")
    if slacks is not None:
        raise NotImplementedError("resnet reference: the bf16 flip envelope (slacks) is not written for ResNet "
                                  "yet; a bf16 ResNet step cannot be judged")


def drop_sites(params: Mapping[str, object]) -> int:
    """Drop-path masks a step takes: none."""
    del params
    return 0


def classes(params: Mapping[str, object]) -> int:
    """K, read off ``fc.weight``."""
    return resnet_structure(params).classes


# ---------------------------------------------------------------------------------------------------------
# The check's inputs: no ReLU decision within rounding distance of its threshold


def condition(params: Mapping[str, np.ndarray], buffers: Mapping[str, np.ndarray], x: np.ndarray, *,
              mode: str, norm_eps: float = 1e-5, micro_steps: int = 1, tau: float = KINK_TAU, **_
              ) -> tuple[dict[str, np.ndarray], int]:
    """θ with the bias of each BN that feeds a ReLU nudged off the ReLU's kink
    (:func:`cnxbuild.reference.batchnorm.condition_net`). ``mode``: ``train`` (batch statistics per micro-step:
    the batch splits into ``micro_steps`` chunks), ``fwd`` or ``fwd_eval`` (frozen ``buffers``).

    Returns:
        ``(params, nudged)``: float64 θ (only BN biases changed) and how many channels were nudged.
    """
    s = resnet_structure(params)
    with jax.enable_x64(True):
        b = {k: jnp.asarray(v, jnp.float64) for k, v in buffers.items()} if mode != "fwd" else {}

    def net(jp, chunk, act):
        _net(jp, chunk, b, block=s.block, layers=s.layers, eps=float(norm_eps), train=mode != "fwd_eval",
             bf16=False, act=act)

    return condition_net(net, jax.nn.relu, params, x, chunks=micro_steps if mode == "train" else 1, tau=tau)
