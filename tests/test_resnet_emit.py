"""The emitted ResNet forward chain and its hand-written backward against the independent JAX reference
(``cnxbuild.reference.resnet``) and ``jax.vjp``, in float64 on XLA CPU, on a narrow ResNet of each block kind.

The nets are timm's structure with narrow widths (the emitter and the reference read any ``Arch``), 64 px
(the family's twin side: the last stage is 2×2), batch 2.
"""

from __future__ import annotations

import jax
import numpy as np
import pytest

from cnxbuild.mlir import FunctionBuilder, TensorType, ops
from cnxbuild.nets import resnet, resnet_emit
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

ARCHS = {"basic": resnet.Arch("basic", (1, 2, 1, 1), (8, 16, 16, 16)),
         "bottleneck": resnet.Arch("bottleneck", (1, 1, 2, 1), (4, 8, 8, 8))}
K, B, PX, EPS = 5, 2, 64, 1e-5


def _inputs(arch: resnet.Arch, seed: int = 0):
    rng = np.random.default_rng(seed)
    params = {p.name: resnet.check_draw(p, rng) for p in resnet.param_table(arch, K)}
    buffers = {p.name: resnet.check_draw(p, rng) for p in resnet.buffer_table(arch)}
    x = rng.normal(size=(B, 3, PX, PX))
    dlogits = rng.normal(size=(B, K))
    return params, buffers, x, dlogits


def _emit(arch: resnet.Arch, mode: str, replicas: int = 1):
    """A function (x, θ, buffers, dlogits) → (logits, grads in θ order, new buffers) in float64."""
    fb = FunctionBuilder("main")
    x = fb.arg("x", TensorType((B, 3, PX, PX), "f64"))
    params = {p.name: fb.arg(p.name, TensorType(p.shape, "f64")) for p in resnet.param_table(arch, K)}
    buffers = {p.name: fb.arg(p.name, TensorType(p.shape, "f64")) for p in resnet.buffer_table(arch)}
    dl = fb.arg("dlogits", TensorType((B, K), "f64"))
    xh = ops.transpose(x, (0, 2, 3, 1), name="x_nhwc")
    logits, tape, updates = resnet_emit.forward_chain(xh, params, buffers, arch, mode=mode, eps=EPS,
                                                      replicas=replicas)
    outs = [logits]
    if mode != "fwd_eval":
        grads = resnet_emit.backward_chain(tape, dl)
        outs += [grads[n] for n in params]
    outs += [updates[n] for n in buffers if n in updates]
    fb.ret(*outs)
    return fb


def _reference(arch, params, buffers, x, dlogits, mode):
    from cnxbuild.reference import resnet as ref

    if mode == "fwd_eval":
        return [np.asarray(ref.forward(params, x, norm_eps=EPS, mode="fwd_eval", buffers=buffers))]

    def f(p):
        return ref.train_forward(p, buffers, x, norm_eps=EPS)

    (logits, new), pullback = jax.vjp(lambda p: f(p), params)
    zeros = {n: np.zeros_like(a) for n, a in new.items()}
    (g,) = pullback((dlogits, zeros))
    out = [np.asarray(logits)] + [np.asarray(g[n]) for n in params]
    return out + ([np.asarray(new[n]) for n in buffers] if mode == "train" else [])


@pytest.mark.parametrize("kind", sorted(ARCHS))
@pytest.mark.parametrize("mode", ["train", "fwd_eval"])
def test_emitted_chain_matches_reference_vjp(kind, mode):
    arch = ARCHS[kind]
    params, buffers, x, dlogits = _inputs(arch)
    got = run_function(_emit(arch, mode), [x, *params.values(), *buffers.values(), dlogits])
    want = _reference(arch, params, buffers, x, dlogits, mode)
    names = ["logits"] + (list(params) if mode != "fwd_eval" else []) + (list(buffers) if mode == "train" else [])
    assert len(got) == len(want) == len(names)
    for n, a, b in zip(names, got, want):
        scale = max(float(np.max(np.abs(b))), 1e-30)
        assert float(np.max(np.abs(a - b))) / scale < 1e-9, n


def test_an_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match=r"resnet forward_chain: mode 'eval' is not one of \('train', 'fwd', "
                                         r"'fwd_eval'\)"):
        resnet_emit.forward_chain(None, {}, {}, ARCHS["basic"], mode="eval", eps=EPS)


def test_the_reference_refuses_a_bf16_flip_envelope_it_does_not_have() -> None:
    from cnxbuild.reference import resnet as ref

    params, buffers, x, _ = _inputs(ARCHS["basic"])
    with pytest.raises(NotImplementedError, match="bf16 flip envelope .* not written for ResNet"):
        ref.train_forward(params, buffers, x, slacks={})
    with pytest.raises(ValueError, match="a ResNet has no drop-path sites"):
        ref.forward(params, x, mode="fwd", drop_masks=[np.ones(B)])
