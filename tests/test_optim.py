"""The optimizer stage against optax (float64 through the XLA CPU harness), on a tiny tree of three
parameters: one rank 4, one rank 1 (excluded under ``wx``), one rank 2.

Where our semantics differ from optax (clip's +1e-6, EMA of weights, bias correction as inputs, masked trust
ratio, lr placement in RMSProp) the reference is the spec line, or optax with the mapping spelled out.
"""

import re

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text
from cnxbuild.optim import (all_reduce_mean, clip_by_global_norm, decays, optimizer_stage, scalar_names,
                            scale_by_adam, scale_by_trust_ratio, state_regions)
from cnxbuild.variant import BUILTIN_DATASETS, TrainStep
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

SHAPES = {"stem.0.weight": (4, 3, 2, 2), "stem.0.bias": (4,), "head.fc.weight": (3, 4)}
NAMES = list(SHAPES)
LR, T = 0.1, 3  # learning rate; 1-based step (bias corrections 1 − β^T; optax count T − 1)
TOL = dict(rtol=1e-11, atol=1e-13)


def step(optimizer: str, **kw) -> TrainStep:
    return TrainStep(size="T", dataset=BUILTIN_DATASETS["imagenette"], optimizer=optimizer, **kw)


def tree(seed: int, positive: bool = False) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {n: (rng.uniform(0.1, 1.0, s) if positive else rng.normal(size=s)) for n, s in SHAPES.items()}


def run(build, arrays: dict[str, np.ndarray], dtype: str = "f64") -> tuple[list[np.ndarray], FunctionBuilder]:
    """Emit ``build(args)`` (args: name → Value, one per array) as a function; run it on XLA CPU."""
    fb = FunctionBuilder("t")
    args = {k: fb.arg(k, TensorType(np.shape(a), dtype)) for k, a in arrays.items()}
    fb.ret(*build(args))
    np_dtype = np.float64 if dtype == "f64" else np.float32
    return run_function(fb, [np.asarray(a, np_dtype) for a in arrays.values()]), fb


def run_stage(v: TrainStep, theta, grads, state, scalars, dtype="f64"):
    """optimizer_stage through the harness; returns region → name → array and the function."""
    arrays = {**theta, **{f"{n}.grad": grads[n] for n in NAMES},
              **{f"{n}.{r}": state[r][n] for r in state for n in NAMES}, **scalars}
    layout: list[tuple[str, str]] = []

    def build(a):
        regions = {r: {n: a[f"{n}.{r}"] for n in NAMES} for r in state}
        out = optimizer_stage(v, NAMES, {n: a[n] for n in NAMES}, {n: a[f"{n}.grad"] for n in NAMES},
                              regions, {s: a[s] for s in scalars})
        layout.extend((r, n) for r in out for n in out[r])
        return [out[r][n] for r, n in layout]

    flat, fb = run(build, arrays, dtype)
    res: dict[str, dict[str, np.ndarray]] = {}
    for (r, n), x in zip(layout, flat):
        res.setdefault(r, {})[n] = x
    return res, fb


def mask_of(v: TrainStep) -> dict[str, bool]:
    return {n: decays(n, s, v) for n, s in SHAPES.items()}


def optax_step(opt, params, grads, **state_fields):
    """One optax update from a state whose named fields are set (mu, nu, trace, count); returns θ′, state′."""
    st = optax.tree.set(opt.init(params), **state_fields)
    upd, st = opt.update(grads, st, params)
    return optax.apply_updates(params, upd), st


def close(got: dict, want: dict, **tol) -> None:
    for n in NAMES:
        np.testing.assert_allclose(got[n], np.asarray(want[n]), err_msg=n, **(tol or TOL))


def adam_inputs(seed=0):
    theta, g, m = tree(seed), tree(seed + 1), tree(seed + 2)
    v = tree(seed + 3, positive=True)
    return theta, g, {"m": m, "v": v}, {"lr": LR, "bc1": 1 - 0.9**T, "bc2": 1 - 0.999**T}


# --- pieces ---------------------------------------------------------------------------------------------


def test_scale_by_adam_matches_optax_with_count_t_minus_1():
    _, g, st, sc = adam_inputs()
    n = "stem.0.weight"
    arrays = {"g": g[n], "m": st["m"][n], "v": st["v"][n], "bc1": sc["bc1"], "bc2": sc["bc2"]}
    (u, m, v), _ = run(lambda a: scale_by_adam(a["g"], a["m"], a["v"], a["bc1"], a["bc2"], 0.9, 0.999, 1e-8),
                       arrays)
    tx = optax.scale_by_adam(0.9, 0.999, 1e-8)
    state = optax.tree.set(tx.init(g[n]), mu=st["m"][n], nu=st["v"][n], count=jnp.asarray(T - 1, jnp.int32))
    want_u, want = tx.update(g[n], state)
    for got, ref in ((u, want_u), (m, want.mu), (v, want.nu)):
        np.testing.assert_allclose(got, ref, **TOL)


def test_scale_by_trust_ratio_is_one_for_zero_norms_and_masked():
    u = np.arange(1.0, 7.0).reshape(2, 3)
    theta = np.full((2, 3), 2.0)
    arrays = {"u": u, "theta": theta, "zero": np.zeros((2, 3))}
    outs, _ = run(lambda a: [scale_by_trust_ratio(a["u"], a["theta"]),
                             scale_by_trust_ratio(a["u"], a["zero"]),
                             scale_by_trust_ratio(a["zero"], a["theta"]),
                             scale_by_trust_ratio(a["u"], a["theta"], mask=False)], arrays)
    np.testing.assert_allclose(outs[0], u * np.linalg.norm(theta) / np.linalg.norm(u), **TOL)
    assert np.array_equal(outs[1], u) and np.array_equal(outs[2], np.zeros((2, 3)))
    assert np.array_equal(outs[3], u)


def _clip(grads: dict, c: float):
    (outs, _) = run(lambda a: clip_by_global_norm([a[n] for n in NAMES], c), grads)
    return dict(zip(NAMES, outs))


def test_clip_by_global_norm_in_the_clipping_regime():
    g = tree(4)
    norm = np.sqrt(sum(np.sum(x * x) for x in g.values()))
    c = 0.5
    assert norm > 4 * c
    got = _clip(g, c)
    close(got, {n: g[n] * min(1.0, c / (norm + 1e-6)) for n in NAMES})  # the spec line
    want, _ = optax.clip_by_global_norm(c).update(g, optax.EmptyState())  # optax: no +1e-6
    close(got, want, rtol=1e-6 / norm * 2, atol=0)


def test_clip_by_global_norm_at_factor_1_is_bit_exact():
    g = tree(5)
    got = _clip(g, 1e3)
    for n in NAMES:
        assert np.array_equal(got[n], g[n])


def test_all_reduce_mean_r1_emits_nothing_and_r2_sums_over_replicas_0_1():
    fb = FunctionBuilder("t")
    g = fb.arg("g", TensorType((4,), "f32"))
    assert all_reduce_mean(g, 1) is g and fb.lines == []
    out = all_reduce_mean(g, 2)
    fb.ret(out)
    text = module_text([fb])
    assert text.count("stablehlo.all_reduce") == 1
    assert "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>" in text
    assert re.search(r"stablehlo\.constant dense<0\.5> : tensor<4xf32>", text)


def test_decays_excludes_every_rank1_parameter_only_under_wx():
    assert all(mask_of(step("adamw")).values())
    assert mask_of(step("adamw", wd_exclude_rank1=True)) == {n: len(s) != 1 for n, s in SHAPES.items()}


# --- optimizers through the stage -----------------------------------------------------------------------


@pytest.mark.parametrize("wx", [False, True])
def test_adamw_matches_optax_adamw_with_mask(wx):
    v = step("adamw", wd_exclude_rank1=wx, weight_decay=0.05)
    theta, g, st, sc = adam_inputs()
    got, _ = run_stage(v, theta, g, st, sc)
    opt = optax.adamw(LR, 0.9, 0.999, 1e-8, weight_decay=0.05, mask=mask_of(v))
    want, ost = optax_step(opt, theta, g, mu=st["m"], nu=st["v"], count=jnp.asarray(T - 1, jnp.int32))
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "mu"))
    close(got["v"], optax.tree.get(ost, "nu"))
    assert list(got) == ["theta", "m", "v"]


def test_lamb_matches_optax_chain_with_masked_trust_ratio_and_zero_norm_param():
    v = step("lamb", wd_exclude_rank1=True)  # wd 0.02 (default); stem.0.bias excluded → wd 0, trust 1
    theta, g, st, sc = adam_inputs(10)
    theta["head.fc.weight"] = np.zeros(SHAPES["head.fc.weight"])  # ‖θ‖ = 0 → trust 1
    got, _ = run_stage(v, theta, g, st, sc)
    mask = mask_of(v)
    opt = optax.chain(optax.scale_by_adam(0.9, 0.999, 1e-6), optax.add_decayed_weights(0.02, mask),
                      optax.masked(optax.scale_by_trust_ratio(), mask), optax.scale(-LR))
    want, ost = optax_step(opt, theta, g, mu=st["m"], nu=st["v"], count=jnp.asarray(T - 1, jnp.int32))
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "mu"))
    close(got["v"], optax.tree.get(ost, "nu"))


@pytest.mark.parametrize("wx", [False, True])
def test_momentum_matches_optax_sgd_momentum_with_coupled_decay(wx):
    v = step("momentum", wd_exclude_rank1=wx, weight_decay=0.01)
    theta, g, m = tree(20), tree(21), tree(22)
    got, _ = run_stage(v, theta, g, {"m": m}, {"lr": LR})
    opt = optax.chain(optax.add_decayed_weights(0.01, mask_of(v)), optax.sgd(LR, momentum=0.9))
    want, ost = optax_step(opt, theta, g, trace=m)
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "trace"))


@pytest.mark.parametrize("wx,mu", [(False, 0.9), (True, 0.875)])
def test_nesterov_matches_optax_sgd_nesterov_with_coupled_decay(wx, mu):
    """m′ = μ·m + g_d kept, θ′ = θ − lr·(g_d + μ·m′): optax's ``sgd(nesterov=True)`` (PyTorch's
    ``SGD(nesterov=True)``); heavy ball on the same inputs lands elsewhere (the plant a check must see)."""
    v = step("nesterov", wd_exclude_rank1=wx, weight_decay=0.01, mu=mu)
    theta, g, m = tree(24), tree(25), tree(26)
    got, _ = run_stage(v, theta, g, {"m": m}, {"lr": LR})
    opt = optax.chain(optax.add_decayed_weights(0.01, mask_of(v)), optax.sgd(LR, momentum=mu, nesterov=True))
    want, ost = optax_step(opt, theta, g, trace=m)
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "trace"))
    heavy, _ = run_stage(step("momentum", wd_exclude_rank1=wx, weight_decay=0.01, mu=mu), theta, g, {"m": m},
                         {"lr": LR})
    close(heavy["m"], got["m"])  # the same state; only the update looks ahead
    for n in NAMES:
        assert not np.allclose(heavy["theta"][n], got["theta"][n], rtol=1e-6), n


def test_rmsprop_matches_optax_rmsprop_tf_flavour_with_coupled_decay():
    v = step("rmsprop", wd_exclude_rank1=True, weight_decay=0.01)
    theta, g, m, ms = tree(30), tree(31), tree(32), tree(33, positive=True)
    got, _ = run_stage(v, theta, g, {"m": m, "v": ms}, {"lr": LR})
    rms = optax.rmsprop(LR, decay=0.9, eps=1e-3, initial_scale=1.0, eps_in_sqrt=True, momentum=0.9)
    opt = optax.chain(optax.add_decayed_weights(0.01, mask_of(v)), rms)
    # optax's trace sits after scale_by_learning_rate: it holds −lr·m.
    want, ost = optax_step(opt, theta, g, nu=ms, trace={n: -LR * m[n] for n in NAMES})
    close(got["theta"], want)
    close(got["v"], optax.tree.get(ost, "nu"))
    close(got["m"], {n: -x / LR for n, x in optax.tree.get(ost, "trace").items()})


# --- the optimizers' constants set by the matrix (D130): each baked value is the one optax computes with -----


def test_adamw_and_lamb_bake_the_variants_betas_and_eps():
    """b1 0.8, b2 0.95, ε 1e-4 (large enough to move θ′ visibly: a stage that baked the defaults is off by far
    more than the tolerance) against optax with the same constants; LAMB likewise."""
    theta, g, st, _ = adam_inputs(50)
    sc = {"lr": LR, "bc1": 1 - 0.8**T, "bc2": 1 - 0.95**T}
    v = step("adamw", b1=0.8, b2=0.95, optimizer_eps=1e-4, weight_decay=0.05)
    got, _ = run_stage(v, theta, g, st, sc)
    opt = optax.adamw(LR, 0.8, 0.95, 1e-4, weight_decay=0.05)
    want, ost = optax_step(opt, theta, g, mu=st["m"], nu=st["v"], count=jnp.asarray(T - 1, jnp.int32))
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "mu"))
    close(got["v"], optax.tree.get(ost, "nu"))
    default, _ = run_stage(step("adamw", weight_decay=0.05), theta, g, st, sc)
    assert not np.allclose(default["theta"]["stem.0.weight"], got["theta"]["stem.0.weight"], rtol=1e-6)
    v = step("lamb", b1=0.85, b2=0.98, optimizer_eps=1e-5)
    got, _ = run_stage(v, theta, g, st, {"lr": LR, "bc1": 1 - 0.85**T, "bc2": 1 - 0.98**T})
    opt = optax.chain(optax.scale_by_adam(0.85, 0.98, 1e-5), optax.add_decayed_weights(0.02),
                      optax.scale_by_trust_ratio(), optax.scale(-LR))
    want, ost = optax_step(opt, theta, g, mu=st["m"], nu=st["v"], count=jnp.asarray(T - 1, jnp.int32))
    close(got["theta"], want)
    close(got["v"], optax.tree.get(ost, "nu"))


def test_momentum_and_rmsprop_bake_the_variants_mu_rho_and_eps():
    theta, g, m, ms = tree(60), tree(61), tree(62), tree(63, positive=True)
    v = step("momentum", mu=0.875, weight_decay=0.01)
    got, _ = run_stage(v, theta, g, {"m": m}, {"lr": LR})
    opt = optax.chain(optax.add_decayed_weights(0.01), optax.sgd(LR, momentum=0.875))
    want, ost = optax_step(opt, theta, g, trace=m)
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "trace"))
    v = step("rmsprop", rho=0.99, mu=0.5, optimizer_eps=1e-2, weight_decay=0.01)
    got, _ = run_stage(v, theta, g, {"m": m, "v": ms}, {"lr": LR})
    rms = optax.rmsprop(LR, decay=0.99, eps=1e-2, initial_scale=1.0, eps_in_sqrt=True, momentum=0.5)
    opt = optax.chain(optax.add_decayed_weights(0.01), rms)
    want, ost = optax_step(opt, theta, g, nu=ms, trace={n: -LR * m[n] for n in NAMES})
    close(got["theta"], want)
    close(got["v"], optax.tree.get(ost, "nu"))


def test_sgd_matches_optax_sgd_with_coupled_decay():
    v = step("sgd", weight_decay=0.01)
    theta, g = tree(40), tree(41)
    got, _ = run_stage(v, theta, g, {}, {"lr": LR})
    want, _ = optax_step(optax.chain(optax.add_decayed_weights(0.01), optax.sgd(LR)), theta, g)
    close(got["theta"], want)
    assert list(got) == ["theta"]


def test_fused_sgd_bakes_lr_and_matches_optax_sgd():
    v = step("fused_sgd", lr=0.05)
    theta, g = tree(50), tree(51)
    got, fb = run_stage(v, theta, g, {}, {})
    want, _ = optax_step(optax.sgd(0.05), theta, g)
    close(got["theta"], want)
    assert [a.name for a in fb.args] == NAMES + [f"{n}.grad" for n in NAMES]
    assert "dense<0.05>" in "\n".join(fb.lines)


# --- accumulation, clip order, EMA, data parallel -------------------------------------------------------


def _acc_ema_case(apply: float):
    v = step("adamw", accumulate=4, ema=True, wd_exclude_rank1=True)
    theta, g, st, sc = adam_inputs(60)
    st.update(acc=tree(64), ema=tree(65))
    sc.update(accumulate_apply=apply, ema_decay=0.9)
    got, _ = run_stage(v, theta, g, st, sc)
    return v, theta, g, st, got


def test_accumulate_only_micro_step_returns_state_bit_exact():
    _, theta, g, st, got = _acc_ema_case(0.0)
    assert list(got) == ["theta", "m", "v", "acc", "ema"]
    for n in NAMES:
        assert np.array_equal(got["theta"][n], theta[n])
        for r in ("m", "v", "ema"):
            assert np.array_equal(got[r][n], st[r][n]), (r, n)
        assert np.array_equal(got["acc"][n], st["acc"][n] + g[n])


def test_applying_micro_step_runs_optimizer_on_mean_gradient_then_ema_and_resets_acc():
    v, theta, g, st, got = _acc_ema_case(1.0)
    mean = {n: (st["acc"][n] + g[n]) / 4 for n in NAMES}
    opt = optax.adamw(LR, 0.9, 0.999, 1e-8, weight_decay=v.weight_decay, mask=mask_of(v))
    want, ost = optax_step(opt, theta, mean, mu=st["m"], nu=st["v"], count=jnp.asarray(T - 1, jnp.int32))
    close(got["theta"], want)
    close(got["m"], optax.tree.get(ost, "mu"))
    close(got["v"], optax.tree.get(ost, "nu"))
    close(got["ema"], {n: 0.9 * st["ema"][n] + 0.1 * np.asarray(want[n]) for n in NAMES})  # EMA of θ′
    for n in NAMES:
        assert np.array_equal(got["acc"][n], np.zeros(SHAPES[n]))


def test_clip_applies_to_the_mean_accumulated_gradient():
    v = step("momentum", accumulate=2, clip_norm=0.5, weight_decay=0.0)
    theta, g, acc, m = tree(70), tree(71), tree(72), tree(73)
    got, _ = run_stage(v, theta, g, {"m": m, "acc": acc}, {"lr": LR, "accumulate_apply": 1.0})
    mean = {n: (acc[n] + g[n]) / 2 for n in NAMES}
    norm = np.sqrt(sum(np.sum(x * x) for x in mean.values()))
    assert norm > 0.5
    clipped = {n: mean[n] * (0.5 / (norm + 1e-6)) for n in NAMES}
    want, _ = optax_step(optax.sgd(LR, momentum=0.9), theta, clipped, trace=m)
    close(got["theta"], want)


def test_data_parallel_stage_all_reduces_each_gradient_before_the_clip():
    v = step("adamw", replicas=2, clip_norm=1.0)
    fb = FunctionBuilder("t")
    args = {k: fb.arg(k.replace("/", "."), TensorType(SHAPES[k.split("/")[0]], "f32"))
            for k in [f"{n}/{s}" for s in ("theta", "grad", "m", "v") for n in NAMES]}
    sc = {s: fb.arg(s, TensorType((), "f32")) for s in scalar_names(v)}
    pick = {s: {n: args[f"{n}/{s}"] for n in NAMES} for s in ("theta", "grad", "m", "v")}
    out = optimizer_stage(v, NAMES, pick["theta"], pick["grad"], {"m": pick["m"], "v": pick["v"]}, sc)
    fb.ret(*[x for region in out.values() for x in region.values()])
    lines = module_text([fb]).splitlines()
    reduces = [i for i, s in enumerate(lines) if "stablehlo.all_reduce" in s]
    assert len(reduces) == len(NAMES)
    assert max(reduces) < min(i for i, s in enumerate(lines) if "%global_norm =" in s)
    assert all("dense<[[0, 1]]>" in "\n".join(lines[i:i + 5]) for i in reduces)


# --- layout and errors ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kw,regions", [
    (dict(optimizer="lamb", accumulate=8, ema=True), ("m", "v", "acc", "ema")),
    (dict(optimizer="rmsprop"), ("m", "v")), (dict(optimizer="momentum", ema=True), ("m", "ema")),
    (dict(optimizer="sgd", accumulate=2), ("acc",)), (dict(optimizer="fused_sgd"), ()),
])
def test_state_regions_and_scalars_agree_with_the_interface(kw, regions):
    from cnxbuild import step as interface_module

    v = step(**kw)
    assert state_regions(v) == regions == interface_module.region_names(v)
    assert scalar_names(v) == interface_module.scalar_names(v)


def test_missing_region_is_an_error_naming_the_stage():
    v = step("adamw")
    fb = FunctionBuilder("t")
    p = {n: fb.arg(n, TensorType(s, "f32")) for n, s in SHAPES.items()}
    with pytest.raises(EmitError, match=r"optimizer_stage: state regions \['m'\] != \['m', 'v'\]"):
        optimizer_stage(v, NAMES, p, p, {"m": p}, {})


def test_f32_stage_with_every_feature_tracks_f64():
    v = step("lamb", accumulate=2, ema=True, wd_exclude_rank1=True, clip_norm=0.5)
    theta, g, st, sc = adam_inputs(80)
    st.update(acc=tree(84), ema=tree(85))
    sc.update(accumulate_apply=1.0, ema_decay=0.99)
    f64, _ = run_stage(v, theta, g, st, sc)
    f32, _ = run_stage(v, theta, g, st, sc, dtype="f32")
    for r in f64:
        close(f32[r], f64[r], rtol=2e-5, atol=2e-6)
