"""slug() and parse_slug(): the acceptance examples of spec/variants.md, properties, and rejected names."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from cnxbuild.slug import DatasetRegistry, RegistryError, SlugError, parse_slug, slug
from cnxbuild.variant import (
    BUILTIN_DATASETS, OPTIMIZER_DEFAULTS, Dataset, Forward, Gelu, Loss, Optimizer, Precision, TrainStep,
)
from cnxbuild.nets.convnext import SIZES

NETTE, IN = BUILTIN_DATASETS["imagenette"], BUILTIN_DATASETS["imagenet"]


def ts(**kw: Any) -> TrainStep:
    return TrainStep(**{"size": "T", "dataset": NETTE, **kw})


def fwd(**kw: Any) -> Forward:
    return Forward(**{"size": "T", "dataset": NETTE, **kw})


# spec/variants.md, "Acceptance examples"
ACCEPTANCE = [
    (ts(optimizer="fused_sgd"), "convnext_train_step"),
    (fwd(batch=32), "convnext_fwd"),
    (ts(optimizer="adamw"), "convnext_adam_train_step"),
    (ts(optimizer="adamw", ema=True, replicas=2), "convnext_emadpx2_train_step"),
    (ts(dataset=IN, optimizer="adamw", wd_exclude_rank1=True, clip_norm=1.0, stochastic_depth=True,
        weight_decay=0.05), "convnextin_adamwxclipdropwd005_train_step"),
    (ts(size="B", dataset=IN, optimizer="adamw", replicas=4, wd_exclude_rank1=True, clip_norm=True,
        stochastic_depth=True, weight_decay=0.05), "convnextbin_adamdpx4wxclipdropwd005_train_step"),
    (ts(dataset=IN, optimizer="adamw", accumulate=4, batch=64, replicas=4),
     "convnextin_accdp4x64x4_train_step"),
    (ts(dataset=IN, optimizer="lamb", accumulate=8, batch=64, wd_exclude_rank1=True, clip_norm=True,
        loss="bce", weight_decay=0.01), "convnextin_lambacc8x64wxclipbcewd001_train_step"),
    (ts(dataset=IN, optimizer="adamw", label_smoothing=0), "convnextin_adamls0_train_step"),
    (ts(dataset=IN, optimizer="adamw", norm_eps=1e-3, gelu="erf", precision="bf16"),
     "convnextin_adameps0001erfbf16_train_step"),
    (fwd(dataset=IN, gelu="erf"), "convnextin_erf_fwd"),
    (fwd(size="S", dataset=IN, image_size=160, batch=128), "convnextsin160_128_fwd"),
]


@pytest.mark.parametrize("variant, expected", ACCEPTANCE, ids=[e for _, e in ACCEPTANCE])
def test_acceptance_examples(variant: TrainStep | Forward, expected: str) -> None:
    assert slug(variant) == expected
    assert parse_slug(expected) == variant


def test_acceptance_examples_are_twelve_distinct_names() -> None:
    assert len({e for _, e in ACCEPTANCE}) == 12


# ---------------------------------------------------------------------------------------------------------
# Strategies: valid Variants over every axis, respecting the combination rules


def decimals(below: float, positive: bool = False) -> st.SearchStrategy[float]:
    """Values the decimal grammar spells: up to five significant digits, in [0, below) (or (0, below))."""
    scale = 5 if below <= 1 else 4  # 99999e-4 < 10, 99999e-5 < 1
    built = st.builds(lambda d, s: float(Decimal(d).scaleb(-s)),
                      st.integers(0, 99999), st.integers(scale, 10))
    nice = st.sampled_from([0.0, 0.05, 0.1, 0.2, 0.5, 1e-4, 1e-6, 1.0, 2.5, 9.5])
    return st.one_of(nice, built).filter(lambda x: x < below and (x > 0 or not positive))


FORWARD_VALUES: dict[str, st.SearchStrategy] = {
    "size": st.sampled_from(list(SIZES)),
    "dataset": st.sampled_from(sorted(BUILTIN_DATASETS.values(), key=lambda d: d.name)),
    "image_size": st.integers(1, 40).map(lambda k: 32 * k),
    "batch": st.one_of(st.just(32), st.integers(1, 4096)),
    "norm_eps": decimals(10, positive=True),
    "gelu": st.sampled_from(Gelu),
}
TRAIN_VALUES: dict[str, st.SearchStrategy] = {
    **FORWARD_VALUES,
    "precision": st.sampled_from(Precision),
    "ema": st.booleans(),
    "replicas": st.integers(1, 16),
    "accumulate": st.integers(1, 16),
    "wd_exclude_rank1": st.booleans(),
    "clip_norm": st.one_of(st.none(), st.just(True), decimals(10, positive=True).filter(lambda c: c >= 1e-4)),
    "stochastic_depth": st.booleans(),
    "loss": st.sampled_from(Loss),
    "weight_decay": st.one_of(st.none(), decimals(10)),
    "label_smoothing": st.one_of(st.none(), decimals(1)),
    "lr": st.one_of(st.none(), decimals(10, positive=True)),
}
FUSED_SGD_KEYS = ("size", "dataset", "image_size", "batch", "norm_eps", "gelu", "precision", "label_smoothing",
                  "lr")
NOT_FUSED_KEYS = tuple(k for k in TRAIN_VALUES if k != "lr")
#: The optimizers' constants (D130), drawn only for an optimizer that has the constant; None: its default.
CONSTANT_VALUES: dict[str, st.SearchStrategy] = {
    "b1": st.one_of(st.none(), decimals(1)), "b2": st.one_of(st.none(), decimals(1)),
    "mu": st.one_of(st.none(), decimals(1)), "rho": st.one_of(st.none(), decimals(1)),
    "optimizer_eps": st.one_of(st.none(), decimals(10, positive=True)),
}
CONSTANT_FIELD = {"b1": "b1", "b2": "b2", "mu": "mu", "rho": "rho", "eps": "optimizer_eps"}


@st.composite
def train_steps(draw: st.DrawFn, optimizers: tuple[Optimizer, ...] = tuple(Optimizer)) -> TrainStep:
    opt = draw(st.sampled_from(optimizers))
    keys = FUSED_SGD_KEYS if opt is Optimizer.fused_sgd else NOT_FUSED_KEYS
    fields = {k: draw(TRAIN_VALUES[k]) for k in keys}
    for constant in OPTIMIZER_DEFAULTS[opt].constants:
        fields[CONSTANT_FIELD[constant]] = draw(CONSTANT_VALUES[CONSTANT_FIELD[constant]])
    if fields.get("loss") is Loss.bce:
        fields["label_smoothing"] = draw(st.sampled_from([None, 0.0]))
    return TrainStep(optimizer=opt, **fields)


@st.composite
def forwards(draw: st.DrawFn) -> Forward:
    return Forward(**{k: draw(s) for k, s in FORWARD_VALUES.items()})


variants = st.one_of(train_steps(), forwards())


def rebuild(v: TrainStep | Forward, **updates: Any) -> TrainStep | Forward:
    """``v`` with some fields replaced, validated again (``None`` re-derives a dependent default)."""
    return type(v)(**{**{k: getattr(v, k) for k in type(v).model_fields}, **updates})


# ---------------------------------------------------------------------------------------------------------
# Properties (conventions.md, "Testing at three levels", 3)


@given(variants)
def test_parse_inverts_slug(v: TrainStep | Forward) -> None:
    assert parse_slug(slug(v)) == v


@given(variants)
def test_slug_alphabet(v: TrainStep | Forward) -> None:
    assert re.fullmatch(r"[a-z0-9_]+", slug(v))


@given(variants, variants)
def test_distinct_variants_have_distinct_slugs(a: TrainStep | Forward, b: TrainStep | Forward) -> None:
    assert (slug(a) == slug(b)) == (a == b)


@settings(suppress_health_check=[HealthCheck.filter_too_much])
@given(train_steps(), st.sampled_from(sorted({**TRAIN_VALUES, **CONSTANT_VALUES})), st.data())
def test_changing_one_field_changes_the_slug(v: TrainStep, name: str, data: st.DataObject) -> None:
    try:
        w = rebuild(v, **{name: data.draw({**TRAIN_VALUES, **CONSTANT_VALUES}[name])})
    except ValidationError:
        assume(False)
    assume(w != v)
    assert slug(w) != slug(v)


# Marker patterns of each field (spec/variants.md, "Grammar"); several patterns = several pieces.
MARKERS: dict[str, tuple[str, ...]] = {
    "image_size": (r"\d+",), "batch": (r"\d+",), "norm_eps": (r"eps\d+",), "gelu": ("erf",),
    "precision": ("bf16",), "ema": ("ema",), "replicas": ("dp", r"x\d+"), "accumulate": ("acc", r"\d+x"),
    "wd_exclude_rank1": ("wx",), "clip_norm": (r"clip\d*",), "stochastic_depth": ("drop",), "loss": ("bce",),
    "weight_decay": (r"wd\d+",), "label_smoothing": (r"ls\d+",), "lr": (r"lr\d+",),
    "b1": (r"b1\d+",), "b2": (r"b2\d+",), "mu": (r"mu\d+",), "rho": (r"rho\d+",), "optimizer_eps": (r"oeps\d+",),
}
DEFAULTS: dict[str, dict[str, Any]] = {
    "image_size": {"image_size": 224}, "batch": {"batch": 32}, "norm_eps": {"norm_eps": 1e-6},
    "gelu": {"gelu": "tanh"}, "precision": {"precision": "f32"}, "ema": {"ema": False},
    "replicas": {"replicas": 1}, "accumulate": {"accumulate": 1},
    "wd_exclude_rank1": {"wd_exclude_rank1": False},
    "clip_norm": {"clip_norm": None}, "stochastic_depth": {"stochastic_depth": False},
    "loss": {"loss": "ce", "label_smoothing": None}, "weight_decay": {"weight_decay": None},
    "label_smoothing": {"label_smoothing": None}, "lr": {"lr": None},
    **{field: {field: None} for field in CONSTANT_VALUES},
}


def without_markers(text: str, patterns: tuple[str, ...]) -> set[str]:
    """Every string made from ``text`` by deleting one match of each pattern, in order, left to right."""
    if not patterns:
        return {text}
    out: set[str] = set()
    for i in range(len(text)):
        for j in range(i + 1, len(text) + 1):
            if re.fullmatch(patterns[0], text[i:j]):
                out |= {text[:i] + rest for rest in without_markers(text[j:], patterns[1:])}
    return out


def _base_for(name: str) -> st.SearchStrategy[TrainStep | Forward]:
    if name in CONSTANT_VALUES:  # the optimizers that have the constant
        return train_steps(tuple(o for o, d in OPTIMIZER_DEFAULTS.items()
                                 if any(CONSTANT_FIELD[c] == name for c in d.constants)))
    if name == "lr":
        return train_steps((Optimizer.fused_sgd,))
    if name in ("ema", "accumulate"):  # under AdamW these markers also drop the `adam` token
        return train_steps(tuple(o for o in Optimizer if o not in (Optimizer.fused_sgd, Optimizer.adamw)))
    if name in FORWARD_VALUES:
        return st.one_of(train_steps(), forwards())
    return train_steps(tuple(o for o in Optimizer if o is not Optimizer.fused_sgd))


@pytest.mark.parametrize("name", sorted(MARKERS))
@settings(suppress_health_check=[HealthCheck.filter_too_much], max_examples=40)
@given(data=st.data())
def test_no_marker_at_the_default(name: str, data: st.DataObject) -> None:
    """The slug of v with ``name`` at its default is the slug of v with ``name`` changed, minus the marker.

    Comparing against the changed variant's slug (not searching for a substring) is not fooled by other
    markers containing the same letters (`x` in `wx`, digits of other values).
    """
    v = data.draw(_base_for(name))
    if name == "loss":
        changed: dict[str, Any] = {"loss": "bce", "label_smoothing": None}
    else:
        changed = {name: data.draw({**TRAIN_VALUES, **CONSTANT_VALUES}[name])}
    if name == "label_smoothing" and isinstance(v, TrainStep):
        changed["loss"] = "ce"
    try:
        at_default = rebuild(v, **{**DEFAULTS[name], **{k: v for k, v in changed.items() if k != name}})
        other = rebuild(v, **changed)
    except ValidationError:
        assume(False)
    assume(other != at_default)
    # deleting the only marker empties the variant part, whose "_" goes with it (`model [_ variant] _ kind`)
    assert slug(at_default) in {t.replace("__", "_") for t in without_markers(slug(other), MARKERS[name])}


@pytest.mark.parametrize("v", [ts(optimizer=o) for o in Optimizer] + [fwd()], ids=lambda v: v.kind)
def test_all_defaults_spell_no_marker(v: TrainStep | Forward) -> None:
    token = {"adamw": "adam", "lamb": "lamb", "momentum": "mom", "nesterov": "nest", "rmsprop": "rms", "sgd": "sgd"}
    if isinstance(v, Forward):
        expected = "convnext_fwd"
    elif v.optimizer.value in token:
        expected = f"convnext_{token[v.optimizer.value]}_train_step"
    else:
        expected = "convnext_train_step"
    assert slug(v) == expected


# ---------------------------------------------------------------------------------------------------------
# Rejected names and registry


@pytest.mark.parametrize("text, position, reason", [
    ("alexnet_train_step", 0, "starts with a net family's token: 'convnext'"),
    ("convnextin_adamxyz_train_step", 15, "unexpected marker"),
    ("convnextq_adam_train_step", 8, "unknown size+dataset code 'q'"),
    ("convnext_adam_train_stepx", 25, "ends with '_train_step', '_fwd' or '_fwd_eval'"),
    ("convnext_Adam_train_step", 9, "a-z, 0-9 and '_'"),
    ("convnext_adamdp4_train_step", 16, "expected 'x' (before the replica count)"),
])
def test_unparseable_slug_reports_position(text: str, position: int, reason: str) -> None:
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position
    assert reason in str(e.value)
    assert str(e.value).endswith(f"  {text}\n  {' ' * position}^")


@pytest.mark.parametrize("text, canonical, position", [
    ("convnextin_adamwd0050_train_step", "convnextin_adamwd005_train_step", 20),
    ("convnext_adam32_train_step", "convnext_adam_train_step", 13),
    ("convnext_emaadam_train_step", "convnext_ema_train_step", 12),
    ("convnext_adamclip1_train_step", "convnext_adamclip_train_step", 17),
])
def test_slug_that_does_not_respell_is_rejected(text: str, canonical: str, position: int) -> None:
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert f"not the canonical spelling of its variant; the slug is {canonical!r}" in str(e.value)
    assert e.value.position == position


def test_invalid_variant_slug_is_rejected() -> None:
    with pytest.raises(SlugError, match="does not take label smoothing"):
        parse_slug("convnext_adambcels02_train_step")


def test_fused_sgd_lr_and_batch_round_trip() -> None:
    """docs/decisions.md D1: the batch digits come before `lr`, so the two digit runs never touch."""
    v = ts(optimizer="fused_sgd", lr=0.01, batch=64)
    assert slug(v) == "convnext_64lr001_train_step"
    assert parse_slug("convnext_64lr001_train_step") == v
    w = ts(optimizer="fused_sgd", lr=0.0164)
    assert slug(w) == "convnext_lr00164_train_step" != slug(v)
    assert parse_slug(slug(w)) == w


def test_ambiguous_dataset_codes_are_rejected() -> None:
    with pytest.raises(RegistryError) as e:
        DatasetRegistry.with_user([Dataset(name="sports", classes=5, code="sin")])
    msg = str(e.value)
    assert "'convnextsin'" in msg and "'imagenet'" in msg and "'sports'" in msg


def test_user_dataset_parses_with_its_registry() -> None:
    food = Dataset(name="food", classes=101, code="food")
    registry = DatasetRegistry.with_user([food])
    v = ts(dataset=food, optimizer="adamw")
    assert slug(v) == "convnextfood_adam_train_step"
    assert parse_slug(slug(v), registry) == v
    with pytest.raises(SlugError, match="unknown size\\+dataset code 'food'"):
        parse_slug(slug(v))


def test_is_default_is_what_the_slug_leaves_unspelled() -> None:
    from cnxbuild.variant import is_default

    v = parse_slug("convnextin_adamwxclipwd005_train_step")
    assert not is_default(v, "size") and not is_default(v, "optimizer")  # required: never default
    assert not is_default(v, "wd_exclude_rank1") and not is_default(v, "clip_norm")  # spelled: wx, clip
    assert not is_default(v, "weight_decay")  # wd005
    assert is_default(v, "ema") and is_default(v, "batch") and is_default(v, "image_size")
    assert is_default(parse_slug("convnext_adam_train_step"), "weight_decay")


@pytest.mark.parametrize("text, position", [
    ("convnextatto65_adam_train_step", 12),  # was 15: the caret under 'adam'
    ("resnet18in33_fwd_eval", 10),  # was 0
    ("resnet1833_mom_train_step", 8),  # the size's digits run into the image size's
])
def test_an_image_size_the_family_refuses_is_shown_at_its_digits(text, position):
    """A new user's finding: the caret of a refused image size pointed at the variant part (or the slug's
    start), not at the digits that are wrong."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and "is not a multiple of 32" in str(e.value), str(e.value)
    with pytest.raises(SlugError) as e:
        parse_slug("convnextatto64_adam0_train_step")  # another field wrong: at its digits (a breaker, stop 44)
    assert e.value.position == 19


@pytest.mark.parametrize("text, position, expected", [
    ("convnext_adamclip05clip_train_step", 19, "expected one of: drop, bce, wd, b1, b2, oeps, ls, eps, erf, bf16 ("),
    ("convnext_adamwxwx_train_step", 15, "expected one of: clip, drop, bce, wd, b1, b2, oeps, ls, eps, erf, bf16 ("),
    # the optimizer's own constants only (D130): momentum has μ, RMSProp μ, ρ and ε, SGD none
    ("convnext_momwxwx_train_step", 14, "expected one of: clip, drop, bce, wd, mu, ls, eps, erf, bf16 ("),
    ("convnext_rmswd0wx_train_step", 15, "expected one of: mu, rho, oeps, ls, eps, erf, bf16 ("),
    ("convnext_sgdwd0wx_train_step", 15, "expected one of: ls, eps, erf, bf16 ("),
    ("convnext_adamls0wx_train_step", 16, "expected one of: eps, erf, bf16 ("),
    ("convnext_adambf16x_train_step", 17, "unexpected text after the last marker ("),
    ("convnext_lr001ls01x_train_step", 18, "expected one of: eps, erf, bf16 (each marker at most once, in the "
                                           "order batch digits, lr, ls, eps, erf, bf16)"),
])
def test_a_misplaced_marker_names_only_the_markers_that_may_still_follow(text, position, expected):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and expected in str(e.value), str(e.value)


@pytest.mark.parametrize("text, position, hint", [
    ("convnext_adamw_train_step", 13, "AdamW's token is 'adam'"),
    ("convnext_adam_fwd", 9, "a forward takes no optimizer or train-step marker"),
    ("convnext_ema_fwd", 9, "a forward takes no optimizer or train-step marker"),
])
def test_the_natural_mistakes_get_a_hint(text, position, hint):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and hint in str(e.value), str(e.value)


@pytest.mark.parametrize("text, position, expected", [
    # after the optimizer token every count marker may still come (issue 17: `acc` was missing)
    ("convnext_lamb_acc4x_train_step", 13, "expected one of: acc, dp, batch digits, wx, clip, drop, bce, wd, b1, "
                                           "b2, oeps, ls, eps, erf, bf16 (each marker at most once, in the order acc, "
                                           "dp, batch digits, wx, clip,"),
    ("convnext_adamacc4xdp_train_step", 18, "expected one of: batch digits, wx, clip,"),
    ("convnext_xyz_train_step", 9, "expected one of: ema, adam, lamb, mom, nest, rms, sgd, acc, batch digits, lr, ls,"),
    ("convnextin_64xyz_fwd", 13, "expected one of: eps, erf (each marker at most once, in the order batch digits"),
    ("convnextin_erf64_fwd", 14, "unexpected text after the last marker"),
])
def test_the_expected_markers_are_complete(text, position, expected):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and expected in str(e.value), str(e.value)


@pytest.mark.parametrize("text, position, canonical", [
    ("convnext_adamclipwx_train_step", 17, "convnext_adamwxclip_train_step"),
    ("convnext_lamb_acc4x_train_step", 13, "convnext_lambacc4x_train_step"),
    ("convnext_wxadam_train_step", 9, "convnext_adamwx_train_step"),
    ("convnextin_adamdropwd005wxclip_train_step", 24, "convnextin_adamwxclipdropwd005_train_step"),
    ("convnext_dpx2emalamb_train_step", 9, "convnext_emalambdpx2_train_step"),
    ("convnextin_erf64_fwd", 14, "convnextin_64erf_fwd"),
    ("convnext_erfeps00001_fwd", 12, "convnext_eps00001erf_fwd"),
])
def test_misordered_markers_suggest_the_canonical_slug(text, position, canonical):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and f"did you mean {canonical!r}?" in str(e.value), str(e.value)
    assert slug(parse_slug(canonical)) == canonical


def test_unknown_markers_suggest_a_near_one_and_nothing_when_none_is_near():
    with pytest.raises(SlugError, match=r"unexpected marker \('dorp' is no marker; did you mean 'drop'\?\)"):
        parse_slug("convnext_adamdorp_train_step")
    with pytest.raises(SlugError) as e:
        parse_slug("convnext_adamxyz_train_step")
    assert "did you mean" not in str(e.value)


def test_a_slug_with_a_clip_below_the_floor_is_refused() -> None:
    """D91: the slug path refuses what the matrix does (``clip000001`` is C = 1e-5)."""
    with pytest.raises(SlugError, match=r"clip_norm 1e-05 must be >= 0\.0001: below 1e-4 the 1e-6"):
        parse_slug("convnextatto32_sgdclip000001_train_step")
    assert parse_slug("convnextatto32_sgdclip00001_train_step").clip_norm == 1e-4


def test_a_separate_number_is_offered_as_batch_and_as_image_size() -> None:
    """A new user's finding (stop 40): ``resnet18_64_mom_train_step`` (64 px meant) got only the batch
    reading."""
    with pytest.raises(SlugError) as e:
        parse_slug("resnet18_64_mom_train_step")
    assert ("did you mean 'resnet18_mom64_train_step' (batch 64) or 'resnet1864_mom_train_step' "
            "(64 px images)?" in str(e.value)), str(e.value)
    assert parse_slug("resnet1864_mom_train_step").image_size == 64


@pytest.mark.parametrize("text, position, what, maximum", [
    ("convnext_adam" + "9" * 5000 + "_train_step", 13, "the batch", 4096),
    ("convnext" + "9" * 5000 + "_fwd", 8, "the image size", 2048),
    ("convnext_adamacc" + "9" * 5000 + "x_train_step", 16, "the accumulation count k", 1024),
    ("convnext_adamdpx" + "9" * 5000 + "_train_step", 16, "the replica count", 1024),
    ("convnext_" + "9" * 5000 + "_fwd", 9, "the batch", 4096),
])
def test_a_huge_integer_is_a_located_error_not_a_traceback(text, position, what, maximum):
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position
    assert f"{what} has 5000 digits; it must be at most {maximum}" in str(e.value)


@pytest.mark.parametrize("text", ["convnext_adam" + "0" * 4301 + "_train_step", "convnext" + "0" * 4301 + "_fwd",
                                  "convnext_acc" + "0" * 4301 + "x_train_step"], ids=["batch", "px", "acc"])
def test_a_run_of_thousands_of_zeros_is_an_error_not_a_traceback(text):
    """Zeros passed the length rule (it counts significant digits) and then int()'s limit of 4300 digits."""
    with pytest.raises(SlugError, match="not a valid variant|not the canonical spelling|out of range|must be"):
        parse_slug(text)


@pytest.mark.parametrize("text, key, held", [
    ("convnextatto32_adamclip100000001_train_step", "clip_norm = 1.00000001", "1.0"),
    ("convnextatto32_adamwd000010000000001_train_step", "weight_decay = 0.00010000000001", "0.0001"),
])
def test_a_slug_whose_constant_float32_does_not_hold_is_refused(text, key, held):
    """Two names for one artifact, and a sidecar constant it does not bake (breaker finding, stop 37; D83)."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert f"{key} is not a float32 value" in str(e.value) and f"holds it as {held}; write {held}" in str(e.value)


def test_a_parse_error_shows_the_whole_token_it_stopped_at() -> None:
    """New-user finding (stop 19): "did you mean 'adam'?; found 'a'" showed one letter of 'adma'."""
    with pytest.raises(SlugError) as e:
        parse_slug("convnextatto32_adma_train_step")
    assert str(e.value).split("\n")[0].endswith("found 'adma'"), str(e.value)
    with pytest.raises(SlugError) as e:
        parse_slug("convnext_adamclipwx_train_step")
    assert "; found 'wx'; did you mean 'convnext_adamwxclip_train_step'?" in str(e.value)


def test_a_near_miss_size_code_gets_the_whole_slug_suggested() -> None:
    """New-user finding (stop 19): 'convnextato32_…' listed every code but suggested none (and a hand-made
    suggestion dropped the image size)."""
    with pytest.raises(SlugError) as e:
        parse_slug("convnextato32_adam_train_step")
    assert str(e.value).split("\n")[0].endswith("; did you mean 'convnextatto32_adam_train_step'?"), str(e.value)
    with pytest.raises(SlugError) as e:
        parse_slug("convnextq_fwd")
    assert "did you mean" not in str(e.value)


@pytest.mark.parametrize("text, position, said", [
    ("convnextatto32_adamclip0_train_step", 19, "clip_norm 0.0 must be > 0"),  # at 'clip', not at 'adam'
    ("convnextatto32_adameps0_train_step", 19, "norm_eps 0.0 must be > 0"),
    ("convnextatto32_adamls10_train_step", 19, "label_smoothing 1.0 must satisfy"),
    ("convnextatto32_8lr0_train_step", 16, "lr 0.0 must be > 0"),
    ("resnet18_adamacc0x_train_step", 13, "accumulate = 0"),
    ("convnextatto32_fwd_eval", 15, 'kind "fwd_eval" is not rendered for family'),  # at the kind, not at 0
    ("convnextatto32_adamwd99999999999999999_train_step", 21, "the 'wd' value has 17 digits; a decimal is spelled "
                                                              "with at most 16"),
    ("convnextatto32_adamwd9999999999999999_train_step", 19, "holds it as 10.0; decimals must be below 10, so write "
                                                             "a value with fewer significant digits"),
    # a breaker's finding (stop 54): the hint offered 1.0, which label smoothing refuses
    ("convnext_adamls099999999_train_step", 13, "holds it as 1.0; label_smoothing must stay below 1.0, so write a "
                                                "value with fewer significant digits"),
])
def test_a_value_the_variant_refuses_is_shown_at_its_marker(text, position, said):
    """A breaker's findings (stop 44): a refused value was said at the start of the variant part (or of the slug),
    a decimal of more digits than a slug spells was rounded before it was refused, and a float32 hint named 10.0."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and said in str(e.value), str(e.value)


def test_a_family_is_offered_only_the_markers_it_takes() -> None:
    """A breaker's findings (stop 44): at the start of a ResNet variant part the list offered ``erf`` and gave fused
    SGD's order only; ``drop`` right after the ``_`` got the generic message, not the family's."""
    with pytest.raises(SlugError) as e:
        parse_slug("resnet18_foo_train_step")
    said = str(e.value)
    assert "erf" not in said and "drop" not in said and "in the order acc, dp, batch digits, wx, clip, bce" in said
    assert "fused SGD has no token: batch digits, lr, ls, eps, bf16)" in said, said
    with pytest.raises(SlugError) as e:
        parse_slug("resnet18_drop_train_step")
    said = str(e.value)
    assert e.value.position == 9 and "marker 'drop' (stochastic_depth) is not accepted by family 'resnet'" in said


def test_a_slug_with_a_newline_keeps_its_caret_under_the_character() -> None:
    """A breaker's finding (stop 44): the echoed text held the raw newline, so the caret stood alone below it."""
    with pytest.raises(SlugError) as e:
        parse_slug("convnext_adam_train_step\n")
    lines = str(e.value).splitlines()
    assert lines[1] == "  convnext_adam_train_step\\n" and lines[2].index("^") == lines[1].index("\\")


@pytest.mark.parametrize("text, meant, part", [
    ("convnext_tiny_adam_train_step", "convnext_adam_train_step", "convnext"),
    ("convnext_atto_ema_train_step", "convnextatto_ema_train_step", "convnextatto"),
    ("mobilenetv2_100_adam_train_step", "mobilenetv2100_adam_train_step", "mobilenetv2100"),
    ("vit_small_patch16_224_adamerf_train_step", "vits_adamerf_train_step", "vits"),
])
def test_a_timm_model_name_gets_the_slug_it_means(text, meant, part):
    """A new user's question (stop 47): timm's model names are what such a user types; the error names the
    slug's spelling of the model and the whole slug meant, which parses."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert f"did you mean {meant!r}? " in str(e.value) and f"whose slugs start with {part!r}" in str(e.value)
    assert slug(parse_slug(meant)) == meant


def test_a_timm_model_name_alone_gets_the_model_part_but_no_slug():
    with pytest.raises(SlugError) as e:
        parse_slug("convnext_tiny")
    assert "'convnext_tiny' is timm's name of ConvNeXt-T, whose slugs start with 'convnext'" in str(e.value)
    assert "did you mean" not in str(e.value)


def test_no_timm_hint_where_timm_name_and_slug_agree():
    with pytest.raises(SlugError) as e:
        parse_slug("resnet50_adamm_train_step")
    assert "timm" not in str(e.value)


@pytest.mark.parametrize("text, position, said", [
    ("convnextin_momb2095_train_step", 14, "b2 = 0.95: optimizer 'momentum' has no b2; the constants it takes: mu"),
    # an optimizer's TOML name in place of its token (stop 58: `nesterov` was told "did you mean 'erf'?")
    ("convnextatto_nesterov_train_step", 13, "optimizer 'nesterov' is spelled 'nest' in a slug; did you mean "
                                             "'convnextatto_nest_train_step'?"),
    ("resnet50in_rmspropwx_train_step", 11, "optimizer 'rmsprop' is spelled 'rms' in a slug; did you mean "
                                            "'resnet50in_rmswx_train_step'?"),
    ("convnextin_nestb2095_train_step", 15, "b2 = 0.95: optimizer 'nesterov' has no b2; the constants it takes: mu"),
    ("convnextin_adamwd005rho09_train_step", 20, "rho = 0.9: optimizer 'adamw' has no rho"),
    ("convnextin_adamb21_train_step", 15, "b2 1.0 must satisfy 0 <= b2 < 1"),
    ("convnextin_rmsoeps0_train_step", 14, "optimizer_eps 0.0 must satisfy 0 < optimizer_eps < 10"),
    ("convnextin_adamb2_train_step", 17, "expected the digits of the 'b2' value"),
    ("convnextin_adamb20999_train_step", 15, "not the canonical spelling of its variant; the slug is "
                                              "'convnextin_adam_train_step'"),  # β2 0.999 is AdamW's default
])
def test_an_optimizer_constant_marker_is_refused_at_its_position(text: str, position: int, said: str) -> None:
    """D130: a constant the optimizer has not, out of its range, without digits, or at its default."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert e.value.position == position and said in str(e.value), str(e.value)


@pytest.mark.parametrize("text, meant", [
    ("vit_ti32_adam_train_step", "vitti32_adam_train_step"),
    ("resnet_18_adam_train_step", "resnet18_adam_train_step"),
    ("convnext_atto32_fwd", "convnextatto32_fwd"),
])
def test_a_model_part_split_by_an_underscore_gets_the_slug_meant(text: str, meant: str) -> None:
    """A new user's finding (stop 57): `vit_ti32_adam_train_step` got no word of `vitti32_adam_train_step`."""
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert f"did you mean {meant!r}? (the model part has no '_': family token, size code" in str(e.value), str(e.value)
    parse_slug(meant)
