"""The one naming function: ``slug(variant)`` and its exact inverse ``parse_slug(text)``.

The grammar of spec/variants.md lives here and only here. Every path, entry name and sidecar name of an
artifact derives from :func:`slug`; :func:`parse_slug` accepts exactly the strings :func:`slug` produces
(anything else fails with the position of the first unexpected character).

Decision (docs/decisions.md, D1): for ``fused_sgd`` the batch digits come *before* the ``lr`` marker
(``convnext_64lr001_train_step``). In the order spec/variants.md lists them (``lr`` D, then batch) the two
digit runs would touch and ``lr001`` + ``64`` would read back as lr 0.0164.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pydantic import ValidationError

from cnxbuild.nets import FAMILIES, Family, family_of
from cnxbuild.variant import (
    BUILTIN_DATASETS, DEFAULT_BATCH, DEFAULT_CLIP_NORM, DEFAULT_IMAGE_SIZE,
    MAX_ACCUMULATE, MAX_BATCH, MAX_IMAGE_SIZE, MAX_REPLICAS, OPTIMIZER_DEFAULTS, Dataset, Forward, Gelu, Loss,
    Optimizer, Precision, TrainStep,
    parse_decimal, spell_decimal, validation_message,
)

__all__ = ["SlugError", "RegistryError", "DatasetRegistry", "DEFAULT_REGISTRY", "slug",
           "parse_slug", "entry_name", "model_token", "model_keys", "ambiguity"]

_OPT_TOKENS: tuple[tuple[str, Optimizer], ...] = tuple(
    (d.token, opt) for opt, d in OPTIMIZER_DEFAULTS.items() if d.token)
_KINDS = (("_train_step", "train_step"), ("_fwd_eval", "fwd_eval"), ("_fwd", "fwd"))
#: The variant markers that spell an optional Variant key: a family whose ``keys`` lack the key refuses them.
_KEY_MARKERS = {"erf": "gelu", "drop": "stochastic_depth"}


class SlugError(ValueError):
    """A string that is not a slug: carries the 0-based ``position`` of the first unexpected character."""

    def __init__(self, text: str, position: int, reason: str):
        self.text, self.position, self.reason = text, position, reason
        super().__init__(f"cannot parse slug {text!r} at position {position}: {reason}\n"
                         f"  {text}\n  {' ' * position}^")


class RegistryError(ValueError):
    """Dataset codes that would make a model token mean two things. ``dataset``: the name of the dataset whose
    code is refused, when one is to blame (a user dataset that takes a code already taken), else None."""

    def __init__(self, message: str, dataset: str | None = None):
        super().__init__(message)
        self.dataset = dataset


def model_keys(fam: Family, datasets: Iterable[Dataset]) -> dict[str, tuple[str, Dataset]]:
    """What follows ``fam``'s token in a model token, without the image size: size code + dataset code →
    (size, dataset). Raises RegistryError when two pairs spell one key (see :func:`ambiguity`)."""
    out: dict[str, tuple[str, Dataset]] = {}
    for ds in sorted(datasets, key=lambda d: d.name):
        for size, code in fam.size_codes.items():
            key = code + ds.code
            if key in out:
                other_size, other = out[key]
                raise RegistryError(
                    f"dataset codes are ambiguous: '{fam.token}{key}' would mean both size {other_size} "
                    f"+ dataset {other.name!r} (code {other.code!r}) and size {size} + dataset "
                    f"{ds.name!r} (code {ds.code!r}); choose a code that no {fam.display} size code + dataset "
                    f"code spells (size codes: {', '.join(repr(c) for c in fam.size_codes.values())})")
            out[key] = (size, ds)
    clash = ambiguity(out)
    if clash:
        raise RegistryError(f"{fam.display} model tokens are ambiguous: '{fam.token}{clash[1]}' reads as "
                            f"{clash[0]!r} followed by image-size digits")
    return out


def ambiguity(keys: Iterable[str]) -> tuple[str, str] | None:
    """Two keys ``(a, b)`` where ``b`` is ``a`` followed by digits only: ``a`` + an image size would read as
    ``b`` (a family whose size codes end in digits: ResNet's ``50``)."""
    keys = sorted(keys)
    for a in keys:
        for b in keys:
            if b != a and b.startswith(a) and b[len(a):].isdigit():
                return a, b
    return None


@dataclass(frozen=True)
class DatasetRegistry:
    """Datasets by name, checked so that, for every registered family, every size code + dataset code
    concatenation is unique.

    Raises:
        RegistryError: two (size, dataset) pairs of one family spell the same model letters (e.g. a dataset
            with code ``"sin"`` beside ``imagenet``'s ``"in"`` makes ``convnextsin`` mean S+imagenet and
            T+sin).
    """

    datasets: Mapping[str, Dataset] = field(default_factory=lambda: dict(BUILTIN_DATASETS))

    def __post_init__(self) -> None:
        for name, ds in sorted(self.datasets.items()):
            if name != ds.name:
                raise RegistryError(f"dataset registered as {name!r} is named {ds.name!r}")
        for fam in FAMILIES.values():
            model_keys(fam, self.datasets.values())

    def letters(self, fam: Family) -> dict[str, tuple[str, Dataset]]:
        """:func:`model_keys` of ``fam`` with these datasets (computed on demand: a family registered later
        is read with the registry's datasets too)."""
        return model_keys(fam, self.datasets.values())

    @classmethod
    def with_user(cls, user: Iterable[Dataset]) -> "DatasetRegistry":
        merged = dict(BUILTIN_DATASETS)
        registry = None
        for ds in user:
            if ds.name in merged and merged[ds.name] != ds:
                raise RegistryError(f"dataset {ds.name!r} is built in; it cannot be redefined", ds.name)
            owner = next((d for d in merged.values() if d.code == ds.code and d.name != ds.name), None)
            if owner is not None:
                whose = "the built-in dataset" if owner.name in BUILTIN_DATASETS else "dataset"
                raise RegistryError(
                    f"{ds.code!r} is already the code of {whose} {owner.name!r}: a code names one dataset in "
                    f"every slug; choose another (codes taken: "
                    f"{', '.join(repr(d.code) for d in merged.values())})", ds.name)
            merged[ds.name] = ds
            try:  # the first user dataset whose code makes a model token ambiguous is the one to blame
                registry = cls(dict(merged))
            except RegistryError as e:
                raise RegistryError(str(e), ds.name) from None
        return registry or cls(merged)


DEFAULT_REGISTRY = DatasetRegistry()


# ---------------------------------------------------------------------------------------------------------
# slug()


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
            + _dec("wd", v.weight_decay, d.weight_decay) + tail)


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


# ---------------------------------------------------------------------------------------------------------
# parse_slug()


class _Cursor:
    def __init__(self, text: str, start: int, end: int):
        self.text, self.pos, self.end = text, start, end

    def take(self, literal: str) -> bool:
        if self.text.startswith(literal, self.pos) and self.pos + len(literal) <= self.end:
            self.pos += len(literal)
            return True
        return False

    def digits(self) -> str:
        m = re.compile(r"[0-9]*").match(self.text, self.pos, self.end)
        self.pos = m.end()
        return m.group()

    def need_digits(self, what: str) -> str:
        d = self.digits()
        if not d:
            self.fail(f"expected the digits of {what}")
        return d

    def integer(self, what: str, maximum: int, required: bool = False) -> int | None:
        """The digit run here as an integer (None when there is none and it is optional); a run longer than
        ``maximum``'s digits is refused here, before Python converts it."""
        start = self.pos
        d = self.need_digits(what) if required else self.digits()
        if not d:
            return None
        if len(d.lstrip("0")) > len(str(maximum)):
            raise SlugError(self.text, start, f"{what} has {len(d)} digits; it must be at most {maximum}")
        return int(d.lstrip("0") or "0")  # 4,301 zeros pass the length rule but not int()'s digit limit

    def expect(self, literal: str, what: str) -> None:
        if not self.take(literal):
            self.fail(f"expected {literal!r} ({what})")

    def fail(self, reason: str) -> None:
        token = re.compile(r"[^_]{1,20}").match(self.text, self.pos)  # the letters up to the next '_', not one
        found = "end of text" if self.pos >= len(self.text) else repr(token.group() if token else self.text[self.pos])
        raise SlugError(self.text, self.pos, f"{reason}; found {found}")


_OPT_WORDS = ("ema",) + tuple(tok for tok, _ in _OPT_TOKENS)
#: Each slug marker and the TOML key whose value it spells (docs/grammar.md): a matrix that writes the marker
#: as a key (``wd = 0.05``) is told the key's name.
MARKER_KEYS = {"ema": "ema", "acc": "accumulate", "dp": "replicas", "wx": "wd_exclude_rank1", "clip": "clip_norm",
               "drop": "stochastic_depth", "bce": "loss", "wd": "weight_decay", "ls": "label_smoothing",
               "eps": "norm_eps", "erf": "gelu", "bf16": "precision"}
_TAIL_MARKERS = ("ls", "eps", "erf", "bf16")
#: What may follow the optimizer token, in order ("batch digits" is the batch; after ``dp`` comes ``x<R>``).
_TRAIN_ORDER = ("acc", "dp", "batch digits", "wx", "clip", "drop", "bce", "wd") + _TAIL_MARKERS
_SGD_ORDER = ("batch digits", "lr") + _TAIL_MARKERS
_WORDS = sorted({*_OPT_WORDS, "acc", "dp", "lr", *_TRAIN_ORDER[3:]}, key=lambda w: (-len(w), w))


def _near_marker(text: str, pos: int) -> str:
    """`` ('dorp' is no marker; did you mean 'drop'?)`` when the letters at ``pos`` are a near miss of one."""
    word = re.compile(r"[a-z]+").match(text, pos)
    if word is None:
        return ""
    best = max(((difflib.SequenceMatcher(None, text[pos:pos + n], w).ratio(), text[pos:pos + n], w)
                for w in _WORDS for n in (len(w) - 1, len(w), len(w) + 1)
                if 2 <= n <= len(word.group())), default=(0.0, "", ""))
    ratio, seen, marker = best
    return f" ({seen!r} is no marker; did you mean {marker!r}?)" if 0.7 <= ratio < 1 else ""


def _finish(c: _Cursor, order: tuple[str, ...], read: list[str], head: tuple[str, ...] = ()) -> None:
    """Fail at the first unread character, naming the markers that may still follow and their order.
    ``head``: what may come before ``order`` when nothing has been read yet (the optimizer words)."""
    if c.pos != c.end:
        last = max((order.index(m) for m in read if m in order), default=-1)
        nxt = list(order[last + 1:]) if read else [*head, *order]
        if c.pos >= 4 and c.text.startswith("adamw", c.pos - 4):
            c.fail("AdamW's token is 'adam' (the optimizer is decoupled AdamW; 'adamwd005' reads adam + wd005, "
                   "'adamwx' adam + wx)")
        c.fail(("unexpected marker" + _near_marker(c.text, c.pos) + "; expected one of: " + ", ".join(nxt)
                if nxt else "unexpected text after the last marker")
               + f" (each marker at most once, in the order {', '.join(order)})")


def _opt_decimal(c: _Cursor, marker: str, read: list[str]) -> float | None:
    if c.take(marker):
        read.append(marker)
        return parse_decimal(c.need_digits(f"the {marker!r} value"))
    return None


def _key_marker(c: _Cursor, marker: str, fields: dict, read: list[str]) -> bool:
    """Take ``marker`` (one of :data:`_KEY_MARKERS`) if it is here; a marker of an optional key the slug's
    family does not take is an error naming the family (spec/families.md)."""
    if not _flag(c, marker, read):
        return False
    fam = FAMILIES[fields["family"]]
    key = _KEY_MARKERS[marker]
    if key not in fam.keys:
        raise SlugError(c.text, c.pos - len(marker), f"marker {marker!r} ({key}) is not accepted by family "
                        f"{fam.name!r} ({fam.display}): it does not take {key}")
    return True


def _parse_tail(c: _Cursor, fields: dict, read: list[str]) -> None:
    ls = _opt_decimal(c, "ls", read)
    if ls is not None:
        fields["label_smoothing"] = ls
    eps = _opt_decimal(c, "eps", read)
    if eps is not None:
        fields["norm_eps"] = eps
    if _key_marker(c, "erf", fields, read):
        fields["gelu"] = Gelu.erf
    if c.take("bf16"):
        fields["precision"], read[len(read):] = Precision.bf16, ["bf16"]


def _flag(c: _Cursor, marker: str, read: list[str]) -> bool:
    if c.take(marker):
        read.append(marker)
        return True
    return False


def _batch_digits(c: _Cursor, fields: dict, read: list[str]) -> None:
    """The batch digits at the cursor, if any (at most MAX_BATCH)."""
    if (b := c.integer("the batch", MAX_BATCH)) is not None:
        fields["batch"] = b
        read.append("batch digits")


def _parse_fused_sgd(c: _Cursor, fields: dict, read: list[str]) -> None:
    _batch_digits(c, fields, read)
    lr = _opt_decimal(c, "lr", read)
    if lr is not None:
        fields["lr"] = lr
    _parse_tail(c, fields, read)
    _finish(c, _SGD_ORDER, read, head=() if read else _OPT_WORDS + ("acc",))


def _parse_counts(c: _Cursor, fields: dict, read: list[str]) -> None:
    """``acc`` ``dp`` ``<k>x`` ``<batch>`` ``x<R>``."""
    acc, dp = _flag(c, "acc", read), _flag(c, "dp", read)
    if acc:
        read.append("dp")  # dp comes before k: it cannot follow ``acc<k>x``
        fields["accumulate"] = c.integer("the accumulation count k", MAX_ACCUMULATE, required=True)
        c.expect("x", "after the accumulation count")
    _batch_digits(c, fields, read)
    if dp:
        c.expect("x", "before the replica count")
        fields["replicas"] = c.integer("the replica count", MAX_REPLICAS, required=True)


def _parse_train(c: _Cursor, fields: dict) -> None:
    read: list[str] = []
    ema = c.take("ema")
    opt = next((o for tok, o in _OPT_TOKENS if c.take(tok)), None)
    if opt is None:
        opt = Optimizer.adamw if ema or c.text.startswith("acc", c.pos) else Optimizer.fused_sgd
    fields["optimizer"] = opt
    if opt is Optimizer.fused_sgd:
        return _parse_fused_sgd(c, fields, read)
    fields["ema"] = ema
    _parse_counts(c, fields, read)
    fields["wd_exclude_rank1"] = _flag(c, "wx", read)
    if _flag(c, "clip", read):
        d = c.digits()
        fields["clip_norm"] = parse_decimal(d) if d else DEFAULT_CLIP_NORM
    fields["stochastic_depth"] = _key_marker(c, "drop", fields, read)
    if _flag(c, "bce", read):
        fields["loss"] = Loss.bce
    wd = _opt_decimal(c, "wd", read)
    if wd is not None:
        fields["weight_decay"] = wd
    _parse_tail(c, fields, read)
    _finish(c, _TRAIN_ORDER, read)


# ---------------------------------------------------------------------------------------------------------
# "did you mean": the canonical slug of a train step whose markers are all valid but out of order


_LOOSE = re.compile(r"(ema|adam|lamb|mom|rms|sgd|accdp|acc|dp|wx|clip|drop|bce|erf|bf16)"
                    r"|(wd|ls|eps|lr)([0-9]+)|x([0-9]+)|([0-9]+)(x?)")
_LOOSE_FLAGS = {"ema": ("ema", True), "wx": ("wd_exclude_rank1", True), "drop": ("stochastic_depth", True),
                "bce": ("loss", Loss.bce), "erf": ("gelu", Gelu.erf), "bf16": ("precision", Precision.bf16)}
_LOOSE_DECIMALS = {"wd": "weight_decay", "ls": "label_smoothing", "eps": "norm_eps", "lr": "lr"}


def _loose_token(m: re.Match, fields: dict, seen: set[str]) -> bool:
    """Apply one token of :func:`_reordered`; False when the token repeats or cannot be read."""
    word, dec, digits, replicas, number, times = m.groups()
    key = word or dec or ("x<R>" if replicas else ("<k>x" if times else "<batch>"))
    if key in seen or (key == "<k>x" and "acc" not in seen and "accdp" not in seen):
        return False
    seen.add(key)
    if word in _LOOSE_FLAGS:
        name, value = _LOOSE_FLAGS[word]
        fields[name] = value
    elif word in ("adam", "lamb", "mom", "rms", "sgd"):
        fields["optimizer"] = next(o for tok, o in _OPT_TOKENS if tok == word)
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


def _reordered(text: str, kind: str, model: dict, part: str) -> str | None:
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


def _family_at(text: str) -> Family:
    """The family whose token starts ``text`` (no token is a prefix of another: cnxbuild.nets)."""
    for fam in FAMILIES.values():
        if text.startswith(fam.token):
            return fam
    tokens = [f.token for f in FAMILIES.values()]
    pos = max(next((i for i, (a, b) in enumerate(zip(text, t)) if a != b), min(len(text), len(t)))
              for t in tokens)
    raise SlugError(text, pos, "a slug starts with a net family's token: " + ", ".join(f"'{t}'" for t in tokens))


def _parse_model(text: str, end: int, registry: DatasetRegistry) -> dict:
    """``family_token size_code dataset_code [image_size]``: the family by its token, then the one size +
    dataset key of that family followed by nothing but image-size digits."""
    fam = _family_at(text)
    start = len(fam.token)
    rest = text[start:end]
    keys = registry.letters(fam)
    found = [k for k in keys if rest.startswith(k) and re.fullmatch(r"[0-9]*", rest[len(k):])]
    if not found:
        m = re.compile(r"[a-z0-9]*?(?=[0-9]*$)").match(rest)
        code = m.group() if m else rest
        if not code and any(c.isdigit() for c in fam.size_codes.values()):
            code = rest  # digit size codes: '49' is an unknown size, not an image size
        known = ", ".join(sorted(f"'{k}'" for k in keys))
        near = difflib.get_close_matches(code, [k for k in keys if k], n=1, cutoff=0.7)
        hint = f"; did you mean {text[:start] + near[0] + text[start + len(code):]!r}?" if near else ""
        raise SlugError(text, start, f"unknown size+dataset code {code!r} for family {fam.name!r} "
                        f"({fam.display}); known: {known} (a dataset defined under [datasets] of a matrix is "
                        f"known only with that matrix: --matrix FILE){hint}")
    key = max(found, key=len)  # model_keys refuses keys that differ by digits only: one is found
    size, ds = keys[key]
    fields = {"family": fam.name, "size": size, "dataset": ds}
    if len(key) < len(rest):
        fields["image_size"] = _Cursor(text, start + len(key), end).integer("the image size", MAX_IMAGE_SIZE)
    return fields


def _parse_forward(c: _Cursor, fields: dict) -> None:
    read: list[str] = []
    _batch_digits(c, fields, read)
    eps = _opt_decimal(c, "eps", read)
    if eps is not None:
        fields["norm_eps"] = eps
    if _key_marker(c, "erf", fields, read):
        fields["gelu"] = Gelu.erf
    if c.pos != c.end and (any(c.text.startswith(t, c.pos) for t, _ in _OPT_TOKENS)
                           or c.text.startswith("ema", c.pos)):
        c.fail("a forward takes no optimizer or train-step marker (only a batch, eps and erf; a train step "
               "ends with '_train_step')")
    _finish(c, ("batch digits", "eps", "erf"), read)


def _variant(text: str, kind: str, fields: dict, at: int, image_at: int | None = None) -> TrainStep | Forward:
    """The Variant of parsed ``fields``, checked to spell ``text`` back. An invalid Variant is reported
    at ``at`` (the variant part), or at ``image_at`` (the image-size digits) when only the image size is
    wrong."""
    try:
        v = TrainStep(**fields) if kind == "train_step" else Forward(**fields, kind=kind)
    except ValidationError as e:
        if image_at is not None and all("image_size" in f"{err['loc']} {err['msg']}" for err in e.errors()):
            at = image_at
        raise SlugError(text, at, f"not a valid variant: {validation_message(e)}") from None
    canon = slug(v)
    if canon != text:
        pos = next((i for i, (a, b) in enumerate(zip(text, canon)) if a != b), min(len(text), len(canon)))
        raise SlugError(text, pos, f"not the canonical spelling of its variant; the slug is {canon!r}")
    return v


def parse_slug(text: str, registry: DatasetRegistry = DEFAULT_REGISTRY) -> TrainStep | Forward:
    """The Variant whose slug is ``text``; the exact inverse of :func:`slug`.

    Raises:
        SlugError: ``text`` does not follow the grammar (position of the first unexpected character), names
            an invalid Variant, or parses but does not re-spell to itself (``wd0050``, ``adam32``).
    """
    bad = re.search(r"[^a-z0-9_]", text)
    if bad:
        raise SlugError(text, bad.start(), "slugs use only a-z, 0-9 and '_'")
    kind = next((k for suffix, k in _KINDS if text.endswith(suffix)), None)
    if kind is None:
        raise SlugError(text, len(text), "a slug ends with '_train_step', '_fwd' or '_fwd_eval'")
    body_end = len(text) - len("_" + kind)
    underscore = text.find("_", 0, body_end)
    model_end = body_end if underscore < 0 else underscore
    fields = _parse_model(text, model_end, registry)
    c = _Cursor(text, model_end + 1 if underscore >= 0 else body_end, body_end)
    if underscore >= 0 and model_end + 1 == body_end:
        raise SlugError(text, model_end + 1, "empty variant part between '_' and the kind")
    at = model_end + 1 if underscore >= 0 else 0
    model = dict(fields)
    try:
        if kind == "train_step":
            _parse_train(c, fields)
        elif underscore >= 0:
            _parse_forward(c, fields)
        image_at = model_end - len(str(model["image_size"])) if "image_size" in model else None
        return _variant(text, kind, fields, at, image_at)
    except SlugError as e:
        part = text[at:body_end] if underscore >= 0 else ""
        canon = None if "canonical" in e.reason else _reordered(text, kind, model, part)
        sized = _image_size_reading(text, model_end, part, model, registry)
        if canon is None and sized is None:
            raise
        if canon is None or sized is None:
            raise SlugError(text, e.position, f"{e.reason}; did you mean {canon or sized!r}?") from None
        number = part.split("_", 1)[0]
        raise SlugError(text, e.position, f"{e.reason}; did you mean {canon!r} (batch {number}) or {sized!r} "
                                          f"({number} px images)?") from None


def _image_size_reading(text: str, model_end: int, part: str, model: dict,
                        registry: DatasetRegistry) -> str | None:
    """The slug ``text`` means when its variant part's leading ``<digits>_`` is the model's image size
    (``resnet18_64_mom_train_step`` → ``resnet1864_mom_train_step``), if that parses; else None. A new user's
    finding (stop 40): the only suggestion was the batch reading (``resnet18_mom64_train_step``)."""
    m = re.fullmatch(r"([0-9]+)_(.+)", part)
    if m is None or "image_size" in model:
        return None
    alt = text[:model_end] + m.group(1) + text[model_end + len(m.group(1)) + 1:]
    try:
        parse_slug(alt, registry)
    except SlugError:
        return None
    return alt
