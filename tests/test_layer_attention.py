"""Multi-head self-attention and softmax (cnxbuild/layers/attention.py) against ``jax.vjp`` of timm's formulation,
float64 on XLA CPU (tests/mlir_harness.py); and ``concatenate``'s checks."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from cnxbuild.layers.attention import attention_backward, attention_forward, softmax_backward, softmax_forward
from cnxbuild.mlir import EmitError, FunctionBuilder, TensorType, ops
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


def _timm_attention(x, wqkv, bqkv, wproj, bproj, heads):
    """timm ``Attention.forward`` (fused_attn=False), written from its source."""
    b, n, c = x.shape
    qkv = (x @ wqkv.T + bqkv).reshape(b, n, 3, heads, c // heads).transpose(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    q = q * (c // heads) ** -0.5
    attn = jax.nn.softmax(q @ jnp.swapaxes(k, -2, -1), axis=-1)
    out = jnp.swapaxes(attn @ v, 1, 2).reshape(b, n, c)
    return out @ wproj.T + bproj


@pytest.mark.parametrize("batch, tokens, dim, heads", [(2, 5, 12, 3), (1, 3, 8, 1)])
def test_attention_forward_backward_match_jax_vjp_f64(batch, tokens, dim, heads):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(batch, tokens, dim))
    wqkv, bqkv = rng.normal(size=(3 * dim, dim)) / np.sqrt(dim), rng.normal(size=(3 * dim,))
    wproj, bproj = rng.normal(size=(dim, dim)), rng.normal(size=(dim,))
    dy = rng.normal(size=(batch, tokens, dim))
    fb = FunctionBuilder("t")
    vals = [fb.arg(n, TensorType(a.shape, "f64")) for n, a in
            (("x", x), ("wqkv", wqkv), ("bqkv", bqkv), ("wproj", wproj), ("bproj", bproj), ("dy", dy))]
    y, saved = attention_forward(*vals[:5], heads=heads)
    dx, g = attention_backward(saved, vals[5])
    fb.ret(y, dx, g["qkv.weight"], g["qkv.bias"], g["proj.weight"], g["proj.bias"])
    out = run_function(fb, [x, wqkv, bqkv, wproj, bproj, dy])
    ref_y, vjp = jax.vjp(lambda *a: _timm_attention(*a, heads), x, wqkv, bqkv, wproj, bproj)
    ref = (ref_y,) + vjp(dy)
    for got, want, what in zip(out, ref, ("y", "dx", "dqkv.weight", "dqkv.bias", "dproj.weight", "dproj.bias")):
        np.testing.assert_allclose(got, want, rtol=1e-11, atol=1e-11, err_msg=what)


def test_softmax_and_its_vjp_match_jax_f64():
    rng = np.random.default_rng(1)
    s, dp = rng.normal(size=(2, 3, 40)) * 5, rng.normal(size=(2, 3, 40))  # 40 > the partial sums' 32
    fb = FunctionBuilder("t")
    vs, vdp = fb.arg("s", TensorType(s.shape, "f64")), fb.arg("dp", TensorType(dp.shape, "f64"))
    p = softmax_forward(vs)
    fb.ret(p, softmax_backward(p, vdp))
    got_p, got_ds = run_function(fb, [s, dp])
    want_p, vjp = jax.vjp(lambda s: jax.nn.softmax(s, axis=-1), s)
    np.testing.assert_allclose(got_p, want_p, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(got_ds, vjp(dp)[0], rtol=1e-11, atol=1e-13)


def test_attention_refuses_a_width_the_heads_do_not_divide():
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((2, 5, 10), "f32"))
    w = fb.arg("w", TensorType((30, 10), "f32"))
    b = fb.arg("b", TensorType((30,), "f32"))
    with pytest.raises(EmitError, match=r"^attn: x must be \[B, T, D\] with D a multiple of heads 3"):
        attention_forward(x, w, b, w, b, heads=3)


def test_concatenate_checks_the_spec_constraints():
    fb = FunctionBuilder("t")
    a, b = fb.arg("a", TensorType((2, 1, 3), "f32")), fb.arg("b", TensorType((2, 2, 3), "f32"))
    c = ops.concatenate([a, b], 1)
    assert c.shape == (2, 3, 3) and "stablehlo.concatenate %a, %b, dim = 1 : " in fb.lines[-1]
    with pytest.raises(EmitError, match=r"^concatenate: tensor<2x2x3xf32> does not fit tensor<2x1x3xf32> along "
                                        r"dimension 2"):
        ops.concatenate([a, b], 2)
    with pytest.raises(EmitError, match=r"^concatenate: dimension 3 out of range for rank 3"):
        ops.concatenate([a, b], 3)
