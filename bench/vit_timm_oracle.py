"""An external oracle for the ViT reference: timm's own ``VisionTransformer``, run in float64 with PyTorch autograd.

Not part of cnxbuild (torch and timm are never dependencies): run it with an interpreter that has torch, timm and
numpy,

    python bench/vit_timm_oracle.py IN.npz OUT.npz

``IN.npz`` holds ``param/<name>`` (timm ``state_dict`` names), ``x [B,3,H,W]``, soft ``targets [B,K]``,
``model`` (a timm model name, e.g. ``vit_tiny_patch16_224``), ``eps`` and ``gelu`` (``"erf"``: timm's
``nn.GELU``; ``"tanh"``: ``nn.GELU(approximate="tanh")``). The model is built at ``x``'s image side
(``img_size``) with ``K`` classes and loaded with ``strict=True``. ``OUT.npz`` gets, all float64: ``logits``
(``model.eval()``: no dropout, no drop path), ``loss`` = −(1/B)·Σ t·log_softmax(z), ``grad/<name>`` from
``loss.backward()``, and ``param_order`` (``named_parameters()``). tests/test_reference_vit_torch.py drives it.
"""

from __future__ import annotations

import sys
from functools import partial

import numpy as np
import timm
import torch
from torch import nn


def main(src: str, dst: str) -> None:
    data = dict(np.load(src))
    params = {k[len("param/"):]: v for k, v in data.items() if k.startswith("param/")}
    x, t = torch.from_numpy(data["x"]), torch.from_numpy(data["targets"])
    act = nn.GELU if str(data["gelu"]) == "erf" else partial(nn.GELU, approximate="tanh")
    model = timm.create_model(str(data["model"]), pretrained=False, num_classes=t.shape[1], img_size=x.shape[2],
                              norm_layer=partial(nn.LayerNorm, eps=float(data["eps"])), act_layer=act)
    model = model.double().eval()
    model.load_state_dict({k: torch.from_numpy(v) for k, v in params.items()}, strict=True)
    logits = model(x)
    loss = -(t * torch.log_softmax(logits, dim=1)).sum() / x.shape[0]
    loss.backward()
    np.savez(dst, logits=logits.detach().numpy(), loss=loss.detach().numpy(),
             param_order=np.array([n for n, _ in model.named_parameters()]),
             **{f"grad/{n}": p.grad.numpy() for n, p in model.named_parameters()})


if __name__ == "__main__":
    torch.set_num_threads(2)
    main(sys.argv[1], sys.argv[2])
