"""``cnxbuild init-state --golden`` (D132): the first call's inputs and what the module returns on them, for a
driver's own test. The golden outputs are checked against ``iree-run-module`` run on the files alone (bit for
bit), the inputs against the first call ``cnxbuild train`` makes, and every refusal writes nothing."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cnxbuild.cli import main
from cnxbuild.run import ToolError
from cnxbuild.slug import parse_slug
from cnxbuild.step import sidecar
from cnxbuild.train import golden
from cnxbuild.train.recipe import default_lr
from cnxbuild.train.schedule import drop_masks, ema_decay

from tests.test_init_state import SLUG, compiled  # batch 2, 32 px, K = 10; lr an input

PARTNER = "convnextatto32_fwd"
SCALARS = "convnextatto32_ema2drop_train_step"  # AdamW (bc1, bc2), EMA (ema_decay), drop path (12 masks)
# the IREE tests share test_init_state.py's module, compiled once in the session (its xdist group, the twin cache)


@pytest.fixture(scope="module")
def vmfb(tmp_path_factory) -> Path:
    return compiled(tmp_path_factory.mktemp("golden"))


def _run(tool: str, vmfb: Path, out: Path) -> None:
    done = subprocess.run([tool, f"--module={vmfb}", "--device=local-task", "--flagfile=step.flags"], cwd=out,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]


def _differ(out: Path, call: int, names: list[str]) -> list[str]:
    return [n for n in names if not np.array_equal(np.load(out / "out" / f"{n}.npy"),
                                                   np.load(out / "golden" / str(call) / "out" / f"{n}.npy"))]


def _feed_back(out: Path, state: Path, call: int, swap: tuple[str, str] | None = None) -> None:
    """in/ for call ``call``: the state outputs saved in ``state`` (two of them swapped: a driver's slip) and the
    call's per-step inputs from golden/<call>/in/."""
    for f in state.glob("*.npy"):
        shutil.copy(f, out / "in" / f.name)
    if swap:
        a, b = (out / "in" / f"{n}.npy" for n in swap)
        wa, wb = np.load(a), np.load(b)
        np.save(a, wb)
        np.save(b, wa)
    for f in (out / "golden" / str(call) / "in").glob("*.npy"):
        shutil.copy(f, out / "in" / f.name)


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_a_drivers_calls_on_the_golden_inputs_return_golden_bit_for_bit(tmp_path: Path, vmfb: Path, capsys) -> None:
    out = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(out), "--golden", "--vmfb", str(vmfb), "--seed", "3"]) == 0
    said = capsys.readouterr().out
    assert f"iree-run-module --module={vmfb.resolve()} --device=local-task" in said, said  # the module it ran
    gammas = ("stages.0.blocks.0.gamma", "stages.0.blocks.1.gamma")
    assert np.array_equal(*(np.load(out / "in" / f"{g}.npy") for g in gammas))  # timm's 1e-6 fill: equal at the start
    facts = json.loads((out / "golden" / "golden.json").read_text())
    doc = sidecar(parse_slug(SLUG), PARTNER)
    names = facts["outputs"]
    assert names == [p["name"] for p in doc["outputs"]] and facts["seed"] == 3 and len(facts["calls"]) == 2
    assert facts["vmfb_sha256"] == hashlib.sha256(vmfb.read_bytes()).hexdigest()
    tool = shutil.which("iree-run-module") or str(Path(sys.executable).with_name("iree-run-module"))
    _run(tool, vmfb, out)  # call 1, from in/ as init-state wrote it
    assert _differ(out, 1, names) == []
    loss = np.load(out / "golden" / "1" / "out" / "loss.npy")
    assert loss.shape == () and facts["calls"][0]["loss_bits"] == f"0x{loss.view(np.uint32):08x}"
    state = tmp_path / "state"
    state.mkdir()
    for n in names[:-1]:  # every output but the loss is state
        shutil.move(out / "out" / f"{n}.npy", state / f"{n}.npy")
    _feed_back(out, state, 2)
    _run(tool, vmfb, out)  # call 2, from call 1's outputs
    assert _differ(out, 2, names) == []
    assert not np.array_equal(np.load(out / "golden" / "2" / "in" / "lr.npy"),
                              np.load(out / "golden" / "1" / "in" / "lr.npy"))  # the schedule moved
    # a plant: two layer scales fed back in each other's place. Equal at the start, so no first call can see the slip;
    # after one update they differ, and call 2 does (a new user's finding, stop 58: m and v, both 0, likewise)
    _feed_back(out, state, 2, swap=gammas)
    _run(tool, vmfb, out)
    assert set(gammas) <= set(_differ(out, 2, names))


def test_the_golden_inputs_are_the_first_call_train_makes() -> None:
    doc = sidecar(parse_slug(SCALARS), PARTNER)
    got = golden.golden_inputs(doc, 3)  # call 1
    per_step = [p for p in doc["inputs"] if p["role"] not in ("theta", "m", "v", "ema", "acc", "buffer")]
    assert list(got) == [p["name"] for p in per_step]
    for p in per_step:
        assert got[p["name"]].dtype == np.float32 and list(got[p["name"]].shape) == p["shape"], p
    assert got["lr"] == np.float32(default_lr(doc)) and got["ema_decay"] == np.float32(ema_decay(0))
    assert got["bc1"] == np.float32(1 - 0.9) and got["bc2"] == np.float32(1 - 0.999)  # t = 1
    dp = doc["drop_path"]
    want = drop_masks(3, 0, dp["blocks"], 2, dp["recommended_rate"], dp.get("site_block"), dp["schedule"])
    assert all(np.array_equal(got[f"drop_mask.{j}"], m) for j, m in enumerate(want))
    assert set(np.unique(got["targets"])) == {0.0, 1.0} and np.all(got["targets"].sum(axis=1) == 1)  # one-hot
    again, other, second = golden.golden_inputs(doc, 3), golden.golden_inputs(doc, 4), golden.golden_inputs(doc, 3, 2)
    assert all(np.array_equal(got[n], again[n]) for n in got)
    assert not np.array_equal(got["x"], other["x"]) and not np.array_equal(got["x"], second["x"])
    assert second["bc1"] == np.float32(1 - 0.9**2) and second["lr"] < got["lr"]  # call 2: t = 2, the cosine's end
    want = drop_masks(3, 1, dp["blocks"], 2, dp["recommended_rate"], dp.get("site_block"), dp["schedule"])
    assert all(np.array_equal(second[f"drop_mask.{j}"], m) for j, m in enumerate(want))
    # an accumulating step's first call accumulates only (accumulate_apply 0), its second applies
    acc = sidecar(parse_slug("convnextatto32_acc2x2_train_step"), PARTNER)
    first, then = golden.golden_inputs(acc, 0), golden.golden_inputs(acc, 0, 2)
    assert (first["accumulate_apply"], then["accumulate_apply"]) == (0.0, 1.0) and first["accumulate_apply"].shape == ()
    assert first["lr"] == then["lr"]  # one applied step


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_golden_refuses_before_writing_anything(tmp_path: Path, vmfb: Path, capsys) -> None:
    def refused(slug: str, *vmfb_arg: str) -> str:
        out = tmp_path / "drv"
        assert main(["init-state", slug, "-o", str(out), "--golden", *(("--vmfb", *vmfb_arg) if vmfb_arg else ())]) == 2
        assert not out.exists(), sorted(out.rglob("*"))
        return capsys.readouterr().err

    assert refused(SLUG, str(tmp_path / "nope.vmfb")) == f"error: --golden: {tmp_path / 'nope.vmfb'}: no such file\n"
    for given in ((str(vmfb),), ()):  # said first, with or without a module (a new user's finding, stop 58)
        assert "data parallel: IREE's CPU runtime cannot run it" in refused("convnextatto32_adamdpx22_train_step",
                                                                            *given)
    assert (f"no build/llvm-cpu/{SLUG}.vmfb here: run doit with a matrix that requests it first, or name the "
            "module: --vmfb FILE") in refused(SLUG)
    assert f"{tmp_path} is a directory; give the .vmfb file" in refused(SLUG, str(tmp_path))
    assert main(["init-state", SLUG, "-o", str(tmp_path / "drv"), "--vmfb", str(vmfb)]) == 2
    assert capsys.readouterr().err == "error: --vmfb names the module --golden runs: give --golden too\n"
    said = refused(SCALARS, str(vmfb))
    assert f"has no function {SCALARS} (it has {SLUG}): another module's" in said, said
    (tmp_path / "junk.vmfb").write_bytes(b"not a module")
    assert "cannot load module" in refused(SLUG, str(tmp_path / "junk.vmfb"))


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_a_golden_call_that_fails_keeps_nothing_of_the_start(tmp_path: Path, vmfb: Path, monkeypatch,
                                                             capsys) -> None:
    def fails(doc, out, vmfb, seed):  # as the runtime fails on a module of another signature
        (out / "golden" / "1" / "out").mkdir(parents=True)
        np.save(out / "golden" / "1" / "out" / "loss.npy", np.float32(1))
        raise ToolError("iree-runtime", "input513 shape rank mismatch", slug=doc["slug"])

    monkeypatch.setattr(golden, "write_golden", fails)
    out = tmp_path / "drv"
    (out / "eval").mkdir(parents=True)
    np.save(out / "eval" / "x.npy", np.zeros((1,), np.float32))  # the driver's own file stays
    assert main(["init-state", SLUG, "-o", str(out), "--golden", "--vmfb", str(vmfb)]) == 2
    assert "input513 shape rank mismatch" in capsys.readouterr().err
    kept = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert kept == [".init-state.lock", "eval/x.npy"], kept  # the lock file is init-state's own, as ever


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_a_start_made_again_keeps_no_golden_of_the_one_before(tmp_path: Path, vmfb: Path, capsys) -> None:
    """A new user's finding (stop 58): ``--force`` reported the old start's files removed and kept its golden/, every
    output then differing from the new start's calls."""
    out = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(out), "--golden", "--vmfb", str(vmfb)]) == 0
    (out / "golden" / "1" / "out" / "stale.v.npy").write_bytes(b"")  # as another slug's golden left it
    assert main(["init-state", SLUG, "-o", str(out), "--golden", "--vmfb", str(vmfb), "--force", "--seed", "1"]) == 0
    assert not (out / "golden" / "1" / "out" / "stale.v.npy").exists()
    assert json.loads((out / "golden" / "golden.json").read_text())["seed"] == 1
    assert main(["init-state", SLUG, "-o", str(out), "--force", "--seed", "2"]) == 0
    assert not (out / "golden").exists() or not any((out / "golden").rglob("*.*")), sorted((out / "golden").rglob("*"))


def test_results_that_are_not_the_sidecars_outputs_are_refused_by_name() -> None:
    """A module whose function has the step's name but another signature (a .vmfb built from an edited module)."""
    doc = sidecar(parse_slug(SLUG), PARTNER)
    shapes = [tuple(p["shape"]) for p in doc["outputs"]]
    with pytest.raises(golden.TrainError, match=rf"returned 2 results; the sidecar lists {len(shapes)} outputs"):
        golden._named_results(doc, Path("m.vmfb"), [np.zeros(s, np.float32) for s in shapes[:2]])
    wrong = [np.zeros(s, np.float32) for s in shapes[:-2]] + [np.zeros((3,), np.float32), np.zeros(())]
    name = doc["outputs"][-2]["name"]
    with pytest.raises(golden.TrainError, match=rf"output {name} came back \[3\], the sidecar says"):
        golden._named_results(doc, Path("m.vmfb"), wrong)
    assert list(golden._named_results(doc, Path("m.vmfb"), [np.zeros(s, np.float32) for s in shapes])) == [
        p["name"] for p in doc["outputs"]]
