"""The check's one door to the reference (:mod:`cnxbuild.reference`): every reference entry a check runs goes
through :func:`call` (spec/checks.md, "Reference"). Callers use it by attribute (``oracle.call``), so a test or
``bench/check_cost.py`` that wraps it sees every call."""

from __future__ import annotations

import numpy as np

__all__ = ["f32", "call"]


def f32(a) -> np.ndarray:
    """``a`` as a float32 numpy array (what the artifact is fed)."""
    return np.asarray(a, dtype=np.float32)


def call(name: str, args: tuple, dtype, *, cast: bool = True, host: bool = True, **static) -> object:
    """Run the reference entry ``name`` (``forward``, ``loss_and_grad`` or ``reference_step``) on ``args`` cast to
    ``dtype`` (float64: the truth, with x64 on); ``cast=False``: the entry casts them itself; ``host=False``: the
    results stay JAX arrays (to be fed to another entry without a copy).

    The entry points are called as they are, not under an outer :func:`jax.jit`: their pieces are jitted inside
    the reference, keyed on what each piece reads (the forward on ε and GELU, the gradient also on the loss, the
    optimizer on its rule), so one gradient compile per dtype serves the gradient scale, the step and every
    Variant of the process with that loss and batch. An outer jit keyed on the whole Variant compiled the
    full forward and backward again for each Variant and for the gradient scale (three compiles per check).
    """
    import jax
    import jax.numpy as jnp

    from cnxbuild import reference

    out = np.asarray if host else (lambda a: a)
    with jax.enable_x64(dtype == np.float64):
        if not cast:
            return jax.tree_util.tree_map(out, getattr(reference, name)(*args, **static))
        # straight to device arrays of ``dtype``: no host copy of every tensor at float64 besides JAX's own
        cast, kw = jax.tree_util.tree_map(lambda a: jnp.asarray(a, dtype) if isinstance(a, np.ndarray) else a,
                                          (args, static))
        return jax.tree_util.tree_map(out, getattr(reference, name)(*cast, **kw))

