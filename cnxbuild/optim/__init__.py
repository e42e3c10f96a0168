"""The optimizer stage: per-parameter pieces named as optax names them, the optimizers as chains of them,
and the stage that runs replica mean → accumulation → clip → optimizer → EMA → commit (spec/convnext.md,
"Optimizer semantics")."""

from cnxbuild.optim.alias import CHAINS, adamw, decays, fused_sgd, lamb, momentum, nesterov, rmsprop, sgd
from cnxbuild.optim.gradients import (accumulate, all_reduce_mean, apply_predicate, clip_by_global_norm,
                                      commit)
from cnxbuild.optim.stage import optimizer_stage, scalar_names, state_regions
from cnxbuild.optim.transform import (add_decayed_weights, param_ema, scale_by_adam, scale_by_learning_rate,
                                      scale_by_rms, scale_by_trust_ratio, trace, trace_nesterov)

__all__ = [
    "optimizer_stage", "state_regions", "scalar_names", "decays", "CHAINS",
    "adamw", "lamb", "momentum", "nesterov", "rmsprop", "sgd", "fused_sgd",
    "all_reduce_mean", "apply_predicate", "accumulate", "commit", "clip_by_global_norm",
    "scale_by_adam", "add_decayed_weights", "scale_by_trust_ratio", "trace", "trace_nesterov", "scale_by_rms",
    "scale_by_learning_rate", "param_ema",
]
