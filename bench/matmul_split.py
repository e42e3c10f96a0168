"""Does a large data-tiled matmul run faster split into row blocks? (docs/performance.md, "batch 32")

At batch 32 the profile showed stage 2's MLP matmuls (M = 32·14·14 = 6272 rows) at ~30 GFLOP/s where the same
matmuls at batch 8 (M = 1568) ran at ~127. This times one product at ConvNeXt-T's stage-2 MLP shapes, whole and
split along M into s blocks (``slice`` → ``dot_general`` per block → ``concatenate``; for the weight gradient,
which contracts over M, the blocks' partial products are added):

* ``fwd``: [M, C]·[C, 4C] (fc1), ``dx``: [M, 4C]·[4C, C] (fc1's input gradient through fc2ᵀ), ``dw``: [M, C]ᵀ·[M, 4C]
  (fc's weight gradient, contracting M).

Usage: python bench/matmul_split.py [--rows 6272 1568] [--splits 1 2 4] [--channels 384] [--repeats 5]

Each case is its own module, compiled with the project's llvm-cpu flags, timed with ``iree-benchmark-module``
(median real and CPU time); GFLOP/s = 2·M·C·4C / real time. The split forms' outputs are compared with the whole
one's. Measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import numpy as np

from bench.conv_kernel_form import bench, compile_case, run_output


def module(case: str, m: int, c: int, s: int) -> tuple[str, list[tuple[int, ...]], tuple[int, ...]]:
    """The module text of one case split into ``s`` row blocks, its input shapes and its result shape."""
    if m % s:
        raise ValueError(f"{m} rows do not split into {s} blocks")
    b = m // s
    k, n = {"fwd": (c, 4 * c), "dx": (4 * c, c), "dw": (None, None)}[case]
    lines, res = [], []
    if case == "dw":
        shapes, out = [(m, c), (m, 4 * c)], (c, 4 * c)
        for i in range(s):
            lines.append(f"%a{i} = stablehlo.slice %x [{i * b}:{(i + 1) * b}, 0:{c}] : (tensor<{m}x{c}xf32>) -> tensor<{b}x{c}xf32>")
            lines.append(f"%b{i} = stablehlo.slice %y [{i * b}:{(i + 1) * b}, 0:{4 * c}] : (tensor<{m}x{4 * c}xf32>) -> tensor<{b}x{4 * c}xf32>")
            lines.append(f"%p{i} = stablehlo.dot_general %a{i}, %b{i}, contracting_dims = [0] x [0] : "
                         f"(tensor<{b}x{c}xf32>, tensor<{b}x{4 * c}xf32>) -> tensor<{c}x{4 * c}xf32>")
            res.append(f"%p{i}")
        acc = res[0]
        for i in range(1, s):
            lines.append(f"%s{i} = stablehlo.add {acc}, %p{i} : tensor<{c}x{4 * c}xf32>")
            acc = f"%s{i}"
    else:
        shapes, out = [(m, k), (k, n)], (m, n)
        for i in range(s):
            lines.append(f"%a{i} = stablehlo.slice %x [{i * b}:{(i + 1) * b}, 0:{k}] : (tensor<{m}x{k}xf32>) -> tensor<{b}x{k}xf32>")
            lines.append(f"%p{i} = stablehlo.dot_general %a{i}, %y, contracting_dims = [1] x [0] : "
                         f"(tensor<{b}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{b}x{n}xf32>")
            res.append(f"%p{i}")
        if s == 1:
            acc = res[0]
        else:
            types = ", ".join(f"tensor<{b}x{n}xf32>" for _ in res)
            lines.append(f"%cat = stablehlo.concatenate {', '.join(res)}, dim = 0 : ({types}) -> tensor<{m}x{n}xf32>")
            acc = "%cat"
    t = lambda sh: f"tensor<{sh[0]}x{sh[1]}xf32>"  # noqa: E731
    body = "\n    ".join(lines)
    text = (f"func.func @main(%x: {t(shapes[0])}, %y: {t(shapes[1])}) -> {t(out)} {{\n    {body}\n"
            f"    return {acc} : {t(out)}\n}}\n")
    return text, shapes, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, nargs="+", default=[6272, 1568])
    ap.add_argument("--splits", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--channels", type=int, default=384)
    ap.add_argument("--cases", nargs="+", default=["fwd", "dx", "dw"])
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    print("| case | rows M | blocks | real ms | CPU ms | GFLOP/s | max abs diff vs whole |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        for case in args.cases:
            for m in args.rows:
                whole = None
                for s in args.splits:
                    if m % s:
                        continue
                    text, shapes, _ = module(case, m, args.channels, s)
                    tag = f"{case}_{m}_{s}"
                    inputs = []
                    for j, sh in enumerate(shapes):
                        p = d / f"{case}_{m}_in{j}.npy"
                        if not p.exists():
                            np.save(p, rng.standard_normal(sh).astype(np.float32))
                        inputs.append(p)
                    vmfb = compile_case(text, d / tag, None)
                    real, cpu = bench(vmfb, inputs, args.repeats)
                    y = run_output(vmfb, inputs, d / f"{tag}_out.npy")
                    whole = y if whole is None else whole
                    flops = 2 * m * args.channels * 4 * args.channels
                    print(f"| {case} | {m} | {s} | {real:.1f} | {cpu:.1f} | {flops / real / 1e6:.1f} | "
                          f"{float(np.max(np.abs(y - whole))):.2e} |", flush=True)


if __name__ == "__main__":
    main()
