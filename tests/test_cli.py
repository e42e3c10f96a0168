"""The command line: list and explain, their output and exit codes."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cnxbuild import cli
from cnxbuild.cli import training
from cnxbuild.cli import COMMANDS, main

REPO = Path(__file__).resolve().parents[1]


def test_list_default_matrix_in_cwd(capsys, monkeypatch) -> None:
    monkeypatch.chdir(REPO)
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for header in ("slug", "kind", "family", "size", "dataset", "px", "optimizer", "replicas", "accumulate",
                   "batch", "forward partner", "compiled for"):
        assert header in out
    row = next(line for line in out.splitlines() if "convnextbin_adamdpx4wxclipdropwd005_train_step" in line)
    cells = [c.strip() for c in row.strip("│ ").split("│")]
    assert cells == ["convnextbin_adamdpx4wxclipdropwd005_train_step", "train_step", "convnext", "B", "imagenet",
                     "224", "adamw", "4", "1", "32", "convnextbin_fwd", "—"]
    row = next(line for line in out.splitlines() if "convnextbin_adamwxclipdropwd005_train_step" in line)
    assert [c.strip() for c in row.strip("│ ").split("│")][-1] == "llvm-cpu (host)"
    assert ("8 artifacts not compiled for llvm-cpu: data parallel: IREE's CPU runtime has no collectives (run it "
            "on XLA or a GPU)") in out
    row = next(line for line in out.splitlines() if "convnextin_accdp4x64x4wd005_train_step" in line)
    assert [c.strip() for c in row.strip("│ ").split("│")][4:10] == ["imagenet", "224", "adamw", "4", "4", "64"]
    row = next(line for line in out.splitlines() if line.startswith("│ convnextatto32_fwd "))
    assert [c.strip() for c in row.strip("│ ").split("│")][4:7] == ["imagenette", "32", "—"]  # a forward's size
    assert "38 artifacts: 30 train steps, 8 forwards" in out


def test_list_matrix_option_and_errors(tmp_path: Path, capsys) -> None:
    matrix = tmp_path / "m.toml"
    matrix.write_text('[[group]]\nname = "g"\nsize = "S"\ndataset = "imagenette"\noptimizer = "momentum"\n')
    assert main(["list", "--matrix", str(matrix)]) == 0
    out = capsys.readouterr().out
    assert "convnexts_mom_train_step" in out and "convnexts_fwd" in out
    assert "not compiled for" not in out  # nothing left out, no line
    matrix.write_text('[[group]]\nname = "g"\noptimizer = "adamx"\n')
    assert main(["list", "--matrix", str(matrix)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f'error: {matrix}:3: group "g" → optimizer: "adamx" is not an allowed value')
    assert main(["list", "--matrix", str(tmp_path / "missing.toml")]) == 2
    assert "cannot read the matrix file" in capsys.readouterr().err


def test_list_json_names_every_artifact_and_its_files(tmp_path: Path, capsys) -> None:
    """A new user's finding (stop 39): the table is for reading, a script needs the slugs and the paths."""
    matrix = tmp_path / "m.toml"
    matrix.write_text('[build]\nextra_targets = ["cuda"]\n[[group]]\nname = "g"\nsize = "atto"\n'
                      'dataset = "imagenette"\nimage_size = 32\nbatch = 2\noptimizer = "momentum"\n'
                      'replicas = [1, 2]\n')
    assert main(["list", "--matrix", str(matrix), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["format"], doc["matrix"]) == ("cnxbuild.list/1", str(matrix))
    listed = doc["artifacts"]
    assert [a["slug"] for a in listed] == ["convnextatto32_fwd", "convnextatto32_mom2_train_step",
                                           "convnextatto32_momdp2x2_train_step"]
    fwd, one, dp = listed
    assert fwd["forward_partner"] is None and one["forward_partner"] == dp["forward_partner"] == fwd["slug"]
    assert one["variant"]["optimizer"] == "momentum" and dp["variant"]["replicas"] == 2
    s = one["slug"]
    assert one["files"] == {"mlir": f"verified_mlir/{s}.mlir", "sidecar": f"verified_mlir/{s}.json",
                            "check": f"build/checks/{s}.json",
                            "compile": {t: {"vmfb": f"build/{t}/{s}.vmfb",
                                            "record": f"build/{t}/{s}.vmfb.json", "chip": chip}
                                        for t, chip in (("llvm-cpu", None), ("cuda", "sm_80"))}}
    assert list(dp["files"]["compile"]) == ["cuda"]  # data parallel: no llvm-cpu module, and why
    assert one["skipped_targets"] == {} and list(dp["skipped_targets"]) == ["llvm-cpu"]
    assert dp["skipped_targets"]["llvm-cpu"].startswith("data parallel: IREE's CPU runtime has no collectives")
    assert main(["list", "--matrix", str(tmp_path / "missing.toml"), "--json"]) == 2


def test_list_says_what_each_artifact_is_compiled_for(tmp_path: Path, capsys) -> None:
    """Stop 55's lead: the table named no CPU, so a fleet's build for x86-64-v3 and a build for the building
    machine listed alike; a data-parallel row's empty cell says why below the table."""
    matrix = tmp_path / "m.toml"
    matrix.write_text('[build]\nextra_targets = ["cuda"]\nchips = { llvm-cpu = "x86-64-v3" }\n[[group]]\nname = "g"\n'
                      'size = "atto"\ndataset = "imagenette"\nimage_size = 32\nbatch = 2\noptimizer = "momentum"\n'
                      'replicas = [1, 2]\n')
    assert main(["list", "--matrix", str(matrix)]) == 0
    out = capsys.readouterr().out

    def last_cell(s: str) -> str:
        row = next(line for line in out.splitlines() if line.startswith(f"│ {s} "))
        return row.strip("│ ").split("│")[-1].strip()

    assert last_cell("convnextatto32_mom2_train_step") == "llvm-cpu (x86-64-v3), cuda (sm_80)"
    assert last_cell("convnextatto32_fwd") == "llvm-cpu (x86-64-v3), cuda (sm_80)"
    assert last_cell("convnextatto32_momdp2x2_train_step") == "cuda (sm_80)"
    assert "1 artifact not compiled for llvm-cpu: data parallel" in out


def test_list_without_matrix_in_cwd(tmp_path: Path, capsys, monkeypatch) -> None:
    """Where it looked, and (a new user's finding, stop 47) how to give a matrix from elsewhere."""
    monkeypatch.chdir(tmp_path)
    assert main(["list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: no variants.toml in {tmp_path}: ") and "--matrix FILE" in err, err


def test_explain_marks_defaults_and_spelled(capsys) -> None:
    assert main(["explain", "convnextin_lambacc8x64wxclipbcewd001_train_step"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "convnextin_lambacc8x64wxclipbcewd001_train_step"
    marks = {line.split()[-1] for line in lines[1:20]}
    assert marks <= {"default", "spelled", "required", "baked"}

    def row(words: str) -> list[str]:
        line = next(x for x in lines if x.strip().startswith(words))
        return line[len("  " + words):].split()

    assert row("optimizer") == ["lamb", "required"]
    assert row("weight decay") == ["0.01", "spelled"]
    assert row("label smoothing") == ["0.0", "default"]  # bce: no smoothing, no marker
    assert row("data-parallel replicas") == ["1", "default"]
    assert row("accumulation micro-steps k") == ["8", "spelled"]
    assert row("global-norm clip C") == ["1.0", "spelled"]
    assert row("image size (pixels)") == ["224", "default"]
    assert "  forward partner (eval batch 32, 224 px): convnextin_fwd" in lines
    assert row("size (of the family)") == ["T", "required"]  # ConvNeXt-T: an empty code, but always named


def test_explain_says_where_the_drop_masks_go_and_their_ramp(capsys) -> None:
    """A new user's finding (stop 48): explain said only "stochastic depth true"; the masks, their blocks and the
    ramp were in the rendered sidecar alone."""
    assert main(["explain", "efficientnetb0_adamdrop_train_step"]) == 0
    assert ("  drop path: 9 masks (on 9 of the 16 blocks), schedule 'block_fraction'; at the recommended rate 0.2 "
            "keep runs 0.975 (drop_mask.0) to 0.825 (drop_mask.8)") in capsys.readouterr().out.splitlines()
    assert main(["explain", "vitti32_adamdrop_train_step"]) == 0
    assert "drop path: 24 masks (2 per block), schedule 'linear'" in capsys.readouterr().out
    assert main(["explain", "convnext_adam_train_step"]) == 0
    assert "drop path:" not in capsys.readouterr().out


def test_explain_says_which_keys_a_family_does_not_have(capsys) -> None:
    assert main(["explain", "resnet18_mom_train_step"]) == 0
    out = capsys.readouterr().out
    assert "none (the family has no GELU)" in out and "none (the family has no stochastic depth)" in out
    assert main(["explain", "convnextatto_adamdrop_train_step"]) == 0
    out = capsys.readouterr().out
    assert "the family has no" not in out and re.search(r"stochastic depth \(drop path\) +true +spelled", out)


def test_explain_forward(capsys) -> None:
    assert main(["explain", "convnextsin160_128_fwd"]) == 0
    out = capsys.readouterr().out
    assert "160" in out and "128" in out and "optimizer" not in out


def test_explain_user_dataset_needs_matrix(tmp_path: Path, capsys) -> None:
    matrix = tmp_path / "m.toml"
    matrix.write_text('[datasets.food]\nclasses = 101\ncode = "food"\n')
    assert main(["explain", "convnextfood_adam_train_step"]) == 2
    assert "unknown size+dataset code 'food'" in (err := capsys.readouterr().err) and "--matrix FILE" in err
    assert main(["explain", "convnextfood_adam_train_step", "--matrix", str(matrix)]) == 0
    assert "food (K = 101" in capsys.readouterr().out


@pytest.mark.parametrize("text, position", [
    ("convnextin_adamxyz_train_step", 15),
    ("convnextin_adamwd0050_train_step", 20),
    ("convnext_adam32_train_step", 13),
])
def test_explain_bad_slug_prints_caret_and_exits_2(capsys, text: str, position: int) -> None:
    assert main(["explain", text]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.rstrip("\n").splitlines()
    assert lines[0].startswith(f"error: cannot parse slug {text!r} at position {position}")
    assert lines[-2:] == [f"  {text}", "  " + " " * position + "^"]


def test_help_and_usage_errors(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        cli.make_parser().parse_args(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "list" in out and "explain" in out
    assert main(["explain", "--help"]) == 0
    assert "SLUG" in capsys.readouterr().out
    assert main([]) == 2
    assert main(["frobnicate"]) == 2


@pytest.mark.parametrize("command,use", [
    ("explain", "whose entry names the train step's forward partner"),
    ("render", "whose entry names the sidecar's forward partner"),
    ("check", "a matrix whose datasets the slug may use (default"),
    ("train", "a matrix whose datasets the slug may use (default"),
])
def test_each_commands_matrix_help_says_what_it_takes_and_the_variants_toml_default(capsys, command, use) -> None:
    """A new user found explain's help saying "built-in datasets only" while it reads ./variants.toml (D70), and
    check's and train's help copied from render's."""
    assert main([command, "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert use in text and "default: ./variants.toml when there is one" in text, text
    assert "built-in datasets only" not in text and ("for render" not in text)


def test_a_new_subcommand_is_one_function_and_one_registration(capsys) -> None:
    def arguments(p: argparse.ArgumentParser) -> None:
        p.add_argument("name")

    def hello(args: argparse.Namespace) -> int:
        print(f"hello {args.name}")
        return 0

    try:
        cli.command("hello", "say hello", arguments)(hello)
        assert main(["hello", "world"]) == 0
        assert capsys.readouterr().out == "hello world\n"
        with pytest.raises(ValueError, match="registered twice"):
            cli.command("hello", "again", arguments)(hello)
    finally:  # the registry is one dict, shared by the package's modules
        COMMANDS.pop("hello", None)


def test_check_prints_verdict_and_writes_the_json_report(tmp_path: Path, capsys, monkeypatch) -> None:
    import json

    from cnxbuild import check
    from cnxbuild.check import TensorError, Verdict

    def fake_check(v, executor, **_):  # the protocol itself is tests/test_check.py's and tests/test_e2e.py's
        verdict = Verdict("convnextatto_adam_train_step", executor, "rel <= max(10*rel(float32 control), 1e-6)")
        verdict.tensors = [TensorError("head.fc.weight [A|g]", 2e-7, 1e-7, 1e-6),
                           TensorError("head.fc.weight.m [A]", 3e-6, 1e-7, 1e-6)]
        verdict.notes = ["run A θ′/v′/ema′ against the truth (informative, D14, D68): ..."]
        return verdict

    monkeypatch.setattr(check, "check_variant", fake_check)
    out = tmp_path / "r" / "report.json"
    assert main(["check", "convnextatto_adam_train_step", "--report", str(out)]) == 1  # a failed verdict
    printed = capsys.readouterr().out
    assert printed.startswith("FAIL convnextatto_adam_train_step [iree]: head.fc.weight.m [A] rel 3e-06 > bound")
    assert "FAIL head.fc.weight.m [A]" in printed and "note: run A" in printed
    doc = json.loads(out.read_text())
    assert doc["verdict"] == "fail" and doc["executor"] == "iree" and doc["slug"] == "convnextatto_adam_train_step"
    assert [t["name"] for t in doc["tensors"]] == ["head.fc.weight [A|g]", "head.fc.weight.m [A]"]
    assert [t["ok"] for t in doc["tensors"]] == [True, False]
    assert "iree-base-compiler" in doc["versions"] and doc["timings"]["total_s"] >= 0


def test_a_check_that_does_not_finish_leaves_no_earlier_report(tmp_path: Path, capsys, monkeypatch) -> None:
    """The twin fails to compile: the report of an earlier run at --report is gone, not left to read as this one."""
    from cnxbuild import check
    from cnxbuild.run import ToolError

    def broken(v, executor, **_):
        raise ToolError("iree-compile", "error: something the compiler refused")

    monkeypatch.setattr(check, "check_variant", broken)
    out = tmp_path / "report.json"
    out.write_text('{"verdict": "pass"}\n')
    assert main(["check", "convnextatto_fwd", "--report", str(out)]) == 1  # the tool's message, no traceback
    assert capsys.readouterr().err == "error: iree-compile failed:\nerror: something the compiler refused\n"
    assert not out.exists()


def test_a_report_path_that_is_not_a_regular_file_is_refused_and_left_alone(tmp_path: Path, capsys, monkeypatch):
    """A pipe (or a device such as /dev/null) at --report: refused before any work, never removed or replaced."""
    import os

    from cnxbuild import check

    monkeypatch.setattr(check, "check_variant", lambda v, e: (_ for _ in ()).throw(AssertionError("ran")))
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert main(["check", "convnextatto_fwd", "--report", str(fifo)]) == 2
    assert "is not a regular file (a device or a pipe)" in capsys.readouterr().err and fifo.is_fifo()


def test_ctrl_c_is_one_line_and_status_130(capsys, monkeypatch):
    from cnxbuild import check

    def interrupted(v, executor, **_):
        raise KeyboardInterrupt

    monkeypatch.setattr(check, "check_variant", interrupted)
    assert main(["check", "convnextatto_fwd"]) == 130
    assert capsys.readouterr().err == "interrupted\n"


def test_output_paths_are_refused_before_any_work(tmp_path: Path, capsys, monkeypatch) -> None:
    """A directory, a path under a file, or a module and sidecar on one file: exit 2 with the option named,
    and the check never runs (it would take minutes before failing to write)."""
    from cnxbuild import check

    def no_check(v, executor, **_):
        raise AssertionError("the check ran before its --report path was validated")

    monkeypatch.setattr(check, "check_variant", no_check)
    (tmp_path / "f").write_text("x")
    cases = [(["check", "convnextatto_fwd", "--report", str(tmp_path)], "--report", "is a directory"),
             (["check", "convnextatto_fwd", "--report", "/sys/cnxbuild/r.json"], "--report",
              "cannot create a file in /sys (Permission denied); give a path in a directory you can write"),
             (["render", "convnextatto_fwd", "-o", "/sys/m.mlir"], "-o", "cannot create a file in /sys"),
             (["check", "convnextatto_fwd", "--report", str(tmp_path / "f" / "r.json")], "--report", "is a file"),
             (["render", "convnextatto_fwd", "-o", str(tmp_path)], "-o", "is a directory"),
             (["render", "convnextatto_fwd", "-o", str(tmp_path / "z.json")], "-o", "name the module FILE.mlir"),
             # a breaker's findings (stop 57): `-o step` beside step.mlir took step.mlir's sidecar, step.json;
             # `-o newdir/` wrote a file `newdir`, `-o -` a file `-`
             (["render", "convnextatto_fwd", "-o", str(tmp_path / "step")], "-o",
              "a module is written to a file whose name ends in .mlir (its sidecar: the same name with .json), "
              "e.g. -o step.mlir; without -o the module goes to standard output"),
             (["render", "convnextatto_fwd", "-o", str(tmp_path / "newdir") + "/"], "-o", "ends in .mlir"),
             (["render", "convnextatto_fwd", "-o", "-"], "-o", "ends in .mlir")]
    for argv, option, why in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith(f"error: {option} ") and why in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f"]


def test_render_writes_module_and_sidecar(tmp_path: Path, capsys) -> None:
    import json

    out = tmp_path / "a" / "m.mlir"
    assert main(["render", "convnextatto_fwd", "-o", str(out)]) == 0
    assert out.read_text().startswith("//") or "func.func @convnextatto_fwd" in out.read_text()
    assert json.loads(out.with_suffix(".json").read_text())["entry"] == "convnextatto_fwd"


def test_render_through_a_link_puts_the_sidecar_beside_the_module(tmp_path: Path) -> None:
    """Breaker finding (stop 39): ``render -o /dev/stdout > out.mlir`` wrote the module into out.mlir (through
    the link) and the sidecar to /dev/stdout.json; the sidecar goes beside the file the module lands in."""
    import subprocess
    import sys

    store = tmp_path / "store"
    store.mkdir()
    (tmp_path / "m.mlir").symlink_to(store / "x.mlir")
    assert main(["render", "convnextatto_fwd", "-o", str(tmp_path / "m.mlir")]) == 0
    assert "func.func @convnextatto_fwd" in (store / "x.mlir").read_text() and (tmp_path / "m.mlir").is_symlink()
    assert json.loads((store / "x.json").read_text())["entry"] == "convnextatto_fwd"
    assert not (tmp_path / "m.json").exists()
    before = set(Path("/dev").iterdir())
    code = "import sys; from cnxbuild.cli import main; sys.exit(main(['render', 'convnextatto_fwd', '-o', '/dev/stdout']))"
    run = subprocess.run(f"{sys.executable} -c \"{code}\" > out.mlir", shell=True, capture_output=True, text=True,
                         cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert f"and {tmp_path / 'out.json'}" in run.stderr and set(Path("/dev").iterdir()) == before
    assert json.loads((tmp_path / "out.json").read_text())["entry"] == "convnextatto_fwd"
    assert "func.func @convnextatto_fwd" in (tmp_path / "out.mlir").read_text()


def test_a_closed_pipe_is_not_an_error() -> None:
    """``cnxbuild list | head -1``: the reader closes the pipe early; exit 0, nothing on stderr."""
    import subprocess
    import sys

    code = ("import sys; from cnxbuild.cli import main; sys.exit(main(['explain', "
            "'convnextin_adamwxclipdropwd005_train_step']))")
    p = subprocess.run(f"{sys.executable} -c \"{code}\" | head -c 10", shell=True, capture_output=True,
                       text=True, cwd=Path(__file__).resolve().parents[1])
    assert p.returncode == 0 and len(p.stdout) == 10
    assert "Traceback" not in p.stderr and "BrokenPipe" not in p.stderr, p.stderr


def test_list_never_cuts_a_slug_when_piped(tmp_path: Path, capsys) -> None:
    matrix = tmp_path / "m.toml"
    matrix.write_text('[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenet"\noptimizer = "lamb"\n'
                      'accumulate = 8\nbatch = 64\nreplicas = 4\nwd_exclude_rank1 = true\nclip_norm = 0.25\n'
                      'loss = "bce"\nweight_decay = 0.001\nnorm_eps = 0.0001\ngelu = "erf"\nprecision = "bf16"\n'
                      'stochastic_depth = true\nema = true\neval_batch = 128\n')
    assert main(["list", "--matrix", str(matrix)]) == 0
    out = capsys.readouterr().out
    assert "…" not in out and "convnextattoin_emalambaccdp8x64x4wxclip025dropbcewd0001eps00001erfbf16_train_step" in out


def test_list_into_a_closed_pipe_exits_0_quietly() -> None:
    """issue 13: ``cnxbuild list | head -2`` exited 1 (rich's own broken-pipe handling)."""
    import subprocess
    import sys

    code = "import sys; from cnxbuild.cli import main; sys.exit(main(['list']))"
    p = subprocess.run(f"{sys.executable} -c \"{code}\" | head -2 >/dev/null; echo ${{PIPESTATUS[0]}}", shell=True,
                       capture_output=True, text=True, cwd=REPO, executable="/bin/bash")
    assert p.stdout.strip() == "0" and p.stderr == "", (p.stdout, p.stderr)


def test_version_names_the_package_and_the_tools(capsys) -> None:
    from importlib import metadata

    import cnxbuild

    assert main(["--version"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"cnxbuild {cnxbuild.__version__} (jax {metadata.version('jax')}, jaxlib ")
    assert f"iree-base-compiler {metadata.version('iree-base-compiler')}" in out


def test_python_dash_m_cnxbuild_is_the_command() -> None:
    """``python -m cnxbuild --help`` prints the command's help and exits 0; a bad subcommand exits 2.
    Plant: without cnxbuild/__main__.py the first run exits 1 ("is a package and cannot be directly executed")."""
    import subprocess
    import sys
    ok = subprocess.run([sys.executable, "-m", "cnxbuild", "--help"], capture_output=True, text=True)
    assert ok.returncode == 0 and "usage: cnxbuild" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "cnxbuild", "no-such-command"], capture_output=True, text=True)
    assert bad.returncode == 2 and "invalid choice" in bad.stderr


def test_render_into_a_build_directory_meets_its_dataset_codes(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 35): ``render -o verified_mlir/...`` wrote a K = 7 module under a name the
    directory's datasets.json ties to K = 101 (D25); it is refused as `doit` refuses it, and nothing is
    written."""
    matrix = tmp_path / "b.toml"
    matrix.write_text('[datasets.food]\nclasses = 7\ncode = "food"\n\n[[group]]\nname = "g"\nsize = "atto"\n'
                      'dataset = "food"\noptimizer = "adamw"\n')
    built = tmp_path / "verified_mlir"
    built.mkdir()
    (built / "datasets.json").write_text('{"format": "cnxbuild.datasets/1", '
                                         '"codes": {"food": {"classes": 101, "name": "food"}}}')
    out = built / "convnextattofood_adam_train_step.mlir"
    assert main(["render", out.stem, "--matrix", str(matrix), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "dataset code 'food' already names food (K=101)" in err and "gives it to food (K=7)" in err, err
    assert sorted(p.name for p in built.iterdir()) == ["datasets.json"]
    elsewhere = tmp_path / "out" / "m.mlir"  # not a build directory: written
    elsewhere.parent.mkdir()
    assert main(["render", out.stem, "--matrix", str(matrix), "-o", str(elsewhere)]) == 0


def test_render_and_explain_name_the_matrixs_forward_partner(tmp_path: Path, capsys, monkeypatch) -> None:
    """With --matrix, a train step's partner is the one the matrix requests (its eval_image_size), as the build's
    sidecar names it: the shipped matrix evaluates RSB A3 (160 px) at 224 px; without --matrix, ./variants.toml is
    that matrix when there is one (new-user finding: explain ignored it while list read it); elsewhere, batch 32 at
    the step's own size. Plant: the CLI ignoring the matrix names resnet50in160_fwd_eval and fails here."""
    step = "resnet50in160_lambwxbce_train_step"
    shipped = json.loads((REPO / "verified_mlir" / (step + ".json")).read_text())["forward_partner"]
    assert shipped == "resnet50in_fwd_eval"
    out = tmp_path / "a.mlir"
    assert main(["render", step, "--matrix", str(REPO / "variants.toml"), "-o", str(out)]) == 0
    assert json.loads(out.with_suffix(".json").read_text()) == json.loads(
        (REPO / "verified_mlir" / (step + ".json")).read_text())
    assert main(["explain", step, "--matrix", str(REPO / "variants.toml")]) == 0
    assert "forward partner (eval batch 32, 224 px): resnet50in_fwd_eval" in capsys.readouterr().out
    monkeypatch.chdir(REPO)
    assert main(["explain", step]) == 0
    said = capsys.readouterr().out
    assert "forward partner (eval batch 32, 224 px): resnet50in_fwd_eval" in said and "not in" not in said
    # a step the matrix does not request gets the default partner, and says so (a new user's finding, stop 42)
    assert main(["explain", "resnet50in160_lambwxbcewd001_train_step"]) == 0
    said = capsys.readouterr().out
    assert "forward partner (eval batch 32, 160 px): resnet50in160_fwd_eval" in said
    assert "(not in variants.toml: the forward partner is the default one, batch 32 at the step's image size" in said
    monkeypatch.chdir(tmp_path)  # no variants.toml here
    assert main(["explain", step]) == 0
    said = capsys.readouterr().out
    assert "forward partner (eval batch 32, 160 px): resnet50in160_fwd_eval" in said and "not in" not in said


def test_render_of_a_forward_names_the_train_steps_it_partners_in_the_matrix(tmp_path: Path, monkeypatch) -> None:
    """A driver author's finding (stop 32): `render` of a forward wrote "partners": [] where doit's sidecar lists
    the matrix's train steps; with --matrix (or ./variants.toml) it is now doit's sidecar, byte for byte, and
    without a matrix it names none. Plant: the CLI passing [] for a forward fails the first comparison."""
    fwd = "convnextatto32_fwd"
    shipped = (REPO / "verified_mlir" / (fwd + ".json")).read_text()
    assert json.loads(shipped)["partners"] == ["convnextatto32_adam_train_step"]
    out = tmp_path / "f.mlir"
    assert main(["render", fwd, "--matrix", str(REPO / "variants.toml"), "-o", str(out)]) == 0
    assert out.with_suffix(".json").read_text() == shipped
    monkeypatch.chdir(tmp_path)  # no variants.toml here
    assert main(["render", fwd, "-o", str(out)]) == 0
    assert json.loads(out.with_suffix(".json").read_text())["partners"] == []


def test_explain_reads_the_datasets_of_the_matrix_in_the_current_directory(tmp_path: Path, capsys,
                                                                          monkeypatch) -> None:
    """New-user finding (stop 26): `cnxbuild list` showed resnet18cifar32_mom16_train_step from ./variants.toml,
    and `cnxbuild explain` of that slug said "unknown size+dataset code '18cifar'" without --matrix."""
    (tmp_path / "variants.toml").write_text(
        '[datasets.cifar]\nclasses = 10\ncode = "cifar"\n\n[[group]]\nname = "g"\nfamily = "resnet"\nsize = "18"\n'
        'dataset = "cifar"\nimage_size = 32\nbatch = 16\noptimizer = "momentum"\n')
    monkeypatch.chdir(tmp_path)
    assert main(["explain", "resnet18cifar32_mom16_train_step"]) == 0
    assert "resnet18cifar32_mom16_train_step" in capsys.readouterr().out


def test_a_mistyped_option_is_said_with_the_commands_usage(capsys) -> None:
    """argparse said an unknown option of a subcommand with the top-level usage (`cnxbuild [-h] [--version]
    COMMAND ...`), which does not show the option meant; now the command's own usage lists it."""
    assert main(["check", "convnextatto_adam_train_step", "--reprot", "r.json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: cnxbuild check") and "[--report FILE]" in err
    assert "cnxbuild check: error: unrecognized arguments: --reprot r.json" in err


def test_check_says_each_phase_on_stderr_unless_quiet(capsys, monkeypatch) -> None:
    """A check runs for minutes (a ConvNeXt-B twin: ~4); a new user saw nothing for 2.5 min. Each phase the
    check announces is a line on stderr with the time since the start; -q keeps stderr quiet."""
    import cnxbuild.check as C

    def fake(v, executor, progress=None):
        verdict = C.Verdict(C.slug(v), executor, "rule", progress=progress)
        verdict.say("the twin: render, iree-compile (llvm-cpu)")
        verdict.say("run A: the reference step in float64 (the truth)")
        return verdict

    monkeypatch.setattr(C, "check_variant", fake)
    assert main(["check", "convnextatto32_fwd"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert [line.split("] ", 1)[1] for line in err[:2]] == ["the twin: render, iree-compile (llvm-cpu)",
                                                          "run A: the reference step in float64 (the truth)"]
    assert err[0].startswith("[") and err[0].split("]")[0].strip("[ s").replace(".", "").isdigit()
    assert main(["check", "convnextatto32_fwd", "-q"]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_a_stopped_command_says_interrupted_and_exits_130(sig) -> None:
    """The console script (cli.entry) stops on SIGTERM as on Ctrl-C (so an XLA child's work directory goes
    with it) and leaves at once with 130: after a check stopped in its reference phase the interpreter's
    shutdown crashed with SIGSEGV while XLA's threads still ran. Plant: without entry's handler SIGTERM kills
    the process (status -15), without its os._exit nothing here fails but the crash came back."""
    import subprocess
    import sys

    code = ("import dataclasses, os, signal, sys, time\n"
            "import cnxbuild.cli as c\n"
            "def slow(args):\n"
            f"    os.kill(os.getpid(), signal.{sig}); time.sleep(30); return 0\n"
            "c.COMMANDS['list'] = dataclasses.replace(c.COMMANDS['list'], run=slow)\n"
            "sys.argv = ['cnxbuild', 'list']\n"
            "c.entry()\n")
    import signal

    # as from a terminal: SIGINT at its default (a pytest-xdist worker ignores it, and so would its children)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert (r.returncode, r.stderr.strip()) == (130, "interrupted")


def test_render_refuses_a_sidecar_path_it_cannot_write_before_writing_the_module(tmp_path: Path, capsys) -> None:
    """render -o a.mlir writes a.json beside it: a directory at a.json was a traceback after a.mlir was written."""
    (tmp_path / "q.json").mkdir()
    assert main(["render", "convnextatto32_fwd", "-o", str(tmp_path / "q.mlir")]) == 2
    assert "is a directory" in capsys.readouterr().err and not (tmp_path / "q.mlir").exists()


def test_render_never_writes_over_the_matrix_it_reads(tmp_path: Path, capsys, monkeypatch) -> None:
    """A breaker's finding (stop 43): ``render SLUG -o variants.toml`` replaced the matrix (the default one, or
    --matrix's) with MLIR text. FILE, and the sidecar beside it, must not be the matrix file read."""
    text = "[[group]]\nname = \"g\"\nsize = \"atto\"\ndataset = \"imagenette\"\nimage_size = 32\nkind = \"fwd\"\n"
    for matrix, argv in (("variants.toml", ["-o", "variants.toml"]),
                         ("other.toml", ["--matrix", "other.toml", "-o", "other.toml"]),
                         ("m.json", ["--matrix", "m.json", "-o", "m.mlir"])):
        (tmp_path / matrix).write_text(text)
        monkeypatch.chdir(tmp_path)
        assert main(["render", "convnextatto32_fwd", *argv]) == 2, argv
        err = capsys.readouterr().err
        assert "the matrix file this command reads; give another FILE" in err, err
        assert (tmp_path / matrix).read_text() == text
        (tmp_path / matrix).unlink()
    assert not (tmp_path / "m.mlir").exists()


def test_an_output_name_whose_temp_file_cannot_fit_is_refused_before_any_work(tmp_path: Path, capsys,
                                                                            monkeypatch) -> None:
    """A 245-byte name fits the file system, its temp name (``.<name>.<pid>.<random>.tmp``) does not: refused with
    the longest name allowed, before the check runs (it ran, then lost its verdict at the write)."""
    from cnxbuild import check
    from cnxbuild.atomic import NAME_MAX, temp_name_length

    monkeypatch.setattr(check, "check_variant", lambda v, e, **_: (_ for _ in ()).throw(AssertionError("ran")))
    name = "r" * 240 + ".json"
    room = NAME_MAX - (temp_name_length(name) - len(name))
    for argv in (["check", "convnextatto_fwd", "--report", str(tmp_path / name)],
                 ["render", "convnextatto_fwd", "-o", str(tmp_path / (name[:-5] + ".mlir"))]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert "the file name is 245 bytes" in err and f"give a name of at most {room} bytes" in err, err
    long_name, long_dir = "b" * 252 + ".json", "d" * 300  # over NAME_MAX: a stat fails (a breaker's, stop 44)
    for argv in (["check", "convnextatto_fwd", "--report", str(tmp_path / long_name)],
                 ["render", "convnextatto_fwd", "-o", str(tmp_path / long_dir / "m.mlir")]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("error: ") and ("the file name is 257 bytes" in err or "File name too long" in err), err
    assert list(tmp_path.iterdir()) == []
    assert main(["render", "convnextatto_fwd", "-o", str(tmp_path / ("m" * (room - 5) + ".mlir"))]) == 0


def test_an_output_at_a_link_is_written_through_it(tmp_path: Path) -> None:
    """``-o link.mlir``: the link's target gets the module and the link stays (``-o /dev/stdout`` into a redirected
    file replaced the /dev/stdout link with a regular file)."""
    target = tmp_path / "real.mlir"
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    assert main(["render", "convnextatto_fwd", "-o", str(link)]) == 0
    assert link.is_symlink() and "func.func @convnextatto_fwd" in target.read_text()


def test_a_full_output_stream_is_one_line_and_status_2() -> None:
    """``cnxbuild render SLUG > /dev/full``: ``error: No space left on device``, exit 2 (not 1, a failed tool or
    verdict: a breaker's finding, stop 44), no traceback."""
    import subprocess
    import sys

    code = "import sys; from cnxbuild.cli import main; sys.exit(main(['render', 'convnextatto_fwd']))"
    p = subprocess.run(f"{sys.executable} -c \"{code}\" > /dev/full", shell=True, capture_output=True, text=True,
                       cwd=REPO)
    assert p.returncode == 2 and p.stderr.startswith("error: ") and "No space left" in p.stderr, p.stderr
    assert "Traceback" not in p.stderr and "Exception ignored" not in p.stderr, p.stderr


def test_output_links_are_judged_by_where_they_lead(tmp_path: Path, capsys, monkeypatch) -> None:
    """Breaker findings (stop 26): a sidecar name linked to the module's file had the sidecar written over the
    module; a --report link into an unwritable directory ran the whole check, then failed at the write."""
    from cnxbuild import check

    monkeypatch.setattr(check, "check_variant", lambda v, e, **_: (_ for _ in ()).throw(AssertionError("ran")))
    (tmp_path / "s.json").symlink_to(tmp_path / "s.mlir")
    assert main(["render", "convnextatto_adam_train_step", "-o", str(tmp_path / "s.mlir")]) == 2
    assert "name the module FILE.mlir" in capsys.readouterr().err and not (tmp_path / "s.mlir").exists()
    (tmp_path / "rep.json").symlink_to("/sys/cnxbuild/r.json")
    assert main(["check", "convnextatto_fwd", "--report", str(tmp_path / "rep.json")]) == 2
    assert "cannot create a file in /sys" in capsys.readouterr().err


@pytest.mark.parametrize("redirect, message", [(">&-", "error: standard output is closed"),
                                               ("> /dev/full", "error: standard output: No space left on device")])
def test_a_closed_or_full_standard_output_is_one_line(redirect: str, message: str) -> None:
    """Breaker findings (stop 26): ``cnxbuild render SLUG >&-`` was an AttributeError traceback, ``cnxbuild
    --version > /dev/full`` an OSError traceback."""
    import subprocess
    import sys

    for args in ("'render', 'convnextatto_fwd'", "'--version'"):
        code = f"import sys; sys.argv = ['cnxbuild', {args}]; from cnxbuild.cli import entry; entry()"
        p = subprocess.run(f"{sys.executable} -c \"{code}\" {redirect}", shell=True, capture_output=True, text=True,
                           cwd=REPO, executable="/bin/bash")
        assert p.returncode == 2 and p.stderr.startswith(message), (args, p.stderr)
        assert "Traceback" not in p.stderr and "Exception ignored" not in p.stderr, p.stderr


def test_train_notes_a_slug_the_matrix_does_not_request(tmp_path: Path, monkeypatch) -> None:
    from cnxbuild.slug import parse_slug

    matrix = tmp_path / "variants.toml"
    matrix.write_text('[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenette"\nimage_size = 32\n'
                      'optimizer = "adamw"\n')
    inside = parse_slug("convnextatto32_adam_train_step")
    outside = parse_slug("convnextatto32_mom_train_step")
    args = argparse.Namespace(matrix=matrix, slug="convnextatto32_mom_train_step")
    assert training._outside_matrix(args, inside) is None
    assert training._outside_matrix(args, outside) == (
        f"note: convnextatto32_mom_train_step is not in {matrix}: it is trained from a fresh render of its name, "
        "which doit neither builds nor checks (add it to the matrix to have it built and checked)")
    typo = argparse.Namespace(matrix=matrix, slug="convnextatto32_adam16_train_step")  # a near miss is named
    assert training._outside_matrix(typo, parse_slug(typo.slug)).startswith(
        f"note: convnextatto32_adam16_train_step is not in {matrix} (did you mean convnextatto32_adam_train_step?): "
        "it is trained from a fresh render")
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")  # no ./variants.toml and no --matrix: nothing to hold it to
    assert training._outside_matrix(argparse.Namespace(matrix=None, slug="x"), outside) is None


@pytest.mark.parametrize("argv, what", [(["list", "--matrix", ""], "a file name"),
                                        (["render", "convnextatto32_fwd", "-o", ""], "a file name"),
                                        (["train", "convnextatto32_adam_train_step", "--data", "", "--steps", "1"],
                                         "a file or directory name"),
                                        (["check", "convnextatto32_fwd", "--report", ""], "a file name")])
def test_an_empty_path_is_a_usage_error_not_the_current_directory(capsys, argv, what) -> None:
    """``Path("")`` is ".": ``--matrix ""`` said ".: not a regular file", ``--data ""`` read the current
    directory as an image folder (breaker finding, stop 37); a file argument does not offer a directory (stop 39:
    ``--matrix DIR`` is refused)."""
    assert main(argv) == 2
    assert f"an empty path; give {what}" in capsys.readouterr().err


def test_ctrl_c_while_the_command_line_loads_is_one_line(capsys) -> None:
    """A breaker's finding (stop 42): Ctrl-C in the first ~0.4 s of `cnxbuild` (its imports) printed a traceback;
    the hook the package installs says ``interrupted``, and leaves any other exception to the previous hook."""
    cli._stopped_while_loading(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert capsys.readouterr().err == "interrupted\n"
    try:  # wrapped by a library on its way out (pydantic's __set_name__ error)
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as e:
            raise RuntimeError("Error calling __set_name__") from e
    except RuntimeError as wrapped:
        cli._stopped_while_loading(RuntimeError, wrapped, None, previous=lambda *a: None)
    assert capsys.readouterr().err == "interrupted\n"
    seen = []
    cli._stopped_while_loading(ValueError, ValueError("x"), None, previous=lambda *a: seen.append(a[0]))
    assert seen == [ValueError]


@pytest.mark.parametrize("module, name", [("cnxbuild.cli.training", "train"), ("cnxbuild.cli.artifacts", "list")])
def test_a_command_module_run_as_a_script_says_how_to_run_it(module: str, name: str) -> None:
    """A breaker's finding (stop 42): `python -m cnxbuild.cli.training --help` ended in a traceback (the module,
    run as __main__ and imported by cnxbuild.cli, registered its commands twice)."""
    root = Path(__file__).resolve().parents[1]
    p = subprocess.run([sys.executable, "-m", module, "--help"], capture_output=True, text=True, cwd=root,
                       env={**os.environ, "PYTHONPATH": str(root)}, timeout=120)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert p.stderr.strip().splitlines()[-1] == (f"error: this module holds `cnxbuild {name}`; run `cnxbuild {name} --help` "
                                "(or python -m cnxbuild.cli)"), p.stderr


def test_an_interrupted_render_leaves_module_and_sidecar_of_one_slug(tmp_path: Path) -> None:
    """A breaker's finding (stop 47): SIGINT between the module's rename and the sidecar's left the new module
    beside the old module's sidecar. Both are written under held signals now; the interrupt still ends the
    command (130). Plant: without ``signals_held`` the sidecar names the forward while the module is the step."""
    import signal
    import subprocess
    import sys

    out = tmp_path / "o.mlir"
    assert main(["render", "convnextatto32_fwd", "-o", str(out)]) == 0
    (tmp_path / ".o.mlir.9999999.abcdefgh.tmp").write_text("a killed render's temp")
    code = ("import os, signal, threading, time\n"
            "import cnxbuild.atomic as a\n"
            "write = a.write_atomic\n"
            "def slow(path, data, **kw):\n"  # the interrupt lands after the module's rename, before the sidecar's
            "    write(path, data, **kw)\n"
            "    if str(path).endswith('.mlir'): os.kill(os.getpid(), signal.SIGINT); time.sleep(0.5)\n"
            "a.write_atomic = slow\n"
            "import cnxbuild.cli as c, sys\n"
            f"sys.argv = ['cnxbuild', 'render', 'convnextatto32_adam_train_step', '-o', {str(out)!r}]\n"
            "c.entry()\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                       preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert r.returncode == 130 and r.stderr.strip().endswith("interrupted"), r.stderr
    assert r.stderr.startswith(f"wrote {out} "), r.stderr  # both were written, and it says so
    assert out.read_text().startswith("module @convnextatto32_adam_train_step")
    assert '"entry": "convnextatto32_adam_train_step"' in out.with_suffix(".json").read_text()
    assert not list(tmp_path.glob(".o.mlir.*.tmp"))  # the dead writer's temp is gone


def test_write_atomic_replaces_a_link_unless_told_to_follow_it(tmp_path: Path) -> None:
    """A breaker's finding (stop 47): a link planted in verified_mlir/ made `doit render` write its module to the
    link's target (/etc/passwd). A build's write replaces the link; only a path given on the command line
    (`render -o`, `--report`) is written through."""
    from cnxbuild.atomic import write_atomic

    victim = tmp_path / "victim"
    victim.write_text("keep me")
    link = tmp_path / "a.mlir"
    link.symlink_to(victim)
    write_atomic(link, b"module")
    assert victim.read_text() == "keep me" and not link.is_symlink() and link.read_bytes() == b"module"
    link.unlink()
    link.symlink_to(victim)
    write_atomic(link, b"through", follow_links=True)
    assert victim.read_text() == "through" and link.is_symlink()
    dangling = tmp_path / "b.mlir"
    dangling.symlink_to(tmp_path / "deep" / "er" / "x.mlir")
    write_atomic(dangling, b"m")
    assert not (tmp_path / "deep").exists() and dangling.read_bytes() == b"m"



@pytest.mark.parametrize("argv", [["explain", "convnext_adam_train_step"], ["render", "convnextatto32_fwd"],
                                  ["list"]])
def test_a_variants_toml_that_is_a_directory_is_refused_by_every_command(argv, tmp_path: Path, monkeypatch,
                                                                          capsys) -> None:
    """A breaker's finding (stop 47): with a directory named variants.toml, list and doit refused it but explain
    and render silently read the built-in datasets."""
    (tmp_path / "variants.toml").mkdir()
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert "variants.toml: not a regular file" in capsys.readouterr().err


@pytest.mark.parametrize("there", ["module", "sidecar"])
def test_a_report_path_holding_another_file_is_refused_before_the_check(tmp_path: Path, capsys, monkeypatch,
                                                                        there) -> None:
    """A breaker's finding (stop 53): `--report verified_mlir/SLUG.mlir` removed the artifact before the check
    ("an earlier report goes first") and wrote the report in its place; a failed or stopped check left it gone.
    Only an earlier report (a JSON object with a verdict) or an empty file is replaced; anything else is refused
    before any work and left as it was."""
    from cnxbuild import check

    monkeypatch.setattr(check, "check_variant", lambda v, e, **_: pytest.fail("the check ran"))
    path = tmp_path / ("convnextatto_fwd.mlir" if there == "module" else "convnextatto_fwd.json")
    body = "module {}\n" if there == "module" else '{"entry": "convnextatto_fwd", "inputs": []}\n'
    path.write_text(body)
    assert main(["check", "convnextatto_fwd", "--report", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"--report {path}: a file that is not a check report is there" in err, err
    assert path.read_text() == body


def test_check_report_refuses_another_artifacts_report(tmp_path: Path, capsys, monkeypatch) -> None:
    """A breaker's finding (stop 57): ``check A --report build/checks/B.json`` replaced B's verdict with A's."""
    from cnxbuild import check

    monkeypatch.setattr(check, "check_variant", lambda *a, **k: (_ for _ in ()).throw(AssertionError("ran")))
    other = tmp_path / "convnextatto32_adam8_train_step.json"
    other.write_text('{"slug": "convnextatto32_adam8_train_step", "verdict": "pass"}')
    assert main(["check", "convnextatto32_fwd", "--report", str(other)]) == 2
    said = capsys.readouterr().err
    assert (f"error: --report {other}: the report of convnextatto32_adam8_train_step is there, not of "
            "convnextatto32_fwd; give another path (e.g. build/checks/convnextatto32_fwd.json)") in said, said
    assert other.read_text() == '{"slug": "convnextatto32_adam8_train_step", "verdict": "pass"}'


def test_list_prints_user_text_as_written(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 57): rich read a [[build.skip]] why, a dataset or the matrix's path as markup:
    ``[/link]`` crashed list with a MarkupError, ``[build]`` and ``[old]`` vanished from what it printed."""
    folder = tmp_path / "run[/1]"  # the directories "run[" and "1]"
    folder.mkdir(parents=True)
    matrix = folder / "variants.toml"
    matrix.write_text('[build]\nextra_targets = ["cuda"]\n[[build.skip]]\ntarget = "cuda"\nkind = "fwd"\n'
                      'why = "see [/link] and [red]NVPTX[/red]"\n'
                      '[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenette"\nimage_size = 32\nkind = "fwd"\n')
    assert main(["list", "--matrix", str(matrix)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(str(matrix))
    assert "1 artifact not compiled for cuda: [build] skip[0]: see [/link] and [red]NVPTX[/red]" in out, out


def test_train_refuses_an_executor_with_the_reference(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 57): `--executor xla --reference` ran the reference and ignored --executor."""
    assert main(["train", "convnextatto32_adam_train_step", "--reference", "--executor", "xla", "--steps", "1",
                 "--data", "digits", "--out", str(tmp_path / "r")]) == 2
    assert ("error: --executor xla with --reference: the reference (JAX + optax) runs no artifact, so no executor; "
            "give one or the other") in capsys.readouterr().err
    assert not (tmp_path / "r").exists()
