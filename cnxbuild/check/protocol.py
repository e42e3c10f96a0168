"""The check of one artifact's twin, run by run (spec/checks.md, "The numeric protocol" and "Multi-step
cases"): a forward's logits, or a train step's runs A and B (and C of a clip variant), each over k micro-steps on
R replicas, judged by :mod:`cnxbuild.check.judge`."""

from __future__ import annotations

import time

import numpy as np

from cnxbuild.check import oracle
from cnxbuild.check.executor import Executor, compile_time, compiling
from cnxbuild.check.gradients import CLIP_SIDES, Gradients, clip_drive, unclip_pull
from cnxbuild.check.inputs import (CheckInputs, emitter_lists, init_buffers, init_params, list_mismatch, make_inputs,
                                   off_kinks, seed, twin)
from cnxbuild.check.judge import judge_run
from cnxbuild.check.verdict import Verdict, compare
from cnxbuild.nets import family_of
from cnxbuild.run.memory import trim
from cnxbuild.slug import slug
from cnxbuild.step import buffer_ports, interface, parameter_count
from cnxbuild.variant import Forward, TrainStep

__all__ = ["check_forward", "check_train", "GROUP_BYTES"]


def check_forward(v: Forward, executor: str, verdict: Verdict) -> None:
    t = twin(v)
    rng = seed(v, "inputs")
    params = init_params(t, rng)
    buffers = init_buffers(t, rng)
    x = rng.normal(size=(t.batch, 3, t.image_size, t.image_size))
    params = off_kinks(t, params, buffers, x)
    t0 = time.perf_counter()
    verdict.say(compiling(t, executor))
    ex = Executor.of_twin(t, executor, slug(v))
    compile_time(verdict, ex, t0)
    names = [p.name for p in interface(t).inputs][1:]
    t0 = time.perf_counter()
    (got,) = ex.run([[oracle.f32(x)] + [oracle.f32({**params, **buffers}[n]) for n in names]])
    verdict.timings["run_s"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    verdict.say("the reference forward: float64 truth, float32 control")
    truth = oracle.call("forward", (params, x), np.float64, v=t, buffers=buffers or None)
    control = oracle.call("forward", (params, x), np.float32, v=t, buffers=buffers or None)
    verdict.timings["reference_s"] = time.perf_counter() - t0
    compare(verdict, v, ["logits"], got, [truth], [control])



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
    return [oracle.f32(vals[p.name]) for p in interface(t).inputs]


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


def _run_micro_steps(t: TrainStep, ex: Executor, inputs: dict[str, CheckInputs], verdict: Verdict
                     ) -> dict[str, tuple[list, float]]:
    """k micro-steps (each on R replicas) of every run; per run, the last step's outputs (replica 0) and the
    mean loss. Micro-step j of all runs goes to the executor in one call list (a replicated twin: the k call
    lists to one XLA child, :meth:`Executor.session`)."""
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



def check_train(v: TrainStep, executor: str, verdict: Verdict) -> None:
    t = twin(v)
    mismatch = list_mismatch(t)
    if mismatch is not None:  # nothing to compare tensor by tensor: the interfaces disagree
        verdict.notes.append(mismatch)
        return
    t0 = time.perf_counter()
    verdict.say(compiling(t, executor))
    ex = Executor.of_twin(t, executor, slug(v))
    compile_time(verdict, ex, t0)
    grads = Gradients(t)
    verdict.say("the reference gradient (float64): its scale" + (" and the clip drive" if t.clip_norm else ""))
    t0 = time.perf_counter()
    drive, gscale, norm = clip_drive(v, grads)
    verdict.timings["gradient_scale_s"] = time.perf_counter() - t0
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
    groups = _run_groups(t, runs)
    for group in groups:
        inputs = {run: make_inputs(v, run, gscales[run], drive, pulls[run]) for run in group}
        t0 = time.perf_counter()
        steps = f"{t.accumulate} micro-steps" if t.accumulate > 1 else "one step"
        verdict.say(f"run {' and '.join(group)}: the twin, {steps} on {executor}"
                    + (f" ({t.replicas} replicas)" if t.replicas > 1 else ""))
        # a replicated twin: one XLA child for the group's micro-steps, gone before the judging; the next group's
        # child loads the executable this one compiled (D111)
        with ex.session(keep=len(groups) > 1):
            results = _run_micro_steps(t, ex, inputs, verdict)
        verdict.timings["run_s"] += time.perf_counter() - t0
        for run in group:
            if pulls[run]:  # runs B and C of a clip variant: targets of their own (D86), bf16 envelopes too
                envelope = None
            envelope = judge_run(v, run, inputs.pop(run), *results.pop(run), envelope, verdict, grads)
            trim()  # the run's tensors go back to the system before the next is drawn
    if len(ex.children) > 1:
        verdict.notes.append(f"{len(ex.children)} XLA children; {sum(ex.children)} loaded the twin's "
                             "executable that another had compiled (D111)")


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
