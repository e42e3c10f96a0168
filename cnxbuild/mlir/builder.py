"""The function builder: owns SSA names, collects op lines, prints one ``func.func`` and its module.

Operands are :class:`Value` objects, never strings, so an undefined SSA name cannot be emitted. Names are
unique and deterministic: arguments keep their given names verbatim (timm keys such as
``stages.0.blocks.0.conv_dw.weight`` are legal MLIR suffix-ids); op results get a readable hint plus a
counter on reuse (``%ln``, ``%ln_1``, …).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cnxbuild.mlir.types import TensorType

__all__ = ["Value", "FunctionBuilder", "module_text", "EmitError"]

_SUFFIX_ID = re.compile(r"[A-Za-z_$.\-][A-Za-z0-9_$.\-]*")


class EmitError(ValueError):
    """An op was asked for something the StableHLO spec does not allow (message starts with the op name)."""


@dataclass(frozen=True, eq=False)
class Value:
    """An SSA value of one function: its builder, its name (without ``%``) and its type."""

    fn: "FunctionBuilder"
    name: str
    type: TensorType

    def __str__(self) -> str:
        return f"%{self.name}"

    @property
    def shape(self) -> tuple[int, ...]:
        return self.type.shape

    @property
    def dtype(self) -> str:
        return self.type.dtype

    @property
    def rank(self) -> int:
        return self.type.rank


@dataclass
class FunctionBuilder:
    """Builds one ``func.func @name``; ``banner`` lines become ``//`` comments above it.

    Raises:
        EmitError: an argument name that is not a legal MLIR suffix-id, or defined twice.
    """

    name: str
    banner: list[str] = field(default_factory=list)
    args: list[Value] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    results: list[Value] = field(default_factory=list)
    _used: dict[str, int] = field(default_factory=dict)
    _indent: int = 2

    def arg(self, name: str, type_: TensorType) -> Value:
        if not _SUFFIX_ID.fullmatch(name):
            raise EmitError(f"arg: {name!r} is not a legal MLIR SSA name")
        if name in self._used:
            raise EmitError(f"arg: {name!r} is defined twice")
        if self.lines:
            raise EmitError(f"arg: {name!r} declared after the first op")
        self._used[name] = 0
        v = Value(self, name, type_)
        self.args.append(v)
        return v

    def fresh(self, hint: str) -> str:
        """A new unique SSA name from ``hint`` (non-name characters become ``_``)."""
        base = re.sub(r"[^A-Za-z0-9_.]", "_", hint) or "v"
        if not re.match(r"[A-Za-z_]", base):
            base = "v" + base
        n = self._used.get(base)
        if n is None:
            self._used[base] = 0
            return base
        while True:
            n += 1
            cand = f"{base}_{n}"
            if cand not in self._used:
                self._used[base] = n
                self._used[cand] = 0
                return cand

    def check_owned(self, op: str, *values: Value) -> None:
        for v in values:
            if not isinstance(v, Value):
                raise EmitError(f"{op}: operand {v!r} is not a Value")
            if v.fn is not self:
                raise EmitError(f"{op}: operand %{v.name} belongs to function @{v.fn.name}, not @{self.name}")

    def emit(self, hint: str, body: str, type_: TensorType) -> Value:
        """Append ``%name = <body>`` and return the new Value of type ``type_``."""
        name = self.fresh(hint)
        self.lines.append(" " * self._indent + f"%{name} = {body}")
        return Value(self, name, type_)

    def comment(self, text: str) -> None:
        self.lines.append(" " * self._indent + f"// {text}")

    def ret(self, *values: Value) -> None:
        self.check_owned("return", *values)
        if self.results:
            raise EmitError("return: the function already returned")
        self.results = list(values)

    def text(self) -> str:
        if not self.results:
            raise EmitError(f"func @{self.name}: no return")
        sig = ",\n    ".join(f"%{a.name}: {a.type}" for a in self.args)
        res = ", ".join(str(v.type) for v in self.results)
        out = [f"// {b}" if b else "//" for b in self.banner]
        out.append(f"func.func @{self.name}(\n    {sig}\n  ) -> ({res}) {{")
        out.extend(self.lines)
        out.append(f"  return {', '.join(str(v) for v in self.results)} : {res}")
        out.append("}")
        return "\n".join(out)


def module_text(functions: list[FunctionBuilder], attributes: dict[str, str] | None = None,
                name: str | None = None) -> str:
    """``module @name attributes {...} { <functions> }`` with attributes sorted by name; ends with a newline.

    ``name`` (a symbol name, optional) becomes the compiled module's name: IREE names the VM module of a
    ``.vmfb`` after it (``module`` for an unnamed one), and one IREE context refuses two modules of one name.

    Raises:
        EmitError: ``name`` is not a bare MLIR symbol name (letters, digits, ``_``, ``$``, ``.``; not a digit
            first).
    """
    attrs = attributes or {}
    if name is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", name):
        raise EmitError(f"module: {name!r} is not a bare MLIR symbol name")
    head = "module" if name is None else f"module @{name}"
    if attrs:
        head += " attributes {" + ", ".join(f"{k} = {attrs[k]}" for k in sorted(attrs)) + "}"
    body = "\n\n".join(_indent(f.text(), 2) for f in functions)
    return f"{head} {{\n{body}\n}}\n"


def _indent(text: str, n: int) -> str:
    return "\n".join((" " * n + line) if line else line for line in text.split("\n"))
