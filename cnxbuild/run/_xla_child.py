"""Entry point of the XLA child process: ``python -P -m cnxbuild.run._xla_child DIR`` (see xla_subprocess)."""

import sys

from cnxbuild.run.xla_subprocess import _child_main

if __name__ == "__main__":
    _child_main(sys.argv[1])
