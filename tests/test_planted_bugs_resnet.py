"""Planted bugs of the ResNet layers (issue 14): the numeric check must FAIL each one on the ResNet-18 twin
(64 px, batch 2) on the inputs on which the shipped artifact passes (spec/checks.md, "Planted bugs").

Each plant monkeypatches one emitter function (``layers/batchnorm.py``, ``nets/resnet_emit.py``) in the test
only; the twin is rendered through the shipped path and :func:`cnxbuild.check.check_variant` runs the whole
protocol. The max-pool tie plant (the cotangent sent to every tied maximum) cannot fail a whole-net check: in
ReLU → max pool, a window's maxima tie only at 0 (then ReLU's backward zeroes the cotangent wherever it goes) or
by rounding; the layer test in tests/test_layer_maxpool.py must fail it instead (the last test here).
"""

from __future__ import annotations

import pytest

from cnxbuild.layers import batchnorm
from cnxbuild.mlir import ops
from cnxbuild.nets import resnet_emit
from tests.e2e_support import assert_plant_fails, explain, plant, plant_marks, planted, shipped_verdicts

ADAM = "resnet18_adam_train_step"


@pytest.fixture(scope="module")
def shipped():
    return shipped_verdicts()


@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s, "iree")) for s in (ADAM,)])
def test_the_shipped_baselines_pass_on_iree(slug, shipped):
    """The plants here run on XLA (D110); each baseline passes on IREE too, the executor of ``doit check``."""
    good = shipped(slug, "iree")
    assert good.ok, explain(good)


def _per_with(wrong_suffix: str, delta: int):
    """``batchnorm._per`` that divides the sums named ``*<wrong_suffix>`` by n + delta (WRONG on purpose)."""
    right = batchnorm._per

    def per(v, n, name):
        return right(v, n + delta if name.endswith(wrong_suffix) else n, name)

    return per


@plant(ADAM)
def test_batch_norm_normalising_with_the_unbiased_variance_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(batchnorm, "_per", _per_with("_var", -1))  # σ² = Σ(x−μ)²/(n−1) inside the rsqrt
    bad = planted(ADAM)
    # the last stage's BNs see n = 8 values per channel: 8/7 in the variance moves their outputs by ~7 %
    assert_plant_fails(good, bad, ["layer4.1.bn2.weight.m [A]", "loss [A]"])


@plant(ADAM)
def test_running_var_from_the_biased_variance_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(batchnorm, "_per", _per_with("_var_unbiased", +1))  # running_var fed Σ(x−μ)²/n
    bad = planted(ADAM)
    failing = assert_plant_fails(good, bad, ["layer4.1.bn2.running_var [A]"])
    # only the running variances move: the step's gradients and the running means do not read it
    assert all(n.split(" ")[0].endswith(".running_var") for n in failing), failing


def _block_backward_without_shortcut_dx(step, dy, precision, grads):
    """A projection block's backward that computes the shortcut's parameter gradients but drops its dx
    (WRONG on purpose: only the main path's cotangent reaches the block's input)."""
    main, short, relu_saved = step.saved
    dz, _ = resnet_emit.elementwise.relu_backward(relu_saved, dy, name=resnet_emit._ssa(step.prefix + ".out"))
    dmain = resnet_emit._walk(main, dz, precision, grads)
    if short:
        resnet_emit._walk(short, dz, precision, grads)
        return dmain
    return resnet_emit.elementwise.residual_add(dz, dmain, name="d" + resnet_emit._ssa(step.prefix + ".in"))


@plant(ADAM)
def test_downsample_cotangent_dropped_fails(shipped, monkeypatch):
    good = shipped(ADAM)
    monkeypatch.setattr(resnet_emit, "_block_backward", _block_backward_without_shortcut_dx)
    bad = planted(ADAM)
    # layer2.0 is the first projection block: everything before it loses the shortcut's share
    assert_plant_fails(good, bad, ["layer1.1.conv2.weight.m [A]", "conv1.weight.m [A]"])


def test_max_pool_cotangent_to_every_tied_maximum_fails_the_layer_test(monkeypatch):
    """The tie plant, at the layer level (see the module docstring): every tap equal to the window's maximum
    takes the whole cotangent (the ``rest`` bookkeeping forgotten)."""
    from tests import test_layer_maxpool as layer_test

    right = ops.select

    def select(pred, on_true, on_false, *, name=""):
        if "_rest" in name:  # never clear `rest`: every later tied tap takes dy as well
            return on_false
        return right(pred, on_true, on_false, name=name)

    monkeypatch.setattr(ops, "select", select)
    with pytest.raises(AssertionError):
        layer_test.test_max_pool_known_answer_constant_input()
    with pytest.raises(AssertionError):
        layer_test.test_max_pool_ties_follow_jax_vjp(0, 5, 5)
    layer_test.test_max_pool_matches_jax_vjp_f64(5, 5)  # continuous inputs do not tie: the plant is invisible
