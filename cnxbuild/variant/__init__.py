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

Its parts: :mod:`.axes` (the kinds, enums, datasets and optimizer defaults), :mod:`.spelling` (the decimal
grammar, the integer keys' bounds, values as messages show them), :mod:`.models` (:class:`TrainStep`,
:class:`Forward` and the functions that derive one Variant from another).
"""

from cnxbuild.variant.axes import (BUILTIN_DATASETS, DEFAULT_BATCH, DEFAULT_CLIP_NORM, DEFAULT_FUSED_SGD_LR,
                                   DEFAULT_IMAGE_SIZE, FORWARD_KINDS, FROZEN, KINDS, MAX_CLASSES,
                                   OPTIMIZER_CONSTANT_KEYS, OPTIMIZER_DEFAULTS, RENAMED_KEYS,
                                   WX_TRUST_NOTE, Dataset, Gelu, Loss, Optimizer,
                                   OptimizerDefaults, Precision, constant_rule)
from cnxbuild.variant.spelling import (CLIP_NORM_FLOOR, CLIP_NORM_MIN, MAX_ACCUMULATE, MAX_BATCH,
                                       MAX_DECIMAL_DIGITS, MAX_IMAGE_SIZE, MAX_REPLICAS, check_spellable,
                                       float32_spelling, parse_decimal, show_value, spell_decimal,
                                       validation_message)
from cnxbuild.variant.models import (Forward, TrainStep, Variant, at_geometry, forward_partner, is_default)

__all__ = [
    "DEFAULT_IMAGE_SIZE", "DEFAULT_BATCH", "FORWARD_KINDS", "KINDS", "RENAMED_KEYS", "DEFAULT_CLIP_NORM",
    "DEFAULT_FUSED_SGD_LR", "Optimizer", "Loss", "Gelu", "Precision", "FROZEN", "MAX_CLASSES", "Dataset",
    "BUILTIN_DATASETS", "OptimizerDefaults", "WX_TRUST_NOTE", "OPTIMIZER_DEFAULTS",
    "OPTIMIZER_CONSTANT_KEYS", "constant_rule", "spell_decimal",
    "parse_decimal", "MAX_DECIMAL_DIGITS", "MAX_IMAGE_SIZE", "MAX_BATCH", "MAX_REPLICAS", "MAX_ACCUMULATE",
    "CLIP_NORM_MIN", "CLIP_NORM_FLOOR", "float32_spelling", "check_spellable", "validation_message", "show_value",
    "TrainStep", "Forward", "Variant", "at_geometry", "is_default", "forward_partner",
]
