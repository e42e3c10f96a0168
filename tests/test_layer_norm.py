import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.layers.norm import layer_norm_backward, layer_norm_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

EPS = 1e-6


def _ref_layer_norm(x, w, b):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + EPS) * w + b


@jax.jit
def _ref_vjp(x, w, b, dy):
    """y and the cotangents of x, weight, bias (jitted: one XLA compile per shape instead of one per op)."""
    y, vjp = jax.vjp(_ref_layer_norm, x, w, b)
    return (y,) + vjp(dy)


def _emit(x, w, b, dy, dtype="f64"):
    """Forward + backward in one function; returns y, dx, dweight, dbias, xhat, rstd."""
    fb = FunctionBuilder("t")
    vx, vw, vb, vdy = (fb.arg(n, TensorType(a.shape, dtype)) for n, a in
                       (("x", x), ("w", w), ("b", b), ("dy", dy)))
    y, saved = layer_norm_forward(vx, vw, vb, eps=EPS)
    dx, g = layer_norm_backward(saved, vdy)
    fb.ret(y, dx, g["weight"], g["bias"], saved.xhat, saved.rstd)
    return run_function(fb, [x, w, b, dy])


@pytest.mark.parametrize("shape", [(1, 1, 1, 5), (2, 3, 3, 5), (2, 3, 3, 1), (2, 6), (1, 6)],
                         ids=["1x1x1", "2x3x3", "C1", "head_B2", "head_B1"])
def test_layer_norm_matches_jax_vjp_f64(shape):
    rng = np.random.default_rng(1)
    c = shape[-1]
    x = 3.0 + 2.0 * rng.normal(size=shape)
    w, b = rng.normal(size=(c,)), rng.normal(size=(c,))
    dy = rng.normal(size=shape)
    y, dx, dw, db, xhat, rstd = _emit(x, w, b, dy)
    for got, want in zip((y, dx, dw, db), _ref_vjp(x, w, b, dy)):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)
    # saved holds x̂ (x's shape) and rstd (x's shape without the channel axis)
    mu = x.mean(-1, keepdims=True)
    ref_rstd = 1 / np.sqrt(((x - mu) ** 2).mean(-1) + EPS)
    assert xhat.shape == shape and rstd.shape == shape[:-1]
    np.testing.assert_allclose(rstd, ref_rstd, rtol=1e-12)
    np.testing.assert_allclose(xhat, (x - mu) * ref_rstd[..., None], rtol=1e-12, atol=1e-12)


def test_layer_norm_known_answer_arange():
    x = np.arange(8, dtype=np.float64).reshape(1, 1, 2, 4)  # rows [0,1,2,3], [4,5,6,7]: var 1.25 each
    w = np.arange(1, 5, dtype=np.float64)
    b = np.full(4, 0.5)
    dy = np.ones_like(x)
    y, dx, dw, db, _, rstd = _emit(x, w, b, dy)
    xhat_row = (np.arange(4) - 1.5) / np.sqrt(1.25 + EPS)
    np.testing.assert_allclose(rstd, np.full((1, 1, 2), 1 / np.sqrt(1.25 + EPS)), rtol=1e-15)
    np.testing.assert_allclose(y, np.broadcast_to(xhat_row * w + 0.5, x.shape), rtol=1e-14)
    np.testing.assert_allclose(dw, 2 * xhat_row, rtol=1e-14)
    np.testing.assert_array_equal(db, np.full(4, 2.0))
    # dy = 1: dx̂ = w, dx = rstd·(w − mean(w) − x̂·mean(w·x̂))
    want_dx = (w - w.mean() - xhat_row * (w * xhat_row).mean()) / np.sqrt(1.25 + EPS)
    np.testing.assert_allclose(dx, np.broadcast_to(want_dx, x.shape), rtol=1e-13, atol=1e-14)


def test_layer_norm_f32_large_offset_stays_accurate():
    """Two-pass variance (design decision 5): a 1e4 offset with unit spread stays accurate in f32, where
    E[x²] − E[x]² would cancel to noise (or go negative)."""
    rng = np.random.default_rng(2)
    x = (1e4 + rng.normal(size=(2, 2, 2, 96))).astype(np.float32)
    w, b = np.ones(96, np.float32), np.zeros(96, np.float32)
    y, dx, *_ = _emit(x, w, b, rng.normal(size=x.shape).astype(np.float32), dtype="f32")
    x64 = x.astype(np.float64)
    want = (x64 - x64.mean(-1, keepdims=True)) / np.sqrt(x64.var(-1, keepdims=True) + EPS)
    assert np.isfinite(y).all() and np.isfinite(dx).all()
    np.testing.assert_allclose(y, want, atol=1e-2)


def test_layer_norm_rejects_wrong_parameter_shape():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2, 3, 3, 5), "f64"))
    w = fb.arg("w", TensorType((4,), "f64"))
    b = fb.arg("b", TensorType((5,), "f64"))
    with pytest.raises(EmitError, match=r"^layer_norm: %w is tensor<4xf64>"):
        layer_norm_forward(x, w, b, eps=EPS)
