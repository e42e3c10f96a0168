"""The check sees where the clip sits (spec/convnext.md, "clip C": the global norm is computed *after* the
data-parallel mean and *on the mean accumulated gradient*).

Each test plants a misplaced clip in the optimizer stage (in the test only: ``monkeypatch`` swaps
``cnxbuild.optim.stage._mean_gradients`` for a version built from the same public pieces in the wrong order),
renders the twin through the shipped path, runs the numeric protocol on it and asserts that the verdict fails
on the tensors — while the correct artifact of the same Variant passes. The check drives clip variants' run A
in the clipping regime (C below the gradient norm), which is what makes the placement visible, and their run B
below it (factor 1; targets pulled toward the model's prediction), which is what makes a missing min(1, ·)
visible (D85, D86).

- micro-batch: ``convnextatto_momacc2xclip_train_step`` (k = 2): each micro-step's gradient is clipped
  before it enters the accumulator, so the applied gradient is (c₁g₁ + c₂g₂)/2 instead of c·(g₁ + g₂)/2.
- replica: ``convnextatto_emamomdpx2clip_train_step`` (XLA, R = 2): each replica clips its local gradient
  before the all-reduce mean, (c₁g₁ + c₂g₂)/2 again. Marked ``slow`` (XLA children with 2 host devices).

Momentum exposes the gradient in m′ = μ·m + g (run A: m′ = g). The plants and their baselines run on XLA, and
each baseline passes on IREE too (tests/e2e_support.py, D110; ``convnextatto_momacc2xclip`` in
tests/test_e2e.py).
"""

from __future__ import annotations

import pytest

from cnxbuild import optim
from cnxbuild.optim import stage
from tests.e2e_support import PLANT_EXECUTOR, explain, plant, plant_marks, planted, verdict

ACC = "convnextatto_momacc2xclip_train_step"
DP = "convnextatto_emamomdpx2clip_train_step"
RESNET = "resnet18_momclip_train_step"
HALF = "convnextatto_momclip05_train_step"


@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s, "iree")) for s in (RESNET, HALF)])
def test_the_shipped_baselines_pass_on_iree(slug: str) -> None:
    """The plants run on XLA (D110); their baselines pass on IREE too (``ACC``'s in tests/test_e2e.py; ``DP``
    is data parallel: XLA only)."""
    good = verdict(slug, "iree")
    assert good.ok, explain(good)


def _clip(variant, names, g):
    return dict(zip(names, optim.clip_by_global_norm([g[n] for n in names], variant.clip_norm)))


def _accumulated(variant, names, g, state, apply):
    acc_new = {}
    if apply is not None:
        for n in names:
            g[n], acc_new[n] = optim.accumulate(state["acc"][n], g[n], variant.accumulate, apply, name=n)
    return g, acc_new


def clip_each_micro_batch(variant, names, grads, state, apply):
    """WRONG on purpose: replica mean → clip (this micro-batch only) → accumulate."""
    g = {n: optim.all_reduce_mean(grads[n], variant.replicas, name=n) for n in names}
    return _accumulated(variant, names, _clip(variant, names, g), state, apply)


def clip_before_replica_mean(variant, names, grads, state, apply):
    """WRONG on purpose: clip (this replica's local gradient) → replica mean → accumulate."""
    local = _clip(variant, names, dict(grads))
    g = {n: optim.all_reduce_mean(local[n], variant.replicas, name=n) for n in names}
    return _accumulated(variant, names, g, state, apply)


def _assert_caught(slug: str, executor: str, misplaced, monkeypatch) -> None:
    good = verdict(slug, executor)
    assert good.ok, explain(good)
    monkeypatch.setattr(stage, "_mean_gradients", misplaced)
    bad = planted(slug, executor)
    assert not bad.ok, f"a misplaced clip passed the check:\n{explain(bad)}"
    # Caught by the numbers, not by a side condition: the regime holds and the bit-exact checks pass.
    assert not any(n.startswith("FAIL") for n in bad.notes), bad.notes
    failing = [t for t in bad.tensors if not t.ok]
    assert any(t.name.endswith(".m [A]") for t in failing), explain(bad)  # run A: m′ = g, the gradient itself
    assert max(t.rel / t.bound for t in failing) > 100, explain(bad)  # not a near miss


@plant(ACC)
def test_clip_on_one_micro_batch_is_caught(monkeypatch) -> None:
    _assert_caught(ACC, PLANT_EXECUTOR, clip_each_micro_batch, monkeypatch)


@pytest.mark.slow
@plant(DP, "xla")
def test_clip_before_replica_mean_is_caught(monkeypatch) -> None:
    _assert_caught(DP, "xla", clip_before_replica_mean, monkeypatch)


def _sum_norm_ratio(grads, max_norm) -> tuple:
    """The plants' shared pieces, built as the shipped clip builds them: Σ‖g_i‖², ‖g‖ and C/(‖g‖ + 1e-6)."""
    from cnxbuild.mlir import ops
    from cnxbuild.optim._emit import scalar_constant, sum_of_squares
    from cnxbuild.optim.gradients import CLIP_EPS

    total = sum_of_squares(grads[0])
    for g in grads[1:]:
        total = ops.add(total, sum_of_squares(g))
    norm = ops.sqrt(total, name="global_norm")
    return total, norm, ops.divide(scalar_constant(norm, max_norm, name="clip_norm"),
                                   ops.add(norm, scalar_constant(norm, CLIP_EPS, name="clip_eps")))


def clip_that_always_rescales(grads, max_norm):
    """WRONG on purpose: g·C/(‖g‖ + 1e-6) with no min(1, ·): "normalise" for "clip", so a gradient below C is
    scaled *up* to norm C (a helper's plant, stop 37: it passed every clip check, whose runs were all driven
    past C; D85)."""
    from cnxbuild.optim._emit import scale

    factor = _sum_norm_ratio(grads, max_norm)[2]
    return [scale(g, factor, name="clipped") for g in grads]


@pytest.mark.parametrize("slug", [pytest.param(s, marks=plant_marks(s)) for s in (ACC, RESNET)])
def test_a_clip_without_its_min_is_caught_below_the_clip(slug: str, monkeypatch) -> None:
    """Run A is driven past C (factor C/‖g‖), run B just below it (factor exactly 1): only B can see the min.
    ResNet too: its run B gets there by its targets (D86), which D85's lowered drive could not."""
    good = verdict(slug, PLANT_EXECUTOR)
    assert good.ok, explain(good)
    assert any(n.startswith("run B below the clip: gradient norm") for n in good.notes), good.notes
    monkeypatch.setattr(stage, "clip_by_global_norm", clip_that_always_rescales)
    bad = planted(slug)
    assert not bad.ok, f"a clip without its min passed the check:\n{explain(bad)}"
    failing = [t for t in bad.tensors if not t.ok]
    assert all(t.name.endswith("[B]") for t in failing), explain(bad)  # run A's factor C/‖g‖ is right
    assert max(t.rel / t.bound for t in failing) > 100, explain(bad)


def _clip_threshold(compare_total: bool, threshold=None):
    """A clip that switches at the wrong threshold: select(x > T, C/(‖g‖ + 1e-6), 1) with x = ‖g‖ and T = 1
    (the default C hard-coded), or x = ‖g‖² and T = C (the square forgotten). Right at C = 1 and wherever ‖g‖
    is far from C on both sides: a helper's plants that passed D86's runs at 0.4·C and ≥ 2C (D87)."""
    from cnxbuild.mlir import ops
    from cnxbuild.optim._emit import scalar_constant, scale

    def clip(grads, max_norm):
        total, norm, ratio = _sum_norm_ratio(grads, max_norm)
        x, t = (total, max_norm) if compare_total else (norm, threshold)
        factor = ops.select(ops.compare(x, scalar_constant(norm, t), "GT"), ratio, scalar_constant(norm, 1.0))
        return [scale(g, factor, name="clipped") for g in grads]

    return clip


@pytest.mark.parametrize("wrong", ["the default C", "‖g‖² against C"])
@plant(HALF)
def test_a_clip_that_starts_at_the_wrong_norm_is_caught(wrong: str, monkeypatch) -> None:
    """C = 0.5: the plants switch at ‖g‖ = 1 and ‖g‖ = √0.5 instead of 0.5. Run C at 1.1·C (factor 0.91) sees
    them pass g through unclipped; runs A (far past C) and B (0.9·C) cannot (D87)."""
    good = verdict(HALF, PLANT_EXECUTOR)
    assert good.ok, explain(good)
    assert any(n.startswith("run C above the clip: gradient norm 0.55") for n in good.notes), good.notes
    monkeypatch.setattr(stage, "clip_by_global_norm",
                        _clip_threshold(wrong != "the default C", None if wrong != "the default C" else 1.0))
    bad = planted(HALF)
    assert not bad.ok, f"a clip that starts at the wrong norm passed the check:\n{explain(bad)}"
    failing = [t for t in bad.tensors if not t.ok]
    assert all(t.name.endswith("[C]") for t in failing), explain(bad)
    assert max(t.rel / t.bound for t in failing) > 100, explain(bad)
