"""Plain SGD's check sees every gradient (D15).

sgd has no state region, so θ′ = θ − lr·g is the only output that carries the gradient. At the spec's lr 1e-3
the update of a LayerNorm scale or γ (θ ≈ 1, g ~ 1e-6) is below θ′'s float32 rounding: a planted 10 % gradient
error passed on 31 of 129 tensors (docs/recipe-axes.md, finding 3). The check feeds plain sgd lr 1e3. This
test plants a 1 % error in every gradient (in the test only: ``monkeypatch`` wraps the optimizer stage's
``_mean_gradients``) and requires every θ′ tensor to fail, while the shipped artifact passes.
"""

from __future__ import annotations

import pytest

from cnxbuild.check import check_variant
from cnxbuild.mlir import ops
from cnxbuild.optim import stage
from cnxbuild.optim._emit import full_like
from cnxbuild.slug import parse_slug
from tests.e2e_support import explain, marks_for

SLUG = "convnextatto_sgd_train_step"


@pytest.mark.parametrize("executor", [pytest.param("xla", marks=marks_for("xla"))])
def test_a_one_percent_gradient_error_fails_every_sgd_tensor(executor: str, monkeypatch) -> None:
    good = check_variant(parse_slug(SLUG), executor)
    assert good.ok, explain(good)
    right = stage._mean_gradients

    def scaled(variant, names, grads, state, apply):  # WRONG on purpose: g ← 1.01·g
        g, acc = right(variant, names, grads, state, apply)
        return {n: ops.multiply(g[n], full_like(g[n], 1.01)) for n in names}, acc

    monkeypatch.setattr(stage, "_mean_gradients", scaled)
    bad = check_variant(parse_slug(SLUG), executor)
    theta = [t for t in bad.tensors if t.name != "loss [A]"]
    passed = [t.name for t in theta if t.ok]
    assert not passed, f"{len(passed)} of {len(theta)} θ′ tensors did not see a 1 % gradient error: {passed[:6]}"
    assert min(t.rel / t.bound for t in theta) > 3, explain(bad)  # not by a hair
