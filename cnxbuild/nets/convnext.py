"""ConvNeXt as cnxbuild renders it: size registry, parameter table, forward chain and backward chain.

Source: Liu et al., "A ConvNet for the 2020s" (CVPR 2022) and timm's ``convnext.py``, whose
``state_dict`` keys, shapes and ``named_parameters()`` order are ours (spec/convnext.md, "Parameters").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cnxbuild.variant import Size

__all__ = ["Arch", "SIZES", "Param", "param_table", "model_name", "param_count", "block_count"]


@dataclass(frozen=True)
class Arch:
    """Depths (blocks per stage) and dims (channels per stage) of a ConvNeXt."""

    depths: tuple[int, int, int, int]
    dims: tuple[int, int, int, int]


SIZES: dict[Size, Arch] = {
    Size.atto: Arch((2, 2, 6, 2), (40, 80, 160, 320)),
    Size.femto: Arch((2, 2, 6, 2), (48, 96, 192, 384)),
    Size.pico: Arch((2, 2, 6, 2), (64, 128, 256, 512)),
    Size.nano: Arch((2, 2, 8, 2), (80, 160, 320, 640)),
    Size.T: Arch((3, 3, 9, 3), (96, 192, 384, 768)),
    Size.S: Arch((3, 3, 27, 3), (96, 192, 384, 768)),
    Size.B: Arch((3, 3, 27, 3), (128, 256, 512, 1024)),
    Size.L: Arch((3, 3, 27, 3), (192, 384, 768, 1536)),
    Size.XL: Arch((3, 3, 27, 3), (256, 512, 1024, 2048)),
}

_DISPLAY = {Size.atto: "atto", Size.femto: "femto", Size.pico: "pico", Size.nano: "nano", Size.T: "T",
            Size.S: "S", Size.B: "B", Size.L: "L", Size.XL: "XL"}


def model_name(arch: Arch) -> str:
    """Human-readable name from the whole (depths, dims) record: ``ConvNeXt-T``; a table that matches no
    registered size is ``ConvNeXt-custom[3,3,9,3]@[64,128,256,512]`` (never a borrowed name)."""
    for size, known in SIZES.items():
        if known == arch:
            return f"ConvNeXt-{_DISPLAY[size]}"
    return f"ConvNeXt-custom[{','.join(map(str, arch.depths))}]@[{','.join(map(str, arch.dims))}]"


@dataclass(frozen=True)
class Param:
    """One parameter: timm ``state_dict`` key, shape, and whether it is rank 1 (bias, norm, gamma)."""

    name: str
    shape: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


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
