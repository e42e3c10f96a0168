"""doit build of cnxbuild: ``doit`` renders, compiles and lists every artifact of the matrix; ``doit check``
verifies them (design.md; spec/variants.md, "Incremental builds"; spec/checks.md).

    doit                        render + compile + manifest of variants.toml (or $CNXBUILD_MATRIX)
    doit check                  compile + numeric check of every artifact, and the audit of verified_mlir/
    doit render:<slug>          one task (also compile:<slug>, check:<slug>, manifest, audit)
    doit list                   every task, by slug
    doit -n 4 -P process        in parallel

The graph is built once, when this file is imported: an invalid matrix or a collision stops here with
``error: ...`` and exit status 2, before doit opens its database or writes anything. Then the build lock
is taken: a second doit on the same directory waits for the first (rules/lock.py). Task generators live
in ``rules/``.
"""

import sys
from pathlib import Path


def _stopped_while_loading(kind, value, tb, previous=sys.excepthook):
    """Ctrl-C while the build loads (imports, the graph): one line, not a traceback; ``interrupt.install``
    takes over once the graph is loaded."""
    if issubclass(kind, KeyboardInterrupt):
        print("doit: stopped while loading the build; nothing was built", file=sys.stderr)
        return
    previous(kind, value, tb)


sys.excepthook = _stopped_while_loading
sys.path.insert(0, str(Path(__file__).resolve().parent))

from rules import (db_intact_or_exit, interrupt, load_or_exit, lock_or_exit, note_other_matrix,  # noqa: E402
                   record_config, task_names_or_exit)
from rules.progress import ProgressReporter  # noqa: E402

load_or_exit()
note_other_matrix()  # `doit -f repo/dodo.py` from a directory with a matrix of its own, without -d
task_names_or_exit()  # `doit check:<typo>`: the slug's error and the closest tasks, not "Invalid parameter"
interrupt.install()  # SIGTERM/SIGHUP keep the finished tasks' record, like Ctrl-C; no child survives
lock_or_exit()  # one build per directory at a time: a second doit waits (rules/lock.py)
db_intact_or_exit()  # a record torn by a kill while doit saved it: one line, not a traceback

from rules.audit import task_audit, task_prune  # noqa: E402,F401
from rules.check import task_check  # noqa: E402,F401
from rules.compile import task_compile  # noqa: E402,F401
from rules.manifest import task_manifest  # noqa: E402,F401
from rules.render import task_render  # noqa: E402,F401

DOIT_CONFIG = {
    "default_tasks": ["render", "compile", "manifest"],
    **record_config(".doit.db"),  # an in-memory one for `doit list` where there is none yet
    "reporter": ProgressReporter,
    "subtasks": True,  # `doit list` names every task by slug
}
