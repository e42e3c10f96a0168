"""Where in a matrix file's text a key is written: the line an error names (design.md, "Errors": every user
error says where it is). Pure text: the TOML tables' headers, inline arrays and arrays of tables."""

from __future__ import annotations

import re

__all__ = ["key_line"]


_HEADER = re.compile(r"\s*\[\[?\s*([A-Za-z0-9_.\"' -]+?)\s*\]\]?\s*(#.*)?$")


def _region(lines: list[str], loc: list) -> tuple[int, int, list]:
    """The lines [start, end) of the table ``loc`` starts in (a group by index, ``[defaults]``, a dataset),
    and the rest of ``loc``."""
    headers = [(i, m.group(1).replace(" ", "")) for i, line in enumerate(lines) if (m := _HEADER.match(line))]
    if loc[:1] == ["group"] and len(loc) > 1 and isinstance(loc[1], int):
        starts = [i for i, name in headers if name == "group" and lines[i].lstrip().startswith("[[")]
        if loc[1] >= len(starts):
            return 0, len(lines), loc[2:]
        start = starts[loc[1]]
        end = next((i for i, name in headers if i > start and not name.startswith("group.")), len(lines))
        return start, end, loc[2:]
    if loc[:1] in (["defaults"], ["datasets"]):
        name = loc[0] if loc[0] == "defaults" or len(loc) < 2 else f"datasets.{loc[1]}"
        start = next((i for i, n in headers if n.strip("\"'") == name), None)
        if start is not None:
            end = next((i for i, _ in headers if i > start), len(lines))
            return start, end, loc[1 if name == "defaults" else 2:]
    return 0, len(lines), loc


def _element(lines: list[str], line: int, end: int, index: int) -> tuple[int, int] | None:
    """The lines [first, last] of element ``index`` of the array whose key is written on ``line``: the
    ``index``-th ``[[...]]`` table of that name when ``line`` is such a header, else the ``index``-th element
    of the inline array that starts on ``line`` (brackets and braces counted outside strings and comments).
    None when there are fewer elements."""
    header = _HEADER.match(lines[line])
    if header and lines[line].lstrip().startswith("[["):
        name = header.group(1).replace(" ", "")
        tables = [i for i in range(line, end) if lines[i].lstrip().startswith("[[")
                  and (m := _HEADER.match(lines[i])) and m.group(1).replace(" ", "") == name]
        if index >= len(tables):
            return None
        after = next((i for i in range(tables[index] + 1, end) if _HEADER.match(lines[i])), end)
        return tables[index], after - 1
    depth, count, first, quote = 0, -1, None, None
    for i in range(line, end):
        text = lines[i] if i > line else lines[i][lines[i].find("=") + 1:]
        for ch in text:
            if quote:
                quote = None if ch == quote else quote
            elif ch in "\"'":
                quote = ch
            elif ch == "#":
                break
            elif ch in "[{":
                depth += 1
                if depth == 2:
                    count += 1
                    first = i if count == index else first
            elif ch in "]}":
                depth -= 1
                if depth == 1 and count == index:
                    return first, i
                if depth == 0:
                    return None
    return None


def key_line(text: str, loc: tuple) -> int | None:
    """The 1-based line of ``text`` that writes the key at pydantic location ``loc`` (the last key found on
    the way there: a group's line when the key is absent), or None when nothing of it is found. An integer in
    ``loc`` after an array's key (``("group", 0, "include", 2, "loss")``) is that array's element."""
    lines = text.split("\n")
    start, end, rest = _region(lines, list(loc))
    line = start if start or rest != list(loc) else None
    for key in rest:
        if isinstance(key, int):
            span = _element(lines, line, end, key) if line is not None and line != start else None
            if span is None:
                break
            line, end = span[0], span[1] + 1
            continue
        pattern = re.compile(rf"(^|[\s{{,\[.])([\"']?){re.escape(key)}\2\s*(=|\]|\.)")  # bare or quoted
        found = next((i for i in range(line or start, end) if pattern.search(lines[i].split("#")[0])), None)
        if found is None:
            break
        line = found
    return None if line is None else line + 1
