"""The reference gradient of a check's twin, shared by its runs, and the clip regime it is driven into
(spec/checks.md, "Inputs": clip variants are checked in the clipping regime; docs/decisions.md, D13, D63, D85-D87).
"""

from __future__ import annotations

import hashlib
import math

import numpy as np

from cnxbuild.check import oracle
from cnxbuild.check.inputs import CheckInputs, emitter_lists, make_inputs, twin
from cnxbuild.step import parameter_count
from cnxbuild.variant import Precision, TrainStep

__all__ = ["CLIP_DRIVE", "UNCLIP", "RECLIP", "CLIP_SIDES", "MEMO_BYTES", "Gradients", "step_scalars",
           "reference_step", "clip_drive", "unclip_pull", "clip_side"]

CLIP_DRIVE = 2.0  # a clip variant is checked at gradient norm >= CLIP_DRIVE·C (clip factor <= 1/CLIP_DRIVE)
# ... and its runs B and C bracket the clip's threshold: B at UNCLIP·C (factor exactly 1), C at RECLIP·C
# (D85-D87)
UNCLIP, RECLIP = 0.9, 1.1
# the scale the check raises to get there is the family's ``driven_param`` (docs/decisions.md, D13)


def step_scalars(t: TrainStep, inp: CheckInputs) -> dict[str, float]:
    """The scalars of ``t``'s interface that the reference reads (``accumulate_apply`` is the executor's)."""
    return {k: inp.scalars[k] for k in emitter_lists(t)[1] if k in inp.scalars}


MEMO_BYTES = 1 << 29  # a twin whose float64 + float32 gradients pass this keeps none between runs (50M+ params)


class Gradients:
    """The reference gradient of a check's twin, computed once per precision and shared by the gradient scale,
    the truth and the control of runs A and B (docs/decisions.md, D63).

    :func:`make_inputs` draws the same θ, batch, targets, drop masks and buffers for every run at one drive; only
    the optimizer state differs, and the gradient does not read it. So one float64 and one float32
    ``(loss, grads, new_buffers)`` (:func:`cnxbuild.reference.step_gradient`, as JAX arrays) serve every run.
    Each is kept with a digest of the arrays it was computed from and served only to inputs with the same
    digest (the clip drive's re-measurements change θ; run B of a clip variant has targets of its own, D86).
    A twin whose two gradients (12 bytes a parameter) pass :data:`MEMO_BYTES` keeps none (88M parameters: 1 GB
    held from run A to run B would lift the check past 8 GB; 50M: 0.6 GB), nor does a bf16 twin keep the
    float32-operand gradient its gradient scale reads (its truth rounds to bf16).
    """

    def __init__(self, t: TrainStep):
        self.t, self._memo = t, {}
        self.keep = 12 * parameter_count(t) <= MEMO_BYTES

    def get(self, inp: CheckInputs, dtype, *, bf16_wgrad: bool) -> tuple:
        """``(loss, grads, new_buffers)`` of ``inp``'s θ and batch in ``dtype`` (JAX arrays)."""
        key = (np.dtype(dtype).name, bf16_wgrad)
        keep = self.keep and bf16_wgrad == (self.t.precision is Precision.bf16)
        digest = _gradient_digest(inp) if keep else None
        if key in self._memo and self._memo[key][0] == digest:
            return self._memo[key][1]
        self._memo.pop(key, None)
        out = oracle.call("step_gradient", (self.t, inp.params, inp.x, inp.targets), dtype, host=False,
                         drop_masks=inp.drop_masks, buffers=inp.buffers or None, bf16_wgrad=bf16_wgrad)
        if keep:
            self._memo[key] = (digest, out)
        return out


def _gradient_digest(inp: CheckInputs) -> bytes:
    """A digest of every array the gradient reads: θ, x, targets, drop masks, buffers (their bytes, in order)."""
    h = hashlib.blake2b(digest_size=16)
    for a in (*inp.params.values(), inp.x, inp.targets, *(inp.drop_masks or ()), *(inp.buffers or {}).values()):
        h.update(np.ascontiguousarray(a).data)
    return h.digest()


def reference_step(t: TrainStep, inp: CheckInputs, dtype, grads: Gradients, gradient: tuple | None = None
                    ) -> tuple[dict, float]:
    scalars = step_scalars(t, inp)
    if gradient is None:
        gradient = grads.get(inp, dtype, bf16_wgrad=t.precision is Precision.bf16)
    args = (t, inp.params, inp.state, scalars, inp.x, inp.targets, inp.drop_masks)
    if dtype == np.float64:  # cast stage by stage, θ and the state given up to the step (docs/check-cost.md)
        return oracle.call("reference_step_staged", args + (np.float64, inp.buffers or None, gradient), np.float64,
                          cast=False)
    return oracle.call("reference_step", args + (inp.buffers or None, gradient), dtype)


def _grad_scale(t: TrainStep, inp: CheckInputs, grads: Gradients) -> tuple[dict[str, float], float]:
    """Per-tensor RMS of the float64 reference gradient, and its global norm (the clip regime)."""
    g = {n: np.asarray(a) for n, a in grads.get(inp, np.float64, bf16_wgrad=False)[1].items()}
    norm = float(np.sqrt(sum(float(np.sum(a * a)) for a in g.values())))
    return {n: float(np.sqrt(np.mean(a * a))) + 1e-12 for n, a in g.items()}, norm


def clip_drive(v: TrainStep, grads: Gradients | None = None) -> tuple[float, dict[str, float], float]:
    """``(drive, gscale, norm)``: the :func:`make_inputs` drive, the per-tensor gradient RMS and the global
    gradient norm of run A's inputs at that drive. ``grads`` (a fresh one if None) ends holding the gradient
    at that drive, for the runs to share.

    spec/checks.md: clip variants are checked in the clipping regime, since a check at factor 1 cannot see
    where the clip sits. The seeded inputs do not always get there (ImageNet BCE: the cotangent is
    (σ(z) − t)/(B·K), and ConvNeXt-T's twin has ‖g‖ = 0.34 at C = 1), so when ‖g‖ < CLIP_DRIVE·C the head
    LayerNorm's scale is multiplied by CLIP_DRIVE·C/‖g‖, which scales the logits' sensitivity to every
    parameter below it, and the norm is measured again. drive = 1 for a variant without clip or already
    past CLIP_DRIVE·C (its inputs are the spec's, unchanged).
    """
    t = twin(v)
    grads = grads or Gradients(t)
    drive = 1.0
    gscale, norm = _grad_scale(t, make_inputs(v, "A"), grads)
    for _ in range(4):  # ‖g‖ grows about linearly with the drive; re-measured until past the target
        if t.clip_norm is None or norm >= CLIP_DRIVE * t.clip_norm:
            break
        drive *= CLIP_DRIVE * t.clip_norm / max(norm, 1e-30)
        gscale, norm = _grad_scale(t, make_inputs(v, "A", drive=drive), grads)
    return drive, gscale, norm


def unclip_pull(clip_norm: float, norm: float, at: float = UNCLIP) -> float:
    """The :func:`make_inputs` ``pull`` that puts a run of a clip variant at gradient norm ``at``·C:
    1 − at·C/‖g‖ for run A's ‖g‖ = ``norm`` (the gradients scale by exactly 1 − pull; the same θ), 0 where ‖g‖
    is that low already (docs/decisions.md, D85–D87).

    Run A is driven past C (:func:`clip_drive`, often far past it), so it judges the factor C/‖g‖ but not
    where the clip starts: an emitter that always rescales g to norm C (no ``min``) passed every clip check
    before D85, and one that compares ‖g‖² with C, or ‖g‖ with 1, instead of ‖g‖ with C passed D86's runs at
    0.4·C and ≥ 2C.
    Run B at UNCLIP·C (factor exactly 1) and run C at RECLIP·C (factor C/‖g‖ < 1) bracket the threshold.
    """
    return max(0.0, 1.0 - at * clip_norm / max(norm, 1e-30))


CLIP_SIDES = {"B": ("below", UNCLIP), "C": ("above", RECLIP)}  # the runs bracketing a clip's threshold (D87)


def clip_side(t: TrainStep, run: str, grads: dict) -> str:
    """Run B's or C's note on its own float64 gradient ``grads`` (name → array): FAIL unless B's ‖g‖ is below
    C (the factor exactly 1) and C's above it."""
    norm = math.sqrt(sum(float(np.sum(np.square(np.asarray(a)))) for a in grads.values()))
    side, _ = CLIP_SIDES[run]
    factor = min(1.0, t.clip_norm / (norm + 1e-6))
    ok = factor == 1.0 if side == "below" else norm > t.clip_norm
    return (f"{'' if ok else 'FAIL '}run {run} {side} the clip: gradient norm {norm:.4g} vs clip_norm "
            f"{t.clip_norm!r}, factor {factor:.3g} (targets pulled toward the prediction, D86, D87)")
