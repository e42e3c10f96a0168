"""Null gradients (docs/decisions.md, D108): a parameter whose train-step gradient is zero by the net's structure is
measured against its partner's scale, and the family's claim is asserted on the float64 gradient."""

from __future__ import annotations

import numpy as np

from cnxbuild.check.judge import NULL_TAU, null_claims, null_scales
from cnxbuild.check.verdict import rel_error
from cnxbuild.nets import mobilenetv2 as M

NULL = {"b.bn3.bias": "b.bn3.weight"}


def test_the_claim_holds_on_a_structural_zero_and_fails_otherwise():
    grads = {"b.bn3.bias": np.array([1e-19, -3e-19]), "b.bn3.weight": np.array([0.5, -2.0])}
    (note,) = null_claims(NULL, grads)
    assert note.startswith("null gradients: 1 tensors are structural zeros") and "1.5e-19" in note
    grads["b.bn3.bias"] = np.array([1e-19, 4 * NULL_TAU])  # 2e-9 of the partner's 2.0: not a zero
    (note,) = null_claims(NULL, grads)
    assert note.startswith("FAIL null gradients: the float64 gradient of b.bn3.bias (2e-09 of b.bn3.weight's)")


def test_a_null_parameters_outputs_take_their_partners_scale_region_by_region():
    names = ["b.bn3.weight", "b.bn3.bias", "b.bn3.weight.m", "b.bn3.bias.m", "b.bn3.bias.m.x", "other", "loss"]
    truth = [np.array([3.0]), np.array([1e-20]), np.array([-0.25]), np.array([1e-21]), np.array([1.0]),
             np.array([7.0]), np.array(2.0)]
    assert null_scales(names, truth, NULL) == {1: 3.0, 3: 0.25}
    assert null_scales(names, truth, {}) == {}
    # noise of 1e-8 on a zero: 1e-8 / 1e-20 relative to itself, 3e-9 relative to its partner
    assert rel_error(np.array([1e-8]), truth[1]) > 1e11
    assert abs(rel_error(np.array([1e-8]), truth[1], scale=3.0) - 1e-8 / 3) < 1e-20


def test_mobilenetv2_null_gradients_are_every_linear_bottleneck_bias():
    null = M.FAMILY.null_gradients(M.SIZES["100"])
    assert len(null) == 17 and null["blocks.0.0.bn2.bias"] == "blocks.0.0.bn2.weight"
    assert null["blocks.6.0.bn3.bias"] == "blocks.6.0.bn3.weight" and "blocks.1.0.bn1.bias" not in null
