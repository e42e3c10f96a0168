"""MobileNetV2 forward in ``jax.numpy`` / ``jax.lax``: the numeric oracle's model of the ``mobilenetv2`` family
(spec/families.md; docs/mobilenetv2.md).

Written from Sandler et al., "MobileNetV2: Inverted Residuals and Linear Bottlenecks" (CVPR 2018) and the
semantics of timm's ``efficientnet.py`` / ``_efficientnet_blocks.py`` and PyTorch's ``nn.ReLU6`` and
``nn.BatchNorm2d``, independently of cnxbuild's emitter, layers and nets (no size table is shared: the
structure is read off the parameter names and shapes; the strides are the paper's Table 2), on the shared
pieces of :mod:`cnxbuild.reference.layers` and :mod:`cnxbuild.reference.batchnorm`:

- ``conv_stem`` 3×3/s2/p1 → ``bn1`` → ReLU6;
- ``DepthwiseSeparableConv`` (a block without ``conv_pwl``): ``conv_dw`` (3×3, ``groups = C``) → ``bn1`` → ReLU6
  → ``conv_pw`` (1×1) → ``bn2``;
- ``InvertedResidual``: ``conv_pw`` (1×1) → ``bn1`` → ReLU6 → ``conv_dw`` (3×3/s, ``groups = C``) → ``bn2`` →
  ReLU6 → ``conv_pwl`` (1×1) → ``bn3`` (no activation: the linear bottleneck);
- a block adds its input back when its stride is 1 and its input and output channels agree (``has_skip``);
  the stride is the paper's per stage (1, 2, 2, 2, 1, 2, 1) on a stage's first block, 1 elsewhere;
- ``conv_head`` (1×1) → ``bn2`` → ReLU6 → global average pool → ``classifier`` (``x @ Wᵀ + b``).

Every convolution is bias-free and pads 1 (3×3) or 0 (1×1). Dtype: every computation runs in the dtype of
``x``; parameters and buffers must share it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

import jax
import jax.numpy as jnp
import numpy as np

from cnxbuild.reference.batchnorm import KINK_TAU, batch_norm_layer, checked_inputs, condition_net, options
from cnxbuild.reference.layers import conv2d, linear

__all__ = ["STAGE_STRIDES", "classes", "condition", "drop_sites", "forward", "mobilenetv2_structure", "options",
           "train_forward"]

#: The stride of each stage's first block (Sandler et al. 2018, Table 2: s = 1, 2, 2, 2, 1, 2, 1).
STAGE_STRIDES = (1, 2, 2, 2, 1, 2, 1)
#: ReLU6's kinks: its derivative jumps at 0 and at 6.
RELU6_KINKS = (0.0, 6.0)
_MODES = ("fwd_eval", "fwd")
_BLOCK_KEY = re.compile(r"blocks\.(\d+)\.(\d+)\.conv_dw\.weight")


def mobilenetv2_structure(params: Mapping[str, object]) -> tuple[tuple[int, ...], int]:
    """``(blocks per stage, classes)`` of the MobileNetV2 that ``params`` (timm ``state_dict`` names) describes.

    Raises:
        ValueError: stages other than 7 numbered 0..6, blocks with gaps, or no ``conv_stem`` / ``classifier``.
    """
    found: dict[int, set[int]] = {}
    for key in params:
        match = _BLOCK_KEY.fullmatch(key)
        if match:
            found.setdefault(int(match[1]), set()).add(int(match[2]))
    if sorted(found) != list(range(len(STAGE_STRIDES))):
        raise ValueError(f"mobilenetv2_structure: stages {sorted(found)} in params, expected blocks.0..blocks.6")
    for i, js in found.items():
        if sorted(js) != list(range(len(js))):
            raise ValueError(f"mobilenetv2_structure: blocks.{i} has gaps: {sorted(js)}")
    if "conv_stem.weight" not in params or "classifier.weight" not in params:
        raise ValueError("mobilenetv2_structure: params lack 'conv_stem.weight' or 'classifier.weight'")
    return tuple(len(found[i]) for i in range(len(STAGE_STRIDES))), int(np.shape(params["classifier.weight"])[0])


def _net(p, x, buffers, slacks, *, stages, eps, train, bf16, tau=0.0, act=None):
    """``(logits, new_buffers)``; ``train``: batch statistics, each BN's running statistics updated (those in
    ``buffers``); else the frozen ``buffers``. ``act(h, bn)`` is the ReLU6 after BN ``bn`` (:func:`condition`
    passes its own). ``slacks``: the bf16 flip envelope's (:func:`cnxbuild.reference.layers.conv2d`)."""
    new = dict(buffers)
    if act is None:
        def act(h, bn_prefix):
            return jax.nn.relu6(h)

    def bn(prefix, h):
        return batch_norm_layer(p, buffers, new, prefix, h, eps, train)

    def conv(h, name, stride=1, depthwise=False):
        w = p[name + ".weight"]
        k = w.shape[2]
        return conv2d(h, w, jnp.zeros((w.shape[0],), h.dtype), stride=stride, padding=k // 2,
                      groups=h.shape[1] if depthwise else 1, bf16_wgrad=bf16,
                      slack=slacks.get(name + ".weight") if slacks else None, tau=tau)

    x = act(bn("bn1", conv(x, "conv_stem", 2)), "bn1")
    for i, depth in enumerate(stages):
        for j in range(depth):
            pre, stride = f"blocks.{i}.{j}", STAGE_STRIDES[i] if j == 0 else 1
            h = x
            if pre + ".conv_pwl.weight" not in p:  # DepthwiseSeparableConv
                h = act(bn(pre + ".bn1", conv(h, pre + ".conv_dw", stride, depthwise=True)), pre + ".bn1")
                h = bn(pre + ".bn2", conv(h, pre + ".conv_pw"))
            else:  # InvertedResidual
                h = act(bn(pre + ".bn1", conv(h, pre + ".conv_pw")), pre + ".bn1")
                h = act(bn(pre + ".bn2", conv(h, pre + ".conv_dw", stride, depthwise=True)), pre + ".bn2")
                h = bn(pre + ".bn3", conv(h, pre + ".conv_pwl"))
            x = h + x if stride == 1 and h.shape == x.shape else h
    x = act(bn("bn2", conv(x, "conv_head")), "bn2")
    x = jnp.mean(x, axis=(2, 3))
    return linear(x, p["classifier.weight"], p["classifier.bias"], bf16_wgrad=bf16,
                  slack=slacks.get("classifier.weight") if slacks else None, tau=tau), new


@functools.partial(jax.jit, static_argnames=("stages", "eps", "train", "bf16", "tau"))
def _jit_net(p, x, buffers, slacks, *, stages, eps, train, bf16, tau):
    return _net(p, x, buffers, slacks, stages=stages, eps=eps, train=train, bf16=bf16, tau=tau)


def _checked(params, x, buffers, need_buffers):
    """``(stages, params, x, buffers)`` as jax arrays of x's dtype; raises on bad shapes or dtypes."""
    stages = mobilenetv2_structure(params)[0]
    return (stages, *checked_inputs(params, x, buffers, need_buffers, "mobilenetv2 forward"))


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, norm_eps: float = 1e-5, mode: str = "fwd_eval",
            buffers: Mapping[str, jax.Array] | None = None, bf16_wgrad: bool = False, drop_masks=None,
            slacks=None, tau: float = 0.0, micro_steps: int = 1, replicas: int = 1) -> jax.Array:
    """MobileNetV2 logits (timm ``EfficientNet.forward``).

    Args:
        params: timm ``state_dict`` names → arrays, all of ``x``'s dtype.
        x: images ``[B, 3, H, W]``, NCHW, H and W multiples of 32 (pixels).
        norm_eps: ε of every BatchNorm.
        mode: ``"fwd_eval"`` (``model.eval()``: the frozen ``buffers``) or ``"fwd"`` (batch statistics, as in
            ``model.train()``, without returning the running-statistics update).
        buffers: the running statistics (``fwd_eval`` only).
        bf16_wgrad, slacks, tau: the bf16 weight gradients and their flip envelope (every conv and the classifier;
            :func:`cnxbuild.reference.layers.conv2d`).
        drop_masks, micro_steps, replicas: the family contract's other keywords; no drop sites, one step.

    Returns:
        logits ``[B, K]`` in ``x``'s dtype.

    Raises:
        ValueError: an unknown mode, bad shapes, mixed dtypes, float64 without 64-bit JAX, no buffers in
            ``fwd_eval``, drop masks.
    """
    if mode not in _MODES:
        raise ValueError(f"mobilenetv2 forward: mode {mode!r} is not one of {_MODES}")
    _no_drop(drop_masks)
    stages, p, x, b = _checked(params, x, buffers if mode == "fwd_eval" else None, mode == "fwd_eval")
    logits, _ = _jit_net(p, x, b, slacks or {}, stages=stages, eps=float(norm_eps), train=mode == "fwd",
                         bf16=bool(bf16_wgrad), tau=float(tau))
    return logits


def train_forward(params: Mapping[str, jax.Array], buffers: Mapping[str, jax.Array], x: jax.Array, *,
                  norm_eps: float = 1e-5, replicas: int = 1, micro_steps: int = 1, bf16_wgrad: bool = False,
                  drop_masks=None, slacks=None, tau: float = 0.0) -> tuple[jax.Array, dict[str, jax.Array]]:
    """Training-mode logits and the updated running statistics (``model.train()``):
    batch statistics over N·H·W of each micro-step's chunk (sync-BN: R replicas' examples together), the
    running statistics ``r′ = 0.9·r + 0.1·s`` with the unbiased variance, micro-step by micro-step.

    Returns:
        ``(logits [N, K], new_buffers)``: new_buffers in ``buffers``' order, no gradient through them.
    """
    _no_drop(drop_masks)
    if replicas < 1 or micro_steps < 1 or x.shape[0] % (replicas * micro_steps):
        raise ValueError(f"train_forward: batch {x.shape[0]} does not split into {micro_steps} micro-steps × "
                         f"{replicas} replicas")
    stages, p, x, b = _checked(params, x, buffers, True)
    out = []
    for chunk in jnp.split(x, micro_steps):
        logits, b = _jit_net(p, chunk, b, slacks or {}, stages=stages, eps=float(norm_eps), train=True,
                             bf16=bool(bf16_wgrad), tau=float(tau))
        out.append(logits)
    return jnp.concatenate(out, axis=0), {k: b[k] for k in buffers}


# ---------------------------------------------------------------------------------------------------------
# The family contract of reference/train.py (cnxbuild.reference.families.model_of)


def _no_drop(drop_masks) -> None:
    if drop_masks:
        raise ValueError("mobilenetv2 reference: a MobileNetV2 has no drop-path sites (drop_masks must be empty)")


def drop_sites(params: Mapping[str, object]) -> int:
    """Drop-path masks a step takes: none."""
    del params
    return 0


def classes(params: Mapping[str, object]) -> int:
    """K, read off ``classifier.weight``."""
    return mobilenetv2_structure(params)[1]


def condition(params: Mapping[str, np.ndarray], buffers: Mapping[str, np.ndarray], x: np.ndarray, *,
              mode: str, norm_eps: float = 1e-5, micro_steps: int = 1, tau: float = KINK_TAU, **_
              ) -> tuple[dict[str, np.ndarray], int]:
    """θ with the bias of each BN that feeds a ReLU6 nudged off both of ReLU6's kinks, 0 and 6
    (:func:`cnxbuild.reference.batchnorm.condition_net`); ``mode``: ``train`` (batch
    statistics per micro-step), ``fwd`` or ``fwd_eval`` (frozen ``buffers``).

    Returns:
        ``(params, nudged)``: float64 θ (only BN biases changed) and how many channels were nudged.
    """
    stages, _ = mobilenetv2_structure(params)
    with jax.enable_x64(True):
        b = {k: jnp.asarray(v, jnp.float64) for k, v in buffers.items()} if mode != "fwd" else {}

    def net(jp, chunk, act):
        _net(jp, chunk, b, {}, stages=stages, eps=float(norm_eps), train=mode != "fwd_eval", bf16=False, act=act)

    return condition_net(net, jax.nn.relu6, params, x, chunks=micro_steps if mode == "train" else 1, tau=tau,
                         kinks=RELU6_KINKS)
