module @convnextatto32_adam_train_step {
  // cnxbuild artifact convnextatto32_adam_train_step
  // model: ConvNeXt-atto (depths 2,2,6,2; dims 40,80,160,320), dataset imagenette (K=10), 32x32 px, batch 32 per replica
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // train step: forward, ce loss (label smoothing 0.1), hand-written backward, adamw (b1 0.9, b2 0.999, eps 1e-08), weight decay 0.0001
  // clip None, accumulate 1, replicas 1, ema False, stochastic depth False, precision f32
  // inputs and outputs: convnextatto32_adam_train_step.json (cnxbuild.sidecar/1)
  func.func @convnextatto32_adam_train_step(
      %x: tensor<32x3x32x32xf32>,
      %stem.0.weight: tensor<40x3x4x4xf32>,
      %stem.0.bias: tensor<40xf32>,
      %stem.1.weight: tensor<40xf32>,
      %stem.1.bias: tensor<40xf32>,
      %stages.0.blocks.0.gamma: tensor<40xf32>,
      %stages.0.blocks.0.conv_dw.weight: tensor<40x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias: tensor<40xf32>,
      %stages.0.blocks.0.norm.weight: tensor<40xf32>,
      %stages.0.blocks.0.norm.bias: tensor<40xf32>,
      %stages.0.blocks.0.mlp.fc1.weight: tensor<160x40xf32>,
      %stages.0.blocks.0.mlp.fc1.bias: tensor<160xf32>,
      %stages.0.blocks.0.mlp.fc2.weight: tensor<40x160xf32>,
      %stages.0.blocks.0.mlp.fc2.bias: tensor<40xf32>,
      %stages.0.blocks.1.gamma: tensor<40xf32>,
      %stages.0.blocks.1.conv_dw.weight: tensor<40x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias: tensor<40xf32>,
      %stages.0.blocks.1.norm.weight: tensor<40xf32>,
      %stages.0.blocks.1.norm.bias: tensor<40xf32>,
      %stages.0.blocks.1.mlp.fc1.weight: tensor<160x40xf32>,
      %stages.0.blocks.1.mlp.fc1.bias: tensor<160xf32>,
      %stages.0.blocks.1.mlp.fc2.weight: tensor<40x160xf32>,
      %stages.0.blocks.1.mlp.fc2.bias: tensor<40xf32>,
      %stages.1.downsample.0.weight: tensor<40xf32>,
      %stages.1.downsample.0.bias: tensor<40xf32>,
      %stages.1.downsample.1.weight: tensor<80x40x2x2xf32>,
      %stages.1.downsample.1.bias: tensor<80xf32>,
      %stages.1.blocks.0.gamma: tensor<80xf32>,
      %stages.1.blocks.0.conv_dw.weight: tensor<80x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias: tensor<80xf32>,
      %stages.1.blocks.0.norm.weight: tensor<80xf32>,
      %stages.1.blocks.0.norm.bias: tensor<80xf32>,
      %stages.1.blocks.0.mlp.fc1.weight: tensor<320x80xf32>,
      %stages.1.blocks.0.mlp.fc1.bias: tensor<320xf32>,
      %stages.1.blocks.0.mlp.fc2.weight: tensor<80x320xf32>,
      %stages.1.blocks.0.mlp.fc2.bias: tensor<80xf32>,
      %stages.1.blocks.1.gamma: tensor<80xf32>,
      %stages.1.blocks.1.conv_dw.weight: tensor<80x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias: tensor<80xf32>,
      %stages.1.blocks.1.norm.weight: tensor<80xf32>,
      %stages.1.blocks.1.norm.bias: tensor<80xf32>,
      %stages.1.blocks.1.mlp.fc1.weight: tensor<320x80xf32>,
      %stages.1.blocks.1.mlp.fc1.bias: tensor<320xf32>,
      %stages.1.blocks.1.mlp.fc2.weight: tensor<80x320xf32>,
      %stages.1.blocks.1.mlp.fc2.bias: tensor<80xf32>,
      %stages.2.downsample.0.weight: tensor<80xf32>,
      %stages.2.downsample.0.bias: tensor<80xf32>,
      %stages.2.downsample.1.weight: tensor<160x80x2x2xf32>,
      %stages.2.downsample.1.bias: tensor<160xf32>,
      %stages.2.blocks.0.gamma: tensor<160xf32>,
      %stages.2.blocks.0.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.0.norm.weight: tensor<160xf32>,
      %stages.2.blocks.0.norm.bias: tensor<160xf32>,
      %stages.2.blocks.0.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.0.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.0.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.0.mlp.fc2.bias: tensor<160xf32>,
      %stages.2.blocks.1.gamma: tensor<160xf32>,
      %stages.2.blocks.1.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.1.norm.weight: tensor<160xf32>,
      %stages.2.blocks.1.norm.bias: tensor<160xf32>,
      %stages.2.blocks.1.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.1.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.1.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.1.mlp.fc2.bias: tensor<160xf32>,
      %stages.2.blocks.2.gamma: tensor<160xf32>,
      %stages.2.blocks.2.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.2.norm.weight: tensor<160xf32>,
      %stages.2.blocks.2.norm.bias: tensor<160xf32>,
      %stages.2.blocks.2.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.2.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.2.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.2.mlp.fc2.bias: tensor<160xf32>,
      %stages.2.blocks.3.gamma: tensor<160xf32>,
      %stages.2.blocks.3.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.3.norm.weight: tensor<160xf32>,
      %stages.2.blocks.3.norm.bias: tensor<160xf32>,
      %stages.2.blocks.3.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.3.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.3.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.3.mlp.fc2.bias: tensor<160xf32>,
      %stages.2.blocks.4.gamma: tensor<160xf32>,
      %stages.2.blocks.4.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.4.norm.weight: tensor<160xf32>,
      %stages.2.blocks.4.norm.bias: tensor<160xf32>,
      %stages.2.blocks.4.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.4.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.4.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.4.mlp.fc2.bias: tensor<160xf32>,
      %stages.2.blocks.5.gamma: tensor<160xf32>,
      %stages.2.blocks.5.conv_dw.weight: tensor<160x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias: tensor<160xf32>,
      %stages.2.blocks.5.norm.weight: tensor<160xf32>,
      %stages.2.blocks.5.norm.bias: tensor<160xf32>,
      %stages.2.blocks.5.mlp.fc1.weight: tensor<640x160xf32>,
      %stages.2.blocks.5.mlp.fc1.bias: tensor<640xf32>,
      %stages.2.blocks.5.mlp.fc2.weight: tensor<160x640xf32>,
      %stages.2.blocks.5.mlp.fc2.bias: tensor<160xf32>,
      %stages.3.downsample.0.weight: tensor<160xf32>,
      %stages.3.downsample.0.bias: tensor<160xf32>,
      %stages.3.downsample.1.weight: tensor<320x160x2x2xf32>,
      %stages.3.downsample.1.bias: tensor<320xf32>,
      %stages.3.blocks.0.gamma: tensor<320xf32>,
      %stages.3.blocks.0.conv_dw.weight: tensor<320x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias: tensor<320xf32>,
      %stages.3.blocks.0.norm.weight: tensor<320xf32>,
      %stages.3.blocks.0.norm.bias: tensor<320xf32>,
      %stages.3.blocks.0.mlp.fc1.weight: tensor<1280x320xf32>,
      %stages.3.blocks.0.mlp.fc1.bias: tensor<1280xf32>,
      %stages.3.blocks.0.mlp.fc2.weight: tensor<320x1280xf32>,
      %stages.3.blocks.0.mlp.fc2.bias: tensor<320xf32>,
      %stages.3.blocks.1.gamma: tensor<320xf32>,
      %stages.3.blocks.1.conv_dw.weight: tensor<320x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias: tensor<320xf32>,
      %stages.3.blocks.1.norm.weight: tensor<320xf32>,
      %stages.3.blocks.1.norm.bias: tensor<320xf32>,
      %stages.3.blocks.1.mlp.fc1.weight: tensor<1280x320xf32>,
      %stages.3.blocks.1.mlp.fc1.bias: tensor<1280xf32>,
      %stages.3.blocks.1.mlp.fc2.weight: tensor<320x1280xf32>,
      %stages.3.blocks.1.mlp.fc2.bias: tensor<320xf32>,
      %head.norm.weight: tensor<320xf32>,
      %head.norm.bias: tensor<320xf32>,
      %head.fc.weight: tensor<10x320xf32>,
      %head.fc.bias: tensor<10xf32>,
      %stem.0.weight.m: tensor<40x3x4x4xf32>,
      %stem.0.bias.m: tensor<40xf32>,
      %stem.1.weight.m: tensor<40xf32>,
      %stem.1.bias.m: tensor<40xf32>,
      %stages.0.blocks.0.gamma.m: tensor<40xf32>,
      %stages.0.blocks.0.conv_dw.weight.m: tensor<40x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias.m: tensor<40xf32>,
      %stages.0.blocks.0.norm.weight.m: tensor<40xf32>,
      %stages.0.blocks.0.norm.bias.m: tensor<40xf32>,
      %stages.0.blocks.0.mlp.fc1.weight.m: tensor<160x40xf32>,
      %stages.0.blocks.0.mlp.fc1.bias.m: tensor<160xf32>,
      %stages.0.blocks.0.mlp.fc2.weight.m: tensor<40x160xf32>,
      %stages.0.blocks.0.mlp.fc2.bias.m: tensor<40xf32>,
      %stages.0.blocks.1.gamma.m: tensor<40xf32>,
      %stages.0.blocks.1.conv_dw.weight.m: tensor<40x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias.m: tensor<40xf32>,
      %stages.0.blocks.1.norm.weight.m: tensor<40xf32>,
      %stages.0.blocks.1.norm.bias.m: tensor<40xf32>,
      %stages.0.blocks.1.mlp.fc1.weight.m: tensor<160x40xf32>,
      %stages.0.blocks.1.mlp.fc1.bias.m: tensor<160xf32>,
      %stages.0.blocks.1.mlp.fc2.weight.m: tensor<40x160xf32>,
      %stages.0.blocks.1.mlp.fc2.bias.m: tensor<40xf32>,
      %stages.1.downsample.0.weight.m: tensor<40xf32>,
      %stages.1.downsample.0.bias.m: tensor<40xf32>,
      %stages.1.downsample.1.weight.m: tensor<80x40x2x2xf32>,
      %stages.1.downsample.1.bias.m: tensor<80xf32>,
      %stages.1.blocks.0.gamma.m: tensor<80xf32>,
      %stages.1.blocks.0.conv_dw.weight.m: tensor<80x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias.m: tensor<80xf32>,
      %stages.1.blocks.0.norm.weight.m: tensor<80xf32>,
      %stages.1.blocks.0.norm.bias.m: tensor<80xf32>,
      %stages.1.blocks.0.mlp.fc1.weight.m: tensor<320x80xf32>,
      %stages.1.blocks.0.mlp.fc1.bias.m: tensor<320xf32>,
      %stages.1.blocks.0.mlp.fc2.weight.m: tensor<80x320xf32>,
      %stages.1.blocks.0.mlp.fc2.bias.m: tensor<80xf32>,
      %stages.1.blocks.1.gamma.m: tensor<80xf32>,
      %stages.1.blocks.1.conv_dw.weight.m: tensor<80x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias.m: tensor<80xf32>,
      %stages.1.blocks.1.norm.weight.m: tensor<80xf32>,
      %stages.1.blocks.1.norm.bias.m: tensor<80xf32>,
      %stages.1.blocks.1.mlp.fc1.weight.m: tensor<320x80xf32>,
      %stages.1.blocks.1.mlp.fc1.bias.m: tensor<320xf32>,
      %stages.1.blocks.1.mlp.fc2.weight.m: tensor<80x320xf32>,
      %stages.1.blocks.1.mlp.fc2.bias.m: tensor<80xf32>,
      %stages.2.downsample.0.weight.m: tensor<80xf32>,
      %stages.2.downsample.0.bias.m: tensor<80xf32>,
      %stages.2.downsample.1.weight.m: tensor<160x80x2x2xf32>,
      %stages.2.downsample.1.bias.m: tensor<160xf32>,
      %stages.2.blocks.0.gamma.m: tensor<160xf32>,
      %stages.2.blocks.0.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.0.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.0.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.0.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.0.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.0.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.0.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.2.blocks.1.gamma.m: tensor<160xf32>,
      %stages.2.blocks.1.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.1.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.1.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.1.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.1.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.1.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.1.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.2.blocks.2.gamma.m: tensor<160xf32>,
      %stages.2.blocks.2.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.2.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.2.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.2.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.2.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.2.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.2.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.2.blocks.3.gamma.m: tensor<160xf32>,
      %stages.2.blocks.3.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.3.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.3.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.3.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.3.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.3.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.3.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.2.blocks.4.gamma.m: tensor<160xf32>,
      %stages.2.blocks.4.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.4.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.4.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.4.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.4.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.4.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.4.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.2.blocks.5.gamma.m: tensor<160xf32>,
      %stages.2.blocks.5.conv_dw.weight.m: tensor<160x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias.m: tensor<160xf32>,
      %stages.2.blocks.5.norm.weight.m: tensor<160xf32>,
      %stages.2.blocks.5.norm.bias.m: tensor<160xf32>,
      %stages.2.blocks.5.mlp.fc1.weight.m: tensor<640x160xf32>,
      %stages.2.blocks.5.mlp.fc1.bias.m: tensor<640xf32>,
      %stages.2.blocks.5.mlp.fc2.weight.m: tensor<160x640xf32>,
      %stages.2.blocks.5.mlp.fc2.bias.m: tensor<160xf32>,
      %stages.3.downsample.0.weight.m: tensor<160xf32>,
      %stages.3.downsample.0.bias.m: tensor<160xf32>,
      %stages.3.downsample.1.weight.m: tensor<320x160x2x2xf32>,
      %stages.3.downsample.1.bias.m: tensor<320xf32>,
      %stages.3.blocks.0.gamma.m: tensor<320xf32>,
      %stages.3.blocks.0.conv_dw.weight.m: tensor<320x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias.m: tensor<320xf32>,
      %stages.3.blocks.0.norm.weight.m: tensor<320xf32>,
      %stages.3.blocks.0.norm.bias.m: tensor<320xf32>,
      %stages.3.blocks.0.mlp.fc1.weight.m: tensor<1280x320xf32>,
      %stages.3.blocks.0.mlp.fc1.bias.m: tensor<1280xf32>,
      %stages.3.blocks.0.mlp.fc2.weight.m: tensor<320x1280xf32>,
      %stages.3.blocks.0.mlp.fc2.bias.m: tensor<320xf32>,
      %stages.3.blocks.1.gamma.m: tensor<320xf32>,
      %stages.3.blocks.1.conv_dw.weight.m: tensor<320x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias.m: tensor<320xf32>,
      %stages.3.blocks.1.norm.weight.m: tensor<320xf32>,
      %stages.3.blocks.1.norm.bias.m: tensor<320xf32>,
      %stages.3.blocks.1.mlp.fc1.weight.m: tensor<1280x320xf32>,
      %stages.3.blocks.1.mlp.fc1.bias.m: tensor<1280xf32>,
      %stages.3.blocks.1.mlp.fc2.weight.m: tensor<320x1280xf32>,
      %stages.3.blocks.1.mlp.fc2.bias.m: tensor<320xf32>,
      %head.norm.weight.m: tensor<320xf32>,
      %head.norm.bias.m: tensor<320xf32>,
      %head.fc.weight.m: tensor<10x320xf32>,
      %head.fc.bias.m: tensor<10xf32>,
      %stem.0.weight.v: tensor<40x3x4x4xf32>,
      %stem.0.bias.v: tensor<40xf32>,
      %stem.1.weight.v: tensor<40xf32>,
      %stem.1.bias.v: tensor<40xf32>,
      %stages.0.blocks.0.gamma.v: tensor<40xf32>,
      %stages.0.blocks.0.conv_dw.weight.v: tensor<40x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias.v: tensor<40xf32>,
      %stages.0.blocks.0.norm.weight.v: tensor<40xf32>,
      %stages.0.blocks.0.norm.bias.v: tensor<40xf32>,
      %stages.0.blocks.0.mlp.fc1.weight.v: tensor<160x40xf32>,
      %stages.0.blocks.0.mlp.fc1.bias.v: tensor<160xf32>,
      %stages.0.blocks.0.mlp.fc2.weight.v: tensor<40x160xf32>,
      %stages.0.blocks.0.mlp.fc2.bias.v: tensor<40xf32>,
      %stages.0.blocks.1.gamma.v: tensor<40xf32>,
      %stages.0.blocks.1.conv_dw.weight.v: tensor<40x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias.v: tensor<40xf32>,
      %stages.0.blocks.1.norm.weight.v: tensor<40xf32>,
      %stages.0.blocks.1.norm.bias.v: tensor<40xf32>,
      %stages.0.blocks.1.mlp.fc1.weight.v: tensor<160x40xf32>,
      %stages.0.blocks.1.mlp.fc1.bias.v: tensor<160xf32>,
      %stages.0.blocks.1.mlp.fc2.weight.v: tensor<40x160xf32>,
      %stages.0.blocks.1.mlp.fc2.bias.v: tensor<40xf32>,
      %stages.1.downsample.0.weight.v: tensor<40xf32>,
      %stages.1.downsample.0.bias.v: tensor<40xf32>,
      %stages.1.downsample.1.weight.v: tensor<80x40x2x2xf32>,
      %stages.1.downsample.1.bias.v: tensor<80xf32>,
      %stages.1.blocks.0.gamma.v: tensor<80xf32>,
      %stages.1.blocks.0.conv_dw.weight.v: tensor<80x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias.v: tensor<80xf32>,
      %stages.1.blocks.0.norm.weight.v: tensor<80xf32>,
      %stages.1.blocks.0.norm.bias.v: tensor<80xf32>,
      %stages.1.blocks.0.mlp.fc1.weight.v: tensor<320x80xf32>,
      %stages.1.blocks.0.mlp.fc1.bias.v: tensor<320xf32>,
      %stages.1.blocks.0.mlp.fc2.weight.v: tensor<80x320xf32>,
      %stages.1.blocks.0.mlp.fc2.bias.v: tensor<80xf32>,
      %stages.1.blocks.1.gamma.v: tensor<80xf32>,
      %stages.1.blocks.1.conv_dw.weight.v: tensor<80x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias.v: tensor<80xf32>,
      %stages.1.blocks.1.norm.weight.v: tensor<80xf32>,
      %stages.1.blocks.1.norm.bias.v: tensor<80xf32>,
      %stages.1.blocks.1.mlp.fc1.weight.v: tensor<320x80xf32>,
      %stages.1.blocks.1.mlp.fc1.bias.v: tensor<320xf32>,
      %stages.1.blocks.1.mlp.fc2.weight.v: tensor<80x320xf32>,
      %stages.1.blocks.1.mlp.fc2.bias.v: tensor<80xf32>,
      %stages.2.downsample.0.weight.v: tensor<80xf32>,
      %stages.2.downsample.0.bias.v: tensor<80xf32>,
      %stages.2.downsample.1.weight.v: tensor<160x80x2x2xf32>,
      %stages.2.downsample.1.bias.v: tensor<160xf32>,
      %stages.2.blocks.0.gamma.v: tensor<160xf32>,
      %stages.2.blocks.0.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.0.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.0.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.0.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.0.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.0.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.0.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.2.blocks.1.gamma.v: tensor<160xf32>,
      %stages.2.blocks.1.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.1.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.1.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.1.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.1.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.1.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.1.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.2.blocks.2.gamma.v: tensor<160xf32>,
      %stages.2.blocks.2.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.2.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.2.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.2.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.2.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.2.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.2.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.2.blocks.3.gamma.v: tensor<160xf32>,
      %stages.2.blocks.3.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.3.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.3.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.3.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.3.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.3.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.3.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.2.blocks.4.gamma.v: tensor<160xf32>,
      %stages.2.blocks.4.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.4.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.4.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.4.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.4.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.4.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.4.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.2.blocks.5.gamma.v: tensor<160xf32>,
      %stages.2.blocks.5.conv_dw.weight.v: tensor<160x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias.v: tensor<160xf32>,
      %stages.2.blocks.5.norm.weight.v: tensor<160xf32>,
      %stages.2.blocks.5.norm.bias.v: tensor<160xf32>,
      %stages.2.blocks.5.mlp.fc1.weight.v: tensor<640x160xf32>,
      %stages.2.blocks.5.mlp.fc1.bias.v: tensor<640xf32>,
      %stages.2.blocks.5.mlp.fc2.weight.v: tensor<160x640xf32>,
      %stages.2.blocks.5.mlp.fc2.bias.v: tensor<160xf32>,
      %stages.3.downsample.0.weight.v: tensor<160xf32>,
      %stages.3.downsample.0.bias.v: tensor<160xf32>,
      %stages.3.downsample.1.weight.v: tensor<320x160x2x2xf32>,
      %stages.3.downsample.1.bias.v: tensor<320xf32>,
      %stages.3.blocks.0.gamma.v: tensor<320xf32>,
      %stages.3.blocks.0.conv_dw.weight.v: tensor<320x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias.v: tensor<320xf32>,
      %stages.3.blocks.0.norm.weight.v: tensor<320xf32>,
      %stages.3.blocks.0.norm.bias.v: tensor<320xf32>,
      %stages.3.blocks.0.mlp.fc1.weight.v: tensor<1280x320xf32>,
      %stages.3.blocks.0.mlp.fc1.bias.v: tensor<1280xf32>,
      %stages.3.blocks.0.mlp.fc2.weight.v: tensor<320x1280xf32>,
      %stages.3.blocks.0.mlp.fc2.bias.v: tensor<320xf32>,
      %stages.3.blocks.1.gamma.v: tensor<320xf32>,
      %stages.3.blocks.1.conv_dw.weight.v: tensor<320x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias.v: tensor<320xf32>,
      %stages.3.blocks.1.norm.weight.v: tensor<320xf32>,
      %stages.3.blocks.1.norm.bias.v: tensor<320xf32>,
      %stages.3.blocks.1.mlp.fc1.weight.v: tensor<1280x320xf32>,
      %stages.3.blocks.1.mlp.fc1.bias.v: tensor<1280xf32>,
      %stages.3.blocks.1.mlp.fc2.weight.v: tensor<320x1280xf32>,
      %stages.3.blocks.1.mlp.fc2.bias.v: tensor<320xf32>,
      %head.norm.weight.v: tensor<320xf32>,
      %head.norm.bias.v: tensor<320xf32>,
      %head.fc.weight.v: tensor<10x320xf32>,
      %head.fc.bias.v: tensor<10xf32>,
      %lr: tensor<f32>,
      %bc1: tensor<f32>,
      %bc2: tensor<f32>,
      %targets: tensor<32x10xf32>
    ) -> (tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<f32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x32x32xf32>) -> tensor<32x32x32x3xf32>
    %stem_0_patches = stablehlo.reshape %x_nhwc : (tensor<32x32x32x3xf32>) -> tensor<32x8x4x8x4x3xf32>
    %stem_0 = stablehlo.dot_general %stem_0_patches, %stem.0.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x8x4x8x4x3xf32>, tensor<40x3x4x4xf32>) -> tensor<32x8x8x40xf32>
    %stem_0_b = stablehlo.broadcast_in_dim %stem.0.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %stem_0_1 = stablehlo.add %stem_0, %stem_0_b : tensor<32x8x8x40xf32>
    %reshape = stablehlo.reshape %stem_0_1 : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum_part = stablehlo.reduce(%reshape init: %init_add) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_1 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum = stablehlo.reduce(%stem_1_mean_sum_part init: %init_add_1) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %stem_1_mean_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %stem_1_mean = stablehlo.divide %stem_1_mean_sum, %stem_1_mean_n : tensor<32x8x8xf32>
    %stem_1_mean_b = stablehlo.broadcast_in_dim %stem_1_mean, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %stem_1_dev = stablehlo.subtract %stem_0_1, %stem_1_mean_b : tensor<32x8x8x40xf32>
    %stem_1_sq = stablehlo.multiply %stem_1_dev, %stem_1_dev : tensor<32x8x8x40xf32>
    %reshape_1 = stablehlo.reshape %stem_1_sq : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_2 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq_part = stablehlo.reduce(%reshape_1 init: %init_add_2) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_3 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq = stablehlo.reduce(%stem_1_ssq_part init: %init_add_3) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %stem_1_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %stem_1_var = stablehlo.divide %stem_1_ssq, %stem_1_n : tensor<32x8x8xf32>
    %stem_1_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x8x8xf32>
    %stem_1_var_eps = stablehlo.add %stem_1_var, %stem_1_eps : tensor<32x8x8xf32>
    %stem_1_rstd = stablehlo.rsqrt %stem_1_var_eps : tensor<32x8x8xf32>
    %stem_1_rstd_b = stablehlo.broadcast_in_dim %stem_1_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %stem_1_xhat = stablehlo.multiply %stem_1_dev, %stem_1_rstd_b : tensor<32x8x8x40xf32>
    %stem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %stem_1_scaled = stablehlo.multiply %stem_1_xhat, %stem_1_weight_b : tensor<32x8x8x40xf32>
    %stem_1_bias_b = stablehlo.broadcast_in_dim %stem.1.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %stem_1 = stablehlo.add %stem_1_scaled, %stem_1_bias_b : tensor<32x8x8x40xf32>
    %s0b0_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.0.conv_dw.weight, dims = [2] : tensor<40x1x7x7xf32>
    %s0b0_dw_kernel = stablehlo.reverse %s0b0_dw_kernel_rev, dims = [2] : tensor<40x1x7x7xf32>
    %s0b0_dw = stablehlo.convolution(%stem_1, %s0b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 40 : i64} : (tensor<32x8x8x40xf32>, tensor<40x1x7x7xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.conv_dw.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_dw_1 = stablehlo.add %s0b0_dw, %s0b0_dw_b : tensor<32x8x8x40xf32>
    %reshape_2 = stablehlo.reshape %s0b0_dw_1 : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_4 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum_part = stablehlo.reduce(%reshape_2 init: %init_add_4) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_5 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum = stablehlo.reduce(%s0b0_ln_mean_sum_part init: %init_add_5) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s0b0_ln_mean_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s0b0_ln_mean = stablehlo.divide %s0b0_ln_mean_sum, %s0b0_ln_mean_n : tensor<32x8x8xf32>
    %s0b0_ln_mean_b = stablehlo.broadcast_in_dim %s0b0_ln_mean, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_ln_dev = stablehlo.subtract %s0b0_dw_1, %s0b0_ln_mean_b : tensor<32x8x8x40xf32>
    %s0b0_ln_sq = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_dev : tensor<32x8x8x40xf32>
    %reshape_3 = stablehlo.reshape %s0b0_ln_sq : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_6 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq_part = stablehlo.reduce(%reshape_3 init: %init_add_6) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_7 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq = stablehlo.reduce(%s0b0_ln_ssq_part init: %init_add_7) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s0b0_ln_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s0b0_ln_var = stablehlo.divide %s0b0_ln_ssq, %s0b0_ln_n : tensor<32x8x8xf32>
    %s0b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x8x8xf32>
    %s0b0_ln_var_eps = stablehlo.add %s0b0_ln_var, %s0b0_ln_eps : tensor<32x8x8xf32>
    %s0b0_ln_rstd = stablehlo.rsqrt %s0b0_ln_var_eps : tensor<32x8x8xf32>
    %s0b0_ln_rstd_b = stablehlo.broadcast_in_dim %s0b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_ln_xhat = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_rstd_b : tensor<32x8x8x40xf32>
    %s0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_ln_scaled = stablehlo.multiply %s0b0_ln_xhat, %s0b0_ln_weight_b : tensor<32x8x8x40xf32>
    %s0b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_ln = stablehlo.add %s0b0_ln_scaled, %s0b0_ln_bias_b : tensor<32x8x8x40xf32>
    %s0b0_fc1 = stablehlo.dot_general %s0b0_ln, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %s0b0_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %s0b0_fc1_1 = stablehlo.add %s0b0_fc1, %s0b0_fc1_b : tensor<32x8x8x160xf32>
    %s0b0_act_x2 = stablehlo.multiply %s0b0_fc1_1, %s0b0_fc1_1 : tensor<32x8x8x160xf32>
    %s0b0_act_x3 = stablehlo.multiply %s0b0_act_x2, %s0b0_fc1_1 : tensor<32x8x8x160xf32>
    %cst = stablehlo.constant dense<0.044714998453855515> : tensor<32x8x8x160xf32>
    %s0b0_act_cx3 = stablehlo.multiply %cst, %s0b0_act_x3 : tensor<32x8x8x160xf32>
    %s0b0_act_inner = stablehlo.add %s0b0_fc1_1, %s0b0_act_cx3 : tensor<32x8x8x160xf32>
    %cst_1 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %s0b0_act_u = stablehlo.multiply %cst_1, %s0b0_act_inner : tensor<32x8x8x160xf32>
    %s0b0_act_t = stablehlo.tanh %s0b0_act_u : tensor<32x8x8x160xf32>
    %cst_2 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %s0b0_act_hx = stablehlo.multiply %cst_2, %s0b0_fc1_1 : tensor<32x8x8x160xf32>
    %cst_3 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %s0b0_act_1pt = stablehlo.add %cst_3, %s0b0_act_t : tensor<32x8x8x160xf32>
    %s0b0_act = stablehlo.multiply %s0b0_act_hx, %s0b0_act_1pt : tensor<32x8x8x160xf32>
    %s0b0_fc2 = stablehlo.dot_general %s0b0_act, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_fc2_1 = stablehlo.add %s0b0_fc2, %s0b0_fc2_b : tensor<32x8x8x40xf32>
    %s0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b0_gamma = stablehlo.multiply %s0b0_fc2_1, %s0b0_gamma_gamma_b : tensor<32x8x8x40xf32>
    %s0b0_out = stablehlo.add %stem_1, %s0b0_gamma : tensor<32x8x8x40xf32>
    %s0b1_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.1.conv_dw.weight, dims = [2] : tensor<40x1x7x7xf32>
    %s0b1_dw_kernel = stablehlo.reverse %s0b1_dw_kernel_rev, dims = [2] : tensor<40x1x7x7xf32>
    %s0b1_dw = stablehlo.convolution(%s0b0_out, %s0b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 40 : i64} : (tensor<32x8x8x40xf32>, tensor<40x1x7x7xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.conv_dw.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_dw_1 = stablehlo.add %s0b1_dw, %s0b1_dw_b : tensor<32x8x8x40xf32>
    %reshape_4 = stablehlo.reshape %s0b1_dw_1 : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_8 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum_part = stablehlo.reduce(%reshape_4 init: %init_add_8) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_9 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum = stablehlo.reduce(%s0b1_ln_mean_sum_part init: %init_add_9) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s0b1_ln_mean_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s0b1_ln_mean = stablehlo.divide %s0b1_ln_mean_sum, %s0b1_ln_mean_n : tensor<32x8x8xf32>
    %s0b1_ln_mean_b = stablehlo.broadcast_in_dim %s0b1_ln_mean, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_ln_dev = stablehlo.subtract %s0b1_dw_1, %s0b1_ln_mean_b : tensor<32x8x8x40xf32>
    %s0b1_ln_sq = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_dev : tensor<32x8x8x40xf32>
    %reshape_5 = stablehlo.reshape %s0b1_ln_sq : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_10 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq_part = stablehlo.reduce(%reshape_5 init: %init_add_10) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_11 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq = stablehlo.reduce(%s0b1_ln_ssq_part init: %init_add_11) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s0b1_ln_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s0b1_ln_var = stablehlo.divide %s0b1_ln_ssq, %s0b1_ln_n : tensor<32x8x8xf32>
    %s0b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x8x8xf32>
    %s0b1_ln_var_eps = stablehlo.add %s0b1_ln_var, %s0b1_ln_eps : tensor<32x8x8xf32>
    %s0b1_ln_rstd = stablehlo.rsqrt %s0b1_ln_var_eps : tensor<32x8x8xf32>
    %s0b1_ln_rstd_b = stablehlo.broadcast_in_dim %s0b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_ln_xhat = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_rstd_b : tensor<32x8x8x40xf32>
    %s0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_ln_scaled = stablehlo.multiply %s0b1_ln_xhat, %s0b1_ln_weight_b : tensor<32x8x8x40xf32>
    %s0b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_ln = stablehlo.add %s0b1_ln_scaled, %s0b1_ln_bias_b : tensor<32x8x8x40xf32>
    %s0b1_fc1 = stablehlo.dot_general %s0b1_ln, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %s0b1_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %s0b1_fc1_1 = stablehlo.add %s0b1_fc1, %s0b1_fc1_b : tensor<32x8x8x160xf32>
    %s0b1_act_x2 = stablehlo.multiply %s0b1_fc1_1, %s0b1_fc1_1 : tensor<32x8x8x160xf32>
    %s0b1_act_x3 = stablehlo.multiply %s0b1_act_x2, %s0b1_fc1_1 : tensor<32x8x8x160xf32>
    %cst_4 = stablehlo.constant dense<0.044714998453855515> : tensor<32x8x8x160xf32>
    %s0b1_act_cx3 = stablehlo.multiply %cst_4, %s0b1_act_x3 : tensor<32x8x8x160xf32>
    %s0b1_act_inner = stablehlo.add %s0b1_fc1_1, %s0b1_act_cx3 : tensor<32x8x8x160xf32>
    %cst_5 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %s0b1_act_u = stablehlo.multiply %cst_5, %s0b1_act_inner : tensor<32x8x8x160xf32>
    %s0b1_act_t = stablehlo.tanh %s0b1_act_u : tensor<32x8x8x160xf32>
    %cst_6 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %s0b1_act_hx = stablehlo.multiply %cst_6, %s0b1_fc1_1 : tensor<32x8x8x160xf32>
    %cst_7 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %s0b1_act_1pt = stablehlo.add %cst_7, %s0b1_act_t : tensor<32x8x8x160xf32>
    %s0b1_act = stablehlo.multiply %s0b1_act_hx, %s0b1_act_1pt : tensor<32x8x8x160xf32>
    %s0b1_fc2 = stablehlo.dot_general %s0b1_act, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_fc2_1 = stablehlo.add %s0b1_fc2, %s0b1_fc2_b : tensor<32x8x8x40xf32>
    %s0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s0b1_gamma = stablehlo.multiply %s0b1_fc2_1, %s0b1_gamma_gamma_b : tensor<32x8x8x40xf32>
    %s0b1_out = stablehlo.add %s0b0_out, %s0b1_gamma : tensor<32x8x8x40xf32>
    %reshape_6 = stablehlo.reshape %s0b1_out : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_12 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum_part = stablehlo.reduce(%reshape_6 init: %init_add_12) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_13 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum = stablehlo.reduce(%s1_down0_mean_sum_part init: %init_add_13) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s1_down0_mean_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s1_down0_mean = stablehlo.divide %s1_down0_mean_sum, %s1_down0_mean_n : tensor<32x8x8xf32>
    %s1_down0_mean_b = stablehlo.broadcast_in_dim %s1_down0_mean, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s1_down0_dev = stablehlo.subtract %s0b1_out, %s1_down0_mean_b : tensor<32x8x8x40xf32>
    %s1_down0_sq = stablehlo.multiply %s1_down0_dev, %s1_down0_dev : tensor<32x8x8x40xf32>
    %reshape_7 = stablehlo.reshape %s1_down0_sq : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_14 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq_part = stablehlo.reduce(%reshape_7 init: %init_add_14) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_15 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq = stablehlo.reduce(%s1_down0_ssq_part init: %init_add_15) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %s1_down0_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %s1_down0_var = stablehlo.divide %s1_down0_ssq, %s1_down0_n : tensor<32x8x8xf32>
    %s1_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x8x8xf32>
    %s1_down0_var_eps = stablehlo.add %s1_down0_var, %s1_down0_eps : tensor<32x8x8xf32>
    %s1_down0_rstd = stablehlo.rsqrt %s1_down0_var_eps : tensor<32x8x8xf32>
    %s1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %s1_down0_xhat = stablehlo.multiply %s1_down0_dev, %s1_down0_rstd_b : tensor<32x8x8x40xf32>
    %s1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s1_down0_scaled = stablehlo.multiply %s1_down0_xhat, %s1_down0_weight_b : tensor<32x8x8x40xf32>
    %s1_down0_bias_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.bias, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %s1_down0 = stablehlo.add %s1_down0_scaled, %s1_down0_bias_b : tensor<32x8x8x40xf32>
    %s1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x8x8x40xf32>) -> tensor<32x4x2x4x2x40xf32>
    %s1_down1 = stablehlo.dot_general %s1_down1_patches, %stages.1.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x4x2x4x2x40xf32>, tensor<80x40x2x2xf32>) -> tensor<32x4x4x80xf32>
    %s1_down1_b = stablehlo.broadcast_in_dim %stages.1.downsample.1.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1_down1_1 = stablehlo.add %s1_down1, %s1_down1_b : tensor<32x4x4x80xf32>
    %s1b0_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.0.conv_dw.weight, dims = [2] : tensor<80x1x7x7xf32>
    %s1b0_dw_kernel = stablehlo.reverse %s1b0_dw_kernel_rev, dims = [2] : tensor<80x1x7x7xf32>
    %s1b0_dw = stablehlo.convolution(%s1_down1_1, %s1b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 80 : i64} : (tensor<32x4x4x80xf32>, tensor<80x1x7x7xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.conv_dw.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_dw_1 = stablehlo.add %s1b0_dw, %s1b0_dw_b : tensor<32x4x4x80xf32>
    %reshape_8 = stablehlo.reshape %s1b0_dw_1 : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_16 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum_part = stablehlo.reduce(%reshape_8 init: %init_add_16) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_17 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum = stablehlo.reduce(%s1b0_ln_mean_sum_part init: %init_add_17) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s1b0_ln_mean_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s1b0_ln_mean = stablehlo.divide %s1b0_ln_mean_sum, %s1b0_ln_mean_n : tensor<32x4x4xf32>
    %s1b0_ln_mean_b = stablehlo.broadcast_in_dim %s1b0_ln_mean, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_ln_dev = stablehlo.subtract %s1b0_dw_1, %s1b0_ln_mean_b : tensor<32x4x4x80xf32>
    %s1b0_ln_sq = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_dev : tensor<32x4x4x80xf32>
    %reshape_9 = stablehlo.reshape %s1b0_ln_sq : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq_part = stablehlo.reduce(%reshape_9 init: %init_add_18) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq = stablehlo.reduce(%s1b0_ln_ssq_part init: %init_add_19) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s1b0_ln_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s1b0_ln_var = stablehlo.divide %s1b0_ln_ssq, %s1b0_ln_n : tensor<32x4x4xf32>
    %s1b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x4x4xf32>
    %s1b0_ln_var_eps = stablehlo.add %s1b0_ln_var, %s1b0_ln_eps : tensor<32x4x4xf32>
    %s1b0_ln_rstd = stablehlo.rsqrt %s1b0_ln_var_eps : tensor<32x4x4xf32>
    %s1b0_ln_rstd_b = stablehlo.broadcast_in_dim %s1b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_ln_xhat = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_rstd_b : tensor<32x4x4x80xf32>
    %s1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_ln_scaled = stablehlo.multiply %s1b0_ln_xhat, %s1b0_ln_weight_b : tensor<32x4x4x80xf32>
    %s1b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_ln = stablehlo.add %s1b0_ln_scaled, %s1b0_ln_bias_b : tensor<32x4x4x80xf32>
    %s1b0_fc1 = stablehlo.dot_general %s1b0_ln, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %s1b0_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %s1b0_fc1_1 = stablehlo.add %s1b0_fc1, %s1b0_fc1_b : tensor<32x4x4x320xf32>
    %s1b0_act_x2 = stablehlo.multiply %s1b0_fc1_1, %s1b0_fc1_1 : tensor<32x4x4x320xf32>
    %s1b0_act_x3 = stablehlo.multiply %s1b0_act_x2, %s1b0_fc1_1 : tensor<32x4x4x320xf32>
    %cst_8 = stablehlo.constant dense<0.044714998453855515> : tensor<32x4x4x320xf32>
    %s1b0_act_cx3 = stablehlo.multiply %cst_8, %s1b0_act_x3 : tensor<32x4x4x320xf32>
    %s1b0_act_inner = stablehlo.add %s1b0_fc1_1, %s1b0_act_cx3 : tensor<32x4x4x320xf32>
    %cst_9 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %s1b0_act_u = stablehlo.multiply %cst_9, %s1b0_act_inner : tensor<32x4x4x320xf32>
    %s1b0_act_t = stablehlo.tanh %s1b0_act_u : tensor<32x4x4x320xf32>
    %cst_10 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %s1b0_act_hx = stablehlo.multiply %cst_10, %s1b0_fc1_1 : tensor<32x4x4x320xf32>
    %cst_11 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %s1b0_act_1pt = stablehlo.add %cst_11, %s1b0_act_t : tensor<32x4x4x320xf32>
    %s1b0_act = stablehlo.multiply %s1b0_act_hx, %s1b0_act_1pt : tensor<32x4x4x320xf32>
    %s1b0_fc2 = stablehlo.dot_general %s1b0_act, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_fc2_1 = stablehlo.add %s1b0_fc2, %s1b0_fc2_b : tensor<32x4x4x80xf32>
    %s1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b0_gamma = stablehlo.multiply %s1b0_fc2_1, %s1b0_gamma_gamma_b : tensor<32x4x4x80xf32>
    %s1b0_out = stablehlo.add %s1_down1_1, %s1b0_gamma : tensor<32x4x4x80xf32>
    %s1b1_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.1.conv_dw.weight, dims = [2] : tensor<80x1x7x7xf32>
    %s1b1_dw_kernel = stablehlo.reverse %s1b1_dw_kernel_rev, dims = [2] : tensor<80x1x7x7xf32>
    %s1b1_dw = stablehlo.convolution(%s1b0_out, %s1b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 80 : i64} : (tensor<32x4x4x80xf32>, tensor<80x1x7x7xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.conv_dw.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_dw_1 = stablehlo.add %s1b1_dw, %s1b1_dw_b : tensor<32x4x4x80xf32>
    %reshape_10 = stablehlo.reshape %s1b1_dw_1 : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum_part = stablehlo.reduce(%reshape_10 init: %init_add_20) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum = stablehlo.reduce(%s1b1_ln_mean_sum_part init: %init_add_21) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s1b1_ln_mean_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s1b1_ln_mean = stablehlo.divide %s1b1_ln_mean_sum, %s1b1_ln_mean_n : tensor<32x4x4xf32>
    %s1b1_ln_mean_b = stablehlo.broadcast_in_dim %s1b1_ln_mean, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_ln_dev = stablehlo.subtract %s1b1_dw_1, %s1b1_ln_mean_b : tensor<32x4x4x80xf32>
    %s1b1_ln_sq = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_dev : tensor<32x4x4x80xf32>
    %reshape_11 = stablehlo.reshape %s1b1_ln_sq : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq_part = stablehlo.reduce(%reshape_11 init: %init_add_22) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq = stablehlo.reduce(%s1b1_ln_ssq_part init: %init_add_23) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s1b1_ln_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s1b1_ln_var = stablehlo.divide %s1b1_ln_ssq, %s1b1_ln_n : tensor<32x4x4xf32>
    %s1b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x4x4xf32>
    %s1b1_ln_var_eps = stablehlo.add %s1b1_ln_var, %s1b1_ln_eps : tensor<32x4x4xf32>
    %s1b1_ln_rstd = stablehlo.rsqrt %s1b1_ln_var_eps : tensor<32x4x4xf32>
    %s1b1_ln_rstd_b = stablehlo.broadcast_in_dim %s1b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_ln_xhat = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_rstd_b : tensor<32x4x4x80xf32>
    %s1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_ln_scaled = stablehlo.multiply %s1b1_ln_xhat, %s1b1_ln_weight_b : tensor<32x4x4x80xf32>
    %s1b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_ln = stablehlo.add %s1b1_ln_scaled, %s1b1_ln_bias_b : tensor<32x4x4x80xf32>
    %s1b1_fc1 = stablehlo.dot_general %s1b1_ln, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %s1b1_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %s1b1_fc1_1 = stablehlo.add %s1b1_fc1, %s1b1_fc1_b : tensor<32x4x4x320xf32>
    %s1b1_act_x2 = stablehlo.multiply %s1b1_fc1_1, %s1b1_fc1_1 : tensor<32x4x4x320xf32>
    %s1b1_act_x3 = stablehlo.multiply %s1b1_act_x2, %s1b1_fc1_1 : tensor<32x4x4x320xf32>
    %cst_12 = stablehlo.constant dense<0.044714998453855515> : tensor<32x4x4x320xf32>
    %s1b1_act_cx3 = stablehlo.multiply %cst_12, %s1b1_act_x3 : tensor<32x4x4x320xf32>
    %s1b1_act_inner = stablehlo.add %s1b1_fc1_1, %s1b1_act_cx3 : tensor<32x4x4x320xf32>
    %cst_13 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %s1b1_act_u = stablehlo.multiply %cst_13, %s1b1_act_inner : tensor<32x4x4x320xf32>
    %s1b1_act_t = stablehlo.tanh %s1b1_act_u : tensor<32x4x4x320xf32>
    %cst_14 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %s1b1_act_hx = stablehlo.multiply %cst_14, %s1b1_fc1_1 : tensor<32x4x4x320xf32>
    %cst_15 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %s1b1_act_1pt = stablehlo.add %cst_15, %s1b1_act_t : tensor<32x4x4x320xf32>
    %s1b1_act = stablehlo.multiply %s1b1_act_hx, %s1b1_act_1pt : tensor<32x4x4x320xf32>
    %s1b1_fc2 = stablehlo.dot_general %s1b1_act, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_fc2_1 = stablehlo.add %s1b1_fc2, %s1b1_fc2_b : tensor<32x4x4x80xf32>
    %s1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s1b1_gamma = stablehlo.multiply %s1b1_fc2_1, %s1b1_gamma_gamma_b : tensor<32x4x4x80xf32>
    %s1b1_out = stablehlo.add %s1b0_out, %s1b1_gamma : tensor<32x4x4x80xf32>
    %reshape_12 = stablehlo.reshape %s1b1_out : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum_part = stablehlo.reduce(%reshape_12 init: %init_add_24) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum = stablehlo.reduce(%s2_down0_mean_sum_part init: %init_add_25) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s2_down0_mean_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s2_down0_mean = stablehlo.divide %s2_down0_mean_sum, %s2_down0_mean_n : tensor<32x4x4xf32>
    %s2_down0_mean_b = stablehlo.broadcast_in_dim %s2_down0_mean, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s2_down0_dev = stablehlo.subtract %s1b1_out, %s2_down0_mean_b : tensor<32x4x4x80xf32>
    %s2_down0_sq = stablehlo.multiply %s2_down0_dev, %s2_down0_dev : tensor<32x4x4x80xf32>
    %reshape_13 = stablehlo.reshape %s2_down0_sq : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq_part = stablehlo.reduce(%reshape_13 init: %init_add_26) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq = stablehlo.reduce(%s2_down0_ssq_part init: %init_add_27) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %s2_down0_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %s2_down0_var = stablehlo.divide %s2_down0_ssq, %s2_down0_n : tensor<32x4x4xf32>
    %s2_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x4x4xf32>
    %s2_down0_var_eps = stablehlo.add %s2_down0_var, %s2_down0_eps : tensor<32x4x4xf32>
    %s2_down0_rstd = stablehlo.rsqrt %s2_down0_var_eps : tensor<32x4x4xf32>
    %s2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %s2_down0_xhat = stablehlo.multiply %s2_down0_dev, %s2_down0_rstd_b : tensor<32x4x4x80xf32>
    %s2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s2_down0_scaled = stablehlo.multiply %s2_down0_xhat, %s2_down0_weight_b : tensor<32x4x4x80xf32>
    %s2_down0_bias_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.bias, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %s2_down0 = stablehlo.add %s2_down0_scaled, %s2_down0_bias_b : tensor<32x4x4x80xf32>
    %s2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x4x4x80xf32>) -> tensor<32x2x2x2x2x80xf32>
    %s2_down1 = stablehlo.dot_general %s2_down1_patches, %stages.2.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x2x2x2x2x80xf32>, tensor<160x80x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2_down1_b = stablehlo.broadcast_in_dim %stages.2.downsample.1.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2_down1_1 = stablehlo.add %s2_down1, %s2_down1_b : tensor<32x2x2x160xf32>
    %s2b0_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.0.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b0_dw_kernel = stablehlo.reverse %s2b0_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b0_dw = stablehlo.convolution(%s2_down1_1, %s2b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_dw_1 = stablehlo.add %s2b0_dw, %s2b0_dw_b : tensor<32x2x2x160xf32>
    %reshape_14 = stablehlo.reshape %s2b0_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum_part = stablehlo.reduce(%reshape_14 init: %init_add_28) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum = stablehlo.reduce(%s2b0_ln_mean_sum_part init: %init_add_29) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b0_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b0_ln_mean = stablehlo.divide %s2b0_ln_mean_sum, %s2b0_ln_mean_n : tensor<32x2x2xf32>
    %s2b0_ln_mean_b = stablehlo.broadcast_in_dim %s2b0_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_ln_dev = stablehlo.subtract %s2b0_dw_1, %s2b0_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b0_ln_sq = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_dev : tensor<32x2x2x160xf32>
    %reshape_15 = stablehlo.reshape %s2b0_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq_part = stablehlo.reduce(%reshape_15 init: %init_add_30) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq = stablehlo.reduce(%s2b0_ln_ssq_part init: %init_add_31) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b0_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b0_ln_var = stablehlo.divide %s2b0_ln_ssq, %s2b0_ln_n : tensor<32x2x2xf32>
    %s2b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b0_ln_var_eps = stablehlo.add %s2b0_ln_var, %s2b0_ln_eps : tensor<32x2x2xf32>
    %s2b0_ln_rstd = stablehlo.rsqrt %s2b0_ln_var_eps : tensor<32x2x2xf32>
    %s2b0_ln_rstd_b = stablehlo.broadcast_in_dim %s2b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_ln_xhat = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_ln_scaled = stablehlo.multiply %s2b0_ln_xhat, %s2b0_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_ln = stablehlo.add %s2b0_ln_scaled, %s2b0_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b0_fc1 = stablehlo.dot_general %s2b0_ln, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b0_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b0_fc1_1 = stablehlo.add %s2b0_fc1, %s2b0_fc1_b : tensor<32x2x2x640xf32>
    %s2b0_act_x2 = stablehlo.multiply %s2b0_fc1_1, %s2b0_fc1_1 : tensor<32x2x2x640xf32>
    %s2b0_act_x3 = stablehlo.multiply %s2b0_act_x2, %s2b0_fc1_1 : tensor<32x2x2x640xf32>
    %cst_16 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b0_act_cx3 = stablehlo.multiply %cst_16, %s2b0_act_x3 : tensor<32x2x2x640xf32>
    %s2b0_act_inner = stablehlo.add %s2b0_fc1_1, %s2b0_act_cx3 : tensor<32x2x2x640xf32>
    %cst_17 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b0_act_u = stablehlo.multiply %cst_17, %s2b0_act_inner : tensor<32x2x2x640xf32>
    %s2b0_act_t = stablehlo.tanh %s2b0_act_u : tensor<32x2x2x640xf32>
    %cst_18 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b0_act_hx = stablehlo.multiply %cst_18, %s2b0_fc1_1 : tensor<32x2x2x640xf32>
    %cst_19 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b0_act_1pt = stablehlo.add %cst_19, %s2b0_act_t : tensor<32x2x2x640xf32>
    %s2b0_act = stablehlo.multiply %s2b0_act_hx, %s2b0_act_1pt : tensor<32x2x2x640xf32>
    %s2b0_fc2 = stablehlo.dot_general %s2b0_act, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_fc2_1 = stablehlo.add %s2b0_fc2, %s2b0_fc2_b : tensor<32x2x2x160xf32>
    %s2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b0_gamma = stablehlo.multiply %s2b0_fc2_1, %s2b0_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b0_out = stablehlo.add %s2_down1_1, %s2b0_gamma : tensor<32x2x2x160xf32>
    %s2b1_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.1.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b1_dw_kernel = stablehlo.reverse %s2b1_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b1_dw = stablehlo.convolution(%s2b0_out, %s2b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_dw_1 = stablehlo.add %s2b1_dw, %s2b1_dw_b : tensor<32x2x2x160xf32>
    %reshape_16 = stablehlo.reshape %s2b1_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum_part = stablehlo.reduce(%reshape_16 init: %init_add_32) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum = stablehlo.reduce(%s2b1_ln_mean_sum_part init: %init_add_33) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b1_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b1_ln_mean = stablehlo.divide %s2b1_ln_mean_sum, %s2b1_ln_mean_n : tensor<32x2x2xf32>
    %s2b1_ln_mean_b = stablehlo.broadcast_in_dim %s2b1_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_ln_dev = stablehlo.subtract %s2b1_dw_1, %s2b1_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b1_ln_sq = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_dev : tensor<32x2x2x160xf32>
    %reshape_17 = stablehlo.reshape %s2b1_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq_part = stablehlo.reduce(%reshape_17 init: %init_add_34) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq = stablehlo.reduce(%s2b1_ln_ssq_part init: %init_add_35) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b1_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b1_ln_var = stablehlo.divide %s2b1_ln_ssq, %s2b1_ln_n : tensor<32x2x2xf32>
    %s2b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b1_ln_var_eps = stablehlo.add %s2b1_ln_var, %s2b1_ln_eps : tensor<32x2x2xf32>
    %s2b1_ln_rstd = stablehlo.rsqrt %s2b1_ln_var_eps : tensor<32x2x2xf32>
    %s2b1_ln_rstd_b = stablehlo.broadcast_in_dim %s2b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_ln_xhat = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_ln_scaled = stablehlo.multiply %s2b1_ln_xhat, %s2b1_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_ln = stablehlo.add %s2b1_ln_scaled, %s2b1_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b1_fc1 = stablehlo.dot_general %s2b1_ln, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b1_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b1_fc1_1 = stablehlo.add %s2b1_fc1, %s2b1_fc1_b : tensor<32x2x2x640xf32>
    %s2b1_act_x2 = stablehlo.multiply %s2b1_fc1_1, %s2b1_fc1_1 : tensor<32x2x2x640xf32>
    %s2b1_act_x3 = stablehlo.multiply %s2b1_act_x2, %s2b1_fc1_1 : tensor<32x2x2x640xf32>
    %cst_20 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b1_act_cx3 = stablehlo.multiply %cst_20, %s2b1_act_x3 : tensor<32x2x2x640xf32>
    %s2b1_act_inner = stablehlo.add %s2b1_fc1_1, %s2b1_act_cx3 : tensor<32x2x2x640xf32>
    %cst_21 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b1_act_u = stablehlo.multiply %cst_21, %s2b1_act_inner : tensor<32x2x2x640xf32>
    %s2b1_act_t = stablehlo.tanh %s2b1_act_u : tensor<32x2x2x640xf32>
    %cst_22 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b1_act_hx = stablehlo.multiply %cst_22, %s2b1_fc1_1 : tensor<32x2x2x640xf32>
    %cst_23 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b1_act_1pt = stablehlo.add %cst_23, %s2b1_act_t : tensor<32x2x2x640xf32>
    %s2b1_act = stablehlo.multiply %s2b1_act_hx, %s2b1_act_1pt : tensor<32x2x2x640xf32>
    %s2b1_fc2 = stablehlo.dot_general %s2b1_act, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_fc2_1 = stablehlo.add %s2b1_fc2, %s2b1_fc2_b : tensor<32x2x2x160xf32>
    %s2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b1_gamma = stablehlo.multiply %s2b1_fc2_1, %s2b1_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b1_out = stablehlo.add %s2b0_out, %s2b1_gamma : tensor<32x2x2x160xf32>
    %s2b2_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.2.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b2_dw_kernel = stablehlo.reverse %s2b2_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b2_dw = stablehlo.convolution(%s2b1_out, %s2b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_dw_1 = stablehlo.add %s2b2_dw, %s2b2_dw_b : tensor<32x2x2x160xf32>
    %reshape_18 = stablehlo.reshape %s2b2_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum_part = stablehlo.reduce(%reshape_18 init: %init_add_36) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum = stablehlo.reduce(%s2b2_ln_mean_sum_part init: %init_add_37) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b2_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b2_ln_mean = stablehlo.divide %s2b2_ln_mean_sum, %s2b2_ln_mean_n : tensor<32x2x2xf32>
    %s2b2_ln_mean_b = stablehlo.broadcast_in_dim %s2b2_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_ln_dev = stablehlo.subtract %s2b2_dw_1, %s2b2_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b2_ln_sq = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_dev : tensor<32x2x2x160xf32>
    %reshape_19 = stablehlo.reshape %s2b2_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq_part = stablehlo.reduce(%reshape_19 init: %init_add_38) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq = stablehlo.reduce(%s2b2_ln_ssq_part init: %init_add_39) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b2_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b2_ln_var = stablehlo.divide %s2b2_ln_ssq, %s2b2_ln_n : tensor<32x2x2xf32>
    %s2b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b2_ln_var_eps = stablehlo.add %s2b2_ln_var, %s2b2_ln_eps : tensor<32x2x2xf32>
    %s2b2_ln_rstd = stablehlo.rsqrt %s2b2_ln_var_eps : tensor<32x2x2xf32>
    %s2b2_ln_rstd_b = stablehlo.broadcast_in_dim %s2b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_ln_xhat = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_ln_scaled = stablehlo.multiply %s2b2_ln_xhat, %s2b2_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_ln = stablehlo.add %s2b2_ln_scaled, %s2b2_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b2_fc1 = stablehlo.dot_general %s2b2_ln, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b2_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b2_fc1_1 = stablehlo.add %s2b2_fc1, %s2b2_fc1_b : tensor<32x2x2x640xf32>
    %s2b2_act_x2 = stablehlo.multiply %s2b2_fc1_1, %s2b2_fc1_1 : tensor<32x2x2x640xf32>
    %s2b2_act_x3 = stablehlo.multiply %s2b2_act_x2, %s2b2_fc1_1 : tensor<32x2x2x640xf32>
    %cst_24 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b2_act_cx3 = stablehlo.multiply %cst_24, %s2b2_act_x3 : tensor<32x2x2x640xf32>
    %s2b2_act_inner = stablehlo.add %s2b2_fc1_1, %s2b2_act_cx3 : tensor<32x2x2x640xf32>
    %cst_25 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b2_act_u = stablehlo.multiply %cst_25, %s2b2_act_inner : tensor<32x2x2x640xf32>
    %s2b2_act_t = stablehlo.tanh %s2b2_act_u : tensor<32x2x2x640xf32>
    %cst_26 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b2_act_hx = stablehlo.multiply %cst_26, %s2b2_fc1_1 : tensor<32x2x2x640xf32>
    %cst_27 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b2_act_1pt = stablehlo.add %cst_27, %s2b2_act_t : tensor<32x2x2x640xf32>
    %s2b2_act = stablehlo.multiply %s2b2_act_hx, %s2b2_act_1pt : tensor<32x2x2x640xf32>
    %s2b2_fc2 = stablehlo.dot_general %s2b2_act, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_fc2_1 = stablehlo.add %s2b2_fc2, %s2b2_fc2_b : tensor<32x2x2x160xf32>
    %s2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b2_gamma = stablehlo.multiply %s2b2_fc2_1, %s2b2_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b2_out = stablehlo.add %s2b1_out, %s2b2_gamma : tensor<32x2x2x160xf32>
    %s2b3_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.3.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b3_dw_kernel = stablehlo.reverse %s2b3_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b3_dw = stablehlo.convolution(%s2b2_out, %s2b3_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_dw_1 = stablehlo.add %s2b3_dw, %s2b3_dw_b : tensor<32x2x2x160xf32>
    %reshape_20 = stablehlo.reshape %s2b3_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum_part = stablehlo.reduce(%reshape_20 init: %init_add_40) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum = stablehlo.reduce(%s2b3_ln_mean_sum_part init: %init_add_41) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b3_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b3_ln_mean = stablehlo.divide %s2b3_ln_mean_sum, %s2b3_ln_mean_n : tensor<32x2x2xf32>
    %s2b3_ln_mean_b = stablehlo.broadcast_in_dim %s2b3_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_ln_dev = stablehlo.subtract %s2b3_dw_1, %s2b3_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b3_ln_sq = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_dev : tensor<32x2x2x160xf32>
    %reshape_21 = stablehlo.reshape %s2b3_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq_part = stablehlo.reduce(%reshape_21 init: %init_add_42) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq = stablehlo.reduce(%s2b3_ln_ssq_part init: %init_add_43) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b3_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b3_ln_var = stablehlo.divide %s2b3_ln_ssq, %s2b3_ln_n : tensor<32x2x2xf32>
    %s2b3_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b3_ln_var_eps = stablehlo.add %s2b3_ln_var, %s2b3_ln_eps : tensor<32x2x2xf32>
    %s2b3_ln_rstd = stablehlo.rsqrt %s2b3_ln_var_eps : tensor<32x2x2xf32>
    %s2b3_ln_rstd_b = stablehlo.broadcast_in_dim %s2b3_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_ln_xhat = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_ln_scaled = stablehlo.multiply %s2b3_ln_xhat, %s2b3_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b3_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_ln = stablehlo.add %s2b3_ln_scaled, %s2b3_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b3_fc1 = stablehlo.dot_general %s2b3_ln, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b3_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b3_fc1_1 = stablehlo.add %s2b3_fc1, %s2b3_fc1_b : tensor<32x2x2x640xf32>
    %s2b3_act_x2 = stablehlo.multiply %s2b3_fc1_1, %s2b3_fc1_1 : tensor<32x2x2x640xf32>
    %s2b3_act_x3 = stablehlo.multiply %s2b3_act_x2, %s2b3_fc1_1 : tensor<32x2x2x640xf32>
    %cst_28 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b3_act_cx3 = stablehlo.multiply %cst_28, %s2b3_act_x3 : tensor<32x2x2x640xf32>
    %s2b3_act_inner = stablehlo.add %s2b3_fc1_1, %s2b3_act_cx3 : tensor<32x2x2x640xf32>
    %cst_29 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b3_act_u = stablehlo.multiply %cst_29, %s2b3_act_inner : tensor<32x2x2x640xf32>
    %s2b3_act_t = stablehlo.tanh %s2b3_act_u : tensor<32x2x2x640xf32>
    %cst_30 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b3_act_hx = stablehlo.multiply %cst_30, %s2b3_fc1_1 : tensor<32x2x2x640xf32>
    %cst_31 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b3_act_1pt = stablehlo.add %cst_31, %s2b3_act_t : tensor<32x2x2x640xf32>
    %s2b3_act = stablehlo.multiply %s2b3_act_hx, %s2b3_act_1pt : tensor<32x2x2x640xf32>
    %s2b3_fc2 = stablehlo.dot_general %s2b3_act, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_fc2_1 = stablehlo.add %s2b3_fc2, %s2b3_fc2_b : tensor<32x2x2x160xf32>
    %s2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b3_gamma = stablehlo.multiply %s2b3_fc2_1, %s2b3_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b3_out = stablehlo.add %s2b2_out, %s2b3_gamma : tensor<32x2x2x160xf32>
    %s2b4_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.4.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b4_dw_kernel = stablehlo.reverse %s2b4_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b4_dw = stablehlo.convolution(%s2b3_out, %s2b4_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_dw_1 = stablehlo.add %s2b4_dw, %s2b4_dw_b : tensor<32x2x2x160xf32>
    %reshape_22 = stablehlo.reshape %s2b4_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum_part = stablehlo.reduce(%reshape_22 init: %init_add_44) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum = stablehlo.reduce(%s2b4_ln_mean_sum_part init: %init_add_45) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b4_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b4_ln_mean = stablehlo.divide %s2b4_ln_mean_sum, %s2b4_ln_mean_n : tensor<32x2x2xf32>
    %s2b4_ln_mean_b = stablehlo.broadcast_in_dim %s2b4_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_ln_dev = stablehlo.subtract %s2b4_dw_1, %s2b4_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b4_ln_sq = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_dev : tensor<32x2x2x160xf32>
    %reshape_23 = stablehlo.reshape %s2b4_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq_part = stablehlo.reduce(%reshape_23 init: %init_add_46) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq = stablehlo.reduce(%s2b4_ln_ssq_part init: %init_add_47) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b4_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b4_ln_var = stablehlo.divide %s2b4_ln_ssq, %s2b4_ln_n : tensor<32x2x2xf32>
    %s2b4_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b4_ln_var_eps = stablehlo.add %s2b4_ln_var, %s2b4_ln_eps : tensor<32x2x2xf32>
    %s2b4_ln_rstd = stablehlo.rsqrt %s2b4_ln_var_eps : tensor<32x2x2xf32>
    %s2b4_ln_rstd_b = stablehlo.broadcast_in_dim %s2b4_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_ln_xhat = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_ln_scaled = stablehlo.multiply %s2b4_ln_xhat, %s2b4_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b4_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_ln = stablehlo.add %s2b4_ln_scaled, %s2b4_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b4_fc1 = stablehlo.dot_general %s2b4_ln, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b4_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b4_fc1_1 = stablehlo.add %s2b4_fc1, %s2b4_fc1_b : tensor<32x2x2x640xf32>
    %s2b4_act_x2 = stablehlo.multiply %s2b4_fc1_1, %s2b4_fc1_1 : tensor<32x2x2x640xf32>
    %s2b4_act_x3 = stablehlo.multiply %s2b4_act_x2, %s2b4_fc1_1 : tensor<32x2x2x640xf32>
    %cst_32 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b4_act_cx3 = stablehlo.multiply %cst_32, %s2b4_act_x3 : tensor<32x2x2x640xf32>
    %s2b4_act_inner = stablehlo.add %s2b4_fc1_1, %s2b4_act_cx3 : tensor<32x2x2x640xf32>
    %cst_33 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b4_act_u = stablehlo.multiply %cst_33, %s2b4_act_inner : tensor<32x2x2x640xf32>
    %s2b4_act_t = stablehlo.tanh %s2b4_act_u : tensor<32x2x2x640xf32>
    %cst_34 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b4_act_hx = stablehlo.multiply %cst_34, %s2b4_fc1_1 : tensor<32x2x2x640xf32>
    %cst_35 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b4_act_1pt = stablehlo.add %cst_35, %s2b4_act_t : tensor<32x2x2x640xf32>
    %s2b4_act = stablehlo.multiply %s2b4_act_hx, %s2b4_act_1pt : tensor<32x2x2x640xf32>
    %s2b4_fc2 = stablehlo.dot_general %s2b4_act, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_fc2_1 = stablehlo.add %s2b4_fc2, %s2b4_fc2_b : tensor<32x2x2x160xf32>
    %s2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b4_gamma = stablehlo.multiply %s2b4_fc2_1, %s2b4_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b4_out = stablehlo.add %s2b3_out, %s2b4_gamma : tensor<32x2x2x160xf32>
    %s2b5_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.5.conv_dw.weight, dims = [2] : tensor<160x1x7x7xf32>
    %s2b5_dw_kernel = stablehlo.reverse %s2b5_dw_kernel_rev, dims = [2] : tensor<160x1x7x7xf32>
    %s2b5_dw = stablehlo.convolution(%s2b4_out, %s2b5_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.conv_dw.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_dw_1 = stablehlo.add %s2b5_dw, %s2b5_dw_b : tensor<32x2x2x160xf32>
    %reshape_24 = stablehlo.reshape %s2b5_dw_1 : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum_part = stablehlo.reduce(%reshape_24 init: %init_add_48) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum = stablehlo.reduce(%s2b5_ln_mean_sum_part init: %init_add_49) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b5_ln_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b5_ln_mean = stablehlo.divide %s2b5_ln_mean_sum, %s2b5_ln_mean_n : tensor<32x2x2xf32>
    %s2b5_ln_mean_b = stablehlo.broadcast_in_dim %s2b5_ln_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_ln_dev = stablehlo.subtract %s2b5_dw_1, %s2b5_ln_mean_b : tensor<32x2x2x160xf32>
    %s2b5_ln_sq = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_dev : tensor<32x2x2x160xf32>
    %reshape_25 = stablehlo.reshape %s2b5_ln_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq_part = stablehlo.reduce(%reshape_25 init: %init_add_50) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq = stablehlo.reduce(%s2b5_ln_ssq_part init: %init_add_51) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s2b5_ln_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s2b5_ln_var = stablehlo.divide %s2b5_ln_ssq, %s2b5_ln_n : tensor<32x2x2xf32>
    %s2b5_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s2b5_ln_var_eps = stablehlo.add %s2b5_ln_var, %s2b5_ln_eps : tensor<32x2x2xf32>
    %s2b5_ln_rstd = stablehlo.rsqrt %s2b5_ln_var_eps : tensor<32x2x2xf32>
    %s2b5_ln_rstd_b = stablehlo.broadcast_in_dim %s2b5_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_ln_xhat = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_rstd_b : tensor<32x2x2x160xf32>
    %s2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_ln_scaled = stablehlo.multiply %s2b5_ln_xhat, %s2b5_ln_weight_b : tensor<32x2x2x160xf32>
    %s2b5_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_ln = stablehlo.add %s2b5_ln_scaled, %s2b5_ln_bias_b : tensor<32x2x2x160xf32>
    %s2b5_fc1 = stablehlo.dot_general %s2b5_ln, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %s2b5_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc1.bias, dims = [3] : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %s2b5_fc1_1 = stablehlo.add %s2b5_fc1, %s2b5_fc1_b : tensor<32x2x2x640xf32>
    %s2b5_act_x2 = stablehlo.multiply %s2b5_fc1_1, %s2b5_fc1_1 : tensor<32x2x2x640xf32>
    %s2b5_act_x3 = stablehlo.multiply %s2b5_act_x2, %s2b5_fc1_1 : tensor<32x2x2x640xf32>
    %cst_36 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %s2b5_act_cx3 = stablehlo.multiply %cst_36, %s2b5_act_x3 : tensor<32x2x2x640xf32>
    %s2b5_act_inner = stablehlo.add %s2b5_fc1_1, %s2b5_act_cx3 : tensor<32x2x2x640xf32>
    %cst_37 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %s2b5_act_u = stablehlo.multiply %cst_37, %s2b5_act_inner : tensor<32x2x2x640xf32>
    %s2b5_act_t = stablehlo.tanh %s2b5_act_u : tensor<32x2x2x640xf32>
    %cst_38 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %s2b5_act_hx = stablehlo.multiply %cst_38, %s2b5_fc1_1 : tensor<32x2x2x640xf32>
    %cst_39 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %s2b5_act_1pt = stablehlo.add %cst_39, %s2b5_act_t : tensor<32x2x2x640xf32>
    %s2b5_act = stablehlo.multiply %s2b5_act_hx, %s2b5_act_1pt : tensor<32x2x2x640xf32>
    %s2b5_fc2 = stablehlo.dot_general %s2b5_act, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc2.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_fc2_1 = stablehlo.add %s2b5_fc2, %s2b5_fc2_b : tensor<32x2x2x160xf32>
    %s2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s2b5_gamma = stablehlo.multiply %s2b5_fc2_1, %s2b5_gamma_gamma_b : tensor<32x2x2x160xf32>
    %s2b5_out = stablehlo.add %s2b4_out, %s2b5_gamma : tensor<32x2x2x160xf32>
    %reshape_26 = stablehlo.reshape %s2b5_out : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum_part = stablehlo.reduce(%reshape_26 init: %init_add_52) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum = stablehlo.reduce(%s3_down0_mean_sum_part init: %init_add_53) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s3_down0_mean_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s3_down0_mean = stablehlo.divide %s3_down0_mean_sum, %s3_down0_mean_n : tensor<32x2x2xf32>
    %s3_down0_mean_b = stablehlo.broadcast_in_dim %s3_down0_mean, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s3_down0_dev = stablehlo.subtract %s2b5_out, %s3_down0_mean_b : tensor<32x2x2x160xf32>
    %s3_down0_sq = stablehlo.multiply %s3_down0_dev, %s3_down0_dev : tensor<32x2x2x160xf32>
    %reshape_27 = stablehlo.reshape %s3_down0_sq : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq_part = stablehlo.reduce(%reshape_27 init: %init_add_54) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq = stablehlo.reduce(%s3_down0_ssq_part init: %init_add_55) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %s3_down0_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %s3_down0_var = stablehlo.divide %s3_down0_ssq, %s3_down0_n : tensor<32x2x2xf32>
    %s3_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x2x2xf32>
    %s3_down0_var_eps = stablehlo.add %s3_down0_var, %s3_down0_eps : tensor<32x2x2xf32>
    %s3_down0_rstd = stablehlo.rsqrt %s3_down0_var_eps : tensor<32x2x2xf32>
    %s3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %s3_down0_xhat = stablehlo.multiply %s3_down0_dev, %s3_down0_rstd_b : tensor<32x2x2x160xf32>
    %s3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s3_down0_scaled = stablehlo.multiply %s3_down0_xhat, %s3_down0_weight_b : tensor<32x2x2x160xf32>
    %s3_down0_bias_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.bias, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %s3_down0 = stablehlo.add %s3_down0_scaled, %s3_down0_bias_b : tensor<32x2x2x160xf32>
    %s3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x2x2x160xf32>) -> tensor<32x1x2x1x2x160xf32>
    %s3_down1 = stablehlo.dot_general %s3_down1_patches, %stages.3.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x1x2x1x2x160xf32>, tensor<320x160x2x2xf32>) -> tensor<32x1x1x320xf32>
    %s3_down1_b = stablehlo.broadcast_in_dim %stages.3.downsample.1.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3_down1_1 = stablehlo.add %s3_down1, %s3_down1_b : tensor<32x1x1x320xf32>
    %s3b0_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.0.conv_dw.weight, dims = [2] : tensor<320x1x7x7xf32>
    %s3b0_dw_kernel = stablehlo.reverse %s3b0_dw_kernel_rev, dims = [2] : tensor<320x1x7x7xf32>
    %s3b0_dw = stablehlo.convolution(%s3_down1_1, %s3b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 320 : i64} : (tensor<32x1x1x320xf32>, tensor<320x1x7x7xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.conv_dw.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_dw_1 = stablehlo.add %s3b0_dw, %s3b0_dw_b : tensor<32x1x1x320xf32>
    %reshape_28 = stablehlo.reshape %s3b0_dw_1 : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum_part = stablehlo.reduce(%reshape_28 init: %init_add_56) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum = stablehlo.reduce(%s3b0_ln_mean_sum_part init: %init_add_57) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %s3b0_ln_mean_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %s3b0_ln_mean = stablehlo.divide %s3b0_ln_mean_sum, %s3b0_ln_mean_n : tensor<32x1x1xf32>
    %s3b0_ln_mean_b = stablehlo.broadcast_in_dim %s3b0_ln_mean, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_ln_dev = stablehlo.subtract %s3b0_dw_1, %s3b0_ln_mean_b : tensor<32x1x1x320xf32>
    %s3b0_ln_sq = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_dev : tensor<32x1x1x320xf32>
    %reshape_29 = stablehlo.reshape %s3b0_ln_sq : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq_part = stablehlo.reduce(%reshape_29 init: %init_add_58) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq = stablehlo.reduce(%s3b0_ln_ssq_part init: %init_add_59) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %s3b0_ln_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %s3b0_ln_var = stablehlo.divide %s3b0_ln_ssq, %s3b0_ln_n : tensor<32x1x1xf32>
    %s3b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x1x1xf32>
    %s3b0_ln_var_eps = stablehlo.add %s3b0_ln_var, %s3b0_ln_eps : tensor<32x1x1xf32>
    %s3b0_ln_rstd = stablehlo.rsqrt %s3b0_ln_var_eps : tensor<32x1x1xf32>
    %s3b0_ln_rstd_b = stablehlo.broadcast_in_dim %s3b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_ln_xhat = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_rstd_b : tensor<32x1x1x320xf32>
    %s3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_ln_scaled = stablehlo.multiply %s3b0_ln_xhat, %s3b0_ln_weight_b : tensor<32x1x1x320xf32>
    %s3b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_ln = stablehlo.add %s3b0_ln_scaled, %s3b0_ln_bias_b : tensor<32x1x1x320xf32>
    %s3b0_fc1 = stablehlo.dot_general %s3b0_ln, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %s3b0_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %s3b0_fc1_1 = stablehlo.add %s3b0_fc1, %s3b0_fc1_b : tensor<32x1x1x1280xf32>
    %s3b0_act_x2 = stablehlo.multiply %s3b0_fc1_1, %s3b0_fc1_1 : tensor<32x1x1x1280xf32>
    %s3b0_act_x3 = stablehlo.multiply %s3b0_act_x2, %s3b0_fc1_1 : tensor<32x1x1x1280xf32>
    %cst_40 = stablehlo.constant dense<0.044714998453855515> : tensor<32x1x1x1280xf32>
    %s3b0_act_cx3 = stablehlo.multiply %cst_40, %s3b0_act_x3 : tensor<32x1x1x1280xf32>
    %s3b0_act_inner = stablehlo.add %s3b0_fc1_1, %s3b0_act_cx3 : tensor<32x1x1x1280xf32>
    %cst_41 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %s3b0_act_u = stablehlo.multiply %cst_41, %s3b0_act_inner : tensor<32x1x1x1280xf32>
    %s3b0_act_t = stablehlo.tanh %s3b0_act_u : tensor<32x1x1x1280xf32>
    %cst_42 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %s3b0_act_hx = stablehlo.multiply %cst_42, %s3b0_fc1_1 : tensor<32x1x1x1280xf32>
    %cst_43 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %s3b0_act_1pt = stablehlo.add %cst_43, %s3b0_act_t : tensor<32x1x1x1280xf32>
    %s3b0_act = stablehlo.multiply %s3b0_act_hx, %s3b0_act_1pt : tensor<32x1x1x1280xf32>
    %s3b0_fc2 = stablehlo.dot_general %s3b0_act, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_fc2_1 = stablehlo.add %s3b0_fc2, %s3b0_fc2_b : tensor<32x1x1x320xf32>
    %s3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b0_gamma = stablehlo.multiply %s3b0_fc2_1, %s3b0_gamma_gamma_b : tensor<32x1x1x320xf32>
    %s3b0_out = stablehlo.add %s3_down1_1, %s3b0_gamma : tensor<32x1x1x320xf32>
    %s3b1_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.1.conv_dw.weight, dims = [2] : tensor<320x1x7x7xf32>
    %s3b1_dw_kernel = stablehlo.reverse %s3b1_dw_kernel_rev, dims = [2] : tensor<320x1x7x7xf32>
    %s3b1_dw = stablehlo.convolution(%s3b0_out, %s3b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 320 : i64} : (tensor<32x1x1x320xf32>, tensor<320x1x7x7xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.conv_dw.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_dw_1 = stablehlo.add %s3b1_dw, %s3b1_dw_b : tensor<32x1x1x320xf32>
    %reshape_30 = stablehlo.reshape %s3b1_dw_1 : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum_part = stablehlo.reduce(%reshape_30 init: %init_add_60) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum = stablehlo.reduce(%s3b1_ln_mean_sum_part init: %init_add_61) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %s3b1_ln_mean_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %s3b1_ln_mean = stablehlo.divide %s3b1_ln_mean_sum, %s3b1_ln_mean_n : tensor<32x1x1xf32>
    %s3b1_ln_mean_b = stablehlo.broadcast_in_dim %s3b1_ln_mean, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_ln_dev = stablehlo.subtract %s3b1_dw_1, %s3b1_ln_mean_b : tensor<32x1x1x320xf32>
    %s3b1_ln_sq = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_dev : tensor<32x1x1x320xf32>
    %reshape_31 = stablehlo.reshape %s3b1_ln_sq : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq_part = stablehlo.reduce(%reshape_31 init: %init_add_62) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq = stablehlo.reduce(%s3b1_ln_ssq_part init: %init_add_63) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %s3b1_ln_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %s3b1_ln_var = stablehlo.divide %s3b1_ln_ssq, %s3b1_ln_n : tensor<32x1x1xf32>
    %s3b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x1x1xf32>
    %s3b1_ln_var_eps = stablehlo.add %s3b1_ln_var, %s3b1_ln_eps : tensor<32x1x1xf32>
    %s3b1_ln_rstd = stablehlo.rsqrt %s3b1_ln_var_eps : tensor<32x1x1xf32>
    %s3b1_ln_rstd_b = stablehlo.broadcast_in_dim %s3b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_ln_xhat = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_rstd_b : tensor<32x1x1x320xf32>
    %s3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_ln_scaled = stablehlo.multiply %s3b1_ln_xhat, %s3b1_ln_weight_b : tensor<32x1x1x320xf32>
    %s3b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_ln = stablehlo.add %s3b1_ln_scaled, %s3b1_ln_bias_b : tensor<32x1x1x320xf32>
    %s3b1_fc1 = stablehlo.dot_general %s3b1_ln, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %s3b1_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %s3b1_fc1_1 = stablehlo.add %s3b1_fc1, %s3b1_fc1_b : tensor<32x1x1x1280xf32>
    %s3b1_act_x2 = stablehlo.multiply %s3b1_fc1_1, %s3b1_fc1_1 : tensor<32x1x1x1280xf32>
    %s3b1_act_x3 = stablehlo.multiply %s3b1_act_x2, %s3b1_fc1_1 : tensor<32x1x1x1280xf32>
    %cst_44 = stablehlo.constant dense<0.044714998453855515> : tensor<32x1x1x1280xf32>
    %s3b1_act_cx3 = stablehlo.multiply %cst_44, %s3b1_act_x3 : tensor<32x1x1x1280xf32>
    %s3b1_act_inner = stablehlo.add %s3b1_fc1_1, %s3b1_act_cx3 : tensor<32x1x1x1280xf32>
    %cst_45 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %s3b1_act_u = stablehlo.multiply %cst_45, %s3b1_act_inner : tensor<32x1x1x1280xf32>
    %s3b1_act_t = stablehlo.tanh %s3b1_act_u : tensor<32x1x1x1280xf32>
    %cst_46 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %s3b1_act_hx = stablehlo.multiply %cst_46, %s3b1_fc1_1 : tensor<32x1x1x1280xf32>
    %cst_47 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %s3b1_act_1pt = stablehlo.add %cst_47, %s3b1_act_t : tensor<32x1x1x1280xf32>
    %s3b1_act = stablehlo.multiply %s3b1_act_hx, %s3b1_act_1pt : tensor<32x1x1x1280xf32>
    %s3b1_fc2 = stablehlo.dot_general %s3b1_act, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_fc2_1 = stablehlo.add %s3b1_fc2, %s3b1_fc2_b : tensor<32x1x1x320xf32>
    %s3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %s3b1_gamma = stablehlo.multiply %s3b1_fc2_1, %s3b1_gamma_gamma_b : tensor<32x1x1x320xf32>
    %s3b1_out = stablehlo.add %s3b0_out, %s3b1_gamma : tensor<32x1x1x320xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_pool_sum = stablehlo.reduce(%s3b1_out init: %init_add_64) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %head_pool_hw = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %head_pool = stablehlo.divide %head_pool_sum, %head_pool_hw : tensor<32x320xf32>
    %reshape_32 = stablehlo.reshape %head_pool : (tensor<32x320xf32>) -> tensor<32x10x32xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum_part = stablehlo.reduce(%reshape_32 init: %init_add_65) applies stablehlo.add across dimensions = [2] : (tensor<32x10x32xf32>, tensor<f32>) -> tensor<32x10xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum = stablehlo.reduce(%head_norm_mean_sum_part init: %init_add_66) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_mean_n = stablehlo.constant dense<320.0> : tensor<32xf32>
    %head_norm_mean = stablehlo.divide %head_norm_mean_sum, %head_norm_mean_n : tensor<32xf32>
    %head_norm_mean_b = stablehlo.broadcast_in_dim %head_norm_mean, dims = [0] : (tensor<32xf32>) -> tensor<32x320xf32>
    %head_norm_dev = stablehlo.subtract %head_pool, %head_norm_mean_b : tensor<32x320xf32>
    %head_norm_sq = stablehlo.multiply %head_norm_dev, %head_norm_dev : tensor<32x320xf32>
    %reshape_33 = stablehlo.reshape %head_norm_sq : (tensor<32x320xf32>) -> tensor<32x10x32xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq_part = stablehlo.reduce(%reshape_33 init: %init_add_67) applies stablehlo.add across dimensions = [2] : (tensor<32x10x32xf32>, tensor<f32>) -> tensor<32x10xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq = stablehlo.reduce(%head_norm_ssq_part init: %init_add_68) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_n = stablehlo.constant dense<320.0> : tensor<32xf32>
    %head_norm_var = stablehlo.divide %head_norm_ssq, %head_norm_n : tensor<32xf32>
    %head_norm_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32xf32>
    %head_norm_var_eps = stablehlo.add %head_norm_var, %head_norm_eps : tensor<32xf32>
    %head_norm_rstd = stablehlo.rsqrt %head_norm_var_eps : tensor<32xf32>
    %head_norm_rstd_b = stablehlo.broadcast_in_dim %head_norm_rstd, dims = [0] : (tensor<32xf32>) -> tensor<32x320xf32>
    %head_norm_xhat = stablehlo.multiply %head_norm_dev, %head_norm_rstd_b : tensor<32x320xf32>
    %head_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<320xf32>) -> tensor<32x320xf32>
    %head_norm_scaled = stablehlo.multiply %head_norm_xhat, %head_norm_weight_b : tensor<32x320xf32>
    %head_norm_bias_b = stablehlo.broadcast_in_dim %head.norm.bias, dims = [1] : (tensor<320xf32>) -> tensor<32x320xf32>
    %head_norm = stablehlo.add %head_norm_scaled, %head_norm_bias_b : tensor<32x320xf32>
    %head_fc = stablehlo.dot_general %head_norm, %head.fc.weight, contracting_dims = [1] x [1] : (tensor<32x320xf32>, tensor<10x320xf32>) -> tensor<32x10xf32>
    %head_fc_b = stablehlo.broadcast_in_dim %head.fc.bias, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %head_fc_1 = stablehlo.add %head_fc, %head_fc_b : tensor<32x10xf32>
    %cst_48 = stablehlo.constant dense<0.8999999761581421> : tensor<32x10xf32>
    %ce_t_keep = stablehlo.multiply %targets, %cst_48 : tensor<32x10xf32>
    %cst_49 = stablehlo.constant dense<0.009999999776482582> : tensor<32x10xf32>
    %ce_t_smooth = stablehlo.add %ce_t_keep, %cst_49 : tensor<32x10xf32>
    %init_maximum = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %ce_zmax = stablehlo.reduce(%head_fc_1 init: %init_maximum) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_zmax_b = stablehlo.broadcast_in_dim %ce_zmax, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_shifted = stablehlo.subtract %head_fc_1, %ce_zmax_b : tensor<32x10xf32>
    %ce_exp = stablehlo.exponential %ce_shifted : tensor<32x10xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sumexp = stablehlo.reduce(%ce_exp init: %init_add_69) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %ce_lse = stablehlo.log %ce_sumexp : tensor<32xf32>
    %ce_lse_b = stablehlo.broadcast_in_dim %ce_lse, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_logp = stablehlo.subtract %ce_shifted, %ce_lse_b : tensor<32x10xf32>
    %ce_tlogp = stablehlo.multiply %ce_t_smooth, %ce_logp : tensor<32x10xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum_rows = stablehlo.reduce(%ce_tlogp init: %init_add_70) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %ce_sum = stablehlo.reduce(%ce_sum_rows init: %init_add_71) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %ce_neg = stablehlo.negate %ce_sum : tensor<f32>
    %ce_batch = stablehlo.constant dense<32.0> : tensor<f32>
    %ce = stablehlo.divide %ce_neg, %ce_batch : tensor<f32>
    %ce_sumexp_b = stablehlo.broadcast_in_dim %ce_sumexp, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %ce_softmax = stablehlo.divide %ce_exp, %ce_sumexp_b : tensor<32x10xf32>
    %ce_p_t = stablehlo.subtract %ce_softmax, %ce_t_smooth : tensor<32x10xf32>
    %dce_batch = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %dce_z = stablehlo.divide %ce_p_t, %dce_batch : tensor<32x10xf32>
    %dhead_fc_x = stablehlo.dot_general %dce_z, %head.fc.weight, contracting_dims = [1] x [0] : (tensor<32x10xf32>, tensor<10x320xf32>) -> tensor<32x320xf32>
    %dhead_fc_w = stablehlo.dot_general %dce_z, %head_norm, contracting_dims = [0] x [0] : (tensor<32x10xf32>, tensor<32x320xf32>) -> tensor<10x320xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_fc_b = stablehlo.reduce(%dce_z init: %init_add_72) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %dhead_norm_dy_xhat = stablehlo.multiply %dhead_fc_x, %head_norm_xhat : tensor<32x320xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_weight = stablehlo.reduce(%dhead_norm_dy_xhat init: %init_add_73) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_bias = stablehlo.reduce(%dhead_fc_x init: %init_add_74) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %dhead_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<320xf32>) -> tensor<32x320xf32>
    %dhead_norm_xhat = stablehlo.multiply %dhead_fc_x, %dhead_norm_weight_b : tensor<32x320xf32>
    %reshape_34 = stablehlo.reshape %dhead_norm_xhat : (tensor<32x320xf32>) -> tensor<32x10x32xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum_part = stablehlo.reduce(%reshape_34 init: %init_add_75) applies stablehlo.add across dimensions = [2] : (tensor<32x10x32xf32>, tensor<f32>) -> tensor<32x10xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean1_sum = stablehlo.reduce(%dhead_norm_mean1_sum_part init: %init_add_76) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean1_n = stablehlo.constant dense<320.0> : tensor<32xf32>
    %dhead_norm_mean1 = stablehlo.divide %dhead_norm_mean1_sum, %dhead_norm_mean1_n : tensor<32xf32>
    %dhead_norm_mean1_b = stablehlo.broadcast_in_dim %dhead_norm_mean1, dims = [0] : (tensor<32xf32>) -> tensor<32x320xf32>
    %dhead_norm_xhat_xhat = stablehlo.multiply %dhead_norm_xhat, %head_norm_xhat : tensor<32x320xf32>
    %reshape_35 = stablehlo.reshape %dhead_norm_xhat_xhat : (tensor<32x320xf32>) -> tensor<32x10x32xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum_part = stablehlo.reduce(%reshape_35 init: %init_add_77) applies stablehlo.add across dimensions = [2] : (tensor<32x10x32xf32>, tensor<f32>) -> tensor<32x10xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %dhead_norm_mean2_sum = stablehlo.reduce(%dhead_norm_mean2_sum_part init: %init_add_78) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %dhead_norm_mean2_n = stablehlo.constant dense<320.0> : tensor<32xf32>
    %dhead_norm_mean2 = stablehlo.divide %dhead_norm_mean2_sum, %dhead_norm_mean2_n : tensor<32xf32>
    %dhead_norm_mean2_b = stablehlo.broadcast_in_dim %dhead_norm_mean2, dims = [0] : (tensor<32xf32>) -> tensor<32x320xf32>
    %dhead_norm_c1 = stablehlo.subtract %dhead_norm_xhat, %dhead_norm_mean1_b : tensor<32x320xf32>
    %dhead_norm_p2 = stablehlo.multiply %head_norm_xhat, %dhead_norm_mean2_b : tensor<32x320xf32>
    %dhead_norm_c2 = stablehlo.subtract %dhead_norm_c1, %dhead_norm_p2 : tensor<32x320xf32>
    %dhead_norm_rstd_b = stablehlo.broadcast_in_dim %head_norm_rstd, dims = [0] : (tensor<32xf32>) -> tensor<32x320xf32>
    %dhead_norm_x = stablehlo.multiply %dhead_norm_rstd_b, %dhead_norm_c2 : tensor<32x320xf32>
    %dhead_pool_hw = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %dhead_pool_scaled = stablehlo.divide %dhead_norm_x, %dhead_pool_hw : tensor<32x320xf32>
    %dhead_pool_x = stablehlo.broadcast_in_dim %dhead_pool_scaled, dims = [0, 3] : (tensor<32x320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_gamma_x = stablehlo.multiply %dhead_pool_x, %ds3b1_gamma_gamma_b : tensor<32x1x1x320xf32>
    %ds3b1_gamma_dy_x = stablehlo.multiply %dhead_pool_x, %s3b1_fc2_1 : tensor<32x1x1x320xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma = stablehlo.reduce(%ds3b1_gamma_dy_x init: %init_add_79) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_1 = stablehlo.reduce(%ds3b1_gamma_gamma init: %init_add_80) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_gamma_gamma_2 = stablehlo.reduce(%ds3b1_gamma_gamma_1 init: %init_add_81) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b1_fc2_x = stablehlo.dot_general %ds3b1_gamma_x, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %ds3b1_fc2_w = stablehlo.dot_general %ds3b1_gamma_x, %s3b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b = stablehlo.reduce(%ds3b1_gamma_x init: %init_add_82) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_1 = stablehlo.reduce(%ds3b1_fc2_b init: %init_add_83) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc2_b_2 = stablehlo.reduce(%ds3b1_fc2_b_1 init: %init_add_84) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %cst_50 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %cst_51 = stablehlo.constant dense<0.044714998453855515> : tensor<32x1x1x1280xf32>
    %ds3b1_act_cx = stablehlo.multiply %s3b1_fc1_1, %cst_51 : tensor<32x1x1x1280xf32>
    %ds3b1_act_cx2 = stablehlo.multiply %ds3b1_act_cx, %s3b1_fc1_1 : tensor<32x1x1x1280xf32>
    %ds3b1_act_1pcx2 = stablehlo.add %ds3b1_act_cx2, %cst_50 : tensor<32x1x1x1280xf32>
    %ds3b1_act_inner = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_1pcx2 : tensor<32x1x1x1280xf32>
    %cst_52 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %ds3b1_act_u = stablehlo.multiply %ds3b1_act_inner, %cst_52 : tensor<32x1x1x1280xf32>
    %ds3b1_act_t = stablehlo.tanh %ds3b1_act_u : tensor<32x1x1x1280xf32>
    %cst_53 = stablehlo.constant dense<0.13414500653743744> : tensor<32x1x1x1280xf32>
    %ds3b1_act_3cx = stablehlo.multiply %s3b1_fc1_1, %cst_53 : tensor<32x1x1x1280xf32>
    %ds3b1_act_3cx2 = stablehlo.multiply %ds3b1_act_3cx, %s3b1_fc1_1 : tensor<32x1x1x1280xf32>
    %ds3b1_act_poly = stablehlo.add %ds3b1_act_3cx2, %cst_50 : tensor<32x1x1x1280xf32>
    %cst_54 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %ds3b1_act_du = stablehlo.multiply %ds3b1_act_poly, %cst_54 : tensor<32x1x1x1280xf32>
    %ds3b1_act_1mt = stablehlo.subtract %cst_50, %ds3b1_act_t : tensor<32x1x1x1280xf32>
    %ds3b1_act_xdu = stablehlo.multiply %s3b1_fc1_1, %ds3b1_act_du : tensor<32x1x1x1280xf32>
    %ds3b1_act_tail = stablehlo.multiply %ds3b1_act_1mt, %ds3b1_act_xdu : tensor<32x1x1x1280xf32>
    %ds3b1_act_1pt = stablehlo.add %ds3b1_act_t, %cst_50 : tensor<32x1x1x1280xf32>
    %ds3b1_act_1ptail = stablehlo.add %ds3b1_act_tail, %cst_50 : tensor<32x1x1x1280xf32>
    %ds3b1_act_both = stablehlo.multiply %ds3b1_act_1pt, %ds3b1_act_1ptail : tensor<32x1x1x1280xf32>
    %cst_55 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %ds3b1_act_slope = stablehlo.multiply %ds3b1_act_both, %cst_55 : tensor<32x1x1x1280xf32>
    %ds3b1_act_x = stablehlo.multiply %ds3b1_fc2_x, %ds3b1_act_slope : tensor<32x1x1x1280xf32>
    %ds3b1_fc1_x = stablehlo.dot_general %ds3b1_act_x, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_fc1_w = stablehlo.dot_general %ds3b1_act_x, %s3b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x1x1x1280xf32>, tensor<32x1x1x320xf32>) -> tensor<1280x320xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b = stablehlo.reduce(%ds3b1_act_x init: %init_add_85) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<32x1x1280xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_1 = stablehlo.reduce(%ds3b1_fc1_b init: %init_add_86) applies stablehlo.add across dimensions = [1] : (tensor<32x1x1280xf32>, tensor<f32>) -> tensor<32x1280xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_fc1_b_2 = stablehlo.reduce(%ds3b1_fc1_b_1 init: %init_add_87) applies stablehlo.add across dimensions = [0] : (tensor<32x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %ds3b1_ln_dy_xhat = stablehlo.multiply %ds3b1_fc1_x, %s3b1_ln_xhat : tensor<32x1x1x320xf32>
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight = stablehlo.reduce(%ds3b1_ln_dy_xhat init: %init_add_88) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_1 = stablehlo.reduce(%ds3b1_ln_weight init: %init_add_89) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_weight_2 = stablehlo.reduce(%ds3b1_ln_weight_1 init: %init_add_90) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias = stablehlo.reduce(%ds3b1_fc1_x init: %init_add_91) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_1 = stablehlo.reduce(%ds3b1_ln_bias init: %init_add_92) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_bias_2 = stablehlo.reduce(%ds3b1_ln_bias_1 init: %init_add_93) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_ln_xhat = stablehlo.multiply %ds3b1_fc1_x, %ds3b1_ln_weight_b : tensor<32x1x1x320xf32>
    %reshape_36 = stablehlo.reshape %ds3b1_ln_xhat : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_36 init: %init_add_94) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean1_sum = stablehlo.reduce(%ds3b1_ln_mean1_sum_part init: %init_add_95) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %ds3b1_ln_mean1_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %ds3b1_ln_mean1 = stablehlo.divide %ds3b1_ln_mean1_sum, %ds3b1_ln_mean1_n : tensor<32x1x1xf32>
    %ds3b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_ln_xhat_xhat = stablehlo.multiply %ds3b1_ln_xhat, %s3b1_ln_xhat : tensor<32x1x1x320xf32>
    %reshape_37 = stablehlo.reshape %ds3b1_ln_xhat_xhat : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_37 init: %init_add_96) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_ln_mean2_sum = stablehlo.reduce(%ds3b1_ln_mean2_sum_part init: %init_add_97) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %ds3b1_ln_mean2_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %ds3b1_ln_mean2 = stablehlo.divide %ds3b1_ln_mean2_sum, %ds3b1_ln_mean2_n : tensor<32x1x1xf32>
    %ds3b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds3b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_ln_c1 = stablehlo.subtract %ds3b1_ln_xhat, %ds3b1_ln_mean1_b : tensor<32x1x1x320xf32>
    %ds3b1_ln_p2 = stablehlo.multiply %s3b1_ln_xhat, %ds3b1_ln_mean2_b : tensor<32x1x1x320xf32>
    %ds3b1_ln_c2 = stablehlo.subtract %ds3b1_ln_c1, %ds3b1_ln_p2 : tensor<32x1x1x320xf32>
    %ds3b1_ln_rstd_b = stablehlo.broadcast_in_dim %s3b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_ln_x = stablehlo.multiply %ds3b1_ln_rstd_b, %ds3b1_ln_c2 : tensor<32x1x1x320xf32>
    %s3b1_dw_w_rev = stablehlo.reverse %stages.3.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<320x1x7x7xf32>
    %ds3b1_dw_x = stablehlo.convolution(%ds3b1_ln_x, %s3b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 320 : i64} : (tensor<32x1x1x320xf32>, tensor<320x1x7x7xf32>) -> tensor<32x1x1x320xf32>
    %ds3b1_dw_w_xt = stablehlo.transpose %s3b0_out, dims = [1, 2, 0, 3] : (tensor<32x1x1x320xf32>) -> tensor<1x1x32x320xf32>
    %ds3b1_dw_w_xt_1 = stablehlo.reshape %ds3b1_dw_w_xt : (tensor<1x1x32x320xf32>) -> tensor<1x1x1x10240xf32>
    %ds3b1_dw_w_dyt = stablehlo.transpose %ds3b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x1x1x320xf32>) -> tensor<1x1x32x320xf32>
    %ds3b1_dw_w_dyt_1 = stablehlo.reshape %ds3b1_dw_w_dyt : (tensor<1x1x32x320xf32>) -> tensor<1x1x1x10240xf32>
    %ds3b1_dw_w_bc = stablehlo.convolution(%ds3b1_dw_w_xt_1, %ds3b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 10240 : i64} : (tensor<1x1x1x10240xf32>, tensor<1x1x1x10240xf32>) -> tensor<1x7x8x10240xf32>
    %ds3b1_dw_w_taps = "stablehlo.slice"(%ds3b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 10240>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x10240xf32>) -> tensor<1x7x7x10240xf32>
    %ds3b1_dw_w_bc_1 = stablehlo.reshape %ds3b1_dw_w_taps : (tensor<1x7x7x10240xf32>) -> tensor<7x7x32x320xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_w_sum = stablehlo.reduce(%ds3b1_dw_w_bc_1 init: %init_add_98) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x320xf32>, tensor<f32>) -> tensor<7x7x320xf32>
    %ds3b1_dw_w_ckk = stablehlo.transpose %ds3b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x320xf32>) -> tensor<320x7x7xf32>
    %ds3b1_dw_w = stablehlo.reshape %ds3b1_dw_w_ckk : (tensor<320x7x7xf32>) -> tensor<320x1x7x7xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b = stablehlo.reduce(%ds3b1_ln_x init: %init_add_99) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_1 = stablehlo.reduce(%ds3b1_dw_b init: %init_add_100) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b1_dw_b_2 = stablehlo.reduce(%ds3b1_dw_b_1 init: %init_add_101) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b1_in = stablehlo.add %dhead_pool_x, %ds3b1_dw_x : tensor<32x1x1x320xf32>
    %ds3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_gamma_x = stablehlo.multiply %ds3b1_in, %ds3b0_gamma_gamma_b : tensor<32x1x1x320xf32>
    %ds3b0_gamma_dy_x = stablehlo.multiply %ds3b1_in, %s3b0_fc2_1 : tensor<32x1x1x320xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma = stablehlo.reduce(%ds3b0_gamma_dy_x init: %init_add_102) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_1 = stablehlo.reduce(%ds3b0_gamma_gamma init: %init_add_103) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_gamma_gamma_2 = stablehlo.reduce(%ds3b0_gamma_gamma_1 init: %init_add_104) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b0_fc2_x = stablehlo.dot_general %ds3b0_gamma_x, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %ds3b0_fc2_w = stablehlo.dot_general %ds3b0_gamma_x, %s3b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b = stablehlo.reduce(%ds3b0_gamma_x init: %init_add_105) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_1 = stablehlo.reduce(%ds3b0_fc2_b init: %init_add_106) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc2_b_2 = stablehlo.reduce(%ds3b0_fc2_b_1 init: %init_add_107) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %cst_56 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %cst_57 = stablehlo.constant dense<0.044714998453855515> : tensor<32x1x1x1280xf32>
    %ds3b0_act_cx = stablehlo.multiply %s3b0_fc1_1, %cst_57 : tensor<32x1x1x1280xf32>
    %ds3b0_act_cx2 = stablehlo.multiply %ds3b0_act_cx, %s3b0_fc1_1 : tensor<32x1x1x1280xf32>
    %ds3b0_act_1pcx2 = stablehlo.add %ds3b0_act_cx2, %cst_56 : tensor<32x1x1x1280xf32>
    %ds3b0_act_inner = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_1pcx2 : tensor<32x1x1x1280xf32>
    %cst_58 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %ds3b0_act_u = stablehlo.multiply %ds3b0_act_inner, %cst_58 : tensor<32x1x1x1280xf32>
    %ds3b0_act_t = stablehlo.tanh %ds3b0_act_u : tensor<32x1x1x1280xf32>
    %cst_59 = stablehlo.constant dense<0.13414500653743744> : tensor<32x1x1x1280xf32>
    %ds3b0_act_3cx = stablehlo.multiply %s3b0_fc1_1, %cst_59 : tensor<32x1x1x1280xf32>
    %ds3b0_act_3cx2 = stablehlo.multiply %ds3b0_act_3cx, %s3b0_fc1_1 : tensor<32x1x1x1280xf32>
    %ds3b0_act_poly = stablehlo.add %ds3b0_act_3cx2, %cst_56 : tensor<32x1x1x1280xf32>
    %cst_60 = stablehlo.constant dense<0.7978845834732056> : tensor<32x1x1x1280xf32>
    %ds3b0_act_du = stablehlo.multiply %ds3b0_act_poly, %cst_60 : tensor<32x1x1x1280xf32>
    %ds3b0_act_1mt = stablehlo.subtract %cst_56, %ds3b0_act_t : tensor<32x1x1x1280xf32>
    %ds3b0_act_xdu = stablehlo.multiply %s3b0_fc1_1, %ds3b0_act_du : tensor<32x1x1x1280xf32>
    %ds3b0_act_tail = stablehlo.multiply %ds3b0_act_1mt, %ds3b0_act_xdu : tensor<32x1x1x1280xf32>
    %ds3b0_act_1pt = stablehlo.add %ds3b0_act_t, %cst_56 : tensor<32x1x1x1280xf32>
    %ds3b0_act_1ptail = stablehlo.add %ds3b0_act_tail, %cst_56 : tensor<32x1x1x1280xf32>
    %ds3b0_act_both = stablehlo.multiply %ds3b0_act_1pt, %ds3b0_act_1ptail : tensor<32x1x1x1280xf32>
    %cst_61 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %ds3b0_act_slope = stablehlo.multiply %ds3b0_act_both, %cst_61 : tensor<32x1x1x1280xf32>
    %ds3b0_act_x = stablehlo.multiply %ds3b0_fc2_x, %ds3b0_act_slope : tensor<32x1x1x1280xf32>
    %ds3b0_fc1_x = stablehlo.dot_general %ds3b0_act_x, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_fc1_w = stablehlo.dot_general %ds3b0_act_x, %s3b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x1x1x1280xf32>, tensor<32x1x1x320xf32>) -> tensor<1280x320xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b = stablehlo.reduce(%ds3b0_act_x init: %init_add_108) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<32x1x1280xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_1 = stablehlo.reduce(%ds3b0_fc1_b init: %init_add_109) applies stablehlo.add across dimensions = [1] : (tensor<32x1x1280xf32>, tensor<f32>) -> tensor<32x1280xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_fc1_b_2 = stablehlo.reduce(%ds3b0_fc1_b_1 init: %init_add_110) applies stablehlo.add across dimensions = [0] : (tensor<32x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %ds3b0_ln_dy_xhat = stablehlo.multiply %ds3b0_fc1_x, %s3b0_ln_xhat : tensor<32x1x1x320xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight = stablehlo.reduce(%ds3b0_ln_dy_xhat init: %init_add_111) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_1 = stablehlo.reduce(%ds3b0_ln_weight init: %init_add_112) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_weight_2 = stablehlo.reduce(%ds3b0_ln_weight_1 init: %init_add_113) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias = stablehlo.reduce(%ds3b0_fc1_x init: %init_add_114) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_1 = stablehlo.reduce(%ds3b0_ln_bias init: %init_add_115) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_bias_2 = stablehlo.reduce(%ds3b0_ln_bias_1 init: %init_add_116) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_ln_xhat = stablehlo.multiply %ds3b0_fc1_x, %ds3b0_ln_weight_b : tensor<32x1x1x320xf32>
    %reshape_38 = stablehlo.reshape %ds3b0_ln_xhat : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_38 init: %init_add_117) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean1_sum = stablehlo.reduce(%ds3b0_ln_mean1_sum_part init: %init_add_118) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %ds3b0_ln_mean1_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %ds3b0_ln_mean1 = stablehlo.divide %ds3b0_ln_mean1_sum, %ds3b0_ln_mean1_n : tensor<32x1x1xf32>
    %ds3b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_ln_xhat_xhat = stablehlo.multiply %ds3b0_ln_xhat, %s3b0_ln_xhat : tensor<32x1x1x320xf32>
    %reshape_39 = stablehlo.reshape %ds3b0_ln_xhat_xhat : (tensor<32x1x1x320xf32>) -> tensor<32x1x1x10x32xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_39 init: %init_add_119) applies stablehlo.add across dimensions = [4] : (tensor<32x1x1x10x32xf32>, tensor<f32>) -> tensor<32x1x1x10xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_ln_mean2_sum = stablehlo.reduce(%ds3b0_ln_mean2_sum_part init: %init_add_120) applies stablehlo.add across dimensions = [3] : (tensor<32x1x1x10xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %ds3b0_ln_mean2_n = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %ds3b0_ln_mean2 = stablehlo.divide %ds3b0_ln_mean2_sum, %ds3b0_ln_mean2_n : tensor<32x1x1xf32>
    %ds3b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds3b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_ln_c1 = stablehlo.subtract %ds3b0_ln_xhat, %ds3b0_ln_mean1_b : tensor<32x1x1x320xf32>
    %ds3b0_ln_p2 = stablehlo.multiply %s3b0_ln_xhat, %ds3b0_ln_mean2_b : tensor<32x1x1x320xf32>
    %ds3b0_ln_c2 = stablehlo.subtract %ds3b0_ln_c1, %ds3b0_ln_p2 : tensor<32x1x1x320xf32>
    %ds3b0_ln_rstd_b = stablehlo.broadcast_in_dim %s3b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_ln_x = stablehlo.multiply %ds3b0_ln_rstd_b, %ds3b0_ln_c2 : tensor<32x1x1x320xf32>
    %s3b0_dw_w_rev = stablehlo.reverse %stages.3.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<320x1x7x7xf32>
    %ds3b0_dw_x = stablehlo.convolution(%ds3b0_ln_x, %s3b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 320 : i64} : (tensor<32x1x1x320xf32>, tensor<320x1x7x7xf32>) -> tensor<32x1x1x320xf32>
    %ds3b0_dw_w_xt = stablehlo.transpose %s3_down1_1, dims = [1, 2, 0, 3] : (tensor<32x1x1x320xf32>) -> tensor<1x1x32x320xf32>
    %ds3b0_dw_w_xt_1 = stablehlo.reshape %ds3b0_dw_w_xt : (tensor<1x1x32x320xf32>) -> tensor<1x1x1x10240xf32>
    %ds3b0_dw_w_dyt = stablehlo.transpose %ds3b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x1x1x320xf32>) -> tensor<1x1x32x320xf32>
    %ds3b0_dw_w_dyt_1 = stablehlo.reshape %ds3b0_dw_w_dyt : (tensor<1x1x32x320xf32>) -> tensor<1x1x1x10240xf32>
    %ds3b0_dw_w_bc = stablehlo.convolution(%ds3b0_dw_w_xt_1, %ds3b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 10240 : i64} : (tensor<1x1x1x10240xf32>, tensor<1x1x1x10240xf32>) -> tensor<1x7x8x10240xf32>
    %ds3b0_dw_w_taps = "stablehlo.slice"(%ds3b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 10240>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x10240xf32>) -> tensor<1x7x7x10240xf32>
    %ds3b0_dw_w_bc_1 = stablehlo.reshape %ds3b0_dw_w_taps : (tensor<1x7x7x10240xf32>) -> tensor<7x7x32x320xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_w_sum = stablehlo.reduce(%ds3b0_dw_w_bc_1 init: %init_add_121) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x320xf32>, tensor<f32>) -> tensor<7x7x320xf32>
    %ds3b0_dw_w_ckk = stablehlo.transpose %ds3b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x320xf32>) -> tensor<320x7x7xf32>
    %ds3b0_dw_w = stablehlo.reshape %ds3b0_dw_w_ckk : (tensor<320x7x7xf32>) -> tensor<320x1x7x7xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b = stablehlo.reduce(%ds3b0_ln_x init: %init_add_122) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_1 = stablehlo.reduce(%ds3b0_dw_b init: %init_add_123) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3b0_dw_b_2 = stablehlo.reduce(%ds3b0_dw_b_1 init: %init_add_124) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds3b0_in = stablehlo.add %ds3b1_in, %ds3b0_dw_x : tensor<32x1x1x320xf32>
    %ds3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x2x2x160xf32>) -> tensor<32x1x2x1x2x160xf32>
    %ds3_down1_w = stablehlo.dot_general %ds3b0_in, %ds3_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x1x1x320xf32>, tensor<32x1x2x1x2x160xf32>) -> tensor<320x2x2x160xf32>
    %ds3_down1_w_1 = stablehlo.optimization_barrier %ds3_down1_w : tensor<320x2x2x160xf32>
    %ds3_down1_w_2 = stablehlo.transpose %ds3_down1_w_1, dims = [0, 3, 1, 2] : (tensor<320x2x2x160xf32>) -> tensor<320x160x2x2xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b = stablehlo.reduce(%ds3b0_in init: %init_add_125) applies stablehlo.add across dimensions = [2] : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x320xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_1 = stablehlo.reduce(%ds3_down1_b init: %init_add_126) applies stablehlo.add across dimensions = [1] : (tensor<32x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down1_b_2 = stablehlo.reduce(%ds3_down1_b_1 init: %init_add_127) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %s3_down1_w_ohwi = stablehlo.transpose %stages.3.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<320x160x2x2xf32>) -> tensor<320x2x2x160xf32>
    %ds3_down1_x = stablehlo.dot_general %ds3b0_in, %s3_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x1x1x320xf32>, tensor<320x2x2x160xf32>) -> tensor<32x1x1x2x2x160xf32>
    %ds3_down1_x_1 = stablehlo.transpose %ds3_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x1x1x2x2x160xf32>) -> tensor<32x1x2x1x2x160xf32>
    %ds3_down1_x_2 = stablehlo.reshape %ds3_down1_x_1 : (tensor<32x1x2x1x2x160xf32>) -> tensor<32x2x2x160xf32>
    %ds3_down0_dy_xhat = stablehlo.multiply %ds3_down1_x_2, %s3_down0_xhat : tensor<32x2x2x160xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight = stablehlo.reduce(%ds3_down0_dy_xhat init: %init_add_128) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_1 = stablehlo.reduce(%ds3_down0_weight init: %init_add_129) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_weight_2 = stablehlo.reduce(%ds3_down0_weight_1 init: %init_add_130) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias = stablehlo.reduce(%ds3_down1_x_2 init: %init_add_131) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_1 = stablehlo.reduce(%ds3_down0_bias init: %init_add_132) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_bias_2 = stablehlo.reduce(%ds3_down0_bias_1 init: %init_add_133) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds3_down0_xhat = stablehlo.multiply %ds3_down1_x_2, %ds3_down0_weight_b : tensor<32x2x2x160xf32>
    %reshape_40 = stablehlo.reshape %ds3_down0_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum_part = stablehlo.reduce(%reshape_40 init: %init_add_134) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean1_sum = stablehlo.reduce(%ds3_down0_mean1_sum_part init: %init_add_135) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds3_down0_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds3_down0_mean1 = stablehlo.divide %ds3_down0_mean1_sum, %ds3_down0_mean1_n : tensor<32x2x2xf32>
    %ds3_down0_mean1_b = stablehlo.broadcast_in_dim %ds3_down0_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds3_down0_xhat_xhat = stablehlo.multiply %ds3_down0_xhat, %s3_down0_xhat : tensor<32x2x2x160xf32>
    %reshape_41 = stablehlo.reshape %ds3_down0_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum_part = stablehlo.reduce(%reshape_41 init: %init_add_136) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds3_down0_mean2_sum = stablehlo.reduce(%ds3_down0_mean2_sum_part init: %init_add_137) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds3_down0_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds3_down0_mean2 = stablehlo.divide %ds3_down0_mean2_sum, %ds3_down0_mean2_n : tensor<32x2x2xf32>
    %ds3_down0_mean2_b = stablehlo.broadcast_in_dim %ds3_down0_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds3_down0_c1 = stablehlo.subtract %ds3_down0_xhat, %ds3_down0_mean1_b : tensor<32x2x2x160xf32>
    %ds3_down0_p2 = stablehlo.multiply %s3_down0_xhat, %ds3_down0_mean2_b : tensor<32x2x2x160xf32>
    %ds3_down0_c2 = stablehlo.subtract %ds3_down0_c1, %ds3_down0_p2 : tensor<32x2x2x160xf32>
    %ds3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds3_down0_x = stablehlo.multiply %ds3_down0_rstd_b, %ds3_down0_c2 : tensor<32x2x2x160xf32>
    %ds2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_gamma_x = stablehlo.multiply %ds3_down0_x, %ds2b5_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b5_gamma_dy_x = stablehlo.multiply %ds3_down0_x, %s2b5_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma = stablehlo.reduce(%ds2b5_gamma_dy_x init: %init_add_138) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_1 = stablehlo.reduce(%ds2b5_gamma_gamma init: %init_add_139) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_gamma_gamma_2 = stablehlo.reduce(%ds2b5_gamma_gamma_1 init: %init_add_140) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b5_fc2_x = stablehlo.dot_general %ds2b5_gamma_x, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b5_fc2_w = stablehlo.dot_general %ds2b5_gamma_x, %s2b5_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b = stablehlo.reduce(%ds2b5_gamma_x init: %init_add_141) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_1 = stablehlo.reduce(%ds2b5_fc2_b init: %init_add_142) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc2_b_2 = stablehlo.reduce(%ds2b5_fc2_b_1 init: %init_add_143) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_62 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_63 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b5_act_cx = stablehlo.multiply %s2b5_fc1_1, %cst_63 : tensor<32x2x2x640xf32>
    %ds2b5_act_cx2 = stablehlo.multiply %ds2b5_act_cx, %s2b5_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b5_act_1pcx2 = stablehlo.add %ds2b5_act_cx2, %cst_62 : tensor<32x2x2x640xf32>
    %ds2b5_act_inner = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_64 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b5_act_u = stablehlo.multiply %ds2b5_act_inner, %cst_64 : tensor<32x2x2x640xf32>
    %ds2b5_act_t = stablehlo.tanh %ds2b5_act_u : tensor<32x2x2x640xf32>
    %cst_65 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b5_act_3cx = stablehlo.multiply %s2b5_fc1_1, %cst_65 : tensor<32x2x2x640xf32>
    %ds2b5_act_3cx2 = stablehlo.multiply %ds2b5_act_3cx, %s2b5_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b5_act_poly = stablehlo.add %ds2b5_act_3cx2, %cst_62 : tensor<32x2x2x640xf32>
    %cst_66 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b5_act_du = stablehlo.multiply %ds2b5_act_poly, %cst_66 : tensor<32x2x2x640xf32>
    %ds2b5_act_1mt = stablehlo.subtract %cst_62, %ds2b5_act_t : tensor<32x2x2x640xf32>
    %ds2b5_act_xdu = stablehlo.multiply %s2b5_fc1_1, %ds2b5_act_du : tensor<32x2x2x640xf32>
    %ds2b5_act_tail = stablehlo.multiply %ds2b5_act_1mt, %ds2b5_act_xdu : tensor<32x2x2x640xf32>
    %ds2b5_act_1pt = stablehlo.add %ds2b5_act_t, %cst_62 : tensor<32x2x2x640xf32>
    %ds2b5_act_1ptail = stablehlo.add %ds2b5_act_tail, %cst_62 : tensor<32x2x2x640xf32>
    %ds2b5_act_both = stablehlo.multiply %ds2b5_act_1pt, %ds2b5_act_1ptail : tensor<32x2x2x640xf32>
    %cst_67 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b5_act_slope = stablehlo.multiply %ds2b5_act_both, %cst_67 : tensor<32x2x2x640xf32>
    %ds2b5_act_x = stablehlo.multiply %ds2b5_fc2_x, %ds2b5_act_slope : tensor<32x2x2x640xf32>
    %ds2b5_fc1_x = stablehlo.dot_general %ds2b5_act_x, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_fc1_w = stablehlo.dot_general %ds2b5_act_x, %s2b5_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b = stablehlo.reduce(%ds2b5_act_x init: %init_add_144) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_1 = stablehlo.reduce(%ds2b5_fc1_b init: %init_add_145) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_fc1_b_2 = stablehlo.reduce(%ds2b5_fc1_b_1 init: %init_add_146) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b5_ln_dy_xhat = stablehlo.multiply %ds2b5_fc1_x, %s2b5_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight = stablehlo.reduce(%ds2b5_ln_dy_xhat init: %init_add_147) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_1 = stablehlo.reduce(%ds2b5_ln_weight init: %init_add_148) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_weight_2 = stablehlo.reduce(%ds2b5_ln_weight_1 init: %init_add_149) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias = stablehlo.reduce(%ds2b5_fc1_x init: %init_add_150) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_1 = stablehlo.reduce(%ds2b5_ln_bias init: %init_add_151) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_bias_2 = stablehlo.reduce(%ds2b5_ln_bias_1 init: %init_add_152) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_ln_xhat = stablehlo.multiply %ds2b5_fc1_x, %ds2b5_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_42 = stablehlo.reshape %ds2b5_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum_part = stablehlo.reduce(%reshape_42 init: %init_add_153) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean1_sum = stablehlo.reduce(%ds2b5_ln_mean1_sum_part init: %init_add_154) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b5_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b5_ln_mean1 = stablehlo.divide %ds2b5_ln_mean1_sum, %ds2b5_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b5_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_ln_xhat_xhat = stablehlo.multiply %ds2b5_ln_xhat, %s2b5_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_43 = stablehlo.reshape %ds2b5_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum_part = stablehlo.reduce(%reshape_43 init: %init_add_155) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_ln_mean2_sum = stablehlo.reduce(%ds2b5_ln_mean2_sum_part init: %init_add_156) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b5_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b5_ln_mean2 = stablehlo.divide %ds2b5_ln_mean2_sum, %ds2b5_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b5_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b5_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_ln_c1 = stablehlo.subtract %ds2b5_ln_xhat, %ds2b5_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b5_ln_p2 = stablehlo.multiply %s2b5_ln_xhat, %ds2b5_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b5_ln_c2 = stablehlo.subtract %ds2b5_ln_c1, %ds2b5_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b5_ln_rstd_b = stablehlo.broadcast_in_dim %s2b5_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_ln_x = stablehlo.multiply %ds2b5_ln_rstd_b, %ds2b5_ln_c2 : tensor<32x2x2x160xf32>
    %s2b5_dw_w_rev = stablehlo.reverse %stages.2.blocks.5.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b5_dw_x = stablehlo.convolution(%ds2b5_ln_x, %s2b5_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b5_dw_w_xt = stablehlo.transpose %s2b4_out, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b5_dw_w_xt_1 = stablehlo.reshape %ds2b5_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b5_dw_w_dyt = stablehlo.transpose %ds2b5_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b5_dw_w_dyt_1 = stablehlo.reshape %ds2b5_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b5_dw_w_bc = stablehlo.convolution(%ds2b5_dw_w_xt_1, %ds2b5_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b5_dw_w_taps = "stablehlo.slice"(%ds2b5_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b5_dw_w_bc_1 = stablehlo.reshape %ds2b5_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_w_sum = stablehlo.reduce(%ds2b5_dw_w_bc_1 init: %init_add_157) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b5_dw_w_ckk = stablehlo.transpose %ds2b5_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b5_dw_w = stablehlo.reshape %ds2b5_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b = stablehlo.reduce(%ds2b5_ln_x init: %init_add_158) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_1 = stablehlo.reduce(%ds2b5_dw_b init: %init_add_159) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b5_dw_b_2 = stablehlo.reduce(%ds2b5_dw_b_1 init: %init_add_160) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b5_in = stablehlo.add %ds3_down0_x, %ds2b5_dw_x : tensor<32x2x2x160xf32>
    %ds2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_gamma_x = stablehlo.multiply %ds2b5_in, %ds2b4_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b4_gamma_dy_x = stablehlo.multiply %ds2b5_in, %s2b4_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma = stablehlo.reduce(%ds2b4_gamma_dy_x init: %init_add_161) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_1 = stablehlo.reduce(%ds2b4_gamma_gamma init: %init_add_162) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_gamma_gamma_2 = stablehlo.reduce(%ds2b4_gamma_gamma_1 init: %init_add_163) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b4_fc2_x = stablehlo.dot_general %ds2b4_gamma_x, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b4_fc2_w = stablehlo.dot_general %ds2b4_gamma_x, %s2b4_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b = stablehlo.reduce(%ds2b4_gamma_x init: %init_add_164) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_165 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_1 = stablehlo.reduce(%ds2b4_fc2_b init: %init_add_165) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_166 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc2_b_2 = stablehlo.reduce(%ds2b4_fc2_b_1 init: %init_add_166) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_68 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_69 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b4_act_cx = stablehlo.multiply %s2b4_fc1_1, %cst_69 : tensor<32x2x2x640xf32>
    %ds2b4_act_cx2 = stablehlo.multiply %ds2b4_act_cx, %s2b4_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b4_act_1pcx2 = stablehlo.add %ds2b4_act_cx2, %cst_68 : tensor<32x2x2x640xf32>
    %ds2b4_act_inner = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_70 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b4_act_u = stablehlo.multiply %ds2b4_act_inner, %cst_70 : tensor<32x2x2x640xf32>
    %ds2b4_act_t = stablehlo.tanh %ds2b4_act_u : tensor<32x2x2x640xf32>
    %cst_71 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b4_act_3cx = stablehlo.multiply %s2b4_fc1_1, %cst_71 : tensor<32x2x2x640xf32>
    %ds2b4_act_3cx2 = stablehlo.multiply %ds2b4_act_3cx, %s2b4_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b4_act_poly = stablehlo.add %ds2b4_act_3cx2, %cst_68 : tensor<32x2x2x640xf32>
    %cst_72 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b4_act_du = stablehlo.multiply %ds2b4_act_poly, %cst_72 : tensor<32x2x2x640xf32>
    %ds2b4_act_1mt = stablehlo.subtract %cst_68, %ds2b4_act_t : tensor<32x2x2x640xf32>
    %ds2b4_act_xdu = stablehlo.multiply %s2b4_fc1_1, %ds2b4_act_du : tensor<32x2x2x640xf32>
    %ds2b4_act_tail = stablehlo.multiply %ds2b4_act_1mt, %ds2b4_act_xdu : tensor<32x2x2x640xf32>
    %ds2b4_act_1pt = stablehlo.add %ds2b4_act_t, %cst_68 : tensor<32x2x2x640xf32>
    %ds2b4_act_1ptail = stablehlo.add %ds2b4_act_tail, %cst_68 : tensor<32x2x2x640xf32>
    %ds2b4_act_both = stablehlo.multiply %ds2b4_act_1pt, %ds2b4_act_1ptail : tensor<32x2x2x640xf32>
    %cst_73 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b4_act_slope = stablehlo.multiply %ds2b4_act_both, %cst_73 : tensor<32x2x2x640xf32>
    %ds2b4_act_x = stablehlo.multiply %ds2b4_fc2_x, %ds2b4_act_slope : tensor<32x2x2x640xf32>
    %ds2b4_fc1_x = stablehlo.dot_general %ds2b4_act_x, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_fc1_w = stablehlo.dot_general %ds2b4_act_x, %s2b4_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_167 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b = stablehlo.reduce(%ds2b4_act_x init: %init_add_167) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_168 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_1 = stablehlo.reduce(%ds2b4_fc1_b init: %init_add_168) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_169 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_fc1_b_2 = stablehlo.reduce(%ds2b4_fc1_b_1 init: %init_add_169) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b4_ln_dy_xhat = stablehlo.multiply %ds2b4_fc1_x, %s2b4_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_170 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight = stablehlo.reduce(%ds2b4_ln_dy_xhat init: %init_add_170) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_171 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_1 = stablehlo.reduce(%ds2b4_ln_weight init: %init_add_171) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_172 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_weight_2 = stablehlo.reduce(%ds2b4_ln_weight_1 init: %init_add_172) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_173 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias = stablehlo.reduce(%ds2b4_fc1_x init: %init_add_173) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_174 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_1 = stablehlo.reduce(%ds2b4_ln_bias init: %init_add_174) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_175 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_bias_2 = stablehlo.reduce(%ds2b4_ln_bias_1 init: %init_add_175) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_ln_xhat = stablehlo.multiply %ds2b4_fc1_x, %ds2b4_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_44 = stablehlo.reshape %ds2b4_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_176 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum_part = stablehlo.reduce(%reshape_44 init: %init_add_176) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_177 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean1_sum = stablehlo.reduce(%ds2b4_ln_mean1_sum_part init: %init_add_177) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b4_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b4_ln_mean1 = stablehlo.divide %ds2b4_ln_mean1_sum, %ds2b4_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b4_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_ln_xhat_xhat = stablehlo.multiply %ds2b4_ln_xhat, %s2b4_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_45 = stablehlo.reshape %ds2b4_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_178 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum_part = stablehlo.reduce(%reshape_45 init: %init_add_178) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_179 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_ln_mean2_sum = stablehlo.reduce(%ds2b4_ln_mean2_sum_part init: %init_add_179) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b4_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b4_ln_mean2 = stablehlo.divide %ds2b4_ln_mean2_sum, %ds2b4_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b4_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b4_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_ln_c1 = stablehlo.subtract %ds2b4_ln_xhat, %ds2b4_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b4_ln_p2 = stablehlo.multiply %s2b4_ln_xhat, %ds2b4_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b4_ln_c2 = stablehlo.subtract %ds2b4_ln_c1, %ds2b4_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b4_ln_rstd_b = stablehlo.broadcast_in_dim %s2b4_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_ln_x = stablehlo.multiply %ds2b4_ln_rstd_b, %ds2b4_ln_c2 : tensor<32x2x2x160xf32>
    %s2b4_dw_w_rev = stablehlo.reverse %stages.2.blocks.4.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b4_dw_x = stablehlo.convolution(%ds2b4_ln_x, %s2b4_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b4_dw_w_xt = stablehlo.transpose %s2b3_out, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b4_dw_w_xt_1 = stablehlo.reshape %ds2b4_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b4_dw_w_dyt = stablehlo.transpose %ds2b4_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b4_dw_w_dyt_1 = stablehlo.reshape %ds2b4_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b4_dw_w_bc = stablehlo.convolution(%ds2b4_dw_w_xt_1, %ds2b4_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b4_dw_w_taps = "stablehlo.slice"(%ds2b4_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b4_dw_w_bc_1 = stablehlo.reshape %ds2b4_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_180 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_w_sum = stablehlo.reduce(%ds2b4_dw_w_bc_1 init: %init_add_180) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b4_dw_w_ckk = stablehlo.transpose %ds2b4_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b4_dw_w = stablehlo.reshape %ds2b4_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_181 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b = stablehlo.reduce(%ds2b4_ln_x init: %init_add_181) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_182 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_1 = stablehlo.reduce(%ds2b4_dw_b init: %init_add_182) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_183 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b4_dw_b_2 = stablehlo.reduce(%ds2b4_dw_b_1 init: %init_add_183) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b4_in = stablehlo.add %ds2b5_in, %ds2b4_dw_x : tensor<32x2x2x160xf32>
    %ds2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_gamma_x = stablehlo.multiply %ds2b4_in, %ds2b3_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b3_gamma_dy_x = stablehlo.multiply %ds2b4_in, %s2b3_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_184 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma = stablehlo.reduce(%ds2b3_gamma_dy_x init: %init_add_184) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_185 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_1 = stablehlo.reduce(%ds2b3_gamma_gamma init: %init_add_185) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_186 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_gamma_gamma_2 = stablehlo.reduce(%ds2b3_gamma_gamma_1 init: %init_add_186) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b3_fc2_x = stablehlo.dot_general %ds2b3_gamma_x, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b3_fc2_w = stablehlo.dot_general %ds2b3_gamma_x, %s2b3_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_187 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b = stablehlo.reduce(%ds2b3_gamma_x init: %init_add_187) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_188 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_1 = stablehlo.reduce(%ds2b3_fc2_b init: %init_add_188) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_189 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc2_b_2 = stablehlo.reduce(%ds2b3_fc2_b_1 init: %init_add_189) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_74 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_75 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b3_act_cx = stablehlo.multiply %s2b3_fc1_1, %cst_75 : tensor<32x2x2x640xf32>
    %ds2b3_act_cx2 = stablehlo.multiply %ds2b3_act_cx, %s2b3_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b3_act_1pcx2 = stablehlo.add %ds2b3_act_cx2, %cst_74 : tensor<32x2x2x640xf32>
    %ds2b3_act_inner = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_76 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b3_act_u = stablehlo.multiply %ds2b3_act_inner, %cst_76 : tensor<32x2x2x640xf32>
    %ds2b3_act_t = stablehlo.tanh %ds2b3_act_u : tensor<32x2x2x640xf32>
    %cst_77 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b3_act_3cx = stablehlo.multiply %s2b3_fc1_1, %cst_77 : tensor<32x2x2x640xf32>
    %ds2b3_act_3cx2 = stablehlo.multiply %ds2b3_act_3cx, %s2b3_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b3_act_poly = stablehlo.add %ds2b3_act_3cx2, %cst_74 : tensor<32x2x2x640xf32>
    %cst_78 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b3_act_du = stablehlo.multiply %ds2b3_act_poly, %cst_78 : tensor<32x2x2x640xf32>
    %ds2b3_act_1mt = stablehlo.subtract %cst_74, %ds2b3_act_t : tensor<32x2x2x640xf32>
    %ds2b3_act_xdu = stablehlo.multiply %s2b3_fc1_1, %ds2b3_act_du : tensor<32x2x2x640xf32>
    %ds2b3_act_tail = stablehlo.multiply %ds2b3_act_1mt, %ds2b3_act_xdu : tensor<32x2x2x640xf32>
    %ds2b3_act_1pt = stablehlo.add %ds2b3_act_t, %cst_74 : tensor<32x2x2x640xf32>
    %ds2b3_act_1ptail = stablehlo.add %ds2b3_act_tail, %cst_74 : tensor<32x2x2x640xf32>
    %ds2b3_act_both = stablehlo.multiply %ds2b3_act_1pt, %ds2b3_act_1ptail : tensor<32x2x2x640xf32>
    %cst_79 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b3_act_slope = stablehlo.multiply %ds2b3_act_both, %cst_79 : tensor<32x2x2x640xf32>
    %ds2b3_act_x = stablehlo.multiply %ds2b3_fc2_x, %ds2b3_act_slope : tensor<32x2x2x640xf32>
    %ds2b3_fc1_x = stablehlo.dot_general %ds2b3_act_x, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_fc1_w = stablehlo.dot_general %ds2b3_act_x, %s2b3_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_190 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b = stablehlo.reduce(%ds2b3_act_x init: %init_add_190) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_191 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_1 = stablehlo.reduce(%ds2b3_fc1_b init: %init_add_191) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_192 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_fc1_b_2 = stablehlo.reduce(%ds2b3_fc1_b_1 init: %init_add_192) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b3_ln_dy_xhat = stablehlo.multiply %ds2b3_fc1_x, %s2b3_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_193 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight = stablehlo.reduce(%ds2b3_ln_dy_xhat init: %init_add_193) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_194 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_1 = stablehlo.reduce(%ds2b3_ln_weight init: %init_add_194) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_195 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_weight_2 = stablehlo.reduce(%ds2b3_ln_weight_1 init: %init_add_195) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_196 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias = stablehlo.reduce(%ds2b3_fc1_x init: %init_add_196) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_197 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_1 = stablehlo.reduce(%ds2b3_ln_bias init: %init_add_197) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_198 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_bias_2 = stablehlo.reduce(%ds2b3_ln_bias_1 init: %init_add_198) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_ln_xhat = stablehlo.multiply %ds2b3_fc1_x, %ds2b3_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_46 = stablehlo.reshape %ds2b3_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_199 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum_part = stablehlo.reduce(%reshape_46 init: %init_add_199) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_200 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean1_sum = stablehlo.reduce(%ds2b3_ln_mean1_sum_part init: %init_add_200) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b3_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b3_ln_mean1 = stablehlo.divide %ds2b3_ln_mean1_sum, %ds2b3_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b3_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_ln_xhat_xhat = stablehlo.multiply %ds2b3_ln_xhat, %s2b3_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_47 = stablehlo.reshape %ds2b3_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_201 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum_part = stablehlo.reduce(%reshape_47 init: %init_add_201) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_202 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_ln_mean2_sum = stablehlo.reduce(%ds2b3_ln_mean2_sum_part init: %init_add_202) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b3_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b3_ln_mean2 = stablehlo.divide %ds2b3_ln_mean2_sum, %ds2b3_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b3_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b3_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_ln_c1 = stablehlo.subtract %ds2b3_ln_xhat, %ds2b3_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b3_ln_p2 = stablehlo.multiply %s2b3_ln_xhat, %ds2b3_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b3_ln_c2 = stablehlo.subtract %ds2b3_ln_c1, %ds2b3_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b3_ln_rstd_b = stablehlo.broadcast_in_dim %s2b3_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_ln_x = stablehlo.multiply %ds2b3_ln_rstd_b, %ds2b3_ln_c2 : tensor<32x2x2x160xf32>
    %s2b3_dw_w_rev = stablehlo.reverse %stages.2.blocks.3.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b3_dw_x = stablehlo.convolution(%ds2b3_ln_x, %s2b3_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b3_dw_w_xt = stablehlo.transpose %s2b2_out, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b3_dw_w_xt_1 = stablehlo.reshape %ds2b3_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b3_dw_w_dyt = stablehlo.transpose %ds2b3_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b3_dw_w_dyt_1 = stablehlo.reshape %ds2b3_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b3_dw_w_bc = stablehlo.convolution(%ds2b3_dw_w_xt_1, %ds2b3_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b3_dw_w_taps = "stablehlo.slice"(%ds2b3_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b3_dw_w_bc_1 = stablehlo.reshape %ds2b3_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_203 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_w_sum = stablehlo.reduce(%ds2b3_dw_w_bc_1 init: %init_add_203) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b3_dw_w_ckk = stablehlo.transpose %ds2b3_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b3_dw_w = stablehlo.reshape %ds2b3_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_204 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b = stablehlo.reduce(%ds2b3_ln_x init: %init_add_204) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_205 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_1 = stablehlo.reduce(%ds2b3_dw_b init: %init_add_205) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_206 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b3_dw_b_2 = stablehlo.reduce(%ds2b3_dw_b_1 init: %init_add_206) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b3_in = stablehlo.add %ds2b4_in, %ds2b3_dw_x : tensor<32x2x2x160xf32>
    %ds2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_gamma_x = stablehlo.multiply %ds2b3_in, %ds2b2_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b2_gamma_dy_x = stablehlo.multiply %ds2b3_in, %s2b2_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_207 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma = stablehlo.reduce(%ds2b2_gamma_dy_x init: %init_add_207) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_208 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_1 = stablehlo.reduce(%ds2b2_gamma_gamma init: %init_add_208) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_209 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_gamma_gamma_2 = stablehlo.reduce(%ds2b2_gamma_gamma_1 init: %init_add_209) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b2_fc2_x = stablehlo.dot_general %ds2b2_gamma_x, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b2_fc2_w = stablehlo.dot_general %ds2b2_gamma_x, %s2b2_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_210 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b = stablehlo.reduce(%ds2b2_gamma_x init: %init_add_210) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_211 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_1 = stablehlo.reduce(%ds2b2_fc2_b init: %init_add_211) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_212 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc2_b_2 = stablehlo.reduce(%ds2b2_fc2_b_1 init: %init_add_212) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_80 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_81 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b2_act_cx = stablehlo.multiply %s2b2_fc1_1, %cst_81 : tensor<32x2x2x640xf32>
    %ds2b2_act_cx2 = stablehlo.multiply %ds2b2_act_cx, %s2b2_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b2_act_1pcx2 = stablehlo.add %ds2b2_act_cx2, %cst_80 : tensor<32x2x2x640xf32>
    %ds2b2_act_inner = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_82 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b2_act_u = stablehlo.multiply %ds2b2_act_inner, %cst_82 : tensor<32x2x2x640xf32>
    %ds2b2_act_t = stablehlo.tanh %ds2b2_act_u : tensor<32x2x2x640xf32>
    %cst_83 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b2_act_3cx = stablehlo.multiply %s2b2_fc1_1, %cst_83 : tensor<32x2x2x640xf32>
    %ds2b2_act_3cx2 = stablehlo.multiply %ds2b2_act_3cx, %s2b2_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b2_act_poly = stablehlo.add %ds2b2_act_3cx2, %cst_80 : tensor<32x2x2x640xf32>
    %cst_84 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b2_act_du = stablehlo.multiply %ds2b2_act_poly, %cst_84 : tensor<32x2x2x640xf32>
    %ds2b2_act_1mt = stablehlo.subtract %cst_80, %ds2b2_act_t : tensor<32x2x2x640xf32>
    %ds2b2_act_xdu = stablehlo.multiply %s2b2_fc1_1, %ds2b2_act_du : tensor<32x2x2x640xf32>
    %ds2b2_act_tail = stablehlo.multiply %ds2b2_act_1mt, %ds2b2_act_xdu : tensor<32x2x2x640xf32>
    %ds2b2_act_1pt = stablehlo.add %ds2b2_act_t, %cst_80 : tensor<32x2x2x640xf32>
    %ds2b2_act_1ptail = stablehlo.add %ds2b2_act_tail, %cst_80 : tensor<32x2x2x640xf32>
    %ds2b2_act_both = stablehlo.multiply %ds2b2_act_1pt, %ds2b2_act_1ptail : tensor<32x2x2x640xf32>
    %cst_85 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b2_act_slope = stablehlo.multiply %ds2b2_act_both, %cst_85 : tensor<32x2x2x640xf32>
    %ds2b2_act_x = stablehlo.multiply %ds2b2_fc2_x, %ds2b2_act_slope : tensor<32x2x2x640xf32>
    %ds2b2_fc1_x = stablehlo.dot_general %ds2b2_act_x, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_fc1_w = stablehlo.dot_general %ds2b2_act_x, %s2b2_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_213 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b = stablehlo.reduce(%ds2b2_act_x init: %init_add_213) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_214 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_1 = stablehlo.reduce(%ds2b2_fc1_b init: %init_add_214) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_215 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_fc1_b_2 = stablehlo.reduce(%ds2b2_fc1_b_1 init: %init_add_215) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b2_ln_dy_xhat = stablehlo.multiply %ds2b2_fc1_x, %s2b2_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_216 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight = stablehlo.reduce(%ds2b2_ln_dy_xhat init: %init_add_216) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_217 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_1 = stablehlo.reduce(%ds2b2_ln_weight init: %init_add_217) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_218 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_weight_2 = stablehlo.reduce(%ds2b2_ln_weight_1 init: %init_add_218) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_219 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias = stablehlo.reduce(%ds2b2_fc1_x init: %init_add_219) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_220 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_1 = stablehlo.reduce(%ds2b2_ln_bias init: %init_add_220) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_221 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_bias_2 = stablehlo.reduce(%ds2b2_ln_bias_1 init: %init_add_221) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_ln_xhat = stablehlo.multiply %ds2b2_fc1_x, %ds2b2_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_48 = stablehlo.reshape %ds2b2_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_222 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum_part = stablehlo.reduce(%reshape_48 init: %init_add_222) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_223 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean1_sum = stablehlo.reduce(%ds2b2_ln_mean1_sum_part init: %init_add_223) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b2_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b2_ln_mean1 = stablehlo.divide %ds2b2_ln_mean1_sum, %ds2b2_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b2_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_ln_xhat_xhat = stablehlo.multiply %ds2b2_ln_xhat, %s2b2_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_49 = stablehlo.reshape %ds2b2_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_224 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum_part = stablehlo.reduce(%reshape_49 init: %init_add_224) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_225 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_ln_mean2_sum = stablehlo.reduce(%ds2b2_ln_mean2_sum_part init: %init_add_225) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b2_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b2_ln_mean2 = stablehlo.divide %ds2b2_ln_mean2_sum, %ds2b2_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b2_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b2_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_ln_c1 = stablehlo.subtract %ds2b2_ln_xhat, %ds2b2_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b2_ln_p2 = stablehlo.multiply %s2b2_ln_xhat, %ds2b2_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b2_ln_c2 = stablehlo.subtract %ds2b2_ln_c1, %ds2b2_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b2_ln_rstd_b = stablehlo.broadcast_in_dim %s2b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_ln_x = stablehlo.multiply %ds2b2_ln_rstd_b, %ds2b2_ln_c2 : tensor<32x2x2x160xf32>
    %s2b2_dw_w_rev = stablehlo.reverse %stages.2.blocks.2.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b2_dw_x = stablehlo.convolution(%ds2b2_ln_x, %s2b2_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b2_dw_w_xt = stablehlo.transpose %s2b1_out, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b2_dw_w_xt_1 = stablehlo.reshape %ds2b2_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b2_dw_w_dyt = stablehlo.transpose %ds2b2_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b2_dw_w_dyt_1 = stablehlo.reshape %ds2b2_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b2_dw_w_bc = stablehlo.convolution(%ds2b2_dw_w_xt_1, %ds2b2_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b2_dw_w_taps = "stablehlo.slice"(%ds2b2_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b2_dw_w_bc_1 = stablehlo.reshape %ds2b2_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_226 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_w_sum = stablehlo.reduce(%ds2b2_dw_w_bc_1 init: %init_add_226) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b2_dw_w_ckk = stablehlo.transpose %ds2b2_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b2_dw_w = stablehlo.reshape %ds2b2_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_227 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b = stablehlo.reduce(%ds2b2_ln_x init: %init_add_227) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_228 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_1 = stablehlo.reduce(%ds2b2_dw_b init: %init_add_228) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_229 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b2_dw_b_2 = stablehlo.reduce(%ds2b2_dw_b_1 init: %init_add_229) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b2_in = stablehlo.add %ds2b3_in, %ds2b2_dw_x : tensor<32x2x2x160xf32>
    %ds2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_gamma_x = stablehlo.multiply %ds2b2_in, %ds2b1_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b1_gamma_dy_x = stablehlo.multiply %ds2b2_in, %s2b1_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_230 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma = stablehlo.reduce(%ds2b1_gamma_dy_x init: %init_add_230) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_231 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_1 = stablehlo.reduce(%ds2b1_gamma_gamma init: %init_add_231) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_232 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_gamma_gamma_2 = stablehlo.reduce(%ds2b1_gamma_gamma_1 init: %init_add_232) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b1_fc2_x = stablehlo.dot_general %ds2b1_gamma_x, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b1_fc2_w = stablehlo.dot_general %ds2b1_gamma_x, %s2b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_233 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b = stablehlo.reduce(%ds2b1_gamma_x init: %init_add_233) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_234 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_1 = stablehlo.reduce(%ds2b1_fc2_b init: %init_add_234) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_235 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc2_b_2 = stablehlo.reduce(%ds2b1_fc2_b_1 init: %init_add_235) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_86 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_87 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b1_act_cx = stablehlo.multiply %s2b1_fc1_1, %cst_87 : tensor<32x2x2x640xf32>
    %ds2b1_act_cx2 = stablehlo.multiply %ds2b1_act_cx, %s2b1_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b1_act_1pcx2 = stablehlo.add %ds2b1_act_cx2, %cst_86 : tensor<32x2x2x640xf32>
    %ds2b1_act_inner = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_88 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b1_act_u = stablehlo.multiply %ds2b1_act_inner, %cst_88 : tensor<32x2x2x640xf32>
    %ds2b1_act_t = stablehlo.tanh %ds2b1_act_u : tensor<32x2x2x640xf32>
    %cst_89 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b1_act_3cx = stablehlo.multiply %s2b1_fc1_1, %cst_89 : tensor<32x2x2x640xf32>
    %ds2b1_act_3cx2 = stablehlo.multiply %ds2b1_act_3cx, %s2b1_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b1_act_poly = stablehlo.add %ds2b1_act_3cx2, %cst_86 : tensor<32x2x2x640xf32>
    %cst_90 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b1_act_du = stablehlo.multiply %ds2b1_act_poly, %cst_90 : tensor<32x2x2x640xf32>
    %ds2b1_act_1mt = stablehlo.subtract %cst_86, %ds2b1_act_t : tensor<32x2x2x640xf32>
    %ds2b1_act_xdu = stablehlo.multiply %s2b1_fc1_1, %ds2b1_act_du : tensor<32x2x2x640xf32>
    %ds2b1_act_tail = stablehlo.multiply %ds2b1_act_1mt, %ds2b1_act_xdu : tensor<32x2x2x640xf32>
    %ds2b1_act_1pt = stablehlo.add %ds2b1_act_t, %cst_86 : tensor<32x2x2x640xf32>
    %ds2b1_act_1ptail = stablehlo.add %ds2b1_act_tail, %cst_86 : tensor<32x2x2x640xf32>
    %ds2b1_act_both = stablehlo.multiply %ds2b1_act_1pt, %ds2b1_act_1ptail : tensor<32x2x2x640xf32>
    %cst_91 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b1_act_slope = stablehlo.multiply %ds2b1_act_both, %cst_91 : tensor<32x2x2x640xf32>
    %ds2b1_act_x = stablehlo.multiply %ds2b1_fc2_x, %ds2b1_act_slope : tensor<32x2x2x640xf32>
    %ds2b1_fc1_x = stablehlo.dot_general %ds2b1_act_x, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_fc1_w = stablehlo.dot_general %ds2b1_act_x, %s2b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_236 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b = stablehlo.reduce(%ds2b1_act_x init: %init_add_236) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_237 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_1 = stablehlo.reduce(%ds2b1_fc1_b init: %init_add_237) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_238 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_fc1_b_2 = stablehlo.reduce(%ds2b1_fc1_b_1 init: %init_add_238) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b1_ln_dy_xhat = stablehlo.multiply %ds2b1_fc1_x, %s2b1_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_239 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight = stablehlo.reduce(%ds2b1_ln_dy_xhat init: %init_add_239) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_240 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_1 = stablehlo.reduce(%ds2b1_ln_weight init: %init_add_240) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_241 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_weight_2 = stablehlo.reduce(%ds2b1_ln_weight_1 init: %init_add_241) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_242 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias = stablehlo.reduce(%ds2b1_fc1_x init: %init_add_242) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_243 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_1 = stablehlo.reduce(%ds2b1_ln_bias init: %init_add_243) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_244 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_bias_2 = stablehlo.reduce(%ds2b1_ln_bias_1 init: %init_add_244) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_ln_xhat = stablehlo.multiply %ds2b1_fc1_x, %ds2b1_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_50 = stablehlo.reshape %ds2b1_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_245 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_50 init: %init_add_245) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_246 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean1_sum = stablehlo.reduce(%ds2b1_ln_mean1_sum_part init: %init_add_246) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b1_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b1_ln_mean1 = stablehlo.divide %ds2b1_ln_mean1_sum, %ds2b1_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_ln_xhat_xhat = stablehlo.multiply %ds2b1_ln_xhat, %s2b1_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_51 = stablehlo.reshape %ds2b1_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_247 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_51 init: %init_add_247) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_248 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_ln_mean2_sum = stablehlo.reduce(%ds2b1_ln_mean2_sum_part init: %init_add_248) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b1_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b1_ln_mean2 = stablehlo.divide %ds2b1_ln_mean2_sum, %ds2b1_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_ln_c1 = stablehlo.subtract %ds2b1_ln_xhat, %ds2b1_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b1_ln_p2 = stablehlo.multiply %s2b1_ln_xhat, %ds2b1_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b1_ln_c2 = stablehlo.subtract %ds2b1_ln_c1, %ds2b1_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b1_ln_rstd_b = stablehlo.broadcast_in_dim %s2b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_ln_x = stablehlo.multiply %ds2b1_ln_rstd_b, %ds2b1_ln_c2 : tensor<32x2x2x160xf32>
    %s2b1_dw_w_rev = stablehlo.reverse %stages.2.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b1_dw_x = stablehlo.convolution(%ds2b1_ln_x, %s2b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b1_dw_w_xt = stablehlo.transpose %s2b0_out, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b1_dw_w_xt_1 = stablehlo.reshape %ds2b1_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b1_dw_w_dyt = stablehlo.transpose %ds2b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b1_dw_w_dyt_1 = stablehlo.reshape %ds2b1_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b1_dw_w_bc = stablehlo.convolution(%ds2b1_dw_w_xt_1, %ds2b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b1_dw_w_taps = "stablehlo.slice"(%ds2b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b1_dw_w_bc_1 = stablehlo.reshape %ds2b1_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_249 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_w_sum = stablehlo.reduce(%ds2b1_dw_w_bc_1 init: %init_add_249) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b1_dw_w_ckk = stablehlo.transpose %ds2b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b1_dw_w = stablehlo.reshape %ds2b1_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_250 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b = stablehlo.reduce(%ds2b1_ln_x init: %init_add_250) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_251 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_1 = stablehlo.reduce(%ds2b1_dw_b init: %init_add_251) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_252 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b1_dw_b_2 = stablehlo.reduce(%ds2b1_dw_b_1 init: %init_add_252) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b1_in = stablehlo.add %ds2b2_in, %ds2b1_dw_x : tensor<32x2x2x160xf32>
    %ds2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_gamma_x = stablehlo.multiply %ds2b1_in, %ds2b0_gamma_gamma_b : tensor<32x2x2x160xf32>
    %ds2b0_gamma_dy_x = stablehlo.multiply %ds2b1_in, %s2b0_fc2_1 : tensor<32x2x2x160xf32>
    %init_add_253 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma = stablehlo.reduce(%ds2b0_gamma_dy_x init: %init_add_253) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_254 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_1 = stablehlo.reduce(%ds2b0_gamma_gamma init: %init_add_254) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_255 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_gamma_gamma_2 = stablehlo.reduce(%ds2b0_gamma_gamma_1 init: %init_add_255) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b0_fc2_x = stablehlo.dot_general %ds2b0_gamma_x, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %ds2b0_fc2_w = stablehlo.dot_general %ds2b0_gamma_x, %s2b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %init_add_256 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b = stablehlo.reduce(%ds2b0_gamma_x init: %init_add_256) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_257 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_1 = stablehlo.reduce(%ds2b0_fc2_b init: %init_add_257) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_258 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc2_b_2 = stablehlo.reduce(%ds2b0_fc2_b_1 init: %init_add_258) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_92 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %cst_93 = stablehlo.constant dense<0.044714998453855515> : tensor<32x2x2x640xf32>
    %ds2b0_act_cx = stablehlo.multiply %s2b0_fc1_1, %cst_93 : tensor<32x2x2x640xf32>
    %ds2b0_act_cx2 = stablehlo.multiply %ds2b0_act_cx, %s2b0_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b0_act_1pcx2 = stablehlo.add %ds2b0_act_cx2, %cst_92 : tensor<32x2x2x640xf32>
    %ds2b0_act_inner = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_1pcx2 : tensor<32x2x2x640xf32>
    %cst_94 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b0_act_u = stablehlo.multiply %ds2b0_act_inner, %cst_94 : tensor<32x2x2x640xf32>
    %ds2b0_act_t = stablehlo.tanh %ds2b0_act_u : tensor<32x2x2x640xf32>
    %cst_95 = stablehlo.constant dense<0.13414500653743744> : tensor<32x2x2x640xf32>
    %ds2b0_act_3cx = stablehlo.multiply %s2b0_fc1_1, %cst_95 : tensor<32x2x2x640xf32>
    %ds2b0_act_3cx2 = stablehlo.multiply %ds2b0_act_3cx, %s2b0_fc1_1 : tensor<32x2x2x640xf32>
    %ds2b0_act_poly = stablehlo.add %ds2b0_act_3cx2, %cst_92 : tensor<32x2x2x640xf32>
    %cst_96 = stablehlo.constant dense<0.7978845834732056> : tensor<32x2x2x640xf32>
    %ds2b0_act_du = stablehlo.multiply %ds2b0_act_poly, %cst_96 : tensor<32x2x2x640xf32>
    %ds2b0_act_1mt = stablehlo.subtract %cst_92, %ds2b0_act_t : tensor<32x2x2x640xf32>
    %ds2b0_act_xdu = stablehlo.multiply %s2b0_fc1_1, %ds2b0_act_du : tensor<32x2x2x640xf32>
    %ds2b0_act_tail = stablehlo.multiply %ds2b0_act_1mt, %ds2b0_act_xdu : tensor<32x2x2x640xf32>
    %ds2b0_act_1pt = stablehlo.add %ds2b0_act_t, %cst_92 : tensor<32x2x2x640xf32>
    %ds2b0_act_1ptail = stablehlo.add %ds2b0_act_tail, %cst_92 : tensor<32x2x2x640xf32>
    %ds2b0_act_both = stablehlo.multiply %ds2b0_act_1pt, %ds2b0_act_1ptail : tensor<32x2x2x640xf32>
    %cst_97 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %ds2b0_act_slope = stablehlo.multiply %ds2b0_act_both, %cst_97 : tensor<32x2x2x640xf32>
    %ds2b0_act_x = stablehlo.multiply %ds2b0_fc2_x, %ds2b0_act_slope : tensor<32x2x2x640xf32>
    %ds2b0_fc1_x = stablehlo.dot_general %ds2b0_act_x, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_fc1_w = stablehlo.dot_general %ds2b0_act_x, %s2b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %init_add_259 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b = stablehlo.reduce(%ds2b0_act_x init: %init_add_259) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<32x2x640xf32>
    %init_add_260 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_1 = stablehlo.reduce(%ds2b0_fc1_b init: %init_add_260) applies stablehlo.add across dimensions = [1] : (tensor<32x2x640xf32>, tensor<f32>) -> tensor<32x640xf32>
    %init_add_261 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_fc1_b_2 = stablehlo.reduce(%ds2b0_fc1_b_1 init: %init_add_261) applies stablehlo.add across dimensions = [0] : (tensor<32x640xf32>, tensor<f32>) -> tensor<640xf32>
    %ds2b0_ln_dy_xhat = stablehlo.multiply %ds2b0_fc1_x, %s2b0_ln_xhat : tensor<32x2x2x160xf32>
    %init_add_262 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight = stablehlo.reduce(%ds2b0_ln_dy_xhat init: %init_add_262) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_263 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_1 = stablehlo.reduce(%ds2b0_ln_weight init: %init_add_263) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_264 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_weight_2 = stablehlo.reduce(%ds2b0_ln_weight_1 init: %init_add_264) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %init_add_265 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias = stablehlo.reduce(%ds2b0_fc1_x init: %init_add_265) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_266 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_1 = stablehlo.reduce(%ds2b0_ln_bias init: %init_add_266) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_267 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_bias_2 = stablehlo.reduce(%ds2b0_ln_bias_1 init: %init_add_267) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_ln_xhat = stablehlo.multiply %ds2b0_fc1_x, %ds2b0_ln_weight_b : tensor<32x2x2x160xf32>
    %reshape_52 = stablehlo.reshape %ds2b0_ln_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_268 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_52 init: %init_add_268) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_269 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean1_sum = stablehlo.reduce(%ds2b0_ln_mean1_sum_part init: %init_add_269) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b0_ln_mean1_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b0_ln_mean1 = stablehlo.divide %ds2b0_ln_mean1_sum, %ds2b0_ln_mean1_n : tensor<32x2x2xf32>
    %ds2b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_ln_xhat_xhat = stablehlo.multiply %ds2b0_ln_xhat, %s2b0_ln_xhat : tensor<32x2x2x160xf32>
    %reshape_53 = stablehlo.reshape %ds2b0_ln_xhat_xhat : (tensor<32x2x2x160xf32>) -> tensor<32x2x2x5x32xf32>
    %init_add_270 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_53 init: %init_add_270) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x5x32xf32>, tensor<f32>) -> tensor<32x2x2x5xf32>
    %init_add_271 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_ln_mean2_sum = stablehlo.reduce(%ds2b0_ln_mean2_sum_part init: %init_add_271) applies stablehlo.add across dimensions = [3] : (tensor<32x2x2x5xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %ds2b0_ln_mean2_n = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %ds2b0_ln_mean2 = stablehlo.divide %ds2b0_ln_mean2_sum, %ds2b0_ln_mean2_n : tensor<32x2x2xf32>
    %ds2b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds2b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_ln_c1 = stablehlo.subtract %ds2b0_ln_xhat, %ds2b0_ln_mean1_b : tensor<32x2x2x160xf32>
    %ds2b0_ln_p2 = stablehlo.multiply %s2b0_ln_xhat, %ds2b0_ln_mean2_b : tensor<32x2x2x160xf32>
    %ds2b0_ln_c2 = stablehlo.subtract %ds2b0_ln_c1, %ds2b0_ln_p2 : tensor<32x2x2x160xf32>
    %ds2b0_ln_rstd_b = stablehlo.broadcast_in_dim %s2b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_ln_x = stablehlo.multiply %ds2b0_ln_rstd_b, %ds2b0_ln_c2 : tensor<32x2x2x160xf32>
    %s2b0_dw_w_rev = stablehlo.reverse %stages.2.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<160x1x7x7xf32>
    %ds2b0_dw_x = stablehlo.convolution(%ds2b0_ln_x, %s2b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64} : (tensor<32x2x2x160xf32>, tensor<160x1x7x7xf32>) -> tensor<32x2x2x160xf32>
    %ds2b0_dw_w_xt = stablehlo.transpose %s2_down1_1, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b0_dw_w_xt_1 = stablehlo.reshape %ds2b0_dw_w_xt : (tensor<2x2x32x160xf32>) -> tensor<1x2x2x5120xf32>
    %ds2b0_dw_w_dyt = stablehlo.transpose %ds2b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x2x2x160xf32>) -> tensor<2x2x32x160xf32>
    %ds2b0_dw_w_dyt_1 = stablehlo.reshape %ds2b0_dw_w_dyt : (tensor<2x2x32x160xf32>) -> tensor<2x2x1x5120xf32>
    %ds2b0_dw_w_bc = stablehlo.convolution(%ds2b0_dw_w_xt_1, %ds2b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 5120 : i64} : (tensor<1x2x2x5120xf32>, tensor<2x2x1x5120xf32>) -> tensor<1x7x8x5120xf32>
    %ds2b0_dw_w_taps = "stablehlo.slice"(%ds2b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 5120>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x5120xf32>) -> tensor<1x7x7x5120xf32>
    %ds2b0_dw_w_bc_1 = stablehlo.reshape %ds2b0_dw_w_taps : (tensor<1x7x7x5120xf32>) -> tensor<7x7x32x160xf32>
    %init_add_272 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_w_sum = stablehlo.reduce(%ds2b0_dw_w_bc_1 init: %init_add_272) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x160xf32>, tensor<f32>) -> tensor<7x7x160xf32>
    %ds2b0_dw_w_ckk = stablehlo.transpose %ds2b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x160xf32>) -> tensor<160x7x7xf32>
    %ds2b0_dw_w = stablehlo.reshape %ds2b0_dw_w_ckk : (tensor<160x7x7xf32>) -> tensor<160x1x7x7xf32>
    %init_add_273 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b = stablehlo.reduce(%ds2b0_ln_x init: %init_add_273) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_274 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_1 = stablehlo.reduce(%ds2b0_dw_b init: %init_add_274) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_275 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2b0_dw_b_2 = stablehlo.reduce(%ds2b0_dw_b_1 init: %init_add_275) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds2b0_in = stablehlo.add %ds2b1_in, %ds2b0_dw_x : tensor<32x2x2x160xf32>
    %ds2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x4x4x80xf32>) -> tensor<32x2x2x2x2x80xf32>
    %ds2_down1_w = stablehlo.dot_general %ds2b0_in, %ds2_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x2x2x160xf32>, tensor<32x2x2x2x2x80xf32>) -> tensor<160x2x2x80xf32>
    %ds2_down1_w_1 = stablehlo.optimization_barrier %ds2_down1_w : tensor<160x2x2x80xf32>
    %ds2_down1_w_2 = stablehlo.transpose %ds2_down1_w_1, dims = [0, 3, 1, 2] : (tensor<160x2x2x80xf32>) -> tensor<160x80x2x2xf32>
    %init_add_276 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b = stablehlo.reduce(%ds2b0_in init: %init_add_276) applies stablehlo.add across dimensions = [2] : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x160xf32>
    %init_add_277 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_1 = stablehlo.reduce(%ds2_down1_b init: %init_add_277) applies stablehlo.add across dimensions = [1] : (tensor<32x2x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_278 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down1_b_2 = stablehlo.reduce(%ds2_down1_b_1 init: %init_add_278) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %s2_down1_w_ohwi = stablehlo.transpose %stages.2.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<160x80x2x2xf32>) -> tensor<160x2x2x80xf32>
    %ds2_down1_x = stablehlo.dot_general %ds2b0_in, %s2_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x2x2x160xf32>, tensor<160x2x2x80xf32>) -> tensor<32x2x2x2x2x80xf32>
    %ds2_down1_x_1 = stablehlo.transpose %ds2_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x2x2x2x2x80xf32>) -> tensor<32x2x2x2x2x80xf32>
    %ds2_down1_x_2 = stablehlo.reshape %ds2_down1_x_1 : (tensor<32x2x2x2x2x80xf32>) -> tensor<32x4x4x80xf32>
    %ds2_down0_dy_xhat = stablehlo.multiply %ds2_down1_x_2, %s2_down0_xhat : tensor<32x4x4x80xf32>
    %init_add_279 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight = stablehlo.reduce(%ds2_down0_dy_xhat init: %init_add_279) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_280 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_1 = stablehlo.reduce(%ds2_down0_weight init: %init_add_280) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_281 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_weight_2 = stablehlo.reduce(%ds2_down0_weight_1 init: %init_add_281) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %init_add_282 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias = stablehlo.reduce(%ds2_down1_x_2 init: %init_add_282) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_283 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_1 = stablehlo.reduce(%ds2_down0_bias init: %init_add_283) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_284 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_bias_2 = stablehlo.reduce(%ds2_down0_bias_1 init: %init_add_284) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %ds2_down0_xhat = stablehlo.multiply %ds2_down1_x_2, %ds2_down0_weight_b : tensor<32x4x4x80xf32>
    %reshape_54 = stablehlo.reshape %ds2_down0_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_285 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum_part = stablehlo.reduce(%reshape_54 init: %init_add_285) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_286 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean1_sum = stablehlo.reduce(%ds2_down0_mean1_sum_part init: %init_add_286) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds2_down0_mean1_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds2_down0_mean1 = stablehlo.divide %ds2_down0_mean1_sum, %ds2_down0_mean1_n : tensor<32x4x4xf32>
    %ds2_down0_mean1_b = stablehlo.broadcast_in_dim %ds2_down0_mean1, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds2_down0_xhat_xhat = stablehlo.multiply %ds2_down0_xhat, %s2_down0_xhat : tensor<32x4x4x80xf32>
    %reshape_55 = stablehlo.reshape %ds2_down0_xhat_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_287 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum_part = stablehlo.reduce(%reshape_55 init: %init_add_287) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_288 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds2_down0_mean2_sum = stablehlo.reduce(%ds2_down0_mean2_sum_part init: %init_add_288) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds2_down0_mean2_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds2_down0_mean2 = stablehlo.divide %ds2_down0_mean2_sum, %ds2_down0_mean2_n : tensor<32x4x4xf32>
    %ds2_down0_mean2_b = stablehlo.broadcast_in_dim %ds2_down0_mean2, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds2_down0_c1 = stablehlo.subtract %ds2_down0_xhat, %ds2_down0_mean1_b : tensor<32x4x4x80xf32>
    %ds2_down0_p2 = stablehlo.multiply %s2_down0_xhat, %ds2_down0_mean2_b : tensor<32x4x4x80xf32>
    %ds2_down0_c2 = stablehlo.subtract %ds2_down0_c1, %ds2_down0_p2 : tensor<32x4x4x80xf32>
    %ds2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds2_down0_x = stablehlo.multiply %ds2_down0_rstd_b, %ds2_down0_c2 : tensor<32x4x4x80xf32>
    %ds1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_gamma_x = stablehlo.multiply %ds2_down0_x, %ds1b1_gamma_gamma_b : tensor<32x4x4x80xf32>
    %ds1b1_gamma_dy_x = stablehlo.multiply %ds2_down0_x, %s1b1_fc2_1 : tensor<32x4x4x80xf32>
    %init_add_289 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma = stablehlo.reduce(%ds1b1_gamma_dy_x init: %init_add_289) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_290 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_1 = stablehlo.reduce(%ds1b1_gamma_gamma init: %init_add_290) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_291 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_gamma_gamma_2 = stablehlo.reduce(%ds1b1_gamma_gamma_1 init: %init_add_291) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b1_fc2_x = stablehlo.dot_general %ds1b1_gamma_x, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %ds1b1_fc2_w = stablehlo.dot_general %ds1b1_gamma_x, %s1b1_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %init_add_292 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b = stablehlo.reduce(%ds1b1_gamma_x init: %init_add_292) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_293 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_1 = stablehlo.reduce(%ds1b1_fc2_b init: %init_add_293) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_294 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc2_b_2 = stablehlo.reduce(%ds1b1_fc2_b_1 init: %init_add_294) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_98 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %cst_99 = stablehlo.constant dense<0.044714998453855515> : tensor<32x4x4x320xf32>
    %ds1b1_act_cx = stablehlo.multiply %s1b1_fc1_1, %cst_99 : tensor<32x4x4x320xf32>
    %ds1b1_act_cx2 = stablehlo.multiply %ds1b1_act_cx, %s1b1_fc1_1 : tensor<32x4x4x320xf32>
    %ds1b1_act_1pcx2 = stablehlo.add %ds1b1_act_cx2, %cst_98 : tensor<32x4x4x320xf32>
    %ds1b1_act_inner = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_1pcx2 : tensor<32x4x4x320xf32>
    %cst_100 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %ds1b1_act_u = stablehlo.multiply %ds1b1_act_inner, %cst_100 : tensor<32x4x4x320xf32>
    %ds1b1_act_t = stablehlo.tanh %ds1b1_act_u : tensor<32x4x4x320xf32>
    %cst_101 = stablehlo.constant dense<0.13414500653743744> : tensor<32x4x4x320xf32>
    %ds1b1_act_3cx = stablehlo.multiply %s1b1_fc1_1, %cst_101 : tensor<32x4x4x320xf32>
    %ds1b1_act_3cx2 = stablehlo.multiply %ds1b1_act_3cx, %s1b1_fc1_1 : tensor<32x4x4x320xf32>
    %ds1b1_act_poly = stablehlo.add %ds1b1_act_3cx2, %cst_98 : tensor<32x4x4x320xf32>
    %cst_102 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %ds1b1_act_du = stablehlo.multiply %ds1b1_act_poly, %cst_102 : tensor<32x4x4x320xf32>
    %ds1b1_act_1mt = stablehlo.subtract %cst_98, %ds1b1_act_t : tensor<32x4x4x320xf32>
    %ds1b1_act_xdu = stablehlo.multiply %s1b1_fc1_1, %ds1b1_act_du : tensor<32x4x4x320xf32>
    %ds1b1_act_tail = stablehlo.multiply %ds1b1_act_1mt, %ds1b1_act_xdu : tensor<32x4x4x320xf32>
    %ds1b1_act_1pt = stablehlo.add %ds1b1_act_t, %cst_98 : tensor<32x4x4x320xf32>
    %ds1b1_act_1ptail = stablehlo.add %ds1b1_act_tail, %cst_98 : tensor<32x4x4x320xf32>
    %ds1b1_act_both = stablehlo.multiply %ds1b1_act_1pt, %ds1b1_act_1ptail : tensor<32x4x4x320xf32>
    %cst_103 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %ds1b1_act_slope = stablehlo.multiply %ds1b1_act_both, %cst_103 : tensor<32x4x4x320xf32>
    %ds1b1_act_x = stablehlo.multiply %ds1b1_fc2_x, %ds1b1_act_slope : tensor<32x4x4x320xf32>
    %ds1b1_fc1_x = stablehlo.dot_general %ds1b1_act_x, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_fc1_w = stablehlo.dot_general %ds1b1_act_x, %s1b1_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x4x4x320xf32>, tensor<32x4x4x80xf32>) -> tensor<320x80xf32>
    %init_add_295 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b = stablehlo.reduce(%ds1b1_act_x init: %init_add_295) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<32x4x320xf32>
    %init_add_296 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_1 = stablehlo.reduce(%ds1b1_fc1_b init: %init_add_296) applies stablehlo.add across dimensions = [1] : (tensor<32x4x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_297 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_fc1_b_2 = stablehlo.reduce(%ds1b1_fc1_b_1 init: %init_add_297) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds1b1_ln_dy_xhat = stablehlo.multiply %ds1b1_fc1_x, %s1b1_ln_xhat : tensor<32x4x4x80xf32>
    %init_add_298 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight = stablehlo.reduce(%ds1b1_ln_dy_xhat init: %init_add_298) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_299 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_1 = stablehlo.reduce(%ds1b1_ln_weight init: %init_add_299) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_300 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_weight_2 = stablehlo.reduce(%ds1b1_ln_weight_1 init: %init_add_300) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %init_add_301 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias = stablehlo.reduce(%ds1b1_fc1_x init: %init_add_301) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_302 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_1 = stablehlo.reduce(%ds1b1_ln_bias init: %init_add_302) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_303 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_bias_2 = stablehlo.reduce(%ds1b1_ln_bias_1 init: %init_add_303) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_ln_xhat = stablehlo.multiply %ds1b1_fc1_x, %ds1b1_ln_weight_b : tensor<32x4x4x80xf32>
    %reshape_56 = stablehlo.reshape %ds1b1_ln_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_304 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_56 init: %init_add_304) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_305 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean1_sum = stablehlo.reduce(%ds1b1_ln_mean1_sum_part init: %init_add_305) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds1b1_ln_mean1_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds1b1_ln_mean1 = stablehlo.divide %ds1b1_ln_mean1_sum, %ds1b1_ln_mean1_n : tensor<32x4x4xf32>
    %ds1b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_ln_xhat_xhat = stablehlo.multiply %ds1b1_ln_xhat, %s1b1_ln_xhat : tensor<32x4x4x80xf32>
    %reshape_57 = stablehlo.reshape %ds1b1_ln_xhat_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_306 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_57 init: %init_add_306) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_307 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_ln_mean2_sum = stablehlo.reduce(%ds1b1_ln_mean2_sum_part init: %init_add_307) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds1b1_ln_mean2_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds1b1_ln_mean2 = stablehlo.divide %ds1b1_ln_mean2_sum, %ds1b1_ln_mean2_n : tensor<32x4x4xf32>
    %ds1b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds1b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_ln_c1 = stablehlo.subtract %ds1b1_ln_xhat, %ds1b1_ln_mean1_b : tensor<32x4x4x80xf32>
    %ds1b1_ln_p2 = stablehlo.multiply %s1b1_ln_xhat, %ds1b1_ln_mean2_b : tensor<32x4x4x80xf32>
    %ds1b1_ln_c2 = stablehlo.subtract %ds1b1_ln_c1, %ds1b1_ln_p2 : tensor<32x4x4x80xf32>
    %ds1b1_ln_rstd_b = stablehlo.broadcast_in_dim %s1b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_ln_x = stablehlo.multiply %ds1b1_ln_rstd_b, %ds1b1_ln_c2 : tensor<32x4x4x80xf32>
    %s1b1_dw_w_rev = stablehlo.reverse %stages.1.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<80x1x7x7xf32>
    %ds1b1_dw_x = stablehlo.convolution(%ds1b1_ln_x, %s1b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 80 : i64} : (tensor<32x4x4x80xf32>, tensor<80x1x7x7xf32>) -> tensor<32x4x4x80xf32>
    %ds1b1_dw_w_xt = stablehlo.transpose %s1b0_out, dims = [1, 2, 0, 3] : (tensor<32x4x4x80xf32>) -> tensor<4x4x32x80xf32>
    %ds1b1_dw_w_xt_1 = stablehlo.reshape %ds1b1_dw_w_xt : (tensor<4x4x32x80xf32>) -> tensor<1x4x4x2560xf32>
    %ds1b1_dw_w_dyt = stablehlo.transpose %ds1b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x4x4x80xf32>) -> tensor<4x4x32x80xf32>
    %ds1b1_dw_w_dyt_1 = stablehlo.reshape %ds1b1_dw_w_dyt : (tensor<4x4x32x80xf32>) -> tensor<4x4x1x2560xf32>
    %ds1b1_dw_w_bc = stablehlo.convolution(%ds1b1_dw_w_xt_1, %ds1b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2560 : i64} : (tensor<1x4x4x2560xf32>, tensor<4x4x1x2560xf32>) -> tensor<1x7x8x2560xf32>
    %ds1b1_dw_w_taps = "stablehlo.slice"(%ds1b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 2560>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x2560xf32>) -> tensor<1x7x7x2560xf32>
    %ds1b1_dw_w_bc_1 = stablehlo.reshape %ds1b1_dw_w_taps : (tensor<1x7x7x2560xf32>) -> tensor<7x7x32x80xf32>
    %init_add_308 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_w_sum = stablehlo.reduce(%ds1b1_dw_w_bc_1 init: %init_add_308) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x80xf32>, tensor<f32>) -> tensor<7x7x80xf32>
    %ds1b1_dw_w_ckk = stablehlo.transpose %ds1b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x80xf32>) -> tensor<80x7x7xf32>
    %ds1b1_dw_w = stablehlo.reshape %ds1b1_dw_w_ckk : (tensor<80x7x7xf32>) -> tensor<80x1x7x7xf32>
    %init_add_309 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b = stablehlo.reduce(%ds1b1_ln_x init: %init_add_309) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_310 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_1 = stablehlo.reduce(%ds1b1_dw_b init: %init_add_310) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_311 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b1_dw_b_2 = stablehlo.reduce(%ds1b1_dw_b_1 init: %init_add_311) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b1_in = stablehlo.add %ds2_down0_x, %ds1b1_dw_x : tensor<32x4x4x80xf32>
    %ds1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_gamma_x = stablehlo.multiply %ds1b1_in, %ds1b0_gamma_gamma_b : tensor<32x4x4x80xf32>
    %ds1b0_gamma_dy_x = stablehlo.multiply %ds1b1_in, %s1b0_fc2_1 : tensor<32x4x4x80xf32>
    %init_add_312 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma = stablehlo.reduce(%ds1b0_gamma_dy_x init: %init_add_312) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_313 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_1 = stablehlo.reduce(%ds1b0_gamma_gamma init: %init_add_313) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_314 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_gamma_gamma_2 = stablehlo.reduce(%ds1b0_gamma_gamma_1 init: %init_add_314) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b0_fc2_x = stablehlo.dot_general %ds1b0_gamma_x, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %ds1b0_fc2_w = stablehlo.dot_general %ds1b0_gamma_x, %s1b0_act, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %init_add_315 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b = stablehlo.reduce(%ds1b0_gamma_x init: %init_add_315) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_316 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_1 = stablehlo.reduce(%ds1b0_fc2_b init: %init_add_316) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_317 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc2_b_2 = stablehlo.reduce(%ds1b0_fc2_b_1 init: %init_add_317) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_104 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %cst_105 = stablehlo.constant dense<0.044714998453855515> : tensor<32x4x4x320xf32>
    %ds1b0_act_cx = stablehlo.multiply %s1b0_fc1_1, %cst_105 : tensor<32x4x4x320xf32>
    %ds1b0_act_cx2 = stablehlo.multiply %ds1b0_act_cx, %s1b0_fc1_1 : tensor<32x4x4x320xf32>
    %ds1b0_act_1pcx2 = stablehlo.add %ds1b0_act_cx2, %cst_104 : tensor<32x4x4x320xf32>
    %ds1b0_act_inner = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_1pcx2 : tensor<32x4x4x320xf32>
    %cst_106 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %ds1b0_act_u = stablehlo.multiply %ds1b0_act_inner, %cst_106 : tensor<32x4x4x320xf32>
    %ds1b0_act_t = stablehlo.tanh %ds1b0_act_u : tensor<32x4x4x320xf32>
    %cst_107 = stablehlo.constant dense<0.13414500653743744> : tensor<32x4x4x320xf32>
    %ds1b0_act_3cx = stablehlo.multiply %s1b0_fc1_1, %cst_107 : tensor<32x4x4x320xf32>
    %ds1b0_act_3cx2 = stablehlo.multiply %ds1b0_act_3cx, %s1b0_fc1_1 : tensor<32x4x4x320xf32>
    %ds1b0_act_poly = stablehlo.add %ds1b0_act_3cx2, %cst_104 : tensor<32x4x4x320xf32>
    %cst_108 = stablehlo.constant dense<0.7978845834732056> : tensor<32x4x4x320xf32>
    %ds1b0_act_du = stablehlo.multiply %ds1b0_act_poly, %cst_108 : tensor<32x4x4x320xf32>
    %ds1b0_act_1mt = stablehlo.subtract %cst_104, %ds1b0_act_t : tensor<32x4x4x320xf32>
    %ds1b0_act_xdu = stablehlo.multiply %s1b0_fc1_1, %ds1b0_act_du : tensor<32x4x4x320xf32>
    %ds1b0_act_tail = stablehlo.multiply %ds1b0_act_1mt, %ds1b0_act_xdu : tensor<32x4x4x320xf32>
    %ds1b0_act_1pt = stablehlo.add %ds1b0_act_t, %cst_104 : tensor<32x4x4x320xf32>
    %ds1b0_act_1ptail = stablehlo.add %ds1b0_act_tail, %cst_104 : tensor<32x4x4x320xf32>
    %ds1b0_act_both = stablehlo.multiply %ds1b0_act_1pt, %ds1b0_act_1ptail : tensor<32x4x4x320xf32>
    %cst_109 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %ds1b0_act_slope = stablehlo.multiply %ds1b0_act_both, %cst_109 : tensor<32x4x4x320xf32>
    %ds1b0_act_x = stablehlo.multiply %ds1b0_fc2_x, %ds1b0_act_slope : tensor<32x4x4x320xf32>
    %ds1b0_fc1_x = stablehlo.dot_general %ds1b0_act_x, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_fc1_w = stablehlo.dot_general %ds1b0_act_x, %s1b0_ln, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<32x4x4x320xf32>, tensor<32x4x4x80xf32>) -> tensor<320x80xf32>
    %init_add_318 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b = stablehlo.reduce(%ds1b0_act_x init: %init_add_318) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<32x4x320xf32>
    %init_add_319 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_1 = stablehlo.reduce(%ds1b0_fc1_b init: %init_add_319) applies stablehlo.add across dimensions = [1] : (tensor<32x4x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %init_add_320 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_fc1_b_2 = stablehlo.reduce(%ds1b0_fc1_b_1 init: %init_add_320) applies stablehlo.add across dimensions = [0] : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %ds1b0_ln_dy_xhat = stablehlo.multiply %ds1b0_fc1_x, %s1b0_ln_xhat : tensor<32x4x4x80xf32>
    %init_add_321 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight = stablehlo.reduce(%ds1b0_ln_dy_xhat init: %init_add_321) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_322 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_1 = stablehlo.reduce(%ds1b0_ln_weight init: %init_add_322) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_323 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_weight_2 = stablehlo.reduce(%ds1b0_ln_weight_1 init: %init_add_323) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %init_add_324 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias = stablehlo.reduce(%ds1b0_fc1_x init: %init_add_324) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_325 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_1 = stablehlo.reduce(%ds1b0_ln_bias init: %init_add_325) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_326 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_bias_2 = stablehlo.reduce(%ds1b0_ln_bias_1 init: %init_add_326) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_ln_xhat = stablehlo.multiply %ds1b0_fc1_x, %ds1b0_ln_weight_b : tensor<32x4x4x80xf32>
    %reshape_58 = stablehlo.reshape %ds1b0_ln_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_327 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_58 init: %init_add_327) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_328 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean1_sum = stablehlo.reduce(%ds1b0_ln_mean1_sum_part init: %init_add_328) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds1b0_ln_mean1_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds1b0_ln_mean1 = stablehlo.divide %ds1b0_ln_mean1_sum, %ds1b0_ln_mean1_n : tensor<32x4x4xf32>
    %ds1b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_ln_xhat_xhat = stablehlo.multiply %ds1b0_ln_xhat, %s1b0_ln_xhat : tensor<32x4x4x80xf32>
    %reshape_59 = stablehlo.reshape %ds1b0_ln_xhat_xhat : (tensor<32x4x4x80xf32>) -> tensor<32x4x4x4x20xf32>
    %init_add_329 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_59 init: %init_add_329) applies stablehlo.add across dimensions = [4] : (tensor<32x4x4x4x20xf32>, tensor<f32>) -> tensor<32x4x4x4xf32>
    %init_add_330 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_ln_mean2_sum = stablehlo.reduce(%ds1b0_ln_mean2_sum_part init: %init_add_330) applies stablehlo.add across dimensions = [3] : (tensor<32x4x4x4xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %ds1b0_ln_mean2_n = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %ds1b0_ln_mean2 = stablehlo.divide %ds1b0_ln_mean2_sum, %ds1b0_ln_mean2_n : tensor<32x4x4xf32>
    %ds1b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds1b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_ln_c1 = stablehlo.subtract %ds1b0_ln_xhat, %ds1b0_ln_mean1_b : tensor<32x4x4x80xf32>
    %ds1b0_ln_p2 = stablehlo.multiply %s1b0_ln_xhat, %ds1b0_ln_mean2_b : tensor<32x4x4x80xf32>
    %ds1b0_ln_c2 = stablehlo.subtract %ds1b0_ln_c1, %ds1b0_ln_p2 : tensor<32x4x4x80xf32>
    %ds1b0_ln_rstd_b = stablehlo.broadcast_in_dim %s1b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_ln_x = stablehlo.multiply %ds1b0_ln_rstd_b, %ds1b0_ln_c2 : tensor<32x4x4x80xf32>
    %s1b0_dw_w_rev = stablehlo.reverse %stages.1.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<80x1x7x7xf32>
    %ds1b0_dw_x = stablehlo.convolution(%ds1b0_ln_x, %s1b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 80 : i64} : (tensor<32x4x4x80xf32>, tensor<80x1x7x7xf32>) -> tensor<32x4x4x80xf32>
    %ds1b0_dw_w_xt = stablehlo.transpose %s1_down1_1, dims = [1, 2, 0, 3] : (tensor<32x4x4x80xf32>) -> tensor<4x4x32x80xf32>
    %ds1b0_dw_w_xt_1 = stablehlo.reshape %ds1b0_dw_w_xt : (tensor<4x4x32x80xf32>) -> tensor<1x4x4x2560xf32>
    %ds1b0_dw_w_dyt = stablehlo.transpose %ds1b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x4x4x80xf32>) -> tensor<4x4x32x80xf32>
    %ds1b0_dw_w_dyt_1 = stablehlo.reshape %ds1b0_dw_w_dyt : (tensor<4x4x32x80xf32>) -> tensor<4x4x1x2560xf32>
    %ds1b0_dw_w_bc = stablehlo.convolution(%ds1b0_dw_w_xt_1, %ds1b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2560 : i64} : (tensor<1x4x4x2560xf32>, tensor<4x4x1x2560xf32>) -> tensor<1x7x8x2560xf32>
    %ds1b0_dw_w_taps = "stablehlo.slice"(%ds1b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 2560>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x2560xf32>) -> tensor<1x7x7x2560xf32>
    %ds1b0_dw_w_bc_1 = stablehlo.reshape %ds1b0_dw_w_taps : (tensor<1x7x7x2560xf32>) -> tensor<7x7x32x80xf32>
    %init_add_331 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_w_sum = stablehlo.reduce(%ds1b0_dw_w_bc_1 init: %init_add_331) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x80xf32>, tensor<f32>) -> tensor<7x7x80xf32>
    %ds1b0_dw_w_ckk = stablehlo.transpose %ds1b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x80xf32>) -> tensor<80x7x7xf32>
    %ds1b0_dw_w = stablehlo.reshape %ds1b0_dw_w_ckk : (tensor<80x7x7xf32>) -> tensor<80x1x7x7xf32>
    %init_add_332 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b = stablehlo.reduce(%ds1b0_ln_x init: %init_add_332) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_333 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_1 = stablehlo.reduce(%ds1b0_dw_b init: %init_add_333) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_334 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1b0_dw_b_2 = stablehlo.reduce(%ds1b0_dw_b_1 init: %init_add_334) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %ds1b0_in = stablehlo.add %ds1b1_in, %ds1b0_dw_x : tensor<32x4x4x80xf32>
    %ds1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x8x8x40xf32>) -> tensor<32x4x2x4x2x40xf32>
    %ds1_down1_w = stablehlo.dot_general %ds1b0_in, %ds1_down1_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x4x4x80xf32>, tensor<32x4x2x4x2x40xf32>) -> tensor<80x2x2x40xf32>
    %ds1_down1_w_1 = stablehlo.optimization_barrier %ds1_down1_w : tensor<80x2x2x40xf32>
    %ds1_down1_w_2 = stablehlo.transpose %ds1_down1_w_1, dims = [0, 3, 1, 2] : (tensor<80x2x2x40xf32>) -> tensor<80x40x2x2xf32>
    %init_add_335 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b = stablehlo.reduce(%ds1b0_in init: %init_add_335) applies stablehlo.add across dimensions = [2] : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x80xf32>
    %init_add_336 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_1 = stablehlo.reduce(%ds1_down1_b init: %init_add_336) applies stablehlo.add across dimensions = [1] : (tensor<32x4x80xf32>, tensor<f32>) -> tensor<32x80xf32>
    %init_add_337 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down1_b_2 = stablehlo.reduce(%ds1_down1_b_1 init: %init_add_337) applies stablehlo.add across dimensions = [0] : (tensor<32x80xf32>, tensor<f32>) -> tensor<80xf32>
    %s1_down1_w_ohwi = stablehlo.transpose %stages.1.downsample.1.weight, dims = [0, 2, 3, 1] : (tensor<80x40x2x2xf32>) -> tensor<80x2x2x40xf32>
    %ds1_down1_x = stablehlo.dot_general %ds1b0_in, %s1_down1_w_ohwi, contracting_dims = [3] x [0] : (tensor<32x4x4x80xf32>, tensor<80x2x2x40xf32>) -> tensor<32x4x4x2x2x40xf32>
    %ds1_down1_x_1 = stablehlo.transpose %ds1_down1_x, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x4x4x2x2x40xf32>) -> tensor<32x4x2x4x2x40xf32>
    %ds1_down1_x_2 = stablehlo.reshape %ds1_down1_x_1 : (tensor<32x4x2x4x2x40xf32>) -> tensor<32x8x8x40xf32>
    %ds1_down0_dy_xhat = stablehlo.multiply %ds1_down1_x_2, %s1_down0_xhat : tensor<32x8x8x40xf32>
    %init_add_338 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight = stablehlo.reduce(%ds1_down0_dy_xhat init: %init_add_338) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_339 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_1 = stablehlo.reduce(%ds1_down0_weight init: %init_add_339) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_340 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_weight_2 = stablehlo.reduce(%ds1_down0_weight_1 init: %init_add_340) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %init_add_341 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias = stablehlo.reduce(%ds1_down1_x_2 init: %init_add_341) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_342 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_1 = stablehlo.reduce(%ds1_down0_bias init: %init_add_342) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_343 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_bias_2 = stablehlo.reduce(%ds1_down0_bias_1 init: %init_add_343) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %ds1_down0_xhat = stablehlo.multiply %ds1_down1_x_2, %ds1_down0_weight_b : tensor<32x8x8x40xf32>
    %reshape_60 = stablehlo.reshape %ds1_down0_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_344 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum_part = stablehlo.reduce(%reshape_60 init: %init_add_344) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_345 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean1_sum = stablehlo.reduce(%ds1_down0_mean1_sum_part init: %init_add_345) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds1_down0_mean1_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds1_down0_mean1 = stablehlo.divide %ds1_down0_mean1_sum, %ds1_down0_mean1_n : tensor<32x8x8xf32>
    %ds1_down0_mean1_b = stablehlo.broadcast_in_dim %ds1_down0_mean1, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds1_down0_xhat_xhat = stablehlo.multiply %ds1_down0_xhat, %s1_down0_xhat : tensor<32x8x8x40xf32>
    %reshape_61 = stablehlo.reshape %ds1_down0_xhat_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_346 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum_part = stablehlo.reduce(%reshape_61 init: %init_add_346) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_347 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds1_down0_mean2_sum = stablehlo.reduce(%ds1_down0_mean2_sum_part init: %init_add_347) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds1_down0_mean2_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds1_down0_mean2 = stablehlo.divide %ds1_down0_mean2_sum, %ds1_down0_mean2_n : tensor<32x8x8xf32>
    %ds1_down0_mean2_b = stablehlo.broadcast_in_dim %ds1_down0_mean2, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds1_down0_c1 = stablehlo.subtract %ds1_down0_xhat, %ds1_down0_mean1_b : tensor<32x8x8x40xf32>
    %ds1_down0_p2 = stablehlo.multiply %s1_down0_xhat, %ds1_down0_mean2_b : tensor<32x8x8x40xf32>
    %ds1_down0_c2 = stablehlo.subtract %ds1_down0_c1, %ds1_down0_p2 : tensor<32x8x8x40xf32>
    %ds1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds1_down0_x = stablehlo.multiply %ds1_down0_rstd_b, %ds1_down0_c2 : tensor<32x8x8x40xf32>
    %ds0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_gamma_x = stablehlo.multiply %ds1_down0_x, %ds0b1_gamma_gamma_b : tensor<32x8x8x40xf32>
    %ds0b1_gamma_dy_x = stablehlo.multiply %ds1_down0_x, %s0b1_fc2_1 : tensor<32x8x8x40xf32>
    %init_add_348 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma = stablehlo.reduce(%ds0b1_gamma_dy_x init: %init_add_348) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_349 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_1 = stablehlo.reduce(%ds0b1_gamma_gamma init: %init_add_349) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_350 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_gamma_gamma_2 = stablehlo.reduce(%ds0b1_gamma_gamma_1 init: %init_add_350) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b1_fc2_x = stablehlo.dot_general %ds0b1_gamma_x, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %ds0b1_fc2_w_rows = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b1_fc2_w_rows_1 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b1_fc2_w = stablehlo.dot_general %ds0b1_fc2_w_rows, %ds0b1_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x40xf32>, tensor<16x8x8x160xf32>) -> tensor<40x160xf32>
    %ds0b1_fc2_w_rows_2 = "stablehlo.slice"(%ds0b1_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b1_fc2_w_rows_3 = "stablehlo.slice"(%s0b1_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b1_fc2_w_1 = stablehlo.dot_general %ds0b1_fc2_w_rows_2, %ds0b1_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x40xf32>, tensor<16x8x8x160xf32>) -> tensor<40x160xf32>
    %ds0b1_fc2_w_2 = stablehlo.add %ds0b1_fc2_w, %ds0b1_fc2_w_1 : tensor<40x160xf32>
    %init_add_351 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b = stablehlo.reduce(%ds0b1_gamma_x init: %init_add_351) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_352 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_1 = stablehlo.reduce(%ds0b1_fc2_b init: %init_add_352) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_353 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc2_b_2 = stablehlo.reduce(%ds0b1_fc2_b_1 init: %init_add_353) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %cst_110 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %cst_111 = stablehlo.constant dense<0.044714998453855515> : tensor<32x8x8x160xf32>
    %ds0b1_act_cx = stablehlo.multiply %s0b1_fc1_1, %cst_111 : tensor<32x8x8x160xf32>
    %ds0b1_act_cx2 = stablehlo.multiply %ds0b1_act_cx, %s0b1_fc1_1 : tensor<32x8x8x160xf32>
    %ds0b1_act_1pcx2 = stablehlo.add %ds0b1_act_cx2, %cst_110 : tensor<32x8x8x160xf32>
    %ds0b1_act_inner = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_1pcx2 : tensor<32x8x8x160xf32>
    %cst_112 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %ds0b1_act_u = stablehlo.multiply %ds0b1_act_inner, %cst_112 : tensor<32x8x8x160xf32>
    %ds0b1_act_t = stablehlo.tanh %ds0b1_act_u : tensor<32x8x8x160xf32>
    %cst_113 = stablehlo.constant dense<0.13414500653743744> : tensor<32x8x8x160xf32>
    %ds0b1_act_3cx = stablehlo.multiply %s0b1_fc1_1, %cst_113 : tensor<32x8x8x160xf32>
    %ds0b1_act_3cx2 = stablehlo.multiply %ds0b1_act_3cx, %s0b1_fc1_1 : tensor<32x8x8x160xf32>
    %ds0b1_act_poly = stablehlo.add %ds0b1_act_3cx2, %cst_110 : tensor<32x8x8x160xf32>
    %cst_114 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %ds0b1_act_du = stablehlo.multiply %ds0b1_act_poly, %cst_114 : tensor<32x8x8x160xf32>
    %ds0b1_act_1mt = stablehlo.subtract %cst_110, %ds0b1_act_t : tensor<32x8x8x160xf32>
    %ds0b1_act_xdu = stablehlo.multiply %s0b1_fc1_1, %ds0b1_act_du : tensor<32x8x8x160xf32>
    %ds0b1_act_tail = stablehlo.multiply %ds0b1_act_1mt, %ds0b1_act_xdu : tensor<32x8x8x160xf32>
    %ds0b1_act_1pt = stablehlo.add %ds0b1_act_t, %cst_110 : tensor<32x8x8x160xf32>
    %ds0b1_act_1ptail = stablehlo.add %ds0b1_act_tail, %cst_110 : tensor<32x8x8x160xf32>
    %ds0b1_act_both = stablehlo.multiply %ds0b1_act_1pt, %ds0b1_act_1ptail : tensor<32x8x8x160xf32>
    %cst_115 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %ds0b1_act_slope = stablehlo.multiply %ds0b1_act_both, %cst_115 : tensor<32x8x8x160xf32>
    %ds0b1_act_x = stablehlo.multiply %ds0b1_fc2_x, %ds0b1_act_slope : tensor<32x8x8x160xf32>
    %ds0b1_fc1_x = stablehlo.dot_general %ds0b1_act_x, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_fc1_w_rows = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b1_fc1_w_rows_1 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b1_fc1_w = stablehlo.dot_general %ds0b1_fc1_w_rows, %ds0b1_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x160xf32>, tensor<16x8x8x40xf32>) -> tensor<160x40xf32>
    %ds0b1_fc1_w_rows_2 = "stablehlo.slice"(%ds0b1_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b1_fc1_w_rows_3 = "stablehlo.slice"(%s0b1_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b1_fc1_w_1 = stablehlo.dot_general %ds0b1_fc1_w_rows_2, %ds0b1_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x160xf32>, tensor<16x8x8x40xf32>) -> tensor<160x40xf32>
    %ds0b1_fc1_w_2 = stablehlo.add %ds0b1_fc1_w, %ds0b1_fc1_w_1 : tensor<160x40xf32>
    %init_add_354 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b = stablehlo.reduce(%ds0b1_act_x init: %init_add_354) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<32x8x160xf32>
    %init_add_355 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_1 = stablehlo.reduce(%ds0b1_fc1_b init: %init_add_355) applies stablehlo.add across dimensions = [1] : (tensor<32x8x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_356 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_fc1_b_2 = stablehlo.reduce(%ds0b1_fc1_b_1 init: %init_add_356) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds0b1_ln_dy_xhat = stablehlo.multiply %ds0b1_fc1_x, %s0b1_ln_xhat : tensor<32x8x8x40xf32>
    %init_add_357 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight = stablehlo.reduce(%ds0b1_ln_dy_xhat init: %init_add_357) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_358 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_1 = stablehlo.reduce(%ds0b1_ln_weight init: %init_add_358) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_359 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_weight_2 = stablehlo.reduce(%ds0b1_ln_weight_1 init: %init_add_359) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %init_add_360 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias = stablehlo.reduce(%ds0b1_fc1_x init: %init_add_360) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_361 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_1 = stablehlo.reduce(%ds0b1_ln_bias init: %init_add_361) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_362 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_bias_2 = stablehlo.reduce(%ds0b1_ln_bias_1 init: %init_add_362) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_ln_xhat = stablehlo.multiply %ds0b1_fc1_x, %ds0b1_ln_weight_b : tensor<32x8x8x40xf32>
    %reshape_62 = stablehlo.reshape %ds0b1_ln_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_363 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum_part = stablehlo.reduce(%reshape_62 init: %init_add_363) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_364 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean1_sum = stablehlo.reduce(%ds0b1_ln_mean1_sum_part init: %init_add_364) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds0b1_ln_mean1_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds0b1_ln_mean1 = stablehlo.divide %ds0b1_ln_mean1_sum, %ds0b1_ln_mean1_n : tensor<32x8x8xf32>
    %ds0b1_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean1, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_ln_xhat_xhat = stablehlo.multiply %ds0b1_ln_xhat, %s0b1_ln_xhat : tensor<32x8x8x40xf32>
    %reshape_63 = stablehlo.reshape %ds0b1_ln_xhat_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_365 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum_part = stablehlo.reduce(%reshape_63 init: %init_add_365) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_366 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_ln_mean2_sum = stablehlo.reduce(%ds0b1_ln_mean2_sum_part init: %init_add_366) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds0b1_ln_mean2_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds0b1_ln_mean2 = stablehlo.divide %ds0b1_ln_mean2_sum, %ds0b1_ln_mean2_n : tensor<32x8x8xf32>
    %ds0b1_ln_mean2_b = stablehlo.broadcast_in_dim %ds0b1_ln_mean2, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_ln_c1 = stablehlo.subtract %ds0b1_ln_xhat, %ds0b1_ln_mean1_b : tensor<32x8x8x40xf32>
    %ds0b1_ln_p2 = stablehlo.multiply %s0b1_ln_xhat, %ds0b1_ln_mean2_b : tensor<32x8x8x40xf32>
    %ds0b1_ln_c2 = stablehlo.subtract %ds0b1_ln_c1, %ds0b1_ln_p2 : tensor<32x8x8x40xf32>
    %ds0b1_ln_rstd_b = stablehlo.broadcast_in_dim %s0b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_ln_x = stablehlo.multiply %ds0b1_ln_rstd_b, %ds0b1_ln_c2 : tensor<32x8x8x40xf32>
    %s0b1_dw_w_rev = stablehlo.reverse %stages.0.blocks.1.conv_dw.weight, dims = [2, 3] : tensor<40x1x7x7xf32>
    %ds0b1_dw_x = stablehlo.convolution(%ds0b1_ln_x, %s0b1_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 40 : i64} : (tensor<32x8x8x40xf32>, tensor<40x1x7x7xf32>) -> tensor<32x8x8x40xf32>
    %ds0b1_dw_w_xt = stablehlo.transpose %s0b0_out, dims = [1, 2, 0, 3] : (tensor<32x8x8x40xf32>) -> tensor<8x8x32x40xf32>
    %ds0b1_dw_w_xt_1 = stablehlo.reshape %ds0b1_dw_w_xt : (tensor<8x8x32x40xf32>) -> tensor<1x8x8x1280xf32>
    %ds0b1_dw_w_dyt = stablehlo.transpose %ds0b1_ln_x, dims = [1, 2, 0, 3] : (tensor<32x8x8x40xf32>) -> tensor<8x8x32x40xf32>
    %ds0b1_dw_w_dyt_1 = stablehlo.reshape %ds0b1_dw_w_dyt : (tensor<8x8x32x40xf32>) -> tensor<8x8x1x1280xf32>
    %ds0b1_dw_w_bc = stablehlo.convolution(%ds0b1_dw_w_xt_1, %ds0b1_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1280 : i64} : (tensor<1x8x8x1280xf32>, tensor<8x8x1x1280xf32>) -> tensor<1x7x8x1280xf32>
    %ds0b1_dw_w_taps = "stablehlo.slice"(%ds0b1_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 1280>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x1280xf32>) -> tensor<1x7x7x1280xf32>
    %ds0b1_dw_w_bc_1 = stablehlo.reshape %ds0b1_dw_w_taps : (tensor<1x7x7x1280xf32>) -> tensor<7x7x32x40xf32>
    %init_add_367 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_w_sum = stablehlo.reduce(%ds0b1_dw_w_bc_1 init: %init_add_367) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x40xf32>, tensor<f32>) -> tensor<7x7x40xf32>
    %ds0b1_dw_w_ckk = stablehlo.transpose %ds0b1_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x40xf32>) -> tensor<40x7x7xf32>
    %ds0b1_dw_w = stablehlo.reshape %ds0b1_dw_w_ckk : (tensor<40x7x7xf32>) -> tensor<40x1x7x7xf32>
    %init_add_368 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b = stablehlo.reduce(%ds0b1_ln_x init: %init_add_368) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_369 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_1 = stablehlo.reduce(%ds0b1_dw_b init: %init_add_369) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_370 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b1_dw_b_2 = stablehlo.reduce(%ds0b1_dw_b_1 init: %init_add_370) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b1_in = stablehlo.add %ds1_down0_x, %ds0b1_dw_x : tensor<32x8x8x40xf32>
    %ds0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_gamma_x = stablehlo.multiply %ds0b1_in, %ds0b0_gamma_gamma_b : tensor<32x8x8x40xf32>
    %ds0b0_gamma_dy_x = stablehlo.multiply %ds0b1_in, %s0b0_fc2_1 : tensor<32x8x8x40xf32>
    %init_add_371 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma = stablehlo.reduce(%ds0b0_gamma_dy_x init: %init_add_371) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_372 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_1 = stablehlo.reduce(%ds0b0_gamma_gamma init: %init_add_372) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_373 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_gamma_gamma_2 = stablehlo.reduce(%ds0b0_gamma_gamma_1 init: %init_add_373) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b0_fc2_x = stablehlo.dot_general %ds0b0_gamma_x, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [0] : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %ds0b0_fc2_w_rows = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b0_fc2_w_rows_1 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b0_fc2_w = stablehlo.dot_general %ds0b0_fc2_w_rows, %ds0b0_fc2_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x40xf32>, tensor<16x8x8x160xf32>) -> tensor<40x160xf32>
    %ds0b0_fc2_w_rows_2 = "stablehlo.slice"(%ds0b0_gamma_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b0_fc2_w_rows_3 = "stablehlo.slice"(%s0b0_act) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b0_fc2_w_1 = stablehlo.dot_general %ds0b0_fc2_w_rows_2, %ds0b0_fc2_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x40xf32>, tensor<16x8x8x160xf32>) -> tensor<40x160xf32>
    %ds0b0_fc2_w_2 = stablehlo.add %ds0b0_fc2_w, %ds0b0_fc2_w_1 : tensor<40x160xf32>
    %init_add_374 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b = stablehlo.reduce(%ds0b0_gamma_x init: %init_add_374) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_375 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_1 = stablehlo.reduce(%ds0b0_fc2_b init: %init_add_375) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_376 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc2_b_2 = stablehlo.reduce(%ds0b0_fc2_b_1 init: %init_add_376) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %cst_116 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %cst_117 = stablehlo.constant dense<0.044714998453855515> : tensor<32x8x8x160xf32>
    %ds0b0_act_cx = stablehlo.multiply %s0b0_fc1_1, %cst_117 : tensor<32x8x8x160xf32>
    %ds0b0_act_cx2 = stablehlo.multiply %ds0b0_act_cx, %s0b0_fc1_1 : tensor<32x8x8x160xf32>
    %ds0b0_act_1pcx2 = stablehlo.add %ds0b0_act_cx2, %cst_116 : tensor<32x8x8x160xf32>
    %ds0b0_act_inner = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_1pcx2 : tensor<32x8x8x160xf32>
    %cst_118 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %ds0b0_act_u = stablehlo.multiply %ds0b0_act_inner, %cst_118 : tensor<32x8x8x160xf32>
    %ds0b0_act_t = stablehlo.tanh %ds0b0_act_u : tensor<32x8x8x160xf32>
    %cst_119 = stablehlo.constant dense<0.13414500653743744> : tensor<32x8x8x160xf32>
    %ds0b0_act_3cx = stablehlo.multiply %s0b0_fc1_1, %cst_119 : tensor<32x8x8x160xf32>
    %ds0b0_act_3cx2 = stablehlo.multiply %ds0b0_act_3cx, %s0b0_fc1_1 : tensor<32x8x8x160xf32>
    %ds0b0_act_poly = stablehlo.add %ds0b0_act_3cx2, %cst_116 : tensor<32x8x8x160xf32>
    %cst_120 = stablehlo.constant dense<0.7978845834732056> : tensor<32x8x8x160xf32>
    %ds0b0_act_du = stablehlo.multiply %ds0b0_act_poly, %cst_120 : tensor<32x8x8x160xf32>
    %ds0b0_act_1mt = stablehlo.subtract %cst_116, %ds0b0_act_t : tensor<32x8x8x160xf32>
    %ds0b0_act_xdu = stablehlo.multiply %s0b0_fc1_1, %ds0b0_act_du : tensor<32x8x8x160xf32>
    %ds0b0_act_tail = stablehlo.multiply %ds0b0_act_1mt, %ds0b0_act_xdu : tensor<32x8x8x160xf32>
    %ds0b0_act_1pt = stablehlo.add %ds0b0_act_t, %cst_116 : tensor<32x8x8x160xf32>
    %ds0b0_act_1ptail = stablehlo.add %ds0b0_act_tail, %cst_116 : tensor<32x8x8x160xf32>
    %ds0b0_act_both = stablehlo.multiply %ds0b0_act_1pt, %ds0b0_act_1ptail : tensor<32x8x8x160xf32>
    %cst_121 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %ds0b0_act_slope = stablehlo.multiply %ds0b0_act_both, %cst_121 : tensor<32x8x8x160xf32>
    %ds0b0_act_x = stablehlo.multiply %ds0b0_fc2_x, %ds0b0_act_slope : tensor<32x8x8x160xf32>
    %ds0b0_fc1_x = stablehlo.dot_general %ds0b0_act_x, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [0] : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_fc1_w_rows = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b0_fc1_w_rows_1 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 16, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b0_fc1_w = stablehlo.dot_general %ds0b0_fc1_w_rows, %ds0b0_fc1_w_rows_1, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x160xf32>, tensor<16x8x8x40xf32>) -> tensor<160x40xf32>
    %ds0b0_fc1_w_rows_2 = "stablehlo.slice"(%ds0b0_act_x) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 160>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x160xf32>) -> tensor<16x8x8x160xf32>
    %ds0b0_fc1_w_rows_3 = "stablehlo.slice"(%s0b0_ln) {start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 32, 8, 8, 40>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x8x8x40xf32>) -> tensor<16x8x8x40xf32>
    %ds0b0_fc1_w_1 = stablehlo.dot_general %ds0b0_fc1_w_rows_2, %ds0b0_fc1_w_rows_3, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<16x8x8x160xf32>, tensor<16x8x8x40xf32>) -> tensor<160x40xf32>
    %ds0b0_fc1_w_2 = stablehlo.add %ds0b0_fc1_w, %ds0b0_fc1_w_1 : tensor<160x40xf32>
    %init_add_377 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b = stablehlo.reduce(%ds0b0_act_x init: %init_add_377) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<32x8x160xf32>
    %init_add_378 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_1 = stablehlo.reduce(%ds0b0_fc1_b init: %init_add_378) applies stablehlo.add across dimensions = [1] : (tensor<32x8x160xf32>, tensor<f32>) -> tensor<32x160xf32>
    %init_add_379 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_fc1_b_2 = stablehlo.reduce(%ds0b0_fc1_b_1 init: %init_add_379) applies stablehlo.add across dimensions = [0] : (tensor<32x160xf32>, tensor<f32>) -> tensor<160xf32>
    %ds0b0_ln_dy_xhat = stablehlo.multiply %ds0b0_fc1_x, %s0b0_ln_xhat : tensor<32x8x8x40xf32>
    %init_add_380 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight = stablehlo.reduce(%ds0b0_ln_dy_xhat init: %init_add_380) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_381 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_1 = stablehlo.reduce(%ds0b0_ln_weight init: %init_add_381) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_382 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_weight_2 = stablehlo.reduce(%ds0b0_ln_weight_1 init: %init_add_382) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %init_add_383 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias = stablehlo.reduce(%ds0b0_fc1_x init: %init_add_383) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_384 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_1 = stablehlo.reduce(%ds0b0_ln_bias init: %init_add_384) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_385 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_bias_2 = stablehlo.reduce(%ds0b0_ln_bias_1 init: %init_add_385) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_ln_xhat = stablehlo.multiply %ds0b0_fc1_x, %ds0b0_ln_weight_b : tensor<32x8x8x40xf32>
    %reshape_64 = stablehlo.reshape %ds0b0_ln_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_386 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum_part = stablehlo.reduce(%reshape_64 init: %init_add_386) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_387 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean1_sum = stablehlo.reduce(%ds0b0_ln_mean1_sum_part init: %init_add_387) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds0b0_ln_mean1_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds0b0_ln_mean1 = stablehlo.divide %ds0b0_ln_mean1_sum, %ds0b0_ln_mean1_n : tensor<32x8x8xf32>
    %ds0b0_ln_mean1_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean1, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_ln_xhat_xhat = stablehlo.multiply %ds0b0_ln_xhat, %s0b0_ln_xhat : tensor<32x8x8x40xf32>
    %reshape_65 = stablehlo.reshape %ds0b0_ln_xhat_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_388 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum_part = stablehlo.reduce(%reshape_65 init: %init_add_388) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_389 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_ln_mean2_sum = stablehlo.reduce(%ds0b0_ln_mean2_sum_part init: %init_add_389) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %ds0b0_ln_mean2_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %ds0b0_ln_mean2 = stablehlo.divide %ds0b0_ln_mean2_sum, %ds0b0_ln_mean2_n : tensor<32x8x8xf32>
    %ds0b0_ln_mean2_b = stablehlo.broadcast_in_dim %ds0b0_ln_mean2, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_ln_c1 = stablehlo.subtract %ds0b0_ln_xhat, %ds0b0_ln_mean1_b : tensor<32x8x8x40xf32>
    %ds0b0_ln_p2 = stablehlo.multiply %s0b0_ln_xhat, %ds0b0_ln_mean2_b : tensor<32x8x8x40xf32>
    %ds0b0_ln_c2 = stablehlo.subtract %ds0b0_ln_c1, %ds0b0_ln_p2 : tensor<32x8x8x40xf32>
    %ds0b0_ln_rstd_b = stablehlo.broadcast_in_dim %s0b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_ln_x = stablehlo.multiply %ds0b0_ln_rstd_b, %ds0b0_ln_c2 : tensor<32x8x8x40xf32>
    %s0b0_dw_w_rev = stablehlo.reverse %stages.0.blocks.0.conv_dw.weight, dims = [2, 3] : tensor<40x1x7x7xf32>
    %ds0b0_dw_x = stablehlo.convolution(%ds0b0_ln_x, %s0b0_dw_w_rev) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 40 : i64} : (tensor<32x8x8x40xf32>, tensor<40x1x7x7xf32>) -> tensor<32x8x8x40xf32>
    %ds0b0_dw_w_xt = stablehlo.transpose %stem_1, dims = [1, 2, 0, 3] : (tensor<32x8x8x40xf32>) -> tensor<8x8x32x40xf32>
    %ds0b0_dw_w_xt_1 = stablehlo.reshape %ds0b0_dw_w_xt : (tensor<8x8x32x40xf32>) -> tensor<1x8x8x1280xf32>
    %ds0b0_dw_w_dyt = stablehlo.transpose %ds0b0_ln_x, dims = [1, 2, 0, 3] : (tensor<32x8x8x40xf32>) -> tensor<8x8x32x40xf32>
    %ds0b0_dw_w_dyt_1 = stablehlo.reshape %ds0b0_dw_w_dyt : (tensor<8x8x32x40xf32>) -> tensor<8x8x1x1280xf32>
    %ds0b0_dw_w_bc = stablehlo.convolution(%ds0b0_dw_w_xt_1, %ds0b0_dw_w_dyt_1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1280 : i64} : (tensor<1x8x8x1280xf32>, tensor<8x8x1x1280xf32>) -> tensor<1x7x8x1280xf32>
    %ds0b0_dw_w_taps = "stablehlo.slice"(%ds0b0_dw_w_bc) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 7, 7, 1280>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x1280xf32>) -> tensor<1x7x7x1280xf32>
    %ds0b0_dw_w_bc_1 = stablehlo.reshape %ds0b0_dw_w_taps : (tensor<1x7x7x1280xf32>) -> tensor<7x7x32x40xf32>
    %init_add_390 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_w_sum = stablehlo.reduce(%ds0b0_dw_w_bc_1 init: %init_add_390) applies stablehlo.add across dimensions = [2] : (tensor<7x7x32x40xf32>, tensor<f32>) -> tensor<7x7x40xf32>
    %ds0b0_dw_w_ckk = stablehlo.transpose %ds0b0_dw_w_sum, dims = [2, 0, 1] : (tensor<7x7x40xf32>) -> tensor<40x7x7xf32>
    %ds0b0_dw_w = stablehlo.reshape %ds0b0_dw_w_ckk : (tensor<40x7x7xf32>) -> tensor<40x1x7x7xf32>
    %init_add_391 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b = stablehlo.reduce(%ds0b0_ln_x init: %init_add_391) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_392 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_1 = stablehlo.reduce(%ds0b0_dw_b init: %init_add_392) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_393 = stablehlo.constant dense<0.0> : tensor<f32>
    %ds0b0_dw_b_2 = stablehlo.reduce(%ds0b0_dw_b_1 init: %init_add_393) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %ds0b0_in = stablehlo.add %ds0b1_in, %ds0b0_dw_x : tensor<32x8x8x40xf32>
    %dstem_1_dy_xhat = stablehlo.multiply %ds0b0_in, %stem_1_xhat : tensor<32x8x8x40xf32>
    %init_add_394 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight = stablehlo.reduce(%dstem_1_dy_xhat init: %init_add_394) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_395 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_1 = stablehlo.reduce(%dstem_1_weight init: %init_add_395) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_396 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_weight_2 = stablehlo.reduce(%dstem_1_weight_1 init: %init_add_396) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %init_add_397 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias = stablehlo.reduce(%ds0b0_in init: %init_add_397) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_398 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_1 = stablehlo.reduce(%dstem_1_bias init: %init_add_398) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_399 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_bias_2 = stablehlo.reduce(%dstem_1_bias_1 init: %init_add_399) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %dstem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %dstem_1_xhat = stablehlo.multiply %ds0b0_in, %dstem_1_weight_b : tensor<32x8x8x40xf32>
    %reshape_66 = stablehlo.reshape %dstem_1_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_400 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum_part = stablehlo.reduce(%reshape_66 init: %init_add_400) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_401 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean1_sum = stablehlo.reduce(%dstem_1_mean1_sum_part init: %init_add_401) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %dstem_1_mean1_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %dstem_1_mean1 = stablehlo.divide %dstem_1_mean1_sum, %dstem_1_mean1_n : tensor<32x8x8xf32>
    %dstem_1_mean1_b = stablehlo.broadcast_in_dim %dstem_1_mean1, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %dstem_1_xhat_xhat = stablehlo.multiply %dstem_1_xhat, %stem_1_xhat : tensor<32x8x8x40xf32>
    %reshape_67 = stablehlo.reshape %dstem_1_xhat_xhat : (tensor<32x8x8x40xf32>) -> tensor<32x8x8x2x20xf32>
    %init_add_402 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum_part = stablehlo.reduce(%reshape_67 init: %init_add_402) applies stablehlo.add across dimensions = [4] : (tensor<32x8x8x2x20xf32>, tensor<f32>) -> tensor<32x8x8x2xf32>
    %init_add_403 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_1_mean2_sum = stablehlo.reduce(%dstem_1_mean2_sum_part init: %init_add_403) applies stablehlo.add across dimensions = [3] : (tensor<32x8x8x2xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %dstem_1_mean2_n = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %dstem_1_mean2 = stablehlo.divide %dstem_1_mean2_sum, %dstem_1_mean2_n : tensor<32x8x8xf32>
    %dstem_1_mean2_b = stablehlo.broadcast_in_dim %dstem_1_mean2, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %dstem_1_c1 = stablehlo.subtract %dstem_1_xhat, %dstem_1_mean1_b : tensor<32x8x8x40xf32>
    %dstem_1_p2 = stablehlo.multiply %stem_1_xhat, %dstem_1_mean2_b : tensor<32x8x8x40xf32>
    %dstem_1_c2 = stablehlo.subtract %dstem_1_c1, %dstem_1_p2 : tensor<32x8x8x40xf32>
    %dstem_1_rstd_b = stablehlo.broadcast_in_dim %stem_1_rstd, dims = [0, 1, 2] : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %dstem_1_x = stablehlo.multiply %dstem_1_rstd_b, %dstem_1_c2 : tensor<32x8x8x40xf32>
    %dstem_0_patches = stablehlo.reshape %x_nhwc : (tensor<32x32x32x3xf32>) -> tensor<32x8x4x8x4x3xf32>
    %dstem_0_w = stablehlo.dot_general %dstem_1_x, %dstem_0_patches, contracting_dims = [0, 1, 2] x [0, 1, 3] : (tensor<32x8x8x40xf32>, tensor<32x8x4x8x4x3xf32>) -> tensor<40x4x4x3xf32>
    %dstem_0_w_1 = stablehlo.optimization_barrier %dstem_0_w : tensor<40x4x4x3xf32>
    %dstem_0_w_2 = stablehlo.transpose %dstem_0_w_1, dims = [0, 3, 1, 2] : (tensor<40x4x4x3xf32>) -> tensor<40x3x4x4xf32>
    %init_add_404 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b = stablehlo.reduce(%dstem_1_x init: %init_add_404) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x40xf32>
    %init_add_405 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_1 = stablehlo.reduce(%dstem_0_b init: %init_add_405) applies stablehlo.add across dimensions = [1] : (tensor<32x8x40xf32>, tensor<f32>) -> tensor<32x40xf32>
    %init_add_406 = stablehlo.constant dense<0.0> : tensor<f32>
    %dstem_0_b_2 = stablehlo.reduce(%dstem_0_b_1 init: %init_add_406) applies stablehlo.add across dimensions = [0] : (tensor<32x40xf32>, tensor<f32>) -> tensor<40xf32>
    %cst_122 = stablehlo.constant dense<0.8999999761581421> : tensor<40x3x4x4xf32>
    %multiply = stablehlo.multiply %cst_122, %stem.0.weight.m : tensor<40x3x4x4xf32>
    %cst_123 = stablehlo.constant dense<0.10000000149011612> : tensor<40x3x4x4xf32>
    %multiply_1 = stablehlo.multiply %cst_123, %dstem_0_w_2 : tensor<40x3x4x4xf32>
    %stem.0.weight.m_new = stablehlo.add %multiply, %multiply_1 : tensor<40x3x4x4xf32>
    %multiply_2 = stablehlo.multiply %dstem_0_w_2, %dstem_0_w_2 : tensor<40x3x4x4xf32>
    %cst_124 = stablehlo.constant dense<0.9990000128746033> : tensor<40x3x4x4xf32>
    %multiply_3 = stablehlo.multiply %cst_124, %stem.0.weight.v : tensor<40x3x4x4xf32>
    %cst_125 = stablehlo.constant dense<0.0010000000474974513> : tensor<40x3x4x4xf32>
    %multiply_4 = stablehlo.multiply %cst_125, %multiply_2 : tensor<40x3x4x4xf32>
    %stem.0.weight.v_new = stablehlo.add %multiply_3, %multiply_4 : tensor<40x3x4x4xf32>
    %bcast = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40x3x4x4xf32>
    %divide = stablehlo.divide %stem.0.weight.m_new, %bcast : tensor<40x3x4x4xf32>
    %bcast_1 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40x3x4x4xf32>
    %divide_1 = stablehlo.divide %stem.0.weight.v_new, %bcast_1 : tensor<40x3x4x4xf32>
    %sqrt = stablehlo.sqrt %divide_1 : tensor<40x3x4x4xf32>
    %cst_126 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40x3x4x4xf32>
    %add = stablehlo.add %sqrt, %cst_126 : tensor<40x3x4x4xf32>
    %stem.0.weight.adam = stablehlo.divide %divide, %add : tensor<40x3x4x4xf32>
    %cst_127 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40x3x4x4xf32>
    %multiply_5 = stablehlo.multiply %cst_127, %stem.0.weight : tensor<40x3x4x4xf32>
    %decayed = stablehlo.add %stem.0.weight.adam, %multiply_5 : tensor<40x3x4x4xf32>
    %bcast_2 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40x3x4x4xf32>
    %multiply_6 = stablehlo.multiply %bcast_2, %decayed : tensor<40x3x4x4xf32>
    %stem.0.weight.new = stablehlo.subtract %stem.0.weight, %multiply_6 : tensor<40x3x4x4xf32>
    %cst_128 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_7 = stablehlo.multiply %cst_128, %stem.0.bias.m : tensor<40xf32>
    %cst_129 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_8 = stablehlo.multiply %cst_129, %dstem_0_b_2 : tensor<40xf32>
    %stem.0.bias.m_new = stablehlo.add %multiply_7, %multiply_8 : tensor<40xf32>
    %multiply_9 = stablehlo.multiply %dstem_0_b_2, %dstem_0_b_2 : tensor<40xf32>
    %cst_130 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_10 = stablehlo.multiply %cst_130, %stem.0.bias.v : tensor<40xf32>
    %cst_131 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_11 = stablehlo.multiply %cst_131, %multiply_9 : tensor<40xf32>
    %stem.0.bias.v_new = stablehlo.add %multiply_10, %multiply_11 : tensor<40xf32>
    %bcast_3 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_2 = stablehlo.divide %stem.0.bias.m_new, %bcast_3 : tensor<40xf32>
    %bcast_4 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_3 = stablehlo.divide %stem.0.bias.v_new, %bcast_4 : tensor<40xf32>
    %sqrt_1 = stablehlo.sqrt %divide_3 : tensor<40xf32>
    %cst_132 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_1 = stablehlo.add %sqrt_1, %cst_132 : tensor<40xf32>
    %stem.0.bias.adam = stablehlo.divide %divide_2, %add_1 : tensor<40xf32>
    %cst_133 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_12 = stablehlo.multiply %cst_133, %stem.0.bias : tensor<40xf32>
    %decayed_1 = stablehlo.add %stem.0.bias.adam, %multiply_12 : tensor<40xf32>
    %bcast_5 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_13 = stablehlo.multiply %bcast_5, %decayed_1 : tensor<40xf32>
    %stem.0.bias.new = stablehlo.subtract %stem.0.bias, %multiply_13 : tensor<40xf32>
    %cst_134 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_14 = stablehlo.multiply %cst_134, %stem.1.weight.m : tensor<40xf32>
    %cst_135 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_15 = stablehlo.multiply %cst_135, %dstem_1_weight_2 : tensor<40xf32>
    %stem.1.weight.m_new = stablehlo.add %multiply_14, %multiply_15 : tensor<40xf32>
    %multiply_16 = stablehlo.multiply %dstem_1_weight_2, %dstem_1_weight_2 : tensor<40xf32>
    %cst_136 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_17 = stablehlo.multiply %cst_136, %stem.1.weight.v : tensor<40xf32>
    %cst_137 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_18 = stablehlo.multiply %cst_137, %multiply_16 : tensor<40xf32>
    %stem.1.weight.v_new = stablehlo.add %multiply_17, %multiply_18 : tensor<40xf32>
    %bcast_6 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_4 = stablehlo.divide %stem.1.weight.m_new, %bcast_6 : tensor<40xf32>
    %bcast_7 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_5 = stablehlo.divide %stem.1.weight.v_new, %bcast_7 : tensor<40xf32>
    %sqrt_2 = stablehlo.sqrt %divide_5 : tensor<40xf32>
    %cst_138 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_2 = stablehlo.add %sqrt_2, %cst_138 : tensor<40xf32>
    %stem.1.weight.adam = stablehlo.divide %divide_4, %add_2 : tensor<40xf32>
    %cst_139 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_19 = stablehlo.multiply %cst_139, %stem.1.weight : tensor<40xf32>
    %decayed_2 = stablehlo.add %stem.1.weight.adam, %multiply_19 : tensor<40xf32>
    %bcast_8 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_20 = stablehlo.multiply %bcast_8, %decayed_2 : tensor<40xf32>
    %stem.1.weight.new = stablehlo.subtract %stem.1.weight, %multiply_20 : tensor<40xf32>
    %cst_140 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_21 = stablehlo.multiply %cst_140, %stem.1.bias.m : tensor<40xf32>
    %cst_141 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_22 = stablehlo.multiply %cst_141, %dstem_1_bias_2 : tensor<40xf32>
    %stem.1.bias.m_new = stablehlo.add %multiply_21, %multiply_22 : tensor<40xf32>
    %multiply_23 = stablehlo.multiply %dstem_1_bias_2, %dstem_1_bias_2 : tensor<40xf32>
    %cst_142 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_24 = stablehlo.multiply %cst_142, %stem.1.bias.v : tensor<40xf32>
    %cst_143 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_25 = stablehlo.multiply %cst_143, %multiply_23 : tensor<40xf32>
    %stem.1.bias.v_new = stablehlo.add %multiply_24, %multiply_25 : tensor<40xf32>
    %bcast_9 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_6 = stablehlo.divide %stem.1.bias.m_new, %bcast_9 : tensor<40xf32>
    %bcast_10 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_7 = stablehlo.divide %stem.1.bias.v_new, %bcast_10 : tensor<40xf32>
    %sqrt_3 = stablehlo.sqrt %divide_7 : tensor<40xf32>
    %cst_144 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_3 = stablehlo.add %sqrt_3, %cst_144 : tensor<40xf32>
    %stem.1.bias.adam = stablehlo.divide %divide_6, %add_3 : tensor<40xf32>
    %cst_145 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_26 = stablehlo.multiply %cst_145, %stem.1.bias : tensor<40xf32>
    %decayed_3 = stablehlo.add %stem.1.bias.adam, %multiply_26 : tensor<40xf32>
    %bcast_11 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_27 = stablehlo.multiply %bcast_11, %decayed_3 : tensor<40xf32>
    %stem.1.bias.new = stablehlo.subtract %stem.1.bias, %multiply_27 : tensor<40xf32>
    %cst_146 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_28 = stablehlo.multiply %cst_146, %stages.0.blocks.0.gamma.m : tensor<40xf32>
    %cst_147 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_29 = stablehlo.multiply %cst_147, %ds0b0_gamma_gamma_2 : tensor<40xf32>
    %stages.0.blocks.0.gamma.m_new = stablehlo.add %multiply_28, %multiply_29 : tensor<40xf32>
    %multiply_30 = stablehlo.multiply %ds0b0_gamma_gamma_2, %ds0b0_gamma_gamma_2 : tensor<40xf32>
    %cst_148 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_31 = stablehlo.multiply %cst_148, %stages.0.blocks.0.gamma.v : tensor<40xf32>
    %cst_149 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_32 = stablehlo.multiply %cst_149, %multiply_30 : tensor<40xf32>
    %stages.0.blocks.0.gamma.v_new = stablehlo.add %multiply_31, %multiply_32 : tensor<40xf32>
    %bcast_12 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_8 = stablehlo.divide %stages.0.blocks.0.gamma.m_new, %bcast_12 : tensor<40xf32>
    %bcast_13 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_9 = stablehlo.divide %stages.0.blocks.0.gamma.v_new, %bcast_13 : tensor<40xf32>
    %sqrt_4 = stablehlo.sqrt %divide_9 : tensor<40xf32>
    %cst_150 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_4 = stablehlo.add %sqrt_4, %cst_150 : tensor<40xf32>
    %stages.0.blocks.0.gamma.adam = stablehlo.divide %divide_8, %add_4 : tensor<40xf32>
    %cst_151 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_33 = stablehlo.multiply %cst_151, %stages.0.blocks.0.gamma : tensor<40xf32>
    %decayed_4 = stablehlo.add %stages.0.blocks.0.gamma.adam, %multiply_33 : tensor<40xf32>
    %bcast_14 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_34 = stablehlo.multiply %bcast_14, %decayed_4 : tensor<40xf32>
    %stages.0.blocks.0.gamma.new = stablehlo.subtract %stages.0.blocks.0.gamma, %multiply_34 : tensor<40xf32>
    %cst_152 = stablehlo.constant dense<0.8999999761581421> : tensor<40x1x7x7xf32>
    %multiply_35 = stablehlo.multiply %cst_152, %stages.0.blocks.0.conv_dw.weight.m : tensor<40x1x7x7xf32>
    %cst_153 = stablehlo.constant dense<0.10000000149011612> : tensor<40x1x7x7xf32>
    %multiply_36 = stablehlo.multiply %cst_153, %ds0b0_dw_w : tensor<40x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_35, %multiply_36 : tensor<40x1x7x7xf32>
    %multiply_37 = stablehlo.multiply %ds0b0_dw_w, %ds0b0_dw_w : tensor<40x1x7x7xf32>
    %cst_154 = stablehlo.constant dense<0.9990000128746033> : tensor<40x1x7x7xf32>
    %multiply_38 = stablehlo.multiply %cst_154, %stages.0.blocks.0.conv_dw.weight.v : tensor<40x1x7x7xf32>
    %cst_155 = stablehlo.constant dense<0.0010000000474974513> : tensor<40x1x7x7xf32>
    %multiply_39 = stablehlo.multiply %cst_155, %multiply_37 : tensor<40x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_38, %multiply_39 : tensor<40x1x7x7xf32>
    %bcast_15 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %divide_10 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.m_new, %bcast_15 : tensor<40x1x7x7xf32>
    %bcast_16 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %divide_11 = stablehlo.divide %stages.0.blocks.0.conv_dw.weight.v_new, %bcast_16 : tensor<40x1x7x7xf32>
    %sqrt_5 = stablehlo.sqrt %divide_11 : tensor<40x1x7x7xf32>
    %cst_156 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40x1x7x7xf32>
    %add_5 = stablehlo.add %sqrt_5, %cst_156 : tensor<40x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_10, %add_5 : tensor<40x1x7x7xf32>
    %cst_157 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40x1x7x7xf32>
    %multiply_40 = stablehlo.multiply %cst_157, %stages.0.blocks.0.conv_dw.weight : tensor<40x1x7x7xf32>
    %decayed_5 = stablehlo.add %stages.0.blocks.0.conv_dw.weight.adam, %multiply_40 : tensor<40x1x7x7xf32>
    %bcast_17 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %multiply_41 = stablehlo.multiply %bcast_17, %decayed_5 : tensor<40x1x7x7xf32>
    %stages.0.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.weight, %multiply_41 : tensor<40x1x7x7xf32>
    %cst_158 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_42 = stablehlo.multiply %cst_158, %stages.0.blocks.0.conv_dw.bias.m : tensor<40xf32>
    %cst_159 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_43 = stablehlo.multiply %cst_159, %ds0b0_dw_b_2 : tensor<40xf32>
    %stages.0.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_42, %multiply_43 : tensor<40xf32>
    %multiply_44 = stablehlo.multiply %ds0b0_dw_b_2, %ds0b0_dw_b_2 : tensor<40xf32>
    %cst_160 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_45 = stablehlo.multiply %cst_160, %stages.0.blocks.0.conv_dw.bias.v : tensor<40xf32>
    %cst_161 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_46 = stablehlo.multiply %cst_161, %multiply_44 : tensor<40xf32>
    %stages.0.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_45, %multiply_46 : tensor<40xf32>
    %bcast_18 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_12 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.m_new, %bcast_18 : tensor<40xf32>
    %bcast_19 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_13 = stablehlo.divide %stages.0.blocks.0.conv_dw.bias.v_new, %bcast_19 : tensor<40xf32>
    %sqrt_6 = stablehlo.sqrt %divide_13 : tensor<40xf32>
    %cst_162 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_6 = stablehlo.add %sqrt_6, %cst_162 : tensor<40xf32>
    %stages.0.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_12, %add_6 : tensor<40xf32>
    %cst_163 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_47 = stablehlo.multiply %cst_163, %stages.0.blocks.0.conv_dw.bias : tensor<40xf32>
    %decayed_6 = stablehlo.add %stages.0.blocks.0.conv_dw.bias.adam, %multiply_47 : tensor<40xf32>
    %bcast_20 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_48 = stablehlo.multiply %bcast_20, %decayed_6 : tensor<40xf32>
    %stages.0.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.0.conv_dw.bias, %multiply_48 : tensor<40xf32>
    %cst_164 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_49 = stablehlo.multiply %cst_164, %stages.0.blocks.0.norm.weight.m : tensor<40xf32>
    %cst_165 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_50 = stablehlo.multiply %cst_165, %ds0b0_ln_weight_2 : tensor<40xf32>
    %stages.0.blocks.0.norm.weight.m_new = stablehlo.add %multiply_49, %multiply_50 : tensor<40xf32>
    %multiply_51 = stablehlo.multiply %ds0b0_ln_weight_2, %ds0b0_ln_weight_2 : tensor<40xf32>
    %cst_166 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_52 = stablehlo.multiply %cst_166, %stages.0.blocks.0.norm.weight.v : tensor<40xf32>
    %cst_167 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_53 = stablehlo.multiply %cst_167, %multiply_51 : tensor<40xf32>
    %stages.0.blocks.0.norm.weight.v_new = stablehlo.add %multiply_52, %multiply_53 : tensor<40xf32>
    %bcast_21 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_14 = stablehlo.divide %stages.0.blocks.0.norm.weight.m_new, %bcast_21 : tensor<40xf32>
    %bcast_22 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_15 = stablehlo.divide %stages.0.blocks.0.norm.weight.v_new, %bcast_22 : tensor<40xf32>
    %sqrt_7 = stablehlo.sqrt %divide_15 : tensor<40xf32>
    %cst_168 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_7 = stablehlo.add %sqrt_7, %cst_168 : tensor<40xf32>
    %stages.0.blocks.0.norm.weight.adam = stablehlo.divide %divide_14, %add_7 : tensor<40xf32>
    %cst_169 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_54 = stablehlo.multiply %cst_169, %stages.0.blocks.0.norm.weight : tensor<40xf32>
    %decayed_7 = stablehlo.add %stages.0.blocks.0.norm.weight.adam, %multiply_54 : tensor<40xf32>
    %bcast_23 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_55 = stablehlo.multiply %bcast_23, %decayed_7 : tensor<40xf32>
    %stages.0.blocks.0.norm.weight.new = stablehlo.subtract %stages.0.blocks.0.norm.weight, %multiply_55 : tensor<40xf32>
    %cst_170 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_56 = stablehlo.multiply %cst_170, %stages.0.blocks.0.norm.bias.m : tensor<40xf32>
    %cst_171 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_57 = stablehlo.multiply %cst_171, %ds0b0_ln_bias_2 : tensor<40xf32>
    %stages.0.blocks.0.norm.bias.m_new = stablehlo.add %multiply_56, %multiply_57 : tensor<40xf32>
    %multiply_58 = stablehlo.multiply %ds0b0_ln_bias_2, %ds0b0_ln_bias_2 : tensor<40xf32>
    %cst_172 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_59 = stablehlo.multiply %cst_172, %stages.0.blocks.0.norm.bias.v : tensor<40xf32>
    %cst_173 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_60 = stablehlo.multiply %cst_173, %multiply_58 : tensor<40xf32>
    %stages.0.blocks.0.norm.bias.v_new = stablehlo.add %multiply_59, %multiply_60 : tensor<40xf32>
    %bcast_24 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_16 = stablehlo.divide %stages.0.blocks.0.norm.bias.m_new, %bcast_24 : tensor<40xf32>
    %bcast_25 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_17 = stablehlo.divide %stages.0.blocks.0.norm.bias.v_new, %bcast_25 : tensor<40xf32>
    %sqrt_8 = stablehlo.sqrt %divide_17 : tensor<40xf32>
    %cst_174 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_8 = stablehlo.add %sqrt_8, %cst_174 : tensor<40xf32>
    %stages.0.blocks.0.norm.bias.adam = stablehlo.divide %divide_16, %add_8 : tensor<40xf32>
    %cst_175 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_61 = stablehlo.multiply %cst_175, %stages.0.blocks.0.norm.bias : tensor<40xf32>
    %decayed_8 = stablehlo.add %stages.0.blocks.0.norm.bias.adam, %multiply_61 : tensor<40xf32>
    %bcast_26 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_62 = stablehlo.multiply %bcast_26, %decayed_8 : tensor<40xf32>
    %stages.0.blocks.0.norm.bias.new = stablehlo.subtract %stages.0.blocks.0.norm.bias, %multiply_62 : tensor<40xf32>
    %cst_176 = stablehlo.constant dense<0.8999999761581421> : tensor<160x40xf32>
    %multiply_63 = stablehlo.multiply %cst_176, %stages.0.blocks.0.mlp.fc1.weight.m : tensor<160x40xf32>
    %cst_177 = stablehlo.constant dense<0.10000000149011612> : tensor<160x40xf32>
    %multiply_64 = stablehlo.multiply %cst_177, %ds0b0_fc1_w_2 : tensor<160x40xf32>
    %stages.0.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_63, %multiply_64 : tensor<160x40xf32>
    %multiply_65 = stablehlo.multiply %ds0b0_fc1_w_2, %ds0b0_fc1_w_2 : tensor<160x40xf32>
    %cst_178 = stablehlo.constant dense<0.9990000128746033> : tensor<160x40xf32>
    %multiply_66 = stablehlo.multiply %cst_178, %stages.0.blocks.0.mlp.fc1.weight.v : tensor<160x40xf32>
    %cst_179 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x40xf32>
    %multiply_67 = stablehlo.multiply %cst_179, %multiply_65 : tensor<160x40xf32>
    %stages.0.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_66, %multiply_67 : tensor<160x40xf32>
    %bcast_27 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %divide_18 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.m_new, %bcast_27 : tensor<160x40xf32>
    %bcast_28 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %divide_19 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.weight.v_new, %bcast_28 : tensor<160x40xf32>
    %sqrt_9 = stablehlo.sqrt %divide_19 : tensor<160x40xf32>
    %cst_180 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x40xf32>
    %add_9 = stablehlo.add %sqrt_9, %cst_180 : tensor<160x40xf32>
    %stages.0.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_18, %add_9 : tensor<160x40xf32>
    %cst_181 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x40xf32>
    %multiply_68 = stablehlo.multiply %cst_181, %stages.0.blocks.0.mlp.fc1.weight : tensor<160x40xf32>
    %decayed_9 = stablehlo.add %stages.0.blocks.0.mlp.fc1.weight.adam, %multiply_68 : tensor<160x40xf32>
    %bcast_29 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %multiply_69 = stablehlo.multiply %bcast_29, %decayed_9 : tensor<160x40xf32>
    %stages.0.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.weight, %multiply_69 : tensor<160x40xf32>
    %cst_182 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_70 = stablehlo.multiply %cst_182, %stages.0.blocks.0.mlp.fc1.bias.m : tensor<160xf32>
    %cst_183 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_71 = stablehlo.multiply %cst_183, %ds0b0_fc1_b_2 : tensor<160xf32>
    %stages.0.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_70, %multiply_71 : tensor<160xf32>
    %multiply_72 = stablehlo.multiply %ds0b0_fc1_b_2, %ds0b0_fc1_b_2 : tensor<160xf32>
    %cst_184 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_73 = stablehlo.multiply %cst_184, %stages.0.blocks.0.mlp.fc1.bias.v : tensor<160xf32>
    %cst_185 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_74 = stablehlo.multiply %cst_185, %multiply_72 : tensor<160xf32>
    %stages.0.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_73, %multiply_74 : tensor<160xf32>
    %bcast_30 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_20 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.m_new, %bcast_30 : tensor<160xf32>
    %bcast_31 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_21 = stablehlo.divide %stages.0.blocks.0.mlp.fc1.bias.v_new, %bcast_31 : tensor<160xf32>
    %sqrt_10 = stablehlo.sqrt %divide_21 : tensor<160xf32>
    %cst_186 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_10 = stablehlo.add %sqrt_10, %cst_186 : tensor<160xf32>
    %stages.0.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_20, %add_10 : tensor<160xf32>
    %cst_187 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_75 = stablehlo.multiply %cst_187, %stages.0.blocks.0.mlp.fc1.bias : tensor<160xf32>
    %decayed_10 = stablehlo.add %stages.0.blocks.0.mlp.fc1.bias.adam, %multiply_75 : tensor<160xf32>
    %bcast_32 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_76 = stablehlo.multiply %bcast_32, %decayed_10 : tensor<160xf32>
    %stages.0.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc1.bias, %multiply_76 : tensor<160xf32>
    %cst_188 = stablehlo.constant dense<0.8999999761581421> : tensor<40x160xf32>
    %multiply_77 = stablehlo.multiply %cst_188, %stages.0.blocks.0.mlp.fc2.weight.m : tensor<40x160xf32>
    %cst_189 = stablehlo.constant dense<0.10000000149011612> : tensor<40x160xf32>
    %multiply_78 = stablehlo.multiply %cst_189, %ds0b0_fc2_w_2 : tensor<40x160xf32>
    %stages.0.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_77, %multiply_78 : tensor<40x160xf32>
    %multiply_79 = stablehlo.multiply %ds0b0_fc2_w_2, %ds0b0_fc2_w_2 : tensor<40x160xf32>
    %cst_190 = stablehlo.constant dense<0.9990000128746033> : tensor<40x160xf32>
    %multiply_80 = stablehlo.multiply %cst_190, %stages.0.blocks.0.mlp.fc2.weight.v : tensor<40x160xf32>
    %cst_191 = stablehlo.constant dense<0.0010000000474974513> : tensor<40x160xf32>
    %multiply_81 = stablehlo.multiply %cst_191, %multiply_79 : tensor<40x160xf32>
    %stages.0.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_80, %multiply_81 : tensor<40x160xf32>
    %bcast_33 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %divide_22 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.m_new, %bcast_33 : tensor<40x160xf32>
    %bcast_34 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %divide_23 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.weight.v_new, %bcast_34 : tensor<40x160xf32>
    %sqrt_11 = stablehlo.sqrt %divide_23 : tensor<40x160xf32>
    %cst_192 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40x160xf32>
    %add_11 = stablehlo.add %sqrt_11, %cst_192 : tensor<40x160xf32>
    %stages.0.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_22, %add_11 : tensor<40x160xf32>
    %cst_193 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40x160xf32>
    %multiply_82 = stablehlo.multiply %cst_193, %stages.0.blocks.0.mlp.fc2.weight : tensor<40x160xf32>
    %decayed_11 = stablehlo.add %stages.0.blocks.0.mlp.fc2.weight.adam, %multiply_82 : tensor<40x160xf32>
    %bcast_35 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %multiply_83 = stablehlo.multiply %bcast_35, %decayed_11 : tensor<40x160xf32>
    %stages.0.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.weight, %multiply_83 : tensor<40x160xf32>
    %cst_194 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_84 = stablehlo.multiply %cst_194, %stages.0.blocks.0.mlp.fc2.bias.m : tensor<40xf32>
    %cst_195 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_85 = stablehlo.multiply %cst_195, %ds0b0_fc2_b_2 : tensor<40xf32>
    %stages.0.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_84, %multiply_85 : tensor<40xf32>
    %multiply_86 = stablehlo.multiply %ds0b0_fc2_b_2, %ds0b0_fc2_b_2 : tensor<40xf32>
    %cst_196 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_87 = stablehlo.multiply %cst_196, %stages.0.blocks.0.mlp.fc2.bias.v : tensor<40xf32>
    %cst_197 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_88 = stablehlo.multiply %cst_197, %multiply_86 : tensor<40xf32>
    %stages.0.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_87, %multiply_88 : tensor<40xf32>
    %bcast_36 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_24 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.m_new, %bcast_36 : tensor<40xf32>
    %bcast_37 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_25 = stablehlo.divide %stages.0.blocks.0.mlp.fc2.bias.v_new, %bcast_37 : tensor<40xf32>
    %sqrt_12 = stablehlo.sqrt %divide_25 : tensor<40xf32>
    %cst_198 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_12 = stablehlo.add %sqrt_12, %cst_198 : tensor<40xf32>
    %stages.0.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_24, %add_12 : tensor<40xf32>
    %cst_199 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_89 = stablehlo.multiply %cst_199, %stages.0.blocks.0.mlp.fc2.bias : tensor<40xf32>
    %decayed_12 = stablehlo.add %stages.0.blocks.0.mlp.fc2.bias.adam, %multiply_89 : tensor<40xf32>
    %bcast_38 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_90 = stablehlo.multiply %bcast_38, %decayed_12 : tensor<40xf32>
    %stages.0.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.0.mlp.fc2.bias, %multiply_90 : tensor<40xf32>
    %cst_200 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_91 = stablehlo.multiply %cst_200, %stages.0.blocks.1.gamma.m : tensor<40xf32>
    %cst_201 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_92 = stablehlo.multiply %cst_201, %ds0b1_gamma_gamma_2 : tensor<40xf32>
    %stages.0.blocks.1.gamma.m_new = stablehlo.add %multiply_91, %multiply_92 : tensor<40xf32>
    %multiply_93 = stablehlo.multiply %ds0b1_gamma_gamma_2, %ds0b1_gamma_gamma_2 : tensor<40xf32>
    %cst_202 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_94 = stablehlo.multiply %cst_202, %stages.0.blocks.1.gamma.v : tensor<40xf32>
    %cst_203 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_95 = stablehlo.multiply %cst_203, %multiply_93 : tensor<40xf32>
    %stages.0.blocks.1.gamma.v_new = stablehlo.add %multiply_94, %multiply_95 : tensor<40xf32>
    %bcast_39 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_26 = stablehlo.divide %stages.0.blocks.1.gamma.m_new, %bcast_39 : tensor<40xf32>
    %bcast_40 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_27 = stablehlo.divide %stages.0.blocks.1.gamma.v_new, %bcast_40 : tensor<40xf32>
    %sqrt_13 = stablehlo.sqrt %divide_27 : tensor<40xf32>
    %cst_204 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_13 = stablehlo.add %sqrt_13, %cst_204 : tensor<40xf32>
    %stages.0.blocks.1.gamma.adam = stablehlo.divide %divide_26, %add_13 : tensor<40xf32>
    %cst_205 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_96 = stablehlo.multiply %cst_205, %stages.0.blocks.1.gamma : tensor<40xf32>
    %decayed_13 = stablehlo.add %stages.0.blocks.1.gamma.adam, %multiply_96 : tensor<40xf32>
    %bcast_41 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_97 = stablehlo.multiply %bcast_41, %decayed_13 : tensor<40xf32>
    %stages.0.blocks.1.gamma.new = stablehlo.subtract %stages.0.blocks.1.gamma, %multiply_97 : tensor<40xf32>
    %cst_206 = stablehlo.constant dense<0.8999999761581421> : tensor<40x1x7x7xf32>
    %multiply_98 = stablehlo.multiply %cst_206, %stages.0.blocks.1.conv_dw.weight.m : tensor<40x1x7x7xf32>
    %cst_207 = stablehlo.constant dense<0.10000000149011612> : tensor<40x1x7x7xf32>
    %multiply_99 = stablehlo.multiply %cst_207, %ds0b1_dw_w : tensor<40x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_98, %multiply_99 : tensor<40x1x7x7xf32>
    %multiply_100 = stablehlo.multiply %ds0b1_dw_w, %ds0b1_dw_w : tensor<40x1x7x7xf32>
    %cst_208 = stablehlo.constant dense<0.9990000128746033> : tensor<40x1x7x7xf32>
    %multiply_101 = stablehlo.multiply %cst_208, %stages.0.blocks.1.conv_dw.weight.v : tensor<40x1x7x7xf32>
    %cst_209 = stablehlo.constant dense<0.0010000000474974513> : tensor<40x1x7x7xf32>
    %multiply_102 = stablehlo.multiply %cst_209, %multiply_100 : tensor<40x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_101, %multiply_102 : tensor<40x1x7x7xf32>
    %bcast_42 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %divide_28 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.m_new, %bcast_42 : tensor<40x1x7x7xf32>
    %bcast_43 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %divide_29 = stablehlo.divide %stages.0.blocks.1.conv_dw.weight.v_new, %bcast_43 : tensor<40x1x7x7xf32>
    %sqrt_14 = stablehlo.sqrt %divide_29 : tensor<40x1x7x7xf32>
    %cst_210 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40x1x7x7xf32>
    %add_14 = stablehlo.add %sqrt_14, %cst_210 : tensor<40x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_28, %add_14 : tensor<40x1x7x7xf32>
    %cst_211 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40x1x7x7xf32>
    %multiply_103 = stablehlo.multiply %cst_211, %stages.0.blocks.1.conv_dw.weight : tensor<40x1x7x7xf32>
    %decayed_14 = stablehlo.add %stages.0.blocks.1.conv_dw.weight.adam, %multiply_103 : tensor<40x1x7x7xf32>
    %bcast_44 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40x1x7x7xf32>
    %multiply_104 = stablehlo.multiply %bcast_44, %decayed_14 : tensor<40x1x7x7xf32>
    %stages.0.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.weight, %multiply_104 : tensor<40x1x7x7xf32>
    %cst_212 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_105 = stablehlo.multiply %cst_212, %stages.0.blocks.1.conv_dw.bias.m : tensor<40xf32>
    %cst_213 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_106 = stablehlo.multiply %cst_213, %ds0b1_dw_b_2 : tensor<40xf32>
    %stages.0.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_105, %multiply_106 : tensor<40xf32>
    %multiply_107 = stablehlo.multiply %ds0b1_dw_b_2, %ds0b1_dw_b_2 : tensor<40xf32>
    %cst_214 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_108 = stablehlo.multiply %cst_214, %stages.0.blocks.1.conv_dw.bias.v : tensor<40xf32>
    %cst_215 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_109 = stablehlo.multiply %cst_215, %multiply_107 : tensor<40xf32>
    %stages.0.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_108, %multiply_109 : tensor<40xf32>
    %bcast_45 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_30 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.m_new, %bcast_45 : tensor<40xf32>
    %bcast_46 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_31 = stablehlo.divide %stages.0.blocks.1.conv_dw.bias.v_new, %bcast_46 : tensor<40xf32>
    %sqrt_15 = stablehlo.sqrt %divide_31 : tensor<40xf32>
    %cst_216 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_15 = stablehlo.add %sqrt_15, %cst_216 : tensor<40xf32>
    %stages.0.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_30, %add_15 : tensor<40xf32>
    %cst_217 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_110 = stablehlo.multiply %cst_217, %stages.0.blocks.1.conv_dw.bias : tensor<40xf32>
    %decayed_15 = stablehlo.add %stages.0.blocks.1.conv_dw.bias.adam, %multiply_110 : tensor<40xf32>
    %bcast_47 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_111 = stablehlo.multiply %bcast_47, %decayed_15 : tensor<40xf32>
    %stages.0.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.0.blocks.1.conv_dw.bias, %multiply_111 : tensor<40xf32>
    %cst_218 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_112 = stablehlo.multiply %cst_218, %stages.0.blocks.1.norm.weight.m : tensor<40xf32>
    %cst_219 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_113 = stablehlo.multiply %cst_219, %ds0b1_ln_weight_2 : tensor<40xf32>
    %stages.0.blocks.1.norm.weight.m_new = stablehlo.add %multiply_112, %multiply_113 : tensor<40xf32>
    %multiply_114 = stablehlo.multiply %ds0b1_ln_weight_2, %ds0b1_ln_weight_2 : tensor<40xf32>
    %cst_220 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_115 = stablehlo.multiply %cst_220, %stages.0.blocks.1.norm.weight.v : tensor<40xf32>
    %cst_221 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_116 = stablehlo.multiply %cst_221, %multiply_114 : tensor<40xf32>
    %stages.0.blocks.1.norm.weight.v_new = stablehlo.add %multiply_115, %multiply_116 : tensor<40xf32>
    %bcast_48 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_32 = stablehlo.divide %stages.0.blocks.1.norm.weight.m_new, %bcast_48 : tensor<40xf32>
    %bcast_49 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_33 = stablehlo.divide %stages.0.blocks.1.norm.weight.v_new, %bcast_49 : tensor<40xf32>
    %sqrt_16 = stablehlo.sqrt %divide_33 : tensor<40xf32>
    %cst_222 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_16 = stablehlo.add %sqrt_16, %cst_222 : tensor<40xf32>
    %stages.0.blocks.1.norm.weight.adam = stablehlo.divide %divide_32, %add_16 : tensor<40xf32>
    %cst_223 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_117 = stablehlo.multiply %cst_223, %stages.0.blocks.1.norm.weight : tensor<40xf32>
    %decayed_16 = stablehlo.add %stages.0.blocks.1.norm.weight.adam, %multiply_117 : tensor<40xf32>
    %bcast_50 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_118 = stablehlo.multiply %bcast_50, %decayed_16 : tensor<40xf32>
    %stages.0.blocks.1.norm.weight.new = stablehlo.subtract %stages.0.blocks.1.norm.weight, %multiply_118 : tensor<40xf32>
    %cst_224 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_119 = stablehlo.multiply %cst_224, %stages.0.blocks.1.norm.bias.m : tensor<40xf32>
    %cst_225 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_120 = stablehlo.multiply %cst_225, %ds0b1_ln_bias_2 : tensor<40xf32>
    %stages.0.blocks.1.norm.bias.m_new = stablehlo.add %multiply_119, %multiply_120 : tensor<40xf32>
    %multiply_121 = stablehlo.multiply %ds0b1_ln_bias_2, %ds0b1_ln_bias_2 : tensor<40xf32>
    %cst_226 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_122 = stablehlo.multiply %cst_226, %stages.0.blocks.1.norm.bias.v : tensor<40xf32>
    %cst_227 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_123 = stablehlo.multiply %cst_227, %multiply_121 : tensor<40xf32>
    %stages.0.blocks.1.norm.bias.v_new = stablehlo.add %multiply_122, %multiply_123 : tensor<40xf32>
    %bcast_51 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_34 = stablehlo.divide %stages.0.blocks.1.norm.bias.m_new, %bcast_51 : tensor<40xf32>
    %bcast_52 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_35 = stablehlo.divide %stages.0.blocks.1.norm.bias.v_new, %bcast_52 : tensor<40xf32>
    %sqrt_17 = stablehlo.sqrt %divide_35 : tensor<40xf32>
    %cst_228 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_17 = stablehlo.add %sqrt_17, %cst_228 : tensor<40xf32>
    %stages.0.blocks.1.norm.bias.adam = stablehlo.divide %divide_34, %add_17 : tensor<40xf32>
    %cst_229 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_124 = stablehlo.multiply %cst_229, %stages.0.blocks.1.norm.bias : tensor<40xf32>
    %decayed_17 = stablehlo.add %stages.0.blocks.1.norm.bias.adam, %multiply_124 : tensor<40xf32>
    %bcast_53 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_125 = stablehlo.multiply %bcast_53, %decayed_17 : tensor<40xf32>
    %stages.0.blocks.1.norm.bias.new = stablehlo.subtract %stages.0.blocks.1.norm.bias, %multiply_125 : tensor<40xf32>
    %cst_230 = stablehlo.constant dense<0.8999999761581421> : tensor<160x40xf32>
    %multiply_126 = stablehlo.multiply %cst_230, %stages.0.blocks.1.mlp.fc1.weight.m : tensor<160x40xf32>
    %cst_231 = stablehlo.constant dense<0.10000000149011612> : tensor<160x40xf32>
    %multiply_127 = stablehlo.multiply %cst_231, %ds0b1_fc1_w_2 : tensor<160x40xf32>
    %stages.0.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_126, %multiply_127 : tensor<160x40xf32>
    %multiply_128 = stablehlo.multiply %ds0b1_fc1_w_2, %ds0b1_fc1_w_2 : tensor<160x40xf32>
    %cst_232 = stablehlo.constant dense<0.9990000128746033> : tensor<160x40xf32>
    %multiply_129 = stablehlo.multiply %cst_232, %stages.0.blocks.1.mlp.fc1.weight.v : tensor<160x40xf32>
    %cst_233 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x40xf32>
    %multiply_130 = stablehlo.multiply %cst_233, %multiply_128 : tensor<160x40xf32>
    %stages.0.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_129, %multiply_130 : tensor<160x40xf32>
    %bcast_54 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %divide_36 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.m_new, %bcast_54 : tensor<160x40xf32>
    %bcast_55 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %divide_37 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.weight.v_new, %bcast_55 : tensor<160x40xf32>
    %sqrt_18 = stablehlo.sqrt %divide_37 : tensor<160x40xf32>
    %cst_234 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x40xf32>
    %add_18 = stablehlo.add %sqrt_18, %cst_234 : tensor<160x40xf32>
    %stages.0.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_36, %add_18 : tensor<160x40xf32>
    %cst_235 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x40xf32>
    %multiply_131 = stablehlo.multiply %cst_235, %stages.0.blocks.1.mlp.fc1.weight : tensor<160x40xf32>
    %decayed_18 = stablehlo.add %stages.0.blocks.1.mlp.fc1.weight.adam, %multiply_131 : tensor<160x40xf32>
    %bcast_56 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x40xf32>
    %multiply_132 = stablehlo.multiply %bcast_56, %decayed_18 : tensor<160x40xf32>
    %stages.0.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.weight, %multiply_132 : tensor<160x40xf32>
    %cst_236 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_133 = stablehlo.multiply %cst_236, %stages.0.blocks.1.mlp.fc1.bias.m : tensor<160xf32>
    %cst_237 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_134 = stablehlo.multiply %cst_237, %ds0b1_fc1_b_2 : tensor<160xf32>
    %stages.0.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_133, %multiply_134 : tensor<160xf32>
    %multiply_135 = stablehlo.multiply %ds0b1_fc1_b_2, %ds0b1_fc1_b_2 : tensor<160xf32>
    %cst_238 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_136 = stablehlo.multiply %cst_238, %stages.0.blocks.1.mlp.fc1.bias.v : tensor<160xf32>
    %cst_239 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_137 = stablehlo.multiply %cst_239, %multiply_135 : tensor<160xf32>
    %stages.0.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_136, %multiply_137 : tensor<160xf32>
    %bcast_57 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_38 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.m_new, %bcast_57 : tensor<160xf32>
    %bcast_58 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_39 = stablehlo.divide %stages.0.blocks.1.mlp.fc1.bias.v_new, %bcast_58 : tensor<160xf32>
    %sqrt_19 = stablehlo.sqrt %divide_39 : tensor<160xf32>
    %cst_240 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_19 = stablehlo.add %sqrt_19, %cst_240 : tensor<160xf32>
    %stages.0.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_38, %add_19 : tensor<160xf32>
    %cst_241 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_138 = stablehlo.multiply %cst_241, %stages.0.blocks.1.mlp.fc1.bias : tensor<160xf32>
    %decayed_19 = stablehlo.add %stages.0.blocks.1.mlp.fc1.bias.adam, %multiply_138 : tensor<160xf32>
    %bcast_59 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_139 = stablehlo.multiply %bcast_59, %decayed_19 : tensor<160xf32>
    %stages.0.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc1.bias, %multiply_139 : tensor<160xf32>
    %cst_242 = stablehlo.constant dense<0.8999999761581421> : tensor<40x160xf32>
    %multiply_140 = stablehlo.multiply %cst_242, %stages.0.blocks.1.mlp.fc2.weight.m : tensor<40x160xf32>
    %cst_243 = stablehlo.constant dense<0.10000000149011612> : tensor<40x160xf32>
    %multiply_141 = stablehlo.multiply %cst_243, %ds0b1_fc2_w_2 : tensor<40x160xf32>
    %stages.0.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_140, %multiply_141 : tensor<40x160xf32>
    %multiply_142 = stablehlo.multiply %ds0b1_fc2_w_2, %ds0b1_fc2_w_2 : tensor<40x160xf32>
    %cst_244 = stablehlo.constant dense<0.9990000128746033> : tensor<40x160xf32>
    %multiply_143 = stablehlo.multiply %cst_244, %stages.0.blocks.1.mlp.fc2.weight.v : tensor<40x160xf32>
    %cst_245 = stablehlo.constant dense<0.0010000000474974513> : tensor<40x160xf32>
    %multiply_144 = stablehlo.multiply %cst_245, %multiply_142 : tensor<40x160xf32>
    %stages.0.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_143, %multiply_144 : tensor<40x160xf32>
    %bcast_60 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %divide_40 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.m_new, %bcast_60 : tensor<40x160xf32>
    %bcast_61 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %divide_41 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.weight.v_new, %bcast_61 : tensor<40x160xf32>
    %sqrt_20 = stablehlo.sqrt %divide_41 : tensor<40x160xf32>
    %cst_246 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40x160xf32>
    %add_20 = stablehlo.add %sqrt_20, %cst_246 : tensor<40x160xf32>
    %stages.0.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_40, %add_20 : tensor<40x160xf32>
    %cst_247 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40x160xf32>
    %multiply_145 = stablehlo.multiply %cst_247, %stages.0.blocks.1.mlp.fc2.weight : tensor<40x160xf32>
    %decayed_20 = stablehlo.add %stages.0.blocks.1.mlp.fc2.weight.adam, %multiply_145 : tensor<40x160xf32>
    %bcast_62 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %multiply_146 = stablehlo.multiply %bcast_62, %decayed_20 : tensor<40x160xf32>
    %stages.0.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.weight, %multiply_146 : tensor<40x160xf32>
    %cst_248 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_147 = stablehlo.multiply %cst_248, %stages.0.blocks.1.mlp.fc2.bias.m : tensor<40xf32>
    %cst_249 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_148 = stablehlo.multiply %cst_249, %ds0b1_fc2_b_2 : tensor<40xf32>
    %stages.0.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_147, %multiply_148 : tensor<40xf32>
    %multiply_149 = stablehlo.multiply %ds0b1_fc2_b_2, %ds0b1_fc2_b_2 : tensor<40xf32>
    %cst_250 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_150 = stablehlo.multiply %cst_250, %stages.0.blocks.1.mlp.fc2.bias.v : tensor<40xf32>
    %cst_251 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_151 = stablehlo.multiply %cst_251, %multiply_149 : tensor<40xf32>
    %stages.0.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_150, %multiply_151 : tensor<40xf32>
    %bcast_63 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_42 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.m_new, %bcast_63 : tensor<40xf32>
    %bcast_64 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_43 = stablehlo.divide %stages.0.blocks.1.mlp.fc2.bias.v_new, %bcast_64 : tensor<40xf32>
    %sqrt_21 = stablehlo.sqrt %divide_43 : tensor<40xf32>
    %cst_252 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_21 = stablehlo.add %sqrt_21, %cst_252 : tensor<40xf32>
    %stages.0.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_42, %add_21 : tensor<40xf32>
    %cst_253 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_152 = stablehlo.multiply %cst_253, %stages.0.blocks.1.mlp.fc2.bias : tensor<40xf32>
    %decayed_21 = stablehlo.add %stages.0.blocks.1.mlp.fc2.bias.adam, %multiply_152 : tensor<40xf32>
    %bcast_65 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_153 = stablehlo.multiply %bcast_65, %decayed_21 : tensor<40xf32>
    %stages.0.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.0.blocks.1.mlp.fc2.bias, %multiply_153 : tensor<40xf32>
    %cst_254 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_154 = stablehlo.multiply %cst_254, %stages.1.downsample.0.weight.m : tensor<40xf32>
    %cst_255 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_155 = stablehlo.multiply %cst_255, %ds1_down0_weight_2 : tensor<40xf32>
    %stages.1.downsample.0.weight.m_new = stablehlo.add %multiply_154, %multiply_155 : tensor<40xf32>
    %multiply_156 = stablehlo.multiply %ds1_down0_weight_2, %ds1_down0_weight_2 : tensor<40xf32>
    %cst_256 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_157 = stablehlo.multiply %cst_256, %stages.1.downsample.0.weight.v : tensor<40xf32>
    %cst_257 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_158 = stablehlo.multiply %cst_257, %multiply_156 : tensor<40xf32>
    %stages.1.downsample.0.weight.v_new = stablehlo.add %multiply_157, %multiply_158 : tensor<40xf32>
    %bcast_66 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_44 = stablehlo.divide %stages.1.downsample.0.weight.m_new, %bcast_66 : tensor<40xf32>
    %bcast_67 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_45 = stablehlo.divide %stages.1.downsample.0.weight.v_new, %bcast_67 : tensor<40xf32>
    %sqrt_22 = stablehlo.sqrt %divide_45 : tensor<40xf32>
    %cst_258 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_22 = stablehlo.add %sqrt_22, %cst_258 : tensor<40xf32>
    %stages.1.downsample.0.weight.adam = stablehlo.divide %divide_44, %add_22 : tensor<40xf32>
    %cst_259 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_159 = stablehlo.multiply %cst_259, %stages.1.downsample.0.weight : tensor<40xf32>
    %decayed_22 = stablehlo.add %stages.1.downsample.0.weight.adam, %multiply_159 : tensor<40xf32>
    %bcast_68 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_160 = stablehlo.multiply %bcast_68, %decayed_22 : tensor<40xf32>
    %stages.1.downsample.0.weight.new = stablehlo.subtract %stages.1.downsample.0.weight, %multiply_160 : tensor<40xf32>
    %cst_260 = stablehlo.constant dense<0.8999999761581421> : tensor<40xf32>
    %multiply_161 = stablehlo.multiply %cst_260, %stages.1.downsample.0.bias.m : tensor<40xf32>
    %cst_261 = stablehlo.constant dense<0.10000000149011612> : tensor<40xf32>
    %multiply_162 = stablehlo.multiply %cst_261, %ds1_down0_bias_2 : tensor<40xf32>
    %stages.1.downsample.0.bias.m_new = stablehlo.add %multiply_161, %multiply_162 : tensor<40xf32>
    %multiply_163 = stablehlo.multiply %ds1_down0_bias_2, %ds1_down0_bias_2 : tensor<40xf32>
    %cst_262 = stablehlo.constant dense<0.9990000128746033> : tensor<40xf32>
    %multiply_164 = stablehlo.multiply %cst_262, %stages.1.downsample.0.bias.v : tensor<40xf32>
    %cst_263 = stablehlo.constant dense<0.0010000000474974513> : tensor<40xf32>
    %multiply_165 = stablehlo.multiply %cst_263, %multiply_163 : tensor<40xf32>
    %stages.1.downsample.0.bias.v_new = stablehlo.add %multiply_164, %multiply_165 : tensor<40xf32>
    %bcast_69 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_46 = stablehlo.divide %stages.1.downsample.0.bias.m_new, %bcast_69 : tensor<40xf32>
    %bcast_70 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %divide_47 = stablehlo.divide %stages.1.downsample.0.bias.v_new, %bcast_70 : tensor<40xf32>
    %sqrt_23 = stablehlo.sqrt %divide_47 : tensor<40xf32>
    %cst_264 = stablehlo.constant dense<9.99999993922529e-09> : tensor<40xf32>
    %add_23 = stablehlo.add %sqrt_23, %cst_264 : tensor<40xf32>
    %stages.1.downsample.0.bias.adam = stablehlo.divide %divide_46, %add_23 : tensor<40xf32>
    %cst_265 = stablehlo.constant dense<9.999999747378752e-05> : tensor<40xf32>
    %multiply_166 = stablehlo.multiply %cst_265, %stages.1.downsample.0.bias : tensor<40xf32>
    %decayed_23 = stablehlo.add %stages.1.downsample.0.bias.adam, %multiply_166 : tensor<40xf32>
    %bcast_71 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %multiply_167 = stablehlo.multiply %bcast_71, %decayed_23 : tensor<40xf32>
    %stages.1.downsample.0.bias.new = stablehlo.subtract %stages.1.downsample.0.bias, %multiply_167 : tensor<40xf32>
    %cst_266 = stablehlo.constant dense<0.8999999761581421> : tensor<80x40x2x2xf32>
    %multiply_168 = stablehlo.multiply %cst_266, %stages.1.downsample.1.weight.m : tensor<80x40x2x2xf32>
    %cst_267 = stablehlo.constant dense<0.10000000149011612> : tensor<80x40x2x2xf32>
    %multiply_169 = stablehlo.multiply %cst_267, %ds1_down1_w_2 : tensor<80x40x2x2xf32>
    %stages.1.downsample.1.weight.m_new = stablehlo.add %multiply_168, %multiply_169 : tensor<80x40x2x2xf32>
    %multiply_170 = stablehlo.multiply %ds1_down1_w_2, %ds1_down1_w_2 : tensor<80x40x2x2xf32>
    %cst_268 = stablehlo.constant dense<0.9990000128746033> : tensor<80x40x2x2xf32>
    %multiply_171 = stablehlo.multiply %cst_268, %stages.1.downsample.1.weight.v : tensor<80x40x2x2xf32>
    %cst_269 = stablehlo.constant dense<0.0010000000474974513> : tensor<80x40x2x2xf32>
    %multiply_172 = stablehlo.multiply %cst_269, %multiply_170 : tensor<80x40x2x2xf32>
    %stages.1.downsample.1.weight.v_new = stablehlo.add %multiply_171, %multiply_172 : tensor<80x40x2x2xf32>
    %bcast_72 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80x40x2x2xf32>
    %divide_48 = stablehlo.divide %stages.1.downsample.1.weight.m_new, %bcast_72 : tensor<80x40x2x2xf32>
    %bcast_73 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80x40x2x2xf32>
    %divide_49 = stablehlo.divide %stages.1.downsample.1.weight.v_new, %bcast_73 : tensor<80x40x2x2xf32>
    %sqrt_24 = stablehlo.sqrt %divide_49 : tensor<80x40x2x2xf32>
    %cst_270 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80x40x2x2xf32>
    %add_24 = stablehlo.add %sqrt_24, %cst_270 : tensor<80x40x2x2xf32>
    %stages.1.downsample.1.weight.adam = stablehlo.divide %divide_48, %add_24 : tensor<80x40x2x2xf32>
    %cst_271 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80x40x2x2xf32>
    %multiply_173 = stablehlo.multiply %cst_271, %stages.1.downsample.1.weight : tensor<80x40x2x2xf32>
    %decayed_24 = stablehlo.add %stages.1.downsample.1.weight.adam, %multiply_173 : tensor<80x40x2x2xf32>
    %bcast_74 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80x40x2x2xf32>
    %multiply_174 = stablehlo.multiply %bcast_74, %decayed_24 : tensor<80x40x2x2xf32>
    %stages.1.downsample.1.weight.new = stablehlo.subtract %stages.1.downsample.1.weight, %multiply_174 : tensor<80x40x2x2xf32>
    %cst_272 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_175 = stablehlo.multiply %cst_272, %stages.1.downsample.1.bias.m : tensor<80xf32>
    %cst_273 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_176 = stablehlo.multiply %cst_273, %ds1_down1_b_2 : tensor<80xf32>
    %stages.1.downsample.1.bias.m_new = stablehlo.add %multiply_175, %multiply_176 : tensor<80xf32>
    %multiply_177 = stablehlo.multiply %ds1_down1_b_2, %ds1_down1_b_2 : tensor<80xf32>
    %cst_274 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_178 = stablehlo.multiply %cst_274, %stages.1.downsample.1.bias.v : tensor<80xf32>
    %cst_275 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_179 = stablehlo.multiply %cst_275, %multiply_177 : tensor<80xf32>
    %stages.1.downsample.1.bias.v_new = stablehlo.add %multiply_178, %multiply_179 : tensor<80xf32>
    %bcast_75 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_50 = stablehlo.divide %stages.1.downsample.1.bias.m_new, %bcast_75 : tensor<80xf32>
    %bcast_76 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_51 = stablehlo.divide %stages.1.downsample.1.bias.v_new, %bcast_76 : tensor<80xf32>
    %sqrt_25 = stablehlo.sqrt %divide_51 : tensor<80xf32>
    %cst_276 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_25 = stablehlo.add %sqrt_25, %cst_276 : tensor<80xf32>
    %stages.1.downsample.1.bias.adam = stablehlo.divide %divide_50, %add_25 : tensor<80xf32>
    %cst_277 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_180 = stablehlo.multiply %cst_277, %stages.1.downsample.1.bias : tensor<80xf32>
    %decayed_25 = stablehlo.add %stages.1.downsample.1.bias.adam, %multiply_180 : tensor<80xf32>
    %bcast_77 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_181 = stablehlo.multiply %bcast_77, %decayed_25 : tensor<80xf32>
    %stages.1.downsample.1.bias.new = stablehlo.subtract %stages.1.downsample.1.bias, %multiply_181 : tensor<80xf32>
    %cst_278 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_182 = stablehlo.multiply %cst_278, %stages.1.blocks.0.gamma.m : tensor<80xf32>
    %cst_279 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_183 = stablehlo.multiply %cst_279, %ds1b0_gamma_gamma_2 : tensor<80xf32>
    %stages.1.blocks.0.gamma.m_new = stablehlo.add %multiply_182, %multiply_183 : tensor<80xf32>
    %multiply_184 = stablehlo.multiply %ds1b0_gamma_gamma_2, %ds1b0_gamma_gamma_2 : tensor<80xf32>
    %cst_280 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_185 = stablehlo.multiply %cst_280, %stages.1.blocks.0.gamma.v : tensor<80xf32>
    %cst_281 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_186 = stablehlo.multiply %cst_281, %multiply_184 : tensor<80xf32>
    %stages.1.blocks.0.gamma.v_new = stablehlo.add %multiply_185, %multiply_186 : tensor<80xf32>
    %bcast_78 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_52 = stablehlo.divide %stages.1.blocks.0.gamma.m_new, %bcast_78 : tensor<80xf32>
    %bcast_79 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_53 = stablehlo.divide %stages.1.blocks.0.gamma.v_new, %bcast_79 : tensor<80xf32>
    %sqrt_26 = stablehlo.sqrt %divide_53 : tensor<80xf32>
    %cst_282 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_26 = stablehlo.add %sqrt_26, %cst_282 : tensor<80xf32>
    %stages.1.blocks.0.gamma.adam = stablehlo.divide %divide_52, %add_26 : tensor<80xf32>
    %cst_283 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_187 = stablehlo.multiply %cst_283, %stages.1.blocks.0.gamma : tensor<80xf32>
    %decayed_26 = stablehlo.add %stages.1.blocks.0.gamma.adam, %multiply_187 : tensor<80xf32>
    %bcast_80 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_188 = stablehlo.multiply %bcast_80, %decayed_26 : tensor<80xf32>
    %stages.1.blocks.0.gamma.new = stablehlo.subtract %stages.1.blocks.0.gamma, %multiply_188 : tensor<80xf32>
    %cst_284 = stablehlo.constant dense<0.8999999761581421> : tensor<80x1x7x7xf32>
    %multiply_189 = stablehlo.multiply %cst_284, %stages.1.blocks.0.conv_dw.weight.m : tensor<80x1x7x7xf32>
    %cst_285 = stablehlo.constant dense<0.10000000149011612> : tensor<80x1x7x7xf32>
    %multiply_190 = stablehlo.multiply %cst_285, %ds1b0_dw_w : tensor<80x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_189, %multiply_190 : tensor<80x1x7x7xf32>
    %multiply_191 = stablehlo.multiply %ds1b0_dw_w, %ds1b0_dw_w : tensor<80x1x7x7xf32>
    %cst_286 = stablehlo.constant dense<0.9990000128746033> : tensor<80x1x7x7xf32>
    %multiply_192 = stablehlo.multiply %cst_286, %stages.1.blocks.0.conv_dw.weight.v : tensor<80x1x7x7xf32>
    %cst_287 = stablehlo.constant dense<0.0010000000474974513> : tensor<80x1x7x7xf32>
    %multiply_193 = stablehlo.multiply %cst_287, %multiply_191 : tensor<80x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_192, %multiply_193 : tensor<80x1x7x7xf32>
    %bcast_81 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %divide_54 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.m_new, %bcast_81 : tensor<80x1x7x7xf32>
    %bcast_82 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %divide_55 = stablehlo.divide %stages.1.blocks.0.conv_dw.weight.v_new, %bcast_82 : tensor<80x1x7x7xf32>
    %sqrt_27 = stablehlo.sqrt %divide_55 : tensor<80x1x7x7xf32>
    %cst_288 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80x1x7x7xf32>
    %add_27 = stablehlo.add %sqrt_27, %cst_288 : tensor<80x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_54, %add_27 : tensor<80x1x7x7xf32>
    %cst_289 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80x1x7x7xf32>
    %multiply_194 = stablehlo.multiply %cst_289, %stages.1.blocks.0.conv_dw.weight : tensor<80x1x7x7xf32>
    %decayed_27 = stablehlo.add %stages.1.blocks.0.conv_dw.weight.adam, %multiply_194 : tensor<80x1x7x7xf32>
    %bcast_83 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %multiply_195 = stablehlo.multiply %bcast_83, %decayed_27 : tensor<80x1x7x7xf32>
    %stages.1.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.weight, %multiply_195 : tensor<80x1x7x7xf32>
    %cst_290 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_196 = stablehlo.multiply %cst_290, %stages.1.blocks.0.conv_dw.bias.m : tensor<80xf32>
    %cst_291 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_197 = stablehlo.multiply %cst_291, %ds1b0_dw_b_2 : tensor<80xf32>
    %stages.1.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_196, %multiply_197 : tensor<80xf32>
    %multiply_198 = stablehlo.multiply %ds1b0_dw_b_2, %ds1b0_dw_b_2 : tensor<80xf32>
    %cst_292 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_199 = stablehlo.multiply %cst_292, %stages.1.blocks.0.conv_dw.bias.v : tensor<80xf32>
    %cst_293 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_200 = stablehlo.multiply %cst_293, %multiply_198 : tensor<80xf32>
    %stages.1.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_199, %multiply_200 : tensor<80xf32>
    %bcast_84 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_56 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.m_new, %bcast_84 : tensor<80xf32>
    %bcast_85 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_57 = stablehlo.divide %stages.1.blocks.0.conv_dw.bias.v_new, %bcast_85 : tensor<80xf32>
    %sqrt_28 = stablehlo.sqrt %divide_57 : tensor<80xf32>
    %cst_294 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_28 = stablehlo.add %sqrt_28, %cst_294 : tensor<80xf32>
    %stages.1.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_56, %add_28 : tensor<80xf32>
    %cst_295 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_201 = stablehlo.multiply %cst_295, %stages.1.blocks.0.conv_dw.bias : tensor<80xf32>
    %decayed_28 = stablehlo.add %stages.1.blocks.0.conv_dw.bias.adam, %multiply_201 : tensor<80xf32>
    %bcast_86 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_202 = stablehlo.multiply %bcast_86, %decayed_28 : tensor<80xf32>
    %stages.1.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.0.conv_dw.bias, %multiply_202 : tensor<80xf32>
    %cst_296 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_203 = stablehlo.multiply %cst_296, %stages.1.blocks.0.norm.weight.m : tensor<80xf32>
    %cst_297 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_204 = stablehlo.multiply %cst_297, %ds1b0_ln_weight_2 : tensor<80xf32>
    %stages.1.blocks.0.norm.weight.m_new = stablehlo.add %multiply_203, %multiply_204 : tensor<80xf32>
    %multiply_205 = stablehlo.multiply %ds1b0_ln_weight_2, %ds1b0_ln_weight_2 : tensor<80xf32>
    %cst_298 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_206 = stablehlo.multiply %cst_298, %stages.1.blocks.0.norm.weight.v : tensor<80xf32>
    %cst_299 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_207 = stablehlo.multiply %cst_299, %multiply_205 : tensor<80xf32>
    %stages.1.blocks.0.norm.weight.v_new = stablehlo.add %multiply_206, %multiply_207 : tensor<80xf32>
    %bcast_87 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_58 = stablehlo.divide %stages.1.blocks.0.norm.weight.m_new, %bcast_87 : tensor<80xf32>
    %bcast_88 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_59 = stablehlo.divide %stages.1.blocks.0.norm.weight.v_new, %bcast_88 : tensor<80xf32>
    %sqrt_29 = stablehlo.sqrt %divide_59 : tensor<80xf32>
    %cst_300 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_29 = stablehlo.add %sqrt_29, %cst_300 : tensor<80xf32>
    %stages.1.blocks.0.norm.weight.adam = stablehlo.divide %divide_58, %add_29 : tensor<80xf32>
    %cst_301 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_208 = stablehlo.multiply %cst_301, %stages.1.blocks.0.norm.weight : tensor<80xf32>
    %decayed_29 = stablehlo.add %stages.1.blocks.0.norm.weight.adam, %multiply_208 : tensor<80xf32>
    %bcast_89 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_209 = stablehlo.multiply %bcast_89, %decayed_29 : tensor<80xf32>
    %stages.1.blocks.0.norm.weight.new = stablehlo.subtract %stages.1.blocks.0.norm.weight, %multiply_209 : tensor<80xf32>
    %cst_302 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_210 = stablehlo.multiply %cst_302, %stages.1.blocks.0.norm.bias.m : tensor<80xf32>
    %cst_303 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_211 = stablehlo.multiply %cst_303, %ds1b0_ln_bias_2 : tensor<80xf32>
    %stages.1.blocks.0.norm.bias.m_new = stablehlo.add %multiply_210, %multiply_211 : tensor<80xf32>
    %multiply_212 = stablehlo.multiply %ds1b0_ln_bias_2, %ds1b0_ln_bias_2 : tensor<80xf32>
    %cst_304 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_213 = stablehlo.multiply %cst_304, %stages.1.blocks.0.norm.bias.v : tensor<80xf32>
    %cst_305 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_214 = stablehlo.multiply %cst_305, %multiply_212 : tensor<80xf32>
    %stages.1.blocks.0.norm.bias.v_new = stablehlo.add %multiply_213, %multiply_214 : tensor<80xf32>
    %bcast_90 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_60 = stablehlo.divide %stages.1.blocks.0.norm.bias.m_new, %bcast_90 : tensor<80xf32>
    %bcast_91 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_61 = stablehlo.divide %stages.1.blocks.0.norm.bias.v_new, %bcast_91 : tensor<80xf32>
    %sqrt_30 = stablehlo.sqrt %divide_61 : tensor<80xf32>
    %cst_306 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_30 = stablehlo.add %sqrt_30, %cst_306 : tensor<80xf32>
    %stages.1.blocks.0.norm.bias.adam = stablehlo.divide %divide_60, %add_30 : tensor<80xf32>
    %cst_307 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_215 = stablehlo.multiply %cst_307, %stages.1.blocks.0.norm.bias : tensor<80xf32>
    %decayed_30 = stablehlo.add %stages.1.blocks.0.norm.bias.adam, %multiply_215 : tensor<80xf32>
    %bcast_92 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_216 = stablehlo.multiply %bcast_92, %decayed_30 : tensor<80xf32>
    %stages.1.blocks.0.norm.bias.new = stablehlo.subtract %stages.1.blocks.0.norm.bias, %multiply_216 : tensor<80xf32>
    %cst_308 = stablehlo.constant dense<0.8999999761581421> : tensor<320x80xf32>
    %multiply_217 = stablehlo.multiply %cst_308, %stages.1.blocks.0.mlp.fc1.weight.m : tensor<320x80xf32>
    %cst_309 = stablehlo.constant dense<0.10000000149011612> : tensor<320x80xf32>
    %multiply_218 = stablehlo.multiply %cst_309, %ds1b0_fc1_w : tensor<320x80xf32>
    %stages.1.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_217, %multiply_218 : tensor<320x80xf32>
    %multiply_219 = stablehlo.multiply %ds1b0_fc1_w, %ds1b0_fc1_w : tensor<320x80xf32>
    %cst_310 = stablehlo.constant dense<0.9990000128746033> : tensor<320x80xf32>
    %multiply_220 = stablehlo.multiply %cst_310, %stages.1.blocks.0.mlp.fc1.weight.v : tensor<320x80xf32>
    %cst_311 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x80xf32>
    %multiply_221 = stablehlo.multiply %cst_311, %multiply_219 : tensor<320x80xf32>
    %stages.1.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_220, %multiply_221 : tensor<320x80xf32>
    %bcast_93 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %divide_62 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.m_new, %bcast_93 : tensor<320x80xf32>
    %bcast_94 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %divide_63 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.weight.v_new, %bcast_94 : tensor<320x80xf32>
    %sqrt_31 = stablehlo.sqrt %divide_63 : tensor<320x80xf32>
    %cst_312 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x80xf32>
    %add_31 = stablehlo.add %sqrt_31, %cst_312 : tensor<320x80xf32>
    %stages.1.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_62, %add_31 : tensor<320x80xf32>
    %cst_313 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x80xf32>
    %multiply_222 = stablehlo.multiply %cst_313, %stages.1.blocks.0.mlp.fc1.weight : tensor<320x80xf32>
    %decayed_31 = stablehlo.add %stages.1.blocks.0.mlp.fc1.weight.adam, %multiply_222 : tensor<320x80xf32>
    %bcast_95 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %multiply_223 = stablehlo.multiply %bcast_95, %decayed_31 : tensor<320x80xf32>
    %stages.1.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.weight, %multiply_223 : tensor<320x80xf32>
    %cst_314 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_224 = stablehlo.multiply %cst_314, %stages.1.blocks.0.mlp.fc1.bias.m : tensor<320xf32>
    %cst_315 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_225 = stablehlo.multiply %cst_315, %ds1b0_fc1_b_2 : tensor<320xf32>
    %stages.1.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_224, %multiply_225 : tensor<320xf32>
    %multiply_226 = stablehlo.multiply %ds1b0_fc1_b_2, %ds1b0_fc1_b_2 : tensor<320xf32>
    %cst_316 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_227 = stablehlo.multiply %cst_316, %stages.1.blocks.0.mlp.fc1.bias.v : tensor<320xf32>
    %cst_317 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_228 = stablehlo.multiply %cst_317, %multiply_226 : tensor<320xf32>
    %stages.1.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_227, %multiply_228 : tensor<320xf32>
    %bcast_96 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_64 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.m_new, %bcast_96 : tensor<320xf32>
    %bcast_97 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_65 = stablehlo.divide %stages.1.blocks.0.mlp.fc1.bias.v_new, %bcast_97 : tensor<320xf32>
    %sqrt_32 = stablehlo.sqrt %divide_65 : tensor<320xf32>
    %cst_318 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_32 = stablehlo.add %sqrt_32, %cst_318 : tensor<320xf32>
    %stages.1.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_64, %add_32 : tensor<320xf32>
    %cst_319 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_229 = stablehlo.multiply %cst_319, %stages.1.blocks.0.mlp.fc1.bias : tensor<320xf32>
    %decayed_32 = stablehlo.add %stages.1.blocks.0.mlp.fc1.bias.adam, %multiply_229 : tensor<320xf32>
    %bcast_98 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_230 = stablehlo.multiply %bcast_98, %decayed_32 : tensor<320xf32>
    %stages.1.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc1.bias, %multiply_230 : tensor<320xf32>
    %cst_320 = stablehlo.constant dense<0.8999999761581421> : tensor<80x320xf32>
    %multiply_231 = stablehlo.multiply %cst_320, %stages.1.blocks.0.mlp.fc2.weight.m : tensor<80x320xf32>
    %cst_321 = stablehlo.constant dense<0.10000000149011612> : tensor<80x320xf32>
    %multiply_232 = stablehlo.multiply %cst_321, %ds1b0_fc2_w : tensor<80x320xf32>
    %stages.1.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_231, %multiply_232 : tensor<80x320xf32>
    %multiply_233 = stablehlo.multiply %ds1b0_fc2_w, %ds1b0_fc2_w : tensor<80x320xf32>
    %cst_322 = stablehlo.constant dense<0.9990000128746033> : tensor<80x320xf32>
    %multiply_234 = stablehlo.multiply %cst_322, %stages.1.blocks.0.mlp.fc2.weight.v : tensor<80x320xf32>
    %cst_323 = stablehlo.constant dense<0.0010000000474974513> : tensor<80x320xf32>
    %multiply_235 = stablehlo.multiply %cst_323, %multiply_233 : tensor<80x320xf32>
    %stages.1.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_234, %multiply_235 : tensor<80x320xf32>
    %bcast_99 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %divide_66 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.m_new, %bcast_99 : tensor<80x320xf32>
    %bcast_100 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %divide_67 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.weight.v_new, %bcast_100 : tensor<80x320xf32>
    %sqrt_33 = stablehlo.sqrt %divide_67 : tensor<80x320xf32>
    %cst_324 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80x320xf32>
    %add_33 = stablehlo.add %sqrt_33, %cst_324 : tensor<80x320xf32>
    %stages.1.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_66, %add_33 : tensor<80x320xf32>
    %cst_325 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80x320xf32>
    %multiply_236 = stablehlo.multiply %cst_325, %stages.1.blocks.0.mlp.fc2.weight : tensor<80x320xf32>
    %decayed_33 = stablehlo.add %stages.1.blocks.0.mlp.fc2.weight.adam, %multiply_236 : tensor<80x320xf32>
    %bcast_101 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %multiply_237 = stablehlo.multiply %bcast_101, %decayed_33 : tensor<80x320xf32>
    %stages.1.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.weight, %multiply_237 : tensor<80x320xf32>
    %cst_326 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_238 = stablehlo.multiply %cst_326, %stages.1.blocks.0.mlp.fc2.bias.m : tensor<80xf32>
    %cst_327 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_239 = stablehlo.multiply %cst_327, %ds1b0_fc2_b_2 : tensor<80xf32>
    %stages.1.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_238, %multiply_239 : tensor<80xf32>
    %multiply_240 = stablehlo.multiply %ds1b0_fc2_b_2, %ds1b0_fc2_b_2 : tensor<80xf32>
    %cst_328 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_241 = stablehlo.multiply %cst_328, %stages.1.blocks.0.mlp.fc2.bias.v : tensor<80xf32>
    %cst_329 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_242 = stablehlo.multiply %cst_329, %multiply_240 : tensor<80xf32>
    %stages.1.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_241, %multiply_242 : tensor<80xf32>
    %bcast_102 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_68 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.m_new, %bcast_102 : tensor<80xf32>
    %bcast_103 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_69 = stablehlo.divide %stages.1.blocks.0.mlp.fc2.bias.v_new, %bcast_103 : tensor<80xf32>
    %sqrt_34 = stablehlo.sqrt %divide_69 : tensor<80xf32>
    %cst_330 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_34 = stablehlo.add %sqrt_34, %cst_330 : tensor<80xf32>
    %stages.1.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_68, %add_34 : tensor<80xf32>
    %cst_331 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_243 = stablehlo.multiply %cst_331, %stages.1.blocks.0.mlp.fc2.bias : tensor<80xf32>
    %decayed_34 = stablehlo.add %stages.1.blocks.0.mlp.fc2.bias.adam, %multiply_243 : tensor<80xf32>
    %bcast_104 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_244 = stablehlo.multiply %bcast_104, %decayed_34 : tensor<80xf32>
    %stages.1.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.0.mlp.fc2.bias, %multiply_244 : tensor<80xf32>
    %cst_332 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_245 = stablehlo.multiply %cst_332, %stages.1.blocks.1.gamma.m : tensor<80xf32>
    %cst_333 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_246 = stablehlo.multiply %cst_333, %ds1b1_gamma_gamma_2 : tensor<80xf32>
    %stages.1.blocks.1.gamma.m_new = stablehlo.add %multiply_245, %multiply_246 : tensor<80xf32>
    %multiply_247 = stablehlo.multiply %ds1b1_gamma_gamma_2, %ds1b1_gamma_gamma_2 : tensor<80xf32>
    %cst_334 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_248 = stablehlo.multiply %cst_334, %stages.1.blocks.1.gamma.v : tensor<80xf32>
    %cst_335 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_249 = stablehlo.multiply %cst_335, %multiply_247 : tensor<80xf32>
    %stages.1.blocks.1.gamma.v_new = stablehlo.add %multiply_248, %multiply_249 : tensor<80xf32>
    %bcast_105 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_70 = stablehlo.divide %stages.1.blocks.1.gamma.m_new, %bcast_105 : tensor<80xf32>
    %bcast_106 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_71 = stablehlo.divide %stages.1.blocks.1.gamma.v_new, %bcast_106 : tensor<80xf32>
    %sqrt_35 = stablehlo.sqrt %divide_71 : tensor<80xf32>
    %cst_336 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_35 = stablehlo.add %sqrt_35, %cst_336 : tensor<80xf32>
    %stages.1.blocks.1.gamma.adam = stablehlo.divide %divide_70, %add_35 : tensor<80xf32>
    %cst_337 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_250 = stablehlo.multiply %cst_337, %stages.1.blocks.1.gamma : tensor<80xf32>
    %decayed_35 = stablehlo.add %stages.1.blocks.1.gamma.adam, %multiply_250 : tensor<80xf32>
    %bcast_107 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_251 = stablehlo.multiply %bcast_107, %decayed_35 : tensor<80xf32>
    %stages.1.blocks.1.gamma.new = stablehlo.subtract %stages.1.blocks.1.gamma, %multiply_251 : tensor<80xf32>
    %cst_338 = stablehlo.constant dense<0.8999999761581421> : tensor<80x1x7x7xf32>
    %multiply_252 = stablehlo.multiply %cst_338, %stages.1.blocks.1.conv_dw.weight.m : tensor<80x1x7x7xf32>
    %cst_339 = stablehlo.constant dense<0.10000000149011612> : tensor<80x1x7x7xf32>
    %multiply_253 = stablehlo.multiply %cst_339, %ds1b1_dw_w : tensor<80x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_252, %multiply_253 : tensor<80x1x7x7xf32>
    %multiply_254 = stablehlo.multiply %ds1b1_dw_w, %ds1b1_dw_w : tensor<80x1x7x7xf32>
    %cst_340 = stablehlo.constant dense<0.9990000128746033> : tensor<80x1x7x7xf32>
    %multiply_255 = stablehlo.multiply %cst_340, %stages.1.blocks.1.conv_dw.weight.v : tensor<80x1x7x7xf32>
    %cst_341 = stablehlo.constant dense<0.0010000000474974513> : tensor<80x1x7x7xf32>
    %multiply_256 = stablehlo.multiply %cst_341, %multiply_254 : tensor<80x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_255, %multiply_256 : tensor<80x1x7x7xf32>
    %bcast_108 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %divide_72 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.m_new, %bcast_108 : tensor<80x1x7x7xf32>
    %bcast_109 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %divide_73 = stablehlo.divide %stages.1.blocks.1.conv_dw.weight.v_new, %bcast_109 : tensor<80x1x7x7xf32>
    %sqrt_36 = stablehlo.sqrt %divide_73 : tensor<80x1x7x7xf32>
    %cst_342 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80x1x7x7xf32>
    %add_36 = stablehlo.add %sqrt_36, %cst_342 : tensor<80x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_72, %add_36 : tensor<80x1x7x7xf32>
    %cst_343 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80x1x7x7xf32>
    %multiply_257 = stablehlo.multiply %cst_343, %stages.1.blocks.1.conv_dw.weight : tensor<80x1x7x7xf32>
    %decayed_36 = stablehlo.add %stages.1.blocks.1.conv_dw.weight.adam, %multiply_257 : tensor<80x1x7x7xf32>
    %bcast_110 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80x1x7x7xf32>
    %multiply_258 = stablehlo.multiply %bcast_110, %decayed_36 : tensor<80x1x7x7xf32>
    %stages.1.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.weight, %multiply_258 : tensor<80x1x7x7xf32>
    %cst_344 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_259 = stablehlo.multiply %cst_344, %stages.1.blocks.1.conv_dw.bias.m : tensor<80xf32>
    %cst_345 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_260 = stablehlo.multiply %cst_345, %ds1b1_dw_b_2 : tensor<80xf32>
    %stages.1.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_259, %multiply_260 : tensor<80xf32>
    %multiply_261 = stablehlo.multiply %ds1b1_dw_b_2, %ds1b1_dw_b_2 : tensor<80xf32>
    %cst_346 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_262 = stablehlo.multiply %cst_346, %stages.1.blocks.1.conv_dw.bias.v : tensor<80xf32>
    %cst_347 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_263 = stablehlo.multiply %cst_347, %multiply_261 : tensor<80xf32>
    %stages.1.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_262, %multiply_263 : tensor<80xf32>
    %bcast_111 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_74 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.m_new, %bcast_111 : tensor<80xf32>
    %bcast_112 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_75 = stablehlo.divide %stages.1.blocks.1.conv_dw.bias.v_new, %bcast_112 : tensor<80xf32>
    %sqrt_37 = stablehlo.sqrt %divide_75 : tensor<80xf32>
    %cst_348 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_37 = stablehlo.add %sqrt_37, %cst_348 : tensor<80xf32>
    %stages.1.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_74, %add_37 : tensor<80xf32>
    %cst_349 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_264 = stablehlo.multiply %cst_349, %stages.1.blocks.1.conv_dw.bias : tensor<80xf32>
    %decayed_37 = stablehlo.add %stages.1.blocks.1.conv_dw.bias.adam, %multiply_264 : tensor<80xf32>
    %bcast_113 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_265 = stablehlo.multiply %bcast_113, %decayed_37 : tensor<80xf32>
    %stages.1.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.1.blocks.1.conv_dw.bias, %multiply_265 : tensor<80xf32>
    %cst_350 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_266 = stablehlo.multiply %cst_350, %stages.1.blocks.1.norm.weight.m : tensor<80xf32>
    %cst_351 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_267 = stablehlo.multiply %cst_351, %ds1b1_ln_weight_2 : tensor<80xf32>
    %stages.1.blocks.1.norm.weight.m_new = stablehlo.add %multiply_266, %multiply_267 : tensor<80xf32>
    %multiply_268 = stablehlo.multiply %ds1b1_ln_weight_2, %ds1b1_ln_weight_2 : tensor<80xf32>
    %cst_352 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_269 = stablehlo.multiply %cst_352, %stages.1.blocks.1.norm.weight.v : tensor<80xf32>
    %cst_353 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_270 = stablehlo.multiply %cst_353, %multiply_268 : tensor<80xf32>
    %stages.1.blocks.1.norm.weight.v_new = stablehlo.add %multiply_269, %multiply_270 : tensor<80xf32>
    %bcast_114 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_76 = stablehlo.divide %stages.1.blocks.1.norm.weight.m_new, %bcast_114 : tensor<80xf32>
    %bcast_115 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_77 = stablehlo.divide %stages.1.blocks.1.norm.weight.v_new, %bcast_115 : tensor<80xf32>
    %sqrt_38 = stablehlo.sqrt %divide_77 : tensor<80xf32>
    %cst_354 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_38 = stablehlo.add %sqrt_38, %cst_354 : tensor<80xf32>
    %stages.1.blocks.1.norm.weight.adam = stablehlo.divide %divide_76, %add_38 : tensor<80xf32>
    %cst_355 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_271 = stablehlo.multiply %cst_355, %stages.1.blocks.1.norm.weight : tensor<80xf32>
    %decayed_38 = stablehlo.add %stages.1.blocks.1.norm.weight.adam, %multiply_271 : tensor<80xf32>
    %bcast_116 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_272 = stablehlo.multiply %bcast_116, %decayed_38 : tensor<80xf32>
    %stages.1.blocks.1.norm.weight.new = stablehlo.subtract %stages.1.blocks.1.norm.weight, %multiply_272 : tensor<80xf32>
    %cst_356 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_273 = stablehlo.multiply %cst_356, %stages.1.blocks.1.norm.bias.m : tensor<80xf32>
    %cst_357 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_274 = stablehlo.multiply %cst_357, %ds1b1_ln_bias_2 : tensor<80xf32>
    %stages.1.blocks.1.norm.bias.m_new = stablehlo.add %multiply_273, %multiply_274 : tensor<80xf32>
    %multiply_275 = stablehlo.multiply %ds1b1_ln_bias_2, %ds1b1_ln_bias_2 : tensor<80xf32>
    %cst_358 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_276 = stablehlo.multiply %cst_358, %stages.1.blocks.1.norm.bias.v : tensor<80xf32>
    %cst_359 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_277 = stablehlo.multiply %cst_359, %multiply_275 : tensor<80xf32>
    %stages.1.blocks.1.norm.bias.v_new = stablehlo.add %multiply_276, %multiply_277 : tensor<80xf32>
    %bcast_117 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_78 = stablehlo.divide %stages.1.blocks.1.norm.bias.m_new, %bcast_117 : tensor<80xf32>
    %bcast_118 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_79 = stablehlo.divide %stages.1.blocks.1.norm.bias.v_new, %bcast_118 : tensor<80xf32>
    %sqrt_39 = stablehlo.sqrt %divide_79 : tensor<80xf32>
    %cst_360 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_39 = stablehlo.add %sqrt_39, %cst_360 : tensor<80xf32>
    %stages.1.blocks.1.norm.bias.adam = stablehlo.divide %divide_78, %add_39 : tensor<80xf32>
    %cst_361 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_278 = stablehlo.multiply %cst_361, %stages.1.blocks.1.norm.bias : tensor<80xf32>
    %decayed_39 = stablehlo.add %stages.1.blocks.1.norm.bias.adam, %multiply_278 : tensor<80xf32>
    %bcast_119 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_279 = stablehlo.multiply %bcast_119, %decayed_39 : tensor<80xf32>
    %stages.1.blocks.1.norm.bias.new = stablehlo.subtract %stages.1.blocks.1.norm.bias, %multiply_279 : tensor<80xf32>
    %cst_362 = stablehlo.constant dense<0.8999999761581421> : tensor<320x80xf32>
    %multiply_280 = stablehlo.multiply %cst_362, %stages.1.blocks.1.mlp.fc1.weight.m : tensor<320x80xf32>
    %cst_363 = stablehlo.constant dense<0.10000000149011612> : tensor<320x80xf32>
    %multiply_281 = stablehlo.multiply %cst_363, %ds1b1_fc1_w : tensor<320x80xf32>
    %stages.1.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_280, %multiply_281 : tensor<320x80xf32>
    %multiply_282 = stablehlo.multiply %ds1b1_fc1_w, %ds1b1_fc1_w : tensor<320x80xf32>
    %cst_364 = stablehlo.constant dense<0.9990000128746033> : tensor<320x80xf32>
    %multiply_283 = stablehlo.multiply %cst_364, %stages.1.blocks.1.mlp.fc1.weight.v : tensor<320x80xf32>
    %cst_365 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x80xf32>
    %multiply_284 = stablehlo.multiply %cst_365, %multiply_282 : tensor<320x80xf32>
    %stages.1.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_283, %multiply_284 : tensor<320x80xf32>
    %bcast_120 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %divide_80 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.m_new, %bcast_120 : tensor<320x80xf32>
    %bcast_121 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %divide_81 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.weight.v_new, %bcast_121 : tensor<320x80xf32>
    %sqrt_40 = stablehlo.sqrt %divide_81 : tensor<320x80xf32>
    %cst_366 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x80xf32>
    %add_40 = stablehlo.add %sqrt_40, %cst_366 : tensor<320x80xf32>
    %stages.1.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_80, %add_40 : tensor<320x80xf32>
    %cst_367 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x80xf32>
    %multiply_285 = stablehlo.multiply %cst_367, %stages.1.blocks.1.mlp.fc1.weight : tensor<320x80xf32>
    %decayed_40 = stablehlo.add %stages.1.blocks.1.mlp.fc1.weight.adam, %multiply_285 : tensor<320x80xf32>
    %bcast_122 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x80xf32>
    %multiply_286 = stablehlo.multiply %bcast_122, %decayed_40 : tensor<320x80xf32>
    %stages.1.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.weight, %multiply_286 : tensor<320x80xf32>
    %cst_368 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_287 = stablehlo.multiply %cst_368, %stages.1.blocks.1.mlp.fc1.bias.m : tensor<320xf32>
    %cst_369 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_288 = stablehlo.multiply %cst_369, %ds1b1_fc1_b_2 : tensor<320xf32>
    %stages.1.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_287, %multiply_288 : tensor<320xf32>
    %multiply_289 = stablehlo.multiply %ds1b1_fc1_b_2, %ds1b1_fc1_b_2 : tensor<320xf32>
    %cst_370 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_290 = stablehlo.multiply %cst_370, %stages.1.blocks.1.mlp.fc1.bias.v : tensor<320xf32>
    %cst_371 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_291 = stablehlo.multiply %cst_371, %multiply_289 : tensor<320xf32>
    %stages.1.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_290, %multiply_291 : tensor<320xf32>
    %bcast_123 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_82 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.m_new, %bcast_123 : tensor<320xf32>
    %bcast_124 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_83 = stablehlo.divide %stages.1.blocks.1.mlp.fc1.bias.v_new, %bcast_124 : tensor<320xf32>
    %sqrt_41 = stablehlo.sqrt %divide_83 : tensor<320xf32>
    %cst_372 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_41 = stablehlo.add %sqrt_41, %cst_372 : tensor<320xf32>
    %stages.1.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_82, %add_41 : tensor<320xf32>
    %cst_373 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_292 = stablehlo.multiply %cst_373, %stages.1.blocks.1.mlp.fc1.bias : tensor<320xf32>
    %decayed_41 = stablehlo.add %stages.1.blocks.1.mlp.fc1.bias.adam, %multiply_292 : tensor<320xf32>
    %bcast_125 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_293 = stablehlo.multiply %bcast_125, %decayed_41 : tensor<320xf32>
    %stages.1.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc1.bias, %multiply_293 : tensor<320xf32>
    %cst_374 = stablehlo.constant dense<0.8999999761581421> : tensor<80x320xf32>
    %multiply_294 = stablehlo.multiply %cst_374, %stages.1.blocks.1.mlp.fc2.weight.m : tensor<80x320xf32>
    %cst_375 = stablehlo.constant dense<0.10000000149011612> : tensor<80x320xf32>
    %multiply_295 = stablehlo.multiply %cst_375, %ds1b1_fc2_w : tensor<80x320xf32>
    %stages.1.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_294, %multiply_295 : tensor<80x320xf32>
    %multiply_296 = stablehlo.multiply %ds1b1_fc2_w, %ds1b1_fc2_w : tensor<80x320xf32>
    %cst_376 = stablehlo.constant dense<0.9990000128746033> : tensor<80x320xf32>
    %multiply_297 = stablehlo.multiply %cst_376, %stages.1.blocks.1.mlp.fc2.weight.v : tensor<80x320xf32>
    %cst_377 = stablehlo.constant dense<0.0010000000474974513> : tensor<80x320xf32>
    %multiply_298 = stablehlo.multiply %cst_377, %multiply_296 : tensor<80x320xf32>
    %stages.1.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_297, %multiply_298 : tensor<80x320xf32>
    %bcast_126 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %divide_84 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.m_new, %bcast_126 : tensor<80x320xf32>
    %bcast_127 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %divide_85 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.weight.v_new, %bcast_127 : tensor<80x320xf32>
    %sqrt_42 = stablehlo.sqrt %divide_85 : tensor<80x320xf32>
    %cst_378 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80x320xf32>
    %add_42 = stablehlo.add %sqrt_42, %cst_378 : tensor<80x320xf32>
    %stages.1.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_84, %add_42 : tensor<80x320xf32>
    %cst_379 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80x320xf32>
    %multiply_299 = stablehlo.multiply %cst_379, %stages.1.blocks.1.mlp.fc2.weight : tensor<80x320xf32>
    %decayed_42 = stablehlo.add %stages.1.blocks.1.mlp.fc2.weight.adam, %multiply_299 : tensor<80x320xf32>
    %bcast_128 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80x320xf32>
    %multiply_300 = stablehlo.multiply %bcast_128, %decayed_42 : tensor<80x320xf32>
    %stages.1.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.weight, %multiply_300 : tensor<80x320xf32>
    %cst_380 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_301 = stablehlo.multiply %cst_380, %stages.1.blocks.1.mlp.fc2.bias.m : tensor<80xf32>
    %cst_381 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_302 = stablehlo.multiply %cst_381, %ds1b1_fc2_b_2 : tensor<80xf32>
    %stages.1.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_301, %multiply_302 : tensor<80xf32>
    %multiply_303 = stablehlo.multiply %ds1b1_fc2_b_2, %ds1b1_fc2_b_2 : tensor<80xf32>
    %cst_382 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_304 = stablehlo.multiply %cst_382, %stages.1.blocks.1.mlp.fc2.bias.v : tensor<80xf32>
    %cst_383 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_305 = stablehlo.multiply %cst_383, %multiply_303 : tensor<80xf32>
    %stages.1.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_304, %multiply_305 : tensor<80xf32>
    %bcast_129 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_86 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.m_new, %bcast_129 : tensor<80xf32>
    %bcast_130 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_87 = stablehlo.divide %stages.1.blocks.1.mlp.fc2.bias.v_new, %bcast_130 : tensor<80xf32>
    %sqrt_43 = stablehlo.sqrt %divide_87 : tensor<80xf32>
    %cst_384 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_43 = stablehlo.add %sqrt_43, %cst_384 : tensor<80xf32>
    %stages.1.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_86, %add_43 : tensor<80xf32>
    %cst_385 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_306 = stablehlo.multiply %cst_385, %stages.1.blocks.1.mlp.fc2.bias : tensor<80xf32>
    %decayed_43 = stablehlo.add %stages.1.blocks.1.mlp.fc2.bias.adam, %multiply_306 : tensor<80xf32>
    %bcast_131 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_307 = stablehlo.multiply %bcast_131, %decayed_43 : tensor<80xf32>
    %stages.1.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.1.blocks.1.mlp.fc2.bias, %multiply_307 : tensor<80xf32>
    %cst_386 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_308 = stablehlo.multiply %cst_386, %stages.2.downsample.0.weight.m : tensor<80xf32>
    %cst_387 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_309 = stablehlo.multiply %cst_387, %ds2_down0_weight_2 : tensor<80xf32>
    %stages.2.downsample.0.weight.m_new = stablehlo.add %multiply_308, %multiply_309 : tensor<80xf32>
    %multiply_310 = stablehlo.multiply %ds2_down0_weight_2, %ds2_down0_weight_2 : tensor<80xf32>
    %cst_388 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_311 = stablehlo.multiply %cst_388, %stages.2.downsample.0.weight.v : tensor<80xf32>
    %cst_389 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_312 = stablehlo.multiply %cst_389, %multiply_310 : tensor<80xf32>
    %stages.2.downsample.0.weight.v_new = stablehlo.add %multiply_311, %multiply_312 : tensor<80xf32>
    %bcast_132 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_88 = stablehlo.divide %stages.2.downsample.0.weight.m_new, %bcast_132 : tensor<80xf32>
    %bcast_133 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_89 = stablehlo.divide %stages.2.downsample.0.weight.v_new, %bcast_133 : tensor<80xf32>
    %sqrt_44 = stablehlo.sqrt %divide_89 : tensor<80xf32>
    %cst_390 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_44 = stablehlo.add %sqrt_44, %cst_390 : tensor<80xf32>
    %stages.2.downsample.0.weight.adam = stablehlo.divide %divide_88, %add_44 : tensor<80xf32>
    %cst_391 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_313 = stablehlo.multiply %cst_391, %stages.2.downsample.0.weight : tensor<80xf32>
    %decayed_44 = stablehlo.add %stages.2.downsample.0.weight.adam, %multiply_313 : tensor<80xf32>
    %bcast_134 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_314 = stablehlo.multiply %bcast_134, %decayed_44 : tensor<80xf32>
    %stages.2.downsample.0.weight.new = stablehlo.subtract %stages.2.downsample.0.weight, %multiply_314 : tensor<80xf32>
    %cst_392 = stablehlo.constant dense<0.8999999761581421> : tensor<80xf32>
    %multiply_315 = stablehlo.multiply %cst_392, %stages.2.downsample.0.bias.m : tensor<80xf32>
    %cst_393 = stablehlo.constant dense<0.10000000149011612> : tensor<80xf32>
    %multiply_316 = stablehlo.multiply %cst_393, %ds2_down0_bias_2 : tensor<80xf32>
    %stages.2.downsample.0.bias.m_new = stablehlo.add %multiply_315, %multiply_316 : tensor<80xf32>
    %multiply_317 = stablehlo.multiply %ds2_down0_bias_2, %ds2_down0_bias_2 : tensor<80xf32>
    %cst_394 = stablehlo.constant dense<0.9990000128746033> : tensor<80xf32>
    %multiply_318 = stablehlo.multiply %cst_394, %stages.2.downsample.0.bias.v : tensor<80xf32>
    %cst_395 = stablehlo.constant dense<0.0010000000474974513> : tensor<80xf32>
    %multiply_319 = stablehlo.multiply %cst_395, %multiply_317 : tensor<80xf32>
    %stages.2.downsample.0.bias.v_new = stablehlo.add %multiply_318, %multiply_319 : tensor<80xf32>
    %bcast_135 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_90 = stablehlo.divide %stages.2.downsample.0.bias.m_new, %bcast_135 : tensor<80xf32>
    %bcast_136 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %divide_91 = stablehlo.divide %stages.2.downsample.0.bias.v_new, %bcast_136 : tensor<80xf32>
    %sqrt_45 = stablehlo.sqrt %divide_91 : tensor<80xf32>
    %cst_396 = stablehlo.constant dense<9.99999993922529e-09> : tensor<80xf32>
    %add_45 = stablehlo.add %sqrt_45, %cst_396 : tensor<80xf32>
    %stages.2.downsample.0.bias.adam = stablehlo.divide %divide_90, %add_45 : tensor<80xf32>
    %cst_397 = stablehlo.constant dense<9.999999747378752e-05> : tensor<80xf32>
    %multiply_320 = stablehlo.multiply %cst_397, %stages.2.downsample.0.bias : tensor<80xf32>
    %decayed_45 = stablehlo.add %stages.2.downsample.0.bias.adam, %multiply_320 : tensor<80xf32>
    %bcast_137 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %multiply_321 = stablehlo.multiply %bcast_137, %decayed_45 : tensor<80xf32>
    %stages.2.downsample.0.bias.new = stablehlo.subtract %stages.2.downsample.0.bias, %multiply_321 : tensor<80xf32>
    %cst_398 = stablehlo.constant dense<0.8999999761581421> : tensor<160x80x2x2xf32>
    %multiply_322 = stablehlo.multiply %cst_398, %stages.2.downsample.1.weight.m : tensor<160x80x2x2xf32>
    %cst_399 = stablehlo.constant dense<0.10000000149011612> : tensor<160x80x2x2xf32>
    %multiply_323 = stablehlo.multiply %cst_399, %ds2_down1_w_2 : tensor<160x80x2x2xf32>
    %stages.2.downsample.1.weight.m_new = stablehlo.add %multiply_322, %multiply_323 : tensor<160x80x2x2xf32>
    %multiply_324 = stablehlo.multiply %ds2_down1_w_2, %ds2_down1_w_2 : tensor<160x80x2x2xf32>
    %cst_400 = stablehlo.constant dense<0.9990000128746033> : tensor<160x80x2x2xf32>
    %multiply_325 = stablehlo.multiply %cst_400, %stages.2.downsample.1.weight.v : tensor<160x80x2x2xf32>
    %cst_401 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x80x2x2xf32>
    %multiply_326 = stablehlo.multiply %cst_401, %multiply_324 : tensor<160x80x2x2xf32>
    %stages.2.downsample.1.weight.v_new = stablehlo.add %multiply_325, %multiply_326 : tensor<160x80x2x2xf32>
    %bcast_138 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x80x2x2xf32>
    %divide_92 = stablehlo.divide %stages.2.downsample.1.weight.m_new, %bcast_138 : tensor<160x80x2x2xf32>
    %bcast_139 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x80x2x2xf32>
    %divide_93 = stablehlo.divide %stages.2.downsample.1.weight.v_new, %bcast_139 : tensor<160x80x2x2xf32>
    %sqrt_46 = stablehlo.sqrt %divide_93 : tensor<160x80x2x2xf32>
    %cst_402 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x80x2x2xf32>
    %add_46 = stablehlo.add %sqrt_46, %cst_402 : tensor<160x80x2x2xf32>
    %stages.2.downsample.1.weight.adam = stablehlo.divide %divide_92, %add_46 : tensor<160x80x2x2xf32>
    %cst_403 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x80x2x2xf32>
    %multiply_327 = stablehlo.multiply %cst_403, %stages.2.downsample.1.weight : tensor<160x80x2x2xf32>
    %decayed_46 = stablehlo.add %stages.2.downsample.1.weight.adam, %multiply_327 : tensor<160x80x2x2xf32>
    %bcast_140 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x80x2x2xf32>
    %multiply_328 = stablehlo.multiply %bcast_140, %decayed_46 : tensor<160x80x2x2xf32>
    %stages.2.downsample.1.weight.new = stablehlo.subtract %stages.2.downsample.1.weight, %multiply_328 : tensor<160x80x2x2xf32>
    %cst_404 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_329 = stablehlo.multiply %cst_404, %stages.2.downsample.1.bias.m : tensor<160xf32>
    %cst_405 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_330 = stablehlo.multiply %cst_405, %ds2_down1_b_2 : tensor<160xf32>
    %stages.2.downsample.1.bias.m_new = stablehlo.add %multiply_329, %multiply_330 : tensor<160xf32>
    %multiply_331 = stablehlo.multiply %ds2_down1_b_2, %ds2_down1_b_2 : tensor<160xf32>
    %cst_406 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_332 = stablehlo.multiply %cst_406, %stages.2.downsample.1.bias.v : tensor<160xf32>
    %cst_407 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_333 = stablehlo.multiply %cst_407, %multiply_331 : tensor<160xf32>
    %stages.2.downsample.1.bias.v_new = stablehlo.add %multiply_332, %multiply_333 : tensor<160xf32>
    %bcast_141 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_94 = stablehlo.divide %stages.2.downsample.1.bias.m_new, %bcast_141 : tensor<160xf32>
    %bcast_142 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_95 = stablehlo.divide %stages.2.downsample.1.bias.v_new, %bcast_142 : tensor<160xf32>
    %sqrt_47 = stablehlo.sqrt %divide_95 : tensor<160xf32>
    %cst_408 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_47 = stablehlo.add %sqrt_47, %cst_408 : tensor<160xf32>
    %stages.2.downsample.1.bias.adam = stablehlo.divide %divide_94, %add_47 : tensor<160xf32>
    %cst_409 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_334 = stablehlo.multiply %cst_409, %stages.2.downsample.1.bias : tensor<160xf32>
    %decayed_47 = stablehlo.add %stages.2.downsample.1.bias.adam, %multiply_334 : tensor<160xf32>
    %bcast_143 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_335 = stablehlo.multiply %bcast_143, %decayed_47 : tensor<160xf32>
    %stages.2.downsample.1.bias.new = stablehlo.subtract %stages.2.downsample.1.bias, %multiply_335 : tensor<160xf32>
    %cst_410 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_336 = stablehlo.multiply %cst_410, %stages.2.blocks.0.gamma.m : tensor<160xf32>
    %cst_411 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_337 = stablehlo.multiply %cst_411, %ds2b0_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.0.gamma.m_new = stablehlo.add %multiply_336, %multiply_337 : tensor<160xf32>
    %multiply_338 = stablehlo.multiply %ds2b0_gamma_gamma_2, %ds2b0_gamma_gamma_2 : tensor<160xf32>
    %cst_412 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_339 = stablehlo.multiply %cst_412, %stages.2.blocks.0.gamma.v : tensor<160xf32>
    %cst_413 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_340 = stablehlo.multiply %cst_413, %multiply_338 : tensor<160xf32>
    %stages.2.blocks.0.gamma.v_new = stablehlo.add %multiply_339, %multiply_340 : tensor<160xf32>
    %bcast_144 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_96 = stablehlo.divide %stages.2.blocks.0.gamma.m_new, %bcast_144 : tensor<160xf32>
    %bcast_145 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_97 = stablehlo.divide %stages.2.blocks.0.gamma.v_new, %bcast_145 : tensor<160xf32>
    %sqrt_48 = stablehlo.sqrt %divide_97 : tensor<160xf32>
    %cst_414 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_48 = stablehlo.add %sqrt_48, %cst_414 : tensor<160xf32>
    %stages.2.blocks.0.gamma.adam = stablehlo.divide %divide_96, %add_48 : tensor<160xf32>
    %cst_415 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_341 = stablehlo.multiply %cst_415, %stages.2.blocks.0.gamma : tensor<160xf32>
    %decayed_48 = stablehlo.add %stages.2.blocks.0.gamma.adam, %multiply_341 : tensor<160xf32>
    %bcast_146 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_342 = stablehlo.multiply %bcast_146, %decayed_48 : tensor<160xf32>
    %stages.2.blocks.0.gamma.new = stablehlo.subtract %stages.2.blocks.0.gamma, %multiply_342 : tensor<160xf32>
    %cst_416 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_343 = stablehlo.multiply %cst_416, %stages.2.blocks.0.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_417 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_344 = stablehlo.multiply %cst_417, %ds2b0_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_343, %multiply_344 : tensor<160x1x7x7xf32>
    %multiply_345 = stablehlo.multiply %ds2b0_dw_w, %ds2b0_dw_w : tensor<160x1x7x7xf32>
    %cst_418 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_346 = stablehlo.multiply %cst_418, %stages.2.blocks.0.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_419 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_347 = stablehlo.multiply %cst_419, %multiply_345 : tensor<160x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_346, %multiply_347 : tensor<160x1x7x7xf32>
    %bcast_147 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_98 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.m_new, %bcast_147 : tensor<160x1x7x7xf32>
    %bcast_148 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_99 = stablehlo.divide %stages.2.blocks.0.conv_dw.weight.v_new, %bcast_148 : tensor<160x1x7x7xf32>
    %sqrt_49 = stablehlo.sqrt %divide_99 : tensor<160x1x7x7xf32>
    %cst_420 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_49 = stablehlo.add %sqrt_49, %cst_420 : tensor<160x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_98, %add_49 : tensor<160x1x7x7xf32>
    %cst_421 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_348 = stablehlo.multiply %cst_421, %stages.2.blocks.0.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_49 = stablehlo.add %stages.2.blocks.0.conv_dw.weight.adam, %multiply_348 : tensor<160x1x7x7xf32>
    %bcast_149 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_349 = stablehlo.multiply %bcast_149, %decayed_49 : tensor<160x1x7x7xf32>
    %stages.2.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.weight, %multiply_349 : tensor<160x1x7x7xf32>
    %cst_422 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_350 = stablehlo.multiply %cst_422, %stages.2.blocks.0.conv_dw.bias.m : tensor<160xf32>
    %cst_423 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_351 = stablehlo.multiply %cst_423, %ds2b0_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_350, %multiply_351 : tensor<160xf32>
    %multiply_352 = stablehlo.multiply %ds2b0_dw_b_2, %ds2b0_dw_b_2 : tensor<160xf32>
    %cst_424 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_353 = stablehlo.multiply %cst_424, %stages.2.blocks.0.conv_dw.bias.v : tensor<160xf32>
    %cst_425 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_354 = stablehlo.multiply %cst_425, %multiply_352 : tensor<160xf32>
    %stages.2.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_353, %multiply_354 : tensor<160xf32>
    %bcast_150 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_100 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.m_new, %bcast_150 : tensor<160xf32>
    %bcast_151 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_101 = stablehlo.divide %stages.2.blocks.0.conv_dw.bias.v_new, %bcast_151 : tensor<160xf32>
    %sqrt_50 = stablehlo.sqrt %divide_101 : tensor<160xf32>
    %cst_426 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_50 = stablehlo.add %sqrt_50, %cst_426 : tensor<160xf32>
    %stages.2.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_100, %add_50 : tensor<160xf32>
    %cst_427 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_355 = stablehlo.multiply %cst_427, %stages.2.blocks.0.conv_dw.bias : tensor<160xf32>
    %decayed_50 = stablehlo.add %stages.2.blocks.0.conv_dw.bias.adam, %multiply_355 : tensor<160xf32>
    %bcast_152 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_356 = stablehlo.multiply %bcast_152, %decayed_50 : tensor<160xf32>
    %stages.2.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.0.conv_dw.bias, %multiply_356 : tensor<160xf32>
    %cst_428 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_357 = stablehlo.multiply %cst_428, %stages.2.blocks.0.norm.weight.m : tensor<160xf32>
    %cst_429 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_358 = stablehlo.multiply %cst_429, %ds2b0_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.0.norm.weight.m_new = stablehlo.add %multiply_357, %multiply_358 : tensor<160xf32>
    %multiply_359 = stablehlo.multiply %ds2b0_ln_weight_2, %ds2b0_ln_weight_2 : tensor<160xf32>
    %cst_430 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_360 = stablehlo.multiply %cst_430, %stages.2.blocks.0.norm.weight.v : tensor<160xf32>
    %cst_431 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_361 = stablehlo.multiply %cst_431, %multiply_359 : tensor<160xf32>
    %stages.2.blocks.0.norm.weight.v_new = stablehlo.add %multiply_360, %multiply_361 : tensor<160xf32>
    %bcast_153 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_102 = stablehlo.divide %stages.2.blocks.0.norm.weight.m_new, %bcast_153 : tensor<160xf32>
    %bcast_154 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_103 = stablehlo.divide %stages.2.blocks.0.norm.weight.v_new, %bcast_154 : tensor<160xf32>
    %sqrt_51 = stablehlo.sqrt %divide_103 : tensor<160xf32>
    %cst_432 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_51 = stablehlo.add %sqrt_51, %cst_432 : tensor<160xf32>
    %stages.2.blocks.0.norm.weight.adam = stablehlo.divide %divide_102, %add_51 : tensor<160xf32>
    %cst_433 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_362 = stablehlo.multiply %cst_433, %stages.2.blocks.0.norm.weight : tensor<160xf32>
    %decayed_51 = stablehlo.add %stages.2.blocks.0.norm.weight.adam, %multiply_362 : tensor<160xf32>
    %bcast_155 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_363 = stablehlo.multiply %bcast_155, %decayed_51 : tensor<160xf32>
    %stages.2.blocks.0.norm.weight.new = stablehlo.subtract %stages.2.blocks.0.norm.weight, %multiply_363 : tensor<160xf32>
    %cst_434 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_364 = stablehlo.multiply %cst_434, %stages.2.blocks.0.norm.bias.m : tensor<160xf32>
    %cst_435 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_365 = stablehlo.multiply %cst_435, %ds2b0_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.0.norm.bias.m_new = stablehlo.add %multiply_364, %multiply_365 : tensor<160xf32>
    %multiply_366 = stablehlo.multiply %ds2b0_ln_bias_2, %ds2b0_ln_bias_2 : tensor<160xf32>
    %cst_436 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_367 = stablehlo.multiply %cst_436, %stages.2.blocks.0.norm.bias.v : tensor<160xf32>
    %cst_437 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_368 = stablehlo.multiply %cst_437, %multiply_366 : tensor<160xf32>
    %stages.2.blocks.0.norm.bias.v_new = stablehlo.add %multiply_367, %multiply_368 : tensor<160xf32>
    %bcast_156 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_104 = stablehlo.divide %stages.2.blocks.0.norm.bias.m_new, %bcast_156 : tensor<160xf32>
    %bcast_157 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_105 = stablehlo.divide %stages.2.blocks.0.norm.bias.v_new, %bcast_157 : tensor<160xf32>
    %sqrt_52 = stablehlo.sqrt %divide_105 : tensor<160xf32>
    %cst_438 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_52 = stablehlo.add %sqrt_52, %cst_438 : tensor<160xf32>
    %stages.2.blocks.0.norm.bias.adam = stablehlo.divide %divide_104, %add_52 : tensor<160xf32>
    %cst_439 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_369 = stablehlo.multiply %cst_439, %stages.2.blocks.0.norm.bias : tensor<160xf32>
    %decayed_52 = stablehlo.add %stages.2.blocks.0.norm.bias.adam, %multiply_369 : tensor<160xf32>
    %bcast_158 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_370 = stablehlo.multiply %bcast_158, %decayed_52 : tensor<160xf32>
    %stages.2.blocks.0.norm.bias.new = stablehlo.subtract %stages.2.blocks.0.norm.bias, %multiply_370 : tensor<160xf32>
    %cst_440 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_371 = stablehlo.multiply %cst_440, %stages.2.blocks.0.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_441 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_372 = stablehlo.multiply %cst_441, %ds2b0_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_371, %multiply_372 : tensor<640x160xf32>
    %multiply_373 = stablehlo.multiply %ds2b0_fc1_w, %ds2b0_fc1_w : tensor<640x160xf32>
    %cst_442 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_374 = stablehlo.multiply %cst_442, %stages.2.blocks.0.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_443 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_375 = stablehlo.multiply %cst_443, %multiply_373 : tensor<640x160xf32>
    %stages.2.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_374, %multiply_375 : tensor<640x160xf32>
    %bcast_159 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_106 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.m_new, %bcast_159 : tensor<640x160xf32>
    %bcast_160 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_107 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.weight.v_new, %bcast_160 : tensor<640x160xf32>
    %sqrt_53 = stablehlo.sqrt %divide_107 : tensor<640x160xf32>
    %cst_444 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_53 = stablehlo.add %sqrt_53, %cst_444 : tensor<640x160xf32>
    %stages.2.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_106, %add_53 : tensor<640x160xf32>
    %cst_445 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_376 = stablehlo.multiply %cst_445, %stages.2.blocks.0.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_53 = stablehlo.add %stages.2.blocks.0.mlp.fc1.weight.adam, %multiply_376 : tensor<640x160xf32>
    %bcast_161 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_377 = stablehlo.multiply %bcast_161, %decayed_53 : tensor<640x160xf32>
    %stages.2.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.weight, %multiply_377 : tensor<640x160xf32>
    %cst_446 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_378 = stablehlo.multiply %cst_446, %stages.2.blocks.0.mlp.fc1.bias.m : tensor<640xf32>
    %cst_447 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_379 = stablehlo.multiply %cst_447, %ds2b0_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_378, %multiply_379 : tensor<640xf32>
    %multiply_380 = stablehlo.multiply %ds2b0_fc1_b_2, %ds2b0_fc1_b_2 : tensor<640xf32>
    %cst_448 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_381 = stablehlo.multiply %cst_448, %stages.2.blocks.0.mlp.fc1.bias.v : tensor<640xf32>
    %cst_449 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_382 = stablehlo.multiply %cst_449, %multiply_380 : tensor<640xf32>
    %stages.2.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_381, %multiply_382 : tensor<640xf32>
    %bcast_162 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_108 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.m_new, %bcast_162 : tensor<640xf32>
    %bcast_163 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_109 = stablehlo.divide %stages.2.blocks.0.mlp.fc1.bias.v_new, %bcast_163 : tensor<640xf32>
    %sqrt_54 = stablehlo.sqrt %divide_109 : tensor<640xf32>
    %cst_450 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_54 = stablehlo.add %sqrt_54, %cst_450 : tensor<640xf32>
    %stages.2.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_108, %add_54 : tensor<640xf32>
    %cst_451 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_383 = stablehlo.multiply %cst_451, %stages.2.blocks.0.mlp.fc1.bias : tensor<640xf32>
    %decayed_54 = stablehlo.add %stages.2.blocks.0.mlp.fc1.bias.adam, %multiply_383 : tensor<640xf32>
    %bcast_164 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_384 = stablehlo.multiply %bcast_164, %decayed_54 : tensor<640xf32>
    %stages.2.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc1.bias, %multiply_384 : tensor<640xf32>
    %cst_452 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_385 = stablehlo.multiply %cst_452, %stages.2.blocks.0.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_453 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_386 = stablehlo.multiply %cst_453, %ds2b0_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_385, %multiply_386 : tensor<160x640xf32>
    %multiply_387 = stablehlo.multiply %ds2b0_fc2_w, %ds2b0_fc2_w : tensor<160x640xf32>
    %cst_454 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_388 = stablehlo.multiply %cst_454, %stages.2.blocks.0.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_455 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_389 = stablehlo.multiply %cst_455, %multiply_387 : tensor<160x640xf32>
    %stages.2.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_388, %multiply_389 : tensor<160x640xf32>
    %bcast_165 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_110 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.m_new, %bcast_165 : tensor<160x640xf32>
    %bcast_166 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_111 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.weight.v_new, %bcast_166 : tensor<160x640xf32>
    %sqrt_55 = stablehlo.sqrt %divide_111 : tensor<160x640xf32>
    %cst_456 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_55 = stablehlo.add %sqrt_55, %cst_456 : tensor<160x640xf32>
    %stages.2.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_110, %add_55 : tensor<160x640xf32>
    %cst_457 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_390 = stablehlo.multiply %cst_457, %stages.2.blocks.0.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_55 = stablehlo.add %stages.2.blocks.0.mlp.fc2.weight.adam, %multiply_390 : tensor<160x640xf32>
    %bcast_167 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_391 = stablehlo.multiply %bcast_167, %decayed_55 : tensor<160x640xf32>
    %stages.2.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.weight, %multiply_391 : tensor<160x640xf32>
    %cst_458 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_392 = stablehlo.multiply %cst_458, %stages.2.blocks.0.mlp.fc2.bias.m : tensor<160xf32>
    %cst_459 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_393 = stablehlo.multiply %cst_459, %ds2b0_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_392, %multiply_393 : tensor<160xf32>
    %multiply_394 = stablehlo.multiply %ds2b0_fc2_b_2, %ds2b0_fc2_b_2 : tensor<160xf32>
    %cst_460 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_395 = stablehlo.multiply %cst_460, %stages.2.blocks.0.mlp.fc2.bias.v : tensor<160xf32>
    %cst_461 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_396 = stablehlo.multiply %cst_461, %multiply_394 : tensor<160xf32>
    %stages.2.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_395, %multiply_396 : tensor<160xf32>
    %bcast_168 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_112 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.m_new, %bcast_168 : tensor<160xf32>
    %bcast_169 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_113 = stablehlo.divide %stages.2.blocks.0.mlp.fc2.bias.v_new, %bcast_169 : tensor<160xf32>
    %sqrt_56 = stablehlo.sqrt %divide_113 : tensor<160xf32>
    %cst_462 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_56 = stablehlo.add %sqrt_56, %cst_462 : tensor<160xf32>
    %stages.2.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_112, %add_56 : tensor<160xf32>
    %cst_463 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_397 = stablehlo.multiply %cst_463, %stages.2.blocks.0.mlp.fc2.bias : tensor<160xf32>
    %decayed_56 = stablehlo.add %stages.2.blocks.0.mlp.fc2.bias.adam, %multiply_397 : tensor<160xf32>
    %bcast_170 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_398 = stablehlo.multiply %bcast_170, %decayed_56 : tensor<160xf32>
    %stages.2.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.0.mlp.fc2.bias, %multiply_398 : tensor<160xf32>
    %cst_464 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_399 = stablehlo.multiply %cst_464, %stages.2.blocks.1.gamma.m : tensor<160xf32>
    %cst_465 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_400 = stablehlo.multiply %cst_465, %ds2b1_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.1.gamma.m_new = stablehlo.add %multiply_399, %multiply_400 : tensor<160xf32>
    %multiply_401 = stablehlo.multiply %ds2b1_gamma_gamma_2, %ds2b1_gamma_gamma_2 : tensor<160xf32>
    %cst_466 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_402 = stablehlo.multiply %cst_466, %stages.2.blocks.1.gamma.v : tensor<160xf32>
    %cst_467 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_403 = stablehlo.multiply %cst_467, %multiply_401 : tensor<160xf32>
    %stages.2.blocks.1.gamma.v_new = stablehlo.add %multiply_402, %multiply_403 : tensor<160xf32>
    %bcast_171 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_114 = stablehlo.divide %stages.2.blocks.1.gamma.m_new, %bcast_171 : tensor<160xf32>
    %bcast_172 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_115 = stablehlo.divide %stages.2.blocks.1.gamma.v_new, %bcast_172 : tensor<160xf32>
    %sqrt_57 = stablehlo.sqrt %divide_115 : tensor<160xf32>
    %cst_468 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_57 = stablehlo.add %sqrt_57, %cst_468 : tensor<160xf32>
    %stages.2.blocks.1.gamma.adam = stablehlo.divide %divide_114, %add_57 : tensor<160xf32>
    %cst_469 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_404 = stablehlo.multiply %cst_469, %stages.2.blocks.1.gamma : tensor<160xf32>
    %decayed_57 = stablehlo.add %stages.2.blocks.1.gamma.adam, %multiply_404 : tensor<160xf32>
    %bcast_173 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_405 = stablehlo.multiply %bcast_173, %decayed_57 : tensor<160xf32>
    %stages.2.blocks.1.gamma.new = stablehlo.subtract %stages.2.blocks.1.gamma, %multiply_405 : tensor<160xf32>
    %cst_470 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_406 = stablehlo.multiply %cst_470, %stages.2.blocks.1.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_471 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_407 = stablehlo.multiply %cst_471, %ds2b1_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_406, %multiply_407 : tensor<160x1x7x7xf32>
    %multiply_408 = stablehlo.multiply %ds2b1_dw_w, %ds2b1_dw_w : tensor<160x1x7x7xf32>
    %cst_472 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_409 = stablehlo.multiply %cst_472, %stages.2.blocks.1.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_473 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_410 = stablehlo.multiply %cst_473, %multiply_408 : tensor<160x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_409, %multiply_410 : tensor<160x1x7x7xf32>
    %bcast_174 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_116 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.m_new, %bcast_174 : tensor<160x1x7x7xf32>
    %bcast_175 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_117 = stablehlo.divide %stages.2.blocks.1.conv_dw.weight.v_new, %bcast_175 : tensor<160x1x7x7xf32>
    %sqrt_58 = stablehlo.sqrt %divide_117 : tensor<160x1x7x7xf32>
    %cst_474 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_58 = stablehlo.add %sqrt_58, %cst_474 : tensor<160x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_116, %add_58 : tensor<160x1x7x7xf32>
    %cst_475 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_411 = stablehlo.multiply %cst_475, %stages.2.blocks.1.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_58 = stablehlo.add %stages.2.blocks.1.conv_dw.weight.adam, %multiply_411 : tensor<160x1x7x7xf32>
    %bcast_176 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_412 = stablehlo.multiply %bcast_176, %decayed_58 : tensor<160x1x7x7xf32>
    %stages.2.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.weight, %multiply_412 : tensor<160x1x7x7xf32>
    %cst_476 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_413 = stablehlo.multiply %cst_476, %stages.2.blocks.1.conv_dw.bias.m : tensor<160xf32>
    %cst_477 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_414 = stablehlo.multiply %cst_477, %ds2b1_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_413, %multiply_414 : tensor<160xf32>
    %multiply_415 = stablehlo.multiply %ds2b1_dw_b_2, %ds2b1_dw_b_2 : tensor<160xf32>
    %cst_478 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_416 = stablehlo.multiply %cst_478, %stages.2.blocks.1.conv_dw.bias.v : tensor<160xf32>
    %cst_479 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_417 = stablehlo.multiply %cst_479, %multiply_415 : tensor<160xf32>
    %stages.2.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_416, %multiply_417 : tensor<160xf32>
    %bcast_177 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_118 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.m_new, %bcast_177 : tensor<160xf32>
    %bcast_178 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_119 = stablehlo.divide %stages.2.blocks.1.conv_dw.bias.v_new, %bcast_178 : tensor<160xf32>
    %sqrt_59 = stablehlo.sqrt %divide_119 : tensor<160xf32>
    %cst_480 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_59 = stablehlo.add %sqrt_59, %cst_480 : tensor<160xf32>
    %stages.2.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_118, %add_59 : tensor<160xf32>
    %cst_481 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_418 = stablehlo.multiply %cst_481, %stages.2.blocks.1.conv_dw.bias : tensor<160xf32>
    %decayed_59 = stablehlo.add %stages.2.blocks.1.conv_dw.bias.adam, %multiply_418 : tensor<160xf32>
    %bcast_179 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_419 = stablehlo.multiply %bcast_179, %decayed_59 : tensor<160xf32>
    %stages.2.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.1.conv_dw.bias, %multiply_419 : tensor<160xf32>
    %cst_482 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_420 = stablehlo.multiply %cst_482, %stages.2.blocks.1.norm.weight.m : tensor<160xf32>
    %cst_483 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_421 = stablehlo.multiply %cst_483, %ds2b1_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.1.norm.weight.m_new = stablehlo.add %multiply_420, %multiply_421 : tensor<160xf32>
    %multiply_422 = stablehlo.multiply %ds2b1_ln_weight_2, %ds2b1_ln_weight_2 : tensor<160xf32>
    %cst_484 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_423 = stablehlo.multiply %cst_484, %stages.2.blocks.1.norm.weight.v : tensor<160xf32>
    %cst_485 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_424 = stablehlo.multiply %cst_485, %multiply_422 : tensor<160xf32>
    %stages.2.blocks.1.norm.weight.v_new = stablehlo.add %multiply_423, %multiply_424 : tensor<160xf32>
    %bcast_180 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_120 = stablehlo.divide %stages.2.blocks.1.norm.weight.m_new, %bcast_180 : tensor<160xf32>
    %bcast_181 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_121 = stablehlo.divide %stages.2.blocks.1.norm.weight.v_new, %bcast_181 : tensor<160xf32>
    %sqrt_60 = stablehlo.sqrt %divide_121 : tensor<160xf32>
    %cst_486 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_60 = stablehlo.add %sqrt_60, %cst_486 : tensor<160xf32>
    %stages.2.blocks.1.norm.weight.adam = stablehlo.divide %divide_120, %add_60 : tensor<160xf32>
    %cst_487 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_425 = stablehlo.multiply %cst_487, %stages.2.blocks.1.norm.weight : tensor<160xf32>
    %decayed_60 = stablehlo.add %stages.2.blocks.1.norm.weight.adam, %multiply_425 : tensor<160xf32>
    %bcast_182 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_426 = stablehlo.multiply %bcast_182, %decayed_60 : tensor<160xf32>
    %stages.2.blocks.1.norm.weight.new = stablehlo.subtract %stages.2.blocks.1.norm.weight, %multiply_426 : tensor<160xf32>
    %cst_488 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_427 = stablehlo.multiply %cst_488, %stages.2.blocks.1.norm.bias.m : tensor<160xf32>
    %cst_489 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_428 = stablehlo.multiply %cst_489, %ds2b1_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.1.norm.bias.m_new = stablehlo.add %multiply_427, %multiply_428 : tensor<160xf32>
    %multiply_429 = stablehlo.multiply %ds2b1_ln_bias_2, %ds2b1_ln_bias_2 : tensor<160xf32>
    %cst_490 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_430 = stablehlo.multiply %cst_490, %stages.2.blocks.1.norm.bias.v : tensor<160xf32>
    %cst_491 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_431 = stablehlo.multiply %cst_491, %multiply_429 : tensor<160xf32>
    %stages.2.blocks.1.norm.bias.v_new = stablehlo.add %multiply_430, %multiply_431 : tensor<160xf32>
    %bcast_183 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_122 = stablehlo.divide %stages.2.blocks.1.norm.bias.m_new, %bcast_183 : tensor<160xf32>
    %bcast_184 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_123 = stablehlo.divide %stages.2.blocks.1.norm.bias.v_new, %bcast_184 : tensor<160xf32>
    %sqrt_61 = stablehlo.sqrt %divide_123 : tensor<160xf32>
    %cst_492 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_61 = stablehlo.add %sqrt_61, %cst_492 : tensor<160xf32>
    %stages.2.blocks.1.norm.bias.adam = stablehlo.divide %divide_122, %add_61 : tensor<160xf32>
    %cst_493 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_432 = stablehlo.multiply %cst_493, %stages.2.blocks.1.norm.bias : tensor<160xf32>
    %decayed_61 = stablehlo.add %stages.2.blocks.1.norm.bias.adam, %multiply_432 : tensor<160xf32>
    %bcast_185 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_433 = stablehlo.multiply %bcast_185, %decayed_61 : tensor<160xf32>
    %stages.2.blocks.1.norm.bias.new = stablehlo.subtract %stages.2.blocks.1.norm.bias, %multiply_433 : tensor<160xf32>
    %cst_494 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_434 = stablehlo.multiply %cst_494, %stages.2.blocks.1.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_495 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_435 = stablehlo.multiply %cst_495, %ds2b1_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_434, %multiply_435 : tensor<640x160xf32>
    %multiply_436 = stablehlo.multiply %ds2b1_fc1_w, %ds2b1_fc1_w : tensor<640x160xf32>
    %cst_496 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_437 = stablehlo.multiply %cst_496, %stages.2.blocks.1.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_497 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_438 = stablehlo.multiply %cst_497, %multiply_436 : tensor<640x160xf32>
    %stages.2.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_437, %multiply_438 : tensor<640x160xf32>
    %bcast_186 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_124 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.m_new, %bcast_186 : tensor<640x160xf32>
    %bcast_187 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_125 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.weight.v_new, %bcast_187 : tensor<640x160xf32>
    %sqrt_62 = stablehlo.sqrt %divide_125 : tensor<640x160xf32>
    %cst_498 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_62 = stablehlo.add %sqrt_62, %cst_498 : tensor<640x160xf32>
    %stages.2.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_124, %add_62 : tensor<640x160xf32>
    %cst_499 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_439 = stablehlo.multiply %cst_499, %stages.2.blocks.1.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_62 = stablehlo.add %stages.2.blocks.1.mlp.fc1.weight.adam, %multiply_439 : tensor<640x160xf32>
    %bcast_188 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_440 = stablehlo.multiply %bcast_188, %decayed_62 : tensor<640x160xf32>
    %stages.2.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.weight, %multiply_440 : tensor<640x160xf32>
    %cst_500 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_441 = stablehlo.multiply %cst_500, %stages.2.blocks.1.mlp.fc1.bias.m : tensor<640xf32>
    %cst_501 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_442 = stablehlo.multiply %cst_501, %ds2b1_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_441, %multiply_442 : tensor<640xf32>
    %multiply_443 = stablehlo.multiply %ds2b1_fc1_b_2, %ds2b1_fc1_b_2 : tensor<640xf32>
    %cst_502 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_444 = stablehlo.multiply %cst_502, %stages.2.blocks.1.mlp.fc1.bias.v : tensor<640xf32>
    %cst_503 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_445 = stablehlo.multiply %cst_503, %multiply_443 : tensor<640xf32>
    %stages.2.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_444, %multiply_445 : tensor<640xf32>
    %bcast_189 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_126 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.m_new, %bcast_189 : tensor<640xf32>
    %bcast_190 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_127 = stablehlo.divide %stages.2.blocks.1.mlp.fc1.bias.v_new, %bcast_190 : tensor<640xf32>
    %sqrt_63 = stablehlo.sqrt %divide_127 : tensor<640xf32>
    %cst_504 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_63 = stablehlo.add %sqrt_63, %cst_504 : tensor<640xf32>
    %stages.2.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_126, %add_63 : tensor<640xf32>
    %cst_505 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_446 = stablehlo.multiply %cst_505, %stages.2.blocks.1.mlp.fc1.bias : tensor<640xf32>
    %decayed_63 = stablehlo.add %stages.2.blocks.1.mlp.fc1.bias.adam, %multiply_446 : tensor<640xf32>
    %bcast_191 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_447 = stablehlo.multiply %bcast_191, %decayed_63 : tensor<640xf32>
    %stages.2.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc1.bias, %multiply_447 : tensor<640xf32>
    %cst_506 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_448 = stablehlo.multiply %cst_506, %stages.2.blocks.1.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_507 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_449 = stablehlo.multiply %cst_507, %ds2b1_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_448, %multiply_449 : tensor<160x640xf32>
    %multiply_450 = stablehlo.multiply %ds2b1_fc2_w, %ds2b1_fc2_w : tensor<160x640xf32>
    %cst_508 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_451 = stablehlo.multiply %cst_508, %stages.2.blocks.1.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_509 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_452 = stablehlo.multiply %cst_509, %multiply_450 : tensor<160x640xf32>
    %stages.2.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_451, %multiply_452 : tensor<160x640xf32>
    %bcast_192 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_128 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.m_new, %bcast_192 : tensor<160x640xf32>
    %bcast_193 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_129 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.weight.v_new, %bcast_193 : tensor<160x640xf32>
    %sqrt_64 = stablehlo.sqrt %divide_129 : tensor<160x640xf32>
    %cst_510 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_64 = stablehlo.add %sqrt_64, %cst_510 : tensor<160x640xf32>
    %stages.2.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_128, %add_64 : tensor<160x640xf32>
    %cst_511 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_453 = stablehlo.multiply %cst_511, %stages.2.blocks.1.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_64 = stablehlo.add %stages.2.blocks.1.mlp.fc2.weight.adam, %multiply_453 : tensor<160x640xf32>
    %bcast_194 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_454 = stablehlo.multiply %bcast_194, %decayed_64 : tensor<160x640xf32>
    %stages.2.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.weight, %multiply_454 : tensor<160x640xf32>
    %cst_512 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_455 = stablehlo.multiply %cst_512, %stages.2.blocks.1.mlp.fc2.bias.m : tensor<160xf32>
    %cst_513 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_456 = stablehlo.multiply %cst_513, %ds2b1_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_455, %multiply_456 : tensor<160xf32>
    %multiply_457 = stablehlo.multiply %ds2b1_fc2_b_2, %ds2b1_fc2_b_2 : tensor<160xf32>
    %cst_514 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_458 = stablehlo.multiply %cst_514, %stages.2.blocks.1.mlp.fc2.bias.v : tensor<160xf32>
    %cst_515 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_459 = stablehlo.multiply %cst_515, %multiply_457 : tensor<160xf32>
    %stages.2.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_458, %multiply_459 : tensor<160xf32>
    %bcast_195 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_130 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.m_new, %bcast_195 : tensor<160xf32>
    %bcast_196 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_131 = stablehlo.divide %stages.2.blocks.1.mlp.fc2.bias.v_new, %bcast_196 : tensor<160xf32>
    %sqrt_65 = stablehlo.sqrt %divide_131 : tensor<160xf32>
    %cst_516 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_65 = stablehlo.add %sqrt_65, %cst_516 : tensor<160xf32>
    %stages.2.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_130, %add_65 : tensor<160xf32>
    %cst_517 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_460 = stablehlo.multiply %cst_517, %stages.2.blocks.1.mlp.fc2.bias : tensor<160xf32>
    %decayed_65 = stablehlo.add %stages.2.blocks.1.mlp.fc2.bias.adam, %multiply_460 : tensor<160xf32>
    %bcast_197 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_461 = stablehlo.multiply %bcast_197, %decayed_65 : tensor<160xf32>
    %stages.2.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.1.mlp.fc2.bias, %multiply_461 : tensor<160xf32>
    %cst_518 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_462 = stablehlo.multiply %cst_518, %stages.2.blocks.2.gamma.m : tensor<160xf32>
    %cst_519 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_463 = stablehlo.multiply %cst_519, %ds2b2_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.2.gamma.m_new = stablehlo.add %multiply_462, %multiply_463 : tensor<160xf32>
    %multiply_464 = stablehlo.multiply %ds2b2_gamma_gamma_2, %ds2b2_gamma_gamma_2 : tensor<160xf32>
    %cst_520 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_465 = stablehlo.multiply %cst_520, %stages.2.blocks.2.gamma.v : tensor<160xf32>
    %cst_521 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_466 = stablehlo.multiply %cst_521, %multiply_464 : tensor<160xf32>
    %stages.2.blocks.2.gamma.v_new = stablehlo.add %multiply_465, %multiply_466 : tensor<160xf32>
    %bcast_198 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_132 = stablehlo.divide %stages.2.blocks.2.gamma.m_new, %bcast_198 : tensor<160xf32>
    %bcast_199 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_133 = stablehlo.divide %stages.2.blocks.2.gamma.v_new, %bcast_199 : tensor<160xf32>
    %sqrt_66 = stablehlo.sqrt %divide_133 : tensor<160xf32>
    %cst_522 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_66 = stablehlo.add %sqrt_66, %cst_522 : tensor<160xf32>
    %stages.2.blocks.2.gamma.adam = stablehlo.divide %divide_132, %add_66 : tensor<160xf32>
    %cst_523 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_467 = stablehlo.multiply %cst_523, %stages.2.blocks.2.gamma : tensor<160xf32>
    %decayed_66 = stablehlo.add %stages.2.blocks.2.gamma.adam, %multiply_467 : tensor<160xf32>
    %bcast_200 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_468 = stablehlo.multiply %bcast_200, %decayed_66 : tensor<160xf32>
    %stages.2.blocks.2.gamma.new = stablehlo.subtract %stages.2.blocks.2.gamma, %multiply_468 : tensor<160xf32>
    %cst_524 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_469 = stablehlo.multiply %cst_524, %stages.2.blocks.2.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_525 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_470 = stablehlo.multiply %cst_525, %ds2b2_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.m_new = stablehlo.add %multiply_469, %multiply_470 : tensor<160x1x7x7xf32>
    %multiply_471 = stablehlo.multiply %ds2b2_dw_w, %ds2b2_dw_w : tensor<160x1x7x7xf32>
    %cst_526 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_472 = stablehlo.multiply %cst_526, %stages.2.blocks.2.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_527 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_473 = stablehlo.multiply %cst_527, %multiply_471 : tensor<160x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.v_new = stablehlo.add %multiply_472, %multiply_473 : tensor<160x1x7x7xf32>
    %bcast_201 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_134 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.m_new, %bcast_201 : tensor<160x1x7x7xf32>
    %bcast_202 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_135 = stablehlo.divide %stages.2.blocks.2.conv_dw.weight.v_new, %bcast_202 : tensor<160x1x7x7xf32>
    %sqrt_67 = stablehlo.sqrt %divide_135 : tensor<160x1x7x7xf32>
    %cst_528 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_67 = stablehlo.add %sqrt_67, %cst_528 : tensor<160x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.adam = stablehlo.divide %divide_134, %add_67 : tensor<160x1x7x7xf32>
    %cst_529 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_474 = stablehlo.multiply %cst_529, %stages.2.blocks.2.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_67 = stablehlo.add %stages.2.blocks.2.conv_dw.weight.adam, %multiply_474 : tensor<160x1x7x7xf32>
    %bcast_203 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_475 = stablehlo.multiply %bcast_203, %decayed_67 : tensor<160x1x7x7xf32>
    %stages.2.blocks.2.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.weight, %multiply_475 : tensor<160x1x7x7xf32>
    %cst_530 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_476 = stablehlo.multiply %cst_530, %stages.2.blocks.2.conv_dw.bias.m : tensor<160xf32>
    %cst_531 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_477 = stablehlo.multiply %cst_531, %ds2b2_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.2.conv_dw.bias.m_new = stablehlo.add %multiply_476, %multiply_477 : tensor<160xf32>
    %multiply_478 = stablehlo.multiply %ds2b2_dw_b_2, %ds2b2_dw_b_2 : tensor<160xf32>
    %cst_532 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_479 = stablehlo.multiply %cst_532, %stages.2.blocks.2.conv_dw.bias.v : tensor<160xf32>
    %cst_533 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_480 = stablehlo.multiply %cst_533, %multiply_478 : tensor<160xf32>
    %stages.2.blocks.2.conv_dw.bias.v_new = stablehlo.add %multiply_479, %multiply_480 : tensor<160xf32>
    %bcast_204 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_136 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.m_new, %bcast_204 : tensor<160xf32>
    %bcast_205 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_137 = stablehlo.divide %stages.2.blocks.2.conv_dw.bias.v_new, %bcast_205 : tensor<160xf32>
    %sqrt_68 = stablehlo.sqrt %divide_137 : tensor<160xf32>
    %cst_534 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_68 = stablehlo.add %sqrt_68, %cst_534 : tensor<160xf32>
    %stages.2.blocks.2.conv_dw.bias.adam = stablehlo.divide %divide_136, %add_68 : tensor<160xf32>
    %cst_535 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_481 = stablehlo.multiply %cst_535, %stages.2.blocks.2.conv_dw.bias : tensor<160xf32>
    %decayed_68 = stablehlo.add %stages.2.blocks.2.conv_dw.bias.adam, %multiply_481 : tensor<160xf32>
    %bcast_206 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_482 = stablehlo.multiply %bcast_206, %decayed_68 : tensor<160xf32>
    %stages.2.blocks.2.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.2.conv_dw.bias, %multiply_482 : tensor<160xf32>
    %cst_536 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_483 = stablehlo.multiply %cst_536, %stages.2.blocks.2.norm.weight.m : tensor<160xf32>
    %cst_537 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_484 = stablehlo.multiply %cst_537, %ds2b2_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.2.norm.weight.m_new = stablehlo.add %multiply_483, %multiply_484 : tensor<160xf32>
    %multiply_485 = stablehlo.multiply %ds2b2_ln_weight_2, %ds2b2_ln_weight_2 : tensor<160xf32>
    %cst_538 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_486 = stablehlo.multiply %cst_538, %stages.2.blocks.2.norm.weight.v : tensor<160xf32>
    %cst_539 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_487 = stablehlo.multiply %cst_539, %multiply_485 : tensor<160xf32>
    %stages.2.blocks.2.norm.weight.v_new = stablehlo.add %multiply_486, %multiply_487 : tensor<160xf32>
    %bcast_207 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_138 = stablehlo.divide %stages.2.blocks.2.norm.weight.m_new, %bcast_207 : tensor<160xf32>
    %bcast_208 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_139 = stablehlo.divide %stages.2.blocks.2.norm.weight.v_new, %bcast_208 : tensor<160xf32>
    %sqrt_69 = stablehlo.sqrt %divide_139 : tensor<160xf32>
    %cst_540 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_69 = stablehlo.add %sqrt_69, %cst_540 : tensor<160xf32>
    %stages.2.blocks.2.norm.weight.adam = stablehlo.divide %divide_138, %add_69 : tensor<160xf32>
    %cst_541 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_488 = stablehlo.multiply %cst_541, %stages.2.blocks.2.norm.weight : tensor<160xf32>
    %decayed_69 = stablehlo.add %stages.2.blocks.2.norm.weight.adam, %multiply_488 : tensor<160xf32>
    %bcast_209 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_489 = stablehlo.multiply %bcast_209, %decayed_69 : tensor<160xf32>
    %stages.2.blocks.2.norm.weight.new = stablehlo.subtract %stages.2.blocks.2.norm.weight, %multiply_489 : tensor<160xf32>
    %cst_542 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_490 = stablehlo.multiply %cst_542, %stages.2.blocks.2.norm.bias.m : tensor<160xf32>
    %cst_543 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_491 = stablehlo.multiply %cst_543, %ds2b2_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.2.norm.bias.m_new = stablehlo.add %multiply_490, %multiply_491 : tensor<160xf32>
    %multiply_492 = stablehlo.multiply %ds2b2_ln_bias_2, %ds2b2_ln_bias_2 : tensor<160xf32>
    %cst_544 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_493 = stablehlo.multiply %cst_544, %stages.2.blocks.2.norm.bias.v : tensor<160xf32>
    %cst_545 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_494 = stablehlo.multiply %cst_545, %multiply_492 : tensor<160xf32>
    %stages.2.blocks.2.norm.bias.v_new = stablehlo.add %multiply_493, %multiply_494 : tensor<160xf32>
    %bcast_210 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_140 = stablehlo.divide %stages.2.blocks.2.norm.bias.m_new, %bcast_210 : tensor<160xf32>
    %bcast_211 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_141 = stablehlo.divide %stages.2.blocks.2.norm.bias.v_new, %bcast_211 : tensor<160xf32>
    %sqrt_70 = stablehlo.sqrt %divide_141 : tensor<160xf32>
    %cst_546 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_70 = stablehlo.add %sqrt_70, %cst_546 : tensor<160xf32>
    %stages.2.blocks.2.norm.bias.adam = stablehlo.divide %divide_140, %add_70 : tensor<160xf32>
    %cst_547 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_495 = stablehlo.multiply %cst_547, %stages.2.blocks.2.norm.bias : tensor<160xf32>
    %decayed_70 = stablehlo.add %stages.2.blocks.2.norm.bias.adam, %multiply_495 : tensor<160xf32>
    %bcast_212 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_496 = stablehlo.multiply %bcast_212, %decayed_70 : tensor<160xf32>
    %stages.2.blocks.2.norm.bias.new = stablehlo.subtract %stages.2.blocks.2.norm.bias, %multiply_496 : tensor<160xf32>
    %cst_548 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_497 = stablehlo.multiply %cst_548, %stages.2.blocks.2.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_549 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_498 = stablehlo.multiply %cst_549, %ds2b2_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.2.mlp.fc1.weight.m_new = stablehlo.add %multiply_497, %multiply_498 : tensor<640x160xf32>
    %multiply_499 = stablehlo.multiply %ds2b2_fc1_w, %ds2b2_fc1_w : tensor<640x160xf32>
    %cst_550 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_500 = stablehlo.multiply %cst_550, %stages.2.blocks.2.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_551 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_501 = stablehlo.multiply %cst_551, %multiply_499 : tensor<640x160xf32>
    %stages.2.blocks.2.mlp.fc1.weight.v_new = stablehlo.add %multiply_500, %multiply_501 : tensor<640x160xf32>
    %bcast_213 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_142 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.m_new, %bcast_213 : tensor<640x160xf32>
    %bcast_214 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_143 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.weight.v_new, %bcast_214 : tensor<640x160xf32>
    %sqrt_71 = stablehlo.sqrt %divide_143 : tensor<640x160xf32>
    %cst_552 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_71 = stablehlo.add %sqrt_71, %cst_552 : tensor<640x160xf32>
    %stages.2.blocks.2.mlp.fc1.weight.adam = stablehlo.divide %divide_142, %add_71 : tensor<640x160xf32>
    %cst_553 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_502 = stablehlo.multiply %cst_553, %stages.2.blocks.2.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_71 = stablehlo.add %stages.2.blocks.2.mlp.fc1.weight.adam, %multiply_502 : tensor<640x160xf32>
    %bcast_215 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_503 = stablehlo.multiply %bcast_215, %decayed_71 : tensor<640x160xf32>
    %stages.2.blocks.2.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.weight, %multiply_503 : tensor<640x160xf32>
    %cst_554 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_504 = stablehlo.multiply %cst_554, %stages.2.blocks.2.mlp.fc1.bias.m : tensor<640xf32>
    %cst_555 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_505 = stablehlo.multiply %cst_555, %ds2b2_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.2.mlp.fc1.bias.m_new = stablehlo.add %multiply_504, %multiply_505 : tensor<640xf32>
    %multiply_506 = stablehlo.multiply %ds2b2_fc1_b_2, %ds2b2_fc1_b_2 : tensor<640xf32>
    %cst_556 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_507 = stablehlo.multiply %cst_556, %stages.2.blocks.2.mlp.fc1.bias.v : tensor<640xf32>
    %cst_557 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_508 = stablehlo.multiply %cst_557, %multiply_506 : tensor<640xf32>
    %stages.2.blocks.2.mlp.fc1.bias.v_new = stablehlo.add %multiply_507, %multiply_508 : tensor<640xf32>
    %bcast_216 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_144 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.m_new, %bcast_216 : tensor<640xf32>
    %bcast_217 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_145 = stablehlo.divide %stages.2.blocks.2.mlp.fc1.bias.v_new, %bcast_217 : tensor<640xf32>
    %sqrt_72 = stablehlo.sqrt %divide_145 : tensor<640xf32>
    %cst_558 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_72 = stablehlo.add %sqrt_72, %cst_558 : tensor<640xf32>
    %stages.2.blocks.2.mlp.fc1.bias.adam = stablehlo.divide %divide_144, %add_72 : tensor<640xf32>
    %cst_559 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_509 = stablehlo.multiply %cst_559, %stages.2.blocks.2.mlp.fc1.bias : tensor<640xf32>
    %decayed_72 = stablehlo.add %stages.2.blocks.2.mlp.fc1.bias.adam, %multiply_509 : tensor<640xf32>
    %bcast_218 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_510 = stablehlo.multiply %bcast_218, %decayed_72 : tensor<640xf32>
    %stages.2.blocks.2.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc1.bias, %multiply_510 : tensor<640xf32>
    %cst_560 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_511 = stablehlo.multiply %cst_560, %stages.2.blocks.2.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_561 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_512 = stablehlo.multiply %cst_561, %ds2b2_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.2.mlp.fc2.weight.m_new = stablehlo.add %multiply_511, %multiply_512 : tensor<160x640xf32>
    %multiply_513 = stablehlo.multiply %ds2b2_fc2_w, %ds2b2_fc2_w : tensor<160x640xf32>
    %cst_562 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_514 = stablehlo.multiply %cst_562, %stages.2.blocks.2.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_563 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_515 = stablehlo.multiply %cst_563, %multiply_513 : tensor<160x640xf32>
    %stages.2.blocks.2.mlp.fc2.weight.v_new = stablehlo.add %multiply_514, %multiply_515 : tensor<160x640xf32>
    %bcast_219 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_146 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.m_new, %bcast_219 : tensor<160x640xf32>
    %bcast_220 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_147 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.weight.v_new, %bcast_220 : tensor<160x640xf32>
    %sqrt_73 = stablehlo.sqrt %divide_147 : tensor<160x640xf32>
    %cst_564 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_73 = stablehlo.add %sqrt_73, %cst_564 : tensor<160x640xf32>
    %stages.2.blocks.2.mlp.fc2.weight.adam = stablehlo.divide %divide_146, %add_73 : tensor<160x640xf32>
    %cst_565 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_516 = stablehlo.multiply %cst_565, %stages.2.blocks.2.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_73 = stablehlo.add %stages.2.blocks.2.mlp.fc2.weight.adam, %multiply_516 : tensor<160x640xf32>
    %bcast_221 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_517 = stablehlo.multiply %bcast_221, %decayed_73 : tensor<160x640xf32>
    %stages.2.blocks.2.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.weight, %multiply_517 : tensor<160x640xf32>
    %cst_566 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_518 = stablehlo.multiply %cst_566, %stages.2.blocks.2.mlp.fc2.bias.m : tensor<160xf32>
    %cst_567 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_519 = stablehlo.multiply %cst_567, %ds2b2_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.2.mlp.fc2.bias.m_new = stablehlo.add %multiply_518, %multiply_519 : tensor<160xf32>
    %multiply_520 = stablehlo.multiply %ds2b2_fc2_b_2, %ds2b2_fc2_b_2 : tensor<160xf32>
    %cst_568 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_521 = stablehlo.multiply %cst_568, %stages.2.blocks.2.mlp.fc2.bias.v : tensor<160xf32>
    %cst_569 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_522 = stablehlo.multiply %cst_569, %multiply_520 : tensor<160xf32>
    %stages.2.blocks.2.mlp.fc2.bias.v_new = stablehlo.add %multiply_521, %multiply_522 : tensor<160xf32>
    %bcast_222 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_148 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.m_new, %bcast_222 : tensor<160xf32>
    %bcast_223 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_149 = stablehlo.divide %stages.2.blocks.2.mlp.fc2.bias.v_new, %bcast_223 : tensor<160xf32>
    %sqrt_74 = stablehlo.sqrt %divide_149 : tensor<160xf32>
    %cst_570 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_74 = stablehlo.add %sqrt_74, %cst_570 : tensor<160xf32>
    %stages.2.blocks.2.mlp.fc2.bias.adam = stablehlo.divide %divide_148, %add_74 : tensor<160xf32>
    %cst_571 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_523 = stablehlo.multiply %cst_571, %stages.2.blocks.2.mlp.fc2.bias : tensor<160xf32>
    %decayed_74 = stablehlo.add %stages.2.blocks.2.mlp.fc2.bias.adam, %multiply_523 : tensor<160xf32>
    %bcast_224 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_524 = stablehlo.multiply %bcast_224, %decayed_74 : tensor<160xf32>
    %stages.2.blocks.2.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.2.mlp.fc2.bias, %multiply_524 : tensor<160xf32>
    %cst_572 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_525 = stablehlo.multiply %cst_572, %stages.2.blocks.3.gamma.m : tensor<160xf32>
    %cst_573 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_526 = stablehlo.multiply %cst_573, %ds2b3_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.3.gamma.m_new = stablehlo.add %multiply_525, %multiply_526 : tensor<160xf32>
    %multiply_527 = stablehlo.multiply %ds2b3_gamma_gamma_2, %ds2b3_gamma_gamma_2 : tensor<160xf32>
    %cst_574 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_528 = stablehlo.multiply %cst_574, %stages.2.blocks.3.gamma.v : tensor<160xf32>
    %cst_575 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_529 = stablehlo.multiply %cst_575, %multiply_527 : tensor<160xf32>
    %stages.2.blocks.3.gamma.v_new = stablehlo.add %multiply_528, %multiply_529 : tensor<160xf32>
    %bcast_225 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_150 = stablehlo.divide %stages.2.blocks.3.gamma.m_new, %bcast_225 : tensor<160xf32>
    %bcast_226 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_151 = stablehlo.divide %stages.2.blocks.3.gamma.v_new, %bcast_226 : tensor<160xf32>
    %sqrt_75 = stablehlo.sqrt %divide_151 : tensor<160xf32>
    %cst_576 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_75 = stablehlo.add %sqrt_75, %cst_576 : tensor<160xf32>
    %stages.2.blocks.3.gamma.adam = stablehlo.divide %divide_150, %add_75 : tensor<160xf32>
    %cst_577 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_530 = stablehlo.multiply %cst_577, %stages.2.blocks.3.gamma : tensor<160xf32>
    %decayed_75 = stablehlo.add %stages.2.blocks.3.gamma.adam, %multiply_530 : tensor<160xf32>
    %bcast_227 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_531 = stablehlo.multiply %bcast_227, %decayed_75 : tensor<160xf32>
    %stages.2.blocks.3.gamma.new = stablehlo.subtract %stages.2.blocks.3.gamma, %multiply_531 : tensor<160xf32>
    %cst_578 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_532 = stablehlo.multiply %cst_578, %stages.2.blocks.3.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_579 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_533 = stablehlo.multiply %cst_579, %ds2b3_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.m_new = stablehlo.add %multiply_532, %multiply_533 : tensor<160x1x7x7xf32>
    %multiply_534 = stablehlo.multiply %ds2b3_dw_w, %ds2b3_dw_w : tensor<160x1x7x7xf32>
    %cst_580 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_535 = stablehlo.multiply %cst_580, %stages.2.blocks.3.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_581 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_536 = stablehlo.multiply %cst_581, %multiply_534 : tensor<160x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.v_new = stablehlo.add %multiply_535, %multiply_536 : tensor<160x1x7x7xf32>
    %bcast_228 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_152 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.m_new, %bcast_228 : tensor<160x1x7x7xf32>
    %bcast_229 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_153 = stablehlo.divide %stages.2.blocks.3.conv_dw.weight.v_new, %bcast_229 : tensor<160x1x7x7xf32>
    %sqrt_76 = stablehlo.sqrt %divide_153 : tensor<160x1x7x7xf32>
    %cst_582 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_76 = stablehlo.add %sqrt_76, %cst_582 : tensor<160x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.adam = stablehlo.divide %divide_152, %add_76 : tensor<160x1x7x7xf32>
    %cst_583 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_537 = stablehlo.multiply %cst_583, %stages.2.blocks.3.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_76 = stablehlo.add %stages.2.blocks.3.conv_dw.weight.adam, %multiply_537 : tensor<160x1x7x7xf32>
    %bcast_230 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_538 = stablehlo.multiply %bcast_230, %decayed_76 : tensor<160x1x7x7xf32>
    %stages.2.blocks.3.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.weight, %multiply_538 : tensor<160x1x7x7xf32>
    %cst_584 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_539 = stablehlo.multiply %cst_584, %stages.2.blocks.3.conv_dw.bias.m : tensor<160xf32>
    %cst_585 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_540 = stablehlo.multiply %cst_585, %ds2b3_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.3.conv_dw.bias.m_new = stablehlo.add %multiply_539, %multiply_540 : tensor<160xf32>
    %multiply_541 = stablehlo.multiply %ds2b3_dw_b_2, %ds2b3_dw_b_2 : tensor<160xf32>
    %cst_586 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_542 = stablehlo.multiply %cst_586, %stages.2.blocks.3.conv_dw.bias.v : tensor<160xf32>
    %cst_587 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_543 = stablehlo.multiply %cst_587, %multiply_541 : tensor<160xf32>
    %stages.2.blocks.3.conv_dw.bias.v_new = stablehlo.add %multiply_542, %multiply_543 : tensor<160xf32>
    %bcast_231 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_154 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.m_new, %bcast_231 : tensor<160xf32>
    %bcast_232 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_155 = stablehlo.divide %stages.2.blocks.3.conv_dw.bias.v_new, %bcast_232 : tensor<160xf32>
    %sqrt_77 = stablehlo.sqrt %divide_155 : tensor<160xf32>
    %cst_588 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_77 = stablehlo.add %sqrt_77, %cst_588 : tensor<160xf32>
    %stages.2.blocks.3.conv_dw.bias.adam = stablehlo.divide %divide_154, %add_77 : tensor<160xf32>
    %cst_589 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_544 = stablehlo.multiply %cst_589, %stages.2.blocks.3.conv_dw.bias : tensor<160xf32>
    %decayed_77 = stablehlo.add %stages.2.blocks.3.conv_dw.bias.adam, %multiply_544 : tensor<160xf32>
    %bcast_233 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_545 = stablehlo.multiply %bcast_233, %decayed_77 : tensor<160xf32>
    %stages.2.blocks.3.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.3.conv_dw.bias, %multiply_545 : tensor<160xf32>
    %cst_590 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_546 = stablehlo.multiply %cst_590, %stages.2.blocks.3.norm.weight.m : tensor<160xf32>
    %cst_591 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_547 = stablehlo.multiply %cst_591, %ds2b3_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.3.norm.weight.m_new = stablehlo.add %multiply_546, %multiply_547 : tensor<160xf32>
    %multiply_548 = stablehlo.multiply %ds2b3_ln_weight_2, %ds2b3_ln_weight_2 : tensor<160xf32>
    %cst_592 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_549 = stablehlo.multiply %cst_592, %stages.2.blocks.3.norm.weight.v : tensor<160xf32>
    %cst_593 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_550 = stablehlo.multiply %cst_593, %multiply_548 : tensor<160xf32>
    %stages.2.blocks.3.norm.weight.v_new = stablehlo.add %multiply_549, %multiply_550 : tensor<160xf32>
    %bcast_234 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_156 = stablehlo.divide %stages.2.blocks.3.norm.weight.m_new, %bcast_234 : tensor<160xf32>
    %bcast_235 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_157 = stablehlo.divide %stages.2.blocks.3.norm.weight.v_new, %bcast_235 : tensor<160xf32>
    %sqrt_78 = stablehlo.sqrt %divide_157 : tensor<160xf32>
    %cst_594 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_78 = stablehlo.add %sqrt_78, %cst_594 : tensor<160xf32>
    %stages.2.blocks.3.norm.weight.adam = stablehlo.divide %divide_156, %add_78 : tensor<160xf32>
    %cst_595 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_551 = stablehlo.multiply %cst_595, %stages.2.blocks.3.norm.weight : tensor<160xf32>
    %decayed_78 = stablehlo.add %stages.2.blocks.3.norm.weight.adam, %multiply_551 : tensor<160xf32>
    %bcast_236 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_552 = stablehlo.multiply %bcast_236, %decayed_78 : tensor<160xf32>
    %stages.2.blocks.3.norm.weight.new = stablehlo.subtract %stages.2.blocks.3.norm.weight, %multiply_552 : tensor<160xf32>
    %cst_596 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_553 = stablehlo.multiply %cst_596, %stages.2.blocks.3.norm.bias.m : tensor<160xf32>
    %cst_597 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_554 = stablehlo.multiply %cst_597, %ds2b3_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.3.norm.bias.m_new = stablehlo.add %multiply_553, %multiply_554 : tensor<160xf32>
    %multiply_555 = stablehlo.multiply %ds2b3_ln_bias_2, %ds2b3_ln_bias_2 : tensor<160xf32>
    %cst_598 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_556 = stablehlo.multiply %cst_598, %stages.2.blocks.3.norm.bias.v : tensor<160xf32>
    %cst_599 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_557 = stablehlo.multiply %cst_599, %multiply_555 : tensor<160xf32>
    %stages.2.blocks.3.norm.bias.v_new = stablehlo.add %multiply_556, %multiply_557 : tensor<160xf32>
    %bcast_237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_158 = stablehlo.divide %stages.2.blocks.3.norm.bias.m_new, %bcast_237 : tensor<160xf32>
    %bcast_238 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_159 = stablehlo.divide %stages.2.blocks.3.norm.bias.v_new, %bcast_238 : tensor<160xf32>
    %sqrt_79 = stablehlo.sqrt %divide_159 : tensor<160xf32>
    %cst_600 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_79 = stablehlo.add %sqrt_79, %cst_600 : tensor<160xf32>
    %stages.2.blocks.3.norm.bias.adam = stablehlo.divide %divide_158, %add_79 : tensor<160xf32>
    %cst_601 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_558 = stablehlo.multiply %cst_601, %stages.2.blocks.3.norm.bias : tensor<160xf32>
    %decayed_79 = stablehlo.add %stages.2.blocks.3.norm.bias.adam, %multiply_558 : tensor<160xf32>
    %bcast_239 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_559 = stablehlo.multiply %bcast_239, %decayed_79 : tensor<160xf32>
    %stages.2.blocks.3.norm.bias.new = stablehlo.subtract %stages.2.blocks.3.norm.bias, %multiply_559 : tensor<160xf32>
    %cst_602 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_560 = stablehlo.multiply %cst_602, %stages.2.blocks.3.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_603 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_561 = stablehlo.multiply %cst_603, %ds2b3_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.3.mlp.fc1.weight.m_new = stablehlo.add %multiply_560, %multiply_561 : tensor<640x160xf32>
    %multiply_562 = stablehlo.multiply %ds2b3_fc1_w, %ds2b3_fc1_w : tensor<640x160xf32>
    %cst_604 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_563 = stablehlo.multiply %cst_604, %stages.2.blocks.3.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_605 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_564 = stablehlo.multiply %cst_605, %multiply_562 : tensor<640x160xf32>
    %stages.2.blocks.3.mlp.fc1.weight.v_new = stablehlo.add %multiply_563, %multiply_564 : tensor<640x160xf32>
    %bcast_240 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_160 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.m_new, %bcast_240 : tensor<640x160xf32>
    %bcast_241 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_161 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.weight.v_new, %bcast_241 : tensor<640x160xf32>
    %sqrt_80 = stablehlo.sqrt %divide_161 : tensor<640x160xf32>
    %cst_606 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_80 = stablehlo.add %sqrt_80, %cst_606 : tensor<640x160xf32>
    %stages.2.blocks.3.mlp.fc1.weight.adam = stablehlo.divide %divide_160, %add_80 : tensor<640x160xf32>
    %cst_607 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_565 = stablehlo.multiply %cst_607, %stages.2.blocks.3.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_80 = stablehlo.add %stages.2.blocks.3.mlp.fc1.weight.adam, %multiply_565 : tensor<640x160xf32>
    %bcast_242 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_566 = stablehlo.multiply %bcast_242, %decayed_80 : tensor<640x160xf32>
    %stages.2.blocks.3.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.weight, %multiply_566 : tensor<640x160xf32>
    %cst_608 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_567 = stablehlo.multiply %cst_608, %stages.2.blocks.3.mlp.fc1.bias.m : tensor<640xf32>
    %cst_609 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_568 = stablehlo.multiply %cst_609, %ds2b3_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.3.mlp.fc1.bias.m_new = stablehlo.add %multiply_567, %multiply_568 : tensor<640xf32>
    %multiply_569 = stablehlo.multiply %ds2b3_fc1_b_2, %ds2b3_fc1_b_2 : tensor<640xf32>
    %cst_610 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_570 = stablehlo.multiply %cst_610, %stages.2.blocks.3.mlp.fc1.bias.v : tensor<640xf32>
    %cst_611 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_571 = stablehlo.multiply %cst_611, %multiply_569 : tensor<640xf32>
    %stages.2.blocks.3.mlp.fc1.bias.v_new = stablehlo.add %multiply_570, %multiply_571 : tensor<640xf32>
    %bcast_243 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_162 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.m_new, %bcast_243 : tensor<640xf32>
    %bcast_244 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_163 = stablehlo.divide %stages.2.blocks.3.mlp.fc1.bias.v_new, %bcast_244 : tensor<640xf32>
    %sqrt_81 = stablehlo.sqrt %divide_163 : tensor<640xf32>
    %cst_612 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_81 = stablehlo.add %sqrt_81, %cst_612 : tensor<640xf32>
    %stages.2.blocks.3.mlp.fc1.bias.adam = stablehlo.divide %divide_162, %add_81 : tensor<640xf32>
    %cst_613 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_572 = stablehlo.multiply %cst_613, %stages.2.blocks.3.mlp.fc1.bias : tensor<640xf32>
    %decayed_81 = stablehlo.add %stages.2.blocks.3.mlp.fc1.bias.adam, %multiply_572 : tensor<640xf32>
    %bcast_245 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_573 = stablehlo.multiply %bcast_245, %decayed_81 : tensor<640xf32>
    %stages.2.blocks.3.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc1.bias, %multiply_573 : tensor<640xf32>
    %cst_614 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_574 = stablehlo.multiply %cst_614, %stages.2.blocks.3.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_615 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_575 = stablehlo.multiply %cst_615, %ds2b3_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.3.mlp.fc2.weight.m_new = stablehlo.add %multiply_574, %multiply_575 : tensor<160x640xf32>
    %multiply_576 = stablehlo.multiply %ds2b3_fc2_w, %ds2b3_fc2_w : tensor<160x640xf32>
    %cst_616 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_577 = stablehlo.multiply %cst_616, %stages.2.blocks.3.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_617 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_578 = stablehlo.multiply %cst_617, %multiply_576 : tensor<160x640xf32>
    %stages.2.blocks.3.mlp.fc2.weight.v_new = stablehlo.add %multiply_577, %multiply_578 : tensor<160x640xf32>
    %bcast_246 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_164 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.m_new, %bcast_246 : tensor<160x640xf32>
    %bcast_247 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_165 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.weight.v_new, %bcast_247 : tensor<160x640xf32>
    %sqrt_82 = stablehlo.sqrt %divide_165 : tensor<160x640xf32>
    %cst_618 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_82 = stablehlo.add %sqrt_82, %cst_618 : tensor<160x640xf32>
    %stages.2.blocks.3.mlp.fc2.weight.adam = stablehlo.divide %divide_164, %add_82 : tensor<160x640xf32>
    %cst_619 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_579 = stablehlo.multiply %cst_619, %stages.2.blocks.3.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_82 = stablehlo.add %stages.2.blocks.3.mlp.fc2.weight.adam, %multiply_579 : tensor<160x640xf32>
    %bcast_248 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_580 = stablehlo.multiply %bcast_248, %decayed_82 : tensor<160x640xf32>
    %stages.2.blocks.3.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.weight, %multiply_580 : tensor<160x640xf32>
    %cst_620 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_581 = stablehlo.multiply %cst_620, %stages.2.blocks.3.mlp.fc2.bias.m : tensor<160xf32>
    %cst_621 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_582 = stablehlo.multiply %cst_621, %ds2b3_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.3.mlp.fc2.bias.m_new = stablehlo.add %multiply_581, %multiply_582 : tensor<160xf32>
    %multiply_583 = stablehlo.multiply %ds2b3_fc2_b_2, %ds2b3_fc2_b_2 : tensor<160xf32>
    %cst_622 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_584 = stablehlo.multiply %cst_622, %stages.2.blocks.3.mlp.fc2.bias.v : tensor<160xf32>
    %cst_623 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_585 = stablehlo.multiply %cst_623, %multiply_583 : tensor<160xf32>
    %stages.2.blocks.3.mlp.fc2.bias.v_new = stablehlo.add %multiply_584, %multiply_585 : tensor<160xf32>
    %bcast_249 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_166 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.m_new, %bcast_249 : tensor<160xf32>
    %bcast_250 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_167 = stablehlo.divide %stages.2.blocks.3.mlp.fc2.bias.v_new, %bcast_250 : tensor<160xf32>
    %sqrt_83 = stablehlo.sqrt %divide_167 : tensor<160xf32>
    %cst_624 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_83 = stablehlo.add %sqrt_83, %cst_624 : tensor<160xf32>
    %stages.2.blocks.3.mlp.fc2.bias.adam = stablehlo.divide %divide_166, %add_83 : tensor<160xf32>
    %cst_625 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_586 = stablehlo.multiply %cst_625, %stages.2.blocks.3.mlp.fc2.bias : tensor<160xf32>
    %decayed_83 = stablehlo.add %stages.2.blocks.3.mlp.fc2.bias.adam, %multiply_586 : tensor<160xf32>
    %bcast_251 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_587 = stablehlo.multiply %bcast_251, %decayed_83 : tensor<160xf32>
    %stages.2.blocks.3.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.3.mlp.fc2.bias, %multiply_587 : tensor<160xf32>
    %cst_626 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_588 = stablehlo.multiply %cst_626, %stages.2.blocks.4.gamma.m : tensor<160xf32>
    %cst_627 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_589 = stablehlo.multiply %cst_627, %ds2b4_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.4.gamma.m_new = stablehlo.add %multiply_588, %multiply_589 : tensor<160xf32>
    %multiply_590 = stablehlo.multiply %ds2b4_gamma_gamma_2, %ds2b4_gamma_gamma_2 : tensor<160xf32>
    %cst_628 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_591 = stablehlo.multiply %cst_628, %stages.2.blocks.4.gamma.v : tensor<160xf32>
    %cst_629 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_592 = stablehlo.multiply %cst_629, %multiply_590 : tensor<160xf32>
    %stages.2.blocks.4.gamma.v_new = stablehlo.add %multiply_591, %multiply_592 : tensor<160xf32>
    %bcast_252 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_168 = stablehlo.divide %stages.2.blocks.4.gamma.m_new, %bcast_252 : tensor<160xf32>
    %bcast_253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_169 = stablehlo.divide %stages.2.blocks.4.gamma.v_new, %bcast_253 : tensor<160xf32>
    %sqrt_84 = stablehlo.sqrt %divide_169 : tensor<160xf32>
    %cst_630 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_84 = stablehlo.add %sqrt_84, %cst_630 : tensor<160xf32>
    %stages.2.blocks.4.gamma.adam = stablehlo.divide %divide_168, %add_84 : tensor<160xf32>
    %cst_631 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_593 = stablehlo.multiply %cst_631, %stages.2.blocks.4.gamma : tensor<160xf32>
    %decayed_84 = stablehlo.add %stages.2.blocks.4.gamma.adam, %multiply_593 : tensor<160xf32>
    %bcast_254 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_594 = stablehlo.multiply %bcast_254, %decayed_84 : tensor<160xf32>
    %stages.2.blocks.4.gamma.new = stablehlo.subtract %stages.2.blocks.4.gamma, %multiply_594 : tensor<160xf32>
    %cst_632 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_595 = stablehlo.multiply %cst_632, %stages.2.blocks.4.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_633 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_596 = stablehlo.multiply %cst_633, %ds2b4_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.m_new = stablehlo.add %multiply_595, %multiply_596 : tensor<160x1x7x7xf32>
    %multiply_597 = stablehlo.multiply %ds2b4_dw_w, %ds2b4_dw_w : tensor<160x1x7x7xf32>
    %cst_634 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_598 = stablehlo.multiply %cst_634, %stages.2.blocks.4.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_635 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_599 = stablehlo.multiply %cst_635, %multiply_597 : tensor<160x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.v_new = stablehlo.add %multiply_598, %multiply_599 : tensor<160x1x7x7xf32>
    %bcast_255 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_170 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.m_new, %bcast_255 : tensor<160x1x7x7xf32>
    %bcast_256 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_171 = stablehlo.divide %stages.2.blocks.4.conv_dw.weight.v_new, %bcast_256 : tensor<160x1x7x7xf32>
    %sqrt_85 = stablehlo.sqrt %divide_171 : tensor<160x1x7x7xf32>
    %cst_636 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_85 = stablehlo.add %sqrt_85, %cst_636 : tensor<160x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.adam = stablehlo.divide %divide_170, %add_85 : tensor<160x1x7x7xf32>
    %cst_637 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_600 = stablehlo.multiply %cst_637, %stages.2.blocks.4.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_85 = stablehlo.add %stages.2.blocks.4.conv_dw.weight.adam, %multiply_600 : tensor<160x1x7x7xf32>
    %bcast_257 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_601 = stablehlo.multiply %bcast_257, %decayed_85 : tensor<160x1x7x7xf32>
    %stages.2.blocks.4.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.weight, %multiply_601 : tensor<160x1x7x7xf32>
    %cst_638 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_602 = stablehlo.multiply %cst_638, %stages.2.blocks.4.conv_dw.bias.m : tensor<160xf32>
    %cst_639 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_603 = stablehlo.multiply %cst_639, %ds2b4_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.4.conv_dw.bias.m_new = stablehlo.add %multiply_602, %multiply_603 : tensor<160xf32>
    %multiply_604 = stablehlo.multiply %ds2b4_dw_b_2, %ds2b4_dw_b_2 : tensor<160xf32>
    %cst_640 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_605 = stablehlo.multiply %cst_640, %stages.2.blocks.4.conv_dw.bias.v : tensor<160xf32>
    %cst_641 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_606 = stablehlo.multiply %cst_641, %multiply_604 : tensor<160xf32>
    %stages.2.blocks.4.conv_dw.bias.v_new = stablehlo.add %multiply_605, %multiply_606 : tensor<160xf32>
    %bcast_258 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_172 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.m_new, %bcast_258 : tensor<160xf32>
    %bcast_259 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_173 = stablehlo.divide %stages.2.blocks.4.conv_dw.bias.v_new, %bcast_259 : tensor<160xf32>
    %sqrt_86 = stablehlo.sqrt %divide_173 : tensor<160xf32>
    %cst_642 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_86 = stablehlo.add %sqrt_86, %cst_642 : tensor<160xf32>
    %stages.2.blocks.4.conv_dw.bias.adam = stablehlo.divide %divide_172, %add_86 : tensor<160xf32>
    %cst_643 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_607 = stablehlo.multiply %cst_643, %stages.2.blocks.4.conv_dw.bias : tensor<160xf32>
    %decayed_86 = stablehlo.add %stages.2.blocks.4.conv_dw.bias.adam, %multiply_607 : tensor<160xf32>
    %bcast_260 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_608 = stablehlo.multiply %bcast_260, %decayed_86 : tensor<160xf32>
    %stages.2.blocks.4.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.4.conv_dw.bias, %multiply_608 : tensor<160xf32>
    %cst_644 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_609 = stablehlo.multiply %cst_644, %stages.2.blocks.4.norm.weight.m : tensor<160xf32>
    %cst_645 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_610 = stablehlo.multiply %cst_645, %ds2b4_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.4.norm.weight.m_new = stablehlo.add %multiply_609, %multiply_610 : tensor<160xf32>
    %multiply_611 = stablehlo.multiply %ds2b4_ln_weight_2, %ds2b4_ln_weight_2 : tensor<160xf32>
    %cst_646 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_612 = stablehlo.multiply %cst_646, %stages.2.blocks.4.norm.weight.v : tensor<160xf32>
    %cst_647 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_613 = stablehlo.multiply %cst_647, %multiply_611 : tensor<160xf32>
    %stages.2.blocks.4.norm.weight.v_new = stablehlo.add %multiply_612, %multiply_613 : tensor<160xf32>
    %bcast_261 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_174 = stablehlo.divide %stages.2.blocks.4.norm.weight.m_new, %bcast_261 : tensor<160xf32>
    %bcast_262 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_175 = stablehlo.divide %stages.2.blocks.4.norm.weight.v_new, %bcast_262 : tensor<160xf32>
    %sqrt_87 = stablehlo.sqrt %divide_175 : tensor<160xf32>
    %cst_648 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_87 = stablehlo.add %sqrt_87, %cst_648 : tensor<160xf32>
    %stages.2.blocks.4.norm.weight.adam = stablehlo.divide %divide_174, %add_87 : tensor<160xf32>
    %cst_649 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_614 = stablehlo.multiply %cst_649, %stages.2.blocks.4.norm.weight : tensor<160xf32>
    %decayed_87 = stablehlo.add %stages.2.blocks.4.norm.weight.adam, %multiply_614 : tensor<160xf32>
    %bcast_263 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_615 = stablehlo.multiply %bcast_263, %decayed_87 : tensor<160xf32>
    %stages.2.blocks.4.norm.weight.new = stablehlo.subtract %stages.2.blocks.4.norm.weight, %multiply_615 : tensor<160xf32>
    %cst_650 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_616 = stablehlo.multiply %cst_650, %stages.2.blocks.4.norm.bias.m : tensor<160xf32>
    %cst_651 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_617 = stablehlo.multiply %cst_651, %ds2b4_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.4.norm.bias.m_new = stablehlo.add %multiply_616, %multiply_617 : tensor<160xf32>
    %multiply_618 = stablehlo.multiply %ds2b4_ln_bias_2, %ds2b4_ln_bias_2 : tensor<160xf32>
    %cst_652 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_619 = stablehlo.multiply %cst_652, %stages.2.blocks.4.norm.bias.v : tensor<160xf32>
    %cst_653 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_620 = stablehlo.multiply %cst_653, %multiply_618 : tensor<160xf32>
    %stages.2.blocks.4.norm.bias.v_new = stablehlo.add %multiply_619, %multiply_620 : tensor<160xf32>
    %bcast_264 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_176 = stablehlo.divide %stages.2.blocks.4.norm.bias.m_new, %bcast_264 : tensor<160xf32>
    %bcast_265 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_177 = stablehlo.divide %stages.2.blocks.4.norm.bias.v_new, %bcast_265 : tensor<160xf32>
    %sqrt_88 = stablehlo.sqrt %divide_177 : tensor<160xf32>
    %cst_654 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_88 = stablehlo.add %sqrt_88, %cst_654 : tensor<160xf32>
    %stages.2.blocks.4.norm.bias.adam = stablehlo.divide %divide_176, %add_88 : tensor<160xf32>
    %cst_655 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_621 = stablehlo.multiply %cst_655, %stages.2.blocks.4.norm.bias : tensor<160xf32>
    %decayed_88 = stablehlo.add %stages.2.blocks.4.norm.bias.adam, %multiply_621 : tensor<160xf32>
    %bcast_266 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_622 = stablehlo.multiply %bcast_266, %decayed_88 : tensor<160xf32>
    %stages.2.blocks.4.norm.bias.new = stablehlo.subtract %stages.2.blocks.4.norm.bias, %multiply_622 : tensor<160xf32>
    %cst_656 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_623 = stablehlo.multiply %cst_656, %stages.2.blocks.4.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_657 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_624 = stablehlo.multiply %cst_657, %ds2b4_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.4.mlp.fc1.weight.m_new = stablehlo.add %multiply_623, %multiply_624 : tensor<640x160xf32>
    %multiply_625 = stablehlo.multiply %ds2b4_fc1_w, %ds2b4_fc1_w : tensor<640x160xf32>
    %cst_658 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_626 = stablehlo.multiply %cst_658, %stages.2.blocks.4.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_659 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_627 = stablehlo.multiply %cst_659, %multiply_625 : tensor<640x160xf32>
    %stages.2.blocks.4.mlp.fc1.weight.v_new = stablehlo.add %multiply_626, %multiply_627 : tensor<640x160xf32>
    %bcast_267 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_178 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.m_new, %bcast_267 : tensor<640x160xf32>
    %bcast_268 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_179 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.weight.v_new, %bcast_268 : tensor<640x160xf32>
    %sqrt_89 = stablehlo.sqrt %divide_179 : tensor<640x160xf32>
    %cst_660 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_89 = stablehlo.add %sqrt_89, %cst_660 : tensor<640x160xf32>
    %stages.2.blocks.4.mlp.fc1.weight.adam = stablehlo.divide %divide_178, %add_89 : tensor<640x160xf32>
    %cst_661 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_628 = stablehlo.multiply %cst_661, %stages.2.blocks.4.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_89 = stablehlo.add %stages.2.blocks.4.mlp.fc1.weight.adam, %multiply_628 : tensor<640x160xf32>
    %bcast_269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_629 = stablehlo.multiply %bcast_269, %decayed_89 : tensor<640x160xf32>
    %stages.2.blocks.4.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.weight, %multiply_629 : tensor<640x160xf32>
    %cst_662 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_630 = stablehlo.multiply %cst_662, %stages.2.blocks.4.mlp.fc1.bias.m : tensor<640xf32>
    %cst_663 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_631 = stablehlo.multiply %cst_663, %ds2b4_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.4.mlp.fc1.bias.m_new = stablehlo.add %multiply_630, %multiply_631 : tensor<640xf32>
    %multiply_632 = stablehlo.multiply %ds2b4_fc1_b_2, %ds2b4_fc1_b_2 : tensor<640xf32>
    %cst_664 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_633 = stablehlo.multiply %cst_664, %stages.2.blocks.4.mlp.fc1.bias.v : tensor<640xf32>
    %cst_665 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_634 = stablehlo.multiply %cst_665, %multiply_632 : tensor<640xf32>
    %stages.2.blocks.4.mlp.fc1.bias.v_new = stablehlo.add %multiply_633, %multiply_634 : tensor<640xf32>
    %bcast_270 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_180 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.m_new, %bcast_270 : tensor<640xf32>
    %bcast_271 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_181 = stablehlo.divide %stages.2.blocks.4.mlp.fc1.bias.v_new, %bcast_271 : tensor<640xf32>
    %sqrt_90 = stablehlo.sqrt %divide_181 : tensor<640xf32>
    %cst_666 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_90 = stablehlo.add %sqrt_90, %cst_666 : tensor<640xf32>
    %stages.2.blocks.4.mlp.fc1.bias.adam = stablehlo.divide %divide_180, %add_90 : tensor<640xf32>
    %cst_667 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_635 = stablehlo.multiply %cst_667, %stages.2.blocks.4.mlp.fc1.bias : tensor<640xf32>
    %decayed_90 = stablehlo.add %stages.2.blocks.4.mlp.fc1.bias.adam, %multiply_635 : tensor<640xf32>
    %bcast_272 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_636 = stablehlo.multiply %bcast_272, %decayed_90 : tensor<640xf32>
    %stages.2.blocks.4.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc1.bias, %multiply_636 : tensor<640xf32>
    %cst_668 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_637 = stablehlo.multiply %cst_668, %stages.2.blocks.4.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_669 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_638 = stablehlo.multiply %cst_669, %ds2b4_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.4.mlp.fc2.weight.m_new = stablehlo.add %multiply_637, %multiply_638 : tensor<160x640xf32>
    %multiply_639 = stablehlo.multiply %ds2b4_fc2_w, %ds2b4_fc2_w : tensor<160x640xf32>
    %cst_670 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_640 = stablehlo.multiply %cst_670, %stages.2.blocks.4.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_671 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_641 = stablehlo.multiply %cst_671, %multiply_639 : tensor<160x640xf32>
    %stages.2.blocks.4.mlp.fc2.weight.v_new = stablehlo.add %multiply_640, %multiply_641 : tensor<160x640xf32>
    %bcast_273 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_182 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.m_new, %bcast_273 : tensor<160x640xf32>
    %bcast_274 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_183 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.weight.v_new, %bcast_274 : tensor<160x640xf32>
    %sqrt_91 = stablehlo.sqrt %divide_183 : tensor<160x640xf32>
    %cst_672 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_91 = stablehlo.add %sqrt_91, %cst_672 : tensor<160x640xf32>
    %stages.2.blocks.4.mlp.fc2.weight.adam = stablehlo.divide %divide_182, %add_91 : tensor<160x640xf32>
    %cst_673 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_642 = stablehlo.multiply %cst_673, %stages.2.blocks.4.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_91 = stablehlo.add %stages.2.blocks.4.mlp.fc2.weight.adam, %multiply_642 : tensor<160x640xf32>
    %bcast_275 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_643 = stablehlo.multiply %bcast_275, %decayed_91 : tensor<160x640xf32>
    %stages.2.blocks.4.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.weight, %multiply_643 : tensor<160x640xf32>
    %cst_674 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_644 = stablehlo.multiply %cst_674, %stages.2.blocks.4.mlp.fc2.bias.m : tensor<160xf32>
    %cst_675 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_645 = stablehlo.multiply %cst_675, %ds2b4_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.4.mlp.fc2.bias.m_new = stablehlo.add %multiply_644, %multiply_645 : tensor<160xf32>
    %multiply_646 = stablehlo.multiply %ds2b4_fc2_b_2, %ds2b4_fc2_b_2 : tensor<160xf32>
    %cst_676 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_647 = stablehlo.multiply %cst_676, %stages.2.blocks.4.mlp.fc2.bias.v : tensor<160xf32>
    %cst_677 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_648 = stablehlo.multiply %cst_677, %multiply_646 : tensor<160xf32>
    %stages.2.blocks.4.mlp.fc2.bias.v_new = stablehlo.add %multiply_647, %multiply_648 : tensor<160xf32>
    %bcast_276 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_184 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.m_new, %bcast_276 : tensor<160xf32>
    %bcast_277 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_185 = stablehlo.divide %stages.2.blocks.4.mlp.fc2.bias.v_new, %bcast_277 : tensor<160xf32>
    %sqrt_92 = stablehlo.sqrt %divide_185 : tensor<160xf32>
    %cst_678 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_92 = stablehlo.add %sqrt_92, %cst_678 : tensor<160xf32>
    %stages.2.blocks.4.mlp.fc2.bias.adam = stablehlo.divide %divide_184, %add_92 : tensor<160xf32>
    %cst_679 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_649 = stablehlo.multiply %cst_679, %stages.2.blocks.4.mlp.fc2.bias : tensor<160xf32>
    %decayed_92 = stablehlo.add %stages.2.blocks.4.mlp.fc2.bias.adam, %multiply_649 : tensor<160xf32>
    %bcast_278 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_650 = stablehlo.multiply %bcast_278, %decayed_92 : tensor<160xf32>
    %stages.2.blocks.4.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.4.mlp.fc2.bias, %multiply_650 : tensor<160xf32>
    %cst_680 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_651 = stablehlo.multiply %cst_680, %stages.2.blocks.5.gamma.m : tensor<160xf32>
    %cst_681 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_652 = stablehlo.multiply %cst_681, %ds2b5_gamma_gamma_2 : tensor<160xf32>
    %stages.2.blocks.5.gamma.m_new = stablehlo.add %multiply_651, %multiply_652 : tensor<160xf32>
    %multiply_653 = stablehlo.multiply %ds2b5_gamma_gamma_2, %ds2b5_gamma_gamma_2 : tensor<160xf32>
    %cst_682 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_654 = stablehlo.multiply %cst_682, %stages.2.blocks.5.gamma.v : tensor<160xf32>
    %cst_683 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_655 = stablehlo.multiply %cst_683, %multiply_653 : tensor<160xf32>
    %stages.2.blocks.5.gamma.v_new = stablehlo.add %multiply_654, %multiply_655 : tensor<160xf32>
    %bcast_279 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_186 = stablehlo.divide %stages.2.blocks.5.gamma.m_new, %bcast_279 : tensor<160xf32>
    %bcast_280 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_187 = stablehlo.divide %stages.2.blocks.5.gamma.v_new, %bcast_280 : tensor<160xf32>
    %sqrt_93 = stablehlo.sqrt %divide_187 : tensor<160xf32>
    %cst_684 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_93 = stablehlo.add %sqrt_93, %cst_684 : tensor<160xf32>
    %stages.2.blocks.5.gamma.adam = stablehlo.divide %divide_186, %add_93 : tensor<160xf32>
    %cst_685 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_656 = stablehlo.multiply %cst_685, %stages.2.blocks.5.gamma : tensor<160xf32>
    %decayed_93 = stablehlo.add %stages.2.blocks.5.gamma.adam, %multiply_656 : tensor<160xf32>
    %bcast_281 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_657 = stablehlo.multiply %bcast_281, %decayed_93 : tensor<160xf32>
    %stages.2.blocks.5.gamma.new = stablehlo.subtract %stages.2.blocks.5.gamma, %multiply_657 : tensor<160xf32>
    %cst_686 = stablehlo.constant dense<0.8999999761581421> : tensor<160x1x7x7xf32>
    %multiply_658 = stablehlo.multiply %cst_686, %stages.2.blocks.5.conv_dw.weight.m : tensor<160x1x7x7xf32>
    %cst_687 = stablehlo.constant dense<0.10000000149011612> : tensor<160x1x7x7xf32>
    %multiply_659 = stablehlo.multiply %cst_687, %ds2b5_dw_w : tensor<160x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.m_new = stablehlo.add %multiply_658, %multiply_659 : tensor<160x1x7x7xf32>
    %multiply_660 = stablehlo.multiply %ds2b5_dw_w, %ds2b5_dw_w : tensor<160x1x7x7xf32>
    %cst_688 = stablehlo.constant dense<0.9990000128746033> : tensor<160x1x7x7xf32>
    %multiply_661 = stablehlo.multiply %cst_688, %stages.2.blocks.5.conv_dw.weight.v : tensor<160x1x7x7xf32>
    %cst_689 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x1x7x7xf32>
    %multiply_662 = stablehlo.multiply %cst_689, %multiply_660 : tensor<160x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.v_new = stablehlo.add %multiply_661, %multiply_662 : tensor<160x1x7x7xf32>
    %bcast_282 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_188 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.m_new, %bcast_282 : tensor<160x1x7x7xf32>
    %bcast_283 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %divide_189 = stablehlo.divide %stages.2.blocks.5.conv_dw.weight.v_new, %bcast_283 : tensor<160x1x7x7xf32>
    %sqrt_94 = stablehlo.sqrt %divide_189 : tensor<160x1x7x7xf32>
    %cst_690 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x1x7x7xf32>
    %add_94 = stablehlo.add %sqrt_94, %cst_690 : tensor<160x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.adam = stablehlo.divide %divide_188, %add_94 : tensor<160x1x7x7xf32>
    %cst_691 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x1x7x7xf32>
    %multiply_663 = stablehlo.multiply %cst_691, %stages.2.blocks.5.conv_dw.weight : tensor<160x1x7x7xf32>
    %decayed_94 = stablehlo.add %stages.2.blocks.5.conv_dw.weight.adam, %multiply_663 : tensor<160x1x7x7xf32>
    %bcast_284 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x1x7x7xf32>
    %multiply_664 = stablehlo.multiply %bcast_284, %decayed_94 : tensor<160x1x7x7xf32>
    %stages.2.blocks.5.conv_dw.weight.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.weight, %multiply_664 : tensor<160x1x7x7xf32>
    %cst_692 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_665 = stablehlo.multiply %cst_692, %stages.2.blocks.5.conv_dw.bias.m : tensor<160xf32>
    %cst_693 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_666 = stablehlo.multiply %cst_693, %ds2b5_dw_b_2 : tensor<160xf32>
    %stages.2.blocks.5.conv_dw.bias.m_new = stablehlo.add %multiply_665, %multiply_666 : tensor<160xf32>
    %multiply_667 = stablehlo.multiply %ds2b5_dw_b_2, %ds2b5_dw_b_2 : tensor<160xf32>
    %cst_694 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_668 = stablehlo.multiply %cst_694, %stages.2.blocks.5.conv_dw.bias.v : tensor<160xf32>
    %cst_695 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_669 = stablehlo.multiply %cst_695, %multiply_667 : tensor<160xf32>
    %stages.2.blocks.5.conv_dw.bias.v_new = stablehlo.add %multiply_668, %multiply_669 : tensor<160xf32>
    %bcast_285 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_190 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.m_new, %bcast_285 : tensor<160xf32>
    %bcast_286 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_191 = stablehlo.divide %stages.2.blocks.5.conv_dw.bias.v_new, %bcast_286 : tensor<160xf32>
    %sqrt_95 = stablehlo.sqrt %divide_191 : tensor<160xf32>
    %cst_696 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_95 = stablehlo.add %sqrt_95, %cst_696 : tensor<160xf32>
    %stages.2.blocks.5.conv_dw.bias.adam = stablehlo.divide %divide_190, %add_95 : tensor<160xf32>
    %cst_697 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_670 = stablehlo.multiply %cst_697, %stages.2.blocks.5.conv_dw.bias : tensor<160xf32>
    %decayed_95 = stablehlo.add %stages.2.blocks.5.conv_dw.bias.adam, %multiply_670 : tensor<160xf32>
    %bcast_287 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_671 = stablehlo.multiply %bcast_287, %decayed_95 : tensor<160xf32>
    %stages.2.blocks.5.conv_dw.bias.new = stablehlo.subtract %stages.2.blocks.5.conv_dw.bias, %multiply_671 : tensor<160xf32>
    %cst_698 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_672 = stablehlo.multiply %cst_698, %stages.2.blocks.5.norm.weight.m : tensor<160xf32>
    %cst_699 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_673 = stablehlo.multiply %cst_699, %ds2b5_ln_weight_2 : tensor<160xf32>
    %stages.2.blocks.5.norm.weight.m_new = stablehlo.add %multiply_672, %multiply_673 : tensor<160xf32>
    %multiply_674 = stablehlo.multiply %ds2b5_ln_weight_2, %ds2b5_ln_weight_2 : tensor<160xf32>
    %cst_700 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_675 = stablehlo.multiply %cst_700, %stages.2.blocks.5.norm.weight.v : tensor<160xf32>
    %cst_701 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_676 = stablehlo.multiply %cst_701, %multiply_674 : tensor<160xf32>
    %stages.2.blocks.5.norm.weight.v_new = stablehlo.add %multiply_675, %multiply_676 : tensor<160xf32>
    %bcast_288 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_192 = stablehlo.divide %stages.2.blocks.5.norm.weight.m_new, %bcast_288 : tensor<160xf32>
    %bcast_289 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_193 = stablehlo.divide %stages.2.blocks.5.norm.weight.v_new, %bcast_289 : tensor<160xf32>
    %sqrt_96 = stablehlo.sqrt %divide_193 : tensor<160xf32>
    %cst_702 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_96 = stablehlo.add %sqrt_96, %cst_702 : tensor<160xf32>
    %stages.2.blocks.5.norm.weight.adam = stablehlo.divide %divide_192, %add_96 : tensor<160xf32>
    %cst_703 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_677 = stablehlo.multiply %cst_703, %stages.2.blocks.5.norm.weight : tensor<160xf32>
    %decayed_96 = stablehlo.add %stages.2.blocks.5.norm.weight.adam, %multiply_677 : tensor<160xf32>
    %bcast_290 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_678 = stablehlo.multiply %bcast_290, %decayed_96 : tensor<160xf32>
    %stages.2.blocks.5.norm.weight.new = stablehlo.subtract %stages.2.blocks.5.norm.weight, %multiply_678 : tensor<160xf32>
    %cst_704 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_679 = stablehlo.multiply %cst_704, %stages.2.blocks.5.norm.bias.m : tensor<160xf32>
    %cst_705 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_680 = stablehlo.multiply %cst_705, %ds2b5_ln_bias_2 : tensor<160xf32>
    %stages.2.blocks.5.norm.bias.m_new = stablehlo.add %multiply_679, %multiply_680 : tensor<160xf32>
    %multiply_681 = stablehlo.multiply %ds2b5_ln_bias_2, %ds2b5_ln_bias_2 : tensor<160xf32>
    %cst_706 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_682 = stablehlo.multiply %cst_706, %stages.2.blocks.5.norm.bias.v : tensor<160xf32>
    %cst_707 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_683 = stablehlo.multiply %cst_707, %multiply_681 : tensor<160xf32>
    %stages.2.blocks.5.norm.bias.v_new = stablehlo.add %multiply_682, %multiply_683 : tensor<160xf32>
    %bcast_291 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_194 = stablehlo.divide %stages.2.blocks.5.norm.bias.m_new, %bcast_291 : tensor<160xf32>
    %bcast_292 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_195 = stablehlo.divide %stages.2.blocks.5.norm.bias.v_new, %bcast_292 : tensor<160xf32>
    %sqrt_97 = stablehlo.sqrt %divide_195 : tensor<160xf32>
    %cst_708 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_97 = stablehlo.add %sqrt_97, %cst_708 : tensor<160xf32>
    %stages.2.blocks.5.norm.bias.adam = stablehlo.divide %divide_194, %add_97 : tensor<160xf32>
    %cst_709 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_684 = stablehlo.multiply %cst_709, %stages.2.blocks.5.norm.bias : tensor<160xf32>
    %decayed_97 = stablehlo.add %stages.2.blocks.5.norm.bias.adam, %multiply_684 : tensor<160xf32>
    %bcast_293 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_685 = stablehlo.multiply %bcast_293, %decayed_97 : tensor<160xf32>
    %stages.2.blocks.5.norm.bias.new = stablehlo.subtract %stages.2.blocks.5.norm.bias, %multiply_685 : tensor<160xf32>
    %cst_710 = stablehlo.constant dense<0.8999999761581421> : tensor<640x160xf32>
    %multiply_686 = stablehlo.multiply %cst_710, %stages.2.blocks.5.mlp.fc1.weight.m : tensor<640x160xf32>
    %cst_711 = stablehlo.constant dense<0.10000000149011612> : tensor<640x160xf32>
    %multiply_687 = stablehlo.multiply %cst_711, %ds2b5_fc1_w : tensor<640x160xf32>
    %stages.2.blocks.5.mlp.fc1.weight.m_new = stablehlo.add %multiply_686, %multiply_687 : tensor<640x160xf32>
    %multiply_688 = stablehlo.multiply %ds2b5_fc1_w, %ds2b5_fc1_w : tensor<640x160xf32>
    %cst_712 = stablehlo.constant dense<0.9990000128746033> : tensor<640x160xf32>
    %multiply_689 = stablehlo.multiply %cst_712, %stages.2.blocks.5.mlp.fc1.weight.v : tensor<640x160xf32>
    %cst_713 = stablehlo.constant dense<0.0010000000474974513> : tensor<640x160xf32>
    %multiply_690 = stablehlo.multiply %cst_713, %multiply_688 : tensor<640x160xf32>
    %stages.2.blocks.5.mlp.fc1.weight.v_new = stablehlo.add %multiply_689, %multiply_690 : tensor<640x160xf32>
    %bcast_294 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_196 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.m_new, %bcast_294 : tensor<640x160xf32>
    %bcast_295 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %divide_197 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.weight.v_new, %bcast_295 : tensor<640x160xf32>
    %sqrt_98 = stablehlo.sqrt %divide_197 : tensor<640x160xf32>
    %cst_714 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640x160xf32>
    %add_98 = stablehlo.add %sqrt_98, %cst_714 : tensor<640x160xf32>
    %stages.2.blocks.5.mlp.fc1.weight.adam = stablehlo.divide %divide_196, %add_98 : tensor<640x160xf32>
    %cst_715 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640x160xf32>
    %multiply_691 = stablehlo.multiply %cst_715, %stages.2.blocks.5.mlp.fc1.weight : tensor<640x160xf32>
    %decayed_98 = stablehlo.add %stages.2.blocks.5.mlp.fc1.weight.adam, %multiply_691 : tensor<640x160xf32>
    %bcast_296 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640x160xf32>
    %multiply_692 = stablehlo.multiply %bcast_296, %decayed_98 : tensor<640x160xf32>
    %stages.2.blocks.5.mlp.fc1.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.weight, %multiply_692 : tensor<640x160xf32>
    %cst_716 = stablehlo.constant dense<0.8999999761581421> : tensor<640xf32>
    %multiply_693 = stablehlo.multiply %cst_716, %stages.2.blocks.5.mlp.fc1.bias.m : tensor<640xf32>
    %cst_717 = stablehlo.constant dense<0.10000000149011612> : tensor<640xf32>
    %multiply_694 = stablehlo.multiply %cst_717, %ds2b5_fc1_b_2 : tensor<640xf32>
    %stages.2.blocks.5.mlp.fc1.bias.m_new = stablehlo.add %multiply_693, %multiply_694 : tensor<640xf32>
    %multiply_695 = stablehlo.multiply %ds2b5_fc1_b_2, %ds2b5_fc1_b_2 : tensor<640xf32>
    %cst_718 = stablehlo.constant dense<0.9990000128746033> : tensor<640xf32>
    %multiply_696 = stablehlo.multiply %cst_718, %stages.2.blocks.5.mlp.fc1.bias.v : tensor<640xf32>
    %cst_719 = stablehlo.constant dense<0.0010000000474974513> : tensor<640xf32>
    %multiply_697 = stablehlo.multiply %cst_719, %multiply_695 : tensor<640xf32>
    %stages.2.blocks.5.mlp.fc1.bias.v_new = stablehlo.add %multiply_696, %multiply_697 : tensor<640xf32>
    %bcast_297 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_198 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.m_new, %bcast_297 : tensor<640xf32>
    %bcast_298 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %divide_199 = stablehlo.divide %stages.2.blocks.5.mlp.fc1.bias.v_new, %bcast_298 : tensor<640xf32>
    %sqrt_99 = stablehlo.sqrt %divide_199 : tensor<640xf32>
    %cst_720 = stablehlo.constant dense<9.99999993922529e-09> : tensor<640xf32>
    %add_99 = stablehlo.add %sqrt_99, %cst_720 : tensor<640xf32>
    %stages.2.blocks.5.mlp.fc1.bias.adam = stablehlo.divide %divide_198, %add_99 : tensor<640xf32>
    %cst_721 = stablehlo.constant dense<9.999999747378752e-05> : tensor<640xf32>
    %multiply_698 = stablehlo.multiply %cst_721, %stages.2.blocks.5.mlp.fc1.bias : tensor<640xf32>
    %decayed_99 = stablehlo.add %stages.2.blocks.5.mlp.fc1.bias.adam, %multiply_698 : tensor<640xf32>
    %bcast_299 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %multiply_699 = stablehlo.multiply %bcast_299, %decayed_99 : tensor<640xf32>
    %stages.2.blocks.5.mlp.fc1.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc1.bias, %multiply_699 : tensor<640xf32>
    %cst_722 = stablehlo.constant dense<0.8999999761581421> : tensor<160x640xf32>
    %multiply_700 = stablehlo.multiply %cst_722, %stages.2.blocks.5.mlp.fc2.weight.m : tensor<160x640xf32>
    %cst_723 = stablehlo.constant dense<0.10000000149011612> : tensor<160x640xf32>
    %multiply_701 = stablehlo.multiply %cst_723, %ds2b5_fc2_w : tensor<160x640xf32>
    %stages.2.blocks.5.mlp.fc2.weight.m_new = stablehlo.add %multiply_700, %multiply_701 : tensor<160x640xf32>
    %multiply_702 = stablehlo.multiply %ds2b5_fc2_w, %ds2b5_fc2_w : tensor<160x640xf32>
    %cst_724 = stablehlo.constant dense<0.9990000128746033> : tensor<160x640xf32>
    %multiply_703 = stablehlo.multiply %cst_724, %stages.2.blocks.5.mlp.fc2.weight.v : tensor<160x640xf32>
    %cst_725 = stablehlo.constant dense<0.0010000000474974513> : tensor<160x640xf32>
    %multiply_704 = stablehlo.multiply %cst_725, %multiply_702 : tensor<160x640xf32>
    %stages.2.blocks.5.mlp.fc2.weight.v_new = stablehlo.add %multiply_703, %multiply_704 : tensor<160x640xf32>
    %bcast_300 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_200 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.m_new, %bcast_300 : tensor<160x640xf32>
    %bcast_301 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %divide_201 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.weight.v_new, %bcast_301 : tensor<160x640xf32>
    %sqrt_100 = stablehlo.sqrt %divide_201 : tensor<160x640xf32>
    %cst_726 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160x640xf32>
    %add_100 = stablehlo.add %sqrt_100, %cst_726 : tensor<160x640xf32>
    %stages.2.blocks.5.mlp.fc2.weight.adam = stablehlo.divide %divide_200, %add_100 : tensor<160x640xf32>
    %cst_727 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160x640xf32>
    %multiply_705 = stablehlo.multiply %cst_727, %stages.2.blocks.5.mlp.fc2.weight : tensor<160x640xf32>
    %decayed_100 = stablehlo.add %stages.2.blocks.5.mlp.fc2.weight.adam, %multiply_705 : tensor<160x640xf32>
    %bcast_302 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160x640xf32>
    %multiply_706 = stablehlo.multiply %bcast_302, %decayed_100 : tensor<160x640xf32>
    %stages.2.blocks.5.mlp.fc2.weight.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.weight, %multiply_706 : tensor<160x640xf32>
    %cst_728 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_707 = stablehlo.multiply %cst_728, %stages.2.blocks.5.mlp.fc2.bias.m : tensor<160xf32>
    %cst_729 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_708 = stablehlo.multiply %cst_729, %ds2b5_fc2_b_2 : tensor<160xf32>
    %stages.2.blocks.5.mlp.fc2.bias.m_new = stablehlo.add %multiply_707, %multiply_708 : tensor<160xf32>
    %multiply_709 = stablehlo.multiply %ds2b5_fc2_b_2, %ds2b5_fc2_b_2 : tensor<160xf32>
    %cst_730 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_710 = stablehlo.multiply %cst_730, %stages.2.blocks.5.mlp.fc2.bias.v : tensor<160xf32>
    %cst_731 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_711 = stablehlo.multiply %cst_731, %multiply_709 : tensor<160xf32>
    %stages.2.blocks.5.mlp.fc2.bias.v_new = stablehlo.add %multiply_710, %multiply_711 : tensor<160xf32>
    %bcast_303 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_202 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.m_new, %bcast_303 : tensor<160xf32>
    %bcast_304 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_203 = stablehlo.divide %stages.2.blocks.5.mlp.fc2.bias.v_new, %bcast_304 : tensor<160xf32>
    %sqrt_101 = stablehlo.sqrt %divide_203 : tensor<160xf32>
    %cst_732 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_101 = stablehlo.add %sqrt_101, %cst_732 : tensor<160xf32>
    %stages.2.blocks.5.mlp.fc2.bias.adam = stablehlo.divide %divide_202, %add_101 : tensor<160xf32>
    %cst_733 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_712 = stablehlo.multiply %cst_733, %stages.2.blocks.5.mlp.fc2.bias : tensor<160xf32>
    %decayed_101 = stablehlo.add %stages.2.blocks.5.mlp.fc2.bias.adam, %multiply_712 : tensor<160xf32>
    %bcast_305 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_713 = stablehlo.multiply %bcast_305, %decayed_101 : tensor<160xf32>
    %stages.2.blocks.5.mlp.fc2.bias.new = stablehlo.subtract %stages.2.blocks.5.mlp.fc2.bias, %multiply_713 : tensor<160xf32>
    %cst_734 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_714 = stablehlo.multiply %cst_734, %stages.3.downsample.0.weight.m : tensor<160xf32>
    %cst_735 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_715 = stablehlo.multiply %cst_735, %ds3_down0_weight_2 : tensor<160xf32>
    %stages.3.downsample.0.weight.m_new = stablehlo.add %multiply_714, %multiply_715 : tensor<160xf32>
    %multiply_716 = stablehlo.multiply %ds3_down0_weight_2, %ds3_down0_weight_2 : tensor<160xf32>
    %cst_736 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_717 = stablehlo.multiply %cst_736, %stages.3.downsample.0.weight.v : tensor<160xf32>
    %cst_737 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_718 = stablehlo.multiply %cst_737, %multiply_716 : tensor<160xf32>
    %stages.3.downsample.0.weight.v_new = stablehlo.add %multiply_717, %multiply_718 : tensor<160xf32>
    %bcast_306 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_204 = stablehlo.divide %stages.3.downsample.0.weight.m_new, %bcast_306 : tensor<160xf32>
    %bcast_307 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_205 = stablehlo.divide %stages.3.downsample.0.weight.v_new, %bcast_307 : tensor<160xf32>
    %sqrt_102 = stablehlo.sqrt %divide_205 : tensor<160xf32>
    %cst_738 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_102 = stablehlo.add %sqrt_102, %cst_738 : tensor<160xf32>
    %stages.3.downsample.0.weight.adam = stablehlo.divide %divide_204, %add_102 : tensor<160xf32>
    %cst_739 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_719 = stablehlo.multiply %cst_739, %stages.3.downsample.0.weight : tensor<160xf32>
    %decayed_102 = stablehlo.add %stages.3.downsample.0.weight.adam, %multiply_719 : tensor<160xf32>
    %bcast_308 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_720 = stablehlo.multiply %bcast_308, %decayed_102 : tensor<160xf32>
    %stages.3.downsample.0.weight.new = stablehlo.subtract %stages.3.downsample.0.weight, %multiply_720 : tensor<160xf32>
    %cst_740 = stablehlo.constant dense<0.8999999761581421> : tensor<160xf32>
    %multiply_721 = stablehlo.multiply %cst_740, %stages.3.downsample.0.bias.m : tensor<160xf32>
    %cst_741 = stablehlo.constant dense<0.10000000149011612> : tensor<160xf32>
    %multiply_722 = stablehlo.multiply %cst_741, %ds3_down0_bias_2 : tensor<160xf32>
    %stages.3.downsample.0.bias.m_new = stablehlo.add %multiply_721, %multiply_722 : tensor<160xf32>
    %multiply_723 = stablehlo.multiply %ds3_down0_bias_2, %ds3_down0_bias_2 : tensor<160xf32>
    %cst_742 = stablehlo.constant dense<0.9990000128746033> : tensor<160xf32>
    %multiply_724 = stablehlo.multiply %cst_742, %stages.3.downsample.0.bias.v : tensor<160xf32>
    %cst_743 = stablehlo.constant dense<0.0010000000474974513> : tensor<160xf32>
    %multiply_725 = stablehlo.multiply %cst_743, %multiply_723 : tensor<160xf32>
    %stages.3.downsample.0.bias.v_new = stablehlo.add %multiply_724, %multiply_725 : tensor<160xf32>
    %bcast_309 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_206 = stablehlo.divide %stages.3.downsample.0.bias.m_new, %bcast_309 : tensor<160xf32>
    %bcast_310 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %divide_207 = stablehlo.divide %stages.3.downsample.0.bias.v_new, %bcast_310 : tensor<160xf32>
    %sqrt_103 = stablehlo.sqrt %divide_207 : tensor<160xf32>
    %cst_744 = stablehlo.constant dense<9.99999993922529e-09> : tensor<160xf32>
    %add_103 = stablehlo.add %sqrt_103, %cst_744 : tensor<160xf32>
    %stages.3.downsample.0.bias.adam = stablehlo.divide %divide_206, %add_103 : tensor<160xf32>
    %cst_745 = stablehlo.constant dense<9.999999747378752e-05> : tensor<160xf32>
    %multiply_726 = stablehlo.multiply %cst_745, %stages.3.downsample.0.bias : tensor<160xf32>
    %decayed_103 = stablehlo.add %stages.3.downsample.0.bias.adam, %multiply_726 : tensor<160xf32>
    %bcast_311 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %multiply_727 = stablehlo.multiply %bcast_311, %decayed_103 : tensor<160xf32>
    %stages.3.downsample.0.bias.new = stablehlo.subtract %stages.3.downsample.0.bias, %multiply_727 : tensor<160xf32>
    %cst_746 = stablehlo.constant dense<0.8999999761581421> : tensor<320x160x2x2xf32>
    %multiply_728 = stablehlo.multiply %cst_746, %stages.3.downsample.1.weight.m : tensor<320x160x2x2xf32>
    %cst_747 = stablehlo.constant dense<0.10000000149011612> : tensor<320x160x2x2xf32>
    %multiply_729 = stablehlo.multiply %cst_747, %ds3_down1_w_2 : tensor<320x160x2x2xf32>
    %stages.3.downsample.1.weight.m_new = stablehlo.add %multiply_728, %multiply_729 : tensor<320x160x2x2xf32>
    %multiply_730 = stablehlo.multiply %ds3_down1_w_2, %ds3_down1_w_2 : tensor<320x160x2x2xf32>
    %cst_748 = stablehlo.constant dense<0.9990000128746033> : tensor<320x160x2x2xf32>
    %multiply_731 = stablehlo.multiply %cst_748, %stages.3.downsample.1.weight.v : tensor<320x160x2x2xf32>
    %cst_749 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x160x2x2xf32>
    %multiply_732 = stablehlo.multiply %cst_749, %multiply_730 : tensor<320x160x2x2xf32>
    %stages.3.downsample.1.weight.v_new = stablehlo.add %multiply_731, %multiply_732 : tensor<320x160x2x2xf32>
    %bcast_312 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x160x2x2xf32>
    %divide_208 = stablehlo.divide %stages.3.downsample.1.weight.m_new, %bcast_312 : tensor<320x160x2x2xf32>
    %bcast_313 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x160x2x2xf32>
    %divide_209 = stablehlo.divide %stages.3.downsample.1.weight.v_new, %bcast_313 : tensor<320x160x2x2xf32>
    %sqrt_104 = stablehlo.sqrt %divide_209 : tensor<320x160x2x2xf32>
    %cst_750 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x160x2x2xf32>
    %add_104 = stablehlo.add %sqrt_104, %cst_750 : tensor<320x160x2x2xf32>
    %stages.3.downsample.1.weight.adam = stablehlo.divide %divide_208, %add_104 : tensor<320x160x2x2xf32>
    %cst_751 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x160x2x2xf32>
    %multiply_733 = stablehlo.multiply %cst_751, %stages.3.downsample.1.weight : tensor<320x160x2x2xf32>
    %decayed_104 = stablehlo.add %stages.3.downsample.1.weight.adam, %multiply_733 : tensor<320x160x2x2xf32>
    %bcast_314 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x160x2x2xf32>
    %multiply_734 = stablehlo.multiply %bcast_314, %decayed_104 : tensor<320x160x2x2xf32>
    %stages.3.downsample.1.weight.new = stablehlo.subtract %stages.3.downsample.1.weight, %multiply_734 : tensor<320x160x2x2xf32>
    %cst_752 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_735 = stablehlo.multiply %cst_752, %stages.3.downsample.1.bias.m : tensor<320xf32>
    %cst_753 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_736 = stablehlo.multiply %cst_753, %ds3_down1_b_2 : tensor<320xf32>
    %stages.3.downsample.1.bias.m_new = stablehlo.add %multiply_735, %multiply_736 : tensor<320xf32>
    %multiply_737 = stablehlo.multiply %ds3_down1_b_2, %ds3_down1_b_2 : tensor<320xf32>
    %cst_754 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_738 = stablehlo.multiply %cst_754, %stages.3.downsample.1.bias.v : tensor<320xf32>
    %cst_755 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_739 = stablehlo.multiply %cst_755, %multiply_737 : tensor<320xf32>
    %stages.3.downsample.1.bias.v_new = stablehlo.add %multiply_738, %multiply_739 : tensor<320xf32>
    %bcast_315 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_210 = stablehlo.divide %stages.3.downsample.1.bias.m_new, %bcast_315 : tensor<320xf32>
    %bcast_316 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_211 = stablehlo.divide %stages.3.downsample.1.bias.v_new, %bcast_316 : tensor<320xf32>
    %sqrt_105 = stablehlo.sqrt %divide_211 : tensor<320xf32>
    %cst_756 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_105 = stablehlo.add %sqrt_105, %cst_756 : tensor<320xf32>
    %stages.3.downsample.1.bias.adam = stablehlo.divide %divide_210, %add_105 : tensor<320xf32>
    %cst_757 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_740 = stablehlo.multiply %cst_757, %stages.3.downsample.1.bias : tensor<320xf32>
    %decayed_105 = stablehlo.add %stages.3.downsample.1.bias.adam, %multiply_740 : tensor<320xf32>
    %bcast_317 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_741 = stablehlo.multiply %bcast_317, %decayed_105 : tensor<320xf32>
    %stages.3.downsample.1.bias.new = stablehlo.subtract %stages.3.downsample.1.bias, %multiply_741 : tensor<320xf32>
    %cst_758 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_742 = stablehlo.multiply %cst_758, %stages.3.blocks.0.gamma.m : tensor<320xf32>
    %cst_759 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_743 = stablehlo.multiply %cst_759, %ds3b0_gamma_gamma_2 : tensor<320xf32>
    %stages.3.blocks.0.gamma.m_new = stablehlo.add %multiply_742, %multiply_743 : tensor<320xf32>
    %multiply_744 = stablehlo.multiply %ds3b0_gamma_gamma_2, %ds3b0_gamma_gamma_2 : tensor<320xf32>
    %cst_760 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_745 = stablehlo.multiply %cst_760, %stages.3.blocks.0.gamma.v : tensor<320xf32>
    %cst_761 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_746 = stablehlo.multiply %cst_761, %multiply_744 : tensor<320xf32>
    %stages.3.blocks.0.gamma.v_new = stablehlo.add %multiply_745, %multiply_746 : tensor<320xf32>
    %bcast_318 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_212 = stablehlo.divide %stages.3.blocks.0.gamma.m_new, %bcast_318 : tensor<320xf32>
    %bcast_319 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_213 = stablehlo.divide %stages.3.blocks.0.gamma.v_new, %bcast_319 : tensor<320xf32>
    %sqrt_106 = stablehlo.sqrt %divide_213 : tensor<320xf32>
    %cst_762 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_106 = stablehlo.add %sqrt_106, %cst_762 : tensor<320xf32>
    %stages.3.blocks.0.gamma.adam = stablehlo.divide %divide_212, %add_106 : tensor<320xf32>
    %cst_763 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_747 = stablehlo.multiply %cst_763, %stages.3.blocks.0.gamma : tensor<320xf32>
    %decayed_106 = stablehlo.add %stages.3.blocks.0.gamma.adam, %multiply_747 : tensor<320xf32>
    %bcast_320 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_748 = stablehlo.multiply %bcast_320, %decayed_106 : tensor<320xf32>
    %stages.3.blocks.0.gamma.new = stablehlo.subtract %stages.3.blocks.0.gamma, %multiply_748 : tensor<320xf32>
    %cst_764 = stablehlo.constant dense<0.8999999761581421> : tensor<320x1x7x7xf32>
    %multiply_749 = stablehlo.multiply %cst_764, %stages.3.blocks.0.conv_dw.weight.m : tensor<320x1x7x7xf32>
    %cst_765 = stablehlo.constant dense<0.10000000149011612> : tensor<320x1x7x7xf32>
    %multiply_750 = stablehlo.multiply %cst_765, %ds3b0_dw_w : tensor<320x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.m_new = stablehlo.add %multiply_749, %multiply_750 : tensor<320x1x7x7xf32>
    %multiply_751 = stablehlo.multiply %ds3b0_dw_w, %ds3b0_dw_w : tensor<320x1x7x7xf32>
    %cst_766 = stablehlo.constant dense<0.9990000128746033> : tensor<320x1x7x7xf32>
    %multiply_752 = stablehlo.multiply %cst_766, %stages.3.blocks.0.conv_dw.weight.v : tensor<320x1x7x7xf32>
    %cst_767 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x1x7x7xf32>
    %multiply_753 = stablehlo.multiply %cst_767, %multiply_751 : tensor<320x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.v_new = stablehlo.add %multiply_752, %multiply_753 : tensor<320x1x7x7xf32>
    %bcast_321 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %divide_214 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.m_new, %bcast_321 : tensor<320x1x7x7xf32>
    %bcast_322 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %divide_215 = stablehlo.divide %stages.3.blocks.0.conv_dw.weight.v_new, %bcast_322 : tensor<320x1x7x7xf32>
    %sqrt_107 = stablehlo.sqrt %divide_215 : tensor<320x1x7x7xf32>
    %cst_768 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x1x7x7xf32>
    %add_107 = stablehlo.add %sqrt_107, %cst_768 : tensor<320x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.adam = stablehlo.divide %divide_214, %add_107 : tensor<320x1x7x7xf32>
    %cst_769 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x1x7x7xf32>
    %multiply_754 = stablehlo.multiply %cst_769, %stages.3.blocks.0.conv_dw.weight : tensor<320x1x7x7xf32>
    %decayed_107 = stablehlo.add %stages.3.blocks.0.conv_dw.weight.adam, %multiply_754 : tensor<320x1x7x7xf32>
    %bcast_323 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %multiply_755 = stablehlo.multiply %bcast_323, %decayed_107 : tensor<320x1x7x7xf32>
    %stages.3.blocks.0.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.weight, %multiply_755 : tensor<320x1x7x7xf32>
    %cst_770 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_756 = stablehlo.multiply %cst_770, %stages.3.blocks.0.conv_dw.bias.m : tensor<320xf32>
    %cst_771 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_757 = stablehlo.multiply %cst_771, %ds3b0_dw_b_2 : tensor<320xf32>
    %stages.3.blocks.0.conv_dw.bias.m_new = stablehlo.add %multiply_756, %multiply_757 : tensor<320xf32>
    %multiply_758 = stablehlo.multiply %ds3b0_dw_b_2, %ds3b0_dw_b_2 : tensor<320xf32>
    %cst_772 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_759 = stablehlo.multiply %cst_772, %stages.3.blocks.0.conv_dw.bias.v : tensor<320xf32>
    %cst_773 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_760 = stablehlo.multiply %cst_773, %multiply_758 : tensor<320xf32>
    %stages.3.blocks.0.conv_dw.bias.v_new = stablehlo.add %multiply_759, %multiply_760 : tensor<320xf32>
    %bcast_324 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_216 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.m_new, %bcast_324 : tensor<320xf32>
    %bcast_325 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_217 = stablehlo.divide %stages.3.blocks.0.conv_dw.bias.v_new, %bcast_325 : tensor<320xf32>
    %sqrt_108 = stablehlo.sqrt %divide_217 : tensor<320xf32>
    %cst_774 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_108 = stablehlo.add %sqrt_108, %cst_774 : tensor<320xf32>
    %stages.3.blocks.0.conv_dw.bias.adam = stablehlo.divide %divide_216, %add_108 : tensor<320xf32>
    %cst_775 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_761 = stablehlo.multiply %cst_775, %stages.3.blocks.0.conv_dw.bias : tensor<320xf32>
    %decayed_108 = stablehlo.add %stages.3.blocks.0.conv_dw.bias.adam, %multiply_761 : tensor<320xf32>
    %bcast_326 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_762 = stablehlo.multiply %bcast_326, %decayed_108 : tensor<320xf32>
    %stages.3.blocks.0.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.0.conv_dw.bias, %multiply_762 : tensor<320xf32>
    %cst_776 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_763 = stablehlo.multiply %cst_776, %stages.3.blocks.0.norm.weight.m : tensor<320xf32>
    %cst_777 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_764 = stablehlo.multiply %cst_777, %ds3b0_ln_weight_2 : tensor<320xf32>
    %stages.3.blocks.0.norm.weight.m_new = stablehlo.add %multiply_763, %multiply_764 : tensor<320xf32>
    %multiply_765 = stablehlo.multiply %ds3b0_ln_weight_2, %ds3b0_ln_weight_2 : tensor<320xf32>
    %cst_778 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_766 = stablehlo.multiply %cst_778, %stages.3.blocks.0.norm.weight.v : tensor<320xf32>
    %cst_779 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_767 = stablehlo.multiply %cst_779, %multiply_765 : tensor<320xf32>
    %stages.3.blocks.0.norm.weight.v_new = stablehlo.add %multiply_766, %multiply_767 : tensor<320xf32>
    %bcast_327 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_218 = stablehlo.divide %stages.3.blocks.0.norm.weight.m_new, %bcast_327 : tensor<320xf32>
    %bcast_328 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_219 = stablehlo.divide %stages.3.blocks.0.norm.weight.v_new, %bcast_328 : tensor<320xf32>
    %sqrt_109 = stablehlo.sqrt %divide_219 : tensor<320xf32>
    %cst_780 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_109 = stablehlo.add %sqrt_109, %cst_780 : tensor<320xf32>
    %stages.3.blocks.0.norm.weight.adam = stablehlo.divide %divide_218, %add_109 : tensor<320xf32>
    %cst_781 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_768 = stablehlo.multiply %cst_781, %stages.3.blocks.0.norm.weight : tensor<320xf32>
    %decayed_109 = stablehlo.add %stages.3.blocks.0.norm.weight.adam, %multiply_768 : tensor<320xf32>
    %bcast_329 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_769 = stablehlo.multiply %bcast_329, %decayed_109 : tensor<320xf32>
    %stages.3.blocks.0.norm.weight.new = stablehlo.subtract %stages.3.blocks.0.norm.weight, %multiply_769 : tensor<320xf32>
    %cst_782 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_770 = stablehlo.multiply %cst_782, %stages.3.blocks.0.norm.bias.m : tensor<320xf32>
    %cst_783 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_771 = stablehlo.multiply %cst_783, %ds3b0_ln_bias_2 : tensor<320xf32>
    %stages.3.blocks.0.norm.bias.m_new = stablehlo.add %multiply_770, %multiply_771 : tensor<320xf32>
    %multiply_772 = stablehlo.multiply %ds3b0_ln_bias_2, %ds3b0_ln_bias_2 : tensor<320xf32>
    %cst_784 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_773 = stablehlo.multiply %cst_784, %stages.3.blocks.0.norm.bias.v : tensor<320xf32>
    %cst_785 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_774 = stablehlo.multiply %cst_785, %multiply_772 : tensor<320xf32>
    %stages.3.blocks.0.norm.bias.v_new = stablehlo.add %multiply_773, %multiply_774 : tensor<320xf32>
    %bcast_330 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_220 = stablehlo.divide %stages.3.blocks.0.norm.bias.m_new, %bcast_330 : tensor<320xf32>
    %bcast_331 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_221 = stablehlo.divide %stages.3.blocks.0.norm.bias.v_new, %bcast_331 : tensor<320xf32>
    %sqrt_110 = stablehlo.sqrt %divide_221 : tensor<320xf32>
    %cst_786 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_110 = stablehlo.add %sqrt_110, %cst_786 : tensor<320xf32>
    %stages.3.blocks.0.norm.bias.adam = stablehlo.divide %divide_220, %add_110 : tensor<320xf32>
    %cst_787 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_775 = stablehlo.multiply %cst_787, %stages.3.blocks.0.norm.bias : tensor<320xf32>
    %decayed_110 = stablehlo.add %stages.3.blocks.0.norm.bias.adam, %multiply_775 : tensor<320xf32>
    %bcast_332 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_776 = stablehlo.multiply %bcast_332, %decayed_110 : tensor<320xf32>
    %stages.3.blocks.0.norm.bias.new = stablehlo.subtract %stages.3.blocks.0.norm.bias, %multiply_776 : tensor<320xf32>
    %cst_788 = stablehlo.constant dense<0.8999999761581421> : tensor<1280x320xf32>
    %multiply_777 = stablehlo.multiply %cst_788, %stages.3.blocks.0.mlp.fc1.weight.m : tensor<1280x320xf32>
    %cst_789 = stablehlo.constant dense<0.10000000149011612> : tensor<1280x320xf32>
    %multiply_778 = stablehlo.multiply %cst_789, %ds3b0_fc1_w : tensor<1280x320xf32>
    %stages.3.blocks.0.mlp.fc1.weight.m_new = stablehlo.add %multiply_777, %multiply_778 : tensor<1280x320xf32>
    %multiply_779 = stablehlo.multiply %ds3b0_fc1_w, %ds3b0_fc1_w : tensor<1280x320xf32>
    %cst_790 = stablehlo.constant dense<0.9990000128746033> : tensor<1280x320xf32>
    %multiply_780 = stablehlo.multiply %cst_790, %stages.3.blocks.0.mlp.fc1.weight.v : tensor<1280x320xf32>
    %cst_791 = stablehlo.constant dense<0.0010000000474974513> : tensor<1280x320xf32>
    %multiply_781 = stablehlo.multiply %cst_791, %multiply_779 : tensor<1280x320xf32>
    %stages.3.blocks.0.mlp.fc1.weight.v_new = stablehlo.add %multiply_780, %multiply_781 : tensor<1280x320xf32>
    %bcast_333 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %divide_222 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.m_new, %bcast_333 : tensor<1280x320xf32>
    %bcast_334 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %divide_223 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.weight.v_new, %bcast_334 : tensor<1280x320xf32>
    %sqrt_111 = stablehlo.sqrt %divide_223 : tensor<1280x320xf32>
    %cst_792 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1280x320xf32>
    %add_111 = stablehlo.add %sqrt_111, %cst_792 : tensor<1280x320xf32>
    %stages.3.blocks.0.mlp.fc1.weight.adam = stablehlo.divide %divide_222, %add_111 : tensor<1280x320xf32>
    %cst_793 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1280x320xf32>
    %multiply_782 = stablehlo.multiply %cst_793, %stages.3.blocks.0.mlp.fc1.weight : tensor<1280x320xf32>
    %decayed_111 = stablehlo.add %stages.3.blocks.0.mlp.fc1.weight.adam, %multiply_782 : tensor<1280x320xf32>
    %bcast_335 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %multiply_783 = stablehlo.multiply %bcast_335, %decayed_111 : tensor<1280x320xf32>
    %stages.3.blocks.0.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.weight, %multiply_783 : tensor<1280x320xf32>
    %cst_794 = stablehlo.constant dense<0.8999999761581421> : tensor<1280xf32>
    %multiply_784 = stablehlo.multiply %cst_794, %stages.3.blocks.0.mlp.fc1.bias.m : tensor<1280xf32>
    %cst_795 = stablehlo.constant dense<0.10000000149011612> : tensor<1280xf32>
    %multiply_785 = stablehlo.multiply %cst_795, %ds3b0_fc1_b_2 : tensor<1280xf32>
    %stages.3.blocks.0.mlp.fc1.bias.m_new = stablehlo.add %multiply_784, %multiply_785 : tensor<1280xf32>
    %multiply_786 = stablehlo.multiply %ds3b0_fc1_b_2, %ds3b0_fc1_b_2 : tensor<1280xf32>
    %cst_796 = stablehlo.constant dense<0.9990000128746033> : tensor<1280xf32>
    %multiply_787 = stablehlo.multiply %cst_796, %stages.3.blocks.0.mlp.fc1.bias.v : tensor<1280xf32>
    %cst_797 = stablehlo.constant dense<0.0010000000474974513> : tensor<1280xf32>
    %multiply_788 = stablehlo.multiply %cst_797, %multiply_786 : tensor<1280xf32>
    %stages.3.blocks.0.mlp.fc1.bias.v_new = stablehlo.add %multiply_787, %multiply_788 : tensor<1280xf32>
    %bcast_336 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %divide_224 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.m_new, %bcast_336 : tensor<1280xf32>
    %bcast_337 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %divide_225 = stablehlo.divide %stages.3.blocks.0.mlp.fc1.bias.v_new, %bcast_337 : tensor<1280xf32>
    %sqrt_112 = stablehlo.sqrt %divide_225 : tensor<1280xf32>
    %cst_798 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1280xf32>
    %add_112 = stablehlo.add %sqrt_112, %cst_798 : tensor<1280xf32>
    %stages.3.blocks.0.mlp.fc1.bias.adam = stablehlo.divide %divide_224, %add_112 : tensor<1280xf32>
    %cst_799 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1280xf32>
    %multiply_789 = stablehlo.multiply %cst_799, %stages.3.blocks.0.mlp.fc1.bias : tensor<1280xf32>
    %decayed_112 = stablehlo.add %stages.3.blocks.0.mlp.fc1.bias.adam, %multiply_789 : tensor<1280xf32>
    %bcast_338 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %multiply_790 = stablehlo.multiply %bcast_338, %decayed_112 : tensor<1280xf32>
    %stages.3.blocks.0.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc1.bias, %multiply_790 : tensor<1280xf32>
    %cst_800 = stablehlo.constant dense<0.8999999761581421> : tensor<320x1280xf32>
    %multiply_791 = stablehlo.multiply %cst_800, %stages.3.blocks.0.mlp.fc2.weight.m : tensor<320x1280xf32>
    %cst_801 = stablehlo.constant dense<0.10000000149011612> : tensor<320x1280xf32>
    %multiply_792 = stablehlo.multiply %cst_801, %ds3b0_fc2_w : tensor<320x1280xf32>
    %stages.3.blocks.0.mlp.fc2.weight.m_new = stablehlo.add %multiply_791, %multiply_792 : tensor<320x1280xf32>
    %multiply_793 = stablehlo.multiply %ds3b0_fc2_w, %ds3b0_fc2_w : tensor<320x1280xf32>
    %cst_802 = stablehlo.constant dense<0.9990000128746033> : tensor<320x1280xf32>
    %multiply_794 = stablehlo.multiply %cst_802, %stages.3.blocks.0.mlp.fc2.weight.v : tensor<320x1280xf32>
    %cst_803 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x1280xf32>
    %multiply_795 = stablehlo.multiply %cst_803, %multiply_793 : tensor<320x1280xf32>
    %stages.3.blocks.0.mlp.fc2.weight.v_new = stablehlo.add %multiply_794, %multiply_795 : tensor<320x1280xf32>
    %bcast_339 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %divide_226 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.m_new, %bcast_339 : tensor<320x1280xf32>
    %bcast_340 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %divide_227 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.weight.v_new, %bcast_340 : tensor<320x1280xf32>
    %sqrt_113 = stablehlo.sqrt %divide_227 : tensor<320x1280xf32>
    %cst_804 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x1280xf32>
    %add_113 = stablehlo.add %sqrt_113, %cst_804 : tensor<320x1280xf32>
    %stages.3.blocks.0.mlp.fc2.weight.adam = stablehlo.divide %divide_226, %add_113 : tensor<320x1280xf32>
    %cst_805 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x1280xf32>
    %multiply_796 = stablehlo.multiply %cst_805, %stages.3.blocks.0.mlp.fc2.weight : tensor<320x1280xf32>
    %decayed_113 = stablehlo.add %stages.3.blocks.0.mlp.fc2.weight.adam, %multiply_796 : tensor<320x1280xf32>
    %bcast_341 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %multiply_797 = stablehlo.multiply %bcast_341, %decayed_113 : tensor<320x1280xf32>
    %stages.3.blocks.0.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.weight, %multiply_797 : tensor<320x1280xf32>
    %cst_806 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_798 = stablehlo.multiply %cst_806, %stages.3.blocks.0.mlp.fc2.bias.m : tensor<320xf32>
    %cst_807 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_799 = stablehlo.multiply %cst_807, %ds3b0_fc2_b_2 : tensor<320xf32>
    %stages.3.blocks.0.mlp.fc2.bias.m_new = stablehlo.add %multiply_798, %multiply_799 : tensor<320xf32>
    %multiply_800 = stablehlo.multiply %ds3b0_fc2_b_2, %ds3b0_fc2_b_2 : tensor<320xf32>
    %cst_808 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_801 = stablehlo.multiply %cst_808, %stages.3.blocks.0.mlp.fc2.bias.v : tensor<320xf32>
    %cst_809 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_802 = stablehlo.multiply %cst_809, %multiply_800 : tensor<320xf32>
    %stages.3.blocks.0.mlp.fc2.bias.v_new = stablehlo.add %multiply_801, %multiply_802 : tensor<320xf32>
    %bcast_342 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_228 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.m_new, %bcast_342 : tensor<320xf32>
    %bcast_343 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_229 = stablehlo.divide %stages.3.blocks.0.mlp.fc2.bias.v_new, %bcast_343 : tensor<320xf32>
    %sqrt_114 = stablehlo.sqrt %divide_229 : tensor<320xf32>
    %cst_810 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_114 = stablehlo.add %sqrt_114, %cst_810 : tensor<320xf32>
    %stages.3.blocks.0.mlp.fc2.bias.adam = stablehlo.divide %divide_228, %add_114 : tensor<320xf32>
    %cst_811 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_803 = stablehlo.multiply %cst_811, %stages.3.blocks.0.mlp.fc2.bias : tensor<320xf32>
    %decayed_114 = stablehlo.add %stages.3.blocks.0.mlp.fc2.bias.adam, %multiply_803 : tensor<320xf32>
    %bcast_344 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_804 = stablehlo.multiply %bcast_344, %decayed_114 : tensor<320xf32>
    %stages.3.blocks.0.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.0.mlp.fc2.bias, %multiply_804 : tensor<320xf32>
    %cst_812 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_805 = stablehlo.multiply %cst_812, %stages.3.blocks.1.gamma.m : tensor<320xf32>
    %cst_813 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_806 = stablehlo.multiply %cst_813, %ds3b1_gamma_gamma_2 : tensor<320xf32>
    %stages.3.blocks.1.gamma.m_new = stablehlo.add %multiply_805, %multiply_806 : tensor<320xf32>
    %multiply_807 = stablehlo.multiply %ds3b1_gamma_gamma_2, %ds3b1_gamma_gamma_2 : tensor<320xf32>
    %cst_814 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_808 = stablehlo.multiply %cst_814, %stages.3.blocks.1.gamma.v : tensor<320xf32>
    %cst_815 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_809 = stablehlo.multiply %cst_815, %multiply_807 : tensor<320xf32>
    %stages.3.blocks.1.gamma.v_new = stablehlo.add %multiply_808, %multiply_809 : tensor<320xf32>
    %bcast_345 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_230 = stablehlo.divide %stages.3.blocks.1.gamma.m_new, %bcast_345 : tensor<320xf32>
    %bcast_346 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_231 = stablehlo.divide %stages.3.blocks.1.gamma.v_new, %bcast_346 : tensor<320xf32>
    %sqrt_115 = stablehlo.sqrt %divide_231 : tensor<320xf32>
    %cst_816 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_115 = stablehlo.add %sqrt_115, %cst_816 : tensor<320xf32>
    %stages.3.blocks.1.gamma.adam = stablehlo.divide %divide_230, %add_115 : tensor<320xf32>
    %cst_817 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_810 = stablehlo.multiply %cst_817, %stages.3.blocks.1.gamma : tensor<320xf32>
    %decayed_115 = stablehlo.add %stages.3.blocks.1.gamma.adam, %multiply_810 : tensor<320xf32>
    %bcast_347 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_811 = stablehlo.multiply %bcast_347, %decayed_115 : tensor<320xf32>
    %stages.3.blocks.1.gamma.new = stablehlo.subtract %stages.3.blocks.1.gamma, %multiply_811 : tensor<320xf32>
    %cst_818 = stablehlo.constant dense<0.8999999761581421> : tensor<320x1x7x7xf32>
    %multiply_812 = stablehlo.multiply %cst_818, %stages.3.blocks.1.conv_dw.weight.m : tensor<320x1x7x7xf32>
    %cst_819 = stablehlo.constant dense<0.10000000149011612> : tensor<320x1x7x7xf32>
    %multiply_813 = stablehlo.multiply %cst_819, %ds3b1_dw_w : tensor<320x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.m_new = stablehlo.add %multiply_812, %multiply_813 : tensor<320x1x7x7xf32>
    %multiply_814 = stablehlo.multiply %ds3b1_dw_w, %ds3b1_dw_w : tensor<320x1x7x7xf32>
    %cst_820 = stablehlo.constant dense<0.9990000128746033> : tensor<320x1x7x7xf32>
    %multiply_815 = stablehlo.multiply %cst_820, %stages.3.blocks.1.conv_dw.weight.v : tensor<320x1x7x7xf32>
    %cst_821 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x1x7x7xf32>
    %multiply_816 = stablehlo.multiply %cst_821, %multiply_814 : tensor<320x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.v_new = stablehlo.add %multiply_815, %multiply_816 : tensor<320x1x7x7xf32>
    %bcast_348 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %divide_232 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.m_new, %bcast_348 : tensor<320x1x7x7xf32>
    %bcast_349 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %divide_233 = stablehlo.divide %stages.3.blocks.1.conv_dw.weight.v_new, %bcast_349 : tensor<320x1x7x7xf32>
    %sqrt_116 = stablehlo.sqrt %divide_233 : tensor<320x1x7x7xf32>
    %cst_822 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x1x7x7xf32>
    %add_116 = stablehlo.add %sqrt_116, %cst_822 : tensor<320x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.adam = stablehlo.divide %divide_232, %add_116 : tensor<320x1x7x7xf32>
    %cst_823 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x1x7x7xf32>
    %multiply_817 = stablehlo.multiply %cst_823, %stages.3.blocks.1.conv_dw.weight : tensor<320x1x7x7xf32>
    %decayed_116 = stablehlo.add %stages.3.blocks.1.conv_dw.weight.adam, %multiply_817 : tensor<320x1x7x7xf32>
    %bcast_350 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x1x7x7xf32>
    %multiply_818 = stablehlo.multiply %bcast_350, %decayed_116 : tensor<320x1x7x7xf32>
    %stages.3.blocks.1.conv_dw.weight.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.weight, %multiply_818 : tensor<320x1x7x7xf32>
    %cst_824 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_819 = stablehlo.multiply %cst_824, %stages.3.blocks.1.conv_dw.bias.m : tensor<320xf32>
    %cst_825 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_820 = stablehlo.multiply %cst_825, %ds3b1_dw_b_2 : tensor<320xf32>
    %stages.3.blocks.1.conv_dw.bias.m_new = stablehlo.add %multiply_819, %multiply_820 : tensor<320xf32>
    %multiply_821 = stablehlo.multiply %ds3b1_dw_b_2, %ds3b1_dw_b_2 : tensor<320xf32>
    %cst_826 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_822 = stablehlo.multiply %cst_826, %stages.3.blocks.1.conv_dw.bias.v : tensor<320xf32>
    %cst_827 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_823 = stablehlo.multiply %cst_827, %multiply_821 : tensor<320xf32>
    %stages.3.blocks.1.conv_dw.bias.v_new = stablehlo.add %multiply_822, %multiply_823 : tensor<320xf32>
    %bcast_351 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_234 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.m_new, %bcast_351 : tensor<320xf32>
    %bcast_352 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_235 = stablehlo.divide %stages.3.blocks.1.conv_dw.bias.v_new, %bcast_352 : tensor<320xf32>
    %sqrt_117 = stablehlo.sqrt %divide_235 : tensor<320xf32>
    %cst_828 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_117 = stablehlo.add %sqrt_117, %cst_828 : tensor<320xf32>
    %stages.3.blocks.1.conv_dw.bias.adam = stablehlo.divide %divide_234, %add_117 : tensor<320xf32>
    %cst_829 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_824 = stablehlo.multiply %cst_829, %stages.3.blocks.1.conv_dw.bias : tensor<320xf32>
    %decayed_117 = stablehlo.add %stages.3.blocks.1.conv_dw.bias.adam, %multiply_824 : tensor<320xf32>
    %bcast_353 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_825 = stablehlo.multiply %bcast_353, %decayed_117 : tensor<320xf32>
    %stages.3.blocks.1.conv_dw.bias.new = stablehlo.subtract %stages.3.blocks.1.conv_dw.bias, %multiply_825 : tensor<320xf32>
    %cst_830 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_826 = stablehlo.multiply %cst_830, %stages.3.blocks.1.norm.weight.m : tensor<320xf32>
    %cst_831 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_827 = stablehlo.multiply %cst_831, %ds3b1_ln_weight_2 : tensor<320xf32>
    %stages.3.blocks.1.norm.weight.m_new = stablehlo.add %multiply_826, %multiply_827 : tensor<320xf32>
    %multiply_828 = stablehlo.multiply %ds3b1_ln_weight_2, %ds3b1_ln_weight_2 : tensor<320xf32>
    %cst_832 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_829 = stablehlo.multiply %cst_832, %stages.3.blocks.1.norm.weight.v : tensor<320xf32>
    %cst_833 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_830 = stablehlo.multiply %cst_833, %multiply_828 : tensor<320xf32>
    %stages.3.blocks.1.norm.weight.v_new = stablehlo.add %multiply_829, %multiply_830 : tensor<320xf32>
    %bcast_354 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_236 = stablehlo.divide %stages.3.blocks.1.norm.weight.m_new, %bcast_354 : tensor<320xf32>
    %bcast_355 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_237 = stablehlo.divide %stages.3.blocks.1.norm.weight.v_new, %bcast_355 : tensor<320xf32>
    %sqrt_118 = stablehlo.sqrt %divide_237 : tensor<320xf32>
    %cst_834 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_118 = stablehlo.add %sqrt_118, %cst_834 : tensor<320xf32>
    %stages.3.blocks.1.norm.weight.adam = stablehlo.divide %divide_236, %add_118 : tensor<320xf32>
    %cst_835 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_831 = stablehlo.multiply %cst_835, %stages.3.blocks.1.norm.weight : tensor<320xf32>
    %decayed_118 = stablehlo.add %stages.3.blocks.1.norm.weight.adam, %multiply_831 : tensor<320xf32>
    %bcast_356 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_832 = stablehlo.multiply %bcast_356, %decayed_118 : tensor<320xf32>
    %stages.3.blocks.1.norm.weight.new = stablehlo.subtract %stages.3.blocks.1.norm.weight, %multiply_832 : tensor<320xf32>
    %cst_836 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_833 = stablehlo.multiply %cst_836, %stages.3.blocks.1.norm.bias.m : tensor<320xf32>
    %cst_837 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_834 = stablehlo.multiply %cst_837, %ds3b1_ln_bias_2 : tensor<320xf32>
    %stages.3.blocks.1.norm.bias.m_new = stablehlo.add %multiply_833, %multiply_834 : tensor<320xf32>
    %multiply_835 = stablehlo.multiply %ds3b1_ln_bias_2, %ds3b1_ln_bias_2 : tensor<320xf32>
    %cst_838 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_836 = stablehlo.multiply %cst_838, %stages.3.blocks.1.norm.bias.v : tensor<320xf32>
    %cst_839 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_837 = stablehlo.multiply %cst_839, %multiply_835 : tensor<320xf32>
    %stages.3.blocks.1.norm.bias.v_new = stablehlo.add %multiply_836, %multiply_837 : tensor<320xf32>
    %bcast_357 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_238 = stablehlo.divide %stages.3.blocks.1.norm.bias.m_new, %bcast_357 : tensor<320xf32>
    %bcast_358 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_239 = stablehlo.divide %stages.3.blocks.1.norm.bias.v_new, %bcast_358 : tensor<320xf32>
    %sqrt_119 = stablehlo.sqrt %divide_239 : tensor<320xf32>
    %cst_840 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_119 = stablehlo.add %sqrt_119, %cst_840 : tensor<320xf32>
    %stages.3.blocks.1.norm.bias.adam = stablehlo.divide %divide_238, %add_119 : tensor<320xf32>
    %cst_841 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_838 = stablehlo.multiply %cst_841, %stages.3.blocks.1.norm.bias : tensor<320xf32>
    %decayed_119 = stablehlo.add %stages.3.blocks.1.norm.bias.adam, %multiply_838 : tensor<320xf32>
    %bcast_359 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_839 = stablehlo.multiply %bcast_359, %decayed_119 : tensor<320xf32>
    %stages.3.blocks.1.norm.bias.new = stablehlo.subtract %stages.3.blocks.1.norm.bias, %multiply_839 : tensor<320xf32>
    %cst_842 = stablehlo.constant dense<0.8999999761581421> : tensor<1280x320xf32>
    %multiply_840 = stablehlo.multiply %cst_842, %stages.3.blocks.1.mlp.fc1.weight.m : tensor<1280x320xf32>
    %cst_843 = stablehlo.constant dense<0.10000000149011612> : tensor<1280x320xf32>
    %multiply_841 = stablehlo.multiply %cst_843, %ds3b1_fc1_w : tensor<1280x320xf32>
    %stages.3.blocks.1.mlp.fc1.weight.m_new = stablehlo.add %multiply_840, %multiply_841 : tensor<1280x320xf32>
    %multiply_842 = stablehlo.multiply %ds3b1_fc1_w, %ds3b1_fc1_w : tensor<1280x320xf32>
    %cst_844 = stablehlo.constant dense<0.9990000128746033> : tensor<1280x320xf32>
    %multiply_843 = stablehlo.multiply %cst_844, %stages.3.blocks.1.mlp.fc1.weight.v : tensor<1280x320xf32>
    %cst_845 = stablehlo.constant dense<0.0010000000474974513> : tensor<1280x320xf32>
    %multiply_844 = stablehlo.multiply %cst_845, %multiply_842 : tensor<1280x320xf32>
    %stages.3.blocks.1.mlp.fc1.weight.v_new = stablehlo.add %multiply_843, %multiply_844 : tensor<1280x320xf32>
    %bcast_360 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %divide_240 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.m_new, %bcast_360 : tensor<1280x320xf32>
    %bcast_361 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %divide_241 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.weight.v_new, %bcast_361 : tensor<1280x320xf32>
    %sqrt_120 = stablehlo.sqrt %divide_241 : tensor<1280x320xf32>
    %cst_846 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1280x320xf32>
    %add_120 = stablehlo.add %sqrt_120, %cst_846 : tensor<1280x320xf32>
    %stages.3.blocks.1.mlp.fc1.weight.adam = stablehlo.divide %divide_240, %add_120 : tensor<1280x320xf32>
    %cst_847 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1280x320xf32>
    %multiply_845 = stablehlo.multiply %cst_847, %stages.3.blocks.1.mlp.fc1.weight : tensor<1280x320xf32>
    %decayed_120 = stablehlo.add %stages.3.blocks.1.mlp.fc1.weight.adam, %multiply_845 : tensor<1280x320xf32>
    %bcast_362 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1280x320xf32>
    %multiply_846 = stablehlo.multiply %bcast_362, %decayed_120 : tensor<1280x320xf32>
    %stages.3.blocks.1.mlp.fc1.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.weight, %multiply_846 : tensor<1280x320xf32>
    %cst_848 = stablehlo.constant dense<0.8999999761581421> : tensor<1280xf32>
    %multiply_847 = stablehlo.multiply %cst_848, %stages.3.blocks.1.mlp.fc1.bias.m : tensor<1280xf32>
    %cst_849 = stablehlo.constant dense<0.10000000149011612> : tensor<1280xf32>
    %multiply_848 = stablehlo.multiply %cst_849, %ds3b1_fc1_b_2 : tensor<1280xf32>
    %stages.3.blocks.1.mlp.fc1.bias.m_new = stablehlo.add %multiply_847, %multiply_848 : tensor<1280xf32>
    %multiply_849 = stablehlo.multiply %ds3b1_fc1_b_2, %ds3b1_fc1_b_2 : tensor<1280xf32>
    %cst_850 = stablehlo.constant dense<0.9990000128746033> : tensor<1280xf32>
    %multiply_850 = stablehlo.multiply %cst_850, %stages.3.blocks.1.mlp.fc1.bias.v : tensor<1280xf32>
    %cst_851 = stablehlo.constant dense<0.0010000000474974513> : tensor<1280xf32>
    %multiply_851 = stablehlo.multiply %cst_851, %multiply_849 : tensor<1280xf32>
    %stages.3.blocks.1.mlp.fc1.bias.v_new = stablehlo.add %multiply_850, %multiply_851 : tensor<1280xf32>
    %bcast_363 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %divide_242 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.m_new, %bcast_363 : tensor<1280xf32>
    %bcast_364 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %divide_243 = stablehlo.divide %stages.3.blocks.1.mlp.fc1.bias.v_new, %bcast_364 : tensor<1280xf32>
    %sqrt_121 = stablehlo.sqrt %divide_243 : tensor<1280xf32>
    %cst_852 = stablehlo.constant dense<9.99999993922529e-09> : tensor<1280xf32>
    %add_121 = stablehlo.add %sqrt_121, %cst_852 : tensor<1280xf32>
    %stages.3.blocks.1.mlp.fc1.bias.adam = stablehlo.divide %divide_242, %add_121 : tensor<1280xf32>
    %cst_853 = stablehlo.constant dense<9.999999747378752e-05> : tensor<1280xf32>
    %multiply_852 = stablehlo.multiply %cst_853, %stages.3.blocks.1.mlp.fc1.bias : tensor<1280xf32>
    %decayed_121 = stablehlo.add %stages.3.blocks.1.mlp.fc1.bias.adam, %multiply_852 : tensor<1280xf32>
    %bcast_365 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1280xf32>
    %multiply_853 = stablehlo.multiply %bcast_365, %decayed_121 : tensor<1280xf32>
    %stages.3.blocks.1.mlp.fc1.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc1.bias, %multiply_853 : tensor<1280xf32>
    %cst_854 = stablehlo.constant dense<0.8999999761581421> : tensor<320x1280xf32>
    %multiply_854 = stablehlo.multiply %cst_854, %stages.3.blocks.1.mlp.fc2.weight.m : tensor<320x1280xf32>
    %cst_855 = stablehlo.constant dense<0.10000000149011612> : tensor<320x1280xf32>
    %multiply_855 = stablehlo.multiply %cst_855, %ds3b1_fc2_w : tensor<320x1280xf32>
    %stages.3.blocks.1.mlp.fc2.weight.m_new = stablehlo.add %multiply_854, %multiply_855 : tensor<320x1280xf32>
    %multiply_856 = stablehlo.multiply %ds3b1_fc2_w, %ds3b1_fc2_w : tensor<320x1280xf32>
    %cst_856 = stablehlo.constant dense<0.9990000128746033> : tensor<320x1280xf32>
    %multiply_857 = stablehlo.multiply %cst_856, %stages.3.blocks.1.mlp.fc2.weight.v : tensor<320x1280xf32>
    %cst_857 = stablehlo.constant dense<0.0010000000474974513> : tensor<320x1280xf32>
    %multiply_858 = stablehlo.multiply %cst_857, %multiply_856 : tensor<320x1280xf32>
    %stages.3.blocks.1.mlp.fc2.weight.v_new = stablehlo.add %multiply_857, %multiply_858 : tensor<320x1280xf32>
    %bcast_366 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %divide_244 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.m_new, %bcast_366 : tensor<320x1280xf32>
    %bcast_367 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %divide_245 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.weight.v_new, %bcast_367 : tensor<320x1280xf32>
    %sqrt_122 = stablehlo.sqrt %divide_245 : tensor<320x1280xf32>
    %cst_858 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320x1280xf32>
    %add_122 = stablehlo.add %sqrt_122, %cst_858 : tensor<320x1280xf32>
    %stages.3.blocks.1.mlp.fc2.weight.adam = stablehlo.divide %divide_244, %add_122 : tensor<320x1280xf32>
    %cst_859 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320x1280xf32>
    %multiply_859 = stablehlo.multiply %cst_859, %stages.3.blocks.1.mlp.fc2.weight : tensor<320x1280xf32>
    %decayed_122 = stablehlo.add %stages.3.blocks.1.mlp.fc2.weight.adam, %multiply_859 : tensor<320x1280xf32>
    %bcast_368 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320x1280xf32>
    %multiply_860 = stablehlo.multiply %bcast_368, %decayed_122 : tensor<320x1280xf32>
    %stages.3.blocks.1.mlp.fc2.weight.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.weight, %multiply_860 : tensor<320x1280xf32>
    %cst_860 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_861 = stablehlo.multiply %cst_860, %stages.3.blocks.1.mlp.fc2.bias.m : tensor<320xf32>
    %cst_861 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_862 = stablehlo.multiply %cst_861, %ds3b1_fc2_b_2 : tensor<320xf32>
    %stages.3.blocks.1.mlp.fc2.bias.m_new = stablehlo.add %multiply_861, %multiply_862 : tensor<320xf32>
    %multiply_863 = stablehlo.multiply %ds3b1_fc2_b_2, %ds3b1_fc2_b_2 : tensor<320xf32>
    %cst_862 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_864 = stablehlo.multiply %cst_862, %stages.3.blocks.1.mlp.fc2.bias.v : tensor<320xf32>
    %cst_863 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_865 = stablehlo.multiply %cst_863, %multiply_863 : tensor<320xf32>
    %stages.3.blocks.1.mlp.fc2.bias.v_new = stablehlo.add %multiply_864, %multiply_865 : tensor<320xf32>
    %bcast_369 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_246 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.m_new, %bcast_369 : tensor<320xf32>
    %bcast_370 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_247 = stablehlo.divide %stages.3.blocks.1.mlp.fc2.bias.v_new, %bcast_370 : tensor<320xf32>
    %sqrt_123 = stablehlo.sqrt %divide_247 : tensor<320xf32>
    %cst_864 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_123 = stablehlo.add %sqrt_123, %cst_864 : tensor<320xf32>
    %stages.3.blocks.1.mlp.fc2.bias.adam = stablehlo.divide %divide_246, %add_123 : tensor<320xf32>
    %cst_865 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_866 = stablehlo.multiply %cst_865, %stages.3.blocks.1.mlp.fc2.bias : tensor<320xf32>
    %decayed_123 = stablehlo.add %stages.3.blocks.1.mlp.fc2.bias.adam, %multiply_866 : tensor<320xf32>
    %bcast_371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_867 = stablehlo.multiply %bcast_371, %decayed_123 : tensor<320xf32>
    %stages.3.blocks.1.mlp.fc2.bias.new = stablehlo.subtract %stages.3.blocks.1.mlp.fc2.bias, %multiply_867 : tensor<320xf32>
    %cst_866 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_868 = stablehlo.multiply %cst_866, %head.norm.weight.m : tensor<320xf32>
    %cst_867 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_869 = stablehlo.multiply %cst_867, %dhead_norm_weight : tensor<320xf32>
    %head.norm.weight.m_new = stablehlo.add %multiply_868, %multiply_869 : tensor<320xf32>
    %multiply_870 = stablehlo.multiply %dhead_norm_weight, %dhead_norm_weight : tensor<320xf32>
    %cst_868 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_871 = stablehlo.multiply %cst_868, %head.norm.weight.v : tensor<320xf32>
    %cst_869 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_872 = stablehlo.multiply %cst_869, %multiply_870 : tensor<320xf32>
    %head.norm.weight.v_new = stablehlo.add %multiply_871, %multiply_872 : tensor<320xf32>
    %bcast_372 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_248 = stablehlo.divide %head.norm.weight.m_new, %bcast_372 : tensor<320xf32>
    %bcast_373 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_249 = stablehlo.divide %head.norm.weight.v_new, %bcast_373 : tensor<320xf32>
    %sqrt_124 = stablehlo.sqrt %divide_249 : tensor<320xf32>
    %cst_870 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_124 = stablehlo.add %sqrt_124, %cst_870 : tensor<320xf32>
    %head.norm.weight.adam = stablehlo.divide %divide_248, %add_124 : tensor<320xf32>
    %cst_871 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_873 = stablehlo.multiply %cst_871, %head.norm.weight : tensor<320xf32>
    %decayed_124 = stablehlo.add %head.norm.weight.adam, %multiply_873 : tensor<320xf32>
    %bcast_374 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_874 = stablehlo.multiply %bcast_374, %decayed_124 : tensor<320xf32>
    %head.norm.weight.new = stablehlo.subtract %head.norm.weight, %multiply_874 : tensor<320xf32>
    %cst_872 = stablehlo.constant dense<0.8999999761581421> : tensor<320xf32>
    %multiply_875 = stablehlo.multiply %cst_872, %head.norm.bias.m : tensor<320xf32>
    %cst_873 = stablehlo.constant dense<0.10000000149011612> : tensor<320xf32>
    %multiply_876 = stablehlo.multiply %cst_873, %dhead_norm_bias : tensor<320xf32>
    %head.norm.bias.m_new = stablehlo.add %multiply_875, %multiply_876 : tensor<320xf32>
    %multiply_877 = stablehlo.multiply %dhead_norm_bias, %dhead_norm_bias : tensor<320xf32>
    %cst_874 = stablehlo.constant dense<0.9990000128746033> : tensor<320xf32>
    %multiply_878 = stablehlo.multiply %cst_874, %head.norm.bias.v : tensor<320xf32>
    %cst_875 = stablehlo.constant dense<0.0010000000474974513> : tensor<320xf32>
    %multiply_879 = stablehlo.multiply %cst_875, %multiply_877 : tensor<320xf32>
    %head.norm.bias.v_new = stablehlo.add %multiply_878, %multiply_879 : tensor<320xf32>
    %bcast_375 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_250 = stablehlo.divide %head.norm.bias.m_new, %bcast_375 : tensor<320xf32>
    %bcast_376 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %divide_251 = stablehlo.divide %head.norm.bias.v_new, %bcast_376 : tensor<320xf32>
    %sqrt_125 = stablehlo.sqrt %divide_251 : tensor<320xf32>
    %cst_876 = stablehlo.constant dense<9.99999993922529e-09> : tensor<320xf32>
    %add_125 = stablehlo.add %sqrt_125, %cst_876 : tensor<320xf32>
    %head.norm.bias.adam = stablehlo.divide %divide_250, %add_125 : tensor<320xf32>
    %cst_877 = stablehlo.constant dense<9.999999747378752e-05> : tensor<320xf32>
    %multiply_880 = stablehlo.multiply %cst_877, %head.norm.bias : tensor<320xf32>
    %decayed_125 = stablehlo.add %head.norm.bias.adam, %multiply_880 : tensor<320xf32>
    %bcast_377 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<320xf32>
    %multiply_881 = stablehlo.multiply %bcast_377, %decayed_125 : tensor<320xf32>
    %head.norm.bias.new = stablehlo.subtract %head.norm.bias, %multiply_881 : tensor<320xf32>
    %cst_878 = stablehlo.constant dense<0.8999999761581421> : tensor<10x320xf32>
    %multiply_882 = stablehlo.multiply %cst_878, %head.fc.weight.m : tensor<10x320xf32>
    %cst_879 = stablehlo.constant dense<0.10000000149011612> : tensor<10x320xf32>
    %multiply_883 = stablehlo.multiply %cst_879, %dhead_fc_w : tensor<10x320xf32>
    %head.fc.weight.m_new = stablehlo.add %multiply_882, %multiply_883 : tensor<10x320xf32>
    %multiply_884 = stablehlo.multiply %dhead_fc_w, %dhead_fc_w : tensor<10x320xf32>
    %cst_880 = stablehlo.constant dense<0.9990000128746033> : tensor<10x320xf32>
    %multiply_885 = stablehlo.multiply %cst_880, %head.fc.weight.v : tensor<10x320xf32>
    %cst_881 = stablehlo.constant dense<0.0010000000474974513> : tensor<10x320xf32>
    %multiply_886 = stablehlo.multiply %cst_881, %multiply_884 : tensor<10x320xf32>
    %head.fc.weight.v_new = stablehlo.add %multiply_885, %multiply_886 : tensor<10x320xf32>
    %bcast_378 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10x320xf32>
    %divide_252 = stablehlo.divide %head.fc.weight.m_new, %bcast_378 : tensor<10x320xf32>
    %bcast_379 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10x320xf32>
    %divide_253 = stablehlo.divide %head.fc.weight.v_new, %bcast_379 : tensor<10x320xf32>
    %sqrt_126 = stablehlo.sqrt %divide_253 : tensor<10x320xf32>
    %cst_882 = stablehlo.constant dense<9.99999993922529e-09> : tensor<10x320xf32>
    %add_126 = stablehlo.add %sqrt_126, %cst_882 : tensor<10x320xf32>
    %head.fc.weight.adam = stablehlo.divide %divide_252, %add_126 : tensor<10x320xf32>
    %cst_883 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10x320xf32>
    %multiply_887 = stablehlo.multiply %cst_883, %head.fc.weight : tensor<10x320xf32>
    %decayed_126 = stablehlo.add %head.fc.weight.adam, %multiply_887 : tensor<10x320xf32>
    %bcast_380 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10x320xf32>
    %multiply_888 = stablehlo.multiply %bcast_380, %decayed_126 : tensor<10x320xf32>
    %head.fc.weight.new = stablehlo.subtract %head.fc.weight, %multiply_888 : tensor<10x320xf32>
    %cst_884 = stablehlo.constant dense<0.8999999761581421> : tensor<10xf32>
    %multiply_889 = stablehlo.multiply %cst_884, %head.fc.bias.m : tensor<10xf32>
    %cst_885 = stablehlo.constant dense<0.10000000149011612> : tensor<10xf32>
    %multiply_890 = stablehlo.multiply %cst_885, %dhead_fc_b : tensor<10xf32>
    %head.fc.bias.m_new = stablehlo.add %multiply_889, %multiply_890 : tensor<10xf32>
    %multiply_891 = stablehlo.multiply %dhead_fc_b, %dhead_fc_b : tensor<10xf32>
    %cst_886 = stablehlo.constant dense<0.9990000128746033> : tensor<10xf32>
    %multiply_892 = stablehlo.multiply %cst_886, %head.fc.bias.v : tensor<10xf32>
    %cst_887 = stablehlo.constant dense<0.0010000000474974513> : tensor<10xf32>
    %multiply_893 = stablehlo.multiply %cst_887, %multiply_891 : tensor<10xf32>
    %head.fc.bias.v_new = stablehlo.add %multiply_892, %multiply_893 : tensor<10xf32>
    %bcast_381 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %divide_254 = stablehlo.divide %head.fc.bias.m_new, %bcast_381 : tensor<10xf32>
    %bcast_382 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %divide_255 = stablehlo.divide %head.fc.bias.v_new, %bcast_382 : tensor<10xf32>
    %sqrt_127 = stablehlo.sqrt %divide_255 : tensor<10xf32>
    %cst_888 = stablehlo.constant dense<9.99999993922529e-09> : tensor<10xf32>
    %add_127 = stablehlo.add %sqrt_127, %cst_888 : tensor<10xf32>
    %head.fc.bias.adam = stablehlo.divide %divide_254, %add_127 : tensor<10xf32>
    %cst_889 = stablehlo.constant dense<9.999999747378752e-05> : tensor<10xf32>
    %multiply_894 = stablehlo.multiply %cst_889, %head.fc.bias : tensor<10xf32>
    %decayed_127 = stablehlo.add %head.fc.bias.adam, %multiply_894 : tensor<10xf32>
    %bcast_383 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %multiply_895 = stablehlo.multiply %bcast_383, %decayed_127 : tensor<10xf32>
    %head.fc.bias.new = stablehlo.subtract %head.fc.bias, %multiply_895 : tensor<10xf32>
    return %stem.0.weight.new, %stem.0.bias.new, %stem.1.weight.new, %stem.1.bias.new, %stages.0.blocks.0.gamma.new, %stages.0.blocks.0.conv_dw.weight.new, %stages.0.blocks.0.conv_dw.bias.new, %stages.0.blocks.0.norm.weight.new, %stages.0.blocks.0.norm.bias.new, %stages.0.blocks.0.mlp.fc1.weight.new, %stages.0.blocks.0.mlp.fc1.bias.new, %stages.0.blocks.0.mlp.fc2.weight.new, %stages.0.blocks.0.mlp.fc2.bias.new, %stages.0.blocks.1.gamma.new, %stages.0.blocks.1.conv_dw.weight.new, %stages.0.blocks.1.conv_dw.bias.new, %stages.0.blocks.1.norm.weight.new, %stages.0.blocks.1.norm.bias.new, %stages.0.blocks.1.mlp.fc1.weight.new, %stages.0.blocks.1.mlp.fc1.bias.new, %stages.0.blocks.1.mlp.fc2.weight.new, %stages.0.blocks.1.mlp.fc2.bias.new, %stages.1.downsample.0.weight.new, %stages.1.downsample.0.bias.new, %stages.1.downsample.1.weight.new, %stages.1.downsample.1.bias.new, %stages.1.blocks.0.gamma.new, %stages.1.blocks.0.conv_dw.weight.new, %stages.1.blocks.0.conv_dw.bias.new, %stages.1.blocks.0.norm.weight.new, %stages.1.blocks.0.norm.bias.new, %stages.1.blocks.0.mlp.fc1.weight.new, %stages.1.blocks.0.mlp.fc1.bias.new, %stages.1.blocks.0.mlp.fc2.weight.new, %stages.1.blocks.0.mlp.fc2.bias.new, %stages.1.blocks.1.gamma.new, %stages.1.blocks.1.conv_dw.weight.new, %stages.1.blocks.1.conv_dw.bias.new, %stages.1.blocks.1.norm.weight.new, %stages.1.blocks.1.norm.bias.new, %stages.1.blocks.1.mlp.fc1.weight.new, %stages.1.blocks.1.mlp.fc1.bias.new, %stages.1.blocks.1.mlp.fc2.weight.new, %stages.1.blocks.1.mlp.fc2.bias.new, %stages.2.downsample.0.weight.new, %stages.2.downsample.0.bias.new, %stages.2.downsample.1.weight.new, %stages.2.downsample.1.bias.new, %stages.2.blocks.0.gamma.new, %stages.2.blocks.0.conv_dw.weight.new, %stages.2.blocks.0.conv_dw.bias.new, %stages.2.blocks.0.norm.weight.new, %stages.2.blocks.0.norm.bias.new, %stages.2.blocks.0.mlp.fc1.weight.new, %stages.2.blocks.0.mlp.fc1.bias.new, %stages.2.blocks.0.mlp.fc2.weight.new, %stages.2.blocks.0.mlp.fc2.bias.new, %stages.2.blocks.1.gamma.new, %stages.2.blocks.1.conv_dw.weight.new, %stages.2.blocks.1.conv_dw.bias.new, %stages.2.blocks.1.norm.weight.new, %stages.2.blocks.1.norm.bias.new, %stages.2.blocks.1.mlp.fc1.weight.new, %stages.2.blocks.1.mlp.fc1.bias.new, %stages.2.blocks.1.mlp.fc2.weight.new, %stages.2.blocks.1.mlp.fc2.bias.new, %stages.2.blocks.2.gamma.new, %stages.2.blocks.2.conv_dw.weight.new, %stages.2.blocks.2.conv_dw.bias.new, %stages.2.blocks.2.norm.weight.new, %stages.2.blocks.2.norm.bias.new, %stages.2.blocks.2.mlp.fc1.weight.new, %stages.2.blocks.2.mlp.fc1.bias.new, %stages.2.blocks.2.mlp.fc2.weight.new, %stages.2.blocks.2.mlp.fc2.bias.new, %stages.2.blocks.3.gamma.new, %stages.2.blocks.3.conv_dw.weight.new, %stages.2.blocks.3.conv_dw.bias.new, %stages.2.blocks.3.norm.weight.new, %stages.2.blocks.3.norm.bias.new, %stages.2.blocks.3.mlp.fc1.weight.new, %stages.2.blocks.3.mlp.fc1.bias.new, %stages.2.blocks.3.mlp.fc2.weight.new, %stages.2.blocks.3.mlp.fc2.bias.new, %stages.2.blocks.4.gamma.new, %stages.2.blocks.4.conv_dw.weight.new, %stages.2.blocks.4.conv_dw.bias.new, %stages.2.blocks.4.norm.weight.new, %stages.2.blocks.4.norm.bias.new, %stages.2.blocks.4.mlp.fc1.weight.new, %stages.2.blocks.4.mlp.fc1.bias.new, %stages.2.blocks.4.mlp.fc2.weight.new, %stages.2.blocks.4.mlp.fc2.bias.new, %stages.2.blocks.5.gamma.new, %stages.2.blocks.5.conv_dw.weight.new, %stages.2.blocks.5.conv_dw.bias.new, %stages.2.blocks.5.norm.weight.new, %stages.2.blocks.5.norm.bias.new, %stages.2.blocks.5.mlp.fc1.weight.new, %stages.2.blocks.5.mlp.fc1.bias.new, %stages.2.blocks.5.mlp.fc2.weight.new, %stages.2.blocks.5.mlp.fc2.bias.new, %stages.3.downsample.0.weight.new, %stages.3.downsample.0.bias.new, %stages.3.downsample.1.weight.new, %stages.3.downsample.1.bias.new, %stages.3.blocks.0.gamma.new, %stages.3.blocks.0.conv_dw.weight.new, %stages.3.blocks.0.conv_dw.bias.new, %stages.3.blocks.0.norm.weight.new, %stages.3.blocks.0.norm.bias.new, %stages.3.blocks.0.mlp.fc1.weight.new, %stages.3.blocks.0.mlp.fc1.bias.new, %stages.3.blocks.0.mlp.fc2.weight.new, %stages.3.blocks.0.mlp.fc2.bias.new, %stages.3.blocks.1.gamma.new, %stages.3.blocks.1.conv_dw.weight.new, %stages.3.blocks.1.conv_dw.bias.new, %stages.3.blocks.1.norm.weight.new, %stages.3.blocks.1.norm.bias.new, %stages.3.blocks.1.mlp.fc1.weight.new, %stages.3.blocks.1.mlp.fc1.bias.new, %stages.3.blocks.1.mlp.fc2.weight.new, %stages.3.blocks.1.mlp.fc2.bias.new, %head.norm.weight.new, %head.norm.bias.new, %head.fc.weight.new, %head.fc.bias.new, %stem.0.weight.m_new, %stem.0.bias.m_new, %stem.1.weight.m_new, %stem.1.bias.m_new, %stages.0.blocks.0.gamma.m_new, %stages.0.blocks.0.conv_dw.weight.m_new, %stages.0.blocks.0.conv_dw.bias.m_new, %stages.0.blocks.0.norm.weight.m_new, %stages.0.blocks.0.norm.bias.m_new, %stages.0.blocks.0.mlp.fc1.weight.m_new, %stages.0.blocks.0.mlp.fc1.bias.m_new, %stages.0.blocks.0.mlp.fc2.weight.m_new, %stages.0.blocks.0.mlp.fc2.bias.m_new, %stages.0.blocks.1.gamma.m_new, %stages.0.blocks.1.conv_dw.weight.m_new, %stages.0.blocks.1.conv_dw.bias.m_new, %stages.0.blocks.1.norm.weight.m_new, %stages.0.blocks.1.norm.bias.m_new, %stages.0.blocks.1.mlp.fc1.weight.m_new, %stages.0.blocks.1.mlp.fc1.bias.m_new, %stages.0.blocks.1.mlp.fc2.weight.m_new, %stages.0.blocks.1.mlp.fc2.bias.m_new, %stages.1.downsample.0.weight.m_new, %stages.1.downsample.0.bias.m_new, %stages.1.downsample.1.weight.m_new, %stages.1.downsample.1.bias.m_new, %stages.1.blocks.0.gamma.m_new, %stages.1.blocks.0.conv_dw.weight.m_new, %stages.1.blocks.0.conv_dw.bias.m_new, %stages.1.blocks.0.norm.weight.m_new, %stages.1.blocks.0.norm.bias.m_new, %stages.1.blocks.0.mlp.fc1.weight.m_new, %stages.1.blocks.0.mlp.fc1.bias.m_new, %stages.1.blocks.0.mlp.fc2.weight.m_new, %stages.1.blocks.0.mlp.fc2.bias.m_new, %stages.1.blocks.1.gamma.m_new, %stages.1.blocks.1.conv_dw.weight.m_new, %stages.1.blocks.1.conv_dw.bias.m_new, %stages.1.blocks.1.norm.weight.m_new, %stages.1.blocks.1.norm.bias.m_new, %stages.1.blocks.1.mlp.fc1.weight.m_new, %stages.1.blocks.1.mlp.fc1.bias.m_new, %stages.1.blocks.1.mlp.fc2.weight.m_new, %stages.1.blocks.1.mlp.fc2.bias.m_new, %stages.2.downsample.0.weight.m_new, %stages.2.downsample.0.bias.m_new, %stages.2.downsample.1.weight.m_new, %stages.2.downsample.1.bias.m_new, %stages.2.blocks.0.gamma.m_new, %stages.2.blocks.0.conv_dw.weight.m_new, %stages.2.blocks.0.conv_dw.bias.m_new, %stages.2.blocks.0.norm.weight.m_new, %stages.2.blocks.0.norm.bias.m_new, %stages.2.blocks.0.mlp.fc1.weight.m_new, %stages.2.blocks.0.mlp.fc1.bias.m_new, %stages.2.blocks.0.mlp.fc2.weight.m_new, %stages.2.blocks.0.mlp.fc2.bias.m_new, %stages.2.blocks.1.gamma.m_new, %stages.2.blocks.1.conv_dw.weight.m_new, %stages.2.blocks.1.conv_dw.bias.m_new, %stages.2.blocks.1.norm.weight.m_new, %stages.2.blocks.1.norm.bias.m_new, %stages.2.blocks.1.mlp.fc1.weight.m_new, %stages.2.blocks.1.mlp.fc1.bias.m_new, %stages.2.blocks.1.mlp.fc2.weight.m_new, %stages.2.blocks.1.mlp.fc2.bias.m_new, %stages.2.blocks.2.gamma.m_new, %stages.2.blocks.2.conv_dw.weight.m_new, %stages.2.blocks.2.conv_dw.bias.m_new, %stages.2.blocks.2.norm.weight.m_new, %stages.2.blocks.2.norm.bias.m_new, %stages.2.blocks.2.mlp.fc1.weight.m_new, %stages.2.blocks.2.mlp.fc1.bias.m_new, %stages.2.blocks.2.mlp.fc2.weight.m_new, %stages.2.blocks.2.mlp.fc2.bias.m_new, %stages.2.blocks.3.gamma.m_new, %stages.2.blocks.3.conv_dw.weight.m_new, %stages.2.blocks.3.conv_dw.bias.m_new, %stages.2.blocks.3.norm.weight.m_new, %stages.2.blocks.3.norm.bias.m_new, %stages.2.blocks.3.mlp.fc1.weight.m_new, %stages.2.blocks.3.mlp.fc1.bias.m_new, %stages.2.blocks.3.mlp.fc2.weight.m_new, %stages.2.blocks.3.mlp.fc2.bias.m_new, %stages.2.blocks.4.gamma.m_new, %stages.2.blocks.4.conv_dw.weight.m_new, %stages.2.blocks.4.conv_dw.bias.m_new, %stages.2.blocks.4.norm.weight.m_new, %stages.2.blocks.4.norm.bias.m_new, %stages.2.blocks.4.mlp.fc1.weight.m_new, %stages.2.blocks.4.mlp.fc1.bias.m_new, %stages.2.blocks.4.mlp.fc2.weight.m_new, %stages.2.blocks.4.mlp.fc2.bias.m_new, %stages.2.blocks.5.gamma.m_new, %stages.2.blocks.5.conv_dw.weight.m_new, %stages.2.blocks.5.conv_dw.bias.m_new, %stages.2.blocks.5.norm.weight.m_new, %stages.2.blocks.5.norm.bias.m_new, %stages.2.blocks.5.mlp.fc1.weight.m_new, %stages.2.blocks.5.mlp.fc1.bias.m_new, %stages.2.blocks.5.mlp.fc2.weight.m_new, %stages.2.blocks.5.mlp.fc2.bias.m_new, %stages.3.downsample.0.weight.m_new, %stages.3.downsample.0.bias.m_new, %stages.3.downsample.1.weight.m_new, %stages.3.downsample.1.bias.m_new, %stages.3.blocks.0.gamma.m_new, %stages.3.blocks.0.conv_dw.weight.m_new, %stages.3.blocks.0.conv_dw.bias.m_new, %stages.3.blocks.0.norm.weight.m_new, %stages.3.blocks.0.norm.bias.m_new, %stages.3.blocks.0.mlp.fc1.weight.m_new, %stages.3.blocks.0.mlp.fc1.bias.m_new, %stages.3.blocks.0.mlp.fc2.weight.m_new, %stages.3.blocks.0.mlp.fc2.bias.m_new, %stages.3.blocks.1.gamma.m_new, %stages.3.blocks.1.conv_dw.weight.m_new, %stages.3.blocks.1.conv_dw.bias.m_new, %stages.3.blocks.1.norm.weight.m_new, %stages.3.blocks.1.norm.bias.m_new, %stages.3.blocks.1.mlp.fc1.weight.m_new, %stages.3.blocks.1.mlp.fc1.bias.m_new, %stages.3.blocks.1.mlp.fc2.weight.m_new, %stages.3.blocks.1.mlp.fc2.bias.m_new, %head.norm.weight.m_new, %head.norm.bias.m_new, %head.fc.weight.m_new, %head.fc.bias.m_new, %stem.0.weight.v_new, %stem.0.bias.v_new, %stem.1.weight.v_new, %stem.1.bias.v_new, %stages.0.blocks.0.gamma.v_new, %stages.0.blocks.0.conv_dw.weight.v_new, %stages.0.blocks.0.conv_dw.bias.v_new, %stages.0.blocks.0.norm.weight.v_new, %stages.0.blocks.0.norm.bias.v_new, %stages.0.blocks.0.mlp.fc1.weight.v_new, %stages.0.blocks.0.mlp.fc1.bias.v_new, %stages.0.blocks.0.mlp.fc2.weight.v_new, %stages.0.blocks.0.mlp.fc2.bias.v_new, %stages.0.blocks.1.gamma.v_new, %stages.0.blocks.1.conv_dw.weight.v_new, %stages.0.blocks.1.conv_dw.bias.v_new, %stages.0.blocks.1.norm.weight.v_new, %stages.0.blocks.1.norm.bias.v_new, %stages.0.blocks.1.mlp.fc1.weight.v_new, %stages.0.blocks.1.mlp.fc1.bias.v_new, %stages.0.blocks.1.mlp.fc2.weight.v_new, %stages.0.blocks.1.mlp.fc2.bias.v_new, %stages.1.downsample.0.weight.v_new, %stages.1.downsample.0.bias.v_new, %stages.1.downsample.1.weight.v_new, %stages.1.downsample.1.bias.v_new, %stages.1.blocks.0.gamma.v_new, %stages.1.blocks.0.conv_dw.weight.v_new, %stages.1.blocks.0.conv_dw.bias.v_new, %stages.1.blocks.0.norm.weight.v_new, %stages.1.blocks.0.norm.bias.v_new, %stages.1.blocks.0.mlp.fc1.weight.v_new, %stages.1.blocks.0.mlp.fc1.bias.v_new, %stages.1.blocks.0.mlp.fc2.weight.v_new, %stages.1.blocks.0.mlp.fc2.bias.v_new, %stages.1.blocks.1.gamma.v_new, %stages.1.blocks.1.conv_dw.weight.v_new, %stages.1.blocks.1.conv_dw.bias.v_new, %stages.1.blocks.1.norm.weight.v_new, %stages.1.blocks.1.norm.bias.v_new, %stages.1.blocks.1.mlp.fc1.weight.v_new, %stages.1.blocks.1.mlp.fc1.bias.v_new, %stages.1.blocks.1.mlp.fc2.weight.v_new, %stages.1.blocks.1.mlp.fc2.bias.v_new, %stages.2.downsample.0.weight.v_new, %stages.2.downsample.0.bias.v_new, %stages.2.downsample.1.weight.v_new, %stages.2.downsample.1.bias.v_new, %stages.2.blocks.0.gamma.v_new, %stages.2.blocks.0.conv_dw.weight.v_new, %stages.2.blocks.0.conv_dw.bias.v_new, %stages.2.blocks.0.norm.weight.v_new, %stages.2.blocks.0.norm.bias.v_new, %stages.2.blocks.0.mlp.fc1.weight.v_new, %stages.2.blocks.0.mlp.fc1.bias.v_new, %stages.2.blocks.0.mlp.fc2.weight.v_new, %stages.2.blocks.0.mlp.fc2.bias.v_new, %stages.2.blocks.1.gamma.v_new, %stages.2.blocks.1.conv_dw.weight.v_new, %stages.2.blocks.1.conv_dw.bias.v_new, %stages.2.blocks.1.norm.weight.v_new, %stages.2.blocks.1.norm.bias.v_new, %stages.2.blocks.1.mlp.fc1.weight.v_new, %stages.2.blocks.1.mlp.fc1.bias.v_new, %stages.2.blocks.1.mlp.fc2.weight.v_new, %stages.2.blocks.1.mlp.fc2.bias.v_new, %stages.2.blocks.2.gamma.v_new, %stages.2.blocks.2.conv_dw.weight.v_new, %stages.2.blocks.2.conv_dw.bias.v_new, %stages.2.blocks.2.norm.weight.v_new, %stages.2.blocks.2.norm.bias.v_new, %stages.2.blocks.2.mlp.fc1.weight.v_new, %stages.2.blocks.2.mlp.fc1.bias.v_new, %stages.2.blocks.2.mlp.fc2.weight.v_new, %stages.2.blocks.2.mlp.fc2.bias.v_new, %stages.2.blocks.3.gamma.v_new, %stages.2.blocks.3.conv_dw.weight.v_new, %stages.2.blocks.3.conv_dw.bias.v_new, %stages.2.blocks.3.norm.weight.v_new, %stages.2.blocks.3.norm.bias.v_new, %stages.2.blocks.3.mlp.fc1.weight.v_new, %stages.2.blocks.3.mlp.fc1.bias.v_new, %stages.2.blocks.3.mlp.fc2.weight.v_new, %stages.2.blocks.3.mlp.fc2.bias.v_new, %stages.2.blocks.4.gamma.v_new, %stages.2.blocks.4.conv_dw.weight.v_new, %stages.2.blocks.4.conv_dw.bias.v_new, %stages.2.blocks.4.norm.weight.v_new, %stages.2.blocks.4.norm.bias.v_new, %stages.2.blocks.4.mlp.fc1.weight.v_new, %stages.2.blocks.4.mlp.fc1.bias.v_new, %stages.2.blocks.4.mlp.fc2.weight.v_new, %stages.2.blocks.4.mlp.fc2.bias.v_new, %stages.2.blocks.5.gamma.v_new, %stages.2.blocks.5.conv_dw.weight.v_new, %stages.2.blocks.5.conv_dw.bias.v_new, %stages.2.blocks.5.norm.weight.v_new, %stages.2.blocks.5.norm.bias.v_new, %stages.2.blocks.5.mlp.fc1.weight.v_new, %stages.2.blocks.5.mlp.fc1.bias.v_new, %stages.2.blocks.5.mlp.fc2.weight.v_new, %stages.2.blocks.5.mlp.fc2.bias.v_new, %stages.3.downsample.0.weight.v_new, %stages.3.downsample.0.bias.v_new, %stages.3.downsample.1.weight.v_new, %stages.3.downsample.1.bias.v_new, %stages.3.blocks.0.gamma.v_new, %stages.3.blocks.0.conv_dw.weight.v_new, %stages.3.blocks.0.conv_dw.bias.v_new, %stages.3.blocks.0.norm.weight.v_new, %stages.3.blocks.0.norm.bias.v_new, %stages.3.blocks.0.mlp.fc1.weight.v_new, %stages.3.blocks.0.mlp.fc1.bias.v_new, %stages.3.blocks.0.mlp.fc2.weight.v_new, %stages.3.blocks.0.mlp.fc2.bias.v_new, %stages.3.blocks.1.gamma.v_new, %stages.3.blocks.1.conv_dw.weight.v_new, %stages.3.blocks.1.conv_dw.bias.v_new, %stages.3.blocks.1.norm.weight.v_new, %stages.3.blocks.1.norm.bias.v_new, %stages.3.blocks.1.mlp.fc1.weight.v_new, %stages.3.blocks.1.mlp.fc1.bias.v_new, %stages.3.blocks.1.mlp.fc2.weight.v_new, %stages.3.blocks.1.mlp.fc2.bias.v_new, %head.norm.weight.v_new, %head.norm.bias.v_new, %head.fc.weight.v_new, %head.fc.bias.v_new, %ce : tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<40x3x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x1x7x7xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40xf32>, tensor<160xf32>, tensor<40x160xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<80x40x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x1x7x7xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<320x80xf32>, tensor<320xf32>, tensor<80x320xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<160x80x2x2xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x1x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<640x160xf32>, tensor<640xf32>, tensor<160x640xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<320x160x2x2xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280x320xf32>, tensor<1280xf32>, tensor<320x1280xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<10x320xf32>, tensor<10xf32>, tensor<f32>
  }
}
