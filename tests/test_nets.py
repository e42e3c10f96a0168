import pytest

from cnxbuild.nets.convnext import SIZES, Arch, model_name, param_count, param_table

# spec/convnext.md, "Sizes": tensors and parameter counts
TENSORS = {"atto": 128, "femto": 128, "pico": 128, "nano": 146, "T": 182, "S": 344,
           "B": 344, "L": 344, "XL": 344}
PARAMS = {("atto", 1000): 3_695_520, ("T", 1000): 28_589_128, ("T", 10): 27_827_818,
          ("S", 1000): 50_223_688, ("B", 1000): 88_591_464}


@pytest.mark.parametrize("size", list(SIZES))
def test_tensor_counts_match_spec(size):
    assert len(param_table(SIZES[size], 1000)) == TENSORS[size]
    assert len(param_table(SIZES[size], 10)) == TENSORS[size]


@pytest.mark.parametrize("key", list(PARAMS))
def test_parameter_totals_match_spec(key):
    size, k = key
    assert param_count(SIZES[size], k) == PARAMS[key]


def test_names_shapes_order_follow_timm():
    t = param_table(SIZES["T"], 10)
    names = [p.name for p in t]
    assert names[:4] == ["stem.0.weight", "stem.0.bias", "stem.1.weight", "stem.1.bias"]
    assert names[4:13] == [f"stages.0.blocks.0.{s}" for s in (
        "gamma", "conv_dw.weight", "conv_dw.bias", "norm.weight", "norm.bias", "mlp.fc1.weight",
        "mlp.fc1.bias", "mlp.fc2.weight", "mlp.fc2.bias")]
    i = names.index("stages.1.downsample.0.weight")
    assert names[i:i + 4] == ["stages.1.downsample.0.weight", "stages.1.downsample.0.bias",
                              "stages.1.downsample.1.weight", "stages.1.downsample.1.bias"]
    assert names[i - 1] == "stages.0.blocks.2.mlp.fc2.bias"
    assert names[-4:] == ["head.norm.weight", "head.norm.bias", "head.fc.weight", "head.fc.bias"]
    shapes = {p.name: p.shape for p in t}
    assert shapes["stem.0.weight"] == (96, 3, 4, 4)
    assert shapes["stages.1.downsample.1.weight"] == (192, 96, 2, 2)
    assert shapes["stages.3.blocks.2.conv_dw.weight"] == (768, 1, 7, 7)
    assert shapes["stages.2.blocks.8.mlp.fc1.weight"] == (1536, 384)
    assert shapes["head.fc.weight"] == (10, 768)
    assert len(set(names)) == len(names)


def test_model_name_uses_whole_record():
    assert model_name(SIZES["S"]) == "ConvNeXt-S"
    assert model_name(SIZES["B"]) == "ConvNeXt-B"  # same depths as S, different dims
    assert model_name(Arch((3, 3, 9, 3), (64, 128, 256, 512))) == "ConvNeXt-custom[3,3,9,3]@[64,128,256,512]"
