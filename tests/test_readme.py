"""The README's matrix example expands to what its text says (a new user's finding: the README never showed a
matrix file; the example now there must stay true)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_matrix_example_expands_to_the_artifacts_it_names(tmp_path):
    from cnxbuild.config import load_matrix
    from cnxbuild.expand import expand_artifacts
    from cnxbuild.slug import slug
    from cnxbuild.variant import forward_partner

    text = README.read_text()
    section = text[text.index("**Your own matrix.**"):]
    example = re.search(r"```toml\n(.*?)```", section, re.S).group(1)
    said = re.search(r"shows the (\d+) artifacts it expands to \((\d+) train steps", section)
    path = tmp_path / "variants.toml"
    path.write_text(example)
    steps = [e for e in expand_artifacts(load_matrix(path)) if e.variant.kind == "train_step"]
    partners = {forward_partner(e.variant, e.eval_batch, e.eval_image_size) for e in steps}
    assert (len(steps) + len(partners), len(steps)) == (int(said.group(1)), int(said.group(2)))
    names = {slug(e.variant) for e in steps}
    assert "convnextatto64_acc2x8clip_train_step" in names  # the include, at AdamW's default weight decay
    assert not any(n.startswith("convnextatto64_mom8clipwd001") for n in names)  # the exclude
