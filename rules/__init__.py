"""doit task generators of the cnxbuild build (design.md, "Layout": rules hold no math and no MLIR text).

``dodo.py`` calls :func:`load_or_exit` once, then imports the ``task_*`` generators of the submodules,
which read the graph through :func:`graph`. Task names are ``<step>:<slug>`` (cnxbuild.graph.task_name).

Every action is a module-level ``(function, [args])`` pair whose arguments are strings, lists and JSON
dicts, so ``doit -n N -P process`` can run it in a worker (conventions.md, "From doit and IREE's build
executor").
"""

from __future__ import annotations

import functools
import sys

from doit.tools import config_changed

from cnxbuild.build_support import cached_tool_versions, load_build_graph
from cnxbuild.config import ConfigError
from cnxbuild.graph import BuildGraph, GraphError
from cnxbuild.slug import RegistryError, SlugError

__all__ = ["graph", "load_or_exit", "lazy_config_changed", "tool_versions", "compile_tool_versions",
           "USER_ERRORS"]

USER_ERRORS = (ConfigError, GraphError, SlugError, RegistryError)


@functools.lru_cache(maxsize=None)
def graph() -> BuildGraph:
    """The build graph of this doit run (loaded once; see :func:`load_or_exit`)."""
    return load_build_graph()


def load_or_exit() -> BuildGraph:
    """Load the graph, or print ``error: <message>`` on stderr and exit with status 2.

    Called when ``dodo.py`` is imported, before doit opens its database or runs a task, so an invalid
    matrix or a collision stops the build with nothing written (design.md, "Errors").
    """
    try:
        return graph()
    except USER_ERRORS as e:
        print(f"error: {e}", file=sys.stderr)
        raise SystemExit(2) from None


@functools.lru_cache(maxsize=None)
def tool_versions() -> dict[str, str]:
    """IREE, jax and host-CPU facts (``cnxbuild.run.tool_versions``), once per doit run, cached on disk
    under build/ (:func:`cnxbuild.build_support.cached_tool_versions`)."""
    return cached_tool_versions()


def compile_tool_versions() -> dict[str, str]:
    """The facts a ``.vmfb`` depends on: IREE's versions and the host CPU it targets (not jax's)."""
    return {k: v for k, v in tool_versions().items() if k.startswith(("iree", "host-cpu"))}


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
