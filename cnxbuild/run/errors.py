"""Tool failures with the MLIR lines they point at.

A failing external tool (iree-compile, the IREE runtime, XLA) raises :class:`ToolError`: the tool's name,
the slug of the artifact (when known), the tool's own diagnostic text, and the numbered MLIR lines around
every source location the diagnostic names (design.md, "Errors": "the tool's diagnostic plus the numbered
MLIR lines around it, and the slug").

Locations are found in the two forms MLIR prints them: ``FILE:LINE:COL`` at the start of a diagnostic
(``<stdin>:2:8: error: ...``, ``-:2:7: error: ...``, ``/path/x.mlir:5:3: error: ...``) and
``loc("FILE":LINE:COL)`` inside printed IR. Only locations whose FILE is one of the given source names
count, so a location in some other file never excerpts the wrong text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

#: Names MLIR tools give to text read from stdin / passed as a string.
STDIN_NAMES: tuple[str, ...] = ("<stdin>", "-")

_LOCATION = re.compile(r'(?:"(?P<quoted>[^"\n]+)"|(?P<bare>[^\s:"()]+)):(?P<line>\d+):(?P<col>\d+)')


def diagnostic_lines(diagnostic: str, sources: Iterable[str] = STDIN_NAMES) -> list[int]:
    """1-based MLIR line numbers referenced by ``diagnostic``, sorted, without duplicates.

    Args:
      diagnostic: the tool's diagnostic text.
      sources: the file names that denote the MLIR text being excerpted (default: stdin's names).
    Returns:
      Line numbers ≥ 1 whose location's file is in ``sources`` (line 0, "<unknown>:0", is dropped).
    """
    names = set(sources)
    found = set()
    for m in _LOCATION.finditer(diagnostic):
        name = m.group("quoted") or m.group("bare")
        line = int(m.group("line"))
        if name in names and line >= 1:
            found.add(line)
    return sorted(found)


def numbered_excerpt(mlir_text: str, lines: Sequence[int], context: int = 3) -> str:
    """The numbered lines of ``mlir_text`` within ±``context`` of each of ``lines``.

    Each printed line is ``"{marker} {number:>w} | {text}"``: marker ``>`` on a line in ``lines``, a space
    otherwise, numbers right-aligned to the widest printed number. Overlapping or touching windows merge;
    separate windows are joined by a ``...`` line. Lines outside the text are ignored.

    Args:
      mlir_text: the module text.
      lines: 1-based offending line numbers.
      context: lines shown before and after each offending line.
    Returns:
      The excerpt, without a trailing newline; ``""`` when no line falls inside the text.
    """
    text_lines = mlir_text.splitlines()
    marked = sorted({n for n in lines if 1 <= n <= len(text_lines)})
    if not marked:
        return ""
    windows: list[list[int]] = []
    for n in marked:
        lo, hi = max(1, n - context), min(len(text_lines), n + context)
        if windows and lo <= windows[-1][1] + 1:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    width = len(str(windows[-1][1]))
    out: list[str] = []
    for i, (lo, hi) in enumerate(windows):
        if i:
            out.append("...")
        for n in range(lo, hi + 1):
            marker = ">" if n in marked else " "
            out.append(f"{marker} {n:>{width}} | {text_lines[n - 1]}")
    return "\n".join(out)


#: One frame of the backtrace LLVM prints when a tool crashes (`` #12 0x00007f2d… llvm::SelectionDAGISel::…``).
_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ ")


def without_backtrace(diagnostic: str) -> str:
    """``diagnostic`` with the frames of a crash's backtrace replaced by one line that counts them: what failed
    (LLVM's error, the function, the passes running) stays; the ~40 addresses of iree-compile's own code that
    follow say nothing a user can act on (a new user's finding, stop 42: 60 lines for every failed GPU compile).
    A diagnostic without such frames is returned as it is."""
    lines = diagnostic.splitlines()
    frames = [i for i, line in enumerate(lines) if _FRAME.match(line)]
    if len(frames) < 3:
        return diagnostic
    kept = [line for i, line in enumerate(lines) if i not in set(frames)]
    kept.insert(frames[0], f"  ({len(frames)} frames of the tool's backtrace left out; an IREE bug report wants "
                           "them: run the iree-compile command above by hand)")
    return "\n".join(kept)


class ToolError(RuntimeError):
    """An external tool failed on an artifact.

    Attributes:
      tool: the tool's name (``"iree-compile"``, ``"iree-runtime"``, ``"xla"``).
      slug: the artifact's slug, or None when not known.
      diagnostic: the tool's diagnostic text, verbatim.
      excerpt: numbered MLIR lines around the locations the diagnostic names ("" if none).
    """

    def __init__(self, tool: str, diagnostic: str, *, slug: str | None = None, excerpt: str = ""):
        self.tool = tool
        self.slug = slug
        self.diagnostic = diagnostic.rstrip()
        self.excerpt = excerpt
        super().__init__(self._message())

    @classmethod
    def from_diagnostic(
        cls,
        tool: str,
        diagnostic: str,
        mlir_text: str | None,
        *,
        slug: str | None = None,
        sources: Iterable[str] = STDIN_NAMES,
    ) -> ToolError:
        """A ToolError whose excerpt is cut from ``mlir_text`` at the lines ``diagnostic`` names."""
        excerpt = ""
        if mlir_text is not None:
            excerpt = numbered_excerpt(mlir_text, diagnostic_lines(diagnostic, sources))
        return cls(tool, diagnostic, slug=slug, excerpt=excerpt)

    def _message(self) -> str:
        head = f"{self.tool} failed" + (f" on {self.slug}" if self.slug else "") + ":"
        parts = [head, without_backtrace(self.diagnostic)]
        if self.excerpt:
            parts += ["MLIR lines:", self.excerpt]
        return "\n".join(parts)

    def __reduce__(self):  # picklable across doit's process pool
        return (_rebuild, (self.tool, self.diagnostic, self.slug, self.excerpt))


def _rebuild(tool: str, diagnostic: str, slug: str | None, excerpt: str) -> ToolError:
    return ToolError(tool, diagnostic, slug=slug, excerpt=excerpt)
