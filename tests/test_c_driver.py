"""docs/driver/train_loop.c, the C driver of docs/driver.md: built against an IREE runtime build where one is given
(``$CNXBUILD_IREE_SRC`` and ``$CNXBUILD_IREE_BUILD``; docs/driver.md, "Building it"), it trains an Adam step for
three steps from a ``cnxbuild init-state`` directory with the state resident on the device, and every loss and the
whole trained state are bit-identical to the same calls through ``iree.runtime`` with each output copied to the
host and back. Skipped without an IREE runtime build (CI installs IREE from wheels, which ship no C library)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from cnxbuild.cli import main

REPO = Path(__file__).resolve().parents[1]
SLUG = "convnextatto32_adam2_train_step"  # AdamW, batch 2, 32 px: bc1, bc2 change every step
SRC, BUILD = os.environ.get("CNXBUILD_IREE_SRC"), os.environ.get("CNXBUILD_IREE_BUILD")

pytestmark = [pytest.mark.iree, pytest.mark.skipif(
    not (SRC and BUILD and shutil.which(os.environ.get("CC", "cc"))),
    reason="no IREE runtime build: set CNXBUILD_IREE_SRC and CNXBUILD_IREE_BUILD (docs/driver.md, 'Building it')")]


def _per_step_inputs(d: Path, steps: int) -> None:
    """``d/steps/<s>/<name>.npy`` for each per-step input of ``d/per_step.json``: a batch, and lr, bc1, bc2 as
    its ``semantics`` give them (bias corrections of the applied step s)."""
    import json

    per = json.loads((d / "per_step.json").read_text())
    rng = np.random.default_rng(5)
    for s in range(1, steps + 1):
        (d / "steps" / str(s)).mkdir(parents=True)
        for inp in per["inputs"]:
            name, shape, sem = inp["name"], inp["shape"], inp.get("semantics", {})
            value = {"x": lambda: rng.standard_normal(shape, dtype=np.float32),
                     "targets": lambda: np.eye(shape[1], dtype=np.float32)[rng.integers(0, shape[1], shape[0])],
                     "lr": lambda: np.float32(2e-3),
                     "bc1": lambda: np.float32(1 - sem["b1"] ** s),
                     "bc2": lambda: np.float32(1 - sem["b2"] ** s)}[name]()
            np.save(d / "steps" / str(s) / f"{name}.npy", np.asarray(value, np.float32))


def _through_python(d: Path, vmfb: bytes, steps: int) -> tuple[list[np.float32], dict[str, np.ndarray]]:
    """The same calls through iree.runtime (local-sync), every output copied to the host and fed back by name."""
    from cnxbuild.run.iree import IreeModule

    flags = (d / "step.flags").read_text().split()
    entry = flags[0].removeprefix("--function=")
    ins = [f.removeprefix("--input=@in/").removesuffix(".npy") for f in flags if f.startswith("--input=")]
    outs = [f.removeprefix("--output=@out/").removesuffix(".npy") for f in flags if f.startswith("--output=")]
    values = {n: np.load(d / "in" / f"{n}.npy") for n in ins if (d / "in" / f"{n}.npy").exists()}
    module, losses = IreeModule(vmfb), []
    for s in range(1, steps + 1):
        values |= {n: np.load(p) for n in ins if (p := d / "steps" / str(s) / f"{n}.npy").exists()}
        for name, result in zip(outs, module(entry, [values[n] for n in ins])):
            if name == "loss":
                losses.append(np.float32(result))
            else:
                values[name] = result
    return losses, {n: values[n] for n in outs if n != "loss"}


def test_the_c_driver_trains_as_iree_runtime_does_with_the_state_resident(tmp_path: Path, built) -> None:
    d = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(d), "--seed", "3"]) == 0
    _per_step_inputs(d, 3)
    vmfb = built[1].read_bytes()
    run = _run(built, d, "3", "local-sync")
    assert run.returncode == 0, run.stderr
    said = [line.split() for line in run.stdout.splitlines()]
    assert [(w[0], w[1], w[2]) for w in said] == [("step", str(s), "loss") for s in (1, 2, 3)], run.stdout
    losses, state = _through_python(d, vmfb, 3)
    assert [w[4] for w in said] == [f"(0x{loss.view(np.uint32):08x})" for loss in losses]  # every bit
    assert len(set(losses)) == 3  # the steps differ: the state was fed back
    for name, value in state.items():
        assert np.array_equal(np.load(d / "out" / f"{name}.npy"), value), name
    assert np.float32(np.load(d / "out" / "loss.npy")) == losses[-1]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """The driver, built once, and the step's module."""
    from cnxbuild.run.iree import compile_mlir
    from cnxbuild.slug import parse_slug
    from cnxbuild.step import render

    where = tmp_path_factory.mktemp("c_driver")
    subprocess.run(["bash", str(REPO / "docs" / "driver" / "build.sh"), SRC, BUILD, str(where / "train_loop")],
                   check=True)
    (where / "step.vmfb").write_bytes(compile_mlir(render(parse_slug(SLUG))))
    return where / "train_loop", where / "step.vmfb"


def _run(built: tuple[Path, Path], d: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(built[0]), str(built[1]), str(d), *args], capture_output=True, text=True,
                          timeout=300)


def test_the_c_driver_says_what_is_missing(tmp_path: Path, built) -> None:
    """A step input nobody wrote is named with the two places it may come from; a DIR without step.flags is
    said, not a crash; STEPS must be a whole number."""
    d = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(d)]) == 0
    run = _run(built, d, "1")
    assert run.returncode == 1 and "step 1: no value for input 'x': write in/x.npy or steps/1/x.npy" in run.stderr
    run = _run(built, tmp_path, "1")
    assert run.returncode == 1 and "step.flags" in run.stderr
    for steps in ("0", "2x", "1e3", "99999999999"):  # a breaker's finding (stop 55): atoi read 2x as 2
        run = _run(built, d, steps)
        assert run.returncode == 2 and "usage:" in run.stderr, steps


def test_the_c_driver_refuses_what_would_train_the_wrong_thing(tmp_path: Path, built) -> None:
    """A breaker's findings (stop 55): a step.flags without one output line ran, printed another tensor as the
    loss and wrote v where m goes, exit 0; a per-step input missing at step 2 silently kept step 1's (an
    accumulation flag, a bias correction); a state tensor in steps/2/ replaced the trained state; a bad dtype was
    named by position only."""
    d = tmp_path / "drv"
    assert main(["init-state", SLUG, "-o", str(d), "--seed", "1"]) == 0
    _per_step_inputs(d, 2)
    flags = (d / "step.flags").read_text()
    (d / "step.flags").write_text(flags.replace("--output=@out/stem.0.weight.m.npy\n", ""))
    run = _run(built, d, "1", "local-sync")
    assert run.returncode == 1 and "returns 385 results, step.flags lists 384 outputs" in run.stderr, run.stderr
    assert not list((d / "out").iterdir())
    lines = flags.splitlines()  # the loss line moved up: the results no longer fit the inputs they replace
    moved = [lines[0], *[x for x in lines[1:] if x.startswith("--input")], "--output=@out/loss.npy",
             *[x for x in lines if x.startswith("--output") and "loss" not in x]]
    (d / "step.flags").write_text("\n".join(moved) + "\n")
    run = _run(built, d, "1", "local-sync")
    assert run.returncode == 1 and "result 0 ('loss' in step.flags) is not a float32 scalar: the outputs are not in " \
        "the function's order" in run.stderr, run.stderr
    (d / "step.flags").write_text(flags.replace("--output=@out/stem.0.weight.m.npy\n", "").replace(
        "--output=@out/loss.npy", "--output=@out/loss.npy\n--output=@out/stem.0.weight.m.npy"))
    run = _run(built, d, "1", "local-sync")  # one state output moved to the end: the shapes do not fit
    assert run.returncode == 1 and "has not the shape and element type of input" in run.stderr, run.stderr
    (d / "step.flags").write_text(flags)
    (d / "steps" / "2" / "bc1.npy").unlink()
    run = _run(built, d, "2", "local-sync")
    assert run.returncode == 1 and "'bc1' is given for step 1, so for every step" in run.stderr, run.stderr
    assert run.stdout.startswith("step 1 loss") and "step 2" not in run.stdout
    np.save(d / "steps" / "2" / "bc1.npy", np.float32(0.19))
    np.save(d / "steps" / "2" / "stem.0.weight.npy", np.load(d / "in" / "stem.0.weight.npy"))
    run = _run(built, d, "2", "local-sync")
    assert run.returncode == 1 and "'stem.0.weight' is training state" in run.stderr, run.stderr
    (d / "steps" / "2" / "stem.0.weight.npy").unlink()
    np.save(d / "steps" / "1" / "lr.npy", np.float64(2e-3))
    run = _run(built, d, "1", "local-sync")
    assert run.returncode == 1 and "is 'lr' (from " in run.stderr and "steps/1/lr.npy" in run.stderr, run.stderr
