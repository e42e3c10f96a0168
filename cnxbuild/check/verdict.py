"""The verdict (spec/checks.md, "Verdict" and "Report"): each output's error against the float64 truth, the bound
its float32 control gives, and the JSON report."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from cnxbuild.variant import Forward, Precision, TrainStep

__all__ = ["rel_error", "TensorError", "Verdict", "PHASES", "report", "bound_for", "compare", "append_error"]


def rel_error(a: np.ndarray, truth: np.ndarray, allowance: np.ndarray | None = None, scale: float = 0.0) -> float:
    """max|a − truth| / max(max|truth|, scale, 1e-30) (spec/checks.md, "Verdict").

    ``allowance`` (≥ 0, like ``truth``; bf16 variants, D35): the elementwise deviation a legitimate bf16
    rounding flip may cause; the error counted is max(|a − truth| − allowance, 0). ``scale``: the magnitude the
    error is measured against when the truth is a structural zero (a null gradient's outputs: its partner
    tensor's max|truth|, docs/decisions.md D108); 0 otherwise.

    Computed in float64 in one scratch buffer per thread, reused from call to call (D133: a check judges
    thousands of tensors, and a fresh float64 temporary for each is fresh pages the kernel faults in and zeroes);
    the same number as ``max(|float64(a) − float64(truth)|)`` with fresh arrays, bit for bit.
    """
    a, truth = np.asarray(a), np.asarray(truth)
    if np.iscomplexobj(truth):  # float64(truth) keeps the real part
        truth = truth.real
    shape = np.broadcast_shapes(a.shape, truth.shape, () if allowance is None else np.shape(allowance))
    n = math.prod(shape)
    buf = _scratch(max(n, truth.size))
    err = buf[:n].reshape(shape)
    np.subtract(a, truth, out=err, dtype=np.float64, casting="unsafe")  # widened exactly, element by element
    np.abs(err, out=err)
    if allowance is not None:
        np.subtract(err, allowance, out=err, dtype=np.float64, casting="unsafe")
        np.maximum(err, 0.0, out=err)
    worst = float(np.max(err, initial=0.0))
    mag = buf[:truth.size].reshape(truth.shape)
    np.abs(truth, out=mag, dtype=np.float64, casting="unsafe")
    return worst / max(float(np.max(mag, initial=0.0)), scale, 1e-30)


_SCRATCH = threading.local()


def _scratch(n: int) -> np.ndarray:
    """This thread's float64 buffer of ``n`` elements, the one :func:`rel_error` reuses (grown to the largest
    tensor judged)."""
    buf = getattr(_SCRATCH, "buf", None)
    if buf is None or buf.size < n:
        buf = _SCRATCH.buf = np.empty(n)
    return buf[:n]


@dataclass
class TensorError:
    name: str
    rel: float
    control: float | None
    bound: float

    @property
    def ok(self) -> bool:
        return self.rel <= self.bound


#: The phases a check times (:attr:`Verdict.timings`, seconds): the twin's iree-compile (on XLA the compile is in
#: ``run_s``), the float64 gradient's scale and a clip variant's drive (:func:`~cnxbuild.check.clip_drive`), the
#: twin's runs, each run's truth and control (``reference_s`` for a forward), and run A of AdamW/LAMB judged on
#: the artifact's own gradient (D14, D68).
PHASES = ("compile_s", "gradient_scale_s", "run_s", "reference_s", "reference_A_s", "reference_B_s",
          "reference_C_s", "reference_A_own_gradient_s")


@dataclass
class Verdict:
    slug: str
    executor: str
    rule: str
    tensors: list[TensorError] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: seconds per phase, the phases disjoint (:data:`PHASES`); the report adds ``total_s``, and the rest of it is
    #: drawing inputs, judging and the process's own start
    timings: dict[str, float] = field(default_factory=dict)
    memory: dict[str, float | None] = field(default_factory=dict)
    #: ``"compiled"``, or ``"reused"`` when the twin's .vmfb came from ``$CNXBUILD_TWIN_CACHE`` (D69); None: XLA
    twin_compile: str | None = None
    #: what was run: the twin's slug, image side (px), batch per replica, replicas and micro-steps (spec/checks.md)
    twin: dict[str, object] = field(default_factory=dict)
    progress: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

    def say(self, phase: str) -> None:
        """Tell :attr:`progress` (``cnxbuild check``: a line on stderr) that ``phase`` begins; None: silent."""
        if self.progress is not None:
            self.progress(phase)

    @property
    def ok(self) -> bool:
        return all(t.ok for t in self.tensors) and not any(n.startswith("FAIL") for n in self.notes)

    def worst(self, n: int = 5) -> list[TensorError]:
        """The ``n`` tensors furthest past (or nearest to) their bound; a NaN error counts as the worst."""
        return sorted(self.tensors, key=_badness, reverse=True)[:n]

    def line(self) -> str:
        w = self.worst(1)[0] if self.tensors else None
        head = f"{'PASS' if self.ok else 'FAIL'} {self.slug} [{self.executor}]"
        if w is None:
            return head
        n = len(self.tensors)
        if not w.ok:
            return f"{head}: {w.name} rel {w.rel:.3g} > bound {w.bound:.3g}"
        # "worst" is the tensor nearest its bound, not the largest error: the share says how near
        return (f"{head}: worst {w.name} rel {w.rel:.3g} <= bound {w.bound:.3g} ({w.rel / w.bound:.0%} of its bound; "
                f"{n} tensor{'s' * (n != 1)})")


def report(verdict: Verdict, versions: dict, total_s: float) -> dict:
    """The JSON report of a verdict (spec/checks.md, "Report"): slug, executor, tool ``versions``, tolerance
    rule, verdict, summary line, per-tensor errors (rel, float32 control, bound, ok), notes, timings (s) and
    ``twin_compile`` (``"compiled"``, ``"reused"`` from the compiled-twin cache (D69), or null on XLA) and the
    ``twin`` that was run (slug, image side, batch per replica, replicas, micro-steps).

    Strict JSON (RFC 8259, what a driver's parser outside Python accepts): an error that is not finite (an
    artifact that computed NaN or ∞) is ``null``, with ``ok`` false; the summary line spells it (``rel nan``).
    """
    return {
        "slug": verdict.slug, "executor": verdict.executor, "versions": versions, "rule": verdict.rule,
        "verdict": "pass" if verdict.ok else "fail", "summary": verdict.line(),
        "tensors": [{"name": t.name, "rel": _finite(t.rel), "control": _finite(t.control), "bound": _finite(t.bound),
                     "ok": t.ok} for t in verdict.tensors],
        "notes": list(verdict.notes), "timings": {**verdict.timings, "total_s": total_s},
        "memory": dict(verdict.memory), "twin_compile": verdict.twin_compile, "twin": dict(verdict.twin),
    }


def _badness(t: TensorError) -> float:
    """rel / bound, with NaN as +∞ (NaN has no order: a sort would leave it anywhere)."""
    r = t.rel / t.bound
    return np.inf if np.isnan(r) else r


def _finite(x: float | None) -> float | None:
    """``x``, or None where it is not a finite number (JSON has no NaN or ∞)."""
    return x if x is not None and np.isfinite(x) else None


def bound_for(v: TrainStep | Forward, control_rel: float | None) -> tuple[float, str]:
    """``(bound, rule)``: max(10·rel(float32 control), 1e-6) for every variant. bf16 variants too: their truth
    and control round the same operands to bf16 as the artifact (:mod:`cnxbuild.reference`, ``bf16_wgrad``),
    so no fixed bound is needed (a fixed 3e-2 let θ′ = θ pass); their rel counts only the error beyond the
    flip allowance (:func:`rel_error`, D35). A control error that is not finite (the float32 reference overflowed)
    bounds nothing: the bound is then the floor 1e-6, never ∞ (which would pass any error)."""
    rule = "rel <= max(10*rel(float32 control), 1e-6)"
    if isinstance(v, TrainStep) and v.precision is Precision.bf16:
        rule += " (bf16: truth and control round like the artifact; error beyond the flip allowance, D35)"
    if control_rel is None or not np.isfinite(control_rel):
        return 1e-6, rule
    return max(10 * control_rel, 1e-6), rule


def compare(verdict: Verdict, v, names: list[str], got: list, truth: list, control: list,
            allowances: list | None = None) -> None:
    """Append one :class:`TensorError` per output; ``allowances`` (bf16) per output or None."""
    for i, (name, a, t, c) in enumerate(zip(names, got, truth, control)):
        allow = allowances[i] if allowances is not None else None
        append_error(verdict, v, name, rel_error(a, t, allow), c, t)


def append_error(verdict: Verdict, v, name: str, rel: float, control, truth, scale: float = 0.0) -> float:
    """Append the :class:`TensorError` of output ``name`` whose artifact error is ``rel``: the control's error
    against ``truth`` (measured against ``scale`` as :func:`rel_error`) and the bound it gives
    (:func:`bound_for`); returns the control's error."""
    crel = rel_error(control, truth, scale=scale)
    bound, verdict.rule = bound_for(v, crel)
    verdict.tensors.append(TensorError(name, rel, crel, bound))
    return crel
