"""Inverted-residual (MBConv) nets as timm's ``_efficientnet_builder`` builds them: the structure two families
share, emitted once (docs/decisions.md, D112).

    conv_stem (3×3, stride 2, pad 1, no bias) → bn1 → act
    blocks.<i>.<j>: the family's ``block_layers`` in order; each conv (a depthwise conv pads k // 2 and takes
        the block's stride, a 1×1 conv neither) followed by its BN and, where the layer says so, the act; an
        ``se`` entry is squeeze-and-excitation (:mod:`cnxbuild.layers.se`); + x when the block has a skip
    conv_head (1×1) → bn2 → act → global average pool → classifier (x @ Wᵀ + b)

A family gives its blocks (each with ``prefix``, ``stride`` and ``skip``), their layers (``(name, shape, bn, act)``
tuples: a conv's OIHW shape, or ``("se", (mid, rd), None, False)``) and its activation (a key of
:data:`cnxbuild.nets.bnnet.ACTIVATIONS`); :class:`MBConvFamily` does the rest of the family contract that does
not depend on which net it is: the forward and backward chains, timm's ``_init_weight_goog`` and the image-size
rule. Nothing here names a family.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from cnxbuild.layers import elementwise, linear, pool, se
from cnxbuild.nets.bnnet import MODES, BatchNormFamily, BnEmit, Step, backward_step
from cnxbuild.nets.family import Emitted, Param

__all__ = ["MBConvFamily", "STRIDE", "backward_chain", "forward_chain", "goog_init_rules"]

STRIDE = 32  # stem /2, then four stride-2 stages
_SE_PARAMS = ("conv_reduce.weight", "conv_reduce.bias", "conv_expand.weight", "conv_expand.bias")


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``blocks.3.1.conv_pwl`` → ``b3_1_conv_pwl``."""
    return prefix.replace("blocks.", "b").replace(".", "_")


def _block(e: BnEmit, b: Any, layers: list, act: str, x):
    """One block: its layers in order; a ``block`` step holding its own tape and whether its input is added
    back."""
    main: list[Step] = []
    h = x
    for name, shape, bn, with_act in layers:
        prefix = f"{b.prefix}.{name}"
        if name == "se":
            h, saved = se.squeeze_excite_forward(h, *(e.params[f"{prefix}.{p}"] for p in _SE_PARAMS),
                                                 name=_ssa(prefix))
            main.append(Step("se", prefix, saved))
            continue
        if name == "conv_dw":
            h = e.depthwise(main, h, prefix, stride=b.stride, padding=shape[2] // 2)
        else:
            h = e.conv(main, h, prefix, stride=1, padding=0)
        h = e.bn(main, h, f"{b.prefix}.{bn}")
        if with_act:
            h = e.act(main, h, f"{b.prefix}.{bn}_act", act)
    if b.skip:
        h = elementwise.residual_add(x, h, name=_ssa(b.prefix + ".sum"))
    return h, Step("block", b.prefix, (main, b.skip))


def forward_chain(x, params: dict, buffers: dict, blocks: Iterable, block_layers: Callable[[Any], list], *,
                  act: str, mode: str, eps: float, replicas: int = 1, net: str = "mbconv"):
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] f32, the tape for :func:`backward_chain`, and the
    running statistics after this step (``mode`` "train" only; else ``{}``), by timm buffer name.

    ``mode``: "train" (batch statistics, sync-BN over ``replicas``, running statistics updated), "fwd"
    (batch statistics, nothing updated), "fwd_eval" (frozen ``buffers``, no reduction over the batch).

    Raises:
        ValueError: an unknown mode (the message starts with ``net``).
    """
    if mode not in MODES:
        raise ValueError(f"{net} forward_chain: mode {mode!r} is not one of {MODES}")
    e = BnEmit(params, buffers, mode, eps, replicas, _ssa, {})
    tape: list[Step] = []
    y = e.conv(tape, x, "conv_stem", stride=2, padding=1, need_dx=False)
    y = e.act(tape, e.bn(tape, y, "bn1"), "bn1_act", act)
    for b in blocks:
        y, step = _block(e, b, block_layers(b), act, y)
        tape.append(step)
    y = e.conv(tape, y, "conv_head", stride=1, padding=0)
    y = e.act(tape, e.bn(tape, y, "bn2"), "bn2_act", act)
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


def goog_init_rules(table: list[Param], classes: int) -> dict[str, dict]:
    """θ as timm initialises these nets (``_init_weight_goog``, ``fix_group_fanout=True``), one rule per
    parameter of ``table`` (:func:`~cnxbuild.nets.family.draw_init`), table order.

    - every conv (rank 4, a squeeze-excite's included): N(0, 2/fan_out), fan_out = kh·kw·O / groups (a depthwise
      kernel ``*.conv_dw.weight``: k²);
    - BN: γ = 1, β = 0; conv biases 0;
    - classifier: weight ~ U(−1/√K, 1/√K) (timm's fan_out = ``weight.size(0)`` = K classes), bias 0.
    """
    out: dict[str, dict] = {}
    for p in table:
        if p.rank == 4:
            groups = p.shape[0] if p.name.endswith("conv_dw.weight") else 1
            fan_out = p.shape[0] * p.shape[2] * p.shape[3] // groups
            out[p.name] = {"normal": {"mean": 0.0, "std": math.sqrt(2.0 / fan_out)}}
        elif p.name == "classifier.weight":
            bound = 1.0 / math.sqrt(classes)
            out[p.name] = {"uniform": {"low": -bound, "high": bound}}
        else:  # BN γ 1; BN β, conv and classifier biases 0
            out[p.name] = {"fill": 1.0 if p.name.endswith(".weight") else 0.0}
    return out


class MBConvFamily(BatchNormFamily):
    """What an MBConv family shares: a subclass gives ``act``, :meth:`blocks` and :meth:`block_layers` (and its
    tables, draws, twin); the chains, timm's init and the image-size rule are these."""

    act: str = "relu"  # a key of bnnet.ACTIVATIONS
    last_stage = "in the last stages"
    keys: frozenset[str] = frozenset()
    twin_batch = 2
    driven_param = "classifier.weight"  # every gradient below the head is linear in Wᵀ·dlogits (D13)
    zero_param = "classifier.bias"

    def blocks(self, arch: Any) -> Iterable:
        raise NotImplementedError

    def block_layers(self, b: Any) -> list:
        raise NotImplementedError

    def image_size_rule(self, image_size: int) -> str | None:
        if image_size % STRIDE:
            return f"image_size {image_size} is not a multiple of 32 (stem /2, then four stride-2 stages)"
        return None

    def init_rules(self, arch: Any, classes: int) -> dict[str, dict]:
        return goog_init_rules(self.param_table(arch, classes), classes)

    def null_gradients(self, arch: Any) -> dict[str, str]:
        """Every block's last BN bias (a linear bottleneck's) whose output reaches the loss only through the next
        block's first 1×1 conv or ``conv_head`` and a training-mode BN (a skip carries the shift on to the same
        kind of consumer), which subtracts a per-channel constant away (D108); with its BN's weight as partner.
        Not a block followed by one that starts with its depthwise conv (a depthwise-separable block, where a
        stage of them has more than one): that conv's zero padding turns a constant shift into one that differs at
        the borders, which BN does not cancel (found by the reference's cross-check against timm, stop 47)."""
        out = {}
        chain = list(self.blocks(arch))
        for b, after in zip(chain, chain[1:] + [None]):
            if after is not None and self.block_layers(after)[0][0] == "conv_dw":
                continue
            bn = self.block_layers(b)[-1][2]
            out[f"{b.prefix}.{bn}.bias"] = f"{b.prefix}.{bn}.weight"
        return out

    def forward_chain(self, x, params: dict, buffers: dict, arch: Any, v, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """The forward of :mod:`cnxbuild.nets.mbconv`'s docstring on this family's blocks."""
        if drop_masks:
            raise ValueError(f"{self.name}: no drop-path sites (the family has no stochastic_depth)")
        logits, tape, updates = forward_chain(x, params, buffers, self.blocks(arch), self.block_layers, act=self.act,
                                              mode=mode, eps=v.norm_eps, replicas=getattr(v, "replicas", 1),
                                              net=self.name)
        return Emitted(logits, tape, updates)

    def backward_chain(self, tape: list, dlogits, *, precision: str) -> dict:
        return backward_chain(tape, dlogits, precision=precision)
