"""Run the XLA executor in a child Python process whose jax starts with R host devices.

jax fixes its CPU device count when its backends start, once per process. A pytest session or a
``doit check`` worker that already used jax (the reference model does) cannot then get R devices, so
replicated runs go through a fresh child process: the parent writes the module text and the inputs to a
temp directory (``.npz``; bf16 stored as its uint16 bits plus a dtype list, since ``.npz`` has no bf16),
starts ``python -P -m cnxbuild.run._xla_child DIR`` (``-P``: this cnxbuild, never one in the current directory)
with ``XLA_FLAGS`` for R replicas (:func:`cnxbuild.run.xla.xla_flags_for_replicas`: R host devices, XLA's
all-reduce combiner off) in its environment, and reads the outputs back.
The child compiles once and runs every call it is given (:func:`run_xla_subprocess_calls`), so run A
and run B of a check cost one jax start-up and one compile.

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
from cnxbuild.run.memory import note_child_peak, peak_rss_bytes
from cnxbuild.run.proc import how_it_ended, run_child, stderr_tail
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


def run_xla_subprocess_calls(
    mlir_text: str, calls: Sequence[Sequence[Any]], replicas: int = 1, *, slug: str | None = None,
    timeout: float | None = None, donate: dict[int, int] | None = None,
) -> list[Any]:
    """Compile ``mlir_text`` once in a child process with R host devices and run it on each call's inputs.

    Memory (a data-parallel twin of 88M parameters has 1 GB of θ, m and v per replica): an array given to several
    replicas or calls as one object is written once; the child puts a call's inputs on the devices one argument
    at a time (the host holds one argument's copy) and writes the call's outputs before the next; a replica's
    output whose bytes equal replica 0's is sent back as replica 0's array (the same object), so the outputs of
    R bit-exact replicas cost one copy; ``donate``
    (argument index → result index, :func:`cnxbuild.run.xla.with_donation`) lets results reuse the inputs'
    device buffers.

    Args:
      mlir_text: the module text (``mhlo.num_replicas = R`` when R > 1; entry ``@main``).
      calls: a list of inputs, each as :func:`cnxbuild.run.xla.run_xla` takes them (R = 1: arrays;
        R > 1: per-replica argument lists).
      replicas: R.
      slug: for error messages.
      timeout: seconds for the child, None for no limit.
      donate: arguments whose device buffers the results may take (None: none).
    Returns:
      One outputs value per call, as :func:`~cnxbuild.run.xla.run_xla` returns them.
    Raises:
      ToolError: the child's compile/run error (tool ``"xla"``), or ``"xla-subprocess"`` if it died
        or timed out.
      ValueError: inputs not shaped as above (raised in the child, re-raised here as ToolError).
    """
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
    del seen
    remove_dead_workdirs()
    with tempfile.TemporaryDirectory(prefix=f"{WORKDIR_PREFIX}{os.getpid()}-") as tmp:
        d = Path(tmp)
        (d / "module.mlir").write_text(mlir_text)
        _save(d / "inputs.npz", arrays)
        del arrays
        (d / "request.json").write_text(json.dumps({"replicas": replicas, "counts": counts, "slug": slug,
                                                    "links": links,
                                                    "donate": {str(i): j for i, j in (donate or {}).items()}}))
        # -P: the child imports this cnxbuild (PYTHONPATH), never a `cnxbuild/` in the current directory
        cmd = [sys.executable, "-P", "-m", "cnxbuild.run._xla_child", str(d)]
        try:
            proc = run_child(cmd, env=_child_env(replicas), timeout=timeout)
        except subprocess.TimeoutExpired as e:
            raise ToolError("xla-subprocess", f"child timed out after {timeout} s", slug=slug) from e
        result_path = d / "result.json"
        if not result_path.exists():
            msg = (f"child exited ({how_it_ended(proc.returncode)}) without a result; "
                   f"{stderr_tail(proc.stderr, lines=40)}")
            raise ToolError("xla-subprocess", msg, slug=slug)
        result = json.loads(result_path.read_text())
        note_child_peak(result.get("peak_rss_bytes"))
        if not result["ok"]:
            raise ToolError(result["tool"], result["diagnostic"], slug=slug, excerpt=result["excerpt"])
        return [_outputs_of_call(_load(d / f"outputs_c{c}.npz"), c, replicas, n, differ)
                for c, (n, differ) in enumerate(zip(result["output_counts"], result["differ"]))]


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


def _child_main(directory: str) -> None:
    """The child: compile once, then per call put its inputs on the devices one argument at a time (read,
    copied to the R devices, let go), run, write ``outputs_c<c>.npz`` (replica 0's outputs and the other
    replicas' that differ from them), and let go; last ``result.json``."""
    from cnxbuild.run.memory import hold_no_freed_heap
    from cnxbuild.run.xla import with_donation

    hold_no_freed_heap()  # a freed call's arrays leave the resident set before the next call's are read
    d = Path(directory)
    request = json.loads((d / "request.json").read_text())
    replicas, slug, links = request["replicas"], request["slug"], request.get("links", {})
    donate = {int(i): j for i, j in request.get("donate", {}).items()}
    output_counts, differ = [], []
    try:
        with np.load(d / "inputs.npz", allow_pickle=False) as z:
            names = dict(entry.split("=", 1) for entry in z[_DTYPES_KEY].tolist())
            program = XlaProgram(with_donation((d / "module.mlir").read_text(), donate), replicas, slug=slug)
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
                _save(d / f"outputs_c{c}.npz", outputs)
                del outputs
    except (ToolError, ValueError, RuntimeError) as e:
        err = e if isinstance(e, ToolError) else ToolError("xla", f"{type(e).__name__}: {e}", slug=slug)
        (d / "result.json").write_text(json.dumps(
            {"ok": False, "tool": err.tool, "diagnostic": err.diagnostic, "excerpt": err.excerpt,
             "peak_rss_bytes": peak_rss_bytes()}))
        return
    (d / "result.json").write_text(json.dumps({"ok": True, "output_counts": output_counts, "differ": differ,
                                               "peak_rss_bytes": peak_rss_bytes()}))
