"""Run the XLA executor in a child Python process whose jax starts with R host devices.

jax fixes its CPU device count when its backends start, once per process. A pytest session or a
``doit check`` worker that already used jax (the reference model does) cannot then get R devices, so
replicated runs go through a fresh child process: the parent writes the module text and the inputs to a
temp directory (``.npz``; bf16 stored as its uint16 bits plus a dtype list, since ``.npz`` has no bf16),
starts ``python -P -m cnxbuild.run._xla_child DIR`` (``-P``: this cnxbuild, never one in the current directory)
with ``XLA_FLAGS`` for R replicas (:func:`cnxbuild.run.xla.xla_flags_for_replicas`: R host devices, XLA's
all-reduce combiner off) in its environment, and reads the outputs back.
The child compiles once and runs every call list it is given while it lives (:class:`XlaSession`: one
directory per call list named on its stdin, one line back on its stdout when the outputs are written), so the
micro-steps of an accumulating data-parallel check cost one jax start-up and one compile, not one per micro-step.

Errors in the child come back as the same :class:`~cnxbuild.run.errors.ToolError` (tool, diagnostic,
numbered excerpt, slug); a child that dies without a result gives ``ToolError("xla-subprocess", ...)``
with the tail of its stderr.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

import cnxbuild
from cnxbuild.run.errors import ToolError
from cnxbuild.run.memory import MMAP_THRESHOLD, note_child_peak, peak_rss_bytes
from cnxbuild.run.proc import how_it_ended, start_child, stderr_tail
from cnxbuild.run.xla import XlaProgram, check_argument_counts, xla_flags_for_replicas

_DTYPES_KEY = "__dtypes__"


def pack_arrays(arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """``.npz``-safe named arrays: bf16 (any ml_dtypes type) as raw bits, dtype names aside (pure)."""
    packed, names = {}, []
    for key, a in arrays.items():
        a = np.asarray(a)
        names.append(f"{key}={a.dtype.name}")
        packed[key] = a.view(f"u{a.dtype.itemsize}") if a.dtype.kind == "V" else a  # ml_dtypes are kind V
    packed[_DTYPES_KEY] = np.array(names, dtype=np.str_)
    return packed


def unpack_arrays(packed: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Inverse of :func:`pack_arrays`."""
    names = dict(entry.split("=", 1) for entry in packed[_DTYPES_KEY].tolist())
    return {key: _as_dtype(packed[key], name) for key, name in names.items()}


def _as_dtype(a: np.ndarray, name: str) -> np.ndarray:
    """``a`` (as stored by :func:`pack_arrays`) viewed as dtype ``name`` again (raw bits → ml_dtypes)."""
    import ml_dtypes

    return a.view(np.dtype(getattr(ml_dtypes, name))) if a.dtype.name != name else a


def _save(path: Path, arrays: dict[str, np.ndarray]) -> None:
    np.savez(path, **pack_arrays(arrays))


def _load(path: Path) -> dict[str, np.ndarray]:
    with np.load(path, allow_pickle=False) as z:
        return unpack_arrays({k: z[k] for k in z.files})


WORKDIR_PREFIX = "cnxbuild-xla-"


def remove_dead_workdirs(base: str | None = None) -> list[Path]:
    """Remove the work directories (``$TMPDIR/cnxbuild-xla-<pid>-*``: module, inputs, outputs; 150 MB for a
    ConvNeXt-atto twin) whose process is gone: a check killed by SIGKILL, or a ``-P process`` worker stopped
    by SIGTERM, cannot clean up after itself. A live process's directory is never touched."""
    from cnxbuild.atomic import pid_alive

    gone = []
    for d in sorted(Path(base or tempfile.gettempdir()).glob(f"{WORKDIR_PREFIX}*-*")):
        pid = d.name[len(WORKDIR_PREFIX):].split("-", 1)[0]
        if pid.isdigit() and not pid_alive(int(pid)) and d.is_dir():
            shutil.rmtree(d, ignore_errors=True)
            gone.append(d)
    return gone


def _as_replica_lists(inputs: Sequence[Any], replicas: int) -> list[list[np.ndarray]]:
    return [list(inputs)] if replicas == 1 else [list(args) for args in inputs]


def _child_env(replicas: int) -> dict[str, str]:
    env = dict(os.environ)
    env["XLA_FLAGS"] = xla_flags_for_replicas(env.get("XLA_FLAGS", ""), replicas)
    env["JAX_PLATFORMS"] = "cpu"
    root = str(Path(cnxbuild.__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return env


class XlaSession:
    """One XLA child with R host devices that compiles ``mlir_text`` once and runs calls as they are given.

    A check's run group (its micro-steps: micro-step j + 1 reads what j returned; runs A and B together unless the
    twin is large, :func:`cnxbuild.check.protocol._run_groups`) goes to one child: one jax start-up and one compile per
    group, not one per micro-step. Each :meth:`run` writes its call
    list to a directory of its own, sends the directory's name on the child's stdin and waits for the child's
    line on stdout; the call's files go as soon as its outputs are read. The child's stderr goes to a file (no
    pipe to fill). Use as a context manager; :meth:`close` ends the child and removes the work directory.

    Args:
      mlir_text: the module text (``mhlo.num_replicas = R`` when R > 1; entry ``@main``).
      replicas: R.
      slug: for error messages.
      donate: arguments whose device buffers the results may take (argument index → result index; None: none).
      keep_in: a directory where the child keeps its compiled executable, or takes it from when a child of the
        same module wrote it first (:class:`~cnxbuild.run.xla.XlaProgram`'s ``keep_in``; None: it compiles).
        After a call, :attr:`reused` says whether the child took it (no compile).
      mmap_threshold: the child's glibc mmap threshold in bytes (:func:`cnxbuild.run.memory.hold_no_freed_heap`;
        None: its :data:`~cnxbuild.run.memory.MMAP_THRESHOLD`, 1 MiB; a small twin's check gives 32 MiB, D133).
    Raises:
      OSError: the child cannot be started.
    """

    def __init__(self, mlir_text: str, replicas: int = 1, *, slug: str | None = None,
                 donate: dict[int, int] | None = None, keep_in: str | os.PathLike | None = None,
                 mmap_threshold: int | None = None):
        self.replicas, self.slug, self._calls, self.reused = replicas, slug, 0, False
        remove_dead_workdirs()
        self._tmp = tempfile.TemporaryDirectory(prefix=f"{WORKDIR_PREFIX}{os.getpid()}-")
        self.dir = Path(self._tmp.name)
        (self.dir / "module.mlir").write_text(mlir_text)
        (self.dir / "request.json").write_text(json.dumps(
            {"replicas": replicas, "slug": slug, "donate": {str(i): j for i, j in (donate or {}).items()},
             "keep_in": None if keep_in is None else str(keep_in), "mmap_threshold": mmap_threshold}))
        self._stderr = open(self.dir / "stderr.txt", "wb")
        # -P: the child imports this cnxbuild (PYTHONPATH), never a `cnxbuild/` in the current directory
        cmd = [sys.executable, "-P", "-m", "cnxbuild.run._xla_child", str(self.dir)]
        # unbuffered: a line read leaves no later line in a buffer the selector cannot see (_answered)
        self._proc = start_child(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                                 env=_child_env(replicas), bufsize=0)

    def run(self, calls: Sequence[Sequence[Any]], timeout: float | None = None) -> list[Any]:
        """Run the module on each call's inputs (as :func:`cnxbuild.run.xla.run_xla` takes them: R = 1: arrays;
        R > 1: per-replica argument lists); one outputs value per call, as ``run_xla`` returns them.

        Memory (a data-parallel twin of 88M parameters has 1 GB of θ, m and v per replica): an array given to
        several replicas or calls as one object is written once; the child puts a call's inputs on the devices
        one argument at a time and writes the call's outputs before the next; a replica's output whose bytes
        equal replica 0's comes back as replica 0's array (the same object).

        Raises:
          ToolError: the child's compile or run error (tool ``"xla"``), or ``"xla-subprocess"`` when it died or
            took longer than ``timeout`` seconds (it is killed then).
        """
        sub = self.dir / f"call{self._calls}"
        self._calls += 1
        sub.mkdir()
        arrays, links, counts = _pack_calls(calls, self.replicas)
        _save(sub / "inputs.npz", arrays)
        del arrays
        (sub / "request.json").write_text(json.dumps({"counts": counts, "links": links}))
        try:
            self._proc.stdin.write(f"{sub.name}\n".encode())
            self._proc.stdin.flush()
        except BrokenPipeError:
            pass  # the child is gone: said below
        answer = self._answered(sub.name, timeout)
        if answer != "answered":  # at EOF the child is exiting, though maybe not yet reaped: wait, say how it ended
            self._died(f"child did not answer within {timeout} s" if answer == "timeout" else None)
        result_path = sub / "result.json"
        if not result_path.exists():
            self._died(None)
        result = json.loads(result_path.read_text())
        note_child_peak(result.get("peak_rss_bytes"))
        self.reused = bool(result.get("reused"))
        if not result["ok"]:
            raise ToolError(result["tool"], result["diagnostic"], slug=self.slug, excerpt=result["excerpt"])
        outs = [_outputs_of_call(_load(sub / f"outputs_c{c}.npz"), c, self.replicas, n, differ)
                for c, (n, differ) in enumerate(zip(result["output_counts"], result["differ"]))]
        shutil.rmtree(sub, ignore_errors=True)
        return outs

    def _answered(self, name: str, timeout: float | None) -> str:
        """``"answered"`` when the child answered call ``name`` (its line on stdout) within ``timeout`` seconds
        (None: no limit), ``"eof"`` when its stdout closed first (it died: its exit status may not be there yet),
        ``"timeout"`` when it took longer. Other lines are passed over: something may print before the child has
        moved its own prints to stderr (a ``sitecustomize``, a site hook)."""
        import selectors
        import time

        end = None if timeout is None else time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self._proc.stdout, selectors.EVENT_READ)
            while True:
                if not sel.select(None if end is None else max(end - time.monotonic(), 0.0)):
                    return "timeout"
                line = self._proc.stdout.readline()
                if not line:
                    return "eof"
                if line.strip() == name.encode():
                    return "answered"

    def _died(self, why: str | None) -> None:
        """Kill and reap the child; raise the ToolError that says how it ended and the end of its stderr."""
        self._proc.kill()
        code = self._proc.wait()
        self._stderr.flush()
        msg = why or f"child exited ({how_it_ended(code)}) without a result"
        raise ToolError("xla-subprocess", f"{msg}; {stderr_tail((self.dir / 'stderr.txt').read_bytes(), lines=40)}",
                        slug=self.slug)

    def close(self, kill: bool = False) -> None:
        """End the child (EOF on its stdin; killed at once with ``kill``, or if it has not exited within a
        minute) and remove the work directory."""
        try:
            if self._proc.poll() is None and not kill:
                try:
                    self._proc.stdin.close()
                    self._proc.wait(timeout=60)
                except (BrokenPipeError, subprocess.TimeoutExpired):
                    pass
        finally:
            if self._proc.poll() is None:
                self._proc.kill()
            self._proc.wait()
            self._proc.stdout.close()
            self._stderr.close()
            self._tmp.cleanup()

    def __enter__(self) -> "XlaSession":
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        self.close(kill=exc_type is not None)  # interrupted or failed: the child goes at once, as run_child's


def _pack_calls(calls: Sequence[Sequence[Any]], replicas: int) -> tuple[dict, dict, list]:
    """``(arrays, links, counts)``: every argument of every call and replica by key (``c<c>_r<r>_a<i>``), one
    object stored once (a later key links to its first), and each call's argument count per replica."""
    arrays, links, seen, counts = {}, {}, {}, []
    for c, inputs in enumerate(calls):
        per_replica = _as_replica_lists(inputs, replicas)
        counts.append([len(a) for a in per_replica])
        for r, args in enumerate(per_replica):
            for i, x in enumerate(args):
                key = f"c{c}_r{r}_a{i}"
                if id(x) in seen:  # one object, one copy on disk and in the child
                    links[key] = seen[id(x)]
                else:
                    seen[id(x)] = key
                    arrays[key] = np.asarray(x)
    return arrays, links, counts


def run_xla_subprocess_calls(
    mlir_text: str, calls: Sequence[Sequence[Any]], replicas: int = 1, *, slug: str | None = None,
    timeout: float | None = None, donate: dict[int, int] | None = None, mmap_threshold: int | None = None,
) -> list[Any]:
    """Compile ``mlir_text`` once in a child process with R host devices and run it on each call's inputs
    (one :class:`XlaSession` for these calls; arguments, returns and memory as :meth:`XlaSession.run`).

    Raises:
      ToolError: the child's compile/run error (tool ``"xla"``), or ``"xla-subprocess"`` if it died
        or timed out (``timeout``: seconds, None for no limit).
      ValueError: inputs not shaped as above (raised in the child, re-raised here as ToolError).
    """
    with XlaSession(mlir_text, replicas, slug=slug, donate=donate, mmap_threshold=mmap_threshold) as session:
        return session.run(calls, timeout=timeout)


def _outputs_of_call(outputs: dict[str, np.ndarray], c: int, replicas: int, n: int,
                     differ: list[list[int]]) -> Any:
    """Call c's outputs per replica; replica r's output j is replica 0's array unless j is in differ[r]."""
    first = [outputs[f"c{c}_r0_o{j}"] for j in range(n)]
    per_replica = [first] + [[outputs[f"c{c}_r{r}_o{j}"] if j in set(differ[r]) else first[j] for j in range(n)]
                             for r in range(1, replicas)]
    return per_replica[0] if replicas == 1 else per_replica


def run_xla_subprocess(
    mlir_text: str, inputs: Sequence[Any], replicas: int = 1, *, slug: str | None = None,
    timeout: float | None = None,
) -> Any:
    """:func:`~cnxbuild.run.xla.run_xla` in a fresh child process (works whatever this process's jax did).

    Same arguments, returns and errors as ``run_xla`` (a ValueError on malformed inputs arrives as a
    ToolError of tool ``"xla"``); ``timeout`` in seconds.
    """
    return run_xla_subprocess_calls(mlir_text, [inputs], replicas, slug=slug, timeout=timeout)[0]


def child_mmap_threshold(session: dict) -> int:
    """The XLA child's glibc mmap threshold in bytes, from its session's request: the one the check gave
    (:class:`XlaSession`'s ``mmap_threshold``, D133), else :data:`~cnxbuild.run.memory.MMAP_THRESHOLD`."""
    threshold = session.get("mmap_threshold")
    return MMAP_THRESHOLD if threshold is None else int(threshold)


def _child_main(directory: str) -> None:
    """The child: for each call directory named on stdin (one line each, until EOF) put the call's inputs on
    the devices one argument at a time (read, copied to the R devices, let go), run, write ``outputs_c<c>.npz``
    (replica 0's outputs and the other replicas' that differ from them) and ``result.json`` into it, let go,
    and answer with a line on stdout. The module is compiled at the first call, once."""
    from cnxbuild.run.memory import hold_no_freed_heap

    d = Path(directory)
    session = json.loads((d / "request.json").read_text())
    # a freed call's arrays leave the resident set before the next call's are read, or (a small twin, D133) serve
    # the next call's, already faulted in
    hold_no_freed_heap(child_mmap_threshold(session))
    answer = os.fdopen(os.dup(1), "w")  # the answers' own stream: anything else written to stdout goes to stderr
    os.dup2(2, 1)
    program = None
    for line in sys.stdin:
        sub = d / line.strip()
        try:
            if program is None:
                from cnxbuild.run.xla import with_donation

                donate = {int(i): j for i, j in session.get("donate", {}).items()}
                program = XlaProgram(with_donation((d / "module.mlir").read_text(), donate), session["replicas"],
                                     slug=session["slug"], keep_in=session.get("keep_in"))
            result = _serve_call(program, sub, session["replicas"])
        except (ToolError, ValueError, RuntimeError) as e:
            err = e if isinstance(e, ToolError) else ToolError("xla", f"{type(e).__name__}: {e}", slug=session["slug"])
            result = {"ok": False, "tool": err.tool, "diagnostic": err.diagnostic, "excerpt": err.excerpt}
        (sub / "result.json").write_text(json.dumps({**result, "peak_rss_bytes": peak_rss_bytes(),
                                                     "reused": program is not None and program.reused}))
        print(sub.name, file=answer, flush=True)


def _serve_call(program: XlaProgram, sub: Path, replicas: int) -> dict:
    """One call list of :meth:`XlaSession.run` (its directory ``sub``); the result's ``output_counts`` and
    ``differ``."""
    request = json.loads((sub / "request.json").read_text())
    links = request.get("links", {})
    output_counts, differ = [], []
    with np.load(sub / "inputs.npz", allow_pickle=False) as z:
        names = dict(entry.split("=", 1) for entry in z[_DTYPES_KEY].tolist())
        for c, counts in enumerate(request["counts"]):
            check_argument_counts(counts, replicas)

            def argument(c: int, i: int) -> list[np.ndarray]:  # every replica's; a linked array read once
                keys = [links.get(k, k) for k in (f"c{c}_r{r}_a{i}" for r in range(replicas))]
                read = {k: _as_dtype(z[k], names[k]) for k in dict.fromkeys(keys)}
                return [read[k] for k in keys]

            # one argument's host copy at a time: the devices hold the call's inputs, the host one of them
            results = program.execute([program.put(argument(c, i), i) for i in range(counts[0])])
            output_counts.append(len(results[0]))
            outputs, call_differ = {}, [[] for _ in range(replicas)]
            for j, y in enumerate(results[0]):
                outputs[f"c{c}_r0_o{j}"] = y
            for r in range(1, replicas):
                for j, y in enumerate(results[r]):
                    if y.dtype != results[0][j].dtype or y.tobytes() != results[0][j].tobytes():
                        outputs[f"c{c}_r{r}_o{j}"] = y
                        call_differ[r].append(j)
            differ.append(call_differ)
            del results
            _save(sub / f"outputs_c{c}.npz", outputs)
            del outputs
    return {"ok": True, "output_counts": output_counts, "differ": differ}
