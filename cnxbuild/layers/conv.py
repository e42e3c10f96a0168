"""Convolutions on channels-last activations: the patchify conv (stem 4×4/s4, downsample 2×2/s2) and the
depthwise 7×7 conv of every block (timm ``nn.Conv2d``; spec/convnext.md); the depthwise conv also at 3×3,
stride 1 or 2, without a bias (an inverted-residual block's, spec/families.md).

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
  the kernel has one input channel per group, ``[C, 1, 7, 7]`` needs no in/out swap. dW is one depthwise
  convolution over B·C channels: x and dy transposed to ``[H, W, B, C]`` and reshaped to
  ``[1, H, W, B·C]`` (input) and ``[H, W, 1, B·C]`` (the kernel, channels last), padding from
  :func:`conv_vjp_rhs_padding`, giving ``[1, k, k, B·C]``, then a sum over B. JAX's transpose rule (one
  convolution of x, batch and feature roles swapped, with dy as the kernel, ``batch_group_count = C``) was
  3–9× slower on iree-compile 3.13 llvm-cpu (B=8, back to back under load: 56×56×96 122–243 ms vs 26–43 ms,
  7×7×768 12–14 ms vs 1–4 ms) and 3–5× further from float64: IREE lowers it to a loop nest whose x is
  ``[C, H, W, B]`` and whose dy is read in place as ``[B, H, W, C]``, which does not vectorize
  (docs/performance.md, "The convolution kernel operand and the depthwise weight gradient"). A kernel wider
  than 4 gets a tap grid whose width is a multiple of 4 (:func:`tap_width`: 7 → 8 and 5 → 8, as many more
  columns of high padding, the extra taps sliced off after the convolution): on AVX2, iree-compile 3.13
  vectorizes this convolution 4 output columns at a time, and with a 7-wide grid's 3-column remainder the whole
  convolution ran 5–6× slower than at 8 wide (D115).

**Kernel layout on IREE** (:func:`kernel_operand`): iree-compile 3.13 turns a StableHLO convolution with an
OIHW kernel into a channels-last ``linalg`` convolution behind a ``transpose`` of the kernel, and its
dispatch-creation ``ElementwiseOpFusionPass`` folds that transpose (a function argument's, or any
elementwise producer's: a plain ``transpose`` to HWIO, or a reshape-transpose-reshape, is folded too) back into
the convolution's indexing map: the kernel is then read channel-outermost and the loop nest no longer
vectorizes over channels. A ``reverse`` is not elementwise, so it stays a producer of its own (a 4,704-element
dispatch for a 96-channel 7×7 kernel) that writes the kernel channels last. Every convolution's kernel is
therefore a ``reverse`` result of its own: dx's ``reverse(W)`` by itself, the forward's W through a reverse pair
along one axis (B=8, 56×56×96: 143–172 ms bare vs 10–24 ms; 7×7×768: 24–28 ms vs 2–5 ms; bit-identical
outputs); dW's kernel, dy transposed with B and C merged, is materialized channels last as it is.

With ``precision="bf16"`` the weight-gradient op takes bf16 operands (``convert``) and accumulates into the
cotangent's dtype (f32); dx and db stay in that dtype (spec/convnext.md, "bf16"). The depthwise dW rounds its
operands to bf16 and converts them back to f32 before its convolution (iree-compile 3.13 fails on a depthwise
``convolution`` of bf16 operands with an f32 result: "tensor.collapse_shape op expected collapsed type"); a
product of two bf16 values (8 significant bits each) is exact in f32, so the sum is the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from cnxbuild.layers.sums import sum_rows
from cnxbuild.mlir import EmitError, Value, ops

__all__ = [
    "DepthwiseSaved",
    "PatchifySaved",
    "conv_output_size",
    "conv_vjp_lhs_padding",
    "conv_vjp_rhs_padding",
    "depthwise_backward",
    "depthwise_forward",
    "kernel_operand",
    "patchify_backward",
    "patchify_forward",
    "window_padding",
]

NHWC_OIHW = "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]"
# The weight gradient: x with batch and feature roles swapped, dy as the kernel (B contracted as its 'i'),
# the result in the weight's OIHW layout (JAX's _conv_spec_transpose of each of the three specs).
NHWC_OIHW_DW = "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]"
# The depthwise weight gradient over B·C channels: x [1, H, W, B·C], dy as the kernel [H, W, 1, B·C].
NHWC_HWIO = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"


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


def window_padding(size: int, k: int, stride: int, padding: int) -> tuple[int, int]:
    """(low, high) padding of one spatial axis: ``padding`` on each side, less the high rows no window reads.

    With (size + 2p − k) mod s = r > 0 (an even side under a stride-2 3×3 or 7×7 window) the last r padded rows
    are never read; they are left out. Same numbers, and iree-compile 3.13 llvm-cpu refuses the unread rows
    when the output is 1×1 ("'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be
    4, but found 3": a 3×3/s2/p1 convolution of a 2×2 map, the last stage of a 32 px twin).
    """
    return padding, padding - (size + 2 * padding - k) % stride


def _check_input(layer: str, x: Value, weight: Value, bias: Value | None, in_per_group: int | None) -> None:
    if x.rank != 4 or weight.rank != 4:
        raise EmitError(f"{layer}: input {x.type} must be NHWC rank 4 and weight {weight.type} OIHW rank 4")
    o, i = weight.shape[:2]
    if in_per_group is None and i != x.shape[3]:
        raise EmitError(f"{layer}: weight input channels {i} (weight {weight.shape}) != input channels "
                        f"{x.shape[3]} (input {x.shape})")
    if in_per_group is not None and (i != in_per_group or o != x.shape[3]):
        raise EmitError(f"{layer}: weight shape {weight.shape} must be [{x.shape[3]}, 1, k, k] for input "
                        f"channels {x.shape[3]}")
    if bias is not None and bias.shape != (o,):
        raise EmitError(f"{layer}: bias shape {bias.shape} != ({o},) (weight {weight.shape})")


def kernel_operand(v: Value, axis: int, name: str) -> Value:
    """``reverse(reverse(v))`` along one spatial ``axis``: the same tensor as a ``convolution``'s kernel, in the
    form iree-compile 3.13 llvm-cpu lays out channels last and vectorizes (module docstring, "Kernel layout
    on IREE"): 6–17× faster than the bare ``v`` for the depthwise forward, 17–45× for ResNet's convolutions
    (layers/conv2d.py); the pair costs two kernel-sized copies. One axis, not both: a pair over both spatial
    axes begins with the very ``reverse(v)`` that dx's kernel is, so CSE merges the two, and that shared
    reverse, having two users, no longer carries the layout (dx then ran in the slow form).

    Shapes: v of rank 4; the result has v's type. Names: the inner reverse ``name + "_rev"``, the result
    ``name``.
    """
    return ops.reverse(ops.reverse(v, (axis,), name=name + "_rev"), (axis,), name=name)


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
    # The product kept apart from its transpose (stem and downsamples alike): fused with the matmul's unpack and
    # the optimizer's update, the transpose to [O, I, k, k] made a dispatch iree-compile 3.13 took ~2 s on (D61).
    dw = ops.optimization_barrier(dw, name="d" + name + "_w")
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


# --- depthwise: k×k, one group per channel (7×7/s1 with a bias; 3×3 at stride 1 or 2 without) -----------


@dataclass(frozen=True)
class DepthwiseSaved:
    """What the backward needs: the input activation x [B,H,W,C], the weight [C,1,k,k], the stride, the
    padding on each side, and whether the forward added a bias."""

    x: Value
    weight: Value
    stride: int = 1
    padding: int | None = None
    has_bias: bool = True

    @property
    def pad(self) -> int:
        return self.weight.shape[2] // 2 if self.padding is None else self.padding


def _depthwise_pads(x: Value, k: int, stride: int, padding: int) -> list[tuple[int, int]]:
    return [window_padding(x.shape[1 + j], k, stride, padding) for j in range(2)]


def depthwise_forward(x: Value, weight: Value, bias: Value | None, *, stride: int = 1, padding: int | None = None,
                      name: str = "conv_dw") -> tuple[Value, DepthwiseSaved]:
    """y[b,h,w,c] = Σ_{p,q} x_pad[b, s·h+p, s·w+q, c]·weight[c,0,p,q] (+ bias[c]), zero padding ``padding``
    (default k//2) on each side, stride s (PyTorch ``nn.Conv2d(C, C, k, s, padding, groups=C)``).

    Shapes: x [B, H, W, C], weight [C, 1, k, k] (timm ``conv_dw.weight``, k = 7 or 3),
    bias [C] or None → y [B, Ho, Wo, C], Ho = (H + 2p − k) // s + 1. One ``convolution`` with
    ``feature_group_count = C``, its kernel behind :func:`kernel_operand`; high padding rows no window reads are
    left out (:func:`window_padding`).

    Raises:
        EmitError: the weight is not [C, 1, k, k] with k odd, the bias is not [C], or a stride below 1.
    """
    c = x.shape[3]
    _check_input(name, x, weight, bias, 1)
    k = weight.shape[2]
    if weight.shape[3] != k or k % 2 == 0 or stride < 1:
        raise EmitError(f"{name}: kernel {weight.shape[2:]} must be square with an odd size, stride {stride} >= 1")
    saved = DepthwiseSaved(x=x, weight=weight, stride=stride, padding=padding, has_bias=bias is not None)
    y = ops.convolution(x, kernel_operand(weight, 2, name + "_kernel"), window_strides=(stride, stride),
                        padding=tuple(_depthwise_pads(x, k, stride, saved.pad)), dimension_numbers=NHWC_OIHW,
                        feature_group_count=c, name=name)
    return (y if bias is None else _add_bias(y, bias, name)), saved


def depthwise_backward(saved: DepthwiseSaved, dy: Value, *, precision: str = "f32", name: str = "conv_dw"
                       ) -> tuple[Value, dict[str, Value]]:
    """Cotangents of :func:`depthwise_forward`: dx [B,H,W,C], {"weight": dW [C,1,k,k], "bias": db [C]} (no
    "bias" when the forward had none).

    dx = dy, dilated by the stride, ⋆ reverse(W) (feature_group_count C, padding :func:`conv_vjp_lhs_padding`);
    dW[c,0,p,q] = Σ_b Σ_{h,w} x_pad[b,s·h+p,s·w+q,c]·dy[b,h,w,c]: the inner sum one depthwise convolution over
    B·C channels (:func:`_depthwise_weight_grad`, dy dilated by s), then Σ_b; db = Σ_{b,h,w} dy. Valid for H or
    W = 1 and B = 1.

    Raises:
        EmitError: dy is not the forward output's shape.
    """
    x, w, s = saved.x, saved.weight, saved.stride
    c, k = x.shape[3], w.shape[2]
    pads = _depthwise_pads(x, k, s, saved.pad)
    want = (x.shape[0], *(conv_output_size(x.shape[1 + j], k, s, *pads[j]) for j in range(2)), c)
    if dy.shape != want:
        raise EmitError(f"{name}: cotangent shape {dy.shape} != forward output shape {want}")
    lhs_pad = tuple(conv_vjp_lhs_padding(x.shape[1 + j], k, s, *pads[j]) for j in range(2))
    w_rev = ops.reverse(w, (2, 3), name=name + "_w_rev")
    dx = ops.convolution(dy, w_rev, window_strides=(1, 1), padding=lhs_pad, lhs_dilation=(s, s),
                         dimension_numbers=NHWC_OIHW, feature_group_count=c, name="d" + name + "_x")
    rhs_pad = tuple(conv_vjp_rhs_padding(x.shape[1 + j], k, s, *pads[j]) for j in range(2))
    xb, a = _bf16_if(precision, name, x, dy)
    if precision == "bf16":  # back to f32: the same products, exact in f32 (module docstring, "bf16")
        xb, a = ops.convert(xb, dy.dtype, name=name + "_xr"), ops.convert(a, dy.dtype, name=name + "_dyr")
    dw = _depthwise_weight_grad(xb, a, k, rhs_pad, dy.dtype, "d" + name + "_w", stride=s)
    if not saved.has_bias:
        return dx, {"weight": dw}
    db = sum_rows(dy, (0, 1, 2), name="d" + name + "_b")
    return dx, {"weight": dw, "bias": db}


def tap_width(k: int) -> int:
    """The width of the tap grid the depthwise weight gradient's convolution computes for a k×k kernel: k up
    to 4, else k rounded up to a multiple of 4 (7 → 8, 5 → 8); the taps past k are computed and sliced off.

    Why (docs/performance.md, "An AVX2 machine: the depthwise weight gradient's remainder columns"; D115): that
    convolution's output is the k×k tap grid and its window the whole feature map. iree-compile 3.13 llvm-cpu
    vectorizes it over (output width × 8 channels) and, on AVX2 with an even window width, takes 4 output
    columns at a time: a width of 5 or 7 leaves a remainder of 1 or 3 columns, and the whole convolution ran
    4.2× (5 wide) and 5–6× (7 wide) slower than at 8 wide (a 56×56 map of 96 channels at B = 8: 193 ms for 7 columns,
    33 ms for 8). A multiple of 4 has no remainder. On AVX-512 IREE tiles the whole width (7, or 8 with this
    rule), so there the rule costs the extra column's multiply-adds (8/7; not timed on such a machine).
    """
    return k if k <= 4 else -(-k // 4) * 4


def _depthwise_weight_grad(x: Value, dy: Value, k: int, padding: tuple, result_dtype: str, name: str, *,
                           stride: int = 1) -> Value:
    """dW [C, 1, k, k] (``result_dtype``) = Σ_b Σ_{h,w} x_pad[b,s·h+p,s·w+q,c]·dy[b,h,w,c], for x [B, H, W, C]
    and dy [B, Ho, Wo, C].

    x and dy go to ``[H, W, B, C]`` (one transpose each; IREE cannot fold it into the convolution, since the
    reshape merges B and C) and to a depthwise convolution over B·C channels with dy as the channels-last
    ``[Ho, Wo, 1, B·C]`` kernel, dilated by the stride (``rhs_dilation``); ``padding``, with ``tap_width(k) − k``
    more columns on W's high side, yields ``[1, k, tap_width(k), B·C]``, of which a ``slice`` keeps
    ``[1, k, k, B·C]``; then the sum over B (a ``reduce`` of B terms) and the transpose to the weight's
    ``[C, 1, k, k]`` (module docstring).
    """
    bsz, hgt, wid, c = x.shape
    xt = ops.reshape(ops.transpose(x, (1, 2, 0, 3), name=name + "_xt"), (1, hgt, wid, bsz * c), name=name + "_xt")
    kt = ops.reshape(ops.transpose(dy, (1, 2, 0, 3), name=name + "_dyt"), (dy.shape[1], dy.shape[2], 1, bsz * c),
                     name=name + "_dyt")
    grid_w = tap_width(k)
    (h_lo, h_hi), (w_lo, w_hi) = padding
    g = ops.convolution(xt, kt, window_strides=(1, 1), padding=((h_lo, h_hi), (w_lo, w_hi + grid_w - k)),
                        rhs_dilation=(stride, stride), dimension_numbers=NHWC_HWIO, feature_group_count=bsz * c,
                        result_dtype=result_dtype, name=name + "_bc")  # [1, k, grid_w, B·C]
    if grid_w != k:  # the taps q >= k (real pixels and padding) are computed, then dropped here
        g = ops.slice(g, (0, 0, 0, 0), (1, k, k, bsz * c), name=name + "_taps")
    g = ops.reduce(ops.reshape(g, (k, k, bsz, c), name=name + "_bc"), (2,), name=name + "_sum")  # [k, k, C]
    return ops.reshape(ops.transpose(g, (2, 0, 1), name=name + "_ckk"), (c, 1, k, k), name=name)
