"""BatchNorm nets' shared reference pieces: ``nn.BatchNorm2d`` in training and eval mode, PyTorch's running-
statistics update, and the check's conditioning of a BatchNorm → ReLU-like net's inputs off its kinks.

Written from PyTorch's ``nn.BatchNorm2d`` (training: per-channel mean and biased variance over N·H·W,
``y = (x − μ)·rsqrt(σ² + ε)·γ + β``; running statistics ``r′ = (1 − m)·r + m·s`` with the UNBIASED variance
for ``running_var``; eval: the frozen running statistics), independently of cnxbuild's emitter, layers and nets.
Every BatchNorm family's reference (``cnxbuild/reference/<family>.py``) builds on them; NCHW throughout.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from cnxbuild.reference.layers import as_dtype, check_float_dtype

__all__ = ["KINK_TAU", "MOMENTUM", "batch_norm_eval", "batch_norm_layer", "batch_norm_stats", "batch_norm_train",
           "checked_inputs", "condition_net", "options", "running_update", "safe_shift"]

MOMENTUM = 0.1  # nn.BatchNorm2d's default


def batch_norm_stats(x: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Per-channel mean and BIASED variance of ``x [N,C,H,W]`` over N·H·W (two passes): ``([C], [C])``."""
    mean = jnp.mean(x, axis=(0, 2, 3))
    var = jnp.mean(jnp.square(x - mean.reshape(1, -1, 1, 1)), axis=(0, 2, 3))
    return mean, var


def _affine(x, mean, var, weight, bias, eps):
    def c(a):
        return a.reshape(1, -1, 1, 1)

    return (x - c(mean)) * lax.rsqrt(c(var) + eps) * c(weight) + c(bias)


def batch_norm_train(x: jax.Array, weight: jax.Array, bias: jax.Array, eps: float
                     ) -> tuple[jax.Array, jax.Array, jax.Array]:
    """``BatchNorm2d`` in training mode: ``(y [N,C,H,W], mean [C], biased var [C])``, ε inside the rsqrt."""
    mean, var = batch_norm_stats(x)
    return _affine(x, mean, var, weight, bias, eps), mean, var


def batch_norm_eval(x: jax.Array, weight: jax.Array, bias: jax.Array, running_mean: jax.Array,
                    running_var: jax.Array, eps: float) -> jax.Array:
    """``BatchNorm2d`` in eval mode: the frozen statistics; each example's output depends on it alone."""
    return _affine(x, running_mean, running_var, weight, bias, eps)


def running_update(running_mean: jax.Array, running_var: jax.Array, mean: jax.Array, var: jax.Array,
                   count: int, momentum: float = MOMENTUM) -> tuple[jax.Array, jax.Array]:
    """PyTorch's running-statistics update from a batch's ``mean`` and BIASED ``var`` over ``count`` = N·H·W
    values per channel: ``(1 − m)·r + m·s``, with ``s = var·n/(n − 1)`` (unbiased) for the variance."""
    unbiased = var * (count / (count - 1))
    return ((1.0 - momentum) * running_mean + momentum * mean,
            (1.0 - momentum) * running_var + momentum * unbiased)


def batch_norm_layer(p: Mapping, buffers: Mapping, new: dict, prefix: str, h: jax.Array, eps: float, train: bool
                     ) -> jax.Array:
    """The BatchNorm ``prefix`` of a family's forward on ``h [N,C,H,W]``: ``<prefix>.weight`` / ``.bias`` from
    ``p``; in eval (``train`` False) the frozen ``buffers``; in training the batch's statistics, and the running
    statistics in ``new`` replaced by their update (only those present: a ``fwd`` forward passes none), without a
    gradient through them."""
    w, b = p[prefix + ".weight"], p[prefix + ".bias"]
    rm, rv = prefix + ".running_mean", prefix + ".running_var"
    if not train:
        return batch_norm_eval(h, w, b, buffers[rm], buffers[rv], eps)
    y, mean, var = batch_norm_train(h, w, b, eps)
    if rm in new:
        count = h.shape[0] * h.shape[2] * h.shape[3]
        new[rm], new[rv] = running_update(new[rm], new[rv], lax.stop_gradient(mean), lax.stop_gradient(var), count)
    return y


def checked_inputs(params: Mapping[str, object], x, buffers: Mapping[str, object] | None, need_buffers: bool,
                   who: str) -> tuple[dict, jax.Array, dict]:
    """``(params, x, buffers)`` of a BatchNorm family's forward as JAX arrays of x's dtype
    (:func:`cnxbuild.reference.layers.as_dtype`). ``who`` starts the messages.

    Raises:
        ValueError: x not ``[B, 3, H, W]`` with H, W multiples of 32, a parameter or buffer of another dtype, or
            (``need_buffers``) not exactly one ``running_mean`` and ``running_var`` per BatchNorm of ``params``
            (every rank-1 ``<prefix>.weight``).
    """
    dtype = check_float_dtype("x", x)
    x = jnp.asarray(x)
    if x.ndim != 4 or x.shape[1] != 3 or x.shape[2] % 32 or x.shape[3] % 32:
        raise ValueError(f"{who}: x must be [B,3,H,W] with H, W multiples of 32, got {tuple(x.shape)}")
    if need_buffers:
        want = {k[:-len(".weight")] + s for k in params if k.endswith(".weight") and np.ndim(params[k]) == 1
                for s in (".running_mean", ".running_var")}
        have = set(buffers or {})
        if want != have:
            raise ValueError(f"{who}: buffers lack {sorted(want - have)[:4]} / have extra "
                             f"{sorted(have - want)[:4]} (one running_mean and running_var per BatchNorm)")
    return ({k: as_dtype(k, v, dtype) for k, v in params.items()}, x,
            {k: as_dtype(k, v, dtype) for k, v in (buffers or {}).items()})

# ---------------------------------------------------------------------------------------------------------
# The check's inputs: no activation decision within rounding distance of a kink

#: A pre-activation value within KINK_TAU·max|tensor| of a kink (ReLU's 0; ReLU6's 0 and 6) is "at the kink":
#: float32 rounding may put it on either side, and the gradient jumps by the whole cotangent there
#: (docs/decisions.md).
KINK_TAU = 1e-4


def safe_shift(values: np.ndarray, bias: float, margin: float, kinks: Sequence[float] = (0.0,)) -> float:
    """The smallest change d of a channel's bias such that no ``values + bias + d`` lies within 2·``margin`` of
    a kink (``values`` the channel's pre-activation values without its bias): 0 when none lies within
    ``margin`` already (the factor 2 is hysteresis: a later sweep's rounding or a moved max cannot bring it
    back inside)."""
    z = np.sort(np.concatenate([k - values.ravel() for k in kinks]))  # biases that put an element on a kink
    if np.min(np.abs(z - bias)) >= margin:
        return 0.0
    wide = np.diff(z) >= 4 * margin  # gaps with room: their midpoints are at least 2·margin from every value
    ok = np.concatenate([[z[0] - 4 * margin], ((z[:-1] + z[1:]) / 2)[wide], [z[-1] + 4 * margin]])
    return float(ok[np.argmin(np.abs(ok - bias))] - bias)


def condition_net(net: Callable, activation: Callable, params: Mapping[str, np.ndarray], x: np.ndarray, *,
                  chunks: int = 1, tau: float = KINK_TAU, kinks: Sequence[float] = (0.0,)
                  ) -> tuple[dict[str, np.ndarray], int]:
    """θ with the bias of each BN that feeds an activation nudged, per channel and as little as possible, so
    that no pre-activation value of the float64 forward lies within ``tau``·max|pre-activation tensor| of a
    kink (the check's inputs; spec/checks.md "Inputs": every path exercised, none decided by rounding).

    At a kink the gradient is discontinuous: an element that float64 puts at +1e-9 and a correct float32
    implementation at −1e-9 changes every gradient upstream by that element's whole cotangent (measured: a
    18-layer twin whose block output had such an element gave a correct IREE artifact 4 % error on two BN
    biases). Nudging the preceding BN's β moves the channel's values together, so the draw keeps its scale and
    sign pattern and only leaves the kinks.

    Args:
        net: ``net(jp, chunk, act)`` runs the family's float64 forward on one chunk of ``x`` with θ ``jp``
            (jax arrays), calling ``act(h, bn_prefix)`` for every activation (h NCHW, ``bn_prefix`` the BN whose
            bias precedes it).
        activation: the activation itself (``jax.nn.relu``, ``jax.nn.relu6``).
        chunks: the batch splits into this many chunks (accumulation micro-steps, each with its own batch
            statistics), which walk the net in lockstep so that each nudge suits all of them.
        kinks: the activation's kinks.

    Returns:
        ``(params, nudged)``: float64 θ (only BN biases changed) and how many channels were nudged.
    """
    p = {k: np.asarray(v, np.float64) for k, v in params.items()}
    parts = np.split(np.asarray(x, np.float64), chunks)
    seen: dict[str, list] = {}
    shift: dict[str, np.ndarray] = {}

    def nudge() -> None:
        (prefix, values), = [(k, v) for k, v in seen.items() if k not in shift]
        u = np.concatenate(values, axis=0)
        margin = tau * float(np.max(np.abs(u)))
        bias = p[prefix + ".bias"]
        d = np.array([safe_shift(u[:, c] - bias[c], bias[c], margin, kinks) for c in range(u.shape[1])])
        p[prefix + ".bias"] = bias + d
        shift[prefix] = d

    lock, barrier = threading.Lock(), threading.Barrier(len(parts), action=nudge)

    def act(h, bn_prefix):
        with lock:
            seen.setdefault(bn_prefix, []).append(np.asarray(h))
        barrier.wait()  # the last chunk to arrive runs nudge on every chunk's values
        return activation(h + jnp.asarray(shift[bn_prefix]).reshape(1, -1, 1, 1))

    with jax.enable_x64(True):
        jp = {k: jnp.asarray(v) for k, v in p.items()}

        def walk(chunk):
            try:
                with jax.enable_x64(True):  # thread-local: each chunk's thread enables it itself
                    net(jp, jnp.asarray(chunk), act)
            except BaseException:
                barrier.abort()  # the other chunks stop waiting (BrokenBarrierError) instead of hanging
                raise

        threads = [threading.Thread(target=walk, args=(c,)) for c in parts[1:]]
        for th in threads:
            th.start()
        walk(parts[0])
        for th in threads:
            th.join()
    return p, sum(int(np.count_nonzero(d)) for d in shift.values())


def options(v) -> dict[str, object]:
    """The static options a Variant ``v`` sets in a BatchNorm family's reference (its ``options``, the family
    contract of reference/train.py): ``norm_eps``; a train step also its ``replicas`` and ``micro_steps`` (k: each
    accumulation micro-step normalises its own micro-batch)."""
    out: dict[str, object] = {"norm_eps": float(v.norm_eps)}
    if getattr(v, "kind", None) == "train_step":
        out.update(replicas=int(v.replicas), micro_steps=int(v.accumulate))
    return out
