"""A golden two-call run for a driver's own test (``cnxbuild init-state --golden``; docs/driver.md, "A golden
step"; docs/decisions.md, D132).

A driver that is not Python has no oracle of its own: it can call the artifact, but not tell whether it fed the
inputs in the right order, dtypes and layout, or fed each output back as the right input. ``init-state --golden``
writes, beside the start of :func:`cnxbuild.train.start.write_start`, the per-step inputs of two calls and what the
``.vmfb`` the driver will load returns on them, run through IREE's Python runtime::

    DIR/golden/<c>/in/<name>.npy    call c's per-step inputs (x, targets, scalars, drop masks), c = 1, 2
    DIR/golden/<c>/out/<name>.npy   every output of call c (θ′, the regions, buffers, loss)
    DIR/golden/golden.json          the slug, the .vmfb and its sha256, IREE's versions, the host CPU, the seed,
                                    each call's loss and its float32 bits, the inputs' and outputs' names in order

Call 1 runs from the start in ``in/`` (call 1's per-step inputs are copied there too, so ``step.flags`` runs it as
it stands); call 2 from call 1's outputs fed back, so a driver that feeds an output back as the wrong input (m
for v: both are 0 at the start) is seen at call 2, as are the scalars that depend on the step. Two calls of one
``.vmfb`` with one IREE release on one CPU give the same bits (measured: tests/test_golden.py compares every output
of ``iree-run-module`` bit for bit).

Nothing here knows a family or an optimizer: it reads the sidecar, and draws the scalars and drop masks as
``cnxbuild train --seed`` draws those of its micro-steps 0 and 1 (:func:`cnxbuild.train.schedule.step_scalars` on a
two-step cosine schedule without warm-up at ``train``'s default peak rate, :func:`cnxbuild.train.schedule.drop_masks`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path

import numpy as np

from cnxbuild.atomic import write_atomic
from cnxbuild.train.checkpoint import STATE_ROLES
from cnxbuild.train.data import one_hot
from cnxbuild.train.recipe import default_lr
from cnxbuild.train.schedule import DROP_PATH_RATE, drop_masks, step_scalars
from cnxbuild.train.start import (EVAL_EMA_FLAGS_FILE, EVAL_FLAGS_FILE, FLAGS_FILE, GOLDEN_DIR, PER_STEP_FILE,
                                  golden_files, npy_bytes)
from cnxbuild.train.steppers import TrainError, check_drivable

__all__ = ["GOLDEN_DIR", "GOLDEN_FILE", "GOLDEN_STREAM", "GOLDEN_CALLS", "golden_inputs", "golden_refusal",
           "write_golden", "golden_call"]

GOLDEN_FILE = "golden.json"
#: numpy SeedSequence key of the golden batch's stream (0 is train's data order, 1 its drop masks:
#: schedule.MASK_STREAM)
GOLDEN_STREAM = 2
GOLDEN_CALLS = 2  # call 2 is fed call 1's outputs: the feed-back and the step-dependent scalars are tested too


def golden_inputs(doc: Mapping, seed: int, call: int = 1) -> dict[str, np.ndarray]:
    """The per-step inputs of call ``call`` (1-based: micro-step ``call − 1``) of train step ``doc`` (its sidecar), by
    name in input order, float32: ``x ~ N(0, 1)`` ``[B,3,S,S]`` and one-hot ``targets`` ``[B,K]`` of uniform labels,
    from ``default_rng([seed, GOLDEN_STREAM, call])``; each scalar a 0-d array of
    :func:`~cnxbuild.train.schedule.step_scalars` on a :data:`GOLDEN_CALLS`-step cosine schedule without warm-up at
    ``train``'s default peak rate (:func:`~cnxbuild.train.recipe.default_lr`): ``lr``, ``bc1``/``bc2`` for the
    applied step's t, ``accumulate_apply`` (0 on an accumulate-only call), ``ema_decay``; each ``drop_mask.<j>``
    ``[B]`` as train draws that micro-step's at the sidecar's ``recommended_rate``.

    Raises:
        TrainError: a sidecar the train driver cannot run (data parallel, unknown roles or scalars).
    """
    check_drivable(doc)
    ports = {p["role"]: p for p in doc["inputs"] if p["role"] in ("input", "targets")}
    batch, classes = ports["targets"]["shape"]
    rng = np.random.default_rng([seed, GOLDEN_STREAM, call])
    data = {"input": rng.standard_normal(ports["input"]["shape"], dtype=np.float32),
            "targets": one_hot(rng.integers(0, classes, batch), classes)}
    c = doc["constants"]
    k = c.get("accumulate", 1)
    scalars = step_scalars(call - 1, accumulate=k, total=-(-GOLDEN_CALLS // k), base_lr=default_lr(doc), warmup=0,
                           constants=c)
    dp = doc.get("drop_path") or {}
    sites = [p for p in doc["inputs"] if p["role"] == "drop_mask"]
    masks = iter(drop_masks(seed, call - 1, dp["blocks"], batch, dp.get("recommended_rate", DROP_PATH_RATE),
                            dp.get("site_block"), dp["schedule"]) if sites else [])
    out = {}
    for p in doc["inputs"]:
        role = p["role"]
        if role in STATE_ROLES:
            continue
        a = scalars[p["name"]] if role == "scalar" else next(masks) if role == "drop_mask" else data[role]
        out[p["name"]] = np.asarray(a, np.float32)
    return out


def write_golden(doc: Mapping, out: Path, vmfb: Path, seed: int) -> dict:
    """Run :data:`GOLDEN_CALLS` calls of ``vmfb`` (the compiled ``doc``) from the start in ``out/in/`` and write the
    module docstring's layout; call 1's per-step inputs go to ``out/in/`` too, and call 1 reads every input from
    ``out/in/`` (the bytes a driver reads). The state files must be written already
    (:func:`cnxbuild.train.start.write_start`). Each file is written atomically.

    Returns: the ``golden.json`` facts.

    Raises:
        TrainError: a sidecar the driver cannot run (:func:`golden_inputs`), or results that are not the sidecar's.
        cnxbuild.run.ToolError: the runtime cannot load the module or run its function on these inputs.
        OSError: a file cannot be read or written.
    """
    from cnxbuild.run import tool_versions
    from cnxbuild.run.iree import IreeModule

    flat = vmfb.read_bytes()
    module = IreeModule(flat, driver="local-task", slug=doc["slug"])
    loss_name = next(p["name"] for p in doc["outputs"] if p["role"] == "loss")
    state: dict[str, np.ndarray] = {}
    calls = []
    for call in range(1, GOLDEN_CALLS + 1):
        d = out / GOLDEN_DIR / str(call)
        for name, a in golden_inputs(doc, seed, call).items():
            data = npy_bytes(a)
            for where in (d / "in", out / "in") if call == 1 else (d / "in",):
                write_atomic(where / f"{name}.npy", data)
        args = [state[p["name"]] if p["name"] in state else
                np.load((out / "in" if call == 1 else d / "in") / f"{p['name']}.npy", allow_pickle=False)
                for p in doc["inputs"]]
        named = _named_results(doc, vmfb, module(doc["entry"], args))
        for name, a in named.items():
            write_atomic(d / "out" / f"{name}.npy", npy_bytes(a))
        state = {p["name"]: named[p["name"]] for p in doc["inputs"] if p["role"] in STATE_ROLES}
        loss = np.float32(named[loss_name])
        calls.append({"call": call, "loss": float(loss), "loss_bits": f"0x{loss.view(np.uint32):08x}"})
    versions = tool_versions()
    facts = {"slug": doc["slug"], "entry": doc["entry"], "seed": seed, "vmfb": str(vmfb.resolve()),
             "vmfb_sha256": hashlib.sha256(flat).hexdigest(), "device": "local-task",
             "iree-base-runtime": versions.get("iree-base-runtime"),
             "iree-base-compiler": versions.get("iree-base-compiler"),
             "host_cpu": {k: v for k, v in versions.items() if k.startswith("host")},
             "calls": calls, "inputs": [p["name"] for p in doc["inputs"]],
             "outputs": [p["name"] for p in doc["outputs"]],
             "compare": "every output, not the loss alone: call c's out/<name>.npy against golden/<c>/out/<name>.npy, "
                        "bit for bit (the same .vmfb, IREE release and CPU give the same bits); call 2 from call 1's "
                        "outputs moved to in/ and golden/2/in/ copied there"}
    write_atomic(out / GOLDEN_DIR / GOLDEN_FILE, (json.dumps(facts, indent=2) + "\n").encode())
    return facts


def _named_results(doc: Mapping, vmfb: Path, results: list) -> dict[str, np.ndarray]:
    """The call's results by output name, checked against the sidecar's count and shapes."""
    if len(results) != len(doc["outputs"]):
        raise TrainError(f"{vmfb}: {doc['entry']} returned {len(results)} results; the sidecar lists "
                         f"{len(doc['outputs'])} outputs (a .vmfb of another module?)")
    named = {}
    for p, a in zip(doc["outputs"], results):
        a = np.asarray(a)
        if tuple(a.shape) != tuple(p["shape"]):
            raise TrainError(f"{vmfb}: output {p['name']} came back {list(a.shape)}, the sidecar says {p['shape']}")
        named[p["name"]] = a
    return named


def golden_refusal(doc: Mapping, vmfb: Path | None) -> str | None:
    """Why ``vmfb`` cannot compute train step ``doc``'s golden calls here, or None: a data-parallel step (IREE's CPU
    runtime has no collectives; said first, with ``vmfb`` None too), a path that is not a file, a module the runtime
    does not load, or one without the step's function (another module's). Loads the module; writes nothing."""
    from cnxbuild.run import ToolError
    from cnxbuild.run.iree import IreeModule

    if int(doc.get("replicas", 1)) > 1:
        return (f"{doc['slug']} is data parallel: IREE's CPU runtime cannot run it (no collectives), so there is "
                "no module to compute a golden call with")
    if vmfb is None:
        return None
    if vmfb.is_dir():
        return f"{vmfb} is a directory; give the .vmfb file"
    if not vmfb.is_file():
        return f"{vmfb}: no such file"
    try:
        functions = IreeModule(vmfb.read_bytes(), slug=doc["slug"]).functions
    except (ToolError, OSError) as e:
        return f"{vmfb}: {e}"
    if doc["entry"] not in functions:
        return f"{vmfb} has no function {doc['entry']} (it has {', '.join(functions) or 'none'}): another module's"
    return None


def golden_call(doc: Mapping, out: Path, vmfb: Path, seed: int) -> dict:
    """:func:`write_golden` after :func:`cnxbuild.train.start.write_start` wrote the start in ``out`` (which removed
    an earlier golden); when a call fails, that start and the golden files are removed again, so nothing of the run
    is kept, and the error is raised (what :func:`write_golden` raises)."""
    try:
        return write_golden(doc, out, vmfb, seed)
    except BaseException:
        started = [out / "in" / f"{p['name']}.npy" for p in doc["inputs"]]
        flags = [out / f for f in (FLAGS_FILE, EVAL_FLAGS_FILE, EVAL_EMA_FLAGS_FILE, PER_STEP_FILE)]
        for f in (*started, *flags, *golden_files(out)):
            f.unlink(missing_ok=True)
        raise
