"""MobileNetV2's new layer rules against jax.vjp in float64: ReLU6 (both kinks) and the strided, bias-free
depthwise convolution; the same on IREE llvm-cpu in f32 and bf16; the reference's two-kink conditioning."""

import jax
import numpy as np
import pytest
from jax import lax

from cnxbuild.layers.conv import conv_output_size, depthwise_backward, depthwise_forward
from cnxbuild.layers.elementwise import relu6_backward, relu6_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from cnxbuild.reference.batchnorm import safe_shift
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


# --- ReLU6 ----------------------------------------------------------------------------------------------


def _relu6(x, dy, dtype="f64"):
    fb = FunctionBuilder("t")
    vx, vdy = fb.arg("x", TensorType(x.shape, dtype)), fb.arg("dy", TensorType(dy.shape, dtype))
    y, saved = relu6_forward(vx)
    dx, grads = relu6_backward(saved, vdy)
    assert grads == {}
    fb.ret(y, dx)
    return run_function(fb, [x, dy])


@jax.jit
def _ref_relu6_vjp(x, dy):
    y, vjp = jax.vjp(jax.nn.relu6, x)
    return y, vjp(dy)[0]


@pytest.mark.parametrize("shape", [(7,), (2, 3, 5, 4)])
def test_relu6_matches_jax_vjp_f64_at_both_kinks(shape):
    rng = np.random.default_rng(6)
    x = rng.normal(0.0, 5.0, size=shape)
    x.flat[::5] = 0.0
    x.flat[1::5] = 6.0  # x = 6 exactly: gradient 0, as jax.nn.relu6 and PyTorch's hardtanh_backward
    x.flat[2::11] = -0.0
    dy = rng.normal(size=shape)
    for got, want in zip(_relu6(x, dy), _ref_relu6_vjp(x, dy)):
        np.testing.assert_array_equal(got, want)


def test_relu6_known_answer():
    x = np.array([[-2.0, 0.0, 1e-300, 3.0, 6.0 - 1e-12, 6.0, 7.5]])
    y, dx = _relu6(x, np.full_like(x, 5.0))
    np.testing.assert_array_equal(y, [[0, 0, 1e-300, 3, 6.0 - 1e-12, 6, 6]])
    np.testing.assert_array_equal(dx, [[0, 0, 5, 5, 5, 0, 0]])


def test_relu6_rejects_mismatched_cotangent():
    fb = FunctionBuilder("t")
    x, dy = fb.arg("x", TensorType((2, 3), "f32")), fb.arg("dy", TensorType((2, 3), "f64"))
    _, saved = relu6_forward(x)
    with pytest.raises(EmitError, match=r"^relu6: cotangent tensor<2x3xf64> vs activation tensor<2x3xf32>"):
        relu6_backward(saved, dy)


# --- depthwise 3×3, stride 1 or 2, no bias --------------------------------------------------------------


def _ref_dw_vjp(x, w, dy, stride):
    """(y, dx, dW) of timm's ``nn.Conv2d(C, C, k, stride, k // 2, groups=C, bias=False)`` from ``jax.vjp``,
    NHWC."""
    p = w.shape[2] // 2

    def conv(x, w):
        y = lax.conv_general_dilated(jax.numpy.transpose(x, (0, 3, 1, 2)), w, (stride, stride), [(p, p)] * 2,
                                     feature_group_count=x.shape[3], dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                     precision=lax.Precision.HIGHEST)
        return jax.numpy.transpose(y, (0, 2, 3, 1))

    def fwd_bwd(x, w, dy):
        y, vjp = jax.vjp(conv, x, w)
        return (y, *vjp(dy))

    return [np.asarray(t) for t in jax.jit(fwd_bwd)(x, w, dy)]


def _dw_fn(shapes, dtype, stride, precision="f32", name="t"):
    fb = FunctionBuilder(name)
    vx, vw, vdy = (fb.arg(n, TensorType(s, dtype)) for n, s in zip(("x", "w", "dy"), shapes))
    y, saved = depthwise_forward(vx, vw, None, stride=stride, padding=shapes[1][2] // 2)
    dx, g = depthwise_backward(saved, vdy, precision=precision)
    assert set(g) == {"weight"}  # no bias, no bias gradient
    fb.ret(y, dx, g["weight"])
    return fb


def _dw_data(bsz, h, w, c, stride, seed, k=3):
    rng = np.random.default_rng(seed)
    ho, wo = (conv_output_size(n, k, stride, k // 2, k // 2) for n in (h, w))
    return [rng.normal(size=s) for s in ((bsz, h, w, c), (c, 1, k, k), (bsz, ho, wo, c))]


@pytest.mark.parametrize("h,w", [(1, 1), (2, 2), (4, 4), (5, 3), (8, 6)])
@pytest.mark.parametrize("stride", [1, 2])
@pytest.mark.parametrize("k", [3, 5])  # 5: EfficientNet's kernel, whose dW computes a tap grid 8 wide (tap_width)
def test_strided_depthwise_matches_jax_vjp_f64(h, w, stride, k):
    arrays = _dw_data(2, h, w, 3, stride, seed=h * 10 + w + stride, k=k)
    got = run_function(_dw_fn([a.shape for a in arrays], "f64", stride), arrays)
    for g, r in zip(got, _ref_dw_vjp(*arrays, stride)):
        assert g.shape == r.shape
        np.testing.assert_allclose(g, r, rtol=1e-12, atol=1e-12 * float(np.max(np.abs(r))))


@pytest.mark.iree
def test_iree_runs_the_strided_depthwise_f32_and_bf16():
    ic = pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed")
    rt = pytest.importorskip("iree.runtime", reason="iree-base-runtime is not installed")
    arrays = _dw_data(2, 8, 8, 16, 2, seed=5)
    shapes = [a.shape for a in arrays]
    text = module_text([_dw_fn(shapes, "f32", 2, "f32", "dw_f32"), _dw_fn(shapes, "f32", 2, "bf16", "dw_bf16")])
    assert "lhs_dilate = [2, 2]" in text and "rhs_dilate = [2, 2]" in text  # dx and dW of the stride
    vmfb = ic.compile_str(text, input_type="stablehlo", target_backends=["llvm-cpu"],
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    want = _ref_dw_vjp(*arrays, 2)
    for fn, rtol in (("dw_f32", 1e-5), ("dw_bf16", 1e-2)):
        got = ctx.modules.module[fn](*(a.astype(np.float32) for a in arrays))
        for g, r in zip(got, want):
            np.testing.assert_allclose(np.asarray(g.to_host()), r, rtol=rtol, atol=rtol * float(np.max(np.abs(r))))


def test_depthwise_errors_name_the_layer():
    fb = FunctionBuilder("t")
    x, w, dy = (fb.arg(n, TensorType(s, "f32")) for n, s in (("x", (2, 8, 8, 4)), ("w", (4, 1, 3, 3)),
                                                            ("dy", (2, 8, 8, 4))))
    with pytest.raises(EmitError, match=r"^conv_dw: kernel .* stride 0 >= 1"):
        depthwise_forward(x, w, None, stride=0)
    _, saved = depthwise_forward(x, w, None, stride=2, padding=1)
    with pytest.raises(EmitError, match=r"^conv_dw: cotangent shape \(2, 8, 8, 4\) != forward output shape "
                                        r"\(2, 4, 4, 4\)"):
        depthwise_backward(saved, dy)


# --- the reference's conditioning off ReLU6's two kinks --------------------------------------------------


def test_safe_shift_leaves_both_kinks():
    values = np.array([-1.0, 0.5, 5.99995])  # the last sits within the margin of 6 at bias 0
    d = safe_shift(values, 0.0, 1e-3, kinks=(0.0, 6.0))
    shifted = values + d
    # the biases that put a value on a kink, nearest 0: −0.5 (0.5 onto 0) and 5e-5 (5.99995 onto 6); the shift
    # goes to the middle of that gap, as far from both as it can
    assert d == pytest.approx((-0.5 + 5e-5) / 2, abs=1e-12)
    assert np.min(np.abs(np.concatenate([shifted, shifted - 6.0]))) >= 2e-3 - 1e-12
    assert safe_shift(np.array([-1.0, 0.5, 5.9]), 0.0, 1e-3, kinks=(0.0, 6.0)) == 0.0  # nothing near a kink
    assert safe_shift(values, 0.0, 1e-3) == 0.0  # ReLU's one kink: 5.99995 is far from 0
