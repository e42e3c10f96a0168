"""What a stopped build keeps: SIGTERM is handled like Ctrl-C, so doit records the tasks it finished.

doit writes its database (which tasks are up to date) once, when the run ends, also when the run ends with
KeyboardInterrupt; a SIGTERM (``timeout``, a CI job's time limit, ``kill``) would end the process without it,
and the next ``doit`` would redo every task of the stopped run, compiles included (30–140 s each). SIGKILL
cannot be handled: after it the targets are still whole (every write is atomic) but the next run redoes the
stopped run's tasks. The traceback of the interrupt is replaced by one line.
"""

from __future__ import annotations

import os
import signal
import sys

__all__ = ["install"]


def install() -> None:
    """In the doit process only: SIGTERM raises KeyboardInterrupt; an uncaught KeyboardInterrupt prints one
    line instead of a traceback. Worker processes (``-P process``) keep SIGTERM's default: doit stops them
    with it."""
    main_pid = os.getpid()

    def on_term(signum, frame):
        if os.getpid() != main_pid:  # a forked worker: die as SIGTERM intends
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGTERM)
            return
        raise KeyboardInterrupt

    def on_uncaught(kind, value, tb):
        if issubclass(kind, KeyboardInterrupt):
            print("doit: stopped; the tasks that finished are recorded, run the same command again to finish "
                  "the rest", file=sys.stderr)
            return
        previous(kind, value, tb)

    previous = sys.excepthook
    signal.signal(signal.SIGTERM, on_term)
    sys.excepthook = on_uncaught
