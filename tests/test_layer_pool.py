import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.layers.pool import global_avg_pool_backward, global_avg_pool_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


@jax.jit
def _ref_vjp(x, dy):
    y, vjp = jax.vjp(lambda x: jnp.mean(x, axis=(1, 2)), x)
    return y, vjp(dy)[0]


def _run(x, dy):
    fb = FunctionBuilder("t")
    vx = fb.arg("x", TensorType(x.shape, "f64"))
    vdy = fb.arg("dy", TensorType(dy.shape, "f64"))
    y, saved = global_avg_pool_forward(vx)
    assert saved.input_shape == x.shape
    dx, grads = global_avg_pool_backward(saved, vdy)
    assert grads == {}
    fb.ret(y, dx)
    return run_function(fb, [x, dy])


@pytest.mark.parametrize("shape", [(1, 1, 1, 5), (2, 3, 3, 5)], ids=["1x1x1", "2x3x3"])
def test_global_avg_pool_matches_jax_vjp_f64(shape):
    rng = np.random.default_rng(6)
    x, dy = rng.normal(size=shape), rng.normal(size=(shape[0], shape[3]))
    for got, want in zip(_run(x, dy), _ref_vjp(x, dy)):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-13)


def test_global_avg_pool_known_answer_arange():
    x = np.arange(24, dtype=np.float64).reshape(2, 2, 3, 2)  # B=2, H=2, W=3, C=2
    dy = np.array([[6.0, 12.0], [-6.0, 3.0]])
    y, dx = _run(x, dy)
    # example 0, channel 0 holds 0, 2, …, 10 (mean 5); channel 1 holds 1, …, 11; example 1 is 12 higher
    np.testing.assert_array_equal(y, [[5.0, 6.0], [17.0, 18.0]])
    np.testing.assert_array_equal(dx, np.broadcast_to((dy / 6)[:, None, None, :], x.shape))


def test_global_avg_pool_rejects_non_nhwc():
    fb = FunctionBuilder("t")
    with pytest.raises(EmitError, match=r"^global_avg_pool: operand must be \[B, H, W, C\]"):
        global_avg_pool_forward(fb.arg("x", TensorType((2, 5), "f64")))
