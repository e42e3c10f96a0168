"""XLA executor: run StableHLO text on XLA CPU devices through jaxlib's PJRT client.

The recipe (docs/executors.md, measured with jax 0.10.2):

* R replicas need R host CPU devices: ``XLA_FLAGS=--xla_force_host_platform_device_count=R`` set before
  jax creates its backends (:func:`ensure_host_devices`; it also turns off XLA's all-reduce combiner,
  :data:`UNCOMBINED_ALL_REDUCE`, which would hold a second copy of every gradient). Once jax's backends exist
  the device count is fixed for the life of the process; then only a fresh process helps
  (:mod:`cnxbuild.run.xla_subprocess`).
* The module carries ``mhlo.num_replicas = R`` (the emitter writes it, not this module).
* Compile with ``jax.extend.backend.get_backend("cpu").compile_and_load(text, devices, options)``, the
  options from ``jax.extend.backend.get_compile_options(num_replicas=R, num_partitions=1,
  device_assignment=<R×1 array of devices>)``.
* Every argument goes in as one global ``jax.Array`` assembled from R per-device shards with
  ``jax.make_array_from_single_device_arrays`` over a one-axis mesh (axis ``"replica"``) of the R devices:
  rank ≥ 1 arguments as the concatenation along axis 0 (``PartitionSpec("replica")``, global shape
  ``(R·d0, d1, …)``); 0-d arguments, which cannot be split, as ``PartitionSpec()`` (the global array is
  then only a carrier of R per-device buffers, which may differ; it is never read as a whole).
* ``LoadedExecutable.execute_sharded(args)`` runs all replicas; ``ExecuteResults.
  disassemble_into_single_device_arrays()`` gives each output's R per-device values.

Which path to use: :func:`run_xla` runs in this process. One device always works; R > 1 works only if
this process had not started jax's backends before (or started them with ≥ R CPU devices) — true in a
dedicated check process that calls :func:`ensure_host_devices` first, false in a pytest session where
other tests already used jax. :func:`cnxbuild.run.xla_subprocess.run_xla_subprocess` runs the same code in
a child Python process with the flag set: the robust path for tests and checks.

jax is imported lazily; nothing here starts jax's backends except compiling/running (or
:func:`ensure_host_devices` when they already exist).
"""

from __future__ import annotations

import importlib.metadata
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from cnxbuild.run.errors import STDIN_NAMES, ToolError

_COUNT_FLAG = "--xla_force_host_platform_device_count"
_COUNT_RE = re.compile(re.escape(_COUNT_FLAG) + r"=(\d+)")
MESH_AXIS = "replica"


class HostDevicesError(RuntimeError):
    """jax's backends already exist with fewer CPU devices than the replicas asked for."""


def xla_flags_with_device_count(xla_flags: str, count: int) -> str:
    """``xla_flags`` with the host device count raised to at least ``count`` (pure).

    An existing ``--xla_force_host_platform_device_count=N`` with N ≥ count is kept; a smaller one is
    replaced; none is appended.
    """
    m = _COUNT_RE.search(xla_flags)
    if m and int(m.group(1)) >= count:
        return xla_flags
    flag = f"{_COUNT_FLAG}={count}"
    if m:
        return _COUNT_RE.sub(flag, xla_flags)
    return f"{xla_flags} {flag}".strip()


_DISABLE_RE = re.compile(r"--xla_disable_hlo_passes=(\S*)")

#: XLA passes a replicated run turns off. XLA's CPU pipeline (``cpu-all-reduce-combiner``, the pass that acted
#: here; ``all-reduce-combiner`` is its generic name) merges a step's per-tensor ``all_reduce`` ops into one
#: tuple all-reduce whose operands and results can then be live at once: in a 4-replica twin of 88M parameters a
#: second copy of the gradients in each replica's temporary memory (692 MiB per replica, 434 without;
#: ``get_compiled_memory_stats``; twins of 28M and 3.7M parameters on 2 replicas have the same temporaries
#: either way). Each all-reduce computes the same sums either way (docs/decisions.md, D62).
UNCOMBINED_ALL_REDUCE: tuple[str, ...] = ("cpu-all-reduce-combiner", "all-reduce-combiner")


def xla_flags_for_replicas(xla_flags: str, count: int) -> str:
    """``xla_flags`` for a run of ``count`` replicas (pure): the host device count raised to at least
    ``count`` (:func:`xla_flags_with_device_count`) and, for ``count`` > 1, the passes of
    :data:`UNCOMBINED_ALL_REDUCE` added to ``--xla_disable_hlo_passes`` (the last such flag, the one XLA
    keeps, is extended)."""
    flags = xla_flags_with_device_count(xla_flags, count)
    if count <= 1:
        return flags
    m = next(reversed(list(_DISABLE_RE.finditer(flags))), None)
    have = [p for p in m.group(1).split(",") if p] if m else []
    passes = ",".join(have + [p for p in UNCOMBINED_ALL_REDUCE if p not in have])
    if m:
        return flags[:m.start()] + f"--xla_disable_hlo_passes={passes}" + flags[m.end():]
    return f"{flags} --xla_disable_hlo_passes={passes}"


def ensure_host_devices(count: int) -> None:
    """Make sure jax's CPU backend has at least ``count`` devices.

    If jax's backends are not initialized yet, set ``os.environ["XLA_FLAGS"]`` for ``count`` replicas
    (:func:`xla_flags_for_replicas`: the device count, and the all-reduce combiner off for every later compile
    of this process, which also enters JAX's compilation-cache key; and ``jax_num_cpu_devices`` if that option
    was set lower), which the CPU client reads when it is created. If they are initialized, check the count (the
    flags can no longer change).

    Raises:
      HostDevicesError: the backends exist with fewer than ``count`` CPU devices (run in a fresh
        process, e.g. :func:`cnxbuild.run.xla_subprocess.run_xla_subprocess`).
    """
    import jax
    import jax.extend.backend as jeb
    from jax._src import xla_bridge  # backends_are_initialized has no public name in jax 0.10.2

    if count <= 1:
        return  # every backend has one CPU device: nothing to set, nothing to check
    if xla_bridge.backends_are_initialized():
        have = len(jeb.get_backend("cpu").local_devices())
        if have < count:
            raise HostDevicesError(
                f"XLA CPU has {have} device(s) but {count} replicas were asked for: jax's backends were "
                f"started before {_COUNT_FLAG}={count} was set. Run in a fresh process "
                "(cnxbuild.run.run_xla_subprocess), or call ensure_host_devices before any jax use."
            )
        return
    os.environ["XLA_FLAGS"] = xla_flags_for_replicas(os.environ.get("XLA_FLAGS", ""), count)
    if 0 <= jax.config.jax_num_cpu_devices < count:
        jax.config.update("jax_num_cpu_devices", count)


class XlaProgram:
    """A StableHLO module compiled once for R replicas on XLA CPU; run it many times.

    Args:
      mlir_text: the module text (``mhlo.num_replicas = R`` in its attributes when R > 1).
      replicas: R ≥ 1; devices 0..R-1 of the CPU backend run replicas 0..R-1.
      slug: for error messages.
      keep_in: a directory of compiled executables (PJRT's ``serialize_executable``), each under a digest of
        the text, R, ``XLA_FLAGS`` and jaxlib's version: this program's is read instead of compiled when it is
        there, written after the compile when it is not (an unreadable one is compiled again). Loading an
        executable runs its code: only a directory that this user's processes wrote, such as a check's own
        temporary directory for its XLA children (docs/decisions.md, D111).
    Attributes:
      reused: whether the executable came from ``keep_in`` (no compile).
    Raises:
      HostDevicesError: fewer than R CPU devices and the backend already started.
      ToolError: tool ``"xla"``, the compiler's diagnostic and the numbered lines it names.
    """

    def __init__(self, mlir_text: str, replicas: int = 1, *, slug: str | None = None,
                 keep_in: str | os.PathLike | None = None):
        if replicas < 1:
            raise ValueError(f"XlaProgram: replicas must be ≥ 1, got {replicas}")
        ensure_host_devices(replicas)
        import jax.extend.backend as jeb

        self.replicas, self.slug = replicas, slug
        backend = jeb.get_backend("cpu")
        self.devices = backend.local_devices()[:replicas]
        options = jeb.get_compile_options(
            num_replicas=replicas,
            num_partitions=1,
            device_assignment=np.array(self.devices).reshape(replicas, 1),
        )
        kept = None if keep_in is None else Path(keep_in) / _executable_name(mlir_text, replicas)
        self._exe = _load_executable(backend, kept, self.devices, options)
        self.reused = self._exe is not None
        if self.reused:
            return
        try:
            self._exe = backend.compile_and_load(mlir_text, self.devices, options)
        except Exception as e:  # jax.errors.JaxRuntimeError
            raise ToolError.from_diagnostic("xla", _strip_status(str(e)), mlir_text, slug=slug,
                                            sources=STDIN_NAMES) from e
        if kept is not None:
            _keep_executable(backend, self._exe, kept)

    def run_replicas(self, inputs: Sequence[Sequence[np.ndarray]]) -> list[list[np.ndarray]]:
        """Run all replicas once (arguments the module donates, :func:`with_donation`, are consumed on the
        device; the host arrays given are not touched).

        Args:
          inputs: ``inputs[r][i]`` is argument i of replica r (R lists of equal length; argument i has
            one shape and dtype across replicas; float32, ``ml_dtypes.bfloat16``, ints; 0-d allowed).
        Returns:
          ``outputs[r][j]``: result j of replica r, host numpy arrays.
        Raises:
          ValueError: wrong number of replicas, or argument i differing in count/shape/dtype across replicas.
          ToolError: tool ``"xla"``, when execution fails (e.g. argument shapes not the module's).
        """
        per_replica = [[np.asarray(x) for x in args] for args in inputs]
        check_argument_counts([len(args) for args in per_replica], self.replicas)
        n = len(per_replica[0])
        return self.execute([self.put([args[i] for args in per_replica], i) for i in range(n)])

    def put(self, shards: Sequence[np.ndarray], index: int) -> Any:
        """Argument ``index`` of every replica on its device: one global ``jax.Array`` (module docstring).

        The host arrays are copied; once this returns they may be freed, so a caller that puts one argument
        at a time holds one argument's host copy, not the whole call's (a 4-replica twin of 88M parameters: 1 GiB).

        Args:
          shards: ``shards[r]``, replica r's value of the argument (R arrays of one shape and dtype).
          index: the argument's position, for error messages.
        Raises:
          ValueError: not R shards, or shards differing in shape or dtype.
        """
        import jax
        from jax.sharding import Mesh, NamedSharding, PartitionSpec

        shards = [np.asarray(x) for x in shards]
        if len(shards) != self.replicas:
            raise ValueError(f"run_xla: argument {index} has {len(shards)} replica values, "
                             f"the program runs {self.replicas} replicas")
        first = shards[0]
        for r, b in enumerate(shards[1:], start=1):
            if first.shape != b.shape or first.dtype != b.dtype:
                raise ValueError(f"run_xla: argument {index} is {b.dtype}{list(b.shape)} on replica {r} "
                                 f"but {first.dtype}{list(first.shape)} on replica 0")
        on_device = [jax.device_put(x, d) for x, d in zip(shards, self.devices)]
        mesh = Mesh(np.array(self.devices), (MESH_AXIS,))
        if first.shape:
            global_shape = (self.replicas * first.shape[0], *first.shape[1:])
            sharding = NamedSharding(mesh, PartitionSpec(MESH_AXIS))
        else:
            global_shape, sharding = (), NamedSharding(mesh, PartitionSpec())
        return jax.make_array_from_single_device_arrays(global_shape, sharding, on_device)

    def execute(self, args: list[Any]) -> list[list[np.ndarray]]:
        """Run all replicas once on arguments already on the devices (:meth:`put`, in order).

        Returns:
          ``outputs[r][j]``: result j of replica r, host numpy arrays.
        Raises:
          ToolError: tool ``"xla"``, when execution fails (e.g. argument shapes not the module's).
        """
        try:
            results = self._exe.execute_sharded(args)
            by_output = results.disassemble_into_single_device_arrays()
        except Exception as e:
            raise ToolError("xla", _strip_status(str(e)), slug=self.slug) from e
        return [[np.asarray(out[r]) for out in by_output] for r in range(self.replicas)]

    def run(self, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """One-replica convenience: ``run_replicas([inputs])[0]``."""
        if self.replicas != 1:
            raise ValueError(
                f"XlaProgram.run is for 1 replica; this one has {self.replicas}: use run_replicas"
            )
        return self.run_replicas([inputs])[0]


def _executable_name(mlir_text: str, replicas: int) -> str:
    """The file name of a kept executable: a digest of what its compile read (text, R, XLA_FLAGS, jaxlib)."""
    import hashlib

    key = "\0".join([mlir_text, str(replicas), os.environ.get("XLA_FLAGS", ""), tool_versions()["jaxlib"]])
    return hashlib.sha256(key.encode()).hexdigest()[:32] + ".xla"


def _load_executable(backend, path: Path | None, devices, options) -> Any:
    """The executable kept in ``path``, or None when there is none or it cannot be loaded (then the caller
    compiles)."""
    if path is None or not path.is_file():
        return None
    try:
        return backend.deserialize_executable(path.read_bytes(), devices, options)
    except Exception:  # noqa: BLE001 - a damaged or foreign file: compile instead
        return None


def _keep_executable(backend, exe: Any, path: Path) -> None:
    """Write ``exe``'s serialized bytes to ``path`` (a temporary name, then renamed: a reader never sees half
    a file); a backend that cannot serialize, or a directory that cannot take the file, keeps nothing (the next
    program compiles)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(backend.serialize_executable(exe))
        os.replace(tmp, path)
    except Exception:  # noqa: BLE001 - keeping it only saves a later compile
        tmp.unlink(missing_ok=True)


def check_argument_counts(counts: Sequence[int], replicas: int) -> None:
    """``counts[r]``, replica r's number of arguments: R equal counts.

    Raises:
      ValueError: not R counts, or a replica's count differing from replica 0's.
    """
    if len(counts) != replicas:
        raise ValueError(f"run_xla: {replicas} replicas need {replicas} argument lists, got {len(counts)}")
    for r, n in enumerate(counts[1:], start=1):
        if n != counts[0]:
            raise ValueError(f"run_xla: replica {r} has {n} arguments, replica 0 has {counts[0]}")


def _strip_status(msg: str) -> str:
    """XLA's message without its ``UNKNOWN: ``-style status prefix."""
    return re.sub(r"^[A-Z_]+: ", "", msg)


def as_main(mlir_text: str, entry: str) -> str:
    """``mlir_text`` with function ``@entry`` renamed ``@main``: XLA's PJRT client runs only a module's
    ``main`` (an artifact's entry is its slug). Returns a copy; the artifact keeps its name."""
    return mlir_text.replace(f"func.func @{entry}(", "func.func @main(", 1)


def with_donation(mlir_text: str, aliases: dict[int, int], entry: str = "main") -> str:
    """``mlir_text`` with argument i of ``@entry`` donated to result j for every ``i: j`` of ``aliases`` (pure).

    Adds XLA's ``tf.aliasing_output = j : i32`` argument attribute (what ``jax.jit(donate_argnums=...)``
    lowers to): the result is written into argument i's buffer, which the call consumes. The values computed
    do not change; a call's peak memory drops by the donated inputs (a data-parallel twin of 88M parameters holds
    θ, m and v once per replica: 4.2 GB of inputs beside as many outputs). The signature must have one
    argument per line (the emitter writes it so).

    Raises:
      ValueError: ``@entry`` not found, an index outside its arguments, or an argument with attributes.
    """
    if not aliases:
        return mlir_text
    lines = mlir_text.split("\n")
    head = f"func.func @{entry}("
    try:
        start = next(k for k, line in enumerate(lines) if line.strip().startswith(head))
    except StopIteration:
        raise ValueError(f"with_donation: no `{head}` line with its arguments on the following lines") from None
    end = next(k for k in range(start + 1, len(lines)) if lines[k].strip().startswith(")"))
    args = range(start + 1, end)
    for i, j in sorted(aliases.items()):
        if not 0 <= i < len(args):
            raise ValueError(f"with_donation: argument {i} of @{entry}, which has {len(args)}")
        k = args[i]
        body = lines[k].rstrip().removesuffix(",")
        if body.endswith("}"):
            raise ValueError(f"with_donation: argument {i} of @{entry} already has attributes: {body.strip()}")
        lines[k] = f"{body} {{tf.aliasing_output = {j} : i32}}" + ("," if lines[k].rstrip().endswith(",") else "")
    return "\n".join(lines)


def run_xla(
    mlir_text: str, inputs: Sequence[Any], replicas: int = 1, *, slug: str | None = None
) -> list[Any]:
    """Compile and run StableHLO text once on XLA CPU, in this process.

    Args:
      mlir_text: the module text.
      inputs: for ``replicas == 1``: one numpy array per argument (``list[np.ndarray]``);
        for ``replicas = R > 1``: ``inputs[r]`` is replica r's argument list (``list[list[np.ndarray]]``).
      replicas: R.
      slug: for error messages.
    Returns:
      ``list[np.ndarray]`` (one per result) for one replica; ``outputs[r][j]`` per replica for R > 1.
    Raises:
      HostDevicesError: R > 1 and jax's backends already started with fewer devices; use
        :func:`cnxbuild.run.xla_subprocess.run_xla_subprocess`.
      ToolError: tool ``"xla"``: compile (with numbered MLIR lines) or execution failure.
      ValueError: inputs not shaped as above.
    """
    program = XlaProgram(mlir_text, replicas, slug=slug)
    if replicas == 1:
        return program.run(inputs)
    return program.run_replicas(inputs)


def tool_versions() -> dict[str, str]:
    """jax and jaxlib versions (package metadata; does not start jax's backends)."""
    out = {}
    for name in ("jax", "jaxlib"):
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            out[name] = "not installed"
    return out
