"""Where the check's twin runs (spec/checks.md, "compile" and "Multi-step cases"): IREE llvm-cpu through
iree.compiler and iree.runtime, or XLA CPU (data parallel: one child process with R host devices)."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time

from cnxbuild.check.verdict import Verdict
from cnxbuild.run.memory import HEAP_THRESHOLD, MMAP_THRESHOLD
from cnxbuild.slug import slug
from cnxbuild.step import interface, parameter_count, render
from cnxbuild.variant import Forward, Precision, TrainStep

__all__ = ["IREE_DRIVER", "TWIN_CACHE_ENV", "Executor", "compiling", "compile_time", "donation", "mmap_threshold",
           "HEAP_PARAMS"]


#: The IREE HAL driver the check runs the twin on. ``local-sync`` (one thread) and not ``local-task``: the same
#: executables give bit-identical outputs on both (every per-tensor error of the T AdamW twin's check equal), but
#: iree.runtime 3.13's ``local-task`` keeps memory after every call of a full-size train step (~0.3 GiB a call
#: for the T step at batch 8, 224 px, also in ``iree-benchmark-module``; never given back), which a check's
#: several calls would add to its peak (docs/decisions.md, D67; docs/performance.md).
IREE_DRIVER = "local-sync"
#: A directory of compiled twins (:func:`cnxbuild.run.twin_cache.compile_mlir_cached`); unset: every check compiles.
#: ``doit check`` sets it to ``build/twins`` (rules/check.py), so a check that reruns because the checker changed
#: and not the twin does not compile again (docs/decisions.md, D69).
TWIN_CACHE_ENV = "CNXBUILD_TWIN_CACHE"


HEAP_PARAMS = 40_000_000  # a float32 twin with at most this many parameters keeps its freed blocks (D133)


def mmap_threshold(t: TrainStep | Forward) -> int:
    """glibc's mmap threshold for the check of twin ``t`` (bytes; docs/decisions.md, D51 and D133).

    A block from the heap is reused, already faulted in; a block from its own ``mmap`` is fresh pages, faulted in
    and zeroed by the kernel at every allocation. A float32 twin of at most :data:`HEAP_PARAMS` parameters takes
    blocks under :data:`~cnxbuild.run.memory.HEAP_THRESHOLD` (32 MiB) from the heap, trimmed after each run: a
    28.6M-parameter twin's check spends half the kernel CPU, 20 % less wall time, and peaks ~0.9 GiB higher
    (3.6 GiB). A larger or bf16 twin keeps D51's :data:`~cnxbuild.run.memory.MMAP_THRESHOLD` (1 MiB), which holds
    its peak under 8 GB (at 32 MiB: 8.5 GiB for an 89M-parameter twin, 8.2 GiB for a bf16 28.6M one).
    A data-parallel twin's XLA child takes the same threshold.
    """
    small = parameter_count(t) <= HEAP_PARAMS and getattr(t, "precision", Precision.f32) is not Precision.bf16
    return HEAP_THRESHOLD if small else MMAP_THRESHOLD


class Executor:
    """Compiles the twin once and runs it on a list of calls (per-replica argument lists when R > 1).

    IREE: compiled here (or taken from :data:`TWIN_CACHE_ENV`). XLA, one replica: compiled in this process on the
    first call and kept for every later call of the check (runs A, B, C and every micro-step: one compile, not one
    per call; docs/decisions.md, D118). XLA, R replicas: one child process per :meth:`session` (D111)."""

    def __init__(self, text: str, entry: str, kind: str, replicas: int, slug_: str,
                 donate: dict[int, int] | None = None, mmap_threshold: int = MMAP_THRESHOLD):
        self.text, self.entry, self.kind, self.replicas, self.slug = text, entry, kind, replicas, slug_
        self.mmap_threshold = mmap_threshold  # a data-parallel twin's XLA child's (D133)
        self.donate, self._session, self.reused, self._kept = donate, None, False, None
        self._program = None  # the one-replica XLA twin, compiled on its first call (D118)
        self.children: list[bool] = []  # per XLA child of a data-parallel twin: did it load the executable
        if kind == "iree":
            if replicas > 1:
                raise ValueError(f"{slug_}: data-parallel artifacts run on XLA (IREE's CPU runtime has no "
                                 "collectives); use --executor xla")
            from cnxbuild.run.twin_cache import compile_mlir_cached

            self.vmfb, self.reused = compile_mlir_cached(text, os.environ.get(TWIN_CACHE_ENV), slug=slug_)
        elif kind != "xla":
            raise ValueError(f"unknown executor {kind!r}; allowed: iree, xla")

    @classmethod
    def of_twin(cls, t: TrainStep | Forward, kind: str, slug_: str) -> Executor:
        """The executor of twin ``t`` (rendered here, its entry its slug; a data-parallel twin's updated inputs
        donated, :func:`donation`); ``slug_`` names the shipped artifact in errors."""
        replicas = getattr(t, "replicas", 1)
        return cls(render(t), slug(t), kind, replicas, slug_, donation(t) if replicas > 1 else None,
                   mmap_threshold(t))

    @contextlib.contextmanager
    def session(self, keep: bool = False):
        """While open, a data-parallel twin's calls go to one XLA child (compiled once: every micro-step of an
        accumulating check); elsewhere a no-op. ``keep``: more children of this twin will follow, so the child
        keeps its executable in this executor's temporary directory or loads it from there (D111)."""
        if self.kind != "xla" or self.replicas == 1:
            yield
            return
        from cnxbuild.run.xla import as_main
        from cnxbuild.run.xla_subprocess import XlaSession

        if keep and self._kept is None:
            self._kept = tempfile.TemporaryDirectory(prefix="cnxbuild-xla-twin-")
        with XlaSession(as_main(self.text, self.entry), self.replicas, slug=self.slug, donate=self.donate,
                        keep_in=self._kept.name if keep else None, mmap_threshold=self.mmap_threshold) as s:
            self._session = s
            try:
                yield
            finally:
                self._session = None
                self.children.append(s.reused)

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
                                            donate=self.donate, mmap_threshold=self.mmap_threshold)
        if self._program is None:
            from cnxbuild.run.xla import XlaProgram, as_main

            self._program = XlaProgram(as_main(self.text, self.entry), 1, slug=self.slug)
        return [self._program.run(c) for c in calls]


def compiling(t: TrainStep | Forward, executor: str) -> str:
    """The compile phase's name for :meth:`Verdict.say`."""
    how = "iree-compile (llvm-cpu)" if executor == "iree" else "XLA compiles it with the runs"
    return f"the twin ({t.image_size} px, batch {t.batch} per replica): render, {how}"


def compile_time(verdict: Verdict, ex: Executor, t0: float) -> None:
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
