"""Session set-up shared by every test module.

Compiled twins (docs/decisions.md, D69): the numeric checks of this suite compile the same shipped twin in several
modules (a module's baseline verdicts, test_e2e's whole-twin cases); ``$CNXBUILD_TWIN_CACHE`` points every check of
the session, in every xdist worker, at one temporary directory, so an identical module is compiled once. A planted
twin differs from its baseline in its bytes and is always compiled. Builds that the tests start with ``doit`` get
their own ``build/twins/`` (tests/test_build.py's ``_env`` drops ``CNXBUILD_*`` variables).

The reference's XLA programs (docs/decisions.md, D72): JAX's persistent compilation cache
(``$JAX_COMPILATION_CACHE_DIR``, every program cached) is one temporary directory for the session too, so the
second xdist worker, the XLA children of the data-parallel checks and the checks that ``doit`` builds start take
a reference program another process compiled instead of compiling it again. JAX reads both variables when it is
imported; a session started with the variable set keeps the caller's directory. tests/test_build.py's ``_env``
drops the variable, so its builds show ``build/jax-cache`` filling as a user's build does.
"""

from __future__ import annotations

import os
import shutil
import tempfile

from cnxbuild.check import TWIN_CACHE_ENV

JAX_CACHE_ENV = "JAX_COMPILATION_CACHE_DIR"
_OWN_DIRS: list[tuple[str, str]] = []


def _session_dir(var: str, prefix: str) -> None:
    if os.environ.get(var):
        return
    path = tempfile.mkdtemp(prefix=prefix)
    os.environ[var] = path
    _OWN_DIRS.append((var, path))


def pytest_configure(config) -> None:
    """In the controlling process, before xdist starts its workers (they inherit the environment)."""
    if hasattr(config, "workerinput"):
        return
    _session_dir(TWIN_CACHE_ENV, "cnxbuild-twins-")
    if not os.environ.get(JAX_CACHE_ENV):
        os.environ["JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS"] = "0"
    _session_dir(JAX_CACHE_ENV, "cnxbuild-jax-cache-")


def pytest_unconfigure(config) -> None:
    for var, path in _OWN_DIRS:
        shutil.rmtree(path, ignore_errors=True)
        os.environ.pop(var, None)
