"""Judging one run of a train step's twin (spec/checks.md, "Verdict"): the float64 truth, the float32 control,
the bf16 flip allowance (D35), and run A of AdamW/LAMB judged on the artifact's own gradient (D14, D68).

Order (memory, docs/check-cost.md): the truth, the artifact's error against it, then the control, each let go as
soon as it is used, so an 88M-parameter twin never holds three copies of its θ′, m′ and v′.
"""

from __future__ import annotations

import time

import numpy as np

from cnxbuild.check import oracle
from cnxbuild.check.gradients import CLIP_SIDES, Gradients, clip_side, reference_step, step_scalars
from cnxbuild.check.inputs import CheckInputs, emitter_lists, twin
from cnxbuild.check.verdict import Verdict, append_error, rel_error
from cnxbuild.nets import family_of
from cnxbuild.step import arch_of, buffer_ports, interface
from cnxbuild.variant import Optimizer, Precision, TrainStep

__all__ = ["CONDITIONED", "FLIP_TAU", "judge_run"]

# Optimizers whose θ′ is ill-conditioned in the gradient at m = v = 0: run A judges their θ′, v′ and ema′
# against the float64 optimizer on the artifact's own gradient g = m′/(1−β1) (docs/decisions.md, D14, D68).
CONDITIONED = (Optimizer.adamw, Optimizer.lamb)
# bf16 variants: an operand of a weight gradient within FLIP_TAU·max|operand| of a bf16 rounding midpoint may
# round either way in a correct float32 implementation; the check allows exactly those flips (D35).
FLIP_TAU = 2.0 ** -16


def _param_names(t: TrainStep) -> list[str]:
    return [p.name for p in family_of(t).param_table(arch_of(t), t.classes)]


def _ref_outputs(t: TrainStep, regions: dict, loss) -> list:
    """The reference's outputs in interface order: θ′, regions′, buffers′ (``regions["buffer"]``), loss."""
    names = _param_names(t)
    out = [regions["params"][n] for n in names]
    out += [regions[r][n] for r in emitter_lists(t)[0] for n in names]
    out += [regions["buffer"][p.name] for p in buffer_ports(t)]
    return out + [np.asarray(loss)]



def judge_run(v: TrainStep, run: str, inp: CheckInputs, got: list, loss: float, envelope, verdict: Verdict,
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
        verdict.notes.append(clip_side(t, run, gradient[1]))
    null = family_of(t).null_gradients(arch_of(t), drop_path=bool(t.stochastic_depth))
    if null:
        verdict.notes.extend(null_claims(null, gradient[1]))
    truth = _ref_outputs(t, *reference_step(t, inp, np.float64, grads, gradient))
    del gradient
    scales = null_scales(names, truth, null)
    allow = None
    if t.precision is Precision.bf16:  # θ, x, targets, masks: one envelope per run's inputs (D85, D86)
        envelope = envelope or _bf16_envelope(t, inp, verdict)
        allow = _bf16_allowances(t, inp, envelope)
    outs = list(got[:-1]) + [np.asarray(loss)]
    own = _own_gradient_outputs(t, inp, names) if run == "A" and t.optimizer in CONDITIONED else {}
    keep = set(own) | ({f"{n}.m" for n in inp.params} if own else set())  # what the conditioned step reads
    first = [i for i, n in enumerate(names) if n not in own]
    rels = _artifact_errors(outs, truth, allow, first, scales)
    for i in first:  # known: let go of the artifact's outputs and their flip allowances before the control
        if allow is not None:
            allow[i] = None
        if names[i] not in keep:
            outs[i] = got[i] = None
    verdict.say(f"run {run}: the reference step in float32 (the control)")
    control = _ref_outputs(t, *reference_step(t, inp, np.float32, grads))
    verdict.timings[f"reference_{run}_s"] = time.perf_counter() - t0
    labels = [f"{n} [{run}]" for n in names]
    raw: list[tuple[float, str]] = []  # bf16: each tensor's ratio to its bound without the flip allowance

    def judge(idx: list[int]) -> None:  # then let go of the truth and control (memory: an 88M-parameter twin)
        for i in idx:
            crel = append_error(verdict, v, labels[i], rels[i][0], control[i], truth[i], scales.get(i, 0.0))
            if allow is not None:
                raw.append((rels[i][1] / max(10 * crel, 1e-6), labels[i]))
            truth[i] = control[i] = None

    judge(first)  # before the conditioned step runs
    if own:
        t0 = time.perf_counter()
        labels, truth, control = _conditioned_run_a(t, inp, names, outs, labels, truth, control, verdict, null)
        verdict.timings["reference_A_own_gradient_s"] = time.perf_counter() - t0
        if allow is not None:  # θ′, v′, ema′ judged on the artifact's own gradient: no flip to allow for
            allow = [None if lab.endswith("[A|g]") else a for lab, a in zip(labels, allow)]
        rest = [i for i, n in enumerate(names) if n in own]
        scales = null_scales(names, truth, null)
        rels.update(_artifact_errors(outs, truth, allow, rest, scales))
        judge(rest)
    if allow is not None:  # what the verdict would be without the flip allowance (informative)
        worst = max(raw)
        verdict.notes.append(f"bf16 run {run} without the flip allowance (informative): worst {worst[1]} at "
                             f"{worst[0]:.3g}× its bound")
    return envelope


def _artifact_errors(outs: list, truth: list, allow: list | None, idx: list[int], scales: dict[int, float]
                     ) -> dict[int, tuple]:
    """Per output index in ``idx``: (rel(artifact) beyond the bf16 flip allowance, rel(artifact) without it,
    or None for a float32 variant) against the truth (:func:`rel_error`; a null gradient's outputs against its
    partner's scale, D108)."""
    return {i: (rel_error(outs[i], truth[i], None if allow is None else allow[i], scales.get(i, 0.0)),
                None if allow is None else rel_error(outs[i], truth[i], scale=scales.get(i, 0.0))) for i in idx}


#: A null gradient's float64 truth must stay below this fraction of its partner's (D108): rounding noise of a
#: structural zero is ~1e-16 of it; a gradient that is not zero by structure is far above.
NULL_TAU = 1e-9


def null_claims(null: dict[str, str], gradient: dict) -> list[str]:
    """One note: the family's null gradients (:meth:`~cnxbuild.nets.Family.null_gradients`) hold on this run's
    float64 gradient, each ≤ :data:`NULL_TAU`·max|its partner's gradient|; a ``FAIL`` note names any that does
    not (the family's claim is wrong, or the step's structure changed)."""
    worst, bad = 0.0, []
    for p, partner in null.items():
        top = float(np.max(np.abs(np.asarray(gradient[partner]))))
        ratio = float(np.max(np.abs(np.asarray(gradient[p])))) / max(top, 1e-300)
        worst = max(worst, ratio)
        if ratio > NULL_TAU:
            bad.append(f"{p} ({ratio:.2g} of {partner}'s)")
    if bad:
        return [f"FAIL null gradients: the float64 gradient of {', '.join(bad[:4])} is not a structural zero "
                f"(D108: ≤ {NULL_TAU:g} of its partner's)"]
    return [f"null gradients: {len(null)} tensors are structural zeros in float64 (worst {worst:.2g} of their "
            "partner's); their outputs are measured against their partner's scale (D108)"]


def null_scales(names: list[str], truth: list, null: dict[str, str]) -> dict[int, float]:
    """Output index → the scale its error is measured against: for an output of a null-gradient parameter
    (``<p>``, ``<p>.m``, ``<p>.v``, …) its partner's same output's max|truth|, when the truth of it is at hand."""
    if not null:
        return {}
    index = {n: i for i, n in enumerate(names)}
    out = {}
    for i, n in enumerate(names):
        base, dot, region = (n, "", "") if n in null else n.rpartition(".")
        j = index.get(null[base] + dot + region) if base in null else None
        if j is not None and truth[i] is not None and truth[j] is not None:
            out[i] = float(np.max(np.abs(np.asarray(truth[j], np.float64))))
    return out


def _bf16_allowances(t: TrainStep, inp: CheckInputs, envelope: dict) -> list:
    """Per output of ``t`` (interface order) the bf16 flip allowance of run ``inp``: the optimizer's
    sensitivity to the gradient (float64, :func:`cnxbuild.reference.optimizer_sensitivity`) along the
    gradient's flip envelope; zero for the loss (D35)."""
    grads, env = envelope
    args = (t, inp.params, grads, inp.state, step_scalars(t, inp), env)
    sens = oracle.call("optimizer_sensitivity", args, np.float64)
    names = _param_names(t)
    out = [sens["params"][n] for n in names]
    out += [sens[r][n] for r in emitter_lists(t)[0] for n in names]
    out += [np.zeros(p.shape) for p in buffer_ports(t)]  # buffers take no bf16 operand and no optimizer
    return out + [np.zeros(())]


def _bf16_envelope(t: TrainStep, inp: CheckInputs, verdict: Verdict) -> tuple[dict, dict]:
    """The float64 bf16 gradient and its flip envelope at :data:`FLIP_TAU` on run ``inp``'s batch."""
    args = (t, inp.params, inp.x, inp.targets, inp.drop_masks, FLIP_TAU, inp.buffers or None)
    grads, env = oracle.call("bf16_flip_envelope", args, np.float64)
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
                       truth: list, control: list, verdict: Verdict, null: dict[str, str]
                       ) -> tuple[list[str], list, list]:
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

    b1 = t.optimizer_constants["b1"]
    out = dict(zip(names, got))
    params = [n for n in names if n in inp.params]
    with jax.enable_x64(True):  # g on the device, one float64 copy (the division in numpy, as before)
        g = {n: jnp.asarray(np.asarray(out[f"{n}.m"], np.float64) / (1.0 - b1)) for n in params}
    rule = t.model_copy(update={"clip_norm": None})
    scalars = step_scalars(t, inp)
    judged = _own_gradient_outputs(t, inp, names)
    # ``null``: the family's null gradients (judge_run's); their outputs (truth ~0) would lead the list with a
    # relative error of two roundings (D108)
    worst = max(((rel_error(out[n], truth[i]), n) for i, n in enumerate(names)
                 if n in judged and n not in null and n.rpartition(".")[0] not in null), default=None)
    if worst is not None:
        verdict.notes.append(f"run A {'θ′/v′/ema′' if t.ema else 'θ′/v′'} against the truth (informative, D14, "
                             f"D68): worst {worst[1]} rel "
                             f"{worst[0]:.3g}{' (the null gradients left out)' if null else ''}; judged against "
                             "the float64 optimizer on the artifact's own gradient m′/(1−β1) instead")
    labels = list(labels)
    replaced = [i for i, n in enumerate(names) if n in judged]
    for i in replaced:  # in place: the caller's lists let go of the unconditioned θ′/v′/ema′ now (memory)
        labels[i], truth[i], control[i] = f"{names[i]} [A|g]", None, None
    verdict.say(f"run A: {'θ′, v′ and ema′' if t.ema else 'θ′ and v′'} by the reference optimizer on the "
                "artifact's own gradient (D14, D68)")
    for dtype, into in ((np.float64, truth), (np.float32, control)):  # one precision alive at a time
        if dtype == np.float32:  # g rounded to float32 on the host (as the cast of the numpy g was)
            g = {n: np.asarray(np.asarray(a), np.float32) for n, a in g.items()}
        args = (rule, inp.params, g, inp.state, scalars)  # θ and state: fresh float64 casts, donated
        cond = oracle.call("optimizer_step", args, dtype, donate=dtype == np.float64)
        del args
        for i in replaced:
            region, p = judged[names[i]]
            into[i] = cond[region][p]
        del cond
    return labels, truth, control
