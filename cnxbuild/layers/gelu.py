"""GELU, tanh and erf forms, elementwise on any shape (the block MLP's activation, between fc1 and fc2).

Forward and backward side by side (conventions.md). Source: Hendrycks & Gimpel, "Gaussian Error Linear
Units (GELUs)" (2016), section 2; spec/convnext.md ("GELU").

.. note::
   The two forms are different functions, not two spellings of one. ``erf`` is the exact GELU,
   x·Φ(x) = 0.5·x·(1 + erf(x/√2)); it is PyTorch's ``nn.GELU()`` default and so what timm's models
   compute (spec/convnext.md: with ``erf`` our forward equals timm's). ``tanh`` is the paper's
   approximation 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))) (``nn.GELU(approximate="tanh")``,
   ``jax.nn.gelu``'s default). The values differ by up to 4.7e-4 (at |x| ≈ 2.7) and the slopes by up to
   8.7e-4 (at |x| ≈ 2.0), so a timm checkpoint evaluated with ``tanh`` gives slightly different logits. The
   erf form's backward is Φ(x) + x·φ(x) exactly; the tanh form's is the exact derivative of the
   approximation, not an approximation of Φ(x) + x·φ(x). The variant's ``gelu`` picks the form; the spec's
   default is ``tanh``.

.. note::
   The backward keeps nothing of the forward but its input x: it recomputes t (tanh form) or Φ(x) (erf form)
   from x with formulas of its own that share no operation with the forward's (the tanh form factors its
   slope as 0.5·(1 + t)·(1 + x·(1 − t)·√(2/π)·(1 + 3·0.044715·x²)) and forms x + 0.044715·x³ as
   x·(1 + 0.044715·x·x); the erf form takes Φ(x) = 0.5 − 0.5·erf(−x/√2)). With shared operations, CSE
   merged the backward's x·x, t and 1 + t with the forward's, and iree-compile stored all of them from the fc1
   matmul's unpacking dispatch (four tensors of fc1's output size for the tanh form) and read them back in the
   backward: ~12 % of the dispatch time of a T-size AdamW step at 224 px (docs/decisions.md, D64). D64 kept
   them apart with an ``optimization_barrier(x)``; iree-compile 3.13 makes that barrier a host-side wait
   between command buffers, and with it IREE's ``local-task`` driver kept a buffer after every call of a
   T-size step at 224 px (0.28 GiB at batch 8), so the backward's own formulas replace it (D74).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "GELU_FORMS",
    "GeluErfSaved",
    "GeluTanhSaved",
    "gelu_backward",
    "gelu_erf_backward",
    "gelu_erf_forward",
    "gelu_forward",
    "gelu_tanh_backward",
    "gelu_tanh_forward",
]

GELU_FORMS = ("tanh", "erf")

_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
_SQRT_HALF = math.sqrt(0.5)
_INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)
_CUBIC = 0.044715


@dataclass(frozen=True)
class GeluTanhSaved:
    """What the tanh-form backward needs: the input x (any float shape); t is recomputed from it."""

    x: Value


@dataclass(frozen=True)
class GeluErfSaved:
    """What the erf-form backward needs: the input x (any float shape); Φ(x) is recomputed from it."""

    x: Value


def _tanh_t(x: Value, name: str) -> Value:
    """t = tanh(√(2/π)·(x + 0.044715·x³)), x's shape: the forward's formula (the backward has its own)."""
    x3 = ops.multiply(ops.multiply(x, x, name=name + "_x2"), x, name=name + "_x3")
    inner = ops.add(x, ops.multiply(ops.splat(x, _CUBIC), x3, name=name + "_cx3"), name=name + "_inner")
    return ops.tanh(ops.multiply(ops.splat(x, _SQRT_2_OVER_PI), inner, name=name + "_u"), name=name + "_t")


def _erf_cdf(x: Value, name: str) -> Value:
    """Φ(x) = 0.5·(1 + erf(x/√2)) with ``chlo.erf``, x's shape: the forward's formula (the backward has its
    own)."""
    e = ops.erf(ops.multiply(x, ops.splat(x, _SQRT_HALF), name=name + "_xs"), name=name + "_erf")
    return ops.multiply(ops.splat(x, 0.5), ops.add(ops.splat(x, 1.0), e, name=name + "_1pe"), name=name + "_cdf")


def gelu_tanh_forward(x: Value, *, name: str = "gelu") -> tuple[Value, GeluTanhSaved]:
    """y = 0.5·x·(1 + t), t = tanh(√(2/π)·(x + 0.044715·x³)); x any float shape and dtype, y x's.

    The saved record holds x alone (module note).
    """
    t = _tanh_t(x, name)
    half_x = ops.multiply(ops.splat(x, 0.5), x, name=name + "_hx")
    y = ops.multiply(half_x, ops.add(ops.splat(x, 1.0), t, name=name + "_1pt"), name=name)
    return y, GeluTanhSaved(x=x)


def gelu_tanh_backward(saved: GeluTanhSaved, dy: Value, *, name: str = "gelu"
                       ) -> tuple[Value, dict[str, Value]]:
    """dx = dy·(0.5(1+t) + 0.5·x·(1−t²)·√(2/π)·(1 + 3·0.044715·x²)), x's shape; no parameters (``{}``).

    t = tanh(√(2/π)·x·(1 + 0.044715·x·x)) is recomputed from x with operations the forward does not have, and
    the slope is formed as 0.5·(1 + t)·(1 + x·(1 − t)·√(2/π)·(1 + 3·0.044715·x²)), the same function: its
    factor 1 − t² = (1 − t)(1 + t) keeps its relative accuracy as |t| → 1 (module note; D74).

    Raises:
        EmitError: ``dy``'s type is not x's.
    """
    d = "d" + name
    x = saved.x
    one = ops.splat(x, 1.0)
    cx = ops.multiply(x, ops.splat(x, _CUBIC), name=d + "_cx")
    inner = ops.multiply(x, ops.add(ops.multiply(cx, x, name=d + "_cx2"), one, name=d + "_1pcx2"),
                         name=d + "_inner")
    t = ops.tanh(ops.multiply(inner, ops.splat(x, _SQRT_2_OVER_PI), name=d + "_u"), name=d + "_t")
    c3x = ops.multiply(x, ops.splat(x, 3 * _CUBIC), name=d + "_3cx")
    poly = ops.add(ops.multiply(c3x, x, name=d + "_3cx2"), one, name=d + "_poly")
    du = ops.multiply(poly, ops.splat(x, _SQRT_2_OVER_PI), name=d + "_du")
    tail = ops.multiply(ops.subtract(one, t, name=d + "_1mt"), ops.multiply(x, du, name=d + "_xdu"),
                        name=d + "_tail")
    both = ops.multiply(ops.add(t, one, name=d + "_1pt"), ops.add(tail, one, name=d + "_1ptail"),
                        name=d + "_both")
    return _times(dy, ops.multiply(both, ops.splat(x, 0.5), name=d + "_slope"), d), {}


def gelu_erf_forward(x: Value, *, name: str = "gelu") -> tuple[Value, GeluErfSaved]:
    """y = x·Φ(x), Φ(x) = 0.5·(1 + erf(x/√2)) with ``chlo.erf``; x any float shape and dtype.

    In f32, 1 + erf(x/√2) rounds to 0 for x below about −5.5, so y is −0 where the exact value is
    smaller than 1e−7 in magnitude; PyTorch's kernel uses the same formula and does the same. The saved
    record holds x alone (module note).
    """
    return ops.multiply(x, _erf_cdf(x, name), name=name), GeluErfSaved(x=x)


def gelu_erf_backward(saved: GeluErfSaved, dy: Value, *, name: str = "gelu"
                      ) -> tuple[Value, dict[str, Value]]:
    """dx = dy·(Φ(x) + x·φ(x)), φ(x) = exp(−x²/2)/√(2π), x's shape; no parameters (``{}``).

    Φ(x) is recomputed from x as 0.5 − 0.5·erf(−x/√2) (erf is odd), with operations the forward does not have
    (module note; D74). φ underflows to 0 for large |x|, so the slope goes to exactly 0 or 1 and stays finite.

    Raises:
        EmitError: ``dy``'s type is not x's.
    """
    d = "d" + name
    x = saved.x
    half = ops.splat(x, 0.5)
    e = ops.erf(ops.multiply(x, ops.splat(x, -_SQRT_HALF), name=d + "_nxs"), name=d + "_erf")
    cdf = ops.subtract(half, ops.multiply(e, half, name=d + "_he"), name=d + "_cdf")
    arg = ops.multiply(ops.multiply(x, x, name=d + "_x2"), ops.splat(x, -0.5), name=d + "_arg")
    pdf = ops.multiply(ops.exponential(arg, name=d + "_exp"), ops.splat(x, _INV_SQRT_2PI), name=d + "_pdf")
    slope = ops.add(cdf, ops.multiply(x, pdf, name=d + "_xpdf"), name=d + "_slope")
    return _times(dy, slope, d), {}


def _times(dy: Value, slope: Value, d: str) -> Value:
    if dy.type != slope.type:
        raise EmitError(f"gelu: cotangent {dy.type} vs activation {slope.type}")
    return ops.multiply(dy, slope, name=d + "_x")


def gelu_forward(x: Value, *, form: str = "tanh", name: str = "gelu"
                 ) -> tuple[Value, GeluTanhSaved | GeluErfSaved]:
    """GELU of ``form`` (one of :data:`GELU_FORMS`; ``tanh`` is the spec's default).

    Raises:
        EmitError: an unknown form, or a non-float operand.
    """
    if form == "tanh":
        return gelu_tanh_forward(x, name=name)
    if form == "erf":
        return gelu_erf_forward(x, name=name)
    raise EmitError(f"gelu: form {form!r} is not one of {GELU_FORMS}")


def gelu_backward(saved: GeluTanhSaved | GeluErfSaved, dy: Value, *, name: str = "gelu"
                  ) -> tuple[Value, dict[str, Value]]:
    """Cotangent of :func:`gelu_forward` (the form is the saved record's): dx of x's shape, ``{}``.

    Raises:
        EmitError: ``dy``'s type is not x's.
    """
    if isinstance(saved, GeluTanhSaved):
        return gelu_tanh_backward(saved, dy, name=name)
    return gelu_erf_backward(saved, dy, name=name)
