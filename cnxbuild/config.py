"""The matrix file (``variants.toml``): pydantic models of its tables and :func:`load_matrix`.

Schema (design.md, "Data flow" and "Errors"; spec/variants.md, "Axes of a Variant")::

    [build]             extra_targets = ["cuda", "rocm"]                 compile targets besides llvm-cpu
                        chips = { rocm = "gfx90a" }                      a GPU target's chip (D92)
    [datasets.<name>]   classes = K (1 to 1_000_000), code = "letters"     user datasets beside the built-ins
    [defaults]          any variant key, applied to every group
    [[group]]           name = "..." (required, unique), variant keys, exclude = [{...}], include = [{...}]

A variant key whose value is a TOML array is an axis (semantics: :mod:`cnxbuild.expand`, which
:func:`parse_matrix` runs once so that an invalid combination is reported when the file is loaded).

Every model is ``extra="forbid", frozen=True``: a mistyped key is an error naming the file and the key
path (``variants.toml: group "imagenet" → optimiser: unknown key; allowed keys: ...``). Loading writes
nothing.
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, ClassVar, Literal

from pydantic import (
    BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator,
)
from pydantic_core import PydanticCustomError

from cnxbuild.nets import FAMILIES
from cnxbuild.slug import MARKER_KEYS, DatasetRegistry
from cnxbuild.variant import (CLIP_NORM_FLOOR, CLIP_NORM_MIN, KINDS, MAX_BATCH, MAX_CLASSES, MAX_IMAGE_SIZE,
                              RENAMED_KEYS, Dataset, Gelu, Loss, Optimizer, Precision, show_value)

__all__ = ["did_you_mean", "key_line", "ConfigError", "Axis", "AXES", "TRAIN_ONLY_KEYS", "DatasetSpec",
           "VariantKeys", "Exclude",
           "Include", "Group", "Matrix", "parse_matrix", "load_matrix", "show_value", "normalize"]

_FROZEN = ConfigDict(extra="forbid", frozen=True)


class ConfigError(ValueError):
    """A matrix that cannot be loaded or expanded. The message names the file and the TOML key path."""


# ---------------------------------------------------------------------------------------------------------
# Variant keys: one checker per key (scalar values; arrays are checked element by element)


#: Keys other tools (timm's train.py, optax, PyTorch) spell differently, or that a reader of the key's meaning
#: guesses: their word → the matrix key (a new user's finding, stop 40: ``weight_decay_exclude`` got
#: "did you mean 'weight_decay'?").
KEY_SYNONYMS = {
    "weight_decay_exclude": "wd_exclude_rank1", "wd_exclude": "wd_exclude_rank1",
    "no_weight_decay": "wd_exclude_rank1", "filter_bias_and_bn": "wd_exclude_rank1",
    "exclude_rank1": "wd_exclude_rank1",
    "clip_grad": "clip_norm", "clip_grad_norm": "clip_norm", "grad_clip": "clip_norm",
    "max_grad_norm": "clip_norm",
    "drop_path": "stochastic_depth", "smoothing": "label_smoothing",
    "grad_accum": "accumulate", "accum_steps": "accumulate", "gradient_accumulation_steps": "accumulate",
    "model_ema": "ema", "img_size": "image_size", "batch_size": "batch", "num_classes": "classes",
    "opt": "optimizer", "model": "size",
}
_BAKED_EPS = ("the optimizer's ε is baked at the optimizer's value (adamw 1e-8, lamb 1e-6, rmsprop 1e-8: "
              "each sidecar's constants) and has no key; norm_eps is the net's normalisation ε")
_SCHEDULE = ("the learning-rate schedule is the driver's (cnxbuild train --lr, --warmup): lr is a run-time "
             "input")
_BETAS = "β1 and β2 are baked at the optimizer's values (sidecar constants) and have no key"
#: Keys that name something the matrix does not set (a run-time input of ``cnxbuild train``, or a constant
#: baked at the optimizer's value): the word → what to do instead, said in place of a near miss (a breaker's
#: finding, stop 40: ``ema_decay`` got "did you mean 'weight_decay'?", ``adam_eps`` "did you mean
#: 'norm_eps'?").
NOT_KEYS = {
    "ema_decay": "the EMA decay is a run-time input of the step (cnxbuild train --ema-decay); the matrix "
                 "sets ema = true",
    "drop_path_rate": "the drop-path rate is the driver's (cnxbuild train --drop-path-rate: the masks are "
                      "run-time inputs); the matrix sets stochastic_depth = true",
    "warmup": _SCHEDULE, "warmup_steps": _SCHEDULE,
    "adam_eps": _BAKED_EPS, "opt_eps": _BAKED_EPS, "epsilon": _BAKED_EPS, "optimizer_eps": _BAKED_EPS,
    "beta1": _BETAS, "beta2": _BETAS, "betas": _BETAS,
    "momentum": "the momentum μ is baked at 0.9 (sidecar constants); the optimizer is "
                "optimizer = \"momentum\"",
    "layer_decay": "layer-wise lr decay is not an axis of cnxbuild",
    "momentum_decay": "not an axis of cnxbuild; the momentum μ is baked at 0.9 (sidecar constants)",
}


def did_you_mean(word: Any, allowed: tuple[str, ...] | list[str]) -> str:
    """``"did you mean 'accumulate'? "`` when ``word`` is a near miss of one of ``allowed``, or another tool's
    name for one (:data:`KEY_SYNONYMS`), else ""."""
    if not isinstance(word, str):
        return ""
    folded = {a.lower(): a for a in allowed}
    if word.lower() in folded:
        near = [folded[word.lower()]]
    elif KEY_SYNONYMS.get(word.lower()) in allowed:
        near = [KEY_SYNONYMS[word.lower()]]
    else:
        near = difflib.get_close_matches(word, allowed, 1, 0.6)
    return f"did you mean {near[0]!r}? " if near else ""


def _choice(values: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if not isinstance(v, str) or v not in values:
            raise ValueError(f"{show_value(v)} is not an allowed value; {did_you_mean(v, values)}allowed "
                             f"values: {', '.join(values)}")
        return v
    return check


def _integer(minimum: int, multiple: int = 1, maximum: int | None = None) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"{show_value(v)} is not an integer")
        if v < minimum or (maximum is not None and v > maximum):
            bound = f">= {minimum}" if maximum is None else f"in [{minimum}, {maximum:_}]"
            raise ValueError(f"{v} is out of range: must be an integer {bound}")
        if v % multiple:
            raise ValueError(f"{v} is out of range: must be a multiple of {multiple}")
        return v
    return check


def _number(low: float, low_open: bool, high: float, rule: str) -> Callable[[Any], Any]:
    """A number in (low, high) or [low, high); high is at most 10, the decimal grammar's limit."""
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError(f"{show_value(v)} is not a number")
        if not (v > low if low_open else v >= low) or not v < high:
            raise ValueError(f"{show_value(v)} is out of range: must satisfy {rule}")
        return 0.0 if v == 0 and isinstance(v, float) else v  # -0.0 means 0 (docs/decisions.md D27)
    return check


def _family_name(v: Any) -> Any:
    """A registered family's name (read at check time: a family registered later is known too)."""
    return _choice(tuple(FAMILIES))(v)


def _timm_size(word: str) -> str:
    """``"did you mean '<size>' (timm's <model>, family '<family>')? "`` when ``word`` is timm's model name of
    a registered size (:attr:`cnxbuild.nets.Family.timm_models`) or its part after the first ``_``, else
    ""."""
    w = word.lower()
    for f in FAMILIES.values():
        for size, model in f.timm_models.items():
            if w in (model, model.split("_", 1)[-1]):
                return f"did you mean {size!r} (timm's {model}, family {f.name!r})? "
    return ""


def _size(v: Any) -> Any:
    """A size name of some registered family; a TOML integer (``50``) means its decimal name (``"50"``).
    Whether it is a size of the Variant's own family is the Variant's check (it knows the family)."""
    if isinstance(v, bool) or not isinstance(v, (str, int)):
        raise ValueError(f"{show_value(v)} is not a size name (a string, or an integer such as 50)")
    sizes = {s: f for f in FAMILIES.values() for s in f.sizes}
    if str(v) not in sizes:
        listed = "; ".join(f"{f.name}: {', '.join(f.sizes)}" for f in FAMILIES.values())
        hint = _timm_size(str(v)) or did_you_mean(str(v), tuple(sizes))
        raise ValueError(f"{show_value(v)} is not an allowed value; {hint}sizes by family: {listed}")
    return v


def _image_size(v: Any, key: str = "image_size") -> Any:
    """An integer in [32, MAX_IMAGE_SIZE] that some registered family renders (its own family's rule is the
    Variant's); the families' reasons name ``key``."""
    _integer(32, maximum=MAX_IMAGE_SIZE)(v)
    reasons = [(f, f.image_size_rule(v)) for f in FAMILIES.values()]
    if all(r is not None for _, r in reasons):
        raise ValueError(f"{v} is out of range: no net family renders it ("
                         + "; ".join(f"{f.display}: {r.replace('image_size ', key + ' ', 1)}"
                                     for f, r in reasons) + ")")
    return v


def _eval_image_size(v: Any) -> Any:
    return _image_size(v, "eval_image_size")


def _flag(v: Any) -> Any:
    if not isinstance(v, bool):
        raise ValueError(f"{show_value(v)} is not a boolean; write true or false")
    return v


def _clip(v: Any) -> Any:
    if isinstance(v, bool):
        return v
    rule = f"{CLIP_NORM_MIN!r} <= clip_norm < 10 (or true for 1.0, false for no clipping); {CLIP_NORM_FLOOR}"
    return _number(CLIP_NORM_MIN, False, 10, rule)(v)


def _letters(v: Any) -> Any:
    if not isinstance(v, str) or not re.fullmatch(r"[a-z]+", v):
        raise ValueError(f"{show_value(v)} is not a dataset code; a code is one or more lowercase letters "
                         "a-z")
    return v


def _name(v: Any) -> Any:
    if not isinstance(v, str) or not v:
        raise ValueError(f"{show_value(v)} is not a dataset name (a non-empty string)")
    return v


@dataclass(frozen=True)
class Axis:
    """One variant key of the matrix: its checker, its meaning, and whether a forward takes it."""

    name: str
    check: Callable[[Any], Any]  # returns the value or raises ValueError(<value and rule>)
    words: str
    forward: bool = False


def _enum(e: type) -> tuple[str, ...]:
    return tuple(m.value for m in e)


AXES: dict[str, Axis] = {a.name: a for a in (
    Axis("kind", _choice(KINDS), "artifact kind", True),
    Axis("family", _family_name, "net family", True),
    Axis("size", _size, "size (of the family)", True),
    Axis("dataset", _name, "dataset", True),
    Axis("image_size", _image_size, "image size (pixels)", True),
    Axis("batch", _integer(1), "batch (examples per replica)", True),
    Axis("eval_batch", _integer(1, maximum=MAX_BATCH), "forward partner's batch"),
    Axis("eval_image_size", _eval_image_size, "forward partner's image size (pixels)"),
    Axis("optimizer", _choice(_enum(Optimizer)), "optimizer"),
    Axis("weight_decay", _number(0, False, 10, "0 <= weight_decay < 10"), "weight decay"),
    Axis("wd_exclude_rank1", _flag, "no decay on rank-1 parameters"),
    Axis("clip_norm", _clip, "global-norm clip C"),
    Axis("stochastic_depth", _flag, "stochastic depth (drop path)"),
    Axis("replicas", _integer(1), "data-parallel replicas"),
    Axis("accumulate", _integer(1), "accumulation micro-steps k"),
    Axis("ema", _flag, "EMA of weights"),
    Axis("loss", _choice(_enum(Loss)), "loss"),
    Axis("label_smoothing", _number(0, False, 1, "0 <= label_smoothing < 1"), "label smoothing"),
    Axis("norm_eps", _number(0, True, 10, "0 < norm_eps < 10"), "normalisation epsilon", True),
    Axis("gelu", _choice(_enum(Gelu)), "GELU form", True),
    Axis("precision", _choice(_enum(Precision)), "weight-gradient precision"),
    Axis("lr", _number(0, True, 10, "0 < lr < 10"), "baked learning rate"),
)}
TRAIN_ONLY_KEYS: frozenset[str] = frozenset(k for k, a in AXES.items() if not a.forward)


def normalize(key: str, value: Any) -> Any:
    """The value a key means, for comparing values: ``clip_norm = true`` is 1.0, ``false`` is off;
    ``size = 50`` is ``"50"``."""
    if key == "clip_norm" and isinstance(value, bool):
        return 1.0 if value else None
    if key == "size" and isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # a size of digits: 50 is "50"
    return value


def _fail(message: str, index: int | None = None) -> PydanticCustomError:
    """A validation error whose message is ours; ``index`` is the array element it is about."""
    return PydanticCustomError("axis_value", "{message}", {"message": message, "index": index})


class _Unheld(float):
    """A TOML float that a 64-bit float cannot hold: its digits underflowed to 0.0 or overflowed to ±inf
    (tomllib reads ``1e-400`` as 0.0 and ``1e400`` as inf). ``text`` is the spelling; every key refuses it."""

    text: str = ""


def _parse_float(text: str) -> float:
    """tomllib's ``parse_float``: ``float(text)``, marked :class:`_Unheld` where the value is not the one
    spelled (0.0 from non-zero digits, ±inf from finite digits): ``weight_decay = 1e-400`` is not 0."""
    value = float(text)
    underflow = value == 0 and re.search("[1-9]", re.split("[eE]", text)[0])
    if underflow or (math.isinf(value) and "inf" not in text):
        marked = _Unheld(value)
        marked.text = text
        return marked
    return value


def _checked(check: Callable[[Any], Any], value: Any, index: int | None = None) -> Any:
    if isinstance(value, _Unheld):
        raise _fail(f"{value.text} is beyond what a 64-bit float holds (it reads as "
                    f"{show_value(float(value))}); write the value you mean", index)
    try:
        return check(value)
    except ValueError as e:
        raise _fail(str(e), index) from None


def _check_axis(key: str, value: Any, scalar_only: bool) -> Any:
    if not isinstance(value, list):
        return _checked(AXES[key].check, value)
    if scalar_only:
        raise _fail(f"{show_value(value)} is an array; only a group's keys (or [defaults]) may be arrays, "
                    "here give one value")
    if not value:
        raise _fail("an empty array expands to nothing")
    seen: list[Any] = []
    for i, item in enumerate(value):
        _checked(AXES[key].check, item, i)
        if normalize(key, item) in seen:
            raise _fail(f"{show_value(item)} is repeated in the array", i)
        seen.append(normalize(key, item))
    return tuple(value)


Scalar = str | int | float | bool  # a TOML value of a variant key


class VariantKeys(BaseModel):
    """The variant keys of one TOML table (``[defaults]``, a group, an include or an exclude).

    Each key holds one value, or (in ``[defaults]`` and groups) a tuple of values: an axis.
    :meth:`keys` gives the keys set, in the order the file wrote them.
    """

    model_config = _FROZEN
    scalar_only: ClassVar[bool] = False
    _order: tuple[str, ...] = PrivateAttr(default=())

    kind: str | tuple[str, ...] | None = None
    family: str | tuple[str, ...] | None = None
    size: str | int | tuple[str | int, ...] | None = None
    dataset: str | tuple[str, ...] | None = None
    image_size: int | tuple[int, ...] | None = None
    batch: int | tuple[int, ...] | None = None
    eval_batch: int | tuple[int, ...] | None = None
    eval_image_size: int | tuple[int, ...] | None = None
    optimizer: str | tuple[str, ...] | None = None
    weight_decay: float | tuple[float, ...] | None = None
    wd_exclude_rank1: bool | tuple[bool, ...] | None = None
    clip_norm: bool | float | tuple[bool | float, ...] | None = None
    stochastic_depth: bool | tuple[bool, ...] | None = None
    replicas: int | tuple[int, ...] | None = None
    accumulate: int | tuple[int, ...] | None = None
    ema: bool | tuple[bool, ...] | None = None
    loss: str | tuple[str, ...] | None = None
    label_smoothing: float | tuple[float, ...] | None = None
    norm_eps: float | tuple[float, ...] | None = None
    gelu: str | tuple[str, ...] | None = None
    precision: str | tuple[str, ...] | None = None
    lr: float | tuple[float, ...] | None = None

    @field_validator(*AXES, mode="wrap")
    @classmethod
    def _axis(cls, value: Any, handler: Any, info: Any) -> Any:
        return _check_axis(info.field_name, value, cls.scalar_only)

    @model_validator(mode="wrap")
    @classmethod
    def _remember_order(cls, data: Any, handler: Any) -> Any:
        model = handler(data)
        if isinstance(data, dict):
            model._order = tuple(k for k in data if k in AXES)
        return model

    def keys(self) -> dict[str, Scalar | tuple[Scalar, ...]]:
        """The variant keys this table sets, in file order: ``{"optimizer": ("fused_sgd", "adamw"), ...}``."""
        return {k: getattr(self, k) for k in self._order}


class Exclude(VariantKeys):
    """One entry of a group's ``exclude``: drop the combinations equal to it on every key it gives."""

    scalar_only: ClassVar[bool] = True

    @model_validator(mode="after")
    def _not_empty(self) -> "Exclude":
        if not self.keys():
            raise _fail("an empty exclude would drop every combination; give the keys to match")
        return self


class Include(VariantKeys):
    """One entry of a group's ``include``: one extra variant (scalar keys only)."""

    scalar_only: ClassVar[bool] = True


class Group(VariantKeys):
    """A ``[[group]]`` table: a name, variant keys (arrays are axes), excludes and includes."""

    name: str = Field(min_length=1)
    exclude: tuple[Exclude, ...] = ()
    include: tuple[Include, ...] = ()


class DatasetSpec(BaseModel):
    """A ``[datasets.<name>]`` table: ``classes`` (K, an int in [1, MAX_CLASSES]) and ``code`` (lowercase
    letters)."""

    model_config = _FROZEN
    classes: int
    code: str

    @field_validator("classes", "code", mode="wrap")
    @classmethod
    def _check(cls, value: Any, handler: Any, info: Any) -> Any:
        return _checked(_integer(1, maximum=MAX_CLASSES) if info.field_name == "classes" else _letters, value)


#: Chips a user may well name that iree-compile 3.13 refuses, with what to do instead (D92).
_PTX = "PTX for sm_80, the default, runs on {}: the driver compiles it"
REFUSED_CHIPS = {
    "sm_90": f" (3.13 has no Hopper target; {_PTX.format('Hopper')})",
    "sm_90a": f" (3.13 has no Hopper target; {_PTX.format('Hopper')})",
    "sm_100": f" (3.13 has no sm_100 target; {_PTX.format('it')})",
}


#: The keys of an artifact's variant a ``[[build.skip]]`` table may match on: every variant key but the forward
#: partner's (``eval_batch``, ``eval_image_size`` belong to the entry, not to the artifact).
SKIP_KEYS = tuple(k for k in AXES if k not in ("eval_batch", "eval_image_size"))


class TargetSkip(VariantKeys):
    """One ``[[build.skip]]`` table: leave out the ``target`` compiles of the artifacts whose variant has every
    value the table gives (``family = "resnet"``; ``slug`` names one artifact), with an optional ``why`` the
    manifest shows (docs/decisions.md, D97). Values are matched as a group's ``exclude`` matches them
    (:func:`normalize`), on the artifact's own variant (a forward partner too; a forward has no train-only key,
    so ``optimizer = ...`` matches train steps only)."""

    scalar_only: ClassVar[bool] = True
    target: Literal["cuda", "rocm"]
    slug: str | None = Field(default=None, min_length=1)
    why: str | None = None

    @model_validator(mode="after")
    def _matches_something_named(self) -> "TargetSkip":
        partner = [k for k in self.keys() if k not in SKIP_KEYS]
        if partner:
            raise _fail(f"{partner[0]} is the forward partner's, not a key of an artifact's variant; a skip "
                        f"matches on slug or on: {', '.join(SKIP_KEYS)}")
        if not self.keys() and self.slug is None:
            raise _fail(f"a skip with only a target leaves out every {self.target} compile; drop "
                        f"{self.target} from extra_targets instead, or give the keys (or slug) to match")
        return self

    def matches(self, v: Any, name: str) -> bool:
        """Whether artifact ``v`` (a Variant) named ``name`` is one this skip leaves out."""
        if self.slug is not None and self.slug != name:
            return False
        have = v.model_dump(mode="json")
        for key, want in self.keys().items():
            if key not in have:  # a train-only key on a forward
                return False
            value = have[key]["name"] if key == "dataset" else have[key]
            if normalize(key, want) != value:
                return False
        return True


class BuildOptions(BaseModel):
    """The ``[build]`` table: how the matrix is built, not what an artifact computes (no slug marker).

    ``extra_targets``: compile targets besides ``llvm-cpu`` (cnxbuild.targets: ``cuda``, ``rocm``); every
    artifact is compiled for each, into ``build/<target>/`` (docs/decisions.md, D26).
    ``chips``: the chip a listed GPU target compiles for, by target (``{rocm = "gfx90a"}``; one of
    :data:`cnxbuild.targets.GPU_CHIPS`); a target not named compiles for its default chip (sm_80, gfx942;
    D92).
    ``skip``: ``[[build.skip]]`` tables, each leaving out one GPU target's compiles of the artifacts it matches
    (:class:`TargetSkip`; D97): what iree-compile cannot build for a chip, so that ``doit`` builds the rest.
    """

    model_config = _FROZEN
    extra_targets: tuple[Literal["cuda", "rocm"], ...] = ()
    chips: dict[str, str] = {}
    skip: tuple[TargetSkip, ...] = ()

    @field_validator("extra_targets")
    @classmethod
    def _unique(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        twice = next((i for i, t in enumerate(v) if t in v[:i]), None)
        if twice is not None:
            raise _fail(f"{show_value(v[twice])} is listed twice; list each target once", twice)
        return v

    @field_validator("chips", mode="before")
    @classmethod
    def _known_chips(cls, v: Any) -> Any:
        from cnxbuild.targets import GPU_CHIPS

        if not isinstance(v, dict):
            raise _fail(f"{show_value(v)} is not a table of chips by target ({{ rocm = \"gfx90a\" }})")
        for target, chip in v.items():
            if target not in GPU_CHIPS:
                hip = " (IREE's hip device runs the rocm target)" if target == "hip" else ""
                raise _fail(f"{show_value(target)} is not a GPU target{hip}; "
                            f"{did_you_mean(target, list(GPU_CHIPS))}"
                            f"chips are named for: {', '.join(GPU_CHIPS)}")
            if not isinstance(chip, str) or chip not in GPU_CHIPS[target]:  # no near miss: other hardware
                why, allowed = REFUSED_CHIPS.get(chip, "") if isinstance(chip, str) else "", \
                    ", ".join(GPU_CHIPS[target])
                raise _fail(f"{target} = {show_value(chip)} is not a {target} chip iree-compile 3.13 "
                            f"builds for{why}; allowed: {allowed}")
        return v

    @model_validator(mode="after")
    def _chips_of_listed_targets(self) -> "BuildOptions":
        unlisted = [t for t in self.chips if t not in self.extra_targets]
        if unlisted:
            raise _fail(f"chips names a chip for {', '.join(unlisted)}, which extra_targets does not list; "
                        f"add it to extra_targets (now {list(self.extra_targets)}) or drop its chip")
        unlisted = [(i, s.target) for i, s in enumerate(self.skip) if s.target not in self.extra_targets]
        if unlisted:
            i, target = unlisted[0]
            raise _fail(f"skip[{i}] leaves out {target} compiles, but extra_targets does not list {target} "
                        f"(now {list(self.extra_targets)}); add it there or drop the skip")
        return self


class Matrix(BaseModel):
    """A whole matrix file. ``source`` is the file name used in every error message."""

    model_config = _FROZEN
    build: BuildOptions = BuildOptions()
    datasets: dict[str, DatasetSpec] = {}
    defaults: VariantKeys = VariantKeys()
    group: tuple[Group, ...] = ()
    _source: str = PrivateAttr(default="<matrix>")
    _text: str | None = PrivateAttr(default=None)

    @property
    def source(self) -> str:
        """The file the matrix was read from, as error messages name it."""
        return self._source

    def located(self, loc: tuple) -> str:
        """``<file>:<line>`` of the table or key at pydantic location ``loc`` (``("group", 2, "include")``),
        or ``<file>`` when the text is not known or the key is not found (:func:`key_line`)."""
        line = key_line(self._text, loc) if self._text is not None else None
        return f"{self._source}:{line}" if line else self._source

    def user_datasets(self) -> list[Dataset]:
        """The ``[datasets.<name>]`` tables as Datasets, in file order."""
        return [Dataset(name=n, classes=d.classes, code=d.code) for n, d in self.datasets.items()]

    @property
    def registry(self) -> DatasetRegistry:
        """Built-in datasets plus ``[datasets.*]``. Raises RegistryError on ambiguous codes."""
        return DatasetRegistry.with_user(self.user_datasets())


# ---------------------------------------------------------------------------------------------------------
# Error messages


_TABLE_KEYS: dict[str, tuple[str, ...]] = {
    "matrix": tuple(Matrix.model_fields), "datasets": tuple(DatasetSpec.model_fields),
    "keys": tuple(AXES), "group": ("name", *AXES, "exclude", "include"),
    "build": tuple(BuildOptions.model_fields),
    "skip": ("target", "slug", "why", *SKIP_KEYS),
}


def _table_kind(loc: tuple) -> str:
    """Which table a validation error's location (the key's parent) points into."""
    parent = loc[:-1]
    if not parent:
        return "matrix"
    if parent[:2] == ("build", "skip") and len(parent) == 3:
        return "skip"
    if parent[0] in ("datasets", "build"):
        return parent[0]
    if parent[0] == "group" and len(parent) == 2:
        return "group"
    return "keys"


def _path(loc: tuple, data: Any, index: int | None) -> str:
    """``group "imagenet" → include[2] → clip_norm`` from a pydantic location."""
    parts: list[str] = []
    rest = list(loc)
    if rest[:1] == ["group"] and len(rest) > 1 and isinstance(rest[1], int):
        groups = data.get("group") if isinstance(data, dict) else None
        g = groups[rest[1]] if isinstance(groups, list) and rest[1] < len(groups) else None
        name = g.get("name") if isinstance(g, dict) else None
        parts.append(f"group {show_value(name)}" if isinstance(name, str) else f"group[{rest[1]}]")
        rest = rest[2:]
    elif rest[:1] == ["datasets"] and len(rest) > 1:
        parts.append(f"datasets {show_value(rest[1])}")
        rest = rest[2:]
    for p in rest:
        if isinstance(p, int) and parts:
            parts[-1] += f"[{p}]"
        else:  # a key not of letters, digits, _ and - is quoted, its escapes shown (a zero-width space, ESC)
            parts.append(str(p) if re.fullmatch(r"[A-Za-z0-9_-]+", str(p)) else show_value(p))
    if index is not None:
        parts[-1] += f"[{index}]"
    return " → ".join(parts) if parts else "(top level)"


def _describe(err: dict) -> str:
    kind, value = err["type"], err.get("input")
    if kind == "axis_value":
        return err["ctx"]["message"]
    if kind == "extra_forbidden":
        allowed = _TABLE_KEYS[_table_kind(err["loc"])]
        new = RENAMED_KEYS.get(err["loc"][-1])
        if new is not None and new in allowed:
            return (f"{err['loc'][-1]} was renamed {new} (the family's normalisation ε): write {new} = "
                    f"{show_value(value)}")
        word, key = err["loc"][-1], MARKER_KEYS.get(err["loc"][-1])
        if key is not None and key != word and key in allowed:  # the value a marker names (bce), else the user's
            shown = show_value(word) if key in ("loss", "gelu", "precision") else show_value(value)
            eps = "; the optimizer's ε is baked and has no key" if key == "norm_eps" else ""
            return (f"unknown key; {word} is the slug's marker for {key}: write {key} = {shown}{eps} "
                    f"(allowed keys: {', '.join(allowed)})")
        if isinstance(word, str) and word.lower() in NOT_KEYS:
            return f"unknown key; {NOT_KEYS[word.lower()]} (allowed keys: {', '.join(allowed)})"
        return f"unknown key; {did_you_mean(err['loc'][-1], allowed)}allowed keys: {', '.join(allowed)}"
    if kind == "missing":
        return "missing required key"
    if kind in ("model_type", "dict_type"):
        return f"{show_value(value)} is not a table"
    if kind in ("tuple_type", "list_type"):
        if err["loc"][-1:] == ("extra_targets",):
            return f"{show_value(value)} is not an array of target names (\"cuda\", \"rocm\")"
        return f"{show_value(value)} is not an array of tables"
    if kind == "string_type":
        return f"{show_value(value)} is not a string"
    if kind == "literal_error":  # a closed set of names (extra_targets): said as every other key's choices are
        expected = re.findall(r"'([^']*)'", err["ctx"]["expected"])
        return (f"{show_value(value)} is not an allowed value; {did_you_mean(value, expected)}allowed values: "
                f"{', '.join(expected)}")
    return f"{show_value(value)}: {err['msg']}"


_HEADER = re.compile(r"\s*\[\[?\s*([A-Za-z0-9_.\"' -]+?)\s*\]\]?\s*(#.*)?$")


def _region(lines: list[str], loc: list) -> tuple[int, int, list]:
    """The lines [start, end) of the table ``loc`` starts in (a group by index, ``[defaults]``, a dataset),
    and the rest of ``loc``."""
    headers = [(i, m.group(1).replace(" ", "")) for i, line in enumerate(lines) if (m := _HEADER.match(line))]
    if loc[:1] == ["group"] and len(loc) > 1 and isinstance(loc[1], int):
        starts = [i for i, name in headers if name == "group" and lines[i].lstrip().startswith("[[")]
        if loc[1] >= len(starts):
            return 0, len(lines), loc[2:]
        start = starts[loc[1]]
        end = next((i for i, name in headers if i > start and not name.startswith("group.")), len(lines))
        return start, end, loc[2:]
    if loc[:1] in (["defaults"], ["datasets"]):
        name = loc[0] if loc[0] == "defaults" or len(loc) < 2 else f"datasets.{loc[1]}"
        start = next((i for i, n in headers if n.strip("\"'") == name), None)
        if start is not None:
            end = next((i for i, _ in headers if i > start), len(lines))
            return start, end, loc[1 if name == "defaults" else 2:]
    return 0, len(lines), loc


def _element(lines: list[str], line: int, end: int, index: int) -> tuple[int, int] | None:
    """The lines [first, last] of element ``index`` of the array whose key is written on ``line``: the
    ``index``-th ``[[...]]`` table of that name when ``line`` is such a header, else the ``index``-th element
    of the inline array that starts on ``line`` (brackets and braces counted outside strings and comments).
    None when there are fewer elements."""
    header = _HEADER.match(lines[line])
    if header and lines[line].lstrip().startswith("[["):
        name = header.group(1).replace(" ", "")
        tables = [i for i in range(line, end) if lines[i].lstrip().startswith("[[")
                  and (m := _HEADER.match(lines[i])) and m.group(1).replace(" ", "") == name]
        if index >= len(tables):
            return None
        after = next((i for i in range(tables[index] + 1, end) if _HEADER.match(lines[i])), end)
        return tables[index], after - 1
    depth, count, first, quote = 0, -1, None, None
    for i in range(line, end):
        text = lines[i] if i > line else lines[i][lines[i].find("=") + 1:]
        for ch in text:
            if quote:
                quote = None if ch == quote else quote
            elif ch in "\"'":
                quote = ch
            elif ch == "#":
                break
            elif ch in "[{":
                depth += 1
                if depth == 2:
                    count += 1
                    first = i if count == index else first
            elif ch in "]}":
                depth -= 1
                if depth == 1 and count == index:
                    return first, i
                if depth == 0:
                    return None
    return None


def key_line(text: str, loc: tuple) -> int | None:
    """The 1-based line of ``text`` that writes the key at pydantic location ``loc`` (the last key found on
    the way there: a group's line when the key is absent), or None when nothing of it is found. An integer in
    ``loc`` after an array's key (``("group", 0, "include", 2, "loss")``) is that array's element."""
    lines = text.split("\n")
    start, end, rest = _region(lines, list(loc))
    line = start if start or rest != list(loc) else None
    for key in rest:
        if isinstance(key, int):
            span = _element(lines, line, end, key) if line is not None and line != start else None
            if span is None:
                break
            line, end = span[0], span[1] + 1
            continue
        pattern = re.compile(rf"(^|[\s{{,\[.])([\"']?){re.escape(key)}\2\s*(=|\]|\.)")  # bare or quoted
        found = next((i for i in range(line or start, end) if pattern.search(lines[i].split("#")[0])), None)
        if found is None:
            break
        line = found
    return None if line is None else line + 1


def _validation_message(source: str, e: ValidationError, data: Any, text: str | None) -> str:
    lines = []
    for err in e.errors():
        index = (err.get("ctx") or {}).get("index")
        line = key_line(text, err["loc"]) if text is not None else None
        where = f"{source}:{line}" if line else source
        lines.append(f"{where}: {_path(err['loc'], data, index)}: {_describe(err)}")
    return "\n".join(lines)


def parse_matrix(data: dict[str, Any], source: str = "<matrix>", text: str | None = None) -> Matrix:
    """Validate parsed TOML ``data`` as a matrix; ``source`` names the file in messages, and ``text`` (the
    file's text, when given) gives a key error its line: ``<source>:<line>: <key path>: ...``.

    Returns the :class:`Matrix` after checking every key and value here, then the dataset registry, unique
    group names, dataset references and every expanded combination (:func:`cnxbuild.expand.check_matrix`).

    Raises:
        ConfigError: the first problem(s) found, each as ``<source>: <key path>: <what is wrong>``.
    """
    try:
        m = Matrix.model_validate(data)
    except ValidationError as e:
        raise ConfigError(_validation_message(source, e, data, text)) from None
    m._source, m._text = source, text
    from cnxbuild.expand import check_matrix  # expand imports this module
    check_matrix(m)
    return m


def _syntax_error(source: str, text: str, e: tomllib.TOMLDecodeError) -> ConfigError:
    msg = str(e)
    lines = text.split("\n")
    at = re.search(r"\s*\(at line (\d+), column (\d+)\)$", msg)
    if at:
        line, col = int(at.group(1)), int(at.group(2))
        return ConfigError(f"{source}:{line}:{col}: {msg[:at.start()]}{_twice(msg, lines, line, col)}")
    end = re.search(r"\s*\(at end of document\)$", msg)
    line, col = len(lines), len(lines[-1]) + 1
    what = msg[:end.start()] if end else msg
    return ConfigError(f"{source}:{line}:{col}: {what}{_twice(msg, lines, line, col)} (at end of document)")


def _twice(msg: str, lines: list[str], line: int, col: int) -> str:
    """For tomllib's "Cannot overwrite a value": the key given twice, read from the line (the last ``key =``
    before the column, closed inline tables left out: ``chips = {...}`` given twice is ``chips``, not the
    last key inside it; a breaker's finding, stop 41), so the message names it; "" for any other message."""
    if not msg.startswith("Cannot overwrite a value") or not 0 < line <= len(lines):
        return ""
    before = lines[line - 1][:col]
    while (shorter := re.sub(r"\{[^{}]*\}", "", before)) != before:
        before = shorter
    keys = re.findall(r"""([A-Za-z0-9_.\-]+|"[^"]*"|'[^']*')\s*=(?!=)""", before)
    key = keys[-1].strip("\"'") if keys else None
    return f": key '{key}' is given twice in one table (TOML allows each key once)" if key else ""


def load_matrix(path: str | Path) -> Matrix:
    """Read and validate the matrix file at ``path`` (TOML, UTF-8). Nothing is written.

    Returns the validated :class:`Matrix` (see :func:`parse_matrix`).

    Raises:
        ConfigError: the file is missing or not UTF-8 (a leading byte-order mark is skipped); a TOML syntax error
            (``file:line:column: message``) or nesting too deep to parse; or any schema or combination error
            (``file: key path: message``).
    """
    path = Path(path)
    if path.exists() and not path.is_file():  # a FIFO or /dev/zero would be read without end
        raise ConfigError(f"{path}: not a regular file; give a TOML file")
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as e:
        where = "" if path.is_absolute() else f" {path.absolute()}"  # a relative name: where it was looked for
        raise ConfigError(f"{path}: cannot read the matrix file{where}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path}: not UTF-8 text (byte {e.start})") from None
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors write: not content (tomllib refuses it)
    try:
        data = tomllib.loads(text, parse_float=_parse_float)
    except tomllib.TOMLDecodeError as e:
        raise _syntax_error(str(path), text, e) from None
    except ValueError as e:  # tomllib lets int()'s limit on digits through (an integer of 5,000 digits)
        raise _huge_integer(str(path), text, e) from None
    except RecursionError:  # tomllib parses nested arrays and inline tables recursively
        raise ConfigError(f"{path}: arrays or inline tables nested too deeply to read; no key takes a nested "
                          "value deeper than a list of tables (include, exclude)") from None
    return parse_matrix(data, str(path), text)


def _huge_integer(source: str, text: str, e: ValueError) -> ConfigError:
    """A located error for an integer too long to read (Python's limit of 4300 digits)."""
    for n, line in enumerate(text.split("\n"), 1):
        m = re.search(r"[0-9_]{4301,}", line)
        if m:
            return ConfigError(f"{source}:{n}:{m.start() + 1}: an integer of {len(m.group())} digits; no key takes "
                               "a value that long")
    return ConfigError(f"{source}: {e}")
