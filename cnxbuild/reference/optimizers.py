"""The oracle's optimizer stage: optax chains, with explicit lines where optax differs from the spec.

spec/convnext.md, "Optimizer semantics". Every optimizer is a named :func:`optax.chain`; the pieces written by
hand are the three the spec defines differently from optax, each under a ``.. note::``:

- :func:`scale_by_adam_bc`: Adam's bias correction from the step's ``bc1``/``bc2`` inputs, not optax's count;
- :func:`clip_by_global_norm_eps`: the clip factor has ``+1e-6`` in its denominator;
- :func:`param_ema`: an EMA of the *weights* (optax's ``ema`` averages *updates*).

Regions are ``dict[str, array]`` keyed by timm parameter names; the optimizer regions (``m``, ``v``) are
named by the spec and listed here from where optax keeps each optimizer's state (:data:`_STATE_FIELDS`), not
read from the emitter's table, plus ``acc`` and ``ema``; θ is ``"params"``. The runtime scalars
(:func:`scalar_names`) are derived here from the same semantics, so the check can assert that the emitted
interface agrees with the reference's.

The β's, ε's, μ and ρ are the Variant's (``TrainStep.optimizer_constants``: a matrix may set them, D130; unset,
the defaults of :data:`cnxbuild.variant.OPTIMIZER_DEFAULTS`): tests/test_pinned_defaults.py pins the defaults, on
both sides, to literals from the spec and the papers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import optax

from cnxbuild.variant import Optimizer, TrainStep

__all__ = [
    "PARAMS", "clip_by_global_norm_eps", "decay_mask", "decays", "optimizer_chain", "optimizer_step",
    "param_ema", "region_names", "scalar_names", "scale_by_adam_bc", "optimizer_sensitivity",
]

PARAMS = "params"  # the region name of θ in the dicts this module returns
CLIP_EPS = 1e-6  # spec: g ← g·min(1, C/(‖g‖ + 1e-6))

# Where each spec region lives in the optax state (fields of ScaleByAdamState, ScaleByRmsState, TraceState).
_STATE_FIELDS: dict[Optimizer, dict[str, str]] = {
    Optimizer.adamw: {"m": "mu", "v": "nu"},
    Optimizer.lamb: {"m": "mu", "v": "nu"},
    Optimizer.momentum: {"m": "trace"},
    Optimizer.nesterov: {"m": "trace"},
    Optimizer.rmsprop: {"m": "trace", "v": "nu"},
    Optimizer.sgd: {},
    Optimizer.fused_sgd: {},
}


def decays(name: str, shape: tuple[int, ...], wd_exclude_rank1: bool) -> bool:
    """Whether parameter ``name`` of ``shape`` takes weight decay: always, unless ``wx`` and rank 1."""
    del name  # spec, "wx": the rule is by rank only (every bias, norm weight/bias and gamma)
    return not (wd_exclude_rank1 and len(shape) == 1)


def decay_mask(params: Mapping[str, jax.Array], wd_exclude_rank1: bool, rule=None) -> dict[str, bool] | None:
    """The weight-decay predicate as an optax mask pytree, or ``None`` when every parameter decays.

    ``rule``: the family's ``decays(name, shape, wd_exclude_rank1)`` (its reference module's, when it has
    one: :func:`_family_decays`), else :func:`decays`.
    """
    rule = decays if rule is None else rule
    mask = {k: rule(k, tuple(np.shape(v)), wd_exclude_rank1) for k, v in params.items()}
    return None if all(mask.values()) else mask


def _family_decays(family: str):
    """The weight-decay rule of ``family``'s reference module (its ``decays``), else the rank rule."""
    from cnxbuild.reference.families import model_of

    return getattr(model_of(family), "decays", decays)


def scale_by_adam_bc(b1: float, b2: float, eps: float, bc1: jax.Array,
                     bc2: jax.Array) -> optax.GradientTransformation:
    """Adam's direction ``(m′/bc1) / (√(v′/bc2) + ε)``, ``bc1 = 1−β1^t`` and ``bc2 = 1−β2^t`` given as inputs.

    The moments ``m′ = β1·m + (1−β1)·g``, ``v′ = β2·v + (1−β2)·g²`` are :func:`optax.scale_by_adam`'s own
    (its state, ``ScaleByAdamState(count, mu, nu)``); only the bias correction is rewritten.

    .. note:: :func:`optax.scale_by_adam` bias-corrects with its own step counter: it increments ``count`` and
       then divides by ``1 − β^count``, so optax's state count ``c`` is the spec's 1-based step ``t = c + 1``
       (the check's t = 3 is optax count 2). The artifact instead takes ``bc1`` and ``bc2`` as inputs, so the
       oracle uses exactly those values (rounded to float32 by the driver, as the artifact sees them) rather
       than recomputing ``1 − β^t``. With ``bc1 = 1−β1^(c+1)`` and ``bc2 = 1−β2^(c+1)`` this is
       :func:`optax.scale_by_adam` at count ``c`` (pinned by a test); the count in the state is unused.
    """
    inner = optax.scale_by_adam(b1=b1, b2=b2, eps=eps)

    def update_fn(updates, state, params=None):
        del params
        _, state = inner.update(updates, state)  # m′ and v′; optax's own bias-corrected direction is dropped
        direction = jax.tree.map(lambda m, v: (m / bc1) / (jnp.sqrt(v / bc2) + eps), state.mu, state.nu)
        return direction, state

    return optax.GradientTransformation(inner.init, update_fn)


def clip_by_global_norm_eps(grads: Mapping[str, jax.Array], max_norm: float) -> dict[str, jax.Array]:
    """``g ← g·min(1, C/(‖g‖ + 1e-6))``, ‖g‖ the L2 norm over every parameter's gradient together.

    .. note:: :func:`optax.clip_by_global_norm` computes ``g·C/‖g‖`` when ``‖g‖ ≥ C``, without the ``+1e-6``,
       so the spec's rule (PyTorch's ``clip_grad_norm_`` form) is written out here.
    """
    norm = optax.tree.norm(grads)
    factor = jnp.minimum(1.0, max_norm / (norm + CLIP_EPS))
    return {k: g * factor.astype(g.dtype) for k, g in grads.items()}


def param_ema(ema: Mapping[str, jax.Array], params: Mapping[str, jax.Array],
              decay: jax.Array) -> dict[str, jax.Array]:
    """EMA of the weights: ``ema′ = d·ema + (1−d)·θ′``, ``θ′`` the parameters after this step's update.

    .. note:: Not :func:`optax.ema`, which averages the *updates* it is given (``decay·ema + (1−decay)·u``,
       debiased by default); the spec's shadow averages the updated *parameters*, undebiased.
    """
    return {k: decay * ema[k] + (1.0 - decay) * params[k] for k in params}


class _Rule(NamedTuple):
    """The TrainStep fields the optimizer stage reads: the static key of its jitted step, so that variants
    differing only in model, geometry, batching or loss share one trace."""

    optimizer: Optimizer
    weight_decay: float
    wd_exclude_rank1: bool
    clip_norm: float | None
    ema: bool
    lr: float | None  # fused_sgd's baked lr
    family: str  # whose weight-decay rule (its reference module's ``decays``)
    constants: tuple[tuple[str, float], ...]  # the optimizer's β's, ε, μ, ρ (``optimizer_constants``' items)

    @classmethod
    def of(cls, v: TrainStep) -> _Rule:
        return cls(v.optimizer, v.weight_decay, v.wd_exclude_rank1, v.clip_norm, v.ema, v.lr, v.family,
                   tuple(v.optimizer_constants.items()))


def optimizer_chain(variant: TrainStep, lr: jax.Array | None, mask: dict[str, bool] | None,
                    bc1: jax.Array | None = None,
                    bc2: jax.Array | None = None) -> optax.GradientTransformation:
    """The variant's optimizer as an optax chain (spec/convnext.md, "Optimizer semantics").

    - adamw: ``chain(scale_by_adam_bc, add_decayed_weights(wd, mask), scale_by_learning_rate(lr))``, the
      body of :func:`optax.adamw` with the bias correction of :func:`scale_by_adam_bc`.
    - lamb: ``chain(scale_by_adam_bc(ε=1e-6), add_decayed_weights(wd, mask),
      masked(scale_by_trust_ratio(), mask), scale_by_learning_rate(lr))``. The trust ratio ``‖θ‖/‖r‖`` is 1
      when either norm is 0 (optax's rule, and the spec's); parameters excluded by ``wx`` pass through
      ``masked`` with trust 1 and get no decay.
    - momentum: ``chain(add_decayed_weights(wd, mask), sgd(lr, momentum=μ))``: coupled decay, then optax's
      ``trace`` ``m′ = μ·m + g_d`` and ``θ′ = θ − lr·m′``.
    - nesterov: ``chain(add_decayed_weights(wd, mask), sgd(lr, momentum=μ, nesterov=True))``: ``m′ = μ·m + g_d``
      kept, ``θ′ = θ − lr·(g_d + μ·m′)``.
    - rmsprop: ``chain(add_decayed_weights(wd, mask), scale_by_rms(ρ, ε, initial_scale=1, eps_in_sqrt=True),
      trace(μ), scale_by_learning_rate(lr))``: ``v′ = ρ·v + (1−ρ)·g_d²``, ``m′ = μ·m + g_d/√(v′+ε)``,
      ``θ′ = θ − lr·m′``.
    - sgd: ``chain(add_decayed_weights(wd, mask), sgd(lr))``; fused_sgd: ``sgd(variant.lr)`` (baked lr).

    .. note:: rmsprop is not :func:`optax.rmsprop` with ``momentum=μ``: that chain scales by the learning
       rate *before* ``trace``, so its momentum buffer holds ``−lr·m`` in the spec's terms (the same θ′ at
       constant lr, a different ``m`` region). With ``trace`` before the lr scale the buffer is the spec's m.
    """
    return _chain(_Rule.of(variant), lr, mask, bc1, bc2)


def _chain(rule: _Rule, lr, mask, bc1, bc2) -> optax.GradientTransformation:
    c = dict(rule.constants)
    opt = rule.optimizer
    if opt is Optimizer.fused_sgd:
        return optax.sgd(rule.lr)
    decay = optax.add_decayed_weights(rule.weight_decay, mask)
    if opt is Optimizer.adamw:
        return optax.chain(scale_by_adam_bc(c["b1"], c["b2"], c["eps"], bc1, bc2), decay,
                           optax.scale_by_learning_rate(lr))
    if opt is Optimizer.lamb:
        trust = optax.scale_by_trust_ratio()
        return optax.chain(scale_by_adam_bc(c["b1"], c["b2"], c["eps"], bc1, bc2), decay,
                           trust if mask is None else optax.masked(trust, mask),
                           optax.scale_by_learning_rate(lr))
    if opt is Optimizer.momentum:
        return optax.chain(decay, optax.sgd(lr, momentum=c["mu"]))
    if opt is Optimizer.nesterov:
        return optax.chain(decay, optax.sgd(lr, momentum=c["mu"], nesterov=True))
    if opt is Optimizer.rmsprop:
        rms = optax.scale_by_rms(decay=c["rho"], eps=c["eps"], initial_scale=1.0, eps_in_sqrt=True,
                                 bias_correction=False)
        return optax.chain(decay, rms, optax.trace(decay=c["mu"]), optax.scale_by_learning_rate(lr))
    if opt is Optimizer.sgd:
        return optax.chain(decay, optax.sgd(lr))
    raise ValueError(f"optimizer_chain: no chain for optimizer {opt!r}")  # pragma: no cover


def region_names(variant: TrainStep) -> tuple[str, ...]:
    """Output regions in the spec's order: ``params`` (θ), the optimizer's, ``acc`` (k > 1), ``ema`` (ema).

    The optimizer's regions are the spec names of the optax state it keeps (:data:`_STATE_FIELDS`: Adam's
    and LAMB's ``mu``/``nu`` are m/v, momentum's ``trace`` is m, rmsprop's ``trace``/``nu`` are m/v, sgd
    none), in the interface order m, v — derived independently of the emitter's region list.
    """
    names = (PARAMS, *[r for r in ("m", "v") if r in _STATE_FIELDS[variant.optimizer]])
    if variant.accumulate > 1:
        names += ("acc",)
    if variant.ema:
        names += ("ema",)
    return names


def _scalar(scalars: Mapping[str, object], name: str, dtype) -> jax.Array:
    if name not in scalars:
        raise ValueError(f"optimizer_step: scalar {name!r} is required (got {sorted(scalars)})")
    return jnp.asarray(scalars[name], dtype=dtype)


def scalar_names(variant: TrainStep) -> tuple[str, ...]:
    """The step's runtime scalars in the spec's input order (spec/convnext.md, "Train-step interface"):
    ``lr`` (every optimizer but fused_sgd, whose lr is baked), ``bc1``/``bc2`` (Adam's bias correction:
    adamw, lamb), ``accumulate_apply`` (k > 1), ``ema_decay`` (ema)."""
    names = () if variant.optimizer is Optimizer.fused_sgd else ("lr",)
    names += ("bc1", "bc2") if variant.optimizer in (Optimizer.adamw, Optimizer.lamb) else ()
    names += ("accumulate_apply",) if variant.accumulate > 1 else ()
    return names + (("ema_decay",) if variant.ema else ())


def _required_scalars(variant: TrainStep) -> set[str]:
    return set(scalar_names(variant)) - {"accumulate_apply"}


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
                   scalars: Mapping[str, object], *, donate: bool = False) -> dict[str, dict[str, jax.Array]]:
    """One applied optimizer step on the (replica- and micro-step-) mean gradient.

    Order: clip (if ``clip_norm``) → the optax chain of :func:`optimizer_chain` → :func:`param_ema` (if ema).

    Args:
        variant: the train step (optimizer, weight decay, ``wd_exclude_rank1``, ``clip_norm``, ``ema``, k).
        params: θ, name → array, one floating dtype throughout.
        grads: the mean gradient, same names, shapes and dtype as ``params``.
        state: region name → region: the optimizer's regions (``m``, ``v`` as the optimizer has them) and
            ``ema`` when ema, each with ``params``' names. ``acc`` may be present and is ignored (this is
            the applied step; the accumulated sum is already in ``grads``).
        scalars: ``lr`` (absent for fused_sgd), ``bc1``/``bc2`` (adamw, lamb), ``ema_decay`` (ema); each is
            cast to θ's dtype. ``accumulate_apply`` is accepted and, when concrete, must be 1.
        donate: ``params`` and ``state`` are device arrays the caller will not use again: the step writes θ′
            and the new regions into their buffers (:func:`jax.jit` ``donate_argnames``) and deletes them.
            Same values either way.

    Returns:
        region name → updated region, in :func:`region_names` order, each in ``params``' order; ``acc`` comes
        back as zeros. (Under an outer :func:`jax.jit` JAX returns dicts with sorted keys.)

    Raises:
        ValueError: a missing or unknown scalar, a missing region, or regions that do not match ``params``.
    """
    dtype = np.dtype(next(iter(params.values())).dtype)
    unknown = set(scalars) - _required_scalars(variant) - {"accumulate_apply"}
    if unknown:
        raise ValueError(f"optimizer_step: unknown scalars {sorted(unknown)} for {variant.optimizer.value}")
    apply = scalars.get("accumulate_apply", 1.0)
    if not isinstance(apply, jax.core.Tracer) and float(apply) != 1.0:  # checked when concrete, not under jit
        raise ValueError("optimizer_step: the reference models the applied step only (accumulate_apply = 1)")
    _check_region("grads", grads, params, dtype)
    regions = [r for r in region_names(variant)[1:] if r != "acc"]
    for name in regions:
        if name not in state:
            raise ValueError(f"optimizer_step: state lacks region {name!r} (has {sorted(state)})")
        _check_region(name, state[name], params, dtype)
    values = {name: _scalar(scalars, name, dtype) for name in sorted(_required_scalars(variant))}
    step_fn = _apply_donating if donate else _apply
    out = step_fn(_Rule.of(variant), {k: jnp.asarray(v) for k, v in params.items()},
                  {k: jnp.asarray(grads[k]) for k in params},
                  {r: {k: jnp.asarray(state[r][k]) for k in params} for r in regions}, values)
    if variant.accumulate > 1:  # the accumulator after an applied step
        out["acc"] = _zeros_like(out[PARAMS])
    return {name: {k: out[name][k] for k in params} for name in region_names(variant)}  # θ's order


def _apply_fn(rule: _Rule, params, grads, state, scalars):
    """clip → optax chain → param_ema, traced once per rule and shapes (jitted as :data:`_apply` and
    :data:`_apply_donating`)."""
    lr, bc1, bc2 = scalars.get("lr"), scalars.get("bc1"), scalars.get("bc2")
    if rule.clip_norm is not None:
        grads = clip_by_global_norm_eps(grads, rule.clip_norm)
    tx = _chain(rule, lr, decay_mask(params, rule.wd_exclude_rank1, _family_decays(rule.family)), bc1, bc2)
    fields = _STATE_FIELDS[rule.optimizer]
    opt_state = tx.init(params)
    if fields:
        opt_state = optax.tree.set(opt_state, **{f: state[r] for r, f in fields.items()})
    updates, opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    out = {PARAMS: new_params}
    for region, field in fields.items():
        out[region] = optax.tree.get(opt_state, field)
    if rule.ema:
        out["ema"] = param_ema(state["ema"], new_params, scalars["ema_decay"])
    return out


@jax.jit
def _zeros_like(tree):
    """Zeros like every leaf of ``tree``, in one program (not one eager fill per distinct shape)."""
    return jax.tree_util.tree_map(jnp.zeros_like, tree)


@jax.jit
def _abs(tree):
    """|a| of every leaf of ``tree``, in one program."""
    return jax.tree_util.tree_map(jnp.abs, tree)


_apply = jax.jit(_apply_fn, static_argnames=("rule",))
# θ and the state regions given up to the step: θ′ and the new regions take their buffers, so a float64 step of
# ConvNeXt-B's 88M parameters holds 4 copies of θ (θ, g, m, v), not 7 (docs/check-cost.md)
_apply_donating = jax.jit(_apply_fn, static_argnames=("rule",), donate_argnames=("params", "state"))


def optimizer_sensitivity(variant: TrainStep, params: Mapping[str, jax.Array], grads: Mapping[str, jax.Array],
                          state: Mapping[str, Mapping[str, jax.Array]], scalars: Mapping[str, object],
                          direction: Mapping[str, jax.Array]) -> dict[str, dict[str, jax.Array]]:
    """|J·d|: how far each output region of :func:`optimizer_step` moves, to first order, when the gradient
    moves by ``direction`` (name → array like θ, ≥ 0: the check's bf16 flip envelope), by :func:`jax.jvp`.

    Per element this is |∂out/∂g|·d for the elementwise rules; the cross terms of a global-norm clip and of
    LAMB's trust ratio are included as JAX linearizes them. Returns region name → name → array, like
    :func:`optimizer_step`.
    """
    def step(g):
        return optimizer_step(variant, params, g, state, scalars)

    _, tangent = jax.jvp(step, ({k: jnp.asarray(grads[k]) for k in params},),
                         ({k: jnp.asarray(direction[k]) for k in params},))
    return _abs(tangent)
