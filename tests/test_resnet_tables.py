"""ResNet's tables and rules (cnxbuild.nets.resnet) against timm's facts: parameter totals of
``timm.create_model('resnetXX')`` at 1000 classes, ``named_parameters()`` / ``state_dict`` order,
``init_weights`` and the twin rule."""

from __future__ import annotations

import math

import numpy as np
import pytest

from cnxbuild.nets import resnet as R

# timm resnet18..152 (torchvision names and shapes), sum(p.numel() for p in model.parameters()) at K = 1000
TIMM_TOTALS = {"18": 11_689_512, "34": 21_797_672, "50": 25_557_032, "101": 44_549_160, "152": 60_192_808}
# BatchNorm2d modules per net: stem 1 + blocks × (2 basic | 3 bottleneck) + 3 (R18/34) or 4 (R50+) downsamples
BN_LAYERS = {"18": 1 + 8 * 2 + 3, "34": 1 + 16 * 2 + 3, "50": 1 + 16 * 3 + 4, "101": 1 + 33 * 3 + 4,
             "152": 1 + 50 * 3 + 4}


@pytest.mark.parametrize("size", list(R.SIZES))
def test_param_totals_match_timm(size):
    assert R.param_count(R.SIZES[size], 1000) == TIMM_TOTALS[size]


@pytest.mark.parametrize("size", list(R.SIZES))
def test_buffers_are_two_per_batch_norm_mean_first(size):
    arch = R.SIZES[size]
    buffers = R.buffer_table(arch)
    assert len(R.bn_layers(arch)) == BN_LAYERS[size]
    assert len(buffers) == 2 * BN_LAYERS[size]
    assert [b.name.rsplit(".", 1)[1] for b in buffers] == ["running_mean", "running_var"] * BN_LAYERS[size]
    # the BN order of the buffers is the order of the BN weights among the parameters (state_dict order)
    bn_weights = [p for p in R.param_table(arch, 7) if p.rank == 1 and p.name.endswith(".weight")]
    assert [b.name.rsplit(".", 1)[0] for b in buffers[::2]] == [p.name.rsplit(".", 1)[0] for p in bn_weights]
    assert [b.shape for b in buffers[::2]] == [p.shape for p in bn_weights]
    assert not any("num_batches_tracked" in b.name for b in buffers)


def _named(size, classes=1000):
    return [(p.name, p.shape) for p in R.param_table(R.SIZES[size], classes)]


def test_resnet18_names_and_order():
    t = _named("18", 10)
    assert t[:6] == [("conv1.weight", (64, 3, 7, 7)), ("bn1.weight", (64,)), ("bn1.bias", (64,)),
                     ("layer1.0.conv1.weight", (64, 64, 3, 3)), ("layer1.0.bn1.weight", (64,)),
                     ("layer1.0.bn1.bias", (64,))]
    names = [n for n, _ in t]
    assert "layer1.0.downsample.0.weight" not in names  # 64 → 64 at stride 1: identity shortcut
    i = names.index("layer2.0.downsample.0.weight")
    assert names[i - 3:i + 3] == ["layer2.0.conv2.weight", "layer2.0.bn2.weight", "layer2.0.bn2.bias",
                                  "layer2.0.downsample.0.weight", "layer2.0.downsample.1.weight",
                                  "layer2.0.downsample.1.bias"]
    assert dict(t)["layer2.0.conv1.weight"] == (128, 64, 3, 3)
    assert dict(t)["layer2.0.downsample.0.weight"] == (128, 64, 1, 1)
    assert t[-2:] == [("fc.weight", (10, 512)), ("fc.bias", (10,))]
    assert len(t) == 62


def test_resnet50_names_and_order():
    t = dict(_named("50"))
    names = list(t)
    assert names[3:12] == [f"layer1.0.{m}{k}.{w}" for k in (1, 2, 3)
                           for m, w in (("conv", "weight"), ("bn", "weight"), ("bn", "bias"))]
    assert t["layer1.0.conv3.weight"] == (256, 64, 1, 1)
    assert t["layer1.0.downsample.0.weight"] == (256, 64, 1, 1)  # stride 1, channels change
    assert names.index("layer1.0.downsample.0.weight") == names.index("layer1.0.bn3.bias") + 1
    assert t["layer2.0.conv1.weight"] == (128, 256, 1, 1) and t["layer2.0.conv2.weight"] == (128, 128, 3, 3)
    assert t["layer4.2.conv3.weight"] == (2048, 512, 1, 1)
    assert names[-2:] == ["fc.weight", "fc.bias"] and t["fc.weight"] == (1000, 2048)
    assert sum(n.endswith("downsample.0.weight") for n in names) == 4
    assert len(names) == 161


def test_model_names_never_borrowed():
    names = [R.model_name(a) for a in R.SIZES.values()]
    assert names == [f"ResNet-{s}" for s in ("18", "34", "50", "101", "152")]
    assert R.SIZE_CODES == {s: s for s in ("18", "34", "50", "101", "152")}
    # ResNet-34's depths with bottleneck blocks is ResNet-50; with basic blocks and other widths it is neither
    assert R.model_name(R.Arch("bottleneck", (3, 4, 6, 3))) == "ResNet-50"
    assert R.model_name(R.Arch("basic", (3, 4, 6, 3), (32, 64, 128, 256))) == \
        "ResNet-custom[basic;3,4,6,3]@[32,64,128,256]"
    assert R.model_name(R.Arch("bottleneck", (3, 4, 22, 3))) == \
        "ResNet-custom[bottleneck;3,4,22,3]@[64,128,256,512]"


def test_arch_rejects_bad_records():
    with pytest.raises(ValueError, match="block 'plain'"):
        R.Arch("plain", (2, 2, 2, 2))
    with pytest.raises(ValueError, match="four positive"):
        R.Arch("basic", (2, 2, 0, 2))


def test_decay_rule_is_the_rank_test():
    table = R.param_table(R.SIZES["50"], 10)
    excluded = [p.name for p in table if not R.decays(p, True)]
    assert all(R.decays(p, False) for p in table)
    assert "fc.bias" in excluded and "bn1.weight" in excluded and "layer1.0.downsample.1.bias" in excluded
    assert all(p.rank == 1 for p in table if p.name in excluded)
    assert all(p.rank in (2, 4) for p in table if p.name not in excluded)


def _side_after_conv(side, k, s, pad):
    return (side + 2 * pad - k) // s + 1


def test_twin_side_is_the_smallest_with_two_by_two_last_stage():
    side = R.twin_image_size(R.SIZES["50"])
    assert side == 64 and R.twin_image_size() == 64
    stem = _side_after_conv(side, 7, 2, 3)
    pooled = _side_after_conv(stem, 3, 2, 1)
    last = pooled
    for _ in range(3):
        last = _side_after_conv(last, 3, 2, 1)  # the strided 3×3 conv of stages 2–4
    assert (stem, pooled, last) == (32, 16, 2)
    assert 2 * last * last == 8  # values per channel of layer4's BN at batch 2
    # at 32 px the last stage is 1×1: the next smaller side allowed by image_size_rule fails the rule
    assert _side_after_conv(_side_after_conv(32, 7, 2, 3), 3, 2, 1) // 8 == 1
    assert R.image_size_rule(64) is None and R.image_size_rule(224) is None
    assert "multiple of 32" in R.image_size_rule(100)


def test_timm_init_zero_init_last_and_scales():
    arch = R.SIZES["50"]
    theta = R.timm_init(arch, 1000, np.random.default_rng(0))
    assert list(theta) == [p.name for p in R.param_table(arch, 1000)]
    assert all(a.dtype == np.float32 for a in theta.values())
    for prefix, _, last in R.bn_layers(arch):
        assert np.all(theta[prefix + ".weight"] == (0.0 if last else 1.0)), prefix
        assert np.all(theta[prefix + ".bias"] == 0.0)
    assert np.all(theta["layer1.0.bn3.weight"] == 0) and np.all(theta["layer1.0.downsample.1.weight"] == 1)
    w = theta["layer4.0.conv2.weight"]  # kaiming normal, fan_out = 512·3·3
    assert abs(w.std() / math.sqrt(2 / (512 * 9)) - 1) < 0.01
    w = theta["conv1.weight"]  # fan_out = 64·7·7
    assert abs(w.std() / math.sqrt(2 / (64 * 49)) - 1) < 0.05
    bound = 1 / math.sqrt(2048)
    for name in ("fc.weight", "fc.bias"):
        assert np.abs(theta[name]).max() <= bound and np.abs(theta[name]).max() > 0.9 * bound
    basic = R.timm_init(R.SIZES["18"], 10, np.random.default_rng(0))
    assert np.all(basic["layer3.1.bn2.weight"] == 0) and np.all(basic["layer3.1.bn1.weight"] == 1)
    buffers = R.init_buffers(arch)
    assert list(buffers) == [b.name for b in R.buffer_table(arch)]
    assert np.all(buffers["bn1.running_mean"] == 0) and np.all(buffers["bn1.running_var"] == 1)


def test_check_draw_scales():
    rng = np.random.default_rng(1)
    arch = R.SIZES["50"]
    draws = {p.name: R.check_draw(p, rng) for p in R.param_table(arch, 1000) + R.buffer_table(arch)}
    w = draws["layer3.0.conv2.weight"]  # fan_in = 256·3·3
    assert abs(w.std() * math.sqrt(256 * 9) - 1) < 0.02
    assert abs(draws["fc.weight"].std() / 0.02 - 1) < 0.01
    gammas = np.concatenate([draws[bn + ".weight"] for bn, _, _ in R.bn_layers(arch)])
    assert gammas.min() >= 0.5 and gammas.max() <= 1.5 and abs(gammas.mean() - 1) < 0.01
    betas = np.concatenate([draws[bn + ".bias"] for bn, _, _ in R.bn_layers(arch)])
    assert abs(betas.std() / 0.02 - 1) < 0.02
    var = np.concatenate([draws[bn + ".running_var"] for bn, _, _ in R.bn_layers(arch)])
    assert var.min() >= 0.5 and var.max() <= 1.5
    mean = np.concatenate([draws[bn + ".running_mean"] for bn, _, _ in R.bn_layers(arch)])
    assert abs(mean.std() / 0.1 - 1) < 0.02


def test_family_object():
    f = R.FAMILY
    assert (f.name, f.token, f.display, f.norm) == ("resnet", "resnet", "ResNet", "BatchNorm")
    assert f.norm_eps_default == 1e-5 and f.keys == frozenset() and f.twin_batch == 2
    assert f.forward_kinds == ("fwd_eval", "fwd") and f.partner_kind == "fwd_eval"
    assert f.driven_param == "fc.weight"
    assert f.driven_param in {p.name for p in f.param_table(f.sizes["18"], 3)}
    assert f.drop_sites(f.sizes["50"]) == 0 and f.reference == "cnxbuild.reference.resnet"
    assert f.buffer_init(f.sizes["18"])["bn1.running_var"].tolist() == [1.0] * 64
    with pytest.raises(ValueError, match="no drop-path sites"):
        f.forward_chain(None, {}, {}, f.sizes["18"], None, mode="train", drop_masks=[object()])
