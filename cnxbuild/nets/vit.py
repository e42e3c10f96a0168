"""The Vision Transformer as cnxbuild renders it: size registry, parameter table, forward chain and backward chain,
and :data:`FAMILY`, the family object the rest of cnxbuild asks (spec/families.md; docs/vit.md).

Source: Dosovitskiy et al., "An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale" (ICLR
2021), and timm's ``vision_transformer.py`` (``vit_{tiny,small,base,large}_patch16_224``), whose ``state_dict``
keys, shapes, ``named_parameters()`` order and initialisation are ours: a class token, a learned position
embedding per token, pre-norm blocks (LayerNorm ε 1e-6, multi-head self-attention with a qkv bias, an MLP of ratio
4 with GELU), a final LayerNorm, and the head on the class token. No layer scale, no register tokens.

The position embedding has one row per patch of the image plus the class token's, so the parameter table depends
on the image size: the family's architecture record carries the patch grid (:meth:`ViTFamily.arch`). A train step
and its forward partner therefore share an image size (a partner at another size would need another θ).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from cnxbuild.layers import attention, conv, elementwise, linear, norm
from cnxbuild.layers import gelu as gelu_mod
from cnxbuild.mlir import Value, ops
from cnxbuild.nets.family import Emitted, Family, Param

__all__ = ["Arch", "FAMILY", "NO_WEIGHT_DECAY", "SIZES", "SIZE_CODES", "ViTFamily", "backward_chain",
           "forward_chain", "init_rule", "param_table"]


@dataclass(frozen=True)
class Arch:
    """A ViT's patch side (px), width D, depth (blocks), heads; ``grid`` the patches per image side at the
    artifact's image size (None in the size table)."""

    patch: int
    dim: int
    depth: int
    heads: int
    grid: int | None = None

    @property
    def tokens(self) -> int:
        """T = grid² patches + the class token."""
        if self.grid is None:
            raise ValueError("Arch.tokens: a size-table record has no grid; use ViTFamily.arch(size, image_size)")
        return self.grid * self.grid + 1


#: timm's ``vit_tiny/small/base/large_patch16_224`` (Ti from DeiT, Touvron et al. 2021), in display order.
SIZES: dict[str, Arch] = {
    "Ti": Arch(16, 192, 12, 3),
    "S": Arch(16, 384, 12, 6),
    "B": Arch(16, 768, 12, 12),
    "L": Arch(16, 1024, 24, 16),
}
#: The slug's size codes: ViT-B, the paper's base model, is spelled by no letter (``vit_adam_train_step``).
SIZE_CODES: dict[str, str] = {"Ti": "ti", "S": "s", "B": "", "L": "l"}
#: DeiT's stochastic-depth rate (Touvron et al. 2021, Table 9: 0.1 for its Ti, S and B); none is recommended for L.
DROP_PATH_RATES = {"Ti": 0.1, "S": 0.1, "B": 0.1}
MLP_RATIO = 4
TWIN_GRID = 2  # the check's twin: 2×2 patches + the class token = 5 tokens (every softmax over more than one)


def param_table(arch: Arch, classes: int) -> list[Param]:
    """Every parameter in timm's ``named_parameters()`` order: the model's own (``cls_token``, ``pos_embed``),
    then ``patch_embed``, the blocks, ``norm`` and ``head`` (checked against timm 1.0.31's ``vit_tiny_patch16_224``;
    docs/vit.md)."""
    d, h = arch.dim, MLP_RATIO * arch.dim
    out = [Param("cls_token", (1, 1, d)), Param("pos_embed", (1, arch.tokens, d)),
           Param("patch_embed.proj.weight", (d, 3, arch.patch, arch.patch)), Param("patch_embed.proj.bias", (d,))]
    for i in range(arch.depth):
        p = f"blocks.{i}."
        out += [Param(p + "norm1.weight", (d,)), Param(p + "norm1.bias", (d,)),
                Param(p + "attn.qkv.weight", (3 * d, d)), Param(p + "attn.qkv.bias", (3 * d,)),
                Param(p + "attn.proj.weight", (d, d)), Param(p + "attn.proj.bias", (d,)),
                Param(p + "norm2.weight", (d,)), Param(p + "norm2.bias", (d,)),
                Param(p + "mlp.fc1.weight", (h, d)), Param(p + "mlp.fc1.bias", (h,)),
                Param(p + "mlp.fc2.weight", (d, h)), Param(p + "mlp.fc2.bias", (d,))]
    return out + [Param("norm.weight", (d,)), Param("norm.bias", (d,)),
                  Param("head.weight", (classes, d)), Param("head.bias", (classes,))]


# ---------------------------------------------------------------------------------------------------------
# The forward chain (saving what each backward needs) and the backward chain that walks it in reverse.


@dataclass(frozen=True)
class Step:
    """One entry of the tape: ``kind`` of layer, the timm ``prefix`` of its parameters, its saved record.
    ``fork`` marks a residual branch's start (where the skip path leaves) and ``join`` its add."""

    kind: str  # patch | tokens | ln | attn | fc | gelu | drop | cls | fork | join
    prefix: str
    saved: object = None


def _ssa(prefix: str) -> str:
    """A short SSA hint from a timm prefix: ``blocks.7.attn`` → ``b7_attn``."""
    parts = prefix.split(".")
    return f"b{parts[1]}_" + "_".join(parts[2:]) if parts[0] == "blocks" else "_".join(parts)


@dataclass(frozen=True)
class TokensSaved:
    """The patch grid's shape ``[B, g, g, D]`` (for the backward's reshape)."""

    grid_shape: tuple[int, ...]


def _tokens_forward(patches: Value, cls_token: Value, pos_embed: Value) -> tuple[Value, TokensSaved]:
    """``[cls; patches] + pos_embed``: the grid ``[B, g, g, D]`` flattened row-major to ``[B, g², D]`` (timm's
    ``flatten(2).transpose(1, 2)``), the class token first, then the position embedding added."""
    b, g, _, d = patches.shape
    seq = ops.reshape(patches, (b, g * g, d), name="patch_tokens")
    cls = ops.broadcast_in_dim(ops.reshape(cls_token, (d,), name="cls_row"), (b, 1, d), (2,), name="cls_b")
    x = ops.concatenate([cls, seq], 1, name="tokens")
    pos = ops.broadcast_in_dim(ops.reshape(pos_embed, (g * g + 1, d), name="pos_rows"), x.shape, (1, 2),
                               name="pos_b")
    return ops.add(x, pos, name="tokens_pos"), TokensSaved(grid_shape=patches.shape)


def _tokens_backward(saved: TokensSaved, dx: Value) -> tuple[Value, dict[str, Value]]:
    b, g, _, d = saved.grid_shape
    t = g * g + 1
    dpos = ops.reshape(ops.reduce(dx, (0,), name="dpos_sum"), (1, t, d), name="dpos_embed")
    dcls = ops.reshape(ops.reduce(ops.slice(dx, (0, 0, 0), (b, 1, d), name="dcls_col"), (0,), name="dcls_sum"),
                       (1, 1, d), name="dcls_token")
    dseq = ops.slice(dx, (0, 1, 0), (b, t, d), name="dpatch_tokens")
    return ops.reshape(dseq, saved.grid_shape, name="dpatch_grid"), {"cls_token": dcls, "pos_embed": dpos}


def _cls_forward(x: Value) -> tuple[Value, tuple[int, ...]]:
    """The class token's row ``[B, D]`` of ``x [B, T, D]`` (timm ``global_pool='token'``: ``x[:, 0]``)."""
    b, _, d = x.shape
    return ops.reshape(ops.slice(x, (0, 0, 0), (b, 1, d), name="cls_out"), (b, d), name="cls_pooled"), x.shape


def _cls_backward(shape: tuple[int, ...], dy: Value) -> Value:
    b, t, d = shape
    zero = ops.constant(dy.fn, 0.0, dy.type.with_shape(()), name="zero")
    return ops.pad(ops.reshape(dy, (b, 1, d), name="dcls_out"), zero, (0, 0, 0), (0, t - 1, 0), name="dcls_pad")


def forward_chain(x: Value, params: dict[str, Value], arch: Arch, *, eps: float, gelu: str,
                  drop_masks: list[Value] | None = None) -> tuple[Value, list[Step]]:
    """Logits [B,K] of channels-last ``x`` [B,H,W,3] and the tape for :func:`backward_chain` (timm
    ``VisionTransformer.forward``: patch embed, class token, position embedding, blocks, norm, head on the class
    token). ``drop_masks``: None, or one [B] mask per drop site, two per block in forward order (timm's
    ``drop_path1`` after the attention, ``drop_path2`` after the MLP)."""
    if drop_masks is not None and len(drop_masks) != 2 * arch.depth:
        raise ValueError(f"vit forward_chain: {len(drop_masks)} drop masks for {2 * arch.depth} sites")
    tape: list[Step] = []

    def layer(kind: str, prefix: str, fwd, *args, **kw) -> Value:
        y, saved = fwd(*args, name=_ssa(prefix), **kw)
        tape.append(Step(kind, prefix, saved))
        return y

    def w(prefix: str) -> tuple[Value, Value]:
        return params[prefix + ".weight"], params[prefix + ".bias"]

    y = layer("patch", "patch_embed.proj", conv.patchify_forward, x, *w("patch_embed.proj"), stride=arch.patch)
    y, saved = _tokens_forward(y, params["cls_token"], params["pos_embed"])
    tape.append(Step("tokens", "", saved))
    for i in range(arch.depth):
        p = f"blocks.{i}"
        tape.append(Step("fork", p + ".attn"))
        h = layer("ln", p + ".norm1", norm.layer_norm_forward, y, *w(p + ".norm1"), eps=eps)
        h = layer("attn", p + ".attn", attention.attention_forward, h, *w(p + ".attn.qkv"), *w(p + ".attn.proj"),
                  heads=arch.heads)
        if drop_masks is not None:
            h = layer("drop", p + ".drop_path1", elementwise.drop_path_forward, h, drop_masks[2 * i])
        y = elementwise.residual_add(y, h, name=_ssa(p + ".attn_out"))
        tape.append(Step("join", p + ".attn"))
        tape.append(Step("fork", p + ".mlp"))
        h = layer("ln", p + ".norm2", norm.layer_norm_forward, y, *w(p + ".norm2"), eps=eps)
        h = layer("fc", p + ".mlp.fc1", linear.linear_forward, h, *w(p + ".mlp.fc1"))
        h = layer("gelu", p + ".mlp.act", gelu_mod.gelu_forward, h, form=gelu)
        h = layer("fc", p + ".mlp.fc2", linear.linear_forward, h, *w(p + ".mlp.fc2"))
        if drop_masks is not None:
            h = layer("drop", p + ".drop_path2", elementwise.drop_path_forward, h, drop_masks[2 * i + 1])
        y = elementwise.residual_add(y, h, name=_ssa(p + ".mlp_out"))
        tape.append(Step("join", p + ".mlp"))
    y = layer("ln", "norm", norm.layer_norm_forward, y, *w("norm"), eps=eps)
    y, shape = _cls_forward(y)
    tape.append(Step("cls", "", shape))
    return layer("fc", "head", linear.linear_forward, y, *w("head")), tape


_BACKWARD = {
    "patch": lambda s, dy, prec, name: conv.patchify_backward(s.saved, dy, precision=prec, need_dx=False, name=name),
    "ln": lambda s, dy, prec, name: norm.layer_norm_backward(s.saved, dy, name=name),
    "attn": lambda s, dy, prec, name: attention.attention_backward(s.saved, dy, precision=prec, name=name),
    "fc": lambda s, dy, prec, name: linear.linear_backward(s.saved, dy, precision=prec, name=name),
    "gelu": lambda s, dy, prec, name: gelu_mod.gelu_backward(s.saved, dy, name=name),
    "drop": lambda s, dy, prec, name: elementwise.drop_path_backward(s.saved, dy, name=name),
}


def backward_chain(tape: list[Step], dlogits: Value, *, precision: str = "f32") -> dict[str, Value]:
    """Walk ``tape`` in reverse from the logits' cotangent [B,K]; every parameter's gradient by timm name. At a
    ``join`` the cotangent goes to both the branch and the skip path; at the branch's ``fork`` the two are summed
    (the residual fan-in)."""
    grads: dict[str, Value] = {}
    skips: list[Value] = []
    dy: Value | None = dlogits
    for step in reversed(tape):
        if step.kind == "join":
            skip, dy = elementwise.residual_add_backward(dy)
            skips.append(skip)
        elif step.kind == "fork":
            dy = elementwise.residual_add(skips.pop(), dy, name="d" + _ssa(step.prefix + "_in"))
        elif step.kind == "cls":
            dy = _cls_backward(step.saved, dy)
        elif step.kind == "tokens":
            dy, g = _tokens_backward(step.saved, dy)
            grads.update(g)
        else:
            dy, g = _BACKWARD[step.kind](step, dy, precision, _ssa(step.prefix))
            grads.update({f"{step.prefix}.{k}": v for k, v in g.items()})
    return grads


# ---------------------------------------------------------------------------------------------------------
# timm's initialisation (``VisionTransformer.init_weights``, mode '') and the check's draw

INIT_STD = 0.02  # trunc_normal_(std=.02) for pos_embed and every nn.Linear weight (init_weights_vit_timm)
TRUNC_BOUND = 2.0  # timm trunc_normal_'s a=-2, b=2: absolute bounds
CLS_STD = 1e-6  # nn.init.normal_(self.cls_token, std=1e-6)


def init_rule(name: str, shape: tuple[int, ...], arch: Arch) -> dict:
    """timm's ViT initialisation of parameter ``name`` (:func:`~cnxbuild.nets.family.draw_init` rule):
    ``pos_embed`` and every linear weight trunc-normal std 0.02 within ±2; ``cls_token`` normal std 1e-6; the
    patch embedding's convolution PyTorch's default (``Conv2d.reset_parameters``: weight and bias uniform within
    ±1/√fan_in, fan_in = 3·p²); linear biases 0; LayerNorm weights 1, biases 0.

    Raises:
        ValueError: a name that is none of these.
    """
    if name == "cls_token":
        return {"normal": {"mean": 0.0, "std": CLS_STD}}
    if name.startswith("patch_embed.proj."):
        bound = 1.0 / float(np.sqrt(3 * arch.patch * arch.patch))
        return {"uniform": {"low": -bound, "high": bound}}
    if name == "pos_embed" or (len(shape) == 2 and name.endswith(".weight")):
        return {"trunc_normal": {"mean": 0.0, "std": INIT_STD, "a": -TRUNC_BOUND, "b": TRUNC_BOUND}}
    if len(shape) == 1 and name.endswith(".bias"):
        return {"fill": 0.0}
    if len(shape) == 1 and name.endswith(".weight"):
        return {"fill": 1.0}  # LayerNorm (norm1, norm2, norm)
    raise ValueError(f"init_rule: no timm ViT initialisation for parameter {name!r} of shape {shape}")


#: Parameters timm's ``VisionTransformer.no_weight_decay()`` names: excluded from weight decay under ``wx``
#: besides every rank-1 tensor (timm's ``param_groups_weight_decay``).
NO_WEIGHT_DECAY = frozenset({"cls_token", "pos_embed"})


# ---------------------------------------------------------------------------------------------------------
# The family object


class ViTFamily(Family):
    """The Vision Transformer (Dosovitskiy et al. 2021; timm ``vision_transformer.py``): LayerNorm, GELU,
    multi-head self-attention, a class token and a learned position embedding."""

    name = "vit"
    token = "vit"
    display = "ViT"
    sizes = SIZES
    size_codes = SIZE_CODES
    timm_models = {s: f"vit_{m}_patch16_224" for s, m in (("Ti", "tiny"), ("S", "small"), ("B", "base"),
                                                           ("L", "large"))}
    norm = "LayerNorm"
    norm_eps_default = 1e-6  # timm's partial(nn.LayerNorm, eps=1e-6)
    keys = frozenset({"gelu", "stochastic_depth"})
    forward_kinds = ("fwd",)
    partner_kind = "fwd"
    twin_batch = 2
    driven_param = "norm.weight"  # the final LayerNorm's scale: it scales every logit's sensitivity (as D13)
    zero_param = "head.bias"  # the classifier's bias (D82)
    reference = "cnxbuild.reference.vit"
    wx_excludes = ("every rank-1 tensor (biases, normalisation weights) and cls_token and pos_embed (timm's "
                   "no_weight_decay)")
    wx_short = "rank-1, cls_token and pos_embed excluded"

    def arch(self, size: str, image_size: int) -> Arch:
        return replace(self.sizes[size], grid=image_size // self.sizes[size].patch)

    def size_of(self, arch: Arch) -> str | None:
        return super().size_of(replace(arch, grid=None))

    def image_size_rule(self, image_size: int) -> str | None:
        patch = {a.patch for a in SIZES.values()}.pop()
        if image_size % patch:
            return f"image_size {image_size} is not a multiple of {patch} (the {patch}×{patch} patches)"
        return None

    def param_table(self, arch: Arch, classes: int) -> list[Param]:
        return param_table(arch, classes)

    def drop_sites(self, arch: Arch) -> int:
        return 2 * arch.depth

    def drop_site_blocks(self, arch: Arch) -> tuple[int, ...]:
        """Two sites per block (after the attention, after the MLP), both at the block's rate (timm's ``dpr[i]``
        for ``drop_path1`` and ``drop_path2`` of block i)."""
        return tuple(i for i in range(arch.depth) for _ in range(2))

    def drop_path_rate(self, size: str) -> float | None:
        return DROP_PATH_RATES.get(size)

    def decays(self, p: Param, wd_exclude_rank1: bool) -> bool:
        return not (wd_exclude_rank1 and (p.rank == 1 or p.name in NO_WEIGHT_DECAY))

    def twin_image_size(self, arch: Arch) -> int:
        """2×2 patches: the class token and four patch tokens, so every softmax is over five positions, every
        LayerNorm over D channels and the patch embedding's every tap meets a pixel."""
        return TWIN_GRID * arch.patch

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        """Linear and patch weights, biases, ``cls_token`` and ``pos_embed`` ~ N(0, 0.02²), but the qkv
        weights ~ N(0, 1/D): attention logits of order 1, so the softmax is not flat and its backward counts
        (with std 0.02 every attention row would be uniform to ~1 %); LayerNorm weights ~ U(0.5, 1.5)."""
        if p.name.endswith("attn.qkv.weight"):
            return rng.normal(0.0, 1.0 / np.sqrt(p.shape[1]), p.shape)
        if p.rank > 1 or p.name.endswith("bias"):
            return rng.normal(0.0, 0.02, p.shape)
        return rng.uniform(0.5, 1.5, p.shape)

    def init_rules(self, arch: Arch, classes: int) -> dict[str, dict]:
        return {p.name: init_rule(p.name, p.shape, arch) for p in param_table(arch, classes)}

    def forward_chain(self, x: Value, params: dict, buffers: dict, arch: Arch, v, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """No buffers and no batch statistics: every mode is the same forward."""
        logits, tape = forward_chain(x, params, arch, eps=v.norm_eps, gelu=v.gelu.value, drop_masks=drop_masks)
        return Emitted(logits, tape, {})

    def backward_chain(self, tape: list, dlogits: Value, *, precision: str) -> dict[str, Value]:
        return backward_chain(tape, dlogits, precision=precision)


FAMILY = ViTFamily()
