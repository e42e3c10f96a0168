"""What a numeric check costs, phase by phase: wall time, CPU time and peak resident memory.

Usage::

    python bench/check_cost.py SLUG [SLUG ...] [--matrix FILE] [--executor iree|xla] [--jax-cache DIR]
                               [--json OUT] [--markdown]

Each artifact (the SLUGs, or every artifact of ``--matrix``) is checked by :func:`cnxbuild.check.check_variant`
in a child process of its own (as ``cnxbuild check`` runs it), with the protocol's functions wrapped so that
every call is charged to one phase:

=========================  =====================================================================================
phase                      what runs
=========================  =====================================================================================
render                     the twin's StableHLO text and interface (``cnxbuild.step``)
compile                    the twin's iree-compile (a child process) or nothing (XLA compiles in ``run``)
run                        the artifact's calls (run A, run B; every micro-step and replica)
gscale f64                 the float64 gradient that sets run B's state scale and the clip drive
ref <entry> f64 / f32      a reference entry (``reference_step``, ``optimizer_step``, ...) in float64 / float32
judge                      :func:`cnxbuild.check.verdict.rel_error` over every tensor (the verdict's arithmetic)
other                      everything else (inputs, list checks, ...)
=========================  =====================================================================================

A phase's **wall** and **CPU** seconds are exclusive (time in a nested phase is charged to it alone); CPU is
``resource.getrusage`` of the process (every thread) plus its waited-for children, so it is not inflated
when other users share the machine, while wall is. Of the reference phases, **jit** is the part of the wall time
JAX reports as tracing, lowering and XLA compiling (``jax.monitoring`` durations; 0 on a compilation-cache hit
of the backend compile). **Peak RSS** of a phase is the process's high-water mark inside it (Linux: VmHWM,
reset by ``/proc/self/clear_refs`` at the phase's start, so it is the phase's own peak, not an earlier one's);
for ``compile`` (and an XLA ``run`` of a data-parallel twin) it is the child's peak
(``RUSAGE_CHILDREN.ru_maxrss``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
JIT_EVENTS = ("/jax/core/compile/jaxpr_trace_duration", "/jax/core/compile/jaxpr_to_mlir_module_duration",
              "/jax/core/compile/backend_compile_duration")


def _cpu() -> float:
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


def _hwm_kib() -> int:
    return int(re.search(r"VmHWM:\s+(\d+)", Path("/proc/self/status").read_text()).group(1))


def _reset_hwm() -> None:
    Path("/proc/self/clear_refs").write_text("5")


def _child_peak_kib() -> int:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


class Phases:
    """Exclusive wall/CPU/jit seconds and peak RSS per phase name, with nesting."""

    def __init__(self) -> None:
        self.rows: dict[str, dict] = {}
        self.stack: list[list] = []  # [name, wall0, cpu0, jit0, nested wall, nested cpu, nested jit, peak]
        self.jit = 0.0
        self.peak = 0

    def on_duration(self, event: str, secs: float, **_) -> None:
        if event in JIT_EVENTS:
            self.jit += secs

    @contextmanager
    def phase(self, name: str):
        if self.stack:  # the parent's peak so far, before the reset hides it
            self.stack[-1][7] = max(self.stack[-1][7], _hwm_kib())
        _reset_hwm()
        child0 = _child_peak_kib()
        frame = [name, time.perf_counter(), _cpu(), self.jit, 0.0, 0.0, 0.0, 0]
        self.stack.append(frame)
        try:
            yield
        finally:
            self._close(frame, child0)

    def _close(self, frame: list, child0: int) -> None:
        self.stack.pop()
        wall, cpu, jit = time.perf_counter() - frame[1], _cpu() - frame[2], self.jit - frame[3]
        peak = max(frame[7], _hwm_kib())
        child = _child_peak_kib()
        row = self.rows.setdefault(frame[0], {"calls": 0, "wall_s": 0.0, "cpu_s": 0.0, "jit_s": 0.0,
                                              "peak_kib": 0, "child_peak_kib": 0})
        row["calls"] += 1
        row["wall_s"] += wall - frame[4]
        row["cpu_s"] += cpu - frame[5]
        row["jit_s"] += jit - frame[6]
        row["peak_kib"] = max(row["peak_kib"], peak)
        if child > child0:
            row["child_peak_kib"] = max(row["child_peak_kib"], child)
        self.peak = max(self.peak, peak)
        if self.stack:
            parent = self.stack[-1]
            parent[4] += wall
            parent[5] += cpu
            parent[6] += jit
            parent[7] = max(parent[7], peak)


def _wrap(owner, attr: str, phases: Phases, label) -> None:
    """Replace ``owner.attr`` by a wrapper that runs it inside phase ``label(*args)`` (or a fixed name)."""
    fn = getattr(owner, attr)

    def wrapped(*args, **kw):
        with phases.phase(label(*args, **kw) if callable(label) else label):
            return fn(*args, **kw)

    setattr(owner, attr, wrapped)


def _ref_label(*pos, **static) -> str:
    import numpy as np

    name, dtype = pos[0], pos[2]
    return f"ref {name.removesuffix('_staged')} {'f64' if dtype == np.float64 else 'f32'}"


def instrument(phases: Phases) -> None:
    """Wrap the protocol's functions (module attributes of :mod:`cnxbuild.check`'s modules) in phases."""
    import jax

    from cnxbuild.check import executor, gradients, judge, oracle, verdict

    jax.monitoring.register_event_duration_secs_listener(phases.on_duration)
    _wrap(executor, "render", phases, "render")
    _wrap(executor.Executor, "__init__", phases, "compile")
    _wrap(executor.Executor, "run", phases, "run")
    _wrap(oracle, "call", phases, _ref_label)
    _wrap(gradients, "_grad_scale", phases, "gscale f64")
    for module in (verdict, judge):  # each calls the rel_error it imported
        _wrap(module, "rel_error", phases, "judge")


def child(slug_: str, executor: str | None) -> dict:
    """Check ``slug_`` here with every phase measured; returns the verdict line, phases and totals."""
    from cnxbuild.check import check_variant
    from cnxbuild.slug import parse_slug

    if os.environ.get("JAX_COMPILATION_CACHE_DIR"):
        from rules.check import use_jax_cache

        use_jax_cache(Path(os.environ["JAX_COMPILATION_CACHE_DIR"]))
    phases = Phases()
    instrument(phases)
    v = parse_slug(slug_)
    executor = executor or ("xla" if getattr(v, "replicas", 1) > 1 else "iree")
    t0, c0 = time.perf_counter(), _cpu()
    with phases.phase("other"):
        verdict = check_variant(v, executor)
    total = {"wall_s": time.perf_counter() - t0, "cpu_s": _cpu() - c0,
             "peak_kib": max(phases.peak, max(r["child_peak_kib"] for r in phases.rows.values()))}
    return {"slug": slug_, "executor": executor, "summary": verdict.line(), "ok": verdict.ok,
            "tensors": [[x.name, x.rel, x.control, x.bound] for x in verdict.tensors], "notes": verdict.notes,
            "phases": phases.rows, "total": total, "load": os.getloadavg()}


def _slugs(args: argparse.Namespace) -> list[str]:
    slugs = list(args.slugs)
    if args.matrix:
        from cnxbuild.build_support import load_build_graph

        g = load_build_graph(args.matrix)
        slugs += list(g.slugs())
    return slugs


def _run_child(slug_: str, args: argparse.Namespace) -> dict:
    env = dict(os.environ, PYTHONPATH=str(Path(args.repo or REPO).resolve()))
    if args.jax_cache:
        env.update(JAX_COMPILATION_CACHE_DIR=str(Path(args.jax_cache).resolve()),
                   JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS="0")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", slug_]
    cmd += ["--executor", args.executor] if args.executor else []
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if p.returncode:
        sys.exit(f"{slug_}: the check child failed ({p.returncode}):\n{p.stderr[-4000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def _gb(kib: int) -> str:
    return f"{kib / 1024 ** 2:.2f}" if kib else "–"


def table(result: dict) -> str:
    """A markdown table of one artifact's phases (wall, CPU and jit seconds; peak RSS in GiB)."""
    lines = [f"`{result['slug']}` [{result['executor']}]: {result['summary']}", "",
             "| phase | calls | wall s | CPU s | of which jit (wall) s | peak RSS GiB | child peak RSS GiB |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for name, r in sorted(result["phases"].items(), key=lambda kv: -kv[1]["cpu_s"]):
        lines.append(f"| {name} | {r['calls']} | {r['wall_s']:.1f} | {r['cpu_s']:.1f} | "
                     f"{r['jit_s']:.1f} | {_gb(r['peak_kib'])} | {_gb(r['child_peak_kib'])} |")
    t = result["total"]
    lines.append(f"| **total** | | **{t['wall_s']:.1f}** | **{t['cpu_s']:.1f}** | | **{_gb(t['peak_kib'])}** | |")
    la = ", ".join(f"{x:.2f}" for x in result["load"])
    return "\n".join(lines + ["", f"load average at the end: {la}", ""])


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("slugs", nargs="*")
    p.add_argument("--matrix", type=Path)
    p.add_argument("--executor", choices=["iree", "xla"])
    p.add_argument("--jax-cache", metavar="DIR", help="JAX persistent compilation cache for the children")
    p.add_argument("--json", type=Path, help="write every result here as JSON (per-tensor errors included)")
    p.add_argument("--repo", type=Path, help="check with the cnxbuild of this tree (default: this one)")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.slugs[0], args.executor)))
        return
    results = []
    for s in _slugs(args):
        results.append(_run_child(s, args))
        print(table(results[-1]), flush=True)
    tw, tc = sum(r["total"]["wall_s"] for r in results), sum(r["total"]["cpu_s"] for r in results)
    peak = max((r["total"]["peak_kib"] for r in results), default=0)
    print(f"all {len(results)} checks: wall {tw:.1f} s, CPU {tc:.1f} s, largest peak RSS {_gb(peak)} GiB")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
