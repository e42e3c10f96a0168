"""PyTorch-eager anchor for bench/step_throughput.py: seconds per train step of timm's ConvNeXt with
``torch.optim.AdamW`` and label-smoothed cross-entropy, the recipe of ``convnext_adam_train_step``.

Runs under a Python that has torch and timm (never a dependency of cnxbuild; see docs/performance.md for the
bench venv), e.g.::

    /work/torchbench/bin/python bench/torch_eager.py --model convnext_tiny --batch 8 --image 224 --threads 2

Prints one JSON line: {"s_per_step": median, "steps": [...], "torch": version, "timm": version, ...}.
The step is ``zero_grad → forward → loss → backward → AdamW step`` in train mode, float32, soft targets
(rows of a Dirichlet, as the check draws them), AdamW β (0.9, 0.999), ε 1e-8, weight decay 1e-4, label
smoothing 0.1 (spec/variants.md defaults). timm's ConvNeXt uses the erf GELU where the artifact defaults to
tanh: the same op count, so the timing compares like with like.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="convnext_tiny", help="timm model name")
    ap.add_argument("--classes", type=int, default=10)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--threads", type=int, default=2, help="torch.set_num_threads (the machine's cores)")
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()

    import numpy as np
    import timm
    import torch

    torch.set_num_threads(a.threads)
    torch.manual_seed(0)
    model = timm.create_model(a.model, num_classes=a.classes).train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-4)
    loss_fn = torch.nn.CrossEntropyLoss(label_smoothing=0.1)
    rng = np.random.default_rng(0)
    x = torch.from_numpy(rng.normal(size=(a.batch, 3, a.image, a.image)).astype(np.float32))
    t = torch.from_numpy(rng.dirichlet(np.ones(a.classes), a.batch).astype(np.float32))

    def step() -> None:
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(model(x), t)
        loss.backward()
        opt.step()

    step()  # warm-up: allocator, optimizer state
    times = []
    for _ in range(a.repeats):
        t0 = time.perf_counter()
        step()
        times.append(time.perf_counter() - t0)
    print(json.dumps({"s_per_step": statistics.median(times), "steps": times, "torch": torch.__version__,
                      "timm": timm.__version__, "threads": torch.get_num_threads(), "model": a.model,
                      "batch": a.batch, "image": a.image}))


if __name__ == "__main__":
    main()
