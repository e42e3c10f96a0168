"""Emission pieces every BatchNorm family shares: the tape entry, the forward context that emits a conv, a
BatchNorm (with its running-statistics update in mode ``train``) or an activation and records it, and the
backward of one recorded layer. A family's ``<family>_emit`` module composes them in its own order
(docs/decisions.md, D107); nothing here knows a family's structure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from typing import Any

from cnxbuild.layers import batchnorm, conv, conv2d, elementwise, linear, pool
from cnxbuild.nets.family import Family

__all__ = ["ACTIVATIONS", "BN_MOMENTUM", "MODES", "BatchNormFamily", "BnEmit", "Step", "backward_step",
           "make_divisible"]

MODES = ("train", "fwd", "fwd_eval")
BN_MOMENTUM = 0.1  # nn.BatchNorm2d's momentum: r′ = (1 − 0.1)·r + 0.1·s

#: activation kind → (forward, backward) on :mod:`cnxbuild.layers.elementwise`
ACTIVATIONS = {"relu": (elementwise.relu_forward, elementwise.relu_backward),
               "relu6": (elementwise.relu6_forward, elementwise.relu6_backward),
               "silu": (elementwise.silu_forward, elementwise.silu_backward)}


def make_divisible(v: float, divisor: int = 8, round_limit: float = 0.9) -> int:
    """timm's ``make_divisible``: ``v`` rounded to the nearest multiple of ``divisor`` (at least ``divisor``), one
    more multiple when that falls below ``round_limit``·v. 32·0.35 → 16; 1280·1.4 → 1792."""
    new = max(divisor, int(v + divisor / 2) // divisor * divisor)
    return new + divisor if new < round_limit * v else new


@dataclass(frozen=True)
class Step:
    """One tape entry: ``kind`` (conv | dw | bn | relu | relu6 | maxpool | pool | fc, or a family's own kind such
    as ``block``), the timm ``prefix`` of its parameters, its saved record."""

    kind: str
    prefix: str
    saved: object = None
    need_dx: bool = True


@dataclass
class BnEmit:
    """The forward's context: parameters and buffers by timm name, mode (:data:`MODES`), ε, replicas, the
    buffer updates so far, and ``ssa`` (a timm prefix → a short SSA hint)."""

    params: dict
    buffers: dict
    mode: str
    eps: float
    replicas: int
    ssa: Callable[[str], str]
    updates: dict

    def conv(self, tape: list, x, prefix: str, *, stride: int, padding: int, need_dx: bool = True):
        """``nn.Conv2d(bias=False)`` with ``<prefix>.weight`` (:mod:`cnxbuild.layers.conv2d`), recorded."""
        y, saved = conv2d.conv2d_forward(x, self.params[prefix + ".weight"], stride=stride, padding=padding,
                                         name=self.ssa(prefix))
        tape.append(Step("conv", prefix, saved, need_dx))
        return y

    def depthwise(self, tape: list, x, prefix: str, *, stride: int, padding: int):
        """A depthwise ``nn.Conv2d(C, C, k, stride, padding, groups=C, bias=False)``, recorded."""
        y, saved = conv.depthwise_forward(x, self.params[prefix + ".weight"], None, stride=stride,
                                          padding=padding, name=self.ssa(prefix))
        tape.append(Step("dw", prefix, saved))
        return y

    def bn(self, tape: list, x, prefix: str):
        """``nn.BatchNorm2d`` ``<prefix>``: frozen statistics in ``fwd_eval`` (nothing recorded), else the batch's
        (sync-BN over the replicas), recorded, and in ``train`` the running statistics' update."""
        w, b, name = self.params[prefix + ".weight"], self.params[prefix + ".bias"], self.ssa(prefix)
        if self.mode == "fwd_eval":
            return batchnorm.batch_norm_eval_forward(x, w, b, self.buffers[prefix + ".running_mean"],
                                                     self.buffers[prefix + ".running_var"], eps=self.eps, name=name)
        y, saved, stats = batchnorm.batch_norm_train_forward(x, w, b, eps=self.eps, replicas=self.replicas,
                                                             name=name)
        tape.append(Step("bn", prefix, saved))
        if self.mode == "train":
            for stat, value in (("running_mean", stats.mean), ("running_var", stats.var)):
                key = f"{prefix}.{stat}"
                self.updates[key] = batchnorm.running_update(self.buffers[key], value, BN_MOMENTUM,
                                                             name=f"{name}_{stat}")
        return y

    def act(self, tape: list, x, prefix: str, kind: str = "relu"):
        """An activation of :data:`ACTIVATIONS`, recorded."""
        y, saved = ACTIVATIONS[kind][0](x, name=self.ssa(prefix))
        tape.append(Step(kind, prefix, saved))
        return y


def backward_step(step: Step, dy, precision: str, name: str):
    """The backward of one recorded layer (not a family's own kind): ``(dx, {param suffix: gradient})``."""
    if step.kind == "conv":
        return conv2d.conv2d_backward(step.saved, dy, precision=precision, need_dx=step.need_dx, name=name)
    if step.kind == "dw":
        return conv.depthwise_backward(step.saved, dy, precision=precision, name=name)
    if step.kind == "bn":
        return batchnorm.batch_norm_train_backward(step.saved, dy, name=name)
    if step.kind in ACTIVATIONS:
        return ACTIVATIONS[step.kind][1](step.saved, dy, name=name)
    if step.kind == "maxpool":
        return pool.max_pool_backward(step.saved, dy, name=name)
    if step.kind == "pool":
        return pool.global_avg_pool_backward(step.saved, dy, name=name)
    if step.kind == "fc":
        return linear.linear_backward(step.saved, dy, precision=precision, name=name)
    raise ValueError(f"backward_step: no backward for a {step.kind!r} step ({step.prefix})")


class BatchNormFamily(Family):
    """What a family with ``nn.BatchNorm2d`` (ε 1e-5, momentum 0.1) and running statistics shares: the buffers
    as PyTorch resets and updates them, the frozen-statistics forward as the partner."""

    norm = "BatchNorm"
    norm_eps_default = 1e-5  # nn.BatchNorm2d's ε
    forward_kinds = ("fwd_eval", "fwd")
    partner_kind = "fwd_eval"
    #: the net's total stride (the last stage's side is image_size / this) and how messages name that stage
    output_stride = 32
    last_stage = "in the last stage"

    def batch_rule(self, v: Any) -> str | None:
        """BatchNorm's batch statistics (a train step, ``fwd``) need n = R·B·H·W ≥ 2 values per channel in the
        last stage (H = W = image / :attr:`output_stride`): the unbiased variance divides by n − 1, and PyTorch
        refuses n = 1 in training too (:func:`cnxbuild.layers.batchnorm.batch_norm`)."""
        if getattr(v, "kind", None) == "fwd_eval":  # running statistics: any batch
            return None
        side, replicas = v.image_size // self.output_stride, getattr(v, "replicas", 1)
        if replicas * v.batch * side * side >= 2:
            return None
        return (f"batch {v.batch} at {v.image_size} px leaves BatchNorm 1 value per channel {self.last_stage} "
                f"(batch × replicas × {side}×{side}); its batch statistics need at least 2: a batch of 2 or more, or "
                f"an image size of {2 * self.output_stride} or more")

    def buffer_rules(self, arch) -> dict[str, dict]:
        """Running statistics as PyTorch resets them: ``running_mean`` fill 0, ``running_var`` fill 1."""
        return {p.name: {"fill": 0.0 if p.name.endswith("running_mean") else 1.0} for p in self.buffer_table(arch)}

    def train_constants(self) -> dict[str, float]:
        return {"bn_momentum": BN_MOMENTUM}

    def buffer_update(self) -> str:
        keep = 1 - BN_MOMENTUM
        return (f"per BatchNorm, per channel, over the N*H*W values of this micro-step's batch (with replicas, of "
                f"all replicas' examples: sync-BN): running_mean' = {keep}*running_mean + {BN_MOMENTUM}*mean; "
                f"running_var' = {keep}*running_var + {BN_MOMENTUM}*var, var the UNBIASED variance (PyTorch's); "
                "never decayed, clipped, stepped or averaged by EMA: evaluate EMA weights with these buffers")
