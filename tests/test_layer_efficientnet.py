"""EfficientNet's new layer rules against jax.vjp in float64: SiLU and squeeze-and-excitation (timm
``SqueezeExcite`` with SiLU and a sigmoid gate), channels-last; the SE's shape errors."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.layers.elementwise import silu_backward, silu_forward
from cnxbuild.layers.se import squeeze_excite_backward, squeeze_excite_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


def _silu(x, dy):
    fb = FunctionBuilder("t")
    vx, vdy = fb.arg("x", TensorType(x.shape, "f64")), fb.arg("dy", TensorType(dy.shape, "f64"))
    y, saved = silu_forward(vx)
    dx, grads = silu_backward(saved, vdy)
    assert grads == {}
    fb.ret(y, dx)
    return run_function(fb, [x, dy])


@pytest.mark.parametrize("shape", [(9,), (2, 3, 5, 4)])
def test_silu_matches_jax_vjp_f64(shape):
    rng = np.random.default_rng(7)
    x = rng.normal(0.0, 4.0, size=shape)
    x.flat[::4] = 0.0
    dy = rng.normal(size=shape)
    y, vjp = jax.vjp(jax.nn.silu, x)
    got_y, got_dx = _silu(x, dy)
    np.testing.assert_allclose(got_y, y, rtol=1e-14, atol=1e-300)
    np.testing.assert_allclose(got_dx, vjp(dy)[0], rtol=1e-13, atol=1e-15)


def test_silu_known_answer():
    y, dx = _silu(np.array([0.0, 1.0, -1.0]), np.ones(3))
    s = 1 / (1 + np.exp(-1.0))
    np.testing.assert_allclose(y, [0.0, s, -(1 - s)], rtol=1e-15)
    np.testing.assert_allclose(dx, [0.5, s * (1 + (1 - s)), (1 - s) * (1 - (1 - (1 - s)))], rtol=1e-14)


def _ref_se(x, wr, br, we, be):
    s = jnp.mean(x, axis=(1, 2))
    a = jax.nn.silu(s @ wr[:, :, 0, 0].T + br)
    g = jax.nn.sigmoid(a @ we[:, :, 0, 0].T + be)
    return x * g[:, None, None, :]


def _se_inputs(b=2, h=3, w=5, c=8, r=2, seed=3):
    rng = np.random.default_rng(seed)
    return [rng.normal(size=(b, h, w, c)), rng.normal(0, 0.5, (r, c, 1, 1)), rng.normal(0, 0.5, (r,)),
            rng.normal(0, 0.5, (c, r, 1, 1)), rng.normal(0, 0.5, (c,)), rng.normal(size=(b, h, w, c))]


def test_squeeze_excite_matches_jax_vjp_f64():
    x, wr, br, we, be, dy = _se_inputs()
    fb = FunctionBuilder("t")
    vals = [fb.arg(n, TensorType(a.shape, "f64")) for n, a in zip(("x", "wr", "br", "we", "be", "dy"),
                                                                   (x, wr, br, we, be, dy))]
    y, saved = squeeze_excite_forward(*vals[:5])
    dx, grads = squeeze_excite_backward(saved, vals[5])
    names = ["conv_reduce.weight", "conv_reduce.bias", "conv_expand.weight", "conv_expand.bias"]
    fb.ret(y, dx, *[grads[n] for n in names])
    got = run_function(fb, [x, wr, br, we, be, dy])
    want_y, vjp = jax.vjp(_ref_se, x, wr, br, we, be)
    want = [want_y, *vjp(dy)]
    for name, g, w in zip(["y", "dx", *names], got, want):
        assert g.shape == w.shape, name
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-14, err_msg=name)


def test_squeeze_excite_rejects_a_weight_that_is_not_a_1x1_conv():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2, 3, 3, 8), "f32"))
    wr = fb.arg("wr", TensorType((2, 8, 3, 3), "f32"))
    br, we, be = (fb.arg("br", TensorType((2,), "f32")), fb.arg("we", TensorType((8, 2, 1, 1), "f32")),
                  fb.arg("be", TensorType((8,), "f32")))
    with pytest.raises(EmitError, match=r"^squeeze_excite: se_wr weight must be \[out, in, 1, 1\]"):
        squeeze_excite_forward(x, wr, br, we, be)


def test_squeeze_excite_rejects_an_expand_of_other_width():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2, 3, 3, 8), "f32"))
    wr, br = fb.arg("wr", TensorType((2, 8, 1, 1), "f32")), fb.arg("br", TensorType((2,), "f32"))
    we, be = fb.arg("we", TensorType((6, 2, 1, 1), "f32")), fb.arg("be", TensorType((6,), "f32"))
    with pytest.raises(EmitError, match=r"^squeeze_excite: expand gives tensor<2x6xf32>, the input has 8"):
        squeeze_excite_forward(x, wr, br, we, be)
