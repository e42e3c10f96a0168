"""The optimizer stage of a train step: every parameter's gradient in, every updated region out
(spec/convnext.md, "Train-step interface" and "Optimizer semantics").

Order of operations: replica mean (each micro-step's gradient) → accumulation mean (acc + g)/k → global-norm
clip (on that mean) → the optimizer chain → EMA of the updated θ′ → commit via ``select`` when accumulating.
"""

from __future__ import annotations

from cnxbuild.mlir import EmitError, Value
from cnxbuild.optim.alias import CHAINS, decays
from cnxbuild.optim.gradients import accumulate, all_reduce_mean, apply_predicate, clip_by_global_norm, commit
from cnxbuild.optim.transform import param_ema
from cnxbuild.variant import TrainStep

__all__ = ["optimizer_stage", "state_regions", "scalar_names"]

Regions = dict[str, dict[str, Value]]


def state_regions(variant: TrainStep) -> tuple[str, ...]:
    """The state regions besides θ, in interface order: the optimizer's, then ``acc`` (k > 1), ``ema``."""
    regions = variant.defaults.regions
    regions += ("acc",) if variant.accumulate > 1 else ()
    return regions + (("ema",) if variant.ema else ())


def scalar_names(variant: TrainStep) -> tuple[str, ...]:
    """The runtime scalars the stage reads, in interface order (lr, bc1, bc2, accumulate_apply, ema_decay)."""
    d = variant.defaults
    names = ("lr",) if d.runtime_lr else ()
    names += ("bc1", "bc2") if d.bias_correction else ()
    names += ("accumulate_apply",) if variant.accumulate > 1 else ()
    return names + (("ema_decay",) if variant.ema else ())


def _check_inputs(variant: TrainStep, names: list[str], theta: dict[str, Value], grads: dict[str, Value],
                  state: Regions, scalars: dict[str, Value]) -> None:
    want, got = set(state_regions(variant)), set(state)
    if want != got:
        raise EmitError(f"optimizer_stage: state regions {sorted(got)} != {sorted(want)} for "
                        f"{variant.optimizer.value} (accumulate {variant.accumulate}, ema {variant.ema})")
    missing = set(scalar_names(variant)) - set(scalars)
    if missing:
        raise EmitError(f"optimizer_stage: scalars {sorted(missing)} missing (got {sorted(scalars)})")
    for region, table in [("theta", theta), ("grads", grads)] + sorted(state.items()):
        absent = [n for n in names if n not in table]
        if absent:
            raise EmitError(f"optimizer_stage: {region} lacks parameters {absent[:3]} ({len(absent)} in all)")


def _mean_gradients(variant: TrainStep, names: list[str], grads: dict[str, Value], state: Regions,
                    apply: Value | None) -> tuple[dict[str, Value], dict[str, Value]]:
    """The gradient the optimizer sees per parameter, and acc′ (empty without accumulation)."""
    g = {n: all_reduce_mean(grads[n], variant.replicas, name=n) for n in names}
    acc_new: dict[str, Value] = {}
    if apply is not None:
        for n in names:
            g[n], acc_new[n] = accumulate(state["acc"][n], g[n], variant.accumulate, apply, name=n)
    if variant.clip_norm is not None:
        g = dict(zip(names, clip_by_global_norm([g[n] for n in names], variant.clip_norm)))
    return g, acc_new


def optimizer_stage(variant: TrainStep, names: list[str], theta: dict[str, Value], grads: dict[str, Value],
                    state: Regions, scalars: dict[str, Value], decay: dict[str, bool] | None = None) -> Regions:
    """Emit the optimizer for every parameter; return the updated regions.

    Args:
        variant: the train step (optimizer, constants, wd, wx, clip C, replicas R, accumulation k, ema).
        names: parameter names (timm keys) in interface order.
        theta, grads: name → Value, θ and this micro-step's local gradient (one type per parameter; f32).
        state: region → name → Value for exactly :func:`state_regions` (``m``, ``v``, ``acc``, ``ema``).
        scalars: name → 0-d Value for :func:`scalar_names` (``lr``, ``bc1``, ``bc2``, ``accumulate_apply``,
            ``ema_decay``).
        decay: name → whether the parameter takes weight decay: the net family's rule
            (:meth:`cnxbuild.nets.Family.decays`); None: :func:`~cnxbuild.optim.alias.decays` (rank-1 under wx).

    Returns:
        ``{"theta": …, "m": …, "v": …, "acc": …, "ema": …}`` — only the regions present, in that order, each
        name → Value in ``names`` order.

    Raises:
        EmitError: a region, scalar or parameter is missing, or types disagree (from the ops).
    """
    _check_inputs(variant, names, theta, grads, state, scalars)
    d = variant.defaults
    apply = apply_predicate(scalars["accumulate_apply"]) if variant.accumulate > 1 else None
    g, acc_new = _mean_gradients(variant, names, grads, state, apply)
    kwargs = dict(variant.optimizer_constants, lr=scalars["lr"] if d.runtime_lr else variant.lr,
                  weight_decay=variant.weight_decay)
    if d.bias_correction:
        kwargs.update(bc1=scalars["bc1"], bc2=scalars["bc2"])
    out: Regions = {"theta": {}, **{r: {} for r in state_regions(variant)}}
    for n in names:
        th, st = CHAINS[variant.optimizer](theta[n], g[n], {r: state[r][n] for r in d.regions},
                                           decays=decays(n, theta[n].shape, variant) if decay is None
                                           else decay[n], name=n, **kwargs)
        new = {"theta": th, **st}
        if variant.ema:
            new["ema"] = param_ema(state["ema"][n], th, scalars["ema_decay"], name=n)
        old = {"theta": theta[n], **{r: state[r][n] for r in new if r != "theta"}}
        for r, value in new.items():
            out[r][n] = value if apply is None else commit(apply, value, old[r], name=f"{n}.{r}_out")
    if acc_new:
        out["acc"] = acc_new
    return out
