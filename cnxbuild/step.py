"""Variant → module text + interface: the train step, the forward, and the sidecar JSON.

The interface lists every input and output (name, role, shape, dtype) in order.

spec/convnext.md, "Train-step interface" and design.md decision 6: drivers read the sidecar; nobody parses
names to learn an arity. The emitter builds its function signature from :func:`interface`, so the sidecar
and the module cannot disagree.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from cnxbuild.layers import loss as loss_layer
from cnxbuild.mlir import FunctionBuilder, TensorType, Value, module_text, ops
from cnxbuild.nets.convnext import SIZES, Step, backward_chain, block_count, forward_chain, model_name, param_table
from cnxbuild.optim import all_reduce_mean, optimizer_stage, scalar_names
from cnxbuild.optim import state_regions as region_names
from cnxbuild.slug import entry_name, slug
from cnxbuild.variant import OPTIMIZER_DEFAULTS, Forward, Loss, Optimizer, TrainStep

__all__ = ["SIDECAR_FORMAT", "Port", "Interface", "interface", "sidecar", "region_names", "render"]

SIDECAR_FORMAT = "cnxbuild.sidecar/1"


@dataclass(frozen=True)
class Port:
    """One input or output: ``name`` (an MLIR SSA name), ``role``, ``shape``, ``dtype``."""

    name: str
    role: str  # input | theta | m | v | acc | ema | scalar | drop_mask | targets | logits | loss
    shape: tuple[int, ...]
    dtype: str = "f32"


@dataclass(frozen=True)
class Interface:
    inputs: tuple[Port, ...]
    outputs: tuple[Port, ...]


def interface(v: TrainStep | Forward) -> Interface:
    """Inputs and outputs of ``v``'s artifact in order (shapes in examples per replica, pixels, classes)."""
    params = param_table(SIZES[v.size], v.classes)
    x = Port("x", "input", (v.batch, 3, v.image_size, v.image_size))
    theta = tuple(Port(p.name, "theta", p.shape) for p in params)
    if isinstance(v, Forward):
        return Interface((x,) + theta, (Port("logits", "logits", (v.batch, v.classes)),))
    regions = tuple(Port(f"{p.name}.{r}", r, p.shape) for r in region_names(v) for p in params)
    scalars = tuple(Port(s, "scalar", ()) for s in scalar_names(v))
    masks = tuple(Port(f"drop_mask.{i}", "drop_mask", (v.batch,))
                  for i in range(block_count(SIZES[v.size]) if v.stochastic_depth else 0))
    targets = Port("targets", "targets", (v.batch, v.classes))
    outs = theta + regions + (Port("loss", "loss", ()),)
    return Interface((x,) + theta + regions + scalars + masks + (targets,), outs)


def baked_constants(v: TrainStep | Forward) -> dict[str, object]:
    """Every constant the artifact bakes, by name (what the slug encodes, defaults included)."""
    out: dict[str, object] = {"classes": v.classes, "image_size": v.image_size, "batch_per_replica": v.batch,
                              "ln_eps": v.ln_eps, "gelu": v.gelu.value}
    if isinstance(v, TrainStep):
        out.update(OPTIMIZER_DEFAULTS[v.optimizer].constants)
        out.update(optimizer=v.optimizer.value, weight_decay=v.weight_decay,
                   wd_exclude_rank1=v.wd_exclude_rank1, loss=v.loss.value, label_smoothing=v.label_smoothing,
                   clip_norm=v.clip_norm, accumulate=v.accumulate, replicas=v.replicas,
                   stochastic_depth=v.stochastic_depth, precision=v.precision.value, ema=v.ema)
        if v.optimizer is Optimizer.fused_sgd:
            out["lr"] = v.lr
    return out


def _ports(ports: tuple[Port, ...]) -> list[dict]:
    return [dict(asdict(p), shape=list(p.shape)) for p in ports]


def _layout(ports: tuple[Port, ...]) -> list[dict]:
    """Contiguous runs of one role: ``{"role", "start", "count"}`` (a driver's region table)."""
    runs: list[dict] = []
    for i, p in enumerate(ports):
        if runs and runs[-1]["role"] == p.role:
            runs[-1]["count"] += 1
        else:
            runs.append({"role": p.role, "start": i, "count": 1})
    return runs


def sidecar(v: TrainStep | Forward, partners: list[str] | str | None = None) -> dict:
    """The sidecar JSON object of ``v``'s artifact. ``partners``: for a train step, its forward partner's slug;
    for a forward, the slugs of the train steps it partners (sorted)."""
    arch = SIZES[v.size]
    iface = interface(v)
    doc = {"format": SIDECAR_FORMAT, "slug": slug(v), "entry": entry_name(v), "kind": v.kind,
           "model": model_name(arch), "depths": list(arch.depths), "dims": list(arch.dims),
           "dataset": v.dataset.name, "variant": v.model_dump(mode="json"), "constants": baked_constants(v),
           "inputs": _ports(iface.inputs), "outputs": _ports(iface.outputs),
           "input_layout": _layout(iface.inputs), "output_layout": _layout(iface.outputs)}
    if isinstance(v, TrainStep):
        doc["scalars"] = list(scalar_names(v))
        doc["replicas"] = v.replicas
        doc["forward_partner"] = partners
    else:
        doc["partners"] = sorted(partners or [])
    return doc


# ---------------------------------------------------------------------------------------------------------
# Module text


def _banner(v: TrainStep | Forward) -> list[str]:
    arch = SIZES[v.size]
    head = (f"{model_name(arch)} (depths {','.join(map(str, arch.depths))}; dims "
            f"{','.join(map(str, arch.dims))}), dataset {v.dataset.name} (K={v.classes}), "
            f"{v.image_size}x{v.image_size} px, batch {v.batch}" + (" per replica" if isinstance(v, TrainStep) else ""))
    lines = [f"cnxbuild artifact {slug(v)}", f"model: {head}",
             f"LayerNorm eps {v.ln_eps!r}, GELU {v.gelu.value}; input x is NCHW f32, computed channels-last"]
    if isinstance(v, TrainStep):
        c = baked_constants(v)
        opt = ", ".join(f"{k} {c[k]!r}" for k in OPTIMIZER_DEFAULTS[v.optimizer].constants)
        lines += [f"train step: forward, {v.loss.value} loss (label smoothing {v.label_smoothing!r}), hand-written "
                  f"backward, {v.optimizer.value}" + (f" ({opt})" if opt else "")
                  + f", weight decay {v.weight_decay!r}" + (" (rank-1 excluded)" if v.wd_exclude_rank1 else ""),
                  f"clip {v.clip_norm!r}, accumulate {v.accumulate}, replicas {v.replicas}, ema {v.ema}, "
                  f"stochastic depth {v.stochastic_depth}, precision {v.precision.value}"
                  + (f", lr {v.lr!r} (baked)" if v.lr is not None else "")]
    else:
        lines.append("forward: logits [B,K]")
    lines.append(f"inputs and outputs: {slug(v)}.json ({SIDECAR_FORMAT})")
    return lines


def _args(fb: FunctionBuilder, ports: tuple[Port, ...]) -> dict[str, Value]:
    return {p.name: fb.arg(p.name, TensorType(p.shape, p.dtype)) for p in ports}


def _forward_function(v: TrainStep | Forward, fb: FunctionBuilder, args: dict[str, Value],
                      drop_masks: list[Value] | None) -> tuple[Value, list[Step]]:
    x = ops.transpose(args["x"], (0, 2, 3, 1), name="x_nhwc")
    params = {p.name: args[p.name] for p in param_table(SIZES[v.size], v.classes)}
    return forward_chain(x, params, SIZES[v.size], eps=v.ln_eps, gelu=v.gelu.value, drop_masks=drop_masks)


def _loss(v: TrainStep, logits: Value, targets: Value) -> tuple[Value, Value]:
    if v.loss is Loss.bce:
        return loss_layer.binary_cross_entropy(logits, targets)
    return loss_layer.cross_entropy(logits, targets, label_smoothing=v.label_smoothing)


def _train_function(v: TrainStep, fb: FunctionBuilder, args: dict[str, Value]) -> list[Value]:
    names = [p.name for p in param_table(SIZES[v.size], v.classes)]
    masks = [args[f"drop_mask.{i}"] for i in range(block_count(SIZES[v.size]))] if v.stochastic_depth else None
    logits, tape = _forward_function(v, fb, args, masks)
    loss, dlogits = _loss(v, logits, args["targets"])
    grads = backward_chain(tape, dlogits, precision=v.precision.value)
    if v.replicas > 1:
        loss = all_reduce_mean(loss, v.replicas)
    theta = {n: args[n] for n in names}
    state = {r: {n: args[f"{n}.{r}"] for n in names} for r in region_names(v)}
    scalars = {s: args[s] for s in scalar_names(v)}
    new = optimizer_stage(v, names, theta, grads, state, scalars)
    return [new["theta"][n] for n in names] + [new[r][n] for r in region_names(v) for n in names] + [loss]


def render(v: TrainStep | Forward) -> str:
    """The StableHLO module text of ``v``: one ``func.func @<slug>`` whose signature is :func:`interface`.

    Deterministic: the same Variant gives the same bytes on any machine (design.md, decision 3).
    """
    iface = interface(v)
    fb = FunctionBuilder(entry_name(v), banner=_banner(v))
    args = _args(fb, iface.inputs)
    if isinstance(v, Forward):
        logits, _ = _forward_function(v, fb, args, None)
        fb.ret(logits)
        return module_text([fb])
    fb.ret(*_train_function(v, fb, args))
    attrs = {"mhlo.num_replicas": f"{v.replicas} : i32"} if v.replicas > 1 else {}
    return module_text([fb], attrs)
