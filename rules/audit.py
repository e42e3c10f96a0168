"""``audit``: what ``verified_mlir/`` holds agrees with the graph and with itself (spec/checks.md, 3).

* every file there has exactly one producer: files no target produces (stale artifacts, temp files a
  killed build left) are reported, **never deleted** (spec/variants.md, "The graph and collision
  rejection");
* every entry function is named after its file stem;
* every sidecar matches its module's signature (count, names, shapes, dtypes of inputs; count, shapes,
  dtypes of outputs);
* the bytes on disk equal a fresh render (no drift: hand edits, a nondeterministic emitter).

Runs after every render (``task_dep``) and always (it has no dependencies to be up to date with). A render
rewrites a file that no longer holds the bytes it wrote (rules/render.py), so a hand edit is repaired before
``doit audit`` looks; ``doit -s audit`` audits the directory as it is.
"""

from __future__ import annotations

import json
from pathlib import Path

from doit.exceptions import TaskFailed

from cnxbuild.build_support import artifact_files, parse_signature, sidecar_problems, variant_json
from cnxbuild.graph import task_name
from rules import graph
from rules.render import partners_of

__all__ = ["task_audit", "audit_action", "stale_files", "artifact_problems"]


def stale_files(directory: str, expected: list[str]) -> list[str]:
    """Files in ``directory`` (sorted) that are not in ``expected``."""
    base = Path(directory)
    known = {Path(p) for p in expected}
    return sorted(str(p) for p in base.iterdir() if p.is_file() and p not in known) if base.is_dir() else []


def artifact_problems(slug: str, doc: dict, partners: list[str] | str, mlir: str, sidecar: str) -> list[str]:
    """The audit of one artifact: files present, entry name, sidecar vs signature, bytes vs a fresh render."""
    missing = [p for p in (mlir, sidecar) if not Path(p).is_file()]
    if missing:
        return [f"{p}: missing (run `doit render:{slug}`)" for p in missing]
    text, side = Path(mlir).read_bytes(), Path(sidecar).read_bytes()
    try:
        found = sidecar_problems(slug, parse_signature(text.decode()), json.loads(side))
        problems = [f"{Path(mlir).parent / p}" for p in found]
    except (UnicodeDecodeError, ValueError, KeyError, TypeError) as e:
        problems = [f"{sidecar}: unreadable sidecar or module ({type(e).__name__}: {e})"]
    fresh_text, fresh_side = artifact_files(doc, partners)
    pairs = ((mlir, text, fresh_text), (sidecar, side, fresh_side))
    problems += [f"{path}: bytes differ from a fresh render (drift)" for path, have, want in pairs if have != want]
    return problems


def audit_action(directory: str, expected: list[str], artifacts: list[list]) -> TaskFailed | dict:
    """Audit ``directory``. ``artifacts``: ``[slug, variant JSON, partners, mlir, sidecar]`` per artifact."""
    problems = [f"{p}: stale — no target of the matrix produces it (reported, not deleted)"
                for p in stale_files(directory, expected)]
    for slug, doc, partners, mlir, sidecar in artifacts:
        problems += artifact_problems(slug, doc, partners, mlir, sidecar)
    if problems:
        return TaskFailed(f"audit of {directory}/: {len(problems)} problem(s)\n"
                          + "\n".join(f"  {p}" for p in problems))
    return {"summary": f"{len(artifacts)} artifacts, no stale files, no drift"}


def task_audit():
    """Audit verified_mlir/: stale files, entry names, sidecars vs signatures, drift from a fresh render."""
    g = graph()
    artifacts = [[s, variant_json(g.variant(s)), partners_of(s), *map(str, g.outputs(task_name("render", s)))]
                 for s in g.slugs()]
    return {
        "actions": [(audit_action, [str(g.root / "verified_mlir"), [str(p) for p in g.expected_files()],
                                    artifacts])],
        "task_dep": [task_name("render", s) for s in g.slugs()],
        "verbosity": 1,
    }
