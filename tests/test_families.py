"""The net-family registry (spec/families.md): one family is one object in one place.

- No code outside a family's own modules names a family (a scan of cnxbuild/ and rules/).
- A tiny fake family registered in the test is accepted by Variant, slug, parse_slug and the matrix loader
  without touching any other module.
- The per-family rules of a Variant: sizes, optional keys, forward kinds, the renamed ``ln_eps``.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from cnxbuild import nets
from cnxbuild.config import ConfigError, load_matrix, parse_matrix
from cnxbuild.nets import FAMILIES, Family, Param, family_of
from cnxbuild.slug import DatasetRegistry, RegistryError, SlugError, parse_slug, slug
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep, forward_partner, validation_message

REPO = Path(__file__).resolve().parents[1]
IN = BUILTIN_DATASETS["imagenet"]

# ---------------------------------------------------------------------------------------------------------
# Nothing outside a family's modules names a family

#: The registry lines of cnxbuild/nets/__init__.py: the family modules' import, FAMILIES and the default.
REGISTRY_LINE = re.compile(r"from cnxbuild\.nets import [a-z0-9_, ]+|FAMILIES: dict\[str, Family\] = .*|"
                           r"(?:[a-z0-9_]+\.FAMILY, )*[a-z0-9_]+\.FAMILY\)\}|"  # the registry's continuation line
                           r"DEFAULT_FAMILY: str = [a-z_]+\.FAMILY\.name")
#: Docstrings and comments that name a family beyond citing its spec (spec/convnext.md) or showing a slug
#: (``convnext_adam_train_step``): file → (how many mentions, why). Measurements and examples, not logic.
DOC_MENTIONS = {
    "cnxbuild/nets/family.py": (4, "the base class's docstring examples (ConvNeXt-T, its banner)"),
    "cnxbuild/check/gradients.py": (1, "a measurement: the ConvNeXt-T twin's gradient norm under BCE (D13)"),
    "cnxbuild/check/inputs.py": (1, "a measurement: the ConvNeXt-B twin's size (zero state left unwritten)"),
    "cnxbuild/optim/_emit.py": (1, "a measurement on a ConvNeXt-atto global norm (D36)"),
    "cnxbuild/layers/sums.py": (2, "measurements on ConvNeXt-atto twins (D36)"),
    "cnxbuild/layers/conv.py": (2, "measurements of a ConvNeXt-T step and of ResNet's convolutions"),
    "cnxbuild/run/iree.py": (1, "a measurement of a ConvNeXt-T step (D38)"),
    "cnxbuild/run/xla_subprocess.py": (1, "the size of a ConvNeXt-atto twin's arguments"),
    "cnxbuild/run/memory.py": (3, "measurements of the ConvNeXt-B twin's heap (docs/check-cost.md)"),
    "cnxbuild/reference/layers.py": (1, "a measurement of the ConvNeXt-B twin's float64 gradient"),
    "cnxbuild/reference/optimizers.py": (1, "the ConvNeXt-B twin's copies of θ (docs/check-cost.md)"),
    "cnxbuild/reference/train.py": (1, "the ConvNeXt-B twin's copies of θ (docs/check-cost.md)"),
    "cnxbuild/expand.py": (1, "why eval_image_size exists: ResNet RSB-A3 (D44)"),
    "cnxbuild/slug/registry.py": (1, "why digit size codes are checked: ResNet's 50 (D42)"),
    "cnxbuild/layers/batchnorm.py": (1, "the layer's source: spec/families.md \"ResNet\""),
    "cnxbuild/layers/conv2d.py": (2, "the layer's source (timm's ResNet convs)"),
    "cnxbuild/layers/elementwise.py": (1, "ReLU's source: spec/families.md \"ResNet\""),
    "cnxbuild/layers/pool.py": (4, "max pool's source: timm's ResNet stem nn.MaxPool2d(3, 2, 1)"),
    "cnxbuild/nets/mbconv.py": (1, "the source: timm's _efficientnet_builder.py"),
    "cnxbuild/layers/se.py": (1, "the layer's source: timm's _efficientnet_blocks.py SqueezeExcite"),
    "cnxbuild/nets/mobilenetv2.py": (2, "the source: timm builds MobileNetV2 in efficientnet.py with its EfficientNet class"),
    "cnxbuild/reference/mobilenetv2.py": (2, "the source: timm's efficientnet.py and _efficientnet_blocks.py"),
    "cnxbuild/slug/hints.py": (1, "an example of timm's model name at a slug's start (convnext_tiny)"),
}


def _own_modules(fam: Family) -> set[str]:
    """``nets/<family>.py`` and ``reference/<family>.py``, and the modules a family splits off them
    (``nets/<family>_<part>.py``, e.g. ``resnet_emit.py``: D45)."""
    split = {str(p.relative_to(REPO)) for d in ("nets", "reference")
             for p in sorted((REPO / "cnxbuild" / d).glob(f"{fam.name}_*.py"))}
    return {f"cnxbuild/nets/{fam.name}.py", f"cnxbuild/reference/{fam.name}.py"} | split


def _patterns(fam: Family) -> tuple[re.Pattern, re.Pattern]:
    """``(name, citation)``: how ``fam`` is named (its name, token, display name; any case), and the prose
    that only cites it (its spec file, a slug of its token). A name that ends a longer word is not the family's
    (``vit`` in ``sensitivity``): it is not preceded by a letter (it may be followed by one: ``convnextatto``)."""
    words = "|".join(sorted({re.escape(w) for w in (fam.name, fam.token, fam.display)}, key=len, reverse=True))
    cite = rf"spec/{re.escape(fam.name)}\.md|\b{re.escape(fam.token)}[a-z0-9]*(_[a-z0-9]+)*\b"
    return re.compile(rf"(?<![a-z])(?:{words})", re.IGNORECASE), re.compile(cite)


def _docstring_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                lines |= set(range(first.lineno, first.end_lineno + 1))
    return lines


def _mentions(path: Path, shown: str, fam: Family) -> tuple[list[str], list[str]]:
    """``(code, prose)``: the lines of ``path`` whose code names ``fam``, and the names of it its comments and
    docstrings use beyond citing it (spec file, slugs)."""
    name, citation = _patterns(fam)
    text = path.read_text()
    docs = _docstring_lines(ast.parse(text))
    code, prose = [], []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if not name.search(tok.string):
            continue
        line = text.splitlines()[tok.start[0] - 1].strip()
        if tok.type == tokenize.COMMENT or (tok.type == tokenize.STRING and tok.start[0] in docs):
            prose += [m.group() for m in name.finditer(citation.sub("", tok.string))]
        elif not (shown == "cnxbuild/nets/__init__.py" and REGISTRY_LINE.fullmatch(line)):
            code.append(f"{shown}:{tok.start[0]}: {line}")
    return code, prose


def test_no_code_outside_a_familys_modules_names_a_family() -> None:
    files = sorted(p for d in ("cnxbuild", "rules") for p in (REPO / d).rglob("*.py"))
    assert len(files) > 40
    code, prose = [], {}
    for fam in FAMILIES.values():
        for path in files:
            rel = str(path.relative_to(REPO))
            if rel in _own_modules(fam):
                continue
            c, p = _mentions(path, rel, fam)
            code += c
            if p:
                prose[rel] = prose.get(rel, 0) + len(p)
    assert not code, "code names a net family outside its modules (ask cnxbuild.nets.family_of):\n" + \
        "\n".join(code)
    allowed = {f: n for f, (n, _) in DOC_MENTIONS.items()}
    assert prose == allowed, "docstring/comment mentions differ from the allow-list (file: count)"


def test_the_scan_sees_code_and_ignores_citations(tmp_path: Path) -> None:
    """The scanner itself: a name in code is found; the spec's file and a slug in a docstring are not."""
    f = tmp_path / "probe.py"
    f.write_text('"""Cites spec/convnext.md and convnext_adam_train_step."""\nX = "convnext"  # ConvNeXt\n')
    code, prose = _mentions(f, "probe.py", FAMILIES["convnext"])
    assert code == ['probe.py:2: X = "convnext"  # ConvNeXt'] and prose == ["ConvNeXt"]
    f.write_text("from cnxbuild.nets import convnext\n")
    assert _mentions(f, "cnxbuild/nets/__init__.py", FAMILIES["convnext"])[0] == []  # a registry line
    assert _mentions(f, "cnxbuild/step.py", FAMILIES["convnext"])[0] != []


# ---------------------------------------------------------------------------------------------------------
# A fake family: registered here only, accepted by Variant, slug, parse_slug and the matrix


@dataclass(frozen=True)
class Widths:
    widths: tuple[int, ...]


class Toy(Family):
    """A two-size toy family with BatchNorm-like buffers, a frozen-statistics forward and no optional keys."""

    name = "toynet"
    token = "toynet"
    display = "ToyNet"
    sizes = {"7": Widths((4,)), "12": Widths((4, 8))}
    size_codes = {"7": "7", "12": "12"}
    norm = "BatchNorm"
    norm_eps_default = 1e-5
    keys = frozenset()
    forward_kinds = ("fwd_eval", "fwd")
    partner_kind = "fwd_eval"
    driven_param = "fc.weight"
    zero_param = "fc.bias"
    reference = "cnxbuild.reference.toynet"

    def image_size_rule(self, image_size: int) -> str | None:
        return None if image_size % 16 == 0 else f"image_size {image_size} is not a multiple of 16"

    def param_table(self, arch: Widths, classes: int) -> list[Param]:
        return [Param("fc.weight", (classes, arch.widths[-1])), Param("fc.bias", (classes,))]

    def buffer_table(self, arch: Widths) -> list[Param]:
        return [Param("bn.running_mean", (arch.widths[0],)), Param("bn.running_var", (arch.widths[0],))]

    def twin_image_size(self, arch: Widths) -> int:
        return 32

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        return rng.normal(size=p.shape)


@pytest.fixture
def toy(monkeypatch):
    fam = Toy()
    monkeypatch.setitem(FAMILIES, fam.name, fam)
    nets.check_registry()
    return fam


def test_a_fake_family_is_a_variant_with_its_own_defaults_and_rules(toy) -> None:
    v = TrainStep(family="toynet", size=12, dataset=IN, optimizer="adamw")  # a TOML integer size
    assert v.size == "12" and family_of(v) is toy
    assert v.norm_eps == 1e-5 and v.gelu is None  # the family's ε; no GELU
    p = forward_partner(v, 64, 256)
    assert (p.kind, p.image_size, p.batch, p.family) == ("fwd_eval", 256, 64, "toynet")
    with pytest.raises(ValidationError, match="size \"50\" is not a ToyNet size; ToyNet sizes: 7, 12"):
        TrainStep(family="toynet", size=50, dataset=IN, optimizer="adamw")
    with pytest.raises(ValidationError, match="image_size 40 is not a multiple of 16"):
        Forward(family="toynet", size="7", dataset=IN, image_size=40)


@pytest.mark.parametrize("key, value", [("gelu", "erf"), ("gelu", "tanh"), ("stochastic_depth", True)])
def test_a_key_the_family_does_not_take_is_an_error_naming_family_and_key(toy, key, value) -> None:
    with pytest.raises(ValidationError) as e:
        TrainStep(family="toynet", size="7", dataset=IN, optimizer="adamw", **{key: value})
    msg = validation_message(e.value)
    assert f"family 'toynet' (ToyNet) does not take {key}" in msg and "the optional keys it takes: none" in msg


def test_fwd_eval_only_for_families_that_render_it(toy) -> None:
    v = Forward(family="toynet", size="7", dataset=IN, kind="fwd_eval")
    assert slug(v) == "toynet7in_fwd_eval" and parse_slug("toynet7in_fwd_eval") == v
    with pytest.raises(ValidationError, match="kind \"fwd_eval\" is not rendered for family 'convnext' "
                                              "\\(ConvNeXt\\); its forward kinds: fwd"):
        Forward(size="T", dataset=IN, kind="fwd_eval")
    with pytest.raises(SlugError, match="kind \"fwd_eval\" is not rendered for family 'convnext'"):
        parse_slug("convnextin_fwd_eval")


@pytest.mark.parametrize("v, text", [
    (dict(size="12", optimizer="adamw"), "toynet12in_adam_train_step"),
    (dict(size="7", optimizer="sgd", image_size=160, norm_eps=1e-3), "toynet7in160_sgdeps0001_train_step"),
    (dict(size="12", optimizer="momentum", batch=64, wd_exclude_rank1=True), "toynet12in_mom64wx_train_step"),
])
def test_slug_and_parse_of_a_fake_family(toy, v, text) -> None:
    step = TrainStep(family="toynet", dataset=IN, **v)
    assert slug(step) == text and parse_slug(text) == step


@pytest.mark.parametrize("text, position, reason", [
    ("toynet7in_adamdrop_train_step", 14, "marker 'drop' (stochastic_depth) is not accepted by family 'toynet'"),
    ("toynet7in_erf_fwd", 10, "marker 'erf' (gelu) is not accepted by family 'toynet' (ToyNet)"),
    ("toynet9in_fwd", 6, "unknown size+dataset code '9in' for family 'toynet' (ToyNet)"),
])
def test_a_marker_the_family_does_not_accept_is_a_parse_error(toy, text, position, reason) -> None:
    with pytest.raises(SlugError) as e:
        parse_slug(text)
    assert reason in str(e.value) and e.value.position == position


def test_image_digits_after_a_digit_size_code(toy) -> None:
    """`toynet12160` is size 12 at 160 px (imagenette: no dataset letters); no size code + digits is another
    code, which the registry checks."""
    v = Forward(family="toynet", size="12", dataset=BUILTIN_DATASETS["imagenette"], image_size=160)
    assert slug(v) == "toynet12160_fwd" and parse_slug("toynet12160_fwd") == v


def test_digit_codes_that_read_as_another_code_plus_an_image_size_are_refused(monkeypatch) -> None:
    fam = Toy()
    fam.sizes, fam.size_codes = {"1": Widths((4,)), "12": Widths((4, 8))}, {"1": "1", "12": "12"}
    monkeypatch.setitem(FAMILIES, fam.name, fam)
    with pytest.raises(RegistryError, match="'toynet12' reads as '1' followed by image-size digits"):
        DatasetRegistry()


def test_dataset_codes_are_checked_per_family_token(toy) -> None:
    """A code that makes one family's model tokens ambiguous is refused naming that family's token, with
    other families registered beside it; a code no family's size codes make ambiguous is accepted."""
    from cnxbuild.variant import Dataset

    with pytest.raises(RegistryError, match="'convnextsin'"):
        DatasetRegistry.with_user([Dataset(name="sports", classes=5, code="sin")])
    DatasetRegistry.with_user([Dataset(name="food", classes=101, code="food")])  # fine for both families


def test_the_matrix_accepts_a_fake_family(toy, tmp_path: Path) -> None:
    from cnxbuild.expand import expand

    text = ('[[group]]\nname = "toy"\nfamily = "toynet"\nsize = [7, 12]\ndataset = "imagenet"\n'
            'optimizer = "adamw"\nimage_size = 160\neval_image_size = 224\n')
    (tmp_path / "m.toml").write_text(text)
    entries = expand(load_matrix(tmp_path / "m.toml"))
    assert [slug(e.variant) for e in entries] == ["toynet7in160_adam_train_step", "toynet12in160_adam_train_step"]
    assert [slug(e.partner) for e in entries] == ["toynet7in_fwd_eval", "toynet12in_fwd_eval"]
    assert entries[0].partner == forward_partner(entries[0].variant, entries[0].eval_batch, 224)
    fwd = type(entries[0])(entries[0].partner, 32, entries[0].origin)
    with pytest.raises(ValueError, match="a forward has no forward partner"):
        fwd.partner


def test_a_key_the_family_does_not_take_in_a_matrix_names_group_family_and_key(toy, tmp_path: Path) -> None:
    text = ('[[group]]\nname = "toy"\nfamily = "toynet"\nsize = 7\ndataset = "imagenet"\noptimizer = "adamw"\n'
            'gelu = "erf"\n')
    (tmp_path / "m.toml").write_text(text)
    with pytest.raises(ConfigError) as e:
        load_matrix(tmp_path / "m.toml")
    assert 'group "toy" → expansion 0: family \'toynet\' (ToyNet) does not take gelu' in str(e.value)


# ---------------------------------------------------------------------------------------------------------
# The renamed key, sizes as integers, the registry itself


def test_ln_eps_is_refused_with_its_new_name(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="ln_eps was renamed norm_eps .*write norm_eps = 0.001"):
        TrainStep(size="T", dataset=IN, optimizer="adamw", ln_eps=1e-3)
    with pytest.raises(ConfigError, match="ln_eps was renamed norm_eps \\(the family's normalisation ε\\): write "
                                          "norm_eps = 0.001"):
        parse_matrix({"group": [{"name": "g", "size": "T", "dataset": "imagenet", "optimizer": "adamw",
                                 "ln_eps": 1e-3}]}, "m.toml")


def test_an_unknown_family_lists_the_known_ones() -> None:
    with pytest.raises(ValidationError, match="family 'vgg' is not a known net family; known families: convnext"):
        TrainStep(family="vgg", size="T", dataset=IN, optimizer="adamw")
    with pytest.raises(ConfigError, match='"vgg" is not an allowed value; allowed values: convnext'):
        parse_matrix({"group": [{"name": "g", "family": "vgg", "size": "T", "dataset": "imagenet"}]}, "m.toml")


def test_a_size_of_another_family_is_an_error_naming_the_family(toy) -> None:
    with pytest.raises(ValidationError, match="size \"7\" is not a ConvNeXt size"):
        TrainStep(size=7, dataset=IN, optimizer="adamw")


def test_tokens_must_not_prefix_each_other(toy, monkeypatch) -> None:
    other = Toy()
    other.name, other.token = "toy", "toy"
    monkeypatch.setitem(FAMILIES, "toy", other)
    with pytest.raises(ValueError, match="one is a prefix of the other"):
        nets.check_registry()


def test_every_family_names_its_reference_module() -> None:
    from cnxbuild.reference import model_of

    for fam in FAMILIES.values():
        assert fam.reference == f"cnxbuild.reference.{fam.name}"
        assert model_of(fam.name).__name__ == fam.reference


def test_convnext_sidecar_names_family_and_arch() -> None:
    from cnxbuild.step import SIDECAR_FORMAT, sidecar

    doc = sidecar(parse_slug("convnextatto32_fwd"), [])
    assert doc["format"] == SIDECAR_FORMAT == "cnxbuild.sidecar/2"
    assert (doc["family"], doc["model"], doc["arch"]) == ("convnext", "ConvNeXt-atto",
                                                          {"depths": [2, 2, 6, 2], "dims": [40, 80, 160, 320]})
    assert doc["variant"]["norm_eps"] == 1e-6 and doc["constants"]["norm_eps"] == 1e-6


def test_the_check_passes_a_familys_buffers_through(toy) -> None:
    """The generic buffer path of the check (no emission needed): the family's draw for the buffers, after θ's;
    buffers between the regions and the scalars in a micro-step's arguments, outputs after the regions; the
    state-region lists leave them out (they are not optimizer state)."""
    from cnxbuild import check as C
    from cnxbuild.check.judge import _ref_outputs
    from cnxbuild.check.protocol import _micro_inputs
    from cnxbuild.step import interface

    v = TrainStep(family="toynet", size="12", dataset=IN, optimizer="adamw", accumulate=2, ema=True)
    t = C.twin(v)
    assert (t.image_size, t.batch) == (32, 2)
    inp = C.make_inputs(v, "A")
    assert list(inp.buffers) == ["bn.running_mean", "bn.running_var"]
    assert all(a.dtype == np.float32 and a.shape == (4,) for a in inp.buffers.values())
    assert C.emitter_lists(t)[0] == ("m", "v", "acc", "ema")
    roles = [p.role for p in interface(t).inputs]
    assert roles.index("buffer") > roles.index("ema") and roles.index("buffer") < roles.index("scalar")
    args = dict(zip([p.name for p in interface(t).inputs], _micro_inputs(t, inp, None, 0, 0)))
    np.testing.assert_array_equal(args["bn.running_var"], inp.buffers["bn.running_var"])
    moved = {"bn.running_mean": np.full(4, 7.0, np.float32), "bn.running_var": np.ones(4, np.float32)}
    args = dict(zip([p.name for p in interface(t).inputs], _micro_inputs(t, inp, None, 1, 0, moved)))
    np.testing.assert_array_equal(args["bn.running_mean"], moved["bn.running_mean"])  # threads like acc
    outs = [p.role for p in interface(t).outputs]
    assert outs[-3:] == ["buffer", "buffer", "loss"]
    regions = {"params": {n: 1 for n in ("fc.weight", "fc.bias")},
               **{r: {n: 2 for n in ("fc.weight", "fc.bias")} for r in ("m", "v", "acc", "ema")},
               "buffer": {"bn.running_mean": 3, "bn.running_var": 4}}
    assert _ref_outputs(t, regions, 0.5)[-3:] == [3, 4, np.asarray(0.5)]


def test_an_unknown_digit_size_is_named_not_read_as_an_image_size() -> None:
    with pytest.raises(SlugError) as e:
        parse_slug("resnet49_fwd_eval")
    assert "unknown size+dataset code '49' for family 'resnet'" in str(e.value) and "'50'" in str(e.value)


def test_a_defaults_key_another_family_takes_gets_a_hint_that_can_be_followed(tmp_path: Path) -> None:
    """``[defaults] gelu`` reaches a ResNet group: overriding it there cannot help (ResNet takes no gelu at all),
    so the hint says where it belongs."""
    from cnxbuild.expand import expand

    f = tmp_path / "variants.toml"
    f.write_text('[defaults]\ngelu = "erf"\n\n[[group]]\nname = "r"\nfamily = "resnet"\nsize = 50\n'
                 'dataset = "imagenet"\noptimizer = "adamw"\n')
    with pytest.raises(ConfigError) as e:
        expand(load_matrix(f))
    msg = str(e.value)
    assert "family 'resnet' (ResNet) does not take gelu" in msg
    assert "set gelu only in the groups of families that take it" in msg and "override" not in msg


@pytest.mark.parametrize("name, token, ok", [("mobilenetv2", "mobilenetv2", True), ("2net", "twonet", False),
                                             ("net", "Net", False), ("net_a", "neta", False)])
def test_a_family_name_is_a_letter_then_letters_or_digits(name, token, ok) -> None:
    """``cnxbuild.nets.FAMILY_NAME`` (D107): timm's ``mobilenetv2`` is a name; a leading digit, a capital or an
    underscore is not."""
    fam = Toy()
    fam.name, fam.token = name, token
    if ok:
        nets.check_registry({name: fam})
        return
    with pytest.raises(ValueError, match=r"name and token must be a lowercase letter, then lowercase letters or "
                                         r"digits"):
        nets.check_registry({name: fam})
