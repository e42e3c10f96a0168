"""How a Variant's values are spelled: the slug's decimal grammar (spec/variants.md, "D (decimal)"), the bounds
of the integer keys, the float32 a baked constant holds, and values as error messages show them.
"""

from __future__ import annotations

import datetime
import json
import math
import re
import struct
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

__all__ = ["spell_decimal", "parse_decimal", "MAX_DECIMAL_DIGITS", "MAX_IMAGE_SIZE", "MAX_BATCH", "MAX_REPLICAS",
           "MAX_ACCUMULATE", "CLIP_NORM_MIN", "CLIP_NORM_FLOOR", "float32_spelling", "check_spellable",
           "validation_message", "show_value"]


def spell_decimal(value: float) -> str:
    """Spell ``value`` as the grammar's D: shortest fixed-point digits, point removed, units digit first.

    0.05 → "005", 0.001 → "0001", 1e-6 → "0000001", 0 → "0", 2.5 → "25", 1.0 → "1".

    Raises:
        ValueError: the value is negative, not finite, or ≥ 10 (the grammar has one integer digit).
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{value!r} is not a number")
    value = 0.0 if value == 0 else value  # -0.0 is 0 (docs/decisions.md D27)
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"{value!r} cannot be spelled: decimals must be finite and >= 0")
    if value >= 10:
        raise ValueError(f"{value!r} cannot be spelled: decimals must be below 10 (one integer digit)")
    text = format(Decimal(repr(float(value))), "f")  # shortest round-trip digits, fixed point
    units, _, frac = text.partition(".")
    return units + frac.rstrip("0")


def parse_decimal(digits: str) -> float:
    """Inverse of :func:`spell_decimal`: "005" → 0.05. Raises ValueError on anything but digits."""
    if not re.fullmatch(r"[0-9]+", digits):
        raise ValueError(f"{digits!r} is not a decimal spelling (digits only)")
    return float(digits[0] + "." + digits[1:]) if len(digits) > 1 else float(digits)


MAX_DECIMAL_DIGITS = 16  # digits of one spelled decimal in a slug (1e-15 is "0000000000000001")
#: Upper bounds of the integer keys: far beyond any recipe, low enough that a typo (an extra 0, a byte count)
#: is an error instead of a gigabyte-sized module or a tensor whose element count overflows.
MAX_IMAGE_SIZE, MAX_BATCH, MAX_REPLICAS, MAX_ACCUMULATE = 2048, 4096, 1024, 1024
#: The smallest clip_norm C (docs/decisions.md, D91): the clip scales by min(1, C/(‖g‖ + 1e-6)) (timm's and
#: optax's 1e-6), which below C = 1e-4 scales gradients under C too, so the step has no unclipped regime a
#: check can show.
CLIP_NORM_MIN = 1e-4
CLIP_NORM_FLOOR = ("below 1e-4 the 1e-6 in the clip's factor C/(‖g‖ + 1e-6) scales gradients under C too, so "
                   "the step would never run unclipped and its check could not show the clip's threshold")


def float32_spelling(value: float) -> str:
    """The shortest decimal that reads back as the float32 nearest ``value``: what a baked f32 constant holds
    (0.05 → "0.05", 1.00000001 → "1.0", 0.123456789 → "0.12345679"), as Python spells that decimal."""
    f32 = struct.unpack("<f", struct.pack("<f", value))[0]
    for digits in range(1, 10):  # 9 significant digits tell every float32 apart (FLT_DECIMAL_DIG)
        text = f"{f32:.{digits}g}"
        if struct.unpack("<f", struct.pack("<f", float(text)))[0] == f32:
            return repr(float(text))
    raise AssertionError(f"no 9-digit spelling of float32 {f32!r}")  # pragma: no cover - IEEE 754 has one


def check_spellable(name: str, value: float, below: float | None = None) -> float:
    """``value`` as a float, if the slug can spell it in at most MAX_DECIMAL_DIGITS digits and it is the value
    of a float32 (the artifact bakes its constants as float32: 1.00000001 would name and list a constant the
    artifact does not hold; docs/decisions.md D83). Raises ValueError naming ``name`` otherwise; where the
    nearest float32 is not below ``below`` (the key's exclusive upper bound: label smoothing's 1), the message
    does not offer it."""
    spelled = spell_decimal(value)
    if len(spelled) > MAX_DECIMAL_DIGITS:
        raise ValueError(f"{name} = {value!r} would be spelled with {len(spelled)} digits in the artifact's name; "
                         f"at most {MAX_DECIMAL_DIGITS} are allowed (values down to 1e-15, with few significant "
                         "digits)")
    held = float32_spelling(value)
    if float(held) != float(value):
        if below is not None and float(held) >= below:  # a breaker, stop 54: 0.99999999 is 1.0 in float32
            write = f"{name} must stay below {below!r}, so write a value with fewer significant digits"
        elif float(held) < 10:
            write = f"write {held} (or a value with fewer significant digits)"
        else:  # a breaker, stop 44
            write = "decimals must be below 10, so write a value with fewer significant digits"
        raise ValueError(f"{name} = {value!r} is not a float32 value: the artifact bakes its constants as "
                         f"float32, which holds it as {held}; {write}")
    if parse_decimal(spelled) != float(value):  # pragma: no cover - repr round-trips every finite float
        raise ValueError(f"{name} = {value!r} does not spell back to itself ({spelled!r})")
    return float(value)


def validation_message(e: ValidationError) -> str:
    """One line for a Variant's ValidationError: each error as ``key = value: rule`` (a rule of its own that
    already names the key stays as it is), joined by "; ". Missing keys are left to the caller's wording."""
    msgs = []
    for err in e.errors():
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] != "value_error" and err["loc"]:
            msg = f"{err['loc'][0]} = {show_value(err['input'])}: {msg[0].lower()}{msg[1:]}"
        msgs.append(msg)
    return "; ".join(msgs)


def show_value(value: Any) -> str:
    """A value as TOML spells it: ``"adamw"``, ``true``, ``0.05``, ``nan``, ``-inf`` (for error messages and
    listings). A string's printable characters are shown as written (``"café"``), the others escaped
    (``"optim\\u200bizer"``: an invisible character must not hide in a message)."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show_value(v) for v in value) + "]"
    if isinstance(value, (datetime.date, datetime.time)):  # TOML's dates and times, as written: 1979-05-27
        return value.isoformat()
    if isinstance(value, dict):  # an inline table
        return "{" + ", ".join(f"{k} = {show_value(v)}" for k, v in value.items()) + "}"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)
