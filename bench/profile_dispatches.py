"""Where an artifact's step time goes on IREE llvm-cpu: per-dispatch host execution time, top dispatches and
their share, and the share per kind of work (issue: step throughput; docs/performance.md).

Usage: python bench/profile_dispatches.py [--slug convnext_adam_train_step] [--batch 8] [--image 224]
                                          [--steps 3] [--top 10] [--heap keep|system] [--out build/profile]

Renders the slug at the given geometry, compiles it with the build's own invocation (cnxbuild.targets:
llvm-cpu for the host CPU), writes the inputs the sidecar lists (parameters ~ N(0, 0.02²), state zero,
realistic scalars), and runs ``iree-benchmark-module`` with IREE's HAL profiling (``--device_profiling_mode=
host-execution``, IREE 3.13). ``iree-profile export --format=ireeperf-jsonl`` gives every dispatch's time
(first tile to last) and its tiles' CPU time on the task system. The step is profiled in steady state, as a
driver's loop runs it: one process makes 1 + ``--steps`` calls and the first call's dispatches are left out
(split where the second call's first submission starts, :func:`steady_state`): a first call in a fresh process
also faults in every page it writes, which charged ~0.3 s at batch 8 to the dispatches that write large
tensors, the pack/unpack ones most. ``--heap keep`` (the default) runs them with glibc keeping freed memory for
the next step, as ``cnxbuild train`` does (D77); ``system`` as the caller's environment has it. Prints markdown
tables. Timings are measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

# What a dispatch's name says it does (IREE names dispatches after their root op and shape). With data tiling
# (D38) a matmul is an ``mmt4d`` on packed operands, and the packing / unpacking of its operands and result
# (often fused with the elementwise ops around it) are dispatches of their own: "pack/unpack".
KINDS = (("conv", r"_conv_"), ("matmul", r"_matmul|_batch_matmul|_contract|_mmt4d"),
         ("pack/unpack", r"_pack$|_pack_|_unpack"), ("transpose", r"_transpose_"),
         ("reduction", r"_reduction_"), ("elementwise", r"_elementwise_|_generic_"), ("copy", r"memcpy"))


def kind_of(name: str) -> str:
    """The kind of work of dispatch ``name`` (first matching pattern of KINDS; "other" if none)."""
    return next((k for k, pat in KINDS if re.search(pat, name)), "other")


def _inputs(side: dict, directory: Path) -> list[str]:
    rng = np.random.default_rng(0)
    flags = []
    for i, p in enumerate(side["inputs"]):
        shape = p["shape"]
        if p["role"] == "scalar":
            a = np.asarray({"lr": 1e-3, "bc1": 0.271, "bc2": 0.003}.get(p["name"], 1.0), np.float32)
        elif p["role"] == "targets":
            a = rng.dirichlet(np.ones(shape[1]), shape[0]).astype(np.float32)
        elif p["role"] in ("m", "v", "acc"):
            a = np.zeros(shape, np.float32)
        else:
            a = rng.normal(0, 0.02, shape).astype(np.float32)
        np.save(directory / f"in{i}.npy", a)
        flags.append(f"--input=@{directory / f'in{i}.npy'}")
    return flags


def _tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def profile(slug: str, batch: int, image: int, steps: int, out: Path,
            heap: str = "keep") -> tuple[list[dict], float, float]:
    """Rows ``{"name", "count", "total_ns", "cpu_ns"}`` summed over ``steps`` steady-state calls (most time
    first), the time of one steady-state call (s, from its first dispatch's start to the next call's) and the
    compile time (s)."""
    import os

    from cnxbuild.run import compile_mlir
    from cnxbuild.run.memory import keep_heap_environ
    from cnxbuild.slug import parse_slug
    from cnxbuild.slug import slug as slug_of
    from cnxbuild.step import render, sidecar
    from cnxbuild.targets import invocation
    from cnxbuild.variant import at_geometry

    v = at_geometry(parse_slug(slug), batch, image)
    out.mkdir(parents=True, exist_ok=True)
    text = render(v)
    t0 = time.perf_counter()
    (out / "module.vmfb").write_bytes(compile_mlir(text, invocation("llvm-cpu"), slug_of(v)))
    compile_s = time.perf_counter() - t0
    side = json.loads(json.dumps(sidecar(v, None)))
    (out / "flags.txt").write_text("\n".join(_inputs(side, out)) + "\n")
    prof = out / "steps.ireeprof"
    env = keep_heap_environ(os.environ) if heap == "keep" else None
    subprocess.run([_tool("iree-benchmark-module"), f"--module={out / 'module.vmfb'}",
                    f"--function={side['entry']}", f"--flagfile={out / 'flags.txt'}", "--device=local-task",
                    f"--benchmark_min_time={1 + steps}x", "--device_profiling_mode=host-execution",
                    f"--device_profiling_output={prof}"], check=True, capture_output=True, env=env)
    events = subprocess.run([_tool("iree-profile"), "export", "--format=ireeperf-jsonl", "--output=-",
                             str(prof)], check=True, capture_output=True, text=True).stdout
    rows, call_s = steady_state(events, 1 + steps)
    return sorted(rows, key=lambda r: -r["total_ns"]), call_s, compile_s


def steady_state(jsonl: str, calls: int) -> tuple[list[dict], float]:
    """Per dispatch function, ``{"name", "count", "total_ns", "cpu_ns"}`` over every call but the first of
    ``calls`` consecutive calls of one entry (``iree-profile export`` events); and one later call's mean time
    (s). A call submits the same k command buffers each time (``execute`` events), so the first call ends
    where the (k+1)-th submission starts.

    Raises:
        ValueError: the submissions or a function's dispatches are not a multiple of ``calls`` (something ran
            outside the calls, or the calls differ): no split to trust.
    """
    host = [e for e in map(json.loads, jsonl.splitlines()) if e.get("record_type") == "host_execution_event"]
    executes = sorted((e for e in host if e.get("op") == "execute"), key=lambda e: e["start_host_time_ns"])
    events = sorted((e for e in host if e.get("op") == "dispatch"), key=lambda e: e["start_host_time_ns"])
    counts = Counter(e["key"] for e in events)
    odd = sorted(k for k, n in counts.items() if n % calls)
    if not executes or len(executes) % calls or odd:
        raise ValueError(f"{len(executes)} submissions and dispatches that {calls} calls do not divide: "
                         + ", ".join(f"{k} ({counts[k]})" for k in odd[:5]))
    second = executes[len(executes) // calls]["start_host_time_ns"]
    rows: dict[str, dict] = defaultdict(lambda: {"count": 0, "total_ns": 0, "cpu_ns": 0})
    for e in events:
        if e["start_host_time_ns"] >= second:
            r = rows[e["key"]]
            r["count"] += 1
            r["total_ns"] += e["duration_ns"]
            r["cpu_ns"] += e["tile_duration_sum_ns"]
    span = (max(e["end_host_time_ns"] for e in events) - second) / 1e9
    return [{"name": k, **r} for k, r in rows.items()], span / (calls - 1)


def tables(rows: list[dict], top: int, steps: int) -> str:
    """Markdown: the top dispatches and the share per kind."""
    total = sum(r["total_ns"] for r in rows) or 1
    lines = ["| # | dispatch | kind | calls/step | ms/step | share | CPU ms/step (tiles) |",
             "|--:|---|---|--:|--:|--:|--:|"]
    for i, r in enumerate(rows[:top], 1):
        short = re.sub(r"^.*?_dispatch_", "dispatch_", r["name"])
        lines.append(f"| {i} | `{short}` | {kind_of(r['name'])} | {r['count'] // steps} | "
                     f"{r['total_ns'] / steps / 1e6:.1f} | {100 * r['total_ns'] / total:.1f} % | "
                     f"{r['cpu_ns'] / steps / 1e6:.1f} |")
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        by_kind[kind_of(r["name"])][0] += r["total_ns"]
        by_kind[kind_of(r["name"])][1] += 1
    lines += ["", "| kind | dispatch functions | ms/step | share |", "|---|--:|--:|--:|"]
    for k, (ns, n) in sorted(by_kind.items(), key=lambda kv: -kv[1][0]):
        lines.append(f"| {k} | {n} | {ns / steps / 1e6:.1f} | {100 * ns / total:.1f} % |")
    return "\n".join(lines)


def _positive(text: str) -> int:
    n = int(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--slug", default="convnext_adam_train_step")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--steps", type=_positive, default=3,
                    help="steady-state calls profiled (after a first one)")
    ap.add_argument("--heap", choices=("keep", "system"), default="keep",
                    help="glibc keeps freed memory for the next call (keep, D77: as cnxbuild train runs) or "
                         "not (system)")
    ap.add_argument("--top", type=_positive, default=10)
    ap.add_argument("--out", type=Path, default=Path("build") / "profile")
    a = ap.parse_args()
    from cnxbuild.slug import parse_slug
    from cnxbuild.variant import at_geometry

    try:
        at_geometry(parse_slug(a.slug), a.batch, a.image)
    except ValueError as e:
        ap.error(f"--slug {a.slug} at --batch {a.batch} --image {a.image}: {e}")
    rows, wall, compile_s = profile(a.slug, a.batch, a.image, a.steps, a.out, a.heap)
    busy = sum(r["total_ns"] for r in rows) / a.steps / 1e9
    cpu = sum(r["cpu_ns"] for r in rows) / a.steps / 1e9
    print(f"{a.slug} at batch {a.batch}, {a.image} px, heap {a.heap}: compile {compile_s:.1f} s; a "
          f"steady-state call {wall:.2f} s (profiling on); dispatches {busy:.2f} s per step (first tile to "
          f"last, summed), tiles' CPU time {cpu:.2f} s per step; {len(rows)} dispatch functions\n")
    print(tables(rows, a.top, a.steps))


if __name__ == "__main__":
    main()
