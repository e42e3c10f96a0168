"""What runs one applied step: the compiled artifact (IREE or XLA), laid out by its sidecar alone, or the
JAX + optax reference (:func:`cnxbuild.reference.reference_step`) on the same inputs.

A step gets k micro-batches (k = accumulation; 1 without) and returns the new state and the loss of the
applied step (the mean of the k micro-batch losses, which is the loss on all k·B examples).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from cnxbuild.train.checkpoint import STATE_ROLES, param_name, state_ports
from cnxbuild.train.schedule import step_scalars

__all__ = ["TrainError", "MicroBatch", "compile_program", "check_drivable", "ArtifactStepper", "ReferenceStepper",
           "ArtifactForward", "ReferenceForward"]

KNOWN_ROLES = {"input", "scalar", "drop_mask", "targets", *STATE_ROLES}


class TrainError(ValueError):
    """A run that cannot start: an artifact the driver cannot drive, options that contradict a checkpoint."""


@dataclass
class MicroBatch:
    """One artifact call's data: ``x [B,3,S,S]``, ``targets [B,K]``, one ``[B]`` mask per block (possibly
    none), and every spec scalar by name (the sidecar picks)."""

    x: np.ndarray
    targets: np.ndarray
    masks: list[np.ndarray]
    scalars: dict[str, float]


@functools.lru_cache(maxsize=4)
def compile_program(text: str, entry: str, executor: str, vmfb: str | None = None):
    """``run(inputs) -> outputs`` for module ``text`` on ``executor`` (``iree`` llvm-cpu or ``xla`` CPU),
    compiled once per process and module (cached: tests and a resume in one process share it). ``vmfb``: a
    file already compiled from ``text`` (:func:`cnxbuild.train.prebuilt.prebuilt_vmfb`), loaded instead."""
    if executor == "iree":
        from cnxbuild.run.iree import IreeModule, compile_mlir

        flat = Path(vmfb).read_bytes() if vmfb else compile_mlir(text, slug=entry)
        module = IreeModule(flat, slug=entry)
        return functools.partial(module, entry)
    if executor == "xla":
        from cnxbuild.run.xla import XlaProgram, as_main

        return XlaProgram(as_main(text, entry), slug=entry).run
    raise TrainError(f"unknown executor {executor!r}; allowed: iree, xla")


def check_drivable(doc: Mapping) -> None:
    """Refuse a sidecar the train driver cannot run (data-parallel, unknown roles or scalars), before any work.

    Raises:
        TrainError: naming the slug and what to train instead.
    """
    if doc.get("replicas", 1) > 1:
        raise TrainError(f"{doc['slug']}: data-parallel artifacts ({doc['replicas']} replicas) are not "
                         "supported by the train driver; train the single-device variant (replicas = 1, "
                         "the same recipe at batch × replicas) instead")
    unknown = sorted({p["role"] for p in doc["inputs"]} - KNOWN_ROLES)
    if unknown:
        raise TrainError(f"{doc['slug']}: sidecar input roles {unknown} are unknown to the train driver")
    scalars = {p["name"] for p in doc["inputs"] if p["role"] == "scalar"}
    known = set(step_scalars(0, accumulate=1, total=1, base_lr=0.0, warmup=0, constants=doc["constants"]))
    if scalars - known:
        raise TrainError(f"{doc['slug']}: the train driver computes the scalars {sorted(known)}, not "
                         f"{sorted(scalars - known)}")
    names = {p["name"] for p in state_ports(doc)}
    outs = {p["name"] for p in doc["outputs"] if p["role"] in STATE_ROLES}
    if names != outs or [p["role"] for p in doc["outputs"]].count("loss") != 1:
        raise TrainError(f"{doc['slug']}: sidecar outputs are not the state inputs plus one loss")


class ArtifactStepper:
    """Drives a compiled train step through its sidecar ``doc`` (input order, roles, shapes; nothing else)."""

    def __init__(self, doc: Mapping, text: str, executor: str, vmfb: Path | None = None):
        check_drivable(doc)
        self.doc = doc
        self.run = compile_program(text, doc["entry"], executor, str(vmfb) if vmfb else None)
        self.label = f"{executor.upper()} artifact"

    def _inputs(self, state: Mapping[str, np.ndarray], mb: MicroBatch) -> list[np.ndarray]:
        data = {"input": mb.x, "targets": mb.targets}
        masks = iter(mb.masks)
        args = []
        for p in self.doc["inputs"]:
            role = p["role"]
            if role in STATE_ROLES:
                a = state[p["name"]]
            elif role == "scalar":
                a = mb.scalars[p["name"]]
            elif role == "drop_mask":
                a = next(masks)
            else:
                a = data[role]
            args.append(np.asarray(a, np.float32))
        return args

    def __call__(self, state: dict[str, np.ndarray], micro: list[MicroBatch]) -> tuple[dict, float]:
        losses = []
        loss_name = next(p["name"] for p in self.doc["outputs"] if p["role"] == "loss")
        for mb in micro:
            outs = self.run(self._inputs(state, mb))
            named = {p["name"]: a for p, a in zip(self.doc["outputs"], outs)}
            losses.append(float(named[loss_name]))
            state = {k: named[k] for k in state}
        return state, float(np.mean(np.asarray(losses, np.float32), dtype=np.float32))


@functools.cache
def _jitted_reference_step():
    """:func:`cnxbuild.reference.reference_step` jitted once per process (the variant static)."""
    import jax

    from cnxbuild.reference import reference_step

    return jax.jit(reference_step, static_argnums=(0,))


_REF_REGION = {"theta": "params"}  # the reference's name of θ's region; the others are the sidecar roles


class ReferenceStepper:
    """The same applied step by the JAX + optax reference in float32: one reference step on all k
    micro-batches at once (the spec's equivalence of k micro-steps of B and one step of k·B)."""

    label = "JAX reference"

    def __init__(self, doc: Mapping):
        from cnxbuild.variant import TrainStep

        check_drivable(doc)
        self.doc, self.variant = doc, TrainStep.model_validate(doc["variant"])
        self.step = _jitted_reference_step()
        self.ports = state_ports(doc)

    def __call__(self, state: dict[str, np.ndarray], micro: list[MicroBatch]) -> tuple[dict, float]:
        regions: dict[str, dict[str, np.ndarray]] = {"theta": {}}
        for p in self.ports:
            regions.setdefault(p["role"], {})[param_name(p)] = state[p["name"]]
        params = regions.pop("theta")
        buffers = regions.pop("buffer", None)
        last = micro[-1].scalars
        scalars = {s: np.float32(last[s]) for s in self.doc["scalars"] if s != "accumulate_apply"}
        x = np.concatenate([mb.x for mb in micro])
        targets = np.concatenate([mb.targets for mb in micro])
        masks = [np.concatenate(m) for m in zip(*[mb.masks for mb in micro])] or None
        new, loss = self.step(self.variant, params, regions, scalars, x, targets, masks, buffers)
        out = {p["name"]: np.asarray(new[_REF_REGION.get(p["role"], p["role"])][param_name(p)], np.float32)
               for p in self.ports}
        return out, float(np.float32(loss))


class ArtifactForward:
    """The forward partner: logits of ``x`` under θ, by its sidecar (inputs x then θ by name); ``vmfb``: the
    ``.vmfb`` doit built from the same ``.mlir`` (:func:`cnxbuild.train.prebuilt.prebuilt_vmfb`), loaded instead
    of compiling."""

    def __init__(self, doc: Mapping, text: str, executor: str, vmfb: Path | None = None):
        self.doc, self.vmfb = doc, vmfb
        self.run = compile_program(text, doc["entry"], executor, str(vmfb) if vmfb else None)
        self.batch = next(p for p in doc["inputs"] if p["role"] == "input")["shape"][0]

    def __call__(self, theta: Mapping[str, np.ndarray], x: np.ndarray) -> np.ndarray:
        args = [x if p["role"] == "input" else theta[p["name"]] for p in self.doc["inputs"]]
        return self.run([np.asarray(a, np.float32) for a in args])[0]


class ReferenceForward:
    """:func:`cnxbuild.reference.forward` (jitted, float32) of the forward artifact whose sidecar is ``doc``:
    its family, kind and forward options (ε, GELU), θ and (``fwd_eval``) the buffers by the sidecar's roles."""

    def __init__(self, doc: Mapping, batch: int):
        import jax

        from cnxbuild.reference import forward
        from cnxbuild.variant import Forward

        self.batch = batch
        self.buffers = [p["name"] for p in doc["inputs"] if p["role"] == "buffer"]
        self.fn = jax.jit(functools.partial(forward, v=Forward.model_validate(doc["variant"])))

    def __call__(self, theta: Mapping[str, np.ndarray], x: np.ndarray) -> np.ndarray:
        params = {k: a for k, a in theta.items() if k not in self.buffers}
        buffers = {k: theta[k] for k in self.buffers} or None
        return np.asarray(self.fn(params, x, buffers=buffers))
