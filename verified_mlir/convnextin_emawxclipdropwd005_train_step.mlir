module {
  // cnxbuild artifact convnextin_emawxclipdropwd005_train_step
  // model: ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768), dataset imagenet (K=1000), 224x224 px, batch 32 per replica
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, adamw (b1 0.9, b2 0.999, eps 1e-08), weight decay 0.05 (rank-1 excluded)
  // clip 1.0, accumulate 1, replicas 1, ema True, stochastic depth True, precision f32
  // inputs and outputs: convnextin_emawxclipdropwd005_train_step.json (cnxbuild.sidecar/1)
  func.func @convnextin_emawxclipdropwd005_train_step(
      %x: tensor<32x3x224x224xf32>,
      %stem.0.weight: tensor<96x3x4x4xf32>,
      %stem.0.bias: tensor<96xf32>,
      %stem.1.weight: tensor<96xf32>,
      %stem.1.bias: tensor<96xf32>,
      %stages.0.blocks.0.gamma: tensor<96xf32>,
      %stages.0.blocks.0.conv_dw.weight: tensor<96x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias: tensor<96xf32>,
      %stages.0.blocks.0.norm.weight: tensor<96xf32>,
      %stages.0.blocks.0.norm.bias: tensor<96xf32>,
      %stages.0.blocks.0.mlp.fc1.weight: tensor<384x96xf32>,
      %stages.0.blocks.0.mlp.fc1.bias: tensor<384xf32>,
      %stages.0.blocks.0.mlp.fc2.weight: tensor<96x384xf32>,
      %stages.0.blocks.0.mlp.fc2.bias: tensor<96xf32>,
      %stages.0.blocks.1.gamma: tensor<96xf32>,
      %stages.0.blocks.1.conv_dw.weight: tensor<96x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias: tensor<96xf32>,
      %stages.0.blocks.1.norm.weight: tensor<96xf32>,
      %stages.0.blocks.1.norm.bias: tensor<96xf32>,
      %stages.0.blocks.1.mlp.fc1.weight: tensor<384x96xf32>,
      %stages.0.blocks.1.mlp.fc1.bias: tensor<384xf32>,
      %stages.0.blocks.1.mlp.fc2.weight: tensor<96x384xf32>,
      %stages.0.blocks.1.mlp.fc2.bias: tensor<96xf32>,
      %stages.0.blocks.2.gamma: tensor<96xf32>,
      %stages.0.blocks.2.conv_dw.weight: tensor<96x1x7x7xf32>,
      %stages.0.blocks.2.conv_dw.bias: tensor<96xf32>,
      %stages.0.blocks.2.norm.weight: tensor<96xf32>,
      %stages.0.blocks.2.norm.bias: tensor<96xf32>,
      %stages.0.blocks.2.mlp.fc1.weight: tensor<384x96xf32>,
      %stages.0.blocks.2.mlp.fc1.bias: tensor<384xf32>,
      %stages.0.blocks.2.mlp.fc2.weight: tensor<96x384xf32>,
      %stages.0.blocks.2.mlp.fc2.bias: tensor<96xf32>,
      %stages.1.downsample.0.weight: tensor<96xf32>,
      %stages.1.downsample.0.bias: tensor<96xf32>,
      %stages.1.downsample.1.weight: tensor<192x96x2x2xf32>,
      %stages.1.downsample.1.bias: tensor<192xf32>,
      %stages.1.blocks.0.gamma: tensor<192xf32>,
      %stages.1.blocks.0.conv_dw.weight: tensor<192x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias: tensor<192xf32>,
      %stages.1.blocks.0.norm.weight: tensor<192xf32>,
      %stages.1.blocks.0.norm.bias: tensor<192xf32>,
      %stages.1.blocks.0.mlp.fc1.weight: tensor<768x192xf32>,
      %stages.1.blocks.0.mlp.fc1.bias: tensor<768xf32>,
      %stages.1.blocks.0.mlp.fc2.weight: tensor<192x768xf32>,
      %stages.1.blocks.0.mlp.fc2.bias: tensor<192xf32>,
      %stages.1.blocks.1.gamma: tensor<192xf32>,
      %stages.1.blocks.1.conv_dw.weight: tensor<192x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias: tensor<192xf32>,
      %stages.1.blocks.1.norm.weight: tensor<192xf32>,
      %stages.1.blocks.1.norm.bias: tensor<192xf32>,
      %stages.1.blocks.1.mlp.fc1.weight: tensor<768x192xf32>,
      %stages.1.blocks.1.mlp.fc1.bias: tensor<768xf32>,
      %stages.1.blocks.1.mlp.fc2.weight: tensor<192x768xf32>,
      %stages.1.blocks.1.mlp.fc2.bias: tensor<192xf32>,
      %stages.1.blocks.2.gamma: tensor<192xf32>,
      %stages.1.blocks.2.conv_dw.weight: tensor<192x1x7x7xf32>,
      %stages.1.blocks.2.conv_dw.bias: tensor<192xf32>,
      %stages.1.blocks.2.norm.weight: tensor<192xf32>,
      %stages.1.blocks.2.norm.bias: tensor<192xf32>,
      %stages.1.blocks.2.mlp.fc1.weight: tensor<768x192xf32>,
      %stages.1.blocks.2.mlp.fc1.bias: tensor<768xf32>,
      %stages.1.blocks.2.mlp.fc2.weight: tensor<192x768xf32>,
      %stages.1.blocks.2.mlp.fc2.bias: tensor<192xf32>,
      %stages.2.downsample.0.weight: tensor<192xf32>,
      %stages.2.downsample.0.bias: tensor<192xf32>,
      %stages.2.downsample.1.weight: tensor<384x192x2x2xf32>,
      %stages.2.downsample.1.bias: tensor<384xf32>,
      %stages.2.blocks.0.gamma: tensor<384xf32>,
      %stages.2.blocks.0.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.0.norm.weight: tensor<384xf32>,
      %stages.2.blocks.0.norm.bias: tensor<384xf32>,
      %stages.2.blocks.0.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.0.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.0.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.0.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.1.gamma: tensor<384xf32>,
      %stages.2.blocks.1.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.1.norm.weight: tensor<384xf32>,
      %stages.2.blocks.1.norm.bias: tensor<384xf32>,
      %stages.2.blocks.1.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.1.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.1.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.1.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.2.gamma: tensor<384xf32>,
      %stages.2.blocks.2.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.2.norm.weight: tensor<384xf32>,
      %stages.2.blocks.2.norm.bias: tensor<384xf32>,
      %stages.2.blocks.2.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.2.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.2.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.2.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.3.gamma: tensor<384xf32>,
      %stages.2.blocks.3.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.3.norm.weight: tensor<384xf32>,
      %stages.2.blocks.3.norm.bias: tensor<384xf32>,
      %stages.2.blocks.3.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.3.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.3.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.3.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.4.gamma: tensor<384xf32>,
      %stages.2.blocks.4.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.4.norm.weight: tensor<384xf32>,
      %stages.2.blocks.4.norm.bias: tensor<384xf32>,
      %stages.2.blocks.4.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.4.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.4.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.4.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.5.gamma: tensor<384xf32>,
      %stages.2.blocks.5.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.5.norm.weight: tensor<384xf32>,
      %stages.2.blocks.5.norm.bias: tensor<384xf32>,
      %stages.2.blocks.5.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.5.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.5.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.5.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.6.gamma: tensor<384xf32>,
      %stages.2.blocks.6.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.6.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.6.norm.weight: tensor<384xf32>,
      %stages.2.blocks.6.norm.bias: tensor<384xf32>,
      %stages.2.blocks.6.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.6.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.6.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.6.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.7.gamma: tensor<384xf32>,
      %stages.2.blocks.7.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.7.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.7.norm.weight: tensor<384xf32>,
      %stages.2.blocks.7.norm.bias: tensor<384xf32>,
      %stages.2.blocks.7.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.7.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.7.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.7.mlp.fc2.bias: tensor<384xf32>,
      %stages.2.blocks.8.gamma: tensor<384xf32>,
      %stages.2.blocks.8.conv_dw.weight: tensor<384x1x7x7xf32>,
      %stages.2.blocks.8.conv_dw.bias: tensor<384xf32>,
      %stages.2.blocks.8.norm.weight: tensor<384xf32>,
      %stages.2.blocks.8.norm.bias: tensor<384xf32>,
      %stages.2.blocks.8.mlp.fc1.weight: tensor<1536x384xf32>,
      %stages.2.blocks.8.mlp.fc1.bias: tensor<1536xf32>,
      %stages.2.blocks.8.mlp.fc2.weight: tensor<384x1536xf32>,
      %stages.2.blocks.8.mlp.fc2.bias: tensor<384xf32>,
      %stages.3.downsample.0.weight: tensor<384xf32>,
      %stages.3.downsample.0.bias: tensor<384xf32>,
      %stages.3.downsample.1.weight: tensor<768x384x2x2xf32>,
      %stages.3.downsample.1.bias: tensor<768xf32>,
      %stages.3.blocks.0.gamma: tensor<768xf32>,
      %stages.3.blocks.0.conv_dw.weight: tensor<768x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias: tensor<768xf32>,
      %stages.3.blocks.0.norm.weight: tensor<768xf32>,
      %stages.3.blocks.0.norm.bias: tensor<768xf32>,
      %stages.3.blocks.0.mlp.fc1.weight: tensor<3072x768xf32>,
      %stages.3.blocks.0.mlp.fc1.bias: tensor<3072xf32>,
      %stages.3.blocks.0.mlp.fc2.weight: tensor<768x3072xf32>,
      %stages.3.blocks.0.mlp.fc2.bias: tensor<768xf32>,
      %stages.3.blocks.1.gamma: tensor<768xf32>,
      %stages.3.blocks.1.conv_dw.weight: tensor<768x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias: tensor<768xf32>,
      %stages.3.blocks.1.norm.weight: tensor<768xf32>,
      %stages.3.blocks.1.norm.bias: tensor<768xf32>,
      %stages.3.blocks.1.mlp.fc1.weight: tensor<3072x768xf32>,
      %stages.3.blocks.1.mlp.fc1.bias: tensor<3072xf32>,
      %stages.3.blocks.1.mlp.fc2.weight: tensor<768x3072xf32>,
      %stages.3.blocks.1.mlp.fc2.bias: tensor<768xf32>,
      %stages.3.blocks.2.gamma: tensor<768xf32>,
      %stages.3.blocks.2.conv_dw.weight: tensor<768x1x7x7xf32>,
      %stages.3.blocks.2.conv_dw.bias: tensor<768xf32>,
      %stages.3.blocks.2.norm.weight: tensor<768xf32>,
      %stages.3.blocks.2.norm.bias: tensor<768xf32>,
      %stages.3.blocks.2.mlp.fc1.weight: tensor<3072x768xf32>,
      %stages.3.blocks.2.mlp.fc1.bias: tensor<3072xf32>,
      %stages.3.blocks.2.mlp.fc2.weight: tensor<768x3072xf32>,
      %stages.3.blocks.2.mlp.fc2.bias: tensor<768xf32>,
      %head.norm.weight: tensor<768xf32>,
      %head.norm.bias: tensor<768xf32>,
      %head.fc.weight: tensor<1000x768xf32>,
      %head.fc.bias: tensor<1000xf32>,
      %stem.0.weight.m: tensor<96x3x4x4xf32>,
      %stem.0.bias.m: tensor<96xf32>,
      %stem.1.weight.m: tensor<96xf32>,
      %stem.1.bias.m: tensor<96xf32>,
      %stages.0.blocks.0.gamma.m: tensor<96xf32>,
      %stages.0.blocks.0.conv_dw.weight.m: tensor<96x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias.m: tensor<96xf32>,
      %stages.0.blocks.0.norm.weight.m: tensor<96xf32>,
      %stages.0.blocks.0.norm.bias.m: tensor<96xf32>,
      %stages.0.blocks.0.mlp.fc1.weight.m: tensor<384x96xf32>,
      %stages.0.blocks.0.mlp.fc1.bias.m: tensor<384xf32>,
      %stages.0.blocks.0.mlp.fc2.weight.m: tensor<96x384xf32>,
      %stages.0.blocks.0.mlp.fc2.bias.m: tensor<96xf32>,
      %stages.0.blocks.1.gamma.m: tensor<96xf32>,
      %stages.0.blocks.1.conv_dw.weight.m: tensor<96x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias.m: tensor<96xf32>,
      %stages.0.blocks.1.norm.weight.m: tensor<96xf32>,
      %stages.0.blocks.1.norm.bias.m: tensor<96xf32>,
      %stages.0.blocks.1.mlp.fc1.weight.m: tensor<384x96xf32>,
      %stages.0.blocks.1.mlp.fc1.bias.m: tensor<384xf32>,
      %stages.0.blocks.1.mlp.fc2.weight.m: tensor<96x384xf32>,
      %stages.0.blocks.1.mlp.fc2.bias.m: tensor<96xf32>,
      %stages.0.blocks.2.gamma.m: tensor<96xf32>,
      %stages.0.blocks.2.conv_dw.weight.m: tensor<96x1x7x7xf32>,
      %stages.0.blocks.2.conv_dw.bias.m: tensor<96xf32>,
      %stages.0.blocks.2.norm.weight.m: tensor<96xf32>,
      %stages.0.blocks.2.norm.bias.m: tensor<96xf32>,
      %stages.0.blocks.2.mlp.fc1.weight.m: tensor<384x96xf32>,
      %stages.0.blocks.2.mlp.fc1.bias.m: tensor<384xf32>,
      %stages.0.blocks.2.mlp.fc2.weight.m: tensor<96x384xf32>,
      %stages.0.blocks.2.mlp.fc2.bias.m: tensor<96xf32>,
      %stages.1.downsample.0.weight.m: tensor<96xf32>,
      %stages.1.downsample.0.bias.m: tensor<96xf32>,
      %stages.1.downsample.1.weight.m: tensor<192x96x2x2xf32>,
      %stages.1.downsample.1.bias.m: tensor<192xf32>,
      %stages.1.blocks.0.gamma.m: tensor<192xf32>,
      %stages.1.blocks.0.conv_dw.weight.m: tensor<192x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias.m: tensor<192xf32>,
      %stages.1.blocks.0.norm.weight.m: tensor<192xf32>,
      %stages.1.blocks.0.norm.bias.m: tensor<192xf32>,
      %stages.1.blocks.0.mlp.fc1.weight.m: tensor<768x192xf32>,
      %stages.1.blocks.0.mlp.fc1.bias.m: tensor<768xf32>,
      %stages.1.blocks.0.mlp.fc2.weight.m: tensor<192x768xf32>,
      %stages.1.blocks.0.mlp.fc2.bias.m: tensor<192xf32>,
      %stages.1.blocks.1.gamma.m: tensor<192xf32>,
      %stages.1.blocks.1.conv_dw.weight.m: tensor<192x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias.m: tensor<192xf32>,
      %stages.1.blocks.1.norm.weight.m: tensor<192xf32>,
      %stages.1.blocks.1.norm.bias.m: tensor<192xf32>,
      %stages.1.blocks.1.mlp.fc1.weight.m: tensor<768x192xf32>,
      %stages.1.blocks.1.mlp.fc1.bias.m: tensor<768xf32>,
      %stages.1.blocks.1.mlp.fc2.weight.m: tensor<192x768xf32>,
      %stages.1.blocks.1.mlp.fc2.bias.m: tensor<192xf32>,
      %stages.1.blocks.2.gamma.m: tensor<192xf32>,
      %stages.1.blocks.2.conv_dw.weight.m: tensor<192x1x7x7xf32>,
      %stages.1.blocks.2.conv_dw.bias.m: tensor<192xf32>,
      %stages.1.blocks.2.norm.weight.m: tensor<192xf32>,
      %stages.1.blocks.2.norm.bias.m: tensor<192xf32>,
      %stages.1.blocks.2.mlp.fc1.weight.m: tensor<768x192xf32>,
      %stages.1.blocks.2.mlp.fc1.bias.m: tensor<768xf32>,
      %stages.1.blocks.2.mlp.fc2.weight.m: tensor<192x768xf32>,
      %stages.1.blocks.2.mlp.fc2.bias.m: tensor<192xf32>,
      %stages.2.downsample.0.weight.m: tensor<192xf32>,
      %stages.2.downsample.0.bias.m: tensor<192xf32>,
      %stages.2.downsample.1.weight.m: tensor<384x192x2x2xf32>,
      %stages.2.downsample.1.bias.m: tensor<384xf32>,
      %stages.2.blocks.0.gamma.m: tensor<384xf32>,
      %stages.2.blocks.0.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.0.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.0.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.0.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.0.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.0.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.0.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.1.gamma.m: tensor<384xf32>,
      %stages.2.blocks.1.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.1.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.1.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.1.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.1.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.1.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.1.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.2.gamma.m: tensor<384xf32>,
      %stages.2.blocks.2.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.2.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.2.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.2.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.2.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.2.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.2.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.3.gamma.m: tensor<384xf32>,
      %stages.2.blocks.3.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.3.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.3.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.3.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.3.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.3.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.3.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.4.gamma.m: tensor<384xf32>,
      %stages.2.blocks.4.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.4.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.4.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.4.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.4.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.4.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.4.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.5.gamma.m: tensor<384xf32>,
      %stages.2.blocks.5.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.5.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.5.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.5.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.5.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.5.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.5.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.6.gamma.m: tensor<384xf32>,
      %stages.2.blocks.6.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.6.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.6.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.6.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.6.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.6.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.6.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.6.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.7.gamma.m: tensor<384xf32>,
      %stages.2.blocks.7.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.7.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.7.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.7.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.7.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.7.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.7.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.7.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.2.blocks.8.gamma.m: tensor<384xf32>,
      %stages.2.blocks.8.conv_dw.weight.m: tensor<384x1x7x7xf32>,
      %stages.2.blocks.8.conv_dw.bias.m: tensor<384xf32>,
      %stages.2.blocks.8.norm.weight.m: tensor<384xf32>,
      %stages.2.blocks.8.norm.bias.m: tensor<384xf32>,
      %stages.2.blocks.8.mlp.fc1.weight.m: tensor<1536x384xf32>,
      %stages.2.blocks.8.mlp.fc1.bias.m: tensor<1536xf32>,
      %stages.2.blocks.8.mlp.fc2.weight.m: tensor<384x1536xf32>,
      %stages.2.blocks.8.mlp.fc2.bias.m: tensor<384xf32>,
      %stages.3.downsample.0.weight.m: tensor<384xf32>,
      %stages.3.downsample.0.bias.m: tensor<384xf32>,
      %stages.3.downsample.1.weight.m: tensor<768x384x2x2xf32>,
      %stages.3.downsample.1.bias.m: tensor<768xf32>,
      %stages.3.blocks.0.gamma.m: tensor<768xf32>,
      %stages.3.blocks.0.conv_dw.weight.m: tensor<768x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias.m: tensor<768xf32>,
      %stages.3.blocks.0.norm.weight.m: tensor<768xf32>,
      %stages.3.blocks.0.norm.bias.m: tensor<768xf32>,
      %stages.3.blocks.0.mlp.fc1.weight.m: tensor<3072x768xf32>,
      %stages.3.blocks.0.mlp.fc1.bias.m: tensor<3072xf32>,
      %stages.3.blocks.0.mlp.fc2.weight.m: tensor<768x3072xf32>,
      %stages.3.blocks.0.mlp.fc2.bias.m: tensor<768xf32>,
      %stages.3.blocks.1.gamma.m: tensor<768xf32>,
      %stages.3.blocks.1.conv_dw.weight.m: tensor<768x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias.m: tensor<768xf32>,
      %stages.3.blocks.1.norm.weight.m: tensor<768xf32>,
      %stages.3.blocks.1.norm.bias.m: tensor<768xf32>,
      %stages.3.blocks.1.mlp.fc1.weight.m: tensor<3072x768xf32>,
      %stages.3.blocks.1.mlp.fc1.bias.m: tensor<3072xf32>,
      %stages.3.blocks.1.mlp.fc2.weight.m: tensor<768x3072xf32>,
      %stages.3.blocks.1.mlp.fc2.bias.m: tensor<768xf32>,
      %stages.3.blocks.2.gamma.m: tensor<768xf32>,
      %stages.3.blocks.2.conv_dw.weight.m: tensor<768x1x7x7xf32>,
      %stages.3.blocks.2.conv_dw.bias.m: tensor<768xf32>,
      %stages.3.blocks.2.norm.weight.m: tensor<768xf32>,
      %stages.3.blocks.2.norm.bias.m: tensor<768xf32>,
      %stages.3.blocks.2.mlp.fc1.weight.m: tensor<3072x768xf32>,
      %stages.3.blocks.2.mlp.fc1.bias.m: tensor<3072xf32>,
      %stages.3.blocks.2.mlp.fc2.weight.m: tensor<768x3072xf32>,
      %stages.3.blocks.2.mlp.fc2.bias.m: tensor<768xf32>,
      %head.norm.weight.m: tensor<768xf32>,
      %head.norm.bias.m: tensor<768xf32>,
      %head.fc.weight.m: tensor<1000x768xf32>,
      %head.fc.bias.m: tensor<1000xf32>,
      %stem.0.weight.v: tensor<96x3x4x4xf32>,
      %stem.0.bias.v: tensor<96xf32>,
      %stem.1.weight.v: tensor<96xf32>,
      %stem.1.bias.v: tensor<96xf32>,
      %stages.0.blocks.0.gamma.v: tensor<96xf32>,
      %stages.0.blocks.0.conv_dw.weight.v: tensor<96x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias.v: tensor<96xf32>,
      %stages.0.blocks.0.norm.weight.v: tensor<96xf32>,
      %stages.0.blocks.0.norm.bias.v: tensor<96xf32>,
      %stages.0.blocks.0.mlp.fc1.weight.v: tensor<384x96xf32>,
      %stages.0.blocks.0.mlp.fc1.bias.v: tensor<384xf32>,
      %stages.0.blocks.0.mlp.fc2.weight.v: tensor<96x384xf32>,
      %stages.0.blocks.0.mlp.fc2.bias.v: tensor<96xf32>,
      %stages.0.blocks.1.gamma.v: tensor<96xf32>,
      %stages.0.blocks.1.conv_dw.weight.v: tensor<96x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias.v: tensor<96xf32>,
      %stages.0.blocks.1.norm.weight.v: tensor<96xf32>,
      %stages.0.blocks.1.norm.bias.v: tensor<96xf32>,
      %stages.0.blocks.1.mlp.fc1.weight.v: tensor<384x96xf32>,
      %stages.0.blocks.1.mlp.fc1.bias.v: tensor<384xf32>,
      %stages.0.blocks.1.mlp.fc2.weight.v: tensor<96x384xf32>,
      %stages.0.blocks.1.mlp.fc2.bias.v: tensor<96xf32>,
      %stages.0.blocks.2.gamma.v: tensor<96xf32>,
      %stages.0.blocks.2.conv_dw.weight.v: tensor<96x1x7x7xf32>,
      %stages.0.blocks.2.conv_dw.bias.v: tensor<96xf32>,
      %stages.0.blocks.2.norm.weight.v: tensor<96xf32>,
      %stages.0.blocks.2.norm.bias.v: tensor<96xf32>,
      %stages.0.blocks.2.mlp.fc1.weight.v: tensor<384x96xf32>,
      %stages.0.blocks.2.mlp.fc1.bias.v: tensor<384xf32>,
      %stages.0.blocks.2.mlp.fc2.weight.v: tensor<96x384xf32>,
      %stages.0.blocks.2.mlp.fc2.bias.v: tensor<96xf32>,
      %stages.1.downsample.0.weight.v: tensor<96xf32>,
      %stages.1.downsample.0.bias.v: tensor<96xf32>,
      %stages.1.downsample.1.weight.v: tensor<192x96x2x2xf32>,
      %stages.1.downsample.1.bias.v: tensor<192xf32>,
      %stages.1.blocks.0.gamma.v: tensor<192xf32>,
      %stages.1.blocks.0.conv_dw.weight.v: tensor<192x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias.v: tensor<192xf32>,
      %stages.1.blocks.0.norm.weight.v: tensor<192xf32>,
      %stages.1.blocks.0.norm.bias.v: tensor<192xf32>,
      %stages.1.blocks.0.mlp.fc1.weight.v: tensor<768x192xf32>,
      %stages.1.blocks.0.mlp.fc1.bias.v: tensor<768xf32>,
      %stages.1.blocks.0.mlp.fc2.weight.v: tensor<192x768xf32>,
      %stages.1.blocks.0.mlp.fc2.bias.v: tensor<192xf32>,
      %stages.1.blocks.1.gamma.v: tensor<192xf32>,
      %stages.1.blocks.1.conv_dw.weight.v: tensor<192x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias.v: tensor<192xf32>,
      %stages.1.blocks.1.norm.weight.v: tensor<192xf32>,
      %stages.1.blocks.1.norm.bias.v: tensor<192xf32>,
      %stages.1.blocks.1.mlp.fc1.weight.v: tensor<768x192xf32>,
      %stages.1.blocks.1.mlp.fc1.bias.v: tensor<768xf32>,
      %stages.1.blocks.1.mlp.fc2.weight.v: tensor<192x768xf32>,
      %stages.1.blocks.1.mlp.fc2.bias.v: tensor<192xf32>,
      %stages.1.blocks.2.gamma.v: tensor<192xf32>,
      %stages.1.blocks.2.conv_dw.weight.v: tensor<192x1x7x7xf32>,
      %stages.1.blocks.2.conv_dw.bias.v: tensor<192xf32>,
      %stages.1.blocks.2.norm.weight.v: tensor<192xf32>,
      %stages.1.blocks.2.norm.bias.v: tensor<192xf32>,
      %stages.1.blocks.2.mlp.fc1.weight.v: tensor<768x192xf32>,
      %stages.1.blocks.2.mlp.fc1.bias.v: tensor<768xf32>,
      %stages.1.blocks.2.mlp.fc2.weight.v: tensor<192x768xf32>,
      %stages.1.blocks.2.mlp.fc2.bias.v: tensor<192xf32>,
      %stages.2.downsample.0.weight.v: tensor<192xf32>,
      %stages.2.downsample.0.bias.v: tensor<192xf32>,
      %stages.2.downsample.1.weight.v: tensor<384x192x2x2xf32>,
      %stages.2.downsample.1.bias.v: tensor<384xf32>,
      %stages.2.blocks.0.gamma.v: tensor<384xf32>,
      %stages.2.blocks.0.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.0.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.0.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.0.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.0.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.0.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.0.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.1.gamma.v: tensor<384xf32>,
      %stages.2.blocks.1.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.1.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.1.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.1.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.1.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.1.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.1.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.2.gamma.v: tensor<384xf32>,
      %stages.2.blocks.2.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.2.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.2.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.2.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.2.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.2.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.2.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.3.gamma.v: tensor<384xf32>,
      %stages.2.blocks.3.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.3.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.3.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.3.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.3.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.3.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.3.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.4.gamma.v: tensor<384xf32>,
      %stages.2.blocks.4.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.4.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.4.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.4.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.4.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.4.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.4.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.5.gamma.v: tensor<384xf32>,
      %stages.2.blocks.5.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.5.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.5.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.5.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.5.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.5.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.5.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.6.gamma.v: tensor<384xf32>,
      %stages.2.blocks.6.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.6.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.6.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.6.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.6.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.6.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.6.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.6.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.7.gamma.v: tensor<384xf32>,
      %stages.2.blocks.7.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.7.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.7.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.7.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.7.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.7.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.7.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.7.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.2.blocks.8.gamma.v: tensor<384xf32>,
      %stages.2.blocks.8.conv_dw.weight.v: tensor<384x1x7x7xf32>,
      %stages.2.blocks.8.conv_dw.bias.v: tensor<384xf32>,
      %stages.2.blocks.8.norm.weight.v: tensor<384xf32>,
      %stages.2.blocks.8.norm.bias.v: tensor<384xf32>,
      %stages.2.blocks.8.mlp.fc1.weight.v: tensor<1536x384xf32>,
      %stages.2.blocks.8.mlp.fc1.bias.v: tensor<1536xf32>,
      %stages.2.blocks.8.mlp.fc2.weight.v: tensor<384x1536xf32>,
      %stages.2.blocks.8.mlp.fc2.bias.v: tensor<384xf32>,
      %stages.3.downsample.0.weight.v: tensor<384xf32>,
      %stages.3.downsample.0.bias.v: tensor<384xf32>,
      %stages.3.downsample.1.weight.v: tensor<768x384x2x2xf32>,
      %stages.3.downsample.1.bias.v: tensor<768xf32>,
      %stages.3.blocks.0.gamma.v: tensor<768xf32>,
      %stages.3.blocks.0.conv_dw.weight.v: tensor<768x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias.v: tensor<768xf32>,
      %stages.3.blocks.0.norm.weight.v: tensor<768xf32>,
      %stages.3.blocks.0.norm.bias.v: tensor<768xf32>,
      %stages.3.blocks.0.mlp.fc1.weight.v: tensor<3072x768xf32>,
      %stages.3.blocks.0.mlp.fc1.bias.v: tensor<3072xf32>,
      %stages.3.blocks.0.mlp.fc2.weight.v: tensor<768x3072xf32>,
      %stages.3.blocks.0.mlp.fc2.bias.v: tensor<768xf32>,
      %stages.3.blocks.1.gamma.v: tensor<768xf32>,
      %stages.3.blocks.1.conv_dw.weight.v: tensor<768x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias.v: tensor<768xf32>,
      %stages.3.blocks.1.norm.weight.v: tensor<768xf32>,
      %stages.3.blocks.1.norm.bias.v: tensor<768xf32>,
      %stages.3.blocks.1.mlp.fc1.weight.v: tensor<3072x768xf32>,
      %stages.3.blocks.1.mlp.fc1.bias.v: tensor<3072xf32>,
      %stages.3.blocks.1.mlp.fc2.weight.v: tensor<768x3072xf32>,
      %stages.3.blocks.1.mlp.fc2.bias.v: tensor<768xf32>,
      %stages.3.blocks.2.gamma.v: tensor<768xf32>,
      %stages.3.blocks.2.conv_dw.weight.v: tensor<768x1x7x7xf32>,
      %stages.3.blocks.2.conv_dw.bias.v: tensor<768xf32>,
      %stages.3.blocks.2.norm.weight.v: tensor<768xf32>,
      %stages.3.blocks.2.norm.bias.v: tensor<768xf32>,
      %stages.3.blocks.2.mlp.fc1.weight.v: tensor<3072x768xf32>,
      %stages.3.blocks.2.mlp.fc1.bias.v: tensor<3072xf32>,
      %stages.3.blocks.2.mlp.fc2.weight.v: tensor<768x3072xf32>,
      %stages.3.blocks.2.mlp.fc2.bias.v: tensor<768xf32>,
      %head.norm.weight.v: tensor<768xf32>,
      %head.norm.bias.v: tensor<768xf32>,
      %head.fc.weight.v: tensor<1000x768xf32>,
      %head.fc.bias.v: tensor<1000xf32>,
      %stem.0.weight.ema: tensor<96x3x4x4xf32>,
      %stem.0.bias.ema: tensor<96xf32>,
      %stem.1.weight.ema: tensor<96xf32>,
      %stem.1.bias.ema: tensor<96xf32>,
      %stages.0.blocks.0.gamma.ema: tensor<96xf32>,
      %stages.0.blocks.0.conv_dw.weight.ema: tensor<96x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias.ema: tensor<96xf32>,
      %stages.0.blocks.0.norm.weight.ema: tensor<96xf32>,
      %stages.0.blocks.0.norm.bias.ema: tensor<96xf32>,
      %stages.0.blocks.0.mlp.fc1.weight.ema: tensor<384x96xf32>,
      %stages.0.blocks.0.mlp.fc1.bias.ema: tensor<384xf32>,
      %stages.0.blocks.0.mlp.fc2.weight.ema: tensor<96x384xf32>,
      %stages.0.blocks.0.mlp.fc2.bias.ema: tensor<96xf32>,
      %stages.0.blocks.1.gamma.ema: tensor<96xf32>,
      %stages.0.blocks.1.conv_dw.weight.ema: tensor<96x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias.ema: tensor<96xf32>,
      %stages.0.blocks.1.norm.weight.ema: tensor<96xf32>,
      %stages.0.blocks.1.norm.bias.ema: tensor<96xf32>,
      %stages.0.blocks.1.mlp.fc1.weight.ema: tensor<384x96xf32>,
      %stages.0.blocks.1.mlp.fc1.bias.ema: tensor<384xf32>,
      %stages.0.blocks.1.mlp.fc2.weight.ema: tensor<96x384xf32>,
      %stages.0.blocks.1.mlp.fc2.bias.ema: tensor<96xf32>,
      %stages.0.blocks.2.gamma.ema: tensor<96xf32>,
      %stages.0.blocks.2.conv_dw.weight.ema: tensor<96x1x7x7xf32>,
      %stages.0.blocks.2.conv_dw.bias.ema: tensor<96xf32>,
      %stages.0.blocks.2.norm.weight.ema: tensor<96xf32>,
      %stages.0.blocks.2.norm.bias.ema: tensor<96xf32>,
      %stages.0.blocks.2.mlp.fc1.weight.ema: tensor<384x96xf32>,
      %stages.0.blocks.2.mlp.fc1.bias.ema: tensor<384xf32>,
      %stages.0.blocks.2.mlp.fc2.weight.ema: tensor<96x384xf32>,
      %stages.0.blocks.2.mlp.fc2.bias.ema: tensor<96xf32>,
      %stages.1.downsample.0.weight.ema: tensor<96xf32>,
      %stages.1.downsample.0.bias.ema: tensor<96xf32>,
      %stages.1.downsample.1.weight.ema: tensor<192x96x2x2xf32>,
      %stages.1.downsample.1.bias.ema: tensor<192xf32>,
      %stages.1.blocks.0.gamma.ema: tensor<192xf32>,
      %stages.1.blocks.0.conv_dw.weight.ema: tensor<192x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias.ema: tensor<192xf32>,
      %stages.1.blocks.0.norm.weight.ema: tensor<192xf32>,
      %stages.1.blocks.0.norm.bias.ema: tensor<192xf32>,
      %stages.1.blocks.0.mlp.fc1.weight.ema: tensor<768x192xf32>,
      %stages.1.blocks.0.mlp.fc1.bias.ema: tensor<768xf32>,
      %stages.1.blocks.0.mlp.fc2.weight.ema: tensor<192x768xf32>,
      %stages.1.blocks.0.mlp.fc2.bias.ema: tensor<192xf32>,
      %stages.1.blocks.1.gamma.ema: tensor<192xf32>,
      %stages.1.blocks.1.conv_dw.weight.ema: tensor<192x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias.ema: tensor<192xf32>,
      %stages.1.blocks.1.norm.weight.ema: tensor<192xf32>,
      %stages.1.blocks.1.norm.bias.ema: tensor<192xf32>,
      %stages.1.blocks.1.mlp.fc1.weight.ema: tensor<768x192xf32>,
      %stages.1.blocks.1.mlp.fc1.bias.ema: tensor<768xf32>,
      %stages.1.blocks.1.mlp.fc2.weight.ema: tensor<192x768xf32>,
      %stages.1.blocks.1.mlp.fc2.bias.ema: tensor<192xf32>,
      %stages.1.blocks.2.gamma.ema: tensor<192xf32>,
      %stages.1.blocks.2.conv_dw.weight.ema: tensor<192x1x7x7xf32>,
      %stages.1.blocks.2.conv_dw.bias.ema: tensor<192xf32>,
      %stages.1.blocks.2.norm.weight.ema: tensor<192xf32>,
      %stages.1.blocks.2.norm.bias.ema: tensor<192xf32>,
      %stages.1.blocks.2.mlp.fc1.weight.ema: tensor<768x192xf32>,
      %stages.1.blocks.2.mlp.fc1.bias.ema: tensor<768xf32>,
      %stages.1.blocks.2.mlp.fc2.weight.ema: tensor<192x768xf32>,
      %stages.1.blocks.2.mlp.fc2.bias.ema: tensor<192xf32>,
      %stages.2.downsample.0.weight.ema: tensor<192xf32>,
      %stages.2.downsample.0.bias.ema: tensor<192xf32>,
      %stages.2.downsample.1.weight.ema: tensor<384x192x2x2xf32>,
      %stages.2.downsample.1.bias.ema: tensor<384xf32>,
      %stages.2.blocks.0.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.0.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.0.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.0.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.0.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.0.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.0.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.0.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.1.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.1.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.1.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.1.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.1.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.1.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.1.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.1.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.2.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.2.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.2.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.2.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.2.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.2.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.2.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.2.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.3.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.3.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.3.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.3.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.3.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.3.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.3.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.3.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.4.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.4.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.4.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.4.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.4.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.4.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.4.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.4.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.5.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.5.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.5.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.5.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.5.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.5.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.5.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.5.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.6.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.6.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.6.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.6.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.6.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.6.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.6.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.6.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.6.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.7.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.7.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.7.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.7.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.7.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.7.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.7.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.7.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.7.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.2.blocks.8.gamma.ema: tensor<384xf32>,
      %stages.2.blocks.8.conv_dw.weight.ema: tensor<384x1x7x7xf32>,
      %stages.2.blocks.8.conv_dw.bias.ema: tensor<384xf32>,
      %stages.2.blocks.8.norm.weight.ema: tensor<384xf32>,
      %stages.2.blocks.8.norm.bias.ema: tensor<384xf32>,
      %stages.2.blocks.8.mlp.fc1.weight.ema: tensor<1536x384xf32>,
      %stages.2.blocks.8.mlp.fc1.bias.ema: tensor<1536xf32>,
      %stages.2.blocks.8.mlp.fc2.weight.ema: tensor<384x1536xf32>,
      %stages.2.blocks.8.mlp.fc2.bias.ema: tensor<384xf32>,
      %stages.3.downsample.0.weight.ema: tensor<384xf32>,
      %stages.3.downsample.0.bias.ema: tensor<384xf32>,
      %stages.3.downsample.1.weight.ema: tensor<768x384x2x2xf32>,
      %stages.3.downsample.1.bias.ema: tensor<768xf32>,
      %stages.3.blocks.0.gamma.ema: tensor<768xf32>,
      %stages.3.blocks.0.conv_dw.weight.ema: tensor<768x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias.ema: tensor<768xf32>,
      %stages.3.blocks.0.norm.weight.ema: tensor<768xf32>,
      %stages.3.blocks.0.norm.bias.ema: tensor<768xf32>,
      %stages.3.blocks.0.mlp.fc1.weight.ema: tensor<3072x768xf32>,
      %stages.3.blocks.0.mlp.fc1.bias.ema: tensor<3072xf32>,
      %stages.3.blocks.0.mlp.fc2.weight.ema: tensor<768x3072xf32>,
      %stages.3.blocks.0.mlp.fc2.bias.ema: tensor<768xf32>,
      %stages.3.blocks.1.gamma.ema: tensor<768xf32>,
      %stages.3.blocks.1.conv_dw.weight.ema: tensor<768x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias.ema: tensor<768xf32>,
      %stages.3.blocks.1.norm.weight.ema: tensor<768xf32>,
      %stages.3.blocks.1.norm.bias.ema: tensor<768xf32>,
      %stages.3.blocks.1.mlp.fc1.weight.ema: tensor<3072x768xf32>,
      %stages.3.blocks.1.mlp.fc1.bias.ema: tensor<3072xf32>,
      %stages.3.blocks.1.mlp.fc2.weight.ema: tensor<768x3072xf32>,
      %stages.3.blocks.1.mlp.fc2.bias.ema: tensor<768xf32>,
      %stages.3.blocks.2.gamma.ema: tensor<768xf32>,
      %stages.3.blocks.2.conv_dw.weight.ema: tensor<768x1x7x7xf32>,
      %stages.3.blocks.2.conv_dw.bias.ema: tensor<768xf32>,
      %stages.3.blocks.2.norm.weight.ema: tensor<768xf32>,
      %stages.3.blocks.2.norm.bias.ema: tensor<768xf32>,
      %stages.3.blocks.2.mlp.fc1.weight.ema: tensor<3072x768xf32>,
      %stages.3.blocks.2.mlp.fc1.bias.ema: tensor<3072xf32>,
      %stages.3.blocks.2.mlp.fc2.weight.ema: tensor<768x3072xf32>,
      %stages.3.blocks.2.mlp.fc2.bias.ema: tensor<768xf32>,
      %head.norm.weight.ema: tensor<768xf32>,
      %head.norm.bias.ema: tensor<768xf32>,
      %head.fc.weight.ema: tensor<1000x768xf32>,
      %head.fc.bias.ema: tensor<1000xf32>,
      %lr: tensor<f32>,
      %bc1: tensor<f32>,
      %bc2: tensor<f32>,
      %ema_decay: tensor<f32>,
      %drop_mask.0: tensor<32xf32>,
      %drop_mask.1: tensor<32xf32>,
      %drop_mask.2: tensor<32xf32>,
      %drop_mask.3: tensor<32xf32>,
      %drop_mask.4: tensor<32xf32>,
      %drop_mask.5: tensor<32xf32>,
      %drop_mask.6: tensor<32xf32>,
      %drop_mask.7: tensor<32xf32>,
      %drop_mask.8: tensor<32xf32>,
      %drop_mask.9: tensor<32xf32>,
      %drop_mask.10: tensor<32xf32>,
      %drop_mask.11: tensor<32xf32>,
      %drop_mask.12: tensor<32xf32>,
      %drop_mask.13: tensor<32xf32>,
      %drop_mask.14: tensor<32xf32>,
      %drop_mask.15: tensor<32xf32>,
      %drop_mask.16: tensor<32xf32>,
      %drop_mask.17: tensor<32xf32>,
      %targets: tensor<32x1000xf32>
    ) -> (tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<f32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x224x224xf32>) -> tensor<32x224x224x3xf32>
    %stem_0 = stablehlo.convolution(%x_nhwc, %stem.0.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x224x224x3xf32>, tensor<96x3x4x4xf32>) -> tensor<32x56x56x96xf32>
    %stem_0_b = stablehlo.broadcast_in_dim %stem.0.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %stem_0_1 = stablehlo.add %stem_0, %stem_0_b : tensor<32x56x56x96xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum = stablehlo.reduce(%stem_0_1 init: %init_add) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %stem_1_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %stem_1_mean = stablehlo.divide %stem_1_mean_sum, %stem_1_mean_n : tensor<32x56x56xf32>
    %stem_1_mean_b = stablehlo.broadcast_in_dim %stem_1_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %stem_1_dev = stablehlo.subtract %stem_0_1, %stem_1_mean_b : tensor<32x56x56x96xf32>
    %stem_1_sq = stablehlo.multiply %stem_1_dev, %stem_1_dev : tensor<32x56x56x96xf32>
    %init_add_1 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq = stablehlo.reduce(%stem_1_sq init: %init_add_1) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %stem_1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %stem_1_var = stablehlo.divide %stem_1_ssq, %stem_1_n : tensor<32x56x56xf32>
    %stem_1_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %stem_1_var_eps = stablehlo.add %stem_1_var, %stem_1_eps : tensor<32x56x56xf32>
    %stem_1_rstd = stablehlo.rsqrt %stem_1_var_eps : tensor<32x56x56xf32>
    %stem_1_rstd_b = stablehlo.broadcast_in_dim %stem_1_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %stem_1_xhat = stablehlo.multiply %stem_1_dev, %stem_1_rstd_b : tensor<32x56x56x96xf32>
    %stem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %stem_1_scaled = stablehlo.multiply %stem_1_xhat, %stem_1_weight_b : tensor<32x56x56x96xf32>
    %stem_1_bias_b = stablehlo.broadcast_in_dim %stem.1.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %stem_1 = stablehlo.add %stem_1_scaled, %stem_1_bias_b : tensor<32x56x56x96xf32>
    %s0b0_dw = stablehlo.convolution(%stem_1, %stages.0.blocks.0.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_dw_1 = stablehlo.add %s0b0_dw, %s0b0_dw_b : tensor<32x56x56x96xf32>
    %init_add_2 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum = stablehlo.reduce(%s0b0_dw_1 init: %init_add_2) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b0_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b0_ln_mean = stablehlo.divide %s0b0_ln_mean_sum, %s0b0_ln_mean_n : tensor<32x56x56xf32>
    %s0b0_ln_mean_b = stablehlo.broadcast_in_dim %s0b0_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_ln_dev = stablehlo.subtract %s0b0_dw_1, %s0b0_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b0_ln_sq = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_dev : tensor<32x56x56x96xf32>
    %init_add_3 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq = stablehlo.reduce(%s0b0_ln_sq init: %init_add_3) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b0_ln_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b0_ln_var = stablehlo.divide %s0b0_ln_ssq, %s0b0_ln_n : tensor<32x56x56xf32>
    %s0b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b0_ln_var_eps = stablehlo.add %s0b0_ln_var, %s0b0_ln_eps : tensor<32x56x56xf32>
    %s0b0_ln_rstd = stablehlo.rsqrt %s0b0_ln_var_eps : tensor<32x56x56xf32>
    %s0b0_ln_rstd_b = stablehlo.broadcast_in_dim %s0b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_ln_xhat = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_rstd_b : tensor<32x56x56x96xf32>
    %s0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_ln_scaled = stablehlo.multiply %s0b0_ln_xhat, %s0b0_ln_weight_b : tensor<32x56x56x96xf32>
    %s0b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_ln = stablehlo.add %s0b0_ln_scaled, %s0b0_ln_bias_b : tensor<32x56x56x96xf32>
    %s0b0_fc1 = stablehlo.dot_general %s0b0_ln, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x96xf32>, tensor<384x96xf32>) -> tensor<32x56x56x384xf32>
    %s0b0_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x56x56x384xf32>
    %s0b0_fc1_1 = stablehlo.add %s0b0_fc1, %s0b0_fc1_b : tensor<32x56x56x384xf32>
    %s0b0_act_x2 = stablehlo.multiply %s0b0_fc1_1, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %s0b0_act_x3 = stablehlo.multiply %s0b0_act_x2, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %cst = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %s0b0_act_cx3 = stablehlo.multiply %cst, %s0b0_act_x3 : tensor<32x56x56x384xf32>
    %s0b0_act_inner = stablehlo.add %s0b0_fc1_1, %s0b0_act_cx3 : tensor<32x56x56x384xf32>
    %cst_1 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %s0b0_act_u = stablehlo.multiply %cst_1, %s0b0_act_inner : tensor<32x56x56x384xf32>
    %s0b0_act_t = stablehlo.tanh %s0b0_act_u : tensor<32x56x56x384xf32>
    %cst_2 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %s0b0_act_hx = stablehlo.multiply %cst_2, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %cst_3 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %s0b0_act_1pt = stablehlo.add %cst_3, %s0b0_act_t : tensor<32x56x56x384xf32>
    %s0b0_act = stablehlo.multiply %s0b0_act_hx, %s0b0_act_1pt : tensor<32x56x56x384xf32>
    %s0b0_fc2 = stablehlo.dot_general %s0b0_act, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x384xf32>, tensor<96x384xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_fc2_1 = stablehlo.add %s0b0_fc2, %s0b0_fc2_b : tensor<32x56x56x96xf32>
    %s0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_gamma = stablehlo.multiply %s0b0_fc2_1, %s0b0_gamma_gamma_b : tensor<32x56x56x96xf32>
    %s0b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.0, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_drop_path = stablehlo.multiply %s0b0_gamma, %s0b0_drop_path_mask_b : tensor<32x56x56x96xf32>
    %s0b0_out = stablehlo.add %stem_1, %s0b0_drop_path : tensor<32x56x56x96xf32>
    %s0b1_dw = stablehlo.convolution(%s0b0_out, %stages.0.blocks.1.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_dw_1 = stablehlo.add %s0b1_dw, %s0b1_dw_b : tensor<32x56x56x96xf32>
    %init_add_4 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum = stablehlo.reduce(%s0b1_dw_1 init: %init_add_4) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b1_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b1_ln_mean = stablehlo.divide %s0b1_ln_mean_sum, %s0b1_ln_mean_n : tensor<32x56x56xf32>
    %s0b1_ln_mean_b = stablehlo.broadcast_in_dim %s0b1_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_ln_dev = stablehlo.subtract %s0b1_dw_1, %s0b1_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b1_ln_sq = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_dev : tensor<32x56x56x96xf32>
    %init_add_5 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq = stablehlo.reduce(%s0b1_ln_sq init: %init_add_5) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b1_ln_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b1_ln_var = stablehlo.divide %s0b1_ln_ssq, %s0b1_ln_n : tensor<32x56x56xf32>
    %s0b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b1_ln_var_eps = stablehlo.add %s0b1_ln_var, %s0b1_ln_eps : tensor<32x56x56xf32>
    %s0b1_ln_rstd = stablehlo.rsqrt %s0b1_ln_var_eps : tensor<32x56x56xf32>
    %s0b1_ln_rstd_b = stablehlo.broadcast_in_dim %s0b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_ln_xhat = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_rstd_b : tensor<32x56x56x96xf32>
    %s0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_ln_scaled = stablehlo.multiply %s0b1_ln_xhat, %s0b1_ln_weight_b : tensor<32x56x56x96xf32>
    %s0b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_ln = stablehlo.add %s0b1_ln_scaled, %s0b1_ln_bias_b : tensor<32x56x56x96xf32>
    %s0b1_fc1 = stablehlo.dot_general %s0b1_ln, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x96xf32>, tensor<384x96xf32>) -> tensor<32x56x56x384xf32>
    %s0b1_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x56x56x384xf32>
    %s0b1_fc1_1 = stablehlo.add %s0b1_fc1, %s0b1_fc1_b : tensor<32x56x56x384xf32>
    %s0b1_act_x2 = stablehlo.multiply %s0b1_fc1_1, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %s0b1_act_x3 = stablehlo.multiply %s0b1_act_x2, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %cst_4 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %s0b1_act_cx3 = stablehlo.multiply %cst_4, %s0b1_act_x3 : tensor<32x56x56x384xf32>
    %s0b1_act_inner = stablehlo.add %s0b1_fc1_1, %s0b1_act_cx3 : tensor<32x56x56x384xf32>
    %cst_5 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %s0b1_act_u = stablehlo.multiply %cst_5, %s0b1_act_inner : tensor<32x56x56x384xf32>
    %s0b1_act_t = stablehlo.tanh %s0b1_act_u : tensor<32x56x56x384xf32>
    %cst_6 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %s0b1_act_hx = stablehlo.multiply %cst_6, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %cst_7 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %s0b1_act_1pt = stablehlo.add %cst_7, %s0b1_act_t : tensor<32x56x56x384xf32>
    %s0b1_act = stablehlo.multiply %s0b1_act_hx, %s0b1_act_1pt : tensor<32x56x56x384xf32>
    %s0b1_fc2 = stablehlo.dot_general %s0b1_act, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x384xf32>, tensor<96x384xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_fc2_1 = stablehlo.add %s0b1_fc2, %s0b1_fc2_b : tensor<32x56x56x96xf32>
    %s0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_gamma = stablehlo.multiply %s0b1_fc2_1, %s0b1_gamma_gamma_b : tensor<32x56x56x96xf32>
    %s0b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.1, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_drop_path = stablehlo.multiply %s0b1_gamma, %s0b1_drop_path_mask_b : tensor<32x56x56x96xf32>
    %s0b1_out = stablehlo.add %s0b0_out, %s0b1_drop_path : tensor<32x56x56x96xf32>
    %s0b2_dw = stablehlo.convolution(%s0b1_out, %stages.0.blocks.2.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_dw_1 = stablehlo.add %s0b2_dw, %s0b2_dw_b : tensor<32x56x56x96xf32>
    %init_add_6 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_mean_sum = stablehlo.reduce(%s0b2_dw_1 init: %init_add_6) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b2_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b2_ln_mean = stablehlo.divide %s0b2_ln_mean_sum, %s0b2_ln_mean_n : tensor<32x56x56xf32>
    %s0b2_ln_mean_b = stablehlo.broadcast_in_dim %s0b2_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_ln_dev = stablehlo.subtract %s0b2_dw_1, %s0b2_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b2_ln_sq = stablehlo.multiply %s0b2_ln_dev, %s0b2_ln_dev : tensor<32x56x56x96xf32>
    %init_add_7 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_ssq = stablehlo.reduce(%s0b2_ln_sq init: %init_add_7) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b2_ln_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b2_ln_var = stablehlo.divide %s0b2_ln_ssq, %s0b2_ln_n : tensor<32x56x56xf32>
    %s0b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b2_ln_var_eps = stablehlo.add %s0b2_ln_var, %s0b2_ln_eps : tensor<32x56x56xf32>
    %s0b2_ln_rstd = stablehlo.rsqrt %s0b2_ln_var_eps : tensor<32x56x56xf32>
    %s0b2_ln_rstd_b = stablehlo.broadcast_in_dim %s0b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_ln_xhat = stablehlo.multiply %s0b2_ln_dev, %s0b2_ln_rstd_b : tensor<32x56x56x96xf32>
    %s0b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_ln_scaled = stablehlo.multiply %s0b2_ln_xhat, %s0b2_ln_weight_b : tensor<32x56x56x96xf32>
    %s0b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_ln = stablehlo.add %s0b2_ln_scaled, %s0b2_ln_bias_b : tensor<32x56x56x96xf32>
    %s0b2_fc1 = stablehlo.dot_general %s0b2_ln, %stages.0.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x96xf32>, tensor<384x96xf32>) -> tensor<32x56x56x384xf32>
    %s0b2_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x56x56x384xf32>
    %s0b2_fc1_1 = stablehlo.add %s0b2_fc1, %s0b2_fc1_b : tensor<32x56x56x384xf32>
    %s0b2_act_x2 = stablehlo.multiply %s0b2_fc1_1, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %s0b2_act_x3 = stablehlo.multiply %s0b2_act_x2, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %cst_8 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %s0b2_act_cx3 = stablehlo.multiply %cst_8, %s0b2_act_x3 : tensor<32x56x56x384xf32>
    %s0b2_act_inner = stablehlo.add %s0b2_fc1_1, %s0b2_act_cx3 : tensor<32x56x56x384xf32>
    %cst_9 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %s0b2_act_u = stablehlo.multiply %cst_9, %s0b2_act_inner : tensor<32x56x56x384xf32>
    %s0b2_act_t = stablehlo.tanh %s0b2_act_u : tensor<32x56x56x384xf32>
    %cst_10 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %s0b2_act_hx = stablehlo.multiply %cst_10, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %cst_11 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %s0b2_act_1pt = stablehlo.add %cst_11, %s0b2_act_t : tensor<32x56x56x384xf32>
    %s0b2_act = stablehlo.multiply %s0b2_act_hx, %s0b2_act_1pt : tensor<32x56x56x384xf32>
    %s0b2_fc2 = stablehlo.dot_general %s0b2_act, %stages.0.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x384xf32>, tensor<96x384xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_fc2_1 = stablehlo.add %s0b2_fc2, %s0b2_fc2_b : tensor<32x56x56x96xf32>
    %s0b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_gamma = stablehlo.multiply %s0b2_fc2_1, %s0b2_gamma_gamma_b : tensor<32x56x56x96xf32>
    %s0b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.2, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_drop_path = stablehlo.multiply %s0b2_gamma, %s0b2_drop_path_mask_b : tensor<32x56x56x96xf32>
    %s0b2_out = stablehlo.add %s0b1_out, %s0b2_drop_path : tensor<32x56x56x96xf32>
    %init_add_8 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum = stablehlo.reduce(%s0b2_out init: %init_add_8) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s1_down0_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s1_down0_mean = stablehlo.divide %s1_down0_mean_sum, %s1_down0_mean_n : tensor<32x56x56xf32>
    %s1_down0_mean_b = stablehlo.broadcast_in_dim %s1_down0_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s1_down0_dev = stablehlo.subtract %s0b2_out, %s1_down0_mean_b : tensor<32x56x56x96xf32>
    %s1_down0_sq = stablehlo.multiply %s1_down0_dev, %s1_down0_dev : tensor<32x56x56x96xf32>
    %init_add_9 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq = stablehlo.reduce(%s1_down0_sq init: %init_add_9) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s1_down0_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s1_down0_var = stablehlo.divide %s1_down0_ssq, %s1_down0_n : tensor<32x56x56xf32>
    %s1_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s1_down0_var_eps = stablehlo.add %s1_down0_var, %s1_down0_eps : tensor<32x56x56xf32>
    %s1_down0_rstd = stablehlo.rsqrt %s1_down0_var_eps : tensor<32x56x56xf32>
    %s1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s1_down0_xhat = stablehlo.multiply %s1_down0_dev, %s1_down0_rstd_b : tensor<32x56x56x96xf32>
    %s1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s1_down0_scaled = stablehlo.multiply %s1_down0_xhat, %s1_down0_weight_b : tensor<32x56x56x96xf32>
    %s1_down0_bias_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s1_down0 = stablehlo.add %s1_down0_scaled, %s1_down0_bias_b : tensor<32x56x56x96xf32>
    %s1_down1 = stablehlo.convolution(%s1_down0, %stages.1.downsample.1.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x96xf32>, tensor<192x96x2x2xf32>) -> tensor<32x28x28x192xf32>
    %s1_down1_b = stablehlo.broadcast_in_dim %stages.1.downsample.1.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1_down1_1 = stablehlo.add %s1_down1, %s1_down1_b : tensor<32x28x28x192xf32>
    %s1b0_dw = stablehlo.convolution(%s1_down1_1, %stages.1.blocks.0.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_dw_1 = stablehlo.add %s1b0_dw, %s1b0_dw_b : tensor<32x28x28x192xf32>
    %init_add_10 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum = stablehlo.reduce(%s1b0_dw_1 init: %init_add_10) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b0_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b0_ln_mean = stablehlo.divide %s1b0_ln_mean_sum, %s1b0_ln_mean_n : tensor<32x28x28xf32>
    %s1b0_ln_mean_b = stablehlo.broadcast_in_dim %s1b0_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_ln_dev = stablehlo.subtract %s1b0_dw_1, %s1b0_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b0_ln_sq = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_dev : tensor<32x28x28x192xf32>
    %init_add_11 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq = stablehlo.reduce(%s1b0_ln_sq init: %init_add_11) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b0_ln_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b0_ln_var = stablehlo.divide %s1b0_ln_ssq, %s1b0_ln_n : tensor<32x28x28xf32>
    %s1b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b0_ln_var_eps = stablehlo.add %s1b0_ln_var, %s1b0_ln_eps : tensor<32x28x28xf32>
    %s1b0_ln_rstd = stablehlo.rsqrt %s1b0_ln_var_eps : tensor<32x28x28xf32>
    %s1b0_ln_rstd_b = stablehlo.broadcast_in_dim %s1b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_ln_xhat = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_rstd_b : tensor<32x28x28x192xf32>
    %s1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_ln_scaled = stablehlo.multiply %s1b0_ln_xhat, %s1b0_ln_weight_b : tensor<32x28x28x192xf32>
    %s1b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_ln = stablehlo.add %s1b0_ln_scaled, %s1b0_ln_bias_b : tensor<32x28x28x192xf32>
    %s1b0_fc1 = stablehlo.dot_general %s1b0_ln, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x192xf32>, tensor<768x192xf32>) -> tensor<32x28x28x768xf32>
    %s1b0_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x28x28x768xf32>
    %s1b0_fc1_1 = stablehlo.add %s1b0_fc1, %s1b0_fc1_b : tensor<32x28x28x768xf32>
    %s1b0_act_x2 = stablehlo.multiply %s1b0_fc1_1, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %s1b0_act_x3 = stablehlo.multiply %s1b0_act_x2, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %cst_12 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %s1b0_act_cx3 = stablehlo.multiply %cst_12, %s1b0_act_x3 : tensor<32x28x28x768xf32>
    %s1b0_act_inner = stablehlo.add %s1b0_fc1_1, %s1b0_act_cx3 : tensor<32x28x28x768xf32>
    %cst_13 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %s1b0_act_u = stablehlo.multiply %cst_13, %s1b0_act_inner : tensor<32x28x28x768xf32>
    %s1b0_act_t = stablehlo.tanh %s1b0_act_u : tensor<32x28x28x768xf32>
    %cst_14 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %s1b0_act_hx = stablehlo.multiply %cst_14, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %cst_15 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %s1b0_act_1pt = stablehlo.add %cst_15, %s1b0_act_t : tensor<32x28x28x768xf32>
    %s1b0_act = stablehlo.multiply %s1b0_act_hx, %s1b0_act_1pt : tensor<32x28x28x768xf32>
    %s1b0_fc2 = stablehlo.dot_general %s1b0_act, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x768xf32>, tensor<192x768xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_fc2_1 = stablehlo.add %s1b0_fc2, %s1b0_fc2_b : tensor<32x28x28x192xf32>
    %s1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_gamma = stablehlo.multiply %s1b0_fc2_1, %s1b0_gamma_gamma_b : tensor<32x28x28x192xf32>
    %s1b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.3, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_drop_path = stablehlo.multiply %s1b0_gamma, %s1b0_drop_path_mask_b : tensor<32x28x28x192xf32>
    %s1b0_out = stablehlo.add %s1_down1_1, %s1b0_drop_path : tensor<32x28x28x192xf32>
    %s1b1_dw = stablehlo.convolution(%s1b0_out, %stages.1.blocks.1.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_dw_1 = stablehlo.add %s1b1_dw, %s1b1_dw_b : tensor<32x28x28x192xf32>
    %init_add_12 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum = stablehlo.reduce(%s1b1_dw_1 init: %init_add_12) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b1_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b1_ln_mean = stablehlo.divide %s1b1_ln_mean_sum, %s1b1_ln_mean_n : tensor<32x28x28xf32>
    %s1b1_ln_mean_b = stablehlo.broadcast_in_dim %s1b1_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_ln_dev = stablehlo.subtract %s1b1_dw_1, %s1b1_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b1_ln_sq = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_dev : tensor<32x28x28x192xf32>
    %init_add_13 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq = stablehlo.reduce(%s1b1_ln_sq init: %init_add_13) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b1_ln_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b1_ln_var = stablehlo.divide %s1b1_ln_ssq, %s1b1_ln_n : tensor<32x28x28xf32>
    %s1b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b1_ln_var_eps = stablehlo.add %s1b1_ln_var, %s1b1_ln_eps : tensor<32x28x28xf32>
    %s1b1_ln_rstd = stablehlo.rsqrt %s1b1_ln_var_eps : tensor<32x28x28xf32>
    %s1b1_ln_rstd_b = stablehlo.broadcast_in_dim %s1b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_ln_xhat = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_rstd_b : tensor<32x28x28x192xf32>
    %s1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_ln_scaled = stablehlo.multiply %s1b1_ln_xhat, %s1b1_ln_weight_b : tensor<32x28x28x192xf32>
    %s1b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_ln = stablehlo.add %s1b1_ln_scaled, %s1b1_ln_bias_b : tensor<32x28x28x192xf32>
    %s1b1_fc1 = stablehlo.dot_general %s1b1_ln, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x192xf32>, tensor<768x192xf32>) -> tensor<32x28x28x768xf32>
    %s1b1_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x28x28x768xf32>
    %s1b1_fc1_1 = stablehlo.add %s1b1_fc1, %s1b1_fc1_b : tensor<32x28x28x768xf32>
    %s1b1_act_x2 = stablehlo.multiply %s1b1_fc1_1, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %s1b1_act_x3 = stablehlo.multiply %s1b1_act_x2, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %cst_16 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %s1b1_act_cx3 = stablehlo.multiply %cst_16, %s1b1_act_x3 : tensor<32x28x28x768xf32>
    %s1b1_act_inner = stablehlo.add %s1b1_fc1_1, %s1b1_act_cx3 : tensor<32x28x28x768xf32>
    %cst_17 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %s1b1_act_u = stablehlo.multiply %cst_17, %s1b1_act_inner : tensor<32x28x28x768xf32>
    %s1b1_act_t = stablehlo.tanh %s1b1_act_u : tensor<32x28x28x768xf32>
    %cst_18 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %s1b1_act_hx = stablehlo.multiply %cst_18, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %cst_19 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %s1b1_act_1pt = stablehlo.add %cst_19, %s1b1_act_t : tensor<32x28x28x768xf32>
    %s1b1_act = stablehlo.multiply %s1b1_act_hx, %s1b1_act_1pt : tensor<32x28x28x768xf32>
    %s1b1_fc2 = stablehlo.dot_general %s1b1_act, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x768xf32>, tensor<192x768xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_fc2_1 = stablehlo.add %s1b1_fc2, %s1b1_fc2_b : tensor<32x28x28x192xf32>
    %s1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_gamma = stablehlo.multiply %s1b1_fc2_1, %s1b1_gamma_gamma_b : tensor<32x28x28x192xf32>
    %s1b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.4, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_drop_path = stablehlo.multiply %s1b1_gamma, %s1b1_drop_path_mask_b : tensor<32x28x28x192xf32>
    %s1b1_out = stablehlo.add %s1b0_out, %s1b1_drop_path : tensor<32x28x28x192xf32>
    %s1b2_dw = stablehlo.convolution(%s1b1_out, %stages.1.blocks.2.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_dw_1 = stablehlo.add %s1b2_dw, %s1b2_dw_b : tensor<32x28x28x192xf32>
    %init_add_14 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_mean_sum = stablehlo.reduce(%s1b2_dw_1 init: %init_add_14) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b2_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b2_ln_mean = stablehlo.divide %s1b2_ln_mean_sum, %s1b2_ln_mean_n : tensor<32x28x28xf32>
    %s1b2_ln_mean_b = stablehlo.broadcast_in_dim %s1b2_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_ln_dev = stablehlo.subtract %s1b2_dw_1, %s1b2_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b2_ln_sq = stablehlo.multiply %s1b2_ln_dev, %s1b2_ln_dev : tensor<32x28x28x192xf32>
    %init_add_15 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_ssq = stablehlo.reduce(%s1b2_ln_sq init: %init_add_15) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b2_ln_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b2_ln_var = stablehlo.divide %s1b2_ln_ssq, %s1b2_ln_n : tensor<32x28x28xf32>
    %s1b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b2_ln_var_eps = stablehlo.add %s1b2_ln_var, %s1b2_ln_eps : tensor<32x28x28xf32>
    %s1b2_ln_rstd = stablehlo.rsqrt %s1b2_ln_var_eps : tensor<32x28x28xf32>
    %s1b2_ln_rstd_b = stablehlo.broadcast_in_dim %s1b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_ln_xhat = stablehlo.multiply %s1b2_ln_dev, %s1b2_ln_rstd_b : tensor<32x28x28x192xf32>
    %s1b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_ln_scaled = stablehlo.multiply %s1b2_ln_xhat, %s1b2_ln_weight_b : tensor<32x28x28x192xf32>
    %s1b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_ln = stablehlo.add %s1b2_ln_scaled, %s1b2_ln_bias_b : tensor<32x28x28x192xf32>
    %s1b2_fc1 = stablehlo.dot_general %s1b2_ln, %stages.1.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x192xf32>, tensor<768x192xf32>) -> tensor<32x28x28x768xf32>
    %s1b2_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x28x28x768xf32>
    %s1b2_fc1_1 = stablehlo.add %s1b2_fc1, %s1b2_fc1_b : tensor<32x28x28x768xf32>
    %s1b2_act_x2 = stablehlo.multiply %s1b2_fc1_1, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %s1b2_act_x3 = stablehlo.multiply %s1b2_act_x2, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %cst_20 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %s1b2_act_cx3 = stablehlo.multiply %cst_20, %s1b2_act_x3 : tensor<32x28x28x768xf32>
    %s1b2_act_inner = stablehlo.add %s1b2_fc1_1, %s1b2_act_cx3 : tensor<32x28x28x768xf32>
    %cst_21 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %s1b2_act_u = stablehlo.multiply %cst_21, %s1b2_act_inner : tensor<32x28x28x768xf32>
    %s1b2_act_t = stablehlo.tanh %s1b2_act_u : tensor<32x28x28x768xf32>
    %cst_22 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %s1b2_act_hx = stablehlo.multiply %cst_22, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %cst_23 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %s1b2_act_1pt = stablehlo.add %cst_23, %s1b2_act_t : tensor<32x28x28x768xf32>
    %s1b2_act = stablehlo.multiply %s1b2_act_hx, %s1b2_act_1pt : tensor<32x28x28x768xf32>
    %s1b2_fc2 = stablehlo.dot_general %s1b2_act, %stages.1.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x768xf32>, tensor<192x768xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_fc2_1 = stablehlo.add %s1b2_fc2, %s1b2_fc2_b : tensor<32x28x28x192xf32>
    %s1b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_gamma = stablehlo.multiply %s1b2_fc2_1, %s1b2_gamma_gamma_b : tensor<32x28x28x192xf32>
    %s1b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.5, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_drop_path = stablehlo.multiply %s1b2_gamma, %s1b2_drop_path_mask_b : tensor<32x28x28x192xf32>
    %s1b2_out = stablehlo.add %s1b1_out, %s1b2_drop_path : tensor<32x28x28x192xf32>
    %init_add_16 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum = stablehlo.reduce(%s1b2_out init: %init_add_16) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s2_down0_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s2_down0_mean = stablehlo.divide %s2_down0_mean_sum, %s2_down0_mean_n : tensor<32x28x28xf32>
    %s2_down0_mean_b = stablehlo.broadcast_in_dim %s2_down0_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s2_down0_dev = stablehlo.subtract %s1b2_out, %s2_down0_mean_b : tensor<32x28x28x192xf32>
    %s2_down0_sq = stablehlo.multiply %s2_down0_dev, %s2_down0_dev : tensor<32x28x28x192xf32>
    %init_add_17 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq = stablehlo.reduce(%s2_down0_sq init: %init_add_17) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s2_down0_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s2_down0_var = stablehlo.divide %s2_down0_ssq, %s2_down0_n : tensor<32x28x28xf32>
    %s2_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s2_down0_var_eps = stablehlo.add %s2_down0_var, %s2_down0_eps : tensor<32x28x28xf32>
    %s2_down0_rstd = stablehlo.rsqrt %s2_down0_var_eps : tensor<32x28x28xf32>
    %s2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s2_down0_xhat = stablehlo.multiply %s2_down0_dev, %s2_down0_rstd_b : tensor<32x28x28x192xf32>
    %s2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s2_down0_scaled = stablehlo.multiply %s2_down0_xhat, %s2_down0_weight_b : tensor<32x28x28x192xf32>
    %s2_down0_bias_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s2_down0 = stablehlo.add %s2_down0_scaled, %s2_down0_bias_b : tensor<32x28x28x192xf32>
    %s2_down1 = stablehlo.convolution(%s2_down0, %stages.2.downsample.1.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x192xf32>, tensor<384x192x2x2xf32>) -> tensor<32x14x14x384xf32>
    %s2_down1_b = stablehlo.broadcast_in_dim %stages.2.downsample.1.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2_down1_1 = stablehlo.add %s2_down1, %s2_down1_b : tensor<32x14x14x384xf32>
    %s2b0_dw = stablehlo.convolution(%s2_down1_1, %stages.2.blocks.0.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_dw_1 = stablehlo.add %s2b0_dw, %s2b0_dw_b : tensor<32x14x14x384xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum = stablehlo.reduce(%s2b0_dw_1 init: %init_add_18) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b0_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b0_ln_mean = stablehlo.divide %s2b0_ln_mean_sum, %s2b0_ln_mean_n : tensor<32x14x14xf32>
    %s2b0_ln_mean_b = stablehlo.broadcast_in_dim %s2b0_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_ln_dev = stablehlo.subtract %s2b0_dw_1, %s2b0_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b0_ln_sq = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_dev : tensor<32x14x14x384xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq = stablehlo.reduce(%s2b0_ln_sq init: %init_add_19) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b0_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b0_ln_var = stablehlo.divide %s2b0_ln_ssq, %s2b0_ln_n : tensor<32x14x14xf32>
    %s2b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b0_ln_var_eps = stablehlo.add %s2b0_ln_var, %s2b0_ln_eps : tensor<32x14x14xf32>
    %s2b0_ln_rstd = stablehlo.rsqrt %s2b0_ln_var_eps : tensor<32x14x14xf32>
    %s2b0_ln_rstd_b = stablehlo.broadcast_in_dim %s2b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_ln_xhat = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_ln_scaled = stablehlo.multiply %s2b0_ln_xhat, %s2b0_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_ln = stablehlo.add %s2b0_ln_scaled, %s2b0_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b0_fc1 = stablehlo.dot_general %s2b0_ln, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b0_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b0_fc1_1 = stablehlo.add %s2b0_fc1, %s2b0_fc1_b : tensor<32x14x14x1536xf32>
    %s2b0_act_x2 = stablehlo.multiply %s2b0_fc1_1, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b0_act_x3 = stablehlo.multiply %s2b0_act_x2, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_24 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b0_act_cx3 = stablehlo.multiply %cst_24, %s2b0_act_x3 : tensor<32x14x14x1536xf32>
    %s2b0_act_inner = stablehlo.add %s2b0_fc1_1, %s2b0_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_25 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b0_act_u = stablehlo.multiply %cst_25, %s2b0_act_inner : tensor<32x14x14x1536xf32>
    %s2b0_act_t = stablehlo.tanh %s2b0_act_u : tensor<32x14x14x1536xf32>
    %cst_26 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b0_act_hx = stablehlo.multiply %cst_26, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_27 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b0_act_1pt = stablehlo.add %cst_27, %s2b0_act_t : tensor<32x14x14x1536xf32>
    %s2b0_act = stablehlo.multiply %s2b0_act_hx, %s2b0_act_1pt : tensor<32x14x14x1536xf32>
    %s2b0_fc2 = stablehlo.dot_general %s2b0_act, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_fc2_1 = stablehlo.add %s2b0_fc2, %s2b0_fc2_b : tensor<32x14x14x384xf32>
    %s2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_gamma = stablehlo.multiply %s2b0_fc2_1, %s2b0_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.6, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_drop_path = stablehlo.multiply %s2b0_gamma, %s2b0_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b0_out = stablehlo.add %s2_down1_1, %s2b0_drop_path : tensor<32x14x14x384xf32>
    %s2b1_dw = stablehlo.convolution(%s2b0_out, %stages.2.blocks.1.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_dw_1 = stablehlo.add %s2b1_dw, %s2b1_dw_b : tensor<32x14x14x384xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum = stablehlo.reduce(%s2b1_dw_1 init: %init_add_20) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b1_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b1_ln_mean = stablehlo.divide %s2b1_ln_mean_sum, %s2b1_ln_mean_n : tensor<32x14x14xf32>
    %s2b1_ln_mean_b = stablehlo.broadcast_in_dim %s2b1_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_ln_dev = stablehlo.subtract %s2b1_dw_1, %s2b1_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b1_ln_sq = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_dev : tensor<32x14x14x384xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq = stablehlo.reduce(%s2b1_ln_sq init: %init_add_21) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b1_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b1_ln_var = stablehlo.divide %s2b1_ln_ssq, %s2b1_ln_n : tensor<32x14x14xf32>
    %s2b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b1_ln_var_eps = stablehlo.add %s2b1_ln_var, %s2b1_ln_eps : tensor<32x14x14xf32>
    %s2b1_ln_rstd = stablehlo.rsqrt %s2b1_ln_var_eps : tensor<32x14x14xf32>
    %s2b1_ln_rstd_b = stablehlo.broadcast_in_dim %s2b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_ln_xhat = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_ln_scaled = stablehlo.multiply %s2b1_ln_xhat, %s2b1_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_ln = stablehlo.add %s2b1_ln_scaled, %s2b1_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b1_fc1 = stablehlo.dot_general %s2b1_ln, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b1_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b1_fc1_1 = stablehlo.add %s2b1_fc1, %s2b1_fc1_b : tensor<32x14x14x1536xf32>
    %s2b1_act_x2 = stablehlo.multiply %s2b1_fc1_1, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b1_act_x3 = stablehlo.multiply %s2b1_act_x2, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_28 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b1_act_cx3 = stablehlo.multiply %cst_28, %s2b1_act_x3 : tensor<32x14x14x1536xf32>
    %s2b1_act_inner = stablehlo.add %s2b1_fc1_1, %s2b1_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_29 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b1_act_u = stablehlo.multiply %cst_29, %s2b1_act_inner : tensor<32x14x14x1536xf32>
    %s2b1_act_t = stablehlo.tanh %s2b1_act_u : tensor<32x14x14x1536xf32>
    %cst_30 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b1_act_hx = stablehlo.multiply %cst_30, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_31 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b1_act_1pt = stablehlo.add %cst_31, %s2b1_act_t : tensor<32x14x14x1536xf32>
    %s2b1_act = stablehlo.multiply %s2b1_act_hx, %s2b1_act_1pt : tensor<32x14x14x1536xf32>
    %s2b1_fc2 = stablehlo.dot_general %s2b1_act, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_fc2_1 = stablehlo.add %s2b1_fc2, %s2b1_fc2_b : tensor<32x14x14x384xf32>
    %s2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_gamma = stablehlo.multiply %s2b1_fc2_1, %s2b1_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.7, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_drop_path = stablehlo.multiply %s2b1_gamma, %s2b1_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b1_out = stablehlo.add %s2b0_out, %s2b1_drop_path : tensor<32x14x14x384xf32>
    %s2b2_dw = stablehlo.convolution(%s2b1_out, %stages.2.blocks.2.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_dw_1 = stablehlo.add %s2b2_dw, %s2b2_dw_b : tensor<32x14x14x384xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum = stablehlo.reduce(%s2b2_dw_1 init: %init_add_22) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b2_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b2_ln_mean = stablehlo.divide %s2b2_ln_mean_sum, %s2b2_ln_mean_n : tensor<32x14x14xf32>
    %s2b2_ln_mean_b = stablehlo.broadcast_in_dim %s2b2_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_ln_dev = stablehlo.subtract %s2b2_dw_1, %s2b2_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b2_ln_sq = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_dev : tensor<32x14x14x384xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq = stablehlo.reduce(%s2b2_ln_sq init: %init_add_23) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b2_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b2_ln_var = stablehlo.divide %s2b2_ln_ssq, %s2b2_ln_n : tensor<32x14x14xf32>
    %s2b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b2_ln_var_eps = stablehlo.add %s2b2_ln_var, %s2b2_ln_eps : tensor<32x14x14xf32>
    %s2b2_ln_rstd = stablehlo.rsqrt %s2b2_ln_var_eps : tensor<32x14x14xf32>
    %s2b2_ln_rstd_b = stablehlo.broadcast_in_dim %s2b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_ln_xhat = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_ln_scaled = stablehlo.multiply %s2b2_ln_xhat, %s2b2_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_ln = stablehlo.add %s2b2_ln_scaled, %s2b2_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b2_fc1 = stablehlo.dot_general %s2b2_ln, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b2_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b2_fc1_1 = stablehlo.add %s2b2_fc1, %s2b2_fc1_b : tensor<32x14x14x1536xf32>
    %s2b2_act_x2 = stablehlo.multiply %s2b2_fc1_1, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b2_act_x3 = stablehlo.multiply %s2b2_act_x2, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_32 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b2_act_cx3 = stablehlo.multiply %cst_32, %s2b2_act_x3 : tensor<32x14x14x1536xf32>
    %s2b2_act_inner = stablehlo.add %s2b2_fc1_1, %s2b2_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_33 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b2_act_u = stablehlo.multiply %cst_33, %s2b2_act_inner : tensor<32x14x14x1536xf32>
    %s2b2_act_t = stablehlo.tanh %s2b2_act_u : tensor<32x14x14x1536xf32>
    %cst_34 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b2_act_hx = stablehlo.multiply %cst_34, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_35 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b2_act_1pt = stablehlo.add %cst_35, %s2b2_act_t : tensor<32x14x14x1536xf32>
    %s2b2_act = stablehlo.multiply %s2b2_act_hx, %s2b2_act_1pt : tensor<32x14x14x1536xf32>
    %s2b2_fc2 = stablehlo.dot_general %s2b2_act, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_fc2_1 = stablehlo.add %s2b2_fc2, %s2b2_fc2_b : tensor<32x14x14x384xf32>
    %s2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_gamma = stablehlo.multiply %s2b2_fc2_1, %s2b2_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.8, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_drop_path = stablehlo.multiply %s2b2_gamma, %s2b2_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b2_out = stablehlo.add %s2b1_out, %s2b2_drop_path : tensor<32x14x14x384xf32>
    %s2b3_dw = stablehlo.convolution(%s2b2_out, %stages.2.blocks.3.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_dw_1 = stablehlo.add %s2b3_dw, %s2b3_dw_b : tensor<32x14x14x384xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum = stablehlo.reduce(%s2b3_dw_1 init: %init_add_24) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b3_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b3_ln_mean = stablehlo.divide %s2b3_ln_mean_sum, %s2b3_ln_mean_n : tensor<32x14x14xf32>
    %s2b3_ln_mean_b = stablehlo.broadcast_in_dim %s2b3_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_ln_dev = stablehlo.subtract %s2b3_dw_1, %s2b3_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b3_ln_sq = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_dev : tensor<32x14x14x384xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq = stablehlo.reduce(%s2b3_ln_sq init: %init_add_25) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b3_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b3_ln_var = stablehlo.divide %s2b3_ln_ssq, %s2b3_ln_n : tensor<32x14x14xf32>
    %s2b3_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b3_ln_var_eps = stablehlo.add %s2b3_ln_var, %s2b3_ln_eps : tensor<32x14x14xf32>
    %s2b3_ln_rstd = stablehlo.rsqrt %s2b3_ln_var_eps : tensor<32x14x14xf32>
    %s2b3_ln_rstd_b = stablehlo.broadcast_in_dim %s2b3_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_ln_xhat = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_ln_scaled = stablehlo.multiply %s2b3_ln_xhat, %s2b3_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b3_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_ln = stablehlo.add %s2b3_ln_scaled, %s2b3_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b3_fc1 = stablehlo.dot_general %s2b3_ln, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b3_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b3_fc1_1 = stablehlo.add %s2b3_fc1, %s2b3_fc1_b : tensor<32x14x14x1536xf32>
    %s2b3_act_x2 = stablehlo.multiply %s2b3_fc1_1, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b3_act_x3 = stablehlo.multiply %s2b3_act_x2, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_36 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b3_act_cx3 = stablehlo.multiply %cst_36, %s2b3_act_x3 : tensor<32x14x14x1536xf32>
    %s2b3_act_inner = stablehlo.add %s2b3_fc1_1, %s2b3_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_37 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b3_act_u = stablehlo.multiply %cst_37, %s2b3_act_inner : tensor<32x14x14x1536xf32>
    %s2b3_act_t = stablehlo.tanh %s2b3_act_u : tensor<32x14x14x1536xf32>
    %cst_38 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b3_act_hx = stablehlo.multiply %cst_38, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_39 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b3_act_1pt = stablehlo.add %cst_39, %s2b3_act_t : tensor<32x14x14x1536xf32>
    %s2b3_act = stablehlo.multiply %s2b3_act_hx, %s2b3_act_1pt : tensor<32x14x14x1536xf32>
    %s2b3_fc2 = stablehlo.dot_general %s2b3_act, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_fc2_1 = stablehlo.add %s2b3_fc2, %s2b3_fc2_b : tensor<32x14x14x384xf32>
    %s2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_gamma = stablehlo.multiply %s2b3_fc2_1, %s2b3_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b3_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.9, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_drop_path = stablehlo.multiply %s2b3_gamma, %s2b3_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b3_out = stablehlo.add %s2b2_out, %s2b3_drop_path : tensor<32x14x14x384xf32>
    %s2b4_dw = stablehlo.convolution(%s2b3_out, %stages.2.blocks.4.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_dw_1 = stablehlo.add %s2b4_dw, %s2b4_dw_b : tensor<32x14x14x384xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum = stablehlo.reduce(%s2b4_dw_1 init: %init_add_26) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b4_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b4_ln_mean = stablehlo.divide %s2b4_ln_mean_sum, %s2b4_ln_mean_n : tensor<32x14x14xf32>
    %s2b4_ln_mean_b = stablehlo.broadcast_in_dim %s2b4_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_ln_dev = stablehlo.subtract %s2b4_dw_1, %s2b4_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b4_ln_sq = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_dev : tensor<32x14x14x384xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq = stablehlo.reduce(%s2b4_ln_sq init: %init_add_27) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b4_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b4_ln_var = stablehlo.divide %s2b4_ln_ssq, %s2b4_ln_n : tensor<32x14x14xf32>
    %s2b4_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b4_ln_var_eps = stablehlo.add %s2b4_ln_var, %s2b4_ln_eps : tensor<32x14x14xf32>
    %s2b4_ln_rstd = stablehlo.rsqrt %s2b4_ln_var_eps : tensor<32x14x14xf32>
    %s2b4_ln_rstd_b = stablehlo.broadcast_in_dim %s2b4_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_ln_xhat = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_ln_scaled = stablehlo.multiply %s2b4_ln_xhat, %s2b4_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b4_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_ln = stablehlo.add %s2b4_ln_scaled, %s2b4_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b4_fc1 = stablehlo.dot_general %s2b4_ln, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b4_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b4_fc1_1 = stablehlo.add %s2b4_fc1, %s2b4_fc1_b : tensor<32x14x14x1536xf32>
    %s2b4_act_x2 = stablehlo.multiply %s2b4_fc1_1, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b4_act_x3 = stablehlo.multiply %s2b4_act_x2, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_40 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b4_act_cx3 = stablehlo.multiply %cst_40, %s2b4_act_x3 : tensor<32x14x14x1536xf32>
    %s2b4_act_inner = stablehlo.add %s2b4_fc1_1, %s2b4_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_41 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b4_act_u = stablehlo.multiply %cst_41, %s2b4_act_inner : tensor<32x14x14x1536xf32>
    %s2b4_act_t = stablehlo.tanh %s2b4_act_u : tensor<32x14x14x1536xf32>
    %cst_42 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b4_act_hx = stablehlo.multiply %cst_42, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_43 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b4_act_1pt = stablehlo.add %cst_43, %s2b4_act_t : tensor<32x14x14x1536xf32>
    %s2b4_act = stablehlo.multiply %s2b4_act_hx, %s2b4_act_1pt : tensor<32x14x14x1536xf32>
    %s2b4_fc2 = stablehlo.dot_general %s2b4_act, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_fc2_1 = stablehlo.add %s2b4_fc2, %s2b4_fc2_b : tensor<32x14x14x384xf32>
    %s2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_gamma = stablehlo.multiply %s2b4_fc2_1, %s2b4_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b4_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.10, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_drop_path = stablehlo.multiply %s2b4_gamma, %s2b4_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b4_out = stablehlo.add %s2b3_out, %s2b4_drop_path : tensor<32x14x14x384xf32>
    %s2b5_dw = stablehlo.convolution(%s2b4_out, %stages.2.blocks.5.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_dw_1 = stablehlo.add %s2b5_dw, %s2b5_dw_b : tensor<32x14x14x384xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum = stablehlo.reduce(%s2b5_dw_1 init: %init_add_28) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b5_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b5_ln_mean = stablehlo.divide %s2b5_ln_mean_sum, %s2b5_ln_mean_n : tensor<32x14x14xf32>
    %s2b5_ln_mean_b = stablehlo.broadcast_in_dim %s2b5_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_ln_dev = stablehlo.subtract %s2b5_dw_1, %s2b5_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b5_ln_sq = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_dev : tensor<32x14x14x384xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq = stablehlo.reduce(%s2b5_ln_sq init: %init_add_29) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b5_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b5_ln_var = stablehlo.divide %s2b5_ln_ssq, %s2b5_ln_n : tensor<32x14x14xf32>
    %s2b5_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b5_ln_var_eps = stablehlo.add %s2b5_ln_var, %s2b5_ln_eps : tensor<32x14x14xf32>
    %s2b5_ln_rstd = stablehlo.rsqrt %s2b5_ln_var_eps : tensor<32x14x14xf32>
    %s2b5_ln_rstd_b = stablehlo.broadcast_in_dim %s2b5_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_ln_xhat = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_ln_scaled = stablehlo.multiply %s2b5_ln_xhat, %s2b5_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b5_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_ln = stablehlo.add %s2b5_ln_scaled, %s2b5_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b5_fc1 = stablehlo.dot_general %s2b5_ln, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b5_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b5_fc1_1 = stablehlo.add %s2b5_fc1, %s2b5_fc1_b : tensor<32x14x14x1536xf32>
    %s2b5_act_x2 = stablehlo.multiply %s2b5_fc1_1, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b5_act_x3 = stablehlo.multiply %s2b5_act_x2, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_44 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b5_act_cx3 = stablehlo.multiply %cst_44, %s2b5_act_x3 : tensor<32x14x14x1536xf32>
    %s2b5_act_inner = stablehlo.add %s2b5_fc1_1, %s2b5_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_45 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b5_act_u = stablehlo.multiply %cst_45, %s2b5_act_inner : tensor<32x14x14x1536xf32>
    %s2b5_act_t = stablehlo.tanh %s2b5_act_u : tensor<32x14x14x1536xf32>
    %cst_46 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b5_act_hx = stablehlo.multiply %cst_46, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_47 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b5_act_1pt = stablehlo.add %cst_47, %s2b5_act_t : tensor<32x14x14x1536xf32>
    %s2b5_act = stablehlo.multiply %s2b5_act_hx, %s2b5_act_1pt : tensor<32x14x14x1536xf32>
    %s2b5_fc2 = stablehlo.dot_general %s2b5_act, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_fc2_1 = stablehlo.add %s2b5_fc2, %s2b5_fc2_b : tensor<32x14x14x384xf32>
    %s2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_gamma = stablehlo.multiply %s2b5_fc2_1, %s2b5_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b5_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.11, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_drop_path = stablehlo.multiply %s2b5_gamma, %s2b5_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b5_out = stablehlo.add %s2b4_out, %s2b5_drop_path : tensor<32x14x14x384xf32>
    %s2b6_dw = stablehlo.convolution(%s2b5_out, %stages.2.blocks.6.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_dw_1 = stablehlo.add %s2b6_dw, %s2b6_dw_b : tensor<32x14x14x384xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_mean_sum = stablehlo.reduce(%s2b6_dw_1 init: %init_add_30) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b6_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b6_ln_mean = stablehlo.divide %s2b6_ln_mean_sum, %s2b6_ln_mean_n : tensor<32x14x14xf32>
    %s2b6_ln_mean_b = stablehlo.broadcast_in_dim %s2b6_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_ln_dev = stablehlo.subtract %s2b6_dw_1, %s2b6_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b6_ln_sq = stablehlo.multiply %s2b6_ln_dev, %s2b6_ln_dev : tensor<32x14x14x384xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_ssq = stablehlo.reduce(%s2b6_ln_sq init: %init_add_31) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b6_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b6_ln_var = stablehlo.divide %s2b6_ln_ssq, %s2b6_ln_n : tensor<32x14x14xf32>
    %s2b6_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b6_ln_var_eps = stablehlo.add %s2b6_ln_var, %s2b6_ln_eps : tensor<32x14x14xf32>
    %s2b6_ln_rstd = stablehlo.rsqrt %s2b6_ln_var_eps : tensor<32x14x14xf32>
    %s2b6_ln_rstd_b = stablehlo.broadcast_in_dim %s2b6_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_ln_xhat = stablehlo.multiply %s2b6_ln_dev, %s2b6_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b6_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_ln_scaled = stablehlo.multiply %s2b6_ln_xhat, %s2b6_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b6_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_ln = stablehlo.add %s2b6_ln_scaled, %s2b6_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b6_fc1 = stablehlo.dot_general %s2b6_ln, %stages.2.blocks.6.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b6_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b6_fc1_1 = stablehlo.add %s2b6_fc1, %s2b6_fc1_b : tensor<32x14x14x1536xf32>
    %s2b6_act_x2 = stablehlo.multiply %s2b6_fc1_1, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b6_act_x3 = stablehlo.multiply %s2b6_act_x2, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_48 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b6_act_cx3 = stablehlo.multiply %cst_48, %s2b6_act_x3 : tensor<32x14x14x1536xf32>
    %s2b6_act_inner = stablehlo.add %s2b6_fc1_1, %s2b6_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_49 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b6_act_u = stablehlo.multiply %cst_49, %s2b6_act_inner : tensor<32x14x14x1536xf32>
    %s2b6_act_t = stablehlo.tanh %s2b6_act_u : tensor<32x14x14x1536xf32>
    %cst_50 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b6_act_hx = stablehlo.multiply %cst_50, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_51 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b6_act_1pt = stablehlo.add %cst_51, %s2b6_act_t : tensor<32x14x14x1536xf32>
    %s2b6_act = stablehlo.multiply %s2b6_act_hx, %s2b6_act_1pt : tensor<32x14x14x1536xf32>
    %s2b6_fc2 = stablehlo.dot_general %s2b6_act, %stages.2.blocks.6.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_fc2_1 = stablehlo.add %s2b6_fc2, %s2b6_fc2_b : tensor<32x14x14x384xf32>
    %s2b6_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_gamma = stablehlo.multiply %s2b6_fc2_1, %s2b6_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b6_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.12, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_drop_path = stablehlo.multiply %s2b6_gamma, %s2b6_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b6_out = stablehlo.add %s2b5_out, %s2b6_drop_path : tensor<32x14x14x384xf32>
    %s2b7_dw = stablehlo.convolution(%s2b6_out, %stages.2.blocks.7.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_dw_1 = stablehlo.add %s2b7_dw, %s2b7_dw_b : tensor<32x14x14x384xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_mean_sum = stablehlo.reduce(%s2b7_dw_1 init: %init_add_32) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b7_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b7_ln_mean = stablehlo.divide %s2b7_ln_mean_sum, %s2b7_ln_mean_n : tensor<32x14x14xf32>
    %s2b7_ln_mean_b = stablehlo.broadcast_in_dim %s2b7_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_ln_dev = stablehlo.subtract %s2b7_dw_1, %s2b7_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b7_ln_sq = stablehlo.multiply %s2b7_ln_dev, %s2b7_ln_dev : tensor<32x14x14x384xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_ssq = stablehlo.reduce(%s2b7_ln_sq init: %init_add_33) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b7_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b7_ln_var = stablehlo.divide %s2b7_ln_ssq, %s2b7_ln_n : tensor<32x14x14xf32>
    %s2b7_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b7_ln_var_eps = stablehlo.add %s2b7_ln_var, %s2b7_ln_eps : tensor<32x14x14xf32>
    %s2b7_ln_rstd = stablehlo.rsqrt %s2b7_ln_var_eps : tensor<32x14x14xf32>
    %s2b7_ln_rstd_b = stablehlo.broadcast_in_dim %s2b7_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_ln_xhat = stablehlo.multiply %s2b7_ln_dev, %s2b7_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b7_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_ln_scaled = stablehlo.multiply %s2b7_ln_xhat, %s2b7_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b7_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_ln = stablehlo.add %s2b7_ln_scaled, %s2b7_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b7_fc1 = stablehlo.dot_general %s2b7_ln, %stages.2.blocks.7.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b7_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b7_fc1_1 = stablehlo.add %s2b7_fc1, %s2b7_fc1_b : tensor<32x14x14x1536xf32>
    %s2b7_act_x2 = stablehlo.multiply %s2b7_fc1_1, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b7_act_x3 = stablehlo.multiply %s2b7_act_x2, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_52 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b7_act_cx3 = stablehlo.multiply %cst_52, %s2b7_act_x3 : tensor<32x14x14x1536xf32>
    %s2b7_act_inner = stablehlo.add %s2b7_fc1_1, %s2b7_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_53 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b7_act_u = stablehlo.multiply %cst_53, %s2b7_act_inner : tensor<32x14x14x1536xf32>
    %s2b7_act_t = stablehlo.tanh %s2b7_act_u : tensor<32x14x14x1536xf32>
    %cst_54 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b7_act_hx = stablehlo.multiply %cst_54, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_55 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b7_act_1pt = stablehlo.add %cst_55, %s2b7_act_t : tensor<32x14x14x1536xf32>
    %s2b7_act = stablehlo.multiply %s2b7_act_hx, %s2b7_act_1pt : tensor<32x14x14x1536xf32>
    %s2b7_fc2 = stablehlo.dot_general %s2b7_act, %stages.2.blocks.7.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_fc2_1 = stablehlo.add %s2b7_fc2, %s2b7_fc2_b : tensor<32x14x14x384xf32>
    %s2b7_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_gamma = stablehlo.multiply %s2b7_fc2_1, %s2b7_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b7_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.13, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_drop_path = stablehlo.multiply %s2b7_gamma, %s2b7_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b7_out = stablehlo.add %s2b6_out, %s2b7_drop_path : tensor<32x14x14x384xf32>
    %s2b8_dw = stablehlo.convolution(%s2b7_out, %stages.2.blocks.8.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_dw_1 = stablehlo.add %s2b8_dw, %s2b8_dw_b : tensor<32x14x14x384xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_mean_sum = stablehlo.reduce(%s2b8_dw_1 init: %init_add_34) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b8_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b8_ln_mean = stablehlo.divide %s2b8_ln_mean_sum, %s2b8_ln_mean_n : tensor<32x14x14xf32>
    %s2b8_ln_mean_b = stablehlo.broadcast_in_dim %s2b8_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_ln_dev = stablehlo.subtract %s2b8_dw_1, %s2b8_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b8_ln_sq = stablehlo.multiply %s2b8_ln_dev, %s2b8_ln_dev : tensor<32x14x14x384xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_ssq = stablehlo.reduce(%s2b8_ln_sq init: %init_add_35) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b8_ln_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b8_ln_var = stablehlo.divide %s2b8_ln_ssq, %s2b8_ln_n : tensor<32x14x14xf32>
    %s2b8_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b8_ln_var_eps = stablehlo.add %s2b8_ln_var, %s2b8_ln_eps : tensor<32x14x14xf32>
    %s2b8_ln_rstd = stablehlo.rsqrt %s2b8_ln_var_eps : tensor<32x14x14xf32>
    %s2b8_ln_rstd_b = stablehlo.broadcast_in_dim %s2b8_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_ln_xhat = stablehlo.multiply %s2b8_ln_dev, %s2b8_ln_rstd_b : tensor<32x14x14x384xf32>
    %s2b8_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_ln_scaled = stablehlo.multiply %s2b8_ln_xhat, %s2b8_ln_weight_b : tensor<32x14x14x384xf32>
    %s2b8_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_ln = stablehlo.add %s2b8_ln_scaled, %s2b8_ln_bias_b : tensor<32x14x14x384xf32>
    %s2b8_fc1 = stablehlo.dot_general %s2b8_ln, %stages.2.blocks.8.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x1536xf32>
    %s2b8_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.mlp.fc1.bias, dims = [3] : (tensor<1536xf32>) -> tensor<32x14x14x1536xf32>
    %s2b8_fc1_1 = stablehlo.add %s2b8_fc1, %s2b8_fc1_b : tensor<32x14x14x1536xf32>
    %s2b8_act_x2 = stablehlo.multiply %s2b8_fc1_1, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %s2b8_act_x3 = stablehlo.multiply %s2b8_act_x2, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_56 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %s2b8_act_cx3 = stablehlo.multiply %cst_56, %s2b8_act_x3 : tensor<32x14x14x1536xf32>
    %s2b8_act_inner = stablehlo.add %s2b8_fc1_1, %s2b8_act_cx3 : tensor<32x14x14x1536xf32>
    %cst_57 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %s2b8_act_u = stablehlo.multiply %cst_57, %s2b8_act_inner : tensor<32x14x14x1536xf32>
    %s2b8_act_t = stablehlo.tanh %s2b8_act_u : tensor<32x14x14x1536xf32>
    %cst_58 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %s2b8_act_hx = stablehlo.multiply %cst_58, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_59 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %s2b8_act_1pt = stablehlo.add %cst_59, %s2b8_act_t : tensor<32x14x14x1536xf32>
    %s2b8_act = stablehlo.multiply %s2b8_act_hx, %s2b8_act_1pt : tensor<32x14x14x1536xf32>
    %s2b8_fc2 = stablehlo.dot_general %s2b8_act, %stages.2.blocks.8.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.mlp.fc2.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_fc2_1 = stablehlo.add %s2b8_fc2, %s2b8_fc2_b : tensor<32x14x14x384xf32>
    %s2b8_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_gamma = stablehlo.multiply %s2b8_fc2_1, %s2b8_gamma_gamma_b : tensor<32x14x14x384xf32>
    %s2b8_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.14, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_drop_path = stablehlo.multiply %s2b8_gamma, %s2b8_drop_path_mask_b : tensor<32x14x14x384xf32>
    %s2b8_out = stablehlo.add %s2b7_out, %s2b8_drop_path : tensor<32x14x14x384xf32>
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum = stablehlo.reduce(%s2b8_out init: %init_add_36) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s3_down0_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s3_down0_mean = stablehlo.divide %s3_down0_mean_sum, %s3_down0_mean_n : tensor<32x14x14xf32>
    %s3_down0_mean_b = stablehlo.broadcast_in_dim %s3_down0_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s3_down0_dev = stablehlo.subtract %s2b8_out, %s3_down0_mean_b : tensor<32x14x14x384xf32>
    %s3_down0_sq = stablehlo.multiply %s3_down0_dev, %s3_down0_dev : tensor<32x14x14x384xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq = stablehlo.reduce(%s3_down0_sq init: %init_add_37) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s3_down0_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s3_down0_var = stablehlo.divide %s3_down0_ssq, %s3_down0_n : tensor<32x14x14xf32>
    %s3_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s3_down0_var_eps = stablehlo.add %s3_down0_var, %s3_down0_eps : tensor<32x14x14xf32>
    %s3_down0_rstd = stablehlo.rsqrt %s3_down0_var_eps : tensor<32x14x14xf32>
    %s3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s3_down0_xhat = stablehlo.multiply %s3_down0_dev, %s3_down0_rstd_b : tensor<32x14x14x384xf32>
    %s3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s3_down0_scaled = stablehlo.multiply %s3_down0_xhat, %s3_down0_weight_b : tensor<32x14x14x384xf32>
    %s3_down0_bias_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s3_down0 = stablehlo.add %s3_down0_scaled, %s3_down0_bias_b : tensor<32x14x14x384xf32>
    %s3_down1 = stablehlo.convolution(%s3_down0, %stages.3.downsample.1.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<768x384x2x2xf32>) -> tensor<32x7x7x768xf32>
    %s3_down1_b = stablehlo.broadcast_in_dim %stages.3.downsample.1.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3_down1_1 = stablehlo.add %s3_down1, %s3_down1_b : tensor<32x7x7x768xf32>
    %s3b0_dw = stablehlo.convolution(%s3_down1_1, %stages.3.blocks.0.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_dw_1 = stablehlo.add %s3b0_dw, %s3b0_dw_b : tensor<32x7x7x768xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum = stablehlo.reduce(%s3b0_dw_1 init: %init_add_38) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b0_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b0_ln_mean = stablehlo.divide %s3b0_ln_mean_sum, %s3b0_ln_mean_n : tensor<32x7x7xf32>
    %s3b0_ln_mean_b = stablehlo.broadcast_in_dim %s3b0_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_ln_dev = stablehlo.subtract %s3b0_dw_1, %s3b0_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b0_ln_sq = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_dev : tensor<32x7x7x768xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq = stablehlo.reduce(%s3b0_ln_sq init: %init_add_39) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b0_ln_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b0_ln_var = stablehlo.divide %s3b0_ln_ssq, %s3b0_ln_n : tensor<32x7x7xf32>
    %s3b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b0_ln_var_eps = stablehlo.add %s3b0_ln_var, %s3b0_ln_eps : tensor<32x7x7xf32>
    %s3b0_ln_rstd = stablehlo.rsqrt %s3b0_ln_var_eps : tensor<32x7x7xf32>
    %s3b0_ln_rstd_b = stablehlo.broadcast_in_dim %s3b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_ln_xhat = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_rstd_b : tensor<32x7x7x768xf32>
    %s3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_ln_scaled = stablehlo.multiply %s3b0_ln_xhat, %s3b0_ln_weight_b : tensor<32x7x7x768xf32>
    %s3b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_ln = stablehlo.add %s3b0_ln_scaled, %s3b0_ln_bias_b : tensor<32x7x7x768xf32>
    %s3b0_fc1 = stablehlo.dot_general %s3b0_ln, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x3072xf32>
    %s3b0_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<3072xf32>) -> tensor<32x7x7x3072xf32>
    %s3b0_fc1_1 = stablehlo.add %s3b0_fc1, %s3b0_fc1_b : tensor<32x7x7x3072xf32>
    %s3b0_act_x2 = stablehlo.multiply %s3b0_fc1_1, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %s3b0_act_x3 = stablehlo.multiply %s3b0_act_x2, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_60 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %s3b0_act_cx3 = stablehlo.multiply %cst_60, %s3b0_act_x3 : tensor<32x7x7x3072xf32>
    %s3b0_act_inner = stablehlo.add %s3b0_fc1_1, %s3b0_act_cx3 : tensor<32x7x7x3072xf32>
    %cst_61 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %s3b0_act_u = stablehlo.multiply %cst_61, %s3b0_act_inner : tensor<32x7x7x3072xf32>
    %s3b0_act_t = stablehlo.tanh %s3b0_act_u : tensor<32x7x7x3072xf32>
    %cst_62 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %s3b0_act_hx = stablehlo.multiply %cst_62, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_63 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %s3b0_act_1pt = stablehlo.add %cst_63, %s3b0_act_t : tensor<32x7x7x3072xf32>
    %s3b0_act = stablehlo.multiply %s3b0_act_hx, %s3b0_act_1pt : tensor<32x7x7x3072xf32>
    %s3b0_fc2 = stablehlo.dot_general %s3b0_act, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_fc2_1 = stablehlo.add %s3b0_fc2, %s3b0_fc2_b : tensor<32x7x7x768xf32>
    %s3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_gamma = stablehlo.multiply %s3b0_fc2_1, %s3b0_gamma_gamma_b : tensor<32x7x7x768xf32>
    %s3b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.15, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_drop_path = stablehlo.multiply %s3b0_gamma, %s3b0_drop_path_mask_b : tensor<32x7x7x768xf32>
    %s3b0_out = stablehlo.add %s3_down1_1, %s3b0_drop_path : tensor<32x7x7x768xf32>
    %s3b1_dw = stablehlo.convolution(%s3b0_out, %stages.3.blocks.1.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_dw_1 = stablehlo.add %s3b1_dw, %s3b1_dw_b : tensor<32x7x7x768xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum = stablehlo.reduce(%s3b1_dw_1 init: %init_add_40) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b1_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b1_ln_mean = stablehlo.divide %s3b1_ln_mean_sum, %s3b1_ln_mean_n : tensor<32x7x7xf32>
    %s3b1_ln_mean_b = stablehlo.broadcast_in_dim %s3b1_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_ln_dev = stablehlo.subtract %s3b1_dw_1, %s3b1_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b1_ln_sq = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_dev : tensor<32x7x7x768xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq = stablehlo.reduce(%s3b1_ln_sq init: %init_add_41) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b1_ln_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b1_ln_var = stablehlo.divide %s3b1_ln_ssq, %s3b1_ln_n : tensor<32x7x7xf32>
    %s3b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b1_ln_var_eps = stablehlo.add %s3b1_ln_var, %s3b1_ln_eps : tensor<32x7x7xf32>
    %s3b1_ln_rstd = stablehlo.rsqrt %s3b1_ln_var_eps : tensor<32x7x7xf32>
    %s3b1_ln_rstd_b = stablehlo.broadcast_in_dim %s3b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_ln_xhat = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_rstd_b : tensor<32x7x7x768xf32>
    %s3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_ln_scaled = stablehlo.multiply %s3b1_ln_xhat, %s3b1_ln_weight_b : tensor<32x7x7x768xf32>
    %s3b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_ln = stablehlo.add %s3b1_ln_scaled, %s3b1_ln_bias_b : tensor<32x7x7x768xf32>
    %s3b1_fc1 = stablehlo.dot_general %s3b1_ln, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x3072xf32>
    %s3b1_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<3072xf32>) -> tensor<32x7x7x3072xf32>
    %s3b1_fc1_1 = stablehlo.add %s3b1_fc1, %s3b1_fc1_b : tensor<32x7x7x3072xf32>
    %s3b1_act_x2 = stablehlo.multiply %s3b1_fc1_1, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %s3b1_act_x3 = stablehlo.multiply %s3b1_act_x2, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_64 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %s3b1_act_cx3 = stablehlo.multiply %cst_64, %s3b1_act_x3 : tensor<32x7x7x3072xf32>
    %s3b1_act_inner = stablehlo.add %s3b1_fc1_1, %s3b1_act_cx3 : tensor<32x7x7x3072xf32>
    %cst_65 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %s3b1_act_u = stablehlo.multiply %cst_65, %s3b1_act_inner : tensor<32x7x7x3072xf32>
    %s3b1_act_t = stablehlo.tanh %s3b1_act_u : tensor<32x7x7x3072xf32>
    %cst_66 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %s3b1_act_hx = stablehlo.multiply %cst_66, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_67 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %s3b1_act_1pt = stablehlo.add %cst_67, %s3b1_act_t : tensor<32x7x7x3072xf32>
    %s3b1_act = stablehlo.multiply %s3b1_act_hx, %s3b1_act_1pt : tensor<32x7x7x3072xf32>
    %s3b1_fc2 = stablehlo.dot_general %s3b1_act, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_fc2_1 = stablehlo.add %s3b1_fc2, %s3b1_fc2_b : tensor<32x7x7x768xf32>
    %s3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_gamma = stablehlo.multiply %s3b1_fc2_1, %s3b1_gamma_gamma_b : tensor<32x7x7x768xf32>
    %s3b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.16, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_drop_path = stablehlo.multiply %s3b1_gamma, %s3b1_drop_path_mask_b : tensor<32x7x7x768xf32>
    %s3b1_out = stablehlo.add %s3b0_out, %s3b1_drop_path : tensor<32x7x7x768xf32>
    %s3b2_dw = stablehlo.convolution(%s3b1_out, %stages.3.blocks.2.conv_dw.weight) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_dw_1 = stablehlo.add %s3b2_dw, %s3b2_dw_b : tensor<32x7x7x768xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_mean_sum = stablehlo.reduce(%s3b2_dw_1 init: %init_add_42) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b2_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b2_ln_mean = stablehlo.divide %s3b2_ln_mean_sum, %s3b2_ln_mean_n : tensor<32x7x7xf32>
    %s3b2_ln_mean_b = stablehlo.broadcast_in_dim %s3b2_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_ln_dev = stablehlo.subtract %s3b2_dw_1, %s3b2_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b2_ln_sq = stablehlo.multiply %s3b2_ln_dev, %s3b2_ln_dev : tensor<32x7x7x768xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_ssq = stablehlo.reduce(%s3b2_ln_sq init: %init_add_43) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b2_ln_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b2_ln_var = stablehlo.divide %s3b2_ln_ssq, %s3b2_ln_n : tensor<32x7x7xf32>
    %s3b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b2_ln_var_eps = stablehlo.add %s3b2_ln_var, %s3b2_ln_eps : tensor<32x7x7xf32>
    %s3b2_ln_rstd = stablehlo.rsqrt %s3b2_ln_var_eps : tensor<32x7x7xf32>
    %s3b2_ln_rstd_b = stablehlo.broadcast_in_dim %s3b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_ln_xhat = stablehlo.multiply %s3b2_ln_dev, %s3b2_ln_rstd_b : tensor<32x7x7x768xf32>
    %s3b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_ln_scaled = stablehlo.multiply %s3b2_ln_xhat, %s3b2_ln_weight_b : tensor<32x7x7x768xf32>
    %s3b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_ln = stablehlo.add %s3b2_ln_scaled, %s3b2_ln_bias_b : tensor<32x7x7x768xf32>
    %s3b2_fc1 = stablehlo.dot_general %s3b2_ln, %stages.3.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x3072xf32>
    %s3b2_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<3072xf32>) -> tensor<32x7x7x3072xf32>
    %s3b2_fc1_1 = stablehlo.add %s3b2_fc1, %s3b2_fc1_b : tensor<32x7x7x3072xf32>
    %s3b2_act_x2 = stablehlo.multiply %s3b2_fc1_1, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %s3b2_act_x3 = stablehlo.multiply %s3b2_act_x2, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_68 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %s3b2_act_cx3 = stablehlo.multiply %cst_68, %s3b2_act_x3 : tensor<32x7x7x3072xf32>
    %s3b2_act_inner = stablehlo.add %s3b2_fc1_1, %s3b2_act_cx3 : tensor<32x7x7x3072xf32>
    %cst_69 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %s3b2_act_u = stablehlo.multiply %cst_69, %s3b2_act_inner : tensor<32x7x7x3072xf32>
    %s3b2_act_t = stablehlo.tanh %s3b2_act_u : tensor<32x7x7x3072xf32>
    %cst_70 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %s3b2_act_hx = stablehlo.multiply %cst_70, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_71 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %s3b2_act_1pt = stablehlo.add %cst_71, %s3b2_act_t : tensor<32x7x7x3072xf32>
    %s3b2_act = stablehlo.multiply %s3b2_act_hx, %s3b2_act_1pt : tensor<32x7x7x3072xf32>
    %s3b2_fc2 = stablehlo.dot_general %s3b2_act, %stages.3.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_fc2_1 = stablehlo.add %s3b2_fc2, %s3b2_fc2_b : tensor<32x7x7x768xf32>
    %s3b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_gamma = stablehlo.multiply %s3b2_fc2_1, %s3b2_gamma_gamma_b : tensor<32x7x7x768xf32>
    %s3b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.17, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_drop_path = stablehlo.multiply %s3b2_gamma, %s3b2_drop_path_mask_b : tensor<32x7x7x768xf32>
    %s3b2_out = stablehlo.add %s3b1_out, %s3b2_drop_path : tensor<32x7x7x768xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_pool_sum = stablehlo.reduce(%s3b2_out init: %init_add_44) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %head_pool_hw = stablehlo.constant dense<49.0> : tensor<32x768xf32>
    %head_pool = stablehlo.divide %head_pool_sum, %head_pool_hw : tensor<32x768xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum = stablehlo.reduce(%head_pool init: %init_add_45) applies stablehlo.add across dimensions = [1] : (tensor<32x768xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_mean_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %head_norm_mean = stablehlo.divide %head_norm_mean_sum, %head_norm_mean_n : tensor<32xf32>
    %head_norm_mean_b = stablehlo.broadcast_in_dim %head_norm_mean, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %head_norm_dev = stablehlo.subtract %head_pool, %head_norm_mean_b : tensor<32x768xf32>
    %head_norm_sq = stablehlo.multiply %head_norm_dev, %head_norm_dev : tensor<32x768xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq = stablehlo.reduce(%head_norm_sq init: %init_add_46) applies stablehlo.add across dimensions = [1] : (tensor<32x768xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %head_norm_var = stablehlo.divide %head_norm_ssq, %head_norm_n : tensor<32xf32>
    %head_norm_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32xf32>
    %head_norm_var_eps = stablehlo.add %head_norm_var, %head_norm_eps : tensor<32xf32>
    %head_norm_rstd = stablehlo.rsqrt %head_norm_var_eps : tensor<32xf32>
    %head_norm_rstd_b = stablehlo.broadcast_in_dim %head_norm_rstd, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %head_norm_xhat = stablehlo.multiply %head_norm_dev, %head_norm_rstd_b : tensor<32x768xf32>
    %head_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %head_norm_scaled = stablehlo.multiply %head_norm_xhat, %head_norm_weight_b : tensor<32x768xf32>
    %head_norm_bias_b = stablehlo.broadcast_in_dim %head.norm.bias, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %head_norm = stablehlo.add %head_norm_scaled, %head_norm_bias_b : tensor<32x768xf32>
    %head_fc = stablehlo.dot_general %head_norm, %head.fc.weight, contracting_dims = [1] x [1] : (tensor<32x768xf32>, tensor<1000x768xf32>) -> tensor<32x1000xf32>
    %head_fc_b = stablehlo.broadcast_in_dim %head.fc.bias, dims = [1] : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %head_fc_1 = stablehlo.add %head_fc, %head_fc_b : tensor<32x1000xf32>
    %cst_72 = stablehlo.constant dense<0.8999999761581421> : tensor<32x1000xf32>
    %ce_t_keep = stablehlo.multiply %targets, %cst_72 : tensor<32x1000xf32>
    %cst_73 = stablehlo.constant dense<9.999999747378752e-05> : tensor<32x1000xf32>
    %ce_t_smooth = stablehlo.add %ce_t_keep, %cst_73 : tensor<32x1000xf32>
    %init_maximum = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %ce_zmax = stablehlo.reduce(%head_fc_1 init: %init_maximum) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_zmax_b = stablehlo.broadcast_in_dim %ce_zmax, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_shifted = stablehlo.subtract %head_fc_1, %ce_zmax_b : tensor<32x1000xf32>
    %ce_exp = stablehlo.exponential %ce_shifted : tensor<32x1000xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_exp init: %init_add_47) applies stablehlo.add across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x1000xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x1000xf32>
    %cst_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %pad = stablehlo.pad %ce_tlogp, %cst_74, low = [0, 0], high = [0, 24], interior = [0, 0] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %reshape = stablehlo.reshape %pad : (tensor<32x1024xf32>) -> tensor<32x32x32xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %reduce = stablehlo.reduce(%reshape init: %init_add_48) applies stablehlo.add across dimensions = [2] : (tensor<32x32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %reduce_1 = stablehlo.reduce(%reduce init: %init_add_49) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%reduce_1 init: %init_add_50) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x1000xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %ce_t_smooth : tensor<32x1000xf32>
    %dce_batch = stablehlo.constant dense<32.0> : tensor<32x1000xf32>
    %dce_z = stablehlo.divide %ce_p_t, %dce_batch : tensor<32x1000xf32>
    %dhead_fc_x = stablehlo.dot_general %dce_z, %head.fc.weight, contracting_dims = [1] x [0] : (tensor<32x1000xf32>, tensor<1000x768xf32>) -> tensor<32x768xf32>
    %dhead_fc_w = stablehlo.dot_general %dce_z, %head_norm, contracting_dims = [0] x [0] : (tensor<32x1000xf32>, tensor<32x768xf32>) -> tensor<1000x768xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_fc_b = stablehlo.reduce(%dce_z init: %init_add_51) applies stablehlo.add across dimensions = [0] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %dhead_norm_dy_xhat = stablehlo.multiply %dhead_fc_x, %head_norm_xhat : tensor<32x768xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_weight = stablehlo.reduce(%dhead_norm_dy_xhat init: %init_add_52) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_bias = stablehlo.reduce(%dhead_fc_x init: %init_add_53) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %dhead_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat = stablehlo.multiply %dhead_fc_x, %dhead_norm_weight_b : tensor<32x768xf32>
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum = stablehlo.reduce(%dhead_norm_xhat init: %init_add_54) applies stablehlo.add across dimensions = [1] : (tensor<32x768xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean1_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %dhead_norm_mean1 = stablehlo.divide %dhead_norm_mean1_sum, %dhead_norm_mean1_n : tensor<32xf32>
    %dhead_norm_mean1_b = stablehlo.broadcast_in_dim %dhead_norm_mean1, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat_xhat = stablehlo.multiply %dhead_norm_xhat, %head_norm_xhat : tensor<32x768xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum = stablehlo.reduce(%dhead_norm_xhat_xhat init: %init_add_55) applies stablehlo.add across dimensions = [1] : (tensor<32x768xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean2_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %dhead_norm_mean2 = stablehlo.divide %dhead_norm_mean2_sum, %dhead_norm_mean2_n : tensor<32xf32>
    %dhead_norm_mean2_b = stablehlo.broadcast_in_dim %dhead_norm_mean2, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %dhead_norm_c1 = stablehlo.subtract %dhead_norm_xhat, %dhead_norm_mean1_b : tensor<32x768xf32>
    %dhead_norm_p2 = stablehlo.multiply %head_norm_xhat, %dhead_norm_mean2_b : tensor<32x768xf32>
    %dhead_norm_c2 = stablehlo.subtract %dhead_norm_c1, %dhead_norm_p2 : tensor<32x768xf32>
    %dhead_norm_rstd_b = stablehlo.broadcast_in_dim %head_norm_rstd, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %dhead_norm_x = stablehlo.multiply %dhead_norm_rstd_b, %dhead_norm_c2 : tensor<32x768xf32>
    %dhead_pool_hw = stablehlo.constant dense<49.0> : tensor<32x768xf32>
    %dhead_pool_scaled = stablehlo.divide %dhead_norm_x, %dhead_pool_hw : tensor<32x768xf32>
    %dhead_pool_x = stablehlo.broadcast_in_dim %dhead_pool_scaled, dims = [0, 3] : (tensor<32x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.17, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_drop_path = stablehlo.multiply %dhead_pool_x, %ds3b2_drop_path_mask_b : tensor<32x7x7x768xf32>
    %ds3b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_gamma_x = stablehlo.multiply %ds3b2_drop_path, %ds3b2_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b2_gamma_dy_x = stablehlo.multiply %ds3b2_drop_path, %s3b2_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma = stablehlo.reduce(%ds3b2_gamma_dy_x init: %init_add_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_fc2_x = stablehlo.dot_general %ds3b2_gamma_x, %stages.3.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b2_fc2_w = stablehlo.dot_general %ds3b2_gamma_x, %s3b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b = stablehlo.reduce(%ds3b2_gamma_x init: %init_add_57) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_75 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_76 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b2_act_1pt = stablehlo.add %cst_75, %s3b2_act_t : tensor<32x7x7x3072xf32>
    %ds3b2_act_1mt = stablehlo.subtract %cst_75, %s3b2_act_t : tensor<32x7x7x3072xf32>
    %ds3b2_act_sech2 = stablehlo.multiply %ds3b2_act_1mt, %ds3b2_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b2_act_x2 = stablehlo.multiply %s3b2_fc1_1, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_77 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b2_act_3cx2 = stablehlo.multiply %cst_77, %ds3b2_act_x2 : tensor<32x7x7x3072xf32>
    %ds3b2_act_poly = stablehlo.add %cst_75, %ds3b2_act_3cx2 : tensor<32x7x7x3072xf32>
    %cst_78 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b2_act_du = stablehlo.multiply %cst_78, %ds3b2_act_poly : tensor<32x7x7x3072xf32>
    %ds3b2_act_hx = stablehlo.multiply %cst_76, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b2_act_hxs = stablehlo.multiply %ds3b2_act_hx, %ds3b2_act_sech2 : tensor<32x7x7x3072xf32>
    %ds3b2_act_cdf = stablehlo.multiply %cst_76, %ds3b2_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b2_act_xpdf = stablehlo.multiply %ds3b2_act_hxs, %ds3b2_act_du : tensor<32x7x7x3072xf32>
    %ds3b2_act_slope = stablehlo.add %ds3b2_act_cdf, %ds3b2_act_xpdf : tensor<32x7x7x3072xf32>
    %ds3b2_act_x = stablehlo.multiply %ds3b2_fc2_x, %ds3b2_act_slope : tensor<32x7x7x3072xf32>
    %ds3b2_fc1_x = stablehlo.dot_general %ds3b2_act_x, %stages.3.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_fc1_w = stablehlo.dot_general %ds3b2_act_x, %s3b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b = stablehlo.reduce(%ds3b2_act_x init: %init_add_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b2_ln_dy_xhat = stablehlo.multiply %ds3b2_fc1_x, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight = stablehlo.reduce(%ds3b2_ln_dy_xhat init: %init_add_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias = stablehlo.reduce(%ds3b2_fc1_x init: %init_add_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat = stablehlo.multiply %ds3b2_fc1_x, %ds3b2_ln_weight_b : tensor<32x7x7x768xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean1_sum = stablehlo.reduce(%ds3b2_ln_xhat init: %init_add_61) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b2_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b2_ln_mean1 = stablehlo.divide %ds3b2_ln_mean1_sum, %ds3b2_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat_xhat = stablehlo.multiply %ds3b2_ln_xhat, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean2_sum = stablehlo.reduce(%ds3b2_ln_xhat_xhat init: %init_add_62) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b2_ln_mean2_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b2_ln_mean2 = stablehlo.divide %ds3b2_ln_mean2_sum, %ds3b2_ln_mean2_n : tensor<32x7x7xf32>
    %ds3b2_ln_mean2_b = stablehlo.broadcast_in_dim %ds3b2_ln_mean2, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_c1 = stablehlo.subtract %ds3b2_ln_xhat, %ds3b2_ln_mean1_b : tensor<32x7x7x768xf32>
    %ds3b2_ln_p2 = stablehlo.multiply %s3b2_ln_xhat, %ds3b2_ln_mean2_b : tensor<32x7x7x768xf32>
    %ds3b2_ln_c2 = stablehlo.subtract %ds3b2_ln_c1, %ds3b2_ln_p2 : tensor<32x7x7x768xf32>
    %ds3b2_ln_rstd_b = stablehlo.broadcast_in_dim %s3b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_x = stablehlo.multiply %ds3b2_ln_rstd_b, %ds3b2_ln_c2 : tensor<32x7x7x768xf32>
    %s3b2_dw_w_rev = stablehlo.reverse %stages.3.blocks.2.conv_dw.weight, dims = [2, 3] : tensor<768x1x7x7xf32>
    %ds3b2_dw_x = stablehlo.convolution(%ds3b2_ln_x, %s3b2_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_dw_w = stablehlo.convolution(%s3b1_out, %ds3b2_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x768xf32>, tensor<32x7x7x768xf32>) -> tensor<768x1x7x7xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b = stablehlo.reduce(%ds3b2_ln_x init: %init_add_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_in = stablehlo.add %dhead_pool_x, %ds3b2_dw_x : tensor<32x7x7x768xf32>
    %ds3b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.16, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_drop_path = stablehlo.multiply %ds3b2_in, %ds3b1_drop_path_mask_b : tensor<32x7x7x768xf32>
    %ds3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_gamma_x = stablehlo.multiply %ds3b1_drop_path, %ds3b1_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b1_gamma_dy_x = stablehlo.multiply %ds3b1_drop_path, %s3b1_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma = stablehlo.reduce(%ds3b1_gamma_dy_x init: %init_add_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_fc2_x = stablehlo.dot_general %ds3b1_gamma_x, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b1_fc2_w = stablehlo.dot_general %ds3b1_gamma_x, %s3b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b = stablehlo.reduce(%ds3b1_gamma_x init: %init_add_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_79 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_80 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b1_act_1pt = stablehlo.add %cst_79, %s3b1_act_t : tensor<32x7x7x3072xf32>
    %ds3b1_act_1mt = stablehlo.subtract %cst_79, %s3b1_act_t : tensor<32x7x7x3072xf32>
    %ds3b1_act_sech2 = stablehlo.multiply %ds3b1_act_1mt, %ds3b1_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b1_act_x2 = stablehlo.multiply %s3b1_fc1_1, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_81 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b1_act_3cx2 = stablehlo.multiply %cst_81, %ds3b1_act_x2 : tensor<32x7x7x3072xf32>
    %ds3b1_act_poly = stablehlo.add %cst_79, %ds3b1_act_3cx2 : tensor<32x7x7x3072xf32>
    %cst_82 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b1_act_du = stablehlo.multiply %cst_82, %ds3b1_act_poly : tensor<32x7x7x3072xf32>
    %ds3b1_act_hx = stablehlo.multiply %cst_80, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b1_act_hxs = stablehlo.multiply %ds3b1_act_hx, %ds3b1_act_sech2 : tensor<32x7x7x3072xf32>
    %ds3b1_act_cdf = stablehlo.multiply %cst_80, %ds3b1_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b1_act_xpdf = stablehlo.multiply %ds3b1_act_hxs, %ds3b1_act_du : tensor<32x7x7x3072xf32>
    %ds3b1_act_slope = stablehlo.add %ds3b1_act_cdf, %ds3b1_act_xpdf : tensor<32x7x7x3072xf32>
    %ds3b1_act_x = stablehlo.multiply %ds3b1_fc2_x, %ds3b1_act_slope : tensor<32x7x7x3072xf32>
    %ds3b1_fc1_x = stablehlo.dot_general %ds3b1_act_x, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_fc1_w = stablehlo.dot_general %ds3b1_act_x, %s3b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b = stablehlo.reduce(%ds3b1_act_x init: %init_add_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b1_ln_dy_xhat = stablehlo.multiply %ds3b1_fc1_x, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight = stablehlo.reduce(%ds3b1_ln_dy_xhat init: %init_add_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias = stablehlo.reduce(%ds3b1_fc1_x init: %init_add_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat = stablehlo.multiply %ds3b1_fc1_x, %ds3b1_ln_weight_b : tensor<32x7x7x768xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum = stablehlo.reduce(%ds3b1_ln_xhat init: %init_add_69) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b1_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b1_ln_mean1 = stablehlo.divide %ds3b1_ln_mean1_sum, %ds3b1_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat_xhat = stablehlo.multiply %ds3b1_ln_xhat, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum = stablehlo.reduce(%ds3b1_ln_xhat_xhat init: %init_add_70) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b1_ln_mean2_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b1_ln_mean2 = stablehlo.divide %ds3b1_ln_mean2_sum, %ds3b1_ln_mean2_n : tensor<32x7x7xf32>
    %ds3b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_c1 = stablehlo.subtract %ds3b1_ln_xhat, %ds3b1_ln_mean1_b : tensor<32x7x7x768xf32>
    %ds3b1_ln_p2 = stablehlo.multiply %s3b1_ln_xhat, %ds3b1_ln_mean2_b : tensor<32x7x7x768xf32>
    %ds3b1_ln_c2 = stablehlo.subtract %ds3b1_ln_c1, %ds3b1_ln_p2 : tensor<32x7x7x768xf32>
    %ds3b1_ln_rstd_b = stablehlo.broadcast_in_dim %s3b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_x = stablehlo.multiply %ds3b1_ln_rstd_b, %ds3b1_ln_c2 : tensor<32x7x7x768xf32>
    %s3b1_dw_w_rev = stablehlo.reverse %stages.3.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<768x1x7x7xf32>
    %ds3b1_dw_x = stablehlo.convolution(%ds3b1_ln_x, %s3b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_dw_w = stablehlo.convolution(%s3b0_out, %ds3b1_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x768xf32>, tensor<32x7x7x768xf32>) -> tensor<768x1x7x7xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b = stablehlo.reduce(%ds3b1_ln_x init: %init_add_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_in = stablehlo.add %ds3b2_in, %ds3b1_dw_x : tensor<32x7x7x768xf32>
    %ds3b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.15, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_drop_path = stablehlo.multiply %ds3b1_in, %ds3b0_drop_path_mask_b : tensor<32x7x7x768xf32>
    %ds3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_gamma_x = stablehlo.multiply %ds3b0_drop_path, %ds3b0_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b0_gamma_dy_x = stablehlo.multiply %ds3b0_drop_path, %s3b0_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma = stablehlo.reduce(%ds3b0_gamma_dy_x init: %init_add_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_fc2_x = stablehlo.dot_general %ds3b0_gamma_x, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b0_fc2_w = stablehlo.dot_general %ds3b0_gamma_x, %s3b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b = stablehlo.reduce(%ds3b0_gamma_x init: %init_add_73) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_83 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_84 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b0_act_1pt = stablehlo.add %cst_83, %s3b0_act_t : tensor<32x7x7x3072xf32>
    %ds3b0_act_1mt = stablehlo.subtract %cst_83, %s3b0_act_t : tensor<32x7x7x3072xf32>
    %ds3b0_act_sech2 = stablehlo.multiply %ds3b0_act_1mt, %ds3b0_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b0_act_x2 = stablehlo.multiply %s3b0_fc1_1, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %cst_85 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b0_act_3cx2 = stablehlo.multiply %cst_85, %ds3b0_act_x2 : tensor<32x7x7x3072xf32>
    %ds3b0_act_poly = stablehlo.add %cst_83, %ds3b0_act_3cx2 : tensor<32x7x7x3072xf32>
    %cst_86 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b0_act_du = stablehlo.multiply %cst_86, %ds3b0_act_poly : tensor<32x7x7x3072xf32>
    %ds3b0_act_hx = stablehlo.multiply %cst_84, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b0_act_hxs = stablehlo.multiply %ds3b0_act_hx, %ds3b0_act_sech2 : tensor<32x7x7x3072xf32>
    %ds3b0_act_cdf = stablehlo.multiply %cst_84, %ds3b0_act_1pt : tensor<32x7x7x3072xf32>
    %ds3b0_act_xpdf = stablehlo.multiply %ds3b0_act_hxs, %ds3b0_act_du : tensor<32x7x7x3072xf32>
    %ds3b0_act_slope = stablehlo.add %ds3b0_act_cdf, %ds3b0_act_xpdf : tensor<32x7x7x3072xf32>
    %ds3b0_act_x = stablehlo.multiply %ds3b0_fc2_x, %ds3b0_act_slope : tensor<32x7x7x3072xf32>
    %ds3b0_fc1_x = stablehlo.dot_general %ds3b0_act_x, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_fc1_w = stablehlo.dot_general %ds3b0_act_x, %s3b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b = stablehlo.reduce(%ds3b0_act_x init: %init_add_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b0_ln_dy_xhat = stablehlo.multiply %ds3b0_fc1_x, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight = stablehlo.reduce(%ds3b0_ln_dy_xhat init: %init_add_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias = stablehlo.reduce(%ds3b0_fc1_x init: %init_add_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat = stablehlo.multiply %ds3b0_fc1_x, %ds3b0_ln_weight_b : tensor<32x7x7x768xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum = stablehlo.reduce(%ds3b0_ln_xhat init: %init_add_77) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b0_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b0_ln_mean1 = stablehlo.divide %ds3b0_ln_mean1_sum, %ds3b0_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat_xhat = stablehlo.multiply %ds3b0_ln_xhat, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum = stablehlo.reduce(%ds3b0_ln_xhat_xhat init: %init_add_78) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b0_ln_mean2_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b0_ln_mean2 = stablehlo.divide %ds3b0_ln_mean2_sum, %ds3b0_ln_mean2_n : tensor<32x7x7xf32>
    %ds3b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_c1 = stablehlo.subtract %ds3b0_ln_xhat, %ds3b0_ln_mean1_b : tensor<32x7x7x768xf32>
    %ds3b0_ln_p2 = stablehlo.multiply %s3b0_ln_xhat, %ds3b0_ln_mean2_b : tensor<32x7x7x768xf32>
    %ds3b0_ln_c2 = stablehlo.subtract %ds3b0_ln_c1, %ds3b0_ln_p2 : tensor<32x7x7x768xf32>
    %ds3b0_ln_rstd_b = stablehlo.broadcast_in_dim %s3b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_x = stablehlo.multiply %ds3b0_ln_rstd_b, %ds3b0_ln_c2 : tensor<32x7x7x768xf32>
    %s3b0_dw_w_rev = stablehlo.reverse %stages.3.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<768x1x7x7xf32>
    %ds3b0_dw_x = stablehlo.convolution(%ds3b0_ln_x, %s3b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_dw_w = stablehlo.convolution(%s3_down1_1, %ds3b0_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<32x7x7x768xf32>, tensor<32x7x7x768xf32>) -> tensor<768x1x7x7xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b = stablehlo.reduce(%ds3b0_ln_x init: %init_add_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_in = stablehlo.add %ds3b1_in, %ds3b0_dw_x : tensor<32x7x7x768xf32>
    %ds3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x14x14x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_w = stablehlo.dot_general %ds3b0_in, %ds3_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x7x7x768xf32>, tensor<32x7x2x7x2x384xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_w_1 = stablehlo.transpose %ds3_down1_w, dims = [0, 3, 1, 2] : (tensor<768x2x2x384xf32>) -> tensor<768x384x2x2xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b = stablehlo.reduce(%ds3b0_in init: %init_add_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %s3_down1_w_ohwi = stablehlo.transpose %stages.3.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<768x384x2x2xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_x = stablehlo.dot_general %ds3b0_in, %s3_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x2x2x384xf32>) -> tensor<32x7x7x2x2x384xf32>
    %ds3_down1_x_1 = stablehlo.transpose %ds3_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x7x7x2x2x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_x_2 = stablehlo.reshape %ds3_down1_x_1 : (tensor<32x7x2x7x2x384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_dy_xhat = stablehlo.multiply %ds3_down1_x_2, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight = stablehlo.reduce(%ds3_down0_dy_xhat init: %init_add_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias = stablehlo.reduce(%ds3_down1_x_2 init: %init_add_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat = stablehlo.multiply %ds3_down1_x_2, %ds3_down0_weight_b : tensor<32x14x14x384xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum = stablehlo.reduce(%ds3_down0_xhat init: %init_add_83) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds3_down0_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds3_down0_mean1 = stablehlo.divide %ds3_down0_mean1_sum, %ds3_down0_mean1_n : tensor<32x14x14xf32>
    %ds3_down0_mean1_b = stablehlo.broadcast_in_dim %ds3_down0_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat_xhat = stablehlo.multiply %ds3_down0_xhat, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum = stablehlo.reduce(%ds3_down0_xhat_xhat init: %init_add_84) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds3_down0_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds3_down0_mean2 = stablehlo.divide %ds3_down0_mean2_sum, %ds3_down0_mean2_n : tensor<32x14x14xf32>
    %ds3_down0_mean2_b = stablehlo.broadcast_in_dim %ds3_down0_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_c1 = stablehlo.subtract %ds3_down0_xhat, %ds3_down0_mean1_b : tensor<32x14x14x384xf32>
    %ds3_down0_p2 = stablehlo.multiply %s3_down0_xhat, %ds3_down0_mean2_b : tensor<32x14x14x384xf32>
    %ds3_down0_c2 = stablehlo.subtract %ds3_down0_c1, %ds3_down0_p2 : tensor<32x14x14x384xf32>
    %ds3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_x = stablehlo.multiply %ds3_down0_rstd_b, %ds3_down0_c2 : tensor<32x14x14x384xf32>
    %ds2b8_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.14, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_drop_path = stablehlo.multiply %ds3_down0_x, %ds2b8_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b8_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_gamma_x = stablehlo.multiply %ds2b8_drop_path, %ds2b8_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b8_gamma_dy_x = stablehlo.multiply %ds2b8_drop_path, %s2b8_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma = stablehlo.reduce(%ds2b8_gamma_dy_x init: %init_add_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_fc2_x = stablehlo.dot_general %ds2b8_gamma_x, %stages.2.blocks.8.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b8_fc2_w = stablehlo.dot_general %ds2b8_gamma_x, %s2b8_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b = stablehlo.reduce(%ds2b8_gamma_x init: %init_add_86) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_87 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_88 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b8_act_1pt = stablehlo.add %cst_87, %s2b8_act_t : tensor<32x14x14x1536xf32>
    %ds2b8_act_1mt = stablehlo.subtract %cst_87, %s2b8_act_t : tensor<32x14x14x1536xf32>
    %ds2b8_act_sech2 = stablehlo.multiply %ds2b8_act_1mt, %ds2b8_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b8_act_x2 = stablehlo.multiply %s2b8_fc1_1, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_89 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b8_act_3cx2 = stablehlo.multiply %cst_89, %ds2b8_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b8_act_poly = stablehlo.add %cst_87, %ds2b8_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_90 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b8_act_du = stablehlo.multiply %cst_90, %ds2b8_act_poly : tensor<32x14x14x1536xf32>
    %ds2b8_act_hx = stablehlo.multiply %cst_88, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b8_act_hxs = stablehlo.multiply %ds2b8_act_hx, %ds2b8_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b8_act_cdf = stablehlo.multiply %cst_88, %ds2b8_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b8_act_xpdf = stablehlo.multiply %ds2b8_act_hxs, %ds2b8_act_du : tensor<32x14x14x1536xf32>
    %ds2b8_act_slope = stablehlo.add %ds2b8_act_cdf, %ds2b8_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b8_act_x = stablehlo.multiply %ds2b8_fc2_x, %ds2b8_act_slope : tensor<32x14x14x1536xf32>
    %ds2b8_fc1_x = stablehlo.dot_general %ds2b8_act_x, %stages.2.blocks.8.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_fc1_w = stablehlo.dot_general %ds2b8_act_x, %s2b8_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b = stablehlo.reduce(%ds2b8_act_x init: %init_add_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b8_ln_dy_xhat = stablehlo.multiply %ds2b8_fc1_x, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight = stablehlo.reduce(%ds2b8_ln_dy_xhat init: %init_add_88) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias = stablehlo.reduce(%ds2b8_fc1_x init: %init_add_89) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat = stablehlo.multiply %ds2b8_fc1_x, %ds2b8_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean1_sum = stablehlo.reduce(%ds2b8_ln_xhat init: %init_add_90) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b8_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b8_ln_mean1 = stablehlo.divide %ds2b8_ln_mean1_sum, %ds2b8_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b8_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b8_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat_xhat = stablehlo.multiply %ds2b8_ln_xhat, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean2_sum = stablehlo.reduce(%ds2b8_ln_xhat_xhat init: %init_add_91) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b8_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b8_ln_mean2 = stablehlo.divide %ds2b8_ln_mean2_sum, %ds2b8_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b8_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b8_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_c1 = stablehlo.subtract %ds2b8_ln_xhat, %ds2b8_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b8_ln_p2 = stablehlo.multiply %s2b8_ln_xhat, %ds2b8_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b8_ln_c2 = stablehlo.subtract %ds2b8_ln_c1, %ds2b8_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b8_ln_rstd_b = stablehlo.broadcast_in_dim %s2b8_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_x = stablehlo.multiply %ds2b8_ln_rstd_b, %ds2b8_ln_c2 : tensor<32x14x14x384xf32>
    %s2b8_dw_w_rev = stablehlo.reverse %stages.2.blocks.8.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b8_dw_x = stablehlo.convolution(%ds2b8_ln_x, %s2b8_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_dw_w = stablehlo.convolution(%s2b7_out, %ds2b8_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b = stablehlo.reduce(%ds2b8_ln_x init: %init_add_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_in = stablehlo.add %ds3_down0_x, %ds2b8_dw_x : tensor<32x14x14x384xf32>
    %ds2b7_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.13, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_drop_path = stablehlo.multiply %ds2b8_in, %ds2b7_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b7_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_gamma_x = stablehlo.multiply %ds2b7_drop_path, %ds2b7_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b7_gamma_dy_x = stablehlo.multiply %ds2b7_drop_path, %s2b7_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma = stablehlo.reduce(%ds2b7_gamma_dy_x init: %init_add_93) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_fc2_x = stablehlo.dot_general %ds2b7_gamma_x, %stages.2.blocks.7.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b7_fc2_w = stablehlo.dot_general %ds2b7_gamma_x, %s2b7_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b = stablehlo.reduce(%ds2b7_gamma_x init: %init_add_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_91 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_92 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b7_act_1pt = stablehlo.add %cst_91, %s2b7_act_t : tensor<32x14x14x1536xf32>
    %ds2b7_act_1mt = stablehlo.subtract %cst_91, %s2b7_act_t : tensor<32x14x14x1536xf32>
    %ds2b7_act_sech2 = stablehlo.multiply %ds2b7_act_1mt, %ds2b7_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b7_act_x2 = stablehlo.multiply %s2b7_fc1_1, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_93 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b7_act_3cx2 = stablehlo.multiply %cst_93, %ds2b7_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b7_act_poly = stablehlo.add %cst_91, %ds2b7_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_94 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b7_act_du = stablehlo.multiply %cst_94, %ds2b7_act_poly : tensor<32x14x14x1536xf32>
    %ds2b7_act_hx = stablehlo.multiply %cst_92, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b7_act_hxs = stablehlo.multiply %ds2b7_act_hx, %ds2b7_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b7_act_cdf = stablehlo.multiply %cst_92, %ds2b7_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b7_act_xpdf = stablehlo.multiply %ds2b7_act_hxs, %ds2b7_act_du : tensor<32x14x14x1536xf32>
    %ds2b7_act_slope = stablehlo.add %ds2b7_act_cdf, %ds2b7_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b7_act_x = stablehlo.multiply %ds2b7_fc2_x, %ds2b7_act_slope : tensor<32x14x14x1536xf32>
    %ds2b7_fc1_x = stablehlo.dot_general %ds2b7_act_x, %stages.2.blocks.7.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_fc1_w = stablehlo.dot_general %ds2b7_act_x, %s2b7_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b = stablehlo.reduce(%ds2b7_act_x init: %init_add_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b7_ln_dy_xhat = stablehlo.multiply %ds2b7_fc1_x, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight = stablehlo.reduce(%ds2b7_ln_dy_xhat init: %init_add_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias = stablehlo.reduce(%ds2b7_fc1_x init: %init_add_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat = stablehlo.multiply %ds2b7_fc1_x, %ds2b7_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean1_sum = stablehlo.reduce(%ds2b7_ln_xhat init: %init_add_98) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b7_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b7_ln_mean1 = stablehlo.divide %ds2b7_ln_mean1_sum, %ds2b7_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b7_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b7_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat_xhat = stablehlo.multiply %ds2b7_ln_xhat, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean2_sum = stablehlo.reduce(%ds2b7_ln_xhat_xhat init: %init_add_99) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b7_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b7_ln_mean2 = stablehlo.divide %ds2b7_ln_mean2_sum, %ds2b7_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b7_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b7_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_c1 = stablehlo.subtract %ds2b7_ln_xhat, %ds2b7_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b7_ln_p2 = stablehlo.multiply %s2b7_ln_xhat, %ds2b7_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b7_ln_c2 = stablehlo.subtract %ds2b7_ln_c1, %ds2b7_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b7_ln_rstd_b = stablehlo.broadcast_in_dim %s2b7_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_x = stablehlo.multiply %ds2b7_ln_rstd_b, %ds2b7_ln_c2 : tensor<32x14x14x384xf32>
    %s2b7_dw_w_rev = stablehlo.reverse %stages.2.blocks.7.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b7_dw_x = stablehlo.convolution(%ds2b7_ln_x, %s2b7_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_dw_w = stablehlo.convolution(%s2b6_out, %ds2b7_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b = stablehlo.reduce(%ds2b7_ln_x init: %init_add_100) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_in = stablehlo.add %ds2b8_in, %ds2b7_dw_x : tensor<32x14x14x384xf32>
    %ds2b6_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.12, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_drop_path = stablehlo.multiply %ds2b7_in, %ds2b6_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b6_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_gamma_x = stablehlo.multiply %ds2b6_drop_path, %ds2b6_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b6_gamma_dy_x = stablehlo.multiply %ds2b6_drop_path, %s2b6_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma = stablehlo.reduce(%ds2b6_gamma_dy_x init: %init_add_101) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_fc2_x = stablehlo.dot_general %ds2b6_gamma_x, %stages.2.blocks.6.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b6_fc2_w = stablehlo.dot_general %ds2b6_gamma_x, %s2b6_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b = stablehlo.reduce(%ds2b6_gamma_x init: %init_add_102) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_95 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_96 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b6_act_1pt = stablehlo.add %cst_95, %s2b6_act_t : tensor<32x14x14x1536xf32>
    %ds2b6_act_1mt = stablehlo.subtract %cst_95, %s2b6_act_t : tensor<32x14x14x1536xf32>
    %ds2b6_act_sech2 = stablehlo.multiply %ds2b6_act_1mt, %ds2b6_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b6_act_x2 = stablehlo.multiply %s2b6_fc1_1, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_97 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b6_act_3cx2 = stablehlo.multiply %cst_97, %ds2b6_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b6_act_poly = stablehlo.add %cst_95, %ds2b6_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_98 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b6_act_du = stablehlo.multiply %cst_98, %ds2b6_act_poly : tensor<32x14x14x1536xf32>
    %ds2b6_act_hx = stablehlo.multiply %cst_96, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b6_act_hxs = stablehlo.multiply %ds2b6_act_hx, %ds2b6_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b6_act_cdf = stablehlo.multiply %cst_96, %ds2b6_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b6_act_xpdf = stablehlo.multiply %ds2b6_act_hxs, %ds2b6_act_du : tensor<32x14x14x1536xf32>
    %ds2b6_act_slope = stablehlo.add %ds2b6_act_cdf, %ds2b6_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b6_act_x = stablehlo.multiply %ds2b6_fc2_x, %ds2b6_act_slope : tensor<32x14x14x1536xf32>
    %ds2b6_fc1_x = stablehlo.dot_general %ds2b6_act_x, %stages.2.blocks.6.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_fc1_w = stablehlo.dot_general %ds2b6_act_x, %s2b6_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b = stablehlo.reduce(%ds2b6_act_x init: %init_add_103) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b6_ln_dy_xhat = stablehlo.multiply %ds2b6_fc1_x, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight = stablehlo.reduce(%ds2b6_ln_dy_xhat init: %init_add_104) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias = stablehlo.reduce(%ds2b6_fc1_x init: %init_add_105) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat = stablehlo.multiply %ds2b6_fc1_x, %ds2b6_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean1_sum = stablehlo.reduce(%ds2b6_ln_xhat init: %init_add_106) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b6_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b6_ln_mean1 = stablehlo.divide %ds2b6_ln_mean1_sum, %ds2b6_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b6_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b6_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat_xhat = stablehlo.multiply %ds2b6_ln_xhat, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean2_sum = stablehlo.reduce(%ds2b6_ln_xhat_xhat init: %init_add_107) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b6_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b6_ln_mean2 = stablehlo.divide %ds2b6_ln_mean2_sum, %ds2b6_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b6_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b6_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_c1 = stablehlo.subtract %ds2b6_ln_xhat, %ds2b6_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b6_ln_p2 = stablehlo.multiply %s2b6_ln_xhat, %ds2b6_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b6_ln_c2 = stablehlo.subtract %ds2b6_ln_c1, %ds2b6_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b6_ln_rstd_b = stablehlo.broadcast_in_dim %s2b6_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_x = stablehlo.multiply %ds2b6_ln_rstd_b, %ds2b6_ln_c2 : tensor<32x14x14x384xf32>
    %s2b6_dw_w_rev = stablehlo.reverse %stages.2.blocks.6.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b6_dw_x = stablehlo.convolution(%ds2b6_ln_x, %s2b6_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_dw_w = stablehlo.convolution(%s2b5_out, %ds2b6_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b = stablehlo.reduce(%ds2b6_ln_x init: %init_add_108) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_in = stablehlo.add %ds2b7_in, %ds2b6_dw_x : tensor<32x14x14x384xf32>
    %ds2b5_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.11, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_drop_path = stablehlo.multiply %ds2b6_in, %ds2b5_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_gamma_x = stablehlo.multiply %ds2b5_drop_path, %ds2b5_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b5_gamma_dy_x = stablehlo.multiply %ds2b5_drop_path, %s2b5_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma = stablehlo.reduce(%ds2b5_gamma_dy_x init: %init_add_109) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_fc2_x = stablehlo.dot_general %ds2b5_gamma_x, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b5_fc2_w = stablehlo.dot_general %ds2b5_gamma_x, %s2b5_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b = stablehlo.reduce(%ds2b5_gamma_x init: %init_add_110) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_99 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_100 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b5_act_1pt = stablehlo.add %cst_99, %s2b5_act_t : tensor<32x14x14x1536xf32>
    %ds2b5_act_1mt = stablehlo.subtract %cst_99, %s2b5_act_t : tensor<32x14x14x1536xf32>
    %ds2b5_act_sech2 = stablehlo.multiply %ds2b5_act_1mt, %ds2b5_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b5_act_x2 = stablehlo.multiply %s2b5_fc1_1, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_101 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b5_act_3cx2 = stablehlo.multiply %cst_101, %ds2b5_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b5_act_poly = stablehlo.add %cst_99, %ds2b5_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_102 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b5_act_du = stablehlo.multiply %cst_102, %ds2b5_act_poly : tensor<32x14x14x1536xf32>
    %ds2b5_act_hx = stablehlo.multiply %cst_100, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b5_act_hxs = stablehlo.multiply %ds2b5_act_hx, %ds2b5_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b5_act_cdf = stablehlo.multiply %cst_100, %ds2b5_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b5_act_xpdf = stablehlo.multiply %ds2b5_act_hxs, %ds2b5_act_du : tensor<32x14x14x1536xf32>
    %ds2b5_act_slope = stablehlo.add %ds2b5_act_cdf, %ds2b5_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b5_act_x = stablehlo.multiply %ds2b5_fc2_x, %ds2b5_act_slope : tensor<32x14x14x1536xf32>
    %ds2b5_fc1_x = stablehlo.dot_general %ds2b5_act_x, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_fc1_w = stablehlo.dot_general %ds2b5_act_x, %s2b5_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b = stablehlo.reduce(%ds2b5_act_x init: %init_add_111) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b5_ln_dy_xhat = stablehlo.multiply %ds2b5_fc1_x, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight = stablehlo.reduce(%ds2b5_ln_dy_xhat init: %init_add_112) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias = stablehlo.reduce(%ds2b5_fc1_x init: %init_add_113) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat = stablehlo.multiply %ds2b5_fc1_x, %ds2b5_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum = stablehlo.reduce(%ds2b5_ln_xhat init: %init_add_114) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b5_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b5_ln_mean1 = stablehlo.divide %ds2b5_ln_mean1_sum, %ds2b5_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b5_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat_xhat = stablehlo.multiply %ds2b5_ln_xhat, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum = stablehlo.reduce(%ds2b5_ln_xhat_xhat init: %init_add_115) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b5_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b5_ln_mean2 = stablehlo.divide %ds2b5_ln_mean2_sum, %ds2b5_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b5_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_c1 = stablehlo.subtract %ds2b5_ln_xhat, %ds2b5_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b5_ln_p2 = stablehlo.multiply %s2b5_ln_xhat, %ds2b5_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b5_ln_c2 = stablehlo.subtract %ds2b5_ln_c1, %ds2b5_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b5_ln_rstd_b = stablehlo.broadcast_in_dim %s2b5_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_x = stablehlo.multiply %ds2b5_ln_rstd_b, %ds2b5_ln_c2 : tensor<32x14x14x384xf32>
    %s2b5_dw_w_rev = stablehlo.reverse %stages.2.blocks.5.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b5_dw_x = stablehlo.convolution(%ds2b5_ln_x, %s2b5_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_dw_w = stablehlo.convolution(%s2b4_out, %ds2b5_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b = stablehlo.reduce(%ds2b5_ln_x init: %init_add_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_in = stablehlo.add %ds2b6_in, %ds2b5_dw_x : tensor<32x14x14x384xf32>
    %ds2b4_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.10, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_drop_path = stablehlo.multiply %ds2b5_in, %ds2b4_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_gamma_x = stablehlo.multiply %ds2b4_drop_path, %ds2b4_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b4_gamma_dy_x = stablehlo.multiply %ds2b4_drop_path, %s2b4_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma = stablehlo.reduce(%ds2b4_gamma_dy_x init: %init_add_117) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_fc2_x = stablehlo.dot_general %ds2b4_gamma_x, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b4_fc2_w = stablehlo.dot_general %ds2b4_gamma_x, %s2b4_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b = stablehlo.reduce(%ds2b4_gamma_x init: %init_add_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_103 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_104 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b4_act_1pt = stablehlo.add %cst_103, %s2b4_act_t : tensor<32x14x14x1536xf32>
    %ds2b4_act_1mt = stablehlo.subtract %cst_103, %s2b4_act_t : tensor<32x14x14x1536xf32>
    %ds2b4_act_sech2 = stablehlo.multiply %ds2b4_act_1mt, %ds2b4_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b4_act_x2 = stablehlo.multiply %s2b4_fc1_1, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_105 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b4_act_3cx2 = stablehlo.multiply %cst_105, %ds2b4_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b4_act_poly = stablehlo.add %cst_103, %ds2b4_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_106 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b4_act_du = stablehlo.multiply %cst_106, %ds2b4_act_poly : tensor<32x14x14x1536xf32>
    %ds2b4_act_hx = stablehlo.multiply %cst_104, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b4_act_hxs = stablehlo.multiply %ds2b4_act_hx, %ds2b4_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b4_act_cdf = stablehlo.multiply %cst_104, %ds2b4_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b4_act_xpdf = stablehlo.multiply %ds2b4_act_hxs, %ds2b4_act_du : tensor<32x14x14x1536xf32>
    %ds2b4_act_slope = stablehlo.add %ds2b4_act_cdf, %ds2b4_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b4_act_x = stablehlo.multiply %ds2b4_fc2_x, %ds2b4_act_slope : tensor<32x14x14x1536xf32>
    %ds2b4_fc1_x = stablehlo.dot_general %ds2b4_act_x, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_fc1_w = stablehlo.dot_general %ds2b4_act_x, %s2b4_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b = stablehlo.reduce(%ds2b4_act_x init: %init_add_119) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b4_ln_dy_xhat = stablehlo.multiply %ds2b4_fc1_x, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight = stablehlo.reduce(%ds2b4_ln_dy_xhat init: %init_add_120) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias = stablehlo.reduce(%ds2b4_fc1_x init: %init_add_121) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat = stablehlo.multiply %ds2b4_fc1_x, %ds2b4_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum = stablehlo.reduce(%ds2b4_ln_xhat init: %init_add_122) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b4_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b4_ln_mean1 = stablehlo.divide %ds2b4_ln_mean1_sum, %ds2b4_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b4_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat_xhat = stablehlo.multiply %ds2b4_ln_xhat, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum = stablehlo.reduce(%ds2b4_ln_xhat_xhat init: %init_add_123) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b4_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b4_ln_mean2 = stablehlo.divide %ds2b4_ln_mean2_sum, %ds2b4_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b4_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_c1 = stablehlo.subtract %ds2b4_ln_xhat, %ds2b4_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b4_ln_p2 = stablehlo.multiply %s2b4_ln_xhat, %ds2b4_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b4_ln_c2 = stablehlo.subtract %ds2b4_ln_c1, %ds2b4_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b4_ln_rstd_b = stablehlo.broadcast_in_dim %s2b4_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_x = stablehlo.multiply %ds2b4_ln_rstd_b, %ds2b4_ln_c2 : tensor<32x14x14x384xf32>
    %s2b4_dw_w_rev = stablehlo.reverse %stages.2.blocks.4.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b4_dw_x = stablehlo.convolution(%ds2b4_ln_x, %s2b4_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_dw_w = stablehlo.convolution(%s2b3_out, %ds2b4_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b = stablehlo.reduce(%ds2b4_ln_x init: %init_add_124) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_in = stablehlo.add %ds2b5_in, %ds2b4_dw_x : tensor<32x14x14x384xf32>
    %ds2b3_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.9, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_drop_path = stablehlo.multiply %ds2b4_in, %ds2b3_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_gamma_x = stablehlo.multiply %ds2b3_drop_path, %ds2b3_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b3_gamma_dy_x = stablehlo.multiply %ds2b3_drop_path, %s2b3_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma = stablehlo.reduce(%ds2b3_gamma_dy_x init: %init_add_125) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_fc2_x = stablehlo.dot_general %ds2b3_gamma_x, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b3_fc2_w = stablehlo.dot_general %ds2b3_gamma_x, %s2b3_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b = stablehlo.reduce(%ds2b3_gamma_x init: %init_add_126) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_107 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_108 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b3_act_1pt = stablehlo.add %cst_107, %s2b3_act_t : tensor<32x14x14x1536xf32>
    %ds2b3_act_1mt = stablehlo.subtract %cst_107, %s2b3_act_t : tensor<32x14x14x1536xf32>
    %ds2b3_act_sech2 = stablehlo.multiply %ds2b3_act_1mt, %ds2b3_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b3_act_x2 = stablehlo.multiply %s2b3_fc1_1, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_109 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b3_act_3cx2 = stablehlo.multiply %cst_109, %ds2b3_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b3_act_poly = stablehlo.add %cst_107, %ds2b3_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_110 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b3_act_du = stablehlo.multiply %cst_110, %ds2b3_act_poly : tensor<32x14x14x1536xf32>
    %ds2b3_act_hx = stablehlo.multiply %cst_108, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b3_act_hxs = stablehlo.multiply %ds2b3_act_hx, %ds2b3_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b3_act_cdf = stablehlo.multiply %cst_108, %ds2b3_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b3_act_xpdf = stablehlo.multiply %ds2b3_act_hxs, %ds2b3_act_du : tensor<32x14x14x1536xf32>
    %ds2b3_act_slope = stablehlo.add %ds2b3_act_cdf, %ds2b3_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b3_act_x = stablehlo.multiply %ds2b3_fc2_x, %ds2b3_act_slope : tensor<32x14x14x1536xf32>
    %ds2b3_fc1_x = stablehlo.dot_general %ds2b3_act_x, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_fc1_w = stablehlo.dot_general %ds2b3_act_x, %s2b3_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b = stablehlo.reduce(%ds2b3_act_x init: %init_add_127) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b3_ln_dy_xhat = stablehlo.multiply %ds2b3_fc1_x, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight = stablehlo.reduce(%ds2b3_ln_dy_xhat init: %init_add_128) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias = stablehlo.reduce(%ds2b3_fc1_x init: %init_add_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat = stablehlo.multiply %ds2b3_fc1_x, %ds2b3_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum = stablehlo.reduce(%ds2b3_ln_xhat init: %init_add_130) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b3_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b3_ln_mean1 = stablehlo.divide %ds2b3_ln_mean1_sum, %ds2b3_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b3_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat_xhat = stablehlo.multiply %ds2b3_ln_xhat, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum = stablehlo.reduce(%ds2b3_ln_xhat_xhat init: %init_add_131) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b3_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b3_ln_mean2 = stablehlo.divide %ds2b3_ln_mean2_sum, %ds2b3_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b3_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_c1 = stablehlo.subtract %ds2b3_ln_xhat, %ds2b3_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b3_ln_p2 = stablehlo.multiply %s2b3_ln_xhat, %ds2b3_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b3_ln_c2 = stablehlo.subtract %ds2b3_ln_c1, %ds2b3_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b3_ln_rstd_b = stablehlo.broadcast_in_dim %s2b3_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_x = stablehlo.multiply %ds2b3_ln_rstd_b, %ds2b3_ln_c2 : tensor<32x14x14x384xf32>
    %s2b3_dw_w_rev = stablehlo.reverse %stages.2.blocks.3.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b3_dw_x = stablehlo.convolution(%ds2b3_ln_x, %s2b3_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_dw_w = stablehlo.convolution(%s2b2_out, %ds2b3_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b = stablehlo.reduce(%ds2b3_ln_x init: %init_add_132) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_in = stablehlo.add %ds2b4_in, %ds2b3_dw_x : tensor<32x14x14x384xf32>
    %ds2b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.8, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_drop_path = stablehlo.multiply %ds2b3_in, %ds2b2_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_gamma_x = stablehlo.multiply %ds2b2_drop_path, %ds2b2_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b2_gamma_dy_x = stablehlo.multiply %ds2b2_drop_path, %s2b2_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma = stablehlo.reduce(%ds2b2_gamma_dy_x init: %init_add_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_fc2_x = stablehlo.dot_general %ds2b2_gamma_x, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b2_fc2_w = stablehlo.dot_general %ds2b2_gamma_x, %s2b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b = stablehlo.reduce(%ds2b2_gamma_x init: %init_add_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_111 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_112 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b2_act_1pt = stablehlo.add %cst_111, %s2b2_act_t : tensor<32x14x14x1536xf32>
    %ds2b2_act_1mt = stablehlo.subtract %cst_111, %s2b2_act_t : tensor<32x14x14x1536xf32>
    %ds2b2_act_sech2 = stablehlo.multiply %ds2b2_act_1mt, %ds2b2_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b2_act_x2 = stablehlo.multiply %s2b2_fc1_1, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_113 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b2_act_3cx2 = stablehlo.multiply %cst_113, %ds2b2_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b2_act_poly = stablehlo.add %cst_111, %ds2b2_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_114 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b2_act_du = stablehlo.multiply %cst_114, %ds2b2_act_poly : tensor<32x14x14x1536xf32>
    %ds2b2_act_hx = stablehlo.multiply %cst_112, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b2_act_hxs = stablehlo.multiply %ds2b2_act_hx, %ds2b2_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b2_act_cdf = stablehlo.multiply %cst_112, %ds2b2_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b2_act_xpdf = stablehlo.multiply %ds2b2_act_hxs, %ds2b2_act_du : tensor<32x14x14x1536xf32>
    %ds2b2_act_slope = stablehlo.add %ds2b2_act_cdf, %ds2b2_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b2_act_x = stablehlo.multiply %ds2b2_fc2_x, %ds2b2_act_slope : tensor<32x14x14x1536xf32>
    %ds2b2_fc1_x = stablehlo.dot_general %ds2b2_act_x, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_fc1_w = stablehlo.dot_general %ds2b2_act_x, %s2b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b = stablehlo.reduce(%ds2b2_act_x init: %init_add_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b2_ln_dy_xhat = stablehlo.multiply %ds2b2_fc1_x, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight = stablehlo.reduce(%ds2b2_ln_dy_xhat init: %init_add_136) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias = stablehlo.reduce(%ds2b2_fc1_x init: %init_add_137) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat = stablehlo.multiply %ds2b2_fc1_x, %ds2b2_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum = stablehlo.reduce(%ds2b2_ln_xhat init: %init_add_138) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b2_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b2_ln_mean1 = stablehlo.divide %ds2b2_ln_mean1_sum, %ds2b2_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat_xhat = stablehlo.multiply %ds2b2_ln_xhat, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum = stablehlo.reduce(%ds2b2_ln_xhat_xhat init: %init_add_139) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b2_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b2_ln_mean2 = stablehlo.divide %ds2b2_ln_mean2_sum, %ds2b2_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b2_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_c1 = stablehlo.subtract %ds2b2_ln_xhat, %ds2b2_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b2_ln_p2 = stablehlo.multiply %s2b2_ln_xhat, %ds2b2_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b2_ln_c2 = stablehlo.subtract %ds2b2_ln_c1, %ds2b2_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b2_ln_rstd_b = stablehlo.broadcast_in_dim %s2b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_x = stablehlo.multiply %ds2b2_ln_rstd_b, %ds2b2_ln_c2 : tensor<32x14x14x384xf32>
    %s2b2_dw_w_rev = stablehlo.reverse %stages.2.blocks.2.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b2_dw_x = stablehlo.convolution(%ds2b2_ln_x, %s2b2_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_dw_w = stablehlo.convolution(%s2b1_out, %ds2b2_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b = stablehlo.reduce(%ds2b2_ln_x init: %init_add_140) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_in = stablehlo.add %ds2b3_in, %ds2b2_dw_x : tensor<32x14x14x384xf32>
    %ds2b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.7, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_drop_path = stablehlo.multiply %ds2b2_in, %ds2b1_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_gamma_x = stablehlo.multiply %ds2b1_drop_path, %ds2b1_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b1_gamma_dy_x = stablehlo.multiply %ds2b1_drop_path, %s2b1_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma = stablehlo.reduce(%ds2b1_gamma_dy_x init: %init_add_141) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_fc2_x = stablehlo.dot_general %ds2b1_gamma_x, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b1_fc2_w = stablehlo.dot_general %ds2b1_gamma_x, %s2b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b = stablehlo.reduce(%ds2b1_gamma_x init: %init_add_142) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_115 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_116 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b1_act_1pt = stablehlo.add %cst_115, %s2b1_act_t : tensor<32x14x14x1536xf32>
    %ds2b1_act_1mt = stablehlo.subtract %cst_115, %s2b1_act_t : tensor<32x14x14x1536xf32>
    %ds2b1_act_sech2 = stablehlo.multiply %ds2b1_act_1mt, %ds2b1_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b1_act_x2 = stablehlo.multiply %s2b1_fc1_1, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_117 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b1_act_3cx2 = stablehlo.multiply %cst_117, %ds2b1_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b1_act_poly = stablehlo.add %cst_115, %ds2b1_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_118 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b1_act_du = stablehlo.multiply %cst_118, %ds2b1_act_poly : tensor<32x14x14x1536xf32>
    %ds2b1_act_hx = stablehlo.multiply %cst_116, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b1_act_hxs = stablehlo.multiply %ds2b1_act_hx, %ds2b1_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b1_act_cdf = stablehlo.multiply %cst_116, %ds2b1_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b1_act_xpdf = stablehlo.multiply %ds2b1_act_hxs, %ds2b1_act_du : tensor<32x14x14x1536xf32>
    %ds2b1_act_slope = stablehlo.add %ds2b1_act_cdf, %ds2b1_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b1_act_x = stablehlo.multiply %ds2b1_fc2_x, %ds2b1_act_slope : tensor<32x14x14x1536xf32>
    %ds2b1_fc1_x = stablehlo.dot_general %ds2b1_act_x, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_fc1_w = stablehlo.dot_general %ds2b1_act_x, %s2b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b = stablehlo.reduce(%ds2b1_act_x init: %init_add_143) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b1_ln_dy_xhat = stablehlo.multiply %ds2b1_fc1_x, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight = stablehlo.reduce(%ds2b1_ln_dy_xhat init: %init_add_144) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias = stablehlo.reduce(%ds2b1_fc1_x init: %init_add_145) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat = stablehlo.multiply %ds2b1_fc1_x, %ds2b1_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum = stablehlo.reduce(%ds2b1_ln_xhat init: %init_add_146) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b1_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b1_ln_mean1 = stablehlo.divide %ds2b1_ln_mean1_sum, %ds2b1_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat_xhat = stablehlo.multiply %ds2b1_ln_xhat, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum = stablehlo.reduce(%ds2b1_ln_xhat_xhat init: %init_add_147) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b1_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b1_ln_mean2 = stablehlo.divide %ds2b1_ln_mean2_sum, %ds2b1_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_c1 = stablehlo.subtract %ds2b1_ln_xhat, %ds2b1_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b1_ln_p2 = stablehlo.multiply %s2b1_ln_xhat, %ds2b1_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b1_ln_c2 = stablehlo.subtract %ds2b1_ln_c1, %ds2b1_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b1_ln_rstd_b = stablehlo.broadcast_in_dim %s2b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_x = stablehlo.multiply %ds2b1_ln_rstd_b, %ds2b1_ln_c2 : tensor<32x14x14x384xf32>
    %s2b1_dw_w_rev = stablehlo.reverse %stages.2.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b1_dw_x = stablehlo.convolution(%ds2b1_ln_x, %s2b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_dw_w = stablehlo.convolution(%s2b0_out, %ds2b1_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b = stablehlo.reduce(%ds2b1_ln_x init: %init_add_148) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_in = stablehlo.add %ds2b2_in, %ds2b1_dw_x : tensor<32x14x14x384xf32>
    %ds2b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.6, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_drop_path = stablehlo.multiply %ds2b1_in, %ds2b0_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_gamma_x = stablehlo.multiply %ds2b0_drop_path, %ds2b0_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b0_gamma_dy_x = stablehlo.multiply %ds2b0_drop_path, %s2b0_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma = stablehlo.reduce(%ds2b0_gamma_dy_x init: %init_add_149) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_fc2_x = stablehlo.dot_general %ds2b0_gamma_x, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b0_fc2_w = stablehlo.dot_general %ds2b0_gamma_x, %s2b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b = stablehlo.reduce(%ds2b0_gamma_x init: %init_add_150) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_119 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_120 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b0_act_1pt = stablehlo.add %cst_119, %s2b0_act_t : tensor<32x14x14x1536xf32>
    %ds2b0_act_1mt = stablehlo.subtract %cst_119, %s2b0_act_t : tensor<32x14x14x1536xf32>
    %ds2b0_act_sech2 = stablehlo.multiply %ds2b0_act_1mt, %ds2b0_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b0_act_x2 = stablehlo.multiply %s2b0_fc1_1, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %cst_121 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b0_act_3cx2 = stablehlo.multiply %cst_121, %ds2b0_act_x2 : tensor<32x14x14x1536xf32>
    %ds2b0_act_poly = stablehlo.add %cst_119, %ds2b0_act_3cx2 : tensor<32x14x14x1536xf32>
    %cst_122 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b0_act_du = stablehlo.multiply %cst_122, %ds2b0_act_poly : tensor<32x14x14x1536xf32>
    %ds2b0_act_hx = stablehlo.multiply %cst_120, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b0_act_hxs = stablehlo.multiply %ds2b0_act_hx, %ds2b0_act_sech2 : tensor<32x14x14x1536xf32>
    %ds2b0_act_cdf = stablehlo.multiply %cst_120, %ds2b0_act_1pt : tensor<32x14x14x1536xf32>
    %ds2b0_act_xpdf = stablehlo.multiply %ds2b0_act_hxs, %ds2b0_act_du : tensor<32x14x14x1536xf32>
    %ds2b0_act_slope = stablehlo.add %ds2b0_act_cdf, %ds2b0_act_xpdf : tensor<32x14x14x1536xf32>
    %ds2b0_act_x = stablehlo.multiply %ds2b0_fc2_x, %ds2b0_act_slope : tensor<32x14x14x1536xf32>
    %ds2b0_fc1_x = stablehlo.dot_general %ds2b0_act_x, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_fc1_w = stablehlo.dot_general %ds2b0_act_x, %s2b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b = stablehlo.reduce(%ds2b0_act_x init: %init_add_151) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b0_ln_dy_xhat = stablehlo.multiply %ds2b0_fc1_x, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight = stablehlo.reduce(%ds2b0_ln_dy_xhat init: %init_add_152) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias = stablehlo.reduce(%ds2b0_fc1_x init: %init_add_153) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat = stablehlo.multiply %ds2b0_fc1_x, %ds2b0_ln_weight_b : tensor<32x14x14x384xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum = stablehlo.reduce(%ds2b0_ln_xhat init: %init_add_154) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b0_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b0_ln_mean1 = stablehlo.divide %ds2b0_ln_mean1_sum, %ds2b0_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat_xhat = stablehlo.multiply %ds2b0_ln_xhat, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum = stablehlo.reduce(%ds2b0_ln_xhat_xhat init: %init_add_155) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b0_ln_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b0_ln_mean2 = stablehlo.divide %ds2b0_ln_mean2_sum, %ds2b0_ln_mean2_n : tensor<32x14x14xf32>
    %ds2b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_c1 = stablehlo.subtract %ds2b0_ln_xhat, %ds2b0_ln_mean1_b : tensor<32x14x14x384xf32>
    %ds2b0_ln_p2 = stablehlo.multiply %s2b0_ln_xhat, %ds2b0_ln_mean2_b : tensor<32x14x14x384xf32>
    %ds2b0_ln_c2 = stablehlo.subtract %ds2b0_ln_c1, %ds2b0_ln_p2 : tensor<32x14x14x384xf32>
    %ds2b0_ln_rstd_b = stablehlo.broadcast_in_dim %s2b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_x = stablehlo.multiply %ds2b0_ln_rstd_b, %ds2b0_ln_c2 : tensor<32x14x14x384xf32>
    %s2b0_dw_w_rev = stablehlo.reverse %stages.2.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<384x1x7x7xf32>
    %ds2b0_dw_x = stablehlo.convolution(%ds2b0_ln_x, %s2b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_dw_w = stablehlo.convolution(%s2_down1_1, %ds2b0_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<32x14x14x384xf32>, tensor<32x14x14x384xf32>) -> tensor<384x1x7x7xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b = stablehlo.reduce(%ds2b0_ln_x init: %init_add_156) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_in = stablehlo.add %ds2b1_in, %ds2b0_dw_x : tensor<32x14x14x384xf32>
    %ds2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x28x28x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_w = stablehlo.dot_general %ds2b0_in, %ds2_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x14x14x384xf32>, tensor<32x14x2x14x2x192xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_w_1 = stablehlo.transpose %ds2_down1_w, dims = [0, 3, 1, 2] : (tensor<384x2x2x192xf32>) -> tensor<384x192x2x2xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b = stablehlo.reduce(%ds2b0_in init: %init_add_157) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %s2_down1_w_ohwi = stablehlo.transpose %stages.2.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<384x192x2x2xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_x = stablehlo.dot_general %ds2b0_in, %s2_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x2x2x192xf32>) -> tensor<32x14x14x2x2x192xf32>
    %ds2_down1_x_1 = stablehlo.transpose %ds2_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x14x14x2x2x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_x_2 = stablehlo.reshape %ds2_down1_x_1 : (tensor<32x14x2x14x2x192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_dy_xhat = stablehlo.multiply %ds2_down1_x_2, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight = stablehlo.reduce(%ds2_down0_dy_xhat init: %init_add_158) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias = stablehlo.reduce(%ds2_down1_x_2 init: %init_add_159) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat = stablehlo.multiply %ds2_down1_x_2, %ds2_down0_weight_b : tensor<32x28x28x192xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum = stablehlo.reduce(%ds2_down0_xhat init: %init_add_160) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds2_down0_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds2_down0_mean1 = stablehlo.divide %ds2_down0_mean1_sum, %ds2_down0_mean1_n : tensor<32x28x28xf32>
    %ds2_down0_mean1_b = stablehlo.broadcast_in_dim %ds2_down0_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat_xhat = stablehlo.multiply %ds2_down0_xhat, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum = stablehlo.reduce(%ds2_down0_xhat_xhat init: %init_add_161) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds2_down0_mean2_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds2_down0_mean2 = stablehlo.divide %ds2_down0_mean2_sum, %ds2_down0_mean2_n : tensor<32x28x28xf32>
    %ds2_down0_mean2_b = stablehlo.broadcast_in_dim %ds2_down0_mean2, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_c1 = stablehlo.subtract %ds2_down0_xhat, %ds2_down0_mean1_b : tensor<32x28x28x192xf32>
    %ds2_down0_p2 = stablehlo.multiply %s2_down0_xhat, %ds2_down0_mean2_b : tensor<32x28x28x192xf32>
    %ds2_down0_c2 = stablehlo.subtract %ds2_down0_c1, %ds2_down0_p2 : tensor<32x28x28x192xf32>
    %ds2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_x = stablehlo.multiply %ds2_down0_rstd_b, %ds2_down0_c2 : tensor<32x28x28x192xf32>
    %ds1b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.5, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_drop_path = stablehlo.multiply %ds2_down0_x, %ds1b2_drop_path_mask_b : tensor<32x28x28x192xf32>
    %ds1b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_gamma_x = stablehlo.multiply %ds1b2_drop_path, %ds1b2_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b2_gamma_dy_x = stablehlo.multiply %ds1b2_drop_path, %s1b2_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma = stablehlo.reduce(%ds1b2_gamma_dy_x init: %init_add_162) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_fc2_x = stablehlo.dot_general %ds1b2_gamma_x, %stages.1.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b2_fc2_w = stablehlo.dot_general %ds1b2_gamma_x, %s1b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b = stablehlo.reduce(%ds1b2_gamma_x init: %init_add_163) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_123 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_124 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b2_act_1pt = stablehlo.add %cst_123, %s1b2_act_t : tensor<32x28x28x768xf32>
    %ds1b2_act_1mt = stablehlo.subtract %cst_123, %s1b2_act_t : tensor<32x28x28x768xf32>
    %ds1b2_act_sech2 = stablehlo.multiply %ds1b2_act_1mt, %ds1b2_act_1pt : tensor<32x28x28x768xf32>
    %ds1b2_act_x2 = stablehlo.multiply %s1b2_fc1_1, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %cst_125 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b2_act_3cx2 = stablehlo.multiply %cst_125, %ds1b2_act_x2 : tensor<32x28x28x768xf32>
    %ds1b2_act_poly = stablehlo.add %cst_123, %ds1b2_act_3cx2 : tensor<32x28x28x768xf32>
    %cst_126 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b2_act_du = stablehlo.multiply %cst_126, %ds1b2_act_poly : tensor<32x28x28x768xf32>
    %ds1b2_act_hx = stablehlo.multiply %cst_124, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b2_act_hxs = stablehlo.multiply %ds1b2_act_hx, %ds1b2_act_sech2 : tensor<32x28x28x768xf32>
    %ds1b2_act_cdf = stablehlo.multiply %cst_124, %ds1b2_act_1pt : tensor<32x28x28x768xf32>
    %ds1b2_act_xpdf = stablehlo.multiply %ds1b2_act_hxs, %ds1b2_act_du : tensor<32x28x28x768xf32>
    %ds1b2_act_slope = stablehlo.add %ds1b2_act_cdf, %ds1b2_act_xpdf : tensor<32x28x28x768xf32>
    %ds1b2_act_x = stablehlo.multiply %ds1b2_fc2_x, %ds1b2_act_slope : tensor<32x28x28x768xf32>
    %ds1b2_fc1_x = stablehlo.dot_general %ds1b2_act_x, %stages.1.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_fc1_w = stablehlo.dot_general %ds1b2_act_x, %s1b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b = stablehlo.reduce(%ds1b2_act_x init: %init_add_164) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b2_ln_dy_xhat = stablehlo.multiply %ds1b2_fc1_x, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight = stablehlo.reduce(%ds1b2_ln_dy_xhat init: %init_add_165) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias = stablehlo.reduce(%ds1b2_fc1_x init: %init_add_166) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat = stablehlo.multiply %ds1b2_fc1_x, %ds1b2_ln_weight_b : tensor<32x28x28x192xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean1_sum = stablehlo.reduce(%ds1b2_ln_xhat init: %init_add_167) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b2_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b2_ln_mean1 = stablehlo.divide %ds1b2_ln_mean1_sum, %ds1b2_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat_xhat = stablehlo.multiply %ds1b2_ln_xhat, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean2_sum = stablehlo.reduce(%ds1b2_ln_xhat_xhat init: %init_add_168) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b2_ln_mean2_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b2_ln_mean2 = stablehlo.divide %ds1b2_ln_mean2_sum, %ds1b2_ln_mean2_n : tensor<32x28x28xf32>
    %ds1b2_ln_mean2_b = stablehlo.broadcast_in_dim %ds1b2_ln_mean2, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_c1 = stablehlo.subtract %ds1b2_ln_xhat, %ds1b2_ln_mean1_b : tensor<32x28x28x192xf32>
    %ds1b2_ln_p2 = stablehlo.multiply %s1b2_ln_xhat, %ds1b2_ln_mean2_b : tensor<32x28x28x192xf32>
    %ds1b2_ln_c2 = stablehlo.subtract %ds1b2_ln_c1, %ds1b2_ln_p2 : tensor<32x28x28x192xf32>
    %ds1b2_ln_rstd_b = stablehlo.broadcast_in_dim %s1b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_x = stablehlo.multiply %ds1b2_ln_rstd_b, %ds1b2_ln_c2 : tensor<32x28x28x192xf32>
    %s1b2_dw_w_rev = stablehlo.reverse %stages.1.blocks.2.conv_dw.weight, dims = [2, 3] : tensor<192x1x7x7xf32>
    %ds1b2_dw_x = stablehlo.convolution(%ds1b2_ln_x, %s1b2_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_dw_w = stablehlo.convolution(%s1b1_out, %ds1b2_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x192xf32>, tensor<32x28x28x192xf32>) -> tensor<192x1x7x7xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b = stablehlo.reduce(%ds1b2_ln_x init: %init_add_169) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_in = stablehlo.add %ds2_down0_x, %ds1b2_dw_x : tensor<32x28x28x192xf32>
    %ds1b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.4, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_drop_path = stablehlo.multiply %ds1b2_in, %ds1b1_drop_path_mask_b : tensor<32x28x28x192xf32>
    %ds1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_gamma_x = stablehlo.multiply %ds1b1_drop_path, %ds1b1_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b1_gamma_dy_x = stablehlo.multiply %ds1b1_drop_path, %s1b1_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma = stablehlo.reduce(%ds1b1_gamma_dy_x init: %init_add_170) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_fc2_x = stablehlo.dot_general %ds1b1_gamma_x, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b1_fc2_w = stablehlo.dot_general %ds1b1_gamma_x, %s1b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b = stablehlo.reduce(%ds1b1_gamma_x init: %init_add_171) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_127 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_128 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b1_act_1pt = stablehlo.add %cst_127, %s1b1_act_t : tensor<32x28x28x768xf32>
    %ds1b1_act_1mt = stablehlo.subtract %cst_127, %s1b1_act_t : tensor<32x28x28x768xf32>
    %ds1b1_act_sech2 = stablehlo.multiply %ds1b1_act_1mt, %ds1b1_act_1pt : tensor<32x28x28x768xf32>
    %ds1b1_act_x2 = stablehlo.multiply %s1b1_fc1_1, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %cst_129 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b1_act_3cx2 = stablehlo.multiply %cst_129, %ds1b1_act_x2 : tensor<32x28x28x768xf32>
    %ds1b1_act_poly = stablehlo.add %cst_127, %ds1b1_act_3cx2 : tensor<32x28x28x768xf32>
    %cst_130 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b1_act_du = stablehlo.multiply %cst_130, %ds1b1_act_poly : tensor<32x28x28x768xf32>
    %ds1b1_act_hx = stablehlo.multiply %cst_128, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b1_act_hxs = stablehlo.multiply %ds1b1_act_hx, %ds1b1_act_sech2 : tensor<32x28x28x768xf32>
    %ds1b1_act_cdf = stablehlo.multiply %cst_128, %ds1b1_act_1pt : tensor<32x28x28x768xf32>
    %ds1b1_act_xpdf = stablehlo.multiply %ds1b1_act_hxs, %ds1b1_act_du : tensor<32x28x28x768xf32>
    %ds1b1_act_slope = stablehlo.add %ds1b1_act_cdf, %ds1b1_act_xpdf : tensor<32x28x28x768xf32>
    %ds1b1_act_x = stablehlo.multiply %ds1b1_fc2_x, %ds1b1_act_slope : tensor<32x28x28x768xf32>
    %ds1b1_fc1_x = stablehlo.dot_general %ds1b1_act_x, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_fc1_w = stablehlo.dot_general %ds1b1_act_x, %s1b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b = stablehlo.reduce(%ds1b1_act_x init: %init_add_172) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b1_ln_dy_xhat = stablehlo.multiply %ds1b1_fc1_x, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight = stablehlo.reduce(%ds1b1_ln_dy_xhat init: %init_add_173) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias = stablehlo.reduce(%ds1b1_fc1_x init: %init_add_174) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat = stablehlo.multiply %ds1b1_fc1_x, %ds1b1_ln_weight_b : tensor<32x28x28x192xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum = stablehlo.reduce(%ds1b1_ln_xhat init: %init_add_175) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b1_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b1_ln_mean1 = stablehlo.divide %ds1b1_ln_mean1_sum, %ds1b1_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat_xhat = stablehlo.multiply %ds1b1_ln_xhat, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum = stablehlo.reduce(%ds1b1_ln_xhat_xhat init: %init_add_176) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b1_ln_mean2_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b1_ln_mean2 = stablehlo.divide %ds1b1_ln_mean2_sum, %ds1b1_ln_mean2_n : tensor<32x28x28xf32>
    %ds1b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_c1 = stablehlo.subtract %ds1b1_ln_xhat, %ds1b1_ln_mean1_b : tensor<32x28x28x192xf32>
    %ds1b1_ln_p2 = stablehlo.multiply %s1b1_ln_xhat, %ds1b1_ln_mean2_b : tensor<32x28x28x192xf32>
    %ds1b1_ln_c2 = stablehlo.subtract %ds1b1_ln_c1, %ds1b1_ln_p2 : tensor<32x28x28x192xf32>
    %ds1b1_ln_rstd_b = stablehlo.broadcast_in_dim %s1b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_x = stablehlo.multiply %ds1b1_ln_rstd_b, %ds1b1_ln_c2 : tensor<32x28x28x192xf32>
    %s1b1_dw_w_rev = stablehlo.reverse %stages.1.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<192x1x7x7xf32>
    %ds1b1_dw_x = stablehlo.convolution(%ds1b1_ln_x, %s1b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_dw_w = stablehlo.convolution(%s1b0_out, %ds1b1_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x192xf32>, tensor<32x28x28x192xf32>) -> tensor<192x1x7x7xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b = stablehlo.reduce(%ds1b1_ln_x init: %init_add_177) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_in = stablehlo.add %ds1b2_in, %ds1b1_dw_x : tensor<32x28x28x192xf32>
    %ds1b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.3, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_drop_path = stablehlo.multiply %ds1b1_in, %ds1b0_drop_path_mask_b : tensor<32x28x28x192xf32>
    %ds1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_gamma_x = stablehlo.multiply %ds1b0_drop_path, %ds1b0_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b0_gamma_dy_x = stablehlo.multiply %ds1b0_drop_path, %s1b0_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma = stablehlo.reduce(%ds1b0_gamma_dy_x init: %init_add_178) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_fc2_x = stablehlo.dot_general %ds1b0_gamma_x, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b0_fc2_w = stablehlo.dot_general %ds1b0_gamma_x, %s1b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b = stablehlo.reduce(%ds1b0_gamma_x init: %init_add_179) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_131 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_132 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b0_act_1pt = stablehlo.add %cst_131, %s1b0_act_t : tensor<32x28x28x768xf32>
    %ds1b0_act_1mt = stablehlo.subtract %cst_131, %s1b0_act_t : tensor<32x28x28x768xf32>
    %ds1b0_act_sech2 = stablehlo.multiply %ds1b0_act_1mt, %ds1b0_act_1pt : tensor<32x28x28x768xf32>
    %ds1b0_act_x2 = stablehlo.multiply %s1b0_fc1_1, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %cst_133 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b0_act_3cx2 = stablehlo.multiply %cst_133, %ds1b0_act_x2 : tensor<32x28x28x768xf32>
    %ds1b0_act_poly = stablehlo.add %cst_131, %ds1b0_act_3cx2 : tensor<32x28x28x768xf32>
    %cst_134 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b0_act_du = stablehlo.multiply %cst_134, %ds1b0_act_poly : tensor<32x28x28x768xf32>
    %ds1b0_act_hx = stablehlo.multiply %cst_132, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b0_act_hxs = stablehlo.multiply %ds1b0_act_hx, %ds1b0_act_sech2 : tensor<32x28x28x768xf32>
    %ds1b0_act_cdf = stablehlo.multiply %cst_132, %ds1b0_act_1pt : tensor<32x28x28x768xf32>
    %ds1b0_act_xpdf = stablehlo.multiply %ds1b0_act_hxs, %ds1b0_act_du : tensor<32x28x28x768xf32>
    %ds1b0_act_slope = stablehlo.add %ds1b0_act_cdf, %ds1b0_act_xpdf : tensor<32x28x28x768xf32>
    %ds1b0_act_x = stablehlo.multiply %ds1b0_fc2_x, %ds1b0_act_slope : tensor<32x28x28x768xf32>
    %ds1b0_fc1_x = stablehlo.dot_general %ds1b0_act_x, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_fc1_w = stablehlo.dot_general %ds1b0_act_x, %s1b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b = stablehlo.reduce(%ds1b0_act_x init: %init_add_180) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b0_ln_dy_xhat = stablehlo.multiply %ds1b0_fc1_x, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight = stablehlo.reduce(%ds1b0_ln_dy_xhat init: %init_add_181) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias = stablehlo.reduce(%ds1b0_fc1_x init: %init_add_182) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat = stablehlo.multiply %ds1b0_fc1_x, %ds1b0_ln_weight_b : tensor<32x28x28x192xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum = stablehlo.reduce(%ds1b0_ln_xhat init: %init_add_183) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b0_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b0_ln_mean1 = stablehlo.divide %ds1b0_ln_mean1_sum, %ds1b0_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat_xhat = stablehlo.multiply %ds1b0_ln_xhat, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum = stablehlo.reduce(%ds1b0_ln_xhat_xhat init: %init_add_184) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b0_ln_mean2_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b0_ln_mean2 = stablehlo.divide %ds1b0_ln_mean2_sum, %ds1b0_ln_mean2_n : tensor<32x28x28xf32>
    %ds1b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_c1 = stablehlo.subtract %ds1b0_ln_xhat, %ds1b0_ln_mean1_b : tensor<32x28x28x192xf32>
    %ds1b0_ln_p2 = stablehlo.multiply %s1b0_ln_xhat, %ds1b0_ln_mean2_b : tensor<32x28x28x192xf32>
    %ds1b0_ln_c2 = stablehlo.subtract %ds1b0_ln_c1, %ds1b0_ln_p2 : tensor<32x28x28x192xf32>
    %ds1b0_ln_rstd_b = stablehlo.broadcast_in_dim %s1b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_x = stablehlo.multiply %ds1b0_ln_rstd_b, %ds1b0_ln_c2 : tensor<32x28x28x192xf32>
    %s1b0_dw_w_rev = stablehlo.reverse %stages.1.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<192x1x7x7xf32>
    %ds1b0_dw_x = stablehlo.convolution(%ds1b0_ln_x, %s1b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_dw_w = stablehlo.convolution(%s1_down1_1, %ds1b0_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<32x28x28x192xf32>, tensor<32x28x28x192xf32>) -> tensor<192x1x7x7xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b = stablehlo.reduce(%ds1b0_ln_x init: %init_add_185) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_in = stablehlo.add %ds1b1_in, %ds1b0_dw_x : tensor<32x28x28x192xf32>
    %ds1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x56x56x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_w = stablehlo.dot_general %ds1b0_in, %ds1_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x28x28x192xf32>, tensor<32x28x2x28x2x96xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_w_1 = stablehlo.transpose %ds1_down1_w, dims = [0, 3, 1, 2] : (tensor<192x2x2x96xf32>) -> tensor<192x96x2x2xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b = stablehlo.reduce(%ds1b0_in init: %init_add_186) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %s1_down1_w_ohwi = stablehlo.transpose %stages.1.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<192x96x2x2xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_x = stablehlo.dot_general %ds1b0_in, %s1_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x2x2x96xf32>) -> tensor<32x28x28x2x2x96xf32>
    %ds1_down1_x_1 = stablehlo.transpose %ds1_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x28x28x2x2x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_x_2 = stablehlo.reshape %ds1_down1_x_1 : (tensor<32x28x2x28x2x96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_dy_xhat = stablehlo.multiply %ds1_down1_x_2, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight = stablehlo.reduce(%ds1_down0_dy_xhat init: %init_add_187) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias = stablehlo.reduce(%ds1_down1_x_2 init: %init_add_188) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat = stablehlo.multiply %ds1_down1_x_2, %ds1_down0_weight_b : tensor<32x56x56x96xf32>
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum = stablehlo.reduce(%ds1_down0_xhat init: %init_add_189) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds1_down0_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds1_down0_mean1 = stablehlo.divide %ds1_down0_mean1_sum, %ds1_down0_mean1_n : tensor<32x56x56xf32>
    %ds1_down0_mean1_b = stablehlo.broadcast_in_dim %ds1_down0_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat_xhat = stablehlo.multiply %ds1_down0_xhat, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum = stablehlo.reduce(%ds1_down0_xhat_xhat init: %init_add_190) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds1_down0_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds1_down0_mean2 = stablehlo.divide %ds1_down0_mean2_sum, %ds1_down0_mean2_n : tensor<32x56x56xf32>
    %ds1_down0_mean2_b = stablehlo.broadcast_in_dim %ds1_down0_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_c1 = stablehlo.subtract %ds1_down0_xhat, %ds1_down0_mean1_b : tensor<32x56x56x96xf32>
    %ds1_down0_p2 = stablehlo.multiply %s1_down0_xhat, %ds1_down0_mean2_b : tensor<32x56x56x96xf32>
    %ds1_down0_c2 = stablehlo.subtract %ds1_down0_c1, %ds1_down0_p2 : tensor<32x56x56x96xf32>
    %ds1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_x = stablehlo.multiply %ds1_down0_rstd_b, %ds1_down0_c2 : tensor<32x56x56x96xf32>
    %ds0b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.2, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_drop_path = stablehlo.multiply %ds1_down0_x, %ds0b2_drop_path_mask_b : tensor<32x56x56x96xf32>
    %ds0b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_gamma_x = stablehlo.multiply %ds0b2_drop_path, %ds0b2_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b2_gamma_dy_x = stablehlo.multiply %ds0b2_drop_path, %s0b2_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma = stablehlo.reduce(%ds0b2_gamma_dy_x init: %init_add_191) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_fc2_x = stablehlo.dot_general %ds0b2_gamma_x, %stages.0.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b2_fc2_w = stablehlo.dot_general %ds0b2_gamma_x, %s0b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b = stablehlo.reduce(%ds0b2_gamma_x init: %init_add_192) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_135 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_136 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b2_act_1pt = stablehlo.add %cst_135, %s0b2_act_t : tensor<32x56x56x384xf32>
    %ds0b2_act_1mt = stablehlo.subtract %cst_135, %s0b2_act_t : tensor<32x56x56x384xf32>
    %ds0b2_act_sech2 = stablehlo.multiply %ds0b2_act_1mt, %ds0b2_act_1pt : tensor<32x56x56x384xf32>
    %ds0b2_act_x2 = stablehlo.multiply %s0b2_fc1_1, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %cst_137 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b2_act_3cx2 = stablehlo.multiply %cst_137, %ds0b2_act_x2 : tensor<32x56x56x384xf32>
    %ds0b2_act_poly = stablehlo.add %cst_135, %ds0b2_act_3cx2 : tensor<32x56x56x384xf32>
    %cst_138 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b2_act_du = stablehlo.multiply %cst_138, %ds0b2_act_poly : tensor<32x56x56x384xf32>
    %ds0b2_act_hx = stablehlo.multiply %cst_136, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b2_act_hxs = stablehlo.multiply %ds0b2_act_hx, %ds0b2_act_sech2 : tensor<32x56x56x384xf32>
    %ds0b2_act_cdf = stablehlo.multiply %cst_136, %ds0b2_act_1pt : tensor<32x56x56x384xf32>
    %ds0b2_act_xpdf = stablehlo.multiply %ds0b2_act_hxs, %ds0b2_act_du : tensor<32x56x56x384xf32>
    %ds0b2_act_slope = stablehlo.add %ds0b2_act_cdf, %ds0b2_act_xpdf : tensor<32x56x56x384xf32>
    %ds0b2_act_x = stablehlo.multiply %ds0b2_fc2_x, %ds0b2_act_slope : tensor<32x56x56x384xf32>
    %ds0b2_fc1_x = stablehlo.dot_general %ds0b2_act_x, %stages.0.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_fc1_w = stablehlo.dot_general %ds0b2_act_x, %s0b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b = stablehlo.reduce(%ds0b2_act_x init: %init_add_193) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b2_ln_dy_xhat = stablehlo.multiply %ds0b2_fc1_x, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight = stablehlo.reduce(%ds0b2_ln_dy_xhat init: %init_add_194) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias = stablehlo.reduce(%ds0b2_fc1_x init: %init_add_195) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat = stablehlo.multiply %ds0b2_fc1_x, %ds0b2_ln_weight_b : tensor<32x56x56x96xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean1_sum = stablehlo.reduce(%ds0b2_ln_xhat init: %init_add_196) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b2_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b2_ln_mean1 = stablehlo.divide %ds0b2_ln_mean1_sum, %ds0b2_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat_xhat = stablehlo.multiply %ds0b2_ln_xhat, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean2_sum = stablehlo.reduce(%ds0b2_ln_xhat_xhat init: %init_add_197) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b2_ln_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b2_ln_mean2 = stablehlo.divide %ds0b2_ln_mean2_sum, %ds0b2_ln_mean2_n : tensor<32x56x56xf32>
    %ds0b2_ln_mean2_b = stablehlo.broadcast_in_dim %ds0b2_ln_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_c1 = stablehlo.subtract %ds0b2_ln_xhat, %ds0b2_ln_mean1_b : tensor<32x56x56x96xf32>
    %ds0b2_ln_p2 = stablehlo.multiply %s0b2_ln_xhat, %ds0b2_ln_mean2_b : tensor<32x56x56x96xf32>
    %ds0b2_ln_c2 = stablehlo.subtract %ds0b2_ln_c1, %ds0b2_ln_p2 : tensor<32x56x56x96xf32>
    %ds0b2_ln_rstd_b = stablehlo.broadcast_in_dim %s0b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_x = stablehlo.multiply %ds0b2_ln_rstd_b, %ds0b2_ln_c2 : tensor<32x56x56x96xf32>
    %s0b2_dw_w_rev = stablehlo.reverse %stages.0.blocks.2.conv_dw.weight, dims = [2, 3] : tensor<96x1x7x7xf32>
    %ds0b2_dw_x = stablehlo.convolution(%ds0b2_ln_x, %s0b2_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_dw_w = stablehlo.convolution(%s0b1_out, %ds0b2_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x96xf32>, tensor<32x56x56x96xf32>) -> tensor<96x1x7x7xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b = stablehlo.reduce(%ds0b2_ln_x init: %init_add_198) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_in = stablehlo.add %ds1_down0_x, %ds0b2_dw_x : tensor<32x56x56x96xf32>
    %ds0b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.1, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_drop_path = stablehlo.multiply %ds0b2_in, %ds0b1_drop_path_mask_b : tensor<32x56x56x96xf32>
    %ds0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_gamma_x = stablehlo.multiply %ds0b1_drop_path, %ds0b1_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b1_gamma_dy_x = stablehlo.multiply %ds0b1_drop_path, %s0b1_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma = stablehlo.reduce(%ds0b1_gamma_dy_x init: %init_add_199) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_fc2_x = stablehlo.dot_general %ds0b1_gamma_x, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b1_fc2_w = stablehlo.dot_general %ds0b1_gamma_x, %s0b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b = stablehlo.reduce(%ds0b1_gamma_x init: %init_add_200) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_139 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_140 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b1_act_1pt = stablehlo.add %cst_139, %s0b1_act_t : tensor<32x56x56x384xf32>
    %ds0b1_act_1mt = stablehlo.subtract %cst_139, %s0b1_act_t : tensor<32x56x56x384xf32>
    %ds0b1_act_sech2 = stablehlo.multiply %ds0b1_act_1mt, %ds0b1_act_1pt : tensor<32x56x56x384xf32>
    %ds0b1_act_x2 = stablehlo.multiply %s0b1_fc1_1, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %cst_141 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b1_act_3cx2 = stablehlo.multiply %cst_141, %ds0b1_act_x2 : tensor<32x56x56x384xf32>
    %ds0b1_act_poly = stablehlo.add %cst_139, %ds0b1_act_3cx2 : tensor<32x56x56x384xf32>
    %cst_142 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b1_act_du = stablehlo.multiply %cst_142, %ds0b1_act_poly : tensor<32x56x56x384xf32>
    %ds0b1_act_hx = stablehlo.multiply %cst_140, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b1_act_hxs = stablehlo.multiply %ds0b1_act_hx, %ds0b1_act_sech2 : tensor<32x56x56x384xf32>
    %ds0b1_act_cdf = stablehlo.multiply %cst_140, %ds0b1_act_1pt : tensor<32x56x56x384xf32>
    %ds0b1_act_xpdf = stablehlo.multiply %ds0b1_act_hxs, %ds0b1_act_du : tensor<32x56x56x384xf32>
    %ds0b1_act_slope = stablehlo.add %ds0b1_act_cdf, %ds0b1_act_xpdf : tensor<32x56x56x384xf32>
    %ds0b1_act_x = stablehlo.multiply %ds0b1_fc2_x, %ds0b1_act_slope : tensor<32x56x56x384xf32>
    %ds0b1_fc1_x = stablehlo.dot_general %ds0b1_act_x, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_fc1_w = stablehlo.dot_general %ds0b1_act_x, %s0b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b = stablehlo.reduce(%ds0b1_act_x init: %init_add_201) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b1_ln_dy_xhat = stablehlo.multiply %ds0b1_fc1_x, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight = stablehlo.reduce(%ds0b1_ln_dy_xhat init: %init_add_202) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias = stablehlo.reduce(%ds0b1_fc1_x init: %init_add_203) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat = stablehlo.multiply %ds0b1_fc1_x, %ds0b1_ln_weight_b : tensor<32x56x56x96xf32>
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum = stablehlo.reduce(%ds0b1_ln_xhat init: %init_add_204) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b1_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b1_ln_mean1 = stablehlo.divide %ds0b1_ln_mean1_sum, %ds0b1_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat_xhat = stablehlo.multiply %ds0b1_ln_xhat, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum = stablehlo.reduce(%ds0b1_ln_xhat_xhat init: %init_add_205) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b1_ln_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b1_ln_mean2 = stablehlo.divide %ds0b1_ln_mean2_sum, %ds0b1_ln_mean2_n : tensor<32x56x56xf32>
    %ds0b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_c1 = stablehlo.subtract %ds0b1_ln_xhat, %ds0b1_ln_mean1_b : tensor<32x56x56x96xf32>
    %ds0b1_ln_p2 = stablehlo.multiply %s0b1_ln_xhat, %ds0b1_ln_mean2_b : tensor<32x56x56x96xf32>
    %ds0b1_ln_c2 = stablehlo.subtract %ds0b1_ln_c1, %ds0b1_ln_p2 : tensor<32x56x56x96xf32>
    %ds0b1_ln_rstd_b = stablehlo.broadcast_in_dim %s0b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_x = stablehlo.multiply %ds0b1_ln_rstd_b, %ds0b1_ln_c2 : tensor<32x56x56x96xf32>
    %s0b1_dw_w_rev = stablehlo.reverse %stages.0.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<96x1x7x7xf32>
    %ds0b1_dw_x = stablehlo.convolution(%ds0b1_ln_x, %s0b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_dw_w = stablehlo.convolution(%s0b0_out, %ds0b1_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x96xf32>, tensor<32x56x56x96xf32>) -> tensor<96x1x7x7xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b = stablehlo.reduce(%ds0b1_ln_x init: %init_add_206) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_in = stablehlo.add %ds0b2_in, %ds0b1_dw_x : tensor<32x56x56x96xf32>
    %ds0b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.0, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_drop_path = stablehlo.multiply %ds0b1_in, %ds0b0_drop_path_mask_b : tensor<32x56x56x96xf32>
    %ds0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_gamma_x = stablehlo.multiply %ds0b0_drop_path, %ds0b0_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b0_gamma_dy_x = stablehlo.multiply %ds0b0_drop_path, %s0b0_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma = stablehlo.reduce(%ds0b0_gamma_dy_x init: %init_add_207) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_fc2_x = stablehlo.dot_general %ds0b0_gamma_x, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b0_fc2_w = stablehlo.dot_general %ds0b0_gamma_x, %s0b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b = stablehlo.reduce(%ds0b0_gamma_x init: %init_add_208) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_143 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_144 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b0_act_1pt = stablehlo.add %cst_143, %s0b0_act_t : tensor<32x56x56x384xf32>
    %ds0b0_act_1mt = stablehlo.subtract %cst_143, %s0b0_act_t : tensor<32x56x56x384xf32>
    %ds0b0_act_sech2 = stablehlo.multiply %ds0b0_act_1mt, %ds0b0_act_1pt : tensor<32x56x56x384xf32>
    %ds0b0_act_x2 = stablehlo.multiply %s0b0_fc1_1, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %cst_145 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b0_act_3cx2 = stablehlo.multiply %cst_145, %ds0b0_act_x2 : tensor<32x56x56x384xf32>
    %ds0b0_act_poly = stablehlo.add %cst_143, %ds0b0_act_3cx2 : tensor<32x56x56x384xf32>
    %cst_146 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b0_act_du = stablehlo.multiply %cst_146, %ds0b0_act_poly : tensor<32x56x56x384xf32>
    %ds0b0_act_hx = stablehlo.multiply %cst_144, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b0_act_hxs = stablehlo.multiply %ds0b0_act_hx, %ds0b0_act_sech2 : tensor<32x56x56x384xf32>
    %ds0b0_act_cdf = stablehlo.multiply %cst_144, %ds0b0_act_1pt : tensor<32x56x56x384xf32>
    %ds0b0_act_xpdf = stablehlo.multiply %ds0b0_act_hxs, %ds0b0_act_du : tensor<32x56x56x384xf32>
    %ds0b0_act_slope = stablehlo.add %ds0b0_act_cdf, %ds0b0_act_xpdf : tensor<32x56x56x384xf32>
    %ds0b0_act_x = stablehlo.multiply %ds0b0_fc2_x, %ds0b0_act_slope : tensor<32x56x56x384xf32>
    %ds0b0_fc1_x = stablehlo.dot_general %ds0b0_act_x, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_fc1_w = stablehlo.dot_general %ds0b0_act_x, %s0b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b = stablehlo.reduce(%ds0b0_act_x init: %init_add_209) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b0_ln_dy_xhat = stablehlo.multiply %ds0b0_fc1_x, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight = stablehlo.reduce(%ds0b0_ln_dy_xhat init: %init_add_210) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias = stablehlo.reduce(%ds0b0_fc1_x init: %init_add_211) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat = stablehlo.multiply %ds0b0_fc1_x, %ds0b0_ln_weight_b : tensor<32x56x56x96xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum = stablehlo.reduce(%ds0b0_ln_xhat init: %init_add_212) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b0_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b0_ln_mean1 = stablehlo.divide %ds0b0_ln_mean1_sum, %ds0b0_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat_xhat = stablehlo.multiply %ds0b0_ln_xhat, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum = stablehlo.reduce(%ds0b0_ln_xhat_xhat init: %init_add_213) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b0_ln_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b0_ln_mean2 = stablehlo.divide %ds0b0_ln_mean2_sum, %ds0b0_ln_mean2_n : tensor<32x56x56xf32>
    %ds0b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_c1 = stablehlo.subtract %ds0b0_ln_xhat, %ds0b0_ln_mean1_b : tensor<32x56x56x96xf32>
    %ds0b0_ln_p2 = stablehlo.multiply %s0b0_ln_xhat, %ds0b0_ln_mean2_b : tensor<32x56x56x96xf32>
    %ds0b0_ln_c2 = stablehlo.subtract %ds0b0_ln_c1, %ds0b0_ln_p2 : tensor<32x56x56x96xf32>
    %ds0b0_ln_rstd_b = stablehlo.broadcast_in_dim %s0b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_x = stablehlo.multiply %ds0b0_ln_rstd_b, %ds0b0_ln_c2 : tensor<32x56x56x96xf32>
    %s0b0_dw_w_rev = stablehlo.reverse %stages.0.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<96x1x7x7xf32>
    %ds0b0_dw_x = stablehlo.convolution(%ds0b0_ln_x, %s0b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_dw_w = stablehlo.convolution(%stem_1, %ds0b0_ln_x) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<32x56x56x96xf32>, tensor<32x56x56x96xf32>) -> tensor<96x1x7x7xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b = stablehlo.reduce(%ds0b0_ln_x init: %init_add_214) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_in = stablehlo.add %ds0b1_in, %ds0b0_dw_x : tensor<32x56x56x96xf32>
    %dstem_1_dy_xhat = stablehlo.multiply %ds0b0_in, %stem_1_xhat : tensor<32x56x56x96xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight = stablehlo.reduce(%dstem_1_dy_xhat init: %init_add_215) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias = stablehlo.reduce(%ds0b0_in init: %init_add_216) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %dstem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat = stablehlo.multiply %ds0b0_in, %dstem_1_weight_b : tensor<32x56x56x96xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum = stablehlo.reduce(%dstem_1_xhat init: %init_add_217) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %dstem_1_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %dstem_1_mean1 = stablehlo.divide %dstem_1_mean1_sum, %dstem_1_mean1_n : tensor<32x56x56xf32>
    %dstem_1_mean1_b = stablehlo.broadcast_in_dim %dstem_1_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat_xhat = stablehlo.multiply %dstem_1_xhat, %stem_1_xhat : tensor<32x56x56x96xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum = stablehlo.reduce(%dstem_1_xhat_xhat init: %init_add_218) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %dstem_1_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %dstem_1_mean2 = stablehlo.divide %dstem_1_mean2_sum, %dstem_1_mean2_n : tensor<32x56x56xf32>
    %dstem_1_mean2_b = stablehlo.broadcast_in_dim %dstem_1_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_c1 = stablehlo.subtract %dstem_1_xhat, %dstem_1_mean1_b : tensor<32x56x56x96xf32>
    %dstem_1_p2 = stablehlo.multiply %stem_1_xhat, %dstem_1_mean2_b : tensor<32x56x56x96xf32>
    %dstem_1_c2 = stablehlo.subtract %dstem_1_c1, %dstem_1_p2 : tensor<32x56x56x96xf32>
    %dstem_1_rstd_b = stablehlo.broadcast_in_dim %stem_1_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_x = stablehlo.multiply %dstem_1_rstd_b, %dstem_1_c2 : tensor<32x56x56x96xf32>
    %dstem_0_patches = stablehlo.reshape %x_nhwc : (tensor<32x224x224x3xf32>) -> tensor<32x56x4x56x4x3xf32>
    %dstem_0_w = stablehlo.dot_general %dstem_1_x, %dstem_0_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x56x56x96xf32>, tensor<32x56x4x56x4x3xf32>) -> tensor<96x4x4x3xf32>
    %dstem_0_w_1 = stablehlo.transpose %dstem_0_w, dims = [0, 3, 1, 2] : (tensor<96x4x4x3xf32>) -> tensor<96x3x4x4xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b = stablehlo.reduce(%dstem_1_x init: %init_add_219) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %multiply = stablehlo.multiply %dstem_0_w_1, %dstem_0_w_1 : tensor<96x3x4x4xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part = stablehlo.reduce(%multiply init: %init_add_220) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x3x4x4xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq = stablehlo.reduce(%sumsq_part init: %init_add_221) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %multiply_1 = stablehlo.multiply %dstem_0_b, %dstem_0_b : tensor<96xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_1 = stablehlo.reduce(%multiply_1 init: %init_add_222) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add = stablehlo.add %sumsq, %sumsq_1 : tensor<f32>
    %multiply_2 = stablehlo.multiply %dstem_1_weight, %dstem_1_weight : tensor<96xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_2 = stablehlo.reduce(%multiply_2 init: %init_add_223) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_1 = stablehlo.add %add, %sumsq_2 : tensor<f32>
    %multiply_3 = stablehlo.multiply %dstem_1_bias, %dstem_1_bias : tensor<96xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_3 = stablehlo.reduce(%multiply_3 init: %init_add_224) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_2 = stablehlo.add %add_1, %sumsq_3 : tensor<f32>
    %multiply_4 = stablehlo.multiply %ds0b0_gamma_gamma, %ds0b0_gamma_gamma : tensor<96xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_4 = stablehlo.reduce(%multiply_4 init: %init_add_225) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_3 = stablehlo.add %add_2, %sumsq_4 : tensor<f32>
    %multiply_5 = stablehlo.multiply %ds0b0_dw_w, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_1 = stablehlo.reduce(%multiply_5 init: %init_add_226) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_5 = stablehlo.reduce(%sumsq_part_1 init: %init_add_227) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_4 = stablehlo.add %add_3, %sumsq_5 : tensor<f32>
    %multiply_6 = stablehlo.multiply %ds0b0_dw_b, %ds0b0_dw_b : tensor<96xf32>
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_6 = stablehlo.reduce(%multiply_6 init: %init_add_228) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_5 = stablehlo.add %add_4, %sumsq_6 : tensor<f32>
    %multiply_7 = stablehlo.multiply %ds0b0_ln_weight, %ds0b0_ln_weight : tensor<96xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_7 = stablehlo.reduce(%multiply_7 init: %init_add_229) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_6 = stablehlo.add %add_5, %sumsq_7 : tensor<f32>
    %multiply_8 = stablehlo.multiply %ds0b0_ln_bias, %ds0b0_ln_bias : tensor<96xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_8 = stablehlo.reduce(%multiply_8 init: %init_add_230) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_7 = stablehlo.add %add_6, %sumsq_8 : tensor<f32>
    %multiply_9 = stablehlo.multiply %ds0b0_fc1_w, %ds0b0_fc1_w : tensor<384x96xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_2 = stablehlo.reduce(%multiply_9 init: %init_add_231) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_9 = stablehlo.reduce(%sumsq_part_2 init: %init_add_232) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_8 = stablehlo.add %add_7, %sumsq_9 : tensor<f32>
    %multiply_10 = stablehlo.multiply %ds0b0_fc1_b, %ds0b0_fc1_b : tensor<384xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_10 = stablehlo.reduce(%multiply_10 init: %init_add_233) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_9 = stablehlo.add %add_8, %sumsq_10 : tensor<f32>
    %multiply_11 = stablehlo.multiply %ds0b0_fc2_w, %ds0b0_fc2_w : tensor<96x384xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_3 = stablehlo.reduce(%multiply_11 init: %init_add_234) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_11 = stablehlo.reduce(%sumsq_part_3 init: %init_add_235) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_10 = stablehlo.add %add_9, %sumsq_11 : tensor<f32>
    %multiply_12 = stablehlo.multiply %ds0b0_fc2_b, %ds0b0_fc2_b : tensor<96xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_12 = stablehlo.reduce(%multiply_12 init: %init_add_236) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_11 = stablehlo.add %add_10, %sumsq_12 : tensor<f32>
    %multiply_13 = stablehlo.multiply %ds0b1_gamma_gamma, %ds0b1_gamma_gamma : tensor<96xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_13 = stablehlo.reduce(%multiply_13 init: %init_add_237) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_12 = stablehlo.add %add_11, %sumsq_13 : tensor<f32>
    %multiply_14 = stablehlo.multiply %ds0b1_dw_w, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_4 = stablehlo.reduce(%multiply_14 init: %init_add_238) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_14 = stablehlo.reduce(%sumsq_part_4 init: %init_add_239) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_13 = stablehlo.add %add_12, %sumsq_14 : tensor<f32>
    %multiply_15 = stablehlo.multiply %ds0b1_dw_b, %ds0b1_dw_b : tensor<96xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_15 = stablehlo.reduce(%multiply_15 init: %init_add_240) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_14 = stablehlo.add %add_13, %sumsq_15 : tensor<f32>
    %multiply_16 = stablehlo.multiply %ds0b1_ln_weight, %ds0b1_ln_weight : tensor<96xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_16 = stablehlo.reduce(%multiply_16 init: %init_add_241) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_15 = stablehlo.add %add_14, %sumsq_16 : tensor<f32>
    %multiply_17 = stablehlo.multiply %ds0b1_ln_bias, %ds0b1_ln_bias : tensor<96xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_17 = stablehlo.reduce(%multiply_17 init: %init_add_242) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_16 = stablehlo.add %add_15, %sumsq_17 : tensor<f32>
    %multiply_18 = stablehlo.multiply %ds0b1_fc1_w, %ds0b1_fc1_w : tensor<384x96xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_5 = stablehlo.reduce(%multiply_18 init: %init_add_243) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_18 = stablehlo.reduce(%sumsq_part_5 init: %init_add_244) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_17 = stablehlo.add %add_16, %sumsq_18 : tensor<f32>
    %multiply_19 = stablehlo.multiply %ds0b1_fc1_b, %ds0b1_fc1_b : tensor<384xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_19 = stablehlo.reduce(%multiply_19 init: %init_add_245) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_18 = stablehlo.add %add_17, %sumsq_19 : tensor<f32>
    %multiply_20 = stablehlo.multiply %ds0b1_fc2_w, %ds0b1_fc2_w : tensor<96x384xf32>
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_6 = stablehlo.reduce(%multiply_20 init: %init_add_246) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_20 = stablehlo.reduce(%sumsq_part_6 init: %init_add_247) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_19 = stablehlo.add %add_18, %sumsq_20 : tensor<f32>
    %multiply_21 = stablehlo.multiply %ds0b1_fc2_b, %ds0b1_fc2_b : tensor<96xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_21 = stablehlo.reduce(%multiply_21 init: %init_add_248) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_20 = stablehlo.add %add_19, %sumsq_21 : tensor<f32>
    %multiply_22 = stablehlo.multiply %ds0b2_gamma_gamma, %ds0b2_gamma_gamma : tensor<96xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_22 = stablehlo.reduce(%multiply_22 init: %init_add_249) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_21 = stablehlo.add %add_20, %sumsq_22 : tensor<f32>
    %multiply_23 = stablehlo.multiply %ds0b2_dw_w, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_7 = stablehlo.reduce(%multiply_23 init: %init_add_250) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_23 = stablehlo.reduce(%sumsq_part_7 init: %init_add_251) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_22 = stablehlo.add %add_21, %sumsq_23 : tensor<f32>
    %multiply_24 = stablehlo.multiply %ds0b2_dw_b, %ds0b2_dw_b : tensor<96xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_24 = stablehlo.reduce(%multiply_24 init: %init_add_252) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_23 = stablehlo.add %add_22, %sumsq_24 : tensor<f32>
    %multiply_25 = stablehlo.multiply %ds0b2_ln_weight, %ds0b2_ln_weight : tensor<96xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_25 = stablehlo.reduce(%multiply_25 init: %init_add_253) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_24 = stablehlo.add %add_23, %sumsq_25 : tensor<f32>
    %multiply_26 = stablehlo.multiply %ds0b2_ln_bias, %ds0b2_ln_bias : tensor<96xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_26 = stablehlo.reduce(%multiply_26 init: %init_add_254) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_25 = stablehlo.add %add_24, %sumsq_26 : tensor<f32>
    %multiply_27 = stablehlo.multiply %ds0b2_fc1_w, %ds0b2_fc1_w : tensor<384x96xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_8 = stablehlo.reduce(%multiply_27 init: %init_add_255) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_27 = stablehlo.reduce(%sumsq_part_8 init: %init_add_256) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_26 = stablehlo.add %add_25, %sumsq_27 : tensor<f32>
    %multiply_28 = stablehlo.multiply %ds0b2_fc1_b, %ds0b2_fc1_b : tensor<384xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_28 = stablehlo.reduce(%multiply_28 init: %init_add_257) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_27 = stablehlo.add %add_26, %sumsq_28 : tensor<f32>
    %multiply_29 = stablehlo.multiply %ds0b2_fc2_w, %ds0b2_fc2_w : tensor<96x384xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_9 = stablehlo.reduce(%multiply_29 init: %init_add_258) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_29 = stablehlo.reduce(%sumsq_part_9 init: %init_add_259) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_28 = stablehlo.add %add_27, %sumsq_29 : tensor<f32>
    %multiply_30 = stablehlo.multiply %ds0b2_fc2_b, %ds0b2_fc2_b : tensor<96xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_30 = stablehlo.reduce(%multiply_30 init: %init_add_260) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_29 = stablehlo.add %add_28, %sumsq_30 : tensor<f32>
    %multiply_31 = stablehlo.multiply %ds1_down0_weight, %ds1_down0_weight : tensor<96xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_31 = stablehlo.reduce(%multiply_31 init: %init_add_261) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_30 = stablehlo.add %add_29, %sumsq_31 : tensor<f32>
    %multiply_32 = stablehlo.multiply %ds1_down0_bias, %ds1_down0_bias : tensor<96xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_32 = stablehlo.reduce(%multiply_32 init: %init_add_262) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_31 = stablehlo.add %add_30, %sumsq_32 : tensor<f32>
    %multiply_33 = stablehlo.multiply %ds1_down1_w_1, %ds1_down1_w_1 : tensor<192x96x2x2xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_10 = stablehlo.reduce(%multiply_33 init: %init_add_263) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x96x2x2xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_33 = stablehlo.reduce(%sumsq_part_10 init: %init_add_264) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_32 = stablehlo.add %add_31, %sumsq_33 : tensor<f32>
    %multiply_34 = stablehlo.multiply %ds1_down1_b, %ds1_down1_b : tensor<192xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_34 = stablehlo.reduce(%multiply_34 init: %init_add_265) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_33 = stablehlo.add %add_32, %sumsq_34 : tensor<f32>
    %multiply_35 = stablehlo.multiply %ds1b0_gamma_gamma, %ds1b0_gamma_gamma : tensor<192xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_35 = stablehlo.reduce(%multiply_35 init: %init_add_266) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_34 = stablehlo.add %add_33, %sumsq_35 : tensor<f32>
    %multiply_36 = stablehlo.multiply %ds1b0_dw_w, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_11 = stablehlo.reduce(%multiply_36 init: %init_add_267) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_36 = stablehlo.reduce(%sumsq_part_11 init: %init_add_268) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_35 = stablehlo.add %add_34, %sumsq_36 : tensor<f32>
    %multiply_37 = stablehlo.multiply %ds1b0_dw_b, %ds1b0_dw_b : tensor<192xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_37 = stablehlo.reduce(%multiply_37 init: %init_add_269) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_36 = stablehlo.add %add_35, %sumsq_37 : tensor<f32>
    %multiply_38 = stablehlo.multiply %ds1b0_ln_weight, %ds1b0_ln_weight : tensor<192xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_38 = stablehlo.reduce(%multiply_38 init: %init_add_270) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_37 = stablehlo.add %add_36, %sumsq_38 : tensor<f32>
    %multiply_39 = stablehlo.multiply %ds1b0_ln_bias, %ds1b0_ln_bias : tensor<192xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_39 = stablehlo.reduce(%multiply_39 init: %init_add_271) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_38 = stablehlo.add %add_37, %sumsq_39 : tensor<f32>
    %multiply_40 = stablehlo.multiply %ds1b0_fc1_w, %ds1b0_fc1_w : tensor<768x192xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_12 = stablehlo.reduce(%multiply_40 init: %init_add_272) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_40 = stablehlo.reduce(%sumsq_part_12 init: %init_add_273) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_39 = stablehlo.add %add_38, %sumsq_40 : tensor<f32>
    %multiply_41 = stablehlo.multiply %ds1b0_fc1_b, %ds1b0_fc1_b : tensor<768xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_41 = stablehlo.reduce(%multiply_41 init: %init_add_274) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_40 = stablehlo.add %add_39, %sumsq_41 : tensor<f32>
    %multiply_42 = stablehlo.multiply %ds1b0_fc2_w, %ds1b0_fc2_w : tensor<192x768xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_13 = stablehlo.reduce(%multiply_42 init: %init_add_275) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_42 = stablehlo.reduce(%sumsq_part_13 init: %init_add_276) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_41 = stablehlo.add %add_40, %sumsq_42 : tensor<f32>
    %multiply_43 = stablehlo.multiply %ds1b0_fc2_b, %ds1b0_fc2_b : tensor<192xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_43 = stablehlo.reduce(%multiply_43 init: %init_add_277) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_42 = stablehlo.add %add_41, %sumsq_43 : tensor<f32>
    %multiply_44 = stablehlo.multiply %ds1b1_gamma_gamma, %ds1b1_gamma_gamma : tensor<192xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_44 = stablehlo.reduce(%multiply_44 init: %init_add_278) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_43 = stablehlo.add %add_42, %sumsq_44 : tensor<f32>
    %multiply_45 = stablehlo.multiply %ds1b1_dw_w, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_14 = stablehlo.reduce(%multiply_45 init: %init_add_279) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_45 = stablehlo.reduce(%sumsq_part_14 init: %init_add_280) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_44 = stablehlo.add %add_43, %sumsq_45 : tensor<f32>
    %multiply_46 = stablehlo.multiply %ds1b1_dw_b, %ds1b1_dw_b : tensor<192xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_46 = stablehlo.reduce(%multiply_46 init: %init_add_281) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_45 = stablehlo.add %add_44, %sumsq_46 : tensor<f32>
    %multiply_47 = stablehlo.multiply %ds1b1_ln_weight, %ds1b1_ln_weight : tensor<192xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_47 = stablehlo.reduce(%multiply_47 init: %init_add_282) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_46 = stablehlo.add %add_45, %sumsq_47 : tensor<f32>
    %multiply_48 = stablehlo.multiply %ds1b1_ln_bias, %ds1b1_ln_bias : tensor<192xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_48 = stablehlo.reduce(%multiply_48 init: %init_add_283) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_47 = stablehlo.add %add_46, %sumsq_48 : tensor<f32>
    %multiply_49 = stablehlo.multiply %ds1b1_fc1_w, %ds1b1_fc1_w : tensor<768x192xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_15 = stablehlo.reduce(%multiply_49 init: %init_add_284) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_49 = stablehlo.reduce(%sumsq_part_15 init: %init_add_285) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_48 = stablehlo.add %add_47, %sumsq_49 : tensor<f32>
    %multiply_50 = stablehlo.multiply %ds1b1_fc1_b, %ds1b1_fc1_b : tensor<768xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_50 = stablehlo.reduce(%multiply_50 init: %init_add_286) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_49 = stablehlo.add %add_48, %sumsq_50 : tensor<f32>
    %multiply_51 = stablehlo.multiply %ds1b1_fc2_w, %ds1b1_fc2_w : tensor<192x768xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_16 = stablehlo.reduce(%multiply_51 init: %init_add_287) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_51 = stablehlo.reduce(%sumsq_part_16 init: %init_add_288) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_50 = stablehlo.add %add_49, %sumsq_51 : tensor<f32>
    %multiply_52 = stablehlo.multiply %ds1b1_fc2_b, %ds1b1_fc2_b : tensor<192xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_52 = stablehlo.reduce(%multiply_52 init: %init_add_289) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_51 = stablehlo.add %add_50, %sumsq_52 : tensor<f32>
    %multiply_53 = stablehlo.multiply %ds1b2_gamma_gamma, %ds1b2_gamma_gamma : tensor<192xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_53 = stablehlo.reduce(%multiply_53 init: %init_add_290) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_52 = stablehlo.add %add_51, %sumsq_53 : tensor<f32>
    %multiply_54 = stablehlo.multiply %ds1b2_dw_w, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_17 = stablehlo.reduce(%multiply_54 init: %init_add_291) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_54 = stablehlo.reduce(%sumsq_part_17 init: %init_add_292) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_53 = stablehlo.add %add_52, %sumsq_54 : tensor<f32>
    %multiply_55 = stablehlo.multiply %ds1b2_dw_b, %ds1b2_dw_b : tensor<192xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_55 = stablehlo.reduce(%multiply_55 init: %init_add_293) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_54 = stablehlo.add %add_53, %sumsq_55 : tensor<f32>
    %multiply_56 = stablehlo.multiply %ds1b2_ln_weight, %ds1b2_ln_weight : tensor<192xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_56 = stablehlo.reduce(%multiply_56 init: %init_add_294) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_55 = stablehlo.add %add_54, %sumsq_56 : tensor<f32>
    %multiply_57 = stablehlo.multiply %ds1b2_ln_bias, %ds1b2_ln_bias : tensor<192xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_57 = stablehlo.reduce(%multiply_57 init: %init_add_295) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_56 = stablehlo.add %add_55, %sumsq_57 : tensor<f32>
    %multiply_58 = stablehlo.multiply %ds1b2_fc1_w, %ds1b2_fc1_w : tensor<768x192xf32>
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_18 = stablehlo.reduce(%multiply_58 init: %init_add_296) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_58 = stablehlo.reduce(%sumsq_part_18 init: %init_add_297) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_57 = stablehlo.add %add_56, %sumsq_58 : tensor<f32>
    %multiply_59 = stablehlo.multiply %ds1b2_fc1_b, %ds1b2_fc1_b : tensor<768xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_59 = stablehlo.reduce(%multiply_59 init: %init_add_298) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_58 = stablehlo.add %add_57, %sumsq_59 : tensor<f32>
    %multiply_60 = stablehlo.multiply %ds1b2_fc2_w, %ds1b2_fc2_w : tensor<192x768xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_19 = stablehlo.reduce(%multiply_60 init: %init_add_299) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_60 = stablehlo.reduce(%sumsq_part_19 init: %init_add_300) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_59 = stablehlo.add %add_58, %sumsq_60 : tensor<f32>
    %multiply_61 = stablehlo.multiply %ds1b2_fc2_b, %ds1b2_fc2_b : tensor<192xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_61 = stablehlo.reduce(%multiply_61 init: %init_add_301) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_60 = stablehlo.add %add_59, %sumsq_61 : tensor<f32>
    %multiply_62 = stablehlo.multiply %ds2_down0_weight, %ds2_down0_weight : tensor<192xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_62 = stablehlo.reduce(%multiply_62 init: %init_add_302) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_61 = stablehlo.add %add_60, %sumsq_62 : tensor<f32>
    %multiply_63 = stablehlo.multiply %ds2_down0_bias, %ds2_down0_bias : tensor<192xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_63 = stablehlo.reduce(%multiply_63 init: %init_add_303) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_62 = stablehlo.add %add_61, %sumsq_63 : tensor<f32>
    %multiply_64 = stablehlo.multiply %ds2_down1_w_1, %ds2_down1_w_1 : tensor<384x192x2x2xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_20 = stablehlo.reduce(%multiply_64 init: %init_add_304) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x192x2x2xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_64 = stablehlo.reduce(%sumsq_part_20 init: %init_add_305) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_63 = stablehlo.add %add_62, %sumsq_64 : tensor<f32>
    %multiply_65 = stablehlo.multiply %ds2_down1_b, %ds2_down1_b : tensor<384xf32>
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_65 = stablehlo.reduce(%multiply_65 init: %init_add_306) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_64 = stablehlo.add %add_63, %sumsq_65 : tensor<f32>
    %multiply_66 = stablehlo.multiply %ds2b0_gamma_gamma, %ds2b0_gamma_gamma : tensor<384xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_66 = stablehlo.reduce(%multiply_66 init: %init_add_307) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_65 = stablehlo.add %add_64, %sumsq_66 : tensor<f32>
    %multiply_67 = stablehlo.multiply %ds2b0_dw_w, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_21 = stablehlo.reduce(%multiply_67 init: %init_add_308) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_67 = stablehlo.reduce(%sumsq_part_21 init: %init_add_309) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_66 = stablehlo.add %add_65, %sumsq_67 : tensor<f32>
    %multiply_68 = stablehlo.multiply %ds2b0_dw_b, %ds2b0_dw_b : tensor<384xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_68 = stablehlo.reduce(%multiply_68 init: %init_add_310) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_67 = stablehlo.add %add_66, %sumsq_68 : tensor<f32>
    %multiply_69 = stablehlo.multiply %ds2b0_ln_weight, %ds2b0_ln_weight : tensor<384xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_69 = stablehlo.reduce(%multiply_69 init: %init_add_311) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_68 = stablehlo.add %add_67, %sumsq_69 : tensor<f32>
    %multiply_70 = stablehlo.multiply %ds2b0_ln_bias, %ds2b0_ln_bias : tensor<384xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_70 = stablehlo.reduce(%multiply_70 init: %init_add_312) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_69 = stablehlo.add %add_68, %sumsq_70 : tensor<f32>
    %multiply_71 = stablehlo.multiply %ds2b0_fc1_w, %ds2b0_fc1_w : tensor<1536x384xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_22 = stablehlo.reduce(%multiply_71 init: %init_add_313) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_71 = stablehlo.reduce(%sumsq_part_22 init: %init_add_314) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_70 = stablehlo.add %add_69, %sumsq_71 : tensor<f32>
    %multiply_72 = stablehlo.multiply %ds2b0_fc1_b, %ds2b0_fc1_b : tensor<1536xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_72 = stablehlo.reduce(%multiply_72 init: %init_add_315) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_71 = stablehlo.add %add_70, %sumsq_72 : tensor<f32>
    %multiply_73 = stablehlo.multiply %ds2b0_fc2_w, %ds2b0_fc2_w : tensor<384x1536xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_23 = stablehlo.reduce(%multiply_73 init: %init_add_316) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_73 = stablehlo.reduce(%sumsq_part_23 init: %init_add_317) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_72 = stablehlo.add %add_71, %sumsq_73 : tensor<f32>
    %multiply_74 = stablehlo.multiply %ds2b0_fc2_b, %ds2b0_fc2_b : tensor<384xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_74 = stablehlo.reduce(%multiply_74 init: %init_add_318) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_73 = stablehlo.add %add_72, %sumsq_74 : tensor<f32>
    %multiply_75 = stablehlo.multiply %ds2b1_gamma_gamma, %ds2b1_gamma_gamma : tensor<384xf32>
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_75 = stablehlo.reduce(%multiply_75 init: %init_add_319) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_74 = stablehlo.add %add_73, %sumsq_75 : tensor<f32>
    %multiply_76 = stablehlo.multiply %ds2b1_dw_w, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_24 = stablehlo.reduce(%multiply_76 init: %init_add_320) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_76 = stablehlo.reduce(%sumsq_part_24 init: %init_add_321) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_75 = stablehlo.add %add_74, %sumsq_76 : tensor<f32>
    %multiply_77 = stablehlo.multiply %ds2b1_dw_b, %ds2b1_dw_b : tensor<384xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_77 = stablehlo.reduce(%multiply_77 init: %init_add_322) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_76 = stablehlo.add %add_75, %sumsq_77 : tensor<f32>
    %multiply_78 = stablehlo.multiply %ds2b1_ln_weight, %ds2b1_ln_weight : tensor<384xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_78 = stablehlo.reduce(%multiply_78 init: %init_add_323) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_77 = stablehlo.add %add_76, %sumsq_78 : tensor<f32>
    %multiply_79 = stablehlo.multiply %ds2b1_ln_bias, %ds2b1_ln_bias : tensor<384xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_79 = stablehlo.reduce(%multiply_79 init: %init_add_324) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_78 = stablehlo.add %add_77, %sumsq_79 : tensor<f32>
    %multiply_80 = stablehlo.multiply %ds2b1_fc1_w, %ds2b1_fc1_w : tensor<1536x384xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_25 = stablehlo.reduce(%multiply_80 init: %init_add_325) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_80 = stablehlo.reduce(%sumsq_part_25 init: %init_add_326) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_79 = stablehlo.add %add_78, %sumsq_80 : tensor<f32>
    %multiply_81 = stablehlo.multiply %ds2b1_fc1_b, %ds2b1_fc1_b : tensor<1536xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_81 = stablehlo.reduce(%multiply_81 init: %init_add_327) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_80 = stablehlo.add %add_79, %sumsq_81 : tensor<f32>
    %multiply_82 = stablehlo.multiply %ds2b1_fc2_w, %ds2b1_fc2_w : tensor<384x1536xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_26 = stablehlo.reduce(%multiply_82 init: %init_add_328) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_82 = stablehlo.reduce(%sumsq_part_26 init: %init_add_329) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_81 = stablehlo.add %add_80, %sumsq_82 : tensor<f32>
    %multiply_83 = stablehlo.multiply %ds2b1_fc2_b, %ds2b1_fc2_b : tensor<384xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_83 = stablehlo.reduce(%multiply_83 init: %init_add_330) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_82 = stablehlo.add %add_81, %sumsq_83 : tensor<f32>
    %multiply_84 = stablehlo.multiply %ds2b2_gamma_gamma, %ds2b2_gamma_gamma : tensor<384xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_84 = stablehlo.reduce(%multiply_84 init: %init_add_331) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_83 = stablehlo.add %add_82, %sumsq_84 : tensor<f32>
    %multiply_85 = stablehlo.multiply %ds2b2_dw_w, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_27 = stablehlo.reduce(%multiply_85 init: %init_add_332) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_85 = stablehlo.reduce(%sumsq_part_27 init: %init_add_333) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_84 = stablehlo.add %add_83, %sumsq_85 : tensor<f32>
    %multiply_86 = stablehlo.multiply %ds2b2_dw_b, %ds2b2_dw_b : tensor<384xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_86 = stablehlo.reduce(%multiply_86 init: %init_add_334) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_85 = stablehlo.add %add_84, %sumsq_86 : tensor<f32>
    %multiply_87 = stablehlo.multiply %ds2b2_ln_weight, %ds2b2_ln_weight : tensor<384xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_87 = stablehlo.reduce(%multiply_87 init: %init_add_335) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_86 = stablehlo.add %add_85, %sumsq_87 : tensor<f32>
    %multiply_88 = stablehlo.multiply %ds2b2_ln_bias, %ds2b2_ln_bias : tensor<384xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_88 = stablehlo.reduce(%multiply_88 init: %init_add_336) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_87 = stablehlo.add %add_86, %sumsq_88 : tensor<f32>
    %multiply_89 = stablehlo.multiply %ds2b2_fc1_w, %ds2b2_fc1_w : tensor<1536x384xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_28 = stablehlo.reduce(%multiply_89 init: %init_add_337) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_89 = stablehlo.reduce(%sumsq_part_28 init: %init_add_338) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_88 = stablehlo.add %add_87, %sumsq_89 : tensor<f32>
    %multiply_90 = stablehlo.multiply %ds2b2_fc1_b, %ds2b2_fc1_b : tensor<1536xf32>
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_90 = stablehlo.reduce(%multiply_90 init: %init_add_339) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_89 = stablehlo.add %add_88, %sumsq_90 : tensor<f32>
    %multiply_91 = stablehlo.multiply %ds2b2_fc2_w, %ds2b2_fc2_w : tensor<384x1536xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_29 = stablehlo.reduce(%multiply_91 init: %init_add_340) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_91 = stablehlo.reduce(%sumsq_part_29 init: %init_add_341) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_90 = stablehlo.add %add_89, %sumsq_91 : tensor<f32>
    %multiply_92 = stablehlo.multiply %ds2b2_fc2_b, %ds2b2_fc2_b : tensor<384xf32>
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_92 = stablehlo.reduce(%multiply_92 init: %init_add_342) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_91 = stablehlo.add %add_90, %sumsq_92 : tensor<f32>
    %multiply_93 = stablehlo.multiply %ds2b3_gamma_gamma, %ds2b3_gamma_gamma : tensor<384xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_93 = stablehlo.reduce(%multiply_93 init: %init_add_343) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_92 = stablehlo.add %add_91, %sumsq_93 : tensor<f32>
    %multiply_94 = stablehlo.multiply %ds2b3_dw_w, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_30 = stablehlo.reduce(%multiply_94 init: %init_add_344) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_94 = stablehlo.reduce(%sumsq_part_30 init: %init_add_345) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_93 = stablehlo.add %add_92, %sumsq_94 : tensor<f32>
    %multiply_95 = stablehlo.multiply %ds2b3_dw_b, %ds2b3_dw_b : tensor<384xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_95 = stablehlo.reduce(%multiply_95 init: %init_add_346) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_94 = stablehlo.add %add_93, %sumsq_95 : tensor<f32>
    %multiply_96 = stablehlo.multiply %ds2b3_ln_weight, %ds2b3_ln_weight : tensor<384xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_96 = stablehlo.reduce(%multiply_96 init: %init_add_347) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_95 = stablehlo.add %add_94, %sumsq_96 : tensor<f32>
    %multiply_97 = stablehlo.multiply %ds2b3_ln_bias, %ds2b3_ln_bias : tensor<384xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_97 = stablehlo.reduce(%multiply_97 init: %init_add_348) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_96 = stablehlo.add %add_95, %sumsq_97 : tensor<f32>
    %multiply_98 = stablehlo.multiply %ds2b3_fc1_w, %ds2b3_fc1_w : tensor<1536x384xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_31 = stablehlo.reduce(%multiply_98 init: %init_add_349) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_98 = stablehlo.reduce(%sumsq_part_31 init: %init_add_350) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_97 = stablehlo.add %add_96, %sumsq_98 : tensor<f32>
    %multiply_99 = stablehlo.multiply %ds2b3_fc1_b, %ds2b3_fc1_b : tensor<1536xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_99 = stablehlo.reduce(%multiply_99 init: %init_add_351) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_98 = stablehlo.add %add_97, %sumsq_99 : tensor<f32>
    %multiply_100 = stablehlo.multiply %ds2b3_fc2_w, %ds2b3_fc2_w : tensor<384x1536xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_32 = stablehlo.reduce(%multiply_100 init: %init_add_352) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_100 = stablehlo.reduce(%sumsq_part_32 init: %init_add_353) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_99 = stablehlo.add %add_98, %sumsq_100 : tensor<f32>
    %multiply_101 = stablehlo.multiply %ds2b3_fc2_b, %ds2b3_fc2_b : tensor<384xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_101 = stablehlo.reduce(%multiply_101 init: %init_add_354) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_100 = stablehlo.add %add_99, %sumsq_101 : tensor<f32>
    %multiply_102 = stablehlo.multiply %ds2b4_gamma_gamma, %ds2b4_gamma_gamma : tensor<384xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_102 = stablehlo.reduce(%multiply_102 init: %init_add_355) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_101 = stablehlo.add %add_100, %sumsq_102 : tensor<f32>
    %multiply_103 = stablehlo.multiply %ds2b4_dw_w, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_33 = stablehlo.reduce(%multiply_103 init: %init_add_356) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_103 = stablehlo.reduce(%sumsq_part_33 init: %init_add_357) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_102 = stablehlo.add %add_101, %sumsq_103 : tensor<f32>
    %multiply_104 = stablehlo.multiply %ds2b4_dw_b, %ds2b4_dw_b : tensor<384xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_104 = stablehlo.reduce(%multiply_104 init: %init_add_358) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_103 = stablehlo.add %add_102, %sumsq_104 : tensor<f32>
    %multiply_105 = stablehlo.multiply %ds2b4_ln_weight, %ds2b4_ln_weight : tensor<384xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_105 = stablehlo.reduce(%multiply_105 init: %init_add_359) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_104 = stablehlo.add %add_103, %sumsq_105 : tensor<f32>
    %multiply_106 = stablehlo.multiply %ds2b4_ln_bias, %ds2b4_ln_bias : tensor<384xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_106 = stablehlo.reduce(%multiply_106 init: %init_add_360) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_105 = stablehlo.add %add_104, %sumsq_106 : tensor<f32>
    %multiply_107 = stablehlo.multiply %ds2b4_fc1_w, %ds2b4_fc1_w : tensor<1536x384xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_34 = stablehlo.reduce(%multiply_107 init: %init_add_361) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_107 = stablehlo.reduce(%sumsq_part_34 init: %init_add_362) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_106 = stablehlo.add %add_105, %sumsq_107 : tensor<f32>
    %multiply_108 = stablehlo.multiply %ds2b4_fc1_b, %ds2b4_fc1_b : tensor<1536xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_108 = stablehlo.reduce(%multiply_108 init: %init_add_363) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_107 = stablehlo.add %add_106, %sumsq_108 : tensor<f32>
    %multiply_109 = stablehlo.multiply %ds2b4_fc2_w, %ds2b4_fc2_w : tensor<384x1536xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_35 = stablehlo.reduce(%multiply_109 init: %init_add_364) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_109 = stablehlo.reduce(%sumsq_part_35 init: %init_add_365) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_108 = stablehlo.add %add_107, %sumsq_109 : tensor<f32>
    %multiply_110 = stablehlo.multiply %ds2b4_fc2_b, %ds2b4_fc2_b : tensor<384xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_110 = stablehlo.reduce(%multiply_110 init: %init_add_366) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_109 = stablehlo.add %add_108, %sumsq_110 : tensor<f32>
    %multiply_111 = stablehlo.multiply %ds2b5_gamma_gamma, %ds2b5_gamma_gamma : tensor<384xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_111 = stablehlo.reduce(%multiply_111 init: %init_add_367) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_110 = stablehlo.add %add_109, %sumsq_111 : tensor<f32>
    %multiply_112 = stablehlo.multiply %ds2b5_dw_w, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_36 = stablehlo.reduce(%multiply_112 init: %init_add_368) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_112 = stablehlo.reduce(%sumsq_part_36 init: %init_add_369) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_111 = stablehlo.add %add_110, %sumsq_112 : tensor<f32>
    %multiply_113 = stablehlo.multiply %ds2b5_dw_b, %ds2b5_dw_b : tensor<384xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_113 = stablehlo.reduce(%multiply_113 init: %init_add_370) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_112 = stablehlo.add %add_111, %sumsq_113 : tensor<f32>
    %multiply_114 = stablehlo.multiply %ds2b5_ln_weight, %ds2b5_ln_weight : tensor<384xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_114 = stablehlo.reduce(%multiply_114 init: %init_add_371) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_113 = stablehlo.add %add_112, %sumsq_114 : tensor<f32>
    %multiply_115 = stablehlo.multiply %ds2b5_ln_bias, %ds2b5_ln_bias : tensor<384xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_115 = stablehlo.reduce(%multiply_115 init: %init_add_372) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_114 = stablehlo.add %add_113, %sumsq_115 : tensor<f32>
    %multiply_116 = stablehlo.multiply %ds2b5_fc1_w, %ds2b5_fc1_w : tensor<1536x384xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_37 = stablehlo.reduce(%multiply_116 init: %init_add_373) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_116 = stablehlo.reduce(%sumsq_part_37 init: %init_add_374) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_115 = stablehlo.add %add_114, %sumsq_116 : tensor<f32>
    %multiply_117 = stablehlo.multiply %ds2b5_fc1_b, %ds2b5_fc1_b : tensor<1536xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_117 = stablehlo.reduce(%multiply_117 init: %init_add_375) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_116 = stablehlo.add %add_115, %sumsq_117 : tensor<f32>
    %multiply_118 = stablehlo.multiply %ds2b5_fc2_w, %ds2b5_fc2_w : tensor<384x1536xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_38 = stablehlo.reduce(%multiply_118 init: %init_add_376) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_118 = stablehlo.reduce(%sumsq_part_38 init: %init_add_377) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_117 = stablehlo.add %add_116, %sumsq_118 : tensor<f32>
    %multiply_119 = stablehlo.multiply %ds2b5_fc2_b, %ds2b5_fc2_b : tensor<384xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_119 = stablehlo.reduce(%multiply_119 init: %init_add_378) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_118 = stablehlo.add %add_117, %sumsq_119 : tensor<f32>
    %multiply_120 = stablehlo.multiply %ds2b6_gamma_gamma, %ds2b6_gamma_gamma : tensor<384xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_120 = stablehlo.reduce(%multiply_120 init: %init_add_379) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_119 = stablehlo.add %add_118, %sumsq_120 : tensor<f32>
    %multiply_121 = stablehlo.multiply %ds2b6_dw_w, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_39 = stablehlo.reduce(%multiply_121 init: %init_add_380) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_121 = stablehlo.reduce(%sumsq_part_39 init: %init_add_381) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_120 = stablehlo.add %add_119, %sumsq_121 : tensor<f32>
    %multiply_122 = stablehlo.multiply %ds2b6_dw_b, %ds2b6_dw_b : tensor<384xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_122 = stablehlo.reduce(%multiply_122 init: %init_add_382) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_121 = stablehlo.add %add_120, %sumsq_122 : tensor<f32>
    %multiply_123 = stablehlo.multiply %ds2b6_ln_weight, %ds2b6_ln_weight : tensor<384xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_123 = stablehlo.reduce(%multiply_123 init: %init_add_383) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_122 = stablehlo.add %add_121, %sumsq_123 : tensor<f32>
    %multiply_124 = stablehlo.multiply %ds2b6_ln_bias, %ds2b6_ln_bias : tensor<384xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_124 = stablehlo.reduce(%multiply_124 init: %init_add_384) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_123 = stablehlo.add %add_122, %sumsq_124 : tensor<f32>
    %multiply_125 = stablehlo.multiply %ds2b6_fc1_w, %ds2b6_fc1_w : tensor<1536x384xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_40 = stablehlo.reduce(%multiply_125 init: %init_add_385) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_125 = stablehlo.reduce(%sumsq_part_40 init: %init_add_386) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_124 = stablehlo.add %add_123, %sumsq_125 : tensor<f32>
    %multiply_126 = stablehlo.multiply %ds2b6_fc1_b, %ds2b6_fc1_b : tensor<1536xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_126 = stablehlo.reduce(%multiply_126 init: %init_add_387) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_125 = stablehlo.add %add_124, %sumsq_126 : tensor<f32>
    %multiply_127 = stablehlo.multiply %ds2b6_fc2_w, %ds2b6_fc2_w : tensor<384x1536xf32>
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_41 = stablehlo.reduce(%multiply_127 init: %init_add_388) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_127 = stablehlo.reduce(%sumsq_part_41 init: %init_add_389) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_126 = stablehlo.add %add_125, %sumsq_127 : tensor<f32>
    %multiply_128 = stablehlo.multiply %ds2b6_fc2_b, %ds2b6_fc2_b : tensor<384xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_128 = stablehlo.reduce(%multiply_128 init: %init_add_390) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_127 = stablehlo.add %add_126, %sumsq_128 : tensor<f32>
    %multiply_129 = stablehlo.multiply %ds2b7_gamma_gamma, %ds2b7_gamma_gamma : tensor<384xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_129 = stablehlo.reduce(%multiply_129 init: %init_add_391) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_128 = stablehlo.add %add_127, %sumsq_129 : tensor<f32>
    %multiply_130 = stablehlo.multiply %ds2b7_dw_w, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_42 = stablehlo.reduce(%multiply_130 init: %init_add_392) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_130 = stablehlo.reduce(%sumsq_part_42 init: %init_add_393) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_129 = stablehlo.add %add_128, %sumsq_130 : tensor<f32>
    %multiply_131 = stablehlo.multiply %ds2b7_dw_b, %ds2b7_dw_b : tensor<384xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_131 = stablehlo.reduce(%multiply_131 init: %init_add_394) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_130 = stablehlo.add %add_129, %sumsq_131 : tensor<f32>
    %multiply_132 = stablehlo.multiply %ds2b7_ln_weight, %ds2b7_ln_weight : tensor<384xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_132 = stablehlo.reduce(%multiply_132 init: %init_add_395) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_131 = stablehlo.add %add_130, %sumsq_132 : tensor<f32>
    %multiply_133 = stablehlo.multiply %ds2b7_ln_bias, %ds2b7_ln_bias : tensor<384xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_133 = stablehlo.reduce(%multiply_133 init: %init_add_396) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_132 = stablehlo.add %add_131, %sumsq_133 : tensor<f32>
    %multiply_134 = stablehlo.multiply %ds2b7_fc1_w, %ds2b7_fc1_w : tensor<1536x384xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_43 = stablehlo.reduce(%multiply_134 init: %init_add_397) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_134 = stablehlo.reduce(%sumsq_part_43 init: %init_add_398) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_133 = stablehlo.add %add_132, %sumsq_134 : tensor<f32>
    %multiply_135 = stablehlo.multiply %ds2b7_fc1_b, %ds2b7_fc1_b : tensor<1536xf32>
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_135 = stablehlo.reduce(%multiply_135 init: %init_add_399) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_134 = stablehlo.add %add_133, %sumsq_135 : tensor<f32>
    %multiply_136 = stablehlo.multiply %ds2b7_fc2_w, %ds2b7_fc2_w : tensor<384x1536xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_44 = stablehlo.reduce(%multiply_136 init: %init_add_400) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_136 = stablehlo.reduce(%sumsq_part_44 init: %init_add_401) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_135 = stablehlo.add %add_134, %sumsq_136 : tensor<f32>
    %multiply_137 = stablehlo.multiply %ds2b7_fc2_b, %ds2b7_fc2_b : tensor<384xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_137 = stablehlo.reduce(%multiply_137 init: %init_add_402) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_136 = stablehlo.add %add_135, %sumsq_137 : tensor<f32>
    %multiply_138 = stablehlo.multiply %ds2b8_gamma_gamma, %ds2b8_gamma_gamma : tensor<384xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_138 = stablehlo.reduce(%multiply_138 init: %init_add_403) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_137 = stablehlo.add %add_136, %sumsq_138 : tensor<f32>
    %multiply_139 = stablehlo.multiply %ds2b8_dw_w, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_45 = stablehlo.reduce(%multiply_139 init: %init_add_404) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_139 = stablehlo.reduce(%sumsq_part_45 init: %init_add_405) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_138 = stablehlo.add %add_137, %sumsq_139 : tensor<f32>
    %multiply_140 = stablehlo.multiply %ds2b8_dw_b, %ds2b8_dw_b : tensor<384xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_140 = stablehlo.reduce(%multiply_140 init: %init_add_406) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_139 = stablehlo.add %add_138, %sumsq_140 : tensor<f32>
    %multiply_141 = stablehlo.multiply %ds2b8_ln_weight, %ds2b8_ln_weight : tensor<384xf32>
    %init_add_407 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_141 = stablehlo.reduce(%multiply_141 init: %init_add_407) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_140 = stablehlo.add %add_139, %sumsq_141 : tensor<f32>
    %multiply_142 = stablehlo.multiply %ds2b8_ln_bias, %ds2b8_ln_bias : tensor<384xf32>
    %init_add_408 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_142 = stablehlo.reduce(%multiply_142 init: %init_add_408) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_141 = stablehlo.add %add_140, %sumsq_142 : tensor<f32>
    %multiply_143 = stablehlo.multiply %ds2b8_fc1_w, %ds2b8_fc1_w : tensor<1536x384xf32>
    %init_add_409 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_46 = stablehlo.reduce(%multiply_143 init: %init_add_409) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_410 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_143 = stablehlo.reduce(%sumsq_part_46 init: %init_add_410) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_142 = stablehlo.add %add_141, %sumsq_143 : tensor<f32>
    %multiply_144 = stablehlo.multiply %ds2b8_fc1_b, %ds2b8_fc1_b : tensor<1536xf32>
    %init_add_411 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_144 = stablehlo.reduce(%multiply_144 init: %init_add_411) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_143 = stablehlo.add %add_142, %sumsq_144 : tensor<f32>
    %multiply_145 = stablehlo.multiply %ds2b8_fc2_w, %ds2b8_fc2_w : tensor<384x1536xf32>
    %init_add_412 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_47 = stablehlo.reduce(%multiply_145 init: %init_add_412) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_413 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_145 = stablehlo.reduce(%sumsq_part_47 init: %init_add_413) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_144 = stablehlo.add %add_143, %sumsq_145 : tensor<f32>
    %multiply_146 = stablehlo.multiply %ds2b8_fc2_b, %ds2b8_fc2_b : tensor<384xf32>
    %init_add_414 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_146 = stablehlo.reduce(%multiply_146 init: %init_add_414) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_145 = stablehlo.add %add_144, %sumsq_146 : tensor<f32>
    %multiply_147 = stablehlo.multiply %ds3_down0_weight, %ds3_down0_weight : tensor<384xf32>
    %init_add_415 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_147 = stablehlo.reduce(%multiply_147 init: %init_add_415) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_146 = stablehlo.add %add_145, %sumsq_147 : tensor<f32>
    %multiply_148 = stablehlo.multiply %ds3_down0_bias, %ds3_down0_bias : tensor<384xf32>
    %init_add_416 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_148 = stablehlo.reduce(%multiply_148 init: %init_add_416) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_147 = stablehlo.add %add_146, %sumsq_148 : tensor<f32>
    %multiply_149 = stablehlo.multiply %ds3_down1_w_1, %ds3_down1_w_1 : tensor<768x384x2x2xf32>
    %init_add_417 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_48 = stablehlo.reduce(%multiply_149 init: %init_add_417) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x384x2x2xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_418 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_149 = stablehlo.reduce(%sumsq_part_48 init: %init_add_418) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_148 = stablehlo.add %add_147, %sumsq_149 : tensor<f32>
    %multiply_150 = stablehlo.multiply %ds3_down1_b, %ds3_down1_b : tensor<768xf32>
    %init_add_419 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_150 = stablehlo.reduce(%multiply_150 init: %init_add_419) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_149 = stablehlo.add %add_148, %sumsq_150 : tensor<f32>
    %multiply_151 = stablehlo.multiply %ds3b0_gamma_gamma, %ds3b0_gamma_gamma : tensor<768xf32>
    %init_add_420 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_151 = stablehlo.reduce(%multiply_151 init: %init_add_420) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_150 = stablehlo.add %add_149, %sumsq_151 : tensor<f32>
    %multiply_152 = stablehlo.multiply %ds3b0_dw_w, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %init_add_421 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_49 = stablehlo.reduce(%multiply_152 init: %init_add_421) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_422 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_152 = stablehlo.reduce(%sumsq_part_49 init: %init_add_422) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_151 = stablehlo.add %add_150, %sumsq_152 : tensor<f32>
    %multiply_153 = stablehlo.multiply %ds3b0_dw_b, %ds3b0_dw_b : tensor<768xf32>
    %init_add_423 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_153 = stablehlo.reduce(%multiply_153 init: %init_add_423) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_152 = stablehlo.add %add_151, %sumsq_153 : tensor<f32>
    %multiply_154 = stablehlo.multiply %ds3b0_ln_weight, %ds3b0_ln_weight : tensor<768xf32>
    %init_add_424 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_154 = stablehlo.reduce(%multiply_154 init: %init_add_424) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_153 = stablehlo.add %add_152, %sumsq_154 : tensor<f32>
    %multiply_155 = stablehlo.multiply %ds3b0_ln_bias, %ds3b0_ln_bias : tensor<768xf32>
    %init_add_425 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_155 = stablehlo.reduce(%multiply_155 init: %init_add_425) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_154 = stablehlo.add %add_153, %sumsq_155 : tensor<f32>
    %multiply_156 = stablehlo.multiply %ds3b0_fc1_w, %ds3b0_fc1_w : tensor<3072x768xf32>
    %init_add_426 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_50 = stablehlo.reduce(%multiply_156 init: %init_add_426) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_427 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_156 = stablehlo.reduce(%sumsq_part_50 init: %init_add_427) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_155 = stablehlo.add %add_154, %sumsq_156 : tensor<f32>
    %multiply_157 = stablehlo.multiply %ds3b0_fc1_b, %ds3b0_fc1_b : tensor<3072xf32>
    %init_add_428 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_157 = stablehlo.reduce(%multiply_157 init: %init_add_428) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_156 = stablehlo.add %add_155, %sumsq_157 : tensor<f32>
    %multiply_158 = stablehlo.multiply %ds3b0_fc2_w, %ds3b0_fc2_w : tensor<768x3072xf32>
    %init_add_429 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_51 = stablehlo.reduce(%multiply_158 init: %init_add_429) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_430 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_158 = stablehlo.reduce(%sumsq_part_51 init: %init_add_430) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_157 = stablehlo.add %add_156, %sumsq_158 : tensor<f32>
    %multiply_159 = stablehlo.multiply %ds3b0_fc2_b, %ds3b0_fc2_b : tensor<768xf32>
    %init_add_431 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_159 = stablehlo.reduce(%multiply_159 init: %init_add_431) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_158 = stablehlo.add %add_157, %sumsq_159 : tensor<f32>
    %multiply_160 = stablehlo.multiply %ds3b1_gamma_gamma, %ds3b1_gamma_gamma : tensor<768xf32>
    %init_add_432 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_160 = stablehlo.reduce(%multiply_160 init: %init_add_432) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_159 = stablehlo.add %add_158, %sumsq_160 : tensor<f32>
    %multiply_161 = stablehlo.multiply %ds3b1_dw_w, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %init_add_433 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_52 = stablehlo.reduce(%multiply_161 init: %init_add_433) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_434 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_161 = stablehlo.reduce(%sumsq_part_52 init: %init_add_434) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_160 = stablehlo.add %add_159, %sumsq_161 : tensor<f32>
    %multiply_162 = stablehlo.multiply %ds3b1_dw_b, %ds3b1_dw_b : tensor<768xf32>
    %init_add_435 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_162 = stablehlo.reduce(%multiply_162 init: %init_add_435) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_161 = stablehlo.add %add_160, %sumsq_162 : tensor<f32>
    %multiply_163 = stablehlo.multiply %ds3b1_ln_weight, %ds3b1_ln_weight : tensor<768xf32>
    %init_add_436 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_163 = stablehlo.reduce(%multiply_163 init: %init_add_436) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_162 = stablehlo.add %add_161, %sumsq_163 : tensor<f32>
    %multiply_164 = stablehlo.multiply %ds3b1_ln_bias, %ds3b1_ln_bias : tensor<768xf32>
    %init_add_437 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_164 = stablehlo.reduce(%multiply_164 init: %init_add_437) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_163 = stablehlo.add %add_162, %sumsq_164 : tensor<f32>
    %multiply_165 = stablehlo.multiply %ds3b1_fc1_w, %ds3b1_fc1_w : tensor<3072x768xf32>
    %init_add_438 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_53 = stablehlo.reduce(%multiply_165 init: %init_add_438) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_439 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_165 = stablehlo.reduce(%sumsq_part_53 init: %init_add_439) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_164 = stablehlo.add %add_163, %sumsq_165 : tensor<f32>
    %multiply_166 = stablehlo.multiply %ds3b1_fc1_b, %ds3b1_fc1_b : tensor<3072xf32>
    %init_add_440 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_166 = stablehlo.reduce(%multiply_166 init: %init_add_440) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_165 = stablehlo.add %add_164, %sumsq_166 : tensor<f32>
    %multiply_167 = stablehlo.multiply %ds3b1_fc2_w, %ds3b1_fc2_w : tensor<768x3072xf32>
    %init_add_441 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_54 = stablehlo.reduce(%multiply_167 init: %init_add_441) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_442 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_167 = stablehlo.reduce(%sumsq_part_54 init: %init_add_442) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_166 = stablehlo.add %add_165, %sumsq_167 : tensor<f32>
    %multiply_168 = stablehlo.multiply %ds3b1_fc2_b, %ds3b1_fc2_b : tensor<768xf32>
    %init_add_443 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_168 = stablehlo.reduce(%multiply_168 init: %init_add_443) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_167 = stablehlo.add %add_166, %sumsq_168 : tensor<f32>
    %multiply_169 = stablehlo.multiply %ds3b2_gamma_gamma, %ds3b2_gamma_gamma : tensor<768xf32>
    %init_add_444 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_169 = stablehlo.reduce(%multiply_169 init: %init_add_444) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_168 = stablehlo.add %add_167, %sumsq_169 : tensor<f32>
    %multiply_170 = stablehlo.multiply %ds3b2_dw_w, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %init_add_445 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_55 = stablehlo.reduce(%multiply_170 init: %init_add_445) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_446 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_170 = stablehlo.reduce(%sumsq_part_55 init: %init_add_446) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_169 = stablehlo.add %add_168, %sumsq_170 : tensor<f32>
    %multiply_171 = stablehlo.multiply %ds3b2_dw_b, %ds3b2_dw_b : tensor<768xf32>
    %init_add_447 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_171 = stablehlo.reduce(%multiply_171 init: %init_add_447) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_170 = stablehlo.add %add_169, %sumsq_171 : tensor<f32>
    %multiply_172 = stablehlo.multiply %ds3b2_ln_weight, %ds3b2_ln_weight : tensor<768xf32>
    %init_add_448 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_172 = stablehlo.reduce(%multiply_172 init: %init_add_448) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_171 = stablehlo.add %add_170, %sumsq_172 : tensor<f32>
    %multiply_173 = stablehlo.multiply %ds3b2_ln_bias, %ds3b2_ln_bias : tensor<768xf32>
    %init_add_449 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_173 = stablehlo.reduce(%multiply_173 init: %init_add_449) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_172 = stablehlo.add %add_171, %sumsq_173 : tensor<f32>
    %multiply_174 = stablehlo.multiply %ds3b2_fc1_w, %ds3b2_fc1_w : tensor<3072x768xf32>
    %init_add_450 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_56 = stablehlo.reduce(%multiply_174 init: %init_add_450) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_451 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_174 = stablehlo.reduce(%sumsq_part_56 init: %init_add_451) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_173 = stablehlo.add %add_172, %sumsq_174 : tensor<f32>
    %multiply_175 = stablehlo.multiply %ds3b2_fc1_b, %ds3b2_fc1_b : tensor<3072xf32>
    %init_add_452 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_175 = stablehlo.reduce(%multiply_175 init: %init_add_452) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_174 = stablehlo.add %add_173, %sumsq_175 : tensor<f32>
    %multiply_176 = stablehlo.multiply %ds3b2_fc2_w, %ds3b2_fc2_w : tensor<768x3072xf32>
    %init_add_453 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_57 = stablehlo.reduce(%multiply_176 init: %init_add_453) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_454 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_176 = stablehlo.reduce(%sumsq_part_57 init: %init_add_454) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_175 = stablehlo.add %add_174, %sumsq_176 : tensor<f32>
    %multiply_177 = stablehlo.multiply %ds3b2_fc2_b, %ds3b2_fc2_b : tensor<768xf32>
    %init_add_455 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_177 = stablehlo.reduce(%multiply_177 init: %init_add_455) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_176 = stablehlo.add %add_175, %sumsq_177 : tensor<f32>
    %multiply_178 = stablehlo.multiply %dhead_norm_weight, %dhead_norm_weight : tensor<768xf32>
    %init_add_456 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_178 = stablehlo.reduce(%multiply_178 init: %init_add_456) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_177 = stablehlo.add %add_176, %sumsq_178 : tensor<f32>
    %multiply_179 = stablehlo.multiply %dhead_norm_bias, %dhead_norm_bias : tensor<768xf32>
    %init_add_457 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_179 = stablehlo.reduce(%multiply_179 init: %init_add_457) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_178 = stablehlo.add %add_177, %sumsq_179 : tensor<f32>
    %multiply_180 = stablehlo.multiply %dhead_fc_w, %dhead_fc_w : tensor<1000x768xf32>
    %init_add_458 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_58 = stablehlo.reduce(%multiply_180 init: %init_add_458) applies stablehlo.add across dimensions = [1] : (tensor<1000x768xf32>, tensor<f32>) -> tensor<1000xf32>
    %init_add_459 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_180 = stablehlo.reduce(%sumsq_part_58 init: %init_add_459) applies stablehlo.add across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %add_179 = stablehlo.add %add_178, %sumsq_180 : tensor<f32>
    %multiply_181 = stablehlo.multiply %dhead_fc_b, %dhead_fc_b : tensor<1000xf32>
    %init_add_460 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_181 = stablehlo.reduce(%multiply_181 init: %init_add_460) applies stablehlo.add across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %add_180 = stablehlo.add %add_179, %sumsq_181 : tensor<f32>
    %global_norm = stablehlo.sqrt %add_180 : tensor<f32>
    %clip_norm = stablehlo.constant dense<1.0> : tensor<f32>
    %clip_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<f32>
    %add_181 = stablehlo.add %global_norm, %clip_eps : tensor<f32>
    %divide = stablehlo.divide %clip_norm, %add_181 : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %clip_factor = stablehlo.minimum %one, %divide : tensor<f32>
    %bcast = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %clipped = stablehlo.multiply %bcast, %dstem_0_w_1 : tensor<96x3x4x4xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_1 = stablehlo.multiply %bcast_1, %dstem_0_b : tensor<96xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_2 = stablehlo.multiply %bcast_2, %dstem_1_weight : tensor<96xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_3 = stablehlo.multiply %bcast_3, %dstem_1_bias : tensor<96xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_4 = stablehlo.multiply %bcast_4, %ds0b0_gamma_gamma : tensor<96xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_5 = stablehlo.multiply %bcast_5, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_6 = stablehlo.multiply %bcast_6, %ds0b0_dw_b : tensor<96xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_7 = stablehlo.multiply %bcast_7, %ds0b0_ln_weight : tensor<96xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_8 = stablehlo.multiply %bcast_8, %ds0b0_ln_bias : tensor<96xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_9 = stablehlo.multiply %bcast_9, %ds0b0_fc1_w : tensor<384x96xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_10 = stablehlo.multiply %bcast_10, %ds0b0_fc1_b : tensor<384xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_11 = stablehlo.multiply %bcast_11, %ds0b0_fc2_w : tensor<96x384xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_12 = stablehlo.multiply %bcast_12, %ds0b0_fc2_b : tensor<96xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_13 = stablehlo.multiply %bcast_13, %ds0b1_gamma_gamma : tensor<96xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_14 = stablehlo.multiply %bcast_14, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_15 = stablehlo.multiply %bcast_15, %ds0b1_dw_b : tensor<96xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_16 = stablehlo.multiply %bcast_16, %ds0b1_ln_weight : tensor<96xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_17 = stablehlo.multiply %bcast_17, %ds0b1_ln_bias : tensor<96xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_18 = stablehlo.multiply %bcast_18, %ds0b1_fc1_w : tensor<384x96xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_19 = stablehlo.multiply %bcast_19, %ds0b1_fc1_b : tensor<384xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_20 = stablehlo.multiply %bcast_20, %ds0b1_fc2_w : tensor<96x384xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_21 = stablehlo.multiply %bcast_21, %ds0b1_fc2_b : tensor<96xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_22 = stablehlo.multiply %bcast_22, %ds0b2_gamma_gamma : tensor<96xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_23 = stablehlo.multiply %bcast_23, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_24 = stablehlo.multiply %bcast_24, %ds0b2_dw_b : tensor<96xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_25 = stablehlo.multiply %bcast_25, %ds0b2_ln_weight : tensor<96xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_26 = stablehlo.multiply %bcast_26, %ds0b2_ln_bias : tensor<96xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_27 = stablehlo.multiply %bcast_27, %ds0b2_fc1_w : tensor<384x96xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_28 = stablehlo.multiply %bcast_28, %ds0b2_fc1_b : tensor<384xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_29 = stablehlo.multiply %bcast_29, %ds0b2_fc2_w : tensor<96x384xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_30 = stablehlo.multiply %bcast_30, %ds0b2_fc2_b : tensor<96xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_31 = stablehlo.multiply %bcast_31, %ds1_down0_weight : tensor<96xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_32 = stablehlo.multiply %bcast_32, %ds1_down0_bias : tensor<96xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %clipped_33 = stablehlo.multiply %bcast_33, %ds1_down1_w_1 : tensor<192x96x2x2xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_34 = stablehlo.multiply %bcast_34, %ds1_down1_b : tensor<192xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_35 = stablehlo.multiply %bcast_35, %ds1b0_gamma_gamma : tensor<192xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_36 = stablehlo.multiply %bcast_36, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_37 = stablehlo.multiply %bcast_37, %ds1b0_dw_b : tensor<192xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_38 = stablehlo.multiply %bcast_38, %ds1b0_ln_weight : tensor<192xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_39 = stablehlo.multiply %bcast_39, %ds1b0_ln_bias : tensor<192xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_40 = stablehlo.multiply %bcast_40, %ds1b0_fc1_w : tensor<768x192xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_41 = stablehlo.multiply %bcast_41, %ds1b0_fc1_b : tensor<768xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_42 = stablehlo.multiply %bcast_42, %ds1b0_fc2_w : tensor<192x768xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_43 = stablehlo.multiply %bcast_43, %ds1b0_fc2_b : tensor<192xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_44 = stablehlo.multiply %bcast_44, %ds1b1_gamma_gamma : tensor<192xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_45 = stablehlo.multiply %bcast_45, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_46 = stablehlo.multiply %bcast_46, %ds1b1_dw_b : tensor<192xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_47 = stablehlo.multiply %bcast_47, %ds1b1_ln_weight : tensor<192xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_48 = stablehlo.multiply %bcast_48, %ds1b1_ln_bias : tensor<192xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_49 = stablehlo.multiply %bcast_49, %ds1b1_fc1_w : tensor<768x192xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_50 = stablehlo.multiply %bcast_50, %ds1b1_fc1_b : tensor<768xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_51 = stablehlo.multiply %bcast_51, %ds1b1_fc2_w : tensor<192x768xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_52 = stablehlo.multiply %bcast_52, %ds1b1_fc2_b : tensor<192xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_53 = stablehlo.multiply %bcast_53, %ds1b2_gamma_gamma : tensor<192xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_54 = stablehlo.multiply %bcast_54, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_55 = stablehlo.multiply %bcast_55, %ds1b2_dw_b : tensor<192xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_56 = stablehlo.multiply %bcast_56, %ds1b2_ln_weight : tensor<192xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_57 = stablehlo.multiply %bcast_57, %ds1b2_ln_bias : tensor<192xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_58 = stablehlo.multiply %bcast_58, %ds1b2_fc1_w : tensor<768x192xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_59 = stablehlo.multiply %bcast_59, %ds1b2_fc1_b : tensor<768xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_60 = stablehlo.multiply %bcast_60, %ds1b2_fc2_w : tensor<192x768xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_61 = stablehlo.multiply %bcast_61, %ds1b2_fc2_b : tensor<192xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_62 = stablehlo.multiply %bcast_62, %ds2_down0_weight : tensor<192xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_63 = stablehlo.multiply %bcast_63, %ds2_down0_bias : tensor<192xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %clipped_64 = stablehlo.multiply %bcast_64, %ds2_down1_w_1 : tensor<384x192x2x2xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_65 = stablehlo.multiply %bcast_65, %ds2_down1_b : tensor<384xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_66 = stablehlo.multiply %bcast_66, %ds2b0_gamma_gamma : tensor<384xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_67 = stablehlo.multiply %bcast_67, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_68 = stablehlo.multiply %bcast_68, %ds2b0_dw_b : tensor<384xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_69 = stablehlo.multiply %bcast_69, %ds2b0_ln_weight : tensor<384xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_70 = stablehlo.multiply %bcast_70, %ds2b0_ln_bias : tensor<384xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_71 = stablehlo.multiply %bcast_71, %ds2b0_fc1_w : tensor<1536x384xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_72 = stablehlo.multiply %bcast_72, %ds2b0_fc1_b : tensor<1536xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_73 = stablehlo.multiply %bcast_73, %ds2b0_fc2_w : tensor<384x1536xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_74 = stablehlo.multiply %bcast_74, %ds2b0_fc2_b : tensor<384xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_75 = stablehlo.multiply %bcast_75, %ds2b1_gamma_gamma : tensor<384xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_76 = stablehlo.multiply %bcast_76, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_77 = stablehlo.multiply %bcast_77, %ds2b1_dw_b : tensor<384xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_78 = stablehlo.multiply %bcast_78, %ds2b1_ln_weight : tensor<384xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_79 = stablehlo.multiply %bcast_79, %ds2b1_ln_bias : tensor<384xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_80 = stablehlo.multiply %bcast_80, %ds2b1_fc1_w : tensor<1536x384xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_81 = stablehlo.multiply %bcast_81, %ds2b1_fc1_b : tensor<1536xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_82 = stablehlo.multiply %bcast_82, %ds2b1_fc2_w : tensor<384x1536xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_83 = stablehlo.multiply %bcast_83, %ds2b1_fc2_b : tensor<384xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_84 = stablehlo.multiply %bcast_84, %ds2b2_gamma_gamma : tensor<384xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_85 = stablehlo.multiply %bcast_85, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_86 = stablehlo.multiply %bcast_86, %ds2b2_dw_b : tensor<384xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_87 = stablehlo.multiply %bcast_87, %ds2b2_ln_weight : tensor<384xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_88 = stablehlo.multiply %bcast_88, %ds2b2_ln_bias : tensor<384xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_89 = stablehlo.multiply %bcast_89, %ds2b2_fc1_w : tensor<1536x384xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_90 = stablehlo.multiply %bcast_90, %ds2b2_fc1_b : tensor<1536xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_91 = stablehlo.multiply %bcast_91, %ds2b2_fc2_w : tensor<384x1536xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_92 = stablehlo.multiply %bcast_92, %ds2b2_fc2_b : tensor<384xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_93 = stablehlo.multiply %bcast_93, %ds2b3_gamma_gamma : tensor<384xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_94 = stablehlo.multiply %bcast_94, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_95 = stablehlo.multiply %bcast_95, %ds2b3_dw_b : tensor<384xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_96 = stablehlo.multiply %bcast_96, %ds2b3_ln_weight : tensor<384xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_97 = stablehlo.multiply %bcast_97, %ds2b3_ln_bias : tensor<384xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_98 = stablehlo.multiply %bcast_98, %ds2b3_fc1_w : tensor<1536x384xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_99 = stablehlo.multiply %bcast_99, %ds2b3_fc1_b : tensor<1536xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_100 = stablehlo.multiply %bcast_100, %ds2b3_fc2_w : tensor<384x1536xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_101 = stablehlo.multiply %bcast_101, %ds2b3_fc2_b : tensor<384xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_102 = stablehlo.multiply %bcast_102, %ds2b4_gamma_gamma : tensor<384xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_103 = stablehlo.multiply %bcast_103, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_104 = stablehlo.multiply %bcast_104, %ds2b4_dw_b : tensor<384xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_105 = stablehlo.multiply %bcast_105, %ds2b4_ln_weight : tensor<384xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_106 = stablehlo.multiply %bcast_106, %ds2b4_ln_bias : tensor<384xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_107 = stablehlo.multiply %bcast_107, %ds2b4_fc1_w : tensor<1536x384xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_108 = stablehlo.multiply %bcast_108, %ds2b4_fc1_b : tensor<1536xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_109 = stablehlo.multiply %bcast_109, %ds2b4_fc2_w : tensor<384x1536xf32>
    %bcast_110 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_110 = stablehlo.multiply %bcast_110, %ds2b4_fc2_b : tensor<384xf32>
    %bcast_111 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_111 = stablehlo.multiply %bcast_111, %ds2b5_gamma_gamma : tensor<384xf32>
    %bcast_112 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_112 = stablehlo.multiply %bcast_112, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %bcast_113 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_113 = stablehlo.multiply %bcast_113, %ds2b5_dw_b : tensor<384xf32>
    %bcast_114 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_114 = stablehlo.multiply %bcast_114, %ds2b5_ln_weight : tensor<384xf32>
    %bcast_115 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_115 = stablehlo.multiply %bcast_115, %ds2b5_ln_bias : tensor<384xf32>
    %bcast_116 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_116 = stablehlo.multiply %bcast_116, %ds2b5_fc1_w : tensor<1536x384xf32>
    %bcast_117 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_117 = stablehlo.multiply %bcast_117, %ds2b5_fc1_b : tensor<1536xf32>
    %bcast_118 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_118 = stablehlo.multiply %bcast_118, %ds2b5_fc2_w : tensor<384x1536xf32>
    %bcast_119 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_119 = stablehlo.multiply %bcast_119, %ds2b5_fc2_b : tensor<384xf32>
    %bcast_120 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_120 = stablehlo.multiply %bcast_120, %ds2b6_gamma_gamma : tensor<384xf32>
    %bcast_121 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_121 = stablehlo.multiply %bcast_121, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %bcast_122 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_122 = stablehlo.multiply %bcast_122, %ds2b6_dw_b : tensor<384xf32>
    %bcast_123 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_123 = stablehlo.multiply %bcast_123, %ds2b6_ln_weight : tensor<384xf32>
    %bcast_124 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_124 = stablehlo.multiply %bcast_124, %ds2b6_ln_bias : tensor<384xf32>
    %bcast_125 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_125 = stablehlo.multiply %bcast_125, %ds2b6_fc1_w : tensor<1536x384xf32>
    %bcast_126 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_126 = stablehlo.multiply %bcast_126, %ds2b6_fc1_b : tensor<1536xf32>
    %bcast_127 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_127 = stablehlo.multiply %bcast_127, %ds2b6_fc2_w : tensor<384x1536xf32>
    %bcast_128 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_128 = stablehlo.multiply %bcast_128, %ds2b6_fc2_b : tensor<384xf32>
    %bcast_129 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_129 = stablehlo.multiply %bcast_129, %ds2b7_gamma_gamma : tensor<384xf32>
    %bcast_130 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_130 = stablehlo.multiply %bcast_130, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %bcast_131 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_131 = stablehlo.multiply %bcast_131, %ds2b7_dw_b : tensor<384xf32>
    %bcast_132 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_132 = stablehlo.multiply %bcast_132, %ds2b7_ln_weight : tensor<384xf32>
    %bcast_133 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_133 = stablehlo.multiply %bcast_133, %ds2b7_ln_bias : tensor<384xf32>
    %bcast_134 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_134 = stablehlo.multiply %bcast_134, %ds2b7_fc1_w : tensor<1536x384xf32>
    %bcast_135 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_135 = stablehlo.multiply %bcast_135, %ds2b7_fc1_b : tensor<1536xf32>
    %bcast_136 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_136 = stablehlo.multiply %bcast_136, %ds2b7_fc2_w : tensor<384x1536xf32>
    %bcast_137 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_137 = stablehlo.multiply %bcast_137, %ds2b7_fc2_b : tensor<384xf32>
    %bcast_138 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_138 = stablehlo.multiply %bcast_138, %ds2b8_gamma_gamma : tensor<384xf32>
    %bcast_139 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_139 = stablehlo.multiply %bcast_139, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %bcast_140 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_140 = stablehlo.multiply %bcast_140, %ds2b8_dw_b : tensor<384xf32>
    %bcast_141 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_141 = stablehlo.multiply %bcast_141, %ds2b8_ln_weight : tensor<384xf32>
    %bcast_142 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_142 = stablehlo.multiply %bcast_142, %ds2b8_ln_bias : tensor<384xf32>
    %bcast_143 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_143 = stablehlo.multiply %bcast_143, %ds2b8_fc1_w : tensor<1536x384xf32>
    %bcast_144 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_144 = stablehlo.multiply %bcast_144, %ds2b8_fc1_b : tensor<1536xf32>
    %bcast_145 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_145 = stablehlo.multiply %bcast_145, %ds2b8_fc2_w : tensor<384x1536xf32>
    %bcast_146 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_146 = stablehlo.multiply %bcast_146, %ds2b8_fc2_b : tensor<384xf32>
    %bcast_147 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_147 = stablehlo.multiply %bcast_147, %ds3_down0_weight : tensor<384xf32>
    %bcast_148 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_148 = stablehlo.multiply %bcast_148, %ds3_down0_bias : tensor<384xf32>
    %bcast_149 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %clipped_149 = stablehlo.multiply %bcast_149, %ds3_down1_w_1 : tensor<768x384x2x2xf32>
    %bcast_150 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_150 = stablehlo.multiply %bcast_150, %ds3_down1_b : tensor<768xf32>
    %bcast_151 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_151 = stablehlo.multiply %bcast_151, %ds3b0_gamma_gamma : tensor<768xf32>
    %bcast_152 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_152 = stablehlo.multiply %bcast_152, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %bcast_153 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_153 = stablehlo.multiply %bcast_153, %ds3b0_dw_b : tensor<768xf32>
    %bcast_154 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_154 = stablehlo.multiply %bcast_154, %ds3b0_ln_weight : tensor<768xf32>
    %bcast_155 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_155 = stablehlo.multiply %bcast_155, %ds3b0_ln_bias : tensor<768xf32>
    %bcast_156 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_156 = stablehlo.multiply %bcast_156, %ds3b0_fc1_w : tensor<3072x768xf32>
    %bcast_157 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_157 = stablehlo.multiply %bcast_157, %ds3b0_fc1_b : tensor<3072xf32>
    %bcast_158 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_158 = stablehlo.multiply %bcast_158, %ds3b0_fc2_w : tensor<768x3072xf32>
    %bcast_159 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_159 = stablehlo.multiply %bcast_159, %ds3b0_fc2_b : tensor<768xf32>
    %bcast_160 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_160 = stablehlo.multiply %bcast_160, %ds3b1_gamma_gamma : tensor<768xf32>
    %bcast_161 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_161 = stablehlo.multiply %bcast_161, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %bcast_162 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_162 = stablehlo.multiply %bcast_162, %ds3b1_dw_b : tensor<768xf32>
    %bcast_163 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_163 = stablehlo.multiply %bcast_163, %ds3b1_ln_weight : tensor<768xf32>
    %bcast_164 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_164 = stablehlo.multiply %bcast_164, %ds3b1_ln_bias : tensor<768xf32>
    %bcast_165 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_165 = stablehlo.multiply %bcast_165, %ds3b1_fc1_w : tensor<3072x768xf32>
    %bcast_166 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_166 = stablehlo.multiply %bcast_166, %ds3b1_fc1_b : tensor<3072xf32>
    %bcast_167 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_167 = stablehlo.multiply %bcast_167, %ds3b1_fc2_w : tensor<768x3072xf32>
    %bcast_168 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_168 = stablehlo.multiply %bcast_168, %ds3b1_fc2_b : tensor<768xf32>
    %bcast_169 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_169 = stablehlo.multiply %bcast_169, %ds3b2_gamma_gamma : tensor<768xf32>
    %bcast_170 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_170 = stablehlo.multiply %bcast_170, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %bcast_171 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_171 = stablehlo.multiply %bcast_171, %ds3b2_dw_b : tensor<768xf32>
    %bcast_172 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_172 = stablehlo.multiply %bcast_172, %ds3b2_ln_weight : tensor<768xf32>
    %bcast_173 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_173 = stablehlo.multiply %bcast_173, %ds3b2_ln_bias : tensor<768xf32>
    %bcast_174 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_174 = stablehlo.multiply %bcast_174, %ds3b2_fc1_w : tensor<3072x768xf32>
    %bcast_175 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_175 = stablehlo.multiply %bcast_175, %ds3b2_fc1_b : tensor<3072xf32>
    %bcast_176 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_176 = stablehlo.multiply %bcast_176, %ds3b2_fc2_w : tensor<768x3072xf32>
    %bcast_177 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_177 = stablehlo.multiply %bcast_177, %ds3b2_fc2_b : tensor<768xf32>
    %bcast_178 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_178 = stablehlo.multiply %bcast_178, %dhead_norm_weight : tensor<768xf32>
    %bcast_179 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_179 = stablehlo.multiply %bcast_179, %dhead_norm_bias : tensor<768xf32>
    %bcast_180 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %clipped_180 = stablehlo.multiply %bcast_180, %dhead_fc_w : tensor<1000x768xf32>
    %bcast_181 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %clipped_181 = stablehlo.multiply %bcast_181, %dhead_fc_b : tensor<1000xf32>
    %cst_147 = stablehlo.constant dense<0.8999999761581421> : tensor<96x3x4x4xf32>
    %multiply_182 = stablehlo.multiply %cst_147, %stem.0.weight.m : tensor<96x3x4x4xf32>
    %cst_148 = stablehlo.constant dense<0.10000000149011612> : tensor<96x3x4x4xf32>
    %multiply_183 = stablehlo.multiply %cst_148, %clipped : tensor<96x3x4x4xf32>
    %stem.0.weight.m_new = stablehlo.add %multiply_182, %multiply_183 : tensor<96x3x4x4xf32>
    %multiply_184 = stablehlo.multiply %clipped, %clipped : tensor<96x3x4x4xf32>
    %cst_149 = stablehlo.constant dense<0.9990000128746033> : tensor<96x3x4x4xf32>
    %multiply_185 = stablehlo.multiply %cst_149, %stem.0.weight.v : tensor<96x3x4x4xf32>
    %cst_150 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x3x4x4xf32>
    %multiply_186 = stablehlo.multiply %cst_150, %multiply_184 : tensor<96x3x4x4xf32>
    %stem.0.weight.v_new = stablehlo.add %multiply_185, %multiply_186 : tensor<96x3x4x4xf32>
    %bcast_182 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide_1 = stablehlo.divide %stem.0.weight.m_new, %bcast_182 : tensor<96x3x4x4xf32>
    %bcast_183 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide_2 = stablehlo.divide %stem.0.weight.v_new, %bcast_183 : tensor<96x3x4x4xf32>
    %sqrt = stablehlo.sqrt %divide_2 : tensor<96x3x4x4xf32>
    %cst_151 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x3x4x4xf32>
    %add_182 = stablehlo.add %sqrt, %cst_151 : tensor<96x3x4x4xf32>
    %stem.0.weight.adam = stablehlo.divide %divide_1, %add_182 : tensor<96x3x4x4xf32>
    %cst_152 = stablehlo.constant dense<0.05000000074505806> : tensor<96x3x4x4xf32>
    %multiply_187 = stablehlo.multiply %cst_152, %stem.0.weight : tensor<96x3x4x4xf32>
    %decayed = stablehlo.add %stem.0.weight.adam, %multiply_187 : tensor<96x3x4x4xf32>
    %bcast_184 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %multiply_188 = stablehlo.multiply %bcast_184, %decayed : tensor<96x3x4x4xf32>
    %stem.0.weight.new = stablehlo.subtract %stem.0.weight, %multiply_188 : tensor<96x3x4x4xf32>
    %bcast_185 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %multiply_189 = stablehlo.multiply %bcast_185, %stem.0.weight.ema : tensor<96x3x4x4xf32>
    %one_1 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay = stablehlo.subtract %one_1, %ema_decay : tensor<f32>
    %bcast_186 = stablehlo.broadcast_in_dim %one_minus_decay, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %multiply_190 = stablehlo.multiply %bcast_186, %stem.0.weight.new : tensor<96x3x4x4xf32>
    %stem.0.weight.ema_new = stablehlo.add %multiply_189, %multiply_190 : tensor<96x3x4x4xf32>
    %cst_153 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_191 = stablehlo.multiply %cst_153, %stem.0.bias.m : tensor<96xf32>
    %cst_154 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_192 = stablehlo.multiply %cst_154, %clipped_1 : tensor<96xf32>
    %stem.0.bias.m_new = stablehlo.add %multiply_191, %multiply_192 : tensor<96xf32>
    %multiply_193 = stablehlo.multiply %clipped_1, %clipped_1 : tensor<96xf32>
    %cst_155 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_194 = stablehlo.multiply %cst_155, %stem.0.bias.v : tensor<96xf32>
    %cst_156 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_195 = stablehlo.multiply %cst_156, %multiply_193 : tensor<96xf32>
    %stem.0.bias.v_new = stablehlo.add %multiply_194, %multiply_195 : tensor<96xf32>
    %bcast_187 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_3 = stablehlo.divide %stem.0.bias.m_new, %bcast_187 : tensor<96xf32>
    %bcast_188 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_4 = stablehlo.divide %stem.0.bias.v_new, %bcast_188 : tensor<96xf32>
    %sqrt_1 = stablehlo.sqrt %divide_4 : tensor<96xf32>
    %cst_157 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_183 = stablehlo.add %sqrt_1, %cst_157 : tensor<96xf32>
    %stem.0.bias.adam = stablehlo.divide %divide_3, %add_183 : tensor<96xf32>
    %bcast_189 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_196 = stablehlo.multiply %bcast_189, %stem.0.bias.adam : tensor<96xf32>
    %stem.0.bias.new = stablehlo.subtract %stem.0.bias, %multiply_196 : tensor<96xf32>
    %bcast_190 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_197 = stablehlo.multiply %bcast_190, %stem.0.bias.ema : tensor<96xf32>
    %one_2 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_1 = stablehlo.subtract %one_2, %ema_decay : tensor<f32>
    %bcast_191 = stablehlo.broadcast_in_dim %one_minus_decay_1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_198 = stablehlo.multiply %bcast_191, %stem.0.bias.new : tensor<96xf32>
    %stem.0.bias.ema_new = stablehlo.add %multiply_197, %multiply_198 : tensor<96xf32>
    %cst_158 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_199 = stablehlo.multiply %cst_158, %stem.1.weight.m : tensor<96xf32>
    %cst_159 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_200 = stablehlo.multiply %cst_159, %clipped_2 : tensor<96xf32>
    %stem.1.weight.m_new = stablehlo.add %multiply_199, %multiply_200 : tensor<96xf32>
    %multiply_201 = stablehlo.multiply %clipped_2, %clipped_2 : tensor<96xf32>
    %cst_160 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_202 = stablehlo.multiply %cst_160, %stem.1.weight.v : tensor<96xf32>
    %cst_161 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_203 = stablehlo.multiply %cst_161, %multiply_201 : tensor<96xf32>
    %stem.1.weight.v_new = stablehlo.add %multiply_202, %multiply_203 : tensor<96xf32>
    %bcast_192 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_5 = stablehlo.divide %stem.1.weight.m_new, %bcast_192 : tensor<96xf32>
    %bcast_193 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_6 = stablehlo.divide %stem.1.weight.v_new, %bcast_193 : tensor<96xf32>
    %sqrt_2 = stablehlo.sqrt %divide_6 : tensor<96xf32>
    %cst_162 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_184 = stablehlo.add %sqrt_2, %cst_162 : tensor<96xf32>
    %stem.1.weight.adam = stablehlo.divide %divide_5, %add_184 : tensor<96xf32>
    %bcast_194 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_204 = stablehlo.multiply %bcast_194, %stem.1.weight.adam : tensor<96xf32>
    %stem.1.weight.new = stablehlo.subtract %stem.1.weight, %multiply_204 : tensor<96xf32>
    %bcast_195 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_205 = stablehlo.multiply %bcast_195, %stem.1.weight.ema : tensor<96xf32>
    %one_3 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_2 = stablehlo.subtract %one_3, %ema_decay : tensor<f32>
    %bcast_196 = stablehlo.broadcast_in_dim %one_minus_decay_2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_206 = stablehlo.multiply %bcast_196, %stem.1.weight.new : tensor<96xf32>
    %stem.1.weight.ema_new = stablehlo.add %multiply_205, %multiply_206 : tensor<96xf32>
    %cst_163 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_207 = stablehlo.multiply %cst_163, %stem.1.bias.m : tensor<96xf32>
    %cst_164 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_208 = stablehlo.multiply %cst_164, %clipped_3 : tensor<96xf32>
    %stem.1.bias.m_new = stablehlo.add %multiply_207, %multiply_208 : tensor<96xf32>
    %multiply_209 = stablehlo.multiply %clipped_3, %clipped_3 : tensor<96xf32>
    %cst_165 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_210 = stablehlo.multiply %cst_165, %stem.1.bias.v : tensor<96xf32>
    %cst_166 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_211 = stablehlo.multiply %cst_166, %multiply_209 : tensor<96xf32>
    %stem.1.bias.v_new = stablehlo.add %multiply_210, %multiply_211 : tensor<96xf32>
    %bcast_197 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_7 = stablehlo.divide %stem.1.bias.m_new, %bcast_197 : tensor<96xf32>
    %bcast_198 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_8 = stablehlo.divide %stem.1.bias.v_new, %bcast_198 : tensor<96xf32>
    %sqrt_3 = stablehlo.sqrt %divide_8 : tensor<96xf32>
    %cst_167 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_185 = stablehlo.add %sqrt_3, %cst_167 : tensor<96xf32>
    %stem.1.bias.adam = stablehlo.divide %divide_7, %add_185 : tensor<96xf32>
    %bcast_199 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_212 = stablehlo.multiply %bcast_199, %stem.1.bias.adam : tensor<96xf32>
    %stem.1.bias.new = stablehlo.subtract %stem.1.bias, %multiply_212 : tensor<96xf32>
    %bcast_200 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_213 = stablehlo.multiply %bcast_200, %stem.1.bias.ema : tensor<96xf32>
    %one_4 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_3 = stablehlo.subtract %one_4, %ema_decay : tensor<f32>
    %bcast_201 = stablehlo.broadcast_in_dim %one_minus_decay_3, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_214 = stablehlo.multiply %bcast_201, %stem.1.bias.new : tensor<96xf32>
    %stem.1.bias.ema_new = stablehlo.add %multiply_213, %multiply_214 : tensor<96xf32>
    %cst_168 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_215 = stablehlo.multiply %cst_168, %stages.0.blocks.0.gamma.m : tensor<96xf32>
    %cst_169 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_216 = stablehlo.multiply %cst_169, %clipped_4 : tensor<96xf32>
    %stages.0.blocks.0.gamma.m_new = stablehlo.add %multiply_215, %multiply_216 : tensor<96xf32>
    %multiply_217 = stablehlo.multiply %clipped_4, %clipped_4 : tensor<96xf32>
    %cst_170 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_218 = stablehlo.multiply %cst_170, %stages.0.blocks.0.gamma.v : tensor<96xf32>
    %cst_171 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_219 = stablehlo.multiply %cst_171, %multiply_217 : tensor<96xf32>
    %stages.0.blocks.0.gamma.v_new = stablehlo.add %multiply_218, %multiply_219 : tensor<96xf32>
    %bcast_202 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_9 = stablehlo.divide %stages.0.blocks.0.gamma.m_new, %bcast_202 : tensor<96xf32>
    %bcast_203 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_10 = stablehlo.divide %stages.0.blocks.0.gamma.v_new, %bcast_203 : tensor<96xf32>
    %sqrt_4 = stablehlo.sqrt %divide_10 : tensor<96xf32>
    %cst_172 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_186 = stablehlo.add %sqrt_4, %cst_172 : tensor<96xf32>
    %stages.0.blocks.0.gamma.adam = stablehlo.divide %divide_9, %add_186 : tensor<96xf32>
    %bcast_204 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_220 = stablehlo.multiply %bcast_204, %stages.0.blocks.0.gamma.adam : tensor<96xf32>
    %stages.0.blocks.0.gamma.new = stablehlo.subtract %stages.0.blocks.0.gamma, %multiply_220 : tensor<96xf32>
    %bcast_205 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_221 = stablehlo.multiply %bcast_205, %stages.0.blocks.0.gamma.ema : tensor<96xf32>
    %one_5 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_4 = stablehlo.subtract %one_5, %ema_decay : tensor<f32>
    %bcast_206 = stablehlo.broadcast_in_dim %one_minus_decay_4, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_222 = stablehlo.multiply %bcast_206, %stages.0.blocks.0.gamma.new : tensor<96xf32>
    %stages.0.blocks.0.gamma.ema_new = stablehlo.add %multiply_221, %multiply_222 : tensor<96xf32>
    %cst_173 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_223 = stablehlo.multiply %cst_173, %stages.0.blocks.0.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_174 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_224 = stablehlo.multiply %cst_174, %clipped_5 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_223, %multiply_224 : tensor<96x1x7x7xf32>
    %multiply_225 = stablehlo.multiply %clipped_5, %clipped_5 : tensor<96x1x7x7xf32>
    %cst_175 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_226 = stablehlo.multiply %cst_175, %stages.0.blocks.0.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_176 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_227 = stablehlo.multiply %cst_176, %multiply_225 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_226, %multiply_227 : tensor<96x1x7x7xf32>
    %bcast_207 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_11 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.m_new, %bcast_207 : tensor<96x1x7x7xf32>
    %bcast_208 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_12 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.v_new, %bcast_208 : tensor<96x1x7x7xf32>
    %sqrt_5 = stablehlo.sqrt %divide_12 : tensor<96x1x7x7xf32>
    %cst_177 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_187 = stablehlo.add %sqrt_5, %cst_177 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_11, %add_187 : tensor<96x1x7x7xf32>
    %cst_178 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_228 = stablehlo.multiply %cst_178, %stages.0.blocks.0.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_1 = stablehlo.add %stages.0.blocks.0.conv_dw.weight.adam, %multiply_228 : tensor<96x1x7x7xf32>
    %bcast_209 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_229 = stablehlo.multiply %bcast_209, %decayed_1 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.weight, %multiply_229 : tensor<96x1x7x7xf32>
    %bcast_210 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_230 = stablehlo.multiply %bcast_210, %stages.0.blocks.0.conv_dw.weight.ema : tensor<96x1x7x7xf32>
    %one_6 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_5 = stablehlo.subtract %one_6, %ema_decay : tensor<f32>
    %bcast_211 = stablehlo.broadcast_in_dim %one_minus_decay_5, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_231 = stablehlo.multiply %bcast_211, %stages.0.blocks.0.conv_dw.weight.new : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.ema_new = stablehlo.add %multiply_230, %multiply_231 : tensor<96x1x7x7xf32>
    %cst_179 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_232 = stablehlo.multiply %cst_179, %stages.0.blocks.0.conv_dw.bias.m : tensor<96xf32>
    %cst_180 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_233 = stablehlo.multiply %cst_180, %clipped_6 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_232, %multiply_233 : tensor<96xf32>
    %multiply_234 = stablehlo.multiply %clipped_6, %clipped_6 : tensor<96xf32>
    %cst_181 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_235 = stablehlo.multiply %cst_181, %stages.0.blocks.0.conv_dw.bias.v : tensor<96xf32>
    %cst_182 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_236 = stablehlo.multiply %cst_182, %multiply_234 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_235, %multiply_236 : tensor<96xf32>
    %bcast_212 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_13 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.m_new, %bcast_212 : tensor<96xf32>
    %bcast_213 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_14 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.v_new, %bcast_213 : tensor<96xf32>
    %sqrt_6 = stablehlo.sqrt %divide_14 : tensor<96xf32>
    %cst_183 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_188 = stablehlo.add %sqrt_6, %cst_183 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_13, %add_188 : tensor<96xf32>
    %bcast_214 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_237 = stablehlo.multiply %bcast_214, %stages.0.blocks.0.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.bias, %multiply_237 : tensor<96xf32>
    %bcast_215 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_238 = stablehlo.multiply %bcast_215, %stages.0.blocks.0.conv_dw.bias.ema : tensor<96xf32>
    %one_7 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_6 = stablehlo.subtract %one_7, %ema_decay : tensor<f32>
    %bcast_216 = stablehlo.broadcast_in_dim %one_minus_decay_6, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_239 = stablehlo.multiply %bcast_216, %stages.0.blocks.0.conv_dw.bias.new : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.ema_new = stablehlo.add %multiply_238, %multiply_239 : tensor<96xf32>
    %cst_184 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_240 = stablehlo.multiply %cst_184, %stages.0.blocks.0.norm.weight.m : tensor<96xf32>
    %cst_185 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_241 = stablehlo.multiply %cst_185, %clipped_7 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.m_new = stablehlo.add %multiply_240, %multiply_241 : tensor<96xf32>
    %multiply_242 = stablehlo.multiply %clipped_7, %clipped_7 : tensor<96xf32>
    %cst_186 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_243 = stablehlo.multiply %cst_186, %stages.0.blocks.0.norm.weight.v : tensor<96xf32>
    %cst_187 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_244 = stablehlo.multiply %cst_187, %multiply_242 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.v_new = stablehlo.add %multiply_243, %multiply_244 : tensor<96xf32>
    %bcast_217 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_15 = stablehlo.divide %stages.0.blocks.0.norm.weight.m_new, %bcast_217 : tensor<96xf32>
    %bcast_218 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_16 = stablehlo.divide %stages.0.blocks.0.norm.weight.v_new, %bcast_218 : tensor<96xf32>
    %sqrt_7 = stablehlo.sqrt %divide_16 : tensor<96xf32>
    %cst_188 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_189 = stablehlo.add %sqrt_7, %cst_188 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.adam = stablehlo.divide %divide_15, %add_189 : tensor<96xf32>
    %bcast_219 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_245 = stablehlo.multiply %bcast_219, %stages.0.blocks.0.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.new = stablehlo.subtract %stages.0.blocks.0.norm.weight, %multiply_245 : tensor<96xf32>
    %bcast_220 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_246 = stablehlo.multiply %bcast_220, %stages.0.blocks.0.norm.weight.ema : tensor<96xf32>
    %one_8 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_7 = stablehlo.subtract %one_8, %ema_decay : tensor<f32>
    %bcast_221 = stablehlo.broadcast_in_dim %one_minus_decay_7, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_247 = stablehlo.multiply %bcast_221, %stages.0.blocks.0.norm.weight.new : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.ema_new = stablehlo.add %multiply_246, %multiply_247 : tensor<96xf32>
    %cst_189 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_248 = stablehlo.multiply %cst_189, %stages.0.blocks.0.norm.bias.m : tensor<96xf32>
    %cst_190 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_249 = stablehlo.multiply %cst_190, %clipped_8 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.m_new = stablehlo.add %multiply_248, %multiply_249 : tensor<96xf32>
    %multiply_250 = stablehlo.multiply %clipped_8, %clipped_8 : tensor<96xf32>
    %cst_191 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_251 = stablehlo.multiply %cst_191, %stages.0.blocks.0.norm.bias.v : tensor<96xf32>
    %cst_192 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_252 = stablehlo.multiply %cst_192, %multiply_250 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.v_new = stablehlo.add %multiply_251, %multiply_252 : tensor<96xf32>
    %bcast_222 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_17 = stablehlo.divide %stages.0.blocks.0.norm.bias.m_new, %bcast_222 : tensor<96xf32>
    %bcast_223 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_18 = stablehlo.divide %stages.0.blocks.0.norm.bias.v_new, %bcast_223 : tensor<96xf32>
    %sqrt_8 = stablehlo.sqrt %divide_18 : tensor<96xf32>
    %cst_193 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_190 = stablehlo.add %sqrt_8, %cst_193 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.adam = stablehlo.divide %divide_17, %add_190 : tensor<96xf32>
    %bcast_224 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_253 = stablehlo.multiply %bcast_224, %stages.0.blocks.0.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.new = stablehlo.subtract %stages.0.blocks.0.norm.bias, %multiply_253 : tensor<96xf32>
    %bcast_225 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_254 = stablehlo.multiply %bcast_225, %stages.0.blocks.0.norm.bias.ema : tensor<96xf32>
    %one_9 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_8 = stablehlo.subtract %one_9, %ema_decay : tensor<f32>
    %bcast_226 = stablehlo.broadcast_in_dim %one_minus_decay_8, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_255 = stablehlo.multiply %bcast_226, %stages.0.blocks.0.norm.bias.new : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.ema_new = stablehlo.add %multiply_254, %multiply_255 : tensor<96xf32>
    %cst_194 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_256 = stablehlo.multiply %cst_194, %stages.0.blocks.0.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_195 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_257 = stablehlo.multiply %cst_195, %clipped_9 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_256, %multiply_257 : tensor<384x96xf32>
    %multiply_258 = stablehlo.multiply %clipped_9, %clipped_9 : tensor<384x96xf32>
    %cst_196 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_259 = stablehlo.multiply %cst_196, %stages.0.blocks.0.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_197 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_260 = stablehlo.multiply %cst_197, %multiply_258 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_259, %multiply_260 : tensor<384x96xf32>
    %bcast_227 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_19 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.m_new, %bcast_227 : tensor<384x96xf32>
    %bcast_228 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_20 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.v_new, %bcast_228 : tensor<384x96xf32>
    %sqrt_9 = stablehlo.sqrt %divide_20 : tensor<384x96xf32>
    %cst_198 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_191 = stablehlo.add %sqrt_9, %cst_198 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_19, %add_191 : tensor<384x96xf32>
    %cst_199 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_261 = stablehlo.multiply %cst_199, %stages.0.blocks.0.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_2 = stablehlo.add %stages.0.blocks.0.mlp.fc1.weight.adam, %multiply_261 : tensor<384x96xf32>
    %bcast_229 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_262 = stablehlo.multiply %bcast_229, %decayed_2 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.weight, %multiply_262 : tensor<384x96xf32>
    %bcast_230 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_263 = stablehlo.multiply %bcast_230, %stages.0.blocks.0.mlp.fc1.weight.ema : tensor<384x96xf32>
    %one_10 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_9 = stablehlo.subtract %one_10, %ema_decay : tensor<f32>
    %bcast_231 = stablehlo.broadcast_in_dim %one_minus_decay_9, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_264 = stablehlo.multiply %bcast_231, %stages.0.blocks.0.mlp.fc1.weight.new : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.ema_new = stablehlo.add %multiply_263, %multiply_264 : tensor<384x96xf32>
    %cst_200 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_265 = stablehlo.multiply %cst_200, %stages.0.blocks.0.mlp.fc1.bias.m : tensor<384xf32>
    %cst_201 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_266 = stablehlo.multiply %cst_201, %clipped_10 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_265, %multiply_266 : tensor<384xf32>
    %multiply_267 = stablehlo.multiply %clipped_10, %clipped_10 : tensor<384xf32>
    %cst_202 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_268 = stablehlo.multiply %cst_202, %stages.0.blocks.0.mlp.fc1.bias.v : tensor<384xf32>
    %cst_203 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_269 = stablehlo.multiply %cst_203, %multiply_267 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_268, %multiply_269 : tensor<384xf32>
    %bcast_232 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_21 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.m_new, %bcast_232 : tensor<384xf32>
    %bcast_233 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_22 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.v_new, %bcast_233 : tensor<384xf32>
    %sqrt_10 = stablehlo.sqrt %divide_22 : tensor<384xf32>
    %cst_204 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_192 = stablehlo.add %sqrt_10, %cst_204 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_21, %add_192 : tensor<384xf32>
    %bcast_234 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_270 = stablehlo.multiply %bcast_234, %stages.0.blocks.0.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.bias, %multiply_270 : tensor<384xf32>
    %bcast_235 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_271 = stablehlo.multiply %bcast_235, %stages.0.blocks.0.mlp.fc1.bias.ema : tensor<384xf32>
    %one_11 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_10 = stablehlo.subtract %one_11, %ema_decay : tensor<f32>
    %bcast_236 = stablehlo.broadcast_in_dim %one_minus_decay_10, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_272 = stablehlo.multiply %bcast_236, %stages.0.blocks.0.mlp.fc1.bias.new : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.ema_new = stablehlo.add %multiply_271, %multiply_272 : tensor<384xf32>
    %cst_205 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_273 = stablehlo.multiply %cst_205, %stages.0.blocks.0.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_206 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_274 = stablehlo.multiply %cst_206, %clipped_11 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_273, %multiply_274 : tensor<96x384xf32>
    %multiply_275 = stablehlo.multiply %clipped_11, %clipped_11 : tensor<96x384xf32>
    %cst_207 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_276 = stablehlo.multiply %cst_207, %stages.0.blocks.0.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_208 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_277 = stablehlo.multiply %cst_208, %multiply_275 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_276, %multiply_277 : tensor<96x384xf32>
    %bcast_237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_23 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.m_new, %bcast_237 : tensor<96x384xf32>
    %bcast_238 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_24 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.v_new, %bcast_238 : tensor<96x384xf32>
    %sqrt_11 = stablehlo.sqrt %divide_24 : tensor<96x384xf32>
    %cst_209 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_193 = stablehlo.add %sqrt_11, %cst_209 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_23, %add_193 : tensor<96x384xf32>
    %cst_210 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_278 = stablehlo.multiply %cst_210, %stages.0.blocks.0.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_3 = stablehlo.add %stages.0.blocks.0.mlp.fc2.weight.adam, %multiply_278 : tensor<96x384xf32>
    %bcast_239 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_279 = stablehlo.multiply %bcast_239, %decayed_3 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.weight, %multiply_279 : tensor<96x384xf32>
    %bcast_240 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_280 = stablehlo.multiply %bcast_240, %stages.0.blocks.0.mlp.fc2.weight.ema : tensor<96x384xf32>
    %one_12 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_11 = stablehlo.subtract %one_12, %ema_decay : tensor<f32>
    %bcast_241 = stablehlo.broadcast_in_dim %one_minus_decay_11, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_281 = stablehlo.multiply %bcast_241, %stages.0.blocks.0.mlp.fc2.weight.new : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.ema_new = stablehlo.add %multiply_280, %multiply_281 : tensor<96x384xf32>
    %cst_211 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_282 = stablehlo.multiply %cst_211, %stages.0.blocks.0.mlp.fc2.bias.m : tensor<96xf32>
    %cst_212 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_283 = stablehlo.multiply %cst_212, %clipped_12 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_282, %multiply_283 : tensor<96xf32>
    %multiply_284 = stablehlo.multiply %clipped_12, %clipped_12 : tensor<96xf32>
    %cst_213 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_285 = stablehlo.multiply %cst_213, %stages.0.blocks.0.mlp.fc2.bias.v : tensor<96xf32>
    %cst_214 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_286 = stablehlo.multiply %cst_214, %multiply_284 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_285, %multiply_286 : tensor<96xf32>
    %bcast_242 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_25 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.m_new, %bcast_242 : tensor<96xf32>
    %bcast_243 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_26 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.v_new, %bcast_243 : tensor<96xf32>
    %sqrt_12 = stablehlo.sqrt %divide_26 : tensor<96xf32>
    %cst_215 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_194 = stablehlo.add %sqrt_12, %cst_215 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_25, %add_194 : tensor<96xf32>
    %bcast_244 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_287 = stablehlo.multiply %bcast_244, %stages.0.blocks.0.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.bias, %multiply_287 : tensor<96xf32>
    %bcast_245 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_288 = stablehlo.multiply %bcast_245, %stages.0.blocks.0.mlp.fc2.bias.ema : tensor<96xf32>
    %one_13 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_12 = stablehlo.subtract %one_13, %ema_decay : tensor<f32>
    %bcast_246 = stablehlo.broadcast_in_dim %one_minus_decay_12, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_289 = stablehlo.multiply %bcast_246, %stages.0.blocks.0.mlp.fc2.bias.new : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.ema_new = stablehlo.add %multiply_288, %multiply_289 : tensor<96xf32>
    %cst_216 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_290 = stablehlo.multiply %cst_216, %stages.0.blocks.1.gamma.m : tensor<96xf32>
    %cst_217 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_291 = stablehlo.multiply %cst_217, %clipped_13 : tensor<96xf32>
    %stages.0.blocks.1.gamma.m_new = stablehlo.add %multiply_290, %multiply_291 : tensor<96xf32>
    %multiply_292 = stablehlo.multiply %clipped_13, %clipped_13 : tensor<96xf32>
    %cst_218 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_293 = stablehlo.multiply %cst_218, %stages.0.blocks.1.gamma.v : tensor<96xf32>
    %cst_219 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_294 = stablehlo.multiply %cst_219, %multiply_292 : tensor<96xf32>
    %stages.0.blocks.1.gamma.v_new = stablehlo.add %multiply_293, %multiply_294 : tensor<96xf32>
    %bcast_247 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_27 = stablehlo.divide %stages.0.blocks.1.gamma.m_new, %bcast_247 : tensor<96xf32>
    %bcast_248 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_28 = stablehlo.divide %stages.0.blocks.1.gamma.v_new, %bcast_248 : tensor<96xf32>
    %sqrt_13 = stablehlo.sqrt %divide_28 : tensor<96xf32>
    %cst_220 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_195 = stablehlo.add %sqrt_13, %cst_220 : tensor<96xf32>
    %stages.0.blocks.1.gamma.adam = stablehlo.divide %divide_27, %add_195 : tensor<96xf32>
    %bcast_249 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_295 = stablehlo.multiply %bcast_249, %stages.0.blocks.1.gamma.adam : tensor<96xf32>
    %stages.0.blocks.1.gamma.new = stablehlo.subtract %stages.0.blocks.1.gamma, %multiply_295 : tensor<96xf32>
    %bcast_250 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_296 = stablehlo.multiply %bcast_250, %stages.0.blocks.1.gamma.ema : tensor<96xf32>
    %one_14 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_13 = stablehlo.subtract %one_14, %ema_decay : tensor<f32>
    %bcast_251 = stablehlo.broadcast_in_dim %one_minus_decay_13, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_297 = stablehlo.multiply %bcast_251, %stages.0.blocks.1.gamma.new : tensor<96xf32>
    %stages.0.blocks.1.gamma.ema_new = stablehlo.add %multiply_296, %multiply_297 : tensor<96xf32>
    %cst_221 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_298 = stablehlo.multiply %cst_221, %stages.0.blocks.1.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_222 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_299 = stablehlo.multiply %cst_222, %clipped_14 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_298, %multiply_299 : tensor<96x1x7x7xf32>
    %multiply_300 = stablehlo.multiply %clipped_14, %clipped_14 : tensor<96x1x7x7xf32>
    %cst_223 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_301 = stablehlo.multiply %cst_223, %stages.0.blocks.1.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_224 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_302 = stablehlo.multiply %cst_224, %multiply_300 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_301, %multiply_302 : tensor<96x1x7x7xf32>
    %bcast_252 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_29 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.m_new, %bcast_252 : tensor<96x1x7x7xf32>
    %bcast_253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_30 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.v_new, %bcast_253 : tensor<96x1x7x7xf32>
    %sqrt_14 = stablehlo.sqrt %divide_30 : tensor<96x1x7x7xf32>
    %cst_225 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_196 = stablehlo.add %sqrt_14, %cst_225 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_29, %add_196 : tensor<96x1x7x7xf32>
    %cst_226 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_303 = stablehlo.multiply %cst_226, %stages.0.blocks.1.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_4 = stablehlo.add %stages.0.blocks.1.conv_dw.weight.adam, %multiply_303 : tensor<96x1x7x7xf32>
    %bcast_254 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_304 = stablehlo.multiply %bcast_254, %decayed_4 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.weight, %multiply_304 : tensor<96x1x7x7xf32>
    %bcast_255 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_305 = stablehlo.multiply %bcast_255, %stages.0.blocks.1.conv_dw.weight.ema : tensor<96x1x7x7xf32>
    %one_15 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_14 = stablehlo.subtract %one_15, %ema_decay : tensor<f32>
    %bcast_256 = stablehlo.broadcast_in_dim %one_minus_decay_14, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_306 = stablehlo.multiply %bcast_256, %stages.0.blocks.1.conv_dw.weight.new : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.ema_new = stablehlo.add %multiply_305, %multiply_306 : tensor<96x1x7x7xf32>
    %cst_227 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_307 = stablehlo.multiply %cst_227, %stages.0.blocks.1.conv_dw.bias.m : tensor<96xf32>
    %cst_228 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_308 = stablehlo.multiply %cst_228, %clipped_15 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_307, %multiply_308 : tensor<96xf32>
    %multiply_309 = stablehlo.multiply %clipped_15, %clipped_15 : tensor<96xf32>
    %cst_229 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_310 = stablehlo.multiply %cst_229, %stages.0.blocks.1.conv_dw.bias.v : tensor<96xf32>
    %cst_230 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_311 = stablehlo.multiply %cst_230, %multiply_309 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_310, %multiply_311 : tensor<96xf32>
    %bcast_257 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_31 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.m_new, %bcast_257 : tensor<96xf32>
    %bcast_258 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_32 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.v_new, %bcast_258 : tensor<96xf32>
    %sqrt_15 = stablehlo.sqrt %divide_32 : tensor<96xf32>
    %cst_231 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_197 = stablehlo.add %sqrt_15, %cst_231 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_31, %add_197 : tensor<96xf32>
    %bcast_259 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_312 = stablehlo.multiply %bcast_259, %stages.0.blocks.1.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.bias, %multiply_312 : tensor<96xf32>
    %bcast_260 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_313 = stablehlo.multiply %bcast_260, %stages.0.blocks.1.conv_dw.bias.ema : tensor<96xf32>
    %one_16 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_15 = stablehlo.subtract %one_16, %ema_decay : tensor<f32>
    %bcast_261 = stablehlo.broadcast_in_dim %one_minus_decay_15, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_314 = stablehlo.multiply %bcast_261, %stages.0.blocks.1.conv_dw.bias.new : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.ema_new = stablehlo.add %multiply_313, %multiply_314 : tensor<96xf32>
    %cst_232 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_315 = stablehlo.multiply %cst_232, %stages.0.blocks.1.norm.weight.m : tensor<96xf32>
    %cst_233 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_316 = stablehlo.multiply %cst_233, %clipped_16 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.m_new = stablehlo.add %multiply_315, %multiply_316 : tensor<96xf32>
    %multiply_317 = stablehlo.multiply %clipped_16, %clipped_16 : tensor<96xf32>
    %cst_234 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_318 = stablehlo.multiply %cst_234, %stages.0.blocks.1.norm.weight.v : tensor<96xf32>
    %cst_235 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_319 = stablehlo.multiply %cst_235, %multiply_317 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.v_new = stablehlo.add %multiply_318, %multiply_319 : tensor<96xf32>
    %bcast_262 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_33 = stablehlo.divide %stages.0.blocks.1.norm.weight.m_new, %bcast_262 : tensor<96xf32>
    %bcast_263 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_34 = stablehlo.divide %stages.0.blocks.1.norm.weight.v_new, %bcast_263 : tensor<96xf32>
    %sqrt_16 = stablehlo.sqrt %divide_34 : tensor<96xf32>
    %cst_236 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_198 = stablehlo.add %sqrt_16, %cst_236 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.adam = stablehlo.divide %divide_33, %add_198 : tensor<96xf32>
    %bcast_264 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_320 = stablehlo.multiply %bcast_264, %stages.0.blocks.1.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.new = stablehlo.subtract %stages.0.blocks.1.norm.weight, %multiply_320 : tensor<96xf32>
    %bcast_265 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_321 = stablehlo.multiply %bcast_265, %stages.0.blocks.1.norm.weight.ema : tensor<96xf32>
    %one_17 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_16 = stablehlo.subtract %one_17, %ema_decay : tensor<f32>
    %bcast_266 = stablehlo.broadcast_in_dim %one_minus_decay_16, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_322 = stablehlo.multiply %bcast_266, %stages.0.blocks.1.norm.weight.new : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.ema_new = stablehlo.add %multiply_321, %multiply_322 : tensor<96xf32>
    %cst_237 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_323 = stablehlo.multiply %cst_237, %stages.0.blocks.1.norm.bias.m : tensor<96xf32>
    %cst_238 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_324 = stablehlo.multiply %cst_238, %clipped_17 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.m_new = stablehlo.add %multiply_323, %multiply_324 : tensor<96xf32>
    %multiply_325 = stablehlo.multiply %clipped_17, %clipped_17 : tensor<96xf32>
    %cst_239 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_326 = stablehlo.multiply %cst_239, %stages.0.blocks.1.norm.bias.v : tensor<96xf32>
    %cst_240 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_327 = stablehlo.multiply %cst_240, %multiply_325 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.v_new = stablehlo.add %multiply_326, %multiply_327 : tensor<96xf32>
    %bcast_267 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_35 = stablehlo.divide %stages.0.blocks.1.norm.bias.m_new, %bcast_267 : tensor<96xf32>
    %bcast_268 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_36 = stablehlo.divide %stages.0.blocks.1.norm.bias.v_new, %bcast_268 : tensor<96xf32>
    %sqrt_17 = stablehlo.sqrt %divide_36 : tensor<96xf32>
    %cst_241 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_199 = stablehlo.add %sqrt_17, %cst_241 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.adam = stablehlo.divide %divide_35, %add_199 : tensor<96xf32>
    %bcast_269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_328 = stablehlo.multiply %bcast_269, %stages.0.blocks.1.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.new = stablehlo.subtract %stages.0.blocks.1.norm.bias, %multiply_328 : tensor<96xf32>
    %bcast_270 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_329 = stablehlo.multiply %bcast_270, %stages.0.blocks.1.norm.bias.ema : tensor<96xf32>
    %one_18 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_17 = stablehlo.subtract %one_18, %ema_decay : tensor<f32>
    %bcast_271 = stablehlo.broadcast_in_dim %one_minus_decay_17, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_330 = stablehlo.multiply %bcast_271, %stages.0.blocks.1.norm.bias.new : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.ema_new = stablehlo.add %multiply_329, %multiply_330 : tensor<96xf32>
    %cst_242 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_331 = stablehlo.multiply %cst_242, %stages.0.blocks.1.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_243 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_332 = stablehlo.multiply %cst_243, %clipped_18 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_331, %multiply_332 : tensor<384x96xf32>
    %multiply_333 = stablehlo.multiply %clipped_18, %clipped_18 : tensor<384x96xf32>
    %cst_244 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_334 = stablehlo.multiply %cst_244, %stages.0.blocks.1.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_245 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_335 = stablehlo.multiply %cst_245, %multiply_333 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_334, %multiply_335 : tensor<384x96xf32>
    %bcast_272 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_37 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.m_new, %bcast_272 : tensor<384x96xf32>
    %bcast_273 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_38 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.v_new, %bcast_273 : tensor<384x96xf32>
    %sqrt_18 = stablehlo.sqrt %divide_38 : tensor<384x96xf32>
    %cst_246 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_200 = stablehlo.add %sqrt_18, %cst_246 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_37, %add_200 : tensor<384x96xf32>
    %cst_247 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_336 = stablehlo.multiply %cst_247, %stages.0.blocks.1.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_5 = stablehlo.add %stages.0.blocks.1.mlp.fc1.weight.adam, %multiply_336 : tensor<384x96xf32>
    %bcast_274 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_337 = stablehlo.multiply %bcast_274, %decayed_5 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.weight, %multiply_337 : tensor<384x96xf32>
    %bcast_275 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_338 = stablehlo.multiply %bcast_275, %stages.0.blocks.1.mlp.fc1.weight.ema : tensor<384x96xf32>
    %one_19 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_18 = stablehlo.subtract %one_19, %ema_decay : tensor<f32>
    %bcast_276 = stablehlo.broadcast_in_dim %one_minus_decay_18, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_339 = stablehlo.multiply %bcast_276, %stages.0.blocks.1.mlp.fc1.weight.new : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.ema_new = stablehlo.add %multiply_338, %multiply_339 : tensor<384x96xf32>
    %cst_248 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_340 = stablehlo.multiply %cst_248, %stages.0.blocks.1.mlp.fc1.bias.m : tensor<384xf32>
    %cst_249 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_341 = stablehlo.multiply %cst_249, %clipped_19 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_340, %multiply_341 : tensor<384xf32>
    %multiply_342 = stablehlo.multiply %clipped_19, %clipped_19 : tensor<384xf32>
    %cst_250 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_343 = stablehlo.multiply %cst_250, %stages.0.blocks.1.mlp.fc1.bias.v : tensor<384xf32>
    %cst_251 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_344 = stablehlo.multiply %cst_251, %multiply_342 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_343, %multiply_344 : tensor<384xf32>
    %bcast_277 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_39 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.m_new, %bcast_277 : tensor<384xf32>
    %bcast_278 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_40 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.v_new, %bcast_278 : tensor<384xf32>
    %sqrt_19 = stablehlo.sqrt %divide_40 : tensor<384xf32>
    %cst_252 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_201 = stablehlo.add %sqrt_19, %cst_252 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_39, %add_201 : tensor<384xf32>
    %bcast_279 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_345 = stablehlo.multiply %bcast_279, %stages.0.blocks.1.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.bias, %multiply_345 : tensor<384xf32>
    %bcast_280 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_346 = stablehlo.multiply %bcast_280, %stages.0.blocks.1.mlp.fc1.bias.ema : tensor<384xf32>
    %one_20 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_19 = stablehlo.subtract %one_20, %ema_decay : tensor<f32>
    %bcast_281 = stablehlo.broadcast_in_dim %one_minus_decay_19, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_347 = stablehlo.multiply %bcast_281, %stages.0.blocks.1.mlp.fc1.bias.new : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.ema_new = stablehlo.add %multiply_346, %multiply_347 : tensor<384xf32>
    %cst_253 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_348 = stablehlo.multiply %cst_253, %stages.0.blocks.1.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_254 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_349 = stablehlo.multiply %cst_254, %clipped_20 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_348, %multiply_349 : tensor<96x384xf32>
    %multiply_350 = stablehlo.multiply %clipped_20, %clipped_20 : tensor<96x384xf32>
    %cst_255 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_351 = stablehlo.multiply %cst_255, %stages.0.blocks.1.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_256 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_352 = stablehlo.multiply %cst_256, %multiply_350 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_351, %multiply_352 : tensor<96x384xf32>
    %bcast_282 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_41 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.m_new, %bcast_282 : tensor<96x384xf32>
    %bcast_283 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_42 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.v_new, %bcast_283 : tensor<96x384xf32>
    %sqrt_20 = stablehlo.sqrt %divide_42 : tensor<96x384xf32>
    %cst_257 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_202 = stablehlo.add %sqrt_20, %cst_257 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_41, %add_202 : tensor<96x384xf32>
    %cst_258 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_353 = stablehlo.multiply %cst_258, %stages.0.blocks.1.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_6 = stablehlo.add %stages.0.blocks.1.mlp.fc2.weight.adam, %multiply_353 : tensor<96x384xf32>
    %bcast_284 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_354 = stablehlo.multiply %bcast_284, %decayed_6 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.weight, %multiply_354 : tensor<96x384xf32>
    %bcast_285 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_355 = stablehlo.multiply %bcast_285, %stages.0.blocks.1.mlp.fc2.weight.ema : tensor<96x384xf32>
    %one_21 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_20 = stablehlo.subtract %one_21, %ema_decay : tensor<f32>
    %bcast_286 = stablehlo.broadcast_in_dim %one_minus_decay_20, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_356 = stablehlo.multiply %bcast_286, %stages.0.blocks.1.mlp.fc2.weight.new : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.ema_new = stablehlo.add %multiply_355, %multiply_356 : tensor<96x384xf32>
    %cst_259 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_357 = stablehlo.multiply %cst_259, %stages.0.blocks.1.mlp.fc2.bias.m : tensor<96xf32>
    %cst_260 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_358 = stablehlo.multiply %cst_260, %clipped_21 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_357, %multiply_358 : tensor<96xf32>
    %multiply_359 = stablehlo.multiply %clipped_21, %clipped_21 : tensor<96xf32>
    %cst_261 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_360 = stablehlo.multiply %cst_261, %stages.0.blocks.1.mlp.fc2.bias.v : tensor<96xf32>
    %cst_262 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_361 = stablehlo.multiply %cst_262, %multiply_359 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_360, %multiply_361 : tensor<96xf32>
    %bcast_287 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_43 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.m_new, %bcast_287 : tensor<96xf32>
    %bcast_288 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_44 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.v_new, %bcast_288 : tensor<96xf32>
    %sqrt_21 = stablehlo.sqrt %divide_44 : tensor<96xf32>
    %cst_263 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_203 = stablehlo.add %sqrt_21, %cst_263 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_43, %add_203 : tensor<96xf32>
    %bcast_289 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_362 = stablehlo.multiply %bcast_289, %stages.0.blocks.1.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.bias, %multiply_362 : tensor<96xf32>
    %bcast_290 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_363 = stablehlo.multiply %bcast_290, %stages.0.blocks.1.mlp.fc2.bias.ema : tensor<96xf32>
    %one_22 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_21 = stablehlo.subtract %one_22, %ema_decay : tensor<f32>
    %bcast_291 = stablehlo.broadcast_in_dim %one_minus_decay_21, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_364 = stablehlo.multiply %bcast_291, %stages.0.blocks.1.mlp.fc2.bias.new : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.ema_new = stablehlo.add %multiply_363, %multiply_364 : tensor<96xf32>
    %cst_264 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_365 = stablehlo.multiply %cst_264, %stages.0.blocks.2.gamma.m : tensor<96xf32>
    %cst_265 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_366 = stablehlo.multiply %cst_265, %clipped_22 : tensor<96xf32>
    %stages.0.blocks.2.gamma.m_new = stablehlo.add %multiply_365, %multiply_366 : tensor<96xf32>
    %multiply_367 = stablehlo.multiply %clipped_22, %clipped_22 : tensor<96xf32>
    %cst_266 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_368 = stablehlo.multiply %cst_266, %stages.0.blocks.2.gamma.v : tensor<96xf32>
    %cst_267 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_369 = stablehlo.multiply %cst_267, %multiply_367 : tensor<96xf32>
    %stages.0.blocks.2.gamma.v_new = stablehlo.add %multiply_368, %multiply_369 : tensor<96xf32>
    %bcast_292 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_45 = stablehlo.divide %stages.0.blocks.2.gamma.m_new, %bcast_292 : tensor<96xf32>
    %bcast_293 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_46 = stablehlo.divide %stages.0.blocks.2.gamma.v_new, %bcast_293 : tensor<96xf32>
    %sqrt_22 = stablehlo.sqrt %divide_46 : tensor<96xf32>
    %cst_268 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_204 = stablehlo.add %sqrt_22, %cst_268 : tensor<96xf32>
    %stages.0.blocks.2.gamma.adam = stablehlo.divide %divide_45, %add_204 : tensor<96xf32>
    %bcast_294 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_370 = stablehlo.multiply %bcast_294, %stages.0.blocks.2.gamma.adam : tensor<96xf32>
    %stages.0.blocks.2.gamma.new = stablehlo.subtract %stages.0.blocks.2.gamma, %multiply_370 : tensor<96xf32>
    %bcast_295 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_371 = stablehlo.multiply %bcast_295, %stages.0.blocks.2.gamma.ema : tensor<96xf32>
    %one_23 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_22 = stablehlo.subtract %one_23, %ema_decay : tensor<f32>
    %bcast_296 = stablehlo.broadcast_in_dim %one_minus_decay_22, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_372 = stablehlo.multiply %bcast_296, %stages.0.blocks.2.gamma.new : tensor<96xf32>
    %stages.0.blocks.2.gamma.ema_new = stablehlo.add %multiply_371, %multiply_372 : tensor<96xf32>
    %cst_269 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_373 = stablehlo.multiply %cst_269, %stages.0.blocks.2.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_270 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_374 = stablehlo.multiply %cst_270, %clipped_23 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_373, %multiply_374 : tensor<96x1x7x7xf32>
    %multiply_375 = stablehlo.multiply %clipped_23, %clipped_23 : tensor<96x1x7x7xf32>
    %cst_271 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_376 = stablehlo.multiply %cst_271, %stages.0.blocks.2.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_272 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_377 = stablehlo.multiply %cst_272, %multiply_375 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_376, %multiply_377 : tensor<96x1x7x7xf32>
    %bcast_297 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_47 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.m_new, %bcast_297 : tensor<96x1x7x7xf32>
    %bcast_298 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_48 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.v_new, %bcast_298 : tensor<96x1x7x7xf32>
    %sqrt_23 = stablehlo.sqrt %divide_48 : tensor<96x1x7x7xf32>
    %cst_273 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_205 = stablehlo.add %sqrt_23, %cst_273 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_47, %add_205 : tensor<96x1x7x7xf32>
    %cst_274 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_378 = stablehlo.multiply %cst_274, %stages.0.blocks.2.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_7 = stablehlo.add %stages.0.blocks.2.conv_dw.weight.adam, %multiply_378 : tensor<96x1x7x7xf32>
    %bcast_299 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_379 = stablehlo.multiply %bcast_299, %decayed_7 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.weight, %multiply_379 : tensor<96x1x7x7xf32>
    %bcast_300 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_380 = stablehlo.multiply %bcast_300, %stages.0.blocks.2.conv_dw.weight.ema : tensor<96x1x7x7xf32>
    %one_24 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_23 = stablehlo.subtract %one_24, %ema_decay : tensor<f32>
    %bcast_301 = stablehlo.broadcast_in_dim %one_minus_decay_23, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_381 = stablehlo.multiply %bcast_301, %stages.0.blocks.2.conv_dw.weight.new : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.ema_new = stablehlo.add %multiply_380, %multiply_381 : tensor<96x1x7x7xf32>
    %cst_275 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_382 = stablehlo.multiply %cst_275, %stages.0.blocks.2.conv_dw.bias.m : tensor<96xf32>
    %cst_276 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_383 = stablehlo.multiply %cst_276, %clipped_24 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_382, %multiply_383 : tensor<96xf32>
    %multiply_384 = stablehlo.multiply %clipped_24, %clipped_24 : tensor<96xf32>
    %cst_277 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_385 = stablehlo.multiply %cst_277, %stages.0.blocks.2.conv_dw.bias.v : tensor<96xf32>
    %cst_278 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_386 = stablehlo.multiply %cst_278, %multiply_384 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_385, %multiply_386 : tensor<96xf32>
    %bcast_302 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_49 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.m_new, %bcast_302 : tensor<96xf32>
    %bcast_303 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_50 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.v_new, %bcast_303 : tensor<96xf32>
    %sqrt_24 = stablehlo.sqrt %divide_50 : tensor<96xf32>
    %cst_279 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_206 = stablehlo.add %sqrt_24, %cst_279 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_49, %add_206 : tensor<96xf32>
    %bcast_304 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_387 = stablehlo.multiply %bcast_304, %stages.0.blocks.2.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.bias, %multiply_387 : tensor<96xf32>
    %bcast_305 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_388 = stablehlo.multiply %bcast_305, %stages.0.blocks.2.conv_dw.bias.ema : tensor<96xf32>
    %one_25 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_24 = stablehlo.subtract %one_25, %ema_decay : tensor<f32>
    %bcast_306 = stablehlo.broadcast_in_dim %one_minus_decay_24, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_389 = stablehlo.multiply %bcast_306, %stages.0.blocks.2.conv_dw.bias.new : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.ema_new = stablehlo.add %multiply_388, %multiply_389 : tensor<96xf32>
    %cst_280 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_390 = stablehlo.multiply %cst_280, %stages.0.blocks.2.norm.weight.m : tensor<96xf32>
    %cst_281 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_391 = stablehlo.multiply %cst_281, %clipped_25 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.m_new = stablehlo.add %multiply_390, %multiply_391 : tensor<96xf32>
    %multiply_392 = stablehlo.multiply %clipped_25, %clipped_25 : tensor<96xf32>
    %cst_282 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_393 = stablehlo.multiply %cst_282, %stages.0.blocks.2.norm.weight.v : tensor<96xf32>
    %cst_283 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_394 = stablehlo.multiply %cst_283, %multiply_392 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.v_new = stablehlo.add %multiply_393, %multiply_394 : tensor<96xf32>
    %bcast_307 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_51 = stablehlo.divide %stages.0.blocks.2.norm.weight.m_new, %bcast_307 : tensor<96xf32>
    %bcast_308 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_52 = stablehlo.divide %stages.0.blocks.2.norm.weight.v_new, %bcast_308 : tensor<96xf32>
    %sqrt_25 = stablehlo.sqrt %divide_52 : tensor<96xf32>
    %cst_284 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_207 = stablehlo.add %sqrt_25, %cst_284 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.adam = stablehlo.divide %divide_51, %add_207 : tensor<96xf32>
    %bcast_309 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_395 = stablehlo.multiply %bcast_309, %stages.0.blocks.2.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.new = stablehlo.subtract %stages.0.blocks.2.norm.weight, %multiply_395 : tensor<96xf32>
    %bcast_310 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_396 = stablehlo.multiply %bcast_310, %stages.0.blocks.2.norm.weight.ema : tensor<96xf32>
    %one_26 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_25 = stablehlo.subtract %one_26, %ema_decay : tensor<f32>
    %bcast_311 = stablehlo.broadcast_in_dim %one_minus_decay_25, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_397 = stablehlo.multiply %bcast_311, %stages.0.blocks.2.norm.weight.new : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.ema_new = stablehlo.add %multiply_396, %multiply_397 : tensor<96xf32>
    %cst_285 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_398 = stablehlo.multiply %cst_285, %stages.0.blocks.2.norm.bias.m : tensor<96xf32>
    %cst_286 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_399 = stablehlo.multiply %cst_286, %clipped_26 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.m_new = stablehlo.add %multiply_398, %multiply_399 : tensor<96xf32>
    %multiply_400 = stablehlo.multiply %clipped_26, %clipped_26 : tensor<96xf32>
    %cst_287 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_401 = stablehlo.multiply %cst_287, %stages.0.blocks.2.norm.bias.v : tensor<96xf32>
    %cst_288 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_402 = stablehlo.multiply %cst_288, %multiply_400 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.v_new = stablehlo.add %multiply_401, %multiply_402 : tensor<96xf32>
    %bcast_312 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_53 = stablehlo.divide %stages.0.blocks.2.norm.bias.m_new, %bcast_312 : tensor<96xf32>
    %bcast_313 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_54 = stablehlo.divide %stages.0.blocks.2.norm.bias.v_new, %bcast_313 : tensor<96xf32>
    %sqrt_26 = stablehlo.sqrt %divide_54 : tensor<96xf32>
    %cst_289 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_208 = stablehlo.add %sqrt_26, %cst_289 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.adam = stablehlo.divide %divide_53, %add_208 : tensor<96xf32>
    %bcast_314 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_403 = stablehlo.multiply %bcast_314, %stages.0.blocks.2.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.new = stablehlo.subtract %stages.0.blocks.2.norm.bias, %multiply_403 : tensor<96xf32>
    %bcast_315 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_404 = stablehlo.multiply %bcast_315, %stages.0.blocks.2.norm.bias.ema : tensor<96xf32>
    %one_27 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_26 = stablehlo.subtract %one_27, %ema_decay : tensor<f32>
    %bcast_316 = stablehlo.broadcast_in_dim %one_minus_decay_26, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_405 = stablehlo.multiply %bcast_316, %stages.0.blocks.2.norm.bias.new : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.ema_new = stablehlo.add %multiply_404, %multiply_405 : tensor<96xf32>
    %cst_290 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_406 = stablehlo.multiply %cst_290, %stages.0.blocks.2.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_291 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_407 = stablehlo.multiply %cst_291, %clipped_27 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_406, %multiply_407 : tensor<384x96xf32>
    %multiply_408 = stablehlo.multiply %clipped_27, %clipped_27 : tensor<384x96xf32>
    %cst_292 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_409 = stablehlo.multiply %cst_292, %stages.0.blocks.2.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_293 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_410 = stablehlo.multiply %cst_293, %multiply_408 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_409, %multiply_410 : tensor<384x96xf32>
    %bcast_317 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_55 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.m_new, %bcast_317 : tensor<384x96xf32>
    %bcast_318 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_56 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.v_new, %bcast_318 : tensor<384x96xf32>
    %sqrt_27 = stablehlo.sqrt %divide_56 : tensor<384x96xf32>
    %cst_294 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_209 = stablehlo.add %sqrt_27, %cst_294 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_55, %add_209 : tensor<384x96xf32>
    %cst_295 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_411 = stablehlo.multiply %cst_295, %stages.0.blocks.2.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_8 = stablehlo.add %stages.0.blocks.2.mlp.fc1.weight.adam, %multiply_411 : tensor<384x96xf32>
    %bcast_319 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_412 = stablehlo.multiply %bcast_319, %decayed_8 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.weight, %multiply_412 : tensor<384x96xf32>
    %bcast_320 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_413 = stablehlo.multiply %bcast_320, %stages.0.blocks.2.mlp.fc1.weight.ema : tensor<384x96xf32>
    %one_28 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_27 = stablehlo.subtract %one_28, %ema_decay : tensor<f32>
    %bcast_321 = stablehlo.broadcast_in_dim %one_minus_decay_27, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_414 = stablehlo.multiply %bcast_321, %stages.0.blocks.2.mlp.fc1.weight.new : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.ema_new = stablehlo.add %multiply_413, %multiply_414 : tensor<384x96xf32>
    %cst_296 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_415 = stablehlo.multiply %cst_296, %stages.0.blocks.2.mlp.fc1.bias.m : tensor<384xf32>
    %cst_297 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_416 = stablehlo.multiply %cst_297, %clipped_28 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_415, %multiply_416 : tensor<384xf32>
    %multiply_417 = stablehlo.multiply %clipped_28, %clipped_28 : tensor<384xf32>
    %cst_298 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_418 = stablehlo.multiply %cst_298, %stages.0.blocks.2.mlp.fc1.bias.v : tensor<384xf32>
    %cst_299 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_419 = stablehlo.multiply %cst_299, %multiply_417 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_418, %multiply_419 : tensor<384xf32>
    %bcast_322 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_57 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.m_new, %bcast_322 : tensor<384xf32>
    %bcast_323 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_58 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.v_new, %bcast_323 : tensor<384xf32>
    %sqrt_28 = stablehlo.sqrt %divide_58 : tensor<384xf32>
    %cst_300 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_210 = stablehlo.add %sqrt_28, %cst_300 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_57, %add_210 : tensor<384xf32>
    %bcast_324 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_420 = stablehlo.multiply %bcast_324, %stages.0.blocks.2.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.bias, %multiply_420 : tensor<384xf32>
    %bcast_325 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_421 = stablehlo.multiply %bcast_325, %stages.0.blocks.2.mlp.fc1.bias.ema : tensor<384xf32>
    %one_29 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_28 = stablehlo.subtract %one_29, %ema_decay : tensor<f32>
    %bcast_326 = stablehlo.broadcast_in_dim %one_minus_decay_28, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_422 = stablehlo.multiply %bcast_326, %stages.0.blocks.2.mlp.fc1.bias.new : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.ema_new = stablehlo.add %multiply_421, %multiply_422 : tensor<384xf32>
    %cst_301 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_423 = stablehlo.multiply %cst_301, %stages.0.blocks.2.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_302 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_424 = stablehlo.multiply %cst_302, %clipped_29 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_423, %multiply_424 : tensor<96x384xf32>
    %multiply_425 = stablehlo.multiply %clipped_29, %clipped_29 : tensor<96x384xf32>
    %cst_303 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_426 = stablehlo.multiply %cst_303, %stages.0.blocks.2.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_304 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_427 = stablehlo.multiply %cst_304, %multiply_425 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_426, %multiply_427 : tensor<96x384xf32>
    %bcast_327 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_59 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.m_new, %bcast_327 : tensor<96x384xf32>
    %bcast_328 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_60 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.v_new, %bcast_328 : tensor<96x384xf32>
    %sqrt_29 = stablehlo.sqrt %divide_60 : tensor<96x384xf32>
    %cst_305 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_211 = stablehlo.add %sqrt_29, %cst_305 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_59, %add_211 : tensor<96x384xf32>
    %cst_306 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_428 = stablehlo.multiply %cst_306, %stages.0.blocks.2.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_9 = stablehlo.add %stages.0.blocks.2.mlp.fc2.weight.adam, %multiply_428 : tensor<96x384xf32>
    %bcast_329 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_429 = stablehlo.multiply %bcast_329, %decayed_9 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.weight, %multiply_429 : tensor<96x384xf32>
    %bcast_330 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_430 = stablehlo.multiply %bcast_330, %stages.0.blocks.2.mlp.fc2.weight.ema : tensor<96x384xf32>
    %one_30 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_29 = stablehlo.subtract %one_30, %ema_decay : tensor<f32>
    %bcast_331 = stablehlo.broadcast_in_dim %one_minus_decay_29, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_431 = stablehlo.multiply %bcast_331, %stages.0.blocks.2.mlp.fc2.weight.new : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.ema_new = stablehlo.add %multiply_430, %multiply_431 : tensor<96x384xf32>
    %cst_307 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_432 = stablehlo.multiply %cst_307, %stages.0.blocks.2.mlp.fc2.bias.m : tensor<96xf32>
    %cst_308 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_433 = stablehlo.multiply %cst_308, %clipped_30 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_432, %multiply_433 : tensor<96xf32>
    %multiply_434 = stablehlo.multiply %clipped_30, %clipped_30 : tensor<96xf32>
    %cst_309 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_435 = stablehlo.multiply %cst_309, %stages.0.blocks.2.mlp.fc2.bias.v : tensor<96xf32>
    %cst_310 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_436 = stablehlo.multiply %cst_310, %multiply_434 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_435, %multiply_436 : tensor<96xf32>
    %bcast_332 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_61 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.m_new, %bcast_332 : tensor<96xf32>
    %bcast_333 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_62 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.v_new, %bcast_333 : tensor<96xf32>
    %sqrt_30 = stablehlo.sqrt %divide_62 : tensor<96xf32>
    %cst_311 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_212 = stablehlo.add %sqrt_30, %cst_311 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_61, %add_212 : tensor<96xf32>
    %bcast_334 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_437 = stablehlo.multiply %bcast_334, %stages.0.blocks.2.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.bias, %multiply_437 : tensor<96xf32>
    %bcast_335 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_438 = stablehlo.multiply %bcast_335, %stages.0.blocks.2.mlp.fc2.bias.ema : tensor<96xf32>
    %one_31 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_30 = stablehlo.subtract %one_31, %ema_decay : tensor<f32>
    %bcast_336 = stablehlo.broadcast_in_dim %one_minus_decay_30, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_439 = stablehlo.multiply %bcast_336, %stages.0.blocks.2.mlp.fc2.bias.new : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.ema_new = stablehlo.add %multiply_438, %multiply_439 : tensor<96xf32>
    %cst_312 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_440 = stablehlo.multiply %cst_312, %stages.1.downsample.0.weight.m : tensor<96xf32>
    %cst_313 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_441 = stablehlo.multiply %cst_313, %clipped_31 : tensor<96xf32>
    %stages.1.downsample.0.weight.m_new = stablehlo.add %multiply_440, %multiply_441 : tensor<96xf32>
    %multiply_442 = stablehlo.multiply %clipped_31, %clipped_31 : tensor<96xf32>
    %cst_314 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_443 = stablehlo.multiply %cst_314, %stages.1.downsample.0.weight.v : tensor<96xf32>
    %cst_315 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_444 = stablehlo.multiply %cst_315, %multiply_442 : tensor<96xf32>
    %stages.1.downsample.0.weight.v_new = stablehlo.add %multiply_443, %multiply_444 : tensor<96xf32>
    %bcast_337 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_63 = stablehlo.divide %stages.1.downsample.0.weight.m_new, %bcast_337 : tensor<96xf32>
    %bcast_338 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_64 = stablehlo.divide %stages.1.downsample.0.weight.v_new, %bcast_338 : tensor<96xf32>
    %sqrt_31 = stablehlo.sqrt %divide_64 : tensor<96xf32>
    %cst_316 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_213 = stablehlo.add %sqrt_31, %cst_316 : tensor<96xf32>
    %stages.1.downsample.0.weight.adam = stablehlo.divide %divide_63, %add_213 : tensor<96xf32>
    %bcast_339 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_445 = stablehlo.multiply %bcast_339, %stages.1.downsample.0.weight.adam : tensor<96xf32>
    %stages.1.downsample.0.weight.new = stablehlo.subtract %stages.1.downsample.0.weight, %multiply_445 : tensor<96xf32>
    %bcast_340 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_446 = stablehlo.multiply %bcast_340, %stages.1.downsample.0.weight.ema : tensor<96xf32>
    %one_32 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_31 = stablehlo.subtract %one_32, %ema_decay : tensor<f32>
    %bcast_341 = stablehlo.broadcast_in_dim %one_minus_decay_31, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_447 = stablehlo.multiply %bcast_341, %stages.1.downsample.0.weight.new : tensor<96xf32>
    %stages.1.downsample.0.weight.ema_new = stablehlo.add %multiply_446, %multiply_447 : tensor<96xf32>
    %cst_317 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_448 = stablehlo.multiply %cst_317, %stages.1.downsample.0.bias.m : tensor<96xf32>
    %cst_318 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_449 = stablehlo.multiply %cst_318, %clipped_32 : tensor<96xf32>
    %stages.1.downsample.0.bias.m_new = stablehlo.add %multiply_448, %multiply_449 : tensor<96xf32>
    %multiply_450 = stablehlo.multiply %clipped_32, %clipped_32 : tensor<96xf32>
    %cst_319 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_451 = stablehlo.multiply %cst_319, %stages.1.downsample.0.bias.v : tensor<96xf32>
    %cst_320 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_452 = stablehlo.multiply %cst_320, %multiply_450 : tensor<96xf32>
    %stages.1.downsample.0.bias.v_new = stablehlo.add %multiply_451, %multiply_452 : tensor<96xf32>
    %bcast_342 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_65 = stablehlo.divide %stages.1.downsample.0.bias.m_new, %bcast_342 : tensor<96xf32>
    %bcast_343 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_66 = stablehlo.divide %stages.1.downsample.0.bias.v_new, %bcast_343 : tensor<96xf32>
    %sqrt_32 = stablehlo.sqrt %divide_66 : tensor<96xf32>
    %cst_321 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_214 = stablehlo.add %sqrt_32, %cst_321 : tensor<96xf32>
    %stages.1.downsample.0.bias.adam = stablehlo.divide %divide_65, %add_214 : tensor<96xf32>
    %bcast_344 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_453 = stablehlo.multiply %bcast_344, %stages.1.downsample.0.bias.adam : tensor<96xf32>
    %stages.1.downsample.0.bias.new = stablehlo.subtract %stages.1.downsample.0.bias, %multiply_453 : tensor<96xf32>
    %bcast_345 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_454 = stablehlo.multiply %bcast_345, %stages.1.downsample.0.bias.ema : tensor<96xf32>
    %one_33 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_32 = stablehlo.subtract %one_33, %ema_decay : tensor<f32>
    %bcast_346 = stablehlo.broadcast_in_dim %one_minus_decay_32, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_455 = stablehlo.multiply %bcast_346, %stages.1.downsample.0.bias.new : tensor<96xf32>
    %stages.1.downsample.0.bias.ema_new = stablehlo.add %multiply_454, %multiply_455 : tensor<96xf32>
    %cst_322 = stablehlo.constant dense<0.8999999761581421> : tensor<192x96x2x2xf32>
    %multiply_456 = stablehlo.multiply %cst_322, %stages.1.downsample.1.weight.m : tensor<192x96x2x2xf32>
    %cst_323 = stablehlo.constant dense<0.10000000149011612> : tensor<192x96x2x2xf32>
    %multiply_457 = stablehlo.multiply %cst_323, %clipped_33 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.m_new = stablehlo.add %multiply_456, %multiply_457 : tensor<192x96x2x2xf32>
    %multiply_458 = stablehlo.multiply %clipped_33, %clipped_33 : tensor<192x96x2x2xf32>
    %cst_324 = stablehlo.constant dense<0.9990000128746033> : tensor<192x96x2x2xf32>
    %multiply_459 = stablehlo.multiply %cst_324, %stages.1.downsample.1.weight.v : tensor<192x96x2x2xf32>
    %cst_325 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x96x2x2xf32>
    %multiply_460 = stablehlo.multiply %cst_325, %multiply_458 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.v_new = stablehlo.add %multiply_459, %multiply_460 : tensor<192x96x2x2xf32>
    %bcast_347 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_67 = stablehlo.divide %stages.1.downsample.1.weight.m_new, %bcast_347 : tensor<192x96x2x2xf32>
    %bcast_348 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_68 = stablehlo.divide %stages.1.downsample.1.weight.v_new, %bcast_348 : tensor<192x96x2x2xf32>
    %sqrt_33 = stablehlo.sqrt %divide_68 : tensor<192x96x2x2xf32>
    %cst_326 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x96x2x2xf32>
    %add_215 = stablehlo.add %sqrt_33, %cst_326 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.adam = stablehlo.divide %divide_67, %add_215 : tensor<192x96x2x2xf32>
    %cst_327 = stablehlo.constant dense<0.05000000074505806> : tensor<192x96x2x2xf32>
    %multiply_461 = stablehlo.multiply %cst_327, %stages.1.downsample.1.weight : tensor<192x96x2x2xf32>
    %decayed_10 = stablehlo.add %stages.1.downsample.1.weight.adam, %multiply_461 : tensor<192x96x2x2xf32>
    %bcast_349 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %multiply_462 = stablehlo.multiply %bcast_349, %decayed_10 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.new = stablehlo.subtract %stages.1.downsample.1.weight, %multiply_462 : tensor<192x96x2x2xf32>
    %bcast_350 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %multiply_463 = stablehlo.multiply %bcast_350, %stages.1.downsample.1.weight.ema : tensor<192x96x2x2xf32>
    %one_34 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_33 = stablehlo.subtract %one_34, %ema_decay : tensor<f32>
    %bcast_351 = stablehlo.broadcast_in_dim %one_minus_decay_33, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %multiply_464 = stablehlo.multiply %bcast_351, %stages.1.downsample.1.weight.new : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.ema_new = stablehlo.add %multiply_463, %multiply_464 : tensor<192x96x2x2xf32>
    %cst_328 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_465 = stablehlo.multiply %cst_328, %stages.1.downsample.1.bias.m : tensor<192xf32>
    %cst_329 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_466 = stablehlo.multiply %cst_329, %clipped_34 : tensor<192xf32>
    %stages.1.downsample.1.bias.m_new = stablehlo.add %multiply_465, %multiply_466 : tensor<192xf32>
    %multiply_467 = stablehlo.multiply %clipped_34, %clipped_34 : tensor<192xf32>
    %cst_330 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_468 = stablehlo.multiply %cst_330, %stages.1.downsample.1.bias.v : tensor<192xf32>
    %cst_331 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_469 = stablehlo.multiply %cst_331, %multiply_467 : tensor<192xf32>
    %stages.1.downsample.1.bias.v_new = stablehlo.add %multiply_468, %multiply_469 : tensor<192xf32>
    %bcast_352 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_69 = stablehlo.divide %stages.1.downsample.1.bias.m_new, %bcast_352 : tensor<192xf32>
    %bcast_353 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_70 = stablehlo.divide %stages.1.downsample.1.bias.v_new, %bcast_353 : tensor<192xf32>
    %sqrt_34 = stablehlo.sqrt %divide_70 : tensor<192xf32>
    %cst_332 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_216 = stablehlo.add %sqrt_34, %cst_332 : tensor<192xf32>
    %stages.1.downsample.1.bias.adam = stablehlo.divide %divide_69, %add_216 : tensor<192xf32>
    %bcast_354 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_470 = stablehlo.multiply %bcast_354, %stages.1.downsample.1.bias.adam : tensor<192xf32>
    %stages.1.downsample.1.bias.new = stablehlo.subtract %stages.1.downsample.1.bias, %multiply_470 : tensor<192xf32>
    %bcast_355 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_471 = stablehlo.multiply %bcast_355, %stages.1.downsample.1.bias.ema : tensor<192xf32>
    %one_35 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_34 = stablehlo.subtract %one_35, %ema_decay : tensor<f32>
    %bcast_356 = stablehlo.broadcast_in_dim %one_minus_decay_34, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_472 = stablehlo.multiply %bcast_356, %stages.1.downsample.1.bias.new : tensor<192xf32>
    %stages.1.downsample.1.bias.ema_new = stablehlo.add %multiply_471, %multiply_472 : tensor<192xf32>
    %cst_333 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_473 = stablehlo.multiply %cst_333, %stages.1.blocks.0.gamma.m : tensor<192xf32>
    %cst_334 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_474 = stablehlo.multiply %cst_334, %clipped_35 : tensor<192xf32>
    %stages.1.blocks.0.gamma.m_new = stablehlo.add %multiply_473, %multiply_474 : tensor<192xf32>
    %multiply_475 = stablehlo.multiply %clipped_35, %clipped_35 : tensor<192xf32>
    %cst_335 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_476 = stablehlo.multiply %cst_335, %stages.1.blocks.0.gamma.v : tensor<192xf32>
    %cst_336 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_477 = stablehlo.multiply %cst_336, %multiply_475 : tensor<192xf32>
    %stages.1.blocks.0.gamma.v_new = stablehlo.add %multiply_476, %multiply_477 : tensor<192xf32>
    %bcast_357 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_71 = stablehlo.divide %stages.1.blocks.0.gamma.m_new, %bcast_357 : tensor<192xf32>
    %bcast_358 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_72 = stablehlo.divide %stages.1.blocks.0.gamma.v_new, %bcast_358 : tensor<192xf32>
    %sqrt_35 = stablehlo.sqrt %divide_72 : tensor<192xf32>
    %cst_337 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_217 = stablehlo.add %sqrt_35, %cst_337 : tensor<192xf32>
    %stages.1.blocks.0.gamma.adam = stablehlo.divide %divide_71, %add_217 : tensor<192xf32>
    %bcast_359 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_478 = stablehlo.multiply %bcast_359, %stages.1.blocks.0.gamma.adam : tensor<192xf32>
    %stages.1.blocks.0.gamma.new = stablehlo.subtract %stages.1.blocks.0.gamma, %multiply_478 : tensor<192xf32>
    %bcast_360 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_479 = stablehlo.multiply %bcast_360, %stages.1.blocks.0.gamma.ema : tensor<192xf32>
    %one_36 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_35 = stablehlo.subtract %one_36, %ema_decay : tensor<f32>
    %bcast_361 = stablehlo.broadcast_in_dim %one_minus_decay_35, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_480 = stablehlo.multiply %bcast_361, %stages.1.blocks.0.gamma.new : tensor<192xf32>
    %stages.1.blocks.0.gamma.ema_new = stablehlo.add %multiply_479, %multiply_480 : tensor<192xf32>
    %cst_338 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_481 = stablehlo.multiply %cst_338, %stages.1.blocks.0.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_339 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_482 = stablehlo.multiply %cst_339, %clipped_36 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_481, %multiply_482 : tensor<192x1x7x7xf32>
    %multiply_483 = stablehlo.multiply %clipped_36, %clipped_36 : tensor<192x1x7x7xf32>
    %cst_340 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_484 = stablehlo.multiply %cst_340, %stages.1.blocks.0.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_341 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_485 = stablehlo.multiply %cst_341, %multiply_483 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_484, %multiply_485 : tensor<192x1x7x7xf32>
    %bcast_362 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_73 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.m_new, %bcast_362 : tensor<192x1x7x7xf32>
    %bcast_363 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_74 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.v_new, %bcast_363 : tensor<192x1x7x7xf32>
    %sqrt_36 = stablehlo.sqrt %divide_74 : tensor<192x1x7x7xf32>
    %cst_342 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_218 = stablehlo.add %sqrt_36, %cst_342 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_73, %add_218 : tensor<192x1x7x7xf32>
    %cst_343 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_486 = stablehlo.multiply %cst_343, %stages.1.blocks.0.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_11 = stablehlo.add %stages.1.blocks.0.conv_dw.weight.adam, %multiply_486 : tensor<192x1x7x7xf32>
    %bcast_364 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_487 = stablehlo.multiply %bcast_364, %decayed_11 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.weight, %multiply_487 : tensor<192x1x7x7xf32>
    %bcast_365 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_488 = stablehlo.multiply %bcast_365, %stages.1.blocks.0.conv_dw.weight.ema : tensor<192x1x7x7xf32>
    %one_37 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_36 = stablehlo.subtract %one_37, %ema_decay : tensor<f32>
    %bcast_366 = stablehlo.broadcast_in_dim %one_minus_decay_36, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_489 = stablehlo.multiply %bcast_366, %stages.1.blocks.0.conv_dw.weight.new : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.ema_new = stablehlo.add %multiply_488, %multiply_489 : tensor<192x1x7x7xf32>
    %cst_344 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_490 = stablehlo.multiply %cst_344, %stages.1.blocks.0.conv_dw.bias.m : tensor<192xf32>
    %cst_345 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_491 = stablehlo.multiply %cst_345, %clipped_37 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_490, %multiply_491 : tensor<192xf32>
    %multiply_492 = stablehlo.multiply %clipped_37, %clipped_37 : tensor<192xf32>
    %cst_346 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_493 = stablehlo.multiply %cst_346, %stages.1.blocks.0.conv_dw.bias.v : tensor<192xf32>
    %cst_347 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_494 = stablehlo.multiply %cst_347, %multiply_492 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_493, %multiply_494 : tensor<192xf32>
    %bcast_367 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_75 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.m_new, %bcast_367 : tensor<192xf32>
    %bcast_368 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_76 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.v_new, %bcast_368 : tensor<192xf32>
    %sqrt_37 = stablehlo.sqrt %divide_76 : tensor<192xf32>
    %cst_348 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_219 = stablehlo.add %sqrt_37, %cst_348 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_75, %add_219 : tensor<192xf32>
    %bcast_369 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_495 = stablehlo.multiply %bcast_369, %stages.1.blocks.0.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.bias, %multiply_495 : tensor<192xf32>
    %bcast_370 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_496 = stablehlo.multiply %bcast_370, %stages.1.blocks.0.conv_dw.bias.ema : tensor<192xf32>
    %one_38 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_37 = stablehlo.subtract %one_38, %ema_decay : tensor<f32>
    %bcast_371 = stablehlo.broadcast_in_dim %one_minus_decay_37, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_497 = stablehlo.multiply %bcast_371, %stages.1.blocks.0.conv_dw.bias.new : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.ema_new = stablehlo.add %multiply_496, %multiply_497 : tensor<192xf32>
    %cst_349 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_498 = stablehlo.multiply %cst_349, %stages.1.blocks.0.norm.weight.m : tensor<192xf32>
    %cst_350 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_499 = stablehlo.multiply %cst_350, %clipped_38 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.m_new = stablehlo.add %multiply_498, %multiply_499 : tensor<192xf32>
    %multiply_500 = stablehlo.multiply %clipped_38, %clipped_38 : tensor<192xf32>
    %cst_351 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_501 = stablehlo.multiply %cst_351, %stages.1.blocks.0.norm.weight.v : tensor<192xf32>
    %cst_352 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_502 = stablehlo.multiply %cst_352, %multiply_500 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.v_new = stablehlo.add %multiply_501, %multiply_502 : tensor<192xf32>
    %bcast_372 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_77 = stablehlo.divide %stages.1.blocks.0.norm.weight.m_new, %bcast_372 : tensor<192xf32>
    %bcast_373 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_78 = stablehlo.divide %stages.1.blocks.0.norm.weight.v_new, %bcast_373 : tensor<192xf32>
    %sqrt_38 = stablehlo.sqrt %divide_78 : tensor<192xf32>
    %cst_353 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_220 = stablehlo.add %sqrt_38, %cst_353 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.adam = stablehlo.divide %divide_77, %add_220 : tensor<192xf32>
    %bcast_374 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_503 = stablehlo.multiply %bcast_374, %stages.1.blocks.0.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.new = stablehlo.subtract %stages.1.blocks.0.norm.weight, %multiply_503 : tensor<192xf32>
    %bcast_375 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_504 = stablehlo.multiply %bcast_375, %stages.1.blocks.0.norm.weight.ema : tensor<192xf32>
    %one_39 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_38 = stablehlo.subtract %one_39, %ema_decay : tensor<f32>
    %bcast_376 = stablehlo.broadcast_in_dim %one_minus_decay_38, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_505 = stablehlo.multiply %bcast_376, %stages.1.blocks.0.norm.weight.new : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.ema_new = stablehlo.add %multiply_504, %multiply_505 : tensor<192xf32>
    %cst_354 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_506 = stablehlo.multiply %cst_354, %stages.1.blocks.0.norm.bias.m : tensor<192xf32>
    %cst_355 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_507 = stablehlo.multiply %cst_355, %clipped_39 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.m_new = stablehlo.add %multiply_506, %multiply_507 : tensor<192xf32>
    %multiply_508 = stablehlo.multiply %clipped_39, %clipped_39 : tensor<192xf32>
    %cst_356 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_509 = stablehlo.multiply %cst_356, %stages.1.blocks.0.norm.bias.v : tensor<192xf32>
    %cst_357 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_510 = stablehlo.multiply %cst_357, %multiply_508 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.v_new = stablehlo.add %multiply_509, %multiply_510 : tensor<192xf32>
    %bcast_377 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_79 = stablehlo.divide %stages.1.blocks.0.norm.bias.m_new, %bcast_377 : tensor<192xf32>
    %bcast_378 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_80 = stablehlo.divide %stages.1.blocks.0.norm.bias.v_new, %bcast_378 : tensor<192xf32>
    %sqrt_39 = stablehlo.sqrt %divide_80 : tensor<192xf32>
    %cst_358 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_221 = stablehlo.add %sqrt_39, %cst_358 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.adam = stablehlo.divide %divide_79, %add_221 : tensor<192xf32>
    %bcast_379 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_511 = stablehlo.multiply %bcast_379, %stages.1.blocks.0.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.new = stablehlo.subtract %stages.1.blocks.0.norm.bias, %multiply_511 : tensor<192xf32>
    %bcast_380 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_512 = stablehlo.multiply %bcast_380, %stages.1.blocks.0.norm.bias.ema : tensor<192xf32>
    %one_40 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_39 = stablehlo.subtract %one_40, %ema_decay : tensor<f32>
    %bcast_381 = stablehlo.broadcast_in_dim %one_minus_decay_39, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_513 = stablehlo.multiply %bcast_381, %stages.1.blocks.0.norm.bias.new : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.ema_new = stablehlo.add %multiply_512, %multiply_513 : tensor<192xf32>
    %cst_359 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_514 = stablehlo.multiply %cst_359, %stages.1.blocks.0.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_360 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_515 = stablehlo.multiply %cst_360, %clipped_40 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_514, %multiply_515 : tensor<768x192xf32>
    %multiply_516 = stablehlo.multiply %clipped_40, %clipped_40 : tensor<768x192xf32>
    %cst_361 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_517 = stablehlo.multiply %cst_361, %stages.1.blocks.0.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_362 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_518 = stablehlo.multiply %cst_362, %multiply_516 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_517, %multiply_518 : tensor<768x192xf32>
    %bcast_382 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_81 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.m_new, %bcast_382 : tensor<768x192xf32>
    %bcast_383 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_82 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.v_new, %bcast_383 : tensor<768x192xf32>
    %sqrt_40 = stablehlo.sqrt %divide_82 : tensor<768x192xf32>
    %cst_363 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_222 = stablehlo.add %sqrt_40, %cst_363 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_81, %add_222 : tensor<768x192xf32>
    %cst_364 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_519 = stablehlo.multiply %cst_364, %stages.1.blocks.0.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_12 = stablehlo.add %stages.1.blocks.0.mlp.fc1.weight.adam, %multiply_519 : tensor<768x192xf32>
    %bcast_384 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_520 = stablehlo.multiply %bcast_384, %decayed_12 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.weight, %multiply_520 : tensor<768x192xf32>
    %bcast_385 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_521 = stablehlo.multiply %bcast_385, %stages.1.blocks.0.mlp.fc1.weight.ema : tensor<768x192xf32>
    %one_41 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_40 = stablehlo.subtract %one_41, %ema_decay : tensor<f32>
    %bcast_386 = stablehlo.broadcast_in_dim %one_minus_decay_40, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_522 = stablehlo.multiply %bcast_386, %stages.1.blocks.0.mlp.fc1.weight.new : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.ema_new = stablehlo.add %multiply_521, %multiply_522 : tensor<768x192xf32>
    %cst_365 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_523 = stablehlo.multiply %cst_365, %stages.1.blocks.0.mlp.fc1.bias.m : tensor<768xf32>
    %cst_366 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_524 = stablehlo.multiply %cst_366, %clipped_41 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_523, %multiply_524 : tensor<768xf32>
    %multiply_525 = stablehlo.multiply %clipped_41, %clipped_41 : tensor<768xf32>
    %cst_367 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_526 = stablehlo.multiply %cst_367, %stages.1.blocks.0.mlp.fc1.bias.v : tensor<768xf32>
    %cst_368 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_527 = stablehlo.multiply %cst_368, %multiply_525 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_526, %multiply_527 : tensor<768xf32>
    %bcast_387 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_83 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.m_new, %bcast_387 : tensor<768xf32>
    %bcast_388 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_84 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.v_new, %bcast_388 : tensor<768xf32>
    %sqrt_41 = stablehlo.sqrt %divide_84 : tensor<768xf32>
    %cst_369 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_223 = stablehlo.add %sqrt_41, %cst_369 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_83, %add_223 : tensor<768xf32>
    %bcast_389 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_528 = stablehlo.multiply %bcast_389, %stages.1.blocks.0.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.bias, %multiply_528 : tensor<768xf32>
    %bcast_390 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_529 = stablehlo.multiply %bcast_390, %stages.1.blocks.0.mlp.fc1.bias.ema : tensor<768xf32>
    %one_42 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_41 = stablehlo.subtract %one_42, %ema_decay : tensor<f32>
    %bcast_391 = stablehlo.broadcast_in_dim %one_minus_decay_41, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_530 = stablehlo.multiply %bcast_391, %stages.1.blocks.0.mlp.fc1.bias.new : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.ema_new = stablehlo.add %multiply_529, %multiply_530 : tensor<768xf32>
    %cst_370 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_531 = stablehlo.multiply %cst_370, %stages.1.blocks.0.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_371 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_532 = stablehlo.multiply %cst_371, %clipped_42 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_531, %multiply_532 : tensor<192x768xf32>
    %multiply_533 = stablehlo.multiply %clipped_42, %clipped_42 : tensor<192x768xf32>
    %cst_372 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_534 = stablehlo.multiply %cst_372, %stages.1.blocks.0.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_373 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_535 = stablehlo.multiply %cst_373, %multiply_533 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_534, %multiply_535 : tensor<192x768xf32>
    %bcast_392 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_85 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.m_new, %bcast_392 : tensor<192x768xf32>
    %bcast_393 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_86 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.v_new, %bcast_393 : tensor<192x768xf32>
    %sqrt_42 = stablehlo.sqrt %divide_86 : tensor<192x768xf32>
    %cst_374 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_224 = stablehlo.add %sqrt_42, %cst_374 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_85, %add_224 : tensor<192x768xf32>
    %cst_375 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_536 = stablehlo.multiply %cst_375, %stages.1.blocks.0.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_13 = stablehlo.add %stages.1.blocks.0.mlp.fc2.weight.adam, %multiply_536 : tensor<192x768xf32>
    %bcast_394 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_537 = stablehlo.multiply %bcast_394, %decayed_13 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.weight, %multiply_537 : tensor<192x768xf32>
    %bcast_395 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_538 = stablehlo.multiply %bcast_395, %stages.1.blocks.0.mlp.fc2.weight.ema : tensor<192x768xf32>
    %one_43 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_42 = stablehlo.subtract %one_43, %ema_decay : tensor<f32>
    %bcast_396 = stablehlo.broadcast_in_dim %one_minus_decay_42, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_539 = stablehlo.multiply %bcast_396, %stages.1.blocks.0.mlp.fc2.weight.new : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.ema_new = stablehlo.add %multiply_538, %multiply_539 : tensor<192x768xf32>
    %cst_376 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_540 = stablehlo.multiply %cst_376, %stages.1.blocks.0.mlp.fc2.bias.m : tensor<192xf32>
    %cst_377 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_541 = stablehlo.multiply %cst_377, %clipped_43 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_540, %multiply_541 : tensor<192xf32>
    %multiply_542 = stablehlo.multiply %clipped_43, %clipped_43 : tensor<192xf32>
    %cst_378 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_543 = stablehlo.multiply %cst_378, %stages.1.blocks.0.mlp.fc2.bias.v : tensor<192xf32>
    %cst_379 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_544 = stablehlo.multiply %cst_379, %multiply_542 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_543, %multiply_544 : tensor<192xf32>
    %bcast_397 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_87 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.m_new, %bcast_397 : tensor<192xf32>
    %bcast_398 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_88 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.v_new, %bcast_398 : tensor<192xf32>
    %sqrt_43 = stablehlo.sqrt %divide_88 : tensor<192xf32>
    %cst_380 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_225 = stablehlo.add %sqrt_43, %cst_380 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_87, %add_225 : tensor<192xf32>
    %bcast_399 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_545 = stablehlo.multiply %bcast_399, %stages.1.blocks.0.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.bias, %multiply_545 : tensor<192xf32>
    %bcast_400 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_546 = stablehlo.multiply %bcast_400, %stages.1.blocks.0.mlp.fc2.bias.ema : tensor<192xf32>
    %one_44 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_43 = stablehlo.subtract %one_44, %ema_decay : tensor<f32>
    %bcast_401 = stablehlo.broadcast_in_dim %one_minus_decay_43, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_547 = stablehlo.multiply %bcast_401, %stages.1.blocks.0.mlp.fc2.bias.new : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.ema_new = stablehlo.add %multiply_546, %multiply_547 : tensor<192xf32>
    %cst_381 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_548 = stablehlo.multiply %cst_381, %stages.1.blocks.1.gamma.m : tensor<192xf32>
    %cst_382 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_549 = stablehlo.multiply %cst_382, %clipped_44 : tensor<192xf32>
    %stages.1.blocks.1.gamma.m_new = stablehlo.add %multiply_548, %multiply_549 : tensor<192xf32>
    %multiply_550 = stablehlo.multiply %clipped_44, %clipped_44 : tensor<192xf32>
    %cst_383 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_551 = stablehlo.multiply %cst_383, %stages.1.blocks.1.gamma.v : tensor<192xf32>
    %cst_384 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_552 = stablehlo.multiply %cst_384, %multiply_550 : tensor<192xf32>
    %stages.1.blocks.1.gamma.v_new = stablehlo.add %multiply_551, %multiply_552 : tensor<192xf32>
    %bcast_402 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_89 = stablehlo.divide %stages.1.blocks.1.gamma.m_new, %bcast_402 : tensor<192xf32>
    %bcast_403 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_90 = stablehlo.divide %stages.1.blocks.1.gamma.v_new, %bcast_403 : tensor<192xf32>
    %sqrt_44 = stablehlo.sqrt %divide_90 : tensor<192xf32>
    %cst_385 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_226 = stablehlo.add %sqrt_44, %cst_385 : tensor<192xf32>
    %stages.1.blocks.1.gamma.adam = stablehlo.divide %divide_89, %add_226 : tensor<192xf32>
    %bcast_404 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_553 = stablehlo.multiply %bcast_404, %stages.1.blocks.1.gamma.adam : tensor<192xf32>
    %stages.1.blocks.1.gamma.new = stablehlo.subtract %stages.1.blocks.1.gamma, %multiply_553 : tensor<192xf32>
    %bcast_405 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_554 = stablehlo.multiply %bcast_405, %stages.1.blocks.1.gamma.ema : tensor<192xf32>
    %one_45 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_44 = stablehlo.subtract %one_45, %ema_decay : tensor<f32>
    %bcast_406 = stablehlo.broadcast_in_dim %one_minus_decay_44, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_555 = stablehlo.multiply %bcast_406, %stages.1.blocks.1.gamma.new : tensor<192xf32>
    %stages.1.blocks.1.gamma.ema_new = stablehlo.add %multiply_554, %multiply_555 : tensor<192xf32>
    %cst_386 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_556 = stablehlo.multiply %cst_386, %stages.1.blocks.1.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_387 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_557 = stablehlo.multiply %cst_387, %clipped_45 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_556, %multiply_557 : tensor<192x1x7x7xf32>
    %multiply_558 = stablehlo.multiply %clipped_45, %clipped_45 : tensor<192x1x7x7xf32>
    %cst_388 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_559 = stablehlo.multiply %cst_388, %stages.1.blocks.1.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_389 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_560 = stablehlo.multiply %cst_389, %multiply_558 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_559, %multiply_560 : tensor<192x1x7x7xf32>
    %bcast_407 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_91 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.m_new, %bcast_407 : tensor<192x1x7x7xf32>
    %bcast_408 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_92 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.v_new, %bcast_408 : tensor<192x1x7x7xf32>
    %sqrt_45 = stablehlo.sqrt %divide_92 : tensor<192x1x7x7xf32>
    %cst_390 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_227 = stablehlo.add %sqrt_45, %cst_390 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_91, %add_227 : tensor<192x1x7x7xf32>
    %cst_391 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_561 = stablehlo.multiply %cst_391, %stages.1.blocks.1.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_14 = stablehlo.add %stages.1.blocks.1.conv_dw.weight.adam, %multiply_561 : tensor<192x1x7x7xf32>
    %bcast_409 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_562 = stablehlo.multiply %bcast_409, %decayed_14 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.weight, %multiply_562 : tensor<192x1x7x7xf32>
    %bcast_410 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_563 = stablehlo.multiply %bcast_410, %stages.1.blocks.1.conv_dw.weight.ema : tensor<192x1x7x7xf32>
    %one_46 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_45 = stablehlo.subtract %one_46, %ema_decay : tensor<f32>
    %bcast_411 = stablehlo.broadcast_in_dim %one_minus_decay_45, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_564 = stablehlo.multiply %bcast_411, %stages.1.blocks.1.conv_dw.weight.new : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.ema_new = stablehlo.add %multiply_563, %multiply_564 : tensor<192x1x7x7xf32>
    %cst_392 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_565 = stablehlo.multiply %cst_392, %stages.1.blocks.1.conv_dw.bias.m : tensor<192xf32>
    %cst_393 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_566 = stablehlo.multiply %cst_393, %clipped_46 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_565, %multiply_566 : tensor<192xf32>
    %multiply_567 = stablehlo.multiply %clipped_46, %clipped_46 : tensor<192xf32>
    %cst_394 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_568 = stablehlo.multiply %cst_394, %stages.1.blocks.1.conv_dw.bias.v : tensor<192xf32>
    %cst_395 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_569 = stablehlo.multiply %cst_395, %multiply_567 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_568, %multiply_569 : tensor<192xf32>
    %bcast_412 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_93 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.m_new, %bcast_412 : tensor<192xf32>
    %bcast_413 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_94 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.v_new, %bcast_413 : tensor<192xf32>
    %sqrt_46 = stablehlo.sqrt %divide_94 : tensor<192xf32>
    %cst_396 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_228 = stablehlo.add %sqrt_46, %cst_396 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_93, %add_228 : tensor<192xf32>
    %bcast_414 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_570 = stablehlo.multiply %bcast_414, %stages.1.blocks.1.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.bias, %multiply_570 : tensor<192xf32>
    %bcast_415 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_571 = stablehlo.multiply %bcast_415, %stages.1.blocks.1.conv_dw.bias.ema : tensor<192xf32>
    %one_47 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_46 = stablehlo.subtract %one_47, %ema_decay : tensor<f32>
    %bcast_416 = stablehlo.broadcast_in_dim %one_minus_decay_46, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_572 = stablehlo.multiply %bcast_416, %stages.1.blocks.1.conv_dw.bias.new : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.ema_new = stablehlo.add %multiply_571, %multiply_572 : tensor<192xf32>
    %cst_397 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_573 = stablehlo.multiply %cst_397, %stages.1.blocks.1.norm.weight.m : tensor<192xf32>
    %cst_398 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_574 = stablehlo.multiply %cst_398, %clipped_47 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.m_new = stablehlo.add %multiply_573, %multiply_574 : tensor<192xf32>
    %multiply_575 = stablehlo.multiply %clipped_47, %clipped_47 : tensor<192xf32>
    %cst_399 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_576 = stablehlo.multiply %cst_399, %stages.1.blocks.1.norm.weight.v : tensor<192xf32>
    %cst_400 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_577 = stablehlo.multiply %cst_400, %multiply_575 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.v_new = stablehlo.add %multiply_576, %multiply_577 : tensor<192xf32>
    %bcast_417 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_95 = stablehlo.divide %stages.1.blocks.1.norm.weight.m_new, %bcast_417 : tensor<192xf32>
    %bcast_418 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_96 = stablehlo.divide %stages.1.blocks.1.norm.weight.v_new, %bcast_418 : tensor<192xf32>
    %sqrt_47 = stablehlo.sqrt %divide_96 : tensor<192xf32>
    %cst_401 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_229 = stablehlo.add %sqrt_47, %cst_401 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.adam = stablehlo.divide %divide_95, %add_229 : tensor<192xf32>
    %bcast_419 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_578 = stablehlo.multiply %bcast_419, %stages.1.blocks.1.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.new = stablehlo.subtract %stages.1.blocks.1.norm.weight, %multiply_578 : tensor<192xf32>
    %bcast_420 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_579 = stablehlo.multiply %bcast_420, %stages.1.blocks.1.norm.weight.ema : tensor<192xf32>
    %one_48 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_47 = stablehlo.subtract %one_48, %ema_decay : tensor<f32>
    %bcast_421 = stablehlo.broadcast_in_dim %one_minus_decay_47, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_580 = stablehlo.multiply %bcast_421, %stages.1.blocks.1.norm.weight.new : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.ema_new = stablehlo.add %multiply_579, %multiply_580 : tensor<192xf32>
    %cst_402 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_581 = stablehlo.multiply %cst_402, %stages.1.blocks.1.norm.bias.m : tensor<192xf32>
    %cst_403 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_582 = stablehlo.multiply %cst_403, %clipped_48 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.m_new = stablehlo.add %multiply_581, %multiply_582 : tensor<192xf32>
    %multiply_583 = stablehlo.multiply %clipped_48, %clipped_48 : tensor<192xf32>
    %cst_404 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_584 = stablehlo.multiply %cst_404, %stages.1.blocks.1.norm.bias.v : tensor<192xf32>
    %cst_405 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_585 = stablehlo.multiply %cst_405, %multiply_583 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.v_new = stablehlo.add %multiply_584, %multiply_585 : tensor<192xf32>
    %bcast_422 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_97 = stablehlo.divide %stages.1.blocks.1.norm.bias.m_new, %bcast_422 : tensor<192xf32>
    %bcast_423 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_98 = stablehlo.divide %stages.1.blocks.1.norm.bias.v_new, %bcast_423 : tensor<192xf32>
    %sqrt_48 = stablehlo.sqrt %divide_98 : tensor<192xf32>
    %cst_406 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_230 = stablehlo.add %sqrt_48, %cst_406 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.adam = stablehlo.divide %divide_97, %add_230 : tensor<192xf32>
    %bcast_424 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_586 = stablehlo.multiply %bcast_424, %stages.1.blocks.1.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.new = stablehlo.subtract %stages.1.blocks.1.norm.bias, %multiply_586 : tensor<192xf32>
    %bcast_425 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_587 = stablehlo.multiply %bcast_425, %stages.1.blocks.1.norm.bias.ema : tensor<192xf32>
    %one_49 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_48 = stablehlo.subtract %one_49, %ema_decay : tensor<f32>
    %bcast_426 = stablehlo.broadcast_in_dim %one_minus_decay_48, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_588 = stablehlo.multiply %bcast_426, %stages.1.blocks.1.norm.bias.new : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.ema_new = stablehlo.add %multiply_587, %multiply_588 : tensor<192xf32>
    %cst_407 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_589 = stablehlo.multiply %cst_407, %stages.1.blocks.1.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_408 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_590 = stablehlo.multiply %cst_408, %clipped_49 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_589, %multiply_590 : tensor<768x192xf32>
    %multiply_591 = stablehlo.multiply %clipped_49, %clipped_49 : tensor<768x192xf32>
    %cst_409 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_592 = stablehlo.multiply %cst_409, %stages.1.blocks.1.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_410 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_593 = stablehlo.multiply %cst_410, %multiply_591 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_592, %multiply_593 : tensor<768x192xf32>
    %bcast_427 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_99 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.m_new, %bcast_427 : tensor<768x192xf32>
    %bcast_428 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_100 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.v_new, %bcast_428 : tensor<768x192xf32>
    %sqrt_49 = stablehlo.sqrt %divide_100 : tensor<768x192xf32>
    %cst_411 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_231 = stablehlo.add %sqrt_49, %cst_411 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_99, %add_231 : tensor<768x192xf32>
    %cst_412 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_594 = stablehlo.multiply %cst_412, %stages.1.blocks.1.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_15 = stablehlo.add %stages.1.blocks.1.mlp.fc1.weight.adam, %multiply_594 : tensor<768x192xf32>
    %bcast_429 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_595 = stablehlo.multiply %bcast_429, %decayed_15 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.weight, %multiply_595 : tensor<768x192xf32>
    %bcast_430 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_596 = stablehlo.multiply %bcast_430, %stages.1.blocks.1.mlp.fc1.weight.ema : tensor<768x192xf32>
    %one_50 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_49 = stablehlo.subtract %one_50, %ema_decay : tensor<f32>
    %bcast_431 = stablehlo.broadcast_in_dim %one_minus_decay_49, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_597 = stablehlo.multiply %bcast_431, %stages.1.blocks.1.mlp.fc1.weight.new : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.ema_new = stablehlo.add %multiply_596, %multiply_597 : tensor<768x192xf32>
    %cst_413 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_598 = stablehlo.multiply %cst_413, %stages.1.blocks.1.mlp.fc1.bias.m : tensor<768xf32>
    %cst_414 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_599 = stablehlo.multiply %cst_414, %clipped_50 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_598, %multiply_599 : tensor<768xf32>
    %multiply_600 = stablehlo.multiply %clipped_50, %clipped_50 : tensor<768xf32>
    %cst_415 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_601 = stablehlo.multiply %cst_415, %stages.1.blocks.1.mlp.fc1.bias.v : tensor<768xf32>
    %cst_416 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_602 = stablehlo.multiply %cst_416, %multiply_600 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_601, %multiply_602 : tensor<768xf32>
    %bcast_432 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_101 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.m_new, %bcast_432 : tensor<768xf32>
    %bcast_433 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_102 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.v_new, %bcast_433 : tensor<768xf32>
    %sqrt_50 = stablehlo.sqrt %divide_102 : tensor<768xf32>
    %cst_417 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_232 = stablehlo.add %sqrt_50, %cst_417 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_101, %add_232 : tensor<768xf32>
    %bcast_434 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_603 = stablehlo.multiply %bcast_434, %stages.1.blocks.1.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.bias, %multiply_603 : tensor<768xf32>
    %bcast_435 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_604 = stablehlo.multiply %bcast_435, %stages.1.blocks.1.mlp.fc1.bias.ema : tensor<768xf32>
    %one_51 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_50 = stablehlo.subtract %one_51, %ema_decay : tensor<f32>
    %bcast_436 = stablehlo.broadcast_in_dim %one_minus_decay_50, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_605 = stablehlo.multiply %bcast_436, %stages.1.blocks.1.mlp.fc1.bias.new : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.ema_new = stablehlo.add %multiply_604, %multiply_605 : tensor<768xf32>
    %cst_418 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_606 = stablehlo.multiply %cst_418, %stages.1.blocks.1.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_419 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_607 = stablehlo.multiply %cst_419, %clipped_51 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_606, %multiply_607 : tensor<192x768xf32>
    %multiply_608 = stablehlo.multiply %clipped_51, %clipped_51 : tensor<192x768xf32>
    %cst_420 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_609 = stablehlo.multiply %cst_420, %stages.1.blocks.1.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_421 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_610 = stablehlo.multiply %cst_421, %multiply_608 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_609, %multiply_610 : tensor<192x768xf32>
    %bcast_437 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_103 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.m_new, %bcast_437 : tensor<192x768xf32>
    %bcast_438 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_104 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.v_new, %bcast_438 : tensor<192x768xf32>
    %sqrt_51 = stablehlo.sqrt %divide_104 : tensor<192x768xf32>
    %cst_422 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_233 = stablehlo.add %sqrt_51, %cst_422 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_103, %add_233 : tensor<192x768xf32>
    %cst_423 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_611 = stablehlo.multiply %cst_423, %stages.1.blocks.1.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_16 = stablehlo.add %stages.1.blocks.1.mlp.fc2.weight.adam, %multiply_611 : tensor<192x768xf32>
    %bcast_439 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_612 = stablehlo.multiply %bcast_439, %decayed_16 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.weight, %multiply_612 : tensor<192x768xf32>
    %bcast_440 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_613 = stablehlo.multiply %bcast_440, %stages.1.blocks.1.mlp.fc2.weight.ema : tensor<192x768xf32>
    %one_52 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_51 = stablehlo.subtract %one_52, %ema_decay : tensor<f32>
    %bcast_441 = stablehlo.broadcast_in_dim %one_minus_decay_51, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_614 = stablehlo.multiply %bcast_441, %stages.1.blocks.1.mlp.fc2.weight.new : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.ema_new = stablehlo.add %multiply_613, %multiply_614 : tensor<192x768xf32>
    %cst_424 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_615 = stablehlo.multiply %cst_424, %stages.1.blocks.1.mlp.fc2.bias.m : tensor<192xf32>
    %cst_425 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_616 = stablehlo.multiply %cst_425, %clipped_52 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_615, %multiply_616 : tensor<192xf32>
    %multiply_617 = stablehlo.multiply %clipped_52, %clipped_52 : tensor<192xf32>
    %cst_426 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_618 = stablehlo.multiply %cst_426, %stages.1.blocks.1.mlp.fc2.bias.v : tensor<192xf32>
    %cst_427 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_619 = stablehlo.multiply %cst_427, %multiply_617 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_618, %multiply_619 : tensor<192xf32>
    %bcast_442 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_105 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.m_new, %bcast_442 : tensor<192xf32>
    %bcast_443 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_106 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.v_new, %bcast_443 : tensor<192xf32>
    %sqrt_52 = stablehlo.sqrt %divide_106 : tensor<192xf32>
    %cst_428 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_234 = stablehlo.add %sqrt_52, %cst_428 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_105, %add_234 : tensor<192xf32>
    %bcast_444 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_620 = stablehlo.multiply %bcast_444, %stages.1.blocks.1.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.bias, %multiply_620 : tensor<192xf32>
    %bcast_445 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_621 = stablehlo.multiply %bcast_445, %stages.1.blocks.1.mlp.fc2.bias.ema : tensor<192xf32>
    %one_53 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_52 = stablehlo.subtract %one_53, %ema_decay : tensor<f32>
    %bcast_446 = stablehlo.broadcast_in_dim %one_minus_decay_52, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_622 = stablehlo.multiply %bcast_446, %stages.1.blocks.1.mlp.fc2.bias.new : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.ema_new = stablehlo.add %multiply_621, %multiply_622 : tensor<192xf32>
    %cst_429 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_623 = stablehlo.multiply %cst_429, %stages.1.blocks.2.gamma.m : tensor<192xf32>
    %cst_430 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_624 = stablehlo.multiply %cst_430, %clipped_53 : tensor<192xf32>
    %stages.1.blocks.2.gamma.m_new = stablehlo.add %multiply_623, %multiply_624 : tensor<192xf32>
    %multiply_625 = stablehlo.multiply %clipped_53, %clipped_53 : tensor<192xf32>
    %cst_431 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_626 = stablehlo.multiply %cst_431, %stages.1.blocks.2.gamma.v : tensor<192xf32>
    %cst_432 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_627 = stablehlo.multiply %cst_432, %multiply_625 : tensor<192xf32>
    %stages.1.blocks.2.gamma.v_new = stablehlo.add %multiply_626, %multiply_627 : tensor<192xf32>
    %bcast_447 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_107 = stablehlo.divide %stages.1.blocks.2.gamma.m_new, %bcast_447 : tensor<192xf32>
    %bcast_448 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_108 = stablehlo.divide %stages.1.blocks.2.gamma.v_new, %bcast_448 : tensor<192xf32>
    %sqrt_53 = stablehlo.sqrt %divide_108 : tensor<192xf32>
    %cst_433 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_235 = stablehlo.add %sqrt_53, %cst_433 : tensor<192xf32>
    %stages.1.blocks.2.gamma.adam = stablehlo.divide %divide_107, %add_235 : tensor<192xf32>
    %bcast_449 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_628 = stablehlo.multiply %bcast_449, %stages.1.blocks.2.gamma.adam : tensor<192xf32>
    %stages.1.blocks.2.gamma.new = stablehlo.subtract %stages.1.blocks.2.gamma, %multiply_628 : tensor<192xf32>
    %bcast_450 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_629 = stablehlo.multiply %bcast_450, %stages.1.blocks.2.gamma.ema : tensor<192xf32>
    %one_54 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_53 = stablehlo.subtract %one_54, %ema_decay : tensor<f32>
    %bcast_451 = stablehlo.broadcast_in_dim %one_minus_decay_53, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_630 = stablehlo.multiply %bcast_451, %stages.1.blocks.2.gamma.new : tensor<192xf32>
    %stages.1.blocks.2.gamma.ema_new = stablehlo.add %multiply_629, %multiply_630 : tensor<192xf32>
    %cst_434 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_631 = stablehlo.multiply %cst_434, %stages.1.blocks.2.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_435 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_632 = stablehlo.multiply %cst_435, %clipped_54 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_631, %multiply_632 : tensor<192x1x7x7xf32>
    %multiply_633 = stablehlo.multiply %clipped_54, %clipped_54 : tensor<192x1x7x7xf32>
    %cst_436 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_634 = stablehlo.multiply %cst_436, %stages.1.blocks.2.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_437 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_635 = stablehlo.multiply %cst_437, %multiply_633 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_634, %multiply_635 : tensor<192x1x7x7xf32>
    %bcast_452 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_109 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.m_new, %bcast_452 : tensor<192x1x7x7xf32>
    %bcast_453 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_110 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.v_new, %bcast_453 : tensor<192x1x7x7xf32>
    %sqrt_54 = stablehlo.sqrt %divide_110 : tensor<192x1x7x7xf32>
    %cst_438 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_236 = stablehlo.add %sqrt_54, %cst_438 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_109, %add_236 : tensor<192x1x7x7xf32>
    %cst_439 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_636 = stablehlo.multiply %cst_439, %stages.1.blocks.2.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_17 = stablehlo.add %stages.1.blocks.2.conv_dw.weight.adam, %multiply_636 : tensor<192x1x7x7xf32>
    %bcast_454 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_637 = stablehlo.multiply %bcast_454, %decayed_17 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.weight, %multiply_637 : tensor<192x1x7x7xf32>
    %bcast_455 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_638 = stablehlo.multiply %bcast_455, %stages.1.blocks.2.conv_dw.weight.ema : tensor<192x1x7x7xf32>
    %one_55 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_54 = stablehlo.subtract %one_55, %ema_decay : tensor<f32>
    %bcast_456 = stablehlo.broadcast_in_dim %one_minus_decay_54, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_639 = stablehlo.multiply %bcast_456, %stages.1.blocks.2.conv_dw.weight.new : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.ema_new = stablehlo.add %multiply_638, %multiply_639 : tensor<192x1x7x7xf32>
    %cst_440 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_640 = stablehlo.multiply %cst_440, %stages.1.blocks.2.conv_dw.bias.m : tensor<192xf32>
    %cst_441 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_641 = stablehlo.multiply %cst_441, %clipped_55 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_640, %multiply_641 : tensor<192xf32>
    %multiply_642 = stablehlo.multiply %clipped_55, %clipped_55 : tensor<192xf32>
    %cst_442 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_643 = stablehlo.multiply %cst_442, %stages.1.blocks.2.conv_dw.bias.v : tensor<192xf32>
    %cst_443 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_644 = stablehlo.multiply %cst_443, %multiply_642 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_643, %multiply_644 : tensor<192xf32>
    %bcast_457 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_111 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.m_new, %bcast_457 : tensor<192xf32>
    %bcast_458 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_112 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.v_new, %bcast_458 : tensor<192xf32>
    %sqrt_55 = stablehlo.sqrt %divide_112 : tensor<192xf32>
    %cst_444 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_237 = stablehlo.add %sqrt_55, %cst_444 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_111, %add_237 : tensor<192xf32>
    %bcast_459 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_645 = stablehlo.multiply %bcast_459, %stages.1.blocks.2.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.bias, %multiply_645 : tensor<192xf32>
    %bcast_460 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_646 = stablehlo.multiply %bcast_460, %stages.1.blocks.2.conv_dw.bias.ema : tensor<192xf32>
    %one_56 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_55 = stablehlo.subtract %one_56, %ema_decay : tensor<f32>
    %bcast_461 = stablehlo.broadcast_in_dim %one_minus_decay_55, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_647 = stablehlo.multiply %bcast_461, %stages.1.blocks.2.conv_dw.bias.new : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.ema_new = stablehlo.add %multiply_646, %multiply_647 : tensor<192xf32>
    %cst_445 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_648 = stablehlo.multiply %cst_445, %stages.1.blocks.2.norm.weight.m : tensor<192xf32>
    %cst_446 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_649 = stablehlo.multiply %cst_446, %clipped_56 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.m_new = stablehlo.add %multiply_648, %multiply_649 : tensor<192xf32>
    %multiply_650 = stablehlo.multiply %clipped_56, %clipped_56 : tensor<192xf32>
    %cst_447 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_651 = stablehlo.multiply %cst_447, %stages.1.blocks.2.norm.weight.v : tensor<192xf32>
    %cst_448 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_652 = stablehlo.multiply %cst_448, %multiply_650 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.v_new = stablehlo.add %multiply_651, %multiply_652 : tensor<192xf32>
    %bcast_462 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_113 = stablehlo.divide %stages.1.blocks.2.norm.weight.m_new, %bcast_462 : tensor<192xf32>
    %bcast_463 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_114 = stablehlo.divide %stages.1.blocks.2.norm.weight.v_new, %bcast_463 : tensor<192xf32>
    %sqrt_56 = stablehlo.sqrt %divide_114 : tensor<192xf32>
    %cst_449 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_238 = stablehlo.add %sqrt_56, %cst_449 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.adam = stablehlo.divide %divide_113, %add_238 : tensor<192xf32>
    %bcast_464 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_653 = stablehlo.multiply %bcast_464, %stages.1.blocks.2.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.new = stablehlo.subtract %stages.1.blocks.2.norm.weight, %multiply_653 : tensor<192xf32>
    %bcast_465 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_654 = stablehlo.multiply %bcast_465, %stages.1.blocks.2.norm.weight.ema : tensor<192xf32>
    %one_57 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_56 = stablehlo.subtract %one_57, %ema_decay : tensor<f32>
    %bcast_466 = stablehlo.broadcast_in_dim %one_minus_decay_56, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_655 = stablehlo.multiply %bcast_466, %stages.1.blocks.2.norm.weight.new : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.ema_new = stablehlo.add %multiply_654, %multiply_655 : tensor<192xf32>
    %cst_450 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_656 = stablehlo.multiply %cst_450, %stages.1.blocks.2.norm.bias.m : tensor<192xf32>
    %cst_451 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_657 = stablehlo.multiply %cst_451, %clipped_57 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.m_new = stablehlo.add %multiply_656, %multiply_657 : tensor<192xf32>
    %multiply_658 = stablehlo.multiply %clipped_57, %clipped_57 : tensor<192xf32>
    %cst_452 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_659 = stablehlo.multiply %cst_452, %stages.1.blocks.2.norm.bias.v : tensor<192xf32>
    %cst_453 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_660 = stablehlo.multiply %cst_453, %multiply_658 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.v_new = stablehlo.add %multiply_659, %multiply_660 : tensor<192xf32>
    %bcast_467 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_115 = stablehlo.divide %stages.1.blocks.2.norm.bias.m_new, %bcast_467 : tensor<192xf32>
    %bcast_468 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_116 = stablehlo.divide %stages.1.blocks.2.norm.bias.v_new, %bcast_468 : tensor<192xf32>
    %sqrt_57 = stablehlo.sqrt %divide_116 : tensor<192xf32>
    %cst_454 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_239 = stablehlo.add %sqrt_57, %cst_454 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.adam = stablehlo.divide %divide_115, %add_239 : tensor<192xf32>
    %bcast_469 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_661 = stablehlo.multiply %bcast_469, %stages.1.blocks.2.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.new = stablehlo.subtract %stages.1.blocks.2.norm.bias, %multiply_661 : tensor<192xf32>
    %bcast_470 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_662 = stablehlo.multiply %bcast_470, %stages.1.blocks.2.norm.bias.ema : tensor<192xf32>
    %one_58 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_57 = stablehlo.subtract %one_58, %ema_decay : tensor<f32>
    %bcast_471 = stablehlo.broadcast_in_dim %one_minus_decay_57, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_663 = stablehlo.multiply %bcast_471, %stages.1.blocks.2.norm.bias.new : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.ema_new = stablehlo.add %multiply_662, %multiply_663 : tensor<192xf32>
    %cst_455 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_664 = stablehlo.multiply %cst_455, %stages.1.blocks.2.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_456 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_665 = stablehlo.multiply %cst_456, %clipped_58 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_664, %multiply_665 : tensor<768x192xf32>
    %multiply_666 = stablehlo.multiply %clipped_58, %clipped_58 : tensor<768x192xf32>
    %cst_457 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_667 = stablehlo.multiply %cst_457, %stages.1.blocks.2.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_458 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_668 = stablehlo.multiply %cst_458, %multiply_666 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_667, %multiply_668 : tensor<768x192xf32>
    %bcast_472 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_117 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.m_new, %bcast_472 : tensor<768x192xf32>
    %bcast_473 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_118 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.v_new, %bcast_473 : tensor<768x192xf32>
    %sqrt_58 = stablehlo.sqrt %divide_118 : tensor<768x192xf32>
    %cst_459 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_240 = stablehlo.add %sqrt_58, %cst_459 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_117, %add_240 : tensor<768x192xf32>
    %cst_460 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_669 = stablehlo.multiply %cst_460, %stages.1.blocks.2.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_18 = stablehlo.add %stages.1.blocks.2.mlp.fc1.weight.adam, %multiply_669 : tensor<768x192xf32>
    %bcast_474 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_670 = stablehlo.multiply %bcast_474, %decayed_18 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.weight, %multiply_670 : tensor<768x192xf32>
    %bcast_475 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_671 = stablehlo.multiply %bcast_475, %stages.1.blocks.2.mlp.fc1.weight.ema : tensor<768x192xf32>
    %one_59 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_58 = stablehlo.subtract %one_59, %ema_decay : tensor<f32>
    %bcast_476 = stablehlo.broadcast_in_dim %one_minus_decay_58, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_672 = stablehlo.multiply %bcast_476, %stages.1.blocks.2.mlp.fc1.weight.new : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.ema_new = stablehlo.add %multiply_671, %multiply_672 : tensor<768x192xf32>
    %cst_461 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_673 = stablehlo.multiply %cst_461, %stages.1.blocks.2.mlp.fc1.bias.m : tensor<768xf32>
    %cst_462 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_674 = stablehlo.multiply %cst_462, %clipped_59 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_673, %multiply_674 : tensor<768xf32>
    %multiply_675 = stablehlo.multiply %clipped_59, %clipped_59 : tensor<768xf32>
    %cst_463 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_676 = stablehlo.multiply %cst_463, %stages.1.blocks.2.mlp.fc1.bias.v : tensor<768xf32>
    %cst_464 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_677 = stablehlo.multiply %cst_464, %multiply_675 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_676, %multiply_677 : tensor<768xf32>
    %bcast_477 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_119 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.m_new, %bcast_477 : tensor<768xf32>
    %bcast_478 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_120 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.v_new, %bcast_478 : tensor<768xf32>
    %sqrt_59 = stablehlo.sqrt %divide_120 : tensor<768xf32>
    %cst_465 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_241 = stablehlo.add %sqrt_59, %cst_465 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_119, %add_241 : tensor<768xf32>
    %bcast_479 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_678 = stablehlo.multiply %bcast_479, %stages.1.blocks.2.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.bias, %multiply_678 : tensor<768xf32>
    %bcast_480 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_679 = stablehlo.multiply %bcast_480, %stages.1.blocks.2.mlp.fc1.bias.ema : tensor<768xf32>
    %one_60 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_59 = stablehlo.subtract %one_60, %ema_decay : tensor<f32>
    %bcast_481 = stablehlo.broadcast_in_dim %one_minus_decay_59, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_680 = stablehlo.multiply %bcast_481, %stages.1.blocks.2.mlp.fc1.bias.new : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.ema_new = stablehlo.add %multiply_679, %multiply_680 : tensor<768xf32>
    %cst_466 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_681 = stablehlo.multiply %cst_466, %stages.1.blocks.2.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_467 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_682 = stablehlo.multiply %cst_467, %clipped_60 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_681, %multiply_682 : tensor<192x768xf32>
    %multiply_683 = stablehlo.multiply %clipped_60, %clipped_60 : tensor<192x768xf32>
    %cst_468 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_684 = stablehlo.multiply %cst_468, %stages.1.blocks.2.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_469 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_685 = stablehlo.multiply %cst_469, %multiply_683 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_684, %multiply_685 : tensor<192x768xf32>
    %bcast_482 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_121 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.m_new, %bcast_482 : tensor<192x768xf32>
    %bcast_483 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_122 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.v_new, %bcast_483 : tensor<192x768xf32>
    %sqrt_60 = stablehlo.sqrt %divide_122 : tensor<192x768xf32>
    %cst_470 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_242 = stablehlo.add %sqrt_60, %cst_470 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_121, %add_242 : tensor<192x768xf32>
    %cst_471 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_686 = stablehlo.multiply %cst_471, %stages.1.blocks.2.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_19 = stablehlo.add %stages.1.blocks.2.mlp.fc2.weight.adam, %multiply_686 : tensor<192x768xf32>
    %bcast_484 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_687 = stablehlo.multiply %bcast_484, %decayed_19 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.weight, %multiply_687 : tensor<192x768xf32>
    %bcast_485 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_688 = stablehlo.multiply %bcast_485, %stages.1.blocks.2.mlp.fc2.weight.ema : tensor<192x768xf32>
    %one_61 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_60 = stablehlo.subtract %one_61, %ema_decay : tensor<f32>
    %bcast_486 = stablehlo.broadcast_in_dim %one_minus_decay_60, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_689 = stablehlo.multiply %bcast_486, %stages.1.blocks.2.mlp.fc2.weight.new : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.ema_new = stablehlo.add %multiply_688, %multiply_689 : tensor<192x768xf32>
    %cst_472 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_690 = stablehlo.multiply %cst_472, %stages.1.blocks.2.mlp.fc2.bias.m : tensor<192xf32>
    %cst_473 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_691 = stablehlo.multiply %cst_473, %clipped_61 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_690, %multiply_691 : tensor<192xf32>
    %multiply_692 = stablehlo.multiply %clipped_61, %clipped_61 : tensor<192xf32>
    %cst_474 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_693 = stablehlo.multiply %cst_474, %stages.1.blocks.2.mlp.fc2.bias.v : tensor<192xf32>
    %cst_475 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_694 = stablehlo.multiply %cst_475, %multiply_692 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_693, %multiply_694 : tensor<192xf32>
    %bcast_487 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_123 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.m_new, %bcast_487 : tensor<192xf32>
    %bcast_488 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_124 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.v_new, %bcast_488 : tensor<192xf32>
    %sqrt_61 = stablehlo.sqrt %divide_124 : tensor<192xf32>
    %cst_476 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_243 = stablehlo.add %sqrt_61, %cst_476 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_123, %add_243 : tensor<192xf32>
    %bcast_489 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_695 = stablehlo.multiply %bcast_489, %stages.1.blocks.2.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.bias, %multiply_695 : tensor<192xf32>
    %bcast_490 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_696 = stablehlo.multiply %bcast_490, %stages.1.blocks.2.mlp.fc2.bias.ema : tensor<192xf32>
    %one_62 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_61 = stablehlo.subtract %one_62, %ema_decay : tensor<f32>
    %bcast_491 = stablehlo.broadcast_in_dim %one_minus_decay_61, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_697 = stablehlo.multiply %bcast_491, %stages.1.blocks.2.mlp.fc2.bias.new : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.ema_new = stablehlo.add %multiply_696, %multiply_697 : tensor<192xf32>
    %cst_477 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_698 = stablehlo.multiply %cst_477, %stages.2.downsample.0.weight.m : tensor<192xf32>
    %cst_478 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_699 = stablehlo.multiply %cst_478, %clipped_62 : tensor<192xf32>
    %stages.2.downsample.0.weight.m_new = stablehlo.add %multiply_698, %multiply_699 : tensor<192xf32>
    %multiply_700 = stablehlo.multiply %clipped_62, %clipped_62 : tensor<192xf32>
    %cst_479 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_701 = stablehlo.multiply %cst_479, %stages.2.downsample.0.weight.v : tensor<192xf32>
    %cst_480 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_702 = stablehlo.multiply %cst_480, %multiply_700 : tensor<192xf32>
    %stages.2.downsample.0.weight.v_new = stablehlo.add %multiply_701, %multiply_702 : tensor<192xf32>
    %bcast_492 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_125 = stablehlo.divide %stages.2.downsample.0.weight.m_new, %bcast_492 : tensor<192xf32>
    %bcast_493 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_126 = stablehlo.divide %stages.2.downsample.0.weight.v_new, %bcast_493 : tensor<192xf32>
    %sqrt_62 = stablehlo.sqrt %divide_126 : tensor<192xf32>
    %cst_481 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_244 = stablehlo.add %sqrt_62, %cst_481 : tensor<192xf32>
    %stages.2.downsample.0.weight.adam = stablehlo.divide %divide_125, %add_244 : tensor<192xf32>
    %bcast_494 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_703 = stablehlo.multiply %bcast_494, %stages.2.downsample.0.weight.adam : tensor<192xf32>
    %stages.2.downsample.0.weight.new = stablehlo.subtract %stages.2.downsample.0.weight, %multiply_703 : tensor<192xf32>
    %bcast_495 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_704 = stablehlo.multiply %bcast_495, %stages.2.downsample.0.weight.ema : tensor<192xf32>
    %one_63 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_62 = stablehlo.subtract %one_63, %ema_decay : tensor<f32>
    %bcast_496 = stablehlo.broadcast_in_dim %one_minus_decay_62, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_705 = stablehlo.multiply %bcast_496, %stages.2.downsample.0.weight.new : tensor<192xf32>
    %stages.2.downsample.0.weight.ema_new = stablehlo.add %multiply_704, %multiply_705 : tensor<192xf32>
    %cst_482 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_706 = stablehlo.multiply %cst_482, %stages.2.downsample.0.bias.m : tensor<192xf32>
    %cst_483 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_707 = stablehlo.multiply %cst_483, %clipped_63 : tensor<192xf32>
    %stages.2.downsample.0.bias.m_new = stablehlo.add %multiply_706, %multiply_707 : tensor<192xf32>
    %multiply_708 = stablehlo.multiply %clipped_63, %clipped_63 : tensor<192xf32>
    %cst_484 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_709 = stablehlo.multiply %cst_484, %stages.2.downsample.0.bias.v : tensor<192xf32>
    %cst_485 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_710 = stablehlo.multiply %cst_485, %multiply_708 : tensor<192xf32>
    %stages.2.downsample.0.bias.v_new = stablehlo.add %multiply_709, %multiply_710 : tensor<192xf32>
    %bcast_497 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_127 = stablehlo.divide %stages.2.downsample.0.bias.m_new, %bcast_497 : tensor<192xf32>
    %bcast_498 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_128 = stablehlo.divide %stages.2.downsample.0.bias.v_new, %bcast_498 : tensor<192xf32>
    %sqrt_63 = stablehlo.sqrt %divide_128 : tensor<192xf32>
    %cst_486 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_245 = stablehlo.add %sqrt_63, %cst_486 : tensor<192xf32>
    %stages.2.downsample.0.bias.adam = stablehlo.divide %divide_127, %add_245 : tensor<192xf32>
    %bcast_499 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_711 = stablehlo.multiply %bcast_499, %stages.2.downsample.0.bias.adam : tensor<192xf32>
    %stages.2.downsample.0.bias.new = stablehlo.subtract %stages.2.downsample.0.bias, %multiply_711 : tensor<192xf32>
    %bcast_500 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_712 = stablehlo.multiply %bcast_500, %stages.2.downsample.0.bias.ema : tensor<192xf32>
    %one_64 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_63 = stablehlo.subtract %one_64, %ema_decay : tensor<f32>
    %bcast_501 = stablehlo.broadcast_in_dim %one_minus_decay_63, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_713 = stablehlo.multiply %bcast_501, %stages.2.downsample.0.bias.new : tensor<192xf32>
    %stages.2.downsample.0.bias.ema_new = stablehlo.add %multiply_712, %multiply_713 : tensor<192xf32>
    %cst_487 = stablehlo.constant dense<0.8999999761581421> : tensor<384x192x2x2xf32>
    %multiply_714 = stablehlo.multiply %cst_487, %stages.2.downsample.1.weight.m : tensor<384x192x2x2xf32>
    %cst_488 = stablehlo.constant dense<0.10000000149011612> : tensor<384x192x2x2xf32>
    %multiply_715 = stablehlo.multiply %cst_488, %clipped_64 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.m_new = stablehlo.add %multiply_714, %multiply_715 : tensor<384x192x2x2xf32>
    %multiply_716 = stablehlo.multiply %clipped_64, %clipped_64 : tensor<384x192x2x2xf32>
    %cst_489 = stablehlo.constant dense<0.9990000128746033> : tensor<384x192x2x2xf32>
    %multiply_717 = stablehlo.multiply %cst_489, %stages.2.downsample.1.weight.v : tensor<384x192x2x2xf32>
    %cst_490 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x192x2x2xf32>
    %multiply_718 = stablehlo.multiply %cst_490, %multiply_716 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.v_new = stablehlo.add %multiply_717, %multiply_718 : tensor<384x192x2x2xf32>
    %bcast_502 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_129 = stablehlo.divide %stages.2.downsample.1.weight.m_new, %bcast_502 : tensor<384x192x2x2xf32>
    %bcast_503 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_130 = stablehlo.divide %stages.2.downsample.1.weight.v_new, %bcast_503 : tensor<384x192x2x2xf32>
    %sqrt_64 = stablehlo.sqrt %divide_130 : tensor<384x192x2x2xf32>
    %cst_491 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x192x2x2xf32>
    %add_246 = stablehlo.add %sqrt_64, %cst_491 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.adam = stablehlo.divide %divide_129, %add_246 : tensor<384x192x2x2xf32>
    %cst_492 = stablehlo.constant dense<0.05000000074505806> : tensor<384x192x2x2xf32>
    %multiply_719 = stablehlo.multiply %cst_492, %stages.2.downsample.1.weight : tensor<384x192x2x2xf32>
    %decayed_20 = stablehlo.add %stages.2.downsample.1.weight.adam, %multiply_719 : tensor<384x192x2x2xf32>
    %bcast_504 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %multiply_720 = stablehlo.multiply %bcast_504, %decayed_20 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.new = stablehlo.subtract %stages.2.downsample.1.weight, %multiply_720 : tensor<384x192x2x2xf32>
    %bcast_505 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %multiply_721 = stablehlo.multiply %bcast_505, %stages.2.downsample.1.weight.ema : tensor<384x192x2x2xf32>
    %one_65 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_64 = stablehlo.subtract %one_65, %ema_decay : tensor<f32>
    %bcast_506 = stablehlo.broadcast_in_dim %one_minus_decay_64, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %multiply_722 = stablehlo.multiply %bcast_506, %stages.2.downsample.1.weight.new : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.ema_new = stablehlo.add %multiply_721, %multiply_722 : tensor<384x192x2x2xf32>
    %cst_493 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_723 = stablehlo.multiply %cst_493, %stages.2.downsample.1.bias.m : tensor<384xf32>
    %cst_494 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_724 = stablehlo.multiply %cst_494, %clipped_65 : tensor<384xf32>
    %stages.2.downsample.1.bias.m_new = stablehlo.add %multiply_723, %multiply_724 : tensor<384xf32>
    %multiply_725 = stablehlo.multiply %clipped_65, %clipped_65 : tensor<384xf32>
    %cst_495 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_726 = stablehlo.multiply %cst_495, %stages.2.downsample.1.bias.v : tensor<384xf32>
    %cst_496 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_727 = stablehlo.multiply %cst_496, %multiply_725 : tensor<384xf32>
    %stages.2.downsample.1.bias.v_new = stablehlo.add %multiply_726, %multiply_727 : tensor<384xf32>
    %bcast_507 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_131 = stablehlo.divide %stages.2.downsample.1.bias.m_new, %bcast_507 : tensor<384xf32>
    %bcast_508 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_132 = stablehlo.divide %stages.2.downsample.1.bias.v_new, %bcast_508 : tensor<384xf32>
    %sqrt_65 = stablehlo.sqrt %divide_132 : tensor<384xf32>
    %cst_497 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_247 = stablehlo.add %sqrt_65, %cst_497 : tensor<384xf32>
    %stages.2.downsample.1.bias.adam = stablehlo.divide %divide_131, %add_247 : tensor<384xf32>
    %bcast_509 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_728 = stablehlo.multiply %bcast_509, %stages.2.downsample.1.bias.adam : tensor<384xf32>
    %stages.2.downsample.1.bias.new = stablehlo.subtract %stages.2.downsample.1.bias, %multiply_728 : tensor<384xf32>
    %bcast_510 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_729 = stablehlo.multiply %bcast_510, %stages.2.downsample.1.bias.ema : tensor<384xf32>
    %one_66 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_65 = stablehlo.subtract %one_66, %ema_decay : tensor<f32>
    %bcast_511 = stablehlo.broadcast_in_dim %one_minus_decay_65, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_730 = stablehlo.multiply %bcast_511, %stages.2.downsample.1.bias.new : tensor<384xf32>
    %stages.2.downsample.1.bias.ema_new = stablehlo.add %multiply_729, %multiply_730 : tensor<384xf32>
    %cst_498 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_731 = stablehlo.multiply %cst_498, %stages.2.blocks.0.gamma.m : tensor<384xf32>
    %cst_499 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_732 = stablehlo.multiply %cst_499, %clipped_66 : tensor<384xf32>
    %stages.2.blocks.0.gamma.m_new = stablehlo.add %multiply_731, %multiply_732 : tensor<384xf32>
    %multiply_733 = stablehlo.multiply %clipped_66, %clipped_66 : tensor<384xf32>
    %cst_500 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_734 = stablehlo.multiply %cst_500, %stages.2.blocks.0.gamma.v : tensor<384xf32>
    %cst_501 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_735 = stablehlo.multiply %cst_501, %multiply_733 : tensor<384xf32>
    %stages.2.blocks.0.gamma.v_new = stablehlo.add %multiply_734, %multiply_735 : tensor<384xf32>
    %bcast_512 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_133 = stablehlo.divide %stages.2.blocks.0.gamma.m_new, %bcast_512 : tensor<384xf32>
    %bcast_513 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_134 = stablehlo.divide %stages.2.blocks.0.gamma.v_new, %bcast_513 : tensor<384xf32>
    %sqrt_66 = stablehlo.sqrt %divide_134 : tensor<384xf32>
    %cst_502 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_248 = stablehlo.add %sqrt_66, %cst_502 : tensor<384xf32>
    %stages.2.blocks.0.gamma.adam = stablehlo.divide %divide_133, %add_248 : tensor<384xf32>
    %bcast_514 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_736 = stablehlo.multiply %bcast_514, %stages.2.blocks.0.gamma.adam : tensor<384xf32>
    %stages.2.blocks.0.gamma.new = stablehlo.subtract %stages.2.blocks.0.gamma, %multiply_736 : tensor<384xf32>
    %bcast_515 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_737 = stablehlo.multiply %bcast_515, %stages.2.blocks.0.gamma.ema : tensor<384xf32>
    %one_67 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_66 = stablehlo.subtract %one_67, %ema_decay : tensor<f32>
    %bcast_516 = stablehlo.broadcast_in_dim %one_minus_decay_66, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_738 = stablehlo.multiply %bcast_516, %stages.2.blocks.0.gamma.new : tensor<384xf32>
    %stages.2.blocks.0.gamma.ema_new = stablehlo.add %multiply_737, %multiply_738 : tensor<384xf32>
    %cst_503 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_739 = stablehlo.multiply %cst_503, %stages.2.blocks.0.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_504 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_740 = stablehlo.multiply %cst_504, %clipped_67 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_739, %multiply_740 : tensor<384x1x7x7xf32>
    %multiply_741 = stablehlo.multiply %clipped_67, %clipped_67 : tensor<384x1x7x7xf32>
    %cst_505 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_742 = stablehlo.multiply %cst_505, %stages.2.blocks.0.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_506 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_743 = stablehlo.multiply %cst_506, %multiply_741 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_742, %multiply_743 : tensor<384x1x7x7xf32>
    %bcast_517 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_135 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.m_new, %bcast_517 : tensor<384x1x7x7xf32>
    %bcast_518 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_136 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.v_new, %bcast_518 : tensor<384x1x7x7xf32>
    %sqrt_67 = stablehlo.sqrt %divide_136 : tensor<384x1x7x7xf32>
    %cst_507 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_249 = stablehlo.add %sqrt_67, %cst_507 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_135, %add_249 : tensor<384x1x7x7xf32>
    %cst_508 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_744 = stablehlo.multiply %cst_508, %stages.2.blocks.0.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_21 = stablehlo.add %stages.2.blocks.0.conv_dw.weight.adam, %multiply_744 : tensor<384x1x7x7xf32>
    %bcast_519 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_745 = stablehlo.multiply %bcast_519, %decayed_21 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.weight, %multiply_745 : tensor<384x1x7x7xf32>
    %bcast_520 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_746 = stablehlo.multiply %bcast_520, %stages.2.blocks.0.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_68 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_67 = stablehlo.subtract %one_68, %ema_decay : tensor<f32>
    %bcast_521 = stablehlo.broadcast_in_dim %one_minus_decay_67, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_747 = stablehlo.multiply %bcast_521, %stages.2.blocks.0.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.ema_new = stablehlo.add %multiply_746, %multiply_747 : tensor<384x1x7x7xf32>
    %cst_509 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_748 = stablehlo.multiply %cst_509, %stages.2.blocks.0.conv_dw.bias.m : tensor<384xf32>
    %cst_510 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_749 = stablehlo.multiply %cst_510, %clipped_68 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_748, %multiply_749 : tensor<384xf32>
    %multiply_750 = stablehlo.multiply %clipped_68, %clipped_68 : tensor<384xf32>
    %cst_511 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_751 = stablehlo.multiply %cst_511, %stages.2.blocks.0.conv_dw.bias.v : tensor<384xf32>
    %cst_512 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_752 = stablehlo.multiply %cst_512, %multiply_750 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_751, %multiply_752 : tensor<384xf32>
    %bcast_522 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_137 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.m_new, %bcast_522 : tensor<384xf32>
    %bcast_523 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_138 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.v_new, %bcast_523 : tensor<384xf32>
    %sqrt_68 = stablehlo.sqrt %divide_138 : tensor<384xf32>
    %cst_513 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_250 = stablehlo.add %sqrt_68, %cst_513 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_137, %add_250 : tensor<384xf32>
    %bcast_524 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_753 = stablehlo.multiply %bcast_524, %stages.2.blocks.0.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.bias, %multiply_753 : tensor<384xf32>
    %bcast_525 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_754 = stablehlo.multiply %bcast_525, %stages.2.blocks.0.conv_dw.bias.ema : tensor<384xf32>
    %one_69 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_68 = stablehlo.subtract %one_69, %ema_decay : tensor<f32>
    %bcast_526 = stablehlo.broadcast_in_dim %one_minus_decay_68, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_755 = stablehlo.multiply %bcast_526, %stages.2.blocks.0.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.ema_new = stablehlo.add %multiply_754, %multiply_755 : tensor<384xf32>
    %cst_514 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_756 = stablehlo.multiply %cst_514, %stages.2.blocks.0.norm.weight.m : tensor<384xf32>
    %cst_515 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_757 = stablehlo.multiply %cst_515, %clipped_69 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.m_new = stablehlo.add %multiply_756, %multiply_757 : tensor<384xf32>
    %multiply_758 = stablehlo.multiply %clipped_69, %clipped_69 : tensor<384xf32>
    %cst_516 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_759 = stablehlo.multiply %cst_516, %stages.2.blocks.0.norm.weight.v : tensor<384xf32>
    %cst_517 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_760 = stablehlo.multiply %cst_517, %multiply_758 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.v_new = stablehlo.add %multiply_759, %multiply_760 : tensor<384xf32>
    %bcast_527 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_139 = stablehlo.divide %stages.2.blocks.0.norm.weight.m_new, %bcast_527 : tensor<384xf32>
    %bcast_528 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_140 = stablehlo.divide %stages.2.blocks.0.norm.weight.v_new, %bcast_528 : tensor<384xf32>
    %sqrt_69 = stablehlo.sqrt %divide_140 : tensor<384xf32>
    %cst_518 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_251 = stablehlo.add %sqrt_69, %cst_518 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.adam = stablehlo.divide %divide_139, %add_251 : tensor<384xf32>
    %bcast_529 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_761 = stablehlo.multiply %bcast_529, %stages.2.blocks.0.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.new = stablehlo.subtract %stages.2.blocks.0.norm.weight, %multiply_761 : tensor<384xf32>
    %bcast_530 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_762 = stablehlo.multiply %bcast_530, %stages.2.blocks.0.norm.weight.ema : tensor<384xf32>
    %one_70 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_69 = stablehlo.subtract %one_70, %ema_decay : tensor<f32>
    %bcast_531 = stablehlo.broadcast_in_dim %one_minus_decay_69, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_763 = stablehlo.multiply %bcast_531, %stages.2.blocks.0.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.ema_new = stablehlo.add %multiply_762, %multiply_763 : tensor<384xf32>
    %cst_519 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_764 = stablehlo.multiply %cst_519, %stages.2.blocks.0.norm.bias.m : tensor<384xf32>
    %cst_520 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_765 = stablehlo.multiply %cst_520, %clipped_70 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.m_new = stablehlo.add %multiply_764, %multiply_765 : tensor<384xf32>
    %multiply_766 = stablehlo.multiply %clipped_70, %clipped_70 : tensor<384xf32>
    %cst_521 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_767 = stablehlo.multiply %cst_521, %stages.2.blocks.0.norm.bias.v : tensor<384xf32>
    %cst_522 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_768 = stablehlo.multiply %cst_522, %multiply_766 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.v_new = stablehlo.add %multiply_767, %multiply_768 : tensor<384xf32>
    %bcast_532 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_141 = stablehlo.divide %stages.2.blocks.0.norm.bias.m_new, %bcast_532 : tensor<384xf32>
    %bcast_533 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_142 = stablehlo.divide %stages.2.blocks.0.norm.bias.v_new, %bcast_533 : tensor<384xf32>
    %sqrt_70 = stablehlo.sqrt %divide_142 : tensor<384xf32>
    %cst_523 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_252 = stablehlo.add %sqrt_70, %cst_523 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.adam = stablehlo.divide %divide_141, %add_252 : tensor<384xf32>
    %bcast_534 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_769 = stablehlo.multiply %bcast_534, %stages.2.blocks.0.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.new = stablehlo.subtract %stages.2.blocks.0.norm.bias, %multiply_769 : tensor<384xf32>
    %bcast_535 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_770 = stablehlo.multiply %bcast_535, %stages.2.blocks.0.norm.bias.ema : tensor<384xf32>
    %one_71 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_70 = stablehlo.subtract %one_71, %ema_decay : tensor<f32>
    %bcast_536 = stablehlo.broadcast_in_dim %one_minus_decay_70, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_771 = stablehlo.multiply %bcast_536, %stages.2.blocks.0.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.ema_new = stablehlo.add %multiply_770, %multiply_771 : tensor<384xf32>
    %cst_524 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_772 = stablehlo.multiply %cst_524, %stages.2.blocks.0.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_525 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_773 = stablehlo.multiply %cst_525, %clipped_71 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_772, %multiply_773 : tensor<1536x384xf32>
    %multiply_774 = stablehlo.multiply %clipped_71, %clipped_71 : tensor<1536x384xf32>
    %cst_526 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_775 = stablehlo.multiply %cst_526, %stages.2.blocks.0.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_527 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_776 = stablehlo.multiply %cst_527, %multiply_774 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_775, %multiply_776 : tensor<1536x384xf32>
    %bcast_537 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_143 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.m_new, %bcast_537 : tensor<1536x384xf32>
    %bcast_538 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_144 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.v_new, %bcast_538 : tensor<1536x384xf32>
    %sqrt_71 = stablehlo.sqrt %divide_144 : tensor<1536x384xf32>
    %cst_528 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_253 = stablehlo.add %sqrt_71, %cst_528 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_143, %add_253 : tensor<1536x384xf32>
    %cst_529 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_777 = stablehlo.multiply %cst_529, %stages.2.blocks.0.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_22 = stablehlo.add %stages.2.blocks.0.mlp.fc1.weight.adam, %multiply_777 : tensor<1536x384xf32>
    %bcast_539 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_778 = stablehlo.multiply %bcast_539, %decayed_22 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.weight, %multiply_778 : tensor<1536x384xf32>
    %bcast_540 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_779 = stablehlo.multiply %bcast_540, %stages.2.blocks.0.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_72 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_71 = stablehlo.subtract %one_72, %ema_decay : tensor<f32>
    %bcast_541 = stablehlo.broadcast_in_dim %one_minus_decay_71, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_780 = stablehlo.multiply %bcast_541, %stages.2.blocks.0.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.ema_new = stablehlo.add %multiply_779, %multiply_780 : tensor<1536x384xf32>
    %cst_530 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_781 = stablehlo.multiply %cst_530, %stages.2.blocks.0.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_531 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_782 = stablehlo.multiply %cst_531, %clipped_72 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_781, %multiply_782 : tensor<1536xf32>
    %multiply_783 = stablehlo.multiply %clipped_72, %clipped_72 : tensor<1536xf32>
    %cst_532 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_784 = stablehlo.multiply %cst_532, %stages.2.blocks.0.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_533 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_785 = stablehlo.multiply %cst_533, %multiply_783 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_784, %multiply_785 : tensor<1536xf32>
    %bcast_542 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_145 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.m_new, %bcast_542 : tensor<1536xf32>
    %bcast_543 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_146 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.v_new, %bcast_543 : tensor<1536xf32>
    %sqrt_72 = stablehlo.sqrt %divide_146 : tensor<1536xf32>
    %cst_534 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_254 = stablehlo.add %sqrt_72, %cst_534 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_145, %add_254 : tensor<1536xf32>
    %bcast_544 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_786 = stablehlo.multiply %bcast_544, %stages.2.blocks.0.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.bias, %multiply_786 : tensor<1536xf32>
    %bcast_545 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_787 = stablehlo.multiply %bcast_545, %stages.2.blocks.0.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_73 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_72 = stablehlo.subtract %one_73, %ema_decay : tensor<f32>
    %bcast_546 = stablehlo.broadcast_in_dim %one_minus_decay_72, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_788 = stablehlo.multiply %bcast_546, %stages.2.blocks.0.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.ema_new = stablehlo.add %multiply_787, %multiply_788 : tensor<1536xf32>
    %cst_535 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_789 = stablehlo.multiply %cst_535, %stages.2.blocks.0.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_536 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_790 = stablehlo.multiply %cst_536, %clipped_73 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_789, %multiply_790 : tensor<384x1536xf32>
    %multiply_791 = stablehlo.multiply %clipped_73, %clipped_73 : tensor<384x1536xf32>
    %cst_537 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_792 = stablehlo.multiply %cst_537, %stages.2.blocks.0.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_538 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_793 = stablehlo.multiply %cst_538, %multiply_791 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_792, %multiply_793 : tensor<384x1536xf32>
    %bcast_547 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_147 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.m_new, %bcast_547 : tensor<384x1536xf32>
    %bcast_548 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_148 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.v_new, %bcast_548 : tensor<384x1536xf32>
    %sqrt_73 = stablehlo.sqrt %divide_148 : tensor<384x1536xf32>
    %cst_539 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_255 = stablehlo.add %sqrt_73, %cst_539 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_147, %add_255 : tensor<384x1536xf32>
    %cst_540 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_794 = stablehlo.multiply %cst_540, %stages.2.blocks.0.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_23 = stablehlo.add %stages.2.blocks.0.mlp.fc2.weight.adam, %multiply_794 : tensor<384x1536xf32>
    %bcast_549 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_795 = stablehlo.multiply %bcast_549, %decayed_23 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.weight, %multiply_795 : tensor<384x1536xf32>
    %bcast_550 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_796 = stablehlo.multiply %bcast_550, %stages.2.blocks.0.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_74 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_73 = stablehlo.subtract %one_74, %ema_decay : tensor<f32>
    %bcast_551 = stablehlo.broadcast_in_dim %one_minus_decay_73, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_797 = stablehlo.multiply %bcast_551, %stages.2.blocks.0.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.ema_new = stablehlo.add %multiply_796, %multiply_797 : tensor<384x1536xf32>
    %cst_541 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_798 = stablehlo.multiply %cst_541, %stages.2.blocks.0.mlp.fc2.bias.m : tensor<384xf32>
    %cst_542 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_799 = stablehlo.multiply %cst_542, %clipped_74 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_798, %multiply_799 : tensor<384xf32>
    %multiply_800 = stablehlo.multiply %clipped_74, %clipped_74 : tensor<384xf32>
    %cst_543 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_801 = stablehlo.multiply %cst_543, %stages.2.blocks.0.mlp.fc2.bias.v : tensor<384xf32>
    %cst_544 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_802 = stablehlo.multiply %cst_544, %multiply_800 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_801, %multiply_802 : tensor<384xf32>
    %bcast_552 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_149 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.m_new, %bcast_552 : tensor<384xf32>
    %bcast_553 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_150 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.v_new, %bcast_553 : tensor<384xf32>
    %sqrt_74 = stablehlo.sqrt %divide_150 : tensor<384xf32>
    %cst_545 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_256 = stablehlo.add %sqrt_74, %cst_545 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_149, %add_256 : tensor<384xf32>
    %bcast_554 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_803 = stablehlo.multiply %bcast_554, %stages.2.blocks.0.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.bias, %multiply_803 : tensor<384xf32>
    %bcast_555 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_804 = stablehlo.multiply %bcast_555, %stages.2.blocks.0.mlp.fc2.bias.ema : tensor<384xf32>
    %one_75 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_74 = stablehlo.subtract %one_75, %ema_decay : tensor<f32>
    %bcast_556 = stablehlo.broadcast_in_dim %one_minus_decay_74, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_805 = stablehlo.multiply %bcast_556, %stages.2.blocks.0.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.ema_new = stablehlo.add %multiply_804, %multiply_805 : tensor<384xf32>
    %cst_546 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_806 = stablehlo.multiply %cst_546, %stages.2.blocks.1.gamma.m : tensor<384xf32>
    %cst_547 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_807 = stablehlo.multiply %cst_547, %clipped_75 : tensor<384xf32>
    %stages.2.blocks.1.gamma.m_new = stablehlo.add %multiply_806, %multiply_807 : tensor<384xf32>
    %multiply_808 = stablehlo.multiply %clipped_75, %clipped_75 : tensor<384xf32>
    %cst_548 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_809 = stablehlo.multiply %cst_548, %stages.2.blocks.1.gamma.v : tensor<384xf32>
    %cst_549 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_810 = stablehlo.multiply %cst_549, %multiply_808 : tensor<384xf32>
    %stages.2.blocks.1.gamma.v_new = stablehlo.add %multiply_809, %multiply_810 : tensor<384xf32>
    %bcast_557 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_151 = stablehlo.divide %stages.2.blocks.1.gamma.m_new, %bcast_557 : tensor<384xf32>
    %bcast_558 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_152 = stablehlo.divide %stages.2.blocks.1.gamma.v_new, %bcast_558 : tensor<384xf32>
    %sqrt_75 = stablehlo.sqrt %divide_152 : tensor<384xf32>
    %cst_550 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_257 = stablehlo.add %sqrt_75, %cst_550 : tensor<384xf32>
    %stages.2.blocks.1.gamma.adam = stablehlo.divide %divide_151, %add_257 : tensor<384xf32>
    %bcast_559 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_811 = stablehlo.multiply %bcast_559, %stages.2.blocks.1.gamma.adam : tensor<384xf32>
    %stages.2.blocks.1.gamma.new = stablehlo.subtract %stages.2.blocks.1.gamma, %multiply_811 : tensor<384xf32>
    %bcast_560 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_812 = stablehlo.multiply %bcast_560, %stages.2.blocks.1.gamma.ema : tensor<384xf32>
    %one_76 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_75 = stablehlo.subtract %one_76, %ema_decay : tensor<f32>
    %bcast_561 = stablehlo.broadcast_in_dim %one_minus_decay_75, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_813 = stablehlo.multiply %bcast_561, %stages.2.blocks.1.gamma.new : tensor<384xf32>
    %stages.2.blocks.1.gamma.ema_new = stablehlo.add %multiply_812, %multiply_813 : tensor<384xf32>
    %cst_551 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_814 = stablehlo.multiply %cst_551, %stages.2.blocks.1.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_552 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_815 = stablehlo.multiply %cst_552, %clipped_76 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_814, %multiply_815 : tensor<384x1x7x7xf32>
    %multiply_816 = stablehlo.multiply %clipped_76, %clipped_76 : tensor<384x1x7x7xf32>
    %cst_553 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_817 = stablehlo.multiply %cst_553, %stages.2.blocks.1.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_554 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_818 = stablehlo.multiply %cst_554, %multiply_816 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_817, %multiply_818 : tensor<384x1x7x7xf32>
    %bcast_562 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_153 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.m_new, %bcast_562 : tensor<384x1x7x7xf32>
    %bcast_563 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_154 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.v_new, %bcast_563 : tensor<384x1x7x7xf32>
    %sqrt_76 = stablehlo.sqrt %divide_154 : tensor<384x1x7x7xf32>
    %cst_555 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_258 = stablehlo.add %sqrt_76, %cst_555 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_153, %add_258 : tensor<384x1x7x7xf32>
    %cst_556 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_819 = stablehlo.multiply %cst_556, %stages.2.blocks.1.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_24 = stablehlo.add %stages.2.blocks.1.conv_dw.weight.adam, %multiply_819 : tensor<384x1x7x7xf32>
    %bcast_564 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_820 = stablehlo.multiply %bcast_564, %decayed_24 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.weight, %multiply_820 : tensor<384x1x7x7xf32>
    %bcast_565 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_821 = stablehlo.multiply %bcast_565, %stages.2.blocks.1.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_77 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_76 = stablehlo.subtract %one_77, %ema_decay : tensor<f32>
    %bcast_566 = stablehlo.broadcast_in_dim %one_minus_decay_76, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_822 = stablehlo.multiply %bcast_566, %stages.2.blocks.1.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.ema_new = stablehlo.add %multiply_821, %multiply_822 : tensor<384x1x7x7xf32>
    %cst_557 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_823 = stablehlo.multiply %cst_557, %stages.2.blocks.1.conv_dw.bias.m : tensor<384xf32>
    %cst_558 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_824 = stablehlo.multiply %cst_558, %clipped_77 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_823, %multiply_824 : tensor<384xf32>
    %multiply_825 = stablehlo.multiply %clipped_77, %clipped_77 : tensor<384xf32>
    %cst_559 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_826 = stablehlo.multiply %cst_559, %stages.2.blocks.1.conv_dw.bias.v : tensor<384xf32>
    %cst_560 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_827 = stablehlo.multiply %cst_560, %multiply_825 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_826, %multiply_827 : tensor<384xf32>
    %bcast_567 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_155 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.m_new, %bcast_567 : tensor<384xf32>
    %bcast_568 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_156 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.v_new, %bcast_568 : tensor<384xf32>
    %sqrt_77 = stablehlo.sqrt %divide_156 : tensor<384xf32>
    %cst_561 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_259 = stablehlo.add %sqrt_77, %cst_561 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_155, %add_259 : tensor<384xf32>
    %bcast_569 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_828 = stablehlo.multiply %bcast_569, %stages.2.blocks.1.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.bias, %multiply_828 : tensor<384xf32>
    %bcast_570 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_829 = stablehlo.multiply %bcast_570, %stages.2.blocks.1.conv_dw.bias.ema : tensor<384xf32>
    %one_78 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_77 = stablehlo.subtract %one_78, %ema_decay : tensor<f32>
    %bcast_571 = stablehlo.broadcast_in_dim %one_minus_decay_77, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_830 = stablehlo.multiply %bcast_571, %stages.2.blocks.1.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.ema_new = stablehlo.add %multiply_829, %multiply_830 : tensor<384xf32>
    %cst_562 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_831 = stablehlo.multiply %cst_562, %stages.2.blocks.1.norm.weight.m : tensor<384xf32>
    %cst_563 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_832 = stablehlo.multiply %cst_563, %clipped_78 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.m_new = stablehlo.add %multiply_831, %multiply_832 : tensor<384xf32>
    %multiply_833 = stablehlo.multiply %clipped_78, %clipped_78 : tensor<384xf32>
    %cst_564 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_834 = stablehlo.multiply %cst_564, %stages.2.blocks.1.norm.weight.v : tensor<384xf32>
    %cst_565 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_835 = stablehlo.multiply %cst_565, %multiply_833 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.v_new = stablehlo.add %multiply_834, %multiply_835 : tensor<384xf32>
    %bcast_572 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_157 = stablehlo.divide %stages.2.blocks.1.norm.weight.m_new, %bcast_572 : tensor<384xf32>
    %bcast_573 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_158 = stablehlo.divide %stages.2.blocks.1.norm.weight.v_new, %bcast_573 : tensor<384xf32>
    %sqrt_78 = stablehlo.sqrt %divide_158 : tensor<384xf32>
    %cst_566 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_260 = stablehlo.add %sqrt_78, %cst_566 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.adam = stablehlo.divide %divide_157, %add_260 : tensor<384xf32>
    %bcast_574 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_836 = stablehlo.multiply %bcast_574, %stages.2.blocks.1.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.new = stablehlo.subtract %stages.2.blocks.1.norm.weight, %multiply_836 : tensor<384xf32>
    %bcast_575 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_837 = stablehlo.multiply %bcast_575, %stages.2.blocks.1.norm.weight.ema : tensor<384xf32>
    %one_79 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_78 = stablehlo.subtract %one_79, %ema_decay : tensor<f32>
    %bcast_576 = stablehlo.broadcast_in_dim %one_minus_decay_78, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_838 = stablehlo.multiply %bcast_576, %stages.2.blocks.1.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.ema_new = stablehlo.add %multiply_837, %multiply_838 : tensor<384xf32>
    %cst_567 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_839 = stablehlo.multiply %cst_567, %stages.2.blocks.1.norm.bias.m : tensor<384xf32>
    %cst_568 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_840 = stablehlo.multiply %cst_568, %clipped_79 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.m_new = stablehlo.add %multiply_839, %multiply_840 : tensor<384xf32>
    %multiply_841 = stablehlo.multiply %clipped_79, %clipped_79 : tensor<384xf32>
    %cst_569 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_842 = stablehlo.multiply %cst_569, %stages.2.blocks.1.norm.bias.v : tensor<384xf32>
    %cst_570 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_843 = stablehlo.multiply %cst_570, %multiply_841 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.v_new = stablehlo.add %multiply_842, %multiply_843 : tensor<384xf32>
    %bcast_577 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_159 = stablehlo.divide %stages.2.blocks.1.norm.bias.m_new, %bcast_577 : tensor<384xf32>
    %bcast_578 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_160 = stablehlo.divide %stages.2.blocks.1.norm.bias.v_new, %bcast_578 : tensor<384xf32>
    %sqrt_79 = stablehlo.sqrt %divide_160 : tensor<384xf32>
    %cst_571 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_261 = stablehlo.add %sqrt_79, %cst_571 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.adam = stablehlo.divide %divide_159, %add_261 : tensor<384xf32>
    %bcast_579 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_844 = stablehlo.multiply %bcast_579, %stages.2.blocks.1.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.new = stablehlo.subtract %stages.2.blocks.1.norm.bias, %multiply_844 : tensor<384xf32>
    %bcast_580 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_845 = stablehlo.multiply %bcast_580, %stages.2.blocks.1.norm.bias.ema : tensor<384xf32>
    %one_80 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_79 = stablehlo.subtract %one_80, %ema_decay : tensor<f32>
    %bcast_581 = stablehlo.broadcast_in_dim %one_minus_decay_79, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_846 = stablehlo.multiply %bcast_581, %stages.2.blocks.1.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.ema_new = stablehlo.add %multiply_845, %multiply_846 : tensor<384xf32>
    %cst_572 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_847 = stablehlo.multiply %cst_572, %stages.2.blocks.1.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_573 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_848 = stablehlo.multiply %cst_573, %clipped_80 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_847, %multiply_848 : tensor<1536x384xf32>
    %multiply_849 = stablehlo.multiply %clipped_80, %clipped_80 : tensor<1536x384xf32>
    %cst_574 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_850 = stablehlo.multiply %cst_574, %stages.2.blocks.1.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_575 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_851 = stablehlo.multiply %cst_575, %multiply_849 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_850, %multiply_851 : tensor<1536x384xf32>
    %bcast_582 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_161 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.m_new, %bcast_582 : tensor<1536x384xf32>
    %bcast_583 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_162 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.v_new, %bcast_583 : tensor<1536x384xf32>
    %sqrt_80 = stablehlo.sqrt %divide_162 : tensor<1536x384xf32>
    %cst_576 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_262 = stablehlo.add %sqrt_80, %cst_576 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_161, %add_262 : tensor<1536x384xf32>
    %cst_577 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_852 = stablehlo.multiply %cst_577, %stages.2.blocks.1.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_25 = stablehlo.add %stages.2.blocks.1.mlp.fc1.weight.adam, %multiply_852 : tensor<1536x384xf32>
    %bcast_584 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_853 = stablehlo.multiply %bcast_584, %decayed_25 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.weight, %multiply_853 : tensor<1536x384xf32>
    %bcast_585 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_854 = stablehlo.multiply %bcast_585, %stages.2.blocks.1.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_81 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_80 = stablehlo.subtract %one_81, %ema_decay : tensor<f32>
    %bcast_586 = stablehlo.broadcast_in_dim %one_minus_decay_80, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_855 = stablehlo.multiply %bcast_586, %stages.2.blocks.1.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.ema_new = stablehlo.add %multiply_854, %multiply_855 : tensor<1536x384xf32>
    %cst_578 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_856 = stablehlo.multiply %cst_578, %stages.2.blocks.1.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_579 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_857 = stablehlo.multiply %cst_579, %clipped_81 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_856, %multiply_857 : tensor<1536xf32>
    %multiply_858 = stablehlo.multiply %clipped_81, %clipped_81 : tensor<1536xf32>
    %cst_580 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_859 = stablehlo.multiply %cst_580, %stages.2.blocks.1.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_581 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_860 = stablehlo.multiply %cst_581, %multiply_858 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_859, %multiply_860 : tensor<1536xf32>
    %bcast_587 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_163 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.m_new, %bcast_587 : tensor<1536xf32>
    %bcast_588 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_164 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.v_new, %bcast_588 : tensor<1536xf32>
    %sqrt_81 = stablehlo.sqrt %divide_164 : tensor<1536xf32>
    %cst_582 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_263 = stablehlo.add %sqrt_81, %cst_582 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_163, %add_263 : tensor<1536xf32>
    %bcast_589 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_861 = stablehlo.multiply %bcast_589, %stages.2.blocks.1.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.bias, %multiply_861 : tensor<1536xf32>
    %bcast_590 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_862 = stablehlo.multiply %bcast_590, %stages.2.blocks.1.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_82 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_81 = stablehlo.subtract %one_82, %ema_decay : tensor<f32>
    %bcast_591 = stablehlo.broadcast_in_dim %one_minus_decay_81, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_863 = stablehlo.multiply %bcast_591, %stages.2.blocks.1.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.ema_new = stablehlo.add %multiply_862, %multiply_863 : tensor<1536xf32>
    %cst_583 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_864 = stablehlo.multiply %cst_583, %stages.2.blocks.1.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_584 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_865 = stablehlo.multiply %cst_584, %clipped_82 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_864, %multiply_865 : tensor<384x1536xf32>
    %multiply_866 = stablehlo.multiply %clipped_82, %clipped_82 : tensor<384x1536xf32>
    %cst_585 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_867 = stablehlo.multiply %cst_585, %stages.2.blocks.1.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_586 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_868 = stablehlo.multiply %cst_586, %multiply_866 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_867, %multiply_868 : tensor<384x1536xf32>
    %bcast_592 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_165 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.m_new, %bcast_592 : tensor<384x1536xf32>
    %bcast_593 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_166 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.v_new, %bcast_593 : tensor<384x1536xf32>
    %sqrt_82 = stablehlo.sqrt %divide_166 : tensor<384x1536xf32>
    %cst_587 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_264 = stablehlo.add %sqrt_82, %cst_587 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_165, %add_264 : tensor<384x1536xf32>
    %cst_588 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_869 = stablehlo.multiply %cst_588, %stages.2.blocks.1.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_26 = stablehlo.add %stages.2.blocks.1.mlp.fc2.weight.adam, %multiply_869 : tensor<384x1536xf32>
    %bcast_594 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_870 = stablehlo.multiply %bcast_594, %decayed_26 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.weight, %multiply_870 : tensor<384x1536xf32>
    %bcast_595 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_871 = stablehlo.multiply %bcast_595, %stages.2.blocks.1.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_83 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_82 = stablehlo.subtract %one_83, %ema_decay : tensor<f32>
    %bcast_596 = stablehlo.broadcast_in_dim %one_minus_decay_82, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_872 = stablehlo.multiply %bcast_596, %stages.2.blocks.1.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.ema_new = stablehlo.add %multiply_871, %multiply_872 : tensor<384x1536xf32>
    %cst_589 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_873 = stablehlo.multiply %cst_589, %stages.2.blocks.1.mlp.fc2.bias.m : tensor<384xf32>
    %cst_590 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_874 = stablehlo.multiply %cst_590, %clipped_83 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_873, %multiply_874 : tensor<384xf32>
    %multiply_875 = stablehlo.multiply %clipped_83, %clipped_83 : tensor<384xf32>
    %cst_591 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_876 = stablehlo.multiply %cst_591, %stages.2.blocks.1.mlp.fc2.bias.v : tensor<384xf32>
    %cst_592 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_877 = stablehlo.multiply %cst_592, %multiply_875 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_876, %multiply_877 : tensor<384xf32>
    %bcast_597 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_167 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.m_new, %bcast_597 : tensor<384xf32>
    %bcast_598 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_168 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.v_new, %bcast_598 : tensor<384xf32>
    %sqrt_83 = stablehlo.sqrt %divide_168 : tensor<384xf32>
    %cst_593 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_265 = stablehlo.add %sqrt_83, %cst_593 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_167, %add_265 : tensor<384xf32>
    %bcast_599 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_878 = stablehlo.multiply %bcast_599, %stages.2.blocks.1.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.bias, %multiply_878 : tensor<384xf32>
    %bcast_600 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_879 = stablehlo.multiply %bcast_600, %stages.2.blocks.1.mlp.fc2.bias.ema : tensor<384xf32>
    %one_84 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_83 = stablehlo.subtract %one_84, %ema_decay : tensor<f32>
    %bcast_601 = stablehlo.broadcast_in_dim %one_minus_decay_83, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_880 = stablehlo.multiply %bcast_601, %stages.2.blocks.1.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.ema_new = stablehlo.add %multiply_879, %multiply_880 : tensor<384xf32>
    %cst_594 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_881 = stablehlo.multiply %cst_594, %stages.2.blocks.2.gamma.m : tensor<384xf32>
    %cst_595 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_882 = stablehlo.multiply %cst_595, %clipped_84 : tensor<384xf32>
    %stages.2.blocks.2.gamma.m_new = stablehlo.add %multiply_881, %multiply_882 : tensor<384xf32>
    %multiply_883 = stablehlo.multiply %clipped_84, %clipped_84 : tensor<384xf32>
    %cst_596 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_884 = stablehlo.multiply %cst_596, %stages.2.blocks.2.gamma.v : tensor<384xf32>
    %cst_597 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_885 = stablehlo.multiply %cst_597, %multiply_883 : tensor<384xf32>
    %stages.2.blocks.2.gamma.v_new = stablehlo.add %multiply_884, %multiply_885 : tensor<384xf32>
    %bcast_602 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_169 = stablehlo.divide %stages.2.blocks.2.gamma.m_new, %bcast_602 : tensor<384xf32>
    %bcast_603 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_170 = stablehlo.divide %stages.2.blocks.2.gamma.v_new, %bcast_603 : tensor<384xf32>
    %sqrt_84 = stablehlo.sqrt %divide_170 : tensor<384xf32>
    %cst_598 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_266 = stablehlo.add %sqrt_84, %cst_598 : tensor<384xf32>
    %stages.2.blocks.2.gamma.adam = stablehlo.divide %divide_169, %add_266 : tensor<384xf32>
    %bcast_604 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_886 = stablehlo.multiply %bcast_604, %stages.2.blocks.2.gamma.adam : tensor<384xf32>
    %stages.2.blocks.2.gamma.new = stablehlo.subtract %stages.2.blocks.2.gamma, %multiply_886 : tensor<384xf32>
    %bcast_605 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_887 = stablehlo.multiply %bcast_605, %stages.2.blocks.2.gamma.ema : tensor<384xf32>
    %one_85 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_84 = stablehlo.subtract %one_85, %ema_decay : tensor<f32>
    %bcast_606 = stablehlo.broadcast_in_dim %one_minus_decay_84, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_888 = stablehlo.multiply %bcast_606, %stages.2.blocks.2.gamma.new : tensor<384xf32>
    %stages.2.blocks.2.gamma.ema_new = stablehlo.add %multiply_887, %multiply_888 : tensor<384xf32>
    %cst_599 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_889 = stablehlo.multiply %cst_599, %stages.2.blocks.2.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_600 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_890 = stablehlo.multiply %cst_600, %clipped_85 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_889, %multiply_890 : tensor<384x1x7x7xf32>
    %multiply_891 = stablehlo.multiply %clipped_85, %clipped_85 : tensor<384x1x7x7xf32>
    %cst_601 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_892 = stablehlo.multiply %cst_601, %stages.2.blocks.2.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_602 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_893 = stablehlo.multiply %cst_602, %multiply_891 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_892, %multiply_893 : tensor<384x1x7x7xf32>
    %bcast_607 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_171 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.m_new, %bcast_607 : tensor<384x1x7x7xf32>
    %bcast_608 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_172 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.v_new, %bcast_608 : tensor<384x1x7x7xf32>
    %sqrt_85 = stablehlo.sqrt %divide_172 : tensor<384x1x7x7xf32>
    %cst_603 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_267 = stablehlo.add %sqrt_85, %cst_603 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_171, %add_267 : tensor<384x1x7x7xf32>
    %cst_604 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_894 = stablehlo.multiply %cst_604, %stages.2.blocks.2.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_27 = stablehlo.add %stages.2.blocks.2.conv_dw.weight.adam, %multiply_894 : tensor<384x1x7x7xf32>
    %bcast_609 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_895 = stablehlo.multiply %bcast_609, %decayed_27 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.weight, %multiply_895 : tensor<384x1x7x7xf32>
    %bcast_610 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_896 = stablehlo.multiply %bcast_610, %stages.2.blocks.2.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_86 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_85 = stablehlo.subtract %one_86, %ema_decay : tensor<f32>
    %bcast_611 = stablehlo.broadcast_in_dim %one_minus_decay_85, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_897 = stablehlo.multiply %bcast_611, %stages.2.blocks.2.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.ema_new = stablehlo.add %multiply_896, %multiply_897 : tensor<384x1x7x7xf32>
    %cst_605 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_898 = stablehlo.multiply %cst_605, %stages.2.blocks.2.conv_dw.bias.m : tensor<384xf32>
    %cst_606 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_899 = stablehlo.multiply %cst_606, %clipped_86 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_898, %multiply_899 : tensor<384xf32>
    %multiply_900 = stablehlo.multiply %clipped_86, %clipped_86 : tensor<384xf32>
    %cst_607 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_901 = stablehlo.multiply %cst_607, %stages.2.blocks.2.conv_dw.bias.v : tensor<384xf32>
    %cst_608 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_902 = stablehlo.multiply %cst_608, %multiply_900 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_901, %multiply_902 : tensor<384xf32>
    %bcast_612 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_173 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.m_new, %bcast_612 : tensor<384xf32>
    %bcast_613 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_174 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.v_new, %bcast_613 : tensor<384xf32>
    %sqrt_86 = stablehlo.sqrt %divide_174 : tensor<384xf32>
    %cst_609 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_268 = stablehlo.add %sqrt_86, %cst_609 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_173, %add_268 : tensor<384xf32>
    %bcast_614 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_903 = stablehlo.multiply %bcast_614, %stages.2.blocks.2.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.bias, %multiply_903 : tensor<384xf32>
    %bcast_615 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_904 = stablehlo.multiply %bcast_615, %stages.2.blocks.2.conv_dw.bias.ema : tensor<384xf32>
    %one_87 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_86 = stablehlo.subtract %one_87, %ema_decay : tensor<f32>
    %bcast_616 = stablehlo.broadcast_in_dim %one_minus_decay_86, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_905 = stablehlo.multiply %bcast_616, %stages.2.blocks.2.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.ema_new = stablehlo.add %multiply_904, %multiply_905 : tensor<384xf32>
    %cst_610 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_906 = stablehlo.multiply %cst_610, %stages.2.blocks.2.norm.weight.m : tensor<384xf32>
    %cst_611 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_907 = stablehlo.multiply %cst_611, %clipped_87 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.m_new = stablehlo.add %multiply_906, %multiply_907 : tensor<384xf32>
    %multiply_908 = stablehlo.multiply %clipped_87, %clipped_87 : tensor<384xf32>
    %cst_612 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_909 = stablehlo.multiply %cst_612, %stages.2.blocks.2.norm.weight.v : tensor<384xf32>
    %cst_613 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_910 = stablehlo.multiply %cst_613, %multiply_908 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.v_new = stablehlo.add %multiply_909, %multiply_910 : tensor<384xf32>
    %bcast_617 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_175 = stablehlo.divide %stages.2.blocks.2.norm.weight.m_new, %bcast_617 : tensor<384xf32>
    %bcast_618 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_176 = stablehlo.divide %stages.2.blocks.2.norm.weight.v_new, %bcast_618 : tensor<384xf32>
    %sqrt_87 = stablehlo.sqrt %divide_176 : tensor<384xf32>
    %cst_614 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_269 = stablehlo.add %sqrt_87, %cst_614 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.adam = stablehlo.divide %divide_175, %add_269 : tensor<384xf32>
    %bcast_619 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_911 = stablehlo.multiply %bcast_619, %stages.2.blocks.2.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.new = stablehlo.subtract %stages.2.blocks.2.norm.weight, %multiply_911 : tensor<384xf32>
    %bcast_620 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_912 = stablehlo.multiply %bcast_620, %stages.2.blocks.2.norm.weight.ema : tensor<384xf32>
    %one_88 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_87 = stablehlo.subtract %one_88, %ema_decay : tensor<f32>
    %bcast_621 = stablehlo.broadcast_in_dim %one_minus_decay_87, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_913 = stablehlo.multiply %bcast_621, %stages.2.blocks.2.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.ema_new = stablehlo.add %multiply_912, %multiply_913 : tensor<384xf32>
    %cst_615 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_914 = stablehlo.multiply %cst_615, %stages.2.blocks.2.norm.bias.m : tensor<384xf32>
    %cst_616 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_915 = stablehlo.multiply %cst_616, %clipped_88 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.m_new = stablehlo.add %multiply_914, %multiply_915 : tensor<384xf32>
    %multiply_916 = stablehlo.multiply %clipped_88, %clipped_88 : tensor<384xf32>
    %cst_617 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_917 = stablehlo.multiply %cst_617, %stages.2.blocks.2.norm.bias.v : tensor<384xf32>
    %cst_618 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_918 = stablehlo.multiply %cst_618, %multiply_916 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.v_new = stablehlo.add %multiply_917, %multiply_918 : tensor<384xf32>
    %bcast_622 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_177 = stablehlo.divide %stages.2.blocks.2.norm.bias.m_new, %bcast_622 : tensor<384xf32>
    %bcast_623 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_178 = stablehlo.divide %stages.2.blocks.2.norm.bias.v_new, %bcast_623 : tensor<384xf32>
    %sqrt_88 = stablehlo.sqrt %divide_178 : tensor<384xf32>
    %cst_619 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_270 = stablehlo.add %sqrt_88, %cst_619 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.adam = stablehlo.divide %divide_177, %add_270 : tensor<384xf32>
    %bcast_624 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_919 = stablehlo.multiply %bcast_624, %stages.2.blocks.2.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.new = stablehlo.subtract %stages.2.blocks.2.norm.bias, %multiply_919 : tensor<384xf32>
    %bcast_625 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_920 = stablehlo.multiply %bcast_625, %stages.2.blocks.2.norm.bias.ema : tensor<384xf32>
    %one_89 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_88 = stablehlo.subtract %one_89, %ema_decay : tensor<f32>
    %bcast_626 = stablehlo.broadcast_in_dim %one_minus_decay_88, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_921 = stablehlo.multiply %bcast_626, %stages.2.blocks.2.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.ema_new = stablehlo.add %multiply_920, %multiply_921 : tensor<384xf32>
    %cst_620 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_922 = stablehlo.multiply %cst_620, %stages.2.blocks.2.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_621 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_923 = stablehlo.multiply %cst_621, %clipped_89 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_922, %multiply_923 : tensor<1536x384xf32>
    %multiply_924 = stablehlo.multiply %clipped_89, %clipped_89 : tensor<1536x384xf32>
    %cst_622 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_925 = stablehlo.multiply %cst_622, %stages.2.blocks.2.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_623 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_926 = stablehlo.multiply %cst_623, %multiply_924 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_925, %multiply_926 : tensor<1536x384xf32>
    %bcast_627 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_179 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.m_new, %bcast_627 : tensor<1536x384xf32>
    %bcast_628 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_180 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.v_new, %bcast_628 : tensor<1536x384xf32>
    %sqrt_89 = stablehlo.sqrt %divide_180 : tensor<1536x384xf32>
    %cst_624 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_271 = stablehlo.add %sqrt_89, %cst_624 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_179, %add_271 : tensor<1536x384xf32>
    %cst_625 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_927 = stablehlo.multiply %cst_625, %stages.2.blocks.2.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_28 = stablehlo.add %stages.2.blocks.2.mlp.fc1.weight.adam, %multiply_927 : tensor<1536x384xf32>
    %bcast_629 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_928 = stablehlo.multiply %bcast_629, %decayed_28 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.weight, %multiply_928 : tensor<1536x384xf32>
    %bcast_630 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_929 = stablehlo.multiply %bcast_630, %stages.2.blocks.2.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_90 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_89 = stablehlo.subtract %one_90, %ema_decay : tensor<f32>
    %bcast_631 = stablehlo.broadcast_in_dim %one_minus_decay_89, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_930 = stablehlo.multiply %bcast_631, %stages.2.blocks.2.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.ema_new = stablehlo.add %multiply_929, %multiply_930 : tensor<1536x384xf32>
    %cst_626 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_931 = stablehlo.multiply %cst_626, %stages.2.blocks.2.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_627 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_932 = stablehlo.multiply %cst_627, %clipped_90 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_931, %multiply_932 : tensor<1536xf32>
    %multiply_933 = stablehlo.multiply %clipped_90, %clipped_90 : tensor<1536xf32>
    %cst_628 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_934 = stablehlo.multiply %cst_628, %stages.2.blocks.2.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_629 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_935 = stablehlo.multiply %cst_629, %multiply_933 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_934, %multiply_935 : tensor<1536xf32>
    %bcast_632 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_181 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.m_new, %bcast_632 : tensor<1536xf32>
    %bcast_633 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_182 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.v_new, %bcast_633 : tensor<1536xf32>
    %sqrt_90 = stablehlo.sqrt %divide_182 : tensor<1536xf32>
    %cst_630 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_272 = stablehlo.add %sqrt_90, %cst_630 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_181, %add_272 : tensor<1536xf32>
    %bcast_634 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_936 = stablehlo.multiply %bcast_634, %stages.2.blocks.2.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.bias, %multiply_936 : tensor<1536xf32>
    %bcast_635 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_937 = stablehlo.multiply %bcast_635, %stages.2.blocks.2.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_91 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_90 = stablehlo.subtract %one_91, %ema_decay : tensor<f32>
    %bcast_636 = stablehlo.broadcast_in_dim %one_minus_decay_90, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_938 = stablehlo.multiply %bcast_636, %stages.2.blocks.2.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.ema_new = stablehlo.add %multiply_937, %multiply_938 : tensor<1536xf32>
    %cst_631 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_939 = stablehlo.multiply %cst_631, %stages.2.blocks.2.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_632 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_940 = stablehlo.multiply %cst_632, %clipped_91 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_939, %multiply_940 : tensor<384x1536xf32>
    %multiply_941 = stablehlo.multiply %clipped_91, %clipped_91 : tensor<384x1536xf32>
    %cst_633 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_942 = stablehlo.multiply %cst_633, %stages.2.blocks.2.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_634 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_943 = stablehlo.multiply %cst_634, %multiply_941 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_942, %multiply_943 : tensor<384x1536xf32>
    %bcast_637 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_183 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.m_new, %bcast_637 : tensor<384x1536xf32>
    %bcast_638 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_184 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.v_new, %bcast_638 : tensor<384x1536xf32>
    %sqrt_91 = stablehlo.sqrt %divide_184 : tensor<384x1536xf32>
    %cst_635 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_273 = stablehlo.add %sqrt_91, %cst_635 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_183, %add_273 : tensor<384x1536xf32>
    %cst_636 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_944 = stablehlo.multiply %cst_636, %stages.2.blocks.2.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_29 = stablehlo.add %stages.2.blocks.2.mlp.fc2.weight.adam, %multiply_944 : tensor<384x1536xf32>
    %bcast_639 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_945 = stablehlo.multiply %bcast_639, %decayed_29 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.weight, %multiply_945 : tensor<384x1536xf32>
    %bcast_640 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_946 = stablehlo.multiply %bcast_640, %stages.2.blocks.2.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_92 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_91 = stablehlo.subtract %one_92, %ema_decay : tensor<f32>
    %bcast_641 = stablehlo.broadcast_in_dim %one_minus_decay_91, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_947 = stablehlo.multiply %bcast_641, %stages.2.blocks.2.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.ema_new = stablehlo.add %multiply_946, %multiply_947 : tensor<384x1536xf32>
    %cst_637 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_948 = stablehlo.multiply %cst_637, %stages.2.blocks.2.mlp.fc2.bias.m : tensor<384xf32>
    %cst_638 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_949 = stablehlo.multiply %cst_638, %clipped_92 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_948, %multiply_949 : tensor<384xf32>
    %multiply_950 = stablehlo.multiply %clipped_92, %clipped_92 : tensor<384xf32>
    %cst_639 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_951 = stablehlo.multiply %cst_639, %stages.2.blocks.2.mlp.fc2.bias.v : tensor<384xf32>
    %cst_640 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_952 = stablehlo.multiply %cst_640, %multiply_950 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_951, %multiply_952 : tensor<384xf32>
    %bcast_642 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_185 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.m_new, %bcast_642 : tensor<384xf32>
    %bcast_643 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_186 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.v_new, %bcast_643 : tensor<384xf32>
    %sqrt_92 = stablehlo.sqrt %divide_186 : tensor<384xf32>
    %cst_641 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_274 = stablehlo.add %sqrt_92, %cst_641 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_185, %add_274 : tensor<384xf32>
    %bcast_644 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_953 = stablehlo.multiply %bcast_644, %stages.2.blocks.2.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.bias, %multiply_953 : tensor<384xf32>
    %bcast_645 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_954 = stablehlo.multiply %bcast_645, %stages.2.blocks.2.mlp.fc2.bias.ema : tensor<384xf32>
    %one_93 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_92 = stablehlo.subtract %one_93, %ema_decay : tensor<f32>
    %bcast_646 = stablehlo.broadcast_in_dim %one_minus_decay_92, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_955 = stablehlo.multiply %bcast_646, %stages.2.blocks.2.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.ema_new = stablehlo.add %multiply_954, %multiply_955 : tensor<384xf32>
    %cst_642 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_956 = stablehlo.multiply %cst_642, %stages.2.blocks.3.gamma.m : tensor<384xf32>
    %cst_643 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_957 = stablehlo.multiply %cst_643, %clipped_93 : tensor<384xf32>
    %stages.2.blocks.3.gamma.m_new = stablehlo.add %multiply_956, %multiply_957 : tensor<384xf32>
    %multiply_958 = stablehlo.multiply %clipped_93, %clipped_93 : tensor<384xf32>
    %cst_644 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_959 = stablehlo.multiply %cst_644, %stages.2.blocks.3.gamma.v : tensor<384xf32>
    %cst_645 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_960 = stablehlo.multiply %cst_645, %multiply_958 : tensor<384xf32>
    %stages.2.blocks.3.gamma.v_new = stablehlo.add %multiply_959, %multiply_960 : tensor<384xf32>
    %bcast_647 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_187 = stablehlo.divide %stages.2.blocks.3.gamma.m_new, %bcast_647 : tensor<384xf32>
    %bcast_648 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_188 = stablehlo.divide %stages.2.blocks.3.gamma.v_new, %bcast_648 : tensor<384xf32>
    %sqrt_93 = stablehlo.sqrt %divide_188 : tensor<384xf32>
    %cst_646 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_275 = stablehlo.add %sqrt_93, %cst_646 : tensor<384xf32>
    %stages.2.blocks.3.gamma.adam = stablehlo.divide %divide_187, %add_275 : tensor<384xf32>
    %bcast_649 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_961 = stablehlo.multiply %bcast_649, %stages.2.blocks.3.gamma.adam : tensor<384xf32>
    %stages.2.blocks.3.gamma.new = stablehlo.subtract %stages.2.blocks.3.gamma, %multiply_961 : tensor<384xf32>
    %bcast_650 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_962 = stablehlo.multiply %bcast_650, %stages.2.blocks.3.gamma.ema : tensor<384xf32>
    %one_94 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_93 = stablehlo.subtract %one_94, %ema_decay : tensor<f32>
    %bcast_651 = stablehlo.broadcast_in_dim %one_minus_decay_93, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_963 = stablehlo.multiply %bcast_651, %stages.2.blocks.3.gamma.new : tensor<384xf32>
    %stages.2.blocks.3.gamma.ema_new = stablehlo.add %multiply_962, %multiply_963 : tensor<384xf32>
    %cst_647 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_964 = stablehlo.multiply %cst_647, %stages.2.blocks.3.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_648 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_965 = stablehlo.multiply %cst_648, %clipped_94 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.m_new = stablehlo.add %multiply_964, %multiply_965 : tensor<384x1x7x7xf32>
    %multiply_966 = stablehlo.multiply %clipped_94, %clipped_94 : tensor<384x1x7x7xf32>
    %cst_649 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_967 = stablehlo.multiply %cst_649, %stages.2.blocks.3.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_650 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_968 = stablehlo.multiply %cst_650, %multiply_966 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.v_new = stablehlo.add %multiply_967, %multiply_968 : tensor<384x1x7x7xf32>
    %bcast_652 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_189 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.m_new, %bcast_652 : tensor<384x1x7x7xf32>
    %bcast_653 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_190 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.v_new, %bcast_653 : tensor<384x1x7x7xf32>
    %sqrt_94 = stablehlo.sqrt %divide_190 : tensor<384x1x7x7xf32>
    %cst_651 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_276 = stablehlo.add %sqrt_94, %cst_651 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.adam = stablehlo.divide %divide_189, %add_276 : tensor<384x1x7x7xf32>
    %cst_652 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_969 = stablehlo.multiply %cst_652, %stages.2.blocks.3.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_30 = stablehlo.add %stages.2.blocks.3.conv_dw.weight.adam, %multiply_969 : tensor<384x1x7x7xf32>
    %bcast_654 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_970 = stablehlo.multiply %bcast_654, %decayed_30 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.weight, %multiply_970 : tensor<384x1x7x7xf32>
    %bcast_655 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_971 = stablehlo.multiply %bcast_655, %stages.2.blocks.3.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_95 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_94 = stablehlo.subtract %one_95, %ema_decay : tensor<f32>
    %bcast_656 = stablehlo.broadcast_in_dim %one_minus_decay_94, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_972 = stablehlo.multiply %bcast_656, %stages.2.blocks.3.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.ema_new = stablehlo.add %multiply_971, %multiply_972 : tensor<384x1x7x7xf32>
    %cst_653 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_973 = stablehlo.multiply %cst_653, %stages.2.blocks.3.conv_dw.bias.m : tensor<384xf32>
    %cst_654 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_974 = stablehlo.multiply %cst_654, %clipped_95 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.m_new = stablehlo.add %multiply_973, %multiply_974 : tensor<384xf32>
    %multiply_975 = stablehlo.multiply %clipped_95, %clipped_95 : tensor<384xf32>
    %cst_655 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_976 = stablehlo.multiply %cst_655, %stages.2.blocks.3.conv_dw.bias.v : tensor<384xf32>
    %cst_656 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_977 = stablehlo.multiply %cst_656, %multiply_975 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.v_new = stablehlo.add %multiply_976, %multiply_977 : tensor<384xf32>
    %bcast_657 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_191 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.m_new, %bcast_657 : tensor<384xf32>
    %bcast_658 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_192 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.v_new, %bcast_658 : tensor<384xf32>
    %sqrt_95 = stablehlo.sqrt %divide_192 : tensor<384xf32>
    %cst_657 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_277 = stablehlo.add %sqrt_95, %cst_657 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.adam = stablehlo.divide %divide_191, %add_277 : tensor<384xf32>
    %bcast_659 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_978 = stablehlo.multiply %bcast_659, %stages.2.blocks.3.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.bias, %multiply_978 : tensor<384xf32>
    %bcast_660 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_979 = stablehlo.multiply %bcast_660, %stages.2.blocks.3.conv_dw.bias.ema : tensor<384xf32>
    %one_96 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_95 = stablehlo.subtract %one_96, %ema_decay : tensor<f32>
    %bcast_661 = stablehlo.broadcast_in_dim %one_minus_decay_95, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_980 = stablehlo.multiply %bcast_661, %stages.2.blocks.3.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.ema_new = stablehlo.add %multiply_979, %multiply_980 : tensor<384xf32>
    %cst_658 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_981 = stablehlo.multiply %cst_658, %stages.2.blocks.3.norm.weight.m : tensor<384xf32>
    %cst_659 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_982 = stablehlo.multiply %cst_659, %clipped_96 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.m_new = stablehlo.add %multiply_981, %multiply_982 : tensor<384xf32>
    %multiply_983 = stablehlo.multiply %clipped_96, %clipped_96 : tensor<384xf32>
    %cst_660 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_984 = stablehlo.multiply %cst_660, %stages.2.blocks.3.norm.weight.v : tensor<384xf32>
    %cst_661 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_985 = stablehlo.multiply %cst_661, %multiply_983 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.v_new = stablehlo.add %multiply_984, %multiply_985 : tensor<384xf32>
    %bcast_662 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_193 = stablehlo.divide %stages.2.blocks.3.norm.weight.m_new, %bcast_662 : tensor<384xf32>
    %bcast_663 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_194 = stablehlo.divide %stages.2.blocks.3.norm.weight.v_new, %bcast_663 : tensor<384xf32>
    %sqrt_96 = stablehlo.sqrt %divide_194 : tensor<384xf32>
    %cst_662 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_278 = stablehlo.add %sqrt_96, %cst_662 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.adam = stablehlo.divide %divide_193, %add_278 : tensor<384xf32>
    %bcast_664 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_986 = stablehlo.multiply %bcast_664, %stages.2.blocks.3.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.new = stablehlo.subtract %stages.2.blocks.3.norm.weight, %multiply_986 : tensor<384xf32>
    %bcast_665 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_987 = stablehlo.multiply %bcast_665, %stages.2.blocks.3.norm.weight.ema : tensor<384xf32>
    %one_97 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_96 = stablehlo.subtract %one_97, %ema_decay : tensor<f32>
    %bcast_666 = stablehlo.broadcast_in_dim %one_minus_decay_96, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_988 = stablehlo.multiply %bcast_666, %stages.2.blocks.3.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.ema_new = stablehlo.add %multiply_987, %multiply_988 : tensor<384xf32>
    %cst_663 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_989 = stablehlo.multiply %cst_663, %stages.2.blocks.3.norm.bias.m : tensor<384xf32>
    %cst_664 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_990 = stablehlo.multiply %cst_664, %clipped_97 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.m_new = stablehlo.add %multiply_989, %multiply_990 : tensor<384xf32>
    %multiply_991 = stablehlo.multiply %clipped_97, %clipped_97 : tensor<384xf32>
    %cst_665 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_992 = stablehlo.multiply %cst_665, %stages.2.blocks.3.norm.bias.v : tensor<384xf32>
    %cst_666 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_993 = stablehlo.multiply %cst_666, %multiply_991 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.v_new = stablehlo.add %multiply_992, %multiply_993 : tensor<384xf32>
    %bcast_667 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_195 = stablehlo.divide %stages.2.blocks.3.norm.bias.m_new, %bcast_667 : tensor<384xf32>
    %bcast_668 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_196 = stablehlo.divide %stages.2.blocks.3.norm.bias.v_new, %bcast_668 : tensor<384xf32>
    %sqrt_97 = stablehlo.sqrt %divide_196 : tensor<384xf32>
    %cst_667 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_279 = stablehlo.add %sqrt_97, %cst_667 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.adam = stablehlo.divide %divide_195, %add_279 : tensor<384xf32>
    %bcast_669 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_994 = stablehlo.multiply %bcast_669, %stages.2.blocks.3.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.new = stablehlo.subtract %stages.2.blocks.3.norm.bias, %multiply_994 : tensor<384xf32>
    %bcast_670 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_995 = stablehlo.multiply %bcast_670, %stages.2.blocks.3.norm.bias.ema : tensor<384xf32>
    %one_98 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_97 = stablehlo.subtract %one_98, %ema_decay : tensor<f32>
    %bcast_671 = stablehlo.broadcast_in_dim %one_minus_decay_97, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_996 = stablehlo.multiply %bcast_671, %stages.2.blocks.3.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.ema_new = stablehlo.add %multiply_995, %multiply_996 : tensor<384xf32>
    %cst_668 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_997 = stablehlo.multiply %cst_668, %stages.2.blocks.3.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_669 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_998 = stablehlo.multiply %cst_669, %clipped_98 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.m_new = stablehlo.add %multiply_997, %multiply_998 : tensor<1536x384xf32>
    %multiply_999 = stablehlo.multiply %clipped_98, %clipped_98 : tensor<1536x384xf32>
    %cst_670 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1000 = stablehlo.multiply %cst_670, %stages.2.blocks.3.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_671 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1001 = stablehlo.multiply %cst_671, %multiply_999 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.v_new = stablehlo.add %multiply_1000, %multiply_1001 : tensor<1536x384xf32>
    %bcast_672 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_197 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.m_new, %bcast_672 : tensor<1536x384xf32>
    %bcast_673 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_198 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.v_new, %bcast_673 : tensor<1536x384xf32>
    %sqrt_98 = stablehlo.sqrt %divide_198 : tensor<1536x384xf32>
    %cst_672 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_280 = stablehlo.add %sqrt_98, %cst_672 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.adam = stablehlo.divide %divide_197, %add_280 : tensor<1536x384xf32>
    %cst_673 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1002 = stablehlo.multiply %cst_673, %stages.2.blocks.3.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_31 = stablehlo.add %stages.2.blocks.3.mlp.fc1.weight.adam, %multiply_1002 : tensor<1536x384xf32>
    %bcast_674 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1003 = stablehlo.multiply %bcast_674, %decayed_31 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.weight, %multiply_1003 : tensor<1536x384xf32>
    %bcast_675 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1004 = stablehlo.multiply %bcast_675, %stages.2.blocks.3.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_99 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_98 = stablehlo.subtract %one_99, %ema_decay : tensor<f32>
    %bcast_676 = stablehlo.broadcast_in_dim %one_minus_decay_98, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1005 = stablehlo.multiply %bcast_676, %stages.2.blocks.3.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1004, %multiply_1005 : tensor<1536x384xf32>
    %cst_674 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1006 = stablehlo.multiply %cst_674, %stages.2.blocks.3.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_675 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1007 = stablehlo.multiply %cst_675, %clipped_99 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.m_new = stablehlo.add %multiply_1006, %multiply_1007 : tensor<1536xf32>
    %multiply_1008 = stablehlo.multiply %clipped_99, %clipped_99 : tensor<1536xf32>
    %cst_676 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1009 = stablehlo.multiply %cst_676, %stages.2.blocks.3.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_677 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1010 = stablehlo.multiply %cst_677, %multiply_1008 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.v_new = stablehlo.add %multiply_1009, %multiply_1010 : tensor<1536xf32>
    %bcast_677 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_199 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.m_new, %bcast_677 : tensor<1536xf32>
    %bcast_678 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_200 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.v_new, %bcast_678 : tensor<1536xf32>
    %sqrt_99 = stablehlo.sqrt %divide_200 : tensor<1536xf32>
    %cst_678 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_281 = stablehlo.add %sqrt_99, %cst_678 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.adam = stablehlo.divide %divide_199, %add_281 : tensor<1536xf32>
    %bcast_679 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1011 = stablehlo.multiply %bcast_679, %stages.2.blocks.3.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.bias, %multiply_1011 : tensor<1536xf32>
    %bcast_680 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1012 = stablehlo.multiply %bcast_680, %stages.2.blocks.3.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_100 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_99 = stablehlo.subtract %one_100, %ema_decay : tensor<f32>
    %bcast_681 = stablehlo.broadcast_in_dim %one_minus_decay_99, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1013 = stablehlo.multiply %bcast_681, %stages.2.blocks.3.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1012, %multiply_1013 : tensor<1536xf32>
    %cst_679 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1014 = stablehlo.multiply %cst_679, %stages.2.blocks.3.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_680 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1015 = stablehlo.multiply %cst_680, %clipped_100 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.m_new = stablehlo.add %multiply_1014, %multiply_1015 : tensor<384x1536xf32>
    %multiply_1016 = stablehlo.multiply %clipped_100, %clipped_100 : tensor<384x1536xf32>
    %cst_681 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1017 = stablehlo.multiply %cst_681, %stages.2.blocks.3.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_682 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1018 = stablehlo.multiply %cst_682, %multiply_1016 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.v_new = stablehlo.add %multiply_1017, %multiply_1018 : tensor<384x1536xf32>
    %bcast_682 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_201 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.m_new, %bcast_682 : tensor<384x1536xf32>
    %bcast_683 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_202 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.v_new, %bcast_683 : tensor<384x1536xf32>
    %sqrt_100 = stablehlo.sqrt %divide_202 : tensor<384x1536xf32>
    %cst_683 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_282 = stablehlo.add %sqrt_100, %cst_683 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.adam = stablehlo.divide %divide_201, %add_282 : tensor<384x1536xf32>
    %cst_684 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1019 = stablehlo.multiply %cst_684, %stages.2.blocks.3.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_32 = stablehlo.add %stages.2.blocks.3.mlp.fc2.weight.adam, %multiply_1019 : tensor<384x1536xf32>
    %bcast_684 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1020 = stablehlo.multiply %bcast_684, %decayed_32 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.weight, %multiply_1020 : tensor<384x1536xf32>
    %bcast_685 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1021 = stablehlo.multiply %bcast_685, %stages.2.blocks.3.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_101 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_100 = stablehlo.subtract %one_101, %ema_decay : tensor<f32>
    %bcast_686 = stablehlo.broadcast_in_dim %one_minus_decay_100, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1022 = stablehlo.multiply %bcast_686, %stages.2.blocks.3.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1021, %multiply_1022 : tensor<384x1536xf32>
    %cst_685 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1023 = stablehlo.multiply %cst_685, %stages.2.blocks.3.mlp.fc2.bias.m : tensor<384xf32>
    %cst_686 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1024 = stablehlo.multiply %cst_686, %clipped_101 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.m_new = stablehlo.add %multiply_1023, %multiply_1024 : tensor<384xf32>
    %multiply_1025 = stablehlo.multiply %clipped_101, %clipped_101 : tensor<384xf32>
    %cst_687 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1026 = stablehlo.multiply %cst_687, %stages.2.blocks.3.mlp.fc2.bias.v : tensor<384xf32>
    %cst_688 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1027 = stablehlo.multiply %cst_688, %multiply_1025 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.v_new = stablehlo.add %multiply_1026, %multiply_1027 : tensor<384xf32>
    %bcast_687 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_203 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.m_new, %bcast_687 : tensor<384xf32>
    %bcast_688 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_204 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.v_new, %bcast_688 : tensor<384xf32>
    %sqrt_101 = stablehlo.sqrt %divide_204 : tensor<384xf32>
    %cst_689 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_283 = stablehlo.add %sqrt_101, %cst_689 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.adam = stablehlo.divide %divide_203, %add_283 : tensor<384xf32>
    %bcast_689 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1028 = stablehlo.multiply %bcast_689, %stages.2.blocks.3.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.bias, %multiply_1028 : tensor<384xf32>
    %bcast_690 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1029 = stablehlo.multiply %bcast_690, %stages.2.blocks.3.mlp.fc2.bias.ema : tensor<384xf32>
    %one_102 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_101 = stablehlo.subtract %one_102, %ema_decay : tensor<f32>
    %bcast_691 = stablehlo.broadcast_in_dim %one_minus_decay_101, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1030 = stablehlo.multiply %bcast_691, %stages.2.blocks.3.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1029, %multiply_1030 : tensor<384xf32>
    %cst_690 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1031 = stablehlo.multiply %cst_690, %stages.2.blocks.4.gamma.m : tensor<384xf32>
    %cst_691 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1032 = stablehlo.multiply %cst_691, %clipped_102 : tensor<384xf32>
    %stages.2.blocks.4.gamma.m_new = stablehlo.add %multiply_1031, %multiply_1032 : tensor<384xf32>
    %multiply_1033 = stablehlo.multiply %clipped_102, %clipped_102 : tensor<384xf32>
    %cst_692 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1034 = stablehlo.multiply %cst_692, %stages.2.blocks.4.gamma.v : tensor<384xf32>
    %cst_693 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1035 = stablehlo.multiply %cst_693, %multiply_1033 : tensor<384xf32>
    %stages.2.blocks.4.gamma.v_new = stablehlo.add %multiply_1034, %multiply_1035 : tensor<384xf32>
    %bcast_692 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_205 = stablehlo.divide %stages.2.blocks.4.gamma.m_new, %bcast_692 : tensor<384xf32>
    %bcast_693 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_206 = stablehlo.divide %stages.2.blocks.4.gamma.v_new, %bcast_693 : tensor<384xf32>
    %sqrt_102 = stablehlo.sqrt %divide_206 : tensor<384xf32>
    %cst_694 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_284 = stablehlo.add %sqrt_102, %cst_694 : tensor<384xf32>
    %stages.2.blocks.4.gamma.adam = stablehlo.divide %divide_205, %add_284 : tensor<384xf32>
    %bcast_694 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1036 = stablehlo.multiply %bcast_694, %stages.2.blocks.4.gamma.adam : tensor<384xf32>
    %stages.2.blocks.4.gamma.new = stablehlo.subtract %stages.2.blocks.4.gamma, %multiply_1036 : tensor<384xf32>
    %bcast_695 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1037 = stablehlo.multiply %bcast_695, %stages.2.blocks.4.gamma.ema : tensor<384xf32>
    %one_103 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_102 = stablehlo.subtract %one_103, %ema_decay : tensor<f32>
    %bcast_696 = stablehlo.broadcast_in_dim %one_minus_decay_102, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1038 = stablehlo.multiply %bcast_696, %stages.2.blocks.4.gamma.new : tensor<384xf32>
    %stages.2.blocks.4.gamma.ema_new = stablehlo.add %multiply_1037, %multiply_1038 : tensor<384xf32>
    %cst_695 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1039 = stablehlo.multiply %cst_695, %stages.2.blocks.4.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_696 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1040 = stablehlo.multiply %cst_696, %clipped_103 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.m_new = stablehlo.add %multiply_1039, %multiply_1040 : tensor<384x1x7x7xf32>
    %multiply_1041 = stablehlo.multiply %clipped_103, %clipped_103 : tensor<384x1x7x7xf32>
    %cst_697 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1042 = stablehlo.multiply %cst_697, %stages.2.blocks.4.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_698 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1043 = stablehlo.multiply %cst_698, %multiply_1041 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.v_new = stablehlo.add %multiply_1042, %multiply_1043 : tensor<384x1x7x7xf32>
    %bcast_697 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_207 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.m_new, %bcast_697 : tensor<384x1x7x7xf32>
    %bcast_698 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_208 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.v_new, %bcast_698 : tensor<384x1x7x7xf32>
    %sqrt_103 = stablehlo.sqrt %divide_208 : tensor<384x1x7x7xf32>
    %cst_699 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_285 = stablehlo.add %sqrt_103, %cst_699 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.adam = stablehlo.divide %divide_207, %add_285 : tensor<384x1x7x7xf32>
    %cst_700 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1044 = stablehlo.multiply %cst_700, %stages.2.blocks.4.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_33 = stablehlo.add %stages.2.blocks.4.conv_dw.weight.adam, %multiply_1044 : tensor<384x1x7x7xf32>
    %bcast_699 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1045 = stablehlo.multiply %bcast_699, %decayed_33 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.weight, %multiply_1045 : tensor<384x1x7x7xf32>
    %bcast_700 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1046 = stablehlo.multiply %bcast_700, %stages.2.blocks.4.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_104 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_103 = stablehlo.subtract %one_104, %ema_decay : tensor<f32>
    %bcast_701 = stablehlo.broadcast_in_dim %one_minus_decay_103, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1047 = stablehlo.multiply %bcast_701, %stages.2.blocks.4.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.ema_new = stablehlo.add %multiply_1046, %multiply_1047 : tensor<384x1x7x7xf32>
    %cst_701 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1048 = stablehlo.multiply %cst_701, %stages.2.blocks.4.conv_dw.bias.m : tensor<384xf32>
    %cst_702 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1049 = stablehlo.multiply %cst_702, %clipped_104 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.m_new = stablehlo.add %multiply_1048, %multiply_1049 : tensor<384xf32>
    %multiply_1050 = stablehlo.multiply %clipped_104, %clipped_104 : tensor<384xf32>
    %cst_703 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1051 = stablehlo.multiply %cst_703, %stages.2.blocks.4.conv_dw.bias.v : tensor<384xf32>
    %cst_704 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1052 = stablehlo.multiply %cst_704, %multiply_1050 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.v_new = stablehlo.add %multiply_1051, %multiply_1052 : tensor<384xf32>
    %bcast_702 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_209 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.m_new, %bcast_702 : tensor<384xf32>
    %bcast_703 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_210 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.v_new, %bcast_703 : tensor<384xf32>
    %sqrt_104 = stablehlo.sqrt %divide_210 : tensor<384xf32>
    %cst_705 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_286 = stablehlo.add %sqrt_104, %cst_705 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.adam = stablehlo.divide %divide_209, %add_286 : tensor<384xf32>
    %bcast_704 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1053 = stablehlo.multiply %bcast_704, %stages.2.blocks.4.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.bias, %multiply_1053 : tensor<384xf32>
    %bcast_705 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1054 = stablehlo.multiply %bcast_705, %stages.2.blocks.4.conv_dw.bias.ema : tensor<384xf32>
    %one_105 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_104 = stablehlo.subtract %one_105, %ema_decay : tensor<f32>
    %bcast_706 = stablehlo.broadcast_in_dim %one_minus_decay_104, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1055 = stablehlo.multiply %bcast_706, %stages.2.blocks.4.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.ema_new = stablehlo.add %multiply_1054, %multiply_1055 : tensor<384xf32>
    %cst_706 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1056 = stablehlo.multiply %cst_706, %stages.2.blocks.4.norm.weight.m : tensor<384xf32>
    %cst_707 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1057 = stablehlo.multiply %cst_707, %clipped_105 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.m_new = stablehlo.add %multiply_1056, %multiply_1057 : tensor<384xf32>
    %multiply_1058 = stablehlo.multiply %clipped_105, %clipped_105 : tensor<384xf32>
    %cst_708 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1059 = stablehlo.multiply %cst_708, %stages.2.blocks.4.norm.weight.v : tensor<384xf32>
    %cst_709 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1060 = stablehlo.multiply %cst_709, %multiply_1058 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.v_new = stablehlo.add %multiply_1059, %multiply_1060 : tensor<384xf32>
    %bcast_707 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_211 = stablehlo.divide %stages.2.blocks.4.norm.weight.m_new, %bcast_707 : tensor<384xf32>
    %bcast_708 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_212 = stablehlo.divide %stages.2.blocks.4.norm.weight.v_new, %bcast_708 : tensor<384xf32>
    %sqrt_105 = stablehlo.sqrt %divide_212 : tensor<384xf32>
    %cst_710 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_287 = stablehlo.add %sqrt_105, %cst_710 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.adam = stablehlo.divide %divide_211, %add_287 : tensor<384xf32>
    %bcast_709 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1061 = stablehlo.multiply %bcast_709, %stages.2.blocks.4.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.new = stablehlo.subtract %stages.2.blocks.4.norm.weight, %multiply_1061 : tensor<384xf32>
    %bcast_710 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1062 = stablehlo.multiply %bcast_710, %stages.2.blocks.4.norm.weight.ema : tensor<384xf32>
    %one_106 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_105 = stablehlo.subtract %one_106, %ema_decay : tensor<f32>
    %bcast_711 = stablehlo.broadcast_in_dim %one_minus_decay_105, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1063 = stablehlo.multiply %bcast_711, %stages.2.blocks.4.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.ema_new = stablehlo.add %multiply_1062, %multiply_1063 : tensor<384xf32>
    %cst_711 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1064 = stablehlo.multiply %cst_711, %stages.2.blocks.4.norm.bias.m : tensor<384xf32>
    %cst_712 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1065 = stablehlo.multiply %cst_712, %clipped_106 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.m_new = stablehlo.add %multiply_1064, %multiply_1065 : tensor<384xf32>
    %multiply_1066 = stablehlo.multiply %clipped_106, %clipped_106 : tensor<384xf32>
    %cst_713 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1067 = stablehlo.multiply %cst_713, %stages.2.blocks.4.norm.bias.v : tensor<384xf32>
    %cst_714 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1068 = stablehlo.multiply %cst_714, %multiply_1066 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.v_new = stablehlo.add %multiply_1067, %multiply_1068 : tensor<384xf32>
    %bcast_712 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_213 = stablehlo.divide %stages.2.blocks.4.norm.bias.m_new, %bcast_712 : tensor<384xf32>
    %bcast_713 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_214 = stablehlo.divide %stages.2.blocks.4.norm.bias.v_new, %bcast_713 : tensor<384xf32>
    %sqrt_106 = stablehlo.sqrt %divide_214 : tensor<384xf32>
    %cst_715 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_288 = stablehlo.add %sqrt_106, %cst_715 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.adam = stablehlo.divide %divide_213, %add_288 : tensor<384xf32>
    %bcast_714 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1069 = stablehlo.multiply %bcast_714, %stages.2.blocks.4.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.new = stablehlo.subtract %stages.2.blocks.4.norm.bias, %multiply_1069 : tensor<384xf32>
    %bcast_715 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1070 = stablehlo.multiply %bcast_715, %stages.2.blocks.4.norm.bias.ema : tensor<384xf32>
    %one_107 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_106 = stablehlo.subtract %one_107, %ema_decay : tensor<f32>
    %bcast_716 = stablehlo.broadcast_in_dim %one_minus_decay_106, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1071 = stablehlo.multiply %bcast_716, %stages.2.blocks.4.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.ema_new = stablehlo.add %multiply_1070, %multiply_1071 : tensor<384xf32>
    %cst_716 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1072 = stablehlo.multiply %cst_716, %stages.2.blocks.4.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_717 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1073 = stablehlo.multiply %cst_717, %clipped_107 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.m_new = stablehlo.add %multiply_1072, %multiply_1073 : tensor<1536x384xf32>
    %multiply_1074 = stablehlo.multiply %clipped_107, %clipped_107 : tensor<1536x384xf32>
    %cst_718 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1075 = stablehlo.multiply %cst_718, %stages.2.blocks.4.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_719 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1076 = stablehlo.multiply %cst_719, %multiply_1074 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.v_new = stablehlo.add %multiply_1075, %multiply_1076 : tensor<1536x384xf32>
    %bcast_717 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_215 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.m_new, %bcast_717 : tensor<1536x384xf32>
    %bcast_718 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_216 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.v_new, %bcast_718 : tensor<1536x384xf32>
    %sqrt_107 = stablehlo.sqrt %divide_216 : tensor<1536x384xf32>
    %cst_720 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_289 = stablehlo.add %sqrt_107, %cst_720 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.adam = stablehlo.divide %divide_215, %add_289 : tensor<1536x384xf32>
    %cst_721 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1077 = stablehlo.multiply %cst_721, %stages.2.blocks.4.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_34 = stablehlo.add %stages.2.blocks.4.mlp.fc1.weight.adam, %multiply_1077 : tensor<1536x384xf32>
    %bcast_719 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1078 = stablehlo.multiply %bcast_719, %decayed_34 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.weight, %multiply_1078 : tensor<1536x384xf32>
    %bcast_720 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1079 = stablehlo.multiply %bcast_720, %stages.2.blocks.4.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_108 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_107 = stablehlo.subtract %one_108, %ema_decay : tensor<f32>
    %bcast_721 = stablehlo.broadcast_in_dim %one_minus_decay_107, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1080 = stablehlo.multiply %bcast_721, %stages.2.blocks.4.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1079, %multiply_1080 : tensor<1536x384xf32>
    %cst_722 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1081 = stablehlo.multiply %cst_722, %stages.2.blocks.4.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_723 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1082 = stablehlo.multiply %cst_723, %clipped_108 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.m_new = stablehlo.add %multiply_1081, %multiply_1082 : tensor<1536xf32>
    %multiply_1083 = stablehlo.multiply %clipped_108, %clipped_108 : tensor<1536xf32>
    %cst_724 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1084 = stablehlo.multiply %cst_724, %stages.2.blocks.4.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_725 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1085 = stablehlo.multiply %cst_725, %multiply_1083 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.v_new = stablehlo.add %multiply_1084, %multiply_1085 : tensor<1536xf32>
    %bcast_722 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_217 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.m_new, %bcast_722 : tensor<1536xf32>
    %bcast_723 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_218 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.v_new, %bcast_723 : tensor<1536xf32>
    %sqrt_108 = stablehlo.sqrt %divide_218 : tensor<1536xf32>
    %cst_726 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_290 = stablehlo.add %sqrt_108, %cst_726 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.adam = stablehlo.divide %divide_217, %add_290 : tensor<1536xf32>
    %bcast_724 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1086 = stablehlo.multiply %bcast_724, %stages.2.blocks.4.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.bias, %multiply_1086 : tensor<1536xf32>
    %bcast_725 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1087 = stablehlo.multiply %bcast_725, %stages.2.blocks.4.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_109 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_108 = stablehlo.subtract %one_109, %ema_decay : tensor<f32>
    %bcast_726 = stablehlo.broadcast_in_dim %one_minus_decay_108, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1088 = stablehlo.multiply %bcast_726, %stages.2.blocks.4.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1087, %multiply_1088 : tensor<1536xf32>
    %cst_727 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1089 = stablehlo.multiply %cst_727, %stages.2.blocks.4.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_728 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1090 = stablehlo.multiply %cst_728, %clipped_109 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.m_new = stablehlo.add %multiply_1089, %multiply_1090 : tensor<384x1536xf32>
    %multiply_1091 = stablehlo.multiply %clipped_109, %clipped_109 : tensor<384x1536xf32>
    %cst_729 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1092 = stablehlo.multiply %cst_729, %stages.2.blocks.4.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_730 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1093 = stablehlo.multiply %cst_730, %multiply_1091 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.v_new = stablehlo.add %multiply_1092, %multiply_1093 : tensor<384x1536xf32>
    %bcast_727 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_219 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.m_new, %bcast_727 : tensor<384x1536xf32>
    %bcast_728 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_220 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.v_new, %bcast_728 : tensor<384x1536xf32>
    %sqrt_109 = stablehlo.sqrt %divide_220 : tensor<384x1536xf32>
    %cst_731 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_291 = stablehlo.add %sqrt_109, %cst_731 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.adam = stablehlo.divide %divide_219, %add_291 : tensor<384x1536xf32>
    %cst_732 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1094 = stablehlo.multiply %cst_732, %stages.2.blocks.4.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_35 = stablehlo.add %stages.2.blocks.4.mlp.fc2.weight.adam, %multiply_1094 : tensor<384x1536xf32>
    %bcast_729 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1095 = stablehlo.multiply %bcast_729, %decayed_35 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.weight, %multiply_1095 : tensor<384x1536xf32>
    %bcast_730 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1096 = stablehlo.multiply %bcast_730, %stages.2.blocks.4.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_110 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_109 = stablehlo.subtract %one_110, %ema_decay : tensor<f32>
    %bcast_731 = stablehlo.broadcast_in_dim %one_minus_decay_109, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1097 = stablehlo.multiply %bcast_731, %stages.2.blocks.4.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1096, %multiply_1097 : tensor<384x1536xf32>
    %cst_733 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1098 = stablehlo.multiply %cst_733, %stages.2.blocks.4.mlp.fc2.bias.m : tensor<384xf32>
    %cst_734 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1099 = stablehlo.multiply %cst_734, %clipped_110 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.m_new = stablehlo.add %multiply_1098, %multiply_1099 : tensor<384xf32>
    %multiply_1100 = stablehlo.multiply %clipped_110, %clipped_110 : tensor<384xf32>
    %cst_735 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1101 = stablehlo.multiply %cst_735, %stages.2.blocks.4.mlp.fc2.bias.v : tensor<384xf32>
    %cst_736 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1102 = stablehlo.multiply %cst_736, %multiply_1100 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.v_new = stablehlo.add %multiply_1101, %multiply_1102 : tensor<384xf32>
    %bcast_732 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_221 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.m_new, %bcast_732 : tensor<384xf32>
    %bcast_733 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_222 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.v_new, %bcast_733 : tensor<384xf32>
    %sqrt_110 = stablehlo.sqrt %divide_222 : tensor<384xf32>
    %cst_737 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_292 = stablehlo.add %sqrt_110, %cst_737 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.adam = stablehlo.divide %divide_221, %add_292 : tensor<384xf32>
    %bcast_734 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1103 = stablehlo.multiply %bcast_734, %stages.2.blocks.4.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.bias, %multiply_1103 : tensor<384xf32>
    %bcast_735 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1104 = stablehlo.multiply %bcast_735, %stages.2.blocks.4.mlp.fc2.bias.ema : tensor<384xf32>
    %one_111 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_110 = stablehlo.subtract %one_111, %ema_decay : tensor<f32>
    %bcast_736 = stablehlo.broadcast_in_dim %one_minus_decay_110, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1105 = stablehlo.multiply %bcast_736, %stages.2.blocks.4.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1104, %multiply_1105 : tensor<384xf32>
    %cst_738 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1106 = stablehlo.multiply %cst_738, %stages.2.blocks.5.gamma.m : tensor<384xf32>
    %cst_739 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1107 = stablehlo.multiply %cst_739, %clipped_111 : tensor<384xf32>
    %stages.2.blocks.5.gamma.m_new = stablehlo.add %multiply_1106, %multiply_1107 : tensor<384xf32>
    %multiply_1108 = stablehlo.multiply %clipped_111, %clipped_111 : tensor<384xf32>
    %cst_740 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1109 = stablehlo.multiply %cst_740, %stages.2.blocks.5.gamma.v : tensor<384xf32>
    %cst_741 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1110 = stablehlo.multiply %cst_741, %multiply_1108 : tensor<384xf32>
    %stages.2.blocks.5.gamma.v_new = stablehlo.add %multiply_1109, %multiply_1110 : tensor<384xf32>
    %bcast_737 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_223 = stablehlo.divide %stages.2.blocks.5.gamma.m_new, %bcast_737 : tensor<384xf32>
    %bcast_738 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_224 = stablehlo.divide %stages.2.blocks.5.gamma.v_new, %bcast_738 : tensor<384xf32>
    %sqrt_111 = stablehlo.sqrt %divide_224 : tensor<384xf32>
    %cst_742 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_293 = stablehlo.add %sqrt_111, %cst_742 : tensor<384xf32>
    %stages.2.blocks.5.gamma.adam = stablehlo.divide %divide_223, %add_293 : tensor<384xf32>
    %bcast_739 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1111 = stablehlo.multiply %bcast_739, %stages.2.blocks.5.gamma.adam : tensor<384xf32>
    %stages.2.blocks.5.gamma.new = stablehlo.subtract %stages.2.blocks.5.gamma, %multiply_1111 : tensor<384xf32>
    %bcast_740 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1112 = stablehlo.multiply %bcast_740, %stages.2.blocks.5.gamma.ema : tensor<384xf32>
    %one_112 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_111 = stablehlo.subtract %one_112, %ema_decay : tensor<f32>
    %bcast_741 = stablehlo.broadcast_in_dim %one_minus_decay_111, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1113 = stablehlo.multiply %bcast_741, %stages.2.blocks.5.gamma.new : tensor<384xf32>
    %stages.2.blocks.5.gamma.ema_new = stablehlo.add %multiply_1112, %multiply_1113 : tensor<384xf32>
    %cst_743 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1114 = stablehlo.multiply %cst_743, %stages.2.blocks.5.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_744 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1115 = stablehlo.multiply %cst_744, %clipped_112 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.m_new = stablehlo.add %multiply_1114, %multiply_1115 : tensor<384x1x7x7xf32>
    %multiply_1116 = stablehlo.multiply %clipped_112, %clipped_112 : tensor<384x1x7x7xf32>
    %cst_745 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1117 = stablehlo.multiply %cst_745, %stages.2.blocks.5.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_746 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1118 = stablehlo.multiply %cst_746, %multiply_1116 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.v_new = stablehlo.add %multiply_1117, %multiply_1118 : tensor<384x1x7x7xf32>
    %bcast_742 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_225 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.m_new, %bcast_742 : tensor<384x1x7x7xf32>
    %bcast_743 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_226 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.v_new, %bcast_743 : tensor<384x1x7x7xf32>
    %sqrt_112 = stablehlo.sqrt %divide_226 : tensor<384x1x7x7xf32>
    %cst_747 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_294 = stablehlo.add %sqrt_112, %cst_747 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.adam = stablehlo.divide %divide_225, %add_294 : tensor<384x1x7x7xf32>
    %cst_748 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1119 = stablehlo.multiply %cst_748, %stages.2.blocks.5.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_36 = stablehlo.add %stages.2.blocks.5.conv_dw.weight.adam, %multiply_1119 : tensor<384x1x7x7xf32>
    %bcast_744 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1120 = stablehlo.multiply %bcast_744, %decayed_36 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.weight, %multiply_1120 : tensor<384x1x7x7xf32>
    %bcast_745 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1121 = stablehlo.multiply %bcast_745, %stages.2.blocks.5.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_113 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_112 = stablehlo.subtract %one_113, %ema_decay : tensor<f32>
    %bcast_746 = stablehlo.broadcast_in_dim %one_minus_decay_112, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1122 = stablehlo.multiply %bcast_746, %stages.2.blocks.5.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.ema_new = stablehlo.add %multiply_1121, %multiply_1122 : tensor<384x1x7x7xf32>
    %cst_749 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1123 = stablehlo.multiply %cst_749, %stages.2.blocks.5.conv_dw.bias.m : tensor<384xf32>
    %cst_750 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1124 = stablehlo.multiply %cst_750, %clipped_113 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.m_new = stablehlo.add %multiply_1123, %multiply_1124 : tensor<384xf32>
    %multiply_1125 = stablehlo.multiply %clipped_113, %clipped_113 : tensor<384xf32>
    %cst_751 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1126 = stablehlo.multiply %cst_751, %stages.2.blocks.5.conv_dw.bias.v : tensor<384xf32>
    %cst_752 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1127 = stablehlo.multiply %cst_752, %multiply_1125 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.v_new = stablehlo.add %multiply_1126, %multiply_1127 : tensor<384xf32>
    %bcast_747 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_227 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.m_new, %bcast_747 : tensor<384xf32>
    %bcast_748 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_228 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.v_new, %bcast_748 : tensor<384xf32>
    %sqrt_113 = stablehlo.sqrt %divide_228 : tensor<384xf32>
    %cst_753 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_295 = stablehlo.add %sqrt_113, %cst_753 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.adam = stablehlo.divide %divide_227, %add_295 : tensor<384xf32>
    %bcast_749 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1128 = stablehlo.multiply %bcast_749, %stages.2.blocks.5.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.bias, %multiply_1128 : tensor<384xf32>
    %bcast_750 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1129 = stablehlo.multiply %bcast_750, %stages.2.blocks.5.conv_dw.bias.ema : tensor<384xf32>
    %one_114 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_113 = stablehlo.subtract %one_114, %ema_decay : tensor<f32>
    %bcast_751 = stablehlo.broadcast_in_dim %one_minus_decay_113, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1130 = stablehlo.multiply %bcast_751, %stages.2.blocks.5.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.ema_new = stablehlo.add %multiply_1129, %multiply_1130 : tensor<384xf32>
    %cst_754 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1131 = stablehlo.multiply %cst_754, %stages.2.blocks.5.norm.weight.m : tensor<384xf32>
    %cst_755 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1132 = stablehlo.multiply %cst_755, %clipped_114 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.m_new = stablehlo.add %multiply_1131, %multiply_1132 : tensor<384xf32>
    %multiply_1133 = stablehlo.multiply %clipped_114, %clipped_114 : tensor<384xf32>
    %cst_756 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1134 = stablehlo.multiply %cst_756, %stages.2.blocks.5.norm.weight.v : tensor<384xf32>
    %cst_757 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1135 = stablehlo.multiply %cst_757, %multiply_1133 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.v_new = stablehlo.add %multiply_1134, %multiply_1135 : tensor<384xf32>
    %bcast_752 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_229 = stablehlo.divide %stages.2.blocks.5.norm.weight.m_new, %bcast_752 : tensor<384xf32>
    %bcast_753 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_230 = stablehlo.divide %stages.2.blocks.5.norm.weight.v_new, %bcast_753 : tensor<384xf32>
    %sqrt_114 = stablehlo.sqrt %divide_230 : tensor<384xf32>
    %cst_758 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_296 = stablehlo.add %sqrt_114, %cst_758 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.adam = stablehlo.divide %divide_229, %add_296 : tensor<384xf32>
    %bcast_754 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1136 = stablehlo.multiply %bcast_754, %stages.2.blocks.5.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.new = stablehlo.subtract %stages.2.blocks.5.norm.weight, %multiply_1136 : tensor<384xf32>
    %bcast_755 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1137 = stablehlo.multiply %bcast_755, %stages.2.blocks.5.norm.weight.ema : tensor<384xf32>
    %one_115 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_114 = stablehlo.subtract %one_115, %ema_decay : tensor<f32>
    %bcast_756 = stablehlo.broadcast_in_dim %one_minus_decay_114, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1138 = stablehlo.multiply %bcast_756, %stages.2.blocks.5.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.ema_new = stablehlo.add %multiply_1137, %multiply_1138 : tensor<384xf32>
    %cst_759 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1139 = stablehlo.multiply %cst_759, %stages.2.blocks.5.norm.bias.m : tensor<384xf32>
    %cst_760 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1140 = stablehlo.multiply %cst_760, %clipped_115 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.m_new = stablehlo.add %multiply_1139, %multiply_1140 : tensor<384xf32>
    %multiply_1141 = stablehlo.multiply %clipped_115, %clipped_115 : tensor<384xf32>
    %cst_761 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1142 = stablehlo.multiply %cst_761, %stages.2.blocks.5.norm.bias.v : tensor<384xf32>
    %cst_762 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1143 = stablehlo.multiply %cst_762, %multiply_1141 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.v_new = stablehlo.add %multiply_1142, %multiply_1143 : tensor<384xf32>
    %bcast_757 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_231 = stablehlo.divide %stages.2.blocks.5.norm.bias.m_new, %bcast_757 : tensor<384xf32>
    %bcast_758 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_232 = stablehlo.divide %stages.2.blocks.5.norm.bias.v_new, %bcast_758 : tensor<384xf32>
    %sqrt_115 = stablehlo.sqrt %divide_232 : tensor<384xf32>
    %cst_763 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_297 = stablehlo.add %sqrt_115, %cst_763 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.adam = stablehlo.divide %divide_231, %add_297 : tensor<384xf32>
    %bcast_759 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1144 = stablehlo.multiply %bcast_759, %stages.2.blocks.5.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.new = stablehlo.subtract %stages.2.blocks.5.norm.bias, %multiply_1144 : tensor<384xf32>
    %bcast_760 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1145 = stablehlo.multiply %bcast_760, %stages.2.blocks.5.norm.bias.ema : tensor<384xf32>
    %one_116 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_115 = stablehlo.subtract %one_116, %ema_decay : tensor<f32>
    %bcast_761 = stablehlo.broadcast_in_dim %one_minus_decay_115, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1146 = stablehlo.multiply %bcast_761, %stages.2.blocks.5.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.ema_new = stablehlo.add %multiply_1145, %multiply_1146 : tensor<384xf32>
    %cst_764 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1147 = stablehlo.multiply %cst_764, %stages.2.blocks.5.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_765 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1148 = stablehlo.multiply %cst_765, %clipped_116 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.m_new = stablehlo.add %multiply_1147, %multiply_1148 : tensor<1536x384xf32>
    %multiply_1149 = stablehlo.multiply %clipped_116, %clipped_116 : tensor<1536x384xf32>
    %cst_766 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1150 = stablehlo.multiply %cst_766, %stages.2.blocks.5.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_767 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1151 = stablehlo.multiply %cst_767, %multiply_1149 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.v_new = stablehlo.add %multiply_1150, %multiply_1151 : tensor<1536x384xf32>
    %bcast_762 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_233 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.m_new, %bcast_762 : tensor<1536x384xf32>
    %bcast_763 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_234 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.v_new, %bcast_763 : tensor<1536x384xf32>
    %sqrt_116 = stablehlo.sqrt %divide_234 : tensor<1536x384xf32>
    %cst_768 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_298 = stablehlo.add %sqrt_116, %cst_768 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.adam = stablehlo.divide %divide_233, %add_298 : tensor<1536x384xf32>
    %cst_769 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1152 = stablehlo.multiply %cst_769, %stages.2.blocks.5.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_37 = stablehlo.add %stages.2.blocks.5.mlp.fc1.weight.adam, %multiply_1152 : tensor<1536x384xf32>
    %bcast_764 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1153 = stablehlo.multiply %bcast_764, %decayed_37 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.weight, %multiply_1153 : tensor<1536x384xf32>
    %bcast_765 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1154 = stablehlo.multiply %bcast_765, %stages.2.blocks.5.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_117 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_116 = stablehlo.subtract %one_117, %ema_decay : tensor<f32>
    %bcast_766 = stablehlo.broadcast_in_dim %one_minus_decay_116, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1155 = stablehlo.multiply %bcast_766, %stages.2.blocks.5.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1154, %multiply_1155 : tensor<1536x384xf32>
    %cst_770 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1156 = stablehlo.multiply %cst_770, %stages.2.blocks.5.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_771 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1157 = stablehlo.multiply %cst_771, %clipped_117 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.m_new = stablehlo.add %multiply_1156, %multiply_1157 : tensor<1536xf32>
    %multiply_1158 = stablehlo.multiply %clipped_117, %clipped_117 : tensor<1536xf32>
    %cst_772 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1159 = stablehlo.multiply %cst_772, %stages.2.blocks.5.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_773 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1160 = stablehlo.multiply %cst_773, %multiply_1158 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.v_new = stablehlo.add %multiply_1159, %multiply_1160 : tensor<1536xf32>
    %bcast_767 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_235 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.m_new, %bcast_767 : tensor<1536xf32>
    %bcast_768 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_236 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.v_new, %bcast_768 : tensor<1536xf32>
    %sqrt_117 = stablehlo.sqrt %divide_236 : tensor<1536xf32>
    %cst_774 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_299 = stablehlo.add %sqrt_117, %cst_774 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.adam = stablehlo.divide %divide_235, %add_299 : tensor<1536xf32>
    %bcast_769 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1161 = stablehlo.multiply %bcast_769, %stages.2.blocks.5.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.bias, %multiply_1161 : tensor<1536xf32>
    %bcast_770 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1162 = stablehlo.multiply %bcast_770, %stages.2.blocks.5.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_118 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_117 = stablehlo.subtract %one_118, %ema_decay : tensor<f32>
    %bcast_771 = stablehlo.broadcast_in_dim %one_minus_decay_117, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1163 = stablehlo.multiply %bcast_771, %stages.2.blocks.5.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1162, %multiply_1163 : tensor<1536xf32>
    %cst_775 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1164 = stablehlo.multiply %cst_775, %stages.2.blocks.5.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_776 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1165 = stablehlo.multiply %cst_776, %clipped_118 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.m_new = stablehlo.add %multiply_1164, %multiply_1165 : tensor<384x1536xf32>
    %multiply_1166 = stablehlo.multiply %clipped_118, %clipped_118 : tensor<384x1536xf32>
    %cst_777 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1167 = stablehlo.multiply %cst_777, %stages.2.blocks.5.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_778 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1168 = stablehlo.multiply %cst_778, %multiply_1166 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.v_new = stablehlo.add %multiply_1167, %multiply_1168 : tensor<384x1536xf32>
    %bcast_772 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_237 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.m_new, %bcast_772 : tensor<384x1536xf32>
    %bcast_773 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_238 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.v_new, %bcast_773 : tensor<384x1536xf32>
    %sqrt_118 = stablehlo.sqrt %divide_238 : tensor<384x1536xf32>
    %cst_779 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_300 = stablehlo.add %sqrt_118, %cst_779 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.adam = stablehlo.divide %divide_237, %add_300 : tensor<384x1536xf32>
    %cst_780 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1169 = stablehlo.multiply %cst_780, %stages.2.blocks.5.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_38 = stablehlo.add %stages.2.blocks.5.mlp.fc2.weight.adam, %multiply_1169 : tensor<384x1536xf32>
    %bcast_774 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1170 = stablehlo.multiply %bcast_774, %decayed_38 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.weight, %multiply_1170 : tensor<384x1536xf32>
    %bcast_775 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1171 = stablehlo.multiply %bcast_775, %stages.2.blocks.5.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_119 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_118 = stablehlo.subtract %one_119, %ema_decay : tensor<f32>
    %bcast_776 = stablehlo.broadcast_in_dim %one_minus_decay_118, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1172 = stablehlo.multiply %bcast_776, %stages.2.blocks.5.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1171, %multiply_1172 : tensor<384x1536xf32>
    %cst_781 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1173 = stablehlo.multiply %cst_781, %stages.2.blocks.5.mlp.fc2.bias.m : tensor<384xf32>
    %cst_782 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1174 = stablehlo.multiply %cst_782, %clipped_119 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.m_new = stablehlo.add %multiply_1173, %multiply_1174 : tensor<384xf32>
    %multiply_1175 = stablehlo.multiply %clipped_119, %clipped_119 : tensor<384xf32>
    %cst_783 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1176 = stablehlo.multiply %cst_783, %stages.2.blocks.5.mlp.fc2.bias.v : tensor<384xf32>
    %cst_784 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1177 = stablehlo.multiply %cst_784, %multiply_1175 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.v_new = stablehlo.add %multiply_1176, %multiply_1177 : tensor<384xf32>
    %bcast_777 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_239 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.m_new, %bcast_777 : tensor<384xf32>
    %bcast_778 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_240 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.v_new, %bcast_778 : tensor<384xf32>
    %sqrt_119 = stablehlo.sqrt %divide_240 : tensor<384xf32>
    %cst_785 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_301 = stablehlo.add %sqrt_119, %cst_785 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.adam = stablehlo.divide %divide_239, %add_301 : tensor<384xf32>
    %bcast_779 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1178 = stablehlo.multiply %bcast_779, %stages.2.blocks.5.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.bias, %multiply_1178 : tensor<384xf32>
    %bcast_780 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1179 = stablehlo.multiply %bcast_780, %stages.2.blocks.5.mlp.fc2.bias.ema : tensor<384xf32>
    %one_120 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_119 = stablehlo.subtract %one_120, %ema_decay : tensor<f32>
    %bcast_781 = stablehlo.broadcast_in_dim %one_minus_decay_119, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1180 = stablehlo.multiply %bcast_781, %stages.2.blocks.5.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1179, %multiply_1180 : tensor<384xf32>
    %cst_786 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1181 = stablehlo.multiply %cst_786, %stages.2.blocks.6.gamma.m : tensor<384xf32>
    %cst_787 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1182 = stablehlo.multiply %cst_787, %clipped_120 : tensor<384xf32>
    %stages.2.blocks.6.gamma.m_new = stablehlo.add %multiply_1181, %multiply_1182 : tensor<384xf32>
    %multiply_1183 = stablehlo.multiply %clipped_120, %clipped_120 : tensor<384xf32>
    %cst_788 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1184 = stablehlo.multiply %cst_788, %stages.2.blocks.6.gamma.v : tensor<384xf32>
    %cst_789 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1185 = stablehlo.multiply %cst_789, %multiply_1183 : tensor<384xf32>
    %stages.2.blocks.6.gamma.v_new = stablehlo.add %multiply_1184, %multiply_1185 : tensor<384xf32>
    %bcast_782 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_241 = stablehlo.divide %stages.2.blocks.6.gamma.m_new, %bcast_782 : tensor<384xf32>
    %bcast_783 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_242 = stablehlo.divide %stages.2.blocks.6.gamma.v_new, %bcast_783 : tensor<384xf32>
    %sqrt_120 = stablehlo.sqrt %divide_242 : tensor<384xf32>
    %cst_790 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_302 = stablehlo.add %sqrt_120, %cst_790 : tensor<384xf32>
    %stages.2.blocks.6.gamma.adam = stablehlo.divide %divide_241, %add_302 : tensor<384xf32>
    %bcast_784 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1186 = stablehlo.multiply %bcast_784, %stages.2.blocks.6.gamma.adam : tensor<384xf32>
    %stages.2.blocks.6.gamma.new = stablehlo.subtract %stages.2.blocks.6.gamma, %multiply_1186 : tensor<384xf32>
    %bcast_785 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1187 = stablehlo.multiply %bcast_785, %stages.2.blocks.6.gamma.ema : tensor<384xf32>
    %one_121 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_120 = stablehlo.subtract %one_121, %ema_decay : tensor<f32>
    %bcast_786 = stablehlo.broadcast_in_dim %one_minus_decay_120, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1188 = stablehlo.multiply %bcast_786, %stages.2.blocks.6.gamma.new : tensor<384xf32>
    %stages.2.blocks.6.gamma.ema_new = stablehlo.add %multiply_1187, %multiply_1188 : tensor<384xf32>
    %cst_791 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1189 = stablehlo.multiply %cst_791, %stages.2.blocks.6.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_792 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1190 = stablehlo.multiply %cst_792, %clipped_121 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.m_new = stablehlo.add %multiply_1189, %multiply_1190 : tensor<384x1x7x7xf32>
    %multiply_1191 = stablehlo.multiply %clipped_121, %clipped_121 : tensor<384x1x7x7xf32>
    %cst_793 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1192 = stablehlo.multiply %cst_793, %stages.2.blocks.6.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_794 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1193 = stablehlo.multiply %cst_794, %multiply_1191 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.v_new = stablehlo.add %multiply_1192, %multiply_1193 : tensor<384x1x7x7xf32>
    %bcast_787 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_243 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.m_new, %bcast_787 : tensor<384x1x7x7xf32>
    %bcast_788 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_244 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.v_new, %bcast_788 : tensor<384x1x7x7xf32>
    %sqrt_121 = stablehlo.sqrt %divide_244 : tensor<384x1x7x7xf32>
    %cst_795 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_303 = stablehlo.add %sqrt_121, %cst_795 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.adam = stablehlo.divide %divide_243, %add_303 : tensor<384x1x7x7xf32>
    %cst_796 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1194 = stablehlo.multiply %cst_796, %stages.2.blocks.6.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_39 = stablehlo.add %stages.2.blocks.6.conv_dw.weight.adam, %multiply_1194 : tensor<384x1x7x7xf32>
    %bcast_789 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1195 = stablehlo.multiply %bcast_789, %decayed_39 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.weight, %multiply_1195 : tensor<384x1x7x7xf32>
    %bcast_790 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1196 = stablehlo.multiply %bcast_790, %stages.2.blocks.6.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_122 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_121 = stablehlo.subtract %one_122, %ema_decay : tensor<f32>
    %bcast_791 = stablehlo.broadcast_in_dim %one_minus_decay_121, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1197 = stablehlo.multiply %bcast_791, %stages.2.blocks.6.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.ema_new = stablehlo.add %multiply_1196, %multiply_1197 : tensor<384x1x7x7xf32>
    %cst_797 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1198 = stablehlo.multiply %cst_797, %stages.2.blocks.6.conv_dw.bias.m : tensor<384xf32>
    %cst_798 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1199 = stablehlo.multiply %cst_798, %clipped_122 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.m_new = stablehlo.add %multiply_1198, %multiply_1199 : tensor<384xf32>
    %multiply_1200 = stablehlo.multiply %clipped_122, %clipped_122 : tensor<384xf32>
    %cst_799 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1201 = stablehlo.multiply %cst_799, %stages.2.blocks.6.conv_dw.bias.v : tensor<384xf32>
    %cst_800 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1202 = stablehlo.multiply %cst_800, %multiply_1200 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.v_new = stablehlo.add %multiply_1201, %multiply_1202 : tensor<384xf32>
    %bcast_792 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_245 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.m_new, %bcast_792 : tensor<384xf32>
    %bcast_793 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_246 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.v_new, %bcast_793 : tensor<384xf32>
    %sqrt_122 = stablehlo.sqrt %divide_246 : tensor<384xf32>
    %cst_801 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_304 = stablehlo.add %sqrt_122, %cst_801 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.adam = stablehlo.divide %divide_245, %add_304 : tensor<384xf32>
    %bcast_794 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1203 = stablehlo.multiply %bcast_794, %stages.2.blocks.6.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.bias, %multiply_1203 : tensor<384xf32>
    %bcast_795 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1204 = stablehlo.multiply %bcast_795, %stages.2.blocks.6.conv_dw.bias.ema : tensor<384xf32>
    %one_123 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_122 = stablehlo.subtract %one_123, %ema_decay : tensor<f32>
    %bcast_796 = stablehlo.broadcast_in_dim %one_minus_decay_122, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1205 = stablehlo.multiply %bcast_796, %stages.2.blocks.6.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.ema_new = stablehlo.add %multiply_1204, %multiply_1205 : tensor<384xf32>
    %cst_802 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1206 = stablehlo.multiply %cst_802, %stages.2.blocks.6.norm.weight.m : tensor<384xf32>
    %cst_803 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1207 = stablehlo.multiply %cst_803, %clipped_123 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.m_new = stablehlo.add %multiply_1206, %multiply_1207 : tensor<384xf32>
    %multiply_1208 = stablehlo.multiply %clipped_123, %clipped_123 : tensor<384xf32>
    %cst_804 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1209 = stablehlo.multiply %cst_804, %stages.2.blocks.6.norm.weight.v : tensor<384xf32>
    %cst_805 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1210 = stablehlo.multiply %cst_805, %multiply_1208 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.v_new = stablehlo.add %multiply_1209, %multiply_1210 : tensor<384xf32>
    %bcast_797 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_247 = stablehlo.divide %stages.2.blocks.6.norm.weight.m_new, %bcast_797 : tensor<384xf32>
    %bcast_798 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_248 = stablehlo.divide %stages.2.blocks.6.norm.weight.v_new, %bcast_798 : tensor<384xf32>
    %sqrt_123 = stablehlo.sqrt %divide_248 : tensor<384xf32>
    %cst_806 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_305 = stablehlo.add %sqrt_123, %cst_806 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.adam = stablehlo.divide %divide_247, %add_305 : tensor<384xf32>
    %bcast_799 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1211 = stablehlo.multiply %bcast_799, %stages.2.blocks.6.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.new = stablehlo.subtract %stages.2.blocks.6.norm.weight, %multiply_1211 : tensor<384xf32>
    %bcast_800 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1212 = stablehlo.multiply %bcast_800, %stages.2.blocks.6.norm.weight.ema : tensor<384xf32>
    %one_124 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_123 = stablehlo.subtract %one_124, %ema_decay : tensor<f32>
    %bcast_801 = stablehlo.broadcast_in_dim %one_minus_decay_123, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1213 = stablehlo.multiply %bcast_801, %stages.2.blocks.6.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.ema_new = stablehlo.add %multiply_1212, %multiply_1213 : tensor<384xf32>
    %cst_807 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1214 = stablehlo.multiply %cst_807, %stages.2.blocks.6.norm.bias.m : tensor<384xf32>
    %cst_808 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1215 = stablehlo.multiply %cst_808, %clipped_124 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.m_new = stablehlo.add %multiply_1214, %multiply_1215 : tensor<384xf32>
    %multiply_1216 = stablehlo.multiply %clipped_124, %clipped_124 : tensor<384xf32>
    %cst_809 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1217 = stablehlo.multiply %cst_809, %stages.2.blocks.6.norm.bias.v : tensor<384xf32>
    %cst_810 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1218 = stablehlo.multiply %cst_810, %multiply_1216 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.v_new = stablehlo.add %multiply_1217, %multiply_1218 : tensor<384xf32>
    %bcast_802 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_249 = stablehlo.divide %stages.2.blocks.6.norm.bias.m_new, %bcast_802 : tensor<384xf32>
    %bcast_803 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_250 = stablehlo.divide %stages.2.blocks.6.norm.bias.v_new, %bcast_803 : tensor<384xf32>
    %sqrt_124 = stablehlo.sqrt %divide_250 : tensor<384xf32>
    %cst_811 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_306 = stablehlo.add %sqrt_124, %cst_811 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.adam = stablehlo.divide %divide_249, %add_306 : tensor<384xf32>
    %bcast_804 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1219 = stablehlo.multiply %bcast_804, %stages.2.blocks.6.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.new = stablehlo.subtract %stages.2.blocks.6.norm.bias, %multiply_1219 : tensor<384xf32>
    %bcast_805 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1220 = stablehlo.multiply %bcast_805, %stages.2.blocks.6.norm.bias.ema : tensor<384xf32>
    %one_125 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_124 = stablehlo.subtract %one_125, %ema_decay : tensor<f32>
    %bcast_806 = stablehlo.broadcast_in_dim %one_minus_decay_124, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1221 = stablehlo.multiply %bcast_806, %stages.2.blocks.6.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.ema_new = stablehlo.add %multiply_1220, %multiply_1221 : tensor<384xf32>
    %cst_812 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1222 = stablehlo.multiply %cst_812, %stages.2.blocks.6.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_813 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1223 = stablehlo.multiply %cst_813, %clipped_125 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.m_new = stablehlo.add %multiply_1222, %multiply_1223 : tensor<1536x384xf32>
    %multiply_1224 = stablehlo.multiply %clipped_125, %clipped_125 : tensor<1536x384xf32>
    %cst_814 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1225 = stablehlo.multiply %cst_814, %stages.2.blocks.6.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_815 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1226 = stablehlo.multiply %cst_815, %multiply_1224 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.v_new = stablehlo.add %multiply_1225, %multiply_1226 : tensor<1536x384xf32>
    %bcast_807 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_251 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.m_new, %bcast_807 : tensor<1536x384xf32>
    %bcast_808 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_252 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.v_new, %bcast_808 : tensor<1536x384xf32>
    %sqrt_125 = stablehlo.sqrt %divide_252 : tensor<1536x384xf32>
    %cst_816 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_307 = stablehlo.add %sqrt_125, %cst_816 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.adam = stablehlo.divide %divide_251, %add_307 : tensor<1536x384xf32>
    %cst_817 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1227 = stablehlo.multiply %cst_817, %stages.2.blocks.6.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_40 = stablehlo.add %stages.2.blocks.6.mlp.fc1.weight.adam, %multiply_1227 : tensor<1536x384xf32>
    %bcast_809 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1228 = stablehlo.multiply %bcast_809, %decayed_40 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.weight, %multiply_1228 : tensor<1536x384xf32>
    %bcast_810 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1229 = stablehlo.multiply %bcast_810, %stages.2.blocks.6.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_126 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_125 = stablehlo.subtract %one_126, %ema_decay : tensor<f32>
    %bcast_811 = stablehlo.broadcast_in_dim %one_minus_decay_125, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1230 = stablehlo.multiply %bcast_811, %stages.2.blocks.6.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1229, %multiply_1230 : tensor<1536x384xf32>
    %cst_818 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1231 = stablehlo.multiply %cst_818, %stages.2.blocks.6.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_819 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1232 = stablehlo.multiply %cst_819, %clipped_126 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.m_new = stablehlo.add %multiply_1231, %multiply_1232 : tensor<1536xf32>
    %multiply_1233 = stablehlo.multiply %clipped_126, %clipped_126 : tensor<1536xf32>
    %cst_820 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1234 = stablehlo.multiply %cst_820, %stages.2.blocks.6.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_821 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1235 = stablehlo.multiply %cst_821, %multiply_1233 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.v_new = stablehlo.add %multiply_1234, %multiply_1235 : tensor<1536xf32>
    %bcast_812 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_253 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.m_new, %bcast_812 : tensor<1536xf32>
    %bcast_813 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_254 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.v_new, %bcast_813 : tensor<1536xf32>
    %sqrt_126 = stablehlo.sqrt %divide_254 : tensor<1536xf32>
    %cst_822 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_308 = stablehlo.add %sqrt_126, %cst_822 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.adam = stablehlo.divide %divide_253, %add_308 : tensor<1536xf32>
    %bcast_814 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1236 = stablehlo.multiply %bcast_814, %stages.2.blocks.6.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.bias, %multiply_1236 : tensor<1536xf32>
    %bcast_815 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1237 = stablehlo.multiply %bcast_815, %stages.2.blocks.6.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_127 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_126 = stablehlo.subtract %one_127, %ema_decay : tensor<f32>
    %bcast_816 = stablehlo.broadcast_in_dim %one_minus_decay_126, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1238 = stablehlo.multiply %bcast_816, %stages.2.blocks.6.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1237, %multiply_1238 : tensor<1536xf32>
    %cst_823 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1239 = stablehlo.multiply %cst_823, %stages.2.blocks.6.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_824 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1240 = stablehlo.multiply %cst_824, %clipped_127 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.m_new = stablehlo.add %multiply_1239, %multiply_1240 : tensor<384x1536xf32>
    %multiply_1241 = stablehlo.multiply %clipped_127, %clipped_127 : tensor<384x1536xf32>
    %cst_825 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1242 = stablehlo.multiply %cst_825, %stages.2.blocks.6.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_826 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1243 = stablehlo.multiply %cst_826, %multiply_1241 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.v_new = stablehlo.add %multiply_1242, %multiply_1243 : tensor<384x1536xf32>
    %bcast_817 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_255 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.m_new, %bcast_817 : tensor<384x1536xf32>
    %bcast_818 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_256 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.v_new, %bcast_818 : tensor<384x1536xf32>
    %sqrt_127 = stablehlo.sqrt %divide_256 : tensor<384x1536xf32>
    %cst_827 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_309 = stablehlo.add %sqrt_127, %cst_827 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.adam = stablehlo.divide %divide_255, %add_309 : tensor<384x1536xf32>
    %cst_828 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1244 = stablehlo.multiply %cst_828, %stages.2.blocks.6.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_41 = stablehlo.add %stages.2.blocks.6.mlp.fc2.weight.adam, %multiply_1244 : tensor<384x1536xf32>
    %bcast_819 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1245 = stablehlo.multiply %bcast_819, %decayed_41 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.weight, %multiply_1245 : tensor<384x1536xf32>
    %bcast_820 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1246 = stablehlo.multiply %bcast_820, %stages.2.blocks.6.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_128 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_127 = stablehlo.subtract %one_128, %ema_decay : tensor<f32>
    %bcast_821 = stablehlo.broadcast_in_dim %one_minus_decay_127, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1247 = stablehlo.multiply %bcast_821, %stages.2.blocks.6.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1246, %multiply_1247 : tensor<384x1536xf32>
    %cst_829 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1248 = stablehlo.multiply %cst_829, %stages.2.blocks.6.mlp.fc2.bias.m : tensor<384xf32>
    %cst_830 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1249 = stablehlo.multiply %cst_830, %clipped_128 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.m_new = stablehlo.add %multiply_1248, %multiply_1249 : tensor<384xf32>
    %multiply_1250 = stablehlo.multiply %clipped_128, %clipped_128 : tensor<384xf32>
    %cst_831 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1251 = stablehlo.multiply %cst_831, %stages.2.blocks.6.mlp.fc2.bias.v : tensor<384xf32>
    %cst_832 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1252 = stablehlo.multiply %cst_832, %multiply_1250 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.v_new = stablehlo.add %multiply_1251, %multiply_1252 : tensor<384xf32>
    %bcast_822 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_257 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.m_new, %bcast_822 : tensor<384xf32>
    %bcast_823 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_258 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.v_new, %bcast_823 : tensor<384xf32>
    %sqrt_128 = stablehlo.sqrt %divide_258 : tensor<384xf32>
    %cst_833 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_310 = stablehlo.add %sqrt_128, %cst_833 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.adam = stablehlo.divide %divide_257, %add_310 : tensor<384xf32>
    %bcast_824 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1253 = stablehlo.multiply %bcast_824, %stages.2.blocks.6.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.bias, %multiply_1253 : tensor<384xf32>
    %bcast_825 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1254 = stablehlo.multiply %bcast_825, %stages.2.blocks.6.mlp.fc2.bias.ema : tensor<384xf32>
    %one_129 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_128 = stablehlo.subtract %one_129, %ema_decay : tensor<f32>
    %bcast_826 = stablehlo.broadcast_in_dim %one_minus_decay_128, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1255 = stablehlo.multiply %bcast_826, %stages.2.blocks.6.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1254, %multiply_1255 : tensor<384xf32>
    %cst_834 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1256 = stablehlo.multiply %cst_834, %stages.2.blocks.7.gamma.m : tensor<384xf32>
    %cst_835 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1257 = stablehlo.multiply %cst_835, %clipped_129 : tensor<384xf32>
    %stages.2.blocks.7.gamma.m_new = stablehlo.add %multiply_1256, %multiply_1257 : tensor<384xf32>
    %multiply_1258 = stablehlo.multiply %clipped_129, %clipped_129 : tensor<384xf32>
    %cst_836 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1259 = stablehlo.multiply %cst_836, %stages.2.blocks.7.gamma.v : tensor<384xf32>
    %cst_837 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1260 = stablehlo.multiply %cst_837, %multiply_1258 : tensor<384xf32>
    %stages.2.blocks.7.gamma.v_new = stablehlo.add %multiply_1259, %multiply_1260 : tensor<384xf32>
    %bcast_827 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_259 = stablehlo.divide %stages.2.blocks.7.gamma.m_new, %bcast_827 : tensor<384xf32>
    %bcast_828 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_260 = stablehlo.divide %stages.2.blocks.7.gamma.v_new, %bcast_828 : tensor<384xf32>
    %sqrt_129 = stablehlo.sqrt %divide_260 : tensor<384xf32>
    %cst_838 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_311 = stablehlo.add %sqrt_129, %cst_838 : tensor<384xf32>
    %stages.2.blocks.7.gamma.adam = stablehlo.divide %divide_259, %add_311 : tensor<384xf32>
    %bcast_829 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1261 = stablehlo.multiply %bcast_829, %stages.2.blocks.7.gamma.adam : tensor<384xf32>
    %stages.2.blocks.7.gamma.new = stablehlo.subtract %stages.2.blocks.7.gamma, %multiply_1261 : tensor<384xf32>
    %bcast_830 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1262 = stablehlo.multiply %bcast_830, %stages.2.blocks.7.gamma.ema : tensor<384xf32>
    %one_130 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_129 = stablehlo.subtract %one_130, %ema_decay : tensor<f32>
    %bcast_831 = stablehlo.broadcast_in_dim %one_minus_decay_129, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1263 = stablehlo.multiply %bcast_831, %stages.2.blocks.7.gamma.new : tensor<384xf32>
    %stages.2.blocks.7.gamma.ema_new = stablehlo.add %multiply_1262, %multiply_1263 : tensor<384xf32>
    %cst_839 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1264 = stablehlo.multiply %cst_839, %stages.2.blocks.7.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_840 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1265 = stablehlo.multiply %cst_840, %clipped_130 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.m_new = stablehlo.add %multiply_1264, %multiply_1265 : tensor<384x1x7x7xf32>
    %multiply_1266 = stablehlo.multiply %clipped_130, %clipped_130 : tensor<384x1x7x7xf32>
    %cst_841 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1267 = stablehlo.multiply %cst_841, %stages.2.blocks.7.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_842 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1268 = stablehlo.multiply %cst_842, %multiply_1266 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.v_new = stablehlo.add %multiply_1267, %multiply_1268 : tensor<384x1x7x7xf32>
    %bcast_832 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_261 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.m_new, %bcast_832 : tensor<384x1x7x7xf32>
    %bcast_833 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_262 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.v_new, %bcast_833 : tensor<384x1x7x7xf32>
    %sqrt_130 = stablehlo.sqrt %divide_262 : tensor<384x1x7x7xf32>
    %cst_843 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_312 = stablehlo.add %sqrt_130, %cst_843 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.adam = stablehlo.divide %divide_261, %add_312 : tensor<384x1x7x7xf32>
    %cst_844 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1269 = stablehlo.multiply %cst_844, %stages.2.blocks.7.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_42 = stablehlo.add %stages.2.blocks.7.conv_dw.weight.adam, %multiply_1269 : tensor<384x1x7x7xf32>
    %bcast_834 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1270 = stablehlo.multiply %bcast_834, %decayed_42 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.weight, %multiply_1270 : tensor<384x1x7x7xf32>
    %bcast_835 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1271 = stablehlo.multiply %bcast_835, %stages.2.blocks.7.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_131 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_130 = stablehlo.subtract %one_131, %ema_decay : tensor<f32>
    %bcast_836 = stablehlo.broadcast_in_dim %one_minus_decay_130, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1272 = stablehlo.multiply %bcast_836, %stages.2.blocks.7.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.ema_new = stablehlo.add %multiply_1271, %multiply_1272 : tensor<384x1x7x7xf32>
    %cst_845 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1273 = stablehlo.multiply %cst_845, %stages.2.blocks.7.conv_dw.bias.m : tensor<384xf32>
    %cst_846 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1274 = stablehlo.multiply %cst_846, %clipped_131 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.m_new = stablehlo.add %multiply_1273, %multiply_1274 : tensor<384xf32>
    %multiply_1275 = stablehlo.multiply %clipped_131, %clipped_131 : tensor<384xf32>
    %cst_847 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1276 = stablehlo.multiply %cst_847, %stages.2.blocks.7.conv_dw.bias.v : tensor<384xf32>
    %cst_848 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1277 = stablehlo.multiply %cst_848, %multiply_1275 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.v_new = stablehlo.add %multiply_1276, %multiply_1277 : tensor<384xf32>
    %bcast_837 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_263 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.m_new, %bcast_837 : tensor<384xf32>
    %bcast_838 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_264 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.v_new, %bcast_838 : tensor<384xf32>
    %sqrt_131 = stablehlo.sqrt %divide_264 : tensor<384xf32>
    %cst_849 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_313 = stablehlo.add %sqrt_131, %cst_849 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.adam = stablehlo.divide %divide_263, %add_313 : tensor<384xf32>
    %bcast_839 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1278 = stablehlo.multiply %bcast_839, %stages.2.blocks.7.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.bias, %multiply_1278 : tensor<384xf32>
    %bcast_840 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1279 = stablehlo.multiply %bcast_840, %stages.2.blocks.7.conv_dw.bias.ema : tensor<384xf32>
    %one_132 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_131 = stablehlo.subtract %one_132, %ema_decay : tensor<f32>
    %bcast_841 = stablehlo.broadcast_in_dim %one_minus_decay_131, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1280 = stablehlo.multiply %bcast_841, %stages.2.blocks.7.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.ema_new = stablehlo.add %multiply_1279, %multiply_1280 : tensor<384xf32>
    %cst_850 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1281 = stablehlo.multiply %cst_850, %stages.2.blocks.7.norm.weight.m : tensor<384xf32>
    %cst_851 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1282 = stablehlo.multiply %cst_851, %clipped_132 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.m_new = stablehlo.add %multiply_1281, %multiply_1282 : tensor<384xf32>
    %multiply_1283 = stablehlo.multiply %clipped_132, %clipped_132 : tensor<384xf32>
    %cst_852 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1284 = stablehlo.multiply %cst_852, %stages.2.blocks.7.norm.weight.v : tensor<384xf32>
    %cst_853 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1285 = stablehlo.multiply %cst_853, %multiply_1283 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.v_new = stablehlo.add %multiply_1284, %multiply_1285 : tensor<384xf32>
    %bcast_842 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_265 = stablehlo.divide %stages.2.blocks.7.norm.weight.m_new, %bcast_842 : tensor<384xf32>
    %bcast_843 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_266 = stablehlo.divide %stages.2.blocks.7.norm.weight.v_new, %bcast_843 : tensor<384xf32>
    %sqrt_132 = stablehlo.sqrt %divide_266 : tensor<384xf32>
    %cst_854 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_314 = stablehlo.add %sqrt_132, %cst_854 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.adam = stablehlo.divide %divide_265, %add_314 : tensor<384xf32>
    %bcast_844 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1286 = stablehlo.multiply %bcast_844, %stages.2.blocks.7.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.new = stablehlo.subtract %stages.2.blocks.7.norm.weight, %multiply_1286 : tensor<384xf32>
    %bcast_845 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1287 = stablehlo.multiply %bcast_845, %stages.2.blocks.7.norm.weight.ema : tensor<384xf32>
    %one_133 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_132 = stablehlo.subtract %one_133, %ema_decay : tensor<f32>
    %bcast_846 = stablehlo.broadcast_in_dim %one_minus_decay_132, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1288 = stablehlo.multiply %bcast_846, %stages.2.blocks.7.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.ema_new = stablehlo.add %multiply_1287, %multiply_1288 : tensor<384xf32>
    %cst_855 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1289 = stablehlo.multiply %cst_855, %stages.2.blocks.7.norm.bias.m : tensor<384xf32>
    %cst_856 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1290 = stablehlo.multiply %cst_856, %clipped_133 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.m_new = stablehlo.add %multiply_1289, %multiply_1290 : tensor<384xf32>
    %multiply_1291 = stablehlo.multiply %clipped_133, %clipped_133 : tensor<384xf32>
    %cst_857 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1292 = stablehlo.multiply %cst_857, %stages.2.blocks.7.norm.bias.v : tensor<384xf32>
    %cst_858 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1293 = stablehlo.multiply %cst_858, %multiply_1291 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.v_new = stablehlo.add %multiply_1292, %multiply_1293 : tensor<384xf32>
    %bcast_847 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_267 = stablehlo.divide %stages.2.blocks.7.norm.bias.m_new, %bcast_847 : tensor<384xf32>
    %bcast_848 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_268 = stablehlo.divide %stages.2.blocks.7.norm.bias.v_new, %bcast_848 : tensor<384xf32>
    %sqrt_133 = stablehlo.sqrt %divide_268 : tensor<384xf32>
    %cst_859 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_315 = stablehlo.add %sqrt_133, %cst_859 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.adam = stablehlo.divide %divide_267, %add_315 : tensor<384xf32>
    %bcast_849 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1294 = stablehlo.multiply %bcast_849, %stages.2.blocks.7.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.new = stablehlo.subtract %stages.2.blocks.7.norm.bias, %multiply_1294 : tensor<384xf32>
    %bcast_850 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1295 = stablehlo.multiply %bcast_850, %stages.2.blocks.7.norm.bias.ema : tensor<384xf32>
    %one_134 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_133 = stablehlo.subtract %one_134, %ema_decay : tensor<f32>
    %bcast_851 = stablehlo.broadcast_in_dim %one_minus_decay_133, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1296 = stablehlo.multiply %bcast_851, %stages.2.blocks.7.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.ema_new = stablehlo.add %multiply_1295, %multiply_1296 : tensor<384xf32>
    %cst_860 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1297 = stablehlo.multiply %cst_860, %stages.2.blocks.7.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_861 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1298 = stablehlo.multiply %cst_861, %clipped_134 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.m_new = stablehlo.add %multiply_1297, %multiply_1298 : tensor<1536x384xf32>
    %multiply_1299 = stablehlo.multiply %clipped_134, %clipped_134 : tensor<1536x384xf32>
    %cst_862 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1300 = stablehlo.multiply %cst_862, %stages.2.blocks.7.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_863 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1301 = stablehlo.multiply %cst_863, %multiply_1299 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.v_new = stablehlo.add %multiply_1300, %multiply_1301 : tensor<1536x384xf32>
    %bcast_852 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_269 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.m_new, %bcast_852 : tensor<1536x384xf32>
    %bcast_853 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_270 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.v_new, %bcast_853 : tensor<1536x384xf32>
    %sqrt_134 = stablehlo.sqrt %divide_270 : tensor<1536x384xf32>
    %cst_864 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_316 = stablehlo.add %sqrt_134, %cst_864 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.adam = stablehlo.divide %divide_269, %add_316 : tensor<1536x384xf32>
    %cst_865 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1302 = stablehlo.multiply %cst_865, %stages.2.blocks.7.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_43 = stablehlo.add %stages.2.blocks.7.mlp.fc1.weight.adam, %multiply_1302 : tensor<1536x384xf32>
    %bcast_854 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1303 = stablehlo.multiply %bcast_854, %decayed_43 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.weight, %multiply_1303 : tensor<1536x384xf32>
    %bcast_855 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1304 = stablehlo.multiply %bcast_855, %stages.2.blocks.7.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_135 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_134 = stablehlo.subtract %one_135, %ema_decay : tensor<f32>
    %bcast_856 = stablehlo.broadcast_in_dim %one_minus_decay_134, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1305 = stablehlo.multiply %bcast_856, %stages.2.blocks.7.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1304, %multiply_1305 : tensor<1536x384xf32>
    %cst_866 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1306 = stablehlo.multiply %cst_866, %stages.2.blocks.7.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_867 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1307 = stablehlo.multiply %cst_867, %clipped_135 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.m_new = stablehlo.add %multiply_1306, %multiply_1307 : tensor<1536xf32>
    %multiply_1308 = stablehlo.multiply %clipped_135, %clipped_135 : tensor<1536xf32>
    %cst_868 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1309 = stablehlo.multiply %cst_868, %stages.2.blocks.7.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_869 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1310 = stablehlo.multiply %cst_869, %multiply_1308 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.v_new = stablehlo.add %multiply_1309, %multiply_1310 : tensor<1536xf32>
    %bcast_857 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_271 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.m_new, %bcast_857 : tensor<1536xf32>
    %bcast_858 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_272 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.v_new, %bcast_858 : tensor<1536xf32>
    %sqrt_135 = stablehlo.sqrt %divide_272 : tensor<1536xf32>
    %cst_870 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_317 = stablehlo.add %sqrt_135, %cst_870 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.adam = stablehlo.divide %divide_271, %add_317 : tensor<1536xf32>
    %bcast_859 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1311 = stablehlo.multiply %bcast_859, %stages.2.blocks.7.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.bias, %multiply_1311 : tensor<1536xf32>
    %bcast_860 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1312 = stablehlo.multiply %bcast_860, %stages.2.blocks.7.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_136 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_135 = stablehlo.subtract %one_136, %ema_decay : tensor<f32>
    %bcast_861 = stablehlo.broadcast_in_dim %one_minus_decay_135, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1313 = stablehlo.multiply %bcast_861, %stages.2.blocks.7.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1312, %multiply_1313 : tensor<1536xf32>
    %cst_871 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1314 = stablehlo.multiply %cst_871, %stages.2.blocks.7.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_872 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1315 = stablehlo.multiply %cst_872, %clipped_136 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.m_new = stablehlo.add %multiply_1314, %multiply_1315 : tensor<384x1536xf32>
    %multiply_1316 = stablehlo.multiply %clipped_136, %clipped_136 : tensor<384x1536xf32>
    %cst_873 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1317 = stablehlo.multiply %cst_873, %stages.2.blocks.7.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_874 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1318 = stablehlo.multiply %cst_874, %multiply_1316 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.v_new = stablehlo.add %multiply_1317, %multiply_1318 : tensor<384x1536xf32>
    %bcast_862 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_273 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.m_new, %bcast_862 : tensor<384x1536xf32>
    %bcast_863 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_274 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.v_new, %bcast_863 : tensor<384x1536xf32>
    %sqrt_136 = stablehlo.sqrt %divide_274 : tensor<384x1536xf32>
    %cst_875 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_318 = stablehlo.add %sqrt_136, %cst_875 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.adam = stablehlo.divide %divide_273, %add_318 : tensor<384x1536xf32>
    %cst_876 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1319 = stablehlo.multiply %cst_876, %stages.2.blocks.7.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_44 = stablehlo.add %stages.2.blocks.7.mlp.fc2.weight.adam, %multiply_1319 : tensor<384x1536xf32>
    %bcast_864 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1320 = stablehlo.multiply %bcast_864, %decayed_44 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.weight, %multiply_1320 : tensor<384x1536xf32>
    %bcast_865 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1321 = stablehlo.multiply %bcast_865, %stages.2.blocks.7.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_137 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_136 = stablehlo.subtract %one_137, %ema_decay : tensor<f32>
    %bcast_866 = stablehlo.broadcast_in_dim %one_minus_decay_136, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1322 = stablehlo.multiply %bcast_866, %stages.2.blocks.7.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1321, %multiply_1322 : tensor<384x1536xf32>
    %cst_877 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1323 = stablehlo.multiply %cst_877, %stages.2.blocks.7.mlp.fc2.bias.m : tensor<384xf32>
    %cst_878 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1324 = stablehlo.multiply %cst_878, %clipped_137 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.m_new = stablehlo.add %multiply_1323, %multiply_1324 : tensor<384xf32>
    %multiply_1325 = stablehlo.multiply %clipped_137, %clipped_137 : tensor<384xf32>
    %cst_879 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1326 = stablehlo.multiply %cst_879, %stages.2.blocks.7.mlp.fc2.bias.v : tensor<384xf32>
    %cst_880 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1327 = stablehlo.multiply %cst_880, %multiply_1325 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.v_new = stablehlo.add %multiply_1326, %multiply_1327 : tensor<384xf32>
    %bcast_867 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_275 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.m_new, %bcast_867 : tensor<384xf32>
    %bcast_868 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_276 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.v_new, %bcast_868 : tensor<384xf32>
    %sqrt_137 = stablehlo.sqrt %divide_276 : tensor<384xf32>
    %cst_881 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_319 = stablehlo.add %sqrt_137, %cst_881 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.adam = stablehlo.divide %divide_275, %add_319 : tensor<384xf32>
    %bcast_869 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1328 = stablehlo.multiply %bcast_869, %stages.2.blocks.7.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.bias, %multiply_1328 : tensor<384xf32>
    %bcast_870 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1329 = stablehlo.multiply %bcast_870, %stages.2.blocks.7.mlp.fc2.bias.ema : tensor<384xf32>
    %one_138 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_137 = stablehlo.subtract %one_138, %ema_decay : tensor<f32>
    %bcast_871 = stablehlo.broadcast_in_dim %one_minus_decay_137, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1330 = stablehlo.multiply %bcast_871, %stages.2.blocks.7.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1329, %multiply_1330 : tensor<384xf32>
    %cst_882 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1331 = stablehlo.multiply %cst_882, %stages.2.blocks.8.gamma.m : tensor<384xf32>
    %cst_883 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1332 = stablehlo.multiply %cst_883, %clipped_138 : tensor<384xf32>
    %stages.2.blocks.8.gamma.m_new = stablehlo.add %multiply_1331, %multiply_1332 : tensor<384xf32>
    %multiply_1333 = stablehlo.multiply %clipped_138, %clipped_138 : tensor<384xf32>
    %cst_884 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1334 = stablehlo.multiply %cst_884, %stages.2.blocks.8.gamma.v : tensor<384xf32>
    %cst_885 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1335 = stablehlo.multiply %cst_885, %multiply_1333 : tensor<384xf32>
    %stages.2.blocks.8.gamma.v_new = stablehlo.add %multiply_1334, %multiply_1335 : tensor<384xf32>
    %bcast_872 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_277 = stablehlo.divide %stages.2.blocks.8.gamma.m_new, %bcast_872 : tensor<384xf32>
    %bcast_873 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_278 = stablehlo.divide %stages.2.blocks.8.gamma.v_new, %bcast_873 : tensor<384xf32>
    %sqrt_138 = stablehlo.sqrt %divide_278 : tensor<384xf32>
    %cst_886 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_320 = stablehlo.add %sqrt_138, %cst_886 : tensor<384xf32>
    %stages.2.blocks.8.gamma.adam = stablehlo.divide %divide_277, %add_320 : tensor<384xf32>
    %bcast_874 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1336 = stablehlo.multiply %bcast_874, %stages.2.blocks.8.gamma.adam : tensor<384xf32>
    %stages.2.blocks.8.gamma.new = stablehlo.subtract %stages.2.blocks.8.gamma, %multiply_1336 : tensor<384xf32>
    %bcast_875 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1337 = stablehlo.multiply %bcast_875, %stages.2.blocks.8.gamma.ema : tensor<384xf32>
    %one_139 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_138 = stablehlo.subtract %one_139, %ema_decay : tensor<f32>
    %bcast_876 = stablehlo.broadcast_in_dim %one_minus_decay_138, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1338 = stablehlo.multiply %bcast_876, %stages.2.blocks.8.gamma.new : tensor<384xf32>
    %stages.2.blocks.8.gamma.ema_new = stablehlo.add %multiply_1337, %multiply_1338 : tensor<384xf32>
    %cst_887 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1339 = stablehlo.multiply %cst_887, %stages.2.blocks.8.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_888 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1340 = stablehlo.multiply %cst_888, %clipped_139 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.m_new = stablehlo.add %multiply_1339, %multiply_1340 : tensor<384x1x7x7xf32>
    %multiply_1341 = stablehlo.multiply %clipped_139, %clipped_139 : tensor<384x1x7x7xf32>
    %cst_889 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1342 = stablehlo.multiply %cst_889, %stages.2.blocks.8.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_890 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1343 = stablehlo.multiply %cst_890, %multiply_1341 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.v_new = stablehlo.add %multiply_1342, %multiply_1343 : tensor<384x1x7x7xf32>
    %bcast_877 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_279 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.m_new, %bcast_877 : tensor<384x1x7x7xf32>
    %bcast_878 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_280 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.v_new, %bcast_878 : tensor<384x1x7x7xf32>
    %sqrt_139 = stablehlo.sqrt %divide_280 : tensor<384x1x7x7xf32>
    %cst_891 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_321 = stablehlo.add %sqrt_139, %cst_891 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.adam = stablehlo.divide %divide_279, %add_321 : tensor<384x1x7x7xf32>
    %cst_892 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1344 = stablehlo.multiply %cst_892, %stages.2.blocks.8.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_45 = stablehlo.add %stages.2.blocks.8.conv_dw.weight.adam, %multiply_1344 : tensor<384x1x7x7xf32>
    %bcast_879 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1345 = stablehlo.multiply %bcast_879, %decayed_45 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.weight, %multiply_1345 : tensor<384x1x7x7xf32>
    %bcast_880 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1346 = stablehlo.multiply %bcast_880, %stages.2.blocks.8.conv_dw.weight.ema : tensor<384x1x7x7xf32>
    %one_140 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_139 = stablehlo.subtract %one_140, %ema_decay : tensor<f32>
    %bcast_881 = stablehlo.broadcast_in_dim %one_minus_decay_139, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1347 = stablehlo.multiply %bcast_881, %stages.2.blocks.8.conv_dw.weight.new : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.ema_new = stablehlo.add %multiply_1346, %multiply_1347 : tensor<384x1x7x7xf32>
    %cst_893 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1348 = stablehlo.multiply %cst_893, %stages.2.blocks.8.conv_dw.bias.m : tensor<384xf32>
    %cst_894 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1349 = stablehlo.multiply %cst_894, %clipped_140 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.m_new = stablehlo.add %multiply_1348, %multiply_1349 : tensor<384xf32>
    %multiply_1350 = stablehlo.multiply %clipped_140, %clipped_140 : tensor<384xf32>
    %cst_895 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1351 = stablehlo.multiply %cst_895, %stages.2.blocks.8.conv_dw.bias.v : tensor<384xf32>
    %cst_896 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1352 = stablehlo.multiply %cst_896, %multiply_1350 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.v_new = stablehlo.add %multiply_1351, %multiply_1352 : tensor<384xf32>
    %bcast_882 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_281 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.m_new, %bcast_882 : tensor<384xf32>
    %bcast_883 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_282 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.v_new, %bcast_883 : tensor<384xf32>
    %sqrt_140 = stablehlo.sqrt %divide_282 : tensor<384xf32>
    %cst_897 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_322 = stablehlo.add %sqrt_140, %cst_897 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.adam = stablehlo.divide %divide_281, %add_322 : tensor<384xf32>
    %bcast_884 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1353 = stablehlo.multiply %bcast_884, %stages.2.blocks.8.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.bias, %multiply_1353 : tensor<384xf32>
    %bcast_885 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1354 = stablehlo.multiply %bcast_885, %stages.2.blocks.8.conv_dw.bias.ema : tensor<384xf32>
    %one_141 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_140 = stablehlo.subtract %one_141, %ema_decay : tensor<f32>
    %bcast_886 = stablehlo.broadcast_in_dim %one_minus_decay_140, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1355 = stablehlo.multiply %bcast_886, %stages.2.blocks.8.conv_dw.bias.new : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.ema_new = stablehlo.add %multiply_1354, %multiply_1355 : tensor<384xf32>
    %cst_898 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1356 = stablehlo.multiply %cst_898, %stages.2.blocks.8.norm.weight.m : tensor<384xf32>
    %cst_899 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1357 = stablehlo.multiply %cst_899, %clipped_141 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.m_new = stablehlo.add %multiply_1356, %multiply_1357 : tensor<384xf32>
    %multiply_1358 = stablehlo.multiply %clipped_141, %clipped_141 : tensor<384xf32>
    %cst_900 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1359 = stablehlo.multiply %cst_900, %stages.2.blocks.8.norm.weight.v : tensor<384xf32>
    %cst_901 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1360 = stablehlo.multiply %cst_901, %multiply_1358 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.v_new = stablehlo.add %multiply_1359, %multiply_1360 : tensor<384xf32>
    %bcast_887 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_283 = stablehlo.divide %stages.2.blocks.8.norm.weight.m_new, %bcast_887 : tensor<384xf32>
    %bcast_888 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_284 = stablehlo.divide %stages.2.blocks.8.norm.weight.v_new, %bcast_888 : tensor<384xf32>
    %sqrt_141 = stablehlo.sqrt %divide_284 : tensor<384xf32>
    %cst_902 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_323 = stablehlo.add %sqrt_141, %cst_902 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.adam = stablehlo.divide %divide_283, %add_323 : tensor<384xf32>
    %bcast_889 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1361 = stablehlo.multiply %bcast_889, %stages.2.blocks.8.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.new = stablehlo.subtract %stages.2.blocks.8.norm.weight, %multiply_1361 : tensor<384xf32>
    %bcast_890 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1362 = stablehlo.multiply %bcast_890, %stages.2.blocks.8.norm.weight.ema : tensor<384xf32>
    %one_142 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_141 = stablehlo.subtract %one_142, %ema_decay : tensor<f32>
    %bcast_891 = stablehlo.broadcast_in_dim %one_minus_decay_141, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1363 = stablehlo.multiply %bcast_891, %stages.2.blocks.8.norm.weight.new : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.ema_new = stablehlo.add %multiply_1362, %multiply_1363 : tensor<384xf32>
    %cst_903 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1364 = stablehlo.multiply %cst_903, %stages.2.blocks.8.norm.bias.m : tensor<384xf32>
    %cst_904 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1365 = stablehlo.multiply %cst_904, %clipped_142 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.m_new = stablehlo.add %multiply_1364, %multiply_1365 : tensor<384xf32>
    %multiply_1366 = stablehlo.multiply %clipped_142, %clipped_142 : tensor<384xf32>
    %cst_905 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1367 = stablehlo.multiply %cst_905, %stages.2.blocks.8.norm.bias.v : tensor<384xf32>
    %cst_906 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1368 = stablehlo.multiply %cst_906, %multiply_1366 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.v_new = stablehlo.add %multiply_1367, %multiply_1368 : tensor<384xf32>
    %bcast_892 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_285 = stablehlo.divide %stages.2.blocks.8.norm.bias.m_new, %bcast_892 : tensor<384xf32>
    %bcast_893 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_286 = stablehlo.divide %stages.2.blocks.8.norm.bias.v_new, %bcast_893 : tensor<384xf32>
    %sqrt_142 = stablehlo.sqrt %divide_286 : tensor<384xf32>
    %cst_907 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_324 = stablehlo.add %sqrt_142, %cst_907 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.adam = stablehlo.divide %divide_285, %add_324 : tensor<384xf32>
    %bcast_894 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1369 = stablehlo.multiply %bcast_894, %stages.2.blocks.8.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.new = stablehlo.subtract %stages.2.blocks.8.norm.bias, %multiply_1369 : tensor<384xf32>
    %bcast_895 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1370 = stablehlo.multiply %bcast_895, %stages.2.blocks.8.norm.bias.ema : tensor<384xf32>
    %one_143 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_142 = stablehlo.subtract %one_143, %ema_decay : tensor<f32>
    %bcast_896 = stablehlo.broadcast_in_dim %one_minus_decay_142, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1371 = stablehlo.multiply %bcast_896, %stages.2.blocks.8.norm.bias.new : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.ema_new = stablehlo.add %multiply_1370, %multiply_1371 : tensor<384xf32>
    %cst_908 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1372 = stablehlo.multiply %cst_908, %stages.2.blocks.8.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_909 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1373 = stablehlo.multiply %cst_909, %clipped_143 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.m_new = stablehlo.add %multiply_1372, %multiply_1373 : tensor<1536x384xf32>
    %multiply_1374 = stablehlo.multiply %clipped_143, %clipped_143 : tensor<1536x384xf32>
    %cst_910 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1375 = stablehlo.multiply %cst_910, %stages.2.blocks.8.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_911 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1376 = stablehlo.multiply %cst_911, %multiply_1374 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.v_new = stablehlo.add %multiply_1375, %multiply_1376 : tensor<1536x384xf32>
    %bcast_897 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_287 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.m_new, %bcast_897 : tensor<1536x384xf32>
    %bcast_898 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_288 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.v_new, %bcast_898 : tensor<1536x384xf32>
    %sqrt_143 = stablehlo.sqrt %divide_288 : tensor<1536x384xf32>
    %cst_912 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_325 = stablehlo.add %sqrt_143, %cst_912 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.adam = stablehlo.divide %divide_287, %add_325 : tensor<1536x384xf32>
    %cst_913 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1377 = stablehlo.multiply %cst_913, %stages.2.blocks.8.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_46 = stablehlo.add %stages.2.blocks.8.mlp.fc1.weight.adam, %multiply_1377 : tensor<1536x384xf32>
    %bcast_899 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1378 = stablehlo.multiply %bcast_899, %decayed_46 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.weight, %multiply_1378 : tensor<1536x384xf32>
    %bcast_900 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1379 = stablehlo.multiply %bcast_900, %stages.2.blocks.8.mlp.fc1.weight.ema : tensor<1536x384xf32>
    %one_144 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_143 = stablehlo.subtract %one_144, %ema_decay : tensor<f32>
    %bcast_901 = stablehlo.broadcast_in_dim %one_minus_decay_143, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1380 = stablehlo.multiply %bcast_901, %stages.2.blocks.8.mlp.fc1.weight.new : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1379, %multiply_1380 : tensor<1536x384xf32>
    %cst_914 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1381 = stablehlo.multiply %cst_914, %stages.2.blocks.8.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_915 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1382 = stablehlo.multiply %cst_915, %clipped_144 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.m_new = stablehlo.add %multiply_1381, %multiply_1382 : tensor<1536xf32>
    %multiply_1383 = stablehlo.multiply %clipped_144, %clipped_144 : tensor<1536xf32>
    %cst_916 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1384 = stablehlo.multiply %cst_916, %stages.2.blocks.8.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_917 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1385 = stablehlo.multiply %cst_917, %multiply_1383 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.v_new = stablehlo.add %multiply_1384, %multiply_1385 : tensor<1536xf32>
    %bcast_902 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_289 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.m_new, %bcast_902 : tensor<1536xf32>
    %bcast_903 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_290 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.v_new, %bcast_903 : tensor<1536xf32>
    %sqrt_144 = stablehlo.sqrt %divide_290 : tensor<1536xf32>
    %cst_918 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_326 = stablehlo.add %sqrt_144, %cst_918 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.adam = stablehlo.divide %divide_289, %add_326 : tensor<1536xf32>
    %bcast_904 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1386 = stablehlo.multiply %bcast_904, %stages.2.blocks.8.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.bias, %multiply_1386 : tensor<1536xf32>
    %bcast_905 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1387 = stablehlo.multiply %bcast_905, %stages.2.blocks.8.mlp.fc1.bias.ema : tensor<1536xf32>
    %one_145 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_144 = stablehlo.subtract %one_145, %ema_decay : tensor<f32>
    %bcast_906 = stablehlo.broadcast_in_dim %one_minus_decay_144, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1388 = stablehlo.multiply %bcast_906, %stages.2.blocks.8.mlp.fc1.bias.new : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1387, %multiply_1388 : tensor<1536xf32>
    %cst_919 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1389 = stablehlo.multiply %cst_919, %stages.2.blocks.8.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_920 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1390 = stablehlo.multiply %cst_920, %clipped_145 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.m_new = stablehlo.add %multiply_1389, %multiply_1390 : tensor<384x1536xf32>
    %multiply_1391 = stablehlo.multiply %clipped_145, %clipped_145 : tensor<384x1536xf32>
    %cst_921 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1392 = stablehlo.multiply %cst_921, %stages.2.blocks.8.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_922 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1393 = stablehlo.multiply %cst_922, %multiply_1391 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.v_new = stablehlo.add %multiply_1392, %multiply_1393 : tensor<384x1536xf32>
    %bcast_907 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_291 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.m_new, %bcast_907 : tensor<384x1536xf32>
    %bcast_908 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_292 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.v_new, %bcast_908 : tensor<384x1536xf32>
    %sqrt_145 = stablehlo.sqrt %divide_292 : tensor<384x1536xf32>
    %cst_923 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_327 = stablehlo.add %sqrt_145, %cst_923 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.adam = stablehlo.divide %divide_291, %add_327 : tensor<384x1536xf32>
    %cst_924 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1394 = stablehlo.multiply %cst_924, %stages.2.blocks.8.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_47 = stablehlo.add %stages.2.blocks.8.mlp.fc2.weight.adam, %multiply_1394 : tensor<384x1536xf32>
    %bcast_909 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1395 = stablehlo.multiply %bcast_909, %decayed_47 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.weight, %multiply_1395 : tensor<384x1536xf32>
    %bcast_910 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1396 = stablehlo.multiply %bcast_910, %stages.2.blocks.8.mlp.fc2.weight.ema : tensor<384x1536xf32>
    %one_146 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_145 = stablehlo.subtract %one_146, %ema_decay : tensor<f32>
    %bcast_911 = stablehlo.broadcast_in_dim %one_minus_decay_145, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1397 = stablehlo.multiply %bcast_911, %stages.2.blocks.8.mlp.fc2.weight.new : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1396, %multiply_1397 : tensor<384x1536xf32>
    %cst_925 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1398 = stablehlo.multiply %cst_925, %stages.2.blocks.8.mlp.fc2.bias.m : tensor<384xf32>
    %cst_926 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1399 = stablehlo.multiply %cst_926, %clipped_146 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.m_new = stablehlo.add %multiply_1398, %multiply_1399 : tensor<384xf32>
    %multiply_1400 = stablehlo.multiply %clipped_146, %clipped_146 : tensor<384xf32>
    %cst_927 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1401 = stablehlo.multiply %cst_927, %stages.2.blocks.8.mlp.fc2.bias.v : tensor<384xf32>
    %cst_928 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1402 = stablehlo.multiply %cst_928, %multiply_1400 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.v_new = stablehlo.add %multiply_1401, %multiply_1402 : tensor<384xf32>
    %bcast_912 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_293 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.m_new, %bcast_912 : tensor<384xf32>
    %bcast_913 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_294 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.v_new, %bcast_913 : tensor<384xf32>
    %sqrt_146 = stablehlo.sqrt %divide_294 : tensor<384xf32>
    %cst_929 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_328 = stablehlo.add %sqrt_146, %cst_929 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.adam = stablehlo.divide %divide_293, %add_328 : tensor<384xf32>
    %bcast_914 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1403 = stablehlo.multiply %bcast_914, %stages.2.blocks.8.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.bias, %multiply_1403 : tensor<384xf32>
    %bcast_915 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1404 = stablehlo.multiply %bcast_915, %stages.2.blocks.8.mlp.fc2.bias.ema : tensor<384xf32>
    %one_147 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_146 = stablehlo.subtract %one_147, %ema_decay : tensor<f32>
    %bcast_916 = stablehlo.broadcast_in_dim %one_minus_decay_146, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1405 = stablehlo.multiply %bcast_916, %stages.2.blocks.8.mlp.fc2.bias.new : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1404, %multiply_1405 : tensor<384xf32>
    %cst_930 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1406 = stablehlo.multiply %cst_930, %stages.3.downsample.0.weight.m : tensor<384xf32>
    %cst_931 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1407 = stablehlo.multiply %cst_931, %clipped_147 : tensor<384xf32>
    %stages.3.downsample.0.weight.m_new = stablehlo.add %multiply_1406, %multiply_1407 : tensor<384xf32>
    %multiply_1408 = stablehlo.multiply %clipped_147, %clipped_147 : tensor<384xf32>
    %cst_932 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1409 = stablehlo.multiply %cst_932, %stages.3.downsample.0.weight.v : tensor<384xf32>
    %cst_933 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1410 = stablehlo.multiply %cst_933, %multiply_1408 : tensor<384xf32>
    %stages.3.downsample.0.weight.v_new = stablehlo.add %multiply_1409, %multiply_1410 : tensor<384xf32>
    %bcast_917 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_295 = stablehlo.divide %stages.3.downsample.0.weight.m_new, %bcast_917 : tensor<384xf32>
    %bcast_918 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_296 = stablehlo.divide %stages.3.downsample.0.weight.v_new, %bcast_918 : tensor<384xf32>
    %sqrt_147 = stablehlo.sqrt %divide_296 : tensor<384xf32>
    %cst_934 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_329 = stablehlo.add %sqrt_147, %cst_934 : tensor<384xf32>
    %stages.3.downsample.0.weight.adam = stablehlo.divide %divide_295, %add_329 : tensor<384xf32>
    %bcast_919 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1411 = stablehlo.multiply %bcast_919, %stages.3.downsample.0.weight.adam : tensor<384xf32>
    %stages.3.downsample.0.weight.new = stablehlo.subtract %stages.3.downsample.0.weight, %multiply_1411 : tensor<384xf32>
    %bcast_920 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1412 = stablehlo.multiply %bcast_920, %stages.3.downsample.0.weight.ema : tensor<384xf32>
    %one_148 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_147 = stablehlo.subtract %one_148, %ema_decay : tensor<f32>
    %bcast_921 = stablehlo.broadcast_in_dim %one_minus_decay_147, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1413 = stablehlo.multiply %bcast_921, %stages.3.downsample.0.weight.new : tensor<384xf32>
    %stages.3.downsample.0.weight.ema_new = stablehlo.add %multiply_1412, %multiply_1413 : tensor<384xf32>
    %cst_935 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1414 = stablehlo.multiply %cst_935, %stages.3.downsample.0.bias.m : tensor<384xf32>
    %cst_936 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1415 = stablehlo.multiply %cst_936, %clipped_148 : tensor<384xf32>
    %stages.3.downsample.0.bias.m_new = stablehlo.add %multiply_1414, %multiply_1415 : tensor<384xf32>
    %multiply_1416 = stablehlo.multiply %clipped_148, %clipped_148 : tensor<384xf32>
    %cst_937 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1417 = stablehlo.multiply %cst_937, %stages.3.downsample.0.bias.v : tensor<384xf32>
    %cst_938 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1418 = stablehlo.multiply %cst_938, %multiply_1416 : tensor<384xf32>
    %stages.3.downsample.0.bias.v_new = stablehlo.add %multiply_1417, %multiply_1418 : tensor<384xf32>
    %bcast_922 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_297 = stablehlo.divide %stages.3.downsample.0.bias.m_new, %bcast_922 : tensor<384xf32>
    %bcast_923 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_298 = stablehlo.divide %stages.3.downsample.0.bias.v_new, %bcast_923 : tensor<384xf32>
    %sqrt_148 = stablehlo.sqrt %divide_298 : tensor<384xf32>
    %cst_939 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_330 = stablehlo.add %sqrt_148, %cst_939 : tensor<384xf32>
    %stages.3.downsample.0.bias.adam = stablehlo.divide %divide_297, %add_330 : tensor<384xf32>
    %bcast_924 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1419 = stablehlo.multiply %bcast_924, %stages.3.downsample.0.bias.adam : tensor<384xf32>
    %stages.3.downsample.0.bias.new = stablehlo.subtract %stages.3.downsample.0.bias, %multiply_1419 : tensor<384xf32>
    %bcast_925 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1420 = stablehlo.multiply %bcast_925, %stages.3.downsample.0.bias.ema : tensor<384xf32>
    %one_149 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_148 = stablehlo.subtract %one_149, %ema_decay : tensor<f32>
    %bcast_926 = stablehlo.broadcast_in_dim %one_minus_decay_148, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1421 = stablehlo.multiply %bcast_926, %stages.3.downsample.0.bias.new : tensor<384xf32>
    %stages.3.downsample.0.bias.ema_new = stablehlo.add %multiply_1420, %multiply_1421 : tensor<384xf32>
    %cst_940 = stablehlo.constant dense<0.8999999761581421> : tensor<768x384x2x2xf32>
    %multiply_1422 = stablehlo.multiply %cst_940, %stages.3.downsample.1.weight.m : tensor<768x384x2x2xf32>
    %cst_941 = stablehlo.constant dense<0.10000000149011612> : tensor<768x384x2x2xf32>
    %multiply_1423 = stablehlo.multiply %cst_941, %clipped_149 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.m_new = stablehlo.add %multiply_1422, %multiply_1423 : tensor<768x384x2x2xf32>
    %multiply_1424 = stablehlo.multiply %clipped_149, %clipped_149 : tensor<768x384x2x2xf32>
    %cst_942 = stablehlo.constant dense<0.9990000128746033> : tensor<768x384x2x2xf32>
    %multiply_1425 = stablehlo.multiply %cst_942, %stages.3.downsample.1.weight.v : tensor<768x384x2x2xf32>
    %cst_943 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x384x2x2xf32>
    %multiply_1426 = stablehlo.multiply %cst_943, %multiply_1424 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.v_new = stablehlo.add %multiply_1425, %multiply_1426 : tensor<768x384x2x2xf32>
    %bcast_927 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_299 = stablehlo.divide %stages.3.downsample.1.weight.m_new, %bcast_927 : tensor<768x384x2x2xf32>
    %bcast_928 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_300 = stablehlo.divide %stages.3.downsample.1.weight.v_new, %bcast_928 : tensor<768x384x2x2xf32>
    %sqrt_149 = stablehlo.sqrt %divide_300 : tensor<768x384x2x2xf32>
    %cst_944 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x384x2x2xf32>
    %add_331 = stablehlo.add %sqrt_149, %cst_944 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.adam = stablehlo.divide %divide_299, %add_331 : tensor<768x384x2x2xf32>
    %cst_945 = stablehlo.constant dense<0.05000000074505806> : tensor<768x384x2x2xf32>
    %multiply_1427 = stablehlo.multiply %cst_945, %stages.3.downsample.1.weight : tensor<768x384x2x2xf32>
    %decayed_48 = stablehlo.add %stages.3.downsample.1.weight.adam, %multiply_1427 : tensor<768x384x2x2xf32>
    %bcast_929 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %multiply_1428 = stablehlo.multiply %bcast_929, %decayed_48 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.new = stablehlo.subtract %stages.3.downsample.1.weight, %multiply_1428 : tensor<768x384x2x2xf32>
    %bcast_930 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %multiply_1429 = stablehlo.multiply %bcast_930, %stages.3.downsample.1.weight.ema : tensor<768x384x2x2xf32>
    %one_150 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_149 = stablehlo.subtract %one_150, %ema_decay : tensor<f32>
    %bcast_931 = stablehlo.broadcast_in_dim %one_minus_decay_149, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %multiply_1430 = stablehlo.multiply %bcast_931, %stages.3.downsample.1.weight.new : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.ema_new = stablehlo.add %multiply_1429, %multiply_1430 : tensor<768x384x2x2xf32>
    %cst_946 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1431 = stablehlo.multiply %cst_946, %stages.3.downsample.1.bias.m : tensor<768xf32>
    %cst_947 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1432 = stablehlo.multiply %cst_947, %clipped_150 : tensor<768xf32>
    %stages.3.downsample.1.bias.m_new = stablehlo.add %multiply_1431, %multiply_1432 : tensor<768xf32>
    %multiply_1433 = stablehlo.multiply %clipped_150, %clipped_150 : tensor<768xf32>
    %cst_948 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1434 = stablehlo.multiply %cst_948, %stages.3.downsample.1.bias.v : tensor<768xf32>
    %cst_949 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1435 = stablehlo.multiply %cst_949, %multiply_1433 : tensor<768xf32>
    %stages.3.downsample.1.bias.v_new = stablehlo.add %multiply_1434, %multiply_1435 : tensor<768xf32>
    %bcast_932 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_301 = stablehlo.divide %stages.3.downsample.1.bias.m_new, %bcast_932 : tensor<768xf32>
    %bcast_933 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_302 = stablehlo.divide %stages.3.downsample.1.bias.v_new, %bcast_933 : tensor<768xf32>
    %sqrt_150 = stablehlo.sqrt %divide_302 : tensor<768xf32>
    %cst_950 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_332 = stablehlo.add %sqrt_150, %cst_950 : tensor<768xf32>
    %stages.3.downsample.1.bias.adam = stablehlo.divide %divide_301, %add_332 : tensor<768xf32>
    %bcast_934 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1436 = stablehlo.multiply %bcast_934, %stages.3.downsample.1.bias.adam : tensor<768xf32>
    %stages.3.downsample.1.bias.new = stablehlo.subtract %stages.3.downsample.1.bias, %multiply_1436 : tensor<768xf32>
    %bcast_935 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1437 = stablehlo.multiply %bcast_935, %stages.3.downsample.1.bias.ema : tensor<768xf32>
    %one_151 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_150 = stablehlo.subtract %one_151, %ema_decay : tensor<f32>
    %bcast_936 = stablehlo.broadcast_in_dim %one_minus_decay_150, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1438 = stablehlo.multiply %bcast_936, %stages.3.downsample.1.bias.new : tensor<768xf32>
    %stages.3.downsample.1.bias.ema_new = stablehlo.add %multiply_1437, %multiply_1438 : tensor<768xf32>
    %cst_951 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1439 = stablehlo.multiply %cst_951, %stages.3.blocks.0.gamma.m : tensor<768xf32>
    %cst_952 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1440 = stablehlo.multiply %cst_952, %clipped_151 : tensor<768xf32>
    %stages.3.blocks.0.gamma.m_new = stablehlo.add %multiply_1439, %multiply_1440 : tensor<768xf32>
    %multiply_1441 = stablehlo.multiply %clipped_151, %clipped_151 : tensor<768xf32>
    %cst_953 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1442 = stablehlo.multiply %cst_953, %stages.3.blocks.0.gamma.v : tensor<768xf32>
    %cst_954 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1443 = stablehlo.multiply %cst_954, %multiply_1441 : tensor<768xf32>
    %stages.3.blocks.0.gamma.v_new = stablehlo.add %multiply_1442, %multiply_1443 : tensor<768xf32>
    %bcast_937 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_303 = stablehlo.divide %stages.3.blocks.0.gamma.m_new, %bcast_937 : tensor<768xf32>
    %bcast_938 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_304 = stablehlo.divide %stages.3.blocks.0.gamma.v_new, %bcast_938 : tensor<768xf32>
    %sqrt_151 = stablehlo.sqrt %divide_304 : tensor<768xf32>
    %cst_955 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_333 = stablehlo.add %sqrt_151, %cst_955 : tensor<768xf32>
    %stages.3.blocks.0.gamma.adam = stablehlo.divide %divide_303, %add_333 : tensor<768xf32>
    %bcast_939 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1444 = stablehlo.multiply %bcast_939, %stages.3.blocks.0.gamma.adam : tensor<768xf32>
    %stages.3.blocks.0.gamma.new = stablehlo.subtract %stages.3.blocks.0.gamma, %multiply_1444 : tensor<768xf32>
    %bcast_940 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1445 = stablehlo.multiply %bcast_940, %stages.3.blocks.0.gamma.ema : tensor<768xf32>
    %one_152 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_151 = stablehlo.subtract %one_152, %ema_decay : tensor<f32>
    %bcast_941 = stablehlo.broadcast_in_dim %one_minus_decay_151, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1446 = stablehlo.multiply %bcast_941, %stages.3.blocks.0.gamma.new : tensor<768xf32>
    %stages.3.blocks.0.gamma.ema_new = stablehlo.add %multiply_1445, %multiply_1446 : tensor<768xf32>
    %cst_956 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1447 = stablehlo.multiply %cst_956, %stages.3.blocks.0.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_957 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1448 = stablehlo.multiply %cst_957, %clipped_152 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_1447, %multiply_1448 : tensor<768x1x7x7xf32>
    %multiply_1449 = stablehlo.multiply %clipped_152, %clipped_152 : tensor<768x1x7x7xf32>
    %cst_958 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1450 = stablehlo.multiply %cst_958, %stages.3.blocks.0.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_959 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1451 = stablehlo.multiply %cst_959, %multiply_1449 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_1450, %multiply_1451 : tensor<768x1x7x7xf32>
    %bcast_942 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_305 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.m_new, %bcast_942 : tensor<768x1x7x7xf32>
    %bcast_943 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_306 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.v_new, %bcast_943 : tensor<768x1x7x7xf32>
    %sqrt_152 = stablehlo.sqrt %divide_306 : tensor<768x1x7x7xf32>
    %cst_960 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_334 = stablehlo.add %sqrt_152, %cst_960 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_305, %add_334 : tensor<768x1x7x7xf32>
    %cst_961 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1452 = stablehlo.multiply %cst_961, %stages.3.blocks.0.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_49 = stablehlo.add %stages.3.blocks.0.conv_dw.weight.adam, %multiply_1452 : tensor<768x1x7x7xf32>
    %bcast_944 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1453 = stablehlo.multiply %bcast_944, %decayed_49 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.weight, %multiply_1453 : tensor<768x1x7x7xf32>
    %bcast_945 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1454 = stablehlo.multiply %bcast_945, %stages.3.blocks.0.conv_dw.weight.ema : tensor<768x1x7x7xf32>
    %one_153 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_152 = stablehlo.subtract %one_153, %ema_decay : tensor<f32>
    %bcast_946 = stablehlo.broadcast_in_dim %one_minus_decay_152, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1455 = stablehlo.multiply %bcast_946, %stages.3.blocks.0.conv_dw.weight.new : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.ema_new = stablehlo.add %multiply_1454, %multiply_1455 : tensor<768x1x7x7xf32>
    %cst_962 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1456 = stablehlo.multiply %cst_962, %stages.3.blocks.0.conv_dw.bias.m : tensor<768xf32>
    %cst_963 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1457 = stablehlo.multiply %cst_963, %clipped_153 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_1456, %multiply_1457 : tensor<768xf32>
    %multiply_1458 = stablehlo.multiply %clipped_153, %clipped_153 : tensor<768xf32>
    %cst_964 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1459 = stablehlo.multiply %cst_964, %stages.3.blocks.0.conv_dw.bias.v : tensor<768xf32>
    %cst_965 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1460 = stablehlo.multiply %cst_965, %multiply_1458 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_1459, %multiply_1460 : tensor<768xf32>
    %bcast_947 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_307 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.m_new, %bcast_947 : tensor<768xf32>
    %bcast_948 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_308 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.v_new, %bcast_948 : tensor<768xf32>
    %sqrt_153 = stablehlo.sqrt %divide_308 : tensor<768xf32>
    %cst_966 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_335 = stablehlo.add %sqrt_153, %cst_966 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_307, %add_335 : tensor<768xf32>
    %bcast_949 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1461 = stablehlo.multiply %bcast_949, %stages.3.blocks.0.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.bias, %multiply_1461 : tensor<768xf32>
    %bcast_950 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1462 = stablehlo.multiply %bcast_950, %stages.3.blocks.0.conv_dw.bias.ema : tensor<768xf32>
    %one_154 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_153 = stablehlo.subtract %one_154, %ema_decay : tensor<f32>
    %bcast_951 = stablehlo.broadcast_in_dim %one_minus_decay_153, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1463 = stablehlo.multiply %bcast_951, %stages.3.blocks.0.conv_dw.bias.new : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.ema_new = stablehlo.add %multiply_1462, %multiply_1463 : tensor<768xf32>
    %cst_967 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1464 = stablehlo.multiply %cst_967, %stages.3.blocks.0.norm.weight.m : tensor<768xf32>
    %cst_968 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1465 = stablehlo.multiply %cst_968, %clipped_154 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.m_new = stablehlo.add %multiply_1464, %multiply_1465 : tensor<768xf32>
    %multiply_1466 = stablehlo.multiply %clipped_154, %clipped_154 : tensor<768xf32>
    %cst_969 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1467 = stablehlo.multiply %cst_969, %stages.3.blocks.0.norm.weight.v : tensor<768xf32>
    %cst_970 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1468 = stablehlo.multiply %cst_970, %multiply_1466 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.v_new = stablehlo.add %multiply_1467, %multiply_1468 : tensor<768xf32>
    %bcast_952 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_309 = stablehlo.divide %stages.3.blocks.0.norm.weight.m_new, %bcast_952 : tensor<768xf32>
    %bcast_953 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_310 = stablehlo.divide %stages.3.blocks.0.norm.weight.v_new, %bcast_953 : tensor<768xf32>
    %sqrt_154 = stablehlo.sqrt %divide_310 : tensor<768xf32>
    %cst_971 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_336 = stablehlo.add %sqrt_154, %cst_971 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.adam = stablehlo.divide %divide_309, %add_336 : tensor<768xf32>
    %bcast_954 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1469 = stablehlo.multiply %bcast_954, %stages.3.blocks.0.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.new = stablehlo.subtract %stages.3.blocks.0.norm.weight, %multiply_1469 : tensor<768xf32>
    %bcast_955 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1470 = stablehlo.multiply %bcast_955, %stages.3.blocks.0.norm.weight.ema : tensor<768xf32>
    %one_155 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_154 = stablehlo.subtract %one_155, %ema_decay : tensor<f32>
    %bcast_956 = stablehlo.broadcast_in_dim %one_minus_decay_154, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1471 = stablehlo.multiply %bcast_956, %stages.3.blocks.0.norm.weight.new : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.ema_new = stablehlo.add %multiply_1470, %multiply_1471 : tensor<768xf32>
    %cst_972 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1472 = stablehlo.multiply %cst_972, %stages.3.blocks.0.norm.bias.m : tensor<768xf32>
    %cst_973 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1473 = stablehlo.multiply %cst_973, %clipped_155 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.m_new = stablehlo.add %multiply_1472, %multiply_1473 : tensor<768xf32>
    %multiply_1474 = stablehlo.multiply %clipped_155, %clipped_155 : tensor<768xf32>
    %cst_974 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1475 = stablehlo.multiply %cst_974, %stages.3.blocks.0.norm.bias.v : tensor<768xf32>
    %cst_975 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1476 = stablehlo.multiply %cst_975, %multiply_1474 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.v_new = stablehlo.add %multiply_1475, %multiply_1476 : tensor<768xf32>
    %bcast_957 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_311 = stablehlo.divide %stages.3.blocks.0.norm.bias.m_new, %bcast_957 : tensor<768xf32>
    %bcast_958 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_312 = stablehlo.divide %stages.3.blocks.0.norm.bias.v_new, %bcast_958 : tensor<768xf32>
    %sqrt_155 = stablehlo.sqrt %divide_312 : tensor<768xf32>
    %cst_976 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_337 = stablehlo.add %sqrt_155, %cst_976 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.adam = stablehlo.divide %divide_311, %add_337 : tensor<768xf32>
    %bcast_959 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1477 = stablehlo.multiply %bcast_959, %stages.3.blocks.0.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.new = stablehlo.subtract %stages.3.blocks.0.norm.bias, %multiply_1477 : tensor<768xf32>
    %bcast_960 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1478 = stablehlo.multiply %bcast_960, %stages.3.blocks.0.norm.bias.ema : tensor<768xf32>
    %one_156 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_155 = stablehlo.subtract %one_156, %ema_decay : tensor<f32>
    %bcast_961 = stablehlo.broadcast_in_dim %one_minus_decay_155, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1479 = stablehlo.multiply %bcast_961, %stages.3.blocks.0.norm.bias.new : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.ema_new = stablehlo.add %multiply_1478, %multiply_1479 : tensor<768xf32>
    %cst_977 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1480 = stablehlo.multiply %cst_977, %stages.3.blocks.0.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_978 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1481 = stablehlo.multiply %cst_978, %clipped_156 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_1480, %multiply_1481 : tensor<3072x768xf32>
    %multiply_1482 = stablehlo.multiply %clipped_156, %clipped_156 : tensor<3072x768xf32>
    %cst_979 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1483 = stablehlo.multiply %cst_979, %stages.3.blocks.0.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_980 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1484 = stablehlo.multiply %cst_980, %multiply_1482 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_1483, %multiply_1484 : tensor<3072x768xf32>
    %bcast_962 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_313 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.m_new, %bcast_962 : tensor<3072x768xf32>
    %bcast_963 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_314 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.v_new, %bcast_963 : tensor<3072x768xf32>
    %sqrt_156 = stablehlo.sqrt %divide_314 : tensor<3072x768xf32>
    %cst_981 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_338 = stablehlo.add %sqrt_156, %cst_981 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_313, %add_338 : tensor<3072x768xf32>
    %cst_982 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1485 = stablehlo.multiply %cst_982, %stages.3.blocks.0.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_50 = stablehlo.add %stages.3.blocks.0.mlp.fc1.weight.adam, %multiply_1485 : tensor<3072x768xf32>
    %bcast_964 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1486 = stablehlo.multiply %bcast_964, %decayed_50 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.weight, %multiply_1486 : tensor<3072x768xf32>
    %bcast_965 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1487 = stablehlo.multiply %bcast_965, %stages.3.blocks.0.mlp.fc1.weight.ema : tensor<3072x768xf32>
    %one_157 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_156 = stablehlo.subtract %one_157, %ema_decay : tensor<f32>
    %bcast_966 = stablehlo.broadcast_in_dim %one_minus_decay_156, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1488 = stablehlo.multiply %bcast_966, %stages.3.blocks.0.mlp.fc1.weight.new : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1487, %multiply_1488 : tensor<3072x768xf32>
    %cst_983 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1489 = stablehlo.multiply %cst_983, %stages.3.blocks.0.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_984 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1490 = stablehlo.multiply %cst_984, %clipped_157 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_1489, %multiply_1490 : tensor<3072xf32>
    %multiply_1491 = stablehlo.multiply %clipped_157, %clipped_157 : tensor<3072xf32>
    %cst_985 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1492 = stablehlo.multiply %cst_985, %stages.3.blocks.0.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_986 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1493 = stablehlo.multiply %cst_986, %multiply_1491 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_1492, %multiply_1493 : tensor<3072xf32>
    %bcast_967 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_315 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.m_new, %bcast_967 : tensor<3072xf32>
    %bcast_968 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_316 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.v_new, %bcast_968 : tensor<3072xf32>
    %sqrt_157 = stablehlo.sqrt %divide_316 : tensor<3072xf32>
    %cst_987 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_339 = stablehlo.add %sqrt_157, %cst_987 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_315, %add_339 : tensor<3072xf32>
    %bcast_969 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1494 = stablehlo.multiply %bcast_969, %stages.3.blocks.0.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.bias, %multiply_1494 : tensor<3072xf32>
    %bcast_970 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1495 = stablehlo.multiply %bcast_970, %stages.3.blocks.0.mlp.fc1.bias.ema : tensor<3072xf32>
    %one_158 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_157 = stablehlo.subtract %one_158, %ema_decay : tensor<f32>
    %bcast_971 = stablehlo.broadcast_in_dim %one_minus_decay_157, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1496 = stablehlo.multiply %bcast_971, %stages.3.blocks.0.mlp.fc1.bias.new : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1495, %multiply_1496 : tensor<3072xf32>
    %cst_988 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1497 = stablehlo.multiply %cst_988, %stages.3.blocks.0.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_989 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1498 = stablehlo.multiply %cst_989, %clipped_158 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_1497, %multiply_1498 : tensor<768x3072xf32>
    %multiply_1499 = stablehlo.multiply %clipped_158, %clipped_158 : tensor<768x3072xf32>
    %cst_990 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1500 = stablehlo.multiply %cst_990, %stages.3.blocks.0.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_991 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1501 = stablehlo.multiply %cst_991, %multiply_1499 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_1500, %multiply_1501 : tensor<768x3072xf32>
    %bcast_972 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_317 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.m_new, %bcast_972 : tensor<768x3072xf32>
    %bcast_973 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_318 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.v_new, %bcast_973 : tensor<768x3072xf32>
    %sqrt_158 = stablehlo.sqrt %divide_318 : tensor<768x3072xf32>
    %cst_992 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_340 = stablehlo.add %sqrt_158, %cst_992 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_317, %add_340 : tensor<768x3072xf32>
    %cst_993 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1502 = stablehlo.multiply %cst_993, %stages.3.blocks.0.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_51 = stablehlo.add %stages.3.blocks.0.mlp.fc2.weight.adam, %multiply_1502 : tensor<768x3072xf32>
    %bcast_974 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1503 = stablehlo.multiply %bcast_974, %decayed_51 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.weight, %multiply_1503 : tensor<768x3072xf32>
    %bcast_975 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1504 = stablehlo.multiply %bcast_975, %stages.3.blocks.0.mlp.fc2.weight.ema : tensor<768x3072xf32>
    %one_159 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_158 = stablehlo.subtract %one_159, %ema_decay : tensor<f32>
    %bcast_976 = stablehlo.broadcast_in_dim %one_minus_decay_158, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1505 = stablehlo.multiply %bcast_976, %stages.3.blocks.0.mlp.fc2.weight.new : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1504, %multiply_1505 : tensor<768x3072xf32>
    %cst_994 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1506 = stablehlo.multiply %cst_994, %stages.3.blocks.0.mlp.fc2.bias.m : tensor<768xf32>
    %cst_995 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1507 = stablehlo.multiply %cst_995, %clipped_159 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_1506, %multiply_1507 : tensor<768xf32>
    %multiply_1508 = stablehlo.multiply %clipped_159, %clipped_159 : tensor<768xf32>
    %cst_996 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1509 = stablehlo.multiply %cst_996, %stages.3.blocks.0.mlp.fc2.bias.v : tensor<768xf32>
    %cst_997 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1510 = stablehlo.multiply %cst_997, %multiply_1508 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_1509, %multiply_1510 : tensor<768xf32>
    %bcast_977 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_319 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.m_new, %bcast_977 : tensor<768xf32>
    %bcast_978 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_320 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.v_new, %bcast_978 : tensor<768xf32>
    %sqrt_159 = stablehlo.sqrt %divide_320 : tensor<768xf32>
    %cst_998 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_341 = stablehlo.add %sqrt_159, %cst_998 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_319, %add_341 : tensor<768xf32>
    %bcast_979 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1511 = stablehlo.multiply %bcast_979, %stages.3.blocks.0.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.bias, %multiply_1511 : tensor<768xf32>
    %bcast_980 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1512 = stablehlo.multiply %bcast_980, %stages.3.blocks.0.mlp.fc2.bias.ema : tensor<768xf32>
    %one_160 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_159 = stablehlo.subtract %one_160, %ema_decay : tensor<f32>
    %bcast_981 = stablehlo.broadcast_in_dim %one_minus_decay_159, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1513 = stablehlo.multiply %bcast_981, %stages.3.blocks.0.mlp.fc2.bias.new : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1512, %multiply_1513 : tensor<768xf32>
    %cst_999 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1514 = stablehlo.multiply %cst_999, %stages.3.blocks.1.gamma.m : tensor<768xf32>
    %cst_1000 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1515 = stablehlo.multiply %cst_1000, %clipped_160 : tensor<768xf32>
    %stages.3.blocks.1.gamma.m_new = stablehlo.add %multiply_1514, %multiply_1515 : tensor<768xf32>
    %multiply_1516 = stablehlo.multiply %clipped_160, %clipped_160 : tensor<768xf32>
    %cst_1001 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1517 = stablehlo.multiply %cst_1001, %stages.3.blocks.1.gamma.v : tensor<768xf32>
    %cst_1002 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1518 = stablehlo.multiply %cst_1002, %multiply_1516 : tensor<768xf32>
    %stages.3.blocks.1.gamma.v_new = stablehlo.add %multiply_1517, %multiply_1518 : tensor<768xf32>
    %bcast_982 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_321 = stablehlo.divide %stages.3.blocks.1.gamma.m_new, %bcast_982 : tensor<768xf32>
    %bcast_983 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_322 = stablehlo.divide %stages.3.blocks.1.gamma.v_new, %bcast_983 : tensor<768xf32>
    %sqrt_160 = stablehlo.sqrt %divide_322 : tensor<768xf32>
    %cst_1003 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_342 = stablehlo.add %sqrt_160, %cst_1003 : tensor<768xf32>
    %stages.3.blocks.1.gamma.adam = stablehlo.divide %divide_321, %add_342 : tensor<768xf32>
    %bcast_984 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1519 = stablehlo.multiply %bcast_984, %stages.3.blocks.1.gamma.adam : tensor<768xf32>
    %stages.3.blocks.1.gamma.new = stablehlo.subtract %stages.3.blocks.1.gamma, %multiply_1519 : tensor<768xf32>
    %bcast_985 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1520 = stablehlo.multiply %bcast_985, %stages.3.blocks.1.gamma.ema : tensor<768xf32>
    %one_161 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_160 = stablehlo.subtract %one_161, %ema_decay : tensor<f32>
    %bcast_986 = stablehlo.broadcast_in_dim %one_minus_decay_160, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1521 = stablehlo.multiply %bcast_986, %stages.3.blocks.1.gamma.new : tensor<768xf32>
    %stages.3.blocks.1.gamma.ema_new = stablehlo.add %multiply_1520, %multiply_1521 : tensor<768xf32>
    %cst_1004 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1522 = stablehlo.multiply %cst_1004, %stages.3.blocks.1.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1005 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1523 = stablehlo.multiply %cst_1005, %clipped_161 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_1522, %multiply_1523 : tensor<768x1x7x7xf32>
    %multiply_1524 = stablehlo.multiply %clipped_161, %clipped_161 : tensor<768x1x7x7xf32>
    %cst_1006 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1525 = stablehlo.multiply %cst_1006, %stages.3.blocks.1.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1007 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1526 = stablehlo.multiply %cst_1007, %multiply_1524 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_1525, %multiply_1526 : tensor<768x1x7x7xf32>
    %bcast_987 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_323 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.m_new, %bcast_987 : tensor<768x1x7x7xf32>
    %bcast_988 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_324 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.v_new, %bcast_988 : tensor<768x1x7x7xf32>
    %sqrt_161 = stablehlo.sqrt %divide_324 : tensor<768x1x7x7xf32>
    %cst_1008 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_343 = stablehlo.add %sqrt_161, %cst_1008 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_323, %add_343 : tensor<768x1x7x7xf32>
    %cst_1009 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1527 = stablehlo.multiply %cst_1009, %stages.3.blocks.1.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_52 = stablehlo.add %stages.3.blocks.1.conv_dw.weight.adam, %multiply_1527 : tensor<768x1x7x7xf32>
    %bcast_989 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1528 = stablehlo.multiply %bcast_989, %decayed_52 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.weight, %multiply_1528 : tensor<768x1x7x7xf32>
    %bcast_990 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1529 = stablehlo.multiply %bcast_990, %stages.3.blocks.1.conv_dw.weight.ema : tensor<768x1x7x7xf32>
    %one_162 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_161 = stablehlo.subtract %one_162, %ema_decay : tensor<f32>
    %bcast_991 = stablehlo.broadcast_in_dim %one_minus_decay_161, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1530 = stablehlo.multiply %bcast_991, %stages.3.blocks.1.conv_dw.weight.new : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.ema_new = stablehlo.add %multiply_1529, %multiply_1530 : tensor<768x1x7x7xf32>
    %cst_1010 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1531 = stablehlo.multiply %cst_1010, %stages.3.blocks.1.conv_dw.bias.m : tensor<768xf32>
    %cst_1011 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1532 = stablehlo.multiply %cst_1011, %clipped_162 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_1531, %multiply_1532 : tensor<768xf32>
    %multiply_1533 = stablehlo.multiply %clipped_162, %clipped_162 : tensor<768xf32>
    %cst_1012 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1534 = stablehlo.multiply %cst_1012, %stages.3.blocks.1.conv_dw.bias.v : tensor<768xf32>
    %cst_1013 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1535 = stablehlo.multiply %cst_1013, %multiply_1533 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_1534, %multiply_1535 : tensor<768xf32>
    %bcast_992 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_325 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.m_new, %bcast_992 : tensor<768xf32>
    %bcast_993 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_326 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.v_new, %bcast_993 : tensor<768xf32>
    %sqrt_162 = stablehlo.sqrt %divide_326 : tensor<768xf32>
    %cst_1014 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_344 = stablehlo.add %sqrt_162, %cst_1014 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_325, %add_344 : tensor<768xf32>
    %bcast_994 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1536 = stablehlo.multiply %bcast_994, %stages.3.blocks.1.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.bias, %multiply_1536 : tensor<768xf32>
    %bcast_995 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1537 = stablehlo.multiply %bcast_995, %stages.3.blocks.1.conv_dw.bias.ema : tensor<768xf32>
    %one_163 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_162 = stablehlo.subtract %one_163, %ema_decay : tensor<f32>
    %bcast_996 = stablehlo.broadcast_in_dim %one_minus_decay_162, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1538 = stablehlo.multiply %bcast_996, %stages.3.blocks.1.conv_dw.bias.new : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.ema_new = stablehlo.add %multiply_1537, %multiply_1538 : tensor<768xf32>
    %cst_1015 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1539 = stablehlo.multiply %cst_1015, %stages.3.blocks.1.norm.weight.m : tensor<768xf32>
    %cst_1016 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1540 = stablehlo.multiply %cst_1016, %clipped_163 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.m_new = stablehlo.add %multiply_1539, %multiply_1540 : tensor<768xf32>
    %multiply_1541 = stablehlo.multiply %clipped_163, %clipped_163 : tensor<768xf32>
    %cst_1017 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1542 = stablehlo.multiply %cst_1017, %stages.3.blocks.1.norm.weight.v : tensor<768xf32>
    %cst_1018 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1543 = stablehlo.multiply %cst_1018, %multiply_1541 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.v_new = stablehlo.add %multiply_1542, %multiply_1543 : tensor<768xf32>
    %bcast_997 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_327 = stablehlo.divide %stages.3.blocks.1.norm.weight.m_new, %bcast_997 : tensor<768xf32>
    %bcast_998 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_328 = stablehlo.divide %stages.3.blocks.1.norm.weight.v_new, %bcast_998 : tensor<768xf32>
    %sqrt_163 = stablehlo.sqrt %divide_328 : tensor<768xf32>
    %cst_1019 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_345 = stablehlo.add %sqrt_163, %cst_1019 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.adam = stablehlo.divide %divide_327, %add_345 : tensor<768xf32>
    %bcast_999 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1544 = stablehlo.multiply %bcast_999, %stages.3.blocks.1.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.new = stablehlo.subtract %stages.3.blocks.1.norm.weight, %multiply_1544 : tensor<768xf32>
    %bcast_1000 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1545 = stablehlo.multiply %bcast_1000, %stages.3.blocks.1.norm.weight.ema : tensor<768xf32>
    %one_164 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_163 = stablehlo.subtract %one_164, %ema_decay : tensor<f32>
    %bcast_1001 = stablehlo.broadcast_in_dim %one_minus_decay_163, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1546 = stablehlo.multiply %bcast_1001, %stages.3.blocks.1.norm.weight.new : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.ema_new = stablehlo.add %multiply_1545, %multiply_1546 : tensor<768xf32>
    %cst_1020 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1547 = stablehlo.multiply %cst_1020, %stages.3.blocks.1.norm.bias.m : tensor<768xf32>
    %cst_1021 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1548 = stablehlo.multiply %cst_1021, %clipped_164 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.m_new = stablehlo.add %multiply_1547, %multiply_1548 : tensor<768xf32>
    %multiply_1549 = stablehlo.multiply %clipped_164, %clipped_164 : tensor<768xf32>
    %cst_1022 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1550 = stablehlo.multiply %cst_1022, %stages.3.blocks.1.norm.bias.v : tensor<768xf32>
    %cst_1023 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1551 = stablehlo.multiply %cst_1023, %multiply_1549 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.v_new = stablehlo.add %multiply_1550, %multiply_1551 : tensor<768xf32>
    %bcast_1002 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_329 = stablehlo.divide %stages.3.blocks.1.norm.bias.m_new, %bcast_1002 : tensor<768xf32>
    %bcast_1003 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_330 = stablehlo.divide %stages.3.blocks.1.norm.bias.v_new, %bcast_1003 : tensor<768xf32>
    %sqrt_164 = stablehlo.sqrt %divide_330 : tensor<768xf32>
    %cst_1024 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_346 = stablehlo.add %sqrt_164, %cst_1024 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.adam = stablehlo.divide %divide_329, %add_346 : tensor<768xf32>
    %bcast_1004 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1552 = stablehlo.multiply %bcast_1004, %stages.3.blocks.1.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.new = stablehlo.subtract %stages.3.blocks.1.norm.bias, %multiply_1552 : tensor<768xf32>
    %bcast_1005 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1553 = stablehlo.multiply %bcast_1005, %stages.3.blocks.1.norm.bias.ema : tensor<768xf32>
    %one_165 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_164 = stablehlo.subtract %one_165, %ema_decay : tensor<f32>
    %bcast_1006 = stablehlo.broadcast_in_dim %one_minus_decay_164, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1554 = stablehlo.multiply %bcast_1006, %stages.3.blocks.1.norm.bias.new : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.ema_new = stablehlo.add %multiply_1553, %multiply_1554 : tensor<768xf32>
    %cst_1025 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1555 = stablehlo.multiply %cst_1025, %stages.3.blocks.1.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1026 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1556 = stablehlo.multiply %cst_1026, %clipped_165 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_1555, %multiply_1556 : tensor<3072x768xf32>
    %multiply_1557 = stablehlo.multiply %clipped_165, %clipped_165 : tensor<3072x768xf32>
    %cst_1027 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1558 = stablehlo.multiply %cst_1027, %stages.3.blocks.1.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1028 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1559 = stablehlo.multiply %cst_1028, %multiply_1557 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_1558, %multiply_1559 : tensor<3072x768xf32>
    %bcast_1007 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_331 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.m_new, %bcast_1007 : tensor<3072x768xf32>
    %bcast_1008 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_332 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.v_new, %bcast_1008 : tensor<3072x768xf32>
    %sqrt_165 = stablehlo.sqrt %divide_332 : tensor<3072x768xf32>
    %cst_1029 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_347 = stablehlo.add %sqrt_165, %cst_1029 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_331, %add_347 : tensor<3072x768xf32>
    %cst_1030 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1560 = stablehlo.multiply %cst_1030, %stages.3.blocks.1.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_53 = stablehlo.add %stages.3.blocks.1.mlp.fc1.weight.adam, %multiply_1560 : tensor<3072x768xf32>
    %bcast_1009 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1561 = stablehlo.multiply %bcast_1009, %decayed_53 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.weight, %multiply_1561 : tensor<3072x768xf32>
    %bcast_1010 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1562 = stablehlo.multiply %bcast_1010, %stages.3.blocks.1.mlp.fc1.weight.ema : tensor<3072x768xf32>
    %one_166 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_165 = stablehlo.subtract %one_166, %ema_decay : tensor<f32>
    %bcast_1011 = stablehlo.broadcast_in_dim %one_minus_decay_165, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1563 = stablehlo.multiply %bcast_1011, %stages.3.blocks.1.mlp.fc1.weight.new : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1562, %multiply_1563 : tensor<3072x768xf32>
    %cst_1031 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1564 = stablehlo.multiply %cst_1031, %stages.3.blocks.1.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1032 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1565 = stablehlo.multiply %cst_1032, %clipped_166 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_1564, %multiply_1565 : tensor<3072xf32>
    %multiply_1566 = stablehlo.multiply %clipped_166, %clipped_166 : tensor<3072xf32>
    %cst_1033 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1567 = stablehlo.multiply %cst_1033, %stages.3.blocks.1.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1034 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1568 = stablehlo.multiply %cst_1034, %multiply_1566 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_1567, %multiply_1568 : tensor<3072xf32>
    %bcast_1012 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_333 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.m_new, %bcast_1012 : tensor<3072xf32>
    %bcast_1013 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_334 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.v_new, %bcast_1013 : tensor<3072xf32>
    %sqrt_166 = stablehlo.sqrt %divide_334 : tensor<3072xf32>
    %cst_1035 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_348 = stablehlo.add %sqrt_166, %cst_1035 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_333, %add_348 : tensor<3072xf32>
    %bcast_1014 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1569 = stablehlo.multiply %bcast_1014, %stages.3.blocks.1.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.bias, %multiply_1569 : tensor<3072xf32>
    %bcast_1015 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1570 = stablehlo.multiply %bcast_1015, %stages.3.blocks.1.mlp.fc1.bias.ema : tensor<3072xf32>
    %one_167 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_166 = stablehlo.subtract %one_167, %ema_decay : tensor<f32>
    %bcast_1016 = stablehlo.broadcast_in_dim %one_minus_decay_166, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1571 = stablehlo.multiply %bcast_1016, %stages.3.blocks.1.mlp.fc1.bias.new : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1570, %multiply_1571 : tensor<3072xf32>
    %cst_1036 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1572 = stablehlo.multiply %cst_1036, %stages.3.blocks.1.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1037 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1573 = stablehlo.multiply %cst_1037, %clipped_167 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_1572, %multiply_1573 : tensor<768x3072xf32>
    %multiply_1574 = stablehlo.multiply %clipped_167, %clipped_167 : tensor<768x3072xf32>
    %cst_1038 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1575 = stablehlo.multiply %cst_1038, %stages.3.blocks.1.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1039 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1576 = stablehlo.multiply %cst_1039, %multiply_1574 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_1575, %multiply_1576 : tensor<768x3072xf32>
    %bcast_1017 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_335 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.m_new, %bcast_1017 : tensor<768x3072xf32>
    %bcast_1018 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_336 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.v_new, %bcast_1018 : tensor<768x3072xf32>
    %sqrt_167 = stablehlo.sqrt %divide_336 : tensor<768x3072xf32>
    %cst_1040 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_349 = stablehlo.add %sqrt_167, %cst_1040 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_335, %add_349 : tensor<768x3072xf32>
    %cst_1041 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1577 = stablehlo.multiply %cst_1041, %stages.3.blocks.1.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_54 = stablehlo.add %stages.3.blocks.1.mlp.fc2.weight.adam, %multiply_1577 : tensor<768x3072xf32>
    %bcast_1019 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1578 = stablehlo.multiply %bcast_1019, %decayed_54 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.weight, %multiply_1578 : tensor<768x3072xf32>
    %bcast_1020 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1579 = stablehlo.multiply %bcast_1020, %stages.3.blocks.1.mlp.fc2.weight.ema : tensor<768x3072xf32>
    %one_168 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_167 = stablehlo.subtract %one_168, %ema_decay : tensor<f32>
    %bcast_1021 = stablehlo.broadcast_in_dim %one_minus_decay_167, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1580 = stablehlo.multiply %bcast_1021, %stages.3.blocks.1.mlp.fc2.weight.new : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1579, %multiply_1580 : tensor<768x3072xf32>
    %cst_1042 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1581 = stablehlo.multiply %cst_1042, %stages.3.blocks.1.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1043 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1582 = stablehlo.multiply %cst_1043, %clipped_168 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_1581, %multiply_1582 : tensor<768xf32>
    %multiply_1583 = stablehlo.multiply %clipped_168, %clipped_168 : tensor<768xf32>
    %cst_1044 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1584 = stablehlo.multiply %cst_1044, %stages.3.blocks.1.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1045 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1585 = stablehlo.multiply %cst_1045, %multiply_1583 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_1584, %multiply_1585 : tensor<768xf32>
    %bcast_1022 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_337 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.m_new, %bcast_1022 : tensor<768xf32>
    %bcast_1023 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_338 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.v_new, %bcast_1023 : tensor<768xf32>
    %sqrt_168 = stablehlo.sqrt %divide_338 : tensor<768xf32>
    %cst_1046 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_350 = stablehlo.add %sqrt_168, %cst_1046 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_337, %add_350 : tensor<768xf32>
    %bcast_1024 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1586 = stablehlo.multiply %bcast_1024, %stages.3.blocks.1.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.bias, %multiply_1586 : tensor<768xf32>
    %bcast_1025 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1587 = stablehlo.multiply %bcast_1025, %stages.3.blocks.1.mlp.fc2.bias.ema : tensor<768xf32>
    %one_169 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_168 = stablehlo.subtract %one_169, %ema_decay : tensor<f32>
    %bcast_1026 = stablehlo.broadcast_in_dim %one_minus_decay_168, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1588 = stablehlo.multiply %bcast_1026, %stages.3.blocks.1.mlp.fc2.bias.new : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1587, %multiply_1588 : tensor<768xf32>
    %cst_1047 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1589 = stablehlo.multiply %cst_1047, %stages.3.blocks.2.gamma.m : tensor<768xf32>
    %cst_1048 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1590 = stablehlo.multiply %cst_1048, %clipped_169 : tensor<768xf32>
    %stages.3.blocks.2.gamma.m_new = stablehlo.add %multiply_1589, %multiply_1590 : tensor<768xf32>
    %multiply_1591 = stablehlo.multiply %clipped_169, %clipped_169 : tensor<768xf32>
    %cst_1049 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1592 = stablehlo.multiply %cst_1049, %stages.3.blocks.2.gamma.v : tensor<768xf32>
    %cst_1050 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1593 = stablehlo.multiply %cst_1050, %multiply_1591 : tensor<768xf32>
    %stages.3.blocks.2.gamma.v_new = stablehlo.add %multiply_1592, %multiply_1593 : tensor<768xf32>
    %bcast_1027 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_339 = stablehlo.divide %stages.3.blocks.2.gamma.m_new, %bcast_1027 : tensor<768xf32>
    %bcast_1028 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_340 = stablehlo.divide %stages.3.blocks.2.gamma.v_new, %bcast_1028 : tensor<768xf32>
    %sqrt_169 = stablehlo.sqrt %divide_340 : tensor<768xf32>
    %cst_1051 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_351 = stablehlo.add %sqrt_169, %cst_1051 : tensor<768xf32>
    %stages.3.blocks.2.gamma.adam = stablehlo.divide %divide_339, %add_351 : tensor<768xf32>
    %bcast_1029 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1594 = stablehlo.multiply %bcast_1029, %stages.3.blocks.2.gamma.adam : tensor<768xf32>
    %stages.3.blocks.2.gamma.new = stablehlo.subtract %stages.3.blocks.2.gamma, %multiply_1594 : tensor<768xf32>
    %bcast_1030 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1595 = stablehlo.multiply %bcast_1030, %stages.3.blocks.2.gamma.ema : tensor<768xf32>
    %one_170 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_169 = stablehlo.subtract %one_170, %ema_decay : tensor<f32>
    %bcast_1031 = stablehlo.broadcast_in_dim %one_minus_decay_169, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1596 = stablehlo.multiply %bcast_1031, %stages.3.blocks.2.gamma.new : tensor<768xf32>
    %stages.3.blocks.2.gamma.ema_new = stablehlo.add %multiply_1595, %multiply_1596 : tensor<768xf32>
    %cst_1052 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1597 = stablehlo.multiply %cst_1052, %stages.3.blocks.2.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1053 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1598 = stablehlo.multiply %cst_1053, %clipped_170 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_1597, %multiply_1598 : tensor<768x1x7x7xf32>
    %multiply_1599 = stablehlo.multiply %clipped_170, %clipped_170 : tensor<768x1x7x7xf32>
    %cst_1054 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1600 = stablehlo.multiply %cst_1054, %stages.3.blocks.2.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1055 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1601 = stablehlo.multiply %cst_1055, %multiply_1599 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_1600, %multiply_1601 : tensor<768x1x7x7xf32>
    %bcast_1032 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_341 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.m_new, %bcast_1032 : tensor<768x1x7x7xf32>
    %bcast_1033 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_342 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.v_new, %bcast_1033 : tensor<768x1x7x7xf32>
    %sqrt_170 = stablehlo.sqrt %divide_342 : tensor<768x1x7x7xf32>
    %cst_1056 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_352 = stablehlo.add %sqrt_170, %cst_1056 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_341, %add_352 : tensor<768x1x7x7xf32>
    %cst_1057 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1602 = stablehlo.multiply %cst_1057, %stages.3.blocks.2.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_55 = stablehlo.add %stages.3.blocks.2.conv_dw.weight.adam, %multiply_1602 : tensor<768x1x7x7xf32>
    %bcast_1034 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1603 = stablehlo.multiply %bcast_1034, %decayed_55 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.weight, %multiply_1603 : tensor<768x1x7x7xf32>
    %bcast_1035 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1604 = stablehlo.multiply %bcast_1035, %stages.3.blocks.2.conv_dw.weight.ema : tensor<768x1x7x7xf32>
    %one_171 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_170 = stablehlo.subtract %one_171, %ema_decay : tensor<f32>
    %bcast_1036 = stablehlo.broadcast_in_dim %one_minus_decay_170, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1605 = stablehlo.multiply %bcast_1036, %stages.3.blocks.2.conv_dw.weight.new : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.ema_new = stablehlo.add %multiply_1604, %multiply_1605 : tensor<768x1x7x7xf32>
    %cst_1058 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1606 = stablehlo.multiply %cst_1058, %stages.3.blocks.2.conv_dw.bias.m : tensor<768xf32>
    %cst_1059 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1607 = stablehlo.multiply %cst_1059, %clipped_171 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_1606, %multiply_1607 : tensor<768xf32>
    %multiply_1608 = stablehlo.multiply %clipped_171, %clipped_171 : tensor<768xf32>
    %cst_1060 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1609 = stablehlo.multiply %cst_1060, %stages.3.blocks.2.conv_dw.bias.v : tensor<768xf32>
    %cst_1061 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1610 = stablehlo.multiply %cst_1061, %multiply_1608 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_1609, %multiply_1610 : tensor<768xf32>
    %bcast_1037 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_343 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.m_new, %bcast_1037 : tensor<768xf32>
    %bcast_1038 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_344 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.v_new, %bcast_1038 : tensor<768xf32>
    %sqrt_171 = stablehlo.sqrt %divide_344 : tensor<768xf32>
    %cst_1062 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_353 = stablehlo.add %sqrt_171, %cst_1062 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_343, %add_353 : tensor<768xf32>
    %bcast_1039 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1611 = stablehlo.multiply %bcast_1039, %stages.3.blocks.2.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.bias, %multiply_1611 : tensor<768xf32>
    %bcast_1040 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1612 = stablehlo.multiply %bcast_1040, %stages.3.blocks.2.conv_dw.bias.ema : tensor<768xf32>
    %one_172 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_171 = stablehlo.subtract %one_172, %ema_decay : tensor<f32>
    %bcast_1041 = stablehlo.broadcast_in_dim %one_minus_decay_171, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1613 = stablehlo.multiply %bcast_1041, %stages.3.blocks.2.conv_dw.bias.new : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.ema_new = stablehlo.add %multiply_1612, %multiply_1613 : tensor<768xf32>
    %cst_1063 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1614 = stablehlo.multiply %cst_1063, %stages.3.blocks.2.norm.weight.m : tensor<768xf32>
    %cst_1064 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1615 = stablehlo.multiply %cst_1064, %clipped_172 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.m_new = stablehlo.add %multiply_1614, %multiply_1615 : tensor<768xf32>
    %multiply_1616 = stablehlo.multiply %clipped_172, %clipped_172 : tensor<768xf32>
    %cst_1065 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1617 = stablehlo.multiply %cst_1065, %stages.3.blocks.2.norm.weight.v : tensor<768xf32>
    %cst_1066 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1618 = stablehlo.multiply %cst_1066, %multiply_1616 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.v_new = stablehlo.add %multiply_1617, %multiply_1618 : tensor<768xf32>
    %bcast_1042 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_345 = stablehlo.divide %stages.3.blocks.2.norm.weight.m_new, %bcast_1042 : tensor<768xf32>
    %bcast_1043 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_346 = stablehlo.divide %stages.3.blocks.2.norm.weight.v_new, %bcast_1043 : tensor<768xf32>
    %sqrt_172 = stablehlo.sqrt %divide_346 : tensor<768xf32>
    %cst_1067 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_354 = stablehlo.add %sqrt_172, %cst_1067 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.adam = stablehlo.divide %divide_345, %add_354 : tensor<768xf32>
    %bcast_1044 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1619 = stablehlo.multiply %bcast_1044, %stages.3.blocks.2.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.new = stablehlo.subtract %stages.3.blocks.2.norm.weight, %multiply_1619 : tensor<768xf32>
    %bcast_1045 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1620 = stablehlo.multiply %bcast_1045, %stages.3.blocks.2.norm.weight.ema : tensor<768xf32>
    %one_173 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_172 = stablehlo.subtract %one_173, %ema_decay : tensor<f32>
    %bcast_1046 = stablehlo.broadcast_in_dim %one_minus_decay_172, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1621 = stablehlo.multiply %bcast_1046, %stages.3.blocks.2.norm.weight.new : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.ema_new = stablehlo.add %multiply_1620, %multiply_1621 : tensor<768xf32>
    %cst_1068 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1622 = stablehlo.multiply %cst_1068, %stages.3.blocks.2.norm.bias.m : tensor<768xf32>
    %cst_1069 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1623 = stablehlo.multiply %cst_1069, %clipped_173 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.m_new = stablehlo.add %multiply_1622, %multiply_1623 : tensor<768xf32>
    %multiply_1624 = stablehlo.multiply %clipped_173, %clipped_173 : tensor<768xf32>
    %cst_1070 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1625 = stablehlo.multiply %cst_1070, %stages.3.blocks.2.norm.bias.v : tensor<768xf32>
    %cst_1071 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1626 = stablehlo.multiply %cst_1071, %multiply_1624 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.v_new = stablehlo.add %multiply_1625, %multiply_1626 : tensor<768xf32>
    %bcast_1047 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_347 = stablehlo.divide %stages.3.blocks.2.norm.bias.m_new, %bcast_1047 : tensor<768xf32>
    %bcast_1048 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_348 = stablehlo.divide %stages.3.blocks.2.norm.bias.v_new, %bcast_1048 : tensor<768xf32>
    %sqrt_173 = stablehlo.sqrt %divide_348 : tensor<768xf32>
    %cst_1072 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_355 = stablehlo.add %sqrt_173, %cst_1072 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.adam = stablehlo.divide %divide_347, %add_355 : tensor<768xf32>
    %bcast_1049 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1627 = stablehlo.multiply %bcast_1049, %stages.3.blocks.2.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.new = stablehlo.subtract %stages.3.blocks.2.norm.bias, %multiply_1627 : tensor<768xf32>
    %bcast_1050 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1628 = stablehlo.multiply %bcast_1050, %stages.3.blocks.2.norm.bias.ema : tensor<768xf32>
    %one_174 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_173 = stablehlo.subtract %one_174, %ema_decay : tensor<f32>
    %bcast_1051 = stablehlo.broadcast_in_dim %one_minus_decay_173, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1629 = stablehlo.multiply %bcast_1051, %stages.3.blocks.2.norm.bias.new : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.ema_new = stablehlo.add %multiply_1628, %multiply_1629 : tensor<768xf32>
    %cst_1073 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1630 = stablehlo.multiply %cst_1073, %stages.3.blocks.2.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1074 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1631 = stablehlo.multiply %cst_1074, %clipped_174 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_1630, %multiply_1631 : tensor<3072x768xf32>
    %multiply_1632 = stablehlo.multiply %clipped_174, %clipped_174 : tensor<3072x768xf32>
    %cst_1075 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1633 = stablehlo.multiply %cst_1075, %stages.3.blocks.2.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1076 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1634 = stablehlo.multiply %cst_1076, %multiply_1632 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_1633, %multiply_1634 : tensor<3072x768xf32>
    %bcast_1052 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_349 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.m_new, %bcast_1052 : tensor<3072x768xf32>
    %bcast_1053 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_350 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.v_new, %bcast_1053 : tensor<3072x768xf32>
    %sqrt_174 = stablehlo.sqrt %divide_350 : tensor<3072x768xf32>
    %cst_1077 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_356 = stablehlo.add %sqrt_174, %cst_1077 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_349, %add_356 : tensor<3072x768xf32>
    %cst_1078 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1635 = stablehlo.multiply %cst_1078, %stages.3.blocks.2.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_56 = stablehlo.add %stages.3.blocks.2.mlp.fc1.weight.adam, %multiply_1635 : tensor<3072x768xf32>
    %bcast_1054 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1636 = stablehlo.multiply %bcast_1054, %decayed_56 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.weight, %multiply_1636 : tensor<3072x768xf32>
    %bcast_1055 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1637 = stablehlo.multiply %bcast_1055, %stages.3.blocks.2.mlp.fc1.weight.ema : tensor<3072x768xf32>
    %one_175 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_174 = stablehlo.subtract %one_175, %ema_decay : tensor<f32>
    %bcast_1056 = stablehlo.broadcast_in_dim %one_minus_decay_174, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1638 = stablehlo.multiply %bcast_1056, %stages.3.blocks.2.mlp.fc1.weight.new : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.ema_new = stablehlo.add %multiply_1637, %multiply_1638 : tensor<3072x768xf32>
    %cst_1079 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1639 = stablehlo.multiply %cst_1079, %stages.3.blocks.2.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1080 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1640 = stablehlo.multiply %cst_1080, %clipped_175 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_1639, %multiply_1640 : tensor<3072xf32>
    %multiply_1641 = stablehlo.multiply %clipped_175, %clipped_175 : tensor<3072xf32>
    %cst_1081 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1642 = stablehlo.multiply %cst_1081, %stages.3.blocks.2.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1082 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1643 = stablehlo.multiply %cst_1082, %multiply_1641 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_1642, %multiply_1643 : tensor<3072xf32>
    %bcast_1057 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_351 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.m_new, %bcast_1057 : tensor<3072xf32>
    %bcast_1058 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_352 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.v_new, %bcast_1058 : tensor<3072xf32>
    %sqrt_175 = stablehlo.sqrt %divide_352 : tensor<3072xf32>
    %cst_1083 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_357 = stablehlo.add %sqrt_175, %cst_1083 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_351, %add_357 : tensor<3072xf32>
    %bcast_1059 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1644 = stablehlo.multiply %bcast_1059, %stages.3.blocks.2.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.bias, %multiply_1644 : tensor<3072xf32>
    %bcast_1060 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1645 = stablehlo.multiply %bcast_1060, %stages.3.blocks.2.mlp.fc1.bias.ema : tensor<3072xf32>
    %one_176 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_175 = stablehlo.subtract %one_176, %ema_decay : tensor<f32>
    %bcast_1061 = stablehlo.broadcast_in_dim %one_minus_decay_175, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1646 = stablehlo.multiply %bcast_1061, %stages.3.blocks.2.mlp.fc1.bias.new : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.ema_new = stablehlo.add %multiply_1645, %multiply_1646 : tensor<3072xf32>
    %cst_1084 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1647 = stablehlo.multiply %cst_1084, %stages.3.blocks.2.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1085 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1648 = stablehlo.multiply %cst_1085, %clipped_176 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_1647, %multiply_1648 : tensor<768x3072xf32>
    %multiply_1649 = stablehlo.multiply %clipped_176, %clipped_176 : tensor<768x3072xf32>
    %cst_1086 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1650 = stablehlo.multiply %cst_1086, %stages.3.blocks.2.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1087 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1651 = stablehlo.multiply %cst_1087, %multiply_1649 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_1650, %multiply_1651 : tensor<768x3072xf32>
    %bcast_1062 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_353 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.m_new, %bcast_1062 : tensor<768x3072xf32>
    %bcast_1063 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_354 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.v_new, %bcast_1063 : tensor<768x3072xf32>
    %sqrt_176 = stablehlo.sqrt %divide_354 : tensor<768x3072xf32>
    %cst_1088 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_358 = stablehlo.add %sqrt_176, %cst_1088 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_353, %add_358 : tensor<768x3072xf32>
    %cst_1089 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1652 = stablehlo.multiply %cst_1089, %stages.3.blocks.2.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_57 = stablehlo.add %stages.3.blocks.2.mlp.fc2.weight.adam, %multiply_1652 : tensor<768x3072xf32>
    %bcast_1064 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1653 = stablehlo.multiply %bcast_1064, %decayed_57 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.weight, %multiply_1653 : tensor<768x3072xf32>
    %bcast_1065 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1654 = stablehlo.multiply %bcast_1065, %stages.3.blocks.2.mlp.fc2.weight.ema : tensor<768x3072xf32>
    %one_177 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_176 = stablehlo.subtract %one_177, %ema_decay : tensor<f32>
    %bcast_1066 = stablehlo.broadcast_in_dim %one_minus_decay_176, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1655 = stablehlo.multiply %bcast_1066, %stages.3.blocks.2.mlp.fc2.weight.new : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.ema_new = stablehlo.add %multiply_1654, %multiply_1655 : tensor<768x3072xf32>
    %cst_1090 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1656 = stablehlo.multiply %cst_1090, %stages.3.blocks.2.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1091 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1657 = stablehlo.multiply %cst_1091, %clipped_177 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_1656, %multiply_1657 : tensor<768xf32>
    %multiply_1658 = stablehlo.multiply %clipped_177, %clipped_177 : tensor<768xf32>
    %cst_1092 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1659 = stablehlo.multiply %cst_1092, %stages.3.blocks.2.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1093 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1660 = stablehlo.multiply %cst_1093, %multiply_1658 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_1659, %multiply_1660 : tensor<768xf32>
    %bcast_1067 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_355 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.m_new, %bcast_1067 : tensor<768xf32>
    %bcast_1068 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_356 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.v_new, %bcast_1068 : tensor<768xf32>
    %sqrt_177 = stablehlo.sqrt %divide_356 : tensor<768xf32>
    %cst_1094 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_359 = stablehlo.add %sqrt_177, %cst_1094 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_355, %add_359 : tensor<768xf32>
    %bcast_1069 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1661 = stablehlo.multiply %bcast_1069, %stages.3.blocks.2.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.bias, %multiply_1661 : tensor<768xf32>
    %bcast_1070 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1662 = stablehlo.multiply %bcast_1070, %stages.3.blocks.2.mlp.fc2.bias.ema : tensor<768xf32>
    %one_178 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_177 = stablehlo.subtract %one_178, %ema_decay : tensor<f32>
    %bcast_1071 = stablehlo.broadcast_in_dim %one_minus_decay_177, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1663 = stablehlo.multiply %bcast_1071, %stages.3.blocks.2.mlp.fc2.bias.new : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.ema_new = stablehlo.add %multiply_1662, %multiply_1663 : tensor<768xf32>
    %cst_1095 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1664 = stablehlo.multiply %cst_1095, %head.norm.weight.m : tensor<768xf32>
    %cst_1096 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1665 = stablehlo.multiply %cst_1096, %clipped_178 : tensor<768xf32>
    %head.norm.weight.m_new = stablehlo.add %multiply_1664, %multiply_1665 : tensor<768xf32>
    %multiply_1666 = stablehlo.multiply %clipped_178, %clipped_178 : tensor<768xf32>
    %cst_1097 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1667 = stablehlo.multiply %cst_1097, %head.norm.weight.v : tensor<768xf32>
    %cst_1098 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1668 = stablehlo.multiply %cst_1098, %multiply_1666 : tensor<768xf32>
    %head.norm.weight.v_new = stablehlo.add %multiply_1667, %multiply_1668 : tensor<768xf32>
    %bcast_1072 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_357 = stablehlo.divide %head.norm.weight.m_new, %bcast_1072 : tensor<768xf32>
    %bcast_1073 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_358 = stablehlo.divide %head.norm.weight.v_new, %bcast_1073 : tensor<768xf32>
    %sqrt_178 = stablehlo.sqrt %divide_358 : tensor<768xf32>
    %cst_1099 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_360 = stablehlo.add %sqrt_178, %cst_1099 : tensor<768xf32>
    %head.norm.weight.adam = stablehlo.divide %divide_357, %add_360 : tensor<768xf32>
    %bcast_1074 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1669 = stablehlo.multiply %bcast_1074, %head.norm.weight.adam : tensor<768xf32>
    %head.norm.weight.new = stablehlo.subtract %head.norm.weight, %multiply_1669 : tensor<768xf32>
    %bcast_1075 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1670 = stablehlo.multiply %bcast_1075, %head.norm.weight.ema : tensor<768xf32>
    %one_179 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_178 = stablehlo.subtract %one_179, %ema_decay : tensor<f32>
    %bcast_1076 = stablehlo.broadcast_in_dim %one_minus_decay_178, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1671 = stablehlo.multiply %bcast_1076, %head.norm.weight.new : tensor<768xf32>
    %head.norm.weight.ema_new = stablehlo.add %multiply_1670, %multiply_1671 : tensor<768xf32>
    %cst_1100 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1672 = stablehlo.multiply %cst_1100, %head.norm.bias.m : tensor<768xf32>
    %cst_1101 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1673 = stablehlo.multiply %cst_1101, %clipped_179 : tensor<768xf32>
    %head.norm.bias.m_new = stablehlo.add %multiply_1672, %multiply_1673 : tensor<768xf32>
    %multiply_1674 = stablehlo.multiply %clipped_179, %clipped_179 : tensor<768xf32>
    %cst_1102 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1675 = stablehlo.multiply %cst_1102, %head.norm.bias.v : tensor<768xf32>
    %cst_1103 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1676 = stablehlo.multiply %cst_1103, %multiply_1674 : tensor<768xf32>
    %head.norm.bias.v_new = stablehlo.add %multiply_1675, %multiply_1676 : tensor<768xf32>
    %bcast_1077 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_359 = stablehlo.divide %head.norm.bias.m_new, %bcast_1077 : tensor<768xf32>
    %bcast_1078 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_360 = stablehlo.divide %head.norm.bias.v_new, %bcast_1078 : tensor<768xf32>
    %sqrt_179 = stablehlo.sqrt %divide_360 : tensor<768xf32>
    %cst_1104 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_361 = stablehlo.add %sqrt_179, %cst_1104 : tensor<768xf32>
    %head.norm.bias.adam = stablehlo.divide %divide_359, %add_361 : tensor<768xf32>
    %bcast_1079 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1677 = stablehlo.multiply %bcast_1079, %head.norm.bias.adam : tensor<768xf32>
    %head.norm.bias.new = stablehlo.subtract %head.norm.bias, %multiply_1677 : tensor<768xf32>
    %bcast_1080 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1678 = stablehlo.multiply %bcast_1080, %head.norm.bias.ema : tensor<768xf32>
    %one_180 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_179 = stablehlo.subtract %one_180, %ema_decay : tensor<f32>
    %bcast_1081 = stablehlo.broadcast_in_dim %one_minus_decay_179, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1679 = stablehlo.multiply %bcast_1081, %head.norm.bias.new : tensor<768xf32>
    %head.norm.bias.ema_new = stablehlo.add %multiply_1678, %multiply_1679 : tensor<768xf32>
    %cst_1105 = stablehlo.constant dense<0.8999999761581421> : tensor<1000x768xf32>
    %multiply_1680 = stablehlo.multiply %cst_1105, %head.fc.weight.m : tensor<1000x768xf32>
    %cst_1106 = stablehlo.constant dense<0.10000000149011612> : tensor<1000x768xf32>
    %multiply_1681 = stablehlo.multiply %cst_1106, %clipped_180 : tensor<1000x768xf32>
    %head.fc.weight.m_new = stablehlo.add %multiply_1680, %multiply_1681 : tensor<1000x768xf32>
    %multiply_1682 = stablehlo.multiply %clipped_180, %clipped_180 : tensor<1000x768xf32>
    %cst_1107 = stablehlo.constant dense<0.9990000128746033> : tensor<1000x768xf32>
    %multiply_1683 = stablehlo.multiply %cst_1107, %head.fc.weight.v : tensor<1000x768xf32>
    %cst_1108 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000x768xf32>
    %multiply_1684 = stablehlo.multiply %cst_1108, %multiply_1682 : tensor<1000x768xf32>
    %head.fc.weight.v_new = stablehlo.add %multiply_1683, %multiply_1684 : tensor<1000x768xf32>
    %bcast_1082 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %divide_361 = stablehlo.divide %head.fc.weight.m_new, %bcast_1082 : tensor<1000x768xf32>
    %bcast_1083 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %divide_362 = stablehlo.divide %head.fc.weight.v_new, %bcast_1083 : tensor<1000x768xf32>
    %sqrt_180 = stablehlo.sqrt %divide_362 : tensor<1000x768xf32>
    %cst_1109 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000x768xf32>
    %add_362 = stablehlo.add %sqrt_180, %cst_1109 : tensor<1000x768xf32>
    %head.fc.weight.adam = stablehlo.divide %divide_361, %add_362 : tensor<1000x768xf32>
    %cst_1110 = stablehlo.constant dense<0.05000000074505806> : tensor<1000x768xf32>
    %multiply_1685 = stablehlo.multiply %cst_1110, %head.fc.weight : tensor<1000x768xf32>
    %decayed_58 = stablehlo.add %head.fc.weight.adam, %multiply_1685 : tensor<1000x768xf32>
    %bcast_1084 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %multiply_1686 = stablehlo.multiply %bcast_1084, %decayed_58 : tensor<1000x768xf32>
    %head.fc.weight.new = stablehlo.subtract %head.fc.weight, %multiply_1686 : tensor<1000x768xf32>
    %bcast_1085 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %multiply_1687 = stablehlo.multiply %bcast_1085, %head.fc.weight.ema : tensor<1000x768xf32>
    %one_181 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_180 = stablehlo.subtract %one_181, %ema_decay : tensor<f32>
    %bcast_1086 = stablehlo.broadcast_in_dim %one_minus_decay_180, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %multiply_1688 = stablehlo.multiply %bcast_1086, %head.fc.weight.new : tensor<1000x768xf32>
    %head.fc.weight.ema_new = stablehlo.add %multiply_1687, %multiply_1688 : tensor<1000x768xf32>
    %cst_1111 = stablehlo.constant dense<0.8999999761581421> : tensor<1000xf32>
    %multiply_1689 = stablehlo.multiply %cst_1111, %head.fc.bias.m : tensor<1000xf32>
    %cst_1112 = stablehlo.constant dense<0.10000000149011612> : tensor<1000xf32>
    %multiply_1690 = stablehlo.multiply %cst_1112, %clipped_181 : tensor<1000xf32>
    %head.fc.bias.m_new = stablehlo.add %multiply_1689, %multiply_1690 : tensor<1000xf32>
    %multiply_1691 = stablehlo.multiply %clipped_181, %clipped_181 : tensor<1000xf32>
    %cst_1113 = stablehlo.constant dense<0.9990000128746033> : tensor<1000xf32>
    %multiply_1692 = stablehlo.multiply %cst_1113, %head.fc.bias.v : tensor<1000xf32>
    %cst_1114 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000xf32>
    %multiply_1693 = stablehlo.multiply %cst_1114, %multiply_1691 : tensor<1000xf32>
    %head.fc.bias.v_new = stablehlo.add %multiply_1692, %multiply_1693 : tensor<1000xf32>
    %bcast_1087 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_363 = stablehlo.divide %head.fc.bias.m_new, %bcast_1087 : tensor<1000xf32>
    %bcast_1088 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_364 = stablehlo.divide %head.fc.bias.v_new, %bcast_1088 : tensor<1000xf32>
    %sqrt_181 = stablehlo.sqrt %divide_364 : tensor<1000xf32>
    %cst_1115 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000xf32>
    %add_363 = stablehlo.add %sqrt_181, %cst_1115 : tensor<1000xf32>
    %head.fc.bias.adam = stablehlo.divide %divide_363, %add_363 : tensor<1000xf32>
    %bcast_1089 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %multiply_1694 = stablehlo.multiply %bcast_1089, %head.fc.bias.adam : tensor<1000xf32>
    %head.fc.bias.new = stablehlo.subtract %head.fc.bias, %multiply_1694 : tensor<1000xf32>
    %bcast_1090 = stablehlo.broadcast_in_dim %ema_decay, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %multiply_1695 = stablehlo.multiply %bcast_1090, %head.fc.bias.ema : tensor<1000xf32>
    %one_182 = stablehlo.constant dense<1.0> : tensor<f32>
    %one_minus_decay_181 = stablehlo.subtract %one_182, %ema_decay : tensor<f32>
    %bcast_1091 = stablehlo.broadcast_in_dim %one_minus_decay_181, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %multiply_1696 = stablehlo.multiply %bcast_1091, %head.fc.bias.new : tensor<1000xf32>
    %head.fc.bias.ema_new = stablehlo.add %multiply_1695, %multiply_1696 : tensor<1000xf32>
    return %stem.0.weight.new, %stem.0.bias.new, %stem.1.weight.new, %stem.1.bias.new, %stages.0.blocks.0.gamma.new, %stages.0.blocks.0.conv_dw.weight.new, %stages.0.blocks.0.conv_dw.bias.new, %stages.0.blocks.0.norm.weight.new, %stages.0.blocks.0.norm.bias.new, %stages.0.blocks.0.mlp.fc1.weight.new, %stages.0.blocks.0.mlp.fc1.bias.new, %stages.0.blocks.0.mlp.fc2.weight.new, %stages.0.blocks.0.mlp.fc2.bias.new, %stages.0.blocks.1.gamma.new, %stages.0.blocks.1.conv_dw.weight.new, %stages.0.blocks.1.conv_dw.bias.new, %stages.0.blocks.1.norm.weight.new, %stages.0.blocks.1.norm.bias.new, %stages.0.blocks.1.mlp.fc1.weight.new, %stages.0.blocks.1.mlp.fc1.bias.new, %stages.0.blocks.1.mlp.fc2.weight.new, %stages.0.blocks.1.mlp.fc2.bias.new, %stages.0.blocks.2.gamma.new, %stages.0.blocks.2.conv_dw.weight.new, %stages.0.blocks.2.conv_dw.bias.new, %stages.0.blocks.2.norm.weight.new, %stages.0.blocks.2.norm.bias.new, %stages.0.blocks.2.mlp.fc1.weight.new, %stages.0.blocks.2.mlp.fc1.bias.new, %stages.0.blocks.2.mlp.fc2.weight.new, %stages.0.blocks.2.mlp.fc2.bias.new, %stages.1.downsample.0.weight.new, %stages.1.downsample.0.bias.new, %stages.1.downsample.1.weight.new, %stages.1.downsample.1.bias.new, %stages.1.blocks.0.gamma.new, %stages.1.blocks.0.conv_dw.weight.new, %stages.1.blocks.0.conv_dw.bias.new, %stages.1.blocks.0.norm.weight.new, %stages.1.blocks.0.norm.bias.new, %stages.1.blocks.0.mlp.fc1.weight.new, %stages.1.blocks.0.mlp.fc1.bias.new, %stages.1.blocks.0.mlp.fc2.weight.new, %stages.1.blocks.0.mlp.fc2.bias.new, %stages.1.blocks.1.gamma.new, %stages.1.blocks.1.conv_dw.weight.new, %stages.1.blocks.1.conv_dw.bias.new, %stages.1.blocks.1.norm.weight.new, %stages.1.blocks.1.norm.bias.new, %stages.1.blocks.1.mlp.fc1.weight.new, %stages.1.blocks.1.mlp.fc1.bias.new, %stages.1.blocks.1.mlp.fc2.weight.new, %stages.1.blocks.1.mlp.fc2.bias.new, %stages.1.blocks.2.gamma.new, %stages.1.blocks.2.conv_dw.weight.new, %stages.1.blocks.2.conv_dw.bias.new, %stages.1.blocks.2.norm.weight.new, %stages.1.blocks.2.norm.bias.new, %stages.1.blocks.2.mlp.fc1.weight.new, %stages.1.blocks.2.mlp.fc1.bias.new, %stages.1.blocks.2.mlp.fc2.weight.new, %stages.1.blocks.2.mlp.fc2.bias.new, %stages.2.downsample.0.weight.new, %stages.2.downsample.0.bias.new, %stages.2.downsample.1.weight.new, %stages.2.downsample.1.bias.new, %stages.2.blocks.0.gamma.new, %stages.2.blocks.0.conv_dw.weight.new, %stages.2.blocks.0.conv_dw.bias.new, %stages.2.blocks.0.norm.weight.new, %stages.2.blocks.0.norm.bias.new, %stages.2.blocks.0.mlp.fc1.weight.new, %stages.2.blocks.0.mlp.fc1.bias.new, %stages.2.blocks.0.mlp.fc2.weight.new, %stages.2.blocks.0.mlp.fc2.bias.new, %stages.2.blocks.1.gamma.new, %stages.2.blocks.1.conv_dw.weight.new, %stages.2.blocks.1.conv_dw.bias.new, %stages.2.blocks.1.norm.weight.new, %stages.2.blocks.1.norm.bias.new, %stages.2.blocks.1.mlp.fc1.weight.new, %stages.2.blocks.1.mlp.fc1.bias.new, %stages.2.blocks.1.mlp.fc2.weight.new, %stages.2.blocks.1.mlp.fc2.bias.new, %stages.2.blocks.2.gamma.new, %stages.2.blocks.2.conv_dw.weight.new, %stages.2.blocks.2.conv_dw.bias.new, %stages.2.blocks.2.norm.weight.new, %stages.2.blocks.2.norm.bias.new, %stages.2.blocks.2.mlp.fc1.weight.new, %stages.2.blocks.2.mlp.fc1.bias.new, %stages.2.blocks.2.mlp.fc2.weight.new, %stages.2.blocks.2.mlp.fc2.bias.new, %stages.2.blocks.3.gamma.new, %stages.2.blocks.3.conv_dw.weight.new, %stages.2.blocks.3.conv_dw.bias.new, %stages.2.blocks.3.norm.weight.new, %stages.2.blocks.3.norm.bias.new, %stages.2.blocks.3.mlp.fc1.weight.new, %stages.2.blocks.3.mlp.fc1.bias.new, %stages.2.blocks.3.mlp.fc2.weight.new, %stages.2.blocks.3.mlp.fc2.bias.new, %stages.2.blocks.4.gamma.new, %stages.2.blocks.4.conv_dw.weight.new, %stages.2.blocks.4.conv_dw.bias.new, %stages.2.blocks.4.norm.weight.new, %stages.2.blocks.4.norm.bias.new, %stages.2.blocks.4.mlp.fc1.weight.new, %stages.2.blocks.4.mlp.fc1.bias.new, %stages.2.blocks.4.mlp.fc2.weight.new, %stages.2.blocks.4.mlp.fc2.bias.new, %stages.2.blocks.5.gamma.new, %stages.2.blocks.5.conv_dw.weight.new, %stages.2.blocks.5.conv_dw.bias.new, %stages.2.blocks.5.norm.weight.new, %stages.2.blocks.5.norm.bias.new, %stages.2.blocks.5.mlp.fc1.weight.new, %stages.2.blocks.5.mlp.fc1.bias.new, %stages.2.blocks.5.mlp.fc2.weight.new, %stages.2.blocks.5.mlp.fc2.bias.new, %stages.2.blocks.6.gamma.new, %stages.2.blocks.6.conv_dw.weight.new, %stages.2.blocks.6.conv_dw.bias.new, %stages.2.blocks.6.norm.weight.new, %stages.2.blocks.6.norm.bias.new, %stages.2.blocks.6.mlp.fc1.weight.new, %stages.2.blocks.6.mlp.fc1.bias.new, %stages.2.blocks.6.mlp.fc2.weight.new, %stages.2.blocks.6.mlp.fc2.bias.new, %stages.2.blocks.7.gamma.new, %stages.2.blocks.7.conv_dw.weight.new, %stages.2.blocks.7.conv_dw.bias.new, %stages.2.blocks.7.norm.weight.new, %stages.2.blocks.7.norm.bias.new, %stages.2.blocks.7.mlp.fc1.weight.new, %stages.2.blocks.7.mlp.fc1.bias.new, %stages.2.blocks.7.mlp.fc2.weight.new, %stages.2.blocks.7.mlp.fc2.bias.new, %stages.2.blocks.8.gamma.new, %stages.2.blocks.8.conv_dw.weight.new, %stages.2.blocks.8.conv_dw.bias.new, %stages.2.blocks.8.norm.weight.new, %stages.2.blocks.8.norm.bias.new, %stages.2.blocks.8.mlp.fc1.weight.new, %stages.2.blocks.8.mlp.fc1.bias.new, %stages.2.blocks.8.mlp.fc2.weight.new, %stages.2.blocks.8.mlp.fc2.bias.new, %stages.3.downsample.0.weight.new, %stages.3.downsample.0.bias.new, %stages.3.downsample.1.weight.new, %stages.3.downsample.1.bias.new, %stages.3.blocks.0.gamma.new, %stages.3.blocks.0.conv_dw.weight.new, %stages.3.blocks.0.conv_dw.bias.new, %stages.3.blocks.0.norm.weight.new, %stages.3.blocks.0.norm.bias.new, %stages.3.blocks.0.mlp.fc1.weight.new, %stages.3.blocks.0.mlp.fc1.bias.new, %stages.3.blocks.0.mlp.fc2.weight.new, %stages.3.blocks.0.mlp.fc2.bias.new, %stages.3.blocks.1.gamma.new, %stages.3.blocks.1.conv_dw.weight.new, %stages.3.blocks.1.conv_dw.bias.new, %stages.3.blocks.1.norm.weight.new, %stages.3.blocks.1.norm.bias.new, %stages.3.blocks.1.mlp.fc1.weight.new, %stages.3.blocks.1.mlp.fc1.bias.new, %stages.3.blocks.1.mlp.fc2.weight.new, %stages.3.blocks.1.mlp.fc2.bias.new, %stages.3.blocks.2.gamma.new, %stages.3.blocks.2.conv_dw.weight.new, %stages.3.blocks.2.conv_dw.bias.new, %stages.3.blocks.2.norm.weight.new, %stages.3.blocks.2.norm.bias.new, %stages.3.blocks.2.mlp.fc1.weight.new, %stages.3.blocks.2.mlp.fc1.bias.new, %stages.3.blocks.2.mlp.fc2.weight.new, %stages.3.blocks.2.mlp.fc2.bias.new, %head.norm.weight.new, %head.norm.bias.new, %head.fc.weight.new, %head.fc.bias.new, %stem.0.weight.m_new, %stem.0.bias.m_new, %stem.1.weight.m_new, %stem.1.bias.m_new, %stages.0.blocks.0.gamma.m_new, %stages.0.blocks.0.conv_dw.weight.m_new, %stages.0.blocks.0.conv_dw.bias.m_new, %stages.0.blocks.0.norm.weight.m_new, %stages.0.blocks.0.norm.bias.m_new, %stages.0.blocks.0.mlp.fc1.weight.m_new, %stages.0.blocks.0.mlp.fc1.bias.m_new, %stages.0.blocks.0.mlp.fc2.weight.m_new, %stages.0.blocks.0.mlp.fc2.bias.m_new, %stages.0.blocks.1.gamma.m_new, %stages.0.blocks.1.conv_dw.weight.m_new, %stages.0.blocks.1.conv_dw.bias.m_new, %stages.0.blocks.1.norm.weight.m_new, %stages.0.blocks.1.norm.bias.m_new, %stages.0.blocks.1.mlp.fc1.weight.m_new, %stages.0.blocks.1.mlp.fc1.bias.m_new, %stages.0.blocks.1.mlp.fc2.weight.m_new, %stages.0.blocks.1.mlp.fc2.bias.m_new, %stages.0.blocks.2.gamma.m_new, %stages.0.blocks.2.conv_dw.weight.m_new, %stages.0.blocks.2.conv_dw.bias.m_new, %stages.0.blocks.2.norm.weight.m_new, %stages.0.blocks.2.norm.bias.m_new, %stages.0.blocks.2.mlp.fc1.weight.m_new, %stages.0.blocks.2.mlp.fc1.bias.m_new, %stages.0.blocks.2.mlp.fc2.weight.m_new, %stages.0.blocks.2.mlp.fc2.bias.m_new, %stages.1.downsample.0.weight.m_new, %stages.1.downsample.0.bias.m_new, %stages.1.downsample.1.weight.m_new, %stages.1.downsample.1.bias.m_new, %stages.1.blocks.0.gamma.m_new, %stages.1.blocks.0.conv_dw.weight.m_new, %stages.1.blocks.0.conv_dw.bias.m_new, %stages.1.blocks.0.norm.weight.m_new, %stages.1.blocks.0.norm.bias.m_new, %stages.1.blocks.0.mlp.fc1.weight.m_new, %stages.1.blocks.0.mlp.fc1.bias.m_new, %stages.1.blocks.0.mlp.fc2.weight.m_new, %stages.1.blocks.0.mlp.fc2.bias.m_new, %stages.1.blocks.1.gamma.m_new, %stages.1.blocks.1.conv_dw.weight.m_new, %stages.1.blocks.1.conv_dw.bias.m_new, %stages.1.blocks.1.norm.weight.m_new, %stages.1.blocks.1.norm.bias.m_new, %stages.1.blocks.1.mlp.fc1.weight.m_new, %stages.1.blocks.1.mlp.fc1.bias.m_new, %stages.1.blocks.1.mlp.fc2.weight.m_new, %stages.1.blocks.1.mlp.fc2.bias.m_new, %stages.1.blocks.2.gamma.m_new, %stages.1.blocks.2.conv_dw.weight.m_new, %stages.1.blocks.2.conv_dw.bias.m_new, %stages.1.blocks.2.norm.weight.m_new, %stages.1.blocks.2.norm.bias.m_new, %stages.1.blocks.2.mlp.fc1.weight.m_new, %stages.1.blocks.2.mlp.fc1.bias.m_new, %stages.1.blocks.2.mlp.fc2.weight.m_new, %stages.1.blocks.2.mlp.fc2.bias.m_new, %stages.2.downsample.0.weight.m_new, %stages.2.downsample.0.bias.m_new, %stages.2.downsample.1.weight.m_new, %stages.2.downsample.1.bias.m_new, %stages.2.blocks.0.gamma.m_new, %stages.2.blocks.0.conv_dw.weight.m_new, %stages.2.blocks.0.conv_dw.bias.m_new, %stages.2.blocks.0.norm.weight.m_new, %stages.2.blocks.0.norm.bias.m_new, %stages.2.blocks.0.mlp.fc1.weight.m_new, %stages.2.blocks.0.mlp.fc1.bias.m_new, %stages.2.blocks.0.mlp.fc2.weight.m_new, %stages.2.blocks.0.mlp.fc2.bias.m_new, %stages.2.blocks.1.gamma.m_new, %stages.2.blocks.1.conv_dw.weight.m_new, %stages.2.blocks.1.conv_dw.bias.m_new, %stages.2.blocks.1.norm.weight.m_new, %stages.2.blocks.1.norm.bias.m_new, %stages.2.blocks.1.mlp.fc1.weight.m_new, %stages.2.blocks.1.mlp.fc1.bias.m_new, %stages.2.blocks.1.mlp.fc2.weight.m_new, %stages.2.blocks.1.mlp.fc2.bias.m_new, %stages.2.blocks.2.gamma.m_new, %stages.2.blocks.2.conv_dw.weight.m_new, %stages.2.blocks.2.conv_dw.bias.m_new, %stages.2.blocks.2.norm.weight.m_new, %stages.2.blocks.2.norm.bias.m_new, %stages.2.blocks.2.mlp.fc1.weight.m_new, %stages.2.blocks.2.mlp.fc1.bias.m_new, %stages.2.blocks.2.mlp.fc2.weight.m_new, %stages.2.blocks.2.mlp.fc2.bias.m_new, %stages.2.blocks.3.gamma.m_new, %stages.2.blocks.3.conv_dw.weight.m_new, %stages.2.blocks.3.conv_dw.bias.m_new, %stages.2.blocks.3.norm.weight.m_new, %stages.2.blocks.3.norm.bias.m_new, %stages.2.blocks.3.mlp.fc1.weight.m_new, %stages.2.blocks.3.mlp.fc1.bias.m_new, %stages.2.blocks.3.mlp.fc2.weight.m_new, %stages.2.blocks.3.mlp.fc2.bias.m_new, %stages.2.blocks.4.gamma.m_new, %stages.2.blocks.4.conv_dw.weight.m_new, %stages.2.blocks.4.conv_dw.bias.m_new, %stages.2.blocks.4.norm.weight.m_new, %stages.2.blocks.4.norm.bias.m_new, %stages.2.blocks.4.mlp.fc1.weight.m_new, %stages.2.blocks.4.mlp.fc1.bias.m_new, %stages.2.blocks.4.mlp.fc2.weight.m_new, %stages.2.blocks.4.mlp.fc2.bias.m_new, %stages.2.blocks.5.gamma.m_new, %stages.2.blocks.5.conv_dw.weight.m_new, %stages.2.blocks.5.conv_dw.bias.m_new, %stages.2.blocks.5.norm.weight.m_new, %stages.2.blocks.5.norm.bias.m_new, %stages.2.blocks.5.mlp.fc1.weight.m_new, %stages.2.blocks.5.mlp.fc1.bias.m_new, %stages.2.blocks.5.mlp.fc2.weight.m_new, %stages.2.blocks.5.mlp.fc2.bias.m_new, %stages.2.blocks.6.gamma.m_new, %stages.2.blocks.6.conv_dw.weight.m_new, %stages.2.blocks.6.conv_dw.bias.m_new, %stages.2.blocks.6.norm.weight.m_new, %stages.2.blocks.6.norm.bias.m_new, %stages.2.blocks.6.mlp.fc1.weight.m_new, %stages.2.blocks.6.mlp.fc1.bias.m_new, %stages.2.blocks.6.mlp.fc2.weight.m_new, %stages.2.blocks.6.mlp.fc2.bias.m_new, %stages.2.blocks.7.gamma.m_new, %stages.2.blocks.7.conv_dw.weight.m_new, %stages.2.blocks.7.conv_dw.bias.m_new, %stages.2.blocks.7.norm.weight.m_new, %stages.2.blocks.7.norm.bias.m_new, %stages.2.blocks.7.mlp.fc1.weight.m_new, %stages.2.blocks.7.mlp.fc1.bias.m_new, %stages.2.blocks.7.mlp.fc2.weight.m_new, %stages.2.blocks.7.mlp.fc2.bias.m_new, %stages.2.blocks.8.gamma.m_new, %stages.2.blocks.8.conv_dw.weight.m_new, %stages.2.blocks.8.conv_dw.bias.m_new, %stages.2.blocks.8.norm.weight.m_new, %stages.2.blocks.8.norm.bias.m_new, %stages.2.blocks.8.mlp.fc1.weight.m_new, %stages.2.blocks.8.mlp.fc1.bias.m_new, %stages.2.blocks.8.mlp.fc2.weight.m_new, %stages.2.blocks.8.mlp.fc2.bias.m_new, %stages.3.downsample.0.weight.m_new, %stages.3.downsample.0.bias.m_new, %stages.3.downsample.1.weight.m_new, %stages.3.downsample.1.bias.m_new, %stages.3.blocks.0.gamma.m_new, %stages.3.blocks.0.conv_dw.weight.m_new, %stages.3.blocks.0.conv_dw.bias.m_new, %stages.3.blocks.0.norm.weight.m_new, %stages.3.blocks.0.norm.bias.m_new, %stages.3.blocks.0.mlp.fc1.weight.m_new, %stages.3.blocks.0.mlp.fc1.bias.m_new, %stages.3.blocks.0.mlp.fc2.weight.m_new, %stages.3.blocks.0.mlp.fc2.bias.m_new, %stages.3.blocks.1.gamma.m_new, %stages.3.blocks.1.conv_dw.weight.m_new, %stages.3.blocks.1.conv_dw.bias.m_new, %stages.3.blocks.1.norm.weight.m_new, %stages.3.blocks.1.norm.bias.m_new, %stages.3.blocks.1.mlp.fc1.weight.m_new, %stages.3.blocks.1.mlp.fc1.bias.m_new, %stages.3.blocks.1.mlp.fc2.weight.m_new, %stages.3.blocks.1.mlp.fc2.bias.m_new, %stages.3.blocks.2.gamma.m_new, %stages.3.blocks.2.conv_dw.weight.m_new, %stages.3.blocks.2.conv_dw.bias.m_new, %stages.3.blocks.2.norm.weight.m_new, %stages.3.blocks.2.norm.bias.m_new, %stages.3.blocks.2.mlp.fc1.weight.m_new, %stages.3.blocks.2.mlp.fc1.bias.m_new, %stages.3.blocks.2.mlp.fc2.weight.m_new, %stages.3.blocks.2.mlp.fc2.bias.m_new, %head.norm.weight.m_new, %head.norm.bias.m_new, %head.fc.weight.m_new, %head.fc.bias.m_new, %stem.0.weight.v_new, %stem.0.bias.v_new, %stem.1.weight.v_new, %stem.1.bias.v_new, %stages.0.blocks.0.gamma.v_new, %stages.0.blocks.0.conv_dw.weight.v_new, %stages.0.blocks.0.conv_dw.bias.v_new, %stages.0.blocks.0.norm.weight.v_new, %stages.0.blocks.0.norm.bias.v_new, %stages.0.blocks.0.mlp.fc1.weight.v_new, %stages.0.blocks.0.mlp.fc1.bias.v_new, %stages.0.blocks.0.mlp.fc2.weight.v_new, %stages.0.blocks.0.mlp.fc2.bias.v_new, %stages.0.blocks.1.gamma.v_new, %stages.0.blocks.1.conv_dw.weight.v_new, %stages.0.blocks.1.conv_dw.bias.v_new, %stages.0.blocks.1.norm.weight.v_new, %stages.0.blocks.1.norm.bias.v_new, %stages.0.blocks.1.mlp.fc1.weight.v_new, %stages.0.blocks.1.mlp.fc1.bias.v_new, %stages.0.blocks.1.mlp.fc2.weight.v_new, %stages.0.blocks.1.mlp.fc2.bias.v_new, %stages.0.blocks.2.gamma.v_new, %stages.0.blocks.2.conv_dw.weight.v_new, %stages.0.blocks.2.conv_dw.bias.v_new, %stages.0.blocks.2.norm.weight.v_new, %stages.0.blocks.2.norm.bias.v_new, %stages.0.blocks.2.mlp.fc1.weight.v_new, %stages.0.blocks.2.mlp.fc1.bias.v_new, %stages.0.blocks.2.mlp.fc2.weight.v_new, %stages.0.blocks.2.mlp.fc2.bias.v_new, %stages.1.downsample.0.weight.v_new, %stages.1.downsample.0.bias.v_new, %stages.1.downsample.1.weight.v_new, %stages.1.downsample.1.bias.v_new, %stages.1.blocks.0.gamma.v_new, %stages.1.blocks.0.conv_dw.weight.v_new, %stages.1.blocks.0.conv_dw.bias.v_new, %stages.1.blocks.0.norm.weight.v_new, %stages.1.blocks.0.norm.bias.v_new, %stages.1.blocks.0.mlp.fc1.weight.v_new, %stages.1.blocks.0.mlp.fc1.bias.v_new, %stages.1.blocks.0.mlp.fc2.weight.v_new, %stages.1.blocks.0.mlp.fc2.bias.v_new, %stages.1.blocks.1.gamma.v_new, %stages.1.blocks.1.conv_dw.weight.v_new, %stages.1.blocks.1.conv_dw.bias.v_new, %stages.1.blocks.1.norm.weight.v_new, %stages.1.blocks.1.norm.bias.v_new, %stages.1.blocks.1.mlp.fc1.weight.v_new, %stages.1.blocks.1.mlp.fc1.bias.v_new, %stages.1.blocks.1.mlp.fc2.weight.v_new, %stages.1.blocks.1.mlp.fc2.bias.v_new, %stages.1.blocks.2.gamma.v_new, %stages.1.blocks.2.conv_dw.weight.v_new, %stages.1.blocks.2.conv_dw.bias.v_new, %stages.1.blocks.2.norm.weight.v_new, %stages.1.blocks.2.norm.bias.v_new, %stages.1.blocks.2.mlp.fc1.weight.v_new, %stages.1.blocks.2.mlp.fc1.bias.v_new, %stages.1.blocks.2.mlp.fc2.weight.v_new, %stages.1.blocks.2.mlp.fc2.bias.v_new, %stages.2.downsample.0.weight.v_new, %stages.2.downsample.0.bias.v_new, %stages.2.downsample.1.weight.v_new, %stages.2.downsample.1.bias.v_new, %stages.2.blocks.0.gamma.v_new, %stages.2.blocks.0.conv_dw.weight.v_new, %stages.2.blocks.0.conv_dw.bias.v_new, %stages.2.blocks.0.norm.weight.v_new, %stages.2.blocks.0.norm.bias.v_new, %stages.2.blocks.0.mlp.fc1.weight.v_new, %stages.2.blocks.0.mlp.fc1.bias.v_new, %stages.2.blocks.0.mlp.fc2.weight.v_new, %stages.2.blocks.0.mlp.fc2.bias.v_new, %stages.2.blocks.1.gamma.v_new, %stages.2.blocks.1.conv_dw.weight.v_new, %stages.2.blocks.1.conv_dw.bias.v_new, %stages.2.blocks.1.norm.weight.v_new, %stages.2.blocks.1.norm.bias.v_new, %stages.2.blocks.1.mlp.fc1.weight.v_new, %stages.2.blocks.1.mlp.fc1.bias.v_new, %stages.2.blocks.1.mlp.fc2.weight.v_new, %stages.2.blocks.1.mlp.fc2.bias.v_new, %stages.2.blocks.2.gamma.v_new, %stages.2.blocks.2.conv_dw.weight.v_new, %stages.2.blocks.2.conv_dw.bias.v_new, %stages.2.blocks.2.norm.weight.v_new, %stages.2.blocks.2.norm.bias.v_new, %stages.2.blocks.2.mlp.fc1.weight.v_new, %stages.2.blocks.2.mlp.fc1.bias.v_new, %stages.2.blocks.2.mlp.fc2.weight.v_new, %stages.2.blocks.2.mlp.fc2.bias.v_new, %stages.2.blocks.3.gamma.v_new, %stages.2.blocks.3.conv_dw.weight.v_new, %stages.2.blocks.3.conv_dw.bias.v_new, %stages.2.blocks.3.norm.weight.v_new, %stages.2.blocks.3.norm.bias.v_new, %stages.2.blocks.3.mlp.fc1.weight.v_new, %stages.2.blocks.3.mlp.fc1.bias.v_new, %stages.2.blocks.3.mlp.fc2.weight.v_new, %stages.2.blocks.3.mlp.fc2.bias.v_new, %stages.2.blocks.4.gamma.v_new, %stages.2.blocks.4.conv_dw.weight.v_new, %stages.2.blocks.4.conv_dw.bias.v_new, %stages.2.blocks.4.norm.weight.v_new, %stages.2.blocks.4.norm.bias.v_new, %stages.2.blocks.4.mlp.fc1.weight.v_new, %stages.2.blocks.4.mlp.fc1.bias.v_new, %stages.2.blocks.4.mlp.fc2.weight.v_new, %stages.2.blocks.4.mlp.fc2.bias.v_new, %stages.2.blocks.5.gamma.v_new, %stages.2.blocks.5.conv_dw.weight.v_new, %stages.2.blocks.5.conv_dw.bias.v_new, %stages.2.blocks.5.norm.weight.v_new, %stages.2.blocks.5.norm.bias.v_new, %stages.2.blocks.5.mlp.fc1.weight.v_new, %stages.2.blocks.5.mlp.fc1.bias.v_new, %stages.2.blocks.5.mlp.fc2.weight.v_new, %stages.2.blocks.5.mlp.fc2.bias.v_new, %stages.2.blocks.6.gamma.v_new, %stages.2.blocks.6.conv_dw.weight.v_new, %stages.2.blocks.6.conv_dw.bias.v_new, %stages.2.blocks.6.norm.weight.v_new, %stages.2.blocks.6.norm.bias.v_new, %stages.2.blocks.6.mlp.fc1.weight.v_new, %stages.2.blocks.6.mlp.fc1.bias.v_new, %stages.2.blocks.6.mlp.fc2.weight.v_new, %stages.2.blocks.6.mlp.fc2.bias.v_new, %stages.2.blocks.7.gamma.v_new, %stages.2.blocks.7.conv_dw.weight.v_new, %stages.2.blocks.7.conv_dw.bias.v_new, %stages.2.blocks.7.norm.weight.v_new, %stages.2.blocks.7.norm.bias.v_new, %stages.2.blocks.7.mlp.fc1.weight.v_new, %stages.2.blocks.7.mlp.fc1.bias.v_new, %stages.2.blocks.7.mlp.fc2.weight.v_new, %stages.2.blocks.7.mlp.fc2.bias.v_new, %stages.2.blocks.8.gamma.v_new, %stages.2.blocks.8.conv_dw.weight.v_new, %stages.2.blocks.8.conv_dw.bias.v_new, %stages.2.blocks.8.norm.weight.v_new, %stages.2.blocks.8.norm.bias.v_new, %stages.2.blocks.8.mlp.fc1.weight.v_new, %stages.2.blocks.8.mlp.fc1.bias.v_new, %stages.2.blocks.8.mlp.fc2.weight.v_new, %stages.2.blocks.8.mlp.fc2.bias.v_new, %stages.3.downsample.0.weight.v_new, %stages.3.downsample.0.bias.v_new, %stages.3.downsample.1.weight.v_new, %stages.3.downsample.1.bias.v_new, %stages.3.blocks.0.gamma.v_new, %stages.3.blocks.0.conv_dw.weight.v_new, %stages.3.blocks.0.conv_dw.bias.v_new, %stages.3.blocks.0.norm.weight.v_new, %stages.3.blocks.0.norm.bias.v_new, %stages.3.blocks.0.mlp.fc1.weight.v_new, %stages.3.blocks.0.mlp.fc1.bias.v_new, %stages.3.blocks.0.mlp.fc2.weight.v_new, %stages.3.blocks.0.mlp.fc2.bias.v_new, %stages.3.blocks.1.gamma.v_new, %stages.3.blocks.1.conv_dw.weight.v_new, %stages.3.blocks.1.conv_dw.bias.v_new, %stages.3.blocks.1.norm.weight.v_new, %stages.3.blocks.1.norm.bias.v_new, %stages.3.blocks.1.mlp.fc1.weight.v_new, %stages.3.blocks.1.mlp.fc1.bias.v_new, %stages.3.blocks.1.mlp.fc2.weight.v_new, %stages.3.blocks.1.mlp.fc2.bias.v_new, %stages.3.blocks.2.gamma.v_new, %stages.3.blocks.2.conv_dw.weight.v_new, %stages.3.blocks.2.conv_dw.bias.v_new, %stages.3.blocks.2.norm.weight.v_new, %stages.3.blocks.2.norm.bias.v_new, %stages.3.blocks.2.mlp.fc1.weight.v_new, %stages.3.blocks.2.mlp.fc1.bias.v_new, %stages.3.blocks.2.mlp.fc2.weight.v_new, %stages.3.blocks.2.mlp.fc2.bias.v_new, %head.norm.weight.v_new, %head.norm.bias.v_new, %head.fc.weight.v_new, %head.fc.bias.v_new, %stem.0.weight.ema_new, %stem.0.bias.ema_new, %stem.1.weight.ema_new, %stem.1.bias.ema_new, %stages.0.blocks.0.gamma.ema_new, %stages.0.blocks.0.conv_dw.weight.ema_new, %stages.0.blocks.0.conv_dw.bias.ema_new, %stages.0.blocks.0.norm.weight.ema_new, %stages.0.blocks.0.norm.bias.ema_new, %stages.0.blocks.0.mlp.fc1.weight.ema_new, %stages.0.blocks.0.mlp.fc1.bias.ema_new, %stages.0.blocks.0.mlp.fc2.weight.ema_new, %stages.0.blocks.0.mlp.fc2.bias.ema_new, %stages.0.blocks.1.gamma.ema_new, %stages.0.blocks.1.conv_dw.weight.ema_new, %stages.0.blocks.1.conv_dw.bias.ema_new, %stages.0.blocks.1.norm.weight.ema_new, %stages.0.blocks.1.norm.bias.ema_new, %stages.0.blocks.1.mlp.fc1.weight.ema_new, %stages.0.blocks.1.mlp.fc1.bias.ema_new, %stages.0.blocks.1.mlp.fc2.weight.ema_new, %stages.0.blocks.1.mlp.fc2.bias.ema_new, %stages.0.blocks.2.gamma.ema_new, %stages.0.blocks.2.conv_dw.weight.ema_new, %stages.0.blocks.2.conv_dw.bias.ema_new, %stages.0.blocks.2.norm.weight.ema_new, %stages.0.blocks.2.norm.bias.ema_new, %stages.0.blocks.2.mlp.fc1.weight.ema_new, %stages.0.blocks.2.mlp.fc1.bias.ema_new, %stages.0.blocks.2.mlp.fc2.weight.ema_new, %stages.0.blocks.2.mlp.fc2.bias.ema_new, %stages.1.downsample.0.weight.ema_new, %stages.1.downsample.0.bias.ema_new, %stages.1.downsample.1.weight.ema_new, %stages.1.downsample.1.bias.ema_new, %stages.1.blocks.0.gamma.ema_new, %stages.1.blocks.0.conv_dw.weight.ema_new, %stages.1.blocks.0.conv_dw.bias.ema_new, %stages.1.blocks.0.norm.weight.ema_new, %stages.1.blocks.0.norm.bias.ema_new, %stages.1.blocks.0.mlp.fc1.weight.ema_new, %stages.1.blocks.0.mlp.fc1.bias.ema_new, %stages.1.blocks.0.mlp.fc2.weight.ema_new, %stages.1.blocks.0.mlp.fc2.bias.ema_new, %stages.1.blocks.1.gamma.ema_new, %stages.1.blocks.1.conv_dw.weight.ema_new, %stages.1.blocks.1.conv_dw.bias.ema_new, %stages.1.blocks.1.norm.weight.ema_new, %stages.1.blocks.1.norm.bias.ema_new, %stages.1.blocks.1.mlp.fc1.weight.ema_new, %stages.1.blocks.1.mlp.fc1.bias.ema_new, %stages.1.blocks.1.mlp.fc2.weight.ema_new, %stages.1.blocks.1.mlp.fc2.bias.ema_new, %stages.1.blocks.2.gamma.ema_new, %stages.1.blocks.2.conv_dw.weight.ema_new, %stages.1.blocks.2.conv_dw.bias.ema_new, %stages.1.blocks.2.norm.weight.ema_new, %stages.1.blocks.2.norm.bias.ema_new, %stages.1.blocks.2.mlp.fc1.weight.ema_new, %stages.1.blocks.2.mlp.fc1.bias.ema_new, %stages.1.blocks.2.mlp.fc2.weight.ema_new, %stages.1.blocks.2.mlp.fc2.bias.ema_new, %stages.2.downsample.0.weight.ema_new, %stages.2.downsample.0.bias.ema_new, %stages.2.downsample.1.weight.ema_new, %stages.2.downsample.1.bias.ema_new, %stages.2.blocks.0.gamma.ema_new, %stages.2.blocks.0.conv_dw.weight.ema_new, %stages.2.blocks.0.conv_dw.bias.ema_new, %stages.2.blocks.0.norm.weight.ema_new, %stages.2.blocks.0.norm.bias.ema_new, %stages.2.blocks.0.mlp.fc1.weight.ema_new, %stages.2.blocks.0.mlp.fc1.bias.ema_new, %stages.2.blocks.0.mlp.fc2.weight.ema_new, %stages.2.blocks.0.mlp.fc2.bias.ema_new, %stages.2.blocks.1.gamma.ema_new, %stages.2.blocks.1.conv_dw.weight.ema_new, %stages.2.blocks.1.conv_dw.bias.ema_new, %stages.2.blocks.1.norm.weight.ema_new, %stages.2.blocks.1.norm.bias.ema_new, %stages.2.blocks.1.mlp.fc1.weight.ema_new, %stages.2.blocks.1.mlp.fc1.bias.ema_new, %stages.2.blocks.1.mlp.fc2.weight.ema_new, %stages.2.blocks.1.mlp.fc2.bias.ema_new, %stages.2.blocks.2.gamma.ema_new, %stages.2.blocks.2.conv_dw.weight.ema_new, %stages.2.blocks.2.conv_dw.bias.ema_new, %stages.2.blocks.2.norm.weight.ema_new, %stages.2.blocks.2.norm.bias.ema_new, %stages.2.blocks.2.mlp.fc1.weight.ema_new, %stages.2.blocks.2.mlp.fc1.bias.ema_new, %stages.2.blocks.2.mlp.fc2.weight.ema_new, %stages.2.blocks.2.mlp.fc2.bias.ema_new, %stages.2.blocks.3.gamma.ema_new, %stages.2.blocks.3.conv_dw.weight.ema_new, %stages.2.blocks.3.conv_dw.bias.ema_new, %stages.2.blocks.3.norm.weight.ema_new, %stages.2.blocks.3.norm.bias.ema_new, %stages.2.blocks.3.mlp.fc1.weight.ema_new, %stages.2.blocks.3.mlp.fc1.bias.ema_new, %stages.2.blocks.3.mlp.fc2.weight.ema_new, %stages.2.blocks.3.mlp.fc2.bias.ema_new, %stages.2.blocks.4.gamma.ema_new, %stages.2.blocks.4.conv_dw.weight.ema_new, %stages.2.blocks.4.conv_dw.bias.ema_new, %stages.2.blocks.4.norm.weight.ema_new, %stages.2.blocks.4.norm.bias.ema_new, %stages.2.blocks.4.mlp.fc1.weight.ema_new, %stages.2.blocks.4.mlp.fc1.bias.ema_new, %stages.2.blocks.4.mlp.fc2.weight.ema_new, %stages.2.blocks.4.mlp.fc2.bias.ema_new, %stages.2.blocks.5.gamma.ema_new, %stages.2.blocks.5.conv_dw.weight.ema_new, %stages.2.blocks.5.conv_dw.bias.ema_new, %stages.2.blocks.5.norm.weight.ema_new, %stages.2.blocks.5.norm.bias.ema_new, %stages.2.blocks.5.mlp.fc1.weight.ema_new, %stages.2.blocks.5.mlp.fc1.bias.ema_new, %stages.2.blocks.5.mlp.fc2.weight.ema_new, %stages.2.blocks.5.mlp.fc2.bias.ema_new, %stages.2.blocks.6.gamma.ema_new, %stages.2.blocks.6.conv_dw.weight.ema_new, %stages.2.blocks.6.conv_dw.bias.ema_new, %stages.2.blocks.6.norm.weight.ema_new, %stages.2.blocks.6.norm.bias.ema_new, %stages.2.blocks.6.mlp.fc1.weight.ema_new, %stages.2.blocks.6.mlp.fc1.bias.ema_new, %stages.2.blocks.6.mlp.fc2.weight.ema_new, %stages.2.blocks.6.mlp.fc2.bias.ema_new, %stages.2.blocks.7.gamma.ema_new, %stages.2.blocks.7.conv_dw.weight.ema_new, %stages.2.blocks.7.conv_dw.bias.ema_new, %stages.2.blocks.7.norm.weight.ema_new, %stages.2.blocks.7.norm.bias.ema_new, %stages.2.blocks.7.mlp.fc1.weight.ema_new, %stages.2.blocks.7.mlp.fc1.bias.ema_new, %stages.2.blocks.7.mlp.fc2.weight.ema_new, %stages.2.blocks.7.mlp.fc2.bias.ema_new, %stages.2.blocks.8.gamma.ema_new, %stages.2.blocks.8.conv_dw.weight.ema_new, %stages.2.blocks.8.conv_dw.bias.ema_new, %stages.2.blocks.8.norm.weight.ema_new, %stages.2.blocks.8.norm.bias.ema_new, %stages.2.blocks.8.mlp.fc1.weight.ema_new, %stages.2.blocks.8.mlp.fc1.bias.ema_new, %stages.2.blocks.8.mlp.fc2.weight.ema_new, %stages.2.blocks.8.mlp.fc2.bias.ema_new, %stages.3.downsample.0.weight.ema_new, %stages.3.downsample.0.bias.ema_new, %stages.3.downsample.1.weight.ema_new, %stages.3.downsample.1.bias.ema_new, %stages.3.blocks.0.gamma.ema_new, %stages.3.blocks.0.conv_dw.weight.ema_new, %stages.3.blocks.0.conv_dw.bias.ema_new, %stages.3.blocks.0.norm.weight.ema_new, %stages.3.blocks.0.norm.bias.ema_new, %stages.3.blocks.0.mlp.fc1.weight.ema_new, %stages.3.blocks.0.mlp.fc1.bias.ema_new, %stages.3.blocks.0.mlp.fc2.weight.ema_new, %stages.3.blocks.0.mlp.fc2.bias.ema_new, %stages.3.blocks.1.gamma.ema_new, %stages.3.blocks.1.conv_dw.weight.ema_new, %stages.3.blocks.1.conv_dw.bias.ema_new, %stages.3.blocks.1.norm.weight.ema_new, %stages.3.blocks.1.norm.bias.ema_new, %stages.3.blocks.1.mlp.fc1.weight.ema_new, %stages.3.blocks.1.mlp.fc1.bias.ema_new, %stages.3.blocks.1.mlp.fc2.weight.ema_new, %stages.3.blocks.1.mlp.fc2.bias.ema_new, %stages.3.blocks.2.gamma.ema_new, %stages.3.blocks.2.conv_dw.weight.ema_new, %stages.3.blocks.2.conv_dw.bias.ema_new, %stages.3.blocks.2.norm.weight.ema_new, %stages.3.blocks.2.norm.bias.ema_new, %stages.3.blocks.2.mlp.fc1.weight.ema_new, %stages.3.blocks.2.mlp.fc1.bias.ema_new, %stages.3.blocks.2.mlp.fc2.weight.ema_new, %stages.3.blocks.2.mlp.fc2.bias.ema_new, %head.norm.weight.ema_new, %head.norm.bias.ema_new, %head.fc.weight.ema_new, %head.fc.bias.ema_new, %ce : tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<f32>
  }
}
