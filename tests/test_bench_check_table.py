"""bench/check_table.py: where a `doit check` run's time went, phase by phase, from the reports alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cnxbuild.check.verdict import PHASES
from tests.bench_support import bench_script



def _bench():
    return bench_script("check_table")


def _report(slug: str, **timings) -> dict:
    return {"slug": slug, "summary": f"PASS {slug}", "verdict": "pass", "tensors": [], "memory": {},
            "timings": timings}


def test_every_timed_phase_has_exactly_one_column():
    """Each of the check's phases (cnxbuild.check.verdict.PHASES) is summed into one column, none twice."""
    keys = [k for ks in _bench().COLUMNS.values() for k in ks]
    assert sorted(keys) == sorted(PHASES)


def test_the_phases_and_other_add_up_to_the_wall_time():
    ct = _bench()
    split = ct.phases({"compile_s": 40.0, "gradient_scale_s": 12.0, "run_s": 4.0, "reference_A_s": 9.0,
                       "reference_B_s": 6.0, "reference_C_s": 5.0, "reference_A_own_gradient_s": 10.0,
                       "total_s": 100.0})
    assert split == {"twin compile": 40.0, "gradient scale": 12.0, "runs": 4.0, "reference": 30.0, "other": 14.0}


def test_a_report_without_the_newer_phases_counts_them_as_other():
    split = _bench().phases({"compile_s": 40.0, "run_s": 4.0, "reference_A_s": 9.0, "total_s": 80.0})
    assert split["gradient scale"] == 0.0 and split["other"] == pytest.approx(27.0)


def test_the_table_gives_each_phase_its_share_of_the_total(tmp_path: Path):
    ct = _bench()
    for r in (_report("convnextatto_adam_train_step", compile_s=30.0, gradient_scale_s=10.0, run_s=5.0, reference_A_s=15.0,
                      total_s=70.0),
              _report("convnextatto_fwd", compile_s=10.0, run_s=1.0, reference_s=9.0, total_s=30.0)):
        (tmp_path / f"{r['slug']}.json").write_text(json.dumps(r))
    text = ct.table(ct.rows(tmp_path), "wall")
    lines = text.splitlines()
    assert lines[2].startswith("| `convnextatto_adam_train_step` |") and "| 70 | 30 | 10 | 5 | 15 | 10 |" in lines[2]
    assert ("where it went: twin compile 40 s (40%), gradient scale 10 s (10%), runs 6 s (6%), "
            "reference 24 s (24%), other 20 s (20%)") in text
