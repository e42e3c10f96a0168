import jax
import numpy as np
import pytest

from cnxbuild.layers.linear import linear_backward, linear_forward
from cnxbuild.mlir import FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)


@pytest.mark.parametrize("lead", [(2, 3, 3), (1, 1, 1)])
def test_linear_forward_backward_match_jax_vjp_f64(lead):
    rng = np.random.default_rng(0)
    cin, cout = 5, 7
    x = rng.normal(size=lead + (cin,))
    w = rng.normal(size=(cout, cin))
    b = rng.normal(size=(cout,))
    dy = rng.normal(size=lead + (cout,))
    fb = FunctionBuilder("t")
    vx, vw, vb, vdy = (fb.arg(n, TensorType(a.shape, "f64")) for n, a in
                       (("x", x), ("w", w), ("b", b), ("dy", dy)))
    y, saved = linear_forward(vx, vw, vb)
    dx, g = linear_backward(saved, vdy)
    fb.ret(y, dx, g["weight"], g["bias"])
    out = run_function(fb, [x, w, b, dy])
    ref_y, vjp = jax.vjp(lambda x, w, b: x @ w.T + b, x, w, b)
    ref = (ref_y,) + vjp(dy)
    for got, want in zip(out, ref):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape, want", [
    ((32, 56, 56, 96), 4),  # ConvNeXt-T stage 0 at batch 32: one example (3,136 rows) would make 32 blocks; 8
    ((32, 28, 28, 192), 4),  # stage 1: two examples (1,568 rows) would make 16; 8 blocks of 3,136 rows
    ((32, 14, 14, 384), 8),  # stage 2: eight examples (1,568 rows), 4 blocks
    ((8, 56, 56, 96), 1),  # batch 8: one example a block, 8 blocks
    ((64, 56, 56, 96), 8),
    ((32, 7, 7, 768), 32),  # stage 3: the whole batch, one product
    ((2, 32, 32, 40), 1),  # the check's twin (128 px) splits its stage 0 too
    ((2, 16, 16, 80), 2),
    ((7, 14, 14, 8), 7),  # 7 is prime: 1372 rows fit
    ((7, 28, 28, 8), 1),  # ... 5488 do not
    ((11, 28, 28, 8), 11),  # 11 blocks would pass MAX_BLOCKS: whole
    ((32, 197, 384), 32),  # tokens, not maps: never split
    ((32, 384), 32),
])
def test_examples_per_block(shape, want):
    from cnxbuild.layers.linear import examples_per_block

    assert examples_per_block(shape) == want


def test_a_blocked_weight_gradient_matches_jax_vjp_f64():
    """A map of 32×32 pixels sums its weight gradient one example at a time (3 blocks here); the same numbers."""
    from cnxbuild.layers.linear import examples_per_block

    rng = np.random.default_rng(1)
    lead, cin, cout = (3, 32, 32), 3, 2
    assert examples_per_block(lead + (cin,)) == 1
    x, w, b, dy = (rng.normal(size=s) for s in (lead + (cin,), (cout, cin), (cout,), lead + (cout,)))
    fb = FunctionBuilder("t")
    vx, vw, vb, vdy = (fb.arg(n, TensorType(a.shape, "f64")) for n, a in
                       (("x", x), ("w", w), ("b", b), ("dy", dy)))
    _, saved = linear_forward(vx, vw, vb)
    dx, g = linear_backward(saved, vdy)
    fb.ret(dx, g["weight"], g["bias"])
    text = module_text([fb])
    out = run_function(fb, [x, w, b, dy])
    _, vjp = jax.vjp(lambda x, w, b: x @ w.T + b, x, w, b)
    for got, want in zip(out, vjp(dy)):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)
    assert text.count("stablehlo.dot_general") == 2 + 3  # y and dx, and one weight-gradient product per example
