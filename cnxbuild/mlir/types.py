"""Tensor types and literal spelling for the StableHLO text emitter.

Every literal this module prints is a pure function of its value, so the same module renders the same bytes
on any machine (design.md, decision 3).
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

import ml_dtypes
import numpy as np

__all__ = ["TensorType", "DTYPES", "FLOAT_DTYPES", "float_literal", "f32", "bf16", "i1"]

DTYPES = ("f32", "bf16", "f64", "i1", "i32", "i64")
FLOAT_DTYPES = ("f32", "bf16", "f64")


@dataclass(frozen=True)
class TensorType:
    """A ranked tensor type: ``shape`` (static dims, ≥ 0) and element ``dtype`` (one of :data:`DTYPES`).

    ``str(TensorType((2, 3), "f32"))`` is ``tensor<2x3xf32>``; rank 0 prints ``tensor<f32>``.

    Raises:
        ValueError: an unknown dtype or a negative dimension.
    """

    shape: tuple[int, ...]
    dtype: str = "f32"

    def __post_init__(self) -> None:
        object.__setattr__(self, "shape", tuple(int(d) for d in self.shape))
        if self.dtype not in DTYPES:
            raise ValueError(f"TensorType: dtype {self.dtype!r} is not one of {DTYPES}")
        if any(d < 0 for d in self.shape):
            raise ValueError(f"TensorType: negative dimension in shape {self.shape}")

    def __str__(self) -> str:
        dims = "".join(f"{d}x" for d in self.shape)
        return f"tensor<{dims}{self.dtype}>"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def with_shape(self, shape: tuple[int, ...]) -> "TensorType":
        return TensorType(tuple(shape), self.dtype)

    def with_dtype(self, dtype: str) -> "TensorType":
        return TensorType(self.shape, dtype)


def f32(*shape: int) -> TensorType:
    return TensorType(shape, "f32")


def bf16(*shape: int) -> TensorType:
    return TensorType(shape, "bf16")


def i1(*shape: int) -> TensorType:
    return TensorType(shape, "i1")


def float_literal(value: float, dtype: str = "f32") -> str:
    """The MLIR literal of ``value`` rounded to ``dtype``.

    f32/f64 finite values print as the shortest decimal that round-trips the rounded value, always with a
    point (MLIR's float grammar needs one): 0.5 → ``5.000000e-01`` style is avoided in favour of ``0.5``;
    1e-06 → ``1.0e-06``. Non-finite values and every bf16 value print as exact hex bit patterns
    (``0xFF800000`` is f32 −inf).
    """
    if dtype == "bf16":
        b = np.array([value], dtype=np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)[0]
        return f"0x{int(b):04X}"
    if dtype not in ("f32", "f64"):
        raise ValueError(f"float_literal: dtype {dtype!r} is not a float type")
    v = float(np.float32(value)) if dtype == "f32" else float(value)
    if not math.isfinite(v):
        if dtype == "f32":
            return f"0x{struct.unpack('<I', struct.pack('<f', v))[0]:08X}"
        return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:016X}"
    text = repr(v)
    if "e" in text and "." not in text.split("e")[0]:
        mant, exp = text.split("e")
        text = f"{mant}.0e{exp}"
    return text
