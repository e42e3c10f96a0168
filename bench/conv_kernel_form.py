"""How iree-compile llvm-cpu treats the kernel operand of a ``stablehlo.convolution``: the depthwise 7×7 layer
(layers/conv.py) at ConvNeXt-T shapes, forward, dx and dW, with the kernel operand bare (a function argument)
or behind ``reverse(reverse(·))`` (docs/performance.md, "The convolution kernel operand").

Usage: python bench/conv_kernel_form.py [--batch 8] [--shapes 56x96 7x768] [--repeats 5] [--dump DIR]

Each case is its own module, compiled with the project's llvm-cpu flags (cnxbuild.targets), timed with
``iree-benchmark-module`` (median real time and CPU time of ``--benchmark_repetitions``); outputs of the two
forms are compared (max |difference|). With ``--dump`` the executable sources go to DIR/<case>/.
Timings are measured here and never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from cnxbuild.layers.conv import NHWC_OIHW, NHWC_OIHW_DW
from cnxbuild.mlir import FunctionBuilder, TensorType, module_text, ops


def _kernel(v, spatial, form):
    if form == "bare":
        return v
    if form == "pair":
        return ops.reverse(ops.reverse(v, spatial, name="k_rev"), spatial, name="k")
    raise ValueError(form)


def build(case: str, form: str, b: int, hw: int, c: int, k: int = 7) -> tuple[str, list[tuple[int, ...]]]:
    """The module text of one case and its input shapes."""
    fb = FunctionBuilder("main")
    x_shape, w_shape = (b, hw, hw, c), (c, 1, k, k)
    pad = ((k // 2, k // 2),) * 2
    if case == "fwd" and form.startswith("hwio"):
        x, w = fb.arg("x", TensorType(x_shape, "f32")), fb.arg("w", TensorType(w_shape, "f32"))
        if form == "hwio_t":
            kw = ops.transpose(w, (2, 3, 1, 0), name="k")
        else:  # hwio_rt: [C, k*k] -> [k*k, C] -> [k, k, 1, C]
            kw = ops.transpose(ops.reshape(w, (c, k * k), name="k2"), (1, 0), name="kt")
            kw = ops.reshape(kw, (k, k, 1, c), name="k")
        y = ops.convolution(x, kw, window_strides=(1, 1), padding=pad,
                            dimension_numbers="[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", feature_group_count=c,
                            name="y")
        shapes = [x_shape, w_shape]
    elif case == "fwd":
        x, w = fb.arg("x", TensorType(x_shape, "f32")), fb.arg("w", TensorType(w_shape, "f32"))
        y = ops.convolution(x, _kernel(w, (2, 3), form), window_strides=(1, 1), padding=pad,
                            dimension_numbers=NHWC_OIHW, feature_group_count=c, name="y")
        shapes = [x_shape, w_shape]
    elif case == "dw" and form == "bc":  # depthwise over B*C channels, dy the [H, W, 1, B*C] kernel, sum over B
        x, dy = fb.arg("x", TensorType(x_shape, "f32")), fb.arg("dy", TensorType(x_shape, "f32"))
        xt = ops.reshape(ops.transpose(x, (1, 2, 0, 3), name="xt"), (1, hw, hw, b * c), name="xbc")
        kt = ops.reshape(ops.transpose(dy, (1, 2, 0, 3), name="dyt"), (hw, hw, 1, b * c), name="dybc")
        g = ops.convolution(xt, kt, window_strides=(1, 1), padding=pad,
                            dimension_numbers="[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", feature_group_count=b * c,
                            name="g")  # [1, k, k, B*C]
        g = ops.reduce(ops.reshape(g, (k, k, b, c), name="g4"), (2,), name="gs")  # [k, k, C]
        y = ops.reshape(ops.transpose(g, (2, 0, 1), name="gt"), (c, 1, k, k), name="dw")
        shapes = [x_shape, x_shape]
    elif case == "dx":  # the emitter's form: reverse(w); "pair" adds a reverse pair on top
        dy, w = fb.arg("dy", TensorType(x_shape, "f32")), fb.arg("w", TensorType(w_shape, "f32"))
        w_rev = ops.reverse(_kernel(w, (2, 3), form), (2, 3), name="w_rev")
        y = ops.convolution(dy, w_rev, window_strides=(1, 1), padding=pad, dimension_numbers=NHWC_OIHW,
                            feature_group_count=c, name="dx")
        shapes = [x_shape, w_shape]
    elif case == "dw":
        x, dy = fb.arg("x", TensorType(x_shape, "f32")), fb.arg("dy", TensorType(x_shape, "f32"))
        y = ops.convolution(x, _kernel(dy, (1, 2), form), window_strides=(1, 1), padding=pad,
                            dimension_numbers=NHWC_OIHW_DW, batch_group_count=c, name="dw")
        shapes = [x_shape, x_shape]
    else:
        raise ValueError(case)
    fb.ret(y)
    return module_text([fb]), shapes


def dw_f64(x: np.ndarray, dy: np.ndarray, k: int = 7) -> np.ndarray:
    """dW [C, 1, k, k] of the depthwise conv in float64: Σ_{b,h,w} x_pad[b,h+p,w+q,c]·dy[b,h,w,c]."""
    h, w = x.shape[1:3]
    xp = np.pad(x.astype(np.float64), ((0, 0), (k // 2, k // 2), (k // 2, k // 2), (0, 0)))
    d = dy.astype(np.float64)
    out = np.empty((x.shape[3], 1, k, k))
    for p in range(k):
        for q in range(k):
            out[:, 0, p, q] = np.einsum("bhwc,bhwc->c", xp[:, p:p + h, q:q + w], d)
    return out


def _tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def compile_case(text: str, out: Path, dump: Path | None, flags: tuple[str, ...] = ()) -> Path:
    from cnxbuild.run.iree import iree_compile_args
    from cnxbuild.targets import invocation

    src = out.with_suffix(".mlir")
    src.write_text(text)
    extra = [f"--iree-hal-dump-executable-sources-to={dump}"] if dump else []
    vmfb = out.with_suffix(".vmfb")
    subprocess.run([_tool("iree-compile"), str(src), *iree_compile_args(invocation("llvm-cpu")), *extra, *flags,
                    "-o", str(vmfb)], check=True)
    return vmfb


def bench(vmfb: Path, inputs: list[Path], repeats: int) -> tuple[float, float]:
    """(median real ms, median CPU ms) of one call."""
    r = subprocess.run([_tool("iree-benchmark-module"), f"--module={vmfb}", "--function=main", "--device=local-task",
                        *[f"--input=@{p}" for p in inputs], f"--benchmark_repetitions={repeats}",
                        "--benchmark_format=json", "--benchmark_min_time=1x"],
                       check=True, capture_output=True, text=True)
    rows = {b["aggregate_name"]: b for b in json.loads(r.stdout)["benchmarks"] if b.get("run_type") == "aggregate"}
    med = rows["median"]
    scale = {"ms": 1.0, "us": 1e-3, "ns": 1e-6}[med["time_unit"]]
    return med["real_time"] * scale, med["cpu_time"] * scale


def run_output(vmfb: Path, inputs: list[Path], out: Path) -> np.ndarray:
    subprocess.run([_tool("iree-run-module"), f"--module={vmfb}", "--function=main", "--device=local-task",
                    *[f"--input=@{p}" for p in inputs], f"--output=@{out}"], check=True, capture_output=True)
    return np.load(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--shapes", nargs="+", default=["56x96", "7x768"], help="HWxC")
    ap.add_argument("--cases", nargs="+", default=["fwd", "dx", "dw"])
    ap.add_argument("--forms", nargs="+", default=["bare", "pair"])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--dump", type=Path)
    ap.add_argument("--flag", action="append", default=[], help="extra iree-compile flag (repeatable)")
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    print("| shape | case | form | real ms | CPU ms | max abs diff vs first form | dW max abs err vs f64 |\n"
          "|---|---|---|--:|--:|--:|--:|")
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        for shp in args.shapes:
            hw, c = map(int, shp.split("x"))
            for case in args.cases:
                ref = None
                for form in args.forms:
                    text, shapes = build(case, form, args.batch, hw, c)
                    tag = f"{case}_{hw}x{c}_{form}"
                    inputs = []
                    for i, s in enumerate(shapes):
                        p = d / f"{case}_{hw}x{c}_in{i}.npy"
                        if not p.exists():
                            np.save(p, rng.normal(0, 1, s).astype(np.float32))
                        inputs.append(p)
                    vmfb = compile_case(text, d / tag, args.dump / tag if args.dump else None,
                                        tuple(args.flag))
                    real, cpu = bench(vmfb, inputs, args.repeats)
                    y = run_output(vmfb, inputs, d / f"{tag}_out.npy")
                    diff = 0.0 if ref is None else float(np.max(np.abs(y - ref)))
                    ref = y if ref is None else ref
                    err = "" if case != "dw" else f"{np.max(np.abs(y - dw_f64(*[np.load(p) for p in inputs]))):.3g}"
                    print(f"| {args.batch}x{hw}x{hw}x{c} | {case} | {form} | {real:.2f} | {cpu:.2f} | {diff:.3g} | "
                          f"{err} |", flush=True)


if __name__ == "__main__":
    main()
