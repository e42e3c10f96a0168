"""``python -m cnxbuild``: the ``cnxbuild`` command (:func:`cnxbuild.cli.entry`), for a venv whose scripts are not
on PATH. Exit status as :func:`cnxbuild.cli.main`."""

from cnxbuild.cli import entry

if __name__ == "__main__":
    entry()
