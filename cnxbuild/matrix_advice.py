"""What the build says about a matrix it builds as written (warnings on stderr, :func:`advice`), and the one
conflict among repeated requests that stops it (:func:`duplicates`): a Variant requested twice, a weight-decay
exclusion that excludes from nothing, an include that inherits a weight decay chosen for another optimizer
or a norm ε chosen for another family.

Run by :func:`cnxbuild.expand.expand_artifacts` on the expanded entries.
"""

from __future__ import annotations

from cnxbuild.config import ConfigError, Matrix, normalize, show_value
from cnxbuild.expand import Entry, scalar_keys, table_location
from cnxbuild.nets import DEFAULT_FAMILY, family_of
from cnxbuild.slug import slug
from cnxbuild.variant import (OPTIMIZER_CONSTANT_KEYS, OPTIMIZER_DEFAULTS, Forward, Optimizer, TrainStep,
                              forward_partner)

__all__ = ["advice", "duplicates", "idle_exclusions", "idle_momentum", "inherited_constants", "shared_norm_eps",
           "few_batch_values", "known_gpu_failures", "shared_optimizer_constants", "BN_FEW_VALUES"]


def advice(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """Every warning about ``entries`` (:func:`duplicates`, :func:`idle_exclusions`, :func:`idle_momentum`,
    :func:`inherited_constants`,
    :func:`shared_norm_eps`, :func:`shared_optimizer_constants`, :func:`few_batch_values`, :func:`known_gpu_failures`),
    one line each, in that order.

    Raises:
        ConfigError: as :func:`duplicates`.
    """
    return (duplicates(matrix, entries) + idle_exclusions(matrix, entries) + idle_momentum(matrix, entries)
            + inherited_constants(matrix, entries)
            + shared_norm_eps(matrix, entries) + shared_optimizer_constants(matrix, entries)
            + few_batch_values(matrix, entries) + known_gpu_failures(matrix, entries))


def known_gpu_failures(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per GPU target and reason: the artifacts whose compile for a ``[build] extra_targets`` target
    this IREE is known to fail (:meth:`cnxbuild.nets.Family.known_gpu_failure`) and no ``[[build.skip]]`` leaves
    out. A new user's finding (stop 57): `cnxbuild list` said `cuda (sm_80)` for artifacts whose compile then
    failed with a 40-line LLVM crash; the build still tries them (an IREE that compiles them needs no change)."""
    from cnxbuild.run.iree import compiler_version
    from cnxbuild.targets import chip_of

    version = compiler_version()
    failing: dict[tuple[str, str], list[str]] = {}  # (target, why) → slugs
    artifacts = [e.variant for e in entries]  # and the train steps' forward partners, which the build compiles too
    artifacts += [forward_partner(e.variant, e.eval_batch, e.eval_image_size) for e in entries
                  if isinstance(e.variant, TrainStep)]
    for v in artifacts:
        name = slug(v)
        for target in matrix.build.extra_targets:
            chip = chip_of(target, matrix.build.chips)
            why = family_of(v).known_gpu_failure(v, target, chip, version)
            if why is None or any(s.target == target and s.matches(v, name) for s in matrix.build.skip):
                continue
            names = failing.setdefault((target, why), [])
            if name not in names:
                names.append(name)
    out = []
    for (target, why), names in failing.items():
        failed = [next(v for v in artifacts if slug(v) == n) for n in names]
        kinds = {v.kind for v in failed}
        table = f'target = "{target}", family = "{family_of(failed[0]).name}"' + (
            f', kind = "{kinds.pop()}"' if len(kinds) == 1 else "")
        shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        out.append(f"{matrix.source}: {len(names)} artifact{'s' * (len(names) != 1)} will not compile for {target} "
                   f"({shown}): {why}; to build the rest, add a [[build.skip]] table ({table}, and a why), or run "
                   "doit --continue")
    return out


#: Fewer values per channel than this in a BatchNorm net's last-stage batch statistics is said
#: (:func:`few_batch_values`); the family refuses only 1 (PyTorch's rule: ``BatchNormFamily.batch_rule``).
BN_FEW_VALUES = 16


def few_batch_values(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per artifact of a BatchNorm family whose batch statistics in the last stage come from fewer
    than :data:`BN_FEW_VALUES` values per channel (n = R·B·H·W, H = W = image / the family's ``output_stride``):
    allowed, but a mean and variance of so few values move from batch to batch enough that training wanders (a new
    user's finding, stop 56: a BatchNorm net at 32 px, batch 8, 8 values a channel at 1×1, held-out accuracy below
    chance after a few steps). A frozen-statistics forward (``fwd_eval``) reads no batch statistics: not said."""
    out, seen = [], set()
    for e in entries:
        v, fam = e.variant, family_of(e.variant)
        stride = getattr(fam, "output_stride", None)
        if stride is None or v.kind == "fwd_eval" or v in seen:
            continue
        seen.add(v)
        side, replicas = v.image_size // stride, getattr(v, "replicas", 1)
        n = replicas * v.batch * side * side
        if n < BN_FEW_VALUES:
            at = matrix.located(table_location(matrix, e.origin))
            wander = " enough for training to wander" if isinstance(v, TrainStep) else ""  # a fwd: its outputs
            out.append(f"{at}: {slug(v)} ({e.origin}): BatchNorm's batch statistics {fam.last_stage} come from {n} "
                       f"values per channel (batch {v.batch}{f' × {replicas} replicas' if replicas > 1 else ''} × "
                       f"{side}×{side}): so few that they move from batch to batch{wander}; a batch or image size "
                       f"giving {BN_FEW_VALUES} or more steadies them")
    return out


def shared_norm_eps(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning when ``[defaults]``' ``norm_eps`` reaches nets of two kinds of normalisation (LayerNorm and
    BatchNorm, whose own defaults are 1e-6 and 1e-5): one ε chosen for one kind baked into the other's
    (variants.toml's header says to set it per group; a new user's finding, stop 56, set it in [defaults] for two
    BatchNorm nets and a LayerNorm one, and nothing was said). Built as written, said at the key's line."""
    if "norm_eps" not in matrix.defaults.keys():
        return []
    kinds: dict[str, set[str]] = {}  # norm → the families whose entries take [defaults]' ε
    for e in entries:
        group = next(g for g in matrix.group if g.name == e.origin.group)
        own = group.include[e.origin.index].keys() if e.origin.part == "include" else {}
        if "norm_eps" in group.keys() or "norm_eps" in own or "family" in own:  # an include that switches the
            continue  # family has its own warning (inherited_constants), whose advice this must not contradict
        kinds.setdefault(family_of(e.variant).norm, set()).add(e.variant.family)
    if len(kinds) < 2:
        return []
    eps = matrix.defaults.keys()["norm_eps"]
    reach = " and ".join(f"{norm} nets ({', '.join(sorted(fams))})" for norm, fams in sorted(kinds.items()))
    return [f"{matrix.located(('defaults', 'norm_eps'))}: [defaults] norm_eps = {show_value(eps)} reaches {reach}: one "
            "ε for two kinds of normalisation (the families' own defaults: LayerNorm 1e-06, BatchNorm 1e-05); set "
            "norm_eps in each group instead"]


#: What an include may switch and the constant it then inherits from its group or [defaults], chosen for what it
#: switched from; with the switch's value where the tables leave it out (None: not said then) and the constant's
#: own default for the include's variant.
INHERITED = (
    ("optimizer", "weight_decay", None, lambda v: v.defaults.weight_decay),
    ("family", "norm_eps", DEFAULT_FAMILY, lambda v: family_of(v).norm_eps_default),
    # the optimizers' own constants (D130; a breaker's finding, stop 57: an include's RMSProp took the ε 1e-7
    # set beside AdamW, inside its square root where its own is 1e-3, and nothing was said)
    *(("optimizer", field, None, lambda v, c=c: v.defaults.constants.get(c))
      for c, (field, *_) in OPTIMIZER_CONSTANT_KEYS.items()),
)


def shared_optimizer_constants(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per group whose one value of an optimizer constant (``optimizer_eps``, ``b2``…, written once in
    the group or [defaults]) reaches optimizers of the group's axis whose own defaults for it differ (AdamW's ε
    1e-8 outside the root, RMSProp's 1e-3 inside it): a value chosen for one baked into the other (a breaker's
    finding, stop 57; D130). Built as written, said at the group's line."""
    out = []
    for group in matrix.group:
        reached: dict[str, set] = {}  # constant's field → the optimizers of the group's products that take it
        written = {**scalar_keys(matrix.defaults), **scalar_keys(group)}
        for e in entries:
            if e.origin.group != group.name or e.origin.part != "product" or not isinstance(e.variant, TrainStep):
                continue
            for c, (field, *_) in OPTIMIZER_CONSTANT_KEYS.items():
                if field in written and c in e.variant.defaults.constants:
                    reached.setdefault(field, set()).add(e.variant.optimizer)
        for c, (field, *_) in OPTIMIZER_CONSTANT_KEYS.items():
            opts = sorted(reached.get(field, ()), key=lambda o: o.value)
            defaults = {o.value: OPTIMIZER_DEFAULTS[o].constants[c] for o in opts}
            if len(set(defaults.values())) < 2:
                continue
            value = written[field]
            gi = next(i for i, g in enumerate(matrix.group) if g is group)
            own = ", ".join(f"{o} {show_value(d)}" for o, d in defaults.items())
            out.append(f"{matrix.located(('group', gi))}: group {show_value(group.name)}: {field} = "
                       f"{show_value(value)} reaches the optimizers {', '.join(defaults)}, whose own defaults differ "
                       f"({own}): one value for constants that are not alike; give {field} per optimizer (an "
                       "include or a group of its own)")
    return out


def inherited_constants(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per include that switches its group's optimizer and inherits the group's (or [defaults]')
    ``weight_decay``: a value chosen for one optimizer (AdamW's 0.05) baked into another's step (momentum's
    default is 1e-4) (a new user's finding, stop 44); and per include that switches the family and inherits
    ``norm_eps``: a LayerNorm ε (1e-6) baked into a BatchNorm net (PyTorch's 1e-5) (a breaker's finding, stop
    53). Where the group's optimizer or family is an axis, an include whose value is none of the axis's is said
    too (a new user's finding, stop 56: an include's LAMB took the 5e-5 set beside momentum and AdamW). Each is
    built as written, and said, at the include's line."""
    out = []
    for e in entries:
        if e.origin.part != "include":
            continue
        group = next(g for g in matrix.group if g.name == e.origin.group)
        own, base = group.include[e.origin.index].keys(), {**scalar_keys(matrix.defaults), **scalar_keys(group)}
        written = {**matrix.defaults.keys(), **group.keys()}
        for switch, key, absent, default in INHERITED:
            if switch not in own or key in own or key not in base or not hasattr(e.variant, key):
                continue
            now, v = normalize(switch, own[switch]), e.variant
            # the group's own key first: its axis overrides a [defaults] scalar (a breaker's finding, stop 56)
            axis = group.keys().get(switch, None if switch in base else written.get(switch))
            if isinstance(axis, tuple):  # an axis: said when the include's value is none of the axis's (a new user,
                was = [normalize(switch, a) for a in axis]  # stop 56: LAMB took a decay set for momentum, AdamW)
                if now in was or getattr(v, key) == default(v):
                    continue
                whence = _table_of(matrix, group, key)
                axis_at = "the group" if switch in group.keys() else "[defaults]"
                reason = (f"set there for the {switch} axis {', '.join(map(str, was))}" if whence == axis_at else
                          f"beside the {switch} axis {', '.join(map(str, was))} of {axis_at}")
                out.append(_inherited_line(matrix, e, switch, now, key, whence, reason, default))
                continue
            if switch not in base and absent is None:  # unset
                continue
            was = normalize(switch, base.get(switch, absent))
            if was == now or getattr(v, key) == default(v):  # the same table's, or the value it would take
                continue
            whence, there = _table_of(matrix, group, key), _table_of(matrix, group, switch)
            reason = (f"set there for {was}" if whence == there else f"beside the default {switch} {was}"
                      if there == "the default" else f"beside {switch} {was} from {there}")
            out.append(_inherited_line(matrix, e, switch, now, key, whence, reason, default))
    return out


def _inherited_line(matrix: Matrix, e: Entry, switch: str, now, key: str, whence: str, reason: str, default) -> str:
    """:func:`inherited_constants`' warning for include ``e``."""
    v = e.variant
    return (f"{matrix.located(table_location(matrix, e.origin))}: {slug(v)} ({e.origin}) sets {switch} "
            f"{now} and inherits {key} = {show_value(getattr(v, key))} from {whence}, {reason} ({now}'s "
            f"own default: {show_value(default(v))}); give {key} in the include to say which it is "
            "(and silence this)")


def _table_of(matrix: Matrix, group, key: str) -> str:
    """Where an include's inherited ``key`` is written: "the group", "[defaults]" or "the default"."""
    if key in scalar_keys(group):
        return "the group"
    return "[defaults]" if key in scalar_keys(matrix.defaults) else "the default"


def idle_exclusions(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per train step whose ``wd_exclude_rank1`` changes nothing: weight decay 0 and an optimizer
    that uses the exclusion for nothing else (LAMB also forces trust 1 on excluded parameters). Its artifact
    computes what the same step without ``wx`` computes, under another name (breaker finding, stop 39); it is
    built as asked, and said."""
    out, seen = [], set()
    for e in entries:
        v = e.variant
        if (not isinstance(v, TrainStep) or not v.wd_exclude_rank1 or v.weight_decay != 0
                or v.optimizer is Optimizer.lamb or v in seen):
            continue
        seen.add(v)
        same = slug(v.model_copy(update={"wd_exclude_rank1": False}))
        at = matrix.located(table_location(matrix, e.origin, "wd_exclude_rank1"))  # its line (D80), else its table
        out.append(f"{at}: {slug(v)} ({e.origin}) excludes rank-1 parameters from a weight decay "
                   f"of 0 (wd_exclude_rank1 = true, weight_decay 0, optimizer {v.optimizer.value}): it computes "
                   f"what {same} computes; set a weight_decay, or drop wd_exclude_rank1 for it")
    return out


def idle_momentum(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per momentum or Nesterov train step with μ = 0: m′ = g_d and the update g_d (Nesterov's
    g_d + 0·m′), so it computes plain SGD with the same coupled decay, as the ``sgd`` step does, and carries an
    ``m`` region it never reads (a breaker's finding, stop 58). Built as asked, and said."""
    out, seen = [], set()
    for e in entries:
        v = e.variant
        if (not isinstance(v, TrainStep) or v.optimizer not in (Optimizer.momentum, Optimizer.nesterov)
                or v.mu != 0 or v in seen):
            continue
        seen.add(v)
        same = slug(v.model_copy(update={"optimizer": Optimizer.sgd, "mu": None}))
        at = matrix.located(table_location(matrix, e.origin, "mu"))
        out.append(f"{at}: {slug(v)} ({e.origin}) has momentum mu = 0: its update is the gradient itself, as "
                   f"{same} (optimizer sgd, the same weight decay) computes, with an m region it never reads; "
                   "use optimizer = \"sgd\", or a mu > 0")
    return out


def duplicates(matrix: Matrix, entries: list[Entry]) -> list[str]:
    """One warning per Variant the matrix requests more than once (it is built once), naming every place.

    Raises:
        ConfigError: one train step requested with two forward partners (``eval_batch``, ``eval_image_size``),
            at the line that writes the second's key (else the first's, else the second's table).
    """
    places: dict[TrainStep | Forward, list[Entry]] = {}
    for e in entries:
        places.setdefault(e.variant, []).append(e)
    out = []
    for variant, same in places.items():
        if len(same) < 2:
            continue
        name = slug(variant)
        for key, what in (("eval_batch", "batches"), ("partner_image_size", "image sizes")):
            first = same[0]
            other = next((e for e in same if getattr(e, key) != getattr(first, key)), None)
            if other is not None:
                shown = "eval_batch" if key == "eval_batch" else "eval_image_size"
                tables = [matrix.located(table_location(matrix, e.origin)) for e in (other, first)]
                keys = [matrix.located(table_location(matrix, e.origin, shown)) for e in (other, first)]
                at = next((k for k, t in zip(keys, tables) if k != t), tables[0])  # a line that writes it
                raise ConfigError(
                    f"{at}: train step {name} is requested with two forward-partner {what} ({shown}): "
                    f"{getattr(first, key)} by {first.origin} and {getattr(other, key)} by {other.origin}; one "
                    f"train step has one partner: give both the same {shown}")
        at = matrix.located(table_location(matrix, same[1].origin))  # the first repeat's table (D80)
        out.append(f"{at}: {name} is requested {len(same)} times: by " + " and by ".join(
            str(e.origin) for e in same) + "; it is built once (remove all but one to silence this)")
    return out
