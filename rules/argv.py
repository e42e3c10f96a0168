"""What the doit command line asks for, read before doit runs (the build lock, task-name hints).

doit parses its own command line after ``dodo.py`` is imported; the few decisions taken at import need the
command (``run`` unless a positional names another) and the task names it was given.
"""

from __future__ import annotations

import difflib
import os
import shlex

__all__ = ["READ_ONLY_COMMANDS", "advises", "doit_args", "doit_command", "dir_given", "record_given", "rerun",
           "prune_hint", "unknown_task_message", "process_count_message"]

READ_ONLY_COMMANDS = frozenset({"list", "help", "info", "dumpdb", "tabcompletion"})
#: doit's options that take a value (doit 0.37 ``doit help run``): the token after one is not a command.
#: (tests/test_build_robust.py checks that it holds every such long option doit's commands define; ``-s`` is
#: ``run``'s flag ``--single``)
_VALUED = frozenset({"-f", "--file", "-d", "--dir", "-n", "--process", "-P",
                     "--parallel-type", "--db-file", "--backend", "--check_file_uptodate", "-r",
                     "--reporter", "-o", "--output-file", "--codec-cls", "-v", "--verbosity",
                     "--failure-verbosity", "--sort", "--template", "--shell"})
_COMMANDS = READ_ONLY_COMMANDS | {"run", "clean", "forget", "ignore", "strace", "reset-dep", "auto"}


def doit_args(argv: list[str]) -> tuple[str, list[str]]:
    """``(command, positionals after it)`` of ``argv`` (``sys.argv``); the command is ``run`` unless the
    first positional names another doit command."""
    skip, positionals = False, []
    for arg in argv[1:]:
        if skip:
            skip = False
        elif arg in _VALUED:
            skip = True
        elif not arg.startswith("-"):
            positionals.append(arg)
    if positionals and positionals[0] in _COMMANDS:
        return positionals[0], positionals[1:]
    return "run", positionals


#: The tasks of a run that only checks, audits or prunes what a build made: its matrix warnings were said by
#: the build (a new user's finding, stop 57: four long warnings at every `doit check`).
_QUIET_TASKS = ("check", "audit", "prune")


def advises(argv: list[str]) -> bool:
    """Whether a doit run of ``argv`` prints the matrix's warnings: any command but a ``run`` whose every task is
    a check, the audit or prune (``doit check``, ``doit check:<slug>``, ``doit audit``)."""
    command, tasks = doit_args(argv)
    return command != "run" or not tasks or not all(t.split(":")[0] in _QUIET_TASKS for t in tasks)


def record_given(argv: list[str]) -> bool:
    """Whether ``argv`` chooses doit's record itself: ``--db-file`` or ``--backend``, with or without ``=``,
    or abbreviated as doit's option parser (getopt) accepts them (``--db-f``, ``--back``)."""
    names = (a[2:].partition("=")[0] for a in argv[1:] if a.startswith("--"))
    return any(len(n) >= 2 and ("db-file".startswith(n) or "backend".startswith(n)) for n in names)


def dir_given(argv: list[str]) -> bool:
    """Whether ``argv`` names doit's working directory (``-d DIR``, ``--dir DIR``, ``--dir=DIR``,
    ``-dDIR``)."""
    return any(a == "--dir" or a.startswith(("--dir=", "-d")) for a in argv[1:])


def rerun(argv: list[str], command: str) -> str:
    """``doit <command>`` with the options of ``argv`` that say which dodo file and directory it uses (``-f``,
    ``-d``, ``-k`` in any of their spellings), so that a hint runs on the build the user ran: ``doit -f
    ~/cnxbuild/dodo.py -d runs prune`` after ``doit -f ~/cnxbuild/dodo.py -d runs``; and ``$CNXBUILD_MATRIX``
    when it names the matrix (``CNXBUILD_MATRIX=other.toml doit audit``: breaker finding, stop 39)."""
    from cnxbuild.build_support import MATRIX_ENV

    matrix = os.environ.get(MATRIX_ENV)
    env = [f"{MATRIX_ENV}={shlex.quote(matrix)}"] if matrix else []
    kept, args = [], iter(argv[1:])
    for arg in args:
        if arg in ("-f", "--file", "-d", "--dir"):
            kept += [arg, next(args, "")]
        elif arg.startswith(("--file=", "--dir=", "-f", "-d")) or arg in ("-k", "--seek-file"):
            kept.append(arg)
    return " ".join([*env, "doit", *map(shlex.quote, kept), command])


def prune_hint(argv: list[str]) -> str | None:
    """The ``doit prune`` command a hint may offer (:func:`rerun`), or None when ``$CNXBUILD_MATRIX`` names
    the matrix: prune works only with the directory's own matrix (rules.audit, D81)."""
    from cnxbuild.build_support import MATRIX_ENV

    return None if os.environ.get(MATRIX_ENV) else rerun(argv, "prune")


def doit_command(argv: list[str]) -> str:
    """The doit command ``argv`` runs (:func:`doit_args`)."""
    return doit_args(argv)[0]


def process_count_message(argv: list[str]) -> str | None:
    """What is wrong with ``-n N`` / ``--process N`` (``-nN``, ``--process=N``, ``--proc N``: getopt's
    abbreviations), or None: doit 0.37 runs no task at all for a negative N and reports "0 failed" with exit
    status 0, so ``doit -n $(( $(nproc) - 2 )) check`` on a one-CPU runner would pass green having checked
    nothing (a breaker's finding, stop 54)."""
    values, args = [], iter(argv[1:])
    for arg in args:
        name, eq, value = arg.partition("=")
        if arg == "-n" or (len(name) >= 4 and "--process".startswith(name) and not eq):
            values.append(next(args, ""))
        elif eq and len(name) >= 4 and "--process".startswith(name):
            values.append(value)
        elif arg.startswith("-n") and not arg.startswith("--"):
            values.append(arg[2:])
    for value in values:
        try:
            n = int(value)
        except ValueError:
            return f"-n {value!r}: the number of tasks at a time is an integer >= 0 (0 or 1: one at a time)"
        if n < 0:
            return (f"-n {n}: the number of tasks at a time is an integer >= 0 (0 or 1: one at a time); doit would "
                    "run none")
    return None


def unknown_task_message(name: str, tasks: set[str], slugs: list[str], parse) -> str | None:
    """What to tell a user who asked doit for task ``name`` that the build does not have: a misspelt step
    (``chek``), or a ``<step>:<slug>`` the matrix lacks (None when ``name`` is a task, or a file target).
    ``parse(slug)`` raises the slug's grammar error (cnxbuild.slug.SlugError) for a name that is no slug."""
    step, sep, slug = name.partition(":")
    if not sep and name not in tasks and not any(c in name for c in "/.=-"):  # `doit chek`; not a file target
        steps = sorted(t for t in tasks if ":" not in t)
        close = difflib.get_close_matches(name, steps, n=2, cutoff=0.6)
        return (f"no task {name}: the build's tasks are {', '.join(steps)} and <step>:<slug> (`doit list` "
                "names them all)" + (f"\n  did you mean: {', '.join(close)}" if close else ""))
    per_slug = ("render", "compile", "check")
    if sep and step in tasks and step not in per_slug:  # `doit manifest:`: a step that takes no slug
        return f"no task {name}: {step} is one task and takes no slug: `doit {step}`"
    if not sep or name in tasks or step not in per_slug:
        return None
    if not slug:
        return f"no task {name}: a slug goes after '{step}:' (`doit list` names every {step}:<slug> task)"
    prefix = f"{step}:"
    if step == "compile" and ":" in slug:  # compile:<target>:<slug>
        target, _, slug = slug.partition(":")
        prefix += f"{target}:"
        targets = sorted({t.split(":")[1] for t in tasks if t.count(":") == 2 and t.startswith("compile:")})
        if target == "llvm-cpu":  # the default target's tasks have no target part (breaker, stop 40)
            own = f"compile:{slug}"
            return (f"no task {name}: llvm-cpu compiles are named compile:<slug>"
                    + (f": `doit {own}`" if own in tasks else " (`doit list` names them)"))
        if target not in targets:
            known = ", ".join(targets) if targets else "none"
            return (f"no task {name}: this matrix compiles for {target!r} nowhere (llvm-cpu is compile:<slug>; "
                    f"its other targets: {known}); cuda and rocm modules come from the matrix's [build] "
                    "extra_targets = [\"cuda\", \"rocm\"] (docs/decisions.md, D26)")
    close = [c for c in difflib.get_close_matches(slug, slugs, n=3, cutoff=0.6) if prefix + c in tasks]
    hint = f"\n  did you mean: {', '.join(prefix + c for c in close)}" if close else ""
    if slug in slugs:
        return (f"no task {name}: {slug} is an artifact of this matrix, but has no such task: `doit list` names "
                f"its tasks, and its render line says which targets it is not compiled for and why (a "
                f"data-parallel artifact has no llvm-cpu compile, D26; a [[build.skip]] table leaves a GPU target "
                f"out, D97){hint}")
    try:
        parse(slug)
    except ValueError as e:
        return f"no task {name}: {e}{hint}"
    return (f"no task {name}: {slug} is a valid slug but not an artifact of this matrix ({len(slugs)} "
            f"artifact{'s' * (len(slugs) != 1)}; `doit list` names their tasks){hint}\n  to build it anyway, "
            f"add it to the matrix; to look at it alone: cnxbuild render {slug} / cnxbuild check {slug}")
