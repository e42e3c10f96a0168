"""A golden first call for a driver's own test (``cnxbuild init-state --golden``; docs/driver.md, "A golden step";
docs/decisions.md, D132).

A driver that is not Python has no oracle of its own: it can call the artifact, but not tell whether it fed the
inputs in the right order, the right dtypes and the right layout. ``init-state --golden`` writes, beside the start
of :func:`cnxbuild.train.start.write_start`, the per-step inputs of the first call (``in/x.npy``, ``in/targets.npy``,
every scalar, every drop mask: float32, the sidecar's shapes, drawn from the seed) and what the artifact returns on
exactly the files in ``in/``, computed by running the ``.vmfb`` the driver will load through IREE's Python runtime::

    DIR/golden/<output name>.npy   every output of that call (θ′, the regions, buffers, loss), float32
    DIR/golden/golden.json         the slug, the .vmfb and its sha256, IREE's versions, the host CPU, the seed,
                                   the loss and its float32 bits, the outputs' names in output order

A driver that runs the call (``iree-run-module --flagfile=step.flags``, or its own) and compares ``out/`` with
``golden/`` gets the same bits from the same ``.vmfb`` and IREE release on the same CPU (measured: tests/
test_golden.py compares every output of ``iree-run-module`` bit for bit); elsewhere, a float32-noise difference.

Nothing here knows a family or an optimizer: it reads the sidecar, and draws the scalars and drop masks as
``cnxbuild train --seed`` draws those of its first call (:func:`cnxbuild.train.schedule.step_scalars`,
:func:`cnxbuild.train.schedule.drop_masks`), at ``train``'s default learning rate.
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
from cnxbuild.train.steppers import TrainError, check_drivable

__all__ = ["GOLDEN_DIR", "GOLDEN_FILE", "GOLDEN_STREAM", "golden_inputs", "golden_refusal", "write_golden",
           "golden_call"]

GOLDEN_DIR = "golden"
GOLDEN_FILE = "golden.json"
#: numpy SeedSequence key of the golden batch's stream (0 is train's data order, 1 its drop masks:
#: schedule.MASK_STREAM)
GOLDEN_STREAM = 2


def golden_inputs(doc: Mapping, seed: int) -> dict[str, np.ndarray]:
    """The per-step inputs of the first call of train step ``doc`` (its sidecar), by name in input order, float32:
    ``x ~ N(0, 1)`` ``[B,3,S,S]``; one-hot ``targets`` ``[B,K]`` of labels drawn uniformly; each scalar a 0-d
    array of :func:`~cnxbuild.train.schedule.step_scalars` at micro-step 0 (``lr`` train's default peak rate,
    :func:`~cnxbuild.train.recipe.default_lr`; ``bc1``, ``bc2`` for t = 1; ``accumulate_apply`` 1 only when
    k = 1; ``ema_decay`` its warm-up's first value); each ``drop_mask.<j>`` ``[B]`` drawn as train draws micro-step
    0's at the sidecar's ``recommended_rate``. x and targets come from ``default_rng([seed, GOLDEN_STREAM])``.

    Raises:
        TrainError: a sidecar the train driver cannot run (data parallel, unknown roles or scalars).
    """
    check_drivable(doc)
    ports = {p["role"]: p for p in doc["inputs"] if p["role"] in ("input", "targets")}
    batch, classes = ports["targets"]["shape"]
    rng = np.random.default_rng([seed, GOLDEN_STREAM])
    data = {"input": rng.standard_normal(ports["input"]["shape"], dtype=np.float32),
            "targets": one_hot(rng.integers(0, classes, batch), classes)}
    c = doc["constants"]
    scalars = step_scalars(0, accumulate=c.get("accumulate", 1), total=1, base_lr=default_lr(doc), warmup=0,
                           constants=c)
    dp = doc.get("drop_path") or {}
    sites = [p for p in doc["inputs"] if p["role"] == "drop_mask"]
    masks = iter(drop_masks(seed, 0, dp["blocks"], batch, dp.get("recommended_rate", DROP_PATH_RATE),
                            dp.get("site_block"), dp["schedule"]) if sites else [])
    out = {}
    for p in doc["inputs"]:
        role = p["role"]
        if role in STATE_ROLES:
            continue
        a = scalars[p["name"]] if role == "scalar" else next(masks) if role == "drop_mask" else data[role]
        out[p["name"]] = np.asarray(a, np.float32)
    return out


def write_golden(doc: Mapping, out: Path, vmfb: Path, seed: int, *, npy) -> dict:
    """Write the first call's per-step inputs to ``out/in/`` and the outputs of ``vmfb`` (the compiled ``doc``) on
    every file in ``out/in/`` (read back: the bytes a driver reads) to ``out/golden/`` with ``golden.json`` (the
    module docstring's layout). ``npy`` serialises an array (float32 ``.npy`` bytes). The state files must be
    written already (:func:`cnxbuild.train.start.write_start`). Each file is written atomically.

    Returns: the ``golden.json`` facts.

    Raises:
        TrainError: a sidecar the driver cannot run (:func:`golden_inputs`).
        cnxbuild.run.ToolError: the runtime cannot load the module or run its function on these inputs (a
            ``.vmfb`` of another module).
        OSError: a file cannot be read or written.
    """
    from cnxbuild.run import tool_versions
    from cnxbuild.run.iree import IreeModule

    for name, a in golden_inputs(doc, seed).items():
        write_atomic(out / "in" / f"{name}.npy", npy(a))
    args = [np.load(out / "in" / f"{p['name']}.npy", allow_pickle=False) for p in doc["inputs"]]
    flat = vmfb.read_bytes()
    results = IreeModule(flat, driver="local-task", slug=doc["slug"])(doc["entry"], args)
    if len(results) != len(doc["outputs"]):
        raise TrainError(f"{vmfb}: {doc['entry']} returned {len(results)} results; the sidecar lists "
                         f"{len(doc['outputs'])} outputs (a .vmfb of another module?)")
    (out / GOLDEN_DIR).mkdir(exist_ok=True)
    named = {}
    for p, a in zip(doc["outputs"], results):
        a = np.asarray(a)
        if tuple(a.shape) != tuple(p["shape"]):
            raise TrainError(f"{vmfb}: output {p['name']} came back {list(a.shape)}, the sidecar says {p['shape']}")
        named[p["name"]] = a
        write_atomic(out / GOLDEN_DIR / f"{p['name']}.npy", npy(a))
    loss_name = next(p["name"] for p in doc["outputs"] if p["role"] == "loss")
    loss = np.float32(named[loss_name])
    versions = tool_versions()
    facts = {"slug": doc["slug"], "entry": doc["entry"], "seed": seed, "vmfb": str(vmfb),
             "vmfb_sha256": hashlib.sha256(flat).hexdigest(), "device": "local-task",
             "iree-base-runtime": versions.get("iree-base-runtime"),
             "iree-base-compiler": versions.get("iree-base-compiler"),
             "host_cpu": {k: v for k, v in versions.items() if k.startswith("host")},
             "loss": float(loss), "loss_bits": f"0x{loss.view(np.uint32):08x}",
             "inputs": [p["name"] for p in doc["inputs"]], "outputs": [p["name"] for p in doc["outputs"]],
             "compare": "out/<name>.npy of the same call against golden/<name>.npy: bit-identical from the same "
                        ".vmfb and IREE release on the same CPU; elsewhere within float32 noise"}
    write_atomic(out / GOLDEN_DIR / GOLDEN_FILE, (json.dumps(facts, indent=2) + "\n").encode())
    return facts


def golden_refusal(doc: Mapping, vmfb: Path) -> str | None:
    """Why ``vmfb`` cannot compute train step ``doc``'s golden call here, or None: a data-parallel step (IREE's CPU
    runtime has no collectives), a path that is not a file, a module the runtime does not load, or one without the
    step's function (another module's). Loads the module; writes nothing."""
    from cnxbuild.run import ToolError
    from cnxbuild.run.iree import IreeModule

    if int(doc.get("replicas", 1)) > 1:
        return (f"{doc['slug']} is data parallel: IREE's CPU runtime cannot run it (no collectives), so there is "
                "no module to compute a golden call with")
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
    """:func:`write_golden` after :func:`cnxbuild.train.start.write_start` wrote the start in ``out``; when the call
    fails, that start and the golden files are removed again, so nothing of the run is kept, and the error is
    raised (what :func:`write_golden` raises)."""
    from cnxbuild.train.start import EVAL_EMA_FLAGS_FILE, EVAL_FLAGS_FILE, FLAGS_FILE, PER_STEP_FILE, npy_bytes

    try:
        return write_golden(doc, out, vmfb, seed, npy=npy_bytes)
    except BaseException:
        for p in doc["inputs"]:
            (out / "in" / f"{p['name']}.npy").unlink(missing_ok=True)
        for f in (FLAGS_FILE, EVAL_FLAGS_FILE, EVAL_EMA_FLAGS_FILE, PER_STEP_FILE):
            (out / f).unlink(missing_ok=True)
        for f in sorted((out / GOLDEN_DIR).glob("*")) if (out / GOLDEN_DIR).is_dir() else ():
            f.unlink(missing_ok=True)
        raise
