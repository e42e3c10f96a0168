"""BatchNorm (train, eval, running update, sync-BN) against a written-out BN and jax.vjp in float64."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.layers.batchnorm import (
    batch_norm_eval_forward,
    batch_norm_train_backward,
    batch_norm_train_forward,
    running_update,
)
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

EPS = 1e-5


def _ref_bn_train(x, w, b):
    """PyTorch ``BatchNorm2d`` training on NHWC: biased variance normalises, unbiased goes to running_var."""
    n = x.size // x.shape[-1]
    mu = jnp.mean(x, axis=(0, 1, 2))
    var = jnp.mean(jnp.square(x - mu), axis=(0, 1, 2))
    return (x - mu) / jnp.sqrt(var + EPS) * w + b, (mu, var * n / (n - 1))


@jax.jit
def ref_bn_vjp(x, w, b, dy):
    """y, dx, dweight, dbias, mean, unbiased var."""
    y, vjp, (mu, var_u) = jax.vjp(_ref_bn_train, x, w, b, has_aux=True)
    return (y, *vjp(dy), mu, var_u)


def _train_fn(shapes, dtype="f64", replicas=1, name="t"):
    """x, w, b, dy, running_mean, running_var → y, dx, dw, db, mean, var_unbiased, new rm, new rv."""
    fb = FunctionBuilder(name)
    vx, vw, vb, vdy, rm, rv = (fb.arg(n, TensorType(s, dtype)) for n, s in zip(("x", "w", "b", "dy", "rm", "rv"),
                                                                                shapes))
    y, saved, stats = batch_norm_train_forward(vx, vw, vb, eps=EPS, replicas=replicas)
    dx, g = batch_norm_train_backward(saved, vdy)
    fb.ret(y, dx, g["weight"], g["bias"], stats.mean, stats.var, running_update(rm, stats.mean),
           running_update(rv, stats.var))
    return fb


def _data(shape, seed, offset=0.0):
    rng = np.random.default_rng(seed)
    c = shape[-1]
    return [offset + 2.0 * rng.normal(size=shape), rng.normal(size=(c,)), rng.normal(size=(c,)),
            rng.normal(size=shape), rng.normal(size=(c,)), rng.uniform(0.5, 2.0, size=(c,))]


@pytest.mark.parametrize("shape", [(2, 3, 3, 4), (3, 1, 1, 5), (1, 2, 1, 3), (2, 5, 4, 2)],
                         ids=["2x3x3", "spatial1x1", "n2", "odd"])
def test_batch_norm_train_matches_jax_vjp_f64(shape):
    arrays = _data(shape, seed=sum(shape), offset=1.5)
    got = run_function(_train_fn([a.shape for a in arrays]), arrays)
    want = ref_bn_vjp(*arrays[:4])
    for g, r in zip(got[:6], want):
        assert g.shape == r.shape
        np.testing.assert_allclose(g, r, rtol=1e-12, atol=1e-12)
    rm, rv = arrays[4:]
    np.testing.assert_allclose(got[6], 0.9 * rm + 0.1 * np.asarray(want[4]), rtol=1e-14)
    np.testing.assert_allclose(got[7], 0.9 * rv + 0.1 * np.asarray(want[5]), rtol=1e-14)


def test_batch_norm_train_known_answer():
    # One channel holding 0..7 (n = 8): mean 3.5, biased var 5.25, unbiased 6.0.
    x = np.arange(8, dtype=np.float64).reshape(2, 2, 2, 1)
    w, b = np.array([2.0]), np.array([0.5])
    dy = np.ones_like(x)
    y, dx, dw, db, mean, var_u, *_ = run_function(_train_fn([(2, 2, 2, 1), (1,), (1,), (2, 2, 2, 1), (1,), (1,)]),
                                                  [x, w, b, dy, np.zeros(1), np.ones(1)])
    np.testing.assert_array_equal(mean, [3.5])
    np.testing.assert_array_equal(var_u, [6.0])
    np.testing.assert_allclose(y, (x - 3.5) / np.sqrt(5.25 + EPS) * 2 + 0.5, rtol=1e-14)
    np.testing.assert_array_equal(db, [8.0])
    np.testing.assert_allclose(dw, [0.0], atol=1e-14)  # Σ x̂ = 0
    np.testing.assert_allclose(dx, 0.0, atol=1e-14)    # a constant cotangent only shifts: no dx


def test_batch_norm_f32_large_offset_stays_accurate():
    """Two-pass variance: a 1e4 offset with unit spread keeps σ² in f32 (Σx² − (Σx)²/n would cancel)."""
    rng = np.random.default_rng(3)
    x = (1e4 + rng.normal(size=(2, 4, 4, 8))).astype(np.float32)
    arrays = [x, np.ones(8, np.float32), np.zeros(8, np.float32), np.ones_like(x), np.zeros(8, np.float32),
              np.ones(8, np.float32)]
    y, _, _, _, _, var_u, *_ = run_function(_train_fn([a.shape for a in arrays], "f32"), arrays)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(var_u, x64.var(axis=(0, 1, 2), ddof=1), rtol=1e-4)
    want = (x64 - x64.mean(axis=(0, 1, 2))) / np.sqrt(x64.var(axis=(0, 1, 2)) + EPS)
    ulp = float(np.spacing(np.float32(1e4)))  # 9.8e-4: μ itself cannot be nearer in f32, and y = (x − μ)/σ, σ ≈ 1
    np.testing.assert_allclose(y, want, atol=3 * ulp)
    one_pass = (x * x).mean(axis=(0, 1, 2)) - np.square(x.mean(axis=(0, 1, 2)))  # f32: the form not taken
    assert np.max(np.abs(one_pass - x64.var(axis=(0, 1, 2)))) > 0.5


def test_running_update_known_answer():
    fb = FunctionBuilder("t")
    r, s = fb.arg("r", TensorType((3,), "f64")), fb.arg("s", TensorType((3,), "f64"))
    fb.ret(running_update(r, s), running_update(r, s, momentum=0.5))
    got, half = run_function(fb, [np.array([1.0, 2.0, -4.0]), np.array([3.0, 6.0, 0.0])])
    np.testing.assert_allclose(got, [1.2, 2.4, -3.6], rtol=1e-15)
    np.testing.assert_array_equal(half, [2.0, 4.0, -2.0])


# --- eval -----------------------------------------------------------------------------------------------


def _eval(x, w, b, rm, rv):
    fb = FunctionBuilder("t")
    args = [fb.arg(n, TensorType(a.shape, "f64")) for n, a in zip(("x", "w", "b", "rm", "rv"), (x, w, b, rm, rv))]
    fb.ret(batch_norm_eval_forward(*args, eps=EPS))
    return run_function(fb, [x, w, b, rm, rv])[0]


def test_batch_norm_eval_formula_and_batch_independence():
    x, w, b, _, rm, rv = _data((3, 2, 3, 4), seed=11)
    y = _eval(x, w, b, rm, rv)
    np.testing.assert_allclose(y, (x - rm) / np.sqrt(rv + EPS) * w + b, rtol=1e-13, atol=1e-13)
    alone = _eval(x[1:2], w, b, rm, rv)
    np.testing.assert_array_equal(alone, y[1:2])  # bit for bit: nothing is reduced over the batch
    y2 = _eval(np.concatenate([x[1:2], 100.0 + x[::2]]), w, b, rm, rv)
    np.testing.assert_array_equal(y2[:1], y[1:2])


def test_batch_norm_eval_with_batch_statistics_equals_train():
    x, w, b, *_ = _data((2, 3, 3, 4), seed=12)
    mu, var = x.mean(axis=(0, 1, 2)), x.var(axis=(0, 1, 2))
    np.testing.assert_allclose(_eval(x, w, b, mu, var), np.asarray(ref_bn_vjp(x, w, b, x)[0]), rtol=1e-12,
                               atol=1e-12)


# --- sync-BN --------------------------------------------------------------------------------------------


def test_sync_batch_norm_two_replicas_equal_one_device_at_2b(monkeypatch):
    """R = 2 replicas × B = 2 (XLA CPU, 2 host devices, in a child process with x64 on) give what one device
    gives at 2B: y and dx on each replica's examples, the batch and running statistics on both; dγ and dβ
    are per-replica partial sums adding up to the one-device gradient."""
    from cnxbuild.run.xla_subprocess import run_xla_subprocess

    monkeypatch.setenv("JAX_ENABLE_X64", "1")
    shape = (2, 3, 2, 4)
    per = [_data(shape, seed=20 + r, offset=3.0 * r) for r in range(2)]  # replicas see different statistics
    per[1][1:3], per[1][4:] = per[0][1:3], per[0][4:]  # one set of parameters and buffers
    fb = _train_fn([a.shape for a in per[0]], replicas=2)
    text = module_text([fb], {"mhlo.num_replicas": "2 : i32", "mhlo.num_partitions": "1 : i32"})
    assert text.count("stablehlo.all_reduce") == 4  # Σx, Σ(x − μ)², Σdy, Σdy·x̂
    text = text.replace("func.func @t(", "func.func @main(", 1)
    rep = run_xla_subprocess(text, per, replicas=2, timeout=180)

    full = [np.concatenate([per[0][i], per[1][i]]) if i in (0, 3) else per[0][i] for i in range(6)]
    one = run_function(_train_fn([a.shape for a in full]), full)
    tol = {"rtol": 1e-12, "atol": 1e-12}
    for r in range(2):
        np.testing.assert_allclose(rep[r][0], one[0][2 * r:2 * r + 2], **tol)  # y
        np.testing.assert_allclose(rep[r][1], one[1][2 * r:2 * r + 2], **tol)  # dx
        for j in (4, 5, 6, 7):  # mean, unbiased var (n = 2·2·3·2 = 24), running statistics
            np.testing.assert_allclose(rep[r][j], one[j], **tol)
    for j in (2, 3):  # dγ, dβ: partial sums
        np.testing.assert_allclose(rep[0][j] + rep[1][j], one[j], **tol)
        assert not np.allclose(rep[0][j], one[j])


def test_batch_norm_errors():
    fb = FunctionBuilder("e")
    x = fb.arg("x", TensorType((1, 1, 1, 3), "f32"))
    w = fb.arg("w", TensorType((3,), "f32"))
    b = fb.arg("b", TensorType((4,), "f32"))
    with pytest.raises(EmitError, match=r"^batch_norm: %b is tensor<4xf32>, expected \[C\] = \(3,\) of f32"):
        batch_norm_train_forward(x, w, b, eps=EPS)
    with pytest.raises(EmitError, match=r"^batch_norm: 1 value per channel in training"):
        batch_norm_train_forward(x, w, w, eps=EPS)
