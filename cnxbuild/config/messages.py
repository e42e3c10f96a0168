"""The error messages of a matrix file that cannot be loaded: ``<file>:<line>: <key path>: <what is wrong>``
(design.md, "Errors"), from pydantic's validation errors, tomllib's syntax errors and Python's limit on digits."""

from __future__ import annotations

import re
import tomllib
from typing import Any

from pydantic import ValidationError

from cnxbuild.config.keys import AXES, NOT_KEYS, did_you_mean
from cnxbuild.config.locate import key_line
from cnxbuild.config.models import SKIP_KEYS, BuildOptions, DatasetSpec, Matrix
from cnxbuild.slug import MARKER_KEYS
from cnxbuild.variant import RENAMED_KEYS, show_value

__all__ = ["ConfigError", "validation_message", "syntax_error", "huge_integer"]


class ConfigError(ValueError):
    """A matrix that cannot be loaded or expanded. The message names the file and the TOML key path."""


_TABLE_KEYS: dict[str, tuple[str, ...]] = {
    "matrix": tuple(Matrix.model_fields), "datasets": tuple(DatasetSpec.model_fields),
    "keys": tuple(AXES), "group": ("name", *AXES, "exclude", "include"),
    "build": tuple(BuildOptions.model_fields),
    "skip": ("target", "slug", "why", *SKIP_KEYS),
}


def _table_kind(loc: tuple) -> str:
    """Which table a validation error's location (the key's parent) points into."""
    parent = loc[:-1]
    if not parent:
        return "matrix"
    if parent[:2] == ("build", "skip") and len(parent) == 3:
        return "skip"
    if parent[0] in ("datasets", "build"):
        return parent[0]
    if parent[0] == "group" and len(parent) == 2:
        return "group"
    return "keys"


def _path(loc: tuple, data: Any, index: int | None) -> str:
    """``group "imagenet" → include[2] → clip_norm`` from a pydantic location."""
    parts: list[str] = []
    rest = list(loc)
    if rest[:1] == ["group"] and len(rest) > 1 and isinstance(rest[1], int):
        groups = data.get("group") if isinstance(data, dict) else None
        g = groups[rest[1]] if isinstance(groups, list) and rest[1] < len(groups) else None
        name = g.get("name") if isinstance(g, dict) else None
        parts.append(f"group {show_value(name)}" if isinstance(name, str) else f"group[{rest[1]}]")
        rest = rest[2:]
    elif rest[:1] == ["datasets"] and len(rest) > 1:
        parts.append(f"datasets {show_value(rest[1])}")
        rest = rest[2:]
    for p in rest:
        if isinstance(p, int) and parts:
            parts[-1] += f"[{p}]"
        else:  # a key not of letters, digits, _ and - is quoted, its escapes shown (a zero-width space, ESC)
            parts.append(str(p) if re.fullmatch(r"[A-Za-z0-9_-]+", str(p)) else show_value(p))
    if index is not None:
        parts[-1] += f"[{index}]"
    return " → ".join(parts) if parts else "(top level)"


def _describe(err: dict) -> str:
    kind, value = err["type"], err.get("input")
    if kind == "axis_value":
        return err["ctx"]["message"]
    if kind == "extra_forbidden":
        allowed = _TABLE_KEYS[_table_kind(err["loc"])]
        new = RENAMED_KEYS.get(err["loc"][-1])
        if new is not None and new in allowed:
            return (f"{err['loc'][-1]} was renamed {new} (the family's normalisation ε): write {new} = "
                    f"{show_value(value)}")
        word, key = err["loc"][-1], MARKER_KEYS.get(err["loc"][-1])
        if key is not None and key != word and key in allowed:  # the value a marker names (bce), else the user's
            shown = show_value(word) if key in ("loss", "gelu", "precision") else show_value(value)
            eps = "; the optimizer's ε is optimizer_eps" if key == "norm_eps" else ""
            return (f"unknown key; {word} is the slug's marker for {key}: write {key} = {shown}{eps} "
                    f"(allowed keys: {', '.join(allowed)})")
        if isinstance(word, str) and word.lower() in NOT_KEYS:
            return f"unknown key; {NOT_KEYS[word.lower()]} (allowed keys: {', '.join(allowed)})"
        return f"unknown key; {did_you_mean(err['loc'][-1], allowed)}allowed keys: {', '.join(allowed)}"
    if kind == "missing":
        return "missing required key"
    if kind in ("model_type", "dict_type"):
        if isinstance(value, list) and err["loc"] and all(isinstance(p, str) for p in err["loc"]):
            table = ".".join(err["loc"])  # `[[defaults]]` for `[defaults]` (a breaker's finding, stop 57)
            return f"{show_value(value)} is not a table: write [{table}] (one bracket), once, not [[{table}]]"
        return f"{show_value(value)} is not a table"
    if kind in ("tuple_type", "list_type"):
        if err["loc"][-1:] == ("extra_targets",):
            return f"{show_value(value)} is not an array of target names (\"cuda\", \"rocm\")"
        key = err["loc"][-1] if err["loc"] and isinstance(err["loc"][-1], str) else None
        if isinstance(value, dict) and key in ("include", "exclude"):
            return f"{show_value(value)} is not an array of tables: write {key} = [{{...}}, ...], an array in brackets"
        if isinstance(value, dict) and key is not None and all(isinstance(p, str) for p in err["loc"]):
            table = ".".join(err["loc"])  # `[group]` for `[[group]]` (a new user's finding, stop 57)
            return (f"{show_value(value)} is not an array of tables: write [[{table}]] (two brackets) before each "
                    f"one, not [{table}]")
        return f"{show_value(value)} is not an array of tables"
    if kind == "string_type":
        return f"{show_value(value)} is not a string"
    if kind == "literal_error":  # a closed set of names (extra_targets): said as every other key's choices are
        expected = re.findall(r"'([^']*)'", err["ctx"]["expected"])
        cpu = ("; llvm-cpu is always built (its CPU: chips = { llvm-cpu = \"x86-64-v3\" })"
               if value == "llvm-cpu" and "extra_targets" in err["loc"] else "")  # a new user's finding, stop 55
        return (f"{show_value(value)} is not an allowed value; {did_you_mean(value, expected)}allowed values: "
                f"{', '.join(expected)}{cpu}")
    return f"{show_value(value)}: {err['msg']}"



def validation_message(source: str, e: ValidationError, data: Any, text: str | None) -> str:
    lines = []
    for err in e.errors():
        index = (err.get("ctx") or {}).get("index")
        loc = err["loc"] if index is None else (*err["loc"], index)  # the array element the error is about
        line = key_line(text, loc) if text is not None else None
        where = f"{source}:{line}" if line else source
        lines.append(f"{where}: {_path(err['loc'], data, index)}: {_own_family(_describe(err), err['loc'], data)}")
    return "\n".join(lines)


def _own_family(message: str, loc: tuple, data: Any) -> str:
    """An image size no family renders is said with every family's rule (the key is checked before the entry's
    family is known); where the table that writes it, or [defaults], names one family, that family's rule only
    (a new user's finding, stop 57: one family's group with image_size = 40 listed five families' rules), or the
    default family's where none does."""
    from cnxbuild.nets import DEFAULT_FAMILY, FAMILIES

    if "no net family renders it (" not in message or not isinstance(data, dict):
        return message
    table = data
    for part in loc[:-1]:  # the table that writes the key: a group, an include, [defaults]
        table = table[part] if isinstance(table, (dict, list)) and (isinstance(part, int) or part in table) else {}
    named = [t.get("family") for t in (table, data["group"][loc[1]] if loc[:1] == ("group",) else {},
                                        data.get("defaults", {})) if isinstance(t, dict)]
    default = DEFAULT_FAMILY if loc[:1] == ("group",) else None  # a group without family: the default's; not
    fam = FAMILIES.get(next((f for f in named if isinstance(f, str)), default) or "")  # [defaults], every group's
    if fam is None:
        return message
    clause = re.search(rf"[(; ]{re.escape(fam.display)}: (.*?)(?:; [A-Z][A-Za-z0-9]*: |\)$)", message)
    if clause is None:
        return message
    head = message.split(" (", 1)[0].replace("no net family renders it", f"{fam.display} does not render it")
    return f"{head}: {clause.group(1)}"


def syntax_error(source: str, text: str, e: tomllib.TOMLDecodeError) -> ConfigError:
    msg = str(e)
    lines = text.split("\n")
    at = re.search(r"\s*\(at line (\d+), column (\d+)\)$", msg)
    if at:
        line, col = int(at.group(1)), int(at.group(2))
        return ConfigError(f"{source}:{line}:{col}: {_reworded(msg[:at.start()])}{_twice(msg, lines, line, col)}"
                           f"{_leading_zero(lines, line)}")
    end = re.search(r"\s*\(at end of document\)$", msg)
    line, col = len(lines), len(lines[-1]) + 1
    what = msg[:end.start()] if end else msg
    return ConfigError(f"{source}:{line}:{col}: {what}{_twice(msg, lines, line, col)} (at end of document)")


def _reworded(msg: str) -> str:
    """tomllib's words for a table defined twice or extended after an inline table closed it, which name the table
    as a Python tuple (``('build', 'chips')``), in TOML's own terms (a breaker's finding, stop 55); any other
    message as it is."""
    m = re.fullmatch(r"Cannot (declare|mutate immutable namespace) \(([^)]*)\)( twice)?", msg)
    if m is None:
        return msg
    table = ".".join(k.strip().strip("'\"") for k in m.group(2).split(",") if k.strip())
    if m.group(1) == "declare":
        return (f"the table {table} is defined twice (two [{table}] headers, or a header and an inline table); "
                "TOML allows each table once")
    return (f"{table} is an inline table ({table.rsplit('.', 1)[-1]} = {{ ... }}), which TOML closes at its '}}': "
            "put every key inside the braces, not in a dotted key or a header of its own")


def _leading_zero(lines: list[str], line: int) -> str:
    """For a number with a leading zero (``size = 050``, which TOML refuses): say to quote it (a breaker's finding,
    stop 45: the size codes 035, 050, 075); "" for any other line."""
    m = re.search(r"""([A-Za-z0-9_\-]+)\s*=\s*\[?[^#"']*?(?<![0-9.])(0[0-9]+)\b""", lines[line - 1]) \
        if 0 < line <= len(lines) else None
    if m is None:
        return ""
    return (f"; a number does not start with 0 in TOML: write {m.group(2)} as a string "
            f"({m.group(1)} = \"{m.group(2)}\")")


def _twice(msg: str, lines: list[str], line: int, col: int) -> str:
    """For tomllib's "Cannot overwrite a value": the key given twice, read from the line (the last ``key =``
    before the column, closed inline tables left out: ``chips = {...}`` given twice is ``chips``, not the
    last key inside it; a breaker's finding, stop 41), so the message names it; "" for any other message."""
    if not msg.startswith("Cannot overwrite a value") or not 0 < line <= len(lines):
        return ""
    before = lines[line - 1][:col]
    while (shorter := re.sub(r"\{[^{}]*\}", "", before)) != before:
        before = shorter
    keys = re.findall(r"""([A-Za-z0-9_.\-]+|"[^"]*"|'[^']*')\s*=(?!=)""", before)
    key = keys[-1].strip("\"'") if keys else None
    return f": key '{key}' is given twice in one table (TOML allows each key once)" if key else ""



def huge_integer(source: str, text: str, e: ValueError) -> ConfigError:
    """A located error for an integer too long to read (Python's limit of 4300 digits)."""
    for n, line in enumerate(text.split("\n"), 1):
        m = re.search(r"[0-9_]{4301,}", line)
        if m:
            return ConfigError(f"{source}:{n}:{m.start() + 1}: an integer of {len(m.group())} digits; no key takes "
                               "a value that long")
    return ConfigError(f"{source}: {e}")
