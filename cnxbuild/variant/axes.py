"""The axes of a Variant and their documented defaults (spec/variants.md, "Axes of a Variant"): the kinds, the
optimizer, loss, GELU and precision enums, the datasets, and each optimizer's baked constants
(spec/variants.md, "Optimizer defaults").
"""

from __future__ import annotations

import re
from enum import Enum

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = ["DEFAULT_IMAGE_SIZE", "DEFAULT_BATCH", "FORWARD_KINDS", "KINDS", "RENAMED_KEYS", "DEFAULT_CLIP_NORM",
           "DEFAULT_FUSED_SGD_LR", "Optimizer", "Loss", "Gelu", "Precision", "FROZEN",
           "MAX_CLASSES", "Dataset", "BUILTIN_DATASETS", "OptimizerDefaults", "WX_TRUST_NOTE",
           "OPTIMIZER_DEFAULTS", "OPTIMIZER_CONSTANT_KEYS", "constant_rule"]

DEFAULT_IMAGE_SIZE = 224  # pixels
DEFAULT_BATCH = 32  # examples per replica
#: The artifact kinds: a train step, the batch-statistics forward, the frozen-statistics forward of a
#: BatchNorm family (spec/families.md). A family renders the forward kinds its ``forward_kinds`` lists.
FORWARD_KINDS = ("fwd", "fwd_eval")
KINDS = ("train_step", *FORWARD_KINDS)
#: Keys renamed since an earlier release: old key → new key (a matrix or Variant with the old one is refused
#: with a message naming the new one; docs/decisions.md D41).
RENAMED_KEYS = {"ln_eps": "norm_eps"}
DEFAULT_CLIP_NORM = 1.0  # `clip` with no digits
DEFAULT_FUSED_SGD_LR = 0.1


class Optimizer(str, Enum):
    adamw = "adamw"
    lamb = "lamb"
    momentum = "momentum"
    nesterov = "nesterov"
    rmsprop = "rmsprop"
    sgd = "sgd"
    fused_sgd = "fused_sgd"


class Loss(str, Enum):
    ce = "ce"  # label-smoothed cross-entropy
    bce = "bce"  # binary cross-entropy with logits


class Gelu(str, Enum):
    tanh = "tanh"
    erf = "erf"


class Precision(str, Enum):
    f32 = "f32"
    bf16 = "bf16"  # weight-gradient convolutions and fc layers take bf16 operands, f32 accumulation


FROZEN = ConfigDict(extra="forbid", frozen=True, use_enum_values=False)


#: A dataset's class count: ImageNet-21k has 21,841; a million is a face-identity head's order, still a module
#: of sane size (the head's weight is classes × width floats).
MAX_CLASSES = 1_000_000


class Dataset(BaseModel):
    """A dataset of the registry: its TOML name, its class count K and its slug code.

    The code is the dataset's part of the model token (family token + size code + code): lowercase letters
    only, so it can never run into the image-size digits that follow it.
    """

    model_config = FROZEN
    name: str = Field(min_length=1)
    classes: int = Field(ge=1, le=MAX_CLASSES)
    code: str

    @field_validator("code")
    @classmethod
    def _code_letters(cls, v: str) -> str:
        if not re.fullmatch(r"[a-z]*", v):
            raise ValueError(f"dataset code {v!r} must be lowercase letters a-z only (or empty)")
        return v


BUILTIN_DATASETS: dict[str, Dataset] = {
    "imagenette": Dataset(name="imagenette", classes=10, code=""),
    "imagenet": Dataset(name="imagenet", classes=1000, code="in"),
}


class OptimizerDefaults(BaseModel):
    """Baked constants of one optimizer (spec/variants.md, "Optimizer defaults")."""

    model_config = FROZEN
    token: str  # slug token ("" for fused_sgd)
    weight_decay: float
    label_smoothing: float  # default α for ce
    regions: tuple[str, ...]  # optimizer state regions besides θ, in input order
    runtime_lr: bool  # lr is an input (False: baked, fused_sgd)
    bias_correction: bool  # bc1, bc2 inputs
    constants: dict[str, float]  # β's, ε's, μ, ρ
    #: the update rule in the constants' names (spec/convnext.md, "Optimizer semantics"; a sidecar's
    #: ``update_rule.update``): g the step's gradient, wd the weight decay of the tensor
    update: str


#: The part of LAMB's rule that holds only under ``wx`` (a sidecar leaves it out otherwise).
WX_TRUST_NOTE = ", and for a tensor wx excludes"

OPTIMIZER_DEFAULTS: dict[Optimizer, OptimizerDefaults] = {
    Optimizer.adamw: OptimizerDefaults(
        token="adam", weight_decay=1e-4, label_smoothing=0.1, regions=("m", "v"), runtime_lr=True,
        bias_correction=True, constants={"b1": 0.9, "b2": 0.999, "eps": 1e-8},
        update="m' = b1*m + (1-b1)*g; v' = b2*v + (1-b2)*g^2; theta' = theta - lr*(m'/bc1)/(sqrt(v'/bc2) "
        "+ eps) - lr*wd*theta"),
    Optimizer.lamb: OptimizerDefaults(
        token="lamb", weight_decay=0.02, label_smoothing=0.1, regions=("m", "v"), runtime_lr=True,
        bias_correction=True, constants={"b1": 0.9, "b2": 0.999, "eps": 1e-6},
        update="m' = b1*m + (1-b1)*g; v' = b2*v + (1-b2)*g^2; r = (m'/bc1)/(sqrt(v'/bc2) + eps) + "
        "wd*theta; theta' = theta - lr*trust*r, trust = ||theta||/||r|| per tensor (1 if either is 0"
        + WX_TRUST_NOTE + ")"),
    Optimizer.momentum: OptimizerDefaults(
        token="mom", weight_decay=1e-4, label_smoothing=0.1, regions=("m",), runtime_lr=True,
        bias_correction=False, constants={"mu": 0.9},
        update="g_d = g + wd*theta; m' = mu*m + g_d; theta' = theta - lr*m'"),
    Optimizer.nesterov: OptimizerDefaults(
        token="nest", weight_decay=1e-4, label_smoothing=0.1, regions=("m",), runtime_lr=True,
        bias_correction=False, constants={"mu": 0.9},
        update="g_d = g + wd*theta; m' = mu*m + g_d; theta' = theta - lr*(g_d + mu*m')"),
    Optimizer.rmsprop: OptimizerDefaults(
        token="rms", weight_decay=1e-5, label_smoothing=0.1, regions=("m", "v"), runtime_lr=True,
        bias_correction=False, constants={"rho": 0.9, "mu": 0.9, "eps": 1e-3},
        update="g_d = g + wd*theta; v' = rho*v + (1-rho)*g_d^2; m' = mu*m + g_d/sqrt(v' + eps); theta' = "
        "theta - lr*m'"),
    Optimizer.sgd: OptimizerDefaults(
        token="sgd", weight_decay=0.0, label_smoothing=0.1, regions=(), runtime_lr=True,
        bias_correction=False, constants={},
        update="theta' = theta - lr*(g + wd*theta)"),
    Optimizer.fused_sgd: OptimizerDefaults(
        token="", weight_decay=0.0, label_smoothing=0.0, regions=(), runtime_lr=False,
        bias_correction=False, constants={},
        update="theta' = theta - lr*g, lr = constants.lr (baked)"),
}

#: Each optimizer constant (``OptimizerDefaults.constants``' names, the sidecar's ``constants``) → the Variant field
#: and matrix key that sets it, and its range: ``(field, low, low_open, high)``, ``low <= value < high`` (``low <
#: value`` when ``low_open``) (docs/decisions.md, D130). A constant an optimizer does not have is None in its
#: Variants; its default is the table's above.
OPTIMIZER_CONSTANT_KEYS: dict[str, tuple[str, float, bool, float]] = {
    "b1": ("b1", 0.0, False, 1.0),
    "b2": ("b2", 0.0, False, 1.0),
    "mu": ("mu", 0.0, False, 1.0),
    "rho": ("rho", 0.0, False, 1.0),
    "eps": ("optimizer_eps", 0.0, True, 10.0),
}


def constant_rule(constant: str) -> str:
    """The range of optimizer constant ``constant`` in words: ``"0 <= b1 < 1"``, ``"0 < optimizer_eps < 10"``."""
    field, low, low_open, high = OPTIMIZER_CONSTANT_KEYS[constant]
    return f"{low:g} {'<' if low_open else '<='} {field} < {high:g}"
