"""The pydantic models of a matrix file's tables (design.md, "Data flow"): ``[defaults]``, ``[[group]]`` with its
``exclude`` and ``include``, ``[datasets.<name>]``, ``[build]`` with ``[[build.skip]]``, and the whole
:class:`Matrix`. Every model is ``extra="forbid", frozen=True``: a mistyped key is an error, not a silent default.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from cnxbuild.config.keys import (AXES, Scalar, check_axis, checked, did_you_mean, fail, integer, letters,
                                  normalize, one_line)
from cnxbuild.config.locate import key_line
from cnxbuild.slug import DatasetRegistry
from cnxbuild.variant import MAX_CLASSES, Dataset, show_value

__all__ = ["FROZEN", "VariantKeys", "Exclude", "Include", "Group", "DatasetSpec", "REFUSED_CHIPS",
           "SKIP_KEYS", "TargetSkip", "BuildOptions", "Matrix"]

FROZEN = ConfigDict(extra="forbid", frozen=True)


class VariantKeys(BaseModel):
    """The variant keys of one TOML table (``[defaults]``, a group, an include or an exclude).

    Each key holds one value, or (in ``[defaults]`` and groups) a tuple of values: an axis.
    :meth:`keys` gives the keys set, in the order the file wrote them.
    """

    model_config = FROZEN
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
    b1: float | tuple[float, ...] | None = None
    b2: float | tuple[float, ...] | None = None
    mu: float | tuple[float, ...] | None = None
    rho: float | tuple[float, ...] | None = None
    optimizer_eps: float | tuple[float, ...] | None = None

    @field_validator(*AXES, mode="wrap")
    @classmethod
    def _axis(cls, value: Any, handler: Any, info: Any) -> Any:
        return check_axis(info.field_name, value, cls.scalar_only)

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
            raise fail("an empty exclude would drop every combination; give the keys to match")
        return self


class Include(VariantKeys):
    """One entry of a group's ``include``: one extra variant (scalar keys only)."""

    scalar_only: ClassVar[bool] = True


class Group(VariantKeys):
    """A ``[[group]]`` table: a name, variant keys (arrays are axes), excludes and includes."""

    name: str = Field(min_length=1)
    exclude: tuple[Exclude, ...] = ()
    include: tuple[Include, ...] = ()

    @field_validator("name")
    @classmethod
    def _one_line(cls, v: str) -> str:
        """A group's name is shown in every message and origin about it (a breaker's finding, stop 43: a tab or a
        newline in it was taken)."""
        if not v.strip():  # a breaker's finding (stop 57): "   " was taken, "" refused
            raise fail(f"{show_value(v)} is blank; a group's name is shown in messages and build origins: give "
                       "it a word")
        return one_line(v, "a group's name is shown in messages and build origins")


class DatasetSpec(BaseModel):
    """A ``[datasets.<name>]`` table: ``classes`` (K, an int in [1, MAX_CLASSES]) and ``code`` (lowercase
    letters)."""

    model_config = FROZEN
    classes: int
    code: str

    @field_validator("classes", "code", mode="wrap")
    @classmethod
    def _check(cls, value: Any, handler: Any, info: Any) -> Any:
        return checked(integer(1, maximum=MAX_CLASSES) if info.field_name == "classes" else letters, value)


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

    @field_validator("why")
    @classmethod
    def _why_one_line(cls, v: str | None) -> str | None:
        """``why`` is shown on the render task's ``doit list`` line (a newline split that line, a NUL or a terminal
        escape reached the terminal; a breaker's finding, stop 42)."""
        return None if v is None else one_line(v, "why is shown on one line of doit list")

    @model_validator(mode="after")
    def _matches_something_named(self) -> "TargetSkip":
        partner = [k for k in self.keys() if k not in SKIP_KEYS]
        if partner:
            raise fail(f"{partner[0]} is the forward partner's, not a key of an artifact's variant; a skip "
                        f"matches on slug or on: {', '.join(SKIP_KEYS)}")
        if not self.keys() and self.slug is None:
            raise fail(f"a skip with only a target leaves out every {self.target} compile; drop "
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
    D92). ``llvm-cpu`` (always built) may name the x86-64 CPU its modules are for
    (:data:`cnxbuild.targets.CPU_NAMES`, e.g. ``x86-64-v3``) instead of ``host``, the building machine's (D122).
    ``skip``: ``[[build.skip]]`` tables, each leaving out one GPU target's compiles of the artifacts it matches
    (:class:`TargetSkip`; D97): what iree-compile cannot build for a chip, so that ``doit`` builds the rest.
    """

    model_config = FROZEN
    extra_targets: tuple[Literal["cuda", "rocm"], ...] = ()
    chips: dict[str, str] = {}
    skip: tuple[TargetSkip, ...] = ()

    @field_validator("extra_targets")
    @classmethod
    def _unique(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        twice = next((i for i, t in enumerate(v) if t in v[:i]), None)
        if twice is not None:
            raise fail(f"{show_value(v[twice])} is listed twice; list each target once", twice)
        return v

    @field_validator("chips", mode="before")
    @classmethod
    def _known_chips(cls, v: Any) -> Any:
        from cnxbuild.targets import DEFAULT_TARGET, GPU_CHIPS

        if not isinstance(v, dict):
            raise fail(f"{show_value(v)} is not a table of chips by target ({{ rocm = \"gfx90a\" }})")
        named = [DEFAULT_TARGET, *GPU_CHIPS]
        for target, chip in v.items():
            if target == DEFAULT_TARGET:
                cls._known_cpu(chip)
                continue
            if target not in GPU_CHIPS:
                hip = " (IREE's hip device runs the rocm target)" if target == "hip" else ""
                raise fail(f"{show_value(target)} is not a compile target{hip}; "
                            f"{did_you_mean(target, named)}"
                            f"chips are named for: {', '.join(named)}")
            if not isinstance(chip, str) or chip not in GPU_CHIPS[target]:  # no near miss: other hardware
                why, allowed = REFUSED_CHIPS.get(chip, "") if isinstance(chip, str) else "", \
                    ", ".join(GPU_CHIPS[target])
                raise fail(f"{target} = {show_value(chip)} is not a {target} chip iree-compile 3.13 "
                            f"builds for{why}; allowed: {allowed}")
        return v

    @staticmethod
    def _known_cpu(cpu: Any) -> None:
        """``chips``' llvm-cpu entry is ``host`` or an x86-64 CPU iree-compile 3.13 knows (D122): said here, since
        LLVM only warns of an unknown CPU and builds for a generic one."""
        from cnxbuild.targets import CPU_NAMES, HOST

        if isinstance(cpu, str) and (cpu == HOST or cpu in CPU_NAMES):
            return
        if isinstance(cpu, (list, tuple)):  # a mixed fleet (a new user's finding, stop 55)
            raise fail(f"llvm-cpu = {show_value(cpu)} is an array; name one CPU (a string): a matrix compiles each "
                       "module for one CPU, so build a fleet of two CPUs in two directories (doit -d DIR), one "
                       "matrix each")
        near = did_you_mean(cpu, [HOST, *CPU_NAMES]) if isinstance(cpu, str) else ""
        raise fail(f"llvm-cpu = {show_value(cpu)} is not an x86-64 CPU iree-compile 3.13 builds for; {near}"
                   f"allowed: {HOST} (the building machine's, the default), the portable levels x86-64-v2, "
                   f"x86-64-v3 (AVX2), x86-64-v4 (AVX-512), or an LLVM CPU name (znver3, skylake-avx512, ...; "
                   f"cnxbuild.targets.CPU_NAMES)")

    @field_validator("chips")
    @classmethod
    def _chips_of_listed_targets(cls, v: dict[str, str], info: Any) -> dict[str, str]:
        from cnxbuild.targets import DEFAULT_TARGET

        listed = info.data.get("extra_targets")  # absent: extra_targets itself was refused
        unlisted = [t for t in v if listed is not None and t not in listed and t != DEFAULT_TARGET]
        if unlisted:  # said at chips' line (a breaker's finding, stop 43: it was [build]'s)
            raise fail(f"names a chip for {', '.join(unlisted)}, which extra_targets does not list; add it to "
                       f"extra_targets (now {list(listed)}) or drop its chip")
        return v

    @field_validator("skip")
    @classmethod
    def _skips_of_listed_targets(cls, v: tuple[TargetSkip, ...], info: Any) -> tuple[TargetSkip, ...]:
        listed = info.data.get("extra_targets")
        for i, s in enumerate(v):  # said at the skip's own table
            if listed is not None and s.target not in listed:
                raise fail(f"leaves out {s.target} compiles, but extra_targets does not list {s.target} (now "
                           f"{list(listed)}); add it there or drop the skip", i)
        return v


class Matrix(BaseModel):
    """A whole matrix file. ``source`` is the file name used in every error message."""

    model_config = FROZEN
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
