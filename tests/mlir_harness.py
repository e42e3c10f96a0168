"""Run one emitted function on XLA CPU in-process (test helper; the product's executors live in run/).

XLA wants the entry function to be ``@main``; the harness renames it in its own copy of the text.
float64 works when the test enables x64 (``jax.config.update("jax_enable_x64", True)``), which lets layer
tests compare hand-written backward rules against ``jax.vjp`` in float64 with tight tolerances.
"""

from __future__ import annotations

import re

import numpy as np

from cnxbuild.mlir import FunctionBuilder, module_text


def run_function(fb: FunctionBuilder, inputs: list[np.ndarray], attributes: dict[str, str] | None = None
                 ) -> list[np.ndarray]:
    import jax
    from jax._src.lib import xla_client as xc
    from jax.extend.backend import get_backend

    text = module_text([fb], attributes)
    text = re.sub(rf"func\.func @{re.escape(fb.name)}\(", "func.func @main(", text, count=1)
    be = get_backend("cpu")
    exe = be.compile_and_load(text, xc.DeviceList(tuple(be.devices()[:1])), xc.CompileOptions())
    args = [jax.device_put(np.asarray(a)) for a in inputs]
    return [np.asarray(o) for o in exe.execute(args)]
