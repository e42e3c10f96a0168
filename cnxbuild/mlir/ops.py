"""One function per StableHLO op, named as the spec names it (https://openxla.org/stablehlo/spec).

Each function takes :class:`~cnxbuild.mlir.builder.Value` operands (the builder is the operands'), infers
the result type, checks the spec's constraints it relies on, appends one line, and returns the result.
Errors start with the op name and give both values: ``add: operand shapes differ: (2, 3) vs (3,)``.
An optional ``name=`` is the SSA name hint of the result.
"""

from __future__ import annotations

from typing import Sequence

from cnxbuild.mlir.builder import EmitError, FunctionBuilder, Value
from cnxbuild.mlir.types import FLOAT_DTYPES, TensorType, float_literal

__all__ = [
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "power",
    "negate", "exponential", "log", "log_plus_one", "sqrt", "rsqrt", "tanh", "abs", "logistic", "erf",
    "constant", "broadcast_in_dim", "reshape", "transpose", "reduce", "reduce_window", "dot_general", "convolution",
    "convert", "compare", "select", "pad", "slice", "concatenate", "reverse", "optimization_barrier", "all_reduce",
    "splat",
    "FunctionBuilder",
]


def _fn(op: str, *values: Value) -> FunctionBuilder:
    if not values or not isinstance(values[0], Value):
        raise EmitError(f"{op}: operands must be Values, got {values!r}")
    fb = values[0].fn
    fb.check_owned(op, *values)
    return fb


def _ints(xs: Sequence[int]) -> str:
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


# --- elementwise ----------------------------------------------------------------------------------------


def _binary(op: str, lhs: Value, rhs: Value, name: str | None) -> Value:
    fb = _fn(op, lhs, rhs)
    if lhs.type != rhs.type:
        raise EmitError(f"{op}: operand types differ: {lhs.type} vs {rhs.type}")
    return fb.emit(name or op, f"stablehlo.{op} {lhs}, {rhs} : {lhs.type}", lhs.type)


def add(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("add", lhs, rhs, name)


def subtract(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("subtract", lhs, rhs, name)


def multiply(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("multiply", lhs, rhs, name)


def divide(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("divide", lhs, rhs, name)


def maximum(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("maximum", lhs, rhs, name)


def minimum(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("minimum", lhs, rhs, name)


def power(lhs: Value, rhs: Value, name: str | None = None) -> Value:
    return _binary("power", lhs, rhs, name)


def _unary(op: str, operand: Value, name: str | None, float_only: bool = True, dialect: str = "stablehlo") -> Value:
    fb = _fn(op, operand)
    if float_only and operand.dtype not in FLOAT_DTYPES:
        raise EmitError(f"{op}: operand must be a float tensor, got {operand.type}")
    if dialect == "chlo":
        return fb.emit(name or op, f"chlo.{op} {operand} : {operand.type} -> {operand.type}", operand.type)
    return fb.emit(name or op, f"stablehlo.{op} {operand} : {operand.type}", operand.type)


def negate(operand: Value, name: str | None = None) -> Value:
    return _unary("negate", operand, name, float_only=False)


def exponential(operand: Value, name: str | None = None) -> Value:
    return _unary("exponential", operand, name)


def log(operand: Value, name: str | None = None) -> Value:
    return _unary("log", operand, name)


def log_plus_one(operand: Value, name: str | None = None) -> Value:
    return _unary("log_plus_one", operand, name)


def sqrt(operand: Value, name: str | None = None) -> Value:
    return _unary("sqrt", operand, name)


def rsqrt(operand: Value, name: str | None = None) -> Value:
    return _unary("rsqrt", operand, name)


def tanh(operand: Value, name: str | None = None) -> Value:
    return _unary("tanh", operand, name)


def abs(operand: Value, name: str | None = None) -> Value:  # noqa: A001 - the spec's name
    return _unary("abs", operand, name, float_only=False)


def logistic(operand: Value, name: str | None = None) -> Value:
    """σ(x) = 1 / (1 + e^(−x)), StableHLO's ``logistic``."""
    return _unary("logistic", operand, name)


def erf(operand: Value, name: str | None = None) -> Value:
    """``chlo.erf`` (accepted by iree-compile llvm-cpu and XLA; docs/executors.md)."""
    return _unary("erf", operand, name, dialect="chlo")


# --- constants and shapes -------------------------------------------------------------------------------


def constant(fb: FunctionBuilder, value: float, type_: TensorType, name: str | None = None) -> Value:
    """A splat constant: every element of ``type_`` equals ``value`` (rounded to the element type)."""
    if type_.dtype in FLOAT_DTYPES:
        lit = float_literal(value, type_.dtype)
    elif type_.dtype == "i1":
        lit = "true" if value else "false"
    else:
        lit = str(int(value))
    return fb.emit(name or "cst", f"stablehlo.constant dense<{lit}> : {type_}", type_)


def splat(like: Value, value: float, name: str | None = None) -> Value:
    """A constant of ``like``'s type whose every element is ``value``."""
    return constant(like.fn, value, like.type, name)


def broadcast_in_dim(operand: Value, shape: Sequence[int], broadcast_dimensions: Sequence[int],
                     name: str | None = None) -> Value:
    """Spec constraints (C2–C5): one dimension per operand axis, in range, sizes 1 or equal."""
    fb = _fn("broadcast_in_dim", operand)
    shape, dims = tuple(shape), tuple(broadcast_dimensions)
    if len(dims) != operand.rank:
        raise EmitError(f"broadcast_in_dim: {len(dims)} broadcast_dimensions for operand rank {operand.rank}")
    for i, d in enumerate(dims):
        if not 0 <= d < len(shape) or operand.shape[i] not in (1, shape[d]):
            raise EmitError(f"broadcast_in_dim: operand dim {i} (size {operand.shape[i]}) cannot map to result "
                            f"dim {d} of shape {shape}")
    if len(set(dims)) != len(dims):
        raise EmitError(f"broadcast_in_dim: broadcast_dimensions {dims} repeat")
    out = operand.type.with_shape(shape)
    return fb.emit(name or "bcast", f"stablehlo.broadcast_in_dim {operand}, dims = {_ints(dims)} : "
                                    f"({operand.type}) -> {out}", out)


def reshape(operand: Value, shape: Sequence[int], name: str | None = None) -> Value:
    fb = _fn("reshape", operand)
    out = operand.type.with_shape(tuple(shape))
    if out.size != operand.type.size:
        raise EmitError(f"reshape: element counts differ: {operand.shape} vs {tuple(shape)}")
    return fb.emit(name or "reshape", f"stablehlo.reshape {operand} : ({operand.type}) -> {out}", out)


def transpose(operand: Value, permutation: Sequence[int], name: str | None = None) -> Value:
    fb = _fn("transpose", operand)
    perm = tuple(permutation)
    if sorted(perm) != list(range(operand.rank)):
        raise EmitError(f"transpose: permutation {perm} is not a permutation of range({operand.rank})")
    out = operand.type.with_shape(tuple(operand.shape[p] for p in perm))
    return fb.emit(name or "transpose", f"stablehlo.transpose {operand}, dims = {_ints(perm)} : "
                                        f"({operand.type}) -> {out}", out)


def convert(operand: Value, dtype: str, name: str | None = None) -> Value:
    fb = _fn("convert", operand)
    out = operand.type.with_dtype(dtype)
    return fb.emit(name or "convert", f"stablehlo.convert {operand} : ({operand.type}) -> {out}", out)


def pad(operand: Value, padding_value: Value, edge_padding_low: Sequence[int],
        edge_padding_high: Sequence[int], interior_padding: Sequence[int] | None = None,
        name: str | None = None) -> Value:
    fb = _fn("pad", operand, padding_value)
    lo, hi = tuple(edge_padding_low), tuple(edge_padding_high)
    it = tuple(interior_padding or (0,) * operand.rank)
    if not len(lo) == len(hi) == len(it) == operand.rank or padding_value.rank != 0:
        raise EmitError(f"pad: padding lengths {len(lo)}, {len(hi)}, {len(it)} must equal rank {operand.rank} "
                        f"and padding_value must be 0-d (got {padding_value.type})")
    shape = tuple(lo[i] + operand.shape[i] + max(operand.shape[i] - 1, 0) * it[i] + hi[i]
                  for i in range(operand.rank))
    if any(s < 0 for s in shape):
        raise EmitError(f"pad: negative result shape {shape}")
    out = operand.type.with_shape(shape)
    return fb.emit(name or "pad", f"stablehlo.pad {operand}, {padding_value}, low = {_ints(lo)}, "
                                  f"high = {_ints(hi)}, interior = {_ints(it)} : ({operand.type}, "
                                  f"{padding_value.type}) -> {out}", out)


def slice(operand: Value, start_indices: Sequence[int], limit_indices: Sequence[int],  # noqa: A001
          strides: Sequence[int] | None = None, name: str | None = None) -> Value:
    fb = _fn("slice", operand)
    st, li = tuple(start_indices), tuple(limit_indices)
    sd = tuple(strides or (1,) * operand.rank)
    if not len(st) == len(li) == len(sd) == operand.rank:
        raise EmitError(f"slice: index lengths must equal rank {operand.rank}")
    for i in range(operand.rank):
        if not (0 <= st[i] <= li[i] <= operand.shape[i] and sd[i] > 0):
            raise EmitError(f"slice: bad bounds on dim {i}: {st[i]}:{li[i]}:{sd[i]} of size {operand.shape[i]}")
    shape = tuple(-(-(li[i] - st[i]) // sd[i]) for i in range(operand.rank))
    out = operand.type.with_shape(shape)
    return fb.emit(name or "slice", f'"stablehlo.slice"({operand}) {{start_indices = array<i64: '
                                    f'{", ".join(map(str, st))}>, limit_indices = array<i64: '
                                    f'{", ".join(map(str, li))}>, strides = array<i64: {", ".join(map(str, sd))}>}}'
                                    f" : ({operand.type}) -> {out}", out)


def concatenate(inputs: Sequence[Value], dimension: int, name: str | None = None) -> Value:
    """Spec constraints (C1–C6): one or more inputs of one rank and element type, equal sizes but on
    ``dimension``, whose sizes add up in the result."""
    inputs = tuple(inputs)
    fb = _fn("concatenate", *inputs)
    first = inputs[0]
    if not 0 <= dimension < first.rank:
        raise EmitError(f"concatenate: dimension {dimension} out of range for rank {first.rank}")
    for v in inputs[1:]:
        if v.dtype != first.dtype or v.rank != first.rank or any(
                v.shape[i] != first.shape[i] for i in range(first.rank) if i != dimension):
            raise EmitError(f"concatenate: {v.type} does not fit {first.type} along dimension {dimension}")
    shape = tuple(sum(v.shape[i] for v in inputs) if i == dimension else s for i, s in enumerate(first.shape))
    out = first.type.with_shape(shape)
    return fb.emit(name or "concatenate", f"stablehlo.concatenate {', '.join(map(str, inputs))}, dim = {dimension}"
                                          f" : ({', '.join(str(v.type) for v in inputs)}) -> {out}", out)


def reverse(operand: Value, dimensions: Sequence[int], name: str | None = None) -> Value:
    fb = _fn("reverse", operand)
    dims = tuple(dimensions)
    if any(not 0 <= d < operand.rank for d in dims):
        raise EmitError(f"reverse: dimensions {dims} out of range for rank {operand.rank}")
    return fb.emit(name or "reverse", f"stablehlo.reverse {operand}, dims = {_ints(dims)} : {operand.type}",
                   operand.type)


def optimization_barrier(operand: Value, name: str | None = None) -> Value:
    """``stablehlo.optimization_barrier``: the identity on ``operand`` (same shape and dtype); no operation may be
    moved across it (StableHLO spec, "optimization_barrier"), and iree-compile 3.13 does not fuse across it. The
    values it passes are unchanged; a compiled program's rounding elsewhere may differ, as any fusion decision can
    make it.

    Used where iree-compile 3.13's fusion of a producer with its consumer builds a dispatch that costs far more
    to compile than the two apart (docs/decisions.md, D61). iree-compile makes it a host-side wait between
    command buffers, and after some such waits IREE's ``local-task`` driver keeps a buffer after every call
    (D74): use it sparingly, and check a step that gains one with tests/test_local_task_memory.py.
    """
    fb = _fn("optimization_barrier", operand)
    return fb.emit(name or "barrier", f"stablehlo.optimization_barrier {operand} : {operand.type}", operand.type)


# --- reductions, contractions, convolution --------------------------------------------------------------

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


# --- predicates and collectives -------------------------------------------------------------------------

_DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")


def compare(lhs: Value, rhs: Value, comparison_direction: str, name: str | None = None) -> Value:
    fb = _fn("compare", lhs, rhs)
    if comparison_direction not in _DIRECTIONS:
        raise EmitError(f"compare: comparison_direction {comparison_direction!r} not in {_DIRECTIONS}")
    if lhs.type != rhs.type:
        raise EmitError(f"compare: operand types differ: {lhs.type} vs {rhs.type}")
    ctype = "FLOAT" if lhs.dtype in FLOAT_DTYPES else "SIGNED"
    out = lhs.type.with_dtype("i1")
    return fb.emit(name or "cmp", f"stablehlo.compare {comparison_direction}, {lhs}, {rhs}, {ctype} : "
                                  f"({lhs.type}, {rhs.type}) -> {out}", out)


def select(pred: Value, on_true: Value, on_false: Value, name: str | None = None) -> Value:
    fb = _fn("select", pred, on_true, on_false)
    if on_true.type != on_false.type or pred.dtype != "i1" or pred.shape not in ((), on_true.shape):
        raise EmitError(f"select: pred {pred.type} must be i1 of shape () or {on_true.shape}; branches "
                        f"{on_true.type} vs {on_false.type} must match")
    return fb.emit(name or "select", f"stablehlo.select {pred}, {on_true}, {on_false} : {pred.type}, "
                                     f"{on_true.type}", on_true.type)


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
