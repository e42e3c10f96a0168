"""Variant → module text + interface: the train step, the forward, and the sidecar JSON.

The interface lists every input and output (name, role, shape, dtype) in order.

spec/convnext.md, "Train-step interface" and design.md decision 6: drivers read the sidecar; nobody parses
names to learn an arity. The emitter builds its function signature from :func:`interface`, so the sidecar
and the module cannot disagree. Everything about the net comes from its family (:func:`cnxbuild.nets.family_of`:
parameter and buffer tables, forward and backward chains, weight-decay rule, banner; spec/families.md).
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass

import cnxbuild

from cnxbuild.layers import loss as loss_layer
from cnxbuild.mlir import FunctionBuilder, TensorType, Value, module_text, ops
from cnxbuild.nets import Emitted, family_of
from cnxbuild.optim import all_reduce_mean, optimizer_stage, scalar_names
from cnxbuild.optim.gradients import CLIP_EPS
from cnxbuild.optim import state_regions as region_names
from cnxbuild.slug import entry_name, slug
from cnxbuild.variant import OPTIMIZER_DEFAULTS, WX_TRUST_NOTE, Forward, Loss, Optimizer, TrainStep

__all__ = ["SIDECAR_FORMAT", "INTERFACE_FORMAT", "Port", "Interface", "interface", "sidecar", "region_names",
           "render", "arch_of", "buffer_ports", "parameter_count"]

SIDECAR_FORMAT = "cnxbuild.sidecar/2"
#: The version of the sidecar's interface part (inputs, outputs, their roles and layouts) the module's banner
#: cites: sidecar/2 changed the description of the Variant (family, norm_eps, arch), not the interface, so
#: a module renders byte-identical across that change (docs/sidecar.md; docs/decisions.md D43).
INTERFACE_FORMAT = "cnxbuild.sidecar/1"


@dataclass(frozen=True)
class Port:
    """One input or output: ``name`` (an MLIR SSA name), ``role``, ``shape``, ``dtype``."""

    name: str
    role: str  # input | theta | m | v | acc | ema | buffer | scalar | drop_mask | targets | logits | loss
    shape: tuple[int, ...]
    dtype: str = "f32"


@dataclass(frozen=True)
class Interface:
    inputs: tuple[Port, ...]
    outputs: tuple[Port, ...]


def arch_of(v: TrainStep | Forward):
    """The architecture record of ``v``: its family's record of ``v.size`` at ``v.image_size``
    (:meth:`~cnxbuild.nets.Family.arch`)."""
    return family_of(v).arch(v.size, v.image_size)


def parameter_count(v: TrainStep | Forward) -> int:
    """Elements of θ of ``v``'s net (its family's parameter table at ``v.size``, ``v.image_size`` and
    ``v.classes``); the check's twin has the same unless the net's parameters depend on the image (a position
    embedding per patch)."""
    return sum(p.size for p in family_of(v).param_table(arch_of(v), v.classes))


def buffer_ports(v: TrainStep | Forward) -> tuple[Port, ...]:
    """The buffer inputs of ``v`` (role ``buffer``, the family's buffer-table order): a train step's (updated
    and returned) and a ``fwd_eval`` forward's (frozen); none for ``fwd`` or a family without buffers."""
    if isinstance(v, Forward) and v.kind != "fwd_eval":
        return ()
    return tuple(Port(b.name, "buffer", b.shape) for b in family_of(v).buffer_table(arch_of(v)))


def interface(v: TrainStep | Forward) -> Interface:
    """Inputs and outputs of ``v``'s artifact in order (shapes in examples per replica, pixels, classes).

    Train step: ``x, θ, regions (m, v, acc, ema), buffers, scalars, drop masks, targets`` →
    ``θ′, regions′, buffers′, loss``; forward: ``x, θ[, buffers (fwd_eval)]`` → ``logits``.
    """
    fam, arch = family_of(v), arch_of(v)
    params = fam.param_table(arch, v.classes)
    x = Port("x", "input", (v.batch, 3, v.image_size, v.image_size))
    theta = tuple(Port(p.name, "theta", p.shape) for p in params)
    buffers = buffer_ports(v)
    if isinstance(v, Forward):
        return Interface((x,) + theta + buffers, (Port("logits", "logits", (v.batch, v.classes)),))
    regions = tuple(Port(f"{p.name}.{r}", r, p.shape) for r in region_names(v) for p in params)
    scalars = tuple(Port(s, "scalar", ()) for s in scalar_names(v))
    masks = tuple(Port(f"drop_mask.{i}", "drop_mask", (v.batch,))
                  for i in range(fam.drop_sites(arch) if v.stochastic_depth else 0))
    targets = Port("targets", "targets", (v.batch, v.classes))
    outs = theta + regions + buffers + (Port("loss", "loss", ()),)
    return Interface((x,) + theta + regions + buffers + scalars + masks + (targets,), outs)


def baked_constants(v: TrainStep | Forward) -> dict[str, object]:
    """Every constant the artifact bakes, by name (what the slug encodes, defaults included)."""
    out: dict[str, object] = {"classes": v.classes, "image_size": v.image_size, "batch_per_replica": v.batch,
                              "norm_eps": v.norm_eps}
    if v.gelu is not None:
        out["gelu"] = v.gelu.value
    if isinstance(v, TrainStep):
        out.update(v.optimizer_constants)
        out.update(optimizer=v.optimizer.value, weight_decay=v.weight_decay,
                   wd_exclude_rank1=v.wd_exclude_rank1, loss=v.loss.value, label_smoothing=v.label_smoothing,
                   clip_norm=v.clip_norm, accumulate=v.accumulate, replicas=v.replicas,
                   stochastic_depth=v.stochastic_depth, precision=v.precision.value, ema=v.ema)
        if v.clip_norm is not None:  # the ε of the clip's factor C/(‖g‖ + ε) (a new user's finding, stop 44)
            out["clip_eps"] = CLIP_EPS
        if v.optimizer is Optimizer.fused_sgd:
            out["lr"] = v.lr
        out.update(family_of(v).train_constants())
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


#: ``x`` as the artifact reads it: no normalisation inside (docs/sidecar.md).
INPUT_CONVENTION = {
    "name": "x", "layout": "NCHW", "dtype": "f32", "normalisation": "none",
    "note": "pixels as the driver's pipeline prepares them; timm's ImageNet models expect (x/255 - mean)/std "
            "with mean (0.485, 0.456, 0.406) and std (0.229, 0.224, 0.225)",
}
EMA_DECAY = 0.9999  # the paper's (Table 5) and timm ModelEmaV2's


def scalar_semantics(v: TrainStep) -> dict[str, dict]:
    """What each runtime scalar of ``v`` means and how a driver computes it, by name (t: the 1-based applied
    step the micro-step belongs to; s = t − 1 applied steps before it; k micro-steps per applied step)."""
    c = v.optimizer_constants
    known = {
        "lr": {"value": "the learning rate of applied step t (the driver's schedule)", "per": "applied step"},
        "bc1": {"value": "1 - b1^t, t the 1-based index of the applied step", "b1": c.get("b1"),
                "per": "applied step"},
        "bc2": {"value": "1 - b2^t, t the 1-based index of the applied step", "b2": c.get("b2"),
                "per": "applied step"},
        "accumulate_apply": {"value": "1 on the last micro-step of each group of k (it applies the optimizer),"
                                      " 0 on the others (they only add to acc)", "k": v.accumulate,
                             "per": "micro-step"},
        "ema_decay": {"value": "d in ema' = d*ema + (1-d)*theta' (used only on the applying micro-step)",
                      "recommended": f"min({EMA_DECAY}, (1 + s)/(10 + s)), s = t - 1 the applied steps before "
                                     "this one", "decay": EMA_DECAY,
                      "per": "applied step"},
    }
    if v.accumulate > 1:  # a new user's finding (stop 44): which lr an accumulate-only micro-step wants
        for name in ("lr", "bc1", "bc2"):
            known[name]["note"] = ("read only on the micro-step with accumulate_apply = 1: on the others θ and the "
                                   "optimizer state come back unchanged (selected, bit-exact), so any value will "
                                   "do there; feeding applied step t's value on all k micro-steps is simplest")
    return {name: known[name] for name in scalar_names(v)}


def initial_state(v: TrainStep) -> dict[str, dict]:
    """Each state region's value before step 1, by role (docs/sidecar.md). θ and the buffers: timm's
    initialisation as one rule per tensor (``per_tensor``: name → :data:`~cnxbuild.nets.family.INIT_RULE_KINDS`
    rule, the family's :meth:`~cnxbuild.nets.family.Family.init_rules`), or a checkpoint; the regions: a fill,
    or a copy of θ (``ema``)."""
    fam, arch = family_of(v), arch_of(v)
    fills = {"m": 0.0, "v": 1.0 if v.optimizer is Optimizer.rmsprop else 0.0, "acc": 0.0}
    out: dict[str, dict] = {"theta": {
        "init": f"the driver's: {fam.display}'s timm initialisation (per_tensor) or a checkpoint",
        "per_tensor": fam.init_rules(arch, v.classes)}}
    for r in region_names(v):
        out[r] = {"copy_of": "theta"} if r == "ema" else {"fill": fills[r]}
    if buffer_ports(v):
        out["buffer"] = {"init": f"the driver's: {fam.display}'s initial buffers (per_tensor) or a checkpoint",
                         "per_tensor": fam.buffer_rules(arch)}
    return out


_SITE_MASKS = ("drop_mask.<j>[b] = Bernoulli(keep_j)/keep_j per example b (0 or 1/keep_j), each site drawn "
               "independently, per micro-step")


def drop_path(v: TrainStep) -> dict:
    """The drop-path schedule the driver should feed (the family's ramp over its blocks in forward order,
    :attr:`~cnxbuild.nets.Family.drop_schedule`); the recommended rate is the family's for the size
    (:meth:`~cnxbuild.nets.Family.drop_path_rate`, D30). docs/sidecar.md gives its three forms; every form has ``sites`` and ``site_block``."""
    fam, arch = family_of(v), arch_of(v)
    sites, rate = fam.drop_site_blocks(arch), fam.drop_path_rate(v.size)
    if fam.drop_schedule == "linear" and sites == tuple(range(len(sites))):  # one site per block
        # sites and site_block as every form has them (here mask i is block i), so a driver reads one layout
        # (a new user's finding, stop 53; D120)
        return {"blocks": len(sites), "sites": len(sites), "site_block": list(sites), "schedule": "linear",
                "keep": "keep_i = 1 - rate*i/(blocks - 1), i = 0..blocks-1",
                "mask": "drop_mask.<i>[b] = Bernoulli(keep_i)/keep_i per example b (0 or 1/keep_i), drawn per "
                        "micro-step", "recommended_rate": rate}
    keep = {"linear": "keep_j = 1 - rate*site_block[j]/(blocks - 1), j = 0..sites-1 (every site of a block takes "
                      "the block's rate)",
            "block_fraction": "keep_j = 1 - rate*site_block[j]/blocks, j = 0..sites-1 (the ramp counts every "
                              "block; only the blocks in site_block, those that add their input back, take a "
                              "mask)"}[fam.drop_schedule]
    return {"blocks": fam.drop_blocks(arch), "sites": len(sites), "site_block": list(sites),
            "schedule": fam.drop_schedule, "keep": keep, "mask": _SITE_MASKS, "recommended_rate": rate}


def update_rule(v: TrainStep) -> dict[str, str]:
    """What the step computes, in the sidecar's names (spec/convnext.md, "Optimizer semantics"; docs/sidecar.md
    restates it): ``gradient`` (g: its reductions and clip, as this variant has them), ``accumulate`` under
    accumulation, ``weight_decay`` (which tensors take it), ``update`` (the optimizer's rule,
    :attr:`~cnxbuild.variant.OptimizerDefaults.update`), ``ema`` with EMA, ``buffers`` for a family with buffers
    (:meth:`~cnxbuild.nets.family.Family.buffer_update`)."""
    g = ["g = the gradient of the loss output (its reduction: output_semantics.loss) at the incoming theta"]
    if v.replicas > 1:
        g.append(f"averaged over the {v.replicas} replicas (all_reduce sum / {v.replicas})")
    if v.accumulate > 1:
        g.append(f"on the applying micro-step (acc + g)/{v.accumulate}, the mean over the {v.accumulate} "
                 "micro-steps")
    if v.clip_norm is not None:
        g.append(f"then clipped: g*min(1, {v.clip_norm}/(||g|| + 1e-6)), ||g|| the global L2 norm over every "
                 "parameter")
    out = {"gradient": "; ".join(g)}
    if v.accumulate > 1:
        k = v.accumulate
        out["accumulate"] = ("accumulate_apply = 0: acc' = acc + g" + (" (g after the replica mean)"
                                                                        if v.replicas > 1 else "")
                             + ", and theta and every other region come back bit-identical"
                             + ("; the buffers update on every micro-step" if buffer_ports(v) else "")
                             + f"; accumulate_apply = 1: the update below on (acc + g)/{k}, and acc' = 0")
    if v.weight_decay == 0:
        out["weight_decay"] = "wd = 0 for every tensor"
    else:
        out["weight_decay"] = f"wd = {v.weight_decay}" + (
            f" except 0 for {family_of(v).wx_excludes}" if v.wd_exclude_rank1 else " for every tensor")
    update = OPTIMIZER_DEFAULTS[v.optimizer].update
    out["update"] = update if v.wd_exclude_rank1 else update.replace(WX_TRUST_NOTE, "")
    if v.ema:
        out["ema"] = "ema' = ema_decay*ema + (1 - ema_decay)*theta' (on the applying micro-step)"
    if buffer_ports(v):
        out["buffers"] = family_of(v).buffer_update()
    return out


def _loss_semantics(v: TrainStep) -> str:
    smoothed = (f"t~ = (1 - {v.label_smoothing})*t + {v.label_smoothing}/K (t: the targets input, K classes)"
                if v.label_smoothing else "t~ = t, the targets input")
    form = ("binary cross-entropy with logits, -(t*log(sigmoid(z)) + (1 - t)*log(sigmoid(-z))) per entry (t: the "
            "targets input), the mean over all B*K entries" if v.loss is Loss.bce else
            f"cross-entropy with label smoothing {v.label_smoothing}, the mean over the batch of "
            f"-sum_k t~_k*log_softmax(z)_k with {smoothed}")
    where = "; with replicas, the mean over them" if v.replicas > 1 else ""
    batch = "this micro-step's batch" if v.accumulate > 1 else "this batch"
    return f"{form}, at the incoming theta (before this step's update), of {batch}{where}"


def _train_fields(v: TrainStep, partner: list[str] | str | None) -> dict:
    doc = {"scalars": list(scalar_names(v)), "replicas": v.replicas, "forward_partner": partner,
           "scalar_semantics": scalar_semantics(v), "initial_state": initial_state(v),
           "update_rule": update_rule(v), "output_semantics": {"loss": _loss_semantics(v)}}
    if v.stochastic_depth:
        doc["drop_path"] = drop_path(v)
    return doc


def sidecar(v: TrainStep | Forward, partners: list[str] | str | None = None, text: str | None = None) -> dict:
    """The sidecar JSON object of ``v``'s artifact (docs/sidecar.md). ``partners``: for a train step, its
    forward partner's slug; for a forward, the slugs of the train steps it partners (sorted). ``text``: the
    module, when the caller has rendered it already (else it is rendered here, for ``module_sha256``; not
    cached, so that a test's planted emitter bug is always rendered)."""
    fam, arch = family_of(v), arch_of(v)
    iface = interface(v)
    doc = {"format": SIDECAR_FORMAT, "generator": {"name": "cnxbuild", "version": cnxbuild.__version__},
           "slug": slug(v), "entry": entry_name(v), "kind": v.kind,
           "module_sha256": hashlib.sha256((render(v) if text is None else text).encode()).hexdigest(),
           "family": fam.name, "model": fam.model_name(arch),
           "arch": {k: list(a) if isinstance(a, tuple) else a for k, a in asdict(arch).items()},
           "dataset": v.dataset.name, "variant": v.model_dump(mode="json"), "constants": baked_constants(v),
           "input": INPUT_CONVENTION, "inputs": _ports(iface.inputs), "outputs": _ports(iface.outputs),
           "input_layout": _layout(iface.inputs), "output_layout": _layout(iface.outputs)}
    if isinstance(v, TrainStep):
        doc.update(_train_fields(v, partners))
    else:
        doc["partners"] = sorted(partners or [])
        doc["logits_per_example"] = fam.logits_per_example(v.kind)
    return doc


# ---------------------------------------------------------------------------------------------------------
# Module text


def _banner(v: TrainStep | Forward) -> list[str]:
    fam = family_of(v)
    head = (f"{fam.describe(arch_of(v))}, dataset {v.dataset.name} (K={v.classes}), "
            f"{v.image_size}x{v.image_size} px, batch {v.batch}" + (" per replica" if isinstance(v, TrainStep) else ""))
    lines = [f"cnxbuild artifact {slug(v)}", f"model: {head}",
             f"{fam.constants_line(v)}; input x is NCHW f32, computed channels-last"]
    if isinstance(v, TrainStep):
        c = baked_constants(v)
        opt = ", ".join(f"{k} {c[k]!r}" for k in v.optimizer_constants)
        lines += [f"train step: forward, {v.loss.value} loss (label smoothing {v.label_smoothing!r}), hand-written "
                  f"backward, {v.optimizer.value}" + (f" ({opt})" if opt else "")
                  + f", weight decay {v.weight_decay!r}" + (f" ({fam.wx_short})" if v.wd_exclude_rank1 else ""),
                  f"clip {v.clip_norm!r}, accumulate {v.accumulate}, replicas {v.replicas}, ema {v.ema}, "
                  f"stochastic depth {v.stochastic_depth}, precision {v.precision.value}"
                  + (f", lr {v.lr!r} (baked)" if v.lr is not None else "")]
    else:
        lines.append("forward: logits [B,K]" if v.kind == "fwd" else
                     "forward with frozen running statistics (buffers): logits [B,K]")
    lines.append(f"inputs and outputs: {slug(v)}.json ({INTERFACE_FORMAT})")
    return lines


def _args(fb: FunctionBuilder, ports: tuple[Port, ...]) -> dict[str, Value]:
    return {p.name: fb.arg(p.name, TensorType(p.shape, p.dtype)) for p in ports}


def _forward_function(v: TrainStep | Forward, fb: FunctionBuilder, args: dict[str, Value],
                      drop_masks: list[Value] | None) -> Emitted:
    fam, arch = family_of(v), arch_of(v)
    x = ops.transpose(args["x"], (0, 2, 3, 1), name="x_nhwc")
    params = {p.name: args[p.name] for p in fam.param_table(arch, v.classes)}
    buffers = {p.name: args[p.name] for p in buffer_ports(v)}
    mode = "train" if isinstance(v, TrainStep) else v.kind
    return fam.forward_chain(x, params, buffers, arch, v, mode=mode, drop_masks=drop_masks)


def _loss(v: TrainStep, logits: Value, targets: Value) -> tuple[Value, Value]:
    if v.loss is Loss.bce:
        return loss_layer.binary_cross_entropy(logits, targets)
    return loss_layer.cross_entropy(logits, targets, label_smoothing=v.label_smoothing)


def _train_function(v: TrainStep, fb: FunctionBuilder, args: dict[str, Value]) -> list[Value]:
    fam, arch = family_of(v), arch_of(v)
    table = fam.param_table(arch, v.classes)
    names = [p.name for p in table]
    masks = [args[f"drop_mask.{i}"] for i in range(fam.drop_sites(arch))] if v.stochastic_depth else None
    out = _forward_function(v, fb, args, masks)
    loss, dlogits = _loss(v, out.logits, args["targets"])
    grads = fam.backward_chain(out.tape, dlogits, precision=v.precision.value)
    if v.replicas > 1:
        loss = all_reduce_mean(loss, v.replicas)
    theta = {n: args[n] for n in names}
    state = {r: {n: args[f"{n}.{r}"] for n in names} for r in region_names(v)}
    scalars = {s: args[s] for s in scalar_names(v)}
    decay = {p.name: fam.decays(p, v.wd_exclude_rank1) for p in table}
    new = optimizer_stage(v, names, theta, grads, state, scalars, decay)
    new_buffers = [out.new_buffers[p.name] for p in buffer_ports(v)]
    return ([new["theta"][n] for n in names] + [new[r][n] for r in region_names(v) for n in names] + new_buffers
            + [loss])


def render(v: TrainStep | Forward) -> str:
    """The StableHLO module text of ``v``: ``module @<slug>`` holding one ``func.func @<slug>`` whose
    signature is :func:`interface`. The module's name is the name of the IREE VM module compiled from it (so a
    train step and its forward partner load into one IREE context; docs/decisions.md, D90).

    Deterministic: the same Variant gives the same bytes on any machine (design.md, decision 3).
    """
    iface = interface(v)
    fb = FunctionBuilder(entry_name(v), banner=_banner(v))
    args = _args(fb, iface.inputs)
    if isinstance(v, Forward):
        fb.ret(_forward_function(v, fb, args, None).logits)
        return module_text([fb], name=entry_name(v))
    fb.ret(*_train_function(v, fb, args))
    attrs = {"mhlo.num_replicas": f"{v.replicas} : i32"} if v.replicas > 1 else {}
    return module_text([fb], attrs, name=entry_name(v))
