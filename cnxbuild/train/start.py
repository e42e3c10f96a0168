"""What a driver that is not Python needs before step 1 (``cnxbuild init-state``): every state input as a
``.npy`` file, drawn exactly as ``cnxbuild train --seed S`` draws it, and an ``iree-run-module`` flag file
that feeds them and writes every output under the same name, so that the next step's state is the last
step's outputs moved back (docs/sidecar.md, "Starting a driver").

Layout written under ``DIR``::

    DIR/in/<input name>.npy     the state inputs (θ, buffers, m, v, acc, ema), float32, sidecar shapes
    DIR/step.flags              --function=<slug>, one --input=@in/<name>.npy per input and one
                                --output=@out/<name>.npy per output, in the sidecar's orders
    DIR/per_step.json           the inputs the driver writes before every call (x, targets, scalars,
                                drop masks): name, role, shape, dtype and, for a scalar or a drop mask,
                                its semantics;
                                and the forward partner's evaluation (``eval``)
    DIR/eval.flags              the forward partner: --function=<its slug>, --input=@eval/x.npy, then
                                θ (and a BatchNorm family's running statistics) from in/, the step's
                                current state; --output=@eval/<name>.npy
    DIR/eval_ema.flags          an EMA step only: the same forward on the EMA weights, θ from
                                in/<name>.ema.npy (buffers from in/<name>.npy: EMA does not average them);
                                --output=@eval/<name>.ema.npy

The per-step inputs go to ``DIR/in/<name>.npy`` too (a scalar as a 0-d array); ``out/`` must exist before
``iree-run-module`` runs. Nothing here knows a family or an optimizer: it reads the sidecar.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

import numpy as np

from cnxbuild.atomic import stale_temps, write_atomic
from cnxbuild.train.checkpoint import STATE_ROLES, init_state

__all__ = ["FLAGS_FILE", "EVAL_FLAGS_FILE", "EVAL_EMA_FLAGS_FILE", "PER_STEP_FILE",
           "GOLDEN_DIR", "StartError", "check_start_dir", "flag_lines", "golden_files", "npy_bytes",
           "eval_flag_lines", "per_step_inputs", "start_lock", "write_start"]

FLAGS_FILE = "step.flags"
EVAL_FLAGS_FILE = "eval.flags"
EVAL_EMA_FLAGS_FILE = "eval_ema.flags"
PER_STEP_FILE = "per_step.json"
GOLDEN_DIR = "golden"  # ``init-state --golden``'s calls (cnxbuild.train.golden)


class StartError(ValueError):
    """``-o DIR`` cannot take the files (a file or a dangling link where a directory goes, a directory where a
    file goes, or a driver's state already there), said before anything is written."""


LOCK_FILE = ".init-state.lock"


@contextlib.contextmanager
def start_lock(out: Path):
    """Hold ``out``'s lock (``out`` is made) while a start is checked and written: two ``init-state`` runs on one
    directory mixed their draws, both saying they wrote theirs (a breaker's finding, stop 42). An OS file lock
    (``filelock``), dropped by the kernel when the process dies.

    Raises:
        StartError: another process holds it.
    """
    from filelock import FileLock, Timeout

    out.mkdir(parents=True, exist_ok=True)
    lock = FileLock(out / LOCK_FILE, preserve_lock_file=True)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        raise StartError(f"another cnxbuild init-state is writing {out}; wait for it, or give another -o") from None
    try:
        yield
    finally:
        lock.release()


def check_start_dir(out: Path, force: bool, names: Iterable[str] = ()) -> list[Path]:
    """Refuse an ``out`` that cannot take :func:`write_start`'s files, before anything is written; return what
    ``force`` lets :func:`write_start` remove: the ``.npy`` files of an earlier start (``in/``, ``out/``, and of
    ``eval/`` the forward's outputs: an old θ's logits must not be read as the new one's) and the temp files a
    killed start left for the state files ``names`` (their writer gone).

    Raises:
        StartError: ``out``, ``out/in``, ``out/out`` or ``out/eval`` exists and is not a directory (or is a
            dangling link), or one of the last three is a link; a flag file's path is a directory; a ``.npy``
            name in ``in/``, ``out/``, ``eval/`` is not a file; ``out/in`` or ``out/out`` holds ``.npy`` files and
            ``force`` is False (a driver's state would be overwritten, or an unfinished start: no step.flags).
    """
    for d in (out, out / "in", out / "out", out / "eval"):
        if d.is_symlink() and not d.exists():
            raise StartError(f"{d} is a link to nothing; give a directory")
        if d != out and d.is_symlink():  # --force would remove .npy files in the linked directory (stop 54)
            raise StartError(f"{d} is a link to {os.readlink(d)}; the start's files go in a directory of its own "
                             "(nothing is written or removed through a link): remove the link or give another -o")
        if d.exists() and not d.is_dir():
            raise StartError(f"{d} is a file, not a directory; give another -o")
    for f in (out / FLAGS_FILE, out / EVAL_FLAGS_FILE, out / EVAL_EMA_FLAGS_FILE, out / PER_STEP_FILE):
        if f.is_dir():
            raise StartError(f"{f} is a directory; the flag files go there (remove it or give another -o)")
    found = [f for d in ("in", "out", "eval") if (out / d).is_dir() for f in sorted((out / d).glob("*.npy"))]
    odd = next((f for f in found if not f.is_file() or f.is_symlink()), None)
    if odd is not None:  # checked before anything is removed (a breaker's finding, stop 42: --force removed first)
        raise StartError(f"{odd} is not a file (a directory or a link); the start's .npy files go there: remove it")
    held = [f for f in found if f.parent.name == "in"]
    trained = [f for f in found if f.parent.name == "out"]  # a driver's last outputs: its trained state (a
    if (held or trained) and not force:  # breaker's finding, stop 57: removed without --force when in/ was empty)
        what = ("a driver's state (and its per-step inputs) would be overwritten" if (out / FLAGS_FILE).is_file()
                else f"no {FLAGS_FILE} beside them: a start that did not finish")
        where, files = (out / "in", held) if held else (out / "out", trained)
        raise StartError(f"{where} already holds {len(files)} .npy file{'s' * (len(files) != 1)} "
                         f"({files[0].name}, …): {what}; give another -o, or --force")
    temps = [t for name in names for d in ("in", "out") for t in stale_temps(out / d / f"{name}.npy")]
    return found + temps


def per_step_inputs(doc: Mapping) -> list[dict]:
    """The sidecar's inputs that are not state (x, targets, scalars, drop masks), in input order, each
    ``{"name", "role", "shape", "dtype"}`` plus ``"semantics"``: for a scalar its ``scalar_semantics`` entry, for
    a drop mask ``{"block", "blocks", "keep", "mask", "recommended_rate"}`` (its block, ``drop_path.site_block[j]``,
    and the sidecar's ``drop_path`` formulas it is drawn by with their numbers: new users' findings, stops 54, 56)."""
    semantics = dict(doc.get("scalar_semantics") or {})
    dp = doc.get("drop_path") or {}
    for j, block in enumerate(dp.get("site_block", ())):
        semantics[f"drop_mask.{j}"] = {"block": block, "blocks": dp["blocks"], "keep": dp["keep"], "mask": dp["mask"],
                                       "recommended_rate": dp["recommended_rate"]}  # the formulas' numbers too
        # (a new user's finding, stop 56: "rate" and "blocks" were the sidecar's only)
    return [{k: p[k] for k in ("name", "role", "shape", "dtype")}
            | ({"semantics": semantics[p["name"]]} if p["name"] in semantics else {})
            for p in doc["inputs"] if p["role"] not in STATE_ROLES]


def flag_lines(doc: Mapping) -> list[str]:
    """The flag file's lines: ``--function=<entry>``, then ``--input=@in/<name>.npy`` per input and
    ``--output=@out/<name>.npy`` per output, in the sidecar's orders (paths relative to the directory
    ``iree-run-module`` runs in)."""
    return ([f"--function={doc['entry']}"] + [f"--input=@in/{p['name']}.npy" for p in doc["inputs"]]
            + [f"--output=@out/{p['name']}.npy" for p in doc["outputs"]])


def eval_flag_lines(doc: Mapping, partner: Mapping, ema: bool = False) -> list[str]:
    """The forward partner's flag file: ``--function=<entry>``; its image batch from ``eval/x.npy``; every other
    input (θ, and the running statistics of a BatchNorm family's ``fwd_eval``) from ``in/<name>.npy``, where the
    train step ``doc``'s state of the same name is; each output to ``eval/<name>.npy``. ``partner`` is the
    forward's sidecar. With ``ema`` (an EMA step's :data:`EVAL_EMA_FLAGS_FILE`): θ from ``in/<name>.ema.npy``, the
    step's EMA weights, and each output to ``eval/<name>.ema.npy``; the buffers stay ``in/<name>.npy`` (EMA does
    not average them: the sidecar's ``update_rule.buffers``).

    Raises:
        StartError: an input of the forward that is not a state input of the step (never for a partner cnxbuild
            writes: its θ and buffers are the step's, by timm's names), or with ``ema`` a θ without an EMA input.
    """
    state = {p["name"]: p["role"] for p in doc["inputs"] if p["role"] in STATE_ROLES}
    lines = [f"--function={partner['entry']}"]
    for p in partner["inputs"]:
        name = p["name"]
        if p["role"] not in STATE_ROLES:
            lines.append(f"--input=@eval/{name}.npy")
        elif name not in state:
            raise StartError(f"{partner['slug']}: input {name} is not a state input of {doc['slug']}")
        elif ema and p["role"] == "theta":
            if state.get(f"{name}.ema") != "ema":
                raise StartError(f"{doc['slug']}: no EMA weight {name}.ema for the forward's input {name}")
            lines.append(f"--input=@in/{name}.ema.npy")
        else:
            lines.append(f"--input=@in/{name}.npy")
    suffix = ".ema" if ema else ""
    return lines + [f"--output=@eval/{p['name']}{suffix}.npy" for p in partner["outputs"]]


def golden_files(out: Path) -> list[Path]:
    """The files an ``init-state --golden`` left under ``out/golden/`` (its calls' directories and golden.json): an
    earlier start's, stale beside a new one, so :func:`write_start` removes them."""
    d = out / GOLDEN_DIR
    return sorted(f for f in d.rglob("*") if f.is_file() or f.is_symlink()) if d.is_dir() else []


def npy_bytes(array: np.ndarray) -> bytes:
    """``array`` as the bytes of a float32 ``.npy`` file (C order, no pickle; a 0-d array stays 0-d: a scalar input
    of shape ``[]``, which ``np.ascontiguousarray`` would make ``[1]``)."""
    import io

    buf = io.BytesIO()
    np.save(buf, np.asarray(array, np.float32, order="C"), allow_pickle=False)
    return buf.getvalue()


def write_start(doc: Mapping, out: Path, seed: int, theta: Mapping[str, np.ndarray] | None = None, *,
                init: str | None = None, old: list[Path] = (), partner: Mapping | None = None,
                drawn: list[str] = ()) -> dict:
    """Write ``doc``'s (a train step's sidecar) starting files under ``out`` (the module docstring's layout):
    the state of :func:`cnxbuild.train.checkpoint.init_state` (``seed``; ``theta`` given: a timm checkpoint's
    tensors, named by ``init``; ``drawn``: the θ tensors it lacks on purpose, drawn from ``seed``: ``--fresh-head``),
    the flag file and the per-step inputs; with ``partner`` (the forward partner's
    sidecar) its flag file :data:`EVAL_FLAGS_FILE` (an EMA step's also :data:`EVAL_EMA_FLAGS_FILE`) and
    ``out/eval/``. ``old`` (:func:`check_start_dir`'s,
    under ``--force``) is removed first, so that nothing of an earlier start is left in ``in/`` or ``out/``, and so
    are an earlier start's golden calls (:func:`golden_files`).
    Each file is written atomically; ``out/out/`` is made.

    Returns: ``{"state": number of state files, "per_step": per_step_inputs(doc), "removed": len(old)}``.

    Raises:
        CheckpointError: the sidecar's initial_state cannot be drawn (from init_state).
        OSError: a file cannot be written.
    """
    state = init_state(doc, seed, theta)  # before anything is removed or written: it may refuse
    evaluation = eval_flag_lines(doc, partner) if partner is not None else None
    has_ema = any(p["role"] == "ema" for p in doc["inputs"])
    ema_evaluation = eval_flag_lines(doc, partner, ema=True) if partner is not None and has_ema else None
    for f in (FLAGS_FILE, EVAL_FLAGS_FILE, EVAL_EMA_FLAGS_FILE, PER_STEP_FILE):  # first: a start stopped midway
        (out / f).unlink(missing_ok=True)  # has no step.flags, never an older start's beside new tensors
    outputs = {p["name"] for p in partner["outputs"]} if partner is not None else set()
    gone = [f for f in old  # in eval/, the forward's outputs only: the driver's eval batch (eval/x.npy) stays
            if f.parent.name != "eval" or f.name.removesuffix(".npy").removesuffix(".ema") in outputs]
    for f in gone:  # (a breaker's finding, stop 57)
        f.unlink(missing_ok=True)
    for f in golden_files(out):  # an earlier start's golden calls, another slug's outputs too (a new user, stop 58)
        f.unlink()
    (out / "in").mkdir(parents=True, exist_ok=True)
    (out / "out").mkdir(exist_ok=True)
    for name, array in state.items():
        write_atomic(out / "in" / f"{name}.npy", npy_bytes(array))
    write_atomic(out / FLAGS_FILE, ("\n".join(flag_lines(doc)) + "\n").encode())
    per_step = per_step_inputs(doc)
    source = {"theta": init} if theta is not None else {"seed": seed}
    if theta is not None and drawn:  # the checkpoint's tensors, and these drawn from the seed (D120)
        source.update({"drawn": list(drawn), "seed": seed})
    facts = {"slug": doc["slug"], "init": source, "replicas": doc.get("replicas", 1), "inputs": per_step}
    if evaluation is not None:
        (out / "eval").mkdir(exist_ok=True)
        write_atomic(out / EVAL_FLAGS_FILE, ("\n".join(evaluation) + "\n").encode())
        facts["eval"] = {"slug": partner["slug"], "flags": EVAL_FLAGS_FILE,
                         "inputs": [{k: p[k] for k in ("name", "role", "shape", "dtype")}
                                    for p in partner["inputs"] if p["role"] not in STATE_ROLES],
                         "outputs": [{k: p[k] for k in ("name", "role", "shape", "dtype")} for p in partner["outputs"]]}
    if ema_evaluation is not None:  # a new user's request (stop 56): the EMA weights had no flag file
        write_atomic(out / EVAL_EMA_FLAGS_FILE, ("\n".join(ema_evaluation) + "\n").encode())
        facts["eval"]["ema_flags"] = EVAL_EMA_FLAGS_FILE
        facts["eval"]["ema_outputs"] = [f"{p['name']}.ema" for p in partner["outputs"]]
    write_atomic(out / PER_STEP_FILE, (json.dumps(facts, indent=2) + "\n").encode())
    return {"state": len(state), "per_step": per_step, "removed": len(gone), "eval": facts.get("eval")}
