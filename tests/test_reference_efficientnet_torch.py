"""The EfficientNet reference (cnxbuild/reference/efficientnet.py) against timm's own ``efficientnet_b*`` and
PyTorch autograd in float64 (bench/efficientnet_timm_oracle.py, a separate process), and its structure errors
and family contract on a tiny hand-built EfficientNet (no torch needed).

torch and timm are never dependencies: set ``CNXBUILD_TORCH_PYTHON`` to an interpreter with torch, timm and
numpy, else the timm tests skip. They compare, with θ and running statistics the oracle draws (random weights,
running statistics near the batch's own, perturbed):

- that timm's ``named_parameters()`` and running-statistics orders are the θ's and buffers', and that the
  blocks per stage the reference reads off the names and shapes are timm's, for all eight sizes (B0 … B7, on
  timm's shapes alone);
- in float64, ``fwd_eval`` logits (``model.eval()``), ``fwd`` logits (batch statistics, ``model.train()``),
  training-mode logits, the CE loss, the running statistics after one training step and the loss's gradient
  for every parameter (``jax.grad`` of ``train_forward``), on B0 at 64 px (batch 2) and B2 (depth and width
  scaling: two ``DepthwiseSeparableConv`` blocks in stage 0, the second with a skip) at 64 px, batch 4 in 2
  micro-steps, and B2 again with drop-path masks (timm's ``drop_path`` of every block with a skip fixed to a
  drawn mask).
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import jax
import numpy as np
import pytest

from cnxbuild.reference import efficientnet as ref
from cnxbuild.reference.families import model_of

TORCH_PYTHON = os.environ.get("CNXBUILD_TORCH_PYTHON")
ORACLE = Path(__file__).resolve().parent.parent / "bench" / "efficientnet_timm_oracle.py"
needs_torch = pytest.mark.skipif(not TORCH_PYTHON or not Path(TORCH_PYTHON).exists(),
                                 reason="CNXBUILD_TORCH_PYTHON (an interpreter with torch, timm) is not set")


def _bench():
    spec = importlib.util.spec_from_file_location("efficientnet_timm_oracle", ORACLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ---------------------------------------------------------------------------------------------------------
# No torch: a tiny EfficientNet by hand (timm's names, small widths)


def _tiny(depths=(1, 1, 1, 1, 1, 1, 1), classes=3, seed=0):
    """θ and buffers of a narrow EfficientNet in timm's naming: stem 8, stage widths 8..24, expansion 2, SE
    reduction to a quarter of the block's input (at least 1), head 32; float64 draws."""
    rng = np.random.default_rng(seed)
    widths, kernels = (8, 8, 16, 16, 16, 24, 24), (3, 3, 5, 3, 5, 5, 3)
    p: dict[str, np.ndarray] = {}

    def conv(name, o, i, k):
        p[name + ".weight"] = rng.normal(0, 1 / np.sqrt(i * k * k), (o, i, k, k))

    def bn(name, c):
        p[name + ".weight"], p[name + ".bias"] = rng.uniform(0.5, 1.5, c), rng.normal(0, 0.5, c)

    def se(pre, c, cin):
        rd = max(1, cin // 4)
        conv(pre + ".se.conv_reduce", rd, c, 1)
        p[pre + ".se.conv_reduce.bias"] = rng.normal(0, 0.5, rd)
        conv(pre + ".se.conv_expand", c, rd, 1)
        p[pre + ".se.conv_expand.bias"] = rng.normal(0, 0.5, c)

    conv("conv_stem", 8, 3, 3)
    bn("bn1", 8)
    cin = 8
    for i, (d, w, k) in enumerate(zip(depths, widths, kernels)):
        for j in range(d):
            pre = f"blocks.{i}.{j}"
            if i == 0:  # DepthwiseSeparableConv
                conv(pre + ".conv_dw", cin, 1, k)
                bn(pre + ".bn1", cin)
                se(pre, cin, cin)
                conv(pre + ".conv_pw", w, cin, 1)
                bn(pre + ".bn2", w)
            else:  # InvertedResidual
                mid = 2 * cin
                conv(pre + ".conv_pw", mid, cin, 1)
                bn(pre + ".bn1", mid)
                conv(pre + ".conv_dw", mid, 1, k)
                bn(pre + ".bn2", mid)
                se(pre, mid, cin)
                conv(pre + ".conv_pwl", w, mid, 1)
                bn(pre + ".bn3", w)
            cin = w
    conv("conv_head", 32, cin, 1)
    bn("bn2", 32)
    p["classifier.weight"] = rng.normal(0, 0.2, (classes, 32))
    p["classifier.bias"] = rng.normal(0, 0.1, classes)
    buffers = {}
    for k, v in p.items():
        if k.endswith(".weight") and v.ndim == 1:
            pre = k[:-len(".weight")]
            buffers[pre + ".running_mean"] = rng.normal(0, 0.2, v.shape)
            buffers[pre + ".running_var"] = rng.uniform(0.5, 2.0, v.shape)
    return p, buffers


def test_structure_and_contract():
    params, buffers = _tiny(depths=(2, 1, 2, 1, 1, 3, 1), classes=5)
    assert model_of("efficientnet") is ref
    assert ref.efficientnet_structure(params) == ((2, 1, 2, 1, 1, 3, 1), 5)
    assert ref.classes(params) == 5
    assert ref.drop_sites(params) == 7  # 0.0, 0.1, 2.1, 4.0 (stride 1 at 16), 5.1, 5.2, 6.0: stride 1, in = out
    new, nudged = ref.condition(params, buffers, np.zeros((2, 3, 32, 32)), mode="train")
    assert nudged == 0 and list(new) == list(params)
    assert all(new[k].dtype == np.float64 and np.array_equal(new[k], params[k]) for k in params)


@pytest.mark.parametrize("edit, message", [
    (lambda p: [p.pop(k) for k in list(p) if k.startswith("blocks.6.")], r"stages \[0, 1, 2, 3, 4, 5\]"),
    (lambda p: [p.__setitem__(k.replace("blocks.2.1.", "blocks.2.2."), p.pop(k)) for k in list(p)
                if k.startswith("blocks.2.1.")], r"blocks\.2 has gaps: \[0, 2\]"),
    (lambda p: p.pop("blocks.3.0.se.conv_expand.bias"), r"lack \['blocks\.3\.0\.se\.conv_expand\.bias'\]"),
    (lambda p: p.pop("blocks.0.0.bn2.weight"), r"lack \['blocks\.0\.0\.bn2\.weight'\]"),
    (lambda p: p.__setitem__("blocks.1.0.conv_dw.weight", np.zeros((16, 1, 4, 4))), r"k odd"),
    (lambda p: p.pop("classifier.weight"), r"lack \['classifier\.weight'\]"),
])
def test_structure_errors(edit, message):
    params, _ = _tiny(depths=(1, 1, 2, 1, 1, 1, 1))
    edit(params)
    with pytest.raises(ValueError, match="efficientnet_structure: .*" + message):
        ref.efficientnet_structure(params)


def test_forward_contract_on_tiny_net():
    params, buffers = _tiny()
    with jax.enable_x64(True):
        x = np.random.default_rng(1).normal(size=(4, 3, 32, 32))
        logits = ref.forward(params, x, buffers=buffers, mode="fwd_eval")
        assert logits.shape == (4, 3) and logits.dtype == np.float64 and np.all(np.isfinite(logits))
        out, new = ref.train_forward(params, buffers, x, micro_steps=2)
        assert out.shape == (4, 3) and list(new) == list(buffers)
        assert not np.allclose(new["blocks.3.0.bn2.running_var"], buffers["blocks.3.0.bn2.running_var"])
        # examples are independent in eval mode only
        np.testing.assert_allclose(ref.forward(params, x[:2], buffers=buffers, mode="fwd_eval"), logits[:2],
                                   rtol=1e-13, atol=1e-13)
        with pytest.raises(ValueError, match="1 drop masks for 3 sites"):
            ref.forward(params, x, buffers=buffers, drop_masks=[np.ones(4)])
        with pytest.raises(ValueError, match="1 drop masks for 3 sites"):
            ref.train_forward(params, buffers, x, drop_masks=[np.ones(4)])
        with pytest.raises(ValueError, match=r"drop_masks\[2\] has shape \(3,\), expected \[4\]"):
            ref.forward(params, x, buffers=buffers, drop_masks=[np.ones(4), np.ones(4), np.ones(3)])
        # masks of ones are no drop path; a zero drops the example's branch of that block only
        ones = [np.ones(4)] * 3
        np.testing.assert_array_equal(ref.train_forward(params, buffers, x, drop_masks=ones, micro_steps=2)[0], out)
        zero = [np.array([1.0, 1.0, 0.0, 1.0])] + ones[1:]
        dropped = np.asarray(ref.train_forward(params, buffers, x, drop_masks=zero, micro_steps=2)[0])
        np.testing.assert_array_equal(dropped[:2], out[:2])
        assert not np.allclose(dropped[2], out[2]) and not np.allclose(dropped[3], out[3])  # BN couples 2 and 3
        with pytest.raises(ValueError, match="mode 'train'"):
            ref.forward(params, x, buffers=buffers, mode="train")
        with pytest.raises(ValueError, match="does not split"):
            ref.train_forward(params, buffers, x, micro_steps=3)
        with pytest.raises(ValueError, match="buffers lack"):
            ref.forward(params, x, mode="fwd_eval", buffers={})


def test_bf16_weight_gradients_cover_the_se_convs():
    """bf16_wgrad rounds every rank-4 weight's gradient operands, the SE's 1×1 convs (with bias) included, and
    the flip envelope (slacks) reaches them: close to the float64 gradient, not equal; a non-negative
    envelope; every other gradient (BN, SE and classifier biases) unchanged."""
    from cnxbuild.reference.layers import bf16_weight_names
    from cnxbuild.reference.loss import ce_loss

    params, buffers = _tiny()
    names = bf16_weight_names(params)
    assert "blocks.2.0.se.conv_reduce.weight" in names and "blocks.0.0.se.conv_expand.weight" in names
    with jax.enable_x64(True):
        rng = np.random.default_rng(2)
        x, t = rng.normal(size=(4, 3, 32, 32)), rng.dirichlet(np.ones(3), size=4)

        def loss(p, s, bf16):
            return ce_loss(ref.train_forward(p, buffers, x, bf16_wgrad=bf16, slacks=s, tau=0.05)[0], t)

        exact = jax.grad(loss)(params, None, False)
        slacks = {k: np.zeros_like(params[k]) for k in names}
        rounded, env = jax.grad(loss, argnums=(0, 1))(params, slacks, True)
    for k in ("blocks.2.0.se.conv_reduce.weight", "blocks.2.0.se.conv_expand.weight", "classifier.weight"):
        a, b = np.asarray(rounded[k]), np.asarray(exact[k])
        assert 0 < np.abs(a - b).max() < 0.05 * np.abs(b).max(), k
        assert np.all(np.asarray(env[k]) >= 0) and np.asarray(env[k]).max() > 0, k
    for k in params:  # the rounding touches the weight gradients alone: dx and the biases' take the exact dy
        if k not in names:
            np.testing.assert_allclose(rounded[k], exact[k], rtol=1e-10, atol=1e-14, err_msg=k)


# ---------------------------------------------------------------------------------------------------------
# timm in float64 (bench/efficientnet_timm_oracle.py)


@needs_torch
@pytest.mark.parametrize("model, image_size, batch, micro_steps, drop", [
    ("efficientnet_b0", 64, 2, 1, False),
    ("efficientnet_b2", 64, 4, 2, False),
    ("efficientnet_b2", 64, 4, 2, True),
])
def test_reference_matches_timm_float64(model, image_size, batch, micro_steps, drop):
    """``drop``: with drop-path masks on every block with a skip (timm's ``drop_path`` fixed to them)."""
    bench = _bench()
    sizes = bench.SIZES if model == "efficientnet_b0" else ()
    res = bench.compare(model, image_size, batch, micro_steps, classes=10, seed=image_size + batch,
                        torch_python=TORCH_PYTHON, sizes=sizes, drop=drop)
    print(f"{model} {image_size}px batch {batch} ({micro_steps} micro-steps) reference vs timm float64, max "
          f"relative error: {res['errors']} (worst gradient: {res['worst_grad']}; {len(res['null'])} null BN "
          f"biases; oracle {res['seconds'][0]:.0f} s, reference {res['seconds'][1]:.0f} s)")
    # (a) names, orders and structure are timm's
    assert res["param_order_ok"] and res["buffer_order_ok"]
    assert res["structure"] == (res["timm_depths"], 10)
    assert list(res["size_structure"]) == list(sizes)
    for size, (ours, theirs, classes) in res["size_structure"].items():
        assert ours == theirs and classes == 1000, size
    if model == "efficientnet_b2":  # two DS blocks in stage 0: the first's last BN reaches the 2nd's conv_dw
        assert res["timm_depths"][0] == 2 and "blocks.0.0.bn2.bias" not in res["null"]
        assert ("blocks.0.1.bn2.bias" in res["null"]) is not drop  # with drop path its mask makes it live
    from cnxbuild.nets.efficientnet import FAMILY, SIZES
    assert set(res["null"]) == set(FAMILY.null_gradients(SIZES[model[-2:]], drop_path=drop))
    # (b) float64 agreement; the null BN biases are compared against the other gradients' scale, and timm's
    # are rounding noise there (else the structural null set is wrong)
    assert res["errors"]["null_grad_size"] < 1e-12, res["errors"]
    assert max(res["errors"].values()) < 1e-10, res["errors"]
