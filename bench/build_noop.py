"""Time a no-op ``doit`` on the default matrix: every task up to date, nothing written.

Usage: python bench/build_noop.py [--runs N] [--here] [--matrix FILE] [TASK ...]   (default: render manifest)

Without ``--here`` it works in a fresh temporary directory (reading the repo's variants.toml through
``$CNXBUILD_MATRIX``): one full run of TASK first (timed and printed), then N no-op runs. With ``--here``
it runs in the repository itself, so ``python bench/build_noop.py --here`` after a full ``doit`` times the
real no-op of the default tasks (render + compile + manifest; give no TASK).
Prints each run's wall time and the best and median of the no-op runs.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


MATRIX = REPO / "variants.toml"


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def doit(cwd: Path, tasks: list[str]) -> tuple[float, str]:
    """Run doit on ``tasks`` in ``cwd``; return the wall time and the reporter's summary line, with the run's
    CPU time (its process tree's, ``RUSAGE_CHILDREN``) appended."""
    env = dict(os.environ, CNXBUILD_MATRIX=str(MATRIX))
    t0, c0 = time.perf_counter(), _children_cpu()
    p = subprocess.run([sys.executable, "-m", "doit", "-f", str(REPO / "dodo.py"), "-d", str(cwd), *tasks],
                       check=False, env=env, capture_output=True, text=True)
    took = time.perf_counter() - t0
    if p.returncode:
        sys.exit(f"doit {' '.join(tasks)} failed ({p.returncode}):\n{p.stdout}{p.stderr}")
    return took, f"(CPU {_children_cpu() - c0:.2f} s)  " + (p.stdout.strip().splitlines() or [""])[-1]


def bench(cwd: Path, tasks: list[str], runs: int) -> None:
    took, summary = doit(cwd, tasks)
    print(f"first run  {took:6.2f} s   {summary}")
    times = []
    for _ in range(runs):
        took, summary = doit(cwd, tasks)
        times.append(took)
        print(f"no-op run  {took:6.2f} s   {summary}")
    print(f"no-op doit {' '.join(tasks) or '(default tasks)'}: best {min(times):.2f} s, "
          f"median {statistics.median(times):.2f} s over {runs} runs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tasks", nargs="*", help="doit tasks (default: render manifest; none with --here)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--here", action="store_true", help="run in the repository instead of a temp dir")
    ap.add_argument("--matrix", type=Path, default=MATRIX, help="the matrix file (default: variants.toml)")
    args = ap.parse_args()
    globals()["MATRIX"] = args.matrix.resolve()
    if args.here:
        bench(REPO, args.tasks, args.runs)
        return
    with tempfile.TemporaryDirectory(prefix="cnxbuild-noop-") as tmp:
        bench(Path(tmp), args.tasks or ["render", "manifest"], args.runs)


if __name__ == "__main__":
    main()
