"""Give freed memory back to the system, so that a check's peak resident memory is what it holds, not what it
held once (docs/check-cost.md).

glibc's ``malloc`` serves a request of at least its mmap threshold with its own ``mmap`` (returned to the
system on ``free``), the rest from its heap (kept by the process after ``free``). The threshold starts at
128 KiB and rises to the size of each mmapped block freed, up to 32 MiB: after the first large array of a
check is freed, every tensor of ConvNeXt-B up to 32 MiB (most of θ, in float32 or float64) comes from the heap,
and the heap only grows. A ConvNeXt-B twin check kept ~5 GiB of freed tensors that way. :func:`hold_no_freed_heap`
fixes the threshold at 1 MiB (blocks that large always go back on ``free``); :func:`trim` hands back the
heap's free pages now (``malloc_trim``).

A process that runs a train step again and again wants the opposite: every step allocates and frees the same
large transient buffers (IREE's ``local-task`` driver takes them from ``malloc``), and a block that comes from
its own ``mmap`` is fresh pages at every step, each page faulted in and zeroed by the kernel. A 28M-parameter
AdamW step at 224 px, batch 8, faulted in ~1.9 GB a step (~475,000 page faults, ~0.5 s of kernel CPU of the
step's ~3.2 s). :func:`keep_freed_heap` serves every block from the heap and never trims it, for the duration
of a ``with`` block: the step ran 10 % faster, resident peak +0.15 GiB (docs/performance.md, "Page faults";
docs/decisions.md, D77). :data:`KEEP_HEAP_TUNABLES` is the same setting as ``GLIBC_TUNABLES`` for a process
started afresh (a driver in C, ``iree-run-module``, PyTorch).

All are no-ops where the C library is not glibc.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import re
from collections.abc import Iterator
from pathlib import Path

__all__ = ["hold_no_freed_heap", "trim", "MMAP_THRESHOLD", "reset_peak", "peak_rss_bytes", "note_child_peak",
           "child_peak_bytes", "keep_freed_heap", "KEEP_HEAP_TUNABLES"]

M_TRIM_THRESHOLD = -1  # glibc malloc.h; mallopt's parameter numbers
M_MMAP_THRESHOLD = -3
M_MMAP_MAX = -4
DEFAULT_MMAP_MAX = 65536  # glibc's default M_MMAP_MAX
DEFAULT_TRIM_THRESHOLD = 128 * 1024  # glibc's default M_TRIM_THRESHOLD, bytes
#: ``GLIBC_TUNABLES`` of :func:`keep_freed_heap` for a process started afresh: no block from its own mmap, the
#: heap trimmed only above 1 TiB (glibc 2.26 and later).
KEEP_HEAP_TUNABLES = "glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=1099511627776"
MMAP_THRESHOLD = 1 << 20  # bytes: a 1 MiB block costs one mmap; a ConvNeXt tensor that size is rare


@functools.lru_cache(maxsize=None)
def _glibc() -> ctypes.CDLL | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def hold_no_freed_heap() -> bool:
    """Fix glibc's mmap threshold at :data:`MMAP_THRESHOLD` for the rest of the process (the dynamic rise to
    32 MiB is turned off). Returns whether it was set."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


@contextlib.contextmanager
def keep_freed_heap() -> Iterator[bool]:
    """Within the ``with`` block, glibc serves every block from its heap (``M_MMAP_MAX`` 0) and never gives
    the heap back (``M_TRIM_THRESHOLD`` -1, glibc's "disable trimming"), so the memory a train step frees is
    the memory its next call reuses, already faulted in. Yields whether glibc took both settings. On leaving,
    the limits go back to glibc's defaults (mmap for blocks from the threshold up; trim above 128 KiB) and the
    heap's free pages are returned (:func:`trim`); a block inside another leaves both to the outermost. Not
    for checks: they want :func:`hold_no_freed_heap`.
    """
    libc = _glibc()
    if libc is None:
        yield False
        return
    if _KEPT[0]:  # nested: the outer block set it and restores it
        _KEPT[0] += 1
        try:
            yield _KEPT_TOOK[0]
        finally:
            _KEPT[0] -= 1
        return
    took = bool(libc.mallopt(M_MMAP_MAX, 0)) and bool(libc.mallopt(M_TRIM_THRESHOLD, -1))
    _KEPT[0], _KEPT_TOOK[0] = 1, took
    try:
        yield took
    finally:
        _KEPT[0] = 0
        libc.mallopt(M_MMAP_MAX, DEFAULT_MMAP_MAX)
        libc.mallopt(M_TRIM_THRESHOLD, DEFAULT_TRIM_THRESHOLD)
        libc.malloc_trim(0)


_KEPT = [0]  # open keep_freed_heap blocks (a nested one leaves the setting to the outermost)
_KEPT_TOOK = [False]  # whether glibc took the outermost block's settings


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
