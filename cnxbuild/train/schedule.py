"""Per-step values a driver feeds a train step: learning rate, bias corrections, EMA decay, accumulation
phase and drop-path masks (spec/convnext.md, "Train-step interface": the artifact is value-free, these are
the driver's business).

Steps are counted two ways. An *applied* step runs the optimizer; with accumulation k it is k *micro-steps*
(artifact calls), the last of which has ``accumulate_apply = 1``. Schedules (lr, bias corrections, EMA
decay) follow applied steps; drop masks are drawn per micro-step.

Every function here is pure: its value depends on its arguments only (masks on ``(seed, micro_step)``), so
a run resumed at step s draws exactly what the uninterrupted run drew.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np

__all__ = ["EMA_DECAY", "DROP_PATH_RATE", "MASK_STREAM", "SCHEDULES", "learning_rate", "bias_corrections",
           "ema_decay", "is_apply", "step_scalars", "keep_probabilities", "drop_masks"]

EMA_DECAY = 0.9999  # the paper's and timm ModelEmaV2's usual decay; warmed up by ema_decay()
# the stochastic-depth rate when a sidecar recommends none; a sidecar's drop_path.recommended_rate gives each
# size's (the net family's drop_path_rate)
DROP_PATH_RATE = 0.1
MASK_STREAM = 1  # numpy SeedSequence key separating the mask stream from the data-order stream (0)


def learning_rate(step: int, total: int, base: float, warmup: int) -> float:
    """Linear warmup then cosine decay to 0, at 0-based applied step ``step`` of ``total``.

    ``lr = base·(step+1)/warmup`` for ``step < warmup`` (the first step is not wasted at lr 0), then
    ``base·½(1 + cos(π·(step − warmup)/(total − warmup)))``: ``base`` at the first step after warmup,
    approaching 0 at the last. timm's ``CosineLRScheduler`` with ``warmup_lr_init = 0``, per step.

    Raises:
        ValueError: ``total < 1``, ``warmup < 0``, ``warmup > total`` or ``step`` outside ``[0, total)``.
    """
    if total < 1 or not 0 <= warmup <= total:
        raise ValueError(f"learning_rate: need total >= 1 and 0 <= warmup <= total, got total {total}, "
                         f"warmup {warmup}")
    if not 0 <= step < total:
        raise ValueError(f"learning_rate: step {step} outside [0, {total})")
    if step < warmup:
        return base * (step + 1) / warmup
    return base * 0.5 * (1.0 + math.cos(math.pi * (step - warmup) / (total - warmup)))


def bias_corrections(t: int, b1: float, b2: float) -> tuple[float, float]:
    """``(1 − β1^t, 1 − β2^t)`` for the 1-based applied step ``t`` (spec: bc1, bc2). ValueError if t < 1."""
    if t < 1:
        raise ValueError(f"bias_corrections: the step t is 1-based, got {t}")
    return 1.0 - b1 ** t, 1.0 - b2 ** t


def ema_decay(applied: int, decay: float = EMA_DECAY) -> float:
    """``min(decay, (1 + s)/(10 + s))`` after ``s = applied`` applied steps (the TF/timm EMA warmup)."""
    return min(decay, (1.0 + applied) / (10.0 + applied))


def is_apply(micro_step: int, accumulate: int) -> bool:
    """Whether 0-based micro-step ``micro_step`` is the one of its group of ``accumulate`` that applies."""
    return (micro_step + 1) % accumulate == 0


def step_scalars(micro_step: int, *, accumulate: int, total: int, base_lr: float, warmup: int,
                 constants: Mapping[str, object], decay: float = EMA_DECAY) -> dict[str, float]:
    """Every runtime scalar the spec defines, by its sidecar name, for 0-based micro-step ``micro_step``.

    ``lr`` (schedule of the applied step), ``bc1``/``bc2`` (from ``constants["b1"]``/``["b2"]`` when present:
    adamw, lamb), ``accumulate_apply`` (1.0 on the applying micro-step), ``ema_decay`` (with s = applied steps
    before this one, toward ``decay``). A driver picks the ones its sidecar lists; values are float64 here,
    cast by the caller.
    """
    applied = micro_step // accumulate
    out = {"lr": learning_rate(applied, total, base_lr, warmup),
           "accumulate_apply": float(is_apply(micro_step, accumulate)),
           "ema_decay": ema_decay(applied, decay)}
    if "b1" in constants and "b2" in constants:
        out["bc1"], out["bc2"] = bias_corrections(applied + 1, float(constants["b1"]), float(constants["b2"]))
    return out


#: The stochastic-depth ramps a sidecar's ``drop_path.schedule`` may name (cnxbuild.nets.Family.drop_schedule).
SCHEDULES = ("linear", "block_fraction")


def keep_probabilities(blocks: int, rate: float = DROP_PATH_RATE, schedule: str = "linear") -> np.ndarray:
    """The keep probability of each of ``N = blocks`` blocks in forward order, ``[N]`` float64; block 0 is never
    dropped. ``"linear"``: ``keep_i = 1 − rate·i/(N−1)`` (timm's ``dpr = linspace(0, drop_path_rate, N)``);
    ``"block_fraction"``: ``keep_i = 1 − rate·i/N`` (timm's inverted-residual builder,
    ``drop_path_rate * block_idx / block_count``; D114).

    Raises:
        ValueError: ``blocks`` not a whole number ≥ 1, a rate outside [0, 1) (NaN included), or a schedule not in
            :data:`SCHEDULES`.
    """
    if not isinstance(blocks, (int, np.integer)) or isinstance(blocks, bool) or blocks < 1:
        raise ValueError(f"keep_probabilities: need a whole number of blocks >= 1, got {blocks!r}")
    if not isinstance(rate, (int, float, np.floating)) or isinstance(rate, bool) or not 0 <= rate < 1:
        raise ValueError(f"keep_probabilities: the rate must satisfy 0 <= rate < 1, got {rate!r}")
    if schedule not in SCHEDULES:
        raise ValueError(f"keep_probabilities: unknown drop-path schedule {schedule!r} (known: "
                         f"{', '.join(SCHEDULES)})")
    if schedule == "block_fraction":
        return 1.0 - rate * np.arange(blocks) / blocks
    if blocks == 1:
        return np.ones(1)
    return 1.0 - rate * np.arange(blocks) / (blocks - 1)


def drop_masks(seed: int, micro_step: int, blocks: int, batch: int, rate: float = DROP_PATH_RATE,
               site_block: list[int] | None = None, schedule: str = "linear") -> list[np.ndarray]:
    """One ``[batch]`` float32 mask per drop site for micro-step ``micro_step``: values 0 or ``1/keep``
    (timm ``drop_path``: ``x·Bernoulli(keep)/keep`` per example). ``blocks``: the ramp's block count N (a
    sidecar's ``drop_path.blocks``); ``site_block``: the block of each site (a sidecar's
    ``drop_path.site_block``, where not every block has exactly one site: each takes its block's keep, drawn
    independently); None: one site per block, ``blocks`` of them. ``schedule``: the ramp
    (:func:`keep_probabilities`). (Before stop 48 ``blocks`` was the mask count and the ramp's N was read off
    ``site_block``; now it is N in both cases.)

    Drawn from ``numpy.random.default_rng([seed, MASK_STREAM, micro_step])``, so the masks of a step depend
    on the seed and the step only (a resumed run draws the same ones).

    Raises:
        ValueError: what :func:`keep_probabilities` raises, or a site's block that is not a whole number in
            ``0..blocks-1``.
    """
    keep = keep_probabilities(blocks, rate, schedule)
    if site_block is not None:
        if not all(isinstance(b, (int, np.integer)) and not isinstance(b, bool) for b in site_block):
            raise ValueError(f"drop_masks: site blocks must be whole numbers, got {list(site_block)!r}")
        if not all(0 <= b < blocks for b in site_block):
            raise ValueError(f"drop_masks: site blocks {sorted(set(site_block))} outside 0..{blocks - 1}")
        keep = keep[np.asarray(site_block, dtype=int)]
    u = np.random.default_rng([seed, MASK_STREAM, micro_step]).random((len(keep), batch))
    masks = np.where(u < keep[:, None], 1.0 / keep[:, None], 0.0).astype(np.float32)
    return list(masks)
