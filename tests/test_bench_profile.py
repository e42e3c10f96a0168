"""bench/profile_dispatches.py's steady state: the first call of a profiled process is left out (D77)."""

from __future__ import annotations

import json

import pytest

from tests.bench_support import BENCH_DIR, bench_script

BENCH = BENCH_DIR / "profile_dispatches.py"


def _bench():
    return bench_script("profile_dispatches")


def _events(calls: int, order=("A", "B", "A"), later=None) -> str:
    """``iree-profile export`` records of ``calls`` calls, each one submission (an ``execute`` event)
    dispatching ``order`` (A twice: a pack used by two blocks; ``later`` the order of the calls after the
    first); the first call's dispatches take 100x as long (its page faults), a queue alloca between calls."""
    rows, t = [{"record_type": "schema"}], 0
    for c in range(calls):
        rows.append({"record_type": "host_execution_event", "op": "alloca", "key": None,
                     "start_host_time_ns": t, "end_host_time_ns": t + 5, "duration_ns": 5,
                     "tile_duration_sum_ns": 0})
        t += 10
        start = t
        for key in (order if c == 0 or later is None else later):
            d = 1000 if c == 0 else 10
            rows.append({"record_type": "host_execution_event", "op": "dispatch", "key": key,
                         "start_host_time_ns": t, "end_host_time_ns": t + d, "duration_ns": d,
                         "tile_duration_sum_ns": 2 * d})
            t += d + 10
        rows.append({"record_type": "host_execution_event", "op": "execute", "key": None,
                     "start_host_time_ns": start - 1, "end_host_time_ns": t - 9, "duration_ns": t - 8 - start,
                     "tile_duration_sum_ns": 0})
    return "\n".join(json.dumps(r) for r in rows)


def test_steady_state_leaves_out_the_first_call_only():
    rows, call_s = _bench().steady_state(_events(4), 4)
    got = {r["name"]: (r["count"], r["total_ns"], r["cpu_ns"]) for r in sorted(rows, key=lambda r: r["name"])}
    assert got == {"A": (6, 60, 120), "B": (3, 30, 60)}  # 3 later calls: A twice, B once each, 10 ns each
    # from the second call's submission to the last dispatch's end: 3 calls of 70 ns less call 2's alloca, the
    # submission's 1 ns lead and the gap after the last dispatch
    assert call_s * 1e9 == pytest.approx((3 * 70 - 20 + 1) / 3)


def test_the_split_follows_the_submissions_not_a_functions_events():
    # Later calls dispatch B before A: a split at the first call's first function (A) would drop call 2's B.
    rows, _ = _bench().steady_state(_events(4, ("A", "B"), ("B", "A")), 4)
    assert {r["name"]: r["count"] for r in rows} == {"A": 3, "B": 3}
    # The plant: the first function's second event is still inside call 1 when it runs twice a call.
    text = _events(4)
    events = sorted((e for e in map(json.loads, text.splitlines()) if e.get("op") == "dispatch"),
                    key=lambda e: e["start_host_time_ns"])
    naive = [e for e in events if e["key"] == "A"][1]["start_host_time_ns"]
    kept = sum(e["duration_ns"] for e in events if e["start_host_time_ns"] >= naive)
    rows, _ = _bench().steady_state(text, 4)
    assert kept != sum(r["total_ns"] for r in rows) == 90


def test_dispatches_outside_the_calls_are_refused():
    init = {"record_type": "host_execution_event", "op": "dispatch", "key": "init",
            "start_host_time_ns": -100, "end_host_time_ns": -50, "duration_ns": 50, "tile_duration_sum_ns": 50}
    text = _events(4) + "\n" + json.dumps(init)
    with pytest.raises(ValueError, match=r"calls do not divide: init \(1\)"):
        _bench().steady_state(text, 4)


def test_steps_below_one_are_refused():
    import argparse

    with pytest.raises(argparse.ArgumentTypeError, match=r"must be at least 1, not 0"):
        _bench()._positive("0")
    assert _bench()._positive("2") == 2


@pytest.mark.parametrize("script, args, message", [
    ("profile_dispatches.py", ["--batch", "0", "--image", "64"],
     "at --batch 0 --image 64: batch = 0: input should be greater than or equal to 1"),
    ("profile_dispatches.py", ["--batch", "2", "--image", "100"], "image_size 100 is not a multiple of 32"),
    ("profile_dispatches.py", ["--image", "2048000"],
     "image_size = 2048000: input should be less than or equal"),
    ("profile_dispatches.py", ["--top", "0"], "argument --top: must be at least 1, not 0"),
    ("step_throughput.py", ["--batch", "8", "-3"], "at --batch -3 --image 224: batch = -3"),
    ("step_throughput.py", ["--repeats", "0"], "--repeats 0: must be at least 1"),
    ("step_throughput.py", ["--cpu", "host", "zen4"], "--cpu zen4: not an x86-64 CPU iree-compile builds for"),
])
def test_the_benches_refuse_a_geometry_the_variant_does_not_allow(script, args, message):
    """A breaker's findings: the benches built the variant with ``model_copy``, which validates nothing
    (batch 0 divided by zero in the emitter, 100 px failed inside it, 2,048,000 px tried to allocate
    183 TiB)."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, str(BENCH.with_name(script)), "--slug",
                          "convnextatto_adam_train_step", *args], capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr, out.stderr


def test_at_geometry_validates_what_model_copy_does_not():
    from cnxbuild.slug import parse_slug
    from cnxbuild.variant import at_geometry

    v = parse_slug("convnextatto_adam_train_step")
    assert at_geometry(v, 2, 128) == v.model_copy(update={"batch": 2, "image_size": 128})
    with pytest.raises(ValueError, match="batch = 0"):
        at_geometry(v, 0, 128)
    v.model_copy(update={"batch": 0})  # the trap: no error
