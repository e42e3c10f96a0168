"""``check:<slug>``: the numeric protocol (spec/checks.md) on the artifact's small-geometry twin.

Writes ``build/checks/<slug>.json`` (slug, executor and tool versions, tolerance rule, per-tensor errors,
notes, verdict, timings). The task fails on a failed verdict, printing one line per offending tensor.
Data-parallel artifacts (replicas > 1) run on XLA, the others on IREE (design.md, decision 7).

Up to date while the artifact's bytes (``file_dep`` on the .mlir), every project module the check process
imports (``file_dep`` on :func:`cnxbuild.build_support.check_sources`: the protocol, the reference, the
executors and the whole emitter, which renders the twin), the twin's own text (``config_changed`` of its
digest, :func:`cnxbuild.build_support.twin_digest`, memoized so that a no-op run renders nothing) and the tool
versions are unchanged (docs/decisions.md, D37), and while the report holds the bytes this task wrote (a
damaged or edited report is reported and the check runs again; D24). ``task_dep`` on every compile of the
artifact (``compile:<slug>`` and each GPU target's): the shipped artifact must compile before its twin is checked
(spec/checks.md, steps 1 and 2), and a GPU module that does not compile fails the check as an llvm-cpu one does.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
import time
from pathlib import Path

from doit.exceptions import TaskFailed
from doit.task import clean_targets

from cnxbuild.atomic import remove_report
from cnxbuild.build_support import (RENDER_DIGESTS, check_sources, checker_digest, remove_temps, render_digests,
                                    twin_digest, variant_from_json, variant_json, write_atomic)
from cnxbuild.graph import task_name
from cnxbuild.targets import executor_for
from rules import (as_seen, clean_temps, graph, lazy_config_changed, partners_of, sha256_file, targets_intact,
                   tool_versions, write_failed, written)

__all__ = ["task_check", "check_action", "run_check", "check_in_process", "CheckCrashed",
           "failure_message", "use_jax_cache", "check_task_config", "check_order", "heavy_lock", "is_heavy",
           "twin_params"]

JAX_CACHE = Path("build") / "jax-cache"
TWIN_CACHE = Path("build") / "twins"  # compiled twins by compile key (cnxbuild.run.twin_cache.compile_mlir_cached, D69)
HEAVY_LOCK = Path("build") / ".check-heavy.lock"
HEAVY_PARAMS = 60_000_000  # 88M-parameter nets and larger: a twin check near 8 GiB (docs/check-cost.md)


def twin_params(doc: dict) -> int:
    """Parameters of the Variant ``doc``'s net (its twin has the same depth, widths and classes)."""
    from cnxbuild.step import parameter_count

    return parameter_count(variant_from_json(doc))


def is_heavy(doc: dict) -> bool:
    """A train step of a net of at least :data:`HEAVY_PARAMS` parameters (a forward's check holds no optimizer
    state and no float64 gradient: far lighter)."""
    from cnxbuild.variant import TrainStep

    return isinstance(variant_from_json(doc), TrainStep) and twin_params(doc) >= HEAVY_PARAMS


def check_order(docs: dict[str, dict]) -> list[str]:
    """The slugs of ``docs`` (slug → Variant JSON) in the order doit starts their checks: the costliest first
    (parameters × replicas × micro-steps; a long check started last would leave one worker alone at the end),
    ties by slug; the heavy ones (:data:`HEAVY_PARAMS`) spread evenly through the list (the first one first),
    so that under ``doit -n 2`` the other worker meets lighter checks while one holds the heavy lock
    (:func:`heavy_lock`) instead of waiting for it."""
    def cost(slug: str) -> int:
        d = docs[slug]
        return twin_params(d) * d.get("replicas", 1) * d.get("accumulate", 1)

    ranked = sorted(docs, key=lambda s: (-cost(s), s))
    heavy = [s for s in ranked if is_heavy(docs[s])]
    light = [s for s in ranked if not is_heavy(docs[s])]
    out = list(light)
    for k, s in reversed(list(enumerate(heavy))):  # heavy k at k/len(heavy) of the way through
        out.insert(k * len(ranked) // len(heavy), s)
    return out


def heavy_lock(doc: dict):
    """A context holding ``build/.check-heavy.lock`` (an OS file lock) while the check of a heavy train step
    (:func:`is_heavy`) runs, so that two such checks never run at once under ``doit -n 2``
    (each peaks near 8 GiB; docs/decisions.md, D56); a no-op context for smaller nets."""
    import contextlib

    from filelock import FileLock

    if not is_heavy(doc):
        return contextlib.nullcontext()
    HEAVY_LOCK.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(str(HEAVY_LOCK))


@functools.lru_cache(maxsize=None)
def check_config(executor: str) -> dict:
    """What a verdict depends on besides the artifact's bytes (computed lazily by doit)."""
    return {"tools": tool_versions(), "checker": checker_digest(), "executor": executor}


def check_task_config(executor: str, slug: str) -> dict:
    """:func:`check_config` plus the digest of the twin the check of ``slug`` renders."""
    return {**check_config(executor), "twin": twin_digest(variant_json(graph().variant(slug)))}


def use_jax_cache(directory: Path = JAX_CACHE) -> None:
    """Point JAX's persistent compilation cache at ``directory`` (also for XLA child processes)."""
    path = str(directory.resolve())
    os.environ.setdefault("JAX_COMPILATION_CACHE_DIR", path)
    os.environ.setdefault("JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS", "0")
    import jax

    jax.config.update("jax_compilation_cache_dir", os.environ["JAX_COMPILATION_CACHE_DIR"])
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)


#: At most this many offending tensors are printed (a broken optimizer fails every θ′ and m′: ~160 lines in a
#: CI log); the report lists them all.
SHOWN_FAILURES = 10


def failure_message(verdict, path: str) -> str:
    """The verdict line, then one line per offending tensor (the :data:`SHOWN_FAILURES` furthest past their
    bounds, in the report's order, and how many more) and per failed note, then the report's path."""
    lines = [verdict.line(), f"  tolerance: {verdict.rule}"]
    bad = [t for t in verdict.tensors if not t.ok]
    worst = [t for t in verdict.worst(len(verdict.tensors)) if not t.ok]
    shown = {id(t) for t in worst[:SHOWN_FAILURES]}
    lines += [f"  {t.name}: rel {t.rel:.3g} > bound {t.bound:.3g}"
              + (f" (float32 control {t.control:.3g})" if t.control is not None else "")
              for t in bad if id(t) in shown]
    if len(bad) > len(shown):
        lines.append(f"  ... and {len(bad) - len(shown)} more tensors past their bounds (all in the report)")
    lines += [f"  {n}" for n in verdict.notes if n.startswith("FAIL")]
    return "\n".join(lines + [f"  report: {as_seen(path)}"])


def check_action(doc: dict, executor: str, out: str, artifact: str | None = None,
                 partners: list[str] | str | None = None) -> TaskFailed | dict:
    """Run the protocol on the Variant ``doc`` with ``executor`` in a child process (:func:`run_check`); write
    the report to ``out``, with the path and SHA-256 of the shipped module ``artifact`` (``verified_mlir/``;
    ``partners`` as its sidecar names them).
    An earlier report at ``out`` goes first: a check that does not finish (killed, crashed, the twin not
    compiling) leaves none, never one of an earlier artifact. The XLA work directories of checks whose process
    is gone (a ``-P process`` worker stopped by SIGTERM cannot clean up) go too.

    The check judges the variant's render, not the file: an ``artifact`` whose bytes differ from a fresh render
    (edited by hand, then ``doit -s check:SLUG``, which skips the render) fails before anything runs, so a
    report never vouches for bytes the check did not see (a breaker's finding, stop 53)."""
    from cnxbuild.run.xla_subprocess import remove_dead_workdirs

    remove_dead_workdirs()
    try:
        remove_report(out)
    except OSError as e:
        return write_failed(out, e)
    if artifact is not None:
        try:
            drift = _drift(doc, artifact, partners)
        except OSError as e:  # the render memo cannot be written (a read-only build/)
            return write_failed(str(RENDER_DIGESTS), e)
        if drift:
            return TaskFailed(drift)
    try:
        with heavy_lock(doc):
            result = run_check(doc, executor, out)
    except CheckCrashed as e:
        return TaskFailed(str(e))
    if "tool_error" in result:
        return TaskFailed(result["tool_error"])
    if artifact is not None:  # the bytes this verdict is for: the render's, which the file held (_drift)
        result["report"]["artifact"] = {"path": artifact, "sha256": render_digests(doc, partners)[0]}
    data = (json.dumps(result["report"], indent=2, allow_nan=False) + "\n").encode()
    try:
        remove_temps(Path(out))
        write_atomic(out, data)
    except OSError as e:
        return write_failed(out, e)
    if result["failure"] is not None:
        return TaskFailed(result["failure"])
    return {"summary": result["report"]["summary"], **written((out, hashlib.sha256(data).hexdigest()))}


def _drift(doc: dict, artifact: str, partners: list[str] | str | None) -> str | None:
    """Why ``artifact`` is not the module the Variant ``doc`` renders (missing, or other bytes), else None."""
    have = sha256_file(artifact)  # None: cannot be read
    if have is None:
        return f"{artifact}: cannot read the artifact to check; `doit render` writes it"
    if have != render_digests(doc, partners, fresh=True)[0]:  # rendered now: the memo alone vouches for nothing
        return (f"{artifact}: its bytes differ from a fresh render of the variant (edited by hand?). The check "
                "judges the variant's render, so its report would vouch for bytes it never saw: `doit check` (or "
                "`doit render` first) writes the artifact again; no report was written")
    return None


class CheckCrashed(Exception):
    """The check's child process ended without a result (killed, out of memory, an uncaught exception)."""


def run_check(doc: dict, executor: str, out: str) -> dict:
    """The protocol on the Variant ``doc`` (JSON) with ``executor``, in a fresh Python process of its own
    (``python -P -m rules._check_child``, started by :func:`cnxbuild.run.proc.run_child`: it dies with its
    caller). A process per check holds only that check's memory: a doit worker that had run earlier checks
    kept up to ~4 GiB of their heap and JAX state, so its next check peaked that much higher
    (docs/decisions.md, D59). Returns :func:`check_in_process`'s result.

    Raises:
        CheckCrashed: the child exited without a result, or its last line is not one (its exit status and
            the end of its stderr).
    """
    from cnxbuild.run.proc import how_it_ended, run_child, stderr_tail

    root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))}
    # -P: the child imports this tree's code (PYTHONPATH), never a `rules/` or `cnxbuild/` of the current directory
    done = run_child([sys.executable, "-P", "-m", "rules._check_child", executor, out],
                     input=json.dumps(doc).encode(), env=env)
    lines = done.stdout.decode(errors="replace").splitlines()
    result = _result_line(lines[-1]) if done.returncode == 0 and lines else None
    if result is None:
        what = ("no verdict" if done.returncode != 0 or not lines
                else f"an unreadable result {lines[-1][:200]!r}")
        raise CheckCrashed(f"the check process ended with {how_it_ended(done.returncode)} and {what}; "
                           f"{stderr_tail(done.stderr)}")
    return result


def _result_line(line: str) -> dict | None:
    """The child's result (:func:`check_in_process`'s dict), or None when ``line`` is not one."""
    try:
        result = json.loads(line)
    except ValueError:
        return None
    ok = isinstance(result, dict) and ("tool_error" in result or {"report", "failure"} <= set(result))
    return result if ok else None


def check_in_process(doc: dict, executor: str, out: str) -> dict:
    """The protocol on the Variant ``doc`` with ``executor`` in this process: ``{"report": <the JSON report>,
    "failure": <failure_message naming the report's path ``out``, or None>}``, or
    ``{"tool_error": <message>}`` when the twin does not compile or run."""
    from cnxbuild.check import TWIN_CACHE_ENV, check_variant, report
    from cnxbuild.run import ToolError

    use_jax_cache()
    os.environ.setdefault(TWIN_CACHE_ENV, str(TWIN_CACHE.resolve()))
    t0 = time.perf_counter()
    try:
        verdict = check_variant(variant_from_json(doc), executor)
    except ToolError as e:
        return {"tool_error": str(e)}
    return {"report": report(verdict, tool_versions(), time.perf_counter() - t0),
            "failure": None if verdict.ok else failure_message(verdict, out)}


def task_check():
    """Verify every artifact: compile it, check its twin's numbers, and audit verified_mlir/."""
    g = graph()
    sources = [str(p) for p in check_sources()]
    yield {"name": None, "doc": "the audit of verified_mlir/ first, then compile + numeric check of every artifact",
           "task_dep": ["audit"]}
    for slug in check_order({s: variant_json(g.variant(s)) for s in g.slugs()}):
        v = g.variant(slug)
        executor = executor_for(v)
        mlir = str(g.outputs(task_name("render", slug))[0])
        (out,) = (str(p) for p in g.outputs(task_name("check", slug)))
        yield {
            "name": slug,
            "doc": f"{out} ({executor})",
            "actions": [(check_action, [variant_json(v), executor, out, mlir, partners_of(slug)])],
            "file_dep": [mlir, *sources],
            # every module the build compiles of it, GPU targets too: a GPU compile that fails fails `doit check`
            # (a breaker's finding, stop 57: it passed, and a CI of `doit check` never built the GPU modules)
            "task_dep": g.compiles(slug),  # none when data parallel without a GPU target
            "targets": [out],
            "uptodate": [lazy_config_changed(check_task_config, executor, slug), targets_intact],
            "clean": [clean_targets, (clean_temps, [[out]])],
        }
