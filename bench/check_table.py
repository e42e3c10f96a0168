"""The verdicts of a `doit check` run as a Markdown table: one row per report in ``build/checks/``.

Usage::

    python bench/check_table.py [REPORT_DIR] [--sort wall|slug]

Per artifact: the verdict line (``Verdict.line()``), the check's wall time (the report's ``timings.total_s``: the
twin's render, iree-compile, reference and runs; not the full-size compile, which is its own task), where it went
(the twin's iree-compile; the float64 gradient's scale and a clip variant's drive; the twin's runs, an XLA twin's
compile included; the reference's truth and control of every run; the rest: inputs, judging), and its peak
resident memory (``memory.peak_rss_gib``, plus the XLA child's for a data-parallel twin), then the totals, each
phase's share of them, and the bf16 variants' worst ratio to the bound. Reads the reports only; runs nothing.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def rows(directory: Path) -> list[dict]:
    """Every ``*.json`` report under ``directory`` (sorted by name), as loaded."""
    return [json.loads(p.read_text()) for p in sorted(directory.glob("*.json"))]


def _gib(x) -> str:
    return "–" if x is None else f"{x:.2f}"


def worst_ratio(report: dict) -> float:
    """The largest rel/bound over the report's tensors (≤ 1 on a pass)."""
    return max((t["rel"] / t["bound"] for t in report["tensors"]), default=0.0)


def _is_bf16(slug: str) -> bool:
    from cnxbuild.slug import parse_slug

    return getattr(parse_slug(slug), "precision", None) is not None and parse_slug(slug).precision.value == "bf16"


#: The table's phase columns: name → the report's ``timings`` keys it sums (cnxbuild.check.verdict.PHASES);
#: "other" is the wall time less all of them
COLUMNS = {"twin compile": ("compile_s",), "gradient scale": ("gradient_scale_s",), "runs": ("run_s",),
           "reference": ("reference_s", "reference_A_s", "reference_B_s", "reference_C_s",
                         "reference_A_own_gradient_s")}


def phases(timings: dict) -> dict[str, float]:
    """Seconds per :data:`COLUMNS` phase and ``"other"`` (≥ 0) of one report's ``timings`` (keys a report of an
    older cnxbuild lacks count as 0, their time as other)."""
    out = {name: sum(float(timings.get(k) or 0.0) for k in keys) for name, keys in COLUMNS.items()}
    out["other"] = max(float(timings["total_s"]) - sum(out.values()), 0.0)
    return out


def table(reports: list[dict], sort: str = "slug") -> str:
    """The Markdown table of ``reports``, a totals line and each phase's share of the total."""
    key = (lambda r: -r["timings"]["total_s"]) if sort == "wall" else (lambda r: r["slug"])
    names = [*COLUMNS, "other"]
    out = ["| artifact | verdict | wall s | " + " | ".join(f"{n} s" for n in names) + " | peak RSS GiB (XLA child) |",
           "|---|---|---:|" + "---:|" * len(names) + "---:|"]
    summed = dict.fromkeys(names, 0.0)
    for r in sorted(reports, key=key):
        mem = r.get("memory", {})
        child = mem.get("child_peak_rss_gib") or 0
        peak = _gib(mem.get("peak_rss_gib")) + (f" ({child:.2f})" if child else "")
        split = phases(r["timings"])
        for n in names:
            summed[n] += split[n]
        out.append(f"| `{r['slug']}` | {r['summary']} | {r['timings']['total_s']:.0f} | "
                   + " | ".join(f"{split[n]:.0f}" for n in names) + f" | {peak} |")
    total = sum(r["timings"]["total_s"] for r in reports)
    passed = sum(r["verdict"] == "pass" for r in reports)
    largest = max(reports, key=lambda r: max(r.get("memory", {}).get("peak_rss_gib") or 0,
                                             r.get("memory", {}).get("child_peak_rss_gib") or 0), default=None)
    out.append("")
    out.append(f"{passed}/{len(reports)} PASS; checks' wall time summed {total:.0f} s"
               + (f"; largest peak: `{largest['slug']}`" if largest else ""))
    if total > 0:
        out.append("where it went: " + ", ".join(f"{n} {summed[n]:.0f} s ({summed[n] / total:.0%})" for n in names))
    bf16 = [(worst_ratio(r), r["slug"]) for r in reports if _is_bf16(r["slug"])]
    if bf16:
        ratio, which = max(bf16)
        out.append(f"bf16 worst ratio to the bound: {ratio:.2f} (`{which}`)")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("directory", nargs="?", default="build/checks", type=Path)
    ap.add_argument("--sort", choices=("slug", "wall"), default="slug")
    args = ap.parse_args(argv)
    reports = rows(args.directory)
    if not reports:
        print(f"no reports in {args.directory}")
        return 1
    print(table(reports, args.sort))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
