"""ResNet's emission half: the forward chain on cnxbuild's layers (saving what each backward needs) and the
backward that walks its tape in reverse. The structure is :mod:`cnxbuild.nets.resnet`'s module docstring
(timm ``resnet.py``: 7×7/s2 stem → BN → ReLU → 3×3/s2 max pool; basic or bottleneck blocks, stride on the 3×3
conv, projection shortcut 1×1 conv → BN; global average pool → fc).
"""

from __future__ import annotations

from cnxbuild.layers import elementwise, linear, pool
from cnxbuild.nets.bnnet import MODES, BnEmit, Step, backward_step
from cnxbuild.nets.resnet import Arch, Block, block_convs, blocks

__all__ = ["MODES", "Step", "backward_chain", "forward_chain"]


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``layer2.0.downsample.0`` → ``l2_0_down0``."""
    return prefix.replace("layer", "l").replace(".downsample.", "_down").replace(".", "_")


def _block(e: BnEmit, arch: Arch, b: Block, x):
    main: list[Step] = []
    convs = block_convs(arch, b)
    h = x
    for k, (conv, shape) in enumerate(convs, start=1):
        k3 = shape[2] == 3
        stride = b.stride if (k3 if arch.block == "bottleneck" else k == 1) else 1
        h = e.conv(main, h, f"{b.prefix}.{conv}", stride=stride, padding=1 if k3 else 0)
        h = e.bn(main, h, f"{b.prefix}.bn{k}")
        if k < len(convs):
            h = e.act(main, h, f"{b.prefix}.act{k}")
    short: list[Step] = []
    sc = x
    if b.downsample:
        sc = e.conv(short, x, f"{b.prefix}.downsample.0", stride=b.stride, padding=0)
        sc = e.bn(short, sc, f"{b.prefix}.downsample.1")
    z = elementwise.residual_add(sc, h, name=_ssa(b.prefix + ".sum"))
    y, relu_saved = elementwise.relu_forward(z, name=_ssa(b.prefix + ".out"))
    return y, Step("block", b.prefix, (main, short, relu_saved))


def forward_chain(x, params: dict, buffers: dict, arch: Arch, *, mode: str, eps: float, replicas: int = 1):
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] f32, the tape for :func:`backward_chain`, and the
    running statistics after this step (``mode`` "train" only; else ``{}``), by timm buffer name.

    ``mode``: "train" (batch statistics, sync-BN over ``replicas``, running statistics updated), "fwd"
    (batch statistics, nothing updated), "fwd_eval" (frozen ``buffers``, no reduction over the batch; the
    tape is empty: nothing differentiates an eval forward). Module docstring: the structure.

    Raises:
        ValueError: an unknown mode.
    """
    if mode not in MODES:
        raise ValueError(f"resnet forward_chain: mode {mode!r} is not one of {MODES}")
    e = BnEmit(params, buffers, mode, eps, replicas, _ssa, {})
    tape: list[Step] = []
    y = e.conv(tape, x, "conv1", stride=2, padding=3, need_dx=False)
    y = e.act(tape, e.bn(tape, y, "bn1"), "act1")
    y, saved = pool.max_pool_forward(y, window=3, stride=2, padding=1, name="maxpool")
    tape.append(Step("maxpool", "maxpool", saved))
    for b in blocks(arch):
        y, step = _block(e, arch, b, y)
        tape.append(step)
    y, saved = pool.global_avg_pool_forward(y, name="global_pool")
    tape.append(Step("pool", "global_pool", saved))
    logits, saved = linear.linear_forward(y, params["fc.weight"], params["fc.bias"], name="fc")
    tape.append(Step("fc", "fc", saved))
    return logits, tape, e.updates


def _walk(tape: list[Step], dy, precision: str, grads: dict):
    for step in reversed(tape):
        name = _ssa(step.prefix)
        if step.kind == "block":
            dy = _block_backward(step, dy, precision, grads)
            continue
        dy, g = backward_step(step, dy, precision, name)
        grads.update({f"{step.prefix}.{k}": v for k, v in g.items()})
    return dy


def _block_backward(step: Step, dy, precision: str, grads: dict):
    main, short, relu_saved = step.saved
    dz, _ = elementwise.relu_backward(relu_saved, dy, name=_ssa(step.prefix + ".out"))
    skip, branch = elementwise.residual_add_backward(dz)
    dmain = _walk(main, branch, precision, grads)
    dshort = _walk(short, skip, precision, grads) if short else skip
    return elementwise.residual_add(dshort, dmain, name="d" + _ssa(step.prefix + ".in"))


def backward_chain(tape: list[Step], dlogits, *, precision: str = "f32") -> dict:
    """Walk ``tape`` in reverse from the logits' cotangent [B,K]; every parameter's gradient by timm name
    (a block's shortcut and main path take the same cotangent and their dx are summed at its input)."""
    grads: dict = {}
    _walk(tape, dlogits, precision, grads)
    return grads
