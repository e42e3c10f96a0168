"""What a net family is to the rest of cnxbuild: :class:`Param`, :class:`Emitted` and the :class:`Family` base
(spec/families.md, "What a family provides").

A family is one object, ``FAMILY``, defined in its own module ``cnxbuild/nets/<family>.py`` and registered by
one line of :mod:`cnxbuild.nets`; its independent JAX reference is ``cnxbuild/reference/<family>.py``. Every
other module asks the family (through :func:`cnxbuild.nets.family_of`) and never names one.

:class:`Family` is a base class, not only a protocol: it holds the rules two families share (the weight-decay
rule by rank, the banner lines, the model name read off the whole size record) so that a family module
overrides only what differs. Attributes a subclass must set are listed in the class body without a value.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

__all__ = ["FORWARD_MODES", "INIT_RULE_KINDS", "Emitted", "Family", "Param", "draw_init"]

#: The forward modes of :meth:`Family.forward_chain`: ``train`` (batch statistics, buffer updates returned),
#: ``fwd`` (batch statistics, no updates), ``fwd_eval`` (frozen running statistics read from ``buffers``).
FORWARD_MODES = ("train", "fwd", "fwd_eval")


#: The initialisation rules a sidecar's ``initial_state`` may name per tensor (docs/sidecar.md), each a
#: JSON object with one key: ``{"fill": c}`` (every element c), ``{"normal": {"mean", "std"}}``,
#: ``{"trunc_normal": {"mean", "std", "a", "b"}}`` (N(mean, std²) redrawn outside the ABSOLUTE bounds [a, b],
#: PyTorch's ``nn.init.trunc_normal_``), ``{"uniform": {"low", "high"}}``.
INIT_RULE_KINDS = ("fill", "normal", "trunc_normal", "uniform")


_INIT_ARGS = {"fill": ("value",), "normal": ("mean", "std"), "trunc_normal": ("mean", "std", "a", "b"),
              "uniform": ("low", "high")}  # a fill's bare value is checked as {"value": c}
_RULE_FORMS = ('{"fill": c}, {"normal": {"mean", "std"}}, {"trunc_normal": {"mean", "std", "a", "b"}} '
               '(a < b), {"uniform": {"low", "high"}}, finite numbers, std >= 0')
_REDRAWS = 1000  # rounds of redraws a trunc_normal may take before its bounds are called empty


def draw_init(rule: Mapping, shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """A float32 array of ``shape`` drawn by one initialisation ``rule`` (:data:`INIT_RULE_KINDS`).

    The draws are numpy's, in a fixed order (a ``fill`` draws nothing), so a family's θ from one seed is
    the same wherever the rules come from: the family object or a sidecar.

    Raises:
        ValueError: a rule that is not one of :data:`INIT_RULE_KINDS` with its arguments (finite numbers,
            std ≥ 0, low ≤ high, a < b), or a ``trunc_normal`` whose bounds hold (almost) none of its mass.
    """
    kind, arg = next(iter(rule.items())) if isinstance(rule, Mapping) and len(rule) == 1 else ("?", None)
    if kind == "fill":
        arg = {"value": arg}
    names = _INIT_ARGS.get(kind)
    if (names is None or not isinstance(arg, Mapping) or set(arg) != set(names)
            or not all(isinstance(arg[n], (int, float)) and not isinstance(arg[n], bool)
                       and math.isfinite(arg[n]) for n in names)
            or arg.get("std", 0) < 0 or arg.get("low", 0) > arg.get("high", 0)
            or arg.get("a", 0) >= arg.get("b", 1)):
        raise ValueError(f"draw_init: {rule!r} is not an initialisation rule; allowed: one key of "
                         f"{', '.join(INIT_RULE_KINDS)}: " + _RULE_FORMS)
    shape = tuple(shape)
    if kind == "fill":
        return np.full(shape, arg["value"], np.float32)
    if kind == "normal":
        return rng.normal(arg["mean"], arg["std"], shape).astype(np.float32)
    if kind == "uniform":
        return rng.uniform(arg["low"], arg["high"], shape).astype(np.float32)
    out = rng.normal(arg["mean"], arg["std"], shape)
    bad = (out < arg["a"]) | (out > arg["b"])
    for _ in range(_REDRAWS):
        if not bad.any():
            return out.astype(np.float32)
        out[bad] = rng.normal(arg["mean"], arg["std"], int(bad.sum()))
        bad = (out < arg["a"]) | (out > arg["b"])
    raise ValueError(f"draw_init: {rule!r}: after {_REDRAWS} rounds of redraws values still fall outside "
                     f"[{arg['a']}, {arg['b']}]; the bounds hold almost none of N(mean, std²)")


@dataclass(frozen=True)
class Param:
    """One tensor of a family's parameter or buffer table: timm ``state_dict`` key and shape (f32)."""

    name: str
    shape: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


@dataclass
class Emitted:
    """What :meth:`Family.forward_chain` returns: ``logits`` [B,K] f32, the ``tape`` its
    :meth:`Family.backward_chain` walks, and ``new_buffers`` (buffer name → updated Value; mode ``train`` of
    a family with buffers, else empty)."""

    logits: Any  # cnxbuild.mlir.Value
    tape: list = field(default_factory=list)
    new_buffers: dict = field(default_factory=dict)


class Family:
    """One net family (spec/families.md). Subclass it, set the attributes, implement the methods marked
    "must", and register one instance in :mod:`cnxbuild.nets`.

    Attributes (class level):
        name: the TOML value of ``family`` (lowercase letters).
        token: the slug's model token (lowercase letters; no token is a prefix of another).
        display: the human name (``"ConvNeXt"``) for banners, manifests and errors.
        sizes: TOML size name → architecture record (a frozen dataclass), in display order.
        size_codes: TOML size name → slug size code (``""`` for the default size, digits or letters).
        norm: the normalisation layer's name (``"LayerNorm"``), for banners and errors.
        norm_eps_default: ``Variant.norm_eps`` when unset; the slug marker ``eps`` spells any other value.
        keys: the optional Variant keys the family accepts (``"gelu"``, ``"stochastic_depth"``).
        forward_kinds: the forward kinds it renders (``"fwd"``, ``"fwd_eval"``).
        partner_kind: the forward kind of a train step's partner.
        twin_batch: the check twin's examples per replica.
        drop_schedule: the stochastic-depth ramp over the :meth:`drop_blocks` N blocks in forward order (a
            sidecar's ``drop_path.schedule``): ``"linear"``, block i's rate is rate·i/(N − 1) (timm's
            ``linspace(0, rate, N)``); ``"block_fraction"``, rate·i/N (timm's inverted-residual builder:
            ``drop_path_rate * block_idx / block_count``; D114).
        driven_param: the parameter the check scales to put a clip variant in its clipping regime.
        wx_excludes, wx_short: what ``wx`` excludes from weight decay, said in full (a sidecar) and short (a
            banner); :meth:`decays` is the rule.
        zero_param: a rank-1 parameter the check may feed as zero without changing what else it sees (the
            classifier's bias: the logits shift, and no kink follows): LAMB's trust-ratio fallback for a zero
            ‖θ‖ is exercised there (docs/decisions.md, D82).
        reference: the import path of the family's JAX reference module (``cnxbuild.reference.<name>``).
        image_sizes_doc: how the image-size rule reads in docs and errors (``"a multiple of 32"``).
        timm_models: size name → timm's model name (``"T"`` → ``"convnext_tiny"``), for errors that meet
            timm's spelling of a size (``size = "tiny"``, ``"resnet50"``).
    """

    name: str
    token: str
    display: str
    sizes: Mapping[str, Any]
    size_codes: Mapping[str, str]
    norm: str
    norm_eps_default: float
    keys: frozenset[str] = frozenset()
    forward_kinds: tuple[str, ...] = ("fwd",)
    partner_kind: str = "fwd"
    timm_models: Mapping[str, str] = {}
    twin_batch: int = 2
    drop_schedule: str = "linear"
    #: What ``wx`` excludes from weight decay, for a sidecar's ``update_rule`` and a module's banner
    #: (:meth:`decays` is the rule itself).
    wx_excludes: str = "every rank-1 tensor (biases, normalisation weights, layer scales where the net has them)"
    wx_short: str = "rank-1 excluded"
    driven_param: str
    zero_param: str
    reference: str

    # --- naming ------------------------------------------------------------------------------------------

    def arch(self, size: str, image_size: int) -> Any:
        """The architecture record of ``size`` at ``image_size`` px: the size table's record, unless the net's
        parameters depend on the image (a position embedding per patch: the family's record then carries the
        patch grid, and :meth:`size_of` reads the size off the rest)."""
        del image_size
        return self.sizes[size]

    def size_alias(self, word: str) -> str | None:
        """The size a user most likely meant by ``word``, which is not one of :attr:`sizes` (a width multiplier
        written as a number: ``"1.0"`` for a size ``"100"``); None when ``word`` means none. Errors use
        it as a hint; nothing is accepted by it."""
        del word
        return None

    def size_of(self, arch: Any) -> str | None:
        """The TOML size name whose whole record equals ``arch`` (None for a custom record)."""
        return next((s for s, a in self.sizes.items() if a == arch), None)

    def model_name(self, arch: Any) -> str:
        """``ConvNeXt-T``; a record that matches no registered size is spelled out field by field
        (``ConvNeXt-custom[3,3,9,3]@[64,128,256,512]``: never a borrowed name)."""
        size = self.size_of(arch)
        if size is not None:
            return f"{self.display}-{size}"
        return f"{self.display}-custom" + "@".join(f"[{','.join(map(str, v))}]" if isinstance(v, tuple)
                                                   else f"[{v}]" for v in asdict(arch).values())

    def describe(self, arch: Any) -> str:
        """The banner's model description: ``ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768)``."""
        fields = "; ".join(f"{k} {','.join(map(str, v)) if isinstance(v, tuple) else v}"
                           for k, v in asdict(arch).items())
        return f"{self.model_name(arch)} ({fields})"

    def constants_line(self, v: Any) -> str:
        """The banner's line of forward constants: ``LayerNorm eps 1e-06, GELU tanh`` (GELU only for a
        family that takes ``gelu``)."""
        line = f"{self.norm} eps {v.norm_eps!r}"
        return line + (f", GELU {v.gelu.value}" if "gelu" in self.keys else "")

    def image_size_rule(self, image_size: int) -> str | None:
        """None if the family renders ``image_size`` px, else the reason it does not."""
        return None

    def batch_rule(self, v: Any) -> str | None:
        """None if the family renders variant ``v`` at its batch (per replica and micro-step), replicas and
        image size, else the reason it does not (e.g. batch statistics over fewer than 2 values per channel)."""
        return None

    # --- tables (must) -----------------------------------------------------------------------------------

    def param_table(self, arch: Any, classes: int) -> list[Param]:
        """Every parameter in timm's ``named_parameters()`` order (must)."""
        raise NotImplementedError

    def buffer_table(self, arch: Any) -> list[Param]:
        """The non-trainable state a train step updates (BatchNorm running statistics), timm ``state_dict``
        order; empty for a family without buffers."""
        return []

    def drop_sites(self, arch: Any) -> int:
        """How many drop-path masks a stochastic-depth step takes (0 when the family has none)."""
        return 0

    def drop_site_blocks(self, arch: Any) -> tuple[int, ...]:
        """The block of each drop-path site, in forward order (the stochastic-depth ramp is over blocks: every site
        of a block takes the block's rate). Default: one site per block."""
        return tuple(range(self.drop_sites(arch)))

    def drop_blocks(self, arch: Any) -> int:
        """The block count N of the stochastic-depth ramp (a sidecar's ``drop_path.blocks``). Default: the last
        site's block + 1 (every block has a site)."""
        sites = self.drop_site_blocks(arch)
        return max(sites) + 1 if sites else 0

    def drop_path_rate(self, size: str) -> float | None:
        """The stochastic-depth rate recommended for ``size`` (a sidecar's ``drop_path.recommended_rate``)."""
        return None

    # --- optimizer, init, check ----------------------------------------------------------------------------

    def decays(self, p: Param, wd_exclude_rank1: bool) -> bool:
        """Whether parameter ``p`` takes weight decay: always, unless ``wx`` and rank 1 (timm's rule)."""
        return not (wd_exclude_rank1 and p.rank == 1)

    def null_gradients(self, arch: Any, drop_path: bool = False) -> dict[str, str]:
        """Parameters whose gradient in a train step is zero by the net's structure, each with a partner
        parameter of the same layer whose gradient is not (docs/decisions.md, D108): a BatchNorm's bias whose
        output reaches the loss only through 1×1 convs each followed by a training-mode BatchNorm, which subtracts
        any per-channel constant. Any float32 implementation returns rounding noise there; the check measures
        such a tensor's outputs against its partner's scale and asserts the float64 gradient is a zero.
        ``drop_path``: the step has stochastic depth (a drop mask scales a branch per example, so a shift that
        passes through one is no longer the same for every example, D114). Default: none."""
        del arch, drop_path
        return {}

    def twin_image_size(self, arch: Any) -> int:
        """The check twin's image side (px): every kernel tap and every reduction non-trivial (must)."""
        raise NotImplementedError

    def check_draw(self, p: Param, rng: np.random.Generator) -> np.ndarray:
        """A realistic-scale float64 value of parameter or buffer ``p`` for the check (must)."""
        raise NotImplementedError

    def init_rules(self, arch: Any, classes: int) -> dict[str, dict]:
        """θ's initialisation as timm does it, one rule per parameter in :meth:`param_table` order
        (:data:`INIT_RULE_KINDS`; a sidecar's ``initial_state.theta.per_tensor``) (must)."""
        raise NotImplementedError

    def train_constants(self) -> dict[str, float]:
        """Constants every train step of the family bakes that no matrix key changes, by name (a sidecar's
        ``constants`` lists them with the variant's): BatchNorm's running-statistics momentum; ``{}`` for a
        family without buffers."""
        return {}

    def buffer_update(self) -> str | None:
        """How a train step updates the buffers, in the sidecar's names (a sidecar's ``update_rule.buffers``);
        None for a family without buffers."""
        return None

    def known_gpu_failure(self, v: Any, target: str, chip: str | None, iree_version: str) -> str | None:
        """Why iree-compile ``iree_version`` (``"3.13.0"``) is known to fail to compile artifact ``v`` for GPU
        ``target`` (``cuda``, ``rocm``) at ``chip``, measured (docs/executors.md, "GPU targets"), or None. The build
        warns of it before it starts (cnxbuild.matrix_advice.known_gpu_failures; a new user's finding, stop 57)."""
        return None

    def logits_per_example(self, kind: str) -> bool:
        """Whether a ``kind`` forward's logits of one example are a function of that example alone: true unless
        the forward normalises with the batch's own statistics (a BatchNorm family's ``fwd``; its ``fwd_eval``
        reads the frozen running statistics). A forward sidecar's ``logits_per_example`` (docs/sidecar.md)."""
        return kind == "fwd_eval" or self.buffer_update() is None

    def buffer_rules(self, arch: Any) -> dict[str, dict]:
        """The buffers' values before step 1, one rule per buffer in :meth:`buffer_table` order (BatchNorm:
        ``running_mean`` fill 0, ``running_var`` fill 1)."""
        return {}

    def timm_init(self, arch: Any, classes: int, rng: np.random.Generator) -> dict[str, np.ndarray]:
        """θ as timm initialises it (float32): :meth:`init_rules` drawn in :meth:`param_table` order."""
        rules = self.init_rules(arch, classes)
        return {p.name: draw_init(rules[p.name], p.shape, rng) for p in self.param_table(arch, classes)}

    def buffer_init(self, arch: Any) -> dict[str, np.ndarray]:
        """The buffers before step 1 (float32), in :meth:`buffer_table` order: :meth:`buffer_rules` drawn."""
        rules = self.buffer_rules(arch)
        return {p.name: draw_init(rules[p.name], p.shape, np.random.default_rng(0))
                for p in self.buffer_table(arch)}

    # --- emission (must) ---------------------------------------------------------------------------------

    def forward_chain(self, x: Any, params: dict, buffers: dict, arch: Any, v: Any, *, mode: str,
                      drop_masks: list | None) -> Emitted:
        """Emit the forward of channels-last ``x`` [B,H,W,3] f32 in ``mode`` (:data:`FORWARD_MODES`)."""
        raise NotImplementedError

    def backward_chain(self, tape: list, dlogits: Any, *, precision: str) -> dict:
        """Walk ``tape`` back from the logits' cotangent; every parameter's gradient by timm name."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<family {self.name}>"
