"""``slug(variant)``: the one naming function (spec/variants.md, "Grammar"). Every path, entry name and
sidecar name of an artifact derives from :func:`slug`; every constant a Variant bakes is spelled unless it
equals its documented default.
"""

from __future__ import annotations

from cnxbuild.nets import family_of
from cnxbuild.slug.markers import CONSTANT_MARKERS
from cnxbuild.variant import (DEFAULT_BATCH, DEFAULT_CLIP_NORM, DEFAULT_IMAGE_SIZE, Forward, Gelu, Loss, Optimizer,
                              Precision, TrainStep, spell_decimal)

__all__ = ["model_token", "slug", "entry_name"]


def model_token(v: TrainStep | Forward) -> str:
    """The family's token + size code + dataset code [+ image size when ≠ 224]: ``convnextsin160``,
    ``resnet50in160``."""
    fam = family_of(v)
    image = "" if v.image_size == DEFAULT_IMAGE_SIZE else str(v.image_size)
    return f"{fam.token}{fam.size_codes[v.size]}{v.dataset.code}{image}"


def _dec(marker: str, value: float, default: float | None) -> str:
    return "" if value == default else marker + spell_decimal(value)


def _batch(v: TrainStep | Forward) -> str:
    return "" if v.batch == DEFAULT_BATCH else str(v.batch)


def _train_part(v: TrainStep) -> str:
    d = v.defaults
    tail = (_dec("ls", v.label_smoothing, d.label_smoothing if v.loss is Loss.ce else 0.0) + _forward_tail(v)
            + ("bf16" if v.precision is Precision.bf16 else ""))
    if v.optimizer is Optimizer.fused_sgd:
        return _batch(v) + _dec("lr", v.lr, 0.1) + tail
    acc, dp = v.accumulate > 1, v.replicas > 1
    opt = "" if d.token == "adam" and (v.ema or acc) else d.token
    clip = "" if v.clip_norm is None else "clip" + _dec("", v.clip_norm, DEFAULT_CLIP_NORM)
    return ("ema" * v.ema + opt + "acc" * acc + "dp" * dp + (f"{v.accumulate}x" if acc else "")
            + _batch(v) + (f"x{v.replicas}" if dp else "") + "wx" * v.wd_exclude_rank1 + clip
            + "drop" * v.stochastic_depth + ("bce" if v.loss is Loss.bce else "")
            + _dec("wd", v.weight_decay, d.weight_decay) + _constants(v) + tail)


def _constants(v: TrainStep) -> str:
    """The optimizer's constants that differ from its defaults (D130): ``b1``, ``b2``, ``mu``, ``rho``, ``oeps``."""
    have, default = v.optimizer_constants, v.defaults.constants
    return "".join(_dec(marker, have[c], default[c]) for marker, c in CONSTANT_MARKERS.items() if c in have)


def _forward_tail(v: TrainStep | Forward) -> str:
    """``eps`` (the family's norm ε, when not its default) and ``erf``."""
    return _dec("eps", v.norm_eps, family_of(v).norm_eps_default) + ("erf" if v.gelu is Gelu.erf else "")


def slug(v: TrainStep | Forward) -> str:
    """The artifact name of ``v`` (spec/variants.md, "Grammar"): ``model [_ variant] _ kind``.

    Every constant ``v`` bakes is spelled unless it equals its documented default. The result matches
    ``[a-z0-9_]+`` and ``parse_slug(slug(v)) == v``.
    """
    if isinstance(v, TrainStep):
        part, kind = _train_part(v), "train_step"
    else:
        part, kind = _batch(v) + _forward_tail(v), v.kind
    return f"{model_token(v)}_{part}_{kind}" if part else f"{model_token(v)}_{kind}"


def entry_name(v: TrainStep | Forward) -> str:
    """The MLIR entry function's name: the slug itself (design.md: entry == file stem)."""
    return slug(v)
