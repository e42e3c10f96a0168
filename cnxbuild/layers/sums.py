"""Long sums over a channel or class axis in short partial sums (docs/decisions.md, D17, D18).

IREE llvm-cpu accumulates a long f32 ``reduce`` sequentially, so its rounding error grows with the number of
terms. Measured against float64 on 2 cores (iree-base-compiler 3.13, XLA CPU from jaxlib 0.10.2):

- LayerNorm's rstd over C = 320 and 768: IREE rms 1.5e-7 / 2.0e-7 (max 7.7e-7), XLA 3.7e-8 / 3.8e-8; in partial
  sums of at most 32: IREE 5.9e-8 / 5.5e-8 (max 1.9e-7). On a ConvNeXt-atto twin the head LayerNorm's error
  scaled every gradient below it by the same −5e-7 (D18).
- The 1000-class cross-entropy's Σ over [B, K]: IREE median 3.7e-7 (max 1.7e-6) at B = 2; staged 7.6e-8 (D17).
- The per-channel parameter gradients (biases, norm weights, γ): Σ over B·H·W rows, 2048 at the check's
  128 px twin (stage 0) and 100,352 at the shipped 224 px, batch 32; one sequential sum failed the check's
  10×-control bound on ConvNeXt-atto twins (1.1–1.8× it), summed one row axis at a time they pass (D36).

:func:`sum_last` and :func:`sum_rows` only regroup the sum (the math and the result's shape are unchanged); the check's twin has
the shipped widths and class counts, so it takes the same code path as the shipped artifact.
"""

from __future__ import annotations

from cnxbuild.mlir import EmitError, Value, ops

__all__ = ["CHUNK", "sum_all", "sum_last", "sum_rows", "sum_spatial"]

CHUNK = 32  # most terms per partial sum over a channel or class axis


def _chunk(n: int) -> int | None:
    """The partial-sum length for an axis of ``n`` > CHUNK: its largest divisor ≤ CHUNK when that is at
    least CHUNK/4 (a free reshape), else None (zero-pad to a multiple of CHUNK)."""
    b = max(d for d in range(1, CHUNK + 1) if n % d == 0)
    return b if b >= CHUNK // 4 else None


def sum_last(x: Value, name: str) -> Value:
    """Σ over the last axis of ``x [..., n]`` → ``[...]`` (a 0-d Value for rank 1), in partial sums.

    While the axis is longer than :data:`CHUNK` it is split ``[..., n/b, b]`` and reduced over ``b`` — ``b``
    the largest divisor of n up to CHUNK (n = 1000 → 25, 768 → 32, 40 → 20), or CHUNK after zero-padding
    n to a multiple of CHUNK when n has no divisor of at least CHUNK/4 (zeros do not change a sum).
    """
    while x.shape[-1] > CHUNK:
        n, lead = x.shape[-1], x.shape[:-1]
        b = _chunk(n)
        if b is None:
            b = CHUNK
            padded = -(-n // CHUNK) * CHUNK
            zero = ops.constant(x.fn, 0.0, x.type.with_shape(()))
            x = ops.pad(x, zero, (0,) * x.rank, (0,) * (x.rank - 1) + (padded - n,))
            n = padded
        x = ops.reduce(ops.reshape(x, lead + (n // b, b)), (x.rank,), name=name + "_part")
    return ops.reduce(x, (x.rank - 1,), name=name)


def sum_all(x: Value, name: str) -> Value:
    """Σ over every element of ``x``, a 0-d Value: :func:`sum_last` over the last axis, repeatedly."""
    while x.rank > 1:
        x = sum_last(x, name + "_rows")
    return sum_last(x, name)


def sum_rows(x: Value, dims: tuple[int, ...], name: str) -> Value:
    """Σ over the leading axes ``dims`` = (0, …, k−1) of ``x`` (the rows B, H, W of a per-channel parameter
    gradient) → ``x.shape[k:]``, one axis at a time, the innermost first: partial sums of at most
    max(B, H, W) terms instead of one sequential sum of B·H·W (docs/decisions.md, D36).

    Raises:
        EmitError: ``dims`` are not the leading axes.
    """
    if tuple(dims) != tuple(range(len(dims))):
        raise EmitError(f"{name}: sum_rows sums leading axes (0, 1, ...), got {tuple(dims)}")
    for d in reversed(dims):
        x = ops.reduce(x, (d,), name=name)
    return x


def sum_spatial(x: Value, name: str) -> Value:
    """Σ over H and W of ``x [B, H, W, C]`` → ``[B, C]``, W first, then H: partial sums of at most max(H, W)
    terms instead of one sequential sum of H·W (D36's rule for the squeeze-and-excitation's per-example sums,
    12,544 terms in the first inverted-residual blocks at 224 px; docs/decisions.md, D114).

    Raises:
        EmitError: ``x`` is not rank 4.
    """
    if x.rank != 4:
        raise EmitError(f"{name}: sum_spatial sums H and W of [B, H, W, C], got {x.type}")
    return ops.reduce(ops.reduce(x, (2,), name=name + "_w"), (1,), name=name)
