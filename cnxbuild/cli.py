"""The ``cnxbuild`` command line: ``list``, ``explain``, ``render``, ``check``, ``train`` (each registers the
same way).

Adding a subcommand is one function and one decorator::

    def _render_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--matrix", ...)

    @command("render", "render the artifacts of a matrix", _render_args)
    def _render(args: argparse.Namespace) -> int:
        ...
        return 0

A command returns its exit status. User errors (ConfigError, GraphError, SlugError, RegistryError,
OutputPathError) are printed as ``error: <message>`` on stderr and exit with status 2. Output paths are
checked before any work is done.
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import json
import os
import signal
import sys
import tempfile
import time
from importlib import metadata
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from rich.console import Console
from rich.table import Table

from cnxbuild.codes import CodeConflict
from cnxbuild.config import AXES, ConfigError, load_matrix
from cnxbuild.graph import BuildGraph, GraphError, task_name
from cnxbuild.nets import DEFAULT_FAMILY, FAMILIES, family, family_of
from cnxbuild.run.errors import ToolError
from cnxbuild.slug import DEFAULT_REGISTRY, DatasetRegistry, RegistryError, SlugError, parse_slug, slug
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep, forward_partner, is_default


def _example(dataset: str = "imagenet", **keys) -> str:
    """An example slug for help texts: a train step of the default family at the size its shortest code
    spells, with ``keys``."""
    fam = family(DEFAULT_FAMILY)
    size = min(fam.size_codes, key=lambda s: len(fam.size_codes[s]))
    return slug(TrainStep(family=fam.name, size=size, dataset=BUILTIN_DATASETS[dataset], **keys))

__all__ = ["Command", "COMMANDS", "command", "make_parser", "main", "USER_ERRORS"]

class OutputPathError(ValueError):
    """An output path the command cannot write: a directory, a path under a file, or two outputs on one file."""


class ExecutorError(ValueError):
    """An executor that cannot run the artifact (IREE asked to run a data-parallel one)."""


USER_ERRORS: tuple[type[Exception], ...] = (ConfigError, GraphError, SlugError, RegistryError, OutputPathError,
                                            ExecutorError, CodeConflict)
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
    return _Console(file=out, width=None if out.isatty() else 100_000, highlight=False, soft_wrap=False)


def _output_file(path: Path, option: str) -> Path:
    """``path`` if a file can be written there (checked before any work is done; missing directories are
    created when the file is written).

    Raises:
        OutputPathError: ``path`` is an existing directory or other non-regular file (a device, a pipe), one of
            its parents is a file, or its nearest existing directory does not let this process create a file.
    """
    from cnxbuild.atomic import NAME_MAX, temp_name_length

    if path.is_dir():
        raise OutputPathError(f"{option} {path}: is a directory; give a file name")
    real = Path(os.path.realpath(path))  # a link is written through (cnxbuild.atomic.write_atomic): its target
    name = real.name
    if temp_name_length(name) > NAME_MAX:  # else the work runs and then the write fails (D23)
        room = NAME_MAX - (temp_name_length(name) - len(name.encode()))
        raise OutputPathError(f"{option} {path}: the file name is {len(name.encode())} bytes; the temp file it is "
                              f"written through needs {temp_name_length(name)} of the {NAME_MAX} a name may have, "
                              f"so give a name of at most {room} bytes")
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


def _list_args(p: argparse.ArgumentParser) -> None:
    _matrix_arg(p, DEFAULT_MATRIX, "the matrix file (default: variants.toml in the current directory)")
    p.add_argument("--json", action="store_true",
                   help="print JSON instead of the table: format (cnxbuild.list/1), matrix, and artifacts, one "
                        "object per artifact in slug order: slug, variant (every field, as the sidecar's), "
                        "forward_partner (null for a forward), files (the paths the build writes for it, "
                        "relative to the directory doit builds in: mlir, sidecar, check, and per compile target "
                        "its vmfb and compile record)")


@command("list", "list every artifact of a matrix, forward partners included", _list_args,
         "One row per artifact the matrix builds (train steps and their forward partners), sorted by slug; px is "
         "the image size in pixels.")
def _list(args: argparse.Namespace) -> int:
    graph = load_graph(args.matrix)
    if args.json:
        print(json.dumps({"format": "cnxbuild.list/1", "matrix": str(args.matrix),
                          "artifacts": [_listed(graph, s) for s in graph.slugs()]}, indent=1))
        return 0
    table = Table(title=f"{args.matrix}", title_justify="left")
    for header in ("slug", "kind", "family", "size", "dataset", "px", "optimizer", "replicas", "accumulate",
                   "batch", "forward partner"):
        table.add_column(header, no_wrap=True)
    for s in graph.slugs():
        v = graph.variant(s)
        if isinstance(v, TrainStep):
            table.add_row(s, v.kind, v.family, v.size, v.dataset.name, str(v.image_size), v.optimizer.value,
                          str(v.replicas), str(v.accumulate), str(v.batch), graph.partner(s))
        else:
            table.add_row(s, v.kind, v.family, v.size, v.dataset.name, str(v.image_size), "—", "—", "—",
                          str(v.batch), "—")
    console = _console()
    console.print(table)
    steps = len([s for s in graph.slugs() if "partner" in graph.node(f"render:{s}")])
    total = len(graph.slugs())
    fwds = total - steps
    console.print(f"{total} artifact{'s' * (total != 1)}: {steps} train step{'s' * (steps != 1)}, {fwds} forward{'s' * (fwds != 1)}")
    return 0


def _listed(graph: BuildGraph, s: str) -> dict:
    """``cnxbuild list --json``'s object for artifact ``s`` of ``graph``."""

    def rel(p: Path) -> str:
        return os.path.relpath(p, graph.root)

    mlir, sidecar = graph.outputs(task_name("render", s))
    compiles = {graph.node(t)["target"]: {**dict(zip(("vmfb", "record"), map(rel, graph.outputs(t)))),
                                          "chip": graph.node(t)["chip"]} for t in graph.compiles(s)}
    v = graph.variant(s)
    return {"slug": s, "variant": v.model_dump(mode="json"),
            "forward_partner": graph.partner(s) if isinstance(v, TrainStep) else None,
            "files": {"mlir": rel(mlir), "sidecar": rel(sidecar),
                      "check": rel(graph.outputs(task_name("check", s))[0]), "compile": compiles}}


# ---------------------------------------------------------------------------------------------------------
# explain

_ALWAYS_SPELLED = {"kind", "family", "size", "dataset", "optimizer"}


def _explain_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("slug",
                   help="an artifact name, e.g. " + _example(optimizer="adamw", wd_exclude_rank1=True, clip_norm=1.0,
                                                             stochastic_depth=True, weight_decay=0.05))
    _matrix_arg(p, None, "a matrix whose datasets the slug may use and whose entry names the train step's forward "
                         f"partner (default: ./{DEFAULT_MATRIX} when there is one, as for list and doit; else the "
                         "built-in datasets and the partner at batch 32)")


def _mark(v: TrainStep | Forward, name: str) -> str:
    """How ``explain`` marks field ``name``: ``required`` for the fields every slug names (kind, family, size,
    dataset, optimizer; a default size or dataset by an empty code), else ``default`` (no marker in the slug,
    :func:`cnxbuild.variant.is_default`) or ``spelled`` (a marker carries it), ``not baked`` for a runtime
    input."""
    if name == "lr" and v.lr is None:  # type: ignore[union-attr]
        return "not baked"
    if name in _ALWAYS_SPELLED:
        return "required"
    return "default" if is_default(v, name) else "spelled"


#: The Variant keys only some families take (``Family.keys``), named as ``explain`` says a family has none.
OPTIONAL_KEYS = {"gelu": "GELU", "stochastic_depth": "stochastic depth"}


def _shown(v: TrainStep | Forward, name: str) -> str:
    value = getattr(v, name)
    if name == "dataset":
        return f"{value.name} (K = {value.classes}, code {value.code!r})"
    if name == "clip_norm" and value is None:
        return "off"
    if name == "lr" and value is None:
        return "runtime input (baked only for fused_sgd)"
    if name in OPTIONAL_KEYS and name not in family_of(v).keys:  # gelu, stochastic_depth: the family's own
        return f"none (the family has no {OPTIONAL_KEYS[name]})"
    if name == "family":
        return f"{value} ({family_of(v).display}; {family_of(v).norm})"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def explain_lines(v: TrainStep | Forward, partner: Forward | None = None) -> list[str]:
    """The decoded config of ``v`` in words: one line per field, marked as :func:`_mark` says; a train step's
    forward partner last (``partner``, default: batch 32 at ``v``'s image size)."""
    lines = [slug(v)]
    names = ["kind", *(n for n in type(v).model_fields if n != "kind")]
    for name in names:
        lines.append(f"  {AXES[name].words:<30} {_shown(v, name):<44} {_mark(v, name)}")
    if isinstance(v, TrainStep):
        lines.append(f"  global batch = batch × replicas × accumulate = {v.global_batch}")
        p = forward_partner(v) if partner is None else partner
        lines.append(f"  forward partner (eval batch {p.batch}, {p.image_size} px): {slug(p)}")
    return lines


@command("explain", "decode a slug: every field of its variant, default or spelled", _explain_args,
         "Parse SLUG and print its variant one field per line, marking which values every slug names "
         "(required), which are defaults (no marker in the slug) and which a marker spells, and a train step's "
         "forward partner (the one --matrix "
         "requests with it, else batch 32 at its image size). A slug that does not parse exits with status 2.")
def _explain(args: argparse.Namespace) -> int:
    v = _variant_of(args)
    print("\n".join(explain_lines(v, _partner_of(args, v) if isinstance(v, TrainStep) else None)))
    return 0


def _artifact_args(p: argparse.ArgumentParser, matrix_use: str) -> None:
    """The SLUG argument and ``--matrix``; ``matrix_use`` says what the command takes from the matrix."""
    p.add_argument("slug", help="the artifact's slug, e.g. " + _example("imagenette", optimizer="adamw"))
    _matrix_arg(p, None, f"a matrix whose {matrix_use} (default: ./{DEFAULT_MATRIX} when there is one, as for list "
                         "and doit; else the built-in datasets)")


def _matrix_of(args: argparse.Namespace) -> Path | None:
    """``--matrix``, else ``./variants.toml`` when it exists (the file ``list`` and ``doit`` read), else None."""
    if args.matrix is None and Path(DEFAULT_MATRIX).is_file():
        args.matrix = Path(DEFAULT_MATRIX)
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


def _render_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use and whose entry names the sidecar's forward partner")
    p.add_argument("-o", "--output", metavar="FILE", type=_file,
                   help="write the module to FILE and its sidecar to FILE with suffix .json, beside the file "
                        "a link FILE points to (default: stdout); the "
                        "module's bytes do not depend on FILE: its header names the sidecar as doit writes it, "
                        "<slug>.json")


@command("render", "print (or write) one artifact's StableHLO module", _render_args,
         "Render SLUG's StableHLO module. With -o, write FILE and the sidecar (FILE with suffix .json: "
         "a.mlir → a.json) atomically; a train step's sidecar names its forward partner: the one --matrix "
         "requests with it (as `doit` writes it), else batch 32 at the step's image size; a forward's names the "
         "train steps of --matrix it partners (none without one).")
def _render(args: argparse.Namespace) -> int:
    from cnxbuild.run.iree import write_atomic
    from cnxbuild.step import render, sidecar

    v = _variant_of(args)
    side = None
    if args.output is not None:
        _output_file(args.output, "-o")
        side = _sidecar_path(args.output)
        if os.path.realpath(side) == os.path.realpath(args.output):  # links too
            raise OutputPathError(f"-o {args.output}: the sidecar is written to FILE with suffix .json, which "
                                  "is FILE itself here; name the module FILE.mlir")
        _output_file(side, "-o (the sidecar beside it)")
        _codes_of_the_build(args.output, v)
    text = render(v)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    partners = slug(_partner_of(args, v)) if isinstance(v, TrainStep) else _partners_of(args, v)
    write_atomic(args.output, text.encode())
    doc = json.dumps(sidecar(v, partners, text), indent=1, sort_keys=False) + "\n"
    write_atomic(side, doc.encode())
    print(f"wrote {args.output} ({len(text)} bytes) and {side}", file=sys.stderr)
    return 0


def _sidecar_path(output: Path) -> Path:
    """Where ``render -o output`` writes the sidecar: beside the file the module lands in, with suffix .json.
    The module is written through a link (cnxbuild.atomic.write_atomic), so ``-o /dev/stdout > out.mlir``
    writes out.mlir and out.json, not /dev/stdout.json (breaker finding, stop 39); without a link, FILE with
    suffix .json as always."""
    return Path(os.path.realpath(output)).with_suffix(".json") if os.path.islink(output) else \
        output.with_suffix(".json")


def _codes_of_the_build(output: Path, v: TrainStep | Forward) -> None:
    """A module written into a build directory's ``verified_mlir/`` meets that directory's dataset codes as
    ``doit`` does (cnxbuild.codes, D25): a code the directory ties to another class count is refused."""
    from cnxbuild.codes import CODES_FILE, check_codes

    folder = output.resolve().parent
    if folder.name == CODES_FILE.parent.name:
        check_codes(folder.parent, [(v, [f"cnxbuild render -o {output}"])])


def _check_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use")
    p.add_argument("--executor", choices=("iree", "xla"), default=None,
                   help="iree (llvm-cpu) or xla (jaxlib CPU). Default: iree, except xla for data-parallel "
                        "artifacts (replicas > 1), which only xla can run")
    p.add_argument("--report", type=_file, default=None, metavar="FILE",
                   help="also write the JSON report (per-tensor errors, bound, notes, timings) to FILE")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="no progress lines on stderr (one per phase: compile, reference gradient, each run)")


@command("check", "compile and check one artifact's twin against the JAX reference", _check_args,
         "Render SLUG's small-geometry twin (its net family's twin image size and batch per replica, e.g. 128x128 "
         "px and 2), compile and run it, "
         "and compare every output with the float64 JAX reference (docs/checks.md). The twin can be larger than "
         "the artifact (a 32 px artifact's twin is 128 px, so that every kernel tap meets real pixels); depth, "
         "widths, classes and every baked constant are the artifact's. Exits 1 on a failed verdict.")
def _check(args: argparse.Namespace) -> int:
    from cnxbuild.check import check_variant, report
    from cnxbuild.targets import executor_for

    v = _variant_of(args)
    replicas = v.replicas if isinstance(v, TrainStep) else 1
    if args.executor == "iree" and executor_for(v) == "xla":
        raise ExecutorError(f"--executor iree: {slug(v)} runs on {replicas} replicas, and IREE's CPU runtime has no "
                            "collectives; data-parallel artifacts are checked on XLA (--executor xla, the default)")
    if args.report is not None:  # an earlier report goes first: a check that does not finish leaves none
        from cnxbuild.atomic import remove_report

        remove_report(_output_file(args.report, "--report"))
    executor = args.executor or executor_for(v)
    t0 = time.perf_counter()

    def progress(phase: str) -> None:  # a line per phase: the largest twins take minutes
        print(f"[{time.perf_counter() - t0:6.1f} s] {phase}", file=sys.stderr, flush=True)

    verdict = check_variant(v, executor, progress=None if args.quiet else progress)
    if args.report is not None:
        from cnxbuild.run import tool_versions
        from cnxbuild.run.iree import write_atomic

        doc = report(verdict, tool_versions(), time.perf_counter() - t0)
        from cnxbuild.step import render  # the bytes the verdict is for: this code's render (no file is read)

        doc["artifact"] = {"path": None, "sha256": hashlib.sha256(render(v).encode()).hexdigest()}
        write_atomic(args.report, (json.dumps(doc, indent=2, allow_nan=False) + "\n").encode())
    print(verdict.line())
    print(f"  rule: {verdict.rule}")
    for t in verdict.worst(5):
        print(f"  {'ok  ' if t.ok else 'FAIL'} {t.name}: rel {t.rel:.3g} (control {t.control:.3g}, "
              f"bound {t.bound:.3g})")
    for note in verdict.notes:
        print(f"  note: {note}")
    print("  times: " + ", ".join(f"{k} {val:.1f}" for k, val in verdict.timings.items()))
    return 0 if verdict.ok else 1


def _outside_matrix(args: argparse.Namespace, v: TrainStep) -> str | None:
    """A note when a matrix is in use (:func:`_matrix_of`) and does not request ``v``: the run trains a fresh
    render of the name, which neither ``doit`` builds nor ``doit check`` checks. None otherwise."""
    if not _matrix_of(args) or _matrix_entry(args, v) is not None:
        return None
    return (f"note: {args.slug} is not in {args.matrix}: it is trained from a fresh render of its name, which "
            "doit neither builds nor checks (add it to the matrix to have it built and checked)")


def summary_line(s: dict) -> str:
    """The line ``cnxbuild train`` ends with, from its summary ``s``: runner, steps, final loss, held-out
    accuracy (and the EMA weights' where the step keeps an EMA), and the largest loss difference of
    ``--compare``."""
    n = s["settings"]["applied"]
    line = (f"{s['runner']}: {n} step{'' if n == 1 else 's'}, final loss {s['final_loss']:.4f}, held-out "
            f"accuracy {100 * s['held_out_accuracy']:.2f}% ({s['held_out_examples']} images)")
    if "held_out_accuracy_ema" in s:
        line += f", with the EMA weights {100 * s['held_out_accuracy_ema']:.2f}%"
    if "compare" in s:
        line += f"; max |loss − {s['compare']['label']}| {s['compare']['max_abs_loss_diff']:.3g}"
    return line


def _train_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use")
    p.add_argument("--data", required=True, metavar="DIR|digits", type=_data,
                   help="an ImageFolder directory (one subfolder per class; train/ and val/ if present) or "
                        "'digits' (scikit-learn's 8x8 digits, upsampled; works offline)")
    p.add_argument("--steps", type=int, metavar="N",
                   help="applied (optimizer) steps in all; required unless --resume is given (then the "
                        "checkpoint's)")
    p.add_argument("--executor", choices=("iree", "xla"), default="iree",
                   help="iree (llvm-cpu; default) or xla")
    p.add_argument("--out", type=_path, default=None, metavar="DIR",
                   help="output directory (default build/train/SLUG)")
    p.add_argument("--lr", type=float, help="peak learning rate (default: 1e-3 for adamw, lamb and rmsprop; "
                                            "0.1 x global batch / 256 for momentum and sgd)")
    p.add_argument("--warmup", type=int, metavar="W",
                   help="linear-warmup steps before the cosine (default N//10)")
    p.add_argument("--seed", type=int, help="seed of init, data order and drop masks (default 0)")
    p.add_argument("--resume", type=_path, metavar="CKPT",
                   help="continue exactly from a checkpoint of this run (settings as they were)")
    p.add_argument("--init-timm", type=_input_file, metavar="FILE",
                   help="θ (and buffers) from a timm state_dict saved as safetensors (names and shapes checked)")
    p.add_argument("--reference", action="store_true",
                   help="run the JAX + optax reference instead of the artifact (same data, seeds, scalars)")
    p.add_argument("--checkpoint-every", type=int, default=0, metavar="N",
                   help="save ckpt_<step>.safetensors every N applied steps (and always after the last)")
    p.add_argument("--compare", type=_file, metavar="CSV",
                   help="another run's losses.csv to overlay in loss.png; summary.json gets the largest "
                        "per-step loss difference")
    p.add_argument("--drop-path-rate", type=float, metavar="R",
                   help="stochastic-depth rate of the last block (timm's linear ramp from 0; drop variants "
                        "only). Default: the sidecar's recommendation, the net family's rate for the size (its "
                        "paper's ImageNet-1K rate)")
    p.add_argument("--ema-decay", type=float, metavar="D",
                   help="EMA decay the warmup min(D, (1+s)/(10+s)) rises to (ema variants only; default "
                        "0.9999)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")


@command("train", "train with an artifact, driven by its sidecar", _train_args,
         "Compile SLUG once and run it for --steps applied steps on --data (warmup + cosine lr, bias "
         "corrections, EMA decay, drop masks, accumulation phases from the sidecar), then evaluate the "
         "held-out split with its forward partner. Writes losses.csv, loss.png, summary.json and "
         "safetensors checkpoints to --out.")
def _train(args: argparse.Namespace) -> int:
    from cnxbuild.train import TrainOptions, train
    from cnxbuild.train.checkpoint import CheckpointError
    from cnxbuild.train.data import DataError
    from cnxbuild.train.steppers import TrainError

    registry = _registry(args)
    v = parse_slug(args.slug, registry)
    if not isinstance(v, TrainStep):
        print(f"error: {args.slug} is a forward, not a train step", file=sys.stderr)
        return 2
    out = args.out or Path("build") / "train" / args.slug
    opts = TrainOptions(data=args.data, out=out, steps=args.steps, executor=args.executor, lr=args.lr,
                        mlir_dir=_mlir_dir(args, v),
                        warmup=args.warmup, seed=args.seed, resume=args.resume, init_timm=args.init_timm,
                        reference=args.reference, checkpoint_every=args.checkpoint_every, compare=args.compare,
                        progress=not args.no_progress, drop_path_rate=args.drop_path_rate,
                        ema_decay=args.ema_decay)
    try:
        s = train(v, opts, registry)
    except (TrainError, DataError, CheckpointError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(summary_line(s))
    print("  times: " + ", ".join(f"{k} {val:.1f}" for k, val in s["times"].items()) + f"; wrote {opts.out}")
    note = _outside_matrix(args, v)  # after the run: an error of the options or the data comes first and alone
    if note:
        print(note, file=sys.stderr)
    return 0


def _init_state_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use")
    p.add_argument("-o", "--out", type=_path, required=True, metavar="DIR",
                   help="the driver's directory: in/<name>.npy per state input, step.flags, per_step.json, "
                        "out/ (refused if DIR/in holds .npy files, unless --force)")
    start = p.add_mutually_exclusive_group()
    start.add_argument("--seed", type=int, default=None,
                       help="seed of θ's draw, as cnxbuild train --seed (default 0)")
    start.add_argument("--init-timm", type=_input_file, metavar="FILE",
                       help="θ (and buffers) from a timm state_dict saved as safetensors instead of the draw")
    p.add_argument("--force", action="store_true",
                   help="start afresh in a DIR that holds a start already: its in/ and out/ .npy files go "
                        "first")


@command("init-state", "write a driver's starting state and an iree-run-module flag file", _init_state_args,
         "For a driver that is not Python: write every state input of SLUG (θ, buffers, m, v, acc, ema) "
         "as DIR/in/<name>.npy, drawn exactly as `cnxbuild train --seed` draws them (or θ from "
         "--init-timm), DIR/step.flags (one --input=@in/<name>.npy per input and one "
         "--output=@out/<name>.npy per output, in the sidecar's orders) and DIR/per_step.json (the inputs "
         "to write before every call: x, targets, scalars, drop masks). After a call, move "
         "out/<name>.npy to in/<name>.npy for every output but loss.")
def _init_state(args: argparse.Namespace) -> int:
    from cnxbuild.train import load_artifact
    from cnxbuild.train.checkpoint import CheckpointError, load_timm, timm_gelu_note
    from cnxbuild.train.driver import DEFAULT_SEED
    from cnxbuild.train.start import FLAGS_FILE, StartError, check_start_dir, write_start

    v = parse_slug(args.slug, _registry(args))
    if not isinstance(v, TrainStep):
        print(f"error: {args.slug} is a forward: it has no state (init-state is for train steps)",
              file=sys.stderr)
        return 2
    if args.seed is not None and args.seed < 0:  # as train says it (a breaker's traceback, stop 41)
        print(f"error: --seed {args.seed} must be an integer >= 0", file=sys.stderr)
        return 2
    mlir_dir = _mlir_dir(args, v)
    doc = load_artifact(v, mlir_dir).doc
    seed = DEFAULT_SEED if args.seed is None else args.seed
    try:
        old = check_start_dir(args.out, args.force)
        theta = load_timm(args.init_timm, doc) if args.init_timm else None
        done = write_start(doc, args.out, seed, theta, init=str(args.init_timm), old=old)
    except (StartError, CheckpointError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    note = timm_gelu_note(doc) if args.init_timm else None
    if note:
        print(note, file=sys.stderr)
    source = f"θ from {args.init_timm}" if args.init_timm else f"seed {seed}"
    gone = f"; removed the {done['removed']} .npy files of the start before" if done["removed"] else ""
    print(f"wrote {done['state']} state tensors to {args.out / 'in'} ({source}), {args.out / FLAGS_FILE} and "
          f"{args.out / 'per_step.json'}{gone}")
    print("before every call, write in/<name>.npy for: " + ", ".join(
        f"{p['name']} {p['shape']} ({p['role']})" for p in done["per_step"]))
    replicas = int(doc.get("replicas", 1))
    if replicas > 1:  # no llvm-cpu module: IREE's CPU runtime has no collectives (a breaker, stop 41)
        print(f"{doc['slug']} is data parallel ({replicas} replicas; x, targets and masks per replica): "
              "IREE's CPU runtime cannot run it, so the flag file is for a GPU module; on the CPU it runs on "
              f"XLA with {replicas} devices (docs/executors.md, \"XLA, and a data-parallel artifact\")")
        return 0
    print(f"then, in {args.out}: iree-run-module --module={_module_for(args, v, mlir_dir, doc['slug'])} "
          f"--device=local-task --flagfile={FLAGS_FILE}")
    print("and move out/<name>.npy to in/<name>.npy for every output but loss (the next step's state)")
    return 0


def _module_for(args: argparse.Namespace, v: TrainStep, mlir_dir: Path, slug: str) -> str:
    """The llvm-cpu ``.vmfb`` of ``v`` as ``init-state`` names it: the one doit built (beside the modules
    ``mlir_dir`` holds, or beside the matrix), shell-quoted and absolute; where no build has it yet, where
    the matrix's build will put it, or how to get one when no matrix requests ``v`` (a breaker's finding,
    stop 41: it named a path no build would write)."""
    import shlex

    matrix = _matrix_of(args)
    name = Path("build") / "llvm-cpu" / f"{slug}.vmfb"
    for base in (mlir_dir.parent, *([matrix.parent] if matrix else [])):
        if (base / name).is_file():
            return shlex.quote(str((base / name).resolve()))
    if matrix is not None and _matrix_entry(args, v) is not None:
        where = shlex.quote(str((matrix.parent / name).resolve()))
        return f"{where} (not built yet: doit builds it from {matrix})"
    return (f"{slug}.vmfb (no matrix here requests {slug}: add it to one and run doit, or compile "
            f"verified_mlir/{slug}.mlir with the flags of docs/sidecar.md)")


# ---------------------------------------------------------------------------------------------------------


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

    0 on success; 2 on a user error (printed as ``error: <message>`` on stderr) or a usage error; 1 when a tool
    fails (iree-compile, XLA: its diagnostic and the numbered MLIR lines, no traceback) or a check fails; 130
    on Ctrl-C (``interrupted``).
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
        return 1


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
        sys.exit(1)
    try:
        code = main()
        sys.stdout.flush()
    except OSError as e:  # what is left to write cannot be (`--version > /dev/full`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print(f"error: standard output: {e.strerror or e}", file=sys.stderr)
        code = 1
    if code == 130:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    entry()
