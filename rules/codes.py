"""``codes``: record the matrix's user datasets in ``verified_mlir/datasets.json`` (cnxbuild.codes; D25).

Runs before every render of a matrix that has a user dataset (the renders ``task_dep`` on it), so a code is
recorded before any artifact named with it exists; a later matrix that gives the code another dataset is
then refused when its graph is built. A matrix of built-in datasets only has no such task and no such file.
"""

from __future__ import annotations

from pathlib import Path

from doit.tools import config_changed

from cnxbuild.build_support import variant_json, write_atomic
from cnxbuild.codes import CODES_FILE, codes_json
from cnxbuild.variant import Dataset
from rules import graph, write_failed

__all__ = ["task_codes", "codes_action", "CODES_TASK"]

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


def task_codes():
    """verified_mlir/datasets.json: the user datasets' codes, so one code never names two datasets."""
    g = graph()
    datasets = [variant_json(d) for d in g.user_datasets()]
    if not datasets:
        return {"actions": [], "doc": "record user datasets' codes (this matrix has none)"}
    return {
        "doc": f"{CODES_FILE}: record the user datasets' codes",
        "actions": [(codes_action, [str(g.root), datasets])],
        "uptodate": [config_changed({"datasets": datasets})],
        "verbosity": 1,
    }
