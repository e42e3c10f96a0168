"""The ResNet oracle against PyTorch autograd in float64 (bench/resnet_torch_oracle.py, a separate process).

torch is never a dependency: set ``CNXBUILD_TORCH_PYTHON`` to an interpreter with torch and numpy
(e.g. ``python3 -m venv /tmp/torchenv && /tmp/torchenv/bin/pip install torch numpy``), else the test skips.
It compares, in float64, training-mode logits, the CE loss's gradient for every parameter, the running
statistics after one training forward, and eval-mode logits, on ResNet-18 and -50 at the 64 px twin side with
the check's draws; and that the hand-written torch module's ``named_parameters()`` / ``state_dict`` order is
the parameter and buffer tables' order.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import jax
import numpy as np
import pytest

from cnxbuild.nets import resnet as R
from cnxbuild.reference import loss as ref_loss
from cnxbuild.reference import resnet as ref

TORCH_PYTHON = os.environ.get("CNXBUILD_TORCH_PYTHON")
ORACLE = Path(__file__).resolve().parent.parent / "bench" / "resnet_torch_oracle.py"
pytestmark = pytest.mark.skipif(not TORCH_PYTHON or not Path(TORCH_PYTHON).exists(),
                                reason="CNXBUILD_TORCH_PYTHON (an interpreter with torch) is not set")


def _rel(a, b) -> float:
    return float(np.abs(np.asarray(a) - b).max() / max(np.abs(b).max(), 1e-300))


@pytest.mark.parametrize("size", ["18", "50"])
def test_reference_matches_torch_float64(size, tmp_path):
    arch, classes, rng = R.SIZES[size], 10, np.random.default_rng(int(size))
    params = {p.name: R.check_draw(p, rng) for p in R.param_table(arch, classes)}
    buffers = {p.name: R.check_draw(p, rng) for p in R.buffer_table(arch)}
    x = rng.normal(size=(2, 3, R.twin_image_size(arch), R.twin_image_size(arch)))
    t = rng.dirichlet(np.ones(classes), size=2)
    np.savez(tmp_path / "in.npz", x=x, targets=t, block=arch.block, layers=np.array(arch.layers), eps=1e-5,
             **{f"param/{k}": v for k, v in params.items()}, **{f"buffer/{k}": v for k, v in buffers.items()})
    subprocess.run([TORCH_PYTHON, str(ORACLE), str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
                   check=True, timeout=600)
    torch_out = dict(np.load(tmp_path / "out.npz"))
    assert list(torch_out["param_order"]) == list(params)
    assert list(torch_out["buffer_order"]) == list(buffers)

    with jax.enable_x64(True):
        def objective(p):
            logits, new = ref.train_forward(p, buffers, x)
            return ref_loss.ce_loss(logits, t), (logits, new)

        (loss, (logits, new)), grads = jax.value_and_grad(objective, has_aux=True)(params)
        eval_logits = ref.forward(params, x, buffers=buffers, mode="fwd_eval")
    errors = {"train_logits": _rel(logits, torch_out["train_logits"]), "loss": _rel(loss, torch_out["loss"]),
              "eval_logits": _rel(eval_logits, torch_out["eval_logits"]),
              "buffers": max(_rel(new[k], torch_out[f"buffer/{k}"]) for k in buffers),
              "grads": max(_rel(grads[k], torch_out[f"grad/{k}"]) for k in params)}
    print(f"ResNet-{size} reference vs torch float64, max relative error: {errors}")
    assert max(errors.values()) < 1e-9, errors
