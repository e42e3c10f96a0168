"""What a slug error suggests: the marker a misspelt word is a near miss of, and the canonical slug of a train
step or forward whose markers are all valid but out of order ("did you mean").
"""

from __future__ import annotations

import difflib
import re

from pydantic import ValidationError

from cnxbuild.nets import FAMILIES
from cnxbuild.slug.markers import OPT_TOKENS, WORDS
from cnxbuild.slug.spell import slug
from cnxbuild.variant import DEFAULT_CLIP_NORM, Forward, Gelu, Loss, Optimizer, Precision, TrainStep, parse_decimal

__all__ = ["near_marker", "reordered", "timm_model_part"]


def near_marker(text: str, pos: int, refused: frozenset[str] = frozenset()) -> str:
    """`` ('dorp' is no marker; did you mean 'drop'?)`` when the letters at ``pos`` are a near miss of one;
    never one of ``refused`` (the markers the slug's family does not take: a breaker's finding, stop 45)."""
    word = re.compile(r"[a-z]+").match(text, pos)
    if word is None:
        return ""
    best = max(((difflib.SequenceMatcher(None, text[pos:pos + n], w).ratio(), text[pos:pos + n], w)
                for w in WORDS if w not in refused for n in (len(w) - 1, len(w), len(w) + 1)
                if 2 <= n <= len(word.group())), default=(0.0, "", ""))
    ratio, seen, marker = best
    return f" ({seen!r} is no marker; did you mean {marker!r}?)" if 0.7 <= ratio < 1 else ""


def timm_model_part(text: str) -> tuple[str, str, str] | None:
    """``(timm's model name, its family's display name and size, the slug's model part)`` when ``text`` starts
    with timm's name of a registered size followed by ``_`` or the end (``convnext_tiny_adam_train_step`` →
    ``("convnext_tiny", "ConvNeXt-T", "convnext")``, ``mobilenetv2_100`` → ``(…, "mobilenetv2100")``), else None.
    The longest name wins (``vit_small_patch16_224`` over a shorter prefix). A new user's question (stop 47):
    timm's names are what such a user knows."""
    found = [(model, f.model_name(f.sizes[size]), f.token + f.size_codes[size])
             for f in FAMILIES.values() for size, model in f.timm_models.items()
             if text == model or text.startswith(model + "_")]
    return max(found, key=lambda t: len(t[0])) if found else None


_LOOSE = re.compile(r"(ema|adam|lamb|mom|nest|rms|sgd|accdp|acc|dp|wx|clip|drop|bce|erf|bf16)"
                    r"|(wd|ls|eps|lr)([0-9]+)|x([0-9]+)|([0-9]+)(x?)")
_LOOSE_FLAGS = {"ema": ("ema", True), "wx": ("wd_exclude_rank1", True), "drop": ("stochastic_depth", True),
                "bce": ("loss", Loss.bce), "erf": ("gelu", Gelu.erf), "bf16": ("precision", Precision.bf16)}
_LOOSE_DECIMALS = {"wd": "weight_decay", "ls": "label_smoothing", "eps": "norm_eps", "lr": "lr"}


def _loose_token(m: re.Match, fields: dict, seen: set[str]) -> bool:
    """Apply one token of :func:`reordered`; False when the token repeats or cannot be read."""
    word, dec, digits, replicas, number, times = m.groups()
    key = word or dec or ("x<R>" if replicas else ("<k>x" if times else "<batch>"))
    if key in seen or (key == "<k>x" and "acc" not in seen and "accdp" not in seen):
        return False
    seen.add(key)
    if word in _LOOSE_FLAGS:
        name, value = _LOOSE_FLAGS[word]
        fields[name] = value
    elif word in {tok for tok, _ in OPT_TOKENS}:
        fields["optimizer"] = next(o for tok, o in OPT_TOKENS if tok == word)
    elif word == "clip":
        d = re.compile(r"[0-9]*").match(m.string, m.end()).group()
        fields["clip_norm"] = parse_decimal(d) if d else DEFAULT_CLIP_NORM
    elif dec:
        fields[_LOOSE_DECIMALS[dec]] = parse_decimal(digits)
    elif replicas or number:
        if len(replicas or number) > 4:
            return False
        fields[{"x<R>": "replicas", "<k>x": "accumulate", "<batch>": "batch"}[key]] = int(replicas or number)
    return True


_FORWARD_TOKENS = {"<batch>", "eps", "erf"}


def reordered(text: str, kind: str, model: dict, part: str) -> str | None:
    """The slug ``part``'s markers spell when put in canonical order (underscores dropped), if that is a valid
    variant of ``kind`` other than ``text``."""
    part, fields, seen, pos = part.replace("_", ""), dict(model), set(), 0
    while pos < len(part):
        m = _LOOSE.match(part, pos)
        if m is None or not _loose_token(m, fields, seen):
            return None
        clip_digits = re.compile(r"[0-9]*").match(part, m.end()).group() if m.group(1) == "clip" else ""
        pos = m.end() + len(clip_digits)
    if kind != "train_step":
        try:
            canon = slug(Forward(**fields, kind=kind)) if seen <= _FORWARD_TOKENS else None
        except (ValidationError, ValueError):
            return None
        return canon if canon != text else None
    if "optimizer" not in fields:
        adam = seen & {"ema", "acc", "accdp", "dp"}
        fields["optimizer"] = Optimizer.adamw if adam else Optimizer.fused_sgd
    if seen & {"dp", "accdp"} and "replicas" not in fields:
        return None
    try:
        canon = slug(TrainStep(**fields))
    except (ValidationError, ValueError):
        return None
    return canon if canon != text else None
