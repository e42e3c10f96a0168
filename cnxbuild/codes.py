"""The dataset-code registry of a build directory: one code names one dataset, forever (docs/decisions.md,
D25).

A slug spells a dataset by its code (``convnextfood_adam_train_step``), not by its class count K, which the
artifact bakes (the head's shape, the loss). Within one matrix the graph already refuses two datasets with
one code (config: RegistryError); across matrices built into the same ``verified_mlir/``
(``CNXBUILD_MATRIX=other.toml doit``) nothing else would stop ``food`` meaning K = 101 today and K = 7
tomorrow, silently replacing the module under the same name. So every user dataset a build renders is
recorded in ``verified_mlir/datasets.json``::

    {"format": "cnxbuild.datasets/1", "codes": {"food": {"classes": 101, "name": "food"}}}

and a later matrix that gives a recorded code another dataset is refused when its graph is built, before
anything is written. Entries are never removed by the build (artifacts named with them may still be there);
a user who has removed those artifacts deletes the entry by hand. Built-in datasets (``imagenette`` = "",
``imagenet`` = "in") are fixed in code and not recorded. The file exists only once a user dataset was built.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from cnxbuild.variant import BUILTIN_DATASETS, Dataset, Forward, TrainStep

__all__ = ["CODES_FILE", "FORMAT", "CodeConflict", "load_codes", "user_datasets", "check_codes", "codes_json"]

CODES_FILE = Path("verified_mlir") / "datasets.json"
FORMAT = "cnxbuild.datasets/1"
_BUILTIN = {(d.code, d.name, d.classes) for d in BUILTIN_DATASETS.values()}


class CodeConflict(ValueError):
    """A dataset code the registry ties to another dataset, or a registry that cannot be read."""


def load_codes(root: Path) -> dict[str, dict[str, Any]]:
    """The recorded codes of ``root``'s registry: ``{code: {"name": str, "classes": int}}`` ({} if none).

    Raises:
        CodeConflict: the file exists but is not a registry of this format.
    """
    path = root / CODES_FILE
    try:
        doc = json.loads(path.read_text())
    except (FileNotFoundError, NotADirectoryError):
        return {}
    except (OSError, ValueError) as e:
        raise CodeConflict(f"{path}: cannot read the dataset-code registry ({e})") from None
    codes = doc.get("codes") if isinstance(doc, dict) and doc.get("format") == FORMAT else None
    if not isinstance(codes, dict) or not all(isinstance(v, dict) and {"name", "classes"} <= set(v)
                                              for v in codes.values()):
        raise CodeConflict(f"{path}: not a dataset-code registry (expected format {FORMAT!r} with a 'codes' "
                           "table of {name, classes}); restore it from version control")
    return codes


def user_datasets(targets: Iterable[tuple[TrainStep | Forward, list]]) -> dict[str, tuple[Dataset, list]]:
    """The user datasets of ``targets`` (``(variant, origins)`` pairs) by code, each with where it is used."""
    out: dict[str, tuple[Dataset, list]] = {}
    for v, origins in targets:
        d = v.dataset
        if (d.code, d.name, d.classes) not in _BUILTIN:
            out.setdefault(d.code, (d, []))[1].extend(origins)
    return out


def check_codes(root: Path, targets: Iterable[tuple[TrainStep | Forward, list]]) -> None:
    """Refuse a user dataset whose code ``root``'s registry ties to another dataset (name or class count).

    Raises:
        CodeConflict: naming the code, both datasets, the registry file, where the matrix uses it, and the
            ways out.
    """
    recorded = load_codes(root)
    for code, (d, origins) in sorted(user_datasets(targets).items()):
        old = recorded.get(code)
        if old is None or (old["name"], old["classes"]) == (d.name, d.classes):
            continue
        where = "; ".join(sorted({str(o) for o in origins})[:3])
        raise CodeConflict(
            f"dataset code {code!r} already names {old['name']} (K={old['classes']}) in {root / CODES_FILE}, "
            f"where artifacts named with it were built; this matrix ({where}) gives it to {d.name} "
            f"(K={d.classes}). One code names one dataset in a build directory, so that an artifact's name "
            "never means two class counts: give this dataset another code, or build it in its own directory "
            f"(doit -f dodo.py -d DIR); if the K={old['classes']} artifacts are gone for good, remove "
            f"{code!r} from {CODES_FILE}")


def codes_json(root: Path, datasets: Iterable[Dataset]) -> bytes | None:
    """The registry of ``root`` with ``datasets`` added (sorted, deterministic bytes); None if it would hold
    no code (no user dataset was ever built here). Raises CodeConflict as :func:`load_codes`."""
    codes = dict(load_codes(root))
    for d in datasets:
        codes[d.code] = {"classes": d.classes, "name": d.name}
    if not codes:
        return None
    return (json.dumps({"format": FORMAT, "codes": codes}, indent=1, sort_keys=True) + "\n").encode()
