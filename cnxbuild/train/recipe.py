"""What a train run takes from its artifact's sidecar (docs/sidecar.md): the default and the baked learning rate,
whether it takes drop masks and an EMA decay and at which rate and decay, and the settings ``summary.json`` records."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from cnxbuild.train.checkpoint import RunPosition
from cnxbuild.train.schedule import DROP_PATH_RATE, EMA_DECAY, SCHEDULES
from cnxbuild.train.steppers import TrainError

if TYPE_CHECKING:
    from cnxbuild.train.driver import TrainOptions

__all__ = ["DEFAULT_LR", "SGD_LR_PER_256", "default_lr", "baked_lr", "takes", "check_drop_path", "recipe",
           "summary_settings"]

DEFAULT_LR = 1e-3  # the adaptive optimizers' (adamw, lamb, rmsprop) peak learning rate without --lr
SGD_LR_PER_256 = 0.1  # momentum, nesterov, sgd: 0.1 per 256 examples of global batch (Goyal et al. 2017)


def default_lr(doc: dict) -> float:
    """The peak learning rate of a run without ``--lr``, from the sidecar's ``constants``: 1e-3 for the adaptive
    optimizers (adamw, lamb, rmsprop; a step's size is set by the update's normalisation, not by the batch);
    for momentum, nesterov and sgd 0.1 × global batch / 256, the linear scaling rule of Goyal et al. 2017 ("Accurate,
    Large Minibatch SGD") anchored at 0.1 for 256 examples (He et al. 2016). Global batch = ``batch_per_replica`` ×
    ``replicas`` × ``accumulate``. A fused_sgd artifact bakes its rate and takes none."""
    c = doc["constants"]
    if c.get("optimizer") in ("momentum", "nesterov", "sgd"):
        return SGD_LR_PER_256 * c["batch_per_replica"] * c.get("replicas", 1) * c.get("accumulate", 1) / 256
    return DEFAULT_LR


def baked_lr(doc: dict) -> float | None:
    """The learning rate a fused_sgd artifact bakes (its sidecar's ``constants.lr``; it takes no ``lr``
    input), or None for an artifact that takes its rate at run time."""
    takes_lr = any(p["name"] == "lr" and p["role"] == "scalar" for p in doc["inputs"])
    lr = doc["constants"].get("lr")
    return None if takes_lr or lr is None else float(lr)


def takes(doc: dict) -> tuple[bool, bool]:
    """``(drop masks, EMA)``: whether the sidecar's artifact takes drop-path masks and an EMA decay."""
    return "drop_path" in doc, "ema_decay" in doc.get("scalar_semantics", {})


def check_drop_path(doc: dict) -> None:
    """The sidecar's ``drop_path`` is one this cnxbuild draws masks for (docs/sidecar.md): a known ``schedule``,
    ``blocks`` ≥ 1, a ``recommended_rate`` in [0, 1), and either ``site_block`` (whole numbers in 0..blocks-1,
    one per ``drop_mask`` input) or one mask per block.

    Raises:
        TrainError: naming the field and what it should be.
    """
    dp, sites = doc["drop_path"], sum(p["role"] == "drop_mask" for p in doc["inputs"])
    where = f"{doc['slug']}: its sidecar's drop_path"

    def whole(x) -> bool:
        return isinstance(x, int) and not isinstance(x, bool)

    if not isinstance(dp, dict):
        raise TrainError(f"{where} is {dp!r}, not an object")
    if dp.get("schedule") not in SCHEDULES:
        raise TrainError(f"{where}.schedule {dp.get('schedule')!r} is not one this cnxbuild draws masks for "
                         f"({', '.join(SCHEDULES)}); train it with the cnxbuild that rendered it")
    blocks, site_block, rate = dp.get("blocks"), dp.get("site_block"), dp.get("recommended_rate")
    if not whole(blocks) or blocks < 1:
        raise TrainError(f"{where}.blocks {blocks!r} is not a whole number >= 1")
    if not (isinstance(rate, (int, float)) and not isinstance(rate, bool) and 0 <= rate < 1):
        raise TrainError(f"{where}.recommended_rate {rate!r} is not a number in [0, 1)")
    if site_block is None and blocks != sites:
        raise TrainError(f"{where} has no site_block, so one mask per block, but blocks is {blocks} and the "
                         f"artifact takes {sites} drop_mask inputs")
    if site_block is not None and (not isinstance(site_block, list) or len(site_block) != sites
                                   or not all(whole(b) and 0 <= b < blocks for b in site_block)):
        raise TrainError(f"{where}.site_block {site_block!r} is not {sites} whole numbers in 0..{blocks - 1} "
                         "(one block per drop_mask input)")


def recipe(opts: TrainOptions, doc: dict) -> tuple[float, float]:
    """``(drop_path_rate, ema_decay)``: the options, else the sidecar's recommendations."""
    has_drop, has_ema = takes(doc)
    options = ((opts.drop_path_rate, has_drop, "--drop-path-rate", "stochastic depth (drop masks)", "drop"),
               (opts.ema_decay, has_ema, "--ema-decay", "EMA of weights", "ema"))
    for given, applies, flag, what, marker in options:
        if given is not None and not applies:  # it would be recorded and never used
            raise TrainError(f"{flag} {given}: {doc['slug']} has no {what}; the option applies to variants "
                             f"with {marker} in their slug")
    if has_drop:
        check_drop_path(doc)
    rate = opts.drop_path_rate
    if rate is None:
        rate = doc.get("drop_path", {}).get("recommended_rate", DROP_PATH_RATE)
    decay = opts.ema_decay
    if decay is None:
        decay = doc.get("scalar_semantics", {}).get("ema_decay", {}).get("decay", EMA_DECAY)
    if not 0 <= rate < 1:
        raise TrainError(f"--drop-path-rate {rate} must satisfy 0 <= rate < 1")
    if not 0 < decay <= 1:
        raise TrainError(f"--ema-decay {decay} must satisfy 0 < decay <= 1")
    return float(rate), float(decay)


def summary_settings(pos: RunPosition, doc: dict) -> dict:
    """The run's settings as ``summary.json`` records them: ``pos`` without its losses and slug (nor its executor
    and data fingerprint, which the summary gives beside ``executor`` and ``data``), with
    ``drop_path_rate`` / ``ema_decay`` null for a variant without drop masks / EMA (the run used neither; the
    checkpoint keeps the defaults it always kept)."""
    out = {k: v for k, v in asdict(pos).items() if k not in ("losses", "slug", "executor", "data_fingerprint")}
    out["lr_schedule"] = "baked" if baked_lr(doc) is not None else "warmup_cosine"
    has_drop, has_ema = takes(doc)
    if not has_drop:
        out["drop_path_rate"] = None
    if not has_ema:
        out["ema_decay"] = None
    return out
