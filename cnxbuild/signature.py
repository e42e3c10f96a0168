"""A rendered module's entry signature, read from its text, and what disagrees between it, its file name and its
sidecar (spec/checks.md, "audits": every entry name equals its file stem; every sidecar matches its module's
signature: count, names, shapes, dtypes). Used by the audit (rules/audit.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

__all__ = ["Signature", "parse_signature", "sidecar_problems"]

_FUNC = re.compile(r"func\.func\s+(?:public\s+|private\s+)?@([\w.$-]+)\s*\((.*?)\)\s*->\s*"
                   r"(\((?:[^()]*)\)|tensor<[^>]*>)", re.S)
_ARG = re.compile(r"%([\w.$-]+)\s*:\s*tensor<([^>]*)>")
_TENSOR = re.compile(r"tensor<([^>]*)>")


@dataclass(frozen=True)
class Signature:
    """A module's entry function: its name, inputs ``(name, shape, dtype)``, outputs ``(shape, dtype)``."""

    entry: str
    inputs: tuple[tuple[str, tuple[int, ...], str], ...]
    outputs: tuple[tuple[tuple[int, ...], str], ...]


def _tensor(spec: str) -> tuple[tuple[int, ...], str]:
    """``32x3x224x224xf32`` → ``((32, 3, 224, 224), "f32")``; ``f32`` → ``((), "f32")``."""
    *dims, dtype = spec.split("x")
    return tuple(int(d) for d in dims), dtype


def parse_signature(text: str) -> Signature | None:
    """The first ``func.func`` of module ``text`` (None when there is none)."""
    m = _FUNC.search(text)
    if m is None:
        return None
    inputs = tuple((name, *_tensor(t)) for name, t in _ARG.findall(m.group(2)))
    outputs = tuple(_tensor(t) for t in _TENSOR.findall(m.group(3)))
    return Signature(m.group(1), inputs, outputs)  # type: ignore[arg-type]


def sidecar_problems(stem: str, sig: Signature | None, doc: dict[str, Any]) -> list[str]:
    """What disagrees between file stem ``stem``, module signature ``sig`` and sidecar ``doc``."""
    if sig is None:
        return [f"{stem}.mlir: no func.func found"]
    if not isinstance(doc, dict):  # valid JSON of another shape (a list, a string): said, not a traceback
        return [f"{stem}.json: not a JSON object, as a sidecar is (found a {type(doc).__name__})"]
    out = []
    if sig.entry != stem:
        out.append(f"{stem}.mlir: entry function @{sig.entry} is not named after the file (@{stem})")
    if doc.get("entry") != sig.entry:
        out.append(f"{stem}.json: entry {doc.get('entry')!r} but the module's function is @{sig.entry}")
    ins = [(p["name"], tuple(p["shape"]), p["dtype"]) for p in doc.get("inputs", [])]
    outs = [(tuple(p["shape"]), p["dtype"]) for p in doc.get("outputs", [])]
    for what, side, mod in (("inputs", ins, list(sig.inputs)), ("outputs", outs, list(sig.outputs))):
        if len(side) != len(mod):
            out.append(f"{stem}.json: {len(side)} {what} but the module has {len(mod)}")
        bad = next((i for i, (a, b) in enumerate(zip(side, mod)) if a != b), None)
        if bad is not None:
            out.append(f"{stem}.json: {what}[{bad}] is {side[bad]} but the module has {mod[bad]}")
    return out
