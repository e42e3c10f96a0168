"""The ViT family's tables and rules (cnxbuild/nets/vit.py; docs/vit.md): known answers from timm 1.0.31, the
architecture record at an image size, weight decay under ``wx``, initialisation, and what the family refuses."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from cnxbuild.config import ConfigError, load_matrix
from cnxbuild.expand import expand
from cnxbuild.nets import family_of
from cnxbuild.nets import vit as V
from cnxbuild.reference import vit as ref
from cnxbuild.slug import SlugError, parse_slug, slug
from cnxbuild.step import arch_of, interface, parameter_count


@pytest.mark.parametrize("size, count", [("Ti", 5_717_416), ("S", 22_050_664), ("B", 86_567_656),
                                         ("L", 304_326_632)])
def test_parameter_counts_are_timms(size, count):
    """``sum(p.numel() for p in timm.create_model("vit_<size>_patch16_224").parameters())``, 1000 classes."""
    assert sum(p.size for p in V.param_table(V.FAMILY.arch(size, 224), 1000)) == count


def test_the_table_is_timms_order_and_the_record_carries_the_grid():
    v = parse_slug("vitti160_adam_train_step")
    arch = arch_of(v)
    assert (arch.grid, arch.tokens) == (10, 101) and family_of(v).size_of(arch) == "Ti"
    assert family_of(v).model_name(arch) == "ViT-Ti"
    names = [p.name for p in V.param_table(arch, 10)]
    assert names[:4] == ["cls_token", "pos_embed", "patch_embed.proj.weight", "patch_embed.proj.bias"]
    assert names[4:16] == [f"blocks.0.{n}" for n in (
        "norm1.weight", "norm1.bias", "attn.qkv.weight", "attn.qkv.bias", "attn.proj.weight", "attn.proj.bias",
        "norm2.weight", "norm2.bias", "mlp.fc1.weight", "mlp.fc1.bias", "mlp.fc2.weight", "mlp.fc2.bias")]
    assert names[-4:] == ["norm.weight", "norm.bias", "head.weight", "head.bias"] and len(names) == 152
    theta = [p for p in interface(v).inputs if p.role == "theta"]
    assert theta[1].shape == (1, 101, 192) and parameter_count(v) == sum(p.size for p in V.param_table(arch, 10))


def test_wx_excludes_rank_1_cls_token_and_pos_embed_in_emitter_and_reference_alike():
    table = V.param_table(V.FAMILY.arch("Ti", 32), 10)
    excluded = {p.name for p in table if not V.FAMILY.decays(p, True)}
    assert {"cls_token", "pos_embed", "head.bias", "norm.weight", "blocks.3.attn.qkv.bias"} <= excluded
    assert "patch_embed.proj.weight" not in excluded and "blocks.3.attn.qkv.weight" not in excluded
    assert excluded == {p.name for p in table if not ref.decays(p.name, p.shape, True)}
    assert all(V.FAMILY.decays(p, False) for p in table)
    doc_rule = V.FAMILY.wx_excludes
    assert "cls_token and pos_embed" in doc_rule


def test_init_rules_are_timms():
    rules = V.FAMILY.init_rules(V.FAMILY.arch("Ti", 224), 10)
    bound = 1 / np.sqrt(3 * 16 * 16)
    assert rules["patch_embed.proj.weight"] == rules["patch_embed.proj.bias"] == {
        "uniform": {"low": -bound, "high": bound}}
    assert rules["cls_token"] == {"normal": {"mean": 0.0, "std": 1e-6}}
    trunc = {"trunc_normal": {"mean": 0.0, "std": 0.02, "a": -2.0, "b": 2.0}}
    assert rules["pos_embed"] == rules["blocks.0.attn.qkv.weight"] == rules["head.weight"] == trunc
    assert rules["blocks.0.attn.qkv.bias"] == rules["head.bias"] == {"fill": 0.0}
    assert rules["blocks.0.norm1.weight"] == rules["norm.weight"] == {"fill": 1.0}


def test_slugs_of_the_family():
    for text in ("vitti_adam_train_step", "vit_lambwx_train_step", "vitsin160_momacc2x8erf_train_step",
                 "vitlin_fwd", "vitti48_8_fwd"):
        assert slug(parse_slug(text)) == text
    assert slug(parse_slug("vitti_adamdrop_train_step")) == "vitti_adamdrop_train_step"
    with pytest.raises(SlugError, match="image_size 40 is not a multiple of 16"):
        parse_slug("vitti40_adam_train_step")


def _matrix(tmp_path: Path, extra: str) -> Path:
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "v"\nfamily = "vit"\nsize = "Ti"\ndataset = "imagenet"\nimage_size = 160\n'
                    'optimizer = "adamw"\n' + extra)
    return path


def test_a_partner_at_another_image_size_is_refused_naming_the_position_embedding(tmp_path):
    with pytest.raises(ConfigError) as e:
        expand(load_matrix(_matrix(tmp_path, "eval_image_size = 224\n")))
    assert str(e.value) == (
        f'{tmp_path / "variants.toml"}:8: group "v" → expansion 0: eval_image_size = 224: ViT\'s parameters '
        "depend on the image size (pos_embed is [1, 101, 192] at 160 px, [1, 197, 192] at 224 px), so a forward partner at "
        "224 px cannot evaluate the train step's θ; leave eval_image_size out (its partner evaluates at 160 px)")
    assert [e.partner.image_size for e in expand(load_matrix(_matrix(tmp_path, "eval_image_size = 160\n")))] == [160]


def test_stochastic_depth_has_two_sites_per_block_at_the_blocks_rate():
    """timm's Block: drop_path1 after the attention, drop_path2 after the MLP, both at dpr[i]; the sidecar says
    which block each mask belongs to, and the driver's masks follow it."""
    from cnxbuild.step import sidecar
    from cnxbuild.train.schedule import drop_masks

    v = parse_slug("vitti32_adamdrop_train_step")
    masks = [p for p in interface(v).inputs if p.role == "drop_mask"]
    assert len(masks) == 24 and masks[0].name == "drop_mask.0" and masks[0].shape == (32,)
    dp = sidecar(v, "vitti32_fwd")["drop_path"]
    assert (dp["blocks"], dp["sites"], dp["site_block"][:4], dp["recommended_rate"]) == (12, 24, [0, 0, 1, 1], 0.1)
    drawn = drop_masks(0, 0, dp["blocks"], 512, 0.5, dp["site_block"])
    assert len(drawn) == 24 and all((m == 1).all() for m in drawn[:2])  # block 0 is never dropped
    kept = [float((m > 0).mean()) for m in drawn]
    assert abs(kept[22] - 0.5) < 0.08 and abs(kept[23] - 0.5) < 0.08 and not (drawn[22] == drawn[23]).all()
    assert abs(kept[12] - (1 - 0.5 * 6 / 11)) < 0.08  # site 12 is block 6's


def test_a_size_of_another_family_is_said_at_the_size_line(tmp_path):
    """A breaker's finding (stop 44): ``size = "T"`` in a ViT group was said at the group's first line."""
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "v"\nfamily = "vit"\nsize = "T"\ndataset = "imagenet"\noptimizer = "adamw"\n')
    with pytest.raises(ConfigError, match=r'variants.toml:4: group "v" → expansion 0: size "T" is not a ViT size'):
        expand(load_matrix(path))


def test_a_timm_file_with_token_parameters_the_artifact_lacks_is_refused(tmp_path):
    """A breaker's finding (stop 44): keys without a dotted suffix (``mask_token``, ``module.pos_embed``) were
    ignored as if they were buffers, so a file with an extra token loaded without a word."""
    from safetensors.numpy import save_file

    from cnxbuild.step import sidecar
    from cnxbuild.train.checkpoint import CheckpointError, load_timm

    v = parse_slug("vitti32_adam_train_step")
    doc = sidecar(v, "vitti32_fwd")
    theta = {p["name"]: np.zeros(p["shape"], np.float32) for p in doc["inputs"] if p["role"] == "theta"}
    save_file(theta, str(tmp_path / "ok.safetensors"))
    assert set(load_timm(tmp_path / "ok.safetensors", doc)) == set(theta)
    save_file({**theta, "mask_token": np.zeros((1, 1, 192), np.float32)}, str(tmp_path / "extra.safetensors"))
    with pytest.raises(CheckpointError, match=r"1 unexpected: mask_token"):
        load_timm(tmp_path / "extra.safetensors", doc)
