"""The variant keys of a matrix file: one checker per key (scalar values; arrays are checked element by element),
their meaning, and the words other tools use for them (spec/variants.md, "Axes of a Variant")."""

from __future__ import annotations

import difflib
import math
import re
from dataclasses import dataclass
from typing import Any, Callable

from pydantic_core import PydanticCustomError

from cnxbuild.nets import FAMILIES
from cnxbuild.variant import (CLIP_NORM_FLOOR, CLIP_NORM_MIN, KINDS, MAX_BATCH, MAX_IMAGE_SIZE,
                              OPTIMIZER_CONSTANT_KEYS, Gelu, Loss, Optimizer, Precision, constant_rule, show_value)

__all__ = ["KEY_SYNONYMS", "NOT_KEYS", "did_you_mean", "Axis", "AXES", "TRAIN_ONLY_KEYS", "normalize", "fail",
           "parse_float", "checked", "check_axis", "integer", "letters", "one_line", "Scalar"]


#: Keys other tools (timm's train.py, optax, PyTorch) spell differently, or that a reader of the key's meaning
#: guesses: their word → the matrix key (a new user's finding, stop 40: ``weight_decay_exclude`` got
#: "did you mean 'weight_decay'?").
KEY_SYNONYMS = {
    "weight_decay_exclude": "wd_exclude_rank1", "wd_exclude": "wd_exclude_rank1",
    "no_weight_decay": "wd_exclude_rank1", "filter_bias_and_bn": "wd_exclude_rank1",
    "exclude_rank1": "wd_exclude_rank1",
    "clip_grad": "clip_norm", "clip_grad_norm": "clip_norm", "grad_clip": "clip_norm",
    "max_grad_norm": "clip_norm",
    "drop_path": "stochastic_depth", "smoothing": "label_smoothing",
    "grad_accum": "accumulate", "accum_steps": "accumulate", "gradient_accumulation_steps": "accumulate",
    "model_ema": "ema", "img_size": "image_size", "batch_size": "batch", "num_classes": "classes",
    "opt": "optimizer", "model": "size",
    "beta1": "b1", "beta2": "b2", "adam_beta1": "b1", "adam_beta2": "b2", "adam_eps": "optimizer_eps",
    "opt_eps": "optimizer_eps", "eps_optimizer": "optimizer_eps", "alpha": "rho", "decay_rate": "rho",
}
_SCHEDULE = ("the learning-rate schedule is the driver's (cnxbuild train --lr, --warmup): lr is a run-time "
             "input")
#: Keys that name something the matrix does not set (a run-time input of ``cnxbuild train``, or not an axis of
#: cnxbuild): the word → what to do instead, said in place of a near miss (a breaker's finding, stop 40:
#: ``ema_decay`` got "did you mean 'weight_decay'?", ``adam_eps`` "did you mean 'norm_eps'?").
NOT_KEYS = {
    "ema_decay": "the EMA decay is a run-time input of the step (cnxbuild train --ema-decay); the matrix "
                 "sets ema = true",
    "drop_path_rate": "the drop-path rate is the driver's (cnxbuild train --drop-path-rate: the masks are "
                      "run-time inputs); the matrix sets stochastic_depth = true",
    "warmup": _SCHEDULE, "warmup_steps": _SCHEDULE,
    "betas": "write b1 and b2, one number each (AdamW and LAMB: b1 = 0.9, b2 = 0.95)",
    "momentum": "the momentum μ is the key mu (default 0.9); optimizer = \"momentum\" is the heavy ball, "
                "\"nesterov\" Nesterov's (PyTorch's SGD(nesterov=True)), \"rmsprop\" RMSProp's",
    "epsilon": "the optimizer's ε is optimizer_eps (AdamW 1e-8, LAMB 1e-6, RMSProp 1e-3 by default); the "
               "net's normalisation ε is norm_eps",
    "nesterov": "Nesterov momentum is an optimizer of its own: optimizer = \"nesterov\" (\"momentum\" is heavy "
                "ball: m' = mu*m + g is the update)",
    "layer_decay": "layer-wise lr decay is not an axis of cnxbuild",
    "momentum_decay": "not an axis of cnxbuild; the momentum μ is the key mu",
}


#: A key that names an optimizer (or "opt") and an ε: the optimizer's ε, never the net's (``rms_eps``, ``lamb_eps``).
_OPTIMIZER_EPS = re.compile(r"(?:adam|adamw|lamb|rms|rmsprop|opt|optim|optimiser|sgd|momentum)_?(?:eps|epsilon)"
                            r"|(?:eps|epsilon)_?(?:adam|adamw|lamb|rms|rmsprop|opt|optim|optimizer|optimiser)")


def did_you_mean(word: Any, allowed: tuple[str, ...] | list[str]) -> str:
    """``"did you mean 'accumulate'? "`` when ``word`` is a near miss of one of ``allowed``, or another tool's
    name for one (:data:`KEY_SYNONYMS`), else ""."""
    if not isinstance(word, str):
        return ""
    folded = {a.lower(): a for a in allowed}
    if word.lower() in folded:
        near = [folded[word.lower()]]
    elif KEY_SYNONYMS.get(word.lower()) in allowed:
        near = [KEY_SYNONYMS[word.lower()]]
    elif "optimizer_eps" in allowed and _OPTIMIZER_EPS.fullmatch(word.lower()):  # not norm_eps (a breaker's
        near = ["optimizer_eps"]  # finding, stop 57: `rmsprop_eps` got "did you mean 'norm_eps'?")
    else:
        near = difflib.get_close_matches(word, allowed, 1, 0.6)
    return f"did you mean {near[0]!r}? " if near else ""


def _choice(values: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if not isinstance(v, str) or v not in values:
            raise ValueError(f"{show_value(v)} is not an allowed value; {did_you_mean(v, values)}allowed "
                             f"values: {', '.join(values)}")
        return v
    return check


def integer(minimum: int, multiple: int = 1, maximum: int | None = None) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"{show_value(v)} is not an integer")
        if v < minimum or (maximum is not None and v > maximum):
            bound = f">= {minimum}" if maximum is None else f"in [{minimum}, {maximum:_}]"
            raise ValueError(f"{v} is out of range: must be an integer {bound}")
        if v % multiple:
            raise ValueError(f"{v} is out of range: must be a multiple of {multiple}")
        return v
    return check


def _number(low: float, low_open: bool, high: float, rule: str) -> Callable[[Any], Any]:
    """A number in (low, high) or [low, high); high is at most 10, the decimal grammar's limit."""
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError(f"{show_value(v)} is not a number")
        if not (v > low if low_open else v >= low) or not v < high:
            raise ValueError(f"{show_value(v)} is out of range: must satisfy {rule}")
        return 0.0 if v == 0 and isinstance(v, float) else v  # -0.0 means 0 (docs/decisions.md D27)
    return check


def _family_name(v: Any) -> Any:
    """A registered family's name (read at check time: a family registered later is known too)."""
    return _choice(tuple(FAMILIES))(v)


def _timm_size(word: str) -> str:
    """``"did you mean '<size>' (timm's <model>, family '<family>')? "`` when ``word`` is timm's model name of
    a registered size (:attr:`cnxbuild.nets.Family.timm_models`) or its size word (``convnext_tiny`` → ``tiny``,
    ``vit_tiny_patch16_224`` → ``tiny``), naming every family's match (``tiny`` names a size of two families: the
    key is checked before the group's family is known; a breaker's finding, stop 44), else ""."""
    w = word.lower()
    found = [f"{size!r} (timm's {model}, family {f.name!r})" for f in FAMILIES.values()
             for size, model in f.timm_models.items() if w in (model, model.split("_")[1] if "_" in model else "")]
    return f"did you mean {' or '.join(found)}? " if found else ""


def _alias_size(word: str) -> str:
    """``"did you mean '100' (family 'mobilenetv2')? "`` when a family reads ``word`` as one of its sizes
    (:meth:`cnxbuild.nets.Family.size_alias`: a width multiplier ``"1.0"``), else ""."""
    found = [f"{f.size_alias(word)!r} (family {f.name!r})" for f in FAMILIES.values() if f.size_alias(word)]
    return f"did you mean {' or '.join(found)}? " if found else ""


def _size(v: Any) -> Any:
    """A size name of some registered family; a TOML integer (``50``) means its decimal name (``"50"``).
    Whether it is a size of the Variant's own family is the Variant's check (it knows the family)."""
    if isinstance(v, bool) or not isinstance(v, (str, int)):
        hint = _alias_size(str(v)) if isinstance(v, float) else ""
        said = f"{show_value(v)} is not a size name (a string, or an integer such as 50); {hint}"
        raise ValueError(said.rstrip("; "))
    sizes = {s: f for f in FAMILIES.values() for s in f.sizes}
    if str(v) not in sizes:
        listed = "; ".join(f"{f.name}: {', '.join(f.sizes)}" for f in FAMILIES.values())
        hint = _timm_size(str(v)) or _alias_size(str(v)) or did_you_mean(str(v), tuple(sizes))
        raise ValueError(f"{show_value(v)} is not an allowed value; {hint}sizes by family: {listed}")
    return v


def _image_size(v: Any, key: str = "image_size") -> Any:
    """An integer in [32, MAX_IMAGE_SIZE] that some registered family renders (its own family's rule is the
    Variant's); the families' reasons name ``key``."""
    integer(32, maximum=MAX_IMAGE_SIZE)(v)
    reasons = [(f, f.image_size_rule(v)) for f in FAMILIES.values()]
    if all(r is not None for _, r in reasons):
        raise ValueError(f"{v} is out of range: no net family renders it ("
                         + "; ".join(f"{f.display}: {r.replace('image_size ', key + ' ', 1)}"
                                     for f, r in reasons) + ")")
    return v


def _eval_image_size(v: Any) -> Any:
    return _image_size(v, "eval_image_size")


def _flag(v: Any, rate: str = "") -> Any:
    if not isinstance(v, bool):
        raise ValueError(f"{show_value(v)} is not a boolean; write true or false{rate}")
    return v


def _ema(v: Any) -> Any:  # a new user wrote ema = 0.999 (stop 56): where the decay goes
    return _flag(v, " (the EMA's decay is no matrix key: a runtime input, ema_decay, which cnxbuild train sets with "
                    "--ema-decay and a driver writes each step)" if isinstance(v, float) else "")


def _drop(v: Any) -> Any:  # likewise stochastic_depth = 0.1: the rate is the driver's
    return _flag(v, " (the drop-path rate is no matrix key: the driver's, cnxbuild train --drop-path-rate; the "
                    "sidecar recommends one)" if isinstance(v, float) else "")


def _clip(v: Any) -> Any:
    if isinstance(v, bool):
        return v
    if not isinstance(v, (int, float)):  # "yes": say the forms it takes (a new user's finding, stop 53)
        raise ValueError(f"{show_value(v)} is not a number nor a boolean; write true (C = 1.0), false (no "
                         f"clipping) or a number C with {CLIP_NORM_MIN!r} <= C < 10")
    rule = f"{CLIP_NORM_MIN!r} <= clip_norm < 10 (or true for 1.0, false for no clipping); {CLIP_NORM_FLOOR}"
    return _number(CLIP_NORM_MIN, False, 10, rule)(v)


def letters(v: Any) -> Any:
    if not isinstance(v, str) or not re.fullmatch(r"[a-z]+", v):
        raise ValueError(f"{show_value(v)} is not a dataset code; a code is one or more lowercase letters "
                         "a-z")
    return v


def _name(v: Any) -> Any:
    if not isinstance(v, str) or not v:
        raise ValueError(f"{show_value(v)} is not a dataset name (a non-empty string)")
    return v


@dataclass(frozen=True)
class Axis:
    """One variant key of the matrix: its checker, its meaning, and whether a forward takes it."""

    name: str
    check: Callable[[Any], Any]  # returns the value or raises ValueError(<value and rule>)
    words: str
    forward: bool = False


#: How ``cnxbuild explain`` names each optimizer constant (D130).
_CONSTANT_WORDS = {"b1": "AdamW's and LAMB's β1", "b2": "AdamW's and LAMB's β2",
                   "mu": "the momentum μ",
                   "rho": "RMSProp's ρ", "eps": "the optimizer's ε"}


def _enum(e: type) -> tuple[str, ...]:
    return tuple(m.value for m in e)


AXES: dict[str, Axis] = {a.name: a for a in (
    Axis("kind", _choice(KINDS), "artifact kind", True),
    Axis("family", _family_name, "net family", True),
    Axis("size", _size, "size (of the family)", True),
    Axis("dataset", _name, "dataset", True),
    Axis("image_size", _image_size, "image size (pixels)", True),
    Axis("batch", integer(1), "batch (examples per replica)", True),
    Axis("eval_batch", integer(1, maximum=MAX_BATCH), "forward partner's batch"),
    Axis("eval_image_size", _eval_image_size, "forward partner's image size (pixels)"),
    Axis("optimizer", _choice(_enum(Optimizer)), "optimizer"),
    Axis("weight_decay", _number(0, False, 10, "0 <= weight_decay < 10"), "weight decay"),
    Axis("wd_exclude_rank1", _flag, "no decay on rank-1 parameters"),
    Axis("clip_norm", _clip, "global-norm clip C"),
    Axis("stochastic_depth", _drop, "stochastic depth (drop path)"),
    Axis("replicas", integer(1), "data-parallel replicas"),
    Axis("accumulate", integer(1), "accumulation micro-steps k"),
    Axis("ema", _ema, "EMA of weights"),
    Axis("loss", _choice(_enum(Loss)), "loss"),
    Axis("label_smoothing", _number(0, False, 1, "0 <= label_smoothing < 1"), "label smoothing"),
    Axis("norm_eps", _number(0, True, 10, "0 < norm_eps < 10"), "normalisation epsilon", True),
    Axis("gelu", _choice(_enum(Gelu)), "GELU form", True),
    Axis("precision", _choice(_enum(Precision)), "weight-gradient precision"),
    Axis("lr", _number(0, True, 10, "0 < lr < 10"), "baked learning rate"),
    *(Axis(field, _number(low, low_open, high, constant_rule(c)), _CONSTANT_WORDS[c])  # D130
      for c, (field, low, low_open, high) in OPTIMIZER_CONSTANT_KEYS.items()),
)}
TRAIN_ONLY_KEYS: frozenset[str] = frozenset(k for k, a in AXES.items() if not a.forward)


def normalize(key: str, value: Any) -> Any:
    """The value a key means, for comparing values: ``clip_norm = true`` is 1.0, ``false`` is off;
    ``size = 50`` is ``"50"``."""
    if key == "clip_norm" and isinstance(value, bool):
        return 1.0 if value else None
    if key == "size" and isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # a size of digits: 50 is "50"
    return value


def fail(message: str, index: int | None = None) -> PydanticCustomError:
    """A validation error whose message is ours; ``index`` is the array element it is about."""
    return PydanticCustomError("axis_value", "{message}", {"message": message, "index": index})


def one_line(text: str, shown: str) -> str:
    """``text`` if it is one line of printable characters; else a :func:`fail` that says where it is ``shown``
    (a newline split a message's line, a NUL or a terminal escape reached the terminal)."""
    bad = next((c for c in text if not c.isprintable()), None)
    if bad is not None:
        raise fail(f"{show_value(text)} holds {show_value(bad)}; {shown}: give one line of printable text")
    return text


class _Unheld(float):
    """A TOML float that a 64-bit float cannot hold: its digits underflowed to 0.0 or overflowed to ±inf
    (tomllib reads ``1e-400`` as 0.0 and ``1e400`` as inf). ``text`` is the spelling; every key refuses it."""

    text: str = ""


def parse_float(text: str) -> float:
    """tomllib's ``parse_float``: ``float(text)``, marked :class:`_Unheld` where the value is not the one
    spelled (0.0 from non-zero digits, ±inf from finite digits): ``weight_decay = 1e-400`` is not 0."""
    value = float(text)
    underflow = value == 0 and re.search("[1-9]", re.split("[eE]", text)[0])
    if underflow or (math.isinf(value) and "inf" not in text):
        marked = _Unheld(value)
        marked.text = text
        return marked
    return value


def checked(check: Callable[[Any], Any], value: Any, index: int | None = None) -> Any:
    if isinstance(value, _Unheld):
        raise fail(f"{value.text} is beyond what a 64-bit float holds (it reads as "
                    f"{show_value(float(value))}); write the value you mean", index)
    try:
        return check(value)
    except ValueError as e:
        raise fail(str(e), index) from None


def check_axis(key: str, value: Any, scalar_only: bool) -> Any:
    if not isinstance(value, list):
        return checked(AXES[key].check, value)
    if scalar_only:
        raise fail(f"{show_value(value)} is an array; only a group's keys (or [defaults]) may be arrays, "
                    "here give one value")
    if not value:
        raise fail("an empty array expands to nothing")
    seen: list[Any] = []
    for i, item in enumerate(value):
        checked(AXES[key].check, item, i)
        if normalize(key, item) in seen:
            raise fail(f"{show_value(item)} is repeated in the array", i)
        seen.append(normalize(key, item))
    return tuple(value)


Scalar = str | int | float | bool  # a TOML value of a variant key
