"""What a run leaves in ``--out``: ``losses.csv`` (step, loss, lr), ``loss.png`` (matplotlib, Agg) and
``summary.json``; and the progress bar while it runs.

With ``--compare OTHER/losses.csv`` the plot overlays the other run's curve and the summary records the
largest absolute difference of the per-step losses over the steps both have (infinite, written null, where
either run's loss was not finite: ``non_finite_step`` says where). ``summary.json`` is strict JSON: a loss that
is not finite is written null, and ``non_finite_loss_step`` names the first such step of this run.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import math
import sys
from pathlib import Path

from cnxbuild.atomic import write_atomic
from cnxbuild.train.checkpoint import RunPosition
from cnxbuild.train.schedule import learning_rate

__all__ = ["Compared", "LogLines", "compared", "progress", "say", "read_losses", "write_losses", "plot_losses",
           "write_outputs", "loss_difference", "first_non_finite", "strict_json"]


def progress(total: int, done: int, name: str, enabled: bool = True):
    """A tqdm bar over applied steps on stderr; a no-op bar when disabled or when stderr is not a terminal
    (a log file would get every redraw)."""
    from tqdm import tqdm

    shown = enabled and sys.stderr.isatty()
    return tqdm(total=total, initial=done, desc=name, unit="step", disable=not shown, dynamic_ncols=True)


class LogLines:
    """Progress for a log: where stderr is not a terminal (CI, ``2> run.log``) and the bar is therefore
    hidden, one line ``step N/M: loss L, lr X`` at most every ``every`` seconds and at the last step (a new
    user's finding, stop 40: a 300-step run was silent for 74 s). Nothing on a terminal (the bar shows it) or
    with ``--no-progress``."""

    def __init__(self, total: int, enabled: bool = True, every: float = 30.0) -> None:
        import time

        self.total, self.every, self._clock = total, every, time.monotonic
        self.on = enabled and not sys.stderr.isatty()
        self._last = self._clock()

    def step(self, applied: int, loss: float, lr: float) -> None:
        now = self._clock()
        if self.on and (applied == self.total or now - self._last >= self.every):
            self._last = now
            say(f"step {applied}/{self.total}: loss {loss:.4f}, lr {lr:.3g}")


def say(line: str) -> None:
    """One line on stderr, as the run reaches a phase that takes a while (compile, evaluation); shown in a log
    too, unlike the bar (``--no-progress``: none)."""
    print(line, file=sys.stderr, flush=True)


def write_losses(path: Path, pos: RunPosition, baked: bool = False) -> None:
    """``step,loss,lr`` per applied step (1-based), full float precision: ``loss`` is the step's (with
    accumulation, the mean of its micro-steps' losses), ``lr`` the rate it applied: the schedule's, or
    ``pos.lr`` at every step for a step that bakes its rate (``baked``: fused_sgd)."""
    f = io.StringIO(newline="")
    w = csv.writer(f)
    w.writerow(["step", "loss", "lr"])
    for i, loss in enumerate(pos.losses):
        lr = pos.lr if baked else learning_rate(i, pos.total, pos.lr, pos.warmup)
        w.writerow([i + 1, repr(loss), repr(lr)])
    write_atomic(path, f.getvalue().encode())  # a link at path is replaced, not written through (D113)


def read_losses(path: Path) -> list[float]:
    """The loss column of a ``losses.csv``, in step order.

    Raises:
        KeyError: the file has no ``loss`` column.
        ValueError: it holds no step, a row that is not ``step,loss,...`` with a number in each, or steps that are
            not 1, 2, 3, … (a comparison would pair other steps' losses); the message names the line.
    """
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        if "loss" not in (reader.fieldnames or ()):
            raise KeyError("loss")
        losses = []
        try:
            for row in reader:
                step, loss = row.get("step"), row.get("loss")
                try:
                    number = int(step) if step is not None else None
                    losses.append(float(loss))
                except (TypeError, ValueError):
                    raise ValueError(f"line {reader.line_num}: {step!r}, {loss!r} is not a step and a loss") from None
                if number is not None and number != len(losses):
                    raise ValueError(f"line {reader.line_num}: step {number} where step {len(losses)} belongs (steps "
                                     "count 1, 2, 3, … from the first line)")
        except csv.Error as e:  # raised while the next line is read
            raise ValueError(f"line {reader.line_num + 1}: {e}") from None
    if not losses:
        raise ValueError("it holds no step")
    return losses


def loss_difference(a: float, b: float) -> float:
    """|a − b|, and inf where either loss is not finite (NaN or inf: a run that diverged differs from one that did
    not; two infinities of one sign do not differ)."""
    if a == b:
        return 0.0
    d = abs(a - b)
    return d if math.isfinite(d) else math.inf


def first_non_finite(losses: list[float]) -> int | None:
    """The 1-based step of the first loss that is NaN or infinite, or None."""
    return next((i + 1 for i, x in enumerate(losses) if not math.isfinite(x)), None)


def strict_json(value):
    """``value`` with every float that is not finite written as None: ``summary.json`` is strict JSON, which has
    no NaN or Infinity (JavaScript, Go and jq read it)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: strict_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [strict_json(v) for v in value]
    return value


Compared = tuple[Path, str, list[float]]  # another run's losses.csv: its path, its runner's label, its losses


def compared(csv_path: Path) -> Compared:
    """``--compare``'s run read at once (the path, its label, its losses): before this run removes or writes any
    file, which may be that one (``--overwrite``, or a run written back to its own directory: a breaker's
    finding, stop 47, D113)."""
    return csv_path, _label_of(csv_path), read_losses(csv_path)


def _label_of(csv_path: Path) -> str:
    summary = csv_path.parent / "summary.json"
    with contextlib.suppress(OSError, ValueError, KeyError):
        return json.loads(summary.read_text())["runner"]
    return csv_path.parent.name


def plot_losses(path: Path, curves: list[tuple[str, list[float]]], title: str) -> None:
    """A small PNG (600 px wide) of the loss curves, the first solid, the second dashed; with two curves a
    lower panel shows their per-step absolute difference (log scale)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    two = len(curves) > 1
    fig, axes = plt.subplots(2 if two else 1, 1, figsize=(6, 4.6 if two else 3.5), dpi=100, sharex=True,
                             squeeze=False, gridspec_kw={"height_ratios": [3, 1.2] if two else [1]})
    ax = axes[0, 0]
    for i, (label, losses) in enumerate(curves[:2]):
        ax.plot(range(1, len(losses) + 1), losses, lw=1.2, ls="-" if i == 0 else "--", label=label)
    ax.set_ylabel("training loss (batch)")
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=8)
    if two:
        n = min(len(c[1]) for c in curves[:2])
        diff = [max(abs(a - b), 1e-9) for a, b in zip(curves[0][1][:n], curves[1][1][:n])]
        axes[1, 0].semilogy(range(1, n + 1), diff, lw=0.8, color="gray")
        axes[1, 0].set_ylabel("|Δ loss|\n(0 drawn at 1e-9)", fontsize=7)
    for a in axes[:, 0]:
        a.grid(alpha=0.3)
    axes[-1, 0].set_xlabel("applied step")
    fig.tight_layout()
    png = io.BytesIO()
    fig.savefig(png, format="png")
    plt.close(fig)
    write_atomic(path, png.getvalue())


def write_outputs(out: Path, pos: RunPosition, summary: dict, label: str, compare: Compared | None,
                  resumed_at: int = 0) -> None:
    """losses.csv, loss.png and summary.json in ``out`` (``summary`` gains the comparison, if any; a run resumed
    after ``resumed_at`` steps took steps 1 to ``resumed_at`` from its checkpoint, and the comparison says so
    and gives the largest difference over the steps this run computed too; ``compare``: :func:`compared`, read
    before the run began). Every file is written atomically, a link at its path replaced (D113)."""
    write_losses(out / "losses.csv", pos, summary["settings"].get("lr_schedule") == "baked")
    curves = [(label, pos.losses)]
    if compare is not None:
        path, other_label, other = compare
        pairs = list(zip(pos.losses, other))  # the steps both have
        diffs = [loss_difference(a, b) for a, b in pairs]
        curves.append((other_label, other))
        worst = max(diffs)
        summary["compare"] = {"losses": str(path), "label": curves[1][0], "steps": len(pairs),
                              "max_abs_loss_diff": worst,  # inf (null in the file): one of the two was not finite
                              "max_abs_loss_diff_step": 1 + diffs.index(worst),
                              "non_finite_step": next((i + 1 for i, pair in enumerate(pairs)
                                                       if not all(map(math.isfinite, pair))), None)}
        if resumed_at:
            summary["compare"]["steps_from_checkpoint"] = resumed_at
            summary["compare"]["max_abs_loss_diff_computed"] = max(diffs[resumed_at:], default=None)
    summary["non_finite_loss_step"] = first_non_finite(pos.losses)
    acc = summary["held_out_accuracy"]
    title = (f"{summary['slug']} on {Path(summary['data']).name}: {len(pos.losses)} steps, "
             f"held-out accuracy {100 * acc:.1f}%")
    plot_losses(out / "loss.png", curves, title)
    write_atomic(out / "summary.json", (json.dumps(strict_json(summary), indent=1, allow_nan=False) + "\n").encode())
