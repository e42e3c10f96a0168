"""The doit build (dodo.py + rules/): incremental rebuilds, collisions, interrupted renders, audits.

Each test drives ``python -m doit -f <repo>/dodo.py -d <tmp>`` on a small matrix written into a temporary
directory: ConvNeXt-atto at 32 px, mostly forwards. Only one artifact (a batch-1 forward) is ever
compiled, once per module, and copied into the tests that need a compiled build. Which tasks ran is read
from the progress reporter's lines (``[i/n] <task>  <time>``).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from cnxbuild.build_support import artifact_files, variant_json
from cnxbuild.signature import parse_signature, sidecar_problems
from cnxbuild.check import TensorError, Verdict
from cnxbuild.slug import slug
from cnxbuild.step import sidecar
from cnxbuild.variant import BUILTIN_DATASETS, Forward
from rules.check import failure_message

REPO = Path(__file__).resolve().parents[1]
DODO = REPO / "dodo.py"
FWD1 = "convnextatto32_1_fwd"
STEP = "convnextatto32_1_train_step"

ONE_FORWARD = """
[[group]]
name = "tiny"
kind = "fwd"
size = "atto"
dataset = "imagenette"
image_size = 32
batch = 1
"""

# A train step (its partner is the batch-1 forward, also requested directly) and a second forward.
MIXED = """
[[group]]
name = "tiny"
kind = "fwd"
size = "atto"
dataset = "imagenette"
image_size = 32
batch = [1, 2]

[[group]]
name = "steps"
size = "atto"
dataset = "imagenette"
image_size = 32
batch = 1
eval_batch = 1
optimizer = "fused_sgd"
"""
MIXED_SLUGS = [FWD1, STEP, "convnextatto32_2_fwd"]

_LINE = re.compile(r"^\[\s*\d+/\d+\] (FAILED |NOT RUN )?(\S+)  ", re.M)


@dataclass
class Run:
    rc: int
    out: str
    err: str

    @property
    def executed(self) -> set[str]:
        """Tasks that ran and succeeded."""
        return {name for failed, name in _LINE.findall(self.out) if not failed}

    @property
    def failed(self) -> set[str]:
        return {name for failed, name in _LINE.findall(self.out) if failed}


def _env(extra: dict[str, str] | None) -> dict[str, str]:
    """A build's environment: the session's caches (tests/conftest.py) left out, as a user's shell has none."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("CNXBUILD_") and k not in ("JAX_COMPILATION_CACHE_DIR",
                                                          "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS")}
    return {**env, **(extra or {})}


def _cmd(cwd: Path, args: tuple[str, ...]) -> list[str]:
    return [sys.executable, "-m", "doit", "-f", str(DODO), "-d", str(cwd), *args]


def doit(cwd: Path, *args: str, env: dict[str, str] | None = None) -> Run:
    """Run doit in ``cwd`` (its variants.toml) from a shell in ``cwd`` (``PWD``, unless ``env`` gives it) and
    return its exit status and output."""
    p = subprocess.run(_cmd(cwd, args), env=_env({"PWD": str(cwd), **(env or {})}), capture_output=True,
                       text=True, timeout=600)
    return Run(p.returncode, p.stdout, p.stderr)


def project(path: Path, matrix: str) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    (path / "variants.toml").write_text(matrix)
    return path


def listing(path: Path) -> dict[str, bytes]:
    """Every file under ``path`` with its bytes."""
    return {str(p.relative_to(path)): p.read_bytes() for p in sorted(path.rglob("*")) if p.is_file()}


def fresh(s: str) -> tuple[bytes, bytes]:
    """The .mlir and .json bytes of a fresh render of the MIXED matrix's forward ``s``."""
    batch = int(s.split("_")[1])
    v = Forward(size="atto", dataset=BUILTIN_DATASETS["imagenette"], image_size=32, batch=batch)
    return artifact_files(variant_json(v), [STEP] if s == FWD1 else [])


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A default ``doit`` (render + compile + manifest) of one forward, done once for the module."""
    path = project(tmp_path_factory.mktemp("built"), ONE_FORWARD)
    run = doit(path)
    assert run.rc == 0, run.out + run.err
    assert run.executed == {f"render:{FWD1}", f"compile:{FWD1}", "manifest"}
    return path


@pytest.fixture(scope="module", autouse=True)
def checking(built: Path, tmp_path_factory):
    """``doit check`` on a copy of the built project, started in the background when the module starts
    (the numeric check takes ~30 s; the other tests run meanwhile). Yields the copy and the process."""
    path = Path(shutil.copytree(built, tmp_path_factory.mktemp("checking") / "p"))
    with open(path.parent / "out.txt", "w") as out:
        proc = subprocess.Popen(_cmd(path, ("check",)), env=_env(None), stdout=out, stderr=subprocess.STDOUT,
                                text=True)
    yield path, proc
    if proc.poll() is None:
        proc.kill()
        proc.wait()


@pytest.fixture
def copy(built: Path, tmp_path: Path) -> Path:
    """A private copy of the built project (mtimes kept, so doit's database still matches)."""
    return Path(shutil.copytree(built, tmp_path / "p"))


# ---------------------------------------------------------------------------------------------------------
# Must show


def test_second_run_is_a_no_op(copy: Path) -> None:
    before = listing(copy)
    run = doit(copy)
    assert run.rc == 0 and run.executed == set()
    assert "0 built, 3 up to date, 0 failed" in run.out
    after = listing(copy)
    assert {k: v for k, v in after.items() if ".doit.db" not in k and ".cnxbuild.lock" not in k} == \
        {k: v for k, v in before.items() if ".doit.db" not in k and ".cnxbuild.lock" not in k}


def test_editing_one_variant_reruns_only_its_tasks(tmp_path: Path) -> None:
    path = project(tmp_path, MIXED)
    assert doit(path, "render", "manifest").executed == {f"render:{s}" for s in MIXED_SLUGS} | {"manifest"}
    (path / "variants.toml").write_text(MIXED.replace("batch = [1, 2]", "batch = [1, 4]"))
    run = doit(path, "render", "manifest")
    assert run.rc == 0 and run.executed == {"render:convnextatto32_4_fwd", "manifest"}
    assert "convnextatto32_4_fwd" in (path / "verified_mlir" / "MANIFEST.md").read_text()
    # the old artifact is stale: the audit reports it and deletes nothing
    audit = doit(path, "audit")
    assert audit.rc != 0 and audit.failed == {"audit"}
    for ext in ("mlir", "json"):
        assert f"verified_mlir/convnextatto32_2_fwd.{ext}: stale" in audit.out
        assert (path / "verified_mlir" / f"convnextatto32_2_fwd.{ext}").exists()


def test_emitter_change_with_same_bytes_recompiles_nothing(copy: Path) -> None:
    extra = copy / "emitter_extra.py"
    extra.write_text("# stands in for an emitter source\n")
    vmfb = copy / "build" / "llvm-cpu" / f"{FWD1}.vmfb"
    stamp = vmfb.stat().st_mtime_ns
    env = {"CNXBUILD_EMITTER_EXTRA": str(extra)}
    run = doit(copy, env=env)
    assert run.rc == 0 and run.executed == {f"render:{FWD1}"}  # not compile, not the manifest
    extra.write_text("# an edited emitter source\n")
    assert doit(copy, env=env).executed == {f"render:{FWD1}"}
    assert vmfb.stat().st_mtime_ns == stamp


def lossy_slug(v) -> str:
    """A naming function that forgets a forward's batch (for the collision test, via CNXBUILD_SLUG_FN)."""
    return re.sub(r"_\d+_fwd$", "_fwd", slug(v))


STEP_TWICE = MIXED.replace("eval_batch = 1", "eval_batch = [1, 2]")
EVAL_LINE = STEP_TWICE.split("\n").index("eval_batch = [1, 2]") + 1  # the line an eval-batch conflict names


@pytest.mark.parametrize("matrix, env, message", [
    (MIXED, {"CNXBUILD_SLUG_FN": "tests.test_build:lossy_slug"},
     "error: variants.toml: two different variants would produce verified_mlir/convnextatto32_fwd.mlir"),
    (STEP_TWICE, {}, f"error: variants.toml:{EVAL_LINE}: train step convnextatto32_1_train_step is requested "
                     "with two forward-partner"),
    (MIXED + "[[group]\n", {}, "error: variants.toml:18:8: Expected ']]'"),
    (MIXED.replace("optimizer", "optimiser"), {}, 'group "steps" → optimiser: unknown key'),
], ids=["collision", "eval-batch-conflict", "toml-syntax", "unknown-key"])
def test_bad_matrix_stops_before_anything_is_written(tmp_path: Path, matrix: str, env: dict,
                                                     message: str) -> None:
    path = project(tmp_path / "p", matrix)
    before = listing(path)
    for args in ((), ("list",))[:2 if env else 1]:
        run = doit(path, *args, env=env)
        assert run.rc == 2, run.out + run.err
        assert message in run.err and "Traceback" not in run.err
        assert listing(path) == before


def test_a_matrix_error_names_the_file_as_the_shell_sees_it(tmp_path: Path) -> None:
    """``doit -d DIR`` reads DIR/variants.toml: its errors say ``DIR/variants.toml``, not a bare
    ``variants.toml`` that would be the one in the user's own directory (a new user's finding, stop 34)."""
    path = project(tmp_path / "p", MIXED.replace("optimizer", "optimiser"))
    run = doit(path, env={"PWD": str(tmp_path)})
    assert run.rc == 2 and "error: p/variants.toml:" in run.err, run.err
    assert 'optimiser: unknown key' in run.err
    run = doit(path, env={"PWD": str(tmp_path / "elsewhere")})  # not a directory: the absolute path
    assert f"error: {path / 'variants.toml'}:" in run.err, run.err


def test_doit_from_a_directory_with_its_own_matrix_but_without_dir_says_which_matrix_it_builds(
        tmp_path: Path, monkeypatch, capsys) -> None:
    """``doit -f repo/dodo.py`` runs in the repo (doit's default directory), so a user in a directory with a
    variants.toml of its own would build the repo's matrix without a word; a note says which file is read."""
    from rules import note_other_matrix
    from rules.argv import dir_given

    mine, repo = project(tmp_path / "mine", ONE_FORWARD), project(tmp_path / "repo", ONE_FORWARD)
    monkeypatch.chdir(repo)
    monkeypatch.delenv("CNXBUILD_MATRIX", raising=False)
    monkeypatch.setenv("PWD", str(mine))
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "list"])
    note_other_matrix()
    assert capsys.readouterr().err == (f"note: this build reads {repo / 'variants.toml'} (doit runs in the "
                                       "directory of its dodo file), not ./variants.toml; to build this "
                                       "directory's matrix, add -d .\n")
    for argv in (["doit", "-d", "."], ["doit", "--dir=.", "list"], ["doit", "-d.", "check"]):  # -d given
        monkeypatch.setattr(sys, "argv", argv)
        note_other_matrix()
        assert dir_given(argv) and capsys.readouterr().err == ""
    def refused(argvs: list[list[str]], why: str) -> None:
        for argv in argvs:
            monkeypatch.setattr(sys, "argv", argv)
            with pytest.raises(SystemExit) as stop:
                note_other_matrix()
            assert stop.value.code == 2
            assert capsys.readouterr().err == (f"error: this build would read {repo / 'variants.toml'} and write "
                                               f"into {repo}/ (doit runs in the directory of its dodo file), not "
                                               f"this directory, {why}; nothing was built\n")

    # a command that builds is refused there (a new user's finding, stop 41: a plain doit started the
    # other directory's whole default build after one note line)
    refused([["doit", "-f", str(repo / "dodo.py")], ["doit", "-f", str(repo / "dodo.py"), "check"],
             ["doit", "-f", str(repo / "dodo.py"), "-n", "2", "render:x"]],
            f"which has a variants.toml of its own; add -d . to build it here, or -d {repo} to build there")
    # $CNXBUILD_MATRIX naming this directory's matrix would still write into the other one (breaker, stop 41)
    monkeypatch.setenv("CNXBUILD_MATRIX", str(mine / "variants.toml"))
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "audit"])
    with pytest.raises(SystemExit):
        note_other_matrix()
    assert f"and write into {repo}/ (doit runs in" in capsys.readouterr().err
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "list"])
    note_other_matrix()  # read-only under the variable: no note, no refusal
    assert capsys.readouterr().err == ""
    monkeypatch.delenv("CNXBUILD_MATRIX")
    monkeypatch.setattr(sys, "argv", ["doit", "list"])
    monkeypatch.setenv("PWD", str(repo))  # started in the build's own directory
    note_other_matrix()
    assert capsys.readouterr().err == ""
    (mine / "variants.toml").unlink()
    monkeypatch.setenv("PWD", str(mine))  # a directory without a matrix of its own: which one is read
    note_other_matrix()
    assert capsys.readouterr().err == (f"note: this build reads {repo / 'variants.toml'} (doit runs in the "
                                       "directory of its dodo file); to build another matrix, add -d DIR\n")
    # ... and a command that writes is refused there too (a new user's finding, stop 57: a forgotten -d started
    # the repository's 30 full-size compiles)
    refused([["doit", "-f", str(repo / "dodo.py")], ["doit", "-f", str(repo / "dodo.py"), "check"]],
            f"where you started it; add -d DIR to build the variants.toml in DIR, or -d {repo} to build there")
    (repo / "sub").mkdir()  # but from a folder of the build directory (`doit -k` there) that build is meant
    monkeypatch.setenv("PWD", str(repo / "sub"))
    monkeypatch.setattr(sys, "argv", ["doit", "-k"])
    note_other_matrix()
    assert capsys.readouterr().err.startswith(f"note: this build reads {repo / 'variants.toml'}")
    monkeypatch.setenv("PWD", str(mine))
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "list"])
    # ... and under $CNXBUILD_MATRIX a command that writes is refused there too (a breaker, stop 42: `doit -f
    # repo/dodo.py audit` wrote another matrix's artifacts and manifest into the repository)
    monkeypatch.setenv("CNXBUILD_MATRIX", "m.toml")
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "audit"])
    with pytest.raises(SystemExit):
        note_other_matrix()
    assert "not this directory, where you started it with $CNXBUILD_MATRIX; add -d . to build it here" in \
        capsys.readouterr().err
    # under -d, a relative $CNXBUILD_MATRIX is read from -d's directory, and a note says which file
    monkeypatch.setattr(sys, "argv", ["doit", "-f", str(repo / "dodo.py"), "-d", str(repo), "render"])
    note_other_matrix()
    assert capsys.readouterr().err == (f"note: this build reads {repo / 'm.toml'} (a relative $CNXBUILD_MATRIX "
                                       "is read from the directory -d names, where doit runs)\n")
    assert not dir_given(["doit", "-n", "2", "--db-file", "x", "list"])


def _wait_for(pattern: str, where: Path, proc: subprocess.Popen, seconds: float = 60) -> list[Path]:
    end = time.monotonic() + seconds
    while time.monotonic() < end and proc.poll() is None:
        found = sorted(where.glob(pattern))
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"{pattern} never appeared in {where} (doit exit {proc.poll()})")


def test_killed_render_leaves_no_partial_artifact(tmp_path: Path) -> None:
    path = project(tmp_path, MIXED)
    env = _env({"CNXBUILD_PAUSE_BEFORE_REPLACE": "60"})
    proc = subprocess.Popen(_cmd(path, ("render",)), env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        (tmp,) = _wait_for(".*.mlir.*.tmp", path / "verified_mlir", proc)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert tmp.exists() and list((path / "verified_mlir").glob("*.mlir")) == []
    run = doit(path, "-n", "2", "-P", "process", "render", "manifest")  # the next build finishes the job
    assert run.rc == 0 and run.executed == {f"render:{s}" for s in MIXED_SLUGS} | {"manifest"}
    assert not list((path / "verified_mlir").glob(".*.tmp"))
    for s in MIXED_SLUGS[::2]:
        assert (path / "verified_mlir" / f"{s}.mlir").read_bytes() == fresh(s)[0]
        assert (path / "verified_mlir" / f"{s}.json").read_bytes() == fresh(s)[1]


# ---------------------------------------------------------------------------------------------------------
# The audit, the check task, the listing


def test_audit_finds_drift_and_sidecar_mismatch(tmp_path: Path) -> None:
    path = project(tmp_path, MIXED)
    assert doit(path, "render", "audit").rc == 0
    mlir, side = path / "verified_mlir" / f"{FWD1}.mlir", path / "verified_mlir" / f"{STEP}.json"
    mlir.write_bytes(mlir.read_bytes() + b"// hand edit\n")
    doc = json.loads(side.read_text())
    doc["inputs"][1]["shape"] = [7]
    side.write_text(json.dumps(doc))
    run = doit(path, "-s", "audit")  # the audit alone: `doit audit` renders the damaged file again first
    assert run.rc == 1 and run.failed == {"audit"} and run.executed == set()
    assert f"verified_mlir/{FWD1}.mlir: bytes differ from a fresh render (drift)" in run.out
    assert f"verified_mlir/{STEP}.json: inputs[1] is ('stem.0.weight', (7,), 'f32')" in run.out


def test_check_task_writes_a_report(checking) -> None:
    copy, proc = checking
    run = Run(proc.wait(timeout=600), (copy.parent / "out.txt").read_text(), "")
    assert run.rc == 0, run.out
    assert run.executed == {"audit", f"check:{FWD1}"}  # compile was up to date
    assert f"PASS {FWD1} [iree]" in run.out
    report = json.loads((copy / "build" / "checks" / f"{FWD1}.json").read_text())
    assert report["verdict"] == "pass" and report["executor"] == "iree"
    assert {"slug", "versions", "rule", "tensors", "notes", "timings", "memory"} <= set(report)
    assert report["tensors"][0]["name"] == "logits" and "iree-base-compiler" in report["versions"]
    shipped = copy / "verified_mlir" / f"{FWD1}.mlir"  # the bytes the verdict is for
    assert report["artifact"] == {"path": f"verified_mlir/{FWD1}.mlir",
                                  "sha256": hashlib.sha256(shipped.read_bytes()).hexdigest()}
    assert any((copy / "build" / "jax-cache").iterdir())
    assert doit(copy, "check").executed == {"audit"}


def test_doit_list_names_tasks_by_slug(tmp_path: Path) -> None:
    run = doit(project(tmp_path, MIXED), "list")
    names = {line.split()[0] for line in run.out.splitlines()}
    for step in ("render", "compile", "check"):
        assert {f"{step}:{s}" for s in MIXED_SLUGS} <= names
    assert {"manifest", "audit", "render", "check"} <= names


# ---------------------------------------------------------------------------------------------------------
# Pure helpers


def test_signature_parser_agrees_with_the_sidecar() -> None:
    v = Forward(size="atto", dataset=BUILTIN_DATASETS["imagenette"], image_size=32, batch=1)
    text, side = artifact_files(variant_json(v), [])
    sig = parse_signature(text.decode())
    assert sig is not None and sig.entry == FWD1
    assert sig.inputs[0] == ("x", (1, 3, 32, 32), "f32") and sig.outputs == (((1, 10), "f32"),)
    assert sidecar_problems(FWD1, sig, json.loads(side)) == []
    assert json.loads(side) == sidecar(v, [])
    wrong = dict(json.loads(side), outputs=[])
    assert sidecar_problems("other", sig, wrong) == [
        f"other.mlir: entry function @{FWD1} is not named after the file (@other)",
        "other.json: 0 outputs but the module has 1"]


def test_failed_verdict_prints_one_line_per_offending_tensor() -> None:
    v = Verdict("s", "iree", "rel <= max(10*rel(float32 control), 1e-6)",
                [TensorError("a [A]", 1e-3, 1e-7, 1e-6), TensorError("b [A]", 1e-8, 1e-9, 1e-6),
                 TensorError("c [B]", 2e-2, None, 1e-6)], ["FAIL replicas 0 and 1 disagree"])
    lines = failure_message(v, "build/checks/s.json").splitlines()
    assert lines[0].startswith("FAIL s [iree]")
    assert [ln.split(":")[0].strip() for ln in lines[2:4]] == ["a [A]", "c [B]"]
    assert "FAIL replicas 0 and 1 disagree" in lines[4] and lines[-1].endswith("build/checks/s.json")


def test_a_failed_check_prints_its_worst_tensors_and_how_many_more() -> None:
    """A broken optimizer fails every θ′ and m′ (a CI adopter's log: ~160 lines for one check); the message
    shows the ten furthest past their bounds, in the report's order, and counts the rest."""
    from rules.check import SHOWN_FAILURES

    tensors = [TensorError(f"t{i} [A]", 1e-6 * (i + 2), 1e-8, 1e-6) for i in range(25)]
    v = Verdict("s", "iree", "rule", [TensorError("ok [A]", 1e-7, 1e-8, 1e-6), *tensors])
    lines = failure_message(v, "build/checks/s.json").splitlines()
    named = [ln.split(":")[0].strip() for ln in lines[2:2 + SHOWN_FAILURES]]
    assert named == [f"t{i} [A]" for i in range(15, 25)]  # the worst ten, in order
    assert lines[2 + SHOWN_FAILURES] == "  ... and 15 more tensors past their bounds (all in the report)"
    assert len(lines) == 2 + SHOWN_FAILURES + 2 and lines[-1].endswith("build/checks/s.json")


def test_a_failed_checks_report_path_is_the_one_the_users_shell_can_open(tmp_path, monkeypatch) -> None:
    """``doit -f repo/dodo.py -d DIR check`` runs in DIR; the report's path is said from where doit was started
    ($PWD), not relative to DIR (breaker finding: 'report: build/checks/x.json' did not exist from the shell)."""
    v = Verdict("s", "iree", "rule", [TensorError("a [A]", 1e-3, 1e-7, 1e-6)])
    (tmp_path / "proj").mkdir()
    monkeypatch.chdir(tmp_path / "proj")
    monkeypatch.setenv("PWD", str(tmp_path))
    assert failure_message(v, "build/checks/s.json").splitlines()[-1] == "  report: proj/build/checks/s.json"
    monkeypatch.setenv("PWD", str(tmp_path / "gone"))  # not a directory (any more): the absolute path
    assert failure_message(v, "build/checks/s.json").splitlines()[-1] == \
        f"  report: {tmp_path / 'proj' / 'build' / 'checks' / 's.json'}"


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_a_terminated_build_keeps_what_it_finished(tmp_path: Path, sig: str) -> None:
    """SIGTERM (a CI time limit, `timeout`) ends doit like Ctrl-C: the finished renders are recorded and the
    next run does only the rest; one line on stderr, no traceback (rules/interrupt.py); the summary says the
    run stopped, not that it was done."""
    path = project(tmp_path, MIXED)
    proc = subprocess.Popen(_cmd(path, ("render",)), env=_env({"CNXBUILD_PAUSE_BEFORE_REPLACE": "1"}),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            # as from a terminal: SIGINT at its default (a pytest-xdist worker ignores it)
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        _wait_for("*.json", path / "verified_mlir", proc)  # one render finished (its sidecar is written last)
        # and doit went on to the next one (its .mlir waits a second before its rename): the finished task is
        # doit's, not still in its action, when the signal comes (under load a signal right after the sidecar's
        # rename could land inside that action, which then did not finish)
        _wait_for(".*.mlir.*.tmp", path / "verified_mlir", proc)
    finally:
        proc.send_signal(getattr(signal, sig))
        out, err = proc.communicate(timeout=60)
    done = {f"render:{p.stem}" for p in (path / "verified_mlir").glob("*.json")}
    assert done and "Traceback" not in err and "doit: stopped; the tasks that finished are recorded" in err, err
    assert "stopped after" in out and "done in" not in out, out
    run = doit(path, "render")
    assert run.rc == 0 and run.executed == {f"render:{s}" for s in MIXED_SLUGS} - done, (done, run.out)
    assert "done in" in run.out and "stopped after" not in run.out  # a run that finished says so


def test_a_killed_manifest_write_leaves_no_temp_behind(tmp_path: Path) -> None:
    path = project(tmp_path, MIXED)
    assert doit(path, "render").rc == 0
    proc = subprocess.Popen(_cmd(path, ("manifest",)), env=_env({"CNXBUILD_PAUSE_BEFORE_REPLACE": "60"}),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        (tmp,) = _wait_for(".MANIFEST.md.*.tmp", path / "verified_mlir", proc)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert tmp.exists()
    run = doit(path, "manifest")
    assert run.rc == 0 and not tmp.exists() and (path / "verified_mlir" / "MANIFEST.md").exists()


def test_a_damaged_artifact_is_rendered_again(copy: Path) -> None:
    """A rendered file truncated by hand is not up to date: `doit` renders it again instead of the manifest
    certifying the damaged file; the manifest and the compile, keyed on the bytes, see them restored and do
    not run."""
    mlir = copy / "verified_mlir" / f"{FWD1}.mlir"
    good = mlir.read_bytes()
    mlir.write_bytes(good[:1000])
    manifest = (copy / "verified_mlir" / "MANIFEST.md").read_bytes()
    run = doit(copy)
    assert run.rc == 0 and run.executed == {f"render:{FWD1}"}, run.out  # same bytes again: nothing else runs
    assert mlir.read_bytes() == good and (copy / "verified_mlir" / "MANIFEST.md").read_bytes() == manifest


def test_the_check_task_depends_on_every_project_module_the_check_imports(tmp_path: Path) -> None:
    """``check:`` file_deps :func:`check_sources`; it covers what a fresh check process has imported once the
    check's lazily imported pieces (reference, executors) are loaded, and not the CLI or the trainer (D37)."""
    from cnxbuild.build_support import PACKAGE, check_sources

    code = ("import sys, rules.check, cnxbuild.check, cnxbuild.reference, cnxbuild.run.iree, cnxbuild.run.xla, "
            "cnxbuild.run.xla_subprocess, cnxbuild.run._xla_child, rules._check_child\n"
            "print('\\n'.join(sorted(m.__file__ for n, m in list(sys.modules.items()) "
            "if n.split('.')[0] in ('cnxbuild', 'rules') and getattr(m, '__file__', None))))")
    root = PACKAGE.parent
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(root)}).stdout.split()
    imported = {Path(f).resolve() for f in out}
    deps = {p.resolve() for p in check_sources()}
    assert imported and imported <= deps, sorted(imported - deps)
    assert {root / "cnxbuild" / "layers" / "conv.py", root / "cnxbuild" / "reference" / "layers.py",
            root / "cnxbuild" / "nets" / "convnext.py", root / "rules" / "check.py"} <= deps
    # the family reference models, imported by name when a check runs (cnxbuild.reference.model_of)
    assert {root / "cnxbuild" / "reference" / "convnext.py"} <= deps
    assert not {*(root / "cnxbuild" / "cli").glob("*.py"), root / "cnxbuild" / "train" / "driver.py"} & deps
    assert (root / "cnxbuild" / "cli" / "base.py").is_file()  # the glob above finds the command line's files


def test_every_digest_part_names_files_and_the_checker_digest_covers_the_check_package() -> None:
    """A part that globs nothing leaves its files out of the digest silently (``check.py`` became a package, D99:
    the old name would have matched nothing). Every module of the check package and the reference counts."""
    from cnxbuild import build_support as bs

    for part in (*bs.EMITTER_PARTS, *bs.CHECKER_PARTS):
        assert list(bs.PACKAGE.glob(part)), part
    covered = set(bs._sources(bs.CHECKER_PARTS))
    assert {*(bs.PACKAGE / "check").glob("*.py"), *(bs.PACKAGE / "reference").glob("*.py")} == covered
    assert bs.PACKAGE / "check" / "judge.py" in covered


def test_the_emitter_digest_covers_every_module_the_render_imports() -> None:
    """What ``render`` imports is what the rendered bytes can depend on: a module outside the emitter digest can
    change an artifact without its render task running again. ``cnxbuild/__init__.py`` was outside it (a
    breaker's finding, stop 54): its ``__version__`` is the sidecar's ``generator.version``, so a version bump
    left the committed sidecars old while a fresh render (``cnxbuild train``'s comparison) differed."""
    from cnxbuild import build_support as bs

    assert set(bs.import_closure(("cnxbuild.step",))) <= set(bs.emitter_sources())


def test_twin_digest_is_the_rendered_twins_and_is_memoized(tmp_path: Path, monkeypatch) -> None:
    import hashlib

    from cnxbuild import build_support, step
    from cnxbuild.check import twin
    from cnxbuild.slug import parse_slug

    v = parse_slug("convnextatto_fwd")
    memo = tmp_path / "twins.json"
    first = build_support.twin_digest(variant_json(v), memo)
    assert first == hashlib.sha256(step.render(twin(v)).encode()).hexdigest()
    monkeypatch.setattr(step, "render", lambda v: pytest.fail("a memoized twin was rendered again"))
    assert build_support.twin_digest(variant_json(v), memo) == first
    monkeypatch.undo()
    other = build_support.twin_digest(variant_json(parse_slug("convnextattoin_fwd")), memo)  # another key
    assert other != first and len(json.loads(memo.read_text())) == 2


def test_render_digests_are_a_fresh_renders_and_are_memoized(tmp_path: Path, monkeypatch) -> None:
    """The audit's drift check compares with memoized digests of a fresh render: a no-op audit renders nothing."""
    import hashlib

    from cnxbuild import build_support
    from cnxbuild.slug import parse_slug

    doc = variant_json(parse_slug("convnextatto_fwd"))
    memo = tmp_path / "renders.json"
    first = build_support.render_digests(doc, [], memo)
    assert list(first) == [hashlib.sha256(b).hexdigest() for b in build_support.artifact_files(doc, [])]
    monkeypatch.setattr(build_support, "artifact_files", lambda *a: pytest.fail("a memoized artifact was rendered"))
    assert build_support.render_digests(doc, [], memo) == first
    monkeypatch.undo()
    assert build_support.render_digests(doc, ["convnextatto_train_step"], memo) != first  # partners are in the key


@pytest.mark.parametrize("damage", ["[1]", '"x"', '{"k": "ab"}', '{"k": ["0", "1"]}', "{not json"])
def test_a_damaged_digest_memo_reads_as_empty_and_costs_a_render_not_a_traceback(tmp_path: Path, damage) -> None:
    """A breaker's finding (stop 53): valid JSON of another shape in build/render-digests.json or
    build/twin-digests.json raised a TypeError on every later `doit audit` and `doit check`; a wrong-shaped entry
    would have read as a lasting drift. Each now reads as missing: rendered again, and the memo written whole."""
    import hashlib

    from cnxbuild import build_support
    from cnxbuild.slug import parse_slug

    doc = variant_json(parse_slug("convnextatto_fwd"))
    renders, twins = tmp_path / "renders.json", tmp_path / "twins.json"
    for memo in (renders, twins):
        memo.write_text(damage)
    build_support._read_memo.cache_clear()
    fresh = [hashlib.sha256(b).hexdigest() for b in build_support.artifact_files(doc, [])]
    assert list(build_support.render_digests(doc, [], renders)) == fresh
    assert len(build_support.twin_digest(doc, twins)) == 64
    for memo in (renders, twins):
        table = json.loads(memo.read_text())
        assert isinstance(table, dict) and "k" not in table and len(table) == 1


def test_doit_check_and_audit_do_not_repeat_the_matrix_warnings(tmp_path: Path) -> None:
    """A new user's finding (stop 57): every `doit check` printed the matrix's warnings again (four lines of 300
    characters); the build and `cnxbuild list` say them, a run that only checks or audits does not."""
    from rules.argv import advises

    assert advises(["doit"]) and advises(["doit", "render"]) and advises(["doit", "-n", "2", "check", "render:x"])
    assert advises(["doit", "list"]) and advises(["doit", "info", "check:x"])
    assert not advises(["doit", "check"]) and not advises(["doit", "-n", "2", "-P", "process", "check:x", "audit"])
    assert not advises(["doit", "prune"])
    path = project(tmp_path / "p", ONE_FORWARD + '[[group]]\nname = "again"\nkind = "fwd"\nsize = "atto"\n'
                   'dataset = "imagenette"\nimage_size = 32\nbatch = 1\n')
    said = "warning: variants.toml"
    run = doit(path, "render")
    assert run.rc == 0 and said in run.err and "is requested 2 times" in run.err, run.err
    run = doit(path, "audit")
    assert run.rc == 0 and "warning:" not in run.err, run.err
