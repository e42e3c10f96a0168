"""The matrix file (``variants.toml``): pydantic models of its tables and :func:`load_matrix`.

Schema (design.md, "Data flow" and "Errors"; spec/variants.md, "Axes of a Variant")::

    [build]             extra_targets = ["cuda", "rocm"]                 compile targets besides llvm-cpu
                        chips = { rocm = "gfx90a" }                      a GPU target's chip (D92)
                        chips = { llvm-cpu = "x86-64-v3" }               llvm-cpu's CPU, not host (D122)
    [datasets.<name>]   classes = K (1 to 1_000_000), code = "letters"     user datasets beside the built-ins
    [defaults]          any variant key, applied to every group
    [[group]]           name = "..." (required, unique), variant keys, exclude = [{...}], include = [{...}]

A variant key whose value is a TOML array is an axis (semantics: :mod:`cnxbuild.expand`, which
:func:`parse_matrix` runs once so that an invalid combination is reported when the file is loaded).

Every model is ``extra="forbid", frozen=True``: a mistyped key is an error naming the file and the key
path (``variants.toml: group "imagenet" → optimiser: unknown key; allowed keys: ...``). Loading writes
nothing.

The modules (docs/decisions.md, D100): :mod:`~cnxbuild.config.keys` (one checker per variant key, the words other
tools use), :mod:`~cnxbuild.config.models` (the tables' pydantic models), :mod:`~cnxbuild.config.locate` (the line
a key is written on), :mod:`~cnxbuild.config.messages` (``ConfigError`` and how each failure is said); this module
reads the file.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cnxbuild.config.keys import AXES, TRAIN_ONLY_KEYS, Axis, did_you_mean, normalize, parse_float
from cnxbuild.config.locate import key_line
from cnxbuild.config.messages import ConfigError, huge_integer, syntax_error, validation_message
from cnxbuild.config.models import (BuildOptions, DatasetSpec, Exclude, Group, Include, Matrix, TargetSkip,
                                    VariantKeys)
from cnxbuild.variant import show_value

__all__ = ["did_you_mean", "key_line", "ConfigError", "Axis", "AXES", "TRAIN_ONLY_KEYS", "DatasetSpec",
           "VariantKeys", "Exclude", "Include", "Group", "TargetSkip", "BuildOptions", "Matrix", "parse_matrix",
           "load_matrix", "show_value", "normalize"]


def parse_matrix(data: dict[str, Any], source: str = "<matrix>", text: str | None = None) -> Matrix:
    """Validate parsed TOML ``data`` as a matrix; ``source`` names the file in messages, and ``text`` (the
    file's text, when given) gives a key error its line: ``<source>:<line>: <key path>: ...``.

    Returns the :class:`Matrix` after checking every key and value here, then the dataset registry, unique
    group names, dataset references and every expanded combination (:func:`cnxbuild.expand.check_matrix`).

    Raises:
        ConfigError: the first problem(s) found, each as ``<source>: <key path>: <what is wrong>``.
    """
    try:
        m = Matrix.model_validate(data)
    except ValidationError as e:
        raise ConfigError(validation_message(source, e, data, text)) from None
    m._source, m._text = source, text
    from cnxbuild.expand import check_matrix  # expand imports this module
    check_matrix(m)
    return m



def load_matrix(path: str | Path) -> Matrix:
    """Read and validate the matrix file at ``path`` (TOML, UTF-8). Nothing is written.

    Returns the validated :class:`Matrix` (see :func:`parse_matrix`).

    Raises:
        ConfigError: the file is missing or not UTF-8 (a leading byte-order mark is skipped); a TOML syntax error
            (``file:line:column: message``) or nesting too deep to parse; or any schema or combination error
            (``file: key path: message``).
    """
    path = Path(path)
    if path.exists() and not path.is_file():  # a FIFO or /dev/zero would be read without end
        raise ConfigError(f"{path}: not a regular file; give a TOML file")
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as e:
        where = "" if path.is_absolute() else f" {path.absolute()}"  # a relative name: where it was looked for
        raise ConfigError(f"{path}: cannot read the matrix file{where}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path}: not UTF-8 text (byte {e.start})") from None
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors write: not content (tomllib refuses it)
    try:
        data = tomllib.loads(text, parse_float=parse_float)
    except tomllib.TOMLDecodeError as e:
        raise syntax_error(str(path), text, e) from None
    except ValueError as e:  # tomllib lets int()'s limit on digits through (an integer of 5,000 digits)
        raise huge_integer(str(path), text, e) from None
    except RecursionError:  # tomllib parses nested arrays and inline tables recursively
        raise ConfigError(f"{path}: arrays or inline tables nested too deeply to read; no key takes a nested "
                          "value deeper than a list of tables (include, exclude)") from None
    return parse_matrix(data, str(path), text)
