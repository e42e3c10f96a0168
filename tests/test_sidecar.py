"""The sidecar is driver-complete (issue 17): scalar semantics, initial state, drop-path schedule, input
convention, generator and module digest; and it stays a function of the Variant alone (deterministic)."""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path

import numpy as np
import pytest

import cnxbuild
from cnxbuild.slug import parse_slug
from cnxbuild.step import render, sidecar

REPO = Path(__file__).resolve().parents[1]


def doc(slug: str) -> dict:
    return sidecar(parse_slug(slug), "convnextatto32_fwd")


def test_every_scalar_has_its_semantics() -> None:
    d = doc("convnextatto32_emaacc2x2drop_train_step")
    assert list(d["scalar_semantics"]) == d["scalars"] == ["lr", "bc1", "bc2", "accumulate_apply", "ema_decay"]
    s = d["scalar_semantics"]
    note = s["bc1"].pop("note")  # under accumulation: which value an accumulate-only micro-step wants (stop 44)
    assert s["bc1"] == {"value": "1 - b1^t, t the 1-based index of the applied step", "b1": 0.9,
                        "per": "applied step"}
    assert note.startswith("read only on the micro-step with accumulate_apply = 1") and s["lr"]["note"] == note
    assert "note" not in doc("convnextatto32_ema_train_step")["scalar_semantics"]["bc1"]  # no accumulation
    assert "s = t - 1" in s["ema_decay"]["recommended"]  # every symbol of a formula is defined where it is used
    assert s["bc2"]["b2"] == 0.999 and s["accumulate_apply"]["k"] == 2 and s["ema_decay"]["decay"] == 0.9999
    assert list(doc("convnextatto32_train_step")["scalar_semantics"]) == []  # fused_sgd: lr baked


def test_a_clip_variants_constants_hold_the_clips_eps() -> None:
    """Every baked constant is in ``constants`` (a new user's finding, stop 44: the clip's 1e-6 was in the
    update rule's prose only)."""
    assert doc("convnextatto32_adamclip05_train_step")["constants"]["clip_eps"] == 1e-6
    assert "clip_eps" not in doc("convnextatto32_adam_train_step")["constants"]


@pytest.mark.parametrize("slug, regions", [
    ("convnextatto32_adam_train_step", {"m": {"fill": 0.0}, "v": {"fill": 0.0}}),
    ("convnextatto32_rms_train_step", {"m": {"fill": 0.0}, "v": {"fill": 1.0}}),  # the mean square starts at 1
    ("convnextatto32_emaacc2x_train_step", {"m": {"fill": 0.0}, "v": {"fill": 0.0}, "acc": {"fill": 0.0},
                                            "ema": {"copy_of": "theta"}}),
    ("convnextatto32_sgd_train_step", {}),
])
def test_initial_state_per_region(slug: str, regions: dict) -> None:
    init = doc(slug)["initial_state"]
    assert set(init) == {"theta", *regions} and {k: v for k, v in init.items() if k != "theta"} == regions


@pytest.mark.parametrize("slug", ["convnextatto32_adam_train_step", "resnet1832_rms_train_step",
                                  "vitti32_adamdrop_train_step"])
def test_theta_and_buffers_start_from_rules_drawn_as_the_family_draws_them(slug: str) -> None:
    """A driver in another language reads θ's and the buffers' initialisation off the sidecar, one rule per
    tensor, and the rules drawn in input order give the family's timm initialisation itself."""
    import numpy as np

    from cnxbuild.nets import family
    from cnxbuild.nets.family import INIT_RULE_KINDS, draw_init

    d = doc(slug)
    fam = family(d["family"])
    arch = fam.arch(d["variant"]["size"], d["variant"]["image_size"])
    for role, want in (("theta", fam.timm_init(arch, d["constants"]["classes"], np.random.default_rng(7))),
                       ("buffer", fam.buffer_init(arch))):
        names = [p["name"] for p in d["inputs"] if p["role"] == role]
        rules = d["initial_state"].get(role, {}).get("per_tensor", {})
        assert list(rules) == names == list(want)
        assert all(len(r) == 1 and next(iter(r)) in INIT_RULE_KINDS for r in rules.values())
        rng = np.random.default_rng(7)
        shapes = {p["name"]: p["shape"] for p in d["inputs"]}
        drawn = {n: draw_init(r, shapes[n], rng) for n, r in json.loads(json.dumps(rules)).items()}
        assert all(drawn[n].tobytes() == want[n].tobytes() for n in names), role


def test_known_initial_rules() -> None:
    conv = doc("convnextatto32_adam_train_step")["initial_state"]["theta"]["per_tensor"]
    assert conv["stages.0.blocks.0.gamma"] == {"fill": 1e-6} and conv["stem.1.weight"] == {"fill": 1.0}
    assert conv["head.fc.weight"] == {"trunc_normal": {"mean": 0.0, "std": 0.02, "a": -2.0, "b": 2.0}}
    res = doc("resnet1832_adam_train_step")["initial_state"]
    assert res["theta"]["per_tensor"]["layer1.0.bn2.weight"] == {"fill": 0.0}  # timm's zero_init_last
    assert res["theta"]["per_tensor"]["conv1.weight"] == {"normal": {"mean": 0.0, "std": (2 / (64 * 49)) ** 0.5}}
    assert res["buffer"]["per_tensor"]["bn1.running_var"] == {"fill": 1.0}


def test_an_unknown_initialisation_rule_is_refused() -> None:
    import numpy as np

    from cnxbuild.nets.family import draw_init

    for rule in ({"xavier": {}}, {"fill": 0.0, "normal": {"mean": 0, "std": 1}}, {}, "fill", {"fill": "0"},
                 {"fill": True}, {"fill": float("nan")}, {"normal": {"mean": 0}},
                 {"normal": {"mean": 0, "std": -1}},
                 {"normal": {"mean": 0, "std": 1, "scale": 2}}, {"uniform": {"low": 1, "high": 0}},
                 {"trunc_normal": {"mean": 0, "std": 1, "a": 2, "b": 2}}):
        with pytest.raises(ValueError, match="is not an initialisation rule; allowed: one key of fill, normal"):
            draw_init(rule, (2,), np.random.default_rng(0))
    with pytest.raises(ValueError, match=r"values still fall outside \[5, 6\]; the bounds hold almost none"):
        draw_init({"trunc_normal": {"mean": 0, "std": 0.02, "a": 5, "b": 6}}, (2,), np.random.default_rng(0))


def test_update_rule_and_loss_say_what_this_variant_computes() -> None:
    d = doc("convnextin_lambacc8x64wxclipbcewd001_train_step")
    u = d["update_rule"]
    assert "(acc + g)/8" in u["gradient"] and "min(1, 1.0/(||g|| + 1e-6))" in u["gradient"]
    assert "replicas" not in u["gradient"] and "trust = ||theta||/||r||" in u["update"]
    assert u["weight_decay"].startswith("wd = 0.01 except 0 for every rank-1 tensor") and "ema" not in u
    assert u["accumulate"].startswith("accumulate_apply = 0: acc' = acc + g, and theta and every other region")
    assert u["accumulate"].endswith("accumulate_apply = 1: the update below on (acc + g)/8, and acc' = 0")
    assert "wx excludes" in u["update"] and "wx" not in doc("convnextin_lamb_train_step")["update_rule"]["update"]
    r = doc("resnet50in_lambacc2x_train_step")["update_rule"]
    assert "buffers update on every micro-step" in r["accumulate"]
    assert "running_var' = 0.9*running_var + 0.1*var, var the UNBIASED variance" in r["buffers"]
    # every baked constant is listed, the family's fixed ones too (a constants audit, stop 37)
    assert doc("resnet50in_lambacc2x_train_step")["constants"]["bn_momentum"] == 0.1
    assert "bn_momentum" not in doc("convnextin_lamb_train_step")["constants"]
    assert "buffers" not in u  # a family without buffers
    assert "output_semantics.loss" in u["gradient"]  # g's reduction is the loss output's (BCE: over B*K)
    assert d["output_semantics"]["loss"].startswith("binary cross-entropy with logits")
    assert "at the incoming theta (before this step's update), of this micro-step's batch" in \
        d["output_semantics"]["loss"]
    e = doc("convnext_emadpx2_train_step")
    assert "averaged over the 2 replicas" in e["update_rule"]["gradient"] and "ema" in e["update_rule"]
    assert e["update_rule"]["weight_decay"] == "wd = 0.0001 for every tensor"
    assert "with replicas, the mean over them" in e["output_semantics"]["loss"]
    # how the baked smoothing meets the targets a driver feeds (new-user finding, stop 37)
    assert ("the mean over the batch of -sum_k t~_k*log_softmax(z)_k with t~ = (1 - 0.1)*t + 0.1/K (t: the "
            "targets input, K classes)") in e["output_semantics"]["loss"]
    assert "-(t*log(sigmoid(z)) + (1 - t)*log(sigmoid(-z))) per entry" in d["output_semantics"]["loss"]
    f = doc("convnext_train_step")["update_rule"]
    assert f["update"] == "theta' = theta - lr*g, lr = constants.lr (baked)" and f["weight_decay"] == \
        "wd = 0 for every tensor"


def test_drop_path_schedule_only_for_drop_variants() -> None:
    d = doc("convnextatto32_adamdrop_train_step")
    masks = [p for p in d["inputs"] if p["role"] == "drop_mask"]
    assert d["drop_path"]["blocks"] == len(masks) == 12 and d["drop_path"]["schedule"] == "linear"
    assert d["drop_path"]["recommended_rate"] == 0.1
    # every form has sites and site_block (a new user's finding, stop 53): here mask i is block i, and the masks a
    # driver draws from them are the ones it drew without them
    from cnxbuild.train.schedule import drop_masks

    assert d["drop_path"]["sites"] == 12 and d["drop_path"]["site_block"] == list(range(12))
    for a, b in zip(drop_masks(3, 5, 12, 16, 0.3), drop_masks(3, 5, 12, 16, 0.3, d["drop_path"]["site_block"])):
        assert np.array_equal(a, b)
    assert sidecar(parse_slug("convnexts_adamdrop_train_step"), "convnexts_fwd")["drop_path"]["recommended_rate"] == 0.4
    assert "drop_path" not in doc("convnextatto32_adam_train_step")


def test_input_convention_generator_and_module_digest() -> None:
    v = parse_slug("convnextatto32_fwd")
    d = sidecar(v, [])
    assert d["input"]["layout"] == "NCHW" and d["input"]["dtype"] == "f32" and d["input"]["normalisation"] == "none"
    assert d["generator"] == {"name": "cnxbuild", "version": cnxbuild.__version__}
    assert d["module_sha256"] == hashlib.sha256(render(v).encode()).hexdigest()
    text = json.dumps(d)
    assert "iree" not in text and "jax" not in text  # nothing of the building machine: committed bytes stay put


@pytest.mark.parametrize("slug", ["convnextatto32_fwd", "convnextatto32_adamdpx2_train_step",
                                  "resnet1832_fwd_eval"])
def test_the_module_is_named_after_its_slug(slug: str) -> None:
    """D90: the VM module IREE compiles from the text takes the MLIR module's name, so each artifact's is its
    own (one IREE context refuses two modules named ``module``); the replicas' attribute stays on the
    module."""
    first = render(parse_slug(slug)).split("\n", 1)[0]
    attrs = " attributes {mhlo.num_replicas = 2 : i32}" if "dpx2" in slug else ""
    assert first == f"module @{slug}{attrs} {{"


def test_a_module_name_that_is_no_symbol_is_refused() -> None:
    from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text

    fb = FunctionBuilder("f")
    fb.ret(fb.arg("x", TensorType((1,), "f32")))
    assert module_text([fb], name="f").startswith("module @f {")
    for bad in ("", "1f", "a b", "a-b", "a@b"):
        with pytest.raises(EmitError, match="is not a bare MLIR symbol name"):
            module_text([fb], name=bad)


def test_the_package_version_is_pyprojects() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert cnxbuild.__version__ == project["version"]


def test_committed_sidecars_hash_their_modules() -> None:
    for side in sorted((REPO / "verified_mlir").glob("*.json")):
        d = json.loads(side.read_text())
        mlir = side.with_suffix(".mlir").read_bytes()
        assert d["module_sha256"] == hashlib.sha256(mlir).hexdigest(), side.name


def test_the_docs_state_every_optimizers_update_rule_verbatim() -> None:
    """docs/sidecar.md restates each optimizer's ``update`` string (the spec is not shipped with the
    repository): a change to one without the other fails here."""
    from cnxbuild.variant import OPTIMIZER_DEFAULTS

    text = (REPO / "docs" / "sidecar.md").read_text()
    for opt, d in OPTIMIZER_DEFAULTS.items():
        assert f"`{d.update}`" in text, opt.value


@pytest.mark.parametrize("slug, per_example", [
    ("convnextatto32_fwd", True), ("vitti32_fwd", True), ("resnet1832_fwd_eval", True),
    ("resnet1832_fwd", False), ("mobilenetv203532_fwd", False)])
def test_a_forwards_logits_per_example_says_whether_the_batch_moves_them(slug: str, per_example: bool) -> None:
    """A forward sidecar's ``logits_per_example`` (stop 46), checked on the JAX reference: example 0's logits
    unchanged (or not) when example 1's image is replaced."""
    pytest.importorskip("jax")
    import jax
    import numpy as np

    from cnxbuild import reference
    from cnxbuild.nets import family_of
    from cnxbuild.step import arch_of

    v = parse_slug(slug).model_copy(update={"batch": 2})
    assert sidecar(v)["logits_per_example"] is per_example
    fam, arch = family_of(v), arch_of(v)
    rng = np.random.default_rng(0)
    params = {k: a.astype(np.float64) for k, a in fam.timm_init(arch, v.classes, rng).items()}
    buffers = {k: a.astype(np.float64) for k, a in fam.buffer_init(arch).items()} if v.kind == "fwd_eval" else None
    x = rng.normal(size=(2, 3, v.image_size, v.image_size))
    y = x.copy()
    y[1] = rng.normal(size=y[1].shape)
    with jax.enable_x64(True):
        a, b = (np.asarray(reference.forward(params, z, v=v, buffers=buffers)) for z in (x, y))
    assert np.array_equal(a[0], b[0]) is per_example, np.abs(a[0] - b[0]).max()
