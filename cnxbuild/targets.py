"""Which compile targets an artifact is built for: the rule, in one place (docs/decisions.md, D26).

* ``llvm-cpu`` (IREE's CPU backend, for the building machine's CPU) for every artifact its runtime can run:
  not a data-parallel one, since IREE's CPU runtime refuses ``stablehlo.all_reduce`` even for one replica
  (shared/notes/executors.md). A data-parallel artifact runs on XLA (PJRT, replicated; its check does) or on
  a GPU target; compiling it for llvm-cpu cost 39 % of the default build's compile time for nothing.
* every target the matrix's ``[build] extra_targets`` names, for every artifact: ``cuda`` (PTX for sm_80,
  which runs on Ampere and later, Hopper included; iree-compile 3.13 rejects ``sm_90``) and ``rocm``
  (gfx942, MI300). Both compile on a machine without a GPU.

Task names: ``compile:<slug>`` for llvm-cpu (as before), ``compile:<target>:<slug>`` for the others; outputs
``build/<target>/<slug>.vmfb``.
"""

from __future__ import annotations

from typing import Iterable

from cnxbuild.run.iree import IreeCompile
from cnxbuild.variant import Forward, TrainStep

__all__ = ["DEFAULT_TARGET", "GPU_FLAGS", "LINK_NAME_OVERHEAD", "compile_targets", "skipped_targets",
           "compile_facts", "invocation", "executor_for"]

DEFAULT_TARGET = "llvm-cpu"
#: Bytes iree-compile's embedded linker adds to the module (entry) name for its temp files in $TMPDIR
#: (``<name>_linked-<6>.so`` and a temp beside it): a 227-byte slug links, 228 fails with "File name too long"
#: (iree-compile 3.13, measured for llvm-cpu; cuda and rocm take 227 too). docs/decisions.md, D23.
LINK_NAME_OVERHEAD = 28
#: The chip each GPU target compiles for (measured with iree-compile 3.13; docs/decisions.md, D26).
GPU_FLAGS: dict[str, tuple[str, ...]] = {
    "cuda": ("--iree-cuda-target=sm_80",),
    "rocm": ("--iree-rocm-target=gfx942",),
}


def skipped_targets(v: TrainStep | Forward) -> dict[str, str]:
    """The default targets ``v`` is not compiled for, each with the reason (said in `doit list` and the
    manifest)."""
    if getattr(v, "replicas", 1) > 1:
        return {DEFAULT_TARGET: "data parallel: IREE's CPU runtime has no collectives (run it on XLA or a "
                                "GPU)"}
    return {}


def executor_for(v: TrainStep | Forward) -> str:
    """The executor that checks ``v`` by default: ``xla`` where :func:`skipped_targets` skips llvm-cpu (data
    parallel: IREE's CPU runtime has no collectives; design.md, decision 7), else ``iree``. `doit check` and
    `cnxbuild check` both ask here."""
    return "xla" if DEFAULT_TARGET in skipped_targets(v) else "iree"


def compile_targets(v: TrainStep | Forward, extra: Iterable[str] = ()) -> tuple[str, ...]:
    """The targets ``v`` is compiled for, in order: llvm-cpu unless :func:`skipped_targets`, then
    ``extra``."""
    base = () if DEFAULT_TARGET in skipped_targets(v) else (DEFAULT_TARGET,)
    return base + tuple(t for t in extra if t not in base)


def compile_facts(target: str, versions: dict[str, str]) -> dict[str, str]:
    """What a ``.vmfb`` for ``target`` depends on besides its ``.mlir``: IREE's versions (of ``versions``,
    cnxbuild.run.tool_versions), the whole iree-compile command line, and for llvm-cpu the host CPU it targets
    (not jax's). The compile task's up-to-date key (rules) and `cnxbuild train`'s reuse of its .vmfb
    (cnxbuild.train.prebuilt) both read it."""
    from cnxbuild.run.iree import iree_compile_args

    facts = {k: v for k, v in versions.items()
             if k.startswith("iree") or (target == DEFAULT_TARGET and k.startswith("host-cpu"))}
    facts["flags"] = " ".join(iree_compile_args(invocation(target)))
    return facts


def invocation(target: str) -> IreeCompile:
    """The iree-compile invocation of ``target`` (``llvm-cpu`` for the host CPU; a GPU with its chip).

    Raises:
        ValueError: an unknown target.
    """
    return IreeCompile(target_backend=target, extra_flags=GPU_FLAGS.get(target, ()))
