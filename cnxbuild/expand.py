"""Matrix → entries: groups × axes, minus excludes, plus includes (design.md, "Data flow").

Order is deterministic: groups in file order; within a group the product combinations (the first axis
varies slowest, axes in the order their keys appear, ``[defaults]`` keys first), then the includes in file
order. An :class:`Origin` records where each entry came from; a product entry's index is its position in
the full product, counted before excludes, so adding an exclude never renumbers the others
(docs/decisions.md D5). :func:`check_matrix` holds the checks that need the whole matrix.
"""

from __future__ import annotations

import itertools
import math
import re
import sys
from dataclasses import dataclass
from typing import Any, Callable, Literal

from pydantic import ValidationError

from cnxbuild.config import (TRAIN_ONLY_KEYS, ConfigError, Group, Matrix, VariantKeys, did_you_mean,
                             normalize, show_value)
from cnxbuild.nets import family_of
from cnxbuild.slug import DatasetRegistry, RegistryError
from cnxbuild.variant import (DEFAULT_BATCH, FORWARD_KINDS, Forward, TrainStep, forward_partner,
                              validation_message)

#: The most combinations one group's axes may make (each is an artifact to render, compile and check).
MAX_COMBINATIONS = 4096
#: The most entries (products before excludes, and includes) a whole matrix may ask for.
MAX_ARTIFACTS = 8192

__all__ = ["MAX_ARTIFACTS", "MAX_COMBINATIONS", "Origin", "Entry", "expand", "expand_artifacts", "combinations",
           "product_size", "check_matrix", "scalar_keys", "table_location"]


@dataclass(frozen=True, order=True)
class Origin:
    """Where a matrix entry was written: group name, index, and whether it is a product or an include."""

    group: str
    index: int
    part: Literal["product", "include"]

    def __str__(self) -> str:
        where = f"expansion {self.index}" if self.part == "product" else f"include[{self.index}]"
        return f"group {show_value(self.group)} {where}"


@dataclass(frozen=True)
class Entry:
    """One requested artifact: its Variant, the batch and image size of its forward partner, and its origin.

    ``eval_batch`` is the forward partner's batch (docs/decisions.md D2) for a train step; for a forward it
    is the forward's own batch. ``eval_image_size`` is the partner's image side (default: the train step's;
    ResNet RSB-A3 trains at 160 px and evaluates at 224 px; D44); for a forward its own.
    """

    variant: TrainStep | Forward
    eval_batch: int
    origin: Origin
    eval_image_size: int | None = None

    @property
    def partner_image_size(self) -> int:
        """The forward partner's image side: ``eval_image_size``, else the variant's own."""
        return self.variant.image_size if self.eval_image_size is None else self.eval_image_size

    @property
    def partner(self) -> Forward:
        """The forward partner this entry requests for its train step (batch ``eval_batch``, side
        :attr:`partner_image_size`; :func:`cnxbuild.variant.forward_partner`): the one function the graph, the
        sidecar and the CLI name it by. Raises ValueError for an entry that is a forward itself."""
        if not isinstance(self.variant, TrainStep):
            raise ValueError(f"{self.origin}: a forward has no forward partner")
        return forward_partner(self.variant, self.eval_batch, self.partner_image_size)


# ---------------------------------------------------------------------------------------------------------
# Checks that need the whole matrix (run by config.parse_matrix)


def _check_names(m: Matrix) -> None:
    seen: dict[str, int] = {}
    for i, g in enumerate(m.group):
        if g.name in seen:
            raise ConfigError(f"{m.located(('group', i, 'name'))}: group {show_value(g.name)}: the name is "
                              f"used by groups {seen[g.name]} and {i}; group names must be unique")
        seen[g.name] = i
    for name in m.datasets:
        if not re.fullmatch(r"[A-Za-z0-9_.-]+", name):
            where = m.located(("datasets", name))
            raise ConfigError(f"{where}: datasets {show_value(name)}: a dataset name uses letters, digits, "
                              "'_', '.' and '-' only")


def _tables(m: Matrix) -> list[tuple[str, tuple, VariantKeys]]:
    """Every table that gives variant keys: (its key path as messages write it, its pydantic location, it)."""
    out: list[tuple[str, tuple, VariantKeys]] = [("defaults", ("defaults",), m.defaults)]
    for i, g in enumerate(m.group):
        out.append((f"group {show_value(g.name)}", ("group", i), g))
        out += [(f"group {show_value(g.name)} → exclude[{j}]", ("group", i, "exclude", j), x)
                for j, x in enumerate(g.exclude)]
        out += [(f"group {show_value(g.name)} → include[{j}]", ("group", i, "include", j), x)
                for j, x in enumerate(g.include)]
    return out


def _check_datasets(m: Matrix) -> None:
    try:
        registry = m.registry
    except RegistryError as e:
        where = m.located(("datasets", e.dataset, "code")) if e.dataset else m.source
        what = f"datasets {show_value(e.dataset)} → code" if e.dataset else "datasets"
        raise ConfigError(f"{where}: {what}: {e}") from None
    known = sorted(registry.datasets)
    for where, loc, table in _tables(m):
        values = table.dataset if isinstance(table.dataset, tuple) else (table.dataset,)
        for v in values:
            if v is not None and v not in registry.datasets:
                raise ConfigError(f"{m.located((*loc, 'dataset'))}: {where} → dataset: {show_value(v)} is "
                                  f"not a known dataset; {did_you_mean(v, known)}known datasets: "
                                  f"{', '.join(known)} (define others under [datasets.<name>])")


def check_matrix(m: Matrix) -> None:
    """Check what needs the whole matrix: unique group names, dataset names and codes, dataset references,
    and every expanded combination.

    Raises:
        ConfigError: ``<file>: <key path>: <what is wrong>``.
    """
    _check_names(m)
    _check_datasets(m)
    expand(m)


def scalar_keys(table: VariantKeys) -> dict[str, Any]:
    """The keys ``table`` writes as one value (its axes, the tuples, left out)."""
    return {k: v for k, v in table.keys().items() if not isinstance(v, tuple)}


def _matches(combo: dict[str, Any], exclude: dict[str, Any]) -> bool:
    return all(k in combo and normalize(k, combo[k]) == normalize(k, v) for k, v in exclude.items())


def product_size(defaults: VariantKeys, group: Group) -> int:
    """How many combinations ``group``'s axes (over ``defaults``) make, before excludes; nothing is enumerated."""
    return math.prod(len(v) for v in {**defaults.keys(), **group.keys()}.values() if isinstance(v, tuple))


def combinations(defaults: VariantKeys, group: Group, source: str = "<matrix>",
                 exclude_at: Callable[[int], str] | None = None) -> list[tuple[int, dict]]:
    """The product combinations of ``group`` (with ``defaults`` underneath), after its excludes; ``source`` is
    where errors say the group is, ``exclude_at(i)`` where its ``exclude[i]`` is (default: ``source``).

    Returns ``[(index, keys), ...]``: ``index`` counts the full product; ``keys`` maps every key set by the
    defaults or the group to one value.

    Raises:
        ConfigError: an exclude matches none of the group's combinations (a typo would otherwise pass
            silently; docs/decisions.md D4); the axes make more than :data:`MAX_COMBINATIONS` combinations.
    """
    merged = {**defaults.keys(), **group.keys()}
    axes = [(k, v) for k, v in merged.items() if isinstance(v, tuple)]
    size = product_size(defaults, group)
    if size > MAX_COMBINATIONS:  # before anything is enumerated: a typo'd axis must not hang the build
        shown = " × ".join(f"{k} {len(v)}" for k, v in axes)
        raise ConfigError(f"{source}: group {show_value(group.name)}: its axes make {size:,} combinations "
                          f"({shown}); a group may expand to at most {MAX_COMBINATIONS:,}: split it into groups "
                          "or list the wanted variants with include")
    excludes = [x.keys() for x in group.exclude]
    where = exclude_at or (lambda i: source)
    normalized = [{k: normalize(k, v) for k, v in x.items()} for x in excludes]
    for i, norm in enumerate(normalized):
        j = next((j for j in range(i) if normalized[j] == norm), None)
        if j is not None:
            raise ConfigError(f"{where(i)}: group {show_value(group.name)} → exclude[{i}]: repeats "
                              f"exclude[{j}]; remove one of them")
    used = [False] * len(excludes)
    out = []
    for index, values in enumerate(itertools.product(*(v for _, v in axes))):
        combo = {**merged, **dict(zip((k for k, _ in axes), values))}
        hits = [i for i, x in enumerate(excludes) if _matches(combo, x)]
        for i in hits:
            used[i] = True
        if not hits:
            out.append((index, combo))
    for i, was_used in enumerate(used):
        if not was_used:
            shown = ", ".join(f"{k} = {show_value(v)}" for k, v in excludes[i].items())
            raise ConfigError(
                f"{where(i)}: group {show_value(group.name)} → exclude[{i}]: {{{shown}}} matches none of "
                f"the group's combinations; an exclude compares only keys the group or [defaults] set")
    return out


def _variant_error(e: ValidationError) -> str:
    missing = [err["loc"][0] for err in e.errors() if err["type"] == "missing"]
    if missing:
        return "; ".join(f"missing key {k} (set it in the group, [defaults], or the include that builds it)"
                         for k in missing)
    return validation_message(e)


def _make(keys: dict[str, Any], registry: DatasetRegistry) -> tuple[TrainStep | Forward, int, int | None]:
    """Build the Variant a key mapping describes, with its partner's batch and image size. Raises ValueError
    with the rule and the values."""
    fields = dict(keys)
    kind = fields.pop("kind", "train_step")
    eval_batch = fields.pop("eval_batch", DEFAULT_BATCH)
    eval_image_size = fields.pop("eval_image_size", None)
    if "dataset" in fields:
        if fields["dataset"] not in registry.datasets:
            raise ValueError(f"dataset {show_value(fields['dataset'])} is not a known dataset; known "
                             f"datasets: {', '.join(sorted(registry.datasets))}")
        fields["dataset"] = registry.datasets[fields["dataset"]]
    if kind in FORWARD_KINDS:
        extra = sorted(set(keys) & TRAIN_ONLY_KEYS)
        if extra:
            raise ValueError(f"kind \"{kind}\" does not take {', '.join(extra)}: a forward is defined by family, "
                             "size, dataset, image_size, batch, norm_eps and gelu")
    try:
        if kind in FORWARD_KINDS:
            v: TrainStep | Forward = Forward(**fields, kind=kind)
            return v, v.batch, None
        step = TrainStep(**fields)
        if eval_image_size is not None:  # the partner's own checks (its family's image-size rule)
            try:
                partner = forward_partner(step, eval_batch, eval_image_size)
            except ValidationError as e:  # said in the key's own name, at its line: the step's image_size is fine
                rule = re.sub(rf"\bimage_size {eval_image_size} ", "", _variant_error(e))
                raise ValueError(f"eval_image_size = {eval_image_size}: {eval_image_size} {rule}") from None
            _same_parameters(step, partner)
        return step, eval_batch, eval_image_size
    except ValidationError as e:
        raise ValueError(_variant_error(e)) from None


def _same_parameters(step: TrainStep, partner: Forward) -> None:
    """A forward partner evaluates the train step's θ, so it takes the same parameter table; a family whose
    parameters depend on the image (a position embedding per patch) cannot evaluate at another image size.
    Raises ValueError naming a parameter whose shape differs."""
    fam = family_of(step)
    mine, theirs = (fam.param_table(fam.arch(v.size, v.image_size), v.classes) for v in (step, partner))
    other = next((a for a, b in zip(mine, theirs) if a != b), None)
    if other is not None:
        shape = next(b.shape for b in theirs if b.name == other.name)
        raise ValueError(f"eval_image_size = {partner.image_size}: {fam.display}'s parameters depend on the image "
                         f"size ({other.name} is {list(other.shape)} at {step.image_size} px, {list(shape)} at "
                         f"{partner.image_size} px), so a forward partner at {partner.image_size} px cannot evaluate "
                         f"the train step's θ; leave eval_image_size out (its partner evaluates at {step.image_size} "
                         "px)")


def _for_kind(keys: dict[str, Any], inherited: set[str]) -> dict[str, Any]:
    """A forward ignores the train-only keys it inherits rather than writes (docs/decisions.md D3)."""
    if keys.get("kind") not in FORWARD_KINDS:
        return keys
    return {k: v for k, v in keys.items() if not (k in inherited and k in TRAIN_ONLY_KEYS)}


def _entry(keys: dict, shown: dict, origin: Origin, inherited: set[str], m: Matrix,
           registry: DatasetRegistry) -> Entry:
    try:
        variant, eval_batch, eval_image_size = _make(_for_kind(keys, inherited), registry)
    except ValueError as e:
        where = f"group {show_value(origin.group)} → " + (
            f"expansion {origin.index}" if origin.part == "product" else f"include[{origin.index}]")
        if shown:
            where += " ({" + ", ".join(f"{k} = {show_value(v)}" for k, v in shown.items()) + "})"
        about = re.split(r": a forward is defined by|; the optional keys it takes", str(e))[0]  # the keys the
        # rule names, not those it lists as allowed (a breaker's finding, stop 44: an inherited gelu was blamed)
        named = [k for k in sorted(inherited & set(keys)) if re.search(rf"\b{k}\b", about)]
        foreign = {k for k in named  # a key of another family: overriding it cannot help
                   if re.search(rf"family '[a-z][a-z0-9]*' \([^)]*\) does not take {k}\b", str(e))}
        alien = {k for k in named if re.search(rf"optimizer '[a-z_]+' has no {k}\b", str(e))}  # D130
        hint = "".join(f"; {k} = {show_value(keys[k])} is inherited (from the group or [defaults]): "
                       + (f"set {k} only in the groups of families that take it" if k in foreign else
                          f"set {k} only in the groups or includes of optimizers that have it" if k in alien
                          else f"set {k} in this entry to override it") for k in named)
        hint += _axis_hint(m, origin, str(e)) + _base_hint(m, origin, shown, str(e))
        if "a forward is defined by" in str(e):  # a forward given train-only keys by its own table
            hint += ("; a group that builds forwards beside train steps gives the train-only keys in "
                     "[defaults] (a forward ignores them there, D3) or in the train steps' includes")
        raise ConfigError(f"{m.located(table_location(m, origin, _culprit(str(e), keys, inherited)))}: {where}: "
                          f"{e}{hint}") from None
    return Entry(variant, eval_batch, origin, eval_image_size)


def _culprit(message: str, keys: dict, inherited: set[str]) -> str | None:
    """The key whose line an entry's error points at: the key of a value's own error (``batch = 5000: ...``),
    else one the rule quotes with its value (``(got label_smoothing = 0.1)``), else one a family or optimizer
    refuses (``does not take stochastic_depth``), else the key a rule's message starts with, followed by its
    value (``size "T" is not a … size``, ``batch 1 at 32 px …``); only a key the entry's own table writes (an
    inherited key's line is another table's), None when there is none."""
    # keys may hold digits (wd_exclude_rank1: a breaker's finding, stop 47)
    for pattern in (r"^([a-z0-9_]+) = ", r"\bgot ([a-z0-9_]+) = ", r"does not take ([a-z0-9_]+)",
                    r'^([a-z0-9_]+) (?:"|\d)'):
        found = re.search(pattern, message)
        if found and found.group(1) in keys and found.group(1) not in inherited:
            return found.group(1)
    return None


def _axis_hint(m: Matrix, origin: Origin, message: str) -> str:
    """For an include that misses a key the group or [defaults] gives as an axis (a list): axes are not
    inherited by includes (the header comment of variants.toml), so say so."""
    if origin.part != "include":
        return ""
    group = next(g for g in m.group if g.name == origin.group)
    axes = {k: v for k, v in {**m.defaults.keys(), **group.keys()}.items() if isinstance(v, tuple)}
    return "".join(f"; {k} is an axis of the group or [defaults] ({k} = [{', '.join(map(show_value, v))}]), and "
                   f"an include does not inherit axes: give {k} in include[{origin.index}]"
                   for k, v in axes.items() if f"missing key {k} " in message)


def _base_hint(m: Matrix, origin: Origin, shown: dict, message: str) -> str:
    """For the one variant of a group without axes that misses a key its includes give: that variant is built
    too (the product of no axes is one combination), so say so."""
    group = next(g for g in m.group if g.name == origin.group)
    if origin.part != "product" or shown or not group.include or "missing key" not in message:
        return ""
    return ("; a group without axes builds its own keys as one variant besides its includes, so the group or "
            "[defaults] must give every required key (an include may then change it)")


def table_location(m: Matrix, origin: Origin, key: str | None = None) -> tuple:
    """The pydantic location of an entry's table: its group or the include it was written in, and in it the
    line of ``key`` when the table writes it."""
    index = next(i for i, g in enumerate(m.group) if g.name == origin.group)
    table = ("group", index) if origin.part == "product" else ("group", index, "include", origin.index)
    return (*table, key) if key else table


def _expand_group(m: Matrix, group: Group, registry: DatasetRegistry) -> list[Entry]:
    defaults = m.defaults.keys()
    base = {**scalar_keys(m.defaults), **scalar_keys(group)}
    axis_keys = [k for k, v in {**defaults, **group.keys()}.items() if isinstance(v, tuple)]
    entries = []
    inherited = set(defaults) - set(group.keys())  # a product entry inherits [defaults] only
    gi = next(i for i, g in enumerate(m.group) if g is group)
    at = m.located(("group", gi))
    forwards = set()  # a forward ignores the train-only keys (D3): their axes must not request it again
    for index, combo in combinations(m.defaults, group, at, lambda i: m.located(("group", gi, "exclude", i))):
        shown = {k: combo[k] for k in axis_keys}
        entry = _entry(combo, shown, Origin(group.name, index, "product"), inherited, m, registry)
        if isinstance(entry.variant, Forward):  # (a breaker's finding, stop 57: `[defaults] weight_decay = [a, b]`
            if entry.variant in forwards:      # and a group of forwards warned of a forward requested twice)
                continue
            forwards.add(entry.variant)
        entries.append(entry)
    for index, inc in enumerate(group.include):
        keys = {**base, **inc.keys()}  # an include inherits [defaults] and its group
        origin = Origin(group.name, index, "include")
        entries.append(_entry(keys, inc.keys(), origin, set(base) - set(inc.keys()), m, registry))
    if not entries:
        raise ConfigError(f"{at}: group {show_value(group.name)}: its excludes drop every combination and "
                          "it has no include, so it builds nothing; remove the group or an exclude")
    return entries


def expand(matrix: Matrix) -> list[Entry]:
    """Every entry the matrix requests, in a deterministic order (module docstring).

    Identical Variants requested twice stay two entries (two origins); the graph merges them.

    Raises:
        ConfigError: an invalid combination (``file: group "g" → expansion 3 ({axis values}): <rule and
            values>``), a missing required key, an exclude that matches nothing or repeats another, or a
            group that builds nothing.
    """
    registry = matrix.registry
    products = [product_size(matrix.defaults, g) for g in matrix.group]
    sizes = [n + len(g.include) for n, g in zip(products, matrix.group)]
    if sum(sizes) > MAX_ARTIFACTS and max(products) <= MAX_COMBINATIONS:  # a group's own excess is said by it
        largest = matrix.group[sizes.index(max(sizes))]
        raise ConfigError(f"{matrix.source}: the groups ask for {sum(sizes):,} entries before excludes (largest: "
                          f"group {show_value(largest.name)}, {max(sizes):,}); a matrix may ask for at most "
                          f"{MAX_ARTIFACTS:,}: split it into matrices")
    entries: list[Entry] = []
    for group in matrix.group:
        entries += _expand_group(matrix, group, registry)
    return entries


def expand_artifacts(matrix: Matrix, advise: bool = True) -> list[Entry]:
    """:func:`expand` for a build (``cnxbuild list``, ``doit``): a matrix must request at least one artifact.

    ``advise``: print :func:`cnxbuild.matrix_advice.advice`'s warnings (``doit check`` and ``doit audit`` do not
    repeat what ``doit`` and ``cnxbuild list`` said: a new user's finding, stop 57).

    A file with only ``[datasets]`` is a valid matrix (``cnxbuild explain --matrix`` reads its dataset codes),
    but building it is almost always a mistake (an empty or wrong file), so it is an error here.

    Raises:
        ConfigError: as :func:`expand`, or the matrix has no ``[[group]]``.
    """
    entries = expand(matrix)
    if not entries:
        raise ConfigError(f"{matrix.source}: the matrix builds no artifact: add a [[group]] table (name, size, "
                          "dataset, optimizer, ...; see the comments of the default variants.toml)")
    from cnxbuild.matrix_advice import advice  # it imports this module

    for line in advice(matrix, entries):  # checked always (a conflict stops the build); said where ``advise``
        if advise:
            print(f"warning: {line}", file=sys.stderr)
    return entries
