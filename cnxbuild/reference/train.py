"""The oracle's train step: ``jax.grad`` of loss(forward(θ)), then the optimizer, for any net family (the
family's reference model, :func:`~cnxbuild.reference.families.model_of`, supplies the forward).

spec/convnext.md, "Train-step interface" and "Optimizer semantics"; spec/checks.md, "Reference".

Multi-step variants collapse to one step on the whole batch: accumulation over k micro-steps of batch B is one
step at batch k·B, and R data-parallel replicas of batch B are one step at batch R·B (the losses are batch
means, so the gradient of the k·B mean is the mean of the micro-batch gradients). The check compares the
artifact's k micro-steps, or its R replicas, against this one step.

Precision: a ``bf16`` variant's truth and control round the operands its artifact rounds (the weight-gradient
operands of every convolution and fc layer) to bf16, everything else in float64 / float32 (the reference
forwards' ``bf16_wgrad``, on :mod:`cnxbuild.reference.layers`), so the check's 10×-control rule judges it.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from cnxbuild.reference.families import model_of
from cnxbuild.reference.layers import bf16_weight_names, check_float_dtype
from cnxbuild.reference.loss import train_loss
from cnxbuild.reference.optimizers import optimizer_step
from cnxbuild.variant import Precision, TrainStep

__all__ = ["loss_and_grad", "step_gradient", "step_prediction", "reference_step", "reference_step_staged",
           "bf16_flip_envelope", "forward", "batch_chunks"]


def batch_chunks(variant: TrainStep) -> int:
    """How many equal chunks the oracle splits a step's k·R·B examples into for the gradient: k·R (chunks of the
    artifact's own micro-batch B) when the family's forward treats each example alone (its reference module's
    ``BATCH_INDEPENDENT``), else 1 (a BatchNorm family normalises over the batch; its reference handles the
    micro-steps itself). Same gradient in exact arithmetic; the float64 activations of one chunk instead of k·R
    (a twin step of k·R·B = 32 examples at 128 px held ~10 GB of them; docs/decisions.md, D58)."""
    return variant.replicas * variant.accumulate if getattr(model_of(variant), "BATCH_INDEPENDENT", False) else 1


def _options(kw: Mapping[str, object]) -> tuple:
    """The family's forward options as a static jit key (sorted items; enums by value)."""
    return tuple(sorted((k, getattr(v, "value", v)) for k, v in kw.items()))


def _ones_masks(family: str, params, x, dtype) -> list:
    """Masks of ones, one per drop site: x·1 = x exactly, and masked and unmasked steps share one trace."""
    return [np.ones(np.shape(x)[0], dtype) for _ in range(model_of(family).drop_sites(params))]


@functools.partial(jax.jit, static_argnames=("family", "options", "loss", "label_smoothing", "bf16_wgrad"))
def _loss_and_grad(params, buffers, x, targets, drop_masks, *, family, options, loss, label_smoothing,
                   bf16_wgrad=False):
    model = model_of(family)

    def objective(p):
        logits, new = model.train_forward(p, buffers, x, drop_masks=drop_masks, bf16_wgrad=bf16_wgrad,
                                          **dict(options))
        return train_loss(loss, logits, targets, label_smoothing=label_smoothing), new

    (value, new), grads = jax.value_and_grad(objective, has_aux=True)(params)
    return value, grads, new


def loss_and_grad(params: Mapping[str, jax.Array], x: jax.Array, targets: jax.Array, *, family: str,
                  loss: str = "ce", label_smoothing: float = 0.0, drop_masks: Sequence[jax.Array] | None = None,
                  bf16_wgrad: bool = False, buffers: Mapping[str, jax.Array] | None = None, chunks: int = 1,
                  **options) -> tuple[jax.Array, dict[str, jax.Array], dict[str, jax.Array]]:
    """Loss, its gradient with respect to every parameter (:func:`jax.value_and_grad`, jitted) and the
    buffers the train-mode forward leaves (BatchNorm running statistics; ``{}`` for a family without).

    Args:
        params: θ as the family's reference forward takes it; ``x [B,3,H,W]``; ``targets [B,K]``;
            ``family`` the family's name (its reference module :func:`~cnxbuild.reference.families.model_of`);
            ``drop_masks`` one ``[B]`` array per drop site or ``None``; ``loss`` ``"ce"`` or ``"bce"``;
            ``label_smoothing`` α (ce only); ``bf16_wgrad`` rounds the weight-gradient operands of every
            convolution and fc layer to bf16 (a bf16 artifact's rounding points); ``buffers`` the family's
            buffers before the step; ``chunks`` splits the batch into that many equal chunks, each its own
            gradient, averaged (:func:`batch_chunks`; only for a ``BATCH_INDEPENDENT`` family without buffers);
            ``options`` the family's forward options (its ``options(v)``, e.g. ``ln_eps`` and ``gelu``).

    Returns:
        ``(loss, grads, new_buffers)``: a scalar, name → gradient in ``params``' order, and name → buffer, all
        in ``x``'s dtype.

    Raises:
        ValueError: a non-float input, or ``chunks`` > 1 for a family that mixes examples, with buffers, or not
            dividing the batch.
    """
    dtype = check_float_dtype("x", x)
    check_float_dtype("targets", targets)
    targets = jnp.asarray(targets, dtype=dtype)
    if drop_masks is None:
        drop_masks = _ones_masks(family, params, x, dtype)
    for i, m in enumerate(drop_masks):
        check_float_dtype(f"drop_masks[{i}]", m)
    drop_masks = [jnp.asarray(m, dtype=dtype) for m in drop_masks]
    static = dict(family=family, options=_options(options), loss=getattr(loss, "value", loss),
                  label_smoothing=float(label_smoothing), bf16_wgrad=bool(bf16_wgrad))
    x = jnp.asarray(x)
    if chunks == 1:
        value, grads, new = _loss_and_grad(dict(params), dict(buffers or {}), x, targets, drop_masks, **static)
        return value, {k: grads[k] for k in params}, {k: new[k] for k in (buffers or {})}
    n = x.shape[0]
    if buffers or not getattr(model_of(family), "BATCH_INDEPENDENT", False):
        raise ValueError(f"loss_and_grad: chunks={chunks} needs a family whose forward treats each example alone "
                         f"and has no buffers (BATCH_INDEPENDENT); {family!r} does not")
    if chunks < 1 or n % chunks:
        raise ValueError(f"loss_and_grad: a batch of {n} does not split into {chunks} equal chunks")
    size, value, total = n // chunks, 0.0, None
    for c in range(chunks):  # equal chunks: the batch mean is the mean of the chunks' means
        sl = slice(c * size, (c + 1) * size)
        v, g, _ = _loss_and_grad(dict(params), {}, x[sl], targets[sl], [m[sl] for m in drop_masks], **static)
        value, total = value + v, g if total is None else _tree_add(total, g)
    mean = _tree_divide(total, chunks)
    return value / chunks, {k: mean[k] for k in params}, {}


@functools.partial(jax.jit, donate_argnums=0)
def _tree_add(total, g):
    return jax.tree_util.tree_map(jnp.add, total, g)


@functools.partial(jax.jit, static_argnums=1, donate_argnums=0)
def _tree_divide(total, n):
    """Every leaf of ``total`` divided by ``n`` in one program (the same bits as leaf by leaf: a correctly
    rounded division; not one eager division, and one compile, per distinct shape)."""
    return jax.tree_util.tree_map(lambda a: a / n, total)


def forward(params: Mapping[str, jax.Array], x: jax.Array, *, v, buffers: Mapping[str, jax.Array] | None = None,
            drop_masks: Sequence[jax.Array] | None = None) -> jax.Array:
    """The logits of ``v``'s family's reference forward in the mode of ``v`` (a Forward: its kind, ``fwd`` or
    ``fwd_eval`` with the frozen ``buffers``), with ``v``'s forward options."""
    model = model_of(v)
    return model.forward(params, x, mode=getattr(v, "kind", "fwd"), buffers=buffers, drop_masks=drop_masks,
                         **model.options(v))


@functools.partial(jax.jit, static_argnames=("family", "options", "loss", "label_smoothing", "tau"))
def _envelope(params, slacks, buffers, x, targets, drop_masks, *, family, options, loss, label_smoothing, tau):
    model = model_of(family)

    def objective(p, s):
        logits, _ = model.train_forward(p, buffers, x, drop_masks=drop_masks, bf16_wgrad=True, slacks=s, tau=tau,
                                        **dict(options))
        return train_loss(loss, logits, targets, label_smoothing=label_smoothing)

    return jax.value_and_grad(objective, argnums=(0, 1))(params, slacks)


def bf16_flip_envelope(variant: TrainStep, params: Mapping[str, jax.Array], x: jax.Array, targets: jax.Array,
                       drop_masks: Sequence[jax.Array] | None, tau: float,
                       buffers: Mapping[str, jax.Array] | None = None,
                       ) -> tuple[dict[str, jax.Array], dict[str, jax.Array]]:
    """The bf16 gradient and its flip envelope, on the whole batch (float64 with 64-bit JAX on).

    Returns ``(grads, envelope)``: ``grads`` as :func:`loss_and_grad` with ``bf16_wgrad`` (name → array like θ),
    and ``envelope`` name → array like θ: for the convolution and fc weights, an elementwise bound on how far
    an implementation's bf16 weight gradient may move when the operands whose rounding is ambiguous at
    ``tau`` (:func:`cnxbuild.reference.layers.flip_delta`) round to their other bf16 neighbour (Σ over the
    contraction of |Δ operand|·|other operand|); zero for every other parameter (their gradients take no
    bf16 operand).
    """
    dtype = check_float_dtype("x", x)
    if drop_masks is None:
        drop_masks = _ones_masks(variant.family, params, x, dtype)
    p = {k: jnp.asarray(v) for k, v in params.items()}
    slacks = {k: jnp.zeros_like(p[k]) for k in bf16_weight_names(p)}
    _, (grads, env) = _envelope(p, slacks, {k: jnp.asarray(b) for k, b in (buffers or {}).items()},
                                jnp.asarray(x), jnp.asarray(targets, dtype),
                                [jnp.asarray(m, dtype) for m in drop_masks], family=variant.family,
                                options=_options(model_of(variant).options(variant)), loss=variant.loss.value,
                                label_smoothing=float(variant.label_smoothing), tau=float(tau))
    return ({k: grads[k] for k in params},
            {k: env[k] if k in env else jnp.zeros_like(p[k]) for k in params})


def _check_step_inputs(variant: TrainStep, params, x, drop_masks) -> None:
    """:func:`reference_step`'s argument checks."""
    dtype = check_float_dtype("x", x)
    classes = model_of(variant).classes(params)
    if classes != variant.classes:
        raise ValueError(f"reference_step: params have {classes} classes, the variant {variant.classes}")
    expected = (variant.global_batch, 3, variant.image_size, variant.image_size)
    if tuple(np.shape(x)) != expected:
        raise ValueError(f"reference_step: x is {tuple(np.shape(x))}, expected {list(expected)} "
                         "(batch × replicas × accumulate examples at the variant's image size)")
    if variant.stochastic_depth != (drop_masks is not None):
        raise ValueError(f"reference_step: drop_masks {'missing' if drop_masks is None else 'given'} but "
                         f"stochastic_depth is {variant.stochastic_depth}")
    if any(np.dtype(v.dtype) != dtype for v in params.values()):
        raise ValueError(f"reference_step: every parameter must have x's dtype {dtype}")


def reference_step(variant: TrainStep, params: Mapping[str, jax.Array],
                   state: Mapping[str, Mapping[str, jax.Array]], scalars: Mapping[str, object], x: jax.Array,
                   targets: jax.Array, drop_masks: Sequence[jax.Array] | None = None,
                   buffers: Mapping[str, jax.Array] | None = None, gradient: tuple | None = None,
                   ) -> tuple[dict[str, dict[str, jax.Array]], jax.Array]:
    """One applied train step of ``variant`` on the whole batch: the truth (float64) or the control (float32).

    Args:
        variant: the train step (its small-geometry twin in the check): family, its forward options (e.g. ε,
            GELU), loss and α, optimizer, wd, ``wd_exclude_rank1``, ``clip_norm``, ``ema``, ``accumulate`` k,
            ``replicas`` R.
        params: θ, timm ``state_dict`` name → array, in timm's order; float32 or float64 (64-bit JAX on).
        state: region name → region (name → array like θ): ``m``/``v`` as the optimizer has them
            (``OPTIMIZER_DEFAULTS[opt].regions``), ``ema`` when ema; ``acc`` is ignored (see below).
        scalars: ``lr`` (not for fused_sgd), ``bc1 = 1−β1^t`` and ``bc2 = 1−β2^t`` (adamw, lamb),
            ``ema_decay`` (ema): Python floats or 0-d arrays, cast to θ's dtype. ``accumulate_apply`` may be
            present (it must be 1 when concrete).
        x: images ``[k·R·B, 3, H, W]`` — the whole applied step's examples (all micro-batches, all replicas).
        targets: ``[k·R·B, K]`` (soft rows for ce; {0,1} for bce).
        drop_masks: one ``[k·R·B]`` array per drop site (forward order) iff ``variant.stochastic_depth``.
        buffers: the family's buffers before the step (BatchNorm running statistics), or None / empty.
        gradient: ``(loss, grads, new_buffers)`` as :func:`step_gradient` returns them for exactly these θ,
            batch, masks and buffers, in θ's dtype, or None to compute it here. A caller stepping the same θ
            and batch from several optimizer states (the check's runs A and B) computes it once.

    Returns:
        ``(regions, loss)``: regions name → name → array in the spec's output order (``"params"`` for θ′, then
        the optimizer's ``m``, ``v``, then ``acc`` when k > 1: zeros, the accumulator after an applied step,
        then ``ema`` when ema; see :func:`cnxbuild.reference.region_names`; then ``"buffer"``, the buffers
        after the step, when ``buffers`` were given), and the scalar loss on the whole batch. All in θ's dtype.
        Under an outer :func:`jax.jit` JAX returns the dicts with sorted keys.

    Raises:
        ValueError: a batch other than k·R·B, an image size or class count other than the variant's, drop
            masks given without stochastic depth (or missing with it), or any error of the pieces.
    """
    _check_step_inputs(variant, params, x, drop_masks)
    return _step(variant, params, state, scalars, x, targets, drop_masks, buffers, gradient=gradient)


def step_gradient(variant: TrainStep, params: Mapping[str, jax.Array], x: jax.Array, targets: jax.Array,
                  drop_masks: Sequence[jax.Array] | None = None, buffers: Mapping[str, jax.Array] | None = None,
                  *, bf16_wgrad: bool | None = None) -> tuple[jax.Array, dict[str, jax.Array], dict[str, jax.Array]]:
    """:func:`loss_and_grad` as ``variant``'s step takes it: its family, loss, α, forward options and
    :func:`batch_chunks`; bf16 rounding as its precision asks unless ``bf16_wgrad`` says otherwise. The
    ``gradient`` that :func:`reference_step` accepts. Same arguments and errors as :func:`loss_and_grad`."""
    if bf16_wgrad is None:
        bf16_wgrad = variant.precision is Precision.bf16
    return loss_and_grad(params, x, targets, family=variant.family, buffers=buffers, loss=variant.loss.value,
                         label_smoothing=variant.label_smoothing, drop_masks=drop_masks, bf16_wgrad=bf16_wgrad,
                         chunks=batch_chunks(variant), **model_of(variant).options(variant))


@functools.partial(jax.jit, static_argnames=("family", "options", "loss"))
def _prediction(params, buffers, x, drop_masks, *, family, options, loss):
    logits, _ = model_of(family).train_forward(params, buffers, x, drop_masks=drop_masks, **dict(options))
    return jax.nn.sigmoid(logits) if loss == "bce" else jax.nn.softmax(logits, axis=-1)


def step_prediction(variant: TrainStep, params: Mapping[str, jax.Array], x: jax.Array,
                    drop_masks: Sequence[jax.Array] | None = None,
                    buffers: Mapping[str, jax.Array] | None = None) -> jax.Array:
    """What ``variant``'s train-mode forward predicts for the batch: the targets at which its loss has zero
    gradient with respect to the logits.

    ``softmax(z)`` rows for ``ce`` (the cotangent is ``(softmax(z) − t̃)/N``, t̃ the smoothed targets) and the
    per-entry ``σ(z)`` for ``bce`` (``(σ(z) − t)/(N·K)``), ``z [N, K]`` the logits of the same forward
    :func:`step_gradient` differentiates (its drop masks, its BatchNorm statistics per micro-step and
    replica), in ``x``'s dtype. Same arguments and errors as :func:`step_gradient`, less the bf16 rounding,
    which the forward's values do not take.
    """
    dtype = check_float_dtype("x", x)
    if drop_masks is None:
        drop_masks = _ones_masks(variant.family, params, x, dtype)
    return _prediction(dict(params), dict(buffers or {}), jnp.asarray(x),
                       [jnp.asarray(m, dtype) for m in drop_masks], family=variant.family,
                       options=_options(model_of(variant).options(variant)), loss=variant.loss.value)


def _step(variant, params, state, scalars, x, targets, drop_masks, buffers, donate=False, gradient=None):
    """The gradient (with the family's buffers after the step) unless given, then the optimizer; ``donate`` hands
    θ and the state over to the optimizer step."""
    if gradient is None:
        gradient = step_gradient(variant, params, x, targets, drop_masks, buffers)
    loss, grads, new_buffers = gradient
    if callable(state):  # staged: the state is cast only now, after the gradient
        state = state()
    out = optimizer_step(variant, params, grads, state, scalars, **({"donate": True} if donate else {}))
    if buffers:
        out["buffer"] = new_buffers
    return out, loss


def reference_step_staged(variant: TrainStep, params: Mapping[str, np.ndarray],
                          state: Mapping[str, Mapping[str, np.ndarray]], scalars: Mapping[str, object],
                          x: np.ndarray, targets: np.ndarray, drop_masks: Sequence[np.ndarray] | None = None,
                          dtype=np.float64, buffers: Mapping[str, np.ndarray] | None = None,
                          gradient: tuple | None = None) -> tuple[dict[str, dict[str, jax.Array]], jax.Array]:
    """:func:`reference_step` on host arrays, cast to ``dtype`` one stage at a time (the check's truth).

    θ, the buffers and the batch are cast for the gradient (for its shape checks only when ``gradient`` is
    given); the state is cast only after it, and the optimizer step takes θ and the state over (``donate``): a float64 step holds at most four copies of θ at once, not
    seven (ConvNeXt-B: 88M parameters, 0.7 GB each; docs/check-cost.md). Same values as :func:`reference_step`
    on the cast arrays (``gradient`` as there, already in ``dtype``). Float64 needs 64-bit JAX on.
    """
    p, xd = {k: jnp.asarray(a, dtype) for k, a in params.items()}, jnp.asarray(x, dtype)
    masks = None if drop_masks is None else [jnp.asarray(m, dtype) for m in drop_masks]
    b = {k: jnp.asarray(a, dtype) for k, a in (buffers or {}).items()} or None
    _check_step_inputs(variant, p, xd, masks)

    def cast_state():
        return {r: {k: jnp.asarray(a, dtype) for k, a in region.items()} for r, region in state.items()
                if r != "acc"}

    return _step(variant, p, cast_state, scalars, xd, jnp.asarray(targets, dtype), masks, b, donate=True,
                 gradient=gradient)
