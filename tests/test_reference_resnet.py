"""The ResNet oracle (cnxbuild.reference.resnet) against hand-computed values and NumPy written from
spec/families.md "ResNet" and PyTorch's BatchNorm2d / MaxPool2d semantics. Tiny widths, except one full-width
ResNet-50 at the 64 px twin side."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.nets import resnet as R
from cnxbuild.reference import loss as ref_loss
from cnxbuild.reference import resnet as ref

TINY_BASIC = R.Arch("basic", (1, 1, 1, 1), (4, 8, 8, 8))
TINY_BOTTLENECK = R.Arch("bottleneck", (1, 2, 1, 1), (2, 4, 4, 4))
K = 5


@pytest.fixture(autouse=True)
def x64():
    with jax.enable_x64(True):
        yield


def _draw(arch, classes=K, seed=0, dtype=np.float64):
    rng = np.random.default_rng(seed)
    params = {p.name: R.check_draw(p, rng).astype(dtype) for p in R.param_table(arch, classes)}
    buffers = {p.name: R.check_draw(p, rng).astype(dtype) for p in R.buffer_table(arch)}
    return params, buffers


def _np_conv(x, w, stride, pad):
    """NCHW / OIHW convolution by explicit kernel taps (zero padding)."""
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    o, _, kh, kw = w.shape
    ho, wo = (xp.shape[2] - kh) // stride + 1, (xp.shape[3] - kw) // stride + 1
    out = np.zeros((x.shape[0], o, ho, wo))
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, :, i:i + stride * ho:stride, j:j + stride * wo:stride]
            out += np.einsum("bchw,oc->bohw", patch, w[:, :, i, j])
    return out


def test_batch_norm_train_known_answer():
    # channel c holds 4c + {0..3} (example 0) and 4c + {12..15} (example 1): mean 4c + 7.5, and the squared
    # deviations are 7.5², 6.5², 5.5², 4.5² twice each, so the biased variance is 149/4 = 37.25
    x = jnp.arange(24.0).reshape(2, 3, 2, 2)
    w, b, eps = jnp.array([1.0, 2.0, 0.5]), jnp.array([0.0, 1.0, -1.0]), 1e-5
    y, mean, var = ref.batch_norm_train(x, w, b, eps)
    np.testing.assert_array_equal(mean, [7.5, 11.5, 15.5])
    np.testing.assert_allclose(var, [37.25] * 3, rtol=1e-15)
    xn = np.arange(24.0).reshape(2, 3, 2, 2)
    want = (xn - np.array([7.5, 11.5, 15.5])[:, None, None]) / np.sqrt(37.25 + eps)
    want = want * np.array([1.0, 2.0, 0.5])[:, None, None] + np.array([0.0, 1.0, -1.0])[:, None, None]
    np.testing.assert_allclose(y, want, rtol=1e-14, atol=1e-14)
    rm, rv = ref.running_update(jnp.array([1.0, 0, 0]), jnp.array([2.0, 1, 1]), mean, var, count=8)
    np.testing.assert_allclose(rm, [0.9 + 0.75, 1.15, 1.55], rtol=1e-15)
    np.testing.assert_allclose(rv, [1.8 + 0.1 * 37.25 * 8 / 7, 0.9 + 0.1 * 37.25 * 8 / 7,
                                    0.9 + 0.1 * 37.25 * 8 / 7], rtol=1e-15)  # unbiased: ×8/7


def test_batch_norm_eval_uses_running_statistics():
    x = jnp.arange(8.0).reshape(1, 2, 2, 2)
    y = ref.batch_norm_eval(x, jnp.array([2.0, 1.0]), jnp.array([0.5, 0.0]), jnp.array([1.0, -1.0]),
                            jnp.array([3.0, 0.25]), 1.0)
    want = np.stack([(np.arange(4.0) - 1) / 2 * 2 + 0.5, (np.arange(4.0, 8.0) + 1) / np.sqrt(1.25)])
    np.testing.assert_allclose(y[0], want.reshape(2, 2, 2), rtol=1e-15)


def test_max_pool_pads_with_minus_infinity():
    x = -(jnp.arange(16.0).reshape(1, 1, 4, 4) + 1)  # all negative: zero padding would win at the border
    np.testing.assert_array_equal(ref.max_pool(x)[0, 0], [[-1.0, -2.0], [-5.0, -6.0]])
    x = jnp.arange(36.0).reshape(1, 1, 6, 6)
    np.testing.assert_array_equal(ref.max_pool(x)[0, 0], [[7, 9, 11], [19, 21, 23], [31, 33, 35]])


def test_train_forward_updates_the_stem_statistics_unbiased():
    params, buffers = _draw(TINY_BASIC)
    x = np.random.default_rng(3).normal(size=(2, 3, 32, 32))
    _, new = ref.train_forward(params, buffers, x)
    h = _np_conv(x, params["conv1.weight"], 2, 3)  # the stem BN's input, [2,64,16,16]
    mean, var = h.mean(axis=(0, 2, 3)), h.var(axis=(0, 2, 3), ddof=1)
    np.testing.assert_allclose(new["bn1.running_mean"], 0.9 * buffers["bn1.running_mean"] + 0.1 * mean,
                               rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(new["bn1.running_var"], 0.9 * buffers["bn1.running_var"] + 0.1 * var,
                               rtol=1e-12)
    assert list(new) == list(buffers)
    moved = [k for k in buffers if not np.allclose(new[k], buffers[k])]
    assert moved == list(buffers)  # every BN's statistics move


def test_eval_forward_is_per_example_and_batch_forward_is_not():
    params, buffers = _draw(TINY_BOTTLENECK)
    x = np.random.default_rng(4).normal(size=(4, 3, 32, 32))
    whole = ref.forward(params, x, buffers=buffers, mode="fwd_eval")
    for i in range(4):
        np.testing.assert_allclose(ref.forward(params, x[i:i + 1], buffers=buffers)[0], whole[i], rtol=1e-12)
    batch = ref.forward(params, x, mode="fwd")
    half = ref.forward(params, x[:2], mode="fwd")
    assert np.abs(batch[:2] - half).max() > 1e-3
    np.testing.assert_allclose(ref.train_forward(params, buffers, x)[0], batch, rtol=1e-13)


def test_resnet50_at_the_twin_side():
    params, buffers = _draw(R.SIZES["50"], classes=10)
    x = np.random.default_rng(5).normal(size=(2, 3, 64, 64))
    logits = ref.forward(params, x, buffers=buffers)
    train_logits, new = ref.train_forward(params, buffers, x)
    assert logits.shape == train_logits.shape == (2, 10)
    assert np.all(np.isfinite(logits)) and np.all(np.isfinite(train_logits))
    assert len(new) == 106 and np.abs(logits - train_logits).max() > 1e-3


def _objective(params, buffers, x, targets):
    logits, _ = ref.train_forward(params, buffers, x)
    return ref_loss.ce_loss(logits, targets)


def _targets(n, seed=6):
    return np.random.default_rng(seed).dirichlet(np.ones(K), size=n)


def test_grad_through_train_forward_matches_a_finite_difference():
    params, buffers = _draw(TINY_BOTTLENECK)
    # 64 px: at 32 px layer4 is 1×1 and its BNs normalise two values to ±1, which starves every gradient below
    x, t = np.random.default_rng(7).normal(size=(2, 3, 64, 64)), _targets(2)
    grads = jax.grad(_objective)(params, buffers, x, t)
    assert set(grads) == set(params)
    for name, g in grads.items():
        assert np.all(np.isfinite(g)) and np.abs(g).max() > 0, name
    for name, idx in (("layer2.1.bn3.weight", 1), ("layer1.0.conv2.weight", (0, 1, 2, 0)), ("fc.bias", 3),
                      ("layer3.0.downsample.0.weight", (5, 2, 0, 0)), ("bn1.bias", 7)):
        h = 1e-6

        def at(delta, name=name, idx=idx):
            p = dict(params)
            p[name] = p[name].copy()
            p[name][idx] += delta
            return float(_objective(p, buffers, x, t))

        fd = (at(h) - at(-h)) / (2 * h)
        np.testing.assert_allclose(grads[name][idx], fd, rtol=1e-5, atol=1e-10, err_msg=name)


def test_float32_agrees_with_float64():
    p64, b64 = _draw(TINY_BASIC)
    x64, t = np.random.default_rng(8).normal(size=(2, 3, 64, 64)), _targets(2)
    p32, b32 = ({k: v.astype(np.float32) for k, v in d.items()} for d in (p64, b64))
    x32 = x64.astype(np.float32)

    def run(p, b, x, t):
        def objective(p_):
            logits, new = ref.train_forward(p_, b, x)
            return ref_loss.ce_loss(logits, t), (logits, new)

        (_, (logits, new)), g = jax.value_and_grad(objective, has_aux=True)(p)
        assert logits.dtype == x.dtype and all(a.dtype == x.dtype for a in g.values())
        return logits, new, g

    logits64, new64, g64 = run(p64, b64, x64, t)
    logits32, new32, g32 = run(p32, b32, x32, t.astype(np.float32))

    def rel(a, b):
        return float(np.abs(np.asarray(a, np.float64) - b).max() / np.abs(b).max())

    assert rel(logits32, logits64) < 1e-5
    assert max(rel(new32[k], new64[k]) for k in new64) < 1e-5
    worst = max(rel(g32[k], g64[k]) for k in g64)
    assert 0 < worst < 1e-3


def test_micro_steps_thread_the_running_statistics():
    params, buffers = _draw(TINY_BASIC)
    x = np.random.default_rng(9).normal(size=(4, 3, 32, 32))
    logits, new = ref.train_forward(params, buffers, x, micro_steps=2)
    first, mid = ref.train_forward(params, buffers, x[:2])
    second, last = ref.train_forward(params, mid, x[2:])
    np.testing.assert_allclose(logits, np.concatenate([first, second]), rtol=1e-13)
    for k in new:
        np.testing.assert_allclose(new[k], last[k], rtol=1e-13)
    sync, _ = ref.train_forward(params, buffers, x, replicas=2)  # sync-BN: the whole batch's statistics
    np.testing.assert_allclose(sync, ref.forward(params, x, mode="fwd"), rtol=1e-13)
    with pytest.raises(ValueError, match="micro-steps"):
        ref.train_forward(params, buffers, x, micro_steps=3)


def test_bf16_weight_gradient_rounds_only_the_weight_gradients():
    params, buffers = _draw(TINY_BASIC)
    x, t = np.random.default_rng(10).normal(size=(2, 3, 64, 64)), _targets(2)

    def objective(p, bf16):
        logits, _ = ref.train_forward(p, buffers, x, bf16_wgrad=bf16)
        return ref_loss.ce_loss(logits, t)

    np.testing.assert_array_equal(ref.train_forward(params, buffers, x, bf16_wgrad=True)[0],
                                  ref.train_forward(params, buffers, x)[0])
    exact, rounded = jax.grad(objective)(params, False), jax.grad(objective)(params, True)
    for name, g in exact.items():
        r = float(np.abs(rounded[name] - g).max() / np.abs(g).max())
        if np.ndim(g) > 1:  # conv and fc weights: bf16 operands (2⁻⁸ relative each)
            assert 1e-6 < r < 3e-2, (name, r)
        else:  # BN γ, β and fc.bias see the unrounded cotangents
            assert r < 1e-12, (name, r)


@pytest.mark.parametrize("size", list(R.SIZES))
def test_structure_read_back_from_the_table(size):
    arch = R.SIZES[size]
    params = {p.name: np.broadcast_to(np.float32(0), p.shape) for p in R.param_table(arch, 7)}
    s = ref.resnet_structure(params)
    assert (s.block, s.layers, s.widths, s.classes) == (arch.block, arch.layers, arch.widths, 7)
    assert ref.bn_prefixes(params) == [bn for bn, _, _ in R.bn_layers(arch)]


def test_refusals():
    params, buffers = _draw(TINY_BASIC)
    x = np.zeros((1, 3, 32, 32))
    with pytest.raises(ValueError, match="mode"):
        ref.forward(params, x, mode="train")
    with pytest.raises(ValueError, match="buffers lack"):
        ref.forward(params, x, buffers={k: v for k, v in buffers.items() if not k.startswith("bn1.")})
    with pytest.raises(ValueError, match="buffers lack"):
        ref.forward(params, x)
    with pytest.raises(ValueError, match="dtype"):
        ref.forward(params, x.astype(np.float32), buffers=buffers)
    with pytest.raises(ValueError, match="multiples of 32"):
        ref.forward(params, np.zeros((1, 3, 40, 40)), buffers=buffers)
    with pytest.raises(ValueError, match="layer1..layer4"):
        ref.resnet_structure({k: v for k, v in params.items() if not k.startswith("layer4")})


def test_the_twin_side_is_where_gradients_reach_the_stem():
    """Why R.twin_image_size is 64, not 32: at 32 px layer4 is 1×1, its BNs at batch 2 normalise two values
    to exactly ±1 and pass (almost) no gradient down; at 64 px (2×2, 8 values per channel) every layer gets
    one."""
    params, buffers = _draw(TINY_BOTTLENECK)
    ratio = {}
    for px in (32, R.twin_image_size()):
        x, t = np.random.default_rng(7).normal(size=(2, 3, px, px)), _targets(2)
        g = jax.grad(_objective)(params, buffers, x, t)
        ratio[px] = float(np.abs(g["conv1.weight"]).max() / np.abs(g["fc.weight"]).max())
    assert ratio[32] < 1e-4 and ratio[64] > 1e-2, ratio
