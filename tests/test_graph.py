"""build_graph: targets, edges, forward partners, merging of duplicates and collision rejection."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from cnxbuild.config import load_matrix
from cnxbuild.expand import Entry, Origin, expand
from cnxbuild.graph import CollisionError, GraphError, build_graph
from cnxbuild.slug import slug
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep

REPO = Path(__file__).resolve().parents[1]
IN = BUILTIN_DATASETS["imagenet"]


def step(**kw) -> TrainStep:
    return TrainStep(**{"size": "T", "dataset": IN, "optimizer": "adamw", **kw})


def entry(v, index: int = 0, group: str = "g", eval_batch: int = 32, part: str = "product") -> Entry:
    return Entry(v, eval_batch, Origin(group, index, part))


def test_partner_added_once_for_many_train_steps() -> None:
    steps = [step(), step(ema=True), step(replicas=4), step(optimizer="lamb")]
    g = build_graph([entry(v, i) for i, v in enumerate(steps)])
    forwards = [v for v in g.variants() if isinstance(v, Forward)]
    assert forwards == [Forward(size="T", dataset=IN)]
    render = g.node("render:convnextin_fwd")
    assert render["partner_of"] == sorted(slug(v) for v in steps)
    assert all(g.partner(slug(v)) == "convnextin_fwd" for v in steps)
    assert len(g.tasks("render")) == 5


def test_partner_follows_forward_axes_and_eval_batch() -> None:
    g = build_graph([entry(step(gelu="erf", norm_eps=1e-5, stochastic_depth=True), eval_batch=128)])
    assert g.partner("convnextin_adamdropeps000001erf_train_step") == "convnextin_128eps000001erf_fwd"
    assert g.node("render:convnextin_adamdropeps000001erf_train_step")["eval_batch"] == 128


def test_identical_duplicates_merge_with_both_origins() -> None:
    a, b = entry(step(), 0, "one"), entry(step(), 3, "two", part="include")
    g = build_graph([a, b])
    assert g.slugs() == ["convnextin_adam_train_step", "convnextin_fwd"]
    assert g.origins("convnextin_adam_train_step") == [a.origin, b.origin]
    assert g.node("check:convnextin_adam_train_step")["origins"] == [a.origin, b.origin]
    assert g.origins("convnextin_fwd") == [a.origin, b.origin]  # the partner's origins are its train steps'


def test_explicit_forward_and_partner_are_one_target() -> None:
    fwd = entry(Forward(size="T", dataset=IN), 1, "evals")
    g = build_graph([entry(step()), fwd])
    assert g.origins("convnextin_fwd") == [Origin("g", 0, "product"), fwd.origin]
    with pytest.raises(KeyError, match="is a forward"):
        g.partner("convnextin_fwd")


def test_edges_and_outputs(tmp_path: Path) -> None:
    g = build_graph([entry(step())], root=tmp_path)
    s = "convnextin_adam_train_step"
    assert set(g.g.edges) == {
        (f"render:{s}", f"compile:{s}"), (f"compile:{s}", f"check:{s}"), (f"render:{s}", "manifest"),
        ("render:convnextin_fwd", "compile:convnextin_fwd"),
        ("compile:convnextin_fwd", "check:convnextin_fwd"),
        ("render:convnextin_fwd", "manifest"),
    }
    assert g.outputs(f"render:{s}") == (tmp_path / "verified_mlir" / f"{s}.mlir",
                                        tmp_path / "verified_mlir" / f"{s}.json")
    assert g.outputs(f"compile:{s}") == (tmp_path / "build" / "llvm-cpu" / f"{s}.vmfb",
                                         tmp_path / "build" / "llvm-cpu" / f"{s}.vmfb.json")  # D88's record
    assert g.outputs(f"check:{s}") == (tmp_path / "build" / "checks" / f"{s}.json",)
    assert g.outputs("manifest") == (tmp_path / "verified_mlir" / "MANIFEST.md",)
    assert g.expected_files() == sorted(tmp_path / "verified_mlir" / n for n in (
        f"{s}.mlir", f"{s}.json", "convnextin_fwd.mlir", "convnextin_fwd.json", "MANIFEST.md", "datasets.json"))
    assert g.node(f"render:{s}")["variant"] == step()
    with pytest.raises(KeyError):
        g.node("render:nope")
    with pytest.raises(TypeError):
        g.node(f"render:{s}")["slug"] = "x"  # read-only view


def _lossy(v: TrainStep | Forward) -> str:
    """A deliberately lossy naming function: forgets the weight decay."""
    return re.sub(r"wd[0-9]+", "", slug(v))


def test_collision_names_both_origins_and_the_differing_field(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    before = sorted(os.listdir(tmp_path))
    a = entry(step(weight_decay=0.01), 2, "first")
    b = entry(step(weight_decay=0.02), 5, "second", part="include")
    with pytest.raises(CollisionError) as e:
        build_graph([a, b], root=tmp_path, slug_fn=_lossy)
    msg = str(e.value)
    assert "two different variants would produce verified_mlir/convnextin_adam_train_step.mlir" in msg
    assert 'group "first" expansion 2' in msg and 'group "second" include[5]' in msg
    assert "weight_decay: 0.01 vs 0.02" in msg
    assert e.value.fields == ["weight_decay"]
    assert sorted(os.listdir(tmp_path)) == before  # nothing written


def test_collision_through_a_forward_partner() -> None:
    def no_kind(v: TrainStep | Forward) -> str:
        return slug(v).removesuffix("_fwd").removesuffix("_train_step")

    with pytest.raises(CollisionError) as e:
        build_graph([entry(step(optimizer="fused_sgd"))], slug_fn=lambda v: no_kind(v) + "_x")
    assert "forward partner of" in str(e.value)
    assert "kind" in e.value.fields and "optimizer" in e.value.fields


def test_one_train_step_with_two_eval_batches_is_an_error() -> None:
    with pytest.raises(GraphError) as e:
        build_graph([entry(step(), 0, "a", eval_batch=32), entry(step(), 1, "b", eval_batch=64)])
    msg = str(e.value)
    assert "convnextin_adam_train_step" in msg and "32 by group \"a\" expansion 0" in msg
    assert "64 by group \"b\" expansion 1" in msg and "D2" in msg


def test_default_matrix_builds_a_graph(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    g = build_graph(expand(load_matrix(REPO / "variants.toml")))
    assert os.listdir(tmp_path) == []
    assert g.slugs() == sorted(g.slugs()) and len(g.slugs()) == 38
    steps = [s for s in g.slugs() if s.endswith("_train_step")]
    assert {g.partner(s) for s in steps} == {
        "convnext_fwd", "convnextin_fwd", "convnextin_erf_fwd", "convnextsin_fwd", "convnextbin_fwd",
        "convnextatto32_fwd", "resnet50in_fwd_eval", "resnet34_fwd_eval"}
    dp = [s for s in steps if g.variant(s).replicas > 1]
    assert len(dp) == 8 and len(g.tasks()) == 3 * 38 + 1 - len(dp)  # no llvm-cpu module for data parallel
    assert g.expected_files()[0] == Path("verified_mlir/MANIFEST.md")
    assert all(p.parent == Path("verified_mlir") for p in g.expected_files())


def test_a_name_too_long_says_the_dataset_code_length_that_fits_every_artifact(tmp_path: Path) -> None:
    """Breaker finding (stop 39): the advice was each artifact's own ("a slug may have at most 228 bytes" for the
    forward), so a code shortened to fit the forward still failed on the train step named with it. The advice is
    now the longest code every artifact of the matrix fits."""
    from cnxbuild.config import parse_matrix
    from cnxbuild.expand import expand_artifacts
    from cnxbuild.graph import NameLimitError

    def graph_with(code: str):
        m = parse_matrix({"datasets": {"long": {"classes": 7, "code": code}}, "group": [
            {"name": "g", "size": "atto", "dataset": "long", "image_size": 32, "batch": 2,
             "optimizer": "adamw", "clip_norm": True, "ema": True}]}, "m.toml")
        return build_graph(expand_artifacts(m), root=tmp_path)

    with pytest.raises(NameLimitError) as e:
        graph_with("x" * 250)
    fits = int(re.search(r"use a shorter dataset code: at most (\d+) bytes", str(e.value)).group(1))
    g = graph_with("x" * fits)  # every artifact fits, the train step's longer name too
    assert max(len(s) for s in g.slugs()) > min(len(s) for s in g.slugs())
    with pytest.raises(NameLimitError):
        graph_with("x" * (fits + 1))
