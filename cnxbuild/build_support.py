"""Product code the doit rules share: loading the build graph, the emitter digest, atomic writes, the
artifact files of one Variant, and the manifest's facts (the audit's module-signature parser is
:mod:`cnxbuild.signature`).

The rules (``rules/``) hold doit task generators only; everything here is plain functions on strings,
dicts and paths, so doit's process pool can call it with picklable arguments (spec/variants.md,
"Incremental builds"; design.md, "Errors": writes are atomic).

Environment variables (the first is for users, the rest are test hooks documented here so nobody is
surprised by them):

``CNXBUILD_MATRIX``
    the matrix file the build reads (default: ``variants.toml`` in the working directory).
``CNXBUILD_EMITTER_EXTRA``
    further files (``os.pathsep``-separated) hashed into the emitter digest; tests point it at a scratch
    file to simulate an emitter change that does not change any artifact's bytes.
``CNXBUILD_SLUG_FN``
    ``module:function`` replacing the slug function when the graph is built; tests use a lossy one to
    provoke a collision, which an injective slug never produces.
``CNXBUILD_PAUSE_BEFORE_REPLACE``
    seconds :func:`write_atomic` sleeps between writing its temp file and renaming it; tests kill the
    build in that window.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib
import json
import os
from math import prod
from pathlib import Path
from typing import Any, Callable

from pydantic import TypeAdapter

import cnxbuild
from cnxbuild.config import AXES, ConfigError, Matrix, load_matrix, show_value
from cnxbuild.expand import expand_artifacts
from cnxbuild.graph import BuildGraph, GraphError, build_graph
from cnxbuild.atomic import remove_temps, stale_temps, temp_files, write_atomic
from cnxbuild.slug import slug as default_slug
from cnxbuild.variant import Forward, TrainStep, Variant, is_default

__all__ = ["MATRIX_ENV", "matrix_path", "load_build_graph", "emitter_sources", "emitter_digest",
           "checker_digest", "variant_json", "variant_from_json", "write_atomic", "remove_temps",
           "temp_files", "stale_temps", "artifact_files", "param_count", "meaning", "host_key",
           "cached_tool_versions", "CHECK_SEEDS", "import_closure", "check_sources", "twin_digest"]

MATRIX_ENV = "CNXBUILD_MATRIX"
EMITTER_EXTRA_ENV = "CNXBUILD_EMITTER_EXTRA"
SLUG_FN_ENV = "CNXBUILD_SLUG_FN"

PACKAGE = Path(cnxbuild.__file__).resolve().parent
#: What the emitted text depends on: the emitter, the layers, the optimizer stage, the nets, the step
#: and the naming (spec/variants.md, "Incremental builds"), and the package's ``__init__.py``, whose
#: ``__version__`` the sidecar names (``generator.version``). Every module ``cnxbuild.step`` imports is here
#: (tests/test_build.py checks).
EMITTER_PARTS = ("__init__.py", "mlir/*.py", "layers/*.py", "optim/*.py", "nets/*.py", "step.py", "slug/*.py",
                 "variant/*.py")
#: What a numeric check's verdict depends on besides the artifact: the protocol and the reference.
CHECKER_PARTS = ("check/*.py", "reference/*.py")

_VARIANT = TypeAdapter(Variant)


# ---------------------------------------------------------------------------------------------------------
# The graph


def matrix_path() -> Path:
    """The matrix file of this build: ``$CNXBUILD_MATRIX``, else ``variants.toml`` (working directory: the one
    ``doit -d DIR`` names; a relative ``$CNXBUILD_MATRIX`` is read from there too, and doit says so: rules)."""
    return Path(os.environ.get(MATRIX_ENV) or "variants.toml")


def _slug_fn() -> Callable[[TrainStep | Forward], str]:
    spec = os.environ.get(SLUG_FN_ENV)
    if not spec:
        return default_slug
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


def load_build_graph(path: Path | None = None, root: Path = Path("."), advise: bool = True) -> BuildGraph:
    """Load, expand and graph the matrix at ``path`` (default :func:`matrix_path`). Writes nothing. ``advise``:
    print the matrix's warnings (:func:`cnxbuild.expand.expand_artifacts`).

    Raises:
        ConfigError: the file is unreadable, not TOML, or not a valid matrix (file, key path, allowed values).
        GraphError / CollisionError: two different variants share a path (both origins, differing fields); a
            name too long for the file system; a dataset code redefined (cnxbuild.codes). The message starts
            with the matrix file.
    """
    path = path or matrix_path()
    try:
        matrix = load_matrix(path)
        graph = build_graph(expand_artifacts(matrix, advise), root=root, slug_fn=_slug_fn(),
                            extra_targets=matrix.build.extra_targets, chips=matrix.build.chips,
                            skips=matrix.build.skip)
    except GraphError as e:  # every user error names its file (design.md, "Errors"), a dataset's its table's line
        where = next((matrix.located(("datasets", n)) for n, d in matrix.datasets.items()
                      if d.code == getattr(e, "code", None)), str(path))
        e.args = (f"{where}: {e.args[0]}", *e.args[1:])
        raise
    idle_skips(matrix, graph)
    return graph


def idle_skips(matrix: Matrix, graph: BuildGraph) -> None:
    """Refuse a ``[[build.skip]]`` table that matches no artifact of ``graph``, or leaves out nothing the tables
    before it do not, as an exclude that drops nothing is refused (a misspelt value would otherwise leave the
    failing compile in; D97).

    Raises:
        ConfigError: the first such table, at its line, with the values it asked for.
    """
    left_out: set[tuple[str, str]] = set()  # (target, slug) of the tables before
    for i, skip in enumerate(matrix.build.skip):
        mine = {(skip.target, s) for s in graph.slugs() if skip.matches(graph.variant(s), s)}
        if mine and not mine <= left_out:
            left_out |= mine
            continue
        asked = ", ".join(f"{k} = {show_value(v)}" for k, v in
                          [*([("slug", skip.slug)] if skip.slug else []), *skip.keys().items()])
        what = ("leaves out nothing the tables before it do not (a repeat, or a narrower table)" if mine else
                "matches no artifact of the matrix (cnxbuild list shows them)")
        raise ConfigError(f"{matrix.located(('build', 'skip', i))}: build → skip[{i}] ({asked}) {what}; correct "
                          "it or remove it")


# ---------------------------------------------------------------------------------------------------------
# Digests (the inputs of the up-to-date checks)


def _sources(parts: tuple[str, ...]) -> list[Path]:
    return sorted(p for part in parts for p in PACKAGE.glob(part))


def emitter_sources() -> list[Path]:
    """The emitter's source files, sorted, plus any named by ``$CNXBUILD_EMITTER_EXTRA``."""
    extra = [Path(p) for p in os.environ.get(EMITTER_EXTRA_ENV, "").split(os.pathsep) if p]
    return _sources(EMITTER_PARTS) + extra


def _digest(files: list[Path]) -> str:
    h = hashlib.sha256()
    for f in files:
        data = f.read_bytes()
        h.update(f"{f.name}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def emitter_digest() -> str:
    """sha256 over the contents of :func:`emitter_sources` (names and bytes, in sorted order)."""
    return _digest(emitter_sources())


def checker_digest() -> str:
    """sha256 over the numeric check protocol and the reference (``check/*.py``, ``reference/*.py``)."""
    return _digest(_sources(CHECKER_PARTS))


#: The modules a ``check:`` task runs: the protocol, the reference, both executors (imported lazily by the
#: check), the JSON round trip of the Variant, and the doit action itself.
CHECK_SEEDS = ("cnxbuild.check", "cnxbuild.reference", "cnxbuild.run", "cnxbuild.run.iree", "cnxbuild.run.xla",
               "cnxbuild.run.xla_subprocess", "cnxbuild.run._xla_child", "cnxbuild.build_support",
               "rules.check", "rules._check_child")


def _module_file(name: str, root: Path) -> Path | None:
    base = root.joinpath(*name.split("."))
    for f in (base.with_suffix(".py"), base / "__init__.py"):
        if f.is_file():
            return f
    return None


def _imported_names(tree: ast.AST, package: str) -> set[str]:
    """Every module name an ``import`` or ``from … import`` anywhere in ``tree`` (functions included: the check
    imports its executors and the reference lazily) may load, with ``from a import b`` giving ``a`` and
    ``a.b`` (b may be a submodule)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(p for p in [*parts, base] if p)
            names.add(base)
            names.update(f"{base}.{a.name}" for a in node.names)
    return names


def import_closure(seeds: tuple[str, ...], roots: tuple[str, ...] = ("cnxbuild", "rules"),
                   root: Path = PACKAGE.parent) -> list[Path]:
    """The source files of ``seeds`` and of every module of the ``roots`` packages they import, transitively
    (statically, by :mod:`ast`), with the ``__init__.py`` of every package on the way; sorted.

    Raises:
        FileNotFoundError: a seed is not a module under ``root``.
    """
    seen: dict[str, Path] = {}
    todo = list(seeds)
    while todo:
        name = todo.pop()
        if name in seen or name.split(".")[0] not in roots:
            continue
        f = _module_file(name, root)
        if f is None:
            if name in seeds:
                raise FileNotFoundError(f"import_closure: no module {name!r} under {root}")
            continue  # ``from pkg import name`` where name is not a module
        seen[name] = f
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # the packages' __init__.py
        package = name if f.name == "__init__.py" else ".".join(parts[:-1])
        todo += sorted(_imported_names(ast.parse(f.read_bytes(), str(f)), package))
    return sorted(set(seen.values()))


@functools.lru_cache(maxsize=None)
def check_sources() -> tuple[Path, ...]:
    """What a ``check:`` task's process imports from this project (:data:`CHECK_SEEDS`' closure, with every
    family's reference model, which the reference imports by name): its ``file_dep`` (docs/decisions.md,
    D37)."""
    from cnxbuild.nets import FAMILIES

    return tuple(import_closure(CHECK_SEEDS + tuple(f.reference for f in FAMILIES.values())))


TWIN_DIGESTS = Path("build") / "twin-digests.json"  # beside tool-versions.json: not a check report


def twin_digest(doc: dict, memo: Path = TWIN_DIGESTS) -> str:
    """sha256 of the module text of the twin the check renders for the Variant ``doc`` (its JSON).

    Memoized in ``memo`` under (Variant, :func:`emitter_digest`, digest of :func:`check_sources`): the text is
    a function of those (design.md decision 3), so a no-op ``doit check`` renders no twin; a changed emitter,
    check or Variant renders it once.
    """
    key = hashlib.sha256(json.dumps([doc, *_twin_key_digests()], sort_keys=True).encode()).hexdigest()
    table = _read_memo(memo)
    if key not in table:
        from cnxbuild.check import twin
        from cnxbuild.step import render

        digest = hashlib.sha256(render(twin(variant_from_json(doc))).encode()).hexdigest()
        _read_memo.cache_clear()  # read again: another process may have added entries meanwhile
        table = dict(_read_memo(memo))
        table[key] = digest
        memo.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(str(memo), (json.dumps(table, indent=0, sort_keys=True) + "\n").encode())
        _read_memo.cache_clear()
    return table[key]


@functools.lru_cache(maxsize=None)
def _twin_key_digests() -> tuple[str, str]:
    return emitter_digest(), _digest(list(check_sources()))


@functools.lru_cache(maxsize=None)
def _read_memo(memo: Path, width: int = 1) -> dict:
    """The digest table in ``memo``: key → one sha256 (``width`` 1: twin digests) or a list of ``width`` of
    them (render digests). A file that is missing, not JSON, or JSON of another shape reads as empty and an
    entry of another shape is left out, so a damaged memo costs renders, never a traceback or a false drift
    (a breaker's finding, stop 53)."""
    try:
        table = json.loads(memo.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(table, dict):
        return {}
    return {k: v for k, v in table.items() if _digests_ok(v, width)}


def _digests_ok(value: Any, width: int) -> bool:
    digests = [value] if width == 1 else value
    return (isinstance(digests, list) and len(digests) == width
            and all(isinstance(d, str) and len(d) == 64 and set(d) <= set("0123456789abcdef") for d in digests))


TOOL_DISTRIBUTIONS = ("iree-base-compiler", "iree-base-runtime", "jax", "jaxlib")


def host_key() -> str:
    """A digest of what :func:`cnxbuild.run.tool_versions` reports, readable without importing a tool:
    the tools' package versions and the CPU's model and flags (what LLVM's ``host`` CPU follows)."""
    from importlib.metadata import PackageNotFoundError, version

    parts = []
    for name in TOOL_DISTRIBUTIONS:
        try:
            parts.append(f"{name}={version(name)}")
        except PackageNotFoundError:
            parts.append(f"{name}=-")
    try:
        cpu = Path("/proc/cpuinfo").read_text().split("\n\n")[0].splitlines()
        parts += [ln for ln in cpu if ln.startswith(("model name", "flags", "vendor_id"))]
    except OSError:
        parts.append("no /proc/cpuinfo")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def cached_tool_versions(cache: Path = Path("build") / "tool-versions.json") -> dict[str, str]:
    """``cnxbuild.run.tool_versions()``, cached in ``cache`` under :func:`host_key`.

    Probing the host CPU through iree-compile takes ~1 s; a no-op build should not pay it every time.
    """
    key = host_key()
    try:
        doc = json.loads(cache.read_text())
        if doc["key"] == key:
            return doc["versions"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    from cnxbuild.run import tool_versions

    versions = tool_versions()
    try:
        write_atomic(cache, (json.dumps({"key": key, "versions": versions}, indent=2) + "\n").encode())
    except OSError:
        pass  # an unwritable build/: the tasks that write there say so; the cache is only a saving
    return versions


# ---------------------------------------------------------------------------------------------------------
# Variants as JSON (what crosses into doit's worker processes)


def variant_json(v: TrainStep | Forward) -> dict[str, Any]:
    """The canonical JSON object of ``v`` (``model_dump(mode="json")``): what config_changed hashes."""
    return v.model_dump(mode="json")


def variant_from_json(doc: dict[str, Any]) -> TrainStep | Forward:
    """The Variant of a :func:`variant_json` object (the ``kind`` field picks TrainStep or Forward)."""
    return _VARIANT.validate_python(doc)


# ---------------------------------------------------------------------------------------------------------
# Artifacts


def artifact_files(doc: dict[str, Any], partners: list[str] | str | None) -> tuple[bytes, bytes]:
    """The ``.mlir`` and ``.json`` bytes of the Variant ``doc`` (:func:`variant_json`), deterministic.

    ``partners``: a train step's forward-partner slug, or the train-step slugs a forward partners.
    """
    from cnxbuild.step import render, sidecar

    v = variant_from_json(doc)
    text = render(v).encode()
    side = json.dumps(sidecar(v, partners), indent=1) + "\n"  # as `cnxbuild render -o` writes it
    return text, side.encode()


RENDER_DIGESTS = Path("build") / "render-digests.json"


def render_digests(doc: dict[str, Any], partners: list[str] | str | None,
                   memo: Path = RENDER_DIGESTS, fresh: bool = False) -> tuple[str, str]:
    """sha256 of the ``.mlir`` and ``.json`` bytes :func:`artifact_files` gives, memoized in ``memo`` under
    (Variant, partners, :func:`emitter_digest`) as :func:`twin_digest` is: the bytes are a function of those,
    so the audit of an unchanged matrix and emitter renders nothing (docs/check-cost.md). ``fresh``: render
    whatever the memo holds, and write the entry again: what a verdict rests on (a file said to drift, the bytes
    a check vouches for) never rests on the memo alone, which a hand edit may have made wrong (a breaker's
    finding, stop 54)."""
    key = hashlib.sha256(json.dumps([doc, partners, _emitter_digest_once()], sort_keys=True).encode()).hexdigest()
    table = _read_memo(memo, 2)
    if fresh or key not in table:
        digests = [hashlib.sha256(b).hexdigest() for b in artifact_files(doc, partners)]
        _read_memo.cache_clear()  # read again: another process may have added entries meanwhile
        table = dict(_read_memo(memo, 2))
        table[key] = digests
        memo.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(str(memo), (json.dumps(table, indent=0, sort_keys=True) + "\n").encode())
        _read_memo.cache_clear()
    return tuple(table[key])


@functools.lru_cache(maxsize=None)
def _emitter_digest_once() -> str:
    return emitter_digest()


# ---------------------------------------------------------------------------------------------------------
# Manifest facts


def param_count(doc: dict[str, Any]) -> int:
    """Number of model parameters (elements of the ``theta`` inputs) of sidecar ``doc``."""
    return sum(prod(p["shape"]) for p in doc["inputs"] if p["role"] == "theta")


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return ""
    return str(getattr(value, "value", value))


def meaning(v: TrainStep | Forward) -> str:
    """``v`` in words: model, dataset and geometry, then every non-default field (what the slug spells)."""
    from cnxbuild.nets import family_of

    fam = family_of(v)
    head = (f"{fam.model_name(fam.arch(v.size, v.image_size))}, {v.dataset.name} (K={v.classes}), {v.image_size} px, "
            f"batch {v.batch}" + (" per replica" if isinstance(v, TrainStep) else ""))
    kind = {"fwd": "forward", "fwd_eval": "forward (frozen running statistics)"}.get(v.kind, "")
    parts = [head, kind if isinstance(v, Forward) else f"train step, {v.optimizer.value}"]
    skip = {"kind", "family", "size", "dataset", "image_size", "batch", "optimizer"}
    for name in type(v).model_fields:
        if name not in skip and not is_default(v, name):
            parts.append(f"{AXES[name].words} {_shown(getattr(v, name))}".strip())
    return "; ".join(parts)
