"""Give freed memory back to the system, so that a check's peak resident memory is what it holds, not what it
held once (docs/check-cost.md).

glibc's ``malloc`` serves a request of at least its mmap threshold with its own ``mmap`` (returned to the
system on ``free``), the rest from its heap (kept by the process after ``free``). The threshold starts at
128 KiB and rises to the size of each mmapped block freed, up to 32 MiB: after the first large array of a
check is freed, every tensor of ConvNeXt-B up to 32 MiB (most of θ, in float32 or float64) comes from the heap,
and the heap only grows. A ConvNeXt-B twin check kept ~5 GiB of freed tensors that way. :func:`hold_no_freed_heap`
fixes the threshold at 1 MiB (blocks that large always go back on ``free``); :func:`trim` hands back the
heap's free pages now (``malloc_trim``). A check of a small float32 twin sets :data:`HEAP_THRESHOLD` (32 MiB)
instead: its freed blocks are reused, already faulted in, until the trim after each run; its peak stays far from
8 GB (docs/decisions.md, D133).

A process that runs a train step again and again wants the opposite: every step allocates and frees the same
large transient buffers (IREE's ``local-task`` driver takes them from ``malloc``), and a block that comes from
its own ``mmap`` is fresh pages at every step, each page faulted in and zeroed by the kernel. A 28M-parameter
AdamW step at 224 px, batch 8, faulted in ~1.9 GB a step (~470,000 page faults; ~0.7 s of kernel CPU beside
~2.5 s of user CPU a step). :func:`keep_freed_heap` serves every block from the heap and never trims it, for
the duration of a ``with`` block: the step ran 10 % faster at batch 8 and 12–20 % at batch 32
(docs/performance.md, "Page faults"; docs/decisions.md, D77). :data:`KEEP_HEAP_TUNABLES` is the setting as
``GLIBC_TUNABLES`` for a process started afresh (a driver in C, ``iree-run-module``, PyTorch);
:func:`keep_heap_environ` adds it to a child's environment.

All are no-ops where the C library is not glibc.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import os
import re
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path

__all__ = ["hold_no_freed_heap", "trim", "MMAP_THRESHOLD", "HEAP_THRESHOLD", "reset_peak", "peak_rss_bytes",
           "note_child_peak", "child_peak_bytes", "keep_freed_heap", "KEEP_HEAP_TUNABLES", "keep_heap_environ"]

M_TRIM_THRESHOLD = -1  # glibc malloc.h; mallopt's parameter numbers
M_MMAP_THRESHOLD = -3
M_MMAP_MAX = -4
DEFAULT_MMAP_MAX = 65536  # glibc's default M_MMAP_MAX
DEFAULT_TRIM_THRESHOLD = 128 * 1024  # glibc's default M_TRIM_THRESHOLD, bytes
#: ``GLIBC_TUNABLES`` of :func:`keep_freed_heap` for a process started afresh: no block from its own mmap, the
#: heap trimmed only above 1 TiB, one arena for every thread (glibc 2.26 and later; setuid programs ignore
#: it).
KEEP_HEAP_TUNABLES = ("glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=1099511627776:"
                      "glibc.malloc.arena_max=1")
_TUNABLES = "GLIBC_TUNABLES"
MMAP_THRESHOLD = 1 << 20  # bytes: a 1 MiB block costs one mmap; a ConvNeXt tensor that size is rare
#: bytes: the ceiling of glibc's own dynamic threshold on a 64-bit host (``DEFAULT_MMAP_THRESHOLD_MAX``): blocks
#: below it come from the heap and are reused, already faulted in, until :func:`trim` (D133)
HEAP_THRESHOLD = 32 << 20


@functools.lru_cache(maxsize=None)
def _glibc() -> ctypes.CDLL | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def hold_no_freed_heap(threshold: int = MMAP_THRESHOLD) -> bool:
    """Fix glibc's mmap threshold at ``threshold`` bytes (:data:`MMAP_THRESHOLD`, or :data:`HEAP_THRESHOLD` for
    a check small enough to keep its freed blocks, docs/decisions.md D133) for the rest of the process (the
    dynamic rise to 32 MiB is turned off). Returns whether it was set."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, threshold))


@contextlib.contextmanager
def keep_freed_heap() -> Iterator[bool]:
    """Within the ``with`` block, glibc serves every block from its heap (``M_MMAP_MAX`` 0) and never gives
    the heap back (``M_TRIM_THRESHOLD`` -1, glibc's "disable trimming"), so the memory a train step frees is
    the memory its next call reuses, already faulted in. Yields whether glibc took both settings.

    On leaving the last open block (blocks may nest, overlap across threads or close out of order: the
    settings are the process's, held while any block is open), the two limits go back to what the process
    started with (``GLIBC_TUNABLES``, else glibc's defaults: mmap for blocks from the threshold up, trim above
    128 KiB) and the heap's free pages are returned (:func:`trim`). glibc's dynamic mmap threshold stays off
    afterwards, as after any ``mallopt`` (D51's fixed threshold is kept). Not for checks: they want
    :func:`hold_no_freed_heap`.

    .. note:: A thread that already has an arena of its own (glibc gives threads their own as they contend)
       still maps a block larger than that arena's 64 MiB heap afresh; IREE's allocating thread used the main
       heap in every measurement here. A process started with :data:`KEEP_HEAP_TUNABLES` limits glibc to one
       arena.
    """
    libc = _glibc()
    if libc is None:
        yield False
        return
    with _KEPT_LOCK:
        if _KEPT["open"] == 0:
            _KEPT["took"] = bool(libc.mallopt(M_MMAP_MAX, 0)) and bool(libc.mallopt(M_TRIM_THRESHOLD, -1))
        _KEPT["open"] += 1
        took = _KEPT["took"]
    try:
        yield took
    finally:
        with _KEPT_LOCK:
            _KEPT["open"] -= 1
            if _KEPT["open"] == 0:
                mmap_max, trim_threshold = _started_with()
                libc.mallopt(M_MMAP_MAX, mmap_max)
                libc.mallopt(M_TRIM_THRESHOLD, trim_threshold)
                libc.malloc_trim(0)


_KEPT = {"open": 0, "took": False}  # keep_freed_heap blocks open in this process; whether glibc took it
_KEPT_LOCK = threading.Lock()


@functools.lru_cache(maxsize=None)
def _started_with() -> tuple[int, int]:
    """``M_MMAP_MAX`` and ``M_TRIM_THRESHOLD`` as this process started: from ``GLIBC_TUNABLES`` (numbers
    as glibc's ``strtoul`` reads them: ``0x`` hex, a leading ``0`` octal, else decimal; the last setting of a
    name wins; a threshold beyond a C int is -1, "never trim"; a count beyond one is the largest int), else
    glibc's defaults."""
    found = dict(re.findall(r"glibc\.malloc\.(mmap_max|trim_threshold)=(0[xX][0-9a-fA-F]+|\d+)",
                            os.environ.get(_TUNABLES, "")))

    def number(text: str) -> int:
        if text[:2] in ("0x", "0X"):
            return int(text, 16)
        return int(text, 8) if len(text) > 1 and text[0] == "0" else int(text)

    trim_threshold = number(found.get("trim_threshold", str(DEFAULT_TRIM_THRESHOLD)))
    mmap_max = min(number(found.get("mmap_max", str(DEFAULT_MMAP_MAX))), 2**31 - 1)
    return mmap_max, trim_threshold if trim_threshold < 2**31 else -1


def keep_heap_environ(environ: Mapping[str, str]) -> dict[str, str]:
    """``environ`` for a child process that keeps freed memory: :data:`KEEP_HEAP_TUNABLES` appended to any
    ``GLIBC_TUNABLES`` it has (a later tunable of the same name wins)."""
    had = environ.get(_TUNABLES, "")
    return {**environ, _TUNABLES: f"{had}:{KEEP_HEAP_TUNABLES}" if had else KEEP_HEAP_TUNABLES}


def trim() -> None:
    """Return the heap's free pages to the system (``malloc_trim(0)``)."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


_CHILD_PEAK = [0]  # bytes: the largest peak a child reported since the last reset_peak


def peak_rss_bytes() -> int | None:
    """This process's peak resident set size since the last :func:`reset_peak` (Linux ``VmHWM``), in bytes;
    None where ``/proc/self/status`` has no such line."""
    try:
        m = re.search(r"VmHWM:\s+(\d+)\s*kB", Path("/proc/self/status").read_text())
    except OSError:
        return None
    return int(m.group(1)) * 1024 if m else None


def reset_peak() -> None:
    """Start a new peak: ``VmHWM`` is reset to the current resident size (Linux ``/proc/self/clear_refs`` 5),
    and the children's peaks noted so far are forgotten. A no-op where that file cannot be written."""
    _CHILD_PEAK[0] = 0
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        pass


def note_child_peak(nbytes: int | None) -> None:
    """Record a child process's own peak resident size (bytes; e.g. the XLA child's ``VmHWM``)."""
    if nbytes:
        _CHILD_PEAK[0] = max(_CHILD_PEAK[0], int(nbytes))


def child_peak_bytes() -> int:
    """The largest child peak noted since the last :func:`reset_peak` (0: none)."""
    return _CHILD_PEAK[0]
