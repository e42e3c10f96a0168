"""``render:<slug>``: write ``verified_mlir/<slug>.mlir`` and its sidecar ``<slug>.json``, atomically.

Up to date (spec/variants.md, "Incremental builds") while the Variant's canonical JSON, its partner
information and the emitter digest are unchanged and both files still hold the bytes this task wrote (a file
edited, truncated or deleted by hand is rendered again, so the manifest never vouches for it). Renders are
cheap and deterministic: downstream tasks depend on the rendered bytes, not on this task having run.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from doit.tools import config_changed

from cnxbuild.build_support import artifact_files, emitter_digest, remove_temps, variant_json, write_atomic
from cnxbuild.graph import task_name
from rules import graph

__all__ = ["task_render", "render_action", "partners_of", "targets_intact"]

#: Bump when the rule's output changes for reasons the emitter digest does not see (e.g. JSON layout).
RENDER_FORMAT = 1


def partners_of(slug: str) -> list[str] | str:
    """A train step's forward partner (a slug), or the train steps a forward partners (sorted slugs)."""
    node = graph().node(task_name("render", slug))
    return node["partner"] if "partner" in node else list(node["partner_of"])


def _sha256(path: str) -> str | None:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def render_action(doc: dict, partners: list[str] | str, mlir: str, sidecar: str) -> dict:
    """Render the Variant ``doc`` (canonical JSON) to ``mlir`` and ``sidecar``, each atomically.

    Temp files a killed earlier render left for these paths are removed first. Returns ``{"written": {path:
    sha256}}``, which doit keeps for :func:`targets_intact`.
    """
    text, side = artifact_files(doc, partners)
    for path, data in ((mlir, text), (sidecar, side)):
        remove_temps(Path(path))
        write_atomic(path, data)
    return {"written": {mlir: hashlib.sha256(text).hexdigest(), sidecar: hashlib.sha256(side).hexdigest()}}


def targets_intact(task, values: dict) -> bool:
    """doit ``uptodate``: every target still holds the bytes the last render wrote."""
    written = values.get("written") or {}
    if not written or set(written) != set(task.targets):
        return False
    return all(_sha256(p) == h for p, h in written.items())


def task_render():
    """Render every artifact: verified_mlir/<slug>.mlir and <slug>.json."""
    g, digest = graph(), emitter_digest()
    for slug in g.slugs():
        v = g.variant(slug)
        mlir, sidecar = (str(p) for p in g.outputs(task_name("render", slug)))
        partners = partners_of(slug)
        yield {
            "name": slug,
            "doc": f"{mlir} and {Path(sidecar).name}",
            "actions": [(render_action, [variant_json(v), partners, mlir, sidecar])],
            "targets": [mlir, sidecar],
            "uptodate": [config_changed({"variant": variant_json(v), "partners": partners,
                                         "emitter": digest, "format": RENDER_FORMAT}), targets_intact],
        }
