import jax
import numpy as np
import pytest

from cnxbuild.layers.linear import linear_backward, linear_forward
from cnxbuild.mlir import FunctionBuilder, TensorType
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
