"""Which compile targets an artifact is built for: the rule, in one place (docs/decisions.md, D26).

* ``llvm-cpu`` (IREE's CPU backend, for the building machine's CPU) for every artifact its runtime can run:
  not a data-parallel one, since IREE's CPU runtime refuses ``stablehlo.all_reduce`` even for one replica
  (docs/executors.md). A data-parallel artifact runs on XLA (PJRT, replicated; its check does) or on
  a GPU target; compiling it for llvm-cpu cost 39 % of the default build's compile time for nothing.
* every target the matrix's ``[build] extra_targets`` names, for every artifact: ``cuda`` (PTX for sm_80 by
  default, which runs on Ampere and later, Hopper included; iree-compile 3.13 rejects ``sm_90``) and ``rocm``
  (gfx942, MI300, by default). Both compile on a machine without a GPU. ``[build] chips`` picks another chip
  per GPU target (:data:`GPU_CHIPS`: those iree-compile 3.13 builds for; docs/decisions.md, D92).
* ``[build] chips = { llvm-cpu = "x86-64-v3" }`` compiles the llvm-cpu modules for a named x86-64 CPU
  (:data:`CPU_NAMES`) instead of the building machine's (``host``): a module that runs on the machines a driver
  deploys to, the same bytes whichever machine builds it (docs/decisions.md, D122).

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
from cnxbuild.run.iree import IreeCompile, other_compiler
from cnxbuild.variant import Forward, TrainStep

__all__ = ["DEFAULT_TARGET", "DEFAULT_CHIPS", "GPU_CHIPS", "CHIP_FLAGS", "CPU_NAMES", "CPU_TRIPLE", "HOST",
           "chip_of",
           "LINK_NAME_OVERHEAD", "RECORD_FORMAT", "RUNTIME_DEVICES",
           "compile_targets", "skipped_targets", "compile_facts", "invocation", "executor_for", "compile_record",
           "record_path", "read_record", "record_matches"]

#: The ``format`` of a compile record (:func:`compile_record`; docs/sidecar.md, "The compile record").
RECORD_FORMAT = "cnxbuild.compiled/1"
#: The IREE runtime device that runs a module of each target (a compile record's ``device``).
RUNTIME_DEVICES = {"llvm-cpu": "local-task", "cuda": "cuda", "rocm": "hip"}

DEFAULT_TARGET = "llvm-cpu"
#: Bytes iree-compile's embedded linker adds to the module (entry) name for its temp files in $TMPDIR
#: (``<name>_linked-<6>.so`` and a temp beside it): a 227-byte slug links, 228 fails with "File name too long"
#: (iree-compile 3.13, measured for llvm-cpu; cuda and rocm take 227 too). docs/decisions.md, D23.
LINK_NAME_OVERHEAD = 28
#: The chip each GPU target compiles for unless the matrix's ``[build] chips`` names another (D26, D92).
DEFAULT_CHIPS: dict[str, str] = {"cuda": "sm_80", "rocm": "gfx942"}
#: The iree-compile flag that names a GPU target's chip.
CHIP_FLAGS: dict[str, str] = {"cuda": "--iree-cuda-target", "rocm": "--iree-rocm-target"}
#: The chips ``[build] chips`` may name, by target: the architecture codes iree-compile 3.13 compiles a module
#: for (measured by compiling one, tests/test_targets.py; D92). Left out because 3.13 refuses them:
#: ``sm_90``, ``sm_100`` ("missing GPU target"), ``gfx940``, ``gfx941``, ``gfx1030``, ``gfx1102``
#: ("Unknown ROCM target").
#: PTX for an older ``sm_`` runs on newer NVIDIA GPUs (the driver compiles it); an AMD GPU runs only code
#: for its own ``gfx`` chip.
GPU_CHIPS: dict[str, tuple[str, ...]] = {
    "cuda": ("sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89",
             "sm_120", "sm_121"),
    "rocm": ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1101", "gfx1103", "gfx1150", "gfx1151",
             "gfx1200", "gfx1201"),
}

#: The CPU an llvm-cpu module is compiled for unless ``[build] chips`` names one: the building machine's
#: (``--iree-llvmcpu-target-cpu=host``; its LLVM name is the compile fact ``host-cpu``).
HOST = "host"
#: The CPUs ``[build] chips = { llvm-cpu = ... }`` may name: the x86-64 CPUs the LLVM inside iree-compile 3.13
#: accepts, as its own "List of accepted CPUs" gives them (tests/test_targets.py compares the two; D122). The
#: ``x86-64-v2/v3/v4`` levels are the portable choices: v3 is AVX2 + FMA (Haswell, Zen 1 and later), v4 adds
#: AVX-512 F/BW/CD/DQ/VL (Skylake-SP, Zen 4 and later). A name outside the list is refused before iree-compile
#: runs: LLVM warns of an unknown CPU ("ignoring processor") rather than failing.
CPU_NAMES: tuple[str, ...] = (
    "nocona", "core2", "penryn", "bonnell", "atom", "silvermont", "slm", "goldmont", "goldmont-plus", "tremont",
    "nehalem", "corei7", "westmere", "sandybridge", "corei7-avx", "ivybridge", "core-avx-i", "haswell",
    "core-avx2", "broadwell", "skylake", "skylake-avx512", "skx", "cascadelake", "cooperlake", "cannonlake",
    "icelake-client", "rocketlake", "icelake-server", "tigerlake", "sapphirerapids", "alderlake", "raptorlake",
    "meteorlake", "arrowlake", "arrowlake-s", "lunarlake", "gracemont", "pantherlake", "wildcatlake", "novalake",
    "sierraforest", "grandridge", "graniterapids", "graniterapids-d", "emeraldrapids", "clearwaterforest",
    "diamondrapids", "knl", "knm", "k8", "athlon64", "athlon-fx", "opteron", "k8-sse3", "athlon64-sse3",
    "opteron-sse3", "amdfam10", "barcelona", "btver1", "btver2", "bdver1", "bdver2", "bdver3", "bdver4", "znver1",
    "znver2", "znver3", "znver4", "znver5", "znver6", "c86-4g-m4", "c86-4g-m6", "c86-4g-m7", "c86-4g-m8",
    "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4")
#: The target triple of a module for a named CPU: the one iree-compile writes for an x86-64 host's embedded ELF,
#: given explicitly so that the module does not depend on the machine that builds it.
CPU_TRIPLE = "x86_64-unknown-unknown-eabi-elf"


def chip_of(target: str, chips: dict[str, str] | None = None) -> str | None:
    """The chip ``target`` compiles for: ``chips[target]`` (the matrix's ``[build] chips``), else
    :data:`DEFAULT_CHIPS`. For llvm-cpu the named CPU (:data:`CPU_NAMES`), or None for the building machine's
    (:data:`HOST`, named or not: its CPU is a compile fact of its own)."""
    chip = (chips or {}).get(target, DEFAULT_CHIPS.get(target))
    return None if target == DEFAULT_TARGET and chip == HOST else chip


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


def compile_facts(target: str, versions: dict[str, str], chip: str | None = None) -> dict[str, str]:
    """What a ``.vmfb`` for ``target`` depends on besides its ``.mlir``: IREE's versions (of ``versions``,
    cnxbuild.run.tool_versions), the whole iree-compile command line (a GPU's ``chip`` included: None means
    :data:`DEFAULT_CHIPS`; for llvm-cpu, a named CPU), for llvm-cpu compiled for ``host`` the host CPU it
    targets (not jax's; a named CPU's module does not depend on the building machine), and the iree-compile that
    ``$IREE_TOOL_PATH`` makes iree.compiler run where it is another binary than the package's
    (:func:`~cnxbuild.run.iree.other_compiler`: breakers' findings, stops 54 and 55). The compile task's up-to-date
    key (rules) and `cnxbuild train`'s reuse of its .vmfb (cnxbuild.train.prebuilt) both read it."""
    from cnxbuild.run.iree import iree_compile_args

    host = target == DEFAULT_TARGET and chip_of(target, {target: chip} if chip is not None else None) is None
    facts = {k: v for k, v in versions.items() if k.startswith("iree") or (host and k.startswith("host-cpu"))}
    facts["flags"] = " ".join(iree_compile_args(invocation(target, chip)))
    return facts | other_compiler()


def invocation(target: str, chip: str | None = None) -> IreeCompile:
    """The iree-compile invocation of ``target``: ``llvm-cpu`` for the host CPU (``chip`` None or
    :data:`HOST`) or for the named CPU ``chip`` (:data:`CPU_NAMES`, with :data:`CPU_TRIPLE`: D122); a GPU for
    ``chip``, None meaning :data:`DEFAULT_CHIPS`.

    Raises:
        ValueError: an unknown target, a CPU not in :data:`CPU_NAMES`, or a chip not in :data:`GPU_CHIPS`.
    """
    if target not in CHIP_FLAGS:
        chip = chip_of(target, {target: chip} if chip is not None else None)
        if chip is None:
            return IreeCompile(target_backend=target)
        if target != DEFAULT_TARGET or chip not in CPU_NAMES:
            raise ValueError(f"invocation: {chip!r} is not an x86-64 CPU iree-compile 3.13 builds {target} for; "
                             f"allowed: {HOST}, {', '.join(CPU_NAMES)}")
        return IreeCompile(target_backend=target, target_cpu=chip,
                           extra_flags=(f"--iree-llvmcpu-target-triple={CPU_TRIPLE}",))
    chip = chip_of(target, {target: chip} if chip is not None else None)
    if chip not in GPU_CHIPS[target]:
        raise ValueError(f"invocation: {chip!r} is not a {target} chip iree-compile 3.13 builds for; "
                         f"allowed: {', '.join(GPU_CHIPS[target])}")
    return IreeCompile(target_backend=target, extra_flags=(f"{CHIP_FLAGS[target]}={chip}",))


def record_path(vmfb: str | os.PathLike) -> Path:
    """The compile record beside ``vmfb``: ``build/<target>/<slug>.vmfb.json``."""
    vmfb = Path(vmfb)
    return vmfb.with_name(vmfb.name + ".json")


def compile_record(slug: str, target: str, mlir: str | os.PathLike, vmfb: str | os.PathLike,
                   facts: dict[str, str], root: str | os.PathLike = ".", chip: str | None = None) -> dict:
    """The compile record of a ``.vmfb`` that iree-compile just wrote from ``mlir`` for ``target`` with
    ``facts`` (:func:`compile_facts`): what a driver that is not Python reads to know that this ``.vmfb`` is
    the one compiled from these ``.mlir`` bytes, how, and what to call in it (docs/sidecar.md, "The compile
    record"). Paths are relative to ``root`` (the build's directory: the one doit runs in).

    Keys: ``format`` (:data:`RECORD_FORMAT`), ``slug``, ``target``, ``mlir`` and ``vmfb`` (each ``{"path",
    "sha256", "bytes"}``), ``sidecar`` (path of the interface), ``vm_module`` and ``entry`` (the IREE VM
    module and function a driver calls: ``<vm_module>.<entry>``, read off the ``.vmfb`` itself), ``device``
    (:data:`RUNTIME_DEVICES`), ``chip`` (:func:`chip_of` of ``chip``: a GPU target's chip, llvm-cpu's named CPU,
    None for llvm-cpu compiled for the building machine), ``cpu_features`` (llvm-cpu: the LLVM features its code
    may use, sorted; None for a GPU), ``compiled_with`` (``facts``: IREE's versions, the
    iree-compile flags, and for llvm-cpu compiled for ``host`` the host CPU it targets).

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
            "chip": chip_of(target, {target: chip} if chip is not None else None),
            "cpu_features": _features(target, chip), "compiled_with": dict(facts)}


def _features(target: str, chip: str | None) -> list[str] | None:
    """The LLVM CPU features an llvm-cpu module may use (its executables' ``cpu_features``: the named CPU's, or
    the building machine's for ``host``), sorted; None for a GPU target or when iree-compile cannot say. What a
    driver compares with the machine it runs on (a new user's finding, stop 55: ``chip`` alone named
    ``x86-64-v3`` or ``znver3``, whose features a driver had to look up)."""
    from cnxbuild.run.iree import cpu_features

    if target != DEFAULT_TARGET:
        return None
    features = cpu_features(chip_of(target, {target: chip} if chip is not None else None) or HOST)
    return None if features is None else sorted(features)


def read_record(vmfb: str | os.PathLike) -> object:
    """The compile record beside ``vmfb`` (:func:`record_path`), parsed; None when it is missing or not JSON.
    What it holds is not checked here: :func:`record_matches` and its readers do."""
    import json

    try:
        return json.loads(record_path(vmfb).read_text())
    except (OSError, ValueError):
        return None


def record_matches(record: object, mlir: str | os.PathLike, vmfb: str | os.PathLike,
                   facts: dict[str, str], chip: str | None = None) -> bool:
    """Whether compile ``record`` (a parsed :func:`compile_record`) vouches for ``vmfb`` as compiled from
    ``mlir``'s bytes on disk now with ``facts`` for ``chip`` (None: llvm-cpu's ``host``), and ``vmfb`` still holds
    the bytes iree-compile wrote. False for anything else: another format, a missing or unreadable file, other
    bytes, another IREE or CPU, a record whose ``chip`` is not ``chip`` (one edited to say another: a breaker's
    finding, stop 55)."""
    try:
        return (isinstance(record, dict) and record.get("format") == RECORD_FORMAT
                and record.get("compiled_with") == facts and record.get("chip") == chip
                and record["mlir"]["sha256"] == file_sha256(Path(mlir))
                and record["vmfb"]["sha256"] == file_sha256(Path(vmfb)))
    except (OSError, KeyError, TypeError):
        return False
