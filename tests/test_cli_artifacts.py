"""`cnxbuild render` and `cnxbuild check` from the command line."""

import hashlib
import json

import pytest

from cnxbuild.cli import main
from cnxbuild.slug import parse_slug
from cnxbuild.step import render


def test_render_is_deterministic_and_writes_module_and_sidecar(tmp_path, capsys):
    assert main(["render", "convnext_fwd"]) == 0
    first = capsys.readouterr().out
    assert main(["render", "convnext_fwd"]) == 0
    assert capsys.readouterr().out == first
    assert "func.func @convnext_fwd(" in first
    out = tmp_path / "a" / "convnextin_adam_train_step.mlir"
    assert main(["render", "convnextin_adam_train_step", "-o", str(out)]) == 0
    side = json.loads(out.with_suffix(".json").read_text())
    assert side["entry"] == "convnextin_adam_train_step"
    assert side["forward_partner"] == "convnextin_fwd"
    assert (len(side["inputs"]), len(side["outputs"])) == (551, 547)
    assert sorted(p.name for p in out.parent.iterdir()) == sorted([out.name, out.with_suffix(".json").name])


def test_render_bad_slug_is_a_user_error(capsys):
    assert main(["render", "convnext_adamx_train_step"]) == 2
    err = capsys.readouterr().err
    assert "position 13" in err and "^" in err


def test_check_iree_refuses_data_parallel(capsys, tmp_path):
    """A user error before any work: one line, exit 2, an earlier report left alone."""
    report = tmp_path / "r.json"
    report.write_text("{}\n")
    assert main(["check", "convnextatto_adamdpx2_train_step", "--executor", "iree", "--report", str(report)]) == 2
    assert capsys.readouterr().err == (
        "error: --executor iree: convnextatto_adamdpx2_train_step runs on 2 replicas, and IREE's CPU runtime has no "
        "collectives; data-parallel artifacts are checked on XLA (--executor xla, the default)\n")
    assert report.exists()


def test_check_forward_on_xla_passes(capsys, tmp_path):
    pytest.importorskip("jax")
    assert main(["check", "convnextatto_fwd", "--executor", "xla", "--report", str(tmp_path / "r.json")]) == 0
    report = json.loads((tmp_path / "r.json").read_text())  # what was run: ConvNeXt's 128 px twin, batch 2
    assert report["twin"] == {"slug": "convnextatto128_2_fwd", "image_size": 128, "batch": 2, "replicas": 1,
                              "accumulate": 1}
    shipped = render(parse_slug("convnextatto_fwd")).encode()  # what `doit` writes to verified_mlir/
    assert report["artifact"] == {"path": None, "sha256": hashlib.sha256(shipped).hexdigest()}
    out = capsys.readouterr().out
    assert out.startswith("PASS convnextatto_fwd [xla]: worst logits rel")
    assert "rule: rel <= max(10*rel(float32 control), 1e-6)" in out
