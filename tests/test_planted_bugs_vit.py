"""Planted bugs of the ViT layers: the numeric check must FAIL each one on the ViT-Ti twin (32 px: the class token
and 2×2 patches, batch 2) on the inputs on which the shipped artifact passes (spec/checks.md, "Planted bugs").

Each plant monkeypatches one emitter function (``layers/attention.py``, ``nets/vit.py``) in the test only; the twin
is rendered through the shipped path and :func:`cnxbuild.check.check_variant` runs the whole protocol. The check
draws the qkv weights at std 1/√D so that attention rows are not flat (``ViTFamily.check_draw``): with timm's
init scale (std 0.02) every softmax would be uniform to ~1 % and its backward nearly invisible.
"""

from __future__ import annotations

import pytest

from cnxbuild.layers import attention
from cnxbuild.mlir import ops
from cnxbuild.nets import vit
from tests.e2e_support import (assert_plant_fails, explain, plant, plant_marks, planted, shipped_verdicts,
                               with_source_replaced)

ADAM = "vitti_adam_train_step"


@pytest.fixture(scope="module")
def shipped():
    return shipped_verdicts()


@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s, "iree")) for s in (ADAM,)])
def test_the_shipped_baselines_pass_on_iree(slug, shipped):
    """The plants here run on XLA (D110); each baseline passes on IREE too, the executor of ``doit check``."""
    good = shipped(slug, "iree")
    assert good.ok, explain(good)


def _softmax_backward_without_the_row_term(p, dp, *, name="softmax"):
    """ds = p·dp (WRONG on purpose: the −p·Σ dp·p term of the softmax's Jacobian is dropped)."""
    return ops.multiply(p, dp, name="d" + name + "_s")


@plant(ADAM)
def test_softmax_backward_without_its_row_term_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(attention, "softmax_backward", _softmax_backward_without_the_row_term)
    bad = planted(ADAM)
    # every gradient below the last block's attention moves; m′ carries the gradient undiluted (run A)
    assert_plant_fails(good, bad, ["blocks.0.attn.qkv.weight.m [A]", "patch_embed.proj.weight.m [A]"])


@plant(ADAM)
def test_query_gradient_without_the_attention_scale_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    scaled = 'dq = ops.multiply(dq, ops.splat(dq, saved.scale, name=d + "_scale"), name=d + "_q_scaled")'
    wrong = with_source_replaced(attention.attention_backward, scaled, "pass  # WRONG on purpose: dq without hd^-1/2")
    monkeypatch.setattr(attention, "attention_backward", wrong)
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["blocks.0.attn.qkv.weight.m [A]", "blocks.0.attn.qkv.weight.m [B]"])
    assert "blocks.11.mlp.fc2.weight.m [A]" not in failing  # above the last attention nothing reads dq


def _patch_token_as_the_class_token(x):
    """The head reads token 1, the first patch's, instead of the class token (WRONG on purpose: an off-by-one in
    ``x[:, 0]``), in the forward and its backward alike."""
    b, t, d = x.shape
    row = ops.slice(x, (0, 1, 0), (b, 2, d), name="cls_out")
    return ops.reshape(row, (b, d), name="cls_pooled"), x.shape


def _patch_token_backward(shape, dy):
    b, t, d = shape
    zero = ops.constant(dy.fn, 0.0, dy.type.with_shape(()), name="zero")
    return ops.pad(ops.reshape(dy, (b, 1, d), name="dcls_out"), zero, (0, 1, 0), (0, t - 2, 0), name="dcls_pad")


@plant(ADAM)
def test_the_head_on_a_patch_token_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(vit, "_cls_forward", _patch_token_as_the_class_token)
    monkeypatch.setattr(vit, "_cls_backward", _patch_token_backward)
    bad = planted(ADAM)
    assert_plant_fails(good, bad, ["loss [A]", "head.weight.m [A]"])
