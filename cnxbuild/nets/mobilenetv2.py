"""MobileNetV2 as cnxbuild renders it: size registry, parameter and buffer tables, init rules, check draws.

Source: Sandler et al., "MobileNetV2: Inverted Residuals and Linear Bottlenecks" (CVPR 2018), as timm 1.0.31's
``efficientnet.py`` builds ``mobilenetv2_{035,050,075,100,140}`` (``_gen_mobilenet_v2``: the ``EfficientNet``
class with ``DepthwiseSeparableConv`` and ``InvertedResidual`` blocks, ReLU6, ``nn.BatchNorm2d``; timm's
``state_dict`` names). Spec: spec/families.md; docs/mobilenetv2.md.

Forward (NCHW shown; the emitter is channels-last ``[B,H,W,C]``). ``BN`` is ``BatchNorm2d`` with ε =
``norm_eps`` (train / ``fwd``: batch statistics, running statistics updated in train; ``fwd_eval``: frozen),
``act`` is ReLU6 = min(max(x, 0), 6)::

    x [B,3,H,W]
    conv_stem (3×3, stride 2, pad 1, no bias) → bn1 → act                   [B, stem, H/2, W/2]
    blocks.<i>.<j>, stage i of ARCH_DEF (repeats r_i, out channels c_i·m rounded to 8, stride s_i on j = 0):
        ds (stage 0): conv_dw 3×3/s (groups = cin) → bn1 → act → conv_pw 1×1 → bn2
        ir:           conv_pw 1×1 (cin → 6·cin) → bn1 → act → conv_dw 3×3/s (groups 6·cin) → bn2 → act
                      → conv_pwl 1×1 (→ cout) → bn3                      (the linear bottleneck: no act)
        + x when stride 1 and cin == cout (``has_skip``)
    conv_head (1×1 → features) → bn2 → act → global average pool → classifier (x @ Wᵀ + b)        [B, K]

Channels: timm's ``round_channels`` = ``make_divisible(c·m, 8)`` (never more than 10 % below c·m); stem
``make_divisible(32·m)``; features ``max(1280, make_divisible(1280·m))``; the expansion width
``make_divisible(6·cin)``. No stochastic depth (timm's MobileNetV2 defaults to ``drop_path_rate`` 0), no
dropout, no squeeze-excite.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from cnxbuild.nets import mbconv
from cnxbuild.nets.bnnet import BN_MOMENTUM, make_divisible
from cnxbuild.nets.family import Param
from cnxbuild.nets.mbconv import STRIDE, Arch, MBConvFamily, goog_init_rules

__all__ = [
    "ARCH_DEF", "BN_MOMENTUM", "FAMILY", "SIZES", "STRIDE", "Arch", "Block", "MobileNetV2Family",
    "arch_for", "blocks", "bn_layers", "buffer_table", "check_draw", "init_rules", "make_divisible", "param_table",
]


#: timm's ``arch_def`` of MobileNetV2, one stage per row: (block, repeats, kernel, stride, expansion, channels)
#: ('ds_r1_k3_s1_c16', 'ir_r2_k3_s2_e6_c24', ...).
ARCH_DEF = (("ds", 1, 3, 1, 1, 16), ("ir", 2, 3, 2, 6, 24), ("ir", 3, 3, 2, 6, 32), ("ir", 4, 3, 2, 6, 64),
            ("ir", 3, 3, 1, 6, 96), ("ir", 3, 3, 2, 6, 160), ("ir", 1, 3, 1, 6, 320))


def arch_for(multiplier: float) -> Arch:
    """The record of timm's ``mobilenetv2_<100·multiplier>`` (``_gen_mobilenet_v2(channel_multiplier=m)``)."""
    return Arch(stem=make_divisible(32 * multiplier),
                channels=tuple(make_divisible(row[5] * multiplier) for row in ARCH_DEF),
                repeats=tuple(row[1] for row in ARCH_DEF),
                features=max(1280, make_divisible(1280 * multiplier)))


SIZES: dict[str, Arch] = {code: arch_for(int(code) / 100) for code in ("035", "050", "075", "100", "140")}
SIZE_CODES: dict[str, str] = {size: size for size in SIZES}


@dataclass(frozen=True)
class Block:
    """One block in forward order: timm prefix ``blocks.<i>.<j>``, kind (``ds`` | ``ir``), channels in, the
    depthwise conv's channels (``mid``: cin for ds, make_divisible(6·cin) for ir), channels out, stride,
    and whether the input is added back (``has_skip``)."""

    prefix: str
    kind: str
    cin: int
    mid: int
    cout: int
    stride: int
    skip: bool


def blocks(arch: Arch) -> Iterator[Block]:
    """Every block in forward order (timm ``EfficientNetBuilder``: stride on a stage's first block only)."""
    cin = arch.stem
    for i, (row, cout, repeats) in enumerate(zip(ARCH_DEF, arch.channels, arch.repeats)):
        kind, _, _, stride, expansion, _ = row
        for j in range(repeats):
            s = stride if j == 0 else 1
            mid = cin if kind == "ds" else make_divisible(cin * expansion)
            yield Block(f"blocks.{i}.{j}", kind, cin, mid, cout, s, s == 1 and cin == cout)
            cin = cout


def block_layers(b: Block) -> list[tuple[str, tuple[int, ...], str, bool]]:
    """A block's layers in forward order: ``(conv name, OIHW shape, its BN, whether ReLU6 follows)``."""
    if b.kind == "ds":
        return [("conv_dw", (b.cin, 1, 3, 3), "bn1", True), ("conv_pw", (b.cout, b.cin, 1, 1), "bn2", False)]
    return [("conv_pw", (b.mid, b.cin, 1, 1), "bn1", True), ("conv_dw", (b.mid, 1, 3, 3), "bn2", True),
            ("conv_pwl", (b.cout, b.mid, 1, 1), "bn3", False)]


def bn_layers(arch: Arch) -> list[tuple[str, int, bool]]:
    """Every BatchNorm in module order (:meth:`~cnxbuild.nets.mbconv.MBConvFamily.bn_layers`)."""
    return FAMILY.bn_layers(arch)


def param_table(arch: Arch, classes: int) -> list[Param]:
    """Every parameter in timm's ``named_parameters()`` order (:meth:`~cnxbuild.nets.mbconv.MBConvFamily.param_table`
    on :func:`blocks` and :func:`block_layers`)."""
    return FAMILY.param_table(arch, classes)


def buffer_table(arch: Arch) -> list[Param]:
    """Every BN's running statistics in module order (:meth:`~cnxbuild.nets.mbconv.MBConvFamily.buffer_table`)."""
    return FAMILY.buffer_table(arch)


# ---------------------------------------------------------------------------------------------------------
# Draws: the check's realistic scales, timm's init


def _feeds_relu6(name: str) -> bool:
    """Whether the BN of parameter ``name`` feeds a ReLU6 (the stem's and head's, a block's bn1 and an ir
    block's bn2); by name, since a draw sees one tensor."""
    parts = name.split(".")
    if parts[0] != "blocks":
        return True
    return parts[3] == "bn1" or (parts[3] == "bn2" and parts[1] != "0")


def check_draw(p: Param, rng: np.random.Generator) -> np.ndarray:
    """A realistic-scale draw of a parameter or buffer for the numeric check (float64; the caller casts).

    - conv weights ``[O,I,kh,kw]`` ~ N(0, 1/fan_in), fan_in = I·kh·kw (a depthwise kernel: 9): each conv keeps
      its input's scale (the BN after it normalises the scale away in training; in ``fwd_eval``
      the frozen statistics below stay commensurate).
    - BN γ ~ U(0.5, 1.5). BN β ~ U(0, 4) where a ReLU6 follows, so that both kinks are crossed in every such
      layer: channels with β near 0 at 0, channels with β near 4 at 6 (at β ≈ 0 almost no normalised value
      reaches 6, and a ReLU6 without its upper clamp would pass); N(0, 0.02²) before a linear bottleneck.
      Measured on the reference's float32 gradients against float64 (docs/mobilenetv2.md, "The check's draws"):
      γ ~ U(2, 5) multiplied an error by ~1.4 per BN → ReLU6 (frozen-statistics logits 3 % off), and β ~ U(−1, 5)
      left channels nearly dead or saturated, whose constant values the next BN cancels (gradients 5e-4 off);
      β ~ U(0, 4): 1e-5 to 3e-5.
    - ``classifier.*`` ~ N(0, 0.02²); ``running_mean`` ~ N(0, 0.1²); ``running_var`` ~ U(0.5, 1.5).
    """
    return mbconv.check_draw(p, rng, _bias_draw)


def _bias_draw(p: Param, rng: np.random.Generator) -> np.ndarray:
    return rng.uniform(0.0, 4.0, p.shape) if _feeds_relu6(p.name) else rng.normal(0.0, 0.02, p.shape)


def init_rules(arch: Arch, classes: int) -> dict[str, dict]:
    """θ as timm initialises a MobileNetV2 (:func:`~cnxbuild.nets.mbconv.goog_init_rules`: every conv
    N(0, 2/fan_out), a depthwise kernel's fan_out 9·C/C; BN 1 and 0; the classifier U(±1/√K), its bias 0)."""
    return goog_init_rules(param_table(arch, classes), classes)


# ---------------------------------------------------------------------------------------------------------
# The family object (family API; nets/__init__.py registers it)


class MobileNetV2Family(MBConvFamily):
    """MobileNetV2 (Sandler et al. 2018; timm ``efficientnet.py``): inverted residuals, depthwise 3×3 convs,
    ReLU6, BatchNorm with running statistics."""

    name = "mobilenetv2"
    token = "mobilenetv2"
    display = "MobileNetV2"
    sizes = SIZES
    size_codes = SIZE_CODES
    timm_models = {s: f"mobilenetv2_{s}" for s in SIZES}
    act = "relu6"
    reference = "cnxbuild.reference.mobilenetv2"

    def size_alias(self, word: str) -> str | None:
        """A width multiplier as a number (``"1.0"``, ``"0.5"``, ``"1.4"``), a code without its leading zero
        (``"50"``, a TOML integer ``50``), or either after the model's name (``"MobileNetV2-1.0"``,
        ``"mobilenetv2-100"``): the size code it names, if registered."""
        number = re.sub(r"^mobilenet[-_ ]?v2[-_ ]?", "", str(word).strip(), flags=re.IGNORECASE)
        try:
            m = float(number)
        except ValueError:
            return None
        if not (math.isfinite(m) and 0 < m < 1000):
            return None
        code = f"{round(m * 100 if m < 10 else m):03d}"
        return code if code in self.sizes and code != word else None

    def model_name(self, arch: Arch) -> str:
        size = self.size_of(arch)
        return f"MobileNetV2-{size}" if size else super().model_name(arch)

    def blocks(self, arch: Arch) -> Iterator[Block]:
        return blocks(arch)

    def block_layers(self, b: Block) -> list:
        return block_layers(b)

    def twin_image_size(self, arch: Arch) -> int:
        """64 px: the last stages at 2×2 (BN over 8 values per channel at batch 2, the pool over 4), every 3×3
        tap of every depthwise conv meets real pixels (a stride-2 conv at side 4 reads pixel 1 through its
        first tap from output 1), the stride-2 convs at even sides leave their last padded row unread."""
        return STRIDE * 2

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        return check_draw(p, rng)


FAMILY = MobileNetV2Family()
