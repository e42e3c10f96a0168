"""Render time of ConvNeXt-B artifacts (pure Python text emission; no compiler involved).

Usage: python bench/render_time.py [SLUG ...]   (default: the ConvNeXt-B forward and AdamW train step)
Prints the best of 3 wall-clock times per slug and the module size.
"""

from __future__ import annotations

import sys
import time

from cnxbuild.slug import parse_slug
from cnxbuild.step import render

DEFAULT = ["convnextbin_fwd", "convnextbin_adam_train_step"]


def main(slugs: list[str]) -> None:
    for s in slugs:
        v = parse_slug(s)
        times = []
        for _ in range(3):
            t = time.perf_counter()
            text = render(v)
            times.append(time.perf_counter() - t)
        print(f"{s}: render {min(times) * 1e3:.0f} ms (best of 3), {len(text):,} bytes, "
              f"{text.count(chr(10)):,} lines")


if __name__ == "__main__":
    main(sys.argv[1:] or DEFAULT)
