"""``parse_slug(text)``: the exact inverse of :func:`cnxbuild.slug.slug`. It accepts exactly the strings
:func:`~cnxbuild.slug.slug` produces; anything else fails with the position of the first unexpected character,
what may stand there, and, where one exists, the slug the text was probably meant to be.
"""

from __future__ import annotations

import difflib
import re

from pydantic import ValidationError

from cnxbuild.nets import FAMILIES, Family
from cnxbuild.slug.hints import near_marker, reordered, timm_model_part
from cnxbuild.slug.markers import (CONSTANT_MARKERS, KEY_MARKERS, KINDS, MARKER_KEYS, OPT_TOKENS, OPT_WORDS,
                                   SGD_ORDER, TRAIN_ORDER)
from cnxbuild.slug.registry import DEFAULT_REGISTRY, DatasetRegistry
from cnxbuild.slug.spell import slug
from cnxbuild.variant import (DEFAULT_CLIP_NORM, MAX_ACCUMULATE, MAX_BATCH, MAX_DECIMAL_DIGITS, MAX_IMAGE_SIZE,
                              MAX_REPLICAS, OPTIMIZER_DEFAULTS, Forward, Gelu, Loss, Optimizer, Precision, TrainStep,
                              parse_decimal,
                              validation_message)

__all__ = ["SlugError", "parse_slug"]


class SlugError(ValueError):
    """A string that is not a slug: carries the 0-based ``position`` of the first unexpected character."""

    def __init__(self, text: str, position: int, reason: str):
        self.text, self.position, self.reason = text, position, reason
        shown = _printable(text)  # a newline or tab in the text must not break the caret's line (stop 44)
        super().__init__(f"cannot parse slug {text!r} at position {position}: {reason}\n"
                         f"  {shown}\n  {' ' * len(_printable(text[:position]))}^")


def _printable(text: str) -> str:
    """``text`` with each character that is not printable escaped (``\\n``), as the message's repr shows it."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)



class _Cursor:
    def __init__(self, text: str, start: int, end: int):
        self.text, self.pos, self.end = text, start, end
        self.marks: dict[str, int] = {}  # Variant field → where its marker starts (for errors of its value)

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


def _refuse_optimizer_name(c: _Cursor) -> None:
    """Fail where an optimizer's TOML name is written out in place of its token (``nesterov`` for ``nest``,
    ``momentum`` for ``mom``, ``rmsprop`` for ``rms``): the parser read the token and stopped in the rest of the
    name, where a near marker (``erf`` in ``nesterov``) would mislead (a breaker's finding, stop 58)."""
    for tok, opt in OPT_TOKENS:
        name, start = opt.value, c.pos - len(tok)
        if name == tok or not name.startswith(tok) or start < 0 or not c.text.startswith(name, start):
            continue
        fixed = c.text[:start] + tok + c.text[start + len(name):]
        try:
            parse_slug(fixed)
        except SlugError:
            fixed = None
        c.pos = start
        c.fail(f"optimizer {name!r} is spelled {tok!r} in a slug" + (f"; did you mean {fixed!r}?" if fixed else ""))


def _finish(c: _Cursor, order: tuple[str, ...], read: list[str], fields: dict, head: tuple[str, ...] = ()) -> None:
    """Fail at the first unread character, naming the markers that may still follow and their order (without
    the markers of optional keys the slug's family does not take: a breaker's finding, stop 44, a family without
    GELU was offered ``erf``). ``head``: what may come before ``order`` when nothing has been read yet (the
    optimizer words): then the order said is a train step's after its optimizer token, and fused SGD's."""
    if c.pos == c.end:
        return
    fam = FAMILIES[fields["family"]]
    for marker, key in KEY_MARKERS.items():  # a marker the family refuses, wherever it stands: said as such
        if c.text.startswith(marker, c.pos) and key not in fam.keys:
            _refuse_key_marker(c, c.pos, marker, fam)
    own = OPTIMIZER_DEFAULTS[fields["optimizer"]].constants if "optimizer" in fields else {}
    taken = [m for m in order if KEY_MARKERS.get(m, "") in (*fam.keys, "")  # the family's and the optimizer's
             and (m not in CONSTANT_MARKERS or CONSTANT_MARKERS[m] in own)]
    last = max((taken.index(m) for m in read if m in taken), default=-1)
    nxt = list(taken[last + 1:]) if read else [*head, *taken]
    if c.pos >= 4 and c.text.startswith("adamw", c.pos - 4):
        c.fail("AdamW's token is 'adam' (the optimizer is decoupled AdamW; 'adamwd005' reads adam + wd005, "
               "'adamwx' adam + wx)")
    _refuse_optimizer_name(c)
    if head and not read:
        train = [m for m in TRAIN_ORDER if KEY_MARKERS.get(m, "") in (*fam.keys, "")]  # any optimizer's
        rule = (f"an optimizer token first, then each marker at most once, in the order {', '.join(train)}; "
                f"fused SGD has no token: {', '.join(taken)}")
    else:
        rule = f"each marker at most once, in the order {', '.join(taken)}"
    refused = frozenset(m for m, key in KEY_MARKERS.items() if key not in fam.keys)
    c.fail(("unexpected marker" + near_marker(c.text, c.pos, refused) + "; expected one of: " + ", ".join(nxt)
            if nxt else "unexpected text after the last marker") + f" ({rule})")


def _refuse_key_marker(c: _Cursor, at: int, marker: str, fam: Family) -> None:
    key = KEY_MARKERS[marker]
    raise SlugError(c.text, at, f"marker {marker!r} ({key}) is not accepted by family {fam.name!r} "
                                f"({fam.display}): it does not take {key}")


def _opt_decimal(c: _Cursor, marker: str, read: list[str]) -> float | None:
    if _flag(c, marker, read):
        start = c.pos
        digits = c.need_digits(f"the {marker!r} value")
        if len(digits) > MAX_DECIMAL_DIGITS:  # said as what was written, before a float rounds it (stop 44)
            raise SlugError(c.text, start, f"the {marker!r} value has {len(digits)} digits; a decimal is spelled "
                                           f"with at most {MAX_DECIMAL_DIGITS}")
        return parse_decimal(digits)
    return None


def _key_marker(c: _Cursor, marker: str, fields: dict, read: list[str]) -> bool:
    """Take ``marker`` (one of :data:`KEY_MARKERS`) if it is here; a marker of an optional key the slug's
    family does not take is an error naming the family (spec/families.md)."""
    if not _flag(c, marker, read):
        return False
    fam = FAMILIES[fields["family"]]
    if KEY_MARKERS[marker] not in fam.keys:
        _refuse_key_marker(c, c.pos - len(marker), marker, fam)
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
        c.marks[MARKER_KEYS.get(marker, marker)] = c.pos - len(marker)
        return True
    return False


def _batch_digits(c: _Cursor, fields: dict, read: list[str]) -> None:
    """The batch digits at the cursor, if any (at most MAX_BATCH)."""
    start = c.pos
    if (b := c.integer("the batch", MAX_BATCH)) is not None:
        fields["batch"], c.marks["batch"] = b, start
        read.append("batch digits")


def _parse_fused_sgd(c: _Cursor, fields: dict, read: list[str]) -> None:
    _batch_digits(c, fields, read)
    lr = _opt_decimal(c, "lr", read)
    if lr is not None:
        fields["lr"] = lr
    _parse_tail(c, fields, read)
    _finish(c, SGD_ORDER, read, fields, head=() if read else OPT_WORDS + ("acc",))


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
    opt = next((o for tok, o in OPT_TOKENS if c.take(tok)), None)
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
    for marker in CONSTANT_MARKERS:  # the optimizer's constants (D130); one it does not have fails validation
        value = _opt_decimal(c, marker, read)
        if value is not None:
            fields[MARKER_KEYS[marker]] = value
    _parse_tail(c, fields, read)
    _finish(c, TRAIN_ORDER, read, fields)


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
        if any(ch.isdigit() for c in fam.size_codes.values() for ch in c):
            code = rest  # size codes with digits: '49' and 'b8' are unknown sizes, not image sizes
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
    if c.pos != c.end and (any(c.text.startswith(t, c.pos) for t, _ in OPT_TOKENS)
                           or c.text.startswith("ema", c.pos)):
        c.fail("a forward takes no optimizer or train-step marker (only a batch, eps and erf; a train step "
               "ends with '_train_step')")
    _finish(c, ("batch digits", "eps", "erf"), read, fields)


def _variant(text: str, kind: str, fields: dict, at: int, marks: dict[str, int]) -> TrainStep | Forward:
    """The Variant of parsed ``fields``, checked to spell ``text`` back. An invalid Variant is reported where the
    value to blame was written (``marks``: a Variant field → its marker's position, the image-size digits, the
    kind) when every error names a field written there, else at ``at`` (the variant part)."""
    try:
        v = TrainStep(**fields) if kind == "train_step" else Forward(**fields, kind=kind)
    except ValidationError as e:
        spots = [_blamed(err, marks) for err in e.errors()]
        if spots and None not in spots:  # a breaker's finding (stop 44): `adam0` was said at `adam`, not at `0`
            at = min(spots)
        raise SlugError(text, at, f"not a valid variant: {validation_message(e)}") from None
    canon = slug(v)
    if canon != text:
        pos = next((i for i, (a, b) in enumerate(zip(text, canon)) if a != b), min(len(text), len(canon)))
        raise SlugError(text, pos, f"not the canonical spelling of its variant; the slug is {canon!r}")
    return v


def _blamed(err: dict, marks: dict[str, int]) -> int | None:
    """Where the field a pydantic error is about was written: the error's location, else the field its message
    starts with (a model validator's ``clip_norm 0.0 must be …``), looked up in ``marks``."""
    lead = re.match(r"(?:Value error, )?([a-z_][a-z0-9_]*)\b", err["msg"])
    name = str(err["loc"][0]) if err["loc"] else lead.group(1) if lead else None
    return marks.get(name)


def parse_slug(text: str, registry: DatasetRegistry = DEFAULT_REGISTRY) -> TrainStep | Forward:
    """The Variant whose slug is ``text``; the exact inverse of :func:`slug`.

    Raises:
        SlugError: ``text`` does not follow the grammar (position of the first unexpected character), names
            an invalid Variant, or parses but does not re-spell to itself (``wd0050``, ``adam32``). A ``text``
            that starts with timm's model name of a registered size (``<timm model>_…``) gets the slug's
            spelling of it and, where that parses, the whole slug meant.
    """
    try:
        return _parse(text, registry)
    except SlugError as e:
        timm = timm_model_part(text)
        if timm is None or timm[0] == timm[2]:  # resnet50: timm's name is the slug's
            joined = _model_joined(text, registry)
            if joined is None:
                raise
            raise SlugError(text, e.position, f"{e.reason}; did you mean {joined!r}? (the model part has no '_': "
                                              "family token, size code, dataset code and image size run "
                                              "together)") from None
        model, name, part = timm
        meant = part + text[len(model):]
        try:
            _parse(meant, registry)
        except SlugError:
            meant = ""
        hint = f"did you mean {meant!r}? " if meant else ""
        raise SlugError(text, e.position, f"{e.reason}; {hint}{model!r} is timm's name of {name}, whose slugs "
                                          f"start with {part!r}") from None


def _model_joined(text: str, registry: DatasetRegistry) -> str | None:
    """``text`` with the ``_`` after a family's token removed, where that parses (``vit_ti32_adam_train_step`` →
    ``vitti32_adam_train_step``: a new user's finding, stop 57), else None."""
    fam = next((f for f in FAMILIES.values() if text.startswith(f.token + "_")), None)
    if fam is None:
        return None
    joined = fam.token + text[len(fam.token) + 1:]
    try:
        _parse(joined, registry)
    except SlugError:
        return None
    return joined


def _parse(text: str, registry: DatasetRegistry) -> TrainStep | Forward:
    bad = re.search(r"[^a-z0-9_]", text)
    if bad:
        raise SlugError(text, bad.start(), "slugs use only a-z, 0-9 and '_'")
    kind = next((k for suffix, k in KINDS if text.endswith(suffix)), None)
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
        marks = {**c.marks, "kind": body_end + 1}
        if "image_size" in model:
            marks["image_size"] = model_end - len(str(model["image_size"]))
        return _variant(text, kind, fields, at, marks)
    except SlugError as e:
        part = text[at:body_end] if underscore >= 0 else ""
        canon = None if "canonical" in e.reason else reordered(text, kind, model, part)
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
