"""Atomic writes and the temp files they leave: every file cnxbuild writes goes through :func:`write_atomic`.

design.md, "Errors": writes are atomic (temp file + rename), so an interrupted build never leaves a partial
artifact. A temp file is named after the file it will become and the process that writes it::

    .<name>.<pid>.<random>.tmp        e.g.  .convnext_fwd.mlir.48213.k2x9_q1a.tmp

so a cleanup removes only the temps whose writer is gone (:func:`stale_temps`), never one that a live
process is still writing (docs/decisions.md, D21). The longest temp name of a file is
:func:`temp_name_length`; the build graph refuses a name that would not fit the file system (D23).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import signal
import stat
import threading
import tempfile
import time
from pathlib import Path

__all__ = ["file_sha256", "is_temp_of", "signals_held", "write_atomic", "temp_files", "stale_temps", "remove_temps", "temp_name_length", "pid_alive",
           "NAME_MAX", "PAUSE_ENV"]

PAUSE_ENV = "CNXBUILD_PAUSE_BEFORE_REPLACE"  # test hook: seconds write_atomic sleeps before the rename
#: Bytes of one path component on Linux file systems (ext4, xfs, btrfs, tmpfs, overlayfs): POSIX NAME_MAX.
NAME_MAX = 255
_PID_DIGITS = 7  # pid_max is at most 4,194,304 on Linux
_RANDOM = 8  # characters tempfile.mkstemp puts between prefix and suffix


def temp_name_length(name: str) -> int:
    """The longest temp name (bytes) :func:`write_atomic` can use for a file named ``name``."""
    return len(f".{name}.{'9' * _PID_DIGITS}.{'x' * _RANDOM}.tmp".encode())


def remove_report(path: str | os.PathLike) -> None:
    """Remove ``path`` if it is a regular file (not following a link); leave anything else (a link, a device, a
    pipe, nothing). A check removes its earlier report before it runs, so one that does not finish leaves none.

    Raises:
      OSError: the file cannot be removed (a read-only directory).
    """
    try:
        if stat.S_ISREG(os.lstat(path).st_mode):
            os.unlink(path)
    except FileNotFoundError:
        pass


def write_atomic(path: str | os.PathLike, data: bytes, *, follow_links: bool = False) -> None:
    """Write ``data`` to ``path`` via a temp file in the same directory and ``os.replace``.

    A reader (or a build killed at any point) sees the old file or the new one, never a part; the directory is
    created if missing. The file gets the mode a plain ``open(path, "wb")`` would give (0666 less the umask),
    not mkstemp's 0600. A symbolic link at ``path`` is replaced by the file, so nothing is written outside the
    folder the caller named (a link planted in ``verified_mlir/`` turned a render into a write to ``/etc/passwd``:
    a breaker's finding, stop 47, D113). With ``follow_links`` (a path the user gave on the command line:
    ``render -o``, ``check --report``) a link is written through instead: its target is replaced, the link stays
    (``-o /dev/stdout`` into a redirected file replaced the ``/dev/stdout`` link itself).
    ``$CNXBUILD_PAUSE_BEFORE_REPLACE`` (test hook) sleeps before the rename.

    Raises:
        OSError: the directory cannot be created or written (the temp file is removed); its ``filename`` is
            ``path`` where the failing call named none (a full disk: ``ENOSPC`` from ``write``).
    """
    follow = follow_links and os.path.islink(path)
    out = Path(os.path.realpath(path)) if follow else Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.{os.getpid()}.", suffix=".tmp")
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if os.environ.get(PAUSE_ENV):
            time.sleep(float(os.environ[PAUSE_ENV]))
        os.replace(tmp, out)
    except BaseException as e:
        if tmp and os.path.exists(tmp):
            os.unlink(tmp)
        # a write or fsync names no file, mkstemp and a rename the temp: the caller's file is named instead
        # (breakers' findings, stop 56: "standard output", ".ckpt_000003.safetensors.12815.k_qr5eti.tmp")
        if isinstance(e, OSError) and (not e.filename or is_temp_of(os.path.basename(str(e.filename)), out.name)):
            raise OSError(e.errno, e.strerror or str(e), str(path)) from e
        raise


#: The signals :func:`signals_held` holds back: an interrupt (Ctrl-C), a termination, a hang-up.
HELD_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@contextlib.contextmanager
def signals_held():
    """Hold back SIGINT, SIGTERM and SIGHUP while the body runs: their handlers only note them, and each one noted
    is raised again when the body ends, so files written together are all written (a module and its sidecar: an
    interrupt between the two left a new module beside the old module's sidecar, a breaker's finding, stop 47).
    Handlers, not the thread's signal mask: a process-directed signal goes to any thread that does not block it
    (XLA's), and Python runs its handler in the main thread anyway. Outside the main thread nothing is held.
    SIGKILL cannot be held; its temp files are :func:`stale_temps`."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []
    old = {s: signal.signal(s, lambda signum, frame: noted.append(signum)) for s in HELD_SIGNALS}
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        for s in dict.fromkeys(noted):
            signal.raise_signal(s)


@functools.lru_cache(maxsize=None)
def _umask() -> int:
    """The process umask (read once: reading it means setting it)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


def temp_files(path: Path) -> list[Path]:
    """Temp files :func:`write_atomic` has open or left for ``path`` (any writer), sorted."""
    return sorted(Path(path).parent.glob(f".{Path(path).name}.*.tmp"))


def is_temp_of(temp_name: str, name: str) -> bool:
    """Whether a file named ``temp_name`` is a temp file :func:`write_atomic` writes for a file named ``name``
    (the names :func:`temp_files` lists), without listing the directory."""
    return temp_name.startswith(f".{name}.") and temp_name.endswith(".tmp")


def _owner(tmp: Path, name: str) -> int | None:
    """The pid in a temp name of ``name`` (None for a name without one: an older cnxbuild's)."""
    head = tmp.name[len(name) + 2:].split(".", 1)[0]
    return int(head) if head.isdigit() and len(head) <= _PID_DIGITS else None


def pid_alive(pid: int) -> bool:
    """A process with this pid exists (signal 0; another user's process counts as alive)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's live process
        return True
    return True


def stale_temps(path: Path) -> list[Path]:
    """The temp files of ``path`` whose writer is no longer running (a killed build left them), sorted.

    A temp of a live process (a concurrent writer) is never listed. A recycled pid can keep a dead writer's
    temp alive until that process ends; it is then removed by the next build.
    """
    name = Path(path).name
    return [t for t in temp_files(path) if (pid := _owner(t, name)) is None or not pid_alive(pid)]


def remove_temps(path: Path) -> list[Path]:
    """Delete :func:`stale_temps` of ``path``; returns what was deleted."""
    gone = stale_temps(path)
    for tmp in gone:
        tmp.unlink(missing_ok=True)
    return gone


def file_sha256(path: str | os.PathLike) -> str:
    """sha256 (hex) of the file at ``path``, read in blocks of 1 MiB. Raises OSError if it cannot be read."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
