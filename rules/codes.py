"""``codes``: record the matrix's user datasets in ``verified_mlir/datasets.json`` (cnxbuild.codes; D25).

Runs before every render of a matrix that has a user dataset (the renders ``task_dep`` on it), so a code is
recorded before any artifact named with it exists; a later matrix that gives the code another dataset is
then refused when its graph is built. A matrix of built-in datasets only has no such task and no such file.
"""

from __future__ import annotations

from pathlib import Path

from cnxbuild.build_support import variant_json, write_atomic
from cnxbuild.codes import CODES_FILE, CodeConflict, codes_json, load_codes
from cnxbuild.variant import Dataset
from rules import graph, write_failed

__all__ = ["task_codes", "codes_action", "codes_recorded", "CODES_TASK"]

CODES_TASK = "codes"


def codes_action(root: str, datasets: list[dict]) -> object:
    """Add ``datasets`` (Dataset JSON) to the registry under ``root``, atomically."""
    data = codes_json(Path(root), [Dataset.model_validate(d) for d in datasets])
    path = Path(root) / CODES_FILE
    if data is None or (path.is_file() and path.read_bytes() == data):
        return None
    try:
        write_atomic(path, data)
    except OSError as e:
        return write_failed(str(path), e)
    return None


def codes_recorded(root: str, datasets: list[dict]) -> bool:
    """doit ``uptodate``: the registry under ``root`` already records every one of ``datasets`` (a deleted or
    older registry is written again)."""
    try:
        recorded = load_codes(Path(root))
    except CodeConflict:
        return False
    return all(recorded.get(d["code"]) == {"classes": d["classes"], "name": d["name"]} for d in datasets)


def task_codes():
    """verified_mlir/datasets.json: the user datasets' codes, so one code never names two datasets."""
    g = graph()
    datasets = [variant_json(d) for d in g.user_datasets()]
    if not datasets:
        return {"actions": [], "doc": "record user datasets' codes (this matrix has none)"}
    return {
        "doc": f"{CODES_FILE}: record the user datasets' codes",
        "actions": [(codes_action, [str(g.root), datasets])],
        "uptodate": [(codes_recorded, [str(g.root), datasets])],
        "verbosity": 1,
    }
