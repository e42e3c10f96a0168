"""``python -m cnxbuild``: the ``cnxbuild`` command (:func:`cnxbuild.cli.main`), for a venv whose scripts are not
on PATH. Exit status as :func:`cnxbuild.cli.main`."""

import sys

from cnxbuild.cli import main

if __name__ == "__main__":
    sys.exit(main())
