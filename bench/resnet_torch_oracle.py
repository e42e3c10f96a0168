"""An external oracle for the ResNet reference: the same net written by hand in PyTorch, run in float64.

Not part of cnxbuild (torch is never a dependency): run it with an interpreter that has torch and numpy,

    python bench/resnet_torch_oracle.py IN.npz OUT.npz

``IN.npz`` holds ``param/<name>`` and ``buffer/<name>`` (timm ``state_dict`` names, in table order),
``x [B,3,H,W]``, soft ``targets [B,K]``, ``block`` ("basic" | "bottleneck"), ``layers [4]``, ``eps``.
``OUT.npz`` gets, all float64:

- ``train_logits``: ``model.train()`` logits (batch statistics),
- ``loss``: −(1/B)·Σ t·log_softmax(z) of those logits, and ``grad/<name>`` from ``loss.backward()``,
- ``buffer/<name>``: the running statistics after that one training forward (PyTorch's update),
- ``eval_logits``: ``model.eval()`` logits from the INPUT running statistics,
- ``param_order`` / ``buffer_order``: the names in ``named_parameters()`` and ``state_dict`` order.

The modules are written from torchvision / timm's ``BasicBlock``, ``Bottleneck`` and ``ResNet`` (attribute
order as timm assigns it: conv1, bn1, …, downsample; stride on the 3×3 conv), with torch's own ``Conv2d``,
``BatchNorm2d``, ``MaxPool2d`` and ``Linear``: the numerics are PyTorch's, not a re-derivation.
tests/test_reference_resnet_torch.py drives it (skipped when no torch interpreter is configured).
"""

from __future__ import annotations

import sys

import numpy as np
import torch
from torch import nn


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, cin: int, planes: int, stride: int, downsample: nn.Module | None, eps: float):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, planes, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes, eps=eps)
        self.conv2 = nn.Conv2d(planes, planes, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes, eps=eps)
        self.downsample = downsample

    def forward(self, x):
        h = torch.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        return torch.relu(h + (x if self.downsample is None else self.downsample(x)))


class Bottleneck(nn.Module):
    expansion = 4

    def __init__(self, cin: int, planes: int, stride: int, downsample: nn.Module | None, eps: float):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, planes, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes, eps=eps)
        self.conv2 = nn.Conv2d(planes, planes, 3, stride, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes, eps=eps)
        self.conv3 = nn.Conv2d(planes, planes * 4, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(planes * 4, eps=eps)
        self.downsample = downsample

    def forward(self, x):
        h = torch.relu(self.bn1(self.conv1(x)))
        h = torch.relu(self.bn2(self.conv2(h)))
        h = self.bn3(self.conv3(h))
        return torch.relu(h + (x if self.downsample is None else self.downsample(x)))


class ResNet(nn.Module):
    def __init__(self, block: type, layers, widths, classes: int, eps: float):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn1 = nn.BatchNorm2d(64, eps=eps)
        self.maxpool = nn.MaxPool2d(3, 2, 1)
        cin = 64
        for i, (depth, planes) in enumerate(zip(layers, widths)):
            blocks = []
            for j in range(depth):
                stride = 2 if i > 0 and j == 0 else 1
                cout = planes * block.expansion
                down = None
                if j == 0 and (stride != 1 or cin != cout):
                    down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False),
                                         nn.BatchNorm2d(cout, eps=eps))
                blocks.append(block(cin, planes, stride, down, eps))
                cin = cout
            self.add_module(f"layer{i + 1}", nn.Sequential(*blocks))
        self.fc = nn.Linear(cin, classes)

    def forward(self, x):
        x = self.maxpool(torch.relu(self.bn1(self.conv1(x))))
        for i in range(4):
            x = getattr(self, f"layer{i + 1}")(x)
        return self.fc(x.mean(dim=(2, 3)))


def run(inp: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The oracle's outputs for one input archive (see the module docstring)."""
    torch.set_default_dtype(torch.float64)
    params = {k[6:]: v for k, v in inp.items() if k.startswith("param/")}
    buffers = {k[7:]: v for k, v in inp.items() if k.startswith("buffer/")}
    block = BasicBlock if str(inp["block"]) == "basic" else Bottleneck
    widths = [params[f"layer{i}.0.conv1.weight"].shape[0] for i in (1, 2, 3, 4)]
    layers = [int(n) for n in inp["layers"]]
    model = ResNet(block, layers, widths, params["fc.weight"].shape[0], float(inp["eps"]))
    state = {k: torch.from_numpy(np.array(v, np.float64)) for k, v in {**params, **buffers}.items()}
    missing, unexpected = model.load_state_dict(state, strict=False)
    assert not unexpected and all(k.endswith("num_batches_tracked") for k in missing), (missing, unexpected)
    out = {"param_order": np.array([n for n, _ in model.named_parameters()]),
           "buffer_order": np.array([n for n in model.state_dict()
                                     if n.endswith(("running_mean", "running_var"))])}
    x, t = torch.from_numpy(inp["x"].astype(np.float64)), torch.from_numpy(inp["targets"].astype(np.float64))
    model.eval()
    with torch.no_grad():
        out["eval_logits"] = model(x).numpy()
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
    src, dst = sys.argv[1:3]
    with np.load(src) as f:
        np.savez(dst, **run(dict(f)))
    print(f"torch {torch.__version__}: wrote {dst}")
