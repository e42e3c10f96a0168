"""The ``.vmfb`` that ``doit`` built for a module, reused by ``cnxbuild train`` when it is current
(docs/decisions.md, D32, D88).

``doit`` compiles ``verified_mlir/<slug>.mlir`` into ``build/llvm-cpu/<slug>.vmfb`` (rules/compile.py) and
writes beside it the compile record ``<slug>.vmfb.json`` (cnxbuild.targets.compile_record): the sha256 of the
``.mlir`` it compiled and of the ``.vmfb`` it wrote, and the facts the ``.vmfb`` depends on (IREE's
versions, the flags and the host CPU: cnxbuild.targets.compile_facts). The file is reused only when that
record matches the ``.mlir`` bytes on disk, this machine's facts, and the ``.vmfb``'s bytes (never a damaged
one: D24); anything else (no record, another IREE, another CPU, an edited file) means "compile as usual". The
flags are the same by construction: both compile with ``IreeCompile()`` (llvm-cpu, target CPU ``host``). A module
that the matrix's ``[build] chips`` compiled for a named CPU (its record's ``chip``: D122) is the one a
fleet runs: it is reused when its record matches that CPU's facts and this machine has every CPU feature the
record lists (:func:`lacking`), so train runs the module that ships (a new user's finding, stop 56, D125); one
using a feature this machine lacks is not. A driver that is not Python can make the same test from the record
alone (docs/sidecar.md, "The compile record").
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["COMPILE_DIR", "compile_facts", "prebuilt_vmfb", "lacking", "cpu_refusal"]

COMPILE_DIR = Path("build") / "llvm-cpu"


def compile_facts(cpu: str | None = None) -> dict[str, str]:
    """What an llvm-cpu ``.vmfb`` for ``cpu`` (None: ``host``) depends on besides its ``.mlir``
    (cnxbuild.targets.compile_facts, which the compile task's key and its record read too)."""
    from cnxbuild.run import tool_versions
    from cnxbuild.targets import compile_facts as facts

    return facts("llvm-cpu", tool_versions(), cpu)


def _record(slug: str, root: Path) -> tuple[Path, object]:
    """``root/build/llvm-cpu/<slug>.vmfb`` and its compile record, parsed (None: missing or not JSON)."""
    from cnxbuild.targets import read_record

    vmfb = root / COMPILE_DIR / f"{slug}.vmfb"
    return vmfb, read_record(vmfb)


def prebuilt_vmfb(slug: str, mlir: Path, root: Path = Path("."), matrix_cpu: str | None | bool = False
                  ) -> Path | None:
    """``root/build/llvm-cpu/<slug>.vmfb`` if its compile record says doit compiled it from ``mlir``'s current
    bytes with this machine's IREE and flags for ``host`` (this machine's CPU), or for a named CPU whose every
    feature this machine has (:func:`lacking`), and it still holds the bytes written then; else None. Not one for
    another CPU than ``matrix_cpu`` (the matrix's ``[build] chips`` llvm-cpu entry, None for ``host``; False: no
    matrix known), nor one whose record names a CPU this cnxbuild does not know (breakers' findings, stop 56)."""
    from cnxbuild.targets import record_matches

    vmfb, record = _record(slug, root)
    if not isinstance(record, dict) or cpu_refusal(record, matrix_cpu) is not None:
        return None
    cpu = record.get("chip")
    return vmfb if record_matches(record, mlir, vmfb, compile_facts(cpu), cpu) else None


def cpu_refusal(record: dict, matrix_cpu: str | None | bool = False) -> str | None:
    """Why the module of compile ``record`` is not one train may run here for its CPU, said after the module's
    path ("is compiled for …"), or None: compiled for another CPU than ``matrix_cpu`` names (False: no matrix
    known), for a CPU this cnxbuild does not know, or for one with features this machine lacks or cannot tell
    (D122, D125, D127). :func:`prebuilt_vmfb` reuses no module it refuses, and train says its words."""
    from cnxbuild.targets import CPU_NAMES

    cpu = record.get("chip")
    if matrix_cpu is not False and cpu != matrix_cpu:
        return (f"is compiled for the CPU {cpu or 'host'}, the matrix names {matrix_cpu or 'host'}: run doit to "
                "compile it again")
    if cpu is None:
        return None
    if cpu not in CPU_NAMES:
        return f"is compiled for the CPU {cpu!r}, which this cnxbuild's iree-compile does not know"
    missing = lacking(record)
    if missing is None:
        return (f"is compiled for the CPU {cpu} (its compile record's chip), and which of its features this machine "
                "has cannot be told (the record lists none, or iree-compile cannot say)")
    if missing:
        shown = ", ".join(missing[:6]) + (f" and {len(missing) - 6} more" if len(missing) > 6 else "")
        return f"is compiled for the CPU {cpu} (its compile record's chip), whose {shown} this machine lacks"
    return None


def lacking(record: dict) -> list[str] | None:
    """The CPU features compile ``record``'s module may use (its ``cpu_features``) that this machine lacks, sorted
    (``[]``: it runs here); None when the record lists none or iree-compile cannot say what this machine has."""
    from cnxbuild.run.iree import cpu_features

    want, have = record.get("cpu_features"), cpu_features("host")
    if not isinstance(want, list) or not want or have is None:
        return None
    return sorted(set(map(str, want)) - have)
