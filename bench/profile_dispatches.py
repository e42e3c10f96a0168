"""Where an artifact's step time goes on IREE llvm-cpu: per-dispatch host execution time, top dispatches and
their share, and the share per kind of work (issue: step throughput; docs/performance.md).

Usage: python bench/profile_dispatches.py [--slug convnext_adam_train_step] [--batch 8] [--image 224]
                                          [--steps 2] [--top 10] [--out build/profile]

Renders the slug at the given geometry, compiles it with the build's own invocation (cnxbuild.targets:
llvm-cpu for the host CPU), writes the inputs the sidecar lists (parameters ~ N(0, 0.02²), state zero,
realistic scalars), and runs ``iree-run-module`` with IREE's HAL profiling (``--device_profiling_mode=
host-execution``, IREE 3.13). ``iree-profile statistics --format=jsonl`` gives, per dispatch function, the
time its tiles executed on the task system; the first step is a warm-up and is not counted. Prints markdown
tables. Timings are measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import defaultdict
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


def profile(slug: str, batch: int, image: int, steps: int, out: Path) -> tuple[list[dict], float, float]:
    """Rows ``{"name", "count", "total_ns", "cpu_ns"}`` summed over ``steps`` profiled calls (most time first),
    the fastest call's process wall time (s, module load and input reading included), and the compile time
    (s)."""
    from cnxbuild.run import compile_mlir
    from cnxbuild.slug import parse_slug
    from cnxbuild.slug import slug as slug_of
    from cnxbuild.step import render, sidecar
    from cnxbuild.targets import invocation

    v = parse_slug(slug).model_copy(update={"batch": batch, "image_size": image})
    out.mkdir(parents=True, exist_ok=True)
    text = render(v)
    t0 = time.perf_counter()
    (out / "module.vmfb").write_bytes(compile_mlir(text, invocation("llvm-cpu"), slug_of(v)))
    compile_s = time.perf_counter() - t0
    side = json.loads(json.dumps(sidecar(v, None)))
    (out / "flags.txt").write_text("\n".join(_inputs(side, out)) + "\n")
    run = [_tool("iree-run-module"), f"--module={out / 'module.vmfb'}", f"--function={side['entry']}",
           f"--flagfile={out / 'flags.txt'}", "--device=local-task", *["--output="] * len(side["outputs"])]
    subprocess.run(run, check=True, capture_output=True)  # warm-up: file cache, first-touch allocations
    rows: dict[str, dict] = defaultdict(lambda: {"count": 0, "total_ns": 0, "cpu_ns": 0})
    walls = []
    for i in range(steps):  # one process per profiled call: each bundle holds one step
        prof = out / f"step{i}.ireeprof"
        t0 = time.perf_counter()
        subprocess.run(run + ["--device_profiling_mode=host-execution", f"--device_profiling_output={prof}"],
                       check=True, capture_output=True)
        walls.append(time.perf_counter() - t0)
        stats = subprocess.run([_tool("iree-profile"), "statistics", "--format=jsonl", str(prof)], check=True,
                               capture_output=True, text=True).stdout
        for name, (count, total, cpu) in _functions(stats).items():
            r = rows[name]
            r["count"] += count
            r["total_ns"] += total
            r["cpu_ns"] += cpu
    ranked = sorted(({"name": k, **v} for k, v in rows.items()), key=lambda r: -r["total_ns"])
    return ranked, min(walls), compile_s


def _functions(jsonl: str) -> dict[str, tuple[int, int, int]]:
    """Per dispatch function of one bundle's statistics: (calls, wall ns from first tile start to last tile
    end summed over calls, CPU ns summed over tiles)."""
    out = {}
    for line in jsonl.splitlines():
        rec = json.loads(line)
        if rec.get("row_type") == "host_execution_function" and rec.get("function_name"):
            out[rec["function_name"]] = (rec["sample_count"], rec["total_duration_ns"],
                                         rec["tile_duration_sum_ns"])
    return out


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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--slug", default="convnext_adam_train_step")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--steps", type=int, default=2, help="profiled runs (one process each)")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--out", type=Path, default=Path("build") / "profile")
    a = ap.parse_args()
    rows, wall, compile_s = profile(a.slug, a.batch, a.image, a.steps, a.out)
    busy = sum(r["total_ns"] for r in rows) / a.steps / 1e9
    cpu = sum(r["cpu_ns"] for r in rows) / a.steps / 1e9
    print(f"{a.slug} at batch {a.batch}, {a.image} px: compile {compile_s:.1f} s; fastest profiled process "
          f"{wall:.2f} s (module load and inputs included); dispatches {busy:.2f} s per step (first tile to "
          f"last, summed), tiles' CPU time {cpu:.2f} s per step; {len(rows)} dispatch functions\n")
    print(tables(rows, a.top, a.steps))


if __name__ == "__main__":
    main()
