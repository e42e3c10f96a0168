"""Per-parameter optimizer pieces, named as optax names them (spec/convnext.md, "Optimizer semantics").

Every piece takes Values of one parameter — θ, its gradient g (or an update u) and its state, all of one
tensor type (f32 in artifacts, f64 in tests) — plus scalars (:data:`~cnxbuild.optim._emit.Scalar`: a baked
float or a runtime 0-d Value), emits its ops and returns the new update and the new state. No piece knows
which optimizer it serves; optimizers are the chains in :mod:`cnxbuild.optim.alias`.

``name`` is the SSA-name hint for a piece's results (usually the timm parameter name).
"""

from __future__ import annotations

from cnxbuild.mlir import Value, ops
from cnxbuild.optim._emit import Scalar, full_like, l2_norm, scale, update_moment

__all__ = ["scale_by_adam", "add_decayed_weights", "scale_by_trust_ratio", "trace", "trace_nesterov",
           "scale_by_rms", "scale_by_learning_rate", "param_ema"]


def scale_by_adam(g: Value, m: Value, v: Value, bc1: Scalar, bc2: Scalar, b1: float, b2: float, eps: float,
                  name: str = "p") -> tuple[Value, Value, Value]:
    """Adam's update (Kingma & Ba 2015): returns (u, m′, v′), each of g's type.

    m′ = β1·m + (1−β1)·g;  v′ = β2·v + (1−β2)·g²;  u = (m′/bc1) / (√(v′/bc2) + ε).

    ``bc1``, ``bc2`` are 1−β1^t and 1−β2^t for the 1-based step t (runtime inputs of the train step).

    .. note:: optax's ``scale_by_adam`` keeps a step ``count`` and forms 1−β^(count+1) itself; here the bias
       corrections are inputs (the artifact is value-free), so optax's state count t−1 maps to bc = 1−β^t.
       ε is outside the square root (optax's ``eps``; ``eps_root`` = 0).
    """
    m_new = update_moment(g, m, b1, name=f"{name}.m_new")
    v_new = update_moment(ops.multiply(g, g), v, b2, name=f"{name}.v_new")
    m_hat = ops.divide(m_new, full_like(m_new, bc1))
    v_hat = ops.divide(v_new, full_like(v_new, bc2))
    denom = ops.add(ops.sqrt(v_hat), full_like(v_hat, eps))
    return ops.divide(m_hat, denom, name=f"{name}.adam"), m_new, v_new


def add_decayed_weights(u: Value, theta: Value, weight_decay: float, mask: bool = True) -> Value:
    """u + wd·θ (optax's ``add_decayed_weights``); emits nothing and returns ``u`` when wd = 0 or the
    parameter is masked out (``mask`` is :func:`cnxbuild.optim.alias.decays` for this parameter).

    With ``u`` = g this is coupled decay (momentum, nesterov, rmsprop, sgd); after :func:`scale_by_adam` it is AdamW's
    decoupled decay, which :func:`scale_by_learning_rate` then scales by lr.
    """
    if not mask or weight_decay == 0:
        return u
    return ops.add(u, scale(theta, weight_decay), name="decayed")


def scale_by_trust_ratio(u: Value, theta: Value, mask: bool = True, name: str = "p") -> Value:
    """LAMB's layer-wise scaling (You et al. 2020): trust·u, trust = ‖θ‖/‖u‖ per tensor (1 if a norm is 0).

    Emits nothing for a masked-out parameter (trust forced to 1: ``wx`` excludes it, spec "lamb").
    The zero test is ``min(‖θ‖, ‖u‖) == 0`` (both norms are ≥ 0) and picks 1 with ``select``.

    .. note:: matches optax's ``scale_by_trust_ratio()`` at its defaults (min_norm 0, trust_coefficient 1,
       eps 0); optax's ``lamb`` does not mask it, so the oracle is ``masked(scale_by_trust_ratio(), decays)``.
    """
    if not mask:
        return u
    pn, un = l2_norm(theta, name=f"{name}.norm"), l2_norm(u, name=f"{name}.unorm")
    zero = ops.compare(ops.minimum(pn, un), ops.splat(pn, 0.0), "EQ")
    trust = ops.select(zero, ops.splat(pn, 1.0), ops.divide(pn, un), name=f"{name}.trust")
    return scale(u, trust, name=f"{name}.lamb")


def trace(g: Value, m: Value, mu: float, name: str = "p") -> Value:
    """Heavy-ball momentum (optax's ``trace``, not Nesterov): m′ = μ·m + g, which is also the update."""
    return ops.add(scale(m, mu), g, name=f"{name}.m_new")


def trace_nesterov(g: Value, m: Value, mu: float, name: str = "p") -> tuple[Value, Value]:
    """Nesterov momentum (Sutskever et al. 2013, in PyTorch's and optax's form): returns (u, m′) with
    m′ = μ·m + g and u = g + μ·m′.

    .. note:: optax's ``trace(decay=μ, nesterov=True)`` and ``torch.optim.SGD(nesterov=True)`` (dampening 0):
       the state kept is m′ (torch's ``momentum_buffer``), the update looks one step ahead along it. Heavy ball
       (:func:`trace`) updates by m′ itself.
    """
    m_new = trace(g, m, mu, name=name)
    return ops.add(g, scale(m_new, mu), name=f"{name}.nesterov"), m_new


def scale_by_rms(g: Value, v: Value, rho: float, eps: float, name: str = "p") -> tuple[Value, Value]:
    """RMSProp's scaling, TF flavour: returns (u, v′) with v′ = ρ·v + (1−ρ)·g², u = g/√(v′ + ε).

    .. note:: ε is inside the square root (optax ``eps_in_sqrt=True``), there is no bias correction, and the
       mean square starts at 1 (optax ``initial_scale=1.0``) — the driver initialises v, not this function.
       optax multiplies by ``rsqrt(v′+ε)``; this divides by ``sqrt`` as the spec writes it (≤ 1 ulp apart).
    """
    v_new = update_moment(ops.multiply(g, g), v, rho, name=f"{name}.v_new")
    denom = ops.sqrt(ops.add(v_new, full_like(v_new, eps)))
    return ops.divide(g, denom, name=f"{name}.rms"), v_new


def scale_by_learning_rate(u: Value, theta: Value, lr: Scalar, name: str = "p") -> Value:
    """θ′ = θ − lr·u (θ, u of one type; lr a runtime 0-d Value or, for fused_sgd, a baked float).

    .. note:: optax's ``scale_by_learning_rate`` returns −lr·u and ``apply_updates`` adds it to θ; this fuses
       the two. θ + (−lr·u) and θ − lr·u are the same IEEE result, so nothing changes numerically.
    """
    return ops.subtract(theta, scale(u, lr), name=f"{name}.new")


def param_ema(ema: Value, theta_new: Value, decay: Scalar, name: str = "p") -> Value:
    """EMA of the weights: ema′ = d·ema + (1−d)·θ′, on the *updated* θ′ (spec "ema"); d is usually the
    runtime ``ema_decay`` input.

    .. note:: not optax's ``ema``, which averages *updates* (and debiases); this averages the parameters
       themselves, as timm's ``ModelEmaV2`` does.
    """
    return update_moment(theta_new, ema, decay, name=f"{name}.ema_new")
