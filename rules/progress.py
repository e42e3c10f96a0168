"""A doit reporter a person can follow: one line per finished task (and one when a compile or a check
starts), a summary at the end.

::

    [ 3/57] render:convnext_fwd  0.21 s
            check:convnext_fwd …
    [ 9/57] check:convnext_fwd  24.3 s  PASS convnext_fwd [iree]: worst logits rel 1.6e-06 <= bound 6.1e-06
    [10/57] FAILED compile:convnext_adam_train_step  3.1 s
            iree-compile failed on convnext_adam_train_step: ...
    done in 41.2 s: 9 built, 47 up to date, 1 failed
    verdicts: 29 PASS (1 checked now, 28 up to date), 0 FAIL
    note: 2 stale entries no target produces: verified_mlir/old_fwd.json, verified_mlir/old_fwd.mlir (...)

While a compile or a check runs for longer than :data:`HEARTBEAT` seconds, a line every :data:`HEARTBEAT`
seconds says which are still running and for how long (``        still running: check:convnext_adam_train_step
3 min 5 s``), so a long wait is never silent, in a terminal or a CI log.

A run stopped by Ctrl-C, SIGTERM or SIGHUP ends with ``stopped after 12.3 s: ...`` instead (rules/interrupt.py).
``total`` counts the tasks with actions that this run considers (the selected tasks and everything they
depend on); tasks found up to date count towards ``done`` without a line of their own. A task's time is
measured from the moment it starts executing (in a worker, under ``-P process``) to its result. A
``summary`` value a task returns (``{"summary": ...}``) is shown after its time.

doit 0.37's reporter interface (doit.reporter.ConsoleReporter): ``initialize``, ``get_status``,
``execute_task``, ``add_success``, ``add_failure``, ``skip_uptodate``, ``skip_ignore``,
``cleanup_error``, ``runtime_error``, ``teardown_task``, ``complete_run``.
"""

from __future__ import annotations

import sys
import threading
import time
from collections import Counter

__all__ = ["HEARTBEAT", "ProgressReporter", "SLOW_STEPS", "closure", "running_line", "stale_note"]

#: The steps whose tasks get a line when they start too (an iree-compile or a twin check: seconds to minutes).
SLOW_STEPS = ("compile:", "check:")
#: Seconds between the lines that name the slow tasks still running (a twin check takes up to ~8 min).
HEARTBEAT = 60.0


def running_line(running: dict[str, float], now: float, after: float) -> str:
    """``still running: check:a 3 min 20 s, compile:b 45 s``: the tasks of ``running`` (name → start time,
    on the clock of ``now``) started at least ``after`` seconds ago, oldest first; "" when there are none."""
    old = sorted((t0, name) for name, t0 in running.items() if now - t0 >= after)
    if not old:
        return ""

    def took(s: float) -> str:
        return f"{s:.0f} s" if s < 60 else f"{int(s // 60)} min {int(s % 60)} s"

    return "still running: " + ", ".join(f"{name} {took(now - t0)}" for t0, name in old)


def closure(tasks: dict, selected: list[str]) -> set[str]:
    """Names of the tasks with actions that running ``selected`` involves (task/setup deps, recursively)."""
    seen: set[str] = set()
    stack = list(selected)
    while stack:
        name = stack.pop()
        if name in seen or name not in tasks:
            continue
        seen.add(name)
        stack += list(tasks[name].task_dep) + list(tasks[name].setup_tasks)
    return {n for n in seen if tasks[n].actions}


class ProgressReporter:
    """``[done/total] task  time`` per finished task; failures with their message; a summary line."""

    desc = "one line per finished task with [done/total] and its time, and a summary"

    def __init__(self, outstream, options, heartbeat: float = HEARTBEAT):
        self.out = outstream
        self.total = 0
        self.counts: Counter[str] = Counter()
        self.started: dict[str, float] = {}
        self.running: dict[str, float] = {}  # the slow tasks started and not ended: name → start
        self.said: dict[str, float] = {}  # name → when a line last named it (its start until then)
        self.heartbeat = heartbeat
        self.lock = threading.Lock()  # the heartbeat's thread writes too
        self.done = threading.Event()
        self.beat: threading.Thread | None = None
        self.failed: list[str] = []
        self.runtime_errors: list[str] = []
        self.t0 = time.perf_counter()
        self.completed = False  # complete_run has printed the summary
        self.verdicts: Counter[str] = Counter()  # check tasks: "now" (passed this run), "kept" (up to date), "fail"

    # -- output

    def write(self, text: str) -> None:
        with self.lock:
            self.out.write(text)
            self.out.flush()

    def _beat(self) -> None:
        """Until the run completes: a line whenever a slow task has gone :attr:`heartbeat` seconds unnamed
        since it started or since the last line, naming every slow task that has run half a heartbeat or more
        (so each task's first line comes at most one heartbeat after its own start, and tasks that start close
        together share their lines: named only at each one's own beat, two checks started a moment apart got a
        line each, a moment apart, and a loaded machine's moment decided which)."""
        while not self.done.wait(min(1.0, self.heartbeat / 20)):
            now = time.perf_counter()
            with self.lock:
                due = any(now - self.said.get(n, t0) >= self.heartbeat for n, t0 in self.running.items())
                line = running_line(dict(self.running), now, self.heartbeat / 2) if due else ""
                if line:
                    self.said.update({n: now for n, t0 in self.running.items() if now - t0 >= self.heartbeat / 2})
            if line and not self.done.is_set():
                self.write(f"{'':>{2 * len(str(self.total)) + 3}} {line}\n")

    def _line(self, task, what: str = "", extra: str = "") -> None:
        done = sum(self.counts.values())
        width = len(str(self.total))
        took = time.perf_counter() - self.started.get(task.name, time.perf_counter())
        head = f"[{done:>{width}}/{self.total}] {what}{task.name}  {took:.2f} s"
        self.write(head + (f"  {extra}" if extra else "") + "\n")

    # -- doit's reporter interface

    def initialize(self, tasks, selected_tasks) -> None:
        """Count the tasks this run considers."""
        self.total = len(closure(tasks, list(selected_tasks)))

    def get_status(self, task) -> None:
        pass

    def execute_task(self, task) -> None:
        self.started[task.name] = time.perf_counter()
        if task.name.startswith(SLOW_STEPS):  # seconds to minutes: say what runs, so no wait is silent
            self.write(f"{'':>{2 * len(str(self.total)) + 3}} {task.name} …\n")
            with self.lock:
                self.running[task.name] = self.started[task.name]
            if self.beat is None:
                self.beat = threading.Thread(target=self._beat, name="doit-heartbeat", daemon=True)
                self.beat.start()

    def _ended(self, task) -> None:
        with self.lock:
            self.running.pop(task.name, None)
            self.said.pop(task.name, None)

    def add_success(self, task) -> None:
        self._ended(task)
        if task.actions and task.name.startswith("check:"):
            self.verdicts["now"] += 1
        if task.actions:
            self.counts["built"] += 1
            self._line(task, extra=str(task.values.get("summary", "")))

    def add_failure(self, task, fail) -> None:
        self._ended(task)
        if task.name not in self.started:  # a dependency failed (under --continue): never started
            if task.actions:
                self.counts["not run"] += 1
                self._line(task, "NOT RUN ", fail.get_msg().strip())
            return
        self.counts["failed"] += 1
        self.verdicts["fail"] += task.name.startswith("check:")
        self.failed.append(task.name)
        self._line(task, "FAILED ")
        message = fail.get_msg().rstrip()
        captured = "".join(a.err or "" for a in task.actions) + "".join(a.out or "" for a in task.actions)
        for text in (message, captured.rstrip()):
            if text:
                self.write("".join(f"        {line}\n" for line in text.splitlines()))

    def skip_uptodate(self, task) -> None:
        if task.actions:
            self.counts["up to date"] += 1
            self.verdicts["kept"] += task.name.startswith("check:")  # its report passed (rules/check.py)

    def skip_ignore(self, task) -> None:
        if task.actions:
            self.counts["ignored"] += 1

    def cleanup_error(self, exception) -> None:
        sys.stderr.write(exception.get_msg())

    def runtime_error(self, msg: str) -> None:
        self.runtime_errors.append(msg)

    def teardown_task(self, task) -> None:
        pass

    def complete_run(self) -> None:
        """The summary: built, up to date, failed (not run, ignored), the wall time, the failed tasks."""
        from rules.interrupt import stopped

        if self.completed:  # (rules/interrupt.py calls it again when a stop signal cut doit's own call short)
            return
        self.completed = True
        self.done.set()
        took = time.perf_counter() - self.t0
        parts = [f"{self.counts[k]} {k}" for k in ("built", "up to date", "failed")]
        parts += [f"{self.counts[k]} {k}" for k in ("not run", "ignored") if self.counts[k]]
        self.write(f"{'stopped after' if stopped() else 'done in'} {took:.1f} s: {', '.join(parts)}\n")
        if sum(self.verdicts.values()):  # a tally of the verdicts (a new user's finding, stop 57)
            v = self.verdicts
            self.write(f"verdicts: {v['now'] + v['kept']} PASS ({v['now']} checked now, {v['kept']} up to date), "
                       f"{v['fail']} FAIL\n")
        if self.failed:
            self.write("failed: " + " ".join(self.failed) + "\n")
        if self.runtime_errors:
            self.write("Execution aborted.\n" + "\n".join(self.runtime_errors) + "\n")
        self.write(stale_note())


def stale_note(shown: int = 3) -> str:
    """One line about files and folders no target produces in the build's output directories (never deleted:
    spec/variants.md), one before it about temp files that stopped writes of the build's own targets left (the
    next run of their task removes them), or "" when there are none."""
    from pathlib import Path

    from cnxbuild.atomic import is_temp_of
    from rules import as_seen, graph
    from rules.argv import doit_args, prune_hint, rerun
    from rules.audit import expected_by_dir, prunable, stale_entries

    try:
        dirs = expected_by_dir(graph())
        stale = stale_entries(dirs)
    except OSError:
        return ""
    names: dict[Path, list[str]] = {}  # directory → the names its targets have
    for _, expected in dirs:
        for f in map(Path, expected):
            names.setdefault(f.parent, []).append(f.name)
    # a stopped write's temp of one of them: the next run of its task removes it
    left = [p for p in stale if any(is_temp_of(Path(p).name, n) for n in names.get(Path(p).parent, ()))]
    stale = [p for p in stale if p not in left]
    note = ""
    if left:
        more = f" and {len(left) - shown} more" if len(left) > shown else ""
        note += (f"note: {len(left)} temp file{'s' * (len(left) != 1)} of writes that were stopped: "
                 f"{', '.join(map(as_seen, left[:shown]))}{more} (the next run of their task removes "
                 f"them, and `{rerun(sys.argv, 'clean')} TASK`)\n")
    if not stale:
        return note
    more = f" and {len(stale) - shown} more" if len(stale) > shown else ""
    command = prune_hint(sys.argv)
    prune = f", `{command}` removes the stale files" if command and any(map(prunable, stale)) else ""
    audited = {"audit", "check"} & set(doit_args(sys.argv)[1])  # its audit just listed them (a new user, stop 54)
    listed = "the audit above lists them" if audited else f"`{rerun(sys.argv, 'audit')}` lists them"
    return note + (f"note: {len(stale)} stale {'entry' if len(stale) == 1 else 'entries'} no target "
                   f"produces: {', '.join(map(as_seen, stale[:shown]))}{more} (never deleted by the build; "
                   f"{listed}{prune})\n")
