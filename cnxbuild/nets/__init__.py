"""The net-family registry (spec/families.md): every family cnxbuild renders, by its TOML name.

A family is registered here by one line and is otherwise known only to its own modules
(``cnxbuild/nets/<family>.py``, ``cnxbuild/reference/<family>.py``); everything else asks :func:`family_of`
or :func:`family` (tests/test_families.py enforces it).
"""

from __future__ import annotations

from typing import Any

from cnxbuild.nets import convnext, efficientnet, mobilenetv2, resnet, vit
from cnxbuild.nets.family import Emitted, Family, Param

__all__ = [
    "DEFAULT_FAMILY",
    "FAMILIES",
    "FAMILY_NAME",
    "Emitted",
    "Family",
    "Param",
    "UnknownFamily",
    "by_token",
    "check_registry",
    "family",
    "family_of",
]

#: what a family's name and slug token look like: a lowercase letter, then lowercase letters or digits
FAMILY_NAME = r"[a-z][a-z0-9]*"

# the registry lines: one family per entry; the default family is what a matrix without `family` means
FAMILIES: dict[str, Family] = {f.name: f for f in (convnext.FAMILY, resnet.FAMILY, vit.FAMILY, mobilenetv2.FAMILY,
                                                   efficientnet.FAMILY)}
DEFAULT_FAMILY: str = convnext.FAMILY.name


class UnknownFamily(ValueError):
    """A family name or slug token that no registered family has."""


def family(name: str) -> Family:
    """The registered family named ``name``.

    Raises:
        UnknownFamily: no family has that name (the message lists the known ones).
    """
    try:
        return FAMILIES[name]
    except (KeyError, TypeError):
        raise UnknownFamily(f"family {name!r} is not a known net family; known families: "
                            f"{', '.join(FAMILIES)}") from None


def family_of(v: Any) -> Family:
    """The family of a Variant (or of anything with a ``family`` name attribute)."""
    return family(v.family)


def by_token(token: str) -> Family:
    """The family whose slug model token is ``token`` (UnknownFamily if none)."""
    for f in FAMILIES.values():
        if f.token == token:
            return f
    raise UnknownFamily(f"no net family has the slug token {token!r}")


def check_registry(families: dict[str, Family] | None = None) -> None:
    """The registry's own rules: names and tokens are lowercase letters, then letters or digits
    (``mobilenetv2``), no token is a prefix of another
    (a slug's model token is read by its longest matching family token), and each family's size codes
    are unique.

    Raises:
        ValueError: naming the families and what collides.
    """
    import re

    fams = list((families or FAMILIES).values())
    for f in fams:
        if not re.fullmatch(FAMILY_NAME, f.name) or not re.fullmatch(FAMILY_NAME, f.token):
            raise ValueError(f"family {f.name!r}: name and token must be a lowercase letter, then lowercase letters "
                             f"or digits (token {f.token!r})")
        codes = list(f.size_codes.values())
        if len(set(codes)) != len(codes) or set(f.size_codes) != set(f.sizes):
            raise ValueError(f"family {f.name!r}: every size needs one size code, all different")
        for g in fams:
            if f is not g and g.token.startswith(f.token):
                raise ValueError(f"family tokens {f.token!r} ({f.name}) and {g.token!r} ({g.name}): one is a "
                                 "prefix of the other, so a slug's model token could mean either")


check_registry()
