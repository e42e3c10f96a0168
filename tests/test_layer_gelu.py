import math
import re

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import numpy as np
import pytest

from cnxbuild.layers.gelu import GeluErfSaved, GeluTanhSaved, gelu_backward, gelu_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, module_text, ops
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


def _ref_gelu_tanh(x):
    return 0.5 * x * (1 + jnp.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3)))


def _ref_gelu_erf(x):
    return 0.5 * x * (1 + jsp.erf(x / math.sqrt(2)))


@jax.jit
def _ref_vjp(x, dy):
    """{form: (y, dx by jax.vjp of the formula above, jax.nn.gelu's y)}."""
    out = {}
    for form, f in (("tanh", _ref_gelu_tanh), ("erf", _ref_gelu_erf)):
        y, vjp = jax.vjp(f, x)
        out[form] = (y, vjp(dy)[0], jax.nn.gelu(x, approximate=form == "tanh"))
    return out


def _build(shape, form, dtype="f64", name="t"):
    fb = FunctionBuilder(name)
    x = fb.arg("x", TensorType(shape, dtype))
    dy = fb.arg("dy", TensorType(shape, dtype))
    y, saved = gelu_forward(x, form=form)
    dx, grads = gelu_backward(saved, dy)
    assert grads == {}
    fb.ret(y, dx)
    return fb


@pytest.mark.parametrize("form", ["tanh", "erf"])
@pytest.mark.parametrize("shape", [(1, 1, 1, 7), (2, 3, 3, 7)], ids=["1x1x1", "2x3x3"])
def test_gelu_matches_jax_vjp_f64(form, shape):
    n = math.prod(shape)
    x = np.linspace(-6.0, 6.0, n).reshape(shape)
    dy = np.random.default_rng(3).normal(size=shape)
    y, dx = run_function(_build(shape, form), [x, dy])
    want_y, want_dx, jax_y = _ref_vjp(x, dy)[form]
    np.testing.assert_allclose(y, want_y, rtol=1e-12, atol=1e-13)
    np.testing.assert_allclose(dx, want_dx, rtol=1e-12, atol=1e-13)
    # and jax's own GELU (tanh form is jax.nn.gelu's default; erf form is approximate=False)
    np.testing.assert_allclose(y, jax_y, rtol=1e-12, atol=1e-13)


def _known(form, v):
    """(gelu(v), gelu'(v)) from math-module formulas."""
    if form == "erf":
        cdf, pdf = 0.5 * (1 + math.erf(v / math.sqrt(2))), math.exp(-v * v / 2) / math.sqrt(2 * math.pi)
        return v * cdf, cdf + v * pdf
    k = math.sqrt(2 / math.pi)
    t = math.tanh(k * (v + 0.044715 * v**3))
    return 0.5 * v * (1 + t), 0.5 * (1 + t) + 0.5 * v * (1 - t * t) * k * (1 + 3 * 0.044715 * v * v)


@pytest.mark.parametrize("form", ["tanh", "erf"])
def test_gelu_known_answers_at_0_and_pm1(form):
    x = np.array([0.0, 1.0, -1.0])
    y, dx = run_function(_build((3,), form), [x, np.ones(3)])
    want = np.array([_known(form, v) for v in x])
    np.testing.assert_allclose(y, want[:, 0], rtol=1e-14, atol=1e-16)
    np.testing.assert_allclose(dx, want[:, 1], rtol=1e-14, atol=1e-16)
    assert y[0] == 0.0 and dx[0] == 0.5
    if form == "erf":  # Φ(1) and Φ(1) + φ(1), to the digits tables give
        assert y[1] == pytest.approx(0.8413447460685429, rel=1e-15)
        assert dx[1] == pytest.approx(1.0833154705876864, rel=1e-15)


@pytest.mark.parametrize("form", ["tanh", "erf"])
def test_gelu_f32_extreme_inputs_stay_finite(form):
    x = np.array([-1e4, -80.0, -20.0, 20.0, 80.0, 1e4], np.float32)
    y, dx = run_function(_build(x.shape, form, "f32"), [x, np.ones_like(x)])
    assert np.isfinite(y).all() and np.isfinite(dx).all()
    np.testing.assert_allclose(y, np.maximum(x, 0), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(dx, (x > 0).astype(np.float32), atol=1e-6)


_COMMUTATIVE = {"stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum"}


def _value_numbers(lines: list[str]) -> list[tuple[str, tuple]]:
    """(SSA name, CSE key) per op line: what MLIR's CSE compares (op, attributes and result type, the
    operands' own keys, unordered for commutative ops); two lines with one key are one value after CSE."""
    key_of: dict[str, tuple] = {}
    out = []
    for ln in lines:
        m = re.match(r"^\s*(%[\w.]+) = (\S+) (.*)$", ln)
        if not m:
            continue
        name, op, rest = m.groups()
        operands = tuple(key_of.get(o, (o,)) for o in re.findall(r"%[\w.]+", rest))
        if op in _COMMUTATIVE:
            operands = tuple(sorted(operands, key=repr))
        key = (op, re.sub(r"%[\w.]+", "%", rest), operands)
        key_of[name] = key
        out.append((name, key))
    return out


def _merged_with_forward(backward) -> dict[str, list[str]]:
    """For each GELU form: the backward's values that CSE would merge with a value of the forward."""
    merged = {}
    for form in ("tanh", "erf"):
        fb = FunctionBuilder("t")
        x = fb.arg("x", TensorType((2, 4), "f32"))
        dy = fb.arg("dy", TensorType((2, 4), "f32"))
        y, saved = gelu_forward(x, form=form)
        n_forward = len(fb.lines)
        dx, _ = backward(saved, dy)
        fb.ret(dx)
        numbered, forward = _value_numbers(fb.lines), _value_numbers(fb.lines[:n_forward])
        forward_keys = {k for _, k in forward if k[0] != "stablehlo.constant"}
        merged[form] = [n for n, k in numbered[len(forward):] if k in forward_keys]
    return merged


def test_gelu_backward_shares_no_operation_with_the_forward() -> None:
    """D64, D74. The forward saves x alone; the backward recomputes t (tanh) or Φ(x) (erf) from x with
    formulas of its own, so CSE cannot merge any backward value with the forward's (it had merged x·x, t and
    1 + t, and iree-compile stored them all from fc1's dispatch), and without an optimization_barrier, which
    iree-compile makes a host-side wait (and with which IREE's local-task driver kept memory after every
    call)."""
    from cnxbuild.layers import gelu

    for form, cls in (("tanh", GeluTanhSaved), ("erf", GeluErfSaved)):
        fb = FunctionBuilder("t")
        x = fb.arg("x", TensorType((2, 4), "f32"))
        y, saved = gelu_forward(x, form=form)
        assert isinstance(saved, cls) and saved.x is x
        dx, _ = gelu_backward(saved, y)
        fb.ret(dx)
        assert "optimization_barrier" not in fb.text()
    assert _merged_with_forward(gelu_backward) == {"tanh": [], "erf": []}

    # Plant: a backward that recomputes with the forward's own formulas (as before D64's barrier) is caught.
    def planted(saved, dy):
        x = saved.x
        if isinstance(saved, GeluTanhSaved):
            return ops.multiply(dy, gelu._tanh_t(x, "dgelu")), {}
        return ops.multiply(dy, gelu._erf_cdf(x, "dgelu")), {}

    merged = _merged_with_forward(planted)
    assert merged["tanh"] == ["%dgelu_x2", "%dgelu_x3", "%dgelu_cx3", "%dgelu_inner", "%dgelu_u", "%dgelu_t"]
    assert merged["erf"] == ["%dgelu_xs", "%dgelu_erf", "%dgelu_1pe", "%dgelu_cdf"]


def test_gelu_rejects_unknown_form():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2,), "f32"))
    with pytest.raises(EmitError, match=r"^gelu: form 'sigmoid'"):
        gelu_forward(x, form="sigmoid")


@pytest.mark.iree
def test_gelu_erf_compiles_and_runs_on_iree_llvm_cpu():
    ic = pytest.importorskip("iree.compiler", reason="iree-base-compiler is not installed")
    rt = pytest.importorskip("iree.runtime", reason="iree-base-runtime is not installed")
    shape = (2, 3, 3, 7)  # the f64 test's shape: the jitted reference is already compiled
    fb = _build(shape, "erf", "f32", name="gelu_erf")
    vmfb = ic.compile_str(module_text([fb]), input_type="stablehlo", target_backends=["llvm-cpu"],
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    x = np.linspace(-6.0, 6.0, math.prod(shape), dtype=np.float32).reshape(shape)
    dy = np.random.default_rng(4).normal(size=shape).astype(np.float32)
    got = rt.load_vm_flatbuffer(vmfb, driver="local-task").gelu_erf(x, dy)
    want = _ref_vjp(x.astype(np.float64), dy.astype(np.float64))["erf"][:2]
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), w, rtol=1e-5, atol=1e-6)
