"""The EfficientNet family's tables and rules (cnxbuild/nets/efficientnet.py; docs/efficientnet.md): known answers
from timm 1.0.31, the depth and width scaling, the squeeze-excite widths, init, weight decay, the check's draws,
the slug and what the family refuses."""

from __future__ import annotations

import numpy as np
import pytest

from cnxbuild.config import ConfigError, load_matrix
from cnxbuild.expand import expand
from cnxbuild.nets import efficientnet as E
from cnxbuild.nets import family, family_of
from cnxbuild.slug import SlugError, parse_slug, slug
from cnxbuild.step import arch_of, interface, parameter_count


@pytest.mark.parametrize("size, count, tensors", [
    ("b0", 4_020_358, 213), ("b1", 6_525_994, 301), ("b2", 7_715_084, 301), ("b3", 10_711_602, 340),
    ("b4", 17_566_546, 418), ("b5", 28_361_274, 506), ("b6", 40_758_754, 584), ("b7", 63_812_570, 711)])
def test_parameter_counts_are_timms(size, count, tensors):
    """``sum(p.numel() for p in timm.create_model("efficientnet_<size>", num_classes=10).parameters())`` and
    the number of tensors, timm 1.0.31 (every name and shape of the eight sizes was compared with timm's
    ``named_parameters()`` and ``named_buffers()`` when the family was added, stop 47)."""
    table = E.param_table(E.SIZES[size], 10)
    assert (sum(p.size for p in table), len(table)) == (count, tensors)


def test_depth_and_width_scaling():
    """timm's ``_scale_stage_depth(depth_trunc='ceil')`` and ``round_channels``: B3 = (1.2, 1.4)."""
    assert E.SIZES["b0"] == E.Arch(32, (16, 24, 40, 80, 112, 192, 320), (1, 2, 2, 3, 3, 4, 1), 1280)
    assert E.SIZES["b1"].repeats == (2, 3, 3, 4, 4, 5, 2)  # ⌈r·1.1⌉: one more block in every stage
    b3 = E.SIZES["b3"]
    assert (b3.stem, b3.channels, b3.repeats, b3.features) == \
        (40, (24, 32, 48, 96, 136, 232, 384), (2, 3, 3, 5, 5, 6, 2), 1536)


def test_blocks_kernels_strides_skips_and_se_widths():
    blocks = list(E.blocks(E.SIZES["b0"]))
    assert len(blocks) == 16 and [b.prefix for b in blocks if b.stride == 2] == \
        ["blocks.1.0", "blocks.2.0", "blocks.3.0", "blocks.5.0"]
    assert [b.kernel for b in blocks] == [3, 3, 3, 5, 5, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 3]
    assert [b.prefix for b in blocks if b.skip] == ["blocks.1.1", "blocks.2.1", "blocks.3.1", "blocks.3.2",
                                                    "blocks.4.1", "blocks.4.2", "blocks.5.1", "blocks.5.2",
                                                    "blocks.5.3"]
    # the SE reduces to a quarter of the block's input channels: 32 → 8 (ds), 16 → 4, 24 → 6, ...
    assert [(b.mid, b.rd) for b in blocks[:4]] == [(32, 8), (96, 4), (144, 6), (144, 6)]
    assert blocks[0].kind == "ds" and not blocks[0].skip  # 32 → 16 channels


def test_the_table_is_timms_order():
    names = [p.name for p in E.param_table(E.SIZES["b0"], 10)]
    ds = ["conv_dw.weight", "bn1.weight", "bn1.bias", "se.conv_reduce.weight", "se.conv_reduce.bias",
          "se.conv_expand.weight", "se.conv_expand.bias", "conv_pw.weight", "bn2.weight", "bn2.bias"]
    assert names[:13] == ["conv_stem.weight", "bn1.weight", "bn1.bias"] + [f"blocks.0.0.{n}" for n in ds]
    ir = ["conv_pw.weight", "bn1.weight", "bn1.bias", "conv_dw.weight", "bn2.weight", "bn2.bias",
          "se.conv_reduce.weight", "se.conv_reduce.bias", "se.conv_expand.weight", "se.conv_expand.bias",
          "conv_pwl.weight", "bn3.weight", "bn3.bias"]
    assert names[13:26] == [f"blocks.1.0.{n}" for n in ir]
    assert names[-5:] == ["conv_head.weight", "bn2.weight", "bn2.bias", "classifier.weight", "classifier.bias"]
    shapes = {p.name: p.shape for p in E.param_table(E.SIZES["b0"], 10)}
    assert shapes["blocks.2.0.conv_dw.weight"] == (144, 1, 5, 5)
    assert shapes["blocks.2.0.se.conv_reduce.weight"] == (6, 144, 1, 1)
    assert shapes["blocks.2.0.se.conv_expand.weight"] == (144, 6, 1, 1)
    buffers = [p.name for p in E.buffer_table(E.SIZES["b0"])]
    assert buffers[:4] == ["bn1.running_mean", "bn1.running_var", "blocks.0.0.bn1.running_mean",
                           "blocks.0.0.bn1.running_var"] and buffers[-1] == "bn2.running_var"
    assert not any("se." in b for b in buffers)


def test_init_rules_are_timms():
    """``_init_weight_goog(fix_group_fanout=True)``: N(0, 2/fan_out), fan_out = k²·O/groups, the SE's convs too
    (bias 0); BN 1 and 0; the classifier U(±1/√K), its bias 0."""
    rules = E.FAMILY.init_rules(E.SIZES["b0"], 10)
    assert rules["conv_stem.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / (9 * 32))}}
    assert rules["blocks.2.0.conv_dw.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / 25)}}
    assert rules["blocks.2.0.se.conv_reduce.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / 6)}}
    assert rules["blocks.2.0.se.conv_expand.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / 144)}}
    assert rules["blocks.2.0.se.conv_expand.bias"] == {"fill": 0.0}
    assert rules["classifier.weight"] == {"uniform": {"low": -1 / np.sqrt(10), "high": 1 / np.sqrt(10)}}


def test_wx_excludes_every_rank_1_tensor_only():
    table = E.param_table(E.SIZES["b0"], 10)
    excluded = {p.name for p in table if not E.FAMILY.decays(p, True)}
    assert excluded == {p.name for p in table if p.rank == 1} and "blocks.1.0.se.conv_reduce.bias" in excluded
    assert all(E.FAMILY.decays(p, False) for p in table)


def test_check_draw_scales():
    rng = np.random.default_rng(0)
    table = {p.name: p for p in E.param_table(E.SIZES["b0"], 10)}
    w = E.check_draw(table["blocks.2.0.se.conv_reduce.weight"], rng)
    assert w.shape == (6, 144, 1, 1) and 0.5 / 12 < w.std() < 2 / 12  # N(0, 1/144)
    beta = E.check_draw(table["blocks.2.0.bn2.bias"], rng)
    assert beta.min() < -0.3 and beta.max() > 0.3  # N(0, 0.5²): SiLU's dip and its linear side
    assert np.abs(E.check_draw(table["classifier.bias"], rng)).max() < 0.1


def test_null_gradients_are_each_blocks_last_bn_bias_but_before_a_depthwise_separable_block():
    """16 on B0 (every block), 22 on B2 (23 blocks: stage 0's first feeds the second's zero-padded depthwise conv);
    the reference's cross-check against timm found the same sets (tests/test_reference_efficientnet_torch.py)."""
    nulls = E.FAMILY.null_gradients(E.SIZES["b0"])
    assert nulls["blocks.0.0.bn2.bias"] == "blocks.0.0.bn2.weight" and "blocks.6.0.bn3.bias" in nulls
    assert len(nulls) == 16 and "bn2.bias" not in nulls
    nulls = E.FAMILY.null_gradients(E.SIZES["b2"])
    assert len(nulls) == 22 and "blocks.0.0.bn2.bias" not in nulls and "blocks.0.1.bn2.bias" in nulls


def test_with_drop_path_a_skip_blocks_last_bn_bias_is_no_null_gradient():
    """A drop mask scales a skip block's branch per example, so the shift of its last BN is no longer the same for
    every example and BN does not cancel it (D114): B0's 9 skip blocks leave the null set, the 7 others stay."""
    nulls = E.FAMILY.null_gradients(E.SIZES["b0"], drop_path=True)
    assert len(nulls) == 7 and "blocks.1.1.bn3.bias" not in nulls and "blocks.1.0.bn3.bias" in nulls
    assert set(nulls) <= set(E.FAMILY.null_gradients(E.SIZES["b0"]))


def test_stochastic_depth_masks_the_skip_blocks_on_the_block_fraction_ramp():
    """timm's builder: block i of N takes rate·i/N (the ramp counts every block), and only the blocks with a skip
    apply it; the sidecar says so, and ``cnxbuild train``'s masks follow it."""
    from cnxbuild.step import sidecar
    from cnxbuild.train.schedule import drop_masks, keep_probabilities

    v = parse_slug("efficientnetb0_adamdrop_train_step")
    masks = [p for p in interface(v).inputs if p.role == "drop_mask"]
    assert [m.name for m in masks[:2]] == ["drop_mask.0", "drop_mask.1"] and len(masks) == 9
    assert masks[0].shape == (v.batch,)
    dp = sidecar(v, "efficientnetb0_fwd_eval")["drop_path"]
    assert (dp["blocks"], dp["sites"], dp["schedule"], dp["recommended_rate"]) == (16, 9, "block_fraction", 0.2)
    assert dp["site_block"] == [2, 4, 6, 7, 9, 10, 12, 13, 14]
    blocks = list(E.blocks(E.SIZES["b0"]))
    assert [i for i, b in enumerate(blocks) if b.skip] == dp["site_block"]
    assert keep_probabilities(16, 0.2, "block_fraction")[14] == pytest.approx(1 - 0.2 * 14 / 16)
    drawn = drop_masks(3, 0, dp["blocks"], 4000, 0.5, dp["site_block"], dp["schedule"])
    kept = [float((m > 0).mean()) for m in drawn]
    assert len(drawn) == 9 and abs(kept[0] - (1 - 0.5 * 2 / 16)) < 0.03 and abs(kept[8] - (1 - 0.5 * 14 / 16)) < 0.03
    assert set(np.unique(drawn[8])) == {0.0, np.float32(1 / (1 - 0.5 * 14 / 16))}


def test_a_sidecar_schedule_the_trainer_does_not_know_is_refused():
    from cnxbuild.train.schedule import keep_probabilities

    with pytest.raises(ValueError, match="unknown drop-path schedule 'cosine' .*known: linear, block_fraction"):
        keep_probabilities(16, 0.2, "cosine")


def test_slug_round_trip_and_names():
    v = parse_slug("efficientnetb3in160_lambwxclip_train_step")
    assert (v.family, v.size, v.dataset.name, v.image_size) == ("efficientnet", "b3", "imagenet", 160)
    assert slug(v) == "efficientnetb3in160_lambwxclip_train_step"
    assert family_of(v).model_name(arch_of(v)) == "EfficientNet-B3" and family_of(v) is family("efficientnet")
    w = parse_slug("efficientnetb0_adam_train_step")
    assert parameter_count(w) == sum(p.size for p in E.param_table(E.SIZES["b0"], 10))
    roles = [p.role for p in interface(w).inputs]
    assert roles.count("buffer") == len(E.buffer_table(E.SIZES["b0"]))


@pytest.mark.parametrize("text, where, what", [
    ("efficientnetb0_adamerf_train_step", 19, "marker 'erf' (gelu) is not accepted by family 'efficientnet'"),
    ("efficientnetb0in48_adam_train_step", 16, "image_size 48 is not a multiple of 32"),
    ("efficientnetb8_adam_train_step", 12, "unknown size+dataset code 'b8' for family 'efficientnet'"),
])
def test_slugs_the_family_refuses_say_where(text, where, what):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == where and what in str(e.value)


@pytest.mark.parametrize("size, hint", [('"B0"', "did you mean 'b0' (timm's efficientnet_b0, family 'efficientnet')"),
                                        ('"EfficientNet-B3"', "did you mean 'b3' (family 'efficientnet')"),
                                        ('"efficientnet_b2"', "did you mean 'b2' (timm's efficientnet_b2")])
def test_a_timm_or_paper_name_as_size_is_answered_with_the_code(tmp_path, size, hint):
    path = tmp_path / "variants.toml"
    path.write_text(f'[[group]]\nname = "e"\nfamily = "efficientnet"\nsize = {size}\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\n')
    with pytest.raises(ConfigError, match=r"variants.toml:4: group \"e\"") as e:
        expand(load_matrix(path))
    assert hint in str(e.value)


def test_a_timm_name_in_a_slug_gets_the_slug_meant():
    with pytest.raises(SlugError, match=r"did you mean 'efficientnetb0_adam_train_step'\? 'efficientnet_b0' is "
                                        r"timm's name of EfficientNet-B0"):
        parse_slug("efficientnet_b0_adam_train_step")


def test_another_familys_size_is_named_with_the_right_article(tmp_path):
    """A breaker's finding (stop 47): "is not a EfficientNet size"."""
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "e"\nfamily = "efficientnet"\nsize = "T"\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\n')
    with pytest.raises(ConfigError, match='size "T" is not an EfficientNet size; EfficientNet sizes: b0, b1'):
        expand(load_matrix(path))
