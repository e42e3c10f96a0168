"""The dataset-code registry of a build directory: one code names one dataset, forever (docs/decisions.md,
D25).

A slug spells a dataset by its code (``<family token><size code>food_adam_train_step``), not by its class
count K, which the artifact bakes (the head's shape, the loss). Within one matrix the graph already refuses two
datasets with one code (config: RegistryError); across matrices built into the same ``verified_mlir/``
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

__all__ = ["CODES_FILE", "FORMAT", "CodeConflict", "load_codes", "user_datasets", "check_codes",
           "record_code", "is_recorded"]

CODES_FILE = Path("verified_mlir") / "datasets.json"
FORMAT = "cnxbuild.datasets/1"
_BUILTIN = {(d.code, d.name, d.classes) for d in BUILTIN_DATASETS.values()}


def _builtin(d: Dataset) -> bool:
    """``d`` is one of the built-in datasets (fixed in code, never recorded)."""
    return (d.code, d.name, d.classes) in _BUILTIN


class CodeConflict(ValueError):
    """A dataset code the registry ties to another dataset, or a registry that cannot be read. ``code``: the
    dataset code of the matrix that conflicts (None for an unreadable registry)."""

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        self.code = code


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
    if not isinstance(codes, dict) or not all(
            isinstance(v, dict) and isinstance(v.get("name"), str) and type(v.get("classes")) is int
            for v in codes.values()):
        raise CodeConflict(f"{path}: not a dataset-code registry (expected format {FORMAT!r} with a 'codes' "
                           "table of {name: string, classes: integer}); restore it from version control")
    return codes


def user_datasets(targets: Iterable[tuple[TrainStep | Forward, list]]) -> dict[str, tuple[Dataset, list]]:
    """The user datasets of ``targets`` (``(variant, origins)`` pairs) by code, each with where it is used."""
    out: dict[str, tuple[Dataset, list]] = {}
    for v, origins in targets:
        d = v.dataset
        if not _builtin(d):
            out.setdefault(d.code, (d, []))[1].extend(origins)
    return out


def _ambiguous(codes: dict[str, str]) -> tuple[str, str, str] | None:
    """Two codes (``{code: dataset name}``) that some size codes of one family make into one model token:
    (the model token, a, b). Checked per family token: each family has its own size codes."""
    from cnxbuild.nets import FAMILIES

    for fam in FAMILIES.values():
        seen: dict[str, str] = {}
        for code in sorted(codes):
            for size in fam.size_codes.values():
                token = size + code
                if token in seen and seen[token] != code:
                    return fam.token + token, seen[token], code
                seen[token] = code
    return None


def check_codes(root: Path, targets: Iterable[tuple[TrainStep | Forward, list]]) -> None:
    """Refuse a user dataset whose code ``root``'s registry ties to another dataset (name or class count), or
    whose code, beside the recorded ones, makes a model token ambiguous (``x`` after ``atto`` spells
    ``attox``, a recorded code after T).

    Raises:
        CodeConflict: naming the code, both datasets, the registry file, where the matrix uses it, and the
            ways out.
    """
    recorded = load_codes(root)
    used = user_datasets(targets)
    for code, (d, origins) in sorted(used.items()):
        old = recorded.get(code)
        if old is None or (old["name"], old["classes"]) == (d.name, d.classes):
            continue
        raise CodeConflict(
            f"dataset code {code!r} already names {old['name']} (K={old['classes']}) in {root / CODES_FILE}, "
            f"where artifacts named with it were built ({_built_with(root, code)}); this matrix "
            f"({_where(origins)}) gives it to {d.name} (K={d.classes}). One code names one dataset in a build "
            "directory, so that an artifact's name never means two class counts: give this dataset another "
            f"code, or build it in its own directory (doit -f dodo.py -d DIR); if the K={old['classes']} "
            f"artifacts are gone for good (deployed copies included), remove {code!r} from {CODES_FILE}", code)
    names = {c: v["name"] for c, v in recorded.items()} | {c: d.name for c, (d, _) in used.items()}
    names |= {d.code: d.name for d in BUILTIN_DATASETS.values()}
    clash = _ambiguous(names)
    if clash and (clash[1] in used or clash[2] in used):
        token, a, b = clash
        mine = b if b in used else a
        raise CodeConflict(
            f"dataset code {mine!r} ({_where(used[mine][1])}) would make the model token '{token}' name "
            f"two datasets of this build directory: code {a!r} ({names[a]}) and code {b!r} ({names[b]}) "
            f"after different size codes ({root / CODES_FILE} records the codes built here); give it a code "
            "that no size code + code spells, or build it in its own directory (doit -f dodo.py -d DIR)")


def _built_with(root: Path, code: str) -> str:
    """Which artifacts of ``root/verified_mlir`` are named with dataset ``code`` now, by their sidecars' variant:
    what a user weighs before removing the code's entry."""
    names = []
    for side in sorted((root / CODES_FILE).parent.glob("*.json")):
        try:
            doc = json.loads(side.read_text())
            if doc["variant"]["dataset"]["code"] == code:
                names.append(doc["slug"])
        except (OSError, ValueError, KeyError, TypeError):
            continue  # not a sidecar (the registry itself, a manifest's neighbour)
    if not names:
        return "none of them is in verified_mlir/ now"
    more = f" and {len(names) - 3} more" if len(names) > 3 else ""
    return f"verified_mlir/ holds {len(names)}: {', '.join(names[:3])}{more}"


def _where(origins: list) -> str:
    return "; ".join(sorted({str(o) for o in origins})[:3]) or "the matrix"


def is_recorded(root: Path, dataset: Dataset) -> bool:
    """``dataset`` is built in, or ``root``'s registry records it under its code (False for an unreadable
    registry)."""
    if _builtin(dataset):
        return True
    try:
        return load_codes(root).get(dataset.code) == {"classes": dataset.classes, "name": dataset.name}
    except CodeConflict:
        return False


def record_code(root: Path, dataset: Dataset) -> None:
    """Record ``dataset`` in ``root``'s registry (atomically, under a lock of its own: renders run in
    parallel), unless it is a built-in dataset or already recorded.

    Raises:
        CodeConflict: the registry ties the code to another dataset, or cannot be read.
        OSError: the registry cannot be written.
    """
    if _builtin(dataset):
        return
    from filelock import FileLock

    from cnxbuild.atomic import write_atomic

    with FileLock(root / ".cnxbuild.lock.codes"):
        codes = dict(load_codes(root))
        old = codes.get(dataset.code)
        if old == {"classes": dataset.classes, "name": dataset.name}:
            return
        if old is not None:
            raise CodeConflict(f"{root / CODES_FILE}: code {dataset.code!r} names {old['name']} "
                               f"(K={old['classes']}), not {dataset.name} (K={dataset.classes}); refusing to "
                               "render over it (another build changed the registry since this one started)")
        codes[dataset.code] = {"classes": dataset.classes, "name": dataset.name}
        doc = {"format": FORMAT, "codes": codes}
        write_atomic(root / CODES_FILE, (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode())
