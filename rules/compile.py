"""``compile:<slug>``: ``iree-compile`` the artifact for ``llvm-cpu`` into ``build/llvm-cpu/<slug>.vmfb``.

Depends on the rendered **bytes** (``file_dep`` on the .mlir: doit's MD5 check) and on IREE's version and
the host CPU (spec/variants.md, "Incremental builds"): an emitter change that leaves an artifact's text
unchanged recompiles nothing. A ``.vmfb`` that no longer holds the bytes iree-compile wrote (truncated,
damaged, deleted) is reported and compiled again (docs/decisions.md, D24). A compile failure prints iree-compile's diagnostic with the numbered MLIR
lines around it and the slug (design.md, "Errors"); the previous .vmfb, if any, is left untouched.
"""

from __future__ import annotations

from pathlib import Path

from doit.exceptions import TaskFailed
from doit.task import clean_targets

from cnxbuild.build_support import remove_temps
from cnxbuild.graph import task_name
from rules import clean_temps, compile_tool_versions, graph, lazy_config_changed, targets_intact, write_failed, written

__all__ = ["task_compile", "compile_action"]


def compile_action(slug: str, mlir: str, vmfb: str) -> TaskFailed | dict:
    """Compile ``mlir`` to ``vmfb`` (atomic; a killed earlier compile's temp is removed first); a tool failure
    becomes a readable task failure. Returns ``{"written": {vmfb: sha256}}`` (:func:`rules.targets_intact`)."""
    from cnxbuild.run import IreeCompile, ToolError, compile_file

    try:
        remove_temps(Path(vmfb))
        digest = compile_file(mlir, vmfb, IreeCompile(), slug)
    except ToolError as e:
        return TaskFailed(str(e))
    except OSError as e:
        return write_failed(vmfb, e)
    return written((vmfb, digest))


def task_compile():
    """Compile every artifact for IREE llvm-cpu: build/llvm-cpu/<slug>.vmfb."""
    g = graph()
    for slug in g.slugs():
        mlir = str(g.outputs(task_name("render", slug))[0])
        (vmfb,) = (str(p) for p in g.outputs(task_name("compile", slug)))
        yield {
            "name": slug,
            "doc": vmfb,
            "actions": [(compile_action, [slug, mlir, vmfb])],
            "file_dep": [mlir],
            "targets": [vmfb],
            "uptodate": [lazy_config_changed(compile_tool_versions), targets_intact],
            "clean": [clean_targets, (clean_temps, [[vmfb]])],
        }
