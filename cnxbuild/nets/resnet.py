"""ResNet as cnxbuild renders it: size registry, parameter and buffer tables, init rules, check draws.

Source: He et al., "Deep Residual Learning for Image Recognition" (CVPR 2016), as timm's ``resnet.py`` builds
it (``ResNet(block, layers)`` with the defaults: 7×7 stem, ``stem_width`` 64, max-pool stem, ``output_stride``
32, ``down_kernel_size`` 1, no ``avg_down``; torchvision-compatible ``state_dict`` names). Spec:
spec/families.md, "ResNet".

Forward (NCHW shown; the emitter is channels-last ``[B,H,W,C]``). ``BN`` is ``BatchNorm2d`` with
ε = ``norm_eps``: train / ``fwd`` mode normalises with the batch mean and biased variance over N·H·W per
channel (``y = γ·(x−μ)·rsqrt(σ²+ε) + β``); ``fwd_eval`` uses the frozen ``running_mean``/``running_var``
instead; train mode also returns ``r′ = 0.9·r + 0.1·s`` per statistic, the variance term UNBIASED
(×n/(n−1), n = N·H·W; sync-BN: N counts every replica's examples)::

    x [B,3,H,W]
    conv1 (7×7, stride 2, pad 3, no bias) → bn1 → ReLU                      [B,64,H/2,W/2]
    max pool 3×3, stride 2, pad 1 (padding is −inf)                         [B,64,H/4,W/4]
    for i in 0..3 (stage ``layer{i+1}``), for j in 0..layers[i]−1 (block ``layer{i+1}.{j}``):
        stride s = 2 if i > 0 and j == 0 else 1;  w = widths[i];  cout = w·expansion
        shortcut = x
        basic:      h = ReLU(bn1(conv1(x)))   conv1 3×3 stride s pad 1, [w, cin, 3, 3]
                    h = bn2(conv2(h))         conv2 3×3 stride 1 pad 1, [w, w, 3, 3]
        bottleneck: h = ReLU(bn1(conv1(x)))   conv1 1×1 stride 1,        [w, cin, 1, 1]
                    h = ReLU(bn2(conv2(h)))   conv2 3×3 stride s pad 1,  [w, w, 3, 3]   (ResNet v1.5)
                    h = bn3(conv3(h))         conv3 1×1 stride 1,        [4w, w, 1, 1]
        if j == 0 and (s != 1 or cin != cout):            (every stage of R50+, stages 2–4 of R18/34)
            shortcut = downsample.1(downsample.0(x))  downsample.0: 1×1 conv stride s, [cout, cin, 1, 1]
        x = ReLU(h + shortcut)                                  [B, cout, H/(4·2^i), W/(4·2^i)]
    global average pool over H/32 × W/32 → flatten → fc (x @ Wᵀ + b)           [B, K]

Each block's last BN (``bn2`` basic, ``bn3`` bottleneck) is the one timm's ``zero_init_last`` zeroes.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from cnxbuild.nets.bnnet import BN_MOMENTUM, BatchNormFamily
from cnxbuild.nets.family import Emitted, Param

__all__ = [
    "BN_MOMENTUM", "DRIVEN_PARAM", "FAMILY", "NORM_EPS_DEFAULT", "SIZES", "SIZE_CODES", "STRIDE", "TWIN_BATCH", "Arch",
    "Block", "ResNetFamily", "block_convs", "blocks", "bn_layers", "buffer_table", "check_draw", "decays",
    "buffer_rules", "drop_sites", "image_size_rule", "init_buffers", "init_rules", "model_name", "param_count",
    "param_table", "timm_init", "twin_image_size",
]

STRIDE = 32  # stem conv /2, max pool /2, then the first block of stages 2–4 /2 each
TWIN_BATCH = 2
NORM_EPS_DEFAULT = 1e-5  # nn.BatchNorm2d's ε
_EXPANSION = {"basic": 1, "bottleneck": 4}


@dataclass(frozen=True)
class Arch:
    """A ResNet: block kind, blocks per stage (timm ``layers``) and planes per stage (timm ``channels``).

    A stage's output has ``widths[i] · expansion`` channels (expansion 1 basic, 4 bottleneck); the stem is
    always ``STEM_WIDTH`` = 64 (timm's ``inplanes`` for the non-deep stem).
    """

    block: str  # "basic" | "bottleneck"
    layers: tuple[int, int, int, int]
    widths: tuple[int, int, int, int] = (64, 128, 256, 512)

    def __post_init__(self) -> None:
        if self.block not in _EXPANSION:
            raise ValueError(f"Arch: block {self.block!r} is not 'basic' or 'bottleneck'")
        if len(self.layers) != 4 or min(self.layers) < 1 or len(self.widths) != 4 or min(self.widths) < 1:
            raise ValueError(f"Arch: layers {self.layers} and widths {self.widths} need four positive "
                             "entries")

    @property
    def expansion(self) -> int:
        return _EXPANSION[self.block]

    @property
    def features(self) -> int:
        """Channels into the classifier: ``widths[3] · expansion`` (timm ``num_features``)."""
        return self.widths[3] * self.expansion


STEM_WIDTH = 64

SIZES: dict[str, Arch] = {
    "18": Arch("basic", (2, 2, 2, 2)),
    "34": Arch("basic", (3, 4, 6, 3)),
    "50": Arch("bottleneck", (3, 4, 6, 3)),
    "101": Arch("bottleneck", (3, 4, 23, 3)),
    "152": Arch("bottleneck", (3, 8, 36, 3)),
}
SIZE_CODES: dict[str, str] = {size: size for size in SIZES}


def model_name(arch: Arch) -> str:
    """``ResNet-50`` when the whole record is a registered size; otherwise spelled out, never borrowed:
    ``ResNet-custom[bottleneck;3,4,6,3]@[32,64,128,256]`` (ResNet-50 and -101 share block kind and stem)."""
    for size, known in SIZES.items():
        if known == arch:
            return f"ResNet-{size}"
    return (f"ResNet-custom[{arch.block};{','.join(map(str, arch.layers))}]"
            f"@[{','.join(map(str, arch.widths))}]")


# ---------------------------------------------------------------------------------------------------------
# Structure: blocks in forward order, and the tables read off it


@dataclass(frozen=True)
class Block:
    """One residual block in forward order: timm prefix ``layer{i+1}.{j}``, channels in, planes (``width``),
    channels out, the stride of its strided conv, whether it has a projection shortcut."""

    prefix: str
    cin: int
    width: int
    cout: int
    stride: int
    downsample: bool


def blocks(arch: Arch) -> Iterator[Block]:
    """Every block in forward order (timm ``make_blocks``: stride 2 on the first block of stages 2–4; a
    projection shortcut where the stride or the channel count changes)."""
    cin = STEM_WIDTH
    for i, (depth, width) in enumerate(zip(arch.layers, arch.widths)):
        cout = width * arch.expansion
        for j in range(depth):
            stride = 2 if i > 0 and j == 0 else 1
            project = j == 0 and (stride != 1 or cin != cout)
            yield Block(f"layer{i + 1}.{j}", cin, width, cout, stride, project)
            cin = cout


def block_convs(arch: Arch, b: Block) -> list[tuple[str, tuple[int, int, int, int]]]:
    """The block's main-path convolutions ``(name, OIHW shape)``, each followed by the BN ``bn<k>``."""
    if arch.block == "basic":
        return [("conv1", (b.width, b.cin, 3, 3)), ("conv2", (b.cout, b.width, 3, 3))]
    return [("conv1", (b.width, b.cin, 1, 1)), ("conv2", (b.width, b.width, 3, 3)),
            ("conv3", (b.cout, b.width, 1, 1))]


def bn_layers(arch: Arch) -> list[tuple[str, int, bool]]:
    """Every BatchNorm in module order: ``(prefix, channels, last)``; ``last`` marks each block's last BN
    (``zero_init_last``). Order: ``bn1``, then per block ``bn1 … bn<k>``, then ``downsample.1``."""
    out = [("bn1", STEM_WIDTH, False)]
    for b in blocks(arch):
        convs = block_convs(arch, b)
        for k, (_, shape) in enumerate(convs, start=1):
            out.append((f"{b.prefix}.bn{k}", shape[0], k == len(convs)))
        if b.downsample:
            out.append((f"{b.prefix}.downsample.1", b.cout, False))
    return out


def param_table(arch: Arch, classes: int) -> list[Param]:
    """Every parameter in timm's ``named_parameters()`` order: ``conv1.weight [64,3,7,7]``, ``bn1.weight``,
    ``bn1.bias``; per block ``conv<k>.weight``, ``bn<k>.weight``, ``bn<k>.bias``, then (first block of a
    stage) ``downsample.0.weight [cout,cin,1,1]``, ``downsample.1.weight``, ``downsample.1.bias``;
    ``fc.weight [K, features]``, ``fc.bias [K]``. The order is module registration order (timm assigns
    ``self.downsample`` after the last BN)."""
    out = [Param("conv1.weight", (STEM_WIDTH, 3, 7, 7)), Param("bn1.weight", (STEM_WIDTH,)),
           Param("bn1.bias", (STEM_WIDTH,))]
    for b in blocks(arch):
        for k, (conv, shape) in enumerate(block_convs(arch, b), start=1):
            out += [Param(f"{b.prefix}.{conv}.weight", shape), Param(f"{b.prefix}.bn{k}.weight", (shape[0],)),
                    Param(f"{b.prefix}.bn{k}.bias", (shape[0],))]
        if b.downsample:
            p = f"{b.prefix}.downsample."
            out += [Param(p + "0.weight", (b.cout, b.cin, 1, 1)), Param(p + "1.weight", (b.cout,)),
                    Param(p + "1.bias", (b.cout,))]
    return out + [Param("fc.weight", (classes, arch.features)), Param("fc.bias", (classes,))]


def buffer_table(arch: Arch) -> list[Param]:
    """Every BN's running statistics in ``state_dict`` order: ``<bn>.running_mean [c]``, then
    ``<bn>.running_var [c]``, BN by BN as :func:`bn_layers` lists them (μ before σ²). PyTorch's
    ``num_batches_tracked`` is not part of the interface (momentum 0.1 never reads it)."""
    return [Param(f"{bn}.{stat}", (c,)) for bn, c, _ in bn_layers(arch)
            for stat in ("running_mean", "running_var")]


def param_count(arch: Arch, classes: int) -> int:
    return sum(p.size for p in param_table(arch, classes))


def drop_sites(arch: Arch) -> int:
    """Drop-path masks: none (timm's ResNets default to ``drop_path_rate`` 0; the family has no such key)."""
    return 0


# ---------------------------------------------------------------------------------------------------------
# Rules: weight decay, geometry


def decays(p: Param, wd_exclude_rank1: bool) -> bool:
    """Weight decay: everything, or under ``wx`` every rank-2+ parameter only — timm's rank test, no name
    carve-out: BN γ, BN β and ``fc.bias`` are excluded (convolution and fc weights decay)."""
    return not (wd_exclude_rank1 and p.rank == 1)


def twin_image_size(arch: Arch | None = None) -> int:
    """The smallest image side (px) at which every code path of a ResNet is exercised non-trivially: 64.

    The side after each op at input side H: stem conv /2 (H/2), max pool /2 (H/4 = layer1), then the
    first block of layer2..4 halves it (H/8, H/16, H/32). Every size has the same strides, so ``arch`` does
    not matter. The rule (spec/checks.md, "Twin") and what it asks of the last stage's side s = H/32:

    - no 1×1 maps: with s = 1 every BN of layer4 (batch 2) normalises two values to exactly ±1 whatever they
      are, and the global pool averages one position (a missing ÷H·W passes); s ≥ 2.
    - every 3×3 tap meets real pixels in every stage: a stride-1 3×3 conv (pad 1) at side s reads pixel 1
      through its +1 tap from output 0, so s ≥ 2 suffices; the strided 3×3 conv of layer4's first block
      (input 2s, stride 2, pad 1) reads input −1, 0, 1 at output 0 — its first tap meets only padding there
      — and input 1, 2, 3 at output 1, so it needs s ≥ 2 outputs. The 1×1 stride-2 projection at 2s = 4
      skips the odd pixels (a wrong stride changes the numbers).
    - BN statistics over enough values per channel: layer4 at s = 2 has N·H·W = 2·2·2 = 8 per channel
      (unbiased factor 8/7, visible); the stem BN has 2·(H/2)² = 2048.
    - max-pool windows non-trivial: at H = 64 the pool reads a 32×32 map, every window holds ≥ 4 real
      values (2×2 at the top-left corner, where the padding sits).

    So s = 2, H = 32·2 = 64 px. Measured on the reference (tests/test_reference_resnet.py): at 32 px the
    stem's weight gradient is < 1e-4 of fc's (layer4's BNs pass almost nothing down), at 64 px > 1e-2.

    .. note:: The max pool follows a ReLU, so its inputs are ≥ 0 and a zero-padded pool has the same values
       and, through the ReLU's backward, the same gradients as the −inf-padded one: no input can tell them
       apart, and a planted "zero padding" bug in the max pool is not a bug of the net's numbers.
    """
    return STRIDE * 2


def image_size_rule(image_size: int) -> str | None:
    """None when ``image_size`` (px) suits a ResNet, else the reason: a multiple of 32 (stem /2, max pool /2,
    three strided blocks /2), so every stage divides evenly."""
    if image_size % STRIDE:
        return f"image_size {image_size} is not a multiple of 32 (stem /2, max pool /2, then three /2)"
    return None


# ---------------------------------------------------------------------------------------------------------
# Draws: the check's realistic scales, timm's init


DRIVEN_PARAM = "fc.weight"
"""The parameter the check scales to drive a clip variant past its threshold (docs/decisions.md, D13).

``fc.weight`` W: the cotangent of the pooled features is Wᵀ·dlogits, and every gradient below the head is
linear in it (each BN backward is linear in its cotangent for a fixed forward), so scaling W by d scales every
gradient but fc's own by ≈ d (dlogits = softmax(z) − t or σ(z) − t over the batch stays bounded as the logits
grow). The last BN γ of a block is no substitute: it scales that block's branch only, the shortcut bypasses
it, and the BN after the next conv normalises its scale away, so the gradients below it barely move. Scaling a
conv weight even shrinks its own gradient (BN makes the loss invariant to it: ∂L/∂W ∝ 1/‖W‖)."""


def _fan_in(shape: tuple[int, ...]) -> int:
    return math.prod(shape[1:])


def check_draw(p: Param, rng: np.random.Generator) -> np.ndarray:
    """A realistic-scale draw of a parameter or buffer for the numeric check (float64; the caller casts).

    - conv weights ``[O,I,kh,kw]`` ~ N(0, 1/fan_in), fan_in = I·kh·kw (not spec/checks.md's 0.02): in train
      mode the BN after every conv normalises its scale away, so 0.02 buys nothing there, while in
      ``fwd_eval`` the conv output meets frozen running statistics drawn at unit scale; at std 0.02 a
      1×1 conv over 64 channels has output std 0.16·|x| and every branch would shrink under the frozen BN
      until the shortcut alone decides the logits. At 1/fan_in each conv keeps its input's scale, so the
      running statistics below are commensurate with what they normalise, in every block.
    - ``fc.weight``, ``fc.bias`` ~ N(0, 0.02²) (logits of order 1 over 512 / 2048 post-ReLU features).
    - BN ``weight`` (γ) ~ U(0.5, 1.5) — not timm's 1 / 0 (zero_init_last), which would hide every branch.
    - BN ``bias`` (β) ~ N(0, 0.02²).
    - ``running_mean`` ~ N(0, 0.1²); ``running_var`` ~ U(0.5, 1.5).
    """
    if p.name.endswith("running_mean"):
        return rng.normal(0.0, 0.1, p.shape)
    if p.name.endswith("running_var"):
        return rng.uniform(0.5, 1.5, p.shape)
    if p.rank == 4:
        return rng.normal(0.0, 1.0 / math.sqrt(_fan_in(p.shape)), p.shape)
    if p.name.startswith("fc."):
        return rng.normal(0.0, 0.02, p.shape)
    if p.name.endswith(".weight"):
        return rng.uniform(0.5, 1.5, p.shape)
    return rng.normal(0.0, 0.02, p.shape)


def init_rules(arch: Arch, classes: int) -> dict[str, dict]:
    """θ as timm initialises a ResNet (``ResNet.init_weights(zero_init_last=True)``), one rule per parameter
    (:func:`~cnxbuild.nets.family.draw_init`), table order.

    - every conv: ``kaiming_normal_(mode='fan_out', nonlinearity='relu')``: N(0, 2/fan_out),
      fan_out = O·kh·kw;
    - BN: γ = 1, β = 0 (``nn.BatchNorm2d``'s reset), except each block's last BN γ = 0 (``zero_init_last``:
      ``bn2`` basic, ``bn3`` bottleneck; the downsample BN keeps γ = 1);
    - fc (``nn.Linear``'s reset: ``kaiming_uniform_(a=√5)`` and its bias rule): weight and bias
      ~ U(−1/√F, 1/√F), F = ``arch.features``.
    """
    last = {bn for bn, _, is_last in bn_layers(arch) if is_last}
    out: dict[str, dict] = {}
    for p in param_table(arch, classes):
        prefix = p.name.rsplit(".", 1)[0]
        if p.rank == 4:
            fan_out = p.shape[0] * p.shape[2] * p.shape[3]
            out[p.name] = {"normal": {"mean": 0.0, "std": math.sqrt(2.0 / fan_out)}}
        elif p.name.startswith("fc."):
            bound = 1.0 / math.sqrt(arch.features)
            out[p.name] = {"uniform": {"low": -bound, "high": bound}}
        else:
            out[p.name] = {"fill": 0.0 if prefix in last or not p.name.endswith(".weight") else 1.0}
    return out


def timm_init(arch: Arch, classes: int, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """θ as timm initialises a ResNet (float32, table order): :func:`init_rules` drawn."""
    return FAMILY.timm_init(arch, classes, rng)


def buffer_rules(arch: Arch) -> dict[str, dict]:
    """Running statistics as PyTorch resets them: ``running_mean`` fill 0, ``running_var`` fill 1."""
    return FAMILY.buffer_rules(arch)


def init_buffers(arch: Arch) -> dict[str, np.ndarray]:
    """Running statistics as PyTorch resets them: ``running_mean`` 0, ``running_var`` 1 (float32)."""
    return FAMILY.buffer_init(arch)


# ---------------------------------------------------------------------------------------------------------
# The family object (family API; nets/__init__.py registers it)


class ResNetFamily(BatchNormFamily):
    """ResNet (He et al. 2016; timm ``resnet.py``): BatchNorm with running statistics, ReLU, max-pool stem."""

    name = "resnet"
    token = "resnet"
    display = "ResNet"
    sizes = SIZES
    size_codes = SIZE_CODES
    timm_models = {s: f"resnet{s}" for s in SIZES}
    last_stage = "at layer4"
    keys: frozenset[str] = frozenset()
    twin_batch = TWIN_BATCH
    driven_param = DRIVEN_PARAM
    zero_param = "fc.bias"  # the classifier's bias (D82)
    reference = "cnxbuild.reference.resnet"

    def model_name(self, arch: Arch) -> str:
        return model_name(arch)

    def known_gpu_failure(self, v, target: str, chip: str | None, iree_version: str) -> str | None:
        if not iree_version.startswith("3.13."):
            return None
        if target == "cuda":  # every ResNet: the reversed 3×3 kernel of 256 or 512 channels (every dx, the fwd's)
            return "iree-compile 3.13's NVPTX cannot select umul_lohi (docs/executors.md, GPU targets, (a))"
        if target == "rocm" and chip in ("gfx908", "gfx90a", "gfx942") and v.kind == "train_step":
            return (f"a 256-channel 3×3 weight gradient needs 80 KiB of {chip}'s 64 KiB LDS in iree-compile 3.13 "
                    "(docs/executors.md, GPU targets, (b))")
        return None

    def image_size_rule(self, image_size: int) -> str | None:
        return image_size_rule(image_size)

    def param_table(self, arch: Arch, classes: int) -> list[Param]:
        return param_table(arch, classes)

    def buffer_table(self, arch: Arch) -> list[Param]:
        return buffer_table(arch)

    def decays(self, p: Param, wd_exclude_rank1: bool) -> bool:
        return decays(p, wd_exclude_rank1)

    def twin_image_size(self, arch: Arch) -> int:
        return twin_image_size(arch)

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        return check_draw(p, rng)

    def init_rules(self, arch: Arch, classes: int) -> dict[str, dict]:
        return init_rules(arch, classes)

    def forward_chain(self, x, params: dict, buffers: dict, arch: Arch, v, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """The forward of the module docstring (:mod:`cnxbuild.nets.resnet_emit`); BatchNorm ε is the Variant's
        ``norm_eps``, sync-BN over its replicas in mode ``train``."""
        from cnxbuild.nets import resnet_emit  # the family's emission half (it imports this module's tables)

        if drop_masks:
            raise ValueError("resnet: no drop-path sites (the family has no stochastic_depth)")
        logits, tape, updates = resnet_emit.forward_chain(x, params, buffers, arch, mode=mode, eps=v.norm_eps,
                                                          replicas=getattr(v, "replicas", 1))
        return Emitted(logits, tape, updates)

    def backward_chain(self, tape: list, dlogits, *, precision: str) -> dict:
        from cnxbuild.nets import resnet_emit

        return resnet_emit.backward_chain(tape, dlogits, precision=precision)


FAMILY = ResNetFamily()
