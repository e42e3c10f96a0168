"""``cnxbuild train``: drive a train-step artifact (or the JAX reference) over a dataset, with a warmup +
cosine schedule, checkpoints, an exact resume and a held-out evaluation by the forward partner.

The layout of every call comes from the sidecar (spec/convnext.md, "Train-step interface"; design.md,
decision 6): inputs by role and name, scalars by name, drop masks by count, the batch and image size from
the shapes of ``x`` and ``targets``. The Variant is used only to render the modules (and, in reference mode,
by the reference itself).

Streams, all from ``--seed``: data order ``[seed, 0, epoch]``, drop masks ``[seed, 1, micro_step]``,
initialisation ``[seed, 2]`` (numpy SeedSequence keys). A checkpoint after applied step s holds the state
tensors and the stream position, so the resumed run computes bit for bit what the uninterrupted run did.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from cnxbuild.run.memory import keep_freed_heap
from cnxbuild.train import report
from cnxbuild.train.checkpoint import (RunPosition, init_state, load_checkpoint, load_timm,
                                       param_name, save_checkpoint, timm_gelu_note)
from cnxbuild.train.data import Data, ExampleOrder, load_data, one_hot
from cnxbuild.train.outdir import check_out, out_lock, probe_out, remove_dead_temps, remove_earlier
from cnxbuild.train.recipe import baked_lr, check_drop_path, default_lr, recipe, summary_settings, takes
from cnxbuild.train.schedule import drop_masks, step_scalars
from cnxbuild.train.steppers import (ArtifactForward, ArtifactStepper, MicroBatch, ReferenceForward,
                                     ReferenceStepper, TrainError, check_drivable)
from cnxbuild.variant import Forward, TrainStep

__all__ = ["TrainOptions", "Artifact", "load_artifact", "train", "evaluate"]

DEFAULT_SEED = 0


@dataclass
class TrainOptions:
    """One ``cnxbuild train`` invocation. ``None`` settings take the checkpoint's value on ``--resume``
    (and must equal it when given), else the defaults: lr :func:`default_lr`, warmup steps // 10, seed 0."""

    data: str | None  # None: the checkpoint's, with --resume (required without)
    out: Path
    steps: int | None = None
    executor: str = "iree"
    lr: float | None = None
    warmup: int | None = None
    seed: int | None = None
    resume: Path | None = None
    init_timm: Path | None = None
    fresh_head: bool = False  # with init_timm: its classifier drawn afresh (fine-tuning onto other classes)
    reference: bool = False
    checkpoint_every: int = 0
    compare: Path | None = None
    mlir_dir: Path = Path("verified_mlir")
    progress: bool = True
    drop_path_rate: float | None = None  # default: the sidecar's drop_path.recommended_rate
    ema_decay: float | None = None  # default: the sidecar's scalar_semantics.ema_decay.decay
    partner: Forward | None = None  # the forward partner the matrix requests (default: batch 32, the step's size)
    overwrite: bool = False  # a fresh run may replace an earlier run of the same step in ``out`` (D113)
    #: the llvm-cpu CPU the matrix names ([build] chips; None: host), False when no matrix is known: a module built
    #: for another is not reused (a breaker's finding, stop 56: the matrix went back to host, train ran the old one)
    matrix_cpu: str | None | bool = False


@dataclass(frozen=True)
class Artifact:
    text: str
    doc: dict
    source: str  # "verified_mlir/<slug>.mlir", "rendered", or "rendered (… differs …)"


def load_artifact(v: TrainStep | Forward, mlir_dir: Path = Path("verified_mlir"),
                  partner: Forward | None = None) -> Artifact:
    """``v``'s module and sidecar: the committed pair in ``mlir_dir`` when its module equals a fresh render and
    its sidecar equals a fresh sidecar of that module but for the forward partner it names (the matrix's, which
    may be a non-default one), else the fresh render and sidecar, naming ``partner`` (the matrix's, as
    ``init-state`` names it: a breaker's finding, stop 44), else the default partner. ``source`` says which, and
    why a committed pair was not used (a sidecar of an older cnxbuild, edited, damaged or not JSON)."""
    from cnxbuild.slug import slug
    from cnxbuild.step import render, sidecar
    from cnxbuild.variant import forward_partner

    name = slug(v)
    text = render(v)
    mlir, side = mlir_dir / f"{name}.mlir", mlir_dir / f"{name}.json"
    stale = ""
    if mlir.is_file() and side.is_file() and mlir.read_text() == text:
        try:
            doc = json.loads(side.read_text())
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            doc, stale = None, f" ({side} is not JSON ({e}): regenerate it; not used)"
        if isinstance(doc, dict):
            partners = doc.get("forward_partner") if isinstance(v, TrainStep) else doc.get("partners")
            if isinstance(partners, (str, list)) and doc == json.loads(json.dumps(sidecar(v, partners, text))):
                return Artifact(text, doc, str(mlir))
            fresh = doc.get("module_sha256") == hashlib.sha256(text.encode()).hexdigest()
            stale = (f" ({side} does not describe its module (module_sha256): regenerate it; not used)"
                     if not fresh else f" ({side} differs from a fresh render of its sidecar (an older "
                                       "cnxbuild's, or edited): regenerate it; not used)")
        elif doc is not None:
            stale = f" ({side} is not a sidecar object: regenerate it; not used)"
    elif mlir.is_file():
        stale = f" ({mlir} differs from a fresh render: not used)"
    partners = slug(partner or forward_partner(v)) if isinstance(v, TrainStep) else []
    return Artifact(text, sidecar(v, partners, text), "rendered" + stale)


def _prebuilt(opts: TrainOptions, art: Artifact) -> Path | None:
    """doit's ``build/llvm-cpu/<slug>.vmfb`` beside ``opts.mlir_dir`` when the artifact is the committed file
    and that ``.vmfb`` was compiled from its current bytes (:mod:`cnxbuild.train.prebuilt`), else None."""
    from cnxbuild.train.prebuilt import prebuilt_vmfb

    mlir = opts.mlir_dir / f"{art.doc['slug']}.mlir"
    if opts.reference or opts.executor != "iree" or art.source != str(mlir):
        return None
    return prebuilt_vmfb(art.doc["slug"], mlir, opts.mlir_dir.parent, opts.matrix_cpu)


def _no_reuse(opts: TrainOptions, art: Artifact) -> str:
    """Why train compiles: no ``.vmfb`` that doit built from the module ``art`` is, or no module doit
    wrote."""
    from cnxbuild.targets import read_record
    from cnxbuild.train.prebuilt import COMPILE_DIR, cpu_refusal

    mlir = opts.mlir_dir / f"{art.doc['slug']}.mlir"
    vmfb = opts.mlir_dir.parent / COMPILE_DIR / f"{art.doc['slug']}.vmfb"
    record = read_record(vmfb) if art.source == str(mlir) else None
    refused = cpu_refusal(record, opts.matrix_cpu) if isinstance(record, dict) else None
    if refused:  # D122, D125, D127: another CPU than this machine's or the matrix's
        return f"{vmfb} {refused}"
    if art.source == str(mlir):
        return (f"no .vmfb of {mlir} with a current compile record in "
                f"{opts.mlir_dir.parent / 'build' / 'llvm-cpu'} to reuse")
    if mlir.is_file():
        return f"{mlir} differs from a fresh render, so no .vmfb doit built from it is reused"
    return f"no {mlir}: doit has not built {art.doc['slug']} here, so there is no .vmfb to reuse"


def _cpu_said(vmfb: Path) -> str:
    """What ``train`` says of a reused module compiled for a named CPU (D125): the CPU, and that this machine runs
    it; "" for a ``host`` module."""
    from cnxbuild.targets import read_record

    record = read_record(vmfb)
    cpu = record.get("chip") if isinstance(record, dict) else None
    return f" (compiled for the CPU {cpu}, whose features this machine has)" if cpu else ""


def _check_options(opts: TrainOptions) -> report.Compared | None:
    """Refuse options no run can use before anything is compiled or trained: a learning rate that is not a
    finite number > 0, a negative seed or checkpoint interval, an ``--out`` that is a file, a ``--compare`` file
    that is not a losses.csv. Returns ``--compare``'s run, read (:func:`~cnxbuild.train.report.compared`), or
    None.

    Raises:
        TrainError: naming the option, its value and what is allowed.
    """
    if opts.lr is not None and not (math.isfinite(opts.lr) and opts.lr > 0):
        raise TrainError(f"--lr {opts.lr} must be a finite number > 0")
    with np.errstate(over="ignore"):  # 1e39 becomes inf, said below, not as numpy's warning
        as_f32 = None if opts.lr is None else float(np.float32(opts.lr))
    if as_f32 is not None and not 0 < as_f32 < math.inf:  # fed to the step as float32
        raise TrainError(f"--lr {opts.lr} is {as_f32} in float32, which the step takes it as; "
                         "give a rate that float32 does not round to 0 or to infinity")
    if opts.seed is not None and opts.seed < 0:
        raise TrainError(f"--seed {opts.seed} must be an integer >= 0")
    if os.path.lexists(opts.out) and not opts.out.is_dir():  # a file, a device, a dangling or looping link
        raise TrainError(f"--out {opts.out}: is not a directory; give a directory (it is created if missing)")
    blocking = next((p for p in opts.out.parents if os.path.lexists(p) and not p.is_dir()), None)
    if blocking is not None:
        raise TrainError(f"--out {opts.out}: {blocking} is not a directory")
    if opts.checkpoint_every < 0:
        raise TrainError(f"--checkpoint-every {opts.checkpoint_every} must be >= 0 (0: after the last step only)")
    if opts.compare is None:
        return None
    try:  # read now, before this run removes or writes a file that may be this one (D113)
        return report.compared(opts.compare)
    except (OSError, KeyError, ValueError, UnicodeDecodeError) as e:
        why = f"no 'loss' column ({e})" if isinstance(e, KeyError) else str(e)
        raise TrainError(f"--compare {opts.compare}: not a readable losses.csv of another run: {why}") from None


def _settings(opts: TrainOptions, doc: dict) -> tuple[RunPosition, dict | None]:
    """The run's position and settings: fresh from ``opts``, or from ``--resume`` (checked against them)."""
    fixed = baked_lr(doc)
    given = [f"{flag} {v}" for flag, v in (("--lr", opts.lr), ("--warmup", opts.warmup)) if v is not None]
    if fixed is not None and given:  # it would be recorded and never used
        raise TrainError(f"{', '.join(given)}: {doc['slug']} is a fused_sgd step, which bakes its learning "
                         f"rate (lr = {fixed!r}, the slug's lr marker) and takes none at run time: no "
                         "schedule applies; render a variant with another lr marker, or use optimizer sgd "
                         "(lr an input)")
    if opts.resume is None:
        if opts.data is None:
            raise TrainError("--data DIR|digits is required without --resume (a checkpoint records its run's data)")
        if opts.steps is None:
            raise TrainError("--steps N (N >= 1) is required without --resume")
        if opts.steps < 1:
            raise TrainError(f"--steps {opts.steps}: the number of applied steps must be at least 1")
        warmup = 0 if fixed is not None else opts.steps // 10 if opts.warmup is None else opts.warmup
        if not 0 <= warmup <= opts.steps:
            raise TrainError(f"--warmup {warmup} must be between 0 and --steps {opts.steps}")
        rate, decay = recipe(opts, doc)
        lr = fixed if fixed is not None else default_lr(doc) if opts.lr is None else opts.lr
        pos = RunPosition(doc["slug"], _data_spelled(opts.data), DEFAULT_SEED if opts.seed is None else opts.seed,
                          lr, warmup, opts.steps, drop_path_rate=rate, ema_decay=decay, executor=_executor(opts))
        return pos, None
    if opts.init_timm is not None:
        raise TrainError("--init-timm starts a run and --resume continues one: give one of them")
    if takes(doc)[0]:
        check_drop_path(doc)
    state, pos = load_checkpoint(opts.resume, doc)
    k, batch = doc["constants"].get("accumulate", 1), port(doc, "input")["shape"][0]
    if (pos.micro, pos.data_position) != (pos.applied * k, pos.applied * k * batch):  # a hand edit (stop 54)
        raise TrainError(f"--resume {opts.resume}: its run position is not one a run of {doc['slug']} saves: after "
                         f"{pos.applied} applied steps of {k} micro-step{'s' * (k != 1)} of {batch} examples a run is "
                         f"at micro-step {pos.applied * k} and example {pos.applied * k * batch}, the checkpoint says "
                         f"{pos.micro} and {pos.data_position} (its learning rate, bias corrections and data order "
                         "would be another run's)")
    if fixed is not None and (pos.lr, pos.warmup) != (fixed, 0):  # a checkpoint of before stop 40 (D91)
        report.say(f"note: {opts.resume} records lr {pos.lr!r} and warmup {pos.warmup}, but {doc['slug']} "
                   f"bakes lr = {fixed!r} and applied it at every step; this run records {fixed!r}")
        pos.lr, pos.warmup = fixed, 0
    given = {"seed": opts.seed, "lr": opts.lr, "warmup": opts.warmup, "total": opts.steps,
             "drop_path_rate": opts.drop_path_rate, "ema_decay": opts.ema_decay}
    flag = {k: "--steps" if k == "total" else "--" + k.replace("_", "-") for k in given}
    clash = [f"{flag[k]} {v} (checkpoint: {getattr(pos, k)})"
             for k, v in given.items() if v is not None and v != getattr(pos, k)]
    if opts.data is not None:  # the data may have moved (another machine, a symlink): where the checkpoint has
        # its fingerprint, that decides once the data is read (:func:`_same_data`; a breaker's finding, stop 56)
        if pos.data_fingerprint or _same_spelling(opts.data, pos.data):
            pos.data = _data_spelled(opts.data)
        else:
            clash.append(f"--data {opts.data} (checkpoint: {pos.data})")
    elif pos.data != "digits" and not os.path.isdir(pos.data):
        raise TrainError(f"--resume {opts.resume}: its run's data, {pos.data}, is not there (moved, or another "
                         "machine): give --data where it is now"
                         + (" (the checkpoint's fingerprint says whether it is the same data)" if pos.data_fingerprint
                            else ""))
    if pos.executor and pos.executor != _executor(opts):  # a breaker's finding (stop 56): the summary said "IREE
        # artifact" of a run whose first steps the JAX reference made
        clash.append(f"{_EXECUTORS[_executor(opts)]} (checkpoint: {_EXECUTORS[pos.executor]}; resume with "
                     f"{_EXECUTOR_FLAGS[pos.executor]})")
    pos.executor = pos.executor or _executor(opts)  # an older checkpoint's lineage is checked from here on
    if clash:
        why = ("; a run's learning rate follows its warmup and cosine over its --steps, so a longer run is another "
               "run: start one with the --steps you want (--init-timm takes weights)" if given["total"] is not None
               and given["total"] != pos.total and baked_lr(doc) is None else "")  # a new user (stop 56): why
        raise TrainError(f"--resume {opts.resume}: the run's settings must stay as they were: "
                         + "; ".join(clash) + why)
    return pos, state


_EXECUTORS = {"iree": "the artifact on IREE", "xla": "the artifact on XLA", "reference": "the JAX reference"}
_EXECUTOR_FLAGS = {"iree": "no --executor or --reference", "xla": "--executor xla", "reference": "--reference"}


def _executor(opts: TrainOptions) -> str:
    """What makes the run's steps: ``reference``, or the artifact's executor (``iree``, ``xla``)."""
    return "reference" if opts.reference else opts.executor


def _data_spelled(data: str) -> str:
    """``--data`` as a checkpoint records it: ``digits``, or the directory's absolute path (a relative one was read
    against a resume's working directory, another folder without a word: a breaker's finding, stop 56)."""
    return data if data == "digits" else os.path.abspath(data)


def _same_spelling(given: str, recorded: str) -> bool:
    """Whether ``--data given`` names the data a checkpoint without a fingerprint recorded (as typed before stop 56:
    ``png/`` and ``png``, or a relative and an absolute path, name one directory)."""
    if "digits" in (given, recorded):
        return given == recorded
    return os.path.normpath(given) == os.path.normpath(recorded) or \
        os.path.abspath(given) == os.path.abspath(recorded)


def _same_data(opts: TrainOptions, pos: RunPosition, data: Data) -> None:
    """Record the data's fingerprint in a fresh run's ``pos``; refuse a resume whose data is not what its run
    trained on (the same folder grown, or another one), where the checkpoint recorded it (stop 56 on)."""
    if opts.resume is None or not pos.data_fingerprint:
        pos.data_fingerprint = data.fingerprint
    elif pos.data_fingerprint != data.fingerprint:
        raise TrainError(f"--resume {opts.resume}: --data {pos.data} is not the data the run trained on (now "
                         f"{data.fingerprint}; the checkpoint's: {pos.data_fingerprint}): its examples would be "
                         "another run's; resume with the run's data, or start a new run")


def port(doc: dict, role: str) -> dict:
    """The sidecar's first input of ``role`` (``input``: x ``[B,3,S,S]``; ``targets``: ``[B,K]``)."""
    return next(p for p in doc["inputs"] if p["role"] == role)


def _micro_batches(doc: dict, data: Data, order: ExampleOrder, pos: RunPosition, k: int) -> list[MicroBatch]:
    """The k micro-batches of the next applied step (advances nothing: the caller moves ``pos``)."""
    batch, classes = port(doc, "input")["shape"][0], port(doc, "targets")["shape"][1]
    sites = sum(p["role"] == "drop_mask" for p in doc["inputs"])
    dp = doc.get("drop_path", {})
    out = []
    for j in range(k):
        idx = order.take(pos.data_position + j * batch, batch)
        masks = drop_masks(pos.seed, pos.micro + j, dp["blocks"], batch, pos.drop_path_rate,
                           dp.get("site_block"), dp["schedule"]) if sites else []
        scalars = step_scalars(pos.micro + j, accumulate=k, total=pos.total, base_lr=pos.lr,
                               warmup=pos.warmup, constants=doc["constants"], decay=pos.ema_decay)
        out.append(MicroBatch(data.train.load(idx), one_hot(data.train.labels[idx], classes), masks, scalars))
    return out


def evaluate(forward, theta: dict[str, np.ndarray], data: Data) -> float:
    """Held-out top-1 accuracy of ``theta`` (the last batch padded with zeros, its padding discarded)."""
    n, b = len(data.held_out), forward.batch
    correct = 0
    for lo in range(0, n, b):
        idx = np.arange(lo, min(lo + b, n))
        x = data.held_out.load(idx)
        if len(idx) < b:
            x = np.concatenate([x, np.zeros((b - len(idx), *x.shape[1:]), np.float32)])
        pred = np.argmax(forward(theta, x)[: len(idx)], axis=1)
        correct += int(np.sum(pred == data.held_out.labels[idx]))
    return correct / n


def _forward(opts: TrainOptions, doc: dict, registry):
    from cnxbuild.slug import parse_slug

    fwd = load_artifact(parse_slug(doc["forward_partner"], registry), opts.mlir_dir)
    if opts.reference:
        return ReferenceForward(fwd.doc, port(fwd.doc, "input")["shape"][0])
    return ArtifactForward(fwd.doc, fwd.text, opts.executor, _prebuilt(opts, fwd))


def _weights(doc: dict, state: dict, role: str) -> dict[str, np.ndarray]:
    """The weights of ``role`` (``theta``, or ``ema``: the shadow) under θ's names, with the buffers (a
    ``fwd_eval`` partner reads the running statistics)."""
    return {param_name(p): state[p["name"]] for p in doc["inputs"] if p["role"] in (role, "buffer")}


def train(v: TrainStep, opts: TrainOptions, registry=None) -> dict:
    """Run ``opts`` on train step ``v``; writes losses.csv, loss.png, summary.json and checkpoints
    ``ckpt_<step>.safetensors`` (every ``checkpoint_every`` steps and after the last) in ``opts.out``, and
    returns the summary.

    The run keeps the memory glibc's ``malloc`` frees for the next step (:func:`cnxbuild.run.memory.
    keep_freed_heap`, D77): a step's large transients are not faulted in afresh at every step (10 % of a
    28M-parameter step's time at batch 8, docs/performance.md); the process holds the step's peak until the
    run ends, and ``summary.json`` says ``"heap": "kept"``.

    Raises:
        TrainError, DataError, CheckpointError: options, data or files that cannot make this run.
        ToolError: the artifact does not compile or run.
    """
    with keep_freed_heap() as kept:
        return _train(v, opts, registry, "kept" if kept else "system")


def _train(v: TrainStep, opts: TrainOptions, registry, heap: str) -> dict:
    from cnxbuild.slug import DEFAULT_REGISTRY

    compare = _check_options(opts)
    art = load_artifact(v, opts.mlir_dir, opts.partner)
    doc = art.doc
    check_drivable(doc)  # before "compiling …" is said (a new user's finding, stop 54)
    # refused before anything compiles: another run writing to --out now, no file can be written there, or it holds
    # another run (checked again under the lock, before anything is removed or written)
    probe_out(opts.out)
    check_out(opts.out, doc["slug"], resume=opts.resume, overwrite=opts.overwrite)
    pos, state = _settings(opts, doc)
    batch, image_size = port(doc, "input")["shape"][0], port(doc, "input")["shape"][2]
    data = load_data(pos.data, image_size, port(doc, "targets")["shape"][1])  # --data's, or the checkpoint's
    _same_data(opts, pos, data)
    if state is None:
        theta = load_timm(opts.init_timm, doc, fresh_head=opts.fresh_head) if opts.init_timm else None
        note = timm_gelu_note(doc) if theta is not None else None
        if note:  # stop 41's audit
            report.say(note)
        state = init_state(doc, pos.seed, theta)
    k = int(doc["constants"].get("accumulate", 1))
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    vmfb = _prebuilt(opts, art)
    why = None if vmfb or opts.reference or opts.executor != "iree" else _no_reuse(opts, art)
    if opts.progress and not opts.reference:  # a full-size step compiles for a minute or two: say so first
        report.say(f"loading {vmfb}{_cpu_said(vmfb)} …" if vmfb else
                   f"compiling {doc['slug']} for {opts.executor}{f' ({why})' if why else ''} …")
    stepper = ReferenceStepper(doc) if opts.reference else ArtifactStepper(doc, art.text, opts.executor, vmfb)
    times["compile_s"] = time.perf_counter() - t0
    with out_lock(opts.out):  # one run writes to a directory (a breaker's finding, stop 56: two runs mixed files)
        # every option, the data, θ and the compile are good: the earlier run's files removed only now, as they
        # are under the lock (a run that finished meanwhile is an earlier run too), with a dead writer's temps
        remove_earlier(opts.out, check_out(opts.out, doc["slug"], resume=opts.resume, overwrite=opts.overwrite))
        remove_dead_temps(opts.out)
        order = ExampleOrder(len(data.train), pos.seed)
        t0, resumed_at = time.perf_counter(), pos.applied
        log, baked = report.LogLines(pos.total, opts.progress), baked_lr(doc) is not None
        with report.progress(pos.total, pos.applied, doc["slug"], opts.progress) as bar:
            while pos.applied < pos.total:
                micro = _micro_batches(doc, data, order, pos, k)
                state, loss = stepper(state, micro)
                pos.applied, pos.micro = pos.applied + 1, pos.micro + k
                pos.data_position += k * batch
                pos.losses.append(loss)
                bar.update(1)
                lr = pos.lr if baked else micro[-1].scalars["lr"]
                bar.set_postfix(loss=f"{loss:.4f}", lr=f"{lr:.2e}")
                log.step(pos.applied, loss, lr)
                if opts.checkpoint_every and pos.applied % opts.checkpoint_every == 0:
                    save_checkpoint(opts.out / f"ckpt_{pos.applied:06d}.safetensors", state, pos)
        times["train_s"] = time.perf_counter() - t0
        final = opts.out / f"ckpt_{pos.applied:06d}.safetensors"
        if not (opts.checkpoint_every and pos.applied % opts.checkpoint_every == 0):
            save_checkpoint(final, state, pos)
        t0 = time.perf_counter()
        if opts.progress:
            report.say(f"evaluating the held-out split with {doc['forward_partner']} …")
        forward = _forward(opts, doc, registry or DEFAULT_REGISTRY)
        acc = {"theta": evaluate(forward, _weights(doc, state, "theta"), data)}
        if any(p["role"] == "ema" for p in doc["inputs"]):
            acc["ema"] = evaluate(forward, _weights(doc, state, "ema"), data)
        times["eval_s"] = time.perf_counter() - t0
        summary = {"slug": doc["slug"], "source": art.source, "runner": stepper.label,
                   "executor": _executor(opts), "data": data.name, "data_fingerprint": data.fingerprint,
                   "train_examples": len(data.train), "held_out_examples": len(data.held_out),
                   "settings": summary_settings(pos, doc),
                   "resumed_from": str(opts.resume) if opts.resume else None, "checkpoint": str(final),
                   "final_loss": pos.losses[-1] if pos.losses else None,
                   "held_out_accuracy": acc["theta"],
                   **({"held_out_accuracy_ema": acc["ema"]} if "ema" in acc else {}),
                   "forward_partner": doc["forward_partner"],
                   "compiled": "reference" if opts.reference else (f"reused {vmfb}" if vmfb else "compiled"),
                   **({"compiled_because": why} if why else {}),  # kept without --progress (a new user, stop 55)
                   "forward_compiled": "reference" if opts.reference else (
                       f"reused {forward.vmfb}" if forward.vmfb else "compiled"),
                   "times": times, "heap": heap}
        report.write_outputs(opts.out, pos, summary, stepper.label, compare, resumed_at)
    return summary
