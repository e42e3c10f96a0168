"""The slug grammar's vocabulary (spec/variants.md, "Grammar"; docs/grammar.md): the optimizer tokens, the
kinds, the variant markers, which TOML key each spells, and the order in which they follow one another.
"""

from __future__ import annotations

from cnxbuild.variant import OPTIMIZER_DEFAULTS, Optimizer

__all__ = ["OPT_TOKENS", "KINDS", "KEY_MARKERS", "OPT_WORDS", "MARKER_KEYS", "CONSTANT_MARKERS", "TAIL_MARKERS",
           "TRAIN_ORDER",
           "SGD_ORDER", "WORDS"]

OPT_TOKENS: tuple[tuple[str, Optimizer], ...] = tuple(
    (d.token, opt) for opt, d in OPTIMIZER_DEFAULTS.items() if d.token)
KINDS = (("_train_step", "train_step"), ("_fwd_eval", "fwd_eval"), ("_fwd", "fwd"))
#: The variant markers that spell an optional Variant key: a family whose ``keys`` lack the key refuses them.
KEY_MARKERS = {"erf": "gelu", "drop": "stochastic_depth"}
OPT_WORDS = ("ema",) + tuple(tok for tok, _ in OPT_TOKENS)
#: Each slug marker and the TOML key whose value it spells (docs/grammar.md): a matrix that writes the marker
#: as a key (``wd = 0.05``) is told the key's name.
MARKER_KEYS = {"ema": "ema", "acc": "accumulate", "dp": "replicas", "wx": "wd_exclude_rank1", "clip": "clip_norm",
               "drop": "stochastic_depth", "bce": "loss", "wd": "weight_decay", "ls": "label_smoothing",
               "eps": "norm_eps", "erf": "gelu", "bf16": "precision", "b1": "b1", "b2": "b2", "mu": "mu",
               "rho": "rho", "oeps": "optimizer_eps"}
#: The optimizer constants' markers (D130), in slug order after ``wd``: the marker → the optimizer constant's name
#: (``OPTIMIZER_DEFAULTS``' ``constants``).
CONSTANT_MARKERS = {"b1": "b1", "b2": "b2", "mu": "mu", "rho": "rho", "oeps": "eps"}
TAIL_MARKERS = ("ls", "eps", "erf", "bf16")
#: What may follow the optimizer token, in order ("batch digits" is the batch; after ``dp`` comes ``x<R>``).
TRAIN_ORDER = ("acc", "dp", "batch digits", "wx", "clip", "drop", "bce", "wd", *CONSTANT_MARKERS) + TAIL_MARKERS
SGD_ORDER = ("batch digits", "lr") + TAIL_MARKERS
WORDS = sorted({*OPT_WORDS, "acc", "dp", "lr", *TRAIN_ORDER[3:]}, key=lambda w: (-len(w), w))
