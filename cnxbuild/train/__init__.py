"""The train driver: runs a train-step artifact laid out by its sidecar (``cnxbuild train``).

Modules: :mod:`.schedule` (lr, bias corrections, EMA decay, accumulation phase, drop masks), :mod:`.data`
(digits and ImageFolder, seeded order), :mod:`.checkpoint` (timm init, timm import, checkpoints),
:mod:`.steppers` (artifact or reference step, forward partner), :mod:`.report` (csv, png, summary),
:mod:`.driver` (the loop).
"""

from cnxbuild.train.driver import TrainOptions, load_artifact, train

__all__ = ["TrainOptions", "load_artifact", "train"]
