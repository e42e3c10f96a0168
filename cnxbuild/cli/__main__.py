"""``python -m cnxbuild.cli``: the ``cnxbuild`` command, as ``python -m cnxbuild``."""

from cnxbuild.cli import entry

entry()
