"""The numeric check protocol (spec/checks.md): twin geometry, seeded inputs, float64 truth, float32
control, verdict and JSON report.

The artifact checked is the shipped Variant with only its geometry changed: the net family's twin batch
per replica and the image side the family asks for (:meth:`cnxbuild.nets.Family.twin_image_size`: every
kernel tap meets real pixels in every stage and every reduction is over more than one position). Depth,
widths, classes, every baked constant and every code path are the shipped ones. Everything about the net
(parameter and buffer tables, the realistic-scale draw, the parameter that drives a clip variant) comes from
the family (:func:`cnxbuild.nets.family_of`); buffers, when the family has them, are inputs and outputs judged
like the optimizer regions.

Before anything runs, the reference's state regions and runtime scalars (derived by :mod:`cnxbuild.reference`
from the optimizer's semantics) must equal the emitted interface's; a mismatch is a failed verdict.

The modules, in the order a check uses them (docs/decisions.md, D99):

- :mod:`~cnxbuild.check.inputs`: the twin, the interface lists, the seeded inputs of each run;
- :mod:`~cnxbuild.check.oracle`: the one door to the reference (``oracle.call``);
- :mod:`~cnxbuild.check.executor`: where the twin runs (IREE llvm-cpu, or XLA for data parallel);
- :mod:`~cnxbuild.check.gradients`: the reference gradient shared by the runs, and the clip regime;
- :mod:`~cnxbuild.check.protocol`: a forward's check, a train step's runs and micro-steps;
- :mod:`~cnxbuild.check.judge`: truth, artifact error, control, bf16 allowance, conditioned run A;
- :mod:`~cnxbuild.check.verdict`: the relative error, the bound, the verdict and its JSON report.
"""

from __future__ import annotations

from collections.abc import Callable

from cnxbuild.check.executor import IREE_DRIVER, TWIN_CACHE_ENV, mmap_threshold
from cnxbuild.check.gradients import CLIP_DRIVE, RECLIP, UNCLIP, Gradients, clip_drive, unclip_pull
from cnxbuild.check.inputs import (CheckInputs, emitter_lists, init_buffers, init_params, list_mismatch, make_inputs,
                                   reference_lists, twin)
from cnxbuild.check.protocol import check_forward, check_train
from cnxbuild.check.verdict import TensorError, Verdict, bound_for, rel_error, report
from cnxbuild.run.memory import child_peak_bytes, hold_no_freed_heap, peak_rss_bytes, reset_peak, trim
from cnxbuild.slug import slug
from cnxbuild.variant import Forward, TrainStep

__all__ = ["twin", "CheckInputs", "Gradients", "make_inputs", "TensorError", "Verdict", "check_variant",
           "rel_error", "bound_for", "clip_drive", "unclip_pull", "CLIP_DRIVE", "UNCLIP", "RECLIP", "report",
           "emitter_lists", "reference_lists", "list_mismatch", "init_params", "init_buffers", "IREE_DRIVER",
           "TWIN_CACHE_ENV", "mmap_threshold"]


def check_variant(v: TrainStep | Forward, executor: str = "iree",
                  progress: Callable[[str], None] | None = None) -> Verdict:
    """Run the protocol on ``v``'s twin with ``executor`` (``iree`` or ``xla``; data parallel needs ``xla``);
    ``progress`` is called with each phase's name as it begins (compile, reference gradient, each run's
    artifact, truth and control).

    Returns the :class:`Verdict` (per-tensor errors against the bound); never raises on a numeric failure.

    Raises:
        ToolError: the twin does not compile or run.
        ValueError: an unknown executor, or IREE asked to run a data-parallel artifact.
    """
    t = twin(v)
    hold_no_freed_heap(mmap_threshold(t))  # what a freed tensor does (cnxbuild.run.memory, D133)
    reset_peak()
    verdict = Verdict(slug(v), executor, "", progress=progress)
    verdict.twin = {"slug": slug(t), "image_size": t.image_size, "batch": t.batch,
                    "replicas": getattr(t, "replicas", 1), "accumulate": getattr(t, "accumulate", 1)}
    if isinstance(v, Forward):
        check_forward(v, executor, verdict)
    else:
        check_train(v, executor, verdict)
    verdict.memory = _peaks()
    trim()  # nothing this check freed stays in the heap for the next (a forward's blocks: D133)
    return verdict


def _peaks() -> dict[str, float | None]:
    """Peak resident memory of this check in GiB: this process's (since the check began; None where the
    platform does not say, cnxbuild.run.memory) and the largest XLA child's (data parallel; None when no child
    ran)."""
    own, child = peak_rss_bytes(), child_peak_bytes()
    return {"peak_rss_gib": None if own is None else round(own / 2**30, 3),
            "child_peak_rss_gib": round(child / 2**30, 3) if child else None}
