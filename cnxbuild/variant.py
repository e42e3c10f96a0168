"""Variants: the canonical, frozen description of one artifact (spec/variants.md, "Axes of a Variant").

A Variant is either a :class:`TrainStep` (forward + loss + hand-written backward + optimizer in one
function) or a :class:`Forward` (evaluation forward, logits only). Both are frozen pydantic models with
``extra="forbid"``; every default is filled in at construction, so two Variants describing the same artifact
are equal objects with equal hashes and equal ``model_dump(mode="json")``.

Every value that carries a slug marker must spell back to itself through the decimal grammar
(:func:`spell_decimal`); values the grammar cannot spell (≥ 10, negative, not finite) are rejected here.

A Variant belongs to a net family (``family``, default the registry's; spec/families.md): the family decides
its sizes, the default of ``norm_eps``, which optional keys it takes (``gelu``, ``stochastic_depth``), the
image sizes it renders and its forward kinds (:mod:`cnxbuild.nets`, asked here by name).
"""

from __future__ import annotations

import json
import math
import re
import struct
from decimal import Decimal
from enum import Enum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

__all__ = [
    "Optimizer", "Loss", "Gelu", "Precision", "Dataset", "BUILTIN_DATASETS",
    "OptimizerDefaults", "OPTIMIZER_DEFAULTS", "TrainStep", "Forward", "Variant", "KINDS", "FORWARD_KINDS",
    "spell_decimal", "parse_decimal", "DEFAULT_IMAGE_SIZE", "DEFAULT_BATCH",
    "DEFAULT_CLIP_NORM", "DEFAULT_FUSED_SGD_LR", "forward_partner", "is_default", "show_value", "at_geometry",
    "validation_message", "RENAMED_KEYS", "WX_TRUST_NOTE",
]

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
DEFAULT_LABEL_SMOOTHING = 0.1  # ce with any optimizer but fused_sgd


class Optimizer(str, Enum):
    adamw = "adamw"
    lamb = "lamb"
    momentum = "momentum"
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


_FROZEN = ConfigDict(extra="forbid", frozen=True, use_enum_values=False)


#: A dataset's class count: ImageNet-21k has 21,841; a million is a face-identity head's order, still a module
#: of sane size (the head's weight is classes × width floats).
MAX_CLASSES = 1_000_000


class Dataset(BaseModel):
    """A dataset of the registry: its TOML name, its class count K and its slug code.

    The code is the dataset's part of the model token (family token + size code + code): lowercase letters
    only, so it can never run into the image-size digits that follow it.
    """

    model_config = _FROZEN
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

    model_config = _FROZEN
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


# ---------------------------------------------------------------------------------------------------------
# The decimal grammar (spec/variants.md, "D (decimal)")


def spell_decimal(value: float) -> str:
    """Spell ``value`` as the grammar's D: shortest fixed-point digits, point removed, units digit first.

    0.05 → "005", 0.001 → "0001", 1e-6 → "0000001", 0 → "0", 2.5 → "25", 1.0 → "1".

    Raises:
        ValueError: the value is negative, not finite, or ≥ 10 (the grammar has one integer digit).
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{value!r} is not a number")
    value = 0.0 if value == 0 else value  # -0.0 is 0 (docs/decisions.md D27)
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"{value!r} cannot be spelled: decimals must be finite and >= 0")
    if value >= 10:
        raise ValueError(f"{value!r} cannot be spelled: decimals must be below 10 (one integer digit)")
    text = format(Decimal(repr(float(value))), "f")  # shortest round-trip digits, fixed point
    units, _, frac = text.partition(".")
    return units + frac.rstrip("0")


def parse_decimal(digits: str) -> float:
    """Inverse of :func:`spell_decimal`: "005" → 0.05. Raises ValueError on anything but digits."""
    if not re.fullmatch(r"[0-9]+", digits):
        raise ValueError(f"{digits!r} is not a decimal spelling (digits only)")
    return float(digits[0] + "." + digits[1:]) if len(digits) > 1 else float(digits)


MAX_DECIMAL_DIGITS = 16  # digits of one spelled decimal in a slug (1e-15 is "0000000000000001")
#: Upper bounds of the integer keys: far beyond any recipe, low enough that a typo (an extra 0, a byte count)
#: is an error instead of a gigabyte-sized module or a tensor whose element count overflows.
MAX_IMAGE_SIZE, MAX_BATCH, MAX_REPLICAS, MAX_ACCUMULATE = 2048, 4096, 1024, 1024
#: The smallest clip_norm C (docs/decisions.md, D91): the clip scales by min(1, C/(‖g‖ + 1e-6)) (timm's and
#: optax's 1e-6), which below C = 1e-4 scales gradients under C too, so the step has no unclipped regime a
#: check can show.
CLIP_NORM_MIN = 1e-4
CLIP_NORM_FLOOR = ("below 1e-4 the 1e-6 in the clip's factor C/(‖g‖ + 1e-6) scales gradients under C too, so "
                   "the step would never run unclipped and its check could not show the clip's threshold")


def float32_spelling(value: float) -> str:
    """The shortest decimal that reads back as the float32 nearest ``value``: what a baked f32 constant holds
    (0.05 → "0.05", 1.00000001 → "1.0", 0.123456789 → "0.12345679"), as Python spells that decimal."""
    f32 = struct.unpack("<f", struct.pack("<f", value))[0]
    for digits in range(1, 10):  # 9 significant digits tell every float32 apart (FLT_DECIMAL_DIG)
        text = f"{f32:.{digits}g}"
        if struct.unpack("<f", struct.pack("<f", float(text)))[0] == f32:
            return repr(float(text))
    raise AssertionError(f"no 9-digit spelling of float32 {f32!r}")  # pragma: no cover - IEEE 754 has one


def _check_spellable(name: str, value: float) -> float:
    """``value`` as a float, if the slug can spell it in at most MAX_DECIMAL_DIGITS digits and it is the value
    of a float32 (the artifact bakes its constants as float32: 1.00000001 would name and list a constant the
    artifact does not hold; docs/decisions.md D83). Raises ValueError naming ``name`` otherwise."""
    spelled = spell_decimal(value)
    if len(spelled) > MAX_DECIMAL_DIGITS:
        raise ValueError(f"{name} = {value!r} would be spelled with {len(spelled)} digits in the artifact's name; "
                         f"at most {MAX_DECIMAL_DIGITS} are allowed (values down to 1e-15, with few significant "
                         "digits)")
    held = float32_spelling(value)
    if float(held) != float(value):
        raise ValueError(f"{name} = {value!r} is not a float32 value: the artifact bakes its constants as "
                         f"float32, which holds it as {held}; write {held} (or a value with fewer "
                         "significant digits)")
    if parse_decimal(spelled) != float(value):  # pragma: no cover - repr round-trips every finite float
        raise ValueError(f"{name} = {value!r} does not spell back to itself ({spelled!r})")
    return float(value)


def validation_message(e: ValidationError) -> str:
    """One line for a Variant's ValidationError: each error as ``key = value: rule`` (a rule of its own that
    already names the key stays as it is), joined by "; ". Missing keys are left to the caller's wording."""
    msgs = []
    for err in e.errors():
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] != "value_error" and err["loc"]:
            msg = f"{err['loc'][0]} = {show_value(err['input'])}: {msg[0].lower()}{msg[1:]}"
        msgs.append(msg)
    return "; ".join(msgs)


def show_value(value: Any) -> str:
    """A value as TOML spells it: ``"adamw"``, ``true``, ``0.05``, ``nan``, ``-inf`` (for error messages and
    listings). A string's printable characters are shown as written (``"café"``), the others escaped
    (``"optim\\u200bizer"``: an invisible character must not hide in a message)."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show_value(v) for v in value) + "]"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


# ---------------------------------------------------------------------------------------------------------


def _family(name: Any):
    """The registered family ``name`` (imported here: the registry's modules never import this one)."""
    from cnxbuild.nets import family

    return family(name)


def _fill_family_defaults(data: dict) -> dict:
    """The family-dependent defaults of a Variant's input ``data`` (a copy): ``family`` (the registry's
    default), ``norm_eps`` (the family's), ``gelu`` (tanh for a family that takes it); a TOML integer size
    (``50``) becomes its name (``"50"``). A renamed key is refused here, naming its new name."""
    from cnxbuild.nets import DEFAULT_FAMILY

    for old, new in RENAMED_KEYS.items():
        if old in data:
            raise ValueError(f"{old} was renamed {new} (the family's normalisation ε); write {new} = "
                             f"{show_value(data[old])}")
    data = dict(data)
    if data.get("family") is None:
        data["family"] = DEFAULT_FAMILY
    if isinstance(data.get("size"), int) and not isinstance(data.get("size"), bool):
        data["size"] = str(data["size"])
    fam = _family(data["family"])  # UnknownFamily (a ValueError) names the known families
    if data.get("norm_eps") is None:
        data["norm_eps"] = fam.norm_eps_default
    if data.get("gelu") is None and "gelu" in fam.keys:
        data["gelu"] = Gelu.tanh
    return data


def refuse_key(fam: Any, key: str, value: Any) -> str:
    """The message for an optional key ``fam`` does not take (spec/families.md)."""
    takes = ", ".join(sorted(fam.keys)) or "none"
    return (f"family {fam.name!r} ({fam.display}) does not take {key} (got {key} = {show_value(value)}); "
            f"the optional keys it takes: {takes}")


class _VariantBase(BaseModel):
    model_config = _FROZEN

    family: str = Field(default=None, validate_default=True)  # filled: the registry's default family
    size: str
    dataset: Dataset
    image_size: int = Field(default=DEFAULT_IMAGE_SIZE, ge=32, le=MAX_IMAGE_SIZE)
    batch: int = Field(default=DEFAULT_BATCH, ge=1, le=MAX_BATCH, description="examples per replica")
    norm_eps: float = Field(default=None, validate_default=True)  # filled: the family's default ε
    gelu: Gelu | None = None  # filled: tanh for a family that takes gelu, None for the others

    @model_validator(mode="before")
    @classmethod
    def _family_defaults(cls, data: Any) -> Any:
        return _fill_family_defaults(data) if isinstance(data, dict) else data

    @field_validator("family")
    @classmethod
    def _known_family(cls, v: str) -> str:
        _family(v)  # raises UnknownFamily (a ValueError) naming the known families
        return v

    @field_validator("norm_eps")
    @classmethod
    def _eps_positive(cls, v: float) -> float:
        if not v > 0:
            raise ValueError(f"norm_eps {v!r} must be > 0")
        return _check_spellable("norm_eps", v)

    @model_validator(mode="after")
    def _family_rules(self) -> "_VariantBase":
        fam = _family(self.family)
        if self.size not in fam.sizes:
            raise ValueError(f"size {show_value(self.size)} is not a {fam.display} size; {fam.display} sizes: "
                             f"{', '.join(fam.sizes)}")
        reason = fam.image_size_rule(self.image_size) or fam.batch_rule(self)
        if reason is not None:
            raise ValueError(reason)
        if self.gelu is not None and "gelu" not in fam.keys:
            raise ValueError(refuse_key(fam, "gelu", self.gelu.value))
        return self

    @property
    def classes(self) -> int:
        """K, the classifier's output width."""
        return self.dataset.classes


class Forward(_VariantBase):
    """An evaluation forward: inputs x [B,3,H,W] f32, θ (and, for ``fwd_eval``, the frozen buffers); output
    logits [B,K] f32. ``fwd`` normalises with batch statistics, ``fwd_eval`` with the running statistics
    (a BatchNorm family's evaluation mode); a family renders the kinds its ``forward_kinds`` lists."""

    kind: Literal["fwd", "fwd_eval"] = "fwd"

    @model_validator(mode="after")
    def _family_kind(self) -> "Forward":
        fam = _family(self.family)
        if self.kind not in fam.forward_kinds:
            raise ValueError(f"kind {show_value(self.kind)} is not rendered for family {fam.name!r} "
                             f"({fam.display}); its forward kinds: {', '.join(fam.forward_kinds)}")
        return self


class TrainStep(_VariantBase):
    """One train step: forward, loss, backward and optimizer (spec/convnext.md, "Optimizer semantics").

    Fields left unset take the documented defaults, which may depend on the optimizer and the loss
    (weight decay, label smoothing, the fused-SGD learning rate). After construction every field holds
    its canonical value.

    Raises:
        pydantic.ValidationError: a value out of range, or an invalid combination (the rule and the values).
    """

    kind: Literal["train_step"] = "train_step"
    optimizer: Optimizer
    ema: bool = False
    replicas: int = Field(default=1, ge=1, le=MAX_REPLICAS)
    accumulate: int = Field(default=1, ge=1, le=MAX_ACCUMULATE, description="micro-steps per applied step (k)")
    wd_exclude_rank1: bool = False
    clip_norm: float | None = None  # None: no clipping
    stochastic_depth: bool = False
    loss: Loss = Loss.ce
    weight_decay: float | None = None
    label_smoothing: float | None = None
    precision: Precision = Precision.f32
    lr: float | None = None  # fused_sgd only (baked)

    @model_validator(mode="before")
    @classmethod
    def _fill_defaults(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        try:
            opt = Optimizer(data.get("optimizer"))
        except ValueError:
            return data  # the field validator reports the bad value
        d = OPTIMIZER_DEFAULTS[opt]
        if data.get("weight_decay") is None:
            data["weight_decay"] = d.weight_decay
        if data.get("label_smoothing") is None:
            try:
                is_bce = Loss(data.get("loss", Loss.ce)) is Loss.bce
            except ValueError:
                is_bce = False  # the field validator reports the bad value
            data["label_smoothing"] = 0.0 if is_bce else d.label_smoothing
        if opt is Optimizer.fused_sgd and data.get("lr") is None:
            data["lr"] = DEFAULT_FUSED_SGD_LR
        if data.get("clip_norm") is True:
            data["clip_norm"] = DEFAULT_CLIP_NORM
        elif data.get("clip_norm") is False:
            data["clip_norm"] = None
        return data

    @field_validator("weight_decay", "label_smoothing", "clip_norm", "lr")
    @classmethod
    def _unsigned_zero(cls, v: float | None) -> float | None:
        """-0.0 is 0: it compares, spells and bakes as 0 (docs/decisions.md D27)."""
        return 0.0 if v == 0 and isinstance(v, float) else v

    @model_validator(mode="after")
    def _check(self) -> "TrainStep":
        _check_spellable("weight_decay", self.weight_decay)
        if not 0 <= self.label_smoothing < 1:
            raise ValueError(f"label_smoothing {self.label_smoothing!r} must satisfy 0 <= α < 1")
        _check_spellable("label_smoothing", self.label_smoothing)
        if self.loss is Loss.ce and self.classes < 2:
            raise ValueError(
                f"loss 'ce' needs at least 2 classes (dataset {self.dataset.name!r} has classes = "
                f"{self.classes}): "
                "over one class the softmax is 1, so the loss and every gradient are 0 and nothing trains; "
                "use loss 'bce' for a single class"
                + (" (with an optimizer other than fused_sgd, which takes no bce)"
                   if self.optimizer is Optimizer.fused_sgd else ""))
        if self.loss is Loss.bce and self.label_smoothing != 0:
            raise ValueError(
                f"loss 'bce' does not take label smoothing (got label_smoothing = {self.label_smoothing!r}); "
                "label smoothing applies to 'ce' only")
        if self.clip_norm is not None:
            if not self.clip_norm > 0:
                raise ValueError(f"clip_norm {self.clip_norm!r} must be > 0 (or false for no clipping)")
            if self.clip_norm < CLIP_NORM_MIN:
                raise ValueError(f"clip_norm {self.clip_norm!r} must be >= {CLIP_NORM_MIN!r}: "
                                 f"{CLIP_NORM_FLOOR}")
            _check_spellable("clip_norm", self.clip_norm)
        if self.stochastic_depth and "stochastic_depth" not in _family(self.family).keys:
            raise ValueError(refuse_key(_family(self.family), "stochastic_depth", True))
        if self.optimizer is Optimizer.fused_sgd:
            self._check_fused_sgd()
        elif self.lr is not None:
            raise ValueError(
                f"lr is baked only for optimizer 'fused_sgd'; {self.optimizer.value} takes lr as a runtime "
                f"input (got lr = {self.lr!r})")
        return self

    def _check_fused_sgd(self) -> None:
        if not self.lr > 0:
            raise ValueError(f"lr {self.lr!r} must be > 0")
        _check_spellable("lr", self.lr)
        rules = {
            "ema": (self.ema, False), "replicas": (self.replicas, 1), "accumulate": (self.accumulate, 1),
            "wd_exclude_rank1": (self.wd_exclude_rank1, False), "clip_norm": (self.clip_norm, None),
            "stochastic_depth": (self.stochastic_depth, False), "loss": (self.loss, Loss.ce),
            "weight_decay": (self.weight_decay, 0.0),
        }
        for key, (got, allowed) in rules.items():
            if got != allowed:
                def toml(value: Any) -> str:  # clip_norm None is written `false` in a matrix
                    return "false" if value is None else show_value(value)

                raise ValueError(f"optimizer 'fused_sgd' (θ − lr·g with lr baked, no state, CE) does not take "
                                 f"{key} = {toml(got)}; only {key} = {toml(allowed)} is allowed")

    @property
    def defaults(self) -> OptimizerDefaults:
        return OPTIMIZER_DEFAULTS[self.optimizer]

    @property
    def global_batch(self) -> int:
        """Examples per applied step: batch × replicas × accumulate."""
        return self.batch * self.replicas * self.accumulate


Variant = Annotated[Union[TrainStep, Forward], Field(discriminator="kind")]


def at_geometry(v: TrainStep | Forward, batch: int, image_size: int) -> TrainStep | Forward:
    """``v`` at another batch (examples per replica) and image size (px), validated as a matrix entry is
    (``model_copy`` would validate nothing: batch 0 divided by zero in the emitter, 100 px failed inside it).

    Raises:
        ValueError: the geometry is out of range or not one the family renders (one line,
            :func:`validation_message`).
    """
    try:
        return type(v).model_validate({**v.model_dump(), "batch": batch, "image_size": image_size})
    except ValidationError as e:
        raise ValueError(validation_message(e)) from None


def is_default(v: TrainStep | Forward, name: str) -> bool:
    """Whether field ``name`` of ``v`` holds the value it takes when left unset, so the slug spells no marker
    for it (spec/variants.md). A required field (``size``, ``dataset``, ``optimizer``, ``kind``) never is."""
    fields = {k: getattr(v, k) for k in type(v).model_fields if k != name}
    try:
        return type(v)(**fields) == v
    except ValueError:  # pydantic's ValidationError: the field is required
        return False


def forward_partner(step: TrainStep, eval_batch: int = DEFAULT_BATCH, eval_image_size: int | None = None
                    ) -> Forward:
    """The evaluation forward of a train step: same family, model and forward-affecting axes (ε, GELU), no
    drop masks, its own batch and image side (``eval_image_size``, default the step's), of the family's
    ``partner_kind`` (spec/variants.md, "Forward partners"; spec/families.md)."""
    return Forward(family=step.family, size=step.size, dataset=step.dataset,
                   image_size=step.image_size if eval_image_size is None else eval_image_size, batch=eval_batch,
                   norm_eps=step.norm_eps, gelu=step.gelu, kind=_family(step.family).partner_kind)
