"""Convolutions on channels-last activations: the patchify conv (stem 4×4/s4, downsample 2×2/s2) and the
depthwise 7×7 conv of every block (timm ``nn.Conv2d``; spec/convnext.md).

Forward and backward side by side (conventions.md, "From JAX's lowering rules"). Layout contract:
activations are NHWC ``[B, H, W, C]``; weights keep timm's OIHW shapes (stem ``[C0, 3, 4, 4]``, downsample
``[Ci, C(i-1), 2, 2]``, depthwise ``[C, 1, 7, 7]``), so every forward convolution uses
``[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]`` and no weight is transposed in the forward pass.
float32 unless stated (the tests run the same emitters in float64).

Backward formulations (measured with iree-compile llvm-cpu and XLA CPU, 2 cores; B=8 at 224 px sizes):

- **patchify**: kernel == stride and no padding, so the windows tile the input exactly and the conv is a
  matmul over patches. ``x [B,H,W,I]`` reshapes for free (a row-major split) to ``[B,Ho,k,Wo,k,I]``; then
  the forward is ``dot_general(patches, W)`` contracting (p, q, I) — IREE lowered the strided
  ``convolution`` it replaces to a slow direct loop: 4 ms vs 137 ms for the stem and 16–45 ms vs 0.35–0.95 s
  for the three downsamples at B=8 (the three downsample forwards were 14 % of a ConvNeXt-T AdamW step,
  docs/performance.md) —,
  ``dW = dot_general(dy, patches)`` contracting (B, Ho, Wo), and ``dx = dot_general(dy, Wᵀ)`` followed by
  one transpose that interleaves the patch rows back (swaps Wo and the kernel row, keeping rows of k·I
  contiguous elements together). The conv formulation JAX's transpose rules give (an lhs-dilated
  convolution for dx, which multiplies k²−1 inserted zeros per tap, and an rhs-dilated one for dW) was
  4–30× slower on both executors (stem: IREE 0.30 s vs 0.013 s; downsample 2×2: 1.45 s vs 0.049 s).
- **depthwise**: dx is the forward convolution of dy with the spatially reversed kernel
  (``reverse``) and the padding of :func:`conv_vjp_lhs_padding`; ``feature_group_count = C`` and, because
  the kernel has one input channel per group, ``[C, 1, 7, 7]`` needs no in/out swap. dW is JAX's
  ``_conv_general_dilated_transpose_rhs``: one convolution of x (batch and feature roles swapped) with dy
  as the kernel, ``batch_group_count = C``, padding from :func:`conv_vjp_rhs_padding`. Alternatives
  measured at 56×56×96: a feature-grouped conv over transposed activations (IREE 0.18 s) and 49 shifted
  multiply-reduces (IREE 0.35 s) both lost to ``batch_group_count`` (IREE 0.11 s); IREE is the executor
  that matters here (shared/notes/executors.md), and it is exactly what ``jax.vjp`` emits.

With ``precision="bf16"`` the weight-gradient op takes bf16 operands (``convert``) and accumulates into the
cotangent's dtype (f32); dx and db stay in that dtype (spec/convnext.md, "bf16").
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "PatchifySaved", "DepthwiseSaved", "patchify_forward", "patchify_backward", "depthwise_forward",
    "depthwise_backward", "conv_output_size", "conv_vjp_lhs_padding", "conv_vjp_rhs_padding",
]

NHWC_OIHW = "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]"
# The weight gradient: x with batch and feature roles swapped, dy as the kernel (B contracted as its 'i'),
# the result in the weight's OIHW layout (JAX's _conv_spec_transpose of each of the three specs).
NHWC_OIHW_DW = "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]"


# --- shape and padding helpers (pure; one spatial dimension) --------------------------------------------


def conv_output_size(in_size: int, k: int, stride: int, pad_lo: int, pad_hi: int) -> int:
    """Output length of a convolution window ``k`` at ``stride`` over ``in_size`` padded by (lo, hi).

    ``(in_size + pad_lo + pad_hi − k) // stride + 1`` (StableHLO spec, convolution C25).

    Raises:
        EmitError: the window is larger than the padded input, or a size/stride below 1.
    """
    if in_size < 1 or k < 1 or stride < 1:
        raise EmitError(f"conv_output_size: in_size {in_size}, k {k} and stride {stride} must be >= 1")
    padded = in_size + pad_lo + pad_hi
    if padded < k:
        raise EmitError(f"conv_output_size: window {k} exceeds padded input {padded}")
    return (padded - k) // stride + 1


def conv_vjp_lhs_padding(in_size: int, k: int, stride: int, pad_lo: int, pad_hi: int) -> tuple[int, int]:
    """Padding (lo, hi) of the transposed convolution that gives dx: dy dilated by ``stride``
    (lhs_dilation), convolved with the reversed kernel, yields ``in_size`` positions.

    lo = k − 1 − pad_lo; hi = in_size + k − 1 − ((out − 1)·stride + 1) − lo, with ``out`` from
    :func:`conv_output_size` (JAX ``_conv_general_vjp_lhs_padding``, no rhs dilation). Depthwise 7×7 pad 3:
    (3, 3) for every in_size.
    """
    out = conv_output_size(in_size, k, stride, pad_lo, pad_hi)
    lo = k - 1 - pad_lo
    return lo, in_size + k - 1 - ((out - 1) * stride + 1) - lo


def conv_vjp_rhs_padding(in_size: int, k: int, stride: int, pad_lo: int, pad_hi: int) -> tuple[int, int]:
    """Padding (lo, hi) of x in the weight-gradient convolution (x ⋆ dy, dy dilated by ``stride`` as the
    kernel), chosen so that it yields exactly ``k`` positions.

    lo = pad_lo; hi = ((out − 1)·stride + 1) − in_size + (k − pad_lo − 1) (JAX
    ``_conv_general_vjp_rhs_padding``, no dilation). Depthwise 7×7 pad 3: (3, 3) for every in_size.
    """
    out = conv_output_size(in_size, k, stride, pad_lo, pad_hi)
    return pad_lo, ((out - 1) * stride + 1) - in_size + (k - pad_lo - 1)


def _check_input(layer: str, x: Value, weight: Value, bias: Value, in_per_group: int | None) -> None:
    if x.rank != 4 or weight.rank != 4:
        raise EmitError(f"{layer}: input {x.type} must be NHWC rank 4 and weight {weight.type} OIHW rank 4")
    o, i = weight.shape[:2]
    if in_per_group is None and i != x.shape[3]:
        raise EmitError(f"{layer}: weight input channels {i} (weight {weight.shape}) != input channels "
                        f"{x.shape[3]} (input {x.shape})")
    if in_per_group is not None and (i != in_per_group or o != x.shape[3]):
        raise EmitError(f"{layer}: weight shape {weight.shape} must be [{x.shape[3]}, 1, k, k] for input "
                        f"channels {x.shape[3]}")
    if bias.shape != (o,):
        raise EmitError(f"{layer}: bias shape {bias.shape} != ({o},) (weight {weight.shape})")


def _add_bias(y: Value, bias: Value, name: str) -> Value:
    return ops.add(y, ops.broadcast_in_dim(bias, y.shape, (3,), name=name + "_b"), name=name)


def _bf16_if(precision: str, layer: str, *values: Value) -> tuple[Value, ...]:
    if precision not in ("f32", "bf16"):
        raise EmitError(f"{layer}: precision {precision!r} is not one of ('f32', 'bf16')")
    return tuple(ops.convert(v, "bf16") for v in values) if precision == "bf16" else values


# --- patchify: k×k convolution at stride k, no padding (stem, downsample) -------------------------------


@dataclass(frozen=True)
class PatchifySaved:
    """What the backward needs: the input activation x [B,H,W,I], the weight [O,I,k,k] and the stride k."""

    x: Value
    weight: Value
    stride: int


def patchify_forward(x: Value, weight: Value, bias: Value, *, stride: int, name: str = "patchify"
                     ) -> tuple[Value, PatchifySaved]:
    """y[b, h, w, o] = Σ_{i,p,q} x[b, k·h+p, k·w+q, i]·weight[o, i, p, q] + bias[o], k = stride.

    Shapes: x [B, H, W, I], weight [O, I, k, k] (timm OIHW), bias [O] → y [B, H/k, W/k, O]. timm's stem
    (k=4) and downsample (k=2) convolutions, as a patch matmul (module docstring): x reshaped for free to
    [B, H/k, k, W/k, k, I], one ``dot_general`` contracting (p, q, i) with the weight's (2, 3, 1); no
    transpose of x or of the weight.

    Raises:
        EmitError: the kernel is not stride×stride, H or W is not a multiple of the stride, or the weight's
            input channels / the bias do not match (message starts with ``name``).
    """
    _check_input(name, x, weight, bias, None)
    if weight.shape[2:] != (stride, stride):
        raise EmitError(f"{name}: kernel {weight.shape[2:]} must equal stride ({stride}, {stride})")
    for axis, size in (("height", x.shape[1]), ("width", x.shape[2])):
        if size % stride:
            raise EmitError(f"{name}: input {axis} {size} is not a multiple of stride {stride}")
    bsz, hgt, wid, cin = x.shape
    patches = ops.reshape(x, (bsz, hgt // stride, stride, wid // stride, stride, cin), name=name + "_patches")
    y = ops.dot_general(patches, weight, lhs_contracting_dimensions=(2, 4, 5),
                        rhs_contracting_dimensions=(2, 3, 1), name=name)  # [B, Ho, Wo, O]
    return _add_bias(y, bias, name), PatchifySaved(x=x, weight=weight, stride=stride)


def patchify_backward(saved: PatchifySaved, dy: Value, *, precision: str = "f32", need_dx: bool = True,
                      name: str = "patchify") -> tuple[Value | None, dict[str, Value]]:
    """Cotangents of :func:`patchify_forward`: dx [B,H,W,I] (None when ``need_dx`` is False, as for the
    stem, whose input is the image), {"weight": dW [O,I,k,k], "bias": db [O]}.

    As a patch matmul (module docstring): dW[o,i,p,q] = Σ_{b,h,w} dy[b,h,w,o]·x[b,kh+p,kw+q,i];
    dx[b,kh+p,kw+q,i] = Σ_o dy[b,h,w,o]·W[o,i,p,q]; db = Σ_{b,h,w} dy.
    """
    x, w, k = saved.x, saved.weight, saved.stride
    bsz, hgt, wid, cin = x.shape
    ho, wo, cout = hgt // k, wid // k, w.shape[0]
    if dy.shape != (bsz, ho, wo, cout):
        raise EmitError(f"{name}: cotangent shape {dy.shape} != forward output shape {(bsz, ho, wo, cout)}")
    a, xb = _bf16_if(precision, name, dy, x)
    patches = ops.reshape(xb, (bsz, ho, k, wo, k, cin), name="d" + name + "_patches")
    dw = ops.dot_general(a, patches, lhs_contracting_dimensions=(0, 1, 2),
                         rhs_contracting_dimensions=(0, 1, 3), result_dtype=dy.dtype,
                         name="d" + name + "_w")  # [O, p, q, I]
    dw = ops.transpose(dw, (0, 3, 1, 2), name="d" + name + "_w")
    db = sum_rows(dy, (0, 1, 2), name="d" + name + "_b")
    dx = None
    if need_dx:
        w_pqi = ops.transpose(w, (0, 2, 3, 1), name=name + "_w_ohwi")  # [O, p, q, I], weight-sized
        d6 = ops.dot_general(dy, w_pqi, lhs_contracting_dimensions=(3,), rhs_contracting_dimensions=(0,),
                             name="d" + name + "_x")  # [B, Ho, Wo, p, q, I]
        d6 = ops.transpose(d6, (0, 1, 3, 2, 4, 5), name="d" + name + "_x")  # [B, Ho, p, Wo, q, I]
        dx = ops.reshape(d6, x.shape, name="d" + name + "_x")
    return dx, {"weight": dw, "bias": db}


# --- depthwise: k×k (7×7), stride 1, padding k//2, one group per channel --------------------------------


@dataclass(frozen=True)
class DepthwiseSaved:
    """What the backward needs: the input activation x [B,H,W,C] and the weight [C,1,k,k]."""

    x: Value
    weight: Value


def depthwise_forward(x: Value, weight: Value, bias: Value, *, name: str = "conv_dw"
                      ) -> tuple[Value, DepthwiseSaved]:
    """y[b,h,w,c] = Σ_{p,q} x[b, h+p−k//2, w+q−k//2, c]·weight[c,0,p,q] + bias[c] (zero padding k//2).

    Shapes: x [B, H, W, C], weight [C, 1, k, k] (timm ``conv_dw.weight``, k = 7), bias [C] → y [B, H, W, C].
    One ``convolution`` with ``feature_group_count = C``.

    Raises:
        EmitError: the weight is not [C, 1, k, k] with k odd, or the bias is not [C].
    """
    _check_input(name, x, weight, bias, 1)
    k = weight.shape[2]
    if weight.shape[3] != k or k % 2 == 0:
        raise EmitError(f"{name}: kernel {weight.shape[2:]} must be square with an odd size")
    y = ops.convolution(x, weight, window_strides=(1, 1), padding=((k // 2, k // 2),) * 2,
                        dimension_numbers=NHWC_OIHW, feature_group_count=x.shape[3], name=name)
    return _add_bias(y, bias, name), DepthwiseSaved(x=x, weight=weight)


def depthwise_backward(saved: DepthwiseSaved, dy: Value, *, precision: str = "f32", name: str = "conv_dw"
                       ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`depthwise_forward`: dx [B,H,W,C], {"weight": dW [C,1,k,k], "bias": db [C]}.

    dx = dy ⋆ reverse(W) (feature_group_count C, padding :func:`conv_vjp_lhs_padding`);
    dW[c,0,p,q] = Σ_{b,h,w} x_pad[b,h+p,w+q,c]·dy[b,h,w,c] as one convolution with batch_group_count C
    (padding :func:`conv_vjp_rhs_padding`); db = Σ_{b,h,w} dy. Valid for H or W = 1 and B = 1.
    """
    x, w = saved.x, saved.weight
    c, k = x.shape[3], w.shape[2]
    if dy.shape != x.shape:
        raise EmitError(f"{name}: cotangent shape {dy.shape} != forward output shape {x.shape}")
    pads = [(k // 2, k // 2)] * 2
    lhs_pad = tuple(conv_vjp_lhs_padding(x.shape[1 + j], k, 1, *pads[j]) for j in range(2))
    w_rev = ops.reverse(w, (2, 3), name=name + "_w_rev")
    dx = ops.convolution(dy, w_rev, window_strides=(1, 1), padding=lhs_pad, dimension_numbers=NHWC_OIHW,
                         feature_group_count=c, name="d" + name + "_x")
    rhs_pad = tuple(conv_vjp_rhs_padding(x.shape[1 + j], k, 1, *pads[j]) for j in range(2))
    xb, a = _bf16_if(precision, name, x, dy)
    dw = ops.convolution(xb, a, window_strides=(1, 1), padding=rhs_pad, dimension_numbers=NHWC_OIHW_DW,
                         batch_group_count=c, result_dtype=dy.dtype, name="d" + name + "_w")
    db = sum_rows(dy, (0, 1, 2), name="d" + name + "_b")
    return dx, {"weight": dw, "bias": db}
