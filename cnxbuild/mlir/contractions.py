"""The StableHLO ops with a reduction body or dimension numbers: ``reduce``, ``reduce_window``,
``dot_general``, ``convolution`` and ``all_reduce`` (https://openxla.org/stablehlo/spec), as
:mod:`cnxbuild.mlir.ops` writes every op: :class:`~cnxbuild.mlir.builder.Value` operands, the result type
inferred, the spec's constraints checked, one line appended. :mod:`cnxbuild.mlir.ops` re-exports each;
callers write ``ops.convolution``.
"""

from __future__ import annotations

from typing import Sequence

from cnxbuild.mlir._core import constant, ints as _ints, owner as _fn
from cnxbuild.mlir.builder import EmitError, Value
from cnxbuild.mlir.types import TensorType

__all__ = ["all_reduce", "convolution", "dot_general", "reduce", "reduce_window"]


_REDUCERS = {"add": 0.0, "maximum": float("-inf"), "minimum": float("inf")}


def reduce(operand: Value, dimensions: Sequence[int], body: str = "add", name: str | None = None) -> Value:
    """``reduce`` with a one-op body (``add`` from 0, ``maximum`` from −inf, ``minimum`` from +inf)."""
    fb = _fn("reduce", operand)
    dims = tuple(sorted(dimensions))
    if body not in _REDUCERS:
        raise EmitError(f"reduce: body {body!r} is not one of {tuple(_REDUCERS)}")
    if any(not 0 <= d < operand.rank for d in dims) or len(set(dims)) != len(dims):
        raise EmitError(f"reduce: dimensions {dims} invalid for rank {operand.rank}")
    init = constant(fb, _REDUCERS[body], operand.type.with_shape(()), name="init_" + body)
    out = operand.type.with_shape(tuple(s for i, s in enumerate(operand.shape) if i not in dims))
    return fb.emit(name or "reduce", f"stablehlo.reduce({operand} init: {init}) applies stablehlo.{body} "
                                     f"across dimensions = {_ints(dims)} : ({operand.type}, {init.type}) -> {out}",
                   out)


def reduce_window(operand: Value, window_dimensions: Sequence[int], window_strides: Sequence[int],
                  padding: Sequence[tuple[int, int]], body: str = "maximum", name: str | None = None) -> Value:
    """``reduce_window`` with a one-op body (``maximum`` from −inf, ``minimum`` from +inf, ``add`` from 0); the
    padding takes the init value (so −inf for a max pool). No base or window dilation.

    Result dim i: (operand_i + lo_i + hi_i − window_i) // stride_i + 1 (spec C15).

    Raises:
        EmitError: lengths differ from the rank (C2, C4, C8), a window or stride below 1, negative padding, or a
            window larger than the padded operand.
    """
    fb = _fn("reduce_window", operand)
    win, st, pads = tuple(window_dimensions), tuple(window_strides), tuple(tuple(p) for p in padding)
    if body not in _REDUCERS:
        raise EmitError(f"reduce_window: body {body!r} is not one of {tuple(_REDUCERS)}")
    if not len(win) == len(st) == len(pads) == operand.rank:
        raise EmitError(f"reduce_window: window {win}, strides {st} and padding {pads} must have rank "
                        f"{operand.rank} entries")
    if any(w < 1 for w in win) or any(s < 1 for s in st) or any(lo < 0 or hi < 0 for lo, hi in pads):
        raise EmitError(f"reduce_window: window {win} and strides {st} must be >= 1, padding {pads} >= 0")
    padded = [operand.shape[i] + pads[i][0] + pads[i][1] for i in range(operand.rank)]
    if any(p < w for p, w in zip(padded, win)):
        raise EmitError(f"reduce_window: window {win} exceeds padded operand {tuple(padded)}")
    out = operand.type.with_shape(tuple((p - w) // s + 1 for p, w, s in zip(padded, win, st)))
    init = constant(fb, _REDUCERS[body], operand.type.with_shape(()), name="init_" + body)
    scalar = init.type
    a, b, r = fb.fresh("lhs"), fb.fresh("rhs"), fb.fresh(body)
    pad_text = ", ".join(f"[{lo}, {hi}]" for lo, hi in pads)
    text = (f'"stablehlo.reduce_window"({operand}, {init}) ({{\n'
            f"  ^bb0(%{a}: {scalar}, %{b}: {scalar}):\n"
            f"    %{r} = stablehlo.{body} %{a}, %{b} : {scalar}\n"
            f"    stablehlo.return %{r} : {scalar}\n"
            f"  }}) {{padding = dense<[{pad_text}]> : tensor<{operand.rank}x2xi64>, window_dimensions = "
            f"array<i64: {', '.join(map(str, win))}>, window_strides = array<i64: {', '.join(map(str, st))}>}}"
            f" : ({operand.type}, {init.type}) -> {out}")
    return fb.emit(name or "reduce_window", text.replace("\n", "\n" + " " * fb._indent), out)


def dot_general(lhs: Value, rhs: Value, lhs_batching_dimensions: Sequence[int] = (),
                rhs_batching_dimensions: Sequence[int] = (), lhs_contracting_dimensions: Sequence[int] = (),
                rhs_contracting_dimensions: Sequence[int] = (), result_dtype: str | None = None,
                name: str | None = None) -> Value:
    """Result dims: batch, lhs free, rhs free (spec C12). ``result_dtype`` f32 with bf16 operands gives f32
    accumulation."""
    fb = _fn("dot_general", lhs, rhs)
    lb, rb = tuple(lhs_batching_dimensions), tuple(rhs_batching_dimensions)
    lc, rc = tuple(lhs_contracting_dimensions), tuple(rhs_contracting_dimensions)
    if lhs.dtype != rhs.dtype:
        raise EmitError(f"dot_general: operand dtypes differ: {lhs.dtype} vs {rhs.dtype}")
    if len(lb) != len(rb) or len(lc) != len(rc):
        raise EmitError(f"dot_general: dimension lists differ in length: batching {lb} vs {rb}, "
                        f"contracting {lc} vs {rc}")
    for a, b in list(zip(lb, rb)) + list(zip(lc, rc)):
        if lhs.shape[a] != rhs.shape[b]:
            raise EmitError(f"dot_general: lhs dim {a} (size {lhs.shape[a]}) vs rhs dim {b} (size {rhs.shape[b]})")
    lfree = [s for i, s in enumerate(lhs.shape) if i not in lb + lc]
    rfree = [s for i, s in enumerate(rhs.shape) if i not in rb + rc]
    out = TensorType(tuple(lhs.shape[i] for i in lb) + tuple(lfree) + tuple(rfree), result_dtype or lhs.dtype)
    attrs = []
    if lb:
        attrs.append(f"batching_dims = {_ints(lb)} x {_ints(rb)}")
    attrs.append(f"contracting_dims = {_ints(lc)} x {_ints(rc)}")
    return fb.emit(name or "dot", f"stablehlo.dot_general {lhs}, {rhs}, {', '.join(attrs)} : "
                                  f"({lhs.type}, {rhs.type}) -> {out}", out)


def _conv_out(size: int, lo: int, hi: int, k: int, stride: int, lhs_dil: int, rhs_dil: int) -> int:
    dilated_in = (size - 1) * lhs_dil + 1 + lo + hi
    dilated_k = (k - 1) * rhs_dil + 1
    return (dilated_in - dilated_k) // stride + 1 if dilated_in >= dilated_k else 0


def convolution(lhs: Value, rhs: Value, *, window_strides: Sequence[int], padding: Sequence[tuple[int, int]],
                lhs_dilation: Sequence[int] = (1, 1), rhs_dilation: Sequence[int] = (1, 1),
                dimension_numbers: str = "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]",
                feature_group_count: int = 1, batch_group_count: int = 1, result_dtype: str | None = None,
                name: str | None = None) -> Value:
    """2-D ``convolution``. ``dimension_numbers`` is the spec's compact form with exactly one 'b'/'f' per
    input and output and 'i'/'o' in the kernel; spatial dims are '0' and '1'.

    Raises:
        EmitError: group counts that do not divide the features or batch (spec C10–C13), or shape mismatch.
    """
    fb = _fn("convolution", lhs, rhs)
    lhs_l, rhs_l, out_l = _parse_dims(dimension_numbers)
    lshape = {c: lhs.shape[i] for i, c in enumerate(lhs_l)}
    kshape = {c: rhs.shape[i] for i, c in enumerate(rhs_l)}
    if lhs.dtype != rhs.dtype:
        raise EmitError(f"convolution: operand dtypes differ: {lhs.dtype} vs {rhs.dtype}")
    if lshape["f"] % feature_group_count:
        raise EmitError(f"convolution: feature_group_count {feature_group_count} does not divide input "
                        f"features {lshape['f']}")
    if lshape["f"] != kshape["i"] * feature_group_count:
        raise EmitError(f"convolution: input features {lshape['f']} != kernel input features {kshape['i']} × "
                        f"feature_group_count {feature_group_count}")
    if lshape["b"] % batch_group_count or kshape["o"] % batch_group_count:
        raise EmitError(f"convolution: batch_group_count {batch_group_count} does not divide batch "
                        f"{lshape['b']} and output features {kshape['o']}")
    spatial = [_conv_out(lshape[s], padding[j][0], padding[j][1], kshape[s], window_strides[j],
                         lhs_dilation[j], rhs_dilation[j]) for j, s in enumerate("01")]
    oshape = {"b": lshape["b"] // batch_group_count, "f": kshape["o"], "0": spatial[0], "1": spatial[1]}
    out = TensorType(tuple(oshape[c] for c in out_l), result_dtype or lhs.dtype)
    pads = ", ".join(f"[{lo}, {hi}]" for lo, hi in padding)
    body = (f"stablehlo.convolution({lhs}, {rhs}) dim_numbers = {dimension_numbers}, window = {{stride = "
            f"{_ints(window_strides)}, pad = [{pads}], lhs_dilate = {_ints(lhs_dilation)}, rhs_dilate = "
            f"{_ints(rhs_dilation)}}} {{batch_group_count = {batch_group_count} : i64, feature_group_count = "
            f"{feature_group_count} : i64}} : ({lhs.type}, {rhs.type}) -> {out}")
    return fb.emit(name or "conv", body, out)


def _parse_dims(spec: str) -> tuple[str, str, str]:
    try:
        lhs, rest = spec.split("x", 1)
        rhs, out = rest.split("->")
        parts = tuple("".join(ch for ch in p if ch in "bfio01") for p in (lhs, rhs, out))
    except ValueError:
        raise EmitError(f"convolution: cannot read dimension_numbers {spec!r}") from None
    if sorted(parts[0]) != sorted("bf01") or sorted(parts[1]) != sorted("io01") or sorted(parts[2]) != sorted("bf01"):
        raise EmitError(f"convolution: dimension_numbers {spec!r} must be 2-D: [b,f,0,1]x[o,i,0,1]->[b,f,0,1] "
                        "in some order")
    return parts


# --- collectives ----------------------------------------------------------------------------------------


def all_reduce(operand: Value, replicas: int, name: str | None = None) -> Value:
    """Sum of ``operand`` over replica_groups [[0..R-1]] (every replica gets the sum)."""
    fb = _fn("all_reduce", operand)
    if replicas < 1:
        raise EmitError(f"all_reduce: replicas {replicas} must be >= 1")
    scalar = operand.type.with_shape(())
    a, b = fb.fresh("lhs"), fb.fresh("rhs")
    s = fb.fresh("sum")
    groups = ", ".join(str(r) for r in range(replicas))
    body = (f'"stablehlo.all_reduce"({operand}) ({{\n'
            f"  ^bb0(%{a}: {scalar}, %{b}: {scalar}):\n"
            f"    %{s} = stablehlo.add %{a}, %{b} : {scalar}\n"
            f"    stablehlo.return %{s} : {scalar}\n"
            f"  }}) {{replica_groups = dense<[[{groups}]]> : tensor<1x{replicas}xi64>}} : "
            f"({operand.type}) -> {operand.type}")
    return fb.emit(name or "all_reduce", body.replace("\n", "\n" + " " * fb._indent), operand.type)
