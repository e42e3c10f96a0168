"""The build graph: one target per artifact path, forward partners, collision rejection.

spec/variants.md, "Forward partners" and "The graph and collision rejection"; design.md, "Data flow".

Nodes are doit task names, and every node's attributes say what it builds::

    render:<slug>    verified_mlir/<slug>.mlir, verified_mlir/<slug>.json
    compile:<slug>   build/llvm-cpu/<slug>.vmfb, build/llvm-cpu/<slug>.vmfb.json (the compile record; not
                     for a data-parallel artifact: cnxbuild.targets)
    compile:<target>:<slug>   build/<target>/<slug>.vmfb, .vmfb.json  (each of the matrix's
                              [build] extra_targets)
    check:<slug>     build/checks/<slug>.json
    manifest         verified_mlir/MANIFEST.md

Edges: ``render:s → compile:s → check:s`` (``render:s → check:s`` without an llvm-cpu compile),
``render:s → compile:<target>:s`` and ``render:s → manifest``. Attributes of the three nodes
of a slug: ``step``, ``slug``, ``variant``, ``origins`` (list of :class:`~cnxbuild.expand.Origin`, one list
shared by the three), ``outputs`` (tuple of Paths); on a train step's render node also ``partner`` (the
forward's slug) and ``eval_batch``; on a forward's render node ``partner_of`` (train-step slugs).

The graph is built completely, in memory, before anything runs: a second producer of a path is a
:class:`CollisionError` naming both origins and the fields that differ; nothing has been written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterable, Mapping, Sequence

import networkx as nx

from cnxbuild.atomic import NAME_MAX, temp_name_length
from cnxbuild.codes import CODES_FILE, CodeConflict, check_codes, user_datasets
from cnxbuild.expand import Entry, Origin
from cnxbuild.slug import slug as default_slug
from cnxbuild.targets import (DEFAULT_TARGET, LINK_NAME_OVERHEAD, chip_of, compile_targets, record_path,
                              skipped_targets)
from cnxbuild.variant import Forward, TrainStep

__all__ = ["GraphError", "CollisionError", "NameLimitError", "CodeRedefinedError", "BuildGraph", "build_graph",
           "task_name", "STEPS", "MANIFEST", "PATH_MAX"]

STEPS = ("render", "compile", "check")
MANIFEST = "manifest"
PATH_MAX = 4096  # bytes of a whole path on Linux (PATH_MAX, with its terminating NUL)


class GraphError(ValueError):
    """The requested entries cannot form one consistent build."""


class NameLimitError(GraphError):
    """A file (or the temp file written before it) would be named longer than the file system allows."""


class CodeRedefinedError(GraphError):
    """A dataset code that the build directory's registry ties to another dataset (cnxbuild.codes); ``code``:
    that code."""

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        self.code = code


class CollisionError(GraphError):
    """Two different Variants would produce one path. ``path``, ``first``/``second`` origins, ``fields``."""

    def __init__(self, message: str, path: Path, first: list[str], second: list[str], fields: list[str]):
        super().__init__(message)
        self.path, self.first, self.second, self.fields = path, first, second, fields


def task_name(step: str, slug: str, target: str = DEFAULT_TARGET) -> str:
    """The doit task name of ``step`` for ``slug``: ``render:convnext_adam_train_step``; a compile for a
    target other than llvm-cpu is ``compile:<target>:<slug>`` (cnxbuild.targets)."""
    return f"{step}:{slug}" if target == DEFAULT_TARGET else f"{step}:{target}:{slug}"


def _outputs(root: Path, step: str, slug: str, target: str = DEFAULT_TARGET) -> tuple[Path, ...]:
    if step == "render":
        return (root / "verified_mlir" / f"{slug}.mlir", root / "verified_mlir" / f"{slug}.json")
    if step == "compile":
        vmfb = root / "build" / target / f"{slug}.vmfb"
        return (vmfb, record_path(vmfb))
    return (root / "build" / "checks" / f"{slug}.json",)


@dataclass
class _Target:
    variant: TrainStep | Forward
    origins: list[Origin] = field(default_factory=list)
    partner_of: list[str] = field(default_factory=list)
    eval_batch: tuple[int, Origin] | None = None  # train steps: (eval batch, origin that set it)
    eval_image_size: int | None = None  # train steps: the partner's image side
    partner: Forward | None = None  # train steps: the forward partner (Entry.partner)


def _differing(a: TrainStep | Forward, b: TrainStep | Forward) -> list[str]:
    da, db = a.model_dump(mode="json"), b.model_dump(mode="json")
    return [k for k in sorted(set(da) | set(db)) if da.get(k, "—") != db.get(k, "—")]


def _describe(t: _Target) -> list[str]:
    return [str(o) for o in t.origins] + [f"forward partner of {s}" for s in t.partner_of]


class _Builder:
    """Collects targets by slug, merging identical Variants and rejecting different ones."""

    def __init__(self, slug_fn: Callable[[TrainStep | Forward], str]):
        self.slug_fn = slug_fn
        self.targets: dict[str, _Target] = {}

    def target(self, v: TrainStep | Forward, where: list[str]) -> tuple[str, _Target]:
        s = self.slug_fn(v)
        t = self.targets.setdefault(s, _Target(v))
        if t.variant != v:
            fields = _differing(t.variant, v)
            da, db = t.variant.model_dump(mode="json"), v.model_dump(mode="json")
            diffs = "; ".join(f"{k}: {da.get(k, '—')!r} vs {db.get(k, '—')!r}" for k in fields)
            path = Path("verified_mlir") / f"{s}.mlir"
            raise CollisionError(
                f"two different variants would produce {path} (slug {s!r}):\n"
                f"  first:  {'; '.join(_describe(t))}\n  second: {'; '.join(where)}\n"
                f"  fields that differ: {diffs}", path, _describe(t), where, fields)
        return s, t

    def add(self, entry: Entry) -> None:
        s, t = self.target(entry.variant, [str(entry.origin)])
        t.origins.append(entry.origin)
        if isinstance(entry.variant, Forward):
            return
        if t.eval_batch is not None and t.eval_batch[0] != entry.eval_batch:
            batch, first = t.eval_batch
            raise GraphError(
                f"train step {s} is requested with two forward-partner batches (eval_batch): {batch} by "
                f"{first} and {entry.eval_batch} by {entry.origin}; one train step has one partner "
                "(docs/decisions.md D2)")
        if t.eval_image_size is not None and t.eval_image_size != entry.partner_image_size:
            raise GraphError(
                f"train step {s} is requested with two forward-partner image sizes (eval_image_size): "
                f"{t.eval_image_size} by {t.eval_batch[1]} and {entry.partner_image_size} by {entry.origin}; "
                "one train step has one partner")
        t.eval_batch = (entry.eval_batch, entry.origin)
        t.eval_image_size = entry.partner_image_size
        t.partner = entry.partner
        fs, ft = self.target(t.partner,
                             [f"{entry.origin} (forward partner of {s})"])
        ft.origins.append(entry.origin)
        if s not in ft.partner_of:
            ft.partner_of.append(s)


def _add_nodes(g: nx.DiGraph, root: Path, s: str, t: _Target, slug_fn: Callable,
               extra: tuple[str, ...], chips: Mapping[str, str], skips: Sequence) -> None:
    common: dict[str, Any] = {"slug": s, "variant": t.variant, "origins": t.origins}
    g.add_node(task_name("render", s), step="render", outputs=_outputs(root, "render", s), **common)
    g.add_node(task_name("check", s), step="check", outputs=_outputs(root, "check", s), **common)
    left_out = _left_out(t.variant, s, skips)
    for target in compile_targets(t.variant, extra):
        if target in left_out:
            continue
        g.add_node(task_name("compile", s, target), step="compile", target=target,
                   chip=chip_of(target, dict(chips)), outputs=_outputs(root, "compile", s, target), **common)
        g.add_edge(task_name("render", s), task_name("compile", s, target))
    render = g.nodes[task_name("render", s)]
    render["skipped_targets"] = {**skipped_targets(t.variant), **left_out}
    if isinstance(t.variant, TrainStep):
        assert t.eval_batch is not None and t.partner is not None
        render["eval_batch"] = t.eval_batch[0]
        render["eval_image_size"] = t.eval_image_size
        render["partner"] = slug_fn(t.partner)
    else:
        render["partner_of"] = sorted(t.partner_of)
    # the check needs the shipped artifact compiled for the CPU where it can be (spec/checks.md, step 1)
    first = task_name("compile", s) if task_name("compile", s) in g else task_name("render", s)
    g.add_edge(first, task_name("check", s))
    g.add_edge(task_name("render", s), MANIFEST)


def _left_out(v: TrainStep | Forward, s: str, skips: Sequence) -> dict[str, str]:
    """The targets the matrix's ``[[build.skip]]`` tables (cnxbuild.config.TargetSkip) leave out for artifact
    ``v`` named ``s``, each with its reason: ``[build] skip[i]``, and the table's ``why`` (D97)."""
    out: dict[str, str] = {}
    for i, skip in enumerate(skips):
        if skip.target not in out and skip.matches(v, s):
            out[skip.target] = f"[build] skip[{i}]" + (f": {skip.why}" if skip.why else "")
    return out


def _check_names(g: nx.DiGraph) -> None:
    """Every output and the temp name :func:`cnxbuild.atomic.write_atomic` uses for it fit NAME_MAX bytes, the
    compiler's own temp names too, and every whole path PATH_MAX, so an accepted matrix never fails for a name
    half way (docs/decisions.md, D23)."""
    over: list[tuple[str, dict, int]] = []  # (task, attributes, bytes over NAME_MAX)
    for task, data in g.nodes(data=True):
        slug = data.get("slug", "")
        need = max([temp_name_length(p.name) for p in data["outputs"]]
                   + [len(slug.encode()) + LINK_NAME_OVERHEAD] * (data["step"] == "compile"))
        if need > NAME_MAX:
            over.append((task, data, need - NAME_MAX))
    if over:
        task, data, excess = over[0]
        slug = data.get("slug", "")
        where = "; ".join(str(o) for o in data.get("origins", [])) or task
        need, room = NAME_MAX + excess, len(slug.encode()) - excess
        code = data["variant"].dataset.code if "variant" in data else ""
        # the code must fit every artifact named with it, the longest slug too (breaker finding, stop 39)
        worst = max(x for _, d, x in over if "variant" in d and d["variant"].dataset.code == code) \
            if code else excess
        fix = (f"use a shorter dataset code: at most {len(code.encode()) - worst} bytes (this matrix's longest "
               f"name with {code[:12]!r}{'…' if len(code) > 12 else ''} is {worst} bytes over)"
               if code and len(code.encode()) > worst else "use a shorter dataset code")
        raise NameLimitError(
            f"{where}: the artifact name {slug!r} ({len(slug.encode())} bytes) is too long for the file "
            f"system: its files and the temp files written before them need names of {need} bytes, and a "
            f"file name may have {NAME_MAX}; a slug may have at most {room} bytes: {fix}")
    for _, data in g.nodes(data=True):
        for path in data["outputs"]:
            full = len(str(path.resolve()).encode()) + (temp_name_length(path.name) - len(path.name.encode()))
            if full >= PATH_MAX:
                raise NameLimitError(
                    f"{path.parent.resolve()}: the build directory's path is too long: {path.name} and its temp "
                    f"file would have a path of {full} bytes, and a path may have {PATH_MAX - 1}; build in a "
                    "directory with a shorter path (doit -f dodo.py -d DIR)")


def _check_producers(g: nx.DiGraph) -> None:
    producers: dict[Path, str] = {}
    for task, outputs in g.nodes(data="outputs"):
        for path in outputs:
            if path in producers:
                raise CollisionError(f"{path} would be produced by two tasks: {producers[path]} and {task}",
                                     path, [producers[path]], [task], [])
            producers[path] = task


class BuildGraph:
    """Targets of one build over a ``networkx.DiGraph`` (module docstring). Read-only after construction."""

    def __init__(self, g: nx.DiGraph, root: Path):
        self.g, self.root = g, root

    def tasks(self, step: str | None = None) -> list[str]:
        """Task names in graph order, optionally only those of one ``step`` (render, compile, check, …)."""
        return [t for t, s in self.g.nodes(data="step") if step is None or s == step]

    def node(self, task: str) -> Mapping[str, Any]:
        """A read-only view of the attributes of ``task``. Raises KeyError for an unknown task."""
        if task not in self.g:
            raise KeyError(f"no task {task!r} in the build graph")
        return MappingProxyType(self.g.nodes[task])

    def slugs(self) -> list[str]:
        """Every artifact slug (train steps and forwards), sorted."""
        return sorted(self.g.nodes[t]["slug"] for t in self.tasks("render"))

    def variants(self) -> list[TrainStep | Forward]:
        """Every Variant of the build, sorted by slug."""
        return [self.variant(s) for s in self.slugs()]

    def variant(self, slug: str) -> TrainStep | Forward:
        """The Variant named ``slug``. Raises KeyError if the graph has no such artifact."""
        return self.node(task_name("render", slug))["variant"]

    def origins(self, slug: str) -> list[Origin]:
        """Where ``slug`` was requested (a partner forward: where its train steps were requested)."""
        return list(self.node(task_name("render", slug))["origins"])

    def partner(self, slug: str) -> str:
        """The forward partner's slug of train step ``slug``.

        Raises:
            KeyError: ``slug`` is not in the graph, or is a forward.
        """
        render = self.node(task_name("render", slug))
        if "partner" not in render:
            raise KeyError(f"{slug} is a forward; only train steps have a forward partner")
        return render["partner"]

    def compiles(self, slug: str) -> list[str]:
        """The compile task names of ``slug`` (one per target, llvm-cpu first when it has one)."""
        after = self.g.successors(task_name("render", slug))
        return [t for t in after if self.g.nodes[t]["step"] == "compile"]

    def outputs(self, task: str) -> tuple[Path, ...]:
        """The files ``task`` writes (paths under ``root``)."""
        return self.node(task)["outputs"]

    def expected_files(self, directory: Path | None = None) -> list[Path]:
        """Every path in ``directory`` (default ``root/verified_mlir``) that some target produces, sorted (for
        the audit); the dataset-code registry counts as produced (it outlives matrices: cnxbuild.codes)."""
        base = directory or self.root / "verified_mlir"
        found = {p for _, outs in self.g.nodes(data="outputs") for p in outs if p.parent == base}
        if base == self.root / "verified_mlir":
            found.add(self.root / CODES_FILE)
        return sorted(found)

    def user_datasets(self) -> list:
        """The user-defined datasets (cnxbuild.variant.Dataset) the build renders, sorted by code."""
        found = user_datasets((self.variant(s), []) for s in self.slugs())
        return [found[code][0] for code in sorted(found)]

    def output_dirs(self) -> list[Path]:
        """Every directory a build writes artifacts into (verified_mlir/, build/<target>/ for every target
        cnxbuild knows, build/checks/), whether or not this matrix writes there: a target dropped from the
        matrix leaves its modules to be reported."""
        from cnxbuild.run.iree import TARGET_BACKENDS

        known = {p.parent for _, outs in self.g.nodes(data="outputs") for p in outs}
        known |= {self.root / "build" / t for t in TARGET_BACKENDS} | {self.root / "build" / "checks"}
        return sorted(known)


def build_graph(entries: Iterable[Entry], root: Path = Path("."),
                slug_fn: Callable[[TrainStep | Forward], str] = default_slug,
                extra_targets: Iterable[str] = (), chips: Mapping[str, str] | None = None,
                skips: Sequence = ()) -> BuildGraph:
    """Build the complete target graph of ``entries`` (from :func:`cnxbuild.expand.expand`).

    Every train step gets its forward partner (:attr:`cnxbuild.expand.Entry.partner`), added once however
    many train steps share it. Identical Variants requested twice are one target with both origins. Each
    artifact is compiled for :func:`cnxbuild.targets.compile_targets` (llvm-cpu unless data parallel, plus
    ``extra_targets``); a GPU target's compile node holds its ``chip`` (``chips``, the matrix's ``[build]
    chips``, else the default: cnxbuild.targets.chip_of), except where one of ``skips`` (the matrix's
    ``[[build.skip]]`` tables, cnxbuild.config.TargetSkip) leaves that target out for the artifact (D97).
    ``slug_fn`` names artifacts (tests replace it to exercise collisions). Nothing is written.

    Raises:
        CollisionError: two different Variants share a slug (both origins, the differing fields), or two
            tasks would write one path.
        NameLimitError: a file or temp name over NAME_MAX bytes, or a path over PATH_MAX.
        CodeRedefinedError: a dataset code that ``root``'s registry ties to another dataset (cnxbuild.codes).
        GraphError: one train step requested with two different ``eval_batch`` values (both origins).
    """
    builder = _Builder(slug_fn)
    for entry in entries:
        builder.add(entry)
    g = nx.DiGraph()
    g.add_node(MANIFEST, step=MANIFEST, outputs=(root / "verified_mlir" / "MANIFEST.md",))
    for s in sorted(builder.targets):
        _add_nodes(g, root, s, builder.targets[s], slug_fn, tuple(extra_targets), chips or {}, skips)
    _check_producers(g)
    _check_names(g)
    try:
        check_codes(root, [(t.variant, t.origins) for t in builder.targets.values()])
    except CodeConflict as e:
        raise CodeRedefinedError(str(e), e.code) from None
    return BuildGraph(g, root)
