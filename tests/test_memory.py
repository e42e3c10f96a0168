"""cnxbuild.run.memory: freed tensors leave the resident set (docs/check-cost.md)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def memory_glibc():
    from cnxbuild.run import memory

    return memory._glibc()

SCRIPT = textwrap.dedent("""
    import re, sys
    from pathlib import Path
    import numpy as np
    from cnxbuild.run import memory

    def rss_mib():
        return int(re.search(r"VmRSS:\\s+(\\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024

    if sys.argv[1] == "fixed":
        assert memory.hold_no_freed_heap()
    base, pins = rss_mib(), []
    for _ in range(2):  # round 1's freed 16 MB blocks raise the dynamic threshold; round 2's come from the heap
        held = []
        for _ in range(40):  # 40 arrays of 16 MB (under 32 MiB), each followed by a small one that stays
            held.append(np.ones(2_000_000))
            pins.append(np.ones(1000))  # as the check's small survivors do: the heap cannot shrink from the top
        del held
    print(rss_mib() - base)
""")


@pytest.mark.skipif(not Path("/proc/self/status").exists() or sys.platform != "linux", reason="Linux /proc")
def test_freed_tensors_leave_the_resident_set_with_the_fixed_threshold():
    def kept(mode: str) -> float:
        out = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, check=True,
                             env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
        return float(out.stdout.strip())

    # glibc keeps the freed 16 MB blocks in its heap: the problem exists. It shows in almost every run (610 MB
    # kept), but about one run in a hundred here (2-core VM, glibc 2.36, Linux 6.18) keeps nothing, for a cause
    # not found (not the hash seed: PYTHONHASHSEED 0-59 all keep 610 MB), so the demonstration gets three tries.
    assert any(kept("dynamic") > 300 for _ in range(3))
    # With the threshold fixed at 1 MiB they go back to the system, every time: with hold_no_freed_heap a no-op
    # both runs would keep 610 MB.
    assert all(kept("fixed") < 50 for _ in range(2))


HEAP = textwrap.dedent("""
    import json, re, resource, sys
    from pathlib import Path
    import numpy as np
    from cnxbuild.run import memory

    def rss_mib():
        return int(re.search(r"VmRSS:\\s+(\\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024

    def faults():
        return resource.getrusage(resource.RUSAGE_SELF).ru_minflt

    assert memory.hold_no_freed_heap(memory.HEAP_THRESHOLD if sys.argv[1] == "heap" else memory.MMAP_THRESHOLD)
    base, pins, out = rss_mib(), [], {}
    for r in range(2):  # a check's run: 40 tensors of 16 MB (under 32 MiB) made, written and freed, twice
        before = faults()
        held = []
        for _ in range(40):
            held.append(np.ones(2_000_000))
            pins.append(np.ones(1000))  # as the check's small survivors do: the heap cannot shrink from the top
        pins.append(np.ones(65536))  # 512 KiB: fits no hole the small pins may have taken, so it sits above the last
        del held
        out[f"faults{r}"] = faults() - before
    out["kept"] = rss_mib() - base
    memory.trim()  # after each run (cnxbuild.check.protocol)
    out["trimmed"] = rss_mib() - base
    print(json.dumps(out))
""")


@pytest.mark.skipif(not Path("/proc/self/status").exists() or sys.platform != "linux", reason="Linux /proc")
def test_the_heap_threshold_reuses_freed_blocks_until_the_trim():
    """D133: a small twin's check takes blocks under 32 MiB from the heap: its second round of 16 MB tensors is
    served by the first round's freed blocks, already faulted in; :func:`memory.trim` gives them back. The 1 MiB
    threshold (D51, the large twins) faults every round in afresh and keeps nothing."""
    def run(mode: str) -> dict:
        out = subprocess.run([sys.executable, "-c", HEAP, mode], capture_output=True, text=True, check=True,
                             env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
        return json.loads(out.stdout)

    fixed = run("fixed")
    assert fixed["faults1"] > 0.5 * fixed["faults0"] > 0  # the 1 MiB threshold: fresh pages every round ...
    assert fixed["kept"] < 50  # ... and nothing kept
    # the heap: round 2 reuses round 1's pages, which it holds (610 MB) until the trim. Reuse needs a survivor
    # above the last block (else the freed blocks merge into the heap's top and go back): the small pins may all
    # fill older holes, so a 512 KiB one is placed after the blocks. Before it, one pytest run in four faulted
    # afresh (a breaker found the cause); three tries stay for layouts not foreseen.
    heaps = [run("heap") for _ in range(3)]
    assert any(h["faults1"] < 0.1 * fixed["faults1"] and h["kept"] > 300 for h in heaps), heaps
    assert all(h["trimmed"] < 50 for h in heaps)


def test_trim_is_harmless():
    from cnxbuild.run import memory

    memory.trim()


PEAK = textwrap.dedent("""
    import numpy as np
    from cnxbuild.run import memory

    big = np.ones(50_000_000)  # 400 MB resident, then freed
    del big
    before = memory.peak_rss_bytes()
    memory.note_child_peak(123 << 20)
    memory.reset_peak()
    after = memory.peak_rss_bytes()
    small = np.ones(10_000_000)  # 80 MB: the new peak counts it
    print(before, after, memory.peak_rss_bytes(), memory.child_peak_bytes())
""")


@pytest.mark.skipif(not Path("/proc/self/clear_refs").exists() or sys.platform != "linux", reason="Linux /proc")
def test_reset_peak_starts_a_new_peak_and_forgets_the_children():
    out = subprocess.run([sys.executable, "-c", PEAK], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    before, after, later, child = (int(w) for w in out.stdout.split())
    assert before > 400e6  # the freed 400 MB array is in the old peak
    assert after < before - 300e6  # gone from the new one
    assert later >= after + 70e6  # the 80 MB array made after the reset is counted
    assert child == 0  # the child's peak noted before the reset is forgotten


def test_child_peaks_keep_the_largest():
    from cnxbuild.run import memory

    memory.reset_peak()
    memory.note_child_peak(5 << 20)
    memory.note_child_peak(None)
    memory.note_child_peak(3 << 20)
    assert memory.child_peak_bytes() == 5 << 20
    memory.reset_peak()
    assert memory.child_peak_bytes() == 0


KEEP = textwrap.dedent("""
    import ctypes, json, re, resource, sys
    from pathlib import Path
    from cnxbuild.run import memory

    def faults():
        return resource.getrusage(resource.RUSAGE_SELF).ru_minflt

    def rss_mib():
        return int(re.search(r"VmRSS:\\s+(\\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024

    def step():  # a train step's pattern: a 64 MiB transient from malloc, written and freed at each call (not
        buf = ctypes.create_string_buffer(64 << 20)  # numpy's arrays: it asks for huge pages, 2 MiB a fault)
        ctypes.memset(buf, 1, 64 << 20)

    def rounds():  # page faults a call, after a first call
        step()
        before = faults()
        for _ in range(4):
            step()
        return (faults() - before) / 4

    def freed_mib(size, count):  # resident MiB left by count freed blocks of size bytes, a block pinned after
        base = rss_mib()
        blocks = [ctypes.create_string_buffer(size) for _ in range(count)]
        pin = ctypes.create_string_buffer(512 << 10)  # from the heap top if mmap is still off
        del blocks
        return rss_mib() - base

    mode, out = sys.argv[1], {}
    if mode == "keep":
        with memory.keep_freed_heap() as took:
            assert took
            with memory.keep_freed_heap() as inner:  # a nested block (a train run inside a bench's) ...
                assert inner
            out["inside"] = rounds()  # ... leaves the setting to the outer one
            held = rss_mib()  # the heap holds the freed 64 MiB block ...
        out["returned"] = held - rss_mib()  # ... and hands it back when the block closes (malloc_trim)
    elif mode == "overlap":  # two threads' blocks, the first closed first: still kept until the second closes
        a, b = memory.keep_freed_heap(), memory.keep_freed_heap()
        a.__enter__(), b.__enter__()
        a.__exit__(None, None, None)
        out["inside"] = rounds()
        b.__exit__(None, None, None)
    elif mode == "threshold":  # the plant: the largest mmap threshold glibc takes (32 MiB) instead of no mmap
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(memory.M_MMAP_THRESHOLD, 32 << 20)
        libc.mallopt(memory.M_TRIM_THRESHOLD, -1)
        out["inside"] = rounds()
    else:  # "system", or a process started with GLIBC_TUNABLES: an empty block, then as before
        with memory.keep_freed_heap():
            pass
        out["inside"] = None
    out["after"] = rounds()  # after the block: large blocks mapped afresh again (or kept, if it started so)
    out["big"] = freed_mib(256 << 20, 1)  # a freed 256 MiB block leaves the resident set (mmap is back) ...
    out["small"] = freed_mib(64 << 10, 800)  # ... and 50 MiB of freed 64 KiB heap blocks (trimming is back)
    print(json.dumps(out))
""")


@pytest.mark.skipif(sys.platform != "linux" or memory_glibc() is None, reason="glibc's mallopt")
def test_keep_freed_heap_reuses_a_steps_transients_and_gives_them_back_after():
    def run(mode: str, tunables: str | None = None) -> dict:
        env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin",
               **({"GLIBC_TUNABLES": tunables} if tunables else {})}
        out = subprocess.run([sys.executable, "-c", KEEP, mode], capture_output=True, text=True, check=True,
                             env=env)
        return json.loads(out.stdout)

    from cnxbuild.run.memory import KEEP_HEAP_TUNABLES

    pages = (64 << 20) / 4096  # a fresh 64 MiB block faults in 16,384 pages
    system = run("system")
    assert system["after"] > 0.9 * pages  # the problem: glibc maps each large block afresh, every call
    for mode in ("keep", "overlap"):
        r = run(mode)
        assert r["inside"] < 0.05 * pages, mode  # inside, a freed block is the next call's, faulted in
        assert r["after"] > 0.9 * pages, mode  # after the last block closes, large blocks are mapped again,
        assert r["big"] < 64 and r["small"] < 16, (mode, r)  # and freed memory leaves the resident set
    assert run("keep")["returned"] > 48  # closing the block returns what the heap kept
    started = run("tunables", KEEP_HEAP_TUNABLES)  # a process started keeping: an empty block leaves it so
    assert started["after"] < 0.05 * pages
    planted = run("threshold")  # a raised mmap threshold alone cannot reach a 64 MiB block
    assert planted["inside"] > 0.9 * pages


@pytest.mark.parametrize("tunables, expected", [
    ("glibc.malloc.trim_threshold=0x200000", (65536, 2 * 1024 * 1024)),  # was read as 0: trim at every free
    ("glibc.malloc.mmap_max=010:glibc.malloc.trim_threshold=4096", (8, 4096)),  # strtoul: leading 0 is octal
    ("glibc.malloc.trim_threshold=1:glibc.malloc.trim_threshold=2048", (65536, 2048)),  # the last one wins
    ("glibc.malloc.mmap_max=99999999999:glibc.malloc.trim_threshold=1099511627776", (2**31 - 1, -1)),
    ("", (65536, 128 * 1024)),
])
def test_the_limits_a_process_started_with_are_read_as_glibc_reads_them(monkeypatch, tunables, expected):
    """A breaker's finding: a hex tunable was read as its leading 0, so leaving a block set that threshold."""
    from cnxbuild.run import memory

    monkeypatch.setenv("GLIBC_TUNABLES", tunables)
    memory._started_with.cache_clear()
    try:
        assert memory._started_with() == expected
    finally:
        memory._started_with.cache_clear()


@pytest.mark.parametrize("name, heap", [
    ("convnextin_adamwxclipdropwd005_train_step", True),  # ConvNeXt-T, 28.6M parameters: 3.6 GiB with the heap
    ("resnet50in_lambacc4x64wxbcewd001_train_step", True),
    ("convnextatto_adam_train_step", True),
    ("convnextin_fwd", True),
    ("convnextin_adamwxclipdropwd005bf16_train_step", False),  # bf16: 8.2 GiB with the heap
    ("convnextsin_adamwxclipdropwd005_train_step", False),  # 50M parameters
    ("convnextbin_adamdpx4wxclipdropwd005_train_step", False),  # 89M: 8.5 GiB with the heap
])
def test_only_a_small_float32_twins_check_keeps_its_freed_blocks(name: str, heap: bool):
    from cnxbuild.check import mmap_threshold, twin
    from cnxbuild.run import memory
    from cnxbuild.slug import parse_slug

    expected = memory.HEAP_THRESHOLD if heap else memory.MMAP_THRESHOLD
    assert mmap_threshold(twin(parse_slug(name))) == expected
