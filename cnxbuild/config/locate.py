"""Where in a matrix file's text a key is written: the line an error names (design.md, "Errors": every user
error says where it is). Pure text: the TOML tables' headers, inline arrays and arrays of tables."""

from __future__ import annotations

import re

__all__ = ["key_line"]


_HEADER = re.compile(r"\s*\[\[?\s*([A-Za-z0-9_.\"' -]+?)\s*\]\]?\s*(#.*)?$")


def _name(header: re.Match) -> str:
    """A table header's dotted name without spaces or quotes: ``[[ "group" ]]`` is ``group``."""
    return re.sub(r"[\s\"']", "", header.group(1))


def _without_multiline_strings(text: str) -> str:
    """``text`` with the contents of its multi-line strings (``\"\"\"…\"\"\"``, ``'''…'''``) blanked, newlines kept:
    a line inside one (``name = \"\"\"a⏎batch = 5⏎\"\"\"``) writes no key. One-line strings and comments are
    skipped over as they are (a key may be quoted)."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith(('"""', "'''"), i):
            delim = text[i:i + 3]
            close = text.find(delim, i + 3)
            while delim == '"""' and close > 0 and _escaped(text, close):
                close = text.find(delim, close + 1)
            close = n if close < 0 else close
            for j in range(i + 3, close):
                if out[j] != "\n":
                    out[j] = " "
            i = close + 3
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if ch == '"' and text[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return "".join(out)


def _escaped(text: str, at: int) -> bool:
    """Whether ``text[at]`` is escaped by an odd run of backslashes before it (a basic string's ``\\"``)."""
    k = at
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (at - k) % 2 == 1


def _region(lines: list[str], loc: list) -> tuple[int, int, list]:
    """The lines [start, end) of the table ``loc`` starts in (a group by index, ``[defaults]``, a dataset),
    and the rest of ``loc``."""
    headers = [(i, _name(m)) for i, line in enumerate(lines) if (m := _HEADER.match(line))]
    if loc[:1] == ["group"] and len(loc) > 1 and isinstance(loc[1], int):
        starts = [i for i, name in headers if name == "group" and lines[i].lstrip().startswith("[[")]
        if loc[1] >= len(starts):
            return 0, len(lines), loc[2:]
        start = starts[loc[1]]
        end = next((i for i, name in headers if i > start and not name.startswith("group.")), len(lines))
        return start, end, loc[2:]
    if loc[:1] in (["defaults"], ["datasets"]):
        name = loc[0] if loc[0] == "defaults" or len(loc) < 2 else f"datasets.{loc[1]}"
        start = next((i for i, n in headers if n == name), None)
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
        name = _name(header)
        tables = [i for i in range(line, end) if lines[i].lstrip().startswith("[[")
                  and (m := _HEADER.match(lines[i])) and _name(m) == name]
        if index >= len(tables):
            return None
        after = next((i for i in range(tables[index] + 1, end) if _HEADER.match(lines[i])), end)
        return tables[index], after - 1
    spans = _inline_elements(lines, line, end)
    return tuple(spans[index]) if index < len(spans) else None


def _inline_elements(lines: list[str], line: int, end: int) -> list[list[int]]:
    """The lines ``[first, last]`` of each element of the inline array whose key is written on ``line``
    (``weight_decay = [⏎ 0.05,⏎ -0.5,⏎]``, ``include = [{...}, {...}]``), brackets and braces counted outside
    strings and comments; [] when the value is not an array."""
    spans: list[list[int]] = []
    depth, quote, element = 0, None, None
    for i in range(line, end):
        text = lines[i] if i > line else lines[i][lines[i].find("=") + 1:]
        for ch in text:
            if quote:
                quote = None if ch == quote else quote
                continue
            if ch == "#":
                break
            if ch.isspace():
                continue
            if depth == 0:
                if ch != "[":
                    return spans
                depth = 1
            elif depth == 1 and ch in ",]":
                if element is not None:
                    spans.append(element)
                    element = None
                if ch == "]":
                    return spans
            else:
                element = [i, i] if element is None else [element[0], i]
                if ch in "\"'":
                    quote = ch
                elif ch in "[{":
                    depth += 1
                elif ch in "]}":
                    depth -= 1
    return spans


def key_line(text: str, loc: tuple) -> int | None:
    """The 1-based line of ``text`` that writes the key at pydantic location ``loc`` (the last key found on
    the way there: a group's line when the key is absent), or None when nothing of it is found. An integer in
    ``loc`` after an array's key (``("group", 0, "include", 2, "loss")``, ``("group", 0, "weight_decay", 2)``) is
    that array's element, on its own line where the array spans several. A table's header line names the table,
    not a key inside it, and a line inside a multi-line string writes no key."""
    lines = _without_multiline_strings(text).split("\n")
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
        first = line or start
        if line is not None and line == start and _HEADER.match(lines[start]):
            first = start + 1  # the region's own header: ``[[group]]`` is not the key ``group`` inside it
        found = next((i for i in range(first, end) if pattern.search(lines[i].split("#")[0])), None)
        if found is None:
            break
        line = found
    return None if line is None else line + 1
