"""What every ``cnxbuild`` subcommand shares: the command registry (:func:`command`), the user errors, argparse types
for paths, the console, the output-path check, and how a command finds its matrix, its variant and its forward
partner (``--matrix``, else ``./variants.toml``). Names with a leading underscore are private to the cli
package."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from rich.console import Console

from cnxbuild.c_header import HeaderError
from cnxbuild.codes import CodeConflict
from cnxbuild.config import ConfigError, load_matrix
from cnxbuild.graph import BuildGraph, GraphError
from cnxbuild.nets import DEFAULT_FAMILY, family
from cnxbuild.slug import DEFAULT_REGISTRY, DatasetRegistry, RegistryError, SlugError, parse_slug, slug
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep, forward_partner


def _example(dataset: str = "imagenet", **keys) -> str:
    """An example slug for help texts: a train step of the default family at the size its shortest code
    spells, with ``keys``."""
    fam = family(DEFAULT_FAMILY)
    size = min(fam.size_codes, key=lambda s: len(fam.size_codes[s]))
    return slug(TrainStep(family=fam.name, size=size, dataset=BUILTIN_DATASETS[dataset], **keys))


class OutputPathError(ValueError):
    """An output path the command cannot write: a directory, a path under a file, or two outputs on one file."""


class ExecutorError(ValueError):
    """An executor that cannot run the artifact (IREE asked to run a data-parallel one)."""


USER_ERRORS: tuple[type[Exception], ...] = (ConfigError, GraphError, SlugError, RegistryError, OutputPathError,
                                            ExecutorError, CodeConflict, HeaderError)
DEFAULT_MATRIX = "variants.toml"


@dataclass(frozen=True)
class Command:
    """One subcommand: its name, one-line help, argument setup and the function that runs it."""

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]
    description: str | None = None


COMMANDS: dict[str, Command] = {}


def command(name: str, help: str, arguments: Callable[[argparse.ArgumentParser], None],
            description: str | None = None) -> Callable:
    """Register the decorated ``run(args) -> int`` as subcommand ``name`` (see the module docstring)."""
    def register(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
        if run.__module__ == "__main__":  # ``python -m cnxbuild.cli.training``: the module would register twice
            raise SystemExit(f"error: this module holds `cnxbuild {name}`; run `cnxbuild {name} --help` "
                             "(or python -m cnxbuild.cli)")
        if name in COMMANDS:
            raise ValueError(f"subcommand {name!r} is registered twice")
        COMMANDS[name] = Command(name, help, arguments, run, description)
        return run
    return register


def _path(text: str, what: str = "a file or directory name") -> Path:
    """An argparse ``type`` for a file or directory argument: ``Path(text)``; an empty text (``Path("")`` is
    ``.``, the current directory) is a usage error that asks for ``what``."""
    if not text:
        raise argparse.ArgumentTypeError(f"an empty path; give {what}")
    return Path(text)


def _file(text: str) -> Path:
    """:func:`_path` for an argument that must name a file (``--matrix``, ``-o``, ``--report``): its usage
    error does not offer a directory (breaker finding, stop 39)."""
    return _path(text, "a file name")


def _input_file(text: str) -> Path:
    """:func:`_file` for a file the command reads (``--init-timm``): a directory is a usage error (it said
    "No such device (os error 19)" from safetensors; a breaker's finding, stop 41)."""
    path = _file(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a directory; give a file")
    return path


def _data(text: str) -> str:
    """``--data``: a directory or ``digits``; empty is a usage error, as for :func:`_path`."""
    return str(_path(text))


def _matrix_arg(p: argparse.ArgumentParser, default: str | None, help: str) -> None:
    p.add_argument("--matrix", metavar="FILE", type=_file, default=default, help=help)


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """rich exits with status 1 when the reader goes away; :func:`main` treats it as the end of output."""
        self.quiet = True
        raise BrokenPipeError


def _console() -> Console:
    """A console on the current stdout; unbounded when not a terminal, so slugs are never cut or wrapped."""
    out = sys.stdout
    return _Console(file=out, width=None if out.isatty() else 100_000, highlight=False, soft_wrap=False,
                    markup=False)  # user text ([build] skip why, a dataset or file name) is printed as written


def _output_file(path: Path, option: str) -> Path:
    """``path`` if a file can be written there (checked before any work is done; missing directories are
    created when the file is written).

    Raises:
        OutputPathError: ``path`` is an existing directory or other non-regular file (a device, a pipe), one of
            its parents is a file, or its nearest existing directory does not let this process create a file.
    """
    try:
        return _writable(path, option)
    except OSError as e:  # a directory name longer than NAME_MAX, a loop of links: said here, before the work
        raise OutputPathError(f"{option} {path}: {e.strerror or e}") from None


def _writable(path: Path, option: str) -> Path:
    """:func:`_output_file`'s checks, the name's length first (a stat of a name over NAME_MAX fails)."""
    from cnxbuild.atomic import NAME_MAX, temp_name_length

    real = Path(os.path.realpath(path))  # a link is written through (cnxbuild.atomic.write_atomic): its target
    name = real.name
    if temp_name_length(name) > NAME_MAX:  # else the work runs and then the write fails (D23)
        room = NAME_MAX - (temp_name_length(name) - len(name.encode()))
        raise OutputPathError(f"{option} {path}: the file name is {len(name.encode())} bytes; the temp file it is "
                              f"written through needs {temp_name_length(name)} of the {NAME_MAX} a name may have, "
                              f"so give a name of at most {room} bytes")
    if path.is_dir():
        raise OutputPathError(f"{option} {path}: is a directory; give a file name")
    if path.exists() and not path.is_file():  # the file would replace it: /dev/null, a pipe
        raise OutputPathError(f"{option} {path}: is not a regular file (a device or a pipe); give a file name")
    blocking = next((p for p in real.parents if p.exists() and not p.is_dir()), None)
    if blocking is not None:
        raise OutputPathError(f"{option} {path}: {blocking} is a file, not a directory")
    existing = next(p for p in real.parents if p.exists())
    try:
        with tempfile.TemporaryFile(dir=existing):  # a nameless probe: nothing is left behind
            pass
    except OSError as e:
        raise OutputPathError(f"{option} {path}: cannot create a file in {existing} ({e.strerror or e}); "
                              "give a path in a directory you can write") from None
    return path


def load_graph(matrix: Path) -> BuildGraph:
    """Load ``matrix``, expand it and build its graph, as ``doit`` does. Raises ConfigError or GraphError."""
    from cnxbuild.build_support import load_build_graph

    return load_build_graph(matrix)


# ---------------------------------------------------------------------------------------------------------
# list

def _artifact_args(p: argparse.ArgumentParser, matrix_use: str) -> None:
    """The SLUG argument and ``--matrix``; ``matrix_use`` says what the command takes from the matrix."""
    p.add_argument("slug", help="the artifact's slug, e.g. " + _example("imagenette", optimizer="adamw"))
    _matrix_arg(p, None, f"a matrix whose {matrix_use} (default: ./{DEFAULT_MATRIX} when there is one, as for list "
                         "and doit; else the built-in datasets)")


def _matrix_of(args: argparse.Namespace) -> Path | None:
    """``--matrix``, else ``./variants.toml`` when it exists (the file ``list`` and ``doit`` read), else None.

    Raises:
        ConfigError: ``./variants.toml`` is there but is no regular file (a directory: ``list`` and ``doit``
            refuse it, and a command that read the built-in datasets instead gave other answers; a breaker's
            finding, stop 47).
    """
    if args.matrix is None and Path(DEFAULT_MATRIX).is_file():
        args.matrix = Path(DEFAULT_MATRIX)
    elif args.matrix is None and os.path.lexists(DEFAULT_MATRIX):
        raise ConfigError(f"{DEFAULT_MATRIX}: not a regular file; give a TOML file, or another matrix with "
                          "--matrix FILE")
    return args.matrix


def _mlir_dir(args: argparse.Namespace, v: TrainStep) -> Path:
    """Where ``train`` reads doit's outputs for ``v``: ``./verified_mlir`` (its ``build/`` beside it), unless
    ``--matrix DIR/variants.toml`` was given and only ``DIR/verified_mlir`` holds ``v``'s module as it renders
    now (``doit -d DIR`` wrote there; a new user's finding and a breaker's, stop 40)."""
    from cnxbuild.step import render

    here = Path("verified_mlir")
    if args.matrix is None:
        return here
    beside = args.matrix.parent / "verified_mlir"
    name = f"{args.slug}.mlir"
    if beside.resolve() == here.resolve() or not (beside / name).is_file():
        return here
    text = render(v)
    current = [d for d in (here, beside) if (d / name).is_file() and (d / name).read_text() == text]
    return current[0] if current else here if (here / name).is_file() else beside


def _registry(args: argparse.Namespace) -> DatasetRegistry:
    """The datasets a slug may use: the built-in ones, plus those of the matrix (:func:`_matrix_of`)."""
    return load_matrix(args.matrix).registry if _matrix_of(args) else DEFAULT_REGISTRY


def _variant_of(args: argparse.Namespace) -> TrainStep | Forward:
    """The Variant ``args.slug`` names (:func:`_registry`)."""
    return parse_slug(args.slug, _registry(args))


def _matrix_entry(args: argparse.Namespace, v: TrainStep):
    """The matrix's entry (:class:`cnxbuild.expand.Entry`) that requests ``v`` when a matrix is in use
    (:func:`_matrix_of`) and holds it, else None."""
    if not _matrix_of(args):
        return None
    from cnxbuild.expand import expand

    return next((e for e in expand(load_matrix(args.matrix)) if e.variant == v), None)


def _partner_of(args: argparse.Namespace, v: TrainStep) -> Forward:
    """``v``'s forward partner: the one ``args.matrix`` requests with it (its ``eval_batch`` and
    ``eval_image_size``, as the build's sidecar names it) when the matrix holds ``v``, else the default (batch 32,
    ``v``'s image size)."""
    entry = _matrix_entry(args, v)
    return entry.partner if entry is not None else forward_partner(v)


def _partners_of(args: argparse.Namespace, v: Forward) -> list[str]:
    """The train steps forward ``v`` partners in ``args.matrix`` (sorted slugs, as `doit` writes them in its
    sidecar), or none without a matrix or when the matrix does not build ``v``. Read off the matrix's entries
    as a train step's partner is (:func:`_partner_of`), not off the build graph."""
    if not _matrix_of(args):
        return []
    from cnxbuild.expand import expand

    return sorted({slug(e.variant) for e in expand(load_matrix(args.matrix))
                   if isinstance(e.variant, TrainStep) and e.partner == v})

