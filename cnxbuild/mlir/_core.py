"""What every op function of :mod:`cnxbuild.mlir.ops` shares: the operands' builder, integer lists in the
spec's text form, and splat constants."""

from __future__ import annotations

from typing import Sequence

from cnxbuild.mlir.builder import EmitError, FunctionBuilder, Value
from cnxbuild.mlir.types import FLOAT_DTYPES, TensorType, float_literal

__all__ = ["constant", "ints", "owner"]


def owner(op: str, *values: Value) -> FunctionBuilder:
    """The builder of ``values`` (op ``op``'s operands).

    Raises:
        EmitError: no operand, an operand that is not a Value, or operands of different builders.
    """
    if not values or not isinstance(values[0], Value):
        raise EmitError(f"{op}: operands must be Values, got {values!r}")
    fb = values[0].fn
    fb.check_owned(op, *values)
    return fb


def ints(xs: Sequence[int]) -> str:
    """``[1, 2, 3]``: an integer list as the spec's text writes it."""
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


def constant(fb: FunctionBuilder, value: float, type_: TensorType, name: str | None = None) -> Value:
    """A splat constant: every element of ``type_`` equals ``value`` (rounded to the element type)."""
    if type_.dtype in FLOAT_DTYPES:
        lit = float_literal(value, type_.dtype)
    elif type_.dtype == "i1":
        lit = "true" if value else "false"
    else:
        lit = str(int(value))
    return fb.emit(name or "cst", f"stablehlo.constant dense<{lit}> : {type_}", type_)
