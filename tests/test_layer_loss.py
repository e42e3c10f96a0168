import re

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import numpy as np
import pytest

from cnxbuild.layers.loss import binary_cross_entropy, cross_entropy
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

B, K = 3, 5


def _ref_ce(z, t, alpha):
    tt = (1 - alpha) * t + alpha / z.shape[1]
    return -jnp.sum(tt * (z - jsp.logsumexp(z, axis=1, keepdims=True))) / z.shape[0]


def _ref_bce(z, t):
    return jnp.mean(jnp.logaddexp(0.0, z) - t * z)


@jax.jit
def _ref_grads(z, t):
    """{loss name: (value, dz)} by jax.value_and_grad of the formulas above."""
    return {"ce": jax.value_and_grad(_ref_ce)(z, t, 0.0), "ce_ls": jax.value_and_grad(_ref_ce)(z, t, 0.1),
            "bce": jax.value_and_grad(_ref_bce)(z, t)}


def _build(shape, dtype="f64", name="t"):
    """One function: (z, t) → (ce loss, dz, ce α=0.1 loss, dz, bce loss, dz)."""
    fb = FunctionBuilder(name)
    z = fb.arg("z", TensorType(shape, dtype))
    t = fb.arg("t", TensorType(shape, dtype))
    fb.ret(*cross_entropy(z, t, label_smoothing=0.0, name="ce"),
           *cross_entropy(z, t, label_smoothing=0.1, name="ce_ls"),
           *binary_cross_entropy(z, t, name="bce"))
    return fb


def _targets(kind, rng):
    if kind == "onehot":
        return np.eye(K)[rng.integers(0, K, size=B)]
    if kind == "soft":  # rows sum to 1 (what the cotangent formula needs; mixup-like)
        t = rng.uniform(size=(B, K))
        return t / t.sum(axis=1, keepdims=True)
    return rng.integers(0, 2, size=(B, K)).astype(np.float64)  # {0,1} multi-label


@pytest.mark.parametrize("kind", ["onehot", "soft", "binary"])
def test_losses_match_jax_grad_f64(kind):
    rng = np.random.default_rng(7)
    z = 3.0 * rng.normal(size=(B, K))
    t = _targets(kind, rng)
    got = run_function(_build((B, K)), [z, t])
    ref = _ref_grads(z, t)
    for i, loss in enumerate(("ce", "ce_ls", "bce")):
        if kind == "binary" and loss != "bce":
            continue  # rows of {0,1} targets need not sum to 1: CE's cotangent formula does not apply
        val, dz = ref[loss]
        assert got[2 * i].shape == ()
        np.testing.assert_allclose(got[2 * i], val, rtol=1e-12, atol=1e-14, err_msg=loss)
        np.testing.assert_allclose(got[2 * i + 1], dz, rtol=1e-12, atol=1e-14, err_msg=loss)


def _np_log_softmax(z):
    s = z - z.max(axis=1, keepdims=True)
    return s - np.log(np.exp(s).sum(axis=1, keepdims=True))


def test_losses_known_answer_arange():
    z = np.arange(6, dtype=np.float64).reshape(2, 3) / 2 - 1  # [[-1, -.5, 0], [.5, 1, 1.5]]
    t = np.array([[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
    ce, dce, ce_ls, dce_ls, bce, dbce = run_function(_build((2, 3)), [z, t])
    logp, p = _np_log_softmax(z), np.exp(_np_log_softmax(z))
    # both rows are arange shifts, so log_softmax is the same row twice: −log(1 + e^−.5 + e^−1) at the top
    np.testing.assert_allclose(logp[0], logp[1], rtol=1e-15)
    np.testing.assert_allclose(ce, -(logp[0, 2] + logp[1, 0]) / 2, rtol=1e-14)
    np.testing.assert_allclose(dce, (p - t) / 2, rtol=1e-14, atol=1e-16)
    tt = 0.9 * t + 0.1 / 3
    np.testing.assert_allclose(ce_ls, -(tt * logp).sum() / 2, rtol=1e-14)
    np.testing.assert_allclose(dce_ls, (p - tt) / 2, rtol=1e-14, atol=1e-16)
    np.testing.assert_allclose(bce, np.mean(np.log1p(np.exp(z)) - t * z), rtol=1e-14)
    np.testing.assert_allclose(dbce, (1 / (1 + np.exp(-z)) - t) / 6, rtol=1e-14, atol=1e-16)


def test_losses_large_logits_stay_finite_f32():
    z = np.array([[80.0, -80.0, 0.0, 80.0], [-80.0, -80.0, 80.0, -80.0]], np.float32)
    t = np.array([[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]], np.float32)
    got = run_function(_build(z.shape, "f32"), [z, t])
    assert all(np.isfinite(g).all() for g in got)
    z64, t64 = z.astype(np.float64), t.astype(np.float64)
    logp, tt = _np_log_softmax(z64), 0.9 * t64 + 0.1 / 4
    want = [-(t64 * logp).sum() / 2, (np.exp(logp) - t64) / 2,
            -(tt * logp).sum() / 2, (np.exp(logp) - tt) / 2,
            np.mean(np.logaddexp(0, z64) - t64 * z64), (1 / (1 + np.exp(-z64)) - t64) / 8]
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-7)


def test_loss_value_is_on_no_gradient_path():
    """The loss SSA value is defined once and read only by the return: no op on dz's path reads it."""
    text = _build((B, K), "f32").text()
    for name in ("ce", "ce_ls", "bce"):
        uses = re.findall(rf"%{name}\b(?![._\w])", text)
        assert len(uses) == 2, (name, uses)  # its definition and the return


def test_loss_argument_errors():
    fb = FunctionBuilder("t")
    z = fb.arg("z", TensorType((B, K), "f32"))
    with pytest.raises(EmitError, match=r"^cross_entropy: label_smoothing 1.0 is not in \[0, 1\)"):
        cross_entropy(z, z, label_smoothing=1.0)
    with pytest.raises(EmitError, match=r"^binary_cross_entropy: logits tensor<3x5xf32> and targets"):
        binary_cross_entropy(z, fb.arg("t", TensorType((B, K + 1), "f32")))


@pytest.mark.iree
def test_losses_compile_and_run_on_iree_llvm_cpu():
    ic = pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed")
    rt = pytest.importorskip("iree.runtime", reason="iree-base-runtime is not installed")
    vmfb = ic.compile_str(module_text([_build((B, K), "f32", name="losses")]), input_type="stablehlo",
                          target_backends=["llvm-cpu"], extra_args=["--iree-llvmcpu-target-cpu=host"])
    rng = np.random.default_rng(8)
    z = (3.0 * rng.normal(size=(B, K))).astype(np.float32)
    t = _targets("soft", rng).astype(np.float32)
    got = rt.load_vm_flatbuffer(vmfb, driver="local-task").losses(z, t)
    ref = _ref_grads(z.astype(np.float64), t.astype(np.float64))
    want = [a for loss in ("ce", "ce_ls", "bce") for a in ref[loss]]
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), w, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("shape", [(40, 1000), (2, 37), (33, 10)])
def test_long_loss_sums_are_staged_and_exact_in_f64(shape):
    """B or K over CHUNK: every Σ of the losses (over classes, over the batch) is staged in partial sums of at
    most CHUNK terms (D17, D18: reshaped at a divisor, zero-padded when there is none) and is still the
    loss's value; B, K ≤ CHUNK keeps one reduce per axis."""
    from cnxbuild.layers.sums import CHUNK, _chunk

    rng = np.random.default_rng(11)
    z = 3.0 * rng.normal(size=shape)
    t = rng.dirichlet(np.ones(shape[1]), shape[0])
    fb = _build(shape)
    got = run_function(fb, [z, t])
    ref = _ref_grads(z, t)
    for i, loss in enumerate(("ce", "ce_ls", "bce")):
        np.testing.assert_allclose(got[2 * i], ref[loss][0], rtol=1e-12, err_msg=loss)
    text = module_text([fb])
    sums = [(int(d), s) for d, s in re.findall(
        r"= stablehlo.reduce\(%\S+ init: %\S+\) applies stablehlo.add across dimensions = \[(\d)\] "
        r": \(tensor<([0-9x]+)xf64>", text)]
    assert sums and all(int(s.split("x")[d]) <= CHUNK for d, s in sums), sums
    assert ("stablehlo.pad" in text) == any(n > CHUNK and _chunk(n) is None for n in shape)


@pytest.mark.iree
def test_iree_loss_of_1000_classes_is_as_accurate_as_a_pairwise_sum():
    pytest.importorskip("iree.compiler")
    from cnxbuild.run.iree import compile_mlir, run_iree

    b, k = 32, 1000
    fb = FunctionBuilder("main")
    z, t = fb.arg("z", TensorType((b, k), "f32")), fb.arg("t", TensorType((b, k), "f32"))
    fb.ret(cross_entropy(z, t, label_smoothing=0.0)[0], binary_cross_entropy(z, t)[0])
    vmfb = compile_mlir(module_text([fb]))
    errs = []
    for seed in range(8):
        rng = np.random.default_rng(seed)
        zz, tt = rng.normal(0, 2, (b, k)).astype(np.float32), rng.dirichlet(np.ones(k), b).astype(np.float32)
        ce, bce = run_iree(vmfb, "main", [zz, tt])
        ref = _ref_grads(zz.astype(np.float64), tt.astype(np.float64))
        errs += [abs(float(ce) / float(ref["ce"][0]) - 1), abs(float(bce) / float(ref["bce"][0]) - 1)]
    assert max(errs) < 5e-7, errs  # one long f32 reduce: median 1.5e-6, max 5.7e-6 (D17)
