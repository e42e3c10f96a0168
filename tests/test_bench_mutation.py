"""bench/mutation_check.py's mutation sites and its optimizer region, on a known text (exact values)."""

from __future__ import annotations

from tests.bench_support import bench_script


DOT = ("  %0 = stablehlo.dot_general %w, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2xf32>)"
       " -> ")
TEXT = """func.func @f(%a: tensor<2xf32>, %w: tensor<2x2xf32>) -> tensor<2xf32> {
""" + DOT + """tensor<2xf32>
  %1 = stablehlo.subtract %0, %a : tensor<2xf32>
  %c = stablehlo.constant dense<1.000000e-03> : tensor<2xf32>
  %2 = stablehlo.sqrt %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}"""


def _bench():
    return bench_script("mutation_check")


def test_sites_are_the_one_line_edits_of_each_operator() -> None:
    found = _bench().sites(TEXT)
    assert found["add_sub"] == [(2, "  %1 = stablehlo.add %0, %a : tensor<2xf32>")]
    assert found["swap"] == [(2, "  %1 = stablehlo.subtract %a, %0 : tensor<2xf32>")]
    assert found["drop"] == [(2, "  %1 = stablehlo.maximum %0, %0 : tensor<2xf32>"),
                             (4, "  %2 = stablehlo.maximum %1, %1 : tensor<2xf32>")]
    assert found["const"] == [(3, "  %c = stablehlo.constant dense<0.002> : tensor<2xf32>")]
    assert found["mul_div"] == [] and found["max_min"] == []


def test_the_optimizer_region_starts_after_the_last_contraction() -> None:
    bench = _bench()
    assert bench.optimizer_region(TEXT) == 2  # the line after the dot_general
    assert bench.optimizer_region("%1 = stablehlo.add %0, %0 : tensor<f32>") == 0  # none: everything
