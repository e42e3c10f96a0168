"""How often the numeric check catches a wrong artifact: mutation testing of the check (spec/checks.md,
"Planted bugs", made systematic).

Usage::

    python bench/mutation_check.py [--slug SLUG] [--mutants 40] [--seed 0] [--operators add_sub ...]
                                   [--region all|optimizer] [--json OUT] [--list]
                                   [--replay EARLIER.json [--survivors]]

The check's twin module (:func:`cnxbuild.check.twin`, rendered by the shipped emitter) is mutated at one line
at a time, and :func:`cnxbuild.check.check_variant` judges the mutant exactly as it judges the shipped
artifact (``cnxbuild.check.executor.render`` is replaced for the twin's slug only; the reference, the inputs and the
bound are the shipped ones). A mutant is **killed** when the verdict fails or the mutant does not compile,
and **survives** when it passes. Mutation operators, each a one-line edit of a StableHLO op
(``%r = stablehlo.<op> ... : tensor<T>``):

=========  ==========================================================================================
operator   the edit (a realistic emitter slip)
=========  ==========================================================================================
add_sub    ``add`` ↔ ``subtract``: a sign slip
mul_div    ``multiply`` ↔ ``divide``: a reciprocal slip
swap       ``subtract`` / ``divide`` with its operands swapped
drop       a unary op (``sqrt``, ``rsqrt``, ``tanh``, ``exponential``, ``log``, ``negate``) or a binary
           op left out: the result is its first operand (``maximum %a, %a``)
max_min    ``maximum`` ↔ ``minimum``
const      a non-zero float constant doubled (a wrong baked constant, a wrong count in a mean)
=========  ==========================================================================================

Sites are sampled with ``--seed`` evenly over the operators, then over the module's lines (``--region
optimizer``: only the lines after the twin's last ``convolution`` or ``dot_general``, i.e. the optimizer stage
with the last gradients' sums, where the forward and backward's many sites would otherwise draw most
mutants); ``--replay`` runs the mutants of an earlier ``--json`` again (``--survivors``: only those that
survived there), e.g. after a
change to the check. A surviving mutant is either a gap in the check or an **equivalent** mutant (one that
cannot change the outputs beyond float32 rounding, e.g. the shift of a softmax's max subtraction); the report
lists every survivor with its line for a reader to tell which. The JAX reference is compiled once per
process, so a mutant costs about one twin iree-compile (12 s for the atto AdamW twin on 2 cores). Measured
here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

_LINE = re.compile(r"^(\s*%[\w.]+ = )stablehlo\.(\w+) (.*) : (tensor<[^>]*>)\s*$")
_BINARY = ("add", "subtract", "multiply", "divide", "maximum", "minimum")
_UNARY = ("sqrt", "rsqrt", "tanh", "exponential", "log", "negate")
_CONST = re.compile(r"^(\s*%[\w.]+ = stablehlo\.constant dense<)(-?[0-9.]+(?:[eE][-+]?[0-9]+)?)(> : .*)$")
OPERATORS = ("add_sub", "mul_div", "swap", "drop", "max_min", "const")


def sites(text: str) -> dict[str, list[tuple[int, str]]]:
    """Every one-line mutation of ``text`` per operator: ``{operator: [(line index, mutated line), ...]}``."""
    out: dict[str, list[tuple[int, str]]] = {op: [] for op in OPERATORS}
    swap = {"add": "subtract", "subtract": "add", "multiply": "divide", "divide": "multiply",
            "maximum": "minimum", "minimum": "maximum"}
    for i, line in enumerate(text.split("\n")):
        c = _CONST.match(line)
        if c and float(c.group(2)) != 0.0:
            out["const"].append((i, f"{c.group(1)}{float(c.group(2)) * 2!r}{c.group(3)}"))
            continue
        m = _LINE.match(line)
        if not m:
            continue
        head, op, args, ty = m.groups()
        operands = [a.strip() for a in args.split(",")]
        if op in _BINARY and len(operands) == 2 and all(a.startswith("%") for a in operands):
            kind = {"add": "add_sub", "subtract": "add_sub", "multiply": "mul_div", "divide": "mul_div",
                    "maximum": "max_min", "minimum": "max_min"}[op]
            out[kind].append((i, f"{head}stablehlo.{swap[op]} {args} : {ty}"))
            if op in ("subtract", "divide"):
                out["swap"].append((i, f"{head}stablehlo.{op} {operands[1]}, {operands[0]} : {ty}"))
            out["drop"].append((i, f"{head}stablehlo.maximum {operands[0]}, {operands[0]} : {ty}"))
        elif op in _UNARY and len(operands) == 1 and operands[0].startswith("%"):
            out["drop"].append((i, f"{head}stablehlo.maximum {operands[0]}, {operands[0]} : {ty}"))
    return out


def optimizer_region(text: str) -> int:
    """The index of the first line after ``text``'s last ``convolution`` or ``dot_general`` (0 if none): where
    the optimizer stage (and the sums of the last gradients) begins in a rendered train step."""
    last = [i for i, line in enumerate(text.split("\n"))
            if "stablehlo.convolution" in line or "stablehlo.dot_general" in line]
    return last[-1] + 1 if last else 0


def sample(found: dict[str, list[tuple[int, str]]], n: int, seed: int, operators: tuple[str, ...]):
    """``n`` mutants, round-robin over ``operators`` (each operator's sites shuffled with ``seed``)."""
    rng = random.Random(seed)
    pools = {op: rng.sample(found[op], len(found[op])) for op in operators if found[op]}
    chosen: list[tuple[str, int, str]] = []
    while len(chosen) < n and any(pools.values()):
        for op in operators:
            if pools.get(op) and len(chosen) < n:
                i, line = pools[op].pop()
                chosen.append((op, i, line))
    return chosen


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--slug", default="convnextatto_adam_train_step")
    p.add_argument("--mutants", type=int, default=40)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--operators", nargs="+", choices=OPERATORS, default=list(OPERATORS))
    p.add_argument("--region", choices=("all", "optimizer"), default="all",
                   help="mutate anywhere, or only after the last convolution/dot_general "
                        "(the optimizer stage)")
    p.add_argument("--json", type=Path, help="write every mutant's verdict here")
    p.add_argument("--list", action="store_true", help="count the sites per operator and stop")
    p.add_argument("--replay", type=Path, help="the mutants of an earlier --json, in its order")
    p.add_argument("--survivors", action="store_true",
                   help="with --replay: only the mutants that survived there")
    args = p.parse_args()
    if args.mutants < 1:
        p.error(f"--mutants {args.mutants}: give at least 1")

    import cnxbuild.check as check
    from cnxbuild.check import executor
    from cnxbuild.run import ToolError
    from cnxbuild.slug import parse_slug, slug
    from cnxbuild.step import render

    v = parse_slug(args.slug)
    t = check.twin(v)
    text = render(t)
    lines = text.split("\n")
    found = sites(text)
    if args.region == "optimizer":
        start = optimizer_region(text)
        found = {op: [(i, line) for i, line in pool if i >= start] for op, pool in found.items()}
        print(f"region: lines {start + 1}-{len(lines)} (after the last convolution/dot_general)")
    print(f"{args.slug}: twin {slug(t)}, {len(lines)} lines; sites: "
          + ", ".join(f"{op} {len(found[op])}" for op in OPERATORS), flush=True)
    if args.list:
        return
    mutant: dict[str, str] = {}
    executor.render = lambda u: mutant["text"] if slug(u) == slug(t) and "text" in mutant else render(u)

    def judge(label: str) -> dict:
        t0 = time.perf_counter()
        try:
            verdict = check.check_variant(v, "iree")
        except ToolError as e:
            return {"killed": True, "why": "does not compile: " + str(e).splitlines()[0][:120],
                    "seconds": round(time.perf_counter() - t0, 1)}
        worst = verdict.worst(1)[0]
        share = worst.rel / worst.bound
        return {"killed": not verdict.ok, "why": verdict.line(),
                "worst_share": None if share != share else share,
                "seconds": round(time.perf_counter() - t0, 1)}

    base = judge("shipped")
    print(f"shipped: {'FAIL' if base['killed'] else 'PASS'} ({base['why']})", flush=True)
    results = []
    chosen = sample(found, args.mutants, args.seed, tuple(args.operators))
    if args.replay:
        earlier = json.loads(args.replay.read_text())
        if earlier["slug"] != args.slug:
            p.error(f"--replay {args.replay} holds mutants of {earlier['slug']}, not {args.slug}")
        kept = [r for r in earlier["mutants"] if not (args.survivors and r["killed"])]
        if any(lines[r["line"] - 1].strip() != r["was"] for r in kept):
            p.error(f"--replay {args.replay}: the twin's text changed since; its lines no longer match")
        chosen = [(r["operator"], r["line"] - 1, lines[r["line"] - 1].replace(r["was"], r["now"]))
                  for r in kept]
    for k, (op, i, new) in enumerate(chosen):
        mutant["text"] = "\n".join(lines[:i] + [new] + lines[i + 1:])
        r = {"operator": op, "line": i + 1, "was": lines[i].strip(), "now": new.strip(), **judge(op)}
        results.append(r)
        state = "killed" if r["killed"] else "SURVIVED"
        print(f"[{k + 1}/{len(chosen)}] {op:8} line {i + 1}: {state} in {r['seconds']} s — {r['was'][:90]}",
              flush=True)
    killed = sum(r["killed"] for r in results)
    print(f"\n{killed}/{len(results)} mutants killed; survivors:")
    for r in results:
        if not r["killed"]:
            print(f"  {r['operator']} line {r['line']}: {r['was']}\n    -> {r['now']}\n    {r['why']}")
    if args.json:
        args.json.write_text(json.dumps({"slug": args.slug, "seed": args.seed, "region": args.region,
                                         "shipped": base,
                                         "mutants": results}, indent=1) + "\n")


if __name__ == "__main__":
    main()
