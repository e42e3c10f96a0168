import jax
import numpy as np
import pytest

from cnxbuild.layers.elementwise import (
    drop_path_backward,
    drop_path_forward,
    layer_scale_backward,
    layer_scale_forward,
    relu_backward,
    relu_forward,
    residual_add,
    residual_add_backward,
)
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

SHAPES = [(1, 1, 1, 5), (2, 3, 3, 5)]
IDS = ["1x1x1", "2x3x3"]


def _ref_block_tail(x, branch, gamma, mask):
    """z = x + mask[n]·(branch·gamma): timm's ``shortcut + drop_path(x.mul(gamma))`` written out."""
    return x + (branch * gamma) * mask.reshape((-1,) + (1,) * (branch.ndim - 1))


@jax.jit
def _ref_vjp(x, branch, gamma, mask, dz):
    """z and the cotangents of x, branch, gamma (the mask is a driver input, not differentiated)."""
    z, vjp = jax.vjp(lambda x, br, g: _ref_block_tail(x, br, g, mask), x, branch, gamma)
    return (z,) + vjp(dz)


def _args(fb, **arrays):
    return [fb.arg(n, TensorType(a.shape, "f64")) for n, a in arrays.items()]


def _data(shape, seed=5):
    rng = np.random.default_rng(seed)
    return rng.normal(size=shape), rng.normal(size=shape), rng.normal(size=shape[-1:]), rng.normal(size=shape)


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_layer_scale_matches_jax_vjp_f64(shape):
    _, branch, gamma, dy = _data(shape)
    fb = FunctionBuilder("t")
    vb, vg, vdy = _args(fb, branch=branch, gamma=gamma, dy=dy)
    y, saved = layer_scale_forward(vb, vg)
    assert (saved.x, saved.gamma) == (vb, vg)
    db, grads = layer_scale_backward(saved, vdy)
    fb.ret(y, db, grads["gamma"])
    got = run_function(fb, [branch, gamma, dy])
    # with x = 0 and mask = 1 the reference tail is exactly layer scale: z = branch·gamma
    z, _, want_db, want_dg = _ref_vjp(np.zeros(shape), branch, gamma, np.ones(shape[0]), dy)
    for g, w in zip(got, (z, want_db, want_dg)):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_drop_path_forward_backward(shape):
    _, y, _, dy = _data(shape)
    mask = np.array([1 / 0.7, 0.0][: shape[0]])
    fb = FunctionBuilder("t")
    vy, vm, vdy = _args(fb, y=y, mask=mask, dy=dy)
    out, saved = drop_path_forward(vy, vm)
    assert saved.mask is vm
    dbranch, grads = drop_path_backward(saved, vdy)
    assert grads == {}
    fb.ret(out, dbranch)
    got_y, got_d = run_function(fb, [y, mask, dy])
    m = mask.reshape(-1, 1, 1, 1)
    np.testing.assert_array_equal(got_y, y * m)
    np.testing.assert_array_equal(got_d, dy * m)


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_block_tail_backward_chain_matches_jax_vjp_f64(shape):
    """residual_add ← drop_path ← layer_scale, chained as the spec reads: the mask reaches dgamma and dbranch,
    the skip takes the unmasked cotangent."""
    x, branch, gamma, dz = _data(shape)
    mask = np.array([0.0, 1 / 0.8][: shape[0]]) if shape[0] == 2 else np.array([1 / 0.8])
    fb = FunctionBuilder("t")
    vx, vb, vg, vm, vdz = _args(fb, x=x, branch=branch, gamma=gamma, mask=mask, dz=dz)
    scaled, ls_saved = layer_scale_forward(vb, vg)
    dropped, dp_saved = drop_path_forward(scaled, vm)
    z = residual_add(vx, dropped)
    dskip, dbr = residual_add_backward(vdz)
    assert dskip is vdz and dbr is vdz
    dscaled, _ = drop_path_backward(dp_saved, dbr)
    dbranch, grads = layer_scale_backward(ls_saved, dscaled)
    fb.ret(z, dskip, dbranch, grads["gamma"])
    got = run_function(fb, [x, branch, gamma, mask, dz])
    for g, w in zip(got, _ref_vjp(x, branch, gamma, mask, dz)):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12)
    if shape[0] == 2:  # example 0 is dropped: its branch cotangent is exactly zero
        assert not got[2][0].any()


def test_elementwise_shape_errors():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2, 3, 3, 5), "f64"))
    with pytest.raises(EmitError, match=r"^layer_scale: gamma is tensor<4xf64>"):
        layer_scale_forward(x, fb.arg("g", TensorType((4,), "f64")))
    with pytest.raises(EmitError, match=r"^drop_path: mask is tensor<3xf64>"):
        drop_path_forward(x, fb.arg("m", TensorType((3,), "f64")))
    with pytest.raises(EmitError, match=r"^drop_path: mask is tensor<2xf32>"):
        drop_path_forward(x, fb.arg("m32", TensorType((2,), "f32")))
    with pytest.raises(EmitError, match=r"^residual_add: skip"):
        residual_add(x, fb.arg("y", TensorType((2, 3, 3, 4), "f64")))


# --- ReLU -----------------------------------------------------------------------------------------------


def _relu(x, dy, dtype="f64"):
    fb = FunctionBuilder("t")
    vx, vdy = fb.arg("x", TensorType(x.shape, dtype)), fb.arg("dy", TensorType(dy.shape, dtype))
    y, saved = relu_forward(vx)
    dx, grads = relu_backward(saved, vdy)
    assert grads == {}
    fb.ret(y, dx)
    return run_function(fb, [x, dy])


@jax.jit
def _ref_relu_vjp(x, dy):
    y, vjp = jax.vjp(jax.nn.relu, x)
    return y, vjp(dy)[0]


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_relu_matches_jax_vjp_f64_with_zeros(shape):
    rng = np.random.default_rng(8)
    x = rng.normal(size=shape)
    x.flat[::3] = 0.0  # x = 0 exactly: gradient 0, as jax.nn.relu
    x.flat[1::7] = -0.0
    dy = rng.normal(size=shape)
    for got, want in zip(_relu(x, dy), _ref_relu_vjp(x, dy)):
        np.testing.assert_array_equal(got, want)


def test_relu_known_answer():
    x = np.array([[-2.0, -0.0, 0.0, 1e-300, 3.0]])
    y, dx = _relu(x, np.full_like(x, 5.0))
    np.testing.assert_array_equal(y, [[0, 0, 0, 1e-300, 3]])
    np.testing.assert_array_equal(dx, [[0, 0, 0, 5, 5]])


def test_relu_rejects_mismatched_cotangent():
    fb = FunctionBuilder("t")
    x, dy = fb.arg("x", TensorType((2, 3), "f32")), fb.arg("dy", TensorType((2, 3), "f64"))
    _, saved = relu_forward(x)
    with pytest.raises(EmitError, match=r"^relu: cotangent tensor<2x3xf64> vs activation tensor<2x3xf32>"):
        relu_backward(saved, dy)
