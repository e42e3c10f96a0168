"""The build under concurrency, signals and damage; names that fit and mean one thing (docs/decisions.md,
D21–D25).

Each case drives ``python -m doit -f <repo>/dodo.py -d <tmp>`` on a small ConvNeXt-atto matrix, as a user
would, and reads what ran from the progress reporter's lines (tests/test_build.py's helpers).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from filelock import FileLock

from cnxbuild.atomic import NAME_MAX, remove_report, remove_temps, stale_temps, temp_name_length, write_atomic
from cnxbuild.build_support import load_build_graph
from cnxbuild.graph import CodeRedefinedError, NameLimitError
from cnxbuild.targets import LINK_NAME_OVERHEAD
from rules.argv import doit_args, doit_command
from rules.lock import LOCK_NAME
from tests.test_build import DODO, FWD1, MIXED, MIXED_SLUGS, ONE_FORWARD, _cmd, _env, doit, listing, project

pytestmark = pytest.mark.iree

# Two atto train steps at 32 px: each iree-compile runs for several seconds, long enough to be interrupted.
TWO_STEPS = """
[[group]]
name = "steps"
size = "atto"
dataset = "imagenette"
image_size = 32
batch = 1
eval_batch = 1
optimizer = ["adamw", "momentum"]
"""
USER_DATASET = """
[datasets.{name}]
classes = {k}
code = "{code}"

[[group]]
name = "tiny"
kind = "fwd"
size = "atto"
dataset = "{name}"
image_size = 32
batch = 1
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """``doit`` (render + compile + manifest) of one batch-1 forward, once for the module."""
    path = project(tmp_path_factory.mktemp("robust"), ONE_FORWARD)
    run = doit(path)
    assert run.rc == 0, run.out + run.err
    return path


@pytest.fixture
def copy(built: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(built, tmp_path / "p"))


def _processes() -> dict[int, tuple[int, str]]:
    """Every live process: pid -> (parent pid, command line)."""
    out = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if stat.rsplit(")", 1)[1].split()[0] == "Z":  # a zombie has exited
            continue
        out[int(d.name)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmd)
    return out


def _descendants(pid: int) -> dict[int, str]:
    procs = _processes()
    found, frontier = {}, {pid}
    while frontier:
        frontier = {p for p, (pp, _) in procs.items() if pp in frontier and p not in found}
        found.update({p: procs[p][1] for p in frontier})
    return found


def _compilers_of(proc: subprocess.Popen, want: int, seconds: float = 120) -> set[int]:
    """Wait until ``want`` iree-compile processes run under ``proc``; return their pids."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and proc.poll() is None:
        found = {p for p, cmd in _descendants(proc.pid).items() if "iree-compile" in cmd}
        if len(found) >= want:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never saw {want} iree-compile under doit (exit {proc.poll()})")


def _gone(pids: set[int], seconds: float = 15) -> set[int]:
    """The pids of ``pids`` still alive after waiting up to ``seconds``."""
    end = time.monotonic() + seconds
    alive = set(pids)
    while alive and time.monotonic() < end:
        alive &= set(_processes())
        time.sleep(0.1)
    return alive


# ---------------------------------------------------------------------------------------------------------
# Concurrency (D21)


def test_two_concurrent_builds_never_collide_nor_build_twice(tmp_path: Path) -> None:
    """10 rounds of two `doit render manifest` started together on one fresh directory: both succeed, every
    task is built exactly once (the second waits for the first, then finds everything up to date)."""
    for r in range(10):
        path = project(tmp_path / f"r{r}", MIXED)
        env = _env({"CNXBUILD_PAUSE_BEFORE_REPLACE": "0.05"})  # widen every write's window
        procs = [subprocess.Popen(_cmd(path, ("render", "manifest")), env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(2)]
        outs = [p.communicate(timeout=120) for p in procs]
        assert [p.returncode for p in procs] == [0, 0], outs
        built = [re.findall(r"^\[\s*\d+/\d+\] (\S+)  ", out, re.M) for out, _ in outs]
        tasks = built[0] + built[1]
        assert sorted(tasks) == sorted({f"render:{s}" for s in MIXED_SLUGS} | {"manifest"}), (r, outs)
        assert not list((path / "verified_mlir").glob(".*.tmp"))


def test_a_second_build_waits_and_says_for_whom(tmp_path: Path) -> None:
    path = project(tmp_path, ONE_FORWARD)
    lock = FileLock(path / LOCK_NAME, preserve_lock_file=True)
    lock.acquire()
    (path / ".cnxbuild.lock.owner").write_text("pid 1 since noon: doit check\n")
    proc = subprocess.Popen(_cmd(path, ("render",)), env=_env(None), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(3)
        assert proc.poll() is None and not (path / "verified_mlir").exists()  # waiting, nothing written
    finally:
        lock.release()
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and f"render:{FWD1}" in out
    assert "doit: waiting for the build in" in err and "pid 1 since noon: doit check" in err


def test_every_doit_option_that_takes_a_value_is_known() -> None:
    """Breaker finding (stop 36): `doit --failure-verbosity 2 manifest` was refused as a task named `2`. Every
    long option of doit's commands that is not a flag must be in rules.argv's list."""
    from doit.doit_cmd import DoitMain

    from rules.argv import _VALUED

    valued = {f"--{o['long']}" for c in DoitMain.DOIT_CMDS
              for o in (*getattr(c, "cmd_options", ()), *getattr(c, "base_options", ())) if o.get("long")
              and o.get("type") is not bool}
    assert valued <= _VALUED, valued - _VALUED
    assert doit_args(["doit", "--failure-verbosity", "2", "manifest"]) == ("run", ["manifest"])


@pytest.mark.parametrize("argv, said", [
    (["doit", "-n", "-1", "check"], "-n -1: the number of tasks at a time is an integer >= 0"),
    (["doit", "-n-3"], "-n -3:"),
    (["doit", "--process=-1", "check"], "-n -1:"),
    (["doit", "--proc", "-2"], "-n -2:"),
    (["doit", "-n", "two"], "-n 'two': the number of tasks at a time is an integer >= 0"),
    (["doit", "-n", "2", "-P", "process", "check"], None),
    (["doit", "-n0", "check"], None),
    (["doit", "--process", "4", "-s", "check:x"], None),
])
def test_a_negative_number_of_tasks_at_a_time_is_refused(argv: list[str], said: str | None) -> None:
    """A breaker's finding (stop 54): `doit -n -1 check` ran no task and ended "0 failed" with status 0, so a CI
    line like `doit -n $(( $(nproc) - 2 )) check` on a one-CPU runner passed having checked nothing."""
    from rules.argv import process_count_message

    message = process_count_message(argv)
    assert message is None if said is None else said in message, message


def test_doit_refuses_a_negative_n_before_it_runs_anything(tmp_path: Path) -> None:
    run = doit(project(tmp_path / "p", ONE_FORWARD), "-n", "-1", "render")
    assert run.rc == 2 and "error: -n -1: the number of tasks at a time" in run.err, run
    assert not (tmp_path / "p" / "verified_mlir").exists()


@pytest.mark.parametrize("argv, command", [
    (["doit", "-n", "2", "check"], "doit prune"),
    (["doit", "-f", "/a b/dodo.py", "-d", "runs", "-n", "2", "check"], "doit -f '/a b/dodo.py' -d runs prune"),
    (["doit", "--file=x.py", "--dir", "r", "-s", "audit"], "doit --file=x.py --dir r prune"),
    (["doit", "-fx.py", "-dr", "-k"], "doit -fx.py -dr -k prune"),
])
def test_a_hint_reruns_doit_on_the_users_dodo_file_and_directory(argv: list[str], command: str,
                                                                  monkeypatch) -> None:
    from rules.argv import prune_hint, rerun
    monkeypatch.delenv("CNXBUILD_MATRIX", raising=False)
    assert rerun(argv, "prune") == prune_hint(argv) == command


def test_a_hint_keeps_the_matrix_the_environment_names_and_offers_no_prune(monkeypatch) -> None:
    """Breaker finding (stop 39): after `CNXBUILD_MATRIX=ok.toml doit prune` (refused: not the directory's own
    matrix) the note suggested `doit audit` and `doit prune`, which read another matrix."""
    from rules.argv import prune_hint, rerun
    monkeypatch.setenv("CNXBUILD_MATRIX", "my m.toml")
    assert rerun(["doit", "-d", "r", "check"], "audit") == "CNXBUILD_MATRIX='my m.toml' doit -d r audit"
    assert prune_hint(["doit", "check"]) is None


def test_read_only_commands_take_no_lock() -> None:
    assert doit_command(["doit", "list"]) == "list"
    assert doit_command(["doit", "-f", "dodo.py", "-d", "list", "render"]) == "run"  # -d's value is no command
    assert doit_command(["doit", "-n", "2", "-P", "process", "check"]) == "run"
    assert doit_command(["doit"]) == "run"
    assert doit_command(["doit", "--dir", "x", "info", "manifest"]) == "info"


def test_temp_cleanup_never_removes_a_live_writers_temp(tmp_path: Path) -> None:
    target = tmp_path / "a.vmfb"
    live = tmp_path / f".a.vmfb.{os.getpid()}.abcdefgh.tmp"
    dead_pid = _a_dead_pid()
    dead = tmp_path / f".a.vmfb.{dead_pid}.abcdefgh.tmp"
    legacy = tmp_path / ".a.vmfb.k2x9q1ab.tmp"  # an older cnxbuild's temp: no pid
    for p in (live, dead, legacy):
        p.write_bytes(b"x")
    assert stale_temps(target) == sorted([dead, legacy])
    assert remove_temps(target) == sorted([dead, legacy])
    assert live.exists() and not dead.exists() and not legacy.exists()
    write_atomic(target, b"data")  # its own temp carries its pid and is gone after the rename
    assert target.read_bytes() == b"data" and sorted(tmp_path.iterdir()) == [live, target]


def _a_dead_pid() -> int:
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


# ---------------------------------------------------------------------------------------------------------
# Signals (D22)


@pytest.mark.parametrize("how", ["SIGTERM", "SIGHUP", "SIGKILL"])
def test_a_stopped_parallel_build_leaves_no_compiler_running(tmp_path: Path, how: str) -> None:
    """`doit -n 2 -P process` stopped mid-compile: every iree-compile it started is gone (SIGTERM and SIGHUP
    stop it like Ctrl-C; after SIGKILL the workers and compilers die with it, by the parent-death signal)."""
    path = project(tmp_path, TWO_STEPS)
    proc = subprocess.Popen(_cmd(path, ("-n", "2", "-P", "process", "compile")), env=_env(None),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        compilers = _compilers_of(proc, 2)
        family = set(_descendants(proc.pid))
    finally:
        proc.send_signal(getattr(signal, how))
        out, err = proc.communicate(timeout=60)
    assert _gone(family) == set(), {p: c for p, c in _processes().items() if p in family}
    assert compilers <= family
    if how != "SIGKILL":
        assert "Traceback" not in err and "doit: stopped" in err, err
    assert not [p for p in (path / "build" / "llvm-cpu").glob("*.vmfb")]  # nothing half-written


def test_a_terminated_serial_build_leaves_no_compiler_running(tmp_path: Path) -> None:
    path = project(tmp_path, TWO_STEPS)
    proc = subprocess.Popen(_cmd(path, ("compile",)), env=_env(None), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        compilers = _compilers_of(proc, 1)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=60)
    assert _gone(compilers) == set()


# ---------------------------------------------------------------------------------------------------------
# Integrity (D24)


def test_a_truncated_vmfb_is_compiled_again_and_said(copy: Path) -> None:
    vmfb = copy / "build" / "llvm-cpu" / f"{FWD1}.vmfb"
    good = vmfb.read_bytes()
    os.truncate(vmfb, 1000)
    run = doit(copy)
    assert run.rc == 0 and run.executed == {f"compile:{FWD1}"}, run.out
    assert f"compile:{FWD1}: build/llvm-cpu/{FWD1}.vmfb no longer holds the bytes this build wrote" in run.err
    assert vmfb.read_bytes() == good
    assert doit(copy).executed == set()


def test_a_zeroed_manifest_fails_the_audit_and_is_rebuilt(copy: Path) -> None:
    manifest = copy / "verified_mlir" / "MANIFEST.md"
    good = manifest.read_text()
    manifest.write_text(re.sub(r"`[0-9a-f]{64}`", "`" + "0" * 64 + "`", good))
    run = doit(copy, "-s", "audit")  # the directory as it is
    assert run.rc == 1 and f"MANIFEST.md: lists {FWD1}.mlir as" in run.out and "sha256 " + "0" * 64 in run.out
    run = doit(copy)
    assert run.executed == {"manifest"} and "MANIFEST.md no longer holds the bytes this build wrote" in run.err
    assert manifest.read_text() == good
    assert doit(copy, "audit").rc == 0


def test_a_hand_edited_artifact_is_reported_before_it_is_replaced(copy: Path) -> None:
    mlir = copy / "verified_mlir" / f"{FWD1}.mlir"
    good = mlir.read_bytes()
    mlir.write_bytes(good.replace(b"stablehlo.add", b"stablehlo.subtract", 1))
    run = doit(copy, "render")
    assert run.executed == {f"render:{FWD1}"}
    assert (f"render:{FWD1}: verified_mlir/{FWD1}.mlir no longer holds the bytes this build wrote (edited or "
            "damaged since, or written by a build that was stopped before it could record it); it will be "
            "replaced") in run.err
    assert mlir.read_bytes() == good


def test_stale_outputs_and_temps_are_reported_everywhere_and_cleaned_only_when_dead(copy: Path) -> None:
    dead = _a_dead_pid()
    temp = copy / "build" / "llvm-cpu" / f".{FWD1}.vmfb.{dead}.abcdefgh.tmp"  # a SIGKILLed compile's
    temp.write_bytes(b"half")
    (copy / "build" / "llvm-cpu" / "old_fwd.vmfb").write_bytes(b"x")
    (copy / "verified_mlir" / "sub").mkdir()
    run = doit(copy)  # plain doit says so; the temp of its own target apart (breaker finding, stop 39)
    assert run.executed == set() and "note: 2 stale entries no target produces" in run.out
    assert (f"note: 1 temp file of writes that were stopped: build/llvm-cpu/.{FWD1}.vmfb.{dead}.abcdefgh.tmp (the "
            "next run of their task removes them, and `") in run.out
    run = doit(copy, "audit", env={"PWD": str(copy.parent)})  # `doit -d p audit` in p's parent directory
    assert run.rc == 1
    for p in (f"build/llvm-cpu/.{FWD1}.vmfb.{dead}.abcdefgh.tmp", "build/llvm-cpu/old_fwd.vmfb",
              "verified_mlir/sub/"):
        # named from where doit was started, as the rm line and the note name them (a new user, stop 41)
        assert f"  {copy.name}/{p}: stale — no target of the matrix produces it" in run.out
    hint = next(ln for ln in run.out.splitlines()
                if "stale files are what an edited or removed variant, or a dropped target, left" in ln)
    assert hint.split(": ", 1)[1].split() == ["rm", "-r"] + sorted(  # said from where doit was started (not -d)
        f"{copy.name}/{p}" for p in (f"build/llvm-cpu/.{FWD1}.vmfb.{dead}.abcdefgh.tmp",
                                     "build/llvm-cpu/old_fwd.vmfb", "verified_mlir/sub"))
    assert doit(copy, "clean", f"compile:{FWD1}").rc == 0
    assert not temp.exists() and (copy / "build" / "llvm-cpu" / "old_fwd.vmfb").exists()  # never deleted


def test_an_unwritable_output_directory_is_one_line(tmp_path: Path) -> None:
    path = project(tmp_path, ONE_FORWARD)
    (path / "verified_mlir").write_text("not a directory")  # what a read-only mount looks like to root
    run = doit(path, "render")
    assert run.rc == 1 and "Traceback" not in run.out + run.err
    assert f"cannot write verified_mlir/{FWD1}.mlir:" in run.out


# ---------------------------------------------------------------------------------------------------------
# Names (D23, D25)


def test_a_name_too_long_for_the_file_system_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    code = "x" * 230
    path = project(tmp_path, USER_DATASET.format(name="long", k=7, code=code))
    run = doit(path, "render")
    assert run.rc == 2 and "too long for the file system" in run.err and "use a shorter dataset code" in run.err
    assert 'group "tiny" expansion 0' in run.err
    assert sorted(p.name for p in path.iterdir()) == ["variants.toml"]
    with pytest.raises(NameLimitError):
        load_build_graph(path / "variants.toml", root=path)
    # the longest code that fits builds, compile included (iree-compile's linker names temps after the module;
    # the compile record's temp name is the longest of the files, D88)
    fwd = "convnextatto32_1_fwd"
    room = NAME_MAX - temp_name_length(f"{fwd}.vmfb.json")
    assert room < NAME_MAX - LINK_NAME_OVERHEAD - len(fwd) and room < NAME_MAX - temp_name_length(f"{fwd}.mlir")
    ok = project(tmp_path / "ok", USER_DATASET.format(name="long", k=7, code="x" * room))
    assert doit(ok).rc == 0
    assert (ok / "build" / "llvm-cpu" / f"convnextatto{'x' * room}32_1_fwd.vmfb.json").is_file()
    assert "a slug may have at most 223 bytes" in doit(project(tmp_path / "no", USER_DATASET.format(
        name="long", k=7, code="x" * (room + 1)))).err


def test_doit_list_leaves_no_record_where_there_was_none(tmp_path: Path) -> None:
    """A breaker's finding (stop 42): `doit list` (and `info`, `help`) created empty `.doit.db` files in a fresh
    directory; where no record exists a read-only command now uses one in memory. Where a build has one, `list
    --status` reads it (a rendered task is up to date)."""
    path = project(tmp_path, ONE_FORWARD)
    for command, said in ((["list"], "render:convnextatto32_1_fwd"), (["info", "render"], "status     : run"),
                          (["help", "check"], "check  the audit")):
        run = doit(path, *command)  # `info` exits 1 for a task that would run
        assert run.rc in (0, 1) and said in run.out and not run.err, run.out + run.err
        assert not list(path.glob(".doit.db*")), command
    assert doit(path, "render").rc == 0 and list(path.glob(".doit.db*"))
    run = doit(path, "list", "--status", "render:convnextatto32_1_fwd")
    assert run.rc == 0 and run.out.startswith("U render:convnextatto32_1_fwd"), run.out + run.err


def test_one_dataset_code_never_names_two_class_counts(tmp_path: Path) -> None:
    path = project(tmp_path, USER_DATASET.format(name="food", k=101, code="food"))
    assert doit(path, "render").rc == 0
    before = listing(path / "verified_mlir")
    assert '"food": {\n   "classes": 101' in before["datasets.json"].decode()
    (path / "other.toml").write_text(USER_DATASET.format(name="food", k=7, code="food"))
    run = doit(path, "render", env={"CNXBUILD_MATRIX": "other.toml"})
    assert run.rc == 2 and "dataset code 'food' already names food (K=101)" in run.err and "(K=7)" in run.err
    # where: the line of the dataset's table (the one matrix error that had none, stop 54), and what is built
    assert "other.toml:2: dataset code 'food'" in run.err, run.err
    assert "(verified_mlir/ holds 1: convnextattofood32_1_fwd)" in run.err, run.err
    assert listing(path / "verified_mlir") == before
    with pytest.raises(CodeRedefinedError):
        load_build_graph(path / "other.toml", root=path)
    # a deleted registry is recorded again by the next build, and by a render run alone
    (path / "verified_mlir" / "datasets.json").unlink()
    assert doit(path, "render").executed == {"render:convnextattofood32_1_fwd"}
    assert listing(path / "verified_mlir") == before
    (path / "verified_mlir" / "datasets.json").unlink()
    assert doit(path, "-s", "render:convnextattofood32_1_fwd").rc == 0
    assert listing(path / "verified_mlir") == before
    # another code is fine, and both are recorded; the audit counts the registry as produced
    (path / "other.toml").write_text(USER_DATASET.format(name="food7", k=7, code="foodseven"))
    assert doit(path, "render", env={"CNXBUILD_MATRIX": "other.toml"}).rc == 0
    assert '"foodseven"' in (path / "verified_mlir" / "datasets.json").read_text()
    assert doit(path, "-s", "audit").rc == 1  # food's artifacts are stale for other.toml, not the registry
    assert "datasets.json: stale" not in doit(path, "-s", "audit").out


# ---------------------------------------------------------------------------------------------------------
# A task name the build does not have


@pytest.mark.parametrize("task, words", [
    (f"check:{FWD1}d", ["no task check:" + FWD1 + "d: cannot parse slug", "a slug ends with '_train_step', "
                        "'_fwd' or '_fwd_eval'", f"did you mean: check:{FWD1}"]),
    ("render:convnextatto32_3_fwd", ["convnextatto32_3_fwd is a valid slug but not an artifact of this matrix",
                                     "cnxbuild check convnextatto32_3_fwd"]),
    ("chek", ["no task chek: the build's tasks are audit, check, compile, manifest, prune, render and "
              "<step>:<slug>", "did you mean: check"]),  # breaker finding (stop 35): doit's generic error
    ("manifest:", ["no task manifest:: manifest is one task and takes no slug: `doit manifest`"]),
    ("check:", ["no task check:: a slug goes after 'check:' (`doit list` names every check:<slug> task)"]),
], ids=["not-a-slug", "not-in-matrix", "misspelt-step", "step-without-slug", "empty-slug"])
def test_an_unknown_task_slug_gets_a_hint_and_nothing_runs(tmp_path: Path, task: str, words: list[str]) -> None:
    path = project(tmp_path, MIXED)
    run = doit(path, task)
    assert run.rc == 2 and all(w in run.err for w in words), run.err
    assert sorted(p.name for p in path.iterdir()) == ["variants.toml"]
    assert doit(path, f"render:{FWD1}").rc == 0  # a task that exists runs


def test_a_compile_a_skip_leaves_out_is_said_to_be_left_out() -> None:
    """A breaker's finding (stop 42): `doit compile:cuda:<slug>` for a compile a [[build.skip]] leaves out gave
    only the data-parallel reason; the hint now points at both reasons and where `doit list` says which."""
    from rules.argv import unknown_task_message

    said = unknown_task_message("compile:cuda:a_fwd", {"compile:a_fwd", "compile:cuda:b_fwd", "render:a_fwd"},
                                ["a_fwd", "b_fwd"], lambda s: None)
    assert said == ("no task compile:cuda:a_fwd: a_fwd is an artifact of this matrix, but has no such task: `doit "
                    "list` names its tasks, and its render line says which targets it is not compiled for and why "
                    "(a data-parallel artifact has no llvm-cpu compile, D26; a [[build.skip]] table leaves a GPU "
                    "target out, D97)\n  did you mean: compile:cuda:b_fwd")


def test_codes_of_two_matrices_never_spell_one_model_token(tmp_path: Path) -> None:
    """`x` after ConvNeXt-atto and `attox` after ConvNeXt-T both spell convnextattox: refused across matrices
    as the matrix itself refuses it within one."""
    path = project(tmp_path, USER_DATASET.format(name="xs", k=3, code="x"))
    assert doit(path, "render").rc == 0
    (path / "other.toml").write_text(USER_DATASET.format(name="big", k=7, code="attox").replace('"atto"', '"T"'))
    before = listing(path / "verified_mlir")
    run = doit(path, "render", env={"CNXBUILD_MATRIX": "other.toml"})
    assert run.rc == 2 and "would make the model token 'convnextattox' name two datasets" in run.err, run.err
    assert listing(path / "verified_mlir") == before


def test_a_build_that_waited_checks_the_codes_again(tmp_path: Path) -> None:
    """Two matrices giving `food` different class counts, the second started while the first holds the lock:
    the second is refused once it gets the lock, and the first's artifact is untouched."""
    path = project(tmp_path, USER_DATASET.format(name="food", k=101, code="food"))
    (path / "food7.toml").write_text(USER_DATASET.format(name="food", k=7, code="food"))
    first = subprocess.Popen(_cmd(path, ("render",)), env=_env({"CNXBUILD_PAUSE_BEFORE_REPLACE": "4"}),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)
    second = doit(path, "render", env={"CNXBUILD_MATRIX": "food7.toml"})
    first.communicate(timeout=120)
    assert first.returncode == 0
    assert second.rc == 2 and "doit: waiting for the build" in second.err
    assert "dataset code 'food' already names food (K=101)" in second.err
    assert "tensor<1x101xf32>" in (path / "verified_mlir" / "convnextattofood32_1_fwd.mlir").read_text()


# ---------------------------------------------------------------------------------------------------------
# From the breaker's report


def test_a_dead_checks_xla_workdir_is_removed_and_a_live_ones_kept(tmp_path: Path) -> None:
    from cnxbuild.run.xla_subprocess import remove_dead_workdirs

    dead = tmp_path / f"cnxbuild-xla-{_a_dead_pid()}-abc"
    live = tmp_path / f"cnxbuild-xla-{os.getpid()}-abc"
    for d in (dead, live):
        d.mkdir()
        (d / "inputs.npz").write_bytes(b"x" * 100)
    assert remove_dead_workdirs(str(tmp_path)) == [dead]
    assert live.is_dir() and not dead.exists()


def test_every_check_task_removes_dead_checks_xla_workdirs(tmp_path: Path, monkeypatch) -> None:
    """A `-P process` worker stopped by SIGTERM dies without cleaning up, and its XLA child's work directory
    (80 MB at atto size, GBs for a ConvNeXt-B dp twin) stayed until the next data-parallel check; now the next
    check task of any kind removes it."""
    import tempfile

    import rules.check as rc

    dead = tmp_path / f"cnxbuild-xla-{_a_dead_pid()}-abc"
    dead.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(rc, "run_check", lambda doc, executor, out: {"tool_error": "stopped here"})
    from cnxbuild.build_support import variant_json
    from cnxbuild.slug import parse_slug

    rc.check_action(variant_json(parse_slug("convnextatto32_fwd")), "iree", str(tmp_path / "r.json"))
    assert not dead.exists()


def test_a_reordered_or_edited_manifest_fails_the_audit(copy: Path) -> None:
    manifest = copy / "verified_mlir" / "MANIFEST.md"
    good = manifest.read_text()
    manifest.write_text(good.replace("ConvNeXt-atto", "ConvNeXt-T", 1))  # every digest still right
    run = doit(copy, "-s", "audit")
    assert run.rc == 1 and "MANIFEST.md: line" in run.out and "differs from the manifest of the files" in run.out


def test_a_dropped_target_leaves_its_modules_reported(copy: Path) -> None:
    (copy / "build" / "cuda").mkdir()
    (copy / "build" / "cuda" / f"{FWD1}.vmfb").write_bytes(b"x")
    run = doit(copy, "audit")
    assert run.rc == 1 and f"build/cuda/{FWD1}.vmfb: stale" in run.out


def test_a_compile_task_for_a_target_the_matrix_lacks_says_how_to_add_it(tmp_path: Path) -> None:
    path = project(tmp_path, ONE_FORWARD)
    run = doit(path, f"compile:cuda:{FWD1}")
    assert run.rc == 2 and "this matrix compiles for 'cuda' nowhere" in run.err and "extra_targets" in run.err
    run = doit(path, f"compile:llvm-cpu:{FWD1}")  # the default target has no target part (breaker, stop 40)
    assert run.rc == 2, run.err
    assert f"llvm-cpu compiles are named compile:<slug>: `doit compile:{FWD1}`" in run.err, run.err


def test_an_unwritable_build_directory_is_no_traceback(tmp_path: Path) -> None:
    path = project(tmp_path, ONE_FORWARD)
    (path / "build").write_text("not a directory")
    run = doit(path)
    assert run.rc != 0 and "Traceback" not in run.out + run.err
    assert f"cannot write build/llvm-cpu/{FWD1}.vmfb" in run.out


def _sigterms_while_waiting(path: Path, signals: int) -> tuple[int, str]:
    """``doit render`` in ``path`` while another holds the build lock, sent ``signals`` SIGTERMs 3 s in (50 ms
    apart): its exit status and stderr."""
    lock = FileLock(path / LOCK_NAME, preserve_lock_file=True)
    lock.acquire()
    try:
        proc = subprocess.Popen(_cmd(path, ("render",)), env=_env(None), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        time.sleep(3)
        for _ in range(signals):
            proc.send_signal(signal.SIGTERM)
            time.sleep(0.05)
        _, err = proc.communicate(timeout=60)
    finally:
        lock.release()
    return proc.returncode, err


def test_sigterm_while_waiting_for_the_lock_says_so(tmp_path: Path) -> None:
    rc, err = _sigterms_while_waiting(project(tmp_path, ONE_FORWARD), 1)
    assert rc == 130 and "stopped while waiting for the other build; nothing was run" in err


def test_three_signals_while_waiting_for_the_lock_end_with_130(tmp_path: Path) -> None:
    """Breaker finding (stop 36): three SIGTERMs while waiting for the lock ended with 143, not 130; once the
    wait is stopped, more signals change nothing."""
    rc, err = _sigterms_while_waiting(project(tmp_path, ONE_FORWARD), 3)
    assert rc == 130 and "Traceback" not in err, (rc, err)


def test_a_worker_killed_outright_stops_the_build_instead_of_hanging_it(tmp_path: Path) -> None:
    """A `-P process` worker killed by SIGKILL (the OOM killer) mid-compile: doit stops with one line instead
    of waiting forever for its result with the build lock held; nothing it started keeps running."""
    path = project(tmp_path, TWO_STEPS)
    proc = subprocess.Popen(_cmd(path, ("-n", "2", "-P", "process", "compile")), env=_env(None),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        end, worker = time.monotonic() + 120, None
        while worker is None and time.monotonic() < end:  # a compile in a worker (not doit's own CPU probe)
            procs = _processes()
            worker = next((procs[c][0] for c in _compilers_of(proc, 1) if c in procs and procs[c][0] != proc.pid),
                          None)
        family = set(_descendants(proc.pid))
        os.kill(worker, signal.SIGKILL)
        out, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert f"doit: worker process {worker} died (signal 9, out of memory?)" in err, (proc.returncode, out, err)
    assert "doit: stopped" in err and _gone(family) == set()
    assert doit(path, "list").rc == 0  # and the lock is free: a new build does not wait


def _docs(*slugs: str) -> dict[str, dict]:
    from cnxbuild.build_support import variant_json
    from cnxbuild.slug import parse_slug

    return {s: variant_json(parse_slug(s)) for s in slugs}


def test_checks_start_costliest_first_with_the_heavy_ones_spread_out() -> None:
    """D56: under `doit -n 2` the long checks start first, and the ConvNeXt-B train steps (each near 8 GiB) are
    spread through the list; a forward of B is not heavy."""
    from rules.check import check_order, is_heavy

    slugs = ["convnextatto_adam_train_step", "convnextbin_adamwx_train_step", "convnext_adam_train_step",
             "convnextbin_fwd", "convnextbin_adamdpx4_train_step", "convnext_adamdpx2_train_step",
             "convnextatto_fwd", "convnextsin_adam_train_step"]
    docs = _docs(*slugs)
    order = check_order(docs)
    assert sorted(order) == sorted(slugs)
    assert [s for s in slugs if is_heavy(docs[s])] == ["convnextbin_adamwx_train_step",
                                                       "convnextbin_adamdpx4_train_step"]
    assert order[0] == "convnextbin_adamdpx4_train_step"  # 88M parameters × 4 replicas: the costliest
    assert abs(order.index("convnextbin_adamwx_train_step") - len(slugs) / 2) <= 1  # the second heavy halfway
    light = [s for s in order if not is_heavy(docs[s])]
    assert light[:3] == ["convnextbin_fwd", "convnext_adamdpx2_train_step",  # then by parameters × R × k
                         "convnextsin_adam_train_step"]
    assert light[-1] == "convnextatto_fwd"


def test_two_heavy_checks_never_run_at_once(tmp_path: Path, monkeypatch) -> None:
    """The heavy lock is exclusive between processes (an OS file lock: doit -P process workers); a light check
    takes none."""
    from rules.check import HEAVY_LOCK, heavy_lock

    monkeypatch.chdir(tmp_path)
    docs = _docs("convnextbin_adamwx_train_step", "convnextatto_adam_train_step")
    with heavy_lock(docs["convnextbin_adamwx_train_step"]):
        probe = subprocess.run(
            ["python3", "-c", "import sys; from filelock import FileLock, Timeout\n"
             "try:\n    FileLock(sys.argv[1], timeout=0.2).acquire()\nexcept Timeout:\n    sys.exit(3)",
             str(HEAVY_LOCK)], env={**os.environ, "PYTHONPATH": os.pathsep.join(__import__("sys").path)})
        assert probe.returncode == 3  # held: another worker would wait
        with heavy_lock(docs["convnextatto_adam_train_step"]):  # a light check does not wait for it
            pass
    assert FileLock(str(HEAVY_LOCK), timeout=0.2).acquire()  # released


def test_remove_report_removes_a_regular_file_only(tmp_path: Path) -> None:
    """An earlier report goes; a link (and what it points to), a pipe or nothing is left as it is."""
    import os

    report, target, link, fifo = (tmp_path / n for n in ("r.json", "t.json", "l.json", "p"))
    report.write_text("{}")
    target.write_text("{}")
    link.symlink_to(target)
    os.mkfifo(fifo)
    for p in (report, link, fifo, tmp_path / "none.json"):
        remove_report(p)
    assert not report.exists() and link.is_symlink() and target.exists() and fifo.is_fifo()


def test_a_check_runs_in_a_process_of_its_own_and_its_report_comes_back(tmp_path: Path, monkeypatch) -> None:
    """D59: the check task's process starts a fresh Python for the protocol; the verdict, the report and the
    memory figures are that process's, sent back as one JSON line."""
    from cnxbuild.check import TWIN_CACHE_ENV
    from rules.check import run_check

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(TWIN_CACHE_ENV, raising=False)
    out = str(tmp_path / "build" / "checks" / "convnextatto_fwd.json")
    result = run_check(_docs("convnextatto_fwd")["convnextatto_fwd"], "iree", out)
    report = result["report"]
    assert result["failure"] is None and report["verdict"] == "pass", report["summary"]
    assert report["summary"].startswith("PASS convnextatto_fwd [iree]")
    assert report["tensors"][0]["name"] == "logits"
    assert report["memory"]["peak_rss_gib"] > 0
    assert not Path(out).exists()  # the task writes the report, not the child
    # D69: the compiled twin is kept in build/twins; the same check again (the checker changed, not the twin)
    # reuses it and says so, with the same verdict
    assert len(list((tmp_path / "build" / "twins").glob("*.vmfb"))) == 1
    again = run_check(_docs("convnextatto_fwd")["convnextatto_fwd"], "iree", out)["report"]
    assert (report["twin_compile"], again["twin_compile"]) == ("compiled", "reused")
    assert again["tensors"] == report["tensors"] and again["summary"] == report["summary"]


def test_a_check_process_that_dies_is_one_failure_with_its_stderr(tmp_path: Path, monkeypatch) -> None:
    """A check process that ends without a verdict (an uncaught exception here: JAX cannot start; the OOM
    killer's SIGKILL alike) fails its task with the exit status and the end of the child's stderr."""
    from doit.exceptions import TaskFailed

    from rules.check import check_action

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("JAX_PLATFORMS", "no-such-platform")
    (tmp_path / "r.json").write_text('{"verdict": "pass"}\n')  # an earlier run's report
    failed = check_action(_docs("convnextatto_fwd")["convnextatto_fwd"], "iree", str(tmp_path / "r.json"))
    assert isinstance(failed, TaskFailed)
    msg = str(failed.message)
    assert "the check process ended with status 1 and no verdict" in msg and "no-such-platform" in msg, msg
    assert not (tmp_path / "r.json").exists()  # no stale PASS beside a check that did not finish


def test_what_reached_stdout_before_the_check_child_redirected_it_is_ignored(tmp_path: Path, monkeypatch) -> None:
    """A write to stdout without a newline while the child imports (here: a sitecustomize, as a .pth hook or a
    chatty import would) ends up before the result, not in it: the check still passes, with no traceback."""
    from rules.check import run_check

    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import sys\nsys.stdout.write('noise'); sys.stdout.flush()\n")
    monkeypatch.setenv("PYTHONPATH", str(site))
    monkeypatch.chdir(tmp_path)
    result = run_check(_docs("convnextatto_fwd")["convnextatto_fwd"], "iree", str(tmp_path / "r.json"))
    assert result["failure"] is None and result["report"]["verdict"] == "pass"


def test_an_unreadable_result_line_and_a_long_stderr_are_a_bounded_failure() -> None:
    from cnxbuild.run.proc import stderr_tail
    from rules.check import _result_line

    assert _result_line('{"report": {}, "failure": null}') == {"report": {}, "failure": None}
    assert _result_line('{"tool_error": "x"}') == {"tool_error": "x"}
    for bad in ("noise{}", "[1, 2]", '{"report": {}}', ""):
        assert _result_line(bad) is None, bad
    assert stderr_tail(b"") == "it wrote nothing on stderr"
    assert stderr_tail(b"a\nb\n") == "the end of its stderr:\na\nb"
    long = stderr_tail(b"x" * 5_000_000, chars=4000)
    assert long.startswith("the end of its stderr:\n\u2026") and len(long) < 4100


def test_ctrl_c_while_the_build_loads_is_one_line(tmp_path: Path) -> None:
    """Ctrl-C before the graph is loaded (a user's first second of ``doit``) printed a traceback. The dataset-code
    registry the load reads is a FIFO here, so the build is held in its load, reading it, when SIGINT arrives."""
    path = project(tmp_path / "p", ONE_FORWARD)
    fifo = path / "verified_mlir" / "datasets.json"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    proc = subprocess.Popen(_cmd(path, ("render",)), env=_env(None), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            # as from a terminal: SIGINT at its default (a pytest-xdist worker ignores it)
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 120
    while True:  # opening the FIFO for writing succeeds once the build has opened it for reading
        try:
            writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            break
        except OSError:
            assert time.monotonic() < deadline and proc.poll() is None, proc.communicate()
            time.sleep(0.05)
    try:
        time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(writer)
        proc.kill()
    assert err == "doit: stopped while loading the build; nothing was built\n", err
    assert sorted(str(p.relative_to(path)) for p in path.rglob("*")) == [
        "variants.toml", "verified_mlir", "verified_mlir/datasets.json"]


# ---------------------------------------------------------------------------------------------------------
# Signals during doit's save, a damaged record, a matrix edited while a build waits (D81)

SAVE_UNDER_SIGNALS = """
import os, signal, sys, time
sys.path.insert(0, {root!r})
from doit.dependency import Dependency
from rules import interrupt

interrupt.install()

class Backend:  # doit's database save, hit by a stop signal in its middle
    def dump(self):
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.3)
        print("saved", flush=True)

record = Dependency.__new__(Dependency)
record.backend, record._closed = Backend(), False
try:
    os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(5)
except KeyboardInterrupt:
    print("stopping", flush=True)
os.kill(os.getpid(), signal.SIGTERM)  # the second: one line, nothing else
time.sleep(0.3)
if {third}:
    os.kill(os.getpid(), signal.SIGTERM)  # the third, before the save: the process ends at once
    time.sleep(5)
record.close()
os.kill(os.getpid(), signal.SIGTERM)  # after the save: the run has ended and its record is written
time.sleep(0.3)
print("after", flush=True)
"""


@pytest.mark.parametrize("third", [False, True], ids=["two-then-save", "three"])
def test_a_second_stop_signal_never_tears_doits_save_and_a_third_ends_at_once(tmp_path: Path, third) -> None:
    """Breaker finding (stop 35): GNU timeout's second signal landed in doit's database save, raised a second
    KeyboardInterrupt there and left the record half written. Now the second signal says one line and changes
    nothing, a signal inside the save or after it changes nothing, and a third before the save ends the
    process at once (130). Plant: the old handler raises on every signal, so the save never says "saved"."""
    script = tmp_path / "save.py"
    script.write_text(SAVE_UNDER_SIGNALS.format(root=str(Path(__file__).resolve().parents[1]), third=third))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert "doit: already stopping: the finished tasks are being recorded" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr
    if third:
        assert (r.stdout.split(), r.returncode) == (["stopping"], 130), (r.stdout, r.stderr)
        assert "doit: ended at once; the tasks of this run are not recorded" in r.stderr
    else:
        assert (r.stdout.split(), r.returncode) == (["stopping", "saved", "after"], 0), (r.stdout, r.stderr)


SIGNAL_IN_FINISH = """
import os, signal, sys, time
sys.path.insert(0, {root!r})
from doit.dependency import Dependency
from doit.runner import Runner
from rules import interrupt

interrupt.install()

class Backend:
    def dump(self):
        print("saved", flush=True)

class Reporter:
    completed = False
    def complete_run(self):
        self.completed = True
        print("summary", flush=True)

class Build(Runner):  # every task done; the first stop signal lands in finish, before the save
    def __init__(self):
        self.dep_manager = Dependency.__new__(Dependency)
        self.dep_manager.backend, self.dep_manager._closed = Backend(), False
        self.reporter = Reporter()
    def run_tasks(self, dispatcher):
        pass
    def finish(self):
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(5)

try:
    Build().run_all(None)
except KeyboardInterrupt:
    print("stopped", flush=True)
"""


def test_a_first_signal_before_the_save_still_saves_the_record(tmp_path: Path) -> None:
    """Breaker finding (stop 36): one SIGINT as doit printed its last task's line was raised in ``finish``
    before the save began (5 runs of 16), and the next run built everything again. Plant: without the
    ``run_all`` guard the record is never saved and the summary never printed."""
    script = tmp_path / "finish.py"
    script.write_text(SIGNAL_IN_FINISH.format(root=str(Path(__file__).resolve().parents[1])))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert r.stdout.split() == ["saved", "summary", "stopped"], (r.stdout, r.stderr)


def _tear_index(db: Path) -> None:
    index = db.with_name(db.name + ".dir")
    text = index.read_text(encoding="latin-1")
    index.write_text(text[: len(text) // 2 + 3], encoding="latin-1")  # cut inside a line


def _tear_value(db: Path) -> None:
    data = db.with_name(db.name + ".dat")
    raw = bytearray(data.read_bytes())
    raw[: min(len(raw), 64)] = b"\x00" * min(len(raw), 64)  # the first value overwritten half way
    data.write_bytes(bytes(raw))


def _garbage_index(db: Path) -> None:
    db.with_name(db.name + ".dir").write_bytes(b"\x89PNG not a database")


def _a_list_for_a_record(db: Path) -> None:
    import dbm.dumb

    with dbm.dumb.open(str(db), "w") as d:
        d[next(iter(d.keys()))] = b"[1, 2]"


@pytest.mark.parametrize("damage", [_tear_index, _tear_value, _garbage_index, _a_list_for_a_record])
def test_a_damaged_task_record_is_one_line_that_says_how_to_start_afresh(copy: Path, damage) -> None:
    """A doit killed while saving its record (.doit.db.*) left it torn, and every later doit ended in a
    traceback. Now: one line naming the files and the command that starts afresh, exit 2, nothing run; after
    that command the build works again. Plant: without ``db_intact_or_exit`` each damage is a traceback (or
    doit's own multi-line DatabaseException)."""
    damage(copy / ".doit.db")
    run = doit(copy, "render")
    lines = run.err.strip().splitlines()
    assert run.rc == 2 and "Traceback" not in run.err and len(lines) == 1, run.err
    assert lines[0].startswith("error: doit's record of finished tasks (.doit.db.*) is damaged"), lines
    assert "rm -f -- .doit.db.*" in lines[0] and run.out == ""
    for f in copy.glob(".doit.db.*"):
        f.unlink()
    again = doit(copy)
    assert again.rc == 0, again.err


def test_a_build_that_waited_builds_the_matrix_as_it_is_when_it_starts(tmp_path: Path) -> None:
    """Breaker finding (stop 35): a doit that waited for the lock built the matrix it had read before waiting,
    so an edit made meanwhile was not built (and a second run was needed). Now it reads the matrix again once
    it holds the lock, and says that it changed. Plant: without the reload the old forward is rendered."""
    path = project(tmp_path, ONE_FORWARD)
    lock = FileLock(path / LOCK_NAME, preserve_lock_file=True)
    lock.acquire()
    try:
        proc = subprocess.Popen(_cmd(path, ("render",)), env=_env({"PWD": str(path)}), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        time.sleep(3)
        assert proc.poll() is None
        (path / "variants.toml").write_text(ONE_FORWARD.replace("image_size = 32", "image_size = 64"))
    finally:
        lock.release()
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert "note: the matrix changed while this build waited" in err
    assert [p.name for p in (path / "verified_mlir").glob("*.mlir")] == [FWD1.replace("32", "64") + ".mlir"]


def test_prune_removes_only_the_stale_files_and_says_which(copy: Path) -> None:
    """Breaker finding (stop 35): a removed variant left `doit check` red until its files were removed by
    hand.
    `doit prune` (on request only) removes the stale files the audit names, keeps folders and hidden files,
    and leaves every file the matrix builds as it was."""
    def outputs() -> dict[str, bytes]:
        return {k: v for k, v in listing(copy).items() if k.startswith(("verified_mlir/", "build/llvm-cpu/"))}

    before = outputs()
    stale = [copy / "verified_mlir" / "convnextfemto_fwd.mlir", copy / "verified_mlir" / "convnextfemto_fwd.json",
             copy / "build" / "llvm-cpu" / "convnextfemto_fwd.vmfb"]
    for f in stale:
        f.write_text("left by an edited variant")
    (copy / "verified_mlir" / "mine").mkdir()
    notes = [copy / "verified_mlir" / "README.md", copy / "build" / "llvm-cpu" / "NOTES.txt",
             copy / "verified_mlir" / "notes.json", copy / "build" / "llvm-cpu" / "my_kernel.vmfb"]
    for f in notes:  # a breaker's finding (stop 47): prune removed a user's notes beside the artifacts
        f.write_text("the user's")
    placeholders = [copy / "verified_mlir" / ".gitkeep", copy / "build" / "llvm-cpu" / ".DS_Store",
                    copy / "verified_mlir" / "thumbs.db", copy / "verified_mlir" / "._convnextfemto_fwd.mlir",
                    copy / "verified_mlir" / ".gitkeep~"]
    for f in placeholders:
        f.write_text("")  # breakers' findings (stop 57): these failed every audit, and prune kept them
    audit = doit(copy, "audit")
    said = audit.out + audit.err
    assert audit.rc != 0 and (f"`doit -f {DODO} -d {copy} prune` removes 3 of them (D81), and these it keeps: "
                              "rm -r ") in said, said
    assert "doit check` audits first" not in said  # said to `doit check` only (a new user's finding, stop 57)
    run = doit(copy, "check")
    assert run.rc != 0 and ("`doit check` audits first: no artifact was checked; it checks them once the audit "
                            "passes") in run.out + run.err, run.out + run.err
    kept = said.split("and these it keeps: rm -r ", 1)[1].splitlines()[0].split()
    assert sorted(kept) == sorted(str(Path(f).relative_to(copy)) for f in [*notes, copy / "verified_mlir" / "mine"])
    assert not any(f.name in said for f in placeholders), said
    run = doit(copy, "prune")
    assert run.rc == 0, run.err
    assert [line for line in run.out.splitlines() if line.startswith("removed ")] == \
        sorted(f"removed {f.relative_to(copy)}" for f in stale)
    assert ("kept (not a file a variant leaves; remove it by hand if nothing needs it): build/llvm-cpu/NOTES.txt, "
            "build/llvm-cpu/my_kernel.vmfb, verified_mlir/README.md, verified_mlir/mine, verified_mlir/notes.json"
            ) in run.out, run.out
    assert not any(f.exists() for f in stale) and (copy / "verified_mlir" / "mine").is_dir()
    assert all(f.read_text() == "the user's" for f in notes)
    (copy / "verified_mlir" / "mine").rmdir()
    for f in notes:
        f.unlink()
    assert outputs() == {**before, **{str(f.relative_to(copy)): b"" for f in placeholders}}
    assert doit(copy, "audit").rc == 0


def test_the_stale_files_hints_repeat_the_users_dodo_file_and_directory(tmp_path: Path) -> None:
    """New-user finding (stop 37): after `doit -f ~/cnxbuild/dodo.py -d runs`, the note said `doit audit` and
    `doit prune`, which in the user's directory found no dodo file; the note's paths were relative to the
    build directory, not to the shell's. Both commands now carry the user's -f and -d, and the paths are the
    shell's."""
    path = project(tmp_path / "runs", ONE_FORWARD)
    assert doit(path, "render", env={"PWD": str(tmp_path)}).rc == 0
    (path / "variants.toml").write_text(ONE_FORWARD.replace("batch = 1", "batch = 2"))
    run = doit(path, "render", env={"PWD": str(tmp_path)})
    stale = f"runs/verified_mlir/{FWD1}.json, runs/verified_mlir/{FWD1}.mlir"
    assert (f"note: 2 stale entries no target produces: {stale} (never deleted by the build; "
            f"`doit -f {DODO} -d {path} audit` lists them, `doit -f {DODO} -d {path} prune` removes the stale "
            "files)") in run.out, run.out
    audit = doit(path, "audit", env={"PWD": str(tmp_path)})
    # after the audit itself, the note points at it rather than at another audit (a new user's finding, stop 54)
    assert "(never deleted by the build; the audit above lists them, `doit" in audit.out, audit.out
    command = re.search(r"`(doit [^`]* prune)` removes the files", audit.out + audit.err).group(1)
    pruned = subprocess.run([sys.executable, "-m", *shlex.split(command)], cwd=tmp_path, capture_output=True,
                            text=True, env=_env({"PWD": str(tmp_path)}), timeout=600)
    assert pruned.returncode == 0 and not list((path / "verified_mlir").glob(f"{FWD1}.*")), pruned.stdout


def test_a_first_build_killed_before_its_first_save_is_no_damage(tmp_path: Path) -> None:
    """Breaker finding (stop 36): dbm.dumb creates an empty ``.dat`` when doit opens the record and writes the
    index only when it saves, so a first build killed outright left an empty ``.dat``, and the next doit was
    refused as damaged. That is no record yet: the next doit builds."""
    path = project(tmp_path, ONE_FORWARD)
    (path / ".doit.db.dat").write_bytes(b"")
    run = doit(path, "render")
    assert run.rc == 0 and "damaged" not in run.err and f"render:{FWD1}" in run.out, run.err


def test_the_damaged_records_command_is_quoted_and_removes_only_the_record(tmp_path: Path) -> None:
    """Breaker finding (stop 36): in a directory named ``x y`` the suggested ``rm -f x y/.doit.db.*`` removed
    the user's file ``x`` and left the record damaged. The path is quoted for the shell now."""
    path = project(tmp_path / "x y", ONE_FORWARD)
    assert doit(path, "render").rc == 0
    _tear_index(path / ".doit.db")
    (tmp_path / "x").write_text("the user's notes")
    run = doit(path, "render", env={"PWD": str(tmp_path)})
    command = re.search(r"remove it \((rm -f [^)]*)\)", run.err).group(1)
    assert command == "rm -f -- 'x y'/.doit.db.*", run.err
    subprocess.run(command, shell=True, cwd=tmp_path, check=True)
    assert (tmp_path / "x").read_text() == "the user's notes" and not list(path.glob(".doit.db.*"))
    assert doit(path, "render").rc == 0


def test_prune_refuses_a_matrix_that_is_not_the_directorys_own(copy: Path) -> None:
    """Breaker finding (stop 36): `CNXBUILD_MATRIX=other.toml doit prune` removed every file of the
    directory's own matrix (76 tracked artifacts in a clone of this repository). Refused now, nothing
    removed."""
    (copy / "other.toml").write_text(ONE_FORWARD.replace("image_size = 32", "image_size = 64"))
    before = sorted(p.name for p in (copy / "verified_mlir").iterdir())
    run = doit(copy, "prune", env={"CNXBUILD_MATRIX": "other.toml"})
    said = "doit prune: this build reads other.toml ($CNXBUILD_MATRIX), not this directory's own " \
        "variants.toml"
    assert run.rc != 0 and said in run.out + run.err, run.out + run.err
    assert sorted(p.name for p in (copy / "verified_mlir").iterdir()) == before
    note = next(ln for ln in run.out.splitlines() if "stale entries no target produces" in ln)
    assert "`CNXBUILD_MATRIX=other.toml doit -f " in note and "removes the stale files" not in note, note


SIGNAL_INSIDE_THE_FIRST = """
import os, signal, sys, types
sys.path.insert(0, {root!r})
from cnxbuild.run import proc
from rules import interrupt

interrupt.install()

def set_with_a_second_signal_inside(self):  # threading.Event.set, hit by the next signal of a burst
    with self._cond:
        signal.getsignal(signal.SIGTERM)(signal.SIGTERM, None)
        self._flag = True
        self._cond.notify_all()

proc.STOPPING.set = types.MethodType(set_with_a_second_signal_inside, proc.STOPPING)
try:
    os.kill(os.getpid(), signal.SIGTERM)
    signal.pause()
except KeyboardInterrupt:
    print("stopping", flush=True)
"""


def test_a_signal_inside_the_first_signals_handler_never_hangs(tmp_path: Path) -> None:
    """Breaker finding (stop 36): a burst of signals hung doit for good (3 runs of 54) with the lock held: the
    handler of the second ran inside the first's ``STOPPING.set()``, which holds the Event's lock, and set it
    again. Plant: the handler that sets the Event on every signal never returns here (timeout)."""
    script = tmp_path / "burst.py"
    script.write_text(SIGNAL_INSIDE_THE_FIRST.format(root=str(Path(__file__).resolve().parents[1])))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=30)
    assert r.stdout.split() == ["stopping"] and "doit: already stopping" in r.stderr, (r.stdout, r.stderr)


def test_record_given_reads_doits_abbreviated_options() -> None:
    """Breaker finding (stop 36): `--db-f other.db` (getopt accepts a unique prefix) still met the damaged
    `.doit.db`'s error."""
    from rules.argv import record_given

    assert record_given(["doit", "--db-f", "x.db", "render"]) and record_given(["doit", "--back=json"])
    assert record_given(["doit", "--db-file=x.db"]) and not record_given(["doit", "--dir", "x", "render"])
    assert not record_given(["doit", "-n", "2", "check"])


def test_prune_never_deletes_through_a_linked_folder(copy: Path, tmp_path: Path) -> None:
    """Breaker finding (stop 36): with `build/checks` (or `verified_mlir`) a link to another project's folder,
    `doit prune` removed that project's files. Kept and named now."""
    other = tmp_path / "other_checks"
    other.mkdir()
    (other / "theirs.json").write_text("another project's report")
    shutil.rmtree(copy / "build" / "checks", ignore_errors=True)
    (copy / "build" / "checks").symlink_to(other)
    run = doit(copy, "prune")
    assert run.rc == 0 and (other / "theirs.json").exists(), run.out + run.err
    kept = ("kept (not a file a variant leaves; remove it by hand if nothing needs it): "
            "build/checks/theirs.json")
    assert kept in run.out, run.out


def test_a_long_compile_or_check_is_named_while_it_runs() -> None:
    """A twin check runs up to ~8 min; after its start line nothing was printed until it ended. While a slow
    task runs, a line every heartbeat names it with its time so far; a render never gets one, nor does a
    task that has ended, and none comes after the summary."""
    import io
    from types import SimpleNamespace

    from rules.progress import ProgressReporter, running_line

    assert running_line({"check:a": 0.0, "compile:b": 50.0, "check:c": 170.0}, 200.0, 60.0) == \
        "still running: check:a 3 min 20 s, compile:b 2 min 30 s"
    assert running_line({"check:a": 190.0}, 200.0, 60.0) == ""

    def task(name: str) -> SimpleNamespace:
        return SimpleNamespace(name=name, actions=[object()], values={}, task_dep=[], setup_tasks=[])

    tasks = {t.name: t for t in map(task, ("render:a_fwd", "check:a_fwd", "compile:b_fwd"))}
    out = io.StringIO()
    r = ProgressReporter(out, {}, heartbeat=0.2)
    r.initialize(tasks, list(tasks))
    r.execute_task(tasks["render:a_fwd"])
    r.execute_task(tasks["check:a_fwd"])
    time.sleep(0.05)  # tasks started a moment apart share their first line (stop 42: a loaded CI machine's
    r.execute_task(tasks["compile:b_fwd"])  # moment split them, and this test failed)
    time.sleep(0.7)
    r.add_success(tasks["compile:b_fwd"])
    time.sleep(0.7)
    r.add_success(tasks["check:a_fwd"])
    r.add_success(tasks["render:a_fwd"])
    r.complete_run()
    time.sleep(0.3)
    lines = out.getvalue().splitlines()
    beats = [line.strip() for line in lines if "still running" in line]
    assert beats and all("render" not in b for b in beats), lines
    assert re.fullmatch(r"still running: check:a_fwd \d s, compile:b_fwd \d s", beats[0]), beats
    ended = next(i for i, line in enumerate(lines) if line.startswith("[1/3] compile:b_fwd"))
    later = [line.strip() for line in lines[ended:] if "still running" in line]
    assert later and all(re.fullmatch(r"still running: check:a_fwd \d s", b) for b in later), lines
    summary = next(i for i, line in enumerate(lines) if line.startswith("done in"))
    assert not any("still running" in line for line in lines[summary:]), lines
    # a breaker's finding (stop 41): the lines kept the clock of the run's first slow task, so a check that
    # started 28 s after it and ran 69 s ended unnamed. Each task's first line comes a heartbeat after its
    # own start.
    out = io.StringIO()
    r = ProgressReporter(out, {}, heartbeat=1.0)
    r.initialize(tasks, list(tasks))
    r.execute_task(tasks["compile:b_fwd"])
    time.sleep(0.47)
    r.add_success(tasks["compile:b_fwd"])
    r.execute_task(tasks["check:a_fwd"])
    time.sleep(1.45)  # ends at 1.92 s: before a second heartbeat of the run's clock, after one of its own
    r.add_success(tasks["check:a_fwd"])
    r.complete_run()
    beats = [line.strip() for line in out.getvalue().splitlines() if "still running" in line]
    assert len(beats) == 1 and re.fullmatch(r"still running: check:a_fwd \d s", beats[0]), out.getvalue()


def test_a_compile_or_a_check_says_when_it_starts() -> None:
    """New-user finding (stop 37): doit printed a task's line only when it ended, so a compile or a twin check
    (seconds to minutes) ran in silence. They get a line when they start; a render does not."""
    import io
    from types import SimpleNamespace

    from rules.progress import ProgressReporter

    def task(name: str) -> SimpleNamespace:
        return SimpleNamespace(name=name, actions=[object()], values={}, task_dep=[], setup_tasks=[])

    tasks = {t.name: t for t in map(task, ("render:a_fwd", "compile:a_fwd", "check:a_fwd"))}
    out = io.StringIO()
    r = ProgressReporter(out, {})
    r.initialize(tasks, list(tasks))
    for t in tasks.values():
        r.execute_task(t)
        r.add_success(t)
    lines = [re.sub(r"\d+\.\d\d s", "T", line) for line in out.getvalue().splitlines()]
    assert lines == ["[1/3] render:a_fwd  T", "      compile:a_fwd …", "[2/3] compile:a_fwd  T",
                     "      check:a_fwd …", "[3/3] check:a_fwd  T"], lines


def test_a_hand_edited_artifact_is_not_vouched_for_by_a_check_that_skipped_its_render(tmp_path: Path,
                                                                                      monkeypatch) -> None:
    """A breaker's finding (stop 53): `doit -s check:SLUG` after a hand edit of verified_mlir/SLUG.mlir judged the
    variant's render and stamped the edited file's SHA-256 into a PASS report, so the report vouched for bytes the
    check never saw. The check now fails before it runs and writes no report; the unedited file is no drift, and
    a missing one is said."""
    from doit.exceptions import TaskFailed

    from cnxbuild.build_support import artifact_files
    from rules import check as rc

    monkeypatch.chdir(tmp_path)
    slug = "convnextatto32_fwd"
    doc = _docs(slug)[slug]
    mlir = tmp_path / f"{slug}.mlir"
    text = artifact_files(doc, [])[0]
    mlir.write_bytes(text)
    assert rc._drift(doc, str(mlir), []) is None
    mlir.write_bytes(text.replace(b"0.797884583", b"0.9", 1))  # the tanh GELU's √(2/π), as the breaker edited it
    assert text != mlir.read_bytes()
    monkeypatch.setattr(rc, "run_check", lambda *a: pytest.fail("the check ran on an edited artifact"))
    out = tmp_path / "r.json"
    out.write_text('{"verdict": "pass"}\n')  # an earlier report: it goes, as before any check
    failed = rc.check_action(doc, "iree", str(out), str(mlir), [])
    assert isinstance(failed, TaskFailed) and not out.exists()
    assert f"{mlir}: its bytes differ from a fresh render of the variant (edited by hand?)" in failed.message
    mlir.unlink()
    assert "cannot read the artifact to check" in rc._drift(doc, str(mlir), [])
    mlir.write_bytes(text)  # a render memo that cannot be written (a read-only build/): one line, no traceback

    def unwritable(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(rc, "render_digests", unwritable)
    failed = rc.check_action(doc, "iree", str(out), str(mlir), [])
    assert isinstance(failed, TaskFailed) and failed.message == "cannot write build/render-digests.json: " \
        "Permission denied", failed.message


def test_a_wrong_render_memo_entry_neither_makes_drift_nor_vouches_for_an_edit(tmp_path: Path, monkeypatch) -> None:
    """A breaker's finding (stop 54): a render memo entry of the right shape holding another digest was trusted: the
    audit said "drift" of files just rendered, and nothing the messages advised cleared it. The other way round, an
    entry equal to a hand-edited file's digest would let `doit -s check:SLUG` vouch for the edit. Drift is now said
    only after a real render, which writes the entry again, and a check always renders what it vouches for."""
    import hashlib
    import json

    from cnxbuild import build_support
    from cnxbuild.build_support import RENDER_DIGESTS, artifact_files
    from rules import check as rc
    from rules.audit import artifact_problems

    monkeypatch.chdir(tmp_path)
    slug = "convnextatto32_fwd"
    doc = _docs(slug)[slug]
    text, side = artifact_files(doc, [])
    mlir, sidecar = tmp_path / f"{slug}.mlir", tmp_path / f"{slug}.json"
    mlir.write_bytes(text)
    sidecar.write_bytes(side)
    assert artifact_problems(slug, doc, [], str(mlir), str(sidecar)) == []
    memo = tmp_path / RENDER_DIGESTS

    def poison(digests: list[str]) -> None:
        memo.write_text(json.dumps({k: digests for k in json.loads(memo.read_text())}))
        build_support._read_memo.cache_clear()

    poison(["0" * 64, "0" * 64])
    assert artifact_problems(slug, doc, [], str(mlir), str(sidecar)) == []  # no false drift ...
    assert list(json.loads(memo.read_text()).values()) == [[hashlib.sha256(text).hexdigest(),
                                                            hashlib.sha256(side).hexdigest()]]  # ... and mended
    edited = text.replace(b"0.797884583", b"0.9", 1)
    mlir.write_bytes(edited)
    poison([hashlib.sha256(edited).hexdigest(), hashlib.sha256(side).hexdigest()])
    assert "edited by hand?" in rc._drift(doc, str(mlir), [])


def test_a_sidecar_of_another_json_shape_is_one_audit_line_not_a_traceback(tmp_path: Path, monkeypatch) -> None:
    """A breaker's finding (stop 53): a sidecar holding `[1, 2]` or `"x"` (valid JSON, not an object) raised a
    TypeError or an AttributeError out of `doit -s audit` instead of naming the file."""
    from cnxbuild.build_support import artifact_files
    from rules.audit import artifact_problems, manifest_text_problems

    monkeypatch.chdir(tmp_path)
    slug = "convnextatto32_fwd"
    doc = _docs(slug)[slug]
    mlir, side = tmp_path / f"{slug}.mlir", tmp_path / f"{slug}.json"
    mlir.write_bytes(artifact_files(doc, [])[0])
    for bad in ("[1, 2]\n", '"x"\n', '{"entry": "convnextatto32_fwd", "inputs": ["x"]}\n'):
        side.write_text(bad)
        problems = artifact_problems(slug, doc, [], str(mlir), str(side))
        assert problems[0].startswith(str(side)), problems
        assert f"{side}: bytes differ from a fresh render (drift)" in problems
        said = manifest_text_problems(str(tmp_path / "MANIFEST.md"), [[str(mlir), str(side), "llvm-cpu"]])
        assert len(said) == 1 and "cannot compare it with the files" in said[0], said


def test_a_record_that_cannot_be_saved_is_one_line_and_status_3(tmp_path: Path) -> None:
    """A breaker's finding (stop 57): with the disk full when doit saved its record, dbm's OSError ended the run in
    a 25-line traceback (exit 3, no summary). The save is doit's ``DbmDB.dump``; here it fails as a full disk does.
    Only the render (no compile: `doit render`) so that the run is short."""
    path = project(tmp_path / "p", ONE_FORWARD)
    code = ("import errno, sys\n"
            "import doit.dependency as d\n"
            "def full(self):\n"
            "    raise OSError(errno.ENOSPC, 'No space left on device', self.name + '.dat')\n"
            "d.DbmDB.dump = full\n"
            "from doit.doit_cmd import DoitMain\n"
            "from doit.cmd_base import DodoTaskLoader\n"
            f"sys.exit(DoitMain(DodoTaskLoader()).run({['-f', str(DODO), '-d', str(path), 'render']!r}))\n")
    run = subprocess.run([sys.executable, "-c", code], env=_env({"PWD": str(path)}), capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 3, run.stdout + run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    assert (f"doit: could not save the record of the tasks this run finished ({path / '.doit.db'}.dat: No space "
            "left on device); their outputs are written, and the next run does them again") in run.stderr, run.stderr
    assert (path / "verified_mlir" / "convnextatto32_1_fwd.mlir").is_file()


def test_the_summary_tallies_the_verdicts() -> None:
    """A new user's finding (stop 57): `doit check` ended with `11 built, 20 up to date, 0 failed` and no count
    of PASS and FAIL (the up-to-date tasks are checks that passed before, renders, compiles alike)."""
    import io
    from types import SimpleNamespace

    from rules.progress import ProgressReporter

    def task(name: str) -> SimpleNamespace:
        return SimpleNamespace(name=name, actions=[SimpleNamespace(err="", out="")], values={}, task_dep=[],
                               setup_tasks=[])

    names = ("render:a_fwd", "check:a_fwd", "check:b_fwd", "check:c_fwd", "check:d_fwd", "compile:e_fwd")
    tasks = {t.name: t for t in map(task, names)}
    out = io.StringIO()
    r = ProgressReporter(out, {})
    r.initialize(tasks, list(tasks))
    r.skip_uptodate(tasks["render:a_fwd"])
    for n in ("check:b_fwd", "check:c_fwd"):
        r.skip_uptodate(tasks[n])
    r.execute_task(tasks["check:a_fwd"])
    r.add_success(tasks["check:a_fwd"])
    r.execute_task(tasks["check:d_fwd"])
    r.add_failure(tasks["check:d_fwd"], SimpleNamespace(get_msg=lambda: "FAIL d_fwd"))
    r.execute_task(tasks["compile:e_fwd"])
    r.add_success(tasks["compile:e_fwd"])
    r.complete_run()
    assert "verdicts: 3 PASS (1 checked now, 2 up to date), 1 FAIL\n" in out.getvalue(), out.getvalue()
    out = io.StringIO()
    r = ProgressReporter(out, {})
    r.initialize(tasks, ["render:a_fwd"])
    r.skip_uptodate(tasks["render:a_fwd"])
    r.complete_run()
    assert "verdicts" not in out.getvalue()  # no check in the run: no tally
