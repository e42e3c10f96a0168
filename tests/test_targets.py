"""Compile targets per artifact (cnxbuild.targets; docs/decisions.md, D26): data-parallel artifacts get no
llvm-cpu module, the matrix's ``[build] extra_targets`` add GPU modules, ``[build] chips`` picks their chips
(D92), and a small matrix builds them on a machine without a GPU."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cnxbuild.config import ConfigError, load_matrix, parse_matrix
from cnxbuild.expand import expand_artifacts
from cnxbuild.graph import build_graph
from cnxbuild.run import iree_compile_args
from cnxbuild.targets import (CPU_NAMES, CPU_TRIPLE, GPU_CHIPS, chip_of, compile_facts, compile_targets,
                               executor_for, invocation, skipped_targets)
from cnxbuild.variant import BUILTIN_DATASETS, Forward, TrainStep
from tests.test_build import doit, project

STEP = dict(size="atto", dataset=BUILTIN_DATASETS["imagenette"], image_size=32, batch=1, optimizer="adamw")
GROUP = """
[[group]]
name = "tiny"
size = "atto"
dataset = "imagenette"
image_size = 32
batch = 1
eval_batch = 1
optimizer = "adamw"
replicas = [1, 2]
"""


def test_data_parallel_artifacts_get_no_llvm_cpu_module() -> None:
    one, two = TrainStep(**STEP), TrainStep(**STEP, replicas=2)
    assert compile_targets(one) == ("llvm-cpu",) and skipped_targets(one) == {}
    assert compile_targets(two) == () and "no collectives" in skipped_targets(two)["llvm-cpu"]
    assert compile_targets(two, ("cuda", "rocm")) == ("cuda", "rocm")
    assert compile_targets(Forward(size="atto", dataset=BUILTIN_DATASETS["imagenette"]), ("cuda",)) == \
        ("llvm-cpu", "cuda")
    # the check's executor follows the same rule: XLA exactly where llvm-cpu is left out
    assert (executor_for(one), executor_for(two)) == ("iree", "xla")
    assert executor_for(Forward(size="atto", dataset=BUILTIN_DATASETS["imagenette"])) == "iree"


def test_the_graph_names_each_target_and_the_check_needs_only_the_cpu_module(tmp_path: Path) -> None:
    m = parse_matrix({"build": {"extra_targets": ["cuda"]}, "group": [
        {"name": "g", "size": "atto", "dataset": "imagenette", "image_size": 32, "batch": 1, "eval_batch": 1,
         "optimizer": "adamw", "replicas": [1, 2]}]}, "m.toml")
    g = build_graph(expand_artifacts(m), root=tmp_path, extra_targets=m.build.extra_targets)
    dp, single = "convnextatto32_adamdp1x2_train_step", "convnextatto32_adam1_train_step"
    assert g.compiles(dp) == [f"compile:cuda:{dp}"]
    assert g.compiles(single) == [f"compile:{single}", f"compile:cuda:{single}"]
    assert g.outputs(f"compile:cuda:{dp}") == (tmp_path / "build" / "cuda" / f"{dp}.vmfb",
                                               tmp_path / "build" / "cuda" / f"{dp}.vmfb.json")
    assert list(g.g.predecessors(f"check:{dp}")) == [f"render:{dp}"]
    assert list(g.g.predecessors(f"check:{single}")) == [f"compile:{single}"]


def test_doit_check_compiles_every_target_of_an_artifact(tmp_path: Path) -> None:
    """A breaker's finding (stop 57): `doit check` passed with a GPU compile that had failed, and a CI that runs
    only `doit check` never built the GPU modules. Each check task now runs after every compile of its artifact;
    the graph's edge stays the CPU module's (what the check reads: the test above)."""
    path = project(tmp_path, '[build]\nextra_targets = ["cuda"]\n' + GROUP.replace(
        'optimizer = "adamw"\nreplicas = [1, 2]', 'kind = "fwd"').replace("eval_batch = 1\n", ""))
    run = doit(path, "info", "check:convnextatto32_1_fwd")  # status 1: the task is not up to date
    assert "task_dep" in run.out, run.out + run.err
    deps = run.out.split("task_dep", 1)[1].split("targets", 1)[0]
    assert [ln.strip(" -") for ln in deps.splitlines() if ln.strip().startswith("-")] == [
        "compile:convnextatto32_1_fwd", "compile:cuda:convnextatto32_1_fwd"]


@pytest.mark.parametrize("table, message", [
    ({"extra_targets": ["vulkan"]}, 'm.toml: build → extra_targets[0]: "vulkan" is not an allowed value; allowed '
                                    "values: cuda, rocm"),
    ({"extra_targets": ["cdua"]}, "extra_targets[0]: \"cdua\" is not an allowed value; did you mean 'cuda'? "),
    ({"extra_targets": ["cuda", "cuda"]}, 'm.toml: build → extra_targets[1]: "cuda" is listed twice; list each '
                                          "target once"),  # without pydantic's "Value error, " (stop 37)
    ({"extra_targets": "cuda"}, 'm.toml: build → extra_targets: "cuda" is not an array of target names'),
    ({"targets": ["cuda"]}, "m.toml: build → targets: unknown key; did you mean 'extra_targets'? allowed keys: "
                            "extra_targets, chips"),
    # D92: a chip iree-compile 3.13 does not build for; no near miss (gfx1030 is not gfx1200's hardware)
    ({"extra_targets": ["rocm"], "chips": {"rocm": "gfx1030"}},
     'm.toml: build → chips: rocm = "gfx1030" is not a rocm chip iree-compile 3.13 builds for; allowed: '
     "gfx908, "),
    ({"extra_targets": ["cuda"], "chips": {"cuda": "sm_90"}},
     'cuda = "sm_90" is not a cuda chip iree-compile 3.13 builds for (3.13 has no Hopper target; PTX for '
     "sm_80, the default, runs on Hopper"),
    ({"extra_targets": ["cuda"], "chips": {"cuda": 86}}, 'build → chips: cuda = 86 is not a cuda chip'),
    ({"extra_targets": ["rocm"], "chips": {"rocm": ["gfx90a", "gfx1100"]}},  # a breaker's traceback (stop 41)
     'build → chips: rocm = ["gfx90a", "gfx1100"] is not a rocm chip iree-compile 3.13 builds for; allowed'),
    ({"extra_targets": ["cuda"], "chips": {"cuda": {"x": 1}}}, "build → chips: cuda = "),
    ({"extra_targets": ["rocm"], "chips": {"hip": "gfx90a"}},
     'build → chips: "hip" is not a compile target (IREE\'s hip device runs the rocm target); chips are named '
     "for: llvm-cpu, cuda, rocm"),
    ({"extra_targets": ["cuda"], "chips": {"cdua": "sm_86"}},
     "\"cdua\" is not a compile target; did you mean 'cuda'?"),
    # D122: llvm-cpu's CPU, named without listing llvm-cpu anywhere (it is always built)
    ({"chips": {"llvm-cpu": "x86-64v3"}},
     'm.toml: build → chips: llvm-cpu = "x86-64v3" is not an x86-64 CPU iree-compile 3.13 builds for; did you '
     "mean 'x86-64-v3'? allowed: host (the building machine's, the default), the portable levels x86-64-v2, "),
    ({"chips": {"llvm-cpu": "zen4"}}, 'llvm-cpu = "zen4" is not an x86-64 CPU'),  # AMD's name, not LLVM's
    ({"chips": {"llvm-cpu": "neoverse-v1"}}, 'llvm-cpu = "neoverse-v1" is not an x86-64 CPU'),
    ({"chips": {"llvm-cpu": 4}}, "build → chips: llvm-cpu = 4 is not an x86-64 CPU"),
    ({"chips": {"llvm-cpu": ["x86-64-v3", "znver4"]}},  # a new user's finding, stop 55
     'build → chips: llvm-cpu = ["x86-64-v3", "znver4"] is an array; name one CPU (a string): a matrix compiles '
     "each module for one CPU, so build a fleet of two CPUs in two directories"),
    ({"extra_targets": ["llvm-cpu"]}, 'extra_targets[0]: "llvm-cpu" is not an allowed value; allowed values: cuda, '
                                      'rocm; llvm-cpu is always built (its CPU: chips = { llvm-cpu = "x86-64-v3" })'),
    ({"chips": {"llvm_cpu": "znver3"}}, "build → chips: \"llvm_cpu\" is not a compile target; did you mean "
                                         "'llvm-cpu'?"),
    ({"extra_targets": ["rocm"], "chips": "gfx90a"},
     'build → chips: "gfx90a" is not a table of chips by target'),
    ({"chips": {"rocm": "gfx90a"}},
     "m.toml: build → chips: names a chip for rocm, which extra_targets does not list; add it to extra_targets "
     "(now []) or drop its chip"),
    # D97: [[build.skip]] tables
    ({"extra_targets": ["cuda"], "skip": [{"family": "resnet"}]}, "build → skip[0] → target: missing"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "llvm-cpu", "family": "resnet"}]},
     'build → skip[0] → target: "llvm-cpu" is not an allowed value; allowed values: cuda, rocm'),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda"}]},
     "build → skip[0]: a skip with only a target leaves out every cuda compile; drop cuda from extra_targets "
     "instead, or give the keys (or slug) to match"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "eval_batch": 8}]},
     "build → skip[0]: eval_batch is the forward partner's, not a key of an artifact's variant; a skip matches "
     "on slug or on: kind, family, size,"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "familly": "resnet"}]},
     "build → skip[0] → familly: unknown key; did you mean 'family'? allowed keys: target, slug, why, kind, "),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "family": ["resnet", "convnext"]}]},
     "build → skip[0] → family: [\"resnet\", \"convnext\"] is an array; only a group's keys"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "size": 19}]},
     "build → skip[0] → size: 19 is not an allowed value; sizes by family"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "family": "resnet", "why": "crashes\nin NVPTX"}]},
     'build → skip[0] → why: "crashes\\nin NVPTX" holds "\\n"; why is shown on one line of doit list: give one '
     "line of printable text"),
    ({"extra_targets": ["cuda"], "skip": [{"target": "cuda", "family": "resnet", "why": "a\x00b"}]},
     "build → skip[0] → why: "),
    ({"extra_targets": ["cuda"], "skip": [{"target": "rocm", "family": "resnet"}]},
     "m.toml: build → skip[0]: leaves out rocm compiles, but extra_targets does not list rocm (now ['cuda']); add "
     "it there or drop the skip"),
])
def test_a_bad_build_table_is_a_located_error(table: dict, message: str) -> None:
    with pytest.raises(ConfigError) as e:
        parse_matrix({"build": table}, "m.toml")
    assert message in str(e.value)


SKIPPING = """
[build]
extra_targets = ["cuda", "rocm"]

[[build.skip]]
target = "cuda"
family = "resnet"
why = "NVPTX: umul_lohi"

[[build.skip]]
target = "rocm"
kind = "train_step"
size = 18

[[group]]
name = "both"
dataset = "imagenette"
image_size = 32
batch = 2
eval_batch = 2
optimizer = "momentum"
family = ["convnext", "resnet"]
size = ["atto", 18]
exclude = [{ family = "convnext", size = 18 }, { family = "resnet", size = "atto" }]
"""


def test_a_build_skip_leaves_out_the_compiles_it_matches_and_says_so(tmp_path: Path) -> None:
    """D97: each [[build.skip]] table leaves out its target's compiles of the artifacts whose variant has its
    values; the render task's doc, the manifest and `cnxbuild list --json` say so; the rest compile."""
    from cnxbuild.build_support import load_build_graph

    (tmp_path / "variants.toml").write_text(SKIPPING)
    g = load_build_graph(tmp_path / "variants.toml", root=tmp_path)
    cnx, cnx_fwd, rn, rn_fwd = ("convnextatto32_mom2_train_step", "convnextatto32_2_fwd",
                                "resnet1832_mom2_train_step", "resnet1832_2_fwd_eval")
    targets = {s: [g.node(t)["target"] for t in g.compiles(s)] for s in g.slugs()}
    assert targets == {cnx: ["llvm-cpu", "cuda", "rocm"], cnx_fwd: ["llvm-cpu", "cuda", "rocm"],
                       rn: ["llvm-cpu"], rn_fwd: ["llvm-cpu", "rocm"]}
    assert g.node(f"render:{rn}")["skipped_targets"] == {"cuda": "[build] skip[0]: NVPTX: umul_lohi",
                                                          "rocm": "[build] skip[1]"}
    path = project(tmp_path / "p", SKIPPING)
    assert doit(path, "render", "manifest").rc == 0
    manifest = (path / "verified_mlir" / "MANIFEST.md").read_text()
    assert "| llvm-cpu, not cuda ([build] skip[0]), not rocm ([build] skip[1]) |" in manifest, manifest
    assert f"compile:cuda:{rn}" not in doit(path, "list").out


@pytest.mark.parametrize("skip, message", [
    ('slug = "resnet1832_mom3_train_step"', 'build → skip[0] (slug = "resnet1832_mom3_train_step") matches no '
                                            "artifact of the matrix (cnxbuild list shows them); correct it or "
                                            "remove it"),
    ('kind = "fwd_eval"\noptimizer = "momentum"', 'build → skip[0] (kind = "fwd_eval", optimizer = "momentum") '
                                                   "matches no artifact"),  # a forward has no optimizer
    ('family = "resnet"\nimage_size = 64', "matches no artifact"),
])
def test_a_build_skip_that_matches_nothing_is_refused_at_its_line(tmp_path: Path, skip: str, message: str) -> None:
    from cnxbuild.build_support import load_build_graph

    text = SKIPPING.replace('family = "resnet"\nwhy = "NVPTX: umul_lohi"', skip)
    (tmp_path / "variants.toml").write_text(text)
    with pytest.raises(ConfigError) as e:
        load_build_graph(tmp_path / "variants.toml", root=tmp_path)
    assert str(e.value).startswith(f"{tmp_path / 'variants.toml'}:5: "), str(e.value)
    assert message in str(e.value)
    assert not (tmp_path / "verified_mlir").exists()


def test_a_skip_or_chip_of_an_unlisted_target_is_refused_at_its_own_line(tmp_path: Path) -> None:
    """A breaker's finding (stop 43): these were said at [build]'s line; a skip's error is at its table (or its
    element of an inline array), a chip's at chips."""
    group = '\n[[group]]\nname = "a"\nsize = "atto"\ndataset = "imagenette"\nimage_size = 32\n'
    for text, line in (('[build]\nextra_targets = ["cuda"]\n\n[[build.skip]]\ntarget = "cuda"\nsize = "atto"\n\n'
                        '[[build.skip]]\ntarget = "rocm"\nsize = "atto"\n', "8: build → skip[1]: leaves out rocm"),
                       ('[build]\nextra_targets = ["cuda"]\nskip = [\n { target = "cuda", size = "atto" },\n'
                        ' { target = "rocm", size = "atto" },\n]\n', "5: build → skip[1]: leaves out rocm"),
                       ('[build]\nextra_targets = ["cuda"]\n\nchips = { rocm = "gfx90a" }\n',
                        "4: build → chips: names a chip for rocm")):
        (tmp_path / "variants.toml").write_text(text + group)
        with pytest.raises(ConfigError) as e:
            load_matrix(tmp_path / "variants.toml")
        assert str(e.value).startswith(f"{tmp_path / 'variants.toml'}:{line}"), str(e.value)


def test_a_build_skip_that_leaves_out_nothing_new_is_refused(tmp_path: Path) -> None:
    """A breaker's finding (stop 42): a repeated table, or one narrower than a table before it, was taken."""
    from cnxbuild.build_support import load_build_graph

    for extra in ('target = "cuda"\nfamily = "resnet"\n', 'target = "cuda"\nslug = "resnet1832_2_fwd_eval"\n'):
        (tmp_path / "variants.toml").write_text(SKIPPING.replace("[[group]]", f"[[build.skip]]\n{extra}\n[[group]]"))
        with pytest.raises(ConfigError) as e:
            load_build_graph(tmp_path / "variants.toml", root=tmp_path)
        assert ": build → skip[2] (" in str(e.value), str(e.value)
        assert "leaves out nothing the tables before it do not (a repeat, or a narrower table); correct it or " \
            "remove it" in str(e.value)


def test_cpu_modules_compile_before_any_gpu_module(monkeypatch) -> None:
    """Plain `doit` stops at its first failure: every llvm-cpu compile is defined (so run) before any GPU one,
    so a GPU compile iree-compile cannot do leaves the CPU modules, which `doit check` needs, built (a new
    user's finding, stop 42: a ResNet cuda compile failed before a ResNet train step's llvm-cpu one ran)."""
    import tomllib

    import rules.compile

    data = tomllib.loads(SKIPPING)
    del data["build"]["skip"]
    m = parse_matrix(data, "m.toml")
    g = build_graph(expand_artifacts(m), extra_targets=m.build.extra_targets)
    monkeypatch.setattr(rules.compile, "graph", lambda: g)
    names = [task["name"] for task in rules.compile.task_compile()]
    assert len(names) == 12 and names[:4] == ["convnextatto32_2_fwd", "convnextatto32_mom2_train_step",
                                              "resnet1832_2_fwd_eval", "resnet1832_mom2_train_step"], names
    assert all(n.startswith(("cuda:", "rocm:")) for n in names[4:]), names


def test_gpu_invocations_name_their_chip() -> None:
    assert iree_compile_args(invocation("cuda"))[1:] == ["--iree-hal-target-backends=cuda",
                                                         "--iree-cuda-target=sm_80"]
    assert iree_compile_args(invocation("rocm"))[1:] == ["--iree-hal-target-backends=rocm",
                                                         "--iree-rocm-target=gfx942"]
    assert iree_compile_args(invocation("rocm", "gfx90a"))[1:] == ["--iree-hal-target-backends=rocm",
                                                                   "--iree-rocm-target=gfx90a"]
    chips = (chip_of("rocm", {"rocm": "gfx1100"}), chip_of("rocm", {"cuda": "sm_86"}), chip_of("llvm-cpu"))
    assert chips == ("gfx1100", "gfx942", None)
    versions = {"iree-base-compiler": "3.13.0", "host-cpu": "znver4"}
    # a new chip recompiles
    assert compile_facts("rocm", versions, "gfx90a") != compile_facts("rocm", versions)
    assert compile_facts("rocm", versions, "gfx942") == compile_facts("rocm", versions)


def test_another_iree_compile_binary_is_another_compile(monkeypatch, tmp_path: Path) -> None:
    """Breakers' findings: with $IREE_TOOL_PATH naming another iree-compile, doit kept the .vmfb files of the
    package's compiler as up to date (stop 54); then the path alone was the fact, so a binary rebuilt in place
    went unnoticed and a directory without an iree-compile (iree.compiler then runs the package's own) was
    recorded and recompiled everything (stop 55). The fact is the binary iree.compiler resolves (path, size,
    modification time) and its --version; absent where the package's own runs (no existing record changes)."""
    import os
    import sys

    from cnxbuild.run import iree

    versions = {"iree-base-compiler": "3.13.0", "host-cpu": "znver4"}
    monkeypatch.delenv("IREE_TOOL_PATH", raising=False)
    plain = compile_facts("llvm-cpu", versions)
    assert not {"iree-tool", "iree-tool-version", "iree-tool-path"} & plain.keys()
    monkeypatch.setenv("IREE_TOOL_PATH", str(tmp_path / "nowhere"))
    assert compile_facts("llvm-cpu", versions) == plain
    tool = tmp_path / "iree-compile"  # another binary: here a script that says a version
    tool.write_text(f"#!{sys.executable}\nprint('IREE compiler version 9.9 @ abc')\n")
    tool.chmod(0o755)
    monkeypatch.setenv("IREE_TOOL_PATH", str(tmp_path))
    other = compile_facts("llvm-cpu", versions)
    assert other["iree-tool"].startswith(f"{os.path.realpath(tool)} ") and other["iree-tool-version"] == (
        "IREE compiler version 9.9 @ abc")
    assert {k: v for k, v in other.items() if not k.startswith("iree-tool")} == plain
    tool.write_text(tool.read_text() + "# rebuilt in place\n")
    iree._other_compiler.cache_clear()  # a new doit run: a process of its own
    assert compile_facts("llvm-cpu", versions)["iree-tool"] != other["iree-tool"]
    with pytest.raises(ValueError, match="'gfx1030' is not a rocm chip iree-compile 3.13 builds for"):
        invocation("rocm", "gfx1030")
    with pytest.raises(ValueError, match="'sm_80' is not an x86-64 CPU iree-compile 3.13 builds llvm-cpu for"):
        invocation("llvm-cpu", "sm_80")


def test_a_named_cpu_is_a_compile_of_its_own_that_does_not_depend_on_the_host() -> None:
    """D122: ``[build] chips = { llvm-cpu = ... }`` compiles for that CPU (with the x86-64 triple given), so the
    host's CPU is no compile fact of the module; ``host``, named or not, is the default compile."""
    cpu = iree_compile_args(invocation("llvm-cpu", "x86-64-v3"))
    assert "--iree-llvmcpu-target-cpu=x86-64-v3" in cpu and f"--iree-llvmcpu-target-triple={CPU_TRIPLE}" in cpu
    assert iree_compile_args(invocation("llvm-cpu", "host")) == iree_compile_args(invocation("llvm-cpu"))
    assert (chip_of("llvm-cpu", {"llvm-cpu": "host"}), chip_of("llvm-cpu", {"llvm-cpu": "znver3"})) == (None,
                                                                                                       "znver3")
    here = {"iree-base-compiler": "3.13.0", "host-cpu": "znver4", "host-cpu-model": "AMD EPYC"}
    there = {**here, "host-cpu": "haswell", "host-cpu-model": "Intel Xeon"}
    assert compile_facts("llvm-cpu", here, "x86-64-v3") == compile_facts("llvm-cpu", there, "x86-64-v3")
    assert "host-cpu" not in compile_facts("llvm-cpu", here, "x86-64-v3")
    assert compile_facts("llvm-cpu", here, "x86-64-v3") != compile_facts("llvm-cpu", here, "x86-64-v4")
    assert compile_facts("llvm-cpu", here, "host") == compile_facts("llvm-cpu", here) != compile_facts(
        "llvm-cpu", there)


@pytest.mark.iree
def test_the_listed_cpus_are_the_ones_iree_compile_accepts(tmp_path: Path) -> None:
    """CPU_NAMES is the list iree-compile's LLVM prints for a CPU it does not know (the pinned IREE), and a
    named CPU's executables are built for its features, not the host's (x86-64-v3: AVX2, no AVX-512)."""
    import subprocess

    from iree.compiler.tools.binaries import find_tool

    probe = tmp_path / "probe.mlir"
    probe.write_text("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                     "  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    args = [find_tool("iree-compile"), str(probe), *iree_compile_args(invocation("llvm-cpu", "x86-64-v3"))]
    bad = subprocess.run([*args, "--iree-llvmcpu-target-cpu=no-such-cpu", "-o", str(tmp_path / "x.vmfb")],
                         capture_output=True, text=True)
    listed = next(line for line in bad.stderr.splitlines() if line.startswith("List of accepted CPUs:"))
    assert tuple(listed.split(":", 1)[1].strip().split(", ")) == CPU_NAMES
    target = subprocess.run([*args, "--compile-to=executable-sources"], capture_output=True, text=True,
                            check=True).stdout
    assert 'cpu = "x86-64-v3"' in target and "+avx2" in target and "avx512" not in target


def test_the_graph_holds_each_gpu_compile_s_chip(tmp_path: Path) -> None:
    m = parse_matrix({"build": {"extra_targets": ["cuda", "rocm"], "chips": {"rocm": "gfx1100"}}, "group": [
        {"name": "g", "size": "atto", "dataset": "imagenette", "image_size": 32, "batch": 1, "kind": "fwd"}]},
        "m.toml")
    g = build_graph(expand_artifacts(m), root=tmp_path, extra_targets=m.build.extra_targets,
                    chips=m.build.chips)
    fwd = "convnextatto32_1_fwd"
    assert [g.node(t)["chip"] for t in g.compiles(fwd)] == [None, "sm_80", "gfx1100"]


@pytest.mark.iree
def test_every_listed_chip_is_one_iree_compile_builds_for() -> None:
    """GPU_CHIPS is what iree-compile (the pinned version) accepts: each listed chip compiles a module,
    through the build's own call. A chip the next IREE drops fails here, not in a user's build (D92)."""
    from cnxbuild.run import ToolError
    from cnxbuild.run.iree import compile_mlir

    text = ("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    refused = []
    for target, chips in GPU_CHIPS.items():
        for chip in chips:
            try:
                assert len(compile_mlir(text, invocation(target, chip))) > 1000
            except ToolError as e:
                refused.append(f"{target} {chip}: {str(e)[:200]}")
    assert not refused, refused


@pytest.mark.iree
def test_doit_builds_cuda_and_rocm_modules_without_a_gpu(tmp_path: Path) -> None:
    build = '[build]\nextra_targets = ["cuda", "rocm"]\nchips = { rocm = "gfx90a" }\n'
    path = project(tmp_path, build + GROUP.replace(
        'optimizer = "adamw"\nreplicas = [1, 2]', 'kind = "fwd"').replace("eval_batch = 1\n", ""))
    run = doit(path, "-n", "2", "-P", "process")
    assert run.rc == 0, run.out + run.err
    fwd = "convnextatto32_1_fwd"
    assert run.executed == {f"render:{fwd}", f"compile:{fwd}", f"compile:cuda:{fwd}", f"compile:rocm:{fwd}",
                            "manifest"}
    for target in ("llvm-cpu", "cuda", "rocm"):
        assert (path / "build" / target / f"{fwd}.vmfb").stat().st_size > 1000
        record = json.loads((path / "build" / target / f"{fwd}.vmfb.json").read_text())  # D88
        assert (record["target"], record["vm_module"], record["entry"]) == (target, fwd, fwd)
        assert record["device"] == {"llvm-cpu": "local-task", "cuda": "cuda", "rocm": "hip"}[target]
        assert record["vmfb"]["path"] == f"build/{target}/{fwd}.vmfb"
        assert ("host-cpu" in record["compiled_with"]) == (target == "llvm-cpu")
        assert record["chip"] == {"llvm-cpu": None, "cuda": "sm_80", "rocm": "gfx90a"}[target]  # D92
        assert (record["cpu_features"] is None) == (target != "llvm-cpu")
    assert "--iree-cuda-target=sm_80" in json.loads((path / "build" / "cuda" / f"{fwd}.vmfb.json").read_text())[
        "compiled_with"]["flags"]
    assert "| llvm-cpu, cuda (sm_80), rocm (gfx90a) |" in (path / "verified_mlir" / "MANIFEST.md").read_text()
    assert doit(path).executed == set()
    # another chip recompiles that target's module only, and its record says the new chip
    (path / "variants.toml").write_text((path / "variants.toml").read_text().replace("gfx90a", "gfx1100"))
    assert doit(path).executed == {f"compile:rocm:{fwd}", "manifest"}
    record = json.loads((path / "build" / "rocm" / f"{fwd}.vmfb.json").read_text())
    assert record["chip"] == "gfx1100" and "--iree-rocm-target=gfx1100" in record["compiled_with"]["flags"]


@pytest.mark.iree
def test_doit_builds_the_cpu_module_for_the_cpu_the_matrix_names(tmp_path: Path) -> None:
    """D122: ``chips = { llvm-cpu = "x86-64-v3" }`` compiles the llvm-cpu module for that CPU; its record names
    the CPU and no host CPU; `cnxbuild train` reuses it where this machine has every feature the record lists
    (D125: the module that ships is the one trained; a new user's finding, stop 56) and otherwise compiles its
    own and says why; back to ``host`` recompiles that module only."""
    from types import SimpleNamespace

    from cnxbuild.run import iree
    from cnxbuild.train import prebuilt
    from cnxbuild.train.driver import _cpu_said, _no_reuse
    from cnxbuild.targets import read_record
    from cnxbuild.train.prebuilt import prebuilt_vmfb

    def built_for_cpu(slug, root):  # the record's chip, as train reads it
        return read_record(root / "build" / "llvm-cpu" / f"{slug}.vmfb")["chip"]

    build = '[build]\nchips = { llvm-cpu = "x86-64-v3" }\n'
    path = project(tmp_path, build + GROUP.replace(
        'optimizer = "adamw"\nreplicas = [1, 2]', 'kind = "fwd"').replace("eval_batch = 1\n", ""))
    fwd = "convnextatto32_1_fwd"
    assert doit(path).executed == {f"render:{fwd}", f"compile:{fwd}", "manifest"}
    vmfb = path / "build" / "llvm-cpu" / f"{fwd}.vmfb"
    record = json.loads((path / "build" / "llvm-cpu" / f"{fwd}.vmfb.json").read_text())
    assert record["chip"] == "x86-64-v3" and "host-cpu" not in record["compiled_with"]
    assert {"avx2", "fma", "bmi2"} <= set(record["cpu_features"]) and "avx512f" not in record["cpu_features"]
    assert "--iree-llvmcpu-target-cpu=x86-64-v3" in record["compiled_with"]["flags"]
    assert "| llvm-cpu (x86-64-v3) |" in (path / "verified_mlir" / "MANIFEST.md").read_text()
    mlir = path / "verified_mlir" / f"{fwd}.mlir"
    art = SimpleNamespace(doc={"slug": fwd}, source=str(mlir))
    opts = SimpleNamespace(mlir_dir=path / "verified_mlir", matrix_cpu=False)
    have = iree.cpu_features("host")
    if have is not None and set(record["cpu_features"]) <= have:  # an x86-64-v3 machine or better: reused
        assert prebuilt_vmfb(fwd, mlir, path) == vmfb and built_for_cpu(fwd, path) == "x86-64-v3"
        assert _cpu_said(vmfb) == " (compiled for the CPU x86-64-v3, whose features this machine has)"
    # a machine without AVX2 (planted: this one's features less avx2): compiled, and said why
    mp = pytest.MonkeyPatch()
    mp.setattr(iree, "cpu_features", lambda cpu="host": frozenset(record["cpu_features"]) - {"avx2"})
    try:
        assert prebuilt_vmfb(fwd, mlir, path) is None and built_for_cpu(fwd, path) == "x86-64-v3"
        assert _no_reuse(opts, art).endswith(
            "is compiled for the CPU x86-64-v3 (its compile record's chip), whose avx2 this machine lacks")
        mp.setattr(iree, "cpu_features", lambda cpu="host": None)  # cannot tell: not reused either
        assert prebuilt_vmfb(fwd, mlir, path) is None and "cannot be told" in _no_reuse(opts, art)
    finally:
        mp.undo()
    assert prebuilt.lacking({**record, "cpu_features": []}) is None  # a record listing none is not trusted
    named = vmfb.read_bytes()
    assert doit(path).executed == set()
    # another CPU in the matrix, the manifest rewritten, the module not yet: the audit says so (a breaker's
    # finding, stop 55: MANIFEST.md named the new CPU, the audit was green, build/ held the old module)
    (path / "variants.toml").write_text((path / "variants.toml").read_text().replace("x86-64-v3", "x86-64-v4"))
    assert doit(path, "manifest").executed == {"manifest"}
    run = doit(path, "audit")
    assert run.rc == 0 and "1 module in build/ not what the matrix compiles now" in run.out, run.out + run.err
    assert f"build/llvm-cpu/{fwd}.vmfb: compiled for the CPU x86-64-v3, the matrix names x86-64-v4" in run.out
    assert doit(path).executed == {f"compile:{fwd}"} and "not what the matrix" not in doit(path, "audit").out
    (path / "variants.toml").write_text((path / "variants.toml").read_text().replace("x86-64-v4", "host"))
    assert doit(path).executed == {f"compile:{fwd}", "manifest"}
    record = json.loads((path / "build" / "llvm-cpu" / f"{fwd}.vmfb.json").read_text())
    assert record["chip"] is None and "host-cpu" in record["compiled_with"] and vmfb.read_bytes() != named
    assert prebuilt_vmfb(fwd, mlir, path) == vmfb and built_for_cpu(fwd, path) is None and _cpu_said(vmfb) == ""
    # a record edited to name a CPU is not a host module train may reuse (a breaker's finding, stop 55)
    (path / "build" / "llvm-cpu" / f"{fwd}.vmfb.json").write_text(json.dumps({**record, "chip": "x86-64-v3"}))
    assert prebuilt_vmfb(fwd, mlir, path) is None


def test_init_state_says_what_a_built_module_s_record_says(tmp_path: Path, monkeypatch) -> None:
    """Breakers' findings (stop 55): init-state printed the command of a module compiled for a CPU with features
    this machine lacks, and iree-run-module died of an illegal instruction without a word; then a host module built
    on another machine, or one the matrix no longer compiles, went unsaid. The line after the command says the
    record's CPU and what this machine lacks, or that the module is not the current .mlir's or the matrix's."""
    from cnxbuild.atomic import file_sha256
    from cnxbuild.cli import training
    from cnxbuild.run import iree

    vmfb = tmp_path / "build" / "llvm-cpu" / "s.vmfb"
    mlir = tmp_path / "verified_mlir" / "s.mlir"
    for p, text in ((vmfb, "module"), (mlir, "func")):
        p.parent.mkdir(parents=True)
        p.write_text(text)

    def record(**fields) -> None:
        (vmfb.parent / "s.vmfb.json").write_text(json.dumps({"mlir": {"sha256": file_sha256(mlir)}, **fields}))

    monkeypatch.setattr(iree, "cpu_features", lambda cpu="host": frozenset({"sse2", "avx2"}))
    monkeypatch.setattr(iree, "host_cpu", lambda: "znver3")
    record(chip="sapphirerapids", cpu_features=["amx-tile", "avx2", "avx512fp16", "sse2"])
    assert training._module_caveat(vmfb, mlir) == (
        "s.vmfb is compiled for the CPU sapphirerapids (its compile record); this machine lacks amx-tile, "
        "avx512fp16: here it may die of an illegal instruction; run it on such a machine")
    assert training._module_caveat(vmfb, mlir, "sapphirerapids") == training._module_caveat(vmfb, mlir)
    assert training._module_caveat(vmfb, mlir, None) == (  # the matrix went back to host: not its module
        "s.vmfb is compiled for the CPU sapphirerapids, the matrix names host: run doit to compile it again")
    record(chip="x86-64-v3", cpu_features=["avx2", "sse2"])
    assert "x86-64-v3 (its compile record), whose features this machine has" in training._module_caveat(vmfb, mlir)
    # host, built on an AVX-512 machine and used from this one: the record's features say it
    record(chip=None, cpu_features=["avx2", "avx512f", "sse2"], compiled_with={"host-cpu": "znver4"})
    assert training._module_caveat(vmfb, mlir, None) == (
        "s.vmfb is compiled for the CPU of the machine that built it (znver4); this machine lacks avx512f: here it "
        "may die of an illegal instruction; run it on such a machine")
    record(chip=None, compiled_with={"host-cpu": "znver4"})  # a record from before cpu_features
    assert "(znver4), not this one (znver3): it may not run here" in training._module_caveat(vmfb, mlir)
    record(chip=None, cpu_features=["avx2", "sse2"], compiled_with={"host-cpu": "znver3"})
    assert training._module_caveat(vmfb, mlir, None) == ""  # this machine's host module: nothing to say
    assert training._module_caveat(vmfb, mlir, "x86-64-v3").endswith("the matrix names x86-64-v3: run doit to "
                                                                       "compile it again")
    mlir.write_text("func, edited")
    assert "was not compiled from" in training._module_caveat(vmfb, mlir) and "run doit" in \
        training._module_caveat(vmfb, mlir)


@pytest.mark.iree
def test_missing_cpu_features_are_a_named_cpu_s_that_this_machine_lacks() -> None:
    from cnxbuild.run.iree import cpu_features, missing_cpu_features

    host = cpu_features("host")
    assert host and {"sse2", "cx8"} <= host
    assert missing_cpu_features("x86-64") == []  # every x86-64 machine runs the baseline
    v4 = cpu_features("x86-64-v4")
    assert {"avx512f", "avx2", "fma"} <= v4 and "avx512f" not in cpu_features("x86-64-v3")
    assert missing_cpu_features("x86-64-v4") == sorted(v4 - host)


def test_doit_list_and_the_manifest_say_why_a_target_is_left_out(tmp_path: Path) -> None:
    path = project(tmp_path, GROUP)
    run = doit(path, "list")
    dp = "convnextatto32_adamdp1x2_train_step"
    assert f"compile:{dp}" not in run.out and "(no llvm-cpu module: data parallel" in run.out
    assert doit(path, "render", "manifest").rc == 0
    assert "| not llvm-cpu (data parallel) |" in (path / "verified_mlir" / "MANIFEST.md").read_text()


@pytest.mark.iree
def test_a_compile_record_refuses_a_module_without_the_entry(tmp_path: Path) -> None:
    """D88: the record reads ``vm_module`` and ``entry`` off the written module; a module that lacks the slug's
    function is said, never recorded."""
    import iree.compiler as ireec

    from cnxbuild.targets import compile_record

    mlir = tmp_path / "m.mlir"
    mlir.write_text("func.func @f(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n")
    vmfb = tmp_path / "m.vmfb"
    vmfb.write_bytes(ireec.compile_file(str(mlir), target_backends=["llvm-cpu"],
                                        extra_args=["--iree-llvmcpu-target-cpu=host"]))
    record = compile_record("f", "llvm-cpu", mlir, vmfb, {"flags": "x"}, tmp_path)
    assert (record["vm_module"], record["entry"], record["mlir"]["path"]) == ("module", "f", "m.mlir")
    with pytest.raises(RuntimeError, match=r"the compiled module 'module' has no function 'g' \(it has f\)"):
        compile_record("g", "llvm-cpu", mlir, vmfb, {"flags": "x"}, tmp_path)


@pytest.mark.iree
def test_a_failed_gpu_compile_says_what_builds_where(tmp_path: Path) -> None:
    """iree-compile 3.13's NVPTX backend crashes on a ``reverse`` of a 256-channel 3×3 kernel feeding a
    convolution (every ResNet's dx and its forward's kernel operand: "Cannot select ... umul_lohi"); 128
    channels compile. The compile task's failure says that GPU compiles of some artifacts fail and where the
    measured table is (docs/executors.md, "GPU targets"); an llvm-cpu failure does not. When an IREE upgrade
    compiles this, the table and this test are to be redone (D92)."""
    from rules.compile import compile_action

    def module(c: int) -> str:
        t = f"tensor<{c}x{c}x3x3xf32>"
        return (f"func.func @f(%x: tensor<1x4x4x{c}xf32>, %w: {t}) -> tensor<1x4x4x{c}xf32> {{\n"
                f"  %r = stablehlo.reverse %w, dims = [2] : {t}\n"
                "  %y = stablehlo.convolution(%x, %r) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], "
                "window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], "
                "rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
                f"(tensor<1x4x4x{c}xf32>, {t}) -> tensor<1x4x4x{c}xf32>\n"
                f"  return %y : tensor<1x4x4x{c}xf32>\n}}\n")

    for c in (128, 256):
        (tmp_path / f"m{c}.mlir").write_text(module(c))
    ok = compile_action("f", str(tmp_path / "m128.mlir"), str(tmp_path / "m128.vmfb"), "cuda", str(tmp_path))
    assert isinstance(ok, dict), ok
    text = str(compile_action("f", str(tmp_path / "m256.mlir"), str(tmp_path / "m256.vmfb"), "cuda",
                              str(tmp_path)))
    assert "Cannot select" in text and "umul_lohi" in text, text
    assert text.rstrip().endswith('cuda (sm_80): iree-compile 3.13 does not build every artifact for every '
                                  'GPU chip; what builds where, as measured: docs/executors.md, "GPU '
                                  'targets". To build the rest: doit --continue, or leave this compile out '
                                  'with a [[build.skip]] table in the matrix (target = "cuda" and the '
                                  "artifact's slug, or keys such as family; D97)"), text
    # the crash's backtrace is counted, not printed (a new user's finding, stop 42: 60 lines a failure)
    assert "Stack dump:" in text and "frames of the tool's backtrace left out" in text, text
    assert not any(line.lstrip().startswith("#1 0x") for line in text.splitlines()), text
    (tmp_path / "bad.mlir").write_text("func.func @f( {\n")
    cpu = str(compile_action("f", str(tmp_path / "bad.mlir"), str(tmp_path / "bad.vmfb"), "llvm-cpu"))
    assert "iree-compile" in cpu and "GPU chip" not in cpu, cpu


def test_the_build_warns_of_gpu_compiles_this_iree_is_known_to_fail(tmp_path: Path, monkeypatch, capsys) -> None:
    """A new user's finding (stop 57): `cnxbuild list` said `cuda (sm_80)` for ResNet artifacts whose compile then
    failed with a 40-line LLVM crash (docs/executors.md, (a)); the build now says so first, with the skip that
    builds the rest. A skip that covers them, another family, or another IREE: no warning."""
    import cnxbuild.run.iree as iree
    from cnxbuild.matrix_advice import known_gpu_failures

    group = ('[[group]]\nname = "r"\nfamily = "resnet"\nsize = 18\ndataset = "imagenette"\nimage_size = 64\n'
             'batch = 8\noptimizer = ["momentum", "adamw"]\n[[group]]\nname = "c"\nsize = "atto"\n'
             'dataset = "imagenette"\nimage_size = 32\noptimizer = "adamw"\n')
    path = tmp_path / "m.toml"

    def warnings(build: str) -> list[str]:
        path.write_text(build + group)
        m = load_matrix(path)
        return known_gpu_failures(m, expand_artifacts(m, advise=False))

    monkeypatch.setattr(iree, "compiler_version", lambda: "3.13.0")
    got = warnings('[build]\nextra_targets = ["cuda", "rocm"]\n')
    assert got == [
        f"{path}: 3 artifacts will not compile for cuda (resnet1864_mom8_train_step, resnet1864_adam8_train_step, "
        "resnet1864_fwd_eval): iree-compile 3.13's NVPTX cannot select umul_lohi (docs/executors.md, GPU targets, "
        '(a)); to build the rest, add a [[build.skip]] table (target = "cuda", family = "resnet", and a why), or '
        "run doit --continue",
        f"{path}: 2 artifacts will not compile for rocm (resnet1864_mom8_train_step, resnet1864_adam8_train_step): "
        "a 256-channel 3×3 weight gradient needs 80 KiB of gfx942's 64 KiB LDS in iree-compile 3.13 "
        '(docs/executors.md, GPU targets, (b)); to build the rest, add a [[build.skip]] table (target = "rocm", '
        'family = "resnet", kind = "train_step", and a why), or run doit --continue'], got
    from cnxbuild.cli import main

    assert main(["list", "--matrix", str(path)]) == 0  # the last matrix written: cuda and rocm (gfx942)
    rows = {line.split("│")[1].strip(): line.split("│")[-2].strip() for line in capsys.readouterr().out.splitlines()
            if line.startswith("│ resnet")}
    assert rows["resnet1864_fwd_eval"] == "llvm-cpu (host), cuda (sm_80, known to fail), rocm (gfx942)", rows
    assert rows["resnet1864_mom8_train_step"].endswith("rocm (gfx942, known to fail)"), rows
    assert warnings('[build]\nextra_targets = ["rocm"]\nchips = { rocm = "gfx1100" }\n') == []  # RDNA: 3.13 builds
    assert warnings('[build]\nextra_targets = ["cuda"]\n[[build.skip]]\ntarget = "cuda"\nfamily = "resnet"\n'
                    'why = "NVPTX"\n') == []
    monkeypatch.setattr(iree, "compiler_version", lambda: "3.14.0")
    assert warnings('[build]\nextra_targets = ["cuda", "rocm"]\n') == []
