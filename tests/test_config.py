"""load_matrix and expand: the schema, the expansion rules, and one test per class of bad input."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from cnxbuild.config import ConfigError, key_line, load_matrix, parse_matrix
from cnxbuild.expand import Entry, Origin, expand
from cnxbuild.slug import slug
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep

REPO = Path(__file__).resolve().parents[1]

BASE = '''
[[group]]
name = "g"
size = "T"
dataset = "imagenet"
'''


def write(tmp_path: Path, text: str, name: str = "variants.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def load_error(tmp_path: Path, text: str) -> str:
    path = write(tmp_path, text)
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(ConfigError) as e:
        load_matrix(path)
    assert sorted(os.listdir(tmp_path)) == before  # loading writes nothing
    return str(e.value)


def slugs(text: str) -> list[str]:
    return [slug(e.variant) for e in expand(parse_matrix(_toml(text), "t.toml"))]


def _toml(text: str) -> dict:
    import tomllib
    return tomllib.loads(text)


# ---------------------------------------------------------------------------------------------------------
# Expansion


def test_product_axes_in_key_order_first_slowest() -> None:
    got = slugs(BASE + 'optimizer = ["adamw", "lamb"]\nreplicas = [1, 2]\n')
    assert got == ["convnextin_adam_train_step", "convnextin_adamdpx2_train_step",
                   "convnextin_lamb_train_step", "convnextin_lambdpx2_train_step"]


def test_defaults_apply_and_groups_override() -> None:
    text = '[defaults]\noptimizer = "lamb"\nbatch = 64\n' + BASE + 'batch = 16\n'
    assert slugs(text) == ["convnextin_lamb16_train_step"]


def test_defaults_arrays_are_axes_of_every_group() -> None:
    text = '[defaults]\noptimizer = "adamw"\ngelu = ["tanh", "erf"]\n' + BASE
    assert slugs(text) == ["convnextin_adam_train_step", "convnextin_adamerf_train_step"]


def test_exclude_drops_matching_combinations_and_keeps_indices() -> None:
    text = (BASE + 'optimizer = ["fused_sgd", "adamw"]\nlabel_smoothing = [0.0, 0.2]\n'
            'exclude = [{optimizer = "fused_sgd", label_smoothing = 0.2}]\n')
    entries = expand(parse_matrix(_toml(text), "t.toml"))
    assert [slug(e.variant) for e in entries] == [
        "convnextin_train_step", "convnextin_adamls0_train_step", "convnextin_adamls02_train_step"]
    assert [e.origin.index for e in entries] == [0, 2, 3]


def test_exclude_compares_clip_true_as_one() -> None:
    text = BASE + 'optimizer = "adamw"\nclip_norm = [false, true, 0.5]\nexclude = [{clip_norm = 1.0}]\n'
    assert slugs(text) == ["convnextin_adam_train_step", "convnextin_adamclip05_train_step"]


def test_exclude_that_matches_nothing_is_an_error() -> None:
    text = BASE + 'optimizer = ["adamw", "sgd"]\nexclude = [{optimizer = "lamb"}]\n'
    with pytest.raises(ConfigError, match=r'group "g" → exclude\[0\]: \{optimizer = "lamb"\} matches none'):
        parse_matrix(_toml(text), "t.toml")


def test_include_inherits_scalars_but_not_axes() -> None:
    text = (BASE + 'weight_decay = 0.05\noptimizer = ["adamw", "lamb"]\n'
            'include = [{optimizer = "adamw", ema = true}]\n')
    entries = expand(parse_matrix(_toml(text), "t.toml"))
    assert [slug(e.variant) for e in entries] == [
        "convnextin_adamwd005_train_step", "convnextin_lambwd005_train_step",
        "convnextin_emawd005_train_step"]
    assert entries[2].origin == Origin("g", 0, "include")
    with pytest.raises(ConfigError, match=r'include\[0\] \(\{ema = true\}\): missing key optimizer') as e:
        parse_matrix(_toml(BASE + 'optimizer = ["adamw", "lamb"]\ninclude = [{ema = true}]\n'), "t.toml")
    assert ('optimizer is an axis of the group or [defaults] (optimizer = ["adamw", "lamb"]), and an include does '
            'not inherit axes: give optimizer in include[0]') in str(e.value)


def test_entries_carry_eval_batch_and_origin() -> None:
    text = BASE + 'optimizer = "adamw"\neval_batch = 128\ninclude = [{eval_batch = 8}]\n'
    entries = expand(parse_matrix(_toml(text), "t.toml"))
    assert entries == [
        Entry(entries[0].variant, 128, Origin("g", 0, "product")),
        Entry(entries[0].variant, 8, Origin("g", 0, "include")),
    ]
    assert str(entries[1].origin) == 'group "g" include[0]'


def test_forward_group_ignores_train_keys_from_defaults() -> None:
    text = '[defaults]\noptimizer = "adamw"\n' + BASE + 'kind = "fwd"\nbatch = 128\n'
    (entry,) = expand(parse_matrix(_toml(text), "t.toml"))
    assert entry.variant == Forward(size="T", dataset=BUILTIN_DATASETS["imagenet"], batch=128)
    assert entry.eval_batch == 128


def test_forward_include_ignores_train_keys_of_its_group() -> None:
    text = BASE + 'optimizer = "adamw"\ninclude = [{kind = "fwd", gelu = "erf"}]\n'
    assert slugs(text) == ["convnextin_adam_train_step", "convnextin_erf_fwd"]
    with pytest.raises(ConfigError, match=r'include\[0\] \(\{kind = "fwd", ema = true\}\): kind "fwd" does not'):
        parse_matrix(_toml(BASE + 'optimizer = "adamw"\ninclude = [{kind = "fwd", ema = true}]\n'), "t.toml")


def test_forward_group_rejects_its_own_train_keys() -> None:
    with pytest.raises(ConfigError, match='kind "fwd" does not take optimizer'):
        parse_matrix(_toml(BASE + 'kind = "fwd"\noptimizer = "adamw"\n'), "t.toml")


def test_user_dataset() -> None:
    text = '[datasets.food]\nclasses = 101\ncode = "food"\n' + BASE.replace('"imagenet"', '"food"') + \
        'optimizer = "adamw"\n'
    m = parse_matrix(_toml(text), "t.toml")
    (entry,) = expand(m)
    assert entry.variant.classes == 101 and slug(entry.variant) == "convnextfood_adam_train_step"
    assert "food" in m.registry.datasets


def test_expansion_is_deterministic() -> None:
    text = (REPO / "variants.toml").read_text()
    assert slugs(text) == slugs(text)


def test_default_matrix_loads() -> None:
    m = load_matrix(REPO / "variants.toml")
    entries = expand(m)
    assert [g.name for g in m.group] == ["imagenette", "imagenet", "imagenet-sb", "demo", "resnet-rsb",
                                         "resnet50-adamw", "resnet34-momentum"]
    names = {slug(e.variant) for e in entries}
    assert {"convnext_train_step", "convnext_emadpx2_train_step", "convnextin_adamwxclipdropwd005_train_step",
            "convnextbin_adamdpx4wxclipdropwd005_train_step",
            "convnextin_lambacc8x64wxclipbcewd001_train_step", "resnet50in_lambwxbcewd001_train_step",
            "resnet50in160_lambwxbce_train_step", "resnet50in_lambdpx2wxbcewd001_train_step"} <= names
    assert all(isinstance(e.variant, TrainStep) for e in entries)
    # + the demo (convnextatto32_adam_train_step), RSB A3 + A1 + its acc and dp forms, R50 AdamW, R34 momentum
    assert len(names) == len(entries) == 2 + 7 + 1 + 9 + 4 + 1 + 4 + 1 + 1


# ---------------------------------------------------------------------------------------------------------
# One test per class of bad input (design.md, "Errors")


def test_toml_syntax_error_gives_file_line_column(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\nbatch = \n')
    path = tmp_path / "variants.toml"
    assert re.fullmatch(re.escape(f"{path}:7:9: ") + r"Invalid value", msg), msg


def test_toml_error_at_end_of_document(tmp_path: Path) -> None:
    msg = load_error(tmp_path, 'a = 1\na = 2')
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:2:6: ") and "Cannot overwrite a value" in msg


@pytest.mark.parametrize("toml, where, key", [
    ('[defaults]\nbatch = 32\nbatch = 16\n', "3:11", "batch"),
    ('[[group]]\nname = "g"\nsize = "T"\n"size" = "S"\n', "4:13", "size"),
    ('a = 1\na = 2', "2:6", "a"),
    # an inline table given twice is named by its own key, not the last key inside it (a breaker, stop 41)
    ('[build]\nchips = { cuda = "sm_80" }\nchips = { cuda = "sm_86" }\n', "3:27", "chips"),
])
def test_a_key_given_twice_is_named(tmp_path: Path, toml: str, where: str, key: str) -> None:
    msg = load_error(tmp_path, toml)
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:{where}: Cannot overwrite a value: key '{key}' is given "
                          "twice in one table"), msg


@pytest.mark.parametrize("toml, message", [
    ('[build]\nchips = { rocm = "gfx90a" }\n[build.chips]\ncuda = "sm_80"\n',
     "3:13: the table build.chips is defined twice (two [build.chips] headers, or a header and an inline table); "
     "TOML allows each table once"),
    ('[build]\nchips = { rocm = "gfx90a" }\nchips.cuda = "sm_80"\n',
     "3:21: build.chips is an inline table (chips = { ... }), which TOML closes at its '}': put every key inside "
     "the braces, not in a dotted key or a header of its own"),
])
def test_a_table_defined_twice_or_reopened_is_said_in_toml_s_terms(tmp_path: Path, toml: str, message: str) -> None:
    """A breaker's finding (stop 55): tomllib named the table as a Python tuple ("Cannot declare ('build',
    'chips') twice", "Cannot mutate immutable namespace ('build', 'chips')")."""
    msg = load_error(tmp_path, toml)
    assert msg == f"{tmp_path / 'variants.toml'}:{message}", msg


def test_an_unknown_key_with_invisible_or_control_characters_is_shown_escaped_on_its_line(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + '"optim\u200bizer" = "adamw"\n')  # a zero-width space, in the file itself
    assert msg.startswith(f'{tmp_path / "variants.toml"}:6: group "g" → "optim\\u200bizer": unknown key; '
                          "did you mean 'optimizer'? "), msg
    msg = load_error(tmp_path, BASE + '"a\\u001b[31mred" = 1\n')  # an escape sequence, written as TOML's escape
    assert 'group "g" → "a\\u001b[31mred": unknown key' in msg and "\x1b" not in msg, msg


def test_unknown_key_names_path_and_allowed_keys(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE.replace('"g"', '"imagenet"') + 'optimiser = "adamw"\n')
    path = tmp_path / "variants.toml"
    assert msg.startswith(f'{path}:6: group "imagenet" → optimiser: unknown key; did you mean \'optimizer\'? '
                          'allowed keys: ')
    assert "optimizer" in msg and "include" in msg


def test_unknown_key_in_include_and_top_level(tmp_path: Path) -> None:
    text = '[[groups]]\nname = "x"\n' + BASE + 'optimizer = "adamw"\ninclude = [{emma = true}]\n'
    msg = load_error(tmp_path, text)
    assert 'variants.toml:1: groups: unknown key; did you mean \'group\'? allowed keys: build, datasets, defaults, group' in msg
    assert 'variants.toml:9: group "g" → include[0] → emma: unknown key; did you mean \'ema\'? allowed' in msg


def test_bad_enum_value_names_value_and_allowed(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = ["adamw", "adamx"]\n')
    assert msg.endswith('variants.toml:6: group "g" → optimizer[1]: "adamx" is not an allowed value; '
                        "did you mean 'adamw'? allowed values: adamw, lamb, momentum, nesterov, rmsprop, sgd, "
                        "fused_sgd")


@pytest.mark.parametrize("size, hint", [
    ("tiny", "did you mean 'T' (timm's convnext_tiny, family 'convnext') or 'Ti' (timm's vit_tiny_patch16_224, "
             "family 'vit')? "),
    ("convnext_base", "did you mean 'B' (timm's convnext_base, family 'convnext')? "),
    ("resnet50", "did you mean '50' (timm's resnet50, family 'resnet')? "),
    ("femtoo", "did you mean 'femto'? "),  # no timm name: the spelling's nearest size
])
def test_a_size_in_timms_spelling_is_answered_with_ours(tmp_path: Path, size: str, hint: str) -> None:
    """A new user's finding (stop 39): ``size = "tiny"`` listed the sizes but did not say which one it meant."""
    msg = load_error(tmp_path, BASE.replace('size = "T"', f'size = "{size}"') + 'optimizer = "adamw"\n')
    assert f'size: "{size}" is not an allowed value; {hint}sizes by family: convnext: atto,' in msg, msg


@pytest.mark.parametrize("line, expected", [
    ("batch = 0", 'batch: 0 is out of range: must be an integer >= 1'),
    # the group's family's rule only (a new user's finding, stop 57: every family's was listed)
    ("image_size = 100", 'image_size: 100 is out of range: ConvNeXt does not render it: image_size 100 is not a '
                         'multiple of 32 (stem /4, then three /2)'),
    ("label_smoothing = 1.5", 'label_smoothing: 1.5 is out of range: must satisfy 0 <= label_smoothing < 1'),
    ("weight_decay = 12", 'weight_decay: 12 is out of range: must satisfy 0 <= weight_decay < 10'),
    ("clip_norm = 0", 'clip_norm: 0 is out of range: must satisfy 0.0001 <= clip_norm < 10 (or true for 1.0, '
                      "false for no clipping); below 1e-4 the 1e-6 in the clip's factor"),
    ("clip_norm = 0.00001", 'clip_norm: 1e-05 is out of range: must satisfy 0.0001 <= clip_norm < 10'),
    ("eval_image_size = 4096", 'eval_image_size: 4096 is out of range: must be an integer in [32, 2_048]'),
    ("image_size = 320000", 'image_size: 320000 is out of range: must be an integer in [32, 2_048]'),
    ("replicas = 2.5", 'replicas: 2.5 is not an integer'),
    ("ema = 1", 'ema: 1 is not a boolean; write true or false'),
    # a decay or a rate where a flag goes says where they are set (a new user's finding, stop 56)
    ("ema = 0.999", "ema: 0.999 is not a boolean; write true or false (the EMA's decay is no matrix key: a runtime "
                    "input, ema_decay, which cnxbuild train sets with --ema-decay and a driver writes each step)"),
    ("stochastic_depth = 0.1", "stochastic_depth: 0.1 is not a boolean; write true or false (the drop-path rate "
                               "is no matrix key: the driver's, cnxbuild train --drop-path-rate; the sidecar "
                               "recommends one)"),
])
def test_out_of_range_number_names_value_and_rule(tmp_path: Path, line: str, expected: str) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + line + "\n")
    assert f'variants.toml:7: group "g" → {expected}' in msg


def test_invalid_combination_names_group_index_rule_and_values(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = ["adamw", "fused_sgd"]\nema = true\n')
    assert 'variants.toml:7: group "g" → expansion 1 ({optimizer = "fused_sgd"}): ' in msg  # the line of ema
    assert "optimizer 'fused_sgd'" in msg and "does not take ema = true; only ema = false is allowed" in msg
    text = BASE + 'optimizer = "adamw"\ninclude = [{loss = "bce", label_smoothing = 0.1}]\n'
    msg = load_error(tmp_path, text)
    assert 'group "g" → include[0] ({loss = "bce", label_smoothing = 0.1}): ' in msg
    assert "loss 'bce' does not take label smoothing (got label_smoothing = 0.1)" in msg


def test_a_refused_key_with_a_digit_in_its_name_is_located_at_its_own_line(tmp_path: Path) -> None:
    """A breaker's finding (stop 47): the rule's key pattern stopped at the 1 of ``wd_exclude_rank1`` and the error
    pointed at the group's header."""
    msg = load_error(tmp_path, BASE + 'optimizer = "fused_sgd"\nwd_exclude_rank1 = true\n')
    assert 'variants.toml:7: group "g" → expansion 0: ' in msg and "does not take wd_exclude_rank1 = true" in msg


def test_a_key_the_family_refuses_is_located_at_its_own_line(tmp_path: Path) -> None:
    text = ('[[group]]\nname = "g"\nfamily = "resnet"\nsize = "18"\ndataset = "imagenette"\n'
            'optimizer = "momentum"\nstochastic_depth = true\n')
    msg = load_error(tmp_path, text)
    assert ('variants.toml:7: group "g" → expansion 0: family \'resnet\' (ResNet) does not take '
            'stochastic_depth') in msg, msg
    inherited = '[defaults]\nstochastic_depth = true\n\n' + text.replace("stochastic_depth = true\n", "")
    msg = load_error(tmp_path, inherited)  # inherited from [defaults]: the group's line, and the hint
    assert 'variants.toml:4: group "g" → expansion 0: family' in msg, msg
    assert "stochastic_depth = true is inherited (from the group or [defaults])" in msg


def test_ambiguous_dataset_codes_name_file_and_datasets(tmp_path: Path) -> None:
    text = '[datasets.sports]\nclasses = 5\ncode = "sin"\n' + BASE + 'optimizer = "adamw"\n'
    msg = load_error(tmp_path, text)
    path = tmp_path / "variants.toml"
    assert msg.startswith(f'{path}:3: datasets "sports" → code: dataset codes are ambiguous: \'convnextsin\'')
    assert "'imagenet'" in msg and "'sports'" in msg


@pytest.mark.parametrize("datasets, expected", [
    ('[datasets.food]\nclasses = 101\ncode = "fd"\n\n[datasets.fruit]\nclasses = 30\ncode = "fd"\n',
     ':7: datasets "fruit" → code: \'fd\' is already the code of dataset \'food\': a code names one dataset'),
    ('[datasets.food]\nclasses = 101\ncode = "in"\n',
     ':3: datasets "food" → code: \'in\' is already the code of the built-in dataset \'imagenet\''),
    ('[datasets.imagenet]\nclasses = 100\ncode = "in"\n',
     ':3: datasets "imagenet" → code: dataset \'imagenet\' is built in; it cannot be redefined'),
], ids=["two-user-datasets", "a-built-in-code", "a-built-in-name"])
def test_a_dataset_code_taken_twice_is_refused_at_the_second_code(tmp_path: Path, datasets: str,
                                                                  expected: str) -> None:
    group = BASE.replace('"imagenet"', '"imagenette"') + 'optimizer = "adamw"\n'
    msg = load_error(tmp_path, datasets + group)
    assert msg.startswith(f"{tmp_path / 'variants.toml'}{expected}"), msg


def test_unknown_dataset_and_duplicate_group(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE.replace('"imagenet"', '"imagenett"') + 'optimizer = "adamw"\n')
    assert msg == (f'{tmp_path / "variants.toml"}:5: group "g" → dataset: "imagenett" is not a known dataset; '
                   "did you mean 'imagenette'? known datasets: imagenet, imagenette (define others under "
                   "[datasets.<name>])")
    msg = load_error(tmp_path, BASE + 'include = [\n  {optimizer = "sgd"},\n  {dataset = "fod"},\n]\n')
    assert msg.startswith(f'{tmp_path / "variants.toml"}:8: group "g" → include[1] → dataset: "fod" is not a known '
                          "dataset; known datasets: ")
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + BASE + 'optimizer = "sgd"\n')
    assert 'group "g": the name is used by groups 0 and 1' in msg


def test_arrays_only_in_groups_and_defaults(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\ninclude = [{batch = [16, 64]}]\n')
    assert 'group "g" → include[0] → batch: [16, 64] is an array' in msg
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\nreplicas = []\n')
    assert 'group "g" → replicas: an empty array expands to nothing' in msg


def test_missing_file() -> None:
    with pytest.raises(ConfigError, match="nope.toml: cannot read the matrix file"):
        load_matrix("nope.toml")


ADAMW = BASE + 'optimizer = "adamw"\n'


@pytest.mark.parametrize("line,key,shown,rule", [
    ("replicas = 100000", "replicas", "100000", "less than or equal to 1024"),
    ("accumulate = 5000", "accumulate", "5000", "less than or equal to 1024"),
    ("batch = 4611686018427387904", "batch", "4611686018427387904", "less than or equal to 4096"),
])
def test_integer_keys_have_upper_bounds(tmp_path: Path, line: str, key: str, shown: str, rule: str) -> None:
    """A typo (an extra 0, a byte count) is an error naming the key and its value, not a gigabyte module."""
    msg = load_error(tmp_path, ADAMW + line + "\n")
    assert f'group "g" → expansion 0: {key} = {shown}: input should be {rule}' in msg, msg
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:7: "), msg  # the key's own line, not the group's (2)


@pytest.mark.parametrize("line,key", [("norm_eps = 1e-300", "norm_eps"), ("weight_decay = 1e-20", "weight_decay"),
                                      ("weight_decay = 0.30000000000000004", "weight_decay")])
def test_a_decimal_the_slug_cannot_spell_briefly_is_an_error(tmp_path: Path, line: str, key: str) -> None:
    msg = load_error(tmp_path, ADAMW + line + "\n")
    assert f"{key} = " in msg and "digits in the artifact's name; at most 16 are allowed" in msg, msg


def test_an_inherited_value_is_named_as_inherited(tmp_path: Path) -> None:
    msg = load_error(tmp_path, ADAMW + 'weight_decay = 0.05\ninclude = [{optimizer = "fused_sgd"}]\n')
    assert "include[0]" in msg and "does not take weight_decay = 0.05" in msg
    assert "weight_decay = 0.05 is inherited (from the group or [defaults]): set weight_decay in this entry" in msg


def test_a_repeated_exclude_is_an_error(tmp_path: Path) -> None:
    msg = load_error(tmp_path, ADAMW + 'ema = [true, false]\nexclude = [{ema = true}, {ema = true}]\n')
    assert 'group "g" → exclude[1]: repeats exclude[0]' in msg


def test_a_group_whose_excludes_drop_everything_is_an_error(tmp_path: Path) -> None:
    msg = load_error(tmp_path, ADAMW + 'ema = [true, false]\nexclude = [{ema = true}, {ema = false}]\n')
    assert 'group "g": its excludes drop every combination and it has no include, so it builds nothing' in msg


def test_building_a_matrix_without_groups_is_an_error(tmp_path: Path) -> None:
    """A file of [datasets] only is a valid matrix for `cnxbuild explain --matrix`; building it is an error."""
    from cnxbuild.expand import expand, expand_artifacts

    path = write(tmp_path, "[datasets.food]\nclasses = 101\ncode = \"food\"\n")
    m = load_matrix(path)
    assert expand(m) == []
    with pytest.raises(ConfigError, match="the matrix builds no artifact: add a \\[\\[group\\]\\] table"):
        expand_artifacts(m)


@pytest.mark.parametrize("text, expected", [
    (BASE + 'optimizer = "adamw"\naccumulation = 4\n',
     "variants.toml:7: group \"g\" → accumulation: unknown key; did you mean 'accumulate'? allowed keys: name,"),
    (BASE + 'optimizer = "AdamW"\n', "variants.toml:6: group \"g\" → optimizer: \"AdamW\" is not an allowed value; "
                                     "did you mean 'adamw'? allowed values:"),
    (BASE + 'optimizer = "adamw"\nkind = "train"\n', "did you mean 'train_step'? allowed values: train_step, fwd"),
    (BASE + 'optimizer = "adamw"\ngelu = "zzz"\n', ': "zzz" is not an allowed value; allowed values: tanh, erf'),
    ('[defaults]\nbatch = 0\n' + BASE, "variants.toml:2: defaults → batch: 0 is out of range"),
    ('[datasets.food]\nclasses = 0\ncode = "f"\n' + BASE, 'variants.toml:2: datasets "food" → classes: 0 is'),
    # a typo'd class count rendered tensor<2x9223372036854775808xf32> heads and was recorded in datasets.json
    ('[datasets.food]\nclasses = 9223372036854775807\ncode = "f"\n' + BASE,
     'variants.toml:2: datasets "food" → classes: 9223372036854775807 is out of range: must be an '
     'integer in [1, 1_000_000]'),
    (BASE + 'optimizer = "adamw"\n[[group.exclude]]\nbtch = 3\n',
     "variants.toml:8: group \"g\" → exclude[0] → btch: unknown key; did you mean 'batch'?"),
    (BASE + 'optimizer = "adamw"\n' + BASE.replace('"g"', '"h"') + 'optimizer = "adamw"\nema = 2\n',
     'variants.toml:13: group "h" → ema: 2 is not a boolean'),
    # a breaker's findings (stop 43): each of these gave another line (a quoted header, a key inside a multi-line
    # string, a dotted key matched on its group's header, the opening line of a multi-line array)
    (BASE + 'optimizer = "adamw"\n[[ "group" ]]\nname = "h"\nsize = "T"\ndataset = "imagenet"\nbatch = 0\n',
     'variants.toml:11: group "h" → batch: 0 is out of range'),
    (BASE + 'optimizer = "adamw"\nlabel_smoothing = """\nbatch = 5\n"""\nbatch = 0\n',
     'variants.toml:10: group "g" → batch: 0 is out of range'),
    (BASE + 'optimizer = "adamw"\n' + BASE.replace('"g"', '"h"') + 'optimizer = "adamw"\ngroup.x = 1\n',
     'variants.toml:13: group "h" → group: unknown key'),
    (BASE + 'optimizer = "adamw"\nweight_decay = [\n  0.05,\n  0.01, # a comment, then the bad one\n  -0.5,\n]\n',
     'variants.toml:10: group "g" → weight_decay[2]: -0.5 is out of range'),
    (BASE + 'optimizer = ["adamw",\n  "lamb",\n  "adamx"]\n', 'variants.toml:8: group "g" → optimizer[2]: "adamx" is'),
    (BASE.replace('"g"', '"t\\ta"') + 'optimizer = "adamw"\n',
     'variants.toml:3: group "t\\ta" → name: "t\\ta" holds "\\t"; a group\'s name is shown in messages and build '
     'origins: give one line of printable text'),
])
def test_key_errors_give_the_line_and_suggest_a_near_name(tmp_path: Path, text: str, expected: str) -> None:
    assert expected in load_error(tmp_path, text)


@pytest.mark.parametrize("key", ["weight_decay", "label_smoothing"])
def test_minus_zero_is_zero(tmp_path: Path, key: str) -> None:
    """issue 13: `weight_decay = -0.0` was refused with "'-0' is not a decimal spelling" and no key."""
    m = load_matrix(write(tmp_path, BASE + f'optimizer = "adamw"\n{key} = -0.0\n'))
    (entry,) = expand(m)
    assert getattr(entry.variant, key) == 0.0 and str(getattr(entry.variant, key)) == "0.0"
    assert slug(entry.variant) == {"weight_decay": "convnextin_adamwd0_train_step",
                                   "label_smoothing": "convnextin_adamls0_train_step"}[key]


@pytest.mark.parametrize("value, shown", [("nan", "nan"), ("inf", "inf"), ("-inf", "-inf")])
def test_messages_spell_non_finite_numbers_as_toml_does(tmp_path: Path, value: str, shown: str) -> None:
    msg = load_error(tmp_path, BASE + f'optimizer = "adamw"\nweight_decay = {value}\n')
    assert f"weight_decay: {shown} is out of range" in msg and "NaN" not in msg and "Infinity" not in msg


def test_a_variant_requested_twice_is_a_warning_naming_both_places(tmp_path: Path, capsys) -> None:
    from cnxbuild.expand import expand_artifacts

    text = BASE + 'optimizer = "adamw"\ninclude = [{batch = 32}]\n' + BASE.replace('"g"', '"h"') + \
        'optimizer = "adamw"\n'
    entries = expand_artifacts(load_matrix(write(tmp_path, text)))
    assert len(entries) == 3
    err = capsys.readouterr().err
    line = text.splitlines().index("include = [{batch = 32}]") + 1  # the first repeat's line (a new user, stop 53)
    assert err == (f'warning: {tmp_path / "variants.toml"}:{line}: convnextin_adam_train_step is requested 3 '
                   'times: '
                   'by group "g" expansion 0 and by group "g" include[0] and by group "h" expansion 0; it is built '
                   "once (remove all but one to silence this)\n")


def test_an_exclusion_from_a_weight_decay_of_0_is_a_warning_and_changes_nothing(tmp_path: Path,
                                                                               capsys) -> None:
    """Breaker finding (stop 39): ``wd_exclude_rank1 = [true, false]`` with SGD (weight decay 0) built two
    names for one computation. Said once per train step; LAMB, whose trust ratio the exclusion also sets, is not."""
    import re

    from cnxbuild.expand import expand_artifacts
    from cnxbuild.slug import parse_slug
    from cnxbuild.step import render

    text = BASE + 'optimizer = ["sgd", "lamb"]\nweight_decay = 0\nwd_exclude_rank1 = [true, false]\n' \
        'include = [{optimizer = "sgd", wd_exclude_rank1 = true}]\n'
    assert len(expand_artifacts(load_matrix(write(tmp_path, text)))) == 5  # 4 and the include's repeat
    err = [line for line in capsys.readouterr().err.splitlines() if "weight decay of 0" in line]
    line = text.splitlines().index("wd_exclude_rank1 = [true, false]") + 1  # its line (a breaker's finding, stop 53)
    assert err == [f'warning: {tmp_path / "variants.toml"}:{line}: convnextin_sgdwx_train_step (group "g" '
                   "expansion 0) excludes rank-1 parameters from a weight decay of 0 (wd_exclude_rank1 = true, "
                   "weight_decay 0, optimizer sgd): it computes what convnextin_sgd_train_step computes; set a "
                   "weight_decay, or drop wd_exclude_rank1 for it"]

    def body(name: str) -> str:  # the module without its name and comments
        text = render(parse_slug(name.replace("convnextin", "convnextatto32")))
        return re.sub(r"convnextatto32_\w+_train_step|//.*", "", text)

    assert body("convnextin_sgdwx_train_step") == body("convnextin_sgd_train_step")
    assert body("convnextin_lambwxwd0_train_step") != body("convnextin_lambwd0_train_step")


def test_momentum_0_is_a_warning_that_names_the_sgd_step_it_computes(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 58): ``nest8wd0mu0``, ``mom8wd0mu0`` and ``sgd8`` were three artifacts of one
    computation, two with an ``m`` region they never read. Said at the ``mu`` line; μ > 0 and RMSProp's μ = 0 (its
    m′ = g/√(v′ + ε) is not SGD's) are not."""
    from cnxbuild.expand import expand_artifacts

    text = BASE + 'optimizer = ["momentum", "nesterov"]\nmu = [0.0, 0.5]\nweight_decay = 0\n' \
        '[[group]]\nname = "r"\nsize = "T"\ndataset = "imagenet"\noptimizer = "rmsprop"\nmu = 0.0\n'
    assert len(expand_artifacts(load_matrix(write(tmp_path, text)))) == 5
    err = [line for line in capsys.readouterr().err.splitlines() if "mu = 0" in line]
    line = text.splitlines().index("mu = [0.0, 0.5]") + 1
    assert err == [f'warning: {tmp_path / "variants.toml"}:{line}: convnextin_{o}wd0mu0_train_step (group "g" '
                   f'expansion {i}) has momentum mu = 0: its update is the gradient itself, as '
                   'convnextin_sgd_train_step (optimizer sgd, the same weight decay) computes, with an m region it '
                   'never reads; use optimizer = "sgd", or a mu > 0' for i, o in ((0, "mom"), (2, "nest"))], err


def test_an_include_that_switches_optimizer_and_inherits_a_weight_decay_is_a_warning(tmp_path: Path,
                                                                                     capsys) -> None:
    """A new user's finding (stop 44): an include that changes its group's optimizer took the group's weight decay
    (set for AdamW) into a momentum step, silently. Built as written and said, at the include's line; an include
    that gives its weight decay, or keeps the group's optimizer, is not said."""
    from cnxbuild.expand import expand_artifacts

    text = BASE + ('optimizer = "adamw"\nweight_decay = 0.05\n'
                   'include = [{optimizer = "momentum", accumulate = 2}, {optimizer = "lamb", weight_decay = 0.02},'
                   ' {optimizer = "adamw", ema = true}]\n')
    slugs = {e.variant.optimizer.value: e for e in expand_artifacts(load_matrix(write(tmp_path, text)))}
    assert slugs["momentum"].variant.weight_decay == 0.05  # as written
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    line = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("include"))) + 1
    assert err == [f'warning: {tmp_path / "variants.toml"}:{line}: convnextin_momacc2xwd005_train_step (group "g" '
                   "include[0]) sets optimizer momentum and inherits weight_decay = 0.05 from the group, set there "
                   "for adamw (momentum's own default: 0.0001); give weight_decay in the include to say which it is "
                   "(and silence this)"]


def test_an_include_that_switches_family_and_inherits_a_norm_eps_is_a_warning(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 53): a group's LayerNorm ε (ConvNeXt's 1e-6) went into an include's ResNet
    (BatchNorm, 1e-5) without a word. Built as written and said at the include's line, as an inherited weight
    decay is; an include that gives its ε, or keeps the family, is not said. A weight decay from [defaults] beside
    the group's optimizer names both places (the message said "set there for adamw" of a [defaults] that never
    named adamw)."""
    from cnxbuild.expand import expand_artifacts

    text = ('[defaults]\nweight_decay = 0.05\n' + BASE + 'size = "atto"\noptimizer = "adamw"\nnorm_eps = 1e-6\n'
            'include = [{family = "resnet", size = 18, optimizer = "momentum"}, '
            '{family = "resnet", size = 18, norm_eps = 1e-6}, {size = "femto"}]\n')
    text = text.replace('size = "T"\n', "", 1)
    entries = expand_artifacts(load_matrix(write(tmp_path, text)))
    resnet = [e.variant for e in entries if e.variant.family == "resnet"]
    assert [v.norm_eps for v in resnet] == [1e-6, 1e-6]  # as written
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    line = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("include"))) + 1
    where = (f'warning: {tmp_path / "variants.toml"}:{line}: resnet18in_momwd005eps0000001_train_step '
             '(group "g" include[0])')
    assert err == [
        f"{where} sets optimizer momentum and inherits weight_decay = 0.05 from [defaults], beside optimizer adamw "
        "from the group (momentum's own default: 0.0001); give weight_decay in the include to say which it is (and "
        "silence this)",
        f"{where} sets family resnet and inherits norm_eps = 1e-06 from the group, beside the default family "
        "convnext (resnet's own default: 1e-05); give norm_eps in the include to say which it is (and silence "
        "this)"], err
    # not said: the inherited value is the new family's own default, or the group's family is an axis (a
    # reviewer's findings: "inherits norm_eps = 1e-05 ... (resnet's own default: 1e-05)", "beside the default
    # family" of a group that names two)
    quiet = BASE.replace('size = "T"\n', 'size = "S"\n') + ('optimizer = "adamw"\nnorm_eps = 1e-5\n'
             'include = [{family = "resnet", size = 18}]\n') + BASE.replace('"g"', '"h"').replace(
             'size = "T"\n', 'size = "S"\nfamily = ["convnext", "vit"]\n') + ('optimizer = "adamw"\nnorm_eps = 1e-4\n'
             'include = [{family = "resnet", size = 18, image_size = 64}]\n')
    assert len(expand_artifacts(load_matrix(write(tmp_path, quiet)))) == 5
    said = [x for x in capsys.readouterr().err.splitlines() if "inherits" in x]
    # ... but an include whose family is none of the axis's is said, naming the axis (a new user, stop 56)
    assert len(said) == 1 and said[0].endswith(
        "resnet18in64_adameps00001_train_step (group \"h\" include[0]) sets family resnet and inherits norm_eps = "
        "0.0001 from the group, set there for the family axis convnext, vit (resnet's own default: 1e-05); give "
        "norm_eps in the include to say which it is (and silence this)"), said


def test_an_include_whose_optimizer_is_not_on_the_groups_axis_is_said_too(tmp_path: Path, capsys) -> None:
    """A new user's finding (stop 56): variants.toml's header promises a warning for an include that switches the
    group's optimizer and keeps its weight_decay, but with the optimizer an axis nothing was said, and LAMB (default
    0.02) took the 5e-5 set for momentum and AdamW. An include on one of the axis's optimizers is not said."""
    from cnxbuild.expand import expand_artifacts

    text = ('[defaults]\nweight_decay = 5e-5\n' + BASE + 'optimizer = ["momentum", "adamw"]\n'
            'include = [{optimizer = "lamb"}, {optimizer = "adamw", ema = true}]\n')
    entries = expand_artifacts(load_matrix(write(tmp_path, text)))
    assert {e.variant.weight_decay for e in entries if isinstance(e.variant, TrainStep)} == {5e-5}  # as written
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    line = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("include"))) + 1
    assert err == [f'warning: {tmp_path / "variants.toml"}:{line}: convnextin_lambwd000005_train_step (group "g" '
                   "include[0]) sets optimizer lamb and inherits weight_decay = 5e-05 from [defaults], beside the "
                   "optimizer axis momentum, adamw of the group (lamb's own default: 0.02); give weight_decay in the "
                   "include to say which it is (and silence this)"], err


def test_two_eval_batches_for_one_train_step_name_the_file(tmp_path: Path) -> None:
    from cnxbuild.expand import expand_artifacts

    text = BASE + 'optimizer = "adamw"\neval_batch = 16\n' + BASE.replace('"g"', '"h"') + 'optimizer = "adamw"\n'
    with pytest.raises(ConfigError) as e:
        expand_artifacts(load_matrix(write(tmp_path, text)))
    line = text.splitlines().index("eval_batch = 16") + 1  # the line that writes the key (breaker, stop 35)
    assert str(e.value) == (
        f'{tmp_path / "variants.toml"}:{line}: train step convnextin_adam_train_step is requested with two '
        'forward-partner batches (eval_batch): 16 by group "g" expansion 0 and 32 by group "h" expansion 0; '
        "one train step has one partner: give both the same eval_batch")


def test_combination_errors_give_the_line_of_their_group_or_include(tmp_path: Path) -> None:
    text = BASE + 'optimizer = "adamw"\n' + BASE.replace('"g"', '"h"') + 'optimizer = "adamw"\n' + \
        'include = [{optimizer = "fused_sgd", ema = true}]\n'
    assert 'variants.toml:13: group "h" → include[0] ({optimizer = "fused_sgd", ema = true}): ' in \
        load_error(tmp_path, text)
    text = BASE + 'optimizer = "adamw"\n' + BASE.replace('"g"', '"h"') + 'optimizer = ["fused_sgd", "adamw"]\n' + \
        'ema = [true]\n'
    assert 'variants.toml:13: group "h" → expansion 0 ({optimizer = "fused_sgd", ema = true}): ' in \
        load_error(tmp_path, text)  # the line of the refused key (ema), which the group writes


def test_a_combination_error_points_at_the_key_it_quotes_in_its_own_entry(tmp_path: Path) -> None:
    """A rule between two keys points at the line of the key it quotes (``got label_smoothing = ...``), and an
    include's error at that include's own element, in either TOML spelling of an array of tables."""
    text = BASE + 'optimizer = "adamw"\nloss = "bce"\nclip_norm = true\nlabel_smoothing = 0.1\n'
    assert 'variants.toml:9: group "g" → expansion 0: loss \'bce\'' in load_error(tmp_path, text)
    inline = BASE + ('optimizer = "adamw"\ninclude = [\n'
                     '  { optimizer = "adamw", label_smoothing = 0.2 },  # { [\n'
                     '  { loss = "bce", label_smoothing = 0.2 },\n]\n')
    assert 'variants.toml:9: group "g" → include[1] ({loss = "bce", label_smoothing = 0.2})' \
        in load_error(tmp_path, inline)
    tables = BASE + ('optimizer = "adamw"\n\n[[group.include]]\nlabel_smoothing = 0.2\n\n'
                     '[[group.include]]\nloss = "bce"\nlabel_smoothing = 0.2\n')
    assert 'variants.toml:13: group "g" → include[1] ({loss = "bce", label_smoothing = 0.2})' \
        in load_error(tmp_path, tables)
    inherited = BASE + 'optimizer = "adamw"\nlabel_smoothing = 0.2\ninclude = [{loss = "bce"}]\n'
    assert 'variants.toml:8: group "g" → include[0] ({loss = "bce"})' in load_error(tmp_path, inherited)


def test_a_group_of_includes_alone_is_told_that_its_own_keys_build_a_variant(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'include = [{optimizer = "adamw"}, {optimizer = "lamb"}]\n')
    assert ('group "g" → expansion 0: missing key optimizer (set it in the group, [defaults], or the include '
            'that builds it); a group without axes builds its own keys as one variant besides its '
            'includes') in msg


def test_a_forward_given_train_keys_by_its_group_is_told_where_they_go_not_about_the_keys_it_takes(
        tmp_path: Path) -> None:
    """A breaker's finding (stop 35): the refusal listed the keys a forward takes, and the hint then told the
    user to override the inherited batch and image_size, which were fine."""
    text = ('[defaults]\nbatch = 2\nimage_size = 32\n\n[[group]]\nname = "g"\nfamily = "resnet"\nsize = 18\n'
            'dataset = "imagenette"\nkind = ["train_step", "fwd_eval"]\noptimizer = "momentum"\n')
    msg = load_error(tmp_path, text)
    assert 'variants.toml:11: group "g" → expansion 1 ({kind = "fwd_eval"}): kind "fwd_eval" does not take ' \
        'optimizer' in msg, msg
    assert "is inherited" not in msg and "gives the train-only keys in [defaults]" in msg, msg
    moved = text.replace('optimizer = "momentum"\n', "").replace("image_size = 32\n",
                                                                 'image_size = 32\noptimizer = "momentum"\n')
    assert len(expand(load_matrix(write(tmp_path, moved)))) == 2  # as the hint says: the forward ignores it


def test_key_line_finds_an_array_element_and_stays_inside_it() -> None:
    text = ('[[group]]\nname = "g"\ninclude = [{ a = 1 }, { b = "}" },  # a comment: { [\n'
            '  { c = [1, 2], a = 2 },\n]\nd = 1\n[[group]]\nname = "h"\n')
    assert [key_line(text, ("group", 0, "include", i)) for i in range(4)] == [3, 3, 4, 3]  # no [3]: the array
    assert key_line(text, ("group", 0, "include", 2, "a")) == 4
    assert key_line(text, ("group", 0, "include", 1, "a")) == 3  # not include[2]'s a: it stays in its element
    assert key_line(text, ("group", 0, "include", 0, "d")) == 3
    assert key_line(text, ("group", 0, "d")) == 6


def test_an_integer_of_thousands_of_digits_is_a_located_error(tmp_path: Path) -> None:
    """issue 13: tomllib let Python's 4300-digit int limit through as a traceback."""
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\nbatch = ' + "9" * 5000 + "\n")
    assert msg == f"{tmp_path / 'variants.toml'}:7:9: an integer of 5000 digits; no key takes a value that long"


def test_a_batchnorm_batch_with_one_value_per_channel_is_refused_where_it_is_written(tmp_path: Path) -> None:
    """A ResNet train step (or batch-statistics forward) at batch 1 and 32 px leaves layer4's BatchNorm one value
    per channel: refused at load, with the group and expansion, nothing written (it failed only at render, and
    its 64 px twin's check passed)."""
    text = ('[[group]]\nname = "r"\nfamily = "resnet"\nsize = 18\ndataset = "imagenette"\noptimizer = "adamw"\n'
            'image_size = 32\nbatch = [1, 2]\n')
    msg = load_error(tmp_path, text)
    assert 'variants.toml:8: group "r" → expansion 0 ({batch = 1})' in msg, msg  # the batch's line (stop 44)
    assert "batch 1 at 32 px leaves BatchNorm 1 value per channel at layer4" in msg, msg
    ok = slugs(text.replace("batch = [1, 2]", "batch = 2") + "replicas = [1, 2]\n"
               + '\n[[group]]\nname = "e"\nfamily = "resnet"\nsize = 18\ndataset = "imagenette"\nkind = "fwd_eval"\n'
               'image_size = 32\nbatch = 1\n')
    assert "resnet1832_1_fwd_eval" in ok, ok  # running statistics: any batch


def test_a_batchnorm_slug_with_one_value_per_channel_is_refused() -> None:
    from cnxbuild.slug import parse_slug

    for bad in ("resnet1832_adam1_train_step", "resnet1832_1_fwd", "resnet1832_acc4x1_train_step"):
        with pytest.raises(ValueError, match="BatchNorm 1 value per channel at layer4"):
            parse_slug(bad)
    assert parse_slug("resnet1864_adam1_train_step").batch == 1  # 2×2 at layer4: 4 values


def test_a_group_whose_axes_multiply_past_the_limit_is_refused_before_expanding(tmp_path: Path) -> None:
    """Breaker finding (stop 19): five long axes (10 million combinations) hung the load; now the product's size is
    computed first and named with its factors."""
    axes = ('weight_decay = [' + ", ".join(f"0.{i:02d}" for i in range(1, 11)) + ']\n'
            'label_smoothing = [' + ", ".join(f"0.{i:02d}" for i in range(1, 11)) + ']\n'
            'clip_norm = [' + ", ".join(f"0.{i}5" for i in range(0, 10)) + ']\n'
            'norm_eps = [' + ", ".join(f"1e-{i}" for i in range(1, 11)) + ']\n'
            'accumulate = [' + ", ".join(str(i) for i in range(1, 11)) + ']\n')
    msg = load_error(tmp_path, BASE + axes)
    assert msg.endswith('group "g": its axes make 100,000 combinations (weight_decay 10 × label_smoothing 10 × '
                        'clip_norm 10 × norm_eps 10 × accumulate 10); a group may expand to at most 4,096: split '
                        'it into groups or list the wanted variants with include'), msg
    assert "m.toml" in msg or str(tmp_path) in msg


def test_a_byte_order_mark_is_skipped_and_deep_nesting_is_a_located_error(tmp_path: Path) -> None:
    """Breaker findings (stop 19): a UTF-8 BOM (Windows editors) was "1:1: Invalid statement"; 2,000 nested arrays
    were a RecursionError traceback."""
    path = tmp_path / "bom.toml"
    text = BASE + 'optimizer = ["adamw", "lamb"]\n'
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    assert [slug(e.variant) for e in expand(load_matrix(path))] == [slug(e.variant) for e in expand(
        parse_matrix(_toml(text), "t.toml"))] == ["convnextin_adam_train_step", "convnextin_lamb_train_step"]
    msg = load_error(tmp_path, "a = " + "[" * 2000 + "]" * 2000 + "\n")
    assert msg.endswith("variants.toml: arrays or inline tables nested too deeply to read; no key takes a nested "
                        "value deeper than a list of tables (include, exclude)"), msg


def test_a_matrix_whose_groups_together_ask_too_much_is_refused_before_expanding(tmp_path: Path) -> None:
    """Breaker finding (stop 26): the per-group cap let six groups of 4,000 through (24,001 artifacts, 40 s)."""
    group = ('[[group]]\nname = "g{i}"\nsize = "T"\ndataset = "imagenet"\noptimizer = "adamw"\n'
             'weight_decay = [' + ", ".join(f"0.{j:04d}" for j in range(1, 2001)) + ']\nema = [true, false]\n')
    msg = load_error(tmp_path, "\n".join(group.format(i=i) for i in range(6)))
    assert msg.endswith('the groups ask for 24,000 entries before excludes (largest: group "g0", 4,000); a matrix '
                        'may ask for at most 8,192: split it into matrices'), msg


def test_a_matrix_path_that_is_not_a_regular_file_is_refused_unread(tmp_path: Path) -> None:
    """Breaker finding (stop 26): ``--matrix /dev/zero`` read until the machine ran out of memory."""
    fifo = tmp_path / "m.toml"
    os.mkfifo(fifo)  # opening it to read would block: the refusal must come before
    for path in (fifo, Path("/dev/zero")):
        with pytest.raises(ConfigError, match="not a regular file; give a TOML file"):
            load_matrix(path)


@pytest.mark.parametrize("line,hint", [
    ("wd = 0.05", "wd is the slug's marker for weight_decay: write weight_decay = 0.05"),
    ("clip = 1.0", "clip is the slug's marker for clip_norm: write clip_norm = 1.0"),
    ("bce = true", 'bce is the slug\'s marker for loss: write loss = "bce"'),
    ("acc = 4", "acc is the slug's marker for accumulate: write accumulate = 4"),
])
def test_a_slug_marker_written_as_a_key_names_the_key(tmp_path: Path, line: str, hint: str) -> None:
    """A new user wrote ``wd = 0.05`` (the slug says ``wd005``): the error names the key the marker spells."""
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + line + "\n")
    assert f'variants.toml:7: group "g" → {line.split(" ")[0]}: unknown key; {hint} (allowed keys: ' in msg, msg


@pytest.mark.parametrize("line,key", [
    ("weight_decay_exclude = true", "wd_exclude_rank1"), ("filter_bias_and_bn = true", "wd_exclude_rank1"),
    ("max_grad_norm = 1.0", "clip_norm"), ("batch_size = 64", "batch"),
    ("drop_path = true", "stochastic_depth"), ("adam_eps = 1e-6", "optimizer_eps"), ("beta2 = 0.95", "b2"),
])
def test_another_tools_name_for_a_key_is_answered_with_ours(tmp_path: Path, line: str, key: str) -> None:
    """A new user's finding (stop 40): ``weight_decay_exclude`` got "did you mean 'weight_decay'?"."""
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + line + "\n")
    assert f"unknown key; did you mean {key!r}? allowed keys: " in msg, msg


@pytest.mark.parametrize("line,said", [
    ("ema_decay = 0.9999", "the EMA decay is a run-time input of the step (cnxbuild train --ema-decay)"),
    ("epsilon = 1e-8", "the optimizer's ε is optimizer_eps (AdamW 1e-8, LAMB 1e-6, RMSProp 1e-3 by default); the "
                       "net's normalisation ε is norm_eps"),
    ("betas = [0.9, 0.95]", "write b1 and b2, one number each"),
    ("warmup_steps = 100", "the learning-rate schedule is the driver's (cnxbuild train --lr, --warmup)"),
    ("drop_path_rate = 0.1", "the drop-path rate is the driver's (cnxbuild train --drop-path-rate"),
    ("layer_decay = 0.75", "layer-wise lr decay is not an axis of cnxbuild"),
    ("nesterov = true", 'Nesterov momentum is an optimizer of its own: optimizer = "nesterov"'),
])
def test_a_key_for_what_the_matrix_does_not_set_says_so_and_suggests_no_near_miss(tmp_path: Path, line: str,
                                                                                said: str) -> None:
    """Breaker finding (stop 40): ``ema_decay`` got "did you mean 'weight_decay'?" and ``adam_eps`` "did you
    mean 'norm_eps'?"; following either built a step that bakes something else."""
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + line + "\n")
    assert f"unknown key; {said}" in msg and "did you mean" not in msg, msg


def test_the_eps_marker_hint_says_the_optimizers_eps_has_no_key(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\neps = 1e-8\n')
    assert "eps is the slug's marker for norm_eps: write norm_eps = 1e-08; the optimizer's ε is optimizer_eps" in msg


def test_an_eval_image_size_a_family_does_not_render_is_said_in_its_own_name(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\neval_image_size = 49\n')
    assert ("eval_image_size: 49 is out of range: ConvNeXt does not render it: eval_image_size 49 is not a "
            "multiple of 32" in msg), msg
    # in [defaults], which every group's family reads, every family's rule is said (stop 57)
    msg = load_error(tmp_path, '[defaults]\nimage_size = 40\n' + BASE + 'optimizer = "adamw"\n')
    assert "image_size: 40 is out of range: no net family renders it (ConvNeXt: image_size 40 is" in msg, msg
    assert "; ViT: image_size 40 is not a multiple of 16 (the 16×16 patches)" in msg, msg
    msg = load_error(tmp_path, BASE.replace('size = "T"', 'family = "vit"\nsize = "Ti"') + 'optimizer = "adamw"\n'
                     'image_size = 40\n')
    assert msg.endswith("image_size: 40 is out of range: ViT does not render it: image_size 40 is not a multiple of "
                        "16 (the 16×16 patches)"), msg
    # 48 px is a size another family renders (ViT's 16 px patches): the group's own family refuses it, in the
    # key's own name and at its line, not as the step's image_size (stop 44)
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\neval_image_size = 48\n')
    line = (BASE + 'optimizer = "adamw"\n').count("\n") + 1
    assert f"variants.toml:{line}: " in msg and "eval_image_size = 48: 48 is not a multiple of 32 (stem" in msg, msg


def test_cross_entropy_over_one_class_is_refused(tmp_path: Path) -> None:
    """Breaker finding (stop 40): K = 1 with ce trains nothing (loss and gradients exactly 0), and its check
    passed with every error 0. BCE over one class is a real task (one logit, a binary label)."""
    text = ('[datasets.one]\ncode = "q"\nclasses = 1\n\n[[group]]\nname = "g"\nsize = "atto"\n'
            'dataset = "one"\nimage_size = 32\noptimizer = "sgd"\n')
    msg = load_error(tmp_path, text)
    assert "loss 'ce' needs at least 2 classes (dataset 'one' has classes = 1)" in msg, msg
    assert "use loss 'bce' for a single class" in msg
    [entry] = expand(load_matrix(write(tmp_path, text + 'loss = "bce"\n')))
    assert entry.variant.loss.value == "bce" and entry.variant.classes == 1
    fused = load_error(tmp_path, text.replace('"sgd"', '"fused_sgd"'))  # whose own rules refuse bce
    assert "use loss 'bce' for a single class (with an optimizer other than fused_sgd" in fused, fused


def test_every_slug_marker_names_a_key_of_the_grammar() -> None:
    from cnxbuild.config import AXES
    from cnxbuild.slug import MARKER_KEYS

    assert set(MARKER_KEYS.values()) <= set(AXES), set(MARKER_KEYS.values()) - set(AXES)


# ---------------------------------------------------------------------------------------------------------
# Numbers the artifact cannot hold as written (breaker findings, stop 37; docs/decisions.md D83)


@pytest.mark.parametrize("value, reads", [("1e-400", "0.0"), ("-1e-400", "-0.0"), ("1e400", "inf"),
                                          ("0." + "0" * 400 + "1", "0.0")],
                         ids=["underflow", "negative-underflow", "overflow", "400-zeros"])
def test_a_float_a_double_cannot_hold_is_refused_not_read_as_zero(tmp_path: Path, value: str, reads: str) -> None:
    """tomllib reads 1e-400 as 0.0: weight decay asked for, none baked, and the name said so (wd0)."""
    msg = load_error(tmp_path, ADAMW + f"weight_decay = {value}\n")
    assert msg == (f"{tmp_path / 'variants.toml'}:7: group \"g\" → weight_decay: {value} is beyond what a 64-bit "
                   f"float holds (it reads as {reads}); write the value you mean"), msg
    msg = load_error(tmp_path, ADAMW + f"clip_norm = [1.0, {value}]\n")
    assert f"clip_norm[1]: {value} is beyond what a 64-bit float holds" in msg, msg
    assert "out of range" not in msg  # not "0.0 is out of range", a value the user never wrote


@pytest.mark.parametrize("line, shown", [("weight_decay = 0.0", None), ("weight_decay = 0e5", None),
                                         ("weight_decay = -0.0", None), ("label_smoothing = 1e-300", "1e-300")])
def test_zeros_spelled_as_zeros_and_tiny_values_keep_their_own_errors(tmp_path: Path, line: str, shown) -> None:
    if shown is None:
        assert slugs(ADAMW + line + "\n")[0] == "convnextin_adamwd0_train_step"
    else:
        msg = load_error(tmp_path, ADAMW + line + "\n")
        assert f"label_smoothing = {shown} would be spelled with" in msg, msg


@pytest.mark.parametrize("line, key, held", [("clip_norm = 1.00000001", "clip_norm", "1.0"),
                                             ("weight_decay = 0.123456789", "weight_decay", "0.12345679"),
                                             ("norm_eps = 1.00000001e-6", "norm_eps", "1e-06"),
                                             ("label_smoothing = 0.100000001", "label_smoothing", "0.1")])
def test_a_constant_float32_does_not_hold_is_refused_with_the_value_it_would_bake(
        tmp_path: Path, line: str, key: str, held: str) -> None:
    """The artifact bakes f32: clip 1.00000001 would be a second name (and a sidecar constant) for clip 1.0."""
    msg = load_error(tmp_path, ADAMW + line + "\n")
    value = line.split(" = ")[1]
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:7: "), msg
    assert (f"{key} = {float(value)!r} is not a float32 value: the artifact bakes its constants as float32, which "
            f"holds it as {held}; write {held}") in msg, msg


def test_float32_values_of_few_digits_are_accepted_as_written() -> None:
    from cnxbuild.variant import float32_spelling
    for value in (0.05, 0.1, 0.999, 1e-6, 1e-15, 9.999999, 0.0001234567, 2.5):
        assert float32_spelling(value) == repr(value)
    assert slugs(ADAMW + "clip_norm = 0.1234567\nweight_decay = 0.0001234567\n") == [
        "convnextin_adamclip01234567wd00001234567_train_step"]


def test_eval_batch_has_the_batch_bound_where_it_is_written(tmp_path: Path) -> None:
    """It had none: an eval_batch over 4096 without eval_image_size was a pydantic traceback."""
    msg = load_error(tmp_path, ADAMW + "eval_batch = 100000\n")
    assert msg == (f"{tmp_path / 'variants.toml'}:7: group \"g\" → eval_batch: 100000 is out of range: must be an "
                   "integer in [1, 4_096]"), msg


def test_an_integer_size_and_its_string_are_one_size(tmp_path: Path) -> None:
    resnet = BASE.replace('size = "T"', 'family = "resnet"\nsize = [50, 34]') + 'optimizer = "sgd"\n'
    assert slugs(resnet + 'exclude = [{size = "50"}]\n') == ["resnet34in_sgd_train_step"]
    msg = load_error(tmp_path, resnet.replace("[50, 34]", '[50, "50"]'))
    assert 'size[1]: "50" is repeated in the array' in msg, msg


def test_an_exclude_error_gives_the_line_of_that_exclude(tmp_path: Path) -> None:
    text = ADAMW.replace('"adamw"', '["adamw", "sgd"]') + 'exclude = [\n  {optimizer = "sgd"},\n  {optimizer = "lamb"},\n]\n'
    msg = load_error(tmp_path, text)
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:9: group \"g\" → exclude[1]: {{optimizer = \"lamb\"}} "
                          "matches none"), msg
    msg = load_error(tmp_path, text.replace('"lamb"', '"sgd"'))
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:9: group \"g\" → exclude[1]: repeats exclude[0]"), msg


def test_a_bad_dataset_name_gives_its_line(tmp_path: Path) -> None:
    msg = load_error(tmp_path, ADAMW + '\n[datasets."a b"]\nclasses = 3\ncode = "ab"\n')
    assert msg.startswith(f"{tmp_path / 'variants.toml'}:8: datasets \"a b\": a dataset name uses letters"), msg


@pytest.mark.parametrize("value, shown", [("1979-05-27", "1979-05-27"), ("07:32:00", "07:32:00"),
                                          ("{a = 1}", "{a = 1}")])
def test_a_toml_date_or_table_is_shown_as_toml_writes_it(tmp_path: Path, value: str, shown: str) -> None:
    """A breaker's finding (stop 47): ``batch = 1979-05-27`` was shown as ``datetime.date(1979, 5, 27)``."""
    msg = load_error(tmp_path, BASE + f'optimizer = "adamw"\nbatch = {value}\n')
    assert f"batch: {shown} is not an integer" in msg, msg


def test_a_clip_norm_that_is_neither_number_nor_boolean_names_the_forms_it_takes(tmp_path: Path) -> None:
    """A new user's finding (stop 53): `clip_norm = "yes"` said only that it is not a number, though true and
    false are what most write."""
    msg = load_error(tmp_path, BASE + 'clip_norm = "yes"\n')
    assert msg.endswith('clip_norm: "yes" is not a number nor a boolean; write true (C = 1.0), false (no clipping) '
                        "or a number C with 0.0001 <= C < 10"), msg


def test_a_defaults_norm_eps_that_reaches_layernorm_and_batchnorm_nets_is_a_warning(tmp_path: Path, capsys) -> None:
    """A new user's finding (stop 56): ``norm_eps = 1e-3`` in [defaults] reached a ResNet, a MobileNetV2 and a
    ConvNeXt without a word (variants.toml's header says to set it per group). Said at the key's line when one ε
    reaches both kinds of normalisation; not when every net it reaches normalises alike, or a group sets its own."""
    from cnxbuild.expand import expand_artifacts

    text = ('[defaults]\nnorm_eps = 1e-3\noptimizer = "momentum"\ndataset = "imagenette"\nimage_size = 64\n'
            '[[group]]\nname = "r"\nfamily = "resnet"\nsize = 18\n'
            '[[group]]\nname = "m"\nfamily = "mobilenetv2"\nsize = "100"\n'
            '[[group]]\nname = "c"\nsize = "atto"\n')
    entries = expand_artifacts(load_matrix(write(tmp_path, text)))
    assert {e.variant.norm_eps for e in entries} == {1e-3}  # as written
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert err == [f'warning: {tmp_path / "variants.toml"}:2: [defaults] norm_eps = 0.001 reaches BatchNorm nets '
                   "(mobilenetv2, resnet) and LayerNorm nets (convnext): one ε for two kinds of normalisation (the "
                   "families' own defaults: LayerNorm 1e-06, BatchNorm 1e-05); set norm_eps in each group instead"], err
    for quiet in (text.replace('[[group]]\nname = "c"\nsize = "atto"\n', ''),
                  text.replace('size = "atto"\n', 'size = "atto"\nnorm_eps = 1e-6\n')):
        expand_artifacts(load_matrix(write(tmp_path, quiet)))
        assert [x for x in capsys.readouterr().err.splitlines() if "norm_eps" in x] == []


def test_batchnorm_statistics_of_few_values_are_a_warning(tmp_path: Path, capsys) -> None:
    """A new user's finding (stop 56): EfficientNet-B0 at 32 px, batch 8, trained chaotically (held-out accuracy below
    chance): its last stage's BatchNorm normalises 8 values a channel (8 × 1×1). Allowed (the family refuses only 1),
    and said; not for its frozen-statistics forward, nor at 64 px (8 × 2×2 = 32)."""
    from cnxbuild.expand import expand_artifacts

    text = ('[[group]]\nname = "e"\nfamily = "efficientnet"\nsize = "b0"\ndataset = "imagenette"\n'
            'image_size = [32, 64]\nbatch = 8\noptimizer = "momentum"\n')
    expand_artifacts(load_matrix(write(tmp_path, text)))
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert err == [f'warning: {tmp_path / "variants.toml"}:1: efficientnetb032_mom8_train_step (group "e" '
                   "expansion 0): BatchNorm's batch statistics in the last stages come from 8 values per channel "
                   "(batch 8 × 1×1): so few that they move from batch to batch enough for training to wander; a batch "
                   "or image size giving 16 or more steadies them"], err


def test_the_matrix_warnings_round_two(tmp_path: Path, capsys) -> None:
    """A breaker's findings on the stop-56 warnings: a [defaults] optimizer made the group's axis look like a switch
    ("beside optimizer adamw from [defaults]", which the axis overrides and nothing builds); an include switching the
    family drew the [defaults] ε warning too, whose advice contradicted its own; a BatchNorm forward was said to make
    training wander."""
    from cnxbuild.expand import expand_artifacts

    text = ('[defaults]\noptimizer = "adamw"\n' + BASE + 'optimizer = ["momentum", "sgd"]\nweight_decay = 0.001\n'
            'include = [{optimizer = "momentum", accumulate = 2}]\n')
    expand_artifacts(load_matrix(write(tmp_path, text)))
    assert [x for x in capsys.readouterr().err.splitlines() if "inherits" in x] == []
    text = ('[defaults]\nnorm_eps = 1e-6\n' + BASE.replace('size = "T"', 'size = "atto"') + 'optimizer = "adamw"\n'
            'include = [{family = "resnet", size = 18}]\n')
    expand_artifacts(load_matrix(write(tmp_path, text)))
    err = [x for x in capsys.readouterr().err.splitlines() if x.startswith("warning:")]
    assert len(err) == 1 and "sets family resnet and inherits norm_eps = 1e-06 from [defaults]" in err[0], err
    text = ('[[group]]\nname = "f"\nkind = "fwd"\nfamily = "resnet"\nsize = 18\ndataset = "imagenette"\n'
            'image_size = 32\nbatch = 8\n')
    expand_artifacts(load_matrix(write(tmp_path, text)))
    err = [x for x in capsys.readouterr().err.splitlines() if x.startswith("warning:")]
    assert len(err) == 1 and err[0].endswith("(batch 8 × 1×1): so few that they move from batch to batch; a batch or "
                                             "image size giving 16 or more steadies them"), err


# ---------------------------------------------------------------------------------------------------------
# The optimizers' constants as keys (D130)


def test_optimizer_constants_are_keys_spelled_in_the_slug(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(BASE + 'optimizer = ["adamw", "lamb"]\nb2 = [0.95, 0.999]\noptimizer_eps = 1e-6\n'
                    '[[group]]\nname = "r"\nfamily = "resnet"\nsize = 50\ndataset = "imagenet"\n'
                    'optimizer = ["momentum", "rmsprop"]\nmu = 0.875\n')
    steps = [e.variant for e in expand(load_matrix(path)) if isinstance(e.variant, TrainStep)]
    assert sorted(slug(v) for v in steps) == sorted([
        "convnextin_adamb2095oeps0000001_train_step", "convnextin_adamoeps0000001_train_step",
        "convnextin_lambb2095_train_step", "convnextin_lamb_train_step",  # LAMB's default ε is 1e-6
        "resnet50in_mommu0875_train_step", "resnet50in_rmsmu0875_train_step"])
    rms = next(v for v in steps if v.optimizer.value == "rmsprop")
    assert rms.optimizer_constants == {"rho": 0.9, "mu": 0.875, "eps": 1e-3}


def test_a_constant_its_optimizer_has_not_is_refused_where_it_is_written(tmp_path: Path) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = ["adamw", "momentum"]\nb2 = 0.95\n')
    assert re.search(r"variants\.toml:7: group \"g\" → expansion 1 \(\{optimizer = \"momentum\"\}\): b2 = 0\.95: "
                     r"optimizer 'momentum' has no b2; the constants it takes: mu", msg), msg
    msg = load_error(tmp_path, BASE + 'optimizer = "sgd"\noptimizer_eps = 1e-6\n')
    assert "optimizer_eps = 1e-06: optimizer 'sgd' has no optimizer_eps; the constants it takes: none" in msg, msg


@pytest.mark.parametrize("line, said", [
    ("b1 = 1.0", "b1: 1.0 is out of range: must satisfy 0 <= b1 < 1"),
    ("b2 = -0.1", "b2: -0.1 is out of range: must satisfy 0 <= b2 < 1"),
    ("optimizer_eps = 0.0", "optimizer_eps: 0.0 is out of range: must satisfy 0 < optimizer_eps < 10"),
    ("b2 = 0.123456789", "b2 = 0.123456789 is not a float32 value"),
    ('b1 = "0.9"', 'b1: "0.9" is not a number'),
])
def test_an_optimizer_constant_out_of_its_range_is_refused(tmp_path: Path, line: str, said: str) -> None:
    msg = load_error(tmp_path, BASE + 'optimizer = "adamw"\n' + line + "\n")
    assert said in msg, msg


def test_an_inherited_constant_its_optimizer_has_not_says_where_to_set_it(tmp_path: Path) -> None:
    msg = load_error(tmp_path, '[defaults]\nb2 = 0.95\n' + BASE + 'optimizer = "momentum"\n')
    assert ("b2 = 0.95: optimizer 'momentum' has no b2; the constants it takes: mu; b2 = 0.95 is inherited (from "
            "the group or [defaults]): set b2 only in the groups or includes of optimizers that have it") in msg, msg


@pytest.mark.parametrize("text, said", [
    ('[group]\nname = "x"\nsize = "T"\ndataset = "imagenet"\n',
     ':1: group: {name = "x", size = "T", dataset = "imagenet"} is not an array of tables: write [[group]] (two '
     'brackets) before each one, not [group]'),
    ('[build]\n[build.skip]\ntarget = "cuda"\n',
     ':2: build → skip: {target = "cuda"} is not an array of tables: write [[build.skip]] (two brackets) before '
     'each one, not [build.skip]'),
    (BASE + 'optimizer = "adamw"\ninclude = {optimizer = "lamb"}\n',
     'include: {optimizer = "lamb"} is not an array of tables: write include = [{...}, ...], an array in brackets'),
    ('[[defaults]]\nbatch = 8\n' + BASE + 'optimizer = "adamw"\n',
     ':1: defaults: [{batch = 8}] is not a table: write [defaults] (one bracket), once, not [[defaults]]'),
])
def test_a_table_written_for_an_array_of_tables_says_how_to_write_it(tmp_path: Path, text: str, said: str) -> None:
    """A new user's finding (stop 57): `[group]` got "is not an array of tables" and no word of `[[group]]`."""
    msg = load_error(tmp_path, text)
    assert said in msg, msg


def test_a_defaults_axis_of_a_train_only_key_does_not_request_a_forward_twice(tmp_path: Path, capsys) -> None:
    """A breaker's finding (stop 57): `[defaults] weight_decay = [0.05, 0.1]` and one group of forwards warned
    that the forward was requested twice, by expansions 0 and 1 the user never wrote; a forward ignores the key
    (D3), so its axis does not multiply forwards. Train steps beside it still get both values."""
    from cnxbuild.expand import expand_artifacts

    path = tmp_path / "m.toml"
    path.write_text('[defaults]\nweight_decay = [0.05, 0.1]\noptimizer = "adamw"\n' + BASE
                    + 'kind = ["fwd", "train_step"]\n')
    got = [slug(e.variant) for e in expand_artifacts(load_matrix(path))]
    assert got == ["convnextin_fwd", "convnextin_adamwd005_train_step", "convnextin_adamwd01_train_step"], got
    assert "requested 2 times" not in capsys.readouterr().err


def test_a_blank_group_name_is_refused(tmp_path: Path) -> None:
    """A breaker's finding (stop 57): a name of spaces was taken where "" is refused."""
    msg = load_error(tmp_path, '[[group]]\nname = "   "\nsize = "T"\ndataset = "imagenet"\noptimizer = "adamw"\n')
    assert 'variants.toml:2: group "   " → name: "   " is blank; a group\'s name is shown in messages' in msg, msg


def test_an_optimizer_constant_chosen_for_another_optimizer_is_said(tmp_path: Path, capsys) -> None:
    """A breaker's findings (stop 57, D130): an include's RMSProp and LAMB took the ε 1e-7 written beside AdamW
    without a word (weight_decay in the same place warned), and a group over AdamW and RMSProp gave both one ε.
    β2 shared by AdamW and LAMB, whose defaults agree, is not said."""
    from cnxbuild.expand import expand_artifacts

    path = tmp_path / "m.toml"
    path.write_text('[[group]]\nname = "a"\nsize = "T"\ndataset = "imagenet"\noptimizer = "adamw"\n'
                    'optimizer_eps = 1e-7\ninclude = [{optimizer = "rmsprop"}]\n'
                    '[[group]]\nname = "b"\nsize = "T"\ndataset = "imagenet"\noptimizer = ["adamw", "rmsprop"]\n'
                    'optimizer_eps = 1e-4\n'
                    '[[group]]\nname = "c"\nsize = "T"\ndataset = "imagenet"\noptimizer = ["adamw", "lamb"]\n'
                    'b2 = 0.95\n')
    expand_artifacts(load_matrix(path))
    said = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert said == [
        f"warning: {path}:7: convnextin_rmsoeps00000001_train_step (group \"a\" include[0]) sets optimizer rmsprop and "
        "inherits optimizer_eps = 1e-07 from the group, set there for adamw (rmsprop's own default: 0.001); give "
        "optimizer_eps in the include to say which it is (and silence this)",
        f"warning: {path}:8: group \"b\": optimizer_eps = 0.0001 reaches the optimizers adamw, rmsprop, whose own "
        "defaults differ (adamw 1e-08, rmsprop 0.001): one value for constants that are not alike; give "
        "optimizer_eps per optimizer (an include or a group of its own)"], said


@pytest.mark.parametrize("key", ["rmsprop_eps", "rms_eps", "lamb_eps", "adam_epsilon", "eps_optim"])
def test_an_optimizers_eps_under_another_name_is_not_sent_to_norm_eps(tmp_path: Path, key: str) -> None:
    """A breaker's finding (stop 57): `rmsprop_eps` got "did you mean 'norm_eps'?", the net's ε."""
    msg = load_error(tmp_path, BASE + f'optimizer = "rmsprop"\n{key} = 0.01\n')
    assert f"{key}: unknown key; did you mean 'optimizer_eps'?" in msg, msg


def test_a_nesterov_group_takes_mu_and_is_spelled_nest(tmp_path: Path) -> None:
    """D131: ``nesterov`` is an optimizer (timm's ``opt="nesterov"``, torch's ``SGD(nesterov=True)``) with momentum's
    one constant μ; a β is refused as for momentum."""
    path = tmp_path / "variants.toml"
    path.write_text(BASE + 'optimizer = "nesterov"\nmu = 0.95\n')
    assert [slug(e.variant) for e in expand(load_matrix(path))] == ["convnextin_nestmu095_train_step"]
    msg = load_error(tmp_path, BASE + 'optimizer = "nesterov"\nb2 = 0.95\n')
    assert "optimizer 'nesterov' has no b2; the constants it takes: mu" in msg, msg
