"""The ``cnxbuild`` command line: ``list``, ``explain``, ``render``, ``check`` (cli/artifacts.py), ``train`` and
``init-state`` (cli/training.py); each registers the same way (cli/base.py).

Adding a subcommand is one function and one decorator::

    def _render_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--matrix", ...)

    @command("render", "render the artifacts of a matrix", _render_args)
    def _render(args: argparse.Namespace) -> int:
        ...
        return 0

A command returns its exit status. User errors (ConfigError, GraphError, SlugError, RegistryError,
OutputPathError) are printed as ``error: <message>`` on stderr and exit with status 2, as does a file or stream
that cannot be written (OSError): status 1 is a failed tool or verdict only. Output paths are checked before any
work is done.
"""

from __future__ import annotations

import sys


def _stopped_while_loading(kind, value, tb, previous=sys.excepthook) -> None:
    """Ctrl-C while the command line loads its modules (numpy, pydantic, …; ~0.4 s): one line, not a traceback
    (breakers' findings, stop 42), as doit says it (dodo.py); :func:`entry` takes over once they are loaded. A
    KeyboardInterrupt that a library wrapped on its way out (pydantic's ``RuntimeError: Error calling
    __set_name__``) counts too."""
    seen, e = set(), value
    while e is not None and id(e) not in seen:
        if isinstance(e, KeyboardInterrupt):
            print("interrupted", file=sys.stderr)
            return
        seen.add(id(e))
        e = e.__cause__ or e.__context__
    previous(kind, value, tb)


sys.excepthook = _stopped_while_loading

import argparse  # noqa: E402
import errno  # noqa: E402
import os  # noqa: E402
import signal  # noqa: E402
from importlib import metadata  # noqa: E402
from typing import Sequence  # noqa: E402


from cnxbuild.cli import artifacts, training  # noqa: E402,F401  (registers the subcommands, in this order)
from cnxbuild.cli.base import COMMANDS, USER_ERRORS, Command, command  # noqa: E402
from cnxbuild.nets import FAMILIES  # noqa: E402
from cnxbuild.run.errors import ToolError  # noqa: E402

__all__ = ["Command", "COMMANDS", "command", "make_parser", "main", "entry", "USER_ERRORS"]


_VERSIONED = ("jax", "jaxlib", "iree-base-compiler", "iree-base-runtime")


def version_line() -> str:
    """``cnxbuild 0.1.0 (jax 0.4.x, jaxlib ..., iree-base-compiler ..., iree-base-runtime ...)``: this
    package's version, then the installed tools' from their metadata (imports none of them)."""
    def version(name: str) -> str:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return "not installed"
    import cnxbuild

    return f"cnxbuild {cnxbuild.__version__} (" + ", ".join(f"{n} {version(n)}" for n in _VERSIONED) + ")"


class _VersionAction(argparse.Action):
    def __init__(self, option_strings: list[str], dest: str, **kw: object):
        super().__init__(option_strings, dest, nargs=0, help="print the versions of cnxbuild, jax and IREE")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(version_line())
        parser.exit()


def make_parser() -> argparse.ArgumentParser:
    """The argument parser with one subparser per registered command."""
    parser = argparse.ArgumentParser(
        prog="cnxbuild", description="Turn a TOML matrix of train-step variants of the net families "
                                     f"({', '.join(f.display for f in FAMILIES.values())}) into StableHLO "
                                     "artifacts. Run 'cnxbuild COMMAND --help' for a command's options.")
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for cmd in COMMANDS.values():
        p = sub.add_parser(cmd.name, help=cmd.help, description=cmd.description or cmd.help)
        cmd.arguments(p)
        p.set_defaults(run=cmd.run, command_parser=p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``); returns the exit status.

    0 on success; 2 on a user error (printed as ``error: <message>`` on stderr), a usage error or a file or stream
    that cannot be written (a full disk, a name too long); 1 when a tool fails (iree-compile, XLA: its diagnostic
    and the numbered MLIR lines, no traceback) or a check fails; 130 on Ctrl-C (``interrupted``).
    """
    parser = make_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:  # said with the command's usage (argparse's own error shows the top-level usage)
            args.command_parser.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as e:
        return int(e.code or 0)
    try:
        return args.run(args)
    except USER_ERRORS as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except ToolError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C: one line, the shell's status for SIGINT
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (``cnxbuild list | head``): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 0
    except OSError as e:  # a stream or file that cannot be written (``> /dev/full``, a full disk): no traceback
        on_stdout = _stdout_failed() or e.errno in (errno.ENOSPC, errno.EIO, errno.EBADF)  # nameless: a stream
        where = f"{e.filename}: " if e.filename else "standard output: " if on_stdout else ""
        print(f"error: {where}{e.strerror or e}", file=sys.stderr)
        return 2  # not 1: a file that cannot be written is no failed verdict (a breaker's finding, stop 44)


def _stdout_failed() -> bool:
    """Whether standard output cannot take what is buffered for it; if so, it is pointed at /dev/null so that the
    interpreter's flush at exit does not fail a second time."""
    try:
        sys.stdout.flush()
        return False
    except OSError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return True


#: The signals that stop a command the way Ctrl-C does (as they stop `doit`: rules/interrupt.py).
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def entry() -> None:
    """The ``cnxbuild`` console script and ``python -m cnxbuild``: :func:`main`, with SIGTERM and SIGHUP stopping it
    as Ctrl-C does (the XLA child is ended and its work directory removed on the way out), and a stopped command
    leaving at once with status 130: finalising the interpreter while XLA's threads were still computing crashed
    it (SIGSEGV after ``interrupted``, seen when a check was stopped during its reference phase)."""
    from cnxbuild.run.proc import STOPPING

    seen = [0]  # a plain count: a handler nested in another's ``STOPPING.set()`` must not take its lock

    def stop(signum: int, frame: object) -> None:
        seen[0] += 1
        if seen[0] == 1:
            STOPPING.set()
        raise KeyboardInterrupt

    for sig in STOP_SIGNALS:
        signal.signal(sig, stop)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # not where SIGINT is ignored (`cmd &`)
        signal.signal(signal.SIGINT, stop)
    if sys.stdout is None:  # started with standard output closed (`cnxbuild ... >&-`)
        print("error: standard output is closed; redirect it to a file or /dev/null instead", file=sys.stderr)
        sys.exit(2)
    try:
        code = main()
        sys.stdout.flush()
    except OSError as e:  # what is left to write cannot be (`--version > /dev/full`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print(f"error: standard output: {e.strerror or e}", file=sys.stderr)
        code = 2
    if code == 130:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
    sys.exit(code)

