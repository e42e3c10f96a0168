"""The ``--out`` directory of a train run: refused when it holds another step's run, or an earlier run of the
same step without ``--overwrite`` (stops 40 and 47, D113); the earlier run's files removed once the new run may
start."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import fnmatch
import json
import os
from pathlib import Path

from cnxbuild.train import report
from cnxbuild.train.checkpoint import checkpoint_slug
from cnxbuild.train.steppers import TrainError

__all__ = ["RUN_FILES", "check_out", "remove_earlier", "out_lock", "probe_out", "writable", "remove_dead_temps"]


#: What a run writes in ``--out`` (report.py, checkpoint.py): removed by ``--overwrite`` before a fresh run.
RUN_FILES = ("summary.json", "losses.csv", "loss.png", "ckpt_*.safetensors")


def check_out(out: Path, slug: str, *, resume: Path | None = None, overwrite: bool = False) -> list[Path]:
    """Refuse an ``--out`` that holds another train step's run (its ``summary.json`` or a checkpoint of
    another slug) or a ``summary.json`` that is no run's: its checkpoints would lie beside this run's under
    one summary (a breaker's finding, stop 40). A run into a directory that holds an earlier run of the same
    step is refused too, unless ``overwrite``: a fresh run replaced that run's checkpoints and left the later
    ones beside its own summary (a new user's finding, stop 47, D113). A run that resumes (``resume``) a checkpoint in
    ``out`` continues that run and may write back to it (not with ``overwrite``, which would remove the
    checkpoint it continues from); one that resumes a checkpoint from elsewhere is a run of its own (a
    breaker's finding, stop 47). Returns the earlier run's files (:data:`RUN_FILES`) that ``overwrite``
    removes once everything else has been checked and compiled (none otherwise).

    Raises:
        TrainError: naming the directory, the other run's slug and what to do.
    """
    summary = out / "summary.json"
    if summary.is_file():
        try:
            doc = json.loads(summary.read_text())
        except (OSError, ValueError, UnicodeDecodeError):
            doc = None
        if not (isinstance(doc, dict) and isinstance(doc.get("slug"), str)):
            raise TrainError(f"--out {out}: its summary.json is not the summary of a cnxbuild train run; "
                             "give another --out, or remove that file")
        if doc["slug"] != slug:
            raise TrainError(f"--out {out}: holds a run of {doc['slug']} (its summary.json and checkpoints); "
                             f"give another --out for {slug}, or remove that directory")
    for ckpt in sorted(out.glob("ckpt_*.safetensors")) if out.is_dir() else []:
        other = checkpoint_slug(ckpt)  # a run stopped before its summary leaves checkpoints only
        if other is not None and other != slug:
            raise TrainError(f"--out {out}: holds {ckpt.name}, a checkpoint of {other}; give another --out "
                             f"for {slug}, or remove that directory")
    earlier = [p for pattern in RUN_FILES for p in sorted(out.glob(pattern))] if out.is_dir() else []
    inside = resume is not None and out.is_dir() and os.path.realpath(resume.parent) == os.path.realpath(out)
    if inside and overwrite:
        raise TrainError(f"--overwrite with --resume {resume}: it would remove the checkpoint this run continues "
                         f"from; continue the run in {out} without --overwrite, or give another --out")
    if not earlier or inside:
        return []
    if not overwrite:
        raise TrainError(f"--out {out}: holds an earlier run of {slug} ({', '.join(p.name for p in earlier[:4])}"
                         f"{', …' if len(earlier) > 4 else ''}); give another --out, --overwrite to replace that "
                         "run, or --resume one of its checkpoints to continue it")
    folders = [p for p in earlier if p.is_dir() and not p.is_symlink()]
    if folders:  # named as a run's file, but no file: --overwrite removes files only
        raise TrainError(f"--overwrite: {folders[0]} is a directory, not a file of a run; remove it by hand")
    return earlier


def remove_earlier(out: Path, earlier: list[Path]) -> None:
    """Remove ``earlier`` (what :func:`check_out` returned under ``--overwrite``) and say how many files went."""
    for p in earlier:
        p.unlink(missing_ok=True)
    if earlier:
        report.say(f"--overwrite: removed the earlier run's {len(earlier)} file{'s' * (len(earlier) != 1)} "
                   f"from {out}")


@contextlib.contextmanager
def out_lock(out: Path):
    """Create ``out`` and hold an exclusive lock on it (``flock`` on the directory itself: no lock file is left)
    while the body writes the run's files; released when the body ends or the process dies. Two runs into one
    ``--out`` both passed :func:`check_out` and mixed their checkpoints under one summary (a breaker's finding,
    stop 56): the second is refused at once, naming the directory, rather than made to wait for a training run.

    Raises:
        TrainError: another process holds ``out``'s lock.
    """
    try:
        out.mkdir(parents=True, exist_ok=True)
        fd = os.open(out, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as e:
        raise TrainError(f"--out {out}: cannot be made a directory ({e.strerror or e})") from None
    try:
        _locked(out, fd)
        writable(out)
        yield
    finally:
        os.close(fd)


#: ``flock``'s errors of a file system that takes no locks (NFS without lockd, Lustre mounted ``noflock``).
NO_LOCKS = (errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP)


def _locked(out: Path, fd: int) -> None:
    """Take ``out``'s lock on ``fd`` or refuse; on a file system without locks, say so and go on unlocked (runs
    that worked there before stop 56 still do; a breaker's finding)."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise TrainError(f"--out {out}: another cnxbuild train is writing its run there now; give another --out "
                         "(one directory per run), or wait for it to finish") from None
    except OSError as e:
        if e.errno not in NO_LOCKS:
            raise TrainError(f"--out {out}: cannot be locked ({e.strerror or e})") from None
        report.say(f"note: --out {out}: its file system takes no locks ({e.strerror}): a second run into it "
                   "would not be refused")


def writable(out: Path) -> None:
    """Refuse an ``--out`` no file can be written in (a read-only mount; permissions), by writing and removing a
    probe file: a run found it only when its first checkpoint failed, after training (a breaker's finding, stop 56).
    """
    import tempfile

    try:
        fd, probe = tempfile.mkstemp(dir=out, prefix=".cnxbuild-train-probe.", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise TrainError(f"--out {out}: no file can be written there ({e.strerror or e}); give another --out") \
            from None


def probe_out(out: Path) -> None:
    """Before anything compiles: refuse an ``--out`` another run is writing to now (its lock taken and let go at
    once), or one that cannot be written (where it exists; else the nearest directory above it that does): the
    lock refused them only after the compile, and the earlier-run check advised ``--overwrite`` for a run being
    written (a breaker's finding, stop 56). :func:`out_lock` checks both again."""
    if out.is_dir():  # out_lock's checks, its lock let go at once (its no-lock note is said once, by the run's)
        with open(os.devnull, "w") as null, contextlib.redirect_stderr(null), out_lock(out):
            pass
        return
    above = next((p for p in out.absolute().parents if p.is_dir()), None)
    if above is not None and not os.access(above, os.W_OK):
        why = " (a read-only file system)" if _read_only(above) else ""
        raise TrainError(f"--out {out}: {above} cannot be written{why}; give another --out")


def _read_only(path: Path) -> bool:
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def remove_dead_temps(out: Path) -> list[Path]:
    """Remove the temp files a killed run's atomic writes left for its files (:data:`RUN_FILES`) in ``out``: a
    checkpoint's is as large as the state (a breaker's finding, stop 56); a live writer's are kept
    (:func:`cnxbuild.atomic.stale_temps`). Called under :func:`out_lock`. Returns what was removed."""
    from cnxbuild.atomic import remove_temps

    names = {t.name[1:-4].rsplit(".", 2)[0] for t in out.glob(".*.tmp") if t.name[1:-4].count(".") >= 2}
    gone = [p for n in sorted(names) if any(fnmatch.fnmatchcase(n, pat) for pat in RUN_FILES)
            for p in remove_temps(out / n)]
    if gone:
        report.say(f"removed {len(gone)} temp file{'s' * (len(gone) != 1)} a stopped run left in {out}")
    return gone
