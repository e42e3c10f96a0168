"""CPU time of iree-compile on committed artifacts, the build's exact command line, rounds interleaved.

Each *case* is an MLIR file plus optional extra iree-compile flags; every round compiles every case once, in
order, so a drift of the machine's speed within the hour falls on all cases alike (docs/check-cost.md: only
interleaved runs compare). The command line is :func:`cnxbuild.run.iree.iree_compile_args` (the flags `doit
compile` uses) plus iree.compiler's own output-format and embedded-linker flags, run as a child of this process;
its CPU time is read from ``os.wait4``'s resource usage (user + system, seconds), its wall time from a clock.

    python bench/compile_time.py verified_mlir/convnext_adam_train_step.mlir --rounds 3
    python bench/compile_time.py A.mlir --case "O1=--iree-llvmcpu-mlir-opt-level=O1" --rounds 3

Prints one row per case (each round's user and system CPU, wall, peak RSS) and the mean user CPU.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _tool_command(mlir: Path, out: Path, extra: list[str]) -> list[str]:
    """The iree-compile command line `doit compile` runs on ``mlir`` (host CPU), plus ``extra``."""
    from iree.compiler.tools.binaries import find_tool

    from cnxbuild.run.iree import IreeCompile, iree_compile_args

    lld = Path(find_tool("iree-compile")).with_name("iree-lld")
    return [find_tool("iree-compile"), str(mlir), *iree_compile_args(IreeCompile()),
            "--iree-vm-bytecode-module-output-format=flatbuffer-binary",
            f"--iree-llvmcpu-embedded-linker-path={lld}", "--mlir-print-debuginfo",
            "--mlir-print-op-on-diagnostic=false", *extra, "-o", str(out)]


def compile_once(mlir: Path, extra: list[str]) -> dict[str, float]:
    """One iree-compile of ``mlir``: ``{"user_s", "sys_s", "wall_s", "peak_mib"}``. Raises on a failed compile."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = _tool_command(mlir, Path(tmp) / "out.vmfb", extra)
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        err = proc.stderr.read().decode(errors="replace")
        proc.stderr.close()
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            raise RuntimeError(f"iree-compile {mlir} {' '.join(extra)} failed ({proc.returncode}):\n{err[-2000:]}")
    return {"user_s": usage.ru_utime, "sys_s": usage.ru_stime, "wall_s": wall, "peak_mib": usage.ru_maxrss / 1024}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mlir", type=Path, help="an artifact's .mlir (e.g. verified_mlir/convnext_adam_train_step.mlir)")
    ap.add_argument("--case", action="append", default=[], metavar="NAME=FLAGS",
                    help="a further case: a name and space-separated extra flags (the build's as is: 'build=')")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    cases = {"build": []}
    for c in args.case:
        name, _, flags = c.partition("=")
        cases[name] = flags.split()
    rows: dict[str, list[dict]] = {n: [] for n in cases}
    for r in range(args.rounds):
        for name, extra in cases.items():
            rows[name].append(compile_once(args.mlir, extra))
            m = rows[name][-1]
            print(f"round {r + 1} {name}: user {m['user_s']:.1f} s, sys {m['sys_s']:.1f} s, wall {m['wall_s']:.1f} s",
                  file=sys.stderr, flush=True)
    print(f"iree-compile of {args.mlir} (the build's flags), {args.rounds} rounds interleaved, "
          f"load at the end {os.getloadavg()[0]:.2f}\n")
    print("| case | extra flags | user CPU s per round | sys s | wall s | peak MiB | mean user s |")
    print("|---|---|---|---:|---:|---:|---:|")
    for name, ms in rows.items():
        users = ", ".join(f"{m['user_s']:.1f}" for m in ms)
        print(f"| {name} | `{' '.join(cases[name]) or '–'}` | {users} | "
              f"{statistics.mean(m['sys_s'] for m in ms):.1f} | {statistics.mean(m['wall_s'] for m in ms):.1f} | "
              f"{max(m['peak_mib'] for m in ms):.0f} | {statistics.mean(m['user_s'] for m in ms):.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
