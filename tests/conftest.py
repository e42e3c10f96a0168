"""Session set-up shared by every test module.

Compiled twins (docs/decisions.md, D69): the numeric checks of this suite compile the same shipped twin in several
modules (a module's baseline verdicts, test_e2e's whole-twin cases); ``$CNXBUILD_TWIN_CACHE`` points every check of
the session, in every xdist worker, at one temporary directory, so an identical module is compiled once. A planted
twin differs from its baseline in its bytes and is always compiled. Builds that the tests start with ``doit`` get
their own ``build/twins/`` (tests/test_build.py's ``_env`` drops ``CNXBUILD_*`` variables).
"""

from __future__ import annotations

import os
import shutil
import tempfile

from cnxbuild.check import TWIN_CACHE_ENV

_OWN_CACHE: list[str] = []


def pytest_configure(config) -> None:
    """In the controlling process, before xdist starts its workers (they inherit the environment)."""
    if hasattr(config, "workerinput") or os.environ.get(TWIN_CACHE_ENV):
        return
    path = tempfile.mkdtemp(prefix="cnxbuild-twins-")
    os.environ[TWIN_CACHE_ENV] = path
    _OWN_CACHE.append(path)


def pytest_unconfigure(config) -> None:
    for path in _OWN_CACHE:
        shutil.rmtree(path, ignore_errors=True)
        os.environ.pop(TWIN_CACHE_ENV, None)
