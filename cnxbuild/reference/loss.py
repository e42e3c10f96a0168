"""Train losses through optax (spec/convnext.md, "Losses"): label-smoothed CE and BCE with logits.

Both take logits ``z [B, K]`` and targets ``t [B, K]`` (soft targets allowed) and return a scalar in the
logits' dtype. The names are not optax's because the reduction is not: optax's losses are per example (CE) or
per entry (BCE); these are the spec's batch means.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import optax

__all__ = ["bce_loss", "ce_loss", "train_loss"]


def _check(name: str, logits: jax.Array, targets: jax.Array) -> None:
    if logits.ndim != 2 or targets.shape != logits.shape:
        raise ValueError(f"{name}: logits {tuple(logits.shape)} and targets {tuple(targets.shape)} must "
                         "both be [B, K]")


def ce_loss(logits: jax.Array, targets: jax.Array, *, label_smoothing: float = 0.0) -> jax.Array:
    """Label-smoothed softmax cross-entropy, mean over the batch.

    ``t̃ = (1−α)·t + α/K`` (:func:`optax.smooth_labels`; Müller et al. 2019), then
    ``−(1/B)·Σ t̃·log_softmax(z)`` (:func:`optax.softmax_cross_entropy`, whose ``log_softmax`` subtracts the
    row max). Shapes: ``logits``, ``targets [B, K]`` → scalar.
    """
    logits, targets = jnp.asarray(logits), jnp.asarray(targets, dtype=jnp.asarray(logits).dtype)
    _check("ce_loss", logits, targets)
    smoothed = optax.smooth_labels(targets, label_smoothing) if label_smoothing else targets
    return jnp.mean(optax.softmax_cross_entropy(logits, smoothed))


def bce_loss(logits: jax.Array, targets: jax.Array) -> jax.Array:
    """Binary cross-entropy with logits, mean over all ``B·K`` entries.

    Per entry (:func:`optax.sigmoid_binary_cross_entropy`) ``−t·log σ(z) − (1−t)·log σ(−z)``, which is
    ``softplus(z) − t·z``. Shapes: ``logits``, ``targets [B, K]`` → scalar.
    """
    logits, targets = jnp.asarray(logits), jnp.asarray(targets, dtype=jnp.asarray(logits).dtype)
    _check("bce_loss", logits, targets)
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, targets))


def train_loss(loss: str, logits: jax.Array, targets: jax.Array, *,
               label_smoothing: float = 0.0) -> jax.Array:
    """The variant's loss by name: ``"ce"`` (:func:`ce_loss`, with α) or ``"bce"`` (:func:`bce_loss`, α = 0).

    Raises:
        ValueError: an unknown loss name, or label smoothing with ``bce``.
    """
    loss = getattr(loss, "value", loss)
    if loss == "ce":
        return ce_loss(logits, targets, label_smoothing=label_smoothing)
    if loss == "bce":
        if label_smoothing:
            raise ValueError(f"train_loss: 'bce' takes no label smoothing (got {label_smoothing!r})")
        return bce_loss(logits, targets)
    raise ValueError(f"train_loss: unknown loss {loss!r} (expected 'ce' or 'bce')")
