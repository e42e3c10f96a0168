"""General 2-D convolution without bias, groups 1: ResNet's convs (timm ``nn.Conv2d(..., bias=False)``;
spec/families.md "ResNet"): the 7×7/s2/p3 stem, 3×3/s1/p1 and 3×3/s2/p1 block convs, 1×1/s1 bottleneck
convs and the 1×1/s2 projection shortcut.

Forward and backward side by side (conventions.md). Layout contract as in :mod:`cnxbuild.layers.conv`:
activations NHWC ``[B, H, W, C]``, weights timm OIHW ``[O, I, kh, kw]``, never transposed in the forward.
Padding is symmetric (p, p); H and W may be odd (a stride-2 window then covers the last row, and an even
size leaves the last padded row unread: :func:`~cnxbuild.layers.conv.conv_vjp_lhs_padding` gives the
asymmetric transpose paddings of both cases).

Formulations:

- **1×1, padding 0** (``pointwise``): a matmul over channels, like patchify. Stride s > 1 first takes the
  strided ``slice`` x[:, ::s, ::s, :]; its transpose is a ``pad`` with interior s − 1
  (:func:`slice_vjp_padding`). y = dot_general(x, W[O,I]) contracting I; dx = dot_general(dy, W)
  contracting O; dW = dot_general(dy, x) contracting (B, H, W). No ``convolution`` op.
- **k×k** (``convolution``): the forward is one ``convolution`` ``[b,0,1,f]x[o,i,0,1]->[b,0,1,f]``; dx
  and dW are JAX's transpose rules (``_conv_general_dilated_transpose_lhs`` / ``_rhs``): dx convolves dy,
  dilated by the stride (``lhs_dilation``), with the reversed kernel in its in/out-swapped role
  (``[i, o, 0, 1]``, no weight transpose), padding :func:`~cnxbuild.layers.conv.conv_vjp_lhs_padding`;
  dW convolves x (batch and feature roles swapped) with dy as the kernel, dilated by the stride
  (``rhs_dilation``), padding :func:`~cnxbuild.layers.conv.conv_vjp_rhs_padding`, the result already OIHW.

**The kernel operand goes through ``reverse`` twice** (:func:`~cnxbuild.layers.conv.kernel_operand`, shared
with the depthwise forward; why: that module's docstring, "Kernel layout on IREE"): the forward's w and dW's dy
(dx's kernel is already ``reverse(w)``). A ``convolution`` whose kernel is a function argument (or its
transpose, or w + 0) ran 17–45× slower on iree-compile 3.13 llvm-cpu than the same convolution fed a
``reverse``d value, with the same numbers (dW bit-identical, y within f32 accumulation order). Measured at
B = 2 on the 2-core machine (ms, bare → reversed pair): stem 7×7/s2 at 224 px forward 268 → 12, dW 398 → 24;
3×3/s2 56→28, 128 channels, forward 376 → 5, dW 215 → 13; 3×3/s1 at 28, 128 channels, forward 394 → 8, dW 218
→ 12. XLA is not slowed.

With ``precision="bf16"`` the weight-gradient op takes bf16 operands (``convert``) and accumulates into f32
(the cotangent's dtype); dx stays f32, as in :mod:`cnxbuild.layers.conv`.
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.conv import (
    NHWC_OIHW,
    NHWC_OIHW_DW,
    _bf16_if,
    conv_output_size,
    conv_vjp_lhs_padding,
    conv_vjp_rhs_padding,
    kernel_operand,
    window_padding,
)
from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["Conv2dSaved", "conv2d_backward", "conv2d_forward", "slice_vjp_padding", "window_padding"]

# dx: dy [B,Ho,Wo,O] against the weight [O,I,kh,kw] read as kernel 'i' = O, 'o' = I (no transpose).
NHWC_IOHW = "[b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f]"


def slice_vjp_padding(size: int, start: int, stride: int, count: int) -> tuple[int, int, int]:
    """(lo, interior, hi) of the ``pad`` that transposes the strided slice ``v[start : : stride]`` (``count``
    elements) of an axis of length ``size``: element i returns to position start + stride·i, zeros elsewhere.

    lo = start, interior = stride − 1, hi = size − (start + stride·(count − 1) + 1) (JAX's transpose of
    ``slice``). 1×1/s2 on 7: (0, 1, 0); on 8: (0, 1, 1).

    Raises:
        EmitError: the slice does not fit the axis, or a stride / count below 1.
    """
    if stride < 1 or count < 1 or start < 0:
        raise EmitError(f"slice_vjp_padding: start {start}, stride {stride}, count {count} invalid")
    hi = size - (start + stride * (count - 1) + 1)
    if hi < 0:
        raise EmitError(f"slice_vjp_padding: {count} elements from {start} at stride {stride} exceed size {size}")
    return start, stride - 1, hi


@dataclass(frozen=True)
class Conv2dSaved:
    """What the backward needs: the input x [B,H,W,I], the weight [O,I,kh,kw], stride and padding."""

    x: Value
    weight: Value
    stride: int
    padding: int


def _check(name: str, x: Value, weight: Value, stride: int, padding: int) -> tuple[int, int]:
    """(Ho, Wo), after checking ranks, channels, a square kernel, stride ≥ 1 and padding ≥ 0."""
    if x.rank != 4 or weight.rank != 4:
        raise EmitError(f"{name}: input {x.type} must be NHWC rank 4 and weight {weight.type} OIHW rank 4")
    if weight.shape[1] != x.shape[3]:
        raise EmitError(f"{name}: weight input channels {weight.shape[1]} (weight {weight.shape}) != input "
                        f"channels {x.shape[3]} (input {x.shape})")
    k = weight.shape[2]
    if weight.shape[3] != k or stride < 1 or padding < 0:
        raise EmitError(f"{name}: kernel {weight.shape[2:]} must be square, stride {stride} >= 1, padding "
                        f"{padding} >= 0")
    return tuple(conv_output_size(x.shape[1 + j], k, stride, padding, padding) for j in range(2))


def _pointwise(weight: Value, padding: int) -> bool:
    return weight.shape[2] == 1 and padding == 0


def _subsample(x: Value, stride: int, name: str) -> Value:
    """x[:, ::s, ::s, :] (x itself for s = 1)."""
    if stride == 1:
        return x
    return ops.slice(x, (0, 0, 0, 0), x.shape, (1, stride, stride, 1), name=name)


def conv2d_forward(x: Value, weight: Value, *, stride: int = 1, padding: int = 0, name: str = "conv"
                   ) -> tuple[Value, Conv2dSaved]:
    """y[b,h,w,o] = Σ_{i,p,q} x_pad[b, s·h+p, s·w+q, i]·weight[o,i,p,q], zero padding ``padding`` on each side.

    Shapes: x [B, H, W, I], weight [O, I, k, k] (timm OIHW, no bias) → y [B, Ho, Wo, O] with
    Ho = (H + 2p − k) // s + 1 (PyTorch ``nn.Conv2d``). 1×1 with padding 0 is a ``dot_general``, anything else
    one ``convolution`` (module docstring).

    Raises:
        EmitError: ranks, channel mismatch, a non-square kernel, or a window larger than the padded input
            (message starts with ``name``).
    """
    _check(name, x, weight, stride, padding)
    saved = Conv2dSaved(x=x, weight=weight, stride=stride, padding=padding)
    if _pointwise(weight, padding):
        xs = _subsample(x, stride, name + "_sub")
        w2 = ops.reshape(weight, weight.shape[:2], name=name + "_w2")  # [O, I]: a free reshape
        return ops.dot_general(xs, w2, lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(1,),
                               name=name), saved
    kernel = kernel_operand(weight, 2, name + "_kernel")
    pads = tuple(window_padding(x.shape[1 + j], weight.shape[2], stride, padding) for j in range(2))
    y = ops.convolution(x, kernel, window_strides=(stride, stride), padding=pads,
                        dimension_numbers=NHWC_OIHW, name=name)
    return y, saved


def conv2d_backward(saved: Conv2dSaved, dy: Value, *, precision: str = "f32", need_dx: bool = True,
                    name: str = "conv") -> tuple[Value | None, dict[str, Value]]:
    """Cotangents of :func:`conv2d_forward`: dx [B,H,W,I] (None when ``need_dx`` is False, as for the stem,
    whose input is the image) and {"weight": dW [O,I,k,k]}.

    dW[o,i,p,q] = Σ_{b,h,w} dy[b,h,w,o]·x_pad[b,s·h+p,s·w+q,i]; dx = the transpose of the forward
    (module docstring). ``precision`` "bf16" rounds dW's operands to bf16 and accumulates in f32.

    Raises:
        EmitError: dy is not the forward output's shape, or an unknown precision.
    """
    x, w, s, p = saved.x, saved.weight, saved.stride, saved.padding
    out = _check(name, x, w, s, p)
    want = (x.shape[0], *out, w.shape[0])
    if dy.shape != want:
        raise EmitError(f"{name}: cotangent shape {dy.shape} != forward output shape {want}")
    d = "d" + name
    if _pointwise(w, p):
        return _pointwise_backward(saved, dy, precision, need_dx, d)
    k = w.shape[2]
    xb, a = _bf16_if(precision, name, x, dy)
    pads = [window_padding(x.shape[1 + j], k, s, p) for j in range(2)]
    rhs_pad = tuple(conv_vjp_rhs_padding(x.shape[1 + j], k, s, *pads[j]) for j in range(2))
    dw = ops.convolution(xb, kernel_operand(a, 1, d + "_kernel"), window_strides=(1, 1), padding=rhs_pad,
                         rhs_dilation=(s, s), dimension_numbers=NHWC_OIHW_DW, result_dtype=dy.dtype, name=d + "_w")
    dx = None
    if need_dx:
        lhs_pad = tuple(conv_vjp_lhs_padding(x.shape[1 + j], k, s, *pads[j]) for j in range(2))
        w_rev = ops.reverse(w, (2, 3), name=name + "_w_rev")
        dx = ops.convolution(dy, w_rev, window_strides=(1, 1), padding=lhs_pad, lhs_dilation=(s, s),
                             dimension_numbers=NHWC_IOHW, name=d + "_x")
    return dx, {"weight": dw}


def _pointwise_backward(saved: Conv2dSaved, dy: Value, precision: str, need_dx: bool, d: str
                        ) -> tuple[Value | None, dict[str, Value]]:
    """1×1, padding 0: dW = dy ⊗ x_sub over (B, Ho, Wo); dx_sub = dy·W, padded back into x's grid."""
    x, w, s = saved.x, saved.weight, saved.stride
    a, xb = _bf16_if(precision, d[1:], dy, _subsample(x, s, d + "_sub"))
    dw = ops.dot_general(a, xb, lhs_contracting_dimensions=(0, 1, 2), rhs_contracting_dimensions=(0, 1, 2),
                         result_dtype=dy.dtype, name=d + "_w")  # [O, I]
    dw = ops.reshape(dw, w.shape, name=d + "_w")
    if not need_dx:
        return None, {"weight": dw}
    w2 = ops.reshape(w, w.shape[:2], name=d + "_w2")
    dxs = ops.dot_general(dy, w2, lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(0,),
                          name=d + "_x")  # [B, Ho, Wo, I]
    if s == 1:
        return dxs, {"weight": dw}
    (lh, ih, hh), (lw, iw, hw) = (slice_vjp_padding(x.shape[1 + j], 0, s, dy.shape[1 + j]) for j in range(2))
    zero = ops.constant(dy.fn, 0.0, dy.type.with_shape(()), name=d + "_zero")
    dx = ops.pad(dxs, zero, (0, lh, lw, 0), (0, hh, hw, 0), (0, ih, iw, 0), name=d + "_x")
    return dx, {"weight": dw}
