"""Max pool 3×3/s2/p1 (ResNet stem) against lax.reduce_window and jax.vjp in float64, ties included."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

from cnxbuild.layers.pool import max_pool_backward, max_pool_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


def _ref_max_pool(x):
    """timm ``nn.MaxPool2d(3, 2, 1)`` on NHWC: −inf padding, window 3, stride 2."""
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (1, 1), (0, 0)))


@jax.jit
def ref_max_pool_vjp(x, dy):
    """(y, dx): jax.vjp's dx is XLA's select_and_scatter with a GE select (first maximum in scan order)."""
    y, vjp = jax.vjp(_ref_max_pool, x)
    return y, vjp(dy)[0]


def _build(x_shape, dy_shape, dtype="f64"):
    fb = FunctionBuilder("t")
    vx, vdy = fb.arg("x", TensorType(x_shape, dtype)), fb.arg("dy", TensorType(dy_shape, dtype))
    y, saved = max_pool_forward(vx)
    dx, grads = max_pool_backward(saved, vdy)
    assert grads == {}
    fb.ret(y, dx)
    return fb


def _run(x, dy):
    return run_function(_build(x.shape, dy.shape), [x, dy])


def _out(n):
    return (n - 1) // 2 + 1  # (n + 2 − 3) // 2 + 1


@pytest.mark.parametrize("h,w", [(1, 1), (2, 2), (5, 5), (6, 7), (8, 8), (9, 4)])
def test_max_pool_matches_jax_vjp_f64(h, w):
    rng = np.random.default_rng(h * 10 + w)
    x = rng.normal(size=(2, h, w, 3)) - 2.0  # mostly negative: −inf padding, not 0, must win nothing
    dy = rng.normal(size=(2, _out(h), _out(w), 3))
    y, dx = _run(x, dy)
    want_y, want_dx = ref_max_pool_vjp(x, dy)
    assert y.shape == want_y.shape and dx.shape == x.shape
    np.testing.assert_array_equal(y, want_y)
    np.testing.assert_allclose(dx, want_dx, rtol=1e-15, atol=1e-15)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("h,w", [(5, 5), (6, 6), (7, 4)])
def test_max_pool_ties_follow_jax_vjp(seed, h, w):
    """Integer inputs from {0, 1, 2}: nearly every window has tied maxima; the first in scan order wins."""
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 3, size=(2, h, w, 2)).astype(np.float64)
    dy = rng.integers(1, 9, size=(2, _out(h), _out(w), 2)).astype(np.float64)  # exact sums
    y, dx = _run(x, dy)
    want_y, want_dx = ref_max_pool_vjp(x, dy)
    np.testing.assert_array_equal(y, want_y)
    np.testing.assert_array_equal(dx, want_dx)
    assert dx.sum() == dy.sum()  # each window's dy lands on one input, none on the padding


def test_max_pool_known_answer_constant_input():
    # All inputs tie: each window's dy goes to its first in-bounds element (padding is −inf, never chosen).
    # 4×4 → 2×2: windows start at rows/cols −1 and 1, so their first real elements are (0|1, 0|1).
    x = np.zeros((1, 4, 4, 1))
    dy = np.array([1.0, 2.0, 3.0, 4.0]).reshape(1, 2, 2, 1)
    y, dx = _run(x, dy)
    np.testing.assert_array_equal(y, np.zeros((1, 2, 2, 1)))
    want = np.zeros((4, 4))
    want[:2, :2] = [[1, 2], [3, 4]]
    np.testing.assert_array_equal(dx[0, :, :, 0], want)


def test_max_pool_known_answer_shared_maximum():
    # One large value in the overlap of all four windows of a 4×4 map (row 1, col 1) takes all of dy;
    # at (2, 2) it lies in the last window only.
    x = np.zeros((1, 4, 4, 1))
    x[0, 1, 1, 0] = 5.0
    dy = np.array([1.0, 2.0, 3.0, 4.0]).reshape(1, 2, 2, 1)
    y, dx = _run(x, dy)
    np.testing.assert_array_equal(y[0, :, :, 0], [[5, 5], [5, 5]])
    assert dx[0, 1, 1, 0] == 10.0 and np.count_nonzero(dx) == 1
    x[0, 1, 1, 0], x[0, 2, 2, 0] = 0.0, 5.0
    y, dx = _run(x, dy)
    np.testing.assert_array_equal(y[0, :, :, 0], [[0, 0], [0, 5]])
    np.testing.assert_array_equal(dx[0, :, :, 0], [[1, 2, 0, 0], [3, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0]])


def test_max_pool_text_has_no_select_and_scatter():
    text = module_text([_build((2, 7, 7, 4), (2, 4, 4, 4), "f32")])
    assert "select_and_scatter" not in text  # iree-compile 3.13 llvm-cpu cannot legalize it
    assert text.count("stablehlo.reduce_window") == 1
    assert re.search(r"window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>", text)
    assert text.count("stablehlo.select") == 18 and text.count("interior = [0, 1, 1, 0]") == 9


def test_max_pool_errors():
    fb = FunctionBuilder("e")
    x = fb.arg("x", TensorType((1, 4, 4, 2), "f32"))
    dy = fb.arg("dy", TensorType((1, 4, 4, 2), "f32"))
    with pytest.raises(EmitError, match=r"^maxpool: input .* padding 3 in \[0, 3\)"):
        max_pool_forward(x, padding=3)
    _, saved = max_pool_forward(x)
    with pytest.raises(EmitError, match=r"^maxpool: cotangent shape \(1, 4, 4, 2\) != forward output shape "
                                        r"\(1, 2, 2, 2\)"):
        max_pool_backward(saved, dy)
