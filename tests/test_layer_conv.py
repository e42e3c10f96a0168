import re

import jax
import numpy as np
import pytest
from jax import lax

from cnxbuild.layers.conv import (
    conv_output_size,
    conv_vjp_lhs_padding,
    conv_vjp_rhs_padding,
    depthwise_backward,
    depthwise_forward,
    patchify_backward,
    patchify_forward,
    tap_width,
)
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

RTOL_F64 = 1e-12


# --- references: timm semantics (NCHW activations, OIHW weights), transposed to our NHWC --------------


def _ref_conv_nhwc(x, w, b, *, stride, pad, groups):
    xc = jax.numpy.transpose(x, (0, 3, 1, 2))
    y = lax.conv_general_dilated(xc, w, (stride, stride), [(pad, pad)] * 2, feature_group_count=groups,
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=lax.Precision.HIGHEST)
    return jax.numpy.transpose(y + b[None, :, None, None], (0, 2, 3, 1))


def _ref_vjp(x, w, b, dy, **conv):
    """(y, dx, dW, db) from ``jax.vjp``, jitted: one XLA compile instead of one per eager op."""

    def fwd_bwd(x, w, b, dy):
        y, vjp = jax.vjp(lambda x, w, b: _ref_conv_nhwc(x, w, b, **conv), x, w, b)
        return (y, *vjp(dy))

    return [np.asarray(t) for t in jax.jit(fwd_bwd)(x, w, b, dy)]


def _build(forward, backward, arrays, dtype, fwd_kw=None, bwd_kw=None):
    """One function: args x, w, b, dy → (y, dx?, dW, db)."""
    fb = FunctionBuilder("t")
    vx, vw, vb, vdy = (fb.arg(n, TensorType(a.shape, dtype)) for n, a in zip(("x", "w", "b", "dy"), arrays))
    y, saved = forward(vx, vw, vb, **(fwd_kw or {}))
    dx, g = backward(saved, vdy, **(bwd_kw or {}))
    fb.ret(*(v for v in (y, dx, g["weight"], g["bias"]) if v is not None))
    return fb


def _random(shapes, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.normal(size=s) for s in shapes]


def _close(got, want, rtol):
    """Relative to the tensor's scale: entries near zero do not dominate."""
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * float(np.max(np.abs(want))))


# --- helpers: exact values ------------------------------------------------------------------------------


@pytest.mark.parametrize("args,out,lhs,rhs", [
    ((8, 7, 1, 3, 3), 8, (3, 3), (3, 3)),    # depthwise 7×7
    ((1, 7, 1, 3, 3), 1, (3, 3), (3, 3)),    # depthwise on a 1×1 map
    ((2, 7, 1, 3, 3), 2, (3, 3), (3, 3)),
    ((8, 4, 4, 0, 0), 2, (3, 3), (0, 0)),    # stem 4×4/s4
    ((2, 2, 2, 0, 0), 1, (1, 1), (0, 0)),    # downsample 2×2/s2 → 1×1
    ((7, 3, 2, 1, 1), 4, (1, 1), (1, 1)),
    ((8, 3, 2, 1, 1), 4, (1, 2), (1, 0)),    # stride leaves a remainder: asymmetric
    ((5, 3, 1, 0, 2), 5, (2, 0), (0, 2)),
])
def test_padding_helpers_exact(args, out, lhs, rhs):
    assert conv_output_size(*args) == out
    assert conv_vjp_lhs_padding(*args) == lhs
    assert conv_vjp_rhs_padding(*args) == rhs


def test_padding_helpers_agree_with_jax_rules():
    from jax._src.lax import convolution as jc
    for n in range(1, 10):
        for k in range(1, 8):
            for s in range(1, 5):
                for lo in range(0, 4):
                    for hi in range(0, 4):
                        if n + lo + hi < k:
                            continue
                        out = conv_output_size(n, k, s, lo, hi)
                        j = ((n,), (k,), (s,), (out,), [(lo, hi)], (1,), (1,))
                        assert conv_vjp_lhs_padding(n, k, s, lo, hi) == tuple(
                            map(int, jc._conv_general_vjp_lhs_padding(*j)[0]))
                        assert conv_vjp_rhs_padding(n, k, s, lo, hi) == tuple(
                            map(int, jc._conv_general_vjp_rhs_padding(*j)[0]))


def test_conv_output_size_rejects_oversized_window():
    with pytest.raises(EmitError, match=r"^conv_output_size: window 7 exceeds padded input 5"):
        conv_output_size(1, 7, 1, 2, 2)


# --- patchify -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("bsz,h,w,cin,cout,k,need_dx", [
    (2, 8, 8, 3, 5, 4, True),   # stem-like, 2×2 output
    (1, 4, 4, 3, 5, 4, True),   # 1×1 output, batch 1
    (2, 2, 2, 4, 6, 2, True),   # downsample to 1×1
    (1, 8, 4, 3, 4, 2, True),   # non-square
    (2, 8, 8, 3, 5, 4, False),  # the stem: no dx
])
def test_patchify_matches_jax_vjp_f64(bsz, h, w, cin, cout, k, need_dx):
    x, wt, b, dy = _random([(bsz, h, w, cin), (cout, cin, k, k), (cout,), (bsz, h // k, w // k, cout)])
    fb = _build(patchify_forward, patchify_backward, (x, wt, b, dy), "f64", {"stride": k},
                {"need_dx": need_dx})
    got = run_function(fb, [x, wt, b, dy])
    want = _ref_vjp(x, wt, b, dy, stride=k, pad=0, groups=1)
    if not need_dx:
        want.pop(1)
    assert len(got) == len(want)
    for g, r in zip(got, want):
        assert g.shape == r.shape
        _close(g, r, RTOL_F64)


def test_patchify_known_answer_arange():
    # weight = 1 on (o=0, i=0, p=0, q=0) only: y[..., 0] picks the top-left pixel of each patch.
    x = np.arange(1 * 4 * 4 * 1, dtype=np.float64).reshape(1, 4, 4, 1)
    wt = np.zeros((2, 1, 2, 2))
    wt[0, 0, 0, 0] = 1.0
    wt[1] = 1.0
    b = np.array([0.5, 0.0])
    dy = np.arange(1 * 2 * 2 * 2, dtype=np.float64).reshape(1, 2, 2, 2)
    y, dx, dw, db = run_function(_build(patchify_forward, patchify_backward, (x, wt, b, dy), "f64",
                                        {"stride": 2}), [x, wt, b, dy])
    np.testing.assert_array_equal(y[0, :, :, 0], [[0.5, 2.5], [8.5, 10.5]])
    np.testing.assert_array_equal(y[0, :, :, 1], [[10, 18], [42, 50]])  # 2×2 patch sums
    # dx[patch (h,w), p, q] = dy[h,w,0]·[p=q=0] + dy[h,w,1]
    np.testing.assert_array_equal(dx[0, :, :, 0], [[1, 1, 5, 3], [1, 1, 3, 3], [9, 5, 13, 7], [5, 5, 7, 7]])
    np.testing.assert_array_equal(db, [0 + 2 + 4 + 6, 1 + 3 + 5 + 7])
    # dW[1,0,p,q] = Σ_patches dy[h,w,1]·x[2h+p, 2w+q]
    np.testing.assert_array_equal(dw[1, 0], [
        [1 * 0 + 3 * 2 + 5 * 8 + 7 * 10, 1 * 1 + 3 * 3 + 5 * 9 + 7 * 11],
        [1 * 4 + 3 * 6 + 5 * 12 + 7 * 14, 1 * 5 + 3 * 7 + 5 * 13 + 7 * 15]])


def test_patchify_forward_and_backward_text_are_patch_matmuls():
    shapes = [(2, 8, 8, 3), (5, 3, 4, 4), (5,), (2, 2, 2, 5)]
    fb = _build(patchify_forward, patchify_backward, [np.zeros(s) for s in shapes], "f32", {"stride": 4},
                {"need_dx": False, "precision": "bf16"})
    text = module_text([fb])
    assert "stablehlo.convolution" not in text  # IREE lowers the strided convolution to a slow loop
    assert text.count("stablehlo.dot_general") == 2  # the forward and dW; no dx with need_dx=False
    assert re.search(r"dot_general .*contracting_dims = \[2, 4, 5\] x \[2, 3, 1\] : "
                     r"\(tensor<2x2x4x2x4x3xf32>, tensor<5x3x4x4xf32>\) -> tensor<2x2x2x5xf32>", text)
    assert re.search(r"dot_general .*: \(tensor<2x2x2x5xbf16>, tensor<2x2x4x2x4x3xbf16>\) "
                     r"-> tensor<5x4x4x3xf32>", text)
    barrier = re.search(r"^ *(%\S+) = stablehlo\.dot_general .* -> tensor<5x4x4x3xf32>\n"
                        r" *(%\S+) = stablehlo\.optimization_barrier \1 : tensor<5x4x4x3xf32>\n"
                        r" *%\S+ = stablehlo\.transpose \2, dims = \[0, 3, 1, 2\]", text, re.M)
    assert barrier, "dW [O, p, q, I] must pass an optimization_barrier just before its transpose (D61)\n" + text


# --- depthwise ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("h,w", [(1, 1), (2, 2), (5, 3), (8, 8)])
@pytest.mark.parametrize("bsz", [1, 2])
def test_depthwise_matches_jax_vjp_f64(bsz, h, w):
    c = 4
    x, wt, b, dy = _random([(bsz, h, w, c), (c, 1, 7, 7), (c,), (bsz, h, w, c)], seed=h * 10 + w + bsz)
    got = run_function(_build(depthwise_forward, depthwise_backward, (x, wt, b, dy), "f64"), [x, wt, b, dy])
    want = _ref_vjp(x, wt, b, dy, stride=1, pad=3, groups=c)
    for g, r in zip(got, want):
        assert g.shape == r.shape
        _close(g, r, RTOL_F64)


def test_depthwise_known_answer_delta_kernel():
    # A kernel that is 1 at (p, q) = (3, 4) shifts by one column: y[h, w] = x[h, w+1] (0 past the edge);
    # so dx[h, w] = dy[h, w−1] and dW is 0 except at the centre row.
    x = np.arange(1 * 3 * 4 * 2, dtype=np.float64).reshape(1, 3, 4, 2)
    wt = np.zeros((2, 1, 7, 7))
    wt[:, 0, 3, 4] = 1.0
    b = np.zeros(2)
    dy = np.ones_like(x)
    y, dx, dw, db = run_function(_build(depthwise_forward, depthwise_backward, (x, wt, b, dy), "f64"),
                                 [x, wt, b, dy])
    np.testing.assert_array_equal(y[..., :3, :], x[..., 1:, :])
    np.testing.assert_array_equal(y[..., 3, :], 0)
    np.testing.assert_array_equal(dx[..., 0, :], 0)
    np.testing.assert_array_equal(dx[..., 1:, :], 1)
    np.testing.assert_array_equal(db, [12, 12])
    # dW[c, 0, 3, 3] = Σ x[..., c] (centre tap); dW[c, 0, 3, 4] = Σ of x without its first column.
    np.testing.assert_array_equal(dw[:, 0, 3, 3], x.sum(axis=(0, 1, 2)))
    np.testing.assert_array_equal(dw[:, 0, 3, 4], x[:, :, 1:].sum(axis=(0, 1, 2)))
    np.testing.assert_array_equal(dw[:, 0, 0], 0)  # rows p = 0 reach 3 above a 3-row map: all padding


# --- bf16 weight gradients: f32 inputs vs f64 truth ---------------------------------------------------


@pytest.mark.parametrize("layer", ["patchify", "depthwise"])
def test_bf16_weight_gradients_vs_f64_truth(layer):
    if layer == "patchify":
        shapes, fwd, bwd, kw, conv = ([(2, 8, 8, 3), (6, 3, 4, 4), (6,), (2, 2, 2, 6)], patchify_forward,
                                      patchify_backward, {"stride": 4}, {"stride": 4, "pad": 0, "groups": 1})
    else:
        shapes, fwd, bwd, kw, conv = ([(2, 8, 8, 6), (6, 1, 7, 7), (6,), (2, 8, 8, 6)], depthwise_forward,
                                      depthwise_backward, {}, {"stride": 1, "pad": 3, "groups": 6})
    arrays = [a.astype(np.float32) for a in _random(shapes, seed=7)]
    fb = _build(fwd, bwd, arrays, "f32", kw, {"precision": "bf16"})
    text = module_text([fb])
    if layer == "patchify":
        wgrad = r"%dpatchify_w = .*: \(tensor<\w+bf16>, tensor<\w+bf16>\) -> tensor<\w+f32>$"
    else:  # rounded to bf16 and back to f32 (an exact product in f32; IREE rejects bf16 -> f32 depthwise)
        for v, src in (("conv_dw_xr", "x"), ("conv_dw_dyr", "dy")):
            rounded = re.search(rf"%{v} = stablehlo.convert (%\w+) : \(tensor<\w+bf16>\) -> tensor<\w+f32>$", text,
                                re.M)
            assert rounded and re.search(rf"{rounded[1]} = stablehlo.convert %{src} : .*f32>\) -> .*bf16>$", text, re.M)
        wgrad = r"%dconv_dw_w_xt = stablehlo.transpose %conv_dw_xr"
    assert re.search(wgrad, text, re.M)
    got = run_function(fb, arrays)
    want = _ref_vjp(*[a.astype(np.float64) for a in arrays], **conv)
    for g, r in zip(got, want):
        assert g.dtype == np.float32
        _close(g, r, 1e-2)
    _close(got[1], want[1], 1e-5)  # dx stays f32


def test_tap_width_exact_values():
    """The depthwise dW's tap grid: k up to 4 as it is, wider kernels to the next multiple of 4."""
    assert [tap_width(k) for k in (1, 3, 4, 5, 7, 8, 9, 11)] == [1, 3, 4, 8, 8, 8, 12, 12]


def test_depthwise_forms_in_the_text():
    """The forms IREE runs fast (module docstring): every convolution's kernel is a reverse result (the forward's
    a reverse pair of W, dx's reverse(W)); dW is a depthwise convolution over B·C channels, then a sum over B."""
    arrays = _random([(2, 8, 8, 6), (6, 1, 7, 7), (6,), (2, 8, 8, 6)], seed=1)
    text = module_text([_build(depthwise_forward, depthwise_backward, arrays, "f32")])
    kernels = re.findall(r"stablehlo.convolution\((%\w+), (%\w+)\)", text)
    assert [k for _, k in kernels] == ["%conv_dw_kernel", "%conv_dw_w_rev", "%dconv_dw_w_dyt_1"], kernels
    assert re.search(r"%conv_dw_kernel = stablehlo.reverse %conv_dw_kernel_rev, dims = \[2\]", text)
    assert re.search(r"%conv_dw_kernel_rev = stablehlo.reverse %w, dims = \[2\]", text)
    assert re.search(r"%conv_dw_w_rev = stablehlo.reverse %w, dims = \[2, 3\]", text)  # dx's kernel, its own op
    assert re.search(r"%dconv_dw_w_dyt_1 = stablehlo.reshape .* -> tensor<8x8x1x12xf32>", text)
    assert re.search(r"%dconv_dw_w_bc = stablehlo.convolution\(%dconv_dw_w_xt_1, %dconv_dw_w_dyt_1\) dim_numbers = "
                     r"\[b, 0, 1, f\]x\[0, 1, i, o\]->\[b, 0, 1, f\], .*pad = \[\[3, 3\], \[3, 4\]\].*"
                     r"feature_group_count = 12 .*-> tensor<1x7x8x12xf32>", text)  # 8 taps wide (tap_width)
    assert re.search(r"%dconv_dw_w_taps = \"stablehlo.slice\"\(%dconv_dw_w_bc\) \{start_indices = array<i64: 0, 0, 0, 0>, "
                     r"limit_indices = array<i64: 1, 7, 7, 12>.*-> tensor<1x7x7x12xf32>", text)
    assert "batch_group_count = 1 " in text and not re.search(r"batch_group_count = [02-9]", text)


# --- errors ---------------------------------------------------------------------------------------------


def _args(*shapes):
    fb = FunctionBuilder("e")
    return [fb.arg(n, TensorType(s, "f32")) for n, s in zip("xwbd", shapes)]


def test_errors_name_the_layer_and_both_values():
    x, w, b = _args((1, 6, 8, 3), (5, 3, 4, 4), (5,))
    with pytest.raises(EmitError, match=r"^stem: input height 6 is not a multiple of stride 4"):
        patchify_forward(x, w, b, stride=4, name="stem")
    x, w, b = _args((1, 8, 8, 3), (5, 2, 4, 4), (5,))
    with pytest.raises(EmitError, match=r"^stem: weight input channels 2 .* != input channels 3"):
        patchify_forward(x, w, b, stride=4, name="stem")
    x, w, b = _args((1, 8, 8, 3), (5, 3, 2, 2), (5,))
    with pytest.raises(EmitError, match=r"^patchify: kernel \(2, 2\) must equal stride \(4, 4\)"):
        patchify_forward(x, w, b, stride=4)
    x, w, b = _args((1, 8, 8, 4), (3, 1, 7, 7), (3,))
    with pytest.raises(EmitError, match=r"^conv_dw: weight shape \(3, 1, 7, 7\) must be \[4, 1, k, k\]"):
        depthwise_forward(x, w, b)
    x, w, b, dy = _args((1, 8, 8, 4), (4, 1, 7, 7), (4,), (1, 8, 7, 4))
    _, saved = depthwise_forward(x, w, b)
    with pytest.raises(EmitError, match=r"^conv_dw: cotangent shape \(1, 8, 7, 4\) != .* \(1, 8, 8, 4\)"):
        depthwise_backward(saved, dy)
    with pytest.raises(EmitError, match=r"^conv_dw: precision 'fp8' is not one of"):
        depthwise_backward(saved, x, precision="fp8")


# --- IREE accepts the ops chosen ------------------------------------------------------------------------


def _backward_fn(precision):
    fb = FunctionBuilder("bwd_" + precision)
    x, w, b, dy = (fb.arg(n, TensorType(s, "f32")) for n, s in
                   (("x", (2, 8, 8, 4)), ("conv_dw.weight", (4, 1, 7, 7)), ("conv_dw.bias", (4,)),
                    ("dy", (2, 8, 8, 4))))
    pw, pb, pdy = (fb.arg(n, TensorType(s, "f32")) for n, s in
                   (("down.weight", (6, 4, 2, 2)), ("down.bias", (6,)), ("pdy", (2, 4, 4, 6))))
    _, saved = depthwise_forward(x, w, b)
    dx, g = depthwise_backward(saved, dy, precision=precision)
    _, psaved = patchify_forward(x, pw, pb, stride=2, name="down")
    pdx, pg = patchify_backward(psaved, pdy, precision=precision, name="down")
    fb.ret(dx, g["weight"], g["bias"], pdx, pg["weight"], pg["bias"])
    return fb


@pytest.mark.iree
def test_iree_compiles_and_runs_backward_f32_and_bf16():
    ic = pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed")
    text = module_text([_backward_fn("f32"), _backward_fn("bf16")])
    assert "batch_group_count = 4" not in text and "feature_group_count = 8" in text  # dW over B·C channels
    vmfb = ic.compile_str(text, input_type="stablehlo", target_backends=["llvm-cpu"],
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    rt = pytest.importorskip("iree.runtime", reason="iree-base-runtime is not installed")
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    x, w, b, dy, pw, pb, pdy = (a.astype(np.float32) for a in _random(
        [(2, 8, 8, 4), (4, 1, 7, 7), (4,), (2, 8, 8, 4), (6, 4, 2, 2), (6,), (2, 4, 4, 6)], seed=3))
    want = (_ref_vjp(*(a.astype(np.float64) for a in (x, w, b, dy)), stride=1, pad=3, groups=4)[1:]
            + _ref_vjp(*(a.astype(np.float64) for a in (x, pw, pb, pdy)), stride=2, pad=0, groups=1)[1:])
    for precision, rtol in (("f32", 1e-5), ("bf16", 1e-2)):
        got = ctx.modules.module["bwd_" + precision](x, w, b, dy, pw, pb, pdy)
        for g, r in zip(got, want):
            _close(np.asarray(g.to_host()), r, rtol)
