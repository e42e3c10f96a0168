"""The MobileNetV2 family's tables and rules (cnxbuild/nets/mobilenetv2.py; docs/mobilenetv2.md): known answers from
timm 1.0.31, the channel rounding, init, weight decay, the check's draws, the slug and what the family refuses."""

from __future__ import annotations

import numpy as np
import pytest

from cnxbuild.config import ConfigError, load_matrix
from cnxbuild.expand import expand
from cnxbuild.nets import family, family_of
from cnxbuild.nets import mobilenetv2 as M
from cnxbuild.slug import SlugError, parse_slug, slug
from cnxbuild.step import arch_of, interface, parameter_count


@pytest.mark.parametrize("size, count", [("035", 1_677_128), ("050", 1_968_680), ("075", 2_636_424),
                                         ("100", 3_504_872), ("140", 6_108_776)])
def test_parameter_counts_are_timms(size, count):
    """``sum(p.numel() for p in timm.create_model("mobilenetv2_<size>").parameters())``, 1000 classes (the
    channel rounding of every width multiplier; tests/test_reference_mobilenetv2_torch.py reads them off timm)."""
    assert sum(p.size for p in M.param_table(M.SIZES[size], 1000)) == count


def test_make_divisible_known_answers():
    """timm's ``make_divisible(v, 8)``: nearest multiple of 8, never below 8, never 10 % below v."""
    assert [M.make_divisible(v) for v in (11.2, 5.6, 8.4, 22.4, 33.6, 1792.0, 27.0, 12.0)] == \
        [16, 8, 8, 24, 32, 1792, 32, 16]
    a = M.SIZES["035"]
    assert (a.stem, a.channels, a.features) == (16, (8, 8, 16, 24, 32, 56, 112), 1280)
    a = M.SIZES["140"]
    assert (a.stem, a.channels, a.features) == (48, (24, 32, 48, 88, 136, 224, 448), 1792)


def test_the_table_is_timms_order():
    names = [p.name for p in M.param_table(M.SIZES["100"], 10)]
    assert names[:9] == ["conv_stem.weight", "bn1.weight", "bn1.bias", "blocks.0.0.conv_dw.weight",
                         "blocks.0.0.bn1.weight", "blocks.0.0.bn1.bias", "blocks.0.0.conv_pw.weight",
                         "blocks.0.0.bn2.weight", "blocks.0.0.bn2.bias"]
    assert names[9:18] == [f"blocks.1.0.{n}" for n in ("conv_pw.weight", "bn1.weight", "bn1.bias", "conv_dw.weight",
                                                       "bn2.weight", "bn2.bias", "conv_pwl.weight", "bn3.weight",
                                                       "bn3.bias")]
    assert names[-5:] == ["conv_head.weight", "bn2.weight", "bn2.bias", "classifier.weight", "classifier.bias"]
    shapes = {p.name: p.shape for p in M.param_table(M.SIZES["100"], 10)}
    assert shapes["blocks.1.0.conv_dw.weight"] == (96, 1, 3, 3) and shapes["conv_head.weight"] == (1280, 320, 1, 1)
    buffers = [p.name for p in M.buffer_table(M.SIZES["100"])]
    assert buffers[:4] == ["bn1.running_mean", "bn1.running_var", "blocks.0.0.bn1.running_mean",
                           "blocks.0.0.bn1.running_var"] and buffers[-1] == "bn2.running_var"
    assert len(buffers) == 2 * sum(1 for n in names if n.endswith("bn1.weight") or n.endswith("bn2.weight")
                                   or n.endswith("bn3.weight"))


def test_blocks_strides_and_skips():
    blocks = list(M.blocks(M.SIZES["100"]))
    assert len(blocks) == 17 and [b.stride for b in blocks if b.stride == 2] == [2, 2, 2, 2]
    assert [b.prefix for b in blocks if b.stride == 2] == ["blocks.1.0", "blocks.2.0", "blocks.3.0", "blocks.5.0"]
    assert [b.prefix for b in blocks if b.skip] == ["blocks.1.1", "blocks.2.1", "blocks.2.2", "blocks.3.1",
                                                    "blocks.3.2", "blocks.3.3", "blocks.4.1", "blocks.4.2",
                                                    "blocks.5.1", "blocks.5.2"]
    assert blocks[4].kind == "ir" and blocks[4].mid == 6 * blocks[4].cin and blocks[0].mid == blocks[0].cin == 32


def test_init_rules_are_timms():
    """``_init_weight_goog(fix_group_fanout=True)``: N(0, 2/fan_out) with fan_out = k²·O/groups; BN 1 and 0;
    the classifier U(±1/√K) (timm's fan_out is the weight's first dimension), its bias 0."""
    rules = M.FAMILY.init_rules(M.SIZES["100"], 10)
    assert rules["conv_stem.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / (9 * 32))}}
    assert rules["blocks.1.0.conv_dw.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / 9)}}
    assert rules["blocks.1.0.conv_pwl.weight"] == {"normal": {"mean": 0.0, "std": np.sqrt(2 / 24)}}
    assert rules["classifier.weight"] == {"uniform": {"low": -1 / np.sqrt(10), "high": 1 / np.sqrt(10)}}
    assert rules["classifier.bias"] == rules["bn2.bias"] == {"fill": 0.0} and rules["bn2.weight"] == {"fill": 1.0}


def test_wx_excludes_every_rank_1_tensor_only():
    table = M.param_table(M.SIZES["100"], 10)
    excluded = {p.name for p in table if not M.FAMILY.decays(p, True)}
    assert excluded == {p.name for p in table if p.rank == 1} and "blocks.1.0.conv_dw.weight" not in excluded
    assert all(M.FAMILY.decays(p, False) for p in table)


def test_check_draw_crosses_both_kinks_before_every_relu6():
    """β of a BN that feeds a ReLU6 from U(0, 4): near 0 and near 4 alike; the linear bottleneck's near 0."""
    rng = np.random.default_rng(0)
    table = {p.name: p for p in M.param_table(M.SIZES["100"], 10)}
    feeds = M.check_draw(table["blocks.3.0.bn2.bias"], rng)
    assert feeds.min() >= 0 and feeds.max() <= 4 and feeds.min() < 0.1 and feeds.max() > 3.9
    linear = M.check_draw(table["blocks.3.0.bn3.bias"], rng)
    assert np.abs(linear).max() < 0.1
    assert np.abs(M.check_draw(table["blocks.0.0.bn2.bias"], rng)).max() < 0.1  # the ds block's last BN
    assert M.check_draw(table["bn2.bias"], rng).max() > 3.9  # the head's feeds a ReLU6


def test_slug_round_trip_and_names():
    v = parse_slug("mobilenetv2140in160_lambwxclip_train_step")
    assert (v.family, v.size, v.dataset.name, v.image_size) == ("mobilenetv2", "140", "imagenet", 160)
    assert slug(v) == "mobilenetv2140in160_lambwxclip_train_step"
    assert family_of(v).model_name(arch_of(v)) == "MobileNetV2-140" and family_of(v) is family("mobilenetv2")
    w = parse_slug("mobilenetv2100_adam_train_step")
    assert parameter_count(w) == sum(p.size for p in M.param_table(M.SIZES["100"], 10))
    roles = [p.role for p in interface(w).inputs]
    assert roles.count("buffer") == len(M.buffer_table(M.SIZES["100"]))


@pytest.mark.parametrize("text, where, what", [
    ("mobilenetv2100_adamerf_train_step", 19, "marker 'erf' (gelu) is not accepted by family 'mobilenetv2'"),
    ("mobilenetv2100_adamdrop_train_step", 19, "does not take stochastic_depth"),
    ("mobilenetv2100in48_adam_train_step", 16, "image_size 48 is not a multiple of 32"),
    ("mobilenetv2101_adam_train_step", 11, "unknown size+dataset code '101' for family 'mobilenetv2'"),
])
def test_slugs_the_family_refuses_say_where(text, where, what):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == where and what in str(e.value)


@pytest.mark.parametrize("size, hint", [('"1.0"', "did you mean '100' (family 'mobilenetv2')"),
                                        ('"0.35"', "did you mean '035' (family 'mobilenetv2')"),
                                        ("50", "did you mean '050'? MobileNetV2 sizes: 035, 050, 075, 100, 140"),
                                        ('"mobilenetv2_140"', "did you mean '140' (timm's mobilenetv2_140")])
def test_a_width_multiplier_or_timm_name_as_size_is_answered_with_the_code(tmp_path, size, hint):
    path = tmp_path / "variants.toml"
    path.write_text(f'[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = {size}\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\n')
    with pytest.raises(ConfigError, match=r"variants.toml:4: group \"m\"") as e:
        expand(load_matrix(path))
    assert hint in str(e.value)


def test_gelu_in_a_mobilenetv2_group_is_refused(tmp_path):
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = "100"\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\ngelu = "erf"\n')
    with pytest.raises(ConfigError, match=r"family 'mobilenetv2' \(MobileNetV2\) does not take gelu"):
        expand(load_matrix(path))


@pytest.mark.parametrize("size, hint", [
    ('"inf"', "sizes by family"),  # a breaker's finding (stop 45): an infinite multiplier crashed the hint
    ("1.0", "is not a size name (a string, or an integer such as 50); did you mean '100' (family 'mobilenetv2')"),
    ('"MobileNetV2-1.0"', "did you mean '100' (family 'mobilenetv2')"),
    ('"mobilenetv2-140"', "did you mean '140' (family 'mobilenetv2')"),
])
def test_breakers_size_spellings_get_an_error_with_the_code(tmp_path, size, hint):
    path = tmp_path / "variants.toml"
    path.write_text(f'[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = {size}\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\n')
    with pytest.raises(ConfigError, match=r"variants.toml:4: group \"m\" → size: ") as e:
        expand(load_matrix(path))
    assert hint in str(e.value)


def test_a_size_code_with_a_leading_zero_unquoted_is_told_to_quote_it(tmp_path):
    """TOML refuses ``size = 050``; the syntax error says to write it as a string (a breaker's finding, stop 45)."""
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = 050\n')
    with pytest.raises(ConfigError, match=r'variants.toml:4:9: .*; a number does not start with 0 in TOML: write 050 '
                                          r'as a string \(size = "050"\)'):
        load_matrix(path)


def test_a_key_the_family_does_not_take_gets_no_train_only_advice(tmp_path):
    """A breaker's finding (stop 45): ``gelu`` in a MobileNetV2 group was told to move to [defaults]."""
    path = tmp_path / "variants.toml"
    path.write_text('[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = "100"\ndataset = "imagenet"\n'
                    'optimizer = "adamw"\ngelu = "erf"\n')
    with pytest.raises(ConfigError) as e:
        expand(load_matrix(path))
    assert "does not take gelu" in str(e.value) and "train-only" not in str(e.value)


def test_a_near_miss_marker_is_never_answered_with_a_marker_the_family_refuses():
    """A breaker's finding (stop 45): ``adamdorp`` in a MobileNetV2 slug was answered "did you mean 'drop'?"."""
    with pytest.raises(SlugError) as e:
        parse_slug("mobilenetv2100_adamdorp_train_step")
    assert "did you mean 'drop'" not in str(e.value) and "unexpected marker" in str(e.value)
    with pytest.raises(SlugError, match="did you mean 'drop'"):
        parse_slug("convnext_adamdorp_train_step")
