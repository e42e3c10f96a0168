"""Which compile targets an artifact is built for: the rule, in one place (docs/decisions.md, D26).

* ``llvm-cpu`` (IREE's CPU backend, for the building machine's CPU) for every artifact its runtime can run:
  not a data-parallel one, since IREE's CPU runtime refuses ``stablehlo.all_reduce`` even for one replica
  (docs/executors.md). A data-parallel artifact runs on XLA (PJRT, replicated; its check does) or on
  a GPU target; compiling it for llvm-cpu cost 39 % of the default build's compile time for nothing.
* every target the matrix's ``[build] extra_targets`` names, for every artifact: ``cuda`` (PTX for sm_80,
  which runs on Ampere and later, Hopper included; iree-compile 3.13 rejects ``sm_90``) and ``rocm``
  (gfx942, MI300). Both compile on a machine without a GPU.

Task names: ``compile:<slug>`` for llvm-cpu (as before), ``compile:<target>:<slug>`` for the others; outputs
``build/<target>/<slug>.vmfb`` and its compile record ``build/<target>/<slug>.vmfb.json``
(:func:`compile_record`; docs/sidecar.md, "The compile record"; docs/decisions.md, D88).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Iterable

from cnxbuild.atomic import file_sha256
from cnxbuild.run.iree import IreeCompile
from cnxbuild.variant import Forward, TrainStep

__all__ = ["DEFAULT_TARGET", "GPU_FLAGS", "LINK_NAME_OVERHEAD", "RECORD_FORMAT", "RUNTIME_DEVICES",
           "compile_targets", "skipped_targets", "compile_facts", "invocation", "executor_for", "compile_record",
           "record_path", "record_matches"]

#: The ``format`` of a compile record (:func:`compile_record`; docs/sidecar.md, "The compile record").
RECORD_FORMAT = "cnxbuild.compiled/1"
#: The IREE runtime device that runs a module of each target (a compile record's ``device``).
RUNTIME_DEVICES = {"llvm-cpu": "local-task", "cuda": "cuda", "rocm": "hip"}

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


def record_path(vmfb: str | os.PathLike) -> Path:
    """The compile record beside ``vmfb``: ``build/<target>/<slug>.vmfb.json``."""
    vmfb = Path(vmfb)
    return vmfb.with_name(vmfb.name + ".json")


def compile_record(slug: str, target: str, mlir: str | os.PathLike, vmfb: str | os.PathLike,
                   facts: dict[str, str], root: str | os.PathLike = ".") -> dict:
    """The compile record of a ``.vmfb`` that iree-compile just wrote from ``mlir`` for ``target`` with
    ``facts`` (:func:`compile_facts`): what a driver that is not Python reads to know that this ``.vmfb`` is
    the one compiled from these ``.mlir`` bytes, how, and what to call in it (docs/sidecar.md, "The compile
    record"). Paths are relative to ``root`` (the build's directory: the one doit runs in).

    Keys: ``format`` (:data:`RECORD_FORMAT`), ``slug``, ``target``, ``mlir`` and ``vmfb`` (each ``{"path",
    "sha256", "bytes"}``), ``sidecar`` (path of the interface), ``vm_module`` and ``entry`` (the IREE VM
    module and function a driver calls: ``<vm_module>.<entry>``, read off the ``.vmfb`` itself), ``device``
    (:data:`RUNTIME_DEVICES`), ``compiled_with`` (``facts``: IREE's versions, the iree-compile flags, and for
    llvm-cpu the host CPU it targets).

    Raises:
        OSError: ``mlir`` or ``vmfb`` cannot be read.
        RuntimeError: the ``.vmfb`` has no function ``slug`` (an artifact's entry is its slug).
    """
    import iree.runtime as ireert

    mlir, vmfb = Path(mlir), Path(vmfb)
    data = vmfb.read_bytes()  # read once: the module's names and its digest
    module = ireert.VmModule.copy_buffer(ireert.VmInstance(), data)
    if slug not in module.function_names:
        raise RuntimeError(f"{vmfb}: the compiled module {module.name!r} has no function {slug!r} "
                           f"(it has {', '.join(module.function_names)})")

    return {"format": RECORD_FORMAT, "slug": slug, "target": target,
            "mlir": {"path": os.path.relpath(mlir, root), "sha256": file_sha256(mlir),
                     "bytes": mlir.stat().st_size},
            "sidecar": os.path.relpath(mlir.with_suffix(".json"), root),
            "vmfb": {"path": os.path.relpath(vmfb, root), "sha256": hashlib.sha256(data).hexdigest(),
                     "bytes": len(data)},
            "vm_module": module.name, "entry": slug, "device": RUNTIME_DEVICES[target],
            "compiled_with": dict(facts)}


def record_matches(record: object, mlir: str | os.PathLike, vmfb: str | os.PathLike,
                   facts: dict[str, str]) -> bool:
    """Whether compile ``record`` (a parsed :func:`compile_record`) vouches for ``vmfb`` as compiled from
    ``mlir``'s bytes on disk now with ``facts``, and ``vmfb`` still holds the bytes iree-compile wrote. False
    for anything else: another format, a missing or unreadable file, other bytes, another IREE or CPU."""
    try:
        return (isinstance(record, dict) and record.get("format") == RECORD_FORMAT
                and record.get("compiled_with") == facts
                and record["mlir"]["sha256"] == file_sha256(Path(mlir))
                and record["vmfb"]["sha256"] == file_sha256(Path(vmfb)))
    except (OSError, KeyError, TypeError):
        return False
