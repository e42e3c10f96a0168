"""Images/s of one train step: the rendered AdamW artifact on IREE (llvm-cpu; with every input and output
copied through the host, and as a driver's loop runs it, the state resident on the device) and on XLA CPU,
``jax.jit`` of the reference train step on XLA CPU, and PyTorch eager (timm + torch.optim,
bench/torch_eager.py, when a Python with torch and timm is given); same geometry (ConvNeXt-T, 224 px), for each
batch asked.

Usage: python bench/step_throughput.py [--slug SLUG] [--batch 8 32] [--image 224] [--repeats 3]
                                       [--torch-python /work/torchbench/bin/python] [--skip xla jax]
                                       [--heap system|keep]
Prints compile times, the median step time per executor, images/s, and the ratio of the artifact on IREE
against every other column, all from one run. ``--heap keep`` runs every column with glibc keeping freed
memory for the next step (``cnxbuild.run.memory.keep_freed_heap`` around this whole process's work;
``GLIBC_TUNABLES`` for PyTorch's process), as ``cnxbuild train`` runs and as the default (D77); ``system`` is
glibc as the caller's environment has it. Timings are measured here and never asserted in tests.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import subprocess
import time
from pathlib import Path

import numpy as np


def _inputs(v):
    from cnxbuild.step import interface

    rng = np.random.default_rng(0)
    out = []
    for p in interface(v).inputs:
        if p.role == "scalar":
            out.append(np.asarray({"lr": 1e-3, "bc1": 0.271, "bc2": 0.003}.get(p.name, 1.0), np.float32))
        elif p.role == "targets":
            out.append(rng.dirichlet(np.ones(p.shape[1]), p.shape[0]).astype(np.float32))
        elif p.role in ("m", "v"):
            out.append(np.zeros(p.shape, np.float32))
        elif p.role == "buffer":  # BatchNorm running statistics: mean 0, var 1 (PyTorch's reset)
            out.append((np.zeros if p.name.endswith("running_mean") else np.ones)(p.shape, np.float32))
        else:
            out.append(rng.normal(0, 0.02, p.shape).astype(np.float32))
    return out


def _time(fn, repeats: int) -> float:
    fn()  # warm-up
    ts = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--slug", default="convnext_adam_train_step")
    ap.add_argument("--batch", type=int, nargs="+", default=[8], help="one or more batch sizes")
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--torch-python", default=os.environ.get("CNXBUILD_TORCH_PYTHON"),
                    help="a Python with torch and timm for the PyTorch-eager column (default: $CNXBUILD_TORCH_PYTHON;"
                         " the column is left out without one)")
    ap.add_argument("--skip", nargs="*", default=[], choices=["xla", "jax"],
                    help="leave out the artifact-on-XLA and/or the jax.jit-of-the-reference columns (slow at batch 32)")
    ap.add_argument("--cpu", nargs="+", default=["host"], metavar="CPU",
                    help="the CPUs the artifact is compiled for, each its own IREE columns: host (the default) "
                         "and/or names of [build] chips' llvm-cpu (x86-64-v3, x86-64-v4, znver3, ...; D122)")
    ap.add_argument("--heap", default="keep", choices=["system", "keep"],
                    help="glibc's malloc as it comes (system) or keeping freed memory for the next step "
                         "(keep, D77), for every column")
    a = ap.parse_args()
    from cnxbuild.slug import parse_slug
    from cnxbuild.variant import at_geometry

    if a.repeats < 1:
        ap.error(f"--repeats {a.repeats}: must be at least 1")
    from cnxbuild.targets import CPU_NAMES, HOST

    for cpu in a.cpu:
        if cpu != HOST and cpu not in CPU_NAMES:
            ap.error(f"--cpu {cpu}: not an x86-64 CPU iree-compile builds for; allowed: {HOST}, {', '.join(CPU_NAMES)}")
    for batch in a.batch:
        try:
            at_geometry(parse_slug(a.slug), batch, a.image)
        except ValueError as e:
            ap.error(f"--slug {a.slug} at --batch {batch} --image {a.image}: {e}")
    print(_cpu_line() + f"; heap: {a.heap}")
    with _heap(a.heap):
        for batch in a.batch:
            _one_batch(a, batch)


def _cpu_line() -> str:
    """The CPUs as IREE's ``local-task`` sees them: its default topology (``--task_topology_mode=
    physical_cores``) starts one worker per physical core, so a machine that shows two hardware threads of one
    core runs the artifact on one worker while PyTorch uses both threads."""
    files = glob.glob("/sys/devices/system/cpu/cpu[0-9]*/topology/thread_siblings_list")
    cores = len({Path(f).read_text().strip() for f in files}) or "?"
    return f"cpus: {os.cpu_count()} logical, {cores} physical cores (IREE local-task: one worker per physical core)"


def _one_batch(a: argparse.Namespace, batch: int) -> None:

    from cnxbuild.slug import parse_slug, slug
    from cnxbuild.step import render
    from cnxbuild.variant import at_geometry

    v = at_geometry(parse_slug(a.slug), batch, a.image)
    print(f"--- {a.slug} at batch {batch}, {a.image} px")
    text, args = render(v), _inputs(v)

    from cnxbuild.run.iree import IreeModule, compile_mlir
    from cnxbuild.targets import invocation

    mods = {}
    for cpu in a.cpu:  # each column named "iree", "iree resident" for host, with " <cpu>" after for another CPU
        t = time.perf_counter()
        mods["" if cpu == "host" else f" {cpu}"] = IreeModule(compile_mlir(text, invocation("llvm-cpu", cpu)))
        print(f"iree compile ({cpu}) {time.perf_counter() - t:.1f} s")
    prog = None
    if "xla" not in a.skip:
        from cnxbuild.run.xla import XlaProgram, as_main

        t = time.perf_counter()
        prog = XlaProgram(as_main(text, slug(v)))
        print(f"xla compile {time.perf_counter() - t:.1f} s")
    results = _columns(a, v, batch, mods, prog, args)
    for k, s in results.items():
        print(f"{k:>14}: {s:.2f} s/step, {batch / s:.2f} images/s")
    others = {k: s for k, s in results.items() if not k.startswith("iree")}
    for mine in (k for k in results if k.startswith("iree") and others):
        print(f"artifact on {mine}, images/s ratio: " +
              ", ".join(f"{s / results[mine]:.2f}x {k}" for k, s in others.items()))
    for cpu in (c for c in mods if c):  # a named CPU's module against the host's, column by column
        print(f"compiled for{cpu} against host, images/s ratio: " +
              ", ".join(f"{results[k] / results[k + cpu]:.2f}x ({k})" for k in ("iree", "iree resident")))


def _heap(heap: str):
    """The malloc setting every column runs under: glibc's default, or D77's kept heap."""
    import contextlib

    from cnxbuild.run.memory import keep_freed_heap

    return keep_freed_heap() if heap == "keep" else contextlib.nullcontext()


def _columns(a: argparse.Namespace, v, batch: int, mods: dict, prog, args: list) -> dict[str, float]:
    """Median s/step of each column, in the order printed (``mods``: the IREE module by column suffix)."""
    from cnxbuild.slug import slug

    entry = slug(v)
    results = {}
    for cpu, mod in mods.items():
        results["iree" + cpu] = _time(lambda: mod(entry, args), a.repeats)
        results["iree resident" + cpu] = _time(_driver_loop(mod, entry, v, args), a.repeats)
    if prog is not None:
        results["xla"] = _time(lambda: prog.run(args), a.repeats)
    if "jax" not in a.skip:
        results["jax reference"] = _reference_time(v, args, a.repeats)
    if a.torch_python:
        results["pytorch eager"] = _torch_time(a, batch, v.classes, _timm_name(v), a.heap)
    return results




def _driver_loop(mod, entry: str, v, args: list):
    """One step as a driver's training loop runs it: the state regions stay on the device (each step's
    updated θ, m, v are the next step's inputs, nothing copied back), a batch's x and targets are uploaded,
    and the loss is read (which waits for the step). The "iree" column copies all inputs in, outputs out."""
    from cnxbuild.step import interface

    io = interface(v)
    where = {p.name: i for i, p in enumerate(io.inputs)}
    fed = [(j, where[p.name]) for j, p in enumerate(io.outputs) if p.name in where]
    batch = [i for i, p in enumerate(io.inputs) if p.role in ("input", "targets")]
    on_device = mod.upload(args)

    def step() -> None:
        for i, x in zip(batch, mod.upload([args[i] for i in batch])):
            on_device[i] = x
        out = mod.call_on_device(entry, on_device)
        for j, i in fed:
            on_device[i] = out[j]
        float(out[-1].to_host())

    return step


def _timm_name(v) -> str:
    """timm's model name of ``v``'s net, as its family registers it: ``convnext_tiny``, ``resnet50``,
    ``vit_tiny_patch16_224``."""
    from cnxbuild.nets import family_of

    return family_of(v).timm_models[v.size]


def _torch_time(a: argparse.Namespace, batch: int, classes: int, model: str, heap: str) -> float:
    """Median s/step of bench/torch_eager.py run by ``a.torch_python`` (a separate process and Python), under
    ``heap``'s malloc setting (``GLIBC_TUNABLES``, read when that process starts)."""
    from cnxbuild.run.memory import keep_heap_environ

    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "torch_eager.py")
    env = keep_heap_environ(os.environ) if heap == "keep" else None
    out = subprocess.run([a.torch_python, script, "--model", model, "--batch", str(batch), "--image",
                          str(a.image), "--classes", str(classes), "--repeats", str(a.repeats), "--threads",
                          str(os.cpu_count() or 1)],
                         check=True, capture_output=True, text=True, env=env).stdout
    doc = json.loads(out.strip().splitlines()[-1])
    print(f"pytorch eager: torch {doc['torch']}, timm {doc['timm']}, {doc['threads']} threads, {doc['model']}")
    return doc["s_per_step"]


def _reference_time(v, args, repeats: int) -> float:
    import jax

    from cnxbuild.reference import reference_step
    from cnxbuild.step import interface

    names = [p.name for p in interface(v).inputs]
    d = dict(zip(names, args))
    params = {n: d[n] for n in names if interface(v).inputs[names.index(n)].role == "theta"}
    state = {r: {n: d[f"{n}.{r}"] for n in params} for r in ("m", "v")}
    buffers = {p.name: d[p.name] for p in interface(v).inputs if p.role == "buffer"} or None
    scalars = {"lr": 1e-3, "bc1": 0.271, "bc2": 0.003}
    step = jax.jit(reference_step, static_argnums=(0,))

    def run():
        out = step(v, params, state, scalars, d["x"], d["targets"], None, buffers)
        jax.block_until_ready(out)

    t = time.perf_counter()
    run()
    print(f"jax reference compile+first step {time.perf_counter() - t:.1f} s")
    return _time(run, repeats)


if __name__ == "__main__":
    main()
