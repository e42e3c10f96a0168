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


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_a_drivers_call_on_the_golden_inputs_returns_golden_bit_for_bit(tmp_path: Path, vmfb: Path, capsys) -> None:
    out = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(out), "--golden", str(vmfb), "--seed", "3"]) == 0
    said = capsys.readouterr().out
    assert f"iree-run-module --module={vmfb.resolve()} --device=local-task" in said, said  # the module it ran
    facts = json.loads((out / "golden" / "golden.json").read_text())
    doc = sidecar(parse_slug(SLUG), PARTNER)
    assert facts["outputs"] == [p["name"] for p in doc["outputs"]] and facts["seed"] == 3
    assert facts["vmfb_sha256"] == hashlib.sha256(vmfb.read_bytes()).hexdigest()
    tool = shutil.which("iree-run-module") or str(Path(sys.executable).with_name("iree-run-module"))
    done = subprocess.run([tool, f"--module={vmfb}", "--device=local-task", "--flagfile=step.flags"], cwd=out,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    differ = [n for n in facts["outputs"]
              if not np.array_equal(np.load(out / "out" / f"{n}.npy"), np.load(out / "golden" / f"{n}.npy"))]
    assert not differ, differ
    loss = np.load(out / "golden" / "loss.npy")
    assert loss.shape == () and facts["loss_bits"] == f"0x{loss.view(np.uint32):08x}"
    theta = np.load(out / "in" / "head.fc.weight.npy")
    assert not np.array_equal(np.load(out / "golden" / "head.fc.weight.npy"), theta)  # the step moved θ
    # a plant: two state inputs of one shape fed in each other's place (a driver's slip in the input order) give
    # other bits, so the comparison can fail
    a, b = "stages.0.blocks.0.norm.weight", "stages.0.blocks.0.norm.bias"
    wa, wb = np.load(out / "in" / f"{a}.npy"), np.load(out / "in" / f"{b}.npy")
    np.save(out / "in" / f"{a}.npy", wb)
    np.save(out / "in" / f"{b}.npy", wa)
    subprocess.run([tool, f"--module={vmfb}", "--device=local-task", "--flagfile=step.flags"], cwd=out,
                   capture_output=True, timeout=300, check=True)
    assert not np.array_equal(np.load(out / "out" / "head.fc.weight.npy"),
                              np.load(out / "golden" / "head.fc.weight.npy"))


def test_the_golden_inputs_are_the_first_call_train_makes() -> None:
    doc = sidecar(parse_slug(SCALARS), PARTNER)
    got = golden.golden_inputs(doc, 3)
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
    again, other = golden.golden_inputs(doc, 3), golden.golden_inputs(doc, 4)
    assert all(np.array_equal(got[n], again[n]) for n in got)
    assert not np.array_equal(got["x"], other["x"])
    # an accumulating step's first call accumulates only: accumulate_apply 0 (and θ comes back as it went in)
    acc = golden.golden_inputs(sidecar(parse_slug("convnextatto32_acc2x2_train_step"), PARTNER), 0)
    assert acc["accumulate_apply"] == 0.0 and acc["accumulate_apply"].shape == ()


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_golden_refuses_before_writing_anything(tmp_path: Path, vmfb: Path, capsys) -> None:
    def refused(slug: str, *golden_arg: str) -> str:
        out = tmp_path / "drv"
        assert main(["init-state", slug, "-o", str(out), "--golden", *golden_arg]) == 2
        assert not out.exists(), sorted(out.rglob("*"))
        return capsys.readouterr().err

    assert refused(SLUG, str(tmp_path / "nope.vmfb")) == f"error: --golden: {tmp_path / 'nope.vmfb'}: no such file\n"
    assert "data parallel: IREE's CPU runtime cannot run it" in refused("convnextatto32_adamdpx22_train_step",
                                                                        str(vmfb))
    assert (f"no build/llvm-cpu/{SLUG}.vmfb here: run doit with a matrix that requests it first, or name the "
            "module: --golden FILE.vmfb") in refused(SLUG)
    said = refused(SCALARS, str(vmfb))
    assert f"has no function {SCALARS} (it has {SLUG}): another module's" in said, said
    (tmp_path / "junk.vmfb").write_bytes(b"not a module")
    assert "cannot load module" in refused(SLUG, str(tmp_path / "junk.vmfb"))


@pytest.mark.iree
@pytest.mark.xdist_group(SLUG)
def test_a_golden_call_that_fails_keeps_nothing_of_the_start(tmp_path: Path, vmfb: Path, monkeypatch,
                                                             capsys) -> None:
    def fails(doc, out, vmfb, seed, *, npy):  # as the runtime fails on a module of another signature
        (out / "golden").mkdir()
        (out / "golden" / "loss.npy").write_bytes(npy(np.float32(1)))
        raise ToolError("iree-runtime", "input513 shape rank mismatch", slug=doc["slug"])

    monkeypatch.setattr(golden, "write_golden", fails)
    out = tmp_path / "drv"
    (out / "eval").mkdir(parents=True)
    np.save(out / "eval" / "x.npy", np.zeros((1,), np.float32))  # the driver's own file stays
    assert main(["init-state", SLUG, "-o", str(out), "--golden", str(vmfb)]) == 2
    assert "input513 shape rank mismatch" in capsys.readouterr().err
    kept = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert kept == [".init-state.lock", "eval/x.npy"], kept  # the lock file is init-state's own, as ever
