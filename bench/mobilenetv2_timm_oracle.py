"""An external oracle for the MobileNetV2 reference: timm's own ``EfficientNet`` (``mobilenetv2_*``), run
in float64 with PyTorch autograd.

Not part of cnxbuild (torch and timm are never dependencies): run it with an interpreter that has torch, timm
and numpy,

    python bench/mobilenetv2_timm_oracle.py IN.npz OUT.npz

``IN.npz`` holds ``param/<name>`` and ``buffer/<name>`` (timm ``state_dict`` names: θ and every BN's
``running_mean`` / ``running_var``), ``x [B,3,H,W]``, soft ``targets [B,K]``, ``model`` (a timm model name,
e.g. ``mobilenetv2_100``) and ``mode``: ``"train"``, ``"eval"`` or both, ``"eval,train"`` (one process, one
import of torch; the eval pass runs first, on the input running statistics). The model is
``timm.create_model(model, num_classes=K)`` (timm's own BN ε 1e-5, momentum 0.1, ReLU6; no dropout, no drop
path), cast to float64 and loaded with ``strict=True``; ``num_batches_tracked`` is not in cnxbuild's tables,
so it is taken from the model's own ``state_dict``.
``OUT.npz`` gets, all float64 unless named:

- mode ``train`` (``model.train()``: batch statistics): ``train_logits``,
  ``loss`` = −(1/B)·Σ t·log_softmax(z), ``grad/<name>`` from ``loss.backward()`` for every parameter, and
  ``buffer/<name>``: the running statistics after that one training forward (PyTorch's update, unbiased
  variance);
- mode ``eval`` (``model.eval()``: the input running statistics): ``eval_logits``;
- always: ``param_order`` / ``param_shapes`` (``named_parameters()``), ``buffer_order`` (the ``state_dict``'s
  ``running_mean`` / ``running_var`` names, in order) and ``count/<model>``: the parameter count of
  ``timm.create_model(mobilenetv2_<size>, num_classes=1000)`` for each of the five sizes (the channel
  rounding). ``param_shapes`` is one row per parameter, its shape padded with zeros to 4 entries.

tests/test_reference_mobilenetv2_torch.py drives it (skipped when no torch interpreter is configured).
"""

from __future__ import annotations

import sys

import numpy as np
import timm
import torch

SIZES = ("035", "050", "075", "100", "140")


def run(inp: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The oracle's outputs for one input archive (see the module docstring)."""
    params = {k[len("param/"):]: v for k, v in inp.items() if k.startswith("param/")}
    buffers = {k[len("buffer/"):]: v for k, v in inp.items() if k.startswith("buffer/")}
    x = torch.from_numpy(inp["x"].astype(np.float64))
    t = torch.from_numpy(inp["targets"].astype(np.float64))
    model = timm.create_model(str(inp["model"]), pretrained=False, num_classes=t.shape[1]).double()
    state = {k: v for k, v in model.state_dict().items() if k.endswith("num_batches_tracked")}
    state.update({k: torch.from_numpy(np.array(v, np.float64)) for k, v in {**params, **buffers}.items()})
    model.load_state_dict(state, strict=True)
    named = list(model.named_parameters())
    out = {"param_order": np.array([n for n, _ in named]),
           "param_shapes": np.array([list(p.shape) + [0] * (4 - p.ndim) for _, p in named]),
           "buffer_order": np.array([n for n in model.state_dict()
                                     if n.endswith(("running_mean", "running_var"))])}
    out.update({f"count/mobilenetv2_{s}": np.array(sum(p.numel() for p in timm.create_model(
        f"mobilenetv2_{s}", pretrained=False, num_classes=1000).parameters())) for s in SIZES})
    modes = str(inp["mode"]).split(",")
    assert set(modes) <= {"train", "eval"}, modes
    if "eval" in modes:
        model.eval()
        with torch.no_grad():
            out["eval_logits"] = model(x).numpy()
    if "train" not in modes:
        return out
    model.train()
    logits = model(x)
    loss = -(t * torch.log_softmax(logits, dim=1)).sum(dim=1).mean()
    loss.backward()
    out["train_logits"], out["loss"] = logits.detach().numpy(), loss.detach().numpy()
    out.update({f"grad/{n}": p.grad.numpy() for n, p in model.named_parameters()})
    sd = model.state_dict()
    out.update({f"buffer/{n}": sd[n].numpy() for n in buffers})
    return out


if __name__ == "__main__":
    torch.set_num_threads(2)
    src, dst = sys.argv[1:3]
    with np.load(src) as f:
        np.savez(dst, **run(dict(f)))
    print(f"torch {torch.__version__}, timm {timm.__version__}: wrote {dst}")
