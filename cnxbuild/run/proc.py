"""Child processes that never outlive the process that started them (iree-compile, the XLA child).

A tool cnxbuild starts runs as a child of the build process (doit, or one of its ``-P process`` workers).
Three ways it could be orphaned, and what stops each (docs/decisions.md, D22):

* the parent is interrupted (Ctrl-C, or SIGTERM/SIGHUP turned into KeyboardInterrupt by rules/interrupt.py)
  while it waits: :func:`run_child` kills and reaps the child before the exception goes on;
* the parent is killed outright (SIGKILL, or a ``-P process`` worker that doit terminates): the child was
  started with Linux's parent-death signal (``prctl(PR_SET_PDEATHSIG, SIGKILL)``), so the kernel kills it;
* the parent died between ``fork`` and the ``prctl``: the child sees it has been re-parented and exits.

Elsewhere than Linux only the first applies.
"""

from __future__ import annotations

import ctypes
import functools
import os
import signal
import subprocess
import sys
import threading
import warnings
from typing import Any, Sequence

__all__ = ["run_child", "start_child", "die_with_parent", "how_it_ended", "stderr_tail", "STOPPING"]

_PR_SET_PDEATHSIG = 1

#: Set by the handlers that turn a stop signal into KeyboardInterrupt (rules/interrupt.py, cnxbuild.cli.entry). A
#: signal that lands while ``Popen`` forks raises inside an at-fork hook, where CPython swallows the exception
#: ("Exception ignored in ... _releaseLock"); :func:`start_child` looks at this flag after every start, so such a
#: stop is not lost (breaker finding, stop 26: 15 of 60 SIGTERMs lost, and a build that ran on to the end).
STOPPING = threading.Event()


@functools.lru_cache(maxsize=None)
def _prctl():
    """libc's ``prctl`` (looked up once, in the parent: a forked child should not have to ``dlopen``)."""
    if not sys.platform.startswith("linux"):
        return None
    return ctypes.CDLL(None, use_errno=True).prctl


def die_with_parent(sig: int = signal.SIGKILL, parent: int | None = None) -> None:
    """Ask the kernel to send ``sig`` to this process when its parent dies (Linux; a no-op elsewhere).

    ``parent``: the pid the caller expects as parent; if the process has already been re-parented (the
    parent died first), it exits at once with status 1.
    """
    prctl = _prctl()
    if prctl is None:
        return
    prctl(_PR_SET_PDEATHSIG, int(sig), 0, 0, 0)
    if parent is not None and os.getppid() != parent:
        os._exit(1)


def start_child(cmd: Sequence[str], *, stdin: Any, stdout: Any, stderr: Any,
                env: dict[str, str] | None = None, bufsize: int = -1) -> subprocess.Popen:
    """``subprocess.Popen(cmd, ...)`` of a child that dies with this process (Linux's parent-death signal; module
    docstring). The caller waits for it, and kills and reaps it on an exception (as :func:`run_child` does).

    Raises:
        OSError: ``cmd[0]`` cannot be started.
    """
    parent = os.getpid()
    _prctl()  # resolved here, not in the forked child
    with warnings.catch_warnings():
        # preexec_fn makes CPython run the at-fork hooks, and JAX's warns that a fork of a multithreaded process
        # may deadlock; this child execs at once (only prctl runs before), so the warning is a false alarm
        warnings.filterwarnings("ignore", message=r"os\.fork\(\) was called", category=RuntimeWarning)
        proc = subprocess.Popen(cmd, stdin=stdin, stdout=stdout, stderr=stderr, env=env, bufsize=bufsize,
                                preexec_fn=lambda: die_with_parent(signal.SIGKILL, parent))
    if STOPPING.is_set():  # a stop signal came while forking and its KeyboardInterrupt was swallowed
        proc.kill()
        proc.wait()
        raise KeyboardInterrupt
    return proc


def run_child(cmd: Sequence[str], *, input: bytes | None = None, env: dict[str, str] | None = None,
              timeout: float | None = None) -> subprocess.CompletedProcess:
    """Run ``cmd`` to completion and return its exit status, stdout and stderr (bytes).

    Like ``subprocess.run(cmd, input=..., capture_output=True)``, but the child dies with this process
    (module docstring): on any exception while waiting (KeyboardInterrupt included) it is killed and reaped.

    Raises:
        subprocess.TimeoutExpired: after ``timeout`` seconds (the child has been killed).
        OSError: ``cmd[0]`` cannot be started.
    """
    proc = start_child(cmd, stdin=subprocess.PIPE if input is not None else subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    with proc:
        try:
            out, err = proc.communicate(input, timeout=timeout)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
    return subprocess.CompletedProcess(list(cmd), proc.returncode, out, err)


def how_it_ended(returncode: int) -> str:
    """A child's exit in words: ``"status 1"``, ``"signal 11"``, ``"signal 9, out of memory?"`` (SIGKILL is
    what the kernel's OOM killer sends)."""
    if returncode >= 0:
        return f"status {returncode}"
    return f"signal {-returncode}" + (", out of memory?" if returncode == -signal.SIGKILL else "")


def stderr_tail(stderr: bytes, lines: int = 20, chars: int = 4000) -> str:
    """The end of a child's stderr for a failure message: its last ``lines`` lines, at most ``chars``
    characters, introduced as such; or that it wrote nothing."""
    text = stderr.decode(errors="replace").rstrip()
    if not text:
        return "it wrote nothing on stderr"
    tail = "\n".join(text.splitlines()[-lines:])
    return "the end of its stderr:\n" + (tail if len(tail) <= chars else "\u2026" + tail[-chars:])
