"""What happens to gradients before the optimizer, and how a micro-step commits (spec/convnext.md,
"Optimizer semantics": data parallel R, accumulation k, clip C).

Order in the train step (:func:`cnxbuild.optim.stage.optimizer_stage`): :func:`all_reduce_mean` on each
micro-step's gradient → :func:`accumulate` (mean over k micro-steps) → :func:`clip_by_global_norm` → the
optimizer → EMA → :func:`commit`.
"""

from __future__ import annotations

from cnxbuild.mlir import EmitError, Value, ops
from cnxbuild.optim._emit import full_like, scalar_constant, scale, sum_of_squares

__all__ = ["all_reduce_mean", "apply_predicate", "accumulate", "commit", "clip_by_global_norm",
           "CLIP_EPS"]

CLIP_EPS = 1e-6  # spec "clip C": C/(‖g‖ + 1e-6)


def all_reduce_mean(g: Value, replicas: int, name: str = "p") -> Value:
    """Mean of g over R replicas: ``all_reduce`` (sum over replica_groups [[0..R−1]]) × 1/R.

    For R = 1 emits nothing and returns ``g`` itself.

    Raises:
        EmitError: R < 1.
    """
    if replicas < 1:
        raise EmitError(f"all_reduce_mean: replicas {replicas} must be >= 1")
    if replicas == 1:
        return g
    total = ops.all_reduce(g, replicas, name=f"{name}.grad_sum")
    return scale(total, 1.0 / replicas, name=f"{name}.grad_mean")


def apply_predicate(accumulate_apply: Value) -> Value:
    """The i1 predicate ``accumulate_apply != 0`` of the runtime 0-d scalar (1 on the applying micro-step).

    An i1 Value is returned unchanged, so a stage can compute the predicate once and pass it everywhere.
    """
    if accumulate_apply.rank != 0:
        raise EmitError(f"apply_predicate: accumulate_apply must be 0-d, got {accumulate_apply.type}")
    if accumulate_apply.dtype == "i1":
        return accumulate_apply
    zero = scalar_constant(accumulate_apply, 0.0, name="zero")
    return ops.compare(accumulate_apply, zero, "NE", name="applies")


def accumulate(acc: Value, g: Value, k: int, apply: Value, name: str = "p") -> tuple[Value, Value]:
    """Gradient accumulation over k micro-steps: returns (ḡ, acc′), each of g's type.

    ḡ = (acc + g)/k is what the optimizer sees (meaningful on the applying micro-step);
    acc′ = select(apply, 0, acc + g) — reset after applying, the running sum otherwise.
    ``apply`` is the runtime ``accumulate_apply`` scalar or its :func:`apply_predicate`.

    .. note:: optax's ``MultiSteps`` keeps a running *mean* and a step counter; here the counter lives in the
       driver (it feeds accumulate_apply), and acc is the running *sum*.
    """
    if k < 1:
        raise EmitError(f"accumulate: k {k} must be >= 1")
    total = ops.add(acc, g, name=f"{name}.acc_sum")
    mean = ops.divide(total, full_like(total, float(k)), name=f"{name}.acc_mean")
    acc_new = ops.select(apply_predicate(apply), ops.splat(acc, 0.0), total, name=f"{name}.acc_new")
    return mean, acc_new


def commit(apply: Value, new: Value, old: Value, name: str | None = None) -> Value:
    """``select(apply, new, old)``: on an accumulate-only micro-step θ, m, v and ema come back bit-exact
    (a select, never an arithmetic blend such as old + apply·(new − old))."""
    return ops.select(apply_predicate(apply), new, old, name=name)


def clip_by_global_norm(grads: list[Value], max_norm: float) -> list[Value]:
    """g ← g·min(1, C/(‖g‖ + 1e-6)) for every g, ‖g‖ the L2 norm over all of them together.

    Shapes: any, one dtype; the result list matches ``grads`` in order and types.

    .. note:: optax's ``clip_by_global_norm`` computes ``select(‖g‖ < C, g, g·C/‖g‖)`` with no ε; this
       follows the spec's formula (the +1e-6 keeps an all-zero gradient finite). At factor 1 it multiplies
       by exactly 1.0, so gradients below the threshold pass through bit-exact.

    Raises:
        EmitError: an empty list or C ≤ 0.
    """
    if not grads or not max_norm > 0:
        raise EmitError(f"clip_by_global_norm: need gradients and C > 0 (got {len(grads)} and {max_norm!r})")
    first = grads[0]
    total = sum_of_squares(first)
    for g in grads[1:]:
        total = ops.add(total, sum_of_squares(g))
    norm = ops.sqrt(total, name="global_norm")
    ratio = ops.divide(scalar_constant(norm, max_norm, name="clip_norm"),
                       ops.add(norm, scalar_constant(norm, CLIP_EPS, name="clip_eps")))
    factor = ops.minimum(scalar_constant(norm, 1.0, name="one"), ratio, name="clip_factor")
    return [scale(g, factor, name="clipped") for g in grads]
