"""bench/profile_dispatches.py's steady state: the first call of a profiled process is left out (D77)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "profile_dispatches.py"


def _bench():
    spec = importlib.util.spec_from_file_location("profile_dispatches", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _events(calls: int) -> str:
    """``iree-profile export`` records of ``calls`` calls, each dispatching A, B, A (A twice: a pack used by two
    blocks); the first call's dispatches take 100x as long (its page faults), a queue alloca between calls."""
    rows, t = [{"record_type": "schema"}], 0
    for c in range(calls):
        rows.append({"record_type": "host_execution_event", "op": "alloca", "key": None, "start_host_time_ns": t,
                     "end_host_time_ns": t + 5, "duration_ns": 5, "tile_duration_sum_ns": 0})
        t += 10
        for key in ("A", "B", "A"):
            d = 1000 if c == 0 else 10
            rows.append({"record_type": "host_execution_event", "op": "dispatch", "key": key, "start_host_time_ns": t,
                         "end_host_time_ns": t + d, "duration_ns": d, "tile_duration_sum_ns": 2 * d})
            t += d + 10
    return "\n".join(json.dumps(r) for r in rows)


def test_steady_state_leaves_out_the_first_call_only():
    rows, call_s = _bench().steady_state(_events(4), 4)
    got = {r["name"]: (r["count"], r["total_ns"], r["cpu_ns"]) for r in sorted(rows, key=lambda r: r["name"])}
    assert got == {"A": (6, 60, 120), "B": (3, 30, 60)}  # 3 later calls: A twice and B once each, 10 ns a dispatch
    # from the second call's first dispatch to the last one's end: 3 calls of 70 ns less call 2's alloca and the
    # gap after the last dispatch
    assert call_s * 1e9 == pytest.approx((3 * 70 - 20) / 3)


def test_a_split_at_the_first_functions_second_event_would_count_part_of_the_first_call():
    # The plant: A's second event is still inside call 1 (A runs twice a call); splitting there keeps call 1's
    # last A (1000 ns) and B. The function's events per call decide where call 2 starts.
    text = _events(4)
    events = sorted((e for e in map(json.loads, text.splitlines()) if e.get("op") == "dispatch"),
                    key=lambda e: e["start_host_time_ns"])
    naive = [e for e in events if e["key"] == "A"][1]["start_host_time_ns"]
    kept = sum(e["duration_ns"] for e in events if e["start_host_time_ns"] >= naive)
    rows, _ = _bench().steady_state(text, 4)
    assert kept != sum(r["total_ns"] for r in rows) == 90
