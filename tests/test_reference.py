"""The oracle against hand-written NumPy: forward, losses, gradients and every optimizer rule of the spec.

spec/convnext.md ("Forward", "Losses", "Optimizer semantics") is the source of every expected value here; the
NumPy code is written from it independently of ``cnxbuild.reference`` (explicit loops for the depthwise conv,
channel-axis reductions instead of permutes, closed-form optimizer lines). Tiny nets only.
"""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from cnxbuild import reference as ref
from cnxbuild.reference import convnext as rc
from cnxbuild.reference import layers
from cnxbuild.variant import BUILTIN_DATASETS, Dataset, TrainStep

DEPTHS, DIMS, K = (1, 1, 1, 1), (8, 16, 16, 16), 5
TINY = Dataset(name="tiny5", classes=K, code="tiny")
T_STEP = 3  # the check's 1-based Adam step
BC1, BC2 = 1 - 0.9**T_STEP, 1 - 0.999**T_STEP


@pytest.fixture(autouse=True)
def x64():
    with jax.enable_x64(True):
        yield


@pytest.fixture
def eager():
    """Tiny-tree optimizer steps run op by op: per-op programs are shared by every variant, where a jitted
    step would compile once per variant (about a second each on XLA CPU)."""
    with jax.disable_jit():
        yield


# ---------------------------------------------------------------------------------------------------------
# NumPy model (float64), written from the spec


def make_params(rng, depths=DEPTHS, dims=DIMS, classes=K):
    """A timm-ordered state dict at test scales (weights ~ 1/√fan_in so every branch is O(1))."""
    p = {}

    def w(shape, fan_in):
        return rng.normal(0, 1 / math.sqrt(fan_in), shape)

    def bias(n):
        return rng.normal(0, 0.1, n)

    def norm(prefix, c):
        p[prefix + "weight"], p[prefix + "bias"] = rng.uniform(0.5, 1.5, c), bias(c)

    p["stem.0.weight"], p["stem.0.bias"] = w((dims[0], 3, 4, 4), 48), bias(dims[0])
    norm("stem.1.", dims[0])
    for i, (depth, c) in enumerate(zip(depths, dims)):
        if i > 0:
            norm(f"stages.{i}.downsample.0.", dims[i - 1])
            p[f"stages.{i}.downsample.1.weight"] = w((c, dims[i - 1], 2, 2), 4 * dims[i - 1])
            p[f"stages.{i}.downsample.1.bias"] = bias(c)
        for j in range(depth):
            pre = f"stages.{i}.blocks.{j}."
            p[pre + "gamma"] = rng.uniform(0.5, 1.5, c)
            p[pre + "conv_dw.weight"], p[pre + "conv_dw.bias"] = w((c, 1, 7, 7), 49), bias(c)
            norm(pre + "norm.", c)
            p[pre + "mlp.fc1.weight"], p[pre + "mlp.fc1.bias"] = w((4 * c, c), c), bias(4 * c)
            p[pre + "mlp.fc2.weight"], p[pre + "mlp.fc2.bias"] = w((c, 4 * c), 4 * c), bias(c)
    norm("head.norm.", dims[-1])
    p["head.fc.weight"], p["head.fc.bias"] = w((classes, dims[-1]), dims[-1]), bias(classes)
    return p


def np_gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3)))


def np_gelu_erf(x):
    return 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2)))


def np_ln(x, w, b, eps, axis):
    """LayerNorm over ``axis`` (biased variance); w, b broadcast along that axis."""
    mean = x.mean(axis=axis, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axis, keepdims=True)
    shape = [1] * x.ndim
    shape[axis] = -1
    return (x - mean) / np.sqrt(var + eps) * w.reshape(shape) + b.reshape(shape)


def np_patch_conv(x, w, b):
    """Conv with kernel = stride = k, no padding: patches reshaped, then one einsum."""
    n, c, h, wd = x.shape
    k = w.shape[-1]
    patches = x.reshape(n, c, h // k, k, wd // k, k)
    return np.einsum("nchpwq,ocpq->nohw", patches, w) + b[None, :, None, None]


def np_dwconv7(x, w, b):
    """Depthwise 7×7, padding 3, one loop iteration per kernel tap."""
    h, wd = x.shape[2:]
    xp = np.pad(x, ((0, 0), (0, 0), (3, 3), (3, 3)))
    out = np.zeros_like(x) + b[None, :, None, None]
    for i in range(7):
        for j in range(7):
            out += w[None, :, 0, i, j, None, None] * xp[:, :, i:i + h, j:j + wd]
    return out


def np_pointwise(x, w, b):
    """A linear layer applied at every pixel of NCHW ``x``: ``W [out, in]`` contracted with the channels."""
    return np.einsum("nchw,oc->nohw", x, w) + b[None, :, None, None]


def np_forward(p, x, eps=1e-6, gelu="tanh", masks=None):
    act = np_gelu_tanh if gelu == "tanh" else np_gelu_erf
    x = np_patch_conv(x, p["stem.0.weight"], p["stem.0.bias"])
    x = np_ln(x, p["stem.1.weight"], p["stem.1.bias"], eps, 1)
    block = 0
    for i, depth in enumerate(DEPTHS):
        if i > 0:
            pre = f"stages.{i}.downsample."
            x = np_ln(x, p[pre + "0.weight"], p[pre + "0.bias"], eps, 1)
            x = np_patch_conv(x, p[pre + "1.weight"], p[pre + "1.bias"])
        for j in range(depth):
            pre = f"stages.{i}.blocks.{j}."
            y = np_dwconv7(x, p[pre + "conv_dw.weight"], p[pre + "conv_dw.bias"])
            y = np_ln(y, p[pre + "norm.weight"], p[pre + "norm.bias"], eps, 1)
            y = np_pointwise(y, p[pre + "mlp.fc1.weight"], p[pre + "mlp.fc1.bias"])
            y = act(y)
            y = np_pointwise(y, p[pre + "mlp.fc2.weight"], p[pre + "mlp.fc2.bias"])
            y = y * p[pre + "gamma"][None, :, None, None]
            if masks is not None:
                y = y * masks[block][:, None, None, None]
            x = x + y
            block += 1
    pooled = x.mean(axis=(2, 3))
    pooled = np_ln(pooled, p["head.norm.weight"], p["head.norm.bias"], eps, 1)
    return pooled @ p["head.fc.weight"].T + p["head.fc.bias"]


def np_ce(z, t, alpha=0.0):
    t = (1 - alpha) * t + alpha / z.shape[1]
    s = z - z.max(axis=1, keepdims=True)
    logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
    return -(t * logp).sum() / z.shape[0]


def np_bce(z, t):
    return (np.maximum(z, 0) + np.log1p(np.exp(-np.abs(z))) - t * z).mean()


def soft_targets(rng, n, k=K):
    return rng.dirichlet(np.ones(k), n)


def step_variant(optimizer, **kw):
    kw.setdefault("size", "T")
    kw.setdefault("dataset", TINY)
    kw.setdefault("image_size", 64)
    kw.setdefault("batch", 2)
    return TrainStep(optimizer=optimizer, **kw)


# ---------------------------------------------------------------------------------------------------------
# Known answers: GELU, LayerNorm


def test_gelu_forms_known_answers():
    x = np.arange(-8, 9) / 2.0
    np.testing.assert_allclose(ref.gelu_tanh(jnp.asarray(x)), np_gelu_tanh(x), rtol=1e-14, atol=1e-15)
    np.testing.assert_allclose(ref.gelu_erf(jnp.asarray(x)), np_gelu_erf(x), rtol=1e-14, atol=1e-15)
    # Published values: GELU(1) = Φ(1) = 0.8413447460685429; the tanh form gives 0.8411919906082768.
    assert float(ref.gelu_erf(jnp.float64(1.0))) == pytest.approx(0.8413447460685429, rel=1e-15)
    assert float(ref.gelu_tanh(jnp.float64(1.0))) == pytest.approx(0.8411919906082768, rel=1e-15)
    assert float(ref.gelu_tanh(jnp.float64(0.0))) == 0.0


def test_layer_norm_known_answer():
    x = jnp.arange(4.0)  # mean 1.5, biased variance 1.25
    w, b = jnp.asarray([1.0, 2.0, 3.0, 4.0]), jnp.asarray([0.5, 0.0, 0.0, -0.5])
    expected = (np.arange(4.0) - 1.5) / np.sqrt(1.25 + 1e-6) * np.asarray(w) + np.asarray(b)
    np.testing.assert_allclose(ref.layer_norm(x, w, b, 1e-6), expected, rtol=1e-15)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3, 7, 6))
    w, b = rng.uniform(0.5, 1.5, 6), rng.normal(size=6)
    got = ref.layer_norm(jnp.asarray(x), w, b, 1e-3)
    np.testing.assert_allclose(got, np_ln(x, w, b, 1e-3, -1), rtol=1e-13)


# ---------------------------------------------------------------------------------------------------------
# Forward


def test_structure_from_keys():
    p = make_params(np.random.default_rng(0), depths=(2, 1, 3, 1), dims=(8, 16, 24, 32), classes=7)
    assert rc.convnext_structure(p) == ((2, 1, 3, 1), (8, 16, 24, 32), 7)
    del p["stages.2.blocks.1.gamma"]
    with pytest.raises(ValueError, match="stage 2 blocks"):
        rc.convnext_structure(p)


@pytest.mark.parametrize("gelu,eps", [("tanh", 1e-6), ("erf", 1e-3)])
def test_forward_matches_numpy_float64(gelu, eps):
    rng = np.random.default_rng(1)
    p, x = make_params(rng), rng.normal(size=(2, 3, 64, 64))
    got = rc.forward(p, x, ln_eps=eps, gelu=gelu)
    assert got.dtype == jnp.float64 and got.shape == (2, K)
    np.testing.assert_allclose(got, np_forward(p, x, eps, gelu), rtol=1e-11, atol=1e-12)


def test_depthwise_taps_equal_the_grouped_convolution_and_its_gradients():
    """The float64 depthwise form (the sum of the 49 taps) is the grouped convolution, value and VJP."""
    from jax import lax

    from cnxbuild.reference.layers import depthwise_taps

    rng = np.random.default_rng(7)
    x, w, dy = rng.normal(size=(2, 5, 9, 11)), rng.normal(size=(5, 1, 7, 7)), rng.normal(size=(2, 5, 9, 11))

    def grouped(x_, w_):
        return lax.conv_general_dilated(x_, w_, (1, 1), [(3, 3), (3, 3)], dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                        feature_group_count=5, precision=lax.Precision.HIGHEST)

    with jax.enable_x64(True):
        want, vjp_want = jax.vjp(grouped, jnp.asarray(x), jnp.asarray(w))
        got, vjp_got = jax.vjp(lambda a, b: depthwise_taps(a, b, 3), jnp.asarray(x), jnp.asarray(w))
        assert got.dtype == jnp.float64 and got.shape == want.shape
        np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-13)
        for g, e in zip(vjp_got(jnp.asarray(dy)), vjp_want(jnp.asarray(dy))):
            np.testing.assert_allclose(g, e, rtol=1e-13, atol=1e-13)
        assert float(jnp.max(jnp.abs(got - grouped(x, w + 1e-3)))) > 1e-4  # the comparison can fail


def test_forward_drop_masks_match_numpy():
    rng = np.random.default_rng(2)
    p, x = make_params(rng), rng.normal(size=(2, 3, 64, 64))
    masks = [np.array([0.0, 1.25]), np.array([1.25, 0.0]), np.array([0.0, 0.0]), np.array([1.0, 1.0])]
    got = rc.forward(p, x, drop_masks=masks)
    np.testing.assert_allclose(got, np_forward(p, x, masks=masks), rtol=1e-11, atol=1e-12)
    ones = [np.ones(2)] * 4
    np.testing.assert_allclose(rc.forward(p, x, drop_masks=ones), rc.forward(p, x), rtol=1e-13, atol=1e-15)
    with pytest.raises(ValueError, match="3 drop masks for 4 blocks"):
        rc.forward(p, x, drop_masks=masks[:3])


def test_forward_float32_follows_inputs_and_is_close():
    rng = np.random.default_rng(3)
    p, x = make_params(rng), rng.normal(size=(2, 3, 64, 64))
    truth = np_forward(p, x)
    got = rc.forward({k: v.astype(np.float32) for k, v in p.items()}, x.astype(np.float32))
    assert got.dtype == jnp.float32
    np.testing.assert_allclose(got, truth, rtol=1e-4, atol=1e-5)
    with pytest.raises(ValueError, match="expected float32"):
        rc.forward(p, x.astype(np.float32))  # float64 params with float32 x: mixed dtypes


def test_float64_without_x64_raises():
    rng = np.random.default_rng(4)
    p, x = make_params(rng), rng.normal(size=(2, 3, 64, 64))
    with jax.enable_x64(False), pytest.raises(ValueError, match="jax_enable_x64 is off"):
        rc.forward(p, x)


# ---------------------------------------------------------------------------------------------------------
# Losses


def test_ce_loss_with_label_smoothing():
    rng = np.random.default_rng(5)
    z, t = rng.normal(size=(4, K)) * 3, soft_targets(rng, 4)
    for alpha in (0.0, 0.1):
        np.testing.assert_allclose(ref.ce_loss(z, t, label_smoothing=alpha), np_ce(z, t, alpha), rtol=1e-14)
    # Known answer: equal logits give log K whatever the (normalized) targets and α.
    assert float(ref.ce_loss(np.zeros((3, K)), soft_targets(rng, 3), label_smoothing=0.1)) == pytest.approx(
        math.log(K), rel=1e-15)
    # One-hot targets, α: loss = −(1−α)·logp[y] − (α/K)·Σ logp.
    z1, y = rng.normal(size=(1, K)), 2
    logp = z1[0] - np.log(np.exp(z1[0]).sum())
    expected = -(0.9 * logp[y] + 0.1 / K * logp.sum())
    assert float(ref.ce_loss(z1, np.eye(K)[[y]], label_smoothing=0.1)) == pytest.approx(expected, rel=1e-14)


def test_bce_loss_stable_and_mean_over_all_entries():
    rng = np.random.default_rng(6)
    z, t = rng.normal(size=(3, K)) * 4, rng.integers(0, 2, (3, K)).astype(float)
    np.testing.assert_allclose(ref.bce_loss(z, t), np_bce(z, t), rtol=1e-14)
    big = np.array([[80.0, -80.0]])  # softplus(80) − 80 = 0 and softplus(−80) = e^−80: no overflow
    assert float(ref.bce_loss(big, np.array([[1.0, 0.0]]))) == pytest.approx(math.exp(-80), rel=1e-12)
    with pytest.raises(ValueError, match="takes no label smoothing"):
        ref.train_loss("bce", z, t, label_smoothing=0.1)


def test_loss_cotangents_match_spec():
    """d(loss)/dz: ce (softmax(z) − t̃)/B, bce (sigmoid(z) − t)/(B·K) (spec/convnext.md, "Losses")."""
    rng = np.random.default_rng(20)
    z, t = rng.normal(size=(3, K)) * 2, soft_targets(rng, 3)
    e = np.exp(z - z.max(axis=1, keepdims=True))
    want = (e / e.sum(axis=1, keepdims=True) - (0.9 * t + 0.1 / K)) / 3
    got = jax.grad(lambda q: ref.ce_loss(q, t, label_smoothing=0.1))(z)
    np.testing.assert_allclose(got, want, rtol=1e-13)
    tb = rng.integers(0, 2, (3, K)).astype(float)
    want = (1 / (1 + np.exp(-z)) - tb) / (3 * K)
    np.testing.assert_allclose(jax.grad(lambda q: ref.bce_loss(q, tb))(z), want, rtol=1e-13)


def test_gelu_derivatives_match_spec():
    """tanh form: 0.5(1+t) + 0.5·x·(1−t²)·√(2/π)·(1 + 3·0.044715·x²); erf form: Φ(x) + x·φ(x)."""
    x = np.arange(-8, 9) / 2.0
    c = math.sqrt(2 / math.pi)
    th = np.tanh(c * (x + 0.044715 * x**3))
    want = 0.5 * (1 + th) + 0.5 * x * (1 - th**2) * c * (1 + 3 * 0.044715 * x**2)
    got = jax.vmap(jax.grad(ref.gelu_tanh))(jnp.asarray(x))
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-15)
    phi = np.exp(-(x**2) / 2) / math.sqrt(2 * math.pi)
    want = 0.5 * (1 + np.vectorize(math.erf)(x / math.sqrt(2))) + x * phi
    got = jax.vmap(jax.grad(ref.gelu_erf))(jnp.asarray(x))
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-15)


# ---------------------------------------------------------------------------------------------------------
# Gradients: jax.grad of the oracle against central differences of the NumPy model


# The tests on the tiny net share one set of static options (ce, α = 0.1, tanh GELU, ε = 1e-6) and two batch
# sizes, so that XLA CPU compiles the gradient twice in all (seconds each). The bce and erf pieces are proven
# by the known-answer and cotangent tests above; the variant → options mapping by a spy below.
MASKS = [np.array([0.0, 1.25]), np.array([1.0, 1.0]), np.array([1.0, 0.0]), np.array([2.0, 1.0])]


def test_gradient_matches_finite_differences():
    rng = np.random.default_rng(7)
    p, x, t = make_params(rng), rng.normal(size=(2, 3, 64, 64)), soft_targets(rng, 2)

    def np_loss(q):
        return np_ce(np_forward(q, x, masks=MASKS), t, 0.1)

    value, grads = ref.loss_and_grad(p, x, t, family="convnext", label_smoothing=0.1, drop_masks=MASKS)[:2]
    assert list(grads) == list(p)
    assert float(value) == pytest.approx(np_loss(p), rel=1e-12)
    h = 1e-5
    for names in (["stem.0.weight"], ["stages.0.blocks.0.conv_dw.weight", "stages.0.blocks.0.gamma"],
                  ["stages.2.downsample.0.weight"], ["stages.3.blocks.0.mlp.fc1.weight"], list(p)):
        d = {k: rng.normal(size=p[k].shape) for k in names}
        plus = {k: v + h * d[k] if k in d else v for k, v in p.items()}
        minus = {k: v - h * d[k] if k in d else v for k, v in p.items()}
        numeric = (np_loss(plus) - np_loss(minus)) / (2 * h)
        analytic = sum(float(np.sum(np.asarray(grads[k]) * d[k])) for k in names)
        assert analytic == pytest.approx(numeric, rel=1e-6, abs=1e-9), names


def test_zero_mask_zeroes_every_gradient_inside_the_block():
    rng = np.random.default_rng(8)
    p, x, t = make_params(rng), rng.normal(size=(2, 3, 64, 64)), soft_targets(rng, 2)
    masks = [np.ones(2), np.zeros(2), np.ones(2), np.ones(2)]  # block 1 (stage 1) dropped for both examples
    _, grads = ref.loss_and_grad(p, x, t, family="convnext", label_smoothing=0.1, drop_masks=masks)[:2]
    for k, g in grads.items():
        if k.startswith("stages.1.blocks.0."):
            assert not np.any(np.asarray(g)), k
        else:
            assert np.any(np.asarray(g)), k


# ---------------------------------------------------------------------------------------------------------
# Optimizers: one step on a tiny tree against the spec's formulas


def tiny_tree(rng):
    params = {"a.weight": rng.normal(size=(3, 4)), "a.bias": rng.normal(size=4),
              "b.gamma": rng.uniform(0.5, 1.5, 3), "z.weight": np.zeros((2, 3))}
    grads = {k: rng.normal(size=v.shape) * 0.1 for k, v in params.items()}
    state = {"m": {k: rng.normal(size=v.shape) * 0.1 for k, v in params.items()},
             "v": {k: rng.uniform(0.001, 0.01, v.shape) for k, v in params.items()},
             "ema": {k: rng.normal(size=v.shape) for k, v in params.items()}}
    return params, grads, state


def np_optimizer(opt, params, grads, state, *, lr, wd, wx, bc1=BC1, bc2=BC2):
    """θ′ and the state regions, line by line from spec/convnext.md "Optimizer semantics"."""
    out = {"params": {}, "m": {}, "v": {}}
    for k, th in params.items():
        g, m, v = grads[k], state["m"][k], state["v"][k]
        w = 0.0 if (wx and th.ndim == 1) else wd
        if opt == "adamw":
            m2, v2 = 0.9 * m + 0.1 * g, 0.999 * v + 0.001 * g**2
            th2 = th - lr * (m2 / bc1) / (np.sqrt(v2 / bc2) + 1e-8) - lr * w * th
        elif opt == "lamb":
            m2, v2 = 0.9 * m + 0.1 * g, 0.999 * v + 0.001 * g**2
            r = (m2 / bc1) / (np.sqrt(v2 / bc2) + 1e-6) + w * th
            nt, nr = np.linalg.norm(th), np.linalg.norm(r)
            trust = 1.0 if (nt == 0 or nr == 0 or (wx and th.ndim == 1)) else nt / nr
            th2 = th - lr * trust * r
        elif opt == "momentum":
            m2, v2 = 0.9 * m + (g + w * th), None
            th2 = th - lr * m2
        elif opt == "rmsprop":
            gd = g + w * th
            v2 = 0.9 * v + 0.1 * gd**2
            m2 = 0.9 * m + gd / np.sqrt(v2 + 1e-3)
            th2 = th - lr * m2
        else:  # sgd, fused_sgd
            m2 = v2 = None
            th2 = th - lr * (g + w * th)
        out["params"][k], out["m"][k], out["v"][k] = th2, m2, v2
    return out


SCALARS = {"lr": 1e-2, "bc1": BC1, "bc2": BC2}


@pytest.mark.usefixtures("eager")
@pytest.mark.parametrize("wx", [False, True])
@pytest.mark.parametrize("opt", ["adamw", "lamb", "momentum", "rmsprop", "sgd", "fused_sgd"])
def test_optimizer_step_matches_spec(opt, wx):
    if opt == "fused_sgd" and wx:
        pytest.skip("fused_sgd takes no wx")
    rng = np.random.default_rng(9)
    params, grads, state = tiny_tree(rng)
    kw = {"lr": 0.05} if opt == "fused_sgd" else {"weight_decay": 0.05, "wd_exclude_rank1": wx}
    variant = step_variant(opt, **kw)
    regions = variant.defaults.regions
    d = variant.defaults
    scalars = {k: v for k, v in SCALARS.items() if (d.runtime_lr if k == "lr" else d.bias_correction)}
    got = ref.optimizer_step(variant, params, grads, {r: state[r] for r in regions}, scalars)
    assert list(got) == ["params", *regions]
    lr = variant.lr or SCALARS["lr"]
    want = np_optimizer(opt, params, grads, state, lr=lr, wd=variant.weight_decay, wx=wx)
    for region in got:
        assert list(got[region]) == list(params)
        for k in params:
            assert got[region][k].dtype == jnp.float64
            np.testing.assert_allclose(got[region][k], want[region][k], rtol=1e-13, atol=1e-15,
                                       err_msg=f"{opt} {region}[{k}]")


@pytest.mark.usefixtures("eager")
def test_lamb_trust_ratio_edge_cases():
    """‖θ‖ = 0 → trust 1 (θ′ = −lr·r, not 0); ‖r‖ = 0 → trust 1 (θ′ = θ, not NaN); wx-excluded → trust 1."""
    rng = np.random.default_rng(10)
    params = {"z.weight": np.zeros((2, 3)), "q.weight": rng.normal(size=(2, 2)), "b.bias": rng.normal(size=3)}
    grads = {"z.weight": rng.normal(size=(2, 3)), "q.weight": np.zeros((2, 2)), "b.bias": rng.normal(size=3)}
    zeros = {k: np.zeros_like(v) for k, v in params.items()}
    state = {"m": zeros, "v": zeros}
    variant = step_variant("lamb", weight_decay=0.0, wd_exclude_rank1=True)
    got = ref.optimizer_step(variant, params, grads, state, SCALARS)["params"]
    lr = SCALARS["lr"]
    for k in ("z.weight", "b.bias"):  # r = m̂/(√v̂+ε) taken with trust 1
        g = grads[k]
        r = (0.1 * g / BC1) / (np.sqrt(0.001 * g**2 / BC2) + 1e-6)
        np.testing.assert_allclose(got[k], params[k] - lr * r, rtol=1e-13)
    np.testing.assert_array_equal(got["q.weight"], params["q.weight"])
    # Without wx the rank-1 parameter takes the trust ratio ‖θ‖/‖r‖.
    got = ref.optimizer_step(step_variant("lamb", weight_decay=0.0), params, grads, state, SCALARS)["params"]
    g, th = grads["b.bias"], params["b.bias"]
    r = (0.1 * g / BC1) / (np.sqrt(0.001 * g**2 / BC2) + 1e-6)
    trust = np.linalg.norm(th) / np.linalg.norm(r)
    np.testing.assert_allclose(got["b.bias"], th - lr * trust * r, rtol=1e-13)


@pytest.mark.usefixtures("eager")
def test_adam_bias_correction_is_optax_count_t_minus_1():
    """bc1 = 1−β1^t, bc2 = 1−β2^t give optax.scale_by_adam at count t−1 (it increments, then corrects)."""
    rng = np.random.default_rng(11)
    params, grads, state = tiny_tree(rng)
    ours = ref.scale_by_adam_bc(0.9, 0.999, 1e-8, jnp.float64(BC1), jnp.float64(BC2))
    theirs = optax.scale_by_adam(0.9, 0.999, 1e-8)
    s0 = optax.tree.set(theirs.init(params), mu=state["m"], nu=state["v"])
    u_ours, _ = ours.update(grads, s0)
    u_theirs, s1 = theirs.update(grads, optax.tree.set(s0, count=jnp.asarray(T_STEP - 1, jnp.int32)))
    assert int(s1.count) == T_STEP
    for k in params:
        np.testing.assert_allclose(u_ours[k], u_theirs[k], rtol=1e-14)
    # The inputs are used verbatim, even when they come from no common t.
    got = ref.optimizer_step(step_variant("adamw", weight_decay=0.0), params, grads,
                             {"m": state["m"], "v": state["v"]}, {"lr": 1e-2, "bc1": 0.5, "bc2": 0.25})
    want = np_optimizer("adamw", params, grads, state, lr=1e-2, wd=0.0, wx=False, bc1=0.5, bc2=0.25)
    for k in params:
        np.testing.assert_allclose(got["params"][k], want["params"][k], rtol=1e-13)


@pytest.mark.usefixtures("eager")
def test_rmsprop_state_is_the_spec_m_not_optax_rmsprop_trace():
    """optax.rmsprop(momentum=μ) scales by lr before its trace: the same θ′, but its buffer holds −lr·m′."""
    rng = np.random.default_rng(22)
    params, grads, state = tiny_tree(rng)
    lr = 1e-2
    got = ref.optimizer_step(step_variant("rmsprop", weight_decay=0.0), params, grads,
                             {"m": state["m"], "v": state["v"]}, {"lr": lr})
    tx = optax.rmsprop(lr, decay=0.9, eps=1e-3, initial_scale=1.0, eps_in_sqrt=True, momentum=0.9)
    s0 = optax.tree.set(tx.init(params), nu=state["v"],
                        trace={k: -lr * m for k, m in state["m"].items()})  # its buffer is −lr·m
    updates, s1 = tx.update(grads, s0, params)
    for k in params:
        np.testing.assert_allclose(got["params"][k], params[k] + updates[k], rtol=1e-13, atol=1e-16)
        np.testing.assert_allclose(-lr * got["m"][k], optax.tree.get(s1, "trace")[k], rtol=1e-13)


@pytest.mark.usefixtures("eager")
@pytest.mark.parametrize("clip,factor", [(1e-3, "clipped"), (1.0, "unclipped")])
def test_clip_before_coupled_decay(clip, factor):
    """g ← g·min(1, C/(‖g‖+1e-6)) on the raw gradient, before momentum's g_d = g + wd·θ."""
    rng = np.random.default_rng(12)
    params, grads, state = tiny_tree(rng)
    grads = {k: g / optax.tree.norm(grads) * 2e-3 for k, g in grads.items()}  # ‖g‖ = 2e-3, tiny: +1e-6 shows
    c = min(1.0, clip / (2e-3 + 1e-6))
    assert (c < 1) == (factor == "clipped")
    variant = step_variant("momentum", clip_norm=clip)
    got = ref.optimizer_step(variant, params, grads, {"m": state["m"]}, {"lr": 1e-2})
    want = np_optimizer("momentum", params, {k: g * c for k, g in grads.items()}, state, lr=1e-2,
                        wd=variant.weight_decay, wx=False)
    for region in ("params", "m"):
        for k in params:
            np.testing.assert_allclose(got[region][k], want[region][k], rtol=1e-13, atol=1e-16)
    if factor == "clipped":  # optax.clip_by_global_norm (factor C/‖g‖) would differ by ~5e-4 relative
        optax_clipped, _ = optax.clip_by_global_norm(clip).update(grads, None)
        assert not np.allclose(np.asarray(ref.clip_by_global_norm_eps(grads, clip)["a.weight"]),
                               np.asarray(optax_clipped["a.weight"]), rtol=1e-5, atol=0)


@pytest.mark.usefixtures("eager")
def test_param_ema_of_updated_weights():
    rng = np.random.default_rng(13)
    params, grads, state = tiny_tree(rng)
    variant = step_variant("adamw", ema=True, weight_decay=0.05)
    got = ref.optimizer_step(variant, params, grads, state, {**SCALARS, "ema_decay": 0.9})
    assert list(got) == ["params", "m", "v", "ema"]
    want = np_optimizer("adamw", params, grads, state, lr=SCALARS["lr"], wd=0.05, wx=False)["params"]
    for k in params:
        np.testing.assert_allclose(got["ema"][k], 0.9 * state["ema"][k] + 0.1 * want[k], rtol=1e-13,
                                   atol=1e-16)


@pytest.mark.usefixtures("eager")
@pytest.mark.parametrize("opt", ["adamw", "lamb", "rmsprop"])
def test_optimizer_step_float32_control_follows_inputs(opt):
    """Float32 θ, state and gradients give float32 regions, near the float64 result (the check's control)."""
    rng = np.random.default_rng(19)
    params, grads, state = tiny_tree(rng)
    variant = step_variant(opt, weight_decay=0.05, wd_exclude_rank1=True)
    scalars = {"lr": 1e-2, **({"bc1": BC1, "bc2": BC2} if variant.defaults.bias_correction else {})}
    regions = variant.defaults.regions
    f32 = lambda tree: {k: v.astype(np.float32) for k, v in tree.items()}
    truth = ref.optimizer_step(variant, params, grads, {r: state[r] for r in regions}, scalars)
    ctrl = ref.optimizer_step(variant, f32(params), f32(grads), {r: f32(state[r]) for r in regions},
                              {k: np.float32(v) for k, v in scalars.items()})
    for region in truth:
        for k in params:
            assert ctrl[region][k].dtype == jnp.float32
            np.testing.assert_allclose(ctrl[region][k], truth[region][k], rtol=2e-5, atol=1e-6)


def test_optimizer_step_under_jit_with_accumulate_apply():
    """Callers jit the reference whole (the check does): a traced accumulate_apply is accepted."""
    rng = np.random.default_rng(21)
    params, grads, state = tiny_tree(rng)
    variant = step_variant("rmsprop", accumulate=2, ema=True)
    state = {"m": state["m"], "v": state["v"], "ema": state["ema"], "acc": grads}
    scalars = {"lr": 1e-2, "ema_decay": 0.9, "accumulate_apply": 1.0}
    jitted = jax.jit(ref.optimizer_step, static_argnums=(0,))(variant, params, grads, state, scalars)
    eager = ref.optimizer_step(variant, params, grads, state, scalars)
    assert sorted(jitted) == sorted(eager) == ["acc", "ema", "m", "params", "v"]
    for region in eager:
        for k in params:
            np.testing.assert_allclose(jitted[region][k], eager[region][k], rtol=1e-14, atol=1e-16)
    with pytest.raises(ValueError, match="applied step only"):
        ref.optimizer_step(variant, params, grads, state, {**scalars, "accumulate_apply": 0.0})


def test_optimizer_step_rejects_missing_scalar_and_region():
    rng = np.random.default_rng(14)
    params, grads, state = tiny_tree(rng)
    with pytest.raises(ValueError, match="'bc2' is required"):
        ref.optimizer_step(step_variant("adamw"), params, grads, state, {"lr": 1e-3, "bc1": BC1})
    with pytest.raises(ValueError, match="lacks region 'v'"):
        ref.optimizer_step(step_variant("rmsprop"), params, grads, {"m": state["m"]}, {"lr": 1e-3})
    with pytest.raises(ValueError, match="unknown scalars"):
        ref.optimizer_step(step_variant("sgd"), params, grads, {}, {"lr": 1e-3, "bc1": BC1})


# ---------------------------------------------------------------------------------------------------------
# The whole step on the tiny net


def test_reference_step_staged_is_reference_step_on_host_float32_inputs():
    """The check's staged float64 truth (cast stage by stage, θ and state donated) equals reference_step on the
    same arrays cast up front, bit for bit, and leaves the caller's host arrays untouched."""
    rng = np.random.default_rng(16)
    p, x, t = (jax.tree_util.tree_map(lambda a: np.asarray(a, np.float32), v) for v in net_inputs(rng, 2))
    variant = step_variant("adamw", clip_norm=0.05, ema=True, stochastic_depth=True)
    state = {"m": {k: np.zeros_like(v) for k, v in p.items()}, "v": {k: np.zeros_like(v) for k, v in p.items()},
             "ema": {k: v + np.float32(0.01) for k, v in p.items()}}
    scalars = {"lr": 1e-3, "bc1": BC1, "bc2": BC2, "ema_decay": 0.9}
    masks = [np.asarray(m, np.float32) for m in MASKS]
    before = {k: v.copy() for k, v in p.items()}
    f64 = jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64), (p, state, x, t, masks))
    want, want_loss = ref.reference_step(variant, f64[0], f64[1], scalars, f64[2], f64[3], drop_masks=f64[4])
    got, loss = ref.reference_step_staged(variant, p, state, scalars, x, t, masks, np.float64)
    assert float(loss) == float(want_loss) and list(got) == list(want)
    for region in want:
        for k in p:
            assert got[region][k].dtype == np.float64
            np.testing.assert_array_equal(np.asarray(got[region][k]), np.asarray(want[region][k]))
    assert all(np.array_equal(before[k], p[k]) for k in p)


def test_reference_step_on_a_given_gradient_is_the_step_that_computes_it():
    """The check hands runs A and B one precomputed gradient (D63): the same bits as computing it in the step,
    staged float64 and float32 alike."""
    rng = np.random.default_rng(17)
    p, x, t = (jax.tree_util.tree_map(lambda a: np.asarray(a, np.float32), v) for v in net_inputs(rng, 2))
    variant = step_variant("adamw", clip_norm=0.05, stochastic_depth=True)
    state = {"m": {k: np.full_like(v, 1e-3) for k, v in p.items()}, "v": {k: np.full_like(v, 1e-4) for k, v in p.items()}}
    scalars = {"lr": 1e-3, "bc1": BC1, "bc2": BC2}
    masks = [np.asarray(m, np.float32) for m in MASKS]
    with jax.enable_x64(True):
        opts = dict(family=variant.family, loss=variant.loss.value, label_smoothing=variant.label_smoothing,
                    drop_masks=[jnp.asarray(m, jnp.float64) for m in masks], **ref.model_of(variant).options(variant))
        given = ref.loss_and_grad({k: jnp.asarray(a, jnp.float64) for k, a in p.items()}, jnp.asarray(x, jnp.float64),
                                  jnp.asarray(t, jnp.float64), **opts)
        want, want_loss = ref.reference_step_staged(variant, p, state, scalars, x, t, masks, np.float64)
        got, loss = ref.reference_step_staged(variant, p, state, scalars, x, t, masks, np.float64, gradient=given)
        again, _ = ref.reference_step_staged(variant, p, state, scalars, x, t, masks, np.float64, gradient=given)
        doubled = (given[0], {k: 2 * g for k, g in given[1].items()}, given[2])  # the step uses what it is given
        moved, _ = ref.reference_step_staged(variant, p, state, scalars, x, t, masks, np.float64, gradient=doubled)
        f64 = jax.tree_util.tree_map(lambda a: jnp.asarray(a, jnp.float64), (p, state))
        on_doubled = ref.optimizer_step(variant, f64[0], doubled[1], f64[1], scalars)
    assert float(loss) == float(want_loss)
    for region in want:
        for k in p:
            np.testing.assert_array_equal(np.asarray(got[region][k]), np.asarray(want[region][k]))
            np.testing.assert_array_equal(np.asarray(again[region][k]), np.asarray(want[region][k]))  # run B
            np.testing.assert_array_equal(np.asarray(moved[region][k]), np.asarray(on_doubled[region][k]))
    given32 = ref.loss_and_grad(p, x, t, **{**opts, "drop_masks": masks})
    want, _ = ref.reference_step(variant, p, state, scalars, x, t, drop_masks=masks)
    got, _ = ref.reference_step(variant, p, state, scalars, x, t, drop_masks=masks, gradient=given32)
    for region in want:
        for k in p:
            np.testing.assert_array_equal(np.asarray(got[region][k]), np.asarray(want[region][k]))


def net_inputs(rng, n):
    return make_params(rng), rng.normal(size=(n, 3, 64, 64)), soft_targets(rng, n)


def test_reference_step_composes_grad_clip_optimizer_ema():
    rng = np.random.default_rng(15)
    p, x, t = net_inputs(rng, 2)
    variant = step_variant("adamw", clip_norm=0.05, ema=True, wd_exclude_rank1=True, stochastic_depth=True)
    state = {"m": {k: rng.normal(size=v.shape) * 1e-3 for k, v in p.items()},
             "v": {k: rng.uniform(1e-7, 1e-6, v.shape) for k, v in p.items()},
             "ema": {k: v + rng.normal(size=v.shape) * 1e-2 for k, v in p.items()}}
    scalars = {"lr": 1e-3, "bc1": BC1, "bc2": BC2, "ema_decay": 0.9}
    regions, loss = ref.reference_step(variant, p, state, scalars, x, t, drop_masks=MASKS)
    assert list(regions) == ["params", "m", "v", "ema"]
    assert float(loss) == pytest.approx(np_ce(np_forward(p, x, masks=MASKS), t, 0.1), rel=1e-12)
    _, g = ref.loss_and_grad(p, x, t, family="convnext", label_smoothing=0.1, drop_masks=MASKS)[:2]
    norm = math.sqrt(sum(float(np.sum(np.asarray(v) ** 2)) for v in g.values()))
    assert norm > 0.05  # in the clipping regime
    g = {k: np.asarray(v) * 0.05 / (norm + 1e-6) for k, v in g.items()}
    want = np_optimizer("adamw", p, g, state, lr=1e-3, wd=variant.weight_decay, wx=True)
    for k in p:
        np.testing.assert_allclose(regions["params"][k], want["params"][k], rtol=1e-12, atol=1e-15)
        np.testing.assert_allclose(regions["m"][k], want["m"][k], rtol=1e-11, atol=1e-16)
        ema = 0.9 * state["ema"][k] + 0.1 * want["params"][k]
        np.testing.assert_allclose(regions["ema"][k], ema, rtol=1e-12)


@pytest.mark.parametrize("axis", ["accumulate", "replicas"])
def test_accumulation_and_replicas_are_one_step_on_the_mean_gradient(axis):
    """k micro-batches (or R replicas) of B: one step at k·B on the mean gradient, clipped after the mean."""
    rng = np.random.default_rng(16)
    p, x, t = net_inputs(rng, 4)
    masks = [rng.choice([0.0, 1.25], 4) for _ in range(4)]
    variant = step_variant("sgd", clip_norm=0.01, stochastic_depth=True, **{axis: 2})
    regions, loss = ref.reference_step(variant, p, {}, {"lr": 1.0}, x, t, drop_masks=masks)
    assert list(regions) == (["params", "acc"] if axis == "accumulate" else ["params"])
    if axis == "accumulate":
        assert all(not np.any(np.asarray(a)) and a.shape == p[k].shape for k, a in regions["acc"].items())
    halves = [ref.loss_and_grad(p, x[s], t[s], family="convnext", label_smoothing=0.1,
                                drop_masks=[m[s] for m in masks])
              for s in (slice(0, 2), slice(2, 4))]
    assert float(loss) == pytest.approx((float(halves[0][0]) + float(halves[1][0])) / 2, rel=1e-13)
    mean = {k: (np.asarray(halves[0][1][k]) + np.asarray(halves[1][1][k])) / 2 for k in p}
    norm = math.sqrt(sum(np.sum(v**2) for v in mean.values()))
    c = min(1.0, 0.01 / (norm + 1e-6))
    assert c < 1
    for k in p:
        step = p[k] - np.asarray(regions["params"][k])
        np.testing.assert_allclose(step, mean[k] * c, rtol=1e-10, atol=1e-15)


def test_reference_step_passes_the_variant_options(monkeypatch):
    """ε, GELU, loss, α and the precision reach the gradient, and the masks and the whole batch too (a spy
    gradient)."""
    from cnxbuild.reference import train

    rng = np.random.default_rng(23)
    p, x, t = net_inputs(rng, 4)
    seen = {}

    def spy(params, x, targets, **kw):
        seen.update(kw, batch=np.shape(x)[0])
        return jnp.float64(0.5), {k: jnp.ones_like(v) for k, v in params.items()}, {}

    monkeypatch.setattr(train, "loss_and_grad", spy)
    variant = step_variant("sgd", loss="bce", gelu="erf", norm_eps=1e-3, accumulate=2, stochastic_depth=True,
                           clip_norm=0.01)  # the optimizer rule of the accumulation test: one compile for both
    masks = [np.ones(4)] * 4
    regions, loss = ref.reference_step(variant, p, {}, {"lr": 0.1}, x, t, drop_masks=masks)
    assert seen.pop("drop_masks") is masks
    assert seen == {"family": "convnext", "buffers": None, "ln_eps": 1e-3, "gelu": "erf", "loss": "bce",
                    "label_smoothing": 0.0, "batch": 4, "bf16_wgrad": False, "chunks": 2}  # k = 2 micro-batches
    assert float(loss) == 0.5
    clip = 0.01 / (math.sqrt(sum(v.size for v in p.values())) + 1e-6)  # ‖ones‖ = √(parameter count)
    np.testing.assert_allclose(regions["params"]["head.fc.bias"], p["head.fc.bias"] - 0.1 * clip, rtol=1e-14)


def test_reference_step_checks_its_inputs():
    rng = np.random.default_rng(17)
    p, x, t = net_inputs(rng, 2)
    with pytest.raises(ValueError, match="expected \\[4, 3, 64, 64\\]"):
        ref.reference_step(step_variant("sgd", accumulate=2), p, {}, {"lr": 0.1}, x, t)
    with pytest.raises(ValueError, match="drop_masks missing"):
        ref.reference_step(step_variant("sgd", stochastic_depth=True), p, {}, {"lr": 0.1}, x, t)
    with pytest.raises(ValueError, match="5 classes, the variant 10"):
        variant = step_variant("sgd", dataset=BUILTIN_DATASETS["imagenette"])
        ref.reference_step(variant, p, {}, {"lr": 0.1}, x, t)


def test_check_float_dtype_raises_no_deprecation_warning() -> None:
    """issue 17: np.result_type(array) (numpy's array-as-dtype conversion, deprecated) ran on every call, even
    for arrays that carry a dtype: 740 DeprecationWarnings per test run."""
    import warnings

    import jax.numpy as jnp
    import numpy as np

    from cnxbuild.reference.layers import check_float_dtype

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert check_float_dtype("x", jnp.ones(3, jnp.float32)) == np.float32
        assert check_float_dtype("x", np.ones(3, np.float32)) == np.float32


def test_no_absl_traceback_at_exit_after_importing_under_a_captured_stderr() -> None:
    """issue 17: `doit check` printed "Exception ignored in atexit callback ... 'Writer' object has no attribute
    'close'" after every check: absl's handler (imported by optax inside the doit action) kept doit's capture."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys\n"
            "class Writer:\n"
            "    def write(self, s): return len(s)\n"
            "    def flush(self): pass\n"
            "sys.stderr = Writer()\n"
            "import cnxbuild.reference\n"
            "sys.stderr = sys.__stderr__\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       cwd=Path(__file__).resolve().parents[1])
    assert p.returncode == 0 and "Traceback" not in p.stderr and "Exception ignored" not in p.stderr, p.stderr


# ---------------------------------------------------------------------------------------------------------
# Interface lists derived from the optimizer semantics (the check asserts the emitter's equal these)


@pytest.mark.parametrize("opt, regions, scalars", [
    # spec/variants.md "Optimizer defaults" (state regions) and spec/convnext.md "Train-step interface"
    ("adamw", ("m", "v"), ("lr", "bc1", "bc2")),
    ("lamb", ("m", "v"), ("lr", "bc1", "bc2")),
    ("momentum", ("m",), ("lr",)),
    ("rmsprop", ("m", "v"), ("lr",)),
    ("sgd", (), ("lr",)),
    ("fused_sgd", (), ()),
])
def test_region_and_scalar_lists_from_the_spec(opt, regions, scalars):
    v = step_variant(opt)
    assert ref.region_names(v) == ("params", *regions)
    assert ref.scalar_names(v) == scalars
    if opt == "fused_sgd":  # takes neither accumulation nor EMA
        return
    both = step_variant(opt, accumulate=2, ema=True)
    assert ref.region_names(both) == ("params", *regions, "acc", "ema")
    assert ref.scalar_names(both) == (*scalars, "accumulate_apply", "ema_decay")


def test_the_reference_lists_do_not_read_the_emitters_table(monkeypatch):
    """Dropping ``v`` from the shared table's regions changes the emitter's list, not the reference's."""
    from cnxbuild import variant as V

    d = V.OPTIMIZER_DEFAULTS[V.Optimizer.rmsprop]
    monkeypatch.setitem(V.OPTIMIZER_DEFAULTS, V.Optimizer.rmsprop, d.model_copy(update={"regions": ("m",)}))
    assert ref.region_names(step_variant("rmsprop")) == ("params", "m", "v")


# ---------------------------------------------------------------------------------------------------------
# bf16 rounding points: the weight gradients of convolutions and fc layers take bf16 operands


def _bf16(a):
    import ml_dtypes

    return np.asarray(a, np.float64).astype(ml_dtypes.bfloat16).astype(np.float64)


def test_linear_bf16_weight_gradient_rounds_its_operands_only():
    rng = np.random.default_rng(5)
    x, w, b, dy = rng.normal(size=(4, 3, 6)), rng.normal(size=(5, 6)), rng.normal(size=5), rng.normal(size=(4, 3, 5))

    y, vjp = jax.vjp(lambda *a: layers.linear(*a, bf16_wgrad=True), x, w, b)
    np.testing.assert_allclose(y, x @ w.T + b, rtol=1e-14)  # the forward is unchanged
    dx, dw, db = vjp(dy)
    np.testing.assert_allclose(dw, np.einsum("nto,nti->oi", _bf16(dy), _bf16(x)), rtol=1e-13)
    assert not np.allclose(dw, np.einsum("nto,nti->oi", dy, x), rtol=1e-5)  # the rounding is visible
    np.testing.assert_allclose(dx, dy @ w, rtol=1e-13)  # unrounded
    np.testing.assert_allclose(db, dy.sum((0, 1)), rtol=1e-13)


def test_depthwise_bf16_weight_gradient_rounds_x_and_dy():
    rng = np.random.default_rng(6)
    x, w, b, dy = (rng.normal(size=(2, 3, 5, 5)), rng.normal(size=(3, 1, 7, 7)), rng.normal(size=3),
                   rng.normal(size=(2, 3, 5, 5)))

    y, vjp = jax.vjp(lambda *a: layers.conv2d(*a, stride=1, padding=3, groups=3, bf16_wgrad=True), x, w, b)
    np.testing.assert_allclose(y, np_dwconv7(x, w, b), rtol=1e-12)
    dx, dw, db = vjp(dy)
    xp, want = np.pad(_bf16(x), ((0, 0), (0, 0), (3, 3), (3, 3))), np.zeros_like(w)
    for i in range(7):
        for j in range(7):
            want[:, 0, i, j] = (xp[:, :, i:i + 5, j:j + 5] * _bf16(dy)).sum((0, 2, 3))
    np.testing.assert_allclose(dw, want, rtol=1e-12, atol=1e-13)
    _, vjp32 = jax.vjp(lambda *a: layers.conv2d(*a, stride=1, padding=3, groups=3), x, w, b)
    dx_f, dw_f, db_f = vjp32(dy)
    np.testing.assert_allclose(dx, dx_f, rtol=1e-13)
    np.testing.assert_allclose(db, db_f, rtol=1e-13)
    assert not np.allclose(dw, dw_f, rtol=1e-5)


def test_reference_step_of_a_bf16_variant_rounds_the_weight_gradients(monkeypatch):
    from cnxbuild.reference import train

    seen = {}

    def spy(params, x, targets, **kw):
        seen.update(kw)
        return jnp.float64(0.5), {k: jnp.zeros_like(v) for k, v in params.items()}, {}

    monkeypatch.setattr(train, "loss_and_grad", spy)
    p, x, t = net_inputs(np.random.default_rng(2), 2)
    ref.reference_step(step_variant("sgd", precision="bf16"), p, {}, {"lr": 0.1}, x, t)
    assert seen["bf16_wgrad"] is True


def test_flip_delta_marks_operands_near_a_bf16_midpoint():
    """1 + 2^-8 is the midpoint between the bf16 neighbours 1 and 1 + 2^-7: near it the rounding may go either
    way (Δ = 2^-7); 1 and 1.25 are bf16 values, far from any midpoint (Δ = 0). The window is τ·max|a|."""

    mid = 1 + 2.0**-8
    a = jnp.asarray([mid + 1e-9, mid - 1e-9, 1.0, 1.25, -(mid + 1e-9), 2.0])
    d = np.asarray(layers.flip_delta(a, 2.0**-16))
    np.testing.assert_array_equal(d, [2.0**-7, 2.0**-7, 0.0, 0.0, 2.0**-7, 0.0])
    assert not np.any(layers.flip_delta(a, 1e-12))  # a narrower window: nothing is ambiguous


def test_the_flip_envelope_bounds_the_other_rounding():
    """A linear layer whose dy has one element at a bf16 midpoint: rounding that element the other way moves
    dW by at most the envelope, and the envelope is zero in the rows no ambiguous element touches."""

    rng = np.random.default_rng(3)
    x, w, b = _bf16(rng.normal(size=(2, 4))), rng.normal(size=(3, 4)), np.zeros(3)  # x exact in bf16
    dy = _bf16(rng.normal(size=(2, 3)))
    dy[1, 2] = 1 + 2.0**-8 + 1e-12  # rounds up to 1 + 2^-7; an implementation 1e-11 lower rounds down to 1
    _, vjp = jax.vjp(lambda w_, s: layers.linear(x, w_, b, bf16_wgrad=True, slack=s, tau=2.0**-16), w,
                     np.zeros_like(w))
    dw, env = vjp(dy)
    other = np.einsum("no,ni->oi", np.where(np.arange(6).reshape(2, 3) == 5, 1.0, _bf16(dy)), _bf16(x))
    assert np.all(np.abs(other - np.asarray(dw)) <= np.asarray(env) + 1e-15)
    assert np.all(np.asarray(env)[:2] == 0) and np.all(np.asarray(env)[2] > 0)


def test_the_gradient_in_chunks_equals_the_whole_batch_and_refuses_where_examples_mix():
    """loss_and_grad(chunks=c): the oracle's k·R·B step computed as c equal chunks (memory) is the whole batch's
    loss and gradient (float64, to rounding); a family with batch statistics or buffers cannot be chunked."""
    from cnxbuild.check import make_inputs, twin
    from cnxbuild.slug import parse_slug

    v = parse_slug("convnextatto_accdp2x2x2drop_train_step")
    t = twin(v)
    assert ref.batch_chunks(t) == 4 and ref.batch_chunks(twin(parse_slug("convnextatto_adam_train_step"))) == 1
    assert ref.batch_chunks(twin(parse_slug("resnet18_accdp2x2x2_train_step"))) == 1  # BatchNorm mixes examples
    inp = make_inputs(v, "A")
    kw = dict(family=t.family, loss=t.loss.value, label_smoothing=t.label_smoothing,
              **ref.model_of(t).options(t))
    with jax.enable_x64(True):
        p = {k: jnp.asarray(a, jnp.float64) for k, a in inp.params.items()}
        x, y = jnp.asarray(inp.x, jnp.float64), jnp.asarray(inp.targets, jnp.float64)
        masks = [jnp.asarray(m, jnp.float64) for m in inp.drop_masks]
        whole, g1, _ = ref.loss_and_grad(p, x, y, drop_masks=masks, **kw)
        chunked, g4, _ = ref.loss_and_grad(p, x, y, drop_masks=masks, chunks=4, **kw)
        assert abs(float(whole) - float(chunked)) <= 1e-14 * abs(float(whole))
        for k in g1:
            assert float(jnp.max(jnp.abs(g1[k] - g4[k]))) <= 1e-12 * float(jnp.max(jnp.abs(g1[k]))), k
        with pytest.raises(ValueError, match="does not split into 3 equal chunks"):
            ref.loss_and_grad(p, x, y, drop_masks=masks, chunks=3, **kw)
        with pytest.raises(ValueError, match="treats each example alone and has no buffers"):
            ref.loss_and_grad(p, x, y, drop_masks=masks, chunks=2, buffers={"b": x[0]}, **kw)
