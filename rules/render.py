"""``render:<slug>``: write ``verified_mlir/<slug>.mlir`` and its sidecar ``<slug>.json``, atomically.

Up to date (spec/variants.md, "Incremental builds") while the Variant's canonical JSON, its partner
information and the emitter digest are unchanged and both files still hold the bytes this task wrote (a file
edited, truncated or deleted by hand is reported, then rendered again, so the manifest never vouches for it).
Renders are cheap and deterministic: downstream tasks depend on the rendered bytes, not on this task having
run.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from doit.exceptions import TaskFailed
from doit.task import clean_targets
from doit.tools import config_changed

from cnxbuild.build_support import artifact_files, emitter_digest, remove_temps, variant_json, write_atomic
from cnxbuild.codes import CodeConflict, is_recorded, record_code
from cnxbuild.variant import Dataset
from cnxbuild.graph import task_name
from rules import clean_temps, graph, partners_of, targets_intact, write_failed, written

__all__ = ["task_render", "render_action", "partners_of"]

#: Bump when the rule's output changes for reasons the emitter digest does not see (e.g. JSON layout).
RENDER_FORMAT = 1


def render_action(doc: dict, partners: list[str] | str, mlir: str, sidecar: str, root: str = "."):
    """Render the Variant ``doc`` (canonical JSON) to ``mlir`` and ``sidecar``, each atomically.

    A user dataset's code is recorded in ``root``'s registry first (cnxbuild.codes; D25), and a registry that
    ties the code to another dataset fails the task before anything is written. Temp files a killed earlier
    render left for these paths are removed first (never a live writer's). Returns ``{"written": {path:
    sha256}}``, which doit keeps for :func:`rules.targets_intact`; an unwritable directory is a one-line task
    failure.
    """
    text, side = artifact_files(doc, partners)
    try:
        record_code(Path(root), Dataset.model_validate(doc["dataset"]))
    except CodeConflict as e:
        return TaskFailed(str(e))
    except OSError as e:
        return write_failed(str(Path(root) / "verified_mlir" / "datasets.json"), e)
    for path, data in ((mlir, text), (sidecar, side)):
        try:
            remove_temps(Path(path))
            write_atomic(path, data)
        except OSError as e:
            return write_failed(path, e)
    return written((mlir, hashlib.sha256(text).hexdigest()), (sidecar, hashlib.sha256(side).hexdigest()))


def code_recorded(root: str, dataset: dict) -> bool:
    """doit ``uptodate``: the artifact's dataset is recorded in ``root``'s registry (always true for a built-in
    one; a deleted registry makes the renders that use a user dataset run and record it again)."""
    return is_recorded(Path(root), Dataset.model_validate(dataset))


def task_render():
    """Render every artifact: verified_mlir/<slug>.mlir and <slug>.json."""
    g, digest = graph(), emitter_digest()
    for slug in g.slugs():
        v = g.variant(slug)
        mlir, sidecar = (str(p) for p in g.outputs(task_name("render", slug)))
        partners = partners_of(slug)
        skipped = g.node(task_name("render", slug))["skipped_targets"].items()
        yield {
            "name": slug,
            "doc": f"{mlir} and {Path(sidecar).name}" + "".join(f" (no {t} module: {why})"
                                                                for t, why in skipped),
            "actions": [(render_action, [variant_json(v), partners, mlir, sidecar, str(g.root)])],
            "targets": [mlir, sidecar],
            "uptodate": [config_changed({"variant": variant_json(v), "partners": partners,
                                         "emitter": digest, "format": RENDER_FORMAT}), targets_intact,
                         (code_recorded, [str(g.root), variant_json(v)["dataset"]])],
            "clean": [clean_targets, (clean_temps, [[mlir, sidecar]])],
        }
