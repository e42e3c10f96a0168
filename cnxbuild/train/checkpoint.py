"""Where a run's tensors come from and go to: timm's initialisation (the net family's rule), a timm
``state_dict`` saved as safetensors, and the driver's own checkpoints.

Tensors are keyed by the sidecar's input names (``stem.0.weight``, ``stem.0.weight.m``, …) and grouped by
role: the *state roles* θ, m, v, acc, ema and the family's buffers are what a train step reads and returns,
so a checkpoint is exactly those inputs plus the run's position (metadata), and nothing here knows an
optimizer's regions or a family's layers.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

import numpy as np

from cnxbuild.train.schedule import DROP_PATH_RATE, EMA_DECAY

__all__ = ["STATE_ROLES", "CHECKPOINT_FORMAT", "CheckpointError", "checkpoint_slug", "state_ports",
           "param_name", "init_state", "load_timm", "timm_gelu_note", "RunPosition", "save_checkpoint",
           "load_checkpoint", "STATE_DIGEST", "state_digest"]

STATE_ROLES = ("theta", "m", "v", "acc", "ema", "buffer")
CHECKPOINT_FORMAT = "cnxbuild.train-checkpoint/1"
INIT_STREAM = 2  # numpy SeedSequence key of the initialisation (data order 0, masks 1)
#: An unexpected key ending otherwise is not a parameter (a buffer the artifact does not take); the token and
#: position-embedding parameters of a transformer have no dotted suffix (a breaker's finding, stop 44).
_PARAM_SUFFIXES = (".weight", ".bias", ".gamma", "_token", "pos_embed")


class CheckpointError(ValueError):
    """A checkpoint or timm file that does not fit the artifact (names, shapes, slug)."""


def state_ports(doc: Mapping) -> list[dict]:
    """The sidecar's inputs with a state role (θ, m, v, acc, ema), in input order."""
    return [p for p in doc["inputs"] if p["role"] in STATE_ROLES]


def param_name(port: Mapping) -> str:
    """The parameter (or buffer) a state input belongs to: θ's and a buffer's own name, or a region input's
    name without its ``.<role>`` suffix (spec: region inputs are named ``<param>.<region>``)."""
    return port["name"] if port["role"] in ("theta", "buffer") else port["name"].removesuffix("." + port["role"])


def init_state(doc: Mapping, seed: int,
               theta: Mapping[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    """The state inputs before step 1, as the sidecar's ``initial_state`` says: θ drawn from ``seed`` by its
    ``per_tensor`` rules (timm's initialisation) in input order, or ``theta`` given (a given ``theta`` may
    carry the buffers too, as a timm ``state_dict`` does); the buffers by their rules; then each region
    (``fill``: m = 0, v = 0 or rmsprop's mean square 1, acc = 0; ``copy_of``: ema = θ).

    Returns: sidecar input name → float32 array, in sidecar order.

    Raises:
        CheckpointError: a state role or tensor the sidecar gives no rule for, or a rule that is not one
            (render the sidecar again).
    """
    from cnxbuild.nets.family import draw_init

    rng = np.random.default_rng([seed, INIT_STREAM])
    ports = state_ports(doc)
    initial = doc.get("initial_state")
    if not isinstance(initial, Mapping):
        raise CheckpointError(f"{doc.get('slug')}: the sidecar has no initial_state object (render it again)")
    given = theta or {}
    drawn: dict[str, np.ndarray] = {}
    for role in ("theta", "buffer"):
        names = [p["name"] for p in ports if p["role"] == role]
        todo = [p for p in ports if p["role"] == role and p["name"] not in given]
        entry = initial.get(role, {})
        rules = entry.get("per_tensor", {}) if isinstance(entry, Mapping) else None
        if not isinstance(rules, Mapping):
            raise CheckpointError(f"{doc['slug']}: the sidecar's initial_state.{role} is not an object with a "
                                  "per_tensor object (render it again)")
        unknown = [n for n in rules if n not in names]
        if unknown:
            raise CheckpointError(f"{doc['slug']}: initial_state.{role}.per_tensor names tensors the artifact "
                                  f"does not take as {role}: {_first(unknown)}")
        for p in todo:
            if p["name"] not in rules:
                raise CheckpointError(f"{doc['slug']}: the sidecar's initial_state.{role} gives no rule "
                                      f"for {p['name']!r} (render it again)")
            try:
                drawn[p["name"]] = draw_init(rules[p["name"]], p["shape"], rng)
            except ValueError as e:
                raise CheckpointError(f"{doc['slug']}: initial_state.{role}.per_tensor[{p['name']!r}]: {e}") \
                    from None
    theta = {**drawn, **given}
    out: dict[str, np.ndarray] = {}
    for p in ports:
        if param_name(p) not in theta:
            raise CheckpointError(f"sidecar input {p['name']!r} (role {p['role']}) is not a parameter or a "
                                  "parameter plus its region suffix (spec: '<param>.<region>')")
        rule = initial.get(p["role"])
        if p["role"] in ("theta", "buffer") or rule == {"copy_of": "theta"}:
            out[p["name"]] = np.array(theta[param_name(p)], np.float32)
        elif isinstance(rule, Mapping) and "fill" in rule:
            try:
                out[p["name"]] = draw_init(rule, p["shape"], rng)  # a fill draws nothing
            except ValueError as e:
                raise CheckpointError(f"{doc['slug']}: initial_state.{p['role']}: {e}") from None
        else:
            raise CheckpointError(f"{doc['slug']}: the sidecar's initial_state gives no rule for role "
                                  f"{p['role']!r}")
    return out


def _first(items: list[str], n: int = 5) -> str:
    return ", ".join(items[:n]) + (f" … ({len(items)} in all)" if len(items) > n else "")


def classifier_names(doc: Mapping) -> tuple[str, str]:
    """The classifier's weight and bias of the artifact of sidecar ``doc`` (e.g. ``head.fc.weight``): the layer
    timm names in ``pretrained_cfg["classifier"]`` and leaves out of a pretrained checkpoint for another class
    count; the layer of the family's classifier bias (:attr:`cnxbuild.nets.Family.zero_param`).

    Raises:
        CheckpointError: the sidecar names no registered family (render it again).
    """
    from cnxbuild.nets import FAMILIES

    fam = FAMILIES.get(doc.get("family"))
    if fam is None:
        raise CheckpointError(f"{doc.get('slug')}: the sidecar's family {doc.get('family')!r} is not one of "
                              f"{', '.join(FAMILIES)} (render it again)")
    prefix = fam.zero_param.rpartition(".")[0]
    return f"{prefix}.weight", f"{prefix}.bias"


def load_timm(path: str | os.PathLike, doc: Mapping, *, fresh_head: bool = False) -> dict[str, np.ndarray]:
    """θ (and the buffers the artifact takes: BatchNorm running statistics) from a timm ``state_dict`` saved
    with ``safetensors``, matched to the sidecar by name.

    ``fresh_head``: fine-tuning onto other classes (an ImageNet-1k checkpoint into a 10-class artifact): the
    file's classifier (:func:`classifier_names`, of any shape or missing) is left out, and the returned θ lacks
    it, so :func:`init_state` draws it by the sidecar's rules (timm's initialisation), as
    ``timm.create_model(name, pretrained=True, num_classes=K)`` keeps its freshly initialised classifier.

    Keys the artifact lacks are rejected when they look like parameters (end in ``.weight``, ``.bias``,
    ``.gamma``, ``_token`` or ``pos_embed``) and ignored otherwise (buffers it does not take,
    ``num_batches_tracked``). Values are cast to float32. A 1×1-convolution weight ``[out, in, 1, 1]`` loads as
    the linear weight ``[out, in]`` the sidecar lists: timm builds some MLPs with 1×1 convolutions (``conv_mlp``),
    the same product (docs/decisions.md, D39).

    Raises:
        CheckpointError: missing parameters, shape mismatches or unexpected parameters, each listing the
            first differences; or a file safetensors cannot read.
    """
    from safetensors.numpy import load_file

    try:
        sd = load_file(os.fspath(path))
    except Exception as e:  # safetensors raises SafetensorError / OSError / TypeError (e.g. bf16 in numpy)
        raise CheckpointError(f"--init-timm {path}: cannot read as safetensors: {e}{_other_format(path)}") from e
    theta = {p["name"]: tuple(p["shape"]) for p in doc["inputs"] if p["role"] in ("theta", "buffer")}
    head = classifier_names(doc) if fresh_head else ()
    theta = {n: s for n, s in theta.items() if n not in head}
    sd = {k: a for k, a in sd.items() if k not in head}
    for n, shape in theta.items():
        if n in sd and len(shape) == 2 and tuple(sd[n].shape) == shape + (1, 1):
            sd[n] = sd[n].reshape(shape)  # timm's conv_mlp: a 1x1 convolution is this linear layer
    missing = [n for n in theta if n not in sd]
    shapes = [f"{n} {list(sd[n].shape)} (artifact {list(s)})" for n, s in theta.items()
              if n in sd and tuple(sd[n].shape) != s]
    extra = [k for k in sd if k not in theta and k.endswith(_PARAM_SUFFIXES)]
    problems = [f"{len(v)} {what}: {_first(v)}" for what, v in
                (("missing", missing), ("with other shapes", shapes), ("unexpected", extra)) if v]
    if problems:
        names = classifier_names(doc)
        other_k = (not extra and all(n in names for n in missing) and all(s.startswith(names) for s in shapes)
                   and any(n in names for n in missing + [s.split(" ")[0] for s in shapes]))
        hint = ("; a checkpoint for another class count: --fresh-head keeps the rest and draws the classifier "
                f"({', '.join(names)}) afresh, for fine-tuning") if other_k else ""
        raise CheckpointError(f"--init-timm {path} does not fit {doc['slug']} ({doc['model']}, K = "
                              f"{doc['constants']['classes']}): tensors " + "; ".join(problems) + hint)
    not_float = [f"{n} ({sd[n].dtype})" for n in theta if not np.issubdtype(sd[n].dtype, np.floating)]
    if not_float:  # cast silently before (a breaker's finding, stop 42)
        raise CheckpointError(f"--init-timm {path}: {_count(not_float, 'tensor')} of a type that is not floating "
                              f"point: {_first(not_float)}; θ and buffers are float tensors in a timm state_dict")
    broken = [n for n in theta if not np.isfinite(sd[n]).all()]  # a breaker's finding (stop 41)
    if broken:
        raise CheckpointError(f"--init-timm {path}: {_count(broken, 'tensor')} with NaN or infinite values: "
                              f"{_first(broken)}; a run from them computes NaN from step 1")
    with np.errstate(over="ignore"):
        out = {n: np.asarray(sd[n], np.float32) for n in theta}
    huge = [n for n, a in out.items() if not np.isfinite(a).all()]
    if huge:
        raise CheckpointError(f"--init-timm {path}: {_count(huge, 'tensor')} with values float32 cannot hold "
                              f"(beyond ±3.4e38): {_first(huge)}; the artifact computes in float32")
    negative = [n for n, a in out.items() if n.endswith("running_var") and (a < 0).any()]
    if negative:  # a variance: the eval forward takes its square root
        raise CheckpointError(f"--init-timm {path}: {_count(negative, 'running variance')} with negative values: "
                              f"{_first(negative)}; a BatchNorm's running_var is a variance, >= 0")
    return out


def _count(items: list, noun: str) -> str:
    """``1 tensor`` / ``3 tensors``."""
    return f"{len(items)} {noun}{'s' * (len(items) != 1)}"


def _other_format(path: str | os.PathLike) -> str:
    """What a file that is not safetensors is, when its first bytes say (a breaker's finding, stop 42: a .pth
    got "header too large"), with how to convert it; "" otherwise."""
    try:
        with open(path, "rb") as f:
            head = f.read(4)
    except OSError:
        return ""
    torch = ("; convert it: `from safetensors.torch import save_file; save_file(torch.load(FILE, "
             "map_location='cpu'), 'model.safetensors')` (a timm state_dict)")
    numpy = ("; convert it: `import numpy as np; from safetensors.numpy import save_file; "
             "save_file(dict(np.load(FILE)), 'model.safetensors')` (arrays named as timm's state_dict)")
    if head.startswith(b"PK\x03\x04"):
        import zipfile

        try:
            names = zipfile.ZipFile(path).namelist()
        except (OSError, zipfile.BadZipFile):
            names = []
        if any(n.endswith("data.pkl") for n in names):
            return " (it is a PyTorch file: a zip archive, torch.save's)" + torch
        return " (it is a zip archive: a numpy .npz)" + numpy
    if head[:1] == b"\x80":
        return " (it is a Python pickle: an older PyTorch .pth)" + torch
    if head.startswith(b"\x93NUM"):
        return (" (it is a numpy .npy: one array, no names; a state_dict names every tensor: save a dict of "
                "arrays with safetensors.numpy.save_file)")
    return ""


def timm_gelu_note(doc: Mapping) -> str | None:
    """The note for timm weights loaded into a step that computes the tanh GELU: timm's nets use the exact erf
    GELU (``nn.GELU``), so the weights meet another function than they were trained with (stop 41's audit);
    None for any other step."""
    if doc["constants"].get("gelu") != "tanh":
        return None
    return (f"note: {doc['slug']} computes the tanh GELU; timm's nets use the exact erf GELU (nn.GELU), so "
            "these weights meet another function than they were trained with; a variant with gelu = \"erf\" "
            "(slug marker erf) computes timm's")


@dataclass
class RunPosition:
    """Where a run stands after ``applied`` applied steps: everything beyond the tensors an exact resume
    needs (the data stream position; the masks derive from ``seed`` and the micro-step) and the settings
    a resume must keep, plus the losses so far (so a resumed run writes the whole curve)."""

    slug: str
    data: str
    seed: int
    lr: float
    warmup: int
    total: int
    applied: int = 0
    micro: int = 0
    data_position: int = 0
    losses: list[float] = field(default_factory=list)
    drop_path_rate: float = DROP_PATH_RATE  # absent from checkpoints before issue 17: their fixed values
    ema_decay: float = EMA_DECAY
    # absent from checkpoints before stop 56 (a breaker's findings: a resume could take another executor or other
    # data without a word): "" means not recorded, and is not compared
    executor: str = ""  # "iree", "xla" or "reference": what trained the steps so far
    data_fingerprint: str = ""  # cnxbuild.train.data.Data.fingerprint of the data the run trained on


def save_checkpoint(path: str | os.PathLike, state: Mapping[str, np.ndarray], pos: RunPosition) -> None:
    """Write ``state`` (sidecar name → array) and ``pos`` as safetensors metadata, atomically
    (:func:`cnxbuild.atomic.write_atomic`: a killed run never leaves a partial checkpoint; the mode a plain
    ``open(path, "wb")`` gives, 0666 less the umask)."""
    from safetensors.numpy import save

    from cnxbuild.atomic import write_atomic

    tensors = {k: np.ascontiguousarray(v) for k, v in state.items()}
    meta = {"format": CHECKPOINT_FORMAT, **{k: json.dumps(v) for k, v in asdict(pos).items()},
            STATE_DIGEST: json.dumps(state_digest(tensors))}
    write_atomic(path, save(tensors, metadata=meta))


#: The checkpoint metadata key of :func:`state_digest` (a breaker's finding, stop 56: two values of a tensor changed
#: on disk resumed without a word; a truncated file was refused, a damaged one was not).
STATE_DIGEST = "state_sha256"


def state_digest(state: Mapping[str, np.ndarray]) -> str:
    """sha256 (hex) of ``state``'s tensors in name order: each name, dtype, shape and bytes."""
    import hashlib

    h = hashlib.sha256()
    for k in sorted(state):
        a = np.ascontiguousarray(state[k])
        h.update(json.dumps([k, a.dtype.str, list(a.shape)]).encode())
        h.update(a.data)
    return h.hexdigest()


def checkpoint_slug(path: str | os.PathLike) -> str | None:
    """The slug a driver checkpoint at ``path`` was written for (its metadata; no tensor is read), or None
    for a file that is not one."""
    from safetensors import safe_open

    try:
        with safe_open(os.fspath(path), "numpy") as f:
            meta = f.metadata() or {}
        slug = json.loads(meta["slug"]) if meta.get("format") == CHECKPOINT_FORMAT else None
    except Exception:  # noqa: BLE001 - not a safetensors file, or not one of ours: nothing to compare
        return None
    return slug if isinstance(slug, str) else None


def load_checkpoint(path: str | os.PathLike, doc: Mapping) -> tuple[dict[str, np.ndarray], RunPosition]:
    """The state and position saved by :func:`save_checkpoint`, checked against the sidecar ``doc``.

    Raises:
        CheckpointError: not a driver checkpoint, another artifact's, or tensors not the sidecar's state.
    """
    from safetensors import safe_open

    try:
        with safe_open(os.fspath(path), "numpy") as f:
            meta = f.metadata() or {}
            state = {k: f.get_tensor(k) for k in f.keys()}
    except Exception as e:
        raise CheckpointError(f"--resume {path}: cannot read as safetensors: {e}") from e
    if meta.get("format") != CHECKPOINT_FORMAT:
        raise CheckpointError(f"--resume {path}: not a {CHECKPOINT_FORMAT} file "
                              f"(format {meta.get('format')!r})")
    pos = _position(meta, f"--resume {path}")
    if pos.slug != doc["slug"]:
        raise CheckpointError(f"--resume {path}: a checkpoint of {pos.slug}, not of {doc['slug']}")
    want = {p["name"]: tuple(p["shape"]) for p in state_ports(doc)}
    got = {k: tuple(a.shape) for k, a in state.items()}
    if got != want:
        diff = sorted(set(want) ^ set(got)) + [k for k in want if k in got and got[k] != want[k]]
        raise CheckpointError(f"--resume {path}: tensors do not match the sidecar's state: {_first(diff)}")
    other = sorted(k for k, a in state.items() if a.dtype != np.float32)
    if other:
        raise CheckpointError(f"--resume {path}: tensors not float32 (the artifact's state is): "
                              + _first([f"{k} ({state[k].dtype})" for k in other]))
    if STATE_DIGEST in meta and meta[STATE_DIGEST] != json.dumps(state_digest(state)):
        raise CheckpointError(f"--resume {path}: its tensors are not the bytes the run wrote (their sha256 differs "
                              f"from the checkpoint's {STATE_DIGEST}): a damaged or edited copy; resume from "
                              "another checkpoint of the run")
    return {k: state[k] for k in want}, pos


_POSITION_TYPES = {"slug": str, "data": str, "seed": int, "lr": float, "warmup": int, "total": int,
                   "applied": int, "micro": int, "data_position": int, "losses": list,
                   "drop_path_rate": float, "ema_decay": float, "executor": str, "data_fingerprint": str}


def _position(meta: Mapping[str, str], where: str) -> RunPosition:
    """The :class:`RunPosition` in a checkpoint's metadata, each value checked: a hand-edited or damaged
    checkpoint is a :class:`CheckpointError` naming the key, not a traceback or a run that reports more steps
    than it made."""
    fields = {}
    for key, text in meta.items():
        if key in ("format", STATE_DIGEST):
            continue
        kind = _POSITION_TYPES.get(key)
        if kind is None:
            raise CheckpointError(f"{where}: unknown metadata key {key!r} "
                                  f"(allowed: {', '.join(_POSITION_TYPES)})")
        try:
            value = json.loads(text)
        except (TypeError, ValueError):
            raise CheckpointError(f"{where}: metadata {key} = {text!r} is not JSON") from None
        ok = isinstance(value, kind) and not isinstance(value, bool) or kind is float and \
            isinstance(value, int) and not isinstance(value, bool)
        if key == "losses":
            ok = ok and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value)
        if not ok:
            raise CheckpointError(f"{where}: metadata {key} = {text!r} is not a{'n' if kind is int else ''} "
                                  f"{kind.__name__}")
        fields[key] = value
    missing = [k for k in ("slug", "data", "seed", "lr", "warmup", "total") if k not in fields]
    if missing:
        raise CheckpointError(f"{where}: metadata lacks {', '.join(missing)}")
    pos = RunPosition(**fields)
    rules = ((1 <= pos.total, "total >= 1"), (0 <= pos.applied <= pos.total, "0 <= applied <= total"),
             (len(pos.losses) == pos.applied, "one loss per applied step"),
             (pos.applied <= pos.micro, "applied <= micro"), (0 <= pos.data_position, "data_position >= 0"),
             (0 <= pos.warmup <= pos.total, "0 <= warmup <= total"), (pos.seed >= 0, "seed >= 0"),
             (0 < pos.lr < float("inf"), "0 < lr < inf"),
             (0 <= pos.drop_path_rate < 1, "0 <= drop_path_rate < 1"), (0 < pos.ema_decay <= 1, "0 < ema_decay <= 1"))
    broken = [rule for holds, rule in rules if not holds]
    if broken:
        raise CheckpointError(f"{where}: its run position is not one a run saves ({'; '.join(broken)}: "
                              f"applied {pos.applied}, total {pos.total}, micro {pos.micro}, "
                              f"{len(pos.losses)} losses, drop_path_rate {pos.drop_path_rate}, "
                              f"ema_decay {pos.ema_decay})")
    return pos
