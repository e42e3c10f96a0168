"""``audit``: what ``verified_mlir/`` holds agrees with the graph and with itself (spec/checks.md, 3).

* every file there, and in build/llvm-cpu/ and build/checks/, has exactly one producer: files and folders
  no target produces (stale artifacts and .vmfb files, temp files a killed build left, subfolders) are
  reported, **never deleted** (spec/variants.md, "The graph and collision rejection");
* MANIFEST.md vouches only for what is there: every sha256 and byte count it lists is the file's
  (docs/decisions.md, D24);
* every entry function is named after its file stem;
* every sidecar matches its module's signature (count, names, shapes, dtypes of inputs; count, shapes,
  dtypes of outputs);
* the bytes on disk equal a fresh render (no drift: hand edits, a nondeterministic emitter).

Runs after every render (``task_dep``) and always (it has no dependencies to be up to date with). A render
rewrites a file that no longer holds the bytes it wrote (rules/render.py), so a hand edit is repaired before
``doit audit`` looks; ``doit -s audit`` audits the directory as it is.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shlex
import sys
from pathlib import Path

from doit.exceptions import TaskFailed

from cnxbuild.build_support import MATRIX_ENV, matrix_path, render_digests, variant_json
from cnxbuild.signature import parse_signature, sidecar_problems
from cnxbuild.graph import MANIFEST, task_name
from rules import as_seen, graph
from rules.argv import prune_hint
from rules.manifest import manifest_rows
from rules.render import partners_of

__all__ = ["task_audit", "task_prune", "prune_action", "prunable", "audit_action", "stale_files",
           "stale_entries", "expected_by_dir", "artifact_problems", "manifest_problems",
           "manifest_text_problems", "module_notes"]

# A manifest row: | `slug` | meaning | parameters | inputs | outputs | bytes | `sha256` | partner | targets |
_ROW = re.compile(r"^\| `([^`]+)` \|.*?\| ([\d,]+) \| `([^`]*)` \|", re.M)


#: Files a version-control system, a file manager or an OS puts in any folder: never a stale artifact, so not
#: reported (a breaker's finding, stop 57: a `.gitkeep` failed every `doit check`, and `doit prune` kept it).
PLACEHOLDERS = frozenset({".gitkeep", ".keep", ".gitignore", ".gitattributes", ".ds_store", "thumbs.db",
                          "desktop.ini"})  # compared lower-cased (Windows writes Thumbs.db and thumbs.db)


def placeholder(name: str) -> bool:
    """Whether a folder entry ``name`` is one of :data:`PLACEHOLDERS` (any case), a macOS AppleDouble file
    (``._<name>``: a copy's resource fork), or an editor's backup (``<name>~``): never an artifact."""
    return name.lower() in PLACEHOLDERS or name.startswith("._") or name.endswith("~")


def stale_files(directory: str, expected: list[str]) -> list[str]:
    """Entries of ``directory`` (files, hidden temps and subfolders; sorted) that are not in ``expected`` nor a
    :func:`placeholder`; a subfolder is listed with a trailing ``/``."""
    base = Path(directory)
    known = {Path(p) for p in expected}
    if not base.is_dir():
        return []
    return sorted(str(p) + ("/" if p.is_dir() else "") for p in base.iterdir()
                  if p not in known and not placeholder(p.name))


def expected_by_dir(g) -> list[list]:
    """``[directory, [expected files]]`` for every directory graph ``g`` writes artifacts into."""
    return [[str(d), [str(f) for f in g.expected_files(d)]] for d in g.output_dirs()]


def stale_entries(dirs: list[list]) -> list[str]:
    """What no target produces in each ``[directory, expected files]`` of ``dirs``
    (:func:`expected_by_dir`)."""
    return [p for d, expected in dirs for p in stale_files(d, expected)]


def manifest_problems(manifest: str, mlirs: list[str]) -> list[str]:
    """Where MANIFEST.md's rows disagree with the .mlir files (``mlirs``): a digest or byte count that is not
    the file's, a row for no artifact, an artifact without a row."""
    try:
        rows = {m.group(1): (m.group(2), m.group(3)) for m in _ROW.finditer(Path(manifest).read_text())}
    except OSError as e:
        return [f"{manifest}: cannot read it ({e.strerror}; run `doit manifest`)"]
    out = []
    for mlir in mlirs:
        path = Path(mlir)
        listed = rows.pop(path.stem, None)
        if listed is None:
            out.append(f"{manifest}: no row for {path.name}")
            continue
        try:
            data = path.read_bytes()
        except OSError:
            continue  # reported as missing by the artifact audit
        size, digest = f"{len(data):,}", hashlib.sha256(data).hexdigest()
        if listed != (size, digest):
            out.append(f"{manifest}: lists {path.name} as {listed[0]} bytes, sha256 "
                       f"{listed[1] or '(empty)'}, but the file has {size} bytes, sha256 {digest}")
    out += [f"{manifest}: row for {s}, which no target produces" for s in sorted(rows)]
    return out


def artifact_problems(slug: str, doc: dict, partners: list[str] | str, mlir: str, sidecar: str) -> list[str]:
    """The audit of one artifact: files present, entry name, sidecar vs signature, bytes vs a fresh render."""
    missing = [p for p in (mlir, sidecar) if not Path(p).is_file()]
    if missing:
        return [f"{p}: missing (run `doit render:{slug}`)" for p in missing]
    text, side = Path(mlir).read_bytes(), Path(sidecar).read_bytes()
    try:
        found = sidecar_problems(slug, parse_signature(text.decode()), json.loads(side))
        problems = [f"{Path(mlir).parent / p}" for p in found]
    except (UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as e:
        problems = [f"{sidecar}: unreadable sidecar or module ({type(e).__name__}: {e})"]
    have = (hashlib.sha256(text).hexdigest(), hashlib.sha256(side).hexdigest())
    fresh = render_digests(doc, partners)  # a fresh render's digests, memoized under the emitter's digest
    if fresh != have:  # drift is said only of a real render's bytes, not of a memo entry alone
        fresh = render_digests(doc, partners, fresh=True)
    pairs = ((mlir, have[0], fresh[0]), (sidecar, have[1], fresh[1]))
    problems += [f"{path}: bytes differ from a fresh render (drift)" for path, digest, want in pairs
                 if digest != want]
    return problems


def manifest_text_problems(manifest: str, rows: list[list]) -> list[str]:
    """MANIFEST.md is, byte for byte, the manifest of the files it lists (a hand edit of a meaning, a count,
    the order or a duplicated row shows here when every digest is right)."""
    from rules.manifest import manifest_text

    try:
        have, want = Path(manifest).read_text(), manifest_text([tuple(r) for r in rows])
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:  # TypeError: a sidecar of another shape
        return [f"{manifest}: cannot compare it with the files ({type(e).__name__}: {e})"]
    if have == want:
        return []
    first = next(i for i, (a, b) in enumerate(zip(have.splitlines() + [""], want.splitlines() + [""])) if a != b)
    return [f"{manifest}: line {first + 1} differs from the manifest of the files it lists (edited by hand?); "
            "`doit manifest` writes it again"]


def _checking() -> bool:
    """Whether this doit run asked for ``check`` (the audit is its first task)."""
    from rules.argv import doit_args

    command, tasks = doit_args(sys.argv)
    return command == "run" and "check" in tasks


def audit_action(directory: str, dirs: list[list], manifest: str, artifacts: list[list],
                 rows: list[list] | None = None, prune: str | None = "doit prune",
                 modules: list[list] | None = None) -> TaskFailed | dict:
    """Audit ``directory`` (verified_mlir/). ``dirs``: :func:`expected_by_dir`; ``manifest``: MANIFEST.md's
    path; ``artifacts``: ``[slug, variant JSON, partners, mlir, sidecar]`` per artifact; ``rows``: the
    manifest's rows (rules.manifest), to compare its whole text with the manifest of the files; ``prune``:
    the command that removes stale files, as the user's shell runs it (:func:`rules.argv.prune_hint`; None:
    none can, the matrix is not the directory's own); ``modules``: the built modules to compare with what the
    matrix compiles now (:func:`module_notes`: said in the summary, not failed)."""
    stale = stale_entries(dirs)
    # as the user's shell sees them, as the rm line below and doit's note name them (a new user, stop 41)
    problems = [f"{as_seen(p)}{'/' * p.endswith('/')}: stale — no target of the matrix produces it "
                "(reported, not deleted)" for p in stale]
    problems += manifest_problems(manifest, [a[3] for a in artifacts])
    if rows is not None and not problems:
        problems += manifest_text_problems(manifest, rows)
    for slug, doc, partners, mlir, sidecar in artifacts:
        problems += artifact_problems(slug, doc, partners, mlir, sidecar)
    late = module_notes(modules or [])
    if problems:
        ours = [p for p in stale if prune and prunable(p)]  # what prune removes; the rest is removed by hand
        by_hand = [p for p in stale if p not in ours]  # (a breaker's finding, stop 57: prune was said for a subfolder)
        hint = [] if not stale else [  # a variant edited or removed from the matrix leaves its files (D21)
            "  stale files are what an edited or removed variant, or a dropped target, left; if nothing else "
            "needs them, "
            + (f"`{prune}` removes the files (D81), or: rm -r " if ours and not by_hand else
               f"`{prune}` removes {len(ours)} of them (D81), and these it keeps: rm -r " if ours else
               "remove them: rm -r ")
            + " ".join(shlex.quote(as_seen(p)) for p in (stale if not ours else by_hand if by_hand else stale))]
        also = [f"  and, not a problem of verified_mlir/: {n} (doit compiles it again)" for n in late]
        first = ["  `doit check` audits first: no artifact was checked; it checks them once the audit passes"
                 ] if _checking() else []  # a new user's finding (stop 57): the stop looked like a finished check
        return TaskFailed(f"audit of {directory}/ and the build outputs: {len(problems)} problem(s)\n"
                          + "\n".join([f"  {p}" for p in problems] + hint + also + first))
    summary = (f"{len(artifacts)} artifact{'s' * (len(artifacts) != 1)}, no stale files, manifest digests verified, "
               "no drift")
    if late:  # said, not failed: `doit check` compiles them next, as plain `doit` does (a breaker's finding, D122)
        summary += (f"; {len(late)} module{'s' * (len(late) != 1)} in build/ not what the matrix compiles now "
                    "(doit compiles them again; until then MANIFEST.md's \"compiled for\" is not what is there): "
                    + "; ".join(late[:3]) + (f"; and {len(late) - 3} more" if len(late) > 3 else ""))
    return {"summary": summary}


def module_notes(modules: list[list]) -> list[str]:
    """Each built module (``[vmfb, mlir, target, chip]`` of the graph's compile nodes) whose compile record is not
    the one the matrix's compile would write now: another CPU (``[build] chips``, D122) or GPU chip, other compile
    facts (IREE, flags, host CPU, ``$IREE_TOOL_PATH``), or another ``.mlir``. A module not built yet is no note.
    The ``.vmfb``'s own bytes are not hashed here (a no-op ``doit check`` stays fast; the compile task's
    ``targets_intact`` catches a damaged one)."""
    from cnxbuild.atomic import file_sha256
    from cnxbuild.targets import chip_of, read_record
    from rules import compile_tool_versions

    notes = []
    for vmfb, mlir, target, chip in modules:
        if not os.path.exists(vmfb):
            continue
        record = read_record(vmfb)
        try:
            was, facts = record.get("chip"), record.get("compiled_with")
            source = record["mlir"]["sha256"]
        except (KeyError, TypeError, AttributeError):
            notes.append(f"{as_seen(vmfb)}: no readable compile record")
            continue
        want = chip_of(target, {target: chip} if chip is not None else None)
        if was != want:
            what = "CPU" if target == "llvm-cpu" else "chip"
            notes.append(f"{as_seen(vmfb)}: compiled for the {what} {was or 'host'}, the matrix names {want or 'host'}")
        elif facts != compile_tool_versions(target, chip):
            notes.append(f"{as_seen(vmfb)}: compiled with other IREE, flags or host CPU than this build's")
        elif os.path.exists(mlir) and source != file_sha256(Path(mlir)):
            notes.append(f"{as_seen(vmfb)}: compiled from other bytes than {as_seen(mlir)}'s")
    return notes


def task_audit():
    """Audit verified_mlir/: stale files, entry names, sidecars vs signatures, drift from a fresh render."""
    g = graph()
    artifacts = [[s, variant_json(g.variant(s)), partners_of(s), *map(str, g.outputs(task_name("render", s)))]
                 for s in g.slugs()]
    (manifest,) = (str(p) for p in g.outputs(MANIFEST))
    modules = [[str(g.outputs(c)[0]), str(g.outputs(task_name("render", s))[0]), g.node(c)["target"],
                g.node(c)["chip"]] for s in g.slugs() for c in g.compiles(s)]
    return {
        "actions": [(audit_action, [str(g.root / "verified_mlir"), expected_by_dir(g), manifest, artifacts,
                                    manifest_rows(g), prune_hint(sys.argv), modules])],
        "task_dep": [task_name("render", s) for s in g.slugs()] + [MANIFEST],
        "verbosity": 1,
    }


@functools.lru_cache(maxsize=1)
def _artifact_name() -> re.Pattern:
    """The names a variant's files have: a registered family's token, letters, digits and ``_``, a kind's
    suffix (the grammar's ``KINDS``), then .mlir, .json, .vmfb or .vmfb.json (a user's ``notes.json`` or
    ``my_kernel.vmfb`` is no slug's: a breaker's finding, stop 47)."""
    from cnxbuild.nets import FAMILIES
    from cnxbuild.slug.markers import KINDS

    tokens = "|".join(sorted((re.escape(f.token) for f in FAMILIES.values()), key=len, reverse=True))
    kinds = "|".join(re.escape(suffix) for suffix, _ in KINDS)
    return re.compile(rf"(?:{tokens})[a-z0-9_]*(?:{kinds})\.(?:mlir|json|vmfb|vmfb\.json)")


def prunable(path: str) -> bool:
    """Whether ``doit prune`` removes the stale entry ``path``: a regular file named as a variant's files are
    (:func:`_artifact_name`: a user's ``README.md`` or ``NOTES.txt`` beside the artifacts is kept: breaker,
    stop 47), not hidden, not a link, in a folder of this build directory reached through no link (a
    ``verified_mlir`` that links to another project's holds that project's artifacts: breaker, stop 36)."""
    p = Path(path)
    linked = os.path.realpath(p.parent) != os.path.abspath(p.parent)  # getcwd() is the physical path
    return (not linked and _artifact_name().fullmatch(p.name) is not None and p.is_file()
            and not p.is_symlink())


def prune_action(dirs: list[list], matrix: str, own: str | None) -> TaskFailed | dict:
    """Remove the stale regular files of ``dirs`` (:func:`expected_by_dir`): what an edited or removed variant
    left in verified_mlir/, build/<target>/ and build/checks/. Only on request (``doit prune``; the build
    itself never deletes them: spec/variants.md). Hidden files (a killed write's temp: the build removes those
    whose writer is dead) and subfolders are kept and named. Prints one line per file it removes.

    ``matrix`` is the matrix this build reads, ``own`` the directory's own ``variants.toml`` (None when it
    has none): a build of another matrix (``$CNXBUILD_MATRIX``) in a directory with a matrix of its own is
    refused, since every file of the directory's own matrix would count as stale (breaker, stop 36)."""
    if own is not None and os.path.realpath(matrix) != os.path.realpath(own):
        return TaskFailed(
            f"doit prune: this build reads {as_seen(matrix)} (${MATRIX_ENV}), not this directory's "
            f"own {as_seen(own)}, so every file of {as_seen(own)} would count as stale; nothing was "
            f"removed. Prune with the directory's own matrix (unset {MATRIX_ENV}), or give the other "
            "matrix a directory of its own (-d DIR)")
    print(f"pruning what {as_seen(matrix)} does not build")
    removed, kept = [], []
    for p in stale_entries(dirs):
        if not prunable(p):
            kept.append(p)
            continue
        Path(p).unlink()
        removed.append(p)
        print(f"removed {shown(as_seen(p))}")
    if kept:
        print("kept (not a file a variant leaves; remove it by hand if nothing needs it): "
              + ", ".join(shown(as_seen(p)) for p in kept))
    return {"summary": f"{len(removed)} stale file{'s' * (len(removed) != 1)} removed"
                       + (f", {len(kept)} kept" if kept else "")}


def shown(path: str) -> str:
    """``path`` as written, or quoted with escapes when it holds a character a terminal would not show as is
    (a newline in a file name)."""
    return path if path.isprintable() else repr(path)


def task_prune():
    """Remove the stale files the audit reports (never run by default: ``doit prune``)."""
    g = graph()
    own = g.root / "variants.toml"
    return {
        "actions": [(prune_action, [expected_by_dir(g), str(matrix_path()),
                                    str(own) if own.is_file() else None])],
        "uptodate": [False],
        "verbosity": 2,
    }
