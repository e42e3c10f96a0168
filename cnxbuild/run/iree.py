"""IREE executor: compile StableHLO text with iree-compile, run the .vmfb with iree.runtime.

The one invocation object is :class:`IreeCompile`; its iree-compile command line is built by the pure
function :func:`iree_compile_args` (tested without the binary). :func:`compile_mlir` runs the bundled
iree-compile with exactly those flags plus the ones iree.compiler's own command-line builder adds (output format,
embedded linker), as a child that never outlives the build (:mod:`cnxbuild.run.proc`).

Facts this relies on (docs/executors.md): iree-compile wants ``--iree-llvmcpu-target-cpu``
(``host`` for local builds; record the CPU, since a host-targeted .vmfb may not run elsewhere); the CPU
runtime refuses ``stablehlo.all_reduce`` even for one replica, so data-parallel artifacts run on XLA.

``iree.compiler`` / ``iree.runtime`` are imported lazily: importing this module needs neither.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from cnxbuild.atomic import write_atomic
from cnxbuild.run.errors import STDIN_NAMES, ToolError
from cnxbuild.run.proc import run_child

#: Target backends this project builds for (design.md, decision 7).
TARGET_BACKENDS: tuple[str, ...] = ("llvm-cpu", "cuda", "rocm")
INPUT_TYPE = "stablehlo"


@dataclass(frozen=True)
class IreeCompile:
    """One documented iree-compile invocation.

    Attributes:
      target_backend: ``"llvm-cpu"`` (default; the compile and check target), ``"cuda"`` or ``"rocm"``
        (optional GPU targets: cnxbuild.targets gives their chip flags).
      target_cpu: LLVM CPU name for llvm-cpu (``"host"`` = the building machine's CPU; ignored for GPUs).
      extra_flags: further iree-compile flags, one flag per item, appended verbatim
        (e.g. ``("--iree-cuda-target=sm_86",)``).
    Raises:
      ValueError: on an unknown backend, an empty CPU name, or an extra flag not starting with ``-``.
    """

    target_backend: str = "llvm-cpu"
    target_cpu: str = "host"
    extra_flags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.target_backend not in TARGET_BACKENDS:
            raise ValueError(
                f"IreeCompile: target_backend {self.target_backend!r} is not one of {list(TARGET_BACKENDS)}"
            )
        if not self.target_cpu:
            raise ValueError("IreeCompile: target_cpu must be a CPU name or 'host'")
        object.__setattr__(self, "extra_flags", tuple(self.extra_flags))
        bad = [f for f in self.extra_flags if not f.startswith("-")]
        if bad:
            raise ValueError(f"IreeCompile: extra_flags must be flags starting with '-', got {bad}")


#: The environment variable with which iree.compiler runs another iree-compile than its package's own: a compile
#: fact where set (cnxbuild.targets.compile_facts; the twin cache's key, cnxbuild.run.twin_cache).
TOOL_PATH_ENV = "IREE_TOOL_PATH"


def other_compiler() -> dict[str, str]:
    """What identifies the iree-compile that iree.compiler runs when ``$IREE_TOOL_PATH`` makes it another binary
    than the package's own: ``{"iree-tool": "<resolved path> <bytes> <mtime ns>; <library> <bytes> <mtime
    ns>", "iree-tool-version": "<its --version, one line>"}``, the library being the ``libIREECompiler.so``
    beside it or in ``../lib`` (a rebuild in place changes them). ``{}`` when the variable is unset or names no
    directory holding an iree-compile (iree.compiler then runs the package's own: a breaker's finding, stop 55,
    where such a path was recorded and recompiled everything). Stat calls and one ``--version`` per value of the
    variable and process."""
    where = os.environ.get(TOOL_PATH_ENV)
    return dict(_other_compiler(where)) if where else {}


@functools.lru_cache(maxsize=8)
def _other_compiler(where: str) -> tuple[tuple[str, str], ...]:
    from iree.compiler.tools.binaries import _get_builtin_tool, find_tool

    try:
        tool = os.path.realpath(find_tool("iree-compile"))
    except ValueError:  # no iree-compile anywhere: the compile itself says so
        return ()
    if tool == os.path.realpath(_get_builtin_tool("iree-compile")):
        return ()
    files = [tool] + [os.path.realpath(p) for d in ("", "../lib") for p in
                      sorted(Path(tool).parent.joinpath(d).glob("libIREECompiler.so*"))[:1]]
    stamp = "; ".join(f"{f} {os.stat(f).st_size} {os.stat(f).st_mtime_ns}" for f in dict.fromkeys(files))
    try:
        out = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError) as e:
        out = f"--version failed: {e}"
    return (("iree-tool", stamp), ("iree-tool-version", " ".join(out.split())))


#: llvm-cpu codegen flags of every compile: data-tiled matmuls with IREE's mmt4d microkernel. On the 2-core
#: machine a ConvNeXt-T AdamW step at batch 8 ran 5.49 s/step without them and 2.83 s with them, with
#: bit-identical outputs (docs/performance.md; docs/decisions.md, D38). `--iree-opt-data-tiling` and
#: `--iree-dispatch-creation-data-tiling` do not compile that step in iree-compile 3.13 ("large vector sizes").
CPU_FLAGS: tuple[str, ...] = ("--iree-global-opt-data-tiling", "--iree-llvmcpu-enable-ukernels=mmt4d")


def _target_flags(inv: IreeCompile) -> list[str]:
    """The flags beyond input type and backend (compile_str's ``extra_args``)."""
    flags = []
    if inv.target_backend == "llvm-cpu":
        flags += [f"--iree-llvmcpu-target-cpu={inv.target_cpu}", *CPU_FLAGS]
    return flags + list(inv.extra_flags)


def iree_compile_args(inv: IreeCompile) -> list[str]:
    """The iree-compile flags of ``inv``, in command-line form (no binary, input or output path).

    ``iree-compile IN.mlir <these flags> -o OUT.vmfb`` reproduces :func:`compile_mlir` from a shell.
    Pure: no tool is looked up or run.
    """
    return [
        f"--iree-input-type={INPUT_TYPE}",
        f"--iree-hal-target-backends={inv.target_backend}",
        *_target_flags(inv),
    ]


def _compile_kwargs(inv: IreeCompile) -> dict[str, Any]:
    """``iree.compiler.compile_str``/``compile_file`` keyword arguments equal to :func:`iree_compile_args`."""
    return {
        "input_type": INPUT_TYPE,
        "target_backends": [inv.target_backend],
        "extra_args": _target_flags(inv),
    }


def _diagnostics(err: Exception) -> str:
    """The ``Diagnostics:`` section of an iree CompilerToolError message (the whole message if absent)."""
    msg = str(err)
    m = re.search(r"Diagnostics:\n(.*?)\n\s*\nInvoked with:", msg, re.S)
    return m.group(1) if m else msg


def _invoke(src: str, inv: IreeCompile, stdin: bytes | None) -> bytes:
    """Run iree-compile on ``src`` (a path, or ``-`` with ``stdin``); return the .vmfb (or text) it prints.

    The command line is iree.compiler's own (``build_compile_command_line``: :func:`iree_compile_args` plus
    the package's output-format and embedded-linker flags); it runs through
    :func:`cnxbuild.run.proc.run_child` so the compiler never outlives the build (docs/decisions.md, D22). The
    tool's warnings go to ``sys.stderr`` as text.

    Raises:
        iree.compiler.CompilerToolError: non-zero exit (its message holds the diagnostics).
    """
    import iree.compiler as ireec
    from iree.compiler.tools.core import CompilerOptions, build_compile_command_line
    from iree.compiler.tools.debugging import TempFileSaver

    with TempFileSaver.implicit() as tfs:
        cmd = build_compile_command_line(src, tfs, CompilerOptions(**_compile_kwargs(inv)))
    proc = run_child(cmd, input=stdin)
    if proc.returncode != 0:
        raise ireec.CompilerToolError(proc)
    if proc.stderr:
        sys.stderr.write(proc.stderr.decode(errors="replace"))
    return proc.stdout


def compile_mlir(text: str, inv: IreeCompile = IreeCompile(), slug: str | None = None) -> bytes:
    """Compile StableHLO module text to a .vmfb flatbuffer.

    Args:
      text: the MLIR module (pretty or generic StableHLO syntax).
      inv: the invocation (backend, CPU, extra flags).
      slug: the artifact's slug, for the error message.
    Returns:
      The .vmfb bytes.
    Raises:
      ToolError: tool ``"iree-compile"``, with its diagnostic and the numbered lines of ``text`` it names.
    """
    import iree.compiler as ireec

    try:
        return _invoke("-", inv, text.encode())
    except ireec.CompilerToolError as e:
        raise ToolError.from_diagnostic("iree-compile", _diagnostics(e), text, slug=slug) from e


def compile_file(
    src_path: str | os.PathLike, out_path: str | os.PathLike, inv: IreeCompile = IreeCompile(),
    slug: str | None = None,
) -> str:
    """Compile ``src_path`` (.mlir) to ``out_path`` (.vmfb), atomically; returns the .vmfb's sha256 (hex).

    The flatbuffer is written to a temp file in ``out_path``'s directory and renamed over ``out_path``
    (``os.replace``): an interrupted or failed compile never leaves a partial ``out_path``, and a failure
    leaves a previous ``out_path`` untouched. The output directory is created if missing.

    Raises:
      ToolError: tool ``"iree-compile"``, diagnostic and numbered lines of ``src_path`` (locations are
        matched by the path as given).
      OSError: ``out_path`` cannot be written.
    """
    import iree.compiler as ireec

    src = os.fspath(src_path)
    try:
        vmfb = _invoke(src, inv, None)
    except ireec.CompilerToolError as e:
        text = Path(src).read_text() if os.path.exists(src) else None
        raise ToolError.from_diagnostic(
            "iree-compile", _diagnostics(e), text, slug=slug, sources=(src, *STDIN_NAMES)
        ) from e
    write_atomic(out_path, vmfb)
    return hashlib.sha256(vmfb).hexdigest()


@functools.lru_cache(maxsize=None)
def _host_target(cpu: str = "host") -> str:
    """The ``#hal.executable.target`` text iree-compile writes for ``--iree-llvmcpu-target-cpu=<cpu>`` (a one-op
    module compiled to executable sources, ~0.3 s, cached); empty if that fails."""
    import iree.compiler as ireec

    probe = "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n"
    try:
        out = _invoke("-", IreeCompile(target_cpu=cpu, extra_flags=("--compile-to=executable-sources",)),
                      probe.encode())
    except ireec.CompilerToolError:
        return ""
    return out.decode(errors="replace")


def cpu_features(cpu: str = "host") -> frozenset[str] | None:
    """The LLVM target features iree-compile compiles for with ``--iree-llvmcpu-target-cpu=<cpu>`` (``"avx2"``,
    ``"avx512f"``, ...: the ``+`` ones of the executable target's ``cpu_features``); None if iree-compile cannot say.
    ``host`` gives the building machine's as LLVM sees them (a virtual machine may hide some of its CPU's)."""
    m = re.search(r'cpu_features = "([^"]*)"', _host_target(cpu))
    return None if m is None else frozenset(f[1:] for f in m.group(1).split(",") if f.startswith("+"))


def missing_cpu_features(cpu: str) -> list[str] | None:
    """The features a module compiled for ``cpu`` may use that this machine lacks, sorted (``[]``: it runs here);
    None if iree-compile cannot say. IREE's runtime does not check them when it loads a module: a module that uses
    one dies of an illegal instruction (docs/decisions.md, D122)."""
    want, have = cpu_features(cpu), cpu_features("host")
    return None if want is None or have is None else sorted(want - have)


def host_cpu() -> str:
    """The LLVM CPU name iree-compile resolves ``--iree-llvmcpu-target-cpu=host`` to (e.g. ``"znver3"``), read off
    the target's ``cpu`` attribute (:func:`_host_target`). ``"unknown"`` if that fails."""
    m = re.search(r'cpu = "([^"]+)"', _host_target())
    return m.group(1) if m else "unknown"


def host_cpu_features() -> str:
    """The LLVM target features ``host`` resolves to (``"+avx512f,..."``): a virtual machine may hide some of a CPU
    model's features, so a ``.vmfb`` for one ``host`` does not run on every machine of the same CPU name."""
    m = re.search(r'cpu_features = "([^"]*)"', _host_target())
    return m.group(1) if m else "unknown"


def _cpu_model() -> str:
    """The host's marketing CPU name from /proc/cpuinfo (``"unknown"`` elsewhere)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def _dist_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def compiler_version() -> str:
    """The installed iree-base-compiler's version (``"3.13.0"``; ``"not installed"``)."""
    return _dist_version("iree-base-compiler")


def tool_versions() -> dict[str, str]:
    """Versions and host facts for reports: package versions, IREE revision, host CPU (LLVM and model)."""
    versions = {
        "iree-base-compiler": _dist_version("iree-base-compiler"),
        "iree-base-runtime": _dist_version("iree-base-runtime"),
    }
    try:
        import iree.compiler.version as cv

        versions["iree-revision"] = cv.REVISIONS.get("IREE", "unknown")
        versions["host-cpu"] = host_cpu()
    except ImportError:
        versions["host-cpu"] = "unknown"
    versions["host-cpu-model"] = _cpu_model()
    return versions


# --------------------------------------------------------------------------------------------- runtime


@functools.lru_cache(maxsize=None)
def _runtime_config(driver: str):
    import iree.runtime as rt

    return rt.Config(driver)


class IreeModule:
    """A .vmfb loaded once into an IREE runtime context; call its functions many times.

    Args:
      vmfb: flatbuffer from :func:`compile_mlir` (``llvm-cpu``: driver ``local-task`` or ``local-sync``;
        ``cuda``: driver ``cuda``).
      driver: IREE HAL driver name.
      slug: for error messages.
    Raises:
      ToolError: tool ``"iree-runtime"``, when the module does not load.
    """

    def __init__(self, vmfb: bytes, *, driver: str = "local-task", slug: str | None = None):
        import iree.runtime as rt

        self.slug = slug
        try:
            self._ctx = rt.SystemContext(config=_runtime_config(driver))
            self._module = rt.VmModule.copy_buffer(self._ctx.instance, vmfb)
            self._ctx.add_vm_module(self._module)
        except Exception as e:  # the runtime raises plain RuntimeError/ValueError
            raise ToolError("iree-runtime", f"cannot load module: {e}", slug=slug) from e

    @property
    def functions(self) -> list[str]:
        """Exported function names (IREE's internal ``__init`` etc. left out)."""
        return [f for f in self._module.function_names if not f.startswith("__")]

    def __call__(self, entry: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
        """Run ``entry`` on ``inputs``; see :func:`run_iree`."""
        results = self.call_on_device(entry, self.upload(inputs))
        return [np.array(r.to_host() if hasattr(r, "to_host") else r, copy=True) for r in results]

    def upload(self, inputs: list[np.ndarray]) -> list[Any]:
        """Copy host arrays to the module's device: one ``iree.runtime.DeviceArray`` per array, same order."""
        import iree.runtime as rt

        device = self._ctx.config.device  # not ascontiguousarray below: it makes 0-d arrays 1-d
        return [rt.asdevicearray(device, np.asarray(x, order="C")) for x in inputs]

    def call_on_device(self, entry: str, inputs: list[Any]) -> list[Any]:
        """Run ``entry`` on device arrays (from :meth:`upload` or an earlier call's results) and return its
        results as device arrays, nothing copied to the host: what a driver's training loop does, feeding
        each step's updated regions to the next (README, "Calling an artifact from a driver").

        Raises:
          ToolError: as :func:`run_iree`.
        """
        if entry not in self.functions:
            raise ToolError(
                "iree-runtime", f"no function {entry!r} in module; it has {self.functions}", slug=self.slug
            )
        try:
            results = self._ctx.modules[self._module.name][entry](*inputs)
        except Exception as e:
            raise ToolError("iree-runtime", f"calling {entry!r} failed: {e}", slug=self.slug) from e
        if results is None:
            return []
        return list(results) if isinstance(results, (tuple, list)) else [results]


def run_iree(
    vmfb: bytes, entry: str, inputs: list[np.ndarray], *, driver: str = "local-task",
    slug: str | None = None,
) -> list[np.ndarray]:
    """Run function ``entry`` of a compiled module once on the IREE runtime.

    Args:
      vmfb: flatbuffer from :func:`compile_mlir`.
      entry: the function name (the artifact's entry name).
      inputs: one numpy array per argument, in order, with the module's shapes and dtypes: float32,
        ``ml_dtypes.bfloat16``, integer types; 0-d arrays or numpy scalars for ``tensor<T>`` arguments.
      driver: IREE HAL driver name (``local-task`` for llvm-cpu).
      slug: for error messages.
    Returns:
      One host numpy array per result, in order (owned copies; 0-d for ``tensor<T>`` results;
      bf16 results as ``ml_dtypes.bfloat16``).
    Raises:
      ToolError: tool ``"iree-runtime"``: the module does not load, ``entry`` is not one of its functions
        (the message lists them), or the call fails (wrong arity/shape/dtype, or an op the CPU runtime
        refuses, e.g. collectives).
    """
    return IreeModule(vmfb, driver=driver, slug=slug)(entry, inputs)
