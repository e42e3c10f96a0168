"""Shared pieces of the JAX references (spec/checks.md, "Reference"): dtype checks, GELU, LayerNorm, the
convolution and ``nn.Linear`` with the bf16 weight-gradient rounding points, and the bf16 flip envelope.

Written from PyTorch's and timm's definitions, independently of cnxbuild's emitter, layers and nets; every
family's reference model (``cnxbuild/reference/<family>.py``) builds on them.

- convolutions with :func:`jax.lax.conv_general_dilated` in NCHW / OIHW (grouped: ``feature_group_count``),
  a depthwise one in float64 as a contraction over its k² taps (:func:`depthwise_taps`: XLA CPU has no
  float64 grouped convolution);
- ``nn.Linear`` as ``x @ W.T + b``;
- timm ``LayerNorm2d`` (``layers/norm.py``): permute NCHW → NHWC, ``layer_norm`` over the last axis, permute back.

Dtype: every computation runs in the dtype of ``x``; parameters and drop masks must share it. For float64
the caller enables 64-bit JAX first (``jax.config.update("jax_enable_x64", True)`` or
``with jax.enable_x64(True):``); a float64 input without it raises instead of being rounded to float32.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

__all__ = [
    "check_float_dtype", "as_dtype", "gelu", "gelu_erf", "gelu_tanh", "layer_norm", "layer_norm2d", "conv2d",
    "linear", "round_bf16", "flip_delta", "bf16_weight_names", "depthwise_taps",
]

# Every contraction runs at full precision (no TF32 / bf16 passes on accelerators): the control must be f32.
_PRECISION = lax.Precision.HIGHEST


def check_float_dtype(name: str, value) -> np.dtype:
    """The floating dtype of ``value``; raises if it is float64 while 64-bit JAX is off.

    Raises:
        ValueError: ``value`` is float64 but ``jax_enable_x64`` is off (JAX would round it to float32
            silently), or ``value`` is not floating point.
    """
    # np.result_type only without a dtype: on an array it is numpy's deprecated array-as-dtype conversion
    dtype = np.dtype(value.dtype) if hasattr(value, "dtype") else np.result_type(value)
    if not np.issubdtype(dtype, np.floating):
        raise ValueError(f"{name}: expected a floating dtype, got {dtype}")
    if dtype == np.float64 and not jax.config.jax_enable_x64:
        raise ValueError(
            f"{name} is float64 but jax_enable_x64 is off, so JAX would compute in float32; enable it with "
            "jax.config.update('jax_enable_x64', True) or `with jax.enable_x64(True):`")
    return dtype


# ---------------------------------------------------------------------------------------------------------
# Elementwise pieces


def gelu_tanh(x: jax.Array) -> jax.Array:
    """GELU, tanh approximation: ``0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))`` (Hendrycks & Gimpel 2016).

    .. note:: The spec's default GELU, written out rather than taken from ``jax.nn.gelu(approximate=True)``
       so that it is the spec's formula letter for letter. timm's ``nn.GELU()`` is the erf form
       (:func:`gelu_erf`): tanh-GELU artifacts are not timm's forward.
    """
    c = math.sqrt(2.0 / math.pi)
    return 0.5 * x * (1.0 + jnp.tanh(c * (x + 0.044715 * x**3)))


def gelu_erf(x: jax.Array) -> jax.Array:
    """GELU, exact: ``0.5·x·(1 + erf(x/√2))`` — PyTorch's ``nn.GELU()``, the one timm's models use."""
    return 0.5 * x * (1.0 + lax.erf(x / math.sqrt(2.0)))


def gelu(x: jax.Array, form: str = "tanh") -> jax.Array:
    """GELU of ``form`` ``"tanh"`` (:func:`gelu_tanh`) or ``"erf"`` (:func:`gelu_erf`); else ValueError."""
    form = getattr(form, "value", form)
    if form == "tanh":
        return gelu_tanh(x)
    if form == "erf":
        return gelu_erf(x)
    raise ValueError(f"gelu: unknown form {form!r} (expected 'tanh' or 'erf')")


def layer_norm(x: jax.Array, weight: jax.Array, bias: jax.Array, eps: float) -> jax.Array:
    """``F.layer_norm`` over the last axis: ``(x − mean)·rsqrt(var + ε)·weight + bias``, biased variance.

    Shapes: ``x [..., C]``, ``weight``/``bias [C]``; result like ``x``.
    """
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + eps) * weight + bias


def layer_norm2d(x: jax.Array, weight: jax.Array, bias: jax.Array, eps: float) -> jax.Array:
    """timm ``LayerNorm2d``: LayerNorm over the channels of NCHW ``x`` (permute, normalize, permute back)."""
    x = jnp.transpose(x, (0, 2, 3, 1))
    x = layer_norm(x, weight, bias, eps)
    return jnp.transpose(x, (0, 3, 1, 2))


def _conv(x: jax.Array, weight: jax.Array, stride: int, padding: int, groups: int) -> jax.Array:
    if groups > 1 and groups == x.shape[1] == weight.shape[0] and stride == 1 and x.dtype == jnp.float64:
        return depthwise_taps(x, weight, padding)
    return lax.conv_general_dilated(
        x, weight, window_strides=(stride, stride), padding=[(padding, padding), (padding, padding)],
        dimension_numbers=("NCHW", "OIHW", "NCHW"), feature_group_count=groups, precision=_PRECISION)


def depthwise_taps(x: jax.Array, weight: jax.Array, padding: int) -> jax.Array:
    """The depthwise convolution (stride 1, ``groups = C``) as one gather of its kh·kw taps and a contraction
    over them: ``y[b,c,h,w] = Σ_ij weight[c,0,i,j] · x_pad[b,c,h+i,w+j]``; ``x [B,C,H,W]``,
    ``weight [C,1,kh,kw]`` → NCHW.

    The float64 form of :func:`_conv` (the truth): XLA's CPU backend has no float64 grouped convolution and
    rewrites one as a dense convolution with a block-diagonal ``[C,C,kh,kw]`` filter, C times the work and
    memory (a ConvNeXt-B twin's float64 gradient took ~60 s and ~9 GB of working memory that way; with the
    taps, docs/check-cost.md). The same sum, term by term, in another order: float64 results agree with
    :func:`jax.lax.conv_general_dilated` to float64 rounding (tests/test_reference.py).
    """
    _, _, kh, kw = weight.shape
    h, w = x.shape[2] + 2 * padding - kh + 1, x.shape[3] + 2 * padding - kw + 1
    xp = jnp.pad(x, ((0, 0), (0, 0), (padding, padding), (padding, padding)))
    rows = (np.arange(kh)[:, None, None, None] + np.arange(h)[None, None, :, None])  # [kh,1,H,1]
    cols = (np.arange(kw)[None, :, None, None] + np.arange(w)[None, None, None, :])  # [1,kw,1,W]
    taps = xp[:, :, rows, cols]  # [B,C,kh,kw,H,W]: one gather
    return jnp.einsum("bcijhw,cij->bchw", taps, weight[:, 0], precision=_PRECISION)


def round_bf16(a: jax.Array) -> jax.Array:
    """``a`` rounded to bfloat16 (round to nearest even) and back to its own dtype (float32 or float64)."""
    return a.astype(jnp.bfloat16).astype(a.dtype)


def conv2d(x: jax.Array, weight: jax.Array, bias: jax.Array, *, stride: int, padding: int,
           groups: int = 1, bf16_wgrad: bool = False, slack: jax.Array | None = None,
           tau: float = 0.0) -> jax.Array:
    """``nn.Conv2d``: ``x [B,Cin,H,W]``, ``weight [Cout,Cin/groups,kh,kw]`` (OIHW), ``bias [Cout]`` → NCHW.

    ``bf16_wgrad``: the forward is unchanged; under :func:`jax.grad` the weight gradient is computed from
    x and the output cotangent dy each rounded to bf16 (:func:`round_bf16`), accumulated in x's dtype —
    spec/convnext.md "bf16": the weight gradients of the convolutions take bf16 operands and accumulate in
    f32. dx and the bias gradient use the unrounded dy.

    ``slack`` (an array like ``weight``, with ``bf16_wgrad``): the values are unchanged, and the gradient with
    respect to ``slack`` is the weight gradient's *flip envelope* (:func:`flip_delta`, ``tau``).
    """
    if slack is not None:
        return _conv2d_bf16env(x, weight, bias, slack, stride, padding, groups, tau)
    if bf16_wgrad:
        return _conv2d_bf16w(x, weight, bias, stride, padding, groups)
    return _conv(x, weight, stride, padding, groups) + bias.reshape(1, -1, 1, 1)


@functools.partial(jax.custom_vjp, nondiff_argnums=(3, 4, 5))
def _conv2d_bf16w(x, weight, bias, stride, padding, groups):
    return _conv(x, weight, stride, padding, groups) + bias.reshape(1, -1, 1, 1)


def _conv2d_bf16w_fwd(x, weight, bias, stride, padding, groups):
    return _conv2d_bf16w(x, weight, bias, stride, padding, groups), (x, weight)


def _conv2d_bf16w_bwd(stride, padding, groups, saved, dy):
    x, weight = saved
    _, vjp_x = jax.vjp(lambda x_: _conv(x_, weight, stride, padding, groups), x)
    _, vjp_w = jax.vjp(lambda w_: _conv(round_bf16(x), w_, stride, padding, groups), weight)
    return vjp_x(dy)[0], vjp_w(round_bf16(dy))[0], jnp.sum(dy, axis=(0, 2, 3))


_conv2d_bf16w.defvjp(_conv2d_bf16w_fwd, _conv2d_bf16w_bwd)


def flip_delta(a: jax.Array, tau: float) -> jax.Array:
    """|Δ| of each element of ``a`` whose bf16 rounding is ambiguous, 0 elsewhere.

    An element is ambiguous when it lies within ``tau·max|a|`` of the midpoint between its two neighbouring
    bf16 values: an implementation whose value of it is off by that much (float32 rounding upstream) may round
    it to the other neighbour. Δ is the distance between the two neighbours (one bf16 ulp).
    """
    ar = a.astype(jnp.bfloat16)
    bits = lax.bitcast_convert_type(ar, jnp.uint16)
    up = jnp.abs(a) > jnp.abs(ar.astype(a.dtype))  # the other neighbour is farther from zero
    alt = lax.bitcast_convert_type(jnp.where(up, bits + 1, bits - 1).astype(jnp.uint16), jnp.bfloat16)
    ar, alt = ar.astype(a.dtype), alt.astype(a.dtype)
    near = jnp.abs(a - 0.5 * (ar + alt)) < tau * jnp.max(jnp.abs(a))
    return jnp.where(near & (a != ar), jnp.abs(alt - ar), 0.0).astype(a.dtype)


@functools.partial(jax.custom_vjp, nondiff_argnums=(4, 5, 6, 7))
def _conv2d_bf16env(x, weight, bias, slack, stride, padding, groups, tau):
    return _conv2d_bf16w(x, weight, bias, stride, padding, groups)


def _conv2d_bf16env_fwd(x, weight, bias, slack, stride, padding, groups, tau):
    return _conv2d_bf16env(x, weight, bias, slack, stride, padding, groups, tau), (x, weight)


def _conv2d_bf16env_bwd(stride, padding, groups, tau, saved, dy):
    x, weight = saved
    dx, dw, db = _conv2d_bf16w_bwd(stride, padding, groups, saved, dy)
    _, vjp_a = jax.vjp(lambda w_: _conv(jnp.abs(round_bf16(x)), w_, stride, padding, groups), weight)
    _, vjp_b = jax.vjp(lambda w_: _conv(flip_delta(x, tau), w_, stride, padding, groups), weight)
    env = vjp_a(flip_delta(dy, tau))[0] + vjp_b(jnp.abs(round_bf16(dy)) + flip_delta(dy, tau))[0]
    return dx, dw, db, env


_conv2d_bf16env.defvjp(_conv2d_bf16env_fwd, _conv2d_bf16env_bwd)


def linear(x: jax.Array, weight: jax.Array, bias: jax.Array, *, bf16_wgrad: bool = False,
           slack: jax.Array | None = None, tau: float = 0.0) -> jax.Array:
    """``nn.Linear``: ``x [..., in] @ weight[out, in].T + bias[out]``.

    ``bf16_wgrad``: as for :func:`conv2d`, the weight gradient Σ dyᵀ·x takes dy and x rounded to bf16;
    ``slack``: as for :func:`conv2d`, its gradient is the weight gradient's flip envelope.
    """
    if slack is not None:
        return _linear_bf16env(x, weight, bias, slack, tau)
    if bf16_wgrad:
        return _linear_bf16w(x, weight, bias)
    return jnp.matmul(x, weight.T, precision=_PRECISION) + bias


@jax.custom_vjp
def _linear_bf16w(x, weight, bias):
    return jnp.matmul(x, weight.T, precision=_PRECISION) + bias


def _linear_bf16w_fwd(x, weight, bias):
    return _linear_bf16w(x, weight, bias), (x, weight)


def _linear_bf16w_bwd(saved, dy):
    x, weight = saved
    lead = tuple(range(x.ndim - 1))
    dx = jnp.matmul(dy, weight, precision=_PRECISION)
    dw = jnp.tensordot(round_bf16(dy), round_bf16(x), axes=(lead, lead), precision=_PRECISION)
    return dx, dw, jnp.sum(dy, axis=lead)


_linear_bf16w.defvjp(_linear_bf16w_fwd, _linear_bf16w_bwd)


@functools.partial(jax.custom_vjp, nondiff_argnums=(4,))
def _linear_bf16env(x, weight, bias, slack, tau):
    return _linear_bf16w(x, weight, bias)


def _linear_bf16env_fwd(x, weight, bias, slack, tau):
    return _linear_bf16env(x, weight, bias, slack, tau), (x, weight)


def _linear_bf16env_bwd(tau, saved, dy):
    x, _ = saved
    dx, dw, db = _linear_bf16w_bwd(saved, dy)
    lead = tuple(range(x.ndim - 1))
    fx, fdy = flip_delta(x, tau), flip_delta(dy, tau)
    env = (jnp.tensordot(fdy, jnp.abs(round_bf16(x)), axes=(lead, lead), precision=_PRECISION)
           + jnp.tensordot(jnp.abs(round_bf16(dy)) + fdy, fx, axes=(lead, lead), precision=_PRECISION))
    return dx, dw, db, env


_linear_bf16env.defvjp(_linear_bf16env_fwd, _linear_bf16env_bwd)


def bf16_weight_names(params: Mapping[str, object]) -> list[str]:
    """The weights whose gradients a bf16 artifact computes from bf16 operands: every convolution (stem,
    downsample, depthwise) and fc layer (fc1, fc2, head.fc) — spec/convnext.md, "bf16"."""
    return [k for k in params if k.endswith(".weight") and np.ndim(params[k]) >= 2]


def as_dtype(name: str, value, dtype: np.dtype) -> jax.Array:
    """``value`` as a JAX array, checked to have ``dtype`` (x's)."""
    if check_float_dtype(name, value) != dtype:
        raise ValueError(f"forward: {name} has dtype {np.dtype(value.dtype)}, expected {dtype} (x's dtype)")
    return jnp.asarray(value)
