"""EfficientNet's emission half: the forward chain on cnxbuild's layers (saving what each backward needs) and the
backward that walks its tape in reverse. The structure is :mod:`cnxbuild.nets.efficientnet`'s module docstring
(timm ``efficientnet.py``: 3×3/s2 stem → BN → SiLU; a depthwise-separable block, then inverted residuals
1×1 → BN → SiLU → depthwise k×k → BN → SiLU → squeeze-excite → 1×1 → BN, the input added back where shapes
allow; 1×1 head → BN → SiLU; global average pool → classifier).
"""

from __future__ import annotations

from cnxbuild.layers import elementwise, linear, pool, se
from cnxbuild.nets.bnnet import MODES, BnEmit, Step, backward_step
from cnxbuild.nets.efficientnet import Arch, Block, block_layers, blocks

__all__ = ["backward_chain", "forward_chain"]

_SE_PARAMS = ("conv_reduce.weight", "conv_reduce.bias", "conv_expand.weight", "conv_expand.bias")


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``blocks.3.1.conv_pwl`` → ``b3_1_conv_pwl``."""
    return prefix.replace("blocks.", "b").replace(".", "_")


def _block(e: BnEmit, b: Block, x):
    """One block (:func:`~cnxbuild.nets.efficientnet.block_layers`); a ``block`` step holding its own tape and
    whether its input is added back."""
    main: list[Step] = []
    h = x
    for name, _, bn, act in block_layers(b):
        prefix = f"{b.prefix}.{name}"
        if name == "se":
            h, saved = se.squeeze_excite_forward(h, *(e.params[f"{prefix}.{p}"] for p in _SE_PARAMS),
                                                 name=_ssa(prefix))
            main.append(Step("se", prefix, saved))
            continue
        if name == "conv_dw":
            h = e.depthwise(main, h, prefix, stride=b.stride, padding=b.kernel // 2)
        else:
            h = e.conv(main, h, prefix, stride=1, padding=0)
        h = e.bn(main, h, f"{b.prefix}.{bn}")
        if act:
            h = e.act(main, h, f"{b.prefix}.{bn}_act", "silu")
    if b.skip:
        h = elementwise.residual_add(x, h, name=_ssa(b.prefix + ".sum"))
    return h, Step("block", b.prefix, (main, b.skip))


def forward_chain(x, params: dict, buffers: dict, arch: Arch, *, mode: str, eps: float, replicas: int = 1):
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] f32, the tape for :func:`backward_chain`, and the
    running statistics after this step (``mode`` "train" only; else ``{}``), by timm buffer name.

    ``mode``: "train" (batch statistics, sync-BN over ``replicas``, running statistics updated), "fwd"
    (batch statistics, nothing updated), "fwd_eval" (frozen ``buffers``, no reduction over the batch).

    Raises:
        ValueError: an unknown mode.
    """
    if mode not in MODES:
        raise ValueError(f"efficientnet forward_chain: mode {mode!r} is not one of {MODES}")
    e = BnEmit(params, buffers, mode, eps, replicas, _ssa, {})
    tape: list[Step] = []
    y = e.conv(tape, x, "conv_stem", stride=2, padding=1, need_dx=False)
    y = e.act(tape, e.bn(tape, y, "bn1"), "bn1_act", "silu")
    for b in blocks(arch):
        y, step = _block(e, b, y)
        tape.append(step)
    y = e.conv(tape, y, "conv_head", stride=1, padding=0)
    y = e.act(tape, e.bn(tape, y, "bn2"), "bn2_act", "silu")
    y, saved = pool.global_avg_pool_forward(y, name="global_pool")
    tape.append(Step("pool", "global_pool", saved))
    logits, saved = linear.linear_forward(y, params["classifier.weight"], params["classifier.bias"],
                                          name="classifier")
    tape.append(Step("fc", "classifier", saved))
    return logits, tape, e.updates


def _walk(tape: list[Step], dy, precision: str, grads: dict):
    for step in reversed(tape):
        if step.kind == "block":
            main, skip = step.saved
            dmain = _walk(main, dy, precision, grads)
            dy = elementwise.residual_add(dy, dmain, name="d" + _ssa(step.prefix + ".in")) if skip else dmain
            continue
        if step.kind == "se":
            dy, g = se.squeeze_excite_backward(step.saved, dy, precision=precision, name=_ssa(step.prefix))
        else:
            dy, g = backward_step(step, dy, precision, _ssa(step.prefix))
        grads.update({f"{step.prefix}.{k}": v for k, v in g.items()})
    return dy


def backward_chain(tape: list[Step], dlogits, *, precision: str = "f32") -> dict:
    """Walk ``tape`` in reverse from the logits' cotangent [B,K]; every parameter's gradient by timm name (a
    block with a skip hands its cotangent to the input unchanged and through the main path; the two are summed)."""
    grads: dict = {}
    _walk(tape, dlogits, precision, grads)
    return grads
