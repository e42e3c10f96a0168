"""Planted bugs of the EfficientNet layers: the numeric check must FAIL each one on the EfficientNet-B0 twin (96 px,
batch 2, full depth and width) on the inputs on which the shipped artifact passes (spec/checks.md, "Planted bugs").

Each plant swaps one emitter function in the test only (the activation table of :mod:`cnxbuild.nets.bnnet`, the
squeeze-excite's backward, a helper of ``layers/conv.py``); the twin is rendered through the shipped path and
:func:`cnxbuild.check.check_variant` runs the whole protocol.
"""

from __future__ import annotations

import pytest

from cnxbuild.layers import conv, elementwise, se
from cnxbuild.mlir import ops
from cnxbuild.nets import bnnet, family_of, mbconv
from cnxbuild.slug import parse_slug
from cnxbuild.step import arch_of
from tests.e2e_support import assert_plant_fails, explain, plant, plant_marks, planted, shipped_verdicts

ADAM = "efficientnetb0_adam_train_step"
DROP = "efficientnetb0_adamdrop_train_step"


@pytest.fixture(scope="module")
def shipped():
    return shipped_verdicts()


# DROP's IREE baseline is not asserted here: on the Intel machine of stop 48 it passes at 89 % of its bound (worst
# classifier.bias.m [A], 9× its float32 control, whose own size moves with the host's XLA), too near the bound to
# hold on every CI host; D114 records it and the lead behind it. Its plants run on XLA (25 %), as all of them do.
@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s, "iree")) for s in (ADAM,)])
def test_the_shipped_baselines_pass_on_iree(slug, shipped):
    """The plants here run on XLA (D110); each baseline passes on IREE too, the executor of ``doit check``."""
    good = shipped(slug, "iree")
    assert good.ok, explain(good)
    # run A's informative note names a tensor of a live gradient: a null one's truth is ~0 and its relative error
    # of two roundings (1e+10 and more) led it (a new user's finding, stop 48)
    note = next(n for n in good.notes if "against the truth (informative" in n)
    worst = note.split("worst ", 1)[1].split(" rel ", 1)[0]
    null = family_of(parse_slug(slug)).null_gradients(arch_of(parse_slug(slug)), drop_path="drop" in slug)
    assert "(the null gradients left out)" in note and worst.rpartition(".")[0] not in null and worst not in null


def _silu_backward_without_its_second_term(saved, dy, *, name="silu"):
    """dx = dy·σ(x) (WRONG on purpose: the derivative of x·σ(x) read as σ(x), dropping x·σ(x)·(1 − σ(x)))."""
    return ops.multiply(dy, ops.logistic(saved.x, name="d" + name + "_sigma"), name="d" + name + "_x"), {}


@plant(ADAM)
def test_silu_backward_without_its_second_term_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setitem(bnnet.ACTIVATIONS, "silu", (elementwise.silu_forward, _silu_backward_without_its_second_term))
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["bn2.weight.m [A]", "conv_stem.weight.m [A]"])
    assert "loss [A]" not in failing and "classifier.weight.m [A]" not in failing  # above the head's SiLU


_se_backward = se.squeeze_excite_backward


def _se_backward_without_the_pool_path(saved, dy, *, precision="f32", name="se"):
    """dx = dy·g only (WRONG on purpose: x feeds the squeeze too; its cotangent through the pool is dropped, while
    the SE's own weight gradients stay right)."""
    _, grads = _se_backward(saved, dy, precision=precision, name=name)
    g = ops.broadcast_in_dim(saved.gate, saved.x.shape, (0, 3), name="d" + name + "_gate_only")
    return ops.multiply(dy, g, name="d" + name + "_x_direct_only"), grads


@plant(ADAM)
def test_squeeze_excite_without_the_pool_path_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(se, "squeeze_excite_backward", _se_backward_without_the_pool_path)
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["conv_stem.weight.m [A]", "blocks.1.0.conv_dw.weight.m [A]"])
    assert "blocks.6.0.se.conv_expand.weight.m [A]" not in failing  # the last SE's own weights: above the plant


def _tf_same_padding(x, k, stride, padding):
    """TensorFlow's ``SAME`` padding (WRONG on purpose: at stride 2 on an even side a 5×5 window pads 1 before and
    2 after, where timm's ``efficientnet_b*`` pad 2 on both sides; the ``tf_efficientnet_b*`` ports pad so)."""
    if stride == 2:
        total = k - 2
        return [(total // 2, total - total // 2)] * 2
    return [(padding, padding)] * 2


@plant(ADAM)
def test_the_strided_depthwise_padded_as_tensorflow_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(conv, "_depthwise_pads", _tf_same_padding)
    bad = planted(ADAM)
    assert_plant_fails(good, bad, ["loss [A]", "blocks.2.0.conv_dw.weight.m [A]"])


_forward_chain = mbconv.forward_chain


def _masks_in_reverse_site_order(*args, drop_masks=None, **kw):
    """The masks fed to the sites last to first (WRONG on purpose: the sidecar's ``site_block`` says mask j is the
    j-th block with a skip; a driver would train each block at another block's rate)."""
    return _forward_chain(*args, drop_masks=None if drop_masks is None else drop_masks[::-1], **kw)


@plant(DROP)
def test_drop_masks_in_reverse_site_order_fail(shipped, monkeypatch):
    good = shipped(DROP)
    monkeypatch.setattr(mbconv, "forward_chain", _masks_in_reverse_site_order)
    bad = planted(DROP)
    assert_plant_fails(good, bad, ["loss [A]", "blocks.1.1.conv_pw.weight.m [A]"])


@plant(DROP)
def test_a_drop_path_backward_that_forgets_the_mask_fails(shipped, monkeypatch):
    """The branch's cotangent taken unmasked (WRONG on purpose: a dropped example's branch gets a gradient); the
    forward and so the loss stay right."""
    good = shipped(DROP)
    monkeypatch.setattr(elementwise, "drop_path_backward", lambda saved, dy, *, name="drop_path": (dy, {}))
    bad = planted(DROP)
    failing = assert_plant_fails(good, bad, ["blocks.1.1.conv_pw.weight.m [A]"])
    assert "loss [A]" not in failing and "classifier.weight.m [A]" not in failing
