"""The numeric oracle: train steps in JAX, independent of the emitter (spec/checks.md, "Reference").

Each net family's forward written from its paper and timm (``cnxbuild/reference/<family>.py``, found by
:func:`model_of`; shared pieces in :mod:`.layers`), losses through optax (:mod:`.loss`), gradients by
:func:`jax.grad`, optimizers as optax chains with a few explicit lines where optax's semantics differ from the
spec (:mod:`.optimizers`), one applied step on the whole batch (:mod:`.train`). bf16 variants round the same
weight-gradient operands as their artifacts (:func:`.layers.round_bf16`), and
:func:`bf16_flip_envelope` with :func:`optimizer_sensitivity` bounds what an ambiguous rounding may move
(docs/decisions.md, D35). :func:`region_names` and :func:`scalar_names` are derived here, not read from the
emitter: the check asserts that the emitted interface agrees with them.

It imports :mod:`cnxbuild.variant` only: never ``cnxbuild.mlir``, ``cnxbuild.layers``, ``.optim``, ``.nets``
or ``.step`` (a Variant's own validation consults the family registry; the oracle reads nothing from it).

Float64 runs (the truth) need 64-bit JAX: ``jax.config.update("jax_enable_x64", True)`` or
``with jax.enable_x64(True): ...``; float64 inputs without it raise. Float32 inputs give the control.
"""

from cnxbuild.reference._absl import import_absl_logging

import_absl_logging()  # before optax: no traceback at exit after a doit check (see the module)

from cnxbuild.reference.loss import bce_loss, ce_loss, train_loss
from cnxbuild.reference.families import model_of
from cnxbuild.reference.layers import gelu_erf, gelu_tanh, layer_norm
from cnxbuild.reference.optimizers import (
    PARAMS,
    clip_by_global_norm_eps,
    optimizer_chain,
    optimizer_sensitivity,
    optimizer_step,
    param_ema,
    region_names,
    scalar_names,
    scale_by_adam_bc,
)
from cnxbuild.reference.train import (batch_chunks, bf16_flip_envelope, forward, loss_and_grad, reference_step,
                                      reference_step_staged, step_gradient, step_prediction)

__all__ = [
    "PARAMS", "batch_chunks", "bce_loss", "bf16_flip_envelope", "ce_loss", "clip_by_global_norm_eps", "model_of",
    "forward", "gelu_erf", "gelu_tanh", "layer_norm", "loss_and_grad", "optimizer_chain", "optimizer_sensitivity",
    "optimizer_step", "param_ema", "reference_step", "reference_step_staged", "region_names", "scalar_names",
    "scale_by_adam_bc", "step_gradient", "step_prediction",
    "train_loss",
]
