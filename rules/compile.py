"""``compile:<slug>``: ``iree-compile`` the artifact for ``llvm-cpu`` into ``build/llvm-cpu/<slug>.vmfb``, and
``compile:<target>:<slug>`` for each GPU target the matrix names, into ``build/<target>/``; which artifact
gets which target is cnxbuild.targets' rule (a data-parallel artifact gets no llvm-cpu module).

Depends on the rendered **bytes** (``file_dep`` on the .mlir: doit's MD5 check) and on IREE's version and the host
CPU, or the CPU the matrix's ``[build] chips`` names (spec/variants.md, "Incremental builds"; D122): an emitter
change that leaves an artifact's text unchanged recompiles nothing. A ``.vmfb`` that no longer holds the bytes
iree-compile wrote (truncated, damaged, deleted) is reported and compiled again (docs/decisions.md, D24). Beside
each ``.vmfb`` the task writes its compile record ``<slug>.vmfb.json`` (cnxbuild.targets.compile_record: the
``.mlir``'s and the ``.vmfb``'s sha256, the flags, IREE's versions, the CPU, the VM module and entry a driver
calls; D88), after the ``.vmfb``. A compile failure prints iree-compile's diagnostic with the numbered MLIR lines
around it and the slug (design.md, "Errors"); the previous .vmfb, if any, is left untouched.
"""

from __future__ import annotations

from pathlib import Path

from doit.exceptions import TaskFailed
from doit.task import clean_targets

from cnxbuild.build_support import remove_temps
from cnxbuild.graph import task_name
from cnxbuild.targets import DEFAULT_TARGET
from rules import (clean_temps, compile_tool_versions, graph, lazy_config_changed, targets_intact,
                   write_failed, written)

__all__ = ["task_compile", "compile_action", "gpu_hint"]


def compile_action(slug: str, mlir: str, vmfb: str, target: str = "llvm-cpu",
                   root: str = ".", chip: str | None = None) -> TaskFailed | dict:
    """Compile ``mlir`` to ``vmfb`` for ``target`` (atomic; a killed earlier compile's temp is removed first),
    then write the compile record beside it (atomic, after the ``.vmfb``: a record never vouches for a module
    it was not written with; its paths are relative to ``root``); a GPU target compiles for ``chip``
    (None: its default). A tool failure becomes a readable task failure. Returns ``{"written": {path:
    sha256}}`` for both (:func:`rules.targets_intact`)."""
    import hashlib
    import json

    from cnxbuild.atomic import write_atomic
    from cnxbuild.run import ToolError, compile_file
    from cnxbuild.targets import compile_record, invocation, record_path

    record = str(record_path(vmfb))
    try:
        remove_temps(Path(vmfb))
        remove_temps(Path(record))
        digest = compile_file(mlir, vmfb, invocation(target, chip), slug)
    except ToolError as e:
        return TaskFailed(str(e) + gpu_hint(target, chip))
    except OSError as e:
        return write_failed(vmfb, e)
    try:
        record_doc = compile_record(slug, target, mlir, vmfb, compile_tool_versions(target, chip), root, chip)
        text = (json.dumps(record_doc, indent=2) + "\n").encode()
        write_atomic(record, text)
    except OSError as e:
        return write_failed(record, e)
    except RuntimeError as e:  # the module iree-compile wrote lacks the entry: never expected, said plainly
        return TaskFailed(f"compile:{slug}: {e}")
    return written((vmfb, digest), (record, hashlib.sha256(text).hexdigest()))


def gpu_hint(target: str, chip: str | None) -> str:
    """The line a failed GPU compile ends with: iree-compile 3.13 does not build every artifact for every chip
    (some families' artifacts fail for some chips), and where the measured table is; "" for
    llvm-cpu."""
    from cnxbuild.targets import CHIP_FLAGS, chip_of

    chip = chip_of(target, {target: chip} if chip is not None else None)
    if target not in CHIP_FLAGS:  # llvm-cpu, for the host or a named CPU (D122)
        return ""
    return (f"\n{target} ({chip}): iree-compile 3.13 does not build every artifact for every GPU chip; what "
            "builds where, as measured: docs/executors.md, \"GPU targets\". To build the rest: doit --continue, "
            f"or leave this compile out with a [[build.skip]] table in the matrix (target = \"{target}\" and the "
            "artifact's slug, or keys such as family; D97)")


def task_compile():
    """Compile every artifact for its targets: build/<target>/<slug>.vmfb (cnxbuild.targets)."""
    g = graph()
    # every llvm-cpu compile before any GPU one: plain `doit` stops at a first failure, and a GPU compile that
    # iree-compile cannot do must not keep the CPU modules (the ones `doit check` needs) from being built
    tasks = sorted(((g.node(t)["target"] != DEFAULT_TARGET, g.node(t)["target"], slug, t)
                    for slug in g.slugs() for t in g.compiles(slug)))
    for _, target, slug, task in tasks:
        mlir = str(g.outputs(task_name("render", slug))[0])
        chip = g.node(task)["chip"]
        vmfb, record = (str(p) for p in g.outputs(task))
        yield {
            "name": task.split(":", 1)[1],
            "doc": vmfb if chip is None else f"{vmfb} ({chip})",
            "actions": [(compile_action, [slug, mlir, vmfb, target, str(g.root), chip])],
            "file_dep": [mlir],
            "targets": [vmfb, record],
            "uptodate": [lazy_config_changed(compile_tool_versions, target, chip), targets_intact],
            "clean": [clean_targets, (clean_temps, [[vmfb, record]])],
        }
