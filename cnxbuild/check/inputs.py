"""The check's twin and its seeded inputs (spec/checks.md, "Twin" and "Inputs").

The twin is the shipped Variant with only its geometry changed: the net family's twin batch per replica and the
image side the family asks for (:meth:`cnxbuild.nets.Family.twin_image_size`: every kernel tap meets real pixels
in every stage and every reduction is over more than one position). Everything about the net (parameter and
buffer tables, the realistic-scale draw, the parameter that drives a clip variant) comes from the family
(:func:`cnxbuild.nets.family_of`). Inputs are seeded from the slug: the same check always sees the same numbers.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

import numpy as np

from cnxbuild.check import oracle
from cnxbuild.nets import family_of
from cnxbuild.slug import slug
from cnxbuild.step import arch_of, buffer_ports, interface
from cnxbuild.variant import Forward, Loss, Optimizer, TrainStep

__all__ = ["twin", "emitter_lists", "reference_lists", "list_mismatch", "seed", "init_params", "init_buffers",
           "CheckInputs", "off_kinks", "make_inputs", "pulled_targets"]

CHECK_T = 3  # the 1-based step whose bias corrections the check feeds
EMA_DECAY = 0.9
LR = 1e-3
# Plain sgd has no state region: θ′ = θ − lr·g is its only output that carries the gradient, and at lr 1e-3
# lr·g of a norm scale or γ (~1e-6) is below θ′'s float32 rounding (θ ≈ 1). Its check feeds lr 1e3 (D15).
SGD_LR = 1e3
# AdamW and LAMB decay decoupled, scaled by lr: at lr 1e-3 and an update direction u of order 1, the decay
# moves θ′ by lr·wd·θ (1e-7 of θ at AdamW's default wd 1e-4), under θ′'s float32 rounding, so no wd, sign or
# exclusion of the decay was visible. Their run B feeds lr DECAY_LR and a mean square DECAY_V² times the
# gradients' scale, so that |u| ~ 1e-3 and the decay is ~1e-3 of θ′ (docs/decisions.md, D79).
DECOUPLED = (Optimizer.adamw, Optimizer.lamb)
DECAY_LR = 1e3
DECAY_V = 1e3
# LAMB's trust ratio is 1 where ‖θ‖ or ‖u‖ is 0: every zero-initialised bias at a real run's first step. The
# check's θ had no zero tensor, so a wrong fallback (0: the bias never moves) passed. Both runs feed the
# family's ``zero_param`` (the classifier's bias) as 0 where it takes the trust ratio, i.e. without ``wx``; in
# both, so that runs A and B still share one gradient per precision (D63, D82).
TRUST_RATIO = (Optimizer.lamb,)
KEEP = 0.8  # drop-path keep probability of the check's masks (values 0 or 1/KEEP)
# The biases off_kinks chose per slug: make_inputs draws the same θ, buffers and x on every call (the clip drive's
# measurements, runs A and B) and the drive scales no bias, so the float64 conditioning walk runs once per check.
_CONDITIONED: dict[str, dict[str, np.ndarray]] = {}



def twin(v: TrainStep | Forward) -> TrainStep | Forward:
    """``v`` at its net family's twin image side (:meth:`~cnxbuild.nets.Family.twin_image_size`) and twin
    batch per replica; everything else unchanged."""
    fam = family_of(v)
    return v.model_copy(update={"image_size": fam.twin_image_size(arch_of(v)), "batch": fam.twin_batch})


def emitter_lists(t: TrainStep) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(regions, scalars)`` of the emitted interface of ``t``: the state regions besides θ in output order
    (the roles of the outputs between θ′ and the loss) and the runtime scalars in input order."""
    iface = interface(t)
    regions: list[str] = []
    for p in iface.outputs:
        if p.role not in ("theta", "buffer", "loss") and p.role not in regions:
            regions.append(p.role)
    return tuple(regions), tuple(p.name for p in iface.inputs if p.role == "scalar")


def reference_lists(t: TrainStep) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(regions, scalars)`` as the reference derives them from ``t``'s optimizer semantics
    (:func:`cnxbuild.reference.region_names` without θ, :func:`cnxbuild.reference.scalar_names`)."""
    from cnxbuild import reference

    return tuple(reference.region_names(t)[1:]), tuple(reference.scalar_names(t))


def list_mismatch(t: TrainStep) -> str | None:
    """A FAIL note when the emitted interface's regions or scalars differ from the reference's, else None
    (spec/checks.md, "Verdict": asserted before anything is compared)."""
    (er, es), (rr, rs) = emitter_lists(t), reference_lists(t)
    bad = []
    if er != rr:
        bad.append(f"state regions: emitter {list(er)}, reference {list(rr)}")
    if es != rs:
        bad.append(f"scalars: emitter {list(es)}, reference {list(rs)}")
    return f"FAIL interface: {'; '.join(bad)}" if bad else None


def seed(v: TrainStep | Forward, salt: str) -> np.random.Generator:
    digest = hashlib.sha256(f"{slug(v)}/{salt}".encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def init_params(v: TrainStep | Forward, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """θ at realistic scales, the family's draw per parameter in table order (spec/checks.md, "Inputs")."""
    fam = family_of(v)
    return {p.name: fam.check_draw(p, rng) for p in fam.param_table(arch_of(v), v.classes)}


def init_buffers(v: TrainStep | Forward, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """The buffers ``v``'s artifact reads (:func:`cnxbuild.step.buffer_ports`) at realistic scales, the
    family's draw; {} for a family without buffers (no draw, so the other inputs are unchanged)."""
    fam = family_of(v)
    return {p.name: fam.check_draw(p, rng) for p in fam.buffer_table(arch_of(v))} if buffer_ports(v) else {}


@dataclass
class CheckInputs:
    """Every input of one applied step for the whole k·R·B batch, as the artifact sees them: float32 arrays and
    float32-representable scalars, so the float64 truth is computed on exactly the artifact's inputs."""

    params: dict[str, np.ndarray]
    state: dict[str, dict[str, np.ndarray]]
    scalars: dict[str, float]
    x: np.ndarray
    targets: np.ndarray
    drop_masks: list[np.ndarray] | None
    run: str = "A"
    buffers: dict[str, np.ndarray] = field(default_factory=dict)


def _targets(v: TrainStep, rng: np.random.Generator, n: int) -> np.ndarray:
    if v.loss is Loss.bce:
        return rng.integers(0, 2, (n, v.classes)).astype(np.float64)
    return rng.dirichlet(np.ones(v.classes), n)


def _masks(v: TrainStep, rng: np.random.Generator, n: int) -> list[np.ndarray] | None:
    """The drop masks, ``[n]`` each: 0 or 1/:data:`KEEP`, at least one 0 and one 1/keep among them.

    With batch statistics (a family with buffers), every mask takes both values within each micro-step's c
    examples (the R replicas' together: one BatchNorm statistic), mask j dropping the group's example j mod c
    and keeping the next, and mask j's kept value is its own, 1/keep_j, keep_j falling from :data:`KEEP` to
    KEEP − 0.1 over the S sites (as a ramp drops later blocks more). Where a mask is the same for a whole
    group, the BN that follows subtracts its scaling of a shift, and the gradient of the block's last BN bias
    is a zero the check would judge against its own rounding noise; and with two examples a group has only two
    such masks, so without a value of its own per site the check could not tell one site's mask from another's
    (D114)."""
    if not v.stochastic_depth:
        return None
    sites = family_of(v).drop_sites(arch_of(v))
    masks = [np.where(rng.uniform(size=n) < KEEP, 1.0 / KEEP, 0.0) for _ in range(sites)]
    masks[0][0], masks[-1][-1] = 0.0, 1.0 / KEEP  # some zeros and some 1/keep, whatever the draw
    c = n // v.accumulate
    if family_of(v).buffer_table(arch_of(v)) and c > 1:
        for j, m in enumerate(masks):
            kept = 1.0 / (KEEP - 0.1 * j / max(sites - 1, 1))
            m[m > 0] = kept
            for start in range(0, n, c):
                m[start + j % c], m[start + (j + 1) % c] = 0.0, kept
    return masks


def _state(v: TrainStep, params: dict, rng: np.random.Generator, run: str, gscale: dict | None) -> dict:
    state: dict[str, dict[str, np.ndarray]] = {}
    for r in emitter_lists(v)[0]:  # zeros as float32 calloc pages: not resident until written (ConvNeXt-B)
        if r == "acc":
            state[r] = {n: np.zeros(a.shape, np.float32) for n, a in params.items()}
        elif r == "ema":
            state[r] = {n: a + rng.normal(0.0, 0.01, a.shape) for n, a in params.items()}
        elif run == "A":
            state[r] = {n: np.zeros(a.shape, np.float32) for n, a in params.items()}
        else:  # m ~ N(0, σ²), v (Adam's or rmsprop's mean square) ~ U(0.1σ², σ²), σ the gradient's RMS
            s = gscale or {}  # (AdamW's and LAMB's v: U(0.1, 1)·(DECAY_V·σ)², D79)
            k = DECAY_V ** 2 if v.optimizer in DECOUPLED else 1.0
            state[r] = {n: (rng.normal(0.0, s.get(n, 1e-3), a.shape) if r == "m" else
                            k * rng.uniform(0.1 * s.get(n, 1e-3) ** 2, s.get(n, 1e-3) ** 2, a.shape))
                        for n, a in params.items()}
    if run == "A" and v.optimizer is Optimizer.rmsprop:
        state["v"] = {n: np.ones_like(a) for n, a in params.items()}  # the driver initialises it to 1
    return state


def off_kinks(t: TrainStep | Forward, params: dict, buffers: dict, x: np.ndarray) -> dict[str, np.ndarray]:
    """θ moved off the kinks of the twin's forward when the family's reference has a ``condition`` (a ReLU
    family: no pre-ReLU value within rounding distance of 0, where the gradient jumps; docs/decisions.md);
    ``params`` unchanged otherwise. Conditioned on the float32 values the artifact is fed."""
    from cnxbuild.reference.families import model_of

    try:
        model = model_of(t)
    except ValueError:  # a family without a reference model (a test's fake one): nothing to condition on
        return params
    condition = getattr(model, "condition", None)
    if condition is None:
        return params
    mode = "train" if isinstance(t, TrainStep) else t.kind
    f32 = {k: oracle.f32(a) for k, a in params.items()}
    new, _ = condition(f32, {k: oracle.f32(a) for k, a in buffers.items()}, oracle.f32(x), mode=mode, **model.options(t))
    return {k: new[k] if k.endswith(".bias") else params[k] for k in params}


def make_inputs(v: TrainStep, run: str = "A", gscale: dict[str, float] | None = None,
                drive: float = 1.0, pull: float = 0.0) -> CheckInputs:
    """Seeded inputs of run A (m = v = 0) or B (random state at the gradients' scale ``gscale``).

    ``drive`` multiplies the family's ``driven_param`` (a scale near the head, e.g. the head norm's, so every
    gradient but its own scales by about ``drive``): :func:`~cnxbuild.check.gradients.clip_drive` uses it to put a clip variant in its
    clipping regime (docs/decisions.md, D13). 1 for every other variant.

    ``pull`` in [0, 1) moves the targets that fraction of the way to the model's own prediction
    (:func:`pulled_targets`), which scales every gradient by exactly ``1 − pull``: :func:`~cnxbuild.check.gradients.unclip_pull` uses it
    to put runs B and C of a clip variant just below and just above the clip (D86, D87). 0 (the seeded
    targets) for every other run.
    """
    t = twin(v)
    rng = seed(v, "inputs")
    n = t.batch * t.replicas * t.accumulate
    params = init_params(t, rng)
    driven = family_of(t).driven_param
    params[driven] = params[driven] * drive
    buffers = init_buffers(t, rng)
    x = rng.normal(size=(n, 3, t.image_size, t.image_size))
    if slug(v) not in _CONDITIONED:
        _CONDITIONED[slug(v)] = {k: a for k, a in off_kinks(t, params, buffers, x).items() if k.endswith(".bias")}
    params = {**params, **_CONDITIONED[slug(v)]}
    if t.optimizer in TRUST_RATIO and not t.wd_exclude_rank1:  # LAMB's zero-norm fallback (D82)
        zero = family_of(t).zero_param
        params[zero] = np.zeros_like(params[zero])
    targets, masks = _targets(t, rng, n), _masks(t, rng, n)
    if pull:
        targets = pulled_targets(t, targets, pull, params, x, masks, buffers)
    state = _state(t, params, seed(v, "state" + run), run, gscale)
    lr = SGD_LR if t.optimizer is Optimizer.sgd else LR
    if run != "A" and t.optimizer in DECOUPLED:  # the decoupled decay made visible (D79)
        lr = DECAY_LR
    c = t.optimizer_constants  # step t's bias corrections for the step's own β's (D130; only Adam's and LAMB's
    b1, b2 = c.get("b1", 0.9), c.get("b2", 0.999)  # steps take them, and their defaults give the same numbers)
    scalars = {"lr": lr, "bc1": 1 - b1 ** CHECK_T, "bc2": 1 - b2 ** CHECK_T, "ema_decay": EMA_DECAY}
    return CheckInputs({n: oracle.f32(a) for n, a in params.items()},
                       {r: {n: oracle.f32(a) for n, a in d.items()} for r, d in state.items()},
                       {k: float(np.float32(val)) for k, val in scalars.items()}, oracle.f32(x), oracle.f32(targets),
                       None if masks is None else [oracle.f32(m) for m in masks], run,
                       {n: oracle.f32(a) for n, a in buffers.items()})


def pulled_targets(t: TrainStep, targets: np.ndarray, pull: float, params: dict, x: np.ndarray,
                   masks: list[np.ndarray] | None, buffers: dict) -> np.ndarray:
    """``targets [N, K]`` moved the fraction ``pull`` of the way to ``p``, the float64 prediction of ``t``'s
    train-mode forward on the float32 θ, x, masks and buffers the artifact is fed
    (:func:`cnxbuild.reference.step_prediction`): the smoothed targets become (1 − pull)·t̃ + pull·p, so
    the loss's cotangent p − t̃ (ce; σ(z) − t for bce), and with it every gradient, is exactly (1 − pull)
    times the seeded targets' (the backward is linear in it for a fixed θ and batch; docs/decisions.md, D86).

    ce with label smoothing α over K classes: t = (1 − pull)·t₀ + pull·(p − α/K)/(1 − α), whose rows still sum
    to 1 (an entry may dip below 0 where p < α/K: the step is linear in the targets, a probability it need not
    be). bce: t = (1 − pull)·t₀ + pull·σ(z), in [0, 1].
    """
    args = (t, {k: oracle.f32(a) for k, a in params.items()}, oracle.f32(x))
    p = oracle.call("step_prediction", args, np.float64, drop_masks=None if masks is None else
                   [oracle.f32(m) for m in masks], buffers={k: oracle.f32(a) for k, a in buffers.items()} or None)
    if t.loss is Loss.bce:
        return (1.0 - pull) * targets + pull * p
    alpha = t.label_smoothing
    return (1.0 - pull) * targets + pull * (p - alpha / t.classes) / (1.0 - alpha)

