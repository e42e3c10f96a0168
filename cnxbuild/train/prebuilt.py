"""The ``.vmfb`` that ``doit`` built for a module, reused by ``cnxbuild train`` when it is current
(docs/decisions.md, D32).

``doit`` compiles ``verified_mlir/<slug>.mlir`` into ``build/llvm-cpu/<slug>.vmfb`` (rules/compile.py) and
records in its dependency file (``.doit.db``) the MD5 of the ``.mlir`` it compiled and a digest of the facts
the ``.vmfb`` depends on (IREE's versions and the host CPU: ``rules.compile_tool_versions``). The file is
reused only when that record matches the ``.mlir`` bytes on disk and this machine's facts, and the ``.vmfb`` still
holds the bytes the compile wrote (its sha256, recorded by the task: D24); anything else (no
record, another IREE, another CPU, an edited file, an unreadable database) means "compile as usual". The flags
are the same by construction: both compile with ``IreeCompile()`` (llvm-cpu, target CPU ``host``).
"""

from __future__ import annotations

import dbm
import hashlib
import json
from pathlib import Path

__all__ = ["COMPILE_DIR", "DOIT_DB", "compile_facts", "prebuilt_vmfb"]

COMPILE_DIR = Path("build") / "llvm-cpu"
DOIT_DB = ".doit.db"


def compile_facts() -> dict[str, str]:
    """What an llvm-cpu ``.vmfb`` depends on besides its ``.mlir`` (cnxbuild.targets.compile_facts, which the
    compile task's key reads too)."""
    from cnxbuild.run import tool_versions
    from cnxbuild.targets import compile_facts as facts

    return facts("llvm-cpu", tool_versions())


def _record(db: Path, task: str) -> dict | None:
    """doit's saved values of ``task`` (JSON per task in a dbm file), or None."""
    try:
        with dbm.open(str(db), "r") as d:
            raw = d.get(task.encode())
    except dbm.error + (OSError,):
        return None
    try:
        return json.loads(raw.decode()) if raw is not None else None
    except ValueError:
        return None


def prebuilt_vmfb(slug: str, mlir: Path, root: Path = Path(".")) -> Path | None:
    """``root/build/llvm-cpu/<slug>.vmfb`` if doit compiled it from ``mlir``'s current bytes with this
    machine's IREE and CPU, else None."""
    vmfb = root / COMPILE_DIR / f"{slug}.vmfb"
    record = _record(root / DOIT_DB, f"compile:{slug}")
    if not vmfb.is_file() or not mlir.is_file() or record is None:
        return None
    states = [v for k, v in record.items()
              if Path(k).name == mlir.name and isinstance(v, list) and len(v) == 3]
    if len(states) != 1 or states[0][2] != hashlib.md5(mlir.read_bytes()).hexdigest():
        return None
    facts = hashlib.md5(json.dumps(compile_facts(), sort_keys=True).encode()).hexdigest()
    values = record.get("_values_:") or {}
    if values.get("_config_changed") != facts:
        return None
    # the .vmfb must still hold the bytes iree-compile wrote (docs/decisions.md, D24): never a damaged one
    wrote = [d for k, d in (values.get("written") or {}).items() if Path(k).name == vmfb.name]
    if len(wrote) != 1 or wrote[0] != hashlib.sha256(vmfb.read_bytes()).hexdigest():
        return None
    return vmfb
