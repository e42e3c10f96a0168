module @convnext_adam_train_step {
  // cnxbuild artifact convnext_adam_train_step
  // model: ConvNeXt-T (depths 3,3,9,3; dims 96,192,384,768), dataset imagenette (K=10), 224x224 px, batch 32 per replica
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, adamw (b1 0.9, b2 0.999, eps 1e-08), weight decay 0.0001
  // clip None, accumulate 1, replicas 1, ema False, stochastic depth False, precision f32
  // inputs and outputs: convnext_adam_train_step.json (cnxbuild.sidecar/1)
  func.func @convnext_adam_train_step(
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
      %head.fc.weight: tensor<10x768xf32>,
      %head.fc.bias: tensor<10xf32>,
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
      %head.fc.weight.m: tensor<10x768xf32>,
      %head.fc.bias.m: tensor<10xf32>,
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
      %head.fc.weight.v: tensor<10x768xf32>,
      %head.fc.bias.v: tensor<10xf32>,
      %lr: tensor<f32>,
      %bc1: tensor<f32>,
      %bc2: tensor<f32>,
      %targets: tensor<32x10xf32>
    ) -> (tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<f32>) {
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
    %s0b0_out = stablehlo.add %stem_1, %s0b0_gamma : tensor<32x56x56x96xf32>
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
    %s0b1_out = stablehlo.add %s0b0_out, %s0b1_gamma : tensor<32x56x56x96xf32>
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
    %s0b2_out = stablehlo.add %s0b1_out, %s0b2_gamma : tensor<32x56x56x96xf32>
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
    %s1b0_out = stablehlo.add %s1_down1_1, %s1b0_gamma : tensor<32x28x28x192xf32>
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
    %s1b1_out = stablehlo.add %s1b0_out, %s1b1_gamma : tensor<32x28x28x192xf32>
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
    %s1b2_out = stablehlo.add %s1b1_out, %s1b2_gamma : tensor<32x28x28x192xf32>
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
    %s2b0_out = stablehlo.add %s2_down1_1, %s2b0_gamma : tensor<32x14x14x384xf32>
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
    %s2b1_out = stablehlo.add %s2b0_out, %s2b1_gamma : tensor<32x14x14x384xf32>
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
    %s2b2_out = stablehlo.add %s2b1_out, %s2b2_gamma : tensor<32x14x14x384xf32>
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
    %s2b3_out = stablehlo.add %s2b2_out, %s2b3_gamma : tensor<32x14x14x384xf32>
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
    %s2b4_out = stablehlo.add %s2b3_out, %s2b4_gamma : tensor<32x14x14x384xf32>
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
    %s2b5_out = stablehlo.add %s2b4_out, %s2b5_gamma : tensor<32x14x14x384xf32>
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
    %s2b6_out = stablehlo.add %s2b5_out, %s2b6_gamma : tensor<32x14x14x384xf32>
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
    %s2b7_out = stablehlo.add %s2b6_out, %s2b7_gamma : tensor<32x14x14x384xf32>
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
    %s2b8_out = stablehlo.add %s2b7_out, %s2b8_gamma : tensor<32x14x14x384xf32>
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
    %s3b0_out = stablehlo.add %s3_down1_1, %s3b0_gamma : tensor<32x7x7x768xf32>
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
    %s3b1_out = stablehlo.add %s3b0_out, %s3b1_gamma : tensor<32x7x7x768xf32>
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
    %s3b2_out = stablehlo.add %s3b1_out, %s3b2_gamma : tensor<32x7x7x768xf32>
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
    %head_fc = stablehlo.dot_general %head_norm, %head.fc.weight, contracting_dims = [1] x [1] : (tensor<32x768xf32>, tensor<10x768xf32>) -> tensor<32x10xf32>
    %head_fc_b = stablehlo.broadcast_in_dim %head.fc.bias, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %head_fc_1 = stablehlo.add %head_fc, %head_fc_b : tensor<32x10xf32>
    %cst_72 = stablehlo.constant dense<0.8999999761581421> : tensor<32x10xf32>
    %ce_t_keep = stablehlo.multiply %targets, %cst_72 : tensor<32x10xf32>
    %cst_73 = stablehlo.constant dense<0.009999999776482582> : tensor<32x10xf32>
    %ce_t_smooth = stablehlo.add %ce_t_keep, %cst_73 : tensor<32x10xf32>
    %init_maximum = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %ce_zmax = stablehlo.reduce(%head_fc_1 init: %init_maximum) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_zmax_b = stablehlo.broadcast_in_dim %ce_zmax, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_shifted = stablehlo.subtract %head_fc_1, %ce_zmax_b : tensor<32x10xf32>
    %ce_exp = stablehlo.exponential %ce_shifted : tensor<32x10xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_exp init: %init_add_93) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x10xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x10xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_tlogp init: %init_add_94) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_95) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x10xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %ce_t_smooth : tensor<32x10xf32>
    %dce_batch = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %dce_z = stablehlo.divide %ce_p_t, %dce_batch : tensor<32x10xf32>
    %dhead_fc_x = stablehlo.dot_general %dce_z, %head.fc.weight, contracting_dims = [1] x [0] : (tensor<32x10xf32>, tensor<10x768xf32>) -> tensor<32x768xf32>
    %dhead_fc_w = stablehlo.dot_general %dce_z, %head_norm, contracting_dims = [0] x [0] : (tensor<32x10xf32>, tensor<32x768xf32>) -> tensor<10x768xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_fc_b = stablehlo.reduce(%dce_z init: %init_add_96) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %dhead_norm_dy_xhat = stablehlo.multiply %dhead_fc_x, %head_norm_xhat : tensor<32x768xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_weight = stablehlo.reduce(%dhead_norm_dy_xhat init: %init_add_97) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_bias = stablehlo.reduce(%dhead_fc_x init: %init_add_98) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %dhead_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat = stablehlo.multiply %dhead_fc_x, %dhead_norm_weight_b : tensor<32x768xf32>
    %reshape_46 = stablehlo.reshape %dhead_norm_xhat : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum_part = stablehlo.reduce(%reshape_46 init: %init_add_99) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum = stablehlo.reduce(%dhead_norm_mean1_sum_part init: %init_add_100) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean1_n = stablehlo.constant dense<768.0> : tensor<32xf32>
    %dhead_norm_mean1 = stablehlo.divide %dhead_norm_mean1_sum, %dhead_norm_mean1_n : tensor<32xf32>
    %dhead_norm_mean1_b = stablehlo.broadcast_in_dim %dhead_norm_mean1, dims = [0] : (tensor<32xf32>) -> tensor<32x768xf32>
    %dhead_norm_xhat_xhat = stablehlo.multiply %dhead_norm_xhat, %head_norm_xhat : tensor<32x768xf32>
    %reshape_47 = stablehlo.reshape %dhead_norm_xhat_xhat : (tensor<32x768xf32>) -> tensor<32x24x32xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum_part = stablehlo.reduce(%reshape_47 init: %init_add_101) applies stablehlo.add across dimensions = [2] : (tensor<32x24x32xf32>, tensor<f32>) -> tensor<32x24xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum = stablehlo.reduce(%dhead_norm_mean2_sum_part init: %init_add_102) applies stablehlo.add across dimensions = [1] : (tensor<32x24xf32>, tensor<f32>) -> tensor<32xf32>
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
    %ds3b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_gamma_x = stablehlo.multiply %dhead_pool_x, %ds3b2_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b2_gamma_dy_x = stablehlo.multiply %dhead_pool_x, %s3b2_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma = stablehlo.reduce(%ds3b2_gamma_dy_x init: %init_add_103) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma_1 = stablehlo.reduce(%ds3b2_gamma_gamma init: %init_add_104) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_gamma_gamma_2 = stablehlo.reduce(%ds3b2_gamma_gamma_1 init: %init_add_105) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_fc2_x = stablehlo.dot_general %ds3b2_gamma_x, %stages.3.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b2_fc2_w = stablehlo.dot_general %ds3b2_gamma_x, %s3b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b = stablehlo.reduce(%ds3b2_gamma_x init: %init_add_106) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b_1 = stablehlo.reduce(%ds3b2_fc2_b init: %init_add_107) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc2_b_2 = stablehlo.reduce(%ds3b2_fc2_b_1 init: %init_add_108) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
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
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b = stablehlo.reduce(%ds3b2_act_x init: %init_add_109) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b_1 = stablehlo.reduce(%ds3b2_fc1_b init: %init_add_110) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_fc1_b_2 = stablehlo.reduce(%ds3b2_fc1_b_1 init: %init_add_111) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b2_ln_dy_xhat = stablehlo.multiply %ds3b2_fc1_x, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight = stablehlo.reduce(%ds3b2_ln_dy_xhat init: %init_add_112) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight_1 = stablehlo.reduce(%ds3b2_ln_weight init: %init_add_113) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_weight_2 = stablehlo.reduce(%ds3b2_ln_weight_1 init: %init_add_114) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias = stablehlo.reduce(%ds3b2_fc1_x init: %init_add_115) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias_1 = stablehlo.reduce(%ds3b2_ln_bias init: %init_add_116) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_bias_2 = stablehlo.reduce(%ds3b2_ln_bias_1 init: %init_add_117) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat = stablehlo.multiply %ds3b2_fc1_x, %ds3b2_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_48 = stablehlo.reshape %ds3b2_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_48 init: %init_add_118) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean1_sum = stablehlo.reduce(%ds3b2_ln_mean1_sum_part init: %init_add_119) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b2_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b2_ln_mean1 = stablehlo.divide %ds3b2_ln_mean1_sum, %ds3b2_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b2_ln_xhat_xhat = stablehlo.multiply %ds3b2_ln_xhat, %s3b2_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_49 = stablehlo.reshape %ds3b2_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_49 init: %init_add_120) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_ln_mean2_sum = stablehlo.reduce(%ds3b2_ln_mean2_sum_part init: %init_add_121) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_w_sum = stablehlo.reduce(%ds3b2_dw_w_bc_1 init: %init_add_122) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b2_dw_w_ckk = stablehlo.transpose %ds3b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b2_dw_w = stablehlo.reshape %ds3b2_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b = stablehlo.reduce(%ds3b2_ln_x init: %init_add_123) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b_1 = stablehlo.reduce(%ds3b2_dw_b init: %init_add_124) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b2_dw_b_2 = stablehlo.reduce(%ds3b2_dw_b_1 init: %init_add_125) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b2_in = stablehlo.add %dhead_pool_x, %ds3b2_dw_x : tensor<32x7x7x768xf32>
    %ds3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_gamma_x = stablehlo.multiply %ds3b2_in, %ds3b1_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b1_gamma_dy_x = stablehlo.multiply %ds3b2_in, %s3b1_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma = stablehlo.reduce(%ds3b1_gamma_dy_x init: %init_add_126) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_1 = stablehlo.reduce(%ds3b1_gamma_gamma init: %init_add_127) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_2 = stablehlo.reduce(%ds3b1_gamma_gamma_1 init: %init_add_128) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_fc2_x = stablehlo.dot_general %ds3b1_gamma_x, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b1_fc2_w = stablehlo.dot_general %ds3b1_gamma_x, %s3b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b = stablehlo.reduce(%ds3b1_gamma_x init: %init_add_129) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_1 = stablehlo.reduce(%ds3b1_fc2_b init: %init_add_130) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_2 = stablehlo.reduce(%ds3b1_fc2_b_1 init: %init_add_131) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
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
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b = stablehlo.reduce(%ds3b1_act_x init: %init_add_132) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_1 = stablehlo.reduce(%ds3b1_fc1_b init: %init_add_133) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_2 = stablehlo.reduce(%ds3b1_fc1_b_1 init: %init_add_134) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b1_ln_dy_xhat = stablehlo.multiply %ds3b1_fc1_x, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight = stablehlo.reduce(%ds3b1_ln_dy_xhat init: %init_add_135) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_1 = stablehlo.reduce(%ds3b1_ln_weight init: %init_add_136) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_2 = stablehlo.reduce(%ds3b1_ln_weight_1 init: %init_add_137) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias = stablehlo.reduce(%ds3b1_fc1_x init: %init_add_138) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_1 = stablehlo.reduce(%ds3b1_ln_bias init: %init_add_139) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_2 = stablehlo.reduce(%ds3b1_ln_bias_1 init: %init_add_140) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat = stablehlo.multiply %ds3b1_fc1_x, %ds3b1_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_50 = stablehlo.reshape %ds3b1_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_50 init: %init_add_141) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum = stablehlo.reduce(%ds3b1_ln_mean1_sum_part init: %init_add_142) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b1_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b1_ln_mean1 = stablehlo.divide %ds3b1_ln_mean1_sum, %ds3b1_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b1_ln_xhat_xhat = stablehlo.multiply %ds3b1_ln_xhat, %s3b1_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_51 = stablehlo.reshape %ds3b1_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_51 init: %init_add_143) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum = stablehlo.reduce(%ds3b1_ln_mean2_sum_part init: %init_add_144) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_w_sum = stablehlo.reduce(%ds3b1_dw_w_bc_1 init: %init_add_145) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b1_dw_w_ckk = stablehlo.transpose %ds3b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b1_dw_w = stablehlo.reshape %ds3b1_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b = stablehlo.reduce(%ds3b1_ln_x init: %init_add_146) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_1 = stablehlo.reduce(%ds3b1_dw_b init: %init_add_147) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_2 = stablehlo.reduce(%ds3b1_dw_b_1 init: %init_add_148) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b1_in = stablehlo.add %ds3b2_in, %ds3b1_dw_x : tensor<32x7x7x768xf32>
    %ds3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_gamma_x = stablehlo.multiply %ds3b1_in, %ds3b0_gamma_gamma_b : tensor<32x7x7x768xf32>
    %ds3b0_gamma_dy_x = stablehlo.multiply %ds3b1_in, %s3b0_fc2_1 : tensor<32x7x7x768xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma = stablehlo.reduce(%ds3b0_gamma_dy_x init: %init_add_149) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_1 = stablehlo.reduce(%ds3b0_gamma_gamma init: %init_add_150) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_2 = stablehlo.reduce(%ds3b0_gamma_gamma_1 init: %init_add_151) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_fc2_x = stablehlo.dot_general %ds3b0_gamma_x, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<32x7x7x3072xf32>
    %ds3b0_fc2_w = stablehlo.dot_general %ds3b0_gamma_x, %s3b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x7x7x768xf32>, tensor<32x7x7x3072xf32>) -> tensor<768x3072xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b = stablehlo.reduce(%ds3b0_gamma_x init: %init_add_152) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_1 = stablehlo.reduce(%ds3b0_fc2_b init: %init_add_153) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_2 = stablehlo.reduce(%ds3b0_fc2_b_1 init: %init_add_154) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
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
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b = stablehlo.reduce(%ds3b0_act_x init: %init_add_155) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x3072xf32>, tensor<f32>) -> tensor<32x7x3072xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_1 = stablehlo.reduce(%ds3b0_fc1_b init: %init_add_156) applies stablehlo.add across dimensions = [1] : (tensor<32x7x3072xf32>, tensor<f32>) -> tensor<32x3072xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_2 = stablehlo.reduce(%ds3b0_fc1_b_1 init: %init_add_157) applies stablehlo.add across dimensions = [0] : (tensor<32x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %ds3b0_ln_dy_xhat = stablehlo.multiply %ds3b0_fc1_x, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight = stablehlo.reduce(%ds3b0_ln_dy_xhat init: %init_add_158) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_1 = stablehlo.reduce(%ds3b0_ln_weight init: %init_add_159) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_2 = stablehlo.reduce(%ds3b0_ln_weight_1 init: %init_add_160) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias = stablehlo.reduce(%ds3b0_fc1_x init: %init_add_161) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_1 = stablehlo.reduce(%ds3b0_ln_bias init: %init_add_162) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_2 = stablehlo.reduce(%ds3b0_ln_bias_1 init: %init_add_163) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<768xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat = stablehlo.multiply %ds3b0_fc1_x, %ds3b0_ln_weight_b : tensor<32x7x7x768xf32>
    %reshape_52 = stablehlo.reshape %ds3b0_ln_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_52 init: %init_add_164) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum = stablehlo.reduce(%ds3b0_ln_mean1_sum_part init: %init_add_165) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %ds3b0_ln_mean1_n = stablehlo.constant dense<768.0> : tensor<32x7x7xf32>
    %ds3b0_ln_mean1 = stablehlo.divide %ds3b0_ln_mean1_sum, %ds3b0_ln_mean1_n : tensor<32x7x7xf32>
    %ds3b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x768xf32>
    %ds3b0_ln_xhat_xhat = stablehlo.multiply %ds3b0_ln_xhat, %s3b0_ln_xhat : tensor<32x7x7x768xf32>
    %reshape_53 = stablehlo.reshape %ds3b0_ln_xhat_xhat : (tensor<32x7x7x768xf32>) -> tensor<32x7x7x24x32xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_53 init: %init_add_166) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x24x32xf32>, tensor<f32>) -> tensor<32x7x7x24xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum = stablehlo.reduce(%ds3b0_ln_mean2_sum_part init: %init_add_167) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x24xf32>, tensor<f32>) -> tensor<32x7x7xf32>
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
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_w_sum = stablehlo.reduce(%ds3b0_dw_w_bc_1 init: %init_add_168) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x768xf32>, tensor<f32>) -> tensor<7x7x768xf32>
    %ds3b0_dw_w_ckk = stablehlo.transpose %ds3b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x768xf32>) -> tensor<768x7x7xf32>
    %ds3b0_dw_w = stablehlo.reshape %ds3b0_dw_w_ckk : (tensor<768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b = stablehlo.reduce(%ds3b0_ln_x init: %init_add_169) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_1 = stablehlo.reduce(%ds3b0_dw_b init: %init_add_170) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_2 = stablehlo.reduce(%ds3b0_dw_b_1 init: %init_add_171) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds3b0_in = stablehlo.add %ds3b1_in, %ds3b0_dw_x : tensor<32x7x7x768xf32>
    %ds3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x14x14x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_w = stablehlo.dot_general %ds3b0_in, %ds3_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x7x7x768xf32>, tensor<32x7x2x7x2x384xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_w_1 = stablehlo.optimization_barrier %ds3_down1_w : tensor<768x2x2x384xf32>
    %ds3_down1_w_2 = stablehlo.transpose %ds3_down1_w_1, dims = [0, 3, 1, 2] : (tensor<768x2x2x384xf32>) -> tensor<768x384x2x2xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b = stablehlo.reduce(%ds3b0_in init: %init_add_172) applies stablehlo.add across dimensions = [2] : (tensor<32x7x7x768xf32>, tensor<f32>) -> tensor<32x7x768xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_1 = stablehlo.reduce(%ds3_down1_b init: %init_add_173) applies stablehlo.add across dimensions = [1] : (tensor<32x7x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_2 = stablehlo.reduce(%ds3_down1_b_1 init: %init_add_174) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %s3_down1_w_ohwi = stablehlo.transpose %stages.3.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<768x384x2x2xf32>) -> tensor<768x2x2x384xf32>
    %ds3_down1_x = stablehlo.dot_general %ds3b0_in, %s3_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x7x7x768xf32>, tensor<768x2x2x384xf32>) -> tensor<32x7x7x2x2x384xf32>
    %ds3_down1_x_1 = stablehlo.transpose %ds3_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x7x7x2x2x384xf32>) -> tensor<32x7x2x7x2x384xf32>
    %ds3_down1_x_2 = stablehlo.reshape %ds3_down1_x_1 : (tensor<32x7x2x7x2x384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_dy_xhat = stablehlo.multiply %ds3_down1_x_2, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight = stablehlo.reduce(%ds3_down0_dy_xhat init: %init_add_175) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_1 = stablehlo.reduce(%ds3_down0_weight init: %init_add_176) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_2 = stablehlo.reduce(%ds3_down0_weight_1 init: %init_add_177) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias = stablehlo.reduce(%ds3_down1_x_2 init: %init_add_178) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_1 = stablehlo.reduce(%ds3_down0_bias init: %init_add_179) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_2 = stablehlo.reduce(%ds3_down0_bias_1 init: %init_add_180) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat = stablehlo.multiply %ds3_down1_x_2, %ds3_down0_weight_b : tensor<32x14x14x384xf32>
    %reshape_54 = stablehlo.reshape %ds3_down0_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum_part = stablehlo.reduce(%reshape_54 init: %init_add_181) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum = stablehlo.reduce(%ds3_down0_mean1_sum_part init: %init_add_182) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds3_down0_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds3_down0_mean1 = stablehlo.divide %ds3_down0_mean1_sum, %ds3_down0_mean1_n : tensor<32x14x14xf32>
    %ds3_down0_mean1_b = stablehlo.broadcast_in_dim %ds3_down0_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_xhat_xhat = stablehlo.multiply %ds3_down0_xhat, %s3_down0_xhat : tensor<32x14x14x384xf32>
    %reshape_55 = stablehlo.reshape %ds3_down0_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum_part = stablehlo.reduce(%reshape_55 init: %init_add_183) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum = stablehlo.reduce(%ds3_down0_mean2_sum_part init: %init_add_184) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds3_down0_mean2_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds3_down0_mean2 = stablehlo.divide %ds3_down0_mean2_sum, %ds3_down0_mean2_n : tensor<32x14x14xf32>
    %ds3_down0_mean2_b = stablehlo.broadcast_in_dim %ds3_down0_mean2, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_c1 = stablehlo.subtract %ds3_down0_xhat, %ds3_down0_mean1_b : tensor<32x14x14x384xf32>
    %ds3_down0_p2 = stablehlo.multiply %s3_down0_xhat, %ds3_down0_mean2_b : tensor<32x14x14x384xf32>
    %ds3_down0_c2 = stablehlo.subtract %ds3_down0_c1, %ds3_down0_p2 : tensor<32x14x14x384xf32>
    %ds3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds3_down0_x = stablehlo.multiply %ds3_down0_rstd_b, %ds3_down0_c2 : tensor<32x14x14x384xf32>
    %ds2b8_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_gamma_x = stablehlo.multiply %ds3_down0_x, %ds2b8_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b8_gamma_dy_x = stablehlo.multiply %ds3_down0_x, %s2b8_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma = stablehlo.reduce(%ds2b8_gamma_dy_x init: %init_add_185) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma_1 = stablehlo.reduce(%ds2b8_gamma_gamma init: %init_add_186) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_gamma_gamma_2 = stablehlo.reduce(%ds2b8_gamma_gamma_1 init: %init_add_187) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_fc2_x = stablehlo.dot_general %ds2b8_gamma_x, %stages.2.blocks.8.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b8_fc2_w_rows = "stablehlo.slice"(%ds2b8_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc2_w_rows_1 = "stablehlo.slice"(%s2b8_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc2_w = stablehlo.dot_general %ds2b8_fc2_w_rows, %ds2b8_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b8_fc2_w_rows_2 = "stablehlo.slice"(%ds2b8_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc2_w_rows_3 = "stablehlo.slice"(%s2b8_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc2_w_1 = stablehlo.dot_general %ds2b8_fc2_w_rows_2, %ds2b8_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b8_fc2_w_2 = stablehlo.add %ds2b8_fc2_w, %ds2b8_fc2_w_1 : tensor<384x1536xf32>
    %ds2b8_fc2_w_rows_4 = "stablehlo.slice"(%ds2b8_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc2_w_rows_5 = "stablehlo.slice"(%s2b8_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc2_w_3 = stablehlo.dot_general %ds2b8_fc2_w_rows_4, %ds2b8_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b8_fc2_w_4 = stablehlo.add %ds2b8_fc2_w_2, %ds2b8_fc2_w_3 : tensor<384x1536xf32>
    %ds2b8_fc2_w_rows_6 = "stablehlo.slice"(%ds2b8_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc2_w_rows_7 = "stablehlo.slice"(%s2b8_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc2_w_5 = stablehlo.dot_general %ds2b8_fc2_w_rows_6, %ds2b8_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b8_fc2_w_6 = stablehlo.add %ds2b8_fc2_w_4, %ds2b8_fc2_w_5 : tensor<384x1536xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b = stablehlo.reduce(%ds2b8_gamma_x init: %init_add_188) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b_1 = stablehlo.reduce(%ds2b8_fc2_b init: %init_add_189) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc2_b_2 = stablehlo.reduce(%ds2b8_fc2_b_1 init: %init_add_190) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b8_fc1_w_rows = "stablehlo.slice"(%ds2b8_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc1_w_rows_1 = "stablehlo.slice"(%s2b8_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc1_w = stablehlo.dot_general %ds2b8_fc1_w_rows, %ds2b8_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b8_fc1_w_rows_2 = "stablehlo.slice"(%ds2b8_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc1_w_rows_3 = "stablehlo.slice"(%s2b8_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc1_w_1 = stablehlo.dot_general %ds2b8_fc1_w_rows_2, %ds2b8_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b8_fc1_w_2 = stablehlo.add %ds2b8_fc1_w, %ds2b8_fc1_w_1 : tensor<1536x384xf32>
    %ds2b8_fc1_w_rows_4 = "stablehlo.slice"(%ds2b8_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc1_w_rows_5 = "stablehlo.slice"(%s2b8_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc1_w_3 = stablehlo.dot_general %ds2b8_fc1_w_rows_4, %ds2b8_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b8_fc1_w_4 = stablehlo.add %ds2b8_fc1_w_2, %ds2b8_fc1_w_3 : tensor<1536x384xf32>
    %ds2b8_fc1_w_rows_6 = "stablehlo.slice"(%ds2b8_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b8_fc1_w_rows_7 = "stablehlo.slice"(%s2b8_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b8_fc1_w_5 = stablehlo.dot_general %ds2b8_fc1_w_rows_6, %ds2b8_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b8_fc1_w_6 = stablehlo.add %ds2b8_fc1_w_4, %ds2b8_fc1_w_5 : tensor<1536x384xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b = stablehlo.reduce(%ds2b8_act_x init: %init_add_191) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b_1 = stablehlo.reduce(%ds2b8_fc1_b init: %init_add_192) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_fc1_b_2 = stablehlo.reduce(%ds2b8_fc1_b_1 init: %init_add_193) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b8_ln_dy_xhat = stablehlo.multiply %ds2b8_fc1_x, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight = stablehlo.reduce(%ds2b8_ln_dy_xhat init: %init_add_194) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight_1 = stablehlo.reduce(%ds2b8_ln_weight init: %init_add_195) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_weight_2 = stablehlo.reduce(%ds2b8_ln_weight_1 init: %init_add_196) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias = stablehlo.reduce(%ds2b8_fc1_x init: %init_add_197) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias_1 = stablehlo.reduce(%ds2b8_ln_bias init: %init_add_198) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_bias_2 = stablehlo.reduce(%ds2b8_ln_bias_1 init: %init_add_199) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat = stablehlo.multiply %ds2b8_fc1_x, %ds2b8_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_56 = stablehlo.reshape %ds2b8_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean1_sum_part = stablehlo.reduce(%reshape_56 init: %init_add_200) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean1_sum = stablehlo.reduce(%ds2b8_ln_mean1_sum_part init: %init_add_201) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b8_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b8_ln_mean1 = stablehlo.divide %ds2b8_ln_mean1_sum, %ds2b8_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b8_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b8_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b8_ln_xhat_xhat = stablehlo.multiply %ds2b8_ln_xhat, %s2b8_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_57 = stablehlo.reshape %ds2b8_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean2_sum_part = stablehlo.reduce(%reshape_57 init: %init_add_202) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_ln_mean2_sum = stablehlo.reduce(%ds2b8_ln_mean2_sum_part init: %init_add_203) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_w_sum = stablehlo.reduce(%ds2b8_dw_w_bc_1 init: %init_add_204) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b8_dw_w_ckk = stablehlo.transpose %ds2b8_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b8_dw_w = stablehlo.reshape %ds2b8_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b = stablehlo.reduce(%ds2b8_ln_x init: %init_add_205) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b_1 = stablehlo.reduce(%ds2b8_dw_b init: %init_add_206) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b8_dw_b_2 = stablehlo.reduce(%ds2b8_dw_b_1 init: %init_add_207) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b8_in = stablehlo.add %ds3_down0_x, %ds2b8_dw_x : tensor<32x14x14x384xf32>
    %ds2b7_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_gamma_x = stablehlo.multiply %ds2b8_in, %ds2b7_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b7_gamma_dy_x = stablehlo.multiply %ds2b8_in, %s2b7_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma = stablehlo.reduce(%ds2b7_gamma_dy_x init: %init_add_208) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma_1 = stablehlo.reduce(%ds2b7_gamma_gamma init: %init_add_209) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_gamma_gamma_2 = stablehlo.reduce(%ds2b7_gamma_gamma_1 init: %init_add_210) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_fc2_x = stablehlo.dot_general %ds2b7_gamma_x, %stages.2.blocks.7.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b7_fc2_w_rows = "stablehlo.slice"(%ds2b7_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc2_w_rows_1 = "stablehlo.slice"(%s2b7_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc2_w = stablehlo.dot_general %ds2b7_fc2_w_rows, %ds2b7_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b7_fc2_w_rows_2 = "stablehlo.slice"(%ds2b7_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc2_w_rows_3 = "stablehlo.slice"(%s2b7_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc2_w_1 = stablehlo.dot_general %ds2b7_fc2_w_rows_2, %ds2b7_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b7_fc2_w_2 = stablehlo.add %ds2b7_fc2_w, %ds2b7_fc2_w_1 : tensor<384x1536xf32>
    %ds2b7_fc2_w_rows_4 = "stablehlo.slice"(%ds2b7_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc2_w_rows_5 = "stablehlo.slice"(%s2b7_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc2_w_3 = stablehlo.dot_general %ds2b7_fc2_w_rows_4, %ds2b7_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b7_fc2_w_4 = stablehlo.add %ds2b7_fc2_w_2, %ds2b7_fc2_w_3 : tensor<384x1536xf32>
    %ds2b7_fc2_w_rows_6 = "stablehlo.slice"(%ds2b7_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc2_w_rows_7 = "stablehlo.slice"(%s2b7_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc2_w_5 = stablehlo.dot_general %ds2b7_fc2_w_rows_6, %ds2b7_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b7_fc2_w_6 = stablehlo.add %ds2b7_fc2_w_4, %ds2b7_fc2_w_5 : tensor<384x1536xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b = stablehlo.reduce(%ds2b7_gamma_x init: %init_add_211) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b_1 = stablehlo.reduce(%ds2b7_fc2_b init: %init_add_212) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc2_b_2 = stablehlo.reduce(%ds2b7_fc2_b_1 init: %init_add_213) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b7_fc1_w_rows = "stablehlo.slice"(%ds2b7_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc1_w_rows_1 = "stablehlo.slice"(%s2b7_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc1_w = stablehlo.dot_general %ds2b7_fc1_w_rows, %ds2b7_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b7_fc1_w_rows_2 = "stablehlo.slice"(%ds2b7_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc1_w_rows_3 = "stablehlo.slice"(%s2b7_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc1_w_1 = stablehlo.dot_general %ds2b7_fc1_w_rows_2, %ds2b7_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b7_fc1_w_2 = stablehlo.add %ds2b7_fc1_w, %ds2b7_fc1_w_1 : tensor<1536x384xf32>
    %ds2b7_fc1_w_rows_4 = "stablehlo.slice"(%ds2b7_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc1_w_rows_5 = "stablehlo.slice"(%s2b7_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc1_w_3 = stablehlo.dot_general %ds2b7_fc1_w_rows_4, %ds2b7_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b7_fc1_w_4 = stablehlo.add %ds2b7_fc1_w_2, %ds2b7_fc1_w_3 : tensor<1536x384xf32>
    %ds2b7_fc1_w_rows_6 = "stablehlo.slice"(%ds2b7_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b7_fc1_w_rows_7 = "stablehlo.slice"(%s2b7_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b7_fc1_w_5 = stablehlo.dot_general %ds2b7_fc1_w_rows_6, %ds2b7_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b7_fc1_w_6 = stablehlo.add %ds2b7_fc1_w_4, %ds2b7_fc1_w_5 : tensor<1536x384xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b = stablehlo.reduce(%ds2b7_act_x init: %init_add_214) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b_1 = stablehlo.reduce(%ds2b7_fc1_b init: %init_add_215) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_fc1_b_2 = stablehlo.reduce(%ds2b7_fc1_b_1 init: %init_add_216) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b7_ln_dy_xhat = stablehlo.multiply %ds2b7_fc1_x, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight = stablehlo.reduce(%ds2b7_ln_dy_xhat init: %init_add_217) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight_1 = stablehlo.reduce(%ds2b7_ln_weight init: %init_add_218) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_weight_2 = stablehlo.reduce(%ds2b7_ln_weight_1 init: %init_add_219) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias = stablehlo.reduce(%ds2b7_fc1_x init: %init_add_220) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias_1 = stablehlo.reduce(%ds2b7_ln_bias init: %init_add_221) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_bias_2 = stablehlo.reduce(%ds2b7_ln_bias_1 init: %init_add_222) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat = stablehlo.multiply %ds2b7_fc1_x, %ds2b7_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_58 = stablehlo.reshape %ds2b7_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean1_sum_part = stablehlo.reduce(%reshape_58 init: %init_add_223) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean1_sum = stablehlo.reduce(%ds2b7_ln_mean1_sum_part init: %init_add_224) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b7_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b7_ln_mean1 = stablehlo.divide %ds2b7_ln_mean1_sum, %ds2b7_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b7_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b7_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b7_ln_xhat_xhat = stablehlo.multiply %ds2b7_ln_xhat, %s2b7_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_59 = stablehlo.reshape %ds2b7_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean2_sum_part = stablehlo.reduce(%reshape_59 init: %init_add_225) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_ln_mean2_sum = stablehlo.reduce(%ds2b7_ln_mean2_sum_part init: %init_add_226) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_w_sum = stablehlo.reduce(%ds2b7_dw_w_bc_1 init: %init_add_227) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b7_dw_w_ckk = stablehlo.transpose %ds2b7_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b7_dw_w = stablehlo.reshape %ds2b7_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b = stablehlo.reduce(%ds2b7_ln_x init: %init_add_228) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b_1 = stablehlo.reduce(%ds2b7_dw_b init: %init_add_229) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b7_dw_b_2 = stablehlo.reduce(%ds2b7_dw_b_1 init: %init_add_230) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b7_in = stablehlo.add %ds2b8_in, %ds2b7_dw_x : tensor<32x14x14x384xf32>
    %ds2b6_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_gamma_x = stablehlo.multiply %ds2b7_in, %ds2b6_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b6_gamma_dy_x = stablehlo.multiply %ds2b7_in, %s2b6_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma = stablehlo.reduce(%ds2b6_gamma_dy_x init: %init_add_231) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma_1 = stablehlo.reduce(%ds2b6_gamma_gamma init: %init_add_232) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_gamma_gamma_2 = stablehlo.reduce(%ds2b6_gamma_gamma_1 init: %init_add_233) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_fc2_x = stablehlo.dot_general %ds2b6_gamma_x, %stages.2.blocks.6.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b6_fc2_w_rows = "stablehlo.slice"(%ds2b6_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc2_w_rows_1 = "stablehlo.slice"(%s2b6_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc2_w = stablehlo.dot_general %ds2b6_fc2_w_rows, %ds2b6_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b6_fc2_w_rows_2 = "stablehlo.slice"(%ds2b6_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc2_w_rows_3 = "stablehlo.slice"(%s2b6_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc2_w_1 = stablehlo.dot_general %ds2b6_fc2_w_rows_2, %ds2b6_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b6_fc2_w_2 = stablehlo.add %ds2b6_fc2_w, %ds2b6_fc2_w_1 : tensor<384x1536xf32>
    %ds2b6_fc2_w_rows_4 = "stablehlo.slice"(%ds2b6_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc2_w_rows_5 = "stablehlo.slice"(%s2b6_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc2_w_3 = stablehlo.dot_general %ds2b6_fc2_w_rows_4, %ds2b6_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b6_fc2_w_4 = stablehlo.add %ds2b6_fc2_w_2, %ds2b6_fc2_w_3 : tensor<384x1536xf32>
    %ds2b6_fc2_w_rows_6 = "stablehlo.slice"(%ds2b6_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc2_w_rows_7 = "stablehlo.slice"(%s2b6_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc2_w_5 = stablehlo.dot_general %ds2b6_fc2_w_rows_6, %ds2b6_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b6_fc2_w_6 = stablehlo.add %ds2b6_fc2_w_4, %ds2b6_fc2_w_5 : tensor<384x1536xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b = stablehlo.reduce(%ds2b6_gamma_x init: %init_add_234) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b_1 = stablehlo.reduce(%ds2b6_fc2_b init: %init_add_235) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc2_b_2 = stablehlo.reduce(%ds2b6_fc2_b_1 init: %init_add_236) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b6_fc1_w_rows = "stablehlo.slice"(%ds2b6_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc1_w_rows_1 = "stablehlo.slice"(%s2b6_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc1_w = stablehlo.dot_general %ds2b6_fc1_w_rows, %ds2b6_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b6_fc1_w_rows_2 = "stablehlo.slice"(%ds2b6_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc1_w_rows_3 = "stablehlo.slice"(%s2b6_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc1_w_1 = stablehlo.dot_general %ds2b6_fc1_w_rows_2, %ds2b6_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b6_fc1_w_2 = stablehlo.add %ds2b6_fc1_w, %ds2b6_fc1_w_1 : tensor<1536x384xf32>
    %ds2b6_fc1_w_rows_4 = "stablehlo.slice"(%ds2b6_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc1_w_rows_5 = "stablehlo.slice"(%s2b6_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc1_w_3 = stablehlo.dot_general %ds2b6_fc1_w_rows_4, %ds2b6_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b6_fc1_w_4 = stablehlo.add %ds2b6_fc1_w_2, %ds2b6_fc1_w_3 : tensor<1536x384xf32>
    %ds2b6_fc1_w_rows_6 = "stablehlo.slice"(%ds2b6_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b6_fc1_w_rows_7 = "stablehlo.slice"(%s2b6_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b6_fc1_w_5 = stablehlo.dot_general %ds2b6_fc1_w_rows_6, %ds2b6_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b6_fc1_w_6 = stablehlo.add %ds2b6_fc1_w_4, %ds2b6_fc1_w_5 : tensor<1536x384xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b = stablehlo.reduce(%ds2b6_act_x init: %init_add_237) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b_1 = stablehlo.reduce(%ds2b6_fc1_b init: %init_add_238) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_fc1_b_2 = stablehlo.reduce(%ds2b6_fc1_b_1 init: %init_add_239) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b6_ln_dy_xhat = stablehlo.multiply %ds2b6_fc1_x, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight = stablehlo.reduce(%ds2b6_ln_dy_xhat init: %init_add_240) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight_1 = stablehlo.reduce(%ds2b6_ln_weight init: %init_add_241) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_weight_2 = stablehlo.reduce(%ds2b6_ln_weight_1 init: %init_add_242) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias = stablehlo.reduce(%ds2b6_fc1_x init: %init_add_243) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias_1 = stablehlo.reduce(%ds2b6_ln_bias init: %init_add_244) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_bias_2 = stablehlo.reduce(%ds2b6_ln_bias_1 init: %init_add_245) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat = stablehlo.multiply %ds2b6_fc1_x, %ds2b6_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_60 = stablehlo.reshape %ds2b6_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean1_sum_part = stablehlo.reduce(%reshape_60 init: %init_add_246) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean1_sum = stablehlo.reduce(%ds2b6_ln_mean1_sum_part init: %init_add_247) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b6_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b6_ln_mean1 = stablehlo.divide %ds2b6_ln_mean1_sum, %ds2b6_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b6_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b6_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b6_ln_xhat_xhat = stablehlo.multiply %ds2b6_ln_xhat, %s2b6_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_61 = stablehlo.reshape %ds2b6_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean2_sum_part = stablehlo.reduce(%reshape_61 init: %init_add_248) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_ln_mean2_sum = stablehlo.reduce(%ds2b6_ln_mean2_sum_part init: %init_add_249) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_w_sum = stablehlo.reduce(%ds2b6_dw_w_bc_1 init: %init_add_250) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b6_dw_w_ckk = stablehlo.transpose %ds2b6_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b6_dw_w = stablehlo.reshape %ds2b6_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b = stablehlo.reduce(%ds2b6_ln_x init: %init_add_251) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b_1 = stablehlo.reduce(%ds2b6_dw_b init: %init_add_252) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b6_dw_b_2 = stablehlo.reduce(%ds2b6_dw_b_1 init: %init_add_253) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b6_in = stablehlo.add %ds2b7_in, %ds2b6_dw_x : tensor<32x14x14x384xf32>
    %ds2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_gamma_x = stablehlo.multiply %ds2b6_in, %ds2b5_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b5_gamma_dy_x = stablehlo.multiply %ds2b6_in, %s2b5_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma = stablehlo.reduce(%ds2b5_gamma_dy_x init: %init_add_254) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_1 = stablehlo.reduce(%ds2b5_gamma_gamma init: %init_add_255) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_2 = stablehlo.reduce(%ds2b5_gamma_gamma_1 init: %init_add_256) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_fc2_x = stablehlo.dot_general %ds2b5_gamma_x, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b5_fc2_w_rows = "stablehlo.slice"(%ds2b5_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc2_w_rows_1 = "stablehlo.slice"(%s2b5_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc2_w = stablehlo.dot_general %ds2b5_fc2_w_rows, %ds2b5_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b5_fc2_w_rows_2 = "stablehlo.slice"(%ds2b5_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc2_w_rows_3 = "stablehlo.slice"(%s2b5_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc2_w_1 = stablehlo.dot_general %ds2b5_fc2_w_rows_2, %ds2b5_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b5_fc2_w_2 = stablehlo.add %ds2b5_fc2_w, %ds2b5_fc2_w_1 : tensor<384x1536xf32>
    %ds2b5_fc2_w_rows_4 = "stablehlo.slice"(%ds2b5_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc2_w_rows_5 = "stablehlo.slice"(%s2b5_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc2_w_3 = stablehlo.dot_general %ds2b5_fc2_w_rows_4, %ds2b5_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b5_fc2_w_4 = stablehlo.add %ds2b5_fc2_w_2, %ds2b5_fc2_w_3 : tensor<384x1536xf32>
    %ds2b5_fc2_w_rows_6 = "stablehlo.slice"(%ds2b5_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc2_w_rows_7 = "stablehlo.slice"(%s2b5_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc2_w_5 = stablehlo.dot_general %ds2b5_fc2_w_rows_6, %ds2b5_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b5_fc2_w_6 = stablehlo.add %ds2b5_fc2_w_4, %ds2b5_fc2_w_5 : tensor<384x1536xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b = stablehlo.reduce(%ds2b5_gamma_x init: %init_add_257) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_1 = stablehlo.reduce(%ds2b5_fc2_b init: %init_add_258) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_2 = stablehlo.reduce(%ds2b5_fc2_b_1 init: %init_add_259) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b5_fc1_w_rows = "stablehlo.slice"(%ds2b5_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc1_w_rows_1 = "stablehlo.slice"(%s2b5_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc1_w = stablehlo.dot_general %ds2b5_fc1_w_rows, %ds2b5_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b5_fc1_w_rows_2 = "stablehlo.slice"(%ds2b5_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc1_w_rows_3 = "stablehlo.slice"(%s2b5_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc1_w_1 = stablehlo.dot_general %ds2b5_fc1_w_rows_2, %ds2b5_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b5_fc1_w_2 = stablehlo.add %ds2b5_fc1_w, %ds2b5_fc1_w_1 : tensor<1536x384xf32>
    %ds2b5_fc1_w_rows_4 = "stablehlo.slice"(%ds2b5_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc1_w_rows_5 = "stablehlo.slice"(%s2b5_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc1_w_3 = stablehlo.dot_general %ds2b5_fc1_w_rows_4, %ds2b5_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b5_fc1_w_4 = stablehlo.add %ds2b5_fc1_w_2, %ds2b5_fc1_w_3 : tensor<1536x384xf32>
    %ds2b5_fc1_w_rows_6 = "stablehlo.slice"(%ds2b5_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b5_fc1_w_rows_7 = "stablehlo.slice"(%s2b5_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b5_fc1_w_5 = stablehlo.dot_general %ds2b5_fc1_w_rows_6, %ds2b5_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b5_fc1_w_6 = stablehlo.add %ds2b5_fc1_w_4, %ds2b5_fc1_w_5 : tensor<1536x384xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b = stablehlo.reduce(%ds2b5_act_x init: %init_add_260) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_1 = stablehlo.reduce(%ds2b5_fc1_b init: %init_add_261) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_2 = stablehlo.reduce(%ds2b5_fc1_b_1 init: %init_add_262) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b5_ln_dy_xhat = stablehlo.multiply %ds2b5_fc1_x, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight = stablehlo.reduce(%ds2b5_ln_dy_xhat init: %init_add_263) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_1 = stablehlo.reduce(%ds2b5_ln_weight init: %init_add_264) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_2 = stablehlo.reduce(%ds2b5_ln_weight_1 init: %init_add_265) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias = stablehlo.reduce(%ds2b5_fc1_x init: %init_add_266) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_1 = stablehlo.reduce(%ds2b5_ln_bias init: %init_add_267) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_2 = stablehlo.reduce(%ds2b5_ln_bias_1 init: %init_add_268) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat = stablehlo.multiply %ds2b5_fc1_x, %ds2b5_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_62 = stablehlo.reshape %ds2b5_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum_part = stablehlo.reduce(%reshape_62 init: %init_add_269) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum = stablehlo.reduce(%ds2b5_ln_mean1_sum_part init: %init_add_270) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b5_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b5_ln_mean1 = stablehlo.divide %ds2b5_ln_mean1_sum, %ds2b5_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b5_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b5_ln_xhat_xhat = stablehlo.multiply %ds2b5_ln_xhat, %s2b5_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_63 = stablehlo.reshape %ds2b5_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum_part = stablehlo.reduce(%reshape_63 init: %init_add_271) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum = stablehlo.reduce(%ds2b5_ln_mean2_sum_part init: %init_add_272) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_w_sum = stablehlo.reduce(%ds2b5_dw_w_bc_1 init: %init_add_273) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b5_dw_w_ckk = stablehlo.transpose %ds2b5_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b5_dw_w = stablehlo.reshape %ds2b5_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b = stablehlo.reduce(%ds2b5_ln_x init: %init_add_274) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_1 = stablehlo.reduce(%ds2b5_dw_b init: %init_add_275) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_2 = stablehlo.reduce(%ds2b5_dw_b_1 init: %init_add_276) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b5_in = stablehlo.add %ds2b6_in, %ds2b5_dw_x : tensor<32x14x14x384xf32>
    %ds2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_gamma_x = stablehlo.multiply %ds2b5_in, %ds2b4_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b4_gamma_dy_x = stablehlo.multiply %ds2b5_in, %s2b4_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma = stablehlo.reduce(%ds2b4_gamma_dy_x init: %init_add_277) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_1 = stablehlo.reduce(%ds2b4_gamma_gamma init: %init_add_278) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_2 = stablehlo.reduce(%ds2b4_gamma_gamma_1 init: %init_add_279) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_fc2_x = stablehlo.dot_general %ds2b4_gamma_x, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b4_fc2_w_rows = "stablehlo.slice"(%ds2b4_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc2_w_rows_1 = "stablehlo.slice"(%s2b4_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc2_w = stablehlo.dot_general %ds2b4_fc2_w_rows, %ds2b4_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b4_fc2_w_rows_2 = "stablehlo.slice"(%ds2b4_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc2_w_rows_3 = "stablehlo.slice"(%s2b4_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc2_w_1 = stablehlo.dot_general %ds2b4_fc2_w_rows_2, %ds2b4_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b4_fc2_w_2 = stablehlo.add %ds2b4_fc2_w, %ds2b4_fc2_w_1 : tensor<384x1536xf32>
    %ds2b4_fc2_w_rows_4 = "stablehlo.slice"(%ds2b4_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc2_w_rows_5 = "stablehlo.slice"(%s2b4_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc2_w_3 = stablehlo.dot_general %ds2b4_fc2_w_rows_4, %ds2b4_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b4_fc2_w_4 = stablehlo.add %ds2b4_fc2_w_2, %ds2b4_fc2_w_3 : tensor<384x1536xf32>
    %ds2b4_fc2_w_rows_6 = "stablehlo.slice"(%ds2b4_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc2_w_rows_7 = "stablehlo.slice"(%s2b4_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc2_w_5 = stablehlo.dot_general %ds2b4_fc2_w_rows_6, %ds2b4_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b4_fc2_w_6 = stablehlo.add %ds2b4_fc2_w_4, %ds2b4_fc2_w_5 : tensor<384x1536xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b = stablehlo.reduce(%ds2b4_gamma_x init: %init_add_280) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_1 = stablehlo.reduce(%ds2b4_fc2_b init: %init_add_281) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_2 = stablehlo.reduce(%ds2b4_fc2_b_1 init: %init_add_282) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b4_fc1_w_rows = "stablehlo.slice"(%ds2b4_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc1_w_rows_1 = "stablehlo.slice"(%s2b4_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc1_w = stablehlo.dot_general %ds2b4_fc1_w_rows, %ds2b4_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b4_fc1_w_rows_2 = "stablehlo.slice"(%ds2b4_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc1_w_rows_3 = "stablehlo.slice"(%s2b4_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc1_w_1 = stablehlo.dot_general %ds2b4_fc1_w_rows_2, %ds2b4_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b4_fc1_w_2 = stablehlo.add %ds2b4_fc1_w, %ds2b4_fc1_w_1 : tensor<1536x384xf32>
    %ds2b4_fc1_w_rows_4 = "stablehlo.slice"(%ds2b4_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc1_w_rows_5 = "stablehlo.slice"(%s2b4_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc1_w_3 = stablehlo.dot_general %ds2b4_fc1_w_rows_4, %ds2b4_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b4_fc1_w_4 = stablehlo.add %ds2b4_fc1_w_2, %ds2b4_fc1_w_3 : tensor<1536x384xf32>
    %ds2b4_fc1_w_rows_6 = "stablehlo.slice"(%ds2b4_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b4_fc1_w_rows_7 = "stablehlo.slice"(%s2b4_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b4_fc1_w_5 = stablehlo.dot_general %ds2b4_fc1_w_rows_6, %ds2b4_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b4_fc1_w_6 = stablehlo.add %ds2b4_fc1_w_4, %ds2b4_fc1_w_5 : tensor<1536x384xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b = stablehlo.reduce(%ds2b4_act_x init: %init_add_283) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_1 = stablehlo.reduce(%ds2b4_fc1_b init: %init_add_284) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_2 = stablehlo.reduce(%ds2b4_fc1_b_1 init: %init_add_285) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b4_ln_dy_xhat = stablehlo.multiply %ds2b4_fc1_x, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight = stablehlo.reduce(%ds2b4_ln_dy_xhat init: %init_add_286) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_1 = stablehlo.reduce(%ds2b4_ln_weight init: %init_add_287) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_2 = stablehlo.reduce(%ds2b4_ln_weight_1 init: %init_add_288) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias = stablehlo.reduce(%ds2b4_fc1_x init: %init_add_289) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_1 = stablehlo.reduce(%ds2b4_ln_bias init: %init_add_290) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_2 = stablehlo.reduce(%ds2b4_ln_bias_1 init: %init_add_291) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat = stablehlo.multiply %ds2b4_fc1_x, %ds2b4_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_64 = stablehlo.reshape %ds2b4_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum_part = stablehlo.reduce(%reshape_64 init: %init_add_292) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum = stablehlo.reduce(%ds2b4_ln_mean1_sum_part init: %init_add_293) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b4_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b4_ln_mean1 = stablehlo.divide %ds2b4_ln_mean1_sum, %ds2b4_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b4_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b4_ln_xhat_xhat = stablehlo.multiply %ds2b4_ln_xhat, %s2b4_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_65 = stablehlo.reshape %ds2b4_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum_part = stablehlo.reduce(%reshape_65 init: %init_add_294) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum = stablehlo.reduce(%ds2b4_ln_mean2_sum_part init: %init_add_295) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_w_sum = stablehlo.reduce(%ds2b4_dw_w_bc_1 init: %init_add_296) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b4_dw_w_ckk = stablehlo.transpose %ds2b4_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b4_dw_w = stablehlo.reshape %ds2b4_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b = stablehlo.reduce(%ds2b4_ln_x init: %init_add_297) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_1 = stablehlo.reduce(%ds2b4_dw_b init: %init_add_298) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_2 = stablehlo.reduce(%ds2b4_dw_b_1 init: %init_add_299) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b4_in = stablehlo.add %ds2b5_in, %ds2b4_dw_x : tensor<32x14x14x384xf32>
    %ds2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_gamma_x = stablehlo.multiply %ds2b4_in, %ds2b3_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b3_gamma_dy_x = stablehlo.multiply %ds2b4_in, %s2b3_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma = stablehlo.reduce(%ds2b3_gamma_dy_x init: %init_add_300) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_1 = stablehlo.reduce(%ds2b3_gamma_gamma init: %init_add_301) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_2 = stablehlo.reduce(%ds2b3_gamma_gamma_1 init: %init_add_302) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_fc2_x = stablehlo.dot_general %ds2b3_gamma_x, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b3_fc2_w_rows = "stablehlo.slice"(%ds2b3_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc2_w_rows_1 = "stablehlo.slice"(%s2b3_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc2_w = stablehlo.dot_general %ds2b3_fc2_w_rows, %ds2b3_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b3_fc2_w_rows_2 = "stablehlo.slice"(%ds2b3_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc2_w_rows_3 = "stablehlo.slice"(%s2b3_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc2_w_1 = stablehlo.dot_general %ds2b3_fc2_w_rows_2, %ds2b3_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b3_fc2_w_2 = stablehlo.add %ds2b3_fc2_w, %ds2b3_fc2_w_1 : tensor<384x1536xf32>
    %ds2b3_fc2_w_rows_4 = "stablehlo.slice"(%ds2b3_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc2_w_rows_5 = "stablehlo.slice"(%s2b3_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc2_w_3 = stablehlo.dot_general %ds2b3_fc2_w_rows_4, %ds2b3_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b3_fc2_w_4 = stablehlo.add %ds2b3_fc2_w_2, %ds2b3_fc2_w_3 : tensor<384x1536xf32>
    %ds2b3_fc2_w_rows_6 = "stablehlo.slice"(%ds2b3_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc2_w_rows_7 = "stablehlo.slice"(%s2b3_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc2_w_5 = stablehlo.dot_general %ds2b3_fc2_w_rows_6, %ds2b3_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b3_fc2_w_6 = stablehlo.add %ds2b3_fc2_w_4, %ds2b3_fc2_w_5 : tensor<384x1536xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b = stablehlo.reduce(%ds2b3_gamma_x init: %init_add_303) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_1 = stablehlo.reduce(%ds2b3_fc2_b init: %init_add_304) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_2 = stablehlo.reduce(%ds2b3_fc2_b_1 init: %init_add_305) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b3_fc1_w_rows = "stablehlo.slice"(%ds2b3_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc1_w_rows_1 = "stablehlo.slice"(%s2b3_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc1_w = stablehlo.dot_general %ds2b3_fc1_w_rows, %ds2b3_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b3_fc1_w_rows_2 = "stablehlo.slice"(%ds2b3_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc1_w_rows_3 = "stablehlo.slice"(%s2b3_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc1_w_1 = stablehlo.dot_general %ds2b3_fc1_w_rows_2, %ds2b3_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b3_fc1_w_2 = stablehlo.add %ds2b3_fc1_w, %ds2b3_fc1_w_1 : tensor<1536x384xf32>
    %ds2b3_fc1_w_rows_4 = "stablehlo.slice"(%ds2b3_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc1_w_rows_5 = "stablehlo.slice"(%s2b3_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc1_w_3 = stablehlo.dot_general %ds2b3_fc1_w_rows_4, %ds2b3_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b3_fc1_w_4 = stablehlo.add %ds2b3_fc1_w_2, %ds2b3_fc1_w_3 : tensor<1536x384xf32>
    %ds2b3_fc1_w_rows_6 = "stablehlo.slice"(%ds2b3_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b3_fc1_w_rows_7 = "stablehlo.slice"(%s2b3_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b3_fc1_w_5 = stablehlo.dot_general %ds2b3_fc1_w_rows_6, %ds2b3_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b3_fc1_w_6 = stablehlo.add %ds2b3_fc1_w_4, %ds2b3_fc1_w_5 : tensor<1536x384xf32>
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b = stablehlo.reduce(%ds2b3_act_x init: %init_add_306) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_1 = stablehlo.reduce(%ds2b3_fc1_b init: %init_add_307) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_2 = stablehlo.reduce(%ds2b3_fc1_b_1 init: %init_add_308) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b3_ln_dy_xhat = stablehlo.multiply %ds2b3_fc1_x, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight = stablehlo.reduce(%ds2b3_ln_dy_xhat init: %init_add_309) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_1 = stablehlo.reduce(%ds2b3_ln_weight init: %init_add_310) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_2 = stablehlo.reduce(%ds2b3_ln_weight_1 init: %init_add_311) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias = stablehlo.reduce(%ds2b3_fc1_x init: %init_add_312) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_1 = stablehlo.reduce(%ds2b3_ln_bias init: %init_add_313) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_2 = stablehlo.reduce(%ds2b3_ln_bias_1 init: %init_add_314) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat = stablehlo.multiply %ds2b3_fc1_x, %ds2b3_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_66 = stablehlo.reshape %ds2b3_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum_part = stablehlo.reduce(%reshape_66 init: %init_add_315) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum = stablehlo.reduce(%ds2b3_ln_mean1_sum_part init: %init_add_316) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b3_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b3_ln_mean1 = stablehlo.divide %ds2b3_ln_mean1_sum, %ds2b3_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b3_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b3_ln_xhat_xhat = stablehlo.multiply %ds2b3_ln_xhat, %s2b3_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_67 = stablehlo.reshape %ds2b3_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum_part = stablehlo.reduce(%reshape_67 init: %init_add_317) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum = stablehlo.reduce(%ds2b3_ln_mean2_sum_part init: %init_add_318) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_w_sum = stablehlo.reduce(%ds2b3_dw_w_bc_1 init: %init_add_319) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b3_dw_w_ckk = stablehlo.transpose %ds2b3_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b3_dw_w = stablehlo.reshape %ds2b3_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b = stablehlo.reduce(%ds2b3_ln_x init: %init_add_320) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_1 = stablehlo.reduce(%ds2b3_dw_b init: %init_add_321) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_2 = stablehlo.reduce(%ds2b3_dw_b_1 init: %init_add_322) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b3_in = stablehlo.add %ds2b4_in, %ds2b3_dw_x : tensor<32x14x14x384xf32>
    %ds2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_gamma_x = stablehlo.multiply %ds2b3_in, %ds2b2_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b2_gamma_dy_x = stablehlo.multiply %ds2b3_in, %s2b2_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma = stablehlo.reduce(%ds2b2_gamma_dy_x init: %init_add_323) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_1 = stablehlo.reduce(%ds2b2_gamma_gamma init: %init_add_324) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_2 = stablehlo.reduce(%ds2b2_gamma_gamma_1 init: %init_add_325) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_fc2_x = stablehlo.dot_general %ds2b2_gamma_x, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b2_fc2_w_rows = "stablehlo.slice"(%ds2b2_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc2_w_rows_1 = "stablehlo.slice"(%s2b2_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc2_w = stablehlo.dot_general %ds2b2_fc2_w_rows, %ds2b2_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b2_fc2_w_rows_2 = "stablehlo.slice"(%ds2b2_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc2_w_rows_3 = "stablehlo.slice"(%s2b2_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc2_w_1 = stablehlo.dot_general %ds2b2_fc2_w_rows_2, %ds2b2_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b2_fc2_w_2 = stablehlo.add %ds2b2_fc2_w, %ds2b2_fc2_w_1 : tensor<384x1536xf32>
    %ds2b2_fc2_w_rows_4 = "stablehlo.slice"(%ds2b2_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc2_w_rows_5 = "stablehlo.slice"(%s2b2_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc2_w_3 = stablehlo.dot_general %ds2b2_fc2_w_rows_4, %ds2b2_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b2_fc2_w_4 = stablehlo.add %ds2b2_fc2_w_2, %ds2b2_fc2_w_3 : tensor<384x1536xf32>
    %ds2b2_fc2_w_rows_6 = "stablehlo.slice"(%ds2b2_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc2_w_rows_7 = "stablehlo.slice"(%s2b2_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc2_w_5 = stablehlo.dot_general %ds2b2_fc2_w_rows_6, %ds2b2_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b2_fc2_w_6 = stablehlo.add %ds2b2_fc2_w_4, %ds2b2_fc2_w_5 : tensor<384x1536xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b = stablehlo.reduce(%ds2b2_gamma_x init: %init_add_326) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_1 = stablehlo.reduce(%ds2b2_fc2_b init: %init_add_327) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_2 = stablehlo.reduce(%ds2b2_fc2_b_1 init: %init_add_328) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b2_fc1_w_rows = "stablehlo.slice"(%ds2b2_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc1_w_rows_1 = "stablehlo.slice"(%s2b2_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc1_w = stablehlo.dot_general %ds2b2_fc1_w_rows, %ds2b2_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b2_fc1_w_rows_2 = "stablehlo.slice"(%ds2b2_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc1_w_rows_3 = "stablehlo.slice"(%s2b2_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc1_w_1 = stablehlo.dot_general %ds2b2_fc1_w_rows_2, %ds2b2_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b2_fc1_w_2 = stablehlo.add %ds2b2_fc1_w, %ds2b2_fc1_w_1 : tensor<1536x384xf32>
    %ds2b2_fc1_w_rows_4 = "stablehlo.slice"(%ds2b2_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc1_w_rows_5 = "stablehlo.slice"(%s2b2_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc1_w_3 = stablehlo.dot_general %ds2b2_fc1_w_rows_4, %ds2b2_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b2_fc1_w_4 = stablehlo.add %ds2b2_fc1_w_2, %ds2b2_fc1_w_3 : tensor<1536x384xf32>
    %ds2b2_fc1_w_rows_6 = "stablehlo.slice"(%ds2b2_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b2_fc1_w_rows_7 = "stablehlo.slice"(%s2b2_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b2_fc1_w_5 = stablehlo.dot_general %ds2b2_fc1_w_rows_6, %ds2b2_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b2_fc1_w_6 = stablehlo.add %ds2b2_fc1_w_4, %ds2b2_fc1_w_5 : tensor<1536x384xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b = stablehlo.reduce(%ds2b2_act_x init: %init_add_329) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_1 = stablehlo.reduce(%ds2b2_fc1_b init: %init_add_330) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_2 = stablehlo.reduce(%ds2b2_fc1_b_1 init: %init_add_331) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b2_ln_dy_xhat = stablehlo.multiply %ds2b2_fc1_x, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight = stablehlo.reduce(%ds2b2_ln_dy_xhat init: %init_add_332) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_1 = stablehlo.reduce(%ds2b2_ln_weight init: %init_add_333) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_2 = stablehlo.reduce(%ds2b2_ln_weight_1 init: %init_add_334) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias = stablehlo.reduce(%ds2b2_fc1_x init: %init_add_335) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_1 = stablehlo.reduce(%ds2b2_ln_bias init: %init_add_336) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_2 = stablehlo.reduce(%ds2b2_ln_bias_1 init: %init_add_337) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat = stablehlo.multiply %ds2b2_fc1_x, %ds2b2_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_68 = stablehlo.reshape %ds2b2_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_68 init: %init_add_338) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum = stablehlo.reduce(%ds2b2_ln_mean1_sum_part init: %init_add_339) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b2_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b2_ln_mean1 = stablehlo.divide %ds2b2_ln_mean1_sum, %ds2b2_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b2_ln_xhat_xhat = stablehlo.multiply %ds2b2_ln_xhat, %s2b2_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_69 = stablehlo.reshape %ds2b2_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_69 init: %init_add_340) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum = stablehlo.reduce(%ds2b2_ln_mean2_sum_part init: %init_add_341) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_w_sum = stablehlo.reduce(%ds2b2_dw_w_bc_1 init: %init_add_342) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b2_dw_w_ckk = stablehlo.transpose %ds2b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b2_dw_w = stablehlo.reshape %ds2b2_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b = stablehlo.reduce(%ds2b2_ln_x init: %init_add_343) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_1 = stablehlo.reduce(%ds2b2_dw_b init: %init_add_344) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_2 = stablehlo.reduce(%ds2b2_dw_b_1 init: %init_add_345) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b2_in = stablehlo.add %ds2b3_in, %ds2b2_dw_x : tensor<32x14x14x384xf32>
    %ds2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_gamma_x = stablehlo.multiply %ds2b2_in, %ds2b1_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b1_gamma_dy_x = stablehlo.multiply %ds2b2_in, %s2b1_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma = stablehlo.reduce(%ds2b1_gamma_dy_x init: %init_add_346) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_1 = stablehlo.reduce(%ds2b1_gamma_gamma init: %init_add_347) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_2 = stablehlo.reduce(%ds2b1_gamma_gamma_1 init: %init_add_348) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_fc2_x = stablehlo.dot_general %ds2b1_gamma_x, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b1_fc2_w_rows = "stablehlo.slice"(%ds2b1_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc2_w_rows_1 = "stablehlo.slice"(%s2b1_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc2_w = stablehlo.dot_general %ds2b1_fc2_w_rows, %ds2b1_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b1_fc2_w_rows_2 = "stablehlo.slice"(%ds2b1_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc2_w_rows_3 = "stablehlo.slice"(%s2b1_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc2_w_1 = stablehlo.dot_general %ds2b1_fc2_w_rows_2, %ds2b1_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b1_fc2_w_2 = stablehlo.add %ds2b1_fc2_w, %ds2b1_fc2_w_1 : tensor<384x1536xf32>
    %ds2b1_fc2_w_rows_4 = "stablehlo.slice"(%ds2b1_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc2_w_rows_5 = "stablehlo.slice"(%s2b1_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc2_w_3 = stablehlo.dot_general %ds2b1_fc2_w_rows_4, %ds2b1_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b1_fc2_w_4 = stablehlo.add %ds2b1_fc2_w_2, %ds2b1_fc2_w_3 : tensor<384x1536xf32>
    %ds2b1_fc2_w_rows_6 = "stablehlo.slice"(%ds2b1_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc2_w_rows_7 = "stablehlo.slice"(%s2b1_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc2_w_5 = stablehlo.dot_general %ds2b1_fc2_w_rows_6, %ds2b1_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b1_fc2_w_6 = stablehlo.add %ds2b1_fc2_w_4, %ds2b1_fc2_w_5 : tensor<384x1536xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b = stablehlo.reduce(%ds2b1_gamma_x init: %init_add_349) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_1 = stablehlo.reduce(%ds2b1_fc2_b init: %init_add_350) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_2 = stablehlo.reduce(%ds2b1_fc2_b_1 init: %init_add_351) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b1_fc1_w_rows = "stablehlo.slice"(%ds2b1_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc1_w_rows_1 = "stablehlo.slice"(%s2b1_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc1_w = stablehlo.dot_general %ds2b1_fc1_w_rows, %ds2b1_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b1_fc1_w_rows_2 = "stablehlo.slice"(%ds2b1_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc1_w_rows_3 = "stablehlo.slice"(%s2b1_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc1_w_1 = stablehlo.dot_general %ds2b1_fc1_w_rows_2, %ds2b1_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b1_fc1_w_2 = stablehlo.add %ds2b1_fc1_w, %ds2b1_fc1_w_1 : tensor<1536x384xf32>
    %ds2b1_fc1_w_rows_4 = "stablehlo.slice"(%ds2b1_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc1_w_rows_5 = "stablehlo.slice"(%s2b1_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc1_w_3 = stablehlo.dot_general %ds2b1_fc1_w_rows_4, %ds2b1_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b1_fc1_w_4 = stablehlo.add %ds2b1_fc1_w_2, %ds2b1_fc1_w_3 : tensor<1536x384xf32>
    %ds2b1_fc1_w_rows_6 = "stablehlo.slice"(%ds2b1_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b1_fc1_w_rows_7 = "stablehlo.slice"(%s2b1_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b1_fc1_w_5 = stablehlo.dot_general %ds2b1_fc1_w_rows_6, %ds2b1_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b1_fc1_w_6 = stablehlo.add %ds2b1_fc1_w_4, %ds2b1_fc1_w_5 : tensor<1536x384xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b = stablehlo.reduce(%ds2b1_act_x init: %init_add_352) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_1 = stablehlo.reduce(%ds2b1_fc1_b init: %init_add_353) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_2 = stablehlo.reduce(%ds2b1_fc1_b_1 init: %init_add_354) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b1_ln_dy_xhat = stablehlo.multiply %ds2b1_fc1_x, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight = stablehlo.reduce(%ds2b1_ln_dy_xhat init: %init_add_355) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_1 = stablehlo.reduce(%ds2b1_ln_weight init: %init_add_356) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_2 = stablehlo.reduce(%ds2b1_ln_weight_1 init: %init_add_357) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias = stablehlo.reduce(%ds2b1_fc1_x init: %init_add_358) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_1 = stablehlo.reduce(%ds2b1_ln_bias init: %init_add_359) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_2 = stablehlo.reduce(%ds2b1_ln_bias_1 init: %init_add_360) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat = stablehlo.multiply %ds2b1_fc1_x, %ds2b1_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_70 = stablehlo.reshape %ds2b1_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_70 init: %init_add_361) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum = stablehlo.reduce(%ds2b1_ln_mean1_sum_part init: %init_add_362) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b1_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b1_ln_mean1 = stablehlo.divide %ds2b1_ln_mean1_sum, %ds2b1_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b1_ln_xhat_xhat = stablehlo.multiply %ds2b1_ln_xhat, %s2b1_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_71 = stablehlo.reshape %ds2b1_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_71 init: %init_add_363) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum = stablehlo.reduce(%ds2b1_ln_mean2_sum_part init: %init_add_364) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_w_sum = stablehlo.reduce(%ds2b1_dw_w_bc_1 init: %init_add_365) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b1_dw_w_ckk = stablehlo.transpose %ds2b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b1_dw_w = stablehlo.reshape %ds2b1_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b = stablehlo.reduce(%ds2b1_ln_x init: %init_add_366) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_1 = stablehlo.reduce(%ds2b1_dw_b init: %init_add_367) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_2 = stablehlo.reduce(%ds2b1_dw_b_1 init: %init_add_368) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b1_in = stablehlo.add %ds2b2_in, %ds2b1_dw_x : tensor<32x14x14x384xf32>
    %ds2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_gamma_x = stablehlo.multiply %ds2b1_in, %ds2b0_gamma_gamma_b : tensor<32x14x14x384xf32>
    %ds2b0_gamma_dy_x = stablehlo.multiply %ds2b1_in, %s2b0_fc2_1 : tensor<32x14x14x384xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma = stablehlo.reduce(%ds2b0_gamma_dy_x init: %init_add_369) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_1 = stablehlo.reduce(%ds2b0_gamma_gamma init: %init_add_370) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_2 = stablehlo.reduce(%ds2b0_gamma_gamma_1 init: %init_add_371) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_fc2_x = stablehlo.dot_general %ds2b0_gamma_x, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<32x14x14x1536xf32>
    %ds2b0_fc2_w_rows = "stablehlo.slice"(%ds2b0_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc2_w_rows_1 = "stablehlo.slice"(%s2b0_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc2_w = stablehlo.dot_general %ds2b0_fc2_w_rows, %ds2b0_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b0_fc2_w_rows_2 = "stablehlo.slice"(%ds2b0_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc2_w_rows_3 = "stablehlo.slice"(%s2b0_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc2_w_1 = stablehlo.dot_general %ds2b0_fc2_w_rows_2, %ds2b0_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b0_fc2_w_2 = stablehlo.add %ds2b0_fc2_w, %ds2b0_fc2_w_1 : tensor<384x1536xf32>
    %ds2b0_fc2_w_rows_4 = "stablehlo.slice"(%ds2b0_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc2_w_rows_5 = "stablehlo.slice"(%s2b0_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc2_w_3 = stablehlo.dot_general %ds2b0_fc2_w_rows_4, %ds2b0_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b0_fc2_w_4 = stablehlo.add %ds2b0_fc2_w_2, %ds2b0_fc2_w_3 : tensor<384x1536xf32>
    %ds2b0_fc2_w_rows_6 = "stablehlo.slice"(%ds2b0_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc2_w_rows_7 = "stablehlo.slice"(%s2b0_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc2_w_5 = stablehlo.dot_general %ds2b0_fc2_w_rows_6, %ds2b0_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x384xf32>, tensor<8x14x14x1536xf32>) -> tensor<384x1536xf32>
    %ds2b0_fc2_w_6 = stablehlo.add %ds2b0_fc2_w_4, %ds2b0_fc2_w_5 : tensor<384x1536xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b = stablehlo.reduce(%ds2b0_gamma_x init: %init_add_372) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_1 = stablehlo.reduce(%ds2b0_fc2_b init: %init_add_373) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_2 = stablehlo.reduce(%ds2b0_fc2_b_1 init: %init_add_374) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
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
    %ds2b0_fc1_w_rows = "stablehlo.slice"(%ds2b0_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc1_w_rows_1 = "stablehlo.slice"(%s2b0_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 8, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc1_w = stablehlo.dot_general %ds2b0_fc1_w_rows, %ds2b0_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b0_fc1_w_rows_2 = "stablehlo.slice"(%ds2b0_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc1_w_rows_3 = "stablehlo.slice"(%s2b0_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 16, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc1_w_1 = stablehlo.dot_general %ds2b0_fc1_w_rows_2, %ds2b0_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b0_fc1_w_2 = stablehlo.add %ds2b0_fc1_w, %ds2b0_fc1_w_1 : tensor<1536x384xf32>
    %ds2b0_fc1_w_rows_4 = "stablehlo.slice"(%ds2b0_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc1_w_rows_5 = "stablehlo.slice"(%s2b0_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 24, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc1_w_3 = stablehlo.dot_general %ds2b0_fc1_w_rows_4, %ds2b0_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b0_fc1_w_4 = stablehlo.add %ds2b0_fc1_w_2, %ds2b0_fc1_w_3 : tensor<1536x384xf32>
    %ds2b0_fc1_w_rows_6 = "stablehlo.slice"(%ds2b0_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 1536>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x1536xf32>) -> tensor<8x14x14x1536xf32>
    %ds2b0_fc1_w_rows_7 = "stablehlo.slice"(%s2b0_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 32, 14, 14, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x14x14x384xf32>) -> tensor<8x14x14x384xf32>
    %ds2b0_fc1_w_5 = stablehlo.dot_general %ds2b0_fc1_w_rows_6, %ds2b0_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<8x14x14x1536xf32>, tensor<8x14x14x384xf32>) -> tensor<1536x384xf32>
    %ds2b0_fc1_w_6 = stablehlo.add %ds2b0_fc1_w_4, %ds2b0_fc1_w_5 : tensor<1536x384xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b = stablehlo.reduce(%ds2b0_act_x init: %init_add_375) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x1536xf32>, tensor<f32>) -> tensor<32x14x1536xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_1 = stablehlo.reduce(%ds2b0_fc1_b init: %init_add_376) applies stablehlo.add across dimensions = [1] : (tensor<32x14x1536xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_2 = stablehlo.reduce(%ds2b0_fc1_b_1 init: %init_add_377) applies stablehlo.add across dimensions = [0] : (tensor<32x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %ds2b0_ln_dy_xhat = stablehlo.multiply %ds2b0_fc1_x, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight = stablehlo.reduce(%ds2b0_ln_dy_xhat init: %init_add_378) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_1 = stablehlo.reduce(%ds2b0_ln_weight init: %init_add_379) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_2 = stablehlo.reduce(%ds2b0_ln_weight_1 init: %init_add_380) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias = stablehlo.reduce(%ds2b0_fc1_x init: %init_add_381) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_1 = stablehlo.reduce(%ds2b0_ln_bias init: %init_add_382) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_2 = stablehlo.reduce(%ds2b0_ln_bias_1 init: %init_add_383) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<384xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat = stablehlo.multiply %ds2b0_fc1_x, %ds2b0_ln_weight_b : tensor<32x14x14x384xf32>
    %reshape_72 = stablehlo.reshape %ds2b0_ln_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_72 init: %init_add_384) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum = stablehlo.reduce(%ds2b0_ln_mean1_sum_part init: %init_add_385) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %ds2b0_ln_mean1_n = stablehlo.constant dense<384.0> : tensor<32x14x14xf32>
    %ds2b0_ln_mean1 = stablehlo.divide %ds2b0_ln_mean1_sum, %ds2b0_ln_mean1_n : tensor<32x14x14xf32>
    %ds2b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x384xf32>
    %ds2b0_ln_xhat_xhat = stablehlo.multiply %ds2b0_ln_xhat, %s2b0_ln_xhat : tensor<32x14x14x384xf32>
    %reshape_73 = stablehlo.reshape %ds2b0_ln_xhat_xhat : (tensor<32x14x14x384xf32>) -> tensor<32x14x14x12x32xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_73 init: %init_add_386) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x12x32xf32>, tensor<f32>) -> tensor<32x14x14x12xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum = stablehlo.reduce(%ds2b0_ln_mean2_sum_part init: %init_add_387) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x12xf32>, tensor<f32>) -> tensor<32x14x14xf32>
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
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_w_sum = stablehlo.reduce(%ds2b0_dw_w_bc_1 init: %init_add_388) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x384xf32>, tensor<f32>) -> tensor<7x7x384xf32>
    %ds2b0_dw_w_ckk = stablehlo.transpose %ds2b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x384xf32>) -> tensor<384x7x7xf32>
    %ds2b0_dw_w = stablehlo.reshape %ds2b0_dw_w_ckk : (tensor<384x7x7xf32>) -> tensor<384x1x7x7xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b = stablehlo.reduce(%ds2b0_ln_x init: %init_add_389) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_1 = stablehlo.reduce(%ds2b0_dw_b init: %init_add_390) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_2 = stablehlo.reduce(%ds2b0_dw_b_1 init: %init_add_391) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds2b0_in = stablehlo.add %ds2b1_in, %ds2b0_dw_x : tensor<32x14x14x384xf32>
    %ds2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x28x28x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_w = stablehlo.dot_general %ds2b0_in, %ds2_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x14x14x384xf32>, tensor<32x14x2x14x2x192xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_w_1 = stablehlo.optimization_barrier %ds2_down1_w : tensor<384x2x2x192xf32>
    %ds2_down1_w_2 = stablehlo.transpose %ds2_down1_w_1, dims = [0, 3, 1, 2] : (tensor<384x2x2x192xf32>) -> tensor<384x192x2x2xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b = stablehlo.reduce(%ds2b0_in init: %init_add_392) applies stablehlo.add across dimensions = [2] : (tensor<32x14x14x384xf32>, tensor<f32>) -> tensor<32x14x384xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_1 = stablehlo.reduce(%ds2_down1_b init: %init_add_393) applies stablehlo.add across dimensions = [1] : (tensor<32x14x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_2 = stablehlo.reduce(%ds2_down1_b_1 init: %init_add_394) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %s2_down1_w_ohwi = stablehlo.transpose %stages.2.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<384x192x2x2xf32>) -> tensor<384x2x2x192xf32>
    %ds2_down1_x = stablehlo.dot_general %ds2b0_in, %s2_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x14x14x384xf32>, tensor<384x2x2x192xf32>) -> tensor<32x14x14x2x2x192xf32>
    %ds2_down1_x_1 = stablehlo.transpose %ds2_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x14x14x2x2x192xf32>) -> tensor<32x14x2x14x2x192xf32>
    %ds2_down1_x_2 = stablehlo.reshape %ds2_down1_x_1 : (tensor<32x14x2x14x2x192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_dy_xhat = stablehlo.multiply %ds2_down1_x_2, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight = stablehlo.reduce(%ds2_down0_dy_xhat init: %init_add_395) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_1 = stablehlo.reduce(%ds2_down0_weight init: %init_add_396) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_2 = stablehlo.reduce(%ds2_down0_weight_1 init: %init_add_397) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias = stablehlo.reduce(%ds2_down1_x_2 init: %init_add_398) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_1 = stablehlo.reduce(%ds2_down0_bias init: %init_add_399) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_2 = stablehlo.reduce(%ds2_down0_bias_1 init: %init_add_400) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat = stablehlo.multiply %ds2_down1_x_2, %ds2_down0_weight_b : tensor<32x28x28x192xf32>
    %reshape_74 = stablehlo.reshape %ds2_down0_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum_part = stablehlo.reduce(%reshape_74 init: %init_add_401) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum = stablehlo.reduce(%ds2_down0_mean1_sum_part init: %init_add_402) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds2_down0_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds2_down0_mean1 = stablehlo.divide %ds2_down0_mean1_sum, %ds2_down0_mean1_n : tensor<32x28x28xf32>
    %ds2_down0_mean1_b = stablehlo.broadcast_in_dim %ds2_down0_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_xhat_xhat = stablehlo.multiply %ds2_down0_xhat, %s2_down0_xhat : tensor<32x28x28x192xf32>
    %reshape_75 = stablehlo.reshape %ds2_down0_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum_part = stablehlo.reduce(%reshape_75 init: %init_add_403) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum = stablehlo.reduce(%ds2_down0_mean2_sum_part init: %init_add_404) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds2_down0_mean2_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds2_down0_mean2 = stablehlo.divide %ds2_down0_mean2_sum, %ds2_down0_mean2_n : tensor<32x28x28xf32>
    %ds2_down0_mean2_b = stablehlo.broadcast_in_dim %ds2_down0_mean2, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_c1 = stablehlo.subtract %ds2_down0_xhat, %ds2_down0_mean1_b : tensor<32x28x28x192xf32>
    %ds2_down0_p2 = stablehlo.multiply %s2_down0_xhat, %ds2_down0_mean2_b : tensor<32x28x28x192xf32>
    %ds2_down0_c2 = stablehlo.subtract %ds2_down0_c1, %ds2_down0_p2 : tensor<32x28x28x192xf32>
    %ds2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds2_down0_x = stablehlo.multiply %ds2_down0_rstd_b, %ds2_down0_c2 : tensor<32x28x28x192xf32>
    %ds1b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_gamma_x = stablehlo.multiply %ds2_down0_x, %ds1b2_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b2_gamma_dy_x = stablehlo.multiply %ds2_down0_x, %s1b2_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma = stablehlo.reduce(%ds1b2_gamma_dy_x init: %init_add_405) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma_1 = stablehlo.reduce(%ds1b2_gamma_gamma init: %init_add_406) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_407 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_gamma_gamma_2 = stablehlo.reduce(%ds1b2_gamma_gamma_1 init: %init_add_407) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_fc2_x = stablehlo.dot_general %ds1b2_gamma_x, %stages.1.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b2_fc2_w_rows = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_1 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w = stablehlo.dot_general %ds1b2_fc2_w_rows, %ds1b2_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_rows_2 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_3 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_1 = stablehlo.dot_general %ds1b2_fc2_w_rows_2, %ds1b2_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_2 = stablehlo.add %ds1b2_fc2_w, %ds1b2_fc2_w_1 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_4 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_5 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_3 = stablehlo.dot_general %ds1b2_fc2_w_rows_4, %ds1b2_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_4 = stablehlo.add %ds1b2_fc2_w_2, %ds1b2_fc2_w_3 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_6 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_7 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_5 = stablehlo.dot_general %ds1b2_fc2_w_rows_6, %ds1b2_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_6 = stablehlo.add %ds1b2_fc2_w_4, %ds1b2_fc2_w_5 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_8 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_9 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_7 = stablehlo.dot_general %ds1b2_fc2_w_rows_8, %ds1b2_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_8 = stablehlo.add %ds1b2_fc2_w_6, %ds1b2_fc2_w_7 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_10 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_11 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_9 = stablehlo.dot_general %ds1b2_fc2_w_rows_10, %ds1b2_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_10 = stablehlo.add %ds1b2_fc2_w_8, %ds1b2_fc2_w_9 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_12 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_13 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_11 = stablehlo.dot_general %ds1b2_fc2_w_rows_12, %ds1b2_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_12 = stablehlo.add %ds1b2_fc2_w_10, %ds1b2_fc2_w_11 : tensor<192x768xf32>
    %ds1b2_fc2_w_rows_14 = "stablehlo.slice"(%ds1b2_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc2_w_rows_15 = "stablehlo.slice"(%s1b2_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc2_w_13 = stablehlo.dot_general %ds1b2_fc2_w_rows_14, %ds1b2_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b2_fc2_w_14 = stablehlo.add %ds1b2_fc2_w_12, %ds1b2_fc2_w_13 : tensor<192x768xf32>
    %init_add_408 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b = stablehlo.reduce(%ds1b2_gamma_x init: %init_add_408) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_409 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b_1 = stablehlo.reduce(%ds1b2_fc2_b init: %init_add_409) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_410 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc2_b_2 = stablehlo.reduce(%ds1b2_fc2_b_1 init: %init_add_410) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
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
    %ds1b2_fc1_w_rows = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_1 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w = stablehlo.dot_general %ds1b2_fc1_w_rows, %ds1b2_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_rows_2 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_3 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_1 = stablehlo.dot_general %ds1b2_fc1_w_rows_2, %ds1b2_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_2 = stablehlo.add %ds1b2_fc1_w, %ds1b2_fc1_w_1 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_4 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_5 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_3 = stablehlo.dot_general %ds1b2_fc1_w_rows_4, %ds1b2_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_4 = stablehlo.add %ds1b2_fc1_w_2, %ds1b2_fc1_w_3 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_6 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_7 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_5 = stablehlo.dot_general %ds1b2_fc1_w_rows_6, %ds1b2_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_6 = stablehlo.add %ds1b2_fc1_w_4, %ds1b2_fc1_w_5 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_8 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_9 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_7 = stablehlo.dot_general %ds1b2_fc1_w_rows_8, %ds1b2_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_8 = stablehlo.add %ds1b2_fc1_w_6, %ds1b2_fc1_w_7 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_10 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_11 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_9 = stablehlo.dot_general %ds1b2_fc1_w_rows_10, %ds1b2_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_10 = stablehlo.add %ds1b2_fc1_w_8, %ds1b2_fc1_w_9 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_12 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_13 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_11 = stablehlo.dot_general %ds1b2_fc1_w_rows_12, %ds1b2_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_12 = stablehlo.add %ds1b2_fc1_w_10, %ds1b2_fc1_w_11 : tensor<768x192xf32>
    %ds1b2_fc1_w_rows_14 = "stablehlo.slice"(%ds1b2_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b2_fc1_w_rows_15 = "stablehlo.slice"(%s1b2_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b2_fc1_w_13 = stablehlo.dot_general %ds1b2_fc1_w_rows_14, %ds1b2_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b2_fc1_w_14 = stablehlo.add %ds1b2_fc1_w_12, %ds1b2_fc1_w_13 : tensor<768x192xf32>
    %init_add_411 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b = stablehlo.reduce(%ds1b2_act_x init: %init_add_411) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_412 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b_1 = stablehlo.reduce(%ds1b2_fc1_b init: %init_add_412) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_413 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_fc1_b_2 = stablehlo.reduce(%ds1b2_fc1_b_1 init: %init_add_413) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b2_ln_dy_xhat = stablehlo.multiply %ds1b2_fc1_x, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_414 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight = stablehlo.reduce(%ds1b2_ln_dy_xhat init: %init_add_414) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_415 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight_1 = stablehlo.reduce(%ds1b2_ln_weight init: %init_add_415) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_416 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_weight_2 = stablehlo.reduce(%ds1b2_ln_weight_1 init: %init_add_416) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_417 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias = stablehlo.reduce(%ds1b2_fc1_x init: %init_add_417) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_418 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias_1 = stablehlo.reduce(%ds1b2_ln_bias init: %init_add_418) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_419 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_bias_2 = stablehlo.reduce(%ds1b2_ln_bias_1 init: %init_add_419) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat = stablehlo.multiply %ds1b2_fc1_x, %ds1b2_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_76 = stablehlo.reshape %ds1b2_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_420 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_76 init: %init_add_420) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_421 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean1_sum = stablehlo.reduce(%ds1b2_ln_mean1_sum_part init: %init_add_421) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b2_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b2_ln_mean1 = stablehlo.divide %ds1b2_ln_mean1_sum, %ds1b2_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b2_ln_xhat_xhat = stablehlo.multiply %ds1b2_ln_xhat, %s1b2_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_77 = stablehlo.reshape %ds1b2_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_422 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_77 init: %init_add_422) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_423 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_ln_mean2_sum = stablehlo.reduce(%ds1b2_ln_mean2_sum_part init: %init_add_423) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %init_add_424 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_w_sum = stablehlo.reduce(%ds1b2_dw_w_bc_1 init: %init_add_424) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b2_dw_w_ckk = stablehlo.transpose %ds1b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b2_dw_w = stablehlo.reshape %ds1b2_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_425 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b = stablehlo.reduce(%ds1b2_ln_x init: %init_add_425) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_426 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b_1 = stablehlo.reduce(%ds1b2_dw_b init: %init_add_426) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_427 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b2_dw_b_2 = stablehlo.reduce(%ds1b2_dw_b_1 init: %init_add_427) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b2_in = stablehlo.add %ds2_down0_x, %ds1b2_dw_x : tensor<32x28x28x192xf32>
    %ds1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_gamma_x = stablehlo.multiply %ds1b2_in, %ds1b1_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b1_gamma_dy_x = stablehlo.multiply %ds1b2_in, %s1b1_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_428 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma = stablehlo.reduce(%ds1b1_gamma_dy_x init: %init_add_428) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_429 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_1 = stablehlo.reduce(%ds1b1_gamma_gamma init: %init_add_429) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_430 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_2 = stablehlo.reduce(%ds1b1_gamma_gamma_1 init: %init_add_430) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_fc2_x = stablehlo.dot_general %ds1b1_gamma_x, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b1_fc2_w_rows = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_1 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w = stablehlo.dot_general %ds1b1_fc2_w_rows, %ds1b1_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_rows_2 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_3 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_1 = stablehlo.dot_general %ds1b1_fc2_w_rows_2, %ds1b1_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_2 = stablehlo.add %ds1b1_fc2_w, %ds1b1_fc2_w_1 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_4 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_5 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_3 = stablehlo.dot_general %ds1b1_fc2_w_rows_4, %ds1b1_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_4 = stablehlo.add %ds1b1_fc2_w_2, %ds1b1_fc2_w_3 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_6 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_7 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_5 = stablehlo.dot_general %ds1b1_fc2_w_rows_6, %ds1b1_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_6 = stablehlo.add %ds1b1_fc2_w_4, %ds1b1_fc2_w_5 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_8 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_9 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_7 = stablehlo.dot_general %ds1b1_fc2_w_rows_8, %ds1b1_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_8 = stablehlo.add %ds1b1_fc2_w_6, %ds1b1_fc2_w_7 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_10 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_11 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_9 = stablehlo.dot_general %ds1b1_fc2_w_rows_10, %ds1b1_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_10 = stablehlo.add %ds1b1_fc2_w_8, %ds1b1_fc2_w_9 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_12 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_13 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_11 = stablehlo.dot_general %ds1b1_fc2_w_rows_12, %ds1b1_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_12 = stablehlo.add %ds1b1_fc2_w_10, %ds1b1_fc2_w_11 : tensor<192x768xf32>
    %ds1b1_fc2_w_rows_14 = "stablehlo.slice"(%ds1b1_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc2_w_rows_15 = "stablehlo.slice"(%s1b1_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc2_w_13 = stablehlo.dot_general %ds1b1_fc2_w_rows_14, %ds1b1_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b1_fc2_w_14 = stablehlo.add %ds1b1_fc2_w_12, %ds1b1_fc2_w_13 : tensor<192x768xf32>
    %init_add_431 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b = stablehlo.reduce(%ds1b1_gamma_x init: %init_add_431) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_432 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_1 = stablehlo.reduce(%ds1b1_fc2_b init: %init_add_432) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_433 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_2 = stablehlo.reduce(%ds1b1_fc2_b_1 init: %init_add_433) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
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
    %ds1b1_fc1_w_rows = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_1 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w = stablehlo.dot_general %ds1b1_fc1_w_rows, %ds1b1_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_rows_2 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_3 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_1 = stablehlo.dot_general %ds1b1_fc1_w_rows_2, %ds1b1_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_2 = stablehlo.add %ds1b1_fc1_w, %ds1b1_fc1_w_1 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_4 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_5 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_3 = stablehlo.dot_general %ds1b1_fc1_w_rows_4, %ds1b1_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_4 = stablehlo.add %ds1b1_fc1_w_2, %ds1b1_fc1_w_3 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_6 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_7 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_5 = stablehlo.dot_general %ds1b1_fc1_w_rows_6, %ds1b1_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_6 = stablehlo.add %ds1b1_fc1_w_4, %ds1b1_fc1_w_5 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_8 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_9 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_7 = stablehlo.dot_general %ds1b1_fc1_w_rows_8, %ds1b1_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_8 = stablehlo.add %ds1b1_fc1_w_6, %ds1b1_fc1_w_7 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_10 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_11 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_9 = stablehlo.dot_general %ds1b1_fc1_w_rows_10, %ds1b1_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_10 = stablehlo.add %ds1b1_fc1_w_8, %ds1b1_fc1_w_9 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_12 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_13 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_11 = stablehlo.dot_general %ds1b1_fc1_w_rows_12, %ds1b1_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_12 = stablehlo.add %ds1b1_fc1_w_10, %ds1b1_fc1_w_11 : tensor<768x192xf32>
    %ds1b1_fc1_w_rows_14 = "stablehlo.slice"(%ds1b1_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b1_fc1_w_rows_15 = "stablehlo.slice"(%s1b1_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b1_fc1_w_13 = stablehlo.dot_general %ds1b1_fc1_w_rows_14, %ds1b1_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b1_fc1_w_14 = stablehlo.add %ds1b1_fc1_w_12, %ds1b1_fc1_w_13 : tensor<768x192xf32>
    %init_add_434 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b = stablehlo.reduce(%ds1b1_act_x init: %init_add_434) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_435 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_1 = stablehlo.reduce(%ds1b1_fc1_b init: %init_add_435) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_436 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_2 = stablehlo.reduce(%ds1b1_fc1_b_1 init: %init_add_436) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b1_ln_dy_xhat = stablehlo.multiply %ds1b1_fc1_x, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_437 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight = stablehlo.reduce(%ds1b1_ln_dy_xhat init: %init_add_437) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_438 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_1 = stablehlo.reduce(%ds1b1_ln_weight init: %init_add_438) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_439 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_2 = stablehlo.reduce(%ds1b1_ln_weight_1 init: %init_add_439) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_440 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias = stablehlo.reduce(%ds1b1_fc1_x init: %init_add_440) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_441 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_1 = stablehlo.reduce(%ds1b1_ln_bias init: %init_add_441) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_442 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_2 = stablehlo.reduce(%ds1b1_ln_bias_1 init: %init_add_442) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat = stablehlo.multiply %ds1b1_fc1_x, %ds1b1_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_78 = stablehlo.reshape %ds1b1_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_443 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_78 init: %init_add_443) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_444 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum = stablehlo.reduce(%ds1b1_ln_mean1_sum_part init: %init_add_444) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b1_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b1_ln_mean1 = stablehlo.divide %ds1b1_ln_mean1_sum, %ds1b1_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b1_ln_xhat_xhat = stablehlo.multiply %ds1b1_ln_xhat, %s1b1_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_79 = stablehlo.reshape %ds1b1_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_445 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_79 init: %init_add_445) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_446 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum = stablehlo.reduce(%ds1b1_ln_mean2_sum_part init: %init_add_446) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %init_add_447 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_w_sum = stablehlo.reduce(%ds1b1_dw_w_bc_1 init: %init_add_447) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b1_dw_w_ckk = stablehlo.transpose %ds1b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b1_dw_w = stablehlo.reshape %ds1b1_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_448 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b = stablehlo.reduce(%ds1b1_ln_x init: %init_add_448) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_449 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_1 = stablehlo.reduce(%ds1b1_dw_b init: %init_add_449) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_450 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_2 = stablehlo.reduce(%ds1b1_dw_b_1 init: %init_add_450) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b1_in = stablehlo.add %ds1b2_in, %ds1b1_dw_x : tensor<32x28x28x192xf32>
    %ds1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_gamma_x = stablehlo.multiply %ds1b1_in, %ds1b0_gamma_gamma_b : tensor<32x28x28x192xf32>
    %ds1b0_gamma_dy_x = stablehlo.multiply %ds1b1_in, %s1b0_fc2_1 : tensor<32x28x28x192xf32>
    %init_add_451 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma = stablehlo.reduce(%ds1b0_gamma_dy_x init: %init_add_451) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_452 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_1 = stablehlo.reduce(%ds1b0_gamma_gamma init: %init_add_452) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_453 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_2 = stablehlo.reduce(%ds1b0_gamma_gamma_1 init: %init_add_453) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_fc2_x = stablehlo.dot_general %ds1b0_gamma_x, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x768xf32>) -> tensor<32x28x28x768xf32>
    %ds1b0_fc2_w_rows = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_1 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w = stablehlo.dot_general %ds1b0_fc2_w_rows, %ds1b0_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_rows_2 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_3 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_1 = stablehlo.dot_general %ds1b0_fc2_w_rows_2, %ds1b0_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_2 = stablehlo.add %ds1b0_fc2_w, %ds1b0_fc2_w_1 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_4 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_5 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_3 = stablehlo.dot_general %ds1b0_fc2_w_rows_4, %ds1b0_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_4 = stablehlo.add %ds1b0_fc2_w_2, %ds1b0_fc2_w_3 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_6 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_7 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_5 = stablehlo.dot_general %ds1b0_fc2_w_rows_6, %ds1b0_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_6 = stablehlo.add %ds1b0_fc2_w_4, %ds1b0_fc2_w_5 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_8 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_9 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_7 = stablehlo.dot_general %ds1b0_fc2_w_rows_8, %ds1b0_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_8 = stablehlo.add %ds1b0_fc2_w_6, %ds1b0_fc2_w_7 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_10 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_11 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_9 = stablehlo.dot_general %ds1b0_fc2_w_rows_10, %ds1b0_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_10 = stablehlo.add %ds1b0_fc2_w_8, %ds1b0_fc2_w_9 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_12 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_13 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_11 = stablehlo.dot_general %ds1b0_fc2_w_rows_12, %ds1b0_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_12 = stablehlo.add %ds1b0_fc2_w_10, %ds1b0_fc2_w_11 : tensor<192x768xf32>
    %ds1b0_fc2_w_rows_14 = "stablehlo.slice"(%ds1b0_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc2_w_rows_15 = "stablehlo.slice"(%s1b0_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc2_w_13 = stablehlo.dot_general %ds1b0_fc2_w_rows_14, %ds1b0_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x192xf32>, tensor<4x28x28x768xf32>) -> tensor<192x768xf32>
    %ds1b0_fc2_w_14 = stablehlo.add %ds1b0_fc2_w_12, %ds1b0_fc2_w_13 : tensor<192x768xf32>
    %init_add_454 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b = stablehlo.reduce(%ds1b0_gamma_x init: %init_add_454) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_455 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_1 = stablehlo.reduce(%ds1b0_fc2_b init: %init_add_455) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_456 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_2 = stablehlo.reduce(%ds1b0_fc2_b_1 init: %init_add_456) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
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
    %ds1b0_fc1_w_rows = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_1 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w = stablehlo.dot_general %ds1b0_fc1_w_rows, %ds1b0_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_rows_2 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_3 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_1 = stablehlo.dot_general %ds1b0_fc1_w_rows_2, %ds1b0_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_2 = stablehlo.add %ds1b0_fc1_w, %ds1b0_fc1_w_1 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_4 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_5 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_3 = stablehlo.dot_general %ds1b0_fc1_w_rows_4, %ds1b0_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_4 = stablehlo.add %ds1b0_fc1_w_2, %ds1b0_fc1_w_3 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_6 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_7 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_5 = stablehlo.dot_general %ds1b0_fc1_w_rows_6, %ds1b0_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_6 = stablehlo.add %ds1b0_fc1_w_4, %ds1b0_fc1_w_5 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_8 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_9 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_7 = stablehlo.dot_general %ds1b0_fc1_w_rows_8, %ds1b0_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_8 = stablehlo.add %ds1b0_fc1_w_6, %ds1b0_fc1_w_7 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_10 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_11 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_9 = stablehlo.dot_general %ds1b0_fc1_w_rows_10, %ds1b0_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_10 = stablehlo.add %ds1b0_fc1_w_8, %ds1b0_fc1_w_9 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_12 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_13 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_11 = stablehlo.dot_general %ds1b0_fc1_w_rows_12, %ds1b0_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_12 = stablehlo.add %ds1b0_fc1_w_10, %ds1b0_fc1_w_11 : tensor<768x192xf32>
    %ds1b0_fc1_w_rows_14 = "stablehlo.slice"(%ds1b0_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 768>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x768xf32>) -> tensor<4x28x28x768xf32>
    %ds1b0_fc1_w_rows_15 = "stablehlo.slice"(%s1b0_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 28, 28, 192>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x28x28x192xf32>) -> tensor<4x28x28x192xf32>
    %ds1b0_fc1_w_13 = stablehlo.dot_general %ds1b0_fc1_w_rows_14, %ds1b0_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x28x28x768xf32>, tensor<4x28x28x192xf32>) -> tensor<768x192xf32>
    %ds1b0_fc1_w_14 = stablehlo.add %ds1b0_fc1_w_12, %ds1b0_fc1_w_13 : tensor<768x192xf32>
    %init_add_457 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b = stablehlo.reduce(%ds1b0_act_x init: %init_add_457) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x768xf32>, tensor<f32>) -> tensor<32x28x768xf32>
    %init_add_458 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_1 = stablehlo.reduce(%ds1b0_fc1_b init: %init_add_458) applies stablehlo.add across dimensions = [1] : (tensor<32x28x768xf32>, tensor<f32>) -> tensor<32x768xf32>
    %init_add_459 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_2 = stablehlo.reduce(%ds1b0_fc1_b_1 init: %init_add_459) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %ds1b0_ln_dy_xhat = stablehlo.multiply %ds1b0_fc1_x, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %init_add_460 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight = stablehlo.reduce(%ds1b0_ln_dy_xhat init: %init_add_460) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_461 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_1 = stablehlo.reduce(%ds1b0_ln_weight init: %init_add_461) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_462 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_2 = stablehlo.reduce(%ds1b0_ln_weight_1 init: %init_add_462) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %init_add_463 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias = stablehlo.reduce(%ds1b0_fc1_x init: %init_add_463) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_464 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_1 = stablehlo.reduce(%ds1b0_ln_bias init: %init_add_464) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_465 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_2 = stablehlo.reduce(%ds1b0_ln_bias_1 init: %init_add_465) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<192xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat = stablehlo.multiply %ds1b0_fc1_x, %ds1b0_ln_weight_b : tensor<32x28x28x192xf32>
    %reshape_80 = stablehlo.reshape %ds1b0_ln_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_466 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_80 init: %init_add_466) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_467 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum = stablehlo.reduce(%ds1b0_ln_mean1_sum_part init: %init_add_467) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %ds1b0_ln_mean1_n = stablehlo.constant dense<192.0> : tensor<32x28x28xf32>
    %ds1b0_ln_mean1 = stablehlo.divide %ds1b0_ln_mean1_sum, %ds1b0_ln_mean1_n : tensor<32x28x28xf32>
    %ds1b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x192xf32>
    %ds1b0_ln_xhat_xhat = stablehlo.multiply %ds1b0_ln_xhat, %s1b0_ln_xhat : tensor<32x28x28x192xf32>
    %reshape_81 = stablehlo.reshape %ds1b0_ln_xhat_xhat : (tensor<32x28x28x192xf32>) -> tensor<32x28x28x6x32xf32>
    %init_add_468 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_81 init: %init_add_468) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x6x32xf32>, tensor<f32>) -> tensor<32x28x28x6xf32>
    %init_add_469 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum = stablehlo.reduce(%ds1b0_ln_mean2_sum_part init: %init_add_469) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x6xf32>, tensor<f32>) -> tensor<32x28x28xf32>
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
    %init_add_470 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_w_sum = stablehlo.reduce(%ds1b0_dw_w_bc_1 init: %init_add_470) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x192xf32>, tensor<f32>) -> tensor<7x7x192xf32>
    %ds1b0_dw_w_ckk = stablehlo.transpose %ds1b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x192xf32>) -> tensor<192x7x7xf32>
    %ds1b0_dw_w = stablehlo.reshape %ds1b0_dw_w_ckk : (tensor<192x7x7xf32>) -> tensor<192x1x7x7xf32>
    %init_add_471 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b = stablehlo.reduce(%ds1b0_ln_x init: %init_add_471) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_472 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_1 = stablehlo.reduce(%ds1b0_dw_b init: %init_add_472) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_473 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_2 = stablehlo.reduce(%ds1b0_dw_b_1 init: %init_add_473) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %ds1b0_in = stablehlo.add %ds1b1_in, %ds1b0_dw_x : tensor<32x28x28x192xf32>
    %ds1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x56x56x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_w = stablehlo.dot_general %ds1b0_in, %ds1_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x28x28x192xf32>, tensor<32x28x2x28x2x96xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_w_1 = stablehlo.optimization_barrier %ds1_down1_w : tensor<192x2x2x96xf32>
    %ds1_down1_w_2 = stablehlo.transpose %ds1_down1_w_1, dims = [0, 3, 1, 2] : (tensor<192x2x2x96xf32>) -> tensor<192x96x2x2xf32>
    %init_add_474 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b = stablehlo.reduce(%ds1b0_in init: %init_add_474) applies stablehlo.add across dimensions = [2] : (tensor<32x28x28x192xf32>, tensor<f32>) -> tensor<32x28x192xf32>
    %init_add_475 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_1 = stablehlo.reduce(%ds1_down1_b init: %init_add_475) applies stablehlo.add across dimensions = [1] : (tensor<32x28x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %init_add_476 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_2 = stablehlo.reduce(%ds1_down1_b_1 init: %init_add_476) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %s1_down1_w_ohwi = stablehlo.transpose %stages.1.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<192x96x2x2xf32>) -> tensor<192x2x2x96xf32>
    %ds1_down1_x = stablehlo.dot_general %ds1b0_in, %s1_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x28x28x192xf32>, tensor<192x2x2x96xf32>) -> tensor<32x28x28x2x2x96xf32>
    %ds1_down1_x_1 = stablehlo.transpose %ds1_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x28x28x2x2x96xf32>) -> tensor<32x28x2x28x2x96xf32>
    %ds1_down1_x_2 = stablehlo.reshape %ds1_down1_x_1 : (tensor<32x28x2x28x2x96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_dy_xhat = stablehlo.multiply %ds1_down1_x_2, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %init_add_477 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight = stablehlo.reduce(%ds1_down0_dy_xhat init: %init_add_477) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_478 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_1 = stablehlo.reduce(%ds1_down0_weight init: %init_add_478) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_479 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_2 = stablehlo.reduce(%ds1_down0_weight_1 init: %init_add_479) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_480 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias = stablehlo.reduce(%ds1_down1_x_2 init: %init_add_480) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_481 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_1 = stablehlo.reduce(%ds1_down0_bias init: %init_add_481) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_482 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_2 = stablehlo.reduce(%ds1_down0_bias_1 init: %init_add_482) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat = stablehlo.multiply %ds1_down1_x_2, %ds1_down0_weight_b : tensor<32x56x56x96xf32>
    %reshape_82 = stablehlo.reshape %ds1_down0_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_483 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum_part = stablehlo.reduce(%reshape_82 init: %init_add_483) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_484 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum = stablehlo.reduce(%ds1_down0_mean1_sum_part init: %init_add_484) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds1_down0_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds1_down0_mean1 = stablehlo.divide %ds1_down0_mean1_sum, %ds1_down0_mean1_n : tensor<32x56x56xf32>
    %ds1_down0_mean1_b = stablehlo.broadcast_in_dim %ds1_down0_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_xhat_xhat = stablehlo.multiply %ds1_down0_xhat, %s1_down0_xhat : tensor<32x56x56x96xf32>
    %reshape_83 = stablehlo.reshape %ds1_down0_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_485 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum_part = stablehlo.reduce(%reshape_83 init: %init_add_485) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_486 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum = stablehlo.reduce(%ds1_down0_mean2_sum_part init: %init_add_486) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds1_down0_mean2_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds1_down0_mean2 = stablehlo.divide %ds1_down0_mean2_sum, %ds1_down0_mean2_n : tensor<32x56x56xf32>
    %ds1_down0_mean2_b = stablehlo.broadcast_in_dim %ds1_down0_mean2, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_c1 = stablehlo.subtract %ds1_down0_xhat, %ds1_down0_mean1_b : tensor<32x56x56x96xf32>
    %ds1_down0_p2 = stablehlo.multiply %s1_down0_xhat, %ds1_down0_mean2_b : tensor<32x56x56x96xf32>
    %ds1_down0_c2 = stablehlo.subtract %ds1_down0_c1, %ds1_down0_p2 : tensor<32x56x56x96xf32>
    %ds1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds1_down0_x = stablehlo.multiply %ds1_down0_rstd_b, %ds1_down0_c2 : tensor<32x56x56x96xf32>
    %ds0b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_gamma_x = stablehlo.multiply %ds1_down0_x, %ds0b2_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b2_gamma_dy_x = stablehlo.multiply %ds1_down0_x, %s0b2_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_487 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma = stablehlo.reduce(%ds0b2_gamma_dy_x init: %init_add_487) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_488 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma_1 = stablehlo.reduce(%ds0b2_gamma_gamma init: %init_add_488) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_489 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_gamma_gamma_2 = stablehlo.reduce(%ds0b2_gamma_gamma_1 init: %init_add_489) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_fc2_x = stablehlo.dot_general %ds0b2_gamma_x, %stages.0.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b2_fc2_w_rows = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_1 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w = stablehlo.dot_general %ds0b2_fc2_w_rows, %ds0b2_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_rows_2 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_3 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_1 = stablehlo.dot_general %ds0b2_fc2_w_rows_2, %ds0b2_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_2 = stablehlo.add %ds0b2_fc2_w, %ds0b2_fc2_w_1 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_4 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_5 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_3 = stablehlo.dot_general %ds0b2_fc2_w_rows_4, %ds0b2_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_4 = stablehlo.add %ds0b2_fc2_w_2, %ds0b2_fc2_w_3 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_6 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_7 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_5 = stablehlo.dot_general %ds0b2_fc2_w_rows_6, %ds0b2_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_6 = stablehlo.add %ds0b2_fc2_w_4, %ds0b2_fc2_w_5 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_8 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_9 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_7 = stablehlo.dot_general %ds0b2_fc2_w_rows_8, %ds0b2_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_8 = stablehlo.add %ds0b2_fc2_w_6, %ds0b2_fc2_w_7 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_10 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_11 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_9 = stablehlo.dot_general %ds0b2_fc2_w_rows_10, %ds0b2_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_10 = stablehlo.add %ds0b2_fc2_w_8, %ds0b2_fc2_w_9 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_12 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_13 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_11 = stablehlo.dot_general %ds0b2_fc2_w_rows_12, %ds0b2_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_12 = stablehlo.add %ds0b2_fc2_w_10, %ds0b2_fc2_w_11 : tensor<96x384xf32>
    %ds0b2_fc2_w_rows_14 = "stablehlo.slice"(%ds0b2_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc2_w_rows_15 = "stablehlo.slice"(%s0b2_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc2_w_13 = stablehlo.dot_general %ds0b2_fc2_w_rows_14, %ds0b2_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b2_fc2_w_14 = stablehlo.add %ds0b2_fc2_w_12, %ds0b2_fc2_w_13 : tensor<96x384xf32>
    %init_add_490 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b = stablehlo.reduce(%ds0b2_gamma_x init: %init_add_490) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_491 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b_1 = stablehlo.reduce(%ds0b2_fc2_b init: %init_add_491) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_492 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc2_b_2 = stablehlo.reduce(%ds0b2_fc2_b_1 init: %init_add_492) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
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
    %ds0b2_fc1_w_rows = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_1 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w = stablehlo.dot_general %ds0b2_fc1_w_rows, %ds0b2_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_rows_2 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_3 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_1 = stablehlo.dot_general %ds0b2_fc1_w_rows_2, %ds0b2_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_2 = stablehlo.add %ds0b2_fc1_w, %ds0b2_fc1_w_1 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_4 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_5 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_3 = stablehlo.dot_general %ds0b2_fc1_w_rows_4, %ds0b2_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_4 = stablehlo.add %ds0b2_fc1_w_2, %ds0b2_fc1_w_3 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_6 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_7 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_5 = stablehlo.dot_general %ds0b2_fc1_w_rows_6, %ds0b2_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_6 = stablehlo.add %ds0b2_fc1_w_4, %ds0b2_fc1_w_5 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_8 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_9 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_7 = stablehlo.dot_general %ds0b2_fc1_w_rows_8, %ds0b2_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_8 = stablehlo.add %ds0b2_fc1_w_6, %ds0b2_fc1_w_7 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_10 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_11 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_9 = stablehlo.dot_general %ds0b2_fc1_w_rows_10, %ds0b2_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_10 = stablehlo.add %ds0b2_fc1_w_8, %ds0b2_fc1_w_9 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_12 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_13 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_11 = stablehlo.dot_general %ds0b2_fc1_w_rows_12, %ds0b2_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_12 = stablehlo.add %ds0b2_fc1_w_10, %ds0b2_fc1_w_11 : tensor<384x96xf32>
    %ds0b2_fc1_w_rows_14 = "stablehlo.slice"(%ds0b2_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b2_fc1_w_rows_15 = "stablehlo.slice"(%s0b2_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b2_fc1_w_13 = stablehlo.dot_general %ds0b2_fc1_w_rows_14, %ds0b2_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b2_fc1_w_14 = stablehlo.add %ds0b2_fc1_w_12, %ds0b2_fc1_w_13 : tensor<384x96xf32>
    %init_add_493 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b = stablehlo.reduce(%ds0b2_act_x init: %init_add_493) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_494 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b_1 = stablehlo.reduce(%ds0b2_fc1_b init: %init_add_494) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_495 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_fc1_b_2 = stablehlo.reduce(%ds0b2_fc1_b_1 init: %init_add_495) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b2_ln_dy_xhat = stablehlo.multiply %ds0b2_fc1_x, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_496 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight = stablehlo.reduce(%ds0b2_ln_dy_xhat init: %init_add_496) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_497 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight_1 = stablehlo.reduce(%ds0b2_ln_weight init: %init_add_497) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_498 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_weight_2 = stablehlo.reduce(%ds0b2_ln_weight_1 init: %init_add_498) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_499 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias = stablehlo.reduce(%ds0b2_fc1_x init: %init_add_499) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_500 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias_1 = stablehlo.reduce(%ds0b2_ln_bias init: %init_add_500) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_501 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_bias_2 = stablehlo.reduce(%ds0b2_ln_bias_1 init: %init_add_501) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat = stablehlo.multiply %ds0b2_fc1_x, %ds0b2_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_84 = stablehlo.reshape %ds0b2_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_502 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_84 init: %init_add_502) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_503 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean1_sum = stablehlo.reduce(%ds0b2_ln_mean1_sum_part init: %init_add_503) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b2_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b2_ln_mean1 = stablehlo.divide %ds0b2_ln_mean1_sum, %ds0b2_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b2_ln_xhat_xhat = stablehlo.multiply %ds0b2_ln_xhat, %s0b2_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_85 = stablehlo.reshape %ds0b2_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_504 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_85 init: %init_add_504) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_505 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_ln_mean2_sum = stablehlo.reduce(%ds0b2_ln_mean2_sum_part init: %init_add_505) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %init_add_506 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_w_sum = stablehlo.reduce(%ds0b2_dw_w_bc_1 init: %init_add_506) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b2_dw_w_ckk = stablehlo.transpose %ds0b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b2_dw_w = stablehlo.reshape %ds0b2_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_507 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b = stablehlo.reduce(%ds0b2_ln_x init: %init_add_507) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_508 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b_1 = stablehlo.reduce(%ds0b2_dw_b init: %init_add_508) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_509 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b2_dw_b_2 = stablehlo.reduce(%ds0b2_dw_b_1 init: %init_add_509) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b2_in = stablehlo.add %ds1_down0_x, %ds0b2_dw_x : tensor<32x56x56x96xf32>
    %ds0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_gamma_x = stablehlo.multiply %ds0b2_in, %ds0b1_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b1_gamma_dy_x = stablehlo.multiply %ds0b2_in, %s0b1_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_510 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma = stablehlo.reduce(%ds0b1_gamma_dy_x init: %init_add_510) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_511 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_1 = stablehlo.reduce(%ds0b1_gamma_gamma init: %init_add_511) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_512 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_2 = stablehlo.reduce(%ds0b1_gamma_gamma_1 init: %init_add_512) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_fc2_x = stablehlo.dot_general %ds0b1_gamma_x, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b1_fc2_w_rows = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_1 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w = stablehlo.dot_general %ds0b1_fc2_w_rows, %ds0b1_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_rows_2 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_3 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_1 = stablehlo.dot_general %ds0b1_fc2_w_rows_2, %ds0b1_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_2 = stablehlo.add %ds0b1_fc2_w, %ds0b1_fc2_w_1 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_4 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_5 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_3 = stablehlo.dot_general %ds0b1_fc2_w_rows_4, %ds0b1_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_4 = stablehlo.add %ds0b1_fc2_w_2, %ds0b1_fc2_w_3 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_6 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_7 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_5 = stablehlo.dot_general %ds0b1_fc2_w_rows_6, %ds0b1_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_6 = stablehlo.add %ds0b1_fc2_w_4, %ds0b1_fc2_w_5 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_8 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_9 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_7 = stablehlo.dot_general %ds0b1_fc2_w_rows_8, %ds0b1_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_8 = stablehlo.add %ds0b1_fc2_w_6, %ds0b1_fc2_w_7 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_10 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_11 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_9 = stablehlo.dot_general %ds0b1_fc2_w_rows_10, %ds0b1_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_10 = stablehlo.add %ds0b1_fc2_w_8, %ds0b1_fc2_w_9 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_12 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_13 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_11 = stablehlo.dot_general %ds0b1_fc2_w_rows_12, %ds0b1_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_12 = stablehlo.add %ds0b1_fc2_w_10, %ds0b1_fc2_w_11 : tensor<96x384xf32>
    %ds0b1_fc2_w_rows_14 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc2_w_rows_15 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc2_w_13 = stablehlo.dot_general %ds0b1_fc2_w_rows_14, %ds0b1_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b1_fc2_w_14 = stablehlo.add %ds0b1_fc2_w_12, %ds0b1_fc2_w_13 : tensor<96x384xf32>
    %init_add_513 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b = stablehlo.reduce(%ds0b1_gamma_x init: %init_add_513) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_514 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_1 = stablehlo.reduce(%ds0b1_fc2_b init: %init_add_514) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_515 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_2 = stablehlo.reduce(%ds0b1_fc2_b_1 init: %init_add_515) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
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
    %ds0b1_fc1_w_rows = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_1 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w = stablehlo.dot_general %ds0b1_fc1_w_rows, %ds0b1_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_rows_2 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_3 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_1 = stablehlo.dot_general %ds0b1_fc1_w_rows_2, %ds0b1_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_2 = stablehlo.add %ds0b1_fc1_w, %ds0b1_fc1_w_1 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_4 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_5 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_3 = stablehlo.dot_general %ds0b1_fc1_w_rows_4, %ds0b1_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_4 = stablehlo.add %ds0b1_fc1_w_2, %ds0b1_fc1_w_3 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_6 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_7 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_5 = stablehlo.dot_general %ds0b1_fc1_w_rows_6, %ds0b1_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_6 = stablehlo.add %ds0b1_fc1_w_4, %ds0b1_fc1_w_5 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_8 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_9 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_7 = stablehlo.dot_general %ds0b1_fc1_w_rows_8, %ds0b1_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_8 = stablehlo.add %ds0b1_fc1_w_6, %ds0b1_fc1_w_7 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_10 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_11 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_9 = stablehlo.dot_general %ds0b1_fc1_w_rows_10, %ds0b1_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_10 = stablehlo.add %ds0b1_fc1_w_8, %ds0b1_fc1_w_9 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_12 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_13 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_11 = stablehlo.dot_general %ds0b1_fc1_w_rows_12, %ds0b1_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_12 = stablehlo.add %ds0b1_fc1_w_10, %ds0b1_fc1_w_11 : tensor<384x96xf32>
    %ds0b1_fc1_w_rows_14 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b1_fc1_w_rows_15 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b1_fc1_w_13 = stablehlo.dot_general %ds0b1_fc1_w_rows_14, %ds0b1_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b1_fc1_w_14 = stablehlo.add %ds0b1_fc1_w_12, %ds0b1_fc1_w_13 : tensor<384x96xf32>
    %init_add_516 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b = stablehlo.reduce(%ds0b1_act_x init: %init_add_516) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_517 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_1 = stablehlo.reduce(%ds0b1_fc1_b init: %init_add_517) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_518 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_2 = stablehlo.reduce(%ds0b1_fc1_b_1 init: %init_add_518) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b1_ln_dy_xhat = stablehlo.multiply %ds0b1_fc1_x, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_519 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight = stablehlo.reduce(%ds0b1_ln_dy_xhat init: %init_add_519) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_520 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_1 = stablehlo.reduce(%ds0b1_ln_weight init: %init_add_520) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_521 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_2 = stablehlo.reduce(%ds0b1_ln_weight_1 init: %init_add_521) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_522 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias = stablehlo.reduce(%ds0b1_fc1_x init: %init_add_522) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_523 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_1 = stablehlo.reduce(%ds0b1_ln_bias init: %init_add_523) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_524 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_2 = stablehlo.reduce(%ds0b1_ln_bias_1 init: %init_add_524) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat = stablehlo.multiply %ds0b1_fc1_x, %ds0b1_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_86 = stablehlo.reshape %ds0b1_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_525 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_86 init: %init_add_525) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_526 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum = stablehlo.reduce(%ds0b1_ln_mean1_sum_part init: %init_add_526) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b1_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b1_ln_mean1 = stablehlo.divide %ds0b1_ln_mean1_sum, %ds0b1_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b1_ln_xhat_xhat = stablehlo.multiply %ds0b1_ln_xhat, %s0b1_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_87 = stablehlo.reshape %ds0b1_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_527 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_87 init: %init_add_527) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_528 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum = stablehlo.reduce(%ds0b1_ln_mean2_sum_part init: %init_add_528) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %init_add_529 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_w_sum = stablehlo.reduce(%ds0b1_dw_w_bc_1 init: %init_add_529) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b1_dw_w_ckk = stablehlo.transpose %ds0b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b1_dw_w = stablehlo.reshape %ds0b1_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_530 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b = stablehlo.reduce(%ds0b1_ln_x init: %init_add_530) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_531 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_1 = stablehlo.reduce(%ds0b1_dw_b init: %init_add_531) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_532 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_2 = stablehlo.reduce(%ds0b1_dw_b_1 init: %init_add_532) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b1_in = stablehlo.add %ds0b2_in, %ds0b1_dw_x : tensor<32x56x56x96xf32>
    %ds0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_gamma_x = stablehlo.multiply %ds0b1_in, %ds0b0_gamma_gamma_b : tensor<32x56x56x96xf32>
    %ds0b0_gamma_dy_x = stablehlo.multiply %ds0b1_in, %s0b0_fc2_1 : tensor<32x56x56x96xf32>
    %init_add_533 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma = stablehlo.reduce(%ds0b0_gamma_dy_x init: %init_add_533) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_534 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_1 = stablehlo.reduce(%ds0b0_gamma_gamma init: %init_add_534) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_535 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_2 = stablehlo.reduce(%ds0b0_gamma_gamma_1 init: %init_add_535) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_fc2_x = stablehlo.dot_general %ds0b0_gamma_x, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x56x56x96xf32>, tensor<96x384xf32>) -> tensor<32x56x56x384xf32>
    %ds0b0_fc2_w_rows = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_1 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w = stablehlo.dot_general %ds0b0_fc2_w_rows, %ds0b0_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_rows_2 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_3 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_1 = stablehlo.dot_general %ds0b0_fc2_w_rows_2, %ds0b0_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_2 = stablehlo.add %ds0b0_fc2_w, %ds0b0_fc2_w_1 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_4 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_5 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_3 = stablehlo.dot_general %ds0b0_fc2_w_rows_4, %ds0b0_fc2_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_4 = stablehlo.add %ds0b0_fc2_w_2, %ds0b0_fc2_w_3 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_6 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_7 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_5 = stablehlo.dot_general %ds0b0_fc2_w_rows_6, %ds0b0_fc2_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_6 = stablehlo.add %ds0b0_fc2_w_4, %ds0b0_fc2_w_5 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_8 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_9 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_7 = stablehlo.dot_general %ds0b0_fc2_w_rows_8, %ds0b0_fc2_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_8 = stablehlo.add %ds0b0_fc2_w_6, %ds0b0_fc2_w_7 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_10 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_11 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_9 = stablehlo.dot_general %ds0b0_fc2_w_rows_10, %ds0b0_fc2_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_10 = stablehlo.add %ds0b0_fc2_w_8, %ds0b0_fc2_w_9 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_12 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_13 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_11 = stablehlo.dot_general %ds0b0_fc2_w_rows_12, %ds0b0_fc2_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_12 = stablehlo.add %ds0b0_fc2_w_10, %ds0b0_fc2_w_11 : tensor<96x384xf32>
    %ds0b0_fc2_w_rows_14 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc2_w_rows_15 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc2_w_13 = stablehlo.dot_general %ds0b0_fc2_w_rows_14, %ds0b0_fc2_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x96xf32>, tensor<4x56x56x384xf32>) -> tensor<96x384xf32>
    %ds0b0_fc2_w_14 = stablehlo.add %ds0b0_fc2_w_12, %ds0b0_fc2_w_13 : tensor<96x384xf32>
    %init_add_536 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b = stablehlo.reduce(%ds0b0_gamma_x init: %init_add_536) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_537 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_1 = stablehlo.reduce(%ds0b0_fc2_b init: %init_add_537) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_538 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_2 = stablehlo.reduce(%ds0b0_fc2_b_1 init: %init_add_538) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
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
    %ds0b0_fc1_w_rows = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_1 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 4, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w = stablehlo.dot_general %ds0b0_fc1_w_rows, %ds0b0_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_rows_2 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_3 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 8, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_1 = stablehlo.dot_general %ds0b0_fc1_w_rows_2, %ds0b0_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_2 = stablehlo.add %ds0b0_fc1_w, %ds0b0_fc1_w_1 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_4 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_5 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 12, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_3 = stablehlo.dot_general %ds0b0_fc1_w_rows_4, %ds0b0_fc1_w_rows_5, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_4 = stablehlo.add %ds0b0_fc1_w_2, %ds0b0_fc1_w_3 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_6 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_7 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 16, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_5 = stablehlo.dot_general %ds0b0_fc1_w_rows_6, %ds0b0_fc1_w_rows_7, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_6 = stablehlo.add %ds0b0_fc1_w_4, %ds0b0_fc1_w_5 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_8 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_9 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 20, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_7 = stablehlo.dot_general %ds0b0_fc1_w_rows_8, %ds0b0_fc1_w_rows_9, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_8 = stablehlo.add %ds0b0_fc1_w_6, %ds0b0_fc1_w_7 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_10 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_11 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 24, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_9 = stablehlo.dot_general %ds0b0_fc1_w_rows_10, %ds0b0_fc1_w_rows_11, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_10 = stablehlo.add %ds0b0_fc1_w_8, %ds0b0_fc1_w_9 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_12 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_13 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 28, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_11 = stablehlo.dot_general %ds0b0_fc1_w_rows_12, %ds0b0_fc1_w_rows_13, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_12 = stablehlo.add %ds0b0_fc1_w_10, %ds0b0_fc1_w_11 : tensor<384x96xf32>
    %ds0b0_fc1_w_rows_14 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 384>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x384xf32>) -> tensor<4x56x56x384xf32>
    %ds0b0_fc1_w_rows_15 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 32, 56, 56, 96>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x56x56x96xf32>) -> tensor<4x56x56x96xf32>
    %ds0b0_fc1_w_13 = stablehlo.dot_general %ds0b0_fc1_w_rows_14, %ds0b0_fc1_w_rows_15, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<4x56x56x384xf32>, tensor<4x56x56x96xf32>) -> tensor<384x96xf32>
    %ds0b0_fc1_w_14 = stablehlo.add %ds0b0_fc1_w_12, %ds0b0_fc1_w_13 : tensor<384x96xf32>
    %init_add_539 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b = stablehlo.reduce(%ds0b0_act_x init: %init_add_539) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x384xf32>, tensor<f32>) -> tensor<32x56x384xf32>
    %init_add_540 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_1 = stablehlo.reduce(%ds0b0_fc1_b init: %init_add_540) applies stablehlo.add across dimensions = [1] : (tensor<32x56x384xf32>, tensor<f32>) -> tensor<32x384xf32>
    %init_add_541 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_2 = stablehlo.reduce(%ds0b0_fc1_b_1 init: %init_add_541) applies stablehlo.add across dimensions = [0] : (tensor<32x384xf32>, tensor<f32>) -> tensor<384xf32>
    %ds0b0_ln_dy_xhat = stablehlo.multiply %ds0b0_fc1_x, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %init_add_542 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight = stablehlo.reduce(%ds0b0_ln_dy_xhat init: %init_add_542) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_543 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_1 = stablehlo.reduce(%ds0b0_ln_weight init: %init_add_543) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_544 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_2 = stablehlo.reduce(%ds0b0_ln_weight_1 init: %init_add_544) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_545 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias = stablehlo.reduce(%ds0b0_fc1_x init: %init_add_545) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_546 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_1 = stablehlo.reduce(%ds0b0_ln_bias init: %init_add_546) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_547 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_2 = stablehlo.reduce(%ds0b0_ln_bias_1 init: %init_add_547) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat = stablehlo.multiply %ds0b0_fc1_x, %ds0b0_ln_weight_b : tensor<32x56x56x96xf32>
    %reshape_88 = stablehlo.reshape %ds0b0_ln_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_548 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_88 init: %init_add_548) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_549 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum = stablehlo.reduce(%ds0b0_ln_mean1_sum_part init: %init_add_549) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %ds0b0_ln_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %ds0b0_ln_mean1 = stablehlo.divide %ds0b0_ln_mean1_sum, %ds0b0_ln_mean1_n : tensor<32x56x56xf32>
    %ds0b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %ds0b0_ln_xhat_xhat = stablehlo.multiply %ds0b0_ln_xhat, %s0b0_ln_xhat : tensor<32x56x56x96xf32>
    %reshape_89 = stablehlo.reshape %ds0b0_ln_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_550 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_89 init: %init_add_550) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_551 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum = stablehlo.reduce(%ds0b0_ln_mean2_sum_part init: %init_add_551) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %init_add_552 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_w_sum = stablehlo.reduce(%ds0b0_dw_w_bc_1 init: %init_add_552) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x96xf32>, tensor<f32>) -> tensor<7x7x96xf32>
    %ds0b0_dw_w_ckk = stablehlo.transpose %ds0b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x96xf32>) -> tensor<96x7x7xf32>
    %ds0b0_dw_w = stablehlo.reshape %ds0b0_dw_w_ckk : (tensor<96x7x7xf32>) -> tensor<96x1x7x7xf32>
    %init_add_553 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b = stablehlo.reduce(%ds0b0_ln_x init: %init_add_553) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_554 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_1 = stablehlo.reduce(%ds0b0_dw_b init: %init_add_554) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_555 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_2 = stablehlo.reduce(%ds0b0_dw_b_1 init: %init_add_555) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %ds0b0_in = stablehlo.add %ds0b1_in, %ds0b0_dw_x : tensor<32x56x56x96xf32>
    %dstem_1_dy_xhat = stablehlo.multiply %ds0b0_in, %stem_1_xhat : tensor<32x56x56x96xf32>
    %init_add_556 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight = stablehlo.reduce(%dstem_1_dy_xhat init: %init_add_556) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_557 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_1 = stablehlo.reduce(%dstem_1_weight init: %init_add_557) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_558 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_2 = stablehlo.reduce(%dstem_1_weight_1 init: %init_add_558) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %init_add_559 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias = stablehlo.reduce(%ds0b0_in init: %init_add_559) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_560 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_1 = stablehlo.reduce(%dstem_1_bias init: %init_add_560) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_561 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_2 = stablehlo.reduce(%dstem_1_bias_1 init: %init_add_561) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %dstem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<96xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat = stablehlo.multiply %ds0b0_in, %dstem_1_weight_b : tensor<32x56x56x96xf32>
    %reshape_90 = stablehlo.reshape %dstem_1_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_562 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum_part = stablehlo.reduce(%reshape_90 init: %init_add_562) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_563 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum = stablehlo.reduce(%dstem_1_mean1_sum_part init: %init_add_563) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %dstem_1_mean1_n = stablehlo.constant dense<96.0> : tensor<32x56x56xf32>
    %dstem_1_mean1 = stablehlo.divide %dstem_1_mean1_sum, %dstem_1_mean1_n : tensor<32x56x56xf32>
    %dstem_1_mean1_b = stablehlo.broadcast_in_dim %dstem_1_mean1, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x96xf32>
    %dstem_1_xhat_xhat = stablehlo.multiply %dstem_1_xhat, %stem_1_xhat : tensor<32x56x56x96xf32>
    %reshape_91 = stablehlo.reshape %dstem_1_xhat_xhat : (tensor<32x56x56x96xf32>) -> tensor<32x56x56x3x32xf32>
    %init_add_564 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum_part = stablehlo.reduce(%reshape_91 init: %init_add_564) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x3x32xf32>, tensor<f32>) -> tensor<32x56x56x3xf32>
    %init_add_565 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum = stablehlo.reduce(%dstem_1_mean2_sum_part init: %init_add_565) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x3xf32>, tensor<f32>) -> tensor<32x56x56xf32>
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
    %init_add_566 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b = stablehlo.reduce(%dstem_1_x init: %init_add_566) applies stablehlo.add across dimensions = [2] : (tensor<32x56x56x96xf32>, tensor<f32>) -> tensor<32x56x96xf32>
    %init_add_567 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_1 = stablehlo.reduce(%dstem_0_b init: %init_add_567) applies stablehlo.add across dimensions = [1] : (tensor<32x56x96xf32>, tensor<f32>) -> tensor<32x96xf32>
    %init_add_568 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_2 = stablehlo.reduce(%dstem_0_b_1 init: %init_add_568) applies stablehlo.add across dimensions = [0] : (tensor<32x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_182 = stablehlo.constant dense<0.8999999761581421> : tensor<96x3x4x4xf32>
    %multiply = stablehlo.multiply %cst_182, %stem.0.weight.m : tensor<96x3x4x4xf32>
    %cst_183 = stablehlo.constant dense<0.10000000149011612> : tensor<96x3x4x4xf32>
    %multiply_1 = stablehlo.multiply %cst_183, %dstem_0_w_2 : tensor<96x3x4x4xf32>
    %stem.0.weight.m_new = stablehlo.add %multiply, %multiply_1 : tensor<96x3x4x4xf32>
    %multiply_2 = stablehlo.multiply %dstem_0_w_2, %dstem_0_w_2 : tensor<96x3x4x4xf32>
    %cst_184 = stablehlo.constant dense<0.9990000128746033> : tensor<96x3x4x4xf32>
    %multiply_3 = stablehlo.multiply %cst_184, %stem.0.weight.v : tensor<96x3x4x4xf32>
    %cst_185 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x3x4x4xf32>
    %multiply_4 = stablehlo.multiply %cst_185, %multiply_2 : tensor<96x3x4x4xf32>
    %stem.0.weight.v_new = stablehlo.add %multiply_3, %multiply_4 : tensor<96x3x4x4xf32>
    %bcast = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide = stablehlo.divide %stem.0.weight.m_new, %bcast : tensor<96x3x4x4xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %divide_1 = stablehlo.divide %stem.0.weight.v_new, %bcast_1 : tensor<96x3x4x4xf32>
    %sqrt = stablehlo.sqrt %divide_1 : tensor<96x3x4x4xf32>
    %cst_186 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x3x4x4xf32>
    %add = stablehlo.add %sqrt, %cst_186 : tensor<96x3x4x4xf32>
    %stem.0.weight.adam = stablehlo.divide %divide, %add : tensor<96x3x4x4xf32>
    %cst_187 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x3x4x4xf32>
    %multiply_5 = stablehlo.multiply %cst_187, %stem.0.weight : tensor<96x3x4x4xf32>
    %decayed = stablehlo.add %stem.0.weight.adam, %multiply_5 : tensor<96x3x4x4xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %multiply_6 = stablehlo.multiply %bcast_2, %decayed : tensor<96x3x4x4xf32>
    %stem.0.weight.new = stablehlo.subtract %stem.0.weight, %multiply_6 : tensor<96x3x4x4xf32>
    %cst_188 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_7 = stablehlo.multiply %cst_188, %stem.0.bias.m : tensor<96xf32>
    %cst_189 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_8 = stablehlo.multiply %cst_189, %dstem_0_b_2 : tensor<96xf32>
    %stem.0.bias.m_new = stablehlo.add %multiply_7, %multiply_8 : tensor<96xf32>
    %multiply_9 = stablehlo.multiply %dstem_0_b_2, %dstem_0_b_2 : tensor<96xf32>
    %cst_190 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_10 = stablehlo.multiply %cst_190, %stem.0.bias.v : tensor<96xf32>
    %cst_191 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_11 = stablehlo.multiply %cst_191, %multiply_9 : tensor<96xf32>
    %stem.0.bias.v_new = stablehlo.add %multiply_10, %multiply_11 : tensor<96xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_2 = stablehlo.divide %stem.0.bias.m_new, %bcast_3 : tensor<96xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_3 = stablehlo.divide %stem.0.bias.v_new, %bcast_4 : tensor<96xf32>
    %sqrt_1 = stablehlo.sqrt %divide_3 : tensor<96xf32>
    %cst_192 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_1 = stablehlo.add %sqrt_1, %cst_192 : tensor<96xf32>
    %stem.0.bias.adam = stablehlo.divide %divide_2, %add_1 : tensor<96xf32>
    %cst_193 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_12 = stablehlo.multiply %cst_193, %stem.0.bias : tensor<96xf32>
    %decayed_1 = stablehlo.add %stem.0.bias.adam, %multiply_12 : tensor<96xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_13 = stablehlo.multiply %bcast_5, %decayed_1 : tensor<96xf32>
    %stem.0.bias.new = stablehlo.subtract %stem.0.bias, %multiply_13 : tensor<96xf32>
    %cst_194 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_14 = stablehlo.multiply %cst_194, %stem.1.weight.m : tensor<96xf32>
    %cst_195 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_15 = stablehlo.multiply %cst_195, %dstem_1_weight_2 : tensor<96xf32>
    %stem.1.weight.m_new = stablehlo.add %multiply_14, %multiply_15 : tensor<96xf32>
    %multiply_16 = stablehlo.multiply %dstem_1_weight_2, %dstem_1_weight_2 : tensor<96xf32>
    %cst_196 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_17 = stablehlo.multiply %cst_196, %stem.1.weight.v : tensor<96xf32>
    %cst_197 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_18 = stablehlo.multiply %cst_197, %multiply_16 : tensor<96xf32>
    %stem.1.weight.v_new = stablehlo.add %multiply_17, %multiply_18 : tensor<96xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_4 = stablehlo.divide %stem.1.weight.m_new, %bcast_6 : tensor<96xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_5 = stablehlo.divide %stem.1.weight.v_new, %bcast_7 : tensor<96xf32>
    %sqrt_2 = stablehlo.sqrt %divide_5 : tensor<96xf32>
    %cst_198 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_2 = stablehlo.add %sqrt_2, %cst_198 : tensor<96xf32>
    %stem.1.weight.adam = stablehlo.divide %divide_4, %add_2 : tensor<96xf32>
    %cst_199 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_19 = stablehlo.multiply %cst_199, %stem.1.weight : tensor<96xf32>
    %decayed_2 = stablehlo.add %stem.1.weight.adam, %multiply_19 : tensor<96xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_20 = stablehlo.multiply %bcast_8, %decayed_2 : tensor<96xf32>
    %stem.1.weight.new = stablehlo.subtract %stem.1.weight, %multiply_20 : tensor<96xf32>
    %cst_200 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_21 = stablehlo.multiply %cst_200, %stem.1.bias.m : tensor<96xf32>
    %cst_201 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_22 = stablehlo.multiply %cst_201, %dstem_1_bias_2 : tensor<96xf32>
    %stem.1.bias.m_new = stablehlo.add %multiply_21, %multiply_22 : tensor<96xf32>
    %multiply_23 = stablehlo.multiply %dstem_1_bias_2, %dstem_1_bias_2 : tensor<96xf32>
    %cst_202 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_24 = stablehlo.multiply %cst_202, %stem.1.bias.v : tensor<96xf32>
    %cst_203 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_25 = stablehlo.multiply %cst_203, %multiply_23 : tensor<96xf32>
    %stem.1.bias.v_new = stablehlo.add %multiply_24, %multiply_25 : tensor<96xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_6 = stablehlo.divide %stem.1.bias.m_new, %bcast_9 : tensor<96xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_7 = stablehlo.divide %stem.1.bias.v_new, %bcast_10 : tensor<96xf32>
    %sqrt_3 = stablehlo.sqrt %divide_7 : tensor<96xf32>
    %cst_204 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_3 = stablehlo.add %sqrt_3, %cst_204 : tensor<96xf32>
    %stem.1.bias.adam = stablehlo.divide %divide_6, %add_3 : tensor<96xf32>
    %cst_205 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_26 = stablehlo.multiply %cst_205, %stem.1.bias : tensor<96xf32>
    %decayed_3 = stablehlo.add %stem.1.bias.adam, %multiply_26 : tensor<96xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_27 = stablehlo.multiply %bcast_11, %decayed_3 : tensor<96xf32>
    %stem.1.bias.new = stablehlo.subtract %stem.1.bias, %multiply_27 : tensor<96xf32>
    %cst_206 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_28 = stablehlo.multiply %cst_206, %stages.0.blocks.0.gamma.m : tensor<96xf32>
    %cst_207 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_29 = stablehlo.multiply %cst_207, %ds0b0_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.0.gamma.m_new = stablehlo.add %multiply_28, %multiply_29 : tensor<96xf32>
    %multiply_30 = stablehlo.multiply %ds0b0_gamma_gamma_2, %ds0b0_gamma_gamma_2 : tensor<96xf32>
    %cst_208 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_31 = stablehlo.multiply %cst_208, %stages.0.blocks.0.gamma.v : tensor<96xf32>
    %cst_209 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_32 = stablehlo.multiply %cst_209, %multiply_30 : tensor<96xf32>
    %stages.0.blocks.0.gamma.v_new = stablehlo.add %multiply_31, %multiply_32 : tensor<96xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_8 = stablehlo.divide %stages.0.blocks.0.gamma.m_new, %bcast_12 : tensor<96xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_9 = stablehlo.divide %stages.0.blocks.0.gamma.v_new, %bcast_13 : tensor<96xf32>
    %sqrt_4 = stablehlo.sqrt %divide_9 : tensor<96xf32>
    %cst_210 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_4 = stablehlo.add %sqrt_4, %cst_210 : tensor<96xf32>
    %stages.0.blocks.0.gamma.adam = stablehlo.divide %divide_8, %add_4 : tensor<96xf32>
    %cst_211 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_33 = stablehlo.multiply %cst_211, %stages.0.blocks.0.gamma : tensor<96xf32>
    %decayed_4 = stablehlo.add %stages.0.blocks.0.gamma.adam, %multiply_33 : tensor<96xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_34 = stablehlo.multiply %bcast_14, %decayed_4 : tensor<96xf32>
    %stages.0.blocks.0.gamma.new = stablehlo.subtract %stages.0.blocks.0.gamma, %multiply_34 : tensor<96xf32>
    %cst_212 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_35 = stablehlo.multiply %cst_212, %stages.0.blocks.0.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_213 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_36 = stablehlo.multiply %cst_213, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_35, %multiply_36 : tensor<96x1x7x7xf32>
    %multiply_37 = stablehlo.multiply %ds0b0_dw_w, %ds0b0_dw_w : tensor<96x1x7x7xf32>
    %cst_214 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_38 = stablehlo.multiply %cst_214, %stages.0.blocks.0.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_215 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_39 = stablehlo.multiply %cst_215, %multiply_37 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_38, %multiply_39 : tensor<96x1x7x7xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_10 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.m_new, %bcast_15 : tensor<96x1x7x7xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_11 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.v_new, %bcast_16 : tensor<96x1x7x7xf32>
    %sqrt_5 = stablehlo.sqrt %divide_11 : tensor<96x1x7x7xf32>
    %cst_216 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_5 = stablehlo.add %sqrt_5, %cst_216 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_10, %add_5 : tensor<96x1x7x7xf32>
    %cst_217 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x1x7x7xf32>
    %multiply_40 = stablehlo.multiply %cst_217, %stages.0.blocks.0.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_5 = stablehlo.add %stages.0.blocks.0.conv_dw.weight.adam, %multiply_40 : tensor<96x1x7x7xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_41 = stablehlo.multiply %bcast_17, %decayed_5 : tensor<96x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.weight, %multiply_41 : tensor<96x1x7x7xf32>
    %cst_218 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_42 = stablehlo.multiply %cst_218, %stages.0.blocks.0.conv_dw.bias.m : tensor<96xf32>
    %cst_219 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_43 = stablehlo.multiply %cst_219, %ds0b0_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_42, %multiply_43 : tensor<96xf32>
    %multiply_44 = stablehlo.multiply %ds0b0_dw_b_2, %ds0b0_dw_b_2 : tensor<96xf32>
    %cst_220 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_45 = stablehlo.multiply %cst_220, %stages.0.blocks.0.conv_dw.bias.v : tensor<96xf32>
    %cst_221 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_46 = stablehlo.multiply %cst_221, %multiply_44 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_45, %multiply_46 : tensor<96xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_12 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.m_new, %bcast_18 : tensor<96xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_13 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.v_new, %bcast_19 : tensor<96xf32>
    %sqrt_6 = stablehlo.sqrt %divide_13 : tensor<96xf32>
    %cst_222 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_6 = stablehlo.add %sqrt_6, %cst_222 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_12, %add_6 : tensor<96xf32>
    %cst_223 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_47 = stablehlo.multiply %cst_223, %stages.0.blocks.0.conv_dw.bias : tensor<96xf32>
    %decayed_6 = stablehlo.add %stages.0.blocks.0.conv_dw.bias.adam, %multiply_47 : tensor<96xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_48 = stablehlo.multiply %bcast_20, %decayed_6 : tensor<96xf32>
    %stages.0.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.bias, %multiply_48 : tensor<96xf32>
    %cst_224 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_49 = stablehlo.multiply %cst_224, %stages.0.blocks.0.norm.weight.m : tensor<96xf32>
    %cst_225 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_50 = stablehlo.multiply %cst_225, %ds0b0_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.m_new = stablehlo.add %multiply_49, %multiply_50 : tensor<96xf32>
    %multiply_51 = stablehlo.multiply %ds0b0_ln_weight_2, %ds0b0_ln_weight_2 : tensor<96xf32>
    %cst_226 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_52 = stablehlo.multiply %cst_226, %stages.0.blocks.0.norm.weight.v : tensor<96xf32>
    %cst_227 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_53 = stablehlo.multiply %cst_227, %multiply_51 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.v_new = stablehlo.add %multiply_52, %multiply_53 : tensor<96xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_14 = stablehlo.divide %stages.0.blocks.0.norm.weight.m_new, %bcast_21 : tensor<96xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_15 = stablehlo.divide %stages.0.blocks.0.norm.weight.v_new, %bcast_22 : tensor<96xf32>
    %sqrt_7 = stablehlo.sqrt %divide_15 : tensor<96xf32>
    %cst_228 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_7 = stablehlo.add %sqrt_7, %cst_228 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.adam = stablehlo.divide %divide_14, %add_7 : tensor<96xf32>
    %cst_229 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_54 = stablehlo.multiply %cst_229, %stages.0.blocks.0.norm.weight : tensor<96xf32>
    %decayed_7 = stablehlo.add %stages.0.blocks.0.norm.weight.adam, %multiply_54 : tensor<96xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_55 = stablehlo.multiply %bcast_23, %decayed_7 : tensor<96xf32>
    %stages.0.blocks.0.norm.weight.new = stablehlo.subtract %stages.0.blocks.0.norm.weight, %multiply_55 : tensor<96xf32>
    %cst_230 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_56 = stablehlo.multiply %cst_230, %stages.0.blocks.0.norm.bias.m : tensor<96xf32>
    %cst_231 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_57 = stablehlo.multiply %cst_231, %ds0b0_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.m_new = stablehlo.add %multiply_56, %multiply_57 : tensor<96xf32>
    %multiply_58 = stablehlo.multiply %ds0b0_ln_bias_2, %ds0b0_ln_bias_2 : tensor<96xf32>
    %cst_232 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_59 = stablehlo.multiply %cst_232, %stages.0.blocks.0.norm.bias.v : tensor<96xf32>
    %cst_233 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_60 = stablehlo.multiply %cst_233, %multiply_58 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.v_new = stablehlo.add %multiply_59, %multiply_60 : tensor<96xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_16 = stablehlo.divide %stages.0.blocks.0.norm.bias.m_new, %bcast_24 : tensor<96xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_17 = stablehlo.divide %stages.0.blocks.0.norm.bias.v_new, %bcast_25 : tensor<96xf32>
    %sqrt_8 = stablehlo.sqrt %divide_17 : tensor<96xf32>
    %cst_234 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_8 = stablehlo.add %sqrt_8, %cst_234 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.adam = stablehlo.divide %divide_16, %add_8 : tensor<96xf32>
    %cst_235 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_61 = stablehlo.multiply %cst_235, %stages.0.blocks.0.norm.bias : tensor<96xf32>
    %decayed_8 = stablehlo.add %stages.0.blocks.0.norm.bias.adam, %multiply_61 : tensor<96xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_62 = stablehlo.multiply %bcast_26, %decayed_8 : tensor<96xf32>
    %stages.0.blocks.0.norm.bias.new = stablehlo.subtract %stages.0.blocks.0.norm.bias, %multiply_62 : tensor<96xf32>
    %cst_236 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_63 = stablehlo.multiply %cst_236, %stages.0.blocks.0.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_237 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_64 = stablehlo.multiply %cst_237, %ds0b0_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_63, %multiply_64 : tensor<384x96xf32>
    %multiply_65 = stablehlo.multiply %ds0b0_fc1_w_14, %ds0b0_fc1_w_14 : tensor<384x96xf32>
    %cst_238 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_66 = stablehlo.multiply %cst_238, %stages.0.blocks.0.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_239 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_67 = stablehlo.multiply %cst_239, %multiply_65 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_66, %multiply_67 : tensor<384x96xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_18 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.m_new, %bcast_27 : tensor<384x96xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_19 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.v_new, %bcast_28 : tensor<384x96xf32>
    %sqrt_9 = stablehlo.sqrt %divide_19 : tensor<384x96xf32>
    %cst_240 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_9 = stablehlo.add %sqrt_9, %cst_240 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_18, %add_9 : tensor<384x96xf32>
    %cst_241 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x96xf32>
    %multiply_68 = stablehlo.multiply %cst_241, %stages.0.blocks.0.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_9 = stablehlo.add %stages.0.blocks.0.mlp.fc1.weight.adam, %multiply_68 : tensor<384x96xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_69 = stablehlo.multiply %bcast_29, %decayed_9 : tensor<384x96xf32>
    %stages.0.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.weight, %multiply_69 : tensor<384x96xf32>
    %cst_242 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_70 = stablehlo.multiply %cst_242, %stages.0.blocks.0.mlp.fc1.bias.m : tensor<384xf32>
    %cst_243 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_71 = stablehlo.multiply %cst_243, %ds0b0_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_70, %multiply_71 : tensor<384xf32>
    %multiply_72 = stablehlo.multiply %ds0b0_fc1_b_2, %ds0b0_fc1_b_2 : tensor<384xf32>
    %cst_244 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_73 = stablehlo.multiply %cst_244, %stages.0.blocks.0.mlp.fc1.bias.v : tensor<384xf32>
    %cst_245 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_74 = stablehlo.multiply %cst_245, %multiply_72 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_73, %multiply_74 : tensor<384xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_20 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.m_new, %bcast_30 : tensor<384xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_21 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.v_new, %bcast_31 : tensor<384xf32>
    %sqrt_10 = stablehlo.sqrt %divide_21 : tensor<384xf32>
    %cst_246 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_10 = stablehlo.add %sqrt_10, %cst_246 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_20, %add_10 : tensor<384xf32>
    %cst_247 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_75 = stablehlo.multiply %cst_247, %stages.0.blocks.0.mlp.fc1.bias : tensor<384xf32>
    %decayed_10 = stablehlo.add %stages.0.blocks.0.mlp.fc1.bias.adam, %multiply_75 : tensor<384xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_76 = stablehlo.multiply %bcast_32, %decayed_10 : tensor<384xf32>
    %stages.0.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.bias, %multiply_76 : tensor<384xf32>
    %cst_248 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_77 = stablehlo.multiply %cst_248, %stages.0.blocks.0.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_249 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_78 = stablehlo.multiply %cst_249, %ds0b0_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_77, %multiply_78 : tensor<96x384xf32>
    %multiply_79 = stablehlo.multiply %ds0b0_fc2_w_14, %ds0b0_fc2_w_14 : tensor<96x384xf32>
    %cst_250 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_80 = stablehlo.multiply %cst_250, %stages.0.blocks.0.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_251 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_81 = stablehlo.multiply %cst_251, %multiply_79 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_80, %multiply_81 : tensor<96x384xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_22 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.m_new, %bcast_33 : tensor<96x384xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_23 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.v_new, %bcast_34 : tensor<96x384xf32>
    %sqrt_11 = stablehlo.sqrt %divide_23 : tensor<96x384xf32>
    %cst_252 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_11 = stablehlo.add %sqrt_11, %cst_252 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_22, %add_11 : tensor<96x384xf32>
    %cst_253 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x384xf32>
    %multiply_82 = stablehlo.multiply %cst_253, %stages.0.blocks.0.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_11 = stablehlo.add %stages.0.blocks.0.mlp.fc2.weight.adam, %multiply_82 : tensor<96x384xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_83 = stablehlo.multiply %bcast_35, %decayed_11 : tensor<96x384xf32>
    %stages.0.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.weight, %multiply_83 : tensor<96x384xf32>
    %cst_254 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_84 = stablehlo.multiply %cst_254, %stages.0.blocks.0.mlp.fc2.bias.m : tensor<96xf32>
    %cst_255 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_85 = stablehlo.multiply %cst_255, %ds0b0_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_84, %multiply_85 : tensor<96xf32>
    %multiply_86 = stablehlo.multiply %ds0b0_fc2_b_2, %ds0b0_fc2_b_2 : tensor<96xf32>
    %cst_256 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_87 = stablehlo.multiply %cst_256, %stages.0.blocks.0.mlp.fc2.bias.v : tensor<96xf32>
    %cst_257 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_88 = stablehlo.multiply %cst_257, %multiply_86 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_87, %multiply_88 : tensor<96xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_24 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.m_new, %bcast_36 : tensor<96xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_25 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.v_new, %bcast_37 : tensor<96xf32>
    %sqrt_12 = stablehlo.sqrt %divide_25 : tensor<96xf32>
    %cst_258 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_12 = stablehlo.add %sqrt_12, %cst_258 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_24, %add_12 : tensor<96xf32>
    %cst_259 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_89 = stablehlo.multiply %cst_259, %stages.0.blocks.0.mlp.fc2.bias : tensor<96xf32>
    %decayed_12 = stablehlo.add %stages.0.blocks.0.mlp.fc2.bias.adam, %multiply_89 : tensor<96xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_90 = stablehlo.multiply %bcast_38, %decayed_12 : tensor<96xf32>
    %stages.0.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.bias, %multiply_90 : tensor<96xf32>
    %cst_260 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_91 = stablehlo.multiply %cst_260, %stages.0.blocks.1.gamma.m : tensor<96xf32>
    %cst_261 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_92 = stablehlo.multiply %cst_261, %ds0b1_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.1.gamma.m_new = stablehlo.add %multiply_91, %multiply_92 : tensor<96xf32>
    %multiply_93 = stablehlo.multiply %ds0b1_gamma_gamma_2, %ds0b1_gamma_gamma_2 : tensor<96xf32>
    %cst_262 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_94 = stablehlo.multiply %cst_262, %stages.0.blocks.1.gamma.v : tensor<96xf32>
    %cst_263 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_95 = stablehlo.multiply %cst_263, %multiply_93 : tensor<96xf32>
    %stages.0.blocks.1.gamma.v_new = stablehlo.add %multiply_94, %multiply_95 : tensor<96xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_26 = stablehlo.divide %stages.0.blocks.1.gamma.m_new, %bcast_39 : tensor<96xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_27 = stablehlo.divide %stages.0.blocks.1.gamma.v_new, %bcast_40 : tensor<96xf32>
    %sqrt_13 = stablehlo.sqrt %divide_27 : tensor<96xf32>
    %cst_264 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_13 = stablehlo.add %sqrt_13, %cst_264 : tensor<96xf32>
    %stages.0.blocks.1.gamma.adam = stablehlo.divide %divide_26, %add_13 : tensor<96xf32>
    %cst_265 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_96 = stablehlo.multiply %cst_265, %stages.0.blocks.1.gamma : tensor<96xf32>
    %decayed_13 = stablehlo.add %stages.0.blocks.1.gamma.adam, %multiply_96 : tensor<96xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_97 = stablehlo.multiply %bcast_41, %decayed_13 : tensor<96xf32>
    %stages.0.blocks.1.gamma.new = stablehlo.subtract %stages.0.blocks.1.gamma, %multiply_97 : tensor<96xf32>
    %cst_266 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_98 = stablehlo.multiply %cst_266, %stages.0.blocks.1.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_267 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_99 = stablehlo.multiply %cst_267, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_98, %multiply_99 : tensor<96x1x7x7xf32>
    %multiply_100 = stablehlo.multiply %ds0b1_dw_w, %ds0b1_dw_w : tensor<96x1x7x7xf32>
    %cst_268 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_101 = stablehlo.multiply %cst_268, %stages.0.blocks.1.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_269 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_102 = stablehlo.multiply %cst_269, %multiply_100 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_101, %multiply_102 : tensor<96x1x7x7xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_28 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.m_new, %bcast_42 : tensor<96x1x7x7xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_29 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.v_new, %bcast_43 : tensor<96x1x7x7xf32>
    %sqrt_14 = stablehlo.sqrt %divide_29 : tensor<96x1x7x7xf32>
    %cst_270 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_14 = stablehlo.add %sqrt_14, %cst_270 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_28, %add_14 : tensor<96x1x7x7xf32>
    %cst_271 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x1x7x7xf32>
    %multiply_103 = stablehlo.multiply %cst_271, %stages.0.blocks.1.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_14 = stablehlo.add %stages.0.blocks.1.conv_dw.weight.adam, %multiply_103 : tensor<96x1x7x7xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_104 = stablehlo.multiply %bcast_44, %decayed_14 : tensor<96x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.weight, %multiply_104 : tensor<96x1x7x7xf32>
    %cst_272 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_105 = stablehlo.multiply %cst_272, %stages.0.blocks.1.conv_dw.bias.m : tensor<96xf32>
    %cst_273 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_106 = stablehlo.multiply %cst_273, %ds0b1_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_105, %multiply_106 : tensor<96xf32>
    %multiply_107 = stablehlo.multiply %ds0b1_dw_b_2, %ds0b1_dw_b_2 : tensor<96xf32>
    %cst_274 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_108 = stablehlo.multiply %cst_274, %stages.0.blocks.1.conv_dw.bias.v : tensor<96xf32>
    %cst_275 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_109 = stablehlo.multiply %cst_275, %multiply_107 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_108, %multiply_109 : tensor<96xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_30 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.m_new, %bcast_45 : tensor<96xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_31 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.v_new, %bcast_46 : tensor<96xf32>
    %sqrt_15 = stablehlo.sqrt %divide_31 : tensor<96xf32>
    %cst_276 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_15 = stablehlo.add %sqrt_15, %cst_276 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_30, %add_15 : tensor<96xf32>
    %cst_277 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_110 = stablehlo.multiply %cst_277, %stages.0.blocks.1.conv_dw.bias : tensor<96xf32>
    %decayed_15 = stablehlo.add %stages.0.blocks.1.conv_dw.bias.adam, %multiply_110 : tensor<96xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_111 = stablehlo.multiply %bcast_47, %decayed_15 : tensor<96xf32>
    %stages.0.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.bias, %multiply_111 : tensor<96xf32>
    %cst_278 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_112 = stablehlo.multiply %cst_278, %stages.0.blocks.1.norm.weight.m : tensor<96xf32>
    %cst_279 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_113 = stablehlo.multiply %cst_279, %ds0b1_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.m_new = stablehlo.add %multiply_112, %multiply_113 : tensor<96xf32>
    %multiply_114 = stablehlo.multiply %ds0b1_ln_weight_2, %ds0b1_ln_weight_2 : tensor<96xf32>
    %cst_280 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_115 = stablehlo.multiply %cst_280, %stages.0.blocks.1.norm.weight.v : tensor<96xf32>
    %cst_281 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_116 = stablehlo.multiply %cst_281, %multiply_114 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.v_new = stablehlo.add %multiply_115, %multiply_116 : tensor<96xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_32 = stablehlo.divide %stages.0.blocks.1.norm.weight.m_new, %bcast_48 : tensor<96xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_33 = stablehlo.divide %stages.0.blocks.1.norm.weight.v_new, %bcast_49 : tensor<96xf32>
    %sqrt_16 = stablehlo.sqrt %divide_33 : tensor<96xf32>
    %cst_282 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_16 = stablehlo.add %sqrt_16, %cst_282 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.adam = stablehlo.divide %divide_32, %add_16 : tensor<96xf32>
    %cst_283 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_117 = stablehlo.multiply %cst_283, %stages.0.blocks.1.norm.weight : tensor<96xf32>
    %decayed_16 = stablehlo.add %stages.0.blocks.1.norm.weight.adam, %multiply_117 : tensor<96xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_118 = stablehlo.multiply %bcast_50, %decayed_16 : tensor<96xf32>
    %stages.0.blocks.1.norm.weight.new = stablehlo.subtract %stages.0.blocks.1.norm.weight, %multiply_118 : tensor<96xf32>
    %cst_284 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_119 = stablehlo.multiply %cst_284, %stages.0.blocks.1.norm.bias.m : tensor<96xf32>
    %cst_285 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_120 = stablehlo.multiply %cst_285, %ds0b1_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.m_new = stablehlo.add %multiply_119, %multiply_120 : tensor<96xf32>
    %multiply_121 = stablehlo.multiply %ds0b1_ln_bias_2, %ds0b1_ln_bias_2 : tensor<96xf32>
    %cst_286 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_122 = stablehlo.multiply %cst_286, %stages.0.blocks.1.norm.bias.v : tensor<96xf32>
    %cst_287 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_123 = stablehlo.multiply %cst_287, %multiply_121 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.v_new = stablehlo.add %multiply_122, %multiply_123 : tensor<96xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_34 = stablehlo.divide %stages.0.blocks.1.norm.bias.m_new, %bcast_51 : tensor<96xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_35 = stablehlo.divide %stages.0.blocks.1.norm.bias.v_new, %bcast_52 : tensor<96xf32>
    %sqrt_17 = stablehlo.sqrt %divide_35 : tensor<96xf32>
    %cst_288 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_17 = stablehlo.add %sqrt_17, %cst_288 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.adam = stablehlo.divide %divide_34, %add_17 : tensor<96xf32>
    %cst_289 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_124 = stablehlo.multiply %cst_289, %stages.0.blocks.1.norm.bias : tensor<96xf32>
    %decayed_17 = stablehlo.add %stages.0.blocks.1.norm.bias.adam, %multiply_124 : tensor<96xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_125 = stablehlo.multiply %bcast_53, %decayed_17 : tensor<96xf32>
    %stages.0.blocks.1.norm.bias.new = stablehlo.subtract %stages.0.blocks.1.norm.bias, %multiply_125 : tensor<96xf32>
    %cst_290 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_126 = stablehlo.multiply %cst_290, %stages.0.blocks.1.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_291 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_127 = stablehlo.multiply %cst_291, %ds0b1_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_126, %multiply_127 : tensor<384x96xf32>
    %multiply_128 = stablehlo.multiply %ds0b1_fc1_w_14, %ds0b1_fc1_w_14 : tensor<384x96xf32>
    %cst_292 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_129 = stablehlo.multiply %cst_292, %stages.0.blocks.1.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_293 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_130 = stablehlo.multiply %cst_293, %multiply_128 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_129, %multiply_130 : tensor<384x96xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_36 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.m_new, %bcast_54 : tensor<384x96xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_37 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.v_new, %bcast_55 : tensor<384x96xf32>
    %sqrt_18 = stablehlo.sqrt %divide_37 : tensor<384x96xf32>
    %cst_294 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_18 = stablehlo.add %sqrt_18, %cst_294 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_36, %add_18 : tensor<384x96xf32>
    %cst_295 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x96xf32>
    %multiply_131 = stablehlo.multiply %cst_295, %stages.0.blocks.1.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_18 = stablehlo.add %stages.0.blocks.1.mlp.fc1.weight.adam, %multiply_131 : tensor<384x96xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_132 = stablehlo.multiply %bcast_56, %decayed_18 : tensor<384x96xf32>
    %stages.0.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.weight, %multiply_132 : tensor<384x96xf32>
    %cst_296 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_133 = stablehlo.multiply %cst_296, %stages.0.blocks.1.mlp.fc1.bias.m : tensor<384xf32>
    %cst_297 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_134 = stablehlo.multiply %cst_297, %ds0b1_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_133, %multiply_134 : tensor<384xf32>
    %multiply_135 = stablehlo.multiply %ds0b1_fc1_b_2, %ds0b1_fc1_b_2 : tensor<384xf32>
    %cst_298 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_136 = stablehlo.multiply %cst_298, %stages.0.blocks.1.mlp.fc1.bias.v : tensor<384xf32>
    %cst_299 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_137 = stablehlo.multiply %cst_299, %multiply_135 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_136, %multiply_137 : tensor<384xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_38 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.m_new, %bcast_57 : tensor<384xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_39 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.v_new, %bcast_58 : tensor<384xf32>
    %sqrt_19 = stablehlo.sqrt %divide_39 : tensor<384xf32>
    %cst_300 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_19 = stablehlo.add %sqrt_19, %cst_300 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_38, %add_19 : tensor<384xf32>
    %cst_301 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_138 = stablehlo.multiply %cst_301, %stages.0.blocks.1.mlp.fc1.bias : tensor<384xf32>
    %decayed_19 = stablehlo.add %stages.0.blocks.1.mlp.fc1.bias.adam, %multiply_138 : tensor<384xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_139 = stablehlo.multiply %bcast_59, %decayed_19 : tensor<384xf32>
    %stages.0.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.bias, %multiply_139 : tensor<384xf32>
    %cst_302 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_140 = stablehlo.multiply %cst_302, %stages.0.blocks.1.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_303 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_141 = stablehlo.multiply %cst_303, %ds0b1_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_140, %multiply_141 : tensor<96x384xf32>
    %multiply_142 = stablehlo.multiply %ds0b1_fc2_w_14, %ds0b1_fc2_w_14 : tensor<96x384xf32>
    %cst_304 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_143 = stablehlo.multiply %cst_304, %stages.0.blocks.1.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_305 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_144 = stablehlo.multiply %cst_305, %multiply_142 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_143, %multiply_144 : tensor<96x384xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_40 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.m_new, %bcast_60 : tensor<96x384xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_41 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.v_new, %bcast_61 : tensor<96x384xf32>
    %sqrt_20 = stablehlo.sqrt %divide_41 : tensor<96x384xf32>
    %cst_306 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_20 = stablehlo.add %sqrt_20, %cst_306 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_40, %add_20 : tensor<96x384xf32>
    %cst_307 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x384xf32>
    %multiply_145 = stablehlo.multiply %cst_307, %stages.0.blocks.1.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_20 = stablehlo.add %stages.0.blocks.1.mlp.fc2.weight.adam, %multiply_145 : tensor<96x384xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_146 = stablehlo.multiply %bcast_62, %decayed_20 : tensor<96x384xf32>
    %stages.0.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.weight, %multiply_146 : tensor<96x384xf32>
    %cst_308 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_147 = stablehlo.multiply %cst_308, %stages.0.blocks.1.mlp.fc2.bias.m : tensor<96xf32>
    %cst_309 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_148 = stablehlo.multiply %cst_309, %ds0b1_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_147, %multiply_148 : tensor<96xf32>
    %multiply_149 = stablehlo.multiply %ds0b1_fc2_b_2, %ds0b1_fc2_b_2 : tensor<96xf32>
    %cst_310 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_150 = stablehlo.multiply %cst_310, %stages.0.blocks.1.mlp.fc2.bias.v : tensor<96xf32>
    %cst_311 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_151 = stablehlo.multiply %cst_311, %multiply_149 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_150, %multiply_151 : tensor<96xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_42 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.m_new, %bcast_63 : tensor<96xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_43 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.v_new, %bcast_64 : tensor<96xf32>
    %sqrt_21 = stablehlo.sqrt %divide_43 : tensor<96xf32>
    %cst_312 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_21 = stablehlo.add %sqrt_21, %cst_312 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_42, %add_21 : tensor<96xf32>
    %cst_313 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_152 = stablehlo.multiply %cst_313, %stages.0.blocks.1.mlp.fc2.bias : tensor<96xf32>
    %decayed_21 = stablehlo.add %stages.0.blocks.1.mlp.fc2.bias.adam, %multiply_152 : tensor<96xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_153 = stablehlo.multiply %bcast_65, %decayed_21 : tensor<96xf32>
    %stages.0.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.bias, %multiply_153 : tensor<96xf32>
    %cst_314 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_154 = stablehlo.multiply %cst_314, %stages.0.blocks.2.gamma.m : tensor<96xf32>
    %cst_315 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_155 = stablehlo.multiply %cst_315, %ds0b2_gamma_gamma_2 : tensor<96xf32>
    %stages.0.blocks.2.gamma.m_new = stablehlo.add %multiply_154, %multiply_155 : tensor<96xf32>
    %multiply_156 = stablehlo.multiply %ds0b2_gamma_gamma_2, %ds0b2_gamma_gamma_2 : tensor<96xf32>
    %cst_316 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_157 = stablehlo.multiply %cst_316, %stages.0.blocks.2.gamma.v : tensor<96xf32>
    %cst_317 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_158 = stablehlo.multiply %cst_317, %multiply_156 : tensor<96xf32>
    %stages.0.blocks.2.gamma.v_new = stablehlo.add %multiply_157, %multiply_158 : tensor<96xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_44 = stablehlo.divide %stages.0.blocks.2.gamma.m_new, %bcast_66 : tensor<96xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_45 = stablehlo.divide %stages.0.blocks.2.gamma.v_new, %bcast_67 : tensor<96xf32>
    %sqrt_22 = stablehlo.sqrt %divide_45 : tensor<96xf32>
    %cst_318 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_22 = stablehlo.add %sqrt_22, %cst_318 : tensor<96xf32>
    %stages.0.blocks.2.gamma.adam = stablehlo.divide %divide_44, %add_22 : tensor<96xf32>
    %cst_319 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_159 = stablehlo.multiply %cst_319, %stages.0.blocks.2.gamma : tensor<96xf32>
    %decayed_22 = stablehlo.add %stages.0.blocks.2.gamma.adam, %multiply_159 : tensor<96xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_160 = stablehlo.multiply %bcast_68, %decayed_22 : tensor<96xf32>
    %stages.0.blocks.2.gamma.new = stablehlo.subtract %stages.0.blocks.2.gamma, %multiply_160 : tensor<96xf32>
    %cst_320 = stablehlo.constant dense<0.8999999761581421> : tensor<96x1x7x7xf32>
    %multiply_161 = stablehlo.multiply %cst_320, %stages.0.blocks.2.conv_dw.weight.m : tensor<96x1x7x7xf32>
    %cst_321 = stablehlo.constant dense<0.10000000149011612> : tensor<96x1x7x7xf32>
    %multiply_162 = stablehlo.multiply %cst_321, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_161, %multiply_162 : tensor<96x1x7x7xf32>
    %multiply_163 = stablehlo.multiply %ds0b2_dw_w, %ds0b2_dw_w : tensor<96x1x7x7xf32>
    %cst_322 = stablehlo.constant dense<0.9990000128746033> : tensor<96x1x7x7xf32>
    %multiply_164 = stablehlo.multiply %cst_322, %stages.0.blocks.2.conv_dw.weight.v : tensor<96x1x7x7xf32>
    %cst_323 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x1x7x7xf32>
    %multiply_165 = stablehlo.multiply %cst_323, %multiply_163 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_164, %multiply_165 : tensor<96x1x7x7xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_46 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.m_new, %bcast_69 : tensor<96x1x7x7xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %divide_47 = stablehlo.divide %stages.0.blocks.2.conv_dw.weight.v_new, %bcast_70 : tensor<96x1x7x7xf32>
    %sqrt_23 = stablehlo.sqrt %divide_47 : tensor<96x1x7x7xf32>
    %cst_324 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x1x7x7xf32>
    %add_23 = stablehlo.add %sqrt_23, %cst_324 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_46, %add_23 : tensor<96x1x7x7xf32>
    %cst_325 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x1x7x7xf32>
    %multiply_166 = stablehlo.multiply %cst_325, %stages.0.blocks.2.conv_dw.weight : tensor<96x1x7x7xf32>
    %decayed_23 = stablehlo.add %stages.0.blocks.2.conv_dw.weight.adam, %multiply_166 : tensor<96x1x7x7xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %multiply_167 = stablehlo.multiply %bcast_71, %decayed_23 : tensor<96x1x7x7xf32>
    %stages.0.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.weight, %multiply_167 : tensor<96x1x7x7xf32>
    %cst_326 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_168 = stablehlo.multiply %cst_326, %stages.0.blocks.2.conv_dw.bias.m : tensor<96xf32>
    %cst_327 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_169 = stablehlo.multiply %cst_327, %ds0b2_dw_b_2 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_168, %multiply_169 : tensor<96xf32>
    %multiply_170 = stablehlo.multiply %ds0b2_dw_b_2, %ds0b2_dw_b_2 : tensor<96xf32>
    %cst_328 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_171 = stablehlo.multiply %cst_328, %stages.0.blocks.2.conv_dw.bias.v : tensor<96xf32>
    %cst_329 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_172 = stablehlo.multiply %cst_329, %multiply_170 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_171, %multiply_172 : tensor<96xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_48 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.m_new, %bcast_72 : tensor<96xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_49 = stablehlo.divide %stages.0.blocks.2.conv_dw.bias.v_new, %bcast_73 : tensor<96xf32>
    %sqrt_24 = stablehlo.sqrt %divide_49 : tensor<96xf32>
    %cst_330 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_24 = stablehlo.add %sqrt_24, %cst_330 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_48, %add_24 : tensor<96xf32>
    %cst_331 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_173 = stablehlo.multiply %cst_331, %stages.0.blocks.2.conv_dw.bias : tensor<96xf32>
    %decayed_24 = stablehlo.add %stages.0.blocks.2.conv_dw.bias.adam, %multiply_173 : tensor<96xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_174 = stablehlo.multiply %bcast_74, %decayed_24 : tensor<96xf32>
    %stages.0.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.2.conv_dw.bias, %multiply_174 : tensor<96xf32>
    %cst_332 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_175 = stablehlo.multiply %cst_332, %stages.0.blocks.2.norm.weight.m : tensor<96xf32>
    %cst_333 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_176 = stablehlo.multiply %cst_333, %ds0b2_ln_weight_2 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.m_new = stablehlo.add %multiply_175, %multiply_176 : tensor<96xf32>
    %multiply_177 = stablehlo.multiply %ds0b2_ln_weight_2, %ds0b2_ln_weight_2 : tensor<96xf32>
    %cst_334 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_178 = stablehlo.multiply %cst_334, %stages.0.blocks.2.norm.weight.v : tensor<96xf32>
    %cst_335 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_179 = stablehlo.multiply %cst_335, %multiply_177 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.v_new = stablehlo.add %multiply_178, %multiply_179 : tensor<96xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_50 = stablehlo.divide %stages.0.blocks.2.norm.weight.m_new, %bcast_75 : tensor<96xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_51 = stablehlo.divide %stages.0.blocks.2.norm.weight.v_new, %bcast_76 : tensor<96xf32>
    %sqrt_25 = stablehlo.sqrt %divide_51 : tensor<96xf32>
    %cst_336 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_25 = stablehlo.add %sqrt_25, %cst_336 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.adam = stablehlo.divide %divide_50, %add_25 : tensor<96xf32>
    %cst_337 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_180 = stablehlo.multiply %cst_337, %stages.0.blocks.2.norm.weight : tensor<96xf32>
    %decayed_25 = stablehlo.add %stages.0.blocks.2.norm.weight.adam, %multiply_180 : tensor<96xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_181 = stablehlo.multiply %bcast_77, %decayed_25 : tensor<96xf32>
    %stages.0.blocks.2.norm.weight.new = stablehlo.subtract %stages.0.blocks.2.norm.weight, %multiply_181 : tensor<96xf32>
    %cst_338 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_182 = stablehlo.multiply %cst_338, %stages.0.blocks.2.norm.bias.m : tensor<96xf32>
    %cst_339 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_183 = stablehlo.multiply %cst_339, %ds0b2_ln_bias_2 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.m_new = stablehlo.add %multiply_182, %multiply_183 : tensor<96xf32>
    %multiply_184 = stablehlo.multiply %ds0b2_ln_bias_2, %ds0b2_ln_bias_2 : tensor<96xf32>
    %cst_340 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_185 = stablehlo.multiply %cst_340, %stages.0.blocks.2.norm.bias.v : tensor<96xf32>
    %cst_341 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_186 = stablehlo.multiply %cst_341, %multiply_184 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.v_new = stablehlo.add %multiply_185, %multiply_186 : tensor<96xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_52 = stablehlo.divide %stages.0.blocks.2.norm.bias.m_new, %bcast_78 : tensor<96xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_53 = stablehlo.divide %stages.0.blocks.2.norm.bias.v_new, %bcast_79 : tensor<96xf32>
    %sqrt_26 = stablehlo.sqrt %divide_53 : tensor<96xf32>
    %cst_342 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_26 = stablehlo.add %sqrt_26, %cst_342 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.adam = stablehlo.divide %divide_52, %add_26 : tensor<96xf32>
    %cst_343 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_187 = stablehlo.multiply %cst_343, %stages.0.blocks.2.norm.bias : tensor<96xf32>
    %decayed_26 = stablehlo.add %stages.0.blocks.2.norm.bias.adam, %multiply_187 : tensor<96xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_188 = stablehlo.multiply %bcast_80, %decayed_26 : tensor<96xf32>
    %stages.0.blocks.2.norm.bias.new = stablehlo.subtract %stages.0.blocks.2.norm.bias, %multiply_188 : tensor<96xf32>
    %cst_344 = stablehlo.constant dense<0.8999999761581421> : tensor<384x96xf32>
    %multiply_189 = stablehlo.multiply %cst_344, %stages.0.blocks.2.mlp.fc1.weight.m : tensor<384x96xf32>
    %cst_345 = stablehlo.constant dense<0.10000000149011612> : tensor<384x96xf32>
    %multiply_190 = stablehlo.multiply %cst_345, %ds0b2_fc1_w_14 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_189, %multiply_190 : tensor<384x96xf32>
    %multiply_191 = stablehlo.multiply %ds0b2_fc1_w_14, %ds0b2_fc1_w_14 : tensor<384x96xf32>
    %cst_346 = stablehlo.constant dense<0.9990000128746033> : tensor<384x96xf32>
    %multiply_192 = stablehlo.multiply %cst_346, %stages.0.blocks.2.mlp.fc1.weight.v : tensor<384x96xf32>
    %cst_347 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x96xf32>
    %multiply_193 = stablehlo.multiply %cst_347, %multiply_191 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_192, %multiply_193 : tensor<384x96xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_54 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.m_new, %bcast_81 : tensor<384x96xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %divide_55 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.weight.v_new, %bcast_82 : tensor<384x96xf32>
    %sqrt_27 = stablehlo.sqrt %divide_55 : tensor<384x96xf32>
    %cst_348 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x96xf32>
    %add_27 = stablehlo.add %sqrt_27, %cst_348 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_54, %add_27 : tensor<384x96xf32>
    %cst_349 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x96xf32>
    %multiply_194 = stablehlo.multiply %cst_349, %stages.0.blocks.2.mlp.fc1.weight : tensor<384x96xf32>
    %decayed_27 = stablehlo.add %stages.0.blocks.2.mlp.fc1.weight.adam, %multiply_194 : tensor<384x96xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %multiply_195 = stablehlo.multiply %bcast_83, %decayed_27 : tensor<384x96xf32>
    %stages.0.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.weight, %multiply_195 : tensor<384x96xf32>
    %cst_350 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_196 = stablehlo.multiply %cst_350, %stages.0.blocks.2.mlp.fc1.bias.m : tensor<384xf32>
    %cst_351 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_197 = stablehlo.multiply %cst_351, %ds0b2_fc1_b_2 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_196, %multiply_197 : tensor<384xf32>
    %multiply_198 = stablehlo.multiply %ds0b2_fc1_b_2, %ds0b2_fc1_b_2 : tensor<384xf32>
    %cst_352 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_199 = stablehlo.multiply %cst_352, %stages.0.blocks.2.mlp.fc1.bias.v : tensor<384xf32>
    %cst_353 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_200 = stablehlo.multiply %cst_353, %multiply_198 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_199, %multiply_200 : tensor<384xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_56 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.m_new, %bcast_84 : tensor<384xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_57 = stablehlo.divide %stages.0.blocks.2.mlp.fc1.bias.v_new, %bcast_85 : tensor<384xf32>
    %sqrt_28 = stablehlo.sqrt %divide_57 : tensor<384xf32>
    %cst_354 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_28 = stablehlo.add %sqrt_28, %cst_354 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_56, %add_28 : tensor<384xf32>
    %cst_355 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_201 = stablehlo.multiply %cst_355, %stages.0.blocks.2.mlp.fc1.bias : tensor<384xf32>
    %decayed_28 = stablehlo.add %stages.0.blocks.2.mlp.fc1.bias.adam, %multiply_201 : tensor<384xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_202 = stablehlo.multiply %bcast_86, %decayed_28 : tensor<384xf32>
    %stages.0.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc1.bias, %multiply_202 : tensor<384xf32>
    %cst_356 = stablehlo.constant dense<0.8999999761581421> : tensor<96x384xf32>
    %multiply_203 = stablehlo.multiply %cst_356, %stages.0.blocks.2.mlp.fc2.weight.m : tensor<96x384xf32>
    %cst_357 = stablehlo.constant dense<0.10000000149011612> : tensor<96x384xf32>
    %multiply_204 = stablehlo.multiply %cst_357, %ds0b2_fc2_w_14 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_203, %multiply_204 : tensor<96x384xf32>
    %multiply_205 = stablehlo.multiply %ds0b2_fc2_w_14, %ds0b2_fc2_w_14 : tensor<96x384xf32>
    %cst_358 = stablehlo.constant dense<0.9990000128746033> : tensor<96x384xf32>
    %multiply_206 = stablehlo.multiply %cst_358, %stages.0.blocks.2.mlp.fc2.weight.v : tensor<96x384xf32>
    %cst_359 = stablehlo.constant dense<0.0010000000474974513> : tensor<96x384xf32>
    %multiply_207 = stablehlo.multiply %cst_359, %multiply_205 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_206, %multiply_207 : tensor<96x384xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_58 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.m_new, %bcast_87 : tensor<96x384xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %divide_59 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.weight.v_new, %bcast_88 : tensor<96x384xf32>
    %sqrt_29 = stablehlo.sqrt %divide_59 : tensor<96x384xf32>
    %cst_360 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96x384xf32>
    %add_29 = stablehlo.add %sqrt_29, %cst_360 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_58, %add_29 : tensor<96x384xf32>
    %cst_361 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96x384xf32>
    %multiply_208 = stablehlo.multiply %cst_361, %stages.0.blocks.2.mlp.fc2.weight : tensor<96x384xf32>
    %decayed_29 = stablehlo.add %stages.0.blocks.2.mlp.fc2.weight.adam, %multiply_208 : tensor<96x384xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %multiply_209 = stablehlo.multiply %bcast_89, %decayed_29 : tensor<96x384xf32>
    %stages.0.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.weight, %multiply_209 : tensor<96x384xf32>
    %cst_362 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_210 = stablehlo.multiply %cst_362, %stages.0.blocks.2.mlp.fc2.bias.m : tensor<96xf32>
    %cst_363 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_211 = stablehlo.multiply %cst_363, %ds0b2_fc2_b_2 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_210, %multiply_211 : tensor<96xf32>
    %multiply_212 = stablehlo.multiply %ds0b2_fc2_b_2, %ds0b2_fc2_b_2 : tensor<96xf32>
    %cst_364 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_213 = stablehlo.multiply %cst_364, %stages.0.blocks.2.mlp.fc2.bias.v : tensor<96xf32>
    %cst_365 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_214 = stablehlo.multiply %cst_365, %multiply_212 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_213, %multiply_214 : tensor<96xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_60 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.m_new, %bcast_90 : tensor<96xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_61 = stablehlo.divide %stages.0.blocks.2.mlp.fc2.bias.v_new, %bcast_91 : tensor<96xf32>
    %sqrt_30 = stablehlo.sqrt %divide_61 : tensor<96xf32>
    %cst_366 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_30 = stablehlo.add %sqrt_30, %cst_366 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_60, %add_30 : tensor<96xf32>
    %cst_367 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_215 = stablehlo.multiply %cst_367, %stages.0.blocks.2.mlp.fc2.bias : tensor<96xf32>
    %decayed_30 = stablehlo.add %stages.0.blocks.2.mlp.fc2.bias.adam, %multiply_215 : tensor<96xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_216 = stablehlo.multiply %bcast_92, %decayed_30 : tensor<96xf32>
    %stages.0.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.2.mlp.fc2.bias, %multiply_216 : tensor<96xf32>
    %cst_368 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_217 = stablehlo.multiply %cst_368, %stages.1.downsample.0.weight.m : tensor<96xf32>
    %cst_369 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_218 = stablehlo.multiply %cst_369, %ds1_down0_weight_2 : tensor<96xf32>
    %stages.1.downsample.0.weight.m_new = stablehlo.add %multiply_217, %multiply_218 : tensor<96xf32>
    %multiply_219 = stablehlo.multiply %ds1_down0_weight_2, %ds1_down0_weight_2 : tensor<96xf32>
    %cst_370 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_220 = stablehlo.multiply %cst_370, %stages.1.downsample.0.weight.v : tensor<96xf32>
    %cst_371 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_221 = stablehlo.multiply %cst_371, %multiply_219 : tensor<96xf32>
    %stages.1.downsample.0.weight.v_new = stablehlo.add %multiply_220, %multiply_221 : tensor<96xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_62 = stablehlo.divide %stages.1.downsample.0.weight.m_new, %bcast_93 : tensor<96xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_63 = stablehlo.divide %stages.1.downsample.0.weight.v_new, %bcast_94 : tensor<96xf32>
    %sqrt_31 = stablehlo.sqrt %divide_63 : tensor<96xf32>
    %cst_372 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_31 = stablehlo.add %sqrt_31, %cst_372 : tensor<96xf32>
    %stages.1.downsample.0.weight.adam = stablehlo.divide %divide_62, %add_31 : tensor<96xf32>
    %cst_373 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_222 = stablehlo.multiply %cst_373, %stages.1.downsample.0.weight : tensor<96xf32>
    %decayed_31 = stablehlo.add %stages.1.downsample.0.weight.adam, %multiply_222 : tensor<96xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_223 = stablehlo.multiply %bcast_95, %decayed_31 : tensor<96xf32>
    %stages.1.downsample.0.weight.new = stablehlo.subtract %stages.1.downsample.0.weight, %multiply_223 : tensor<96xf32>
    %cst_374 = stablehlo.constant dense<0.8999999761581421> : tensor<96xf32>
    %multiply_224 = stablehlo.multiply %cst_374, %stages.1.downsample.0.bias.m : tensor<96xf32>
    %cst_375 = stablehlo.constant dense<0.10000000149011612> : tensor<96xf32>
    %multiply_225 = stablehlo.multiply %cst_375, %ds1_down0_bias_2 : tensor<96xf32>
    %stages.1.downsample.0.bias.m_new = stablehlo.add %multiply_224, %multiply_225 : tensor<96xf32>
    %multiply_226 = stablehlo.multiply %ds1_down0_bias_2, %ds1_down0_bias_2 : tensor<96xf32>
    %cst_376 = stablehlo.constant dense<0.9990000128746033> : tensor<96xf32>
    %multiply_227 = stablehlo.multiply %cst_376, %stages.1.downsample.0.bias.v : tensor<96xf32>
    %cst_377 = stablehlo.constant dense<0.0010000000474974513> : tensor<96xf32>
    %multiply_228 = stablehlo.multiply %cst_377, %multiply_226 : tensor<96xf32>
    %stages.1.downsample.0.bias.v_new = stablehlo.add %multiply_227, %multiply_228 : tensor<96xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_64 = stablehlo.divide %stages.1.downsample.0.bias.m_new, %bcast_96 : tensor<96xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %divide_65 = stablehlo.divide %stages.1.downsample.0.bias.v_new, %bcast_97 : tensor<96xf32>
    %sqrt_32 = stablehlo.sqrt %divide_65 : tensor<96xf32>
    %cst_378 = stablehlo.constant dense<9.99999993922529e-09> : tensor<96xf32>
    %add_32 = stablehlo.add %sqrt_32, %cst_378 : tensor<96xf32>
    %stages.1.downsample.0.bias.adam = stablehlo.divide %divide_64, %add_32 : tensor<96xf32>
    %cst_379 = stablehlo.constant dense<9.999999747378752e-05> : tensor<96xf32>
    %multiply_229 = stablehlo.multiply %cst_379, %stages.1.downsample.0.bias : tensor<96xf32>
    %decayed_32 = stablehlo.add %stages.1.downsample.0.bias.adam, %multiply_229 : tensor<96xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %multiply_230 = stablehlo.multiply %bcast_98, %decayed_32 : tensor<96xf32>
    %stages.1.downsample.0.bias.new = stablehlo.subtract %stages.1.downsample.0.bias, %multiply_230 : tensor<96xf32>
    %cst_380 = stablehlo.constant dense<0.8999999761581421> : tensor<192x96x2x2xf32>
    %multiply_231 = stablehlo.multiply %cst_380, %stages.1.downsample.1.weight.m : tensor<192x96x2x2xf32>
    %cst_381 = stablehlo.constant dense<0.10000000149011612> : tensor<192x96x2x2xf32>
    %multiply_232 = stablehlo.multiply %cst_381, %ds1_down1_w_2 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.m_new = stablehlo.add %multiply_231, %multiply_232 : tensor<192x96x2x2xf32>
    %multiply_233 = stablehlo.multiply %ds1_down1_w_2, %ds1_down1_w_2 : tensor<192x96x2x2xf32>
    %cst_382 = stablehlo.constant dense<0.9990000128746033> : tensor<192x96x2x2xf32>
    %multiply_234 = stablehlo.multiply %cst_382, %stages.1.downsample.1.weight.v : tensor<192x96x2x2xf32>
    %cst_383 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x96x2x2xf32>
    %multiply_235 = stablehlo.multiply %cst_383, %multiply_233 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.v_new = stablehlo.add %multiply_234, %multiply_235 : tensor<192x96x2x2xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_66 = stablehlo.divide %stages.1.downsample.1.weight.m_new, %bcast_99 : tensor<192x96x2x2xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %divide_67 = stablehlo.divide %stages.1.downsample.1.weight.v_new, %bcast_100 : tensor<192x96x2x2xf32>
    %sqrt_33 = stablehlo.sqrt %divide_67 : tensor<192x96x2x2xf32>
    %cst_384 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x96x2x2xf32>
    %add_33 = stablehlo.add %sqrt_33, %cst_384 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.adam = stablehlo.divide %divide_66, %add_33 : tensor<192x96x2x2xf32>
    %cst_385 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x96x2x2xf32>
    %multiply_236 = stablehlo.multiply %cst_385, %stages.1.downsample.1.weight : tensor<192x96x2x2xf32>
    %decayed_33 = stablehlo.add %stages.1.downsample.1.weight.adam, %multiply_236 : tensor<192x96x2x2xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %multiply_237 = stablehlo.multiply %bcast_101, %decayed_33 : tensor<192x96x2x2xf32>
    %stages.1.downsample.1.weight.new = stablehlo.subtract %stages.1.downsample.1.weight, %multiply_237 : tensor<192x96x2x2xf32>
    %cst_386 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_238 = stablehlo.multiply %cst_386, %stages.1.downsample.1.bias.m : tensor<192xf32>
    %cst_387 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_239 = stablehlo.multiply %cst_387, %ds1_down1_b_2 : tensor<192xf32>
    %stages.1.downsample.1.bias.m_new = stablehlo.add %multiply_238, %multiply_239 : tensor<192xf32>
    %multiply_240 = stablehlo.multiply %ds1_down1_b_2, %ds1_down1_b_2 : tensor<192xf32>
    %cst_388 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_241 = stablehlo.multiply %cst_388, %stages.1.downsample.1.bias.v : tensor<192xf32>
    %cst_389 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_242 = stablehlo.multiply %cst_389, %multiply_240 : tensor<192xf32>
    %stages.1.downsample.1.bias.v_new = stablehlo.add %multiply_241, %multiply_242 : tensor<192xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_68 = stablehlo.divide %stages.1.downsample.1.bias.m_new, %bcast_102 : tensor<192xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_69 = stablehlo.divide %stages.1.downsample.1.bias.v_new, %bcast_103 : tensor<192xf32>
    %sqrt_34 = stablehlo.sqrt %divide_69 : tensor<192xf32>
    %cst_390 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_34 = stablehlo.add %sqrt_34, %cst_390 : tensor<192xf32>
    %stages.1.downsample.1.bias.adam = stablehlo.divide %divide_68, %add_34 : tensor<192xf32>
    %cst_391 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_243 = stablehlo.multiply %cst_391, %stages.1.downsample.1.bias : tensor<192xf32>
    %decayed_34 = stablehlo.add %stages.1.downsample.1.bias.adam, %multiply_243 : tensor<192xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_244 = stablehlo.multiply %bcast_104, %decayed_34 : tensor<192xf32>
    %stages.1.downsample.1.bias.new = stablehlo.subtract %stages.1.downsample.1.bias, %multiply_244 : tensor<192xf32>
    %cst_392 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_245 = stablehlo.multiply %cst_392, %stages.1.blocks.0.gamma.m : tensor<192xf32>
    %cst_393 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_246 = stablehlo.multiply %cst_393, %ds1b0_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.0.gamma.m_new = stablehlo.add %multiply_245, %multiply_246 : tensor<192xf32>
    %multiply_247 = stablehlo.multiply %ds1b0_gamma_gamma_2, %ds1b0_gamma_gamma_2 : tensor<192xf32>
    %cst_394 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_248 = stablehlo.multiply %cst_394, %stages.1.blocks.0.gamma.v : tensor<192xf32>
    %cst_395 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_249 = stablehlo.multiply %cst_395, %multiply_247 : tensor<192xf32>
    %stages.1.blocks.0.gamma.v_new = stablehlo.add %multiply_248, %multiply_249 : tensor<192xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_70 = stablehlo.divide %stages.1.blocks.0.gamma.m_new, %bcast_105 : tensor<192xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_71 = stablehlo.divide %stages.1.blocks.0.gamma.v_new, %bcast_106 : tensor<192xf32>
    %sqrt_35 = stablehlo.sqrt %divide_71 : tensor<192xf32>
    %cst_396 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_35 = stablehlo.add %sqrt_35, %cst_396 : tensor<192xf32>
    %stages.1.blocks.0.gamma.adam = stablehlo.divide %divide_70, %add_35 : tensor<192xf32>
    %cst_397 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_250 = stablehlo.multiply %cst_397, %stages.1.blocks.0.gamma : tensor<192xf32>
    %decayed_35 = stablehlo.add %stages.1.blocks.0.gamma.adam, %multiply_250 : tensor<192xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_251 = stablehlo.multiply %bcast_107, %decayed_35 : tensor<192xf32>
    %stages.1.blocks.0.gamma.new = stablehlo.subtract %stages.1.blocks.0.gamma, %multiply_251 : tensor<192xf32>
    %cst_398 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_252 = stablehlo.multiply %cst_398, %stages.1.blocks.0.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_399 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_253 = stablehlo.multiply %cst_399, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_252, %multiply_253 : tensor<192x1x7x7xf32>
    %multiply_254 = stablehlo.multiply %ds1b0_dw_w, %ds1b0_dw_w : tensor<192x1x7x7xf32>
    %cst_400 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_255 = stablehlo.multiply %cst_400, %stages.1.blocks.0.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_401 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_256 = stablehlo.multiply %cst_401, %multiply_254 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_255, %multiply_256 : tensor<192x1x7x7xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_72 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.m_new, %bcast_108 : tensor<192x1x7x7xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_73 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.v_new, %bcast_109 : tensor<192x1x7x7xf32>
    %sqrt_36 = stablehlo.sqrt %divide_73 : tensor<192x1x7x7xf32>
    %cst_402 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_36 = stablehlo.add %sqrt_36, %cst_402 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_72, %add_36 : tensor<192x1x7x7xf32>
    %cst_403 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x1x7x7xf32>
    %multiply_257 = stablehlo.multiply %cst_403, %stages.1.blocks.0.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_36 = stablehlo.add %stages.1.blocks.0.conv_dw.weight.adam, %multiply_257 : tensor<192x1x7x7xf32>
    %bcast_110 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_258 = stablehlo.multiply %bcast_110, %decayed_36 : tensor<192x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.weight, %multiply_258 : tensor<192x1x7x7xf32>
    %cst_404 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_259 = stablehlo.multiply %cst_404, %stages.1.blocks.0.conv_dw.bias.m : tensor<192xf32>
    %cst_405 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_260 = stablehlo.multiply %cst_405, %ds1b0_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_259, %multiply_260 : tensor<192xf32>
    %multiply_261 = stablehlo.multiply %ds1b0_dw_b_2, %ds1b0_dw_b_2 : tensor<192xf32>
    %cst_406 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_262 = stablehlo.multiply %cst_406, %stages.1.blocks.0.conv_dw.bias.v : tensor<192xf32>
    %cst_407 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_263 = stablehlo.multiply %cst_407, %multiply_261 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_262, %multiply_263 : tensor<192xf32>
    %bcast_111 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_74 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.m_new, %bcast_111 : tensor<192xf32>
    %bcast_112 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_75 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.v_new, %bcast_112 : tensor<192xf32>
    %sqrt_37 = stablehlo.sqrt %divide_75 : tensor<192xf32>
    %cst_408 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_37 = stablehlo.add %sqrt_37, %cst_408 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_74, %add_37 : tensor<192xf32>
    %cst_409 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_264 = stablehlo.multiply %cst_409, %stages.1.blocks.0.conv_dw.bias : tensor<192xf32>
    %decayed_37 = stablehlo.add %stages.1.blocks.0.conv_dw.bias.adam, %multiply_264 : tensor<192xf32>
    %bcast_113 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_265 = stablehlo.multiply %bcast_113, %decayed_37 : tensor<192xf32>
    %stages.1.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.bias, %multiply_265 : tensor<192xf32>
    %cst_410 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_266 = stablehlo.multiply %cst_410, %stages.1.blocks.0.norm.weight.m : tensor<192xf32>
    %cst_411 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_267 = stablehlo.multiply %cst_411, %ds1b0_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.m_new = stablehlo.add %multiply_266, %multiply_267 : tensor<192xf32>
    %multiply_268 = stablehlo.multiply %ds1b0_ln_weight_2, %ds1b0_ln_weight_2 : tensor<192xf32>
    %cst_412 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_269 = stablehlo.multiply %cst_412, %stages.1.blocks.0.norm.weight.v : tensor<192xf32>
    %cst_413 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_270 = stablehlo.multiply %cst_413, %multiply_268 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.v_new = stablehlo.add %multiply_269, %multiply_270 : tensor<192xf32>
    %bcast_114 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_76 = stablehlo.divide %stages.1.blocks.0.norm.weight.m_new, %bcast_114 : tensor<192xf32>
    %bcast_115 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_77 = stablehlo.divide %stages.1.blocks.0.norm.weight.v_new, %bcast_115 : tensor<192xf32>
    %sqrt_38 = stablehlo.sqrt %divide_77 : tensor<192xf32>
    %cst_414 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_38 = stablehlo.add %sqrt_38, %cst_414 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.adam = stablehlo.divide %divide_76, %add_38 : tensor<192xf32>
    %cst_415 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_271 = stablehlo.multiply %cst_415, %stages.1.blocks.0.norm.weight : tensor<192xf32>
    %decayed_38 = stablehlo.add %stages.1.blocks.0.norm.weight.adam, %multiply_271 : tensor<192xf32>
    %bcast_116 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_272 = stablehlo.multiply %bcast_116, %decayed_38 : tensor<192xf32>
    %stages.1.blocks.0.norm.weight.new = stablehlo.subtract %stages.1.blocks.0.norm.weight, %multiply_272 : tensor<192xf32>
    %cst_416 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_273 = stablehlo.multiply %cst_416, %stages.1.blocks.0.norm.bias.m : tensor<192xf32>
    %cst_417 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_274 = stablehlo.multiply %cst_417, %ds1b0_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.m_new = stablehlo.add %multiply_273, %multiply_274 : tensor<192xf32>
    %multiply_275 = stablehlo.multiply %ds1b0_ln_bias_2, %ds1b0_ln_bias_2 : tensor<192xf32>
    %cst_418 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_276 = stablehlo.multiply %cst_418, %stages.1.blocks.0.norm.bias.v : tensor<192xf32>
    %cst_419 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_277 = stablehlo.multiply %cst_419, %multiply_275 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.v_new = stablehlo.add %multiply_276, %multiply_277 : tensor<192xf32>
    %bcast_117 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_78 = stablehlo.divide %stages.1.blocks.0.norm.bias.m_new, %bcast_117 : tensor<192xf32>
    %bcast_118 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_79 = stablehlo.divide %stages.1.blocks.0.norm.bias.v_new, %bcast_118 : tensor<192xf32>
    %sqrt_39 = stablehlo.sqrt %divide_79 : tensor<192xf32>
    %cst_420 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_39 = stablehlo.add %sqrt_39, %cst_420 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.adam = stablehlo.divide %divide_78, %add_39 : tensor<192xf32>
    %cst_421 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_278 = stablehlo.multiply %cst_421, %stages.1.blocks.0.norm.bias : tensor<192xf32>
    %decayed_39 = stablehlo.add %stages.1.blocks.0.norm.bias.adam, %multiply_278 : tensor<192xf32>
    %bcast_119 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_279 = stablehlo.multiply %bcast_119, %decayed_39 : tensor<192xf32>
    %stages.1.blocks.0.norm.bias.new = stablehlo.subtract %stages.1.blocks.0.norm.bias, %multiply_279 : tensor<192xf32>
    %cst_422 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_280 = stablehlo.multiply %cst_422, %stages.1.blocks.0.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_423 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_281 = stablehlo.multiply %cst_423, %ds1b0_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_280, %multiply_281 : tensor<768x192xf32>
    %multiply_282 = stablehlo.multiply %ds1b0_fc1_w_14, %ds1b0_fc1_w_14 : tensor<768x192xf32>
    %cst_424 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_283 = stablehlo.multiply %cst_424, %stages.1.blocks.0.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_425 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_284 = stablehlo.multiply %cst_425, %multiply_282 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_283, %multiply_284 : tensor<768x192xf32>
    %bcast_120 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_80 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.m_new, %bcast_120 : tensor<768x192xf32>
    %bcast_121 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_81 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.v_new, %bcast_121 : tensor<768x192xf32>
    %sqrt_40 = stablehlo.sqrt %divide_81 : tensor<768x192xf32>
    %cst_426 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_40 = stablehlo.add %sqrt_40, %cst_426 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_80, %add_40 : tensor<768x192xf32>
    %cst_427 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x192xf32>
    %multiply_285 = stablehlo.multiply %cst_427, %stages.1.blocks.0.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_40 = stablehlo.add %stages.1.blocks.0.mlp.fc1.weight.adam, %multiply_285 : tensor<768x192xf32>
    %bcast_122 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_286 = stablehlo.multiply %bcast_122, %decayed_40 : tensor<768x192xf32>
    %stages.1.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.weight, %multiply_286 : tensor<768x192xf32>
    %cst_428 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_287 = stablehlo.multiply %cst_428, %stages.1.blocks.0.mlp.fc1.bias.m : tensor<768xf32>
    %cst_429 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_288 = stablehlo.multiply %cst_429, %ds1b0_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_287, %multiply_288 : tensor<768xf32>
    %multiply_289 = stablehlo.multiply %ds1b0_fc1_b_2, %ds1b0_fc1_b_2 : tensor<768xf32>
    %cst_430 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_290 = stablehlo.multiply %cst_430, %stages.1.blocks.0.mlp.fc1.bias.v : tensor<768xf32>
    %cst_431 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_291 = stablehlo.multiply %cst_431, %multiply_289 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_290, %multiply_291 : tensor<768xf32>
    %bcast_123 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_82 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.m_new, %bcast_123 : tensor<768xf32>
    %bcast_124 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_83 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.v_new, %bcast_124 : tensor<768xf32>
    %sqrt_41 = stablehlo.sqrt %divide_83 : tensor<768xf32>
    %cst_432 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_41 = stablehlo.add %sqrt_41, %cst_432 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_82, %add_41 : tensor<768xf32>
    %cst_433 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_292 = stablehlo.multiply %cst_433, %stages.1.blocks.0.mlp.fc1.bias : tensor<768xf32>
    %decayed_41 = stablehlo.add %stages.1.blocks.0.mlp.fc1.bias.adam, %multiply_292 : tensor<768xf32>
    %bcast_125 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_293 = stablehlo.multiply %bcast_125, %decayed_41 : tensor<768xf32>
    %stages.1.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.bias, %multiply_293 : tensor<768xf32>
    %cst_434 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_294 = stablehlo.multiply %cst_434, %stages.1.blocks.0.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_435 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_295 = stablehlo.multiply %cst_435, %ds1b0_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_294, %multiply_295 : tensor<192x768xf32>
    %multiply_296 = stablehlo.multiply %ds1b0_fc2_w_14, %ds1b0_fc2_w_14 : tensor<192x768xf32>
    %cst_436 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_297 = stablehlo.multiply %cst_436, %stages.1.blocks.0.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_437 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_298 = stablehlo.multiply %cst_437, %multiply_296 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_297, %multiply_298 : tensor<192x768xf32>
    %bcast_126 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_84 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.m_new, %bcast_126 : tensor<192x768xf32>
    %bcast_127 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_85 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.v_new, %bcast_127 : tensor<192x768xf32>
    %sqrt_42 = stablehlo.sqrt %divide_85 : tensor<192x768xf32>
    %cst_438 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_42 = stablehlo.add %sqrt_42, %cst_438 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_84, %add_42 : tensor<192x768xf32>
    %cst_439 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x768xf32>
    %multiply_299 = stablehlo.multiply %cst_439, %stages.1.blocks.0.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_42 = stablehlo.add %stages.1.blocks.0.mlp.fc2.weight.adam, %multiply_299 : tensor<192x768xf32>
    %bcast_128 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_300 = stablehlo.multiply %bcast_128, %decayed_42 : tensor<192x768xf32>
    %stages.1.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.weight, %multiply_300 : tensor<192x768xf32>
    %cst_440 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_301 = stablehlo.multiply %cst_440, %stages.1.blocks.0.mlp.fc2.bias.m : tensor<192xf32>
    %cst_441 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_302 = stablehlo.multiply %cst_441, %ds1b0_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_301, %multiply_302 : tensor<192xf32>
    %multiply_303 = stablehlo.multiply %ds1b0_fc2_b_2, %ds1b0_fc2_b_2 : tensor<192xf32>
    %cst_442 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_304 = stablehlo.multiply %cst_442, %stages.1.blocks.0.mlp.fc2.bias.v : tensor<192xf32>
    %cst_443 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_305 = stablehlo.multiply %cst_443, %multiply_303 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_304, %multiply_305 : tensor<192xf32>
    %bcast_129 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_86 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.m_new, %bcast_129 : tensor<192xf32>
    %bcast_130 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_87 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.v_new, %bcast_130 : tensor<192xf32>
    %sqrt_43 = stablehlo.sqrt %divide_87 : tensor<192xf32>
    %cst_444 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_43 = stablehlo.add %sqrt_43, %cst_444 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_86, %add_43 : tensor<192xf32>
    %cst_445 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_306 = stablehlo.multiply %cst_445, %stages.1.blocks.0.mlp.fc2.bias : tensor<192xf32>
    %decayed_43 = stablehlo.add %stages.1.blocks.0.mlp.fc2.bias.adam, %multiply_306 : tensor<192xf32>
    %bcast_131 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_307 = stablehlo.multiply %bcast_131, %decayed_43 : tensor<192xf32>
    %stages.1.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.bias, %multiply_307 : tensor<192xf32>
    %cst_446 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_308 = stablehlo.multiply %cst_446, %stages.1.blocks.1.gamma.m : tensor<192xf32>
    %cst_447 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_309 = stablehlo.multiply %cst_447, %ds1b1_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.1.gamma.m_new = stablehlo.add %multiply_308, %multiply_309 : tensor<192xf32>
    %multiply_310 = stablehlo.multiply %ds1b1_gamma_gamma_2, %ds1b1_gamma_gamma_2 : tensor<192xf32>
    %cst_448 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_311 = stablehlo.multiply %cst_448, %stages.1.blocks.1.gamma.v : tensor<192xf32>
    %cst_449 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_312 = stablehlo.multiply %cst_449, %multiply_310 : tensor<192xf32>
    %stages.1.blocks.1.gamma.v_new = stablehlo.add %multiply_311, %multiply_312 : tensor<192xf32>
    %bcast_132 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_88 = stablehlo.divide %stages.1.blocks.1.gamma.m_new, %bcast_132 : tensor<192xf32>
    %bcast_133 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_89 = stablehlo.divide %stages.1.blocks.1.gamma.v_new, %bcast_133 : tensor<192xf32>
    %sqrt_44 = stablehlo.sqrt %divide_89 : tensor<192xf32>
    %cst_450 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_44 = stablehlo.add %sqrt_44, %cst_450 : tensor<192xf32>
    %stages.1.blocks.1.gamma.adam = stablehlo.divide %divide_88, %add_44 : tensor<192xf32>
    %cst_451 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_313 = stablehlo.multiply %cst_451, %stages.1.blocks.1.gamma : tensor<192xf32>
    %decayed_44 = stablehlo.add %stages.1.blocks.1.gamma.adam, %multiply_313 : tensor<192xf32>
    %bcast_134 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_314 = stablehlo.multiply %bcast_134, %decayed_44 : tensor<192xf32>
    %stages.1.blocks.1.gamma.new = stablehlo.subtract %stages.1.blocks.1.gamma, %multiply_314 : tensor<192xf32>
    %cst_452 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_315 = stablehlo.multiply %cst_452, %stages.1.blocks.1.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_453 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_316 = stablehlo.multiply %cst_453, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_315, %multiply_316 : tensor<192x1x7x7xf32>
    %multiply_317 = stablehlo.multiply %ds1b1_dw_w, %ds1b1_dw_w : tensor<192x1x7x7xf32>
    %cst_454 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_318 = stablehlo.multiply %cst_454, %stages.1.blocks.1.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_455 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_319 = stablehlo.multiply %cst_455, %multiply_317 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_318, %multiply_319 : tensor<192x1x7x7xf32>
    %bcast_135 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_90 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.m_new, %bcast_135 : tensor<192x1x7x7xf32>
    %bcast_136 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_91 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.v_new, %bcast_136 : tensor<192x1x7x7xf32>
    %sqrt_45 = stablehlo.sqrt %divide_91 : tensor<192x1x7x7xf32>
    %cst_456 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_45 = stablehlo.add %sqrt_45, %cst_456 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_90, %add_45 : tensor<192x1x7x7xf32>
    %cst_457 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x1x7x7xf32>
    %multiply_320 = stablehlo.multiply %cst_457, %stages.1.blocks.1.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_45 = stablehlo.add %stages.1.blocks.1.conv_dw.weight.adam, %multiply_320 : tensor<192x1x7x7xf32>
    %bcast_137 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_321 = stablehlo.multiply %bcast_137, %decayed_45 : tensor<192x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.weight, %multiply_321 : tensor<192x1x7x7xf32>
    %cst_458 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_322 = stablehlo.multiply %cst_458, %stages.1.blocks.1.conv_dw.bias.m : tensor<192xf32>
    %cst_459 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_323 = stablehlo.multiply %cst_459, %ds1b1_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_322, %multiply_323 : tensor<192xf32>
    %multiply_324 = stablehlo.multiply %ds1b1_dw_b_2, %ds1b1_dw_b_2 : tensor<192xf32>
    %cst_460 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_325 = stablehlo.multiply %cst_460, %stages.1.blocks.1.conv_dw.bias.v : tensor<192xf32>
    %cst_461 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_326 = stablehlo.multiply %cst_461, %multiply_324 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_325, %multiply_326 : tensor<192xf32>
    %bcast_138 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_92 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.m_new, %bcast_138 : tensor<192xf32>
    %bcast_139 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_93 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.v_new, %bcast_139 : tensor<192xf32>
    %sqrt_46 = stablehlo.sqrt %divide_93 : tensor<192xf32>
    %cst_462 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_46 = stablehlo.add %sqrt_46, %cst_462 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_92, %add_46 : tensor<192xf32>
    %cst_463 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_327 = stablehlo.multiply %cst_463, %stages.1.blocks.1.conv_dw.bias : tensor<192xf32>
    %decayed_46 = stablehlo.add %stages.1.blocks.1.conv_dw.bias.adam, %multiply_327 : tensor<192xf32>
    %bcast_140 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_328 = stablehlo.multiply %bcast_140, %decayed_46 : tensor<192xf32>
    %stages.1.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.bias, %multiply_328 : tensor<192xf32>
    %cst_464 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_329 = stablehlo.multiply %cst_464, %stages.1.blocks.1.norm.weight.m : tensor<192xf32>
    %cst_465 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_330 = stablehlo.multiply %cst_465, %ds1b1_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.m_new = stablehlo.add %multiply_329, %multiply_330 : tensor<192xf32>
    %multiply_331 = stablehlo.multiply %ds1b1_ln_weight_2, %ds1b1_ln_weight_2 : tensor<192xf32>
    %cst_466 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_332 = stablehlo.multiply %cst_466, %stages.1.blocks.1.norm.weight.v : tensor<192xf32>
    %cst_467 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_333 = stablehlo.multiply %cst_467, %multiply_331 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.v_new = stablehlo.add %multiply_332, %multiply_333 : tensor<192xf32>
    %bcast_141 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_94 = stablehlo.divide %stages.1.blocks.1.norm.weight.m_new, %bcast_141 : tensor<192xf32>
    %bcast_142 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_95 = stablehlo.divide %stages.1.blocks.1.norm.weight.v_new, %bcast_142 : tensor<192xf32>
    %sqrt_47 = stablehlo.sqrt %divide_95 : tensor<192xf32>
    %cst_468 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_47 = stablehlo.add %sqrt_47, %cst_468 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.adam = stablehlo.divide %divide_94, %add_47 : tensor<192xf32>
    %cst_469 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_334 = stablehlo.multiply %cst_469, %stages.1.blocks.1.norm.weight : tensor<192xf32>
    %decayed_47 = stablehlo.add %stages.1.blocks.1.norm.weight.adam, %multiply_334 : tensor<192xf32>
    %bcast_143 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_335 = stablehlo.multiply %bcast_143, %decayed_47 : tensor<192xf32>
    %stages.1.blocks.1.norm.weight.new = stablehlo.subtract %stages.1.blocks.1.norm.weight, %multiply_335 : tensor<192xf32>
    %cst_470 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_336 = stablehlo.multiply %cst_470, %stages.1.blocks.1.norm.bias.m : tensor<192xf32>
    %cst_471 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_337 = stablehlo.multiply %cst_471, %ds1b1_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.m_new = stablehlo.add %multiply_336, %multiply_337 : tensor<192xf32>
    %multiply_338 = stablehlo.multiply %ds1b1_ln_bias_2, %ds1b1_ln_bias_2 : tensor<192xf32>
    %cst_472 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_339 = stablehlo.multiply %cst_472, %stages.1.blocks.1.norm.bias.v : tensor<192xf32>
    %cst_473 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_340 = stablehlo.multiply %cst_473, %multiply_338 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.v_new = stablehlo.add %multiply_339, %multiply_340 : tensor<192xf32>
    %bcast_144 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_96 = stablehlo.divide %stages.1.blocks.1.norm.bias.m_new, %bcast_144 : tensor<192xf32>
    %bcast_145 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_97 = stablehlo.divide %stages.1.blocks.1.norm.bias.v_new, %bcast_145 : tensor<192xf32>
    %sqrt_48 = stablehlo.sqrt %divide_97 : tensor<192xf32>
    %cst_474 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_48 = stablehlo.add %sqrt_48, %cst_474 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.adam = stablehlo.divide %divide_96, %add_48 : tensor<192xf32>
    %cst_475 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_341 = stablehlo.multiply %cst_475, %stages.1.blocks.1.norm.bias : tensor<192xf32>
    %decayed_48 = stablehlo.add %stages.1.blocks.1.norm.bias.adam, %multiply_341 : tensor<192xf32>
    %bcast_146 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_342 = stablehlo.multiply %bcast_146, %decayed_48 : tensor<192xf32>
    %stages.1.blocks.1.norm.bias.new = stablehlo.subtract %stages.1.blocks.1.norm.bias, %multiply_342 : tensor<192xf32>
    %cst_476 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_343 = stablehlo.multiply %cst_476, %stages.1.blocks.1.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_477 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_344 = stablehlo.multiply %cst_477, %ds1b1_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_343, %multiply_344 : tensor<768x192xf32>
    %multiply_345 = stablehlo.multiply %ds1b1_fc1_w_14, %ds1b1_fc1_w_14 : tensor<768x192xf32>
    %cst_478 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_346 = stablehlo.multiply %cst_478, %stages.1.blocks.1.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_479 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_347 = stablehlo.multiply %cst_479, %multiply_345 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_346, %multiply_347 : tensor<768x192xf32>
    %bcast_147 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_98 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.m_new, %bcast_147 : tensor<768x192xf32>
    %bcast_148 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_99 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.v_new, %bcast_148 : tensor<768x192xf32>
    %sqrt_49 = stablehlo.sqrt %divide_99 : tensor<768x192xf32>
    %cst_480 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_49 = stablehlo.add %sqrt_49, %cst_480 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_98, %add_49 : tensor<768x192xf32>
    %cst_481 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x192xf32>
    %multiply_348 = stablehlo.multiply %cst_481, %stages.1.blocks.1.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_49 = stablehlo.add %stages.1.blocks.1.mlp.fc1.weight.adam, %multiply_348 : tensor<768x192xf32>
    %bcast_149 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_349 = stablehlo.multiply %bcast_149, %decayed_49 : tensor<768x192xf32>
    %stages.1.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.weight, %multiply_349 : tensor<768x192xf32>
    %cst_482 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_350 = stablehlo.multiply %cst_482, %stages.1.blocks.1.mlp.fc1.bias.m : tensor<768xf32>
    %cst_483 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_351 = stablehlo.multiply %cst_483, %ds1b1_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_350, %multiply_351 : tensor<768xf32>
    %multiply_352 = stablehlo.multiply %ds1b1_fc1_b_2, %ds1b1_fc1_b_2 : tensor<768xf32>
    %cst_484 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_353 = stablehlo.multiply %cst_484, %stages.1.blocks.1.mlp.fc1.bias.v : tensor<768xf32>
    %cst_485 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_354 = stablehlo.multiply %cst_485, %multiply_352 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_353, %multiply_354 : tensor<768xf32>
    %bcast_150 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_100 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.m_new, %bcast_150 : tensor<768xf32>
    %bcast_151 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_101 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.v_new, %bcast_151 : tensor<768xf32>
    %sqrt_50 = stablehlo.sqrt %divide_101 : tensor<768xf32>
    %cst_486 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_50 = stablehlo.add %sqrt_50, %cst_486 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_100, %add_50 : tensor<768xf32>
    %cst_487 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_355 = stablehlo.multiply %cst_487, %stages.1.blocks.1.mlp.fc1.bias : tensor<768xf32>
    %decayed_50 = stablehlo.add %stages.1.blocks.1.mlp.fc1.bias.adam, %multiply_355 : tensor<768xf32>
    %bcast_152 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_356 = stablehlo.multiply %bcast_152, %decayed_50 : tensor<768xf32>
    %stages.1.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.bias, %multiply_356 : tensor<768xf32>
    %cst_488 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_357 = stablehlo.multiply %cst_488, %stages.1.blocks.1.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_489 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_358 = stablehlo.multiply %cst_489, %ds1b1_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_357, %multiply_358 : tensor<192x768xf32>
    %multiply_359 = stablehlo.multiply %ds1b1_fc2_w_14, %ds1b1_fc2_w_14 : tensor<192x768xf32>
    %cst_490 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_360 = stablehlo.multiply %cst_490, %stages.1.blocks.1.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_491 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_361 = stablehlo.multiply %cst_491, %multiply_359 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_360, %multiply_361 : tensor<192x768xf32>
    %bcast_153 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_102 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.m_new, %bcast_153 : tensor<192x768xf32>
    %bcast_154 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_103 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.v_new, %bcast_154 : tensor<192x768xf32>
    %sqrt_51 = stablehlo.sqrt %divide_103 : tensor<192x768xf32>
    %cst_492 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_51 = stablehlo.add %sqrt_51, %cst_492 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_102, %add_51 : tensor<192x768xf32>
    %cst_493 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x768xf32>
    %multiply_362 = stablehlo.multiply %cst_493, %stages.1.blocks.1.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_51 = stablehlo.add %stages.1.blocks.1.mlp.fc2.weight.adam, %multiply_362 : tensor<192x768xf32>
    %bcast_155 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_363 = stablehlo.multiply %bcast_155, %decayed_51 : tensor<192x768xf32>
    %stages.1.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.weight, %multiply_363 : tensor<192x768xf32>
    %cst_494 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_364 = stablehlo.multiply %cst_494, %stages.1.blocks.1.mlp.fc2.bias.m : tensor<192xf32>
    %cst_495 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_365 = stablehlo.multiply %cst_495, %ds1b1_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_364, %multiply_365 : tensor<192xf32>
    %multiply_366 = stablehlo.multiply %ds1b1_fc2_b_2, %ds1b1_fc2_b_2 : tensor<192xf32>
    %cst_496 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_367 = stablehlo.multiply %cst_496, %stages.1.blocks.1.mlp.fc2.bias.v : tensor<192xf32>
    %cst_497 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_368 = stablehlo.multiply %cst_497, %multiply_366 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_367, %multiply_368 : tensor<192xf32>
    %bcast_156 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_104 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.m_new, %bcast_156 : tensor<192xf32>
    %bcast_157 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_105 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.v_new, %bcast_157 : tensor<192xf32>
    %sqrt_52 = stablehlo.sqrt %divide_105 : tensor<192xf32>
    %cst_498 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_52 = stablehlo.add %sqrt_52, %cst_498 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_104, %add_52 : tensor<192xf32>
    %cst_499 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_369 = stablehlo.multiply %cst_499, %stages.1.blocks.1.mlp.fc2.bias : tensor<192xf32>
    %decayed_52 = stablehlo.add %stages.1.blocks.1.mlp.fc2.bias.adam, %multiply_369 : tensor<192xf32>
    %bcast_158 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_370 = stablehlo.multiply %bcast_158, %decayed_52 : tensor<192xf32>
    %stages.1.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.bias, %multiply_370 : tensor<192xf32>
    %cst_500 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_371 = stablehlo.multiply %cst_500, %stages.1.blocks.2.gamma.m : tensor<192xf32>
    %cst_501 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_372 = stablehlo.multiply %cst_501, %ds1b2_gamma_gamma_2 : tensor<192xf32>
    %stages.1.blocks.2.gamma.m_new = stablehlo.add %multiply_371, %multiply_372 : tensor<192xf32>
    %multiply_373 = stablehlo.multiply %ds1b2_gamma_gamma_2, %ds1b2_gamma_gamma_2 : tensor<192xf32>
    %cst_502 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_374 = stablehlo.multiply %cst_502, %stages.1.blocks.2.gamma.v : tensor<192xf32>
    %cst_503 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_375 = stablehlo.multiply %cst_503, %multiply_373 : tensor<192xf32>
    %stages.1.blocks.2.gamma.v_new = stablehlo.add %multiply_374, %multiply_375 : tensor<192xf32>
    %bcast_159 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_106 = stablehlo.divide %stages.1.blocks.2.gamma.m_new, %bcast_159 : tensor<192xf32>
    %bcast_160 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_107 = stablehlo.divide %stages.1.blocks.2.gamma.v_new, %bcast_160 : tensor<192xf32>
    %sqrt_53 = stablehlo.sqrt %divide_107 : tensor<192xf32>
    %cst_504 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_53 = stablehlo.add %sqrt_53, %cst_504 : tensor<192xf32>
    %stages.1.blocks.2.gamma.adam = stablehlo.divide %divide_106, %add_53 : tensor<192xf32>
    %cst_505 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_376 = stablehlo.multiply %cst_505, %stages.1.blocks.2.gamma : tensor<192xf32>
    %decayed_53 = stablehlo.add %stages.1.blocks.2.gamma.adam, %multiply_376 : tensor<192xf32>
    %bcast_161 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_377 = stablehlo.multiply %bcast_161, %decayed_53 : tensor<192xf32>
    %stages.1.blocks.2.gamma.new = stablehlo.subtract %stages.1.blocks.2.gamma, %multiply_377 : tensor<192xf32>
    %cst_506 = stablehlo.constant dense<0.8999999761581421> : tensor<192x1x7x7xf32>
    %multiply_378 = stablehlo.multiply %cst_506, %stages.1.blocks.2.conv_dw.weight.m : tensor<192x1x7x7xf32>
    %cst_507 = stablehlo.constant dense<0.10000000149011612> : tensor<192x1x7x7xf32>
    %multiply_379 = stablehlo.multiply %cst_507, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_378, %multiply_379 : tensor<192x1x7x7xf32>
    %multiply_380 = stablehlo.multiply %ds1b2_dw_w, %ds1b2_dw_w : tensor<192x1x7x7xf32>
    %cst_508 = stablehlo.constant dense<0.9990000128746033> : tensor<192x1x7x7xf32>
    %multiply_381 = stablehlo.multiply %cst_508, %stages.1.blocks.2.conv_dw.weight.v : tensor<192x1x7x7xf32>
    %cst_509 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x1x7x7xf32>
    %multiply_382 = stablehlo.multiply %cst_509, %multiply_380 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_381, %multiply_382 : tensor<192x1x7x7xf32>
    %bcast_162 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_108 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.m_new, %bcast_162 : tensor<192x1x7x7xf32>
    %bcast_163 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %divide_109 = stablehlo.divide %stages.1.blocks.2.conv_dw.weight.v_new, %bcast_163 : tensor<192x1x7x7xf32>
    %sqrt_54 = stablehlo.sqrt %divide_109 : tensor<192x1x7x7xf32>
    %cst_510 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x1x7x7xf32>
    %add_54 = stablehlo.add %sqrt_54, %cst_510 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_108, %add_54 : tensor<192x1x7x7xf32>
    %cst_511 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x1x7x7xf32>
    %multiply_383 = stablehlo.multiply %cst_511, %stages.1.blocks.2.conv_dw.weight : tensor<192x1x7x7xf32>
    %decayed_54 = stablehlo.add %stages.1.blocks.2.conv_dw.weight.adam, %multiply_383 : tensor<192x1x7x7xf32>
    %bcast_164 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %multiply_384 = stablehlo.multiply %bcast_164, %decayed_54 : tensor<192x1x7x7xf32>
    %stages.1.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.weight, %multiply_384 : tensor<192x1x7x7xf32>
    %cst_512 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_385 = stablehlo.multiply %cst_512, %stages.1.blocks.2.conv_dw.bias.m : tensor<192xf32>
    %cst_513 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_386 = stablehlo.multiply %cst_513, %ds1b2_dw_b_2 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_385, %multiply_386 : tensor<192xf32>
    %multiply_387 = stablehlo.multiply %ds1b2_dw_b_2, %ds1b2_dw_b_2 : tensor<192xf32>
    %cst_514 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_388 = stablehlo.multiply %cst_514, %stages.1.blocks.2.conv_dw.bias.v : tensor<192xf32>
    %cst_515 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_389 = stablehlo.multiply %cst_515, %multiply_387 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_388, %multiply_389 : tensor<192xf32>
    %bcast_165 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_110 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.m_new, %bcast_165 : tensor<192xf32>
    %bcast_166 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_111 = stablehlo.divide %stages.1.blocks.2.conv_dw.bias.v_new, %bcast_166 : tensor<192xf32>
    %sqrt_55 = stablehlo.sqrt %divide_111 : tensor<192xf32>
    %cst_516 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_55 = stablehlo.add %sqrt_55, %cst_516 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_110, %add_55 : tensor<192xf32>
    %cst_517 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_390 = stablehlo.multiply %cst_517, %stages.1.blocks.2.conv_dw.bias : tensor<192xf32>
    %decayed_55 = stablehlo.add %stages.1.blocks.2.conv_dw.bias.adam, %multiply_390 : tensor<192xf32>
    %bcast_167 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_391 = stablehlo.multiply %bcast_167, %decayed_55 : tensor<192xf32>
    %stages.1.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.2.conv_dw.bias, %multiply_391 : tensor<192xf32>
    %cst_518 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_392 = stablehlo.multiply %cst_518, %stages.1.blocks.2.norm.weight.m : tensor<192xf32>
    %cst_519 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_393 = stablehlo.multiply %cst_519, %ds1b2_ln_weight_2 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.m_new = stablehlo.add %multiply_392, %multiply_393 : tensor<192xf32>
    %multiply_394 = stablehlo.multiply %ds1b2_ln_weight_2, %ds1b2_ln_weight_2 : tensor<192xf32>
    %cst_520 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_395 = stablehlo.multiply %cst_520, %stages.1.blocks.2.norm.weight.v : tensor<192xf32>
    %cst_521 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_396 = stablehlo.multiply %cst_521, %multiply_394 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.v_new = stablehlo.add %multiply_395, %multiply_396 : tensor<192xf32>
    %bcast_168 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_112 = stablehlo.divide %stages.1.blocks.2.norm.weight.m_new, %bcast_168 : tensor<192xf32>
    %bcast_169 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_113 = stablehlo.divide %stages.1.blocks.2.norm.weight.v_new, %bcast_169 : tensor<192xf32>
    %sqrt_56 = stablehlo.sqrt %divide_113 : tensor<192xf32>
    %cst_522 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_56 = stablehlo.add %sqrt_56, %cst_522 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.adam = stablehlo.divide %divide_112, %add_56 : tensor<192xf32>
    %cst_523 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_397 = stablehlo.multiply %cst_523, %stages.1.blocks.2.norm.weight : tensor<192xf32>
    %decayed_56 = stablehlo.add %stages.1.blocks.2.norm.weight.adam, %multiply_397 : tensor<192xf32>
    %bcast_170 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_398 = stablehlo.multiply %bcast_170, %decayed_56 : tensor<192xf32>
    %stages.1.blocks.2.norm.weight.new = stablehlo.subtract %stages.1.blocks.2.norm.weight, %multiply_398 : tensor<192xf32>
    %cst_524 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_399 = stablehlo.multiply %cst_524, %stages.1.blocks.2.norm.bias.m : tensor<192xf32>
    %cst_525 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_400 = stablehlo.multiply %cst_525, %ds1b2_ln_bias_2 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.m_new = stablehlo.add %multiply_399, %multiply_400 : tensor<192xf32>
    %multiply_401 = stablehlo.multiply %ds1b2_ln_bias_2, %ds1b2_ln_bias_2 : tensor<192xf32>
    %cst_526 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_402 = stablehlo.multiply %cst_526, %stages.1.blocks.2.norm.bias.v : tensor<192xf32>
    %cst_527 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_403 = stablehlo.multiply %cst_527, %multiply_401 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.v_new = stablehlo.add %multiply_402, %multiply_403 : tensor<192xf32>
    %bcast_171 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_114 = stablehlo.divide %stages.1.blocks.2.norm.bias.m_new, %bcast_171 : tensor<192xf32>
    %bcast_172 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_115 = stablehlo.divide %stages.1.blocks.2.norm.bias.v_new, %bcast_172 : tensor<192xf32>
    %sqrt_57 = stablehlo.sqrt %divide_115 : tensor<192xf32>
    %cst_528 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_57 = stablehlo.add %sqrt_57, %cst_528 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.adam = stablehlo.divide %divide_114, %add_57 : tensor<192xf32>
    %cst_529 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_404 = stablehlo.multiply %cst_529, %stages.1.blocks.2.norm.bias : tensor<192xf32>
    %decayed_57 = stablehlo.add %stages.1.blocks.2.norm.bias.adam, %multiply_404 : tensor<192xf32>
    %bcast_173 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_405 = stablehlo.multiply %bcast_173, %decayed_57 : tensor<192xf32>
    %stages.1.blocks.2.norm.bias.new = stablehlo.subtract %stages.1.blocks.2.norm.bias, %multiply_405 : tensor<192xf32>
    %cst_530 = stablehlo.constant dense<0.8999999761581421> : tensor<768x192xf32>
    %multiply_406 = stablehlo.multiply %cst_530, %stages.1.blocks.2.mlp.fc1.weight.m : tensor<768x192xf32>
    %cst_531 = stablehlo.constant dense<0.10000000149011612> : tensor<768x192xf32>
    %multiply_407 = stablehlo.multiply %cst_531, %ds1b2_fc1_w_14 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_406, %multiply_407 : tensor<768x192xf32>
    %multiply_408 = stablehlo.multiply %ds1b2_fc1_w_14, %ds1b2_fc1_w_14 : tensor<768x192xf32>
    %cst_532 = stablehlo.constant dense<0.9990000128746033> : tensor<768x192xf32>
    %multiply_409 = stablehlo.multiply %cst_532, %stages.1.blocks.2.mlp.fc1.weight.v : tensor<768x192xf32>
    %cst_533 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x192xf32>
    %multiply_410 = stablehlo.multiply %cst_533, %multiply_408 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_409, %multiply_410 : tensor<768x192xf32>
    %bcast_174 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_116 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.m_new, %bcast_174 : tensor<768x192xf32>
    %bcast_175 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %divide_117 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.weight.v_new, %bcast_175 : tensor<768x192xf32>
    %sqrt_58 = stablehlo.sqrt %divide_117 : tensor<768x192xf32>
    %cst_534 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x192xf32>
    %add_58 = stablehlo.add %sqrt_58, %cst_534 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_116, %add_58 : tensor<768x192xf32>
    %cst_535 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x192xf32>
    %multiply_411 = stablehlo.multiply %cst_535, %stages.1.blocks.2.mlp.fc1.weight : tensor<768x192xf32>
    %decayed_58 = stablehlo.add %stages.1.blocks.2.mlp.fc1.weight.adam, %multiply_411 : tensor<768x192xf32>
    %bcast_176 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %multiply_412 = stablehlo.multiply %bcast_176, %decayed_58 : tensor<768x192xf32>
    %stages.1.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.weight, %multiply_412 : tensor<768x192xf32>
    %cst_536 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_413 = stablehlo.multiply %cst_536, %stages.1.blocks.2.mlp.fc1.bias.m : tensor<768xf32>
    %cst_537 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_414 = stablehlo.multiply %cst_537, %ds1b2_fc1_b_2 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_413, %multiply_414 : tensor<768xf32>
    %multiply_415 = stablehlo.multiply %ds1b2_fc1_b_2, %ds1b2_fc1_b_2 : tensor<768xf32>
    %cst_538 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_416 = stablehlo.multiply %cst_538, %stages.1.blocks.2.mlp.fc1.bias.v : tensor<768xf32>
    %cst_539 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_417 = stablehlo.multiply %cst_539, %multiply_415 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_416, %multiply_417 : tensor<768xf32>
    %bcast_177 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_118 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.m_new, %bcast_177 : tensor<768xf32>
    %bcast_178 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_119 = stablehlo.divide %stages.1.blocks.2.mlp.fc1.bias.v_new, %bcast_178 : tensor<768xf32>
    %sqrt_59 = stablehlo.sqrt %divide_119 : tensor<768xf32>
    %cst_540 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_59 = stablehlo.add %sqrt_59, %cst_540 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_118, %add_59 : tensor<768xf32>
    %cst_541 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_418 = stablehlo.multiply %cst_541, %stages.1.blocks.2.mlp.fc1.bias : tensor<768xf32>
    %decayed_59 = stablehlo.add %stages.1.blocks.2.mlp.fc1.bias.adam, %multiply_418 : tensor<768xf32>
    %bcast_179 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_419 = stablehlo.multiply %bcast_179, %decayed_59 : tensor<768xf32>
    %stages.1.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc1.bias, %multiply_419 : tensor<768xf32>
    %cst_542 = stablehlo.constant dense<0.8999999761581421> : tensor<192x768xf32>
    %multiply_420 = stablehlo.multiply %cst_542, %stages.1.blocks.2.mlp.fc2.weight.m : tensor<192x768xf32>
    %cst_543 = stablehlo.constant dense<0.10000000149011612> : tensor<192x768xf32>
    %multiply_421 = stablehlo.multiply %cst_543, %ds1b2_fc2_w_14 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_420, %multiply_421 : tensor<192x768xf32>
    %multiply_422 = stablehlo.multiply %ds1b2_fc2_w_14, %ds1b2_fc2_w_14 : tensor<192x768xf32>
    %cst_544 = stablehlo.constant dense<0.9990000128746033> : tensor<192x768xf32>
    %multiply_423 = stablehlo.multiply %cst_544, %stages.1.blocks.2.mlp.fc2.weight.v : tensor<192x768xf32>
    %cst_545 = stablehlo.constant dense<0.0010000000474974513> : tensor<192x768xf32>
    %multiply_424 = stablehlo.multiply %cst_545, %multiply_422 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_423, %multiply_424 : tensor<192x768xf32>
    %bcast_180 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_120 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.m_new, %bcast_180 : tensor<192x768xf32>
    %bcast_181 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %divide_121 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.weight.v_new, %bcast_181 : tensor<192x768xf32>
    %sqrt_60 = stablehlo.sqrt %divide_121 : tensor<192x768xf32>
    %cst_546 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192x768xf32>
    %add_60 = stablehlo.add %sqrt_60, %cst_546 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_120, %add_60 : tensor<192x768xf32>
    %cst_547 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192x768xf32>
    %multiply_425 = stablehlo.multiply %cst_547, %stages.1.blocks.2.mlp.fc2.weight : tensor<192x768xf32>
    %decayed_60 = stablehlo.add %stages.1.blocks.2.mlp.fc2.weight.adam, %multiply_425 : tensor<192x768xf32>
    %bcast_182 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %multiply_426 = stablehlo.multiply %bcast_182, %decayed_60 : tensor<192x768xf32>
    %stages.1.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.weight, %multiply_426 : tensor<192x768xf32>
    %cst_548 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_427 = stablehlo.multiply %cst_548, %stages.1.blocks.2.mlp.fc2.bias.m : tensor<192xf32>
    %cst_549 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_428 = stablehlo.multiply %cst_549, %ds1b2_fc2_b_2 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_427, %multiply_428 : tensor<192xf32>
    %multiply_429 = stablehlo.multiply %ds1b2_fc2_b_2, %ds1b2_fc2_b_2 : tensor<192xf32>
    %cst_550 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_430 = stablehlo.multiply %cst_550, %stages.1.blocks.2.mlp.fc2.bias.v : tensor<192xf32>
    %cst_551 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_431 = stablehlo.multiply %cst_551, %multiply_429 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_430, %multiply_431 : tensor<192xf32>
    %bcast_183 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_122 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.m_new, %bcast_183 : tensor<192xf32>
    %bcast_184 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_123 = stablehlo.divide %stages.1.blocks.2.mlp.fc2.bias.v_new, %bcast_184 : tensor<192xf32>
    %sqrt_61 = stablehlo.sqrt %divide_123 : tensor<192xf32>
    %cst_552 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_61 = stablehlo.add %sqrt_61, %cst_552 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_122, %add_61 : tensor<192xf32>
    %cst_553 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_432 = stablehlo.multiply %cst_553, %stages.1.blocks.2.mlp.fc2.bias : tensor<192xf32>
    %decayed_61 = stablehlo.add %stages.1.blocks.2.mlp.fc2.bias.adam, %multiply_432 : tensor<192xf32>
    %bcast_185 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_433 = stablehlo.multiply %bcast_185, %decayed_61 : tensor<192xf32>
    %stages.1.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.2.mlp.fc2.bias, %multiply_433 : tensor<192xf32>
    %cst_554 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_434 = stablehlo.multiply %cst_554, %stages.2.downsample.0.weight.m : tensor<192xf32>
    %cst_555 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_435 = stablehlo.multiply %cst_555, %ds2_down0_weight_2 : tensor<192xf32>
    %stages.2.downsample.0.weight.m_new = stablehlo.add %multiply_434, %multiply_435 : tensor<192xf32>
    %multiply_436 = stablehlo.multiply %ds2_down0_weight_2, %ds2_down0_weight_2 : tensor<192xf32>
    %cst_556 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_437 = stablehlo.multiply %cst_556, %stages.2.downsample.0.weight.v : tensor<192xf32>
    %cst_557 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_438 = stablehlo.multiply %cst_557, %multiply_436 : tensor<192xf32>
    %stages.2.downsample.0.weight.v_new = stablehlo.add %multiply_437, %multiply_438 : tensor<192xf32>
    %bcast_186 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_124 = stablehlo.divide %stages.2.downsample.0.weight.m_new, %bcast_186 : tensor<192xf32>
    %bcast_187 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_125 = stablehlo.divide %stages.2.downsample.0.weight.v_new, %bcast_187 : tensor<192xf32>
    %sqrt_62 = stablehlo.sqrt %divide_125 : tensor<192xf32>
    %cst_558 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_62 = stablehlo.add %sqrt_62, %cst_558 : tensor<192xf32>
    %stages.2.downsample.0.weight.adam = stablehlo.divide %divide_124, %add_62 : tensor<192xf32>
    %cst_559 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_439 = stablehlo.multiply %cst_559, %stages.2.downsample.0.weight : tensor<192xf32>
    %decayed_62 = stablehlo.add %stages.2.downsample.0.weight.adam, %multiply_439 : tensor<192xf32>
    %bcast_188 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_440 = stablehlo.multiply %bcast_188, %decayed_62 : tensor<192xf32>
    %stages.2.downsample.0.weight.new = stablehlo.subtract %stages.2.downsample.0.weight, %multiply_440 : tensor<192xf32>
    %cst_560 = stablehlo.constant dense<0.8999999761581421> : tensor<192xf32>
    %multiply_441 = stablehlo.multiply %cst_560, %stages.2.downsample.0.bias.m : tensor<192xf32>
    %cst_561 = stablehlo.constant dense<0.10000000149011612> : tensor<192xf32>
    %multiply_442 = stablehlo.multiply %cst_561, %ds2_down0_bias_2 : tensor<192xf32>
    %stages.2.downsample.0.bias.m_new = stablehlo.add %multiply_441, %multiply_442 : tensor<192xf32>
    %multiply_443 = stablehlo.multiply %ds2_down0_bias_2, %ds2_down0_bias_2 : tensor<192xf32>
    %cst_562 = stablehlo.constant dense<0.9990000128746033> : tensor<192xf32>
    %multiply_444 = stablehlo.multiply %cst_562, %stages.2.downsample.0.bias.v : tensor<192xf32>
    %cst_563 = stablehlo.constant dense<0.0010000000474974513> : tensor<192xf32>
    %multiply_445 = stablehlo.multiply %cst_563, %multiply_443 : tensor<192xf32>
    %stages.2.downsample.0.bias.v_new = stablehlo.add %multiply_444, %multiply_445 : tensor<192xf32>
    %bcast_189 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_126 = stablehlo.divide %stages.2.downsample.0.bias.m_new, %bcast_189 : tensor<192xf32>
    %bcast_190 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %divide_127 = stablehlo.divide %stages.2.downsample.0.bias.v_new, %bcast_190 : tensor<192xf32>
    %sqrt_63 = stablehlo.sqrt %divide_127 : tensor<192xf32>
    %cst_564 = stablehlo.constant dense<9.99999993922529e-09> : tensor<192xf32>
    %add_63 = stablehlo.add %sqrt_63, %cst_564 : tensor<192xf32>
    %stages.2.downsample.0.bias.adam = stablehlo.divide %divide_126, %add_63 : tensor<192xf32>
    %cst_565 = stablehlo.constant dense<9.999999747378752e-05> : tensor<192xf32>
    %multiply_446 = stablehlo.multiply %cst_565, %stages.2.downsample.0.bias : tensor<192xf32>
    %decayed_63 = stablehlo.add %stages.2.downsample.0.bias.adam, %multiply_446 : tensor<192xf32>
    %bcast_191 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %multiply_447 = stablehlo.multiply %bcast_191, %decayed_63 : tensor<192xf32>
    %stages.2.downsample.0.bias.new = stablehlo.subtract %stages.2.downsample.0.bias, %multiply_447 : tensor<192xf32>
    %cst_566 = stablehlo.constant dense<0.8999999761581421> : tensor<384x192x2x2xf32>
    %multiply_448 = stablehlo.multiply %cst_566, %stages.2.downsample.1.weight.m : tensor<384x192x2x2xf32>
    %cst_567 = stablehlo.constant dense<0.10000000149011612> : tensor<384x192x2x2xf32>
    %multiply_449 = stablehlo.multiply %cst_567, %ds2_down1_w_2 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.m_new = stablehlo.add %multiply_448, %multiply_449 : tensor<384x192x2x2xf32>
    %multiply_450 = stablehlo.multiply %ds2_down1_w_2, %ds2_down1_w_2 : tensor<384x192x2x2xf32>
    %cst_568 = stablehlo.constant dense<0.9990000128746033> : tensor<384x192x2x2xf32>
    %multiply_451 = stablehlo.multiply %cst_568, %stages.2.downsample.1.weight.v : tensor<384x192x2x2xf32>
    %cst_569 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x192x2x2xf32>
    %multiply_452 = stablehlo.multiply %cst_569, %multiply_450 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.v_new = stablehlo.add %multiply_451, %multiply_452 : tensor<384x192x2x2xf32>
    %bcast_192 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_128 = stablehlo.divide %stages.2.downsample.1.weight.m_new, %bcast_192 : tensor<384x192x2x2xf32>
    %bcast_193 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %divide_129 = stablehlo.divide %stages.2.downsample.1.weight.v_new, %bcast_193 : tensor<384x192x2x2xf32>
    %sqrt_64 = stablehlo.sqrt %divide_129 : tensor<384x192x2x2xf32>
    %cst_570 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x192x2x2xf32>
    %add_64 = stablehlo.add %sqrt_64, %cst_570 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.adam = stablehlo.divide %divide_128, %add_64 : tensor<384x192x2x2xf32>
    %cst_571 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x192x2x2xf32>
    %multiply_453 = stablehlo.multiply %cst_571, %stages.2.downsample.1.weight : tensor<384x192x2x2xf32>
    %decayed_64 = stablehlo.add %stages.2.downsample.1.weight.adam, %multiply_453 : tensor<384x192x2x2xf32>
    %bcast_194 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %multiply_454 = stablehlo.multiply %bcast_194, %decayed_64 : tensor<384x192x2x2xf32>
    %stages.2.downsample.1.weight.new = stablehlo.subtract %stages.2.downsample.1.weight, %multiply_454 : tensor<384x192x2x2xf32>
    %cst_572 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_455 = stablehlo.multiply %cst_572, %stages.2.downsample.1.bias.m : tensor<384xf32>
    %cst_573 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_456 = stablehlo.multiply %cst_573, %ds2_down1_b_2 : tensor<384xf32>
    %stages.2.downsample.1.bias.m_new = stablehlo.add %multiply_455, %multiply_456 : tensor<384xf32>
    %multiply_457 = stablehlo.multiply %ds2_down1_b_2, %ds2_down1_b_2 : tensor<384xf32>
    %cst_574 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_458 = stablehlo.multiply %cst_574, %stages.2.downsample.1.bias.v : tensor<384xf32>
    %cst_575 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_459 = stablehlo.multiply %cst_575, %multiply_457 : tensor<384xf32>
    %stages.2.downsample.1.bias.v_new = stablehlo.add %multiply_458, %multiply_459 : tensor<384xf32>
    %bcast_195 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_130 = stablehlo.divide %stages.2.downsample.1.bias.m_new, %bcast_195 : tensor<384xf32>
    %bcast_196 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_131 = stablehlo.divide %stages.2.downsample.1.bias.v_new, %bcast_196 : tensor<384xf32>
    %sqrt_65 = stablehlo.sqrt %divide_131 : tensor<384xf32>
    %cst_576 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_65 = stablehlo.add %sqrt_65, %cst_576 : tensor<384xf32>
    %stages.2.downsample.1.bias.adam = stablehlo.divide %divide_130, %add_65 : tensor<384xf32>
    %cst_577 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_460 = stablehlo.multiply %cst_577, %stages.2.downsample.1.bias : tensor<384xf32>
    %decayed_65 = stablehlo.add %stages.2.downsample.1.bias.adam, %multiply_460 : tensor<384xf32>
    %bcast_197 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_461 = stablehlo.multiply %bcast_197, %decayed_65 : tensor<384xf32>
    %stages.2.downsample.1.bias.new = stablehlo.subtract %stages.2.downsample.1.bias, %multiply_461 : tensor<384xf32>
    %cst_578 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_462 = stablehlo.multiply %cst_578, %stages.2.blocks.0.gamma.m : tensor<384xf32>
    %cst_579 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_463 = stablehlo.multiply %cst_579, %ds2b0_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.0.gamma.m_new = stablehlo.add %multiply_462, %multiply_463 : tensor<384xf32>
    %multiply_464 = stablehlo.multiply %ds2b0_gamma_gamma_2, %ds2b0_gamma_gamma_2 : tensor<384xf32>
    %cst_580 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_465 = stablehlo.multiply %cst_580, %stages.2.blocks.0.gamma.v : tensor<384xf32>
    %cst_581 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_466 = stablehlo.multiply %cst_581, %multiply_464 : tensor<384xf32>
    %stages.2.blocks.0.gamma.v_new = stablehlo.add %multiply_465, %multiply_466 : tensor<384xf32>
    %bcast_198 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_132 = stablehlo.divide %stages.2.blocks.0.gamma.m_new, %bcast_198 : tensor<384xf32>
    %bcast_199 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_133 = stablehlo.divide %stages.2.blocks.0.gamma.v_new, %bcast_199 : tensor<384xf32>
    %sqrt_66 = stablehlo.sqrt %divide_133 : tensor<384xf32>
    %cst_582 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_66 = stablehlo.add %sqrt_66, %cst_582 : tensor<384xf32>
    %stages.2.blocks.0.gamma.adam = stablehlo.divide %divide_132, %add_66 : tensor<384xf32>
    %cst_583 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_467 = stablehlo.multiply %cst_583, %stages.2.blocks.0.gamma : tensor<384xf32>
    %decayed_66 = stablehlo.add %stages.2.blocks.0.gamma.adam, %multiply_467 : tensor<384xf32>
    %bcast_200 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_468 = stablehlo.multiply %bcast_200, %decayed_66 : tensor<384xf32>
    %stages.2.blocks.0.gamma.new = stablehlo.subtract %stages.2.blocks.0.gamma, %multiply_468 : tensor<384xf32>
    %cst_584 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_469 = stablehlo.multiply %cst_584, %stages.2.blocks.0.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_585 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_470 = stablehlo.multiply %cst_585, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_469, %multiply_470 : tensor<384x1x7x7xf32>
    %multiply_471 = stablehlo.multiply %ds2b0_dw_w, %ds2b0_dw_w : tensor<384x1x7x7xf32>
    %cst_586 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_472 = stablehlo.multiply %cst_586, %stages.2.blocks.0.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_587 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_473 = stablehlo.multiply %cst_587, %multiply_471 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_472, %multiply_473 : tensor<384x1x7x7xf32>
    %bcast_201 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_134 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.m_new, %bcast_201 : tensor<384x1x7x7xf32>
    %bcast_202 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_135 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.v_new, %bcast_202 : tensor<384x1x7x7xf32>
    %sqrt_67 = stablehlo.sqrt %divide_135 : tensor<384x1x7x7xf32>
    %cst_588 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_67 = stablehlo.add %sqrt_67, %cst_588 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_134, %add_67 : tensor<384x1x7x7xf32>
    %cst_589 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_474 = stablehlo.multiply %cst_589, %stages.2.blocks.0.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_67 = stablehlo.add %stages.2.blocks.0.conv_dw.weight.adam, %multiply_474 : tensor<384x1x7x7xf32>
    %bcast_203 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_475 = stablehlo.multiply %bcast_203, %decayed_67 : tensor<384x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.weight, %multiply_475 : tensor<384x1x7x7xf32>
    %cst_590 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_476 = stablehlo.multiply %cst_590, %stages.2.blocks.0.conv_dw.bias.m : tensor<384xf32>
    %cst_591 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_477 = stablehlo.multiply %cst_591, %ds2b0_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_476, %multiply_477 : tensor<384xf32>
    %multiply_478 = stablehlo.multiply %ds2b0_dw_b_2, %ds2b0_dw_b_2 : tensor<384xf32>
    %cst_592 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_479 = stablehlo.multiply %cst_592, %stages.2.blocks.0.conv_dw.bias.v : tensor<384xf32>
    %cst_593 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_480 = stablehlo.multiply %cst_593, %multiply_478 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_479, %multiply_480 : tensor<384xf32>
    %bcast_204 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_136 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.m_new, %bcast_204 : tensor<384xf32>
    %bcast_205 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_137 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.v_new, %bcast_205 : tensor<384xf32>
    %sqrt_68 = stablehlo.sqrt %divide_137 : tensor<384xf32>
    %cst_594 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_68 = stablehlo.add %sqrt_68, %cst_594 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_136, %add_68 : tensor<384xf32>
    %cst_595 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_481 = stablehlo.multiply %cst_595, %stages.2.blocks.0.conv_dw.bias : tensor<384xf32>
    %decayed_68 = stablehlo.add %stages.2.blocks.0.conv_dw.bias.adam, %multiply_481 : tensor<384xf32>
    %bcast_206 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_482 = stablehlo.multiply %bcast_206, %decayed_68 : tensor<384xf32>
    %stages.2.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.bias, %multiply_482 : tensor<384xf32>
    %cst_596 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_483 = stablehlo.multiply %cst_596, %stages.2.blocks.0.norm.weight.m : tensor<384xf32>
    %cst_597 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_484 = stablehlo.multiply %cst_597, %ds2b0_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.m_new = stablehlo.add %multiply_483, %multiply_484 : tensor<384xf32>
    %multiply_485 = stablehlo.multiply %ds2b0_ln_weight_2, %ds2b0_ln_weight_2 : tensor<384xf32>
    %cst_598 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_486 = stablehlo.multiply %cst_598, %stages.2.blocks.0.norm.weight.v : tensor<384xf32>
    %cst_599 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_487 = stablehlo.multiply %cst_599, %multiply_485 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.v_new = stablehlo.add %multiply_486, %multiply_487 : tensor<384xf32>
    %bcast_207 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_138 = stablehlo.divide %stages.2.blocks.0.norm.weight.m_new, %bcast_207 : tensor<384xf32>
    %bcast_208 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_139 = stablehlo.divide %stages.2.blocks.0.norm.weight.v_new, %bcast_208 : tensor<384xf32>
    %sqrt_69 = stablehlo.sqrt %divide_139 : tensor<384xf32>
    %cst_600 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_69 = stablehlo.add %sqrt_69, %cst_600 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.adam = stablehlo.divide %divide_138, %add_69 : tensor<384xf32>
    %cst_601 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_488 = stablehlo.multiply %cst_601, %stages.2.blocks.0.norm.weight : tensor<384xf32>
    %decayed_69 = stablehlo.add %stages.2.blocks.0.norm.weight.adam, %multiply_488 : tensor<384xf32>
    %bcast_209 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_489 = stablehlo.multiply %bcast_209, %decayed_69 : tensor<384xf32>
    %stages.2.blocks.0.norm.weight.new = stablehlo.subtract %stages.2.blocks.0.norm.weight, %multiply_489 : tensor<384xf32>
    %cst_602 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_490 = stablehlo.multiply %cst_602, %stages.2.blocks.0.norm.bias.m : tensor<384xf32>
    %cst_603 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_491 = stablehlo.multiply %cst_603, %ds2b0_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.m_new = stablehlo.add %multiply_490, %multiply_491 : tensor<384xf32>
    %multiply_492 = stablehlo.multiply %ds2b0_ln_bias_2, %ds2b0_ln_bias_2 : tensor<384xf32>
    %cst_604 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_493 = stablehlo.multiply %cst_604, %stages.2.blocks.0.norm.bias.v : tensor<384xf32>
    %cst_605 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_494 = stablehlo.multiply %cst_605, %multiply_492 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.v_new = stablehlo.add %multiply_493, %multiply_494 : tensor<384xf32>
    %bcast_210 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_140 = stablehlo.divide %stages.2.blocks.0.norm.bias.m_new, %bcast_210 : tensor<384xf32>
    %bcast_211 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_141 = stablehlo.divide %stages.2.blocks.0.norm.bias.v_new, %bcast_211 : tensor<384xf32>
    %sqrt_70 = stablehlo.sqrt %divide_141 : tensor<384xf32>
    %cst_606 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_70 = stablehlo.add %sqrt_70, %cst_606 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.adam = stablehlo.divide %divide_140, %add_70 : tensor<384xf32>
    %cst_607 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_495 = stablehlo.multiply %cst_607, %stages.2.blocks.0.norm.bias : tensor<384xf32>
    %decayed_70 = stablehlo.add %stages.2.blocks.0.norm.bias.adam, %multiply_495 : tensor<384xf32>
    %bcast_212 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_496 = stablehlo.multiply %bcast_212, %decayed_70 : tensor<384xf32>
    %stages.2.blocks.0.norm.bias.new = stablehlo.subtract %stages.2.blocks.0.norm.bias, %multiply_496 : tensor<384xf32>
    %cst_608 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_497 = stablehlo.multiply %cst_608, %stages.2.blocks.0.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_609 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_498 = stablehlo.multiply %cst_609, %ds2b0_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_497, %multiply_498 : tensor<1536x384xf32>
    %multiply_499 = stablehlo.multiply %ds2b0_fc1_w_6, %ds2b0_fc1_w_6 : tensor<1536x384xf32>
    %cst_610 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_500 = stablehlo.multiply %cst_610, %stages.2.blocks.0.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_611 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_501 = stablehlo.multiply %cst_611, %multiply_499 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_500, %multiply_501 : tensor<1536x384xf32>
    %bcast_213 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_142 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.m_new, %bcast_213 : tensor<1536x384xf32>
    %bcast_214 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_143 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.v_new, %bcast_214 : tensor<1536x384xf32>
    %sqrt_71 = stablehlo.sqrt %divide_143 : tensor<1536x384xf32>
    %cst_612 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_71 = stablehlo.add %sqrt_71, %cst_612 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_142, %add_71 : tensor<1536x384xf32>
    %cst_613 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_502 = stablehlo.multiply %cst_613, %stages.2.blocks.0.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_71 = stablehlo.add %stages.2.blocks.0.mlp.fc1.weight.adam, %multiply_502 : tensor<1536x384xf32>
    %bcast_215 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_503 = stablehlo.multiply %bcast_215, %decayed_71 : tensor<1536x384xf32>
    %stages.2.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.weight, %multiply_503 : tensor<1536x384xf32>
    %cst_614 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_504 = stablehlo.multiply %cst_614, %stages.2.blocks.0.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_615 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_505 = stablehlo.multiply %cst_615, %ds2b0_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_504, %multiply_505 : tensor<1536xf32>
    %multiply_506 = stablehlo.multiply %ds2b0_fc1_b_2, %ds2b0_fc1_b_2 : tensor<1536xf32>
    %cst_616 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_507 = stablehlo.multiply %cst_616, %stages.2.blocks.0.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_617 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_508 = stablehlo.multiply %cst_617, %multiply_506 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_507, %multiply_508 : tensor<1536xf32>
    %bcast_216 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_144 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.m_new, %bcast_216 : tensor<1536xf32>
    %bcast_217 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_145 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.v_new, %bcast_217 : tensor<1536xf32>
    %sqrt_72 = stablehlo.sqrt %divide_145 : tensor<1536xf32>
    %cst_618 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_72 = stablehlo.add %sqrt_72, %cst_618 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_144, %add_72 : tensor<1536xf32>
    %cst_619 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_509 = stablehlo.multiply %cst_619, %stages.2.blocks.0.mlp.fc1.bias : tensor<1536xf32>
    %decayed_72 = stablehlo.add %stages.2.blocks.0.mlp.fc1.bias.adam, %multiply_509 : tensor<1536xf32>
    %bcast_218 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_510 = stablehlo.multiply %bcast_218, %decayed_72 : tensor<1536xf32>
    %stages.2.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.bias, %multiply_510 : tensor<1536xf32>
    %cst_620 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_511 = stablehlo.multiply %cst_620, %stages.2.blocks.0.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_621 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_512 = stablehlo.multiply %cst_621, %ds2b0_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_511, %multiply_512 : tensor<384x1536xf32>
    %multiply_513 = stablehlo.multiply %ds2b0_fc2_w_6, %ds2b0_fc2_w_6 : tensor<384x1536xf32>
    %cst_622 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_514 = stablehlo.multiply %cst_622, %stages.2.blocks.0.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_623 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_515 = stablehlo.multiply %cst_623, %multiply_513 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_514, %multiply_515 : tensor<384x1536xf32>
    %bcast_219 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_146 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.m_new, %bcast_219 : tensor<384x1536xf32>
    %bcast_220 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_147 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.v_new, %bcast_220 : tensor<384x1536xf32>
    %sqrt_73 = stablehlo.sqrt %divide_147 : tensor<384x1536xf32>
    %cst_624 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_73 = stablehlo.add %sqrt_73, %cst_624 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_146, %add_73 : tensor<384x1536xf32>
    %cst_625 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_516 = stablehlo.multiply %cst_625, %stages.2.blocks.0.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_73 = stablehlo.add %stages.2.blocks.0.mlp.fc2.weight.adam, %multiply_516 : tensor<384x1536xf32>
    %bcast_221 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_517 = stablehlo.multiply %bcast_221, %decayed_73 : tensor<384x1536xf32>
    %stages.2.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.weight, %multiply_517 : tensor<384x1536xf32>
    %cst_626 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_518 = stablehlo.multiply %cst_626, %stages.2.blocks.0.mlp.fc2.bias.m : tensor<384xf32>
    %cst_627 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_519 = stablehlo.multiply %cst_627, %ds2b0_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_518, %multiply_519 : tensor<384xf32>
    %multiply_520 = stablehlo.multiply %ds2b0_fc2_b_2, %ds2b0_fc2_b_2 : tensor<384xf32>
    %cst_628 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_521 = stablehlo.multiply %cst_628, %stages.2.blocks.0.mlp.fc2.bias.v : tensor<384xf32>
    %cst_629 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_522 = stablehlo.multiply %cst_629, %multiply_520 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_521, %multiply_522 : tensor<384xf32>
    %bcast_222 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_148 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.m_new, %bcast_222 : tensor<384xf32>
    %bcast_223 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_149 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.v_new, %bcast_223 : tensor<384xf32>
    %sqrt_74 = stablehlo.sqrt %divide_149 : tensor<384xf32>
    %cst_630 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_74 = stablehlo.add %sqrt_74, %cst_630 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_148, %add_74 : tensor<384xf32>
    %cst_631 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_523 = stablehlo.multiply %cst_631, %stages.2.blocks.0.mlp.fc2.bias : tensor<384xf32>
    %decayed_74 = stablehlo.add %stages.2.blocks.0.mlp.fc2.bias.adam, %multiply_523 : tensor<384xf32>
    %bcast_224 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_524 = stablehlo.multiply %bcast_224, %decayed_74 : tensor<384xf32>
    %stages.2.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.bias, %multiply_524 : tensor<384xf32>
    %cst_632 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_525 = stablehlo.multiply %cst_632, %stages.2.blocks.1.gamma.m : tensor<384xf32>
    %cst_633 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_526 = stablehlo.multiply %cst_633, %ds2b1_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.1.gamma.m_new = stablehlo.add %multiply_525, %multiply_526 : tensor<384xf32>
    %multiply_527 = stablehlo.multiply %ds2b1_gamma_gamma_2, %ds2b1_gamma_gamma_2 : tensor<384xf32>
    %cst_634 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_528 = stablehlo.multiply %cst_634, %stages.2.blocks.1.gamma.v : tensor<384xf32>
    %cst_635 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_529 = stablehlo.multiply %cst_635, %multiply_527 : tensor<384xf32>
    %stages.2.blocks.1.gamma.v_new = stablehlo.add %multiply_528, %multiply_529 : tensor<384xf32>
    %bcast_225 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_150 = stablehlo.divide %stages.2.blocks.1.gamma.m_new, %bcast_225 : tensor<384xf32>
    %bcast_226 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_151 = stablehlo.divide %stages.2.blocks.1.gamma.v_new, %bcast_226 : tensor<384xf32>
    %sqrt_75 = stablehlo.sqrt %divide_151 : tensor<384xf32>
    %cst_636 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_75 = stablehlo.add %sqrt_75, %cst_636 : tensor<384xf32>
    %stages.2.blocks.1.gamma.adam = stablehlo.divide %divide_150, %add_75 : tensor<384xf32>
    %cst_637 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_530 = stablehlo.multiply %cst_637, %stages.2.blocks.1.gamma : tensor<384xf32>
    %decayed_75 = stablehlo.add %stages.2.blocks.1.gamma.adam, %multiply_530 : tensor<384xf32>
    %bcast_227 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_531 = stablehlo.multiply %bcast_227, %decayed_75 : tensor<384xf32>
    %stages.2.blocks.1.gamma.new = stablehlo.subtract %stages.2.blocks.1.gamma, %multiply_531 : tensor<384xf32>
    %cst_638 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_532 = stablehlo.multiply %cst_638, %stages.2.blocks.1.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_639 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_533 = stablehlo.multiply %cst_639, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_532, %multiply_533 : tensor<384x1x7x7xf32>
    %multiply_534 = stablehlo.multiply %ds2b1_dw_w, %ds2b1_dw_w : tensor<384x1x7x7xf32>
    %cst_640 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_535 = stablehlo.multiply %cst_640, %stages.2.blocks.1.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_641 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_536 = stablehlo.multiply %cst_641, %multiply_534 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_535, %multiply_536 : tensor<384x1x7x7xf32>
    %bcast_228 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_152 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.m_new, %bcast_228 : tensor<384x1x7x7xf32>
    %bcast_229 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_153 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.v_new, %bcast_229 : tensor<384x1x7x7xf32>
    %sqrt_76 = stablehlo.sqrt %divide_153 : tensor<384x1x7x7xf32>
    %cst_642 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_76 = stablehlo.add %sqrt_76, %cst_642 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_152, %add_76 : tensor<384x1x7x7xf32>
    %cst_643 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_537 = stablehlo.multiply %cst_643, %stages.2.blocks.1.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_76 = stablehlo.add %stages.2.blocks.1.conv_dw.weight.adam, %multiply_537 : tensor<384x1x7x7xf32>
    %bcast_230 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_538 = stablehlo.multiply %bcast_230, %decayed_76 : tensor<384x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.weight, %multiply_538 : tensor<384x1x7x7xf32>
    %cst_644 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_539 = stablehlo.multiply %cst_644, %stages.2.blocks.1.conv_dw.bias.m : tensor<384xf32>
    %cst_645 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_540 = stablehlo.multiply %cst_645, %ds2b1_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_539, %multiply_540 : tensor<384xf32>
    %multiply_541 = stablehlo.multiply %ds2b1_dw_b_2, %ds2b1_dw_b_2 : tensor<384xf32>
    %cst_646 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_542 = stablehlo.multiply %cst_646, %stages.2.blocks.1.conv_dw.bias.v : tensor<384xf32>
    %cst_647 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_543 = stablehlo.multiply %cst_647, %multiply_541 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_542, %multiply_543 : tensor<384xf32>
    %bcast_231 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_154 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.m_new, %bcast_231 : tensor<384xf32>
    %bcast_232 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_155 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.v_new, %bcast_232 : tensor<384xf32>
    %sqrt_77 = stablehlo.sqrt %divide_155 : tensor<384xf32>
    %cst_648 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_77 = stablehlo.add %sqrt_77, %cst_648 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_154, %add_77 : tensor<384xf32>
    %cst_649 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_544 = stablehlo.multiply %cst_649, %stages.2.blocks.1.conv_dw.bias : tensor<384xf32>
    %decayed_77 = stablehlo.add %stages.2.blocks.1.conv_dw.bias.adam, %multiply_544 : tensor<384xf32>
    %bcast_233 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_545 = stablehlo.multiply %bcast_233, %decayed_77 : tensor<384xf32>
    %stages.2.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.bias, %multiply_545 : tensor<384xf32>
    %cst_650 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_546 = stablehlo.multiply %cst_650, %stages.2.blocks.1.norm.weight.m : tensor<384xf32>
    %cst_651 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_547 = stablehlo.multiply %cst_651, %ds2b1_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.m_new = stablehlo.add %multiply_546, %multiply_547 : tensor<384xf32>
    %multiply_548 = stablehlo.multiply %ds2b1_ln_weight_2, %ds2b1_ln_weight_2 : tensor<384xf32>
    %cst_652 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_549 = stablehlo.multiply %cst_652, %stages.2.blocks.1.norm.weight.v : tensor<384xf32>
    %cst_653 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_550 = stablehlo.multiply %cst_653, %multiply_548 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.v_new = stablehlo.add %multiply_549, %multiply_550 : tensor<384xf32>
    %bcast_234 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_156 = stablehlo.divide %stages.2.blocks.1.norm.weight.m_new, %bcast_234 : tensor<384xf32>
    %bcast_235 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_157 = stablehlo.divide %stages.2.blocks.1.norm.weight.v_new, %bcast_235 : tensor<384xf32>
    %sqrt_78 = stablehlo.sqrt %divide_157 : tensor<384xf32>
    %cst_654 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_78 = stablehlo.add %sqrt_78, %cst_654 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.adam = stablehlo.divide %divide_156, %add_78 : tensor<384xf32>
    %cst_655 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_551 = stablehlo.multiply %cst_655, %stages.2.blocks.1.norm.weight : tensor<384xf32>
    %decayed_78 = stablehlo.add %stages.2.blocks.1.norm.weight.adam, %multiply_551 : tensor<384xf32>
    %bcast_236 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_552 = stablehlo.multiply %bcast_236, %decayed_78 : tensor<384xf32>
    %stages.2.blocks.1.norm.weight.new = stablehlo.subtract %stages.2.blocks.1.norm.weight, %multiply_552 : tensor<384xf32>
    %cst_656 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_553 = stablehlo.multiply %cst_656, %stages.2.blocks.1.norm.bias.m : tensor<384xf32>
    %cst_657 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_554 = stablehlo.multiply %cst_657, %ds2b1_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.m_new = stablehlo.add %multiply_553, %multiply_554 : tensor<384xf32>
    %multiply_555 = stablehlo.multiply %ds2b1_ln_bias_2, %ds2b1_ln_bias_2 : tensor<384xf32>
    %cst_658 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_556 = stablehlo.multiply %cst_658, %stages.2.blocks.1.norm.bias.v : tensor<384xf32>
    %cst_659 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_557 = stablehlo.multiply %cst_659, %multiply_555 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.v_new = stablehlo.add %multiply_556, %multiply_557 : tensor<384xf32>
    %bcast_237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_158 = stablehlo.divide %stages.2.blocks.1.norm.bias.m_new, %bcast_237 : tensor<384xf32>
    %bcast_238 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_159 = stablehlo.divide %stages.2.blocks.1.norm.bias.v_new, %bcast_238 : tensor<384xf32>
    %sqrt_79 = stablehlo.sqrt %divide_159 : tensor<384xf32>
    %cst_660 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_79 = stablehlo.add %sqrt_79, %cst_660 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.adam = stablehlo.divide %divide_158, %add_79 : tensor<384xf32>
    %cst_661 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_558 = stablehlo.multiply %cst_661, %stages.2.blocks.1.norm.bias : tensor<384xf32>
    %decayed_79 = stablehlo.add %stages.2.blocks.1.norm.bias.adam, %multiply_558 : tensor<384xf32>
    %bcast_239 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_559 = stablehlo.multiply %bcast_239, %decayed_79 : tensor<384xf32>
    %stages.2.blocks.1.norm.bias.new = stablehlo.subtract %stages.2.blocks.1.norm.bias, %multiply_559 : tensor<384xf32>
    %cst_662 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_560 = stablehlo.multiply %cst_662, %stages.2.blocks.1.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_663 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_561 = stablehlo.multiply %cst_663, %ds2b1_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_560, %multiply_561 : tensor<1536x384xf32>
    %multiply_562 = stablehlo.multiply %ds2b1_fc1_w_6, %ds2b1_fc1_w_6 : tensor<1536x384xf32>
    %cst_664 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_563 = stablehlo.multiply %cst_664, %stages.2.blocks.1.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_665 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_564 = stablehlo.multiply %cst_665, %multiply_562 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_563, %multiply_564 : tensor<1536x384xf32>
    %bcast_240 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_160 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.m_new, %bcast_240 : tensor<1536x384xf32>
    %bcast_241 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_161 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.v_new, %bcast_241 : tensor<1536x384xf32>
    %sqrt_80 = stablehlo.sqrt %divide_161 : tensor<1536x384xf32>
    %cst_666 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_80 = stablehlo.add %sqrt_80, %cst_666 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_160, %add_80 : tensor<1536x384xf32>
    %cst_667 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_565 = stablehlo.multiply %cst_667, %stages.2.blocks.1.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_80 = stablehlo.add %stages.2.blocks.1.mlp.fc1.weight.adam, %multiply_565 : tensor<1536x384xf32>
    %bcast_242 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_566 = stablehlo.multiply %bcast_242, %decayed_80 : tensor<1536x384xf32>
    %stages.2.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.weight, %multiply_566 : tensor<1536x384xf32>
    %cst_668 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_567 = stablehlo.multiply %cst_668, %stages.2.blocks.1.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_669 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_568 = stablehlo.multiply %cst_669, %ds2b1_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_567, %multiply_568 : tensor<1536xf32>
    %multiply_569 = stablehlo.multiply %ds2b1_fc1_b_2, %ds2b1_fc1_b_2 : tensor<1536xf32>
    %cst_670 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_570 = stablehlo.multiply %cst_670, %stages.2.blocks.1.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_671 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_571 = stablehlo.multiply %cst_671, %multiply_569 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_570, %multiply_571 : tensor<1536xf32>
    %bcast_243 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_162 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.m_new, %bcast_243 : tensor<1536xf32>
    %bcast_244 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_163 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.v_new, %bcast_244 : tensor<1536xf32>
    %sqrt_81 = stablehlo.sqrt %divide_163 : tensor<1536xf32>
    %cst_672 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_81 = stablehlo.add %sqrt_81, %cst_672 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_162, %add_81 : tensor<1536xf32>
    %cst_673 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_572 = stablehlo.multiply %cst_673, %stages.2.blocks.1.mlp.fc1.bias : tensor<1536xf32>
    %decayed_81 = stablehlo.add %stages.2.blocks.1.mlp.fc1.bias.adam, %multiply_572 : tensor<1536xf32>
    %bcast_245 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_573 = stablehlo.multiply %bcast_245, %decayed_81 : tensor<1536xf32>
    %stages.2.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.bias, %multiply_573 : tensor<1536xf32>
    %cst_674 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_574 = stablehlo.multiply %cst_674, %stages.2.blocks.1.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_675 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_575 = stablehlo.multiply %cst_675, %ds2b1_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_574, %multiply_575 : tensor<384x1536xf32>
    %multiply_576 = stablehlo.multiply %ds2b1_fc2_w_6, %ds2b1_fc2_w_6 : tensor<384x1536xf32>
    %cst_676 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_577 = stablehlo.multiply %cst_676, %stages.2.blocks.1.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_677 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_578 = stablehlo.multiply %cst_677, %multiply_576 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_577, %multiply_578 : tensor<384x1536xf32>
    %bcast_246 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_164 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.m_new, %bcast_246 : tensor<384x1536xf32>
    %bcast_247 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_165 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.v_new, %bcast_247 : tensor<384x1536xf32>
    %sqrt_82 = stablehlo.sqrt %divide_165 : tensor<384x1536xf32>
    %cst_678 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_82 = stablehlo.add %sqrt_82, %cst_678 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_164, %add_82 : tensor<384x1536xf32>
    %cst_679 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_579 = stablehlo.multiply %cst_679, %stages.2.blocks.1.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_82 = stablehlo.add %stages.2.blocks.1.mlp.fc2.weight.adam, %multiply_579 : tensor<384x1536xf32>
    %bcast_248 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_580 = stablehlo.multiply %bcast_248, %decayed_82 : tensor<384x1536xf32>
    %stages.2.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.weight, %multiply_580 : tensor<384x1536xf32>
    %cst_680 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_581 = stablehlo.multiply %cst_680, %stages.2.blocks.1.mlp.fc2.bias.m : tensor<384xf32>
    %cst_681 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_582 = stablehlo.multiply %cst_681, %ds2b1_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_581, %multiply_582 : tensor<384xf32>
    %multiply_583 = stablehlo.multiply %ds2b1_fc2_b_2, %ds2b1_fc2_b_2 : tensor<384xf32>
    %cst_682 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_584 = stablehlo.multiply %cst_682, %stages.2.blocks.1.mlp.fc2.bias.v : tensor<384xf32>
    %cst_683 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_585 = stablehlo.multiply %cst_683, %multiply_583 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_584, %multiply_585 : tensor<384xf32>
    %bcast_249 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_166 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.m_new, %bcast_249 : tensor<384xf32>
    %bcast_250 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_167 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.v_new, %bcast_250 : tensor<384xf32>
    %sqrt_83 = stablehlo.sqrt %divide_167 : tensor<384xf32>
    %cst_684 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_83 = stablehlo.add %sqrt_83, %cst_684 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_166, %add_83 : tensor<384xf32>
    %cst_685 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_586 = stablehlo.multiply %cst_685, %stages.2.blocks.1.mlp.fc2.bias : tensor<384xf32>
    %decayed_83 = stablehlo.add %stages.2.blocks.1.mlp.fc2.bias.adam, %multiply_586 : tensor<384xf32>
    %bcast_251 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_587 = stablehlo.multiply %bcast_251, %decayed_83 : tensor<384xf32>
    %stages.2.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.bias, %multiply_587 : tensor<384xf32>
    %cst_686 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_588 = stablehlo.multiply %cst_686, %stages.2.blocks.2.gamma.m : tensor<384xf32>
    %cst_687 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_589 = stablehlo.multiply %cst_687, %ds2b2_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.2.gamma.m_new = stablehlo.add %multiply_588, %multiply_589 : tensor<384xf32>
    %multiply_590 = stablehlo.multiply %ds2b2_gamma_gamma_2, %ds2b2_gamma_gamma_2 : tensor<384xf32>
    %cst_688 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_591 = stablehlo.multiply %cst_688, %stages.2.blocks.2.gamma.v : tensor<384xf32>
    %cst_689 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_592 = stablehlo.multiply %cst_689, %multiply_590 : tensor<384xf32>
    %stages.2.blocks.2.gamma.v_new = stablehlo.add %multiply_591, %multiply_592 : tensor<384xf32>
    %bcast_252 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_168 = stablehlo.divide %stages.2.blocks.2.gamma.m_new, %bcast_252 : tensor<384xf32>
    %bcast_253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_169 = stablehlo.divide %stages.2.blocks.2.gamma.v_new, %bcast_253 : tensor<384xf32>
    %sqrt_84 = stablehlo.sqrt %divide_169 : tensor<384xf32>
    %cst_690 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_84 = stablehlo.add %sqrt_84, %cst_690 : tensor<384xf32>
    %stages.2.blocks.2.gamma.adam = stablehlo.divide %divide_168, %add_84 : tensor<384xf32>
    %cst_691 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_593 = stablehlo.multiply %cst_691, %stages.2.blocks.2.gamma : tensor<384xf32>
    %decayed_84 = stablehlo.add %stages.2.blocks.2.gamma.adam, %multiply_593 : tensor<384xf32>
    %bcast_254 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_594 = stablehlo.multiply %bcast_254, %decayed_84 : tensor<384xf32>
    %stages.2.blocks.2.gamma.new = stablehlo.subtract %stages.2.blocks.2.gamma, %multiply_594 : tensor<384xf32>
    %cst_692 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_595 = stablehlo.multiply %cst_692, %stages.2.blocks.2.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_693 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_596 = stablehlo.multiply %cst_693, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_595, %multiply_596 : tensor<384x1x7x7xf32>
    %multiply_597 = stablehlo.multiply %ds2b2_dw_w, %ds2b2_dw_w : tensor<384x1x7x7xf32>
    %cst_694 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_598 = stablehlo.multiply %cst_694, %stages.2.blocks.2.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_695 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_599 = stablehlo.multiply %cst_695, %multiply_597 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_598, %multiply_599 : tensor<384x1x7x7xf32>
    %bcast_255 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_170 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.m_new, %bcast_255 : tensor<384x1x7x7xf32>
    %bcast_256 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_171 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.v_new, %bcast_256 : tensor<384x1x7x7xf32>
    %sqrt_85 = stablehlo.sqrt %divide_171 : tensor<384x1x7x7xf32>
    %cst_696 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_85 = stablehlo.add %sqrt_85, %cst_696 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_170, %add_85 : tensor<384x1x7x7xf32>
    %cst_697 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_600 = stablehlo.multiply %cst_697, %stages.2.blocks.2.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_85 = stablehlo.add %stages.2.blocks.2.conv_dw.weight.adam, %multiply_600 : tensor<384x1x7x7xf32>
    %bcast_257 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_601 = stablehlo.multiply %bcast_257, %decayed_85 : tensor<384x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.weight, %multiply_601 : tensor<384x1x7x7xf32>
    %cst_698 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_602 = stablehlo.multiply %cst_698, %stages.2.blocks.2.conv_dw.bias.m : tensor<384xf32>
    %cst_699 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_603 = stablehlo.multiply %cst_699, %ds2b2_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_602, %multiply_603 : tensor<384xf32>
    %multiply_604 = stablehlo.multiply %ds2b2_dw_b_2, %ds2b2_dw_b_2 : tensor<384xf32>
    %cst_700 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_605 = stablehlo.multiply %cst_700, %stages.2.blocks.2.conv_dw.bias.v : tensor<384xf32>
    %cst_701 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_606 = stablehlo.multiply %cst_701, %multiply_604 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_605, %multiply_606 : tensor<384xf32>
    %bcast_258 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_172 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.m_new, %bcast_258 : tensor<384xf32>
    %bcast_259 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_173 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.v_new, %bcast_259 : tensor<384xf32>
    %sqrt_86 = stablehlo.sqrt %divide_173 : tensor<384xf32>
    %cst_702 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_86 = stablehlo.add %sqrt_86, %cst_702 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_172, %add_86 : tensor<384xf32>
    %cst_703 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_607 = stablehlo.multiply %cst_703, %stages.2.blocks.2.conv_dw.bias : tensor<384xf32>
    %decayed_86 = stablehlo.add %stages.2.blocks.2.conv_dw.bias.adam, %multiply_607 : tensor<384xf32>
    %bcast_260 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_608 = stablehlo.multiply %bcast_260, %decayed_86 : tensor<384xf32>
    %stages.2.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.bias, %multiply_608 : tensor<384xf32>
    %cst_704 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_609 = stablehlo.multiply %cst_704, %stages.2.blocks.2.norm.weight.m : tensor<384xf32>
    %cst_705 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_610 = stablehlo.multiply %cst_705, %ds2b2_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.m_new = stablehlo.add %multiply_609, %multiply_610 : tensor<384xf32>
    %multiply_611 = stablehlo.multiply %ds2b2_ln_weight_2, %ds2b2_ln_weight_2 : tensor<384xf32>
    %cst_706 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_612 = stablehlo.multiply %cst_706, %stages.2.blocks.2.norm.weight.v : tensor<384xf32>
    %cst_707 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_613 = stablehlo.multiply %cst_707, %multiply_611 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.v_new = stablehlo.add %multiply_612, %multiply_613 : tensor<384xf32>
    %bcast_261 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_174 = stablehlo.divide %stages.2.blocks.2.norm.weight.m_new, %bcast_261 : tensor<384xf32>
    %bcast_262 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_175 = stablehlo.divide %stages.2.blocks.2.norm.weight.v_new, %bcast_262 : tensor<384xf32>
    %sqrt_87 = stablehlo.sqrt %divide_175 : tensor<384xf32>
    %cst_708 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_87 = stablehlo.add %sqrt_87, %cst_708 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.adam = stablehlo.divide %divide_174, %add_87 : tensor<384xf32>
    %cst_709 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_614 = stablehlo.multiply %cst_709, %stages.2.blocks.2.norm.weight : tensor<384xf32>
    %decayed_87 = stablehlo.add %stages.2.blocks.2.norm.weight.adam, %multiply_614 : tensor<384xf32>
    %bcast_263 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_615 = stablehlo.multiply %bcast_263, %decayed_87 : tensor<384xf32>
    %stages.2.blocks.2.norm.weight.new = stablehlo.subtract %stages.2.blocks.2.norm.weight, %multiply_615 : tensor<384xf32>
    %cst_710 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_616 = stablehlo.multiply %cst_710, %stages.2.blocks.2.norm.bias.m : tensor<384xf32>
    %cst_711 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_617 = stablehlo.multiply %cst_711, %ds2b2_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.m_new = stablehlo.add %multiply_616, %multiply_617 : tensor<384xf32>
    %multiply_618 = stablehlo.multiply %ds2b2_ln_bias_2, %ds2b2_ln_bias_2 : tensor<384xf32>
    %cst_712 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_619 = stablehlo.multiply %cst_712, %stages.2.blocks.2.norm.bias.v : tensor<384xf32>
    %cst_713 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_620 = stablehlo.multiply %cst_713, %multiply_618 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.v_new = stablehlo.add %multiply_619, %multiply_620 : tensor<384xf32>
    %bcast_264 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_176 = stablehlo.divide %stages.2.blocks.2.norm.bias.m_new, %bcast_264 : tensor<384xf32>
    %bcast_265 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_177 = stablehlo.divide %stages.2.blocks.2.norm.bias.v_new, %bcast_265 : tensor<384xf32>
    %sqrt_88 = stablehlo.sqrt %divide_177 : tensor<384xf32>
    %cst_714 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_88 = stablehlo.add %sqrt_88, %cst_714 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.adam = stablehlo.divide %divide_176, %add_88 : tensor<384xf32>
    %cst_715 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_621 = stablehlo.multiply %cst_715, %stages.2.blocks.2.norm.bias : tensor<384xf32>
    %decayed_88 = stablehlo.add %stages.2.blocks.2.norm.bias.adam, %multiply_621 : tensor<384xf32>
    %bcast_266 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_622 = stablehlo.multiply %bcast_266, %decayed_88 : tensor<384xf32>
    %stages.2.blocks.2.norm.bias.new = stablehlo.subtract %stages.2.blocks.2.norm.bias, %multiply_622 : tensor<384xf32>
    %cst_716 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_623 = stablehlo.multiply %cst_716, %stages.2.blocks.2.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_717 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_624 = stablehlo.multiply %cst_717, %ds2b2_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_623, %multiply_624 : tensor<1536x384xf32>
    %multiply_625 = stablehlo.multiply %ds2b2_fc1_w_6, %ds2b2_fc1_w_6 : tensor<1536x384xf32>
    %cst_718 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_626 = stablehlo.multiply %cst_718, %stages.2.blocks.2.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_719 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_627 = stablehlo.multiply %cst_719, %multiply_625 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_626, %multiply_627 : tensor<1536x384xf32>
    %bcast_267 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_178 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.m_new, %bcast_267 : tensor<1536x384xf32>
    %bcast_268 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_179 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.v_new, %bcast_268 : tensor<1536x384xf32>
    %sqrt_89 = stablehlo.sqrt %divide_179 : tensor<1536x384xf32>
    %cst_720 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_89 = stablehlo.add %sqrt_89, %cst_720 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_178, %add_89 : tensor<1536x384xf32>
    %cst_721 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_628 = stablehlo.multiply %cst_721, %stages.2.blocks.2.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_89 = stablehlo.add %stages.2.blocks.2.mlp.fc1.weight.adam, %multiply_628 : tensor<1536x384xf32>
    %bcast_269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_629 = stablehlo.multiply %bcast_269, %decayed_89 : tensor<1536x384xf32>
    %stages.2.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.weight, %multiply_629 : tensor<1536x384xf32>
    %cst_722 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_630 = stablehlo.multiply %cst_722, %stages.2.blocks.2.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_723 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_631 = stablehlo.multiply %cst_723, %ds2b2_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_630, %multiply_631 : tensor<1536xf32>
    %multiply_632 = stablehlo.multiply %ds2b2_fc1_b_2, %ds2b2_fc1_b_2 : tensor<1536xf32>
    %cst_724 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_633 = stablehlo.multiply %cst_724, %stages.2.blocks.2.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_725 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_634 = stablehlo.multiply %cst_725, %multiply_632 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_633, %multiply_634 : tensor<1536xf32>
    %bcast_270 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_180 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.m_new, %bcast_270 : tensor<1536xf32>
    %bcast_271 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_181 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.v_new, %bcast_271 : tensor<1536xf32>
    %sqrt_90 = stablehlo.sqrt %divide_181 : tensor<1536xf32>
    %cst_726 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_90 = stablehlo.add %sqrt_90, %cst_726 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_180, %add_90 : tensor<1536xf32>
    %cst_727 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_635 = stablehlo.multiply %cst_727, %stages.2.blocks.2.mlp.fc1.bias : tensor<1536xf32>
    %decayed_90 = stablehlo.add %stages.2.blocks.2.mlp.fc1.bias.adam, %multiply_635 : tensor<1536xf32>
    %bcast_272 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_636 = stablehlo.multiply %bcast_272, %decayed_90 : tensor<1536xf32>
    %stages.2.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.bias, %multiply_636 : tensor<1536xf32>
    %cst_728 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_637 = stablehlo.multiply %cst_728, %stages.2.blocks.2.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_729 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_638 = stablehlo.multiply %cst_729, %ds2b2_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_637, %multiply_638 : tensor<384x1536xf32>
    %multiply_639 = stablehlo.multiply %ds2b2_fc2_w_6, %ds2b2_fc2_w_6 : tensor<384x1536xf32>
    %cst_730 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_640 = stablehlo.multiply %cst_730, %stages.2.blocks.2.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_731 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_641 = stablehlo.multiply %cst_731, %multiply_639 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_640, %multiply_641 : tensor<384x1536xf32>
    %bcast_273 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_182 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.m_new, %bcast_273 : tensor<384x1536xf32>
    %bcast_274 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_183 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.v_new, %bcast_274 : tensor<384x1536xf32>
    %sqrt_91 = stablehlo.sqrt %divide_183 : tensor<384x1536xf32>
    %cst_732 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_91 = stablehlo.add %sqrt_91, %cst_732 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_182, %add_91 : tensor<384x1536xf32>
    %cst_733 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_642 = stablehlo.multiply %cst_733, %stages.2.blocks.2.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_91 = stablehlo.add %stages.2.blocks.2.mlp.fc2.weight.adam, %multiply_642 : tensor<384x1536xf32>
    %bcast_275 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_643 = stablehlo.multiply %bcast_275, %decayed_91 : tensor<384x1536xf32>
    %stages.2.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.weight, %multiply_643 : tensor<384x1536xf32>
    %cst_734 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_644 = stablehlo.multiply %cst_734, %stages.2.blocks.2.mlp.fc2.bias.m : tensor<384xf32>
    %cst_735 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_645 = stablehlo.multiply %cst_735, %ds2b2_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_644, %multiply_645 : tensor<384xf32>
    %multiply_646 = stablehlo.multiply %ds2b2_fc2_b_2, %ds2b2_fc2_b_2 : tensor<384xf32>
    %cst_736 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_647 = stablehlo.multiply %cst_736, %stages.2.blocks.2.mlp.fc2.bias.v : tensor<384xf32>
    %cst_737 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_648 = stablehlo.multiply %cst_737, %multiply_646 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_647, %multiply_648 : tensor<384xf32>
    %bcast_276 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_184 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.m_new, %bcast_276 : tensor<384xf32>
    %bcast_277 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_185 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.v_new, %bcast_277 : tensor<384xf32>
    %sqrt_92 = stablehlo.sqrt %divide_185 : tensor<384xf32>
    %cst_738 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_92 = stablehlo.add %sqrt_92, %cst_738 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_184, %add_92 : tensor<384xf32>
    %cst_739 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_649 = stablehlo.multiply %cst_739, %stages.2.blocks.2.mlp.fc2.bias : tensor<384xf32>
    %decayed_92 = stablehlo.add %stages.2.blocks.2.mlp.fc2.bias.adam, %multiply_649 : tensor<384xf32>
    %bcast_278 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_650 = stablehlo.multiply %bcast_278, %decayed_92 : tensor<384xf32>
    %stages.2.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.bias, %multiply_650 : tensor<384xf32>
    %cst_740 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_651 = stablehlo.multiply %cst_740, %stages.2.blocks.3.gamma.m : tensor<384xf32>
    %cst_741 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_652 = stablehlo.multiply %cst_741, %ds2b3_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.3.gamma.m_new = stablehlo.add %multiply_651, %multiply_652 : tensor<384xf32>
    %multiply_653 = stablehlo.multiply %ds2b3_gamma_gamma_2, %ds2b3_gamma_gamma_2 : tensor<384xf32>
    %cst_742 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_654 = stablehlo.multiply %cst_742, %stages.2.blocks.3.gamma.v : tensor<384xf32>
    %cst_743 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_655 = stablehlo.multiply %cst_743, %multiply_653 : tensor<384xf32>
    %stages.2.blocks.3.gamma.v_new = stablehlo.add %multiply_654, %multiply_655 : tensor<384xf32>
    %bcast_279 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_186 = stablehlo.divide %stages.2.blocks.3.gamma.m_new, %bcast_279 : tensor<384xf32>
    %bcast_280 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_187 = stablehlo.divide %stages.2.blocks.3.gamma.v_new, %bcast_280 : tensor<384xf32>
    %sqrt_93 = stablehlo.sqrt %divide_187 : tensor<384xf32>
    %cst_744 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_93 = stablehlo.add %sqrt_93, %cst_744 : tensor<384xf32>
    %stages.2.blocks.3.gamma.adam = stablehlo.divide %divide_186, %add_93 : tensor<384xf32>
    %cst_745 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_656 = stablehlo.multiply %cst_745, %stages.2.blocks.3.gamma : tensor<384xf32>
    %decayed_93 = stablehlo.add %stages.2.blocks.3.gamma.adam, %multiply_656 : tensor<384xf32>
    %bcast_281 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_657 = stablehlo.multiply %bcast_281, %decayed_93 : tensor<384xf32>
    %stages.2.blocks.3.gamma.new = stablehlo.subtract %stages.2.blocks.3.gamma, %multiply_657 : tensor<384xf32>
    %cst_746 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_658 = stablehlo.multiply %cst_746, %stages.2.blocks.3.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_747 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_659 = stablehlo.multiply %cst_747, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.m_new = stablehlo.add %multiply_658, %multiply_659 : tensor<384x1x7x7xf32>
    %multiply_660 = stablehlo.multiply %ds2b3_dw_w, %ds2b3_dw_w : tensor<384x1x7x7xf32>
    %cst_748 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_661 = stablehlo.multiply %cst_748, %stages.2.blocks.3.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_749 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_662 = stablehlo.multiply %cst_749, %multiply_660 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.v_new = stablehlo.add %multiply_661, %multiply_662 : tensor<384x1x7x7xf32>
    %bcast_282 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_188 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.m_new, %bcast_282 : tensor<384x1x7x7xf32>
    %bcast_283 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_189 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.v_new, %bcast_283 : tensor<384x1x7x7xf32>
    %sqrt_94 = stablehlo.sqrt %divide_189 : tensor<384x1x7x7xf32>
    %cst_750 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_94 = stablehlo.add %sqrt_94, %cst_750 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.adam = stablehlo.divide %divide_188, %add_94 : tensor<384x1x7x7xf32>
    %cst_751 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_663 = stablehlo.multiply %cst_751, %stages.2.blocks.3.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_94 = stablehlo.add %stages.2.blocks.3.conv_dw.weight.adam, %multiply_663 : tensor<384x1x7x7xf32>
    %bcast_284 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_664 = stablehlo.multiply %bcast_284, %decayed_94 : tensor<384x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.weight, %multiply_664 : tensor<384x1x7x7xf32>
    %cst_752 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_665 = stablehlo.multiply %cst_752, %stages.2.blocks.3.conv_dw.bias.m : tensor<384xf32>
    %cst_753 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_666 = stablehlo.multiply %cst_753, %ds2b3_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.m_new = stablehlo.add %multiply_665, %multiply_666 : tensor<384xf32>
    %multiply_667 = stablehlo.multiply %ds2b3_dw_b_2, %ds2b3_dw_b_2 : tensor<384xf32>
    %cst_754 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_668 = stablehlo.multiply %cst_754, %stages.2.blocks.3.conv_dw.bias.v : tensor<384xf32>
    %cst_755 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_669 = stablehlo.multiply %cst_755, %multiply_667 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.v_new = stablehlo.add %multiply_668, %multiply_669 : tensor<384xf32>
    %bcast_285 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_190 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.m_new, %bcast_285 : tensor<384xf32>
    %bcast_286 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_191 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.v_new, %bcast_286 : tensor<384xf32>
    %sqrt_95 = stablehlo.sqrt %divide_191 : tensor<384xf32>
    %cst_756 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_95 = stablehlo.add %sqrt_95, %cst_756 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.adam = stablehlo.divide %divide_190, %add_95 : tensor<384xf32>
    %cst_757 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_670 = stablehlo.multiply %cst_757, %stages.2.blocks.3.conv_dw.bias : tensor<384xf32>
    %decayed_95 = stablehlo.add %stages.2.blocks.3.conv_dw.bias.adam, %multiply_670 : tensor<384xf32>
    %bcast_287 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_671 = stablehlo.multiply %bcast_287, %decayed_95 : tensor<384xf32>
    %stages.2.blocks.3.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.bias, %multiply_671 : tensor<384xf32>
    %cst_758 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_672 = stablehlo.multiply %cst_758, %stages.2.blocks.3.norm.weight.m : tensor<384xf32>
    %cst_759 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_673 = stablehlo.multiply %cst_759, %ds2b3_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.m_new = stablehlo.add %multiply_672, %multiply_673 : tensor<384xf32>
    %multiply_674 = stablehlo.multiply %ds2b3_ln_weight_2, %ds2b3_ln_weight_2 : tensor<384xf32>
    %cst_760 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_675 = stablehlo.multiply %cst_760, %stages.2.blocks.3.norm.weight.v : tensor<384xf32>
    %cst_761 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_676 = stablehlo.multiply %cst_761, %multiply_674 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.v_new = stablehlo.add %multiply_675, %multiply_676 : tensor<384xf32>
    %bcast_288 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_192 = stablehlo.divide %stages.2.blocks.3.norm.weight.m_new, %bcast_288 : tensor<384xf32>
    %bcast_289 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_193 = stablehlo.divide %stages.2.blocks.3.norm.weight.v_new, %bcast_289 : tensor<384xf32>
    %sqrt_96 = stablehlo.sqrt %divide_193 : tensor<384xf32>
    %cst_762 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_96 = stablehlo.add %sqrt_96, %cst_762 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.adam = stablehlo.divide %divide_192, %add_96 : tensor<384xf32>
    %cst_763 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_677 = stablehlo.multiply %cst_763, %stages.2.blocks.3.norm.weight : tensor<384xf32>
    %decayed_96 = stablehlo.add %stages.2.blocks.3.norm.weight.adam, %multiply_677 : tensor<384xf32>
    %bcast_290 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_678 = stablehlo.multiply %bcast_290, %decayed_96 : tensor<384xf32>
    %stages.2.blocks.3.norm.weight.new = stablehlo.subtract %stages.2.blocks.3.norm.weight, %multiply_678 : tensor<384xf32>
    %cst_764 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_679 = stablehlo.multiply %cst_764, %stages.2.blocks.3.norm.bias.m : tensor<384xf32>
    %cst_765 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_680 = stablehlo.multiply %cst_765, %ds2b3_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.m_new = stablehlo.add %multiply_679, %multiply_680 : tensor<384xf32>
    %multiply_681 = stablehlo.multiply %ds2b3_ln_bias_2, %ds2b3_ln_bias_2 : tensor<384xf32>
    %cst_766 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_682 = stablehlo.multiply %cst_766, %stages.2.blocks.3.norm.bias.v : tensor<384xf32>
    %cst_767 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_683 = stablehlo.multiply %cst_767, %multiply_681 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.v_new = stablehlo.add %multiply_682, %multiply_683 : tensor<384xf32>
    %bcast_291 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_194 = stablehlo.divide %stages.2.blocks.3.norm.bias.m_new, %bcast_291 : tensor<384xf32>
    %bcast_292 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_195 = stablehlo.divide %stages.2.blocks.3.norm.bias.v_new, %bcast_292 : tensor<384xf32>
    %sqrt_97 = stablehlo.sqrt %divide_195 : tensor<384xf32>
    %cst_768 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_97 = stablehlo.add %sqrt_97, %cst_768 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.adam = stablehlo.divide %divide_194, %add_97 : tensor<384xf32>
    %cst_769 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_684 = stablehlo.multiply %cst_769, %stages.2.blocks.3.norm.bias : tensor<384xf32>
    %decayed_97 = stablehlo.add %stages.2.blocks.3.norm.bias.adam, %multiply_684 : tensor<384xf32>
    %bcast_293 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_685 = stablehlo.multiply %bcast_293, %decayed_97 : tensor<384xf32>
    %stages.2.blocks.3.norm.bias.new = stablehlo.subtract %stages.2.blocks.3.norm.bias, %multiply_685 : tensor<384xf32>
    %cst_770 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_686 = stablehlo.multiply %cst_770, %stages.2.blocks.3.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_771 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_687 = stablehlo.multiply %cst_771, %ds2b3_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.m_new = stablehlo.add %multiply_686, %multiply_687 : tensor<1536x384xf32>
    %multiply_688 = stablehlo.multiply %ds2b3_fc1_w_6, %ds2b3_fc1_w_6 : tensor<1536x384xf32>
    %cst_772 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_689 = stablehlo.multiply %cst_772, %stages.2.blocks.3.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_773 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_690 = stablehlo.multiply %cst_773, %multiply_688 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.v_new = stablehlo.add %multiply_689, %multiply_690 : tensor<1536x384xf32>
    %bcast_294 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_196 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.m_new, %bcast_294 : tensor<1536x384xf32>
    %bcast_295 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_197 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.v_new, %bcast_295 : tensor<1536x384xf32>
    %sqrt_98 = stablehlo.sqrt %divide_197 : tensor<1536x384xf32>
    %cst_774 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_98 = stablehlo.add %sqrt_98, %cst_774 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.adam = stablehlo.divide %divide_196, %add_98 : tensor<1536x384xf32>
    %cst_775 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_691 = stablehlo.multiply %cst_775, %stages.2.blocks.3.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_98 = stablehlo.add %stages.2.blocks.3.mlp.fc1.weight.adam, %multiply_691 : tensor<1536x384xf32>
    %bcast_296 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_692 = stablehlo.multiply %bcast_296, %decayed_98 : tensor<1536x384xf32>
    %stages.2.blocks.3.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.weight, %multiply_692 : tensor<1536x384xf32>
    %cst_776 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_693 = stablehlo.multiply %cst_776, %stages.2.blocks.3.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_777 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_694 = stablehlo.multiply %cst_777, %ds2b3_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.m_new = stablehlo.add %multiply_693, %multiply_694 : tensor<1536xf32>
    %multiply_695 = stablehlo.multiply %ds2b3_fc1_b_2, %ds2b3_fc1_b_2 : tensor<1536xf32>
    %cst_778 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_696 = stablehlo.multiply %cst_778, %stages.2.blocks.3.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_779 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_697 = stablehlo.multiply %cst_779, %multiply_695 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.v_new = stablehlo.add %multiply_696, %multiply_697 : tensor<1536xf32>
    %bcast_297 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_198 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.m_new, %bcast_297 : tensor<1536xf32>
    %bcast_298 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_199 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.v_new, %bcast_298 : tensor<1536xf32>
    %sqrt_99 = stablehlo.sqrt %divide_199 : tensor<1536xf32>
    %cst_780 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_99 = stablehlo.add %sqrt_99, %cst_780 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.adam = stablehlo.divide %divide_198, %add_99 : tensor<1536xf32>
    %cst_781 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_698 = stablehlo.multiply %cst_781, %stages.2.blocks.3.mlp.fc1.bias : tensor<1536xf32>
    %decayed_99 = stablehlo.add %stages.2.blocks.3.mlp.fc1.bias.adam, %multiply_698 : tensor<1536xf32>
    %bcast_299 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_699 = stablehlo.multiply %bcast_299, %decayed_99 : tensor<1536xf32>
    %stages.2.blocks.3.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.bias, %multiply_699 : tensor<1536xf32>
    %cst_782 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_700 = stablehlo.multiply %cst_782, %stages.2.blocks.3.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_783 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_701 = stablehlo.multiply %cst_783, %ds2b3_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.m_new = stablehlo.add %multiply_700, %multiply_701 : tensor<384x1536xf32>
    %multiply_702 = stablehlo.multiply %ds2b3_fc2_w_6, %ds2b3_fc2_w_6 : tensor<384x1536xf32>
    %cst_784 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_703 = stablehlo.multiply %cst_784, %stages.2.blocks.3.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_785 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_704 = stablehlo.multiply %cst_785, %multiply_702 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.v_new = stablehlo.add %multiply_703, %multiply_704 : tensor<384x1536xf32>
    %bcast_300 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_200 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.m_new, %bcast_300 : tensor<384x1536xf32>
    %bcast_301 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_201 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.v_new, %bcast_301 : tensor<384x1536xf32>
    %sqrt_100 = stablehlo.sqrt %divide_201 : tensor<384x1536xf32>
    %cst_786 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_100 = stablehlo.add %sqrt_100, %cst_786 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.adam = stablehlo.divide %divide_200, %add_100 : tensor<384x1536xf32>
    %cst_787 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_705 = stablehlo.multiply %cst_787, %stages.2.blocks.3.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_100 = stablehlo.add %stages.2.blocks.3.mlp.fc2.weight.adam, %multiply_705 : tensor<384x1536xf32>
    %bcast_302 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_706 = stablehlo.multiply %bcast_302, %decayed_100 : tensor<384x1536xf32>
    %stages.2.blocks.3.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.weight, %multiply_706 : tensor<384x1536xf32>
    %cst_788 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_707 = stablehlo.multiply %cst_788, %stages.2.blocks.3.mlp.fc2.bias.m : tensor<384xf32>
    %cst_789 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_708 = stablehlo.multiply %cst_789, %ds2b3_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.m_new = stablehlo.add %multiply_707, %multiply_708 : tensor<384xf32>
    %multiply_709 = stablehlo.multiply %ds2b3_fc2_b_2, %ds2b3_fc2_b_2 : tensor<384xf32>
    %cst_790 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_710 = stablehlo.multiply %cst_790, %stages.2.blocks.3.mlp.fc2.bias.v : tensor<384xf32>
    %cst_791 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_711 = stablehlo.multiply %cst_791, %multiply_709 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.v_new = stablehlo.add %multiply_710, %multiply_711 : tensor<384xf32>
    %bcast_303 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_202 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.m_new, %bcast_303 : tensor<384xf32>
    %bcast_304 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_203 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.v_new, %bcast_304 : tensor<384xf32>
    %sqrt_101 = stablehlo.sqrt %divide_203 : tensor<384xf32>
    %cst_792 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_101 = stablehlo.add %sqrt_101, %cst_792 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.adam = stablehlo.divide %divide_202, %add_101 : tensor<384xf32>
    %cst_793 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_712 = stablehlo.multiply %cst_793, %stages.2.blocks.3.mlp.fc2.bias : tensor<384xf32>
    %decayed_101 = stablehlo.add %stages.2.blocks.3.mlp.fc2.bias.adam, %multiply_712 : tensor<384xf32>
    %bcast_305 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_713 = stablehlo.multiply %bcast_305, %decayed_101 : tensor<384xf32>
    %stages.2.blocks.3.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.bias, %multiply_713 : tensor<384xf32>
    %cst_794 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_714 = stablehlo.multiply %cst_794, %stages.2.blocks.4.gamma.m : tensor<384xf32>
    %cst_795 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_715 = stablehlo.multiply %cst_795, %ds2b4_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.4.gamma.m_new = stablehlo.add %multiply_714, %multiply_715 : tensor<384xf32>
    %multiply_716 = stablehlo.multiply %ds2b4_gamma_gamma_2, %ds2b4_gamma_gamma_2 : tensor<384xf32>
    %cst_796 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_717 = stablehlo.multiply %cst_796, %stages.2.blocks.4.gamma.v : tensor<384xf32>
    %cst_797 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_718 = stablehlo.multiply %cst_797, %multiply_716 : tensor<384xf32>
    %stages.2.blocks.4.gamma.v_new = stablehlo.add %multiply_717, %multiply_718 : tensor<384xf32>
    %bcast_306 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_204 = stablehlo.divide %stages.2.blocks.4.gamma.m_new, %bcast_306 : tensor<384xf32>
    %bcast_307 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_205 = stablehlo.divide %stages.2.blocks.4.gamma.v_new, %bcast_307 : tensor<384xf32>
    %sqrt_102 = stablehlo.sqrt %divide_205 : tensor<384xf32>
    %cst_798 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_102 = stablehlo.add %sqrt_102, %cst_798 : tensor<384xf32>
    %stages.2.blocks.4.gamma.adam = stablehlo.divide %divide_204, %add_102 : tensor<384xf32>
    %cst_799 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_719 = stablehlo.multiply %cst_799, %stages.2.blocks.4.gamma : tensor<384xf32>
    %decayed_102 = stablehlo.add %stages.2.blocks.4.gamma.adam, %multiply_719 : tensor<384xf32>
    %bcast_308 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_720 = stablehlo.multiply %bcast_308, %decayed_102 : tensor<384xf32>
    %stages.2.blocks.4.gamma.new = stablehlo.subtract %stages.2.blocks.4.gamma, %multiply_720 : tensor<384xf32>
    %cst_800 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_721 = stablehlo.multiply %cst_800, %stages.2.blocks.4.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_801 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_722 = stablehlo.multiply %cst_801, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.m_new = stablehlo.add %multiply_721, %multiply_722 : tensor<384x1x7x7xf32>
    %multiply_723 = stablehlo.multiply %ds2b4_dw_w, %ds2b4_dw_w : tensor<384x1x7x7xf32>
    %cst_802 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_724 = stablehlo.multiply %cst_802, %stages.2.blocks.4.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_803 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_725 = stablehlo.multiply %cst_803, %multiply_723 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.v_new = stablehlo.add %multiply_724, %multiply_725 : tensor<384x1x7x7xf32>
    %bcast_309 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_206 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.m_new, %bcast_309 : tensor<384x1x7x7xf32>
    %bcast_310 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_207 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.v_new, %bcast_310 : tensor<384x1x7x7xf32>
    %sqrt_103 = stablehlo.sqrt %divide_207 : tensor<384x1x7x7xf32>
    %cst_804 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_103 = stablehlo.add %sqrt_103, %cst_804 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.adam = stablehlo.divide %divide_206, %add_103 : tensor<384x1x7x7xf32>
    %cst_805 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_726 = stablehlo.multiply %cst_805, %stages.2.blocks.4.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_103 = stablehlo.add %stages.2.blocks.4.conv_dw.weight.adam, %multiply_726 : tensor<384x1x7x7xf32>
    %bcast_311 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_727 = stablehlo.multiply %bcast_311, %decayed_103 : tensor<384x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.weight, %multiply_727 : tensor<384x1x7x7xf32>
    %cst_806 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_728 = stablehlo.multiply %cst_806, %stages.2.blocks.4.conv_dw.bias.m : tensor<384xf32>
    %cst_807 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_729 = stablehlo.multiply %cst_807, %ds2b4_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.m_new = stablehlo.add %multiply_728, %multiply_729 : tensor<384xf32>
    %multiply_730 = stablehlo.multiply %ds2b4_dw_b_2, %ds2b4_dw_b_2 : tensor<384xf32>
    %cst_808 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_731 = stablehlo.multiply %cst_808, %stages.2.blocks.4.conv_dw.bias.v : tensor<384xf32>
    %cst_809 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_732 = stablehlo.multiply %cst_809, %multiply_730 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.v_new = stablehlo.add %multiply_731, %multiply_732 : tensor<384xf32>
    %bcast_312 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_208 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.m_new, %bcast_312 : tensor<384xf32>
    %bcast_313 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_209 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.v_new, %bcast_313 : tensor<384xf32>
    %sqrt_104 = stablehlo.sqrt %divide_209 : tensor<384xf32>
    %cst_810 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_104 = stablehlo.add %sqrt_104, %cst_810 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.adam = stablehlo.divide %divide_208, %add_104 : tensor<384xf32>
    %cst_811 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_733 = stablehlo.multiply %cst_811, %stages.2.blocks.4.conv_dw.bias : tensor<384xf32>
    %decayed_104 = stablehlo.add %stages.2.blocks.4.conv_dw.bias.adam, %multiply_733 : tensor<384xf32>
    %bcast_314 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_734 = stablehlo.multiply %bcast_314, %decayed_104 : tensor<384xf32>
    %stages.2.blocks.4.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.bias, %multiply_734 : tensor<384xf32>
    %cst_812 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_735 = stablehlo.multiply %cst_812, %stages.2.blocks.4.norm.weight.m : tensor<384xf32>
    %cst_813 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_736 = stablehlo.multiply %cst_813, %ds2b4_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.m_new = stablehlo.add %multiply_735, %multiply_736 : tensor<384xf32>
    %multiply_737 = stablehlo.multiply %ds2b4_ln_weight_2, %ds2b4_ln_weight_2 : tensor<384xf32>
    %cst_814 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_738 = stablehlo.multiply %cst_814, %stages.2.blocks.4.norm.weight.v : tensor<384xf32>
    %cst_815 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_739 = stablehlo.multiply %cst_815, %multiply_737 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.v_new = stablehlo.add %multiply_738, %multiply_739 : tensor<384xf32>
    %bcast_315 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_210 = stablehlo.divide %stages.2.blocks.4.norm.weight.m_new, %bcast_315 : tensor<384xf32>
    %bcast_316 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_211 = stablehlo.divide %stages.2.blocks.4.norm.weight.v_new, %bcast_316 : tensor<384xf32>
    %sqrt_105 = stablehlo.sqrt %divide_211 : tensor<384xf32>
    %cst_816 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_105 = stablehlo.add %sqrt_105, %cst_816 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.adam = stablehlo.divide %divide_210, %add_105 : tensor<384xf32>
    %cst_817 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_740 = stablehlo.multiply %cst_817, %stages.2.blocks.4.norm.weight : tensor<384xf32>
    %decayed_105 = stablehlo.add %stages.2.blocks.4.norm.weight.adam, %multiply_740 : tensor<384xf32>
    %bcast_317 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_741 = stablehlo.multiply %bcast_317, %decayed_105 : tensor<384xf32>
    %stages.2.blocks.4.norm.weight.new = stablehlo.subtract %stages.2.blocks.4.norm.weight, %multiply_741 : tensor<384xf32>
    %cst_818 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_742 = stablehlo.multiply %cst_818, %stages.2.blocks.4.norm.bias.m : tensor<384xf32>
    %cst_819 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_743 = stablehlo.multiply %cst_819, %ds2b4_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.m_new = stablehlo.add %multiply_742, %multiply_743 : tensor<384xf32>
    %multiply_744 = stablehlo.multiply %ds2b4_ln_bias_2, %ds2b4_ln_bias_2 : tensor<384xf32>
    %cst_820 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_745 = stablehlo.multiply %cst_820, %stages.2.blocks.4.norm.bias.v : tensor<384xf32>
    %cst_821 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_746 = stablehlo.multiply %cst_821, %multiply_744 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.v_new = stablehlo.add %multiply_745, %multiply_746 : tensor<384xf32>
    %bcast_318 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_212 = stablehlo.divide %stages.2.blocks.4.norm.bias.m_new, %bcast_318 : tensor<384xf32>
    %bcast_319 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_213 = stablehlo.divide %stages.2.blocks.4.norm.bias.v_new, %bcast_319 : tensor<384xf32>
    %sqrt_106 = stablehlo.sqrt %divide_213 : tensor<384xf32>
    %cst_822 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_106 = stablehlo.add %sqrt_106, %cst_822 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.adam = stablehlo.divide %divide_212, %add_106 : tensor<384xf32>
    %cst_823 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_747 = stablehlo.multiply %cst_823, %stages.2.blocks.4.norm.bias : tensor<384xf32>
    %decayed_106 = stablehlo.add %stages.2.blocks.4.norm.bias.adam, %multiply_747 : tensor<384xf32>
    %bcast_320 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_748 = stablehlo.multiply %bcast_320, %decayed_106 : tensor<384xf32>
    %stages.2.blocks.4.norm.bias.new = stablehlo.subtract %stages.2.blocks.4.norm.bias, %multiply_748 : tensor<384xf32>
    %cst_824 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_749 = stablehlo.multiply %cst_824, %stages.2.blocks.4.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_825 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_750 = stablehlo.multiply %cst_825, %ds2b4_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.m_new = stablehlo.add %multiply_749, %multiply_750 : tensor<1536x384xf32>
    %multiply_751 = stablehlo.multiply %ds2b4_fc1_w_6, %ds2b4_fc1_w_6 : tensor<1536x384xf32>
    %cst_826 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_752 = stablehlo.multiply %cst_826, %stages.2.blocks.4.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_827 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_753 = stablehlo.multiply %cst_827, %multiply_751 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.v_new = stablehlo.add %multiply_752, %multiply_753 : tensor<1536x384xf32>
    %bcast_321 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_214 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.m_new, %bcast_321 : tensor<1536x384xf32>
    %bcast_322 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_215 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.v_new, %bcast_322 : tensor<1536x384xf32>
    %sqrt_107 = stablehlo.sqrt %divide_215 : tensor<1536x384xf32>
    %cst_828 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_107 = stablehlo.add %sqrt_107, %cst_828 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.adam = stablehlo.divide %divide_214, %add_107 : tensor<1536x384xf32>
    %cst_829 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_754 = stablehlo.multiply %cst_829, %stages.2.blocks.4.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_107 = stablehlo.add %stages.2.blocks.4.mlp.fc1.weight.adam, %multiply_754 : tensor<1536x384xf32>
    %bcast_323 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_755 = stablehlo.multiply %bcast_323, %decayed_107 : tensor<1536x384xf32>
    %stages.2.blocks.4.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.weight, %multiply_755 : tensor<1536x384xf32>
    %cst_830 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_756 = stablehlo.multiply %cst_830, %stages.2.blocks.4.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_831 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_757 = stablehlo.multiply %cst_831, %ds2b4_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.m_new = stablehlo.add %multiply_756, %multiply_757 : tensor<1536xf32>
    %multiply_758 = stablehlo.multiply %ds2b4_fc1_b_2, %ds2b4_fc1_b_2 : tensor<1536xf32>
    %cst_832 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_759 = stablehlo.multiply %cst_832, %stages.2.blocks.4.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_833 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_760 = stablehlo.multiply %cst_833, %multiply_758 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.v_new = stablehlo.add %multiply_759, %multiply_760 : tensor<1536xf32>
    %bcast_324 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_216 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.m_new, %bcast_324 : tensor<1536xf32>
    %bcast_325 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_217 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.v_new, %bcast_325 : tensor<1536xf32>
    %sqrt_108 = stablehlo.sqrt %divide_217 : tensor<1536xf32>
    %cst_834 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_108 = stablehlo.add %sqrt_108, %cst_834 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.adam = stablehlo.divide %divide_216, %add_108 : tensor<1536xf32>
    %cst_835 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_761 = stablehlo.multiply %cst_835, %stages.2.blocks.4.mlp.fc1.bias : tensor<1536xf32>
    %decayed_108 = stablehlo.add %stages.2.blocks.4.mlp.fc1.bias.adam, %multiply_761 : tensor<1536xf32>
    %bcast_326 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_762 = stablehlo.multiply %bcast_326, %decayed_108 : tensor<1536xf32>
    %stages.2.blocks.4.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.bias, %multiply_762 : tensor<1536xf32>
    %cst_836 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_763 = stablehlo.multiply %cst_836, %stages.2.blocks.4.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_837 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_764 = stablehlo.multiply %cst_837, %ds2b4_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.m_new = stablehlo.add %multiply_763, %multiply_764 : tensor<384x1536xf32>
    %multiply_765 = stablehlo.multiply %ds2b4_fc2_w_6, %ds2b4_fc2_w_6 : tensor<384x1536xf32>
    %cst_838 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_766 = stablehlo.multiply %cst_838, %stages.2.blocks.4.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_839 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_767 = stablehlo.multiply %cst_839, %multiply_765 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.v_new = stablehlo.add %multiply_766, %multiply_767 : tensor<384x1536xf32>
    %bcast_327 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_218 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.m_new, %bcast_327 : tensor<384x1536xf32>
    %bcast_328 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_219 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.v_new, %bcast_328 : tensor<384x1536xf32>
    %sqrt_109 = stablehlo.sqrt %divide_219 : tensor<384x1536xf32>
    %cst_840 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_109 = stablehlo.add %sqrt_109, %cst_840 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.adam = stablehlo.divide %divide_218, %add_109 : tensor<384x1536xf32>
    %cst_841 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_768 = stablehlo.multiply %cst_841, %stages.2.blocks.4.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_109 = stablehlo.add %stages.2.blocks.4.mlp.fc2.weight.adam, %multiply_768 : tensor<384x1536xf32>
    %bcast_329 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_769 = stablehlo.multiply %bcast_329, %decayed_109 : tensor<384x1536xf32>
    %stages.2.blocks.4.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.weight, %multiply_769 : tensor<384x1536xf32>
    %cst_842 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_770 = stablehlo.multiply %cst_842, %stages.2.blocks.4.mlp.fc2.bias.m : tensor<384xf32>
    %cst_843 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_771 = stablehlo.multiply %cst_843, %ds2b4_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.m_new = stablehlo.add %multiply_770, %multiply_771 : tensor<384xf32>
    %multiply_772 = stablehlo.multiply %ds2b4_fc2_b_2, %ds2b4_fc2_b_2 : tensor<384xf32>
    %cst_844 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_773 = stablehlo.multiply %cst_844, %stages.2.blocks.4.mlp.fc2.bias.v : tensor<384xf32>
    %cst_845 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_774 = stablehlo.multiply %cst_845, %multiply_772 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.v_new = stablehlo.add %multiply_773, %multiply_774 : tensor<384xf32>
    %bcast_330 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_220 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.m_new, %bcast_330 : tensor<384xf32>
    %bcast_331 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_221 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.v_new, %bcast_331 : tensor<384xf32>
    %sqrt_110 = stablehlo.sqrt %divide_221 : tensor<384xf32>
    %cst_846 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_110 = stablehlo.add %sqrt_110, %cst_846 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.adam = stablehlo.divide %divide_220, %add_110 : tensor<384xf32>
    %cst_847 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_775 = stablehlo.multiply %cst_847, %stages.2.blocks.4.mlp.fc2.bias : tensor<384xf32>
    %decayed_110 = stablehlo.add %stages.2.blocks.4.mlp.fc2.bias.adam, %multiply_775 : tensor<384xf32>
    %bcast_332 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_776 = stablehlo.multiply %bcast_332, %decayed_110 : tensor<384xf32>
    %stages.2.blocks.4.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.bias, %multiply_776 : tensor<384xf32>
    %cst_848 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_777 = stablehlo.multiply %cst_848, %stages.2.blocks.5.gamma.m : tensor<384xf32>
    %cst_849 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_778 = stablehlo.multiply %cst_849, %ds2b5_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.5.gamma.m_new = stablehlo.add %multiply_777, %multiply_778 : tensor<384xf32>
    %multiply_779 = stablehlo.multiply %ds2b5_gamma_gamma_2, %ds2b5_gamma_gamma_2 : tensor<384xf32>
    %cst_850 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_780 = stablehlo.multiply %cst_850, %stages.2.blocks.5.gamma.v : tensor<384xf32>
    %cst_851 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_781 = stablehlo.multiply %cst_851, %multiply_779 : tensor<384xf32>
    %stages.2.blocks.5.gamma.v_new = stablehlo.add %multiply_780, %multiply_781 : tensor<384xf32>
    %bcast_333 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_222 = stablehlo.divide %stages.2.blocks.5.gamma.m_new, %bcast_333 : tensor<384xf32>
    %bcast_334 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_223 = stablehlo.divide %stages.2.blocks.5.gamma.v_new, %bcast_334 : tensor<384xf32>
    %sqrt_111 = stablehlo.sqrt %divide_223 : tensor<384xf32>
    %cst_852 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_111 = stablehlo.add %sqrt_111, %cst_852 : tensor<384xf32>
    %stages.2.blocks.5.gamma.adam = stablehlo.divide %divide_222, %add_111 : tensor<384xf32>
    %cst_853 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_782 = stablehlo.multiply %cst_853, %stages.2.blocks.5.gamma : tensor<384xf32>
    %decayed_111 = stablehlo.add %stages.2.blocks.5.gamma.adam, %multiply_782 : tensor<384xf32>
    %bcast_335 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_783 = stablehlo.multiply %bcast_335, %decayed_111 : tensor<384xf32>
    %stages.2.blocks.5.gamma.new = stablehlo.subtract %stages.2.blocks.5.gamma, %multiply_783 : tensor<384xf32>
    %cst_854 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_784 = stablehlo.multiply %cst_854, %stages.2.blocks.5.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_855 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_785 = stablehlo.multiply %cst_855, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.m_new = stablehlo.add %multiply_784, %multiply_785 : tensor<384x1x7x7xf32>
    %multiply_786 = stablehlo.multiply %ds2b5_dw_w, %ds2b5_dw_w : tensor<384x1x7x7xf32>
    %cst_856 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_787 = stablehlo.multiply %cst_856, %stages.2.blocks.5.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_857 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_788 = stablehlo.multiply %cst_857, %multiply_786 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.v_new = stablehlo.add %multiply_787, %multiply_788 : tensor<384x1x7x7xf32>
    %bcast_336 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_224 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.m_new, %bcast_336 : tensor<384x1x7x7xf32>
    %bcast_337 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_225 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.v_new, %bcast_337 : tensor<384x1x7x7xf32>
    %sqrt_112 = stablehlo.sqrt %divide_225 : tensor<384x1x7x7xf32>
    %cst_858 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_112 = stablehlo.add %sqrt_112, %cst_858 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.adam = stablehlo.divide %divide_224, %add_112 : tensor<384x1x7x7xf32>
    %cst_859 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_789 = stablehlo.multiply %cst_859, %stages.2.blocks.5.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_112 = stablehlo.add %stages.2.blocks.5.conv_dw.weight.adam, %multiply_789 : tensor<384x1x7x7xf32>
    %bcast_338 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_790 = stablehlo.multiply %bcast_338, %decayed_112 : tensor<384x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.weight, %multiply_790 : tensor<384x1x7x7xf32>
    %cst_860 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_791 = stablehlo.multiply %cst_860, %stages.2.blocks.5.conv_dw.bias.m : tensor<384xf32>
    %cst_861 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_792 = stablehlo.multiply %cst_861, %ds2b5_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.m_new = stablehlo.add %multiply_791, %multiply_792 : tensor<384xf32>
    %multiply_793 = stablehlo.multiply %ds2b5_dw_b_2, %ds2b5_dw_b_2 : tensor<384xf32>
    %cst_862 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_794 = stablehlo.multiply %cst_862, %stages.2.blocks.5.conv_dw.bias.v : tensor<384xf32>
    %cst_863 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_795 = stablehlo.multiply %cst_863, %multiply_793 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.v_new = stablehlo.add %multiply_794, %multiply_795 : tensor<384xf32>
    %bcast_339 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_226 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.m_new, %bcast_339 : tensor<384xf32>
    %bcast_340 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_227 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.v_new, %bcast_340 : tensor<384xf32>
    %sqrt_113 = stablehlo.sqrt %divide_227 : tensor<384xf32>
    %cst_864 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_113 = stablehlo.add %sqrt_113, %cst_864 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.adam = stablehlo.divide %divide_226, %add_113 : tensor<384xf32>
    %cst_865 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_796 = stablehlo.multiply %cst_865, %stages.2.blocks.5.conv_dw.bias : tensor<384xf32>
    %decayed_113 = stablehlo.add %stages.2.blocks.5.conv_dw.bias.adam, %multiply_796 : tensor<384xf32>
    %bcast_341 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_797 = stablehlo.multiply %bcast_341, %decayed_113 : tensor<384xf32>
    %stages.2.blocks.5.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.bias, %multiply_797 : tensor<384xf32>
    %cst_866 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_798 = stablehlo.multiply %cst_866, %stages.2.blocks.5.norm.weight.m : tensor<384xf32>
    %cst_867 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_799 = stablehlo.multiply %cst_867, %ds2b5_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.m_new = stablehlo.add %multiply_798, %multiply_799 : tensor<384xf32>
    %multiply_800 = stablehlo.multiply %ds2b5_ln_weight_2, %ds2b5_ln_weight_2 : tensor<384xf32>
    %cst_868 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_801 = stablehlo.multiply %cst_868, %stages.2.blocks.5.norm.weight.v : tensor<384xf32>
    %cst_869 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_802 = stablehlo.multiply %cst_869, %multiply_800 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.v_new = stablehlo.add %multiply_801, %multiply_802 : tensor<384xf32>
    %bcast_342 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_228 = stablehlo.divide %stages.2.blocks.5.norm.weight.m_new, %bcast_342 : tensor<384xf32>
    %bcast_343 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_229 = stablehlo.divide %stages.2.blocks.5.norm.weight.v_new, %bcast_343 : tensor<384xf32>
    %sqrt_114 = stablehlo.sqrt %divide_229 : tensor<384xf32>
    %cst_870 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_114 = stablehlo.add %sqrt_114, %cst_870 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.adam = stablehlo.divide %divide_228, %add_114 : tensor<384xf32>
    %cst_871 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_803 = stablehlo.multiply %cst_871, %stages.2.blocks.5.norm.weight : tensor<384xf32>
    %decayed_114 = stablehlo.add %stages.2.blocks.5.norm.weight.adam, %multiply_803 : tensor<384xf32>
    %bcast_344 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_804 = stablehlo.multiply %bcast_344, %decayed_114 : tensor<384xf32>
    %stages.2.blocks.5.norm.weight.new = stablehlo.subtract %stages.2.blocks.5.norm.weight, %multiply_804 : tensor<384xf32>
    %cst_872 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_805 = stablehlo.multiply %cst_872, %stages.2.blocks.5.norm.bias.m : tensor<384xf32>
    %cst_873 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_806 = stablehlo.multiply %cst_873, %ds2b5_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.m_new = stablehlo.add %multiply_805, %multiply_806 : tensor<384xf32>
    %multiply_807 = stablehlo.multiply %ds2b5_ln_bias_2, %ds2b5_ln_bias_2 : tensor<384xf32>
    %cst_874 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_808 = stablehlo.multiply %cst_874, %stages.2.blocks.5.norm.bias.v : tensor<384xf32>
    %cst_875 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_809 = stablehlo.multiply %cst_875, %multiply_807 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.v_new = stablehlo.add %multiply_808, %multiply_809 : tensor<384xf32>
    %bcast_345 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_230 = stablehlo.divide %stages.2.blocks.5.norm.bias.m_new, %bcast_345 : tensor<384xf32>
    %bcast_346 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_231 = stablehlo.divide %stages.2.blocks.5.norm.bias.v_new, %bcast_346 : tensor<384xf32>
    %sqrt_115 = stablehlo.sqrt %divide_231 : tensor<384xf32>
    %cst_876 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_115 = stablehlo.add %sqrt_115, %cst_876 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.adam = stablehlo.divide %divide_230, %add_115 : tensor<384xf32>
    %cst_877 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_810 = stablehlo.multiply %cst_877, %stages.2.blocks.5.norm.bias : tensor<384xf32>
    %decayed_115 = stablehlo.add %stages.2.blocks.5.norm.bias.adam, %multiply_810 : tensor<384xf32>
    %bcast_347 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_811 = stablehlo.multiply %bcast_347, %decayed_115 : tensor<384xf32>
    %stages.2.blocks.5.norm.bias.new = stablehlo.subtract %stages.2.blocks.5.norm.bias, %multiply_811 : tensor<384xf32>
    %cst_878 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_812 = stablehlo.multiply %cst_878, %stages.2.blocks.5.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_879 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_813 = stablehlo.multiply %cst_879, %ds2b5_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.m_new = stablehlo.add %multiply_812, %multiply_813 : tensor<1536x384xf32>
    %multiply_814 = stablehlo.multiply %ds2b5_fc1_w_6, %ds2b5_fc1_w_6 : tensor<1536x384xf32>
    %cst_880 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_815 = stablehlo.multiply %cst_880, %stages.2.blocks.5.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_881 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_816 = stablehlo.multiply %cst_881, %multiply_814 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.v_new = stablehlo.add %multiply_815, %multiply_816 : tensor<1536x384xf32>
    %bcast_348 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_232 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.m_new, %bcast_348 : tensor<1536x384xf32>
    %bcast_349 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_233 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.v_new, %bcast_349 : tensor<1536x384xf32>
    %sqrt_116 = stablehlo.sqrt %divide_233 : tensor<1536x384xf32>
    %cst_882 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_116 = stablehlo.add %sqrt_116, %cst_882 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.adam = stablehlo.divide %divide_232, %add_116 : tensor<1536x384xf32>
    %cst_883 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_817 = stablehlo.multiply %cst_883, %stages.2.blocks.5.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_116 = stablehlo.add %stages.2.blocks.5.mlp.fc1.weight.adam, %multiply_817 : tensor<1536x384xf32>
    %bcast_350 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_818 = stablehlo.multiply %bcast_350, %decayed_116 : tensor<1536x384xf32>
    %stages.2.blocks.5.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.weight, %multiply_818 : tensor<1536x384xf32>
    %cst_884 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_819 = stablehlo.multiply %cst_884, %stages.2.blocks.5.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_885 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_820 = stablehlo.multiply %cst_885, %ds2b5_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.m_new = stablehlo.add %multiply_819, %multiply_820 : tensor<1536xf32>
    %multiply_821 = stablehlo.multiply %ds2b5_fc1_b_2, %ds2b5_fc1_b_2 : tensor<1536xf32>
    %cst_886 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_822 = stablehlo.multiply %cst_886, %stages.2.blocks.5.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_887 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_823 = stablehlo.multiply %cst_887, %multiply_821 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.v_new = stablehlo.add %multiply_822, %multiply_823 : tensor<1536xf32>
    %bcast_351 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_234 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.m_new, %bcast_351 : tensor<1536xf32>
    %bcast_352 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_235 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.v_new, %bcast_352 : tensor<1536xf32>
    %sqrt_117 = stablehlo.sqrt %divide_235 : tensor<1536xf32>
    %cst_888 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_117 = stablehlo.add %sqrt_117, %cst_888 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.adam = stablehlo.divide %divide_234, %add_117 : tensor<1536xf32>
    %cst_889 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_824 = stablehlo.multiply %cst_889, %stages.2.blocks.5.mlp.fc1.bias : tensor<1536xf32>
    %decayed_117 = stablehlo.add %stages.2.blocks.5.mlp.fc1.bias.adam, %multiply_824 : tensor<1536xf32>
    %bcast_353 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_825 = stablehlo.multiply %bcast_353, %decayed_117 : tensor<1536xf32>
    %stages.2.blocks.5.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.bias, %multiply_825 : tensor<1536xf32>
    %cst_890 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_826 = stablehlo.multiply %cst_890, %stages.2.blocks.5.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_891 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_827 = stablehlo.multiply %cst_891, %ds2b5_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.m_new = stablehlo.add %multiply_826, %multiply_827 : tensor<384x1536xf32>
    %multiply_828 = stablehlo.multiply %ds2b5_fc2_w_6, %ds2b5_fc2_w_6 : tensor<384x1536xf32>
    %cst_892 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_829 = stablehlo.multiply %cst_892, %stages.2.blocks.5.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_893 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_830 = stablehlo.multiply %cst_893, %multiply_828 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.v_new = stablehlo.add %multiply_829, %multiply_830 : tensor<384x1536xf32>
    %bcast_354 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_236 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.m_new, %bcast_354 : tensor<384x1536xf32>
    %bcast_355 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_237 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.v_new, %bcast_355 : tensor<384x1536xf32>
    %sqrt_118 = stablehlo.sqrt %divide_237 : tensor<384x1536xf32>
    %cst_894 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_118 = stablehlo.add %sqrt_118, %cst_894 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.adam = stablehlo.divide %divide_236, %add_118 : tensor<384x1536xf32>
    %cst_895 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_831 = stablehlo.multiply %cst_895, %stages.2.blocks.5.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_118 = stablehlo.add %stages.2.blocks.5.mlp.fc2.weight.adam, %multiply_831 : tensor<384x1536xf32>
    %bcast_356 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_832 = stablehlo.multiply %bcast_356, %decayed_118 : tensor<384x1536xf32>
    %stages.2.blocks.5.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.weight, %multiply_832 : tensor<384x1536xf32>
    %cst_896 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_833 = stablehlo.multiply %cst_896, %stages.2.blocks.5.mlp.fc2.bias.m : tensor<384xf32>
    %cst_897 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_834 = stablehlo.multiply %cst_897, %ds2b5_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.m_new = stablehlo.add %multiply_833, %multiply_834 : tensor<384xf32>
    %multiply_835 = stablehlo.multiply %ds2b5_fc2_b_2, %ds2b5_fc2_b_2 : tensor<384xf32>
    %cst_898 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_836 = stablehlo.multiply %cst_898, %stages.2.blocks.5.mlp.fc2.bias.v : tensor<384xf32>
    %cst_899 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_837 = stablehlo.multiply %cst_899, %multiply_835 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.v_new = stablehlo.add %multiply_836, %multiply_837 : tensor<384xf32>
    %bcast_357 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_238 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.m_new, %bcast_357 : tensor<384xf32>
    %bcast_358 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_239 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.v_new, %bcast_358 : tensor<384xf32>
    %sqrt_119 = stablehlo.sqrt %divide_239 : tensor<384xf32>
    %cst_900 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_119 = stablehlo.add %sqrt_119, %cst_900 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.adam = stablehlo.divide %divide_238, %add_119 : tensor<384xf32>
    %cst_901 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_838 = stablehlo.multiply %cst_901, %stages.2.blocks.5.mlp.fc2.bias : tensor<384xf32>
    %decayed_119 = stablehlo.add %stages.2.blocks.5.mlp.fc2.bias.adam, %multiply_838 : tensor<384xf32>
    %bcast_359 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_839 = stablehlo.multiply %bcast_359, %decayed_119 : tensor<384xf32>
    %stages.2.blocks.5.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.bias, %multiply_839 : tensor<384xf32>
    %cst_902 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_840 = stablehlo.multiply %cst_902, %stages.2.blocks.6.gamma.m : tensor<384xf32>
    %cst_903 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_841 = stablehlo.multiply %cst_903, %ds2b6_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.6.gamma.m_new = stablehlo.add %multiply_840, %multiply_841 : tensor<384xf32>
    %multiply_842 = stablehlo.multiply %ds2b6_gamma_gamma_2, %ds2b6_gamma_gamma_2 : tensor<384xf32>
    %cst_904 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_843 = stablehlo.multiply %cst_904, %stages.2.blocks.6.gamma.v : tensor<384xf32>
    %cst_905 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_844 = stablehlo.multiply %cst_905, %multiply_842 : tensor<384xf32>
    %stages.2.blocks.6.gamma.v_new = stablehlo.add %multiply_843, %multiply_844 : tensor<384xf32>
    %bcast_360 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_240 = stablehlo.divide %stages.2.blocks.6.gamma.m_new, %bcast_360 : tensor<384xf32>
    %bcast_361 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_241 = stablehlo.divide %stages.2.blocks.6.gamma.v_new, %bcast_361 : tensor<384xf32>
    %sqrt_120 = stablehlo.sqrt %divide_241 : tensor<384xf32>
    %cst_906 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_120 = stablehlo.add %sqrt_120, %cst_906 : tensor<384xf32>
    %stages.2.blocks.6.gamma.adam = stablehlo.divide %divide_240, %add_120 : tensor<384xf32>
    %cst_907 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_845 = stablehlo.multiply %cst_907, %stages.2.blocks.6.gamma : tensor<384xf32>
    %decayed_120 = stablehlo.add %stages.2.blocks.6.gamma.adam, %multiply_845 : tensor<384xf32>
    %bcast_362 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_846 = stablehlo.multiply %bcast_362, %decayed_120 : tensor<384xf32>
    %stages.2.blocks.6.gamma.new = stablehlo.subtract %stages.2.blocks.6.gamma, %multiply_846 : tensor<384xf32>
    %cst_908 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_847 = stablehlo.multiply %cst_908, %stages.2.blocks.6.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_909 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_848 = stablehlo.multiply %cst_909, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.m_new = stablehlo.add %multiply_847, %multiply_848 : tensor<384x1x7x7xf32>
    %multiply_849 = stablehlo.multiply %ds2b6_dw_w, %ds2b6_dw_w : tensor<384x1x7x7xf32>
    %cst_910 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_850 = stablehlo.multiply %cst_910, %stages.2.blocks.6.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_911 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_851 = stablehlo.multiply %cst_911, %multiply_849 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.v_new = stablehlo.add %multiply_850, %multiply_851 : tensor<384x1x7x7xf32>
    %bcast_363 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_242 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.m_new, %bcast_363 : tensor<384x1x7x7xf32>
    %bcast_364 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_243 = stablehlo.divide %stages.2.blocks.6.conv_dw.weight.v_new, %bcast_364 : tensor<384x1x7x7xf32>
    %sqrt_121 = stablehlo.sqrt %divide_243 : tensor<384x1x7x7xf32>
    %cst_912 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_121 = stablehlo.add %sqrt_121, %cst_912 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.adam = stablehlo.divide %divide_242, %add_121 : tensor<384x1x7x7xf32>
    %cst_913 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_852 = stablehlo.multiply %cst_913, %stages.2.blocks.6.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_121 = stablehlo.add %stages.2.blocks.6.conv_dw.weight.adam, %multiply_852 : tensor<384x1x7x7xf32>
    %bcast_365 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_853 = stablehlo.multiply %bcast_365, %decayed_121 : tensor<384x1x7x7xf32>
    %stages.2.blocks.6.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.weight, %multiply_853 : tensor<384x1x7x7xf32>
    %cst_914 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_854 = stablehlo.multiply %cst_914, %stages.2.blocks.6.conv_dw.bias.m : tensor<384xf32>
    %cst_915 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_855 = stablehlo.multiply %cst_915, %ds2b6_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.m_new = stablehlo.add %multiply_854, %multiply_855 : tensor<384xf32>
    %multiply_856 = stablehlo.multiply %ds2b6_dw_b_2, %ds2b6_dw_b_2 : tensor<384xf32>
    %cst_916 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_857 = stablehlo.multiply %cst_916, %stages.2.blocks.6.conv_dw.bias.v : tensor<384xf32>
    %cst_917 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_858 = stablehlo.multiply %cst_917, %multiply_856 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.v_new = stablehlo.add %multiply_857, %multiply_858 : tensor<384xf32>
    %bcast_366 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_244 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.m_new, %bcast_366 : tensor<384xf32>
    %bcast_367 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_245 = stablehlo.divide %stages.2.blocks.6.conv_dw.bias.v_new, %bcast_367 : tensor<384xf32>
    %sqrt_122 = stablehlo.sqrt %divide_245 : tensor<384xf32>
    %cst_918 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_122 = stablehlo.add %sqrt_122, %cst_918 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.adam = stablehlo.divide %divide_244, %add_122 : tensor<384xf32>
    %cst_919 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_859 = stablehlo.multiply %cst_919, %stages.2.blocks.6.conv_dw.bias : tensor<384xf32>
    %decayed_122 = stablehlo.add %stages.2.blocks.6.conv_dw.bias.adam, %multiply_859 : tensor<384xf32>
    %bcast_368 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_860 = stablehlo.multiply %bcast_368, %decayed_122 : tensor<384xf32>
    %stages.2.blocks.6.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.6.conv_dw.bias, %multiply_860 : tensor<384xf32>
    %cst_920 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_861 = stablehlo.multiply %cst_920, %stages.2.blocks.6.norm.weight.m : tensor<384xf32>
    %cst_921 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_862 = stablehlo.multiply %cst_921, %ds2b6_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.m_new = stablehlo.add %multiply_861, %multiply_862 : tensor<384xf32>
    %multiply_863 = stablehlo.multiply %ds2b6_ln_weight_2, %ds2b6_ln_weight_2 : tensor<384xf32>
    %cst_922 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_864 = stablehlo.multiply %cst_922, %stages.2.blocks.6.norm.weight.v : tensor<384xf32>
    %cst_923 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_865 = stablehlo.multiply %cst_923, %multiply_863 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.v_new = stablehlo.add %multiply_864, %multiply_865 : tensor<384xf32>
    %bcast_369 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_246 = stablehlo.divide %stages.2.blocks.6.norm.weight.m_new, %bcast_369 : tensor<384xf32>
    %bcast_370 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_247 = stablehlo.divide %stages.2.blocks.6.norm.weight.v_new, %bcast_370 : tensor<384xf32>
    %sqrt_123 = stablehlo.sqrt %divide_247 : tensor<384xf32>
    %cst_924 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_123 = stablehlo.add %sqrt_123, %cst_924 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.adam = stablehlo.divide %divide_246, %add_123 : tensor<384xf32>
    %cst_925 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_866 = stablehlo.multiply %cst_925, %stages.2.blocks.6.norm.weight : tensor<384xf32>
    %decayed_123 = stablehlo.add %stages.2.blocks.6.norm.weight.adam, %multiply_866 : tensor<384xf32>
    %bcast_371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_867 = stablehlo.multiply %bcast_371, %decayed_123 : tensor<384xf32>
    %stages.2.blocks.6.norm.weight.new = stablehlo.subtract %stages.2.blocks.6.norm.weight, %multiply_867 : tensor<384xf32>
    %cst_926 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_868 = stablehlo.multiply %cst_926, %stages.2.blocks.6.norm.bias.m : tensor<384xf32>
    %cst_927 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_869 = stablehlo.multiply %cst_927, %ds2b6_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.m_new = stablehlo.add %multiply_868, %multiply_869 : tensor<384xf32>
    %multiply_870 = stablehlo.multiply %ds2b6_ln_bias_2, %ds2b6_ln_bias_2 : tensor<384xf32>
    %cst_928 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_871 = stablehlo.multiply %cst_928, %stages.2.blocks.6.norm.bias.v : tensor<384xf32>
    %cst_929 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_872 = stablehlo.multiply %cst_929, %multiply_870 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.v_new = stablehlo.add %multiply_871, %multiply_872 : tensor<384xf32>
    %bcast_372 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_248 = stablehlo.divide %stages.2.blocks.6.norm.bias.m_new, %bcast_372 : tensor<384xf32>
    %bcast_373 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_249 = stablehlo.divide %stages.2.blocks.6.norm.bias.v_new, %bcast_373 : tensor<384xf32>
    %sqrt_124 = stablehlo.sqrt %divide_249 : tensor<384xf32>
    %cst_930 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_124 = stablehlo.add %sqrt_124, %cst_930 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.adam = stablehlo.divide %divide_248, %add_124 : tensor<384xf32>
    %cst_931 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_873 = stablehlo.multiply %cst_931, %stages.2.blocks.6.norm.bias : tensor<384xf32>
    %decayed_124 = stablehlo.add %stages.2.blocks.6.norm.bias.adam, %multiply_873 : tensor<384xf32>
    %bcast_374 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_874 = stablehlo.multiply %bcast_374, %decayed_124 : tensor<384xf32>
    %stages.2.blocks.6.norm.bias.new = stablehlo.subtract %stages.2.blocks.6.norm.bias, %multiply_874 : tensor<384xf32>
    %cst_932 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_875 = stablehlo.multiply %cst_932, %stages.2.blocks.6.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_933 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_876 = stablehlo.multiply %cst_933, %ds2b6_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.m_new = stablehlo.add %multiply_875, %multiply_876 : tensor<1536x384xf32>
    %multiply_877 = stablehlo.multiply %ds2b6_fc1_w_6, %ds2b6_fc1_w_6 : tensor<1536x384xf32>
    %cst_934 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_878 = stablehlo.multiply %cst_934, %stages.2.blocks.6.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_935 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_879 = stablehlo.multiply %cst_935, %multiply_877 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.v_new = stablehlo.add %multiply_878, %multiply_879 : tensor<1536x384xf32>
    %bcast_375 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_250 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.m_new, %bcast_375 : tensor<1536x384xf32>
    %bcast_376 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_251 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.weight.v_new, %bcast_376 : tensor<1536x384xf32>
    %sqrt_125 = stablehlo.sqrt %divide_251 : tensor<1536x384xf32>
    %cst_936 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_125 = stablehlo.add %sqrt_125, %cst_936 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.adam = stablehlo.divide %divide_250, %add_125 : tensor<1536x384xf32>
    %cst_937 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_880 = stablehlo.multiply %cst_937, %stages.2.blocks.6.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_125 = stablehlo.add %stages.2.blocks.6.mlp.fc1.weight.adam, %multiply_880 : tensor<1536x384xf32>
    %bcast_377 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_881 = stablehlo.multiply %bcast_377, %decayed_125 : tensor<1536x384xf32>
    %stages.2.blocks.6.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.weight, %multiply_881 : tensor<1536x384xf32>
    %cst_938 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_882 = stablehlo.multiply %cst_938, %stages.2.blocks.6.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_939 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_883 = stablehlo.multiply %cst_939, %ds2b6_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.m_new = stablehlo.add %multiply_882, %multiply_883 : tensor<1536xf32>
    %multiply_884 = stablehlo.multiply %ds2b6_fc1_b_2, %ds2b6_fc1_b_2 : tensor<1536xf32>
    %cst_940 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_885 = stablehlo.multiply %cst_940, %stages.2.blocks.6.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_941 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_886 = stablehlo.multiply %cst_941, %multiply_884 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.v_new = stablehlo.add %multiply_885, %multiply_886 : tensor<1536xf32>
    %bcast_378 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_252 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.m_new, %bcast_378 : tensor<1536xf32>
    %bcast_379 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_253 = stablehlo.divide %stages.2.blocks.6.mlp.fc1.bias.v_new, %bcast_379 : tensor<1536xf32>
    %sqrt_126 = stablehlo.sqrt %divide_253 : tensor<1536xf32>
    %cst_942 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_126 = stablehlo.add %sqrt_126, %cst_942 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.adam = stablehlo.divide %divide_252, %add_126 : tensor<1536xf32>
    %cst_943 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_887 = stablehlo.multiply %cst_943, %stages.2.blocks.6.mlp.fc1.bias : tensor<1536xf32>
    %decayed_126 = stablehlo.add %stages.2.blocks.6.mlp.fc1.bias.adam, %multiply_887 : tensor<1536xf32>
    %bcast_380 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_888 = stablehlo.multiply %bcast_380, %decayed_126 : tensor<1536xf32>
    %stages.2.blocks.6.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc1.bias, %multiply_888 : tensor<1536xf32>
    %cst_944 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_889 = stablehlo.multiply %cst_944, %stages.2.blocks.6.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_945 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_890 = stablehlo.multiply %cst_945, %ds2b6_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.m_new = stablehlo.add %multiply_889, %multiply_890 : tensor<384x1536xf32>
    %multiply_891 = stablehlo.multiply %ds2b6_fc2_w_6, %ds2b6_fc2_w_6 : tensor<384x1536xf32>
    %cst_946 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_892 = stablehlo.multiply %cst_946, %stages.2.blocks.6.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_947 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_893 = stablehlo.multiply %cst_947, %multiply_891 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.v_new = stablehlo.add %multiply_892, %multiply_893 : tensor<384x1536xf32>
    %bcast_381 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_254 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.m_new, %bcast_381 : tensor<384x1536xf32>
    %bcast_382 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_255 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.weight.v_new, %bcast_382 : tensor<384x1536xf32>
    %sqrt_127 = stablehlo.sqrt %divide_255 : tensor<384x1536xf32>
    %cst_948 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_127 = stablehlo.add %sqrt_127, %cst_948 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.adam = stablehlo.divide %divide_254, %add_127 : tensor<384x1536xf32>
    %cst_949 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_894 = stablehlo.multiply %cst_949, %stages.2.blocks.6.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_127 = stablehlo.add %stages.2.blocks.6.mlp.fc2.weight.adam, %multiply_894 : tensor<384x1536xf32>
    %bcast_383 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_895 = stablehlo.multiply %bcast_383, %decayed_127 : tensor<384x1536xf32>
    %stages.2.blocks.6.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.weight, %multiply_895 : tensor<384x1536xf32>
    %cst_950 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_896 = stablehlo.multiply %cst_950, %stages.2.blocks.6.mlp.fc2.bias.m : tensor<384xf32>
    %cst_951 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_897 = stablehlo.multiply %cst_951, %ds2b6_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.m_new = stablehlo.add %multiply_896, %multiply_897 : tensor<384xf32>
    %multiply_898 = stablehlo.multiply %ds2b6_fc2_b_2, %ds2b6_fc2_b_2 : tensor<384xf32>
    %cst_952 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_899 = stablehlo.multiply %cst_952, %stages.2.blocks.6.mlp.fc2.bias.v : tensor<384xf32>
    %cst_953 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_900 = stablehlo.multiply %cst_953, %multiply_898 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.v_new = stablehlo.add %multiply_899, %multiply_900 : tensor<384xf32>
    %bcast_384 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_256 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.m_new, %bcast_384 : tensor<384xf32>
    %bcast_385 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_257 = stablehlo.divide %stages.2.blocks.6.mlp.fc2.bias.v_new, %bcast_385 : tensor<384xf32>
    %sqrt_128 = stablehlo.sqrt %divide_257 : tensor<384xf32>
    %cst_954 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_128 = stablehlo.add %sqrt_128, %cst_954 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.adam = stablehlo.divide %divide_256, %add_128 : tensor<384xf32>
    %cst_955 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_901 = stablehlo.multiply %cst_955, %stages.2.blocks.6.mlp.fc2.bias : tensor<384xf32>
    %decayed_128 = stablehlo.add %stages.2.blocks.6.mlp.fc2.bias.adam, %multiply_901 : tensor<384xf32>
    %bcast_386 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_902 = stablehlo.multiply %bcast_386, %decayed_128 : tensor<384xf32>
    %stages.2.blocks.6.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.6.mlp.fc2.bias, %multiply_902 : tensor<384xf32>
    %cst_956 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_903 = stablehlo.multiply %cst_956, %stages.2.blocks.7.gamma.m : tensor<384xf32>
    %cst_957 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_904 = stablehlo.multiply %cst_957, %ds2b7_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.7.gamma.m_new = stablehlo.add %multiply_903, %multiply_904 : tensor<384xf32>
    %multiply_905 = stablehlo.multiply %ds2b7_gamma_gamma_2, %ds2b7_gamma_gamma_2 : tensor<384xf32>
    %cst_958 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_906 = stablehlo.multiply %cst_958, %stages.2.blocks.7.gamma.v : tensor<384xf32>
    %cst_959 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_907 = stablehlo.multiply %cst_959, %multiply_905 : tensor<384xf32>
    %stages.2.blocks.7.gamma.v_new = stablehlo.add %multiply_906, %multiply_907 : tensor<384xf32>
    %bcast_387 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_258 = stablehlo.divide %stages.2.blocks.7.gamma.m_new, %bcast_387 : tensor<384xf32>
    %bcast_388 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_259 = stablehlo.divide %stages.2.blocks.7.gamma.v_new, %bcast_388 : tensor<384xf32>
    %sqrt_129 = stablehlo.sqrt %divide_259 : tensor<384xf32>
    %cst_960 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_129 = stablehlo.add %sqrt_129, %cst_960 : tensor<384xf32>
    %stages.2.blocks.7.gamma.adam = stablehlo.divide %divide_258, %add_129 : tensor<384xf32>
    %cst_961 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_908 = stablehlo.multiply %cst_961, %stages.2.blocks.7.gamma : tensor<384xf32>
    %decayed_129 = stablehlo.add %stages.2.blocks.7.gamma.adam, %multiply_908 : tensor<384xf32>
    %bcast_389 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_909 = stablehlo.multiply %bcast_389, %decayed_129 : tensor<384xf32>
    %stages.2.blocks.7.gamma.new = stablehlo.subtract %stages.2.blocks.7.gamma, %multiply_909 : tensor<384xf32>
    %cst_962 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_910 = stablehlo.multiply %cst_962, %stages.2.blocks.7.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_963 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_911 = stablehlo.multiply %cst_963, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.m_new = stablehlo.add %multiply_910, %multiply_911 : tensor<384x1x7x7xf32>
    %multiply_912 = stablehlo.multiply %ds2b7_dw_w, %ds2b7_dw_w : tensor<384x1x7x7xf32>
    %cst_964 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_913 = stablehlo.multiply %cst_964, %stages.2.blocks.7.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_965 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_914 = stablehlo.multiply %cst_965, %multiply_912 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.v_new = stablehlo.add %multiply_913, %multiply_914 : tensor<384x1x7x7xf32>
    %bcast_390 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_260 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.m_new, %bcast_390 : tensor<384x1x7x7xf32>
    %bcast_391 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_261 = stablehlo.divide %stages.2.blocks.7.conv_dw.weight.v_new, %bcast_391 : tensor<384x1x7x7xf32>
    %sqrt_130 = stablehlo.sqrt %divide_261 : tensor<384x1x7x7xf32>
    %cst_966 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_130 = stablehlo.add %sqrt_130, %cst_966 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.adam = stablehlo.divide %divide_260, %add_130 : tensor<384x1x7x7xf32>
    %cst_967 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_915 = stablehlo.multiply %cst_967, %stages.2.blocks.7.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_130 = stablehlo.add %stages.2.blocks.7.conv_dw.weight.adam, %multiply_915 : tensor<384x1x7x7xf32>
    %bcast_392 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_916 = stablehlo.multiply %bcast_392, %decayed_130 : tensor<384x1x7x7xf32>
    %stages.2.blocks.7.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.weight, %multiply_916 : tensor<384x1x7x7xf32>
    %cst_968 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_917 = stablehlo.multiply %cst_968, %stages.2.blocks.7.conv_dw.bias.m : tensor<384xf32>
    %cst_969 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_918 = stablehlo.multiply %cst_969, %ds2b7_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.m_new = stablehlo.add %multiply_917, %multiply_918 : tensor<384xf32>
    %multiply_919 = stablehlo.multiply %ds2b7_dw_b_2, %ds2b7_dw_b_2 : tensor<384xf32>
    %cst_970 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_920 = stablehlo.multiply %cst_970, %stages.2.blocks.7.conv_dw.bias.v : tensor<384xf32>
    %cst_971 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_921 = stablehlo.multiply %cst_971, %multiply_919 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.v_new = stablehlo.add %multiply_920, %multiply_921 : tensor<384xf32>
    %bcast_393 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_262 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.m_new, %bcast_393 : tensor<384xf32>
    %bcast_394 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_263 = stablehlo.divide %stages.2.blocks.7.conv_dw.bias.v_new, %bcast_394 : tensor<384xf32>
    %sqrt_131 = stablehlo.sqrt %divide_263 : tensor<384xf32>
    %cst_972 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_131 = stablehlo.add %sqrt_131, %cst_972 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.adam = stablehlo.divide %divide_262, %add_131 : tensor<384xf32>
    %cst_973 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_922 = stablehlo.multiply %cst_973, %stages.2.blocks.7.conv_dw.bias : tensor<384xf32>
    %decayed_131 = stablehlo.add %stages.2.blocks.7.conv_dw.bias.adam, %multiply_922 : tensor<384xf32>
    %bcast_395 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_923 = stablehlo.multiply %bcast_395, %decayed_131 : tensor<384xf32>
    %stages.2.blocks.7.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.7.conv_dw.bias, %multiply_923 : tensor<384xf32>
    %cst_974 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_924 = stablehlo.multiply %cst_974, %stages.2.blocks.7.norm.weight.m : tensor<384xf32>
    %cst_975 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_925 = stablehlo.multiply %cst_975, %ds2b7_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.m_new = stablehlo.add %multiply_924, %multiply_925 : tensor<384xf32>
    %multiply_926 = stablehlo.multiply %ds2b7_ln_weight_2, %ds2b7_ln_weight_2 : tensor<384xf32>
    %cst_976 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_927 = stablehlo.multiply %cst_976, %stages.2.blocks.7.norm.weight.v : tensor<384xf32>
    %cst_977 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_928 = stablehlo.multiply %cst_977, %multiply_926 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.v_new = stablehlo.add %multiply_927, %multiply_928 : tensor<384xf32>
    %bcast_396 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_264 = stablehlo.divide %stages.2.blocks.7.norm.weight.m_new, %bcast_396 : tensor<384xf32>
    %bcast_397 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_265 = stablehlo.divide %stages.2.blocks.7.norm.weight.v_new, %bcast_397 : tensor<384xf32>
    %sqrt_132 = stablehlo.sqrt %divide_265 : tensor<384xf32>
    %cst_978 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_132 = stablehlo.add %sqrt_132, %cst_978 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.adam = stablehlo.divide %divide_264, %add_132 : tensor<384xf32>
    %cst_979 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_929 = stablehlo.multiply %cst_979, %stages.2.blocks.7.norm.weight : tensor<384xf32>
    %decayed_132 = stablehlo.add %stages.2.blocks.7.norm.weight.adam, %multiply_929 : tensor<384xf32>
    %bcast_398 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_930 = stablehlo.multiply %bcast_398, %decayed_132 : tensor<384xf32>
    %stages.2.blocks.7.norm.weight.new = stablehlo.subtract %stages.2.blocks.7.norm.weight, %multiply_930 : tensor<384xf32>
    %cst_980 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_931 = stablehlo.multiply %cst_980, %stages.2.blocks.7.norm.bias.m : tensor<384xf32>
    %cst_981 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_932 = stablehlo.multiply %cst_981, %ds2b7_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.m_new = stablehlo.add %multiply_931, %multiply_932 : tensor<384xf32>
    %multiply_933 = stablehlo.multiply %ds2b7_ln_bias_2, %ds2b7_ln_bias_2 : tensor<384xf32>
    %cst_982 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_934 = stablehlo.multiply %cst_982, %stages.2.blocks.7.norm.bias.v : tensor<384xf32>
    %cst_983 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_935 = stablehlo.multiply %cst_983, %multiply_933 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.v_new = stablehlo.add %multiply_934, %multiply_935 : tensor<384xf32>
    %bcast_399 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_266 = stablehlo.divide %stages.2.blocks.7.norm.bias.m_new, %bcast_399 : tensor<384xf32>
    %bcast_400 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_267 = stablehlo.divide %stages.2.blocks.7.norm.bias.v_new, %bcast_400 : tensor<384xf32>
    %sqrt_133 = stablehlo.sqrt %divide_267 : tensor<384xf32>
    %cst_984 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_133 = stablehlo.add %sqrt_133, %cst_984 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.adam = stablehlo.divide %divide_266, %add_133 : tensor<384xf32>
    %cst_985 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_936 = stablehlo.multiply %cst_985, %stages.2.blocks.7.norm.bias : tensor<384xf32>
    %decayed_133 = stablehlo.add %stages.2.blocks.7.norm.bias.adam, %multiply_936 : tensor<384xf32>
    %bcast_401 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_937 = stablehlo.multiply %bcast_401, %decayed_133 : tensor<384xf32>
    %stages.2.blocks.7.norm.bias.new = stablehlo.subtract %stages.2.blocks.7.norm.bias, %multiply_937 : tensor<384xf32>
    %cst_986 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_938 = stablehlo.multiply %cst_986, %stages.2.blocks.7.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_987 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_939 = stablehlo.multiply %cst_987, %ds2b7_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.m_new = stablehlo.add %multiply_938, %multiply_939 : tensor<1536x384xf32>
    %multiply_940 = stablehlo.multiply %ds2b7_fc1_w_6, %ds2b7_fc1_w_6 : tensor<1536x384xf32>
    %cst_988 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_941 = stablehlo.multiply %cst_988, %stages.2.blocks.7.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_989 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_942 = stablehlo.multiply %cst_989, %multiply_940 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.v_new = stablehlo.add %multiply_941, %multiply_942 : tensor<1536x384xf32>
    %bcast_402 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_268 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.m_new, %bcast_402 : tensor<1536x384xf32>
    %bcast_403 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_269 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.weight.v_new, %bcast_403 : tensor<1536x384xf32>
    %sqrt_134 = stablehlo.sqrt %divide_269 : tensor<1536x384xf32>
    %cst_990 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_134 = stablehlo.add %sqrt_134, %cst_990 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.adam = stablehlo.divide %divide_268, %add_134 : tensor<1536x384xf32>
    %cst_991 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_943 = stablehlo.multiply %cst_991, %stages.2.blocks.7.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_134 = stablehlo.add %stages.2.blocks.7.mlp.fc1.weight.adam, %multiply_943 : tensor<1536x384xf32>
    %bcast_404 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_944 = stablehlo.multiply %bcast_404, %decayed_134 : tensor<1536x384xf32>
    %stages.2.blocks.7.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.weight, %multiply_944 : tensor<1536x384xf32>
    %cst_992 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_945 = stablehlo.multiply %cst_992, %stages.2.blocks.7.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_993 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_946 = stablehlo.multiply %cst_993, %ds2b7_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.m_new = stablehlo.add %multiply_945, %multiply_946 : tensor<1536xf32>
    %multiply_947 = stablehlo.multiply %ds2b7_fc1_b_2, %ds2b7_fc1_b_2 : tensor<1536xf32>
    %cst_994 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_948 = stablehlo.multiply %cst_994, %stages.2.blocks.7.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_995 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_949 = stablehlo.multiply %cst_995, %multiply_947 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.v_new = stablehlo.add %multiply_948, %multiply_949 : tensor<1536xf32>
    %bcast_405 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_270 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.m_new, %bcast_405 : tensor<1536xf32>
    %bcast_406 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_271 = stablehlo.divide %stages.2.blocks.7.mlp.fc1.bias.v_new, %bcast_406 : tensor<1536xf32>
    %sqrt_135 = stablehlo.sqrt %divide_271 : tensor<1536xf32>
    %cst_996 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_135 = stablehlo.add %sqrt_135, %cst_996 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.adam = stablehlo.divide %divide_270, %add_135 : tensor<1536xf32>
    %cst_997 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_950 = stablehlo.multiply %cst_997, %stages.2.blocks.7.mlp.fc1.bias : tensor<1536xf32>
    %decayed_135 = stablehlo.add %stages.2.blocks.7.mlp.fc1.bias.adam, %multiply_950 : tensor<1536xf32>
    %bcast_407 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_951 = stablehlo.multiply %bcast_407, %decayed_135 : tensor<1536xf32>
    %stages.2.blocks.7.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc1.bias, %multiply_951 : tensor<1536xf32>
    %cst_998 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_952 = stablehlo.multiply %cst_998, %stages.2.blocks.7.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_999 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_953 = stablehlo.multiply %cst_999, %ds2b7_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.m_new = stablehlo.add %multiply_952, %multiply_953 : tensor<384x1536xf32>
    %multiply_954 = stablehlo.multiply %ds2b7_fc2_w_6, %ds2b7_fc2_w_6 : tensor<384x1536xf32>
    %cst_1000 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_955 = stablehlo.multiply %cst_1000, %stages.2.blocks.7.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_1001 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_956 = stablehlo.multiply %cst_1001, %multiply_954 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.v_new = stablehlo.add %multiply_955, %multiply_956 : tensor<384x1536xf32>
    %bcast_408 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_272 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.m_new, %bcast_408 : tensor<384x1536xf32>
    %bcast_409 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_273 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.weight.v_new, %bcast_409 : tensor<384x1536xf32>
    %sqrt_136 = stablehlo.sqrt %divide_273 : tensor<384x1536xf32>
    %cst_1002 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_136 = stablehlo.add %sqrt_136, %cst_1002 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.adam = stablehlo.divide %divide_272, %add_136 : tensor<384x1536xf32>
    %cst_1003 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_957 = stablehlo.multiply %cst_1003, %stages.2.blocks.7.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_136 = stablehlo.add %stages.2.blocks.7.mlp.fc2.weight.adam, %multiply_957 : tensor<384x1536xf32>
    %bcast_410 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_958 = stablehlo.multiply %bcast_410, %decayed_136 : tensor<384x1536xf32>
    %stages.2.blocks.7.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.weight, %multiply_958 : tensor<384x1536xf32>
    %cst_1004 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_959 = stablehlo.multiply %cst_1004, %stages.2.blocks.7.mlp.fc2.bias.m : tensor<384xf32>
    %cst_1005 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_960 = stablehlo.multiply %cst_1005, %ds2b7_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.m_new = stablehlo.add %multiply_959, %multiply_960 : tensor<384xf32>
    %multiply_961 = stablehlo.multiply %ds2b7_fc2_b_2, %ds2b7_fc2_b_2 : tensor<384xf32>
    %cst_1006 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_962 = stablehlo.multiply %cst_1006, %stages.2.blocks.7.mlp.fc2.bias.v : tensor<384xf32>
    %cst_1007 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_963 = stablehlo.multiply %cst_1007, %multiply_961 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.v_new = stablehlo.add %multiply_962, %multiply_963 : tensor<384xf32>
    %bcast_411 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_274 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.m_new, %bcast_411 : tensor<384xf32>
    %bcast_412 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_275 = stablehlo.divide %stages.2.blocks.7.mlp.fc2.bias.v_new, %bcast_412 : tensor<384xf32>
    %sqrt_137 = stablehlo.sqrt %divide_275 : tensor<384xf32>
    %cst_1008 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_137 = stablehlo.add %sqrt_137, %cst_1008 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.adam = stablehlo.divide %divide_274, %add_137 : tensor<384xf32>
    %cst_1009 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_964 = stablehlo.multiply %cst_1009, %stages.2.blocks.7.mlp.fc2.bias : tensor<384xf32>
    %decayed_137 = stablehlo.add %stages.2.blocks.7.mlp.fc2.bias.adam, %multiply_964 : tensor<384xf32>
    %bcast_413 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_965 = stablehlo.multiply %bcast_413, %decayed_137 : tensor<384xf32>
    %stages.2.blocks.7.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.7.mlp.fc2.bias, %multiply_965 : tensor<384xf32>
    %cst_1010 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_966 = stablehlo.multiply %cst_1010, %stages.2.blocks.8.gamma.m : tensor<384xf32>
    %cst_1011 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_967 = stablehlo.multiply %cst_1011, %ds2b8_gamma_gamma_2 : tensor<384xf32>
    %stages.2.blocks.8.gamma.m_new = stablehlo.add %multiply_966, %multiply_967 : tensor<384xf32>
    %multiply_968 = stablehlo.multiply %ds2b8_gamma_gamma_2, %ds2b8_gamma_gamma_2 : tensor<384xf32>
    %cst_1012 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_969 = stablehlo.multiply %cst_1012, %stages.2.blocks.8.gamma.v : tensor<384xf32>
    %cst_1013 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_970 = stablehlo.multiply %cst_1013, %multiply_968 : tensor<384xf32>
    %stages.2.blocks.8.gamma.v_new = stablehlo.add %multiply_969, %multiply_970 : tensor<384xf32>
    %bcast_414 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_276 = stablehlo.divide %stages.2.blocks.8.gamma.m_new, %bcast_414 : tensor<384xf32>
    %bcast_415 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_277 = stablehlo.divide %stages.2.blocks.8.gamma.v_new, %bcast_415 : tensor<384xf32>
    %sqrt_138 = stablehlo.sqrt %divide_277 : tensor<384xf32>
    %cst_1014 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_138 = stablehlo.add %sqrt_138, %cst_1014 : tensor<384xf32>
    %stages.2.blocks.8.gamma.adam = stablehlo.divide %divide_276, %add_138 : tensor<384xf32>
    %cst_1015 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_971 = stablehlo.multiply %cst_1015, %stages.2.blocks.8.gamma : tensor<384xf32>
    %decayed_138 = stablehlo.add %stages.2.blocks.8.gamma.adam, %multiply_971 : tensor<384xf32>
    %bcast_416 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_972 = stablehlo.multiply %bcast_416, %decayed_138 : tensor<384xf32>
    %stages.2.blocks.8.gamma.new = stablehlo.subtract %stages.2.blocks.8.gamma, %multiply_972 : tensor<384xf32>
    %cst_1016 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1x7x7xf32>
    %multiply_973 = stablehlo.multiply %cst_1016, %stages.2.blocks.8.conv_dw.weight.m : tensor<384x1x7x7xf32>
    %cst_1017 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1x7x7xf32>
    %multiply_974 = stablehlo.multiply %cst_1017, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.m_new = stablehlo.add %multiply_973, %multiply_974 : tensor<384x1x7x7xf32>
    %multiply_975 = stablehlo.multiply %ds2b8_dw_w, %ds2b8_dw_w : tensor<384x1x7x7xf32>
    %cst_1018 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1x7x7xf32>
    %multiply_976 = stablehlo.multiply %cst_1018, %stages.2.blocks.8.conv_dw.weight.v : tensor<384x1x7x7xf32>
    %cst_1019 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1x7x7xf32>
    %multiply_977 = stablehlo.multiply %cst_1019, %multiply_975 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.v_new = stablehlo.add %multiply_976, %multiply_977 : tensor<384x1x7x7xf32>
    %bcast_417 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_278 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.m_new, %bcast_417 : tensor<384x1x7x7xf32>
    %bcast_418 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %divide_279 = stablehlo.divide %stages.2.blocks.8.conv_dw.weight.v_new, %bcast_418 : tensor<384x1x7x7xf32>
    %sqrt_139 = stablehlo.sqrt %divide_279 : tensor<384x1x7x7xf32>
    %cst_1020 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1x7x7xf32>
    %add_139 = stablehlo.add %sqrt_139, %cst_1020 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.adam = stablehlo.divide %divide_278, %add_139 : tensor<384x1x7x7xf32>
    %cst_1021 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1x7x7xf32>
    %multiply_978 = stablehlo.multiply %cst_1021, %stages.2.blocks.8.conv_dw.weight : tensor<384x1x7x7xf32>
    %decayed_139 = stablehlo.add %stages.2.blocks.8.conv_dw.weight.adam, %multiply_978 : tensor<384x1x7x7xf32>
    %bcast_419 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %multiply_979 = stablehlo.multiply %bcast_419, %decayed_139 : tensor<384x1x7x7xf32>
    %stages.2.blocks.8.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.weight, %multiply_979 : tensor<384x1x7x7xf32>
    %cst_1022 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_980 = stablehlo.multiply %cst_1022, %stages.2.blocks.8.conv_dw.bias.m : tensor<384xf32>
    %cst_1023 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_981 = stablehlo.multiply %cst_1023, %ds2b8_dw_b_2 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.m_new = stablehlo.add %multiply_980, %multiply_981 : tensor<384xf32>
    %multiply_982 = stablehlo.multiply %ds2b8_dw_b_2, %ds2b8_dw_b_2 : tensor<384xf32>
    %cst_1024 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_983 = stablehlo.multiply %cst_1024, %stages.2.blocks.8.conv_dw.bias.v : tensor<384xf32>
    %cst_1025 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_984 = stablehlo.multiply %cst_1025, %multiply_982 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.v_new = stablehlo.add %multiply_983, %multiply_984 : tensor<384xf32>
    %bcast_420 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_280 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.m_new, %bcast_420 : tensor<384xf32>
    %bcast_421 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_281 = stablehlo.divide %stages.2.blocks.8.conv_dw.bias.v_new, %bcast_421 : tensor<384xf32>
    %sqrt_140 = stablehlo.sqrt %divide_281 : tensor<384xf32>
    %cst_1026 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_140 = stablehlo.add %sqrt_140, %cst_1026 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.adam = stablehlo.divide %divide_280, %add_140 : tensor<384xf32>
    %cst_1027 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_985 = stablehlo.multiply %cst_1027, %stages.2.blocks.8.conv_dw.bias : tensor<384xf32>
    %decayed_140 = stablehlo.add %stages.2.blocks.8.conv_dw.bias.adam, %multiply_985 : tensor<384xf32>
    %bcast_422 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_986 = stablehlo.multiply %bcast_422, %decayed_140 : tensor<384xf32>
    %stages.2.blocks.8.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.8.conv_dw.bias, %multiply_986 : tensor<384xf32>
    %cst_1028 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_987 = stablehlo.multiply %cst_1028, %stages.2.blocks.8.norm.weight.m : tensor<384xf32>
    %cst_1029 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_988 = stablehlo.multiply %cst_1029, %ds2b8_ln_weight_2 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.m_new = stablehlo.add %multiply_987, %multiply_988 : tensor<384xf32>
    %multiply_989 = stablehlo.multiply %ds2b8_ln_weight_2, %ds2b8_ln_weight_2 : tensor<384xf32>
    %cst_1030 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_990 = stablehlo.multiply %cst_1030, %stages.2.blocks.8.norm.weight.v : tensor<384xf32>
    %cst_1031 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_991 = stablehlo.multiply %cst_1031, %multiply_989 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.v_new = stablehlo.add %multiply_990, %multiply_991 : tensor<384xf32>
    %bcast_423 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_282 = stablehlo.divide %stages.2.blocks.8.norm.weight.m_new, %bcast_423 : tensor<384xf32>
    %bcast_424 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_283 = stablehlo.divide %stages.2.blocks.8.norm.weight.v_new, %bcast_424 : tensor<384xf32>
    %sqrt_141 = stablehlo.sqrt %divide_283 : tensor<384xf32>
    %cst_1032 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_141 = stablehlo.add %sqrt_141, %cst_1032 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.adam = stablehlo.divide %divide_282, %add_141 : tensor<384xf32>
    %cst_1033 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_992 = stablehlo.multiply %cst_1033, %stages.2.blocks.8.norm.weight : tensor<384xf32>
    %decayed_141 = stablehlo.add %stages.2.blocks.8.norm.weight.adam, %multiply_992 : tensor<384xf32>
    %bcast_425 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_993 = stablehlo.multiply %bcast_425, %decayed_141 : tensor<384xf32>
    %stages.2.blocks.8.norm.weight.new = stablehlo.subtract %stages.2.blocks.8.norm.weight, %multiply_993 : tensor<384xf32>
    %cst_1034 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_994 = stablehlo.multiply %cst_1034, %stages.2.blocks.8.norm.bias.m : tensor<384xf32>
    %cst_1035 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_995 = stablehlo.multiply %cst_1035, %ds2b8_ln_bias_2 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.m_new = stablehlo.add %multiply_994, %multiply_995 : tensor<384xf32>
    %multiply_996 = stablehlo.multiply %ds2b8_ln_bias_2, %ds2b8_ln_bias_2 : tensor<384xf32>
    %cst_1036 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_997 = stablehlo.multiply %cst_1036, %stages.2.blocks.8.norm.bias.v : tensor<384xf32>
    %cst_1037 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_998 = stablehlo.multiply %cst_1037, %multiply_996 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.v_new = stablehlo.add %multiply_997, %multiply_998 : tensor<384xf32>
    %bcast_426 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_284 = stablehlo.divide %stages.2.blocks.8.norm.bias.m_new, %bcast_426 : tensor<384xf32>
    %bcast_427 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_285 = stablehlo.divide %stages.2.blocks.8.norm.bias.v_new, %bcast_427 : tensor<384xf32>
    %sqrt_142 = stablehlo.sqrt %divide_285 : tensor<384xf32>
    %cst_1038 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_142 = stablehlo.add %sqrt_142, %cst_1038 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.adam = stablehlo.divide %divide_284, %add_142 : tensor<384xf32>
    %cst_1039 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_999 = stablehlo.multiply %cst_1039, %stages.2.blocks.8.norm.bias : tensor<384xf32>
    %decayed_142 = stablehlo.add %stages.2.blocks.8.norm.bias.adam, %multiply_999 : tensor<384xf32>
    %bcast_428 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1000 = stablehlo.multiply %bcast_428, %decayed_142 : tensor<384xf32>
    %stages.2.blocks.8.norm.bias.new = stablehlo.subtract %stages.2.blocks.8.norm.bias, %multiply_1000 : tensor<384xf32>
    %cst_1040 = stablehlo.constant dense<0.8999999761581421> : tensor<1536x384xf32>
    %multiply_1001 = stablehlo.multiply %cst_1040, %stages.2.blocks.8.mlp.fc1.weight.m : tensor<1536x384xf32>
    %cst_1041 = stablehlo.constant dense<0.10000000149011612> : tensor<1536x384xf32>
    %multiply_1002 = stablehlo.multiply %cst_1041, %ds2b8_fc1_w_6 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.m_new = stablehlo.add %multiply_1001, %multiply_1002 : tensor<1536x384xf32>
    %multiply_1003 = stablehlo.multiply %ds2b8_fc1_w_6, %ds2b8_fc1_w_6 : tensor<1536x384xf32>
    %cst_1042 = stablehlo.constant dense<0.9990000128746033> : tensor<1536x384xf32>
    %multiply_1004 = stablehlo.multiply %cst_1042, %stages.2.blocks.8.mlp.fc1.weight.v : tensor<1536x384xf32>
    %cst_1043 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536x384xf32>
    %multiply_1005 = stablehlo.multiply %cst_1043, %multiply_1003 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.v_new = stablehlo.add %multiply_1004, %multiply_1005 : tensor<1536x384xf32>
    %bcast_429 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_286 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.m_new, %bcast_429 : tensor<1536x384xf32>
    %bcast_430 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %divide_287 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.weight.v_new, %bcast_430 : tensor<1536x384xf32>
    %sqrt_143 = stablehlo.sqrt %divide_287 : tensor<1536x384xf32>
    %cst_1044 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536x384xf32>
    %add_143 = stablehlo.add %sqrt_143, %cst_1044 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.adam = stablehlo.divide %divide_286, %add_143 : tensor<1536x384xf32>
    %cst_1045 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536x384xf32>
    %multiply_1006 = stablehlo.multiply %cst_1045, %stages.2.blocks.8.mlp.fc1.weight : tensor<1536x384xf32>
    %decayed_143 = stablehlo.add %stages.2.blocks.8.mlp.fc1.weight.adam, %multiply_1006 : tensor<1536x384xf32>
    %bcast_431 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %multiply_1007 = stablehlo.multiply %bcast_431, %decayed_143 : tensor<1536x384xf32>
    %stages.2.blocks.8.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.weight, %multiply_1007 : tensor<1536x384xf32>
    %cst_1046 = stablehlo.constant dense<0.8999999761581421> : tensor<1536xf32>
    %multiply_1008 = stablehlo.multiply %cst_1046, %stages.2.blocks.8.mlp.fc1.bias.m : tensor<1536xf32>
    %cst_1047 = stablehlo.constant dense<0.10000000149011612> : tensor<1536xf32>
    %multiply_1009 = stablehlo.multiply %cst_1047, %ds2b8_fc1_b_2 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.m_new = stablehlo.add %multiply_1008, %multiply_1009 : tensor<1536xf32>
    %multiply_1010 = stablehlo.multiply %ds2b8_fc1_b_2, %ds2b8_fc1_b_2 : tensor<1536xf32>
    %cst_1048 = stablehlo.constant dense<0.9990000128746033> : tensor<1536xf32>
    %multiply_1011 = stablehlo.multiply %cst_1048, %stages.2.blocks.8.mlp.fc1.bias.v : tensor<1536xf32>
    %cst_1049 = stablehlo.constant dense<0.0010000000474974513> : tensor<1536xf32>
    %multiply_1012 = stablehlo.multiply %cst_1049, %multiply_1010 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.v_new = stablehlo.add %multiply_1011, %multiply_1012 : tensor<1536xf32>
    %bcast_432 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_288 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.m_new, %bcast_432 : tensor<1536xf32>
    %bcast_433 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %divide_289 = stablehlo.divide %stages.2.blocks.8.mlp.fc1.bias.v_new, %bcast_433 : tensor<1536xf32>
    %sqrt_144 = stablehlo.sqrt %divide_289 : tensor<1536xf32>
    %cst_1050 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1536xf32>
    %add_144 = stablehlo.add %sqrt_144, %cst_1050 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.adam = stablehlo.divide %divide_288, %add_144 : tensor<1536xf32>
    %cst_1051 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1536xf32>
    %multiply_1013 = stablehlo.multiply %cst_1051, %stages.2.blocks.8.mlp.fc1.bias : tensor<1536xf32>
    %decayed_144 = stablehlo.add %stages.2.blocks.8.mlp.fc1.bias.adam, %multiply_1013 : tensor<1536xf32>
    %bcast_434 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %multiply_1014 = stablehlo.multiply %bcast_434, %decayed_144 : tensor<1536xf32>
    %stages.2.blocks.8.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc1.bias, %multiply_1014 : tensor<1536xf32>
    %cst_1052 = stablehlo.constant dense<0.8999999761581421> : tensor<384x1536xf32>
    %multiply_1015 = stablehlo.multiply %cst_1052, %stages.2.blocks.8.mlp.fc2.weight.m : tensor<384x1536xf32>
    %cst_1053 = stablehlo.constant dense<0.10000000149011612> : tensor<384x1536xf32>
    %multiply_1016 = stablehlo.multiply %cst_1053, %ds2b8_fc2_w_6 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.m_new = stablehlo.add %multiply_1015, %multiply_1016 : tensor<384x1536xf32>
    %multiply_1017 = stablehlo.multiply %ds2b8_fc2_w_6, %ds2b8_fc2_w_6 : tensor<384x1536xf32>
    %cst_1054 = stablehlo.constant dense<0.9990000128746033> : tensor<384x1536xf32>
    %multiply_1018 = stablehlo.multiply %cst_1054, %stages.2.blocks.8.mlp.fc2.weight.v : tensor<384x1536xf32>
    %cst_1055 = stablehlo.constant dense<0.0010000000474974513> : tensor<384x1536xf32>
    %multiply_1019 = stablehlo.multiply %cst_1055, %multiply_1017 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.v_new = stablehlo.add %multiply_1018, %multiply_1019 : tensor<384x1536xf32>
    %bcast_435 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_290 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.m_new, %bcast_435 : tensor<384x1536xf32>
    %bcast_436 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %divide_291 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.weight.v_new, %bcast_436 : tensor<384x1536xf32>
    %sqrt_145 = stablehlo.sqrt %divide_291 : tensor<384x1536xf32>
    %cst_1056 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384x1536xf32>
    %add_145 = stablehlo.add %sqrt_145, %cst_1056 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.adam = stablehlo.divide %divide_290, %add_145 : tensor<384x1536xf32>
    %cst_1057 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384x1536xf32>
    %multiply_1020 = stablehlo.multiply %cst_1057, %stages.2.blocks.8.mlp.fc2.weight : tensor<384x1536xf32>
    %decayed_145 = stablehlo.add %stages.2.blocks.8.mlp.fc2.weight.adam, %multiply_1020 : tensor<384x1536xf32>
    %bcast_437 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %multiply_1021 = stablehlo.multiply %bcast_437, %decayed_145 : tensor<384x1536xf32>
    %stages.2.blocks.8.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.weight, %multiply_1021 : tensor<384x1536xf32>
    %cst_1058 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1022 = stablehlo.multiply %cst_1058, %stages.2.blocks.8.mlp.fc2.bias.m : tensor<384xf32>
    %cst_1059 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1023 = stablehlo.multiply %cst_1059, %ds2b8_fc2_b_2 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.m_new = stablehlo.add %multiply_1022, %multiply_1023 : tensor<384xf32>
    %multiply_1024 = stablehlo.multiply %ds2b8_fc2_b_2, %ds2b8_fc2_b_2 : tensor<384xf32>
    %cst_1060 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1025 = stablehlo.multiply %cst_1060, %stages.2.blocks.8.mlp.fc2.bias.v : tensor<384xf32>
    %cst_1061 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1026 = stablehlo.multiply %cst_1061, %multiply_1024 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.v_new = stablehlo.add %multiply_1025, %multiply_1026 : tensor<384xf32>
    %bcast_438 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_292 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.m_new, %bcast_438 : tensor<384xf32>
    %bcast_439 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_293 = stablehlo.divide %stages.2.blocks.8.mlp.fc2.bias.v_new, %bcast_439 : tensor<384xf32>
    %sqrt_146 = stablehlo.sqrt %divide_293 : tensor<384xf32>
    %cst_1062 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_146 = stablehlo.add %sqrt_146, %cst_1062 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.adam = stablehlo.divide %divide_292, %add_146 : tensor<384xf32>
    %cst_1063 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_1027 = stablehlo.multiply %cst_1063, %stages.2.blocks.8.mlp.fc2.bias : tensor<384xf32>
    %decayed_146 = stablehlo.add %stages.2.blocks.8.mlp.fc2.bias.adam, %multiply_1027 : tensor<384xf32>
    %bcast_440 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1028 = stablehlo.multiply %bcast_440, %decayed_146 : tensor<384xf32>
    %stages.2.blocks.8.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.8.mlp.fc2.bias, %multiply_1028 : tensor<384xf32>
    %cst_1064 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1029 = stablehlo.multiply %cst_1064, %stages.3.downsample.0.weight.m : tensor<384xf32>
    %cst_1065 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1030 = stablehlo.multiply %cst_1065, %ds3_down0_weight_2 : tensor<384xf32>
    %stages.3.downsample.0.weight.m_new = stablehlo.add %multiply_1029, %multiply_1030 : tensor<384xf32>
    %multiply_1031 = stablehlo.multiply %ds3_down0_weight_2, %ds3_down0_weight_2 : tensor<384xf32>
    %cst_1066 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1032 = stablehlo.multiply %cst_1066, %stages.3.downsample.0.weight.v : tensor<384xf32>
    %cst_1067 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1033 = stablehlo.multiply %cst_1067, %multiply_1031 : tensor<384xf32>
    %stages.3.downsample.0.weight.v_new = stablehlo.add %multiply_1032, %multiply_1033 : tensor<384xf32>
    %bcast_441 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_294 = stablehlo.divide %stages.3.downsample.0.weight.m_new, %bcast_441 : tensor<384xf32>
    %bcast_442 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_295 = stablehlo.divide %stages.3.downsample.0.weight.v_new, %bcast_442 : tensor<384xf32>
    %sqrt_147 = stablehlo.sqrt %divide_295 : tensor<384xf32>
    %cst_1068 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_147 = stablehlo.add %sqrt_147, %cst_1068 : tensor<384xf32>
    %stages.3.downsample.0.weight.adam = stablehlo.divide %divide_294, %add_147 : tensor<384xf32>
    %cst_1069 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_1034 = stablehlo.multiply %cst_1069, %stages.3.downsample.0.weight : tensor<384xf32>
    %decayed_147 = stablehlo.add %stages.3.downsample.0.weight.adam, %multiply_1034 : tensor<384xf32>
    %bcast_443 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1035 = stablehlo.multiply %bcast_443, %decayed_147 : tensor<384xf32>
    %stages.3.downsample.0.weight.new = stablehlo.subtract %stages.3.downsample.0.weight, %multiply_1035 : tensor<384xf32>
    %cst_1070 = stablehlo.constant dense<0.8999999761581421> : tensor<384xf32>
    %multiply_1036 = stablehlo.multiply %cst_1070, %stages.3.downsample.0.bias.m : tensor<384xf32>
    %cst_1071 = stablehlo.constant dense<0.10000000149011612> : tensor<384xf32>
    %multiply_1037 = stablehlo.multiply %cst_1071, %ds3_down0_bias_2 : tensor<384xf32>
    %stages.3.downsample.0.bias.m_new = stablehlo.add %multiply_1036, %multiply_1037 : tensor<384xf32>
    %multiply_1038 = stablehlo.multiply %ds3_down0_bias_2, %ds3_down0_bias_2 : tensor<384xf32>
    %cst_1072 = stablehlo.constant dense<0.9990000128746033> : tensor<384xf32>
    %multiply_1039 = stablehlo.multiply %cst_1072, %stages.3.downsample.0.bias.v : tensor<384xf32>
    %cst_1073 = stablehlo.constant dense<0.0010000000474974513> : tensor<384xf32>
    %multiply_1040 = stablehlo.multiply %cst_1073, %multiply_1038 : tensor<384xf32>
    %stages.3.downsample.0.bias.v_new = stablehlo.add %multiply_1039, %multiply_1040 : tensor<384xf32>
    %bcast_444 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_296 = stablehlo.divide %stages.3.downsample.0.bias.m_new, %bcast_444 : tensor<384xf32>
    %bcast_445 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %divide_297 = stablehlo.divide %stages.3.downsample.0.bias.v_new, %bcast_445 : tensor<384xf32>
    %sqrt_148 = stablehlo.sqrt %divide_297 : tensor<384xf32>
    %cst_1074 = stablehlo.constant dense<9.99999993922529e-09> : tensor<384xf32>
    %add_148 = stablehlo.add %sqrt_148, %cst_1074 : tensor<384xf32>
    %stages.3.downsample.0.bias.adam = stablehlo.divide %divide_296, %add_148 : tensor<384xf32>
    %cst_1075 = stablehlo.constant dense<9.999999747378752e-05> : tensor<384xf32>
    %multiply_1041 = stablehlo.multiply %cst_1075, %stages.3.downsample.0.bias : tensor<384xf32>
    %decayed_148 = stablehlo.add %stages.3.downsample.0.bias.adam, %multiply_1041 : tensor<384xf32>
    %bcast_446 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %multiply_1042 = stablehlo.multiply %bcast_446, %decayed_148 : tensor<384xf32>
    %stages.3.downsample.0.bias.new = stablehlo.subtract %stages.3.downsample.0.bias, %multiply_1042 : tensor<384xf32>
    %cst_1076 = stablehlo.constant dense<0.8999999761581421> : tensor<768x384x2x2xf32>
    %multiply_1043 = stablehlo.multiply %cst_1076, %stages.3.downsample.1.weight.m : tensor<768x384x2x2xf32>
    %cst_1077 = stablehlo.constant dense<0.10000000149011612> : tensor<768x384x2x2xf32>
    %multiply_1044 = stablehlo.multiply %cst_1077, %ds3_down1_w_2 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.m_new = stablehlo.add %multiply_1043, %multiply_1044 : tensor<768x384x2x2xf32>
    %multiply_1045 = stablehlo.multiply %ds3_down1_w_2, %ds3_down1_w_2 : tensor<768x384x2x2xf32>
    %cst_1078 = stablehlo.constant dense<0.9990000128746033> : tensor<768x384x2x2xf32>
    %multiply_1046 = stablehlo.multiply %cst_1078, %stages.3.downsample.1.weight.v : tensor<768x384x2x2xf32>
    %cst_1079 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x384x2x2xf32>
    %multiply_1047 = stablehlo.multiply %cst_1079, %multiply_1045 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.v_new = stablehlo.add %multiply_1046, %multiply_1047 : tensor<768x384x2x2xf32>
    %bcast_447 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_298 = stablehlo.divide %stages.3.downsample.1.weight.m_new, %bcast_447 : tensor<768x384x2x2xf32>
    %bcast_448 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %divide_299 = stablehlo.divide %stages.3.downsample.1.weight.v_new, %bcast_448 : tensor<768x384x2x2xf32>
    %sqrt_149 = stablehlo.sqrt %divide_299 : tensor<768x384x2x2xf32>
    %cst_1080 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x384x2x2xf32>
    %add_149 = stablehlo.add %sqrt_149, %cst_1080 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.adam = stablehlo.divide %divide_298, %add_149 : tensor<768x384x2x2xf32>
    %cst_1081 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x384x2x2xf32>
    %multiply_1048 = stablehlo.multiply %cst_1081, %stages.3.downsample.1.weight : tensor<768x384x2x2xf32>
    %decayed_149 = stablehlo.add %stages.3.downsample.1.weight.adam, %multiply_1048 : tensor<768x384x2x2xf32>
    %bcast_449 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %multiply_1049 = stablehlo.multiply %bcast_449, %decayed_149 : tensor<768x384x2x2xf32>
    %stages.3.downsample.1.weight.new = stablehlo.subtract %stages.3.downsample.1.weight, %multiply_1049 : tensor<768x384x2x2xf32>
    %cst_1082 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1050 = stablehlo.multiply %cst_1082, %stages.3.downsample.1.bias.m : tensor<768xf32>
    %cst_1083 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1051 = stablehlo.multiply %cst_1083, %ds3_down1_b_2 : tensor<768xf32>
    %stages.3.downsample.1.bias.m_new = stablehlo.add %multiply_1050, %multiply_1051 : tensor<768xf32>
    %multiply_1052 = stablehlo.multiply %ds3_down1_b_2, %ds3_down1_b_2 : tensor<768xf32>
    %cst_1084 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1053 = stablehlo.multiply %cst_1084, %stages.3.downsample.1.bias.v : tensor<768xf32>
    %cst_1085 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1054 = stablehlo.multiply %cst_1085, %multiply_1052 : tensor<768xf32>
    %stages.3.downsample.1.bias.v_new = stablehlo.add %multiply_1053, %multiply_1054 : tensor<768xf32>
    %bcast_450 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_300 = stablehlo.divide %stages.3.downsample.1.bias.m_new, %bcast_450 : tensor<768xf32>
    %bcast_451 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_301 = stablehlo.divide %stages.3.downsample.1.bias.v_new, %bcast_451 : tensor<768xf32>
    %sqrt_150 = stablehlo.sqrt %divide_301 : tensor<768xf32>
    %cst_1086 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_150 = stablehlo.add %sqrt_150, %cst_1086 : tensor<768xf32>
    %stages.3.downsample.1.bias.adam = stablehlo.divide %divide_300, %add_150 : tensor<768xf32>
    %cst_1087 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1055 = stablehlo.multiply %cst_1087, %stages.3.downsample.1.bias : tensor<768xf32>
    %decayed_150 = stablehlo.add %stages.3.downsample.1.bias.adam, %multiply_1055 : tensor<768xf32>
    %bcast_452 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1056 = stablehlo.multiply %bcast_452, %decayed_150 : tensor<768xf32>
    %stages.3.downsample.1.bias.new = stablehlo.subtract %stages.3.downsample.1.bias, %multiply_1056 : tensor<768xf32>
    %cst_1088 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1057 = stablehlo.multiply %cst_1088, %stages.3.blocks.0.gamma.m : tensor<768xf32>
    %cst_1089 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1058 = stablehlo.multiply %cst_1089, %ds3b0_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.0.gamma.m_new = stablehlo.add %multiply_1057, %multiply_1058 : tensor<768xf32>
    %multiply_1059 = stablehlo.multiply %ds3b0_gamma_gamma_2, %ds3b0_gamma_gamma_2 : tensor<768xf32>
    %cst_1090 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1060 = stablehlo.multiply %cst_1090, %stages.3.blocks.0.gamma.v : tensor<768xf32>
    %cst_1091 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1061 = stablehlo.multiply %cst_1091, %multiply_1059 : tensor<768xf32>
    %stages.3.blocks.0.gamma.v_new = stablehlo.add %multiply_1060, %multiply_1061 : tensor<768xf32>
    %bcast_453 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_302 = stablehlo.divide %stages.3.blocks.0.gamma.m_new, %bcast_453 : tensor<768xf32>
    %bcast_454 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_303 = stablehlo.divide %stages.3.blocks.0.gamma.v_new, %bcast_454 : tensor<768xf32>
    %sqrt_151 = stablehlo.sqrt %divide_303 : tensor<768xf32>
    %cst_1092 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_151 = stablehlo.add %sqrt_151, %cst_1092 : tensor<768xf32>
    %stages.3.blocks.0.gamma.adam = stablehlo.divide %divide_302, %add_151 : tensor<768xf32>
    %cst_1093 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1062 = stablehlo.multiply %cst_1093, %stages.3.blocks.0.gamma : tensor<768xf32>
    %decayed_151 = stablehlo.add %stages.3.blocks.0.gamma.adam, %multiply_1062 : tensor<768xf32>
    %bcast_455 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1063 = stablehlo.multiply %bcast_455, %decayed_151 : tensor<768xf32>
    %stages.3.blocks.0.gamma.new = stablehlo.subtract %stages.3.blocks.0.gamma, %multiply_1063 : tensor<768xf32>
    %cst_1094 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1064 = stablehlo.multiply %cst_1094, %stages.3.blocks.0.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1095 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1065 = stablehlo.multiply %cst_1095, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_1064, %multiply_1065 : tensor<768x1x7x7xf32>
    %multiply_1066 = stablehlo.multiply %ds3b0_dw_w, %ds3b0_dw_w : tensor<768x1x7x7xf32>
    %cst_1096 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1067 = stablehlo.multiply %cst_1096, %stages.3.blocks.0.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1097 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1068 = stablehlo.multiply %cst_1097, %multiply_1066 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_1067, %multiply_1068 : tensor<768x1x7x7xf32>
    %bcast_456 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_304 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.m_new, %bcast_456 : tensor<768x1x7x7xf32>
    %bcast_457 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_305 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.v_new, %bcast_457 : tensor<768x1x7x7xf32>
    %sqrt_152 = stablehlo.sqrt %divide_305 : tensor<768x1x7x7xf32>
    %cst_1098 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_152 = stablehlo.add %sqrt_152, %cst_1098 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_304, %add_152 : tensor<768x1x7x7xf32>
    %cst_1099 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x1x7x7xf32>
    %multiply_1069 = stablehlo.multiply %cst_1099, %stages.3.blocks.0.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_152 = stablehlo.add %stages.3.blocks.0.conv_dw.weight.adam, %multiply_1069 : tensor<768x1x7x7xf32>
    %bcast_458 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1070 = stablehlo.multiply %bcast_458, %decayed_152 : tensor<768x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.weight, %multiply_1070 : tensor<768x1x7x7xf32>
    %cst_1100 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1071 = stablehlo.multiply %cst_1100, %stages.3.blocks.0.conv_dw.bias.m : tensor<768xf32>
    %cst_1101 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1072 = stablehlo.multiply %cst_1101, %ds3b0_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_1071, %multiply_1072 : tensor<768xf32>
    %multiply_1073 = stablehlo.multiply %ds3b0_dw_b_2, %ds3b0_dw_b_2 : tensor<768xf32>
    %cst_1102 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1074 = stablehlo.multiply %cst_1102, %stages.3.blocks.0.conv_dw.bias.v : tensor<768xf32>
    %cst_1103 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1075 = stablehlo.multiply %cst_1103, %multiply_1073 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_1074, %multiply_1075 : tensor<768xf32>
    %bcast_459 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_306 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.m_new, %bcast_459 : tensor<768xf32>
    %bcast_460 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_307 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.v_new, %bcast_460 : tensor<768xf32>
    %sqrt_153 = stablehlo.sqrt %divide_307 : tensor<768xf32>
    %cst_1104 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_153 = stablehlo.add %sqrt_153, %cst_1104 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_306, %add_153 : tensor<768xf32>
    %cst_1105 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1076 = stablehlo.multiply %cst_1105, %stages.3.blocks.0.conv_dw.bias : tensor<768xf32>
    %decayed_153 = stablehlo.add %stages.3.blocks.0.conv_dw.bias.adam, %multiply_1076 : tensor<768xf32>
    %bcast_461 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1077 = stablehlo.multiply %bcast_461, %decayed_153 : tensor<768xf32>
    %stages.3.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.bias, %multiply_1077 : tensor<768xf32>
    %cst_1106 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1078 = stablehlo.multiply %cst_1106, %stages.3.blocks.0.norm.weight.m : tensor<768xf32>
    %cst_1107 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1079 = stablehlo.multiply %cst_1107, %ds3b0_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.m_new = stablehlo.add %multiply_1078, %multiply_1079 : tensor<768xf32>
    %multiply_1080 = stablehlo.multiply %ds3b0_ln_weight_2, %ds3b0_ln_weight_2 : tensor<768xf32>
    %cst_1108 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1081 = stablehlo.multiply %cst_1108, %stages.3.blocks.0.norm.weight.v : tensor<768xf32>
    %cst_1109 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1082 = stablehlo.multiply %cst_1109, %multiply_1080 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.v_new = stablehlo.add %multiply_1081, %multiply_1082 : tensor<768xf32>
    %bcast_462 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_308 = stablehlo.divide %stages.3.blocks.0.norm.weight.m_new, %bcast_462 : tensor<768xf32>
    %bcast_463 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_309 = stablehlo.divide %stages.3.blocks.0.norm.weight.v_new, %bcast_463 : tensor<768xf32>
    %sqrt_154 = stablehlo.sqrt %divide_309 : tensor<768xf32>
    %cst_1110 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_154 = stablehlo.add %sqrt_154, %cst_1110 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.adam = stablehlo.divide %divide_308, %add_154 : tensor<768xf32>
    %cst_1111 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1083 = stablehlo.multiply %cst_1111, %stages.3.blocks.0.norm.weight : tensor<768xf32>
    %decayed_154 = stablehlo.add %stages.3.blocks.0.norm.weight.adam, %multiply_1083 : tensor<768xf32>
    %bcast_464 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1084 = stablehlo.multiply %bcast_464, %decayed_154 : tensor<768xf32>
    %stages.3.blocks.0.norm.weight.new = stablehlo.subtract %stages.3.blocks.0.norm.weight, %multiply_1084 : tensor<768xf32>
    %cst_1112 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1085 = stablehlo.multiply %cst_1112, %stages.3.blocks.0.norm.bias.m : tensor<768xf32>
    %cst_1113 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1086 = stablehlo.multiply %cst_1113, %ds3b0_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.m_new = stablehlo.add %multiply_1085, %multiply_1086 : tensor<768xf32>
    %multiply_1087 = stablehlo.multiply %ds3b0_ln_bias_2, %ds3b0_ln_bias_2 : tensor<768xf32>
    %cst_1114 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1088 = stablehlo.multiply %cst_1114, %stages.3.blocks.0.norm.bias.v : tensor<768xf32>
    %cst_1115 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1089 = stablehlo.multiply %cst_1115, %multiply_1087 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.v_new = stablehlo.add %multiply_1088, %multiply_1089 : tensor<768xf32>
    %bcast_465 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_310 = stablehlo.divide %stages.3.blocks.0.norm.bias.m_new, %bcast_465 : tensor<768xf32>
    %bcast_466 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_311 = stablehlo.divide %stages.3.blocks.0.norm.bias.v_new, %bcast_466 : tensor<768xf32>
    %sqrt_155 = stablehlo.sqrt %divide_311 : tensor<768xf32>
    %cst_1116 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_155 = stablehlo.add %sqrt_155, %cst_1116 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.adam = stablehlo.divide %divide_310, %add_155 : tensor<768xf32>
    %cst_1117 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1090 = stablehlo.multiply %cst_1117, %stages.3.blocks.0.norm.bias : tensor<768xf32>
    %decayed_155 = stablehlo.add %stages.3.blocks.0.norm.bias.adam, %multiply_1090 : tensor<768xf32>
    %bcast_467 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1091 = stablehlo.multiply %bcast_467, %decayed_155 : tensor<768xf32>
    %stages.3.blocks.0.norm.bias.new = stablehlo.subtract %stages.3.blocks.0.norm.bias, %multiply_1091 : tensor<768xf32>
    %cst_1118 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1092 = stablehlo.multiply %cst_1118, %stages.3.blocks.0.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1119 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1093 = stablehlo.multiply %cst_1119, %ds3b0_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_1092, %multiply_1093 : tensor<3072x768xf32>
    %multiply_1094 = stablehlo.multiply %ds3b0_fc1_w, %ds3b0_fc1_w : tensor<3072x768xf32>
    %cst_1120 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1095 = stablehlo.multiply %cst_1120, %stages.3.blocks.0.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1121 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1096 = stablehlo.multiply %cst_1121, %multiply_1094 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_1095, %multiply_1096 : tensor<3072x768xf32>
    %bcast_468 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_312 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.m_new, %bcast_468 : tensor<3072x768xf32>
    %bcast_469 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_313 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.v_new, %bcast_469 : tensor<3072x768xf32>
    %sqrt_156 = stablehlo.sqrt %divide_313 : tensor<3072x768xf32>
    %cst_1122 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_156 = stablehlo.add %sqrt_156, %cst_1122 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_312, %add_156 : tensor<3072x768xf32>
    %cst_1123 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072x768xf32>
    %multiply_1097 = stablehlo.multiply %cst_1123, %stages.3.blocks.0.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_156 = stablehlo.add %stages.3.blocks.0.mlp.fc1.weight.adam, %multiply_1097 : tensor<3072x768xf32>
    %bcast_470 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1098 = stablehlo.multiply %bcast_470, %decayed_156 : tensor<3072x768xf32>
    %stages.3.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.weight, %multiply_1098 : tensor<3072x768xf32>
    %cst_1124 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1099 = stablehlo.multiply %cst_1124, %stages.3.blocks.0.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1125 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1100 = stablehlo.multiply %cst_1125, %ds3b0_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_1099, %multiply_1100 : tensor<3072xf32>
    %multiply_1101 = stablehlo.multiply %ds3b0_fc1_b_2, %ds3b0_fc1_b_2 : tensor<3072xf32>
    %cst_1126 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1102 = stablehlo.multiply %cst_1126, %stages.3.blocks.0.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1127 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1103 = stablehlo.multiply %cst_1127, %multiply_1101 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_1102, %multiply_1103 : tensor<3072xf32>
    %bcast_471 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_314 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.m_new, %bcast_471 : tensor<3072xf32>
    %bcast_472 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_315 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.v_new, %bcast_472 : tensor<3072xf32>
    %sqrt_157 = stablehlo.sqrt %divide_315 : tensor<3072xf32>
    %cst_1128 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_157 = stablehlo.add %sqrt_157, %cst_1128 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_314, %add_157 : tensor<3072xf32>
    %cst_1129 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072xf32>
    %multiply_1104 = stablehlo.multiply %cst_1129, %stages.3.blocks.0.mlp.fc1.bias : tensor<3072xf32>
    %decayed_157 = stablehlo.add %stages.3.blocks.0.mlp.fc1.bias.adam, %multiply_1104 : tensor<3072xf32>
    %bcast_473 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1105 = stablehlo.multiply %bcast_473, %decayed_157 : tensor<3072xf32>
    %stages.3.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.bias, %multiply_1105 : tensor<3072xf32>
    %cst_1130 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1106 = stablehlo.multiply %cst_1130, %stages.3.blocks.0.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1131 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1107 = stablehlo.multiply %cst_1131, %ds3b0_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_1106, %multiply_1107 : tensor<768x3072xf32>
    %multiply_1108 = stablehlo.multiply %ds3b0_fc2_w, %ds3b0_fc2_w : tensor<768x3072xf32>
    %cst_1132 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1109 = stablehlo.multiply %cst_1132, %stages.3.blocks.0.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1133 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1110 = stablehlo.multiply %cst_1133, %multiply_1108 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_1109, %multiply_1110 : tensor<768x3072xf32>
    %bcast_474 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_316 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.m_new, %bcast_474 : tensor<768x3072xf32>
    %bcast_475 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_317 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.v_new, %bcast_475 : tensor<768x3072xf32>
    %sqrt_158 = stablehlo.sqrt %divide_317 : tensor<768x3072xf32>
    %cst_1134 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_158 = stablehlo.add %sqrt_158, %cst_1134 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_316, %add_158 : tensor<768x3072xf32>
    %cst_1135 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x3072xf32>
    %multiply_1111 = stablehlo.multiply %cst_1135, %stages.3.blocks.0.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_158 = stablehlo.add %stages.3.blocks.0.mlp.fc2.weight.adam, %multiply_1111 : tensor<768x3072xf32>
    %bcast_476 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1112 = stablehlo.multiply %bcast_476, %decayed_158 : tensor<768x3072xf32>
    %stages.3.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.weight, %multiply_1112 : tensor<768x3072xf32>
    %cst_1136 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1113 = stablehlo.multiply %cst_1136, %stages.3.blocks.0.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1137 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1114 = stablehlo.multiply %cst_1137, %ds3b0_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_1113, %multiply_1114 : tensor<768xf32>
    %multiply_1115 = stablehlo.multiply %ds3b0_fc2_b_2, %ds3b0_fc2_b_2 : tensor<768xf32>
    %cst_1138 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1116 = stablehlo.multiply %cst_1138, %stages.3.blocks.0.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1139 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1117 = stablehlo.multiply %cst_1139, %multiply_1115 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_1116, %multiply_1117 : tensor<768xf32>
    %bcast_477 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_318 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.m_new, %bcast_477 : tensor<768xf32>
    %bcast_478 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_319 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.v_new, %bcast_478 : tensor<768xf32>
    %sqrt_159 = stablehlo.sqrt %divide_319 : tensor<768xf32>
    %cst_1140 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_159 = stablehlo.add %sqrt_159, %cst_1140 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_318, %add_159 : tensor<768xf32>
    %cst_1141 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1118 = stablehlo.multiply %cst_1141, %stages.3.blocks.0.mlp.fc2.bias : tensor<768xf32>
    %decayed_159 = stablehlo.add %stages.3.blocks.0.mlp.fc2.bias.adam, %multiply_1118 : tensor<768xf32>
    %bcast_479 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1119 = stablehlo.multiply %bcast_479, %decayed_159 : tensor<768xf32>
    %stages.3.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.bias, %multiply_1119 : tensor<768xf32>
    %cst_1142 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1120 = stablehlo.multiply %cst_1142, %stages.3.blocks.1.gamma.m : tensor<768xf32>
    %cst_1143 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1121 = stablehlo.multiply %cst_1143, %ds3b1_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.1.gamma.m_new = stablehlo.add %multiply_1120, %multiply_1121 : tensor<768xf32>
    %multiply_1122 = stablehlo.multiply %ds3b1_gamma_gamma_2, %ds3b1_gamma_gamma_2 : tensor<768xf32>
    %cst_1144 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1123 = stablehlo.multiply %cst_1144, %stages.3.blocks.1.gamma.v : tensor<768xf32>
    %cst_1145 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1124 = stablehlo.multiply %cst_1145, %multiply_1122 : tensor<768xf32>
    %stages.3.blocks.1.gamma.v_new = stablehlo.add %multiply_1123, %multiply_1124 : tensor<768xf32>
    %bcast_480 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_320 = stablehlo.divide %stages.3.blocks.1.gamma.m_new, %bcast_480 : tensor<768xf32>
    %bcast_481 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_321 = stablehlo.divide %stages.3.blocks.1.gamma.v_new, %bcast_481 : tensor<768xf32>
    %sqrt_160 = stablehlo.sqrt %divide_321 : tensor<768xf32>
    %cst_1146 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_160 = stablehlo.add %sqrt_160, %cst_1146 : tensor<768xf32>
    %stages.3.blocks.1.gamma.adam = stablehlo.divide %divide_320, %add_160 : tensor<768xf32>
    %cst_1147 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1125 = stablehlo.multiply %cst_1147, %stages.3.blocks.1.gamma : tensor<768xf32>
    %decayed_160 = stablehlo.add %stages.3.blocks.1.gamma.adam, %multiply_1125 : tensor<768xf32>
    %bcast_482 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1126 = stablehlo.multiply %bcast_482, %decayed_160 : tensor<768xf32>
    %stages.3.blocks.1.gamma.new = stablehlo.subtract %stages.3.blocks.1.gamma, %multiply_1126 : tensor<768xf32>
    %cst_1148 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1127 = stablehlo.multiply %cst_1148, %stages.3.blocks.1.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1149 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1128 = stablehlo.multiply %cst_1149, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_1127, %multiply_1128 : tensor<768x1x7x7xf32>
    %multiply_1129 = stablehlo.multiply %ds3b1_dw_w, %ds3b1_dw_w : tensor<768x1x7x7xf32>
    %cst_1150 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1130 = stablehlo.multiply %cst_1150, %stages.3.blocks.1.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1151 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1131 = stablehlo.multiply %cst_1151, %multiply_1129 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_1130, %multiply_1131 : tensor<768x1x7x7xf32>
    %bcast_483 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_322 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.m_new, %bcast_483 : tensor<768x1x7x7xf32>
    %bcast_484 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_323 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.v_new, %bcast_484 : tensor<768x1x7x7xf32>
    %sqrt_161 = stablehlo.sqrt %divide_323 : tensor<768x1x7x7xf32>
    %cst_1152 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_161 = stablehlo.add %sqrt_161, %cst_1152 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_322, %add_161 : tensor<768x1x7x7xf32>
    %cst_1153 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x1x7x7xf32>
    %multiply_1132 = stablehlo.multiply %cst_1153, %stages.3.blocks.1.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_161 = stablehlo.add %stages.3.blocks.1.conv_dw.weight.adam, %multiply_1132 : tensor<768x1x7x7xf32>
    %bcast_485 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1133 = stablehlo.multiply %bcast_485, %decayed_161 : tensor<768x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.weight, %multiply_1133 : tensor<768x1x7x7xf32>
    %cst_1154 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1134 = stablehlo.multiply %cst_1154, %stages.3.blocks.1.conv_dw.bias.m : tensor<768xf32>
    %cst_1155 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1135 = stablehlo.multiply %cst_1155, %ds3b1_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_1134, %multiply_1135 : tensor<768xf32>
    %multiply_1136 = stablehlo.multiply %ds3b1_dw_b_2, %ds3b1_dw_b_2 : tensor<768xf32>
    %cst_1156 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1137 = stablehlo.multiply %cst_1156, %stages.3.blocks.1.conv_dw.bias.v : tensor<768xf32>
    %cst_1157 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1138 = stablehlo.multiply %cst_1157, %multiply_1136 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_1137, %multiply_1138 : tensor<768xf32>
    %bcast_486 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_324 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.m_new, %bcast_486 : tensor<768xf32>
    %bcast_487 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_325 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.v_new, %bcast_487 : tensor<768xf32>
    %sqrt_162 = stablehlo.sqrt %divide_325 : tensor<768xf32>
    %cst_1158 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_162 = stablehlo.add %sqrt_162, %cst_1158 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_324, %add_162 : tensor<768xf32>
    %cst_1159 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1139 = stablehlo.multiply %cst_1159, %stages.3.blocks.1.conv_dw.bias : tensor<768xf32>
    %decayed_162 = stablehlo.add %stages.3.blocks.1.conv_dw.bias.adam, %multiply_1139 : tensor<768xf32>
    %bcast_488 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1140 = stablehlo.multiply %bcast_488, %decayed_162 : tensor<768xf32>
    %stages.3.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.bias, %multiply_1140 : tensor<768xf32>
    %cst_1160 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1141 = stablehlo.multiply %cst_1160, %stages.3.blocks.1.norm.weight.m : tensor<768xf32>
    %cst_1161 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1142 = stablehlo.multiply %cst_1161, %ds3b1_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.m_new = stablehlo.add %multiply_1141, %multiply_1142 : tensor<768xf32>
    %multiply_1143 = stablehlo.multiply %ds3b1_ln_weight_2, %ds3b1_ln_weight_2 : tensor<768xf32>
    %cst_1162 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1144 = stablehlo.multiply %cst_1162, %stages.3.blocks.1.norm.weight.v : tensor<768xf32>
    %cst_1163 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1145 = stablehlo.multiply %cst_1163, %multiply_1143 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.v_new = stablehlo.add %multiply_1144, %multiply_1145 : tensor<768xf32>
    %bcast_489 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_326 = stablehlo.divide %stages.3.blocks.1.norm.weight.m_new, %bcast_489 : tensor<768xf32>
    %bcast_490 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_327 = stablehlo.divide %stages.3.blocks.1.norm.weight.v_new, %bcast_490 : tensor<768xf32>
    %sqrt_163 = stablehlo.sqrt %divide_327 : tensor<768xf32>
    %cst_1164 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_163 = stablehlo.add %sqrt_163, %cst_1164 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.adam = stablehlo.divide %divide_326, %add_163 : tensor<768xf32>
    %cst_1165 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1146 = stablehlo.multiply %cst_1165, %stages.3.blocks.1.norm.weight : tensor<768xf32>
    %decayed_163 = stablehlo.add %stages.3.blocks.1.norm.weight.adam, %multiply_1146 : tensor<768xf32>
    %bcast_491 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1147 = stablehlo.multiply %bcast_491, %decayed_163 : tensor<768xf32>
    %stages.3.blocks.1.norm.weight.new = stablehlo.subtract %stages.3.blocks.1.norm.weight, %multiply_1147 : tensor<768xf32>
    %cst_1166 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1148 = stablehlo.multiply %cst_1166, %stages.3.blocks.1.norm.bias.m : tensor<768xf32>
    %cst_1167 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1149 = stablehlo.multiply %cst_1167, %ds3b1_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.m_new = stablehlo.add %multiply_1148, %multiply_1149 : tensor<768xf32>
    %multiply_1150 = stablehlo.multiply %ds3b1_ln_bias_2, %ds3b1_ln_bias_2 : tensor<768xf32>
    %cst_1168 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1151 = stablehlo.multiply %cst_1168, %stages.3.blocks.1.norm.bias.v : tensor<768xf32>
    %cst_1169 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1152 = stablehlo.multiply %cst_1169, %multiply_1150 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.v_new = stablehlo.add %multiply_1151, %multiply_1152 : tensor<768xf32>
    %bcast_492 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_328 = stablehlo.divide %stages.3.blocks.1.norm.bias.m_new, %bcast_492 : tensor<768xf32>
    %bcast_493 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_329 = stablehlo.divide %stages.3.blocks.1.norm.bias.v_new, %bcast_493 : tensor<768xf32>
    %sqrt_164 = stablehlo.sqrt %divide_329 : tensor<768xf32>
    %cst_1170 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_164 = stablehlo.add %sqrt_164, %cst_1170 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.adam = stablehlo.divide %divide_328, %add_164 : tensor<768xf32>
    %cst_1171 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1153 = stablehlo.multiply %cst_1171, %stages.3.blocks.1.norm.bias : tensor<768xf32>
    %decayed_164 = stablehlo.add %stages.3.blocks.1.norm.bias.adam, %multiply_1153 : tensor<768xf32>
    %bcast_494 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1154 = stablehlo.multiply %bcast_494, %decayed_164 : tensor<768xf32>
    %stages.3.blocks.1.norm.bias.new = stablehlo.subtract %stages.3.blocks.1.norm.bias, %multiply_1154 : tensor<768xf32>
    %cst_1172 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1155 = stablehlo.multiply %cst_1172, %stages.3.blocks.1.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1173 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1156 = stablehlo.multiply %cst_1173, %ds3b1_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_1155, %multiply_1156 : tensor<3072x768xf32>
    %multiply_1157 = stablehlo.multiply %ds3b1_fc1_w, %ds3b1_fc1_w : tensor<3072x768xf32>
    %cst_1174 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1158 = stablehlo.multiply %cst_1174, %stages.3.blocks.1.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1175 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1159 = stablehlo.multiply %cst_1175, %multiply_1157 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_1158, %multiply_1159 : tensor<3072x768xf32>
    %bcast_495 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_330 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.m_new, %bcast_495 : tensor<3072x768xf32>
    %bcast_496 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_331 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.v_new, %bcast_496 : tensor<3072x768xf32>
    %sqrt_165 = stablehlo.sqrt %divide_331 : tensor<3072x768xf32>
    %cst_1176 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_165 = stablehlo.add %sqrt_165, %cst_1176 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_330, %add_165 : tensor<3072x768xf32>
    %cst_1177 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072x768xf32>
    %multiply_1160 = stablehlo.multiply %cst_1177, %stages.3.blocks.1.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_165 = stablehlo.add %stages.3.blocks.1.mlp.fc1.weight.adam, %multiply_1160 : tensor<3072x768xf32>
    %bcast_497 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1161 = stablehlo.multiply %bcast_497, %decayed_165 : tensor<3072x768xf32>
    %stages.3.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.weight, %multiply_1161 : tensor<3072x768xf32>
    %cst_1178 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1162 = stablehlo.multiply %cst_1178, %stages.3.blocks.1.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1179 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1163 = stablehlo.multiply %cst_1179, %ds3b1_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_1162, %multiply_1163 : tensor<3072xf32>
    %multiply_1164 = stablehlo.multiply %ds3b1_fc1_b_2, %ds3b1_fc1_b_2 : tensor<3072xf32>
    %cst_1180 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1165 = stablehlo.multiply %cst_1180, %stages.3.blocks.1.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1181 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1166 = stablehlo.multiply %cst_1181, %multiply_1164 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_1165, %multiply_1166 : tensor<3072xf32>
    %bcast_498 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_332 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.m_new, %bcast_498 : tensor<3072xf32>
    %bcast_499 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_333 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.v_new, %bcast_499 : tensor<3072xf32>
    %sqrt_166 = stablehlo.sqrt %divide_333 : tensor<3072xf32>
    %cst_1182 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_166 = stablehlo.add %sqrt_166, %cst_1182 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_332, %add_166 : tensor<3072xf32>
    %cst_1183 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072xf32>
    %multiply_1167 = stablehlo.multiply %cst_1183, %stages.3.blocks.1.mlp.fc1.bias : tensor<3072xf32>
    %decayed_166 = stablehlo.add %stages.3.blocks.1.mlp.fc1.bias.adam, %multiply_1167 : tensor<3072xf32>
    %bcast_500 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1168 = stablehlo.multiply %bcast_500, %decayed_166 : tensor<3072xf32>
    %stages.3.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.bias, %multiply_1168 : tensor<3072xf32>
    %cst_1184 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1169 = stablehlo.multiply %cst_1184, %stages.3.blocks.1.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1185 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1170 = stablehlo.multiply %cst_1185, %ds3b1_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_1169, %multiply_1170 : tensor<768x3072xf32>
    %multiply_1171 = stablehlo.multiply %ds3b1_fc2_w, %ds3b1_fc2_w : tensor<768x3072xf32>
    %cst_1186 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1172 = stablehlo.multiply %cst_1186, %stages.3.blocks.1.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1187 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1173 = stablehlo.multiply %cst_1187, %multiply_1171 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_1172, %multiply_1173 : tensor<768x3072xf32>
    %bcast_501 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_334 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.m_new, %bcast_501 : tensor<768x3072xf32>
    %bcast_502 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_335 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.v_new, %bcast_502 : tensor<768x3072xf32>
    %sqrt_167 = stablehlo.sqrt %divide_335 : tensor<768x3072xf32>
    %cst_1188 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_167 = stablehlo.add %sqrt_167, %cst_1188 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_334, %add_167 : tensor<768x3072xf32>
    %cst_1189 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x3072xf32>
    %multiply_1174 = stablehlo.multiply %cst_1189, %stages.3.blocks.1.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_167 = stablehlo.add %stages.3.blocks.1.mlp.fc2.weight.adam, %multiply_1174 : tensor<768x3072xf32>
    %bcast_503 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1175 = stablehlo.multiply %bcast_503, %decayed_167 : tensor<768x3072xf32>
    %stages.3.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.weight, %multiply_1175 : tensor<768x3072xf32>
    %cst_1190 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1176 = stablehlo.multiply %cst_1190, %stages.3.blocks.1.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1191 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1177 = stablehlo.multiply %cst_1191, %ds3b1_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_1176, %multiply_1177 : tensor<768xf32>
    %multiply_1178 = stablehlo.multiply %ds3b1_fc2_b_2, %ds3b1_fc2_b_2 : tensor<768xf32>
    %cst_1192 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1179 = stablehlo.multiply %cst_1192, %stages.3.blocks.1.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1193 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1180 = stablehlo.multiply %cst_1193, %multiply_1178 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_1179, %multiply_1180 : tensor<768xf32>
    %bcast_504 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_336 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.m_new, %bcast_504 : tensor<768xf32>
    %bcast_505 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_337 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.v_new, %bcast_505 : tensor<768xf32>
    %sqrt_168 = stablehlo.sqrt %divide_337 : tensor<768xf32>
    %cst_1194 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_168 = stablehlo.add %sqrt_168, %cst_1194 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_336, %add_168 : tensor<768xf32>
    %cst_1195 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1181 = stablehlo.multiply %cst_1195, %stages.3.blocks.1.mlp.fc2.bias : tensor<768xf32>
    %decayed_168 = stablehlo.add %stages.3.blocks.1.mlp.fc2.bias.adam, %multiply_1181 : tensor<768xf32>
    %bcast_506 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1182 = stablehlo.multiply %bcast_506, %decayed_168 : tensor<768xf32>
    %stages.3.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.bias, %multiply_1182 : tensor<768xf32>
    %cst_1196 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1183 = stablehlo.multiply %cst_1196, %stages.3.blocks.2.gamma.m : tensor<768xf32>
    %cst_1197 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1184 = stablehlo.multiply %cst_1197, %ds3b2_gamma_gamma_2 : tensor<768xf32>
    %stages.3.blocks.2.gamma.m_new = stablehlo.add %multiply_1183, %multiply_1184 : tensor<768xf32>
    %multiply_1185 = stablehlo.multiply %ds3b2_gamma_gamma_2, %ds3b2_gamma_gamma_2 : tensor<768xf32>
    %cst_1198 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1186 = stablehlo.multiply %cst_1198, %stages.3.blocks.2.gamma.v : tensor<768xf32>
    %cst_1199 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1187 = stablehlo.multiply %cst_1199, %multiply_1185 : tensor<768xf32>
    %stages.3.blocks.2.gamma.v_new = stablehlo.add %multiply_1186, %multiply_1187 : tensor<768xf32>
    %bcast_507 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_338 = stablehlo.divide %stages.3.blocks.2.gamma.m_new, %bcast_507 : tensor<768xf32>
    %bcast_508 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_339 = stablehlo.divide %stages.3.blocks.2.gamma.v_new, %bcast_508 : tensor<768xf32>
    %sqrt_169 = stablehlo.sqrt %divide_339 : tensor<768xf32>
    %cst_1200 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_169 = stablehlo.add %sqrt_169, %cst_1200 : tensor<768xf32>
    %stages.3.blocks.2.gamma.adam = stablehlo.divide %divide_338, %add_169 : tensor<768xf32>
    %cst_1201 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1188 = stablehlo.multiply %cst_1201, %stages.3.blocks.2.gamma : tensor<768xf32>
    %decayed_169 = stablehlo.add %stages.3.blocks.2.gamma.adam, %multiply_1188 : tensor<768xf32>
    %bcast_509 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1189 = stablehlo.multiply %bcast_509, %decayed_169 : tensor<768xf32>
    %stages.3.blocks.2.gamma.new = stablehlo.subtract %stages.3.blocks.2.gamma, %multiply_1189 : tensor<768xf32>
    %cst_1202 = stablehlo.constant dense<0.8999999761581421> : tensor<768x1x7x7xf32>
    %multiply_1190 = stablehlo.multiply %cst_1202, %stages.3.blocks.2.conv_dw.weight.m : tensor<768x1x7x7xf32>
    %cst_1203 = stablehlo.constant dense<0.10000000149011612> : tensor<768x1x7x7xf32>
    %multiply_1191 = stablehlo.multiply %cst_1203, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_1190, %multiply_1191 : tensor<768x1x7x7xf32>
    %multiply_1192 = stablehlo.multiply %ds3b2_dw_w, %ds3b2_dw_w : tensor<768x1x7x7xf32>
    %cst_1204 = stablehlo.constant dense<0.9990000128746033> : tensor<768x1x7x7xf32>
    %multiply_1193 = stablehlo.multiply %cst_1204, %stages.3.blocks.2.conv_dw.weight.v : tensor<768x1x7x7xf32>
    %cst_1205 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x1x7x7xf32>
    %multiply_1194 = stablehlo.multiply %cst_1205, %multiply_1192 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_1193, %multiply_1194 : tensor<768x1x7x7xf32>
    %bcast_510 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_340 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.m_new, %bcast_510 : tensor<768x1x7x7xf32>
    %bcast_511 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %divide_341 = stablehlo.divide %stages.3.blocks.2.conv_dw.weight.v_new, %bcast_511 : tensor<768x1x7x7xf32>
    %sqrt_170 = stablehlo.sqrt %divide_341 : tensor<768x1x7x7xf32>
    %cst_1206 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x1x7x7xf32>
    %add_170 = stablehlo.add %sqrt_170, %cst_1206 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_340, %add_170 : tensor<768x1x7x7xf32>
    %cst_1207 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x1x7x7xf32>
    %multiply_1195 = stablehlo.multiply %cst_1207, %stages.3.blocks.2.conv_dw.weight : tensor<768x1x7x7xf32>
    %decayed_170 = stablehlo.add %stages.3.blocks.2.conv_dw.weight.adam, %multiply_1195 : tensor<768x1x7x7xf32>
    %bcast_512 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %multiply_1196 = stablehlo.multiply %bcast_512, %decayed_170 : tensor<768x1x7x7xf32>
    %stages.3.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.weight, %multiply_1196 : tensor<768x1x7x7xf32>
    %cst_1208 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1197 = stablehlo.multiply %cst_1208, %stages.3.blocks.2.conv_dw.bias.m : tensor<768xf32>
    %cst_1209 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1198 = stablehlo.multiply %cst_1209, %ds3b2_dw_b_2 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_1197, %multiply_1198 : tensor<768xf32>
    %multiply_1199 = stablehlo.multiply %ds3b2_dw_b_2, %ds3b2_dw_b_2 : tensor<768xf32>
    %cst_1210 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1200 = stablehlo.multiply %cst_1210, %stages.3.blocks.2.conv_dw.bias.v : tensor<768xf32>
    %cst_1211 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1201 = stablehlo.multiply %cst_1211, %multiply_1199 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_1200, %multiply_1201 : tensor<768xf32>
    %bcast_513 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_342 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.m_new, %bcast_513 : tensor<768xf32>
    %bcast_514 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_343 = stablehlo.divide %stages.3.blocks.2.conv_dw.bias.v_new, %bcast_514 : tensor<768xf32>
    %sqrt_171 = stablehlo.sqrt %divide_343 : tensor<768xf32>
    %cst_1212 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_171 = stablehlo.add %sqrt_171, %cst_1212 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_342, %add_171 : tensor<768xf32>
    %cst_1213 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1202 = stablehlo.multiply %cst_1213, %stages.3.blocks.2.conv_dw.bias : tensor<768xf32>
    %decayed_171 = stablehlo.add %stages.3.blocks.2.conv_dw.bias.adam, %multiply_1202 : tensor<768xf32>
    %bcast_515 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1203 = stablehlo.multiply %bcast_515, %decayed_171 : tensor<768xf32>
    %stages.3.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.2.conv_dw.bias, %multiply_1203 : tensor<768xf32>
    %cst_1214 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1204 = stablehlo.multiply %cst_1214, %stages.3.blocks.2.norm.weight.m : tensor<768xf32>
    %cst_1215 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1205 = stablehlo.multiply %cst_1215, %ds3b2_ln_weight_2 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.m_new = stablehlo.add %multiply_1204, %multiply_1205 : tensor<768xf32>
    %multiply_1206 = stablehlo.multiply %ds3b2_ln_weight_2, %ds3b2_ln_weight_2 : tensor<768xf32>
    %cst_1216 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1207 = stablehlo.multiply %cst_1216, %stages.3.blocks.2.norm.weight.v : tensor<768xf32>
    %cst_1217 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1208 = stablehlo.multiply %cst_1217, %multiply_1206 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.v_new = stablehlo.add %multiply_1207, %multiply_1208 : tensor<768xf32>
    %bcast_516 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_344 = stablehlo.divide %stages.3.blocks.2.norm.weight.m_new, %bcast_516 : tensor<768xf32>
    %bcast_517 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_345 = stablehlo.divide %stages.3.blocks.2.norm.weight.v_new, %bcast_517 : tensor<768xf32>
    %sqrt_172 = stablehlo.sqrt %divide_345 : tensor<768xf32>
    %cst_1218 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_172 = stablehlo.add %sqrt_172, %cst_1218 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.adam = stablehlo.divide %divide_344, %add_172 : tensor<768xf32>
    %cst_1219 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1209 = stablehlo.multiply %cst_1219, %stages.3.blocks.2.norm.weight : tensor<768xf32>
    %decayed_172 = stablehlo.add %stages.3.blocks.2.norm.weight.adam, %multiply_1209 : tensor<768xf32>
    %bcast_518 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1210 = stablehlo.multiply %bcast_518, %decayed_172 : tensor<768xf32>
    %stages.3.blocks.2.norm.weight.new = stablehlo.subtract %stages.3.blocks.2.norm.weight, %multiply_1210 : tensor<768xf32>
    %cst_1220 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1211 = stablehlo.multiply %cst_1220, %stages.3.blocks.2.norm.bias.m : tensor<768xf32>
    %cst_1221 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1212 = stablehlo.multiply %cst_1221, %ds3b2_ln_bias_2 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.m_new = stablehlo.add %multiply_1211, %multiply_1212 : tensor<768xf32>
    %multiply_1213 = stablehlo.multiply %ds3b2_ln_bias_2, %ds3b2_ln_bias_2 : tensor<768xf32>
    %cst_1222 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1214 = stablehlo.multiply %cst_1222, %stages.3.blocks.2.norm.bias.v : tensor<768xf32>
    %cst_1223 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1215 = stablehlo.multiply %cst_1223, %multiply_1213 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.v_new = stablehlo.add %multiply_1214, %multiply_1215 : tensor<768xf32>
    %bcast_519 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_346 = stablehlo.divide %stages.3.blocks.2.norm.bias.m_new, %bcast_519 : tensor<768xf32>
    %bcast_520 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_347 = stablehlo.divide %stages.3.blocks.2.norm.bias.v_new, %bcast_520 : tensor<768xf32>
    %sqrt_173 = stablehlo.sqrt %divide_347 : tensor<768xf32>
    %cst_1224 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_173 = stablehlo.add %sqrt_173, %cst_1224 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.adam = stablehlo.divide %divide_346, %add_173 : tensor<768xf32>
    %cst_1225 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1216 = stablehlo.multiply %cst_1225, %stages.3.blocks.2.norm.bias : tensor<768xf32>
    %decayed_173 = stablehlo.add %stages.3.blocks.2.norm.bias.adam, %multiply_1216 : tensor<768xf32>
    %bcast_521 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1217 = stablehlo.multiply %bcast_521, %decayed_173 : tensor<768xf32>
    %stages.3.blocks.2.norm.bias.new = stablehlo.subtract %stages.3.blocks.2.norm.bias, %multiply_1217 : tensor<768xf32>
    %cst_1226 = stablehlo.constant dense<0.8999999761581421> : tensor<3072x768xf32>
    %multiply_1218 = stablehlo.multiply %cst_1226, %stages.3.blocks.2.mlp.fc1.weight.m : tensor<3072x768xf32>
    %cst_1227 = stablehlo.constant dense<0.10000000149011612> : tensor<3072x768xf32>
    %multiply_1219 = stablehlo.multiply %cst_1227, %ds3b2_fc1_w : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_1218, %multiply_1219 : tensor<3072x768xf32>
    %multiply_1220 = stablehlo.multiply %ds3b2_fc1_w, %ds3b2_fc1_w : tensor<3072x768xf32>
    %cst_1228 = stablehlo.constant dense<0.9990000128746033> : tensor<3072x768xf32>
    %multiply_1221 = stablehlo.multiply %cst_1228, %stages.3.blocks.2.mlp.fc1.weight.v : tensor<3072x768xf32>
    %cst_1229 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072x768xf32>
    %multiply_1222 = stablehlo.multiply %cst_1229, %multiply_1220 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_1221, %multiply_1222 : tensor<3072x768xf32>
    %bcast_522 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_348 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.m_new, %bcast_522 : tensor<3072x768xf32>
    %bcast_523 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %divide_349 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.weight.v_new, %bcast_523 : tensor<3072x768xf32>
    %sqrt_174 = stablehlo.sqrt %divide_349 : tensor<3072x768xf32>
    %cst_1230 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072x768xf32>
    %add_174 = stablehlo.add %sqrt_174, %cst_1230 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_348, %add_174 : tensor<3072x768xf32>
    %cst_1231 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072x768xf32>
    %multiply_1223 = stablehlo.multiply %cst_1231, %stages.3.blocks.2.mlp.fc1.weight : tensor<3072x768xf32>
    %decayed_174 = stablehlo.add %stages.3.blocks.2.mlp.fc1.weight.adam, %multiply_1223 : tensor<3072x768xf32>
    %bcast_524 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %multiply_1224 = stablehlo.multiply %bcast_524, %decayed_174 : tensor<3072x768xf32>
    %stages.3.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.weight, %multiply_1224 : tensor<3072x768xf32>
    %cst_1232 = stablehlo.constant dense<0.8999999761581421> : tensor<3072xf32>
    %multiply_1225 = stablehlo.multiply %cst_1232, %stages.3.blocks.2.mlp.fc1.bias.m : tensor<3072xf32>
    %cst_1233 = stablehlo.constant dense<0.10000000149011612> : tensor<3072xf32>
    %multiply_1226 = stablehlo.multiply %cst_1233, %ds3b2_fc1_b_2 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_1225, %multiply_1226 : tensor<3072xf32>
    %multiply_1227 = stablehlo.multiply %ds3b2_fc1_b_2, %ds3b2_fc1_b_2 : tensor<3072xf32>
    %cst_1234 = stablehlo.constant dense<0.9990000128746033> : tensor<3072xf32>
    %multiply_1228 = stablehlo.multiply %cst_1234, %stages.3.blocks.2.mlp.fc1.bias.v : tensor<3072xf32>
    %cst_1235 = stablehlo.constant dense<0.0010000000474974513> : tensor<3072xf32>
    %multiply_1229 = stablehlo.multiply %cst_1235, %multiply_1227 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_1228, %multiply_1229 : tensor<3072xf32>
    %bcast_525 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_350 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.m_new, %bcast_525 : tensor<3072xf32>
    %bcast_526 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %divide_351 = stablehlo.divide %stages.3.blocks.2.mlp.fc1.bias.v_new, %bcast_526 : tensor<3072xf32>
    %sqrt_175 = stablehlo.sqrt %divide_351 : tensor<3072xf32>
    %cst_1236 = stablehlo.constant dense<9.99999993922529e-09> : tensor<3072xf32>
    %add_175 = stablehlo.add %sqrt_175, %cst_1236 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_350, %add_175 : tensor<3072xf32>
    %cst_1237 = stablehlo.constant dense<9.999999747378752e-05> : tensor<3072xf32>
    %multiply_1230 = stablehlo.multiply %cst_1237, %stages.3.blocks.2.mlp.fc1.bias : tensor<3072xf32>
    %decayed_175 = stablehlo.add %stages.3.blocks.2.mlp.fc1.bias.adam, %multiply_1230 : tensor<3072xf32>
    %bcast_527 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %multiply_1231 = stablehlo.multiply %bcast_527, %decayed_175 : tensor<3072xf32>
    %stages.3.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc1.bias, %multiply_1231 : tensor<3072xf32>
    %cst_1238 = stablehlo.constant dense<0.8999999761581421> : tensor<768x3072xf32>
    %multiply_1232 = stablehlo.multiply %cst_1238, %stages.3.blocks.2.mlp.fc2.weight.m : tensor<768x3072xf32>
    %cst_1239 = stablehlo.constant dense<0.10000000149011612> : tensor<768x3072xf32>
    %multiply_1233 = stablehlo.multiply %cst_1239, %ds3b2_fc2_w : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_1232, %multiply_1233 : tensor<768x3072xf32>
    %multiply_1234 = stablehlo.multiply %ds3b2_fc2_w, %ds3b2_fc2_w : tensor<768x3072xf32>
    %cst_1240 = stablehlo.constant dense<0.9990000128746033> : tensor<768x3072xf32>
    %multiply_1235 = stablehlo.multiply %cst_1240, %stages.3.blocks.2.mlp.fc2.weight.v : tensor<768x3072xf32>
    %cst_1241 = stablehlo.constant dense<0.0010000000474974513> : tensor<768x3072xf32>
    %multiply_1236 = stablehlo.multiply %cst_1241, %multiply_1234 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_1235, %multiply_1236 : tensor<768x3072xf32>
    %bcast_528 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_352 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.m_new, %bcast_528 : tensor<768x3072xf32>
    %bcast_529 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %divide_353 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.weight.v_new, %bcast_529 : tensor<768x3072xf32>
    %sqrt_176 = stablehlo.sqrt %divide_353 : tensor<768x3072xf32>
    %cst_1242 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768x3072xf32>
    %add_176 = stablehlo.add %sqrt_176, %cst_1242 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_352, %add_176 : tensor<768x3072xf32>
    %cst_1243 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768x3072xf32>
    %multiply_1237 = stablehlo.multiply %cst_1243, %stages.3.blocks.2.mlp.fc2.weight : tensor<768x3072xf32>
    %decayed_176 = stablehlo.add %stages.3.blocks.2.mlp.fc2.weight.adam, %multiply_1237 : tensor<768x3072xf32>
    %bcast_530 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %multiply_1238 = stablehlo.multiply %bcast_530, %decayed_176 : tensor<768x3072xf32>
    %stages.3.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.weight, %multiply_1238 : tensor<768x3072xf32>
    %cst_1244 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1239 = stablehlo.multiply %cst_1244, %stages.3.blocks.2.mlp.fc2.bias.m : tensor<768xf32>
    %cst_1245 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1240 = stablehlo.multiply %cst_1245, %ds3b2_fc2_b_2 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_1239, %multiply_1240 : tensor<768xf32>
    %multiply_1241 = stablehlo.multiply %ds3b2_fc2_b_2, %ds3b2_fc2_b_2 : tensor<768xf32>
    %cst_1246 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1242 = stablehlo.multiply %cst_1246, %stages.3.blocks.2.mlp.fc2.bias.v : tensor<768xf32>
    %cst_1247 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1243 = stablehlo.multiply %cst_1247, %multiply_1241 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_1242, %multiply_1243 : tensor<768xf32>
    %bcast_531 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_354 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.m_new, %bcast_531 : tensor<768xf32>
    %bcast_532 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_355 = stablehlo.divide %stages.3.blocks.2.mlp.fc2.bias.v_new, %bcast_532 : tensor<768xf32>
    %sqrt_177 = stablehlo.sqrt %divide_355 : tensor<768xf32>
    %cst_1248 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_177 = stablehlo.add %sqrt_177, %cst_1248 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_354, %add_177 : tensor<768xf32>
    %cst_1249 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1244 = stablehlo.multiply %cst_1249, %stages.3.blocks.2.mlp.fc2.bias : tensor<768xf32>
    %decayed_177 = stablehlo.add %stages.3.blocks.2.mlp.fc2.bias.adam, %multiply_1244 : tensor<768xf32>
    %bcast_533 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1245 = stablehlo.multiply %bcast_533, %decayed_177 : tensor<768xf32>
    %stages.3.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.2.mlp.fc2.bias, %multiply_1245 : tensor<768xf32>
    %cst_1250 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1246 = stablehlo.multiply %cst_1250, %head.norm.weight.m : tensor<768xf32>
    %cst_1251 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1247 = stablehlo.multiply %cst_1251, %dhead_norm_weight : tensor<768xf32>
    %head.norm.weight.m_new = stablehlo.add %multiply_1246, %multiply_1247 : tensor<768xf32>
    %multiply_1248 = stablehlo.multiply %dhead_norm_weight, %dhead_norm_weight : tensor<768xf32>
    %cst_1252 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1249 = stablehlo.multiply %cst_1252, %head.norm.weight.v : tensor<768xf32>
    %cst_1253 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1250 = stablehlo.multiply %cst_1253, %multiply_1248 : tensor<768xf32>
    %head.norm.weight.v_new = stablehlo.add %multiply_1249, %multiply_1250 : tensor<768xf32>
    %bcast_534 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_356 = stablehlo.divide %head.norm.weight.m_new, %bcast_534 : tensor<768xf32>
    %bcast_535 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_357 = stablehlo.divide %head.norm.weight.v_new, %bcast_535 : tensor<768xf32>
    %sqrt_178 = stablehlo.sqrt %divide_357 : tensor<768xf32>
    %cst_1254 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_178 = stablehlo.add %sqrt_178, %cst_1254 : tensor<768xf32>
    %head.norm.weight.adam = stablehlo.divide %divide_356, %add_178 : tensor<768xf32>
    %cst_1255 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1251 = stablehlo.multiply %cst_1255, %head.norm.weight : tensor<768xf32>
    %decayed_178 = stablehlo.add %head.norm.weight.adam, %multiply_1251 : tensor<768xf32>
    %bcast_536 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1252 = stablehlo.multiply %bcast_536, %decayed_178 : tensor<768xf32>
    %head.norm.weight.new = stablehlo.subtract %head.norm.weight, %multiply_1252 : tensor<768xf32>
    %cst_1256 = stablehlo.constant dense<0.8999999761581421> : tensor<768xf32>
    %multiply_1253 = stablehlo.multiply %cst_1256, %head.norm.bias.m : tensor<768xf32>
    %cst_1257 = stablehlo.constant dense<0.10000000149011612> : tensor<768xf32>
    %multiply_1254 = stablehlo.multiply %cst_1257, %dhead_norm_bias : tensor<768xf32>
    %head.norm.bias.m_new = stablehlo.add %multiply_1253, %multiply_1254 : tensor<768xf32>
    %multiply_1255 = stablehlo.multiply %dhead_norm_bias, %dhead_norm_bias : tensor<768xf32>
    %cst_1258 = stablehlo.constant dense<0.9990000128746033> : tensor<768xf32>
    %multiply_1256 = stablehlo.multiply %cst_1258, %head.norm.bias.v : tensor<768xf32>
    %cst_1259 = stablehlo.constant dense<0.0010000000474974513> : tensor<768xf32>
    %multiply_1257 = stablehlo.multiply %cst_1259, %multiply_1255 : tensor<768xf32>
    %head.norm.bias.v_new = stablehlo.add %multiply_1256, %multiply_1257 : tensor<768xf32>
    %bcast_537 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_358 = stablehlo.divide %head.norm.bias.m_new, %bcast_537 : tensor<768xf32>
    %bcast_538 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %divide_359 = stablehlo.divide %head.norm.bias.v_new, %bcast_538 : tensor<768xf32>
    %sqrt_179 = stablehlo.sqrt %divide_359 : tensor<768xf32>
    %cst_1260 = stablehlo.constant dense<9.99999993922529e-09> : tensor<768xf32>
    %add_179 = stablehlo.add %sqrt_179, %cst_1260 : tensor<768xf32>
    %head.norm.bias.adam = stablehlo.divide %divide_358, %add_179 : tensor<768xf32>
    %cst_1261 = stablehlo.constant dense<9.999999747378752e-05> : tensor<768xf32>
    %multiply_1258 = stablehlo.multiply %cst_1261, %head.norm.bias : tensor<768xf32>
    %decayed_179 = stablehlo.add %head.norm.bias.adam, %multiply_1258 : tensor<768xf32>
    %bcast_539 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %multiply_1259 = stablehlo.multiply %bcast_539, %decayed_179 : tensor<768xf32>
    %head.norm.bias.new = stablehlo.subtract %head.norm.bias, %multiply_1259 : tensor<768xf32>
    %cst_1262 = stablehlo.constant dense<0.8999999761581421> : tensor<10x768xf32>
    %multiply_1260 = stablehlo.multiply %cst_1262, %head.fc.weight.m : tensor<10x768xf32>
    %cst_1263 = stablehlo.constant dense<0.10000000149011612> : tensor<10x768xf32>
    %multiply_1261 = stablehlo.multiply %cst_1263, %dhead_fc_w : tensor<10x768xf32>
    %head.fc.weight.m_new = stablehlo.add %multiply_1260, %multiply_1261 : tensor<10x768xf32>
    %multiply_1262 = stablehlo.multiply %dhead_fc_w, %dhead_fc_w : tensor<10x768xf32>
    %cst_1264 = stablehlo.constant dense<0.9990000128746033> : tensor<10x768xf32>
    %multiply_1263 = stablehlo.multiply %cst_1264, %head.fc.weight.v : tensor<10x768xf32>
    %cst_1265 = stablehlo.constant dense<0.0010000000474974513> : tensor<10x768xf32>
    %multiply_1264 = stablehlo.multiply %cst_1265, %multiply_1262 : tensor<10x768xf32>
    %head.fc.weight.v_new = stablehlo.add %multiply_1263, %multiply_1264 : tensor<10x768xf32>
    %bcast_540 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10x768xf32>
    %divide_360 = stablehlo.divide %head.fc.weight.m_new, %bcast_540 : tensor<10x768xf32>
    %bcast_541 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10x768xf32>
    %divide_361 = stablehlo.divide %head.fc.weight.v_new, %bcast_541 : tensor<10x768xf32>
    %sqrt_180 = stablehlo.sqrt %divide_361 : tensor<10x768xf32>
    %cst_1266 = stablehlo.constant dense<9.99999993922529e-09> : tensor<10x768xf32>
    %add_180 = stablehlo.add %sqrt_180, %cst_1266 : tensor<10x768xf32>
    %head.fc.weight.adam = stablehlo.divide %divide_360, %add_180 : tensor<10x768xf32>
    %cst_1267 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10x768xf32>
    %multiply_1265 = stablehlo.multiply %cst_1267, %head.fc.weight : tensor<10x768xf32>
    %decayed_180 = stablehlo.add %head.fc.weight.adam, %multiply_1265 : tensor<10x768xf32>
    %bcast_542 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10x768xf32>
    %multiply_1266 = stablehlo.multiply %bcast_542, %decayed_180 : tensor<10x768xf32>
    %head.fc.weight.new = stablehlo.subtract %head.fc.weight, %multiply_1266 : tensor<10x768xf32>
    %cst_1268 = stablehlo.constant dense<0.8999999761581421> : tensor<10xf32>
    %multiply_1267 = stablehlo.multiply %cst_1268, %head.fc.bias.m : tensor<10xf32>
    %cst_1269 = stablehlo.constant dense<0.10000000149011612> : tensor<10xf32>
    %multiply_1268 = stablehlo.multiply %cst_1269, %dhead_fc_b : tensor<10xf32>
    %head.fc.bias.m_new = stablehlo.add %multiply_1267, %multiply_1268 : tensor<10xf32>
    %multiply_1269 = stablehlo.multiply %dhead_fc_b, %dhead_fc_b : tensor<10xf32>
    %cst_1270 = stablehlo.constant dense<0.9990000128746033> : tensor<10xf32>
    %multiply_1270 = stablehlo.multiply %cst_1270, %head.fc.bias.v : tensor<10xf32>
    %cst_1271 = stablehlo.constant dense<0.0010000000474974513> : tensor<10xf32>
    %multiply_1271 = stablehlo.multiply %cst_1271, %multiply_1269 : tensor<10xf32>
    %head.fc.bias.v_new = stablehlo.add %multiply_1270, %multiply_1271 : tensor<10xf32>
    %bcast_543 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %divide_362 = stablehlo.divide %head.fc.bias.m_new, %bcast_543 : tensor<10xf32>
    %bcast_544 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %divide_363 = stablehlo.divide %head.fc.bias.v_new, %bcast_544 : tensor<10xf32>
    %sqrt_181 = stablehlo.sqrt %divide_363 : tensor<10xf32>
    %cst_1272 = stablehlo.constant dense<9.99999993922529e-09> : tensor<10xf32>
    %add_181 = stablehlo.add %sqrt_181, %cst_1272 : tensor<10xf32>
    %head.fc.bias.adam = stablehlo.divide %divide_362, %add_181 : tensor<10xf32>
    %cst_1273 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10xf32>
    %multiply_1272 = stablehlo.multiply %cst_1273, %head.fc.bias : tensor<10xf32>
    %decayed_181 = stablehlo.add %head.fc.bias.adam, %multiply_1272 : tensor<10xf32>
    %bcast_545 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %multiply_1273 = stablehlo.multiply %bcast_545, %decayed_181 : tensor<10xf32>
    %head.fc.bias.new = stablehlo.subtract %head.fc.bias, %multiply_1273 : tensor<10xf32>
    return %stem.0.weight.new, %stem.0.bias.new, %stem.1.weight.new, %stem.1.bias.new, %stages.0.blocks.0.gamma.new, %stages.0.blocks.0.conv_dw.weight.new, %stages.0.blocks.0.conv_dw.bias.new, %stages.0.blocks.0.norm.weight.new, %stages.0.blocks.0.norm.bias.new, %stages.0.blocks.0.mlp.fc1.weight.new, %stages.0.blocks.0.mlp.fc1.bias.new, %stages.0.blocks.0.mlp.fc2.weight.new, %stages.0.blocks.0.mlp.fc2.bias.new, %stages.0.blocks.1.gamma.new, %stages.0.blocks.1.conv_dw.weight.new, %stages.0.blocks.1.conv_dw.bias.new, %stages.0.blocks.1.norm.weight.new, %stages.0.blocks.1.norm.bias.new, %stages.0.blocks.1.mlp.fc1.weight.new, %stages.0.blocks.1.mlp.fc1.bias.new, %stages.0.blocks.1.mlp.fc2.weight.new, %stages.0.blocks.1.mlp.fc2.bias.new, %stages.0.blocks.2.gamma.new, %stages.0.blocks.2.conv_dw.weight.new, %stages.0.blocks.2.conv_dw.bias.new, %stages.0.blocks.2.norm.weight.new, %stages.0.blocks.2.norm.bias.new, %stages.0.blocks.2.mlp.fc1.weight.new, %stages.0.blocks.2.mlp.fc1.bias.new, %stages.0.blocks.2.mlp.fc2.weight.new, %stages.0.blocks.2.mlp.fc2.bias.new, %stages.1.downsample.0.weight.new, %stages.1.downsample.0.bias.new, %stages.1.downsample.1.weight.new, %stages.1.downsample.1.bias.new, %stages.1.blocks.0.gamma.new, %stages.1.blocks.0.conv_dw.weight.new, %stages.1.blocks.0.conv_dw.bias.new, %stages.1.blocks.0.norm.weight.new, %stages.1.blocks.0.norm.bias.new, %stages.1.blocks.0.mlp.fc1.weight.new, %stages.1.blocks.0.mlp.fc1.bias.new, %stages.1.blocks.0.mlp.fc2.weight.new, %stages.1.blocks.0.mlp.fc2.bias.new, %stages.1.blocks.1.gamma.new, %stages.1.blocks.1.conv_dw.weight.new, %stages.1.blocks.1.conv_dw.bias.new, %stages.1.blocks.1.norm.weight.new, %stages.1.blocks.1.norm.bias.new, %stages.1.blocks.1.mlp.fc1.weight.new, %stages.1.blocks.1.mlp.fc1.bias.new, %stages.1.blocks.1.mlp.fc2.weight.new, %stages.1.blocks.1.mlp.fc2.bias.new, %stages.1.blocks.2.gamma.new, %stages.1.blocks.2.conv_dw.weight.new, %stages.1.blocks.2.conv_dw.bias.new, %stages.1.blocks.2.norm.weight.new, %stages.1.blocks.2.norm.bias.new, %stages.1.blocks.2.mlp.fc1.weight.new, %stages.1.blocks.2.mlp.fc1.bias.new, %stages.1.blocks.2.mlp.fc2.weight.new, %stages.1.blocks.2.mlp.fc2.bias.new, %stages.2.downsample.0.weight.new, %stages.2.downsample.0.bias.new, %stages.2.downsample.1.weight.new, %stages.2.downsample.1.bias.new, %stages.2.blocks.0.gamma.new, %stages.2.blocks.0.conv_dw.weight.new, %stages.2.blocks.0.conv_dw.bias.new, %stages.2.blocks.0.norm.weight.new, %stages.2.blocks.0.norm.bias.new, %stages.2.blocks.0.mlp.fc1.weight.new, %stages.2.blocks.0.mlp.fc1.bias.new, %stages.2.blocks.0.mlp.fc2.weight.new, %stages.2.blocks.0.mlp.fc2.bias.new, %stages.2.blocks.1.gamma.new, %stages.2.blocks.1.conv_dw.weight.new, %stages.2.blocks.1.conv_dw.bias.new, %stages.2.blocks.1.norm.weight.new, %stages.2.blocks.1.norm.bias.new, %stages.2.blocks.1.mlp.fc1.weight.new, %stages.2.blocks.1.mlp.fc1.bias.new, %stages.2.blocks.1.mlp.fc2.weight.new, %stages.2.blocks.1.mlp.fc2.bias.new, %stages.2.blocks.2.gamma.new, %stages.2.blocks.2.conv_dw.weight.new, %stages.2.blocks.2.conv_dw.bias.new, %stages.2.blocks.2.norm.weight.new, %stages.2.blocks.2.norm.bias.new, %stages.2.blocks.2.mlp.fc1.weight.new, %stages.2.blocks.2.mlp.fc1.bias.new, %stages.2.blocks.2.mlp.fc2.weight.new, %stages.2.blocks.2.mlp.fc2.bias.new, %stages.2.blocks.3.gamma.new, %stages.2.blocks.3.conv_dw.weight.new, %stages.2.blocks.3.conv_dw.bias.new, %stages.2.blocks.3.norm.weight.new, %stages.2.blocks.3.norm.bias.new, %stages.2.blocks.3.mlp.fc1.weight.new, %stages.2.blocks.3.mlp.fc1.bias.new, %stages.2.blocks.3.mlp.fc2.weight.new, %stages.2.blocks.3.mlp.fc2.bias.new, %stages.2.blocks.4.gamma.new, %stages.2.blocks.4.conv_dw.weight.new, %stages.2.blocks.4.conv_dw.bias.new, %stages.2.blocks.4.norm.weight.new, %stages.2.blocks.4.norm.bias.new, %stages.2.blocks.4.mlp.fc1.weight.new, %stages.2.blocks.4.mlp.fc1.bias.new, %stages.2.blocks.4.mlp.fc2.weight.new, %stages.2.blocks.4.mlp.fc2.bias.new, %stages.2.blocks.5.gamma.new, %stages.2.blocks.5.conv_dw.weight.new, %stages.2.blocks.5.conv_dw.bias.new, %stages.2.blocks.5.norm.weight.new, %stages.2.blocks.5.norm.bias.new, %stages.2.blocks.5.mlp.fc1.weight.new, %stages.2.blocks.5.mlp.fc1.bias.new, %stages.2.blocks.5.mlp.fc2.weight.new, %stages.2.blocks.5.mlp.fc2.bias.new, %stages.2.blocks.6.gamma.new, %stages.2.blocks.6.conv_dw.weight.new, %stages.2.blocks.6.conv_dw.bias.new, %stages.2.blocks.6.norm.weight.new, %stages.2.blocks.6.norm.bias.new, %stages.2.blocks.6.mlp.fc1.weight.new, %stages.2.blocks.6.mlp.fc1.bias.new, %stages.2.blocks.6.mlp.fc2.weight.new, %stages.2.blocks.6.mlp.fc2.bias.new, %stages.2.blocks.7.gamma.new, %stages.2.blocks.7.conv_dw.weight.new, %stages.2.blocks.7.conv_dw.bias.new, %stages.2.blocks.7.norm.weight.new, %stages.2.blocks.7.norm.bias.new, %stages.2.blocks.7.mlp.fc1.weight.new, %stages.2.blocks.7.mlp.fc1.bias.new, %stages.2.blocks.7.mlp.fc2.weight.new, %stages.2.blocks.7.mlp.fc2.bias.new, %stages.2.blocks.8.gamma.new, %stages.2.blocks.8.conv_dw.weight.new, %stages.2.blocks.8.conv_dw.bias.new, %stages.2.blocks.8.norm.weight.new, %stages.2.blocks.8.norm.bias.new, %stages.2.blocks.8.mlp.fc1.weight.new, %stages.2.blocks.8.mlp.fc1.bias.new, %stages.2.blocks.8.mlp.fc2.weight.new, %stages.2.blocks.8.mlp.fc2.bias.new, %stages.3.downsample.0.weight.new, %stages.3.downsample.0.bias.new, %stages.3.downsample.1.weight.new, %stages.3.downsample.1.bias.new, %stages.3.blocks.0.gamma.new, %stages.3.blocks.0.conv_dw.weight.new, %stages.3.blocks.0.conv_dw.bias.new, %stages.3.blocks.0.norm.weight.new, %stages.3.blocks.0.norm.bias.new, %stages.3.blocks.0.mlp.fc1.weight.new, %stages.3.blocks.0.mlp.fc1.bias.new, %stages.3.blocks.0.mlp.fc2.weight.new, %stages.3.blocks.0.mlp.fc2.bias.new, %stages.3.blocks.1.gamma.new, %stages.3.blocks.1.conv_dw.weight.new, %stages.3.blocks.1.conv_dw.bias.new, %stages.3.blocks.1.norm.weight.new, %stages.3.blocks.1.norm.bias.new, %stages.3.blocks.1.mlp.fc1.weight.new, %stages.3.blocks.1.mlp.fc1.bias.new, %stages.3.blocks.1.mlp.fc2.weight.new, %stages.3.blocks.1.mlp.fc2.bias.new, %stages.3.blocks.2.gamma.new, %stages.3.blocks.2.conv_dw.weight.new, %stages.3.blocks.2.conv_dw.bias.new, %stages.3.blocks.2.norm.weight.new, %stages.3.blocks.2.norm.bias.new, %stages.3.blocks.2.mlp.fc1.weight.new, %stages.3.blocks.2.mlp.fc1.bias.new, %stages.3.blocks.2.mlp.fc2.weight.new, %stages.3.blocks.2.mlp.fc2.bias.new, %head.norm.weight.new, %head.norm.bias.new, %head.fc.weight.new, %head.fc.bias.new, %stem.0.weight.m_new, %stem.0.bias.m_new, %stem.1.weight.m_new, %stem.1.bias.m_new, %stages.0.blocks.0.gamma.m_new, %stages.0.blocks.0.conv_dw.weight.m_new, %stages.0.blocks.0.conv_dw.bias.m_new, %stages.0.blocks.0.norm.weight.m_new, %stages.0.blocks.0.norm.bias.m_new, %stages.0.blocks.0.mlp.fc1.weight.m_new, %stages.0.blocks.0.mlp.fc1.bias.m_new, %stages.0.blocks.0.mlp.fc2.weight.m_new, %stages.0.blocks.0.mlp.fc2.bias.m_new, %stages.0.blocks.1.gamma.m_new, %stages.0.blocks.1.conv_dw.weight.m_new, %stages.0.blocks.1.conv_dw.bias.m_new, %stages.0.blocks.1.norm.weight.m_new, %stages.0.blocks.1.norm.bias.m_new, %stages.0.blocks.1.mlp.fc1.weight.m_new, %stages.0.blocks.1.mlp.fc1.bias.m_new, %stages.0.blocks.1.mlp.fc2.weight.m_new, %stages.0.blocks.1.mlp.fc2.bias.m_new, %stages.0.blocks.2.gamma.m_new, %stages.0.blocks.2.conv_dw.weight.m_new, %stages.0.blocks.2.conv_dw.bias.m_new, %stages.0.blocks.2.norm.weight.m_new, %stages.0.blocks.2.norm.bias.m_new, %stages.0.blocks.2.mlp.fc1.weight.m_new, %stages.0.blocks.2.mlp.fc1.bias.m_new, %stages.0.blocks.2.mlp.fc2.weight.m_new, %stages.0.blocks.2.mlp.fc2.bias.m_new, %stages.1.downsample.0.weight.m_new, %stages.1.downsample.0.bias.m_new, %stages.1.downsample.1.weight.m_new, %stages.1.downsample.1.bias.m_new, %stages.1.blocks.0.gamma.m_new, %stages.1.blocks.0.conv_dw.weight.m_new, %stages.1.blocks.0.conv_dw.bias.m_new, %stages.1.blocks.0.norm.weight.m_new, %stages.1.blocks.0.norm.bias.m_new, %stages.1.blocks.0.mlp.fc1.weight.m_new, %stages.1.blocks.0.mlp.fc1.bias.m_new, %stages.1.blocks.0.mlp.fc2.weight.m_new, %stages.1.blocks.0.mlp.fc2.bias.m_new, %stages.1.blocks.1.gamma.m_new, %stages.1.blocks.1.conv_dw.weight.m_new, %stages.1.blocks.1.conv_dw.bias.m_new, %stages.1.blocks.1.norm.weight.m_new, %stages.1.blocks.1.norm.bias.m_new, %stages.1.blocks.1.mlp.fc1.weight.m_new, %stages.1.blocks.1.mlp.fc1.bias.m_new, %stages.1.blocks.1.mlp.fc2.weight.m_new, %stages.1.blocks.1.mlp.fc2.bias.m_new, %stages.1.blocks.2.gamma.m_new, %stages.1.blocks.2.conv_dw.weight.m_new, %stages.1.blocks.2.conv_dw.bias.m_new, %stages.1.blocks.2.norm.weight.m_new, %stages.1.blocks.2.norm.bias.m_new, %stages.1.blocks.2.mlp.fc1.weight.m_new, %stages.1.blocks.2.mlp.fc1.bias.m_new, %stages.1.blocks.2.mlp.fc2.weight.m_new, %stages.1.blocks.2.mlp.fc2.bias.m_new, %stages.2.downsample.0.weight.m_new, %stages.2.downsample.0.bias.m_new, %stages.2.downsample.1.weight.m_new, %stages.2.downsample.1.bias.m_new, %stages.2.blocks.0.gamma.m_new, %stages.2.blocks.0.conv_dw.weight.m_new, %stages.2.blocks.0.conv_dw.bias.m_new, %stages.2.blocks.0.norm.weight.m_new, %stages.2.blocks.0.norm.bias.m_new, %stages.2.blocks.0.mlp.fc1.weight.m_new, %stages.2.blocks.0.mlp.fc1.bias.m_new, %stages.2.blocks.0.mlp.fc2.weight.m_new, %stages.2.blocks.0.mlp.fc2.bias.m_new, %stages.2.blocks.1.gamma.m_new, %stages.2.blocks.1.conv_dw.weight.m_new, %stages.2.blocks.1.conv_dw.bias.m_new, %stages.2.blocks.1.norm.weight.m_new, %stages.2.blocks.1.norm.bias.m_new, %stages.2.blocks.1.mlp.fc1.weight.m_new, %stages.2.blocks.1.mlp.fc1.bias.m_new, %stages.2.blocks.1.mlp.fc2.weight.m_new, %stages.2.blocks.1.mlp.fc2.bias.m_new, %stages.2.blocks.2.gamma.m_new, %stages.2.blocks.2.conv_dw.weight.m_new, %stages.2.blocks.2.conv_dw.bias.m_new, %stages.2.blocks.2.norm.weight.m_new, %stages.2.blocks.2.norm.bias.m_new, %stages.2.blocks.2.mlp.fc1.weight.m_new, %stages.2.blocks.2.mlp.fc1.bias.m_new, %stages.2.blocks.2.mlp.fc2.weight.m_new, %stages.2.blocks.2.mlp.fc2.bias.m_new, %stages.2.blocks.3.gamma.m_new, %stages.2.blocks.3.conv_dw.weight.m_new, %stages.2.blocks.3.conv_dw.bias.m_new, %stages.2.blocks.3.norm.weight.m_new, %stages.2.blocks.3.norm.bias.m_new, %stages.2.blocks.3.mlp.fc1.weight.m_new, %stages.2.blocks.3.mlp.fc1.bias.m_new, %stages.2.blocks.3.mlp.fc2.weight.m_new, %stages.2.blocks.3.mlp.fc2.bias.m_new, %stages.2.blocks.4.gamma.m_new, %stages.2.blocks.4.conv_dw.weight.m_new, %stages.2.blocks.4.conv_dw.bias.m_new, %stages.2.blocks.4.norm.weight.m_new, %stages.2.blocks.4.norm.bias.m_new, %stages.2.blocks.4.mlp.fc1.weight.m_new, %stages.2.blocks.4.mlp.fc1.bias.m_new, %stages.2.blocks.4.mlp.fc2.weight.m_new, %stages.2.blocks.4.mlp.fc2.bias.m_new, %stages.2.blocks.5.gamma.m_new, %stages.2.blocks.5.conv_dw.weight.m_new, %stages.2.blocks.5.conv_dw.bias.m_new, %stages.2.blocks.5.norm.weight.m_new, %stages.2.blocks.5.norm.bias.m_new, %stages.2.blocks.5.mlp.fc1.weight.m_new, %stages.2.blocks.5.mlp.fc1.bias.m_new, %stages.2.blocks.5.mlp.fc2.weight.m_new, %stages.2.blocks.5.mlp.fc2.bias.m_new, %stages.2.blocks.6.gamma.m_new, %stages.2.blocks.6.conv_dw.weight.m_new, %stages.2.blocks.6.conv_dw.bias.m_new, %stages.2.blocks.6.norm.weight.m_new, %stages.2.blocks.6.norm.bias.m_new, %stages.2.blocks.6.mlp.fc1.weight.m_new, %stages.2.blocks.6.mlp.fc1.bias.m_new, %stages.2.blocks.6.mlp.fc2.weight.m_new, %stages.2.blocks.6.mlp.fc2.bias.m_new, %stages.2.blocks.7.gamma.m_new, %stages.2.blocks.7.conv_dw.weight.m_new, %stages.2.blocks.7.conv_dw.bias.m_new, %stages.2.blocks.7.norm.weight.m_new, %stages.2.blocks.7.norm.bias.m_new, %stages.2.blocks.7.mlp.fc1.weight.m_new, %stages.2.blocks.7.mlp.fc1.bias.m_new, %stages.2.blocks.7.mlp.fc2.weight.m_new, %stages.2.blocks.7.mlp.fc2.bias.m_new, %stages.2.blocks.8.gamma.m_new, %stages.2.blocks.8.conv_dw.weight.m_new, %stages.2.blocks.8.conv_dw.bias.m_new, %stages.2.blocks.8.norm.weight.m_new, %stages.2.blocks.8.norm.bias.m_new, %stages.2.blocks.8.mlp.fc1.weight.m_new, %stages.2.blocks.8.mlp.fc1.bias.m_new, %stages.2.blocks.8.mlp.fc2.weight.m_new, %stages.2.blocks.8.mlp.fc2.bias.m_new, %stages.3.downsample.0.weight.m_new, %stages.3.downsample.0.bias.m_new, %stages.3.downsample.1.weight.m_new, %stages.3.downsample.1.bias.m_new, %stages.3.blocks.0.gamma.m_new, %stages.3.blocks.0.conv_dw.weight.m_new, %stages.3.blocks.0.conv_dw.bias.m_new, %stages.3.blocks.0.norm.weight.m_new, %stages.3.blocks.0.norm.bias.m_new, %stages.3.blocks.0.mlp.fc1.weight.m_new, %stages.3.blocks.0.mlp.fc1.bias.m_new, %stages.3.blocks.0.mlp.fc2.weight.m_new, %stages.3.blocks.0.mlp.fc2.bias.m_new, %stages.3.blocks.1.gamma.m_new, %stages.3.blocks.1.conv_dw.weight.m_new, %stages.3.blocks.1.conv_dw.bias.m_new, %stages.3.blocks.1.norm.weight.m_new, %stages.3.blocks.1.norm.bias.m_new, %stages.3.blocks.1.mlp.fc1.weight.m_new, %stages.3.blocks.1.mlp.fc1.bias.m_new, %stages.3.blocks.1.mlp.fc2.weight.m_new, %stages.3.blocks.1.mlp.fc2.bias.m_new, %stages.3.blocks.2.gamma.m_new, %stages.3.blocks.2.conv_dw.weight.m_new, %stages.3.blocks.2.conv_dw.bias.m_new, %stages.3.blocks.2.norm.weight.m_new, %stages.3.blocks.2.norm.bias.m_new, %stages.3.blocks.2.mlp.fc1.weight.m_new, %stages.3.blocks.2.mlp.fc1.bias.m_new, %stages.3.blocks.2.mlp.fc2.weight.m_new, %stages.3.blocks.2.mlp.fc2.bias.m_new, %head.norm.weight.m_new, %head.norm.bias.m_new, %head.fc.weight.m_new, %head.fc.bias.m_new, %stem.0.weight.v_new, %stem.0.bias.v_new, %stem.1.weight.v_new, %stem.1.bias.v_new, %stages.0.blocks.0.gamma.v_new, %stages.0.blocks.0.conv_dw.weight.v_new, %stages.0.blocks.0.conv_dw.bias.v_new, %stages.0.blocks.0.norm.weight.v_new, %stages.0.blocks.0.norm.bias.v_new, %stages.0.blocks.0.mlp.fc1.weight.v_new, %stages.0.blocks.0.mlp.fc1.bias.v_new, %stages.0.blocks.0.mlp.fc2.weight.v_new, %stages.0.blocks.0.mlp.fc2.bias.v_new, %stages.0.blocks.1.gamma.v_new, %stages.0.blocks.1.conv_dw.weight.v_new, %stages.0.blocks.1.conv_dw.bias.v_new, %stages.0.blocks.1.norm.weight.v_new, %stages.0.blocks.1.norm.bias.v_new, %stages.0.blocks.1.mlp.fc1.weight.v_new, %stages.0.blocks.1.mlp.fc1.bias.v_new, %stages.0.blocks.1.mlp.fc2.weight.v_new, %stages.0.blocks.1.mlp.fc2.bias.v_new, %stages.0.blocks.2.gamma.v_new, %stages.0.blocks.2.conv_dw.weight.v_new, %stages.0.blocks.2.conv_dw.bias.v_new, %stages.0.blocks.2.norm.weight.v_new, %stages.0.blocks.2.norm.bias.v_new, %stages.0.blocks.2.mlp.fc1.weight.v_new, %stages.0.blocks.2.mlp.fc1.bias.v_new, %stages.0.blocks.2.mlp.fc2.weight.v_new, %stages.0.blocks.2.mlp.fc2.bias.v_new, %stages.1.downsample.0.weight.v_new, %stages.1.downsample.0.bias.v_new, %stages.1.downsample.1.weight.v_new, %stages.1.downsample.1.bias.v_new, %stages.1.blocks.0.gamma.v_new, %stages.1.blocks.0.conv_dw.weight.v_new, %stages.1.blocks.0.conv_dw.bias.v_new, %stages.1.blocks.0.norm.weight.v_new, %stages.1.blocks.0.norm.bias.v_new, %stages.1.blocks.0.mlp.fc1.weight.v_new, %stages.1.blocks.0.mlp.fc1.bias.v_new, %stages.1.blocks.0.mlp.fc2.weight.v_new, %stages.1.blocks.0.mlp.fc2.bias.v_new, %stages.1.blocks.1.gamma.v_new, %stages.1.blocks.1.conv_dw.weight.v_new, %stages.1.blocks.1.conv_dw.bias.v_new, %stages.1.blocks.1.norm.weight.v_new, %stages.1.blocks.1.norm.bias.v_new, %stages.1.blocks.1.mlp.fc1.weight.v_new, %stages.1.blocks.1.mlp.fc1.bias.v_new, %stages.1.blocks.1.mlp.fc2.weight.v_new, %stages.1.blocks.1.mlp.fc2.bias.v_new, %stages.1.blocks.2.gamma.v_new, %stages.1.blocks.2.conv_dw.weight.v_new, %stages.1.blocks.2.conv_dw.bias.v_new, %stages.1.blocks.2.norm.weight.v_new, %stages.1.blocks.2.norm.bias.v_new, %stages.1.blocks.2.mlp.fc1.weight.v_new, %stages.1.blocks.2.mlp.fc1.bias.v_new, %stages.1.blocks.2.mlp.fc2.weight.v_new, %stages.1.blocks.2.mlp.fc2.bias.v_new, %stages.2.downsample.0.weight.v_new, %stages.2.downsample.0.bias.v_new, %stages.2.downsample.1.weight.v_new, %stages.2.downsample.1.bias.v_new, %stages.2.blocks.0.gamma.v_new, %stages.2.blocks.0.conv_dw.weight.v_new, %stages.2.blocks.0.conv_dw.bias.v_new, %stages.2.blocks.0.norm.weight.v_new, %stages.2.blocks.0.norm.bias.v_new, %stages.2.blocks.0.mlp.fc1.weight.v_new, %stages.2.blocks.0.mlp.fc1.bias.v_new, %stages.2.blocks.0.mlp.fc2.weight.v_new, %stages.2.blocks.0.mlp.fc2.bias.v_new, %stages.2.blocks.1.gamma.v_new, %stages.2.blocks.1.conv_dw.weight.v_new, %stages.2.blocks.1.conv_dw.bias.v_new, %stages.2.blocks.1.norm.weight.v_new, %stages.2.blocks.1.norm.bias.v_new, %stages.2.blocks.1.mlp.fc1.weight.v_new, %stages.2.blocks.1.mlp.fc1.bias.v_new, %stages.2.blocks.1.mlp.fc2.weight.v_new, %stages.2.blocks.1.mlp.fc2.bias.v_new, %stages.2.blocks.2.gamma.v_new, %stages.2.blocks.2.conv_dw.weight.v_new, %stages.2.blocks.2.conv_dw.bias.v_new, %stages.2.blocks.2.norm.weight.v_new, %stages.2.blocks.2.norm.bias.v_new, %stages.2.blocks.2.mlp.fc1.weight.v_new, %stages.2.blocks.2.mlp.fc1.bias.v_new, %stages.2.blocks.2.mlp.fc2.weight.v_new, %stages.2.blocks.2.mlp.fc2.bias.v_new, %stages.2.blocks.3.gamma.v_new, %stages.2.blocks.3.conv_dw.weight.v_new, %stages.2.blocks.3.conv_dw.bias.v_new, %stages.2.blocks.3.norm.weight.v_new, %stages.2.blocks.3.norm.bias.v_new, %stages.2.blocks.3.mlp.fc1.weight.v_new, %stages.2.blocks.3.mlp.fc1.bias.v_new, %stages.2.blocks.3.mlp.fc2.weight.v_new, %stages.2.blocks.3.mlp.fc2.bias.v_new, %stages.2.blocks.4.gamma.v_new, %stages.2.blocks.4.conv_dw.weight.v_new, %stages.2.blocks.4.conv_dw.bias.v_new, %stages.2.blocks.4.norm.weight.v_new, %stages.2.blocks.4.norm.bias.v_new, %stages.2.blocks.4.mlp.fc1.weight.v_new, %stages.2.blocks.4.mlp.fc1.bias.v_new, %stages.2.blocks.4.mlp.fc2.weight.v_new, %stages.2.blocks.4.mlp.fc2.bias.v_new, %stages.2.blocks.5.gamma.v_new, %stages.2.blocks.5.conv_dw.weight.v_new, %stages.2.blocks.5.conv_dw.bias.v_new, %stages.2.blocks.5.norm.weight.v_new, %stages.2.blocks.5.norm.bias.v_new, %stages.2.blocks.5.mlp.fc1.weight.v_new, %stages.2.blocks.5.mlp.fc1.bias.v_new, %stages.2.blocks.5.mlp.fc2.weight.v_new, %stages.2.blocks.5.mlp.fc2.bias.v_new, %stages.2.blocks.6.gamma.v_new, %stages.2.blocks.6.conv_dw.weight.v_new, %stages.2.blocks.6.conv_dw.bias.v_new, %stages.2.blocks.6.norm.weight.v_new, %stages.2.blocks.6.norm.bias.v_new, %stages.2.blocks.6.mlp.fc1.weight.v_new, %stages.2.blocks.6.mlp.fc1.bias.v_new, %stages.2.blocks.6.mlp.fc2.weight.v_new, %stages.2.blocks.6.mlp.fc2.bias.v_new, %stages.2.blocks.7.gamma.v_new, %stages.2.blocks.7.conv_dw.weight.v_new, %stages.2.blocks.7.conv_dw.bias.v_new, %stages.2.blocks.7.norm.weight.v_new, %stages.2.blocks.7.norm.bias.v_new, %stages.2.blocks.7.mlp.fc1.weight.v_new, %stages.2.blocks.7.mlp.fc1.bias.v_new, %stages.2.blocks.7.mlp.fc2.weight.v_new, %stages.2.blocks.7.mlp.fc2.bias.v_new, %stages.2.blocks.8.gamma.v_new, %stages.2.blocks.8.conv_dw.weight.v_new, %stages.2.blocks.8.conv_dw.bias.v_new, %stages.2.blocks.8.norm.weight.v_new, %stages.2.blocks.8.norm.bias.v_new, %stages.2.blocks.8.mlp.fc1.weight.v_new, %stages.2.blocks.8.mlp.fc1.bias.v_new, %stages.2.blocks.8.mlp.fc2.weight.v_new, %stages.2.blocks.8.mlp.fc2.bias.v_new, %stages.3.downsample.0.weight.v_new, %stages.3.downsample.0.bias.v_new, %stages.3.downsample.1.weight.v_new, %stages.3.downsample.1.bias.v_new, %stages.3.blocks.0.gamma.v_new, %stages.3.blocks.0.conv_dw.weight.v_new, %stages.3.blocks.0.conv_dw.bias.v_new, %stages.3.blocks.0.norm.weight.v_new, %stages.3.blocks.0.norm.bias.v_new, %stages.3.blocks.0.mlp.fc1.weight.v_new, %stages.3.blocks.0.mlp.fc1.bias.v_new, %stages.3.blocks.0.mlp.fc2.weight.v_new, %stages.3.blocks.0.mlp.fc2.bias.v_new, %stages.3.blocks.1.gamma.v_new, %stages.3.blocks.1.conv_dw.weight.v_new, %stages.3.blocks.1.conv_dw.bias.v_new, %stages.3.blocks.1.norm.weight.v_new, %stages.3.blocks.1.norm.bias.v_new, %stages.3.blocks.1.mlp.fc1.weight.v_new, %stages.3.blocks.1.mlp.fc1.bias.v_new, %stages.3.blocks.1.mlp.fc2.weight.v_new, %stages.3.blocks.1.mlp.fc2.bias.v_new, %stages.3.blocks.2.gamma.v_new, %stages.3.blocks.2.conv_dw.weight.v_new, %stages.3.blocks.2.conv_dw.bias.v_new, %stages.3.blocks.2.norm.weight.v_new, %stages.3.blocks.2.norm.bias.v_new, %stages.3.blocks.2.mlp.fc1.weight.v_new, %stages.3.blocks.2.mlp.fc1.bias.v_new, %stages.3.blocks.2.mlp.fc2.weight.v_new, %stages.3.blocks.2.mlp.fc2.bias.v_new, %head.norm.weight.v_new, %head.norm.bias.v_new, %head.fc.weight.v_new, %head.fc.bias.v_new, %ce : tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<384x96xf32>, tensor<384xf32>, tensor<96x384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1536x384xf32>, tensor<1536xf32>, tensor<384x1536xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<10x768xf32>, tensor<10xf32>, tensor<f32>
  }
}
