"""ConvNeXt as cnxbuild renders it: size registry, parameter table, forward chain and backward chain, and
:data:`FAMILY`, the family object the rest of cnxbuild asks (spec/families.md).

Source: Liu et al., "A ConvNet for the 2020s" (CVPR 2022) and timm's ``convnext.py``, whose
``state_dict`` keys, shapes and ``named_parameters()`` order are ours (spec/convnext.md, "Parameters").
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from cnxbuild.layers import conv, elementwise, linear, norm, pool
from cnxbuild.layers import gelu as gelu_mod
from cnxbuild.mlir import Value
from cnxbuild.nets.family import Emitted, Family, Param, draw_init

__all__ = [
    "DEPTHWISE_KERNEL",
    "DROP_PATH_RATES",
    "FAMILY",
    "SIZES",
    "SIZE_CODES",
    "STRIDE",
    "TWIN_BATCH",
    "Arch",
    "ConvNeXtFamily",
    "Param",
    "Step",
    "backward_chain",
    "block_count",
    "forward_chain",
    "init_param",
    "init_rule",
    "model_name",
    "param_count",
    "param_table",
    "stage_sizes",
    "trunc_normal",
    "twin_image_size",
]


@dataclass(frozen=True)
class Arch:
    """Depths (blocks per stage) and dims (channels per stage) of a ConvNeXt."""

    depths: tuple[int, int, int, int]
    dims: tuple[int, int, int, int]


#: The sizes by TOML name (spec/convnext.md, "Sizes"), in display order.
SIZES: dict[str, Arch] = {
    "atto": Arch((2, 2, 6, 2), (40, 80, 160, 320)),
    "femto": Arch((2, 2, 6, 2), (48, 96, 192, 384)),
    "pico": Arch((2, 2, 6, 2), (64, 128, 256, 512)),
    "nano": Arch((2, 2, 8, 2), (80, 160, 320, 640)),
    "T": Arch((3, 3, 9, 3), (96, 192, 384, 768)),
    "S": Arch((3, 3, 27, 3), (96, 192, 384, 768)),
    "B": Arch((3, 3, 27, 3), (128, 256, 512, 1024)),
    "L": Arch((3, 3, 27, 3), (192, 384, 768, 1536)),
    "XL": Arch((3, 3, 27, 3), (256, 512, 1024, 2048)),
}
#: The slug's size codes (spec/variants.md, "Grammar"): T, the default, is spelled by no letter.
SIZE_CODES: dict[str, str] = {"T": "", "S": "s", "B": "b", "L": "l", "XL": "xl",
                              "atto": "atto", "femto": "femto", "pico": "pico", "nano": "nano"}
#: The stochastic-depth rate the ConvNeXt paper trains each size with on ImageNet-1K (Table 5: 0.1/0.4/0.5/0.5
#: for T/S/B/L; XL, trained on ImageNet-22K only, 0.2); the small timm sizes take T's (docs/decisions.md D30).
DROP_PATH_RATES = {"T": 0.1, "S": 0.4, "B": 0.5, "L": 0.5, "XL": 0.2,
                   "atto": 0.1, "femto": 0.1, "pico": 0.1, "nano": 0.1}


def model_name(arch: Arch) -> str:
    """Human-readable name from the whole (depths, dims) record: ``ConvNeXt-T``; a table that matches no
    registered size is ``ConvNeXt-custom[3,3,9,3]@[64,128,256,512]`` (never a borrowed name)."""
    return FAMILY.model_name(arch)


# ---------------------------------------------------------------------------------------------------------
# Geometry: what the check's small-geometry twin must be (spec/checks.md, "Twin")

DEPTHWISE_KERNEL = 7  # every block's conv_dw is k×k with padding k//2
STRIDE = 32  # stem /4, then three downsamples /2: the last stage is H/32 × W/32
TWIN_BATCH = 2  # examples per replica in the twin: a batch mean over more than one example


def stage_sizes(image_size: int) -> tuple[int, int, int, int]:
    """The square feature-map side of each stage at ``image_size`` px: H/4, H/8, H/16, H/32."""
    return tuple(image_size // d for d in (4, 8, 16, 32))


def twin_image_size() -> int:
    """The smallest image side (px) at which every code path of a ConvNeXt is exercised non-trivially.

    Rule (spec/checks.md, "Twin"): every stage's feature map is at least as wide as its widest kernel's
    reach, so that every tap of the k×k depthwise convolution (k = 7, padding 3) meets real pixels — not
    only padding — in every stage, the last included: a side s ≥ k//2 + 1 = 4 (at s = 4 the tap at offset
    +3 reads pixel 3 from output 0, and every output row mixes real and padded taps, so the border handling
    of the forward, dx and dW is exercised). The last stage is H/32, so H = 32·4 = 128 px; it also makes the
    head's global pool average 16 positions (a missing ÷H·W, or the head LayerNorm applied before the pool,
    changes the numbers; at 32 px the last stage is 1×1 and both pass unseen).
    Patchify convolutions (kernel = stride, no padding) need no more than a whole window.
    """
    side = DEPTHWISE_KERNEL // 2 + 1
    return STRIDE * side


def param_table(arch: Arch, classes: int) -> list[Param]:
    """Every parameter in timm's ``named_parameters()`` order (spec/convnext.md, "Parameters")."""
    c = arch.dims
    out = [Param("stem.0.weight", (c[0], 3, 4, 4)), Param("stem.0.bias", (c[0],)),
           Param("stem.1.weight", (c[0],)), Param("stem.1.bias", (c[0],))]
    for i, depth in enumerate(arch.depths):
        if i > 0:
            p = f"stages.{i}.downsample."
            out += [Param(p + "0.weight", (c[i - 1],)), Param(p + "0.bias", (c[i - 1],)),
                    Param(p + "1.weight", (c[i], c[i - 1], 2, 2)), Param(p + "1.bias", (c[i],))]
        for j in range(depth):
            p = f"stages.{i}.blocks.{j}."
            out += [Param(p + "gamma", (c[i],)),
                    Param(p + "conv_dw.weight", (c[i], 1, 7, 7)), Param(p + "conv_dw.bias", (c[i],)),
                    Param(p + "norm.weight", (c[i],)), Param(p + "norm.bias", (c[i],)),
                    Param(p + "mlp.fc1.weight", (4 * c[i], c[i])), Param(p + "mlp.fc1.bias", (4 * c[i],)),
                    Param(p + "mlp.fc2.weight", (c[i], 4 * c[i])), Param(p + "mlp.fc2.bias", (c[i],))]
    out += [Param("head.norm.weight", (c[3],)), Param("head.norm.bias", (c[3],)),
            Param("head.fc.weight", (classes, c[3])), Param("head.fc.bias", (classes,))]
    return out


def param_count(arch: Arch, classes: int) -> int:
    return sum(p.size for p in param_table(arch, classes))


def block_count(arch: Arch) -> int:
    """Blocks over the whole net (drop-path masks are numbered 0..N−1 in forward order)."""
    return sum(arch.depths)


# ---------------------------------------------------------------------------------------------------------
# The forward chain (saving what each backward needs) and the backward chain that walks it in reverse.

@dataclass(frozen=True)
class Step:
    """One entry of the tape: ``kind`` of layer, the timm ``prefix`` of its parameters, its saved record.

    ``fork`` marks a block's input (where the skip path leaves) and ``join`` its residual add.
    """

    kind: str  # patchify | ln | dw | fc | gelu | ls | drop | pool | fork | join
    prefix: str
    saved: object = None
    need_dx: bool = True


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``stages.2.blocks.7.mlp.fc1`` → ``s2b7_fc1``."""
    parts = prefix.split(".")
    if parts[0] == "stages":
        tail = {"conv_dw": "dw", "norm": "ln", "mlp": "", "downsample": "down"}
        rest = "_".join(tail.get(p, p) for p in parts[4 if parts[2] == "blocks" else 3:] if tail.get(p, p))
        return f"s{parts[1]}b{parts[3]}_{rest}" if parts[2] == "blocks" else f"s{parts[1]}_down{parts[3]}"
    return "_".join(parts)


def forward_chain(x: Value, params: dict[str, Value], arch: Arch, *, eps: float, gelu: str,
                  drop_masks: list[Value] | None = None) -> tuple[Value, list[Step]]:
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] and the tape for :func:`backward_chain`.

    ``params`` maps timm names to Values (spec/convnext.md, "Forward"); ``drop_masks`` is one [B] mask per
    block in forward order (stochastic depth) or None.
    """
    tape: list[Step] = []

    def layer(kind: str, prefix: str, fwd, *args, **kw) -> Value:
        y, saved = fwd(*args, name=_ssa(prefix), **kw)
        tape.append(Step(kind, prefix, saved, need_dx=prefix != "stem.0"))
        return y

    def w(prefix: str) -> tuple[Value, Value]:
        return params[prefix + ".weight"], params[prefix + ".bias"]

    y = layer("patchify", "stem.0", conv.patchify_forward, x, *w("stem.0"), stride=4)
    y = layer("ln", "stem.1", norm.layer_norm_forward, y, *w("stem.1"), eps=eps)
    n = 0
    for i, depth in enumerate(arch.depths):
        if i > 0:
            y = layer("ln", f"stages.{i}.downsample.0", norm.layer_norm_forward, y,
                      *w(f"stages.{i}.downsample.0"), eps=eps)
            y = layer("patchify", f"stages.{i}.downsample.1", conv.patchify_forward, y,
                      *w(f"stages.{i}.downsample.1"), stride=2)
        for j in range(depth):
            p = f"stages.{i}.blocks.{j}"
            tape.append(Step("fork", p))
            h = layer("dw", p + ".conv_dw", conv.depthwise_forward, y, *w(p + ".conv_dw"))
            h = layer("ln", p + ".norm", norm.layer_norm_forward, h, *w(p + ".norm"), eps=eps)
            h = layer("fc", p + ".mlp.fc1", linear.linear_forward, h, *w(p + ".mlp.fc1"))
            h = layer("gelu", p + ".mlp.act", gelu_mod.gelu_forward, h, form=gelu)
            h = layer("fc", p + ".mlp.fc2", linear.linear_forward, h, *w(p + ".mlp.fc2"))
            h = layer("ls", p + ".gamma", elementwise.layer_scale_forward, h, params[p + ".gamma"])
            if drop_masks is not None:
                h = layer("drop", p + ".drop_path", elementwise.drop_path_forward, h, drop_masks[n])
            y = elementwise.residual_add(y, h, name=_ssa(p + ".out"))
            tape.append(Step("join", p))
            n += 1
    y = layer("pool", "head.pool", pool.global_avg_pool_forward, y)
    y = layer("ln", "head.norm", norm.layer_norm_forward, y, *w("head.norm"), eps=eps)
    return layer("fc", "head.fc", linear.linear_forward, y, *w("head.fc")), tape


_BACKWARD = {
    "patchify": lambda s, dy, prec, name, st: conv.patchify_backward(s.saved, dy, precision=prec,
                                                                   need_dx=st.need_dx, name=name),
    "ln": lambda s, dy, prec, name, st: norm.layer_norm_backward(s.saved, dy, name=name),
    "dw": lambda s, dy, prec, name, st: conv.depthwise_backward(s.saved, dy, precision=prec, name=name),
    "fc": lambda s, dy, prec, name, st: linear.linear_backward(s.saved, dy, precision=prec, name=name),
    "gelu": lambda s, dy, prec, name, st: gelu_mod.gelu_backward(s.saved, dy, name=name),
    "ls": lambda s, dy, prec, name, st: elementwise.layer_scale_backward(s.saved, dy, name=name),
    "drop": lambda s, dy, prec, name, st: elementwise.drop_path_backward(s.saved, dy, name=name),
    "pool": lambda s, dy, prec, name, st: pool.global_avg_pool_backward(s.saved, dy, name=name),
}


def _grad_name(step: Step, key: str) -> str:
    return step.prefix if step.kind == "ls" else f"{step.prefix}.{key}"


def backward_chain(tape: list[Step], dlogits: Value, *, precision: str = "f32") -> dict[str, Value]:
    """Walk ``tape`` in reverse from the logits' cotangent [B,K]; return every parameter's gradient by timm
    name. At a ``join`` the cotangent goes to both the branch and the skip path; at the block's ``fork``
    the two are summed (the residual fan-in)."""
    grads: dict[str, Value] = {}
    skips: list[Value] = []
    dy: Value | None = dlogits
    for step in reversed(tape):
        if step.kind == "join":
            skip, dy = elementwise.residual_add_backward(dy)
            skips.append(skip)
            continue
        if step.kind == "fork":
            dy = elementwise.residual_add(skips.pop(), dy, name="d" + _ssa(step.prefix + ".in"))
            continue
        dy, g = _BACKWARD[step.kind](step, dy, precision, _ssa(step.prefix), step)
        grads.update({_grad_name(step, k): v for k, v in g.items()})
    return grads


# ---------------------------------------------------------------------------------------------------------
# timm's initialisation (the train driver's θ before step 1)

INIT_STD = 0.02  # timm ConvNeXt._init_weights: trunc_normal_(weight, std=.02) for Conv2d and Linear
TRUNC_BOUND = 2.0  # timm trunc_normal_'s a=-2, b=2: absolute bounds, not multiples of std
LAYER_SCALE_INIT = 1e-6  # timm ConvNeXt ls_init_value


def trunc_normal(rng: np.random.Generator, shape: tuple[int, ...], std: float = INIT_STD,
                 bound: float = TRUNC_BOUND) -> np.ndarray:
    """N(0, std²) redrawn outside ``[−bound, bound]`` (timm ``trunc_normal_``; float32).

    .. note:: timm's bounds are absolute (±2), so at std 0.02 they sit at ±100σ and never bind; timm's
       ``trunc_normal_tf_`` would cut at ±2σ instead. ConvNeXt uses ``trunc_normal_``.
    """
    return draw_init(_trunc_normal_rule(std, bound), shape, rng)


def _trunc_normal_rule(std: float = INIT_STD, bound: float = TRUNC_BOUND) -> dict:
    return {"trunc_normal": {"mean": 0.0, "std": std, "a": -bound, "b": bound}}


def init_rule(name: str, shape: tuple[int, ...]) -> dict:
    """timm's ConvNeXt initialisation of parameter ``name`` as a rule
    (:func:`~cnxbuild.nets.family.draw_init`): conv and linear weights (rank > 1) trunc-normal std 0.02
    within ±2; layer scale ``*.gamma`` 1e-6; norm weights 1; biases 0.

    Raises:
        ValueError: a rank-1 name that is none of ``*.gamma``, ``*.weight``, ``*.bias``.
    """
    if len(shape) > 1:
        return _trunc_normal_rule()
    for suffix, value in ((".gamma", LAYER_SCALE_INIT), (".weight", 1.0), (".bias", 0.0)):
        if name.endswith(suffix):
            return {"fill": value}
    raise ValueError(f"init_rule: no timm initialisation for rank-1 parameter {name!r}")


def init_param(name: str, shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """timm's ConvNeXt initial value of parameter ``name`` (float32): :func:`init_rule` drawn.

    Raises:
        ValueError: as :func:`init_rule`.
    """
    return draw_init(init_rule(name, shape), shape, rng)


# ---------------------------------------------------------------------------------------------------------
# The family object


class ConvNeXtFamily(Family):
    """ConvNeXt (Liu et al. 2022; timm ``convnext.py``): LayerNorm, GELU, layer scale, stochastic depth."""

    name = "convnext"
    token = "convnext"
    display = "ConvNeXt"
    sizes = SIZES
    size_codes = SIZE_CODES
    timm_models = {"T": "convnext_tiny", "S": "convnext_small", "B": "convnext_base", "L": "convnext_large",
                   "XL": "convnext_xlarge", **{s: f"convnext_{s}" for s in ("atto", "femto", "pico", "nano")}}
    norm = "LayerNorm"
    norm_eps_default = 1e-6
    keys = frozenset({"gelu", "stochastic_depth"})
    forward_kinds = ("fwd",)
    partner_kind = "fwd"
    twin_batch = TWIN_BATCH
    driven_param = "head.norm.weight"  # the head LayerNorm's scale (docs/decisions.md, D13)
    zero_param = "head.fc.bias"  # the classifier's bias (D82)
    reference = "cnxbuild.reference.convnext"

    def image_size_rule(self, image_size: int) -> str | None:
        if image_size % STRIDE:
            return f"image_size {image_size} is not a multiple of {STRIDE} (stem /4, then three /2)"
        return None

    def param_table(self, arch: Arch, classes: int) -> list[Param]:
        return param_table(arch, classes)

    def drop_sites(self, arch: Arch) -> int:
        return block_count(arch)

    def drop_path_rate(self, size: str) -> float | None:
        return DROP_PATH_RATES.get(size)

    def twin_image_size(self, arch: Arch) -> int:
        return twin_image_size()

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        """Conv/linear weights and biases ~ N(0, 0.02²); norm weights and gamma ~ U(0.5, 1.5); norm biases
        ~ N(0, 0.02²) (spec/checks.md, "Inputs")."""
        if p.rank > 1 or p.name.endswith("bias"):
            return rng.normal(0.0, 0.02, p.shape)
        return rng.uniform(0.5, 1.5, p.shape)  # norm weights (stem.1, downsample.0, blocks, head.norm), gamma

    def init_rules(self, arch: Arch, classes: int) -> dict[str, dict]:
        return {p.name: init_rule(p.name, p.shape) for p in param_table(arch, classes)}

    def forward_chain(self, x: Value, params: dict, buffers: dict, arch: Arch, v, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """ConvNeXt has no buffers and no batch statistics: every mode is the same forward."""
        logits, tape = forward_chain(x, params, arch, eps=v.norm_eps, gelu=v.gelu.value, drop_masks=drop_masks)
        return Emitted(logits, tape, {})

    def backward_chain(self, tape: list, dlogits: Value, *, precision: str) -> dict[str, Value]:
        return backward_chain(tape, dlogits, precision=precision)


FAMILY = ConvNeXtFamily()
