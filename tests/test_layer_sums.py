"""The staged sums of cnxbuild.layers.sums (D17, D18): the same sum in float64, short stages in the text, and
the accuracy they buy on IREE llvm-cpu at ConvNeXt-T's widths."""

import re

import jax
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cnxbuild.layers.norm import layer_norm_forward
from cnxbuild.layers.sums import CHUNK, _chunk, sum_all, sum_last
from cnxbuild.mlir import FunctionBuilder, TensorType, module_text
from tests.mlir_harness import run_function

jax.config.update("jax_enable_x64", True)

REDUCE = re.compile(r"= stablehlo.reduce\(%\S+ init: %\S+\) applies stablehlo.add across dimensions = "
                    r"\[([0-9, ]+)\] : \(tensor<([0-9x]+)x(?:f64|f32)>")


def _reduces(text: str) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(dimensions, operand shape) of every add-reduce in ``text``."""
    return [(tuple(int(d) for d in dims.split(",")), tuple(int(s) for s in shape.split("x")))
            for dims, shape in REDUCE.findall(text)]


def _one(fn, shapes, dtype="f64"):
    fb = FunctionBuilder("t")
    args = [fb.arg(f"a{i}", TensorType(s, dtype)) for i, s in enumerate(shapes)]
    fb.ret(fn(*args))
    return fb


shapes = st.lists(st.integers(1, 5), min_size=0, max_size=2).flatmap(
    lambda lead: st.integers(1, 300).map(lambda n: tuple(lead) + (n,)))


@settings(max_examples=25, deadline=None)
@given(shape=shapes)
def test_sum_last_is_the_sum_in_short_stages(shape):
    x = np.random.default_rng(len(shape) * 1000 + shape[-1]).normal(size=shape)
    fb = _one(lambda a: sum_last(a, "s"), [shape])
    (got,) = run_function(fb, [x])
    np.testing.assert_allclose(got, x.sum(-1), rtol=1e-12, atol=1e-12)
    text = module_text([fb])
    for dims, operand in _reduces(text):
        assert len(dims) == 1 and operand[dims[0]] <= CHUNK, (dims, operand)
    assert ("stablehlo.pad" in text) == _pads(shape[-1]), shape


def _pads(n: int) -> bool:
    """Whether some stage of a staged sum over ``n`` has no divisor in [CHUNK/4, CHUNK] and is zero-padded: a
    stage's length is what the stage before left (n = 296 → 37 partial sums, padded to 64)."""
    while n > CHUNK:
        b = _chunk(n)
        if b is None:
            return True
        n //= b
    return False


def test_a_later_stage_without_a_divisor_is_padded():
    """296 = 8 · 37: the first stage takes 8, the second has 37 (prime) partial sums left and pads them."""
    assert _chunk(296) == 8 and _chunk(37) is None and _pads(296) and not _pads(1000)
    text = module_text([_one(lambda a: sum_last(a, "s"), [(296,)])])
    assert text.count("stablehlo.pad") == 1


def test_chunk_takes_a_divisor_or_pads():
    assert [_chunk(n) for n in (1000, 768, 40, 320, 96, 37, 101, 33)] == [25, 32, 20, 32, 32, None, None, 11]


@pytest.mark.parametrize("shape", [(40, 1000), (7,), (3, 37, 5)])
def test_sum_all_is_the_sum_of_every_element(shape):
    x = np.random.default_rng(3).normal(size=shape)
    (got,) = run_function(_one(lambda a: sum_all(a, "s"), [shape]), [x])
    np.testing.assert_allclose(got, x.sum(), rtol=1e-12)


# --- what the stages buy on IREE llvm-cpu (float32, against float64) ---------------------------------------


def _iree(fb, inputs):
    from cnxbuild.run.iree import compile_mlir, run_iree

    return run_iree(compile_mlir(module_text([fb])), fb.name, inputs)


@pytest.mark.iree
def test_iree_layer_norm_statistics_over_768_channels():
    """LayerNorm's rstd over C = 768 (ConvNeXt-T stage 3): one f32 reduce per row on IREE is up to 7.7e-7 off
    float64 (rms 2.0e-7; XLA rms 3.8e-8); partial sums of 32 are at most 1.9e-7 (rms 5.5e-8)."""
    pytest.importorskip("iree.compiler")
    rows, c = 256, 768
    fb = FunctionBuilder("t")
    x = fb.arg("x", TensorType((rows, c), "f32"))
    w, b = fb.arg("w", TensorType((c,), "f32")), fb.arg("b", TensorType((c,), "f32"))
    fb.ret(layer_norm_forward(x, w, b, eps=1e-6)[1].rstd)
    errs = []
    for seed in range(5):
        rng = np.random.default_rng(seed)
        xx = (rng.normal(0, 1, (rows, c)) * rng.uniform(0.5, 3, c) + rng.normal(0, 1, c)).astype(np.float32)
        (got,) = _iree(fb, [xx, np.ones(c, np.float32), np.zeros(c, np.float32)])
        x64 = xx.astype(np.float64)
        truth = 1 / np.sqrt(((x64 - x64.mean(1, keepdims=True)) ** 2).mean(1) + 1e-6)
        errs.append(np.abs(got / truth - 1))
    errs = np.concatenate(errs)
    assert errs.max() < 4e-7 and np.sqrt((errs ** 2).mean()) < 1e-7, (errs.max(), np.sqrt((errs ** 2).mean()))



def test_sum_rows_sums_one_row_axis_at_a_time_to_the_same_value() -> None:
    """The per-channel parameter gradients' Σ over B, H, W (D36): W, then H, then B, each its own reduce."""
    from cnxbuild.layers.sums import sum_rows

    x = np.random.default_rng(3).normal(size=(2, 5, 7, 3))
    fb = _one(lambda a: sum_rows(a, (0, 1, 2), "s"), [x.shape])
    assert _reduces(module_text([fb])) == [((2,), (2, 5, 7, 3)), ((1,), (2, 5, 3)), ((0,), (2, 3))]
    np.testing.assert_allclose(run_function(fb, [x])[0], x.sum((0, 1, 2)), rtol=1e-13)


def test_sum_rows_refuses_axes_that_are_not_the_leading_ones() -> None:
    from cnxbuild.layers.sums import sum_rows
    from cnxbuild.mlir import EmitError

    with pytest.raises(EmitError, match=r"s: sum_rows sums leading axes \(0, 1, \.\.\.\), got \(1, 2\)"):
        _one(lambda a: sum_rows(a, (1, 2), "s"), [(2, 3, 4)])


def test_sum_spatial_sums_w_then_h_and_refuses_other_ranks() -> None:
    """The squeeze-and-excitation's Σ over H, W (D114): W, then H, each its own reduce; a rank other than 4 is an
    EmitError naming the sum."""
    from cnxbuild.layers.sums import sum_spatial
    from cnxbuild.mlir import EmitError

    x = np.random.default_rng(4).normal(size=(2, 5, 7, 3))
    fb = _one(lambda a: sum_spatial(a, "s"), [x.shape])
    assert _reduces(module_text([fb])) == [((2,), (2, 5, 7, 3)), ((1,), (2, 5, 3))]
    np.testing.assert_allclose(run_function(fb, [x])[0], x.sum((1, 2)), rtol=1e-13)
    with pytest.raises(EmitError, match=r"s: sum_spatial sums H and W of \[B, H, W, C\], got tensor<2x3x4xf64>"):
        _one(lambda a: sum_spatial(a, "s"), [(2, 3, 4)])
