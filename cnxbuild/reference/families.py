"""Which reference model a Variant's family has: ``cnxbuild/reference/<family>.py`` (spec/families.md).

Found by the family's name, not through :mod:`cnxbuild.nets` (the oracle shares no table with the emitter).
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType

__all__ = ["model_of"]


def model_of(family: object) -> ModuleType:
    """The reference module of ``family`` (a family name, or a Variant: its ``family``).

    Raises:
        ValueError: the name is not a family name (a lowercase letter, then letters or digits) or has no reference
            module.
    """
    name = getattr(family, "family", family)
    if not isinstance(name, str) or not re.fullmatch(r"[a-z][a-z0-9]*", name):
        raise ValueError(f"reference: {name!r} is not a family name")
    try:
        return importlib.import_module(f"cnxbuild.reference.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"cnxbuild.reference.{name}":
            raise
        raise ValueError(f"reference: family {name!r} has no reference model (cnxbuild/reference/{name}.py)") \
            from None
