"""The train driver (cnxbuild/train): schedule, masks, init, timm import and data by known answers; one tiny
end-to-end run on XLA (atto at 32 px, batch 2, accumulation 2, EMA, drop path: every scalar and mask role),
its exact resume, and the JAX reference on the same steps."""

from __future__ import annotations

import csv
import hashlib
import json
import math
import os
from pathlib import Path

import numpy as np
import pytest

from cnxbuild.slug import parse_slug
from cnxbuild.step import sidecar
from cnxbuild.train import checkpoint as ckpt
from cnxbuild.train import data as tdata
from cnxbuild.train import schedule as sch
from cnxbuild.train.steppers import TrainError, check_drivable

TINY = "convnextatto32_emaacc2x2drop_train_step"  # batch 2, k = 2, EMA, drop path; K = 10


@pytest.fixture(scope="module")
def atto_doc() -> dict:
    return sidecar(parse_slug("convnextatto32_adam_train_step"), "convnextatto32_fwd")


# ------------------------------------------------------------------------------------------------ schedule


def test_learning_rate_known_answers():
    lr = [sch.learning_rate(s, 10, 1.0, 2) for s in range(10)]
    assert lr[:3] == [0.5, 1.0, 1.0]  # warmup (s+1)/W, then the cosine starts at base
    assert lr[6] == pytest.approx(0.5)  # half-way through the 8 cosine steps
    assert lr[9] == pytest.approx(0.5 * (1 + math.cos(math.pi * 7 / 8)))
    assert sch.learning_rate(0, 5, 3e-3, 0) == 3e-3
    assert all(a >= b for a, b in zip(lr[1:], lr[2:]))


@pytest.mark.parametrize("args, match", [((10, 10, 1.0, 0), r"step 10 outside \[0, 10\)"),
                                         ((0, 5, 1.0, 6), "0 <= warmup <= total")])
def test_learning_rate_rejects(args, match):
    with pytest.raises(ValueError, match=match):
        sch.learning_rate(*args)


def test_bias_corrections_and_ema_decay():
    assert sch.bias_corrections(1, 0.9, 0.999) == pytest.approx((0.1, 0.001))
    assert sch.bias_corrections(3, 0.9, 0.999) == pytest.approx((0.271, 1 - 0.999 ** 3))
    with pytest.raises(ValueError, match="1-based"):
        sch.bias_corrections(0, 0.9, 0.999)
    assert [sch.ema_decay(s) for s in (0, 10)] == [0.1, 0.55]
    assert sch.ema_decay(10 ** 6) == 0.9999


def test_step_scalars_follow_applied_steps():
    c = {"b1": 0.9, "b2": 0.999}
    got = [sch.step_scalars(i, accumulate=2, total=3, base_lr=1.0, warmup=1, constants=c) for i in range(6)]
    assert [g["accumulate_apply"] for g in got] == [0.0, 1.0] * 3
    assert [g["lr"] for g in got[::2]] == [g["lr"] for g in got[1::2]] == [1.0, 1.0, 0.5]
    assert got[2]["bc1"] == got[3]["bc1"] == pytest.approx(1 - 0.9 ** 2)
    assert got[3]["ema_decay"] == 2 / 11  # s = 1 applied step before it
    assert "bc1" not in sch.step_scalars(0, accumulate=1, total=1, base_lr=1, warmup=0, constants={"mu": 0.9})


def test_keep_ramp_and_masks():
    keep = sch.keep_probabilities(18)
    assert keep[0] == 1.0 and keep[-1] == pytest.approx(0.9) and keep[9] == pytest.approx(1 - 0.1 * 9 / 17)
    assert sch.keep_probabilities(1).tolist() == [1.0]
    masks = sch.drop_masks(7, 3, 18, 4000)
    assert len(masks) == 18 and all(m.dtype == np.float32 and m.shape == (4000,) for m in masks)
    assert np.all(masks[0] == 1.0)
    for m, k in zip(masks, keep):
        assert set(np.unique(m).tolist()) <= {0.0, np.float32(1 / k)}
    assert abs(float(np.mean(masks[-1] == 0)) - 0.1) < 0.02  # drop rate 0.1 at the last block
    same = sch.drop_masks(7, 3, 18, 4000)
    assert all(np.array_equal(a, b) for a, b in zip(masks, same))  # a function of (seed, micro-step)
    assert not np.array_equal(masks[-1], sch.drop_masks(7, 4, 18, 4000)[-1])


# ---------------------------------------------------------------------------------------------------- init


def test_init_state_is_timms(atto_doc):
    st = ckpt.init_state(atto_doc, seed=0)
    names = [p["name"] for p in atto_doc["inputs"] if p["role"] in ckpt.STATE_ROLES]
    assert list(st) == names and len(names) == 3 * 128
    assert np.all(st["stages.2.blocks.5.gamma"] == np.float32(1e-6))
    assert np.all(st["stem.1.weight"] == 1.0) and np.all(st["head.norm.weight"] == 1.0)
    assert np.all(st["stages.1.downsample.1.bias"] == 0.0) and np.all(st["head.fc.bias"] == 0.0)
    w = st["stages.2.blocks.0.mlp.fc1.weight"]
    assert w.shape == (640, 160) and abs(w.std() - 0.02) < 0.001 and abs(w.mean()) < 0.001
    assert all(np.all(st[n] == 0) for n in names if n.endswith((".m", ".v")))
    again = ckpt.init_state(atto_doc, seed=0)
    assert all(np.array_equal(st[n], again[n]) for n in names)
    assert not np.array_equal(w, ckpt.init_state(atto_doc, seed=1)["stages.2.blocks.0.mlp.fc1.weight"])


def test_init_regions_rmsprop_and_ema():
    rms = sidecar(parse_slug("convnextatto32_rms_train_step"), "convnextatto32_fwd")
    st = ckpt.init_state(rms, seed=0)
    assert np.all(st["stem.0.weight.v"] == 1.0) and np.all(st["stem.0.weight.m"] == 0.0)
    ema = sidecar(parse_slug(TINY), "convnextatto32_fwd")
    st = ckpt.init_state(ema, seed=0)
    assert np.array_equal(st["stem.0.weight.ema"], st["stem.0.weight"])
    assert np.all(st["head.fc.weight.acc"] == 0)


def test_trunc_normal_bounds():
    from cnxbuild.nets import convnext

    x = convnext.trunc_normal(np.random.default_rng(0), (10000,), std=1.0, bound=0.5)
    assert x.dtype == np.float32 and np.max(np.abs(x)) <= 0.5 and np.min(np.abs(x)) < 0.01


def test_rank1_without_known_suffix_is_rejected():
    from cnxbuild.nets import convnext

    with pytest.raises(ValueError, match="no timm initialisation for rank-1 parameter 'x.scale'"):
        convnext.init_param("x.scale", (3,), np.random.default_rng(0))


# --------------------------------------------------------------------------------------- timm, checkpoints


def _theta(doc: dict) -> dict[str, np.ndarray]:
    st = ckpt.init_state(doc, seed=3)
    return {p["name"]: st[p["name"]] for p in doc["inputs"] if p["role"] == "theta"}


def test_load_timm_by_name(tmp_path, atto_doc):
    from safetensors.numpy import save_file

    theta = _theta(atto_doc)
    f = tmp_path / "timm.safetensors"
    save_file({**{k: v.astype(np.float16) for k, v in theta.items()},
               "stem.num_batches_tracked": np.zeros((), np.int64)}, str(f))  # a buffer: ignored
    got = ckpt.load_timm(f, atto_doc)
    assert list(got) == list(theta) and got["head.fc.weight"].dtype == np.float32
    half = theta["head.fc.weight"].astype(np.float16)
    assert np.array_equal(got["head.fc.weight"], half.astype(np.float32))


# timm's convnext.py builds atto, femto, pico and nano with conv_mlp=True: their MLP is Conv2d(C, 4C, 1) and
# Conv2d(4C, C, 1), so a genuine state_dict holds mlp.fc1.weight [4C, C, 1, 1] and mlp.fc2.weight [C, 4C, 1, 1];
# T/S/B/L/XL use nn.Linear, [4C, C] and [C, 4C] (timm ConvNeXtBlock: `mlp_layer = partial(GlobalResponseNormMlp
# if use_grn else Mlp, use_conv=conv_mlp)`; convnext_atto: `conv_mlp=True`; convnext_tiny: no conv_mlp).
TIMM_CONV_MLP = {"atto": True, "femto": True, "pico": True, "nano": True, "T": False}


@pytest.mark.parametrize("slug, size", [("convnextatto32_adam_train_step", "atto"), ("convnext_adam_train_step", "T")])
def test_a_genuine_shape_timm_state_dict_loads(tmp_path, slug, size):
    """D39: the state_dict shapes of timm's own model for the size (1x1-conv MLP weights for atto) load by name;
    values come through unchanged."""
    from safetensors.numpy import save_file

    doc = sidecar(parse_slug(slug), None)
    theta = _theta(doc)
    timm = {k: (v.reshape(v.shape + (1, 1)) if TIMM_CONV_MLP[size] and ".mlp.fc" in k and k.endswith("weight")
                else v) for k, v in theta.items()}
    assert any(v.ndim == 4 and ".mlp.fc1" in k for k, v in timm.items()) == TIMM_CONV_MLP[size]
    f = tmp_path / "timm.safetensors"
    save_file(timm, str(f))
    got = ckpt.load_timm(f, doc)
    assert {k: v.shape for k, v in got.items()} == {k: v.shape for k, v in theta.items()}
    assert all(np.array_equal(got[k], theta[k]) for k in theta)


def test_load_timm_lists_first_differences(tmp_path, atto_doc):
    from safetensors.numpy import save_file

    theta = _theta(atto_doc)
    del theta["stem.0.weight"]
    theta["head.fc.weight"] = np.zeros((1000, 320), np.float32)
    theta["stages.0.blocks.2.gamma"] = np.zeros(40, np.float32)
    f = tmp_path / "timm.safetensors"
    save_file(theta, str(f))
    with pytest.raises(ckpt.CheckpointError) as e:
        ckpt.load_timm(f, atto_doc)
    msg = str(e.value)
    assert "convnextatto32_adam_train_step (ConvNeXt-atto, K = 10)" in msg
    assert "1 missing: stem.0.weight" in msg
    assert "1 with other shapes: head.fc.weight [1000, 320] (artifact [10, 320])" in msg
    assert "1 unexpected: stages.0.blocks.2.gamma" in msg


def test_checkpoint_round_trip_and_checks(tmp_path, atto_doc):
    st = ckpt.init_state(atto_doc, seed=0)
    pos = ckpt.RunPosition("convnextatto32_adam_train_step", "digits", 5, 1e-3, 2, 10, 4, 4, 128,
                           [2.3, 2.1000000000000001, 1.9, 1.8])
    f = tmp_path / "c.safetensors"
    ckpt.save_checkpoint(f, st, pos)
    mask = os.umask(0o022)
    os.umask(mask)
    assert f.stat().st_mode & 0o777 == 0o666 & ~mask  # issue 17: was 0600 (mkstemp's)
    got, gpos = ckpt.load_checkpoint(f, atto_doc)
    assert gpos == pos and all(np.array_equal(got[k], st[k]) for k in st)
    other = sidecar(parse_slug("convnextatto32_mom_train_step"), "convnextatto32_fwd")
    with pytest.raises(ckpt.CheckpointError, match="a checkpoint of convnextatto32_adam_train_step, not of "
                                                   "convnextatto32_mom_train_step"):
        ckpt.load_checkpoint(f, other)


@pytest.mark.parametrize("key, text, message", [
    ("seed", "{", "metadata seed = '{' is not JSON"),
    ("applied", "-1", r"not one a run saves \(0 <= applied <= total; one loss per applied step"),
    ("applied", "11", r"0 <= applied <= total"),  # total 10: the run would report 11 steps
    ("losses", "[1.0]", "one loss per applied step: applied 4, total 10, micro 4, 1 losses"),
    ("lr", "NaN", "0 < lr < inf"),
    ("total", '"10"', "metadata total = '\"10\"' is not an int"),
    ("losses", '["a"]', "metadata losses"),
    ("rate", "1", "unknown metadata key 'rate'"),
    ("drop_path_rate", "NaN", "0 <= drop_path_rate < 1"),  # a breaker's finding (stop 48): masks of all zeros
    ("drop_path_rate", "1.5", "0 <= drop_path_rate < 1"),
    ("ema_decay", "-0.4", "0 < ema_decay <= 1"),
])
def test_a_damaged_checkpoint_position_is_refused_naming_the_key(tmp_path, atto_doc, key, text, message):
    """A breaker's findings: --resume took a checkpoint's metadata on trust (a traceback, or a run reporting
    5 of 2 steps and a final loss from an edited list)."""
    from safetensors import safe_open
    from safetensors.numpy import load_file, save_file

    pos = ckpt.RunPosition("convnextatto32_adam_train_step", "digits", 5, 1e-3, 2, 10, 4, 4, 128,
                           [2.3, 2.1, 1.9, 1.8])
    f = tmp_path / "c.safetensors"
    ckpt.save_checkpoint(f, ckpt.init_state(atto_doc, seed=0), pos)
    ckpt.load_checkpoint(f, atto_doc)  # unplanted: loads
    with safe_open(str(f), "numpy") as g:
        meta = dict(g.metadata())
    save_file(load_file(str(f)), str(f), metadata={**meta, key: text})
    with pytest.raises(ckpt.CheckpointError, match=message):
        ckpt.load_checkpoint(f, atto_doc)


def test_a_checkpoint_tensor_of_another_dtype_is_refused(tmp_path, atto_doc):
    from safetensors import safe_open
    from safetensors.numpy import load_file, save_file

    pos = ckpt.RunPosition("convnextatto32_adam_train_step", "digits", 5, 1e-3, 2, 10, 0, 0, 0, [])
    f = tmp_path / "c.safetensors"
    ckpt.save_checkpoint(f, ckpt.init_state(atto_doc, seed=0), pos)
    with safe_open(str(f), "numpy") as g:
        meta = dict(g.metadata())
    tensors = load_file(str(f))
    tensors["stem.0.weight"] = tensors["stem.0.weight"].astype(np.float16)
    save_file(tensors, str(f), metadata=meta)
    with pytest.raises(ckpt.CheckpointError, match=r"not float32 \(the artifact's state is\): stem.0.weight "
                                                   r"\(float16\)"):
        ckpt.load_checkpoint(f, atto_doc)


def test_cli_init_timm_mismatch_is_a_user_error(tmp_path, capsys):
    from safetensors.numpy import save_file

    from cnxbuild.cli import main

    f = tmp_path / "other.safetensors"
    save_file({"stem.0.weight": np.zeros((96, 3, 4, 4), np.float32)}, str(f))
    rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--init-timm", str(f),
               "--out", str(tmp_path)])
    err = capsys.readouterr().err
    assert rc == 2 and err.startswith(f"error: --init-timm {f} does not fit {TINY}")
    assert "127 missing: stem.0.bias, stem.1.weight" in err and "stem.0.weight [96, 3, 4, 4] (artifact" in err


def test_load_artifact_prefers_a_matching_committed_pair(tmp_path):
    from cnxbuild.step import render
    from cnxbuild.train import load_artifact

    v = parse_slug("convnextatto32_adam_train_step")
    assert load_artifact(v, tmp_path).source == "rendered"
    doc = sidecar(v, "convnextatto32_64_fwd")  # a non-default eval batch: only the committed sidecar knows it
    (tmp_path / "convnextatto32_adam_train_step.json").write_text(json.dumps(doc))
    (tmp_path / "convnextatto32_adam_train_step.mlir").write_text(render(v))
    art = load_artifact(v, tmp_path)
    assert art.source == str(tmp_path / "convnextatto32_adam_train_step.mlir")
    assert art.doc["forward_partner"] == "convnextatto32_64_fwd"
    del doc["module_sha256"]  # a sidecar from before issue 17 (no initial_state either): not used
    (tmp_path / "convnextatto32_adam_train_step.json").write_text(json.dumps(doc))
    art = load_artifact(v, tmp_path)
    assert art.source.endswith("does not describe its module (module_sha256): regenerate it; not used)")
    assert "initial_state" in art.doc
    doc = sidecar(v, "convnextatto32_64_fwd")  # an older cnxbuild's sidecar of the same module (stop 32's
    del doc["initial_state"]["theta"]["per_tensor"]  # rules missing): a driver of today cannot use it
    (tmp_path / "convnextatto32_adam_train_step.json").write_text(json.dumps(doc))
    art = load_artifact(v, tmp_path)
    assert art.source.endswith("differs from a fresh render of its sidecar (an older cnxbuild's, or edited): "
                               "regenerate it; not used)")
    assert "per_tensor" in art.doc["initial_state"]["theta"]
    (tmp_path / "convnextatto32_adam_train_step.json").write_text(json.dumps(doc)[:2000])  # damaged
    assert "is not JSON (" in load_artifact(v, tmp_path).source
    (tmp_path / "convnextatto32_adam_train_step.mlir").write_text("// stale\n")
    art = load_artifact(v, tmp_path)
    assert art.source.endswith("differs from a fresh render: not used)")
    assert art.doc["forward_partner"] == "convnextatto32_fwd"


def test_data_parallel_is_refused(tmp_path, capsys):
    doc = sidecar(parse_slug("convnextatto32_adamdpx2_train_step"), "convnextatto32_fwd")
    with pytest.raises(TrainError, match=r"data-parallel artifacts \(2 replicas\) are not supported"):
        check_drivable(doc)
    from cnxbuild.cli import main  # refused before "compiling …" is said (a new user's finding, stop 54)

    assert main(["train", "convnextatto32_adamdpx2_train_step", "--data", "digits", "--steps", "2", "--out",
                 str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "data-parallel artifacts (2 replicas) are not supported" in err and "compiling" not in err


def test_resume_takes_the_checkpoints_data_and_a_fresh_run_needs_data(tiny_run, tmp_path, capsys):
    """A new user's finding (stop 54): --resume required --data, which the checkpoint records (and any other value
    is refused)."""
    from cnxbuild.cli import main

    out, _ = tiny_run
    assert main(["train", TINY, "--steps", "2", "--out", str(tmp_path / "n")]) == 2
    assert "--data DIR|digits is required without --resume" in capsys.readouterr().err
    resumed, s = _train(tmp_path, "resumed", "--resume", str(out / "ckpt_000004.safetensors"), data=None)
    assert s["data"] == "digits" and s["settings"]["applied"] == 4


def test_unknown_scalar_is_refused(atto_doc):
    doc = dict(atto_doc, inputs=atto_doc["inputs"] + [{"name": "momentum_t", "role": "scalar", "shape": []}])
    want = r"computes the scalars \['accumulate_apply', 'bc1', 'bc2', 'ema_decay', 'lr'\], not \['momentum_t'\]"
    with pytest.raises(TrainError, match=want):
        check_drivable(doc)


# ---------------------------------------------------------------------------------------------------- data


def test_digits_split_and_normalization():
    d = tdata.digits(32)
    assert (len(d.train), len(d.held_out), len(d.class_names)) == (1438, 359, 10)
    x = d.held_out.load(np.array([0, 5]))
    assert x.shape == (2, 3, 32, 32) and x.dtype == np.float32
    assert np.allclose(x[:, 0].min(), -0.485 / 0.229, atol=1e-5)  # background 0 → (0 − mean)/std
    assert np.allclose(x[:, 0] * 0.229 + 0.485, x[:, 2] * 0.225 + 0.406, atol=1e-6)  # grey: channels equal
    assert tdata.one_hot(np.array([2, 0]), 3).tolist() == [[0, 0, 1], [1, 0, 0]]


def test_example_order_crosses_epochs():
    o = tdata.ExampleOrder(5, seed=1)
    first, second = o.take(0, 5), o.take(5, 5)
    assert sorted(first) == sorted(second) == list(range(5)) and not np.array_equal(first, second)
    assert np.array_equal(o.take(3, 4), np.concatenate([first[3:], second[:2]]))
    assert np.array_equal(tdata.ExampleOrder(5, seed=1).take(7, 3), o.take(7, 3))


def _folder(root, classes, per_class):
    from PIL import Image

    for i, c in enumerate(classes):
        (root / c).mkdir(parents=True)
        for j in range(per_class):
            Image.new("RGB", (9, 7), (25 * i, 10 * j, 0)).save(root / c / f"{j}.png")


def test_image_folder_layouts(tmp_path):
    _folder(tmp_path / "flat", ["b", "a"], 5)
    d = tdata.load_data(str(tmp_path / "flat"), 32, 2)
    assert d.class_names == ["a", "b"] and (len(d.train), len(d.held_out)) == (8, 2)
    x = d.train.load(np.array([0]))
    assert x.shape == (1, 3, 32, 32)  # class "a" (made second): red 25, green 10·j, blue 0; j = 0 here
    assert np.allclose(x[0, :, 5, 7], (np.array([25 / 255, 0, 0]) - tdata.IMAGENET_MEAN) / tdata.IMAGENET_STD)
    _folder(tmp_path / "tv" / "train", ["a", "b", "c"], 2)
    _folder(tmp_path / "tv" / "val", ["a", "c"], 1)
    d = tdata.image_folder(tmp_path / "tv", 32)
    assert (len(d.train), len(d.held_out), d.held_out.labels.tolist()) == (6, 2, [0, 2])
    with pytest.raises(tdata.DataError, match="3 classes, but the artifact has K = 10 outputs") as e:
        tdata.load_data(str(tmp_path / "tv"), 32, 10)
    assert '[datasets.<name>] classes = 3, code = "<letters>"' in str(e.value)  # how (a new user, stop 41)
    with pytest.raises(tdata.DataError) as e:  # a built-in dataset of that count is offered (a new user, stop 54)
        tdata.load_data("digits", 32, 3)
    assert 'a step of dataset = "imagenette" (10 classes, built in)' in str(e.value)
    # breaker finding (stop 26): train/ and test/ were read as two classes, "test" and "train"
    _folder(tmp_path / "tt" / "train", ["cat", "dog"], 5)
    _folder(tmp_path / "tt" / "test", ["cat", "dog"], 5)
    with pytest.raises(tdata.DataError, match=r"has train/ but no val/; give both"):
        tdata.load_data(str(tmp_path / "tt"), 32, 2)


# ----------------------------------------------------------------------------------- end to end (XLA, tiny)


def _train(tmp_path, name, *extra, progress=False, data="digits"):
    from cnxbuild.cli import main

    out = tmp_path / name
    executor = [] if "--reference" in extra else ["--executor", "xla"]  # the reference runs no artifact (stop 57)
    rc = main(["train", TINY, *(["--data", data] if data else []), *executor, "--out", str(out),
               *([] if progress else ["--no-progress"]), *extra])
    assert rc == 0
    return out, json.loads((out / "summary.json").read_text())


def _losses(out) -> list[float]:
    with open(out / "losses.csv") as f:
        return [float(r["loss"]) for r in csv.DictReader(f)]


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    pytest.importorskip("jax")
    return _train(tmp_path_factory.mktemp("train"), "full", "--steps", "4", "--warmup", "1", "--seed", "3",
                  "--checkpoint-every", "2")


def test_train_end_to_end(tiny_run):
    out, s = tiny_run
    losses = _losses(out)
    assert len(losses) == 4 and all(math.isfinite(v) for v in losses)
    assert (out / "loss.png").stat().st_size < 150_000
    ckpts = [f.name for f in sorted(out.glob("ckpt_*"))]
    assert ckpts == ["ckpt_000002.safetensors", "ckpt_000004.safetensors"]
    assert s["settings"] == {"data": "digits", "seed": 3, "lr": 1e-3, "warmup": 1, "total": 4, "applied": 4,
                             "micro": 8, "data_position": 16, "drop_path_rate": 0.1, "ema_decay": 0.9999,
                             "lr_schedule": "warmup_cosine"}
    assert s["compiled"] == "compiled" and s["times"]["compile_s"] >= 0
    assert 0 <= s["held_out_accuracy"] <= 1 and "held_out_accuracy_ema" in s
    from cnxbuild.cli.training import summary_line  # a new user's finding (stop 41): the EMA's accuracy was not said
    assert f"with the EMA weights {100 * s['held_out_accuracy_ema']:.2f}%" in summary_line(s)
    assert "EMA" not in summary_line({k: v for k, v in s.items() if k != "held_out_accuracy_ema"})
    from cnxbuild.run.memory import _glibc

    assert s["heap"] == ("kept" if _glibc() is not None else "system")  # D77: the run kept glibc's freed memory
    with open(out / "losses.csv") as f:
        lrs = [float(r["lr"]) for r in csv.DictReader(f)]
    assert lrs == [sch.learning_rate(i, 4, 1e-3, 1) for i in range(4)]


def test_resume_is_exact(tiny_run, tmp_path, capsys):
    out, _ = tiny_run
    resumed, s = _train(tmp_path, "resumed", "--resume", str(out / "ckpt_000002.safetensors"),
                        "--compare", str(out / "losses.csv"), progress=True)
    assert _losses(resumed) == _losses(out)  # bit-exact, steps 1-2 from the checkpoint, 3-4 recomputed
    # the phases that take a while are said on stderr, a log included (new-user finding, stop 37)
    said = [line for line in capsys.readouterr().err.splitlines() if not line.startswith("note: ")]
    # and, with the bar hidden (stderr is no terminal), the last step's loss (new-user finding, stop 40)
    loss4 = _losses(resumed)[-1]
    lr4 = sch.learning_rate(3, 4, 1e-3, 1)
    assert said == [f"compiling {TINY} for xla …", f"step 4/4: loss {loss4:.4f}, lr {lr4:.3g}",
                    "evaluating the held-out split with convnextatto32_fwd …"]
    assert s["compare"]["max_abs_loss_diff"] == 0.0
    # steps 1-2 came from the checkpoint; 3-4 are this run's own (new-user finding, stop 37)
    assert s["compare"]["steps_from_checkpoint"] == 2 and s["compare"]["max_abs_loss_diff_computed"] == 0.0
    from cnxbuild.cli import main

    rc = main(["train", TINY, "--data", "digits", "--resume", str(out / "ckpt_000002.safetensors"),
               "--lr", "0.01", "--out", str(tmp_path / "x")])
    assert rc == 2 and "--lr 0.01 (checkpoint: 0.001)" in capsys.readouterr().err
    rc = main(["train", TINY, "--data", "digits", "--resume", str(out / "ckpt_000002.safetensors"),
               "--drop-path-rate", "0.3", "--ema-decay", "0.999", "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert rc == 2 and "--drop-path-rate 0.3 (checkpoint: 0.1); --ema-decay 0.999 (checkpoint: 0.9999)" in err


def test_reference_agrees(tiny_run, tmp_path):
    out, _ = tiny_run
    _, s = _train(tmp_path, "ref", "--steps", "4", "--warmup", "1", "--seed", "3", "--reference",
                  "--compare", str(out / "losses.csv"))
    assert s["runner"] == "JAX reference" and s["compare"]["steps"] == 4
    assert s["compare"]["max_abs_loss_diff"] < 1e-4


# ------------------------------------------------------------------------------------------------ issue 17


@pytest.mark.parametrize("flag, value, match", [("--drop-path-rate", "1.5", "--drop-path-rate 1.5 must satisfy"),
                                                ("--ema-decay", "0", "--ema-decay 0.0 must satisfy")])
def test_recipe_flags_are_checked(tmp_path, capsys, flag, value, match):
    from cnxbuild.cli import main

    rc = main(["train", TINY, "--data", "digits", "--steps", "1", flag, value, "--out", str(tmp_path / "o")])
    assert rc == 2 and match in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_recipe_defaults_come_from_the_sidecar():
    from cnxbuild.train.driver import TrainOptions
    from cnxbuild.train.recipe import recipe

    doc = sidecar(parse_slug("convnextb_emadrop_train_step"), "convnextb_fwd")
    assert doc["drop_path"]["recommended_rate"] == 0.5  # the ConvNeXt paper's B on ImageNet-1K
    assert recipe(TrainOptions(data="digits", out=Path(".")), doc) == (0.5, 0.9999)
    assert recipe(TrainOptions(data="digits", out=Path("."), drop_path_rate=0.2, ema_decay=0.99), doc) == (0.2, 0.99)


def test_a_sidecar_drop_schedule_this_cnxbuild_cannot_draw_is_refused():
    """A sidecar from a newer cnxbuild may name a ramp this one does not know: training it with masks drawn on
    another ramp would be a silently different recipe (D114)."""
    from cnxbuild.train.driver import TrainOptions
    from cnxbuild.train.recipe import recipe
    from cnxbuild.train.steppers import TrainError

    doc = sidecar(parse_slug("efficientnetb0_adamdrop_train_step"), "efficientnetb0_fwd_eval")
    assert recipe(TrainOptions(data="digits", out=Path(".")), doc) == (0.2, 0.9999)
    doc["drop_path"]["schedule"] = "cosine"
    with pytest.raises(TrainError) as e:
        recipe(TrainOptions(data="digits", out=Path(".")), doc)
    assert str(e.value) == ("efficientnetb0_adamdrop_train_step: its sidecar's drop_path.schedule 'cosine' is not "
                            "one this cnxbuild draws masks for (linear, block_fraction); train it with the cnxbuild "
                            "that rendered it")


@pytest.mark.parametrize("edit, message", [
    (lambda dp: dp.pop("schedule"), "drop_path.schedule None is not one this cnxbuild draws masks for"),
    (lambda dp: dp.pop("site_block"), "drop_path has no site_block, so one mask per block, but blocks is 16 and "
                                      "the artifact takes 9 drop_mask inputs"),
    (lambda dp: dp["site_block"].pop(), r"drop_path.site_block \[2, 4, 6, 7, 9, 10, 12, 13\] is not 9 whole "
                                        r"numbers in 0..15"),
    (lambda dp: dp.__setitem__("blocks", "16"), "drop_path.blocks '16' is not a whole number >= 1"),
    (lambda dp: dp.__setitem__("recommended_rate", None), "drop_path.recommended_rate None is not a number"),
])
def test_a_sidecar_drop_path_the_masks_cannot_be_drawn_from_is_refused(edit, message):
    """A breaker's findings (stop 48): a drop_path without its schedule was read as the linear ramp, one without
    site_block drew 16 masks for 9 inputs, a short site_block failed after the compile."""
    from cnxbuild.train.driver import TrainOptions
    from cnxbuild.train.recipe import recipe
    from cnxbuild.train.steppers import TrainError

    doc = sidecar(parse_slug("efficientnetb0_adamdrop_train_step"), "efficientnetb0_fwd_eval")
    edit(doc["drop_path"])
    with pytest.raises(TrainError, match="^efficientnetb0_adamdrop_train_step: its sidecar's " + message):
        recipe(TrainOptions(data="digits", out=Path(".")), doc)
    doc["drop_path"] = [1]
    with pytest.raises(TrainError, match=r"its sidecar's drop_path is \[1\], not an object"):
        recipe(TrainOptions(data="digits", out=Path(".")), doc)


@pytest.mark.parametrize("kw, message", [
    ({"rate": float("nan")}, "the rate must satisfy 0 <= rate < 1, got nan"),
    ({"rate": -0.3}, "the rate must satisfy 0 <= rate < 1, got -0.3"),
    ({"rate": 1.5}, "the rate must satisfy 0 <= rate < 1, got 1.5"),
    ({"blocks": 16.5}, "need a whole number of blocks >= 1, got 16.5"),
    ({"site_block": [2.7]}, r"site blocks must be whole numbers, got \[2.7\]"),
    ({"site_block": [True]}, r"site blocks must be whole numbers, got \[True\]"),
])
def test_drop_masks_refuse_what_no_ramp_means(kw, message):
    """A breaker's findings (stop 48): a NaN or negative rate drew masks of all zeros or none, a fractional site
    was truncated."""
    from cnxbuild.train.schedule import drop_masks

    args = {"blocks": 16, "rate": 0.2, "site_block": [2, 14], "schedule": "block_fraction", **kw}
    with pytest.raises(ValueError, match=message):
        drop_masks(0, 0, batch=4, **args)


@pytest.mark.parametrize("slug, option, message", [
    ("convnextatto32_ema_train_step", {"drop_path_rate": 0.2},
     "--drop-path-rate 0.2: convnextatto32_ema_train_step has no stochastic depth (drop masks); the option applies "
     "to variants with drop in their slug"),
    ("convnextatto32_adamdrop_train_step", {"ema_decay": 0.99},
     "--ema-decay 0.99: convnextatto32_adamdrop_train_step has no EMA of weights; the option applies to variants "
     "with ema in their slug")])
def test_a_recipe_flag_the_variant_cannot_use_is_refused(slug, option, message):
    """Breaker finding (stop 19): accepted, recorded in the checkpoint and never used."""
    from cnxbuild.train.driver import TrainOptions
    from cnxbuild.train.recipe import recipe
    from cnxbuild.train.steppers import TrainError

    doc = sidecar(parse_slug(slug), "convnextatto32_fwd")
    with pytest.raises(TrainError) as e:
        recipe(TrainOptions(data="digits", out=Path("."), **option), doc)
    assert str(e.value) == message


@pytest.mark.parametrize("option", [{"lr": 0.5}, {"warmup": 1}, {"lr": 0.5, "warmup": 1}])
def test_a_schedule_for_a_step_that_bakes_its_rate_is_refused(option):
    """Breaker finding (stop 40): a fused_sgd step bakes lr and takes none; ``--lr 0.5`` was accepted and
    recorded
    in losses.csv and summary.json while the step applied its baked 0.01."""
    from cnxbuild.train.driver import TrainOptions, _settings
    from cnxbuild.train.steppers import TrainError

    doc = sidecar(parse_slug("convnextatto32_4lr001_train_step"), "convnextatto32_4_fwd")
    with pytest.raises(TrainError, match=r"is a fused_sgd step, which bakes its learning rate \(lr = 0\.01"):
        _settings(TrainOptions(data="digits", out=Path("."), steps=3, **option), doc)
    pos, _ = _settings(TrainOptions(data="digits", out=Path("."), steps=3), doc)
    assert (pos.lr, pos.warmup) == (0.01, 0)


def test_an_out_directory_of_another_steps_run_is_refused(tmp_path):
    """Breaker finding (stop 40): training another step into the same ``--out`` left both runs' checkpoints
    under one summary.json. The same step's directory is written again, as before."""
    from cnxbuild.train.outdir import check_out
    from cnxbuild.train.steppers import TrainError

    adam, mom = "convnextatto32_adam_train_step", "convnextatto32_mom_train_step"
    (tmp_path / "summary.json").write_text(json.dumps({"slug": adam}))
    # a resumed run writes back to its own directory
    assert check_out(tmp_path, adam, resume=tmp_path / "ckpt_000002.safetensors") == []
    assert check_out(tmp_path / "missing", mom) == []
    with pytest.raises(TrainError, match=f"holds a run of {adam} .*give another --out for {mom}"):
        check_out(tmp_path, mom)
    for text in ("[]", "not json", '{"slug": 5}', '"x"'):  # a summary.json that is no run's (second breaker)
        (tmp_path / "summary.json").write_text(text)
        with pytest.raises(TrainError, match="its summary.json is not the summary of a cnxbuild train run"):
            check_out(tmp_path, adam)
    (tmp_path / "summary.json").unlink()  # a run stopped before its summary: its checkpoints say whose it was
    doc = sidecar(parse_slug(adam), "convnextatto32_fwd")
    ckpt.save_checkpoint(tmp_path / "ckpt_000002.safetensors", ckpt.init_state(doc, seed=0),
                         ckpt.RunPosition(adam, "digits", 0, 1e-3, 0, 4, applied=2))
    check_out(tmp_path, adam, resume=tmp_path / "ckpt_000002.safetensors")
    with pytest.raises(TrainError, match=f"holds ckpt_000002.safetensors, a checkpoint of {adam}; give"):
        check_out(tmp_path, mom)


def test_a_fresh_run_over_an_earlier_run_of_the_same_step_needs_overwrite(tmp_path):
    """A new user's finding (stop 47): a second run of one step into the same ``--out`` replaced the first run's
    checkpoints silently and left its later ones beside the new summary. Refused now, unless --overwrite, which
    names the earlier run's files for removal (removed only once every other option has been checked)."""
    from cnxbuild.train.outdir import check_out
    from cnxbuild.train.steppers import TrainError

    adam = "convnextatto32_adam_train_step"
    (tmp_path / "summary.json").write_text(json.dumps({"slug": adam}))
    for name in ("losses.csv", "loss.png", "ckpt_000005.safetensors", "ckpt_000010.safetensors", "notes.txt"):
        (tmp_path / name).write_text("x")
    with pytest.raises(TrainError, match=r"holds an earlier run of convnextatto32_adam_train_step \(summary.json, "
                                         r"losses.csv, loss.png, ckpt_000005.safetensors, …\); give another --out, "
                                         r"--overwrite to replace that run, or --resume"):
        check_out(tmp_path, adam)
    names = sorted(p.name for p in check_out(tmp_path, adam, overwrite=True))
    assert names == ["ckpt_000005.safetensors", "ckpt_000010.safetensors", "loss.png", "losses.csv", "summary.json"]
    assert (tmp_path / "ckpt_000010.safetensors").exists()  # nothing is removed by the check itself


def test_a_checkpoint_of_a_fused_step_resumes_with_the_baked_rate(tmp_path, capsys):
    """Second breaker (stop 40): a fused_sgd checkpoint written before D91 records the schedule nothing
    applied (lr 0.5, warmup 2); resumed, the run recorded it again. Now the baked rate is recorded, with a
    note."""
    from cnxbuild.train.driver import TrainOptions, _settings
    from cnxbuild.train.steppers import TrainError

    slug = "convnextatto32_4lr001_train_step"
    doc = sidecar(parse_slug(slug), "convnextatto32_4_fwd")
    old = tmp_path / "ckpt_000002.safetensors"
    pos = ckpt.RunPosition(slug, "digits", 0, 0.5, 2, 4, applied=2, micro=2, data_position=8,
                           losses=[2.3, 2.2])
    ckpt.save_checkpoint(old, ckpt.init_state(doc, seed=0), pos)
    pos, _ = _settings(TrainOptions(data="digits", out=tmp_path, resume=old), doc)
    assert (pos.lr, pos.warmup, pos.applied) == (0.01, 0, 2)
    said = capsys.readouterr().err
    assert "records lr 0.5 and warmup 2, but convnextatto32_4lr001_train_step bakes lr = 0.01" in said, said
    with pytest.raises(TrainError, match="bakes its learning rate"):
        _settings(TrainOptions(data="digits", out=tmp_path, resume=old, lr=0.01), doc)


def test_one_class_of_images_is_refused(tmp_path):
    """Second breaker (stop 40): a one-class folder with a bce step trained to "100 % held-out accuracy"."""
    _folder(tmp_path / "one", ["cat"], 10)
    for classes in (1, 10):  # against a 10-class artifact too: no fix offered that is refused (a breaker, stop 44)
        with pytest.raises(tdata.DataError, match=r"one class \(cat\): .* give at least 2 classes"):
            tdata.load_data(str(tmp_path / "one"), 32, classes)


def test_a_step_that_bakes_its_rate_records_the_rate_it_applied(tmp_path):
    """losses.csv and summary.json of a fused_sgd run give the baked lr at every step, not a warmup + cosine
    schedule nothing applied (breaker finding, stop 40)."""
    import csv

    from cnxbuild.train import TrainOptions, train

    s = train(parse_slug("convnextatto32_4lr001_train_step"),
              TrainOptions(data="digits", out=tmp_path, steps=3, reference=True, progress=False))
    assert s["settings"]["lr"] == 0.01 and s["settings"]["lr_schedule"] == "baked"
    with open(tmp_path / "losses.csv", newline="") as f:
        assert [float(r["lr"]) for r in csv.DictReader(f)] == [0.01, 0.01, 0.01]


def test_folder_data_without_held_out_images_or_with_a_corrupt_one_is_a_data_error(tmp_path):
    """Breaker findings (stop 19): 4 images per class held none out (ZeroDivisionError after training); a corrupt
    PNG was a PIL traceback in the middle of the run."""
    _folder(tmp_path / "four", ["a", "b"], 4)
    with pytest.raises(tdata.DataError, match="no held-out images to measure accuracy on; give at least 5 images"):
        tdata.load_data(str(tmp_path / "four"), 32, 2)
    _folder(tmp_path / "bad", ["a", "b"], 5)
    (tmp_path / "bad" / "a" / "1.png").write_bytes(b"\x89PNG\r\n\x1a\n not really")
    d = tdata.load_data(str(tmp_path / "bad"), 32, 2)
    with pytest.raises(tdata.DataError, match=r"1\.png: cannot be read as an image \(.*\); remove or replace it"):
        d.train.load(np.arange(len(d.train)))


def test_an_unreadable_held_out_image_is_found_before_the_run(tmp_path):
    """Breaker finding (stop 26): a corrupt held-out image failed the run after training, before losses.csv."""
    _folder(tmp_path / "bad", ["a", "b"], 5)  # 4.png of each class is held out (20 %)
    (tmp_path / "bad" / "b" / "4.png").write_bytes(b"\x89PNG\r\n\x1a\n not really")
    with pytest.raises(tdata.DataError, match=r"b/4\.png: cannot be read as an image \(.*\); remove or replace it"):
        tdata.load_data(str(tmp_path / "bad"), 32, 2)
    png = (tmp_path / "bad" / "a" / "4.png").read_bytes()
    (tmp_path / "bad" / "b" / "4.png").write_bytes(png[:-20])  # truncated: its last chunk's CRC is gone
    with pytest.raises(tdata.DataError, match=r"b/4\.png: cannot be read as an image"):
        tdata.load_data(str(tmp_path / "bad"), 32, 2)


def test_init_state_follows_the_sidecar(atto_doc):
    doc = json.loads(json.dumps(atto_doc))
    doc["initial_state"]["m"] = {"fill": 0.5}
    assert np.all(ckpt.init_state(doc, seed=0)["stem.0.weight.m"] == 0.5)
    del doc["initial_state"]["v"]
    with pytest.raises(ckpt.CheckpointError, match="initial_state gives no rule for role 'v'"):
        ckpt.init_state(doc, seed=0)
    del doc["initial_state"]["theta"]["per_tensor"]["stem.0.bias"]  # a sidecar from before the rules, or cut
    with pytest.raises(ckpt.CheckpointError, match=r"initial_state.theta gives no rule for 'stem.0.bias' \(render"):
        ckpt.init_state(doc, seed=0)
    doc["initial_state"]["theta"]["per_tensor"]["stem.0.wieght"] = {"fill": 5.0}  # a misspelt name
    with pytest.raises(ckpt.CheckpointError, match=r"per_tensor names tensors the artifact does not take as theta: "
                                                   r"stem.0.wieght"):
        ckpt.init_state(doc, seed=0)
    del doc["initial_state"]["theta"]["per_tensor"]["stem.0.wieght"]
    doc["initial_state"]["theta"]["per_tensor"]["stem.0.bias"] = {"zeros": []}
    with pytest.raises(ckpt.CheckpointError, match=r"initial_state.theta.per_tensor\['stem.0.bias'\]: draw_init: "
                                                   r"\{'zeros': \[\]\} is not an initialisation rule"):
        ckpt.init_state(doc, seed=0)


def test_init_state_refuses_a_malformed_initial_state_with_a_checkpoint_error(atto_doc):
    """A breaker's findings (stop 32): these ended in a traceback or a run on NaN; each is now an error that
    names the part of the sidecar at fault."""
    cases = [(("m",), {"fill": "0"}, r"initial_state.m: draw_init: \{'fill': '0'\} is not an initialisation"),
             (("theta",), None, r"initial_state.theta is not an object with a per_tensor object"),
             (("theta", "per_tensor", "stem.0.bias"), {"fill": None}, r"per_tensor\['stem.0.bias'\]: draw_init"),
             (("theta", "per_tensor", "stem.0.weight"), {"trunc_normal": {"mean": 0, "std": 0.02, "a": 2, "b": -2}},
              r"per_tensor\['stem.0.weight'\]: draw_init: .* is not an initialisation rule")]
    for path, value, message in cases:
        doc = json.loads(json.dumps(atto_doc))
        node = doc["initial_state"]
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
        with pytest.raises(ckpt.CheckpointError, match=message):
            ckpt.init_state(doc, seed=0)
    doc = json.loads(json.dumps(atto_doc))
    doc["initial_state"] = None
    with pytest.raises(ckpt.CheckpointError, match="has no initial_state object"):
        ckpt.init_state(doc, seed=0)


def test_given_theta_and_buffers_need_no_rules_of_their_own():
    """--init-timm with a file that carries the buffers too: their rules are not asked for (a breaker's
    finding: the buffer rules were demanded, and a malformed one crashed, though the file's values are used)."""
    doc = sidecar(parse_slug("resnet1832_mom4_train_step"), "resnet1832_fwd_eval")
    full = ckpt.init_state(doc, seed=1)
    given = {p["name"]: full[p["name"]] + 1 for p in doc["inputs"] if p["role"] in ("theta", "buffer")}
    doc["initial_state"]["buffer"]["per_tensor"] = {"bn1.running_mean": {"fill": "broken"}}
    del doc["initial_state"]["theta"]["per_tensor"]["conv1.weight"]
    st = ckpt.init_state(doc, seed=1, theta=given)
    assert all(np.array_equal(st[n], a) for n, a in given.items())


def test_compile_facts_are_the_builds():
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from rules import compile_tool_versions

    from cnxbuild.train.prebuilt import compile_facts

    assert compile_facts() == compile_tool_versions()


@pytest.mark.iree
def test_train_reuses_the_vmfb_doit_built(tmp_path):
    """issue 17: `cnxbuild train` compiled again what `doit` had just compiled. A real doit build of a
    one-step matrix; the run reuses its .vmfb (compile_s ~0); an edited .mlir or another IREE is not reused."""
    import subprocess
    import sys

    from cnxbuild.train import TrainOptions, train
    from cnxbuild.train.prebuilt import prebuilt_vmfb

    repo = Path(__file__).resolve().parents[1]
    (tmp_path / "variants.toml").write_text('[[group]]\nname = "g"\nsize = "atto"\ndataset = "imagenette"\n'
                                            'image_size = 32\nbatch = 2\noptimizer = "adamw"\nema = true\n'
                                            'accumulate = 2\nstochastic_depth = true\n')
    doit = [sys.executable, "-m", "doit", "-f", str(repo / "dodo.py"), "-d", str(tmp_path),
            "compile"]  # the step and its forward partner
    subprocess.run(doit, check=True, capture_output=True, env={**os.environ, "PYTHONPATH": str(repo)})
    mlir = tmp_path / "verified_mlir" / f"{TINY}.mlir"
    assert prebuilt_vmfb(TINY, mlir, tmp_path) == tmp_path / "build" / "llvm-cpu" / f"{TINY}.vmfb"
    opts = TrainOptions(data="digits", out=tmp_path / "run", steps=1, mlir_dir=tmp_path / "verified_mlir",
                        progress=False)
    s = train(parse_slug(TINY), opts)
    assert s["compiled"] == f"reused {tmp_path / 'build' / 'llvm-cpu' / f'{TINY}.vmfb'}"
    # and the forward partner's, for the held-out accuracy (breaker finding, stop 19: it was compiled again)
    partner = json.loads(mlir.with_suffix(".json").read_text())["forward_partner"]
    assert s["forward_compiled"] == f"reused {tmp_path / 'build' / 'llvm-cpu' / f'{partner}.vmfb'}"
    assert s["times"]["compile_s"] < 2 and math.isfinite(s["final_loss"])
    # the compile record (D88), as a driver that is not Python reads it: which bytes, which flags, what to call
    vmfb = tmp_path / "build" / "llvm-cpu" / f"{TINY}.vmfb"
    record_file = tmp_path / "build" / "llvm-cpu" / f"{TINY}.vmfb.json"
    record = json.loads(record_file.read_text())
    assert record["format"] == "cnxbuild.compiled/1" and record["slug"] == record["entry"] == TINY
    assert record["mlir"] == {"path": f"verified_mlir/{TINY}.mlir", "bytes": mlir.stat().st_size,
                              "sha256": hashlib.sha256(mlir.read_bytes()).hexdigest()}
    assert record["vmfb"]["sha256"] == hashlib.sha256(vmfb.read_bytes()).hexdigest()
    assert record["sidecar"] == f"verified_mlir/{TINY}.json" and record["target"] == "llvm-cpu"
    assert record["mlir"]["sha256"] == json.loads(mlir.with_suffix(".json").read_text())["module_sha256"]
    assert record["device"] == "local-task"
    assert record["vm_module"] == TINY
    assert "--iree-llvmcpu-target-cpu=host" in record["compiled_with"]["flags"]
    # D90: the step and its forward partner load into one IREE context (each VM module named after its slug)
    import iree.runtime as ireert

    ctx = ireert.SystemContext(config=ireert.Config(record["device"]))
    for name in (TINY, partner):
        rec = json.loads((tmp_path / "build" / "llvm-cpu" / f"{name}.vmfb.json").read_text())
        assert rec["vm_module"] == rec["entry"] == name
        vmfb_bytes = (tmp_path / rec["vmfb"]["path"]).read_bytes()
        ctx.add_vm_module(ireert.VmModule.copy_buffer(ctx.instance, vmfb_bytes))
    fwd_side = json.loads((tmp_path / "verified_mlir" / f"{partner}.json").read_text())
    zeros = [np.zeros(p["shape"], np.float32) for p in fwd_side["inputs"]]
    logits = ctx.modules[partner][partner](*zeros).to_host()
    assert logits.shape == tuple(fwd_side["outputs"][0]["shape"]) and TINY in ctx.modules
    # the README's driver example, as printed there, on this build's step (only its slug and root replaced)
    readme = (repo / "README.md").read_text()
    code = next(b for b in readme.split("```python\n")[1:] if "import iree.runtime" in b).split("```")[0]
    line = 'slug, root = "convnext_adam_train_step", "."'
    assert line in code
    space: dict = {}
    exec(code.replace(line, f"slug, root = {TINY!r}, {str(tmp_path)!r}"), space)  # noqa: S102 - the README's code
    side = json.loads(mlir.with_suffix(".json").read_text())
    assert list(space["new"]) == [p["name"] for p in side["outputs"]] and math.isfinite(float(space["new"]["loss"]))
    # `cnxbuild train --matrix DIR/variants.toml` from another directory reuses DIR's build (stop 40)
    from cnxbuild.cli import main

    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "verified_mlir").mkdir(parents=True)
    cwd = os.getcwd()
    os.chdir(elsewhere)
    try:
        assert main(["train", TINY, "--matrix", str(tmp_path / "variants.toml"), "--data", "digits",
                     "--steps", "1", "--out", "run", "--no-progress"]) == 0
        assert json.loads((elsewhere / "run" / "summary.json").read_text())["compiled"] == f"reused {vmfb}"
        # ... and wins over a stale module of the same name here (second breaker, stop 40)
        (elsewhere / "verified_mlir" / f"{TINY}.mlir").write_text(mlir.read_text() + "// edited\n")
        assert main(["train", TINY, "--matrix", str(tmp_path / "variants.toml"), "--data", "digits",
                     "--steps", "1", "--out", "run", "--no-progress", "--overwrite"]) == 0
    finally:
        os.chdir(cwd)
    assert json.loads((elsewhere / "run" / "summary.json").read_text())["compiled"] == f"reused {vmfb}"
    intact = vmfb.read_bytes()
    vmfb.write_bytes(intact[:-1] + bytes([intact[-1] ^ 1]))  # one bit flipped: never reused
    assert prebuilt_vmfb(TINY, mlir, tmp_path) is None
    vmfb.write_bytes(intact)
    assert prebuilt_vmfb(TINY, mlir, tmp_path) == vmfb
    record_file.write_text(json.dumps({**record, "compiled_with": {**record["compiled_with"],
                                                                   "iree-base-compiler": "0.0"}}))
    assert prebuilt_vmfb(TINY, mlir, tmp_path) is None  # another IREE compiled it
    record_file.write_text(json.dumps(record))
    mlir.write_text(mlir.read_text() + "\n")  # other bytes than doit compiled
    assert prebuilt_vmfb(TINY, mlir, tmp_path) is None


def test_a_timm_resnet_state_dict_loads_with_its_buffers(tmp_path):
    """A timm ResNet-18 state_dict (names and shapes from timm's resnet.py, as tests/test_resnet_tables.py pins
    them): θ and every BN's running statistics load by name; ``num_batches_tracked`` (int64) is ignored.
    Checked once by hand with a genuine ``timm.create_model("resnet18", num_classes=10).state_dict()``."""
    from safetensors.numpy import save_file

    doc = sidecar(parse_slug("resnet1832_adam_train_step"), None)
    rng = np.random.default_rng(0)
    ports = [p for p in doc["inputs"] if p["role"] in ("theta", "buffer")]
    sd = {p["name"]: rng.normal(size=p["shape"]).astype(np.float32) for p in ports}
    sd.update({n: np.abs(a) + 0.1 for n, a in sd.items() if n.endswith("running_var")})  # variances (D98)
    assert sum(p["role"] == "buffer" for p in ports) == 40  # 20 BatchNorms × (running_mean, running_var)
    sd.update({p["name"].replace("running_mean", "num_batches_tracked"): np.array(7, np.int64)
               for p in ports if p["name"].endswith("running_mean")})
    f = tmp_path / "timm_resnet18.safetensors"
    save_file(sd, str(f))
    got = ckpt.load_timm(f, doc)
    assert set(got) == {p["name"] for p in ports}
    assert all(np.array_equal(got[p["name"]], sd[p["name"]]) for p in ports)


@pytest.mark.parametrize("args, message", [
    (["--lr", "-1"], "error: --lr -1.0 must be a finite number > 0"),
    (["--lr", "nan"], "error: --lr nan must be a finite number > 0"),
    (["--lr", "1e-320"], "error: --lr 1e-320 is 0.0 in float32"),  # a breaker's finding (stop 54)
    (["--lr", "1e39"], "error: --lr 1e+39 is inf in float32"),
    (["--seed", "-1"], "error: --seed -1 must be an integer >= 0"),
    (["--checkpoint-every", "-1"], "error: --checkpoint-every -1 must be >= 0 (0: after the last step only)"),
    (["--compare", "MISSING"], "error: --compare MISSING: not a readable losses.csv of another run: "),
    (["--compare", "NOLOSS"], "error: --compare NOLOSS: not a readable losses.csv of another run: no 'loss' column"),
    (["--out", "AFILE"], "error: --out AFILE: is not a directory; give a directory (it is created if missing)"),
    (["--out", "UNDERFILE"], "error: --out UNDERFILE: AFILE is not a directory"),
    (["--out", "LOOP"], "error: --out LOOP: is not a directory"),
])
def test_cli_train_refuses_bad_options_before_anything_runs(tmp_path, capsys, args, message):
    """Breaker findings (stop 19): these trained (or ran the whole run, then raised a traceback)."""
    from cnxbuild.cli import main

    (tmp_path / "noloss.csv").write_text("step,lr\n1,0.001\n")
    (tmp_path / "afile").write_text("x")
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    where = {"MISSING": str(tmp_path / "missing.csv"), "NOLOSS": str(tmp_path / "noloss.csv"),
             "UNDERFILE": str(tmp_path / "afile" / "sub"), "AFILE": str(tmp_path / "afile"),
             "LOOP": str(tmp_path / "loop")}
    args = [where.get(a, a) for a in args]
    out = tmp_path / "run"
    rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--out", str(out), *args])
    err = capsys.readouterr().err
    for name, path in where.items():
        message = message.replace(name, path)
    assert rc == 2 and err.startswith(message), err
    assert not out.exists()  # nothing compiled, trained or written


def test_summary_records_no_drop_rate_or_ema_decay_for_a_variant_without_them() -> None:
    from cnxbuild.train.recipe import summary_settings

    pos = ckpt.RunPosition("s", "digits", 0, 1e-3, 1, 4, applied=4, losses=[1.0])
    plain = sidecar(parse_slug("convnextatto32_adam_train_step"))
    both = sidecar(parse_slug(TINY))
    settings = summary_settings(pos, plain)
    assert settings["drop_path_rate"] is None and settings["ema_decay"] is None
    assert summary_settings(pos, both) == {"data": "digits", "seed": 0, "lr": 1e-3, "warmup": 1, "total": 4,
                                           "applied": 4, "micro": 0, "data_position": 0, "drop_path_rate": 0.1,
                                           "ema_decay": 0.9999, "lr_schedule": "warmup_cosine"}


@pytest.mark.parametrize("slug, lr", [
    ("convnextatto32_adam_train_step", 1e-3), ("convnextatto32_rms_train_step", 1e-3),
    ("resnet18_mom_train_step", 0.1 * 32 / 256),  # Goyal et al. 2017: 0.1 per 256 examples
    ("resnet18_momacc4x128_train_step", 0.1 * 512 / 256),  # global batch: 128 per micro-step x 4
    ("resnet18_sgddpx2_train_step", 0.1 * 64 / 256),  # 32 per replica x 2
])
def test_the_default_learning_rate_follows_the_optimizer_and_the_global_batch(slug: str, lr: float) -> None:
    from cnxbuild.train.recipe import default_lr

    assert default_lr(sidecar(parse_slug(slug))) == pytest.approx(lr, rel=1e-12)


def test_the_progress_bar_is_off_when_stderr_is_not_a_terminal(monkeypatch):
    """A new user's finding: piped to a log, every redraw of the bar was written into it."""
    from cnxbuild.train import report

    class Tty:
        def isatty(self):
            return True

        def write(self, s):
            return len(s)

        def flush(self):
            pass

    with report.progress(3, 0, "x") as bar:  # pytest's captured stderr is no terminal
        assert bar.disable
    monkeypatch.setattr(report.sys, "stderr", Tty())
    with report.progress(3, 0, "x") as bar:
        assert not bar.disable
    with report.progress(3, 0, "x", enabled=False) as bar:
        assert bar.disable


@pytest.mark.parametrize("slug, noted", [("convnextatto32_sgd2_train_step", True),
                                         ("convnextatto32_sgd2erf_train_step", False)])
def test_init_timm_into_a_tanh_gelu_step_says_timm_uses_erf(tmp_path, capsys, slug, noted):
    """Stop 41's audit: timm's ConvNeXt is trained with the exact erf GELU and ours defaults to tanh, so a
    timm checkpoint loaded into a tanh step meets another function. train says so (once, before it runs);
    an erf step gets no such note."""
    from safetensors.numpy import save_file

    from cnxbuild.cli import main

    doc = sidecar(parse_slug(slug), "convnextatto32_fwd")
    f = tmp_path / "timm.safetensors"
    state = ckpt.init_state(doc, seed=0)
    save_file({p["name"]: state[p["name"]] for p in doc["inputs"] if p["role"] == "theta"}, str(f))
    rc = main(["train", slug, "--data", "digits", "--steps", "1", "--reference", "--no-progress",
               "--init-timm", str(f), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert rc == 0, err
    assert ("computes the tanh GELU; timm's nets use the exact erf GELU" in err) == noted, err


def test_train_says_plainly_why_it_compiles(tmp_path):
    """A new user's finding (stop 41): "(no .vmfb of a committed module: verified_mlir/x.mlir is missing to
    reuse)" was one garbled sentence. Each of the three cases now reads as one."""
    from cnxbuild.train.driver import Artifact, TrainOptions, _no_reuse

    opts = TrainOptions(data="digits", out=tmp_path / "o", mlir_dir=tmp_path / "verified_mlir")
    doc = {"slug": "s_train_step"}
    mlir = tmp_path / "verified_mlir" / "s_train_step.mlir"
    assert _no_reuse(opts, Artifact("t", doc, "rendered")) == \
        f"no {mlir}: doit has not built s_train_step here, so there is no .vmfb to reuse"
    mlir.parent.mkdir()
    mlir.write_text("old")
    assert _no_reuse(opts, Artifact("t", doc, "rendered (differs)")) == \
        f"{mlir} differs from a fresh render, so no .vmfb doit built from it is reused"
    assert _no_reuse(opts, Artifact("t", doc, str(mlir))) == \
        f"no .vmfb of {mlir} with a current compile record in {tmp_path / 'build' / 'llvm-cpu'} to reuse"


def test_a_fresh_render_names_the_partner_the_matrix_requests(tmp_path):
    """A breaker's finding (stop 44): with no verified_mlir/ the train driver named the default partner (batch 32)
    where init-state named the matrix's (its eval_batch)."""
    from cnxbuild.slug import parse_slug, slug
    from cnxbuild.train.driver import load_artifact
    from cnxbuild.variant import forward_partner

    v = parse_slug("convnextatto32_adam2_train_step")
    mine = forward_partner(v, 2)
    assert load_artifact(v, tmp_path, mine).doc["forward_partner"] == slug(mine) == "convnextatto32_2_fwd"
    assert load_artifact(v, tmp_path).doc["forward_partner"] == "convnextatto32_fwd"


def test_resume_and_overwrite_against_an_earlier_run_in_out(tmp_path):
    """A breaker's findings (stop 47): resuming another run's checkpoint into a directory that holds a run of the
    same step mixed the two; --overwrite with --resume of a checkpoint in --out would remove that checkpoint."""
    from cnxbuild.train.outdir import check_out

    adam = "convnextatto32_adam_train_step"
    out, elsewhere = tmp_path / "run", tmp_path / "other"
    out.mkdir()
    elsewhere.mkdir()
    (out / "summary.json").write_text(json.dumps({"slug": adam}))
    (out / "ckpt_000002.safetensors").write_text("x")
    assert check_out(out, adam, resume=out / "ckpt_000002.safetensors") == []  # a continuation of the run
    with pytest.raises(TrainError, match="holds an earlier run of convnextatto32_adam_train_step"):
        check_out(out, adam, resume=elsewhere / "ckpt_000001.safetensors")
    assert len(check_out(out, adam, resume=elsewhere / "ckpt_000001.safetensors", overwrite=True)) == 2
    with pytest.raises(TrainError, match="--overwrite with --resume .*would remove the checkpoint this run "
                                         "continues from"):
        check_out(out, adam, resume=out / "ckpt_000002.safetensors", overwrite=True)
    (out / "ckpt_000004.safetensors").mkdir()
    with pytest.raises(TrainError, match="ckpt_000004.safetensors is a directory, not a file of a run"):
        check_out(out, adam, overwrite=True)  # refused before anything is removed
    assert (out / "summary.json").exists()


def test_overwrite_removes_nothing_when_the_run_cannot_start(tmp_path, capsys):
    """A breaker's finding (stop 47): --overwrite removed the earlier run, then --init-timm failed. The earlier
    run's files go only once the options, the data, θ and the compile are good."""
    from cnxbuild.cli import main

    out = tmp_path / "run"
    out.mkdir()
    (out / "summary.json").write_text(json.dumps({"slug": TINY}))
    (out / "losses.csv").write_text("step,loss,lr\n1,2.3,0.001\n")
    rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--executor", "xla", "--out", str(out),
               "--overwrite", "--init-timm", str(tmp_path / "missing.safetensors"), "--no-progress"])
    assert rc == 2 and "init-timm" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["losses.csv", "summary.json"]


def test_the_report_reads_compare_first_and_replaces_links(tmp_path):
    """Breaker findings (stop 47): ``--compare OUT/losses.csv`` with --overwrite compared the run with itself (its
    own losses.csv was written, then read); the report's files were written through links at their paths."""
    from cnxbuild.train import report

    out = tmp_path / "run"
    out.mkdir()
    (out / "losses.csv").write_text("step,loss,lr\n1,9.0,0.001\n2,8.0,0.001\n")
    earlier = report.compared(out / "losses.csv")
    (out / "losses.csv").unlink()  # --overwrite removed it
    victim = tmp_path / "victim"
    victim.write_text("keep")
    (out / "summary.json").symlink_to(victim)
    pos = ckpt.RunPosition("convnextatto32_adam_train_step", "digits", 0, 1e-3, 0, 2, applied=2)
    pos.losses[:] = [2.5, 2.25]
    summary = {"slug": pos.slug, "data": "digits", "settings": {}, "held_out_accuracy": 0.5}
    report.write_outputs(out, pos, summary, "iree", earlier)
    assert summary["compare"]["max_abs_loss_diff"] == 6.5 and victim.read_text() == "keep"
    assert not (out / "summary.json").is_symlink() and json.loads((out / "summary.json").read_text())["slug"]


def test_train_refuses_fresh_head_without_a_checkpoint(capsys) -> None:
    """--fresh-head (stop 53) draws the classifier of a θ that --init-timm loads: alone it is refused, before any
    work."""
    from cnxbuild.cli import main

    assert main(["train", "convnextatto32_sgd2_train_step", "--data", "digits", "--steps", "2", "--fresh-head"]) == 2
    assert "--fresh-head draws the classifier of a θ loaded with --init-timm FILE: give both" in \
        capsys.readouterr().err


def test_a_diverged_run_is_compared_as_differing_and_said_in_strict_json(tmp_path):
    """Breaker findings (stop 54): `--compare` with another run whose losses were NaN reported a largest difference
    of 0 (``max`` skips a NaN after the first element), so the comparison hid the divergence it exists to show;
    summary.json held a bare NaN, which strict JSON readers refuse; a diverged run said nothing."""
    from cnxbuild.cli.training import summary_line
    from cnxbuild.train import report

    other = tmp_path / "ref"
    other.mkdir()
    (other / "losses.csv").write_text("step,loss,lr\n1,2.3,0.001\n2,nan,0.001\n3,nan,0.001\n")
    earlier = report.compared(other / "losses.csv")
    out = tmp_path / "run"
    out.mkdir()
    pos = ckpt.RunPosition("convnextatto32_adam_train_step", "digits", 0, 1e-3, 0, 3, applied=3)
    pos.losses[:] = [2.3, 1.9, float("nan")]
    summary = {"slug": pos.slug, "data": "digits", "settings": {"applied": 3}, "held_out_accuracy": 0.5,
               "runner": "IREE artifact", "final_loss": pos.losses[-1], "held_out_examples": 10}
    report.write_outputs(out, pos, summary, "iree", earlier)
    assert summary["compare"]["max_abs_loss_diff"] == float("inf")
    assert summary["compare"]["max_abs_loss_diff_step"] == 2 and summary["compare"]["non_finite_step"] == 2
    assert summary["non_finite_loss_step"] == 3
    written = json.loads((out / "summary.json").read_text(),
                         parse_constant=lambda c: pytest.fail(f"summary.json holds {c}"))
    assert written["final_loss"] is None and written["compare"]["max_abs_loss_diff"] is None
    line = summary_line(summary)
    assert "max |loss − ref| not finite (a loss is NaN or inf from step 2)" in line
    assert "warning: the loss is not finite from step 3 on: the run diverged" in line
    assert report.loss_difference(1.0, float("nan")) == float("inf")
    assert report.loss_difference(float("inf"), float("inf")) == 0.0 and report.loss_difference(2.0, 1.5) == 0.5


@pytest.mark.parametrize("text, why", [
    ("step,loss,lr\n", "it holds no step"),
    ("step,loss,lr\n1,2.29\n2\n", "line 3: '2', None is not a step and a loss"),
    ("step,loss,lr\n5,2.29,0.1\n6,2.1,0.1\n", "line 2: step 5 where step 1 belongs"),
    ("step,loss,lr\n1,\"" + "1" * 200000 + "\",0.1\n", "line 2: field larger than field limit"),
], ids=["empty", "short-row", "from-step-5", "huge-field"])
def test_a_compare_file_that_is_not_a_losses_csv_is_refused_by_line(tmp_path, text, why):
    """Breaker findings (stop 54): a short row was a TypeError traceback, an oversized field a csv.Error one, an
    empty file compared nothing and reported a difference of 0, and a file starting at step 5 was paired with this
    run's step 1 without a word. Each is now refused before the run, naming the line."""
    from cnxbuild.train.driver import TrainError, TrainOptions, _check_options

    csv_path = tmp_path / "losses.csv"
    csv_path.write_text(text)
    opts = TrainOptions(data="digits", steps=2, out=tmp_path / "o", compare=csv_path)
    with pytest.raises(TrainError) as e:
        _check_options(opts)
    assert f"--compare {csv_path}: not a readable losses.csv of another run: {why}" in str(e.value)


@pytest.mark.parametrize("key, text", [("micro", "3"), ("data_position", "99999999999")])
def test_a_resume_checkpoint_whose_position_another_run_would_have_is_refused(tiny_run, tmp_path, capsys, key, text):
    """A breaker's finding (stop 54): a hand edit of a checkpoint's ``micro`` (within ``applied <= micro``) shifted
    the learning rate and bias corrections of every later step, and one of ``data_position`` trained on another data
    order, both without a word. A run's own checkpoint after A applied steps of k micro-steps of B examples is at
    micro-step A·k and example A·k·B: anything else is refused before any work."""
    from safetensors import safe_open
    from safetensors.numpy import load_file, save_file

    from cnxbuild.cli import main

    out, _ = tiny_run
    f = tmp_path / "c.safetensors"
    with safe_open(str(out / "ckpt_000002.safetensors"), "numpy") as g:
        meta = dict(g.metadata())
    assert (meta["applied"], meta["micro"], meta["data_position"]) == ("2", "4", "8")  # k = 2, B = 2
    save_file(load_file(str(out / "ckpt_000002.safetensors")), str(f), metadata={**meta, key: text})
    rc = main(["train", TINY, "--data", "digits", "--resume", str(f), "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert rc == 2 and "its run position is not one a run of" in err
    assert "after 2 applied steps of 2 micro-steps of 2 examples a run is at micro-step 4 and example 8" in err
    assert not (tmp_path / "x").exists()


# ------------------------------------------------------------------ a run's integrity (a breaker's findings, stop 56)


def test_a_resume_takes_the_data_the_run_trained_on(tmp_path, monkeypatch, capsys):
    """A relative --data was read against the resume's working directory (another folder, without a word), and a
    folder grown between the runs resumed silently: the checkpoint records the absolute path and the data's
    fingerprint (files, sizes, labels), and a resume on other data is refused."""
    from cnxbuild.cli import main

    classes = [f"c{i}" for i in range(10)]
    _folder(tmp_path / "data", classes, 5)
    _folder(tmp_path / "sub" / "data", classes, 6)  # what "data" names from sub/
    monkeypatch.chdir(tmp_path)
    out, s = _train(tmp_path, "a", "--steps", "2", "--checkpoint-every", "1", "--reference", data="data")
    assert s["data"] == str(tmp_path / "data") and s["data_fingerprint"].startswith("50 examples, blake2b ")
    monkeypatch.chdir(tmp_path / "sub")
    ckpt1 = str(out / "ckpt_000001.safetensors")
    resumed, r = _train(tmp_path, "b", "--resume", ckpt1, "--reference", data=None)
    assert r["data"] == s["data"] and r["data_fingerprint"] == s["data_fingerprint"]
    assert _losses(resumed) == _losses(out)
    from PIL import Image

    Image.new("RGB", (9, 7), (1, 2, 3)).save(tmp_path / "data" / "c0" / "new.png")  # the folder grows
    capsys.readouterr()
    rc = main(["train", TINY, "--resume", ckpt1, "--reference", "--out", str(tmp_path / "c"), "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 2 and f"--data {tmp_path / 'data'} is not the data the run trained on (now 51 examples" in err, err
    assert not (tmp_path / "c").exists()


def test_a_resume_by_another_executor_is_refused(tmp_path, capsys):
    """A run resumed on IREE from the JAX reference's checkpoint said "IREE artifact" of steps the reference made."""
    from cnxbuild.cli import main

    out, _ = _train(tmp_path, "ref", "--steps", "1", "--reference")
    rc = main(["train", TINY, "--resume", str(out / "ckpt_000001.safetensors"), "--executor", "xla", "--steps", "2",
               "--out", str(tmp_path / "x"), "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 2 and ("the artifact on XLA (checkpoint: the JAX reference; resume with --reference)" in err), err
    # and a longer --steps says why it is another run (a new user's finding, stop 56: "extending a run isn't possible")
    assert "--steps 2 (checkpoint: 1)" in err and "cosine over its --steps, so a longer run is another run" in err


def test_a_checkpoint_whose_tensors_changed_is_refused(tmp_path, atto_doc):
    """Two values of a checkpoint's tensor changed on disk resumed without a word (a truncated file was refused):
    the checkpoint records its tensors' sha256."""
    from safetensors.numpy import load_file, save_file
    from safetensors import safe_open

    f = tmp_path / "c.safetensors"
    state = ckpt.init_state(atto_doc, 0)
    ckpt.save_checkpoint(f, state, ckpt.RunPosition(atto_doc["slug"], "digits", 0, 1e-3, 0, 3))
    assert ckpt.load_checkpoint(f, atto_doc)[0].keys() == state.keys()  # as written: loads
    with safe_open(str(f), "numpy") as g:
        meta = g.metadata()
    tensors = load_file(str(f))
    tensors["stem.0.weight"].flat[:2] = 3e4
    save_file(tensors, str(f), metadata=meta)
    with pytest.raises(ckpt.CheckpointError, match=r"its tensors are not the bytes the run wrote \(their sha256"):
        ckpt.load_checkpoint(f, atto_doc)


def test_one_run_writes_to_an_out_directory_at_a_time(tmp_path, capsys):
    """Two runs into one --out both passed its checks and mixed their checkpoints under one summary: the directory
    is locked while a run writes there, and a second run is refused (nothing written)."""
    from cnxbuild.cli import main
    from cnxbuild.train.outdir import out_lock

    out = tmp_path / "o"
    with out_lock(out):
        with pytest.raises(TrainError, match="another cnxbuild train is writing its run there now"):
            with out_lock(out):
                pass
        rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--reference", "--out", str(out),
                   "--no-progress"])
        assert rc == 2 and "another cnxbuild train is writing its run there now" in capsys.readouterr().err
    assert list(out.iterdir()) == []
    with out_lock(out):  # released
        pass


def test_a_stopped_runs_temp_files_are_removed(tmp_path):
    """A run killed while it wrote a checkpoint left a state-sized temp file that no later run removed; a live
    writer's temp is kept."""
    from cnxbuild.train.outdir import remove_dead_temps

    dead = tmp_path / ".ckpt_000020.safetensors.4999999.ab12cd34.tmp"
    live = tmp_path / f".summary.json.{os.getpid()}.ef56gh78.tmp"
    other = tmp_path / ".notes.txt.4999999.ij90kl12.tmp"  # not a run's file: not touched
    for p in (dead, live, other):
        p.write_bytes(b"x")
    assert remove_dead_temps(tmp_path) == [dead]
    assert not dead.exists() and live.exists() and other.exists()


def test_a_checkpoint_that_cannot_be_written_is_named(tmp_path, monkeypatch, capsys):
    """A full disk was reported as "error: standard output: No space left on device": the error names the file."""
    import errno

    from cnxbuild.cli import main

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--reference", "--out", str(tmp_path / "o"),
               "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 2 and f"error: {tmp_path / 'o' / 'ckpt_000001.safetensors'}: No space left on device" in err, err


def _old_checkpoint(src, dst, **meta_changes):
    """``src`` rewritten as a checkpoint of before stop 56: no executor, data fingerprint or tensor digest (and
    ``meta_changes`` applied: JSON values)."""
    from safetensors import safe_open
    from safetensors.numpy import load_file, save_file

    with safe_open(str(src), "numpy") as g:
        meta = dict(g.metadata())
    for k in ("executor", "data_fingerprint", ckpt.STATE_DIGEST):
        meta.pop(k)
    meta.update({k: json.dumps(v) for k, v in meta_changes.items()})
    save_file(load_file(str(src)), str(dst), metadata=meta)


def test_a_resume_finds_its_data_moved_and_sees_images_swapped(tmp_path, monkeypatch, capsys):
    """Round two (a breaker's findings, stop 56): a checkpoint whose data folder moved (another machine, a symlink)
    could not be resumed at all, its path compared as a string before the fingerprint; a checkpoint of before the
    fingerprint was refused for `png/` against `png`; and images swapped for others of the same byte size resumed
    silently. The fingerprint decides where the checkpoint has one (the files' contents), the spelling where not."""
    from PIL import Image

    from cnxbuild.cli import main

    classes = [f"c{i}" for i in range(10)]
    for i, c in enumerate(classes):  # PPM: every 9×7 image has one byte size
        (tmp_path / "data" / c).mkdir(parents=True)
        for j in range(5):
            Image.new("RGB", (9, 7), (25 * i, 10 * j, 0)).save(tmp_path / "data" / c / f"{j}.ppm")
    out, s = _train(tmp_path, "a", "--steps", "2", "--checkpoint-every", "1", "--reference",
                    data=str(tmp_path / "data"))
    ckpt1 = out / "ckpt_000001.safetensors"
    (tmp_path / "data").rename(tmp_path / "moved")
    capsys.readouterr()
    rc = main(["train", TINY, "--resume", str(ckpt1), "--reference", "--out", str(tmp_path / "b"), "--no-progress"])
    assert rc == 2 and f"its run's data, {tmp_path / 'data'}, is not there (moved, or another machine): give --data " \
        "where it is now (the checkpoint's fingerprint says whether it is the same data)" in capsys.readouterr().err
    resumed, r = _train(tmp_path, "b", "--resume", str(ckpt1), "--reference", data=str(tmp_path / "moved"))
    assert _losses(resumed) == _losses(out) and r["data"] == str(tmp_path / "moved")
    assert ckpt.load_checkpoint(resumed / "ckpt_000002.safetensors", sidecar(parse_slug(TINY), "convnextatto32_fwd")
                                )[1].executor == "reference"
    c0 = tmp_path / "moved" / "c0"
    (c0 / "0.ppm").write_bytes((tmp_path / "moved" / "c1" / "0.ppm").read_bytes())  # same size, other image
    rc = main(["train", TINY, "--resume", str(ckpt1), "--reference", "--data", str(tmp_path / "moved"),
               "--out", str(tmp_path / "c"), "--no-progress"])
    assert rc == 2 and "is not the data the run trained on" in capsys.readouterr().err
    # a checkpoint of before the fingerprint: the spelling decides, and `moved/` is `moved`; its lineage records
    # the executor from here on
    old = tmp_path / "old.safetensors"
    _old_checkpoint(ckpt1, old, data=str(tmp_path / "moved") + "/")
    resumed, r = _train(tmp_path, "d", "--resume", str(old), "--reference", data=str(tmp_path / "moved"))
    assert ckpt.load_checkpoint(resumed / "ckpt_000002.safetensors", sidecar(parse_slug(TINY), "convnextatto32_fwd")
                                )[1].executor == "reference"
    monkeypatch.chdir(tmp_path)
    rc = main(["train", TINY, "--resume", str(old), "--reference", "--data", "elsewhere", "--out", str(tmp_path / "e"),
               "--no-progress"])
    assert rc == 2 and f"--data elsewhere (checkpoint: {tmp_path / 'moved'}/)" in capsys.readouterr().err


def test_an_out_without_locks_or_without_writes(tmp_path, monkeypatch, capsys):
    """Round two: on a file system without flock (NFS without lockd) every run died after its compile with "No
    locks available"; a read-only --out was found when the first checkpoint failed, after training. The first runs
    unlocked and says so; the second is refused before anything compiles."""
    import errno
    import fcntl

    from cnxbuild.cli import main

    def no_locks(fd, op):
        raise OSError(errno.ENOLCK, "No locks available")

    with monkeypatch.context() as mp:
        mp.setattr(fcntl, "flock", no_locks)
        _, s = _train(tmp_path, "nolock", "--steps", "1", "--reference")
    assert s["settings"]["applied"] == 1
    assert "its file system takes no locks (No locks available): a second run into it would not be refused" in \
        capsys.readouterr().err

    def read_only(**kw):
        raise OSError(errno.EROFS, "Read-only file system")

    (tmp_path / "ro").mkdir()
    import tempfile

    monkeypatch.setattr(tempfile, "mkstemp", read_only)  # what outdir.writable probes with
    rc = main(["train", TINY, "--data", "digits", "--steps", "1", "--reference", "--out", str(tmp_path / "ro"),
               "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 2 and f"--out {tmp_path / 'ro'}: no file can be written there (Read-only file system)" in err, err
    assert "step 1/1" not in err and list((tmp_path / "ro").iterdir()) == []


def test_train_reuses_no_module_of_a_cpu_the_matrix_does_not_name(tmp_path):
    """Round two: a module built for x86-64-v3 was still reused after the matrix went back to host (what it would
    ship is another module), and a record naming a CPU this cnxbuild does not know crashed train with a
    traceback."""
    from types import SimpleNamespace

    from cnxbuild.atomic import file_sha256
    from cnxbuild.train.driver import _no_reuse
    from cnxbuild.train.prebuilt import prebuilt_vmfb

    mlir = tmp_path / "verified_mlir" / "s.mlir"
    vmfb = tmp_path / "build" / "llvm-cpu" / "s.vmfb"
    for p in (mlir, vmfb):
        p.parent.mkdir(parents=True)
        p.write_text("x")
    art = SimpleNamespace(doc={"slug": "s"}, source=str(mlir))
    for chip, matrix_cpu, said in (
            ("x86-64-v3", None, "is compiled for the CPU x86-64-v3, the matrix names host: run doit to compile it"),
            (None, "x86-64-v3", "is compiled for the CPU host, the matrix names x86-64-v3: run doit to compile it"),
            ("znver99", False, "is compiled for the CPU 'znver99', which this cnxbuild's iree-compile does not know")):
        (vmfb.parent / "s.vmfb.json").write_text(json.dumps({
            "format": "cnxbuild.compiled/1", "chip": chip, "cpu_features": ["sse2"],
            "mlir": {"sha256": file_sha256(mlir)}, "vmfb": {"sha256": file_sha256(vmfb)}, "compiled_with": {}}))
        assert prebuilt_vmfb("s", mlir, tmp_path, matrix_cpu) is None
        opts = SimpleNamespace(mlir_dir=tmp_path / "verified_mlir", matrix_cpu=matrix_cpu)
        assert said in _no_reuse(opts, art)


def test_an_out_that_cannot_be_locked_made_or_written_is_named(tmp_path, monkeypatch):
    """The --out refusals' other paths: a lock error that is not a file system's "no locks", an --out that cannot be
    made a directory, and a missing --out under a directory that cannot be written (checked before the compile)."""
    import errno
    import fcntl

    from cnxbuild.train.outdir import out_lock, probe_out

    (tmp_path / "file").write_text("x")
    with pytest.raises(TrainError, match=r"--out .*file/o: cannot be made a directory \(Not a directory\)"):
        with out_lock(tmp_path / "file" / "o"):
            pass
    with monkeypatch.context() as mp:
        def broken(fd, op):
            raise OSError(errno.EIO, "Input/output error")

        mp.setattr(fcntl, "flock", broken)
        with pytest.raises(TrainError, match=r"--out .*/o: cannot be locked \(Input/output error\)"):
            with out_lock(tmp_path / "o"):
                pass
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    with pytest.raises(TrainError, match=rf"--out {tmp_path / 'new' / 'run'}: {tmp_path} cannot be written; give "
                                         "another --out"):
        probe_out(tmp_path / "new" / "run")
