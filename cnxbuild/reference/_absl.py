"""Import ``absl.logging`` (optax imports it) with its handler on the process's own stderr.

absl's handler binds ``sys.stderr`` as it is when ``absl.logging`` is first imported. Inside a doit action
(``doit check``) that is doit's capturing ``Writer``, which has no ``close()``; at exit ``logging.shutdown``
closed the handler and printed an ``AttributeError`` traceback after every check. Imported here first, on
``sys.__stderr__``, the handler holds a stream that ``logging.shutdown`` leaves alone.
"""

from __future__ import annotations

import sys


def import_absl_logging() -> None:
    """Import ``absl.logging`` once, with ``sys.stderr`` set to the process's stderr during the import."""
    if "absl.logging" in sys.modules or sys.__stderr__ is None:
        return
    saved, sys.stderr = sys.stderr, sys.__stderr__
    try:
        import absl.logging  # noqa: F401
    except ImportError:  # optax without absl: nothing to bind
        pass
    finally:
        sys.stderr = saved
