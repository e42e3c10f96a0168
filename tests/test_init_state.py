"""``cnxbuild init-state``: a driver that is not Python starts from files (a new user's finding, stop 41: every
command-line user had to write ~60 lines to draw θ₀ from the sidecar's rules and to list ~400 flags)."""

from __future__ import annotations

import json
import shutil
import warnings
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cnxbuild.cli import main
from cnxbuild.slug import parse_slug, slug
from cnxbuild.step import sidecar
from cnxbuild.train import checkpoint as ckpt
from cnxbuild.train.start import FLAGS_FILE

REPO = Path(__file__).resolve().parents[1]

SLUG = "convnextatto32_sgd2_train_step"  # batch 2, 32 px, K = 10; lr an input


def test_init_state_writes_train_s_draw_and_a_flag_file_in_sidecar_order(tmp_path: Path, capsys) -> None:
    out = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(out), "--seed", "7"]) == 0
    said = capsys.readouterr().out
    doc = sidecar(parse_slug(SLUG), "convnextatto32_fwd")
    state = ckpt.init_state(doc, seed=7)  # what `cnxbuild train --seed 7` starts from
    assert sorted(p.name for p in (out / "in").iterdir()) == sorted(f"{n}.npy" for n in state)
    for name, array in state.items():
        assert np.array_equal(np.load(out / "in" / f"{name}.npy"), array), name
    lines = (out / "step.flags").read_text().splitlines()
    assert lines == [f"--function={SLUG}", *(f"--input=@in/{p['name']}.npy" for p in doc["inputs"]),
                     *(f"--output=@out/{p['name']}.npy" for p in doc["outputs"])]
    per_step = json.loads((out / "per_step.json").read_text())
    assert [p["name"] for p in per_step["inputs"]] == ["x", "lr", "targets"]
    assert (per_step["init"], per_step["replicas"]) == ({"seed": 7}, 1)
    assert "semantics" in per_step["inputs"][1] and (out / "out").is_dir()
    assert "write in/<name>.npy for: x [2, 3, 32, 32] (input), lr [] (scalar), targets [2, 10]" in said
    # the forward partner's flags: x from eval/, θ from in/ (the step's state by the same names), logits to eval/
    fwd = sidecar(parse_slug("convnextatto32_fwd"), [])
    assert (out / "eval.flags").read_text().splitlines() == [
        "--function=convnextatto32_fwd", "--input=@eval/x.npy",
        *(f"--input=@in/{p['name']}.npy" for p in fwd["inputs"][1:]), "--output=@eval/logits.npy"]
    assert all((out / "in" / f"{p['name']}.npy").is_file() for p in fwd["inputs"][1:]) and (out / "eval").is_dir()
    assert per_step["eval"]["inputs"] == [{"name": "x", "role": "input", "shape": [32, 3, 32, 32], "dtype": "f32"}]
    assert "write eval/x.npy [32, 3, 32, 32], then iree-run-module --module=" in said
    assert not (out / "eval_ema.flags").exists() and "ema_flags" not in per_step["eval"]  # no EMA, no EMA flags
    # a driver's state is never overwritten by accident
    assert main(["init-state", SLUG, "-o", str(out)]) == 2
    assert "already holds 128 .npy files" in capsys.readouterr().err
    assert np.array_equal(np.load(out / "in" / "stem.0.weight.npy"), state["stem.0.weight"])
    assert main(["init-state", SLUG, "-o", str(out), "--force"]) == 0  # seed 0 now
    assert not np.array_equal(np.load(out / "in" / "stem.0.weight.npy"), state["stem.0.weight"])
    assert "--module=" in capsys.readouterr().out
    assert main(["init-state", "convnextatto32_fwd", "-o", str(tmp_path / "f")]) == 2
    assert "is a forward: it has no state" in capsys.readouterr().err


def compiled(directory: Path) -> Path:
    """SLUG's llvm-cpu module as ``directory/step.vmfb``, compiled once in the session (the compiled-twin cache the
    session's workers share, tests/conftest.py; tests/test_golden.py runs the same module in SLUG's xdist group)."""
    import os

    from cnxbuild.check import TWIN_CACHE_ENV
    from cnxbuild.run.twin_cache import compile_mlir_cached
    from cnxbuild.step import render
    from cnxbuild.targets import invocation

    vmfb = directory / "step.vmfb"
    vmfb.write_bytes(compile_mlir_cached(render(parse_slug(SLUG)), os.environ.get(TWIN_CACHE_ENV),
                                         invocation("llvm-cpu"), SLUG)[0])
    return vmfb


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_iree_run_module_trains_from_the_files_alone(tmp_path: Path) -> None:
    """The written files and the flag file are all iree-run-module needs; moving the outputs back to in/ is the
    next step's state, and the loss on the same batch falls."""
    from cnxbuild.run.iree import compile_mlir
    from cnxbuild.step import render
    from cnxbuild.targets import invocation

    tool = shutil.which("iree-run-module") or str(Path(sys.executable).with_name("iree-run-module"))
    out = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(out)]) == 0
    vmfb = compiled(tmp_path)
    rng = np.random.default_rng(0)
    np.save(out / "in" / "x.npy", rng.normal(size=(2, 3, 32, 32)).astype(np.float32))
    np.save(out / "in" / "targets.npy", np.eye(10, dtype=np.float32)[[3, 7]])
    np.save(out / "in" / "lr.npy", np.float32(0.05))
    losses = []
    for _ in range(3):
        done = subprocess.run([tool, f"--module={vmfb}", "--device=local-task", "--flagfile=step.flags"],
                              cwd=out, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        losses.append(float(np.load(out / "out" / "loss.npy")))
        for f in (out / "out").glob("*.npy"):
            if f.name != "loss.npy":
                f.replace(out / "in" / f.name)
    assert losses[2] < losses[1] < losses[0], losses
    # eval.flags: the forward partner reads θ as it stands in in/ (a new user's finding, stop 42); its logits are
    # the reference forward's on that θ (a wrong order of inputs fails to run or gives other logits)
    from cnxbuild import reference

    partner = parse_slug(json.loads((out / "per_step.json").read_text())["eval"]["slug"])
    fwd = tmp_path / "fwd.vmfb"
    fwd.write_bytes(compile_mlir(render(partner), invocation("llvm-cpu"), slug(partner)))
    x = rng.normal(size=(partner.batch, 3, 32, 32)).astype(np.float32)
    np.save(out / "eval" / "x.npy", x)
    done = subprocess.run([tool, f"--module={fwd}", "--device=local-task", "--flagfile=eval.flags"], cwd=out,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    theta = {p["name"]: np.load(out / "in" / f"{p['name']}.npy") for p in json.loads(
        (REPO / "verified_mlir" / "convnextatto32_fwd.json").read_text())["inputs"] if p["role"] == "theta"}
    want = np.asarray(reference.forward(theta, x, v=partner))
    np.testing.assert_allclose(np.load(out / "eval" / "logits.npy"), want, rtol=1e-4, atol=1e-4)


def test_init_state_refuses_what_it_cannot_do_before_writing_anything(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 41): tracebacks for a negative seed, "File exists" for a file where a
    directory goes, state files written before a failure, an old start's files left under --force, and
    --seed taken beside --init-timm where it did nothing."""
    def refused(*argv: str) -> str:
        assert main(["init-state", SLUG, *argv]) == 2
        return capsys.readouterr().err

    assert refused("-o", str(tmp_path / "a"), "--seed", "-1") == "error: --seed -1 must be an integer >= 0\n"
    (tmp_path / "file").write_text("x")
    assert "file is a file, not a directory; give another -o" in refused("-o", str(tmp_path / "file"))
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "in").write_text("x")
    assert "b/in is a file, not a directory" in refused("-o", str(tmp_path / "b"))
    (tmp_path / "c" / "step.flags").mkdir(parents=True)
    assert "c/step.flags is a directory" in refused("-o", str(tmp_path / "c"))
    assert not (tmp_path / "c" / "in").exists()  # nothing written
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    assert "dangling is a link to nothing" in refused("-o", str(tmp_path / "dangling"))
    victim = tmp_path / "victim"  # a breaker's finding (stop 54): --force removed .npy files through a linked in/
    victim.mkdir()
    np.save(victim / "precious.npy", np.arange(3))
    (tmp_path / "lnk").mkdir()
    (tmp_path / "lnk" / "in").symlink_to(victim)
    assert f"lnk/in is a link to {victim}; the start's files go in a directory of its own" in \
        refused("-o", str(tmp_path / "lnk"), "--force")
    assert (victim / "precious.npy").is_file()
    timm = tmp_path / "t.safetensors"
    timm.write_bytes(b"")
    assert main(["init-state", SLUG, "-o", str(tmp_path / "d"), "--seed", "3", "--init-timm", str(timm)]) == 2
    assert "not allowed with argument" in capsys.readouterr().err  # one source of θ
    assert main(["init-state", SLUG, "-o", str(tmp_path / "d"), "--init-timm", str(tmp_path)]) == 2
    assert "is a directory; give a file" in capsys.readouterr().err
    # --force starts afresh: the files of another step's start in in/ and out/ go first
    ema = tmp_path / "e"
    assert main(["init-state", "convnextatto32_ema2_train_step", "-o", str(ema)]) == 0
    (ema / "out" / "loss.npy").write_bytes(b"old")
    assert main(["init-state", SLUG, "-o", str(ema), "--force"]) == 0
    assert "removed the 513 files of the start before" in capsys.readouterr().out
    doc = sidecar(parse_slug(SLUG), "convnextatto32_fwd")
    fresh = sorted(f"{n}.npy" for n in ckpt.init_state(doc, 0))
    assert sorted(p.name for p in (ema / "in").iterdir()) == fresh
    assert list((ema / "out").iterdir()) == []


def test_init_state_is_one_writer_at_a_time_and_leaves_nothing_half_done(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 42): two runs on one directory mixed their draws and both said they wrote
    theirs; --force removed the old start and then failed on a directory named like a .npy file; a killed start's
    temp files were never removed; an unfinished start was called a driver's state."""
    from filelock import FileLock

    from cnxbuild.train.start import LOCK_FILE

    def run(*argv: str) -> tuple[int, str]:
        code = main(["init-state", SLUG, "-o", str(out), *argv])
        said = capsys.readouterr()
        return code, said.out + said.err

    out = tmp_path / "s"
    out.mkdir()
    with FileLock(out / LOCK_FILE):  # another init-state at work on the directory
        assert run() == (2, f"error: another cnxbuild init-state is writing {out}; wait for it, or give another "
                            "-o\n")
    assert not (out / "in").exists()
    assert run("--seed", "1")[0] == 0
    before = {f.name: f.read_bytes() for f in (out / "in").iterdir()}
    (out / "in" / "zz.npy").mkdir()
    code, said = run("--force", "--seed", "2")
    assert code == 2 and f"{out / 'in' / 'zz.npy'} is not a file (a directory or a link)" in said, said
    assert {f.name: f.read_bytes() for f in (out / "in").iterdir() if f.is_file()} == before  # nothing removed
    (out / "in" / "zz.npy").rmdir()
    (out / FLAGS_FILE).unlink()  # as a start stopped midway leaves it: tensors, no step.flags
    assert "no step.flags beside them: a start that did not finish; give another -o, or --force" in run()[1]
    dead = 4_000_001  # above pid_max's default: no such process
    temp = out / "in" / f".stem.0.weight.npy.{dead}.abcdefgh.tmp"
    temp.write_bytes(b"killed")
    assert run("--force", "--seed", "2")[0] == 0
    assert not temp.exists() and (out / FLAGS_FILE).is_file()
    assert json.loads((out / "per_step.json").read_text())["init"] == {"seed": 2}


def test_init_state_says_a_data_parallel_step_runs_on_xla_and_where_the_module_is(tmp_path: Path, capsys,
                                                                                   monkeypatch) -> None:
    assert main(["init-state", "convnextatto32_adamdpx2_train_step", "-o", str(tmp_path / "dp")]) == 0
    said = capsys.readouterr().out
    assert ("is data parallel (2 replicas; x, targets and masks per replica): IREE's CPU runtime cannot run "
            "it") in said
    assert "--flagfile=step.flags" not in said and "so there is no llvm-cpu module for the flag file" in said
    assert "--flagfile=eval.flags" in said  # its partner is a forward the CPU runs
    assert json.loads((tmp_path / "dp" / "per_step.json").read_text())["replicas"] == 2
    (tmp_path / "m").mkdir()
    matrix = tmp_path / "m" / "variants.toml"
    matrix.write_text('[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenette"\nimage_size = 32\n'
                      'batch = 2\noptimizer = "sgd"\n')
    assert main(["init-state", SLUG, "--matrix", str(matrix), "-o", str(tmp_path / "s")]) == 0
    vmfb = (tmp_path / "m" / "build" / "llvm-cpu" / f"{SLUG}.vmfb").resolve()
    said = capsys.readouterr().out  # the command as it can be pasted, and the remark on a line of its own (stop 44)
    assert (f"--module={vmfb} --device=local-task --flagfile=step.flags\n  ({SLUG}.vmfb is not built yet: doit "
            f"builds it from {matrix})\n") in said
    partner = (tmp_path / "m" / "build" / "llvm-cpu" / "convnextatto32_fwd.vmfb").resolve()  # the matrix builds it
    assert f"--module={partner} --device=local-task --flagfile=eval.flags\n  (convnextatto32_fwd.vmfb" in said
    vmfb.parent.mkdir(parents=True)
    vmfb.write_bytes(b"x")
    assert main(["init-state", SLUG, "--matrix", str(matrix), "-o", str(tmp_path / "s2")]) == 0
    assert f"--module={vmfb} --device=local-task" in capsys.readouterr().out
    assert main(["init-state", "convnextatto32_sgd4_train_step", "--matrix", str(matrix), "-o",
                 str(tmp_path / "s3")]) == 0
    said = capsys.readouterr()  # how to get the module: the .mlir is rendered by nothing yet (a new user, stop 42),
    # on a line of its own, the command left as it can be pasted, the matrix's near miss named (a new user, stop 44)
    assert ("--module=convnextatto32_sgd4_train_step.vmfb --device=local-task --flagfile=step.flags\n"
            in said.out)
    assert (f"note: convnextatto32_sgd4_train_step is not in {matrix} (did you mean convnextatto32_sgd2_train_step?): "
            "no build of the matrix writes its module and doit check never checks it, and its forward partner is "
            "the default one (eval batch 32); add it to the matrix and run doit, or write its module with "
            "`cnxbuild render convnextatto32_sgd4_train_step -o convnextatto32_sgd4_train_step.mlir` and compile "
            "that with the flags of docs/sidecar.md\n") == said.err
    (tmp_path / "none").mkdir()
    monkeypatch.chdir(tmp_path / "none")  # no ./variants.toml, no --matrix, no build
    assert main(["init-state", "convnextatto32_sgd4_train_step", "-o", str(tmp_path / "s4")]) == 0
    said = capsys.readouterr()
    assert "--module=convnextatto32_sgd4_train_step.vmfb --device=local-task" in said.out
    assert said.err.startswith("note: no matrix here requests convnextatto32_sgd4_train_step (no ./variants.toml, "
                               "no --matrix): build its module by adding it to a matrix")


def test_a_timm_file_with_nan_is_refused(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 41): NaN in an --init-timm file was taken, and every step computed NaN."""
    from safetensors.numpy import save_file

    doc = sidecar(parse_slug(SLUG), "convnextatto32_fwd")
    state = ckpt.init_state(doc, seed=0)
    theta = {p["name"]: state[p["name"]] for p in doc["inputs"] if p["role"] == "theta"}
    theta["head.fc.bias"] = theta["head.fc.bias"].copy()
    theta["head.fc.bias"][3] = np.nan
    save_file(theta, str(tmp_path / "t.safetensors"))
    timm = str(tmp_path / "t.safetensors")
    assert main(["init-state", SLUG, "-o", str(tmp_path / "d"), "--init-timm", timm]) == 2
    assert "1 tensor with NaN or infinite values: head.fc.bias" in capsys.readouterr().err
    assert not (tmp_path / "d" / "in").exists()


@pytest.mark.parametrize("change, said", [
    (lambda th: th.update({"head.fc.bias": th["head.fc.bias"].astype(np.int64)}),
     "1 tensor of a type that is not floating point: head.fc.bias (int64)"),
    (lambda th: th.update({"head.fc.bias": th["head.fc.bias"].astype(np.float64) * 0 + 1e300}),
     "1 tensor with values float32 cannot hold (beyond ±3.4e38): head.fc.bias"),
])
def test_a_timm_file_the_artifact_cannot_take_is_refused(tmp_path: Path, capsys, change, said: str) -> None:
    """A breaker's findings (stop 42): integer tensors were cast silently; float64 values beyond float32 were
    called NaN or infinite, after a RuntimeWarning."""
    from safetensors.numpy import save_file

    doc = sidecar(parse_slug(SLUG), "convnextatto32_fwd")
    state = ckpt.init_state(doc, seed=0)
    theta = {p["name"]: state[p["name"]] for p in doc["inputs"] if p["role"] == "theta"}
    change(theta)
    save_file(theta, str(tmp_path / "t.safetensors"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no RuntimeWarning of numpy's cast on the way to the refusal
        assert main(["init-state", SLUG, "-o", str(tmp_path / "d"), "--init-timm",
                     str(tmp_path / "t.safetensors")]) == 2
    assert said in capsys.readouterr().err and not (tmp_path / "d" / "in").exists()


def test_a_negative_running_variance_and_a_pytorch_file_are_refused_with_what_to_do(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 42): a negative BatchNorm running_var was taken (the eval forward takes its square
    root); a .pth file got "header too large"."""
    from safetensors.numpy import save_file

    slug_ = "resnet1864_mom2_train_step"
    doc = sidecar(parse_slug(slug_), "resnet1864_fwd_eval")
    state = ckpt.init_state(doc, seed=0)
    tensors = {p["name"]: state[p["name"]] for p in doc["inputs"] if p["role"] in ("theta", "buffer")}
    tensors["layer1.0.bn1.running_var"] = -tensors["layer1.0.bn1.running_var"] - 1
    save_file(tensors, str(tmp_path / "t.safetensors"))
    assert main(["init-state", slug_, "-o", str(tmp_path / "d"), "--init-timm", str(tmp_path / "t.safetensors")]) == 2
    assert ("1 running variance with negative values: layer1.0.bn1.running_var; a BatchNorm's running_var is a "
            "variance, >= 0") in capsys.readouterr().err
    import zipfile

    with zipfile.ZipFile(tmp_path / "m.pth", "w") as z:  # what torch.save writes
        z.writestr("archive/data.pkl", b"x")
    assert main(["init-state", slug_, "-o", str(tmp_path / "d"), "--init-timm", str(tmp_path / "m.pth")]) == 2
    said = capsys.readouterr().err
    assert "(it is a PyTorch file: a zip archive, torch.save's); convert it: `from safetensors.torch " in said
    np.savez(tmp_path / "m.npz", a=np.zeros(2))
    assert main(["init-state", slug_, "-o", str(tmp_path / "d"), "--init-timm", str(tmp_path / "m.npz")]) == 2
    said = capsys.readouterr().err
    assert "(it is a zip archive: a numpy .npz); convert it: `import numpy as np; from safetensors.numpy" in said
    np.save(tmp_path / "m.npy", np.zeros(2))
    assert main(["init-state", slug_, "-o", str(tmp_path / "d"), "--init-timm", str(tmp_path / "m.npy")]) == 2
    assert "(it is a numpy .npy: one array, no names;" in capsys.readouterr().err


def test_init_state_evaluates_with_the_matrix_s_partner_before_a_first_build(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 42): before a first build, eval.flags named the default partner (batch 32), not
    the matrix's (its eval_batch), and the message said doit would build that module; --force left the old
    start's eval/logits.npy, which a driver could read as the new θ's."""
    matrix = tmp_path / "variants.toml"
    matrix.write_text('[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenette"\nimage_size = 32\n'
                      'batch = 2\neval_batch = 1\noptimizer = "sgd"\n')
    out = tmp_path / "s"
    assert main(["init-state", SLUG, "--matrix", str(matrix), "-o", str(out)]) == 0
    said = capsys.readouterr().out
    assert (out / "eval.flags").read_text().splitlines()[0] == "--function=convnextatto32_1_fwd"
    assert "write eval/x.npy [1, 3, 32, 32], then iree-run-module --module=" in said
    assert "convnextatto32_1_fwd.vmfb --device=local-task --flagfile=eval.flags\n  (convnextatto32_1_fwd.vmfb is not " \
           "built yet: doit builds it from" in said, said
    (out / "eval" / "logits.npy").write_bytes(b"old logits")
    assert main(["init-state", SLUG, "--matrix", str(matrix), "-o", str(out), "--force"]) == 0
    assert not (out / "eval" / "logits.npy").exists()


def test_fresh_head_fine_tunes_a_1000_class_checkpoint_into_a_10_class_step(tmp_path: Path, capsys) -> None:
    """A new user's finding (stop 53): ImageNet-1k weights could not start a 10-class artifact (the classifier's
    shapes differ, and a file without the classifier is missing two tensors). With --fresh-head the file's
    classifier is left out and drawn by timm's initialisation from --seed; every other tensor is the file's. Without
    it the refusal says so; --fresh-head alone is refused."""
    from safetensors.numpy import save_file

    big = sidecar(parse_slug("convnextattoin32_sgd2_train_step"), "convnextattoin32_fwd")  # K = 1000
    state = ckpt.init_state(big, seed=1)
    theta = {p["name"]: state[p["name"]] for p in big["inputs"] if p["role"] == "theta"}
    assert theta["head.fc.weight"].shape == (1000, 320)
    timm = tmp_path / "in1k.safetensors"
    save_file(theta, str(timm))
    assert main(["init-state", SLUG, "-o", str(tmp_path / "no"), "--init-timm", str(timm)]) == 2
    err = capsys.readouterr().err
    assert "head.fc.weight [1000, 320] (artifact [10, 320])" in err and "--fresh-head keeps the rest" in err, err
    assert main(["init-state", SLUG, "-o", str(tmp_path / "no"), "--fresh-head"]) == 2
    assert "--fresh-head draws the classifier of a θ loaded with --init-timm FILE" in capsys.readouterr().err
    out = tmp_path / "ft"
    assert main(["init-state", SLUG, "-o", str(out), "--init-timm", str(timm), "--fresh-head", "--seed", "5"]) == 0
    assert "the classifier drawn from seed 5" in capsys.readouterr().out
    doc = sidecar(parse_slug(SLUG), "convnextatto32_fwd")
    for p in doc["inputs"]:
        if p["role"] == "theta" and not p["name"].startswith("head.fc."):
            assert np.array_equal(np.load(out / "in" / f"{p['name']}.npy"), theta[p["name"]]), p["name"]
    w, b = np.load(out / "in" / "head.fc.weight.npy"), np.load(out / "in" / "head.fc.bias.npy")
    assert w.shape == (10, 320) and not b.any() and 0.015 < w.std() < 0.025  # timm: trunc_normal(std=.02), bias 0
    headless = {k: a for k, a in theta.items() if not k.startswith("head.fc.")}
    save_file(headless, str(tmp_path / "headless.safetensors"))
    again = tmp_path / "ft2"
    assert main(["init-state", SLUG, "-o", str(again), "--init-timm", str(tmp_path / "headless.safetensors"),
                 "--fresh-head", "--seed", "5"]) == 0
    assert np.array_equal(np.load(again / "in" / "head.fc.weight.npy"), w)  # the same draw: seed 5
    record = json.loads((again / "per_step.json").read_text())["init"]
    assert record == {"theta": str(tmp_path / "headless.safetensors"), "drawn": ["head.fc.weight", "head.fc.bias"],
                      "seed": 5}, record
    with pytest.raises(ckpt.CheckpointError, match="the sidecar's family 'lenet' is not one of convnext, "):
        ckpt.classifier_names({**doc, "family": "lenet"})


def test_per_step_json_says_how_each_drop_mask_is_drawn() -> None:
    """A new user's finding (stop 54): per_step.json listed the drop masks a driver writes before every call with no
    rule, while every scalar had one; each mask now names its block and the sidecar's keep and mask formulas."""
    from cnxbuild.train.start import per_step_inputs

    doc = sidecar(parse_slug("vitti32_adam8drop_train_step"), "vitti32_fwd")
    masks = [p for p in per_step_inputs(doc) if p["role"] == "drop_mask"]
    assert len(masks) == doc["drop_path"]["sites"] == 24  # two a block
    assert [p["semantics"]["block"] for p in masks] == doc["drop_path"]["site_block"] == [i // 2 for i in range(24)]
    assert all(p["semantics"]["keep"] == doc["drop_path"]["keep"] and "Bernoulli" in p["semantics"]["mask"]
               for p in masks)
    # and the formulas' numbers: rate and blocks were the sidecar's only (a new user's finding, stop 56)
    assert {(p["semantics"]["recommended_rate"], p["semantics"]["blocks"]) for p in masks} == {
        (doc["drop_path"]["recommended_rate"], doc["drop_path"]["blocks"])}


def test_an_ema_step_gets_a_flag_file_for_its_ema_weights(tmp_path: Path, capsys) -> None:
    """A new user's request (stop 56; D128's stop): evaluating an EMA step's averaged weights needed files copied
    by hand. eval_ema.flags reads θ from in/<name>.ema.npy and a BatchNorm net's buffers from in/<name>.npy (EMA does
    not average them), and writes eval/<name>.ema.npy beside eval.flags' outputs."""
    out = tmp_path / "r"
    assert main(["init-state", "resnet1832_emamom2_train_step", "-o", str(out)]) == 0
    said = capsys.readouterr().out
    fwd = sidecar(parse_slug("resnet1832_fwd_eval"), [])
    lines = (out / "eval_ema.flags").read_text().splitlines()
    want = ["--function=resnet1832_fwd_eval", "--input=@eval/x.npy"]
    want += [f"--input=@in/{p['name']}.ema.npy" if p["role"] == "theta" else f"--input=@in/{p['name']}.npy"
             for p in fwd["inputs"][1:]]
    assert lines == [*want, "--output=@eval/logits.ema.npy"]
    assert any(p["role"] == "buffer" for p in fwd["inputs"])  # the buffers' lines are checked, not absent
    assert all((out / line.removeprefix("--input=@")).is_file() for line in lines if line.startswith("--input=@in/"))
    per_step = json.loads((out / "per_step.json").read_text())
    assert (per_step["eval"]["ema_flags"], per_step["eval"]["ema_outputs"]) == ("eval_ema.flags", ["logits.ema"])
    assert ("(θ, not the EMA weights: --flagfile=eval_ema.flags evaluates those, in/<name>.ema.npy, with the same "
            "eval/x.npy and writes eval/logits.ema.npy)") in said


@pytest.mark.iree
def test_eval_ema_flags_evaluate_the_ema_weights(tmp_path: Path) -> None:
    """iree-run-module with eval_ema.flags gives the reference forward's logits on the EMA weights, and eval.flags
    on θ: the EMA files are made to differ from θ first, so a flag file that read the other weights fails."""
    from cnxbuild import reference
    from cnxbuild.run.iree import compile_mlir
    from cnxbuild.step import render
    from cnxbuild.targets import invocation

    tool = shutil.which("iree-run-module") or str(Path(sys.executable).with_name("iree-run-module"))
    out = tmp_path / "drv"
    assert main(["init-state", "convnextatto32_ema2_train_step", "-o", str(out)]) == 0
    partner = parse_slug(json.loads((out / "per_step.json").read_text())["eval"]["slug"])
    names = [p["name"] for p in sidecar(partner, [])["inputs"] if p["role"] == "theta"]
    rng = np.random.default_rng(1)
    for n in names:  # the EMA weights moved away from θ₀ (init-state starts them equal)
        theta = np.load(out / "in" / f"{n}.npy")
        np.save(out / "in" / f"{n}.ema.npy", (theta * rng.uniform(0.5, 1.5, theta.shape)).astype(np.float32))
    fwd = tmp_path / "fwd.vmfb"
    fwd.write_bytes(compile_mlir(render(partner), invocation("llvm-cpu"), slug(partner)))
    x = rng.normal(size=(partner.batch, 3, 32, 32)).astype(np.float32)
    np.save(out / "eval" / "x.npy", x)
    for flags, suffix in (("eval.flags", ""), ("eval_ema.flags", ".ema")):
        done = subprocess.run([tool, f"--module={fwd}", "--device=local-task", f"--flagfile={flags}"], cwd=out,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        weights = {n: np.load(out / "in" / f"{n}{suffix}.npy") for n in names}
        want = np.asarray(reference.forward(weights, x, v=partner))
        np.testing.assert_allclose(np.load(out / "eval" / f"logits{suffix}.npy"), want, rtol=1e-4, atol=1e-4)
    assert not np.allclose(np.load(out / "eval" / "logits.npy"), np.load(out / "eval" / "logits.ema.npy"), atol=1e-3)


def test_a_drivers_outputs_and_eval_batch_are_not_removed_without_force(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 57): with in/ empty, init-state removed out/*.npy (a driver's trained state)
    without --force; with --force it removed eval/x.npy, the driver's evaluation batch, beside the old logits."""
    out = tmp_path / "d"
    (out / "out").mkdir(parents=True)
    (out / "eval").mkdir()
    np.save(out / "out" / "loss.npy", np.float32(1.5))
    np.save(out / "eval" / "x.npy", np.zeros((32, 3, 32, 32), np.float32))
    np.save(out / "eval" / "logits.npy", np.zeros((32, 10), np.float32))
    assert main(["init-state", SLUG, "-o", str(out)]) == 2
    assert f"{out / 'out'} already holds 1 .npy file (loss.npy, …)" in capsys.readouterr().err
    assert (out / "out" / "loss.npy").is_file() and not (out / "in").exists()
    assert main(["init-state", SLUG, "-o", str(out), "--force"]) == 0
    said = capsys.readouterr().out
    assert not (out / "out" / "loss.npy").exists() and not (out / "eval" / "logits.npy").exists()
    assert (out / "eval" / "x.npy").is_file()  # the driver's eval batch stays
    assert "removed the 2 files of the start before" in said, said
