"""Shared pieces of the end-to-end tests (render → compile → run → compare through :mod:`cnxbuild.check`).

One verdict per (slug, executor) and pytest process: ``tests/test_e2e.py`` and ``tests/test_clip_placement.py``
check the same correct artifacts, so the second asks pays nothing. Only verdicts of the shipped renderer are
cached; a test that plants a bug calls :func:`planted` (:func:`cnxbuild.check.check_variant`) itself.

Planted bugs run on :data:`PLANT_EXECUTOR` (XLA), their baselines too, and every baseline also passes on IREE
(docs/decisions.md, D110): a plant is a wrong StableHLO module, wrong on any faithful executor, and XLA
compiles and runs an atto twin in ~7 s where iree-compile alone takes ~20 s. A plant whose failure is IREE's
own arithmetic (the order of a long sum) names ``"iree"``. :func:`plant` also puts a test in its slug's xdist
group: ``--dist loadgroup`` (pyproject.toml) sends a slug's tests to one worker, which computes its baseline
and compiles its reference once.
"""

from __future__ import annotations

import functools
import importlib.util

import pytest

from cnxbuild.check import Verdict, check_variant
from cnxbuild.slug import parse_slug


def _importable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


HAVE_IREE = _importable("iree.compiler") and _importable("iree.runtime")
HAVE_JAX = _importable("jax") and _importable("optax")

#: The executor of the planted-bug tests and of their baselines (docs/decisions.md, D110).
PLANT_EXECUTOR = "xla"

needs_jax = pytest.mark.skipif(not HAVE_JAX, reason="jax/jaxlib/optax not installed (the reference needs them)")
needs_iree = [pytest.mark.iree,
              pytest.mark.skipif(not HAVE_IREE, reason="iree-base-compiler / iree-base-runtime not installed")]


def marks_for(executor: str) -> list:
    """pytest marks of a case run on ``executor`` (``iree`` cases are marked and skip without IREE)."""
    return [needs_jax] + (needs_iree if executor == "iree" else [])


@functools.cache
def verdict(slug: str, executor: str) -> Verdict:
    """:func:`check_variant` of the shipped renderer on ``slug``'s twin, once per process."""
    return check_variant(parse_slug(slug), executor)


def explain(v: Verdict) -> str:
    """The verdict line, its notes and its worst tensors (an assertion message)."""
    worst = "\n".join(f"  {t.name}: rel {t.rel:.3g} (control {t.control:.3g}) bound {t.bound:.3g}"
                      for t in v.worst(8))
    return "\n".join([v.line(), *v.notes, worst])


# ---------------------------------------------------------------------------------------------------------
# A plant shared by tests: the per-channel parameter gradients summed in one reduce (before D36)


def flat_parameter_sums(mp: pytest.MonkeyPatch) -> None:
    """Plant: the layers sum their per-channel parameter gradients (conv and fc biases, LayerNorm weight and
    bias, layer-scale γ: Σ over B, H, W) in one ``reduce``, as the emitter did before D36; IREE's sequential
    accumulation of the 2048 terms of the 128 px twin's stage 0 then fails the 10×-control bound."""
    from cnxbuild.layers import conv, elementwise, linear, norm
    from cnxbuild.mlir import ops

    def flat(x, dims, name):
        return ops.reduce(x, tuple(dims), name=name)

    for module in (conv, elementwise, linear, norm):
        mp.setattr(module, "sum_rows", flat)


# --- the planted-bug suites' shared pieces (tests/test_planted_bugs*.py) -------------------------------------


def iree(test):
    """Marks of a test that compiles with IREE (it skips cleanly without IREE or JAX)."""
    for mark in marks_for("iree"):
        test = mark(test)
    return test


def plant_marks(slug: str, executor: str = PLANT_EXECUTOR) -> list:
    """The marks of a planted-bug test on ``slug``'s twin (or of its baseline's test): what ``executor``
    needs (it skips cleanly without it) and the xdist group ``slug`` (one worker checks a slug's baseline and
    its plants)."""
    return [*marks_for(executor), pytest.mark.xdist_group(slug)]


def plant(slug: str, executor: str = PLANT_EXECUTOR):
    """A decorator that gives a test :func:`plant_marks`."""
    def mark(test):
        for m in plant_marks(slug, executor):
            test = m(test)
        return test

    return mark


def shipped_verdicts():
    """A getter ``(slug, executor=PLANT_EXECUTOR) -> Verdict`` of the shipped artifact's verdict, computed
    once per process (:func:`verdict`); a test calls it before it applies its plant."""
    def get(slug: str, executor: str = PLANT_EXECUTOR) -> Verdict:
        return verdict(slug, executor)

    return get


def planted(slug: str, executor: str = PLANT_EXECUTOR) -> Verdict:
    """The check of ``slug``'s twin as the renderer now emits it (under a test's plant), never cached."""
    return check_variant(parse_slug(slug), executor)


def assert_plant_fails(good: Verdict, bad: Verdict, expected: list[str]) -> list[str]:
    """``good`` passes, ``bad`` fails, and every name in ``expected`` is among the failing tensors; returns the
    failing tensors' names."""
    assert good.ok, explain(good)
    print(f"\nbaseline: {good.line()}\nplanted:  {bad.line()}")
    assert not bad.ok, f"a planted bug passed the check:\n{explain(bad)}"
    failing = [t.name for t in bad.tensors if not t.ok]
    missing = [n for n in expected if n not in failing]
    assert not missing, f"expected {missing} to fail; failing: {failing[:20]}\n{explain(bad)}"
    return failing


def with_source_replaced(func, old: str, new: str):
    """``func`` recompiled from its source with ``old`` replaced by ``new``, in its module's globals (a plant that
    changes one line of an emitter function; ``old`` must occur in the source)."""
    import inspect
    import sys

    src = inspect.getsource(func)
    assert old in src, f"{func.__name__}: the line to plant is not in its source"
    module = sys.modules[func.__module__]
    scope = dict(vars(module))
    exec(compile(src.replace(old, new), module.__file__, "exec"), scope)  # noqa: S102 - a test plant
    return scope[func.__name__]
