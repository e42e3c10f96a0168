"""EfficientNet as cnxbuild renders it: size registry, parameter and buffer tables, init rules, check draws.

Source: Tan & Le, "EfficientNet: Rethinking Model Scaling for Convolutional Neural Networks" (ICML 2019), as
timm 1.0.31's ``efficientnet.py`` builds ``efficientnet_b{0..7}`` (``_gen_efficientnet``: the ``EfficientNet``
class with ``DepthwiseSeparableConv`` and ``InvertedResidual`` blocks, each with ``SqueezeExcite``, SiLU,
``nn.BatchNorm2d``, symmetric padding k // 2; timm's ``state_dict`` names). Spec: spec/families.md;
docs/efficientnet.md.

Forward (NCHW shown; the emitter is channels-last ``[B,H,W,C]``). ``BN`` is ``BatchNorm2d`` with ε =
``norm_eps`` (train / ``fwd``: batch statistics, running statistics updated in train; ``fwd_eval``: frozen),
``act`` is SiLU = x·σ(x), ``se`` is squeeze-and-excitation (:mod:`cnxbuild.layers.se`)::

    x [B,3,H,W]
    conv_stem (3×3, stride 2, pad 1, no bias) → bn1 → act                   [B, stem, H/2, W/2]
    blocks.<i>.<j>, stage i of ARCH_DEF (repeats ⌈r_i·d⌉, out channels c_i·w rounded to 8, kernel k_i,
    stride s_i on j = 0):
        ds (stage 0): conv_dw k×k/s (groups = cin) → bn1 → act → se → conv_pw 1×1 → bn2
        ir:           conv_pw 1×1 (cin → 6·cin) → bn1 → act → conv_dw k×k/s (groups 6·cin) → bn2 → act
                      → se → conv_pwl 1×1 (→ cout) → bn3                 (no act after the last BN)
        + x when stride 1 and cin == cout (``has_skip``)
    conv_head (1×1 → features) → bn2 → act → global average pool → classifier (x @ Wᵀ + b)        [B, K]

Channels (w the width multiplier, d the depth multiplier of the size): timm's ``round_channels`` =
``make_divisible(c·w, 8)``; stem ``make_divisible(32·w)``; features ``make_divisible(1280·w)``; the expansion
width ``make_divisible(6·cin)``; the SE's reduced width ``round(mid · 0.25 / e)`` (e the block's expansion:
0.25 of the block's input channels, rounded as Python rounds). No dropout.

Stochastic depth (``stochastic_depth = true``, slug marker ``drop``; D114): timm's ``DropPath`` on the branch of
every block that adds its input back, ``x = drop_path(h) + shortcut``, one ``[B]`` mask input per such block in
forward order. timm's builder gives block i of all N blocks the rate ``rate·i/N`` (the blocks without a skip
count in the ramp but take no mask): the sidecar's ``drop_path`` schedule ``"block_fraction"`` with
``site_block``. Recommended rate 0.2 for every size (Tan & Le 2019, §5.2: survival probability 0.8; timm's
EfficientNet recipes' ``--drop-path 0.2``).
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
    "ARCH_DEF", "BN_MOMENTUM", "DROP_PATH_RATE", "FAMILY", "SCALING", "SIZES", "STRIDE", "Arch", "Block",
    "EfficientNetFamily", "arch_for", "blocks", "bn_layers", "buffer_table", "check_draw", "init_rules", "param_table",
]

#: timm's ``arch_def`` of EfficientNet-B0, one stage per row: (block, repeats, kernel, stride, expansion,
#: channels); every block has squeeze-excite at 0.25 ('ds_r1_k3_s1_e1_c16_se0.25', 'ir_r2_k3_s2_e6_c24_se0.25', ...)
ARCH_DEF = (("ds", 1, 3, 1, 1, 16), ("ir", 2, 3, 2, 6, 24), ("ir", 2, 5, 2, 6, 40), ("ir", 3, 3, 2, 6, 80),
            ("ir", 3, 5, 1, 6, 112), ("ir", 4, 5, 2, 6, 192), ("ir", 1, 3, 1, 6, 320))
SE_RATIO = 0.25
#: The stochastic-depth rate recommended for every size (Tan & Le 2019, §5.2: survival probability 0.8).
DROP_PATH_RATE = 0.2

#: (width, depth) multipliers of each size (Tan & Le 2019, Table 1's family; timm ``_gen_efficientnet``'s table).
SCALING = {"b0": (1.0, 1.0), "b1": (1.0, 1.1), "b2": (1.1, 1.2), "b3": (1.2, 1.4), "b4": (1.4, 1.8),
           "b5": (1.6, 2.2), "b6": (1.8, 2.6), "b7": (2.0, 3.1)}


def arch_for(width: float, depth: float) -> Arch:
    """The record of timm's ``_gen_efficientnet(channel_multiplier=width, depth_multiplier=depth)``: repeats
    ⌈r·depth⌉ (``depth_trunc='ceil'``)."""
    return Arch(stem=make_divisible(32 * width),
                channels=tuple(make_divisible(row[5] * width) for row in ARCH_DEF),
                repeats=tuple(int(math.ceil(row[1] * depth)) for row in ARCH_DEF),
                features=make_divisible(1280 * width))


SIZES: dict[str, Arch] = {size: arch_for(*scale) for size, scale in SCALING.items()}
SIZE_CODES: dict[str, str] = {size: size for size in SIZES}


@dataclass(frozen=True)
class Block:
    """One block in forward order: timm prefix ``blocks.<i>.<j>``, kind (``ds`` | ``ir``), channels in, the
    depthwise conv's channels (``mid``), the SE's reduced channels (``rd``), channels out, kernel, stride, and
    whether the input is added back (``has_skip``)."""

    prefix: str
    kind: str
    cin: int
    mid: int
    rd: int
    cout: int
    kernel: int
    stride: int
    skip: bool


def blocks(arch: Arch) -> Iterator[Block]:
    """Every block in forward order (timm ``EfficientNetBuilder``: stride on a stage's first block only)."""
    cin = arch.stem
    for i, (row, cout, repeats) in enumerate(zip(ARCH_DEF, arch.channels, arch.repeats)):
        kind, _, kernel, stride, expansion, _ = row
        for j in range(repeats):
            s = stride if j == 0 else 1
            mid = cin if kind == "ds" else make_divisible(cin * expansion)
            rd = round(mid * SE_RATIO / expansion)
            yield Block(f"blocks.{i}.{j}", kind, cin, mid, rd, cout, kernel, s, s == 1 and cin == cout)
            cin = cout


def block_layers(b: Block) -> list[tuple[str, tuple[int, ...], str | None, bool]]:
    """A block's layers in forward order: ``(name, shape, its BN, whether SiLU follows)``; the squeeze-excite
    is ``("se", (mid, rd), None, False)``."""
    se = ("se", (b.mid, b.rd), None, False)
    if b.kind == "ds":
        return [("conv_dw", (b.cin, 1, b.kernel, b.kernel), "bn1", True), se,
                ("conv_pw", (b.cout, b.cin, 1, 1), "bn2", False)]
    return [("conv_pw", (b.mid, b.cin, 1, 1), "bn1", True), ("conv_dw", (b.mid, 1, b.kernel, b.kernel), "bn2", True),
            se, ("conv_pwl", (b.cout, b.mid, 1, 1), "bn3", False)]


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


def check_draw(p: Param, rng: np.random.Generator) -> np.ndarray:
    """A realistic-scale draw of a parameter or buffer for the numeric check (float64; the caller casts).

    - conv weights ``[O,I,kh,kw]`` ~ N(0, 1/fan_in), fan_in = I·kh·kw (a depthwise kernel: k², the SE's 1×1
      convs: their input channels): each conv keeps its input's scale;
    - BN γ ~ U(0.5, 1.5), β ~ N(0, 0.5²): SiLU sees both its negative dip and its near-linear side;
    - the SE's biases ~ N(0, 0.5²) (gates spread around σ(0) = 0.5, not saturated);
    - ``classifier.*`` ~ N(0, 0.02²); ``running_mean`` ~ N(0, 0.1²); ``running_var`` ~ U(0.5, 1.5).
    """
    return mbconv.check_draw(p, rng, _bias_draw)


def _bias_draw(p: Param, rng: np.random.Generator) -> np.ndarray:
    return rng.normal(0.0, 0.5, p.shape)  # BN β, SE biases


def init_rules(arch: Arch, classes: int) -> dict[str, dict]:
    """θ as timm initialises an EfficientNet (:func:`~cnxbuild.nets.mbconv.goog_init_rules`: every conv, the
    SE's included, N(0, 2/fan_out), fan_out = k²·O / groups; conv biases 0; BN 1 and 0; the classifier
    U(±1/√K), its bias 0)."""
    return goog_init_rules(param_table(arch, classes), classes)


# ---------------------------------------------------------------------------------------------------------
# The family object (family API; nets/__init__.py registers it)


class EfficientNetFamily(MBConvFamily):
    """EfficientNet (Tan & Le 2019; timm ``efficientnet.py``): inverted residuals with squeeze-excite,
    depthwise 3×3 and 5×5 convs, SiLU, BatchNorm with running statistics."""

    name = "efficientnet"
    token = "efficientnet"
    display = "EfficientNet"
    sizes = SIZES
    size_codes = SIZE_CODES
    timm_models = {s: f"efficientnet_{s}" for s in SIZES}
    act = "silu"
    reference = "cnxbuild.reference.efficientnet"
    keys = frozenset({"stochastic_depth"})
    recommended_drop_path_rate = DROP_PATH_RATE

    def size_alias(self, word: str) -> str | None:
        """``"B0"``, ``"efficientnet-b3"``, ``"EfficientNet-B7"``: the size code it names, if registered."""
        code = re.sub(r"^efficient[-_ ]?net[-_ ]?", "", str(word).strip(), flags=re.IGNORECASE).lower()
        return code if code in self.sizes and code != word else None

    def model_name(self, arch: Arch) -> str:
        size = self.size_of(arch)
        return f"EfficientNet-{size.upper()}" if size else super().model_name(arch)

    def blocks(self, arch: Arch) -> Iterator[Block]:
        return blocks(arch)

    def block_layers(self, b: Block) -> list:
        return block_layers(b)

    def twin_image_size(self, arch: Arch) -> int:
        """96 px: the last stages at 3×3 (BN over 18 values per channel at batch 2), so that every tap of the
        stride-1 5×5 depthwise convs of stage 4 (at 6×6) and the stride-2 one of stage 5 meets real pixels; at
        64 px stage 5's stride-1 5×5 convs would run at 2×2, where their outer taps read only padding."""
        return STRIDE * 3

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        return check_draw(p, rng)


FAMILY = EfficientNetFamily()
