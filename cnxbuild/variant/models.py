"""The Variant models: :class:`TrainStep` and :class:`Forward`, frozen and closed, every default filled in at
construction; and the functions that derive one Variant from another (another geometry, the forward partner).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator

from cnxbuild.variant.axes import (DEFAULT_BATCH, DEFAULT_CLIP_NORM, DEFAULT_FUSED_SGD_LR, DEFAULT_IMAGE_SIZE,
                                   FROZEN, OPTIMIZER_CONSTANT_KEYS, OPTIMIZER_DEFAULTS, RENAMED_KEYS,
                                   Dataset,
                                   Gelu, Loss, Optimizer, OptimizerDefaults, Precision, constant_rule)
from cnxbuild.variant.spelling import (CLIP_NORM_FLOOR, CLIP_NORM_MIN, MAX_ACCUMULATE, MAX_BATCH, MAX_IMAGE_SIZE,
                                       MAX_REPLICAS, check_spellable, show_value, validation_message)

__all__ = ["TrainStep", "Forward", "Variant", "at_geometry", "is_default", "forward_partner"]


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
    model_config = FROZEN

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
        return check_spellable("norm_eps", v)

    @model_validator(mode="after")
    def _family_rules(self) -> "_VariantBase":
        fam = _family(self.family)
        if self.size not in fam.sizes:
            alias = fam.size_alias(str(self.size))
            hint = f"did you mean {alias!r}? " if alias else ""
            article = "an" if fam.display[0] in "AEIOU" else "a"  # before a vowel (a breaker's finding, stop 47)
            raise ValueError(f"size {show_value(self.size)} is not {article} {fam.display} size; {hint}"
                             f"{fam.display} sizes: {', '.join(fam.sizes)}")
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
    #: The optimizer's constants (D130): filled from OPTIMIZER_DEFAULTS for the optimizer's own, None for the rest.
    b1: float | None = None  # AdamW, LAMB: β1
    b2: float | None = None  # AdamW, LAMB: β2
    mu: float | None = None  # momentum, nesterov, RMSProp: the momentum μ
    rho: float | None = None  # RMSProp: the mean square's decay ρ
    optimizer_eps: float | None = None  # AdamW, LAMB, RMSProp: the optimizer's ε

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
        for constant, value in d.constants.items():
            field = OPTIMIZER_CONSTANT_KEYS[constant][0]
            if data.get(field) is None:
                data[field] = value
        if data.get("clip_norm") is True:
            data["clip_norm"] = DEFAULT_CLIP_NORM
        elif data.get("clip_norm") is False:
            data["clip_norm"] = None
        return data

    @field_validator("weight_decay", "label_smoothing", "clip_norm", "lr", "b1", "b2", "mu", "rho", "optimizer_eps")
    @classmethod
    def _unsigned_zero(cls, v: float | None) -> float | None:
        """-0.0 is 0: it compares, spells and bakes as 0 (docs/decisions.md D27)."""
        return 0.0 if v == 0 and isinstance(v, float) else v

    @model_validator(mode="after")
    def _check(self) -> "TrainStep":
        check_spellable("weight_decay", self.weight_decay)
        if not 0 <= self.label_smoothing < 1:
            raise ValueError(f"label_smoothing {self.label_smoothing!r} must satisfy 0 <= α < 1")
        check_spellable("label_smoothing", self.label_smoothing, below=1.0)
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
            check_spellable("clip_norm", self.clip_norm)
        if self.stochastic_depth and "stochastic_depth" not in _family(self.family).keys:
            raise ValueError(refuse_key(_family(self.family), "stochastic_depth", True))
        self._check_optimizer_constants()
        if self.optimizer is Optimizer.fused_sgd:
            self._check_fused_sgd()
        elif self.lr is not None:
            raise ValueError(
                f"lr is baked only for optimizer 'fused_sgd'; {self.optimizer.value} takes lr as a runtime "
                f"input (got lr = {self.lr!r})")
        return self

    def _check_optimizer_constants(self) -> None:
        """Each optimizer constant set only for an optimizer that has it, within its rule, and spellable."""
        own = self.defaults.constants
        for constant, (field, low, low_open, high) in OPTIMIZER_CONSTANT_KEYS.items():
            value = getattr(self, field)
            if value is None:
                continue
            if constant not in own:
                has = ", ".join(OPTIMIZER_CONSTANT_KEYS[c][0] for c in own) or "none"
                raise ValueError(f"{field} = {show_value(value)}: optimizer {self.optimizer.value!r} has no "
                                 f"{field}; the constants it takes: {has}")
            if not ((low < value if low_open else low <= value) and value < high):
                raise ValueError(f"{field} {value!r} must satisfy {constant_rule(constant)}")
            check_spellable(field, value, below=high)  # 0.99999999 is 1.0 in float32: not offered (stop 57)

    @property
    def optimizer_constants(self) -> dict[str, float]:
        """The optimizer's baked constants by the table's names (``{"b1": 0.9, "b2": 0.95, "eps": 1e-08}``), in
        the table's order: the defaults of ``OPTIMIZER_DEFAULTS`` unless the Variant sets them (D130). What the
        emitter bakes, the reference computes with, and the sidecar's ``constants`` lists."""
        return {c: getattr(self, OPTIMIZER_CONSTANT_KEYS[c][0]) for c in self.defaults.constants}

    def _check_fused_sgd(self) -> None:
        if not self.lr > 0:
            raise ValueError(f"lr {self.lr!r} must be > 0")
        check_spellable("lr", self.lr)
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
