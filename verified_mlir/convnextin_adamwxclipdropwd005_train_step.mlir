module @convnextin_adamwxclipdropwd005_train_step {
  // cnxbuild artifact convnextin_adamwxclipdropwd005_train_step
  // model: ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768), dataset imagenet (K=1000), 224x224 px, batch 32 per replica
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, adamw (b1 0.9, b2 0.999, eps 1e-08), weight decay 0.05 (rank-1 excluded)
  // clip 1.0, accumulate 1, replicas 1, ema False, stochastic depth True, precision f32
  // inputs and outputs: convnextin_adamwxclipdropwd005_train_step.json (cnxbuild.sidecar/1)
  func.func @convnextin_adamwxclipdropwd005_train_step(
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
      %lr: tensor<f32>,
      %bc1: tensor<f32>,
      %bc2: tensor<f32>,
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
    ) -> (tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<f32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x224x224xf32>) -> tensor<32x224x224x3xf32>
    %stem_0_patches = stablehlo.reshape %x_nhwc : (tensor<32x224x224x3xf32>) -> tensor<32x56x4x56x4x3xf32>
    %stem_0 = stablehlo.dot_general %stem_0_patches, %stem.0.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x56x4x56x4x3xf32>, tensor<96x3x4x4xf32>) -> tensor<32x56x56x96xf32>
    %stem_0_b = stablehlo.broadcast_in_dim %stem.0.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %stem_0_1 = stablehlo.add %stem_0, %stem_0_b : tensor<32x56x56x96xf32>
    %reshape = stablehlo.reshape %stem_0_1 : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum_part = stablehlo.reduce(%reshape init: %init_add) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_1 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum = stablehlo.reduce(%stem_1_mean_sum_part init: %init_add_1) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %stem_1_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %stem_1_mean = stablehlo.divide %stem_1_mean_sum, %stem_1_mean_n : tensor<32x56x56xf32>
    %stem_1_mean_b = stablehlo.broadcast_in_dim %stem_1_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %stem_1_dev = stablehlo.subtract %stem_0_1, %stem_1_mean_b : tensor<32x56x56x96xf32>
    %stem_1_sq = stablehlo.multiply %stem_1_dev, %stem_1_dev : tensor<32x56x56x96xf32>
    %reshape_1 = stablehlo.reshape %stem_1_sq : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_2 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq_part = stablehlo.reduce(%reshape_1 init: %init_add_2) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_3 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq = stablehlo.reduce(%stem_1_ssq_part init: %init_add_3) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %s0b0_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.0.conv_dw.weight, dims = [2] : tensor<96x1x7x7xf32>
    %s0b0_dw_kernel = stablehlo.reverse %s0b0_dw_kernel_rev, dims = [2] : tensor<96x1x7x7xf32>
    %s0b0_dw = stablehlo.convolution(%stem_1, %s0b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_dw_1 = stablehlo.add %s0b0_dw, %s0b0_dw_b : tensor<32x56x56x96xf32>
    %reshape_2 = stablehlo.reshape %s0b0_dw_1 : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_4 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum_part = stablehlo.reduce(%reshape_2 init: %init_add_4) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_5 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum = stablehlo.reduce(%s0b0_ln_mean_sum_part init: %init_add_5) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b0_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b0_ln_mean = stablehlo.divide %s0b0_ln_mean_sum, %s0b0_ln_mean_n : tensor<32x56x56xf32>
    %s0b0_ln_mean_b = stablehlo.broadcast_in_dim %s0b0_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b0_ln_dev = stablehlo.subtract %s0b0_dw_1, %s0b0_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b0_ln_sq = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_dev : tensor<32x56x56x96xf32>
    %reshape_3 = stablehlo.reshape %s0b0_ln_sq : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_6 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq_part = stablehlo.reduce(%reshape_3 init: %init_add_6) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_7 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq = stablehlo.reduce(%s0b0_ln_ssq_part init: %init_add_7) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %s0b1_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.1.conv_dw.weight, dims = [2] : tensor<96x1x7x7xf32>
    %s0b1_dw_kernel = stablehlo.reverse %s0b1_dw_kernel_rev, dims = [2] : tensor<96x1x7x7xf32>
    %s0b1_dw = stablehlo.convolution(%s0b0_out, %s0b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_dw_1 = stablehlo.add %s0b1_dw, %s0b1_dw_b : tensor<32x56x56x96xf32>
    %reshape_4 = stablehlo.reshape %s0b1_dw_1 : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_8 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum_part = stablehlo.reduce(%reshape_4 init: %init_add_8) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_9 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum = stablehlo.reduce(%s0b1_ln_mean_sum_part init: %init_add_9) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b1_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b1_ln_mean = stablehlo.divide %s0b1_ln_mean_sum, %s0b1_ln_mean_n : tensor<32x56x56xf32>
    %s0b1_ln_mean_b = stablehlo.broadcast_in_dim %s0b1_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b1_ln_dev = stablehlo.subtract %s0b1_dw_1, %s0b1_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b1_ln_sq = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_dev : tensor<32x56x56x96xf32>
    %reshape_5 = stablehlo.reshape %s0b1_ln_sq : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_10 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq_part = stablehlo.reduce(%reshape_5 init: %init_add_10) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_11 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq = stablehlo.reduce(%s0b1_ln_ssq_part init: %init_add_11) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %s0b2_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.2.conv_dw.weight, dims = [2] : tensor<96x1x7x7xf32>
    %s0b2_dw_kernel = stablehlo.reverse %s0b2_dw_kernel_rev, dims = [2] : tensor<96x1x7x7xf32>
    %s0b2_dw = stablehlo.convolution(%s0b1_out, %s0b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<32x56x56x96xf32>, tensor<96x1x7x7xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.conv_dw.bias, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_dw_1 = stablehlo.add %s0b2_dw, %s0b2_dw_b : tensor<32x56x56x96xf32>
    %reshape_6 = stablehlo.reshape %s0b2_dw_1 : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_12 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_mean_sum_part = stablehlo.reduce(%reshape_6 init: %init_add_12) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_13 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_mean_sum = stablehlo.reduce(%s0b2_ln_mean_sum_part init: %init_add_13) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b2_ln_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s0b2_ln_mean = stablehlo.divide %s0b2_ln_mean_sum, %s0b2_ln_mean_n : tensor<32x56x56xf32>
    %s0b2_ln_mean_b = stablehlo.broadcast_in_dim %s0b2_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s0b2_ln_dev = stablehlo.subtract %s0b2_dw_1, %s0b2_ln_mean_b : tensor<32x56x56x96xf32>
    %s0b2_ln_sq = stablehlo.multiply %s0b2_ln_dev, %s0b2_ln_dev : tensor<32x56x56x96xf32>
    %reshape_7 = stablehlo.reshape %s0b2_ln_sq : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_14 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_ssq_part = stablehlo.reduce(%reshape_7 init: %init_add_14) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_15 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_ssq = stablehlo.reduce(%s0b2_ln_ssq_part init: %init_add_15) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %reshape_8 = stablehlo.reshape %s0b2_out : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_16 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum_part = stablehlo.reduce(%reshape_8 init: %init_add_16) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_17 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum = stablehlo.reduce(%s1_down0_mean_sum_part init: %init_add_17) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s1_down0_mean_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %s1_down0_mean = stablehlo.divide %s1_down0_mean_sum, %s1_down0_mean_n : tensor<32x56x56xf32>
    %s1_down0_mean_b = stablehlo.broadcast_in_dim %s1_down0_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %s1_down0_dev = stablehlo.subtract %s0b2_out, %s1_down0_mean_b : tensor<32x56x56x96xf32>
    %s1_down0_sq = stablehlo.multiply %s1_down0_dev, %s1_down0_dev : tensor<32x56x56x96xf32>
    %reshape_9 = stablehlo.reshape %s1_down0_sq : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq_part = stablehlo.reduce(%reshape_9 init: %init_add_18) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq = stablehlo.reduce(%s1_down0_ssq_part init: %init_add_19) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %s1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x56x56x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %s1_down1 = stablehlo.dot_general %s1_down1_patches, %stages.1.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x28x2x28x2x96xf32>, tensor<192x96x2x2xf32>) -> tensor<32x28x28x192xf32>
    %s1_down1_b = stablehlo.broadcast_in_dim %stages.1.downsample.1.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1_down1_1 = stablehlo.add %s1_down1, %s1_down1_b : tensor<32x28x28x192xf32>
    %s1b0_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.0.conv_dw.weight, dims = [2] : tensor<192x1x7x7xf32>
    %s1b0_dw_kernel = stablehlo.reverse %s1b0_dw_kernel_rev, dims = [2] : tensor<192x1x7x7xf32>
    %s1b0_dw = stablehlo.convolution(%s1_down1_1, %s1b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_dw_1 = stablehlo.add %s1b0_dw, %s1b0_dw_b : tensor<32x28x28x192xf32>
    %reshape_10 = stablehlo.reshape %s1b0_dw_1 : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum_part = stablehlo.reduce(%reshape_10 init: %init_add_20) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum = stablehlo.reduce(%s1b0_ln_mean_sum_part init: %init_add_21) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b0_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b0_ln_mean = stablehlo.divide %s1b0_ln_mean_sum, %s1b0_ln_mean_n : tensor<32x28x28xf32>
    %s1b0_ln_mean_b = stablehlo.broadcast_in_dim %s1b0_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b0_ln_dev = stablehlo.subtract %s1b0_dw_1, %s1b0_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b0_ln_sq = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_dev : tensor<32x28x28x192xf32>
    %reshape_11 = stablehlo.reshape %s1b0_ln_sq : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq_part = stablehlo.reduce(%reshape_11 init: %init_add_22) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq = stablehlo.reduce(%s1b0_ln_ssq_part init: %init_add_23) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %s1b1_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.1.conv_dw.weight, dims = [2] : tensor<192x1x7x7xf32>
    %s1b1_dw_kernel = stablehlo.reverse %s1b1_dw_kernel_rev, dims = [2] : tensor<192x1x7x7xf32>
    %s1b1_dw = stablehlo.convolution(%s1b0_out, %s1b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_dw_1 = stablehlo.add %s1b1_dw, %s1b1_dw_b : tensor<32x28x28x192xf32>
    %reshape_12 = stablehlo.reshape %s1b1_dw_1 : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum_part = stablehlo.reduce(%reshape_12 init: %init_add_24) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum = stablehlo.reduce(%s1b1_ln_mean_sum_part init: %init_add_25) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b1_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b1_ln_mean = stablehlo.divide %s1b1_ln_mean_sum, %s1b1_ln_mean_n : tensor<32x28x28xf32>
    %s1b1_ln_mean_b = stablehlo.broadcast_in_dim %s1b1_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b1_ln_dev = stablehlo.subtract %s1b1_dw_1, %s1b1_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b1_ln_sq = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_dev : tensor<32x28x28x192xf32>
    %reshape_13 = stablehlo.reshape %s1b1_ln_sq : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq_part = stablehlo.reduce(%reshape_13 init: %init_add_26) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq = stablehlo.reduce(%s1b1_ln_ssq_part init: %init_add_27) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %s1b2_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.2.conv_dw.weight, dims = [2] : tensor<192x1x7x7xf32>
    %s1b2_dw_kernel = stablehlo.reverse %s1b2_dw_kernel_rev, dims = [2] : tensor<192x1x7x7xf32>
    %s1b2_dw = stablehlo.convolution(%s1b1_out, %s1b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<32x28x28x192xf32>, tensor<192x1x7x7xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.conv_dw.bias, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_dw_1 = stablehlo.add %s1b2_dw, %s1b2_dw_b : tensor<32x28x28x192xf32>
    %reshape_14 = stablehlo.reshape %s1b2_dw_1 : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_mean_sum_part = stablehlo.reduce(%reshape_14 init: %init_add_28) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_mean_sum = stablehlo.reduce(%s1b2_ln_mean_sum_part init: %init_add_29) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b2_ln_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s1b2_ln_mean = stablehlo.divide %s1b2_ln_mean_sum, %s1b2_ln_mean_n : tensor<32x28x28xf32>
    %s1b2_ln_mean_b = stablehlo.broadcast_in_dim %s1b2_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s1b2_ln_dev = stablehlo.subtract %s1b2_dw_1, %s1b2_ln_mean_b : tensor<32x28x28x192xf32>
    %s1b2_ln_sq = stablehlo.multiply %s1b2_ln_dev, %s1b2_ln_dev : tensor<32x28x28x192xf32>
    %reshape_15 = stablehlo.reshape %s1b2_ln_sq : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_ssq_part = stablehlo.reduce(%reshape_15 init: %init_add_30) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_ssq = stablehlo.reduce(%s1b2_ln_ssq_part init: %init_add_31) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %reshape_16 = stablehlo.reshape %s1b2_out : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum_part = stablehlo.reduce(%reshape_16 init: %init_add_32) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum = stablehlo.reduce(%s2_down0_mean_sum_part init: %init_add_33) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s2_down0_mean_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %s2_down0_mean = stablehlo.divide %s2_down0_mean_sum, %s2_down0_mean_n : tensor<32x28x28xf32>
    %s2_down0_mean_b = stablehlo.broadcast_in_dim %s2_down0_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %s2_down0_dev = stablehlo.subtract %s1b2_out, %s2_down0_mean_b : tensor<32x28x28x192xf32>
    %s2_down0_sq = stablehlo.multiply %s2_down0_dev, %s2_down0_dev : tensor<32x28x28x192xf32>
    %reshape_17 = stablehlo.reshape %s2_down0_sq : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq_part = stablehlo.reduce(%reshape_17 init: %init_add_34) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq = stablehlo.reduce(%s2_down0_ssq_part init: %init_add_35) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %s2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x28x28x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %s2_down1 = stablehlo.dot_general %s2_down1_patches, %stages.2.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x14x2x14x2x192xf32>, tensor<384x192x2x2xf32>) -> tensor<32x14x14x384xf32>
    %s2_down1_b = stablehlo.broadcast_in_dim %stages.2.downsample.1.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2_down1_1 = stablehlo.add %s2_down1, %s2_down1_b : tensor<32x14x14x384xf32>
    %s2b0_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.0.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b0_dw_kernel = stablehlo.reverse %s2b0_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b0_dw = stablehlo.convolution(%s2_down1_1, %s2b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_dw_1 = stablehlo.add %s2b0_dw, %s2b0_dw_b : tensor<32x14x14x384xf32>
    %reshape_18 = stablehlo.reshape %s2b0_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum_part = stablehlo.reduce(%reshape_18 init: %init_add_36) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum = stablehlo.reduce(%s2b0_ln_mean_sum_part init: %init_add_37) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b0_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b0_ln_mean = stablehlo.divide %s2b0_ln_mean_sum, %s2b0_ln_mean_n : tensor<32x14x14xf32>
    %s2b0_ln_mean_b = stablehlo.broadcast_in_dim %s2b0_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b0_ln_dev = stablehlo.subtract %s2b0_dw_1, %s2b0_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b0_ln_sq = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_dev : tensor<32x14x14x384xf32>
    %reshape_19 = stablehlo.reshape %s2b0_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq_part = stablehlo.reduce(%reshape_19 init: %init_add_38) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq = stablehlo.reduce(%s2b0_ln_ssq_part init: %init_add_39) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b1_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.1.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b1_dw_kernel = stablehlo.reverse %s2b1_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b1_dw = stablehlo.convolution(%s2b0_out, %s2b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_dw_1 = stablehlo.add %s2b1_dw, %s2b1_dw_b : tensor<32x14x14x384xf32>
    %reshape_20 = stablehlo.reshape %s2b1_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum_part = stablehlo.reduce(%reshape_20 init: %init_add_40) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum = stablehlo.reduce(%s2b1_ln_mean_sum_part init: %init_add_41) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b1_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b1_ln_mean = stablehlo.divide %s2b1_ln_mean_sum, %s2b1_ln_mean_n : tensor<32x14x14xf32>
    %s2b1_ln_mean_b = stablehlo.broadcast_in_dim %s2b1_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b1_ln_dev = stablehlo.subtract %s2b1_dw_1, %s2b1_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b1_ln_sq = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_dev : tensor<32x14x14x384xf32>
    %reshape_21 = stablehlo.reshape %s2b1_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq_part = stablehlo.reduce(%reshape_21 init: %init_add_42) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq = stablehlo.reduce(%s2b1_ln_ssq_part init: %init_add_43) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b2_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.2.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b2_dw_kernel = stablehlo.reverse %s2b2_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b2_dw = stablehlo.convolution(%s2b1_out, %s2b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_dw_1 = stablehlo.add %s2b2_dw, %s2b2_dw_b : tensor<32x14x14x384xf32>
    %reshape_22 = stablehlo.reshape %s2b2_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum_part = stablehlo.reduce(%reshape_22 init: %init_add_44) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum = stablehlo.reduce(%s2b2_ln_mean_sum_part init: %init_add_45) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b2_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b2_ln_mean = stablehlo.divide %s2b2_ln_mean_sum, %s2b2_ln_mean_n : tensor<32x14x14xf32>
    %s2b2_ln_mean_b = stablehlo.broadcast_in_dim %s2b2_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b2_ln_dev = stablehlo.subtract %s2b2_dw_1, %s2b2_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b2_ln_sq = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_dev : tensor<32x14x14x384xf32>
    %reshape_23 = stablehlo.reshape %s2b2_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq_part = stablehlo.reduce(%reshape_23 init: %init_add_46) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq = stablehlo.reduce(%s2b2_ln_ssq_part init: %init_add_47) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b3_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.3.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b3_dw_kernel = stablehlo.reverse %s2b3_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b3_dw = stablehlo.convolution(%s2b2_out, %s2b3_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_dw_1 = stablehlo.add %s2b3_dw, %s2b3_dw_b : tensor<32x14x14x384xf32>
    %reshape_24 = stablehlo.reshape %s2b3_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum_part = stablehlo.reduce(%reshape_24 init: %init_add_48) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum = stablehlo.reduce(%s2b3_ln_mean_sum_part init: %init_add_49) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b3_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b3_ln_mean = stablehlo.divide %s2b3_ln_mean_sum, %s2b3_ln_mean_n : tensor<32x14x14xf32>
    %s2b3_ln_mean_b = stablehlo.broadcast_in_dim %s2b3_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b3_ln_dev = stablehlo.subtract %s2b3_dw_1, %s2b3_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b3_ln_sq = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_dev : tensor<32x14x14x384xf32>
    %reshape_25 = stablehlo.reshape %s2b3_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq_part = stablehlo.reduce(%reshape_25 init: %init_add_50) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq = stablehlo.reduce(%s2b3_ln_ssq_part init: %init_add_51) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b4_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.4.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b4_dw_kernel = stablehlo.reverse %s2b4_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b4_dw = stablehlo.convolution(%s2b3_out, %s2b4_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_dw_1 = stablehlo.add %s2b4_dw, %s2b4_dw_b : tensor<32x14x14x384xf32>
    %reshape_26 = stablehlo.reshape %s2b4_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum_part = stablehlo.reduce(%reshape_26 init: %init_add_52) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum = stablehlo.reduce(%s2b4_ln_mean_sum_part init: %init_add_53) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b4_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b4_ln_mean = stablehlo.divide %s2b4_ln_mean_sum, %s2b4_ln_mean_n : tensor<32x14x14xf32>
    %s2b4_ln_mean_b = stablehlo.broadcast_in_dim %s2b4_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b4_ln_dev = stablehlo.subtract %s2b4_dw_1, %s2b4_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b4_ln_sq = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_dev : tensor<32x14x14x384xf32>
    %reshape_27 = stablehlo.reshape %s2b4_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq_part = stablehlo.reduce(%reshape_27 init: %init_add_54) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq = stablehlo.reduce(%s2b4_ln_ssq_part init: %init_add_55) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b5_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.5.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b5_dw_kernel = stablehlo.reverse %s2b5_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b5_dw = stablehlo.convolution(%s2b4_out, %s2b5_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_dw_1 = stablehlo.add %s2b5_dw, %s2b5_dw_b : tensor<32x14x14x384xf32>
    %reshape_28 = stablehlo.reshape %s2b5_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum_part = stablehlo.reduce(%reshape_28 init: %init_add_56) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum = stablehlo.reduce(%s2b5_ln_mean_sum_part init: %init_add_57) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b5_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b5_ln_mean = stablehlo.divide %s2b5_ln_mean_sum, %s2b5_ln_mean_n : tensor<32x14x14xf32>
    %s2b5_ln_mean_b = stablehlo.broadcast_in_dim %s2b5_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b5_ln_dev = stablehlo.subtract %s2b5_dw_1, %s2b5_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b5_ln_sq = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_dev : tensor<32x14x14x384xf32>
    %reshape_29 = stablehlo.reshape %s2b5_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq_part = stablehlo.reduce(%reshape_29 init: %init_add_58) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq = stablehlo.reduce(%s2b5_ln_ssq_part init: %init_add_59) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b6_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.6.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b6_dw_kernel = stablehlo.reverse %s2b6_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b6_dw = stablehlo.convolution(%s2b5_out, %s2b6_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_dw_1 = stablehlo.add %s2b6_dw, %s2b6_dw_b : tensor<32x14x14x384xf32>
    %reshape_30 = stablehlo.reshape %s2b6_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_mean_sum_part = stablehlo.reduce(%reshape_30 init: %init_add_60) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_mean_sum = stablehlo.reduce(%s2b6_ln_mean_sum_part init: %init_add_61) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b6_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b6_ln_mean = stablehlo.divide %s2b6_ln_mean_sum, %s2b6_ln_mean_n : tensor<32x14x14xf32>
    %s2b6_ln_mean_b = stablehlo.broadcast_in_dim %s2b6_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b6_ln_dev = stablehlo.subtract %s2b6_dw_1, %s2b6_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b6_ln_sq = stablehlo.multiply %s2b6_ln_dev, %s2b6_ln_dev : tensor<32x14x14x384xf32>
    %reshape_31 = stablehlo.reshape %s2b6_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_ssq_part = stablehlo.reduce(%reshape_31 init: %init_add_62) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_ssq = stablehlo.reduce(%s2b6_ln_ssq_part init: %init_add_63) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b7_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.7.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b7_dw_kernel = stablehlo.reverse %s2b7_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b7_dw = stablehlo.convolution(%s2b6_out, %s2b7_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_dw_1 = stablehlo.add %s2b7_dw, %s2b7_dw_b : tensor<32x14x14x384xf32>
    %reshape_32 = stablehlo.reshape %s2b7_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_mean_sum_part = stablehlo.reduce(%reshape_32 init: %init_add_64) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_mean_sum = stablehlo.reduce(%s2b7_ln_mean_sum_part init: %init_add_65) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b7_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b7_ln_mean = stablehlo.divide %s2b7_ln_mean_sum, %s2b7_ln_mean_n : tensor<32x14x14xf32>
    %s2b7_ln_mean_b = stablehlo.broadcast_in_dim %s2b7_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b7_ln_dev = stablehlo.subtract %s2b7_dw_1, %s2b7_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b7_ln_sq = stablehlo.multiply %s2b7_ln_dev, %s2b7_ln_dev : tensor<32x14x14x384xf32>
    %reshape_33 = stablehlo.reshape %s2b7_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_ssq_part = stablehlo.reduce(%reshape_33 init: %init_add_66) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_ssq = stablehlo.reduce(%s2b7_ln_ssq_part init: %init_add_67) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s2b8_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.8.conv_dw.weight, dims = [2] : tensor<384x1x7x7xf32>
    %s2b8_dw_kernel = stablehlo.reverse %s2b8_dw_kernel_rev, dims = [2] : tensor<384x1x7x7xf32>
    %s2b8_dw = stablehlo.convolution(%s2b7_out, %s2b8_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<32x14x14x384xf32>, tensor<384x1x7x7xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.conv_dw.bias, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_dw_1 = stablehlo.add %s2b8_dw, %s2b8_dw_b : tensor<32x14x14x384xf32>
    %reshape_34 = stablehlo.reshape %s2b8_dw_1 : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_mean_sum_part = stablehlo.reduce(%reshape_34 init: %init_add_68) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_mean_sum = stablehlo.reduce(%s2b8_ln_mean_sum_part init: %init_add_69) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b8_ln_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s2b8_ln_mean = stablehlo.divide %s2b8_ln_mean_sum, %s2b8_ln_mean_n : tensor<32x14x14xf32>
    %s2b8_ln_mean_b = stablehlo.broadcast_in_dim %s2b8_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s2b8_ln_dev = stablehlo.subtract %s2b8_dw_1, %s2b8_ln_mean_b : tensor<32x14x14x384xf32>
    %s2b8_ln_sq = stablehlo.multiply %s2b8_ln_dev, %s2b8_ln_dev : tensor<32x14x14x384xf32>
    %reshape_35 = stablehlo.reshape %s2b8_ln_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_ssq_part = stablehlo.reduce(%reshape_35 init: %init_add_70) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_ssq = stablehlo.reduce(%s2b8_ln_ssq_part init: %init_add_71) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %reshape_36 = stablehlo.reshape %s2b8_out : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum_part = stablehlo.reduce(%reshape_36 init: %init_add_72) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum = stablehlo.reduce(%s3_down0_mean_sum_part init: %init_add_73) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s3_down0_mean_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %s3_down0_mean = stablehlo.divide %s3_down0_mean_sum, %s3_down0_mean_n : tensor<32x14x14xf32>
    %s3_down0_mean_b = stablehlo.broadcast_in_dim %s3_down0_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %s3_down0_dev = stablehlo.subtract %s2b8_out, %s3_down0_mean_b : tensor<32x14x14x384xf32>
    %s3_down0_sq = stablehlo.multiply %s3_down0_dev, %s3_down0_dev : tensor<32x14x14x384xf32>
    %reshape_37 = stablehlo.reshape %s3_down0_sq : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq_part = stablehlo.reduce(%reshape_37 init: %init_add_74) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq = stablehlo.reduce(%s3_down0_ssq_part init: %init_add_75) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %s3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x14x14x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %s3_down1 = stablehlo.dot_general %s3_down1_patches, %stages.3.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x7x2x7x2x384xf32>, tensor<768x384x2x2xf32>) -> tensor<32x7x7x768xf32>
    %s3_down1_b = stablehlo.broadcast_in_dim %stages.3.downsample.1.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3_down1_1 = stablehlo.add %s3_down1, %s3_down1_b : tensor<32x7x7x768xf32>
    %s3b0_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.0.conv_dw.weight, dims = [2] : tensor<768x1x7x7xf32>
    %s3b0_dw_kernel = stablehlo.reverse %s3b0_dw_kernel_rev, dims = [2] : tensor<768x1x7x7xf32>
    %s3b0_dw = stablehlo.convolution(%s3_down1_1, %s3b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_dw_1 = stablehlo.add %s3b0_dw, %s3b0_dw_b : tensor<32x7x7x768xf32>
    %reshape_38 = stablehlo.reshape %s3b0_dw_1 : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum_part = stablehlo.reduce(%reshape_38 init: %init_add_76) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum = stablehlo.reduce(%s3b0_ln_mean_sum_part init: %init_add_77) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b0_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b0_ln_mean = stablehlo.divide %s3b0_ln_mean_sum, %s3b0_ln_mean_n : tensor<32x7x7xf32>
    %s3b0_ln_mean_b = stablehlo.broadcast_in_dim %s3b0_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b0_ln_dev = stablehlo.subtract %s3b0_dw_1, %s3b0_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b0_ln_sq = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_dev : tensor<32x7x7x768xf32>
    %reshape_39 = stablehlo.reshape %s3b0_ln_sq : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq_part = stablehlo.reduce(%reshape_39 init: %init_add_78) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq = stablehlo.reduce(%s3b0_ln_ssq_part init: %init_add_79) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %s3b1_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.1.conv_dw.weight, dims = [2] : tensor<768x1x7x7xf32>
    %s3b1_dw_kernel = stablehlo.reverse %s3b1_dw_kernel_rev, dims = [2] : tensor<768x1x7x7xf32>
    %s3b1_dw = stablehlo.convolution(%s3b0_out, %s3b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_dw_1 = stablehlo.add %s3b1_dw, %s3b1_dw_b : tensor<32x7x7x768xf32>
    %reshape_40 = stablehlo.reshape %s3b1_dw_1 : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum_part = stablehlo.reduce(%reshape_40 init: %init_add_80) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum = stablehlo.reduce(%s3b1_ln_mean_sum_part init: %init_add_81) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b1_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b1_ln_mean = stablehlo.divide %s3b1_ln_mean_sum, %s3b1_ln_mean_n : tensor<32x7x7xf32>
    %s3b1_ln_mean_b = stablehlo.broadcast_in_dim %s3b1_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b1_ln_dev = stablehlo.subtract %s3b1_dw_1, %s3b1_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b1_ln_sq = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_dev : tensor<32x7x7x768xf32>
    %reshape_41 = stablehlo.reshape %s3b1_ln_sq : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq_part = stablehlo.reduce(%reshape_41 init: %init_add_82) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq = stablehlo.reduce(%s3b1_ln_ssq_part init: %init_add_83) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %s3b2_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.2.conv_dw.weight, dims = [2] : tensor<768x1x7x7xf32>
    %s3b2_dw_kernel = stablehlo.reverse %s3b2_dw_kernel_rev, dims = [2] : tensor<768x1x7x7xf32>
    %s3b2_dw = stablehlo.convolution(%s3b1_out, %s3b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<32x7x7x768xf32>, tensor<768x1x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.conv_dw.bias, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_dw_1 = stablehlo.add %s3b2_dw, %s3b2_dw_b : tensor<32x7x7x768xf32>
    %reshape_42 = stablehlo.reshape %s3b2_dw_1 : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_mean_sum_part = stablehlo.reduce(%reshape_42 init: %init_add_84) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_mean_sum = stablehlo.reduce(%s3b2_ln_mean_sum_part init: %init_add_85) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b2_ln_mean_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %s3b2_ln_mean = stablehlo.divide %s3b2_ln_mean_sum, %s3b2_ln_mean_n : tensor<32x7x7xf32>
    %s3b2_ln_mean_b = stablehlo.broadcast_in_dim %s3b2_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %s3b2_ln_dev = stablehlo.subtract %s3b2_dw_1, %s3b2_ln_mean_b : tensor<32x7x7x768xf32>
    %s3b2_ln_sq = stablehlo.multiply %s3b2_ln_dev, %s3b2_ln_dev : tensor<32x7x7x768xf32>
    %reshape_43 = stablehlo.reshape %s3b2_ln_sq : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_ssq_part = stablehlo.reduce(%reshape_43 init: %init_add_86) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_ssq = stablehlo.reduce(%s3b2_ln_ssq_part init: %init_add_87) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_pool_sum = stablehlo.reduce(%s3b2_out init: %init_add_88) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %head_pool_hw = stablehlo.constant dense<49.0> : tensor<32x768xf32>
    %head_pool = stablehlo.divide %head_pool_sum, %head_pool_hw : tensor<32x768xf32>
    %reshape_44 = stablehlo.reshape %head_pool : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum_part = stablehlo.reduce(%reshape_44 init: %init_add_89) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum = stablehlo.reduce(%head_norm_mean_sum_part init: %init_add_90) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_mean_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %head_norm_mean = stablehlo.divide %head_norm_mean_sum, %head_norm_mean_n : tensor<32xf32>
    %head_norm_mean_b = stablehlo.broadcast_in_dim %head_norm_mean, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %head_norm_dev = stablehlo.subtract %head_pool, %head_norm_mean_b : tensor<32x768xf32>
    %head_norm_sq = stablehlo.multiply %head_norm_dev, %head_norm_dev : tensor<32x768xf32>
    %reshape_45 = stablehlo.reshape %head_norm_sq : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq_part = stablehlo.reduce(%reshape_45 init: %init_add_91) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq = stablehlo.reduce(%head_norm_ssq_part init: %init_add_92) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
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
    %reshape_46 = stablehlo.reshape %ce_exp : (tensor<32x1000xf32>) -> tensor<32x40x25xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp_part = stablehlo.reduce(%reshape_46 init: %init_add_93) applies stablehlo.add across dimensions = [2] : (tensor<32x40x25xf32>, tensor<f32>) -> tensor<32x40xf32>
    %reshape_47 = stablehlo.reshape %ce_sumexp_part : (tensor<32x40xf32>) -> tensor<32x2x20xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp_part_1 = stablehlo.reduce(%reshape_47 init: %init_add_94) applies stablehlo.add across dimensions = [2] : (tensor<32x2x20xf32>, tensor<f32>) -> tensor<32x2xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_sumexp_part_1 init: %init_add_95) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x1000xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x1000xf32>
    %reshape_48 = stablehlo.reshape %ce_tlogp : (tensor<32x1000xf32>) -> tensor<32x40x25xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows_part = stablehlo.reduce(%reshape_48 init: %init_add_96) applies stablehlo.add across dimensions = [2] : (tensor<32x40x25xf32>, tensor<f32>) -> tensor<32x40xf32>
    %reshape_49 = stablehlo.reshape %ce_sum_rows_part : (tensor<32x40xf32>) -> tensor<32x2x20xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows_part_1 = stablehlo.reduce(%reshape_49 init: %init_add_97) applies stablehlo.add across dimensions = [2] : (tensor<32x2x20xf32>, tensor<f32>) -> tensor<32x2xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_sum_rows_part_1 init: %init_add_98) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_99) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
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
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_fc_b = stablehlo.reduce(%dce_z init: %init_add_100) applies stablehlo.add across dimensions = [0] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %dhead_norm_dy_xhat = stablehlo.multiply %dhead_fc_x, %head_norm_xhat : tensor<32x768xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_weight = stablehlo.reduce(%dhead_norm_dy_xhat init: %init_add_101) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_bias = stablehlo.reduce(%dhead_fc_x init: %init_add_102) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %dhead_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat = stablehlo.multiply %dhead_fc_x, %dhead_norm_weight_b : tensor<32x768xf32>
    %reshape_50 = stablehlo.reshape %dhead_norm_xhat : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum_part = stablehlo.reduce(%reshape_50 init: %init_add_103) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum = stablehlo.reduce(%dhead_norm_mean1_sum_part init: %init_add_104) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean1_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %dhead_norm_mean1 = stablehlo.divide %dhead_norm_mean1_sum, %dhead_norm_mean1_n : tensor<32xf32>
    %dhead_norm_mean1_b = stablehlo.broadcast_in_dim %dhead_norm_mean1, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat_xhat = stablehlo.multiply %dhead_norm_xhat, %head_norm_xhat : tensor<32x768xf32>
    %reshape_51 = stablehlo.reshape %dhead_norm_xhat_xhat : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum_part = stablehlo.reduce(%reshape_51 init: %init_add_105) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum = stablehlo.reduce(%dhead_norm_mean2_sum_part init: %init_add_106) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
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
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma = stablehlo.reduce(%ds3b2_gamma_dy_x init: %init_add_107) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma_1 = stablehlo.reduce(%ds3b2_gamma_gamma init: %init_add_108) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma_2 = stablehlo.reduce(%ds3b2_gamma_gamma_1 init: %init_add_109) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_fc2_x = stablehlo.dot_general %ds3b2_gamma_x, %stages.3.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b2_fc2_w = stablehlo.dot_general %ds3b2_gamma_x, %s3b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b = stablehlo.reduce(%ds3b2_gamma_x init: %init_add_110) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b_1 = stablehlo.reduce(%ds3b2_fc2_b init: %init_add_111) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b_2 = stablehlo.reduce(%ds3b2_fc2_b_1 init: %init_add_112) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_74 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_75 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b2_act_cx = stablehlo.multiply %s3b2_fc1_1, %cst_75 : tensor<32x7x7x3072xf32>
    %ds3b2_act_cx2 = stablehlo.multiply %ds3b2_act_cx, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1pcx2 = stablehlo.add %ds3b2_act_cx2, %cst_74 : tensor<32x7x7x3072xf32>
    %ds3b2_act_inner = stablehlo.multiply %s3b2_fc1_1, %ds3b2_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_76 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b2_act_u = stablehlo.multiply %ds3b2_act_inner, %cst_76 : tensor<32x7x7x3072xf32>
    %ds3b2_act_t = stablehlo.tanh %ds3b2_act_u : tensor<32x7x7x3072xf32>
    %cst_77 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b2_act_3cx = stablehlo.multiply %s3b2_fc1_1, %cst_77 : tensor<32x7x7x3072xf32>
    %ds3b2_act_3cx2 = stablehlo.multiply %ds3b2_act_3cx, %s3b2_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b2_act_poly = stablehlo.add %ds3b2_act_3cx2, %cst_74 : tensor<32x7x7x3072xf32>
    %cst_78 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b2_act_du = stablehlo.multiply %ds3b2_act_poly, %cst_78 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1mt = stablehlo.subtract %cst_74, %ds3b2_act_t : tensor<32x7x7x3072xf32>
    %ds3b2_act_xdu = stablehlo.multiply %s3b2_fc1_1, %ds3b2_act_du : tensor<32x7x7x3072xf32>
    %ds3b2_act_tail = stablehlo.multiply %ds3b2_act_1mt, %ds3b2_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b2_act_1pt = stablehlo.add %ds3b2_act_t, %cst_74 : tensor<32x7x7x3072xf32>
    %ds3b2_act_1ptail = stablehlo.add %ds3b2_act_tail, %cst_74 : tensor<32x7x7x3072xf32>
    %ds3b2_act_both = stablehlo.multiply %ds3b2_act_1pt, %ds3b2_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_79 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b2_act_slope = stablehlo.multiply %ds3b2_act_both, %cst_79 : tensor<32x7x7x3072xf32>
    %ds3b2_act_x = stablehlo.multiply %ds3b2_fc2_x, %ds3b2_act_slope : tensor<32x7x7x3072xf32>
    %ds3b2_fc1_x = stablehlo.dot_general %ds3b2_act_x, %stages.3.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_fc1_w = stablehlo.dot_general %ds3b2_act_x, %s3b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b = stablehlo.reduce(%ds3b2_act_x init: %init_add_113) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b_1 = stablehlo.reduce(%ds3b2_fc1_b init: %init_add_114) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b_2 = stablehlo.reduce(%ds3b2_fc1_b_1 init: %init_add_115) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b2_ln_dy_xhat = stablehlo.multiply %ds3b2_fc1_x, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight = stablehlo.reduce(%ds3b2_ln_dy_xhat init: %init_add_116) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight_1 = stablehlo.reduce(%ds3b2_ln_weight init: %init_add_117) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight_2 = stablehlo.reduce(%ds3b2_ln_weight_1 init: %init_add_118) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias = stablehlo.reduce(%ds3b2_fc1_x init: %init_add_119) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias_1 = stablehlo.reduce(%ds3b2_ln_bias init: %init_add_120) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias_2 = stablehlo.reduce(%ds3b2_ln_bias_1 init: %init_add_121) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat = stablehlo.multiply %ds3b2_fc1_x, %ds3b2_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_52 = stablehlo.reshape %ds3b2_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_52 init: %init_add_122) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean1_sum = stablehlo.reduce(%ds3b2_ln_mean1_sum_part init: %init_add_123) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b2_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b2_ln_mean1 = stablehlo.divide %ds3b2_ln_mean1_sum, %ds3b2_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat_xhat = stablehlo.multiply %ds3b2_ln_xhat, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_53 = stablehlo.reshape %ds3b2_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_53 init: %init_add_124) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean2_sum = stablehlo.reduce(%ds3b2_ln_mean2_sum_part init: %init_add_125) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %ds3b2_dw_w_xt = stablehlo.transpose %s3b1_out, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b2_dw_w_xt_1 = stablehlo.reshape %ds3b2_dw_w_xt : (tensor<7x7x32x768xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b2_dw_w_dyt = stablehlo.transpose %ds3b2_ln_x, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b2_dw_w_dyt_1 = stablehlo.reshape %ds3b2_dw_w_dyt : (tensor<7x7x32x768xf32>) -> tensor<7x7x1x24576xf32>
    %ds3b2_dw_w_bc = stablehlo.convolution(%ds3b2_dw_w_xt_1, %ds3b2_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 24576 : i64} : (tensor<1x7x7x24576xf32>, tensor<7x7x1x24576xf32>) -> tensor<1x7x8x24576xf32>
    %ds3b2_dw_w_taps = "stablehlo.slice"(%ds3b2_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 24576>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x24576xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b2_dw_w_bc_1 = stablehlo.reshape %ds3b2_dw_w_taps : (tensor<1x7x7x24576xf32>) -> tensor<7x7x32x768xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_w_sum = stablehlo.reduce(%ds3b2_dw_w_bc_1 init: %init_add_126) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b2_dw_w_ckk = stablehlo.transpose %ds3b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b2_dw_w = stablehlo.reshape %ds3b2_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b = stablehlo.reduce(%ds3b2_ln_x init: %init_add_127) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b_1 = stablehlo.reduce(%ds3b2_dw_b init: %init_add_128) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b_2 = stablehlo.reduce(%ds3b2_dw_b_1 init: %init_add_129) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_in = stablehlo.add %dhead_pool_x, %ds3b2_dw_x : tensor<32x7x7x768xf32>
    %ds3b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.16, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_drop_path = stablehlo.multiply %ds3b2_in, %ds3b1_drop_path_mask_b : tensor<32x7x7x768xf32>
    %ds3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_gamma_x = stablehlo.multiply %ds3b1_drop_path, %ds3b1_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b1_gamma_dy_x = stablehlo.multiply %ds3b1_drop_path, %s3b1_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma = stablehlo.reduce(%ds3b1_gamma_dy_x init: %init_add_130) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_1 = stablehlo.reduce(%ds3b1_gamma_gamma init: %init_add_131) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_2 = stablehlo.reduce(%ds3b1_gamma_gamma_1 init: %init_add_132) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_fc2_x = stablehlo.dot_general %ds3b1_gamma_x, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b1_fc2_w = stablehlo.dot_general %ds3b1_gamma_x, %s3b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b = stablehlo.reduce(%ds3b1_gamma_x init: %init_add_133) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_1 = stablehlo.reduce(%ds3b1_fc2_b init: %init_add_134) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_2 = stablehlo.reduce(%ds3b1_fc2_b_1 init: %init_add_135) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_80 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_81 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b1_act_cx = stablehlo.multiply %s3b1_fc1_1, %cst_81 : tensor<32x7x7x3072xf32>
    %ds3b1_act_cx2 = stablehlo.multiply %ds3b1_act_cx, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1pcx2 = stablehlo.add %ds3b1_act_cx2, %cst_80 : tensor<32x7x7x3072xf32>
    %ds3b1_act_inner = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_82 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b1_act_u = stablehlo.multiply %ds3b1_act_inner, %cst_82 : tensor<32x7x7x3072xf32>
    %ds3b1_act_t = stablehlo.tanh %ds3b1_act_u : tensor<32x7x7x3072xf32>
    %cst_83 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b1_act_3cx = stablehlo.multiply %s3b1_fc1_1, %cst_83 : tensor<32x7x7x3072xf32>
    %ds3b1_act_3cx2 = stablehlo.multiply %ds3b1_act_3cx, %s3b1_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b1_act_poly = stablehlo.add %ds3b1_act_3cx2, %cst_80 : tensor<32x7x7x3072xf32>
    %cst_84 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b1_act_du = stablehlo.multiply %ds3b1_act_poly, %cst_84 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1mt = stablehlo.subtract %cst_80, %ds3b1_act_t : tensor<32x7x7x3072xf32>
    %ds3b1_act_xdu = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_du : tensor<32x7x7x3072xf32>
    %ds3b1_act_tail = stablehlo.multiply %ds3b1_act_1mt, %ds3b1_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b1_act_1pt = stablehlo.add %ds3b1_act_t, %cst_80 : tensor<32x7x7x3072xf32>
    %ds3b1_act_1ptail = stablehlo.add %ds3b1_act_tail, %cst_80 : tensor<32x7x7x3072xf32>
    %ds3b1_act_both = stablehlo.multiply %ds3b1_act_1pt, %ds3b1_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_85 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b1_act_slope = stablehlo.multiply %ds3b1_act_both, %cst_85 : tensor<32x7x7x3072xf32>
    %ds3b1_act_x = stablehlo.multiply %ds3b1_fc2_x, %ds3b1_act_slope : tensor<32x7x7x3072xf32>
    %ds3b1_fc1_x = stablehlo.dot_general %ds3b1_act_x, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_fc1_w = stablehlo.dot_general %ds3b1_act_x, %s3b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b = stablehlo.reduce(%ds3b1_act_x init: %init_add_136) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_1 = stablehlo.reduce(%ds3b1_fc1_b init: %init_add_137) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_2 = stablehlo.reduce(%ds3b1_fc1_b_1 init: %init_add_138) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b1_ln_dy_xhat = stablehlo.multiply %ds3b1_fc1_x, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight = stablehlo.reduce(%ds3b1_ln_dy_xhat init: %init_add_139) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_1 = stablehlo.reduce(%ds3b1_ln_weight init: %init_add_140) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_2 = stablehlo.reduce(%ds3b1_ln_weight_1 init: %init_add_141) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias = stablehlo.reduce(%ds3b1_fc1_x init: %init_add_142) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_1 = stablehlo.reduce(%ds3b1_ln_bias init: %init_add_143) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_2 = stablehlo.reduce(%ds3b1_ln_bias_1 init: %init_add_144) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat = stablehlo.multiply %ds3b1_fc1_x, %ds3b1_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_54 = stablehlo.reshape %ds3b1_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_54 init: %init_add_145) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum = stablehlo.reduce(%ds3b1_ln_mean1_sum_part init: %init_add_146) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b1_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b1_ln_mean1 = stablehlo.divide %ds3b1_ln_mean1_sum, %ds3b1_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat_xhat = stablehlo.multiply %ds3b1_ln_xhat, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_55 = stablehlo.reshape %ds3b1_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_55 init: %init_add_147) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum = stablehlo.reduce(%ds3b1_ln_mean2_sum_part init: %init_add_148) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %ds3b1_dw_w_xt = stablehlo.transpose %s3b0_out, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b1_dw_w_xt_1 = stablehlo.reshape %ds3b1_dw_w_xt : (tensor<7x7x32x768xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b1_dw_w_dyt = stablehlo.transpose %ds3b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b1_dw_w_dyt_1 = stablehlo.reshape %ds3b1_dw_w_dyt : (tensor<7x7x32x768xf32>) -> tensor<7x7x1x24576xf32>
    %ds3b1_dw_w_bc = stablehlo.convolution(%ds3b1_dw_w_xt_1, %ds3b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 24576 : i64} : (tensor<1x7x7x24576xf32>, tensor<7x7x1x24576xf32>) -> tensor<1x7x8x24576xf32>
    %ds3b1_dw_w_taps = "stablehlo.slice"(%ds3b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 24576>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x24576xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b1_dw_w_bc_1 = stablehlo.reshape %ds3b1_dw_w_taps : (tensor<1x7x7x24576xf32>) -> tensor<7x7x32x768xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_w_sum = stablehlo.reduce(%ds3b1_dw_w_bc_1 init: %init_add_149) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b1_dw_w_ckk = stablehlo.transpose %ds3b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b1_dw_w = stablehlo.reshape %ds3b1_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b = stablehlo.reduce(%ds3b1_ln_x init: %init_add_150) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_1 = stablehlo.reduce(%ds3b1_dw_b init: %init_add_151) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_2 = stablehlo.reduce(%ds3b1_dw_b_1 init: %init_add_152) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_in = stablehlo.add %ds3b2_in, %ds3b1_dw_x : tensor<32x7x7x768xf32>
    %ds3b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.15, dims = [0] : (tensor<32xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_drop_path = stablehlo.multiply %ds3b1_in, %ds3b0_drop_path_mask_b : tensor<32x7x7x768xf32>
    %ds3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_gamma_x = stablehlo.multiply %ds3b0_drop_path, %ds3b0_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b0_gamma_dy_x = stablehlo.multiply %ds3b0_drop_path, %s3b0_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma = stablehlo.reduce(%ds3b0_gamma_dy_x init: %init_add_153) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_1 = stablehlo.reduce(%ds3b0_gamma_gamma init: %init_add_154) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_2 = stablehlo.reduce(%ds3b0_gamma_gamma_1 init: %init_add_155) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_fc2_x = stablehlo.dot_general %ds3b0_gamma_x, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b0_fc2_w = stablehlo.dot_general %ds3b0_gamma_x, %s3b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b = stablehlo.reduce(%ds3b0_gamma_x init: %init_add_156) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_1 = stablehlo.reduce(%ds3b0_fc2_b init: %init_add_157) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_2 = stablehlo.reduce(%ds3b0_fc2_b_1 init: %init_add_158) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %cst_86 = stablehlo.constant dense<1.0> : tensor<32x7x7x3072xf32>
    %cst_87 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x3072xf32>
    %ds3b0_act_cx = stablehlo.multiply %s3b0_fc1_1, %cst_87 : tensor<32x7x7x3072xf32>
    %ds3b0_act_cx2 = stablehlo.multiply %ds3b0_act_cx, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1pcx2 = stablehlo.add %ds3b0_act_cx2, %cst_86 : tensor<32x7x7x3072xf32>
    %ds3b0_act_inner = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_1pcx2 : tensor<32x7x7x3072xf32>
    %cst_88 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b0_act_u = stablehlo.multiply %ds3b0_act_inner, %cst_88 : tensor<32x7x7x3072xf32>
    %ds3b0_act_t = stablehlo.tanh %ds3b0_act_u : tensor<32x7x7x3072xf32>
    %cst_89 = stablehlo.constant dense<0.13414500653743744> : tensor<32x7x7x3072xf32>
    %ds3b0_act_3cx = stablehlo.multiply %s3b0_fc1_1, %cst_89 : tensor<32x7x7x3072xf32>
    %ds3b0_act_3cx2 = stablehlo.multiply %ds3b0_act_3cx, %s3b0_fc1_1 : tensor<32x7x7x3072xf32>
    %ds3b0_act_poly = stablehlo.add %ds3b0_act_3cx2, %cst_86 : tensor<32x7x7x3072xf32>
    %cst_90 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x3072xf32>
    %ds3b0_act_du = stablehlo.multiply %ds3b0_act_poly, %cst_90 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1mt = stablehlo.subtract %cst_86, %ds3b0_act_t : tensor<32x7x7x3072xf32>
    %ds3b0_act_xdu = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_du : tensor<32x7x7x3072xf32>
    %ds3b0_act_tail = stablehlo.multiply %ds3b0_act_1mt, %ds3b0_act_xdu : tensor<32x7x7x3072xf32>
    %ds3b0_act_1pt = stablehlo.add %ds3b0_act_t, %cst_86 : tensor<32x7x7x3072xf32>
    %ds3b0_act_1ptail = stablehlo.add %ds3b0_act_tail, %cst_86 : tensor<32x7x7x3072xf32>
    %ds3b0_act_both = stablehlo.multiply %ds3b0_act_1pt, %ds3b0_act_1ptail : tensor<32x7x7x3072xf32>
    %cst_91 = stablehlo.constant dense<0.5> : tensor<32x7x7x3072xf32>
    %ds3b0_act_slope = stablehlo.multiply %ds3b0_act_both, %cst_91 : tensor<32x7x7x3072xf32>
    %ds3b0_act_x = stablehlo.multiply %ds3b0_fc2_x, %ds3b0_act_slope : tensor<32x7x7x3072xf32>
    %ds3b0_fc1_x = stablehlo.dot_general %ds3b0_act_x, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_fc1_w = stablehlo.dot_general %ds3b0_act_x, %s3b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x3072xf32>, tensor<32x7x7x768xf32>) -> tensor<3072x768xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b = stablehlo.reduce(%ds3b0_act_x init: %init_add_159) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_1 = stablehlo.reduce(%ds3b0_fc1_b init: %init_add_160) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_2 = stablehlo.reduce(%ds3b0_fc1_b_1 init: %init_add_161) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b0_ln_dy_xhat = stablehlo.multiply %ds3b0_fc1_x, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight = stablehlo.reduce(%ds3b0_ln_dy_xhat init: %init_add_162) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_1 = stablehlo.reduce(%ds3b0_ln_weight init: %init_add_163) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_2 = stablehlo.reduce(%ds3b0_ln_weight_1 init: %init_add_164) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias = stablehlo.reduce(%ds3b0_fc1_x init: %init_add_165) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_1 = stablehlo.reduce(%ds3b0_ln_bias init: %init_add_166) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_2 = stablehlo.reduce(%ds3b0_ln_bias_1 init: %init_add_167) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat = stablehlo.multiply %ds3b0_fc1_x, %ds3b0_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_56 = stablehlo.reshape %ds3b0_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_56 init: %init_add_168) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum = stablehlo.reduce(%ds3b0_ln_mean1_sum_part init: %init_add_169) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b0_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b0_ln_mean1 = stablehlo.divide %ds3b0_ln_mean1_sum, %ds3b0_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat_xhat = stablehlo.multiply %ds3b0_ln_xhat, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_57 = stablehlo.reshape %ds3b0_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_57 init: %init_add_170) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum = stablehlo.reduce(%ds3b0_ln_mean2_sum_part init: %init_add_171) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %ds3b0_dw_w_xt = stablehlo.transpose %s3_down1_1, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b0_dw_w_xt_1 = stablehlo.reshape %ds3b0_dw_w_xt : (tensor<7x7x32x768xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b0_dw_w_dyt = stablehlo.transpose %ds3b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x7x7x768xf32>) -> tensor<7x7x32x768xf32>
    %ds3b0_dw_w_dyt_1 = stablehlo.reshape %ds3b0_dw_w_dyt : (tensor<7x7x32x768xf32>) -> tensor<7x7x1x24576xf32>
    %ds3b0_dw_w_bc = stablehlo.convolution(%ds3b0_dw_w_xt_1, %ds3b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 24576 : i64} : (tensor<1x7x7x24576xf32>, tensor<7x7x1x24576xf32>) -> tensor<1x7x8x24576xf32>
    %ds3b0_dw_w_taps = "stablehlo.slice"(%ds3b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 24576>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x24576xf32>) -> tensor<1x7x7x24576xf32>
    %ds3b0_dw_w_bc_1 = stablehlo.reshape %ds3b0_dw_w_taps : (tensor<1x7x7x24576xf32>) -> tensor<7x7x32x768xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_w_sum = stablehlo.reduce(%ds3b0_dw_w_bc_1 init: %init_add_172) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b0_dw_w_ckk = stablehlo.transpose %ds3b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b0_dw_w = stablehlo.reshape %ds3b0_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b = stablehlo.reduce(%ds3b0_ln_x init: %init_add_173) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_1 = stablehlo.reduce(%ds3b0_dw_b init: %init_add_174) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_2 = stablehlo.reduce(%ds3b0_dw_b_1 init: %init_add_175) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_in = stablehlo.add %ds3b1_in, %ds3b0_dw_x : tensor<32x7x7x768xf32>
    %ds3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x14x14x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_w = stablehlo.dot_general %ds3b0_in, %ds3_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x7x7x768xf32>, tensor<32x7x2x7x2x384xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_w_1 = stablehlo.optimization_barrier %ds3_down1_w : tensor<768x2x2x384xf32>
    %ds3_down1_w_2 = stablehlo.transpose %ds3_down1_w_1, dims = [0, 3, 1, 2] : (tensor<768x2x2x384xf32>) -> tensor<768x384x2x2xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b = stablehlo.reduce(%ds3b0_in init: %init_add_176) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_1 = stablehlo.reduce(%ds3_down1_b init: %init_add_177) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_2 = stablehlo.reduce(%ds3_down1_b_1 init: %init_add_178) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %s3_down1_w_ohwi = stablehlo.transpose %stages.3.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<768x384x2x2xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_x = stablehlo.dot_general %ds3b0_in, %s3_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x2x2x384xf32>) -> tensor<32x7x7x2x2x384xf32>
    %ds3_down1_x_1 = stablehlo.transpose %ds3_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x7x7x2x2x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_x_2 = stablehlo.reshape %ds3_down1_x_1 : (tensor<32x7x2x7x2x384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_dy_xhat = stablehlo.multiply %ds3_down1_x_2, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight = stablehlo.reduce(%ds3_down0_dy_xhat init: %init_add_179) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_1 = stablehlo.reduce(%ds3_down0_weight init: %init_add_180) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_2 = stablehlo.reduce(%ds3_down0_weight_1 init: %init_add_181) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias = stablehlo.reduce(%ds3_down1_x_2 init: %init_add_182) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_1 = stablehlo.reduce(%ds3_down0_bias init: %init_add_183) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_2 = stablehlo.reduce(%ds3_down0_bias_1 init: %init_add_184) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat = stablehlo.multiply %ds3_down1_x_2, %ds3_down0_weight_b : tensor<32x14x14x384xf32>
    %reshape_58 = stablehlo.reshape %ds3_down0_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum_part = stablehlo.reduce(%reshape_58 init: %init_add_185) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum = stablehlo.reduce(%ds3_down0_mean1_sum_part init: %init_add_186) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds3_down0_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds3_down0_mean1 = stablehlo.divide %ds3_down0_mean1_sum, %ds3_down0_mean1_n : tensor<32x14x14xf32>
    %ds3_down0_mean1_b = stablehlo.broadcast_in_dim %ds3_down0_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat_xhat = stablehlo.multiply %ds3_down0_xhat, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %reshape_59 = stablehlo.reshape %ds3_down0_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum_part = stablehlo.reduce(%reshape_59 init: %init_add_187) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum = stablehlo.reduce(%ds3_down0_mean2_sum_part init: %init_add_188) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma = stablehlo.reduce(%ds2b8_gamma_dy_x init: %init_add_189) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma_1 = stablehlo.reduce(%ds2b8_gamma_gamma init: %init_add_190) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma_2 = stablehlo.reduce(%ds2b8_gamma_gamma_1 init: %init_add_191) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_fc2_x = stablehlo.dot_general %ds2b8_gamma_x, %stages.2.blocks.8.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b8_fc2_w = stablehlo.dot_general %ds2b8_gamma_x, %s2b8_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b = stablehlo.reduce(%ds2b8_gamma_x init: %init_add_192) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b_1 = stablehlo.reduce(%ds2b8_fc2_b init: %init_add_193) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b_2 = stablehlo.reduce(%ds2b8_fc2_b_1 init: %init_add_194) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_92 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_93 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b8_act_cx = stablehlo.multiply %s2b8_fc1_1, %cst_93 : tensor<32x14x14x1536xf32>
    %ds2b8_act_cx2 = stablehlo.multiply %ds2b8_act_cx, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1pcx2 = stablehlo.add %ds2b8_act_cx2, %cst_92 : tensor<32x14x14x1536xf32>
    %ds2b8_act_inner = stablehlo.multiply %s2b8_fc1_1, %ds2b8_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_94 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b8_act_u = stablehlo.multiply %ds2b8_act_inner, %cst_94 : tensor<32x14x14x1536xf32>
    %ds2b8_act_t = stablehlo.tanh %ds2b8_act_u : tensor<32x14x14x1536xf32>
    %cst_95 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b8_act_3cx = stablehlo.multiply %s2b8_fc1_1, %cst_95 : tensor<32x14x14x1536xf32>
    %ds2b8_act_3cx2 = stablehlo.multiply %ds2b8_act_3cx, %s2b8_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b8_act_poly = stablehlo.add %ds2b8_act_3cx2, %cst_92 : tensor<32x14x14x1536xf32>
    %cst_96 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b8_act_du = stablehlo.multiply %ds2b8_act_poly, %cst_96 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1mt = stablehlo.subtract %cst_92, %ds2b8_act_t : tensor<32x14x14x1536xf32>
    %ds2b8_act_xdu = stablehlo.multiply %s2b8_fc1_1, %ds2b8_act_du : tensor<32x14x14x1536xf32>
    %ds2b8_act_tail = stablehlo.multiply %ds2b8_act_1mt, %ds2b8_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b8_act_1pt = stablehlo.add %ds2b8_act_t, %cst_92 : tensor<32x14x14x1536xf32>
    %ds2b8_act_1ptail = stablehlo.add %ds2b8_act_tail, %cst_92 : tensor<32x14x14x1536xf32>
    %ds2b8_act_both = stablehlo.multiply %ds2b8_act_1pt, %ds2b8_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_97 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b8_act_slope = stablehlo.multiply %ds2b8_act_both, %cst_97 : tensor<32x14x14x1536xf32>
    %ds2b8_act_x = stablehlo.multiply %ds2b8_fc2_x, %ds2b8_act_slope : tensor<32x14x14x1536xf32>
    %ds2b8_fc1_x = stablehlo.dot_general %ds2b8_act_x, %stages.2.blocks.8.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_fc1_w = stablehlo.dot_general %ds2b8_act_x, %s2b8_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b = stablehlo.reduce(%ds2b8_act_x init: %init_add_195) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b_1 = stablehlo.reduce(%ds2b8_fc1_b init: %init_add_196) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b_2 = stablehlo.reduce(%ds2b8_fc1_b_1 init: %init_add_197) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b8_ln_dy_xhat = stablehlo.multiply %ds2b8_fc1_x, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight = stablehlo.reduce(%ds2b8_ln_dy_xhat init: %init_add_198) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight_1 = stablehlo.reduce(%ds2b8_ln_weight init: %init_add_199) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight_2 = stablehlo.reduce(%ds2b8_ln_weight_1 init: %init_add_200) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias = stablehlo.reduce(%ds2b8_fc1_x init: %init_add_201) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias_1 = stablehlo.reduce(%ds2b8_ln_bias init: %init_add_202) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias_2 = stablehlo.reduce(%ds2b8_ln_bias_1 init: %init_add_203) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat = stablehlo.multiply %ds2b8_fc1_x, %ds2b8_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_60 = stablehlo.reshape %ds2b8_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean1_sum_part = stablehlo.reduce(%reshape_60 init: %init_add_204) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean1_sum = stablehlo.reduce(%ds2b8_ln_mean1_sum_part init: %init_add_205) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b8_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b8_ln_mean1 = stablehlo.divide %ds2b8_ln_mean1_sum, %ds2b8_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b8_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b8_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat_xhat = stablehlo.multiply %ds2b8_ln_xhat, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_61 = stablehlo.reshape %ds2b8_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean2_sum_part = stablehlo.reduce(%reshape_61 init: %init_add_206) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean2_sum = stablehlo.reduce(%ds2b8_ln_mean2_sum_part init: %init_add_207) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b8_dw_w_xt = stablehlo.transpose %s2b7_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b8_dw_w_xt_1 = stablehlo.reshape %ds2b8_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b8_dw_w_dyt = stablehlo.transpose %ds2b8_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b8_dw_w_dyt_1 = stablehlo.reshape %ds2b8_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b8_dw_w_bc = stablehlo.convolution(%ds2b8_dw_w_xt_1, %ds2b8_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b8_dw_w_taps = "stablehlo.slice"(%ds2b8_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b8_dw_w_bc_1 = stablehlo.reshape %ds2b8_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_w_sum = stablehlo.reduce(%ds2b8_dw_w_bc_1 init: %init_add_208) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b8_dw_w_ckk = stablehlo.transpose %ds2b8_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b8_dw_w = stablehlo.reshape %ds2b8_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b = stablehlo.reduce(%ds2b8_ln_x init: %init_add_209) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b_1 = stablehlo.reduce(%ds2b8_dw_b init: %init_add_210) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b_2 = stablehlo.reduce(%ds2b8_dw_b_1 init: %init_add_211) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_in = stablehlo.add %ds3_down0_x, %ds2b8_dw_x : tensor<32x14x14x384xf32>
    %ds2b7_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.13, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_drop_path = stablehlo.multiply %ds2b8_in, %ds2b7_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b7_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_gamma_x = stablehlo.multiply %ds2b7_drop_path, %ds2b7_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b7_gamma_dy_x = stablehlo.multiply %ds2b7_drop_path, %s2b7_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma = stablehlo.reduce(%ds2b7_gamma_dy_x init: %init_add_212) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma_1 = stablehlo.reduce(%ds2b7_gamma_gamma init: %init_add_213) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma_2 = stablehlo.reduce(%ds2b7_gamma_gamma_1 init: %init_add_214) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_fc2_x = stablehlo.dot_general %ds2b7_gamma_x, %stages.2.blocks.7.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b7_fc2_w = stablehlo.dot_general %ds2b7_gamma_x, %s2b7_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b = stablehlo.reduce(%ds2b7_gamma_x init: %init_add_215) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b_1 = stablehlo.reduce(%ds2b7_fc2_b init: %init_add_216) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b_2 = stablehlo.reduce(%ds2b7_fc2_b_1 init: %init_add_217) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_98 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_99 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b7_act_cx = stablehlo.multiply %s2b7_fc1_1, %cst_99 : tensor<32x14x14x1536xf32>
    %ds2b7_act_cx2 = stablehlo.multiply %ds2b7_act_cx, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1pcx2 = stablehlo.add %ds2b7_act_cx2, %cst_98 : tensor<32x14x14x1536xf32>
    %ds2b7_act_inner = stablehlo.multiply %s2b7_fc1_1, %ds2b7_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_100 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b7_act_u = stablehlo.multiply %ds2b7_act_inner, %cst_100 : tensor<32x14x14x1536xf32>
    %ds2b7_act_t = stablehlo.tanh %ds2b7_act_u : tensor<32x14x14x1536xf32>
    %cst_101 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b7_act_3cx = stablehlo.multiply %s2b7_fc1_1, %cst_101 : tensor<32x14x14x1536xf32>
    %ds2b7_act_3cx2 = stablehlo.multiply %ds2b7_act_3cx, %s2b7_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b7_act_poly = stablehlo.add %ds2b7_act_3cx2, %cst_98 : tensor<32x14x14x1536xf32>
    %cst_102 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b7_act_du = stablehlo.multiply %ds2b7_act_poly, %cst_102 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1mt = stablehlo.subtract %cst_98, %ds2b7_act_t : tensor<32x14x14x1536xf32>
    %ds2b7_act_xdu = stablehlo.multiply %s2b7_fc1_1, %ds2b7_act_du : tensor<32x14x14x1536xf32>
    %ds2b7_act_tail = stablehlo.multiply %ds2b7_act_1mt, %ds2b7_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b7_act_1pt = stablehlo.add %ds2b7_act_t, %cst_98 : tensor<32x14x14x1536xf32>
    %ds2b7_act_1ptail = stablehlo.add %ds2b7_act_tail, %cst_98 : tensor<32x14x14x1536xf32>
    %ds2b7_act_both = stablehlo.multiply %ds2b7_act_1pt, %ds2b7_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_103 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b7_act_slope = stablehlo.multiply %ds2b7_act_both, %cst_103 : tensor<32x14x14x1536xf32>
    %ds2b7_act_x = stablehlo.multiply %ds2b7_fc2_x, %ds2b7_act_slope : tensor<32x14x14x1536xf32>
    %ds2b7_fc1_x = stablehlo.dot_general %ds2b7_act_x, %stages.2.blocks.7.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_fc1_w = stablehlo.dot_general %ds2b7_act_x, %s2b7_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b = stablehlo.reduce(%ds2b7_act_x init: %init_add_218) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b_1 = stablehlo.reduce(%ds2b7_fc1_b init: %init_add_219) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b_2 = stablehlo.reduce(%ds2b7_fc1_b_1 init: %init_add_220) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b7_ln_dy_xhat = stablehlo.multiply %ds2b7_fc1_x, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight = stablehlo.reduce(%ds2b7_ln_dy_xhat init: %init_add_221) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight_1 = stablehlo.reduce(%ds2b7_ln_weight init: %init_add_222) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight_2 = stablehlo.reduce(%ds2b7_ln_weight_1 init: %init_add_223) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias = stablehlo.reduce(%ds2b7_fc1_x init: %init_add_224) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias_1 = stablehlo.reduce(%ds2b7_ln_bias init: %init_add_225) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias_2 = stablehlo.reduce(%ds2b7_ln_bias_1 init: %init_add_226) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat = stablehlo.multiply %ds2b7_fc1_x, %ds2b7_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_62 = stablehlo.reshape %ds2b7_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean1_sum_part = stablehlo.reduce(%reshape_62 init: %init_add_227) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean1_sum = stablehlo.reduce(%ds2b7_ln_mean1_sum_part init: %init_add_228) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b7_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b7_ln_mean1 = stablehlo.divide %ds2b7_ln_mean1_sum, %ds2b7_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b7_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b7_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat_xhat = stablehlo.multiply %ds2b7_ln_xhat, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_63 = stablehlo.reshape %ds2b7_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean2_sum_part = stablehlo.reduce(%reshape_63 init: %init_add_229) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean2_sum = stablehlo.reduce(%ds2b7_ln_mean2_sum_part init: %init_add_230) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b7_dw_w_xt = stablehlo.transpose %s2b6_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b7_dw_w_xt_1 = stablehlo.reshape %ds2b7_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b7_dw_w_dyt = stablehlo.transpose %ds2b7_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b7_dw_w_dyt_1 = stablehlo.reshape %ds2b7_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b7_dw_w_bc = stablehlo.convolution(%ds2b7_dw_w_xt_1, %ds2b7_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b7_dw_w_taps = "stablehlo.slice"(%ds2b7_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b7_dw_w_bc_1 = stablehlo.reshape %ds2b7_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_w_sum = stablehlo.reduce(%ds2b7_dw_w_bc_1 init: %init_add_231) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b7_dw_w_ckk = stablehlo.transpose %ds2b7_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b7_dw_w = stablehlo.reshape %ds2b7_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b = stablehlo.reduce(%ds2b7_ln_x init: %init_add_232) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b_1 = stablehlo.reduce(%ds2b7_dw_b init: %init_add_233) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b_2 = stablehlo.reduce(%ds2b7_dw_b_1 init: %init_add_234) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_in = stablehlo.add %ds2b8_in, %ds2b7_dw_x : tensor<32x14x14x384xf32>
    %ds2b6_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.12, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_drop_path = stablehlo.multiply %ds2b7_in, %ds2b6_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b6_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_gamma_x = stablehlo.multiply %ds2b6_drop_path, %ds2b6_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b6_gamma_dy_x = stablehlo.multiply %ds2b6_drop_path, %s2b6_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma = stablehlo.reduce(%ds2b6_gamma_dy_x init: %init_add_235) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma_1 = stablehlo.reduce(%ds2b6_gamma_gamma init: %init_add_236) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma_2 = stablehlo.reduce(%ds2b6_gamma_gamma_1 init: %init_add_237) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_fc2_x = stablehlo.dot_general %ds2b6_gamma_x, %stages.2.blocks.6.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b6_fc2_w = stablehlo.dot_general %ds2b6_gamma_x, %s2b6_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b = stablehlo.reduce(%ds2b6_gamma_x init: %init_add_238) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b_1 = stablehlo.reduce(%ds2b6_fc2_b init: %init_add_239) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b_2 = stablehlo.reduce(%ds2b6_fc2_b_1 init: %init_add_240) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_104 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_105 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b6_act_cx = stablehlo.multiply %s2b6_fc1_1, %cst_105 : tensor<32x14x14x1536xf32>
    %ds2b6_act_cx2 = stablehlo.multiply %ds2b6_act_cx, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1pcx2 = stablehlo.add %ds2b6_act_cx2, %cst_104 : tensor<32x14x14x1536xf32>
    %ds2b6_act_inner = stablehlo.multiply %s2b6_fc1_1, %ds2b6_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_106 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b6_act_u = stablehlo.multiply %ds2b6_act_inner, %cst_106 : tensor<32x14x14x1536xf32>
    %ds2b6_act_t = stablehlo.tanh %ds2b6_act_u : tensor<32x14x14x1536xf32>
    %cst_107 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b6_act_3cx = stablehlo.multiply %s2b6_fc1_1, %cst_107 : tensor<32x14x14x1536xf32>
    %ds2b6_act_3cx2 = stablehlo.multiply %ds2b6_act_3cx, %s2b6_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b6_act_poly = stablehlo.add %ds2b6_act_3cx2, %cst_104 : tensor<32x14x14x1536xf32>
    %cst_108 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b6_act_du = stablehlo.multiply %ds2b6_act_poly, %cst_108 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1mt = stablehlo.subtract %cst_104, %ds2b6_act_t : tensor<32x14x14x1536xf32>
    %ds2b6_act_xdu = stablehlo.multiply %s2b6_fc1_1, %ds2b6_act_du : tensor<32x14x14x1536xf32>
    %ds2b6_act_tail = stablehlo.multiply %ds2b6_act_1mt, %ds2b6_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b6_act_1pt = stablehlo.add %ds2b6_act_t, %cst_104 : tensor<32x14x14x1536xf32>
    %ds2b6_act_1ptail = stablehlo.add %ds2b6_act_tail, %cst_104 : tensor<32x14x14x1536xf32>
    %ds2b6_act_both = stablehlo.multiply %ds2b6_act_1pt, %ds2b6_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_109 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b6_act_slope = stablehlo.multiply %ds2b6_act_both, %cst_109 : tensor<32x14x14x1536xf32>
    %ds2b6_act_x = stablehlo.multiply %ds2b6_fc2_x, %ds2b6_act_slope : tensor<32x14x14x1536xf32>
    %ds2b6_fc1_x = stablehlo.dot_general %ds2b6_act_x, %stages.2.blocks.6.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_fc1_w = stablehlo.dot_general %ds2b6_act_x, %s2b6_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b = stablehlo.reduce(%ds2b6_act_x init: %init_add_241) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b_1 = stablehlo.reduce(%ds2b6_fc1_b init: %init_add_242) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b_2 = stablehlo.reduce(%ds2b6_fc1_b_1 init: %init_add_243) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b6_ln_dy_xhat = stablehlo.multiply %ds2b6_fc1_x, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight = stablehlo.reduce(%ds2b6_ln_dy_xhat init: %init_add_244) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight_1 = stablehlo.reduce(%ds2b6_ln_weight init: %init_add_245) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight_2 = stablehlo.reduce(%ds2b6_ln_weight_1 init: %init_add_246) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias = stablehlo.reduce(%ds2b6_fc1_x init: %init_add_247) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias_1 = stablehlo.reduce(%ds2b6_ln_bias init: %init_add_248) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias_2 = stablehlo.reduce(%ds2b6_ln_bias_1 init: %init_add_249) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat = stablehlo.multiply %ds2b6_fc1_x, %ds2b6_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_64 = stablehlo.reshape %ds2b6_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean1_sum_part = stablehlo.reduce(%reshape_64 init: %init_add_250) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean1_sum = stablehlo.reduce(%ds2b6_ln_mean1_sum_part init: %init_add_251) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b6_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b6_ln_mean1 = stablehlo.divide %ds2b6_ln_mean1_sum, %ds2b6_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b6_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b6_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat_xhat = stablehlo.multiply %ds2b6_ln_xhat, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_65 = stablehlo.reshape %ds2b6_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean2_sum_part = stablehlo.reduce(%reshape_65 init: %init_add_252) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean2_sum = stablehlo.reduce(%ds2b6_ln_mean2_sum_part init: %init_add_253) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b6_dw_w_xt = stablehlo.transpose %s2b5_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b6_dw_w_xt_1 = stablehlo.reshape %ds2b6_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b6_dw_w_dyt = stablehlo.transpose %ds2b6_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b6_dw_w_dyt_1 = stablehlo.reshape %ds2b6_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b6_dw_w_bc = stablehlo.convolution(%ds2b6_dw_w_xt_1, %ds2b6_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b6_dw_w_taps = "stablehlo.slice"(%ds2b6_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b6_dw_w_bc_1 = stablehlo.reshape %ds2b6_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_w_sum = stablehlo.reduce(%ds2b6_dw_w_bc_1 init: %init_add_254) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b6_dw_w_ckk = stablehlo.transpose %ds2b6_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b6_dw_w = stablehlo.reshape %ds2b6_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b = stablehlo.reduce(%ds2b6_ln_x init: %init_add_255) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b_1 = stablehlo.reduce(%ds2b6_dw_b init: %init_add_256) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b_2 = stablehlo.reduce(%ds2b6_dw_b_1 init: %init_add_257) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_in = stablehlo.add %ds2b7_in, %ds2b6_dw_x : tensor<32x14x14x384xf32>
    %ds2b5_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.11, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_drop_path = stablehlo.multiply %ds2b6_in, %ds2b5_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_gamma_x = stablehlo.multiply %ds2b5_drop_path, %ds2b5_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b5_gamma_dy_x = stablehlo.multiply %ds2b5_drop_path, %s2b5_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma = stablehlo.reduce(%ds2b5_gamma_dy_x init: %init_add_258) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_1 = stablehlo.reduce(%ds2b5_gamma_gamma init: %init_add_259) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_2 = stablehlo.reduce(%ds2b5_gamma_gamma_1 init: %init_add_260) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_fc2_x = stablehlo.dot_general %ds2b5_gamma_x, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b5_fc2_w = stablehlo.dot_general %ds2b5_gamma_x, %s2b5_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b = stablehlo.reduce(%ds2b5_gamma_x init: %init_add_261) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_1 = stablehlo.reduce(%ds2b5_fc2_b init: %init_add_262) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_2 = stablehlo.reduce(%ds2b5_fc2_b_1 init: %init_add_263) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_110 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_111 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b5_act_cx = stablehlo.multiply %s2b5_fc1_1, %cst_111 : tensor<32x14x14x1536xf32>
    %ds2b5_act_cx2 = stablehlo.multiply %ds2b5_act_cx, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1pcx2 = stablehlo.add %ds2b5_act_cx2, %cst_110 : tensor<32x14x14x1536xf32>
    %ds2b5_act_inner = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_112 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b5_act_u = stablehlo.multiply %ds2b5_act_inner, %cst_112 : tensor<32x14x14x1536xf32>
    %ds2b5_act_t = stablehlo.tanh %ds2b5_act_u : tensor<32x14x14x1536xf32>
    %cst_113 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b5_act_3cx = stablehlo.multiply %s2b5_fc1_1, %cst_113 : tensor<32x14x14x1536xf32>
    %ds2b5_act_3cx2 = stablehlo.multiply %ds2b5_act_3cx, %s2b5_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b5_act_poly = stablehlo.add %ds2b5_act_3cx2, %cst_110 : tensor<32x14x14x1536xf32>
    %cst_114 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b5_act_du = stablehlo.multiply %ds2b5_act_poly, %cst_114 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1mt = stablehlo.subtract %cst_110, %ds2b5_act_t : tensor<32x14x14x1536xf32>
    %ds2b5_act_xdu = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_du : tensor<32x14x14x1536xf32>
    %ds2b5_act_tail = stablehlo.multiply %ds2b5_act_1mt, %ds2b5_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b5_act_1pt = stablehlo.add %ds2b5_act_t, %cst_110 : tensor<32x14x14x1536xf32>
    %ds2b5_act_1ptail = stablehlo.add %ds2b5_act_tail, %cst_110 : tensor<32x14x14x1536xf32>
    %ds2b5_act_both = stablehlo.multiply %ds2b5_act_1pt, %ds2b5_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_115 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b5_act_slope = stablehlo.multiply %ds2b5_act_both, %cst_115 : tensor<32x14x14x1536xf32>
    %ds2b5_act_x = stablehlo.multiply %ds2b5_fc2_x, %ds2b5_act_slope : tensor<32x14x14x1536xf32>
    %ds2b5_fc1_x = stablehlo.dot_general %ds2b5_act_x, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_fc1_w = stablehlo.dot_general %ds2b5_act_x, %s2b5_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b = stablehlo.reduce(%ds2b5_act_x init: %init_add_264) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_1 = stablehlo.reduce(%ds2b5_fc1_b init: %init_add_265) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_2 = stablehlo.reduce(%ds2b5_fc1_b_1 init: %init_add_266) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b5_ln_dy_xhat = stablehlo.multiply %ds2b5_fc1_x, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight = stablehlo.reduce(%ds2b5_ln_dy_xhat init: %init_add_267) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_1 = stablehlo.reduce(%ds2b5_ln_weight init: %init_add_268) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_2 = stablehlo.reduce(%ds2b5_ln_weight_1 init: %init_add_269) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias = stablehlo.reduce(%ds2b5_fc1_x init: %init_add_270) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_1 = stablehlo.reduce(%ds2b5_ln_bias init: %init_add_271) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_2 = stablehlo.reduce(%ds2b5_ln_bias_1 init: %init_add_272) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat = stablehlo.multiply %ds2b5_fc1_x, %ds2b5_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_66 = stablehlo.reshape %ds2b5_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum_part = stablehlo.reduce(%reshape_66 init: %init_add_273) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum = stablehlo.reduce(%ds2b5_ln_mean1_sum_part init: %init_add_274) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b5_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b5_ln_mean1 = stablehlo.divide %ds2b5_ln_mean1_sum, %ds2b5_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b5_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat_xhat = stablehlo.multiply %ds2b5_ln_xhat, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_67 = stablehlo.reshape %ds2b5_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum_part = stablehlo.reduce(%reshape_67 init: %init_add_275) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum = stablehlo.reduce(%ds2b5_ln_mean2_sum_part init: %init_add_276) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b5_dw_w_xt = stablehlo.transpose %s2b4_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b5_dw_w_xt_1 = stablehlo.reshape %ds2b5_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b5_dw_w_dyt = stablehlo.transpose %ds2b5_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b5_dw_w_dyt_1 = stablehlo.reshape %ds2b5_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b5_dw_w_bc = stablehlo.convolution(%ds2b5_dw_w_xt_1, %ds2b5_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b5_dw_w_taps = "stablehlo.slice"(%ds2b5_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b5_dw_w_bc_1 = stablehlo.reshape %ds2b5_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_w_sum = stablehlo.reduce(%ds2b5_dw_w_bc_1 init: %init_add_277) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b5_dw_w_ckk = stablehlo.transpose %ds2b5_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b5_dw_w = stablehlo.reshape %ds2b5_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b = stablehlo.reduce(%ds2b5_ln_x init: %init_add_278) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_1 = stablehlo.reduce(%ds2b5_dw_b init: %init_add_279) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_2 = stablehlo.reduce(%ds2b5_dw_b_1 init: %init_add_280) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_in = stablehlo.add %ds2b6_in, %ds2b5_dw_x : tensor<32x14x14x384xf32>
    %ds2b4_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.10, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_drop_path = stablehlo.multiply %ds2b5_in, %ds2b4_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_gamma_x = stablehlo.multiply %ds2b4_drop_path, %ds2b4_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b4_gamma_dy_x = stablehlo.multiply %ds2b4_drop_path, %s2b4_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma = stablehlo.reduce(%ds2b4_gamma_dy_x init: %init_add_281) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_1 = stablehlo.reduce(%ds2b4_gamma_gamma init: %init_add_282) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_2 = stablehlo.reduce(%ds2b4_gamma_gamma_1 init: %init_add_283) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_fc2_x = stablehlo.dot_general %ds2b4_gamma_x, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b4_fc2_w = stablehlo.dot_general %ds2b4_gamma_x, %s2b4_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b = stablehlo.reduce(%ds2b4_gamma_x init: %init_add_284) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_1 = stablehlo.reduce(%ds2b4_fc2_b init: %init_add_285) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_2 = stablehlo.reduce(%ds2b4_fc2_b_1 init: %init_add_286) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_116 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_117 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b4_act_cx = stablehlo.multiply %s2b4_fc1_1, %cst_117 : tensor<32x14x14x1536xf32>
    %ds2b4_act_cx2 = stablehlo.multiply %ds2b4_act_cx, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1pcx2 = stablehlo.add %ds2b4_act_cx2, %cst_116 : tensor<32x14x14x1536xf32>
    %ds2b4_act_inner = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_118 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b4_act_u = stablehlo.multiply %ds2b4_act_inner, %cst_118 : tensor<32x14x14x1536xf32>
    %ds2b4_act_t = stablehlo.tanh %ds2b4_act_u : tensor<32x14x14x1536xf32>
    %cst_119 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b4_act_3cx = stablehlo.multiply %s2b4_fc1_1, %cst_119 : tensor<32x14x14x1536xf32>
    %ds2b4_act_3cx2 = stablehlo.multiply %ds2b4_act_3cx, %s2b4_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b4_act_poly = stablehlo.add %ds2b4_act_3cx2, %cst_116 : tensor<32x14x14x1536xf32>
    %cst_120 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b4_act_du = stablehlo.multiply %ds2b4_act_poly, %cst_120 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1mt = stablehlo.subtract %cst_116, %ds2b4_act_t : tensor<32x14x14x1536xf32>
    %ds2b4_act_xdu = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_du : tensor<32x14x14x1536xf32>
    %ds2b4_act_tail = stablehlo.multiply %ds2b4_act_1mt, %ds2b4_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b4_act_1pt = stablehlo.add %ds2b4_act_t, %cst_116 : tensor<32x14x14x1536xf32>
    %ds2b4_act_1ptail = stablehlo.add %ds2b4_act_tail, %cst_116 : tensor<32x14x14x1536xf32>
    %ds2b4_act_both = stablehlo.multiply %ds2b4_act_1pt, %ds2b4_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_121 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b4_act_slope = stablehlo.multiply %ds2b4_act_both, %cst_121 : tensor<32x14x14x1536xf32>
    %ds2b4_act_x = stablehlo.multiply %ds2b4_fc2_x, %ds2b4_act_slope : tensor<32x14x14x1536xf32>
    %ds2b4_fc1_x = stablehlo.dot_general %ds2b4_act_x, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_fc1_w = stablehlo.dot_general %ds2b4_act_x, %s2b4_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b = stablehlo.reduce(%ds2b4_act_x init: %init_add_287) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_1 = stablehlo.reduce(%ds2b4_fc1_b init: %init_add_288) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_2 = stablehlo.reduce(%ds2b4_fc1_b_1 init: %init_add_289) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b4_ln_dy_xhat = stablehlo.multiply %ds2b4_fc1_x, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight = stablehlo.reduce(%ds2b4_ln_dy_xhat init: %init_add_290) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_1 = stablehlo.reduce(%ds2b4_ln_weight init: %init_add_291) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_2 = stablehlo.reduce(%ds2b4_ln_weight_1 init: %init_add_292) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias = stablehlo.reduce(%ds2b4_fc1_x init: %init_add_293) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_1 = stablehlo.reduce(%ds2b4_ln_bias init: %init_add_294) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_2 = stablehlo.reduce(%ds2b4_ln_bias_1 init: %init_add_295) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat = stablehlo.multiply %ds2b4_fc1_x, %ds2b4_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_68 = stablehlo.reshape %ds2b4_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum_part = stablehlo.reduce(%reshape_68 init: %init_add_296) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum = stablehlo.reduce(%ds2b4_ln_mean1_sum_part init: %init_add_297) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b4_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b4_ln_mean1 = stablehlo.divide %ds2b4_ln_mean1_sum, %ds2b4_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b4_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat_xhat = stablehlo.multiply %ds2b4_ln_xhat, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_69 = stablehlo.reshape %ds2b4_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum_part = stablehlo.reduce(%reshape_69 init: %init_add_298) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum = stablehlo.reduce(%ds2b4_ln_mean2_sum_part init: %init_add_299) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b4_dw_w_xt = stablehlo.transpose %s2b3_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b4_dw_w_xt_1 = stablehlo.reshape %ds2b4_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b4_dw_w_dyt = stablehlo.transpose %ds2b4_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b4_dw_w_dyt_1 = stablehlo.reshape %ds2b4_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b4_dw_w_bc = stablehlo.convolution(%ds2b4_dw_w_xt_1, %ds2b4_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b4_dw_w_taps = "stablehlo.slice"(%ds2b4_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b4_dw_w_bc_1 = stablehlo.reshape %ds2b4_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_w_sum = stablehlo.reduce(%ds2b4_dw_w_bc_1 init: %init_add_300) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b4_dw_w_ckk = stablehlo.transpose %ds2b4_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b4_dw_w = stablehlo.reshape %ds2b4_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b = stablehlo.reduce(%ds2b4_ln_x init: %init_add_301) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_1 = stablehlo.reduce(%ds2b4_dw_b init: %init_add_302) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_2 = stablehlo.reduce(%ds2b4_dw_b_1 init: %init_add_303) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_in = stablehlo.add %ds2b5_in, %ds2b4_dw_x : tensor<32x14x14x384xf32>
    %ds2b3_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.9, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_drop_path = stablehlo.multiply %ds2b4_in, %ds2b3_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_gamma_x = stablehlo.multiply %ds2b3_drop_path, %ds2b3_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b3_gamma_dy_x = stablehlo.multiply %ds2b3_drop_path, %s2b3_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma = stablehlo.reduce(%ds2b3_gamma_dy_x init: %init_add_304) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_1 = stablehlo.reduce(%ds2b3_gamma_gamma init: %init_add_305) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_2 = stablehlo.reduce(%ds2b3_gamma_gamma_1 init: %init_add_306) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_fc2_x = stablehlo.dot_general %ds2b3_gamma_x, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b3_fc2_w = stablehlo.dot_general %ds2b3_gamma_x, %s2b3_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b = stablehlo.reduce(%ds2b3_gamma_x init: %init_add_307) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_1 = stablehlo.reduce(%ds2b3_fc2_b init: %init_add_308) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_2 = stablehlo.reduce(%ds2b3_fc2_b_1 init: %init_add_309) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_122 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_123 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b3_act_cx = stablehlo.multiply %s2b3_fc1_1, %cst_123 : tensor<32x14x14x1536xf32>
    %ds2b3_act_cx2 = stablehlo.multiply %ds2b3_act_cx, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1pcx2 = stablehlo.add %ds2b3_act_cx2, %cst_122 : tensor<32x14x14x1536xf32>
    %ds2b3_act_inner = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_124 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b3_act_u = stablehlo.multiply %ds2b3_act_inner, %cst_124 : tensor<32x14x14x1536xf32>
    %ds2b3_act_t = stablehlo.tanh %ds2b3_act_u : tensor<32x14x14x1536xf32>
    %cst_125 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b3_act_3cx = stablehlo.multiply %s2b3_fc1_1, %cst_125 : tensor<32x14x14x1536xf32>
    %ds2b3_act_3cx2 = stablehlo.multiply %ds2b3_act_3cx, %s2b3_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b3_act_poly = stablehlo.add %ds2b3_act_3cx2, %cst_122 : tensor<32x14x14x1536xf32>
    %cst_126 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b3_act_du = stablehlo.multiply %ds2b3_act_poly, %cst_126 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1mt = stablehlo.subtract %cst_122, %ds2b3_act_t : tensor<32x14x14x1536xf32>
    %ds2b3_act_xdu = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_du : tensor<32x14x14x1536xf32>
    %ds2b3_act_tail = stablehlo.multiply %ds2b3_act_1mt, %ds2b3_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b3_act_1pt = stablehlo.add %ds2b3_act_t, %cst_122 : tensor<32x14x14x1536xf32>
    %ds2b3_act_1ptail = stablehlo.add %ds2b3_act_tail, %cst_122 : tensor<32x14x14x1536xf32>
    %ds2b3_act_both = stablehlo.multiply %ds2b3_act_1pt, %ds2b3_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_127 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b3_act_slope = stablehlo.multiply %ds2b3_act_both, %cst_127 : tensor<32x14x14x1536xf32>
    %ds2b3_act_x = stablehlo.multiply %ds2b3_fc2_x, %ds2b3_act_slope : tensor<32x14x14x1536xf32>
    %ds2b3_fc1_x = stablehlo.dot_general %ds2b3_act_x, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_fc1_w = stablehlo.dot_general %ds2b3_act_x, %s2b3_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b = stablehlo.reduce(%ds2b3_act_x init: %init_add_310) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_1 = stablehlo.reduce(%ds2b3_fc1_b init: %init_add_311) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_2 = stablehlo.reduce(%ds2b3_fc1_b_1 init: %init_add_312) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b3_ln_dy_xhat = stablehlo.multiply %ds2b3_fc1_x, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight = stablehlo.reduce(%ds2b3_ln_dy_xhat init: %init_add_313) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_1 = stablehlo.reduce(%ds2b3_ln_weight init: %init_add_314) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_2 = stablehlo.reduce(%ds2b3_ln_weight_1 init: %init_add_315) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias = stablehlo.reduce(%ds2b3_fc1_x init: %init_add_316) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_1 = stablehlo.reduce(%ds2b3_ln_bias init: %init_add_317) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_2 = stablehlo.reduce(%ds2b3_ln_bias_1 init: %init_add_318) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat = stablehlo.multiply %ds2b3_fc1_x, %ds2b3_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_70 = stablehlo.reshape %ds2b3_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum_part = stablehlo.reduce(%reshape_70 init: %init_add_319) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum = stablehlo.reduce(%ds2b3_ln_mean1_sum_part init: %init_add_320) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b3_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b3_ln_mean1 = stablehlo.divide %ds2b3_ln_mean1_sum, %ds2b3_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b3_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat_xhat = stablehlo.multiply %ds2b3_ln_xhat, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_71 = stablehlo.reshape %ds2b3_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum_part = stablehlo.reduce(%reshape_71 init: %init_add_321) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum = stablehlo.reduce(%ds2b3_ln_mean2_sum_part init: %init_add_322) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b3_dw_w_xt = stablehlo.transpose %s2b2_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b3_dw_w_xt_1 = stablehlo.reshape %ds2b3_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b3_dw_w_dyt = stablehlo.transpose %ds2b3_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b3_dw_w_dyt_1 = stablehlo.reshape %ds2b3_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b3_dw_w_bc = stablehlo.convolution(%ds2b3_dw_w_xt_1, %ds2b3_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b3_dw_w_taps = "stablehlo.slice"(%ds2b3_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b3_dw_w_bc_1 = stablehlo.reshape %ds2b3_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_w_sum = stablehlo.reduce(%ds2b3_dw_w_bc_1 init: %init_add_323) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b3_dw_w_ckk = stablehlo.transpose %ds2b3_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b3_dw_w = stablehlo.reshape %ds2b3_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b = stablehlo.reduce(%ds2b3_ln_x init: %init_add_324) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_1 = stablehlo.reduce(%ds2b3_dw_b init: %init_add_325) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_2 = stablehlo.reduce(%ds2b3_dw_b_1 init: %init_add_326) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_in = stablehlo.add %ds2b4_in, %ds2b3_dw_x : tensor<32x14x14x384xf32>
    %ds2b2_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.8, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_drop_path = stablehlo.multiply %ds2b3_in, %ds2b2_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_gamma_x = stablehlo.multiply %ds2b2_drop_path, %ds2b2_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b2_gamma_dy_x = stablehlo.multiply %ds2b2_drop_path, %s2b2_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma = stablehlo.reduce(%ds2b2_gamma_dy_x init: %init_add_327) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_1 = stablehlo.reduce(%ds2b2_gamma_gamma init: %init_add_328) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_2 = stablehlo.reduce(%ds2b2_gamma_gamma_1 init: %init_add_329) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_fc2_x = stablehlo.dot_general %ds2b2_gamma_x, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b2_fc2_w = stablehlo.dot_general %ds2b2_gamma_x, %s2b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b = stablehlo.reduce(%ds2b2_gamma_x init: %init_add_330) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_1 = stablehlo.reduce(%ds2b2_fc2_b init: %init_add_331) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_2 = stablehlo.reduce(%ds2b2_fc2_b_1 init: %init_add_332) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_128 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_129 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b2_act_cx = stablehlo.multiply %s2b2_fc1_1, %cst_129 : tensor<32x14x14x1536xf32>
    %ds2b2_act_cx2 = stablehlo.multiply %ds2b2_act_cx, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1pcx2 = stablehlo.add %ds2b2_act_cx2, %cst_128 : tensor<32x14x14x1536xf32>
    %ds2b2_act_inner = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_130 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b2_act_u = stablehlo.multiply %ds2b2_act_inner, %cst_130 : tensor<32x14x14x1536xf32>
    %ds2b2_act_t = stablehlo.tanh %ds2b2_act_u : tensor<32x14x14x1536xf32>
    %cst_131 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b2_act_3cx = stablehlo.multiply %s2b2_fc1_1, %cst_131 : tensor<32x14x14x1536xf32>
    %ds2b2_act_3cx2 = stablehlo.multiply %ds2b2_act_3cx, %s2b2_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b2_act_poly = stablehlo.add %ds2b2_act_3cx2, %cst_128 : tensor<32x14x14x1536xf32>
    %cst_132 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b2_act_du = stablehlo.multiply %ds2b2_act_poly, %cst_132 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1mt = stablehlo.subtract %cst_128, %ds2b2_act_t : tensor<32x14x14x1536xf32>
    %ds2b2_act_xdu = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_du : tensor<32x14x14x1536xf32>
    %ds2b2_act_tail = stablehlo.multiply %ds2b2_act_1mt, %ds2b2_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b2_act_1pt = stablehlo.add %ds2b2_act_t, %cst_128 : tensor<32x14x14x1536xf32>
    %ds2b2_act_1ptail = stablehlo.add %ds2b2_act_tail, %cst_128 : tensor<32x14x14x1536xf32>
    %ds2b2_act_both = stablehlo.multiply %ds2b2_act_1pt, %ds2b2_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_133 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b2_act_slope = stablehlo.multiply %ds2b2_act_both, %cst_133 : tensor<32x14x14x1536xf32>
    %ds2b2_act_x = stablehlo.multiply %ds2b2_fc2_x, %ds2b2_act_slope : tensor<32x14x14x1536xf32>
    %ds2b2_fc1_x = stablehlo.dot_general %ds2b2_act_x, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_fc1_w = stablehlo.dot_general %ds2b2_act_x, %s2b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b = stablehlo.reduce(%ds2b2_act_x init: %init_add_333) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_1 = stablehlo.reduce(%ds2b2_fc1_b init: %init_add_334) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_2 = stablehlo.reduce(%ds2b2_fc1_b_1 init: %init_add_335) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b2_ln_dy_xhat = stablehlo.multiply %ds2b2_fc1_x, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight = stablehlo.reduce(%ds2b2_ln_dy_xhat init: %init_add_336) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_1 = stablehlo.reduce(%ds2b2_ln_weight init: %init_add_337) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_2 = stablehlo.reduce(%ds2b2_ln_weight_1 init: %init_add_338) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias = stablehlo.reduce(%ds2b2_fc1_x init: %init_add_339) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_1 = stablehlo.reduce(%ds2b2_ln_bias init: %init_add_340) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_2 = stablehlo.reduce(%ds2b2_ln_bias_1 init: %init_add_341) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat = stablehlo.multiply %ds2b2_fc1_x, %ds2b2_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_72 = stablehlo.reshape %ds2b2_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_72 init: %init_add_342) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum = stablehlo.reduce(%ds2b2_ln_mean1_sum_part init: %init_add_343) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b2_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b2_ln_mean1 = stablehlo.divide %ds2b2_ln_mean1_sum, %ds2b2_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat_xhat = stablehlo.multiply %ds2b2_ln_xhat, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_73 = stablehlo.reshape %ds2b2_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_73 init: %init_add_344) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum = stablehlo.reduce(%ds2b2_ln_mean2_sum_part init: %init_add_345) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b2_dw_w_xt = stablehlo.transpose %s2b1_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b2_dw_w_xt_1 = stablehlo.reshape %ds2b2_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b2_dw_w_dyt = stablehlo.transpose %ds2b2_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b2_dw_w_dyt_1 = stablehlo.reshape %ds2b2_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b2_dw_w_bc = stablehlo.convolution(%ds2b2_dw_w_xt_1, %ds2b2_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b2_dw_w_taps = "stablehlo.slice"(%ds2b2_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b2_dw_w_bc_1 = stablehlo.reshape %ds2b2_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_w_sum = stablehlo.reduce(%ds2b2_dw_w_bc_1 init: %init_add_346) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b2_dw_w_ckk = stablehlo.transpose %ds2b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b2_dw_w = stablehlo.reshape %ds2b2_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b = stablehlo.reduce(%ds2b2_ln_x init: %init_add_347) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_1 = stablehlo.reduce(%ds2b2_dw_b init: %init_add_348) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_2 = stablehlo.reduce(%ds2b2_dw_b_1 init: %init_add_349) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_in = stablehlo.add %ds2b3_in, %ds2b2_dw_x : tensor<32x14x14x384xf32>
    %ds2b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.7, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_drop_path = stablehlo.multiply %ds2b2_in, %ds2b1_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_gamma_x = stablehlo.multiply %ds2b1_drop_path, %ds2b1_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b1_gamma_dy_x = stablehlo.multiply %ds2b1_drop_path, %s2b1_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma = stablehlo.reduce(%ds2b1_gamma_dy_x init: %init_add_350) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_1 = stablehlo.reduce(%ds2b1_gamma_gamma init: %init_add_351) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_2 = stablehlo.reduce(%ds2b1_gamma_gamma_1 init: %init_add_352) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_fc2_x = stablehlo.dot_general %ds2b1_gamma_x, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b1_fc2_w = stablehlo.dot_general %ds2b1_gamma_x, %s2b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b = stablehlo.reduce(%ds2b1_gamma_x init: %init_add_353) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_1 = stablehlo.reduce(%ds2b1_fc2_b init: %init_add_354) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_2 = stablehlo.reduce(%ds2b1_fc2_b_1 init: %init_add_355) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_134 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_135 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b1_act_cx = stablehlo.multiply %s2b1_fc1_1, %cst_135 : tensor<32x14x14x1536xf32>
    %ds2b1_act_cx2 = stablehlo.multiply %ds2b1_act_cx, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1pcx2 = stablehlo.add %ds2b1_act_cx2, %cst_134 : tensor<32x14x14x1536xf32>
    %ds2b1_act_inner = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_136 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b1_act_u = stablehlo.multiply %ds2b1_act_inner, %cst_136 : tensor<32x14x14x1536xf32>
    %ds2b1_act_t = stablehlo.tanh %ds2b1_act_u : tensor<32x14x14x1536xf32>
    %cst_137 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b1_act_3cx = stablehlo.multiply %s2b1_fc1_1, %cst_137 : tensor<32x14x14x1536xf32>
    %ds2b1_act_3cx2 = stablehlo.multiply %ds2b1_act_3cx, %s2b1_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b1_act_poly = stablehlo.add %ds2b1_act_3cx2, %cst_134 : tensor<32x14x14x1536xf32>
    %cst_138 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b1_act_du = stablehlo.multiply %ds2b1_act_poly, %cst_138 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1mt = stablehlo.subtract %cst_134, %ds2b1_act_t : tensor<32x14x14x1536xf32>
    %ds2b1_act_xdu = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_du : tensor<32x14x14x1536xf32>
    %ds2b1_act_tail = stablehlo.multiply %ds2b1_act_1mt, %ds2b1_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b1_act_1pt = stablehlo.add %ds2b1_act_t, %cst_134 : tensor<32x14x14x1536xf32>
    %ds2b1_act_1ptail = stablehlo.add %ds2b1_act_tail, %cst_134 : tensor<32x14x14x1536xf32>
    %ds2b1_act_both = stablehlo.multiply %ds2b1_act_1pt, %ds2b1_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_139 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b1_act_slope = stablehlo.multiply %ds2b1_act_both, %cst_139 : tensor<32x14x14x1536xf32>
    %ds2b1_act_x = stablehlo.multiply %ds2b1_fc2_x, %ds2b1_act_slope : tensor<32x14x14x1536xf32>
    %ds2b1_fc1_x = stablehlo.dot_general %ds2b1_act_x, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_fc1_w = stablehlo.dot_general %ds2b1_act_x, %s2b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b = stablehlo.reduce(%ds2b1_act_x init: %init_add_356) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_1 = stablehlo.reduce(%ds2b1_fc1_b init: %init_add_357) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_2 = stablehlo.reduce(%ds2b1_fc1_b_1 init: %init_add_358) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b1_ln_dy_xhat = stablehlo.multiply %ds2b1_fc1_x, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight = stablehlo.reduce(%ds2b1_ln_dy_xhat init: %init_add_359) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_1 = stablehlo.reduce(%ds2b1_ln_weight init: %init_add_360) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_2 = stablehlo.reduce(%ds2b1_ln_weight_1 init: %init_add_361) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias = stablehlo.reduce(%ds2b1_fc1_x init: %init_add_362) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_1 = stablehlo.reduce(%ds2b1_ln_bias init: %init_add_363) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_2 = stablehlo.reduce(%ds2b1_ln_bias_1 init: %init_add_364) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat = stablehlo.multiply %ds2b1_fc1_x, %ds2b1_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_74 = stablehlo.reshape %ds2b1_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_74 init: %init_add_365) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum = stablehlo.reduce(%ds2b1_ln_mean1_sum_part init: %init_add_366) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b1_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b1_ln_mean1 = stablehlo.divide %ds2b1_ln_mean1_sum, %ds2b1_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat_xhat = stablehlo.multiply %ds2b1_ln_xhat, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_75 = stablehlo.reshape %ds2b1_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_75 init: %init_add_367) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum = stablehlo.reduce(%ds2b1_ln_mean2_sum_part init: %init_add_368) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b1_dw_w_xt = stablehlo.transpose %s2b0_out, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b1_dw_w_xt_1 = stablehlo.reshape %ds2b1_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b1_dw_w_dyt = stablehlo.transpose %ds2b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b1_dw_w_dyt_1 = stablehlo.reshape %ds2b1_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b1_dw_w_bc = stablehlo.convolution(%ds2b1_dw_w_xt_1, %ds2b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b1_dw_w_taps = "stablehlo.slice"(%ds2b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b1_dw_w_bc_1 = stablehlo.reshape %ds2b1_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_w_sum = stablehlo.reduce(%ds2b1_dw_w_bc_1 init: %init_add_369) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b1_dw_w_ckk = stablehlo.transpose %ds2b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b1_dw_w = stablehlo.reshape %ds2b1_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b = stablehlo.reduce(%ds2b1_ln_x init: %init_add_370) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_1 = stablehlo.reduce(%ds2b1_dw_b init: %init_add_371) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_2 = stablehlo.reduce(%ds2b1_dw_b_1 init: %init_add_372) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_in = stablehlo.add %ds2b2_in, %ds2b1_dw_x : tensor<32x14x14x384xf32>
    %ds2b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.6, dims = [0] : (tensor<32xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_drop_path = stablehlo.multiply %ds2b1_in, %ds2b0_drop_path_mask_b : tensor<32x14x14x384xf32>
    %ds2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_gamma_x = stablehlo.multiply %ds2b0_drop_path, %ds2b0_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b0_gamma_dy_x = stablehlo.multiply %ds2b0_drop_path, %s2b0_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma = stablehlo.reduce(%ds2b0_gamma_dy_x init: %init_add_373) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_1 = stablehlo.reduce(%ds2b0_gamma_gamma init: %init_add_374) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_2 = stablehlo.reduce(%ds2b0_gamma_gamma_1 init: %init_add_375) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_fc2_x = stablehlo.dot_general %ds2b0_gamma_x, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b0_fc2_w = stablehlo.dot_general %ds2b0_gamma_x, %s2b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x384xf32>, tensor<32x14x14x1536xf32>) -> tensor<384x1536xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b = stablehlo.reduce(%ds2b0_gamma_x init: %init_add_376) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_1 = stablehlo.reduce(%ds2b0_fc2_b init: %init_add_377) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_2 = stablehlo.reduce(%ds2b0_fc2_b_1 init: %init_add_378) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %cst_140 = stablehlo.constant dense<1.0> : tensor<32x14x14x1536xf32>
    %cst_141 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x1536xf32>
    %ds2b0_act_cx = stablehlo.multiply %s2b0_fc1_1, %cst_141 : tensor<32x14x14x1536xf32>
    %ds2b0_act_cx2 = stablehlo.multiply %ds2b0_act_cx, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1pcx2 = stablehlo.add %ds2b0_act_cx2, %cst_140 : tensor<32x14x14x1536xf32>
    %ds2b0_act_inner = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_1pcx2 : tensor<32x14x14x1536xf32>
    %cst_142 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b0_act_u = stablehlo.multiply %ds2b0_act_inner, %cst_142 : tensor<32x14x14x1536xf32>
    %ds2b0_act_t = stablehlo.tanh %ds2b0_act_u : tensor<32x14x14x1536xf32>
    %cst_143 = stablehlo.constant dense<0.13414500653743744> : tensor<32x14x14x1536xf32>
    %ds2b0_act_3cx = stablehlo.multiply %s2b0_fc1_1, %cst_143 : tensor<32x14x14x1536xf32>
    %ds2b0_act_3cx2 = stablehlo.multiply %ds2b0_act_3cx, %s2b0_fc1_1 : tensor<32x14x14x1536xf32>
    %ds2b0_act_poly = stablehlo.add %ds2b0_act_3cx2, %cst_140 : tensor<32x14x14x1536xf32>
    %cst_144 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x1536xf32>
    %ds2b0_act_du = stablehlo.multiply %ds2b0_act_poly, %cst_144 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1mt = stablehlo.subtract %cst_140, %ds2b0_act_t : tensor<32x14x14x1536xf32>
    %ds2b0_act_xdu = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_du : tensor<32x14x14x1536xf32>
    %ds2b0_act_tail = stablehlo.multiply %ds2b0_act_1mt, %ds2b0_act_xdu : tensor<32x14x14x1536xf32>
    %ds2b0_act_1pt = stablehlo.add %ds2b0_act_t, %cst_140 : tensor<32x14x14x1536xf32>
    %ds2b0_act_1ptail = stablehlo.add %ds2b0_act_tail, %cst_140 : tensor<32x14x14x1536xf32>
    %ds2b0_act_both = stablehlo.multiply %ds2b0_act_1pt, %ds2b0_act_1ptail : tensor<32x14x14x1536xf32>
    %cst_145 = stablehlo.constant dense<0.5> : tensor<32x14x14x1536xf32>
    %ds2b0_act_slope = stablehlo.multiply %ds2b0_act_both, %cst_145 : tensor<32x14x14x1536xf32>
    %ds2b0_act_x = stablehlo.multiply %ds2b0_fc2_x, %ds2b0_act_slope : tensor<32x14x14x1536xf32>
    %ds2b0_fc1_x = stablehlo.dot_general %ds2b0_act_x, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_fc1_w = stablehlo.dot_general %ds2b0_act_x, %s2b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x14x14x1536xf32>, tensor<32x14x14x384xf32>) -> tensor<1536x384xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b = stablehlo.reduce(%ds2b0_act_x init: %init_add_379) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_1 = stablehlo.reduce(%ds2b0_fc1_b init: %init_add_380) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_2 = stablehlo.reduce(%ds2b0_fc1_b_1 init: %init_add_381) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b0_ln_dy_xhat = stablehlo.multiply %ds2b0_fc1_x, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight = stablehlo.reduce(%ds2b0_ln_dy_xhat init: %init_add_382) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_1 = stablehlo.reduce(%ds2b0_ln_weight init: %init_add_383) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_2 = stablehlo.reduce(%ds2b0_ln_weight_1 init: %init_add_384) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias = stablehlo.reduce(%ds2b0_fc1_x init: %init_add_385) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_1 = stablehlo.reduce(%ds2b0_ln_bias init: %init_add_386) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_2 = stablehlo.reduce(%ds2b0_ln_bias_1 init: %init_add_387) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat = stablehlo.multiply %ds2b0_fc1_x, %ds2b0_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_76 = stablehlo.reshape %ds2b0_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_76 init: %init_add_388) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum = stablehlo.reduce(%ds2b0_ln_mean1_sum_part init: %init_add_389) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b0_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b0_ln_mean1 = stablehlo.divide %ds2b0_ln_mean1_sum, %ds2b0_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat_xhat = stablehlo.multiply %ds2b0_ln_xhat, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_77 = stablehlo.reshape %ds2b0_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_77 init: %init_add_390) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum = stablehlo.reduce(%ds2b0_ln_mean2_sum_part init: %init_add_391) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %ds2b0_dw_w_xt = stablehlo.transpose %s2_down1_1, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b0_dw_w_xt_1 = stablehlo.reshape %ds2b0_dw_w_xt : (tensor<14x14x32x384xf32>) -> tensor<1x14x14x12288xf32>
    %ds2b0_dw_w_dyt = stablehlo.transpose %ds2b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x14x14x384xf32>) -> tensor<14x14x32x384xf32>
    %ds2b0_dw_w_dyt_1 = stablehlo.reshape %ds2b0_dw_w_dyt : (tensor<14x14x32x384xf32>) -> tensor<14x14x1x12288xf32>
    %ds2b0_dw_w_bc = stablehlo.convolution(%ds2b0_dw_w_xt_1, %ds2b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 12288 : i64} : (tensor<1x14x14x12288xf32>, tensor<14x14x1x12288xf32>) -> tensor<1x7x8x12288xf32>
    %ds2b0_dw_w_taps = "stablehlo.slice"(%ds2b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 12288>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x12288xf32>) -> tensor<1x7x7x12288xf32>
    %ds2b0_dw_w_bc_1 = stablehlo.reshape %ds2b0_dw_w_taps : (tensor<1x7x7x12288xf32>) -> tensor<7x7x32x384xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_w_sum = stablehlo.reduce(%ds2b0_dw_w_bc_1 init: %init_add_392) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b0_dw_w_ckk = stablehlo.transpose %ds2b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b0_dw_w = stablehlo.reshape %ds2b0_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b = stablehlo.reduce(%ds2b0_ln_x init: %init_add_393) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_1 = stablehlo.reduce(%ds2b0_dw_b init: %init_add_394) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_2 = stablehlo.reduce(%ds2b0_dw_b_1 init: %init_add_395) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_in = stablehlo.add %ds2b1_in, %ds2b0_dw_x : tensor<32x14x14x384xf32>
    %ds2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x28x28x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_w = stablehlo.dot_general %ds2b0_in, %ds2_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x14x14x384xf32>, tensor<32x14x2x14x2x192xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_w_1 = stablehlo.optimization_barrier %ds2_down1_w : tensor<384x2x2x192xf32>
    %ds2_down1_w_2 = stablehlo.transpose %ds2_down1_w_1, dims = [0, 3, 1, 2] : (tensor<384x2x2x192xf32>) -> tensor<384x192x2x2xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b = stablehlo.reduce(%ds2b0_in init: %init_add_396) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_1 = stablehlo.reduce(%ds2_down1_b init: %init_add_397) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_2 = stablehlo.reduce(%ds2_down1_b_1 init: %init_add_398) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %s2_down1_w_ohwi = stablehlo.transpose %stages.2.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<384x192x2x2xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_x = stablehlo.dot_general %ds2b0_in, %s2_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x2x2x192xf32>) -> tensor<32x14x14x2x2x192xf32>
    %ds2_down1_x_1 = stablehlo.transpose %ds2_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x14x14x2x2x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_x_2 = stablehlo.reshape %ds2_down1_x_1 : (tensor<32x14x2x14x2x192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_dy_xhat = stablehlo.multiply %ds2_down1_x_2, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight = stablehlo.reduce(%ds2_down0_dy_xhat init: %init_add_399) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_1 = stablehlo.reduce(%ds2_down0_weight init: %init_add_400) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_2 = stablehlo.reduce(%ds2_down0_weight_1 init: %init_add_401) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias = stablehlo.reduce(%ds2_down1_x_2 init: %init_add_402) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_1 = stablehlo.reduce(%ds2_down0_bias init: %init_add_403) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_2 = stablehlo.reduce(%ds2_down0_bias_1 init: %init_add_404) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat = stablehlo.multiply %ds2_down1_x_2, %ds2_down0_weight_b : tensor<32x28x28x192xf32>
    %reshape_78 = stablehlo.reshape %ds2_down0_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum_part = stablehlo.reduce(%reshape_78 init: %init_add_405) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum = stablehlo.reduce(%ds2_down0_mean1_sum_part init: %init_add_406) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds2_down0_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds2_down0_mean1 = stablehlo.divide %ds2_down0_mean1_sum, %ds2_down0_mean1_n : tensor<32x28x28xf32>
    %ds2_down0_mean1_b = stablehlo.broadcast_in_dim %ds2_down0_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat_xhat = stablehlo.multiply %ds2_down0_xhat, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %reshape_79 = stablehlo.reshape %ds2_down0_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_407 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum_part = stablehlo.reduce(%reshape_79 init: %init_add_407) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_408 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum = stablehlo.reduce(%ds2_down0_mean2_sum_part init: %init_add_408) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %init_add_409 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma = stablehlo.reduce(%ds1b2_gamma_dy_x init: %init_add_409) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_410 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma_1 = stablehlo.reduce(%ds1b2_gamma_gamma init: %init_add_410) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_411 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma_2 = stablehlo.reduce(%ds1b2_gamma_gamma_1 init: %init_add_411) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_fc2_x = stablehlo.dot_general %ds1b2_gamma_x, %stages.1.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b2_fc2_w = stablehlo.dot_general %ds1b2_gamma_x, %s1b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_412 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b = stablehlo.reduce(%ds1b2_gamma_x init: %init_add_412) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_413 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b_1 = stablehlo.reduce(%ds1b2_fc2_b init: %init_add_413) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_414 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b_2 = stablehlo.reduce(%ds1b2_fc2_b_1 init: %init_add_414) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_146 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_147 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b2_act_cx = stablehlo.multiply %s1b2_fc1_1, %cst_147 : tensor<32x28x28x768xf32>
    %ds1b2_act_cx2 = stablehlo.multiply %ds1b2_act_cx, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b2_act_1pcx2 = stablehlo.add %ds1b2_act_cx2, %cst_146 : tensor<32x28x28x768xf32>
    %ds1b2_act_inner = stablehlo.multiply %s1b2_fc1_1, %ds1b2_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_148 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b2_act_u = stablehlo.multiply %ds1b2_act_inner, %cst_148 : tensor<32x28x28x768xf32>
    %ds1b2_act_t = stablehlo.tanh %ds1b2_act_u : tensor<32x28x28x768xf32>
    %cst_149 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b2_act_3cx = stablehlo.multiply %s1b2_fc1_1, %cst_149 : tensor<32x28x28x768xf32>
    %ds1b2_act_3cx2 = stablehlo.multiply %ds1b2_act_3cx, %s1b2_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b2_act_poly = stablehlo.add %ds1b2_act_3cx2, %cst_146 : tensor<32x28x28x768xf32>
    %cst_150 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b2_act_du = stablehlo.multiply %ds1b2_act_poly, %cst_150 : tensor<32x28x28x768xf32>
    %ds1b2_act_1mt = stablehlo.subtract %cst_146, %ds1b2_act_t : tensor<32x28x28x768xf32>
    %ds1b2_act_xdu = stablehlo.multiply %s1b2_fc1_1, %ds1b2_act_du : tensor<32x28x28x768xf32>
    %ds1b2_act_tail = stablehlo.multiply %ds1b2_act_1mt, %ds1b2_act_xdu : tensor<32x28x28x768xf32>
    %ds1b2_act_1pt = stablehlo.add %ds1b2_act_t, %cst_146 : tensor<32x28x28x768xf32>
    %ds1b2_act_1ptail = stablehlo.add %ds1b2_act_tail, %cst_146 : tensor<32x28x28x768xf32>
    %ds1b2_act_both = stablehlo.multiply %ds1b2_act_1pt, %ds1b2_act_1ptail : tensor<32x28x28x768xf32>
    %cst_151 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b2_act_slope = stablehlo.multiply %ds1b2_act_both, %cst_151 : tensor<32x28x28x768xf32>
    %ds1b2_act_x = stablehlo.multiply %ds1b2_fc2_x, %ds1b2_act_slope : tensor<32x28x28x768xf32>
    %ds1b2_fc1_x = stablehlo.dot_general %ds1b2_act_x, %stages.1.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_fc1_w = stablehlo.dot_general %ds1b2_act_x, %s1b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_415 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b = stablehlo.reduce(%ds1b2_act_x init: %init_add_415) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_416 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b_1 = stablehlo.reduce(%ds1b2_fc1_b init: %init_add_416) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_417 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b_2 = stablehlo.reduce(%ds1b2_fc1_b_1 init: %init_add_417) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b2_ln_dy_xhat = stablehlo.multiply %ds1b2_fc1_x, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_418 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight = stablehlo.reduce(%ds1b2_ln_dy_xhat init: %init_add_418) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_419 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight_1 = stablehlo.reduce(%ds1b2_ln_weight init: %init_add_419) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_420 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight_2 = stablehlo.reduce(%ds1b2_ln_weight_1 init: %init_add_420) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_421 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias = stablehlo.reduce(%ds1b2_fc1_x init: %init_add_421) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_422 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias_1 = stablehlo.reduce(%ds1b2_ln_bias init: %init_add_422) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_423 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias_2 = stablehlo.reduce(%ds1b2_ln_bias_1 init: %init_add_423) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat = stablehlo.multiply %ds1b2_fc1_x, %ds1b2_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_80 = stablehlo.reshape %ds1b2_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_424 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_80 init: %init_add_424) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_425 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean1_sum = stablehlo.reduce(%ds1b2_ln_mean1_sum_part init: %init_add_425) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b2_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b2_ln_mean1 = stablehlo.divide %ds1b2_ln_mean1_sum, %ds1b2_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat_xhat = stablehlo.multiply %ds1b2_ln_xhat, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_81 = stablehlo.reshape %ds1b2_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_426 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_81 init: %init_add_426) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_427 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean2_sum = stablehlo.reduce(%ds1b2_ln_mean2_sum_part init: %init_add_427) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %ds1b2_dw_w_xt = stablehlo.transpose %s1b1_out, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b2_dw_w_xt_1 = stablehlo.reshape %ds1b2_dw_w_xt : (tensor<28x28x32x192xf32>) -> tensor<1x28x28x6144xf32>
    %ds1b2_dw_w_dyt = stablehlo.transpose %ds1b2_ln_x, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b2_dw_w_dyt_1 = stablehlo.reshape %ds1b2_dw_w_dyt : (tensor<28x28x32x192xf32>) -> tensor<28x28x1x6144xf32>
    %ds1b2_dw_w_bc = stablehlo.convolution(%ds1b2_dw_w_xt_1, %ds1b2_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 6144 : i64} : (tensor<1x28x28x6144xf32>, tensor<28x28x1x6144xf32>) -> tensor<1x7x8x6144xf32>
    %ds1b2_dw_w_taps = "stablehlo.slice"(%ds1b2_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 6144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x6144xf32>) -> tensor<1x7x7x6144xf32>
    %ds1b2_dw_w_bc_1 = stablehlo.reshape %ds1b2_dw_w_taps : (tensor<1x7x7x6144xf32>) -> tensor<7x7x32x192xf32>
    %init_add_428 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_w_sum = stablehlo.reduce(%ds1b2_dw_w_bc_1 init: %init_add_428) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b2_dw_w_ckk = stablehlo.transpose %ds1b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b2_dw_w = stablehlo.reshape %ds1b2_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_429 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b = stablehlo.reduce(%ds1b2_ln_x init: %init_add_429) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_430 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b_1 = stablehlo.reduce(%ds1b2_dw_b init: %init_add_430) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_431 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b_2 = stablehlo.reduce(%ds1b2_dw_b_1 init: %init_add_431) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_in = stablehlo.add %ds2_down0_x, %ds1b2_dw_x : tensor<32x28x28x192xf32>
    %ds1b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.4, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_drop_path = stablehlo.multiply %ds1b2_in, %ds1b1_drop_path_mask_b : tensor<32x28x28x192xf32>
    %ds1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_gamma_x = stablehlo.multiply %ds1b1_drop_path, %ds1b1_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b1_gamma_dy_x = stablehlo.multiply %ds1b1_drop_path, %s1b1_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_432 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma = stablehlo.reduce(%ds1b1_gamma_dy_x init: %init_add_432) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_433 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_1 = stablehlo.reduce(%ds1b1_gamma_gamma init: %init_add_433) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_434 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_2 = stablehlo.reduce(%ds1b1_gamma_gamma_1 init: %init_add_434) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_fc2_x = stablehlo.dot_general %ds1b1_gamma_x, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b1_fc2_w = stablehlo.dot_general %ds1b1_gamma_x, %s1b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_435 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b = stablehlo.reduce(%ds1b1_gamma_x init: %init_add_435) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_436 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_1 = stablehlo.reduce(%ds1b1_fc2_b init: %init_add_436) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_437 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_2 = stablehlo.reduce(%ds1b1_fc2_b_1 init: %init_add_437) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_152 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_153 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b1_act_cx = stablehlo.multiply %s1b1_fc1_1, %cst_153 : tensor<32x28x28x768xf32>
    %ds1b1_act_cx2 = stablehlo.multiply %ds1b1_act_cx, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b1_act_1pcx2 = stablehlo.add %ds1b1_act_cx2, %cst_152 : tensor<32x28x28x768xf32>
    %ds1b1_act_inner = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_154 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b1_act_u = stablehlo.multiply %ds1b1_act_inner, %cst_154 : tensor<32x28x28x768xf32>
    %ds1b1_act_t = stablehlo.tanh %ds1b1_act_u : tensor<32x28x28x768xf32>
    %cst_155 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b1_act_3cx = stablehlo.multiply %s1b1_fc1_1, %cst_155 : tensor<32x28x28x768xf32>
    %ds1b1_act_3cx2 = stablehlo.multiply %ds1b1_act_3cx, %s1b1_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b1_act_poly = stablehlo.add %ds1b1_act_3cx2, %cst_152 : tensor<32x28x28x768xf32>
    %cst_156 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b1_act_du = stablehlo.multiply %ds1b1_act_poly, %cst_156 : tensor<32x28x28x768xf32>
    %ds1b1_act_1mt = stablehlo.subtract %cst_152, %ds1b1_act_t : tensor<32x28x28x768xf32>
    %ds1b1_act_xdu = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_du : tensor<32x28x28x768xf32>
    %ds1b1_act_tail = stablehlo.multiply %ds1b1_act_1mt, %ds1b1_act_xdu : tensor<32x28x28x768xf32>
    %ds1b1_act_1pt = stablehlo.add %ds1b1_act_t, %cst_152 : tensor<32x28x28x768xf32>
    %ds1b1_act_1ptail = stablehlo.add %ds1b1_act_tail, %cst_152 : tensor<32x28x28x768xf32>
    %ds1b1_act_both = stablehlo.multiply %ds1b1_act_1pt, %ds1b1_act_1ptail : tensor<32x28x28x768xf32>
    %cst_157 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b1_act_slope = stablehlo.multiply %ds1b1_act_both, %cst_157 : tensor<32x28x28x768xf32>
    %ds1b1_act_x = stablehlo.multiply %ds1b1_fc2_x, %ds1b1_act_slope : tensor<32x28x28x768xf32>
    %ds1b1_fc1_x = stablehlo.dot_general %ds1b1_act_x, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_fc1_w = stablehlo.dot_general %ds1b1_act_x, %s1b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_438 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b = stablehlo.reduce(%ds1b1_act_x init: %init_add_438) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_439 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_1 = stablehlo.reduce(%ds1b1_fc1_b init: %init_add_439) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_440 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_2 = stablehlo.reduce(%ds1b1_fc1_b_1 init: %init_add_440) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b1_ln_dy_xhat = stablehlo.multiply %ds1b1_fc1_x, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_441 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight = stablehlo.reduce(%ds1b1_ln_dy_xhat init: %init_add_441) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_442 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_1 = stablehlo.reduce(%ds1b1_ln_weight init: %init_add_442) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_443 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_2 = stablehlo.reduce(%ds1b1_ln_weight_1 init: %init_add_443) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_444 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias = stablehlo.reduce(%ds1b1_fc1_x init: %init_add_444) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_445 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_1 = stablehlo.reduce(%ds1b1_ln_bias init: %init_add_445) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_446 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_2 = stablehlo.reduce(%ds1b1_ln_bias_1 init: %init_add_446) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat = stablehlo.multiply %ds1b1_fc1_x, %ds1b1_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_82 = stablehlo.reshape %ds1b1_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_447 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_82 init: %init_add_447) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_448 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum = stablehlo.reduce(%ds1b1_ln_mean1_sum_part init: %init_add_448) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b1_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b1_ln_mean1 = stablehlo.divide %ds1b1_ln_mean1_sum, %ds1b1_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat_xhat = stablehlo.multiply %ds1b1_ln_xhat, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_83 = stablehlo.reshape %ds1b1_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_449 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_83 init: %init_add_449) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_450 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum = stablehlo.reduce(%ds1b1_ln_mean2_sum_part init: %init_add_450) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %ds1b1_dw_w_xt = stablehlo.transpose %s1b0_out, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b1_dw_w_xt_1 = stablehlo.reshape %ds1b1_dw_w_xt : (tensor<28x28x32x192xf32>) -> tensor<1x28x28x6144xf32>
    %ds1b1_dw_w_dyt = stablehlo.transpose %ds1b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b1_dw_w_dyt_1 = stablehlo.reshape %ds1b1_dw_w_dyt : (tensor<28x28x32x192xf32>) -> tensor<28x28x1x6144xf32>
    %ds1b1_dw_w_bc = stablehlo.convolution(%ds1b1_dw_w_xt_1, %ds1b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 6144 : i64} : (tensor<1x28x28x6144xf32>, tensor<28x28x1x6144xf32>) -> tensor<1x7x8x6144xf32>
    %ds1b1_dw_w_taps = "stablehlo.slice"(%ds1b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 6144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x6144xf32>) -> tensor<1x7x7x6144xf32>
    %ds1b1_dw_w_bc_1 = stablehlo.reshape %ds1b1_dw_w_taps : (tensor<1x7x7x6144xf32>) -> tensor<7x7x32x192xf32>
    %init_add_451 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_w_sum = stablehlo.reduce(%ds1b1_dw_w_bc_1 init: %init_add_451) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b1_dw_w_ckk = stablehlo.transpose %ds1b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b1_dw_w = stablehlo.reshape %ds1b1_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_452 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b = stablehlo.reduce(%ds1b1_ln_x init: %init_add_452) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_453 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_1 = stablehlo.reduce(%ds1b1_dw_b init: %init_add_453) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_454 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_2 = stablehlo.reduce(%ds1b1_dw_b_1 init: %init_add_454) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_in = stablehlo.add %ds1b2_in, %ds1b1_dw_x : tensor<32x28x28x192xf32>
    %ds1b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.3, dims = [0] : (tensor<32xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_drop_path = stablehlo.multiply %ds1b1_in, %ds1b0_drop_path_mask_b : tensor<32x28x28x192xf32>
    %ds1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_gamma_x = stablehlo.multiply %ds1b0_drop_path, %ds1b0_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b0_gamma_dy_x = stablehlo.multiply %ds1b0_drop_path, %s1b0_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_455 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma = stablehlo.reduce(%ds1b0_gamma_dy_x init: %init_add_455) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_456 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_1 = stablehlo.reduce(%ds1b0_gamma_gamma init: %init_add_456) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_457 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_2 = stablehlo.reduce(%ds1b0_gamma_gamma_1 init: %init_add_457) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_fc2_x = stablehlo.dot_general %ds1b0_gamma_x, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b0_fc2_w = stablehlo.dot_general %ds1b0_gamma_x, %s1b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x192xf32>, tensor<32x28x28x768xf32>) -> tensor<192x768xf32>
    %init_add_458 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b = stablehlo.reduce(%ds1b0_gamma_x init: %init_add_458) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_459 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_1 = stablehlo.reduce(%ds1b0_fc2_b init: %init_add_459) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_460 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_2 = stablehlo.reduce(%ds1b0_fc2_b_1 init: %init_add_460) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_158 = stablehlo.constant dense<1.0> : tensor<32x28x28x768xf32>
    %cst_159 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x768xf32>
    %ds1b0_act_cx = stablehlo.multiply %s1b0_fc1_1, %cst_159 : tensor<32x28x28x768xf32>
    %ds1b0_act_cx2 = stablehlo.multiply %ds1b0_act_cx, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b0_act_1pcx2 = stablehlo.add %ds1b0_act_cx2, %cst_158 : tensor<32x28x28x768xf32>
    %ds1b0_act_inner = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_1pcx2 : tensor<32x28x28x768xf32>
    %cst_160 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b0_act_u = stablehlo.multiply %ds1b0_act_inner, %cst_160 : tensor<32x28x28x768xf32>
    %ds1b0_act_t = stablehlo.tanh %ds1b0_act_u : tensor<32x28x28x768xf32>
    %cst_161 = stablehlo.constant dense<0.13414500653743744> : tensor<32x28x28x768xf32>
    %ds1b0_act_3cx = stablehlo.multiply %s1b0_fc1_1, %cst_161 : tensor<32x28x28x768xf32>
    %ds1b0_act_3cx2 = stablehlo.multiply %ds1b0_act_3cx, %s1b0_fc1_1 : tensor<32x28x28x768xf32>
    %ds1b0_act_poly = stablehlo.add %ds1b0_act_3cx2, %cst_158 : tensor<32x28x28x768xf32>
    %cst_162 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x768xf32>
    %ds1b0_act_du = stablehlo.multiply %ds1b0_act_poly, %cst_162 : tensor<32x28x28x768xf32>
    %ds1b0_act_1mt = stablehlo.subtract %cst_158, %ds1b0_act_t : tensor<32x28x28x768xf32>
    %ds1b0_act_xdu = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_du : tensor<32x28x28x768xf32>
    %ds1b0_act_tail = stablehlo.multiply %ds1b0_act_1mt, %ds1b0_act_xdu : tensor<32x28x28x768xf32>
    %ds1b0_act_1pt = stablehlo.add %ds1b0_act_t, %cst_158 : tensor<32x28x28x768xf32>
    %ds1b0_act_1ptail = stablehlo.add %ds1b0_act_tail, %cst_158 : tensor<32x28x28x768xf32>
    %ds1b0_act_both = stablehlo.multiply %ds1b0_act_1pt, %ds1b0_act_1ptail : tensor<32x28x28x768xf32>
    %cst_163 = stablehlo.constant dense<0.5> : tensor<32x28x28x768xf32>
    %ds1b0_act_slope = stablehlo.multiply %ds1b0_act_both, %cst_163 : tensor<32x28x28x768xf32>
    %ds1b0_act_x = stablehlo.multiply %ds1b0_fc2_x, %ds1b0_act_slope : tensor<32x28x28x768xf32>
    %ds1b0_fc1_x = stablehlo.dot_general %ds1b0_act_x, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x768xf32>, tensor<768x192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_fc1_w = stablehlo.dot_general %ds1b0_act_x, %s1b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x28x28x768xf32>, tensor<32x28x28x192xf32>) -> tensor<768x192xf32>
    %init_add_461 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b = stablehlo.reduce(%ds1b0_act_x init: %init_add_461) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_462 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_1 = stablehlo.reduce(%ds1b0_fc1_b init: %init_add_462) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_463 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_2 = stablehlo.reduce(%ds1b0_fc1_b_1 init: %init_add_463) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b0_ln_dy_xhat = stablehlo.multiply %ds1b0_fc1_x, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_464 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight = stablehlo.reduce(%ds1b0_ln_dy_xhat init: %init_add_464) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_465 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_1 = stablehlo.reduce(%ds1b0_ln_weight init: %init_add_465) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_466 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_2 = stablehlo.reduce(%ds1b0_ln_weight_1 init: %init_add_466) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_467 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias = stablehlo.reduce(%ds1b0_fc1_x init: %init_add_467) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_468 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_1 = stablehlo.reduce(%ds1b0_ln_bias init: %init_add_468) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_469 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_2 = stablehlo.reduce(%ds1b0_ln_bias_1 init: %init_add_469) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat = stablehlo.multiply %ds1b0_fc1_x, %ds1b0_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_84 = stablehlo.reshape %ds1b0_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_470 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_84 init: %init_add_470) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_471 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum = stablehlo.reduce(%ds1b0_ln_mean1_sum_part init: %init_add_471) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b0_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b0_ln_mean1 = stablehlo.divide %ds1b0_ln_mean1_sum, %ds1b0_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat_xhat = stablehlo.multiply %ds1b0_ln_xhat, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_85 = stablehlo.reshape %ds1b0_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_472 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_85 init: %init_add_472) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_473 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum = stablehlo.reduce(%ds1b0_ln_mean2_sum_part init: %init_add_473) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %ds1b0_dw_w_xt = stablehlo.transpose %s1_down1_1, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b0_dw_w_xt_1 = stablehlo.reshape %ds1b0_dw_w_xt : (tensor<28x28x32x192xf32>) -> tensor<1x28x28x6144xf32>
    %ds1b0_dw_w_dyt = stablehlo.transpose %ds1b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x28x28x192xf32>) -> tensor<28x28x32x192xf32>
    %ds1b0_dw_w_dyt_1 = stablehlo.reshape %ds1b0_dw_w_dyt : (tensor<28x28x32x192xf32>) -> tensor<28x28x1x6144xf32>
    %ds1b0_dw_w_bc = stablehlo.convolution(%ds1b0_dw_w_xt_1, %ds1b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 6144 : i64} : (tensor<1x28x28x6144xf32>, tensor<28x28x1x6144xf32>) -> tensor<1x7x8x6144xf32>
    %ds1b0_dw_w_taps = "stablehlo.slice"(%ds1b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 6144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x6144xf32>) -> tensor<1x7x7x6144xf32>
    %ds1b0_dw_w_bc_1 = stablehlo.reshape %ds1b0_dw_w_taps : (tensor<1x7x7x6144xf32>) -> tensor<7x7x32x192xf32>
    %init_add_474 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_w_sum = stablehlo.reduce(%ds1b0_dw_w_bc_1 init: %init_add_474) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b0_dw_w_ckk = stablehlo.transpose %ds1b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b0_dw_w = stablehlo.reshape %ds1b0_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_475 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b = stablehlo.reduce(%ds1b0_ln_x init: %init_add_475) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_476 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_1 = stablehlo.reduce(%ds1b0_dw_b init: %init_add_476) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_477 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_2 = stablehlo.reduce(%ds1b0_dw_b_1 init: %init_add_477) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_in = stablehlo.add %ds1b1_in, %ds1b0_dw_x : tensor<32x28x28x192xf32>
    %ds1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x56x56x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_w = stablehlo.dot_general %ds1b0_in, %ds1_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x28x28x192xf32>, tensor<32x28x2x28x2x96xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_w_1 = stablehlo.optimization_barrier %ds1_down1_w : tensor<192x2x2x96xf32>
    %ds1_down1_w_2 = stablehlo.transpose %ds1_down1_w_1, dims = [0, 3, 1, 2] : (tensor<192x2x2x96xf32>) -> tensor<192x96x2x2xf32>
    %init_add_478 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b = stablehlo.reduce(%ds1b0_in init: %init_add_478) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_479 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_1 = stablehlo.reduce(%ds1_down1_b init: %init_add_479) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_480 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_2 = stablehlo.reduce(%ds1_down1_b_1 init: %init_add_480) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %s1_down1_w_ohwi = stablehlo.transpose %stages.1.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<192x96x2x2xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_x = stablehlo.dot_general %ds1b0_in, %s1_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x2x2x96xf32>) -> tensor<32x28x28x2x2x96xf32>
    %ds1_down1_x_1 = stablehlo.transpose %ds1_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x28x28x2x2x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_x_2 = stablehlo.reshape %ds1_down1_x_1 : (tensor<32x28x2x28x2x96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_dy_xhat = stablehlo.multiply %ds1_down1_x_2, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %init_add_481 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight = stablehlo.reduce(%ds1_down0_dy_xhat init: %init_add_481) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_482 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_1 = stablehlo.reduce(%ds1_down0_weight init: %init_add_482) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_483 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_2 = stablehlo.reduce(%ds1_down0_weight_1 init: %init_add_483) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_484 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias = stablehlo.reduce(%ds1_down1_x_2 init: %init_add_484) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_485 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_1 = stablehlo.reduce(%ds1_down0_bias init: %init_add_485) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_486 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_2 = stablehlo.reduce(%ds1_down0_bias_1 init: %init_add_486) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat = stablehlo.multiply %ds1_down1_x_2, %ds1_down0_weight_b : tensor<32x56x56x96xf32>
    %reshape_86 = stablehlo.reshape %ds1_down0_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_487 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum_part = stablehlo.reduce(%reshape_86 init: %init_add_487) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_488 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum = stablehlo.reduce(%ds1_down0_mean1_sum_part init: %init_add_488) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds1_down0_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds1_down0_mean1 = stablehlo.divide %ds1_down0_mean1_sum, %ds1_down0_mean1_n : tensor<32x56x56xf32>
    %ds1_down0_mean1_b = stablehlo.broadcast_in_dim %ds1_down0_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat_xhat = stablehlo.multiply %ds1_down0_xhat, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %reshape_87 = stablehlo.reshape %ds1_down0_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_489 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum_part = stablehlo.reduce(%reshape_87 init: %init_add_489) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_490 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum = stablehlo.reduce(%ds1_down0_mean2_sum_part init: %init_add_490) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %init_add_491 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma = stablehlo.reduce(%ds0b2_gamma_dy_x init: %init_add_491) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_492 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma_1 = stablehlo.reduce(%ds0b2_gamma_gamma init: %init_add_492) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_493 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma_2 = stablehlo.reduce(%ds0b2_gamma_gamma_1 init: %init_add_493) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_fc2_x = stablehlo.dot_general %ds0b2_gamma_x, %stages.0.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b2_fc2_w = stablehlo.dot_general %ds0b2_gamma_x, %s0b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_494 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b = stablehlo.reduce(%ds0b2_gamma_x init: %init_add_494) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_495 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b_1 = stablehlo.reduce(%ds0b2_fc2_b init: %init_add_495) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_496 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b_2 = stablehlo.reduce(%ds0b2_fc2_b_1 init: %init_add_496) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_164 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_165 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b2_act_cx = stablehlo.multiply %s0b2_fc1_1, %cst_165 : tensor<32x56x56x384xf32>
    %ds0b2_act_cx2 = stablehlo.multiply %ds0b2_act_cx, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b2_act_1pcx2 = stablehlo.add %ds0b2_act_cx2, %cst_164 : tensor<32x56x56x384xf32>
    %ds0b2_act_inner = stablehlo.multiply %s0b2_fc1_1, %ds0b2_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_166 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b2_act_u = stablehlo.multiply %ds0b2_act_inner, %cst_166 : tensor<32x56x56x384xf32>
    %ds0b2_act_t = stablehlo.tanh %ds0b2_act_u : tensor<32x56x56x384xf32>
    %cst_167 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b2_act_3cx = stablehlo.multiply %s0b2_fc1_1, %cst_167 : tensor<32x56x56x384xf32>
    %ds0b2_act_3cx2 = stablehlo.multiply %ds0b2_act_3cx, %s0b2_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b2_act_poly = stablehlo.add %ds0b2_act_3cx2, %cst_164 : tensor<32x56x56x384xf32>
    %cst_168 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b2_act_du = stablehlo.multiply %ds0b2_act_poly, %cst_168 : tensor<32x56x56x384xf32>
    %ds0b2_act_1mt = stablehlo.subtract %cst_164, %ds0b2_act_t : tensor<32x56x56x384xf32>
    %ds0b2_act_xdu = stablehlo.multiply %s0b2_fc1_1, %ds0b2_act_du : tensor<32x56x56x384xf32>
    %ds0b2_act_tail = stablehlo.multiply %ds0b2_act_1mt, %ds0b2_act_xdu : tensor<32x56x56x384xf32>
    %ds0b2_act_1pt = stablehlo.add %ds0b2_act_t, %cst_164 : tensor<32x56x56x384xf32>
    %ds0b2_act_1ptail = stablehlo.add %ds0b2_act_tail, %cst_164 : tensor<32x56x56x384xf32>
    %ds0b2_act_both = stablehlo.multiply %ds0b2_act_1pt, %ds0b2_act_1ptail : tensor<32x56x56x384xf32>
    %cst_169 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b2_act_slope = stablehlo.multiply %ds0b2_act_both, %cst_169 : tensor<32x56x56x384xf32>
    %ds0b2_act_x = stablehlo.multiply %ds0b2_fc2_x, %ds0b2_act_slope : tensor<32x56x56x384xf32>
    %ds0b2_fc1_x = stablehlo.dot_general %ds0b2_act_x, %stages.0.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_fc1_w = stablehlo.dot_general %ds0b2_act_x, %s0b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_497 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b = stablehlo.reduce(%ds0b2_act_x init: %init_add_497) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_498 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b_1 = stablehlo.reduce(%ds0b2_fc1_b init: %init_add_498) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_499 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b_2 = stablehlo.reduce(%ds0b2_fc1_b_1 init: %init_add_499) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b2_ln_dy_xhat = stablehlo.multiply %ds0b2_fc1_x, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_500 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight = stablehlo.reduce(%ds0b2_ln_dy_xhat init: %init_add_500) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_501 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight_1 = stablehlo.reduce(%ds0b2_ln_weight init: %init_add_501) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_502 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight_2 = stablehlo.reduce(%ds0b2_ln_weight_1 init: %init_add_502) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_503 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias = stablehlo.reduce(%ds0b2_fc1_x init: %init_add_503) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_504 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias_1 = stablehlo.reduce(%ds0b2_ln_bias init: %init_add_504) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_505 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias_2 = stablehlo.reduce(%ds0b2_ln_bias_1 init: %init_add_505) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat = stablehlo.multiply %ds0b2_fc1_x, %ds0b2_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_88 = stablehlo.reshape %ds0b2_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_506 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_88 init: %init_add_506) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_507 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean1_sum = stablehlo.reduce(%ds0b2_ln_mean1_sum_part init: %init_add_507) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b2_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b2_ln_mean1 = stablehlo.divide %ds0b2_ln_mean1_sum, %ds0b2_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat_xhat = stablehlo.multiply %ds0b2_ln_xhat, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_89 = stablehlo.reshape %ds0b2_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_508 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_89 init: %init_add_508) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_509 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean2_sum = stablehlo.reduce(%ds0b2_ln_mean2_sum_part init: %init_add_509) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %ds0b2_dw_w_xt = stablehlo.transpose %s0b1_out, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b2_dw_w_xt_1 = stablehlo.reshape %ds0b2_dw_w_xt : (tensor<56x56x32x96xf32>) -> tensor<1x56x56x3072xf32>
    %ds0b2_dw_w_dyt = stablehlo.transpose %ds0b2_ln_x, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b2_dw_w_dyt_1 = stablehlo.reshape %ds0b2_dw_w_dyt : (tensor<56x56x32x96xf32>) -> tensor<56x56x1x3072xf32>
    %ds0b2_dw_w_bc = stablehlo.convolution(%ds0b2_dw_w_xt_1, %ds0b2_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3072 : i64} : (tensor<1x56x56x3072xf32>, tensor<56x56x1x3072xf32>) -> tensor<1x7x8x3072xf32>
    %ds0b2_dw_w_taps = "stablehlo.slice"(%ds0b2_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 3072>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x3072xf32>) -> tensor<1x7x7x3072xf32>
    %ds0b2_dw_w_bc_1 = stablehlo.reshape %ds0b2_dw_w_taps : (tensor<1x7x7x3072xf32>) -> tensor<7x7x32x96xf32>
    %init_add_510 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_w_sum = stablehlo.reduce(%ds0b2_dw_w_bc_1 init: %init_add_510) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b2_dw_w_ckk = stablehlo.transpose %ds0b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b2_dw_w = stablehlo.reshape %ds0b2_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_511 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b = stablehlo.reduce(%ds0b2_ln_x init: %init_add_511) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_512 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b_1 = stablehlo.reduce(%ds0b2_dw_b init: %init_add_512) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_513 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b_2 = stablehlo.reduce(%ds0b2_dw_b_1 init: %init_add_513) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_in = stablehlo.add %ds1_down0_x, %ds0b2_dw_x : tensor<32x56x56x96xf32>
    %ds0b1_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.1, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_drop_path = stablehlo.multiply %ds0b2_in, %ds0b1_drop_path_mask_b : tensor<32x56x56x96xf32>
    %ds0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_gamma_x = stablehlo.multiply %ds0b1_drop_path, %ds0b1_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b1_gamma_dy_x = stablehlo.multiply %ds0b1_drop_path, %s0b1_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_514 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma = stablehlo.reduce(%ds0b1_gamma_dy_x init: %init_add_514) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_515 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_1 = stablehlo.reduce(%ds0b1_gamma_gamma init: %init_add_515) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_516 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_2 = stablehlo.reduce(%ds0b1_gamma_gamma_1 init: %init_add_516) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_fc2_x = stablehlo.dot_general %ds0b1_gamma_x, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b1_fc2_w = stablehlo.dot_general %ds0b1_gamma_x, %s0b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_517 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b = stablehlo.reduce(%ds0b1_gamma_x init: %init_add_517) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_518 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_1 = stablehlo.reduce(%ds0b1_fc2_b init: %init_add_518) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_519 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_2 = stablehlo.reduce(%ds0b1_fc2_b_1 init: %init_add_519) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_170 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_171 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b1_act_cx = stablehlo.multiply %s0b1_fc1_1, %cst_171 : tensor<32x56x56x384xf32>
    %ds0b1_act_cx2 = stablehlo.multiply %ds0b1_act_cx, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b1_act_1pcx2 = stablehlo.add %ds0b1_act_cx2, %cst_170 : tensor<32x56x56x384xf32>
    %ds0b1_act_inner = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_172 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b1_act_u = stablehlo.multiply %ds0b1_act_inner, %cst_172 : tensor<32x56x56x384xf32>
    %ds0b1_act_t = stablehlo.tanh %ds0b1_act_u : tensor<32x56x56x384xf32>
    %cst_173 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b1_act_3cx = stablehlo.multiply %s0b1_fc1_1, %cst_173 : tensor<32x56x56x384xf32>
    %ds0b1_act_3cx2 = stablehlo.multiply %ds0b1_act_3cx, %s0b1_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b1_act_poly = stablehlo.add %ds0b1_act_3cx2, %cst_170 : tensor<32x56x56x384xf32>
    %cst_174 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b1_act_du = stablehlo.multiply %ds0b1_act_poly, %cst_174 : tensor<32x56x56x384xf32>
    %ds0b1_act_1mt = stablehlo.subtract %cst_170, %ds0b1_act_t : tensor<32x56x56x384xf32>
    %ds0b1_act_xdu = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_du : tensor<32x56x56x384xf32>
    %ds0b1_act_tail = stablehlo.multiply %ds0b1_act_1mt, %ds0b1_act_xdu : tensor<32x56x56x384xf32>
    %ds0b1_act_1pt = stablehlo.add %ds0b1_act_t, %cst_170 : tensor<32x56x56x384xf32>
    %ds0b1_act_1ptail = stablehlo.add %ds0b1_act_tail, %cst_170 : tensor<32x56x56x384xf32>
    %ds0b1_act_both = stablehlo.multiply %ds0b1_act_1pt, %ds0b1_act_1ptail : tensor<32x56x56x384xf32>
    %cst_175 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b1_act_slope = stablehlo.multiply %ds0b1_act_both, %cst_175 : tensor<32x56x56x384xf32>
    %ds0b1_act_x = stablehlo.multiply %ds0b1_fc2_x, %ds0b1_act_slope : tensor<32x56x56x384xf32>
    %ds0b1_fc1_x = stablehlo.dot_general %ds0b1_act_x, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_fc1_w = stablehlo.dot_general %ds0b1_act_x, %s0b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_520 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b = stablehlo.reduce(%ds0b1_act_x init: %init_add_520) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_521 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_1 = stablehlo.reduce(%ds0b1_fc1_b init: %init_add_521) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_522 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_2 = stablehlo.reduce(%ds0b1_fc1_b_1 init: %init_add_522) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b1_ln_dy_xhat = stablehlo.multiply %ds0b1_fc1_x, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_523 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight = stablehlo.reduce(%ds0b1_ln_dy_xhat init: %init_add_523) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_524 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_1 = stablehlo.reduce(%ds0b1_ln_weight init: %init_add_524) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_525 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_2 = stablehlo.reduce(%ds0b1_ln_weight_1 init: %init_add_525) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_526 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias = stablehlo.reduce(%ds0b1_fc1_x init: %init_add_526) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_527 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_1 = stablehlo.reduce(%ds0b1_ln_bias init: %init_add_527) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_528 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_2 = stablehlo.reduce(%ds0b1_ln_bias_1 init: %init_add_528) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat = stablehlo.multiply %ds0b1_fc1_x, %ds0b1_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_90 = stablehlo.reshape %ds0b1_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_529 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_90 init: %init_add_529) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_530 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum = stablehlo.reduce(%ds0b1_ln_mean1_sum_part init: %init_add_530) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b1_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b1_ln_mean1 = stablehlo.divide %ds0b1_ln_mean1_sum, %ds0b1_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat_xhat = stablehlo.multiply %ds0b1_ln_xhat, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_91 = stablehlo.reshape %ds0b1_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_531 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_91 init: %init_add_531) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_532 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum = stablehlo.reduce(%ds0b1_ln_mean2_sum_part init: %init_add_532) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %ds0b1_dw_w_xt = stablehlo.transpose %s0b0_out, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b1_dw_w_xt_1 = stablehlo.reshape %ds0b1_dw_w_xt : (tensor<56x56x32x96xf32>) -> tensor<1x56x56x3072xf32>
    %ds0b1_dw_w_dyt = stablehlo.transpose %ds0b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b1_dw_w_dyt_1 = stablehlo.reshape %ds0b1_dw_w_dyt : (tensor<56x56x32x96xf32>) -> tensor<56x56x1x3072xf32>
    %ds0b1_dw_w_bc = stablehlo.convolution(%ds0b1_dw_w_xt_1, %ds0b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3072 : i64} : (tensor<1x56x56x3072xf32>, tensor<56x56x1x3072xf32>) -> tensor<1x7x8x3072xf32>
    %ds0b1_dw_w_taps = "stablehlo.slice"(%ds0b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 3072>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x3072xf32>) -> tensor<1x7x7x3072xf32>
    %ds0b1_dw_w_bc_1 = stablehlo.reshape %ds0b1_dw_w_taps : (tensor<1x7x7x3072xf32>) -> tensor<7x7x32x96xf32>
    %init_add_533 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_w_sum = stablehlo.reduce(%ds0b1_dw_w_bc_1 init: %init_add_533) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b1_dw_w_ckk = stablehlo.transpose %ds0b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b1_dw_w = stablehlo.reshape %ds0b1_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_534 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b = stablehlo.reduce(%ds0b1_ln_x init: %init_add_534) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_535 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_1 = stablehlo.reduce(%ds0b1_dw_b init: %init_add_535) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_536 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_2 = stablehlo.reduce(%ds0b1_dw_b_1 init: %init_add_536) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_in = stablehlo.add %ds0b2_in, %ds0b1_dw_x : tensor<32x56x56x96xf32>
    %ds0b0_drop_path_mask_b = stablehlo.broadcast_in_dim %drop_mask.0, dims = [0] : (tensor<32xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_drop_path = stablehlo.multiply %ds0b1_in, %ds0b0_drop_path_mask_b : tensor<32x56x56x96xf32>
    %ds0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_gamma_x = stablehlo.multiply %ds0b0_drop_path, %ds0b0_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b0_gamma_dy_x = stablehlo.multiply %ds0b0_drop_path, %s0b0_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_537 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma = stablehlo.reduce(%ds0b0_gamma_dy_x init: %init_add_537) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_538 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_1 = stablehlo.reduce(%ds0b0_gamma_gamma init: %init_add_538) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_539 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_2 = stablehlo.reduce(%ds0b0_gamma_gamma_1 init: %init_add_539) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_fc2_x = stablehlo.dot_general %ds0b0_gamma_x, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b0_fc2_w = stablehlo.dot_general %ds0b0_gamma_x, %s0b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x96xf32>, tensor<32x56x56x384xf32>) -> tensor<96x384xf32>
    %init_add_540 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b = stablehlo.reduce(%ds0b0_gamma_x init: %init_add_540) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_541 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_1 = stablehlo.reduce(%ds0b0_fc2_b init: %init_add_541) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_542 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_2 = stablehlo.reduce(%ds0b0_fc2_b_1 init: %init_add_542) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_176 = stablehlo.constant dense<1.0> : tensor<32x56x56x384xf32>
    %cst_177 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x384xf32>
    %ds0b0_act_cx = stablehlo.multiply %s0b0_fc1_1, %cst_177 : tensor<32x56x56x384xf32>
    %ds0b0_act_cx2 = stablehlo.multiply %ds0b0_act_cx, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b0_act_1pcx2 = stablehlo.add %ds0b0_act_cx2, %cst_176 : tensor<32x56x56x384xf32>
    %ds0b0_act_inner = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_1pcx2 : tensor<32x56x56x384xf32>
    %cst_178 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b0_act_u = stablehlo.multiply %ds0b0_act_inner, %cst_178 : tensor<32x56x56x384xf32>
    %ds0b0_act_t = stablehlo.tanh %ds0b0_act_u : tensor<32x56x56x384xf32>
    %cst_179 = stablehlo.constant dense<0.13414500653743744> : tensor<32x56x56x384xf32>
    %ds0b0_act_3cx = stablehlo.multiply %s0b0_fc1_1, %cst_179 : tensor<32x56x56x384xf32>
    %ds0b0_act_3cx2 = stablehlo.multiply %ds0b0_act_3cx, %s0b0_fc1_1 : tensor<32x56x56x384xf32>
    %ds0b0_act_poly = stablehlo.add %ds0b0_act_3cx2, %cst_176 : tensor<32x56x56x384xf32>
    %cst_180 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x384xf32>
    %ds0b0_act_du = stablehlo.multiply %ds0b0_act_poly, %cst_180 : tensor<32x56x56x384xf32>
    %ds0b0_act_1mt = stablehlo.subtract %cst_176, %ds0b0_act_t : tensor<32x56x56x384xf32>
    %ds0b0_act_xdu = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_du : tensor<32x56x56x384xf32>
    %ds0b0_act_tail = stablehlo.multiply %ds0b0_act_1mt, %ds0b0_act_xdu : tensor<32x56x56x384xf32>
    %ds0b0_act_1pt = stablehlo.add %ds0b0_act_t, %cst_176 : tensor<32x56x56x384xf32>
    %ds0b0_act_1ptail = stablehlo.add %ds0b0_act_tail, %cst_176 : tensor<32x56x56x384xf32>
    %ds0b0_act_both = stablehlo.multiply %ds0b0_act_1pt, %ds0b0_act_1ptail : tensor<32x56x56x384xf32>
    %cst_181 = stablehlo.constant dense<0.5> : tensor<32x56x56x384xf32>
    %ds0b0_act_slope = stablehlo.multiply %ds0b0_act_both, %cst_181 : tensor<32x56x56x384xf32>
    %ds0b0_act_x = stablehlo.multiply %ds0b0_fc2_x, %ds0b0_act_slope : tensor<32x56x56x384xf32>
    %ds0b0_fc1_x = stablehlo.dot_general %ds0b0_act_x, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x384xf32>, tensor<384x96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_fc1_w = stablehlo.dot_general %ds0b0_act_x, %s0b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x56x56x384xf32>, tensor<32x56x56x96xf32>) -> tensor<384x96xf32>
    %init_add_543 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b = stablehlo.reduce(%ds0b0_act_x init: %init_add_543) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_544 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_1 = stablehlo.reduce(%ds0b0_fc1_b init: %init_add_544) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_545 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_2 = stablehlo.reduce(%ds0b0_fc1_b_1 init: %init_add_545) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b0_ln_dy_xhat = stablehlo.multiply %ds0b0_fc1_x, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_546 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight = stablehlo.reduce(%ds0b0_ln_dy_xhat init: %init_add_546) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_547 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_1 = stablehlo.reduce(%ds0b0_ln_weight init: %init_add_547) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_548 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_2 = stablehlo.reduce(%ds0b0_ln_weight_1 init: %init_add_548) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_549 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias = stablehlo.reduce(%ds0b0_fc1_x init: %init_add_549) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_550 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_1 = stablehlo.reduce(%ds0b0_ln_bias init: %init_add_550) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_551 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_2 = stablehlo.reduce(%ds0b0_ln_bias_1 init: %init_add_551) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat = stablehlo.multiply %ds0b0_fc1_x, %ds0b0_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_92 = stablehlo.reshape %ds0b0_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_552 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_92 init: %init_add_552) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_553 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum = stablehlo.reduce(%ds0b0_ln_mean1_sum_part init: %init_add_553) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b0_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b0_ln_mean1 = stablehlo.divide %ds0b0_ln_mean1_sum, %ds0b0_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat_xhat = stablehlo.multiply %ds0b0_ln_xhat, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_93 = stablehlo.reshape %ds0b0_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_554 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_93 init: %init_add_554) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_555 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum = stablehlo.reduce(%ds0b0_ln_mean2_sum_part init: %init_add_555) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %ds0b0_dw_w_xt = stablehlo.transpose %stem_1, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b0_dw_w_xt_1 = stablehlo.reshape %ds0b0_dw_w_xt : (tensor<56x56x32x96xf32>) -> tensor<1x56x56x3072xf32>
    %ds0b0_dw_w_dyt = stablehlo.transpose %ds0b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x56x56x96xf32>) -> tensor<56x56x32x96xf32>
    %ds0b0_dw_w_dyt_1 = stablehlo.reshape %ds0b0_dw_w_dyt : (tensor<56x56x32x96xf32>) -> tensor<56x56x1x3072xf32>
    %ds0b0_dw_w_bc = stablehlo.convolution(%ds0b0_dw_w_xt_1, %ds0b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3072 : i64} : (tensor<1x56x56x3072xf32>, tensor<56x56x1x3072xf32>) -> tensor<1x7x8x3072xf32>
    %ds0b0_dw_w_taps = "stablehlo.slice"(%ds0b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 3072>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x3072xf32>) -> tensor<1x7x7x3072xf32>
    %ds0b0_dw_w_bc_1 = stablehlo.reshape %ds0b0_dw_w_taps : (tensor<1x7x7x3072xf32>) -> tensor<7x7x32x96xf32>
    %init_add_556 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_w_sum = stablehlo.reduce(%ds0b0_dw_w_bc_1 init: %init_add_556) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b0_dw_w_ckk = stablehlo.transpose %ds0b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b0_dw_w = stablehlo.reshape %ds0b0_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_557 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b = stablehlo.reduce(%ds0b0_ln_x init: %init_add_557) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_558 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_1 = stablehlo.reduce(%ds0b0_dw_b init: %init_add_558) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_559 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_2 = stablehlo.reduce(%ds0b0_dw_b_1 init: %init_add_559) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_in = stablehlo.add %ds0b1_in, %ds0b0_dw_x : tensor<32x56x56x96xf32>
    %dstem_1_dy_xhat = stablehlo.multiply %ds0b0_in, %stem_1_xhat : tensor<32x56x56x96xf32>
    %init_add_560 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight = stablehlo.reduce(%dstem_1_dy_xhat init: %init_add_560) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_561 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_1 = stablehlo.reduce(%dstem_1_weight init: %init_add_561) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_562 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_2 = stablehlo.reduce(%dstem_1_weight_1 init: %init_add_562) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_563 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias = stablehlo.reduce(%ds0b0_in init: %init_add_563) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_564 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_1 = stablehlo.reduce(%dstem_1_bias init: %init_add_564) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_565 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_2 = stablehlo.reduce(%dstem_1_bias_1 init: %init_add_565) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %dstem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat = stablehlo.multiply %ds0b0_in, %dstem_1_weight_b : tensor<32x56x56x96xf32>
    %reshape_94 = stablehlo.reshape %dstem_1_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_566 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum_part = stablehlo.reduce(%reshape_94 init: %init_add_566) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_567 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum = stablehlo.reduce(%dstem_1_mean1_sum_part init: %init_add_567) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %dstem_1_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %dstem_1_mean1 = stablehlo.divide %dstem_1_mean1_sum, %dstem_1_mean1_n : tensor<32x56x56xf32>
    %dstem_1_mean1_b = stablehlo.broadcast_in_dim %dstem_1_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat_xhat = stablehlo.multiply %dstem_1_xhat, %stem_1_xhat : tensor<32x56x56x96xf32>
    %reshape_95 = stablehlo.reshape %dstem_1_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_568 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum_part = stablehlo.reduce(%reshape_95 init: %init_add_568) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_569 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum = stablehlo.reduce(%dstem_1_mean2_sum_part init: %init_add_569) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %dstem_0_w_1 = stablehlo.optimization_barrier %dstem_0_w : tensor<96x4x4x3xf32>
    %dstem_0_w_2 = stablehlo.transpose %dstem_0_w_1, dims = [0, 3, 1, 2] : (tensor<96x4x4x3xf32>) -> tensor<96x3x4x4xf32>
    %init_add_570 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b = stablehlo.reduce(%dstem_1_x init: %init_add_570) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_571 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_1 = stablehlo.reduce(%dstem_0_b init: %init_add_571) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_572 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_2 = stablehlo.reduce(%dstem_0_b_1 init: %init_add_572) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %multiply = stablehlo.multiply %dstem_0_w_2, %dstem_0_w_2 : tensor<96x3x4x4xf32>
    %init_add_573 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part = stablehlo.reduce(%multiply init: %init_add_573) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x3x4x4xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_574 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq = stablehlo.reduce(%sumsq_part init: %init_add_574) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %multiply_1 = stablehlo.multiply %dstem_0_b_2, %dstem_0_b_2 : tensor<96xf32>
    %init_add_575 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_1 = stablehlo.reduce(%multiply_1 init: %init_add_575) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add = stablehlo.add %sumsq, %sumsq_1 : tensor<f32>
    %multiply_2 = stablehlo.multiply %dstem_1_weight_2, %dstem_1_weight_2 : tensor<96xf32>
    %init_add_576 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_2 = stablehlo.reduce(%multiply_2 init: %init_add_576) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_1 = stablehlo.add %add, %sumsq_2 : tensor<f32>
    %multiply_3 = stablehlo.multiply %dstem_1_bias_2, %dstem_1_bias_2 : tensor<96xf32>
    %init_add_577 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_3 = stablehlo.reduce(%multiply_3 init: %init_add_577) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_2 = stablehlo.add %add_1, %sumsq_3 : tensor<f32>
    %multiply_4 = stablehlo.multiply %ds0b0_gamma_gamma_2, %ds0b0_gamma_gamma_2 : tensor<96xf32>
    %init_add_578 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_4 = stablehlo.reduce(%multiply_4 init: %init_add_578) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_3 = stablehlo.add %add_2, %sumsq_4 : tensor<f32>
    %multiply_5 = stablehlo.multiply %ds0b0_dw_w, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %init_add_579 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_1 = stablehlo.reduce(%multiply_5 init: %init_add_579) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_580 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_5 = stablehlo.reduce(%sumsq_part_1 init: %init_add_580) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_4 = stablehlo.add %add_3, %sumsq_5 : tensor<f32>
    %multiply_6 = stablehlo.multiply %ds0b0_dw_b_2, %ds0b0_dw_b_2 : tensor<96xf32>
    %init_add_581 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_6 = stablehlo.reduce(%multiply_6 init: %init_add_581) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_5 = stablehlo.add %add_4, %sumsq_6 : tensor<f32>
    %multiply_7 = stablehlo.multiply %ds0b0_ln_weight_2, %ds0b0_ln_weight_2 : tensor<96xf32>
    %init_add_582 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_7 = stablehlo.reduce(%multiply_7 init: %init_add_582) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_6 = stablehlo.add %add_5, %sumsq_7 : tensor<f32>
    %multiply_8 = stablehlo.multiply %ds0b0_ln_bias_2, %ds0b0_ln_bias_2 : tensor<96xf32>
    %init_add_583 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_8 = stablehlo.reduce(%multiply_8 init: %init_add_583) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_7 = stablehlo.add %add_6, %sumsq_8 : tensor<f32>
    %multiply_9 = stablehlo.multiply %ds0b0_fc1_w, %ds0b0_fc1_w : tensor<384x96xf32>
    %init_add_584 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_2 = stablehlo.reduce(%multiply_9 init: %init_add_584) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_585 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_9 = stablehlo.reduce(%sumsq_part_2 init: %init_add_585) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_8 = stablehlo.add %add_7, %sumsq_9 : tensor<f32>
    %multiply_10 = stablehlo.multiply %ds0b0_fc1_b_2, %ds0b0_fc1_b_2 : tensor<384xf32>
    %init_add_586 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_10 = stablehlo.reduce(%multiply_10 init: %init_add_586) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_9 = stablehlo.add %add_8, %sumsq_10 : tensor<f32>
    %multiply_11 = stablehlo.multiply %ds0b0_fc2_w, %ds0b0_fc2_w : tensor<96x384xf32>
    %init_add_587 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_3 = stablehlo.reduce(%multiply_11 init: %init_add_587) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_588 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_11 = stablehlo.reduce(%sumsq_part_3 init: %init_add_588) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_10 = stablehlo.add %add_9, %sumsq_11 : tensor<f32>
    %multiply_12 = stablehlo.multiply %ds0b0_fc2_b_2, %ds0b0_fc2_b_2 : tensor<96xf32>
    %init_add_589 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_12 = stablehlo.reduce(%multiply_12 init: %init_add_589) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_11 = stablehlo.add %add_10, %sumsq_12 : tensor<f32>
    %multiply_13 = stablehlo.multiply %ds0b1_gamma_gamma_2, %ds0b1_gamma_gamma_2 : tensor<96xf32>
    %init_add_590 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_13 = stablehlo.reduce(%multiply_13 init: %init_add_590) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_12 = stablehlo.add %add_11, %sumsq_13 : tensor<f32>
    %multiply_14 = stablehlo.multiply %ds0b1_dw_w, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %init_add_591 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_4 = stablehlo.reduce(%multiply_14 init: %init_add_591) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_592 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_14 = stablehlo.reduce(%sumsq_part_4 init: %init_add_592) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_13 = stablehlo.add %add_12, %sumsq_14 : tensor<f32>
    %multiply_15 = stablehlo.multiply %ds0b1_dw_b_2, %ds0b1_dw_b_2 : tensor<96xf32>
    %init_add_593 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_15 = stablehlo.reduce(%multiply_15 init: %init_add_593) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_14 = stablehlo.add %add_13, %sumsq_15 : tensor<f32>
    %multiply_16 = stablehlo.multiply %ds0b1_ln_weight_2, %ds0b1_ln_weight_2 : tensor<96xf32>
    %init_add_594 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_16 = stablehlo.reduce(%multiply_16 init: %init_add_594) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_15 = stablehlo.add %add_14, %sumsq_16 : tensor<f32>
    %multiply_17 = stablehlo.multiply %ds0b1_ln_bias_2, %ds0b1_ln_bias_2 : tensor<96xf32>
    %init_add_595 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_17 = stablehlo.reduce(%multiply_17 init: %init_add_595) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_16 = stablehlo.add %add_15, %sumsq_17 : tensor<f32>
    %multiply_18 = stablehlo.multiply %ds0b1_fc1_w, %ds0b1_fc1_w : tensor<384x96xf32>
    %init_add_596 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_5 = stablehlo.reduce(%multiply_18 init: %init_add_596) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_597 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_18 = stablehlo.reduce(%sumsq_part_5 init: %init_add_597) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_17 = stablehlo.add %add_16, %sumsq_18 : tensor<f32>
    %multiply_19 = stablehlo.multiply %ds0b1_fc1_b_2, %ds0b1_fc1_b_2 : tensor<384xf32>
    %init_add_598 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_19 = stablehlo.reduce(%multiply_19 init: %init_add_598) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_18 = stablehlo.add %add_17, %sumsq_19 : tensor<f32>
    %multiply_20 = stablehlo.multiply %ds0b1_fc2_w, %ds0b1_fc2_w : tensor<96x384xf32>
    %init_add_599 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_6 = stablehlo.reduce(%multiply_20 init: %init_add_599) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_600 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_20 = stablehlo.reduce(%sumsq_part_6 init: %init_add_600) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_19 = stablehlo.add %add_18, %sumsq_20 : tensor<f32>
    %multiply_21 = stablehlo.multiply %ds0b1_fc2_b_2, %ds0b1_fc2_b_2 : tensor<96xf32>
    %init_add_601 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_21 = stablehlo.reduce(%multiply_21 init: %init_add_601) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_20 = stablehlo.add %add_19, %sumsq_21 : tensor<f32>
    %multiply_22 = stablehlo.multiply %ds0b2_gamma_gamma_2, %ds0b2_gamma_gamma_2 : tensor<96xf32>
    %init_add_602 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_22 = stablehlo.reduce(%multiply_22 init: %init_add_602) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_21 = stablehlo.add %add_20, %sumsq_22 : tensor<f32>
    %multiply_23 = stablehlo.multiply %ds0b2_dw_w, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %init_add_603 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_7 = stablehlo.reduce(%multiply_23 init: %init_add_603) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<96x1x7x7xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_604 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_23 = stablehlo.reduce(%sumsq_part_7 init: %init_add_604) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_22 = stablehlo.add %add_21, %sumsq_23 : tensor<f32>
    %multiply_24 = stablehlo.multiply %ds0b2_dw_b_2, %ds0b2_dw_b_2 : tensor<96xf32>
    %init_add_605 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_24 = stablehlo.reduce(%multiply_24 init: %init_add_605) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_23 = stablehlo.add %add_22, %sumsq_24 : tensor<f32>
    %multiply_25 = stablehlo.multiply %ds0b2_ln_weight_2, %ds0b2_ln_weight_2 : tensor<96xf32>
    %init_add_606 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_25 = stablehlo.reduce(%multiply_25 init: %init_add_606) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_24 = stablehlo.add %add_23, %sumsq_25 : tensor<f32>
    %multiply_26 = stablehlo.multiply %ds0b2_ln_bias_2, %ds0b2_ln_bias_2 : tensor<96xf32>
    %init_add_607 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_26 = stablehlo.reduce(%multiply_26 init: %init_add_607) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_25 = stablehlo.add %add_24, %sumsq_26 : tensor<f32>
    %multiply_27 = stablehlo.multiply %ds0b2_fc1_w, %ds0b2_fc1_w : tensor<384x96xf32>
    %init_add_608 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_8 = stablehlo.reduce(%multiply_27 init: %init_add_608) applies stablehlo.add across dimensions = [1] : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_609 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_27 = stablehlo.reduce(%sumsq_part_8 init: %init_add_609) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_26 = stablehlo.add %add_25, %sumsq_27 : tensor<f32>
    %multiply_28 = stablehlo.multiply %ds0b2_fc1_b_2, %ds0b2_fc1_b_2 : tensor<384xf32>
    %init_add_610 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_28 = stablehlo.reduce(%multiply_28 init: %init_add_610) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_27 = stablehlo.add %add_26, %sumsq_28 : tensor<f32>
    %multiply_29 = stablehlo.multiply %ds0b2_fc2_w, %ds0b2_fc2_w : tensor<96x384xf32>
    %init_add_611 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_9 = stablehlo.reduce(%multiply_29 init: %init_add_611) applies stablehlo.add across dimensions = [1] : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_612 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_29 = stablehlo.reduce(%sumsq_part_9 init: %init_add_612) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_28 = stablehlo.add %add_27, %sumsq_29 : tensor<f32>
    %multiply_30 = stablehlo.multiply %ds0b2_fc2_b_2, %ds0b2_fc2_b_2 : tensor<96xf32>
    %init_add_613 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_30 = stablehlo.reduce(%multiply_30 init: %init_add_613) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_29 = stablehlo.add %add_28, %sumsq_30 : tensor<f32>
    %multiply_31 = stablehlo.multiply %ds1_down0_weight_2, %ds1_down0_weight_2 : tensor<96xf32>
    %init_add_614 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_31 = stablehlo.reduce(%multiply_31 init: %init_add_614) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_30 = stablehlo.add %add_29, %sumsq_31 : tensor<f32>
    %multiply_32 = stablehlo.multiply %ds1_down0_bias_2, %ds1_down0_bias_2 : tensor<96xf32>
    %init_add_615 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_32 = stablehlo.reduce(%multiply_32 init: %init_add_615) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %add_31 = stablehlo.add %add_30, %sumsq_32 : tensor<f32>
    %multiply_33 = stablehlo.multiply %ds1_down1_w_2, %ds1_down1_w_2 : tensor<192x96x2x2xf32>
    %init_add_616 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_10 = stablehlo.reduce(%multiply_33 init: %init_add_616) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x96x2x2xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_617 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_33 = stablehlo.reduce(%sumsq_part_10 init: %init_add_617) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_32 = stablehlo.add %add_31, %sumsq_33 : tensor<f32>
    %multiply_34 = stablehlo.multiply %ds1_down1_b_2, %ds1_down1_b_2 : tensor<192xf32>
    %init_add_618 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_34 = stablehlo.reduce(%multiply_34 init: %init_add_618) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_33 = stablehlo.add %add_32, %sumsq_34 : tensor<f32>
    %multiply_35 = stablehlo.multiply %ds1b0_gamma_gamma_2, %ds1b0_gamma_gamma_2 : tensor<192xf32>
    %init_add_619 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_35 = stablehlo.reduce(%multiply_35 init: %init_add_619) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_34 = stablehlo.add %add_33, %sumsq_35 : tensor<f32>
    %multiply_36 = stablehlo.multiply %ds1b0_dw_w, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %init_add_620 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_11 = stablehlo.reduce(%multiply_36 init: %init_add_620) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_621 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_36 = stablehlo.reduce(%sumsq_part_11 init: %init_add_621) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_35 = stablehlo.add %add_34, %sumsq_36 : tensor<f32>
    %multiply_37 = stablehlo.multiply %ds1b0_dw_b_2, %ds1b0_dw_b_2 : tensor<192xf32>
    %init_add_622 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_37 = stablehlo.reduce(%multiply_37 init: %init_add_622) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_36 = stablehlo.add %add_35, %sumsq_37 : tensor<f32>
    %multiply_38 = stablehlo.multiply %ds1b0_ln_weight_2, %ds1b0_ln_weight_2 : tensor<192xf32>
    %init_add_623 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_38 = stablehlo.reduce(%multiply_38 init: %init_add_623) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_37 = stablehlo.add %add_36, %sumsq_38 : tensor<f32>
    %multiply_39 = stablehlo.multiply %ds1b0_ln_bias_2, %ds1b0_ln_bias_2 : tensor<192xf32>
    %init_add_624 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_39 = stablehlo.reduce(%multiply_39 init: %init_add_624) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_38 = stablehlo.add %add_37, %sumsq_39 : tensor<f32>
    %multiply_40 = stablehlo.multiply %ds1b0_fc1_w, %ds1b0_fc1_w : tensor<768x192xf32>
    %init_add_625 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_12 = stablehlo.reduce(%multiply_40 init: %init_add_625) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_626 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_40 = stablehlo.reduce(%sumsq_part_12 init: %init_add_626) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_39 = stablehlo.add %add_38, %sumsq_40 : tensor<f32>
    %multiply_41 = stablehlo.multiply %ds1b0_fc1_b_2, %ds1b0_fc1_b_2 : tensor<768xf32>
    %init_add_627 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_41 = stablehlo.reduce(%multiply_41 init: %init_add_627) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_40 = stablehlo.add %add_39, %sumsq_41 : tensor<f32>
    %multiply_42 = stablehlo.multiply %ds1b0_fc2_w, %ds1b0_fc2_w : tensor<192x768xf32>
    %init_add_628 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_13 = stablehlo.reduce(%multiply_42 init: %init_add_628) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_629 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_42 = stablehlo.reduce(%sumsq_part_13 init: %init_add_629) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_41 = stablehlo.add %add_40, %sumsq_42 : tensor<f32>
    %multiply_43 = stablehlo.multiply %ds1b0_fc2_b_2, %ds1b0_fc2_b_2 : tensor<192xf32>
    %init_add_630 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_43 = stablehlo.reduce(%multiply_43 init: %init_add_630) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_42 = stablehlo.add %add_41, %sumsq_43 : tensor<f32>
    %multiply_44 = stablehlo.multiply %ds1b1_gamma_gamma_2, %ds1b1_gamma_gamma_2 : tensor<192xf32>
    %init_add_631 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_44 = stablehlo.reduce(%multiply_44 init: %init_add_631) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_43 = stablehlo.add %add_42, %sumsq_44 : tensor<f32>
    %multiply_45 = stablehlo.multiply %ds1b1_dw_w, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %init_add_632 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_14 = stablehlo.reduce(%multiply_45 init: %init_add_632) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_633 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_45 = stablehlo.reduce(%sumsq_part_14 init: %init_add_633) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_44 = stablehlo.add %add_43, %sumsq_45 : tensor<f32>
    %multiply_46 = stablehlo.multiply %ds1b1_dw_b_2, %ds1b1_dw_b_2 : tensor<192xf32>
    %init_add_634 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_46 = stablehlo.reduce(%multiply_46 init: %init_add_634) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_45 = stablehlo.add %add_44, %sumsq_46 : tensor<f32>
    %multiply_47 = stablehlo.multiply %ds1b1_ln_weight_2, %ds1b1_ln_weight_2 : tensor<192xf32>
    %init_add_635 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_47 = stablehlo.reduce(%multiply_47 init: %init_add_635) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_46 = stablehlo.add %add_45, %sumsq_47 : tensor<f32>
    %multiply_48 = stablehlo.multiply %ds1b1_ln_bias_2, %ds1b1_ln_bias_2 : tensor<192xf32>
    %init_add_636 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_48 = stablehlo.reduce(%multiply_48 init: %init_add_636) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_47 = stablehlo.add %add_46, %sumsq_48 : tensor<f32>
    %multiply_49 = stablehlo.multiply %ds1b1_fc1_w, %ds1b1_fc1_w : tensor<768x192xf32>
    %init_add_637 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_15 = stablehlo.reduce(%multiply_49 init: %init_add_637) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_638 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_49 = stablehlo.reduce(%sumsq_part_15 init: %init_add_638) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_48 = stablehlo.add %add_47, %sumsq_49 : tensor<f32>
    %multiply_50 = stablehlo.multiply %ds1b1_fc1_b_2, %ds1b1_fc1_b_2 : tensor<768xf32>
    %init_add_639 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_50 = stablehlo.reduce(%multiply_50 init: %init_add_639) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_49 = stablehlo.add %add_48, %sumsq_50 : tensor<f32>
    %multiply_51 = stablehlo.multiply %ds1b1_fc2_w, %ds1b1_fc2_w : tensor<192x768xf32>
    %init_add_640 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_16 = stablehlo.reduce(%multiply_51 init: %init_add_640) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_641 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_51 = stablehlo.reduce(%sumsq_part_16 init: %init_add_641) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_50 = stablehlo.add %add_49, %sumsq_51 : tensor<f32>
    %multiply_52 = stablehlo.multiply %ds1b1_fc2_b_2, %ds1b1_fc2_b_2 : tensor<192xf32>
    %init_add_642 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_52 = stablehlo.reduce(%multiply_52 init: %init_add_642) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_51 = stablehlo.add %add_50, %sumsq_52 : tensor<f32>
    %multiply_53 = stablehlo.multiply %ds1b2_gamma_gamma_2, %ds1b2_gamma_gamma_2 : tensor<192xf32>
    %init_add_643 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_53 = stablehlo.reduce(%multiply_53 init: %init_add_643) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_52 = stablehlo.add %add_51, %sumsq_53 : tensor<f32>
    %multiply_54 = stablehlo.multiply %ds1b2_dw_w, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %init_add_644 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_17 = stablehlo.reduce(%multiply_54 init: %init_add_644) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<192x1x7x7xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_645 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_54 = stablehlo.reduce(%sumsq_part_17 init: %init_add_645) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_53 = stablehlo.add %add_52, %sumsq_54 : tensor<f32>
    %multiply_55 = stablehlo.multiply %ds1b2_dw_b_2, %ds1b2_dw_b_2 : tensor<192xf32>
    %init_add_646 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_55 = stablehlo.reduce(%multiply_55 init: %init_add_646) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_54 = stablehlo.add %add_53, %sumsq_55 : tensor<f32>
    %multiply_56 = stablehlo.multiply %ds1b2_ln_weight_2, %ds1b2_ln_weight_2 : tensor<192xf32>
    %init_add_647 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_56 = stablehlo.reduce(%multiply_56 init: %init_add_647) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_55 = stablehlo.add %add_54, %sumsq_56 : tensor<f32>
    %multiply_57 = stablehlo.multiply %ds1b2_ln_bias_2, %ds1b2_ln_bias_2 : tensor<192xf32>
    %init_add_648 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_57 = stablehlo.reduce(%multiply_57 init: %init_add_648) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_56 = stablehlo.add %add_55, %sumsq_57 : tensor<f32>
    %multiply_58 = stablehlo.multiply %ds1b2_fc1_w, %ds1b2_fc1_w : tensor<768x192xf32>
    %init_add_649 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_18 = stablehlo.reduce(%multiply_58 init: %init_add_649) applies stablehlo.add across dimensions = [1] : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_650 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_58 = stablehlo.reduce(%sumsq_part_18 init: %init_add_650) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_57 = stablehlo.add %add_56, %sumsq_58 : tensor<f32>
    %multiply_59 = stablehlo.multiply %ds1b2_fc1_b_2, %ds1b2_fc1_b_2 : tensor<768xf32>
    %init_add_651 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_59 = stablehlo.reduce(%multiply_59 init: %init_add_651) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_58 = stablehlo.add %add_57, %sumsq_59 : tensor<f32>
    %multiply_60 = stablehlo.multiply %ds1b2_fc2_w, %ds1b2_fc2_w : tensor<192x768xf32>
    %init_add_652 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_19 = stablehlo.reduce(%multiply_60 init: %init_add_652) applies stablehlo.add across dimensions = [1] : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_653 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_60 = stablehlo.reduce(%sumsq_part_19 init: %init_add_653) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_59 = stablehlo.add %add_58, %sumsq_60 : tensor<f32>
    %multiply_61 = stablehlo.multiply %ds1b2_fc2_b_2, %ds1b2_fc2_b_2 : tensor<192xf32>
    %init_add_654 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_61 = stablehlo.reduce(%multiply_61 init: %init_add_654) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_60 = stablehlo.add %add_59, %sumsq_61 : tensor<f32>
    %multiply_62 = stablehlo.multiply %ds2_down0_weight_2, %ds2_down0_weight_2 : tensor<192xf32>
    %init_add_655 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_62 = stablehlo.reduce(%multiply_62 init: %init_add_655) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_61 = stablehlo.add %add_60, %sumsq_62 : tensor<f32>
    %multiply_63 = stablehlo.multiply %ds2_down0_bias_2, %ds2_down0_bias_2 : tensor<192xf32>
    %init_add_656 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_63 = stablehlo.reduce(%multiply_63 init: %init_add_656) applies stablehlo.add across dimensions = [0] : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %add_62 = stablehlo.add %add_61, %sumsq_63 : tensor<f32>
    %multiply_64 = stablehlo.multiply %ds2_down1_w_2, %ds2_down1_w_2 : tensor<384x192x2x2xf32>
    %init_add_657 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_20 = stablehlo.reduce(%multiply_64 init: %init_add_657) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x192x2x2xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_658 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_64 = stablehlo.reduce(%sumsq_part_20 init: %init_add_658) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_63 = stablehlo.add %add_62, %sumsq_64 : tensor<f32>
    %multiply_65 = stablehlo.multiply %ds2_down1_b_2, %ds2_down1_b_2 : tensor<384xf32>
    %init_add_659 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_65 = stablehlo.reduce(%multiply_65 init: %init_add_659) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_64 = stablehlo.add %add_63, %sumsq_65 : tensor<f32>
    %multiply_66 = stablehlo.multiply %ds2b0_gamma_gamma_2, %ds2b0_gamma_gamma_2 : tensor<384xf32>
    %init_add_660 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_66 = stablehlo.reduce(%multiply_66 init: %init_add_660) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_65 = stablehlo.add %add_64, %sumsq_66 : tensor<f32>
    %multiply_67 = stablehlo.multiply %ds2b0_dw_w, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %init_add_661 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_21 = stablehlo.reduce(%multiply_67 init: %init_add_661) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_662 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_67 = stablehlo.reduce(%sumsq_part_21 init: %init_add_662) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_66 = stablehlo.add %add_65, %sumsq_67 : tensor<f32>
    %multiply_68 = stablehlo.multiply %ds2b0_dw_b_2, %ds2b0_dw_b_2 : tensor<384xf32>
    %init_add_663 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_68 = stablehlo.reduce(%multiply_68 init: %init_add_663) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_67 = stablehlo.add %add_66, %sumsq_68 : tensor<f32>
    %multiply_69 = stablehlo.multiply %ds2b0_ln_weight_2, %ds2b0_ln_weight_2 : tensor<384xf32>
    %init_add_664 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_69 = stablehlo.reduce(%multiply_69 init: %init_add_664) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_68 = stablehlo.add %add_67, %sumsq_69 : tensor<f32>
    %multiply_70 = stablehlo.multiply %ds2b0_ln_bias_2, %ds2b0_ln_bias_2 : tensor<384xf32>
    %init_add_665 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_70 = stablehlo.reduce(%multiply_70 init: %init_add_665) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_69 = stablehlo.add %add_68, %sumsq_70 : tensor<f32>
    %multiply_71 = stablehlo.multiply %ds2b0_fc1_w, %ds2b0_fc1_w : tensor<1536x384xf32>
    %init_add_666 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_22 = stablehlo.reduce(%multiply_71 init: %init_add_666) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_667 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_71 = stablehlo.reduce(%sumsq_part_22 init: %init_add_667) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_70 = stablehlo.add %add_69, %sumsq_71 : tensor<f32>
    %multiply_72 = stablehlo.multiply %ds2b0_fc1_b_2, %ds2b0_fc1_b_2 : tensor<1536xf32>
    %init_add_668 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_72 = stablehlo.reduce(%multiply_72 init: %init_add_668) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_71 = stablehlo.add %add_70, %sumsq_72 : tensor<f32>
    %multiply_73 = stablehlo.multiply %ds2b0_fc2_w, %ds2b0_fc2_w : tensor<384x1536xf32>
    %init_add_669 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_23 = stablehlo.reduce(%multiply_73 init: %init_add_669) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_670 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_73 = stablehlo.reduce(%sumsq_part_23 init: %init_add_670) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_72 = stablehlo.add %add_71, %sumsq_73 : tensor<f32>
    %multiply_74 = stablehlo.multiply %ds2b0_fc2_b_2, %ds2b0_fc2_b_2 : tensor<384xf32>
    %init_add_671 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_74 = stablehlo.reduce(%multiply_74 init: %init_add_671) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_73 = stablehlo.add %add_72, %sumsq_74 : tensor<f32>
    %multiply_75 = stablehlo.multiply %ds2b1_gamma_gamma_2, %ds2b1_gamma_gamma_2 : tensor<384xf32>
    %init_add_672 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_75 = stablehlo.reduce(%multiply_75 init: %init_add_672) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_74 = stablehlo.add %add_73, %sumsq_75 : tensor<f32>
    %multiply_76 = stablehlo.multiply %ds2b1_dw_w, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %init_add_673 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_24 = stablehlo.reduce(%multiply_76 init: %init_add_673) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_674 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_76 = stablehlo.reduce(%sumsq_part_24 init: %init_add_674) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_75 = stablehlo.add %add_74, %sumsq_76 : tensor<f32>
    %multiply_77 = stablehlo.multiply %ds2b1_dw_b_2, %ds2b1_dw_b_2 : tensor<384xf32>
    %init_add_675 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_77 = stablehlo.reduce(%multiply_77 init: %init_add_675) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_76 = stablehlo.add %add_75, %sumsq_77 : tensor<f32>
    %multiply_78 = stablehlo.multiply %ds2b1_ln_weight_2, %ds2b1_ln_weight_2 : tensor<384xf32>
    %init_add_676 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_78 = stablehlo.reduce(%multiply_78 init: %init_add_676) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_77 = stablehlo.add %add_76, %sumsq_78 : tensor<f32>
    %multiply_79 = stablehlo.multiply %ds2b1_ln_bias_2, %ds2b1_ln_bias_2 : tensor<384xf32>
    %init_add_677 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_79 = stablehlo.reduce(%multiply_79 init: %init_add_677) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_78 = stablehlo.add %add_77, %sumsq_79 : tensor<f32>
    %multiply_80 = stablehlo.multiply %ds2b1_fc1_w, %ds2b1_fc1_w : tensor<1536x384xf32>
    %init_add_678 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_25 = stablehlo.reduce(%multiply_80 init: %init_add_678) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_679 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_80 = stablehlo.reduce(%sumsq_part_25 init: %init_add_679) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_79 = stablehlo.add %add_78, %sumsq_80 : tensor<f32>
    %multiply_81 = stablehlo.multiply %ds2b1_fc1_b_2, %ds2b1_fc1_b_2 : tensor<1536xf32>
    %init_add_680 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_81 = stablehlo.reduce(%multiply_81 init: %init_add_680) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_80 = stablehlo.add %add_79, %sumsq_81 : tensor<f32>
    %multiply_82 = stablehlo.multiply %ds2b1_fc2_w, %ds2b1_fc2_w : tensor<384x1536xf32>
    %init_add_681 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_26 = stablehlo.reduce(%multiply_82 init: %init_add_681) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_682 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_82 = stablehlo.reduce(%sumsq_part_26 init: %init_add_682) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_81 = stablehlo.add %add_80, %sumsq_82 : tensor<f32>
    %multiply_83 = stablehlo.multiply %ds2b1_fc2_b_2, %ds2b1_fc2_b_2 : tensor<384xf32>
    %init_add_683 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_83 = stablehlo.reduce(%multiply_83 init: %init_add_683) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_82 = stablehlo.add %add_81, %sumsq_83 : tensor<f32>
    %multiply_84 = stablehlo.multiply %ds2b2_gamma_gamma_2, %ds2b2_gamma_gamma_2 : tensor<384xf32>
    %init_add_684 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_84 = stablehlo.reduce(%multiply_84 init: %init_add_684) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_83 = stablehlo.add %add_82, %sumsq_84 : tensor<f32>
    %multiply_85 = stablehlo.multiply %ds2b2_dw_w, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %init_add_685 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_27 = stablehlo.reduce(%multiply_85 init: %init_add_685) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_686 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_85 = stablehlo.reduce(%sumsq_part_27 init: %init_add_686) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_84 = stablehlo.add %add_83, %sumsq_85 : tensor<f32>
    %multiply_86 = stablehlo.multiply %ds2b2_dw_b_2, %ds2b2_dw_b_2 : tensor<384xf32>
    %init_add_687 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_86 = stablehlo.reduce(%multiply_86 init: %init_add_687) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_85 = stablehlo.add %add_84, %sumsq_86 : tensor<f32>
    %multiply_87 = stablehlo.multiply %ds2b2_ln_weight_2, %ds2b2_ln_weight_2 : tensor<384xf32>
    %init_add_688 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_87 = stablehlo.reduce(%multiply_87 init: %init_add_688) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_86 = stablehlo.add %add_85, %sumsq_87 : tensor<f32>
    %multiply_88 = stablehlo.multiply %ds2b2_ln_bias_2, %ds2b2_ln_bias_2 : tensor<384xf32>
    %init_add_689 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_88 = stablehlo.reduce(%multiply_88 init: %init_add_689) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_87 = stablehlo.add %add_86, %sumsq_88 : tensor<f32>
    %multiply_89 = stablehlo.multiply %ds2b2_fc1_w, %ds2b2_fc1_w : tensor<1536x384xf32>
    %init_add_690 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_28 = stablehlo.reduce(%multiply_89 init: %init_add_690) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_691 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_89 = stablehlo.reduce(%sumsq_part_28 init: %init_add_691) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_88 = stablehlo.add %add_87, %sumsq_89 : tensor<f32>
    %multiply_90 = stablehlo.multiply %ds2b2_fc1_b_2, %ds2b2_fc1_b_2 : tensor<1536xf32>
    %init_add_692 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_90 = stablehlo.reduce(%multiply_90 init: %init_add_692) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_89 = stablehlo.add %add_88, %sumsq_90 : tensor<f32>
    %multiply_91 = stablehlo.multiply %ds2b2_fc2_w, %ds2b2_fc2_w : tensor<384x1536xf32>
    %init_add_693 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_29 = stablehlo.reduce(%multiply_91 init: %init_add_693) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_694 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_91 = stablehlo.reduce(%sumsq_part_29 init: %init_add_694) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_90 = stablehlo.add %add_89, %sumsq_91 : tensor<f32>
    %multiply_92 = stablehlo.multiply %ds2b2_fc2_b_2, %ds2b2_fc2_b_2 : tensor<384xf32>
    %init_add_695 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_92 = stablehlo.reduce(%multiply_92 init: %init_add_695) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_91 = stablehlo.add %add_90, %sumsq_92 : tensor<f32>
    %multiply_93 = stablehlo.multiply %ds2b3_gamma_gamma_2, %ds2b3_gamma_gamma_2 : tensor<384xf32>
    %init_add_696 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_93 = stablehlo.reduce(%multiply_93 init: %init_add_696) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_92 = stablehlo.add %add_91, %sumsq_93 : tensor<f32>
    %multiply_94 = stablehlo.multiply %ds2b3_dw_w, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %init_add_697 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_30 = stablehlo.reduce(%multiply_94 init: %init_add_697) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_698 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_94 = stablehlo.reduce(%sumsq_part_30 init: %init_add_698) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_93 = stablehlo.add %add_92, %sumsq_94 : tensor<f32>
    %multiply_95 = stablehlo.multiply %ds2b3_dw_b_2, %ds2b3_dw_b_2 : tensor<384xf32>
    %init_add_699 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_95 = stablehlo.reduce(%multiply_95 init: %init_add_699) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_94 = stablehlo.add %add_93, %sumsq_95 : tensor<f32>
    %multiply_96 = stablehlo.multiply %ds2b3_ln_weight_2, %ds2b3_ln_weight_2 : tensor<384xf32>
    %init_add_700 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_96 = stablehlo.reduce(%multiply_96 init: %init_add_700) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_95 = stablehlo.add %add_94, %sumsq_96 : tensor<f32>
    %multiply_97 = stablehlo.multiply %ds2b3_ln_bias_2, %ds2b3_ln_bias_2 : tensor<384xf32>
    %init_add_701 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_97 = stablehlo.reduce(%multiply_97 init: %init_add_701) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_96 = stablehlo.add %add_95, %sumsq_97 : tensor<f32>
    %multiply_98 = stablehlo.multiply %ds2b3_fc1_w, %ds2b3_fc1_w : tensor<1536x384xf32>
    %init_add_702 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_31 = stablehlo.reduce(%multiply_98 init: %init_add_702) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_703 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_98 = stablehlo.reduce(%sumsq_part_31 init: %init_add_703) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_97 = stablehlo.add %add_96, %sumsq_98 : tensor<f32>
    %multiply_99 = stablehlo.multiply %ds2b3_fc1_b_2, %ds2b3_fc1_b_2 : tensor<1536xf32>
    %init_add_704 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_99 = stablehlo.reduce(%multiply_99 init: %init_add_704) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_98 = stablehlo.add %add_97, %sumsq_99 : tensor<f32>
    %multiply_100 = stablehlo.multiply %ds2b3_fc2_w, %ds2b3_fc2_w : tensor<384x1536xf32>
    %init_add_705 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_32 = stablehlo.reduce(%multiply_100 init: %init_add_705) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_706 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_100 = stablehlo.reduce(%sumsq_part_32 init: %init_add_706) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_99 = stablehlo.add %add_98, %sumsq_100 : tensor<f32>
    %multiply_101 = stablehlo.multiply %ds2b3_fc2_b_2, %ds2b3_fc2_b_2 : tensor<384xf32>
    %init_add_707 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_101 = stablehlo.reduce(%multiply_101 init: %init_add_707) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_100 = stablehlo.add %add_99, %sumsq_101 : tensor<f32>
    %multiply_102 = stablehlo.multiply %ds2b4_gamma_gamma_2, %ds2b4_gamma_gamma_2 : tensor<384xf32>
    %init_add_708 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_102 = stablehlo.reduce(%multiply_102 init: %init_add_708) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_101 = stablehlo.add %add_100, %sumsq_102 : tensor<f32>
    %multiply_103 = stablehlo.multiply %ds2b4_dw_w, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %init_add_709 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_33 = stablehlo.reduce(%multiply_103 init: %init_add_709) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_710 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_103 = stablehlo.reduce(%sumsq_part_33 init: %init_add_710) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_102 = stablehlo.add %add_101, %sumsq_103 : tensor<f32>
    %multiply_104 = stablehlo.multiply %ds2b4_dw_b_2, %ds2b4_dw_b_2 : tensor<384xf32>
    %init_add_711 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_104 = stablehlo.reduce(%multiply_104 init: %init_add_711) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_103 = stablehlo.add %add_102, %sumsq_104 : tensor<f32>
    %multiply_105 = stablehlo.multiply %ds2b4_ln_weight_2, %ds2b4_ln_weight_2 : tensor<384xf32>
    %init_add_712 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_105 = stablehlo.reduce(%multiply_105 init: %init_add_712) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_104 = stablehlo.add %add_103, %sumsq_105 : tensor<f32>
    %multiply_106 = stablehlo.multiply %ds2b4_ln_bias_2, %ds2b4_ln_bias_2 : tensor<384xf32>
    %init_add_713 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_106 = stablehlo.reduce(%multiply_106 init: %init_add_713) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_105 = stablehlo.add %add_104, %sumsq_106 : tensor<f32>
    %multiply_107 = stablehlo.multiply %ds2b4_fc1_w, %ds2b4_fc1_w : tensor<1536x384xf32>
    %init_add_714 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_34 = stablehlo.reduce(%multiply_107 init: %init_add_714) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_715 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_107 = stablehlo.reduce(%sumsq_part_34 init: %init_add_715) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_106 = stablehlo.add %add_105, %sumsq_107 : tensor<f32>
    %multiply_108 = stablehlo.multiply %ds2b4_fc1_b_2, %ds2b4_fc1_b_2 : tensor<1536xf32>
    %init_add_716 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_108 = stablehlo.reduce(%multiply_108 init: %init_add_716) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_107 = stablehlo.add %add_106, %sumsq_108 : tensor<f32>
    %multiply_109 = stablehlo.multiply %ds2b4_fc2_w, %ds2b4_fc2_w : tensor<384x1536xf32>
    %init_add_717 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_35 = stablehlo.reduce(%multiply_109 init: %init_add_717) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_718 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_109 = stablehlo.reduce(%sumsq_part_35 init: %init_add_718) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_108 = stablehlo.add %add_107, %sumsq_109 : tensor<f32>
    %multiply_110 = stablehlo.multiply %ds2b4_fc2_b_2, %ds2b4_fc2_b_2 : tensor<384xf32>
    %init_add_719 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_110 = stablehlo.reduce(%multiply_110 init: %init_add_719) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_109 = stablehlo.add %add_108, %sumsq_110 : tensor<f32>
    %multiply_111 = stablehlo.multiply %ds2b5_gamma_gamma_2, %ds2b5_gamma_gamma_2 : tensor<384xf32>
    %init_add_720 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_111 = stablehlo.reduce(%multiply_111 init: %init_add_720) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_110 = stablehlo.add %add_109, %sumsq_111 : tensor<f32>
    %multiply_112 = stablehlo.multiply %ds2b5_dw_w, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %init_add_721 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_36 = stablehlo.reduce(%multiply_112 init: %init_add_721) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_722 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_112 = stablehlo.reduce(%sumsq_part_36 init: %init_add_722) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_111 = stablehlo.add %add_110, %sumsq_112 : tensor<f32>
    %multiply_113 = stablehlo.multiply %ds2b5_dw_b_2, %ds2b5_dw_b_2 : tensor<384xf32>
    %init_add_723 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_113 = stablehlo.reduce(%multiply_113 init: %init_add_723) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_112 = stablehlo.add %add_111, %sumsq_113 : tensor<f32>
    %multiply_114 = stablehlo.multiply %ds2b5_ln_weight_2, %ds2b5_ln_weight_2 : tensor<384xf32>
    %init_add_724 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_114 = stablehlo.reduce(%multiply_114 init: %init_add_724) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_113 = stablehlo.add %add_112, %sumsq_114 : tensor<f32>
    %multiply_115 = stablehlo.multiply %ds2b5_ln_bias_2, %ds2b5_ln_bias_2 : tensor<384xf32>
    %init_add_725 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_115 = stablehlo.reduce(%multiply_115 init: %init_add_725) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_114 = stablehlo.add %add_113, %sumsq_115 : tensor<f32>
    %multiply_116 = stablehlo.multiply %ds2b5_fc1_w, %ds2b5_fc1_w : tensor<1536x384xf32>
    %init_add_726 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_37 = stablehlo.reduce(%multiply_116 init: %init_add_726) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_727 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_116 = stablehlo.reduce(%sumsq_part_37 init: %init_add_727) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_115 = stablehlo.add %add_114, %sumsq_116 : tensor<f32>
    %multiply_117 = stablehlo.multiply %ds2b5_fc1_b_2, %ds2b5_fc1_b_2 : tensor<1536xf32>
    %init_add_728 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_117 = stablehlo.reduce(%multiply_117 init: %init_add_728) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_116 = stablehlo.add %add_115, %sumsq_117 : tensor<f32>
    %multiply_118 = stablehlo.multiply %ds2b5_fc2_w, %ds2b5_fc2_w : tensor<384x1536xf32>
    %init_add_729 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_38 = stablehlo.reduce(%multiply_118 init: %init_add_729) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_730 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_118 = stablehlo.reduce(%sumsq_part_38 init: %init_add_730) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_117 = stablehlo.add %add_116, %sumsq_118 : tensor<f32>
    %multiply_119 = stablehlo.multiply %ds2b5_fc2_b_2, %ds2b5_fc2_b_2 : tensor<384xf32>
    %init_add_731 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_119 = stablehlo.reduce(%multiply_119 init: %init_add_731) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_118 = stablehlo.add %add_117, %sumsq_119 : tensor<f32>
    %multiply_120 = stablehlo.multiply %ds2b6_gamma_gamma_2, %ds2b6_gamma_gamma_2 : tensor<384xf32>
    %init_add_732 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_120 = stablehlo.reduce(%multiply_120 init: %init_add_732) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_119 = stablehlo.add %add_118, %sumsq_120 : tensor<f32>
    %multiply_121 = stablehlo.multiply %ds2b6_dw_w, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %init_add_733 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_39 = stablehlo.reduce(%multiply_121 init: %init_add_733) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_734 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_121 = stablehlo.reduce(%sumsq_part_39 init: %init_add_734) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_120 = stablehlo.add %add_119, %sumsq_121 : tensor<f32>
    %multiply_122 = stablehlo.multiply %ds2b6_dw_b_2, %ds2b6_dw_b_2 : tensor<384xf32>
    %init_add_735 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_122 = stablehlo.reduce(%multiply_122 init: %init_add_735) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_121 = stablehlo.add %add_120, %sumsq_122 : tensor<f32>
    %multiply_123 = stablehlo.multiply %ds2b6_ln_weight_2, %ds2b6_ln_weight_2 : tensor<384xf32>
    %init_add_736 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_123 = stablehlo.reduce(%multiply_123 init: %init_add_736) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_122 = stablehlo.add %add_121, %sumsq_123 : tensor<f32>
    %multiply_124 = stablehlo.multiply %ds2b6_ln_bias_2, %ds2b6_ln_bias_2 : tensor<384xf32>
    %init_add_737 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_124 = stablehlo.reduce(%multiply_124 init: %init_add_737) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_123 = stablehlo.add %add_122, %sumsq_124 : tensor<f32>
    %multiply_125 = stablehlo.multiply %ds2b6_fc1_w, %ds2b6_fc1_w : tensor<1536x384xf32>
    %init_add_738 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_40 = stablehlo.reduce(%multiply_125 init: %init_add_738) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_739 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_125 = stablehlo.reduce(%sumsq_part_40 init: %init_add_739) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_124 = stablehlo.add %add_123, %sumsq_125 : tensor<f32>
    %multiply_126 = stablehlo.multiply %ds2b6_fc1_b_2, %ds2b6_fc1_b_2 : tensor<1536xf32>
    %init_add_740 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_126 = stablehlo.reduce(%multiply_126 init: %init_add_740) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_125 = stablehlo.add %add_124, %sumsq_126 : tensor<f32>
    %multiply_127 = stablehlo.multiply %ds2b6_fc2_w, %ds2b6_fc2_w : tensor<384x1536xf32>
    %init_add_741 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_41 = stablehlo.reduce(%multiply_127 init: %init_add_741) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_742 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_127 = stablehlo.reduce(%sumsq_part_41 init: %init_add_742) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_126 = stablehlo.add %add_125, %sumsq_127 : tensor<f32>
    %multiply_128 = stablehlo.multiply %ds2b6_fc2_b_2, %ds2b6_fc2_b_2 : tensor<384xf32>
    %init_add_743 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_128 = stablehlo.reduce(%multiply_128 init: %init_add_743) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_127 = stablehlo.add %add_126, %sumsq_128 : tensor<f32>
    %multiply_129 = stablehlo.multiply %ds2b7_gamma_gamma_2, %ds2b7_gamma_gamma_2 : tensor<384xf32>
    %init_add_744 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_129 = stablehlo.reduce(%multiply_129 init: %init_add_744) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_128 = stablehlo.add %add_127, %sumsq_129 : tensor<f32>
    %multiply_130 = stablehlo.multiply %ds2b7_dw_w, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %init_add_745 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_42 = stablehlo.reduce(%multiply_130 init: %init_add_745) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_746 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_130 = stablehlo.reduce(%sumsq_part_42 init: %init_add_746) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_129 = stablehlo.add %add_128, %sumsq_130 : tensor<f32>
    %multiply_131 = stablehlo.multiply %ds2b7_dw_b_2, %ds2b7_dw_b_2 : tensor<384xf32>
    %init_add_747 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_131 = stablehlo.reduce(%multiply_131 init: %init_add_747) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_130 = stablehlo.add %add_129, %sumsq_131 : tensor<f32>
    %multiply_132 = stablehlo.multiply %ds2b7_ln_weight_2, %ds2b7_ln_weight_2 : tensor<384xf32>
    %init_add_748 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_132 = stablehlo.reduce(%multiply_132 init: %init_add_748) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_131 = stablehlo.add %add_130, %sumsq_132 : tensor<f32>
    %multiply_133 = stablehlo.multiply %ds2b7_ln_bias_2, %ds2b7_ln_bias_2 : tensor<384xf32>
    %init_add_749 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_133 = stablehlo.reduce(%multiply_133 init: %init_add_749) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_132 = stablehlo.add %add_131, %sumsq_133 : tensor<f32>
    %multiply_134 = stablehlo.multiply %ds2b7_fc1_w, %ds2b7_fc1_w : tensor<1536x384xf32>
    %init_add_750 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_43 = stablehlo.reduce(%multiply_134 init: %init_add_750) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_751 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_134 = stablehlo.reduce(%sumsq_part_43 init: %init_add_751) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_133 = stablehlo.add %add_132, %sumsq_134 : tensor<f32>
    %multiply_135 = stablehlo.multiply %ds2b7_fc1_b_2, %ds2b7_fc1_b_2 : tensor<1536xf32>
    %init_add_752 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_135 = stablehlo.reduce(%multiply_135 init: %init_add_752) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_134 = stablehlo.add %add_133, %sumsq_135 : tensor<f32>
    %multiply_136 = stablehlo.multiply %ds2b7_fc2_w, %ds2b7_fc2_w : tensor<384x1536xf32>
    %init_add_753 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_44 = stablehlo.reduce(%multiply_136 init: %init_add_753) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_754 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_136 = stablehlo.reduce(%sumsq_part_44 init: %init_add_754) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_135 = stablehlo.add %add_134, %sumsq_136 : tensor<f32>
    %multiply_137 = stablehlo.multiply %ds2b7_fc2_b_2, %ds2b7_fc2_b_2 : tensor<384xf32>
    %init_add_755 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_137 = stablehlo.reduce(%multiply_137 init: %init_add_755) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_136 = stablehlo.add %add_135, %sumsq_137 : tensor<f32>
    %multiply_138 = stablehlo.multiply %ds2b8_gamma_gamma_2, %ds2b8_gamma_gamma_2 : tensor<384xf32>
    %init_add_756 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_138 = stablehlo.reduce(%multiply_138 init: %init_add_756) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_137 = stablehlo.add %add_136, %sumsq_138 : tensor<f32>
    %multiply_139 = stablehlo.multiply %ds2b8_dw_w, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %init_add_757 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_45 = stablehlo.reduce(%multiply_139 init: %init_add_757) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<384x1x7x7xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_758 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_139 = stablehlo.reduce(%sumsq_part_45 init: %init_add_758) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_138 = stablehlo.add %add_137, %sumsq_139 : tensor<f32>
    %multiply_140 = stablehlo.multiply %ds2b8_dw_b_2, %ds2b8_dw_b_2 : tensor<384xf32>
    %init_add_759 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_140 = stablehlo.reduce(%multiply_140 init: %init_add_759) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_139 = stablehlo.add %add_138, %sumsq_140 : tensor<f32>
    %multiply_141 = stablehlo.multiply %ds2b8_ln_weight_2, %ds2b8_ln_weight_2 : tensor<384xf32>
    %init_add_760 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_141 = stablehlo.reduce(%multiply_141 init: %init_add_760) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_140 = stablehlo.add %add_139, %sumsq_141 : tensor<f32>
    %multiply_142 = stablehlo.multiply %ds2b8_ln_bias_2, %ds2b8_ln_bias_2 : tensor<384xf32>
    %init_add_761 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_142 = stablehlo.reduce(%multiply_142 init: %init_add_761) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_141 = stablehlo.add %add_140, %sumsq_142 : tensor<f32>
    %multiply_143 = stablehlo.multiply %ds2b8_fc1_w, %ds2b8_fc1_w : tensor<1536x384xf32>
    %init_add_762 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_46 = stablehlo.reduce(%multiply_143 init: %init_add_762) applies stablehlo.add across dimensions = [1] : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %init_add_763 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_143 = stablehlo.reduce(%sumsq_part_46 init: %init_add_763) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_142 = stablehlo.add %add_141, %sumsq_143 : tensor<f32>
    %multiply_144 = stablehlo.multiply %ds2b8_fc1_b_2, %ds2b8_fc1_b_2 : tensor<1536xf32>
    %init_add_764 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_144 = stablehlo.reduce(%multiply_144 init: %init_add_764) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %add_143 = stablehlo.add %add_142, %sumsq_144 : tensor<f32>
    %multiply_145 = stablehlo.multiply %ds2b8_fc2_w, %ds2b8_fc2_w : tensor<384x1536xf32>
    %init_add_765 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_47 = stablehlo.reduce(%multiply_145 init: %init_add_765) applies stablehlo.add across dimensions = [1] : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_766 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_145 = stablehlo.reduce(%sumsq_part_47 init: %init_add_766) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_144 = stablehlo.add %add_143, %sumsq_145 : tensor<f32>
    %multiply_146 = stablehlo.multiply %ds2b8_fc2_b_2, %ds2b8_fc2_b_2 : tensor<384xf32>
    %init_add_767 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_146 = stablehlo.reduce(%multiply_146 init: %init_add_767) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_145 = stablehlo.add %add_144, %sumsq_146 : tensor<f32>
    %multiply_147 = stablehlo.multiply %ds3_down0_weight_2, %ds3_down0_weight_2 : tensor<384xf32>
    %init_add_768 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_147 = stablehlo.reduce(%multiply_147 init: %init_add_768) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_146 = stablehlo.add %add_145, %sumsq_147 : tensor<f32>
    %multiply_148 = stablehlo.multiply %ds3_down0_bias_2, %ds3_down0_bias_2 : tensor<384xf32>
    %init_add_769 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_148 = stablehlo.reduce(%multiply_148 init: %init_add_769) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %add_147 = stablehlo.add %add_146, %sumsq_148 : tensor<f32>
    %multiply_149 = stablehlo.multiply %ds3_down1_w_2, %ds3_down1_w_2 : tensor<768x384x2x2xf32>
    %init_add_770 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_48 = stablehlo.reduce(%multiply_149 init: %init_add_770) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x384x2x2xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_771 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_149 = stablehlo.reduce(%sumsq_part_48 init: %init_add_771) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_148 = stablehlo.add %add_147, %sumsq_149 : tensor<f32>
    %multiply_150 = stablehlo.multiply %ds3_down1_b_2, %ds3_down1_b_2 : tensor<768xf32>
    %init_add_772 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_150 = stablehlo.reduce(%multiply_150 init: %init_add_772) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_149 = stablehlo.add %add_148, %sumsq_150 : tensor<f32>
    %multiply_151 = stablehlo.multiply %ds3b0_gamma_gamma_2, %ds3b0_gamma_gamma_2 : tensor<768xf32>
    %init_add_773 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_151 = stablehlo.reduce(%multiply_151 init: %init_add_773) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_150 = stablehlo.add %add_149, %sumsq_151 : tensor<f32>
    %multiply_152 = stablehlo.multiply %ds3b0_dw_w, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %init_add_774 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_49 = stablehlo.reduce(%multiply_152 init: %init_add_774) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_775 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_152 = stablehlo.reduce(%sumsq_part_49 init: %init_add_775) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_151 = stablehlo.add %add_150, %sumsq_152 : tensor<f32>
    %multiply_153 = stablehlo.multiply %ds3b0_dw_b_2, %ds3b0_dw_b_2 : tensor<768xf32>
    %init_add_776 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_153 = stablehlo.reduce(%multiply_153 init: %init_add_776) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_152 = stablehlo.add %add_151, %sumsq_153 : tensor<f32>
    %multiply_154 = stablehlo.multiply %ds3b0_ln_weight_2, %ds3b0_ln_weight_2 : tensor<768xf32>
    %init_add_777 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_154 = stablehlo.reduce(%multiply_154 init: %init_add_777) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_153 = stablehlo.add %add_152, %sumsq_154 : tensor<f32>
    %multiply_155 = stablehlo.multiply %ds3b0_ln_bias_2, %ds3b0_ln_bias_2 : tensor<768xf32>
    %init_add_778 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_155 = stablehlo.reduce(%multiply_155 init: %init_add_778) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_154 = stablehlo.add %add_153, %sumsq_155 : tensor<f32>
    %multiply_156 = stablehlo.multiply %ds3b0_fc1_w, %ds3b0_fc1_w : tensor<3072x768xf32>
    %init_add_779 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_50 = stablehlo.reduce(%multiply_156 init: %init_add_779) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_780 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_156 = stablehlo.reduce(%sumsq_part_50 init: %init_add_780) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_155 = stablehlo.add %add_154, %sumsq_156 : tensor<f32>
    %multiply_157 = stablehlo.multiply %ds3b0_fc1_b_2, %ds3b0_fc1_b_2 : tensor<3072xf32>
    %init_add_781 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_157 = stablehlo.reduce(%multiply_157 init: %init_add_781) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_156 = stablehlo.add %add_155, %sumsq_157 : tensor<f32>
    %multiply_158 = stablehlo.multiply %ds3b0_fc2_w, %ds3b0_fc2_w : tensor<768x3072xf32>
    %init_add_782 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_51 = stablehlo.reduce(%multiply_158 init: %init_add_782) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_783 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_158 = stablehlo.reduce(%sumsq_part_51 init: %init_add_783) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_157 = stablehlo.add %add_156, %sumsq_158 : tensor<f32>
    %multiply_159 = stablehlo.multiply %ds3b0_fc2_b_2, %ds3b0_fc2_b_2 : tensor<768xf32>
    %init_add_784 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_159 = stablehlo.reduce(%multiply_159 init: %init_add_784) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_158 = stablehlo.add %add_157, %sumsq_159 : tensor<f32>
    %multiply_160 = stablehlo.multiply %ds3b1_gamma_gamma_2, %ds3b1_gamma_gamma_2 : tensor<768xf32>
    %init_add_785 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_160 = stablehlo.reduce(%multiply_160 init: %init_add_785) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_159 = stablehlo.add %add_158, %sumsq_160 : tensor<f32>
    %multiply_161 = stablehlo.multiply %ds3b1_dw_w, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %init_add_786 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_52 = stablehlo.reduce(%multiply_161 init: %init_add_786) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_787 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_161 = stablehlo.reduce(%sumsq_part_52 init: %init_add_787) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_160 = stablehlo.add %add_159, %sumsq_161 : tensor<f32>
    %multiply_162 = stablehlo.multiply %ds3b1_dw_b_2, %ds3b1_dw_b_2 : tensor<768xf32>
    %init_add_788 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_162 = stablehlo.reduce(%multiply_162 init: %init_add_788) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_161 = stablehlo.add %add_160, %sumsq_162 : tensor<f32>
    %multiply_163 = stablehlo.multiply %ds3b1_ln_weight_2, %ds3b1_ln_weight_2 : tensor<768xf32>
    %init_add_789 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_163 = stablehlo.reduce(%multiply_163 init: %init_add_789) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_162 = stablehlo.add %add_161, %sumsq_163 : tensor<f32>
    %multiply_164 = stablehlo.multiply %ds3b1_ln_bias_2, %ds3b1_ln_bias_2 : tensor<768xf32>
    %init_add_790 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_164 = stablehlo.reduce(%multiply_164 init: %init_add_790) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_163 = stablehlo.add %add_162, %sumsq_164 : tensor<f32>
    %multiply_165 = stablehlo.multiply %ds3b1_fc1_w, %ds3b1_fc1_w : tensor<3072x768xf32>
    %init_add_791 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_53 = stablehlo.reduce(%multiply_165 init: %init_add_791) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_792 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_165 = stablehlo.reduce(%sumsq_part_53 init: %init_add_792) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_164 = stablehlo.add %add_163, %sumsq_165 : tensor<f32>
    %multiply_166 = stablehlo.multiply %ds3b1_fc1_b_2, %ds3b1_fc1_b_2 : tensor<3072xf32>
    %init_add_793 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_166 = stablehlo.reduce(%multiply_166 init: %init_add_793) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_165 = stablehlo.add %add_164, %sumsq_166 : tensor<f32>
    %multiply_167 = stablehlo.multiply %ds3b1_fc2_w, %ds3b1_fc2_w : tensor<768x3072xf32>
    %init_add_794 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_54 = stablehlo.reduce(%multiply_167 init: %init_add_794) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_795 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_167 = stablehlo.reduce(%sumsq_part_54 init: %init_add_795) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_166 = stablehlo.add %add_165, %sumsq_167 : tensor<f32>
    %multiply_168 = stablehlo.multiply %ds3b1_fc2_b_2, %ds3b1_fc2_b_2 : tensor<768xf32>
    %init_add_796 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_168 = stablehlo.reduce(%multiply_168 init: %init_add_796) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_167 = stablehlo.add %add_166, %sumsq_168 : tensor<f32>
    %multiply_169 = stablehlo.multiply %ds3b2_gamma_gamma_2, %ds3b2_gamma_gamma_2 : tensor<768xf32>
    %init_add_797 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_169 = stablehlo.reduce(%multiply_169 init: %init_add_797) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_168 = stablehlo.add %add_167, %sumsq_169 : tensor<f32>
    %multiply_170 = stablehlo.multiply %ds3b2_dw_w, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %init_add_798 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_55 = stablehlo.reduce(%multiply_170 init: %init_add_798) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<768x1x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_799 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_170 = stablehlo.reduce(%sumsq_part_55 init: %init_add_799) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_169 = stablehlo.add %add_168, %sumsq_170 : tensor<f32>
    %multiply_171 = stablehlo.multiply %ds3b2_dw_b_2, %ds3b2_dw_b_2 : tensor<768xf32>
    %init_add_800 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_171 = stablehlo.reduce(%multiply_171 init: %init_add_800) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_170 = stablehlo.add %add_169, %sumsq_171 : tensor<f32>
    %multiply_172 = stablehlo.multiply %ds3b2_ln_weight_2, %ds3b2_ln_weight_2 : tensor<768xf32>
    %init_add_801 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_172 = stablehlo.reduce(%multiply_172 init: %init_add_801) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_171 = stablehlo.add %add_170, %sumsq_172 : tensor<f32>
    %multiply_173 = stablehlo.multiply %ds3b2_ln_bias_2, %ds3b2_ln_bias_2 : tensor<768xf32>
    %init_add_802 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_173 = stablehlo.reduce(%multiply_173 init: %init_add_802) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_172 = stablehlo.add %add_171, %sumsq_173 : tensor<f32>
    %multiply_174 = stablehlo.multiply %ds3b2_fc1_w, %ds3b2_fc1_w : tensor<3072x768xf32>
    %init_add_803 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_56 = stablehlo.reduce(%multiply_174 init: %init_add_803) applies stablehlo.add across dimensions = [1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %init_add_804 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_174 = stablehlo.reduce(%sumsq_part_56 init: %init_add_804) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_173 = stablehlo.add %add_172, %sumsq_174 : tensor<f32>
    %multiply_175 = stablehlo.multiply %ds3b2_fc1_b_2, %ds3b2_fc1_b_2 : tensor<3072xf32>
    %init_add_805 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_175 = stablehlo.reduce(%multiply_175 init: %init_add_805) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %add_174 = stablehlo.add %add_173, %sumsq_175 : tensor<f32>
    %multiply_176 = stablehlo.multiply %ds3b2_fc2_w, %ds3b2_fc2_w : tensor<768x3072xf32>
    %init_add_806 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_57 = stablehlo.reduce(%multiply_176 init: %init_add_806) applies stablehlo.add across dimensions = [1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_807 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_176 = stablehlo.reduce(%sumsq_part_57 init: %init_add_807) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_175 = stablehlo.add %add_174, %sumsq_176 : tensor<f32>
    %multiply_177 = stablehlo.multiply %ds3b2_fc2_b_2, %ds3b2_fc2_b_2 : tensor<768xf32>
    %init_add_808 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_177 = stablehlo.reduce(%multiply_177 init: %init_add_808) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_176 = stablehlo.add %add_175, %sumsq_177 : tensor<f32>
    %multiply_178 = stablehlo.multiply %dhead_norm_weight, %dhead_norm_weight : tensor<768xf32>
    %init_add_809 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_178 = stablehlo.reduce(%multiply_178 init: %init_add_809) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_177 = stablehlo.add %add_176, %sumsq_178 : tensor<f32>
    %multiply_179 = stablehlo.multiply %dhead_norm_bias, %dhead_norm_bias : tensor<768xf32>
    %init_add_810 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_179 = stablehlo.reduce(%multiply_179 init: %init_add_810) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %add_178 = stablehlo.add %add_177, %sumsq_179 : tensor<f32>
    %multiply_180 = stablehlo.multiply %dhead_fc_w, %dhead_fc_w : tensor<1000x768xf32>
    %init_add_811 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_part_58 = stablehlo.reduce(%multiply_180 init: %init_add_811) applies stablehlo.add across dimensions = [1] : (tensor<1000x768xf32>, tensor<f32>) -> tensor<1000xf32>
    %init_add_812 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_180 = stablehlo.reduce(%sumsq_part_58 init: %init_add_812) applies stablehlo.add across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %add_179 = stablehlo.add %add_178, %sumsq_180 : tensor<f32>
    %multiply_181 = stablehlo.multiply %dhead_fc_b, %dhead_fc_b : tensor<1000xf32>
    %init_add_813 = stablehlo.constant dense<0.0> : tensor<f32>
    %sumsq_181 = stablehlo.reduce(%multiply_181 init: %init_add_813) applies stablehlo.add across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %add_180 = stablehlo.add %add_179, %sumsq_181 : tensor<f32>
    %global_norm = stablehlo.sqrt %add_180 : tensor<f32>
    %clip_norm = stablehlo.constant dense<1.0> : tensor<f32>
    %clip_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<f32>
    %add_181 = stablehlo.add %global_norm, %clip_eps : tensor<f32>
    %divide = stablehlo.divide %clip_norm, %add_181 : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %clip_factor = stablehlo.minimum %one, %divide : tensor<f32>
    %bcast = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %clipped = stablehlo.multiply %bcast, %dstem_0_w_2 : tensor<96x3x4x4xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_1 = stablehlo.multiply %bcast_1, %dstem_0_b_2 : tensor<96xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_2 = stablehlo.multiply %bcast_2, %dstem_1_weight_2 : tensor<96xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_3 = stablehlo.multiply %bcast_3, %dstem_1_bias_2 : tensor<96xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_4 = stablehlo.multiply %bcast_4, %ds0b0_gamma_gamma_2 : tensor<96xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_5 = stablehlo.multiply %bcast_5, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_6 = stablehlo.multiply %bcast_6, %ds0b0_dw_b_2 : tensor<96xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_7 = stablehlo.multiply %bcast_7, %ds0b0_ln_weight_2 : tensor<96xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_8 = stablehlo.multiply %bcast_8, %ds0b0_ln_bias_2 : tensor<96xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_9 = stablehlo.multiply %bcast_9, %ds0b0_fc1_w : tensor<384x96xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_10 = stablehlo.multiply %bcast_10, %ds0b0_fc1_b_2 : tensor<384xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_11 = stablehlo.multiply %bcast_11, %ds0b0_fc2_w : tensor<96x384xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_12 = stablehlo.multiply %bcast_12, %ds0b0_fc2_b_2 : tensor<96xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_13 = stablehlo.multiply %bcast_13, %ds0b1_gamma_gamma_2 : tensor<96xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_14 = stablehlo.multiply %bcast_14, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_15 = stablehlo.multiply %bcast_15, %ds0b1_dw_b_2 : tensor<96xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_16 = stablehlo.multiply %bcast_16, %ds0b1_ln_weight_2 : tensor<96xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_17 = stablehlo.multiply %bcast_17, %ds0b1_ln_bias_2 : tensor<96xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_18 = stablehlo.multiply %bcast_18, %ds0b1_fc1_w : tensor<384x96xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_19 = stablehlo.multiply %bcast_19, %ds0b1_fc1_b_2 : tensor<384xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_20 = stablehlo.multiply %bcast_20, %ds0b1_fc2_w : tensor<96x384xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_21 = stablehlo.multiply %bcast_21, %ds0b1_fc2_b_2 : tensor<96xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_22 = stablehlo.multiply %bcast_22, %ds0b2_gamma_gamma_2 : tensor<96xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %clipped_23 = stablehlo.multiply %bcast_23, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_24 = stablehlo.multiply %bcast_24, %ds0b2_dw_b_2 : tensor<96xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_25 = stablehlo.multiply %bcast_25, %ds0b2_ln_weight_2 : tensor<96xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_26 = stablehlo.multiply %bcast_26, %ds0b2_ln_bias_2 : tensor<96xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %clipped_27 = stablehlo.multiply %bcast_27, %ds0b2_fc1_w : tensor<384x96xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_28 = stablehlo.multiply %bcast_28, %ds0b2_fc1_b_2 : tensor<384xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %clipped_29 = stablehlo.multiply %bcast_29, %ds0b2_fc2_w : tensor<96x384xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_30 = stablehlo.multiply %bcast_30, %ds0b2_fc2_b_2 : tensor<96xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_31 = stablehlo.multiply %bcast_31, %ds1_down0_weight_2 : tensor<96xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %clipped_32 = stablehlo.multiply %bcast_32, %ds1_down0_bias_2 : tensor<96xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %clipped_33 = stablehlo.multiply %bcast_33, %ds1_down1_w_2 : tensor<192x96x2x2xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_34 = stablehlo.multiply %bcast_34, %ds1_down1_b_2 : tensor<192xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_35 = stablehlo.multiply %bcast_35, %ds1b0_gamma_gamma_2 : tensor<192xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_36 = stablehlo.multiply %bcast_36, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_37 = stablehlo.multiply %bcast_37, %ds1b0_dw_b_2 : tensor<192xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_38 = stablehlo.multiply %bcast_38, %ds1b0_ln_weight_2 : tensor<192xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_39 = stablehlo.multiply %bcast_39, %ds1b0_ln_bias_2 : tensor<192xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_40 = stablehlo.multiply %bcast_40, %ds1b0_fc1_w : tensor<768x192xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_41 = stablehlo.multiply %bcast_41, %ds1b0_fc1_b_2 : tensor<768xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_42 = stablehlo.multiply %bcast_42, %ds1b0_fc2_w : tensor<192x768xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_43 = stablehlo.multiply %bcast_43, %ds1b0_fc2_b_2 : tensor<192xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_44 = stablehlo.multiply %bcast_44, %ds1b1_gamma_gamma_2 : tensor<192xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_45 = stablehlo.multiply %bcast_45, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_46 = stablehlo.multiply %bcast_46, %ds1b1_dw_b_2 : tensor<192xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_47 = stablehlo.multiply %bcast_47, %ds1b1_ln_weight_2 : tensor<192xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_48 = stablehlo.multiply %bcast_48, %ds1b1_ln_bias_2 : tensor<192xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_49 = stablehlo.multiply %bcast_49, %ds1b1_fc1_w : tensor<768x192xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_50 = stablehlo.multiply %bcast_50, %ds1b1_fc1_b_2 : tensor<768xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_51 = stablehlo.multiply %bcast_51, %ds1b1_fc2_w : tensor<192x768xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_52 = stablehlo.multiply %bcast_52, %ds1b1_fc2_b_2 : tensor<192xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_53 = stablehlo.multiply %bcast_53, %ds1b2_gamma_gamma_2 : tensor<192xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %clipped_54 = stablehlo.multiply %bcast_54, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_55 = stablehlo.multiply %bcast_55, %ds1b2_dw_b_2 : tensor<192xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_56 = stablehlo.multiply %bcast_56, %ds1b2_ln_weight_2 : tensor<192xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_57 = stablehlo.multiply %bcast_57, %ds1b2_ln_bias_2 : tensor<192xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %clipped_58 = stablehlo.multiply %bcast_58, %ds1b2_fc1_w : tensor<768x192xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_59 = stablehlo.multiply %bcast_59, %ds1b2_fc1_b_2 : tensor<768xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %clipped_60 = stablehlo.multiply %bcast_60, %ds1b2_fc2_w : tensor<192x768xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_61 = stablehlo.multiply %bcast_61, %ds1b2_fc2_b_2 : tensor<192xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_62 = stablehlo.multiply %bcast_62, %ds2_down0_weight_2 : tensor<192xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %clipped_63 = stablehlo.multiply %bcast_63, %ds2_down0_bias_2 : tensor<192xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %clipped_64 = stablehlo.multiply %bcast_64, %ds2_down1_w_2 : tensor<384x192x2x2xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_65 = stablehlo.multiply %bcast_65, %ds2_down1_b_2 : tensor<384xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_66 = stablehlo.multiply %bcast_66, %ds2b0_gamma_gamma_2 : tensor<384xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_67 = stablehlo.multiply %bcast_67, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_68 = stablehlo.multiply %bcast_68, %ds2b0_dw_b_2 : tensor<384xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_69 = stablehlo.multiply %bcast_69, %ds2b0_ln_weight_2 : tensor<384xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_70 = stablehlo.multiply %bcast_70, %ds2b0_ln_bias_2 : tensor<384xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_71 = stablehlo.multiply %bcast_71, %ds2b0_fc1_w : tensor<1536x384xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_72 = stablehlo.multiply %bcast_72, %ds2b0_fc1_b_2 : tensor<1536xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_73 = stablehlo.multiply %bcast_73, %ds2b0_fc2_w : tensor<384x1536xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_74 = stablehlo.multiply %bcast_74, %ds2b0_fc2_b_2 : tensor<384xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_75 = stablehlo.multiply %bcast_75, %ds2b1_gamma_gamma_2 : tensor<384xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_76 = stablehlo.multiply %bcast_76, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_77 = stablehlo.multiply %bcast_77, %ds2b1_dw_b_2 : tensor<384xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_78 = stablehlo.multiply %bcast_78, %ds2b1_ln_weight_2 : tensor<384xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_79 = stablehlo.multiply %bcast_79, %ds2b1_ln_bias_2 : tensor<384xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_80 = stablehlo.multiply %bcast_80, %ds2b1_fc1_w : tensor<1536x384xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_81 = stablehlo.multiply %bcast_81, %ds2b1_fc1_b_2 : tensor<1536xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_82 = stablehlo.multiply %bcast_82, %ds2b1_fc2_w : tensor<384x1536xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_83 = stablehlo.multiply %bcast_83, %ds2b1_fc2_b_2 : tensor<384xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_84 = stablehlo.multiply %bcast_84, %ds2b2_gamma_gamma_2 : tensor<384xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_85 = stablehlo.multiply %bcast_85, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_86 = stablehlo.multiply %bcast_86, %ds2b2_dw_b_2 : tensor<384xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_87 = stablehlo.multiply %bcast_87, %ds2b2_ln_weight_2 : tensor<384xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_88 = stablehlo.multiply %bcast_88, %ds2b2_ln_bias_2 : tensor<384xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_89 = stablehlo.multiply %bcast_89, %ds2b2_fc1_w : tensor<1536x384xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_90 = stablehlo.multiply %bcast_90, %ds2b2_fc1_b_2 : tensor<1536xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_91 = stablehlo.multiply %bcast_91, %ds2b2_fc2_w : tensor<384x1536xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_92 = stablehlo.multiply %bcast_92, %ds2b2_fc2_b_2 : tensor<384xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_93 = stablehlo.multiply %bcast_93, %ds2b3_gamma_gamma_2 : tensor<384xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_94 = stablehlo.multiply %bcast_94, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_95 = stablehlo.multiply %bcast_95, %ds2b3_dw_b_2 : tensor<384xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_96 = stablehlo.multiply %bcast_96, %ds2b3_ln_weight_2 : tensor<384xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_97 = stablehlo.multiply %bcast_97, %ds2b3_ln_bias_2 : tensor<384xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_98 = stablehlo.multiply %bcast_98, %ds2b3_fc1_w : tensor<1536x384xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_99 = stablehlo.multiply %bcast_99, %ds2b3_fc1_b_2 : tensor<1536xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_100 = stablehlo.multiply %bcast_100, %ds2b3_fc2_w : tensor<384x1536xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_101 = stablehlo.multiply %bcast_101, %ds2b3_fc2_b_2 : tensor<384xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_102 = stablehlo.multiply %bcast_102, %ds2b4_gamma_gamma_2 : tensor<384xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_103 = stablehlo.multiply %bcast_103, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_104 = stablehlo.multiply %bcast_104, %ds2b4_dw_b_2 : tensor<384xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_105 = stablehlo.multiply %bcast_105, %ds2b4_ln_weight_2 : tensor<384xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_106 = stablehlo.multiply %bcast_106, %ds2b4_ln_bias_2 : tensor<384xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_107 = stablehlo.multiply %bcast_107, %ds2b4_fc1_w : tensor<1536x384xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_108 = stablehlo.multiply %bcast_108, %ds2b4_fc1_b_2 : tensor<1536xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_109 = stablehlo.multiply %bcast_109, %ds2b4_fc2_w : tensor<384x1536xf32>
    %bcast_110 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_110 = stablehlo.multiply %bcast_110, %ds2b4_fc2_b_2 : tensor<384xf32>
    %bcast_111 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_111 = stablehlo.multiply %bcast_111, %ds2b5_gamma_gamma_2 : tensor<384xf32>
    %bcast_112 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_112 = stablehlo.multiply %bcast_112, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %bcast_113 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_113 = stablehlo.multiply %bcast_113, %ds2b5_dw_b_2 : tensor<384xf32>
    %bcast_114 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_114 = stablehlo.multiply %bcast_114, %ds2b5_ln_weight_2 : tensor<384xf32>
    %bcast_115 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_115 = stablehlo.multiply %bcast_115, %ds2b5_ln_bias_2 : tensor<384xf32>
    %bcast_116 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_116 = stablehlo.multiply %bcast_116, %ds2b5_fc1_w : tensor<1536x384xf32>
    %bcast_117 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_117 = stablehlo.multiply %bcast_117, %ds2b5_fc1_b_2 : tensor<1536xf32>
    %bcast_118 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_118 = stablehlo.multiply %bcast_118, %ds2b5_fc2_w : tensor<384x1536xf32>
    %bcast_119 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_119 = stablehlo.multiply %bcast_119, %ds2b5_fc2_b_2 : tensor<384xf32>
    %bcast_120 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_120 = stablehlo.multiply %bcast_120, %ds2b6_gamma_gamma_2 : tensor<384xf32>
    %bcast_121 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_121 = stablehlo.multiply %bcast_121, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %bcast_122 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_122 = stablehlo.multiply %bcast_122, %ds2b6_dw_b_2 : tensor<384xf32>
    %bcast_123 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_123 = stablehlo.multiply %bcast_123, %ds2b6_ln_weight_2 : tensor<384xf32>
    %bcast_124 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_124 = stablehlo.multiply %bcast_124, %ds2b6_ln_bias_2 : tensor<384xf32>
    %bcast_125 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_125 = stablehlo.multiply %bcast_125, %ds2b6_fc1_w : tensor<1536x384xf32>
    %bcast_126 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_126 = stablehlo.multiply %bcast_126, %ds2b6_fc1_b_2 : tensor<1536xf32>
    %bcast_127 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_127 = stablehlo.multiply %bcast_127, %ds2b6_fc2_w : tensor<384x1536xf32>
    %bcast_128 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_128 = stablehlo.multiply %bcast_128, %ds2b6_fc2_b_2 : tensor<384xf32>
    %bcast_129 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_129 = stablehlo.multiply %bcast_129, %ds2b7_gamma_gamma_2 : tensor<384xf32>
    %bcast_130 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_130 = stablehlo.multiply %bcast_130, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %bcast_131 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_131 = stablehlo.multiply %bcast_131, %ds2b7_dw_b_2 : tensor<384xf32>
    %bcast_132 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_132 = stablehlo.multiply %bcast_132, %ds2b7_ln_weight_2 : tensor<384xf32>
    %bcast_133 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_133 = stablehlo.multiply %bcast_133, %ds2b7_ln_bias_2 : tensor<384xf32>
    %bcast_134 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_134 = stablehlo.multiply %bcast_134, %ds2b7_fc1_w : tensor<1536x384xf32>
    %bcast_135 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_135 = stablehlo.multiply %bcast_135, %ds2b7_fc1_b_2 : tensor<1536xf32>
    %bcast_136 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_136 = stablehlo.multiply %bcast_136, %ds2b7_fc2_w : tensor<384x1536xf32>
    %bcast_137 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_137 = stablehlo.multiply %bcast_137, %ds2b7_fc2_b_2 : tensor<384xf32>
    %bcast_138 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_138 = stablehlo.multiply %bcast_138, %ds2b8_gamma_gamma_2 : tensor<384xf32>
    %bcast_139 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %clipped_139 = stablehlo.multiply %bcast_139, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %bcast_140 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_140 = stablehlo.multiply %bcast_140, %ds2b8_dw_b_2 : tensor<384xf32>
    %bcast_141 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_141 = stablehlo.multiply %bcast_141, %ds2b8_ln_weight_2 : tensor<384xf32>
    %bcast_142 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_142 = stablehlo.multiply %bcast_142, %ds2b8_ln_bias_2 : tensor<384xf32>
    %bcast_143 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %clipped_143 = stablehlo.multiply %bcast_143, %ds2b8_fc1_w : tensor<1536x384xf32>
    %bcast_144 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %clipped_144 = stablehlo.multiply %bcast_144, %ds2b8_fc1_b_2 : tensor<1536xf32>
    %bcast_145 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %clipped_145 = stablehlo.multiply %bcast_145, %ds2b8_fc2_w : tensor<384x1536xf32>
    %bcast_146 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_146 = stablehlo.multiply %bcast_146, %ds2b8_fc2_b_2 : tensor<384xf32>
    %bcast_147 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_147 = stablehlo.multiply %bcast_147, %ds3_down0_weight_2 : tensor<384xf32>
    %bcast_148 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %clipped_148 = stablehlo.multiply %bcast_148, %ds3_down0_bias_2 : tensor<384xf32>
    %bcast_149 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %clipped_149 = stablehlo.multiply %bcast_149, %ds3_down1_w_2 : tensor<768x384x2x2xf32>
    %bcast_150 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_150 = stablehlo.multiply %bcast_150, %ds3_down1_b_2 : tensor<768xf32>
    %bcast_151 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_151 = stablehlo.multiply %bcast_151, %ds3b0_gamma_gamma_2 : tensor<768xf32>
    %bcast_152 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_152 = stablehlo.multiply %bcast_152, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %bcast_153 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_153 = stablehlo.multiply %bcast_153, %ds3b0_dw_b_2 : tensor<768xf32>
    %bcast_154 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_154 = stablehlo.multiply %bcast_154, %ds3b0_ln_weight_2 : tensor<768xf32>
    %bcast_155 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_155 = stablehlo.multiply %bcast_155, %ds3b0_ln_bias_2 : tensor<768xf32>
    %bcast_156 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_156 = stablehlo.multiply %bcast_156, %ds3b0_fc1_w : tensor<3072x768xf32>
    %bcast_157 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_157 = stablehlo.multiply %bcast_157, %ds3b0_fc1_b_2 : tensor<3072xf32>
    %bcast_158 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_158 = stablehlo.multiply %bcast_158, %ds3b0_fc2_w : tensor<768x3072xf32>
    %bcast_159 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_159 = stablehlo.multiply %bcast_159, %ds3b0_fc2_b_2 : tensor<768xf32>
    %bcast_160 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_160 = stablehlo.multiply %bcast_160, %ds3b1_gamma_gamma_2 : tensor<768xf32>
    %bcast_161 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_161 = stablehlo.multiply %bcast_161, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %bcast_162 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_162 = stablehlo.multiply %bcast_162, %ds3b1_dw_b_2 : tensor<768xf32>
    %bcast_163 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_163 = stablehlo.multiply %bcast_163, %ds3b1_ln_weight_2 : tensor<768xf32>
    %bcast_164 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_164 = stablehlo.multiply %bcast_164, %ds3b1_ln_bias_2 : tensor<768xf32>
    %bcast_165 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_165 = stablehlo.multiply %bcast_165, %ds3b1_fc1_w : tensor<3072x768xf32>
    %bcast_166 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_166 = stablehlo.multiply %bcast_166, %ds3b1_fc1_b_2 : tensor<3072xf32>
    %bcast_167 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_167 = stablehlo.multiply %bcast_167, %ds3b1_fc2_w : tensor<768x3072xf32>
    %bcast_168 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_168 = stablehlo.multiply %bcast_168, %ds3b1_fc2_b_2 : tensor<768xf32>
    %bcast_169 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_169 = stablehlo.multiply %bcast_169, %ds3b2_gamma_gamma_2 : tensor<768xf32>
    %bcast_170 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %clipped_170 = stablehlo.multiply %bcast_170, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %bcast_171 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_171 = stablehlo.multiply %bcast_171, %ds3b2_dw_b_2 : tensor<768xf32>
    %bcast_172 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_172 = stablehlo.multiply %bcast_172, %ds3b2_ln_weight_2 : tensor<768xf32>
    %bcast_173 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_173 = stablehlo.multiply %bcast_173, %ds3b2_ln_bias_2 : tensor<768xf32>
    %bcast_174 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %clipped_174 = stablehlo.multiply %bcast_174, %ds3b2_fc1_w : tensor<3072x768xf32>
    %bcast_175 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %clipped_175 = stablehlo.multiply %bcast_175, %ds3b2_fc1_b_2 : tensor<3072xf32>
    %bcast_176 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %clipped_176 = stablehlo.multiply %bcast_176, %ds3b2_fc2_w : tensor<768x3072xf32>
    %bcast_177 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_177 = stablehlo.multiply %bcast_177, %ds3b2_fc2_b_2 : tensor<768xf32>
    %bcast_178 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_178 = stablehlo.multiply %bcast_178, %dhead_norm_weight : tensor<768xf32>
    %bcast_179 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %clipped_179 = stablehlo.multiply %bcast_179, %dhead_norm_bias : tensor<768xf32>
    %bcast_180 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %clipped_180 = stablehlo.multiply %bcast_180, %dhead_fc_w : tensor<1000x768xf32>
    %bcast_181 = stablehlo.broadcast_in_dim %clip_factor, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %clipped_181 = stablehlo.multiply %bcast_181, %dhead_fc_b : tensor<1000xf32>
    %cst_182 = stablehlo.constant dense<0.8999999761581421> : tensor<96x3x4x4xf32>
    %multiply_182 = stablehlo.multiply %cst_182, %stem.0.weight.m : tensor<96x3x4x4xf32>
    %cst_183 = stablehlo.constant dense<0.10000000149011612> : tensor<96x3x4x4xf32>
    %multiply_183 = stablehlo.multiply %cst_183, %clipped : tensor<96x3x4x4xf32>
    %stem.0.weight.m_new = stablehlo.add %multiply_182, %multiply_183 : tensor<96x3x4x4xf32>
    %multiply_184 = stablehlo.multiply %clipped, %clipped : tensor<96x3x4x4xf32>
    %cst_184 = stablehlo.constant dense<0.9990000128746033> : tensor<96x3x4x4xf32>
    %multiply_185 = stablehlo.multiply %cst_184, %stem.0.weight.v : tensor<96x3x4x4xf32>
    %cst_185 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x3x4x4xf32>
    %multiply_186 = stablehlo.multiply %cst_185, %multiply_184 : tensor<96x3x4x4xf32>
    %stem.0.weight.v_new = stablehlo.add %multiply_185, %multiply_186 : tensor<96x3x4x4xf32>
    %bcast_182 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide_1 = stablehlo.divide %stem.0.weight.m_new, %bcast_182 : tensor<96x3x4x4xf32>
    %bcast_183 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide_2 = stablehlo.divide %stem.0.weight.v_new, %bcast_183 : tensor<96x3x4x4xf32>
    %sqrt = stablehlo.sqrt %divide_2 : tensor<96x3x4x4xf32>
    %cst_186 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x3x4x4xf32>
    %add_182 = stablehlo.add %sqrt, %cst_186 : tensor<96x3x4x4xf32>
    %stem.0.weight.adam = stablehlo.divide %divide_1, %add_182 : tensor<96x3x4x4xf32>
    %cst_187 = stablehlo.constant dense<0.05000000074505806> : tensor<96x3x4x4xf32>
    %multiply_187 = stablehlo.multiply %cst_187, %stem.0.weight : tensor<96x3x4x4xf32>
    %decayed = stablehlo.add %stem.0.weight.adam, %multiply_187 : tensor<96x3x4x4xf32>
    %bcast_184 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %multiply_188 = stablehlo.multiply %bcast_184, %decayed : tensor<96x3x4x4xf32>
    %stem.0.weight.new = stablehlo.subtract %stem.0.weight, %multiply_188 : tensor<96x3x4x4xf32>
    %cst_188 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_189 = stablehlo.multiply %cst_188, %stem.0.bias.m : tensor<96xf32>
    %cst_189 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_190 = stablehlo.multiply %cst_189, %clipped_1 : tensor<96xf32>
    %stem.0.bias.m_new = stablehlo.add %multiply_189, %multiply_190 : tensor<96xf32>
    %multiply_191 = stablehlo.multiply %clipped_1, %clipped_1 : tensor<96xf32>
    %cst_190 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_192 = stablehlo.multiply %cst_190, %stem.0.bias.v : tensor<96xf32>
    %cst_191 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_193 = stablehlo.multiply %cst_191, %multiply_191 : tensor<96xf32>
    %stem.0.bias.v_new = stablehlo.add %multiply_192, %multiply_193 : tensor<96xf32>
    %bcast_185 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_3 = stablehlo.divide %stem.0.bias.m_new, %bcast_185 : tensor<96xf32>
    %bcast_186 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_4 = stablehlo.divide %stem.0.bias.v_new, %bcast_186 : tensor<96xf32>
    %sqrt_1 = stablehlo.sqrt %divide_4 : tensor<96xf32>
    %cst_192 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_183 = stablehlo.add %sqrt_1, %cst_192 : tensor<96xf32>
    %stem.0.bias.adam = stablehlo.divide %divide_3, %add_183 : tensor<96xf32>
    %bcast_187 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_194 = stablehlo.multiply %bcast_187, %stem.0.bias.adam : tensor<96xf32>
    %stem.0.bias.new = stablehlo.subtract %stem.0.bias, %multiply_194 : tensor<96xf32>
    %cst_193 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_195 = stablehlo.multiply %cst_193, %stem.1.weight.m : tensor<96xf32>
    %cst_194 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_196 = stablehlo.multiply %cst_194, %clipped_2 : tensor<96xf32>
    %stem.1.weight.m_new = stablehlo.add %multiply_195, %multiply_196 : tensor<96xf32>
    %multiply_197 = stablehlo.multiply %clipped_2, %clipped_2 : tensor<96xf32>
    %cst_195 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_198 = stablehlo.multiply %cst_195, %stem.1.weight.v : tensor<96xf32>
    %cst_196 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_199 = stablehlo.multiply %cst_196, %multiply_197 : tensor<96xf32>
    %stem.1.weight.v_new = stablehlo.add %multiply_198, %multiply_199 : tensor<96xf32>
    %bcast_188 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_5 = stablehlo.divide %stem.1.weight.m_new, %bcast_188 : tensor<96xf32>
    %bcast_189 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_6 = stablehlo.divide %stem.1.weight.v_new, %bcast_189 : tensor<96xf32>
    %sqrt_2 = stablehlo.sqrt %divide_6 : tensor<96xf32>
    %cst_197 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_184 = stablehlo.add %sqrt_2, %cst_197 : tensor<96xf32>
    %stem.1.weight.adam = stablehlo.divide %divide_5, %add_184 : tensor<96xf32>
    %bcast_190 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_200 = stablehlo.multiply %bcast_190, %stem.1.weight.adam : tensor<96xf32>
    %stem.1.weight.new = stablehlo.subtract %stem.1.weight, %multiply_200 : tensor<96xf32>
    %cst_198 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_201 = stablehlo.multiply %cst_198, %stem.1.bias.m : tensor<96xf32>
    %cst_199 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_202 = stablehlo.multiply %cst_199, %clipped_3 : tensor<96xf32>
    %stem.1.bias.m_new = stablehlo.add %multiply_201, %multiply_202 : tensor<96xf32>
    %multiply_203 = stablehlo.multiply %clipped_3, %clipped_3 : tensor<96xf32>
    %cst_200 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_204 = stablehlo.multiply %cst_200, %stem.1.bias.v : tensor<96xf32>
    %cst_201 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_205 = stablehlo.multiply %cst_201, %multiply_203 : tensor<96xf32>
    %stem.1.bias.v_new = stablehlo.add %multiply_204, %multiply_205 : tensor<96xf32>
    %bcast_191 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_7 = stablehlo.divide %stem.1.bias.m_new, %bcast_191 : tensor<96xf32>
    %bcast_192 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_8 = stablehlo.divide %stem.1.bias.v_new, %bcast_192 : tensor<96xf32>
    %sqrt_3 = stablehlo.sqrt %divide_8 : tensor<96xf32>
    %cst_202 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_185 = stablehlo.add %sqrt_3, %cst_202 : tensor<96xf32>
    %stem.1.bias.adam = stablehlo.divide %divide_7, %add_185 : tensor<96xf32>
    %bcast_193 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_206 = stablehlo.multiply %bcast_193, %stem.1.bias.adam : tensor<96xf32>
    %stem.1.bias.new = stablehlo.subtract %stem.1.bias, %multiply_206 : tensor<96xf32>
    %cst_203 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_207 = stablehlo.multiply %cst_203, %stages.0.blocks.0.gamma.m : tensor<96xf32>
    %cst_204 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_208 = stablehlo.multiply %cst_204, %clipped_4 : tensor<96xf32>
    %stages.0.blocks.0.gamma.m_new = stablehlo.add %multiply_207, %multiply_208 : tensor<96xf32>
    %multiply_209 = stablehlo.multiply %clipped_4, %clipped_4 : tensor<96xf32>
    %cst_205 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_210 = stablehlo.multiply %cst_205, %stages.0.blocks.0.gamma.v : tensor<96xf32>
    %cst_206 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_211 = stablehlo.multiply %cst_206, %multiply_209 : tensor<96xf32>
    %stages.0.blocks.0.gamma.v_new = stablehlo.add %multiply_210, %multiply_211 : tensor<96xf32>
    %bcast_194 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_9 = stablehlo.divide %stages.0.blocks.0.gamma.m_new, %bcast_194 : tensor<96xf32>
    %bcast_195 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_10 = stablehlo.divide %stages.0.blocks.0.gamma.v_new, %bcast_195 : tensor<96xf32>
    %sqrt_4 = stablehlo.sqrt %divide_10 : tensor<96xf32>
    %cst_207 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_186 = stablehlo.add %sqrt_4, %cst_207 : tensor<96xf32>
    %stages.0.blocks.0.gamma.adam = stablehlo.divide %divide_9, %add_186 : tensor<96xf32>
    %bcast_196 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_212 = stablehlo.multiply %bcast_196, %stages.0.blocks.0.gamma.adam : tensor<96xf32>
    %stages.0.blocks.0.gamma.new = stablehlo.subtract %stages.0.blocks.0.gamma, %multiply_212 : tensor<96xf32>
    %cst_208 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_213 = stablehlo.multiply %cst_208, %stages.0.blocks.0.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_209 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_214 = stablehlo.multiply %cst_209, %clipped_5 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_213, %multiply_214 : tensor<96x1x7x7xf32>
    %multiply_215 = stablehlo.multiply %clipped_5, %clipped_5 : tensor<96x1x7x7xf32>
    %cst_210 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_216 = stablehlo.multiply %cst_210, %stages.0.blocks.0.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_211 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_217 = stablehlo.multiply %cst_211, %multiply_215 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_216, %multiply_217 : tensor<96x1x7x7xf32>
    %bcast_197 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_11 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.m_new, %bcast_197 : tensor<96x1x7x7xf32>
    %bcast_198 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_12 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.v_new, %bcast_198 : tensor<96x1x7x7xf32>
    %sqrt_5 = stablehlo.sqrt %divide_12 : tensor<96x1x7x7xf32>
    %cst_212 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_187 = stablehlo.add %sqrt_5, %cst_212 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_11, %add_187 : tensor<96x1x7x7xf32>
    %cst_213 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_218 = stablehlo.multiply %cst_213, %stages.0.blocks.0.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_1 = stablehlo.add %stages.0.blocks.0.conv_dw.weight.adam, %multiply_218 : tensor<96x1x7x7xf32>
    %bcast_199 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_219 = stablehlo.multiply %bcast_199, %decayed_1 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.weight, %multiply_219 : tensor<96x1x7x7xf32>
    %cst_214 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_220 = stablehlo.multiply %cst_214, %stages.0.blocks.0.conv_dw.bias.m : tensor<96xf32>
    %cst_215 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_221 = stablehlo.multiply %cst_215, %clipped_6 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_220, %multiply_221 : tensor<96xf32>
    %multiply_222 = stablehlo.multiply %clipped_6, %clipped_6 : tensor<96xf32>
    %cst_216 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_223 = stablehlo.multiply %cst_216, %stages.0.blocks.0.conv_dw.bias.v : tensor<96xf32>
    %cst_217 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_224 = stablehlo.multiply %cst_217, %multiply_222 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_223, %multiply_224 : tensor<96xf32>
    %bcast_200 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_13 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.m_new, %bcast_200 : tensor<96xf32>
    %bcast_201 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_14 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.v_new, %bcast_201 : tensor<96xf32>
    %sqrt_6 = stablehlo.sqrt %divide_14 : tensor<96xf32>
    %cst_218 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_188 = stablehlo.add %sqrt_6, %cst_218 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_13, %add_188 : tensor<96xf32>
    %bcast_202 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_225 = stablehlo.multiply %bcast_202, %stages.0.blocks.0.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.bias, %multiply_225 : tensor<96xf32>
    %cst_219 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_226 = stablehlo.multiply %cst_219, %stages.0.blocks.0.norm.weight.m : tensor<96xf32>
    %cst_220 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_227 = stablehlo.multiply %cst_220, %clipped_7 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.m_new = stablehlo.add %multiply_226, %multiply_227 : tensor<96xf32>
    %multiply_228 = stablehlo.multiply %clipped_7, %clipped_7 : tensor<96xf32>
    %cst_221 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_229 = stablehlo.multiply %cst_221, %stages.0.blocks.0.norm.weight.v : tensor<96xf32>
    %cst_222 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_230 = stablehlo.multiply %cst_222, %multiply_228 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.v_new = stablehlo.add %multiply_229, %multiply_230 : tensor<96xf32>
    %bcast_203 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_15 = stablehlo.divide %stages.0.blocks.0.norm.weight.m_new, %bcast_203 : tensor<96xf32>
    %bcast_204 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_16 = stablehlo.divide %stages.0.blocks.0.norm.weight.v_new, %bcast_204 : tensor<96xf32>
    %sqrt_7 = stablehlo.sqrt %divide_16 : tensor<96xf32>
    %cst_223 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_189 = stablehlo.add %sqrt_7, %cst_223 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.adam = stablehlo.divide %divide_15, %add_189 : tensor<96xf32>
    %bcast_205 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_231 = stablehlo.multiply %bcast_205, %stages.0.blocks.0.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.new = stablehlo.subtract %stages.0.blocks.0.norm.weight, %multiply_231 : tensor<96xf32>
    %cst_224 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_232 = stablehlo.multiply %cst_224, %stages.0.blocks.0.norm.bias.m : tensor<96xf32>
    %cst_225 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_233 = stablehlo.multiply %cst_225, %clipped_8 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.m_new = stablehlo.add %multiply_232, %multiply_233 : tensor<96xf32>
    %multiply_234 = stablehlo.multiply %clipped_8, %clipped_8 : tensor<96xf32>
    %cst_226 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_235 = stablehlo.multiply %cst_226, %stages.0.blocks.0.norm.bias.v : tensor<96xf32>
    %cst_227 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_236 = stablehlo.multiply %cst_227, %multiply_234 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.v_new = stablehlo.add %multiply_235, %multiply_236 : tensor<96xf32>
    %bcast_206 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_17 = stablehlo.divide %stages.0.blocks.0.norm.bias.m_new, %bcast_206 : tensor<96xf32>
    %bcast_207 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_18 = stablehlo.divide %stages.0.blocks.0.norm.bias.v_new, %bcast_207 : tensor<96xf32>
    %sqrt_8 = stablehlo.sqrt %divide_18 : tensor<96xf32>
    %cst_228 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_190 = stablehlo.add %sqrt_8, %cst_228 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.adam = stablehlo.divide %divide_17, %add_190 : tensor<96xf32>
    %bcast_208 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_237 = stablehlo.multiply %bcast_208, %stages.0.blocks.0.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.new = stablehlo.subtract %stages.0.blocks.0.norm.bias, %multiply_237 : tensor<96xf32>
    %cst_229 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_238 = stablehlo.multiply %cst_229, %stages.0.blocks.0.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_230 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_239 = stablehlo.multiply %cst_230, %clipped_9 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_238, %multiply_239 : tensor<384x96xf32>
    %multiply_240 = stablehlo.multiply %clipped_9, %clipped_9 : tensor<384x96xf32>
    %cst_231 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_241 = stablehlo.multiply %cst_231, %stages.0.blocks.0.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_232 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_242 = stablehlo.multiply %cst_232, %multiply_240 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_241, %multiply_242 : tensor<384x96xf32>
    %bcast_209 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_19 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.m_new, %bcast_209 : tensor<384x96xf32>
    %bcast_210 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_20 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.v_new, %bcast_210 : tensor<384x96xf32>
    %sqrt_9 = stablehlo.sqrt %divide_20 : tensor<384x96xf32>
    %cst_233 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_191 = stablehlo.add %sqrt_9, %cst_233 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_19, %add_191 : tensor<384x96xf32>
    %cst_234 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_243 = stablehlo.multiply %cst_234, %stages.0.blocks.0.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_2 = stablehlo.add %stages.0.blocks.0.mlp.fc1.weight.adam, %multiply_243 : tensor<384x96xf32>
    %bcast_211 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_244 = stablehlo.multiply %bcast_211, %decayed_2 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.weight, %multiply_244 : tensor<384x96xf32>
    %cst_235 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_245 = stablehlo.multiply %cst_235, %stages.0.blocks.0.mlp.fc1.bias.m : tensor<384xf32>
    %cst_236 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_246 = stablehlo.multiply %cst_236, %clipped_10 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_245, %multiply_246 : tensor<384xf32>
    %multiply_247 = stablehlo.multiply %clipped_10, %clipped_10 : tensor<384xf32>
    %cst_237 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_248 = stablehlo.multiply %cst_237, %stages.0.blocks.0.mlp.fc1.bias.v : tensor<384xf32>
    %cst_238 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_249 = stablehlo.multiply %cst_238, %multiply_247 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_248, %multiply_249 : tensor<384xf32>
    %bcast_212 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_21 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.m_new, %bcast_212 : tensor<384xf32>
    %bcast_213 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_22 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.v_new, %bcast_213 : tensor<384xf32>
    %sqrt_10 = stablehlo.sqrt %divide_22 : tensor<384xf32>
    %cst_239 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_192 = stablehlo.add %sqrt_10, %cst_239 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_21, %add_192 : tensor<384xf32>
    %bcast_214 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_250 = stablehlo.multiply %bcast_214, %stages.0.blocks.0.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.bias, %multiply_250 : tensor<384xf32>
    %cst_240 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_251 = stablehlo.multiply %cst_240, %stages.0.blocks.0.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_241 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_252 = stablehlo.multiply %cst_241, %clipped_11 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_251, %multiply_252 : tensor<96x384xf32>
    %multiply_253 = stablehlo.multiply %clipped_11, %clipped_11 : tensor<96x384xf32>
    %cst_242 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_254 = stablehlo.multiply %cst_242, %stages.0.blocks.0.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_243 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_255 = stablehlo.multiply %cst_243, %multiply_253 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_254, %multiply_255 : tensor<96x384xf32>
    %bcast_215 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_23 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.m_new, %bcast_215 : tensor<96x384xf32>
    %bcast_216 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_24 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.v_new, %bcast_216 : tensor<96x384xf32>
    %sqrt_11 = stablehlo.sqrt %divide_24 : tensor<96x384xf32>
    %cst_244 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_193 = stablehlo.add %sqrt_11, %cst_244 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_23, %add_193 : tensor<96x384xf32>
    %cst_245 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_256 = stablehlo.multiply %cst_245, %stages.0.blocks.0.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_3 = stablehlo.add %stages.0.blocks.0.mlp.fc2.weight.adam, %multiply_256 : tensor<96x384xf32>
    %bcast_217 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_257 = stablehlo.multiply %bcast_217, %decayed_3 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.weight, %multiply_257 : tensor<96x384xf32>
    %cst_246 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_258 = stablehlo.multiply %cst_246, %stages.0.blocks.0.mlp.fc2.bias.m : tensor<96xf32>
    %cst_247 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_259 = stablehlo.multiply %cst_247, %clipped_12 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_258, %multiply_259 : tensor<96xf32>
    %multiply_260 = stablehlo.multiply %clipped_12, %clipped_12 : tensor<96xf32>
    %cst_248 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_261 = stablehlo.multiply %cst_248, %stages.0.blocks.0.mlp.fc2.bias.v : tensor<96xf32>
    %cst_249 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_262 = stablehlo.multiply %cst_249, %multiply_260 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_261, %multiply_262 : tensor<96xf32>
    %bcast_218 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_25 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.m_new, %bcast_218 : tensor<96xf32>
    %bcast_219 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_26 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.v_new, %bcast_219 : tensor<96xf32>
    %sqrt_12 = stablehlo.sqrt %divide_26 : tensor<96xf32>
    %cst_250 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_194 = stablehlo.add %sqrt_12, %cst_250 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_25, %add_194 : tensor<96xf32>
    %bcast_220 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_263 = stablehlo.multiply %bcast_220, %stages.0.blocks.0.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.bias, %multiply_263 : tensor<96xf32>
    %cst_251 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_264 = stablehlo.multiply %cst_251, %stages.0.blocks.1.gamma.m : tensor<96xf32>
    %cst_252 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_265 = stablehlo.multiply %cst_252, %clipped_13 : tensor<96xf32>
    %stages.0.blocks.1.gamma.m_new = stablehlo.add %multiply_264, %multiply_265 : tensor<96xf32>
    %multiply_266 = stablehlo.multiply %clipped_13, %clipped_13 : tensor<96xf32>
    %cst_253 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_267 = stablehlo.multiply %cst_253, %stages.0.blocks.1.gamma.v : tensor<96xf32>
    %cst_254 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_268 = stablehlo.multiply %cst_254, %multiply_266 : tensor<96xf32>
    %stages.0.blocks.1.gamma.v_new = stablehlo.add %multiply_267, %multiply_268 : tensor<96xf32>
    %bcast_221 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_27 = stablehlo.divide %stages.0.blocks.1.gamma.m_new, %bcast_221 : tensor<96xf32>
    %bcast_222 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_28 = stablehlo.divide %stages.0.blocks.1.gamma.v_new, %bcast_222 : tensor<96xf32>
    %sqrt_13 = stablehlo.sqrt %divide_28 : tensor<96xf32>
    %cst_255 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_195 = stablehlo.add %sqrt_13, %cst_255 : tensor<96xf32>
    %stages.0.blocks.1.gamma.adam = stablehlo.divide %divide_27, %add_195 : tensor<96xf32>
    %bcast_223 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_269 = stablehlo.multiply %bcast_223, %stages.0.blocks.1.gamma.adam : tensor<96xf32>
    %stages.0.blocks.1.gamma.new = stablehlo.subtract %stages.0.blocks.1.gamma, %multiply_269 : tensor<96xf32>
    %cst_256 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_270 = stablehlo.multiply %cst_256, %stages.0.blocks.1.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_257 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_271 = stablehlo.multiply %cst_257, %clipped_14 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_270, %multiply_271 : tensor<96x1x7x7xf32>
    %multiply_272 = stablehlo.multiply %clipped_14, %clipped_14 : tensor<96x1x7x7xf32>
    %cst_258 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_273 = stablehlo.multiply %cst_258, %stages.0.blocks.1.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_259 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_274 = stablehlo.multiply %cst_259, %multiply_272 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_273, %multiply_274 : tensor<96x1x7x7xf32>
    %bcast_224 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_29 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.m_new, %bcast_224 : tensor<96x1x7x7xf32>
    %bcast_225 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_30 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.v_new, %bcast_225 : tensor<96x1x7x7xf32>
    %sqrt_14 = stablehlo.sqrt %divide_30 : tensor<96x1x7x7xf32>
    %cst_260 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_196 = stablehlo.add %sqrt_14, %cst_260 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_29, %add_196 : tensor<96x1x7x7xf32>
    %cst_261 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_275 = stablehlo.multiply %cst_261, %stages.0.blocks.1.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_4 = stablehlo.add %stages.0.blocks.1.conv_dw.weight.adam, %multiply_275 : tensor<96x1x7x7xf32>
    %bcast_226 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_276 = stablehlo.multiply %bcast_226, %decayed_4 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.weight, %multiply_276 : tensor<96x1x7x7xf32>
    %cst_262 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_277 = stablehlo.multiply %cst_262, %stages.0.blocks.1.conv_dw.bias.m : tensor<96xf32>
    %cst_263 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_278 = stablehlo.multiply %cst_263, %clipped_15 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_277, %multiply_278 : tensor<96xf32>
    %multiply_279 = stablehlo.multiply %clipped_15, %clipped_15 : tensor<96xf32>
    %cst_264 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_280 = stablehlo.multiply %cst_264, %stages.0.blocks.1.conv_dw.bias.v : tensor<96xf32>
    %cst_265 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_281 = stablehlo.multiply %cst_265, %multiply_279 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_280, %multiply_281 : tensor<96xf32>
    %bcast_227 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_31 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.m_new, %bcast_227 : tensor<96xf32>
    %bcast_228 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_32 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.v_new, %bcast_228 : tensor<96xf32>
    %sqrt_15 = stablehlo.sqrt %divide_32 : tensor<96xf32>
    %cst_266 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_197 = stablehlo.add %sqrt_15, %cst_266 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_31, %add_197 : tensor<96xf32>
    %bcast_229 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_282 = stablehlo.multiply %bcast_229, %stages.0.blocks.1.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.bias, %multiply_282 : tensor<96xf32>
    %cst_267 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_283 = stablehlo.multiply %cst_267, %stages.0.blocks.1.norm.weight.m : tensor<96xf32>
    %cst_268 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_284 = stablehlo.multiply %cst_268, %clipped_16 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.m_new = stablehlo.add %multiply_283, %multiply_284 : tensor<96xf32>
    %multiply_285 = stablehlo.multiply %clipped_16, %clipped_16 : tensor<96xf32>
    %cst_269 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_286 = stablehlo.multiply %cst_269, %stages.0.blocks.1.norm.weight.v : tensor<96xf32>
    %cst_270 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_287 = stablehlo.multiply %cst_270, %multiply_285 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.v_new = stablehlo.add %multiply_286, %multiply_287 : tensor<96xf32>
    %bcast_230 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_33 = stablehlo.divide %stages.0.blocks.1.norm.weight.m_new, %bcast_230 : tensor<96xf32>
    %bcast_231 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_34 = stablehlo.divide %stages.0.blocks.1.norm.weight.v_new, %bcast_231 : tensor<96xf32>
    %sqrt_16 = stablehlo.sqrt %divide_34 : tensor<96xf32>
    %cst_271 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_198 = stablehlo.add %sqrt_16, %cst_271 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.adam = stablehlo.divide %divide_33, %add_198 : tensor<96xf32>
    %bcast_232 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_288 = stablehlo.multiply %bcast_232, %stages.0.blocks.1.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.new = stablehlo.subtract %stages.0.blocks.1.norm.weight, %multiply_288 : tensor<96xf32>
    %cst_272 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_289 = stablehlo.multiply %cst_272, %stages.0.blocks.1.norm.bias.m : tensor<96xf32>
    %cst_273 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_290 = stablehlo.multiply %cst_273, %clipped_17 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.m_new = stablehlo.add %multiply_289, %multiply_290 : tensor<96xf32>
    %multiply_291 = stablehlo.multiply %clipped_17, %clipped_17 : tensor<96xf32>
    %cst_274 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_292 = stablehlo.multiply %cst_274, %stages.0.blocks.1.norm.bias.v : tensor<96xf32>
    %cst_275 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_293 = stablehlo.multiply %cst_275, %multiply_291 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.v_new = stablehlo.add %multiply_292, %multiply_293 : tensor<96xf32>
    %bcast_233 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_35 = stablehlo.divide %stages.0.blocks.1.norm.bias.m_new, %bcast_233 : tensor<96xf32>
    %bcast_234 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_36 = stablehlo.divide %stages.0.blocks.1.norm.bias.v_new, %bcast_234 : tensor<96xf32>
    %sqrt_17 = stablehlo.sqrt %divide_36 : tensor<96xf32>
    %cst_276 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_199 = stablehlo.add %sqrt_17, %cst_276 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.adam = stablehlo.divide %divide_35, %add_199 : tensor<96xf32>
    %bcast_235 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_294 = stablehlo.multiply %bcast_235, %stages.0.blocks.1.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.new = stablehlo.subtract %stages.0.blocks.1.norm.bias, %multiply_294 : tensor<96xf32>
    %cst_277 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_295 = stablehlo.multiply %cst_277, %stages.0.blocks.1.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_278 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_296 = stablehlo.multiply %cst_278, %clipped_18 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_295, %multiply_296 : tensor<384x96xf32>
    %multiply_297 = stablehlo.multiply %clipped_18, %clipped_18 : tensor<384x96xf32>
    %cst_279 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_298 = stablehlo.multiply %cst_279, %stages.0.blocks.1.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_280 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_299 = stablehlo.multiply %cst_280, %multiply_297 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_298, %multiply_299 : tensor<384x96xf32>
    %bcast_236 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_37 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.m_new, %bcast_236 : tensor<384x96xf32>
    %bcast_237 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_38 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.v_new, %bcast_237 : tensor<384x96xf32>
    %sqrt_18 = stablehlo.sqrt %divide_38 : tensor<384x96xf32>
    %cst_281 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_200 = stablehlo.add %sqrt_18, %cst_281 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_37, %add_200 : tensor<384x96xf32>
    %cst_282 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_300 = stablehlo.multiply %cst_282, %stages.0.blocks.1.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_5 = stablehlo.add %stages.0.blocks.1.mlp.fc1.weight.adam, %multiply_300 : tensor<384x96xf32>
    %bcast_238 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_301 = stablehlo.multiply %bcast_238, %decayed_5 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.weight, %multiply_301 : tensor<384x96xf32>
    %cst_283 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_302 = stablehlo.multiply %cst_283, %stages.0.blocks.1.mlp.fc1.bias.m : tensor<384xf32>
    %cst_284 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_303 = stablehlo.multiply %cst_284, %clipped_19 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_302, %multiply_303 : tensor<384xf32>
    %multiply_304 = stablehlo.multiply %clipped_19, %clipped_19 : tensor<384xf32>
    %cst_285 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_305 = stablehlo.multiply %cst_285, %stages.0.blocks.1.mlp.fc1.bias.v : tensor<384xf32>
    %cst_286 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_306 = stablehlo.multiply %cst_286, %multiply_304 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_305, %multiply_306 : tensor<384xf32>
    %bcast_239 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_39 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.m_new, %bcast_239 : tensor<384xf32>
    %bcast_240 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_40 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.v_new, %bcast_240 : tensor<384xf32>
    %sqrt_19 = stablehlo.sqrt %divide_40 : tensor<384xf32>
    %cst_287 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_201 = stablehlo.add %sqrt_19, %cst_287 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_39, %add_201 : tensor<384xf32>
    %bcast_241 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_307 = stablehlo.multiply %bcast_241, %stages.0.blocks.1.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.bias, %multiply_307 : tensor<384xf32>
    %cst_288 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_308 = stablehlo.multiply %cst_288, %stages.0.blocks.1.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_289 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_309 = stablehlo.multiply %cst_289, %clipped_20 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_308, %multiply_309 : tensor<96x384xf32>
    %multiply_310 = stablehlo.multiply %clipped_20, %clipped_20 : tensor<96x384xf32>
    %cst_290 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_311 = stablehlo.multiply %cst_290, %stages.0.blocks.1.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_291 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_312 = stablehlo.multiply %cst_291, %multiply_310 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_311, %multiply_312 : tensor<96x384xf32>
    %bcast_242 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_41 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.m_new, %bcast_242 : tensor<96x384xf32>
    %bcast_243 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_42 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.v_new, %bcast_243 : tensor<96x384xf32>
    %sqrt_20 = stablehlo.sqrt %divide_42 : tensor<96x384xf32>
    %cst_292 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_202 = stablehlo.add %sqrt_20, %cst_292 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_41, %add_202 : tensor<96x384xf32>
    %cst_293 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_313 = stablehlo.multiply %cst_293, %stages.0.blocks.1.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_6 = stablehlo.add %stages.0.blocks.1.mlp.fc2.weight.adam, %multiply_313 : tensor<96x384xf32>
    %bcast_244 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_314 = stablehlo.multiply %bcast_244, %decayed_6 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.weight, %multiply_314 : tensor<96x384xf32>
    %cst_294 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_315 = stablehlo.multiply %cst_294, %stages.0.blocks.1.mlp.fc2.bias.m : tensor<96xf32>
    %cst_295 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_316 = stablehlo.multiply %cst_295, %clipped_21 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_315, %multiply_316 : tensor<96xf32>
    %multiply_317 = stablehlo.multiply %clipped_21, %clipped_21 : tensor<96xf32>
    %cst_296 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_318 = stablehlo.multiply %cst_296, %stages.0.blocks.1.mlp.fc2.bias.v : tensor<96xf32>
    %cst_297 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_319 = stablehlo.multiply %cst_297, %multiply_317 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_318, %multiply_319 : tensor<96xf32>
    %bcast_245 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_43 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.m_new, %bcast_245 : tensor<96xf32>
    %bcast_246 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_44 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.v_new, %bcast_246 : tensor<96xf32>
    %sqrt_21 = stablehlo.sqrt %divide_44 : tensor<96xf32>
    %cst_298 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_203 = stablehlo.add %sqrt_21, %cst_298 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_43, %add_203 : tensor<96xf32>
    %bcast_247 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_320 = stablehlo.multiply %bcast_247, %stages.0.blocks.1.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.bias, %multiply_320 : tensor<96xf32>
    %cst_299 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_321 = stablehlo.multiply %cst_299, %stages.0.blocks.2.gamma.m : tensor<96xf32>
    %cst_300 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_322 = stablehlo.multiply %cst_300, %clipped_22 : tensor<96xf32>
    %stages.0.blocks.2.gamma.m_new = stablehlo.add %multiply_321, %multiply_322 : tensor<96xf32>
    %multiply_323 = stablehlo.multiply %clipped_22, %clipped_22 : tensor<96xf32>
    %cst_301 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_324 = stablehlo.multiply %cst_301, %stages.0.blocks.2.gamma.v : tensor<96xf32>
    %cst_302 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_325 = stablehlo.multiply %cst_302, %multiply_323 : tensor<96xf32>
    %stages.0.blocks.2.gamma.v_new = stablehlo.add %multiply_324, %multiply_325 : tensor<96xf32>
    %bcast_248 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_45 = stablehlo.divide %stages.0.blocks.2.gamma.m_new, %bcast_248 : tensor<96xf32>
    %bcast_249 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_46 = stablehlo.divide %stages.0.blocks.2.gamma.v_new, %bcast_249 : tensor<96xf32>
    %sqrt_22 = stablehlo.sqrt %divide_46 : tensor<96xf32>
    %cst_303 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_204 = stablehlo.add %sqrt_22, %cst_303 : tensor<96xf32>
    %stages.0.blocks.2.gamma.adam = stablehlo.divide %divide_45, %add_204 : tensor<96xf32>
    %bcast_250 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_326 = stablehlo.multiply %bcast_250, %stages.0.blocks.2.gamma.adam : tensor<96xf32>
    %stages.0.blocks.2.gamma.new = stablehlo.subtract %stages.0.blocks.2.gamma, %multiply_326 : tensor<96xf32>
    %cst_304 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_327 = stablehlo.multiply %cst_304, %stages.0.blocks.2.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_305 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_328 = stablehlo.multiply %cst_305, %clipped_23 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_327, %multiply_328 : tensor<96x1x7x7xf32>
    %multiply_329 = stablehlo.multiply %clipped_23, %clipped_23 : tensor<96x1x7x7xf32>
    %cst_306 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_330 = stablehlo.multiply %cst_306, %stages.0.blocks.2.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_307 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_331 = stablehlo.multiply %cst_307, %multiply_329 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_330, %multiply_331 : tensor<96x1x7x7xf32>
    %bcast_251 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_47 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.m_new, %bcast_251 : tensor<96x1x7x7xf32>
    %bcast_252 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_48 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.v_new, %bcast_252 : tensor<96x1x7x7xf32>
    %sqrt_23 = stablehlo.sqrt %divide_48 : tensor<96x1x7x7xf32>
    %cst_308 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_205 = stablehlo.add %sqrt_23, %cst_308 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_47, %add_205 : tensor<96x1x7x7xf32>
    %cst_309 = stablehlo.constant dense<0.05000000074505806> : tensor<96x1x7x7xf32>
    %multiply_332 = stablehlo.multiply %cst_309, %stages.0.blocks.2.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_7 = stablehlo.add %stages.0.blocks.2.conv_dw.weight.adam, %multiply_332 : tensor<96x1x7x7xf32>
    %bcast_253 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_333 = stablehlo.multiply %bcast_253, %decayed_7 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.weight, %multiply_333 : tensor<96x1x7x7xf32>
    %cst_310 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_334 = stablehlo.multiply %cst_310, %stages.0.blocks.2.conv_dw.bias.m : tensor<96xf32>
    %cst_311 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_335 = stablehlo.multiply %cst_311, %clipped_24 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_334, %multiply_335 : tensor<96xf32>
    %multiply_336 = stablehlo.multiply %clipped_24, %clipped_24 : tensor<96xf32>
    %cst_312 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_337 = stablehlo.multiply %cst_312, %stages.0.blocks.2.conv_dw.bias.v : tensor<96xf32>
    %cst_313 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_338 = stablehlo.multiply %cst_313, %multiply_336 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_337, %multiply_338 : tensor<96xf32>
    %bcast_254 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_49 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.m_new, %bcast_254 : tensor<96xf32>
    %bcast_255 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_50 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.v_new, %bcast_255 : tensor<96xf32>
    %sqrt_24 = stablehlo.sqrt %divide_50 : tensor<96xf32>
    %cst_314 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_206 = stablehlo.add %sqrt_24, %cst_314 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_49, %add_206 : tensor<96xf32>
    %bcast_256 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_339 = stablehlo.multiply %bcast_256, %stages.0.blocks.2.conv_dw.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.bias, %multiply_339 : tensor<96xf32>
    %cst_315 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_340 = stablehlo.multiply %cst_315, %stages.0.blocks.2.norm.weight.m : tensor<96xf32>
    %cst_316 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_341 = stablehlo.multiply %cst_316, %clipped_25 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.m_new = stablehlo.add %multiply_340, %multiply_341 : tensor<96xf32>
    %multiply_342 = stablehlo.multiply %clipped_25, %clipped_25 : tensor<96xf32>
    %cst_317 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_343 = stablehlo.multiply %cst_317, %stages.0.blocks.2.norm.weight.v : tensor<96xf32>
    %cst_318 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_344 = stablehlo.multiply %cst_318, %multiply_342 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.v_new = stablehlo.add %multiply_343, %multiply_344 : tensor<96xf32>
    %bcast_257 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_51 = stablehlo.divide %stages.0.blocks.2.norm.weight.m_new, %bcast_257 : tensor<96xf32>
    %bcast_258 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_52 = stablehlo.divide %stages.0.blocks.2.norm.weight.v_new, %bcast_258 : tensor<96xf32>
    %sqrt_25 = stablehlo.sqrt %divide_52 : tensor<96xf32>
    %cst_319 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_207 = stablehlo.add %sqrt_25, %cst_319 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.adam = stablehlo.divide %divide_51, %add_207 : tensor<96xf32>
    %bcast_259 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_345 = stablehlo.multiply %bcast_259, %stages.0.blocks.2.norm.weight.adam : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.new = stablehlo.subtract %stages.0.blocks.2.norm.weight, %multiply_345 : tensor<96xf32>
    %cst_320 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_346 = stablehlo.multiply %cst_320, %stages.0.blocks.2.norm.bias.m : tensor<96xf32>
    %cst_321 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_347 = stablehlo.multiply %cst_321, %clipped_26 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.m_new = stablehlo.add %multiply_346, %multiply_347 : tensor<96xf32>
    %multiply_348 = stablehlo.multiply %clipped_26, %clipped_26 : tensor<96xf32>
    %cst_322 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_349 = stablehlo.multiply %cst_322, %stages.0.blocks.2.norm.bias.v : tensor<96xf32>
    %cst_323 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_350 = stablehlo.multiply %cst_323, %multiply_348 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.v_new = stablehlo.add %multiply_349, %multiply_350 : tensor<96xf32>
    %bcast_260 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_53 = stablehlo.divide %stages.0.blocks.2.norm.bias.m_new, %bcast_260 : tensor<96xf32>
    %bcast_261 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_54 = stablehlo.divide %stages.0.blocks.2.norm.bias.v_new, %bcast_261 : tensor<96xf32>
    %sqrt_26 = stablehlo.sqrt %divide_54 : tensor<96xf32>
    %cst_324 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_208 = stablehlo.add %sqrt_26, %cst_324 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.adam = stablehlo.divide %divide_53, %add_208 : tensor<96xf32>
    %bcast_262 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_351 = stablehlo.multiply %bcast_262, %stages.0.blocks.2.norm.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.new = stablehlo.subtract %stages.0.blocks.2.norm.bias, %multiply_351 : tensor<96xf32>
    %cst_325 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_352 = stablehlo.multiply %cst_325, %stages.0.blocks.2.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_326 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_353 = stablehlo.multiply %cst_326, %clipped_27 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_352, %multiply_353 : tensor<384x96xf32>
    %multiply_354 = stablehlo.multiply %clipped_27, %clipped_27 : tensor<384x96xf32>
    %cst_327 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_355 = stablehlo.multiply %cst_327, %stages.0.blocks.2.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_328 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_356 = stablehlo.multiply %cst_328, %multiply_354 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_355, %multiply_356 : tensor<384x96xf32>
    %bcast_263 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_55 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.m_new, %bcast_263 : tensor<384x96xf32>
    %bcast_264 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_56 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.v_new, %bcast_264 : tensor<384x96xf32>
    %sqrt_27 = stablehlo.sqrt %divide_56 : tensor<384x96xf32>
    %cst_329 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_209 = stablehlo.add %sqrt_27, %cst_329 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_55, %add_209 : tensor<384x96xf32>
    %cst_330 = stablehlo.constant dense<0.05000000074505806> : tensor<384x96xf32>
    %multiply_357 = stablehlo.multiply %cst_330, %stages.0.blocks.2.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_8 = stablehlo.add %stages.0.blocks.2.mlp.fc1.weight.adam, %multiply_357 : tensor<384x96xf32>
    %bcast_265 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_358 = stablehlo.multiply %bcast_265, %decayed_8 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.weight, %multiply_358 : tensor<384x96xf32>
    %cst_331 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_359 = stablehlo.multiply %cst_331, %stages.0.blocks.2.mlp.fc1.bias.m : tensor<384xf32>
    %cst_332 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_360 = stablehlo.multiply %cst_332, %clipped_28 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_359, %multiply_360 : tensor<384xf32>
    %multiply_361 = stablehlo.multiply %clipped_28, %clipped_28 : tensor<384xf32>
    %cst_333 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_362 = stablehlo.multiply %cst_333, %stages.0.blocks.2.mlp.fc1.bias.v : tensor<384xf32>
    %cst_334 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_363 = stablehlo.multiply %cst_334, %multiply_361 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_362, %multiply_363 : tensor<384xf32>
    %bcast_266 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_57 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.m_new, %bcast_266 : tensor<384xf32>
    %bcast_267 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_58 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.v_new, %bcast_267 : tensor<384xf32>
    %sqrt_28 = stablehlo.sqrt %divide_58 : tensor<384xf32>
    %cst_335 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_210 = stablehlo.add %sqrt_28, %cst_335 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_57, %add_210 : tensor<384xf32>
    %bcast_268 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_364 = stablehlo.multiply %bcast_268, %stages.0.blocks.2.mlp.fc1.bias.adam : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.bias, %multiply_364 : tensor<384xf32>
    %cst_336 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_365 = stablehlo.multiply %cst_336, %stages.0.blocks.2.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_337 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_366 = stablehlo.multiply %cst_337, %clipped_29 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_365, %multiply_366 : tensor<96x384xf32>
    %multiply_367 = stablehlo.multiply %clipped_29, %clipped_29 : tensor<96x384xf32>
    %cst_338 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_368 = stablehlo.multiply %cst_338, %stages.0.blocks.2.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_339 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_369 = stablehlo.multiply %cst_339, %multiply_367 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_368, %multiply_369 : tensor<96x384xf32>
    %bcast_269 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_59 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.m_new, %bcast_269 : tensor<96x384xf32>
    %bcast_270 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_60 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.v_new, %bcast_270 : tensor<96x384xf32>
    %sqrt_29 = stablehlo.sqrt %divide_60 : tensor<96x384xf32>
    %cst_340 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_211 = stablehlo.add %sqrt_29, %cst_340 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_59, %add_211 : tensor<96x384xf32>
    %cst_341 = stablehlo.constant dense<0.05000000074505806> : tensor<96x384xf32>
    %multiply_370 = stablehlo.multiply %cst_341, %stages.0.blocks.2.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_9 = stablehlo.add %stages.0.blocks.2.mlp.fc2.weight.adam, %multiply_370 : tensor<96x384xf32>
    %bcast_271 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_371 = stablehlo.multiply %bcast_271, %decayed_9 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.weight, %multiply_371 : tensor<96x384xf32>
    %cst_342 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_372 = stablehlo.multiply %cst_342, %stages.0.blocks.2.mlp.fc2.bias.m : tensor<96xf32>
    %cst_343 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_373 = stablehlo.multiply %cst_343, %clipped_30 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_372, %multiply_373 : tensor<96xf32>
    %multiply_374 = stablehlo.multiply %clipped_30, %clipped_30 : tensor<96xf32>
    %cst_344 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_375 = stablehlo.multiply %cst_344, %stages.0.blocks.2.mlp.fc2.bias.v : tensor<96xf32>
    %cst_345 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_376 = stablehlo.multiply %cst_345, %multiply_374 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_375, %multiply_376 : tensor<96xf32>
    %bcast_272 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_61 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.m_new, %bcast_272 : tensor<96xf32>
    %bcast_273 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_62 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.v_new, %bcast_273 : tensor<96xf32>
    %sqrt_30 = stablehlo.sqrt %divide_62 : tensor<96xf32>
    %cst_346 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_212 = stablehlo.add %sqrt_30, %cst_346 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_61, %add_212 : tensor<96xf32>
    %bcast_274 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_377 = stablehlo.multiply %bcast_274, %stages.0.blocks.2.mlp.fc2.bias.adam : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.bias, %multiply_377 : tensor<96xf32>
    %cst_347 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_378 = stablehlo.multiply %cst_347, %stages.1.downsample.0.weight.m : tensor<96xf32>
    %cst_348 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_379 = stablehlo.multiply %cst_348, %clipped_31 : tensor<96xf32>
    %stages.1.downsample.0.weight.m_new = stablehlo.add %multiply_378, %multiply_379 : tensor<96xf32>
    %multiply_380 = stablehlo.multiply %clipped_31, %clipped_31 : tensor<96xf32>
    %cst_349 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_381 = stablehlo.multiply %cst_349, %stages.1.downsample.0.weight.v : tensor<96xf32>
    %cst_350 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_382 = stablehlo.multiply %cst_350, %multiply_380 : tensor<96xf32>
    %stages.1.downsample.0.weight.v_new = stablehlo.add %multiply_381, %multiply_382 : tensor<96xf32>
    %bcast_275 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_63 = stablehlo.divide %stages.1.downsample.0.weight.m_new, %bcast_275 : tensor<96xf32>
    %bcast_276 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_64 = stablehlo.divide %stages.1.downsample.0.weight.v_new, %bcast_276 : tensor<96xf32>
    %sqrt_31 = stablehlo.sqrt %divide_64 : tensor<96xf32>
    %cst_351 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_213 = stablehlo.add %sqrt_31, %cst_351 : tensor<96xf32>
    %stages.1.downsample.0.weight.adam = stablehlo.divide %divide_63, %add_213 : tensor<96xf32>
    %bcast_277 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_383 = stablehlo.multiply %bcast_277, %stages.1.downsample.0.weight.adam : tensor<96xf32>
    %stages.1.downsample.0.weight.new = stablehlo.subtract %stages.1.downsample.0.weight, %multiply_383 : tensor<96xf32>
    %cst_352 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_384 = stablehlo.multiply %cst_352, %stages.1.downsample.0.bias.m : tensor<96xf32>
    %cst_353 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_385 = stablehlo.multiply %cst_353, %clipped_32 : tensor<96xf32>
    %stages.1.downsample.0.bias.m_new = stablehlo.add %multiply_384, %multiply_385 : tensor<96xf32>
    %multiply_386 = stablehlo.multiply %clipped_32, %clipped_32 : tensor<96xf32>
    %cst_354 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_387 = stablehlo.multiply %cst_354, %stages.1.downsample.0.bias.v : tensor<96xf32>
    %cst_355 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_388 = stablehlo.multiply %cst_355, %multiply_386 : tensor<96xf32>
    %stages.1.downsample.0.bias.v_new = stablehlo.add %multiply_387, %multiply_388 : tensor<96xf32>
    %bcast_278 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_65 = stablehlo.divide %stages.1.downsample.0.bias.m_new, %bcast_278 : tensor<96xf32>
    %bcast_279 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_66 = stablehlo.divide %stages.1.downsample.0.bias.v_new, %bcast_279 : tensor<96xf32>
    %sqrt_32 = stablehlo.sqrt %divide_66 : tensor<96xf32>
    %cst_356 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_214 = stablehlo.add %sqrt_32, %cst_356 : tensor<96xf32>
    %stages.1.downsample.0.bias.adam = stablehlo.divide %divide_65, %add_214 : tensor<96xf32>
    %bcast_280 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_389 = stablehlo.multiply %bcast_280, %stages.1.downsample.0.bias.adam : tensor<96xf32>
    %stages.1.downsample.0.bias.new = stablehlo.subtract %stages.1.downsample.0.bias, %multiply_389 : tensor<96xf32>
    %cst_357 = stablehlo.constant dense<0.8999999761581421> : tensor<192x96x2x2xf32>
    %multiply_390 = stablehlo.multiply %cst_357, %stages.1.downsample.1.weight.m : tensor<192x96x2x2xf32>
    %cst_358 = stablehlo.constant dense<0.10000000149011612> : tensor<192x96x2x2xf32>
    %multiply_391 = stablehlo.multiply %cst_358, %clipped_33 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.m_new = stablehlo.add %multiply_390, %multiply_391 : tensor<192x96x2x2xf32>
    %multiply_392 = stablehlo.multiply %clipped_33, %clipped_33 : tensor<192x96x2x2xf32>
    %cst_359 = stablehlo.constant dense<0.9990000128746033> : tensor<192x96x2x2xf32>
    %multiply_393 = stablehlo.multiply %cst_359, %stages.1.downsample.1.weight.v : tensor<192x96x2x2xf32>
    %cst_360 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x96x2x2xf32>
    %multiply_394 = stablehlo.multiply %cst_360, %multiply_392 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.v_new = stablehlo.add %multiply_393, %multiply_394 : tensor<192x96x2x2xf32>
    %bcast_281 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_67 = stablehlo.divide %stages.1.downsample.1.weight.m_new, %bcast_281 : tensor<192x96x2x2xf32>
    %bcast_282 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_68 = stablehlo.divide %stages.1.downsample.1.weight.v_new, %bcast_282 : tensor<192x96x2x2xf32>
    %sqrt_33 = stablehlo.sqrt %divide_68 : tensor<192x96x2x2xf32>
    %cst_361 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x96x2x2xf32>
    %add_215 = stablehlo.add %sqrt_33, %cst_361 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.adam = stablehlo.divide %divide_67, %add_215 : tensor<192x96x2x2xf32>
    %cst_362 = stablehlo.constant dense<0.05000000074505806> : tensor<192x96x2x2xf32>
    %multiply_395 = stablehlo.multiply %cst_362, %stages.1.downsample.1.weight : tensor<192x96x2x2xf32>
    %decayed_10 = stablehlo.add %stages.1.downsample.1.weight.adam, %multiply_395 : tensor<192x96x2x2xf32>
    %bcast_283 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %multiply_396 = stablehlo.multiply %bcast_283, %decayed_10 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.new = stablehlo.subtract %stages.1.downsample.1.weight, %multiply_396 : tensor<192x96x2x2xf32>
    %cst_363 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_397 = stablehlo.multiply %cst_363, %stages.1.downsample.1.bias.m : tensor<192xf32>
    %cst_364 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_398 = stablehlo.multiply %cst_364, %clipped_34 : tensor<192xf32>
    %stages.1.downsample.1.bias.m_new = stablehlo.add %multiply_397, %multiply_398 : tensor<192xf32>
    %multiply_399 = stablehlo.multiply %clipped_34, %clipped_34 : tensor<192xf32>
    %cst_365 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_400 = stablehlo.multiply %cst_365, %stages.1.downsample.1.bias.v : tensor<192xf32>
    %cst_366 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_401 = stablehlo.multiply %cst_366, %multiply_399 : tensor<192xf32>
    %stages.1.downsample.1.bias.v_new = stablehlo.add %multiply_400, %multiply_401 : tensor<192xf32>
    %bcast_284 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_69 = stablehlo.divide %stages.1.downsample.1.bias.m_new, %bcast_284 : tensor<192xf32>
    %bcast_285 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_70 = stablehlo.divide %stages.1.downsample.1.bias.v_new, %bcast_285 : tensor<192xf32>
    %sqrt_34 = stablehlo.sqrt %divide_70 : tensor<192xf32>
    %cst_367 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_216 = stablehlo.add %sqrt_34, %cst_367 : tensor<192xf32>
    %stages.1.downsample.1.bias.adam = stablehlo.divide %divide_69, %add_216 : tensor<192xf32>
    %bcast_286 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_402 = stablehlo.multiply %bcast_286, %stages.1.downsample.1.bias.adam : tensor<192xf32>
    %stages.1.downsample.1.bias.new = stablehlo.subtract %stages.1.downsample.1.bias, %multiply_402 : tensor<192xf32>
    %cst_368 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_403 = stablehlo.multiply %cst_368, %stages.1.blocks.0.gamma.m : tensor<192xf32>
    %cst_369 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_404 = stablehlo.multiply %cst_369, %clipped_35 : tensor<192xf32>
    %stages.1.blocks.0.gamma.m_new = stablehlo.add %multiply_403, %multiply_404 : tensor<192xf32>
    %multiply_405 = stablehlo.multiply %clipped_35, %clipped_35 : tensor<192xf32>
    %cst_370 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_406 = stablehlo.multiply %cst_370, %stages.1.blocks.0.gamma.v : tensor<192xf32>
    %cst_371 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_407 = stablehlo.multiply %cst_371, %multiply_405 : tensor<192xf32>
    %stages.1.blocks.0.gamma.v_new = stablehlo.add %multiply_406, %multiply_407 : tensor<192xf32>
    %bcast_287 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_71 = stablehlo.divide %stages.1.blocks.0.gamma.m_new, %bcast_287 : tensor<192xf32>
    %bcast_288 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_72 = stablehlo.divide %stages.1.blocks.0.gamma.v_new, %bcast_288 : tensor<192xf32>
    %sqrt_35 = stablehlo.sqrt %divide_72 : tensor<192xf32>
    %cst_372 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_217 = stablehlo.add %sqrt_35, %cst_372 : tensor<192xf32>
    %stages.1.blocks.0.gamma.adam = stablehlo.divide %divide_71, %add_217 : tensor<192xf32>
    %bcast_289 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_408 = stablehlo.multiply %bcast_289, %stages.1.blocks.0.gamma.adam : tensor<192xf32>
    %stages.1.blocks.0.gamma.new = stablehlo.subtract %stages.1.blocks.0.gamma, %multiply_408 : tensor<192xf32>
    %cst_373 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_409 = stablehlo.multiply %cst_373, %stages.1.blocks.0.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_374 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_410 = stablehlo.multiply %cst_374, %clipped_36 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_409, %multiply_410 : tensor<192x1x7x7xf32>
    %multiply_411 = stablehlo.multiply %clipped_36, %clipped_36 : tensor<192x1x7x7xf32>
    %cst_375 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_412 = stablehlo.multiply %cst_375, %stages.1.blocks.0.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_376 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_413 = stablehlo.multiply %cst_376, %multiply_411 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_412, %multiply_413 : tensor<192x1x7x7xf32>
    %bcast_290 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_73 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.m_new, %bcast_290 : tensor<192x1x7x7xf32>
    %bcast_291 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_74 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.v_new, %bcast_291 : tensor<192x1x7x7xf32>
    %sqrt_36 = stablehlo.sqrt %divide_74 : tensor<192x1x7x7xf32>
    %cst_377 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_218 = stablehlo.add %sqrt_36, %cst_377 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_73, %add_218 : tensor<192x1x7x7xf32>
    %cst_378 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_414 = stablehlo.multiply %cst_378, %stages.1.blocks.0.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_11 = stablehlo.add %stages.1.blocks.0.conv_dw.weight.adam, %multiply_414 : tensor<192x1x7x7xf32>
    %bcast_292 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_415 = stablehlo.multiply %bcast_292, %decayed_11 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.weight, %multiply_415 : tensor<192x1x7x7xf32>
    %cst_379 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_416 = stablehlo.multiply %cst_379, %stages.1.blocks.0.conv_dw.bias.m : tensor<192xf32>
    %cst_380 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_417 = stablehlo.multiply %cst_380, %clipped_37 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_416, %multiply_417 : tensor<192xf32>
    %multiply_418 = stablehlo.multiply %clipped_37, %clipped_37 : tensor<192xf32>
    %cst_381 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_419 = stablehlo.multiply %cst_381, %stages.1.blocks.0.conv_dw.bias.v : tensor<192xf32>
    %cst_382 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_420 = stablehlo.multiply %cst_382, %multiply_418 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_419, %multiply_420 : tensor<192xf32>
    %bcast_293 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_75 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.m_new, %bcast_293 : tensor<192xf32>
    %bcast_294 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_76 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.v_new, %bcast_294 : tensor<192xf32>
    %sqrt_37 = stablehlo.sqrt %divide_76 : tensor<192xf32>
    %cst_383 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_219 = stablehlo.add %sqrt_37, %cst_383 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_75, %add_219 : tensor<192xf32>
    %bcast_295 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_421 = stablehlo.multiply %bcast_295, %stages.1.blocks.0.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.bias, %multiply_421 : tensor<192xf32>
    %cst_384 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_422 = stablehlo.multiply %cst_384, %stages.1.blocks.0.norm.weight.m : tensor<192xf32>
    %cst_385 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_423 = stablehlo.multiply %cst_385, %clipped_38 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.m_new = stablehlo.add %multiply_422, %multiply_423 : tensor<192xf32>
    %multiply_424 = stablehlo.multiply %clipped_38, %clipped_38 : tensor<192xf32>
    %cst_386 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_425 = stablehlo.multiply %cst_386, %stages.1.blocks.0.norm.weight.v : tensor<192xf32>
    %cst_387 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_426 = stablehlo.multiply %cst_387, %multiply_424 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.v_new = stablehlo.add %multiply_425, %multiply_426 : tensor<192xf32>
    %bcast_296 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_77 = stablehlo.divide %stages.1.blocks.0.norm.weight.m_new, %bcast_296 : tensor<192xf32>
    %bcast_297 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_78 = stablehlo.divide %stages.1.blocks.0.norm.weight.v_new, %bcast_297 : tensor<192xf32>
    %sqrt_38 = stablehlo.sqrt %divide_78 : tensor<192xf32>
    %cst_388 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_220 = stablehlo.add %sqrt_38, %cst_388 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.adam = stablehlo.divide %divide_77, %add_220 : tensor<192xf32>
    %bcast_298 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_427 = stablehlo.multiply %bcast_298, %stages.1.blocks.0.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.new = stablehlo.subtract %stages.1.blocks.0.norm.weight, %multiply_427 : tensor<192xf32>
    %cst_389 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_428 = stablehlo.multiply %cst_389, %stages.1.blocks.0.norm.bias.m : tensor<192xf32>
    %cst_390 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_429 = stablehlo.multiply %cst_390, %clipped_39 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.m_new = stablehlo.add %multiply_428, %multiply_429 : tensor<192xf32>
    %multiply_430 = stablehlo.multiply %clipped_39, %clipped_39 : tensor<192xf32>
    %cst_391 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_431 = stablehlo.multiply %cst_391, %stages.1.blocks.0.norm.bias.v : tensor<192xf32>
    %cst_392 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_432 = stablehlo.multiply %cst_392, %multiply_430 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.v_new = stablehlo.add %multiply_431, %multiply_432 : tensor<192xf32>
    %bcast_299 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_79 = stablehlo.divide %stages.1.blocks.0.norm.bias.m_new, %bcast_299 : tensor<192xf32>
    %bcast_300 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_80 = stablehlo.divide %stages.1.blocks.0.norm.bias.v_new, %bcast_300 : tensor<192xf32>
    %sqrt_39 = stablehlo.sqrt %divide_80 : tensor<192xf32>
    %cst_393 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_221 = stablehlo.add %sqrt_39, %cst_393 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.adam = stablehlo.divide %divide_79, %add_221 : tensor<192xf32>
    %bcast_301 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_433 = stablehlo.multiply %bcast_301, %stages.1.blocks.0.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.new = stablehlo.subtract %stages.1.blocks.0.norm.bias, %multiply_433 : tensor<192xf32>
    %cst_394 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_434 = stablehlo.multiply %cst_394, %stages.1.blocks.0.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_395 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_435 = stablehlo.multiply %cst_395, %clipped_40 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_434, %multiply_435 : tensor<768x192xf32>
    %multiply_436 = stablehlo.multiply %clipped_40, %clipped_40 : tensor<768x192xf32>
    %cst_396 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_437 = stablehlo.multiply %cst_396, %stages.1.blocks.0.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_397 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_438 = stablehlo.multiply %cst_397, %multiply_436 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_437, %multiply_438 : tensor<768x192xf32>
    %bcast_302 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_81 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.m_new, %bcast_302 : tensor<768x192xf32>
    %bcast_303 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_82 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.v_new, %bcast_303 : tensor<768x192xf32>
    %sqrt_40 = stablehlo.sqrt %divide_82 : tensor<768x192xf32>
    %cst_398 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_222 = stablehlo.add %sqrt_40, %cst_398 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_81, %add_222 : tensor<768x192xf32>
    %cst_399 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_439 = stablehlo.multiply %cst_399, %stages.1.blocks.0.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_12 = stablehlo.add %stages.1.blocks.0.mlp.fc1.weight.adam, %multiply_439 : tensor<768x192xf32>
    %bcast_304 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_440 = stablehlo.multiply %bcast_304, %decayed_12 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.weight, %multiply_440 : tensor<768x192xf32>
    %cst_400 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_441 = stablehlo.multiply %cst_400, %stages.1.blocks.0.mlp.fc1.bias.m : tensor<768xf32>
    %cst_401 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_442 = stablehlo.multiply %cst_401, %clipped_41 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_441, %multiply_442 : tensor<768xf32>
    %multiply_443 = stablehlo.multiply %clipped_41, %clipped_41 : tensor<768xf32>
    %cst_402 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_444 = stablehlo.multiply %cst_402, %stages.1.blocks.0.mlp.fc1.bias.v : tensor<768xf32>
    %cst_403 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_445 = stablehlo.multiply %cst_403, %multiply_443 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_444, %multiply_445 : tensor<768xf32>
    %bcast_305 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_83 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.m_new, %bcast_305 : tensor<768xf32>
    %bcast_306 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_84 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.v_new, %bcast_306 : tensor<768xf32>
    %sqrt_41 = stablehlo.sqrt %divide_84 : tensor<768xf32>
    %cst_404 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_223 = stablehlo.add %sqrt_41, %cst_404 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_83, %add_223 : tensor<768xf32>
    %bcast_307 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_446 = stablehlo.multiply %bcast_307, %stages.1.blocks.0.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.bias, %multiply_446 : tensor<768xf32>
    %cst_405 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_447 = stablehlo.multiply %cst_405, %stages.1.blocks.0.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_406 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_448 = stablehlo.multiply %cst_406, %clipped_42 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_447, %multiply_448 : tensor<192x768xf32>
    %multiply_449 = stablehlo.multiply %clipped_42, %clipped_42 : tensor<192x768xf32>
    %cst_407 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_450 = stablehlo.multiply %cst_407, %stages.1.blocks.0.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_408 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_451 = stablehlo.multiply %cst_408, %multiply_449 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_450, %multiply_451 : tensor<192x768xf32>
    %bcast_308 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_85 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.m_new, %bcast_308 : tensor<192x768xf32>
    %bcast_309 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_86 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.v_new, %bcast_309 : tensor<192x768xf32>
    %sqrt_42 = stablehlo.sqrt %divide_86 : tensor<192x768xf32>
    %cst_409 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_224 = stablehlo.add %sqrt_42, %cst_409 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_85, %add_224 : tensor<192x768xf32>
    %cst_410 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_452 = stablehlo.multiply %cst_410, %stages.1.blocks.0.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_13 = stablehlo.add %stages.1.blocks.0.mlp.fc2.weight.adam, %multiply_452 : tensor<192x768xf32>
    %bcast_310 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_453 = stablehlo.multiply %bcast_310, %decayed_13 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.weight, %multiply_453 : tensor<192x768xf32>
    %cst_411 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_454 = stablehlo.multiply %cst_411, %stages.1.blocks.0.mlp.fc2.bias.m : tensor<192xf32>
    %cst_412 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_455 = stablehlo.multiply %cst_412, %clipped_43 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_454, %multiply_455 : tensor<192xf32>
    %multiply_456 = stablehlo.multiply %clipped_43, %clipped_43 : tensor<192xf32>
    %cst_413 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_457 = stablehlo.multiply %cst_413, %stages.1.blocks.0.mlp.fc2.bias.v : tensor<192xf32>
    %cst_414 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_458 = stablehlo.multiply %cst_414, %multiply_456 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_457, %multiply_458 : tensor<192xf32>
    %bcast_311 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_87 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.m_new, %bcast_311 : tensor<192xf32>
    %bcast_312 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_88 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.v_new, %bcast_312 : tensor<192xf32>
    %sqrt_43 = stablehlo.sqrt %divide_88 : tensor<192xf32>
    %cst_415 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_225 = stablehlo.add %sqrt_43, %cst_415 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_87, %add_225 : tensor<192xf32>
    %bcast_313 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_459 = stablehlo.multiply %bcast_313, %stages.1.blocks.0.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.bias, %multiply_459 : tensor<192xf32>
    %cst_416 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_460 = stablehlo.multiply %cst_416, %stages.1.blocks.1.gamma.m : tensor<192xf32>
    %cst_417 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_461 = stablehlo.multiply %cst_417, %clipped_44 : tensor<192xf32>
    %stages.1.blocks.1.gamma.m_new = stablehlo.add %multiply_460, %multiply_461 : tensor<192xf32>
    %multiply_462 = stablehlo.multiply %clipped_44, %clipped_44 : tensor<192xf32>
    %cst_418 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_463 = stablehlo.multiply %cst_418, %stages.1.blocks.1.gamma.v : tensor<192xf32>
    %cst_419 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_464 = stablehlo.multiply %cst_419, %multiply_462 : tensor<192xf32>
    %stages.1.blocks.1.gamma.v_new = stablehlo.add %multiply_463, %multiply_464 : tensor<192xf32>
    %bcast_314 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_89 = stablehlo.divide %stages.1.blocks.1.gamma.m_new, %bcast_314 : tensor<192xf32>
    %bcast_315 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_90 = stablehlo.divide %stages.1.blocks.1.gamma.v_new, %bcast_315 : tensor<192xf32>
    %sqrt_44 = stablehlo.sqrt %divide_90 : tensor<192xf32>
    %cst_420 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_226 = stablehlo.add %sqrt_44, %cst_420 : tensor<192xf32>
    %stages.1.blocks.1.gamma.adam = stablehlo.divide %divide_89, %add_226 : tensor<192xf32>
    %bcast_316 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_465 = stablehlo.multiply %bcast_316, %stages.1.blocks.1.gamma.adam : tensor<192xf32>
    %stages.1.blocks.1.gamma.new = stablehlo.subtract %stages.1.blocks.1.gamma, %multiply_465 : tensor<192xf32>
    %cst_421 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_466 = stablehlo.multiply %cst_421, %stages.1.blocks.1.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_422 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_467 = stablehlo.multiply %cst_422, %clipped_45 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_466, %multiply_467 : tensor<192x1x7x7xf32>
    %multiply_468 = stablehlo.multiply %clipped_45, %clipped_45 : tensor<192x1x7x7xf32>
    %cst_423 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_469 = stablehlo.multiply %cst_423, %stages.1.blocks.1.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_424 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_470 = stablehlo.multiply %cst_424, %multiply_468 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_469, %multiply_470 : tensor<192x1x7x7xf32>
    %bcast_317 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_91 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.m_new, %bcast_317 : tensor<192x1x7x7xf32>
    %bcast_318 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_92 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.v_new, %bcast_318 : tensor<192x1x7x7xf32>
    %sqrt_45 = stablehlo.sqrt %divide_92 : tensor<192x1x7x7xf32>
    %cst_425 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_227 = stablehlo.add %sqrt_45, %cst_425 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_91, %add_227 : tensor<192x1x7x7xf32>
    %cst_426 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_471 = stablehlo.multiply %cst_426, %stages.1.blocks.1.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_14 = stablehlo.add %stages.1.blocks.1.conv_dw.weight.adam, %multiply_471 : tensor<192x1x7x7xf32>
    %bcast_319 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_472 = stablehlo.multiply %bcast_319, %decayed_14 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.weight, %multiply_472 : tensor<192x1x7x7xf32>
    %cst_427 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_473 = stablehlo.multiply %cst_427, %stages.1.blocks.1.conv_dw.bias.m : tensor<192xf32>
    %cst_428 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_474 = stablehlo.multiply %cst_428, %clipped_46 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_473, %multiply_474 : tensor<192xf32>
    %multiply_475 = stablehlo.multiply %clipped_46, %clipped_46 : tensor<192xf32>
    %cst_429 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_476 = stablehlo.multiply %cst_429, %stages.1.blocks.1.conv_dw.bias.v : tensor<192xf32>
    %cst_430 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_477 = stablehlo.multiply %cst_430, %multiply_475 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_476, %multiply_477 : tensor<192xf32>
    %bcast_320 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_93 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.m_new, %bcast_320 : tensor<192xf32>
    %bcast_321 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_94 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.v_new, %bcast_321 : tensor<192xf32>
    %sqrt_46 = stablehlo.sqrt %divide_94 : tensor<192xf32>
    %cst_431 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_228 = stablehlo.add %sqrt_46, %cst_431 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_93, %add_228 : tensor<192xf32>
    %bcast_322 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_478 = stablehlo.multiply %bcast_322, %stages.1.blocks.1.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.bias, %multiply_478 : tensor<192xf32>
    %cst_432 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_479 = stablehlo.multiply %cst_432, %stages.1.blocks.1.norm.weight.m : tensor<192xf32>
    %cst_433 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_480 = stablehlo.multiply %cst_433, %clipped_47 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.m_new = stablehlo.add %multiply_479, %multiply_480 : tensor<192xf32>
    %multiply_481 = stablehlo.multiply %clipped_47, %clipped_47 : tensor<192xf32>
    %cst_434 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_482 = stablehlo.multiply %cst_434, %stages.1.blocks.1.norm.weight.v : tensor<192xf32>
    %cst_435 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_483 = stablehlo.multiply %cst_435, %multiply_481 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.v_new = stablehlo.add %multiply_482, %multiply_483 : tensor<192xf32>
    %bcast_323 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_95 = stablehlo.divide %stages.1.blocks.1.norm.weight.m_new, %bcast_323 : tensor<192xf32>
    %bcast_324 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_96 = stablehlo.divide %stages.1.blocks.1.norm.weight.v_new, %bcast_324 : tensor<192xf32>
    %sqrt_47 = stablehlo.sqrt %divide_96 : tensor<192xf32>
    %cst_436 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_229 = stablehlo.add %sqrt_47, %cst_436 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.adam = stablehlo.divide %divide_95, %add_229 : tensor<192xf32>
    %bcast_325 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_484 = stablehlo.multiply %bcast_325, %stages.1.blocks.1.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.new = stablehlo.subtract %stages.1.blocks.1.norm.weight, %multiply_484 : tensor<192xf32>
    %cst_437 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_485 = stablehlo.multiply %cst_437, %stages.1.blocks.1.norm.bias.m : tensor<192xf32>
    %cst_438 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_486 = stablehlo.multiply %cst_438, %clipped_48 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.m_new = stablehlo.add %multiply_485, %multiply_486 : tensor<192xf32>
    %multiply_487 = stablehlo.multiply %clipped_48, %clipped_48 : tensor<192xf32>
    %cst_439 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_488 = stablehlo.multiply %cst_439, %stages.1.blocks.1.norm.bias.v : tensor<192xf32>
    %cst_440 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_489 = stablehlo.multiply %cst_440, %multiply_487 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.v_new = stablehlo.add %multiply_488, %multiply_489 : tensor<192xf32>
    %bcast_326 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_97 = stablehlo.divide %stages.1.blocks.1.norm.bias.m_new, %bcast_326 : tensor<192xf32>
    %bcast_327 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_98 = stablehlo.divide %stages.1.blocks.1.norm.bias.v_new, %bcast_327 : tensor<192xf32>
    %sqrt_48 = stablehlo.sqrt %divide_98 : tensor<192xf32>
    %cst_441 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_230 = stablehlo.add %sqrt_48, %cst_441 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.adam = stablehlo.divide %divide_97, %add_230 : tensor<192xf32>
    %bcast_328 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_490 = stablehlo.multiply %bcast_328, %stages.1.blocks.1.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.new = stablehlo.subtract %stages.1.blocks.1.norm.bias, %multiply_490 : tensor<192xf32>
    %cst_442 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_491 = stablehlo.multiply %cst_442, %stages.1.blocks.1.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_443 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_492 = stablehlo.multiply %cst_443, %clipped_49 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_491, %multiply_492 : tensor<768x192xf32>
    %multiply_493 = stablehlo.multiply %clipped_49, %clipped_49 : tensor<768x192xf32>
    %cst_444 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_494 = stablehlo.multiply %cst_444, %stages.1.blocks.1.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_445 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_495 = stablehlo.multiply %cst_445, %multiply_493 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_494, %multiply_495 : tensor<768x192xf32>
    %bcast_329 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_99 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.m_new, %bcast_329 : tensor<768x192xf32>
    %bcast_330 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_100 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.v_new, %bcast_330 : tensor<768x192xf32>
    %sqrt_49 = stablehlo.sqrt %divide_100 : tensor<768x192xf32>
    %cst_446 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_231 = stablehlo.add %sqrt_49, %cst_446 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_99, %add_231 : tensor<768x192xf32>
    %cst_447 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_496 = stablehlo.multiply %cst_447, %stages.1.blocks.1.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_15 = stablehlo.add %stages.1.blocks.1.mlp.fc1.weight.adam, %multiply_496 : tensor<768x192xf32>
    %bcast_331 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_497 = stablehlo.multiply %bcast_331, %decayed_15 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.weight, %multiply_497 : tensor<768x192xf32>
    %cst_448 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_498 = stablehlo.multiply %cst_448, %stages.1.blocks.1.mlp.fc1.bias.m : tensor<768xf32>
    %cst_449 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_499 = stablehlo.multiply %cst_449, %clipped_50 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_498, %multiply_499 : tensor<768xf32>
    %multiply_500 = stablehlo.multiply %clipped_50, %clipped_50 : tensor<768xf32>
    %cst_450 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_501 = stablehlo.multiply %cst_450, %stages.1.blocks.1.mlp.fc1.bias.v : tensor<768xf32>
    %cst_451 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_502 = stablehlo.multiply %cst_451, %multiply_500 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_501, %multiply_502 : tensor<768xf32>
    %bcast_332 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_101 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.m_new, %bcast_332 : tensor<768xf32>
    %bcast_333 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_102 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.v_new, %bcast_333 : tensor<768xf32>
    %sqrt_50 = stablehlo.sqrt %divide_102 : tensor<768xf32>
    %cst_452 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_232 = stablehlo.add %sqrt_50, %cst_452 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_101, %add_232 : tensor<768xf32>
    %bcast_334 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_503 = stablehlo.multiply %bcast_334, %stages.1.blocks.1.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.bias, %multiply_503 : tensor<768xf32>
    %cst_453 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_504 = stablehlo.multiply %cst_453, %stages.1.blocks.1.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_454 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_505 = stablehlo.multiply %cst_454, %clipped_51 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_504, %multiply_505 : tensor<192x768xf32>
    %multiply_506 = stablehlo.multiply %clipped_51, %clipped_51 : tensor<192x768xf32>
    %cst_455 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_507 = stablehlo.multiply %cst_455, %stages.1.blocks.1.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_456 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_508 = stablehlo.multiply %cst_456, %multiply_506 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_507, %multiply_508 : tensor<192x768xf32>
    %bcast_335 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_103 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.m_new, %bcast_335 : tensor<192x768xf32>
    %bcast_336 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_104 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.v_new, %bcast_336 : tensor<192x768xf32>
    %sqrt_51 = stablehlo.sqrt %divide_104 : tensor<192x768xf32>
    %cst_457 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_233 = stablehlo.add %sqrt_51, %cst_457 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_103, %add_233 : tensor<192x768xf32>
    %cst_458 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_509 = stablehlo.multiply %cst_458, %stages.1.blocks.1.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_16 = stablehlo.add %stages.1.blocks.1.mlp.fc2.weight.adam, %multiply_509 : tensor<192x768xf32>
    %bcast_337 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_510 = stablehlo.multiply %bcast_337, %decayed_16 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.weight, %multiply_510 : tensor<192x768xf32>
    %cst_459 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_511 = stablehlo.multiply %cst_459, %stages.1.blocks.1.mlp.fc2.bias.m : tensor<192xf32>
    %cst_460 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_512 = stablehlo.multiply %cst_460, %clipped_52 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_511, %multiply_512 : tensor<192xf32>
    %multiply_513 = stablehlo.multiply %clipped_52, %clipped_52 : tensor<192xf32>
    %cst_461 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_514 = stablehlo.multiply %cst_461, %stages.1.blocks.1.mlp.fc2.bias.v : tensor<192xf32>
    %cst_462 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_515 = stablehlo.multiply %cst_462, %multiply_513 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_514, %multiply_515 : tensor<192xf32>
    %bcast_338 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_105 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.m_new, %bcast_338 : tensor<192xf32>
    %bcast_339 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_106 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.v_new, %bcast_339 : tensor<192xf32>
    %sqrt_52 = stablehlo.sqrt %divide_106 : tensor<192xf32>
    %cst_463 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_234 = stablehlo.add %sqrt_52, %cst_463 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_105, %add_234 : tensor<192xf32>
    %bcast_340 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_516 = stablehlo.multiply %bcast_340, %stages.1.blocks.1.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.bias, %multiply_516 : tensor<192xf32>
    %cst_464 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_517 = stablehlo.multiply %cst_464, %stages.1.blocks.2.gamma.m : tensor<192xf32>
    %cst_465 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_518 = stablehlo.multiply %cst_465, %clipped_53 : tensor<192xf32>
    %stages.1.blocks.2.gamma.m_new = stablehlo.add %multiply_517, %multiply_518 : tensor<192xf32>
    %multiply_519 = stablehlo.multiply %clipped_53, %clipped_53 : tensor<192xf32>
    %cst_466 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_520 = stablehlo.multiply %cst_466, %stages.1.blocks.2.gamma.v : tensor<192xf32>
    %cst_467 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_521 = stablehlo.multiply %cst_467, %multiply_519 : tensor<192xf32>
    %stages.1.blocks.2.gamma.v_new = stablehlo.add %multiply_520, %multiply_521 : tensor<192xf32>
    %bcast_341 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_107 = stablehlo.divide %stages.1.blocks.2.gamma.m_new, %bcast_341 : tensor<192xf32>
    %bcast_342 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_108 = stablehlo.divide %stages.1.blocks.2.gamma.v_new, %bcast_342 : tensor<192xf32>
    %sqrt_53 = stablehlo.sqrt %divide_108 : tensor<192xf32>
    %cst_468 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_235 = stablehlo.add %sqrt_53, %cst_468 : tensor<192xf32>
    %stages.1.blocks.2.gamma.adam = stablehlo.divide %divide_107, %add_235 : tensor<192xf32>
    %bcast_343 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_522 = stablehlo.multiply %bcast_343, %stages.1.blocks.2.gamma.adam : tensor<192xf32>
    %stages.1.blocks.2.gamma.new = stablehlo.subtract %stages.1.blocks.2.gamma, %multiply_522 : tensor<192xf32>
    %cst_469 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_523 = stablehlo.multiply %cst_469, %stages.1.blocks.2.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_470 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_524 = stablehlo.multiply %cst_470, %clipped_54 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_523, %multiply_524 : tensor<192x1x7x7xf32>
    %multiply_525 = stablehlo.multiply %clipped_54, %clipped_54 : tensor<192x1x7x7xf32>
    %cst_471 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_526 = stablehlo.multiply %cst_471, %stages.1.blocks.2.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_472 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_527 = stablehlo.multiply %cst_472, %multiply_525 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_526, %multiply_527 : tensor<192x1x7x7xf32>
    %bcast_344 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_109 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.m_new, %bcast_344 : tensor<192x1x7x7xf32>
    %bcast_345 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_110 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.v_new, %bcast_345 : tensor<192x1x7x7xf32>
    %sqrt_54 = stablehlo.sqrt %divide_110 : tensor<192x1x7x7xf32>
    %cst_473 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_236 = stablehlo.add %sqrt_54, %cst_473 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_109, %add_236 : tensor<192x1x7x7xf32>
    %cst_474 = stablehlo.constant dense<0.05000000074505806> : tensor<192x1x7x7xf32>
    %multiply_528 = stablehlo.multiply %cst_474, %stages.1.blocks.2.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_17 = stablehlo.add %stages.1.blocks.2.conv_dw.weight.adam, %multiply_528 : tensor<192x1x7x7xf32>
    %bcast_346 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_529 = stablehlo.multiply %bcast_346, %decayed_17 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.weight, %multiply_529 : tensor<192x1x7x7xf32>
    %cst_475 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_530 = stablehlo.multiply %cst_475, %stages.1.blocks.2.conv_dw.bias.m : tensor<192xf32>
    %cst_476 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_531 = stablehlo.multiply %cst_476, %clipped_55 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_530, %multiply_531 : tensor<192xf32>
    %multiply_532 = stablehlo.multiply %clipped_55, %clipped_55 : tensor<192xf32>
    %cst_477 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_533 = stablehlo.multiply %cst_477, %stages.1.blocks.2.conv_dw.bias.v : tensor<192xf32>
    %cst_478 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_534 = stablehlo.multiply %cst_478, %multiply_532 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_533, %multiply_534 : tensor<192xf32>
    %bcast_347 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_111 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.m_new, %bcast_347 : tensor<192xf32>
    %bcast_348 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_112 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.v_new, %bcast_348 : tensor<192xf32>
    %sqrt_55 = stablehlo.sqrt %divide_112 : tensor<192xf32>
    %cst_479 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_237 = stablehlo.add %sqrt_55, %cst_479 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_111, %add_237 : tensor<192xf32>
    %bcast_349 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_535 = stablehlo.multiply %bcast_349, %stages.1.blocks.2.conv_dw.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.bias, %multiply_535 : tensor<192xf32>
    %cst_480 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_536 = stablehlo.multiply %cst_480, %stages.1.blocks.2.norm.weight.m : tensor<192xf32>
    %cst_481 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_537 = stablehlo.multiply %cst_481, %clipped_56 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.m_new = stablehlo.add %multiply_536, %multiply_537 : tensor<192xf32>
    %multiply_538 = stablehlo.multiply %clipped_56, %clipped_56 : tensor<192xf32>
    %cst_482 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_539 = stablehlo.multiply %cst_482, %stages.1.blocks.2.norm.weight.v : tensor<192xf32>
    %cst_483 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_540 = stablehlo.multiply %cst_483, %multiply_538 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.v_new = stablehlo.add %multiply_539, %multiply_540 : tensor<192xf32>
    %bcast_350 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_113 = stablehlo.divide %stages.1.blocks.2.norm.weight.m_new, %bcast_350 : tensor<192xf32>
    %bcast_351 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_114 = stablehlo.divide %stages.1.blocks.2.norm.weight.v_new, %bcast_351 : tensor<192xf32>
    %sqrt_56 = stablehlo.sqrt %divide_114 : tensor<192xf32>
    %cst_484 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_238 = stablehlo.add %sqrt_56, %cst_484 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.adam = stablehlo.divide %divide_113, %add_238 : tensor<192xf32>
    %bcast_352 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_541 = stablehlo.multiply %bcast_352, %stages.1.blocks.2.norm.weight.adam : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.new = stablehlo.subtract %stages.1.blocks.2.norm.weight, %multiply_541 : tensor<192xf32>
    %cst_485 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_542 = stablehlo.multiply %cst_485, %stages.1.blocks.2.norm.bias.m : tensor<192xf32>
    %cst_486 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_543 = stablehlo.multiply %cst_486, %clipped_57 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.m_new = stablehlo.add %multiply_542, %multiply_543 : tensor<192xf32>
    %multiply_544 = stablehlo.multiply %clipped_57, %clipped_57 : tensor<192xf32>
    %cst_487 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_545 = stablehlo.multiply %cst_487, %stages.1.blocks.2.norm.bias.v : tensor<192xf32>
    %cst_488 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_546 = stablehlo.multiply %cst_488, %multiply_544 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.v_new = stablehlo.add %multiply_545, %multiply_546 : tensor<192xf32>
    %bcast_353 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_115 = stablehlo.divide %stages.1.blocks.2.norm.bias.m_new, %bcast_353 : tensor<192xf32>
    %bcast_354 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_116 = stablehlo.divide %stages.1.blocks.2.norm.bias.v_new, %bcast_354 : tensor<192xf32>
    %sqrt_57 = stablehlo.sqrt %divide_116 : tensor<192xf32>
    %cst_489 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_239 = stablehlo.add %sqrt_57, %cst_489 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.adam = stablehlo.divide %divide_115, %add_239 : tensor<192xf32>
    %bcast_355 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_547 = stablehlo.multiply %bcast_355, %stages.1.blocks.2.norm.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.new = stablehlo.subtract %stages.1.blocks.2.norm.bias, %multiply_547 : tensor<192xf32>
    %cst_490 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_548 = stablehlo.multiply %cst_490, %stages.1.blocks.2.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_491 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_549 = stablehlo.multiply %cst_491, %clipped_58 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_548, %multiply_549 : tensor<768x192xf32>
    %multiply_550 = stablehlo.multiply %clipped_58, %clipped_58 : tensor<768x192xf32>
    %cst_492 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_551 = stablehlo.multiply %cst_492, %stages.1.blocks.2.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_493 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_552 = stablehlo.multiply %cst_493, %multiply_550 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_551, %multiply_552 : tensor<768x192xf32>
    %bcast_356 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_117 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.m_new, %bcast_356 : tensor<768x192xf32>
    %bcast_357 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_118 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.v_new, %bcast_357 : tensor<768x192xf32>
    %sqrt_58 = stablehlo.sqrt %divide_118 : tensor<768x192xf32>
    %cst_494 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_240 = stablehlo.add %sqrt_58, %cst_494 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_117, %add_240 : tensor<768x192xf32>
    %cst_495 = stablehlo.constant dense<0.05000000074505806> : tensor<768x192xf32>
    %multiply_553 = stablehlo.multiply %cst_495, %stages.1.blocks.2.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_18 = stablehlo.add %stages.1.blocks.2.mlp.fc1.weight.adam, %multiply_553 : tensor<768x192xf32>
    %bcast_358 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_554 = stablehlo.multiply %bcast_358, %decayed_18 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.weight, %multiply_554 : tensor<768x192xf32>
    %cst_496 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_555 = stablehlo.multiply %cst_496, %stages.1.blocks.2.mlp.fc1.bias.m : tensor<768xf32>
    %cst_497 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_556 = stablehlo.multiply %cst_497, %clipped_59 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_555, %multiply_556 : tensor<768xf32>
    %multiply_557 = stablehlo.multiply %clipped_59, %clipped_59 : tensor<768xf32>
    %cst_498 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_558 = stablehlo.multiply %cst_498, %stages.1.blocks.2.mlp.fc1.bias.v : tensor<768xf32>
    %cst_499 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_559 = stablehlo.multiply %cst_499, %multiply_557 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_558, %multiply_559 : tensor<768xf32>
    %bcast_359 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_119 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.m_new, %bcast_359 : tensor<768xf32>
    %bcast_360 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_120 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.v_new, %bcast_360 : tensor<768xf32>
    %sqrt_59 = stablehlo.sqrt %divide_120 : tensor<768xf32>
    %cst_500 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_241 = stablehlo.add %sqrt_59, %cst_500 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_119, %add_241 : tensor<768xf32>
    %bcast_361 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_560 = stablehlo.multiply %bcast_361, %stages.1.blocks.2.mlp.fc1.bias.adam : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.bias, %multiply_560 : tensor<768xf32>
    %cst_501 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_561 = stablehlo.multiply %cst_501, %stages.1.blocks.2.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_502 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_562 = stablehlo.multiply %cst_502, %clipped_60 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_561, %multiply_562 : tensor<192x768xf32>
    %multiply_563 = stablehlo.multiply %clipped_60, %clipped_60 : tensor<192x768xf32>
    %cst_503 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_564 = stablehlo.multiply %cst_503, %stages.1.blocks.2.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_504 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_565 = stablehlo.multiply %cst_504, %multiply_563 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_564, %multiply_565 : tensor<192x768xf32>
    %bcast_362 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_121 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.m_new, %bcast_362 : tensor<192x768xf32>
    %bcast_363 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_122 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.v_new, %bcast_363 : tensor<192x768xf32>
    %sqrt_60 = stablehlo.sqrt %divide_122 : tensor<192x768xf32>
    %cst_505 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_242 = stablehlo.add %sqrt_60, %cst_505 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_121, %add_242 : tensor<192x768xf32>
    %cst_506 = stablehlo.constant dense<0.05000000074505806> : tensor<192x768xf32>
    %multiply_566 = stablehlo.multiply %cst_506, %stages.1.blocks.2.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_19 = stablehlo.add %stages.1.blocks.2.mlp.fc2.weight.adam, %multiply_566 : tensor<192x768xf32>
    %bcast_364 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_567 = stablehlo.multiply %bcast_364, %decayed_19 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.weight, %multiply_567 : tensor<192x768xf32>
    %cst_507 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_568 = stablehlo.multiply %cst_507, %stages.1.blocks.2.mlp.fc2.bias.m : tensor<192xf32>
    %cst_508 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_569 = stablehlo.multiply %cst_508, %clipped_61 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_568, %multiply_569 : tensor<192xf32>
    %multiply_570 = stablehlo.multiply %clipped_61, %clipped_61 : tensor<192xf32>
    %cst_509 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_571 = stablehlo.multiply %cst_509, %stages.1.blocks.2.mlp.fc2.bias.v : tensor<192xf32>
    %cst_510 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_572 = stablehlo.multiply %cst_510, %multiply_570 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_571, %multiply_572 : tensor<192xf32>
    %bcast_365 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_123 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.m_new, %bcast_365 : tensor<192xf32>
    %bcast_366 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_124 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.v_new, %bcast_366 : tensor<192xf32>
    %sqrt_61 = stablehlo.sqrt %divide_124 : tensor<192xf32>
    %cst_511 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_243 = stablehlo.add %sqrt_61, %cst_511 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_123, %add_243 : tensor<192xf32>
    %bcast_367 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_573 = stablehlo.multiply %bcast_367, %stages.1.blocks.2.mlp.fc2.bias.adam : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.bias, %multiply_573 : tensor<192xf32>
    %cst_512 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_574 = stablehlo.multiply %cst_512, %stages.2.downsample.0.weight.m : tensor<192xf32>
    %cst_513 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_575 = stablehlo.multiply %cst_513, %clipped_62 : tensor<192xf32>
    %stages.2.downsample.0.weight.m_new = stablehlo.add %multiply_574, %multiply_575 : tensor<192xf32>
    %multiply_576 = stablehlo.multiply %clipped_62, %clipped_62 : tensor<192xf32>
    %cst_514 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_577 = stablehlo.multiply %cst_514, %stages.2.downsample.0.weight.v : tensor<192xf32>
    %cst_515 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_578 = stablehlo.multiply %cst_515, %multiply_576 : tensor<192xf32>
    %stages.2.downsample.0.weight.v_new = stablehlo.add %multiply_577, %multiply_578 : tensor<192xf32>
    %bcast_368 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_125 = stablehlo.divide %stages.2.downsample.0.weight.m_new, %bcast_368 : tensor<192xf32>
    %bcast_369 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_126 = stablehlo.divide %stages.2.downsample.0.weight.v_new, %bcast_369 : tensor<192xf32>
    %sqrt_62 = stablehlo.sqrt %divide_126 : tensor<192xf32>
    %cst_516 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_244 = stablehlo.add %sqrt_62, %cst_516 : tensor<192xf32>
    %stages.2.downsample.0.weight.adam = stablehlo.divide %divide_125, %add_244 : tensor<192xf32>
    %bcast_370 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_579 = stablehlo.multiply %bcast_370, %stages.2.downsample.0.weight.adam : tensor<192xf32>
    %stages.2.downsample.0.weight.new = stablehlo.subtract %stages.2.downsample.0.weight, %multiply_579 : tensor<192xf32>
    %cst_517 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_580 = stablehlo.multiply %cst_517, %stages.2.downsample.0.bias.m : tensor<192xf32>
    %cst_518 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_581 = stablehlo.multiply %cst_518, %clipped_63 : tensor<192xf32>
    %stages.2.downsample.0.bias.m_new = stablehlo.add %multiply_580, %multiply_581 : tensor<192xf32>
    %multiply_582 = stablehlo.multiply %clipped_63, %clipped_63 : tensor<192xf32>
    %cst_519 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_583 = stablehlo.multiply %cst_519, %stages.2.downsample.0.bias.v : tensor<192xf32>
    %cst_520 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_584 = stablehlo.multiply %cst_520, %multiply_582 : tensor<192xf32>
    %stages.2.downsample.0.bias.v_new = stablehlo.add %multiply_583, %multiply_584 : tensor<192xf32>
    %bcast_371 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_127 = stablehlo.divide %stages.2.downsample.0.bias.m_new, %bcast_371 : tensor<192xf32>
    %bcast_372 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_128 = stablehlo.divide %stages.2.downsample.0.bias.v_new, %bcast_372 : tensor<192xf32>
    %sqrt_63 = stablehlo.sqrt %divide_128 : tensor<192xf32>
    %cst_521 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_245 = stablehlo.add %sqrt_63, %cst_521 : tensor<192xf32>
    %stages.2.downsample.0.bias.adam = stablehlo.divide %divide_127, %add_245 : tensor<192xf32>
    %bcast_373 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_585 = stablehlo.multiply %bcast_373, %stages.2.downsample.0.bias.adam : tensor<192xf32>
    %stages.2.downsample.0.bias.new = stablehlo.subtract %stages.2.downsample.0.bias, %multiply_585 : tensor<192xf32>
    %cst_522 = stablehlo.constant dense<0.8999999761581421> : tensor<384x192x2x2xf32>
    %multiply_586 = stablehlo.multiply %cst_522, %stages.2.downsample.1.weight.m : tensor<384x192x2x2xf32>
    %cst_523 = stablehlo.constant dense<0.10000000149011612> : tensor<384x192x2x2xf32>
    %multiply_587 = stablehlo.multiply %cst_523, %clipped_64 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.m_new = stablehlo.add %multiply_586, %multiply_587 : tensor<384x192x2x2xf32>
    %multiply_588 = stablehlo.multiply %clipped_64, %clipped_64 : tensor<384x192x2x2xf32>
    %cst_524 = stablehlo.constant dense<0.9990000128746033> : tensor<384x192x2x2xf32>
    %multiply_589 = stablehlo.multiply %cst_524, %stages.2.downsample.1.weight.v : tensor<384x192x2x2xf32>
    %cst_525 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x192x2x2xf32>
    %multiply_590 = stablehlo.multiply %cst_525, %multiply_588 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.v_new = stablehlo.add %multiply_589, %multiply_590 : tensor<384x192x2x2xf32>
    %bcast_374 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_129 = stablehlo.divide %stages.2.downsample.1.weight.m_new, %bcast_374 : tensor<384x192x2x2xf32>
    %bcast_375 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_130 = stablehlo.divide %stages.2.downsample.1.weight.v_new, %bcast_375 : tensor<384x192x2x2xf32>
    %sqrt_64 = stablehlo.sqrt %divide_130 : tensor<384x192x2x2xf32>
    %cst_526 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x192x2x2xf32>
    %add_246 = stablehlo.add %sqrt_64, %cst_526 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.adam = stablehlo.divide %divide_129, %add_246 : tensor<384x192x2x2xf32>
    %cst_527 = stablehlo.constant dense<0.05000000074505806> : tensor<384x192x2x2xf32>
    %multiply_591 = stablehlo.multiply %cst_527, %stages.2.downsample.1.weight : tensor<384x192x2x2xf32>
    %decayed_20 = stablehlo.add %stages.2.downsample.1.weight.adam, %multiply_591 : tensor<384x192x2x2xf32>
    %bcast_376 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %multiply_592 = stablehlo.multiply %bcast_376, %decayed_20 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.new = stablehlo.subtract %stages.2.downsample.1.weight, %multiply_592 : tensor<384x192x2x2xf32>
    %cst_528 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_593 = stablehlo.multiply %cst_528, %stages.2.downsample.1.bias.m : tensor<384xf32>
    %cst_529 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_594 = stablehlo.multiply %cst_529, %clipped_65 : tensor<384xf32>
    %stages.2.downsample.1.bias.m_new = stablehlo.add %multiply_593, %multiply_594 : tensor<384xf32>
    %multiply_595 = stablehlo.multiply %clipped_65, %clipped_65 : tensor<384xf32>
    %cst_530 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_596 = stablehlo.multiply %cst_530, %stages.2.downsample.1.bias.v : tensor<384xf32>
    %cst_531 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_597 = stablehlo.multiply %cst_531, %multiply_595 : tensor<384xf32>
    %stages.2.downsample.1.bias.v_new = stablehlo.add %multiply_596, %multiply_597 : tensor<384xf32>
    %bcast_377 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_131 = stablehlo.divide %stages.2.downsample.1.bias.m_new, %bcast_377 : tensor<384xf32>
    %bcast_378 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_132 = stablehlo.divide %stages.2.downsample.1.bias.v_new, %bcast_378 : tensor<384xf32>
    %sqrt_65 = stablehlo.sqrt %divide_132 : tensor<384xf32>
    %cst_532 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_247 = stablehlo.add %sqrt_65, %cst_532 : tensor<384xf32>
    %stages.2.downsample.1.bias.adam = stablehlo.divide %divide_131, %add_247 : tensor<384xf32>
    %bcast_379 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_598 = stablehlo.multiply %bcast_379, %stages.2.downsample.1.bias.adam : tensor<384xf32>
    %stages.2.downsample.1.bias.new = stablehlo.subtract %stages.2.downsample.1.bias, %multiply_598 : tensor<384xf32>
    %cst_533 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_599 = stablehlo.multiply %cst_533, %stages.2.blocks.0.gamma.m : tensor<384xf32>
    %cst_534 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_600 = stablehlo.multiply %cst_534, %clipped_66 : tensor<384xf32>
    %stages.2.blocks.0.gamma.m_new = stablehlo.add %multiply_599, %multiply_600 : tensor<384xf32>
    %multiply_601 = stablehlo.multiply %clipped_66, %clipped_66 : tensor<384xf32>
    %cst_535 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_602 = stablehlo.multiply %cst_535, %stages.2.blocks.0.gamma.v : tensor<384xf32>
    %cst_536 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_603 = stablehlo.multiply %cst_536, %multiply_601 : tensor<384xf32>
    %stages.2.blocks.0.gamma.v_new = stablehlo.add %multiply_602, %multiply_603 : tensor<384xf32>
    %bcast_380 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_133 = stablehlo.divide %stages.2.blocks.0.gamma.m_new, %bcast_380 : tensor<384xf32>
    %bcast_381 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_134 = stablehlo.divide %stages.2.blocks.0.gamma.v_new, %bcast_381 : tensor<384xf32>
    %sqrt_66 = stablehlo.sqrt %divide_134 : tensor<384xf32>
    %cst_537 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_248 = stablehlo.add %sqrt_66, %cst_537 : tensor<384xf32>
    %stages.2.blocks.0.gamma.adam = stablehlo.divide %divide_133, %add_248 : tensor<384xf32>
    %bcast_382 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_604 = stablehlo.multiply %bcast_382, %stages.2.blocks.0.gamma.adam : tensor<384xf32>
    %stages.2.blocks.0.gamma.new = stablehlo.subtract %stages.2.blocks.0.gamma, %multiply_604 : tensor<384xf32>
    %cst_538 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_605 = stablehlo.multiply %cst_538, %stages.2.blocks.0.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_539 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_606 = stablehlo.multiply %cst_539, %clipped_67 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_605, %multiply_606 : tensor<384x1x7x7xf32>
    %multiply_607 = stablehlo.multiply %clipped_67, %clipped_67 : tensor<384x1x7x7xf32>
    %cst_540 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_608 = stablehlo.multiply %cst_540, %stages.2.blocks.0.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_541 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_609 = stablehlo.multiply %cst_541, %multiply_607 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_608, %multiply_609 : tensor<384x1x7x7xf32>
    %bcast_383 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_135 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.m_new, %bcast_383 : tensor<384x1x7x7xf32>
    %bcast_384 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_136 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.v_new, %bcast_384 : tensor<384x1x7x7xf32>
    %sqrt_67 = stablehlo.sqrt %divide_136 : tensor<384x1x7x7xf32>
    %cst_542 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_249 = stablehlo.add %sqrt_67, %cst_542 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_135, %add_249 : tensor<384x1x7x7xf32>
    %cst_543 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_610 = stablehlo.multiply %cst_543, %stages.2.blocks.0.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_21 = stablehlo.add %stages.2.blocks.0.conv_dw.weight.adam, %multiply_610 : tensor<384x1x7x7xf32>
    %bcast_385 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_611 = stablehlo.multiply %bcast_385, %decayed_21 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.weight, %multiply_611 : tensor<384x1x7x7xf32>
    %cst_544 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_612 = stablehlo.multiply %cst_544, %stages.2.blocks.0.conv_dw.bias.m : tensor<384xf32>
    %cst_545 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_613 = stablehlo.multiply %cst_545, %clipped_68 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_612, %multiply_613 : tensor<384xf32>
    %multiply_614 = stablehlo.multiply %clipped_68, %clipped_68 : tensor<384xf32>
    %cst_546 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_615 = stablehlo.multiply %cst_546, %stages.2.blocks.0.conv_dw.bias.v : tensor<384xf32>
    %cst_547 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_616 = stablehlo.multiply %cst_547, %multiply_614 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_615, %multiply_616 : tensor<384xf32>
    %bcast_386 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_137 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.m_new, %bcast_386 : tensor<384xf32>
    %bcast_387 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_138 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.v_new, %bcast_387 : tensor<384xf32>
    %sqrt_68 = stablehlo.sqrt %divide_138 : tensor<384xf32>
    %cst_548 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_250 = stablehlo.add %sqrt_68, %cst_548 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_137, %add_250 : tensor<384xf32>
    %bcast_388 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_617 = stablehlo.multiply %bcast_388, %stages.2.blocks.0.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.bias, %multiply_617 : tensor<384xf32>
    %cst_549 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_618 = stablehlo.multiply %cst_549, %stages.2.blocks.0.norm.weight.m : tensor<384xf32>
    %cst_550 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_619 = stablehlo.multiply %cst_550, %clipped_69 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.m_new = stablehlo.add %multiply_618, %multiply_619 : tensor<384xf32>
    %multiply_620 = stablehlo.multiply %clipped_69, %clipped_69 : tensor<384xf32>
    %cst_551 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_621 = stablehlo.multiply %cst_551, %stages.2.blocks.0.norm.weight.v : tensor<384xf32>
    %cst_552 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_622 = stablehlo.multiply %cst_552, %multiply_620 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.v_new = stablehlo.add %multiply_621, %multiply_622 : tensor<384xf32>
    %bcast_389 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_139 = stablehlo.divide %stages.2.blocks.0.norm.weight.m_new, %bcast_389 : tensor<384xf32>
    %bcast_390 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_140 = stablehlo.divide %stages.2.blocks.0.norm.weight.v_new, %bcast_390 : tensor<384xf32>
    %sqrt_69 = stablehlo.sqrt %divide_140 : tensor<384xf32>
    %cst_553 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_251 = stablehlo.add %sqrt_69, %cst_553 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.adam = stablehlo.divide %divide_139, %add_251 : tensor<384xf32>
    %bcast_391 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_623 = stablehlo.multiply %bcast_391, %stages.2.blocks.0.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.new = stablehlo.subtract %stages.2.blocks.0.norm.weight, %multiply_623 : tensor<384xf32>
    %cst_554 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_624 = stablehlo.multiply %cst_554, %stages.2.blocks.0.norm.bias.m : tensor<384xf32>
    %cst_555 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_625 = stablehlo.multiply %cst_555, %clipped_70 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.m_new = stablehlo.add %multiply_624, %multiply_625 : tensor<384xf32>
    %multiply_626 = stablehlo.multiply %clipped_70, %clipped_70 : tensor<384xf32>
    %cst_556 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_627 = stablehlo.multiply %cst_556, %stages.2.blocks.0.norm.bias.v : tensor<384xf32>
    %cst_557 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_628 = stablehlo.multiply %cst_557, %multiply_626 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.v_new = stablehlo.add %multiply_627, %multiply_628 : tensor<384xf32>
    %bcast_392 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_141 = stablehlo.divide %stages.2.blocks.0.norm.bias.m_new, %bcast_392 : tensor<384xf32>
    %bcast_393 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_142 = stablehlo.divide %stages.2.blocks.0.norm.bias.v_new, %bcast_393 : tensor<384xf32>
    %sqrt_70 = stablehlo.sqrt %divide_142 : tensor<384xf32>
    %cst_558 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_252 = stablehlo.add %sqrt_70, %cst_558 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.adam = stablehlo.divide %divide_141, %add_252 : tensor<384xf32>
    %bcast_394 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_629 = stablehlo.multiply %bcast_394, %stages.2.blocks.0.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.new = stablehlo.subtract %stages.2.blocks.0.norm.bias, %multiply_629 : tensor<384xf32>
    %cst_559 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_630 = stablehlo.multiply %cst_559, %stages.2.blocks.0.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_560 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_631 = stablehlo.multiply %cst_560, %clipped_71 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_630, %multiply_631 : tensor<1536x384xf32>
    %multiply_632 = stablehlo.multiply %clipped_71, %clipped_71 : tensor<1536x384xf32>
    %cst_561 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_633 = stablehlo.multiply %cst_561, %stages.2.blocks.0.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_562 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_634 = stablehlo.multiply %cst_562, %multiply_632 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_633, %multiply_634 : tensor<1536x384xf32>
    %bcast_395 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_143 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.m_new, %bcast_395 : tensor<1536x384xf32>
    %bcast_396 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_144 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.v_new, %bcast_396 : tensor<1536x384xf32>
    %sqrt_71 = stablehlo.sqrt %divide_144 : tensor<1536x384xf32>
    %cst_563 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_253 = stablehlo.add %sqrt_71, %cst_563 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_143, %add_253 : tensor<1536x384xf32>
    %cst_564 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_635 = stablehlo.multiply %cst_564, %stages.2.blocks.0.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_22 = stablehlo.add %stages.2.blocks.0.mlp.fc1.weight.adam, %multiply_635 : tensor<1536x384xf32>
    %bcast_397 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_636 = stablehlo.multiply %bcast_397, %decayed_22 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.weight, %multiply_636 : tensor<1536x384xf32>
    %cst_565 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_637 = stablehlo.multiply %cst_565, %stages.2.blocks.0.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_566 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_638 = stablehlo.multiply %cst_566, %clipped_72 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_637, %multiply_638 : tensor<1536xf32>
    %multiply_639 = stablehlo.multiply %clipped_72, %clipped_72 : tensor<1536xf32>
    %cst_567 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_640 = stablehlo.multiply %cst_567, %stages.2.blocks.0.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_568 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_641 = stablehlo.multiply %cst_568, %multiply_639 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_640, %multiply_641 : tensor<1536xf32>
    %bcast_398 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_145 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.m_new, %bcast_398 : tensor<1536xf32>
    %bcast_399 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_146 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.v_new, %bcast_399 : tensor<1536xf32>
    %sqrt_72 = stablehlo.sqrt %divide_146 : tensor<1536xf32>
    %cst_569 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_254 = stablehlo.add %sqrt_72, %cst_569 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_145, %add_254 : tensor<1536xf32>
    %bcast_400 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_642 = stablehlo.multiply %bcast_400, %stages.2.blocks.0.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.bias, %multiply_642 : tensor<1536xf32>
    %cst_570 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_643 = stablehlo.multiply %cst_570, %stages.2.blocks.0.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_571 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_644 = stablehlo.multiply %cst_571, %clipped_73 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_643, %multiply_644 : tensor<384x1536xf32>
    %multiply_645 = stablehlo.multiply %clipped_73, %clipped_73 : tensor<384x1536xf32>
    %cst_572 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_646 = stablehlo.multiply %cst_572, %stages.2.blocks.0.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_573 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_647 = stablehlo.multiply %cst_573, %multiply_645 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_646, %multiply_647 : tensor<384x1536xf32>
    %bcast_401 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_147 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.m_new, %bcast_401 : tensor<384x1536xf32>
    %bcast_402 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_148 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.v_new, %bcast_402 : tensor<384x1536xf32>
    %sqrt_73 = stablehlo.sqrt %divide_148 : tensor<384x1536xf32>
    %cst_574 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_255 = stablehlo.add %sqrt_73, %cst_574 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_147, %add_255 : tensor<384x1536xf32>
    %cst_575 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_648 = stablehlo.multiply %cst_575, %stages.2.blocks.0.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_23 = stablehlo.add %stages.2.blocks.0.mlp.fc2.weight.adam, %multiply_648 : tensor<384x1536xf32>
    %bcast_403 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_649 = stablehlo.multiply %bcast_403, %decayed_23 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.weight, %multiply_649 : tensor<384x1536xf32>
    %cst_576 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_650 = stablehlo.multiply %cst_576, %stages.2.blocks.0.mlp.fc2.bias.m : tensor<384xf32>
    %cst_577 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_651 = stablehlo.multiply %cst_577, %clipped_74 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_650, %multiply_651 : tensor<384xf32>
    %multiply_652 = stablehlo.multiply %clipped_74, %clipped_74 : tensor<384xf32>
    %cst_578 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_653 = stablehlo.multiply %cst_578, %stages.2.blocks.0.mlp.fc2.bias.v : tensor<384xf32>
    %cst_579 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_654 = stablehlo.multiply %cst_579, %multiply_652 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_653, %multiply_654 : tensor<384xf32>
    %bcast_404 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_149 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.m_new, %bcast_404 : tensor<384xf32>
    %bcast_405 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_150 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.v_new, %bcast_405 : tensor<384xf32>
    %sqrt_74 = stablehlo.sqrt %divide_150 : tensor<384xf32>
    %cst_580 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_256 = stablehlo.add %sqrt_74, %cst_580 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_149, %add_256 : tensor<384xf32>
    %bcast_406 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_655 = stablehlo.multiply %bcast_406, %stages.2.blocks.0.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.bias, %multiply_655 : tensor<384xf32>
    %cst_581 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_656 = stablehlo.multiply %cst_581, %stages.2.blocks.1.gamma.m : tensor<384xf32>
    %cst_582 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_657 = stablehlo.multiply %cst_582, %clipped_75 : tensor<384xf32>
    %stages.2.blocks.1.gamma.m_new = stablehlo.add %multiply_656, %multiply_657 : tensor<384xf32>
    %multiply_658 = stablehlo.multiply %clipped_75, %clipped_75 : tensor<384xf32>
    %cst_583 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_659 = stablehlo.multiply %cst_583, %stages.2.blocks.1.gamma.v : tensor<384xf32>
    %cst_584 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_660 = stablehlo.multiply %cst_584, %multiply_658 : tensor<384xf32>
    %stages.2.blocks.1.gamma.v_new = stablehlo.add %multiply_659, %multiply_660 : tensor<384xf32>
    %bcast_407 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_151 = stablehlo.divide %stages.2.blocks.1.gamma.m_new, %bcast_407 : tensor<384xf32>
    %bcast_408 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_152 = stablehlo.divide %stages.2.blocks.1.gamma.v_new, %bcast_408 : tensor<384xf32>
    %sqrt_75 = stablehlo.sqrt %divide_152 : tensor<384xf32>
    %cst_585 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_257 = stablehlo.add %sqrt_75, %cst_585 : tensor<384xf32>
    %stages.2.blocks.1.gamma.adam = stablehlo.divide %divide_151, %add_257 : tensor<384xf32>
    %bcast_409 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_661 = stablehlo.multiply %bcast_409, %stages.2.blocks.1.gamma.adam : tensor<384xf32>
    %stages.2.blocks.1.gamma.new = stablehlo.subtract %stages.2.blocks.1.gamma, %multiply_661 : tensor<384xf32>
    %cst_586 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_662 = stablehlo.multiply %cst_586, %stages.2.blocks.1.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_587 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_663 = stablehlo.multiply %cst_587, %clipped_76 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_662, %multiply_663 : tensor<384x1x7x7xf32>
    %multiply_664 = stablehlo.multiply %clipped_76, %clipped_76 : tensor<384x1x7x7xf32>
    %cst_588 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_665 = stablehlo.multiply %cst_588, %stages.2.blocks.1.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_589 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_666 = stablehlo.multiply %cst_589, %multiply_664 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_665, %multiply_666 : tensor<384x1x7x7xf32>
    %bcast_410 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_153 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.m_new, %bcast_410 : tensor<384x1x7x7xf32>
    %bcast_411 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_154 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.v_new, %bcast_411 : tensor<384x1x7x7xf32>
    %sqrt_76 = stablehlo.sqrt %divide_154 : tensor<384x1x7x7xf32>
    %cst_590 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_258 = stablehlo.add %sqrt_76, %cst_590 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_153, %add_258 : tensor<384x1x7x7xf32>
    %cst_591 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_667 = stablehlo.multiply %cst_591, %stages.2.blocks.1.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_24 = stablehlo.add %stages.2.blocks.1.conv_dw.weight.adam, %multiply_667 : tensor<384x1x7x7xf32>
    %bcast_412 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_668 = stablehlo.multiply %bcast_412, %decayed_24 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.weight, %multiply_668 : tensor<384x1x7x7xf32>
    %cst_592 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_669 = stablehlo.multiply %cst_592, %stages.2.blocks.1.conv_dw.bias.m : tensor<384xf32>
    %cst_593 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_670 = stablehlo.multiply %cst_593, %clipped_77 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_669, %multiply_670 : tensor<384xf32>
    %multiply_671 = stablehlo.multiply %clipped_77, %clipped_77 : tensor<384xf32>
    %cst_594 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_672 = stablehlo.multiply %cst_594, %stages.2.blocks.1.conv_dw.bias.v : tensor<384xf32>
    %cst_595 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_673 = stablehlo.multiply %cst_595, %multiply_671 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_672, %multiply_673 : tensor<384xf32>
    %bcast_413 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_155 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.m_new, %bcast_413 : tensor<384xf32>
    %bcast_414 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_156 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.v_new, %bcast_414 : tensor<384xf32>
    %sqrt_77 = stablehlo.sqrt %divide_156 : tensor<384xf32>
    %cst_596 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_259 = stablehlo.add %sqrt_77, %cst_596 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_155, %add_259 : tensor<384xf32>
    %bcast_415 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_674 = stablehlo.multiply %bcast_415, %stages.2.blocks.1.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.bias, %multiply_674 : tensor<384xf32>
    %cst_597 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_675 = stablehlo.multiply %cst_597, %stages.2.blocks.1.norm.weight.m : tensor<384xf32>
    %cst_598 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_676 = stablehlo.multiply %cst_598, %clipped_78 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.m_new = stablehlo.add %multiply_675, %multiply_676 : tensor<384xf32>
    %multiply_677 = stablehlo.multiply %clipped_78, %clipped_78 : tensor<384xf32>
    %cst_599 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_678 = stablehlo.multiply %cst_599, %stages.2.blocks.1.norm.weight.v : tensor<384xf32>
    %cst_600 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_679 = stablehlo.multiply %cst_600, %multiply_677 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.v_new = stablehlo.add %multiply_678, %multiply_679 : tensor<384xf32>
    %bcast_416 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_157 = stablehlo.divide %stages.2.blocks.1.norm.weight.m_new, %bcast_416 : tensor<384xf32>
    %bcast_417 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_158 = stablehlo.divide %stages.2.blocks.1.norm.weight.v_new, %bcast_417 : tensor<384xf32>
    %sqrt_78 = stablehlo.sqrt %divide_158 : tensor<384xf32>
    %cst_601 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_260 = stablehlo.add %sqrt_78, %cst_601 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.adam = stablehlo.divide %divide_157, %add_260 : tensor<384xf32>
    %bcast_418 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_680 = stablehlo.multiply %bcast_418, %stages.2.blocks.1.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.new = stablehlo.subtract %stages.2.blocks.1.norm.weight, %multiply_680 : tensor<384xf32>
    %cst_602 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_681 = stablehlo.multiply %cst_602, %stages.2.blocks.1.norm.bias.m : tensor<384xf32>
    %cst_603 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_682 = stablehlo.multiply %cst_603, %clipped_79 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.m_new = stablehlo.add %multiply_681, %multiply_682 : tensor<384xf32>
    %multiply_683 = stablehlo.multiply %clipped_79, %clipped_79 : tensor<384xf32>
    %cst_604 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_684 = stablehlo.multiply %cst_604, %stages.2.blocks.1.norm.bias.v : tensor<384xf32>
    %cst_605 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_685 = stablehlo.multiply %cst_605, %multiply_683 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.v_new = stablehlo.add %multiply_684, %multiply_685 : tensor<384xf32>
    %bcast_419 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_159 = stablehlo.divide %stages.2.blocks.1.norm.bias.m_new, %bcast_419 : tensor<384xf32>
    %bcast_420 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_160 = stablehlo.divide %stages.2.blocks.1.norm.bias.v_new, %bcast_420 : tensor<384xf32>
    %sqrt_79 = stablehlo.sqrt %divide_160 : tensor<384xf32>
    %cst_606 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_261 = stablehlo.add %sqrt_79, %cst_606 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.adam = stablehlo.divide %divide_159, %add_261 : tensor<384xf32>
    %bcast_421 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_686 = stablehlo.multiply %bcast_421, %stages.2.blocks.1.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.new = stablehlo.subtract %stages.2.blocks.1.norm.bias, %multiply_686 : tensor<384xf32>
    %cst_607 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_687 = stablehlo.multiply %cst_607, %stages.2.blocks.1.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_608 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_688 = stablehlo.multiply %cst_608, %clipped_80 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_687, %multiply_688 : tensor<1536x384xf32>
    %multiply_689 = stablehlo.multiply %clipped_80, %clipped_80 : tensor<1536x384xf32>
    %cst_609 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_690 = stablehlo.multiply %cst_609, %stages.2.blocks.1.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_610 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_691 = stablehlo.multiply %cst_610, %multiply_689 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_690, %multiply_691 : tensor<1536x384xf32>
    %bcast_422 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_161 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.m_new, %bcast_422 : tensor<1536x384xf32>
    %bcast_423 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_162 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.v_new, %bcast_423 : tensor<1536x384xf32>
    %sqrt_80 = stablehlo.sqrt %divide_162 : tensor<1536x384xf32>
    %cst_611 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_262 = stablehlo.add %sqrt_80, %cst_611 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_161, %add_262 : tensor<1536x384xf32>
    %cst_612 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_692 = stablehlo.multiply %cst_612, %stages.2.blocks.1.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_25 = stablehlo.add %stages.2.blocks.1.mlp.fc1.weight.adam, %multiply_692 : tensor<1536x384xf32>
    %bcast_424 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_693 = stablehlo.multiply %bcast_424, %decayed_25 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.weight, %multiply_693 : tensor<1536x384xf32>
    %cst_613 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_694 = stablehlo.multiply %cst_613, %stages.2.blocks.1.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_614 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_695 = stablehlo.multiply %cst_614, %clipped_81 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_694, %multiply_695 : tensor<1536xf32>
    %multiply_696 = stablehlo.multiply %clipped_81, %clipped_81 : tensor<1536xf32>
    %cst_615 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_697 = stablehlo.multiply %cst_615, %stages.2.blocks.1.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_616 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_698 = stablehlo.multiply %cst_616, %multiply_696 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_697, %multiply_698 : tensor<1536xf32>
    %bcast_425 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_163 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.m_new, %bcast_425 : tensor<1536xf32>
    %bcast_426 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_164 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.v_new, %bcast_426 : tensor<1536xf32>
    %sqrt_81 = stablehlo.sqrt %divide_164 : tensor<1536xf32>
    %cst_617 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_263 = stablehlo.add %sqrt_81, %cst_617 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_163, %add_263 : tensor<1536xf32>
    %bcast_427 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_699 = stablehlo.multiply %bcast_427, %stages.2.blocks.1.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.bias, %multiply_699 : tensor<1536xf32>
    %cst_618 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_700 = stablehlo.multiply %cst_618, %stages.2.blocks.1.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_619 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_701 = stablehlo.multiply %cst_619, %clipped_82 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_700, %multiply_701 : tensor<384x1536xf32>
    %multiply_702 = stablehlo.multiply %clipped_82, %clipped_82 : tensor<384x1536xf32>
    %cst_620 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_703 = stablehlo.multiply %cst_620, %stages.2.blocks.1.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_621 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_704 = stablehlo.multiply %cst_621, %multiply_702 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_703, %multiply_704 : tensor<384x1536xf32>
    %bcast_428 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_165 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.m_new, %bcast_428 : tensor<384x1536xf32>
    %bcast_429 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_166 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.v_new, %bcast_429 : tensor<384x1536xf32>
    %sqrt_82 = stablehlo.sqrt %divide_166 : tensor<384x1536xf32>
    %cst_622 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_264 = stablehlo.add %sqrt_82, %cst_622 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_165, %add_264 : tensor<384x1536xf32>
    %cst_623 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_705 = stablehlo.multiply %cst_623, %stages.2.blocks.1.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_26 = stablehlo.add %stages.2.blocks.1.mlp.fc2.weight.adam, %multiply_705 : tensor<384x1536xf32>
    %bcast_430 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_706 = stablehlo.multiply %bcast_430, %decayed_26 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.weight, %multiply_706 : tensor<384x1536xf32>
    %cst_624 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_707 = stablehlo.multiply %cst_624, %stages.2.blocks.1.mlp.fc2.bias.m : tensor<384xf32>
    %cst_625 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_708 = stablehlo.multiply %cst_625, %clipped_83 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_707, %multiply_708 : tensor<384xf32>
    %multiply_709 = stablehlo.multiply %clipped_83, %clipped_83 : tensor<384xf32>
    %cst_626 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_710 = stablehlo.multiply %cst_626, %stages.2.blocks.1.mlp.fc2.bias.v : tensor<384xf32>
    %cst_627 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_711 = stablehlo.multiply %cst_627, %multiply_709 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_710, %multiply_711 : tensor<384xf32>
    %bcast_431 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_167 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.m_new, %bcast_431 : tensor<384xf32>
    %bcast_432 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_168 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.v_new, %bcast_432 : tensor<384xf32>
    %sqrt_83 = stablehlo.sqrt %divide_168 : tensor<384xf32>
    %cst_628 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_265 = stablehlo.add %sqrt_83, %cst_628 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_167, %add_265 : tensor<384xf32>
    %bcast_433 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_712 = stablehlo.multiply %bcast_433, %stages.2.blocks.1.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.bias, %multiply_712 : tensor<384xf32>
    %cst_629 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_713 = stablehlo.multiply %cst_629, %stages.2.blocks.2.gamma.m : tensor<384xf32>
    %cst_630 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_714 = stablehlo.multiply %cst_630, %clipped_84 : tensor<384xf32>
    %stages.2.blocks.2.gamma.m_new = stablehlo.add %multiply_713, %multiply_714 : tensor<384xf32>
    %multiply_715 = stablehlo.multiply %clipped_84, %clipped_84 : tensor<384xf32>
    %cst_631 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_716 = stablehlo.multiply %cst_631, %stages.2.blocks.2.gamma.v : tensor<384xf32>
    %cst_632 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_717 = stablehlo.multiply %cst_632, %multiply_715 : tensor<384xf32>
    %stages.2.blocks.2.gamma.v_new = stablehlo.add %multiply_716, %multiply_717 : tensor<384xf32>
    %bcast_434 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_169 = stablehlo.divide %stages.2.blocks.2.gamma.m_new, %bcast_434 : tensor<384xf32>
    %bcast_435 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_170 = stablehlo.divide %stages.2.blocks.2.gamma.v_new, %bcast_435 : tensor<384xf32>
    %sqrt_84 = stablehlo.sqrt %divide_170 : tensor<384xf32>
    %cst_633 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_266 = stablehlo.add %sqrt_84, %cst_633 : tensor<384xf32>
    %stages.2.blocks.2.gamma.adam = stablehlo.divide %divide_169, %add_266 : tensor<384xf32>
    %bcast_436 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_718 = stablehlo.multiply %bcast_436, %stages.2.blocks.2.gamma.adam : tensor<384xf32>
    %stages.2.blocks.2.gamma.new = stablehlo.subtract %stages.2.blocks.2.gamma, %multiply_718 : tensor<384xf32>
    %cst_634 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_719 = stablehlo.multiply %cst_634, %stages.2.blocks.2.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_635 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_720 = stablehlo.multiply %cst_635, %clipped_85 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_719, %multiply_720 : tensor<384x1x7x7xf32>
    %multiply_721 = stablehlo.multiply %clipped_85, %clipped_85 : tensor<384x1x7x7xf32>
    %cst_636 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_722 = stablehlo.multiply %cst_636, %stages.2.blocks.2.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_637 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_723 = stablehlo.multiply %cst_637, %multiply_721 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_722, %multiply_723 : tensor<384x1x7x7xf32>
    %bcast_437 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_171 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.m_new, %bcast_437 : tensor<384x1x7x7xf32>
    %bcast_438 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_172 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.v_new, %bcast_438 : tensor<384x1x7x7xf32>
    %sqrt_85 = stablehlo.sqrt %divide_172 : tensor<384x1x7x7xf32>
    %cst_638 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_267 = stablehlo.add %sqrt_85, %cst_638 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_171, %add_267 : tensor<384x1x7x7xf32>
    %cst_639 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_724 = stablehlo.multiply %cst_639, %stages.2.blocks.2.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_27 = stablehlo.add %stages.2.blocks.2.conv_dw.weight.adam, %multiply_724 : tensor<384x1x7x7xf32>
    %bcast_439 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_725 = stablehlo.multiply %bcast_439, %decayed_27 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.weight, %multiply_725 : tensor<384x1x7x7xf32>
    %cst_640 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_726 = stablehlo.multiply %cst_640, %stages.2.blocks.2.conv_dw.bias.m : tensor<384xf32>
    %cst_641 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_727 = stablehlo.multiply %cst_641, %clipped_86 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_726, %multiply_727 : tensor<384xf32>
    %multiply_728 = stablehlo.multiply %clipped_86, %clipped_86 : tensor<384xf32>
    %cst_642 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_729 = stablehlo.multiply %cst_642, %stages.2.blocks.2.conv_dw.bias.v : tensor<384xf32>
    %cst_643 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_730 = stablehlo.multiply %cst_643, %multiply_728 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_729, %multiply_730 : tensor<384xf32>
    %bcast_440 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_173 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.m_new, %bcast_440 : tensor<384xf32>
    %bcast_441 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_174 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.v_new, %bcast_441 : tensor<384xf32>
    %sqrt_86 = stablehlo.sqrt %divide_174 : tensor<384xf32>
    %cst_644 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_268 = stablehlo.add %sqrt_86, %cst_644 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_173, %add_268 : tensor<384xf32>
    %bcast_442 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_731 = stablehlo.multiply %bcast_442, %stages.2.blocks.2.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.bias, %multiply_731 : tensor<384xf32>
    %cst_645 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_732 = stablehlo.multiply %cst_645, %stages.2.blocks.2.norm.weight.m : tensor<384xf32>
    %cst_646 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_733 = stablehlo.multiply %cst_646, %clipped_87 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.m_new = stablehlo.add %multiply_732, %multiply_733 : tensor<384xf32>
    %multiply_734 = stablehlo.multiply %clipped_87, %clipped_87 : tensor<384xf32>
    %cst_647 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_735 = stablehlo.multiply %cst_647, %stages.2.blocks.2.norm.weight.v : tensor<384xf32>
    %cst_648 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_736 = stablehlo.multiply %cst_648, %multiply_734 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.v_new = stablehlo.add %multiply_735, %multiply_736 : tensor<384xf32>
    %bcast_443 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_175 = stablehlo.divide %stages.2.blocks.2.norm.weight.m_new, %bcast_443 : tensor<384xf32>
    %bcast_444 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_176 = stablehlo.divide %stages.2.blocks.2.norm.weight.v_new, %bcast_444 : tensor<384xf32>
    %sqrt_87 = stablehlo.sqrt %divide_176 : tensor<384xf32>
    %cst_649 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_269 = stablehlo.add %sqrt_87, %cst_649 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.adam = stablehlo.divide %divide_175, %add_269 : tensor<384xf32>
    %bcast_445 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_737 = stablehlo.multiply %bcast_445, %stages.2.blocks.2.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.new = stablehlo.subtract %stages.2.blocks.2.norm.weight, %multiply_737 : tensor<384xf32>
    %cst_650 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_738 = stablehlo.multiply %cst_650, %stages.2.blocks.2.norm.bias.m : tensor<384xf32>
    %cst_651 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_739 = stablehlo.multiply %cst_651, %clipped_88 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.m_new = stablehlo.add %multiply_738, %multiply_739 : tensor<384xf32>
    %multiply_740 = stablehlo.multiply %clipped_88, %clipped_88 : tensor<384xf32>
    %cst_652 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_741 = stablehlo.multiply %cst_652, %stages.2.blocks.2.norm.bias.v : tensor<384xf32>
    %cst_653 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_742 = stablehlo.multiply %cst_653, %multiply_740 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.v_new = stablehlo.add %multiply_741, %multiply_742 : tensor<384xf32>
    %bcast_446 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_177 = stablehlo.divide %stages.2.blocks.2.norm.bias.m_new, %bcast_446 : tensor<384xf32>
    %bcast_447 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_178 = stablehlo.divide %stages.2.blocks.2.norm.bias.v_new, %bcast_447 : tensor<384xf32>
    %sqrt_88 = stablehlo.sqrt %divide_178 : tensor<384xf32>
    %cst_654 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_270 = stablehlo.add %sqrt_88, %cst_654 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.adam = stablehlo.divide %divide_177, %add_270 : tensor<384xf32>
    %bcast_448 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_743 = stablehlo.multiply %bcast_448, %stages.2.blocks.2.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.new = stablehlo.subtract %stages.2.blocks.2.norm.bias, %multiply_743 : tensor<384xf32>
    %cst_655 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_744 = stablehlo.multiply %cst_655, %stages.2.blocks.2.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_656 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_745 = stablehlo.multiply %cst_656, %clipped_89 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_744, %multiply_745 : tensor<1536x384xf32>
    %multiply_746 = stablehlo.multiply %clipped_89, %clipped_89 : tensor<1536x384xf32>
    %cst_657 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_747 = stablehlo.multiply %cst_657, %stages.2.blocks.2.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_658 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_748 = stablehlo.multiply %cst_658, %multiply_746 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_747, %multiply_748 : tensor<1536x384xf32>
    %bcast_449 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_179 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.m_new, %bcast_449 : tensor<1536x384xf32>
    %bcast_450 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_180 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.v_new, %bcast_450 : tensor<1536x384xf32>
    %sqrt_89 = stablehlo.sqrt %divide_180 : tensor<1536x384xf32>
    %cst_659 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_271 = stablehlo.add %sqrt_89, %cst_659 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_179, %add_271 : tensor<1536x384xf32>
    %cst_660 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_749 = stablehlo.multiply %cst_660, %stages.2.blocks.2.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_28 = stablehlo.add %stages.2.blocks.2.mlp.fc1.weight.adam, %multiply_749 : tensor<1536x384xf32>
    %bcast_451 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_750 = stablehlo.multiply %bcast_451, %decayed_28 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.weight, %multiply_750 : tensor<1536x384xf32>
    %cst_661 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_751 = stablehlo.multiply %cst_661, %stages.2.blocks.2.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_662 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_752 = stablehlo.multiply %cst_662, %clipped_90 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_751, %multiply_752 : tensor<1536xf32>
    %multiply_753 = stablehlo.multiply %clipped_90, %clipped_90 : tensor<1536xf32>
    %cst_663 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_754 = stablehlo.multiply %cst_663, %stages.2.blocks.2.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_664 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_755 = stablehlo.multiply %cst_664, %multiply_753 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_754, %multiply_755 : tensor<1536xf32>
    %bcast_452 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_181 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.m_new, %bcast_452 : tensor<1536xf32>
    %bcast_453 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_182 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.v_new, %bcast_453 : tensor<1536xf32>
    %sqrt_90 = stablehlo.sqrt %divide_182 : tensor<1536xf32>
    %cst_665 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_272 = stablehlo.add %sqrt_90, %cst_665 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_181, %add_272 : tensor<1536xf32>
    %bcast_454 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_756 = stablehlo.multiply %bcast_454, %stages.2.blocks.2.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.bias, %multiply_756 : tensor<1536xf32>
    %cst_666 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_757 = stablehlo.multiply %cst_666, %stages.2.blocks.2.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_667 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_758 = stablehlo.multiply %cst_667, %clipped_91 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_757, %multiply_758 : tensor<384x1536xf32>
    %multiply_759 = stablehlo.multiply %clipped_91, %clipped_91 : tensor<384x1536xf32>
    %cst_668 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_760 = stablehlo.multiply %cst_668, %stages.2.blocks.2.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_669 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_761 = stablehlo.multiply %cst_669, %multiply_759 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_760, %multiply_761 : tensor<384x1536xf32>
    %bcast_455 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_183 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.m_new, %bcast_455 : tensor<384x1536xf32>
    %bcast_456 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_184 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.v_new, %bcast_456 : tensor<384x1536xf32>
    %sqrt_91 = stablehlo.sqrt %divide_184 : tensor<384x1536xf32>
    %cst_670 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_273 = stablehlo.add %sqrt_91, %cst_670 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_183, %add_273 : tensor<384x1536xf32>
    %cst_671 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_762 = stablehlo.multiply %cst_671, %stages.2.blocks.2.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_29 = stablehlo.add %stages.2.blocks.2.mlp.fc2.weight.adam, %multiply_762 : tensor<384x1536xf32>
    %bcast_457 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_763 = stablehlo.multiply %bcast_457, %decayed_29 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.weight, %multiply_763 : tensor<384x1536xf32>
    %cst_672 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_764 = stablehlo.multiply %cst_672, %stages.2.blocks.2.mlp.fc2.bias.m : tensor<384xf32>
    %cst_673 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_765 = stablehlo.multiply %cst_673, %clipped_92 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_764, %multiply_765 : tensor<384xf32>
    %multiply_766 = stablehlo.multiply %clipped_92, %clipped_92 : tensor<384xf32>
    %cst_674 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_767 = stablehlo.multiply %cst_674, %stages.2.blocks.2.mlp.fc2.bias.v : tensor<384xf32>
    %cst_675 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_768 = stablehlo.multiply %cst_675, %multiply_766 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_767, %multiply_768 : tensor<384xf32>
    %bcast_458 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_185 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.m_new, %bcast_458 : tensor<384xf32>
    %bcast_459 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_186 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.v_new, %bcast_459 : tensor<384xf32>
    %sqrt_92 = stablehlo.sqrt %divide_186 : tensor<384xf32>
    %cst_676 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_274 = stablehlo.add %sqrt_92, %cst_676 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_185, %add_274 : tensor<384xf32>
    %bcast_460 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_769 = stablehlo.multiply %bcast_460, %stages.2.blocks.2.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.bias, %multiply_769 : tensor<384xf32>
    %cst_677 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_770 = stablehlo.multiply %cst_677, %stages.2.blocks.3.gamma.m : tensor<384xf32>
    %cst_678 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_771 = stablehlo.multiply %cst_678, %clipped_93 : tensor<384xf32>
    %stages.2.blocks.3.gamma.m_new = stablehlo.add %multiply_770, %multiply_771 : tensor<384xf32>
    %multiply_772 = stablehlo.multiply %clipped_93, %clipped_93 : tensor<384xf32>
    %cst_679 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_773 = stablehlo.multiply %cst_679, %stages.2.blocks.3.gamma.v : tensor<384xf32>
    %cst_680 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_774 = stablehlo.multiply %cst_680, %multiply_772 : tensor<384xf32>
    %stages.2.blocks.3.gamma.v_new = stablehlo.add %multiply_773, %multiply_774 : tensor<384xf32>
    %bcast_461 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_187 = stablehlo.divide %stages.2.blocks.3.gamma.m_new, %bcast_461 : tensor<384xf32>
    %bcast_462 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_188 = stablehlo.divide %stages.2.blocks.3.gamma.v_new, %bcast_462 : tensor<384xf32>
    %sqrt_93 = stablehlo.sqrt %divide_188 : tensor<384xf32>
    %cst_681 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_275 = stablehlo.add %sqrt_93, %cst_681 : tensor<384xf32>
    %stages.2.blocks.3.gamma.adam = stablehlo.divide %divide_187, %add_275 : tensor<384xf32>
    %bcast_463 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_775 = stablehlo.multiply %bcast_463, %stages.2.blocks.3.gamma.adam : tensor<384xf32>
    %stages.2.blocks.3.gamma.new = stablehlo.subtract %stages.2.blocks.3.gamma, %multiply_775 : tensor<384xf32>
    %cst_682 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_776 = stablehlo.multiply %cst_682, %stages.2.blocks.3.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_683 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_777 = stablehlo.multiply %cst_683, %clipped_94 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.m_new = stablehlo.add %multiply_776, %multiply_777 : tensor<384x1x7x7xf32>
    %multiply_778 = stablehlo.multiply %clipped_94, %clipped_94 : tensor<384x1x7x7xf32>
    %cst_684 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_779 = stablehlo.multiply %cst_684, %stages.2.blocks.3.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_685 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_780 = stablehlo.multiply %cst_685, %multiply_778 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.v_new = stablehlo.add %multiply_779, %multiply_780 : tensor<384x1x7x7xf32>
    %bcast_464 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_189 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.m_new, %bcast_464 : tensor<384x1x7x7xf32>
    %bcast_465 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_190 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.v_new, %bcast_465 : tensor<384x1x7x7xf32>
    %sqrt_94 = stablehlo.sqrt %divide_190 : tensor<384x1x7x7xf32>
    %cst_686 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_276 = stablehlo.add %sqrt_94, %cst_686 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.adam = stablehlo.divide %divide_189, %add_276 : tensor<384x1x7x7xf32>
    %cst_687 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_781 = stablehlo.multiply %cst_687, %stages.2.blocks.3.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_30 = stablehlo.add %stages.2.blocks.3.conv_dw.weight.adam, %multiply_781 : tensor<384x1x7x7xf32>
    %bcast_466 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_782 = stablehlo.multiply %bcast_466, %decayed_30 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.weight, %multiply_782 : tensor<384x1x7x7xf32>
    %cst_688 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_783 = stablehlo.multiply %cst_688, %stages.2.blocks.3.conv_dw.bias.m : tensor<384xf32>
    %cst_689 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_784 = stablehlo.multiply %cst_689, %clipped_95 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.m_new = stablehlo.add %multiply_783, %multiply_784 : tensor<384xf32>
    %multiply_785 = stablehlo.multiply %clipped_95, %clipped_95 : tensor<384xf32>
    %cst_690 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_786 = stablehlo.multiply %cst_690, %stages.2.blocks.3.conv_dw.bias.v : tensor<384xf32>
    %cst_691 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_787 = stablehlo.multiply %cst_691, %multiply_785 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.v_new = stablehlo.add %multiply_786, %multiply_787 : tensor<384xf32>
    %bcast_467 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_191 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.m_new, %bcast_467 : tensor<384xf32>
    %bcast_468 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_192 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.v_new, %bcast_468 : tensor<384xf32>
    %sqrt_95 = stablehlo.sqrt %divide_192 : tensor<384xf32>
    %cst_692 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_277 = stablehlo.add %sqrt_95, %cst_692 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.adam = stablehlo.divide %divide_191, %add_277 : tensor<384xf32>
    %bcast_469 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_788 = stablehlo.multiply %bcast_469, %stages.2.blocks.3.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.bias, %multiply_788 : tensor<384xf32>
    %cst_693 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_789 = stablehlo.multiply %cst_693, %stages.2.blocks.3.norm.weight.m : tensor<384xf32>
    %cst_694 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_790 = stablehlo.multiply %cst_694, %clipped_96 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.m_new = stablehlo.add %multiply_789, %multiply_790 : tensor<384xf32>
    %multiply_791 = stablehlo.multiply %clipped_96, %clipped_96 : tensor<384xf32>
    %cst_695 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_792 = stablehlo.multiply %cst_695, %stages.2.blocks.3.norm.weight.v : tensor<384xf32>
    %cst_696 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_793 = stablehlo.multiply %cst_696, %multiply_791 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.v_new = stablehlo.add %multiply_792, %multiply_793 : tensor<384xf32>
    %bcast_470 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_193 = stablehlo.divide %stages.2.blocks.3.norm.weight.m_new, %bcast_470 : tensor<384xf32>
    %bcast_471 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_194 = stablehlo.divide %stages.2.blocks.3.norm.weight.v_new, %bcast_471 : tensor<384xf32>
    %sqrt_96 = stablehlo.sqrt %divide_194 : tensor<384xf32>
    %cst_697 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_278 = stablehlo.add %sqrt_96, %cst_697 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.adam = stablehlo.divide %divide_193, %add_278 : tensor<384xf32>
    %bcast_472 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_794 = stablehlo.multiply %bcast_472, %stages.2.blocks.3.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.new = stablehlo.subtract %stages.2.blocks.3.norm.weight, %multiply_794 : tensor<384xf32>
    %cst_698 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_795 = stablehlo.multiply %cst_698, %stages.2.blocks.3.norm.bias.m : tensor<384xf32>
    %cst_699 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_796 = stablehlo.multiply %cst_699, %clipped_97 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.m_new = stablehlo.add %multiply_795, %multiply_796 : tensor<384xf32>
    %multiply_797 = stablehlo.multiply %clipped_97, %clipped_97 : tensor<384xf32>
    %cst_700 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_798 = stablehlo.multiply %cst_700, %stages.2.blocks.3.norm.bias.v : tensor<384xf32>
    %cst_701 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_799 = stablehlo.multiply %cst_701, %multiply_797 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.v_new = stablehlo.add %multiply_798, %multiply_799 : tensor<384xf32>
    %bcast_473 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_195 = stablehlo.divide %stages.2.blocks.3.norm.bias.m_new, %bcast_473 : tensor<384xf32>
    %bcast_474 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_196 = stablehlo.divide %stages.2.blocks.3.norm.bias.v_new, %bcast_474 : tensor<384xf32>
    %sqrt_97 = stablehlo.sqrt %divide_196 : tensor<384xf32>
    %cst_702 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_279 = stablehlo.add %sqrt_97, %cst_702 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.adam = stablehlo.divide %divide_195, %add_279 : tensor<384xf32>
    %bcast_475 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_800 = stablehlo.multiply %bcast_475, %stages.2.blocks.3.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.new = stablehlo.subtract %stages.2.blocks.3.norm.bias, %multiply_800 : tensor<384xf32>
    %cst_703 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_801 = stablehlo.multiply %cst_703, %stages.2.blocks.3.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_704 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_802 = stablehlo.multiply %cst_704, %clipped_98 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.m_new = stablehlo.add %multiply_801, %multiply_802 : tensor<1536x384xf32>
    %multiply_803 = stablehlo.multiply %clipped_98, %clipped_98 : tensor<1536x384xf32>
    %cst_705 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_804 = stablehlo.multiply %cst_705, %stages.2.blocks.3.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_706 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_805 = stablehlo.multiply %cst_706, %multiply_803 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.v_new = stablehlo.add %multiply_804, %multiply_805 : tensor<1536x384xf32>
    %bcast_476 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_197 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.m_new, %bcast_476 : tensor<1536x384xf32>
    %bcast_477 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_198 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.v_new, %bcast_477 : tensor<1536x384xf32>
    %sqrt_98 = stablehlo.sqrt %divide_198 : tensor<1536x384xf32>
    %cst_707 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_280 = stablehlo.add %sqrt_98, %cst_707 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.adam = stablehlo.divide %divide_197, %add_280 : tensor<1536x384xf32>
    %cst_708 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_806 = stablehlo.multiply %cst_708, %stages.2.blocks.3.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_31 = stablehlo.add %stages.2.blocks.3.mlp.fc1.weight.adam, %multiply_806 : tensor<1536x384xf32>
    %bcast_478 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_807 = stablehlo.multiply %bcast_478, %decayed_31 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.weight, %multiply_807 : tensor<1536x384xf32>
    %cst_709 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_808 = stablehlo.multiply %cst_709, %stages.2.blocks.3.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_710 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_809 = stablehlo.multiply %cst_710, %clipped_99 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.m_new = stablehlo.add %multiply_808, %multiply_809 : tensor<1536xf32>
    %multiply_810 = stablehlo.multiply %clipped_99, %clipped_99 : tensor<1536xf32>
    %cst_711 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_811 = stablehlo.multiply %cst_711, %stages.2.blocks.3.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_712 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_812 = stablehlo.multiply %cst_712, %multiply_810 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.v_new = stablehlo.add %multiply_811, %multiply_812 : tensor<1536xf32>
    %bcast_479 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_199 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.m_new, %bcast_479 : tensor<1536xf32>
    %bcast_480 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_200 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.v_new, %bcast_480 : tensor<1536xf32>
    %sqrt_99 = stablehlo.sqrt %divide_200 : tensor<1536xf32>
    %cst_713 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_281 = stablehlo.add %sqrt_99, %cst_713 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.adam = stablehlo.divide %divide_199, %add_281 : tensor<1536xf32>
    %bcast_481 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_813 = stablehlo.multiply %bcast_481, %stages.2.blocks.3.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.bias, %multiply_813 : tensor<1536xf32>
    %cst_714 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_814 = stablehlo.multiply %cst_714, %stages.2.blocks.3.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_715 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_815 = stablehlo.multiply %cst_715, %clipped_100 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.m_new = stablehlo.add %multiply_814, %multiply_815 : tensor<384x1536xf32>
    %multiply_816 = stablehlo.multiply %clipped_100, %clipped_100 : tensor<384x1536xf32>
    %cst_716 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_817 = stablehlo.multiply %cst_716, %stages.2.blocks.3.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_717 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_818 = stablehlo.multiply %cst_717, %multiply_816 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.v_new = stablehlo.add %multiply_817, %multiply_818 : tensor<384x1536xf32>
    %bcast_482 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_201 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.m_new, %bcast_482 : tensor<384x1536xf32>
    %bcast_483 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_202 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.v_new, %bcast_483 : tensor<384x1536xf32>
    %sqrt_100 = stablehlo.sqrt %divide_202 : tensor<384x1536xf32>
    %cst_718 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_282 = stablehlo.add %sqrt_100, %cst_718 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.adam = stablehlo.divide %divide_201, %add_282 : tensor<384x1536xf32>
    %cst_719 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_819 = stablehlo.multiply %cst_719, %stages.2.blocks.3.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_32 = stablehlo.add %stages.2.blocks.3.mlp.fc2.weight.adam, %multiply_819 : tensor<384x1536xf32>
    %bcast_484 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_820 = stablehlo.multiply %bcast_484, %decayed_32 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.weight, %multiply_820 : tensor<384x1536xf32>
    %cst_720 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_821 = stablehlo.multiply %cst_720, %stages.2.blocks.3.mlp.fc2.bias.m : tensor<384xf32>
    %cst_721 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_822 = stablehlo.multiply %cst_721, %clipped_101 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.m_new = stablehlo.add %multiply_821, %multiply_822 : tensor<384xf32>
    %multiply_823 = stablehlo.multiply %clipped_101, %clipped_101 : tensor<384xf32>
    %cst_722 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_824 = stablehlo.multiply %cst_722, %stages.2.blocks.3.mlp.fc2.bias.v : tensor<384xf32>
    %cst_723 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_825 = stablehlo.multiply %cst_723, %multiply_823 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.v_new = stablehlo.add %multiply_824, %multiply_825 : tensor<384xf32>
    %bcast_485 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_203 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.m_new, %bcast_485 : tensor<384xf32>
    %bcast_486 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_204 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.v_new, %bcast_486 : tensor<384xf32>
    %sqrt_101 = stablehlo.sqrt %divide_204 : tensor<384xf32>
    %cst_724 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_283 = stablehlo.add %sqrt_101, %cst_724 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.adam = stablehlo.divide %divide_203, %add_283 : tensor<384xf32>
    %bcast_487 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_826 = stablehlo.multiply %bcast_487, %stages.2.blocks.3.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.bias, %multiply_826 : tensor<384xf32>
    %cst_725 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_827 = stablehlo.multiply %cst_725, %stages.2.blocks.4.gamma.m : tensor<384xf32>
    %cst_726 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_828 = stablehlo.multiply %cst_726, %clipped_102 : tensor<384xf32>
    %stages.2.blocks.4.gamma.m_new = stablehlo.add %multiply_827, %multiply_828 : tensor<384xf32>
    %multiply_829 = stablehlo.multiply %clipped_102, %clipped_102 : tensor<384xf32>
    %cst_727 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_830 = stablehlo.multiply %cst_727, %stages.2.blocks.4.gamma.v : tensor<384xf32>
    %cst_728 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_831 = stablehlo.multiply %cst_728, %multiply_829 : tensor<384xf32>
    %stages.2.blocks.4.gamma.v_new = stablehlo.add %multiply_830, %multiply_831 : tensor<384xf32>
    %bcast_488 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_205 = stablehlo.divide %stages.2.blocks.4.gamma.m_new, %bcast_488 : tensor<384xf32>
    %bcast_489 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_206 = stablehlo.divide %stages.2.blocks.4.gamma.v_new, %bcast_489 : tensor<384xf32>
    %sqrt_102 = stablehlo.sqrt %divide_206 : tensor<384xf32>
    %cst_729 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_284 = stablehlo.add %sqrt_102, %cst_729 : tensor<384xf32>
    %stages.2.blocks.4.gamma.adam = stablehlo.divide %divide_205, %add_284 : tensor<384xf32>
    %bcast_490 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_832 = stablehlo.multiply %bcast_490, %stages.2.blocks.4.gamma.adam : tensor<384xf32>
    %stages.2.blocks.4.gamma.new = stablehlo.subtract %stages.2.blocks.4.gamma, %multiply_832 : tensor<384xf32>
    %cst_730 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_833 = stablehlo.multiply %cst_730, %stages.2.blocks.4.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_731 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_834 = stablehlo.multiply %cst_731, %clipped_103 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.m_new = stablehlo.add %multiply_833, %multiply_834 : tensor<384x1x7x7xf32>
    %multiply_835 = stablehlo.multiply %clipped_103, %clipped_103 : tensor<384x1x7x7xf32>
    %cst_732 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_836 = stablehlo.multiply %cst_732, %stages.2.blocks.4.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_733 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_837 = stablehlo.multiply %cst_733, %multiply_835 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.v_new = stablehlo.add %multiply_836, %multiply_837 : tensor<384x1x7x7xf32>
    %bcast_491 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_207 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.m_new, %bcast_491 : tensor<384x1x7x7xf32>
    %bcast_492 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_208 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.v_new, %bcast_492 : tensor<384x1x7x7xf32>
    %sqrt_103 = stablehlo.sqrt %divide_208 : tensor<384x1x7x7xf32>
    %cst_734 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_285 = stablehlo.add %sqrt_103, %cst_734 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.adam = stablehlo.divide %divide_207, %add_285 : tensor<384x1x7x7xf32>
    %cst_735 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_838 = stablehlo.multiply %cst_735, %stages.2.blocks.4.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_33 = stablehlo.add %stages.2.blocks.4.conv_dw.weight.adam, %multiply_838 : tensor<384x1x7x7xf32>
    %bcast_493 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_839 = stablehlo.multiply %bcast_493, %decayed_33 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.weight, %multiply_839 : tensor<384x1x7x7xf32>
    %cst_736 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_840 = stablehlo.multiply %cst_736, %stages.2.blocks.4.conv_dw.bias.m : tensor<384xf32>
    %cst_737 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_841 = stablehlo.multiply %cst_737, %clipped_104 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.m_new = stablehlo.add %multiply_840, %multiply_841 : tensor<384xf32>
    %multiply_842 = stablehlo.multiply %clipped_104, %clipped_104 : tensor<384xf32>
    %cst_738 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_843 = stablehlo.multiply %cst_738, %stages.2.blocks.4.conv_dw.bias.v : tensor<384xf32>
    %cst_739 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_844 = stablehlo.multiply %cst_739, %multiply_842 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.v_new = stablehlo.add %multiply_843, %multiply_844 : tensor<384xf32>
    %bcast_494 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_209 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.m_new, %bcast_494 : tensor<384xf32>
    %bcast_495 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_210 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.v_new, %bcast_495 : tensor<384xf32>
    %sqrt_104 = stablehlo.sqrt %divide_210 : tensor<384xf32>
    %cst_740 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_286 = stablehlo.add %sqrt_104, %cst_740 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.adam = stablehlo.divide %divide_209, %add_286 : tensor<384xf32>
    %bcast_496 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_845 = stablehlo.multiply %bcast_496, %stages.2.blocks.4.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.bias, %multiply_845 : tensor<384xf32>
    %cst_741 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_846 = stablehlo.multiply %cst_741, %stages.2.blocks.4.norm.weight.m : tensor<384xf32>
    %cst_742 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_847 = stablehlo.multiply %cst_742, %clipped_105 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.m_new = stablehlo.add %multiply_846, %multiply_847 : tensor<384xf32>
    %multiply_848 = stablehlo.multiply %clipped_105, %clipped_105 : tensor<384xf32>
    %cst_743 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_849 = stablehlo.multiply %cst_743, %stages.2.blocks.4.norm.weight.v : tensor<384xf32>
    %cst_744 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_850 = stablehlo.multiply %cst_744, %multiply_848 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.v_new = stablehlo.add %multiply_849, %multiply_850 : tensor<384xf32>
    %bcast_497 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_211 = stablehlo.divide %stages.2.blocks.4.norm.weight.m_new, %bcast_497 : tensor<384xf32>
    %bcast_498 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_212 = stablehlo.divide %stages.2.blocks.4.norm.weight.v_new, %bcast_498 : tensor<384xf32>
    %sqrt_105 = stablehlo.sqrt %divide_212 : tensor<384xf32>
    %cst_745 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_287 = stablehlo.add %sqrt_105, %cst_745 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.adam = stablehlo.divide %divide_211, %add_287 : tensor<384xf32>
    %bcast_499 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_851 = stablehlo.multiply %bcast_499, %stages.2.blocks.4.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.new = stablehlo.subtract %stages.2.blocks.4.norm.weight, %multiply_851 : tensor<384xf32>
    %cst_746 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_852 = stablehlo.multiply %cst_746, %stages.2.blocks.4.norm.bias.m : tensor<384xf32>
    %cst_747 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_853 = stablehlo.multiply %cst_747, %clipped_106 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.m_new = stablehlo.add %multiply_852, %multiply_853 : tensor<384xf32>
    %multiply_854 = stablehlo.multiply %clipped_106, %clipped_106 : tensor<384xf32>
    %cst_748 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_855 = stablehlo.multiply %cst_748, %stages.2.blocks.4.norm.bias.v : tensor<384xf32>
    %cst_749 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_856 = stablehlo.multiply %cst_749, %multiply_854 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.v_new = stablehlo.add %multiply_855, %multiply_856 : tensor<384xf32>
    %bcast_500 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_213 = stablehlo.divide %stages.2.blocks.4.norm.bias.m_new, %bcast_500 : tensor<384xf32>
    %bcast_501 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_214 = stablehlo.divide %stages.2.blocks.4.norm.bias.v_new, %bcast_501 : tensor<384xf32>
    %sqrt_106 = stablehlo.sqrt %divide_214 : tensor<384xf32>
    %cst_750 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_288 = stablehlo.add %sqrt_106, %cst_750 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.adam = stablehlo.divide %divide_213, %add_288 : tensor<384xf32>
    %bcast_502 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_857 = stablehlo.multiply %bcast_502, %stages.2.blocks.4.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.new = stablehlo.subtract %stages.2.blocks.4.norm.bias, %multiply_857 : tensor<384xf32>
    %cst_751 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_858 = stablehlo.multiply %cst_751, %stages.2.blocks.4.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_752 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_859 = stablehlo.multiply %cst_752, %clipped_107 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.m_new = stablehlo.add %multiply_858, %multiply_859 : tensor<1536x384xf32>
    %multiply_860 = stablehlo.multiply %clipped_107, %clipped_107 : tensor<1536x384xf32>
    %cst_753 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_861 = stablehlo.multiply %cst_753, %stages.2.blocks.4.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_754 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_862 = stablehlo.multiply %cst_754, %multiply_860 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.v_new = stablehlo.add %multiply_861, %multiply_862 : tensor<1536x384xf32>
    %bcast_503 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_215 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.m_new, %bcast_503 : tensor<1536x384xf32>
    %bcast_504 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_216 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.v_new, %bcast_504 : tensor<1536x384xf32>
    %sqrt_107 = stablehlo.sqrt %divide_216 : tensor<1536x384xf32>
    %cst_755 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_289 = stablehlo.add %sqrt_107, %cst_755 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.adam = stablehlo.divide %divide_215, %add_289 : tensor<1536x384xf32>
    %cst_756 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_863 = stablehlo.multiply %cst_756, %stages.2.blocks.4.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_34 = stablehlo.add %stages.2.blocks.4.mlp.fc1.weight.adam, %multiply_863 : tensor<1536x384xf32>
    %bcast_505 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_864 = stablehlo.multiply %bcast_505, %decayed_34 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.weight, %multiply_864 : tensor<1536x384xf32>
    %cst_757 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_865 = stablehlo.multiply %cst_757, %stages.2.blocks.4.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_758 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_866 = stablehlo.multiply %cst_758, %clipped_108 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.m_new = stablehlo.add %multiply_865, %multiply_866 : tensor<1536xf32>
    %multiply_867 = stablehlo.multiply %clipped_108, %clipped_108 : tensor<1536xf32>
    %cst_759 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_868 = stablehlo.multiply %cst_759, %stages.2.blocks.4.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_760 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_869 = stablehlo.multiply %cst_760, %multiply_867 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.v_new = stablehlo.add %multiply_868, %multiply_869 : tensor<1536xf32>
    %bcast_506 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_217 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.m_new, %bcast_506 : tensor<1536xf32>
    %bcast_507 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_218 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.v_new, %bcast_507 : tensor<1536xf32>
    %sqrt_108 = stablehlo.sqrt %divide_218 : tensor<1536xf32>
    %cst_761 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_290 = stablehlo.add %sqrt_108, %cst_761 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.adam = stablehlo.divide %divide_217, %add_290 : tensor<1536xf32>
    %bcast_508 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_870 = stablehlo.multiply %bcast_508, %stages.2.blocks.4.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.bias, %multiply_870 : tensor<1536xf32>
    %cst_762 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_871 = stablehlo.multiply %cst_762, %stages.2.blocks.4.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_763 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_872 = stablehlo.multiply %cst_763, %clipped_109 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.m_new = stablehlo.add %multiply_871, %multiply_872 : tensor<384x1536xf32>
    %multiply_873 = stablehlo.multiply %clipped_109, %clipped_109 : tensor<384x1536xf32>
    %cst_764 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_874 = stablehlo.multiply %cst_764, %stages.2.blocks.4.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_765 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_875 = stablehlo.multiply %cst_765, %multiply_873 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.v_new = stablehlo.add %multiply_874, %multiply_875 : tensor<384x1536xf32>
    %bcast_509 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_219 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.m_new, %bcast_509 : tensor<384x1536xf32>
    %bcast_510 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_220 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.v_new, %bcast_510 : tensor<384x1536xf32>
    %sqrt_109 = stablehlo.sqrt %divide_220 : tensor<384x1536xf32>
    %cst_766 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_291 = stablehlo.add %sqrt_109, %cst_766 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.adam = stablehlo.divide %divide_219, %add_291 : tensor<384x1536xf32>
    %cst_767 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_876 = stablehlo.multiply %cst_767, %stages.2.blocks.4.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_35 = stablehlo.add %stages.2.blocks.4.mlp.fc2.weight.adam, %multiply_876 : tensor<384x1536xf32>
    %bcast_511 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_877 = stablehlo.multiply %bcast_511, %decayed_35 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.weight, %multiply_877 : tensor<384x1536xf32>
    %cst_768 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_878 = stablehlo.multiply %cst_768, %stages.2.blocks.4.mlp.fc2.bias.m : tensor<384xf32>
    %cst_769 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_879 = stablehlo.multiply %cst_769, %clipped_110 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.m_new = stablehlo.add %multiply_878, %multiply_879 : tensor<384xf32>
    %multiply_880 = stablehlo.multiply %clipped_110, %clipped_110 : tensor<384xf32>
    %cst_770 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_881 = stablehlo.multiply %cst_770, %stages.2.blocks.4.mlp.fc2.bias.v : tensor<384xf32>
    %cst_771 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_882 = stablehlo.multiply %cst_771, %multiply_880 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.v_new = stablehlo.add %multiply_881, %multiply_882 : tensor<384xf32>
    %bcast_512 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_221 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.m_new, %bcast_512 : tensor<384xf32>
    %bcast_513 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_222 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.v_new, %bcast_513 : tensor<384xf32>
    %sqrt_110 = stablehlo.sqrt %divide_222 : tensor<384xf32>
    %cst_772 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_292 = stablehlo.add %sqrt_110, %cst_772 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.adam = stablehlo.divide %divide_221, %add_292 : tensor<384xf32>
    %bcast_514 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_883 = stablehlo.multiply %bcast_514, %stages.2.blocks.4.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.bias, %multiply_883 : tensor<384xf32>
    %cst_773 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_884 = stablehlo.multiply %cst_773, %stages.2.blocks.5.gamma.m : tensor<384xf32>
    %cst_774 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_885 = stablehlo.multiply %cst_774, %clipped_111 : tensor<384xf32>
    %stages.2.blocks.5.gamma.m_new = stablehlo.add %multiply_884, %multiply_885 : tensor<384xf32>
    %multiply_886 = stablehlo.multiply %clipped_111, %clipped_111 : tensor<384xf32>
    %cst_775 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_887 = stablehlo.multiply %cst_775, %stages.2.blocks.5.gamma.v : tensor<384xf32>
    %cst_776 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_888 = stablehlo.multiply %cst_776, %multiply_886 : tensor<384xf32>
    %stages.2.blocks.5.gamma.v_new = stablehlo.add %multiply_887, %multiply_888 : tensor<384xf32>
    %bcast_515 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_223 = stablehlo.divide %stages.2.blocks.5.gamma.m_new, %bcast_515 : tensor<384xf32>
    %bcast_516 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_224 = stablehlo.divide %stages.2.blocks.5.gamma.v_new, %bcast_516 : tensor<384xf32>
    %sqrt_111 = stablehlo.sqrt %divide_224 : tensor<384xf32>
    %cst_777 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_293 = stablehlo.add %sqrt_111, %cst_777 : tensor<384xf32>
    %stages.2.blocks.5.gamma.adam = stablehlo.divide %divide_223, %add_293 : tensor<384xf32>
    %bcast_517 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_889 = stablehlo.multiply %bcast_517, %stages.2.blocks.5.gamma.adam : tensor<384xf32>
    %stages.2.blocks.5.gamma.new = stablehlo.subtract %stages.2.blocks.5.gamma, %multiply_889 : tensor<384xf32>
    %cst_778 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_890 = stablehlo.multiply %cst_778, %stages.2.blocks.5.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_779 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_891 = stablehlo.multiply %cst_779, %clipped_112 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.m_new = stablehlo.add %multiply_890, %multiply_891 : tensor<384x1x7x7xf32>
    %multiply_892 = stablehlo.multiply %clipped_112, %clipped_112 : tensor<384x1x7x7xf32>
    %cst_780 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_893 = stablehlo.multiply %cst_780, %stages.2.blocks.5.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_781 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_894 = stablehlo.multiply %cst_781, %multiply_892 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.v_new = stablehlo.add %multiply_893, %multiply_894 : tensor<384x1x7x7xf32>
    %bcast_518 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_225 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.m_new, %bcast_518 : tensor<384x1x7x7xf32>
    %bcast_519 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_226 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.v_new, %bcast_519 : tensor<384x1x7x7xf32>
    %sqrt_112 = stablehlo.sqrt %divide_226 : tensor<384x1x7x7xf32>
    %cst_782 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_294 = stablehlo.add %sqrt_112, %cst_782 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.adam = stablehlo.divide %divide_225, %add_294 : tensor<384x1x7x7xf32>
    %cst_783 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_895 = stablehlo.multiply %cst_783, %stages.2.blocks.5.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_36 = stablehlo.add %stages.2.blocks.5.conv_dw.weight.adam, %multiply_895 : tensor<384x1x7x7xf32>
    %bcast_520 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_896 = stablehlo.multiply %bcast_520, %decayed_36 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.weight, %multiply_896 : tensor<384x1x7x7xf32>
    %cst_784 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_897 = stablehlo.multiply %cst_784, %stages.2.blocks.5.conv_dw.bias.m : tensor<384xf32>
    %cst_785 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_898 = stablehlo.multiply %cst_785, %clipped_113 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.m_new = stablehlo.add %multiply_897, %multiply_898 : tensor<384xf32>
    %multiply_899 = stablehlo.multiply %clipped_113, %clipped_113 : tensor<384xf32>
    %cst_786 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_900 = stablehlo.multiply %cst_786, %stages.2.blocks.5.conv_dw.bias.v : tensor<384xf32>
    %cst_787 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_901 = stablehlo.multiply %cst_787, %multiply_899 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.v_new = stablehlo.add %multiply_900, %multiply_901 : tensor<384xf32>
    %bcast_521 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_227 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.m_new, %bcast_521 : tensor<384xf32>
    %bcast_522 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_228 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.v_new, %bcast_522 : tensor<384xf32>
    %sqrt_113 = stablehlo.sqrt %divide_228 : tensor<384xf32>
    %cst_788 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_295 = stablehlo.add %sqrt_113, %cst_788 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.adam = stablehlo.divide %divide_227, %add_295 : tensor<384xf32>
    %bcast_523 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_902 = stablehlo.multiply %bcast_523, %stages.2.blocks.5.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.bias, %multiply_902 : tensor<384xf32>
    %cst_789 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_903 = stablehlo.multiply %cst_789, %stages.2.blocks.5.norm.weight.m : tensor<384xf32>
    %cst_790 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_904 = stablehlo.multiply %cst_790, %clipped_114 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.m_new = stablehlo.add %multiply_903, %multiply_904 : tensor<384xf32>
    %multiply_905 = stablehlo.multiply %clipped_114, %clipped_114 : tensor<384xf32>
    %cst_791 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_906 = stablehlo.multiply %cst_791, %stages.2.blocks.5.norm.weight.v : tensor<384xf32>
    %cst_792 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_907 = stablehlo.multiply %cst_792, %multiply_905 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.v_new = stablehlo.add %multiply_906, %multiply_907 : tensor<384xf32>
    %bcast_524 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_229 = stablehlo.divide %stages.2.blocks.5.norm.weight.m_new, %bcast_524 : tensor<384xf32>
    %bcast_525 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_230 = stablehlo.divide %stages.2.blocks.5.norm.weight.v_new, %bcast_525 : tensor<384xf32>
    %sqrt_114 = stablehlo.sqrt %divide_230 : tensor<384xf32>
    %cst_793 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_296 = stablehlo.add %sqrt_114, %cst_793 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.adam = stablehlo.divide %divide_229, %add_296 : tensor<384xf32>
    %bcast_526 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_908 = stablehlo.multiply %bcast_526, %stages.2.blocks.5.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.new = stablehlo.subtract %stages.2.blocks.5.norm.weight, %multiply_908 : tensor<384xf32>
    %cst_794 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_909 = stablehlo.multiply %cst_794, %stages.2.blocks.5.norm.bias.m : tensor<384xf32>
    %cst_795 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_910 = stablehlo.multiply %cst_795, %clipped_115 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.m_new = stablehlo.add %multiply_909, %multiply_910 : tensor<384xf32>
    %multiply_911 = stablehlo.multiply %clipped_115, %clipped_115 : tensor<384xf32>
    %cst_796 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_912 = stablehlo.multiply %cst_796, %stages.2.blocks.5.norm.bias.v : tensor<384xf32>
    %cst_797 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_913 = stablehlo.multiply %cst_797, %multiply_911 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.v_new = stablehlo.add %multiply_912, %multiply_913 : tensor<384xf32>
    %bcast_527 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_231 = stablehlo.divide %stages.2.blocks.5.norm.bias.m_new, %bcast_527 : tensor<384xf32>
    %bcast_528 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_232 = stablehlo.divide %stages.2.blocks.5.norm.bias.v_new, %bcast_528 : tensor<384xf32>
    %sqrt_115 = stablehlo.sqrt %divide_232 : tensor<384xf32>
    %cst_798 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_297 = stablehlo.add %sqrt_115, %cst_798 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.adam = stablehlo.divide %divide_231, %add_297 : tensor<384xf32>
    %bcast_529 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_914 = stablehlo.multiply %bcast_529, %stages.2.blocks.5.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.new = stablehlo.subtract %stages.2.blocks.5.norm.bias, %multiply_914 : tensor<384xf32>
    %cst_799 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_915 = stablehlo.multiply %cst_799, %stages.2.blocks.5.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_800 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_916 = stablehlo.multiply %cst_800, %clipped_116 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.m_new = stablehlo.add %multiply_915, %multiply_916 : tensor<1536x384xf32>
    %multiply_917 = stablehlo.multiply %clipped_116, %clipped_116 : tensor<1536x384xf32>
    %cst_801 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_918 = stablehlo.multiply %cst_801, %stages.2.blocks.5.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_802 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_919 = stablehlo.multiply %cst_802, %multiply_917 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.v_new = stablehlo.add %multiply_918, %multiply_919 : tensor<1536x384xf32>
    %bcast_530 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_233 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.m_new, %bcast_530 : tensor<1536x384xf32>
    %bcast_531 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_234 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.v_new, %bcast_531 : tensor<1536x384xf32>
    %sqrt_116 = stablehlo.sqrt %divide_234 : tensor<1536x384xf32>
    %cst_803 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_298 = stablehlo.add %sqrt_116, %cst_803 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.adam = stablehlo.divide %divide_233, %add_298 : tensor<1536x384xf32>
    %cst_804 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_920 = stablehlo.multiply %cst_804, %stages.2.blocks.5.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_37 = stablehlo.add %stages.2.blocks.5.mlp.fc1.weight.adam, %multiply_920 : tensor<1536x384xf32>
    %bcast_532 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_921 = stablehlo.multiply %bcast_532, %decayed_37 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.weight, %multiply_921 : tensor<1536x384xf32>
    %cst_805 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_922 = stablehlo.multiply %cst_805, %stages.2.blocks.5.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_806 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_923 = stablehlo.multiply %cst_806, %clipped_117 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.m_new = stablehlo.add %multiply_922, %multiply_923 : tensor<1536xf32>
    %multiply_924 = stablehlo.multiply %clipped_117, %clipped_117 : tensor<1536xf32>
    %cst_807 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_925 = stablehlo.multiply %cst_807, %stages.2.blocks.5.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_808 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_926 = stablehlo.multiply %cst_808, %multiply_924 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.v_new = stablehlo.add %multiply_925, %multiply_926 : tensor<1536xf32>
    %bcast_533 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_235 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.m_new, %bcast_533 : tensor<1536xf32>
    %bcast_534 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_236 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.v_new, %bcast_534 : tensor<1536xf32>
    %sqrt_117 = stablehlo.sqrt %divide_236 : tensor<1536xf32>
    %cst_809 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_299 = stablehlo.add %sqrt_117, %cst_809 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.adam = stablehlo.divide %divide_235, %add_299 : tensor<1536xf32>
    %bcast_535 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_927 = stablehlo.multiply %bcast_535, %stages.2.blocks.5.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.bias, %multiply_927 : tensor<1536xf32>
    %cst_810 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_928 = stablehlo.multiply %cst_810, %stages.2.blocks.5.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_811 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_929 = stablehlo.multiply %cst_811, %clipped_118 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.m_new = stablehlo.add %multiply_928, %multiply_929 : tensor<384x1536xf32>
    %multiply_930 = stablehlo.multiply %clipped_118, %clipped_118 : tensor<384x1536xf32>
    %cst_812 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_931 = stablehlo.multiply %cst_812, %stages.2.blocks.5.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_813 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_932 = stablehlo.multiply %cst_813, %multiply_930 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.v_new = stablehlo.add %multiply_931, %multiply_932 : tensor<384x1536xf32>
    %bcast_536 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_237 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.m_new, %bcast_536 : tensor<384x1536xf32>
    %bcast_537 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_238 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.v_new, %bcast_537 : tensor<384x1536xf32>
    %sqrt_118 = stablehlo.sqrt %divide_238 : tensor<384x1536xf32>
    %cst_814 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_300 = stablehlo.add %sqrt_118, %cst_814 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.adam = stablehlo.divide %divide_237, %add_300 : tensor<384x1536xf32>
    %cst_815 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_933 = stablehlo.multiply %cst_815, %stages.2.blocks.5.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_38 = stablehlo.add %stages.2.blocks.5.mlp.fc2.weight.adam, %multiply_933 : tensor<384x1536xf32>
    %bcast_538 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_934 = stablehlo.multiply %bcast_538, %decayed_38 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.weight, %multiply_934 : tensor<384x1536xf32>
    %cst_816 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_935 = stablehlo.multiply %cst_816, %stages.2.blocks.5.mlp.fc2.bias.m : tensor<384xf32>
    %cst_817 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_936 = stablehlo.multiply %cst_817, %clipped_119 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.m_new = stablehlo.add %multiply_935, %multiply_936 : tensor<384xf32>
    %multiply_937 = stablehlo.multiply %clipped_119, %clipped_119 : tensor<384xf32>
    %cst_818 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_938 = stablehlo.multiply %cst_818, %stages.2.blocks.5.mlp.fc2.bias.v : tensor<384xf32>
    %cst_819 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_939 = stablehlo.multiply %cst_819, %multiply_937 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.v_new = stablehlo.add %multiply_938, %multiply_939 : tensor<384xf32>
    %bcast_539 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_239 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.m_new, %bcast_539 : tensor<384xf32>
    %bcast_540 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_240 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.v_new, %bcast_540 : tensor<384xf32>
    %sqrt_119 = stablehlo.sqrt %divide_240 : tensor<384xf32>
    %cst_820 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_301 = stablehlo.add %sqrt_119, %cst_820 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.adam = stablehlo.divide %divide_239, %add_301 : tensor<384xf32>
    %bcast_541 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_940 = stablehlo.multiply %bcast_541, %stages.2.blocks.5.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.bias, %multiply_940 : tensor<384xf32>
    %cst_821 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_941 = stablehlo.multiply %cst_821, %stages.2.blocks.6.gamma.m : tensor<384xf32>
    %cst_822 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_942 = stablehlo.multiply %cst_822, %clipped_120 : tensor<384xf32>
    %stages.2.blocks.6.gamma.m_new = stablehlo.add %multiply_941, %multiply_942 : tensor<384xf32>
    %multiply_943 = stablehlo.multiply %clipped_120, %clipped_120 : tensor<384xf32>
    %cst_823 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_944 = stablehlo.multiply %cst_823, %stages.2.blocks.6.gamma.v : tensor<384xf32>
    %cst_824 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_945 = stablehlo.multiply %cst_824, %multiply_943 : tensor<384xf32>
    %stages.2.blocks.6.gamma.v_new = stablehlo.add %multiply_944, %multiply_945 : tensor<384xf32>
    %bcast_542 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_241 = stablehlo.divide %stages.2.blocks.6.gamma.m_new, %bcast_542 : tensor<384xf32>
    %bcast_543 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_242 = stablehlo.divide %stages.2.blocks.6.gamma.v_new, %bcast_543 : tensor<384xf32>
    %sqrt_120 = stablehlo.sqrt %divide_242 : tensor<384xf32>
    %cst_825 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_302 = stablehlo.add %sqrt_120, %cst_825 : tensor<384xf32>
    %stages.2.blocks.6.gamma.adam = stablehlo.divide %divide_241, %add_302 : tensor<384xf32>
    %bcast_544 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_946 = stablehlo.multiply %bcast_544, %stages.2.blocks.6.gamma.adam : tensor<384xf32>
    %stages.2.blocks.6.gamma.new = stablehlo.subtract %stages.2.blocks.6.gamma, %multiply_946 : tensor<384xf32>
    %cst_826 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_947 = stablehlo.multiply %cst_826, %stages.2.blocks.6.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_827 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_948 = stablehlo.multiply %cst_827, %clipped_121 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.m_new = stablehlo.add %multiply_947, %multiply_948 : tensor<384x1x7x7xf32>
    %multiply_949 = stablehlo.multiply %clipped_121, %clipped_121 : tensor<384x1x7x7xf32>
    %cst_828 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_950 = stablehlo.multiply %cst_828, %stages.2.blocks.6.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_829 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_951 = stablehlo.multiply %cst_829, %multiply_949 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.v_new = stablehlo.add %multiply_950, %multiply_951 : tensor<384x1x7x7xf32>
    %bcast_545 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_243 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.m_new, %bcast_545 : tensor<384x1x7x7xf32>
    %bcast_546 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_244 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.v_new, %bcast_546 : tensor<384x1x7x7xf32>
    %sqrt_121 = stablehlo.sqrt %divide_244 : tensor<384x1x7x7xf32>
    %cst_830 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_303 = stablehlo.add %sqrt_121, %cst_830 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.adam = stablehlo.divide %divide_243, %add_303 : tensor<384x1x7x7xf32>
    %cst_831 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_952 = stablehlo.multiply %cst_831, %stages.2.blocks.6.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_39 = stablehlo.add %stages.2.blocks.6.conv_dw.weight.adam, %multiply_952 : tensor<384x1x7x7xf32>
    %bcast_547 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_953 = stablehlo.multiply %bcast_547, %decayed_39 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.weight, %multiply_953 : tensor<384x1x7x7xf32>
    %cst_832 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_954 = stablehlo.multiply %cst_832, %stages.2.blocks.6.conv_dw.bias.m : tensor<384xf32>
    %cst_833 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_955 = stablehlo.multiply %cst_833, %clipped_122 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.m_new = stablehlo.add %multiply_954, %multiply_955 : tensor<384xf32>
    %multiply_956 = stablehlo.multiply %clipped_122, %clipped_122 : tensor<384xf32>
    %cst_834 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_957 = stablehlo.multiply %cst_834, %stages.2.blocks.6.conv_dw.bias.v : tensor<384xf32>
    %cst_835 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_958 = stablehlo.multiply %cst_835, %multiply_956 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.v_new = stablehlo.add %multiply_957, %multiply_958 : tensor<384xf32>
    %bcast_548 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_245 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.m_new, %bcast_548 : tensor<384xf32>
    %bcast_549 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_246 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.v_new, %bcast_549 : tensor<384xf32>
    %sqrt_122 = stablehlo.sqrt %divide_246 : tensor<384xf32>
    %cst_836 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_304 = stablehlo.add %sqrt_122, %cst_836 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.adam = stablehlo.divide %divide_245, %add_304 : tensor<384xf32>
    %bcast_550 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_959 = stablehlo.multiply %bcast_550, %stages.2.blocks.6.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.bias, %multiply_959 : tensor<384xf32>
    %cst_837 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_960 = stablehlo.multiply %cst_837, %stages.2.blocks.6.norm.weight.m : tensor<384xf32>
    %cst_838 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_961 = stablehlo.multiply %cst_838, %clipped_123 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.m_new = stablehlo.add %multiply_960, %multiply_961 : tensor<384xf32>
    %multiply_962 = stablehlo.multiply %clipped_123, %clipped_123 : tensor<384xf32>
    %cst_839 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_963 = stablehlo.multiply %cst_839, %stages.2.blocks.6.norm.weight.v : tensor<384xf32>
    %cst_840 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_964 = stablehlo.multiply %cst_840, %multiply_962 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.v_new = stablehlo.add %multiply_963, %multiply_964 : tensor<384xf32>
    %bcast_551 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_247 = stablehlo.divide %stages.2.blocks.6.norm.weight.m_new, %bcast_551 : tensor<384xf32>
    %bcast_552 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_248 = stablehlo.divide %stages.2.blocks.6.norm.weight.v_new, %bcast_552 : tensor<384xf32>
    %sqrt_123 = stablehlo.sqrt %divide_248 : tensor<384xf32>
    %cst_841 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_305 = stablehlo.add %sqrt_123, %cst_841 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.adam = stablehlo.divide %divide_247, %add_305 : tensor<384xf32>
    %bcast_553 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_965 = stablehlo.multiply %bcast_553, %stages.2.blocks.6.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.new = stablehlo.subtract %stages.2.blocks.6.norm.weight, %multiply_965 : tensor<384xf32>
    %cst_842 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_966 = stablehlo.multiply %cst_842, %stages.2.blocks.6.norm.bias.m : tensor<384xf32>
    %cst_843 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_967 = stablehlo.multiply %cst_843, %clipped_124 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.m_new = stablehlo.add %multiply_966, %multiply_967 : tensor<384xf32>
    %multiply_968 = stablehlo.multiply %clipped_124, %clipped_124 : tensor<384xf32>
    %cst_844 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_969 = stablehlo.multiply %cst_844, %stages.2.blocks.6.norm.bias.v : tensor<384xf32>
    %cst_845 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_970 = stablehlo.multiply %cst_845, %multiply_968 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.v_new = stablehlo.add %multiply_969, %multiply_970 : tensor<384xf32>
    %bcast_554 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_249 = stablehlo.divide %stages.2.blocks.6.norm.bias.m_new, %bcast_554 : tensor<384xf32>
    %bcast_555 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_250 = stablehlo.divide %stages.2.blocks.6.norm.bias.v_new, %bcast_555 : tensor<384xf32>
    %sqrt_124 = stablehlo.sqrt %divide_250 : tensor<384xf32>
    %cst_846 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_306 = stablehlo.add %sqrt_124, %cst_846 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.adam = stablehlo.divide %divide_249, %add_306 : tensor<384xf32>
    %bcast_556 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_971 = stablehlo.multiply %bcast_556, %stages.2.blocks.6.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.new = stablehlo.subtract %stages.2.blocks.6.norm.bias, %multiply_971 : tensor<384xf32>
    %cst_847 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_972 = stablehlo.multiply %cst_847, %stages.2.blocks.6.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_848 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_973 = stablehlo.multiply %cst_848, %clipped_125 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.m_new = stablehlo.add %multiply_972, %multiply_973 : tensor<1536x384xf32>
    %multiply_974 = stablehlo.multiply %clipped_125, %clipped_125 : tensor<1536x384xf32>
    %cst_849 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_975 = stablehlo.multiply %cst_849, %stages.2.blocks.6.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_850 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_976 = stablehlo.multiply %cst_850, %multiply_974 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.v_new = stablehlo.add %multiply_975, %multiply_976 : tensor<1536x384xf32>
    %bcast_557 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_251 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.m_new, %bcast_557 : tensor<1536x384xf32>
    %bcast_558 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_252 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.v_new, %bcast_558 : tensor<1536x384xf32>
    %sqrt_125 = stablehlo.sqrt %divide_252 : tensor<1536x384xf32>
    %cst_851 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_307 = stablehlo.add %sqrt_125, %cst_851 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.adam = stablehlo.divide %divide_251, %add_307 : tensor<1536x384xf32>
    %cst_852 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_977 = stablehlo.multiply %cst_852, %stages.2.blocks.6.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_40 = stablehlo.add %stages.2.blocks.6.mlp.fc1.weight.adam, %multiply_977 : tensor<1536x384xf32>
    %bcast_559 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_978 = stablehlo.multiply %bcast_559, %decayed_40 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.weight, %multiply_978 : tensor<1536x384xf32>
    %cst_853 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_979 = stablehlo.multiply %cst_853, %stages.2.blocks.6.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_854 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_980 = stablehlo.multiply %cst_854, %clipped_126 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.m_new = stablehlo.add %multiply_979, %multiply_980 : tensor<1536xf32>
    %multiply_981 = stablehlo.multiply %clipped_126, %clipped_126 : tensor<1536xf32>
    %cst_855 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_982 = stablehlo.multiply %cst_855, %stages.2.blocks.6.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_856 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_983 = stablehlo.multiply %cst_856, %multiply_981 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.v_new = stablehlo.add %multiply_982, %multiply_983 : tensor<1536xf32>
    %bcast_560 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_253 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.m_new, %bcast_560 : tensor<1536xf32>
    %bcast_561 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_254 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.v_new, %bcast_561 : tensor<1536xf32>
    %sqrt_126 = stablehlo.sqrt %divide_254 : tensor<1536xf32>
    %cst_857 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_308 = stablehlo.add %sqrt_126, %cst_857 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.adam = stablehlo.divide %divide_253, %add_308 : tensor<1536xf32>
    %bcast_562 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_984 = stablehlo.multiply %bcast_562, %stages.2.blocks.6.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.bias, %multiply_984 : tensor<1536xf32>
    %cst_858 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_985 = stablehlo.multiply %cst_858, %stages.2.blocks.6.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_859 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_986 = stablehlo.multiply %cst_859, %clipped_127 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.m_new = stablehlo.add %multiply_985, %multiply_986 : tensor<384x1536xf32>
    %multiply_987 = stablehlo.multiply %clipped_127, %clipped_127 : tensor<384x1536xf32>
    %cst_860 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_988 = stablehlo.multiply %cst_860, %stages.2.blocks.6.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_861 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_989 = stablehlo.multiply %cst_861, %multiply_987 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.v_new = stablehlo.add %multiply_988, %multiply_989 : tensor<384x1536xf32>
    %bcast_563 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_255 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.m_new, %bcast_563 : tensor<384x1536xf32>
    %bcast_564 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_256 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.v_new, %bcast_564 : tensor<384x1536xf32>
    %sqrt_127 = stablehlo.sqrt %divide_256 : tensor<384x1536xf32>
    %cst_862 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_309 = stablehlo.add %sqrt_127, %cst_862 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.adam = stablehlo.divide %divide_255, %add_309 : tensor<384x1536xf32>
    %cst_863 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_990 = stablehlo.multiply %cst_863, %stages.2.blocks.6.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_41 = stablehlo.add %stages.2.blocks.6.mlp.fc2.weight.adam, %multiply_990 : tensor<384x1536xf32>
    %bcast_565 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_991 = stablehlo.multiply %bcast_565, %decayed_41 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.weight, %multiply_991 : tensor<384x1536xf32>
    %cst_864 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_992 = stablehlo.multiply %cst_864, %stages.2.blocks.6.mlp.fc2.bias.m : tensor<384xf32>
    %cst_865 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_993 = stablehlo.multiply %cst_865, %clipped_128 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.m_new = stablehlo.add %multiply_992, %multiply_993 : tensor<384xf32>
    %multiply_994 = stablehlo.multiply %clipped_128, %clipped_128 : tensor<384xf32>
    %cst_866 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_995 = stablehlo.multiply %cst_866, %stages.2.blocks.6.mlp.fc2.bias.v : tensor<384xf32>
    %cst_867 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_996 = stablehlo.multiply %cst_867, %multiply_994 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.v_new = stablehlo.add %multiply_995, %multiply_996 : tensor<384xf32>
    %bcast_566 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_257 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.m_new, %bcast_566 : tensor<384xf32>
    %bcast_567 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_258 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.v_new, %bcast_567 : tensor<384xf32>
    %sqrt_128 = stablehlo.sqrt %divide_258 : tensor<384xf32>
    %cst_868 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_310 = stablehlo.add %sqrt_128, %cst_868 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.adam = stablehlo.divide %divide_257, %add_310 : tensor<384xf32>
    %bcast_568 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_997 = stablehlo.multiply %bcast_568, %stages.2.blocks.6.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.bias, %multiply_997 : tensor<384xf32>
    %cst_869 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_998 = stablehlo.multiply %cst_869, %stages.2.blocks.7.gamma.m : tensor<384xf32>
    %cst_870 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_999 = stablehlo.multiply %cst_870, %clipped_129 : tensor<384xf32>
    %stages.2.blocks.7.gamma.m_new = stablehlo.add %multiply_998, %multiply_999 : tensor<384xf32>
    %multiply_1000 = stablehlo.multiply %clipped_129, %clipped_129 : tensor<384xf32>
    %cst_871 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1001 = stablehlo.multiply %cst_871, %stages.2.blocks.7.gamma.v : tensor<384xf32>
    %cst_872 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1002 = stablehlo.multiply %cst_872, %multiply_1000 : tensor<384xf32>
    %stages.2.blocks.7.gamma.v_new = stablehlo.add %multiply_1001, %multiply_1002 : tensor<384xf32>
    %bcast_569 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_259 = stablehlo.divide %stages.2.blocks.7.gamma.m_new, %bcast_569 : tensor<384xf32>
    %bcast_570 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_260 = stablehlo.divide %stages.2.blocks.7.gamma.v_new, %bcast_570 : tensor<384xf32>
    %sqrt_129 = stablehlo.sqrt %divide_260 : tensor<384xf32>
    %cst_873 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_311 = stablehlo.add %sqrt_129, %cst_873 : tensor<384xf32>
    %stages.2.blocks.7.gamma.adam = stablehlo.divide %divide_259, %add_311 : tensor<384xf32>
    %bcast_571 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1003 = stablehlo.multiply %bcast_571, %stages.2.blocks.7.gamma.adam : tensor<384xf32>
    %stages.2.blocks.7.gamma.new = stablehlo.subtract %stages.2.blocks.7.gamma, %multiply_1003 : tensor<384xf32>
    %cst_874 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1004 = stablehlo.multiply %cst_874, %stages.2.blocks.7.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_875 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1005 = stablehlo.multiply %cst_875, %clipped_130 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.m_new = stablehlo.add %multiply_1004, %multiply_1005 : tensor<384x1x7x7xf32>
    %multiply_1006 = stablehlo.multiply %clipped_130, %clipped_130 : tensor<384x1x7x7xf32>
    %cst_876 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1007 = stablehlo.multiply %cst_876, %stages.2.blocks.7.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_877 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1008 = stablehlo.multiply %cst_877, %multiply_1006 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.v_new = stablehlo.add %multiply_1007, %multiply_1008 : tensor<384x1x7x7xf32>
    %bcast_572 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_261 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.m_new, %bcast_572 : tensor<384x1x7x7xf32>
    %bcast_573 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_262 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.v_new, %bcast_573 : tensor<384x1x7x7xf32>
    %sqrt_130 = stablehlo.sqrt %divide_262 : tensor<384x1x7x7xf32>
    %cst_878 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_312 = stablehlo.add %sqrt_130, %cst_878 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.adam = stablehlo.divide %divide_261, %add_312 : tensor<384x1x7x7xf32>
    %cst_879 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1009 = stablehlo.multiply %cst_879, %stages.2.blocks.7.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_42 = stablehlo.add %stages.2.blocks.7.conv_dw.weight.adam, %multiply_1009 : tensor<384x1x7x7xf32>
    %bcast_574 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1010 = stablehlo.multiply %bcast_574, %decayed_42 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.weight, %multiply_1010 : tensor<384x1x7x7xf32>
    %cst_880 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1011 = stablehlo.multiply %cst_880, %stages.2.blocks.7.conv_dw.bias.m : tensor<384xf32>
    %cst_881 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1012 = stablehlo.multiply %cst_881, %clipped_131 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.m_new = stablehlo.add %multiply_1011, %multiply_1012 : tensor<384xf32>
    %multiply_1013 = stablehlo.multiply %clipped_131, %clipped_131 : tensor<384xf32>
    %cst_882 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1014 = stablehlo.multiply %cst_882, %stages.2.blocks.7.conv_dw.bias.v : tensor<384xf32>
    %cst_883 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1015 = stablehlo.multiply %cst_883, %multiply_1013 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.v_new = stablehlo.add %multiply_1014, %multiply_1015 : tensor<384xf32>
    %bcast_575 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_263 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.m_new, %bcast_575 : tensor<384xf32>
    %bcast_576 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_264 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.v_new, %bcast_576 : tensor<384xf32>
    %sqrt_131 = stablehlo.sqrt %divide_264 : tensor<384xf32>
    %cst_884 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_313 = stablehlo.add %sqrt_131, %cst_884 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.adam = stablehlo.divide %divide_263, %add_313 : tensor<384xf32>
    %bcast_577 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1016 = stablehlo.multiply %bcast_577, %stages.2.blocks.7.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.bias, %multiply_1016 : tensor<384xf32>
    %cst_885 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1017 = stablehlo.multiply %cst_885, %stages.2.blocks.7.norm.weight.m : tensor<384xf32>
    %cst_886 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1018 = stablehlo.multiply %cst_886, %clipped_132 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.m_new = stablehlo.add %multiply_1017, %multiply_1018 : tensor<384xf32>
    %multiply_1019 = stablehlo.multiply %clipped_132, %clipped_132 : tensor<384xf32>
    %cst_887 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1020 = stablehlo.multiply %cst_887, %stages.2.blocks.7.norm.weight.v : tensor<384xf32>
    %cst_888 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1021 = stablehlo.multiply %cst_888, %multiply_1019 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.v_new = stablehlo.add %multiply_1020, %multiply_1021 : tensor<384xf32>
    %bcast_578 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_265 = stablehlo.divide %stages.2.blocks.7.norm.weight.m_new, %bcast_578 : tensor<384xf32>
    %bcast_579 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_266 = stablehlo.divide %stages.2.blocks.7.norm.weight.v_new, %bcast_579 : tensor<384xf32>
    %sqrt_132 = stablehlo.sqrt %divide_266 : tensor<384xf32>
    %cst_889 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_314 = stablehlo.add %sqrt_132, %cst_889 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.adam = stablehlo.divide %divide_265, %add_314 : tensor<384xf32>
    %bcast_580 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1022 = stablehlo.multiply %bcast_580, %stages.2.blocks.7.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.new = stablehlo.subtract %stages.2.blocks.7.norm.weight, %multiply_1022 : tensor<384xf32>
    %cst_890 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1023 = stablehlo.multiply %cst_890, %stages.2.blocks.7.norm.bias.m : tensor<384xf32>
    %cst_891 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1024 = stablehlo.multiply %cst_891, %clipped_133 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.m_new = stablehlo.add %multiply_1023, %multiply_1024 : tensor<384xf32>
    %multiply_1025 = stablehlo.multiply %clipped_133, %clipped_133 : tensor<384xf32>
    %cst_892 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1026 = stablehlo.multiply %cst_892, %stages.2.blocks.7.norm.bias.v : tensor<384xf32>
    %cst_893 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1027 = stablehlo.multiply %cst_893, %multiply_1025 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.v_new = stablehlo.add %multiply_1026, %multiply_1027 : tensor<384xf32>
    %bcast_581 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_267 = stablehlo.divide %stages.2.blocks.7.norm.bias.m_new, %bcast_581 : tensor<384xf32>
    %bcast_582 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_268 = stablehlo.divide %stages.2.blocks.7.norm.bias.v_new, %bcast_582 : tensor<384xf32>
    %sqrt_133 = stablehlo.sqrt %divide_268 : tensor<384xf32>
    %cst_894 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_315 = stablehlo.add %sqrt_133, %cst_894 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.adam = stablehlo.divide %divide_267, %add_315 : tensor<384xf32>
    %bcast_583 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1028 = stablehlo.multiply %bcast_583, %stages.2.blocks.7.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.new = stablehlo.subtract %stages.2.blocks.7.norm.bias, %multiply_1028 : tensor<384xf32>
    %cst_895 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1029 = stablehlo.multiply %cst_895, %stages.2.blocks.7.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_896 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1030 = stablehlo.multiply %cst_896, %clipped_134 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.m_new = stablehlo.add %multiply_1029, %multiply_1030 : tensor<1536x384xf32>
    %multiply_1031 = stablehlo.multiply %clipped_134, %clipped_134 : tensor<1536x384xf32>
    %cst_897 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1032 = stablehlo.multiply %cst_897, %stages.2.blocks.7.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_898 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1033 = stablehlo.multiply %cst_898, %multiply_1031 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.v_new = stablehlo.add %multiply_1032, %multiply_1033 : tensor<1536x384xf32>
    %bcast_584 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_269 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.m_new, %bcast_584 : tensor<1536x384xf32>
    %bcast_585 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_270 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.v_new, %bcast_585 : tensor<1536x384xf32>
    %sqrt_134 = stablehlo.sqrt %divide_270 : tensor<1536x384xf32>
    %cst_899 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_316 = stablehlo.add %sqrt_134, %cst_899 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.adam = stablehlo.divide %divide_269, %add_316 : tensor<1536x384xf32>
    %cst_900 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1034 = stablehlo.multiply %cst_900, %stages.2.blocks.7.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_43 = stablehlo.add %stages.2.blocks.7.mlp.fc1.weight.adam, %multiply_1034 : tensor<1536x384xf32>
    %bcast_586 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1035 = stablehlo.multiply %bcast_586, %decayed_43 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.weight, %multiply_1035 : tensor<1536x384xf32>
    %cst_901 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1036 = stablehlo.multiply %cst_901, %stages.2.blocks.7.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_902 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1037 = stablehlo.multiply %cst_902, %clipped_135 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.m_new = stablehlo.add %multiply_1036, %multiply_1037 : tensor<1536xf32>
    %multiply_1038 = stablehlo.multiply %clipped_135, %clipped_135 : tensor<1536xf32>
    %cst_903 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1039 = stablehlo.multiply %cst_903, %stages.2.blocks.7.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_904 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1040 = stablehlo.multiply %cst_904, %multiply_1038 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.v_new = stablehlo.add %multiply_1039, %multiply_1040 : tensor<1536xf32>
    %bcast_587 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_271 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.m_new, %bcast_587 : tensor<1536xf32>
    %bcast_588 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_272 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.v_new, %bcast_588 : tensor<1536xf32>
    %sqrt_135 = stablehlo.sqrt %divide_272 : tensor<1536xf32>
    %cst_905 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_317 = stablehlo.add %sqrt_135, %cst_905 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.adam = stablehlo.divide %divide_271, %add_317 : tensor<1536xf32>
    %bcast_589 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1041 = stablehlo.multiply %bcast_589, %stages.2.blocks.7.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.bias, %multiply_1041 : tensor<1536xf32>
    %cst_906 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1042 = stablehlo.multiply %cst_906, %stages.2.blocks.7.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_907 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1043 = stablehlo.multiply %cst_907, %clipped_136 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.m_new = stablehlo.add %multiply_1042, %multiply_1043 : tensor<384x1536xf32>
    %multiply_1044 = stablehlo.multiply %clipped_136, %clipped_136 : tensor<384x1536xf32>
    %cst_908 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1045 = stablehlo.multiply %cst_908, %stages.2.blocks.7.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_909 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1046 = stablehlo.multiply %cst_909, %multiply_1044 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.v_new = stablehlo.add %multiply_1045, %multiply_1046 : tensor<384x1536xf32>
    %bcast_590 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_273 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.m_new, %bcast_590 : tensor<384x1536xf32>
    %bcast_591 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_274 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.v_new, %bcast_591 : tensor<384x1536xf32>
    %sqrt_136 = stablehlo.sqrt %divide_274 : tensor<384x1536xf32>
    %cst_910 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_318 = stablehlo.add %sqrt_136, %cst_910 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.adam = stablehlo.divide %divide_273, %add_318 : tensor<384x1536xf32>
    %cst_911 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1047 = stablehlo.multiply %cst_911, %stages.2.blocks.7.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_44 = stablehlo.add %stages.2.blocks.7.mlp.fc2.weight.adam, %multiply_1047 : tensor<384x1536xf32>
    %bcast_592 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1048 = stablehlo.multiply %bcast_592, %decayed_44 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.weight, %multiply_1048 : tensor<384x1536xf32>
    %cst_912 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1049 = stablehlo.multiply %cst_912, %stages.2.blocks.7.mlp.fc2.bias.m : tensor<384xf32>
    %cst_913 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1050 = stablehlo.multiply %cst_913, %clipped_137 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.m_new = stablehlo.add %multiply_1049, %multiply_1050 : tensor<384xf32>
    %multiply_1051 = stablehlo.multiply %clipped_137, %clipped_137 : tensor<384xf32>
    %cst_914 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1052 = stablehlo.multiply %cst_914, %stages.2.blocks.7.mlp.fc2.bias.v : tensor<384xf32>
    %cst_915 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1053 = stablehlo.multiply %cst_915, %multiply_1051 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.v_new = stablehlo.add %multiply_1052, %multiply_1053 : tensor<384xf32>
    %bcast_593 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_275 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.m_new, %bcast_593 : tensor<384xf32>
    %bcast_594 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_276 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.v_new, %bcast_594 : tensor<384xf32>
    %sqrt_137 = stablehlo.sqrt %divide_276 : tensor<384xf32>
    %cst_916 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_319 = stablehlo.add %sqrt_137, %cst_916 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.adam = stablehlo.divide %divide_275, %add_319 : tensor<384xf32>
    %bcast_595 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1054 = stablehlo.multiply %bcast_595, %stages.2.blocks.7.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.bias, %multiply_1054 : tensor<384xf32>
    %cst_917 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1055 = stablehlo.multiply %cst_917, %stages.2.blocks.8.gamma.m : tensor<384xf32>
    %cst_918 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1056 = stablehlo.multiply %cst_918, %clipped_138 : tensor<384xf32>
    %stages.2.blocks.8.gamma.m_new = stablehlo.add %multiply_1055, %multiply_1056 : tensor<384xf32>
    %multiply_1057 = stablehlo.multiply %clipped_138, %clipped_138 : tensor<384xf32>
    %cst_919 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1058 = stablehlo.multiply %cst_919, %stages.2.blocks.8.gamma.v : tensor<384xf32>
    %cst_920 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1059 = stablehlo.multiply %cst_920, %multiply_1057 : tensor<384xf32>
    %stages.2.blocks.8.gamma.v_new = stablehlo.add %multiply_1058, %multiply_1059 : tensor<384xf32>
    %bcast_596 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_277 = stablehlo.divide %stages.2.blocks.8.gamma.m_new, %bcast_596 : tensor<384xf32>
    %bcast_597 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_278 = stablehlo.divide %stages.2.blocks.8.gamma.v_new, %bcast_597 : tensor<384xf32>
    %sqrt_138 = stablehlo.sqrt %divide_278 : tensor<384xf32>
    %cst_921 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_320 = stablehlo.add %sqrt_138, %cst_921 : tensor<384xf32>
    %stages.2.blocks.8.gamma.adam = stablehlo.divide %divide_277, %add_320 : tensor<384xf32>
    %bcast_598 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1060 = stablehlo.multiply %bcast_598, %stages.2.blocks.8.gamma.adam : tensor<384xf32>
    %stages.2.blocks.8.gamma.new = stablehlo.subtract %stages.2.blocks.8.gamma, %multiply_1060 : tensor<384xf32>
    %cst_922 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_1061 = stablehlo.multiply %cst_922, %stages.2.blocks.8.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_923 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_1062 = stablehlo.multiply %cst_923, %clipped_139 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.m_new = stablehlo.add %multiply_1061, %multiply_1062 : tensor<384x1x7x7xf32>
    %multiply_1063 = stablehlo.multiply %clipped_139, %clipped_139 : tensor<384x1x7x7xf32>
    %cst_924 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_1064 = stablehlo.multiply %cst_924, %stages.2.blocks.8.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_925 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_1065 = stablehlo.multiply %cst_925, %multiply_1063 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.v_new = stablehlo.add %multiply_1064, %multiply_1065 : tensor<384x1x7x7xf32>
    %bcast_599 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_279 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.m_new, %bcast_599 : tensor<384x1x7x7xf32>
    %bcast_600 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_280 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.v_new, %bcast_600 : tensor<384x1x7x7xf32>
    %sqrt_139 = stablehlo.sqrt %divide_280 : tensor<384x1x7x7xf32>
    %cst_926 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_321 = stablehlo.add %sqrt_139, %cst_926 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.adam = stablehlo.divide %divide_279, %add_321 : tensor<384x1x7x7xf32>
    %cst_927 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1x7x7xf32>
    %multiply_1066 = stablehlo.multiply %cst_927, %stages.2.blocks.8.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_45 = stablehlo.add %stages.2.blocks.8.conv_dw.weight.adam, %multiply_1066 : tensor<384x1x7x7xf32>
    %bcast_601 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_1067 = stablehlo.multiply %bcast_601, %decayed_45 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.weight, %multiply_1067 : tensor<384x1x7x7xf32>
    %cst_928 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1068 = stablehlo.multiply %cst_928, %stages.2.blocks.8.conv_dw.bias.m : tensor<384xf32>
    %cst_929 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1069 = stablehlo.multiply %cst_929, %clipped_140 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.m_new = stablehlo.add %multiply_1068, %multiply_1069 : tensor<384xf32>
    %multiply_1070 = stablehlo.multiply %clipped_140, %clipped_140 : tensor<384xf32>
    %cst_930 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1071 = stablehlo.multiply %cst_930, %stages.2.blocks.8.conv_dw.bias.v : tensor<384xf32>
    %cst_931 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1072 = stablehlo.multiply %cst_931, %multiply_1070 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.v_new = stablehlo.add %multiply_1071, %multiply_1072 : tensor<384xf32>
    %bcast_602 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_281 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.m_new, %bcast_602 : tensor<384xf32>
    %bcast_603 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_282 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.v_new, %bcast_603 : tensor<384xf32>
    %sqrt_140 = stablehlo.sqrt %divide_282 : tensor<384xf32>
    %cst_932 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_322 = stablehlo.add %sqrt_140, %cst_932 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.adam = stablehlo.divide %divide_281, %add_322 : tensor<384xf32>
    %bcast_604 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1073 = stablehlo.multiply %bcast_604, %stages.2.blocks.8.conv_dw.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.bias, %multiply_1073 : tensor<384xf32>
    %cst_933 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1074 = stablehlo.multiply %cst_933, %stages.2.blocks.8.norm.weight.m : tensor<384xf32>
    %cst_934 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1075 = stablehlo.multiply %cst_934, %clipped_141 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.m_new = stablehlo.add %multiply_1074, %multiply_1075 : tensor<384xf32>
    %multiply_1076 = stablehlo.multiply %clipped_141, %clipped_141 : tensor<384xf32>
    %cst_935 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1077 = stablehlo.multiply %cst_935, %stages.2.blocks.8.norm.weight.v : tensor<384xf32>
    %cst_936 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1078 = stablehlo.multiply %cst_936, %multiply_1076 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.v_new = stablehlo.add %multiply_1077, %multiply_1078 : tensor<384xf32>
    %bcast_605 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_283 = stablehlo.divide %stages.2.blocks.8.norm.weight.m_new, %bcast_605 : tensor<384xf32>
    %bcast_606 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_284 = stablehlo.divide %stages.2.blocks.8.norm.weight.v_new, %bcast_606 : tensor<384xf32>
    %sqrt_141 = stablehlo.sqrt %divide_284 : tensor<384xf32>
    %cst_937 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_323 = stablehlo.add %sqrt_141, %cst_937 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.adam = stablehlo.divide %divide_283, %add_323 : tensor<384xf32>
    %bcast_607 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1079 = stablehlo.multiply %bcast_607, %stages.2.blocks.8.norm.weight.adam : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.new = stablehlo.subtract %stages.2.blocks.8.norm.weight, %multiply_1079 : tensor<384xf32>
    %cst_938 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1080 = stablehlo.multiply %cst_938, %stages.2.blocks.8.norm.bias.m : tensor<384xf32>
    %cst_939 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1081 = stablehlo.multiply %cst_939, %clipped_142 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.m_new = stablehlo.add %multiply_1080, %multiply_1081 : tensor<384xf32>
    %multiply_1082 = stablehlo.multiply %clipped_142, %clipped_142 : tensor<384xf32>
    %cst_940 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1083 = stablehlo.multiply %cst_940, %stages.2.blocks.8.norm.bias.v : tensor<384xf32>
    %cst_941 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1084 = stablehlo.multiply %cst_941, %multiply_1082 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.v_new = stablehlo.add %multiply_1083, %multiply_1084 : tensor<384xf32>
    %bcast_608 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_285 = stablehlo.divide %stages.2.blocks.8.norm.bias.m_new, %bcast_608 : tensor<384xf32>
    %bcast_609 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_286 = stablehlo.divide %stages.2.blocks.8.norm.bias.v_new, %bcast_609 : tensor<384xf32>
    %sqrt_142 = stablehlo.sqrt %divide_286 : tensor<384xf32>
    %cst_942 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_324 = stablehlo.add %sqrt_142, %cst_942 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.adam = stablehlo.divide %divide_285, %add_324 : tensor<384xf32>
    %bcast_610 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1085 = stablehlo.multiply %bcast_610, %stages.2.blocks.8.norm.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.new = stablehlo.subtract %stages.2.blocks.8.norm.bias, %multiply_1085 : tensor<384xf32>
    %cst_943 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1086 = stablehlo.multiply %cst_943, %stages.2.blocks.8.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_944 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1087 = stablehlo.multiply %cst_944, %clipped_143 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.m_new = stablehlo.add %multiply_1086, %multiply_1087 : tensor<1536x384xf32>
    %multiply_1088 = stablehlo.multiply %clipped_143, %clipped_143 : tensor<1536x384xf32>
    %cst_945 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1089 = stablehlo.multiply %cst_945, %stages.2.blocks.8.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_946 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1090 = stablehlo.multiply %cst_946, %multiply_1088 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.v_new = stablehlo.add %multiply_1089, %multiply_1090 : tensor<1536x384xf32>
    %bcast_611 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_287 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.m_new, %bcast_611 : tensor<1536x384xf32>
    %bcast_612 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_288 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.v_new, %bcast_612 : tensor<1536x384xf32>
    %sqrt_143 = stablehlo.sqrt %divide_288 : tensor<1536x384xf32>
    %cst_947 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_325 = stablehlo.add %sqrt_143, %cst_947 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.adam = stablehlo.divide %divide_287, %add_325 : tensor<1536x384xf32>
    %cst_948 = stablehlo.constant dense<0.05000000074505806> : tensor<1536x384xf32>
    %multiply_1091 = stablehlo.multiply %cst_948, %stages.2.blocks.8.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_46 = stablehlo.add %stages.2.blocks.8.mlp.fc1.weight.adam, %multiply_1091 : tensor<1536x384xf32>
    %bcast_613 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1092 = stablehlo.multiply %bcast_613, %decayed_46 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.weight, %multiply_1092 : tensor<1536x384xf32>
    %cst_949 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1093 = stablehlo.multiply %cst_949, %stages.2.blocks.8.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_950 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1094 = stablehlo.multiply %cst_950, %clipped_144 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.m_new = stablehlo.add %multiply_1093, %multiply_1094 : tensor<1536xf32>
    %multiply_1095 = stablehlo.multiply %clipped_144, %clipped_144 : tensor<1536xf32>
    %cst_951 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1096 = stablehlo.multiply %cst_951, %stages.2.blocks.8.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_952 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1097 = stablehlo.multiply %cst_952, %multiply_1095 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.v_new = stablehlo.add %multiply_1096, %multiply_1097 : tensor<1536xf32>
    %bcast_614 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_289 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.m_new, %bcast_614 : tensor<1536xf32>
    %bcast_615 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_290 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.v_new, %bcast_615 : tensor<1536xf32>
    %sqrt_144 = stablehlo.sqrt %divide_290 : tensor<1536xf32>
    %cst_953 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_326 = stablehlo.add %sqrt_144, %cst_953 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.adam = stablehlo.divide %divide_289, %add_326 : tensor<1536xf32>
    %bcast_616 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1098 = stablehlo.multiply %bcast_616, %stages.2.blocks.8.mlp.fc1.bias.adam : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.bias, %multiply_1098 : tensor<1536xf32>
    %cst_954 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1099 = stablehlo.multiply %cst_954, %stages.2.blocks.8.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_955 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1100 = stablehlo.multiply %cst_955, %clipped_145 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.m_new = stablehlo.add %multiply_1099, %multiply_1100 : tensor<384x1536xf32>
    %multiply_1101 = stablehlo.multiply %clipped_145, %clipped_145 : tensor<384x1536xf32>
    %cst_956 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1102 = stablehlo.multiply %cst_956, %stages.2.blocks.8.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_957 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1103 = stablehlo.multiply %cst_957, %multiply_1101 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.v_new = stablehlo.add %multiply_1102, %multiply_1103 : tensor<384x1536xf32>
    %bcast_617 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_291 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.m_new, %bcast_617 : tensor<384x1536xf32>
    %bcast_618 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_292 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.v_new, %bcast_618 : tensor<384x1536xf32>
    %sqrt_145 = stablehlo.sqrt %divide_292 : tensor<384x1536xf32>
    %cst_958 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_327 = stablehlo.add %sqrt_145, %cst_958 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.adam = stablehlo.divide %divide_291, %add_327 : tensor<384x1536xf32>
    %cst_959 = stablehlo.constant dense<0.05000000074505806> : tensor<384x1536xf32>
    %multiply_1104 = stablehlo.multiply %cst_959, %stages.2.blocks.8.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_47 = stablehlo.add %stages.2.blocks.8.mlp.fc2.weight.adam, %multiply_1104 : tensor<384x1536xf32>
    %bcast_619 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1105 = stablehlo.multiply %bcast_619, %decayed_47 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.weight, %multiply_1105 : tensor<384x1536xf32>
    %cst_960 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1106 = stablehlo.multiply %cst_960, %stages.2.blocks.8.mlp.fc2.bias.m : tensor<384xf32>
    %cst_961 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1107 = stablehlo.multiply %cst_961, %clipped_146 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.m_new = stablehlo.add %multiply_1106, %multiply_1107 : tensor<384xf32>
    %multiply_1108 = stablehlo.multiply %clipped_146, %clipped_146 : tensor<384xf32>
    %cst_962 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1109 = stablehlo.multiply %cst_962, %stages.2.blocks.8.mlp.fc2.bias.v : tensor<384xf32>
    %cst_963 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1110 = stablehlo.multiply %cst_963, %multiply_1108 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.v_new = stablehlo.add %multiply_1109, %multiply_1110 : tensor<384xf32>
    %bcast_620 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_293 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.m_new, %bcast_620 : tensor<384xf32>
    %bcast_621 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_294 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.v_new, %bcast_621 : tensor<384xf32>
    %sqrt_146 = stablehlo.sqrt %divide_294 : tensor<384xf32>
    %cst_964 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_328 = stablehlo.add %sqrt_146, %cst_964 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.adam = stablehlo.divide %divide_293, %add_328 : tensor<384xf32>
    %bcast_622 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1111 = stablehlo.multiply %bcast_622, %stages.2.blocks.8.mlp.fc2.bias.adam : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.bias, %multiply_1111 : tensor<384xf32>
    %cst_965 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1112 = stablehlo.multiply %cst_965, %stages.3.downsample.0.weight.m : tensor<384xf32>
    %cst_966 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1113 = stablehlo.multiply %cst_966, %clipped_147 : tensor<384xf32>
    %stages.3.downsample.0.weight.m_new = stablehlo.add %multiply_1112, %multiply_1113 : tensor<384xf32>
    %multiply_1114 = stablehlo.multiply %clipped_147, %clipped_147 : tensor<384xf32>
    %cst_967 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1115 = stablehlo.multiply %cst_967, %stages.3.downsample.0.weight.v : tensor<384xf32>
    %cst_968 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1116 = stablehlo.multiply %cst_968, %multiply_1114 : tensor<384xf32>
    %stages.3.downsample.0.weight.v_new = stablehlo.add %multiply_1115, %multiply_1116 : tensor<384xf32>
    %bcast_623 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_295 = stablehlo.divide %stages.3.downsample.0.weight.m_new, %bcast_623 : tensor<384xf32>
    %bcast_624 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_296 = stablehlo.divide %stages.3.downsample.0.weight.v_new, %bcast_624 : tensor<384xf32>
    %sqrt_147 = stablehlo.sqrt %divide_296 : tensor<384xf32>
    %cst_969 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_329 = stablehlo.add %sqrt_147, %cst_969 : tensor<384xf32>
    %stages.3.downsample.0.weight.adam = stablehlo.divide %divide_295, %add_329 : tensor<384xf32>
    %bcast_625 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1117 = stablehlo.multiply %bcast_625, %stages.3.downsample.0.weight.adam : tensor<384xf32>
    %stages.3.downsample.0.weight.new = stablehlo.subtract %stages.3.downsample.0.weight, %multiply_1117 : tensor<384xf32>
    %cst_970 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1118 = stablehlo.multiply %cst_970, %stages.3.downsample.0.bias.m : tensor<384xf32>
    %cst_971 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1119 = stablehlo.multiply %cst_971, %clipped_148 : tensor<384xf32>
    %stages.3.downsample.0.bias.m_new = stablehlo.add %multiply_1118, %multiply_1119 : tensor<384xf32>
    %multiply_1120 = stablehlo.multiply %clipped_148, %clipped_148 : tensor<384xf32>
    %cst_972 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1121 = stablehlo.multiply %cst_972, %stages.3.downsample.0.bias.v : tensor<384xf32>
    %cst_973 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1122 = stablehlo.multiply %cst_973, %multiply_1120 : tensor<384xf32>
    %stages.3.downsample.0.bias.v_new = stablehlo.add %multiply_1121, %multiply_1122 : tensor<384xf32>
    %bcast_626 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_297 = stablehlo.divide %stages.3.downsample.0.bias.m_new, %bcast_626 : tensor<384xf32>
    %bcast_627 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_298 = stablehlo.divide %stages.3.downsample.0.bias.v_new, %bcast_627 : tensor<384xf32>
    %sqrt_148 = stablehlo.sqrt %divide_298 : tensor<384xf32>
    %cst_974 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_330 = stablehlo.add %sqrt_148, %cst_974 : tensor<384xf32>
    %stages.3.downsample.0.bias.adam = stablehlo.divide %divide_297, %add_330 : tensor<384xf32>
    %bcast_628 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1123 = stablehlo.multiply %bcast_628, %stages.3.downsample.0.bias.adam : tensor<384xf32>
    %stages.3.downsample.0.bias.new = stablehlo.subtract %stages.3.downsample.0.bias, %multiply_1123 : tensor<384xf32>
    %cst_975 = stablehlo.constant dense<0.8999999761581421> : tensor<768x384x2x2xf32>
    %multiply_1124 = stablehlo.multiply %cst_975, %stages.3.downsample.1.weight.m : tensor<768x384x2x2xf32>
    %cst_976 = stablehlo.constant dense<0.10000000149011612> : tensor<768x384x2x2xf32>
    %multiply_1125 = stablehlo.multiply %cst_976, %clipped_149 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.m_new = stablehlo.add %multiply_1124, %multiply_1125 : tensor<768x384x2x2xf32>
    %multiply_1126 = stablehlo.multiply %clipped_149, %clipped_149 : tensor<768x384x2x2xf32>
    %cst_977 = stablehlo.constant dense<0.9990000128746033> : tensor<768x384x2x2xf32>
    %multiply_1127 = stablehlo.multiply %cst_977, %stages.3.downsample.1.weight.v : tensor<768x384x2x2xf32>
    %cst_978 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x384x2x2xf32>
    %multiply_1128 = stablehlo.multiply %cst_978, %multiply_1126 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.v_new = stablehlo.add %multiply_1127, %multiply_1128 : tensor<768x384x2x2xf32>
    %bcast_629 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_299 = stablehlo.divide %stages.3.downsample.1.weight.m_new, %bcast_629 : tensor<768x384x2x2xf32>
    %bcast_630 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_300 = stablehlo.divide %stages.3.downsample.1.weight.v_new, %bcast_630 : tensor<768x384x2x2xf32>
    %sqrt_149 = stablehlo.sqrt %divide_300 : tensor<768x384x2x2xf32>
    %cst_979 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x384x2x2xf32>
    %add_331 = stablehlo.add %sqrt_149, %cst_979 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.adam = stablehlo.divide %divide_299, %add_331 : tensor<768x384x2x2xf32>
    %cst_980 = stablehlo.constant dense<0.05000000074505806> : tensor<768x384x2x2xf32>
    %multiply_1129 = stablehlo.multiply %cst_980, %stages.3.downsample.1.weight : tensor<768x384x2x2xf32>
    %decayed_48 = stablehlo.add %stages.3.downsample.1.weight.adam, %multiply_1129 : tensor<768x384x2x2xf32>
    %bcast_631 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %multiply_1130 = stablehlo.multiply %bcast_631, %decayed_48 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.new = stablehlo.subtract %stages.3.downsample.1.weight, %multiply_1130 : tensor<768x384x2x2xf32>
    %cst_981 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1131 = stablehlo.multiply %cst_981, %stages.3.downsample.1.bias.m : tensor<768xf32>
    %cst_982 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1132 = stablehlo.multiply %cst_982, %clipped_150 : tensor<768xf32>
    %stages.3.downsample.1.bias.m_new = stablehlo.add %multiply_1131, %multiply_1132 : tensor<768xf32>
    %multiply_1133 = stablehlo.multiply %clipped_150, %clipped_150 : tensor<768xf32>
    %cst_983 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1134 = stablehlo.multiply %cst_983, %stages.3.downsample.1.bias.v : tensor<768xf32>
    %cst_984 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1135 = stablehlo.multiply %cst_984, %multiply_1133 : tensor<768xf32>
    %stages.3.downsample.1.bias.v_new = stablehlo.add %multiply_1134, %multiply_1135 : tensor<768xf32>
    %bcast_632 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_301 = stablehlo.divide %stages.3.downsample.1.bias.m_new, %bcast_632 : tensor<768xf32>
    %bcast_633 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_302 = stablehlo.divide %stages.3.downsample.1.bias.v_new, %bcast_633 : tensor<768xf32>
    %sqrt_150 = stablehlo.sqrt %divide_302 : tensor<768xf32>
    %cst_985 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_332 = stablehlo.add %sqrt_150, %cst_985 : tensor<768xf32>
    %stages.3.downsample.1.bias.adam = stablehlo.divide %divide_301, %add_332 : tensor<768xf32>
    %bcast_634 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1136 = stablehlo.multiply %bcast_634, %stages.3.downsample.1.bias.adam : tensor<768xf32>
    %stages.3.downsample.1.bias.new = stablehlo.subtract %stages.3.downsample.1.bias, %multiply_1136 : tensor<768xf32>
    %cst_986 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1137 = stablehlo.multiply %cst_986, %stages.3.blocks.0.gamma.m : tensor<768xf32>
    %cst_987 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1138 = stablehlo.multiply %cst_987, %clipped_151 : tensor<768xf32>
    %stages.3.blocks.0.gamma.m_new = stablehlo.add %multiply_1137, %multiply_1138 : tensor<768xf32>
    %multiply_1139 = stablehlo.multiply %clipped_151, %clipped_151 : tensor<768xf32>
    %cst_988 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1140 = stablehlo.multiply %cst_988, %stages.3.blocks.0.gamma.v : tensor<768xf32>
    %cst_989 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1141 = stablehlo.multiply %cst_989, %multiply_1139 : tensor<768xf32>
    %stages.3.blocks.0.gamma.v_new = stablehlo.add %multiply_1140, %multiply_1141 : tensor<768xf32>
    %bcast_635 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_303 = stablehlo.divide %stages.3.blocks.0.gamma.m_new, %bcast_635 : tensor<768xf32>
    %bcast_636 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_304 = stablehlo.divide %stages.3.blocks.0.gamma.v_new, %bcast_636 : tensor<768xf32>
    %sqrt_151 = stablehlo.sqrt %divide_304 : tensor<768xf32>
    %cst_990 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_333 = stablehlo.add %sqrt_151, %cst_990 : tensor<768xf32>
    %stages.3.blocks.0.gamma.adam = stablehlo.divide %divide_303, %add_333 : tensor<768xf32>
    %bcast_637 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1142 = stablehlo.multiply %bcast_637, %stages.3.blocks.0.gamma.adam : tensor<768xf32>
    %stages.3.blocks.0.gamma.new = stablehlo.subtract %stages.3.blocks.0.gamma, %multiply_1142 : tensor<768xf32>
    %cst_991 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1143 = stablehlo.multiply %cst_991, %stages.3.blocks.0.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_992 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1144 = stablehlo.multiply %cst_992, %clipped_152 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_1143, %multiply_1144 : tensor<768x1x7x7xf32>
    %multiply_1145 = stablehlo.multiply %clipped_152, %clipped_152 : tensor<768x1x7x7xf32>
    %cst_993 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1146 = stablehlo.multiply %cst_993, %stages.3.blocks.0.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_994 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1147 = stablehlo.multiply %cst_994, %multiply_1145 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_1146, %multiply_1147 : tensor<768x1x7x7xf32>
    %bcast_638 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_305 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.m_new, %bcast_638 : tensor<768x1x7x7xf32>
    %bcast_639 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_306 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.v_new, %bcast_639 : tensor<768x1x7x7xf32>
    %sqrt_152 = stablehlo.sqrt %divide_306 : tensor<768x1x7x7xf32>
    %cst_995 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_334 = stablehlo.add %sqrt_152, %cst_995 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_305, %add_334 : tensor<768x1x7x7xf32>
    %cst_996 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1148 = stablehlo.multiply %cst_996, %stages.3.blocks.0.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_49 = stablehlo.add %stages.3.blocks.0.conv_dw.weight.adam, %multiply_1148 : tensor<768x1x7x7xf32>
    %bcast_640 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1149 = stablehlo.multiply %bcast_640, %decayed_49 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.weight, %multiply_1149 : tensor<768x1x7x7xf32>
    %cst_997 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1150 = stablehlo.multiply %cst_997, %stages.3.blocks.0.conv_dw.bias.m : tensor<768xf32>
    %cst_998 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1151 = stablehlo.multiply %cst_998, %clipped_153 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_1150, %multiply_1151 : tensor<768xf32>
    %multiply_1152 = stablehlo.multiply %clipped_153, %clipped_153 : tensor<768xf32>
    %cst_999 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1153 = stablehlo.multiply %cst_999, %stages.3.blocks.0.conv_dw.bias.v : tensor<768xf32>
    %cst_1000 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1154 = stablehlo.multiply %cst_1000, %multiply_1152 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_1153, %multiply_1154 : tensor<768xf32>
    %bcast_641 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_307 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.m_new, %bcast_641 : tensor<768xf32>
    %bcast_642 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_308 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.v_new, %bcast_642 : tensor<768xf32>
    %sqrt_153 = stablehlo.sqrt %divide_308 : tensor<768xf32>
    %cst_1001 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_335 = stablehlo.add %sqrt_153, %cst_1001 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_307, %add_335 : tensor<768xf32>
    %bcast_643 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1155 = stablehlo.multiply %bcast_643, %stages.3.blocks.0.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.bias, %multiply_1155 : tensor<768xf32>
    %cst_1002 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1156 = stablehlo.multiply %cst_1002, %stages.3.blocks.0.norm.weight.m : tensor<768xf32>
    %cst_1003 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1157 = stablehlo.multiply %cst_1003, %clipped_154 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.m_new = stablehlo.add %multiply_1156, %multiply_1157 : tensor<768xf32>
    %multiply_1158 = stablehlo.multiply %clipped_154, %clipped_154 : tensor<768xf32>
    %cst_1004 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1159 = stablehlo.multiply %cst_1004, %stages.3.blocks.0.norm.weight.v : tensor<768xf32>
    %cst_1005 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1160 = stablehlo.multiply %cst_1005, %multiply_1158 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.v_new = stablehlo.add %multiply_1159, %multiply_1160 : tensor<768xf32>
    %bcast_644 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_309 = stablehlo.divide %stages.3.blocks.0.norm.weight.m_new, %bcast_644 : tensor<768xf32>
    %bcast_645 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_310 = stablehlo.divide %stages.3.blocks.0.norm.weight.v_new, %bcast_645 : tensor<768xf32>
    %sqrt_154 = stablehlo.sqrt %divide_310 : tensor<768xf32>
    %cst_1006 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_336 = stablehlo.add %sqrt_154, %cst_1006 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.adam = stablehlo.divide %divide_309, %add_336 : tensor<768xf32>
    %bcast_646 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1161 = stablehlo.multiply %bcast_646, %stages.3.blocks.0.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.new = stablehlo.subtract %stages.3.blocks.0.norm.weight, %multiply_1161 : tensor<768xf32>
    %cst_1007 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1162 = stablehlo.multiply %cst_1007, %stages.3.blocks.0.norm.bias.m : tensor<768xf32>
    %cst_1008 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1163 = stablehlo.multiply %cst_1008, %clipped_155 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.m_new = stablehlo.add %multiply_1162, %multiply_1163 : tensor<768xf32>
    %multiply_1164 = stablehlo.multiply %clipped_155, %clipped_155 : tensor<768xf32>
    %cst_1009 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1165 = stablehlo.multiply %cst_1009, %stages.3.blocks.0.norm.bias.v : tensor<768xf32>
    %cst_1010 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1166 = stablehlo.multiply %cst_1010, %multiply_1164 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.v_new = stablehlo.add %multiply_1165, %multiply_1166 : tensor<768xf32>
    %bcast_647 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_311 = stablehlo.divide %stages.3.blocks.0.norm.bias.m_new, %bcast_647 : tensor<768xf32>
    %bcast_648 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_312 = stablehlo.divide %stages.3.blocks.0.norm.bias.v_new, %bcast_648 : tensor<768xf32>
    %sqrt_155 = stablehlo.sqrt %divide_312 : tensor<768xf32>
    %cst_1011 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_337 = stablehlo.add %sqrt_155, %cst_1011 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.adam = stablehlo.divide %divide_311, %add_337 : tensor<768xf32>
    %bcast_649 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1167 = stablehlo.multiply %bcast_649, %stages.3.blocks.0.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.new = stablehlo.subtract %stages.3.blocks.0.norm.bias, %multiply_1167 : tensor<768xf32>
    %cst_1012 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1168 = stablehlo.multiply %cst_1012, %stages.3.blocks.0.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1013 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1169 = stablehlo.multiply %cst_1013, %clipped_156 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_1168, %multiply_1169 : tensor<3072x768xf32>
    %multiply_1170 = stablehlo.multiply %clipped_156, %clipped_156 : tensor<3072x768xf32>
    %cst_1014 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1171 = stablehlo.multiply %cst_1014, %stages.3.blocks.0.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1015 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1172 = stablehlo.multiply %cst_1015, %multiply_1170 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_1171, %multiply_1172 : tensor<3072x768xf32>
    %bcast_650 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_313 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.m_new, %bcast_650 : tensor<3072x768xf32>
    %bcast_651 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_314 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.v_new, %bcast_651 : tensor<3072x768xf32>
    %sqrt_156 = stablehlo.sqrt %divide_314 : tensor<3072x768xf32>
    %cst_1016 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_338 = stablehlo.add %sqrt_156, %cst_1016 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_313, %add_338 : tensor<3072x768xf32>
    %cst_1017 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1173 = stablehlo.multiply %cst_1017, %stages.3.blocks.0.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_50 = stablehlo.add %stages.3.blocks.0.mlp.fc1.weight.adam, %multiply_1173 : tensor<3072x768xf32>
    %bcast_652 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1174 = stablehlo.multiply %bcast_652, %decayed_50 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.weight, %multiply_1174 : tensor<3072x768xf32>
    %cst_1018 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1175 = stablehlo.multiply %cst_1018, %stages.3.blocks.0.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1019 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1176 = stablehlo.multiply %cst_1019, %clipped_157 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_1175, %multiply_1176 : tensor<3072xf32>
    %multiply_1177 = stablehlo.multiply %clipped_157, %clipped_157 : tensor<3072xf32>
    %cst_1020 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1178 = stablehlo.multiply %cst_1020, %stages.3.blocks.0.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1021 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1179 = stablehlo.multiply %cst_1021, %multiply_1177 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_1178, %multiply_1179 : tensor<3072xf32>
    %bcast_653 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_315 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.m_new, %bcast_653 : tensor<3072xf32>
    %bcast_654 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_316 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.v_new, %bcast_654 : tensor<3072xf32>
    %sqrt_157 = stablehlo.sqrt %divide_316 : tensor<3072xf32>
    %cst_1022 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_339 = stablehlo.add %sqrt_157, %cst_1022 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_315, %add_339 : tensor<3072xf32>
    %bcast_655 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1180 = stablehlo.multiply %bcast_655, %stages.3.blocks.0.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.bias, %multiply_1180 : tensor<3072xf32>
    %cst_1023 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1181 = stablehlo.multiply %cst_1023, %stages.3.blocks.0.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1024 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1182 = stablehlo.multiply %cst_1024, %clipped_158 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_1181, %multiply_1182 : tensor<768x3072xf32>
    %multiply_1183 = stablehlo.multiply %clipped_158, %clipped_158 : tensor<768x3072xf32>
    %cst_1025 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1184 = stablehlo.multiply %cst_1025, %stages.3.blocks.0.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1026 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1185 = stablehlo.multiply %cst_1026, %multiply_1183 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_1184, %multiply_1185 : tensor<768x3072xf32>
    %bcast_656 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_317 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.m_new, %bcast_656 : tensor<768x3072xf32>
    %bcast_657 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_318 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.v_new, %bcast_657 : tensor<768x3072xf32>
    %sqrt_158 = stablehlo.sqrt %divide_318 : tensor<768x3072xf32>
    %cst_1027 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_340 = stablehlo.add %sqrt_158, %cst_1027 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_317, %add_340 : tensor<768x3072xf32>
    %cst_1028 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1186 = stablehlo.multiply %cst_1028, %stages.3.blocks.0.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_51 = stablehlo.add %stages.3.blocks.0.mlp.fc2.weight.adam, %multiply_1186 : tensor<768x3072xf32>
    %bcast_658 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1187 = stablehlo.multiply %bcast_658, %decayed_51 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.weight, %multiply_1187 : tensor<768x3072xf32>
    %cst_1029 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1188 = stablehlo.multiply %cst_1029, %stages.3.blocks.0.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1030 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1189 = stablehlo.multiply %cst_1030, %clipped_159 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_1188, %multiply_1189 : tensor<768xf32>
    %multiply_1190 = stablehlo.multiply %clipped_159, %clipped_159 : tensor<768xf32>
    %cst_1031 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1191 = stablehlo.multiply %cst_1031, %stages.3.blocks.0.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1032 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1192 = stablehlo.multiply %cst_1032, %multiply_1190 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_1191, %multiply_1192 : tensor<768xf32>
    %bcast_659 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_319 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.m_new, %bcast_659 : tensor<768xf32>
    %bcast_660 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_320 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.v_new, %bcast_660 : tensor<768xf32>
    %sqrt_159 = stablehlo.sqrt %divide_320 : tensor<768xf32>
    %cst_1033 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_341 = stablehlo.add %sqrt_159, %cst_1033 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_319, %add_341 : tensor<768xf32>
    %bcast_661 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1193 = stablehlo.multiply %bcast_661, %stages.3.blocks.0.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.bias, %multiply_1193 : tensor<768xf32>
    %cst_1034 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1194 = stablehlo.multiply %cst_1034, %stages.3.blocks.1.gamma.m : tensor<768xf32>
    %cst_1035 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1195 = stablehlo.multiply %cst_1035, %clipped_160 : tensor<768xf32>
    %stages.3.blocks.1.gamma.m_new = stablehlo.add %multiply_1194, %multiply_1195 : tensor<768xf32>
    %multiply_1196 = stablehlo.multiply %clipped_160, %clipped_160 : tensor<768xf32>
    %cst_1036 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1197 = stablehlo.multiply %cst_1036, %stages.3.blocks.1.gamma.v : tensor<768xf32>
    %cst_1037 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1198 = stablehlo.multiply %cst_1037, %multiply_1196 : tensor<768xf32>
    %stages.3.blocks.1.gamma.v_new = stablehlo.add %multiply_1197, %multiply_1198 : tensor<768xf32>
    %bcast_662 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_321 = stablehlo.divide %stages.3.blocks.1.gamma.m_new, %bcast_662 : tensor<768xf32>
    %bcast_663 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_322 = stablehlo.divide %stages.3.blocks.1.gamma.v_new, %bcast_663 : tensor<768xf32>
    %sqrt_160 = stablehlo.sqrt %divide_322 : tensor<768xf32>
    %cst_1038 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_342 = stablehlo.add %sqrt_160, %cst_1038 : tensor<768xf32>
    %stages.3.blocks.1.gamma.adam = stablehlo.divide %divide_321, %add_342 : tensor<768xf32>
    %bcast_664 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1199 = stablehlo.multiply %bcast_664, %stages.3.blocks.1.gamma.adam : tensor<768xf32>
    %stages.3.blocks.1.gamma.new = stablehlo.subtract %stages.3.blocks.1.gamma, %multiply_1199 : tensor<768xf32>
    %cst_1039 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1200 = stablehlo.multiply %cst_1039, %stages.3.blocks.1.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1040 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1201 = stablehlo.multiply %cst_1040, %clipped_161 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_1200, %multiply_1201 : tensor<768x1x7x7xf32>
    %multiply_1202 = stablehlo.multiply %clipped_161, %clipped_161 : tensor<768x1x7x7xf32>
    %cst_1041 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1203 = stablehlo.multiply %cst_1041, %stages.3.blocks.1.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1042 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1204 = stablehlo.multiply %cst_1042, %multiply_1202 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_1203, %multiply_1204 : tensor<768x1x7x7xf32>
    %bcast_665 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_323 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.m_new, %bcast_665 : tensor<768x1x7x7xf32>
    %bcast_666 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_324 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.v_new, %bcast_666 : tensor<768x1x7x7xf32>
    %sqrt_161 = stablehlo.sqrt %divide_324 : tensor<768x1x7x7xf32>
    %cst_1043 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_343 = stablehlo.add %sqrt_161, %cst_1043 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_323, %add_343 : tensor<768x1x7x7xf32>
    %cst_1044 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1205 = stablehlo.multiply %cst_1044, %stages.3.blocks.1.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_52 = stablehlo.add %stages.3.blocks.1.conv_dw.weight.adam, %multiply_1205 : tensor<768x1x7x7xf32>
    %bcast_667 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1206 = stablehlo.multiply %bcast_667, %decayed_52 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.weight, %multiply_1206 : tensor<768x1x7x7xf32>
    %cst_1045 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1207 = stablehlo.multiply %cst_1045, %stages.3.blocks.1.conv_dw.bias.m : tensor<768xf32>
    %cst_1046 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1208 = stablehlo.multiply %cst_1046, %clipped_162 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_1207, %multiply_1208 : tensor<768xf32>
    %multiply_1209 = stablehlo.multiply %clipped_162, %clipped_162 : tensor<768xf32>
    %cst_1047 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1210 = stablehlo.multiply %cst_1047, %stages.3.blocks.1.conv_dw.bias.v : tensor<768xf32>
    %cst_1048 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1211 = stablehlo.multiply %cst_1048, %multiply_1209 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_1210, %multiply_1211 : tensor<768xf32>
    %bcast_668 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_325 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.m_new, %bcast_668 : tensor<768xf32>
    %bcast_669 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_326 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.v_new, %bcast_669 : tensor<768xf32>
    %sqrt_162 = stablehlo.sqrt %divide_326 : tensor<768xf32>
    %cst_1049 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_344 = stablehlo.add %sqrt_162, %cst_1049 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_325, %add_344 : tensor<768xf32>
    %bcast_670 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1212 = stablehlo.multiply %bcast_670, %stages.3.blocks.1.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.bias, %multiply_1212 : tensor<768xf32>
    %cst_1050 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1213 = stablehlo.multiply %cst_1050, %stages.3.blocks.1.norm.weight.m : tensor<768xf32>
    %cst_1051 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1214 = stablehlo.multiply %cst_1051, %clipped_163 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.m_new = stablehlo.add %multiply_1213, %multiply_1214 : tensor<768xf32>
    %multiply_1215 = stablehlo.multiply %clipped_163, %clipped_163 : tensor<768xf32>
    %cst_1052 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1216 = stablehlo.multiply %cst_1052, %stages.3.blocks.1.norm.weight.v : tensor<768xf32>
    %cst_1053 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1217 = stablehlo.multiply %cst_1053, %multiply_1215 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.v_new = stablehlo.add %multiply_1216, %multiply_1217 : tensor<768xf32>
    %bcast_671 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_327 = stablehlo.divide %stages.3.blocks.1.norm.weight.m_new, %bcast_671 : tensor<768xf32>
    %bcast_672 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_328 = stablehlo.divide %stages.3.blocks.1.norm.weight.v_new, %bcast_672 : tensor<768xf32>
    %sqrt_163 = stablehlo.sqrt %divide_328 : tensor<768xf32>
    %cst_1054 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_345 = stablehlo.add %sqrt_163, %cst_1054 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.adam = stablehlo.divide %divide_327, %add_345 : tensor<768xf32>
    %bcast_673 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1218 = stablehlo.multiply %bcast_673, %stages.3.blocks.1.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.new = stablehlo.subtract %stages.3.blocks.1.norm.weight, %multiply_1218 : tensor<768xf32>
    %cst_1055 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1219 = stablehlo.multiply %cst_1055, %stages.3.blocks.1.norm.bias.m : tensor<768xf32>
    %cst_1056 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1220 = stablehlo.multiply %cst_1056, %clipped_164 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.m_new = stablehlo.add %multiply_1219, %multiply_1220 : tensor<768xf32>
    %multiply_1221 = stablehlo.multiply %clipped_164, %clipped_164 : tensor<768xf32>
    %cst_1057 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1222 = stablehlo.multiply %cst_1057, %stages.3.blocks.1.norm.bias.v : tensor<768xf32>
    %cst_1058 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1223 = stablehlo.multiply %cst_1058, %multiply_1221 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.v_new = stablehlo.add %multiply_1222, %multiply_1223 : tensor<768xf32>
    %bcast_674 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_329 = stablehlo.divide %stages.3.blocks.1.norm.bias.m_new, %bcast_674 : tensor<768xf32>
    %bcast_675 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_330 = stablehlo.divide %stages.3.blocks.1.norm.bias.v_new, %bcast_675 : tensor<768xf32>
    %sqrt_164 = stablehlo.sqrt %divide_330 : tensor<768xf32>
    %cst_1059 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_346 = stablehlo.add %sqrt_164, %cst_1059 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.adam = stablehlo.divide %divide_329, %add_346 : tensor<768xf32>
    %bcast_676 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1224 = stablehlo.multiply %bcast_676, %stages.3.blocks.1.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.new = stablehlo.subtract %stages.3.blocks.1.norm.bias, %multiply_1224 : tensor<768xf32>
    %cst_1060 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1225 = stablehlo.multiply %cst_1060, %stages.3.blocks.1.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1061 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1226 = stablehlo.multiply %cst_1061, %clipped_165 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_1225, %multiply_1226 : tensor<3072x768xf32>
    %multiply_1227 = stablehlo.multiply %clipped_165, %clipped_165 : tensor<3072x768xf32>
    %cst_1062 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1228 = stablehlo.multiply %cst_1062, %stages.3.blocks.1.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1063 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1229 = stablehlo.multiply %cst_1063, %multiply_1227 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_1228, %multiply_1229 : tensor<3072x768xf32>
    %bcast_677 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_331 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.m_new, %bcast_677 : tensor<3072x768xf32>
    %bcast_678 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_332 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.v_new, %bcast_678 : tensor<3072x768xf32>
    %sqrt_165 = stablehlo.sqrt %divide_332 : tensor<3072x768xf32>
    %cst_1064 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_347 = stablehlo.add %sqrt_165, %cst_1064 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_331, %add_347 : tensor<3072x768xf32>
    %cst_1065 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1230 = stablehlo.multiply %cst_1065, %stages.3.blocks.1.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_53 = stablehlo.add %stages.3.blocks.1.mlp.fc1.weight.adam, %multiply_1230 : tensor<3072x768xf32>
    %bcast_679 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1231 = stablehlo.multiply %bcast_679, %decayed_53 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.weight, %multiply_1231 : tensor<3072x768xf32>
    %cst_1066 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1232 = stablehlo.multiply %cst_1066, %stages.3.blocks.1.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1067 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1233 = stablehlo.multiply %cst_1067, %clipped_166 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_1232, %multiply_1233 : tensor<3072xf32>
    %multiply_1234 = stablehlo.multiply %clipped_166, %clipped_166 : tensor<3072xf32>
    %cst_1068 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1235 = stablehlo.multiply %cst_1068, %stages.3.blocks.1.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1069 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1236 = stablehlo.multiply %cst_1069, %multiply_1234 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_1235, %multiply_1236 : tensor<3072xf32>
    %bcast_680 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_333 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.m_new, %bcast_680 : tensor<3072xf32>
    %bcast_681 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_334 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.v_new, %bcast_681 : tensor<3072xf32>
    %sqrt_166 = stablehlo.sqrt %divide_334 : tensor<3072xf32>
    %cst_1070 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_348 = stablehlo.add %sqrt_166, %cst_1070 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_333, %add_348 : tensor<3072xf32>
    %bcast_682 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1237 = stablehlo.multiply %bcast_682, %stages.3.blocks.1.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.bias, %multiply_1237 : tensor<3072xf32>
    %cst_1071 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1238 = stablehlo.multiply %cst_1071, %stages.3.blocks.1.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1072 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1239 = stablehlo.multiply %cst_1072, %clipped_167 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_1238, %multiply_1239 : tensor<768x3072xf32>
    %multiply_1240 = stablehlo.multiply %clipped_167, %clipped_167 : tensor<768x3072xf32>
    %cst_1073 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1241 = stablehlo.multiply %cst_1073, %stages.3.blocks.1.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1074 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1242 = stablehlo.multiply %cst_1074, %multiply_1240 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_1241, %multiply_1242 : tensor<768x3072xf32>
    %bcast_683 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_335 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.m_new, %bcast_683 : tensor<768x3072xf32>
    %bcast_684 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_336 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.v_new, %bcast_684 : tensor<768x3072xf32>
    %sqrt_167 = stablehlo.sqrt %divide_336 : tensor<768x3072xf32>
    %cst_1075 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_349 = stablehlo.add %sqrt_167, %cst_1075 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_335, %add_349 : tensor<768x3072xf32>
    %cst_1076 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1243 = stablehlo.multiply %cst_1076, %stages.3.blocks.1.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_54 = stablehlo.add %stages.3.blocks.1.mlp.fc2.weight.adam, %multiply_1243 : tensor<768x3072xf32>
    %bcast_685 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1244 = stablehlo.multiply %bcast_685, %decayed_54 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.weight, %multiply_1244 : tensor<768x3072xf32>
    %cst_1077 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1245 = stablehlo.multiply %cst_1077, %stages.3.blocks.1.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1078 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1246 = stablehlo.multiply %cst_1078, %clipped_168 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_1245, %multiply_1246 : tensor<768xf32>
    %multiply_1247 = stablehlo.multiply %clipped_168, %clipped_168 : tensor<768xf32>
    %cst_1079 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1248 = stablehlo.multiply %cst_1079, %stages.3.blocks.1.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1080 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1249 = stablehlo.multiply %cst_1080, %multiply_1247 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_1248, %multiply_1249 : tensor<768xf32>
    %bcast_686 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_337 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.m_new, %bcast_686 : tensor<768xf32>
    %bcast_687 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_338 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.v_new, %bcast_687 : tensor<768xf32>
    %sqrt_168 = stablehlo.sqrt %divide_338 : tensor<768xf32>
    %cst_1081 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_350 = stablehlo.add %sqrt_168, %cst_1081 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_337, %add_350 : tensor<768xf32>
    %bcast_688 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1250 = stablehlo.multiply %bcast_688, %stages.3.blocks.1.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.bias, %multiply_1250 : tensor<768xf32>
    %cst_1082 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1251 = stablehlo.multiply %cst_1082, %stages.3.blocks.2.gamma.m : tensor<768xf32>
    %cst_1083 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1252 = stablehlo.multiply %cst_1083, %clipped_169 : tensor<768xf32>
    %stages.3.blocks.2.gamma.m_new = stablehlo.add %multiply_1251, %multiply_1252 : tensor<768xf32>
    %multiply_1253 = stablehlo.multiply %clipped_169, %clipped_169 : tensor<768xf32>
    %cst_1084 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1254 = stablehlo.multiply %cst_1084, %stages.3.blocks.2.gamma.v : tensor<768xf32>
    %cst_1085 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1255 = stablehlo.multiply %cst_1085, %multiply_1253 : tensor<768xf32>
    %stages.3.blocks.2.gamma.v_new = stablehlo.add %multiply_1254, %multiply_1255 : tensor<768xf32>
    %bcast_689 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_339 = stablehlo.divide %stages.3.blocks.2.gamma.m_new, %bcast_689 : tensor<768xf32>
    %bcast_690 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_340 = stablehlo.divide %stages.3.blocks.2.gamma.v_new, %bcast_690 : tensor<768xf32>
    %sqrt_169 = stablehlo.sqrt %divide_340 : tensor<768xf32>
    %cst_1086 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_351 = stablehlo.add %sqrt_169, %cst_1086 : tensor<768xf32>
    %stages.3.blocks.2.gamma.adam = stablehlo.divide %divide_339, %add_351 : tensor<768xf32>
    %bcast_691 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1256 = stablehlo.multiply %bcast_691, %stages.3.blocks.2.gamma.adam : tensor<768xf32>
    %stages.3.blocks.2.gamma.new = stablehlo.subtract %stages.3.blocks.2.gamma, %multiply_1256 : tensor<768xf32>
    %cst_1087 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1257 = stablehlo.multiply %cst_1087, %stages.3.blocks.2.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1088 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1258 = stablehlo.multiply %cst_1088, %clipped_170 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_1257, %multiply_1258 : tensor<768x1x7x7xf32>
    %multiply_1259 = stablehlo.multiply %clipped_170, %clipped_170 : tensor<768x1x7x7xf32>
    %cst_1089 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1260 = stablehlo.multiply %cst_1089, %stages.3.blocks.2.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1090 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1261 = stablehlo.multiply %cst_1090, %multiply_1259 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_1260, %multiply_1261 : tensor<768x1x7x7xf32>
    %bcast_692 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_341 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.m_new, %bcast_692 : tensor<768x1x7x7xf32>
    %bcast_693 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_342 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.v_new, %bcast_693 : tensor<768x1x7x7xf32>
    %sqrt_170 = stablehlo.sqrt %divide_342 : tensor<768x1x7x7xf32>
    %cst_1091 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_352 = stablehlo.add %sqrt_170, %cst_1091 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_341, %add_352 : tensor<768x1x7x7xf32>
    %cst_1092 = stablehlo.constant dense<0.05000000074505806> : tensor<768x1x7x7xf32>
    %multiply_1262 = stablehlo.multiply %cst_1092, %stages.3.blocks.2.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_55 = stablehlo.add %stages.3.blocks.2.conv_dw.weight.adam, %multiply_1262 : tensor<768x1x7x7xf32>
    %bcast_694 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1263 = stablehlo.multiply %bcast_694, %decayed_55 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.weight, %multiply_1263 : tensor<768x1x7x7xf32>
    %cst_1093 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1264 = stablehlo.multiply %cst_1093, %stages.3.blocks.2.conv_dw.bias.m : tensor<768xf32>
    %cst_1094 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1265 = stablehlo.multiply %cst_1094, %clipped_171 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_1264, %multiply_1265 : tensor<768xf32>
    %multiply_1266 = stablehlo.multiply %clipped_171, %clipped_171 : tensor<768xf32>
    %cst_1095 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1267 = stablehlo.multiply %cst_1095, %stages.3.blocks.2.conv_dw.bias.v : tensor<768xf32>
    %cst_1096 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1268 = stablehlo.multiply %cst_1096, %multiply_1266 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_1267, %multiply_1268 : tensor<768xf32>
    %bcast_695 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_343 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.m_new, %bcast_695 : tensor<768xf32>
    %bcast_696 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_344 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.v_new, %bcast_696 : tensor<768xf32>
    %sqrt_171 = stablehlo.sqrt %divide_344 : tensor<768xf32>
    %cst_1097 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_353 = stablehlo.add %sqrt_171, %cst_1097 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_343, %add_353 : tensor<768xf32>
    %bcast_697 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1269 = stablehlo.multiply %bcast_697, %stages.3.blocks.2.conv_dw.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.bias, %multiply_1269 : tensor<768xf32>
    %cst_1098 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1270 = stablehlo.multiply %cst_1098, %stages.3.blocks.2.norm.weight.m : tensor<768xf32>
    %cst_1099 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1271 = stablehlo.multiply %cst_1099, %clipped_172 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.m_new = stablehlo.add %multiply_1270, %multiply_1271 : tensor<768xf32>
    %multiply_1272 = stablehlo.multiply %clipped_172, %clipped_172 : tensor<768xf32>
    %cst_1100 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1273 = stablehlo.multiply %cst_1100, %stages.3.blocks.2.norm.weight.v : tensor<768xf32>
    %cst_1101 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1274 = stablehlo.multiply %cst_1101, %multiply_1272 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.v_new = stablehlo.add %multiply_1273, %multiply_1274 : tensor<768xf32>
    %bcast_698 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_345 = stablehlo.divide %stages.3.blocks.2.norm.weight.m_new, %bcast_698 : tensor<768xf32>
    %bcast_699 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_346 = stablehlo.divide %stages.3.blocks.2.norm.weight.v_new, %bcast_699 : tensor<768xf32>
    %sqrt_172 = stablehlo.sqrt %divide_346 : tensor<768xf32>
    %cst_1102 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_354 = stablehlo.add %sqrt_172, %cst_1102 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.adam = stablehlo.divide %divide_345, %add_354 : tensor<768xf32>
    %bcast_700 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1275 = stablehlo.multiply %bcast_700, %stages.3.blocks.2.norm.weight.adam : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.new = stablehlo.subtract %stages.3.blocks.2.norm.weight, %multiply_1275 : tensor<768xf32>
    %cst_1103 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1276 = stablehlo.multiply %cst_1103, %stages.3.blocks.2.norm.bias.m : tensor<768xf32>
    %cst_1104 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1277 = stablehlo.multiply %cst_1104, %clipped_173 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.m_new = stablehlo.add %multiply_1276, %multiply_1277 : tensor<768xf32>
    %multiply_1278 = stablehlo.multiply %clipped_173, %clipped_173 : tensor<768xf32>
    %cst_1105 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1279 = stablehlo.multiply %cst_1105, %stages.3.blocks.2.norm.bias.v : tensor<768xf32>
    %cst_1106 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1280 = stablehlo.multiply %cst_1106, %multiply_1278 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.v_new = stablehlo.add %multiply_1279, %multiply_1280 : tensor<768xf32>
    %bcast_701 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_347 = stablehlo.divide %stages.3.blocks.2.norm.bias.m_new, %bcast_701 : tensor<768xf32>
    %bcast_702 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_348 = stablehlo.divide %stages.3.blocks.2.norm.bias.v_new, %bcast_702 : tensor<768xf32>
    %sqrt_173 = stablehlo.sqrt %divide_348 : tensor<768xf32>
    %cst_1107 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_355 = stablehlo.add %sqrt_173, %cst_1107 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.adam = stablehlo.divide %divide_347, %add_355 : tensor<768xf32>
    %bcast_703 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1281 = stablehlo.multiply %bcast_703, %stages.3.blocks.2.norm.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.new = stablehlo.subtract %stages.3.blocks.2.norm.bias, %multiply_1281 : tensor<768xf32>
    %cst_1108 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1282 = stablehlo.multiply %cst_1108, %stages.3.blocks.2.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1109 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1283 = stablehlo.multiply %cst_1109, %clipped_174 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_1282, %multiply_1283 : tensor<3072x768xf32>
    %multiply_1284 = stablehlo.multiply %clipped_174, %clipped_174 : tensor<3072x768xf32>
    %cst_1110 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1285 = stablehlo.multiply %cst_1110, %stages.3.blocks.2.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1111 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1286 = stablehlo.multiply %cst_1111, %multiply_1284 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_1285, %multiply_1286 : tensor<3072x768xf32>
    %bcast_704 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_349 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.m_new, %bcast_704 : tensor<3072x768xf32>
    %bcast_705 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_350 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.v_new, %bcast_705 : tensor<3072x768xf32>
    %sqrt_174 = stablehlo.sqrt %divide_350 : tensor<3072x768xf32>
    %cst_1112 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_356 = stablehlo.add %sqrt_174, %cst_1112 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_349, %add_356 : tensor<3072x768xf32>
    %cst_1113 = stablehlo.constant dense<0.05000000074505806> : tensor<3072x768xf32>
    %multiply_1287 = stablehlo.multiply %cst_1113, %stages.3.blocks.2.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_56 = stablehlo.add %stages.3.blocks.2.mlp.fc1.weight.adam, %multiply_1287 : tensor<3072x768xf32>
    %bcast_706 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1288 = stablehlo.multiply %bcast_706, %decayed_56 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.weight, %multiply_1288 : tensor<3072x768xf32>
    %cst_1114 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1289 = stablehlo.multiply %cst_1114, %stages.3.blocks.2.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1115 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1290 = stablehlo.multiply %cst_1115, %clipped_175 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_1289, %multiply_1290 : tensor<3072xf32>
    %multiply_1291 = stablehlo.multiply %clipped_175, %clipped_175 : tensor<3072xf32>
    %cst_1116 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1292 = stablehlo.multiply %cst_1116, %stages.3.blocks.2.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1117 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1293 = stablehlo.multiply %cst_1117, %multiply_1291 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_1292, %multiply_1293 : tensor<3072xf32>
    %bcast_707 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_351 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.m_new, %bcast_707 : tensor<3072xf32>
    %bcast_708 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_352 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.v_new, %bcast_708 : tensor<3072xf32>
    %sqrt_175 = stablehlo.sqrt %divide_352 : tensor<3072xf32>
    %cst_1118 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_357 = stablehlo.add %sqrt_175, %cst_1118 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_351, %add_357 : tensor<3072xf32>
    %bcast_709 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1294 = stablehlo.multiply %bcast_709, %stages.3.blocks.2.mlp.fc1.bias.adam : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.bias, %multiply_1294 : tensor<3072xf32>
    %cst_1119 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1295 = stablehlo.multiply %cst_1119, %stages.3.blocks.2.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1120 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1296 = stablehlo.multiply %cst_1120, %clipped_176 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_1295, %multiply_1296 : tensor<768x3072xf32>
    %multiply_1297 = stablehlo.multiply %clipped_176, %clipped_176 : tensor<768x3072xf32>
    %cst_1121 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1298 = stablehlo.multiply %cst_1121, %stages.3.blocks.2.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1122 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1299 = stablehlo.multiply %cst_1122, %multiply_1297 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_1298, %multiply_1299 : tensor<768x3072xf32>
    %bcast_710 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_353 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.m_new, %bcast_710 : tensor<768x3072xf32>
    %bcast_711 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_354 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.v_new, %bcast_711 : tensor<768x3072xf32>
    %sqrt_176 = stablehlo.sqrt %divide_354 : tensor<768x3072xf32>
    %cst_1123 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_358 = stablehlo.add %sqrt_176, %cst_1123 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_353, %add_358 : tensor<768x3072xf32>
    %cst_1124 = stablehlo.constant dense<0.05000000074505806> : tensor<768x3072xf32>
    %multiply_1300 = stablehlo.multiply %cst_1124, %stages.3.blocks.2.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_57 = stablehlo.add %stages.3.blocks.2.mlp.fc2.weight.adam, %multiply_1300 : tensor<768x3072xf32>
    %bcast_712 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1301 = stablehlo.multiply %bcast_712, %decayed_57 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.weight, %multiply_1301 : tensor<768x3072xf32>
    %cst_1125 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1302 = stablehlo.multiply %cst_1125, %stages.3.blocks.2.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1126 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1303 = stablehlo.multiply %cst_1126, %clipped_177 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_1302, %multiply_1303 : tensor<768xf32>
    %multiply_1304 = stablehlo.multiply %clipped_177, %clipped_177 : tensor<768xf32>
    %cst_1127 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1305 = stablehlo.multiply %cst_1127, %stages.3.blocks.2.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1128 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1306 = stablehlo.multiply %cst_1128, %multiply_1304 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_1305, %multiply_1306 : tensor<768xf32>
    %bcast_713 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_355 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.m_new, %bcast_713 : tensor<768xf32>
    %bcast_714 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_356 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.v_new, %bcast_714 : tensor<768xf32>
    %sqrt_177 = stablehlo.sqrt %divide_356 : tensor<768xf32>
    %cst_1129 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_359 = stablehlo.add %sqrt_177, %cst_1129 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_355, %add_359 : tensor<768xf32>
    %bcast_715 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1307 = stablehlo.multiply %bcast_715, %stages.3.blocks.2.mlp.fc2.bias.adam : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.bias, %multiply_1307 : tensor<768xf32>
    %cst_1130 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1308 = stablehlo.multiply %cst_1130, %head.norm.weight.m : tensor<768xf32>
    %cst_1131 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1309 = stablehlo.multiply %cst_1131, %clipped_178 : tensor<768xf32>
    %head.norm.weight.m_new = stablehlo.add %multiply_1308, %multiply_1309 : tensor<768xf32>
    %multiply_1310 = stablehlo.multiply %clipped_178, %clipped_178 : tensor<768xf32>
    %cst_1132 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1311 = stablehlo.multiply %cst_1132, %head.norm.weight.v : tensor<768xf32>
    %cst_1133 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1312 = stablehlo.multiply %cst_1133, %multiply_1310 : tensor<768xf32>
    %head.norm.weight.v_new = stablehlo.add %multiply_1311, %multiply_1312 : tensor<768xf32>
    %bcast_716 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_357 = stablehlo.divide %head.norm.weight.m_new, %bcast_716 : tensor<768xf32>
    %bcast_717 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_358 = stablehlo.divide %head.norm.weight.v_new, %bcast_717 : tensor<768xf32>
    %sqrt_178 = stablehlo.sqrt %divide_358 : tensor<768xf32>
    %cst_1134 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_360 = stablehlo.add %sqrt_178, %cst_1134 : tensor<768xf32>
    %head.norm.weight.adam = stablehlo.divide %divide_357, %add_360 : tensor<768xf32>
    %bcast_718 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1313 = stablehlo.multiply %bcast_718, %head.norm.weight.adam : tensor<768xf32>
    %head.norm.weight.new = stablehlo.subtract %head.norm.weight, %multiply_1313 : tensor<768xf32>
    %cst_1135 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1314 = stablehlo.multiply %cst_1135, %head.norm.bias.m : tensor<768xf32>
    %cst_1136 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1315 = stablehlo.multiply %cst_1136, %clipped_179 : tensor<768xf32>
    %head.norm.bias.m_new = stablehlo.add %multiply_1314, %multiply_1315 : tensor<768xf32>
    %multiply_1316 = stablehlo.multiply %clipped_179, %clipped_179 : tensor<768xf32>
    %cst_1137 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1317 = stablehlo.multiply %cst_1137, %head.norm.bias.v : tensor<768xf32>
    %cst_1138 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1318 = stablehlo.multiply %cst_1138, %multiply_1316 : tensor<768xf32>
    %head.norm.bias.v_new = stablehlo.add %multiply_1317, %multiply_1318 : tensor<768xf32>
    %bcast_719 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_359 = stablehlo.divide %head.norm.bias.m_new, %bcast_719 : tensor<768xf32>
    %bcast_720 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_360 = stablehlo.divide %head.norm.bias.v_new, %bcast_720 : tensor<768xf32>
    %sqrt_179 = stablehlo.sqrt %divide_360 : tensor<768xf32>
    %cst_1139 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_361 = stablehlo.add %sqrt_179, %cst_1139 : tensor<768xf32>
    %head.norm.bias.adam = stablehlo.divide %divide_359, %add_361 : tensor<768xf32>
    %bcast_721 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1319 = stablehlo.multiply %bcast_721, %head.norm.bias.adam : tensor<768xf32>
    %head.norm.bias.new = stablehlo.subtract %head.norm.bias, %multiply_1319 : tensor<768xf32>
    %cst_1140 = stablehlo.constant dense<0.8999999761581421> : tensor<1000x768xf32>
    %multiply_1320 = stablehlo.multiply %cst_1140, %head.fc.weight.m : tensor<1000x768xf32>
    %cst_1141 = stablehlo.constant dense<0.10000000149011612> : tensor<1000x768xf32>
    %multiply_1321 = stablehlo.multiply %cst_1141, %clipped_180 : tensor<1000x768xf32>
    %head.fc.weight.m_new = stablehlo.add %multiply_1320, %multiply_1321 : tensor<1000x768xf32>
    %multiply_1322 = stablehlo.multiply %clipped_180, %clipped_180 : tensor<1000x768xf32>
    %cst_1142 = stablehlo.constant dense<0.9990000128746033> : tensor<1000x768xf32>
    %multiply_1323 = stablehlo.multiply %cst_1142, %head.fc.weight.v : tensor<1000x768xf32>
    %cst_1143 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000x768xf32>
    %multiply_1324 = stablehlo.multiply %cst_1143, %multiply_1322 : tensor<1000x768xf32>
    %head.fc.weight.v_new = stablehlo.add %multiply_1323, %multiply_1324 : tensor<1000x768xf32>
    %bcast_722 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %divide_361 = stablehlo.divide %head.fc.weight.m_new, %bcast_722 : tensor<1000x768xf32>
    %bcast_723 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %divide_362 = stablehlo.divide %head.fc.weight.v_new, %bcast_723 : tensor<1000x768xf32>
    %sqrt_180 = stablehlo.sqrt %divide_362 : tensor<1000x768xf32>
    %cst_1144 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000x768xf32>
    %add_362 = stablehlo.add %sqrt_180, %cst_1144 : tensor<1000x768xf32>
    %head.fc.weight.adam = stablehlo.divide %divide_361, %add_362 : tensor<1000x768xf32>
    %cst_1145 = stablehlo.constant dense<0.05000000074505806> : tensor<1000x768xf32>
    %multiply_1325 = stablehlo.multiply %cst_1145, %head.fc.weight : tensor<1000x768xf32>
    %decayed_58 = stablehlo.add %head.fc.weight.adam, %multiply_1325 : tensor<1000x768xf32>
    %bcast_724 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000x768xf32>
    %multiply_1326 = stablehlo.multiply %bcast_724, %decayed_58 : tensor<1000x768xf32>
    %head.fc.weight.new = stablehlo.subtract %head.fc.weight, %multiply_1326 : tensor<1000x768xf32>
    %cst_1146 = stablehlo.constant dense<0.8999999761581421> : tensor<1000xf32>
    %multiply_1327 = stablehlo.multiply %cst_1146, %head.fc.bias.m : tensor<1000xf32>
    %cst_1147 = stablehlo.constant dense<0.10000000149011612> : tensor<1000xf32>
    %multiply_1328 = stablehlo.multiply %cst_1147, %clipped_181 : tensor<1000xf32>
    %head.fc.bias.m_new = stablehlo.add %multiply_1327, %multiply_1328 : tensor<1000xf32>
    %multiply_1329 = stablehlo.multiply %clipped_181, %clipped_181 : tensor<1000xf32>
    %cst_1148 = stablehlo.constant dense<0.9990000128746033> : tensor<1000xf32>
    %multiply_1330 = stablehlo.multiply %cst_1148, %head.fc.bias.v : tensor<1000xf32>
    %cst_1149 = stablehlo.constant dense<0.0010000000474974513> : tensor<1000xf32>
    %multiply_1331 = stablehlo.multiply %cst_1149, %multiply_1329 : tensor<1000xf32>
    %head.fc.bias.v_new = stablehlo.add %multiply_1330, %multiply_1331 : tensor<1000xf32>
    %bcast_725 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_363 = stablehlo.divide %head.fc.bias.m_new, %bcast_725 : tensor<1000xf32>
    %bcast_726 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %divide_364 = stablehlo.divide %head.fc.bias.v_new, %bcast_726 : tensor<1000xf32>
    %sqrt_181 = stablehlo.sqrt %divide_364 : tensor<1000xf32>
    %cst_1150 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1000xf32>
    %add_363 = stablehlo.add %sqrt_181, %cst_1150 : tensor<1000xf32>
    %head.fc.bias.adam = stablehlo.divide %divide_363, %add_363 : tensor<1000xf32>
    %bcast_727 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %multiply_1332 = stablehlo.multiply %bcast_727, %head.fc.bias.adam : tensor<1000xf32>
    %head.fc.bias.new = stablehlo.subtract %head.fc.bias, %multiply_1332 : tensor<1000xf32>
    return %stem.0.weight.new, %stem.0.bias.new, %stem.1.weight.new, %stem.1.bias.new, %stages.0.blocks.0.gamma.new, %stages.0.blocks.0.conv_dw.weight.new, %stages.0.blocks.0.conv_dw.bias.new, %stages.0.blocks.0.norm.weight.new, %stages.0.blocks.0.norm.bias.new, %stages.0.blocks.0.mlp.fc1.weight.new, %stages.0.blocks.0.mlp.fc1.bias.new, %stages.0.blocks.0.mlp.fc2.weight.new, %stages.0.blocks.0.mlp.fc2.bias.new, %stages.0.blocks.1.gamma.new, %stages.0.blocks.1.conv_dw.weight.new, %stages.0.blocks.1.conv_dw.bias.new, %stages.0.blocks.1.norm.weight.new, %stages.0.blocks.1.norm.bias.new, %stages.0.blocks.1.mlp.fc1.weight.new, %stages.0.blocks.1.mlp.fc1.bias.new, %stages.0.blocks.1.mlp.fc2.weight.new, %stages.0.blocks.1.mlp.fc2.bias.new, %stages.0.blocks.2.gamma.new, %stages.0.blocks.2.conv_dw.weight.new, %stages.0.blocks.2.conv_dw.bias.new, %stages.0.blocks.2.norm.weight.new, %stages.0.blocks.2.norm.bias.new, %stages.0.blocks.2.mlp.fc1.weight.new, %stages.0.blocks.2.mlp.fc1.bias.new, %stages.0.blocks.2.mlp.fc2.weight.new, %stages.0.blocks.2.mlp.fc2.bias.new, %stages.1.downsample.0.weight.new, %stages.1.downsample.0.bias.new, %stages.1.downsample.1.weight.new, %stages.1.downsample.1.bias.new, %stages.1.blocks.0.gamma.new, %stages.1.blocks.0.conv_dw.weight.new, %stages.1.blocks.0.conv_dw.bias.new, %stages.1.blocks.0.norm.weight.new, %stages.1.blocks.0.norm.bias.new, %stages.1.blocks.0.mlp.fc1.weight.new, %stages.1.blocks.0.mlp.fc1.bias.new, %stages.1.blocks.0.mlp.fc2.weight.new, %stages.1.blocks.0.mlp.fc2.bias.new, %stages.1.blocks.1.gamma.new, %stages.1.blocks.1.conv_dw.weight.new, %stages.1.blocks.1.conv_dw.bias.new, %stages.1.blocks.1.norm.weight.new, %stages.1.blocks.1.norm.bias.new, %stages.1.blocks.1.mlp.fc1.weight.new, %stages.1.blocks.1.mlp.fc1.bias.new, %stages.1.blocks.1.mlp.fc2.weight.new, %stages.1.blocks.1.mlp.fc2.bias.new, %stages.1.blocks.2.gamma.new, %stages.1.blocks.2.conv_dw.weight.new, %stages.1.blocks.2.conv_dw.bias.new, %stages.1.blocks.2.norm.weight.new, %stages.1.blocks.2.norm.bias.new, %stages.1.blocks.2.mlp.fc1.weight.new, %stages.1.blocks.2.mlp.fc1.bias.new, %stages.1.blocks.2.mlp.fc2.weight.new, %stages.1.blocks.2.mlp.fc2.bias.new, %stages.2.downsample.0.weight.new, %stages.2.downsample.0.bias.new, %stages.2.downsample.1.weight.new, %stages.2.downsample.1.bias.new, %stages.2.blocks.0.gamma.new, %stages.2.blocks.0.conv_dw.weight.new, %stages.2.blocks.0.conv_dw.bias.new, %stages.2.blocks.0.norm.weight.new, %stages.2.blocks.0.norm.bias.new, %stages.2.blocks.0.mlp.fc1.weight.new, %stages.2.blocks.0.mlp.fc1.bias.new, %stages.2.blocks.0.mlp.fc2.weight.new, %stages.2.blocks.0.mlp.fc2.bias.new, %stages.2.blocks.1.gamma.new, %stages.2.blocks.1.conv_dw.weight.new, %stages.2.blocks.1.conv_dw.bias.new, %stages.2.blocks.1.norm.weight.new, %stages.2.blocks.1.norm.bias.new, %stages.2.blocks.1.mlp.fc1.weight.new, %stages.2.blocks.1.mlp.fc1.bias.new, %stages.2.blocks.1.mlp.fc2.weight.new, %stages.2.blocks.1.mlp.fc2.bias.new, %stages.2.blocks.2.gamma.new, %stages.2.blocks.2.conv_dw.weight.new, %stages.2.blocks.2.conv_dw.bias.new, %stages.2.blocks.2.norm.weight.new, %stages.2.blocks.2.norm.bias.new, %stages.2.blocks.2.mlp.fc1.weight.new, %stages.2.blocks.2.mlp.fc1.bias.new, %stages.2.blocks.2.mlp.fc2.weight.new, %stages.2.blocks.2.mlp.fc2.bias.new, %stages.2.blocks.3.gamma.new, %stages.2.blocks.3.conv_dw.weight.new, %stages.2.blocks.3.conv_dw.bias.new, %stages.2.blocks.3.norm.weight.new, %stages.2.blocks.3.norm.bias.new, %stages.2.blocks.3.mlp.fc1.weight.new, %stages.2.blocks.3.mlp.fc1.bias.new, %stages.2.blocks.3.mlp.fc2.weight.new, %stages.2.blocks.3.mlp.fc2.bias.new, %stages.2.blocks.4.gamma.new, %stages.2.blocks.4.conv_dw.weight.new, %stages.2.blocks.4.conv_dw.bias.new, %stages.2.blocks.4.norm.weight.new, %stages.2.blocks.4.norm.bias.new, %stages.2.blocks.4.mlp.fc1.weight.new, %stages.2.blocks.4.mlp.fc1.bias.new, %stages.2.blocks.4.mlp.fc2.weight.new, %stages.2.blocks.4.mlp.fc2.bias.new, %stages.2.blocks.5.gamma.new, %stages.2.blocks.5.conv_dw.weight.new, %stages.2.blocks.5.conv_dw.bias.new, %stages.2.blocks.5.norm.weight.new, %stages.2.blocks.5.norm.bias.new, %stages.2.blocks.5.mlp.fc1.weight.new, %stages.2.blocks.5.mlp.fc1.bias.new, %stages.2.blocks.5.mlp.fc2.weight.new, %stages.2.blocks.5.mlp.fc2.bias.new, %stages.2.blocks.6.gamma.new, %stages.2.blocks.6.conv_dw.weight.new, %stages.2.blocks.6.conv_dw.bias.new, %stages.2.blocks.6.norm.weight.new, %stages.2.blocks.6.norm.bias.new, %stages.2.blocks.6.mlp.fc1.weight.new, %stages.2.blocks.6.mlp.fc1.bias.new, %stages.2.blocks.6.mlp.fc2.weight.new, %stages.2.blocks.6.mlp.fc2.bias.new, %stages.2.blocks.7.gamma.new, %stages.2.blocks.7.conv_dw.weight.new, %stages.2.blocks.7.conv_dw.bias.new, %stages.2.blocks.7.norm.weight.new, %stages.2.blocks.7.norm.bias.new, %stages.2.blocks.7.mlp.fc1.weight.new, %stages.2.blocks.7.mlp.fc1.bias.new, %stages.2.blocks.7.mlp.fc2.weight.new, %stages.2.blocks.7.mlp.fc2.bias.new, %stages.2.blocks.8.gamma.new, %stages.2.blocks.8.conv_dw.weight.new, %stages.2.blocks.8.conv_dw.bias.new, %stages.2.blocks.8.norm.weight.new, %stages.2.blocks.8.norm.bias.new, %stages.2.blocks.8.mlp.fc1.weight.new, %stages.2.blocks.8.mlp.fc1.bias.new, %stages.2.blocks.8.mlp.fc2.weight.new, %stages.2.blocks.8.mlp.fc2.bias.new, %stages.3.downsample.0.weight.new, %stages.3.downsample.0.bias.new, %stages.3.downsample.1.weight.new, %stages.3.downsample.1.bias.new, %stages.3.blocks.0.gamma.new, %stages.3.blocks.0.conv_dw.weight.new, %stages.3.blocks.0.conv_dw.bias.new, %stages.3.blocks.0.norm.weight.new, %stages.3.blocks.0.norm.bias.new, %stages.3.blocks.0.mlp.fc1.weight.new, %stages.3.blocks.0.mlp.fc1.bias.new, %stages.3.blocks.0.mlp.fc2.weight.new, %stages.3.blocks.0.mlp.fc2.bias.new, %stages.3.blocks.1.gamma.new, %stages.3.blocks.1.conv_dw.weight.new, %stages.3.blocks.1.conv_dw.bias.new, %stages.3.blocks.1.norm.weight.new, %stages.3.blocks.1.norm.bias.new, %stages.3.blocks.1.mlp.fc1.weight.new, %stages.3.blocks.1.mlp.fc1.bias.new, %stages.3.blocks.1.mlp.fc2.weight.new, %stages.3.blocks.1.mlp.fc2.bias.new, %stages.3.blocks.2.gamma.new, %stages.3.blocks.2.conv_dw.weight.new, %stages.3.blocks.2.conv_dw.bias.new, %stages.3.blocks.2.norm.weight.new, %stages.3.blocks.2.norm.bias.new, %stages.3.blocks.2.mlp.fc1.weight.new, %stages.3.blocks.2.mlp.fc1.bias.new, %stages.3.blocks.2.mlp.fc2.weight.new, %stages.3.blocks.2.mlp.fc2.bias.new, %head.norm.weight.new, %head.norm.bias.new, %head.fc.weight.new, %head.fc.bias.new, %stem.0.weight.m_new, %stem.0.bias.m_new, %stem.1.weight.m_new, %stem.1.bias.m_new, %stages.0.blocks.0.gamma.m_new, %stages.0.blocks.0.conv_dw.weight.m_new, %stages.0.blocks.0.conv_dw.bias.m_new, %stages.0.blocks.0.norm.weight.m_new, %stages.0.blocks.0.norm.bias.m_new, %stages.0.blocks.0.mlp.fc1.weight.m_new, %stages.0.blocks.0.mlp.fc1.bias.m_new, %stages.0.blocks.0.mlp.fc2.weight.m_new, %stages.0.blocks.0.mlp.fc2.bias.m_new, %stages.0.blocks.1.gamma.m_new, %stages.0.blocks.1.conv_dw.weight.m_new, %stages.0.blocks.1.conv_dw.bias.m_new, %stages.0.blocks.1.norm.weight.m_new, %stages.0.blocks.1.norm.bias.m_new, %stages.0.blocks.1.mlp.fc1.weight.m_new, %stages.0.blocks.1.mlp.fc1.bias.m_new, %stages.0.blocks.1.mlp.fc2.weight.m_new, %stages.0.blocks.1.mlp.fc2.bias.m_new, %stages.0.blocks.2.gamma.m_new, %stages.0.blocks.2.conv_dw.weight.m_new, %stages.0.blocks.2.conv_dw.bias.m_new, %stages.0.blocks.2.norm.weight.m_new, %stages.0.blocks.2.norm.bias.m_new, %stages.0.blocks.2.mlp.fc1.weight.m_new, %stages.0.blocks.2.mlp.fc1.bias.m_new, %stages.0.blocks.2.mlp.fc2.weight.m_new, %stages.0.blocks.2.mlp.fc2.bias.m_new, %stages.1.downsample.0.weight.m_new, %stages.1.downsample.0.bias.m_new, %stages.1.downsample.1.weight.m_new, %stages.1.downsample.1.bias.m_new, %stages.1.blocks.0.gamma.m_new, %stages.1.blocks.0.conv_dw.weight.m_new, %stages.1.blocks.0.conv_dw.bias.m_new, %stages.1.blocks.0.norm.weight.m_new, %stages.1.blocks.0.norm.bias.m_new, %stages.1.blocks.0.mlp.fc1.weight.m_new, %stages.1.blocks.0.mlp.fc1.bias.m_new, %stages.1.blocks.0.mlp.fc2.weight.m_new, %stages.1.blocks.0.mlp.fc2.bias.m_new, %stages.1.blocks.1.gamma.m_new, %stages.1.blocks.1.conv_dw.weight.m_new, %stages.1.blocks.1.conv_dw.bias.m_new, %stages.1.blocks.1.norm.weight.m_new, %stages.1.blocks.1.norm.bias.m_new, %stages.1.blocks.1.mlp.fc1.weight.m_new, %stages.1.blocks.1.mlp.fc1.bias.m_new, %stages.1.blocks.1.mlp.fc2.weight.m_new, %stages.1.blocks.1.mlp.fc2.bias.m_new, %stages.1.blocks.2.gamma.m_new, %stages.1.blocks.2.conv_dw.weight.m_new, %stages.1.blocks.2.conv_dw.bias.m_new, %stages.1.blocks.2.norm.weight.m_new, %stages.1.blocks.2.norm.bias.m_new, %stages.1.blocks.2.mlp.fc1.weight.m_new, %stages.1.blocks.2.mlp.fc1.bias.m_new, %stages.1.blocks.2.mlp.fc2.weight.m_new, %stages.1.blocks.2.mlp.fc2.bias.m_new, %stages.2.downsample.0.weight.m_new, %stages.2.downsample.0.bias.m_new, %stages.2.downsample.1.weight.m_new, %stages.2.downsample.1.bias.m_new, %stages.2.blocks.0.gamma.m_new, %stages.2.blocks.0.conv_dw.weight.m_new, %stages.2.blocks.0.conv_dw.bias.m_new, %stages.2.blocks.0.norm.weight.m_new, %stages.2.blocks.0.norm.bias.m_new, %stages.2.blocks.0.mlp.fc1.weight.m_new, %stages.2.blocks.0.mlp.fc1.bias.m_new, %stages.2.blocks.0.mlp.fc2.weight.m_new, %stages.2.blocks.0.mlp.fc2.bias.m_new, %stages.2.blocks.1.gamma.m_new, %stages.2.blocks.1.conv_dw.weight.m_new, %stages.2.blocks.1.conv_dw.bias.m_new, %stages.2.blocks.1.norm.weight.m_new, %stages.2.blocks.1.norm.bias.m_new, %stages.2.blocks.1.mlp.fc1.weight.m_new, %stages.2.blocks.1.mlp.fc1.bias.m_new, %stages.2.blocks.1.mlp.fc2.weight.m_new, %stages.2.blocks.1.mlp.fc2.bias.m_new, %stages.2.blocks.2.gamma.m_new, %stages.2.blocks.2.conv_dw.weight.m_new, %stages.2.blocks.2.conv_dw.bias.m_new, %stages.2.blocks.2.norm.weight.m_new, %stages.2.blocks.2.norm.bias.m_new, %stages.2.blocks.2.mlp.fc1.weight.m_new, %stages.2.blocks.2.mlp.fc1.bias.m_new, %stages.2.blocks.2.mlp.fc2.weight.m_new, %stages.2.blocks.2.mlp.fc2.bias.m_new, %stages.2.blocks.3.gamma.m_new, %stages.2.blocks.3.conv_dw.weight.m_new, %stages.2.blocks.3.conv_dw.bias.m_new, %stages.2.blocks.3.norm.weight.m_new, %stages.2.blocks.3.norm.bias.m_new, %stages.2.blocks.3.mlp.fc1.weight.m_new, %stages.2.blocks.3.mlp.fc1.bias.m_new, %stages.2.blocks.3.mlp.fc2.weight.m_new, %stages.2.blocks.3.mlp.fc2.bias.m_new, %stages.2.blocks.4.gamma.m_new, %stages.2.blocks.4.conv_dw.weight.m_new, %stages.2.blocks.4.conv_dw.bias.m_new, %stages.2.blocks.4.norm.weight.m_new, %stages.2.blocks.4.norm.bias.m_new, %stages.2.blocks.4.mlp.fc1.weight.m_new, %stages.2.blocks.4.mlp.fc1.bias.m_new, %stages.2.blocks.4.mlp.fc2.weight.m_new, %stages.2.blocks.4.mlp.fc2.bias.m_new, %stages.2.blocks.5.gamma.m_new, %stages.2.blocks.5.conv_dw.weight.m_new, %stages.2.blocks.5.conv_dw.bias.m_new, %stages.2.blocks.5.norm.weight.m_new, %stages.2.blocks.5.norm.bias.m_new, %stages.2.blocks.5.mlp.fc1.weight.m_new, %stages.2.blocks.5.mlp.fc1.bias.m_new, %stages.2.blocks.5.mlp.fc2.weight.m_new, %stages.2.blocks.5.mlp.fc2.bias.m_new, %stages.2.blocks.6.gamma.m_new, %stages.2.blocks.6.conv_dw.weight.m_new, %stages.2.blocks.6.conv_dw.bias.m_new, %stages.2.blocks.6.norm.weight.m_new, %stages.2.blocks.6.norm.bias.m_new, %stages.2.blocks.6.mlp.fc1.weight.m_new, %stages.2.blocks.6.mlp.fc1.bias.m_new, %stages.2.blocks.6.mlp.fc2.weight.m_new, %stages.2.blocks.6.mlp.fc2.bias.m_new, %stages.2.blocks.7.gamma.m_new, %stages.2.blocks.7.conv_dw.weight.m_new, %stages.2.blocks.7.conv_dw.bias.m_new, %stages.2.blocks.7.norm.weight.m_new, %stages.2.blocks.7.norm.bias.m_new, %stages.2.blocks.7.mlp.fc1.weight.m_new, %stages.2.blocks.7.mlp.fc1.bias.m_new, %stages.2.blocks.7.mlp.fc2.weight.m_new, %stages.2.blocks.7.mlp.fc2.bias.m_new, %stages.2.blocks.8.gamma.m_new, %stages.2.blocks.8.conv_dw.weight.m_new, %stages.2.blocks.8.conv_dw.bias.m_new, %stages.2.blocks.8.norm.weight.m_new, %stages.2.blocks.8.norm.bias.m_new, %stages.2.blocks.8.mlp.fc1.weight.m_new, %stages.2.blocks.8.mlp.fc1.bias.m_new, %stages.2.blocks.8.mlp.fc2.weight.m_new, %stages.2.blocks.8.mlp.fc2.bias.m_new, %stages.3.downsample.0.weight.m_new, %stages.3.downsample.0.bias.m_new, %stages.3.downsample.1.weight.m_new, %stages.3.downsample.1.bias.m_new, %stages.3.blocks.0.gamma.m_new, %stages.3.blocks.0.conv_dw.weight.m_new, %stages.3.blocks.0.conv_dw.bias.m_new, %stages.3.blocks.0.norm.weight.m_new, %stages.3.blocks.0.norm.bias.m_new, %stages.3.blocks.0.mlp.fc1.weight.m_new, %stages.3.blocks.0.mlp.fc1.bias.m_new, %stages.3.blocks.0.mlp.fc2.weight.m_new, %stages.3.blocks.0.mlp.fc2.bias.m_new, %stages.3.blocks.1.gamma.m_new, %stages.3.blocks.1.conv_dw.weight.m_new, %stages.3.blocks.1.conv_dw.bias.m_new, %stages.3.blocks.1.norm.weight.m_new, %stages.3.blocks.1.norm.bias.m_new, %stages.3.blocks.1.mlp.fc1.weight.m_new, %stages.3.blocks.1.mlp.fc1.bias.m_new, %stages.3.blocks.1.mlp.fc2.weight.m_new, %stages.3.blocks.1.mlp.fc2.bias.m_new, %stages.3.blocks.2.gamma.m_new, %stages.3.blocks.2.conv_dw.weight.m_new, %stages.3.blocks.2.conv_dw.bias.m_new, %stages.3.blocks.2.norm.weight.m_new, %stages.3.blocks.2.norm.bias.m_new, %stages.3.blocks.2.mlp.fc1.weight.m_new, %stages.3.blocks.2.mlp.fc1.bias.m_new, %stages.3.blocks.2.mlp.fc2.weight.m_new, %stages.3.blocks.2.mlp.fc2.bias.m_new, %head.norm.weight.m_new, %head.norm.bias.m_new, %head.fc.weight.m_new, %head.fc.bias.m_new, %stem.0.weight.v_new, %stem.0.bias.v_new, %stem.1.weight.v_new, %stem.1.bias.v_new, %stages.0.blocks.0.gamma.v_new, %stages.0.blocks.0.conv_dw.weight.v_new, %stages.0.blocks.0.conv_dw.bias.v_new, %stages.0.blocks.0.norm.weight.v_new, %stages.0.blocks.0.norm.bias.v_new, %stages.0.blocks.0.mlp.fc1.weight.v_new, %stages.0.blocks.0.mlp.fc1.bias.v_new, %stages.0.blocks.0.mlp.fc2.weight.v_new, %stages.0.blocks.0.mlp.fc2.bias.v_new, %stages.0.blocks.1.gamma.v_new, %stages.0.blocks.1.conv_dw.weight.v_new, %stages.0.blocks.1.conv_dw.bias.v_new, %stages.0.blocks.1.norm.weight.v_new, %stages.0.blocks.1.norm.bias.v_new, %stages.0.blocks.1.mlp.fc1.weight.v_new, %stages.0.blocks.1.mlp.fc1.bias.v_new, %stages.0.blocks.1.mlp.fc2.weight.v_new, %stages.0.blocks.1.mlp.fc2.bias.v_new, %stages.0.blocks.2.gamma.v_new, %stages.0.blocks.2.conv_dw.weight.v_new, %stages.0.blocks.2.conv_dw.bias.v_new, %stages.0.blocks.2.norm.weight.v_new, %stages.0.blocks.2.norm.bias.v_new, %stages.0.blocks.2.mlp.fc1.weight.v_new, %stages.0.blocks.2.mlp.fc1.bias.v_new, %stages.0.blocks.2.mlp.fc2.weight.v_new, %stages.0.blocks.2.mlp.fc2.bias.v_new, %stages.1.downsample.0.weight.v_new, %stages.1.downsample.0.bias.v_new, %stages.1.downsample.1.weight.v_new, %stages.1.downsample.1.bias.v_new, %stages.1.blocks.0.gamma.v_new, %stages.1.blocks.0.conv_dw.weight.v_new, %stages.1.blocks.0.conv_dw.bias.v_new, %stages.1.blocks.0.norm.weight.v_new, %stages.1.blocks.0.norm.bias.v_new, %stages.1.blocks.0.mlp.fc1.weight.v_new, %stages.1.blocks.0.mlp.fc1.bias.v_new, %stages.1.blocks.0.mlp.fc2.weight.v_new, %stages.1.blocks.0.mlp.fc2.bias.v_new, %stages.1.blocks.1.gamma.v_new, %stages.1.blocks.1.conv_dw.weight.v_new, %stages.1.blocks.1.conv_dw.bias.v_new, %stages.1.blocks.1.norm.weight.v_new, %stages.1.blocks.1.norm.bias.v_new, %stages.1.blocks.1.mlp.fc1.weight.v_new, %stages.1.blocks.1.mlp.fc1.bias.v_new, %stages.1.blocks.1.mlp.fc2.weight.v_new, %stages.1.blocks.1.mlp.fc2.bias.v_new, %stages.1.blocks.2.gamma.v_new, %stages.1.blocks.2.conv_dw.weight.v_new, %stages.1.blocks.2.conv_dw.bias.v_new, %stages.1.blocks.2.norm.weight.v_new, %stages.1.blocks.2.norm.bias.v_new, %stages.1.blocks.2.mlp.fc1.weight.v_new, %stages.1.blocks.2.mlp.fc1.bias.v_new, %stages.1.blocks.2.mlp.fc2.weight.v_new, %stages.1.blocks.2.mlp.fc2.bias.v_new, %stages.2.downsample.0.weight.v_new, %stages.2.downsample.0.bias.v_new, %stages.2.downsample.1.weight.v_new, %stages.2.downsample.1.bias.v_new, %stages.2.blocks.0.gamma.v_new, %stages.2.blocks.0.conv_dw.weight.v_new, %stages.2.blocks.0.conv_dw.bias.v_new, %stages.2.blocks.0.norm.weight.v_new, %stages.2.blocks.0.norm.bias.v_new, %stages.2.blocks.0.mlp.fc1.weight.v_new, %stages.2.blocks.0.mlp.fc1.bias.v_new, %stages.2.blocks.0.mlp.fc2.weight.v_new, %stages.2.blocks.0.mlp.fc2.bias.v_new, %stages.2.blocks.1.gamma.v_new, %stages.2.blocks.1.conv_dw.weight.v_new, %stages.2.blocks.1.conv_dw.bias.v_new, %stages.2.blocks.1.norm.weight.v_new, %stages.2.blocks.1.norm.bias.v_new, %stages.2.blocks.1.mlp.fc1.weight.v_new, %stages.2.blocks.1.mlp.fc1.bias.v_new, %stages.2.blocks.1.mlp.fc2.weight.v_new, %stages.2.blocks.1.mlp.fc2.bias.v_new, %stages.2.blocks.2.gamma.v_new, %stages.2.blocks.2.conv_dw.weight.v_new, %stages.2.blocks.2.conv_dw.bias.v_new, %stages.2.blocks.2.norm.weight.v_new, %stages.2.blocks.2.norm.bias.v_new, %stages.2.blocks.2.mlp.fc1.weight.v_new, %stages.2.blocks.2.mlp.fc1.bias.v_new, %stages.2.blocks.2.mlp.fc2.weight.v_new, %stages.2.blocks.2.mlp.fc2.bias.v_new, %stages.2.blocks.3.gamma.v_new, %stages.2.blocks.3.conv_dw.weight.v_new, %stages.2.blocks.3.conv_dw.bias.v_new, %stages.2.blocks.3.norm.weight.v_new, %stages.2.blocks.3.norm.bias.v_new, %stages.2.blocks.3.mlp.fc1.weight.v_new, %stages.2.blocks.3.mlp.fc1.bias.v_new, %stages.2.blocks.3.mlp.fc2.weight.v_new, %stages.2.blocks.3.mlp.fc2.bias.v_new, %stages.2.blocks.4.gamma.v_new, %stages.2.blocks.4.conv_dw.weight.v_new, %stages.2.blocks.4.conv_dw.bias.v_new, %stages.2.blocks.4.norm.weight.v_new, %stages.2.blocks.4.norm.bias.v_new, %stages.2.blocks.4.mlp.fc1.weight.v_new, %stages.2.blocks.4.mlp.fc1.bias.v_new, %stages.2.blocks.4.mlp.fc2.weight.v_new, %stages.2.blocks.4.mlp.fc2.bias.v_new, %stages.2.blocks.5.gamma.v_new, %stages.2.blocks.5.conv_dw.weight.v_new, %stages.2.blocks.5.conv_dw.bias.v_new, %stages.2.blocks.5.norm.weight.v_new, %stages.2.blocks.5.norm.bias.v_new, %stages.2.blocks.5.mlp.fc1.weight.v_new, %stages.2.blocks.5.mlp.fc1.bias.v_new, %stages.2.blocks.5.mlp.fc2.weight.v_new, %stages.2.blocks.5.mlp.fc2.bias.v_new, %stages.2.blocks.6.gamma.v_new, %stages.2.blocks.6.conv_dw.weight.v_new, %stages.2.blocks.6.conv_dw.bias.v_new, %stages.2.blocks.6.norm.weight.v_new, %stages.2.blocks.6.norm.bias.v_new, %stages.2.blocks.6.mlp.fc1.weight.v_new, %stages.2.blocks.6.mlp.fc1.bias.v_new, %stages.2.blocks.6.mlp.fc2.weight.v_new, %stages.2.blocks.6.mlp.fc2.bias.v_new, %stages.2.blocks.7.gamma.v_new, %stages.2.blocks.7.conv_dw.weight.v_new, %stages.2.blocks.7.conv_dw.bias.v_new, %stages.2.blocks.7.norm.weight.v_new, %stages.2.blocks.7.norm.bias.v_new, %stages.2.blocks.7.mlp.fc1.weight.v_new, %stages.2.blocks.7.mlp.fc1.bias.v_new, %stages.2.blocks.7.mlp.fc2.weight.v_new, %stages.2.blocks.7.mlp.fc2.bias.v_new, %stages.2.blocks.8.gamma.v_new, %stages.2.blocks.8.conv_dw.weight.v_new, %stages.2.blocks.8.conv_dw.bias.v_new, %stages.2.blocks.8.norm.weight.v_new, %stages.2.blocks.8.norm.bias.v_new, %stages.2.blocks.8.mlp.fc1.weight.v_new, %stages.2.blocks.8.mlp.fc1.bias.v_new, %stages.2.blocks.8.mlp.fc2.weight.v_new, %stages.2.blocks.8.mlp.fc2.bias.v_new, %stages.3.downsample.0.weight.v_new, %stages.3.downsample.0.bias.v_new, %stages.3.downsample.1.weight.v_new, %stages.3.downsample.1.bias.v_new, %stages.3.blocks.0.gamma.v_new, %stages.3.blocks.0.conv_dw.weight.v_new, %stages.3.blocks.0.conv_dw.bias.v_new, %stages.3.blocks.0.norm.weight.v_new, %stages.3.blocks.0.norm.bias.v_new, %stages.3.blocks.0.mlp.fc1.weight.v_new, %stages.3.blocks.0.mlp.fc1.bias.v_new, %stages.3.blocks.0.mlp.fc2.weight.v_new, %stages.3.blocks.0.mlp.fc2.bias.v_new, %stages.3.blocks.1.gamma.v_new, %stages.3.blocks.1.conv_dw.weight.v_new, %stages.3.blocks.1.conv_dw.bias.v_new, %stages.3.blocks.1.norm.weight.v_new, %stages.3.blocks.1.norm.bias.v_new, %stages.3.blocks.1.mlp.fc1.weight.v_new, %stages.3.blocks.1.mlp.fc1.bias.v_new, %stages.3.blocks.1.mlp.fc2.weight.v_new, %stages.3.blocks.1.mlp.fc2.bias.v_new, %stages.3.blocks.2.gamma.v_new, %stages.3.blocks.2.conv_dw.weight.v_new, %stages.3.blocks.2.conv_dw.bias.v_new, %stages.3.blocks.2.norm.weight.v_new, %stages.3.blocks.2.norm.bias.v_new, %stages.3.blocks.2.mlp.fc1.weight.v_new, %stages.3.blocks.2.mlp.fc1.bias.v_new, %stages.3.blocks.2.mlp.fc2.weight.v_new, %stages.3.blocks.2.mlp.fc2.bias.v_new, %head.norm.weight.v_new, %head.norm.bias.v_new, %head.fc.weight.v_new, %head.fc.bias.v_new, %ce : tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1000x768xf32>, tensor<1000xf32>, tensor<f32>
  }
}
