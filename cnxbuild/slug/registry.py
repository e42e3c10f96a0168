"""Dataset codes and the model tokens they make (spec/families.md, "Slug: the model part"): a registry of
datasets is checked so that every family's size code + dataset code spells one (size, dataset) only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from cnxbuild.nets import FAMILIES, Family
from cnxbuild.variant import BUILTIN_DATASETS, Dataset

__all__ = ["RegistryError", "model_keys", "ambiguity", "DatasetRegistry", "DEFAULT_REGISTRY"]


class RegistryError(ValueError):
    """Dataset codes that would make a model token mean two things. ``dataset``: the name of the dataset whose
    code is refused, when one is to blame (a user dataset that takes a code already taken), else None."""

    def __init__(self, message: str, dataset: str | None = None):
        super().__init__(message)
        self.dataset = dataset


def model_keys(fam: Family, datasets: Iterable[Dataset]) -> dict[str, tuple[str, Dataset]]:
    """What follows ``fam``'s token in a model token, without the image size: size code + dataset code →
    (size, dataset). Raises RegistryError when two pairs spell one key (see :func:`ambiguity`)."""
    out: dict[str, tuple[str, Dataset]] = {}
    for ds in sorted(datasets, key=lambda d: d.name):
        for size, code in fam.size_codes.items():
            key = code + ds.code
            if key in out:
                other_size, other = out[key]
                raise RegistryError(
                    f"dataset codes are ambiguous: '{fam.token}{key}' would mean both size {other_size} "
                    f"+ dataset {other.name!r} (code {other.code!r}) and size {size} + dataset "
                    f"{ds.name!r} (code {ds.code!r}); choose a code that no {fam.display} size code + dataset "
                    f"code spells (size codes: {', '.join(repr(c) for c in fam.size_codes.values())})")
            out[key] = (size, ds)
    clash = ambiguity(out)
    if clash:
        raise RegistryError(f"{fam.display} model tokens are ambiguous: '{fam.token}{clash[1]}' reads as "
                            f"{clash[0]!r} followed by image-size digits")
    return out


def ambiguity(keys: Iterable[str]) -> tuple[str, str] | None:
    """Two keys ``(a, b)`` where ``b`` is ``a`` followed by digits only: ``a`` + an image size would read as
    ``b`` (a family whose size codes end in digits: ResNet's ``50``)."""
    keys = sorted(keys)
    for a in keys:
        for b in keys:
            if b != a and b.startswith(a) and b[len(a):].isdigit():
                return a, b
    return None


@dataclass(frozen=True)
class DatasetRegistry:
    """Datasets by name, checked so that, for every registered family, every size code + dataset code
    concatenation is unique.

    Raises:
        RegistryError: two (size, dataset) pairs of one family spell the same model letters (e.g. a dataset
            with code ``"sin"`` beside ``imagenet``'s ``"in"`` makes ``convnextsin`` mean S+imagenet and
            T+sin).
    """

    datasets: Mapping[str, Dataset] = field(default_factory=lambda: dict(BUILTIN_DATASETS))

    def __post_init__(self) -> None:
        for name, ds in sorted(self.datasets.items()):
            if name != ds.name:
                raise RegistryError(f"dataset registered as {name!r} is named {ds.name!r}")
        for fam in FAMILIES.values():
            model_keys(fam, self.datasets.values())

    def letters(self, fam: Family) -> dict[str, tuple[str, Dataset]]:
        """:func:`model_keys` of ``fam`` with these datasets (computed on demand: a family registered later
        is read with the registry's datasets too)."""
        return model_keys(fam, self.datasets.values())

    @classmethod
    def with_user(cls, user: Iterable[Dataset]) -> "DatasetRegistry":
        merged = dict(BUILTIN_DATASETS)
        registry = None
        for ds in user:
            if ds.name in merged and merged[ds.name] != ds:
                raise RegistryError(f"dataset {ds.name!r} is built in; it cannot be redefined", ds.name)
            owner = next((d for d in merged.values() if d.code == ds.code and d.name != ds.name), None)
            if owner is not None:
                whose = "the built-in dataset" if owner.name in BUILTIN_DATASETS else "dataset"
                raise RegistryError(
                    f"{ds.code!r} is already the code of {whose} {owner.name!r}: a code names one dataset in "
                    f"every slug; choose another (codes taken: "
                    f"{', '.join(repr(d.code) for d in merged.values())})", ds.name)
            merged[ds.name] = ds
            try:  # the first user dataset whose code makes a model token ambiguous is the one to blame
                registry = cls(dict(merged))
            except RegistryError as e:
                raise RegistryError(str(e), ds.name) from None
        return registry or cls(merged)


DEFAULT_REGISTRY = DatasetRegistry()
