"""What a driver that is not Python needs before step 1 (``cnxbuild init-state``): every state input as a
``.npy`` file, drawn exactly as ``cnxbuild train --seed S`` draws it, and an ``iree-run-module`` flag file
that feeds them and writes every output under the same name, so that the next step's state is the last
step's outputs moved back (docs/sidecar.md, "Starting a driver").

Layout written under ``DIR``::

    DIR/in/<input name>.npy     the state inputs (θ, buffers, m, v, acc, ema), float32, sidecar shapes
    DIR/step.flags              --function=<slug>, one --input=@in/<name>.npy per input and one
                                --output=@out/<name>.npy per output, in the sidecar's orders
    DIR/per_step.json           the inputs the driver writes before every call (x, targets, scalars,
                                drop masks): name, role, shape, dtype and, for a scalar, its semantics

The per-step inputs go to ``DIR/in/<name>.npy`` too (a scalar as a 0-d array); ``out/`` must exist before
``iree-run-module`` runs. Nothing here knows a family or an optimizer: it reads the sidecar.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import numpy as np

from cnxbuild.atomic import write_atomic
from cnxbuild.train.checkpoint import STATE_ROLES, init_state

__all__ = ["FLAGS_FILE", "PER_STEP_FILE", "flag_lines", "per_step_inputs", "write_start"]

FLAGS_FILE = "step.flags"
PER_STEP_FILE = "per_step.json"


def per_step_inputs(doc: Mapping) -> list[dict]:
    """The sidecar's inputs that are not state (x, targets, scalars, drop masks), in input order, each
    ``{"name", "role", "shape", "dtype"}`` plus ``"semantics"`` for a scalar (the sidecar's
    ``scalar_semantics`` entry)."""
    semantics = doc.get("scalar_semantics") or {}
    return [{k: p[k] for k in ("name", "role", "shape", "dtype")}
            | ({"semantics": semantics[p["name"]]} if p["name"] in semantics else {})
            for p in doc["inputs"] if p["role"] not in STATE_ROLES]


def flag_lines(doc: Mapping) -> list[str]:
    """The flag file's lines: ``--function=<entry>``, then ``--input=@in/<name>.npy`` per input and
    ``--output=@out/<name>.npy`` per output, in the sidecar's orders (paths relative to the directory
    ``iree-run-module`` runs in)."""
    return ([f"--function={doc['entry']}"] + [f"--input=@in/{p['name']}.npy" for p in doc["inputs"]]
            + [f"--output=@out/{p['name']}.npy" for p in doc["outputs"]])


def _npy(array: np.ndarray) -> bytes:
    import io

    buf = io.BytesIO()
    np.save(buf, np.ascontiguousarray(array, np.float32), allow_pickle=False)
    return buf.getvalue()


def write_start(doc: Mapping, out: Path, seed: int, theta: Mapping[str, np.ndarray] | None = None) -> dict:
    """Write ``doc``'s (a train step's sidecar) starting files under ``out`` (the module docstring's layout):
    the state of :func:`cnxbuild.train.checkpoint.init_state` (``seed``; ``theta`` given: a timm checkpoint's
    tensors), the flag file and the per-step inputs. Each file is written atomically; ``out/out/`` is made.

    Returns: ``{"state": number of state files, "per_step": per_step_inputs(doc)}``.

    Raises:
        CheckpointError: the sidecar's initial_state cannot be drawn (from init_state).
        OSError: a file cannot be written.
    """
    state = init_state(doc, seed, theta)
    (out / "in").mkdir(parents=True, exist_ok=True)
    (out / "out").mkdir(exist_ok=True)
    for name, array in state.items():
        write_atomic(out / "in" / f"{name}.npy", _npy(array))
    write_atomic(out / FLAGS_FILE, ("\n".join(flag_lines(doc)) + "\n").encode())
    per_step = per_step_inputs(doc)
    write_atomic(out / PER_STEP_FILE, (json.dumps({"slug": doc["slug"], "seed": seed, "inputs": per_step},
                                                  indent=2) + "\n").encode())
    return {"state": len(state), "per_step": per_step}
