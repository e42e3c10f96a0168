"""The compiled-twin cache (docs/decisions.md, D69): iree-compile's output kept in a directory by what it depends
on, so a check whose twin did not change since an earlier check (another build, the test session's other worker)
takes the .vmfb instead of compiling it again.

:func:`compile_mlir_cached` is the entry point; the key is :func:`compile_key`. The compiler itself is
:mod:`cnxbuild.run.iree` (its functions are looked up there at each call, so a test's monkeypatch on that module
is seen here too).
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
import sys
from pathlib import Path

from cnxbuild.atomic import remove_temps, write_atomic
from cnxbuild.run import iree

__all__ = ["CACHE_ENTRIES", "compile_key", "compile_mlir_cached"]

#: Entries :func:`compile_mlir_cached` keeps in a cache directory; the least recently used go first.
CACHE_ENTRIES = 96


def compile_key(text: str, inv: iree.IreeCompile = iree.IreeCompile()) -> str:
    """What a .vmfb depends on, as a sha256 (hex): the module's bytes, the command line
    (:func:`~cnxbuild.run.iree.iree_compile_args`), the compiler's version and revision, the other iree-compile
    binary ``$IREE_TOOL_PATH`` makes iree.compiler run (:func:`~cnxbuild.run.iree.other_compiler`), and the CPU
    and target features ``host`` resolves to."""
    h = hashlib.sha256()
    host = inv.target_cpu == "host" and inv.target_backend == "llvm-cpu"
    cpu = f"{iree.host_cpu()} {iree.host_cpu_features()}" if host else inv.target_cpu
    versions = iree.tool_versions()
    for part in (text, *iree.iree_compile_args(inv), versions["iree-base-compiler"],
                 versions.get("iree-revision", ""), repr(sorted(iree.other_compiler().items())), cpu):
        h.update(part.encode() + b"\0")
    return h.hexdigest()


def compile_mlir_cached(text: str, cache_dir: str | os.PathLike | None,
                        inv: iree.IreeCompile = iree.IreeCompile(), slug: str | None = None) -> tuple[bytes, bool]:
    """:func:`~cnxbuild.run.iree.compile_mlir` through a directory of earlier results: ``(vmfb, reused)``.

    The entry is ``<cache_dir>/<compile_key>.<digest of its bytes>.vmfb`` (an entry whose bytes no longer match
    its name is deleted and compiled again): equal keys mean the same module compiled by the same
    compiler with the same flags for the same CPU, so the bytes iree-compile would print (it is deterministic;
    the reused bytes are returned as read). Entries are written atomically, so concurrent checks share the
    directory; a hit refreshes the entry's time, and beyond :data:`CACHE_ENTRIES` the least recently used go.
    ``cache_dir=None`` compiles. A compile that fails leaves no entry. docs/decisions.md, D69.

    A cache that cannot be read or written (read-only, a file where the directory should be, a directory where an
    entry should be) is warned about on stderr and the module compiled: the cache never fails a check.

    Raises:
      ToolError: as :func:`~cnxbuild.run.iree.compile_mlir`.
    """
    if not cache_dir:  # None, or an empty $CNXBUILD_TWIN_CACHE: no cache (never the current directory)
        return iree.compile_mlir(text, inv, slug), False
    key = compile_key(text, inv)
    directory = Path(cache_dir)
    try:
        vmfb = _read_entry(directory, key)
    except OSError as e:  # the cache is for speed: a damaged or unreadable one never costs the check
        _cache_warning(directory, e)
        vmfb = None
    if vmfb is not None:
        return vmfb, True
    vmfb = iree.compile_mlir(text, inv, slug)
    try:
        write_atomic(directory / _entry_name(key, vmfb), vmfb)
        _prune(directory, CACHE_ENTRIES)
    except OSError as e:
        _cache_warning(directory, e)
    return vmfb, False


def _read_entry(directory: Path, key: str) -> bytes | None:
    """The bytes of ``key``'s entry in ``directory`` if one holds the bytes its name promises, else None (an
    entry that does not is deleted). Only regular files are read (never a FIFO, a device or a directory)."""
    for entry in sorted(directory.glob(f"{key}.*.vmfb")):
        try:
            if not stat.S_ISREG(os.lstat(entry).st_mode):
                continue
            vmfb = entry.read_bytes()
            if entry.name == _entry_name(key, vmfb):
                try:
                    os.utime(entry)  # most recently used; a read-only cache still serves
                except OSError:
                    pass
                return vmfb
            entry.unlink()  # its bytes are not the ones written (a damaged disk, a hand edit): compile again
        except FileNotFoundError:  # pruned by another check meanwhile
            pass
    return None


def _cache_warning(directory: Path, e: OSError) -> None:
    """One stderr line: why the cache at ``directory`` was not used. What is there is named rather than what
    ``mkdir`` or the temp file's rename met ("File exists" for ``/dev/null``, a temp name for a directory where an
    entry goes: breakers' findings, stops 44 and 53)."""
    if directory.is_file():
        why = "is a file, not a directory"
    elif directory.exists() and not directory.is_dir():
        why = "is not a directory (a device or a pipe)"
    elif isinstance(e, IsADirectoryError) and (e.filename2 or e.filename):
        why = f"a directory stands where an entry goes ({e.filename2 or e.filename}): remove it"
    else:
        why = f"{e.strerror or e}{f' ({e.filename})' if e.filename else ''}"
    print(f"warning: compiled-twin cache {directory}: {why}; compiling without it", file=sys.stderr)


def _entry_name(key: str, vmfb: bytes) -> str:
    """``<compile key>.<first 16 hex digits of the bytes' sha256>.vmfb``: an entry whose bytes changed is found
    out when it is read."""
    return f"{key}.{hashlib.sha256(vmfb).hexdigest()[:16]}.vmfb"


_ENTRY = re.compile(r"[0-9a-f]{64}\.[0-9a-f]{16}\.vmfb")


def _prune(directory: Path, keep: int) -> None:
    """Delete all but the ``keep`` most recently used entries of ``directory``: files named as
    :func:`_entry_name` names them, never another file that happens to be there; and the temp files of entries
    whose writer is gone (cnxbuild.atomic.stale_temps: never a live writer's)."""
    entries = []
    for p in directory.glob("*.vmfb"):
        if not _ENTRY.fullmatch(p.name):
            continue
        try:
            entries.append((p.stat().st_mtime, p))
        except FileNotFoundError:  # another process pruned it
            pass
    for _, p in sorted(entries, reverse=True)[keep:]:
        p.unlink(missing_ok=True)
    for tmp in directory.glob(".*.vmfb.*.tmp"):  # temps of writers killed before their rename
        name = tmp.name[1:].split(".vmfb.", 1)[0] + ".vmfb"
        if _ENTRY.fullmatch(name):
            remove_temps(directory / name)
