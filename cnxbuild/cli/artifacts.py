"""``cnxbuild list``, ``explain``, ``render`` and ``check``: what a matrix builds, what a slug means, one artifact's
module and sidecar, and one artifact's numeric check."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

from rich.table import Table

from cnxbuild.cli.base import (DEFAULT_MATRIX, ExecutorError, OutputPathError, _artifact_args, _console, _example,
                               _file, _input_file, _matrix_arg, _matrix_entry, _matrix_of, _output_file, _partner_of,
                               _partners_of, _variant_of, command, load_graph)
from cnxbuild.config import AXES
from cnxbuild.graph import BuildGraph, task_name
from cnxbuild.nets import family_of
from cnxbuild.slug import slug
from cnxbuild.variant import OPTIMIZER_CONSTANT_KEYS, Forward, TrainStep, forward_partner, is_default


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
         "the image size in pixels; compiled for: each compile target `doit` builds it for, with the CPU (host: "
         "the building machine's) or GPU chip, and below the table each target an artifact is left out of, and "
         "why.")
def _list(args: argparse.Namespace) -> int:
    if str(args.matrix) == DEFAULT_MATRIX and not os.path.lexists(args.matrix):  # a new user's finding (stop 47)
        print(f"error: no {DEFAULT_MATRIX} in {Path.cwd()}: run list where the matrix is, or give one with "
              f"--matrix FILE (the repository's own is its variants.toml)", file=sys.stderr)
        return 2
    graph = load_graph(args.matrix)
    if args.json:
        print(json.dumps({"format": "cnxbuild.list/1", "matrix": str(args.matrix),
                          "artifacts": [_listed(graph, s) for s in graph.slugs()]}, indent=1))
        return 0
    table = Table(title=f"{args.matrix}", title_justify="left")
    for header in ("slug", "kind", "family", "size", "dataset", "px", "optimizer", "replicas", "accumulate",
                   "batch", "forward partner", "compiled for"):
        table.add_column(header, no_wrap=True)
    skipped: dict[tuple[str, str], int] = {}  # (target, reason) → how many artifacts it leaves out
    for s in graph.slugs():
        v = graph.variant(s)
        for target, why in graph.node(task_name("render", s))["skipped_targets"].items():
            skipped[target, why] = skipped.get((target, why), 0) + 1
        if isinstance(v, TrainStep):
            table.add_row(s, v.kind, v.family, v.size, v.dataset.name, str(v.image_size), v.optimizer.value,
                          str(v.replicas), str(v.accumulate), str(v.batch), graph.partner(s), _compiled_for(graph, s))
        else:
            table.add_row(s, v.kind, v.family, v.size, v.dataset.name, str(v.image_size), "—", "—", "—",
                          str(v.batch), "—", _compiled_for(graph, s))
    console = _console()
    console.print(table)
    steps = len([s for s in graph.slugs() if "partner" in graph.node(f"render:{s}")])
    total = len(graph.slugs())
    fwds = total - steps
    console.print(f"{total} artifact{'s' * (total != 1)}: {steps} train step{'s' * (steps != 1)}, "
                  f"{fwds} forward{'s' * (fwds != 1)}")
    for (target, why), n in skipped.items():  # a "—" in the last column says no module; this line says why
        console.print(f"{n} artifact{'s' * (n != 1)} not compiled for {target}: {why}")
    return 0


def _compiled_for(graph: BuildGraph, s: str) -> str:
    """The ``compiled for`` cell of ``s``'s row: each compile target with the CPU or GPU chip it is compiled for
    (``llvm-cpu (host)``: the building machine's CPU; docs/decisions.md, D122; ``cuda (sm_80, known to fail)`` where
    this IREE is known to fail it: D129), "—" when none."""
    from cnxbuild.run.iree import compiler_version

    v, version, cells = graph.variant(s), compiler_version(), []
    for t in graph.compiles(s):
        target, chip = graph.node(t)["target"], graph.node(t)["chip"]
        known = family_of(v).known_gpu_failure(v, target, chip, version)  # the build's warning says why (D129)
        cells.append(f"{target} ({chip or 'host'}{', known to fail' if known else ''})")
    return ", ".join(cells) or "—"


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
                      "check": rel(graph.outputs(task_name("check", s))[0]), "compile": compiles},
            # the targets left out, each with why (a breaker's finding, stop 55: a script could not tell
            # "skipped" from "not a target"; doit list and MANIFEST.md say it)
            "skipped_targets": dict(graph.node(task_name("render", s))["skipped_targets"])}


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


#: The Variant fields of the optimizers' constants: a row only for those the step's optimizer has (D130).
_CONSTANT_FIELDS = frozenset(field for field, *_ in OPTIMIZER_CONSTANT_KEYS.values())

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
    if name == "wd_exclude_rank1" and value:  # what the family excludes (a breaker's finding, stop 44)
        return f"true ({family_of(v).wx_short})"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def drop_path_line(v: TrainStep) -> str:
    """The drop-path sites and ramp of a stochastic-depth step in words (its sidecar's ``drop_path``): masks,
    blocks, schedule, the recommended rate and the keep probabilities it gives (first and last site)."""
    from cnxbuild.step import drop_path
    from cnxbuild.train.schedule import keep_probabilities

    dp = drop_path(v)
    site_block = dp.get("site_block", list(range(dp["blocks"])))
    rate = dp["recommended_rate"]
    keep = keep_probabilities(dp["blocks"], rate, dp["schedule"])[site_block]
    per = {site_block.count(b) for b in range(dp["blocks"])}
    where = (f"{per.pop()} per block" if len(per) == 1 and 0 not in per
             else f"on {len(set(site_block))} of the {dp['blocks']} blocks")
    return (f"drop path: {len(site_block)} masks ({where}), schedule {dp['schedule']!r}; at the recommended rate "
            f"{rate:g} keep runs {keep[0]:.4g} (drop_mask.0) to {keep[-1]:.4g} (drop_mask.{len(site_block) - 1})")


def explain_lines(v: TrainStep | Forward, partner: Forward | None = None) -> list[str]:
    """The decoded config of ``v`` in words: one line per field, marked as :func:`_mark` says; a train step's
    forward partner last (``partner``, default: batch 32 at ``v``'s image size)."""
    lines = [slug(v)]
    names = ["kind", *(n for n in type(v).model_fields if n != "kind")]
    for name in names:
        if name in _CONSTANT_FIELDS and getattr(v, name) is None:  # a constant the optimizer has not (D130)
            continue
        lines.append(f"  {AXES[name].words:<30} {_shown(v, name):<44} {_mark(v, name)}")
    if isinstance(v, TrainStep):
        lines.append(f"  global batch = batch × replicas × accumulate = {v.global_batch}")
        if v.stochastic_depth:
            lines.append(f"  {drop_path_line(v)}")
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
    if isinstance(v, TrainStep) and _matrix_of(args) and _matrix_entry(args, v) is None:
        print(f"  (not in {args.matrix}: the forward partner is the default one, batch 32 at the step's image size; "
              "the matrix names a requested step's own)")  # a new user's finding, stop 42
    return 0


def _render_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use and whose entry names the sidecar's forward partner")
    p.add_argument("-o", "--output", metavar="FILE", type=_file,
                   help="write the module to FILE (a name ending in .mlir) and its sidecar to FILE with suffix "
                        ".json, beside the file a link FILE points to (default: stdout); the "
                        "module's bytes do not depend on FILE: its header names the sidecar as doit writes it, "
                        "<slug>.json")


@command("render", "print (or write) one artifact's StableHLO module", _render_args,
         "Render SLUG's StableHLO module. With -o, write FILE and the sidecar (FILE with suffix .json: "
         "a.mlir → a.json) atomically; a train step's sidecar names its forward partner: the one --matrix "
         "requests with it (as `doit` writes it), else batch 32 at the step's image size; a forward's names the "
         "train steps of --matrix it partners (none without one).")
def _render(args: argparse.Namespace) -> int:
    from cnxbuild.atomic import remove_temps, signals_held, write_atomic
    from cnxbuild.step import render, sidecar

    v = _variant_of(args)
    side = None
    if args.output is not None:
        _output_file(args.output, "-o")
        side = _sidecar_path(args.output)
        if os.path.realpath(side) == os.path.realpath(args.output):  # a sidecar name linked to the module's file
            raise OutputPathError(f"-o {args.output}: the sidecar is written to FILE with suffix .json, which "
                                  "is FILE itself here; name the module FILE.mlir")
        _output_file(side, "-o (the sidecar beside it)")
        for what, path in (("FILE", args.output), ("its sidecar", side)):  # a breaker's finding, stop 43
            if args.matrix is not None and os.path.realpath(path) == os.path.realpath(args.matrix):
                raise OutputPathError(f"-o {args.output}: {what} would be {path}, the matrix file this command "
                                      "reads; give another FILE")
        module = Path(os.path.realpath(args.output))  # /dev/stdout > out.mlir: the file the module lands in
        if module.suffix != ".mlir":  # a breaker's finding (stop 57): `-o step` beside step.mlir paired step.mlir
            # with the other module's sidecar (step.json); `-o dir/` wrote a file `dir`, `-o -` a file `-`
            raise OutputPathError(f"-o {args.output}: a module is written to a file whose name ends in .mlir (its "
                                  f"sidecar: the same name with .json), e.g. -o {module.stem or 'step'}.mlir; "
                                  "without -o the module goes to standard output")
        _codes_of_the_build(args.output, v)
    text = render(v)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    partners = slug(_partner_of(args, v)) if isinstance(v, TrainStep) else _partners_of(args, v)
    doc = json.dumps(sidecar(v, partners, text), indent=1, sort_keys=False) + "\n"
    with signals_held():  # the module and its sidecar are written both or neither (stop 47)
        for path in (Path(os.path.realpath(args.output)), side):  # a killed render's temps: FILE's beside its
            remove_temps(path)  # link's target (written through), the sidecar's beside it (never followed)
        write_atomic(args.output, text.encode(), follow_links=True)  # FILE is the user's: a link is written through
        write_atomic(side, doc.encode())  # the sidecar's path is derived: a link there is replaced (stop 47)
        print(f"wrote {args.output} ({len(text)} bytes) and {side}", file=sys.stderr)
    return 0


def _header_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("sidecar", type=_input_file, metavar="SIDECAR",
                   help="an artifact's sidecar: verified_mlir/<slug>.json (or the .json `cnxbuild render SLUG -o "
                        "FILE.mlir` writes beside FILE)")
    p.add_argument("-o", "--output", metavar="FILE", type=_file,
                   help="write the header to FILE (default: stdout), e.g. include/<slug>.h")


#: The names ``cnxbuild header -o`` writes: a C or C++ header's.
HEADER_SUFFIXES = (".h", ".hpp", ".hh", ".hxx")


@command("header", "write a C header of one artifact's calling convention, from its sidecar", _header_args,
         "Print (or write) a C header generated from SIDECAR: the entry's function name, the module's sha256, one "
         "enumerator per input and output (its index), each region's start and count, every baked constant as a "
         "macro, and tables of every input's and output's name, role, dtype, shape and bytes. Two headers of one "
         "matrix include into one translation unit. docs/driver.md, 'A header for your driver'.")
def _header(args: argparse.Namespace) -> int:
    from cnxbuild.atomic import write_atomic
    from cnxbuild.c_header import c_header, read_sidecar

    if args.output is not None:
        _output_file(args.output, "-o")
        if os.path.realpath(args.output) == os.path.realpath(args.sidecar):
            raise OutputPathError(f"-o {args.output}: that is the sidecar this command reads; give another FILE")
        if Path(os.path.realpath(args.output)).suffix not in HEADER_SUFFIXES:  # a breaker's finding (stop 57):
            # `-o b.mlir` replaced a module, `-o <slug>.json` another artifact's sidecar, `-o -` wrote a file `-`
            raise OutputPathError(f"-o {args.output}: a header's name ends in {', '.join(HEADER_SUFFIXES)}, e.g. "
                                  f"-o include/{args.sidecar.stem}.h; without -o it goes to standard output")
    if not args.sidecar.is_file():
        what = "not a regular file" if args.sidecar.exists() else "no such file"
        raise OutputPathError(f"{args.sidecar}: {what}; give an artifact's sidecar, verified_mlir/<slug>.json")
    text = c_header(read_sidecar(args.sidecar), str(args.sidecar))
    if args.output is None:
        sys.stdout.write(text)
        return 0
    write_atomic(args.output, text.encode(), follow_links=True)
    print(f"wrote {args.output} ({len(text)} bytes)", file=sys.stderr)
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

    folder = Path(os.path.realpath(output)).parent  # not resolve(): a loop of links raised (breaker, stop 47)
    if folder.name == CODES_FILE.parent.name:
        check_codes(folder.parent, [(v, [f"cnxbuild render -o {output}"])])


REPORT_KEY = "verdict"  # a key every check report has (cnxbuild.check.report), and no sidecar
REPORT_MAX_BYTES = 1 << 26  # a report lists one entry per output: the largest twin's is under 1 MB


def _replaceable_report(path: Path, slug: str) -> Path:
    """``path``, if nothing is there, or an empty file, or an earlier check report (a JSON object with
    :data:`REPORT_KEY`) of artifact ``slug``: what ``--report`` may remove before the check and replace after it.

    Raises:
        OutputPathError: another file is there (the artifact itself, its sidecar, a module: removed first,
            it would be gone for good if the check failed or was stopped; a breaker's finding, stop 53), or
            another artifact's report (its verdict would read as this one's: a breaker's finding, stop 57).
    """
    try:
        big = path.is_file() and path.stat().st_size > REPORT_MAX_BYTES  # not read to be refused
        data = path.read_bytes() if path.is_file() and not big else b"not a report" if big else b""
    except OSError:
        return path  # unreadable: left to the write, which says why
    try:
        doc = json.loads(data) if data.strip() else None
    except ValueError:
        doc = "not JSON"
    if isinstance(doc, dict) and REPORT_KEY in doc and doc.get("slug") not in (None, slug):
        raise OutputPathError(f"--report {path}: the report of {doc['slug']} is there, not of {slug}; give "
                              f"another path (e.g. build/checks/{slug}.json), or remove the file first")
    if doc is None or (isinstance(doc, dict) and REPORT_KEY in doc):
        return path
    raise OutputPathError(f"--report {path}: a file that is not a check report is there; the check removes an "
                          "earlier report before it runs, so it will not replace this one: give another path "
                          "(e.g. build/checks/<slug>.json), or remove the file first")


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
         "the artifact (the family's twin size, in README's 'What verified means', is large enough that every "
         "kernel tap meets real pixels); depth, "
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

        remove_report(_replaceable_report(_output_file(args.report, "--report"), slug(v)))
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
        write_atomic(args.report, (json.dumps(doc, indent=2, allow_nan=False) + "\n").encode(),
                     follow_links=True)
    print(verdict.line())
    print(f"  rule: {verdict.rule}")
    for t in verdict.worst(5):
        print(f"  {'ok  ' if t.ok else 'FAIL'} {t.name}: rel {t.rel:.3g} (control {t.control:.3g}, "
              f"bound {t.bound:.3g})")
    for note in verdict.notes:
        print(f"  note: {note}")
    print("  times: " + ", ".join(f"{k} {val:.1f}" for k, val in verdict.timings.items()))
    return 0 if verdict.ok else 1
