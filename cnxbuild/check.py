"""The numeric check protocol (spec/checks.md): twin geometry, seeded inputs, float64 truth, float32
control, verdict and JSON report.

The artifact checked is the shipped Variant with only its geometry changed: the net family's twin batch
per replica and the image side the family asks for (:meth:`cnxbuild.nets.Family.twin_image_size`: every
kernel tap meets real pixels in every stage and every reduction is over more than one position). Depth,
widths, classes, every baked constant and every code path are the shipped ones. Everything about the net
(parameter and buffer tables, the realistic-scale draw, the parameter that drives a clip variant) comes from
the family (:func:`cnxbuild.nets.family_of`); buffers, when the family has them, are inputs and outputs judged
like the optimizer regions.

Before anything runs, the reference's state regions and runtime scalars (derived by :mod:`cnxbuild.reference`
from the optimizer's semantics) must equal the emitted interface's; a mismatch is a failed verdict.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from cnxbuild.nets import family_of
from cnxbuild.run.memory import child_peak_bytes, hold_no_freed_heap, peak_rss_bytes, reset_peak, trim
from cnxbuild.slug import slug
from cnxbuild.step import arch_of, buffer_ports, interface, parameter_count, render
from cnxbuild.variant import OPTIMIZER_DEFAULTS, Forward, Loss, Optimizer, Precision, TrainStep

__all__ = ["twin", "CheckInputs", "Gradients", "make_inputs", "TensorError", "Verdict", "check_variant",
           "rel_error", "clip_drive", "unclip_pull", "CLIP_DRIVE", "UNCLIP", "RECLIP", "report",
           "emitter_lists",
           "reference_lists", "list_mismatch", "init_params", "init_buffers"]

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
CLIP_DRIVE = 2.0  # a clip variant is checked at gradient norm >= CLIP_DRIVE·C (clip factor <= 1/CLIP_DRIVE)
# ... and its runs B and C bracket the clip's threshold: B at UNCLIP·C (factor exactly 1), C at RECLIP·C
# (D85-D87)
UNCLIP, RECLIP = 0.9, 1.1
# the scale the check raises to get there is the family's ``driven_param`` (docs/decisions.md, D13)
# Optimizers whose θ′ is ill-conditioned in the gradient at m = v = 0: run A judges their θ′, v′ and ema′
# against the float64 optimizer on the artifact's own gradient g = m′/(1−β1) (docs/decisions.md, D14, D68).
CONDITIONED = (Optimizer.adamw, Optimizer.lamb)
# bf16 variants: an operand of a weight gradient within FLIP_TAU·max|operand| of a bf16 rounding midpoint may
# round either way in a correct float32 implementation; the check allows exactly those flips (D35).
FLIP_TAU = 2.0 ** -16
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


def _seed(v: TrainStep | Forward, salt: str) -> np.random.Generator:
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
    if not v.stochastic_depth:
        return None
    sites = family_of(v).drop_sites(arch_of(v))
    masks = [np.where(rng.uniform(size=n) < KEEP, 1.0 / KEEP, 0.0) for _ in range(sites)]
    masks[0][0], masks[-1][-1] = 0.0, 1.0 / KEEP  # some zeros and some 1/keep, whatever the draw
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
    f32 = {k: _f32(a) for k, a in params.items()}
    new, _ = condition(f32, {k: _f32(a) for k, a in buffers.items()}, _f32(x), mode=mode, **model.options(t))
    return {k: new[k] if k.endswith(".bias") else params[k] for k in params}


def make_inputs(v: TrainStep, run: str = "A", gscale: dict[str, float] | None = None,
                drive: float = 1.0, pull: float = 0.0) -> CheckInputs:
    """Seeded inputs of run A (m = v = 0) or B (random state at the gradients' scale ``gscale``).

    ``drive`` multiplies the family's ``driven_param`` (a scale near the head, e.g. the head norm's, so every
    gradient but its own scales by about ``drive``): :func:`clip_drive` uses it to put a clip variant in its
    clipping regime (docs/decisions.md, D13). 1 for every other variant.

    ``pull`` in [0, 1) moves the targets that fraction of the way to the model's own prediction
    (:func:`pulled_targets`), which scales every gradient by exactly ``1 − pull``: :func:`unclip_pull` uses it
    to put runs B and C of a clip variant just below and just above the clip (D86, D87). 0 (the seeded
    targets) for every other run.
    """
    t = twin(v)
    rng = _seed(v, "inputs")
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
    state = _state(t, params, _seed(v, "state" + run), run, gscale)
    lr = SGD_LR if t.optimizer is Optimizer.sgd else LR
    if run != "A" and t.optimizer in DECOUPLED:  # the decoupled decay made visible (D79)
        lr = DECAY_LR
    scalars = {"lr": lr, "bc1": 1 - 0.9 ** CHECK_T, "bc2": 1 - 0.999 ** CHECK_T, "ema_decay": EMA_DECAY}
    return CheckInputs({n: _f32(a) for n, a in params.items()},
                       {r: {n: _f32(a) for n, a in d.items()} for r, d in state.items()},
                       {k: float(np.float32(val)) for k, val in scalars.items()}, _f32(x), _f32(targets),
                       None if masks is None else [_f32(m) for m in masks], run,
                       {n: _f32(a) for n, a in buffers.items()})


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
    args = (t, {k: _f32(a) for k, a in params.items()}, _f32(x))
    p = _reference("step_prediction", args, np.float64, drop_masks=None if masks is None else
                   [_f32(m) for m in masks], buffers={k: _f32(a) for k, a in buffers.items()} or None)
    if t.loss is Loss.bce:
        return (1.0 - pull) * targets + pull * p
    alpha = t.label_smoothing
    return (1.0 - pull) * targets + pull * (p - alpha / t.classes) / (1.0 - alpha)


def rel_error(a: np.ndarray, truth: np.ndarray, allowance: np.ndarray | None = None) -> float:
    """max|a − truth| / max(max|truth|, 1e-30) (spec/checks.md, "Verdict").

    ``allowance`` (≥ 0, like ``truth``; bf16 variants, D35): the elementwise deviation a legitimate bf16
    rounding flip may cause; the error counted is max(|a − truth| − allowance, 0).
    """
    a, truth = np.asarray(a, np.float64), np.asarray(truth, np.float64)
    err = np.abs(a - truth)
    if allowance is not None:
        err = np.maximum(err - np.asarray(allowance, np.float64), 0.0)
    return float(np.max(err, initial=0.0) / max(float(np.max(np.abs(truth), initial=0.0)), 1e-30))


@dataclass
class TensorError:
    name: str
    rel: float
    control: float | None
    bound: float

    @property
    def ok(self) -> bool:
        return self.rel <= self.bound


@dataclass
class Verdict:
    slug: str
    executor: str
    rule: str
    tensors: list[TensorError] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    memory: dict[str, float | None] = field(default_factory=dict)
    #: ``"compiled"``, or ``"reused"`` when the twin's .vmfb came from ``$CNXBUILD_TWIN_CACHE`` (D69); None: XLA
    twin_compile: str | None = None
    #: what was run: the twin's slug, image side (px), batch per replica, replicas and micro-steps (spec/checks.md)
    twin: dict[str, object] = field(default_factory=dict)
    progress: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

    def say(self, phase: str) -> None:
        """Tell :attr:`progress` (``cnxbuild check``: a line on stderr) that ``phase`` begins; None: silent."""
        if self.progress is not None:
            self.progress(phase)

    @property
    def ok(self) -> bool:
        return all(t.ok for t in self.tensors) and not any(n.startswith("FAIL") for n in self.notes)

    def worst(self, n: int = 5) -> list[TensorError]:
        """The ``n`` tensors furthest past (or nearest to) their bound; a NaN error counts as the worst."""
        return sorted(self.tensors, key=_badness, reverse=True)[:n]

    def line(self) -> str:
        w = self.worst(1)[0] if self.tensors else None
        head = f"{'PASS' if self.ok else 'FAIL'} {self.slug} [{self.executor}]"
        if w is None:
            return head
        n = len(self.tensors)
        if not w.ok:
            return f"{head}: {w.name} rel {w.rel:.3g} > bound {w.bound:.3g}"
        # "worst" is the tensor nearest its bound, not the largest error: the share says how near
        return (f"{head}: worst {w.name} rel {w.rel:.3g} <= bound {w.bound:.3g} ({w.rel / w.bound:.0%} of its bound; "
                f"{n} tensor{'s' * (n != 1)})")


def report(verdict: Verdict, versions: dict, total_s: float) -> dict:
    """The JSON report of a verdict (spec/checks.md, "Report"): slug, executor, tool ``versions``, tolerance
    rule, verdict, summary line, per-tensor errors (rel, float32 control, bound, ok), notes, timings (s) and
    ``twin_compile`` (``"compiled"``, ``"reused"`` from the compiled-twin cache (D69), or null on XLA) and the
    ``twin`` that was run (slug, image side, batch per replica, replicas, micro-steps).

    Strict JSON (RFC 8259, what a driver's parser outside Python accepts): an error that is not finite (an
    artifact that computed NaN or ∞) is ``null``, with ``ok`` false; the summary line spells it (``rel nan``).
    """
    return {
        "slug": verdict.slug, "executor": verdict.executor, "versions": versions, "rule": verdict.rule,
        "verdict": "pass" if verdict.ok else "fail", "summary": verdict.line(),
        "tensors": [{"name": t.name, "rel": _finite(t.rel), "control": _finite(t.control), "bound": _finite(t.bound),
                     "ok": t.ok} for t in verdict.tensors],
        "notes": list(verdict.notes), "timings": {**verdict.timings, "total_s": total_s},
        "memory": dict(verdict.memory), "twin_compile": verdict.twin_compile, "twin": dict(verdict.twin),
    }


def _badness(t: TensorError) -> float:
    """rel / bound, with NaN as +∞ (NaN has no order: a sort would leave it anywhere)."""
    r = t.rel / t.bound
    return np.inf if np.isnan(r) else r


def _finite(x: float | None) -> float | None:
    """``x``, or None where it is not a finite number (JSON has no NaN or ∞)."""
    return x if x is not None and np.isfinite(x) else None


def bound_for(v: TrainStep | Forward, control_rel: float | None) -> tuple[float, str]:
    """``(bound, rule)``: max(10·rel(float32 control), 1e-6) for every variant. bf16 variants too: their truth
    and control round the same operands to bf16 as the artifact (:mod:`cnxbuild.reference`, ``bf16_wgrad``),
    so no fixed bound is needed (a fixed 3e-2 let θ′ = θ pass); their rel counts only the error beyond the
    flip allowance (:func:`rel_error`, D35). A control error that is not finite (the float32 reference overflowed)
    bounds nothing: the bound is then the floor 1e-6, never ∞ (which would pass any error)."""
    rule = "rel <= max(10*rel(float32 control), 1e-6)"
    if isinstance(v, TrainStep) and v.precision is Precision.bf16:
        rule += " (bf16: truth and control round like the artifact; error beyond the flip allowance, D35)"
    if control_rel is None or not np.isfinite(control_rel):
        return 1e-6, rule
    return max(10 * control_rel, 1e-6), rule


def compare(verdict: Verdict, v, names: list[str], got: list, truth: list, control: list,
            allowances: list | None = None) -> None:
    """Append one :class:`TensorError` per output; ``allowances`` (bf16) per output or None."""
    for i, (name, a, t, c) in enumerate(zip(names, got, truth, control)):
        allow = allowances[i] if allowances is not None else None
        _append_error(verdict, v, name, rel_error(a, t, allow), c, t)


def _append_error(verdict: Verdict, v, name: str, rel: float, control, truth) -> float:
    """Append the :class:`TensorError` of output ``name`` whose artifact error is ``rel``: the control's error
    against ``truth`` and the bound it gives (:func:`bound_for`); returns the control's error."""
    crel = rel_error(control, truth)
    bound, verdict.rule = bound_for(v, crel)
    verdict.tensors.append(TensorError(name, rel, crel, bound))
    return crel


# ---------------------------------------------------------------------------------------------------------
# Running: executors, reference, the multi-step cases


#: The IREE HAL driver the check runs the twin on. ``local-sync`` (one thread) and not ``local-task``: the same
#: executables give bit-identical outputs on both (every per-tensor error of the T AdamW twin's check equal), but
#: iree.runtime 3.13's ``local-task`` keeps memory after every call of a full-size train step (~0.3 GiB a call
#: for the T step at batch 8, 224 px, also in ``iree-benchmark-module``; never given back), which a check's
#: several calls would add to its peak (docs/decisions.md, D67; docs/performance.md).
IREE_DRIVER = "local-sync"
#: A directory of compiled twins (:func:`cnxbuild.run.iree.compile_mlir_cached`); unset: every check compiles.
#: ``doit check`` sets it to ``build/twins`` (rules/check.py), so a check that reruns because the checker changed
#: and not the twin does not compile again (docs/decisions.md, D69).
TWIN_CACHE_ENV = "CNXBUILD_TWIN_CACHE"


class _Executor:
    """Compiles the twin once and runs it on a list of calls (per-replica argument lists when R > 1)."""

    def __init__(self, text: str, entry: str, kind: str, replicas: int, slug_: str,
                 donate: dict[int, int] | None = None):
        self.text, self.entry, self.kind, self.replicas, self.slug = text, entry, kind, replicas, slug_
        self.donate, self._session, self.reused = donate, None, False
        if kind == "iree":
            if replicas > 1:
                raise ValueError(f"{slug_}: data-parallel artifacts run on XLA (IREE's CPU runtime has no "
                                 "collectives); use --executor xla")
            from cnxbuild.run.iree import compile_mlir_cached

            self.vmfb, self.reused = compile_mlir_cached(text, os.environ.get(TWIN_CACHE_ENV), slug=slug_)
        elif kind != "xla":
            raise ValueError(f"unknown executor {kind!r}; allowed: iree, xla")

    @contextlib.contextmanager
    def session(self):
        """While open, a data-parallel twin's calls go to one XLA child (compiled once: every micro-step of an
        accumulating check); elsewhere a no-op."""
        if self.kind != "xla" or self.replicas == 1:
            yield
            return
        from cnxbuild.run.xla import as_main
        from cnxbuild.run.xla_subprocess import XlaSession

        with XlaSession(as_main(self.text, self.entry), self.replicas, slug=self.slug, donate=self.donate) as s:
            self._session = s
            try:
                yield
            finally:
                self._session = None

    def run(self, calls: list) -> list:
        if self.kind == "iree":
            from cnxbuild.run.iree import run_iree

            return [run_iree(self.vmfb, self.entry, c, slug=self.slug, driver=IREE_DRIVER) for c in calls]
        if self.replicas > 1:
            if self._session is not None:
                return self._session.run(calls)
            from cnxbuild.run.xla import as_main
            from cnxbuild.run.xla_subprocess import run_xla_subprocess_calls

            return run_xla_subprocess_calls(as_main(self.text, self.entry), calls, self.replicas, slug=self.slug,
                                            donate=self.donate)
        from cnxbuild.run.xla import as_main, run_xla

        return [run_xla(as_main(self.text, self.entry), c, slug=self.slug) for c in calls]


def _compiling(t: TrainStep | Forward, executor: str) -> str:
    """The compile phase's name for :meth:`Verdict.say`."""
    how = "iree-compile (llvm-cpu)" if executor == "iree" else "XLA compiles it with the runs"
    return f"the twin ({t.image_size} px, batch {t.batch} per replica): render, {how}"


def _compile_time(verdict: Verdict, ex: _Executor, t0: float) -> None:
    """``timings["compile_s"]``: the twin's iree-compile; XLA compiles inside the runs (``run_s``): none then."""
    if ex.kind == "iree":
        verdict.timings["compile_s"] = time.perf_counter() - t0
        verdict.twin_compile = "reused" if ex.reused else "compiled"
        if ex.reused:
            verdict.say(f"the twin's .vmfb reused from ${TWIN_CACHE_ENV} (same module, flags, compiler, CPU)")


def donation(t: TrainStep | Forward) -> dict[int, int]:
    """Input index → output index of every output that updates an input of ``t``'s interface (same name,
    shape and dtype: θ′, m′, v′, acc′, ema′, buffers′). Data-parallel twins run on XLA with these inputs
    donated (:func:`cnxbuild.run.xla.with_donation`): the same values, one device copy per replica fewer."""
    ports = interface(t)
    by_name = {p.name: i for i, p in enumerate(ports.inputs)}
    out = {}
    for j, p in enumerate(ports.outputs):
        i = by_name.get(p.name)
        if i is not None and (ports.inputs[i].shape, ports.inputs[i].dtype) == (p.shape, p.dtype):
            out[i] = j
    return out


def _f32(a) -> np.ndarray:
    return np.asarray(a, dtype=np.float32)


def _reference(name: str, args: tuple, dtype, *, cast: bool = True, host: bool = True, **static) -> object:
    """Run the reference entry ``name`` (``forward``, ``loss_and_grad`` or ``reference_step``) on ``args`` cast to
    ``dtype`` (float64: the truth, with x64 on); ``cast=False``: the entry casts them itself; ``host=False``: the
    results stay JAX arrays (to be fed to another entry without a copy).

    The entry points are called as they are, not under an outer :func:`jax.jit`: their pieces are jitted inside
    the reference, keyed on what each piece reads (the forward on ε and GELU, the gradient also on the loss, the
    optimizer on its rule), so one gradient compile per dtype serves the gradient scale, the step and every
    Variant of the process with that loss and batch. An outer jit keyed on the whole Variant compiled the
    full forward and backward again for each Variant and for the gradient scale (three compiles per check).
    """
    import jax
    import jax.numpy as jnp

    from cnxbuild import reference

    out = np.asarray if host else (lambda a: a)
    with jax.enable_x64(dtype == np.float64):
        if not cast:
            return jax.tree_util.tree_map(out, getattr(reference, name)(*args, **static))
        # straight to device arrays of ``dtype``: no host copy of every tensor at float64 besides JAX's own
        cast, kw = jax.tree_util.tree_map(lambda a: jnp.asarray(a, dtype) if isinstance(a, np.ndarray) else a,
                                          (args, static))
        return jax.tree_util.tree_map(out, getattr(reference, name)(*cast, **kw))


def _check_forward(v: Forward, executor: str, verdict: Verdict) -> None:
    t = twin(v)
    rng = _seed(v, "inputs")
    params = init_params(t, rng)
    buffers = init_buffers(t, rng)
    x = rng.normal(size=(t.batch, 3, t.image_size, t.image_size))
    params = off_kinks(t, params, buffers, x)
    t0 = time.perf_counter()
    verdict.say(_compiling(t, executor))
    ex = _Executor(render(t), slug(t), executor, 1, slug(v))
    _compile_time(verdict, ex, t0)
    names = [p.name for p in interface(t).inputs][1:]
    t0 = time.perf_counter()
    (got,) = ex.run([[_f32(x)] + [_f32({**params, **buffers}[n]) for n in names]])
    verdict.timings["run_s"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    verdict.say("the reference forward: float64 truth, float32 control")
    truth = _reference("forward", (params, x), np.float64, v=t, buffers=buffers or None)
    control = _reference("forward", (params, x), np.float32, v=t, buffers=buffers or None)
    verdict.timings["reference_s"] = time.perf_counter() - t0
    compare(verdict, v, ["logits"], got, [truth], [control])


def _step_scalars(t: TrainStep, inp: CheckInputs) -> dict[str, float]:
    """The scalars of ``t``'s interface that the reference reads (``accumulate_apply`` is the executor's)."""
    return {k: inp.scalars[k] for k in emitter_lists(t)[1] if k in inp.scalars}


MEMO_BYTES = 1 << 29  # a twin whose float64 + float32 gradients pass this keeps none between runs (50M+ params)


class Gradients:
    """The reference gradient of a check's twin, computed once per precision and shared by the gradient scale,
    the truth and the control of runs A and B (docs/decisions.md, D63).

    :func:`make_inputs` draws the same θ, batch, targets, drop masks and buffers for every run at one drive; only
    the optimizer state differs, and the gradient does not read it. So one float64 and one float32
    ``(loss, grads, new_buffers)`` (:func:`cnxbuild.reference.step_gradient`, as JAX arrays) serve every run.
    Each is kept with a digest of the arrays it was computed from and served only to inputs with the same
    digest (the clip drive's re-measurements change θ; run B of a clip variant has targets of its own, D86).
    A twin whose two gradients (12 bytes a parameter) pass :data:`MEMO_BYTES` keeps none (88M parameters: 1 GB
    held from run A to run B would lift the check past 8 GB; 50M: 0.6 GB), nor does a bf16 twin keep the
    float32-operand gradient its gradient scale reads (its truth rounds to bf16).
    """

    def __init__(self, t: TrainStep):
        self.t, self._memo = t, {}
        self.keep = 12 * parameter_count(t) <= MEMO_BYTES

    def get(self, inp: CheckInputs, dtype, *, bf16_wgrad: bool) -> tuple:
        """``(loss, grads, new_buffers)`` of ``inp``'s θ and batch in ``dtype`` (JAX arrays)."""
        key = (np.dtype(dtype).name, bf16_wgrad)
        keep = self.keep and bf16_wgrad == (self.t.precision is Precision.bf16)
        digest = _gradient_digest(inp) if keep else None
        if key in self._memo and self._memo[key][0] == digest:
            return self._memo[key][1]
        self._memo.pop(key, None)
        out = _reference("step_gradient", (self.t, inp.params, inp.x, inp.targets), dtype, host=False,
                         drop_masks=inp.drop_masks, buffers=inp.buffers or None, bf16_wgrad=bf16_wgrad)
        if keep:
            self._memo[key] = (digest, out)
        return out


def _gradient_digest(inp: CheckInputs) -> bytes:
    """A digest of every array the gradient reads: θ, x, targets, drop masks, buffers (their bytes, in order)."""
    h = hashlib.blake2b(digest_size=16)
    for a in (*inp.params.values(), inp.x, inp.targets, *(inp.drop_masks or ()), *(inp.buffers or {}).values()):
        h.update(np.ascontiguousarray(a).data)
    return h.digest()


def _reference_step(t: TrainStep, inp: CheckInputs, dtype, grads: Gradients, gradient: tuple | None = None
                    ) -> tuple[dict, float]:
    scalars = _step_scalars(t, inp)
    if gradient is None:
        gradient = grads.get(inp, dtype, bf16_wgrad=t.precision is Precision.bf16)
    args = (t, inp.params, inp.state, scalars, inp.x, inp.targets, inp.drop_masks)
    if dtype == np.float64:  # cast stage by stage, θ and the state given up to the step (docs/check-cost.md)
        return _reference("reference_step_staged", args + (np.float64, inp.buffers or None, gradient), np.float64,
                          cast=False)
    return _reference("reference_step", args + (inp.buffers or None, gradient), dtype)


def _grad_scale(t: TrainStep, inp: CheckInputs, grads: Gradients) -> tuple[dict[str, float], float]:
    """Per-tensor RMS of the float64 reference gradient, and its global norm (the clip regime)."""
    g = {n: np.asarray(a) for n, a in grads.get(inp, np.float64, bf16_wgrad=False)[1].items()}
    norm = float(np.sqrt(sum(float(np.sum(a * a)) for a in g.values())))
    return {n: float(np.sqrt(np.mean(a * a))) + 1e-12 for n, a in g.items()}, norm


def clip_drive(v: TrainStep, grads: Gradients | None = None) -> tuple[float, dict[str, float], float]:
    """``(drive, gscale, norm)``: the :func:`make_inputs` drive, the per-tensor gradient RMS and the global
    gradient norm of run A's inputs at that drive. ``grads`` (a fresh one if None) ends holding the gradient
    at that drive, for the runs to share.

    spec/checks.md: clip variants are checked in the clipping regime, since a check at factor 1 cannot see
    where the clip sits. The seeded inputs do not always get there (ImageNet BCE: the cotangent is
    (σ(z) − t)/(B·K), and ConvNeXt-T's twin has ‖g‖ = 0.34 at C = 1), so when ‖g‖ < CLIP_DRIVE·C the head
    LayerNorm's scale is multiplied by CLIP_DRIVE·C/‖g‖, which scales the logits' sensitivity to every
    parameter below it, and the norm is measured again. drive = 1 for a variant without clip or already
    past CLIP_DRIVE·C (its inputs are the spec's, unchanged).
    """
    t = twin(v)
    grads = grads or Gradients(t)
    drive = 1.0
    gscale, norm = _grad_scale(t, make_inputs(v, "A"), grads)
    for _ in range(4):  # ‖g‖ grows about linearly with the drive; re-measured until past the target
        if t.clip_norm is None or norm >= CLIP_DRIVE * t.clip_norm:
            break
        drive *= CLIP_DRIVE * t.clip_norm / max(norm, 1e-30)
        gscale, norm = _grad_scale(t, make_inputs(v, "A", drive=drive), grads)
    return drive, gscale, norm


def unclip_pull(clip_norm: float, norm: float, at: float = UNCLIP) -> float:
    """The :func:`make_inputs` ``pull`` that puts a run of a clip variant at gradient norm ``at``·C:
    1 − at·C/‖g‖ for run A's ‖g‖ = ``norm`` (the gradients scale by exactly 1 − pull; the same θ), 0 where ‖g‖
    is that low already (docs/decisions.md, D85–D87).

    Run A is driven past C (:func:`clip_drive`, often far past it), so it judges the factor C/‖g‖ but not
    where the clip starts: an emitter that always rescales g to norm C (no ``min``) passed every clip check
    before D85, and one that compares ‖g‖² with C, or ‖g‖ with 1, instead of ‖g‖ with C passed D86's runs at
    0.4·C and ≥ 2C.
    Run B at UNCLIP·C (factor exactly 1) and run C at RECLIP·C (factor C/‖g‖ < 1) bracket the threshold.
    """
    return max(0.0, 1.0 - at * clip_norm / max(norm, 1e-30))


CLIP_SIDES = {"B": ("below", UNCLIP), "C": ("above", RECLIP)}  # the runs bracketing a clip's threshold (D87)


def _clip_side(t: TrainStep, run: str, grads: dict) -> str:
    """Run B's or C's note on its own float64 gradient ``grads`` (name → array): FAIL unless B's ‖g‖ is below
    C (the factor exactly 1) and C's above it."""
    norm = math.sqrt(sum(float(np.sum(np.square(np.asarray(a)))) for a in grads.values()))
    side, _ = CLIP_SIDES[run]
    factor = min(1.0, t.clip_norm / (norm + 1e-6))
    ok = factor == 1.0 if side == "below" else norm > t.clip_norm
    return (f"{'' if ok else 'FAIL '}run {run} {side} the clip: gradient norm {norm:.4g} vs clip_norm "
            f"{t.clip_norm!r}, factor {factor:.3g} (targets pulled toward the prediction, D86, D87)")


def _micro_inputs(t: TrainStep, inp: CheckInputs, acc: dict | None, j: int, r: int,
                  buffers: dict | None = None) -> list[np.ndarray]:
    """Replica r's argument list for micro-step j, in interface order (``acc`` and ``buffers``: what the
    previous micro-step returned, None on the first)."""
    lo = (j * t.replicas + r) * t.batch
    sl = slice(lo, lo + t.batch)
    scal = dict(inp.scalars, accumulate_apply=float(j == t.accumulate - 1))
    vals: dict[str, np.ndarray] = {"x": inp.x[sl], "targets": inp.targets[sl]}
    vals.update(inp.params)
    vals.update(inp.buffers if buffers is None else buffers)
    for reg, d in inp.state.items():
        src = acc if reg == "acc" and acc is not None else d
        vals.update({f"{n}.{reg}": a for n, a in src.items()})
    vals.update({s: np.asarray(scal[s]) for s in emitter_lists(t)[1]})
    for i, m in enumerate(inp.drop_masks or []):
        vals[f"drop_mask.{i}"] = m[sl]
    return [_f32(vals[p.name]) for p in interface(t).inputs]


def _check_micro_step(t: TrainStep, j: int, run: str, call: list, per_rep: list, verdict: Verdict) -> dict:
    """The bit-exact conditions of one micro-step's outputs (replicas agree; an accumulate-only micro-step
    returns θ and state unchanged); returns the outputs of replica 0 by name."""
    outs_names = [p.name for p in interface(t).outputs]
    for r in range(1, t.replicas):
        bad = [n for n, a, b in zip(outs_names, per_rep[0], per_rep[r]) if not np.array_equal(a, b)]
        if bad:
            verdict.notes.append(f"FAIL run {run}: replicas 0 and {r} disagree on {len(bad)} outputs "
                                 f"(first {bad[0]})")
    named = dict(zip(outs_names, per_rep[0]))
    if j < t.accumulate - 1:  # buffers move on every micro-step (each normalises with its own micro-batch)
        ins = dict(zip([p.name for p in interface(t).inputs], call[0]))
        buffers = {p.name for p in buffer_ports(t)}
        moved = [n for n in outs_names if not n.endswith(".acc") and n != "loss" and n not in buffers
                 and not np.array_equal(named[n], ins[n])]
        if moved:
            verdict.notes.append(f"FAIL run {run}: accumulate-only micro-step {j} changed {len(moved)} tensors "
                                 f"(first {moved[0]}); they must come back bit-exact")
    return named


def _run_micro_steps(t: TrainStep, ex: _Executor, inputs: dict[str, CheckInputs], verdict: Verdict
                     ) -> dict[str, tuple[list, float]]:
    """k micro-steps (each on R replicas) of every run; per run, the last step's outputs (replica 0) and the
    mean loss. Micro-step j of all runs goes to the executor in one call list (a replicated twin: the k call
    lists to one XLA child, :meth:`_Executor.session`)."""
    acc: dict[str, dict | None] = {run: None for run in inputs}
    buf: dict[str, dict | None] = {run: None for run in inputs}
    buffer_names = [p.name for p in buffer_ports(t)]
    losses: dict[str, list[float]] = {run: [] for run in inputs}
    outs: dict[str, list] = {}
    for j in range(t.accumulate):
        calls = {run: [_micro_inputs(t, inp, acc[run], j, r, buf[run]) for r in range(t.replicas)]
                 for run, inp in inputs.items()}
        results = ex.run([c if t.replicas > 1 else c[0] for c in calls.values()])
        for (run, call), res in zip(calls.items(), results):
            per_rep = res if t.replicas > 1 else [res]
            named = _check_micro_step(t, j, run, call, per_rep, verdict)
            outs[run] = per_rep[0]
            losses[run].append(float(named["loss"]))
            acc[run] = {n[:-4]: a for n, a in named.items() if n.endswith(".acc")}
            buf[run] = {n: named[n] for n in buffer_names} if buffer_names else None
    for note, on in ((f"accumulate-only micro-steps 0..{t.accumulate - 2}: θ and state bit-exact", t.accumulate > 1),
                     (f"{t.replicas} replicas bit-exact with each other", t.replicas > 1)):
        if on and note not in verdict.notes:  # once, however many groups of runs
            verdict.notes.append(note)
    return {run: (outs[run], float(np.mean(losses[run]))) for run in inputs}


def _param_names(t: TrainStep) -> list[str]:
    return [p.name for p in family_of(t).param_table(arch_of(t), t.classes)]


def _ref_outputs(t: TrainStep, regions: dict, loss) -> list:
    """The reference's outputs in interface order: θ′, regions′, buffers′ (``regions["buffer"]``), loss."""
    names = _param_names(t)
    out = [regions["params"][n] for n in names]
    out += [regions[r][n] for r in emitter_lists(t)[0] for n in names]
    out += [regions["buffer"][p.name] for p in buffer_ports(t)]
    return out + [np.asarray(loss)]


def _check_train(v: TrainStep, executor: str, verdict: Verdict) -> None:
    t = twin(v)
    mismatch = list_mismatch(t)
    if mismatch is not None:  # nothing to compare tensor by tensor: the interfaces disagree
        verdict.notes.append(mismatch)
        return
    t0 = time.perf_counter()
    verdict.say(_compiling(t, executor))
    ex = _Executor(render(t), slug(t), executor, t.replicas, slug(v), donation(t) if t.replicas > 1 else None)
    _compile_time(verdict, ex, t0)
    grads = Gradients(t)
    verdict.say("the reference gradient (float64): its scale" + (" and the clip drive" if t.clip_norm else ""))
    drive, gscale, norm = clip_drive(v, grads)
    # run B: random optimizer state; a clip variant has runs B and C just below and above the clip (D85-D87),
    # state or not
    runs = ["A", "B"] if {"m", "v"} & set(emitter_lists(t)[0]) else ["A"]
    if t.clip_norm is not None:
        runs = ["A", *CLIP_SIDES]
    pulls, gscales = dict.fromkeys(runs, 0.0), dict.fromkeys(runs, gscale)
    if t.clip_norm is not None:
        ok = norm > t.clip_norm
        driven = f"; {family_of(t).driven_param} ×{drive:.3g} to drive it" if drive != 1.0 else ""
        verdict.notes.append(f"{'' if ok else 'FAIL '}clipping regime: gradient norm {norm:.4g} vs clip_norm "
                             f"{t.clip_norm!r} (factor {min(1.0, t.clip_norm / (norm + 1e-6)):.3g}{driven})")
        for run, (_, at) in CLIP_SIDES.items():  # each run's state at its own gradients' scale
            pulls[run] = unclip_pull(t.clip_norm, norm, at)
            gscales[run] = {n: (1.0 - pulls[run]) * s for n, s in gscale.items()}
    envelope, verdict.timings["run_s"] = None, 0.0
    for group in _run_groups(t, runs):
        inputs = {run: make_inputs(v, run, gscales[run], drive, pulls[run]) for run in group}
        t0 = time.perf_counter()
        steps = f"{t.accumulate} micro-steps" if t.accumulate > 1 else "one step"
        verdict.say(f"run {' and '.join(group)}: the twin, {steps} on {executor}"
                    + (f" ({t.replicas} replicas)" if t.replicas > 1 else ""))
        with ex.session():  # a replicated twin: one XLA child for the group's micro-steps, gone before the judging
            results = _run_micro_steps(t, ex, inputs, verdict)
        verdict.timings["run_s"] += time.perf_counter() - t0
        for run in group:
            if pulls[run]:  # runs B and C of a clip variant: targets of their own (D86), bf16 envelopes too
                envelope = None
            envelope = _judge_run(v, run, inputs.pop(run), *results.pop(run), envelope, verdict, grads)
            trim()  # the run's tensors go back to the system before the next is drawn


GROUP_BYTES = 1 << 29  # a data-parallel twin whose θ and state pass this in float32 runs one run per XLA child


def _run_groups(t: TrainStep, runs: list[str]) -> list[list[str]]:
    """Which runs go to the executor together. One run at a time (inputs, artifact, judgement, then freed):
    a twin may hold 88M parameters. A data-parallel twin runs in an XLA child that compiles it once for a
    group's micro-steps and is gone before the judging, so a small one sends all runs together (one compile);
    one whose θ and optimizer state pass :data:`GROUP_BYTES` in float32 sends one run per child (88M parameters,
    4 replicas: both runs at once peaked at 11.1 GiB in this process; docs/check-cost.md)."""
    if t.replicas == 1:
        return [[run] for run in runs]
    state_bytes = 4 * parameter_count(t) * (1 + len(emitter_lists(t)[0]))
    return [[run] for run in runs] if state_bytes > GROUP_BYTES else [runs]


def _judge_run(v: TrainStep, run: str, inp: CheckInputs, got: list, loss: float, envelope, verdict: Verdict,
               grads: Gradients):
    """Compare run ``run``'s outputs ``got`` (interface order) and mean ``loss`` with the truth and control
    (their gradients from ``grads``); returns the bf16 flip envelope (computed on the first run that needs it;
    None for float32 variants).

    Order (memory, docs/check-cost.md): the truth, the bf16 allowances, the artifact's error against the truth,
    then the control. ``got``'s entries (set to None in place) and the allowances are let go as soon as the
    error is known, so the control's phase holds the truth and the control but not the artifact's outputs (an
    88M-parameter twin: θ′, m′ and v′ in float32 are 1 GiB). Run A of AdamW/LAMB keeps θ′, m′, v′ and ema′
    for its conditioned step.
    """
    t = twin(v)
    names = [p.name for p in interface(t).outputs]
    t0 = time.perf_counter()
    verdict.say(f"run {run}: the reference step in float64 (the truth)")
    gradient = grads.get(inp, np.float64, bf16_wgrad=t.precision is Precision.bf16)
    if run in CLIP_SIDES and t.clip_norm is not None:  # judged on the gradient the truth clips
        verdict.notes.append(_clip_side(t, run, gradient[1]))
    truth = _ref_outputs(t, *_reference_step(t, inp, np.float64, grads, gradient))
    del gradient
    allow = None
    if t.precision is Precision.bf16:  # θ, x, targets, masks: one envelope per run's inputs (D85, D86)
        envelope = envelope or _bf16_envelope(t, inp, verdict)
        allow = _bf16_allowances(t, inp, envelope)
    outs = list(got[:-1]) + [np.asarray(loss)]
    own = _own_gradient_outputs(t, inp, names) if run == "A" and t.optimizer in CONDITIONED else {}
    keep = set(own) | ({f"{n}.m" for n in inp.params} if own else set())  # what the conditioned step reads
    first = [i for i, n in enumerate(names) if n not in own]
    rels = _artifact_errors(outs, truth, allow, first)
    for i in first:  # known: let go of the artifact's outputs and their flip allowances before the control
        if allow is not None:
            allow[i] = None
        if names[i] not in keep:
            outs[i] = got[i] = None
    verdict.say(f"run {run}: the reference step in float32 (the control)")
    control = _ref_outputs(t, *_reference_step(t, inp, np.float32, grads))
    verdict.timings[f"reference_{run}_s"] = time.perf_counter() - t0
    labels = [f"{n} [{run}]" for n in names]
    raw: list[tuple[float, str]] = []  # bf16: each tensor's ratio to its bound without the flip allowance

    def judge(idx: list[int]) -> None:  # then let go of the truth and control (memory: an 88M-parameter twin)
        for i in idx:
            crel = _append_error(verdict, v, labels[i], rels[i][0], control[i], truth[i])
            if allow is not None:
                raw.append((rels[i][1] / max(10 * crel, 1e-6), labels[i]))
            truth[i] = control[i] = None

    judge(first)  # before the conditioned step runs
    if own:
        labels, truth, control = _conditioned_run_a(t, inp, names, outs, labels, truth, control, verdict)
        if allow is not None:  # θ′, v′, ema′ judged on the artifact's own gradient: no flip to allow for
            allow = [None if lab.endswith("[A|g]") else a for lab, a in zip(labels, allow)]
        rest = [i for i, n in enumerate(names) if n in own]
        rels.update(_artifact_errors(outs, truth, allow, rest))
        judge(rest)
    if allow is not None:  # what the verdict would be without the flip allowance (informative)
        worst = max(raw)
        verdict.notes.append(f"bf16 run {run} without the flip allowance (informative): worst {worst[1]} at "
                             f"{worst[0]:.3g}× its bound")
    return envelope


def _artifact_errors(outs: list, truth: list, allow: list | None, idx: list[int]) -> dict[int, tuple]:
    """Per output index in ``idx``: (rel(artifact) beyond the bf16 flip allowance, rel(artifact) without it,
    or None for a float32 variant) against the truth (:func:`rel_error`)."""
    return {i: (rel_error(outs[i], truth[i], None if allow is None else allow[i]),
                None if allow is None else rel_error(outs[i], truth[i])) for i in idx}


def _bf16_allowances(t: TrainStep, inp: CheckInputs, envelope: dict) -> list:
    """Per output of ``t`` (interface order) the bf16 flip allowance of run ``inp``: the optimizer's
    sensitivity to the gradient (float64, :func:`cnxbuild.reference.optimizer_sensitivity`) along the
    gradient's flip envelope; zero for the loss (D35)."""
    grads, env = envelope
    args = (t, inp.params, grads, inp.state, _step_scalars(t, inp), env)
    sens = _reference("optimizer_sensitivity", args, np.float64)
    names = _param_names(t)
    out = [sens["params"][n] for n in names]
    out += [sens[r][n] for r in emitter_lists(t)[0] for n in names]
    out += [np.zeros(p.shape) for p in buffer_ports(t)]  # buffers take no bf16 operand and no optimizer
    return out + [np.zeros(())]


def _bf16_envelope(t: TrainStep, inp: CheckInputs, verdict: Verdict) -> tuple[dict, dict]:
    """The float64 bf16 gradient and its flip envelope at :data:`FLIP_TAU` on run ``inp``'s batch."""
    args = (t, inp.params, inp.x, inp.targets, inp.drop_masks, FLIP_TAU, inp.buffers or None)
    grads, env = _reference("bf16_flip_envelope", args, np.float64)
    flips = sum(int(np.count_nonzero(a)) for a in env.values())
    verdict.notes.append(f"bf16: truth and control round the weight-gradient operands to bf16; operands within "
                         f"2^-16·max of a rounding midpoint may flip: allowance on {flips} weight-gradient "
                         "elements (D35)")
    return grads, env


def _own_gradient_outputs(t: TrainStep, inp: CheckInputs, names: list[str]) -> dict[str, tuple[str, str]]:
    """The outputs run A of AdamW/LAMB judges on the artifact's own gradient (:func:`_conditioned_run_a`):
    output name → (reference region, parameter): θ′, v′ (D68), and ema′ under EMA."""
    judged = {n: ("params", n) for n in names if n in inp.params}
    judged.update({f"{n}.v": ("v", n) for n in inp.params if f"{n}.v" in names})
    if t.ema:
        judged.update({f"{n}.ema": ("ema", n) for n in inp.params if f"{n}.ema" in names})
    return judged


def _conditioned_run_a(t: TrainStep, inp: CheckInputs, names: list[str], got: list, labels: list[str],
                       truth: list, control: list, verdict: Verdict) -> tuple[list[str], list, list]:
    """Run A of AdamW/LAMB: θ′, v′ and ema′ judged against the float64 optimizer on the artifact's own gradient.

    With m = v = 0 the Adam direction is (m′/bc1)/(√(v′/bc2) + ε) = ±c·g/(|g| + ε′): at gradient elements
    near ε′ (1e-8 / 0.58 at t = 3) it is up to ~4e4 times as sensitive as the gradient, so one element's
    float32 rounding decides θ′'s per-tensor error, for the control as for the artifact, and the 10× rule
    flips between PASS and FAIL on rounding alone (docs/decisions.md, D14). The gradient itself is judged,
    undiluted, through m′ = (1−β1)·g against the truth, as spec/checks.md intends; θ′ and ema′ are judged
    against the float64 optimizer applied to g = m′_artifact/(1−β1) (clip off: m′ holds the clipped mean
    gradient already), and the control is the float32 optimizer on the same g. This is well-conditioned, so
    the floor 1e-6 holds the optimizer stage (ε placement, bias correction, decay mask, trust ratio, EMA) to
    float32 rounding. The unconditioned θ′ errors of run A stay in the report as a note.

    v′ = (1−β2)·g² is judged the same way (D68): at v = 0 it holds nothing but the gradient, which m′ already
    judges undiluted, and its error against the truth squares the gradient's rounding into its largest elements,
    so the float32 control's error, and with it the 10× bound, swung by chance (a batch-8 copy of the atto demo
    failed at 10.007× its control while its m′ stood at 2.8×). On the artifact's own gradient it is held to
    float32 rounding of the squaring and the β2 weighting.

    Returns ``(labels, truth, control)`` with the θ′/v′/ema′ entries replaced and labelled ``[A|g]``; ``truth``
    and ``control`` are replaced in place (the unconditioned entries are let go before the float64 step runs).
    """
    import jax
    import jax.numpy as jnp

    b1 = OPTIMIZER_DEFAULTS[t.optimizer].constants["b1"]
    out = dict(zip(names, got))
    params = [n for n in names if n in inp.params]
    with jax.enable_x64(True):  # g on the device, one float64 copy (the division in numpy, as before)
        g = {n: jnp.asarray(np.asarray(out[f"{n}.m"], np.float64) / (1.0 - b1)) for n in params}
    rule = t.model_copy(update={"clip_norm": None})
    scalars = _step_scalars(t, inp)
    judged = _own_gradient_outputs(t, inp, names)
    worst = max(((rel_error(out[n], truth[i]), n) for i, n in enumerate(names) if n in judged), default=None)
    if worst is not None:
        verdict.notes.append(f"run A θ′/v′/ema′ against the truth (informative, D14, D68): worst {worst[1]} rel "
                             f"{worst[0]:.3g}; judged against the float64 optimizer on the artifact's own "
                             "gradient m′/(1−β1) instead")
    labels = list(labels)
    replaced = [i for i, n in enumerate(names) if n in judged]
    for i in replaced:  # in place: the caller's lists let go of the unconditioned θ′/v′/ema′ now (memory)
        labels[i], truth[i], control[i] = f"{names[i]} [A|g]", None, None
    verdict.say("run A: θ′, v′ and ema′ by the reference optimizer on the artifact's own gradient (D14, D68)")
    for dtype, into in ((np.float64, truth), (np.float32, control)):  # one precision alive at a time
        if dtype == np.float32:  # g rounded to float32 on the host (as the cast of the numpy g was)
            g = {n: np.asarray(np.asarray(a), np.float32) for n, a in g.items()}
        args = (rule, inp.params, g, inp.state, scalars)  # θ and state: fresh float64 casts, donated
        cond = _reference("optimizer_step", args, dtype, donate=dtype == np.float64)
        del args
        for i in replaced:
            region, p = judged[names[i]]
            into[i] = cond[region][p]
        del cond
    return labels, truth, control


def check_variant(v: TrainStep | Forward, executor: str = "iree",
                  progress: Callable[[str], None] | None = None) -> Verdict:
    """Run the protocol on ``v``'s twin with ``executor`` (``iree`` or ``xla``; data parallel needs ``xla``);
    ``progress`` is called with each phase's name as it begins (compile, reference gradient, each run's
    artifact, truth and control).

    Returns the :class:`Verdict` (per-tensor errors against the bound); never raises on a numeric failure.

    Raises:
        ToolError: the twin does not compile or run.
        ValueError: an unknown executor, or IREE asked to run a data-parallel artifact.
    """
    hold_no_freed_heap()  # a freed tensor leaves the resident set (cnxbuild.run.memory)
    reset_peak()
    verdict = Verdict(slug(v), executor, "", progress=progress)
    t = twin(v)
    verdict.twin = {"slug": slug(t), "image_size": t.image_size, "batch": t.batch,
                    "replicas": getattr(t, "replicas", 1), "accumulate": getattr(t, "accumulate", 1)}
    if isinstance(v, Forward):
        _check_forward(v, executor, verdict)
    else:
        _check_train(v, executor, verdict)
    verdict.memory = _peaks()
    return verdict


def _peaks() -> dict[str, float | None]:
    """Peak resident memory of this check in GiB: this process's (since the check began; None where the
    platform does not say, cnxbuild.run.memory) and the largest XLA child's (data parallel; None when no child
    ran)."""
    own, child = peak_rss_bytes(), child_peak_bytes()
    return {"peak_rss_gib": None if own is None else round(own / 2**30, 3),
            "child_peak_rss_gib": round(child / 2**30, 3) if child else None}
