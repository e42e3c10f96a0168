"""A C header generated from an artifact's sidecar: the calling convention as compile-time constants for a driver
written in C or C++ (``cnxbuild header``; docs/driver.md, "A header for your driver"; docs/decisions.md, D128).

The sidecar (docs/sidecar.md) is the contract; this header is the same contract in C's terms, so a driver does not
count arguments by hand or retype a baked constant:

- ``<P>_FUNCTION`` (``"<slug>.<entry>"``, what ``iree_runtime_call_initialize_by_name`` takes), ``<P>_ENTRY``,
  ``<P>_MODULE_SHA256`` (compare with the compile record's ``mlir.sha256`` before running a ``.vmfb``),
  ``<P>_NUM_INPUTS``, ``<P>_NUM_OUTPUTS``, ``<P>_FORWARD_PARTNER``;
- one enumerator per input and per output, its index in the entry's arguments or results:
  ``<P>_IN_X``, ``<P>_IN_STEM_0_WEIGHT_M``, ``<P>_IN_LR``, ``<P>_OUT_LOSS`` (a name's letters upper-cased, every
  other character ``_``), each commented with its role, dtype and shape (a scalar's with its formula);
- each region's run (the sidecar's ``input_layout``/``output_layout``): ``<P>_IN_THETA_START``,
  ``<P>_IN_THETA_COUNT``, ``<P>_OUT_M_START`` …: output region r at offset k replaces input region r at offset k;
- every baked constant of ``constants`` as a macro (``<P>_B2 0.999``, ``<P>_CLASSES 10``, ``<P>_OPTIMIZER
  "adamw"``; a bool as 0/1; a constant that is off, ``null``, is not defined and a comment says so);
- tables ``<p>_inputs[]`` and ``<p>_outputs[]`` of :data:`TENSOR_STRUCT` rows (name, role, dtype, rank, shape,
  elements, bytes), for allocating buffer views in a loop.

``<P>`` is the slug upper-cased, ``<p>`` the slug: two headers of one matrix include into one translation unit.
Everything is a pure function of the sidecar's JSON, so the same sidecar gives the same bytes.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

__all__ = ["HeaderError", "MAX_RANK", "DTYPE_BYTES", "TENSOR_STRUCT", "identifier", "c_header", "read_sidecar"]

#: The sidecar format this header reads (docs/sidecar.md): another major format is refused.
SIDECAR_FORMAT = "cnxbuild.sidecar/2"

#: The largest rank the table's ``shape`` holds (every artifact's tensors are rank ≤ 4 today).
MAX_RANK = 8

#: Bytes an element of each sidecar dtype takes (dense, row-major: docs/sidecar.md, "Memory layout").
DTYPE_BYTES = {"f32": 4, "f64": 8, "f16": 2, "bf16": 2, "i64": 8, "i32": 4, "i8": 1, "i1": 1}

#: The row type of the tables, defined once for every header of a translation unit.
TENSOR_STRUCT = f"""\
#ifndef CNXBUILD_TENSOR_T_
#define CNXBUILD_TENSOR_T_
#define CNXBUILD_MAX_RANK {MAX_RANK}
/* One input or output of an artifact's entry function, as its sidecar lists it (docs/sidecar.md). */
typedef struct cnxbuild_tensor_t {{
  const char* name;  /* the sidecar's name: "x", a timm state_dict key, "<param>.m", "lr", "loss" */
  const char* role;  /* input, theta, m, v, acc, ema, buffer, scalar, drop_mask, targets, loss, logits */
  const char* dtype; /* "f32" (the sidecar's dtype) */
  int32_t rank;      /* 0 for a scalar (a rank-0 buffer view) */
  int64_t shape[CNXBUILD_MAX_RANK]; /* the first `rank` dimensions, outermost first; the rest 0 */
  int64_t elements;  /* the product of the shape (1 for a scalar) */
  int64_t bytes;     /* elements times the dtype's size: dense, row-major, no padding */
}} cnxbuild_tensor_t;
#endif /* CNXBUILD_TENSOR_T_ */
"""


class HeaderError(ValueError):
    """A sidecar this module cannot turn into a header: not a sidecar, another format, a dtype or rank without a
    C form, or two names that would be one C identifier. The message names the file and what is allowed."""


_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]")
_C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def identifier(name: str) -> str:
    """The C identifier part for a sidecar name: letters upper-cased, every other character (``.``, ``-``) ``_``:
    ``stages.0.blocks.1.conv_dw.weight.m`` → ``STAGES_0_BLOCKS_1_CONV_DW_WEIGHT_M``."""
    return _NOT_ALNUM.sub("_", name).upper()


def read_sidecar(path: Path) -> dict:
    """The sidecar at ``path`` as JSON, with its format checked.

    Raises:
        HeaderError: the file is not JSON, not a cnxbuild sidecar (no ``format`` of :data:`SIDECAR_FORMAT`'s
            family), or another version of it.
        OSError: it cannot be read.
    """
    try:
        doc = json.loads(Path(path).read_bytes())
    except (ValueError, UnicodeDecodeError) as e:
        raise HeaderError(f"{path}: not JSON ({e}); give an artifact's sidecar, verified_mlir/<slug>.json") from None
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if fmt != SIDECAR_FORMAT:
        what = f"its format is {fmt!r}" if isinstance(fmt, str) else "it has no \"format\" key"
        raise HeaderError(f"{path}: not a sidecar this cnxbuild reads ({what}); give an artifact's sidecar "
                          f"(format {SIDECAR_FORMAT!r}: verified_mlir/<slug>.json, or the .json `cnxbuild render "
                          "SLUG -o FILE.mlir` writes beside FILE)")
    return doc


def c_header(doc: dict, source: str) -> str:
    """The C header of the sidecar ``doc`` (read from ``source``, named in the header and in errors).

    Raises:
        HeaderError: see the class; a missing key of the sidecar is one too.
    """
    try:
        _well_formed(doc, source)
        return _header(doc, source)
    except KeyError as e:
        raise HeaderError(f"{source}: a sidecar without {e} where docs/sidecar.md lists it") from None
    except (TypeError, AttributeError, ValueError) as e:  # a list where an object goes, a string for a shape
        if isinstance(e, HeaderError):
            raise
        raise HeaderError(f"{source}: not a sidecar as docs/sidecar.md describes it ({e})") from None


#: The largest element count a tensor of the tables may have (an int64_t holds its bytes too).
MAX_ELEMENTS = 1 << 56


def _well_formed(doc: dict, source: str) -> None:
    """The parts of ``doc`` the header is made from, as docs/sidecar.md lists them: at least one input and one
    output; each shape a list of integers >= 0 with at most :data:`MAX_ELEMENTS` elements; each layout a run of
    one role after the other covering its list in order (a breaker's findings, stop 57: a shape of -1, 1.5, true
    or 2^63, a count that covered 5 of 128 rows, an empty input list each gave a header that lied or did not
    compile)."""
    for key, layout in (("inputs", "input_layout"), ("outputs", "output_layout")):
        tensors = doc[key]
        if not isinstance(tensors, list) or not tensors:
            raise HeaderError(f"{source}: {key} is {'empty' if tensors == [] else 'not a list'}; an entry "
                              "function has at least one")
        for t in tensors:
            shape = t["shape"]
            if (not isinstance(shape, list) or any(type(d) is not int or d < 0 for d in shape)
                    or math.prod(shape) > MAX_ELEMENTS):
                raise HeaderError(f"{source}: {t['name']} has shape {shape!r}; a shape is a list of integers >= 0 "
                                  f"of at most {MAX_ELEMENTS} elements")
        at = 0
        for run in doc[layout]:
            roles = {t["role"] for t in tensors[run["start"]:run["start"] + run["count"]]}
            if run["start"] != at or run["count"] < 1 or roles != {run["role"]}:
                raise HeaderError(f"{source}: {layout} run {run!r} is not the next run of one role of {key} "
                                  f"(from index {at})")
            at += run["count"]
        if at != len(tensors):
            raise HeaderError(f"{source}: {layout} covers {at} of the {len(tensors)} {key}")


def _header(doc: dict, source: str) -> str:
    slug = doc["slug"]
    if not _C_IDENTIFIER.fullmatch(slug):
        raise HeaderError(f"{source}: slug {slug!r} is not a C identifier")
    p = slug.upper()
    ins, outs = doc["inputs"], doc["outputs"]
    out = [f"/* {slug}.h: the calling convention of the cnxbuild artifact {slug}, for a C or C++ driver.",
           _comment(f" * Generated by `cnxbuild header` (cnxbuild {doc['generator']['version']}) from "
                    f"{Path(source).name} ({doc['format']}); do not edit:"),
           " * regenerate it from the sidecar that ships with the module (docs/driver.md, \"A header for your "
           "driver\"). */",
           f"#ifndef CNXBUILD_{p}_H_", f"#define CNXBUILD_{p}_H_", "", "#include <stdint.h>", "", TENSOR_STRUCT]
    out += _defines(p, [
        ("ENTRY", _c_string(doc["entry"]), "the entry function"),
        ("FUNCTION", _c_string(f"{slug}.{doc['entry']}"),
         "iree_runtime_call_initialize_by_name's name: <vm module>.<entry> (both the slug, D90)"),
        ("KIND", _c_string(doc["kind"]), None),
        ("MODULE_SHA256", _c_string(doc["module_sha256"]),
         "the .mlir's sha256: a .vmfb's compile record has it as mlir.sha256"),
        ("NUM_INPUTS", str(len(ins)), None), ("NUM_OUTPUTS", str(len(outs)), None)]
        + ([("FORWARD_PARTNER", _c_string(doc["forward_partner"]), "the evaluation forward's slug")]
           if doc.get("forward_partner") else []))
    out += ["", "/* The baked constants (the sidecar's `constants`). */"]
    out += _constants(p, doc["constants"], source)
    out += ["", "/* Inputs: the entry's arguments in this order (sidecar `inputs`). */"]
    out += _enum(f"{p}_IN_", ins, source, _notes(doc))
    out += _regions(f"{p}_IN_", doc["input_layout"])
    out += ["", "/* Outputs: the entry's results in this order (sidecar `outputs`); output region r at offset k "
                "replaces input region r at offset k. */"]
    out += _enum(f"{p}_OUT_", outs, source, {})
    out += _regions(f"{p}_OUT_", doc["output_layout"])
    out += ["", _table(f"{slug}_inputs", f"{p}_NUM_INPUTS", ins, source),
            _table(f"{slug}_outputs", f"{p}_NUM_OUTPUTS", outs, source), f"#endif /* CNXBUILD_{p}_H_ */", ""]
    text = "\n".join(out)
    _one_meaning_each(text, source)
    return text


_DEFINED = re.compile(r"^#define (\w+)|^  (\w+) = \d+,", re.MULTILINE)


def _one_meaning_each(text: str, source: str) -> None:
    """Every macro and enumerator the header defines is defined once (a constant's, a region's and a tensor's
    names share the slug's prefix: a clash would be a redefinition, or a macro rewriting an enumerator)."""
    seen: set[str] = set()
    for m in _DEFINED.finditer(text):
        name = m.group(1) or m.group(2)
        if name in seen:
            raise HeaderError(f"{source}: the header would define {name} twice (a constant, a region or a tensor "
                              "name of the sidecar clashes with another)")
        seen.add(name)


def _defines(p: str, rows: list[tuple[str, str, str | None]]) -> list[str]:
    return [f"#define {p}_{name} {value}" + (f" /* {note} */" if note else "") for name, value, note in rows]


def _c_string(text: str) -> str:
    """``text`` as a C string literal: printable ASCII as is (``"``, ``\\`` and ``?``, a trigraph's
    start, escaped), every other byte of its
    UTF-8 as a three-digit octal escape (which no following digit can extend)."""
    body = "".join(chr(b) if 32 <= b < 127 and chr(b) not in '"\\?' else
                   "\\" + chr(b) if chr(b) in '"\\?' else f"\\{b:03o}" for b in text.encode())
    return f'"{body}"'


def _c_number(value: float) -> str:
    """A float as a C double literal that reads back to the same double (``repr``'s shortest round trip)."""
    text = repr(float(value))
    return text if any(c in text for c in ".e") else text + ".0"


def _constants(p: str, constants: dict, source: str) -> list[str]:
    lines = []
    for key, value in constants.items():
        name = f"{p}_{identifier(key)}"
        if value is None:
            lines.append(f"/* {name}: not defined ({key} is off in this artifact) */")
        elif isinstance(value, bool):
            lines.append(f"#define {name} {int(value)}")
        elif isinstance(value, int):
            lines.append(f"#define {name} {value}")
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise HeaderError(f"{source}: constants.{key} = {value} has no C literal")
            lines.append(f"#define {name} {_c_number(value)}")
        elif isinstance(value, str):
            lines.append(f"#define {name} {_c_string(value)}")
        else:
            lines.append(f"/* {name}: see the sidecar's constants.{key} */")
    return lines


def _notes(doc: dict) -> dict[str, str]:
    """What an input's comment adds to its role and shape: a scalar's formula and when it changes
    (``scalar_semantics``), a drop mask's block (``drop_path.site_block``)."""
    notes = {name: f"{s['value']} (per {s['per']})" for name, s in doc.get("scalar_semantics", {}).items()}
    drop = doc.get("drop_path") or {}
    for j, block in enumerate(drop.get("site_block", [])):
        notes[f"drop_mask.{j}"] = f"block {block} of {drop['blocks']} (drop_path.site_block; its keep: drop_path.keep)"
    return notes


def _enum(prefix: str, tensors: list[dict], source: str, notes: dict[str, str]) -> list[str]:
    seen: dict[str, str] = {}
    lines = ["enum {"]
    for i, t in enumerate(tensors):
        ident = prefix + identifier(t["name"])
        if ident in seen:
            raise HeaderError(f"{source}: {t['name']!r} and {seen[ident]!r} would both be the C name {ident}; "
                              "names that differ only in characters other than letters and digits have no header")
        seen[ident] = t["name"]
        note = f"{t['role']} {t['dtype']}[{', '.join(map(str, t['shape']))}]"
        rule = notes.get(t["name"])
        lines.append(f"  {ident} = {i}, /* {_comment(note + (': ' + rule if rule else ''))} */")
    return lines + ["};"]


def _comment(text: str) -> str:
    """``text`` safe inside a C comment (no ``*/``; ASCII only)."""
    return text.replace("*/", "* /").encode("ascii", "replace").decode()


def _regions(prefix: str, layout: list[dict]) -> list[str]:
    lines = []
    for run in layout:
        role = identifier(run["role"])
        lines += [f"#define {prefix}{role}_START {run['start']}", f"#define {prefix}{role}_COUNT {run['count']}"]
    return lines


def _table(name: str, count: str, tensors: list[dict], source: str) -> str:
    rows = []
    for t in tensors:
        shape, dtype = [int(d) for d in t["shape"]], t["dtype"]
        if dtype not in DTYPE_BYTES:
            raise HeaderError(f"{source}: {t['name']} has dtype {dtype!r}; the header knows "
                              f"{', '.join(DTYPE_BYTES)}")
        if len(shape) > MAX_RANK:
            raise HeaderError(f"{source}: {t['name']} has rank {len(shape)}; the header's tables hold at most "
                              f"{MAX_RANK}")
        elements = math.prod(shape)
        dims = ", ".join(map(str, shape + [0] * (MAX_RANK - len(shape))))
        rows.append(f"  {{{_c_string(t['name'])}, {_c_string(t['role'])}, {_c_string(dtype)}, {len(shape)}, "
                    f"{{{dims}}}, {elements}, {elements * DTYPE_BYTES[dtype]}}},")
    return "\n".join([f"static const cnxbuild_tensor_t {name}[{count}] = {{", *rows, "};", ""])
