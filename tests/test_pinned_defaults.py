"""The baked defaults pinned to their primary sources, on both sides of the check.

The emitter bakes β's, ε's, μ, ρ and the default weight decays from ``cnxbuild.variant.OPTIMIZER_DEFAULTS``, and
the reference reads the same table: a wrong value there is reproduced by both sides and no numeric check can
see it. So the values are written here as literals, from:

- spec/variants.md, "Optimizer defaults" (the table) and "Axes of a Variant" (label smoothing 0.1, LayerNorm
  ε 1e-6, ``clip`` alone = 1.0, fused_sgd lr 0.1 and plain CE);
- AdamW: Loshchilov & Hutter 2019 / optax ``adamw`` (β1 0.9, β2 0.999, ε 1e-8, ε outside the square root);
- LAMB: You et al. 2020 / optax ``lamb`` (β1 0.9, β2 0.999, ε 1e-6);
- Nesterov momentum: PyTorch ``SGD(nesterov=True)`` as timm's ``opt="nesterov"`` makes it (μ 0.9; wd as momentum's);
- RMSProp, TF flavour: timm ``RMSpropTF`` (ρ 0.9, ε 1e-3 inside the square root, momentum 0.9);
- label smoothing 0.1 and LayerNorm ε 1e-6: timm's ConvNeXt recipe and ``LayerNorm2d`` (eps=1e-6).

What the emitter bakes is read twice: from a rendered artifact's sidecar ``constants`` and from the arguments the
optimizer stage, the loss, the LayerNorms and the clip actually receive while the module is emitted (spies on
the emitter's functions). What the reference uses is measured: its optimizer step on a small tensor against the
closed-form rule written here with the literals, and the options its train step passes to the gradient.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from cnxbuild import step
from cnxbuild.layers import loss as loss_layer
from cnxbuild.layers import norm
from cnxbuild.optim import stage
from cnxbuild.slug import parse_slug

ADAMW = dict(b1=0.9, b2=0.999, eps=1e-8, weight_decay=1e-4)
LAMB = dict(b1=0.9, b2=0.999, eps=1e-6, weight_decay=0.02)
MOMENTUM = dict(mu=0.9, weight_decay=1e-4)
NESTEROV = dict(mu=0.9, weight_decay=1e-4)
RMSPROP = dict(rho=0.9, mu=0.9, eps=1e-3, weight_decay=1e-5)
SGD = dict(weight_decay=0.0)
FUSED_SGD = dict(lr=0.1, weight_decay=0.0, label_smoothing=0.0)
LABEL_SMOOTHING = 0.1  # ce with every optimizer but fused_sgd
LN_EPS = 1e-6
CLIP = 1.0  # `clip` without digits

PINNED = {  # slug of the optimizer's default artifact → the constants it must bake
    "convnextatto_adam_train_step": ADAMW,
    "convnextatto_lamb_train_step": LAMB,
    "convnextatto_mom_train_step": MOMENTUM,
    "convnextatto_nest_train_step": NESTEROV,
    "convnextatto_rms_train_step": RMSPROP,
    "convnextatto_sgd_train_step": SGD,
    "convnextatto_train_step": FUSED_SGD,
}


def sidecar_constants(slug: str) -> dict:
    return step.sidecar(parse_slug(slug))["constants"]


def assert_sidecar_pins(slug: str, pinned: dict) -> None:
    c = sidecar_constants(slug)
    for k, want in pinned.items():
        assert c[k] == want, f"{slug}: sidecar constant {k} = {c[k]!r}, the spec says {want!r}"
    assert c["norm_eps"] == LN_EPS
    if "label_smoothing" not in pinned:
        assert c["label_smoothing"] == LABEL_SMOOTHING


def emitted_arguments(slug: str, monkeypatch) -> dict:
    """The constants the emitter passes while rendering ``slug`` at a tiny geometry: the optimizer chain's
    keyword arguments (first parameter), the loss's α, every LayerNorm's ε and the clip's C."""
    v = parse_slug(slug).model_copy(update={"image_size": 32, "batch": 1})
    seen: dict = {"ln_eps": set()}
    chain = stage.CHAINS[v.optimizer]
    ce, ln, clip = loss_layer.cross_entropy, norm.layer_norm_forward, stage.clip_by_global_norm

    def spy_chain(theta, g, state, **kw):
        seen.setdefault("chain", {k: x for k, x in kw.items() if isinstance(x, float) or k == "decays"})
        return chain(theta, g, state, **kw)

    def spy_ce(z, t, *, label_smoothing, name="ce"):
        seen["label_smoothing"] = label_smoothing
        return ce(z, t, label_smoothing=label_smoothing, name=name)

    def spy_ln(x, w, b, *, eps, name="ln"):
        seen["ln_eps"].add(eps)
        return ln(x, w, b, eps=eps, name=name)

    def spy_clip(grads, max_norm):
        seen["clip"] = max_norm
        return clip(grads, max_norm)

    with monkeypatch.context() as m:
        m.setitem(stage.CHAINS, v.optimizer, spy_chain)
        m.setattr(loss_layer, "cross_entropy", spy_ce)
        m.setattr(norm, "layer_norm_forward", spy_ln)
        m.setattr(stage, "clip_by_global_norm", spy_clip)
        step.render(v)
    return seen


def assert_emitter_pins(slug: str, pinned: dict, monkeypatch) -> None:
    seen = emitted_arguments(slug, monkeypatch)
    for k, want in pinned.items():
        if k == "label_smoothing":
            continue
        assert seen["chain"][k] == want, f"{slug}: the emitter bakes {k} = {seen['chain'][k]!r}, spec {want!r}"
    assert seen["label_smoothing"] == pinned.get("label_smoothing", LABEL_SMOOTHING)
    assert seen["ln_eps"] == {LN_EPS}


@pytest.mark.parametrize("slug", list(PINNED))
def test_the_sidecar_bakes_the_spec_defaults(slug):
    assert_sidecar_pins(slug, PINNED[slug])


@pytest.mark.parametrize("slug", list(PINNED))
def test_the_emitter_passes_the_spec_defaults(slug, monkeypatch):
    assert_emitter_pins(slug, PINNED[slug], monkeypatch)


def test_clip_alone_is_one(monkeypatch):
    assert parse_slug("convnextatto_momclip_train_step").clip_norm == CLIP
    assert emitted_arguments("convnextatto_momclip_train_step", monkeypatch)["clip"] == CLIP
    assert sidecar_constants("convnextatto_momclip_train_step")["clip_norm"] == CLIP


# ---------------------------------------------------------------------------------------------------------
# The reference: its optimizer step against the closed-form rules with the literals above


jax = pytest.importorskip("jax")

LR, BC1, BC2, T = 1e-3, 1 - 0.9**3, 1 - 0.999**3, 3


def _tensors(seed: int = 0):
    rng = np.random.default_rng(seed)
    theta, g = rng.normal(0, 0.5, (4, 3)), rng.normal(0, 1e-2, (4, 3))
    m, v = rng.normal(0, 1e-2, (4, 3)), rng.uniform(1e-5, 1e-4, (4, 3))
    return theta, g, m, v


def closed_form(opt: str, theta, g, m, v):
    """θ′, m′, v′ of spec/convnext.md "Optimizer semantics" with the literal constants (float64, one tensor,
    rank 2 so that it decays)."""
    if opt == "adamw":
        c = ADAMW
        m1, v1 = c["b1"] * m + (1 - c["b1"]) * g, c["b2"] * v + (1 - c["b2"]) * g * g
        u = (m1 / BC1) / (np.sqrt(v1 / BC2) + c["eps"])
        return theta - LR * u - LR * c["weight_decay"] * theta, m1, v1
    if opt == "lamb":
        c = LAMB
        m1, v1 = c["b1"] * m + (1 - c["b1"]) * g, c["b2"] * v + (1 - c["b2"]) * g * g
        r = (m1 / BC1) / (np.sqrt(v1 / BC2) + c["eps"]) + c["weight_decay"] * theta
        return theta - LR * (np.linalg.norm(theta) / np.linalg.norm(r)) * r, m1, v1
    if opt == "momentum":
        c = MOMENTUM
        m1 = c["mu"] * m + g + c["weight_decay"] * theta
        return theta - LR * m1, m1, None
    if opt == "nesterov":
        c = NESTEROV
        gd = g + c["weight_decay"] * theta
        m1 = c["mu"] * m + gd
        return theta - LR * (gd + c["mu"] * m1), m1, None
    if opt == "rmsprop":
        c = RMSPROP
        gd = g + c["weight_decay"] * theta
        v1 = c["rho"] * v + (1 - c["rho"]) * gd * gd
        m1 = c["mu"] * m + gd / np.sqrt(v1 + c["eps"])
        return theta - LR * m1, m1, v1
    if opt == "sgd":
        return theta - LR * (g + SGD["weight_decay"] * theta), None, None
    if opt == "fused_sgd":
        return theta - FUSED_SGD["lr"] * g, None, None
    raise AssertionError(opt)


def reference_optimizer_step(opt: str, theta, g, m, v):
    from cnxbuild import reference as ref
    from cnxbuild.variant import BUILTIN_DATASETS, TrainStep

    variant = TrainStep(optimizer=opt, size="atto", dataset=BUILTIN_DATASETS["imagenette"])
    regions = ref.region_names(variant)[1:]
    state = {r: {"w": {"m": m, "v": v}[r]} for r in regions}
    scalars = {"lr": LR, "bc1": BC1, "bc2": BC2}
    scalars = {k: s for k, s in scalars.items() if k in ref.scalar_names(variant)}
    with jax.enable_x64(True):
        out = ref.optimizer_step(variant, {"w": theta}, {"w": g}, state, scalars)
        return {r: np.asarray(out[r]["w"]) for r in out}


@pytest.mark.parametrize("opt", ["adamw", "lamb", "momentum", "nesterov", "rmsprop", "sgd", "fused_sgd"])
def test_the_reference_uses_the_spec_defaults(opt):
    theta, g, m, v = _tensors()
    assert_reference_pins(opt, theta, g, m, v)


def assert_reference_pins(opt: str, theta, g, m, v) -> None:
    got = reference_optimizer_step(opt, theta, g, m, v)
    want_theta, want_m, want_v = closed_form(opt, theta, g, m, v)
    np.testing.assert_allclose(got["params"], want_theta, rtol=1e-13, atol=0,
                               err_msg=f"{opt}: the reference's θ′ is not the spec's with the literal defaults")
    if want_m is not None:
        np.testing.assert_allclose(got["m"], want_m, rtol=1e-12, err_msg=f"{opt}: m′")
    if want_v is not None:
        np.testing.assert_allclose(got["v"], want_v, rtol=1e-12, err_msg=f"{opt}: v′")


def test_the_reference_train_step_gets_the_spec_loss_and_norm_defaults(monkeypatch):
    """The gradient the reference differentiates uses α 0.1, ε 1e-6 (a spy on its loss_and_grad); the clip of
    a ``clip`` variant is C = 1.0 with the spec's +1e-6 (a spy gradient of known norm)."""
    from cnxbuild import reference as ref
    from cnxbuild.reference import train

    seen = {}
    rng = np.random.default_rng(1)
    v = parse_slug("convnextatto_sgdclip_train_step").model_copy(update={"image_size": 32, "batch": 1})
    params = {p.name: rng.normal(0, 0.02, p.shape) for p in step.interface(v).inputs if p.role == "theta"}
    n = sum(a.size for a in params.values())

    def spy(p, x, targets, **kw):
        seen.update(kw)
        return np.float64(0.0), {k: np.full_like(a, 3.0 / math.sqrt(n)) for k, a in p.items()}, {}  # ‖g‖ = 3

    monkeypatch.setattr(train, "loss_and_grad", spy)
    with jax.enable_x64(True):
        out, _ = ref.reference_step(v, params, {}, {"lr": 1.0}, rng.normal(size=(1, 3, 32, 32)),
                                    rng.dirichlet(np.ones(v.classes), 1))
    assert seen["label_smoothing"] == LABEL_SMOOTHING and seen["ln_eps"] == LN_EPS
    factor = CLIP / (3.0 + 1e-6)
    np.testing.assert_allclose(out["params"]["head.fc.bias"],
                               params["head.fc.bias"] - factor * 3.0 / math.sqrt(n), rtol=1e-12)
