"""The ViT oracle against timm's own ``VisionTransformer`` and PyTorch autograd in float64 (bench/vit_timm_oracle.py,
a separate process).

torch and timm are never dependencies: set ``CNXBUILD_TORCH_PYTHON`` to an interpreter with torch, timm and numpy,
else the test skips. It compares, in float64, the logits and the CE loss's gradient for every parameter on ViT-Ti
at the check's twin side (32 px: five tokens) and at 48 px, both GELU forms, with the check's draws; and that timm's
``named_parameters()`` order is the family's parameter table.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import jax
import numpy as np
import pytest

from cnxbuild.nets import vit as V
from cnxbuild.reference import loss as ref_loss
from cnxbuild.reference import vit as ref

TORCH_PYTHON = os.environ.get("CNXBUILD_TORCH_PYTHON")
ORACLE = Path(__file__).resolve().parent.parent / "bench" / "vit_timm_oracle.py"
pytestmark = pytest.mark.skipif(not TORCH_PYTHON or not Path(TORCH_PYTHON).exists(),
                                reason="CNXBUILD_TORCH_PYTHON (an interpreter with torch and timm) is not set")


def _rel(a, b) -> float:
    return float(np.abs(np.asarray(a) - b).max() / max(np.abs(b).max(), 1e-300))


@pytest.mark.parametrize("image_size, gelu", [(32, "erf"), (48, "tanh")])
def test_reference_matches_timm_float64(image_size, gelu, tmp_path):
    arch, classes, rng = V.FAMILY.arch("Ti", image_size), 10, np.random.default_rng(image_size)
    params = {p.name: V.FAMILY.check_draw(p, rng) for p in V.param_table(arch, classes)}
    x = rng.normal(size=(2, 3, image_size, image_size))
    t = rng.dirichlet(np.ones(classes), size=2)
    np.savez(tmp_path / "in.npz", x=x, targets=t, model=V.FAMILY.timm_models["Ti"], eps=1e-6, gelu=gelu,
             **{f"param/{k}": v for k, v in params.items()})
    subprocess.run([TORCH_PYTHON, str(ORACLE), str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
                   check=True, timeout=600)
    torch_out = dict(np.load(tmp_path / "out.npz"))
    assert list(torch_out["param_order"]) == list(params)

    with jax.enable_x64(True):
        def objective(p):
            logits = ref.forward(p, x, ln_eps=1e-6, gelu=gelu)
            return ref_loss.ce_loss(logits, t), logits

        (loss, logits), grads = jax.value_and_grad(objective, has_aux=True)(params)
    errors = {"logits": _rel(logits, torch_out["logits"]), "loss": _rel(loss, torch_out["loss"]),
              "grads": max(_rel(grads[k], torch_out[f"grad/{k}"]) for k in params)}
    assert all(e < 1e-10 for e in errors.values()), errors
