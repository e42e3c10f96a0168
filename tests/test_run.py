"""Executors: IREE compile/run, XLA CPU single device and replicated, tool errors with MLIR lines."""

from __future__ import annotations

import importlib.util
import os
import sys

import ml_dtypes
import numpy as np
import pytest

from cnxbuild.run import (
    HostDevicesError,
    IreeCompile,
    IreeModule,
    ToolError,
    compile_file,
    compile_mlir,
    diagnostic_lines,
    ensure_host_devices,
    iree_compile_args,
    numbered_excerpt,
    run_iree,
    run_xla,
    run_xla_subprocess,
    run_xla_subprocess_calls,
)
from cnxbuild.run.xla import check_argument_counts, xla_flags_for_replicas, xla_flags_with_device_count
from cnxbuild.run.xla_subprocess import pack_arrays, unpack_arrays


def _importable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


needs_iree = [
    pytest.mark.iree,
    pytest.mark.skipif(
        not (_importable("iree.compiler") and _importable("iree.runtime")),
        reason="iree-base-compiler / iree-base-runtime not installed",
    ),
]
needs_jax = pytest.mark.skipif(not _importable("jax"), reason="jax/jaxlib not installed")


def iree_test(f):
    for mark in reversed(needs_iree):
        f = mark(f)
    return f


# Dotted SSA names (timm parameter names) parse in iree-compile and XLA (docs/executors.md).
ADD_REDUCE = """\
func.func @main(%stem.0.weight: tensor<2x3xf32>, %y: tensor<2x3xf32>, %lr: tensor<f32>) -> (tensor<2x3xf32>, tensor<f32>) {
  %0 = stablehlo.add %stem.0.weight, %y : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.multiply %1, %lr : tensor<f32>
  return %0, %2 : tensor<2x3xf32>, tensor<f32>
}
"""

BF16_DOT = """\
func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>) -> (tensor<2x4xf32>, tensor<2x3xbf16>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  %1 = stablehlo.add %a, %a : tensor<2x3xbf16>
  return %0, %1 : tensor<2x4xf32>, tensor<2x3xbf16>
}
"""

# Line 2 holds the bad op.
TYPO = ADD_REDUCE.replace("stablehlo.add %stem", "stablehlo.addd %stem")

ALL_REDUCE_MEAN = """\
module @dp attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func public @main(%grad.stem.0.weight: tensor<2x3xf32>, %s: tensor<f32>) -> (tensor<2x3xf32>, tensor<f32>) {
    %0 = "stablehlo.all_reduce"(%grad.stem.0.weight) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %n = stablehlo.constant dense<2.000000e+00> : tensor<2x3xf32>
    %1 = stablehlo.divide %0, %n : tensor<2x3xf32>
    %2 = stablehlo.multiply %s, %s : tensor<f32>
    return %1, %2 : tensor<2x3xf32>, tensor<f32>
  }
}
"""


def add_reduce_inputs():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    y = np.full((2, 3), 0.25, np.float32)
    return [x, y, np.array(0.5, np.float32)]


def add_reduce_expected(x, y, lr):
    return [x + y, np.float32((x + y).sum() * lr)]


def bf16_inputs():
    a = (np.arange(6).reshape(2, 3) - 2.5).astype(ml_dtypes.bfloat16)
    b = (np.arange(12).reshape(3, 4) / 4).astype(ml_dtypes.bfloat16)
    return [a, b]


# ------------------------------------------------------------------------------------------------ pure


def test_numbered_excerpt_exact():
    text = "\n".join(f"l{i}" for i in range(1, 13))
    assert numbered_excerpt(text, [2, 11], context=1) == (
        "   1 | l1\n"
        ">  2 | l2\n"
        "   3 | l3\n"
        "...\n"
        "  10 | l10\n"
        "> 11 | l11\n"
        "  12 | l12"
    )
    # touching windows merge; out-of-range lines are ignored
    assert numbered_excerpt(text, [2, 5, 99], context=1) == (
        "  1 | l1\n> 2 | l2\n  3 | l3\n  4 | l4\n> 5 | l5\n  6 | l6"
    )
    assert numbered_excerpt(text, [0, 13]) == ""


def test_diagnostic_lines_only_named_sources():
    diag = (
        "<stdin>:5:3: error: bad\n-:2:2: note: prior use here\n<unknown>:0: error: x\n"
        'other.py:7:1: note: y\nloc("<stdin>":9:4)\n/tmp/a.mlir:4:1: error: z'
    )
    assert diagnostic_lines(diag) == [2, 5, 9]
    assert diagnostic_lines(diag, sources=["/tmp/a.mlir"]) == [4]


def test_tool_error_message_has_slug_diagnostic_and_lines():
    e = ToolError.from_diagnostic("iree-compile", "<stdin>:2:8: error: custom op 'x' is unknown\n",
                                  TYPO, slug="convnextin_train_step")
    assert e.tool == "iree-compile" and e.slug == "convnextin_train_step"
    assert str(e) == (
        "iree-compile failed on convnextin_train_step:\n"
        "<stdin>:2:8: error: custom op 'x' is unknown\n"
        "MLIR lines:\n" + numbered_excerpt(TYPO, [2])
    )
    import pickle

    assert str(pickle.loads(pickle.dumps(e))) == str(e)


def test_iree_compile_args_exact():
    assert iree_compile_args(IreeCompile()) == [
        "--iree-input-type=stablehlo",
        "--iree-hal-target-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=host",
        "--iree-global-opt-data-tiling",
        "--iree-llvmcpu-enable-ukernels=mmt4d",
    ]
    inv = IreeCompile(target_cpu="znver3", extra_flags=("--iree-opt-level=O2",))
    assert iree_compile_args(inv) == [
        "--iree-input-type=stablehlo",
        "--iree-hal-target-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=znver3",
        "--iree-global-opt-data-tiling",
        "--iree-llvmcpu-enable-ukernels=mmt4d",
        "--iree-opt-level=O2",
    ]
    cuda = IreeCompile(target_backend="cuda", extra_flags=("--iree-cuda-target=sm_90",))
    assert iree_compile_args(cuda) == [
        "--iree-input-type=stablehlo",
        "--iree-hal-target-backends=cuda",
        "--iree-cuda-target=sm_90",
    ]


def test_iree_compile_rejects_unknown_backend():
    with pytest.raises(ValueError, match=r"'vulkan' is not one of \['llvm-cpu', 'cuda', 'rocm'\]"):
        IreeCompile(target_backend="vulkan")


def test_xla_flags_with_device_count():
    assert xla_flags_with_device_count("", 2) == "--xla_force_host_platform_device_count=2"
    assert xla_flags_with_device_count("--xla_dump_to=/d", 4) == (
        "--xla_dump_to=/d --xla_force_host_platform_device_count=4"
    )
    assert xla_flags_with_device_count("--xla_force_host_platform_device_count=8", 4) == (
        "--xla_force_host_platform_device_count=8"
    )
    assert xla_flags_with_device_count("--xla_force_host_platform_device_count=1 --x=1", 2) == (
        "--xla_force_host_platform_device_count=2 --x=1"
    )


def test_xla_flags_for_replicas_turn_off_the_all_reduce_combiner():
    off = "--xla_disable_hlo_passes=cpu-all-reduce-combiner,all-reduce-combiner"
    assert xla_flags_for_replicas("", 1) == "--xla_force_host_platform_device_count=1"  # one replica: nothing to merge
    assert xla_flags_for_replicas("", 4) == f"--xla_force_host_platform_device_count=4 {off}"
    assert xla_flags_for_replicas("--xla_disable_hlo_passes=foo --x=1", 2) == (
        "--xla_disable_hlo_passes=foo,cpu-all-reduce-combiner,all-reduce-combiner --x=1 "
        "--xla_force_host_platform_device_count=2"
    )
    assert xla_flags_for_replicas(f"{off} --xla_force_host_platform_device_count=8", 2) == (
        f"{off} --xla_force_host_platform_device_count=8"
    )
    assert xla_flags_for_replicas("--xla_disable_hlo_passes=a --xla_disable_hlo_passes=b", 2).startswith(
        "--xla_disable_hlo_passes=a --xla_disable_hlo_passes=b,cpu-all-reduce-combiner,"  # the one XLA keeps
    )


def test_check_argument_counts():
    check_argument_counts([3, 3], 2)
    with pytest.raises(ValueError, match="2 replicas need 2 argument lists, got 1"):
        check_argument_counts([3], 2)
    with pytest.raises(ValueError, match="replica 1 has 2 arguments, replica 0 has 3"):
        check_argument_counts([3, 2], 2)


def test_pack_arrays_round_trips_bf16_and_scalars():
    arrays = {"a": bf16_inputs()[0], "s": np.array(3.0, np.float32), "i": np.arange(3, dtype=np.int32)}
    back = unpack_arrays(pack_arrays(arrays))
    for k, v in arrays.items():
        assert back[k].dtype == v.dtype and back[k].shape == v.shape
        assert back[k].tobytes() == v.tobytes()


# ------------------------------------------------------------------------------------------------ IREE


@iree_test
def test_iree_compile_and_run_matches_numpy():
    vmfb = compile_mlir(ADD_REDUCE)
    inputs = add_reduce_inputs()
    out = run_iree(vmfb, "main", inputs)
    expected = add_reduce_expected(*inputs)
    assert [o.shape for o in out] == [(2, 3), ()]
    assert [o.dtype for o in out] == [np.float32, np.float32]
    np.testing.assert_array_equal(out[0], expected[0])  # exact: small dyadic values
    np.testing.assert_array_equal(out[1], expected[1])


@iree_test
def test_iree_random_inputs_and_numpy_scalar_argument():
    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((2, 3)).astype(np.float32) for _ in range(2))
    out = run_iree(compile_mlir(ADD_REDUCE), "main", [x, y, np.float32(1e-3)])
    np.testing.assert_allclose(out[1], (x + y).sum() * 1e-3, rtol=1e-6)


@iree_test
def test_iree_bf16_dot_general_f32_result():
    a, b = bf16_inputs()
    dot, doubled = run_iree(compile_mlir(BF16_DOT), "main", [a, b])
    assert dot.dtype == np.float32 and doubled.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(dot, a.astype(np.float32) @ b.astype(np.float32))  # exact products
    np.testing.assert_array_equal(doubled, (a.astype(np.float32) * 2).astype(ml_dtypes.bfloat16))


@iree_test
def test_iree_syntax_error_gives_diagnostic_and_numbered_line():
    with pytest.raises(ToolError) as info:
        compile_mlir(TYPO, slug="bad_step")
    e = info.value
    assert e.tool == "iree-compile" and e.slug == "bad_step"
    assert "<stdin>:2:8: error: custom op 'stablehlo.addd' is unknown" in e.diagnostic
    assert "Invoked with" not in e.diagnostic
    assert "> 2 |   %0 = stablehlo.addd %stem.0.weight, %y : tensor<2x3xf32>" in str(e)
    lines = TYPO.splitlines()
    assert e.excerpt == "\n".join(f"{'>' if n == 2 else ' '} {n} | {lines[n - 1]}" for n in range(1, 6))
    assert "bad_step" in str(e) and e.diagnostic in str(e)


@iree_test
def test_compile_file_writes_atomically_and_keeps_old_on_failure(tmp_path):
    src, out = tmp_path / "step.mlir", tmp_path / "build" / "step.vmfb"
    src.write_text(ADD_REDUCE)
    compile_file(src, out, slug="step")
    vmfb = out.read_bytes()
    np.testing.assert_array_equal(run_iree(vmfb, "main", add_reduce_inputs())[0],
                                  add_reduce_expected(*add_reduce_inputs())[0])
    src.write_text(TYPO)
    with pytest.raises(ToolError) as info:
        compile_file(src, out, slug="step")
    assert f"{src}:2:8: error" in info.value.diagnostic
    assert "> 2 |   %0 = stablehlo.addd" in info.value.excerpt
    assert out.read_bytes() == vmfb
    assert sorted(p.name for p in out.parent.iterdir()) == ["step.vmfb"]  # no temp file left


@iree_test
def test_iree_results_stay_on_the_device_and_feed_the_next_call():
    """A driver's loop (bench/step_throughput.py's resident column): each call's first result is the next
    call's first argument, nothing copied to the host between calls; the host path gives the same numbers."""
    module = IreeModule(compile_mlir(ADD_REDUCE))
    x, y, s = add_reduce_inputs()
    args = module.upload([x, y, s])
    for _ in range(3):
        out = module.call_on_device("main", args)
        assert len(out) == 2 and not isinstance(out[0], np.ndarray)
        args[0] = out[0]
    np.testing.assert_array_equal(out[0].to_host(), x + 3 * y)  # exact: small dyadic values
    np.testing.assert_array_equal(module("main", [x + 2 * y, y, s])[1], np.asarray(out[1].to_host()))
    with pytest.raises(ToolError, match=r"no function 'step' in module"):
        module.call_on_device("step", args)


@iree_test
def test_iree_unknown_entry_lists_functions():
    with pytest.raises(ToolError, match=r"no function 'train_step' in module; it has \['main'\]"):
        run_iree(compile_mlir(ADD_REDUCE), "train_step", add_reduce_inputs())


# ------------------------------------------------------------------------------------------------- XLA


@needs_jax
def test_xla_single_device_matches_numpy():
    inputs = add_reduce_inputs()
    out = run_xla(ADD_REDUCE, inputs)
    expected = add_reduce_expected(*inputs)
    assert [o.shape for o in out] == [(2, 3), ()]
    np.testing.assert_array_equal(out[0], expected[0])
    np.testing.assert_array_equal(out[1], expected[1])


@needs_jax
def test_xla_bf16_dot_general_f32_result():
    a, b = bf16_inputs()
    dot, doubled = run_xla(BF16_DOT, [a, b])
    assert dot.dtype == np.float32 and doubled.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(dot, a.astype(np.float32) @ b.astype(np.float32))
    np.testing.assert_array_equal(doubled, (a.astype(np.float32) * 2).astype(ml_dtypes.bfloat16))


@needs_jax
def test_xla_syntax_error_gives_diagnostic_and_numbered_line():
    with pytest.raises(ToolError) as info:
        run_xla(TYPO, add_reduce_inputs(), slug="bad_step")
    assert info.value.tool == "xla"
    assert "-:2:" in info.value.diagnostic and "stablehlo.addd" in info.value.diagnostic
    assert "> 2 |   %0 = stablehlo.addd %stem.0.weight" in str(info.value)


@needs_jax
def test_xla_replicated_all_reduce_mean_is_bit_exact_across_replicas():
    rng = np.random.default_rng(1)
    calls = []
    for _ in range(2):  # two calls, one child: one jax start-up, one compile
        calls.append([[rng.standard_normal((2, 3)).astype(np.float32), np.array(r + 1.5, np.float32)]
                      for r in range(2)])
    from cnxbuild.run import memory

    memory.reset_peak()
    results = run_xla_subprocess_calls(ALL_REDUCE_MEAN, calls, replicas=2, timeout=120)
    if sys.platform == "linux":  # the child reports its own peak (a jax process: well over 50 MiB)
        assert memory.child_peak_bytes() > 50 << 20
    for inputs, outputs in zip(calls, results):
        assert len(outputs) == 2 and all(len(o) == 2 for o in outputs)
        mean = (inputs[0][0] + inputs[1][0]) / np.float32(2)
        for r in range(2):
            np.testing.assert_array_equal(outputs[r][0], mean)
            np.testing.assert_array_equal(outputs[r][1], inputs[r][1] * inputs[r][1])  # per-replica scalar
        assert outputs[0][0].tobytes() == outputs[1][0].tobytes()


@needs_jax
def test_an_xla_session_compiles_once_and_runs_call_lists_as_they_come():
    """Accumulation feeds micro-step j's outputs to micro-step j + 1: the second call list is made from the first's
    results, and both run in one child (one start-up, one compile). A child that dies between calls is said as
    such (tool xla-subprocess, how it ended); the work directory goes with the session."""
    from cnxbuild.run.xla_subprocess import XlaSession

    rng = np.random.default_rng(3)
    g = [rng.standard_normal((2, 3)).astype(np.float32) for _ in range(2)]
    with XlaSession(ALL_REDUCE_MEAN, 2, slug="acc") as session:
        pid = session._proc.pid
        (first,) = session.run([[[g[r], np.array(r + 1.0, np.float32)] for r in range(2)]], timeout=120)
        (second,) = session.run([[[first[r][0], first[r][1]] for r in range(2)]], timeout=120)
        assert session._proc.pid == pid and session._proc.poll() is None  # the same child, still up
        assert sorted(p.name for p in session.dir.iterdir()) == ["module.mlir", "request.json", "stderr.txt"]
        work = session.dir
    np.testing.assert_array_equal(second[0][0], (g[0] + g[1]) / np.float32(2))  # a mean of equal rows is itself
    assert [float(second[r][1]) for r in range(2)] == [1.0, 16.0]
    assert not work.exists()
    with XlaSession(ALL_REDUCE_MEAN, 2, slug="acc") as session:
        session._proc.kill()
        with pytest.raises(ToolError) as info:
            session.run([[[g[r], np.array(1.0, np.float32)] for r in range(2)]], timeout=120)
    assert info.value.tool == "xla-subprocess" and "signal 9" in str(info.value)


@needs_jax
def test_xla_children_of_one_module_compile_it_once(tmp_path):
    """D111: a child that finds the executable another child of the same module kept in ``keep_in`` loads it
    (no compile) and computes the same bits; a different module gets a file of its own; a damaged file is
    compiled again."""
    from cnxbuild.run.xla_subprocess import XlaSession

    rng = np.random.default_rng(4)
    call = [[[rng.standard_normal((2, 3)).astype(np.float32), np.array(r + 2.0, np.float32)]
             for r in range(2)]]
    outs, reused = [], []
    for _ in range(2):
        with XlaSession(ALL_REDUCE_MEAN, 2, slug="kept", keep_in=tmp_path) as session:
            outs.append(session.run(call, timeout=120)[0])
            reused.append(session.reused)
    assert reused == [False, True]
    (kept,) = tmp_path.iterdir()
    for r in range(2):
        assert all(a.tobytes() == b.tobytes() for a, b in zip(outs[0][r], outs[1][r]))
    other = ALL_REDUCE_MEAN.replace("stablehlo.multiply", "stablehlo.add")
    assert other != ALL_REDUCE_MEAN
    with XlaSession(other, 2, slug="other", keep_in=tmp_path) as session:
        (got,) = session.run(call, timeout=120)
        assert not session.reused and len(list(tmp_path.iterdir())) == 2
    np.testing.assert_array_equal(got[1][1], call[0][1][1] + call[0][1][1])  # the other module's own numbers
    kept.write_bytes(b"not an executable")
    with XlaSession(ALL_REDUCE_MEAN, 2, slug="kept", keep_in=tmp_path) as session:
        assert session.run(call, timeout=120)[0][0][0].tobytes() == outs[0][0][0].tobytes()
        assert not session.reused


@needs_jax
def test_an_xla_session_passes_over_what_else_the_child_prints(tmp_path, monkeypatch):
    """A line printed before the child moves its prints to stderr (here a sitecustomize, at interpreter start)
    is not taken for the answer: the call still returns its outputs (before: "child timed out after None s")."""
    (tmp_path / "sitecustomize.py").write_text("print('a site hook says hello')\nprint('call0 and more')\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    out = run_xla_subprocess(BF16_DOT, bf16_inputs(), timeout=120)
    assert out[1].dtype == ml_dtypes.bfloat16


@needs_jax
def test_xla_subprocess_single_device_and_child_errors():
    out = run_xla_subprocess(BF16_DOT, bf16_inputs(), timeout=120)
    assert out[1].dtype == ml_dtypes.bfloat16
    with pytest.raises(ToolError) as info:
        run_xla_subprocess(TYPO, [add_reduce_inputs()] * 2, replicas=2, slug="bad_dp", timeout=120)
    assert info.value.tool == "xla" and info.value.slug == "bad_dp"
    assert "> 2 |   %0 = stablehlo.addd" in info.value.excerpt


@needs_jax
def test_xla_subprocess_rejects_replicas_whose_arguments_differ():
    g, _, s = add_reduce_inputs()
    with pytest.raises(ToolError, match=r"argument 0 is float32\[3, 2\] on replica 1 but float32\[2, 3\] on replica 0"):
        run_xla_subprocess(ALL_REDUCE_MEAN, [[g, s], [g.T.copy(), s]], replicas=2, timeout=120)
    with pytest.raises(ToolError, match="replica 1 has 1 arguments, replica 0 has 2"):
        run_xla_subprocess(ALL_REDUCE_MEAN, [[g, s], [g]], replicas=2, timeout=120)


@needs_jax
def test_xla_child_ignores_a_cnxbuild_in_the_current_directory(tmp_path, monkeypatch):
    """The child runs this cnxbuild even from a directory holding another (`python -P`): it once imported the
    current directory's, so a check run from an older clone ran that clone's child code."""
    (tmp_path / "cnxbuild").mkdir()
    (tmp_path / "cnxbuild" / "__init__.py").write_text("raise ImportError('the cnxbuild of the current directory')\n")
    monkeypatch.chdir(tmp_path)
    out = run_xla_subprocess(BF16_DOT, bf16_inputs(), timeout=120)
    assert out[1].dtype == ml_dtypes.bfloat16


@needs_jax
def test_ensure_host_devices_refuses_after_backends_started():
    import jax.extend.backend as jeb

    run_xla(ADD_REDUCE, add_reduce_inputs())  # backends are started now
    have = len(jeb.get_backend("cpu").local_devices())
    flags = os.environ.get("XLA_FLAGS")
    ensure_host_devices(have)  # enough: no error
    with pytest.raises(HostDevicesError, match="fresh process"):
        ensure_host_devices(have + 1)
    with pytest.raises(HostDevicesError):
        run_xla(ALL_REDUCE_MEAN, [add_reduce_inputs()[:2]] * (have + 1), replicas=have + 1)
    assert os.environ.get("XLA_FLAGS") == flags  # a started backend is never "fixed" behind its back


@needs_jax
def test_ensure_host_devices_in_a_fresh_process_enables_in_process_replicas():
    """The in-process path: a process that calls ensure_host_devices(R) before jax starts runs R replicas."""
    import subprocess
    import sys

    snippet = (
        "import numpy as np\n"
        "from cnxbuild.run import ensure_host_devices, run_xla\n"
        "ensure_host_devices(2)\n"
        f"text = {ALL_REDUCE_MEAN!r}\n"
        "x = [[np.full((2, 3), v, np.float32), np.float32(v)] for v in (1.0, 4.0)]\n"
        "out = run_xla(text, x, replicas=2)\n"
        "assert [float(o[0][0, 0]) for o in out] == [2.5, 2.5], out\n"
        "assert [float(o[1]) for o in out] == [1.0, 16.0], out\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
    proc = subprocess.run([sys.executable, "-c", snippet], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]


class _StrOnlyWriter:
    """A stderr like doit's action capture: not a TextIOBase, no ``buffer``, takes ``str`` only."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def write(self, s) -> int:
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        self.parts.append(s)
        return len(s)

    def flush(self) -> None:
        pass


@iree_test
def test_iree_compile_under_a_str_only_stderr(tmp_path, monkeypatch):
    # iree.compiler writes the tool's stderr as bytes to such a stream; compile_mlir/compile_file pass it as text.
    err = _StrOnlyWriter()
    monkeypatch.setattr("sys.stderr", err)
    assert compile_mlir(ADD_REDUCE)
    src = tmp_path / "step.mlir"
    src.write_text(ADD_REDUCE)
    compile_file(src, tmp_path / "step.vmfb")
    with pytest.raises(ToolError):
        compile_mlir(TYPO)
    assert all(isinstance(p, str) for p in err.parts)


def test_write_atomic_gives_the_umask_mode(tmp_path):
    import cnxbuild.atomic as atomic
    from cnxbuild.atomic import write_atomic

    mask = os.umask(0o022)
    try:
        atomic._umask.cache_clear()
        write_atomic(tmp_path / "a" / "f.bin", b"data")
        assert (tmp_path / "a" / "f.bin").read_bytes() == b"data"
        assert (tmp_path / "a" / "f.bin").stat().st_mode & 0o777 == 0o644  # not mkstemp's 0600
    finally:
        os.umask(mask)
        atomic._umask.cache_clear()


DONATING = """\
module @dp attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main(
      %w: tensor<2x3xf32>,
      %s: tensor<f32>
  ) -> (tensor<2x3xf32>, tensor<f32>) {
    %0 = "stablehlo.all_reduce"(%w) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %s, %s : tensor<f32>
    return %0, %2 : tensor<2x3xf32>, tensor<f32>
  }
}
"""


def test_with_donation_marks_the_arguments_and_refuses_what_it_cannot():
    from cnxbuild.run.xla import with_donation

    text = with_donation(DONATING, {0: 0})
    assert "      %w: tensor<2x3xf32> {tf.aliasing_output = 0 : i32},\n      %s: tensor<f32>\n" in text
    assert with_donation(DONATING, {}) == DONATING
    assert with_donation(DONATING, {1: 1}).count("tf.aliasing_output = 1 : i32}\n  ) ->") == 1  # last argument
    with pytest.raises(ValueError, match="argument 2 of @main, which has 2"):
        with_donation(DONATING, {2: 0})
    with pytest.raises(ValueError, match="already has attributes"):
        with_donation(text, {0: 0})
    with pytest.raises(ValueError, match="no `func.func @step\\(` line"):
        with_donation(DONATING, {0: 0}, entry="step")


@needs_jax
def test_xla_subprocess_donates_shares_inputs_and_sends_equal_replicas_once(monkeypatch):
    """One input object given to both replicas and both calls is stored once; the donated argument's result is
    right; a result equal on both replicas comes back as one array, one that differs as two."""
    import cnxbuild.run.xla_subprocess as xs

    saved = {}
    real_save = xs._save
    monkeypatch.setattr(xs, "_save", lambda path, arrays: (saved.setdefault(path.name, sorted(arrays)),
                                                           real_save(path, arrays)))
    w = np.arange(6, dtype=np.float32).reshape(2, 3)
    scalars = [np.array(r + 1.0, np.float32) for r in range(2)]
    calls = [[[w, scalars[r]] for r in range(2)] for _ in range(2)]
    results = run_xla_subprocess_calls(DONATING, calls, replicas=2, timeout=120, donate={0: 0})
    assert saved["inputs.npz"] == ["c0_r0_a0", "c0_r0_a1", "c0_r1_a1"]  # w once, each scalar once
    for outputs in results:
        np.testing.assert_array_equal(outputs[0][0], 2 * w)
        assert outputs[1][0] is outputs[0][0]  # bit-exact replicas: replica 0's array
        assert [float(outputs[r][1]) for r in range(2)] == [1.0, 4.0]  # differ: each its own
    np.testing.assert_array_equal(w, np.arange(6, dtype=np.float32).reshape(2, 3))  # the host input untouched


def test_how_a_child_ended_in_words() -> None:
    from cnxbuild.run.proc import how_it_ended

    assert [how_it_ended(c) for c in (0, 1, -11, -9)] == ["status 0", "status 1", "signal 11",
                                                          "signal 9, out of memory?"]


def test_run_child_after_jax_prints_no_fork_warning(tmp_path) -> None:
    """A tool child started after JAX's threads exist prints no "os.fork() was called" RuntimeWarning (the child
    execs at once; the warning scared every `cnxbuild check`). Run in a fresh Python so JAX's at-fork hook is
    surely registered. Plant: run_child without its warnings filter prints the warning and fails here."""
    import subprocess
    import sys
    code = ("import jax, jax.numpy as jnp\n"
            "jnp.ones(3).sum().block_until_ready()\n"
            "from cnxbuild.run.proc import run_child\n"
            "assert run_child(['true']).returncode == 0\n")
    r = subprocess.run([sys.executable, "-W", "always", "-c", code], capture_output=True, text=True,
                       cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "os.fork() was called" not in r.stderr


# ------------------------------------------------------------------------------------- compiled-twin cache (D69)


@iree_test
def test_a_cached_compile_is_reused_only_for_the_same_module_flags_and_cpu(tmp_path, monkeypatch):
    """Same module, flags, compiler and CPU: the bytes come back from the directory and iree-compile does not
    run. A different module, flag or host CPU is compiled; a module that does not compile leaves no entry."""
    from cnxbuild.run import iree, twin_cache

    vmfb, reused = twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path)
    assert not reused and vmfb == compile_mlir(ADD_REDUCE)
    entry, = tmp_path.iterdir()
    assert entry.name.startswith(f"{twin_cache.compile_key(ADD_REDUCE)}.") and entry.read_bytes() == vmfb
    real = iree._invoke
    calls = []

    def counting(src, inv, stdin):
        calls.append(inv)
        return real(src, inv, stdin)

    monkeypatch.setattr(iree, "_invoke", counting)
    assert twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path) == (vmfb, True) and calls == []
    out = run_iree(twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path)[0], "main", add_reduce_inputs())
    np.testing.assert_array_equal(out[1], run_iree(vmfb, "main", add_reduce_inputs())[1])
    other = IreeCompile(extra_flags=("--iree-opt-level=O1",))
    assert not twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path, other)[1] and len(calls) == 1
    assert not twin_cache.compile_mlir_cached(ADD_REDUCE.replace("%y", "%z"), tmp_path)[1] and len(calls) == 2
    monkeypatch.setattr(iree, "host_cpu_features", lambda: "+avx2,-avx512f")  # a VM hiding AVX-512
    assert not twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path)[1] and len(calls) == 3
    monkeypatch.setattr(iree, "host_cpu", lambda: "some-other-cpu")
    assert not twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path)[1] and len(calls) == 4
    with pytest.raises(ToolError):
        twin_cache.compile_mlir_cached(TYPO, tmp_path)
    assert len(list(tmp_path.glob("*.vmfb"))) == 5 and not list(tmp_path.glob(".*"))
    monkeypatch.undo()
    entry.write_bytes(vmfb[: len(vmfb) // 2])  # damaged: its bytes no longer match its name
    again, reused = twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path)
    assert not reused and again == vmfb and entry.read_bytes() == vmfb


def test_the_cache_keeps_the_most_recently_used_entries_and_nothing_else_is_touched(tmp_path, monkeypatch):
    """Breaker finding (stop 26): pruning removed any ``*.vmfb`` of the directory, a user's own files too."""
    from cnxbuild.run import twin_cache

    names = [f"{i:064x}.{i:016x}.vmfb" for i in range(5)]
    for i, name in enumerate(names + ["mine.vmfb"]):
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (1000 + i, 1000 + i))
    os.utime(tmp_path / names[0], (2000, 2000))  # used last
    dead, live = _a_dead_pid(), os.getpid()
    (tmp_path / f".{names[1]}.{dead}.abcdefgh.tmp").write_bytes(b"half")  # a killed writer's
    (tmp_path / f".{names[2]}.{live}.abcdefgh.tmp").write_bytes(b"half")  # a live writer's
    twin_cache._prune(tmp_path, 3)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [names[0], names[3], names[4], "mine.vmfb", f".{names[2]}.{live}.abcdefgh.tmp"])


@iree_test
def test_a_cache_that_cannot_be_used_is_warned_about_and_the_module_compiled(tmp_path, capsys):
    """Breaker findings (stop 26): a directory at an entry's name, a cache path that is a file, an empty
    $CNXBUILD_TWIN_CACHE (the current directory) each failed the whole check or wrote in the wrong place."""
    from cnxbuild.run import twin_cache

    want = compile_mlir(ADD_REDUCE)
    entry = twin_cache._entry_name(twin_cache.compile_key(ADD_REDUCE), want)
    (tmp_path / entry).mkdir()  # a directory where the entry goes
    assert twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path) == (want, False)
    # the entry is named, not the temp file whose rename met it (a breaker's finding, stop 53)
    assert f"{tmp_path}: a directory stands where an entry goes ({tmp_path / entry}): remove it; compiling " \
        "without it" in capsys.readouterr().err
    assert twin_cache.compile_mlir_cached(ADD_REDUCE, "/dev/null") == (want, False)  # said "File exists" before
    assert "/dev/null: is not a directory (a device or a pipe); compiling without it" in capsys.readouterr().err
    (tmp_path / "afile").write_text("x")
    assert twin_cache.compile_mlir_cached(ADD_REDUCE, tmp_path / "afile") == (want, False)
    assert f"{tmp_path / 'afile'}: is a file, not a directory; compiling without it" in capsys.readouterr().err
    before = sorted(os.listdir("."))
    assert twin_cache.compile_mlir_cached(ADD_REDUCE, "") == (want, False) and sorted(os.listdir(".")) == before


def test_a_stop_swallowed_while_forking_still_stops_the_next_child(monkeypatch):
    """Breaker finding (stop 26): a SIGTERM landing inside Popen's at-fork hooks raised KeyboardInterrupt where
    CPython ignores it, and the build ran on. The stop flag the handlers set is looked at after every start."""
    import time

    from cnxbuild.run import proc

    monkeypatch.setattr(proc, "STOPPING", __import__("threading").Event())
    proc.STOPPING.set()
    t0 = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        proc.run_child(["sleep", "30"])
    assert time.monotonic() - t0 < 20  # the child was killed, not waited for
    proc.STOPPING.clear()
    assert proc.run_child(["true"]).returncode == 0


def _a_dead_pid() -> int:
    import subprocess

    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid
