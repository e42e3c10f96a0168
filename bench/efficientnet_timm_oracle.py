"""An external oracle for the EfficientNet reference (cnxbuild/reference/efficientnet.py): timm's own
``EfficientNet`` (``efficientnet_b0`` … ``efficientnet_b7``), run in float64 with PyTorch autograd, and the
comparison of the two.

Not part of cnxbuild (torch and timm are never dependencies). Two roles, one file:

**The oracle**, with an interpreter that has torch, timm and numpy::

    python bench/efficientnet_timm_oracle.py IN.npz OUT.npz

``IN.npz`` holds ``model`` (a timm model name, e.g. ``efficientnet_b0``), ``x [B,3,H,W]``, soft
``targets [B,K]``, ``micro_steps`` k (the training forward runs the batch as k chunks in turn, each with its
own batch statistics, the loss the mean over the whole batch), ``sizes`` (timm model names, comma-separated,
whose parameter shapes to report; may be empty), optionally ``drop/<j>`` (one ``[B]`` drop-path mask per block
with a skip, forward order: each such block's ``drop_path`` multiplies its branch by it in training mode, as
timm's ``DropPath`` with that draw; chunk by chunk under micro-steps),
and either ``param/<name>`` and ``buffer/<name>`` (timm
``state_dict`` names: θ and every BN's ``running_mean`` / ``running_var``) or a ``seed``: then the oracle
draws them itself (:func:`draw`: random weights, running statistics near the batch's own, perturbed) and
returns them as ``draw/param/<name>`` / ``draw/buffer/<name>``. The model is
``timm.create_model(model, num_classes=K)`` (timm's defaults: BN ε 1e-5, momentum 0.1, SiLU, drop_rate and
drop_path_rate 0), cast to float64 and loaded with ``strict=True`` (``num_batches_tracked`` from the model's
own ``state_dict``). ``OUT.npz`` gets, all float64 unless named:

- ``eval_logits`` (``model.eval()``, the input running statistics);
- ``fwd_logits``: ``model.train()`` on the whole batch at once, on a copy (the running statistics untouched);
- ``train_logits``, ``loss`` = −(1/B)·Σ t·log_softmax(z), ``grad/<name>`` from ``loss.backward()`` for every
  parameter, and ``buffer/<name>``: the running statistics after the k training chunks (PyTorch's update,
  unbiased variance);
- ``param_order`` / ``param_shapes`` (``named_parameters()``; shapes padded with zeros to 4 entries),
  ``buffer_order`` (the ``state_dict``'s running statistics, in order), ``depths`` (blocks per stage);
- for each model of ``sizes`` (built on the meta device, 1000 classes): ``size/<model>/names``,
  ``size/<model>/shapes`` and ``size/<model>/depths``.

**The comparison**, with cnxbuild's interpreter and ``$CNXBUILD_TORCH_PYTHON`` (or ``--torch-python``) set to
the torch one::

    python bench/efficientnet_timm_oracle.py --compare efficientnet_b0 [--image-size 64] [--batch 2]
        [--micro-steps 1] [--classes 10] [--seed 0] [--drop]

runs the oracle on a drawn θ and batch (:func:`compare`) and prints, per quantity, the reference's largest
relative error ``max|ref − timm| / max|timm|`` in float64. tests/test_reference_efficientnet_torch.py drives
:func:`compare` (skipped when no torch interpreter is configured).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

SIZES = tuple(f"efficientnet_b{i}" for i in range(8))
STAGE_STRIDES = (1, 2, 2, 2, 1, 2, 1)


# ---------------------------------------------------------------------------------------------------------
# The oracle (torch, timm)


def draw(model, x, rng: np.random.Generator) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """Random float64 θ and running statistics for the float64 ``model`` (loaded into it), in ``state_dict``
    order: conv weights N(0, 1/fan_in); BN γ ~ U(0.5, 1.5), β ~ N(0, 0.5²); SE biases N(0, 0.5²); classifier
    N(0, 1/F) and N(0, 0.1²). The running statistics are ``x``'s own batch statistics at every BN (one
    training forward at momentum 1), the mean moved by 0.2·σ·N(0, 1) and the variance scaled by U(0.5, 2):
    the eval forward's activations stay O(1) over the net's depth, and still differ from the batch's."""
    import torch

    sd = model.state_dict()
    params: dict[str, np.ndarray] = {}
    for name, p in model.named_parameters():
        shape, owner = tuple(p.shape), name.rsplit(".", 1)[0]
        if len(shape) == 4:
            params[name] = rng.normal(0.0, 1.0 / np.sqrt(np.prod(shape[1:])), shape)
        elif name == "classifier.weight":
            params[name] = rng.normal(0.0, 1.0 / np.sqrt(shape[1]), shape)
        elif name == "classifier.bias":
            params[name] = rng.normal(0.0, 0.1, shape)
        elif owner + ".running_mean" in sd and name.endswith(".weight"):
            params[name] = rng.uniform(0.5, 1.5, shape)
        else:  # BN β, SE biases
            params[name] = rng.normal(0.0, 0.5, shape)
    with torch.no_grad():
        for name, p in model.named_parameters():
            p.copy_(torch.from_numpy(params[name]))
    bns = [m for m in model.modules() if isinstance(m, torch.nn.BatchNorm2d)]
    for m in bns:
        m.momentum = 1.0
    model.train()
    with torch.no_grad():
        model(x)
    for m in bns:
        m.momentum = 0.1
        m.num_batches_tracked.zero_()
        m.running_mean += 0.2 * m.running_var.sqrt() * torch.from_numpy(rng.normal(size=m.num_features))
        m.running_var *= torch.from_numpy(rng.uniform(0.5, 2.0, m.num_features))
    buffers = {n: v.numpy().copy() for n, v in model.state_dict().items()
               if n.endswith(("running_mean", "running_var"))}
    return params, buffers


def _fix_drop_paths(model, masks: list[np.ndarray]):
    """Replace the ``drop_path`` of every block with a skip (forward order) by one that multiplies by its mask
    (training mode only, as timm's ``DropPath``); returns a setter of the chunk (a slice of the batch) that the
    next call sees."""
    import torch

    class FixedDropPath(torch.nn.Module):
        def __init__(self, mask):
            super().__init__()
            self.mask, self.rows = torch.from_numpy(np.asarray(mask, np.float64)), slice(None)

        def forward(self, h):
            return h * self.mask[self.rows].view(-1, 1, 1, 1) if self.training else h

    fixed = []
    for block in (b for stage in model.blocks for b in stage):
        if getattr(block, "has_skip", False):
            block.drop_path = FixedDropPath(masks[len(fixed)])
            fixed.append(block.drop_path)
    assert len(fixed) == len(masks), f"{len(masks)} masks for {len(fixed)} blocks with a skip"

    def rows(sl: slice) -> None:
        for m in fixed:
            m.rows = sl

    return rows


def oracle(inp: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The oracle's outputs for one input archive (see the module docstring)."""
    import copy

    import timm
    import torch

    x = torch.from_numpy(inp["x"].astype(np.float64))
    t = torch.from_numpy(inp["targets"].astype(np.float64))
    model = timm.create_model(str(inp["model"]), pretrained=False, num_classes=t.shape[1]).double()
    assert model.drop_rate == 0 and not any("DropPath" in type(m).__name__ for m in model.modules()), \
        "timm's default model has dropout or drop path"
    out: dict[str, np.ndarray] = {}
    params = {k[len("param/"):]: v for k, v in inp.items() if k.startswith("param/")}
    buffers = {k[len("buffer/"):]: v for k, v in inp.items() if k.startswith("buffer/")}
    if not params:
        params, buffers = draw(model, x, np.random.default_rng(int(inp["seed"])))
        out.update({f"draw/param/{k}": v for k, v in params.items()})
        out.update({f"draw/buffer/{k}": v for k, v in buffers.items()})
    state = {k: v for k, v in model.state_dict().items() if k.endswith("num_batches_tracked")}
    state.update({k: torch.from_numpy(np.array(v, np.float64)) for k, v in {**params, **buffers}.items()})
    model.load_state_dict(state, strict=True)
    masks = [inp[f"drop/{j}"] for j in range(sum(k.startswith("drop/") for k in inp))]
    rows = _fix_drop_paths(model, masks) if masks else (lambda sl: None)
    named = list(model.named_parameters())
    out.update(param_order=np.array([n for n, _ in named]),
               param_shapes=np.array([list(p.shape) + [0] * (4 - p.ndim) for _, p in named]),
               buffer_order=np.array([n for n in model.state_dict()
                                      if n.endswith(("running_mean", "running_var"))]),
               depths=np.array([len(stage) for stage in model.blocks]))
    for size in filter(None, str(inp["sizes"]).split(",")):
        m = timm.create_model(size, pretrained=False, num_classes=1000, device="meta")
        out[f"size/{size}/names"] = np.array([n for n, _ in m.named_parameters()])
        out[f"size/{size}/shapes"] = np.array([list(p.shape) + [0] * (4 - p.ndim)
                                               for _, p in m.named_parameters()])
        out[f"size/{size}/depths"] = np.array([len(stage) for stage in m.blocks])

    model.eval()
    with torch.no_grad():
        out["eval_logits"] = model(x).numpy()
        twin = copy.deepcopy(model).train()
        out["fwd_logits"] = twin(x).numpy()
    model.train()
    chunks, logits = torch.chunk(x, int(inp["micro_steps"])), []
    for i, c in enumerate(chunks):
        rows(slice(i * c.shape[0], (i + 1) * c.shape[0]))
        logits.append(model(c))
    logits = torch.cat(logits)
    loss = -(t * torch.log_softmax(logits, dim=1)).sum(dim=1).mean()
    loss.backward()
    out["train_logits"], out["loss"] = logits.detach().numpy(), loss.detach().numpy()
    out.update({f"grad/{n}": p.grad.numpy() for n, p in model.named_parameters()})
    sd = model.state_dict()
    out.update({f"buffer/{n}": sd[n].numpy() for n in out["buffer_order"]})
    return out


# ---------------------------------------------------------------------------------------------------------
# The comparison (cnxbuild's interpreter: jax, cnxbuild.reference)


def null_bn_biases(params, drop: bool = False) -> list[str]:
    """The BN biases whose gradient is 0 in exact arithmetic in training mode: each block's last BN (``bn3``,
    or ``bn2`` of a ``DepthwiseSeparableConv``), unless a per-channel constant added to the block's output can
    reach a ``DepthwiseSeparableConv``'s padded k×k ``conv_dw`` (through the skips that carry it on). Every
    other consumer is a 1×1 convolution followed by a training-mode BN, which subtracts the constant away. On
    timm's B1…B7 the first stage's blocks but its last feed one; on B0 (one block there) none does. With drop
    path (``drop``), not a block with a skip: its mask makes the shift differ between examples."""
    from cnxbuild.reference.efficientnet import efficientnet_structure

    depths, _ = efficientnet_structure(params)
    blocks = [(i, j) for i, d in enumerate(depths) for j in range(d)]

    def ds(b):
        return f"blocks.{b[0]}.{b[1]}.conv_pwl.weight" not in params

    def skip(b):
        pre = f"blocks.{b[0]}.{b[1]}."
        cin = np.shape(params[pre + ("conv_dw" if ds(b) else "conv_pw") + ".weight"])[0 if ds(b) else 1]
        cout = np.shape(params[pre + ("conv_pw" if ds(b) else "conv_pwl") + ".weight"])[0]
        return cin == cout and (b[1] > 0 or STAGE_STRIDES[b[0]] == 1)

    out = []
    for n, b in enumerate(blocks):
        reaches_dw = False
        for nxt in blocks[n + 1:]:
            if ds(nxt):
                reaches_dw = True
                break
            if not skip(nxt):
                break
        if not reaches_dw and not (drop and skip(b)):
            out.append(f"blocks.{b[0]}.{b[1]}.{'bn2' if ds(b) else 'bn3'}.bias")
    return out


def _draw_masks(model: str, batch: int, micro_steps: int, rng: np.random.Generator) -> list[np.ndarray]:
    """One ``[batch]`` mask per block with a skip of timm's ``model`` (counted by the reference's rule on the
    size's shapes): 0 or 1/0.8; where a micro-step's chunk has c > 1 examples, mask j drops its example j mod c
    and keeps the next one, so that every mask differs within every chunk (where a mask is the same for a whole
    chunk, the block's last BN bias has a zero gradient there, and a relative error of rounding noise says
    nothing)."""
    from cnxbuild.nets.efficientnet import FAMILY

    sites = len(FAMILY.drop_site_blocks(FAMILY.sizes[model.rsplit("_", 1)[1]]))
    masks = [np.where(rng.uniform(size=batch) < 0.8, 1 / 0.8, 0.0) for _ in range(sites)]
    c = batch // micro_steps
    if c > 1:
        for j, m in enumerate(masks):
            for start in range(0, batch, c):
                m[start + j % c], m[start + (j + 1) % c] = 0.0, 1 / 0.8
    return masks


def _rel(a, b) -> float:
    b = np.asarray(b)
    return float(np.abs(np.asarray(a) - b).max() / max(np.abs(b).max(), 1e-300))


def compare(model: str = "efficientnet_b0", image_size: int = 64, batch: int = 2, micro_steps: int = 1,
            classes: int = 10, seed: int = 0, torch_python: str | None = None, sizes: tuple[str, ...] = (),
            params: dict | None = None, buffers: dict | None = None, drop: bool = False) -> dict[str, object]:
    """The reference against timm in float64 on one drawn batch (θ and running statistics drawn by the
    oracle, :func:`draw`, unless ``params`` and ``buffers`` are given). ``drop``: drop-path masks too, one per
    block with a skip (values 0 and 1/0.8, each mask with a 0 and a 1/0.8 where the batch allows), on the
    training and ``fwd`` forwards of both sides.

    Returns:
        ``errors`` (quantity → max relative error: ``eval_logits`` vs ``forward(mode="fwd_eval")``,
        ``fwd_logits`` vs ``forward(mode="fwd")``, ``train_logits``, ``loss``, ``buffers`` (the running
        statistics after :func:`~cnxbuild.reference.efficientnet.train_forward` with ``micro_steps``),
        ``grads`` (``jax.grad`` of the CE loss, every parameter but the null BN biases), ``null_grads``
        (those, absolute, over the largest other gradient) and ``null_grad_size`` (timm's own there, same
        scale: its rounding noise)); ``worst_grad`` (the parameter of the largest ``grads`` error);
        ``structure`` (the reference's ``(depths, classes)``) and ``timm_depths``; ``param_order_ok`` /
        ``buffer_order_ok`` (timm's orders are the θ's / buffers'); ``null`` (the null BN bias names);
        ``size_structure`` (each of
        ``sizes``: ``(the reference's depths read off timm's shapes, timm's depths, timm's classes)``);
        ``seconds`` (oracle, reference).

    Raises:
        ValueError: no torch interpreter; RuntimeError: the oracle failed.
    """
    import jax

    from cnxbuild.reference import efficientnet as ref
    from cnxbuild.reference import loss as ref_loss

    torch_python = torch_python or os.environ.get("CNXBUILD_TORCH_PYTHON")
    if not torch_python:
        raise ValueError("compare: no torch interpreter (set CNXBUILD_TORCH_PYTHON or pass --torch-python)")
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(batch, 3, image_size, image_size))
    t = rng.dirichlet(np.ones(classes), size=batch)
    extra = {"seed": seed} if params is None else {**{f"param/{k}": v for k, v in params.items()},
                                                   **{f"buffer/{k}": v for k, v in buffers.items()}}
    masks = _draw_masks(model, batch, micro_steps, rng) if drop else None
    extra.update({f"drop/{j}": m for j, m in enumerate(masks or ())})
    with tempfile.TemporaryDirectory(prefix="effnet-oracle-") as tmp:
        src, dst = Path(tmp) / "in.npz", Path(tmp) / "out.npz"
        np.savez(src, x=x, targets=t, model=model, micro_steps=micro_steps, sizes=",".join(sizes), **extra)
        start = time.perf_counter()
        run = subprocess.run([torch_python, __file__, str(src), str(dst)], capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"compare: the timm oracle failed:\n{run.stderr[-4000:]}")
        theirs = dict(np.load(dst))
    oracle_s = time.perf_counter() - start
    if params is None:
        params = {k[len("draw/param/"):]: v for k, v in theirs.items() if k.startswith("draw/param/")}
        buffers = {k[len("draw/buffer/"):]: v for k, v in theirs.items() if k.startswith("draw/buffer/")}

    start = time.perf_counter()
    with jax.enable_x64(True):
        def objective(p):
            logits, new = ref.train_forward(p, buffers, x, micro_steps=micro_steps, drop_masks=masks)
            return ref_loss.ce_loss(logits, t), (logits, new)

        (loss, (logits, new)), grads = jax.value_and_grad(objective, has_aux=True)(params)
        eval_logits = ref.forward(params, x, buffers=buffers, mode="fwd_eval")
        fwd_logits = ref.forward(params, x, mode="fwd", drop_masks=masks)
        grads = {k: np.asarray(v) for k, v in grads.items()}
    ref_s = time.perf_counter() - start

    null = null_bn_biases(params, drop)
    scale = max(np.abs(theirs[f"grad/{k}"]).max() for k in params if k not in null)
    live = [k for k in params if k not in null]
    errors = {"eval_logits": _rel(eval_logits, theirs["eval_logits"]),
              "fwd_logits": _rel(fwd_logits, theirs["fwd_logits"]),
              "train_logits": _rel(logits, theirs["train_logits"]), "loss": _rel(loss, theirs["loss"]),
              "buffers": max(_rel(new[k], theirs[f"buffer/{k}"]) for k in buffers),
              "grads": max(_rel(grads[k], theirs[f"grad/{k}"]) for k in live),
              "null_grads": max([float(np.abs(grads[k] - theirs[f"grad/{k}"]).max()) for k in null] or [0.0])
              / float(scale),
              "null_grad_size": max([float(np.abs(theirs[f"grad/{k}"]).max()) for k in null] or [0.0])
              / float(scale)}
    size_structure = {}
    for size in sizes:
        shapes = {n: tuple(int(d) for d in s if d) for n, s in
                  zip(theirs[f"size/{size}/names"], theirs[f"size/{size}/shapes"])}
        fake = {n: np.broadcast_to(np.zeros((), np.float32), s) for n, s in shapes.items()}
        size_structure[size] = (ref.efficientnet_structure(fake)[0],
                                tuple(int(d) for d in theirs[f"size/{size}/depths"]),
                                shapes["classifier.weight"][0])
    return {"errors": errors, "worst_grad": max(live, key=lambda k: _rel(grads[k], theirs[f"grad/{k}"])),
            "structure": ref.efficientnet_structure(params),
            "timm_depths": tuple(int(d) for d in theirs["depths"]),
            "param_order_ok": list(theirs["param_order"]) == list(params),
            "buffer_order_ok": list(theirs["buffer_order"]) == list(buffers), "null": null,
            "size_structure": size_structure, "seconds": (oracle_s, ref_s)}


def _main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="timm EfficientNet vs cnxbuild's reference, float64")
    parser.add_argument("--compare", metavar="MODEL", default="efficientnet_b0",
                        help="a timm efficientnet_b*")
    parser.add_argument("--image-size", type=int, default=64)
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--micro-steps", type=int, default=1)
    parser.add_argument("--classes", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--torch-python", default=None)
    parser.add_argument("--drop", action="store_true", help="with drop-path masks on the blocks with a skip")
    a = parser.parse_args(argv)
    res = compare(a.compare, a.image_size, a.batch, a.micro_steps, a.classes, a.seed, a.torch_python, drop=a.drop)
    print(f"{a.compare} {a.image_size}px batch {a.batch} ({a.micro_steps} micro-steps), reference vs timm "
          f"float64; depths {res['structure'][0]} (timm {res['timm_depths']}), {res['structure'][1]} "
          "classes; "
          f"orders agree: params {res['param_order_ok']}, buffers {res['buffer_order_ok']}")
    for k, v in res["errors"].items():
        print(f"  {k:15s} {v:.3e}")
    print(f"  worst gradient: {res['worst_grad']}; null BN biases: {len(res['null'])}; "
          f"oracle {res['seconds'][0]:.1f} s, reference {res['seconds'][1]:.1f} s")


if __name__ == "__main__":
    if len(sys.argv) == 3 and not sys.argv[1].startswith("-"):
        import torch

        torch.set_num_threads(2)
        with np.load(sys.argv[1]) as f:
            np.savez(sys.argv[2], **oracle(dict(f)))
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        _main(sys.argv[1:])
