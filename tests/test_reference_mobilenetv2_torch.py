"""The MobileNetV2 reference and tables against timm's own ``mobilenetv2_*`` and PyTorch autograd in
float64 (bench/mobilenetv2_timm_oracle.py, a separate process).

torch and timm are never dependencies: set ``CNXBUILD_TORCH_PYTHON`` to an interpreter with torch, timm and
numpy, else the test skips. It compares, with the check's draws (θ and running statistics):

- that timm's ``named_parameters()`` order and shapes are the family's parameter table, and its
  ``state_dict``'s ``running_mean`` / ``running_var`` order the buffer table;
- the parameter count at 1000 classes of all five sizes (035 … 140): timm's channel rounding;
- in float64, training-mode logits, the CE loss, the loss's gradient for every parameter (``jax.grad`` of the
  reference's ``train_forward``), the running statistics after one training forward, and ``fwd_eval`` logits,
  on MobileNetV2-100 at the 64 px twin side (batch 2) and MobileNetV2-035 at 96 px (odd 3×3 last stages, batch 3).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import jax
import numpy as np
import pytest

from cnxbuild.nets import mobilenetv2 as M
from cnxbuild.reference import loss as ref_loss
from cnxbuild.reference import mobilenetv2 as ref

TORCH_PYTHON = os.environ.get("CNXBUILD_TORCH_PYTHON")
ORACLE = Path(__file__).resolve().parent.parent / "bench" / "mobilenetv2_timm_oracle.py"
pytestmark = pytest.mark.skipif(not TORCH_PYTHON or not Path(TORCH_PYTHON).exists(),
                                reason="CNXBUILD_TORCH_PYTHON (an interpreter with torch, timm) is not set")


def _rel(a, b) -> float:
    return float(np.abs(np.asarray(a) - b).max() / max(np.abs(b).max(), 1e-300))


def _zero_grad(name: str) -> bool:
    """The BN biases whose gradient is 0 in exact arithmetic in train mode (the family's
    ``null_gradients``, D108: each block's last BN; its output reaches the loss only through 1×1 convs each
    followed by a training-mode BatchNorm, which subtracts a per-channel constant away). Both sides return
    float64 rounding noise there, so a relative error is meaningless."""
    return name in M.FAMILY.null_gradients(M.SIZES["100"])


@pytest.mark.parametrize("size, image_size, batch", [("100", 64, 2), ("035", 96, 3)])
def test_reference_matches_timm_float64(size, image_size, batch, tmp_path):
    arch, classes = M.SIZES[size], 10
    rng = np.random.default_rng(1000 * image_size + batch)
    params = {p.name: M.FAMILY.check_draw(p, rng) for p in M.param_table(arch, classes)}
    buffers = {p.name: M.FAMILY.check_draw(p, rng) for p in M.buffer_table(arch)}
    x = rng.normal(size=(batch, 3, image_size, image_size))
    t = rng.dirichlet(np.ones(classes), size=batch)
    src, dst = tmp_path / "in.npz", tmp_path / "out.npz"
    np.savez(src, x=x, targets=t, model=M.FAMILY.timm_models[size], mode="eval,train",
             **{f"param/{k}": v for k, v in params.items()}, **{f"buffer/{k}": v for k, v in buffers.items()})
    # the oracle (≈ 5 s, mostly importing torch) runs while JAX compiles the reference's float64 gradient
    oracle = subprocess.Popen([TORCH_PYTHON, str(ORACLE), str(src), str(dst)])

    # the reference in float64: train mode (loss, jax.grad, running statistics) and fwd_eval
    try:
        with jax.enable_x64(True):
            def objective(p):
                logits, new = ref.train_forward(p, buffers, x)
                return ref_loss.ce_loss(logits, t), (logits, new)

            (loss, (logits, new)), grads = jax.value_and_grad(objective, has_aux=True)(params)
            eval_logits = ref.forward(params, x, buffers=buffers, mode="fwd_eval")
    except BaseException:
        oracle.kill()
        oracle.wait()
        raise
    assert oracle.wait(timeout=600) == 0, "the timm oracle failed (its stderr is above)"
    torch_out = dict(np.load(dst))

    # (a) the tables are timm's named_parameters() / state_dict, names, order and shapes
    assert list(torch_out["param_order"]) == list(params)
    shapes = [tuple(int(d) for d in s if d) for s in torch_out["param_shapes"]]
    assert shapes == [p.shape for p in M.param_table(arch, classes)]
    assert list(torch_out["buffer_order"]) == list(buffers)
    # (b) parameter counts at 1000 classes, every size: timm's channel rounding (make_divisible, features)
    ours = {s: sum(int(np.prod(p.shape)) for p in M.param_table(a, 1000)) for s, a in M.SIZES.items()}
    theirs = {s: int(torch_out[f"count/{M.FAMILY.timm_models[s]}"]) for s in M.SIZES}
    assert ours == theirs

    # (c) float64 agreement, per tensor max|a − b| / max|b|
    grads = {k: np.asarray(v) for k, v in grads.items()}
    zero = [k for k in params if _zero_grad(k)]
    assert zero, "no zero-gradient BN biases found: the names changed"
    # The zero-gradient BN biases (the family's null gradients: see _zero_grad) are compared
    # absolutely, against the scale of every other gradient, not relatively; "zero_grad_size" checks that
    # timm's are rounding noise indeed.
    scale = max(np.abs(torch_out[f"grad/{k}"]).max() for k in params if k not in zero)
    errors = {"train_logits": _rel(logits, torch_out["train_logits"]), "loss": _rel(loss, torch_out["loss"]),
              "eval_logits": _rel(eval_logits, torch_out["eval_logits"]),
              "buffers": max(_rel(new[k], torch_out[f"buffer/{k}"]) for k in buffers),
              "grads": max(_rel(grads[k], torch_out[f"grad/{k}"]) for k in params if k not in zero),
              "zero_grads": max(float(np.abs(grads[k] - torch_out[f"grad/{k}"]).max()) for k in zero) / scale,
              "zero_grad_size": max(float(np.abs(torch_out[f"grad/{k}"]).max()) for k in zero) / scale}
    worst = max((k for k in params if k not in zero), key=lambda k: _rel(grads[k], torch_out[f"grad/{k}"]))
    print(f"MobileNetV2-{size} {image_size}px batch {batch} reference vs timm float64, max relative error: "
          f"{errors} (worst gradient: {worst})")
    assert max(errors.values()) < 1e-10, errors
