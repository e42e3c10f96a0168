"""``cnxbuild train`` and ``cnxbuild init-state``: train with an artifact from Python, or write the starting state
and flag file a driver that is not Python starts from."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from cnxbuild.cli.base import (_artifact_args, _data, _file, _input_file, _matrix_entry, _matrix_of, _mlir_dir,
                               _partner_of, _path, _registry, command)
from cnxbuild.config import load_matrix
from cnxbuild.slug import parse_slug
from cnxbuild.variant import TrainStep


def _built_by_matrix(args: argparse.Namespace) -> set[str]:
    """The slug of every artifact the matrix (:func:`_matrix_of`) builds: its entries and their forward partners
    (empty without a matrix)."""
    if not _matrix_of(args):
        return set()
    from cnxbuild.expand import expand
    from cnxbuild.slug import slug

    entries = expand(load_matrix(args.matrix))
    return ({slug(e.variant) for e in entries}
            | {slug(e.partner) for e in entries if isinstance(e.variant, TrainStep)})


def _nearest_requested(args: argparse.Namespace) -> str | None:
    """The slug of the matrix (:func:`_matrix_of`) nearest ``args.slug`` when one is a near miss of it (one
    marker's digits or letters apart: ``wd05`` for ``wd005``), else None (a new user's finding, stop 44: a typo of
    a slug is another valid slug, and nothing said so)."""
    import difflib

    near = difflib.get_close_matches(args.slug, sorted(_built_by_matrix(args)), n=1, cutoff=0.95)
    return near[0] if near else None


def _outside_matrix(args: argparse.Namespace, v: TrainStep, what: str = "train") -> str | None:
    """A note when a matrix is in use (:func:`_matrix_of`) and does not request ``v``: ``train`` trains a fresh
    render of the name, which neither ``doit`` builds nor ``doit check`` checks; ``init-state`` writes a start
    for a module no build of the matrix writes. The matrix's slug ``args.slug`` is a near miss of is named.
    None otherwise."""
    if not _matrix_of(args) or _matrix_entry(args, v) is not None:
        return None
    near = _nearest_requested(args)
    hint = f" (did you mean {near}?)" if near else ""
    if what == "train":
        return (f"note: {args.slug} is not in {args.matrix}{hint}: it is trained from a fresh render of its name, "
                "which doit neither builds nor checks (add it to the matrix to have it built and checked)")
    return (f"note: {args.slug} is not in {args.matrix}{hint}: no build of the matrix writes its module and doit "
            "check never checks it, and its forward partner is the default one (eval batch 32); add it to the "
            f"matrix and run doit, or write its module with `cnxbuild render {args.slug} -o {args.slug}.mlir` "
            "and compile that with the flags of docs/sidecar.md")


def summary_line(s: dict) -> str:
    """The line ``cnxbuild train`` ends with, from its summary ``s``: runner, steps, final loss, held-out
    accuracy (and the EMA weights' where the step keeps an EMA), and the largest loss difference of
    ``--compare``."""
    n = s["settings"]["applied"]
    line = (f"{s['runner']}: {n} step{'' if n == 1 else 's'}, final loss {s['final_loss']:.4f}, held-out "
            f"accuracy {100 * s['held_out_accuracy']:.2f}% ({s['held_out_examples']} images)")
    if "held_out_accuracy_ema" in s:
        line += f", with the EMA weights {100 * s['held_out_accuracy_ema']:.2f}%"
    if "compare" in s:
        c = s["compare"]  # never empty: each run has a step (report.read_losses refuses a file without one)
        if c.get("non_finite_step") is not None:
            line += f"; max |loss − {c['label']}| not finite (a loss is NaN or inf from step {c['non_finite_step']})"
        else:
            line += f"; max |loss − {c['label']}| {c['max_abs_loss_diff']:.3g}"
    if s.get("non_finite_loss_step") is not None:
        line += (f"\nwarning: the loss is not finite from step {s['non_finite_loss_step']} on: the run diverged "
                 "(a lower --lr, or clip_norm in the recipe)")
    return line


FRESH_HEAD_HELP = ("with --init-timm: leave out the file's classifier (any class count) and draw it by timm's "
                   "initialisation from the seed, for fine-tuning, e.g. ImageNet-1k weights into a 10-class step")


def _fresh_head_alone(args: argparse.Namespace) -> bool:
    """``--fresh-head`` without ``--init-timm`` (train and init-state): said on stderr, True."""
    if args.fresh_head and args.init_timm is None:
        print("error: --fresh-head draws the classifier of a θ loaded with --init-timm FILE: give both",
              file=sys.stderr)
        return True
    return False


def _train_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use")
    p.add_argument("--data", metavar="DIR|digits", type=_data,
                   help="an ImageFolder directory (one subfolder per class; train/ and val/ if present, else the "
                        "last 20%% of each class's sorted files held out), each image resized to the step's size "
                        "(bilinear, aspect not kept) and normalised by ImageNet's mean and std, no augmentation; or "
                        "'digits' (scikit-learn's 8x8 digits, upsampled; works offline); required unless --resume "
                        "is given (then the checkpoint's)")
    p.add_argument("--steps", type=int, metavar="N",
                   help="applied (optimizer) steps in all; required unless --resume is given (then the "
                        "checkpoint's)")
    p.add_argument("--executor", choices=("iree", "xla"), default=None,
                   help="iree (llvm-cpu; default) or xla; not with --reference, which runs no artifact")
    p.add_argument("--out", type=_path, default=None, metavar="DIR",
                   help="output directory (default build/train/SLUG)")
    p.add_argument("--lr", type=float, help="peak learning rate (default: 1e-3 for adamw, lamb and rmsprop; "
                                            "0.1 x global batch / 256 for momentum, nesterov and sgd)")
    p.add_argument("--warmup", type=int, metavar="W",
                   help="linear-warmup steps before the cosine (default N//10)")
    p.add_argument("--seed", type=int, help="seed of init, data order and drop masks: an integer >= 0 (default 0)")
    p.add_argument("--resume", type=_path, metavar="CKPT",
                   help="continue exactly from a checkpoint of this run (settings as they were)")
    p.add_argument("--init-timm", type=_input_file, metavar="FILE",
                   help="θ (and buffers) from a timm state_dict saved as safetensors (names and shapes checked)")
    p.add_argument("--fresh-head", action="store_true", help=FRESH_HEAD_HELP)
    p.add_argument("--reference", action="store_true",
                   help="run the JAX + optax reference instead of the artifact (same data, seeds, scalars)")
    p.add_argument("--checkpoint-every", type=int, default=0, metavar="N",
                   help="save ckpt_<step>.safetensors every N applied steps, and always after the last "
                        "(default 0: after the last only)")
    p.add_argument("--compare", type=_file, metavar="CSV",
                   help="another run's losses.csv to overlay in loss.png; summary.json gets the largest "
                        "per-step loss difference")
    p.add_argument("--drop-path-rate", type=float, metavar="R",
                   help="stochastic-depth rate of the ramp the sidecar's drop_path.schedule names (drop "
                        "variants only): the last block's under 'linear' (timm's linspace ramp), rate*i/blocks "
                        "for block i under 'block_fraction'. Default: the sidecar's recommendation, the net "
                        "family's rate for the size (cnxbuild explain SLUG shows the keep it gives)")
    p.add_argument("--ema-decay", type=float, metavar="D",
                   help="EMA decay the warmup min(D, (1+s)/(10+s)) rises to (ema variants only; default "
                        "0.9999)")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bar and no phase lines (compile, evaluation) on stderr; the last line and "
                        "the files are the same")
    p.add_argument("--overwrite", action="store_true",
                   help="replace an earlier run of the same step in --out (its summary, losses, plot and "
                        "checkpoints are removed first); without it such an --out is refused unless --resume "
                        "continues that run")


@command("train", "train with an artifact, driven by its sidecar", _train_args,
         "Compile SLUG once for this machine (or reuse the llvm-cpu .vmfb doit built from the same bytes and "
         "flags, for this machine's CPU or for a CPU the matrix's [build] chips names whose every feature this "
         "machine has) and run "
         "it for --steps applied steps on --data (warmup + cosine lr, bias "
         "corrections, EMA decay, drop masks, accumulation phases from the sidecar), then evaluate the "
         "held-out split with its forward partner. Writes losses.csv, loss.png, summary.json and "
         "safetensors checkpoints to --out.")
def _train(args: argparse.Namespace) -> int:
    from cnxbuild.train import TrainOptions, train
    from cnxbuild.train.checkpoint import CheckpointError
    from cnxbuild.train.data import DataError
    from cnxbuild.train.steppers import TrainError

    registry = _registry(args)
    v = parse_slug(args.slug, registry)
    if not isinstance(v, TrainStep):
        print(f"error: {args.slug} is a forward, not a train step", file=sys.stderr)
        return 2
    if _fresh_head_alone(args):
        return 2
    if args.reference and args.executor is not None:  # a breaker's finding (stop 57): --executor was ignored
        print(f"error: --executor {args.executor} with --reference: the reference (JAX + optax) runs no artifact, "
              "so no executor; give one or the other", file=sys.stderr)
        return 2
    out = args.out or Path("build") / "train" / args.slug
    opts = TrainOptions(data=args.data, out=out, steps=args.steps, executor=args.executor or "iree", lr=args.lr,
                        mlir_dir=_mlir_dir(args, v),
                        warmup=args.warmup, seed=args.seed, resume=args.resume, init_timm=args.init_timm,
                        fresh_head=args.fresh_head,
                        reference=args.reference, checkpoint_every=args.checkpoint_every, compare=args.compare,
                        progress=not args.no_progress, drop_path_rate=args.drop_path_rate,
                        ema_decay=args.ema_decay, partner=_partner_of(args, v), overwrite=args.overwrite,
                        matrix_cpu=_matrix_cpu(args))
    try:
        s = train(v, opts, registry)
    except (TrainError, DataError, CheckpointError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(summary_line(s))
    print("  times: " + ", ".join(f"{k} {val:.1f}" for k, val in s["times"].items()) + f"; wrote {opts.out}")
    note = _outside_matrix(args, v)  # after the run: an error of the options or the data comes first and alone
    if note:
        print(note, file=sys.stderr)
    return 0


def _init_state_args(p: argparse.ArgumentParser) -> None:
    _artifact_args(p, "datasets the slug may use")
    p.add_argument("-o", "--out", type=_path, required=True, metavar="DIR",
                   help="the driver's directory: in/<name>.npy per state input, step.flags, per_step.json, "
                        "out/ (refused if DIR/in holds .npy files, unless --force)")
    p.add_argument("--seed", type=int, default=None,
                   help="seed of θ's draw, as cnxbuild train --seed: an integer >= 0 (default 0); not with "
                        "--init-timm, but with --fresh-head (the classifier's draw)")
    p.add_argument("--init-timm", type=_input_file, metavar="FILE",
                   help="θ (and buffers) from a timm state_dict saved as safetensors instead of the draw")
    p.add_argument("--fresh-head", action="store_true", help=FRESH_HEAD_HELP)
    p.add_argument("--force", action="store_true",
                   help="start afresh in a DIR that holds a start already: its in/ and out/ .npy files go "
                        "first")
    p.add_argument("--golden", action="store_true",
                   help="also write two calls' inputs (x, targets, scalars, drop masks, from the seed; call 1's into "
                        "in/ too) and what the module returns on them, call 2 fed call 1's outputs, to "
                        "golden/<call>/{in,out}/<name>.npy with golden/golden.json, for a driver's own test: its "
                        "out/ after the same calls should equal golden/<call>/out/ bit for bit")
    p.add_argument("--vmfb", type=_path, metavar="FILE",
                   help="with --golden: the module to run (the one your driver ships; default: the .vmfb doit "
                        "built for this machine)")


@command("init-state", "write a driver's starting state and an iree-run-module flag file", _init_state_args,
         "For a driver that is not Python: write every state input of SLUG (θ, buffers, m, v, acc, ema) "
         "as DIR/in/<name>.npy, drawn exactly as `cnxbuild train --seed` draws them (or θ from "
         "--init-timm), DIR/step.flags (one --input=@in/<name>.npy per input and one "
         "--output=@out/<name>.npy per output, in the sidecar's orders) and DIR/per_step.json (the inputs "
         "to write before every call: x, targets, scalars, drop masks). After a call, move "
         "out/<name>.npy to in/<name>.npy for every output but loss.")
def _init_state(args: argparse.Namespace) -> int:
    from cnxbuild.train import load_artifact
    from cnxbuild.train.checkpoint import CheckpointError, classifier_names, load_timm, timm_gelu_note
    from cnxbuild.train.driver import DEFAULT_SEED
    from cnxbuild.run import ToolError
    from cnxbuild.train.golden import GOLDEN_DIR, golden_call
    from cnxbuild.train.start import (EVAL_FLAGS_FILE, FLAGS_FILE, StartError, check_start_dir, start_lock,
                                      write_start)
    from cnxbuild.train.steppers import TrainError

    v = parse_slug(args.slug, _registry(args))
    if not isinstance(v, TrainStep):
        print(f"error: {args.slug} is a forward: it has no state (init-state is for train steps)",
              file=sys.stderr)
        return 2
    if _fresh_head_alone(args):
        return 2
    if args.seed is not None and args.init_timm is not None and not args.fresh_head:  # one source of θ
        print("error: argument --seed: not allowed with argument --init-timm (θ is drawn from the seed or loaded "
              "from the file; with --fresh-head the seed draws the classifier)", file=sys.stderr)
        return 2
    if args.seed is not None and args.seed < 0:  # as train says it (a breaker's traceback, stop 41)
        print(f"error: --seed {args.seed} must be an integer >= 0", file=sys.stderr)
        return 2
    mlir_dir = _mlir_dir(args, v)
    # the matrix's partner (its eval_batch), as doit's sidecar names it: before a first build the committed
    # sidecar is not there and a fresh one names the default partner (a breaker's finding, stop 42)
    partner_v = _partner_of(args, v)
    doc = load_artifact(v, mlir_dir, partner_v).doc
    partner = load_artifact(partner_v, mlir_dir).doc
    seed = DEFAULT_SEED if args.seed is None else args.seed
    golden = _golden_module(args, doc, mlir_dir, _matrix_entry(args, v) is not None)
    if isinstance(golden, str):
        print(f"error: {'' if golden.startswith('--vmfb') else '--golden: '}{golden}", file=sys.stderr)
        return 2
    names = [p["name"] for p in doc["inputs"]]
    try:
        check_start_dir(args.out, args.force, names)  # refused before the directory or its lock is made
        theta = load_timm(args.init_timm, doc, fresh_head=args.fresh_head) if args.init_timm else None
        with start_lock(args.out):  # and checked again inside: a start written meanwhile is seen
            old = check_start_dir(args.out, args.force, names)
            drawn = list(classifier_names(doc)) if args.fresh_head else []
            done = write_start(doc, args.out, seed, theta, init=str(args.init_timm), old=old, partner=partner,
                               drawn=drawn)
            facts = golden_call(doc, args.out, golden, seed) if golden is not None else None
    except (StartError, CheckpointError, TrainError, ToolError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    note = timm_gelu_note(doc) if args.init_timm else None
    if note:
        print(note, file=sys.stderr)
    source = f"θ from {args.init_timm}" if args.init_timm else f"seed {seed}"
    if args.fresh_head:
        source += f", the classifier drawn from seed {seed}"
    gone = f"; removed the {done['removed']} files of the start before" if done["removed"] else ""
    ema_flags = (done["eval"] or {}).get("ema_flags")  # an EMA step's (a breaker's finding, stop 57)
    flags = [args.out / FLAGS_FILE, args.out / EVAL_FLAGS_FILE, *([args.out / ema_flags] if ema_flags else [])]
    print(f"wrote {done['state']} state tensors to {args.out / 'in'} ({source}), {', '.join(map(str, flags))} and "
          f"{args.out / 'per_step.json'}{gone}")
    print("before every call, write in/<name>.npy for: " + ", ".join(
        f"{p['name']} {p['shape']} ({p['role']})" for p in done["per_step"])
        + " — float32, a scalar too (np.save(path, np.float32(v)): numpy's float64 default is refused by IREE as "
          "'element type mismatch' on an input it names by number)")
    requested = _matrix_entry(args, v) is not None
    ema = any(p["role"] == "ema" for p in doc["inputs"])
    replicas = int(doc.get("replicas", 1))
    if replicas > 1:  # no llvm-cpu module: IREE's CPU runtime has no collectives (a breaker, stop 41)
        print(f"{doc['slug']} is data parallel ({replicas} replicas; x, targets and masks per replica): "
              "IREE's CPU runtime cannot run it (no collectives), so there is no llvm-cpu module for the flag "
              f"file; on the CPU it runs on XLA with {replicas} devices (docs/executors.md, \"XLA, and a "
              "data-parallel artifact\"). cnxbuild has run no module on a GPU: step.flags gives the inputs and "
              "outputs in the sidecar's order for a driver of your own")
        _say_eval(args, done["eval"], mlir_dir, ema)  # its partner is a forward the CPU runs
        _say_outside(args, v, requested, built=False)
        return 0
    module, state, built = _module_for(args, requested, mlir_dir, doc["slug"])
    if golden is not None:  # the module the golden call ran is the one to run (its caveats were said before)
        module, state, built = shlex.quote(str(golden.resolve())), "built", None
    print(f"then, in {args.out}: iree-run-module --module={module} --device=local-task --flagfile={FLAGS_FILE}"
          + _pending(doc["slug"], state, args, built))
    print("and move out/<name>.npy to in/<name>.npy for every output but loss (the next step's state)")
    if facts is not None:
        losses = ", ".join(f"call {c['call']} loss {c['loss']:.9g} ({c['loss_bits']})" for c in facts["calls"])
        print(f"golden: {facts['vmfb']} ran {len(facts['calls'])} calls from this start ({losses}); in/ holds call "
              f"1's inputs too. After each call compare every out/<name>.npy with {args.out / GOLDEN_DIR}/<call>/out/ "
              "(bit for bit with this .vmfb and IREE release on this CPU; the loss alone misses most slips); "
              "before call 2, move the outputs to in/ as above and copy golden/2/in/*.npy to in/ (golden/golden.json)")
    _say_eval(args, done["eval"], mlir_dir, ema)
    _say_outside(args, v, requested, built=state != "none")
    return 0


def _golden_module(args: argparse.Namespace, doc: dict, mlir_dir: Path, requested: bool) -> Path | str | None:
    """The ``.vmfb`` ``--golden`` runs (None without ``--golden``), or why there is none, before anything is
    written: ``--vmfb``'s, else the one doit built if it is current and for this machine (:func:`_module_caveat`);
    and it must run the step here (:func:`cnxbuild.train.golden.golden_refusal`, which says a data-parallel step
    first)."""
    from cnxbuild.train.golden import golden_refusal

    if not args.golden:
        return "--vmfb names the module --golden runs: give --golden too" if args.vmfb else None
    data_parallel = golden_refusal(doc, None)
    if data_parallel:  # said before where a module would come from (a new user's finding, stop 58)
        return data_parallel
    vmfb = args.vmfb or _module_for(args, requested, mlir_dir, doc["slug"])[2]
    if vmfb is None:
        return (f"no build/llvm-cpu/{doc['slug']}.vmfb here: run doit with a matrix that requests it first, or name "
                "the module: --vmfb FILE")
    caveat = "" if args.vmfb else _module_caveat(vmfb, vmfb.parents[2] / "verified_mlir" / f"{doc['slug']}.mlir",
                                                 _matrix_cpu(args))
    return caveat or golden_refusal(doc, vmfb) or vmfb


def _say_outside(args: argparse.Namespace, v: TrainStep, requested: bool, built: bool) -> None:
    """On a line of its own (stderr), when no matrix here requests ``v``: where its module comes from (a new
    user's finding, stop 44: the only word of it was inside the printed command, which it broke). Without a
    matrix, nothing is said when a build of the module is found (``built``)."""
    note = _outside_matrix(args, v, "init-state")
    if note is None and not requested and not built:  # no ./variants.toml and no --matrix
        note = (f"note: no matrix here requests {args.slug} (no ./variants.toml, no --matrix): build its module by "
                f"adding it to a matrix and running doit, or with `cnxbuild render {args.slug} -o "
                f"{args.slug}.mlir` and iree-compile with the flags of docs/sidecar.md")
    if note:
        print(note, file=sys.stderr)


def _say_eval(args: argparse.Namespace, evaluation: dict, mlir_dir: Path, ema: bool) -> None:
    """How to evaluate the θ in ``in/`` with the step's forward partner (``eval.flags``; a new user's finding,
    stop 42: a driver had the train step's flags only)."""
    from cnxbuild.train.start import EVAL_FLAGS_FILE

    built = evaluation["slug"] in _built_by_matrix(args)  # the partner's own status (a breaker's finding, stop 44)
    x = ", ".join(f"eval/{p['name']}.npy {p['shape']}" for p in evaluation["inputs"])
    outs = ", ".join(f"eval/{p['name']}.npy" for p in evaluation["outputs"])
    module, state, found = _module_for(args, built, mlir_dir, evaluation["slug"])
    print(f"to evaluate θ as it stands in in/ with the forward partner {evaluation['slug']} (it writes {outs}): "
          f"write {x}, then iree-run-module --module={module} --device=local-task --flagfile={EVAL_FLAGS_FILE}"
          + _pending(evaluation["slug"], state, args, found))
    if ema:  # a breaker's finding (stop 42): nothing said which weights eval.flags reads; a new user's (stop 56)
        from cnxbuild.train.start import EVAL_EMA_FLAGS_FILE  # asked for the EMA weights' own flag file

        outs = ", ".join(f"eval/{p['name']}.ema.npy" for p in evaluation["outputs"])
        print(f"  (θ, not the EMA weights: --flagfile={EVAL_EMA_FLAGS_FILE} evaluates those, in/<name>.ema.npy, "
              f"with the same eval/x.npy and writes {outs})")


def _module_for(args: argparse.Namespace, requested: bool, mlir_dir: Path,
                slug: str) -> tuple[str, str, Path | None]:
    """The llvm-cpu ``.vmfb`` of artifact ``slug`` (the step, or its forward partner) as ``init-state`` names it,
    and which it is: ``"built"``, the one doit built (beside the modules ``mlir_dir`` holds, or beside the
    matrix), shell-quoted and absolute; ``"pending"``, where the matrix's build will put it (``requested``: the
    matrix builds the artifact); ``"none"``, the bare file name when no matrix requests it (:func:`_say_outside`
    says how to get that module: a breaker's finding, stop 41, and a new user's, stop 44); and the built file's
    path (None unless ``"built"``), for :func:`_pending`."""
    import shlex

    matrix = _matrix_of(args)
    name = Path("build") / "llvm-cpu" / f"{slug}.vmfb"
    for base in (mlir_dir.parent, *([matrix.parent] if matrix else [])):
        if (base / name).is_file():
            return shlex.quote(str((base / name).resolve())), "built", base / name
    if matrix is not None and requested:  # the matrix builds it; said after the command (see :func:`_pending`)
        return shlex.quote(str((matrix.parent / name).resolve())), "pending", None
    return f"{slug}.vmfb", "none", None  # no build writes it: :func:`_say_outside` says how to get it


def _pending(slug: str, state: str, args: argparse.Namespace, built: Path | None) -> str:
    """The line after a command whose module (of artifact ``slug``) a build of the matrix will write but has not
    yet (``state`` ``"pending"``; a line of its own: the command stays as it can be pasted; a new user's finding,
    stop 44), or whose built module (``built``, where :func:`_module_for` found it) is not for this machine or not
    current (:func:`_module_caveat`), else ``""``."""
    if state == "pending":
        return f"\n  ({slug}.vmfb is not built yet: doit builds it from {args.matrix})"
    if built is None:
        return ""
    caveat = _module_caveat(built, built.parents[2] / "verified_mlir" / f"{slug}.mlir", _matrix_cpu(args))
    return f"\n  ({caveat})" if caveat else ""


def _matrix_cpu(args: argparse.Namespace) -> str | None | bool:
    """The llvm-cpu CPU the matrix here names (its ``[build] chips``; None: ``host``), False when no matrix is
    known."""
    from cnxbuild.targets import DEFAULT_TARGET, chip_of

    matrix = _matrix_of(args)
    return chip_of(DEFAULT_TARGET, load_matrix(matrix).build.chips) if matrix else False


def _module_caveat(vmfb: Path, mlir: Path, matrix_cpu: str | None | bool = False) -> str:
    """What a driver must know before it runs ``vmfb`` here, from its compile record (breakers' findings, stop 55:
    a module compiled for another CPU died of an illegal instruction, without a word, in the command printed
    above): that it was not compiled from ``mlir``'s bytes now, or not for the CPU the matrix names now
    (``matrix_cpu``: its ``[build] chips`` llvm-cpu entry, None for ``host``, False when no matrix is known) —
    run doit — or that its code uses features this machine lacks (the record's ``cpu_features``; D122). ``""``
    when a host module of this machine is current."""
    from cnxbuild.atomic import file_sha256
    from cnxbuild.run import iree
    from cnxbuild.targets import read_record

    record = read_record(vmfb)
    try:
        chip, source = record.get("chip"), record["mlir"]["sha256"]
    except (KeyError, TypeError, AttributeError):
        return f"{vmfb.name} has no readable compile record: run doit to compile it again"
    if mlir.is_file() and source != file_sha256(mlir):
        return f"{vmfb.name} was not compiled from {mlir}'s bytes now: run doit to compile it again"
    if matrix_cpu is not False and chip != matrix_cpu:
        return (f"{vmfb.name} is compiled for the CPU {chip or 'host'}, the matrix names {matrix_cpu or 'host'}: "
                "run doit to compile it again")
    built_on = (record.get("compiled_with") or {}).get("host-cpu") if chip is None else None
    what = (f"the CPU {chip} (its compile record)" if isinstance(chip, str) else
            f"the CPU of the machine that built it ({built_on})")
    features, here = record.get("cpu_features"), iree.cpu_features("host")
    if isinstance(features, list) and here is not None:
        missing = sorted(set(features) - here)
    elif isinstance(chip, str):  # a record from before stop 55
        missing = iree.missing_cpu_features(chip)
    elif built_on not in (None, iree.host_cpu()):
        return (f"{vmfb.name} is compiled for {what}, not this one ({iree.host_cpu()}): it may not run here; run "
                "doit to compile it for this machine")
    else:
        return ""
    if missing is None:
        return f"{vmfb.name} is compiled for {what}: run it on such a machine"
    if not missing:
        return "" if chip is None else f"{vmfb.name} is compiled for {what}, whose features this machine has"
    shown = ", ".join(missing[:6]) + (f" and {len(missing) - 6} more" if len(missing) > 6 else "")
    return (f"{vmfb.name} is compiled for {what}; this machine lacks {shown}: here it may die of an illegal "
            "instruction; run it on such a machine")


# ---------------------------------------------------------------------------------------------------------

