"""Planted bugs of the MobileNetV2 layers: the numeric check must FAIL each one on the MobileNetV2 twin (64 px, batch
2, full depth and width) on the inputs on which the shipped artifact passes (spec/checks.md, "Planted bugs").

Each plant swaps one emitter function in the test only (the activation table of :mod:`cnxbuild.nets.bnnet`, a
helper of ``layers/conv.py`` or ``nets/mbconv.py``); the twin is rendered through the shipped path and
:func:`cnxbuild.check.check_variant` runs the whole protocol. The check draws the β of every BN that feeds a ReLU6
from U(−1, 5) (``nets/mobilenetv2.py``, ``check_draw``): channels near 5 cross ReLU6's upper kink, so a ReLU6
without its clamp at 6 is visible.
"""

from __future__ import annotations

import pytest

from cnxbuild.layers import batchnorm, conv, elementwise
from cnxbuild.nets import bnnet, mbconv
from tests.e2e_support import (assert_plant_fails, explain, plant, plant_marks, planted, shipped_verdicts,
                               with_source_replaced)

ADAM = "mobilenetv2035_adam_train_step"


@pytest.fixture(scope="module")
def shipped():
    return shipped_verdicts()


@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s, "iree")) for s in (ADAM,)])
def test_the_shipped_baselines_pass_on_iree(slug, shipped):
    """The plants here run on XLA (D110); each baseline passes on IREE too, the executor of ``doit check``."""
    good = shipped(slug, "iree")
    assert good.ok, explain(good)


@plant(ADAM)
def test_relu6_without_its_clamp_at_six_fails(shipped, monkeypatch):
    """ReLU6 emitted as a plain ReLU, forward and backward (WRONG on purpose: timm's ``act_layer='relu6'`` read as
    ``relu``, the commonest port bug of this net)."""
    good = shipped(ADAM)
    monkeypatch.setitem(bnnet.ACTIVATIONS, "relu6", (elementwise.relu_forward, elementwise.relu_backward))
    bad = planted(ADAM)
    assert_plant_fails(good, bad, ["loss [A]", "classifier.weight.m [A]", "conv_stem.weight.m [A]"])


@plant(ADAM)
def test_relu6_backward_that_passes_the_clamped_values_fails(shipped, monkeypatch):
    """The forward clamps at 6, the backward passes dy wherever x > 0 (WRONG on purpose: the clamp's zero
    derivative above 6 forgotten); the loss is right, every gradient below the head is not."""
    good = shipped(ADAM)
    monkeypatch.setitem(bnnet.ACTIVATIONS, "relu6", (elementwise.relu6_forward, elementwise.relu_backward))
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["bn2.bias.m [A]", "conv_stem.weight.m [A]"])
    assert "loss [A]" not in failing and "classifier.weight.m [A]" not in failing  # above the head's ReLU6


@plant(ADAM)
def test_a_skip_whose_cotangent_is_dropped_fails(shipped, monkeypatch):
    """The backward of a block with a skip returns its main path's cotangent only (WRONG on purpose: the identity
    branch's dy not added back)."""
    good = shipped(ADAM)
    wrong = with_source_replaced(mbconv._walk, 'if skip else dmain', 'if False else dmain')
    monkeypatch.setattr(mbconv, "_walk", wrong)
    bad = planted(ADAM)
    assert_plant_fails(good, bad, ["blocks.1.0.conv_pwl.weight.m [A]", "conv_stem.weight.m [A]"])


def _tf_same_padding(x, k, stride, padding):
    """TensorFlow's ``SAME`` padding at stride 2 (WRONG on purpose: 0 before, 1 after on an even side, where
    PyTorch's ``padding=1`` pads 1 before; timm's ``tf_`` ports pad so): the windows shift by one pixel."""
    return [(0, 1) if stride == 2 else (padding, padding)] * 2


@plant(ADAM)
def test_the_strided_depthwise_padded_as_tensorflow_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(conv, "_depthwise_pads", _tf_same_padding)
    bad = planted(ADAM)
    assert_plant_fails(good, bad, ["loss [A]", "blocks.1.0.conv_dw.weight.m [A]"])


_bn_backward = batchnorm.batch_norm_train_backward


def _bn_backward_with_a_nonzero_bias_gradient(saved, dy, *, name="bn"):
    """dβ = Σ dy + Σ dy·x̂ (WRONG on purpose: dγ's sum leaks into dβ, as a fused reduction that reuses its
    accumulator would): on a linear bottleneck's BN, whose dβ is a structural zero (D108), dβ becomes dγ."""
    dx, g = _bn_backward(saved, dy, name=name)
    from cnxbuild.mlir import ops

    return dx, {"weight": g["weight"], "bias": ops.add(g["bias"], g["weight"], name="d" + name + "_leak")}


@plant(ADAM)
def test_a_null_gradient_that_is_not_zero_fails_against_its_partners_scale(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(batchnorm, "batch_norm_train_backward", _bn_backward_with_a_nonzero_bias_gradient)
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["blocks.1.0.bn3.bias.m [A]", "blocks.6.0.bn3.bias.m [B]"])
    assert any(n.startswith("null gradients: 17 tensors") for n in good.notes)
    assert "blocks.1.0.bn3.weight.m [A]" not in failing  # γ's own gradient is untouched above the plant
