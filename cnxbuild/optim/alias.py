"""The optimizers as named chains of :mod:`cnxbuild.optim.transform` pieces (spec/convnext.md, "Optimizer
semantics"; constants in spec/variants.md, "Optimizer defaults", held by ``OPTIMIZER_DEFAULTS``, or the matrix's:
``TrainStep.optimizer_constants``, D130).

Every chain has one calling convention, for one parameter::

    chain(theta, g, state, *, lr, weight_decay, decays, [bc1, bc2,] **constants) -> (θ′, state′)

``theta``, ``g`` and each ``state[region]`` share one tensor type; ``state`` holds exactly the regions of
``OPTIMIZER_DEFAULTS[opt].regions`` ("m", "v"); ``constants`` are the variant's ``optimizer_constants`` (β1 as ``b1``…);
``decays`` is :func:`decays` of the parameter. ``lr`` is a runtime 0-d Value (a float for fused_sgd).
"""

from __future__ import annotations

from typing import Callable, Sequence

from cnxbuild.mlir import Value
from cnxbuild.optim._emit import Scalar
from cnxbuild.optim.transform import (add_decayed_weights, scale_by_adam, scale_by_learning_rate,
                                      scale_by_rms, scale_by_trust_ratio, trace, trace_nesterov)
from cnxbuild.variant import Optimizer, TrainStep

__all__ = ["decays", "adamw", "lamb", "momentum", "nesterov", "rmsprop", "sgd", "fused_sgd", "CHAINS"]

State = dict[str, Value]


def decays(name: str, shape: Sequence[int], variant: TrainStep) -> bool:
    """Whether parameter ``name`` of ``shape`` takes weight decay (the mask of optax's ``mask=``).

    Under ``wx`` (``variant.wd_exclude_rank1``) every rank-1 parameter is excluded: biases, norm weights and
    biases, layer-scale γ (spec "wx"). The answer does not depend on the decay's value; LAMB also uses it to
    force trust 1 on excluded parameters. ``name`` is the timm key (unused by the rule today, part of the
    contract so a rule by name needs no new call sites).
    """
    del name
    return not (variant.wd_exclude_rank1 and len(tuple(shape)) == 1)


def adamw(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
          bc1: Scalar, bc2: Scalar, b1: float, b2: float, eps: float, name: str = "p") -> tuple[Value, State]:
    """AdamW (Loshchilov & Hutter 2019): θ′ = θ − lr·(m′/bc1)/(√(v′/bc2)+ε) − lr·wd·θ.

    optax: ``adamw(lr, b1, b2, eps, weight_decay=wd, mask=decays)`` =
    ``chain(scale_by_adam, add_decayed_weights(wd, mask), scale_by_learning_rate(lr))``, computed as
    θ − lr·(u + wd·θ) like optax.
    """
    u, m, v = scale_by_adam(g, state["m"], state["v"], bc1, bc2, b1, b2, eps, name=name)
    u = add_decayed_weights(u, theta, weight_decay, decays)
    return scale_by_learning_rate(u, theta, lr, name=name), {"m": m, "v": v}


def lamb(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
         bc1: Scalar, bc2: Scalar, b1: float, b2: float, eps: float, name: str = "p") -> tuple[Value, State]:
    """LAMB (You et al. 2020): r = (m′/bc1)/(√(v′/bc2)+ε) + wd·θ; θ′ = θ − lr·trust·r.

    .. note:: optax's ``lamb`` applies the trust ratio to every parameter; ours forces trust 1 where
       :func:`decays` is false (spec "lamb"), i.e. ``chain(scale_by_adam, add_decayed_weights(wd, mask),
       masked(scale_by_trust_ratio(), mask), scale_by_learning_rate(lr))``.
    """
    u, m, v = scale_by_adam(g, state["m"], state["v"], bc1, bc2, b1, b2, eps, name=name)
    r = add_decayed_weights(u, theta, weight_decay, decays)
    r = scale_by_trust_ratio(r, theta, decays, name=name)
    return scale_by_learning_rate(r, theta, lr, name=name), {"m": m, "v": v}


def momentum(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
             mu: float, name: str = "p") -> tuple[Value, State]:
    """Heavy-ball SGD with coupled decay: g_d = g + wd·θ; m′ = μ·m + g_d; θ′ = θ − lr·m′.

    optax: ``chain(add_decayed_weights(wd, mask), sgd(lr, momentum=μ))``.
    """
    g_d = add_decayed_weights(g, theta, weight_decay, decays)
    m = trace(g_d, state["m"], mu, name=name)
    return scale_by_learning_rate(m, theta, lr, name=name), {"m": m}


def nesterov(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
             mu: float, name: str = "p") -> tuple[Value, State]:
    """SGD with Nesterov momentum and coupled decay: g_d = g + wd·θ; m′ = μ·m + g_d; θ′ = θ − lr·(g_d + μ·m′).

    optax: ``chain(add_decayed_weights(wd, mask), sgd(lr, momentum=μ, nesterov=True))``; PyTorch:
    ``SGD(lr, momentum=μ, nesterov=True, weight_decay=wd)``; timm's ``opt="nesterov"`` (and its ``"sgd"``).
    """
    g_d = add_decayed_weights(g, theta, weight_decay, decays)
    u, m = trace_nesterov(g_d, state["m"], mu, name=name)
    return scale_by_learning_rate(u, theta, lr, name=name), {"m": m}


def rmsprop(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
            rho: float, mu: float, eps: float, name: str = "p") -> tuple[Value, State]:
    """RMSProp, TF flavour, with momentum and coupled decay: g_d = g + wd·θ; v′ = ρ·v + (1−ρ)·g_d²;
    m′ = μ·m + g_d/√(v′+ε); θ′ = θ − lr·m′.

    .. note:: optax's ``rmsprop(lr, decay=ρ, eps=ε, initial_scale=1.0, eps_in_sqrt=True, momentum=μ)``
       applies lr *before* the trace, so its momentum holds −lr·m (TF's and timm's ``RMSpropTF`` likewise
       keep lr inside the momentum); ours keeps m free of lr, as the spec writes it (PyTorch's placement).
       With a constant lr the θ′ are equal; when lr changes, ours rescales past momentum at once.
    """
    g_d = add_decayed_weights(g, theta, weight_decay, decays)
    u, v = scale_by_rms(g_d, state["v"], rho, eps, name=name)
    m = trace(u, state["m"], mu, name=name)
    return scale_by_learning_rate(m, theta, lr, name=name), {"m": m, "v": v}


def sgd(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
        name: str = "p") -> tuple[Value, State]:
    """Plain SGD with coupled decay: θ′ = θ − lr·(g + wd·θ).

    optax: ``chain(add_decayed_weights(wd, mask), sgd(lr))``.
    """
    g_d = add_decayed_weights(g, theta, weight_decay, decays)
    return scale_by_learning_rate(g_d, theta, lr, name=name), {}


def fused_sgd(theta: Value, g: Value, state: State, *, lr: Scalar, weight_decay: float, decays: bool,
              name: str = "p") -> tuple[Value, State]:
    """θ′ = θ − lr·g with lr baked from ``variant.lr`` and no state (the variant forces wd = 0)."""
    del decays
    return sgd(theta, g, state, lr=lr, weight_decay=weight_decay, decays=False, name=name)


CHAINS: dict[Optimizer, Callable[..., tuple[Value, State]]] = {
    Optimizer.adamw: adamw, Optimizer.lamb: lamb, Optimizer.momentum: momentum, Optimizer.nesterov: nesterov,
    Optimizer.rmsprop: rmsprop, Optimizer.sgd: sgd, Optimizer.fused_sgd: fused_sgd,
}
