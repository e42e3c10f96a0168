"""Executors: IREE (iree.compiler + iree.runtime) and XLA CPU (jaxlib PJRT).

* :mod:`cnxbuild.run.iree`: :class:`IreeCompile` (the iree-compile invocation), :func:`iree_compile_args`
  (its flags, pure), :func:`compile_mlir`, :func:`compile_file` (atomic), :class:`IreeModule`,
  :func:`run_iree`.
* :mod:`cnxbuild.run.xla`: :func:`run_xla` (in process), :class:`XlaProgram`, :func:`ensure_host_devices`.
* :mod:`cnxbuild.run.xla_subprocess`: :func:`run_xla_subprocess` — the replicated path that works in any
  process (a child with ``--xla_force_host_platform_device_count=R``).
* :mod:`cnxbuild.run.twin_cache`: :func:`compile_mlir_cached` — iree-compile through a directory of compiled
  twins (D69).
* :mod:`cnxbuild.run.errors`: :class:`ToolError` (diagnostic + numbered MLIR lines), :func:`numbered_excerpt`.

Neither iree nor jax is imported until a function needs it.
"""

from cnxbuild.atomic import write_atomic
from cnxbuild.run import iree as _iree
from cnxbuild.run import xla as _xla
from cnxbuild.run.errors import ToolError, diagnostic_lines, numbered_excerpt
from cnxbuild.run.iree import (
    IreeCompile,
    IreeModule,
    compile_file,
    compile_mlir,
    host_cpu,
    iree_compile_args,
    run_iree,
)
from cnxbuild.run.xla import HostDevicesError, XlaProgram, ensure_host_devices, run_xla
from cnxbuild.run.xla_subprocess import run_xla_subprocess, run_xla_subprocess_calls


def tool_versions() -> dict[str, str]:
    """IREE and jax/jaxlib versions and the host CPU, for reports (does not start jax's backends)."""
    return {**_iree.tool_versions(), **_xla.tool_versions()}


__all__ = [
    "HostDevicesError",
    "IreeCompile",
    "IreeModule",
    "ToolError",
    "XlaProgram",
    "compile_file",
    "compile_mlir",
    "diagnostic_lines",
    "ensure_host_devices",
    "host_cpu",
    "iree_compile_args",
    "numbered_excerpt",
    "run_iree",
    "run_xla",
    "run_xla_subprocess",
    "run_xla_subprocess_calls",
    "tool_versions",
    "write_atomic",
]
