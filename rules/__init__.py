"""doit task generators of the cnxbuild build (design.md, "Layout": rules hold no math and no MLIR text).

``dodo.py`` calls :func:`load_or_exit` once, then imports the ``task_*`` generators of the submodules,
which read the graph through :func:`graph`. Task names are ``<step>:<slug>`` (cnxbuild.graph.task_name).

Every action is a module-level ``(function, [args])`` pair whose arguments are strings, lists and JSON
dicts, so ``doit -n N -P process`` can run it in a worker (conventions.md, "From doit and IREE's build
executor").
"""

from __future__ import annotations

import functools
import os
import shlex
import sys
from pathlib import Path

from doit.tools import config_changed

from cnxbuild.build_support import (MATRIX_ENV, cached_tool_versions, load_build_graph, matrix_path,
                                    remove_temps)
from cnxbuild.config import ConfigError
from cnxbuild.graph import BuildGraph, GraphError
from cnxbuild.slug import RegistryError, SlugError

__all__ = ["partners_of", "as_seen", "from_the_shell", "note_other_matrix", "graph", "load_or_exit", "lock_or_exit",
           "db_intact_or_exit", "task_names_or_exit", "targets_intact", "written", "write_failed",
           "clean_temps", "sha256_file", "lazy_config_changed", "tool_versions", "compile_tool_versions",
           "USER_ERRORS"]

USER_ERRORS = (ConfigError, GraphError, SlugError, RegistryError)


@functools.lru_cache(maxsize=None)
def graph() -> BuildGraph:
    """The build graph of this doit run (loaded once; see :func:`load_or_exit`). The matrix's warnings are said
    by a run that builds (``doit``, ``doit render``…), not by one that only checks or audits
    (:func:`rules.argv.advises`)."""
    from rules.argv import advises

    return load_build_graph(advise=advises(sys.argv))


def partners_of(slug: str) -> list[str] | str:
    """A train step's forward partner (a slug), or the train steps a forward partners (sorted slugs): what its
    sidecar names (the render and audit tasks), and the check task's digest of its render (here, not in
    rules/render.py, so that the render rules are not a source of every check: a ``file_dep``)."""
    from cnxbuild.graph import task_name

    node = graph().node(task_name("render", slug))
    return node["partner"] if "partner" in node else list(node["partner_of"])


def load_or_exit() -> BuildGraph:
    """Load the graph, or print ``error: <message>`` on stderr and exit with status 2.

    Called when ``dodo.py`` is imported, before doit opens its database or runs a task, so an invalid
    matrix or a collision stops the build with nothing written (design.md, "Errors").
    """
    try:
        return graph()
    except USER_ERRORS as e:
        print(f"error: {from_the_shell(str(e))}", file=sys.stderr)
        raise SystemExit(2) from None


def note_other_matrix() -> None:
    """One ``note:`` line on stderr when doit, started with ``-f`` from another directory and without ``-d``,
    reads the dodo file's directory and its matrix (doit runs there) for a command that writes nothing (``list``,
    ``info``, …); not under ``$CNXBUILD_MATRIX``, whose file the user named.

    Raises:
        SystemExit(2): the command writes (anything but ``list``, ``help``, ``info``, …): a plain ``doit`` would
            build into the dodo file's directory, not where it was started (a new user's finding and breakers',
            stops 41 and 42: `CNXBUILD_MATRIX=m.toml doit -f repo/dodo.py audit` wrote another matrix's artifacts
            and manifest into the repository; stop 57: from a directory without a matrix, a forgotten ``-d``
            started the repository's whole default build). Nothing is written.

    Under ``doit -d DIR`` a relative ``$CNXBUILD_MATRIX`` is read from ``DIR``: a ``note:`` line names the file.
    """
    from rules.argv import READ_ONLY_COMMANDS, dir_given, doit_command

    given = os.environ.get(MATRIX_ENV)
    start = os.environ.get("PWD")
    if given and not os.path.isabs(given) and dir_given(sys.argv):  # a breaker's finding (stop 42, D98)
        print(f"note: this build reads {os.path.abspath(given)} (a relative $CNXBUILD_MATRIX is read from the "
              "directory -d names, where doit runs)", file=sys.stderr)
    if not start or dir_given(sys.argv):
        return
    try:
        elsewhere = not os.path.samefile(start, ".")
    except OSError:
        return
    if elsewhere:
        own = os.path.isfile(os.path.join(start, "variants.toml"))
        here = os.path.realpath(".")  # a subfolder of the build directory (`doit -k` from it): that build
        inside = os.path.commonpath([os.path.realpath(start), here]) == here  # is meant (a breaker, stop 57)
        if doit_command(sys.argv) not in READ_ONLY_COMMANDS and (own or given or not inside):  # a new user's
            # finding (stop 57): in a directory without a matrix, a forgotten -d started the repository's build
            why = ("which has a variants.toml of its own" if own else "where you started it with $CNXBUILD_MATRIX"
                   if given else "where you started it")
            other = (f"add -d . to build it here, or -d {os.path.abspath('.')} to build there" if own or given else
                     f"add -d DIR to build the variants.toml in DIR, or -d {os.path.abspath('.')} to build there")
            print(f"error: this build would read {os.path.abspath(matrix_path())} and write into "
                  f"{os.path.abspath('.')}/ (doit runs in the directory of its dodo file), not this "
                  f"directory, {why}; {other}; nothing was built", file=sys.stderr)
            raise SystemExit(2)
        if given:
            return
        hint = ", not ./variants.toml; to build this directory's matrix, add -d ." if own else \
            "; to build another matrix, add -d DIR"
        print(f"note: this build reads {os.path.abspath(matrix_path())} (doit runs in the directory of its "
              f"dodo file){hint}", file=sys.stderr)


def from_the_shell(message: str) -> str:
    """``message`` with the matrix file that starts its lines (``variants.toml:7: ...``) named as the user's
    shell sees it (:func:`as_seen`): ``doit -d DIR`` reads ``DIR/variants.toml``, and an error that said
    ``variants.toml`` would point at the file in the user's own directory."""
    path = str(matrix_path())
    seen = path if os.path.isabs(path) else as_seen(path)
    if seen == path:
        return message
    lines = message.split("\n")
    return "\n".join(seen + line[len(path):] if line.startswith(path) else line for line in lines)


def lock_or_exit() -> None:
    """Take the build lock of this directory (:mod:`rules.lock`), waiting for another build; exit with
    status 2 and one line if the lock cannot be created, with 130 if Ctrl-C stops the wait."""
    from rules.lock import acquire_build_lock

    waited: list[str] = []

    def say(line: str) -> None:
        waited.append(line)
        print(line, file=sys.stderr, flush=True)

    try:
        before = graph().slugs()
        if acquire_build_lock(graph().root, sys.argv, wait_message=say):
            if waited:  # the matrix may have been edited while this build waited: build it as it is now
                graph.cache_clear()
                load_or_exit()
                task_names_or_exit()
                if graph().slugs() != before:
                    print("note: the matrix changed while this build waited; it builds the matrix as it is "
                          "now", file=sys.stderr)
            recheck_codes_or_exit()
    except OSError as e:
        where = graph().root.resolve()
        print(f"error: cannot take the build lock in {where}: {e.strerror or e}", file=sys.stderr)
        raise SystemExit(2) from None
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM/SIGHUP (rules/interrupt.py)
        import signal

        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):  # more of them change nothing now
            signal.signal(sig, signal.SIG_IGN)
        print("doit: stopped while waiting for the other build; nothing was run", file=sys.stderr)
        raise SystemExit(130) from None


def record_config(name: str = ".doit.db") -> dict[str, str]:
    """doit's record (``dep_file``, ``backend``) for this command: ``name`` in dbm, except for a command that only
    reads (``list``, ``help``, ``info``, …) where the build has no record yet: there an sqlite database in memory,
    gone with the process. doit opens (so creates) its record for every command: `doit list` in a fresh
    checkout, or from another directory through `-f`, left empty `.doit.db` files behind (a breaker's finding,
    stop 42)."""
    from rules.argv import READ_ONLY_COMMANDS, doit_command, record_given

    here = graph().root / name
    held = [here, *(here.with_name(name + s) for s in (".dat", ".dir", ".bak", ".db"))]
    if (doit_command(sys.argv) not in READ_ONLY_COMMANDS or record_given(sys.argv)
            or any(p.exists() for p in held)):
        return {"dep_file": name, "backend": "dbm"}
    return {"dep_file": ":memory:", "backend": "sqlite3"}


def db_intact_or_exit(name: str = ".doit.db") -> None:
    """Exit with status 2 and one line when doit's record of finished tasks (``name``, a ``dbm`` database;
    ``dbm.dumb``'s ``.dat``, ``.dir``, ``.bak``) cannot be read whole: a process killed while saving it leaves
    it half written, and doit would end every command in a traceback (docs/decisions.md, D81). The line says
    how to start afresh. Reads every entry (a few hundred small JSON values: milliseconds).

    No record yet (a first build killed before its first save leaves an empty ``.dat`` and no index) is no
    damage. Not checked when the command line chooses another record (``--db-file``, ``--backend``)."""
    import dbm
    import json

    from rules.argv import record_given

    path = graph().root / name
    dat, index = path.with_name(name + ".dat"), path.with_name(name + ".dir")
    if record_given(sys.argv) or not (path.exists() or index.exists() or dat.exists()):
        return
    if not path.exists() and not index.exists() and dat.is_file() and dat.stat().st_size == 0:
        return
    try:
        kind = dbm.whichdb(str(path))
        if not kind:
            raise dbm.error("its index is missing" if kind is None else "not a database dbm can read")
        with dbm.open(str(path), "r") as db:
            for key in db.keys():
                if not isinstance(json.loads(db[key]), dict):
                    raise ValueError(f"the entry of {key.decode(errors='replace')} is not a task's record")
    except Exception as e:  # dbm.error, SyntaxError/ValueError from a torn index, a torn JSON value, OSError
        where = as_seen(str(path))
        folder, base = os.path.split(where)
        files = "-- " + (shlex.quote(folder) + "/" if folder else "") + base + ".*"  # `--`: a folder `-r x`
        rm = "rm -rf" if any(p.is_dir() for p in path.parent.glob(name + ".*")) else "rm -f"
        print(f"error: doit's record of finished tasks ({where}.*) is damaged, as a build killed while "
              f"saving it leaves it ({type(e).__name__}: {str(e)[:120]}); remove it ({rm} {files}) and run "
              "doit again: every task then runs once more", file=sys.stderr)
        raise SystemExit(2) from None


def recheck_codes_or_exit() -> None:
    """Check the matrix's dataset codes against the registry again, now that this build holds the lock: a
    build that waited may find codes a build before it recorded (cnxbuild.codes; D25)."""
    from cnxbuild.codes import CodeConflict, check_codes

    g = graph()
    try:
        check_codes(g.root, [(g.variant(s), g.origins(s)) for s in g.slugs()])
    except CodeConflict as e:
        print(f"error: {from_the_shell(str(e))}", file=sys.stderr)
        raise SystemExit(2) from None


def task_names_or_exit() -> None:
    """Exit with status 2 and a hint when the command line asks for a negative number of tasks at a time
    (:func:`rules.argv.process_count_message`), or names a ``<step>:<slug>`` task the build does not
    have (doit alone would say "Invalid parameter"): the slug's grammar error with its position, or that the
    slug is valid but not in the matrix, with the closest artifacts' task names."""
    from cnxbuild.slug import DatasetRegistry, parse_slug
    from rules.argv import doit_args, process_count_message, unknown_task_message

    bad_count = process_count_message(sys.argv)
    if bad_count:
        print(f"error: {bad_count}", file=sys.stderr)
        raise SystemExit(2)
    command, names = doit_args(sys.argv)
    if command not in ("run", "clean", "forget", "ignore", "strace", "info"):
        return
    g = graph()
    tasks = set(g.tasks()) | {"render", "compile", "check", "manifest", "audit", "prune"}
    registry = DatasetRegistry.with_user(g.user_datasets())
    for name in names:
        message = unknown_task_message(name, tasks, g.slugs(), lambda s: parse_slug(s, registry))
        if message:
            print(f"error: {message}", file=sys.stderr)
            raise SystemExit(2)


@functools.lru_cache(maxsize=None)
def tool_versions() -> dict[str, str]:
    """IREE, jax and host-CPU facts (``cnxbuild.run.tool_versions``), once per doit run, cached on disk
    under build/ (:func:`cnxbuild.build_support.cached_tool_versions`)."""
    return cached_tool_versions()


def compile_tool_versions(target: str = "llvm-cpu", chip: str | None = None) -> dict[str, str]:
    """The facts a ``.vmfb`` for ``target`` (a GPU's for ``chip``, None: its default) depends on
    (cnxbuild.targets.compile_facts), with the tool versions cached under build/."""
    from cnxbuild.targets import compile_facts

    return compile_facts(target, tool_versions(), chip)


class lazy_config_changed(config_changed):
    """doit's ``config_changed`` whose config is computed when doit first asks (not when tasks are made).

    ``doit render`` then never looks at what only compile and check depend on. ``make`` is a module-level
    function returning a JSON-able dict.
    """

    def __init__(self, make, *args):
        super().__init__({})
        self.make, self.args = make, args

    def _calc_digest(self) -> str:
        self.config = self.make(*self.args)
        return super()._calc_digest()

    def __repr__(self) -> str:
        return f"lazy_config_changed({self.make.__name__})"


# ---------------------------------------------------------------------------------------------------------
# Integrity: a target is up to date only while it holds the bytes its task wrote (docs/decisions.md, D24)


def sha256_file(path: str | Path) -> str | None:
    """sha256 (hex) of the file at ``path``; None if it cannot be read."""
    from cnxbuild.atomic import file_sha256

    try:
        return file_sha256(path)
    except OSError:
        return None


def written(*pairs: tuple[str, str]) -> dict:
    """A task's result value ``{"written": {path: sha256}}``, which :func:`targets_intact` checks later."""
    return {"written": dict(pairs)}


def targets_intact(task, values: dict) -> bool:
    """doit ``uptodate``: every target still holds the bytes the task last wrote (``values["written"]``).

    A target that is missing, or whose bytes changed since (a truncated ``.vmfb``, a hand-edited ``.mlir``, a
    zeroed manifest), makes the task run again, and a changed one is reported on stderr first, with its path
    and that it will be replaced.
    """
    recorded = values.get("written") or {}
    if not recorded or set(recorded) != set(task.targets):
        return False
    intact = True
    for path, digest in recorded.items():
        have = sha256_file(path)
        if have == digest:
            continue
        intact = False
        what = ("is missing" if have is None else
                "no longer holds the bytes this build wrote (edited or damaged since, or written by a build "
                "that was stopped before it could record it); it will be replaced")
        print(f"{task.name}: {path} {what}", file=sys.stderr, flush=True)
    return intact


def write_failed(path: str, err: OSError):
    """A task failure for an unwritable target: one line, no traceback (a read-only directory, a full
    disk)."""
    from doit.exceptions import TaskFailed

    return TaskFailed(f"cannot write {path}: {err.strerror or err}")


def clean_temps(targets: list[str]) -> None:
    """``doit clean``: also remove the temp files killed writes left beside ``targets`` (never a live one)."""
    for t in targets:
        for tmp in remove_temps(Path(t)):
            print(f"removed {tmp}")


def as_seen(path: str) -> str:
    """``path`` (relative to the build directory, ``doit -d DIR``) as the user's shell sees it: relative to
    ``$PWD``, the directory doit was started from (doit changes directory, the shell's ``PWD`` stays); absolute
    when ``$PWD`` is unset or the path lies outside it."""
    full = os.path.abspath(path)
    start = os.environ.get("PWD")
    if not start or not os.path.isdir(start):
        return full
    rel = os.path.relpath(full, start)
    return full if rel.startswith("..") else rel
