"""Images/s of one train step: the rendered AdamW artifact on IREE (llvm-cpu) and on XLA CPU, and
``jax.jit`` of the reference train step on XLA CPU; same geometry (ConvNeXt-T, batch 8, 224 px).

Usage: python bench/step_throughput.py [--slug SLUG] [--batch 8] [--image 224] [--repeats 3]
Prints compile times, the median step time per executor, images/s, and the ratios, all from one run.
Timings are measured here and never asserted in tests.
"""

from __future__ import annotations

import argparse
import statistics
import time

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
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--slug", default="convnext_adam_train_step")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()

    from cnxbuild.slug import parse_slug, slug
    from cnxbuild.step import render

    v = parse_slug(a.slug).model_copy(update={"batch": a.batch, "image_size": a.image})
    text, args = render(v), _inputs(v)
    results = {}

    from cnxbuild.run.iree import IreeModule, compile_mlir

    t = time.perf_counter()
    mod = IreeModule(compile_mlir(text))
    print(f"iree compile {time.perf_counter() - t:.1f} s")
    entry = slug(v)
    results["iree"] = _time(lambda: mod(entry, args), a.repeats)

    from cnxbuild.run.xla import XlaProgram, as_main

    t = time.perf_counter()
    prog = XlaProgram(as_main(text, entry))
    print(f"xla compile {time.perf_counter() - t:.1f} s")
    results["xla"] = _time(lambda: prog.run(args), a.repeats)

    results["jax reference"] = _reference_time(v, args, a.repeats)
    for k, s in results.items():
        print(f"{k:>14}: {s:.2f} s/step, {a.batch / s:.2f} images/s")
    base = results["jax reference"]
    print("ratios (images/s vs jax.jit reference): " +
          ", ".join(f"{k} {base / s:.2f}x" for k, s in results.items() if k != "jax reference"))


def _reference_time(v, args, repeats: int) -> float:
    import jax

    from cnxbuild.reference import reference_step
    from cnxbuild.step import interface

    names = [p.name for p in interface(v).inputs]
    d = dict(zip(names, args))
    params = {n: d[n] for n in names if interface(v).inputs[names.index(n)].role == "theta"}
    state = {r: {n: d[f"{n}.{r}"] for n in params} for r in ("m", "v")}
    scalars = {"lr": 1e-3, "bc1": 0.271, "bc2": 0.003}
    step = jax.jit(reference_step, static_argnums=(0,))

    def run():
        out = step(v, params, state, scalars, d["x"], d["targets"])
        jax.block_until_ready(out)

    t = time.perf_counter()
    run()
    print(f"jax reference compile+first step {time.perf_counter() - t:.1f} s")
    return _time(run, repeats)


if __name__ == "__main__":
    main()
