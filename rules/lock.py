"""One build at a time per build directory: a second ``doit`` waits for the first (docs/decisions.md, D21).

Two doit processes on one directory would each read doit's database at their start and write it at their end,
so the second would redo (and overwrite) what the first built, and one's temp-file cleanup could race the
other's writes. ``dodo.py`` therefore takes ``.cnxbuild.lock`` (an OS file lock, ``filelock``) before doit
opens its database, for every doit command that can run or forget tasks, and holds it until the process ends
(the kernel drops it when the process dies, SIGKILL included: a lock is never stale). Commands that only read
(``list``, ``help``, ``info``, ``dumpdb``, ``tabcompletion``) take no lock.

A second build **waits** rather than refuses: the usual case is the same command started twice (two terminals,
two CI jobs on one checkout), and after waiting the second finds the first's work up to date and builds
nothing twice. It says whom it waits for, once.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from filelock import FileLock, Timeout

from rules.argv import READ_ONLY_COMMANDS, doit_command

__all__ = ["LOCK_NAME", "OWNER_NAME", "acquire_build_lock"]

LOCK_NAME = ".cnxbuild.lock"  # not ".doit.db…": `rm -f .doit.db*`, the usual reset, must not remove a held lock
OWNER_NAME = ".cnxbuild.lock.owner"
_held: list[FileLock] = []  # the lock of this process, kept until it exits


def _owner_text(argv: list[str]) -> str:
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())
    words = ["doit", *argv[1:]]
    return f"pid {os.getpid()} since {stamp}: {' '.join(words)}\n"


def acquire_build_lock(root: Path, argv: list[str], wait_message=None) -> bool:
    """Take the build lock of ``root`` for the doit command in ``argv``, waiting while another build holds it.

    Returns False (and takes nothing) for a read-only command. ``wait_message`` (default: print to stderr)
    gets the one line saying whom this build waits for.

    Raises:
        OSError: the lock file cannot be created (e.g. a read-only directory).
    """
    if doit_command(argv) in READ_ONLY_COMMANDS:
        return False
    lock = FileLock(root / LOCK_NAME, preserve_lock_file=True)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        try:
            holder = (root / OWNER_NAME).read_text().strip()
        except OSError:
            holder = "another process"
        (wait_message or _print)(f"doit: waiting for the build in {root.resolve()} to finish ({holder}); "
                                 "one build per directory at a time (Ctrl-C stops waiting)")
        lock.acquire()
    _held.append(lock)
    (root / OWNER_NAME).write_text(_owner_text(argv))  # who holds it, for a waiting build's message
    return True


def _print(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
