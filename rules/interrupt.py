"""What a stopped build keeps, and what it leaves running: nothing.

SIGTERM and SIGHUP are handled like Ctrl-C, so doit records the tasks it finished: doit writes its database
(which tasks are up to date) once, when the run ends, also when the run ends with KeyboardInterrupt; a
SIGTERM (``timeout``, a CI job's time limit, ``kill``) or SIGHUP (a closed terminal) would end the process
without it, and the next ``doit`` would redo every task of the stopped run, compiles included (30–140 s
each). The traceback of the interrupt is replaced by one line (docs/decisions.md, D20).

Only the first stop signal stops (D81): doit saves its database in ``finish`` after the KeyboardInterrupt, and
a second signal that raised again inside that save (GNU ``timeout`` sends one more, an impatient Ctrl-C) left
it half written, and every later doit ended in a traceback. A second signal is answered with one line and
otherwise ignored; a third ends the process at once (exit 130, this run's tasks not recorded, which costs
only their redoing), but never while the database is being saved (:func:`_guard_the_save`), and a first
signal that lands after the save, or in ``finish`` before it, still leaves the record written.

No child survives the build (D22): a ``-P process`` worker gets the parent-death signal SIGTERM, so it ends
with the doit process however that ends (SIGKILL included), and every tool a task starts (iree-compile, the
XLA child) runs through :func:`cnxbuild.run.proc.run_child`, which ends with its worker or with doit.
"""

from __future__ import annotations

import os
import signal
import sys
import threading

from cnxbuild.run.proc import STOPPING, die_with_parent, how_it_ended

__all__ = ["install", "stopped", "STOP_SIGNALS"]

#: The signals that stop a build the way Ctrl-C does.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)

_STOPPING = STOPPING  # set by the first stop signal (SIGINT included) the doit process gets (cnxbuild.run.proc)


def stopped() -> bool:
    """Whether a stop signal (Ctrl-C, SIGTERM, SIGHUP) reached this process since :func:`install`: the run's
    summary then says "stopped after", not "done in" (rules/progress.py)."""
    return _STOPPING.is_set()


def install() -> None:
    """In the doit process: SIGTERM and SIGHUP raise KeyboardInterrupt; an uncaught KeyboardInterrupt prints
    one line instead of a traceback. Forked worker processes (``-P process``) die with the doit process, and
    keep the signals' default action: doit stops them with SIGTERM."""
    main_pid = os.getpid()

    # Plain values, read and written without a call in between: in a burst of signals a handler runs inside
    # another one, and one that took a lock (``stopping.set()``) while the outer held it hung for good (D81).
    seen = {"signals": 0, "exiting": False}

    def on_stop(signum, frame):
        if _RECORD["saving"] or _RECORD["saved"]:  # the run has ended: its record is being or was written
            return
        seen["signals"] += 1
        if seen["signals"] == 1:
            stopping.set()  # a handler nested in this call counts 2 or more and never takes the Event's lock
            raise KeyboardInterrupt
        if seen["signals"] == 2:
            _say("doit: already stopping: the finished tasks are being recorded; a third signal ends at "
                 "once, without recording this run")
            return
        if not seen["exiting"]:
            seen["exiting"] = True
            _say("doit: ended at once; the tasks of this run are not recorded and run again next time")
            os._exit(130)  # the workers and their tools die with this process (die_with_parent)

    def on_uncaught(kind, value, tb):
        if issubclass(kind, KeyboardInterrupt):
            print("doit: stopped; the tasks that finished are recorded, run the same command again to finish "
                  "the rest", file=sys.stderr)
            return
        previous(kind, value, tb)

    forker = [main_pid]  # the process that forks: only doit's own children are tied to it

    def before_fork():
        forker[0] = os.getpid()

    def in_forked_child():
        if forker[0] == main_pid:
            for sig in STOP_SIGNALS:  # the kernel's default action: no Python code has to run to stop
                signal.signal(sig, signal.SIG_DFL)
            die_with_parent(signal.SIGTERM, main_pid)

    stopping = _STOPPING
    previous = sys.excepthook
    for sig in STOP_SIGNALS:
        signal.signal(sig, on_stop)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # not where SIGINT is ignored (`cmd &`)
        signal.signal(signal.SIGINT, on_stop)  # Python's own: KeyboardInterrupt, and the run is marked stopped
    sys.excepthook = on_uncaught
    _guard_the_save()
    os.register_at_fork(before=before_fork, after_in_child=in_forked_child)
    threading.Thread(target=_watch_workers, args=(stopping,), name="cnxbuild-worker-watch", daemon=True).start()


def _say(line: str) -> None:
    """One line on stderr from a signal handler; nothing when the handler interrupted another write to
    stderr (a buffered stream refuses a reentrant write with RuntimeError)."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (RuntimeError, OSError):
        pass


#: Whether doit is writing its record (``saving``) or has written it (``saved``). Plain values, not a
#: threading.Event: setting an Event takes a lock, and a signal handled there raised before the flag was set.
_RECORD = {"saving": False, "saved": False}


def _guard_the_save() -> None:
    """Make doit's record survive any stop signal but SIGKILL (D81).

    * ``doit.dependency.Dependency.close`` (the save, called in ``Runner.finish``) is marked while it runs, so
      that no signal raises inside it. A signal mask cannot do this: CPython runs handlers in the main thread
      whichever thread the kernel gives the signal to, and the save (``dbm.dumb``) is Python code.
    * A save that fails for the file system (a full disk) is one line and exit status 3, not dbm's traceback.
    * ``Runner.run_all`` saves the record itself when the first signal's KeyboardInterrupt lands in
      ``finish`` before the save began (between bytecodes: a function's entry is one of the places CPython
      runs handlers), and then prints the run's summary if the reporter had not.
    """
    from doit.dependency import Dependency
    from doit.runner import Runner

    close, run_all = Dependency.close, Runner.run_all
    if getattr(close, "guarded", False):
        return

    def guarded_close(self):
        try:
            _RECORD["saving"] = True
            try:
                close(self)
            except OSError as e:  # a full disk (a breaker's finding, stop 57: a traceback from dbm, exit 3)
                where = os.path.abspath(e.filename or getattr(self, "name", ".doit.db"))
                _say(f"doit: could not save the record of the tasks this run finished ({where}: "
                     f"{e.strerror or e}); their outputs are written, and the next run does them again: free "
                     "the space and run doit again")
                raise SystemExit(3) from None
            _RECORD["saved"] = bool(self._closed)
        finally:
            _RECORD["saving"] = False

    def guarded_run_all(self, task_dispatcher):
        try:
            return run_all(self, task_dispatcher)
        except KeyboardInterrupt:  # only the first signal raises: nothing below can be interrupted
            if not _RECORD["saved"]:
                self.dep_manager.close()
            if not getattr(self.reporter, "completed", True):
                self.reporter.complete_run()
            raise

    guarded_close.guarded = True
    Dependency.close, Runner.run_all = guarded_close, guarded_run_all


def _watch_workers(stopping: threading.Event, every: float = 0.5) -> None:
    """Stop the build when a ``-P process`` worker dies while doit runs: doit 0.37's runner would wait for its
    result forever (holding the build lock). A worker killed outright (the kernel's OOM killer, ``kill -9``)
    ends with a signal or a non-zero status; then this sends SIGTERM to the doit process, which stops like
    Ctrl-C (the finished tasks are recorded). Reads multiprocessing's table of children
    (``multiprocessing.process._children``: the only place their exit codes are kept)."""
    import multiprocessing.process as mp

    while not stopping.wait(every):
        for child in list(mp._children):
            code = child.exitcode
            if code is None or code == 0 or stopping.is_set():
                continue
            print(f"doit: worker process {child.pid} died ({how_it_ended(code)}) while running a task; "
                  "stopping the build", file=sys.stderr, flush=True)
            os.kill(os.getpid(), signal.SIGTERM)  # its handler sets ``stopping`` (a first signal)
            return
