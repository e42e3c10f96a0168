"""The oracle's optimizer stage: optax chains, plus explicit lines where optax's semantics differ from the spec.

spec/convnext.md, "Optimizer semantics". Every optimizer is a named :func:`optax.chain`; the pieces written by
hand are the three the spec defines differently from optax, each under a ``.. note::``:

- :func:`scale_by_adam_bc` — Adam's bias correction from the step's ``bc1``/``bc2`` inputs, not optax's count;
- :func:`clip_by_global_norm_eps` — the clip factor has ``+1e-6`` in its denominator;
- :func:`param_ema` — an EMA of the *weights* (optax's ``ema`` averages *updates*).

Regions are ``dict[str, array]`` keyed by timm parameter names; the optimizer regions are named as in
:data:`cnxbuild.variant.OPTIMIZER_DEFAULTS` (``m``, ``v``), plus ``acc`` and ``ema``; θ is ``"params"``.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

import jax
import jax.numpy as jnp
import numpy as np
import optax

from cnxbuild.variant import Optimizer, TrainStep

__all__ = ["PARAMS", "decays", "decay_mask", "scale_by_adam_bc", "clip_by_global_norm_eps", "param_ema",
           "optimizer_chain", "optimizer_step", "region_names"]

PARAMS = "params"  # the region name of θ in the dicts this module returns
CLIP_EPS = 1e-6  # spec: g ← g·min(1, C/(‖g‖ + 1e-6))

# Where each spec region lives in the optax state (field names of ScaleByAdamState, ScaleByRmsState, TraceState).
_STATE_FIELDS: dict[Optimizer, dict[str, str]] = {
    Optimizer.adamw: {"m": "mu", "v": "nu"},
    Optimizer.lamb: {"m": "mu", "v": "nu"},
    Optimizer.momentum: {"m": "trace"},
    Optimizer.rmsprop: {"m": "trace", "v": "nu"},
    Optimizer.sgd: {},
    Optimizer.fused_sgd: {},
}


def decays(name: str, shape: tuple[int, ...], wd_exclude_rank1: bool) -> bool:
    """Whether parameter ``name`` of ``shape`` takes weight decay: always, unless ``wx`` and rank 1 (spec, "wx")."""
    del name  # the rule is by rank only: every bias, norm weight/bias and gamma
    return not (wd_exclude_rank1 and len(shape) == 1)


def decay_mask(params: Mapping[str, jax.Array], wd_exclude_rank1: bool) -> dict[str, bool] | None:
    """The :func:`decays` predicate as an optax mask pytree, or ``None`` when every parameter decays."""
    if not wd_exclude_rank1:
        return None
    return {k: decays(k, tuple(np.shape(v)), True) for k, v in params.items()}


def scale_by_adam_bc(b1: float, b2: float, eps: float, bc1: jax.Array,
                     bc2: jax.Array) -> optax.GradientTransformation:
    """Adam's direction ``(m′/bc1) / (√(v′/bc2) + ε)`` with ``bc1 = 1−β1^t``, ``bc2 = 1−β2^t`` given as inputs.

    The moments ``m′ = β1·m + (1−β1)·g``, ``v′ = β2·v + (1−β2)·g²`` are :func:`optax.scale_by_adam`'s own
    (its state, ``ScaleByAdamState(count, mu, nu)``); only the bias correction is rewritten.

    .. note:: :func:`optax.scale_by_adam` bias-corrects with its own step counter: it increments ``count`` and
       then divides by ``1 − β^count``, so optax's state count ``c`` corresponds to the spec's 1-based step
       ``t = c + 1`` (the check's t = 3 is optax count 2). The artifact instead takes ``bc1`` and ``bc2`` as
       inputs, so the oracle uses exactly those values (float32-rounded by the driver, like the artifact's)
       rather than recomputing ``1 − β^t``. With ``bc1 = 1−β1^(c+1)`` and ``bc2 = 1−β2^(c+1)`` this equals
       :func:`optax.scale_by_adam` at count ``c`` (pinned by a test). The count in the state is left unused.
    """
    inner = optax.scale_by_adam(b1=b1, b2=b2, eps=eps)

    def update_fn(updates, state, params=None):
        del params
        _, state = inner.update(updates, state)  # m′ and v′ (optax's bias-corrected direction is discarded)
        direction = jax.tree.map(lambda m, v: (m / bc1) / (jnp.sqrt(v / bc2) + eps), state.mu, state.nu)
        return direction, state

    return optax.GradientTransformation(inner.init, update_fn)


def clip_by_global_norm_eps(grads: Mapping[str, jax.Array], max_norm: float) -> dict[str, jax.Array]:
    """``g ← g·min(1, C/(‖g‖ + 1e-6))``, ‖g‖ the L2 norm over every parameter's gradient together.

    .. note:: :func:`optax.clip_by_global_norm` computes ``g·C/‖g‖`` when ``‖g‖ ≥ C`` — no ``+1e-6`` — so the spec's
       rule (the PyTorch ``clip_grad_norm_`` form) is written out here.
    """
    norm = optax.tree.norm(grads)
    factor = jnp.minimum(1.0, max_norm / (norm + CLIP_EPS))
    return {k: g * factor.astype(g.dtype) for k, g in grads.items()}


def param_ema(ema: Mapping[str, jax.Array], params: Mapping[str, jax.Array],
              decay: jax.Array) -> dict[str, jax.Array]:
    """EMA of the weights: ``ema′ = d·ema + (1−d)·θ′``, ``θ′`` the parameters after this step's update.

    .. note:: Not :func:`optax.ema`, which averages the *updates* it is given (``decay·ema + (1−decay)·u``,
       with debiasing by default); the spec's shadow averages the updated *parameters*, undebiased.
    """
    return {k: decay * ema[k] + (1.0 - decay) * params[k] for k in params}


def optimizer_chain(variant: TrainStep, lr: jax.Array | None, mask: dict[str, bool] | None,
                    bc1: jax.Array | None = None, bc2: jax.Array | None = None) -> optax.GradientTransformation:
    """The variant's optimizer as an optax chain (spec/convnext.md, "Optimizer semantics").

    - adamw: ``chain(scale_by_adam_bc, add_decayed_weights(wd, mask), scale_by_learning_rate(lr))`` — the body of
      :func:`optax.adamw` with the bias correction of :func:`scale_by_adam_bc`.
    - lamb: ``chain(scale_by_adam_bc(ε=1e-6), add_decayed_weights(wd, mask), masked(scale_by_trust_ratio(), mask),
      scale_by_learning_rate(lr))``; the trust ratio ``‖θ‖/‖r‖`` is 1 when either norm is 0 (optax's rule, the
      spec's), and parameters excluded by ``wx`` pass through ``masked`` with trust 1 (and get no decay).
    - momentum: ``chain(add_decayed_weights(wd, mask), sgd(lr, momentum=μ))``: coupled decay, then optax's
      ``trace`` ``m′ = μ·m + g_d`` and ``θ′ = θ − lr·m′``.
    - rmsprop: ``chain(add_decayed_weights(wd, mask), scale_by_rms(ρ, ε, initial_scale=1, eps_in_sqrt=True),
      trace(μ), scale_by_learning_rate(lr))``: ``v′ = ρ·v + (1−ρ)·g_d²``, ``m′ = μ·m + g_d/√(v′+ε)``, ``θ′ = θ − lr·m′``.
    - sgd: ``chain(add_decayed_weights(wd, mask), sgd(lr))``; fused_sgd: ``sgd(variant.lr)`` (baked lr).

    .. note:: rmsprop is not :func:`optax.rmsprop` with ``momentum=μ``: that chain scales by the learning rate
       *before* ``trace``, so its momentum buffer holds ``−lr·m`` in the spec's terms (the same θ′ at constant
       lr, but a different ``m`` region). Putting ``trace`` before the lr scale keeps the buffer the spec's ``m``.
    """
    c = variant.defaults.constants
    wd = variant.weight_decay
    opt = variant.optimizer
    if opt is Optimizer.fused_sgd:
        return optax.sgd(variant.lr)
    decay = optax.add_decayed_weights(wd, mask)
    if opt is Optimizer.adamw:
        return optax.chain(scale_by_adam_bc(c["b1"], c["b2"], c["eps"], bc1, bc2), decay,
                           optax.scale_by_learning_rate(lr))
    if opt is Optimizer.lamb:
        trust = optax.scale_by_trust_ratio()
        return optax.chain(scale_by_adam_bc(c["b1"], c["b2"], c["eps"], bc1, bc2), decay,
                           trust if mask is None else optax.masked(trust, mask), optax.scale_by_learning_rate(lr))
    if opt is Optimizer.momentum:
        return optax.chain(decay, optax.sgd(lr, momentum=c["mu"]))
    if opt is Optimizer.rmsprop:
        rms = optax.scale_by_rms(decay=c["rho"], eps=c["eps"], initial_scale=1.0, eps_in_sqrt=True,
                                 bias_correction=False)
        return optax.chain(decay, rms, optax.trace(decay=c["mu"]), optax.scale_by_learning_rate(lr))
    if opt is Optimizer.sgd:
        return optax.chain(decay, optax.sgd(lr))
    raise ValueError(f"optimizer_chain: no chain for optimizer {opt!r}")  # pragma: no cover


def region_names(variant: TrainStep) -> tuple[str, ...]:
    """Output regions in the spec's order: ``params`` (θ), the optimizer's, ``acc`` if k > 1, ``ema`` if ema."""
    names = (PARAMS, *variant.defaults.regions)
    if variant.accumulate > 1:
        names += ("acc",)
    if variant.ema:
        names += ("ema",)
    return names


def _scalar(scalars: Mapping[str, object], name: str, dtype) -> jax.Array:
    if name not in scalars:
        raise ValueError(f"optimizer_step: scalar {name!r} is required (got {sorted(scalars)})")
    return jnp.asarray(scalars[name], dtype=dtype)


def _required_scalars(variant: TrainStep) -> set[str]:
    d = variant.defaults
    return ({"lr"} if d.runtime_lr else set()) | ({"bc1", "bc2"} if d.bias_correction else set()) | (
        {"ema_decay"} if variant.ema else set())


def _check_region(name: str, region: Mapping[str, object], params: Mapping[str, jax.Array], dtype) -> None:
    if set(region) != set(params):
        missing, extra = set(params) - set(region), set(region) - set(params)
        raise ValueError(f"optimizer_step: region {name!r} does not hold θ's parameters "
                         f"(missing {sorted(missing)[:3]}, extra {sorted(extra)[:3]})")
    for k, v in region.items():
        if np.shape(v) != np.shape(params[k]) or np.dtype(v.dtype) != dtype:
            raise ValueError(f"optimizer_step: {name}[{k!r}] is {np.shape(v)} {np.dtype(v.dtype)}, "
                             f"expected {np.shape(params[k])} {dtype}")


def optimizer_step(variant: TrainStep, params: Mapping[str, jax.Array], grads: Mapping[str, jax.Array],
                   state: Mapping[str, Mapping[str, jax.Array]],
                   scalars: Mapping[str, object]) -> dict[str, dict[str, jax.Array]]:
    """One applied optimizer step on the (replica- and micro-step-) mean gradient.

    Order: clip (if ``clip_norm``) → the optax chain of :func:`optimizer_chain` → :func:`param_ema` (if ema).

    Args:
        variant: the train step (optimizer, weight decay, ``wd_exclude_rank1``, ``clip_norm``, ``ema``, k).
        params: θ, name → array, one floating dtype throughout.
        grads: the mean gradient, same names, shapes and dtype as ``params``.
        state: region name → region: the optimizer's regions (``m``, ``v`` as the optimizer has them) and
            ``ema`` when ema; each with ``params``' names. ``acc`` may be present and is ignored (this is the
            applied step; the accumulated sum is already in ``grads``).
        scalars: ``lr`` (absent for fused_sgd), ``bc1``/``bc2`` (adamw, lamb), ``ema_decay`` (ema); cast to θ's dtype.
            ``accumulate_apply`` is accepted and must be 1.

    Returns:
        region name → updated region, in :func:`region_names` order; ``acc`` comes back as zeros.

    Raises:
        ValueError: a missing or unknown scalar, a missing region, or regions that do not match ``params``.
    """
    dtype = np.dtype(next(iter(params.values())).dtype)
    unknown = set(scalars) - _required_scalars(variant) - {"accumulate_apply"}
    if unknown:
        raise ValueError(f"optimizer_step: unknown scalars {sorted(unknown)} for {variant.optimizer.value}")
    if float(scalars.get("accumulate_apply", 1.0)) != 1.0:
        raise ValueError("optimizer_step: the reference models the applied step only (accumulate_apply = 1)")
    _check_region("grads", grads, params, dtype)
    for name in region_names(variant)[1:]:
        if name != "acc":
            if name not in state:
                raise ValueError(f"optimizer_step: state lacks region {name!r} (has {sorted(state)})")
            _check_region(name, state[name], params, dtype)
    names = _required_scalars(variant)
    values = {name: _scalar(scalars, name, dtype) for name in sorted(names)}
    regions = {r: {k: jnp.asarray(state[r][k]) for k in params} for r in region_names(variant)[1:] if r != "acc"}
    out = _apply(variant, {k: jnp.asarray(v) for k, v in params.items()},
                 {k: jnp.asarray(grads[k]) for k in params}, regions, values)
    return {name: {k: out[name][k] for k in params} for name in region_names(variant)}  # θ's parameter order


@functools.partial(jax.jit, static_argnames=("variant",))
def _apply(variant: TrainStep, params, grads, state, scalars):
    """clip → optax chain → param_ema, traced once per variant and shapes."""
    lr, bc1, bc2 = scalars.get("lr"), scalars.get("bc1"), scalars.get("bc2")
    if variant.clip_norm is not None:
        grads = clip_by_global_norm_eps(grads, variant.clip_norm)
    tx = optimizer_chain(variant, lr, decay_mask(params, variant.wd_exclude_rank1), bc1, bc2)
    fields = _STATE_FIELDS[variant.optimizer]
    opt_state = tx.init(params)
    if fields:
        opt_state = optax.tree.set(opt_state, **{f: state[r] for r, f in fields.items()})
    updates, opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    out = {PARAMS: new_params}
    for region in variant.defaults.regions:
        out[region] = optax.tree.get(opt_state, fields[region])
    if variant.accumulate > 1:
        out["acc"] = {k: jnp.zeros_like(v) for k, v in params.items()}
    if variant.ema:
        out["ema"] = param_ema(state["ema"], new_params, scalars["ema_decay"])
    return out
