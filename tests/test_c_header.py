"""``cnxbuild header``: a C header generated from a sidecar, compiled and run by a C (and a C++) compiler, its
every index, shape, region and constant read back and compared with the sidecar; planted slips it must show;
the user errors (docs/decisions.md, D128)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

import cnxbuild.c_header as c_header_module
from cnxbuild.c_header import HeaderError, c_header, read_sidecar
from cnxbuild.cli import main

REPO = Path(__file__).resolve().parents[1]
MLIR = REPO / "verified_mlir"
# A train step of each kind of state (m/v; acc with replicas; drop masks and a clip; EMA; BatchNorm buffers with
# momentum's μ), a forward and a frozen-statistics forward: one translation unit includes them all.
SLUGS = ["convnextatto32_adam_train_step", "convnextin_accdp4x64x4wd005_train_step",
         "convnextin_adamwxclipdropwd005_train_step", "convnextin_emawxclipdropwd005_train_step",
         "resnet34_mom_train_step", "convnextatto32_fwd", "resnet50in_fwd_eval"]
CC, CXX = shutil.which("cc") or shutil.which("gcc"), shutil.which("c++") or shutil.which("g++")


def _ident(name: str) -> str:
    """docs/driver.md's rule, written here on its own: letters upper-cased, every other character ``_``."""
    return re.sub(r"[^A-Za-z0-9]", "_", name).upper()


def _program(docs: list[dict]) -> str:
    """A C program (C11 or C++11) that includes every header, asserts each enumerator's index at compile time,
    and prints every table row, region, name and constant, one tab-separated record a line."""
    lines = ["#include <stdio.h>", *[f'#include "{d["slug"]}.h"' for d in docs],
             "#ifdef __cplusplus", "#define SA static_assert", "#else", "#define SA _Static_assert", "#endif",
             "static void rows(const char* tag, const cnxbuild_tensor_t* t, int n) {",
             "  for (int i = 0; i < n; ++i) {",
             '    printf("%s\\t%d\\t%s\\t%s\\t%s\\t%d\\t", tag, i, t[i].name, t[i].role, t[i].dtype, t[i].rank);',
             '    for (int d = 0; d < CNXBUILD_MAX_RANK; ++d) printf("%lld,", (long long)t[i].shape[d]);',
             '    printf("\\t%lld\\t%lld\\n", (long long)t[i].elements, (long long)t[i].bytes);', "  }", "}",
             "int main(void) {"]
    for d in docs:
        s, p = d["slug"], d["slug"].upper()
        for io, key in (("IN", "inputs"), ("OUT", "outputs")):
            lines += [f'  SA({p}_{io}_{_ident(t["name"])} == {i}, "{t["name"]}");' for i, t in enumerate(d[key])]
            lines.append(f'  rows("{s}.{key}", {s}_{key}, {p}_NUM_{key.upper()});')
        for io, key in (("IN", "input_layout"), ("OUT", "output_layout")):
            for run in d[key]:
                r = f"{p}_{io}_{_ident(run['role'])}"
                lines.append(f'  printf("{s}.{key}\\t{run["role"]}\\t%d\\t%d\\n", {r}_START, {r}_COUNT);')
        for name in ("ENTRY", "FUNCTION", "KIND", "MODULE_SHA256"):
            lines.append(f'  printf("{s}.{name}\\t%s\\n", {p}_{name});')
        for key, value in d["constants"].items():
            m = f"{p}_{_ident(key)}"
            if value is None:
                lines += [f"#ifdef {m}", f'  printf("{s}.constants\\t{key}\\tdefined\\n");', "#endif"]
            elif isinstance(value, str):
                lines.append(f'  printf("{s}.constants\\t{key}\\t%s\\n", {m});')
            else:
                lines.append(f'  printf("{s}.constants\\t{key}\\t%.17g\\n", (double)({m}));')
    return "\n".join([*lines, "  return 0;", "}", ""])


def _expected(docs: list[dict]) -> list[str]:
    """The records :func:`_program` must print, read off the sidecars."""
    out = []
    for d in docs:
        s = d["slug"]
        for key in ("inputs", "outputs"):
            for i, t in enumerate(d[key]):
                n = int(np.prod(t["shape"]))
                dims = "".join(f"{x}," for x in [*t["shape"], *[0] * (8 - len(t["shape"]))])
                out.append(f"{s}.{key}\t{i}\t{t['name']}\t{t['role']}\t{t['dtype']}\t{len(t['shape'])}\t{dims}\t{n}"
                           f"\t{4 * n}")
        for key in ("input_layout", "output_layout"):
            out += [f"{s}.{key}\t{r['role']}\t{r['start']}\t{r['count']}" for r in d[key]]
        out += [f"{s}.ENTRY\t{d['entry']}", f"{s}.FUNCTION\t{s}.{d['entry']}", f"{s}.KIND\t{d['kind']}",
                f"{s}.MODULE_SHA256\t{d['module_sha256']}"]
        for key, value in d["constants"].items():
            if value is not None:
                text = value if isinstance(value, str) else repr(float(value))
                out.append(f"{s}.constants\t{key}\t{text}")
    return out


def _read_back(tmp: Path, docs: list[dict], compiler: str, std: str) -> list[str]:
    """Compile :func:`_program` against the headers ``c_header`` writes now and return what it prints (doubles
    normalised to Python's repr), or raise AssertionError with the compiler's words."""
    for d in docs:
        (tmp / f"{d['slug']}.h").write_text(c_header(d, f"{d['slug']}.json"))
    src = tmp / ("main.cc" if "++" in std else "main.c")
    src.write_text(_program(docs))
    exe = tmp / "main"
    built = subprocess.run([compiler, f"-std={std}", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{tmp}",
                            str(src), "-o", str(exe)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    printed = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()

    def norm(line: str) -> str:  # %.17g of a double → the shortest text that reads back to it, as repr
        tag, *rest = line.split("\t")
        if tag.endswith(".constants") and re.fullmatch(r"[-+0-9.e]+", rest[-1]):
            rest[-1] = repr(float(rest[-1]))
        return "\t".join([tag, *rest])

    return [norm(line) for line in printed]


def _docs() -> list[dict]:
    return [read_sidecar(MLIR / f"{s}.json") for s in SLUGS]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc, gcc) on this machine")
def test_headers_compile_together_and_read_back_the_sidecars(tmp_path) -> None:
    docs = _docs()
    assert _read_back(tmp_path, docs, CC, "c11") == _expected(docs)


@pytest.mark.skipif(CXX is None, reason="no C++ compiler (c++, g++) on this machine")
def test_headers_compile_as_cpp(tmp_path) -> None:
    docs = _docs()[:2]
    assert _read_back(tmp_path, docs, CXX, "c++11") == _expected(docs)


@pytest.mark.skipif(CC is None, reason="no C compiler (cc, gcc) on this machine")
@pytest.mark.parametrize("plant", ["rows_swapped", "float32_constants", "enum_from_one", "bytes_as_elements"])
def test_planted_slips_are_seen(tmp_path, monkeypatch, plant) -> None:
    """Realistic slips of a header generator, each of which the read-back must show (spec/checks.md, "Planted
    bugs"): two table rows out of order, a constant written at float32 precision (0.9 → 0.8999999761581421,
    what a driver's bc1 = 1 − b1^t would then use), indices counted from 1, a size in elements called bytes."""
    if plant == "rows_swapped":
        table = c_header_module._table
        monkeypatch.setattr(c_header_module, "_table",
                            lambda n, c, ts, s: table(n, c, [ts[1], ts[0], *ts[2:]], s))
    elif plant == "float32_constants":
        monkeypatch.setattr(c_header_module, "_c_number", lambda v: repr(float(np.float32(v))))
    elif plant == "enum_from_one":
        enum = c_header_module._enum
        monkeypatch.setattr(c_header_module, "_enum", lambda pre, ts, s, notes: [
            re.sub(r" = (\d+),", lambda m: f" = {int(m.group(1)) + 1},", line)
            for line in enum(pre, ts, s, notes)])
    else:
        monkeypatch.setattr(c_header_module, "DTYPE_BYTES", {**c_header_module.DTYPE_BYTES, "f32": 1})
    docs = _docs()[:1]
    try:
        seen = _read_back(tmp_path, docs, CC, "c11") != _expected(docs)
    except AssertionError:  # the compile-time index asserts fail: shown as well
        seen = True
    assert seen, f"the planted slip {plant} was not seen"


def test_one_header_is_deterministic_and_names_its_source() -> None:
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    text = c_header(doc, "x/" + SLUGS[0] + ".json")
    assert text == c_header(json.loads(json.dumps(doc)), "x/" + SLUGS[0] + ".json")
    assert f"from {SLUGS[0]}.json (cnxbuild.sidecar/2)" in text
    assert f"/* {SLUGS[0].upper()}_CLIP_NORM: not defined (clip_norm is off in this artifact) */" in text
    assert f"{SLUGS[0].upper()}_IN_LR = 385, /* scalar f32[]: the learning rate" in text


def test_two_names_of_one_c_identifier_are_refused(tmp_path) -> None:
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    ins = doc["inputs"]
    ins[1] = {**ins[1], "name": "a.b_c"}
    ins[2] = {**ins[2], "name": "a_b.c"}
    with pytest.raises(HeaderError, match=r"s\.json: 'a_b\.c' and 'a\.b_c' would both be the C name "
                                          r"CONVNEXTATTO32_ADAM_TRAIN_STEP_IN_A_B_C"):
        c_header(doc, "s.json")


def test_a_name_that_clashes_with_a_region_macro_is_refused() -> None:
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    doc["inputs"][1] = {**doc["inputs"][1], "name": "theta.start"}  # enumerator …_IN_THETA_START = the region's
    with pytest.raises(HeaderError, match="would define CONVNEXTATTO32_ADAM_TRAIN_STEP_IN_THETA_START twice"):
        c_header(doc, "s.json")


def test_a_dtype_without_a_size_is_refused() -> None:
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    doc["inputs"][0] = {**doc["inputs"][0], "dtype": "complex64"}
    with pytest.raises(HeaderError, match=r"s\.json: x has dtype 'complex64'; the header knows f32, "):
        c_header(doc, "s.json")


def test_a_sidecar_missing_a_key_is_refused() -> None:
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    del doc["input_layout"]
    with pytest.raises(HeaderError, match=r"s\.json: a sidecar without 'input_layout'"):
        c_header(doc, "s.json")


# -- the command line ---------------------------------------------------------------------------------------


def test_cli_prints_and_writes_the_same_bytes(tmp_path, capsys) -> None:
    side = MLIR / f"{SLUGS[0]}.json"
    assert main(["header", str(side)]) == 0
    printed = capsys.readouterr().out
    assert printed == c_header(read_sidecar(side), str(side))
    out = tmp_path / "include" / "a.h"
    assert main(["header", str(side), "-o", str(out)]) == 0
    assert out.read_text() == printed
    assert f"wrote {out}" in capsys.readouterr().err


@pytest.mark.parametrize("content, message", [
    ('{"verdict": "PASS"}', "not a sidecar this cnxbuild reads (it has no \"format\" key); give an artifact's "
                            "sidecar (format 'cnxbuild.sidecar/2'"),
    ('{"format": "cnxbuild.sidecar/1"}', "its format is 'cnxbuild.sidecar/1'"),
    ("[1, 2", "not JSON"),
])
def test_cli_refuses_what_is_not_a_sidecar(tmp_path, capsys, content, message) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    out = tmp_path / "bad.h"
    assert main(["header", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad}: ") and message in err
    assert not out.exists()


def test_cli_refuses_a_missing_sidecar_and_a_directory(tmp_path, capsys) -> None:
    assert main(["header", str(tmp_path / "none.json")]) == 2
    assert f"error: {tmp_path / 'none.json'}: no such file; give an artifact's sidecar" in capsys.readouterr().err
    assert main(["header", str(tmp_path)]) == 2  # cnxbuild's main returns argparse's usage status
    assert f"argument SIDECAR: {tmp_path} is a directory; give a file" in capsys.readouterr().err


def test_cli_refuses_to_write_over_the_sidecar(tmp_path, capsys) -> None:
    side = tmp_path / "s.json"
    shutil.copy(MLIR / f"{SLUGS[0]}.json", side)
    before = side.read_bytes()
    assert main(["header", str(side), "-o", str(side)]) == 2
    assert "that is the sidecar this command reads" in capsys.readouterr().err
    assert side.read_bytes() == before
    assert main(["header", str(side), "-o", str(tmp_path)]) == 2
    assert "is a directory; give a file name" in capsys.readouterr().err


@pytest.mark.parametrize("change, said", [
    (lambda d: d["inputs"][0].update(shape=[-1, 4]), "x has shape [-1, 4]; a shape is a list of integers >= 0"),
    (lambda d: d["inputs"][0].update(shape=[1.5, 4]), "x has shape [1.5, 4]"),
    (lambda d: d["inputs"][0].update(shape=[True, 4]), "x has shape [True, 4]"),
    (lambda d: d["inputs"][0].update(shape=[2 ** 40, 2 ** 40]), "of at most 72057594037927936 elements"),
    (lambda d: d["inputs"][0].update(shape=None), "x has shape None"),
    (lambda d: d.update(inputs=[]), "inputs is empty; an entry function has at least one"),
    (lambda d: d["input_layout"][1].update(count=5),
     "input_layout run {'role': 'm', 'start': 129, 'count': 128} is not the next run of one role of inputs (from "
     "index 6)"),
    (lambda d: d["inputs"].__setitem__(1, "theta"), "not a sidecar as docs/sidecar.md describes it"),
])
def test_a_sidecar_the_header_would_misstate_is_refused(change, said: str) -> None:
    """A breaker's findings (stop 57): shapes of -1, 1.5, true or 2^80 elements, an empty input list and a layout
    that covered 5 of 128 rows each gave a header that lied or did not compile; a list of strings a traceback's
    words."""
    doc = read_sidecar(MLIR / f"{SLUGS[0]}.json")
    change(doc)
    with pytest.raises(HeaderError, match=re.escape(said)):
        c_header(doc, "s.json")


def test_cli_writes_only_a_header_name(tmp_path, capsys) -> None:
    """A breaker's finding (stop 57): `-o b.mlir` replaced a module, `-o <slug>.json` another artifact's sidecar,
    `-o -` wrote a file named `-`; and /dev/null was "no such file"."""
    side = MLIR / f"{SLUGS[0]}.json"
    for name in ("b.mlir", "other.json", "-"):
        assert main(["header", str(side), "-o", str(tmp_path / name) if name != "-" else name]) == 2
        assert "a header's name ends in .h, .hpp, .hh, .hxx" in capsys.readouterr().err
    assert not any(tmp_path.iterdir()) and not Path("-").exists()
    assert main(["header", str(side), "-o", str(tmp_path / "a.hpp")]) == 0
    assert main(["header", "/dev/null"]) == 2
    assert "error: /dev/null: not a regular file; give an artifact's sidecar" in capsys.readouterr().err
