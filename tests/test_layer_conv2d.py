"""conv2d (ResNet's bias-free convs) against lax.conv_general_dilated and jax.vjp in float64; padding helpers."""

import re

import jax
import numpy as np
import pytest
from jax import lax

from cnxbuild.layers.conv import conv_output_size, conv_vjp_lhs_padding, conv_vjp_rhs_padding
from cnxbuild.layers.conv2d import conv2d_backward, conv2d_forward, slice_vjp_padding
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

RTOL_F64 = 1e-12


def _ref_conv_nhwc(x, w, *, stride, pad):
    """timm semantics (NCHW activations, OIHW weights, no bias), transposed to our NHWC."""
    y = lax.conv_general_dilated(jax.numpy.transpose(x, (0, 3, 1, 2)), w, (stride, stride), [(pad, pad)] * 2,
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"), precision=lax.Precision.HIGHEST)
    return jax.numpy.transpose(y, (0, 2, 3, 1))


def ref_conv2d_vjp(x, w, dy, *, stride, pad):
    """(y, dx, dW) from ``jax.vjp``, jitted."""

    def fwd_bwd(x, w, dy):
        y, vjp = jax.vjp(lambda x, w: _ref_conv_nhwc(x, w, stride=stride, pad=pad), x, w)
        return (y, *vjp(dy))

    return [np.asarray(t) for t in jax.jit(fwd_bwd)(x, w, dy)]


def _build(arrays, dtype, *, stride, pad, need_dx=True, precision="f32"):
    fb = FunctionBuilder("t")
    vx, vw, vdy = (fb.arg(n, TensorType(a.shape, dtype)) for n, a in zip(("x", "w", "dy"), arrays))
    y, saved = conv2d_forward(vx, vw, stride=stride, padding=pad)
    dx, g = conv2d_backward(saved, vdy, need_dx=need_dx, precision=precision)
    fb.ret(*(v for v in (y, dx, g["weight"]) if v is not None))
    return fb


def _close(got, want, rtol):
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * float(np.max(np.abs(want))))


def _data(bsz, h, w, cin, cout, k, stride, pad, seed):
    rng = np.random.default_rng(seed)
    ho, wo = (conv_output_size(n, k, stride, pad, pad) for n in (h, w))
    return [rng.normal(size=s) for s in ((bsz, h, w, cin), (cout, cin, k, k), (bsz, ho, wo, cout))]


# --- padding helpers: exact values ---------------------------------------------------------------------


@pytest.mark.parametrize("args,out,lhs,rhs", [
    ((224, 7, 2, 3, 3), 112, (3, 4), (3, 2)),  # stem at 224 px: even, the last padded row unread
    ((9, 7, 2, 3, 3), 5, (3, 3), (3, 3)),      # stem on an odd size
    ((7, 3, 2, 1, 1), 4, (1, 1), (1, 1)),      # 3×3/s2/p1 on a 7×7 map
    ((8, 3, 2, 1, 1), 4, (1, 2), (1, 0)),      # 3×3/s2/p1 on an even map
    ((1, 3, 2, 1, 1), 1, (1, 1), (1, 1)),      # 3×3/s2/p1 on 1×1
    ((7, 3, 1, 1, 1), 7, (1, 1), (1, 1)),      # 3×3/s1/p1
    ((7, 1, 2, 0, 0), 4, (0, 0), (0, 0)),      # 1×1/s2 on odd
    ((8, 1, 2, 0, 0), 4, (0, 1), (0, -1)),     # 1×1/s2 on even (conv form unused: the slice form is)
])
def test_resnet_conv_paddings_exact(args, out, lhs, rhs):
    assert conv_output_size(*args) == out
    assert conv_vjp_lhs_padding(*args) == lhs
    assert conv_vjp_rhs_padding(*args) == rhs


@pytest.mark.parametrize("args,want", [
    ((7, 0, 2, 4), (0, 1, 0)),   # 1×1/s2 on 7: rows 0, 2, 4, 6
    ((8, 0, 2, 4), (0, 1, 1)),   # on 8: row 7 never read
    ((9, 2, 2, 3), (2, 1, 2)),   # max-pool tap 2 of a padded 7 → 9 row axis, 3 outputs: rows 2, 4, 6
    ((5, 1, 1, 3), (1, 0, 1)),
    ((1, 0, 3, 1), (0, 2, 0)),
])
def test_slice_vjp_padding_exact(args, want):
    assert slice_vjp_padding(*args) == want


def test_slice_vjp_padding_is_the_transpose_of_the_slice():
    for size in range(1, 10):
        for start in range(size):
            for stride in range(1, 4):
                count = len(range(start, size, stride))
                lo, interior, hi = slice_vjp_padding(size, start, stride, count)
                v = np.arange(1, count + 1, dtype=float)
                back = np.zeros(lo + count + (count - 1) * interior + hi)
                back[lo::interior + 1][:count] = v
                want = np.zeros(size)
                want[start::stride] = v
                np.testing.assert_array_equal(back, want)


def test_slice_vjp_padding_rejects_overrun():
    with pytest.raises(EmitError, match=r"^slice_vjp_padding: 5 elements from 0 at stride 2 exceed size 8"):
        slice_vjp_padding(8, 0, 2, 5)


# --- forward and backward against jax.vjp ---------------------------------------------------------------

CASES = [  # B, H, W, I, O, k, stride, pad
    (2, 9, 8, 3, 4, 7, 2, 3),   # stem 7×7/s2/p3, odd × even
    (1, 7, 7, 3, 2, 7, 2, 3),   # stem on 7×7
    (2, 5, 6, 3, 4, 3, 1, 1),   # 3×3/s1/p1
    (1, 7, 7, 4, 3, 3, 2, 1),   # 3×3/s2/p1 odd
    (2, 8, 6, 3, 5, 3, 2, 1),   # 3×3/s2/p1 even
    (1, 1, 2, 3, 2, 3, 2, 1),   # 3×3/s2/p1 on a 1×2 map
    (1, 1, 1, 3, 2, 3, 1, 1),   # 3×3/s1/p1 on 1×1
    (2, 3, 5, 4, 6, 1, 1, 0),   # 1×1/s1
    (2, 7, 7, 4, 6, 1, 2, 0),   # 1×1/s2 projection, odd
    (1, 8, 6, 3, 2, 1, 2, 0),   # 1×1/s2 projection, even
    (1, 1, 1, 3, 2, 1, 2, 0),   # 1×1/s2 on 1×1
]


@pytest.mark.parametrize("bsz,h,w,cin,cout,k,stride,pad", CASES)
def test_conv2d_matches_jax_vjp_f64(bsz, h, w, cin, cout, k, stride, pad):
    arrays = _data(bsz, h, w, cin, cout, k, stride, pad, seed=h * 100 + w * 10 + k + stride)
    got = run_function(_build(arrays, "f64", stride=stride, pad=pad), arrays)
    want = ref_conv2d_vjp(*arrays, stride=stride, pad=pad)
    assert len(got) == 3
    for g, r in zip(got, want):
        assert g.shape == r.shape
        _close(g, r, RTOL_F64)


def test_conv2d_stem_without_dx():
    arrays = _data(2, 9, 8, 3, 4, 7, 2, 3, seed=1)
    y, dw = run_function(_build(arrays, "f64", stride=2, pad=3, need_dx=False), arrays)
    want = ref_conv2d_vjp(*arrays, stride=2, pad=3)
    _close(y, want[0], RTOL_F64)
    _close(dw, want[2], RTOL_F64)


def test_conv2d_known_answer_1x1_stride2():
    # 1×1/s2, identity weight: y = x[:, ::2, ::2]; dx = dy at the even positions, 0 elsewhere; dW = Σ dy·x.
    x = np.arange(1 * 5 * 5 * 1, dtype=np.float64).reshape(1, 5, 5, 1)
    wt = np.ones((1, 1, 1, 1))
    dy = np.arange(1, 10, dtype=np.float64).reshape(1, 3, 3, 1)
    y, dx, dw = run_function(_build((x, wt, dy), "f64", stride=2, pad=0), [x, wt, dy])
    np.testing.assert_array_equal(y[0, :, :, 0], [[0, 2, 4], [10, 12, 14], [20, 22, 24]])
    want_dx = np.zeros((5, 5))
    want_dx[::2, ::2] = dy[0, :, :, 0]
    np.testing.assert_array_equal(dx[0, :, :, 0], want_dx)
    np.testing.assert_array_equal(dw.reshape(()), (dy[0, :, :, 0] * y[0, :, :, 0]).sum())


def test_conv2d_forms_in_the_text():
    """1×1 convs are dot_generals (no convolution op); k×k backward uses lhs/rhs dilation by the stride."""
    pw = module_text([_build(_data(2, 7, 7, 4, 6, 1, 2, 0, 0), "f32", stride=2, pad=0)])
    assert "stablehlo.convolution" not in pw and pw.count("stablehlo.dot_general") == 3
    assert re.search(r"stablehlo.pad .*interior = \[0, 1, 1, 0\] .*-> tensor<2x7x7x4xf32>", pw)
    kk = module_text([_build(_data(2, 8, 8, 3, 4, 3, 2, 1, 0), "f32", stride=2, pad=1, precision="bf16")])
    assert kk.count("stablehlo.convolution") == 3
    assert re.search(r"%dconv_w = stablehlo.convolution.*pad = \[\[1, 0\], \[1, 0\]\], lhs_dilate = \[1, 1\], "
                     r"rhs_dilate = \[2, 2\].*\(tensor<2x8x8x3xbf16>, tensor<2x4x4x4xbf16>\) -> tensor<4x3x3x3xf32>",
                     kk)
    # every kernel operand is a reverse pair (IREE lowers a convolution on a bare argument kernel 17-45x slower)
    for conv in re.findall(r"stablehlo.convolution\((%\w+), (%\w+)\)", kk):
        assert conv[1] in ("%conv_kernel", "%dconv_kernel", "%conv_w_rev"), conv
    assert re.search(r"%conv_kernel = stablehlo.reverse %conv_kernel_rev, dims = \[2\]", kk)
    assert re.search(r"%dconv_kernel = stablehlo.reverse %dconv_kernel_rev, dims = \[1\]", kk)
    assert re.search(r"%conv_w_rev = stablehlo.reverse %w, dims = \[2, 3\]", kk)  # dx's: not the pair's first
    assert re.search(r"%dconv_x = stablehlo.convolution.*\[b, 0, 1, f\]x\[i, o, 0, 1\].*pad = \[\[1, 2\], "
                     r"\[1, 2\]\], lhs_dilate = \[2, 2\]", kk)


@pytest.mark.parametrize("k,stride,pad", [(3, 2, 1), (1, 2, 0)])
def test_conv2d_bf16_weight_gradient_vs_f64_truth(k, stride, pad):
    arrays = [a.astype(np.float32) for a in _data(2, 7, 7, 8, 6, k, stride, pad, seed=9)]
    got = run_function(_build(arrays, "f32", stride=stride, pad=pad, precision="bf16"), arrays)
    want = ref_conv2d_vjp(*[a.astype(np.float64) for a in arrays], stride=stride, pad=pad)
    for g, r in zip(got, want):
        assert g.dtype == np.float32
        _close(g, r, 1e-2)
    _close(got[1], want[1], 1e-5)  # dx stays f32
    assert np.max(np.abs(got[2] - want[2])) > 1e-6 * np.max(np.abs(want[2]))  # bf16 operands really rounded


def test_conv2d_errors_name_the_layer_and_both_values():
    fb = FunctionBuilder("e")
    x = fb.arg("x", TensorType((1, 8, 8, 3), "f32"))
    w = fb.arg("w", TensorType((4, 2, 3, 3), "f32"))
    w2 = fb.arg("w2", TensorType((4, 3, 3, 3), "f32"))
    dy = fb.arg("dy", TensorType((1, 8, 8, 4), "f32"))
    with pytest.raises(EmitError, match=r"^conv1: weight input channels 2 .* != input channels 3"):
        conv2d_forward(x, w, stride=1, padding=1, name="conv1")
    _, saved = conv2d_forward(x, w2, stride=2, padding=1)
    with pytest.raises(EmitError, match=r"^conv: cotangent shape \(1, 8, 8, 4\) != forward output shape "
                                        r"\(1, 4, 4, 4\)"):
        conv2d_backward(saved, dy)


def test_window_padding_leaves_out_the_unread_rows():
    from cnxbuild.layers.conv2d import window_padding

    assert window_padding(224, 7, 2, 3) == (3, 2)  # the stem: (224 + 6 − 7) mod 2 = 1 unread row
    assert window_padding(56, 3, 2, 1) == (1, 0)
    assert window_padding(57, 3, 2, 1) == (1, 1)  # odd side: every padded row is read
    assert window_padding(2, 3, 2, 1) == (1, 0)  # layer4 at 32 px: one output pixel
    assert window_padding(8, 3, 1, 1) == (1, 1)  # stride 1 reads everything
