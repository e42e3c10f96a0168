"""Inverted-residual (MBConv) nets as timm's ``_efficientnet_builder`` builds them: the structure two families
share, emitted once (docs/decisions.md, D112).

    conv_stem (3×3, stride 2, pad 1, no bias) → bn1 → act
    blocks.<i>.<j>: the family's ``block_layers`` in order; each conv (a depthwise conv pads k // 2 and takes
        the block's stride, a 1×1 conv neither) followed by its BN and, where the layer says so, the act; an
        ``se`` entry is squeeze-and-excitation (:mod:`cnxbuild.layers.se`); + x when the block has a skip (with
        stochastic depth, the branch times the block's drop mask first: timm's ``x = drop_path(h) + shortcut``)
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
from dataclasses import dataclass
from typing import Any

import numpy as np

from cnxbuild.layers import elementwise, linear, pool, se
from cnxbuild.nets.bnnet import MODES, BatchNormFamily, BnEmit, Step, backward_step
from cnxbuild.nets.family import Emitted, Param

__all__ = ["Arch", "MBConvFamily", "STAGES", "STRIDE", "backward_chain", "check_draw", "drop_site_blocks",
           "forward_chain", "goog_init_rules"]

STRIDE = 32  # stem /2, then four stride-2 stages
STAGES = 7  # timm's arch_def rows of both nets


@dataclass(frozen=True)
class Arch:
    """An inverted-residual net: stem channels, each stage's output channels and repeats (the family's
    ``ARCH_DEF`` order), and the features into the classifier (``conv_head``'s output).

    Raises:
        ValueError: other than :data:`STAGES` stages, or a count below 1.
    """

    stem: int
    channels: tuple[int, ...]
    repeats: tuple[int, ...]
    features: int

    def __post_init__(self) -> None:
        if len(self.channels) != STAGES or len(self.repeats) != STAGES \
                or min(self.channels + self.repeats + (self.stem, self.features)) < 1:
            raise ValueError(f"Arch: {STAGES} positive channels and repeats needed, got {self.channels} "
                             f"and {self.repeats}")


def check_draw(p: Param, rng: np.random.Generator, bias: Callable[[Param, np.random.Generator], np.ndarray]
               ) -> np.ndarray:
    """The check's draw of a parameter or buffer (float64) that the two nets share: ``running_mean`` ~ N(0, 0.1²),
    ``running_var`` ~ U(0.5, 1.5), conv weights N(0, 1/fan_in) (fan_in = I·kh·kw: each conv keeps its input's
    scale), ``classifier.*`` ~ N(0, 0.02²), BN γ ~ U(0.5, 1.5); every other tensor (BN β, conv biases) by the
    family's ``bias`` rule."""
    if p.name.endswith("running_mean"):
        return rng.normal(0.0, 0.1, p.shape)
    if p.name.endswith("running_var"):
        return rng.uniform(0.5, 1.5, p.shape)
    if p.rank == 4:
        return rng.normal(0.0, 1.0 / math.sqrt(math.prod(p.shape[1:])), p.shape)
    if p.name.startswith("classifier."):
        return rng.normal(0.0, 0.02, p.shape)
    if p.name.endswith(".weight"):
        return rng.uniform(0.5, 1.5, p.shape)
    return bias(p, rng)
_SE_PARAMS = ("conv_reduce.weight", "conv_reduce.bias", "conv_expand.weight", "conv_expand.bias")


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``blocks.3.1.conv_pwl`` → ``b3_1_conv_pwl``."""
    return prefix.replace("blocks.", "b").replace(".", "_")


def _block(e: BnEmit, b: Any, layers: list, act: str, x, mask=None):
    """One block: its layers in order; a ``block`` step holding its own tape and whether its input is added
    back. ``mask``: the block's drop-path mask ``[B]`` (a block with a skip only), multiplying the branch
    before the add."""
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
    if mask is not None:
        h, saved = elementwise.drop_path_forward(h, mask, name=_ssa(b.prefix + ".drop_path"))
        main.append(Step("drop", b.prefix + ".drop_path", saved))
    if b.skip:
        h = elementwise.residual_add(x, h, name=_ssa(b.prefix + ".sum"))
    return h, Step("block", b.prefix, (main, b.skip))


def forward_chain(x, params: dict, buffers: dict, blocks: Iterable, block_layers: Callable[[Any], list], *,
                  act: str, mode: str, eps: float, replicas: int = 1, net: str = "mbconv",
                  drop_masks: list | None = None):
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] f32, the tape for :func:`backward_chain`, and the
    running statistics after this step (``mode`` "train" only; else ``{}``), by timm buffer name.

    ``mode``: "train" (batch statistics, sync-BN over ``replicas``, running statistics updated), "fwd"
    (batch statistics, nothing updated), "fwd_eval" (frozen ``buffers``, no reduction over the batch).
    ``drop_masks``: None, or one ``[B]`` mask per block with a skip, in forward order (:func:`drop_site_blocks`).

    Raises:
        ValueError: an unknown mode, or a mask count other than the skip blocks' (the message starts with
            ``net``).
    """
    if mode not in MODES:
        raise ValueError(f"{net} forward_chain: mode {mode!r} is not one of {MODES}")
    blocks = list(blocks)
    sites = len(drop_site_blocks(blocks))
    if drop_masks is not None and len(drop_masks) != sites:
        raise ValueError(f"{net} forward_chain: {len(drop_masks)} drop masks for {sites} sites (the blocks with "
                         "a skip)")
    masks = iter(drop_masks or ())
    e = BnEmit(params, buffers, mode, eps, replicas, _ssa, {})
    tape: list[Step] = []
    y = e.conv(tape, x, "conv_stem", stride=2, padding=1, need_dx=False)
    y = e.act(tape, e.bn(tape, y, "bn1"), "bn1_act", act)
    for b in blocks:
        mask = next(masks) if drop_masks is not None and b.skip else None
        y, step = _block(e, b, block_layers(b), act, y, mask)
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
        elif step.kind == "drop":
            dy, g = elementwise.drop_path_backward(step.saved, dy, name=_ssa(step.prefix))
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


def drop_site_blocks(blocks: Iterable) -> tuple[int, ...]:
    """The index (over every block, forward order) of each block that adds its input back: the drop-path sites
    (timm's ``InvertedResidual`` / ``DepthwiseSeparableConv`` apply ``drop_path`` only where ``has_skip``)."""
    return tuple(i for i, b in enumerate(blocks) if b.skip)


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
    #: the stochastic-depth rate recommended for every size (None: the family has no ``stochastic_depth`` key)
    recommended_drop_path_rate: float | None = None
    drop_schedule = "block_fraction"  # timm's builder: block i's rate is rate·i/blocks (family.py)
    twin_batch = 2
    driven_param = "classifier.weight"  # every gradient below the head is linear in Wᵀ·dlogits (D13)
    zero_param = "classifier.bias"

    def blocks(self, arch: Any) -> Iterable:
        """Every block in forward order: each with ``prefix`` (``blocks.<i>.<j>``), ``stride`` and ``skip``."""
        raise NotImplementedError

    def block_layers(self, b: Any) -> list:
        """Block ``b``'s layers in forward order: ``(name, shape, BN, act follows)`` (module docstring)."""
        raise NotImplementedError

    def bn_layers(self, arch: Any) -> list[tuple[str, int, bool]]:
        """Every BatchNorm in module order: ``(prefix, channels, followed by the act)``; ``arch`` has ``stem`` and
        ``features`` (the stem's and the head's channels)."""
        out = [("bn1", arch.stem, True)]
        for b in self.blocks(arch):
            out += [(f"{b.prefix}.{bn}", shape[0], act) for _, shape, bn, act in self.block_layers(b) if bn]
        return out + [("bn2", arch.features, True)]

    def param_table(self, arch: Any, classes: int) -> list[Param]:
        """Every parameter in timm's ``named_parameters()`` order: ``conv_stem.weight [stem,3,3,3]``, ``bn1.*``;
        per block each conv followed by its BN's, a squeeze-excite's ``se.conv_reduce.{weight [rd,mid,1,1],
        bias}`` and ``se.conv_expand.{weight [mid,rd,1,1], bias}`` in its place; ``conv_head.weight [F, c_last,
        1, 1]`` (c_last = ``arch.channels[-1]``), ``bn2.*``, ``classifier.weight [K, F]``, ``classifier.bias``."""
        out = [Param("conv_stem.weight", (arch.stem, 3, 3, 3)), Param("bn1.weight", (arch.stem,)),
               Param("bn1.bias", (arch.stem,))]
        for b in self.blocks(arch):
            for name, shape, bn, _ in self.block_layers(b):
                p = f"{b.prefix}.{name}"
                if name == "se":
                    mid, rd = shape
                    out += [Param(p + ".conv_reduce.weight", (rd, mid, 1, 1)), Param(p + ".conv_reduce.bias", (rd,)),
                            Param(p + ".conv_expand.weight", (mid, rd, 1, 1)), Param(p + ".conv_expand.bias", (mid,))]
                    continue
                out += [Param(p + ".weight", shape), Param(f"{b.prefix}.{bn}.weight", (shape[0],)),
                        Param(f"{b.prefix}.{bn}.bias", (shape[0],))]
        f, last = arch.features, arch.channels[-1]
        return out + [Param("conv_head.weight", (f, last, 1, 1)), Param("bn2.weight", (f,)), Param("bn2.bias", (f,)),
                      Param("classifier.weight", (classes, f)), Param("classifier.bias", (classes,))]

    def buffer_table(self, arch: Any) -> list[Param]:
        """Every BN's ``running_mean`` then ``running_var`` ``[c]``, BN by BN in module order (``num_batches_tracked``
        is not part of the interface: momentum 0.1 never reads it)."""
        return [Param(f"{bn}.{stat}", (c,)) for bn, c, _ in self.bn_layers(arch)
                for stat in ("running_mean", "running_var")]

    def image_size_rule(self, image_size: int) -> str | None:
        if image_size % STRIDE:
            return f"image_size {image_size} is not a multiple of 32 (stem /2, then four stride-2 stages)"
        return None

    def init_rules(self, arch: Any, classes: int) -> dict[str, dict]:
        return goog_init_rules(self.param_table(arch, classes), classes)

    def null_gradients(self, arch: Any, drop_path: bool = False) -> dict[str, str]:
        """Every block's last BN bias (a linear bottleneck's) whose output reaches the loss only through the next
        block's first 1×1 conv or ``conv_head`` and a training-mode BN (a skip carries the shift on to the same
        kind of consumer), which subtracts a per-channel constant away (D108); with its BN's weight as partner.
        Not a block followed by one that starts with its depthwise conv (a depthwise-separable block, where a
        stage of them has more than one): that conv's zero padding turns a constant shift into one that differs at
        the borders, which BN does not cancel (found by the reference's cross-check against timm, stop 47). With
        ``drop_path``, not a block with a skip either: its drop mask scales the shift per example, and BN
        subtracts only the batch's mean (found by the check of the first drop step, D114)."""
        out = {}
        chain = list(self.blocks(arch))
        for b, after in zip(chain, chain[1:] + [None]):
            if after is not None and self.block_layers(after)[0][0] == "conv_dw" or drop_path and b.skip:
                continue
            bn = self.block_layers(b)[-1][2]
            out[f"{b.prefix}.{bn}.bias"] = f"{b.prefix}.{bn}.weight"
        return out

    def drop_sites(self, arch: Any) -> int:
        """One mask per block with a skip where the family takes ``stochastic_depth``; else none."""
        return len(self.drop_site_blocks(arch)) if "stochastic_depth" in self.keys else 0

    def drop_site_blocks(self, arch: Any) -> tuple[int, ...]:
        """Each site's block over all blocks (:func:`drop_site_blocks`): the ramp counts every block, the masks
        only those with a skip."""
        return drop_site_blocks(self.blocks(arch)) if "stochastic_depth" in self.keys else ()

    def drop_blocks(self, arch: Any) -> int:
        return sum(1 for _ in self.blocks(arch))

    def drop_path_rate(self, size: str) -> float | None:
        return self.recommended_drop_path_rate

    def forward_chain(self, x, params: dict, buffers: dict, arch: Any, v, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """The forward of :mod:`cnxbuild.nets.mbconv`'s docstring on this family's blocks."""
        if drop_masks and "stochastic_depth" not in self.keys:
            raise ValueError(f"{self.name}: no drop-path sites (the family has no stochastic_depth)")
        logits, tape, updates = forward_chain(x, params, buffers, self.blocks(arch), self.block_layers, act=self.act,
                                              mode=mode, eps=v.norm_eps, replicas=getattr(v, "replicas", 1),
                                              net=self.name, drop_masks=drop_masks or None)
        return Emitted(logits, tape, updates)

    def backward_chain(self, tape: list, dlogits, *, precision: str) -> dict:
        return backward_chain(tape, dlogits, precision=precision)
