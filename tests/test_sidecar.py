"""The sidecar is driver-complete (issue 17): scalar semantics, initial state, drop-path schedule, input
convention, generator and module digest; and it stays a function of the Variant alone (deterministic)."""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path

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
    assert s["bc1"] == {"value": "1 - b1^t", "b1": 0.9, "per": "applied step"}
    assert s["bc2"]["b2"] == 0.999 and s["accumulate_apply"]["k"] == 2 and s["ema_decay"]["decay"] == 0.9999
    assert list(doc("convnextatto32_train_step")["scalar_semantics"]) == []  # fused_sgd: lr baked


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


def test_drop_path_schedule_only_for_drop_variants() -> None:
    d = doc("convnextatto32_adamdrop_train_step")
    masks = [p for p in d["inputs"] if p["role"] == "drop_mask"]
    assert d["drop_path"]["blocks"] == len(masks) == 12 and d["drop_path"]["schedule"] == "linear"
    assert d["drop_path"]["recommended_rate"] == 0.1
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


def test_the_package_version_is_pyprojects() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert cnxbuild.__version__ == project["version"]


def test_committed_sidecars_hash_their_modules() -> None:
    for side in sorted((REPO / "verified_mlir").glob("*.json")):
        d = json.loads(side.read_text())
        mlir = side.with_suffix(".mlir").read_bytes()
        assert d["module_sha256"] == hashlib.sha256(mlir).hexdigest(), side.name
