"""One function per StableHLO op, named as the spec names it (https://openxla.org/stablehlo/spec).

Each function takes :class:`~cnxbuild.mlir.builder.Value` operands (the builder is the operands'), infers
the result type, checks the spec's constraints it relies on, appends one line, and returns the result.
Errors start with the op name and give both values: ``add: operand shapes differ: (2, 3) vs (3,)``.
An optional ``name=`` is the SSA name hint of the result. The ops with a reduction body or dimension numbers
(``reduce``, ``reduce_window``, ``dot_general``, ``convolution``, ``all_reduce``) are written in
:mod:`cnxbuild.mlir.contractions` and re-exported here.
"""

from __future__ import annotations

from typing import Sequence

from cnxbuild.mlir._core import constant, ints as _ints, owner as _fn
from cnxbuild.mlir.builder import EmitError, FunctionBuilder, Value
from cnxbuild.mlir.contractions import all_reduce, convolution, dot_general, reduce, reduce_window
from cnxbuild.mlir.types import FLOAT_DTYPES

__all__ = [
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "power",
    "negate", "exponential", "log", "log_plus_one", "sqrt", "rsqrt", "tanh", "abs", "logistic", "erf",
    "constant", "broadcast_in_dim", "reshape", "transpose", "reduce", "reduce_window", "dot_general", "convolution",
    "convert", "compare", "select", "pad", "slice", "concatenate", "reverse", "optimization_barrier", "all_reduce",
    "splat",
    "FunctionBuilder",
]


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


# --- predicates -----------------------------------------------------------------------------------------

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
