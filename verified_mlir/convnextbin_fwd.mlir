module @convnextbin_fwd {
  // cnxbuild artifact convnextbin_fwd
  // model: ConvNeXt-B (depths 3,3,27,3; dims 128,256,512,1024), dataset imagenet (K=1000), 224x224 px, batch 32
  // LayerNorm eps 1e-06, GELU tanh; input x is NCHW f32, computed channels-last
  // forward: logits [B,K]
  // inputs and outputs: convnextbin_fwd.json (cnxbuild.sidecar/1)
  func.func @convnextbin_fwd(
      %x: tensor<32x3x224x224xf32>,
      %stem.0.weight: tensor<128x3x4x4xf32>,
      %stem.0.bias: tensor<128xf32>,
      %stem.1.weight: tensor<128xf32>,
      %stem.1.bias: tensor<128xf32>,
      %stages.0.blocks.0.gamma: tensor<128xf32>,
      %stages.0.blocks.0.conv_dw.weight: tensor<128x1x7x7xf32>,
      %stages.0.blocks.0.conv_dw.bias: tensor<128xf32>,
      %stages.0.blocks.0.norm.weight: tensor<128xf32>,
      %stages.0.blocks.0.norm.bias: tensor<128xf32>,
      %stages.0.blocks.0.mlp.fc1.weight: tensor<512x128xf32>,
      %stages.0.blocks.0.mlp.fc1.bias: tensor<512xf32>,
      %stages.0.blocks.0.mlp.fc2.weight: tensor<128x512xf32>,
      %stages.0.blocks.0.mlp.fc2.bias: tensor<128xf32>,
      %stages.0.blocks.1.gamma: tensor<128xf32>,
      %stages.0.blocks.1.conv_dw.weight: tensor<128x1x7x7xf32>,
      %stages.0.blocks.1.conv_dw.bias: tensor<128xf32>,
      %stages.0.blocks.1.norm.weight: tensor<128xf32>,
      %stages.0.blocks.1.norm.bias: tensor<128xf32>,
      %stages.0.blocks.1.mlp.fc1.weight: tensor<512x128xf32>,
      %stages.0.blocks.1.mlp.fc1.bias: tensor<512xf32>,
      %stages.0.blocks.1.mlp.fc2.weight: tensor<128x512xf32>,
      %stages.0.blocks.1.mlp.fc2.bias: tensor<128xf32>,
      %stages.0.blocks.2.gamma: tensor<128xf32>,
      %stages.0.blocks.2.conv_dw.weight: tensor<128x1x7x7xf32>,
      %stages.0.blocks.2.conv_dw.bias: tensor<128xf32>,
      %stages.0.blocks.2.norm.weight: tensor<128xf32>,
      %stages.0.blocks.2.norm.bias: tensor<128xf32>,
      %stages.0.blocks.2.mlp.fc1.weight: tensor<512x128xf32>,
      %stages.0.blocks.2.mlp.fc1.bias: tensor<512xf32>,
      %stages.0.blocks.2.mlp.fc2.weight: tensor<128x512xf32>,
      %stages.0.blocks.2.mlp.fc2.bias: tensor<128xf32>,
      %stages.1.downsample.0.weight: tensor<128xf32>,
      %stages.1.downsample.0.bias: tensor<128xf32>,
      %stages.1.downsample.1.weight: tensor<256x128x2x2xf32>,
      %stages.1.downsample.1.bias: tensor<256xf32>,
      %stages.1.blocks.0.gamma: tensor<256xf32>,
      %stages.1.blocks.0.conv_dw.weight: tensor<256x1x7x7xf32>,
      %stages.1.blocks.0.conv_dw.bias: tensor<256xf32>,
      %stages.1.blocks.0.norm.weight: tensor<256xf32>,
      %stages.1.blocks.0.norm.bias: tensor<256xf32>,
      %stages.1.blocks.0.mlp.fc1.weight: tensor<1024x256xf32>,
      %stages.1.blocks.0.mlp.fc1.bias: tensor<1024xf32>,
      %stages.1.blocks.0.mlp.fc2.weight: tensor<256x1024xf32>,
      %stages.1.blocks.0.mlp.fc2.bias: tensor<256xf32>,
      %stages.1.blocks.1.gamma: tensor<256xf32>,
      %stages.1.blocks.1.conv_dw.weight: tensor<256x1x7x7xf32>,
      %stages.1.blocks.1.conv_dw.bias: tensor<256xf32>,
      %stages.1.blocks.1.norm.weight: tensor<256xf32>,
      %stages.1.blocks.1.norm.bias: tensor<256xf32>,
      %stages.1.blocks.1.mlp.fc1.weight: tensor<1024x256xf32>,
      %stages.1.blocks.1.mlp.fc1.bias: tensor<1024xf32>,
      %stages.1.blocks.1.mlp.fc2.weight: tensor<256x1024xf32>,
      %stages.1.blocks.1.mlp.fc2.bias: tensor<256xf32>,
      %stages.1.blocks.2.gamma: tensor<256xf32>,
      %stages.1.blocks.2.conv_dw.weight: tensor<256x1x7x7xf32>,
      %stages.1.blocks.2.conv_dw.bias: tensor<256xf32>,
      %stages.1.blocks.2.norm.weight: tensor<256xf32>,
      %stages.1.blocks.2.norm.bias: tensor<256xf32>,
      %stages.1.blocks.2.mlp.fc1.weight: tensor<1024x256xf32>,
      %stages.1.blocks.2.mlp.fc1.bias: tensor<1024xf32>,
      %stages.1.blocks.2.mlp.fc2.weight: tensor<256x1024xf32>,
      %stages.1.blocks.2.mlp.fc2.bias: tensor<256xf32>,
      %stages.2.downsample.0.weight: tensor<256xf32>,
      %stages.2.downsample.0.bias: tensor<256xf32>,
      %stages.2.downsample.1.weight: tensor<512x256x2x2xf32>,
      %stages.2.downsample.1.bias: tensor<512xf32>,
      %stages.2.blocks.0.gamma: tensor<512xf32>,
      %stages.2.blocks.0.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.0.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.0.norm.weight: tensor<512xf32>,
      %stages.2.blocks.0.norm.bias: tensor<512xf32>,
      %stages.2.blocks.0.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.0.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.0.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.0.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.1.gamma: tensor<512xf32>,
      %stages.2.blocks.1.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.1.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.1.norm.weight: tensor<512xf32>,
      %stages.2.blocks.1.norm.bias: tensor<512xf32>,
      %stages.2.blocks.1.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.1.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.1.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.1.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.2.gamma: tensor<512xf32>,
      %stages.2.blocks.2.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.2.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.2.norm.weight: tensor<512xf32>,
      %stages.2.blocks.2.norm.bias: tensor<512xf32>,
      %stages.2.blocks.2.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.2.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.2.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.2.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.3.gamma: tensor<512xf32>,
      %stages.2.blocks.3.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.3.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.3.norm.weight: tensor<512xf32>,
      %stages.2.blocks.3.norm.bias: tensor<512xf32>,
      %stages.2.blocks.3.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.3.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.3.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.3.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.4.gamma: tensor<512xf32>,
      %stages.2.blocks.4.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.4.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.4.norm.weight: tensor<512xf32>,
      %stages.2.blocks.4.norm.bias: tensor<512xf32>,
      %stages.2.blocks.4.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.4.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.4.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.4.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.5.gamma: tensor<512xf32>,
      %stages.2.blocks.5.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.5.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.5.norm.weight: tensor<512xf32>,
      %stages.2.blocks.5.norm.bias: tensor<512xf32>,
      %stages.2.blocks.5.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.5.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.5.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.5.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.6.gamma: tensor<512xf32>,
      %stages.2.blocks.6.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.6.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.6.norm.weight: tensor<512xf32>,
      %stages.2.blocks.6.norm.bias: tensor<512xf32>,
      %stages.2.blocks.6.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.6.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.6.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.6.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.7.gamma: tensor<512xf32>,
      %stages.2.blocks.7.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.7.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.7.norm.weight: tensor<512xf32>,
      %stages.2.blocks.7.norm.bias: tensor<512xf32>,
      %stages.2.blocks.7.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.7.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.7.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.7.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.8.gamma: tensor<512xf32>,
      %stages.2.blocks.8.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.8.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.8.norm.weight: tensor<512xf32>,
      %stages.2.blocks.8.norm.bias: tensor<512xf32>,
      %stages.2.blocks.8.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.8.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.8.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.8.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.9.gamma: tensor<512xf32>,
      %stages.2.blocks.9.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.9.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.9.norm.weight: tensor<512xf32>,
      %stages.2.blocks.9.norm.bias: tensor<512xf32>,
      %stages.2.blocks.9.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.9.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.9.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.9.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.10.gamma: tensor<512xf32>,
      %stages.2.blocks.10.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.10.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.10.norm.weight: tensor<512xf32>,
      %stages.2.blocks.10.norm.bias: tensor<512xf32>,
      %stages.2.blocks.10.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.10.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.10.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.10.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.11.gamma: tensor<512xf32>,
      %stages.2.blocks.11.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.11.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.11.norm.weight: tensor<512xf32>,
      %stages.2.blocks.11.norm.bias: tensor<512xf32>,
      %stages.2.blocks.11.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.11.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.11.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.11.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.12.gamma: tensor<512xf32>,
      %stages.2.blocks.12.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.12.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.12.norm.weight: tensor<512xf32>,
      %stages.2.blocks.12.norm.bias: tensor<512xf32>,
      %stages.2.blocks.12.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.12.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.12.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.12.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.13.gamma: tensor<512xf32>,
      %stages.2.blocks.13.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.13.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.13.norm.weight: tensor<512xf32>,
      %stages.2.blocks.13.norm.bias: tensor<512xf32>,
      %stages.2.blocks.13.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.13.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.13.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.13.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.14.gamma: tensor<512xf32>,
      %stages.2.blocks.14.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.14.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.14.norm.weight: tensor<512xf32>,
      %stages.2.blocks.14.norm.bias: tensor<512xf32>,
      %stages.2.blocks.14.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.14.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.14.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.14.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.15.gamma: tensor<512xf32>,
      %stages.2.blocks.15.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.15.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.15.norm.weight: tensor<512xf32>,
      %stages.2.blocks.15.norm.bias: tensor<512xf32>,
      %stages.2.blocks.15.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.15.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.15.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.15.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.16.gamma: tensor<512xf32>,
      %stages.2.blocks.16.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.16.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.16.norm.weight: tensor<512xf32>,
      %stages.2.blocks.16.norm.bias: tensor<512xf32>,
      %stages.2.blocks.16.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.16.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.16.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.16.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.17.gamma: tensor<512xf32>,
      %stages.2.blocks.17.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.17.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.17.norm.weight: tensor<512xf32>,
      %stages.2.blocks.17.norm.bias: tensor<512xf32>,
      %stages.2.blocks.17.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.17.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.17.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.17.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.18.gamma: tensor<512xf32>,
      %stages.2.blocks.18.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.18.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.18.norm.weight: tensor<512xf32>,
      %stages.2.blocks.18.norm.bias: tensor<512xf32>,
      %stages.2.blocks.18.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.18.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.18.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.18.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.19.gamma: tensor<512xf32>,
      %stages.2.blocks.19.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.19.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.19.norm.weight: tensor<512xf32>,
      %stages.2.blocks.19.norm.bias: tensor<512xf32>,
      %stages.2.blocks.19.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.19.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.19.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.19.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.20.gamma: tensor<512xf32>,
      %stages.2.blocks.20.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.20.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.20.norm.weight: tensor<512xf32>,
      %stages.2.blocks.20.norm.bias: tensor<512xf32>,
      %stages.2.blocks.20.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.20.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.20.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.20.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.21.gamma: tensor<512xf32>,
      %stages.2.blocks.21.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.21.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.21.norm.weight: tensor<512xf32>,
      %stages.2.blocks.21.norm.bias: tensor<512xf32>,
      %stages.2.blocks.21.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.21.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.21.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.21.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.22.gamma: tensor<512xf32>,
      %stages.2.blocks.22.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.22.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.22.norm.weight: tensor<512xf32>,
      %stages.2.blocks.22.norm.bias: tensor<512xf32>,
      %stages.2.blocks.22.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.22.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.22.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.22.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.23.gamma: tensor<512xf32>,
      %stages.2.blocks.23.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.23.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.23.norm.weight: tensor<512xf32>,
      %stages.2.blocks.23.norm.bias: tensor<512xf32>,
      %stages.2.blocks.23.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.23.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.23.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.23.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.24.gamma: tensor<512xf32>,
      %stages.2.blocks.24.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.24.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.24.norm.weight: tensor<512xf32>,
      %stages.2.blocks.24.norm.bias: tensor<512xf32>,
      %stages.2.blocks.24.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.24.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.24.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.24.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.25.gamma: tensor<512xf32>,
      %stages.2.blocks.25.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.25.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.25.norm.weight: tensor<512xf32>,
      %stages.2.blocks.25.norm.bias: tensor<512xf32>,
      %stages.2.blocks.25.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.25.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.25.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.25.mlp.fc2.bias: tensor<512xf32>,
      %stages.2.blocks.26.gamma: tensor<512xf32>,
      %stages.2.blocks.26.conv_dw.weight: tensor<512x1x7x7xf32>,
      %stages.2.blocks.26.conv_dw.bias: tensor<512xf32>,
      %stages.2.blocks.26.norm.weight: tensor<512xf32>,
      %stages.2.blocks.26.norm.bias: tensor<512xf32>,
      %stages.2.blocks.26.mlp.fc1.weight: tensor<2048x512xf32>,
      %stages.2.blocks.26.mlp.fc1.bias: tensor<2048xf32>,
      %stages.2.blocks.26.mlp.fc2.weight: tensor<512x2048xf32>,
      %stages.2.blocks.26.mlp.fc2.bias: tensor<512xf32>,
      %stages.3.downsample.0.weight: tensor<512xf32>,
      %stages.3.downsample.0.bias: tensor<512xf32>,
      %stages.3.downsample.1.weight: tensor<1024x512x2x2xf32>,
      %stages.3.downsample.1.bias: tensor<1024xf32>,
      %stages.3.blocks.0.gamma: tensor<1024xf32>,
      %stages.3.blocks.0.conv_dw.weight: tensor<1024x1x7x7xf32>,
      %stages.3.blocks.0.conv_dw.bias: tensor<1024xf32>,
      %stages.3.blocks.0.norm.weight: tensor<1024xf32>,
      %stages.3.blocks.0.norm.bias: tensor<1024xf32>,
      %stages.3.blocks.0.mlp.fc1.weight: tensor<4096x1024xf32>,
      %stages.3.blocks.0.mlp.fc1.bias: tensor<4096xf32>,
      %stages.3.blocks.0.mlp.fc2.weight: tensor<1024x4096xf32>,
      %stages.3.blocks.0.mlp.fc2.bias: tensor<1024xf32>,
      %stages.3.blocks.1.gamma: tensor<1024xf32>,
      %stages.3.blocks.1.conv_dw.weight: tensor<1024x1x7x7xf32>,
      %stages.3.blocks.1.conv_dw.bias: tensor<1024xf32>,
      %stages.3.blocks.1.norm.weight: tensor<1024xf32>,
      %stages.3.blocks.1.norm.bias: tensor<1024xf32>,
      %stages.3.blocks.1.mlp.fc1.weight: tensor<4096x1024xf32>,
      %stages.3.blocks.1.mlp.fc1.bias: tensor<4096xf32>,
      %stages.3.blocks.1.mlp.fc2.weight: tensor<1024x4096xf32>,
      %stages.3.blocks.1.mlp.fc2.bias: tensor<1024xf32>,
      %stages.3.blocks.2.gamma: tensor<1024xf32>,
      %stages.3.blocks.2.conv_dw.weight: tensor<1024x1x7x7xf32>,
      %stages.3.blocks.2.conv_dw.bias: tensor<1024xf32>,
      %stages.3.blocks.2.norm.weight: tensor<1024xf32>,
      %stages.3.blocks.2.norm.bias: tensor<1024xf32>,
      %stages.3.blocks.2.mlp.fc1.weight: tensor<4096x1024xf32>,
      %stages.3.blocks.2.mlp.fc1.bias: tensor<4096xf32>,
      %stages.3.blocks.2.mlp.fc2.weight: tensor<1024x4096xf32>,
      %stages.3.blocks.2.mlp.fc2.bias: tensor<1024xf32>,
      %head.norm.weight: tensor<1024xf32>,
      %head.norm.bias: tensor<1024xf32>,
      %head.fc.weight: tensor<1000x1024xf32>,
      %head.fc.bias: tensor<1000xf32>
    ) -> (tensor<32x1000xf32>) {
    %x_nhwc = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<32x3x224x224xf32>) -> tensor<32x224x224x3xf32>
    %stem_0_patches = stablehlo.reshape %x_nhwc : (tensor<32x224x224x3xf32>) -> tensor<32x56x4x56x4x3xf32>
    %stem_0 = stablehlo.dot_general %stem_0_patches, %stem.0.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x56x4x56x4x3xf32>, tensor<128x3x4x4xf32>) -> tensor<32x56x56x128xf32>
    %stem_0_b = stablehlo.broadcast_in_dim %stem.0.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %stem_0_1 = stablehlo.add %stem_0, %stem_0_b : tensor<32x56x56x128xf32>
    %reshape = stablehlo.reshape %stem_0_1 : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum_part = stablehlo.reduce(%reshape init: %init_add) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_1 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_mean_sum = stablehlo.reduce(%stem_1_mean_sum_part init: %init_add_1) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %stem_1_mean_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %stem_1_mean = stablehlo.divide %stem_1_mean_sum, %stem_1_mean_n : tensor<32x56x56xf32>
    %stem_1_mean_b = stablehlo.broadcast_in_dim %stem_1_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %stem_1_dev = stablehlo.subtract %stem_0_1, %stem_1_mean_b : tensor<32x56x56x128xf32>
    %stem_1_sq = stablehlo.multiply %stem_1_dev, %stem_1_dev : tensor<32x56x56x128xf32>
    %reshape_1 = stablehlo.reshape %stem_1_sq : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_2 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq_part = stablehlo.reduce(%reshape_1 init: %init_add_2) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_3 = stablehlo.constant dense<0.0> : tensor<f32>
    %stem_1_ssq = stablehlo.reduce(%stem_1_ssq_part init: %init_add_3) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %stem_1_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %stem_1_var = stablehlo.divide %stem_1_ssq, %stem_1_n : tensor<32x56x56xf32>
    %stem_1_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %stem_1_var_eps = stablehlo.add %stem_1_var, %stem_1_eps : tensor<32x56x56xf32>
    %stem_1_rstd = stablehlo.rsqrt %stem_1_var_eps : tensor<32x56x56xf32>
    %stem_1_rstd_b = stablehlo.broadcast_in_dim %stem_1_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %stem_1_xhat = stablehlo.multiply %stem_1_dev, %stem_1_rstd_b : tensor<32x56x56x128xf32>
    %stem_1_weight_b = stablehlo.broadcast_in_dim %stem.1.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %stem_1_scaled = stablehlo.multiply %stem_1_xhat, %stem_1_weight_b : tensor<32x56x56x128xf32>
    %stem_1_bias_b = stablehlo.broadcast_in_dim %stem.1.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %stem_1 = stablehlo.add %stem_1_scaled, %stem_1_bias_b : tensor<32x56x56x128xf32>
    %s0b0_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.0.conv_dw.weight, dims = [2] : tensor<128x1x7x7xf32>
    %s0b0_dw_kernel = stablehlo.reverse %s0b0_dw_kernel_rev, dims = [2] : tensor<128x1x7x7xf32>
    %s0b0_dw = stablehlo.convolution(%stem_1, %s0b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64} : (tensor<32x56x56x128xf32>, tensor<128x1x7x7xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.conv_dw.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_dw_1 = stablehlo.add %s0b0_dw, %s0b0_dw_b : tensor<32x56x56x128xf32>
    %reshape_2 = stablehlo.reshape %s0b0_dw_1 : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_4 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum_part = stablehlo.reduce(%reshape_2 init: %init_add_4) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_5 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_mean_sum = stablehlo.reduce(%s0b0_ln_mean_sum_part init: %init_add_5) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b0_ln_mean_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b0_ln_mean = stablehlo.divide %s0b0_ln_mean_sum, %s0b0_ln_mean_n : tensor<32x56x56xf32>
    %s0b0_ln_mean_b = stablehlo.broadcast_in_dim %s0b0_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_ln_dev = stablehlo.subtract %s0b0_dw_1, %s0b0_ln_mean_b : tensor<32x56x56x128xf32>
    %s0b0_ln_sq = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_dev : tensor<32x56x56x128xf32>
    %reshape_3 = stablehlo.reshape %s0b0_ln_sq : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_6 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq_part = stablehlo.reduce(%reshape_3 init: %init_add_6) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_7 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b0_ln_ssq = stablehlo.reduce(%s0b0_ln_ssq_part init: %init_add_7) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b0_ln_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b0_ln_var = stablehlo.divide %s0b0_ln_ssq, %s0b0_ln_n : tensor<32x56x56xf32>
    %s0b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b0_ln_var_eps = stablehlo.add %s0b0_ln_var, %s0b0_ln_eps : tensor<32x56x56xf32>
    %s0b0_ln_rstd = stablehlo.rsqrt %s0b0_ln_var_eps : tensor<32x56x56xf32>
    %s0b0_ln_rstd_b = stablehlo.broadcast_in_dim %s0b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_ln_xhat = stablehlo.multiply %s0b0_ln_dev, %s0b0_ln_rstd_b : tensor<32x56x56x128xf32>
    %s0b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_ln_scaled = stablehlo.multiply %s0b0_ln_xhat, %s0b0_ln_weight_b : tensor<32x56x56x128xf32>
    %s0b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.norm.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_ln = stablehlo.add %s0b0_ln_scaled, %s0b0_ln_bias_b : tensor<32x56x56x128xf32>
    %s0b0_fc1 = stablehlo.dot_general %s0b0_ln, %stages.0.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x128xf32>, tensor<512x128xf32>) -> tensor<32x56x56x512xf32>
    %s0b0_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x56x56x512xf32>
    %s0b0_fc1_1 = stablehlo.add %s0b0_fc1, %s0b0_fc1_b : tensor<32x56x56x512xf32>
    %s0b0_act_x2 = stablehlo.multiply %s0b0_fc1_1, %s0b0_fc1_1 : tensor<32x56x56x512xf32>
    %s0b0_act_x3 = stablehlo.multiply %s0b0_act_x2, %s0b0_fc1_1 : tensor<32x56x56x512xf32>
    %cst = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x512xf32>
    %s0b0_act_cx3 = stablehlo.multiply %cst, %s0b0_act_x3 : tensor<32x56x56x512xf32>
    %s0b0_act_inner = stablehlo.add %s0b0_fc1_1, %s0b0_act_cx3 : tensor<32x56x56x512xf32>
    %cst_1 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x512xf32>
    %s0b0_act_u = stablehlo.multiply %cst_1, %s0b0_act_inner : tensor<32x56x56x512xf32>
    %s0b0_act_t = stablehlo.tanh %s0b0_act_u : tensor<32x56x56x512xf32>
    %cst_2 = stablehlo.constant dense<0.5> : tensor<32x56x56x512xf32>
    %s0b0_act_hx = stablehlo.multiply %cst_2, %s0b0_fc1_1 : tensor<32x56x56x512xf32>
    %cst_3 = stablehlo.constant dense<1.0> : tensor<32x56x56x512xf32>
    %s0b0_act_1pt = stablehlo.add %cst_3, %s0b0_act_t : tensor<32x56x56x512xf32>
    %s0b0_act = stablehlo.multiply %s0b0_act_hx, %s0b0_act_1pt : tensor<32x56x56x512xf32>
    %s0b0_fc2 = stablehlo.dot_general %s0b0_act, %stages.0.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x512xf32>, tensor<128x512xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_fc2_1 = stablehlo.add %s0b0_fc2, %s0b0_fc2_b : tensor<32x56x56x128xf32>
    %s0b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.0.gamma, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b0_gamma = stablehlo.multiply %s0b0_fc2_1, %s0b0_gamma_gamma_b : tensor<32x56x56x128xf32>
    %s0b0_out = stablehlo.add %stem_1, %s0b0_gamma : tensor<32x56x56x128xf32>
    %s0b1_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.1.conv_dw.weight, dims = [2] : tensor<128x1x7x7xf32>
    %s0b1_dw_kernel = stablehlo.reverse %s0b1_dw_kernel_rev, dims = [2] : tensor<128x1x7x7xf32>
    %s0b1_dw = stablehlo.convolution(%s0b0_out, %s0b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64} : (tensor<32x56x56x128xf32>, tensor<128x1x7x7xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.conv_dw.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_dw_1 = stablehlo.add %s0b1_dw, %s0b1_dw_b : tensor<32x56x56x128xf32>
    %reshape_4 = stablehlo.reshape %s0b1_dw_1 : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_8 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum_part = stablehlo.reduce(%reshape_4 init: %init_add_8) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_9 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_mean_sum = stablehlo.reduce(%s0b1_ln_mean_sum_part init: %init_add_9) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b1_ln_mean_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b1_ln_mean = stablehlo.divide %s0b1_ln_mean_sum, %s0b1_ln_mean_n : tensor<32x56x56xf32>
    %s0b1_ln_mean_b = stablehlo.broadcast_in_dim %s0b1_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_ln_dev = stablehlo.subtract %s0b1_dw_1, %s0b1_ln_mean_b : tensor<32x56x56x128xf32>
    %s0b1_ln_sq = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_dev : tensor<32x56x56x128xf32>
    %reshape_5 = stablehlo.reshape %s0b1_ln_sq : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_10 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq_part = stablehlo.reduce(%reshape_5 init: %init_add_10) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_11 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b1_ln_ssq = stablehlo.reduce(%s0b1_ln_ssq_part init: %init_add_11) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b1_ln_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b1_ln_var = stablehlo.divide %s0b1_ln_ssq, %s0b1_ln_n : tensor<32x56x56xf32>
    %s0b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b1_ln_var_eps = stablehlo.add %s0b1_ln_var, %s0b1_ln_eps : tensor<32x56x56xf32>
    %s0b1_ln_rstd = stablehlo.rsqrt %s0b1_ln_var_eps : tensor<32x56x56xf32>
    %s0b1_ln_rstd_b = stablehlo.broadcast_in_dim %s0b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_ln_xhat = stablehlo.multiply %s0b1_ln_dev, %s0b1_ln_rstd_b : tensor<32x56x56x128xf32>
    %s0b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_ln_scaled = stablehlo.multiply %s0b1_ln_xhat, %s0b1_ln_weight_b : tensor<32x56x56x128xf32>
    %s0b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.norm.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_ln = stablehlo.add %s0b1_ln_scaled, %s0b1_ln_bias_b : tensor<32x56x56x128xf32>
    %s0b1_fc1 = stablehlo.dot_general %s0b1_ln, %stages.0.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x128xf32>, tensor<512x128xf32>) -> tensor<32x56x56x512xf32>
    %s0b1_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x56x56x512xf32>
    %s0b1_fc1_1 = stablehlo.add %s0b1_fc1, %s0b1_fc1_b : tensor<32x56x56x512xf32>
    %s0b1_act_x2 = stablehlo.multiply %s0b1_fc1_1, %s0b1_fc1_1 : tensor<32x56x56x512xf32>
    %s0b1_act_x3 = stablehlo.multiply %s0b1_act_x2, %s0b1_fc1_1 : tensor<32x56x56x512xf32>
    %cst_4 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x512xf32>
    %s0b1_act_cx3 = stablehlo.multiply %cst_4, %s0b1_act_x3 : tensor<32x56x56x512xf32>
    %s0b1_act_inner = stablehlo.add %s0b1_fc1_1, %s0b1_act_cx3 : tensor<32x56x56x512xf32>
    %cst_5 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x512xf32>
    %s0b1_act_u = stablehlo.multiply %cst_5, %s0b1_act_inner : tensor<32x56x56x512xf32>
    %s0b1_act_t = stablehlo.tanh %s0b1_act_u : tensor<32x56x56x512xf32>
    %cst_6 = stablehlo.constant dense<0.5> : tensor<32x56x56x512xf32>
    %s0b1_act_hx = stablehlo.multiply %cst_6, %s0b1_fc1_1 : tensor<32x56x56x512xf32>
    %cst_7 = stablehlo.constant dense<1.0> : tensor<32x56x56x512xf32>
    %s0b1_act_1pt = stablehlo.add %cst_7, %s0b1_act_t : tensor<32x56x56x512xf32>
    %s0b1_act = stablehlo.multiply %s0b1_act_hx, %s0b1_act_1pt : tensor<32x56x56x512xf32>
    %s0b1_fc2 = stablehlo.dot_general %s0b1_act, %stages.0.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x512xf32>, tensor<128x512xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_fc2_1 = stablehlo.add %s0b1_fc2, %s0b1_fc2_b : tensor<32x56x56x128xf32>
    %s0b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.1.gamma, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b1_gamma = stablehlo.multiply %s0b1_fc2_1, %s0b1_gamma_gamma_b : tensor<32x56x56x128xf32>
    %s0b1_out = stablehlo.add %s0b0_out, %s0b1_gamma : tensor<32x56x56x128xf32>
    %s0b2_dw_kernel_rev = stablehlo.reverse %stages.0.blocks.2.conv_dw.weight, dims = [2] : tensor<128x1x7x7xf32>
    %s0b2_dw_kernel = stablehlo.reverse %s0b2_dw_kernel_rev, dims = [2] : tensor<128x1x7x7xf32>
    %s0b2_dw = stablehlo.convolution(%s0b1_out, %s0b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64} : (tensor<32x56x56x128xf32>, tensor<128x1x7x7xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_dw_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.conv_dw.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_dw_1 = stablehlo.add %s0b2_dw, %s0b2_dw_b : tensor<32x56x56x128xf32>
    %reshape_6 = stablehlo.reshape %s0b2_dw_1 : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_12 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_mean_sum_part = stablehlo.reduce(%reshape_6 init: %init_add_12) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_13 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_mean_sum = stablehlo.reduce(%s0b2_ln_mean_sum_part init: %init_add_13) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b2_ln_mean_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b2_ln_mean = stablehlo.divide %s0b2_ln_mean_sum, %s0b2_ln_mean_n : tensor<32x56x56xf32>
    %s0b2_ln_mean_b = stablehlo.broadcast_in_dim %s0b2_ln_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_ln_dev = stablehlo.subtract %s0b2_dw_1, %s0b2_ln_mean_b : tensor<32x56x56x128xf32>
    %s0b2_ln_sq = stablehlo.multiply %s0b2_ln_dev, %s0b2_ln_dev : tensor<32x56x56x128xf32>
    %reshape_7 = stablehlo.reshape %s0b2_ln_sq : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_14 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_ssq_part = stablehlo.reduce(%reshape_7 init: %init_add_14) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_15 = stablehlo.constant dense<0.0> : tensor<f32>
    %s0b2_ln_ssq = stablehlo.reduce(%s0b2_ln_ssq_part init: %init_add_15) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s0b2_ln_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s0b2_ln_var = stablehlo.divide %s0b2_ln_ssq, %s0b2_ln_n : tensor<32x56x56xf32>
    %s0b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s0b2_ln_var_eps = stablehlo.add %s0b2_ln_var, %s0b2_ln_eps : tensor<32x56x56xf32>
    %s0b2_ln_rstd = stablehlo.rsqrt %s0b2_ln_var_eps : tensor<32x56x56xf32>
    %s0b2_ln_rstd_b = stablehlo.broadcast_in_dim %s0b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_ln_xhat = stablehlo.multiply %s0b2_ln_dev, %s0b2_ln_rstd_b : tensor<32x56x56x128xf32>
    %s0b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_ln_scaled = stablehlo.multiply %s0b2_ln_xhat, %s0b2_ln_weight_b : tensor<32x56x56x128xf32>
    %s0b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.norm.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_ln = stablehlo.add %s0b2_ln_scaled, %s0b2_ln_bias_b : tensor<32x56x56x128xf32>
    %s0b2_fc1 = stablehlo.dot_general %s0b2_ln, %stages.0.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x128xf32>, tensor<512x128xf32>) -> tensor<32x56x56x512xf32>
    %s0b2_fc1_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x56x56x512xf32>
    %s0b2_fc1_1 = stablehlo.add %s0b2_fc1, %s0b2_fc1_b : tensor<32x56x56x512xf32>
    %s0b2_act_x2 = stablehlo.multiply %s0b2_fc1_1, %s0b2_fc1_1 : tensor<32x56x56x512xf32>
    %s0b2_act_x3 = stablehlo.multiply %s0b2_act_x2, %s0b2_fc1_1 : tensor<32x56x56x512xf32>
    %cst_8 = stablehlo.constant dense<0.044714998453855515> : tensor<32x56x56x512xf32>
    %s0b2_act_cx3 = stablehlo.multiply %cst_8, %s0b2_act_x3 : tensor<32x56x56x512xf32>
    %s0b2_act_inner = stablehlo.add %s0b2_fc1_1, %s0b2_act_cx3 : tensor<32x56x56x512xf32>
    %cst_9 = stablehlo.constant dense<0.7978845834732056> : tensor<32x56x56x512xf32>
    %s0b2_act_u = stablehlo.multiply %cst_9, %s0b2_act_inner : tensor<32x56x56x512xf32>
    %s0b2_act_t = stablehlo.tanh %s0b2_act_u : tensor<32x56x56x512xf32>
    %cst_10 = stablehlo.constant dense<0.5> : tensor<32x56x56x512xf32>
    %s0b2_act_hx = stablehlo.multiply %cst_10, %s0b2_fc1_1 : tensor<32x56x56x512xf32>
    %cst_11 = stablehlo.constant dense<1.0> : tensor<32x56x56x512xf32>
    %s0b2_act_1pt = stablehlo.add %cst_11, %s0b2_act_t : tensor<32x56x56x512xf32>
    %s0b2_act = stablehlo.multiply %s0b2_act_hx, %s0b2_act_1pt : tensor<32x56x56x512xf32>
    %s0b2_fc2 = stablehlo.dot_general %s0b2_act, %stages.0.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x56x56x512xf32>, tensor<128x512xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_fc2_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_fc2_1 = stablehlo.add %s0b2_fc2, %s0b2_fc2_b : tensor<32x56x56x128xf32>
    %s0b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.0.blocks.2.gamma, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s0b2_gamma = stablehlo.multiply %s0b2_fc2_1, %s0b2_gamma_gamma_b : tensor<32x56x56x128xf32>
    %s0b2_out = stablehlo.add %s0b1_out, %s0b2_gamma : tensor<32x56x56x128xf32>
    %reshape_8 = stablehlo.reshape %s0b2_out : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_16 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum_part = stablehlo.reduce(%reshape_8 init: %init_add_16) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_17 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_mean_sum = stablehlo.reduce(%s1_down0_mean_sum_part init: %init_add_17) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s1_down0_mean_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s1_down0_mean = stablehlo.divide %s1_down0_mean_sum, %s1_down0_mean_n : tensor<32x56x56xf32>
    %s1_down0_mean_b = stablehlo.broadcast_in_dim %s1_down0_mean, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s1_down0_dev = stablehlo.subtract %s0b2_out, %s1_down0_mean_b : tensor<32x56x56x128xf32>
    %s1_down0_sq = stablehlo.multiply %s1_down0_dev, %s1_down0_dev : tensor<32x56x56x128xf32>
    %reshape_9 = stablehlo.reshape %s1_down0_sq : (tensor<32x56x56x128xf32>) -> tensor<32x56x56x4x32xf32>
    %init_add_18 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq_part = stablehlo.reduce(%reshape_9 init: %init_add_18) applies stablehlo.add across dimensions = [4] : (tensor<32x56x56x4x32xf32>, tensor<f32>) -> tensor<32x56x56x4xf32>
    %init_add_19 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1_down0_ssq = stablehlo.reduce(%s1_down0_ssq_part init: %init_add_19) applies stablehlo.add across dimensions = [3] : (tensor<32x56x56x4xf32>, tensor<f32>) -> tensor<32x56x56xf32>
    %s1_down0_n = stablehlo.constant dense<128.0> : tensor<32x56x56xf32>
    %s1_down0_var = stablehlo.divide %s1_down0_ssq, %s1_down0_n : tensor<32x56x56xf32>
    %s1_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x56x56xf32>
    %s1_down0_var_eps = stablehlo.add %s1_down0_var, %s1_down0_eps : tensor<32x56x56xf32>
    %s1_down0_rstd = stablehlo.rsqrt %s1_down0_var_eps : tensor<32x56x56xf32>
    %s1_down0_rstd_b = stablehlo.broadcast_in_dim %s1_down0_rstd, dims = [0, 1, 2] : (tensor<32x56x56xf32>) -> tensor<32x56x56x128xf32>
    %s1_down0_xhat = stablehlo.multiply %s1_down0_dev, %s1_down0_rstd_b : tensor<32x56x56x128xf32>
    %s1_down0_weight_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.weight, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s1_down0_scaled = stablehlo.multiply %s1_down0_xhat, %s1_down0_weight_b : tensor<32x56x56x128xf32>
    %s1_down0_bias_b = stablehlo.broadcast_in_dim %stages.1.downsample.0.bias, dims = [3] : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %s1_down0 = stablehlo.add %s1_down0_scaled, %s1_down0_bias_b : tensor<32x56x56x128xf32>
    %s1_down1_patches = stablehlo.reshape %s1_down0 : (tensor<32x56x56x128xf32>) -> tensor<32x28x2x28x2x128xf32>
    %s1_down1 = stablehlo.dot_general %s1_down1_patches, %stages.1.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x28x2x28x2x128xf32>, tensor<256x128x2x2xf32>) -> tensor<32x28x28x256xf32>
    %s1_down1_b = stablehlo.broadcast_in_dim %stages.1.downsample.1.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1_down1_1 = stablehlo.add %s1_down1, %s1_down1_b : tensor<32x28x28x256xf32>
    %s1b0_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.0.conv_dw.weight, dims = [2] : tensor<256x1x7x7xf32>
    %s1b0_dw_kernel = stablehlo.reverse %s1b0_dw_kernel_rev, dims = [2] : tensor<256x1x7x7xf32>
    %s1b0_dw = stablehlo.convolution(%s1_down1_1, %s1b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64} : (tensor<32x28x28x256xf32>, tensor<256x1x7x7xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.conv_dw.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_dw_1 = stablehlo.add %s1b0_dw, %s1b0_dw_b : tensor<32x28x28x256xf32>
    %reshape_10 = stablehlo.reshape %s1b0_dw_1 : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_20 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum_part = stablehlo.reduce(%reshape_10 init: %init_add_20) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_21 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_mean_sum = stablehlo.reduce(%s1b0_ln_mean_sum_part init: %init_add_21) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b0_ln_mean_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b0_ln_mean = stablehlo.divide %s1b0_ln_mean_sum, %s1b0_ln_mean_n : tensor<32x28x28xf32>
    %s1b0_ln_mean_b = stablehlo.broadcast_in_dim %s1b0_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_ln_dev = stablehlo.subtract %s1b0_dw_1, %s1b0_ln_mean_b : tensor<32x28x28x256xf32>
    %s1b0_ln_sq = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_dev : tensor<32x28x28x256xf32>
    %reshape_11 = stablehlo.reshape %s1b0_ln_sq : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_22 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq_part = stablehlo.reduce(%reshape_11 init: %init_add_22) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_23 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b0_ln_ssq = stablehlo.reduce(%s1b0_ln_ssq_part init: %init_add_23) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b0_ln_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b0_ln_var = stablehlo.divide %s1b0_ln_ssq, %s1b0_ln_n : tensor<32x28x28xf32>
    %s1b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b0_ln_var_eps = stablehlo.add %s1b0_ln_var, %s1b0_ln_eps : tensor<32x28x28xf32>
    %s1b0_ln_rstd = stablehlo.rsqrt %s1b0_ln_var_eps : tensor<32x28x28xf32>
    %s1b0_ln_rstd_b = stablehlo.broadcast_in_dim %s1b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_ln_xhat = stablehlo.multiply %s1b0_ln_dev, %s1b0_ln_rstd_b : tensor<32x28x28x256xf32>
    %s1b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_ln_scaled = stablehlo.multiply %s1b0_ln_xhat, %s1b0_ln_weight_b : tensor<32x28x28x256xf32>
    %s1b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.norm.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_ln = stablehlo.add %s1b0_ln_scaled, %s1b0_ln_bias_b : tensor<32x28x28x256xf32>
    %s1b0_fc1 = stablehlo.dot_general %s1b0_ln, %stages.1.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x256xf32>, tensor<1024x256xf32>) -> tensor<32x28x28x1024xf32>
    %s1b0_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x28x28x1024xf32>
    %s1b0_fc1_1 = stablehlo.add %s1b0_fc1, %s1b0_fc1_b : tensor<32x28x28x1024xf32>
    %s1b0_act_x2 = stablehlo.multiply %s1b0_fc1_1, %s1b0_fc1_1 : tensor<32x28x28x1024xf32>
    %s1b0_act_x3 = stablehlo.multiply %s1b0_act_x2, %s1b0_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_12 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x1024xf32>
    %s1b0_act_cx3 = stablehlo.multiply %cst_12, %s1b0_act_x3 : tensor<32x28x28x1024xf32>
    %s1b0_act_inner = stablehlo.add %s1b0_fc1_1, %s1b0_act_cx3 : tensor<32x28x28x1024xf32>
    %cst_13 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x1024xf32>
    %s1b0_act_u = stablehlo.multiply %cst_13, %s1b0_act_inner : tensor<32x28x28x1024xf32>
    %s1b0_act_t = stablehlo.tanh %s1b0_act_u : tensor<32x28x28x1024xf32>
    %cst_14 = stablehlo.constant dense<0.5> : tensor<32x28x28x1024xf32>
    %s1b0_act_hx = stablehlo.multiply %cst_14, %s1b0_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_15 = stablehlo.constant dense<1.0> : tensor<32x28x28x1024xf32>
    %s1b0_act_1pt = stablehlo.add %cst_15, %s1b0_act_t : tensor<32x28x28x1024xf32>
    %s1b0_act = stablehlo.multiply %s1b0_act_hx, %s1b0_act_1pt : tensor<32x28x28x1024xf32>
    %s1b0_fc2 = stablehlo.dot_general %s1b0_act, %stages.1.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x1024xf32>, tensor<256x1024xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_fc2_1 = stablehlo.add %s1b0_fc2, %s1b0_fc2_b : tensor<32x28x28x256xf32>
    %s1b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.0.gamma, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b0_gamma = stablehlo.multiply %s1b0_fc2_1, %s1b0_gamma_gamma_b : tensor<32x28x28x256xf32>
    %s1b0_out = stablehlo.add %s1_down1_1, %s1b0_gamma : tensor<32x28x28x256xf32>
    %s1b1_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.1.conv_dw.weight, dims = [2] : tensor<256x1x7x7xf32>
    %s1b1_dw_kernel = stablehlo.reverse %s1b1_dw_kernel_rev, dims = [2] : tensor<256x1x7x7xf32>
    %s1b1_dw = stablehlo.convolution(%s1b0_out, %s1b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64} : (tensor<32x28x28x256xf32>, tensor<256x1x7x7xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.conv_dw.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_dw_1 = stablehlo.add %s1b1_dw, %s1b1_dw_b : tensor<32x28x28x256xf32>
    %reshape_12 = stablehlo.reshape %s1b1_dw_1 : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_24 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum_part = stablehlo.reduce(%reshape_12 init: %init_add_24) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_25 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_mean_sum = stablehlo.reduce(%s1b1_ln_mean_sum_part init: %init_add_25) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b1_ln_mean_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b1_ln_mean = stablehlo.divide %s1b1_ln_mean_sum, %s1b1_ln_mean_n : tensor<32x28x28xf32>
    %s1b1_ln_mean_b = stablehlo.broadcast_in_dim %s1b1_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_ln_dev = stablehlo.subtract %s1b1_dw_1, %s1b1_ln_mean_b : tensor<32x28x28x256xf32>
    %s1b1_ln_sq = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_dev : tensor<32x28x28x256xf32>
    %reshape_13 = stablehlo.reshape %s1b1_ln_sq : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_26 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq_part = stablehlo.reduce(%reshape_13 init: %init_add_26) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_27 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b1_ln_ssq = stablehlo.reduce(%s1b1_ln_ssq_part init: %init_add_27) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b1_ln_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b1_ln_var = stablehlo.divide %s1b1_ln_ssq, %s1b1_ln_n : tensor<32x28x28xf32>
    %s1b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b1_ln_var_eps = stablehlo.add %s1b1_ln_var, %s1b1_ln_eps : tensor<32x28x28xf32>
    %s1b1_ln_rstd = stablehlo.rsqrt %s1b1_ln_var_eps : tensor<32x28x28xf32>
    %s1b1_ln_rstd_b = stablehlo.broadcast_in_dim %s1b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_ln_xhat = stablehlo.multiply %s1b1_ln_dev, %s1b1_ln_rstd_b : tensor<32x28x28x256xf32>
    %s1b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_ln_scaled = stablehlo.multiply %s1b1_ln_xhat, %s1b1_ln_weight_b : tensor<32x28x28x256xf32>
    %s1b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.norm.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_ln = stablehlo.add %s1b1_ln_scaled, %s1b1_ln_bias_b : tensor<32x28x28x256xf32>
    %s1b1_fc1 = stablehlo.dot_general %s1b1_ln, %stages.1.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x256xf32>, tensor<1024x256xf32>) -> tensor<32x28x28x1024xf32>
    %s1b1_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x28x28x1024xf32>
    %s1b1_fc1_1 = stablehlo.add %s1b1_fc1, %s1b1_fc1_b : tensor<32x28x28x1024xf32>
    %s1b1_act_x2 = stablehlo.multiply %s1b1_fc1_1, %s1b1_fc1_1 : tensor<32x28x28x1024xf32>
    %s1b1_act_x3 = stablehlo.multiply %s1b1_act_x2, %s1b1_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_16 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x1024xf32>
    %s1b1_act_cx3 = stablehlo.multiply %cst_16, %s1b1_act_x3 : tensor<32x28x28x1024xf32>
    %s1b1_act_inner = stablehlo.add %s1b1_fc1_1, %s1b1_act_cx3 : tensor<32x28x28x1024xf32>
    %cst_17 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x1024xf32>
    %s1b1_act_u = stablehlo.multiply %cst_17, %s1b1_act_inner : tensor<32x28x28x1024xf32>
    %s1b1_act_t = stablehlo.tanh %s1b1_act_u : tensor<32x28x28x1024xf32>
    %cst_18 = stablehlo.constant dense<0.5> : tensor<32x28x28x1024xf32>
    %s1b1_act_hx = stablehlo.multiply %cst_18, %s1b1_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_19 = stablehlo.constant dense<1.0> : tensor<32x28x28x1024xf32>
    %s1b1_act_1pt = stablehlo.add %cst_19, %s1b1_act_t : tensor<32x28x28x1024xf32>
    %s1b1_act = stablehlo.multiply %s1b1_act_hx, %s1b1_act_1pt : tensor<32x28x28x1024xf32>
    %s1b1_fc2 = stablehlo.dot_general %s1b1_act, %stages.1.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x1024xf32>, tensor<256x1024xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_fc2_1 = stablehlo.add %s1b1_fc2, %s1b1_fc2_b : tensor<32x28x28x256xf32>
    %s1b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.1.gamma, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b1_gamma = stablehlo.multiply %s1b1_fc2_1, %s1b1_gamma_gamma_b : tensor<32x28x28x256xf32>
    %s1b1_out = stablehlo.add %s1b0_out, %s1b1_gamma : tensor<32x28x28x256xf32>
    %s1b2_dw_kernel_rev = stablehlo.reverse %stages.1.blocks.2.conv_dw.weight, dims = [2] : tensor<256x1x7x7xf32>
    %s1b2_dw_kernel = stablehlo.reverse %s1b2_dw_kernel_rev, dims = [2] : tensor<256x1x7x7xf32>
    %s1b2_dw = stablehlo.convolution(%s1b1_out, %s1b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64} : (tensor<32x28x28x256xf32>, tensor<256x1x7x7xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_dw_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.conv_dw.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_dw_1 = stablehlo.add %s1b2_dw, %s1b2_dw_b : tensor<32x28x28x256xf32>
    %reshape_14 = stablehlo.reshape %s1b2_dw_1 : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_28 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_mean_sum_part = stablehlo.reduce(%reshape_14 init: %init_add_28) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_29 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_mean_sum = stablehlo.reduce(%s1b2_ln_mean_sum_part init: %init_add_29) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b2_ln_mean_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b2_ln_mean = stablehlo.divide %s1b2_ln_mean_sum, %s1b2_ln_mean_n : tensor<32x28x28xf32>
    %s1b2_ln_mean_b = stablehlo.broadcast_in_dim %s1b2_ln_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_ln_dev = stablehlo.subtract %s1b2_dw_1, %s1b2_ln_mean_b : tensor<32x28x28x256xf32>
    %s1b2_ln_sq = stablehlo.multiply %s1b2_ln_dev, %s1b2_ln_dev : tensor<32x28x28x256xf32>
    %reshape_15 = stablehlo.reshape %s1b2_ln_sq : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_30 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_ssq_part = stablehlo.reduce(%reshape_15 init: %init_add_30) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_31 = stablehlo.constant dense<0.0> : tensor<f32>
    %s1b2_ln_ssq = stablehlo.reduce(%s1b2_ln_ssq_part init: %init_add_31) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s1b2_ln_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s1b2_ln_var = stablehlo.divide %s1b2_ln_ssq, %s1b2_ln_n : tensor<32x28x28xf32>
    %s1b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s1b2_ln_var_eps = stablehlo.add %s1b2_ln_var, %s1b2_ln_eps : tensor<32x28x28xf32>
    %s1b2_ln_rstd = stablehlo.rsqrt %s1b2_ln_var_eps : tensor<32x28x28xf32>
    %s1b2_ln_rstd_b = stablehlo.broadcast_in_dim %s1b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_ln_xhat = stablehlo.multiply %s1b2_ln_dev, %s1b2_ln_rstd_b : tensor<32x28x28x256xf32>
    %s1b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_ln_scaled = stablehlo.multiply %s1b2_ln_xhat, %s1b2_ln_weight_b : tensor<32x28x28x256xf32>
    %s1b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.norm.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_ln = stablehlo.add %s1b2_ln_scaled, %s1b2_ln_bias_b : tensor<32x28x28x256xf32>
    %s1b2_fc1 = stablehlo.dot_general %s1b2_ln, %stages.1.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x256xf32>, tensor<1024x256xf32>) -> tensor<32x28x28x1024xf32>
    %s1b2_fc1_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x28x28x1024xf32>
    %s1b2_fc1_1 = stablehlo.add %s1b2_fc1, %s1b2_fc1_b : tensor<32x28x28x1024xf32>
    %s1b2_act_x2 = stablehlo.multiply %s1b2_fc1_1, %s1b2_fc1_1 : tensor<32x28x28x1024xf32>
    %s1b2_act_x3 = stablehlo.multiply %s1b2_act_x2, %s1b2_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_20 = stablehlo.constant dense<0.044714998453855515> : tensor<32x28x28x1024xf32>
    %s1b2_act_cx3 = stablehlo.multiply %cst_20, %s1b2_act_x3 : tensor<32x28x28x1024xf32>
    %s1b2_act_inner = stablehlo.add %s1b2_fc1_1, %s1b2_act_cx3 : tensor<32x28x28x1024xf32>
    %cst_21 = stablehlo.constant dense<0.7978845834732056> : tensor<32x28x28x1024xf32>
    %s1b2_act_u = stablehlo.multiply %cst_21, %s1b2_act_inner : tensor<32x28x28x1024xf32>
    %s1b2_act_t = stablehlo.tanh %s1b2_act_u : tensor<32x28x28x1024xf32>
    %cst_22 = stablehlo.constant dense<0.5> : tensor<32x28x28x1024xf32>
    %s1b2_act_hx = stablehlo.multiply %cst_22, %s1b2_fc1_1 : tensor<32x28x28x1024xf32>
    %cst_23 = stablehlo.constant dense<1.0> : tensor<32x28x28x1024xf32>
    %s1b2_act_1pt = stablehlo.add %cst_23, %s1b2_act_t : tensor<32x28x28x1024xf32>
    %s1b2_act = stablehlo.multiply %s1b2_act_hx, %s1b2_act_1pt : tensor<32x28x28x1024xf32>
    %s1b2_fc2 = stablehlo.dot_general %s1b2_act, %stages.1.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x28x28x1024xf32>, tensor<256x1024xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_fc2_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_fc2_1 = stablehlo.add %s1b2_fc2, %s1b2_fc2_b : tensor<32x28x28x256xf32>
    %s1b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.1.blocks.2.gamma, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s1b2_gamma = stablehlo.multiply %s1b2_fc2_1, %s1b2_gamma_gamma_b : tensor<32x28x28x256xf32>
    %s1b2_out = stablehlo.add %s1b1_out, %s1b2_gamma : tensor<32x28x28x256xf32>
    %reshape_16 = stablehlo.reshape %s1b2_out : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_32 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum_part = stablehlo.reduce(%reshape_16 init: %init_add_32) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_33 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_mean_sum = stablehlo.reduce(%s2_down0_mean_sum_part init: %init_add_33) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s2_down0_mean_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s2_down0_mean = stablehlo.divide %s2_down0_mean_sum, %s2_down0_mean_n : tensor<32x28x28xf32>
    %s2_down0_mean_b = stablehlo.broadcast_in_dim %s2_down0_mean, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s2_down0_dev = stablehlo.subtract %s1b2_out, %s2_down0_mean_b : tensor<32x28x28x256xf32>
    %s2_down0_sq = stablehlo.multiply %s2_down0_dev, %s2_down0_dev : tensor<32x28x28x256xf32>
    %reshape_17 = stablehlo.reshape %s2_down0_sq : (tensor<32x28x28x256xf32>) -> tensor<32x28x28x8x32xf32>
    %init_add_34 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq_part = stablehlo.reduce(%reshape_17 init: %init_add_34) applies stablehlo.add across dimensions = [4] : (tensor<32x28x28x8x32xf32>, tensor<f32>) -> tensor<32x28x28x8xf32>
    %init_add_35 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2_down0_ssq = stablehlo.reduce(%s2_down0_ssq_part init: %init_add_35) applies stablehlo.add across dimensions = [3] : (tensor<32x28x28x8xf32>, tensor<f32>) -> tensor<32x28x28xf32>
    %s2_down0_n = stablehlo.constant dense<256.0> : tensor<32x28x28xf32>
    %s2_down0_var = stablehlo.divide %s2_down0_ssq, %s2_down0_n : tensor<32x28x28xf32>
    %s2_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x28x28xf32>
    %s2_down0_var_eps = stablehlo.add %s2_down0_var, %s2_down0_eps : tensor<32x28x28xf32>
    %s2_down0_rstd = stablehlo.rsqrt %s2_down0_var_eps : tensor<32x28x28xf32>
    %s2_down0_rstd_b = stablehlo.broadcast_in_dim %s2_down0_rstd, dims = [0, 1, 2] : (tensor<32x28x28xf32>) -> tensor<32x28x28x256xf32>
    %s2_down0_xhat = stablehlo.multiply %s2_down0_dev, %s2_down0_rstd_b : tensor<32x28x28x256xf32>
    %s2_down0_weight_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.weight, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s2_down0_scaled = stablehlo.multiply %s2_down0_xhat, %s2_down0_weight_b : tensor<32x28x28x256xf32>
    %s2_down0_bias_b = stablehlo.broadcast_in_dim %stages.2.downsample.0.bias, dims = [3] : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %s2_down0 = stablehlo.add %s2_down0_scaled, %s2_down0_bias_b : tensor<32x28x28x256xf32>
    %s2_down1_patches = stablehlo.reshape %s2_down0 : (tensor<32x28x28x256xf32>) -> tensor<32x14x2x14x2x256xf32>
    %s2_down1 = stablehlo.dot_general %s2_down1_patches, %stages.2.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x14x2x14x2x256xf32>, tensor<512x256x2x2xf32>) -> tensor<32x14x14x512xf32>
    %s2_down1_b = stablehlo.broadcast_in_dim %stages.2.downsample.1.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2_down1_1 = stablehlo.add %s2_down1, %s2_down1_b : tensor<32x14x14x512xf32>
    %s2b0_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.0.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b0_dw_kernel = stablehlo.reverse %s2b0_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b0_dw = stablehlo.convolution(%s2_down1_1, %s2b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_dw_1 = stablehlo.add %s2b0_dw, %s2b0_dw_b : tensor<32x14x14x512xf32>
    %reshape_18 = stablehlo.reshape %s2b0_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_36 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum_part = stablehlo.reduce(%reshape_18 init: %init_add_36) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_37 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_mean_sum = stablehlo.reduce(%s2b0_ln_mean_sum_part init: %init_add_37) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b0_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b0_ln_mean = stablehlo.divide %s2b0_ln_mean_sum, %s2b0_ln_mean_n : tensor<32x14x14xf32>
    %s2b0_ln_mean_b = stablehlo.broadcast_in_dim %s2b0_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_ln_dev = stablehlo.subtract %s2b0_dw_1, %s2b0_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b0_ln_sq = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_dev : tensor<32x14x14x512xf32>
    %reshape_19 = stablehlo.reshape %s2b0_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_38 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq_part = stablehlo.reduce(%reshape_19 init: %init_add_38) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_39 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b0_ln_ssq = stablehlo.reduce(%s2b0_ln_ssq_part init: %init_add_39) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b0_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b0_ln_var = stablehlo.divide %s2b0_ln_ssq, %s2b0_ln_n : tensor<32x14x14xf32>
    %s2b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b0_ln_var_eps = stablehlo.add %s2b0_ln_var, %s2b0_ln_eps : tensor<32x14x14xf32>
    %s2b0_ln_rstd = stablehlo.rsqrt %s2b0_ln_var_eps : tensor<32x14x14xf32>
    %s2b0_ln_rstd_b = stablehlo.broadcast_in_dim %s2b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_ln_xhat = stablehlo.multiply %s2b0_ln_dev, %s2b0_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_ln_scaled = stablehlo.multiply %s2b0_ln_xhat, %s2b0_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_ln = stablehlo.add %s2b0_ln_scaled, %s2b0_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b0_fc1 = stablehlo.dot_general %s2b0_ln, %stages.2.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b0_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b0_fc1_1 = stablehlo.add %s2b0_fc1, %s2b0_fc1_b : tensor<32x14x14x2048xf32>
    %s2b0_act_x2 = stablehlo.multiply %s2b0_fc1_1, %s2b0_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b0_act_x3 = stablehlo.multiply %s2b0_act_x2, %s2b0_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_24 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b0_act_cx3 = stablehlo.multiply %cst_24, %s2b0_act_x3 : tensor<32x14x14x2048xf32>
    %s2b0_act_inner = stablehlo.add %s2b0_fc1_1, %s2b0_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_25 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b0_act_u = stablehlo.multiply %cst_25, %s2b0_act_inner : tensor<32x14x14x2048xf32>
    %s2b0_act_t = stablehlo.tanh %s2b0_act_u : tensor<32x14x14x2048xf32>
    %cst_26 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b0_act_hx = stablehlo.multiply %cst_26, %s2b0_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_27 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b0_act_1pt = stablehlo.add %cst_27, %s2b0_act_t : tensor<32x14x14x2048xf32>
    %s2b0_act = stablehlo.multiply %s2b0_act_hx, %s2b0_act_1pt : tensor<32x14x14x2048xf32>
    %s2b0_fc2 = stablehlo.dot_general %s2b0_act, %stages.2.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_fc2_1 = stablehlo.add %s2b0_fc2, %s2b0_fc2_b : tensor<32x14x14x512xf32>
    %s2b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.0.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b0_gamma = stablehlo.multiply %s2b0_fc2_1, %s2b0_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b0_out = stablehlo.add %s2_down1_1, %s2b0_gamma : tensor<32x14x14x512xf32>
    %s2b1_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.1.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b1_dw_kernel = stablehlo.reverse %s2b1_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b1_dw = stablehlo.convolution(%s2b0_out, %s2b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_dw_1 = stablehlo.add %s2b1_dw, %s2b1_dw_b : tensor<32x14x14x512xf32>
    %reshape_20 = stablehlo.reshape %s2b1_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_40 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum_part = stablehlo.reduce(%reshape_20 init: %init_add_40) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_41 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_mean_sum = stablehlo.reduce(%s2b1_ln_mean_sum_part init: %init_add_41) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b1_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b1_ln_mean = stablehlo.divide %s2b1_ln_mean_sum, %s2b1_ln_mean_n : tensor<32x14x14xf32>
    %s2b1_ln_mean_b = stablehlo.broadcast_in_dim %s2b1_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_ln_dev = stablehlo.subtract %s2b1_dw_1, %s2b1_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b1_ln_sq = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_dev : tensor<32x14x14x512xf32>
    %reshape_21 = stablehlo.reshape %s2b1_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_42 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq_part = stablehlo.reduce(%reshape_21 init: %init_add_42) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_43 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b1_ln_ssq = stablehlo.reduce(%s2b1_ln_ssq_part init: %init_add_43) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b1_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b1_ln_var = stablehlo.divide %s2b1_ln_ssq, %s2b1_ln_n : tensor<32x14x14xf32>
    %s2b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b1_ln_var_eps = stablehlo.add %s2b1_ln_var, %s2b1_ln_eps : tensor<32x14x14xf32>
    %s2b1_ln_rstd = stablehlo.rsqrt %s2b1_ln_var_eps : tensor<32x14x14xf32>
    %s2b1_ln_rstd_b = stablehlo.broadcast_in_dim %s2b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_ln_xhat = stablehlo.multiply %s2b1_ln_dev, %s2b1_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_ln_scaled = stablehlo.multiply %s2b1_ln_xhat, %s2b1_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_ln = stablehlo.add %s2b1_ln_scaled, %s2b1_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b1_fc1 = stablehlo.dot_general %s2b1_ln, %stages.2.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b1_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b1_fc1_1 = stablehlo.add %s2b1_fc1, %s2b1_fc1_b : tensor<32x14x14x2048xf32>
    %s2b1_act_x2 = stablehlo.multiply %s2b1_fc1_1, %s2b1_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b1_act_x3 = stablehlo.multiply %s2b1_act_x2, %s2b1_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_28 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b1_act_cx3 = stablehlo.multiply %cst_28, %s2b1_act_x3 : tensor<32x14x14x2048xf32>
    %s2b1_act_inner = stablehlo.add %s2b1_fc1_1, %s2b1_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_29 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b1_act_u = stablehlo.multiply %cst_29, %s2b1_act_inner : tensor<32x14x14x2048xf32>
    %s2b1_act_t = stablehlo.tanh %s2b1_act_u : tensor<32x14x14x2048xf32>
    %cst_30 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b1_act_hx = stablehlo.multiply %cst_30, %s2b1_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_31 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b1_act_1pt = stablehlo.add %cst_31, %s2b1_act_t : tensor<32x14x14x2048xf32>
    %s2b1_act = stablehlo.multiply %s2b1_act_hx, %s2b1_act_1pt : tensor<32x14x14x2048xf32>
    %s2b1_fc2 = stablehlo.dot_general %s2b1_act, %stages.2.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_fc2_1 = stablehlo.add %s2b1_fc2, %s2b1_fc2_b : tensor<32x14x14x512xf32>
    %s2b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.1.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b1_gamma = stablehlo.multiply %s2b1_fc2_1, %s2b1_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b1_out = stablehlo.add %s2b0_out, %s2b1_gamma : tensor<32x14x14x512xf32>
    %s2b2_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.2.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b2_dw_kernel = stablehlo.reverse %s2b2_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b2_dw = stablehlo.convolution(%s2b1_out, %s2b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_dw_1 = stablehlo.add %s2b2_dw, %s2b2_dw_b : tensor<32x14x14x512xf32>
    %reshape_22 = stablehlo.reshape %s2b2_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_44 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum_part = stablehlo.reduce(%reshape_22 init: %init_add_44) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_45 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_mean_sum = stablehlo.reduce(%s2b2_ln_mean_sum_part init: %init_add_45) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b2_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b2_ln_mean = stablehlo.divide %s2b2_ln_mean_sum, %s2b2_ln_mean_n : tensor<32x14x14xf32>
    %s2b2_ln_mean_b = stablehlo.broadcast_in_dim %s2b2_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_ln_dev = stablehlo.subtract %s2b2_dw_1, %s2b2_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b2_ln_sq = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_dev : tensor<32x14x14x512xf32>
    %reshape_23 = stablehlo.reshape %s2b2_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_46 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq_part = stablehlo.reduce(%reshape_23 init: %init_add_46) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_47 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b2_ln_ssq = stablehlo.reduce(%s2b2_ln_ssq_part init: %init_add_47) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b2_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b2_ln_var = stablehlo.divide %s2b2_ln_ssq, %s2b2_ln_n : tensor<32x14x14xf32>
    %s2b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b2_ln_var_eps = stablehlo.add %s2b2_ln_var, %s2b2_ln_eps : tensor<32x14x14xf32>
    %s2b2_ln_rstd = stablehlo.rsqrt %s2b2_ln_var_eps : tensor<32x14x14xf32>
    %s2b2_ln_rstd_b = stablehlo.broadcast_in_dim %s2b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_ln_xhat = stablehlo.multiply %s2b2_ln_dev, %s2b2_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_ln_scaled = stablehlo.multiply %s2b2_ln_xhat, %s2b2_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_ln = stablehlo.add %s2b2_ln_scaled, %s2b2_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b2_fc1 = stablehlo.dot_general %s2b2_ln, %stages.2.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b2_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b2_fc1_1 = stablehlo.add %s2b2_fc1, %s2b2_fc1_b : tensor<32x14x14x2048xf32>
    %s2b2_act_x2 = stablehlo.multiply %s2b2_fc1_1, %s2b2_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b2_act_x3 = stablehlo.multiply %s2b2_act_x2, %s2b2_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_32 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b2_act_cx3 = stablehlo.multiply %cst_32, %s2b2_act_x3 : tensor<32x14x14x2048xf32>
    %s2b2_act_inner = stablehlo.add %s2b2_fc1_1, %s2b2_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_33 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b2_act_u = stablehlo.multiply %cst_33, %s2b2_act_inner : tensor<32x14x14x2048xf32>
    %s2b2_act_t = stablehlo.tanh %s2b2_act_u : tensor<32x14x14x2048xf32>
    %cst_34 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b2_act_hx = stablehlo.multiply %cst_34, %s2b2_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_35 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b2_act_1pt = stablehlo.add %cst_35, %s2b2_act_t : tensor<32x14x14x2048xf32>
    %s2b2_act = stablehlo.multiply %s2b2_act_hx, %s2b2_act_1pt : tensor<32x14x14x2048xf32>
    %s2b2_fc2 = stablehlo.dot_general %s2b2_act, %stages.2.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_fc2_1 = stablehlo.add %s2b2_fc2, %s2b2_fc2_b : tensor<32x14x14x512xf32>
    %s2b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.2.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b2_gamma = stablehlo.multiply %s2b2_fc2_1, %s2b2_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b2_out = stablehlo.add %s2b1_out, %s2b2_gamma : tensor<32x14x14x512xf32>
    %s2b3_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.3.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b3_dw_kernel = stablehlo.reverse %s2b3_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b3_dw = stablehlo.convolution(%s2b2_out, %s2b3_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_dw_1 = stablehlo.add %s2b3_dw, %s2b3_dw_b : tensor<32x14x14x512xf32>
    %reshape_24 = stablehlo.reshape %s2b3_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_48 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum_part = stablehlo.reduce(%reshape_24 init: %init_add_48) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_49 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_mean_sum = stablehlo.reduce(%s2b3_ln_mean_sum_part init: %init_add_49) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b3_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b3_ln_mean = stablehlo.divide %s2b3_ln_mean_sum, %s2b3_ln_mean_n : tensor<32x14x14xf32>
    %s2b3_ln_mean_b = stablehlo.broadcast_in_dim %s2b3_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_ln_dev = stablehlo.subtract %s2b3_dw_1, %s2b3_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b3_ln_sq = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_dev : tensor<32x14x14x512xf32>
    %reshape_25 = stablehlo.reshape %s2b3_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_50 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq_part = stablehlo.reduce(%reshape_25 init: %init_add_50) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_51 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b3_ln_ssq = stablehlo.reduce(%s2b3_ln_ssq_part init: %init_add_51) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b3_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b3_ln_var = stablehlo.divide %s2b3_ln_ssq, %s2b3_ln_n : tensor<32x14x14xf32>
    %s2b3_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b3_ln_var_eps = stablehlo.add %s2b3_ln_var, %s2b3_ln_eps : tensor<32x14x14xf32>
    %s2b3_ln_rstd = stablehlo.rsqrt %s2b3_ln_var_eps : tensor<32x14x14xf32>
    %s2b3_ln_rstd_b = stablehlo.broadcast_in_dim %s2b3_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_ln_xhat = stablehlo.multiply %s2b3_ln_dev, %s2b3_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b3_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_ln_scaled = stablehlo.multiply %s2b3_ln_xhat, %s2b3_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b3_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_ln = stablehlo.add %s2b3_ln_scaled, %s2b3_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b3_fc1 = stablehlo.dot_general %s2b3_ln, %stages.2.blocks.3.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b3_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b3_fc1_1 = stablehlo.add %s2b3_fc1, %s2b3_fc1_b : tensor<32x14x14x2048xf32>
    %s2b3_act_x2 = stablehlo.multiply %s2b3_fc1_1, %s2b3_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b3_act_x3 = stablehlo.multiply %s2b3_act_x2, %s2b3_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_36 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b3_act_cx3 = stablehlo.multiply %cst_36, %s2b3_act_x3 : tensor<32x14x14x2048xf32>
    %s2b3_act_inner = stablehlo.add %s2b3_fc1_1, %s2b3_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_37 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b3_act_u = stablehlo.multiply %cst_37, %s2b3_act_inner : tensor<32x14x14x2048xf32>
    %s2b3_act_t = stablehlo.tanh %s2b3_act_u : tensor<32x14x14x2048xf32>
    %cst_38 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b3_act_hx = stablehlo.multiply %cst_38, %s2b3_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_39 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b3_act_1pt = stablehlo.add %cst_39, %s2b3_act_t : tensor<32x14x14x2048xf32>
    %s2b3_act = stablehlo.multiply %s2b3_act_hx, %s2b3_act_1pt : tensor<32x14x14x2048xf32>
    %s2b3_fc2 = stablehlo.dot_general %s2b3_act, %stages.2.blocks.3.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_fc2_1 = stablehlo.add %s2b3_fc2, %s2b3_fc2_b : tensor<32x14x14x512xf32>
    %s2b3_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.3.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b3_gamma = stablehlo.multiply %s2b3_fc2_1, %s2b3_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b3_out = stablehlo.add %s2b2_out, %s2b3_gamma : tensor<32x14x14x512xf32>
    %s2b4_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.4.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b4_dw_kernel = stablehlo.reverse %s2b4_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b4_dw = stablehlo.convolution(%s2b3_out, %s2b4_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_dw_1 = stablehlo.add %s2b4_dw, %s2b4_dw_b : tensor<32x14x14x512xf32>
    %reshape_26 = stablehlo.reshape %s2b4_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_52 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum_part = stablehlo.reduce(%reshape_26 init: %init_add_52) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_53 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_mean_sum = stablehlo.reduce(%s2b4_ln_mean_sum_part init: %init_add_53) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b4_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b4_ln_mean = stablehlo.divide %s2b4_ln_mean_sum, %s2b4_ln_mean_n : tensor<32x14x14xf32>
    %s2b4_ln_mean_b = stablehlo.broadcast_in_dim %s2b4_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_ln_dev = stablehlo.subtract %s2b4_dw_1, %s2b4_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b4_ln_sq = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_dev : tensor<32x14x14x512xf32>
    %reshape_27 = stablehlo.reshape %s2b4_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_54 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq_part = stablehlo.reduce(%reshape_27 init: %init_add_54) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_55 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b4_ln_ssq = stablehlo.reduce(%s2b4_ln_ssq_part init: %init_add_55) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b4_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b4_ln_var = stablehlo.divide %s2b4_ln_ssq, %s2b4_ln_n : tensor<32x14x14xf32>
    %s2b4_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b4_ln_var_eps = stablehlo.add %s2b4_ln_var, %s2b4_ln_eps : tensor<32x14x14xf32>
    %s2b4_ln_rstd = stablehlo.rsqrt %s2b4_ln_var_eps : tensor<32x14x14xf32>
    %s2b4_ln_rstd_b = stablehlo.broadcast_in_dim %s2b4_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_ln_xhat = stablehlo.multiply %s2b4_ln_dev, %s2b4_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b4_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_ln_scaled = stablehlo.multiply %s2b4_ln_xhat, %s2b4_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b4_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_ln = stablehlo.add %s2b4_ln_scaled, %s2b4_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b4_fc1 = stablehlo.dot_general %s2b4_ln, %stages.2.blocks.4.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b4_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b4_fc1_1 = stablehlo.add %s2b4_fc1, %s2b4_fc1_b : tensor<32x14x14x2048xf32>
    %s2b4_act_x2 = stablehlo.multiply %s2b4_fc1_1, %s2b4_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b4_act_x3 = stablehlo.multiply %s2b4_act_x2, %s2b4_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_40 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b4_act_cx3 = stablehlo.multiply %cst_40, %s2b4_act_x3 : tensor<32x14x14x2048xf32>
    %s2b4_act_inner = stablehlo.add %s2b4_fc1_1, %s2b4_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_41 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b4_act_u = stablehlo.multiply %cst_41, %s2b4_act_inner : tensor<32x14x14x2048xf32>
    %s2b4_act_t = stablehlo.tanh %s2b4_act_u : tensor<32x14x14x2048xf32>
    %cst_42 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b4_act_hx = stablehlo.multiply %cst_42, %s2b4_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_43 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b4_act_1pt = stablehlo.add %cst_43, %s2b4_act_t : tensor<32x14x14x2048xf32>
    %s2b4_act = stablehlo.multiply %s2b4_act_hx, %s2b4_act_1pt : tensor<32x14x14x2048xf32>
    %s2b4_fc2 = stablehlo.dot_general %s2b4_act, %stages.2.blocks.4.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_fc2_1 = stablehlo.add %s2b4_fc2, %s2b4_fc2_b : tensor<32x14x14x512xf32>
    %s2b4_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.4.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b4_gamma = stablehlo.multiply %s2b4_fc2_1, %s2b4_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b4_out = stablehlo.add %s2b3_out, %s2b4_gamma : tensor<32x14x14x512xf32>
    %s2b5_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.5.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b5_dw_kernel = stablehlo.reverse %s2b5_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b5_dw = stablehlo.convolution(%s2b4_out, %s2b5_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_dw_1 = stablehlo.add %s2b5_dw, %s2b5_dw_b : tensor<32x14x14x512xf32>
    %reshape_28 = stablehlo.reshape %s2b5_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_56 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum_part = stablehlo.reduce(%reshape_28 init: %init_add_56) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_57 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_mean_sum = stablehlo.reduce(%s2b5_ln_mean_sum_part init: %init_add_57) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b5_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b5_ln_mean = stablehlo.divide %s2b5_ln_mean_sum, %s2b5_ln_mean_n : tensor<32x14x14xf32>
    %s2b5_ln_mean_b = stablehlo.broadcast_in_dim %s2b5_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_ln_dev = stablehlo.subtract %s2b5_dw_1, %s2b5_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b5_ln_sq = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_dev : tensor<32x14x14x512xf32>
    %reshape_29 = stablehlo.reshape %s2b5_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_58 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq_part = stablehlo.reduce(%reshape_29 init: %init_add_58) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_59 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b5_ln_ssq = stablehlo.reduce(%s2b5_ln_ssq_part init: %init_add_59) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b5_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b5_ln_var = stablehlo.divide %s2b5_ln_ssq, %s2b5_ln_n : tensor<32x14x14xf32>
    %s2b5_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b5_ln_var_eps = stablehlo.add %s2b5_ln_var, %s2b5_ln_eps : tensor<32x14x14xf32>
    %s2b5_ln_rstd = stablehlo.rsqrt %s2b5_ln_var_eps : tensor<32x14x14xf32>
    %s2b5_ln_rstd_b = stablehlo.broadcast_in_dim %s2b5_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_ln_xhat = stablehlo.multiply %s2b5_ln_dev, %s2b5_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b5_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_ln_scaled = stablehlo.multiply %s2b5_ln_xhat, %s2b5_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b5_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_ln = stablehlo.add %s2b5_ln_scaled, %s2b5_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b5_fc1 = stablehlo.dot_general %s2b5_ln, %stages.2.blocks.5.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b5_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b5_fc1_1 = stablehlo.add %s2b5_fc1, %s2b5_fc1_b : tensor<32x14x14x2048xf32>
    %s2b5_act_x2 = stablehlo.multiply %s2b5_fc1_1, %s2b5_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b5_act_x3 = stablehlo.multiply %s2b5_act_x2, %s2b5_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_44 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b5_act_cx3 = stablehlo.multiply %cst_44, %s2b5_act_x3 : tensor<32x14x14x2048xf32>
    %s2b5_act_inner = stablehlo.add %s2b5_fc1_1, %s2b5_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_45 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b5_act_u = stablehlo.multiply %cst_45, %s2b5_act_inner : tensor<32x14x14x2048xf32>
    %s2b5_act_t = stablehlo.tanh %s2b5_act_u : tensor<32x14x14x2048xf32>
    %cst_46 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b5_act_hx = stablehlo.multiply %cst_46, %s2b5_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_47 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b5_act_1pt = stablehlo.add %cst_47, %s2b5_act_t : tensor<32x14x14x2048xf32>
    %s2b5_act = stablehlo.multiply %s2b5_act_hx, %s2b5_act_1pt : tensor<32x14x14x2048xf32>
    %s2b5_fc2 = stablehlo.dot_general %s2b5_act, %stages.2.blocks.5.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_fc2_1 = stablehlo.add %s2b5_fc2, %s2b5_fc2_b : tensor<32x14x14x512xf32>
    %s2b5_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.5.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b5_gamma = stablehlo.multiply %s2b5_fc2_1, %s2b5_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b5_out = stablehlo.add %s2b4_out, %s2b5_gamma : tensor<32x14x14x512xf32>
    %s2b6_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.6.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b6_dw_kernel = stablehlo.reverse %s2b6_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b6_dw = stablehlo.convolution(%s2b5_out, %s2b6_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_dw_1 = stablehlo.add %s2b6_dw, %s2b6_dw_b : tensor<32x14x14x512xf32>
    %reshape_30 = stablehlo.reshape %s2b6_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_60 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_mean_sum_part = stablehlo.reduce(%reshape_30 init: %init_add_60) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_61 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_mean_sum = stablehlo.reduce(%s2b6_ln_mean_sum_part init: %init_add_61) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b6_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b6_ln_mean = stablehlo.divide %s2b6_ln_mean_sum, %s2b6_ln_mean_n : tensor<32x14x14xf32>
    %s2b6_ln_mean_b = stablehlo.broadcast_in_dim %s2b6_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_ln_dev = stablehlo.subtract %s2b6_dw_1, %s2b6_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b6_ln_sq = stablehlo.multiply %s2b6_ln_dev, %s2b6_ln_dev : tensor<32x14x14x512xf32>
    %reshape_31 = stablehlo.reshape %s2b6_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_62 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_ssq_part = stablehlo.reduce(%reshape_31 init: %init_add_62) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_63 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b6_ln_ssq = stablehlo.reduce(%s2b6_ln_ssq_part init: %init_add_63) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b6_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b6_ln_var = stablehlo.divide %s2b6_ln_ssq, %s2b6_ln_n : tensor<32x14x14xf32>
    %s2b6_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b6_ln_var_eps = stablehlo.add %s2b6_ln_var, %s2b6_ln_eps : tensor<32x14x14xf32>
    %s2b6_ln_rstd = stablehlo.rsqrt %s2b6_ln_var_eps : tensor<32x14x14xf32>
    %s2b6_ln_rstd_b = stablehlo.broadcast_in_dim %s2b6_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_ln_xhat = stablehlo.multiply %s2b6_ln_dev, %s2b6_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b6_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_ln_scaled = stablehlo.multiply %s2b6_ln_xhat, %s2b6_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b6_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_ln = stablehlo.add %s2b6_ln_scaled, %s2b6_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b6_fc1 = stablehlo.dot_general %s2b6_ln, %stages.2.blocks.6.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b6_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b6_fc1_1 = stablehlo.add %s2b6_fc1, %s2b6_fc1_b : tensor<32x14x14x2048xf32>
    %s2b6_act_x2 = stablehlo.multiply %s2b6_fc1_1, %s2b6_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b6_act_x3 = stablehlo.multiply %s2b6_act_x2, %s2b6_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_48 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b6_act_cx3 = stablehlo.multiply %cst_48, %s2b6_act_x3 : tensor<32x14x14x2048xf32>
    %s2b6_act_inner = stablehlo.add %s2b6_fc1_1, %s2b6_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_49 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b6_act_u = stablehlo.multiply %cst_49, %s2b6_act_inner : tensor<32x14x14x2048xf32>
    %s2b6_act_t = stablehlo.tanh %s2b6_act_u : tensor<32x14x14x2048xf32>
    %cst_50 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b6_act_hx = stablehlo.multiply %cst_50, %s2b6_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_51 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b6_act_1pt = stablehlo.add %cst_51, %s2b6_act_t : tensor<32x14x14x2048xf32>
    %s2b6_act = stablehlo.multiply %s2b6_act_hx, %s2b6_act_1pt : tensor<32x14x14x2048xf32>
    %s2b6_fc2 = stablehlo.dot_general %s2b6_act, %stages.2.blocks.6.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_fc2_1 = stablehlo.add %s2b6_fc2, %s2b6_fc2_b : tensor<32x14x14x512xf32>
    %s2b6_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.6.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b6_gamma = stablehlo.multiply %s2b6_fc2_1, %s2b6_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b6_out = stablehlo.add %s2b5_out, %s2b6_gamma : tensor<32x14x14x512xf32>
    %s2b7_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.7.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b7_dw_kernel = stablehlo.reverse %s2b7_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b7_dw = stablehlo.convolution(%s2b6_out, %s2b7_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_dw_1 = stablehlo.add %s2b7_dw, %s2b7_dw_b : tensor<32x14x14x512xf32>
    %reshape_32 = stablehlo.reshape %s2b7_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_64 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_mean_sum_part = stablehlo.reduce(%reshape_32 init: %init_add_64) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_65 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_mean_sum = stablehlo.reduce(%s2b7_ln_mean_sum_part init: %init_add_65) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b7_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b7_ln_mean = stablehlo.divide %s2b7_ln_mean_sum, %s2b7_ln_mean_n : tensor<32x14x14xf32>
    %s2b7_ln_mean_b = stablehlo.broadcast_in_dim %s2b7_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_ln_dev = stablehlo.subtract %s2b7_dw_1, %s2b7_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b7_ln_sq = stablehlo.multiply %s2b7_ln_dev, %s2b7_ln_dev : tensor<32x14x14x512xf32>
    %reshape_33 = stablehlo.reshape %s2b7_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_66 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_ssq_part = stablehlo.reduce(%reshape_33 init: %init_add_66) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_67 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b7_ln_ssq = stablehlo.reduce(%s2b7_ln_ssq_part init: %init_add_67) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b7_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b7_ln_var = stablehlo.divide %s2b7_ln_ssq, %s2b7_ln_n : tensor<32x14x14xf32>
    %s2b7_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b7_ln_var_eps = stablehlo.add %s2b7_ln_var, %s2b7_ln_eps : tensor<32x14x14xf32>
    %s2b7_ln_rstd = stablehlo.rsqrt %s2b7_ln_var_eps : tensor<32x14x14xf32>
    %s2b7_ln_rstd_b = stablehlo.broadcast_in_dim %s2b7_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_ln_xhat = stablehlo.multiply %s2b7_ln_dev, %s2b7_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b7_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_ln_scaled = stablehlo.multiply %s2b7_ln_xhat, %s2b7_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b7_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_ln = stablehlo.add %s2b7_ln_scaled, %s2b7_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b7_fc1 = stablehlo.dot_general %s2b7_ln, %stages.2.blocks.7.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b7_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b7_fc1_1 = stablehlo.add %s2b7_fc1, %s2b7_fc1_b : tensor<32x14x14x2048xf32>
    %s2b7_act_x2 = stablehlo.multiply %s2b7_fc1_1, %s2b7_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b7_act_x3 = stablehlo.multiply %s2b7_act_x2, %s2b7_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_52 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b7_act_cx3 = stablehlo.multiply %cst_52, %s2b7_act_x3 : tensor<32x14x14x2048xf32>
    %s2b7_act_inner = stablehlo.add %s2b7_fc1_1, %s2b7_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_53 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b7_act_u = stablehlo.multiply %cst_53, %s2b7_act_inner : tensor<32x14x14x2048xf32>
    %s2b7_act_t = stablehlo.tanh %s2b7_act_u : tensor<32x14x14x2048xf32>
    %cst_54 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b7_act_hx = stablehlo.multiply %cst_54, %s2b7_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_55 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b7_act_1pt = stablehlo.add %cst_55, %s2b7_act_t : tensor<32x14x14x2048xf32>
    %s2b7_act = stablehlo.multiply %s2b7_act_hx, %s2b7_act_1pt : tensor<32x14x14x2048xf32>
    %s2b7_fc2 = stablehlo.dot_general %s2b7_act, %stages.2.blocks.7.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_fc2_1 = stablehlo.add %s2b7_fc2, %s2b7_fc2_b : tensor<32x14x14x512xf32>
    %s2b7_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.7.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b7_gamma = stablehlo.multiply %s2b7_fc2_1, %s2b7_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b7_out = stablehlo.add %s2b6_out, %s2b7_gamma : tensor<32x14x14x512xf32>
    %s2b8_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.8.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b8_dw_kernel = stablehlo.reverse %s2b8_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b8_dw = stablehlo.convolution(%s2b7_out, %s2b8_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_dw_1 = stablehlo.add %s2b8_dw, %s2b8_dw_b : tensor<32x14x14x512xf32>
    %reshape_34 = stablehlo.reshape %s2b8_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_68 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_mean_sum_part = stablehlo.reduce(%reshape_34 init: %init_add_68) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_69 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_mean_sum = stablehlo.reduce(%s2b8_ln_mean_sum_part init: %init_add_69) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b8_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b8_ln_mean = stablehlo.divide %s2b8_ln_mean_sum, %s2b8_ln_mean_n : tensor<32x14x14xf32>
    %s2b8_ln_mean_b = stablehlo.broadcast_in_dim %s2b8_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_ln_dev = stablehlo.subtract %s2b8_dw_1, %s2b8_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b8_ln_sq = stablehlo.multiply %s2b8_ln_dev, %s2b8_ln_dev : tensor<32x14x14x512xf32>
    %reshape_35 = stablehlo.reshape %s2b8_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_70 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_ssq_part = stablehlo.reduce(%reshape_35 init: %init_add_70) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_71 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b8_ln_ssq = stablehlo.reduce(%s2b8_ln_ssq_part init: %init_add_71) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b8_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b8_ln_var = stablehlo.divide %s2b8_ln_ssq, %s2b8_ln_n : tensor<32x14x14xf32>
    %s2b8_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b8_ln_var_eps = stablehlo.add %s2b8_ln_var, %s2b8_ln_eps : tensor<32x14x14xf32>
    %s2b8_ln_rstd = stablehlo.rsqrt %s2b8_ln_var_eps : tensor<32x14x14xf32>
    %s2b8_ln_rstd_b = stablehlo.broadcast_in_dim %s2b8_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_ln_xhat = stablehlo.multiply %s2b8_ln_dev, %s2b8_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b8_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_ln_scaled = stablehlo.multiply %s2b8_ln_xhat, %s2b8_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b8_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_ln = stablehlo.add %s2b8_ln_scaled, %s2b8_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b8_fc1 = stablehlo.dot_general %s2b8_ln, %stages.2.blocks.8.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b8_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b8_fc1_1 = stablehlo.add %s2b8_fc1, %s2b8_fc1_b : tensor<32x14x14x2048xf32>
    %s2b8_act_x2 = stablehlo.multiply %s2b8_fc1_1, %s2b8_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b8_act_x3 = stablehlo.multiply %s2b8_act_x2, %s2b8_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_56 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b8_act_cx3 = stablehlo.multiply %cst_56, %s2b8_act_x3 : tensor<32x14x14x2048xf32>
    %s2b8_act_inner = stablehlo.add %s2b8_fc1_1, %s2b8_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_57 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b8_act_u = stablehlo.multiply %cst_57, %s2b8_act_inner : tensor<32x14x14x2048xf32>
    %s2b8_act_t = stablehlo.tanh %s2b8_act_u : tensor<32x14x14x2048xf32>
    %cst_58 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b8_act_hx = stablehlo.multiply %cst_58, %s2b8_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_59 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b8_act_1pt = stablehlo.add %cst_59, %s2b8_act_t : tensor<32x14x14x2048xf32>
    %s2b8_act = stablehlo.multiply %s2b8_act_hx, %s2b8_act_1pt : tensor<32x14x14x2048xf32>
    %s2b8_fc2 = stablehlo.dot_general %s2b8_act, %stages.2.blocks.8.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_fc2_1 = stablehlo.add %s2b8_fc2, %s2b8_fc2_b : tensor<32x14x14x512xf32>
    %s2b8_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.8.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b8_gamma = stablehlo.multiply %s2b8_fc2_1, %s2b8_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b8_out = stablehlo.add %s2b7_out, %s2b8_gamma : tensor<32x14x14x512xf32>
    %s2b9_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.9.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b9_dw_kernel = stablehlo.reverse %s2b9_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b9_dw = stablehlo.convolution(%s2b8_out, %s2b9_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_dw_1 = stablehlo.add %s2b9_dw, %s2b9_dw_b : tensor<32x14x14x512xf32>
    %reshape_36 = stablehlo.reshape %s2b9_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_72 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b9_ln_mean_sum_part = stablehlo.reduce(%reshape_36 init: %init_add_72) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_73 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b9_ln_mean_sum = stablehlo.reduce(%s2b9_ln_mean_sum_part init: %init_add_73) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b9_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b9_ln_mean = stablehlo.divide %s2b9_ln_mean_sum, %s2b9_ln_mean_n : tensor<32x14x14xf32>
    %s2b9_ln_mean_b = stablehlo.broadcast_in_dim %s2b9_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_ln_dev = stablehlo.subtract %s2b9_dw_1, %s2b9_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b9_ln_sq = stablehlo.multiply %s2b9_ln_dev, %s2b9_ln_dev : tensor<32x14x14x512xf32>
    %reshape_37 = stablehlo.reshape %s2b9_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_74 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b9_ln_ssq_part = stablehlo.reduce(%reshape_37 init: %init_add_74) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_75 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b9_ln_ssq = stablehlo.reduce(%s2b9_ln_ssq_part init: %init_add_75) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b9_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b9_ln_var = stablehlo.divide %s2b9_ln_ssq, %s2b9_ln_n : tensor<32x14x14xf32>
    %s2b9_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b9_ln_var_eps = stablehlo.add %s2b9_ln_var, %s2b9_ln_eps : tensor<32x14x14xf32>
    %s2b9_ln_rstd = stablehlo.rsqrt %s2b9_ln_var_eps : tensor<32x14x14xf32>
    %s2b9_ln_rstd_b = stablehlo.broadcast_in_dim %s2b9_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_ln_xhat = stablehlo.multiply %s2b9_ln_dev, %s2b9_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b9_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_ln_scaled = stablehlo.multiply %s2b9_ln_xhat, %s2b9_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b9_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_ln = stablehlo.add %s2b9_ln_scaled, %s2b9_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b9_fc1 = stablehlo.dot_general %s2b9_ln, %stages.2.blocks.9.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b9_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b9_fc1_1 = stablehlo.add %s2b9_fc1, %s2b9_fc1_b : tensor<32x14x14x2048xf32>
    %s2b9_act_x2 = stablehlo.multiply %s2b9_fc1_1, %s2b9_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b9_act_x3 = stablehlo.multiply %s2b9_act_x2, %s2b9_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_60 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b9_act_cx3 = stablehlo.multiply %cst_60, %s2b9_act_x3 : tensor<32x14x14x2048xf32>
    %s2b9_act_inner = stablehlo.add %s2b9_fc1_1, %s2b9_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_61 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b9_act_u = stablehlo.multiply %cst_61, %s2b9_act_inner : tensor<32x14x14x2048xf32>
    %s2b9_act_t = stablehlo.tanh %s2b9_act_u : tensor<32x14x14x2048xf32>
    %cst_62 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b9_act_hx = stablehlo.multiply %cst_62, %s2b9_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_63 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b9_act_1pt = stablehlo.add %cst_63, %s2b9_act_t : tensor<32x14x14x2048xf32>
    %s2b9_act = stablehlo.multiply %s2b9_act_hx, %s2b9_act_1pt : tensor<32x14x14x2048xf32>
    %s2b9_fc2 = stablehlo.dot_general %s2b9_act, %stages.2.blocks.9.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_fc2_1 = stablehlo.add %s2b9_fc2, %s2b9_fc2_b : tensor<32x14x14x512xf32>
    %s2b9_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.9.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b9_gamma = stablehlo.multiply %s2b9_fc2_1, %s2b9_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b9_out = stablehlo.add %s2b8_out, %s2b9_gamma : tensor<32x14x14x512xf32>
    %s2b10_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.10.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b10_dw_kernel = stablehlo.reverse %s2b10_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b10_dw = stablehlo.convolution(%s2b9_out, %s2b10_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_dw_1 = stablehlo.add %s2b10_dw, %s2b10_dw_b : tensor<32x14x14x512xf32>
    %reshape_38 = stablehlo.reshape %s2b10_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_76 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b10_ln_mean_sum_part = stablehlo.reduce(%reshape_38 init: %init_add_76) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_77 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b10_ln_mean_sum = stablehlo.reduce(%s2b10_ln_mean_sum_part init: %init_add_77) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b10_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b10_ln_mean = stablehlo.divide %s2b10_ln_mean_sum, %s2b10_ln_mean_n : tensor<32x14x14xf32>
    %s2b10_ln_mean_b = stablehlo.broadcast_in_dim %s2b10_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_ln_dev = stablehlo.subtract %s2b10_dw_1, %s2b10_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b10_ln_sq = stablehlo.multiply %s2b10_ln_dev, %s2b10_ln_dev : tensor<32x14x14x512xf32>
    %reshape_39 = stablehlo.reshape %s2b10_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_78 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b10_ln_ssq_part = stablehlo.reduce(%reshape_39 init: %init_add_78) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_79 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b10_ln_ssq = stablehlo.reduce(%s2b10_ln_ssq_part init: %init_add_79) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b10_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b10_ln_var = stablehlo.divide %s2b10_ln_ssq, %s2b10_ln_n : tensor<32x14x14xf32>
    %s2b10_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b10_ln_var_eps = stablehlo.add %s2b10_ln_var, %s2b10_ln_eps : tensor<32x14x14xf32>
    %s2b10_ln_rstd = stablehlo.rsqrt %s2b10_ln_var_eps : tensor<32x14x14xf32>
    %s2b10_ln_rstd_b = stablehlo.broadcast_in_dim %s2b10_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_ln_xhat = stablehlo.multiply %s2b10_ln_dev, %s2b10_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b10_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_ln_scaled = stablehlo.multiply %s2b10_ln_xhat, %s2b10_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b10_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_ln = stablehlo.add %s2b10_ln_scaled, %s2b10_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b10_fc1 = stablehlo.dot_general %s2b10_ln, %stages.2.blocks.10.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b10_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b10_fc1_1 = stablehlo.add %s2b10_fc1, %s2b10_fc1_b : tensor<32x14x14x2048xf32>
    %s2b10_act_x2 = stablehlo.multiply %s2b10_fc1_1, %s2b10_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b10_act_x3 = stablehlo.multiply %s2b10_act_x2, %s2b10_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_64 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b10_act_cx3 = stablehlo.multiply %cst_64, %s2b10_act_x3 : tensor<32x14x14x2048xf32>
    %s2b10_act_inner = stablehlo.add %s2b10_fc1_1, %s2b10_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_65 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b10_act_u = stablehlo.multiply %cst_65, %s2b10_act_inner : tensor<32x14x14x2048xf32>
    %s2b10_act_t = stablehlo.tanh %s2b10_act_u : tensor<32x14x14x2048xf32>
    %cst_66 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b10_act_hx = stablehlo.multiply %cst_66, %s2b10_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_67 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b10_act_1pt = stablehlo.add %cst_67, %s2b10_act_t : tensor<32x14x14x2048xf32>
    %s2b10_act = stablehlo.multiply %s2b10_act_hx, %s2b10_act_1pt : tensor<32x14x14x2048xf32>
    %s2b10_fc2 = stablehlo.dot_general %s2b10_act, %stages.2.blocks.10.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_fc2_1 = stablehlo.add %s2b10_fc2, %s2b10_fc2_b : tensor<32x14x14x512xf32>
    %s2b10_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.10.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b10_gamma = stablehlo.multiply %s2b10_fc2_1, %s2b10_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b10_out = stablehlo.add %s2b9_out, %s2b10_gamma : tensor<32x14x14x512xf32>
    %s2b11_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.11.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b11_dw_kernel = stablehlo.reverse %s2b11_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b11_dw = stablehlo.convolution(%s2b10_out, %s2b11_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_dw_1 = stablehlo.add %s2b11_dw, %s2b11_dw_b : tensor<32x14x14x512xf32>
    %reshape_40 = stablehlo.reshape %s2b11_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_80 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b11_ln_mean_sum_part = stablehlo.reduce(%reshape_40 init: %init_add_80) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_81 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b11_ln_mean_sum = stablehlo.reduce(%s2b11_ln_mean_sum_part init: %init_add_81) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b11_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b11_ln_mean = stablehlo.divide %s2b11_ln_mean_sum, %s2b11_ln_mean_n : tensor<32x14x14xf32>
    %s2b11_ln_mean_b = stablehlo.broadcast_in_dim %s2b11_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_ln_dev = stablehlo.subtract %s2b11_dw_1, %s2b11_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b11_ln_sq = stablehlo.multiply %s2b11_ln_dev, %s2b11_ln_dev : tensor<32x14x14x512xf32>
    %reshape_41 = stablehlo.reshape %s2b11_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_82 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b11_ln_ssq_part = stablehlo.reduce(%reshape_41 init: %init_add_82) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_83 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b11_ln_ssq = stablehlo.reduce(%s2b11_ln_ssq_part init: %init_add_83) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b11_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b11_ln_var = stablehlo.divide %s2b11_ln_ssq, %s2b11_ln_n : tensor<32x14x14xf32>
    %s2b11_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b11_ln_var_eps = stablehlo.add %s2b11_ln_var, %s2b11_ln_eps : tensor<32x14x14xf32>
    %s2b11_ln_rstd = stablehlo.rsqrt %s2b11_ln_var_eps : tensor<32x14x14xf32>
    %s2b11_ln_rstd_b = stablehlo.broadcast_in_dim %s2b11_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_ln_xhat = stablehlo.multiply %s2b11_ln_dev, %s2b11_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b11_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_ln_scaled = stablehlo.multiply %s2b11_ln_xhat, %s2b11_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b11_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_ln = stablehlo.add %s2b11_ln_scaled, %s2b11_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b11_fc1 = stablehlo.dot_general %s2b11_ln, %stages.2.blocks.11.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b11_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b11_fc1_1 = stablehlo.add %s2b11_fc1, %s2b11_fc1_b : tensor<32x14x14x2048xf32>
    %s2b11_act_x2 = stablehlo.multiply %s2b11_fc1_1, %s2b11_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b11_act_x3 = stablehlo.multiply %s2b11_act_x2, %s2b11_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_68 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b11_act_cx3 = stablehlo.multiply %cst_68, %s2b11_act_x3 : tensor<32x14x14x2048xf32>
    %s2b11_act_inner = stablehlo.add %s2b11_fc1_1, %s2b11_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_69 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b11_act_u = stablehlo.multiply %cst_69, %s2b11_act_inner : tensor<32x14x14x2048xf32>
    %s2b11_act_t = stablehlo.tanh %s2b11_act_u : tensor<32x14x14x2048xf32>
    %cst_70 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b11_act_hx = stablehlo.multiply %cst_70, %s2b11_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_71 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b11_act_1pt = stablehlo.add %cst_71, %s2b11_act_t : tensor<32x14x14x2048xf32>
    %s2b11_act = stablehlo.multiply %s2b11_act_hx, %s2b11_act_1pt : tensor<32x14x14x2048xf32>
    %s2b11_fc2 = stablehlo.dot_general %s2b11_act, %stages.2.blocks.11.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_fc2_1 = stablehlo.add %s2b11_fc2, %s2b11_fc2_b : tensor<32x14x14x512xf32>
    %s2b11_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.11.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b11_gamma = stablehlo.multiply %s2b11_fc2_1, %s2b11_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b11_out = stablehlo.add %s2b10_out, %s2b11_gamma : tensor<32x14x14x512xf32>
    %s2b12_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.12.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b12_dw_kernel = stablehlo.reverse %s2b12_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b12_dw = stablehlo.convolution(%s2b11_out, %s2b12_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_dw_1 = stablehlo.add %s2b12_dw, %s2b12_dw_b : tensor<32x14x14x512xf32>
    %reshape_42 = stablehlo.reshape %s2b12_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_84 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b12_ln_mean_sum_part = stablehlo.reduce(%reshape_42 init: %init_add_84) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_85 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b12_ln_mean_sum = stablehlo.reduce(%s2b12_ln_mean_sum_part init: %init_add_85) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b12_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b12_ln_mean = stablehlo.divide %s2b12_ln_mean_sum, %s2b12_ln_mean_n : tensor<32x14x14xf32>
    %s2b12_ln_mean_b = stablehlo.broadcast_in_dim %s2b12_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_ln_dev = stablehlo.subtract %s2b12_dw_1, %s2b12_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b12_ln_sq = stablehlo.multiply %s2b12_ln_dev, %s2b12_ln_dev : tensor<32x14x14x512xf32>
    %reshape_43 = stablehlo.reshape %s2b12_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_86 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b12_ln_ssq_part = stablehlo.reduce(%reshape_43 init: %init_add_86) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_87 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b12_ln_ssq = stablehlo.reduce(%s2b12_ln_ssq_part init: %init_add_87) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b12_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b12_ln_var = stablehlo.divide %s2b12_ln_ssq, %s2b12_ln_n : tensor<32x14x14xf32>
    %s2b12_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b12_ln_var_eps = stablehlo.add %s2b12_ln_var, %s2b12_ln_eps : tensor<32x14x14xf32>
    %s2b12_ln_rstd = stablehlo.rsqrt %s2b12_ln_var_eps : tensor<32x14x14xf32>
    %s2b12_ln_rstd_b = stablehlo.broadcast_in_dim %s2b12_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_ln_xhat = stablehlo.multiply %s2b12_ln_dev, %s2b12_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b12_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_ln_scaled = stablehlo.multiply %s2b12_ln_xhat, %s2b12_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b12_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_ln = stablehlo.add %s2b12_ln_scaled, %s2b12_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b12_fc1 = stablehlo.dot_general %s2b12_ln, %stages.2.blocks.12.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b12_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b12_fc1_1 = stablehlo.add %s2b12_fc1, %s2b12_fc1_b : tensor<32x14x14x2048xf32>
    %s2b12_act_x2 = stablehlo.multiply %s2b12_fc1_1, %s2b12_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b12_act_x3 = stablehlo.multiply %s2b12_act_x2, %s2b12_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_72 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b12_act_cx3 = stablehlo.multiply %cst_72, %s2b12_act_x3 : tensor<32x14x14x2048xf32>
    %s2b12_act_inner = stablehlo.add %s2b12_fc1_1, %s2b12_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_73 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b12_act_u = stablehlo.multiply %cst_73, %s2b12_act_inner : tensor<32x14x14x2048xf32>
    %s2b12_act_t = stablehlo.tanh %s2b12_act_u : tensor<32x14x14x2048xf32>
    %cst_74 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b12_act_hx = stablehlo.multiply %cst_74, %s2b12_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_75 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b12_act_1pt = stablehlo.add %cst_75, %s2b12_act_t : tensor<32x14x14x2048xf32>
    %s2b12_act = stablehlo.multiply %s2b12_act_hx, %s2b12_act_1pt : tensor<32x14x14x2048xf32>
    %s2b12_fc2 = stablehlo.dot_general %s2b12_act, %stages.2.blocks.12.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_fc2_1 = stablehlo.add %s2b12_fc2, %s2b12_fc2_b : tensor<32x14x14x512xf32>
    %s2b12_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.12.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b12_gamma = stablehlo.multiply %s2b12_fc2_1, %s2b12_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b12_out = stablehlo.add %s2b11_out, %s2b12_gamma : tensor<32x14x14x512xf32>
    %s2b13_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.13.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b13_dw_kernel = stablehlo.reverse %s2b13_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b13_dw = stablehlo.convolution(%s2b12_out, %s2b13_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_dw_1 = stablehlo.add %s2b13_dw, %s2b13_dw_b : tensor<32x14x14x512xf32>
    %reshape_44 = stablehlo.reshape %s2b13_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_88 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b13_ln_mean_sum_part = stablehlo.reduce(%reshape_44 init: %init_add_88) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_89 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b13_ln_mean_sum = stablehlo.reduce(%s2b13_ln_mean_sum_part init: %init_add_89) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b13_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b13_ln_mean = stablehlo.divide %s2b13_ln_mean_sum, %s2b13_ln_mean_n : tensor<32x14x14xf32>
    %s2b13_ln_mean_b = stablehlo.broadcast_in_dim %s2b13_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_ln_dev = stablehlo.subtract %s2b13_dw_1, %s2b13_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b13_ln_sq = stablehlo.multiply %s2b13_ln_dev, %s2b13_ln_dev : tensor<32x14x14x512xf32>
    %reshape_45 = stablehlo.reshape %s2b13_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_90 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b13_ln_ssq_part = stablehlo.reduce(%reshape_45 init: %init_add_90) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_91 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b13_ln_ssq = stablehlo.reduce(%s2b13_ln_ssq_part init: %init_add_91) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b13_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b13_ln_var = stablehlo.divide %s2b13_ln_ssq, %s2b13_ln_n : tensor<32x14x14xf32>
    %s2b13_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b13_ln_var_eps = stablehlo.add %s2b13_ln_var, %s2b13_ln_eps : tensor<32x14x14xf32>
    %s2b13_ln_rstd = stablehlo.rsqrt %s2b13_ln_var_eps : tensor<32x14x14xf32>
    %s2b13_ln_rstd_b = stablehlo.broadcast_in_dim %s2b13_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_ln_xhat = stablehlo.multiply %s2b13_ln_dev, %s2b13_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b13_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_ln_scaled = stablehlo.multiply %s2b13_ln_xhat, %s2b13_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b13_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_ln = stablehlo.add %s2b13_ln_scaled, %s2b13_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b13_fc1 = stablehlo.dot_general %s2b13_ln, %stages.2.blocks.13.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b13_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b13_fc1_1 = stablehlo.add %s2b13_fc1, %s2b13_fc1_b : tensor<32x14x14x2048xf32>
    %s2b13_act_x2 = stablehlo.multiply %s2b13_fc1_1, %s2b13_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b13_act_x3 = stablehlo.multiply %s2b13_act_x2, %s2b13_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_76 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b13_act_cx3 = stablehlo.multiply %cst_76, %s2b13_act_x3 : tensor<32x14x14x2048xf32>
    %s2b13_act_inner = stablehlo.add %s2b13_fc1_1, %s2b13_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_77 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b13_act_u = stablehlo.multiply %cst_77, %s2b13_act_inner : tensor<32x14x14x2048xf32>
    %s2b13_act_t = stablehlo.tanh %s2b13_act_u : tensor<32x14x14x2048xf32>
    %cst_78 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b13_act_hx = stablehlo.multiply %cst_78, %s2b13_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_79 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b13_act_1pt = stablehlo.add %cst_79, %s2b13_act_t : tensor<32x14x14x2048xf32>
    %s2b13_act = stablehlo.multiply %s2b13_act_hx, %s2b13_act_1pt : tensor<32x14x14x2048xf32>
    %s2b13_fc2 = stablehlo.dot_general %s2b13_act, %stages.2.blocks.13.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_fc2_1 = stablehlo.add %s2b13_fc2, %s2b13_fc2_b : tensor<32x14x14x512xf32>
    %s2b13_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.13.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b13_gamma = stablehlo.multiply %s2b13_fc2_1, %s2b13_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b13_out = stablehlo.add %s2b12_out, %s2b13_gamma : tensor<32x14x14x512xf32>
    %s2b14_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.14.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b14_dw_kernel = stablehlo.reverse %s2b14_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b14_dw = stablehlo.convolution(%s2b13_out, %s2b14_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_dw_1 = stablehlo.add %s2b14_dw, %s2b14_dw_b : tensor<32x14x14x512xf32>
    %reshape_46 = stablehlo.reshape %s2b14_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_92 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b14_ln_mean_sum_part = stablehlo.reduce(%reshape_46 init: %init_add_92) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_93 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b14_ln_mean_sum = stablehlo.reduce(%s2b14_ln_mean_sum_part init: %init_add_93) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b14_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b14_ln_mean = stablehlo.divide %s2b14_ln_mean_sum, %s2b14_ln_mean_n : tensor<32x14x14xf32>
    %s2b14_ln_mean_b = stablehlo.broadcast_in_dim %s2b14_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_ln_dev = stablehlo.subtract %s2b14_dw_1, %s2b14_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b14_ln_sq = stablehlo.multiply %s2b14_ln_dev, %s2b14_ln_dev : tensor<32x14x14x512xf32>
    %reshape_47 = stablehlo.reshape %s2b14_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_94 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b14_ln_ssq_part = stablehlo.reduce(%reshape_47 init: %init_add_94) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_95 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b14_ln_ssq = stablehlo.reduce(%s2b14_ln_ssq_part init: %init_add_95) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b14_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b14_ln_var = stablehlo.divide %s2b14_ln_ssq, %s2b14_ln_n : tensor<32x14x14xf32>
    %s2b14_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b14_ln_var_eps = stablehlo.add %s2b14_ln_var, %s2b14_ln_eps : tensor<32x14x14xf32>
    %s2b14_ln_rstd = stablehlo.rsqrt %s2b14_ln_var_eps : tensor<32x14x14xf32>
    %s2b14_ln_rstd_b = stablehlo.broadcast_in_dim %s2b14_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_ln_xhat = stablehlo.multiply %s2b14_ln_dev, %s2b14_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b14_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_ln_scaled = stablehlo.multiply %s2b14_ln_xhat, %s2b14_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b14_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_ln = stablehlo.add %s2b14_ln_scaled, %s2b14_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b14_fc1 = stablehlo.dot_general %s2b14_ln, %stages.2.blocks.14.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b14_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b14_fc1_1 = stablehlo.add %s2b14_fc1, %s2b14_fc1_b : tensor<32x14x14x2048xf32>
    %s2b14_act_x2 = stablehlo.multiply %s2b14_fc1_1, %s2b14_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b14_act_x3 = stablehlo.multiply %s2b14_act_x2, %s2b14_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_80 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b14_act_cx3 = stablehlo.multiply %cst_80, %s2b14_act_x3 : tensor<32x14x14x2048xf32>
    %s2b14_act_inner = stablehlo.add %s2b14_fc1_1, %s2b14_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_81 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b14_act_u = stablehlo.multiply %cst_81, %s2b14_act_inner : tensor<32x14x14x2048xf32>
    %s2b14_act_t = stablehlo.tanh %s2b14_act_u : tensor<32x14x14x2048xf32>
    %cst_82 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b14_act_hx = stablehlo.multiply %cst_82, %s2b14_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_83 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b14_act_1pt = stablehlo.add %cst_83, %s2b14_act_t : tensor<32x14x14x2048xf32>
    %s2b14_act = stablehlo.multiply %s2b14_act_hx, %s2b14_act_1pt : tensor<32x14x14x2048xf32>
    %s2b14_fc2 = stablehlo.dot_general %s2b14_act, %stages.2.blocks.14.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_fc2_1 = stablehlo.add %s2b14_fc2, %s2b14_fc2_b : tensor<32x14x14x512xf32>
    %s2b14_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.14.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b14_gamma = stablehlo.multiply %s2b14_fc2_1, %s2b14_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b14_out = stablehlo.add %s2b13_out, %s2b14_gamma : tensor<32x14x14x512xf32>
    %s2b15_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.15.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b15_dw_kernel = stablehlo.reverse %s2b15_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b15_dw = stablehlo.convolution(%s2b14_out, %s2b15_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_dw_1 = stablehlo.add %s2b15_dw, %s2b15_dw_b : tensor<32x14x14x512xf32>
    %reshape_48 = stablehlo.reshape %s2b15_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_96 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b15_ln_mean_sum_part = stablehlo.reduce(%reshape_48 init: %init_add_96) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_97 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b15_ln_mean_sum = stablehlo.reduce(%s2b15_ln_mean_sum_part init: %init_add_97) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b15_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b15_ln_mean = stablehlo.divide %s2b15_ln_mean_sum, %s2b15_ln_mean_n : tensor<32x14x14xf32>
    %s2b15_ln_mean_b = stablehlo.broadcast_in_dim %s2b15_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_ln_dev = stablehlo.subtract %s2b15_dw_1, %s2b15_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b15_ln_sq = stablehlo.multiply %s2b15_ln_dev, %s2b15_ln_dev : tensor<32x14x14x512xf32>
    %reshape_49 = stablehlo.reshape %s2b15_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_98 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b15_ln_ssq_part = stablehlo.reduce(%reshape_49 init: %init_add_98) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_99 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b15_ln_ssq = stablehlo.reduce(%s2b15_ln_ssq_part init: %init_add_99) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b15_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b15_ln_var = stablehlo.divide %s2b15_ln_ssq, %s2b15_ln_n : tensor<32x14x14xf32>
    %s2b15_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b15_ln_var_eps = stablehlo.add %s2b15_ln_var, %s2b15_ln_eps : tensor<32x14x14xf32>
    %s2b15_ln_rstd = stablehlo.rsqrt %s2b15_ln_var_eps : tensor<32x14x14xf32>
    %s2b15_ln_rstd_b = stablehlo.broadcast_in_dim %s2b15_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_ln_xhat = stablehlo.multiply %s2b15_ln_dev, %s2b15_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b15_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_ln_scaled = stablehlo.multiply %s2b15_ln_xhat, %s2b15_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b15_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_ln = stablehlo.add %s2b15_ln_scaled, %s2b15_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b15_fc1 = stablehlo.dot_general %s2b15_ln, %stages.2.blocks.15.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b15_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b15_fc1_1 = stablehlo.add %s2b15_fc1, %s2b15_fc1_b : tensor<32x14x14x2048xf32>
    %s2b15_act_x2 = stablehlo.multiply %s2b15_fc1_1, %s2b15_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b15_act_x3 = stablehlo.multiply %s2b15_act_x2, %s2b15_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_84 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b15_act_cx3 = stablehlo.multiply %cst_84, %s2b15_act_x3 : tensor<32x14x14x2048xf32>
    %s2b15_act_inner = stablehlo.add %s2b15_fc1_1, %s2b15_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_85 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b15_act_u = stablehlo.multiply %cst_85, %s2b15_act_inner : tensor<32x14x14x2048xf32>
    %s2b15_act_t = stablehlo.tanh %s2b15_act_u : tensor<32x14x14x2048xf32>
    %cst_86 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b15_act_hx = stablehlo.multiply %cst_86, %s2b15_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_87 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b15_act_1pt = stablehlo.add %cst_87, %s2b15_act_t : tensor<32x14x14x2048xf32>
    %s2b15_act = stablehlo.multiply %s2b15_act_hx, %s2b15_act_1pt : tensor<32x14x14x2048xf32>
    %s2b15_fc2 = stablehlo.dot_general %s2b15_act, %stages.2.blocks.15.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_fc2_1 = stablehlo.add %s2b15_fc2, %s2b15_fc2_b : tensor<32x14x14x512xf32>
    %s2b15_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.15.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b15_gamma = stablehlo.multiply %s2b15_fc2_1, %s2b15_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b15_out = stablehlo.add %s2b14_out, %s2b15_gamma : tensor<32x14x14x512xf32>
    %s2b16_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.16.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b16_dw_kernel = stablehlo.reverse %s2b16_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b16_dw = stablehlo.convolution(%s2b15_out, %s2b16_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_dw_1 = stablehlo.add %s2b16_dw, %s2b16_dw_b : tensor<32x14x14x512xf32>
    %reshape_50 = stablehlo.reshape %s2b16_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_100 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b16_ln_mean_sum_part = stablehlo.reduce(%reshape_50 init: %init_add_100) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_101 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b16_ln_mean_sum = stablehlo.reduce(%s2b16_ln_mean_sum_part init: %init_add_101) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b16_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b16_ln_mean = stablehlo.divide %s2b16_ln_mean_sum, %s2b16_ln_mean_n : tensor<32x14x14xf32>
    %s2b16_ln_mean_b = stablehlo.broadcast_in_dim %s2b16_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_ln_dev = stablehlo.subtract %s2b16_dw_1, %s2b16_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b16_ln_sq = stablehlo.multiply %s2b16_ln_dev, %s2b16_ln_dev : tensor<32x14x14x512xf32>
    %reshape_51 = stablehlo.reshape %s2b16_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_102 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b16_ln_ssq_part = stablehlo.reduce(%reshape_51 init: %init_add_102) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_103 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b16_ln_ssq = stablehlo.reduce(%s2b16_ln_ssq_part init: %init_add_103) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b16_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b16_ln_var = stablehlo.divide %s2b16_ln_ssq, %s2b16_ln_n : tensor<32x14x14xf32>
    %s2b16_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b16_ln_var_eps = stablehlo.add %s2b16_ln_var, %s2b16_ln_eps : tensor<32x14x14xf32>
    %s2b16_ln_rstd = stablehlo.rsqrt %s2b16_ln_var_eps : tensor<32x14x14xf32>
    %s2b16_ln_rstd_b = stablehlo.broadcast_in_dim %s2b16_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_ln_xhat = stablehlo.multiply %s2b16_ln_dev, %s2b16_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b16_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_ln_scaled = stablehlo.multiply %s2b16_ln_xhat, %s2b16_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b16_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_ln = stablehlo.add %s2b16_ln_scaled, %s2b16_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b16_fc1 = stablehlo.dot_general %s2b16_ln, %stages.2.blocks.16.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b16_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b16_fc1_1 = stablehlo.add %s2b16_fc1, %s2b16_fc1_b : tensor<32x14x14x2048xf32>
    %s2b16_act_x2 = stablehlo.multiply %s2b16_fc1_1, %s2b16_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b16_act_x3 = stablehlo.multiply %s2b16_act_x2, %s2b16_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_88 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b16_act_cx3 = stablehlo.multiply %cst_88, %s2b16_act_x3 : tensor<32x14x14x2048xf32>
    %s2b16_act_inner = stablehlo.add %s2b16_fc1_1, %s2b16_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_89 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b16_act_u = stablehlo.multiply %cst_89, %s2b16_act_inner : tensor<32x14x14x2048xf32>
    %s2b16_act_t = stablehlo.tanh %s2b16_act_u : tensor<32x14x14x2048xf32>
    %cst_90 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b16_act_hx = stablehlo.multiply %cst_90, %s2b16_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_91 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b16_act_1pt = stablehlo.add %cst_91, %s2b16_act_t : tensor<32x14x14x2048xf32>
    %s2b16_act = stablehlo.multiply %s2b16_act_hx, %s2b16_act_1pt : tensor<32x14x14x2048xf32>
    %s2b16_fc2 = stablehlo.dot_general %s2b16_act, %stages.2.blocks.16.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_fc2_1 = stablehlo.add %s2b16_fc2, %s2b16_fc2_b : tensor<32x14x14x512xf32>
    %s2b16_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.16.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b16_gamma = stablehlo.multiply %s2b16_fc2_1, %s2b16_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b16_out = stablehlo.add %s2b15_out, %s2b16_gamma : tensor<32x14x14x512xf32>
    %s2b17_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.17.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b17_dw_kernel = stablehlo.reverse %s2b17_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b17_dw = stablehlo.convolution(%s2b16_out, %s2b17_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_dw_1 = stablehlo.add %s2b17_dw, %s2b17_dw_b : tensor<32x14x14x512xf32>
    %reshape_52 = stablehlo.reshape %s2b17_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_104 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b17_ln_mean_sum_part = stablehlo.reduce(%reshape_52 init: %init_add_104) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_105 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b17_ln_mean_sum = stablehlo.reduce(%s2b17_ln_mean_sum_part init: %init_add_105) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b17_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b17_ln_mean = stablehlo.divide %s2b17_ln_mean_sum, %s2b17_ln_mean_n : tensor<32x14x14xf32>
    %s2b17_ln_mean_b = stablehlo.broadcast_in_dim %s2b17_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_ln_dev = stablehlo.subtract %s2b17_dw_1, %s2b17_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b17_ln_sq = stablehlo.multiply %s2b17_ln_dev, %s2b17_ln_dev : tensor<32x14x14x512xf32>
    %reshape_53 = stablehlo.reshape %s2b17_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_106 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b17_ln_ssq_part = stablehlo.reduce(%reshape_53 init: %init_add_106) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_107 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b17_ln_ssq = stablehlo.reduce(%s2b17_ln_ssq_part init: %init_add_107) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b17_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b17_ln_var = stablehlo.divide %s2b17_ln_ssq, %s2b17_ln_n : tensor<32x14x14xf32>
    %s2b17_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b17_ln_var_eps = stablehlo.add %s2b17_ln_var, %s2b17_ln_eps : tensor<32x14x14xf32>
    %s2b17_ln_rstd = stablehlo.rsqrt %s2b17_ln_var_eps : tensor<32x14x14xf32>
    %s2b17_ln_rstd_b = stablehlo.broadcast_in_dim %s2b17_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_ln_xhat = stablehlo.multiply %s2b17_ln_dev, %s2b17_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b17_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_ln_scaled = stablehlo.multiply %s2b17_ln_xhat, %s2b17_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b17_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_ln = stablehlo.add %s2b17_ln_scaled, %s2b17_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b17_fc1 = stablehlo.dot_general %s2b17_ln, %stages.2.blocks.17.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b17_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b17_fc1_1 = stablehlo.add %s2b17_fc1, %s2b17_fc1_b : tensor<32x14x14x2048xf32>
    %s2b17_act_x2 = stablehlo.multiply %s2b17_fc1_1, %s2b17_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b17_act_x3 = stablehlo.multiply %s2b17_act_x2, %s2b17_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_92 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b17_act_cx3 = stablehlo.multiply %cst_92, %s2b17_act_x3 : tensor<32x14x14x2048xf32>
    %s2b17_act_inner = stablehlo.add %s2b17_fc1_1, %s2b17_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_93 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b17_act_u = stablehlo.multiply %cst_93, %s2b17_act_inner : tensor<32x14x14x2048xf32>
    %s2b17_act_t = stablehlo.tanh %s2b17_act_u : tensor<32x14x14x2048xf32>
    %cst_94 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b17_act_hx = stablehlo.multiply %cst_94, %s2b17_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_95 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b17_act_1pt = stablehlo.add %cst_95, %s2b17_act_t : tensor<32x14x14x2048xf32>
    %s2b17_act = stablehlo.multiply %s2b17_act_hx, %s2b17_act_1pt : tensor<32x14x14x2048xf32>
    %s2b17_fc2 = stablehlo.dot_general %s2b17_act, %stages.2.blocks.17.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_fc2_1 = stablehlo.add %s2b17_fc2, %s2b17_fc2_b : tensor<32x14x14x512xf32>
    %s2b17_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.17.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b17_gamma = stablehlo.multiply %s2b17_fc2_1, %s2b17_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b17_out = stablehlo.add %s2b16_out, %s2b17_gamma : tensor<32x14x14x512xf32>
    %s2b18_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.18.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b18_dw_kernel = stablehlo.reverse %s2b18_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b18_dw = stablehlo.convolution(%s2b17_out, %s2b18_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_dw_1 = stablehlo.add %s2b18_dw, %s2b18_dw_b : tensor<32x14x14x512xf32>
    %reshape_54 = stablehlo.reshape %s2b18_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_108 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b18_ln_mean_sum_part = stablehlo.reduce(%reshape_54 init: %init_add_108) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_109 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b18_ln_mean_sum = stablehlo.reduce(%s2b18_ln_mean_sum_part init: %init_add_109) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b18_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b18_ln_mean = stablehlo.divide %s2b18_ln_mean_sum, %s2b18_ln_mean_n : tensor<32x14x14xf32>
    %s2b18_ln_mean_b = stablehlo.broadcast_in_dim %s2b18_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_ln_dev = stablehlo.subtract %s2b18_dw_1, %s2b18_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b18_ln_sq = stablehlo.multiply %s2b18_ln_dev, %s2b18_ln_dev : tensor<32x14x14x512xf32>
    %reshape_55 = stablehlo.reshape %s2b18_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_110 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b18_ln_ssq_part = stablehlo.reduce(%reshape_55 init: %init_add_110) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_111 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b18_ln_ssq = stablehlo.reduce(%s2b18_ln_ssq_part init: %init_add_111) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b18_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b18_ln_var = stablehlo.divide %s2b18_ln_ssq, %s2b18_ln_n : tensor<32x14x14xf32>
    %s2b18_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b18_ln_var_eps = stablehlo.add %s2b18_ln_var, %s2b18_ln_eps : tensor<32x14x14xf32>
    %s2b18_ln_rstd = stablehlo.rsqrt %s2b18_ln_var_eps : tensor<32x14x14xf32>
    %s2b18_ln_rstd_b = stablehlo.broadcast_in_dim %s2b18_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_ln_xhat = stablehlo.multiply %s2b18_ln_dev, %s2b18_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b18_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_ln_scaled = stablehlo.multiply %s2b18_ln_xhat, %s2b18_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b18_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_ln = stablehlo.add %s2b18_ln_scaled, %s2b18_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b18_fc1 = stablehlo.dot_general %s2b18_ln, %stages.2.blocks.18.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b18_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b18_fc1_1 = stablehlo.add %s2b18_fc1, %s2b18_fc1_b : tensor<32x14x14x2048xf32>
    %s2b18_act_x2 = stablehlo.multiply %s2b18_fc1_1, %s2b18_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b18_act_x3 = stablehlo.multiply %s2b18_act_x2, %s2b18_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_96 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b18_act_cx3 = stablehlo.multiply %cst_96, %s2b18_act_x3 : tensor<32x14x14x2048xf32>
    %s2b18_act_inner = stablehlo.add %s2b18_fc1_1, %s2b18_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_97 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b18_act_u = stablehlo.multiply %cst_97, %s2b18_act_inner : tensor<32x14x14x2048xf32>
    %s2b18_act_t = stablehlo.tanh %s2b18_act_u : tensor<32x14x14x2048xf32>
    %cst_98 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b18_act_hx = stablehlo.multiply %cst_98, %s2b18_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_99 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b18_act_1pt = stablehlo.add %cst_99, %s2b18_act_t : tensor<32x14x14x2048xf32>
    %s2b18_act = stablehlo.multiply %s2b18_act_hx, %s2b18_act_1pt : tensor<32x14x14x2048xf32>
    %s2b18_fc2 = stablehlo.dot_general %s2b18_act, %stages.2.blocks.18.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_fc2_1 = stablehlo.add %s2b18_fc2, %s2b18_fc2_b : tensor<32x14x14x512xf32>
    %s2b18_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.18.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b18_gamma = stablehlo.multiply %s2b18_fc2_1, %s2b18_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b18_out = stablehlo.add %s2b17_out, %s2b18_gamma : tensor<32x14x14x512xf32>
    %s2b19_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.19.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b19_dw_kernel = stablehlo.reverse %s2b19_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b19_dw = stablehlo.convolution(%s2b18_out, %s2b19_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_dw_1 = stablehlo.add %s2b19_dw, %s2b19_dw_b : tensor<32x14x14x512xf32>
    %reshape_56 = stablehlo.reshape %s2b19_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_112 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b19_ln_mean_sum_part = stablehlo.reduce(%reshape_56 init: %init_add_112) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_113 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b19_ln_mean_sum = stablehlo.reduce(%s2b19_ln_mean_sum_part init: %init_add_113) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b19_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b19_ln_mean = stablehlo.divide %s2b19_ln_mean_sum, %s2b19_ln_mean_n : tensor<32x14x14xf32>
    %s2b19_ln_mean_b = stablehlo.broadcast_in_dim %s2b19_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_ln_dev = stablehlo.subtract %s2b19_dw_1, %s2b19_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b19_ln_sq = stablehlo.multiply %s2b19_ln_dev, %s2b19_ln_dev : tensor<32x14x14x512xf32>
    %reshape_57 = stablehlo.reshape %s2b19_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_114 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b19_ln_ssq_part = stablehlo.reduce(%reshape_57 init: %init_add_114) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_115 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b19_ln_ssq = stablehlo.reduce(%s2b19_ln_ssq_part init: %init_add_115) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b19_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b19_ln_var = stablehlo.divide %s2b19_ln_ssq, %s2b19_ln_n : tensor<32x14x14xf32>
    %s2b19_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b19_ln_var_eps = stablehlo.add %s2b19_ln_var, %s2b19_ln_eps : tensor<32x14x14xf32>
    %s2b19_ln_rstd = stablehlo.rsqrt %s2b19_ln_var_eps : tensor<32x14x14xf32>
    %s2b19_ln_rstd_b = stablehlo.broadcast_in_dim %s2b19_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_ln_xhat = stablehlo.multiply %s2b19_ln_dev, %s2b19_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b19_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_ln_scaled = stablehlo.multiply %s2b19_ln_xhat, %s2b19_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b19_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_ln = stablehlo.add %s2b19_ln_scaled, %s2b19_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b19_fc1 = stablehlo.dot_general %s2b19_ln, %stages.2.blocks.19.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b19_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b19_fc1_1 = stablehlo.add %s2b19_fc1, %s2b19_fc1_b : tensor<32x14x14x2048xf32>
    %s2b19_act_x2 = stablehlo.multiply %s2b19_fc1_1, %s2b19_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b19_act_x3 = stablehlo.multiply %s2b19_act_x2, %s2b19_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_100 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b19_act_cx3 = stablehlo.multiply %cst_100, %s2b19_act_x3 : tensor<32x14x14x2048xf32>
    %s2b19_act_inner = stablehlo.add %s2b19_fc1_1, %s2b19_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_101 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b19_act_u = stablehlo.multiply %cst_101, %s2b19_act_inner : tensor<32x14x14x2048xf32>
    %s2b19_act_t = stablehlo.tanh %s2b19_act_u : tensor<32x14x14x2048xf32>
    %cst_102 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b19_act_hx = stablehlo.multiply %cst_102, %s2b19_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_103 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b19_act_1pt = stablehlo.add %cst_103, %s2b19_act_t : tensor<32x14x14x2048xf32>
    %s2b19_act = stablehlo.multiply %s2b19_act_hx, %s2b19_act_1pt : tensor<32x14x14x2048xf32>
    %s2b19_fc2 = stablehlo.dot_general %s2b19_act, %stages.2.blocks.19.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_fc2_1 = stablehlo.add %s2b19_fc2, %s2b19_fc2_b : tensor<32x14x14x512xf32>
    %s2b19_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.19.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b19_gamma = stablehlo.multiply %s2b19_fc2_1, %s2b19_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b19_out = stablehlo.add %s2b18_out, %s2b19_gamma : tensor<32x14x14x512xf32>
    %s2b20_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.20.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b20_dw_kernel = stablehlo.reverse %s2b20_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b20_dw = stablehlo.convolution(%s2b19_out, %s2b20_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_dw_1 = stablehlo.add %s2b20_dw, %s2b20_dw_b : tensor<32x14x14x512xf32>
    %reshape_58 = stablehlo.reshape %s2b20_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_116 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b20_ln_mean_sum_part = stablehlo.reduce(%reshape_58 init: %init_add_116) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_117 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b20_ln_mean_sum = stablehlo.reduce(%s2b20_ln_mean_sum_part init: %init_add_117) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b20_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b20_ln_mean = stablehlo.divide %s2b20_ln_mean_sum, %s2b20_ln_mean_n : tensor<32x14x14xf32>
    %s2b20_ln_mean_b = stablehlo.broadcast_in_dim %s2b20_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_ln_dev = stablehlo.subtract %s2b20_dw_1, %s2b20_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b20_ln_sq = stablehlo.multiply %s2b20_ln_dev, %s2b20_ln_dev : tensor<32x14x14x512xf32>
    %reshape_59 = stablehlo.reshape %s2b20_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_118 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b20_ln_ssq_part = stablehlo.reduce(%reshape_59 init: %init_add_118) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_119 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b20_ln_ssq = stablehlo.reduce(%s2b20_ln_ssq_part init: %init_add_119) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b20_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b20_ln_var = stablehlo.divide %s2b20_ln_ssq, %s2b20_ln_n : tensor<32x14x14xf32>
    %s2b20_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b20_ln_var_eps = stablehlo.add %s2b20_ln_var, %s2b20_ln_eps : tensor<32x14x14xf32>
    %s2b20_ln_rstd = stablehlo.rsqrt %s2b20_ln_var_eps : tensor<32x14x14xf32>
    %s2b20_ln_rstd_b = stablehlo.broadcast_in_dim %s2b20_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_ln_xhat = stablehlo.multiply %s2b20_ln_dev, %s2b20_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b20_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_ln_scaled = stablehlo.multiply %s2b20_ln_xhat, %s2b20_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b20_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_ln = stablehlo.add %s2b20_ln_scaled, %s2b20_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b20_fc1 = stablehlo.dot_general %s2b20_ln, %stages.2.blocks.20.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b20_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b20_fc1_1 = stablehlo.add %s2b20_fc1, %s2b20_fc1_b : tensor<32x14x14x2048xf32>
    %s2b20_act_x2 = stablehlo.multiply %s2b20_fc1_1, %s2b20_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b20_act_x3 = stablehlo.multiply %s2b20_act_x2, %s2b20_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_104 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b20_act_cx3 = stablehlo.multiply %cst_104, %s2b20_act_x3 : tensor<32x14x14x2048xf32>
    %s2b20_act_inner = stablehlo.add %s2b20_fc1_1, %s2b20_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_105 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b20_act_u = stablehlo.multiply %cst_105, %s2b20_act_inner : tensor<32x14x14x2048xf32>
    %s2b20_act_t = stablehlo.tanh %s2b20_act_u : tensor<32x14x14x2048xf32>
    %cst_106 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b20_act_hx = stablehlo.multiply %cst_106, %s2b20_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_107 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b20_act_1pt = stablehlo.add %cst_107, %s2b20_act_t : tensor<32x14x14x2048xf32>
    %s2b20_act = stablehlo.multiply %s2b20_act_hx, %s2b20_act_1pt : tensor<32x14x14x2048xf32>
    %s2b20_fc2 = stablehlo.dot_general %s2b20_act, %stages.2.blocks.20.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_fc2_1 = stablehlo.add %s2b20_fc2, %s2b20_fc2_b : tensor<32x14x14x512xf32>
    %s2b20_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.20.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b20_gamma = stablehlo.multiply %s2b20_fc2_1, %s2b20_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b20_out = stablehlo.add %s2b19_out, %s2b20_gamma : tensor<32x14x14x512xf32>
    %s2b21_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.21.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b21_dw_kernel = stablehlo.reverse %s2b21_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b21_dw = stablehlo.convolution(%s2b20_out, %s2b21_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_dw_1 = stablehlo.add %s2b21_dw, %s2b21_dw_b : tensor<32x14x14x512xf32>
    %reshape_60 = stablehlo.reshape %s2b21_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_120 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b21_ln_mean_sum_part = stablehlo.reduce(%reshape_60 init: %init_add_120) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_121 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b21_ln_mean_sum = stablehlo.reduce(%s2b21_ln_mean_sum_part init: %init_add_121) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b21_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b21_ln_mean = stablehlo.divide %s2b21_ln_mean_sum, %s2b21_ln_mean_n : tensor<32x14x14xf32>
    %s2b21_ln_mean_b = stablehlo.broadcast_in_dim %s2b21_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_ln_dev = stablehlo.subtract %s2b21_dw_1, %s2b21_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b21_ln_sq = stablehlo.multiply %s2b21_ln_dev, %s2b21_ln_dev : tensor<32x14x14x512xf32>
    %reshape_61 = stablehlo.reshape %s2b21_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_122 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b21_ln_ssq_part = stablehlo.reduce(%reshape_61 init: %init_add_122) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_123 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b21_ln_ssq = stablehlo.reduce(%s2b21_ln_ssq_part init: %init_add_123) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b21_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b21_ln_var = stablehlo.divide %s2b21_ln_ssq, %s2b21_ln_n : tensor<32x14x14xf32>
    %s2b21_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b21_ln_var_eps = stablehlo.add %s2b21_ln_var, %s2b21_ln_eps : tensor<32x14x14xf32>
    %s2b21_ln_rstd = stablehlo.rsqrt %s2b21_ln_var_eps : tensor<32x14x14xf32>
    %s2b21_ln_rstd_b = stablehlo.broadcast_in_dim %s2b21_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_ln_xhat = stablehlo.multiply %s2b21_ln_dev, %s2b21_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b21_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_ln_scaled = stablehlo.multiply %s2b21_ln_xhat, %s2b21_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b21_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_ln = stablehlo.add %s2b21_ln_scaled, %s2b21_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b21_fc1 = stablehlo.dot_general %s2b21_ln, %stages.2.blocks.21.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b21_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b21_fc1_1 = stablehlo.add %s2b21_fc1, %s2b21_fc1_b : tensor<32x14x14x2048xf32>
    %s2b21_act_x2 = stablehlo.multiply %s2b21_fc1_1, %s2b21_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b21_act_x3 = stablehlo.multiply %s2b21_act_x2, %s2b21_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_108 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b21_act_cx3 = stablehlo.multiply %cst_108, %s2b21_act_x3 : tensor<32x14x14x2048xf32>
    %s2b21_act_inner = stablehlo.add %s2b21_fc1_1, %s2b21_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_109 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b21_act_u = stablehlo.multiply %cst_109, %s2b21_act_inner : tensor<32x14x14x2048xf32>
    %s2b21_act_t = stablehlo.tanh %s2b21_act_u : tensor<32x14x14x2048xf32>
    %cst_110 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b21_act_hx = stablehlo.multiply %cst_110, %s2b21_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_111 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b21_act_1pt = stablehlo.add %cst_111, %s2b21_act_t : tensor<32x14x14x2048xf32>
    %s2b21_act = stablehlo.multiply %s2b21_act_hx, %s2b21_act_1pt : tensor<32x14x14x2048xf32>
    %s2b21_fc2 = stablehlo.dot_general %s2b21_act, %stages.2.blocks.21.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_fc2_1 = stablehlo.add %s2b21_fc2, %s2b21_fc2_b : tensor<32x14x14x512xf32>
    %s2b21_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.21.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b21_gamma = stablehlo.multiply %s2b21_fc2_1, %s2b21_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b21_out = stablehlo.add %s2b20_out, %s2b21_gamma : tensor<32x14x14x512xf32>
    %s2b22_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.22.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b22_dw_kernel = stablehlo.reverse %s2b22_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b22_dw = stablehlo.convolution(%s2b21_out, %s2b22_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_dw_1 = stablehlo.add %s2b22_dw, %s2b22_dw_b : tensor<32x14x14x512xf32>
    %reshape_62 = stablehlo.reshape %s2b22_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_124 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b22_ln_mean_sum_part = stablehlo.reduce(%reshape_62 init: %init_add_124) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_125 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b22_ln_mean_sum = stablehlo.reduce(%s2b22_ln_mean_sum_part init: %init_add_125) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b22_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b22_ln_mean = stablehlo.divide %s2b22_ln_mean_sum, %s2b22_ln_mean_n : tensor<32x14x14xf32>
    %s2b22_ln_mean_b = stablehlo.broadcast_in_dim %s2b22_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_ln_dev = stablehlo.subtract %s2b22_dw_1, %s2b22_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b22_ln_sq = stablehlo.multiply %s2b22_ln_dev, %s2b22_ln_dev : tensor<32x14x14x512xf32>
    %reshape_63 = stablehlo.reshape %s2b22_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_126 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b22_ln_ssq_part = stablehlo.reduce(%reshape_63 init: %init_add_126) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_127 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b22_ln_ssq = stablehlo.reduce(%s2b22_ln_ssq_part init: %init_add_127) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b22_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b22_ln_var = stablehlo.divide %s2b22_ln_ssq, %s2b22_ln_n : tensor<32x14x14xf32>
    %s2b22_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b22_ln_var_eps = stablehlo.add %s2b22_ln_var, %s2b22_ln_eps : tensor<32x14x14xf32>
    %s2b22_ln_rstd = stablehlo.rsqrt %s2b22_ln_var_eps : tensor<32x14x14xf32>
    %s2b22_ln_rstd_b = stablehlo.broadcast_in_dim %s2b22_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_ln_xhat = stablehlo.multiply %s2b22_ln_dev, %s2b22_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b22_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_ln_scaled = stablehlo.multiply %s2b22_ln_xhat, %s2b22_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b22_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_ln = stablehlo.add %s2b22_ln_scaled, %s2b22_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b22_fc1 = stablehlo.dot_general %s2b22_ln, %stages.2.blocks.22.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b22_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b22_fc1_1 = stablehlo.add %s2b22_fc1, %s2b22_fc1_b : tensor<32x14x14x2048xf32>
    %s2b22_act_x2 = stablehlo.multiply %s2b22_fc1_1, %s2b22_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b22_act_x3 = stablehlo.multiply %s2b22_act_x2, %s2b22_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_112 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b22_act_cx3 = stablehlo.multiply %cst_112, %s2b22_act_x3 : tensor<32x14x14x2048xf32>
    %s2b22_act_inner = stablehlo.add %s2b22_fc1_1, %s2b22_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_113 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b22_act_u = stablehlo.multiply %cst_113, %s2b22_act_inner : tensor<32x14x14x2048xf32>
    %s2b22_act_t = stablehlo.tanh %s2b22_act_u : tensor<32x14x14x2048xf32>
    %cst_114 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b22_act_hx = stablehlo.multiply %cst_114, %s2b22_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_115 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b22_act_1pt = stablehlo.add %cst_115, %s2b22_act_t : tensor<32x14x14x2048xf32>
    %s2b22_act = stablehlo.multiply %s2b22_act_hx, %s2b22_act_1pt : tensor<32x14x14x2048xf32>
    %s2b22_fc2 = stablehlo.dot_general %s2b22_act, %stages.2.blocks.22.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_fc2_1 = stablehlo.add %s2b22_fc2, %s2b22_fc2_b : tensor<32x14x14x512xf32>
    %s2b22_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.22.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b22_gamma = stablehlo.multiply %s2b22_fc2_1, %s2b22_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b22_out = stablehlo.add %s2b21_out, %s2b22_gamma : tensor<32x14x14x512xf32>
    %s2b23_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.23.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b23_dw_kernel = stablehlo.reverse %s2b23_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b23_dw = stablehlo.convolution(%s2b22_out, %s2b23_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_dw_1 = stablehlo.add %s2b23_dw, %s2b23_dw_b : tensor<32x14x14x512xf32>
    %reshape_64 = stablehlo.reshape %s2b23_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_128 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b23_ln_mean_sum_part = stablehlo.reduce(%reshape_64 init: %init_add_128) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_129 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b23_ln_mean_sum = stablehlo.reduce(%s2b23_ln_mean_sum_part init: %init_add_129) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b23_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b23_ln_mean = stablehlo.divide %s2b23_ln_mean_sum, %s2b23_ln_mean_n : tensor<32x14x14xf32>
    %s2b23_ln_mean_b = stablehlo.broadcast_in_dim %s2b23_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_ln_dev = stablehlo.subtract %s2b23_dw_1, %s2b23_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b23_ln_sq = stablehlo.multiply %s2b23_ln_dev, %s2b23_ln_dev : tensor<32x14x14x512xf32>
    %reshape_65 = stablehlo.reshape %s2b23_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_130 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b23_ln_ssq_part = stablehlo.reduce(%reshape_65 init: %init_add_130) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_131 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b23_ln_ssq = stablehlo.reduce(%s2b23_ln_ssq_part init: %init_add_131) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b23_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b23_ln_var = stablehlo.divide %s2b23_ln_ssq, %s2b23_ln_n : tensor<32x14x14xf32>
    %s2b23_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b23_ln_var_eps = stablehlo.add %s2b23_ln_var, %s2b23_ln_eps : tensor<32x14x14xf32>
    %s2b23_ln_rstd = stablehlo.rsqrt %s2b23_ln_var_eps : tensor<32x14x14xf32>
    %s2b23_ln_rstd_b = stablehlo.broadcast_in_dim %s2b23_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_ln_xhat = stablehlo.multiply %s2b23_ln_dev, %s2b23_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b23_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_ln_scaled = stablehlo.multiply %s2b23_ln_xhat, %s2b23_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b23_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_ln = stablehlo.add %s2b23_ln_scaled, %s2b23_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b23_fc1 = stablehlo.dot_general %s2b23_ln, %stages.2.blocks.23.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b23_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b23_fc1_1 = stablehlo.add %s2b23_fc1, %s2b23_fc1_b : tensor<32x14x14x2048xf32>
    %s2b23_act_x2 = stablehlo.multiply %s2b23_fc1_1, %s2b23_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b23_act_x3 = stablehlo.multiply %s2b23_act_x2, %s2b23_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_116 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b23_act_cx3 = stablehlo.multiply %cst_116, %s2b23_act_x3 : tensor<32x14x14x2048xf32>
    %s2b23_act_inner = stablehlo.add %s2b23_fc1_1, %s2b23_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_117 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b23_act_u = stablehlo.multiply %cst_117, %s2b23_act_inner : tensor<32x14x14x2048xf32>
    %s2b23_act_t = stablehlo.tanh %s2b23_act_u : tensor<32x14x14x2048xf32>
    %cst_118 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b23_act_hx = stablehlo.multiply %cst_118, %s2b23_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_119 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b23_act_1pt = stablehlo.add %cst_119, %s2b23_act_t : tensor<32x14x14x2048xf32>
    %s2b23_act = stablehlo.multiply %s2b23_act_hx, %s2b23_act_1pt : tensor<32x14x14x2048xf32>
    %s2b23_fc2 = stablehlo.dot_general %s2b23_act, %stages.2.blocks.23.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_fc2_1 = stablehlo.add %s2b23_fc2, %s2b23_fc2_b : tensor<32x14x14x512xf32>
    %s2b23_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.23.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b23_gamma = stablehlo.multiply %s2b23_fc2_1, %s2b23_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b23_out = stablehlo.add %s2b22_out, %s2b23_gamma : tensor<32x14x14x512xf32>
    %s2b24_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.24.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b24_dw_kernel = stablehlo.reverse %s2b24_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b24_dw = stablehlo.convolution(%s2b23_out, %s2b24_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_dw_1 = stablehlo.add %s2b24_dw, %s2b24_dw_b : tensor<32x14x14x512xf32>
    %reshape_66 = stablehlo.reshape %s2b24_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_132 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b24_ln_mean_sum_part = stablehlo.reduce(%reshape_66 init: %init_add_132) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_133 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b24_ln_mean_sum = stablehlo.reduce(%s2b24_ln_mean_sum_part init: %init_add_133) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b24_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b24_ln_mean = stablehlo.divide %s2b24_ln_mean_sum, %s2b24_ln_mean_n : tensor<32x14x14xf32>
    %s2b24_ln_mean_b = stablehlo.broadcast_in_dim %s2b24_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_ln_dev = stablehlo.subtract %s2b24_dw_1, %s2b24_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b24_ln_sq = stablehlo.multiply %s2b24_ln_dev, %s2b24_ln_dev : tensor<32x14x14x512xf32>
    %reshape_67 = stablehlo.reshape %s2b24_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_134 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b24_ln_ssq_part = stablehlo.reduce(%reshape_67 init: %init_add_134) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_135 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b24_ln_ssq = stablehlo.reduce(%s2b24_ln_ssq_part init: %init_add_135) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b24_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b24_ln_var = stablehlo.divide %s2b24_ln_ssq, %s2b24_ln_n : tensor<32x14x14xf32>
    %s2b24_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b24_ln_var_eps = stablehlo.add %s2b24_ln_var, %s2b24_ln_eps : tensor<32x14x14xf32>
    %s2b24_ln_rstd = stablehlo.rsqrt %s2b24_ln_var_eps : tensor<32x14x14xf32>
    %s2b24_ln_rstd_b = stablehlo.broadcast_in_dim %s2b24_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_ln_xhat = stablehlo.multiply %s2b24_ln_dev, %s2b24_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b24_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_ln_scaled = stablehlo.multiply %s2b24_ln_xhat, %s2b24_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b24_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_ln = stablehlo.add %s2b24_ln_scaled, %s2b24_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b24_fc1 = stablehlo.dot_general %s2b24_ln, %stages.2.blocks.24.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b24_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b24_fc1_1 = stablehlo.add %s2b24_fc1, %s2b24_fc1_b : tensor<32x14x14x2048xf32>
    %s2b24_act_x2 = stablehlo.multiply %s2b24_fc1_1, %s2b24_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b24_act_x3 = stablehlo.multiply %s2b24_act_x2, %s2b24_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_120 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b24_act_cx3 = stablehlo.multiply %cst_120, %s2b24_act_x3 : tensor<32x14x14x2048xf32>
    %s2b24_act_inner = stablehlo.add %s2b24_fc1_1, %s2b24_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_121 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b24_act_u = stablehlo.multiply %cst_121, %s2b24_act_inner : tensor<32x14x14x2048xf32>
    %s2b24_act_t = stablehlo.tanh %s2b24_act_u : tensor<32x14x14x2048xf32>
    %cst_122 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b24_act_hx = stablehlo.multiply %cst_122, %s2b24_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_123 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b24_act_1pt = stablehlo.add %cst_123, %s2b24_act_t : tensor<32x14x14x2048xf32>
    %s2b24_act = stablehlo.multiply %s2b24_act_hx, %s2b24_act_1pt : tensor<32x14x14x2048xf32>
    %s2b24_fc2 = stablehlo.dot_general %s2b24_act, %stages.2.blocks.24.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_fc2_1 = stablehlo.add %s2b24_fc2, %s2b24_fc2_b : tensor<32x14x14x512xf32>
    %s2b24_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.24.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b24_gamma = stablehlo.multiply %s2b24_fc2_1, %s2b24_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b24_out = stablehlo.add %s2b23_out, %s2b24_gamma : tensor<32x14x14x512xf32>
    %s2b25_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.25.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b25_dw_kernel = stablehlo.reverse %s2b25_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b25_dw = stablehlo.convolution(%s2b24_out, %s2b25_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_dw_1 = stablehlo.add %s2b25_dw, %s2b25_dw_b : tensor<32x14x14x512xf32>
    %reshape_68 = stablehlo.reshape %s2b25_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_136 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b25_ln_mean_sum_part = stablehlo.reduce(%reshape_68 init: %init_add_136) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_137 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b25_ln_mean_sum = stablehlo.reduce(%s2b25_ln_mean_sum_part init: %init_add_137) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b25_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b25_ln_mean = stablehlo.divide %s2b25_ln_mean_sum, %s2b25_ln_mean_n : tensor<32x14x14xf32>
    %s2b25_ln_mean_b = stablehlo.broadcast_in_dim %s2b25_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_ln_dev = stablehlo.subtract %s2b25_dw_1, %s2b25_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b25_ln_sq = stablehlo.multiply %s2b25_ln_dev, %s2b25_ln_dev : tensor<32x14x14x512xf32>
    %reshape_69 = stablehlo.reshape %s2b25_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_138 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b25_ln_ssq_part = stablehlo.reduce(%reshape_69 init: %init_add_138) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_139 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b25_ln_ssq = stablehlo.reduce(%s2b25_ln_ssq_part init: %init_add_139) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b25_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b25_ln_var = stablehlo.divide %s2b25_ln_ssq, %s2b25_ln_n : tensor<32x14x14xf32>
    %s2b25_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b25_ln_var_eps = stablehlo.add %s2b25_ln_var, %s2b25_ln_eps : tensor<32x14x14xf32>
    %s2b25_ln_rstd = stablehlo.rsqrt %s2b25_ln_var_eps : tensor<32x14x14xf32>
    %s2b25_ln_rstd_b = stablehlo.broadcast_in_dim %s2b25_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_ln_xhat = stablehlo.multiply %s2b25_ln_dev, %s2b25_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b25_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_ln_scaled = stablehlo.multiply %s2b25_ln_xhat, %s2b25_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b25_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_ln = stablehlo.add %s2b25_ln_scaled, %s2b25_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b25_fc1 = stablehlo.dot_general %s2b25_ln, %stages.2.blocks.25.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b25_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b25_fc1_1 = stablehlo.add %s2b25_fc1, %s2b25_fc1_b : tensor<32x14x14x2048xf32>
    %s2b25_act_x2 = stablehlo.multiply %s2b25_fc1_1, %s2b25_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b25_act_x3 = stablehlo.multiply %s2b25_act_x2, %s2b25_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_124 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b25_act_cx3 = stablehlo.multiply %cst_124, %s2b25_act_x3 : tensor<32x14x14x2048xf32>
    %s2b25_act_inner = stablehlo.add %s2b25_fc1_1, %s2b25_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_125 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b25_act_u = stablehlo.multiply %cst_125, %s2b25_act_inner : tensor<32x14x14x2048xf32>
    %s2b25_act_t = stablehlo.tanh %s2b25_act_u : tensor<32x14x14x2048xf32>
    %cst_126 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b25_act_hx = stablehlo.multiply %cst_126, %s2b25_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_127 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b25_act_1pt = stablehlo.add %cst_127, %s2b25_act_t : tensor<32x14x14x2048xf32>
    %s2b25_act = stablehlo.multiply %s2b25_act_hx, %s2b25_act_1pt : tensor<32x14x14x2048xf32>
    %s2b25_fc2 = stablehlo.dot_general %s2b25_act, %stages.2.blocks.25.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_fc2_1 = stablehlo.add %s2b25_fc2, %s2b25_fc2_b : tensor<32x14x14x512xf32>
    %s2b25_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.25.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b25_gamma = stablehlo.multiply %s2b25_fc2_1, %s2b25_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b25_out = stablehlo.add %s2b24_out, %s2b25_gamma : tensor<32x14x14x512xf32>
    %s2b26_dw_kernel_rev = stablehlo.reverse %stages.2.blocks.26.conv_dw.weight, dims = [2] : tensor<512x1x7x7xf32>
    %s2b26_dw_kernel = stablehlo.reverse %s2b26_dw_kernel_rev, dims = [2] : tensor<512x1x7x7xf32>
    %s2b26_dw = stablehlo.convolution(%s2b25_out, %s2b26_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64} : (tensor<32x14x14x512xf32>, tensor<512x1x7x7xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_dw_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.conv_dw.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_dw_1 = stablehlo.add %s2b26_dw, %s2b26_dw_b : tensor<32x14x14x512xf32>
    %reshape_70 = stablehlo.reshape %s2b26_dw_1 : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_140 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b26_ln_mean_sum_part = stablehlo.reduce(%reshape_70 init: %init_add_140) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_141 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b26_ln_mean_sum = stablehlo.reduce(%s2b26_ln_mean_sum_part init: %init_add_141) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b26_ln_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b26_ln_mean = stablehlo.divide %s2b26_ln_mean_sum, %s2b26_ln_mean_n : tensor<32x14x14xf32>
    %s2b26_ln_mean_b = stablehlo.broadcast_in_dim %s2b26_ln_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_ln_dev = stablehlo.subtract %s2b26_dw_1, %s2b26_ln_mean_b : tensor<32x14x14x512xf32>
    %s2b26_ln_sq = stablehlo.multiply %s2b26_ln_dev, %s2b26_ln_dev : tensor<32x14x14x512xf32>
    %reshape_71 = stablehlo.reshape %s2b26_ln_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_142 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b26_ln_ssq_part = stablehlo.reduce(%reshape_71 init: %init_add_142) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_143 = stablehlo.constant dense<0.0> : tensor<f32>
    %s2b26_ln_ssq = stablehlo.reduce(%s2b26_ln_ssq_part init: %init_add_143) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s2b26_ln_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s2b26_ln_var = stablehlo.divide %s2b26_ln_ssq, %s2b26_ln_n : tensor<32x14x14xf32>
    %s2b26_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s2b26_ln_var_eps = stablehlo.add %s2b26_ln_var, %s2b26_ln_eps : tensor<32x14x14xf32>
    %s2b26_ln_rstd = stablehlo.rsqrt %s2b26_ln_var_eps : tensor<32x14x14xf32>
    %s2b26_ln_rstd_b = stablehlo.broadcast_in_dim %s2b26_ln_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_ln_xhat = stablehlo.multiply %s2b26_ln_dev, %s2b26_ln_rstd_b : tensor<32x14x14x512xf32>
    %s2b26_ln_weight_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.norm.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_ln_scaled = stablehlo.multiply %s2b26_ln_xhat, %s2b26_ln_weight_b : tensor<32x14x14x512xf32>
    %s2b26_ln_bias_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.norm.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_ln = stablehlo.add %s2b26_ln_scaled, %s2b26_ln_bias_b : tensor<32x14x14x512xf32>
    %s2b26_fc1 = stablehlo.dot_general %s2b26_ln, %stages.2.blocks.26.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x512xf32>, tensor<2048x512xf32>) -> tensor<32x14x14x2048xf32>
    %s2b26_fc1_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.mlp.fc1.bias, dims = [3] : (tensor<2048xf32>) -> tensor<32x14x14x2048xf32>
    %s2b26_fc1_1 = stablehlo.add %s2b26_fc1, %s2b26_fc1_b : tensor<32x14x14x2048xf32>
    %s2b26_act_x2 = stablehlo.multiply %s2b26_fc1_1, %s2b26_fc1_1 : tensor<32x14x14x2048xf32>
    %s2b26_act_x3 = stablehlo.multiply %s2b26_act_x2, %s2b26_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_128 = stablehlo.constant dense<0.044714998453855515> : tensor<32x14x14x2048xf32>
    %s2b26_act_cx3 = stablehlo.multiply %cst_128, %s2b26_act_x3 : tensor<32x14x14x2048xf32>
    %s2b26_act_inner = stablehlo.add %s2b26_fc1_1, %s2b26_act_cx3 : tensor<32x14x14x2048xf32>
    %cst_129 = stablehlo.constant dense<0.7978845834732056> : tensor<32x14x14x2048xf32>
    %s2b26_act_u = stablehlo.multiply %cst_129, %s2b26_act_inner : tensor<32x14x14x2048xf32>
    %s2b26_act_t = stablehlo.tanh %s2b26_act_u : tensor<32x14x14x2048xf32>
    %cst_130 = stablehlo.constant dense<0.5> : tensor<32x14x14x2048xf32>
    %s2b26_act_hx = stablehlo.multiply %cst_130, %s2b26_fc1_1 : tensor<32x14x14x2048xf32>
    %cst_131 = stablehlo.constant dense<1.0> : tensor<32x14x14x2048xf32>
    %s2b26_act_1pt = stablehlo.add %cst_131, %s2b26_act_t : tensor<32x14x14x2048xf32>
    %s2b26_act = stablehlo.multiply %s2b26_act_hx, %s2b26_act_1pt : tensor<32x14x14x2048xf32>
    %s2b26_fc2 = stablehlo.dot_general %s2b26_act, %stages.2.blocks.26.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x14x14x2048xf32>, tensor<512x2048xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_fc2_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.mlp.fc2.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_fc2_1 = stablehlo.add %s2b26_fc2, %s2b26_fc2_b : tensor<32x14x14x512xf32>
    %s2b26_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.2.blocks.26.gamma, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s2b26_gamma = stablehlo.multiply %s2b26_fc2_1, %s2b26_gamma_gamma_b : tensor<32x14x14x512xf32>
    %s2b26_out = stablehlo.add %s2b25_out, %s2b26_gamma : tensor<32x14x14x512xf32>
    %reshape_72 = stablehlo.reshape %s2b26_out : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_144 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum_part = stablehlo.reduce(%reshape_72 init: %init_add_144) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_145 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_mean_sum = stablehlo.reduce(%s3_down0_mean_sum_part init: %init_add_145) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s3_down0_mean_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s3_down0_mean = stablehlo.divide %s3_down0_mean_sum, %s3_down0_mean_n : tensor<32x14x14xf32>
    %s3_down0_mean_b = stablehlo.broadcast_in_dim %s3_down0_mean, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s3_down0_dev = stablehlo.subtract %s2b26_out, %s3_down0_mean_b : tensor<32x14x14x512xf32>
    %s3_down0_sq = stablehlo.multiply %s3_down0_dev, %s3_down0_dev : tensor<32x14x14x512xf32>
    %reshape_73 = stablehlo.reshape %s3_down0_sq : (tensor<32x14x14x512xf32>) -> tensor<32x14x14x16x32xf32>
    %init_add_146 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq_part = stablehlo.reduce(%reshape_73 init: %init_add_146) applies stablehlo.add across dimensions = [4] : (tensor<32x14x14x16x32xf32>, tensor<f32>) -> tensor<32x14x14x16xf32>
    %init_add_147 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3_down0_ssq = stablehlo.reduce(%s3_down0_ssq_part init: %init_add_147) applies stablehlo.add across dimensions = [3] : (tensor<32x14x14x16xf32>, tensor<f32>) -> tensor<32x14x14xf32>
    %s3_down0_n = stablehlo.constant dense<512.0> : tensor<32x14x14xf32>
    %s3_down0_var = stablehlo.divide %s3_down0_ssq, %s3_down0_n : tensor<32x14x14xf32>
    %s3_down0_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x14x14xf32>
    %s3_down0_var_eps = stablehlo.add %s3_down0_var, %s3_down0_eps : tensor<32x14x14xf32>
    %s3_down0_rstd = stablehlo.rsqrt %s3_down0_var_eps : tensor<32x14x14xf32>
    %s3_down0_rstd_b = stablehlo.broadcast_in_dim %s3_down0_rstd, dims = [0, 1, 2] : (tensor<32x14x14xf32>) -> tensor<32x14x14x512xf32>
    %s3_down0_xhat = stablehlo.multiply %s3_down0_dev, %s3_down0_rstd_b : tensor<32x14x14x512xf32>
    %s3_down0_weight_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.weight, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s3_down0_scaled = stablehlo.multiply %s3_down0_xhat, %s3_down0_weight_b : tensor<32x14x14x512xf32>
    %s3_down0_bias_b = stablehlo.broadcast_in_dim %stages.3.downsample.0.bias, dims = [3] : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %s3_down0 = stablehlo.add %s3_down0_scaled, %s3_down0_bias_b : tensor<32x14x14x512xf32>
    %s3_down1_patches = stablehlo.reshape %s3_down0 : (tensor<32x14x14x512xf32>) -> tensor<32x7x2x7x2x512xf32>
    %s3_down1 = stablehlo.dot_general %s3_down1_patches, %stages.3.downsample.1.weight, contracting_dims = [2, 4, 5] x [2, 3, 1] : (tensor<32x7x2x7x2x512xf32>, tensor<1024x512x2x2xf32>) -> tensor<32x7x7x1024xf32>
    %s3_down1_b = stablehlo.broadcast_in_dim %stages.3.downsample.1.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3_down1_1 = stablehlo.add %s3_down1, %s3_down1_b : tensor<32x7x7x1024xf32>
    %s3b0_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.0.conv_dw.weight, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b0_dw_kernel = stablehlo.reverse %s3b0_dw_kernel_rev, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b0_dw = stablehlo.convolution(%s3_down1_1, %s3b0_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1024 : i64} : (tensor<32x7x7x1024xf32>, tensor<1024x1x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.conv_dw.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_dw_1 = stablehlo.add %s3b0_dw, %s3b0_dw_b : tensor<32x7x7x1024xf32>
    %reshape_74 = stablehlo.reshape %s3b0_dw_1 : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_148 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum_part = stablehlo.reduce(%reshape_74 init: %init_add_148) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_149 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_mean_sum = stablehlo.reduce(%s3b0_ln_mean_sum_part init: %init_add_149) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b0_ln_mean_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b0_ln_mean = stablehlo.divide %s3b0_ln_mean_sum, %s3b0_ln_mean_n : tensor<32x7x7xf32>
    %s3b0_ln_mean_b = stablehlo.broadcast_in_dim %s3b0_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_ln_dev = stablehlo.subtract %s3b0_dw_1, %s3b0_ln_mean_b : tensor<32x7x7x1024xf32>
    %s3b0_ln_sq = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_dev : tensor<32x7x7x1024xf32>
    %reshape_75 = stablehlo.reshape %s3b0_ln_sq : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_150 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq_part = stablehlo.reduce(%reshape_75 init: %init_add_150) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_151 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b0_ln_ssq = stablehlo.reduce(%s3b0_ln_ssq_part init: %init_add_151) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b0_ln_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b0_ln_var = stablehlo.divide %s3b0_ln_ssq, %s3b0_ln_n : tensor<32x7x7xf32>
    %s3b0_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b0_ln_var_eps = stablehlo.add %s3b0_ln_var, %s3b0_ln_eps : tensor<32x7x7xf32>
    %s3b0_ln_rstd = stablehlo.rsqrt %s3b0_ln_var_eps : tensor<32x7x7xf32>
    %s3b0_ln_rstd_b = stablehlo.broadcast_in_dim %s3b0_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_ln_xhat = stablehlo.multiply %s3b0_ln_dev, %s3b0_ln_rstd_b : tensor<32x7x7x1024xf32>
    %s3b0_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_ln_scaled = stablehlo.multiply %s3b0_ln_xhat, %s3b0_ln_weight_b : tensor<32x7x7x1024xf32>
    %s3b0_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.norm.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_ln = stablehlo.add %s3b0_ln_scaled, %s3b0_ln_bias_b : tensor<32x7x7x1024xf32>
    %s3b0_fc1 = stablehlo.dot_general %s3b0_ln, %stages.3.blocks.0.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x1024xf32>, tensor<4096x1024xf32>) -> tensor<32x7x7x4096xf32>
    %s3b0_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc1.bias, dims = [3] : (tensor<4096xf32>) -> tensor<32x7x7x4096xf32>
    %s3b0_fc1_1 = stablehlo.add %s3b0_fc1, %s3b0_fc1_b : tensor<32x7x7x4096xf32>
    %s3b0_act_x2 = stablehlo.multiply %s3b0_fc1_1, %s3b0_fc1_1 : tensor<32x7x7x4096xf32>
    %s3b0_act_x3 = stablehlo.multiply %s3b0_act_x2, %s3b0_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_132 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x4096xf32>
    %s3b0_act_cx3 = stablehlo.multiply %cst_132, %s3b0_act_x3 : tensor<32x7x7x4096xf32>
    %s3b0_act_inner = stablehlo.add %s3b0_fc1_1, %s3b0_act_cx3 : tensor<32x7x7x4096xf32>
    %cst_133 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x4096xf32>
    %s3b0_act_u = stablehlo.multiply %cst_133, %s3b0_act_inner : tensor<32x7x7x4096xf32>
    %s3b0_act_t = stablehlo.tanh %s3b0_act_u : tensor<32x7x7x4096xf32>
    %cst_134 = stablehlo.constant dense<0.5> : tensor<32x7x7x4096xf32>
    %s3b0_act_hx = stablehlo.multiply %cst_134, %s3b0_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_135 = stablehlo.constant dense<1.0> : tensor<32x7x7x4096xf32>
    %s3b0_act_1pt = stablehlo.add %cst_135, %s3b0_act_t : tensor<32x7x7x4096xf32>
    %s3b0_act = stablehlo.multiply %s3b0_act_hx, %s3b0_act_1pt : tensor<32x7x7x4096xf32>
    %s3b0_fc2 = stablehlo.dot_general %s3b0_act, %stages.3.blocks.0.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x4096xf32>, tensor<1024x4096xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.mlp.fc2.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_fc2_1 = stablehlo.add %s3b0_fc2, %s3b0_fc2_b : tensor<32x7x7x1024xf32>
    %s3b0_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.0.gamma, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b0_gamma = stablehlo.multiply %s3b0_fc2_1, %s3b0_gamma_gamma_b : tensor<32x7x7x1024xf32>
    %s3b0_out = stablehlo.add %s3_down1_1, %s3b0_gamma : tensor<32x7x7x1024xf32>
    %s3b1_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.1.conv_dw.weight, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b1_dw_kernel = stablehlo.reverse %s3b1_dw_kernel_rev, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b1_dw = stablehlo.convolution(%s3b0_out, %s3b1_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1024 : i64} : (tensor<32x7x7x1024xf32>, tensor<1024x1x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.conv_dw.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_dw_1 = stablehlo.add %s3b1_dw, %s3b1_dw_b : tensor<32x7x7x1024xf32>
    %reshape_76 = stablehlo.reshape %s3b1_dw_1 : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_152 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum_part = stablehlo.reduce(%reshape_76 init: %init_add_152) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_153 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_mean_sum = stablehlo.reduce(%s3b1_ln_mean_sum_part init: %init_add_153) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b1_ln_mean_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b1_ln_mean = stablehlo.divide %s3b1_ln_mean_sum, %s3b1_ln_mean_n : tensor<32x7x7xf32>
    %s3b1_ln_mean_b = stablehlo.broadcast_in_dim %s3b1_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_ln_dev = stablehlo.subtract %s3b1_dw_1, %s3b1_ln_mean_b : tensor<32x7x7x1024xf32>
    %s3b1_ln_sq = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_dev : tensor<32x7x7x1024xf32>
    %reshape_77 = stablehlo.reshape %s3b1_ln_sq : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_154 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq_part = stablehlo.reduce(%reshape_77 init: %init_add_154) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_155 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b1_ln_ssq = stablehlo.reduce(%s3b1_ln_ssq_part init: %init_add_155) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b1_ln_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b1_ln_var = stablehlo.divide %s3b1_ln_ssq, %s3b1_ln_n : tensor<32x7x7xf32>
    %s3b1_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b1_ln_var_eps = stablehlo.add %s3b1_ln_var, %s3b1_ln_eps : tensor<32x7x7xf32>
    %s3b1_ln_rstd = stablehlo.rsqrt %s3b1_ln_var_eps : tensor<32x7x7xf32>
    %s3b1_ln_rstd_b = stablehlo.broadcast_in_dim %s3b1_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_ln_xhat = stablehlo.multiply %s3b1_ln_dev, %s3b1_ln_rstd_b : tensor<32x7x7x1024xf32>
    %s3b1_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_ln_scaled = stablehlo.multiply %s3b1_ln_xhat, %s3b1_ln_weight_b : tensor<32x7x7x1024xf32>
    %s3b1_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.norm.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_ln = stablehlo.add %s3b1_ln_scaled, %s3b1_ln_bias_b : tensor<32x7x7x1024xf32>
    %s3b1_fc1 = stablehlo.dot_general %s3b1_ln, %stages.3.blocks.1.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x1024xf32>, tensor<4096x1024xf32>) -> tensor<32x7x7x4096xf32>
    %s3b1_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc1.bias, dims = [3] : (tensor<4096xf32>) -> tensor<32x7x7x4096xf32>
    %s3b1_fc1_1 = stablehlo.add %s3b1_fc1, %s3b1_fc1_b : tensor<32x7x7x4096xf32>
    %s3b1_act_x2 = stablehlo.multiply %s3b1_fc1_1, %s3b1_fc1_1 : tensor<32x7x7x4096xf32>
    %s3b1_act_x3 = stablehlo.multiply %s3b1_act_x2, %s3b1_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_136 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x4096xf32>
    %s3b1_act_cx3 = stablehlo.multiply %cst_136, %s3b1_act_x3 : tensor<32x7x7x4096xf32>
    %s3b1_act_inner = stablehlo.add %s3b1_fc1_1, %s3b1_act_cx3 : tensor<32x7x7x4096xf32>
    %cst_137 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x4096xf32>
    %s3b1_act_u = stablehlo.multiply %cst_137, %s3b1_act_inner : tensor<32x7x7x4096xf32>
    %s3b1_act_t = stablehlo.tanh %s3b1_act_u : tensor<32x7x7x4096xf32>
    %cst_138 = stablehlo.constant dense<0.5> : tensor<32x7x7x4096xf32>
    %s3b1_act_hx = stablehlo.multiply %cst_138, %s3b1_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_139 = stablehlo.constant dense<1.0> : tensor<32x7x7x4096xf32>
    %s3b1_act_1pt = stablehlo.add %cst_139, %s3b1_act_t : tensor<32x7x7x4096xf32>
    %s3b1_act = stablehlo.multiply %s3b1_act_hx, %s3b1_act_1pt : tensor<32x7x7x4096xf32>
    %s3b1_fc2 = stablehlo.dot_general %s3b1_act, %stages.3.blocks.1.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x4096xf32>, tensor<1024x4096xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.mlp.fc2.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_fc2_1 = stablehlo.add %s3b1_fc2, %s3b1_fc2_b : tensor<32x7x7x1024xf32>
    %s3b1_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.1.gamma, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b1_gamma = stablehlo.multiply %s3b1_fc2_1, %s3b1_gamma_gamma_b : tensor<32x7x7x1024xf32>
    %s3b1_out = stablehlo.add %s3b0_out, %s3b1_gamma : tensor<32x7x7x1024xf32>
    %s3b2_dw_kernel_rev = stablehlo.reverse %stages.3.blocks.2.conv_dw.weight, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b2_dw_kernel = stablehlo.reverse %s3b2_dw_kernel_rev, dims = [2] : tensor<1024x1x7x7xf32>
    %s3b2_dw = stablehlo.convolution(%s3b1_out, %s3b2_dw_kernel) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1024 : i64} : (tensor<32x7x7x1024xf32>, tensor<1024x1x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_dw_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.conv_dw.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_dw_1 = stablehlo.add %s3b2_dw, %s3b2_dw_b : tensor<32x7x7x1024xf32>
    %reshape_78 = stablehlo.reshape %s3b2_dw_1 : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_156 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_mean_sum_part = stablehlo.reduce(%reshape_78 init: %init_add_156) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_157 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_mean_sum = stablehlo.reduce(%s3b2_ln_mean_sum_part init: %init_add_157) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b2_ln_mean_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b2_ln_mean = stablehlo.divide %s3b2_ln_mean_sum, %s3b2_ln_mean_n : tensor<32x7x7xf32>
    %s3b2_ln_mean_b = stablehlo.broadcast_in_dim %s3b2_ln_mean, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_ln_dev = stablehlo.subtract %s3b2_dw_1, %s3b2_ln_mean_b : tensor<32x7x7x1024xf32>
    %s3b2_ln_sq = stablehlo.multiply %s3b2_ln_dev, %s3b2_ln_dev : tensor<32x7x7x1024xf32>
    %reshape_79 = stablehlo.reshape %s3b2_ln_sq : (tensor<32x7x7x1024xf32>) -> tensor<32x7x7x32x32xf32>
    %init_add_158 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_ssq_part = stablehlo.reduce(%reshape_79 init: %init_add_158) applies stablehlo.add across dimensions = [4] : (tensor<32x7x7x32x32xf32>, tensor<f32>) -> tensor<32x7x7x32xf32>
    %init_add_159 = stablehlo.constant dense<0.0> : tensor<f32>
    %s3b2_ln_ssq = stablehlo.reduce(%s3b2_ln_ssq_part init: %init_add_159) applies stablehlo.add across dimensions = [3] : (tensor<32x7x7x32xf32>, tensor<f32>) -> tensor<32x7x7xf32>
    %s3b2_ln_n = stablehlo.constant dense<1024.0> : tensor<32x7x7xf32>
    %s3b2_ln_var = stablehlo.divide %s3b2_ln_ssq, %s3b2_ln_n : tensor<32x7x7xf32>
    %s3b2_ln_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32x7x7xf32>
    %s3b2_ln_var_eps = stablehlo.add %s3b2_ln_var, %s3b2_ln_eps : tensor<32x7x7xf32>
    %s3b2_ln_rstd = stablehlo.rsqrt %s3b2_ln_var_eps : tensor<32x7x7xf32>
    %s3b2_ln_rstd_b = stablehlo.broadcast_in_dim %s3b2_ln_rstd, dims = [0, 1, 2] : (tensor<32x7x7xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_ln_xhat = stablehlo.multiply %s3b2_ln_dev, %s3b2_ln_rstd_b : tensor<32x7x7x1024xf32>
    %s3b2_ln_weight_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.weight, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_ln_scaled = stablehlo.multiply %s3b2_ln_xhat, %s3b2_ln_weight_b : tensor<32x7x7x1024xf32>
    %s3b2_ln_bias_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.norm.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_ln = stablehlo.add %s3b2_ln_scaled, %s3b2_ln_bias_b : tensor<32x7x7x1024xf32>
    %s3b2_fc1 = stablehlo.dot_general %s3b2_ln, %stages.3.blocks.2.mlp.fc1.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x1024xf32>, tensor<4096x1024xf32>) -> tensor<32x7x7x4096xf32>
    %s3b2_fc1_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.mlp.fc1.bias, dims = [3] : (tensor<4096xf32>) -> tensor<32x7x7x4096xf32>
    %s3b2_fc1_1 = stablehlo.add %s3b2_fc1, %s3b2_fc1_b : tensor<32x7x7x4096xf32>
    %s3b2_act_x2 = stablehlo.multiply %s3b2_fc1_1, %s3b2_fc1_1 : tensor<32x7x7x4096xf32>
    %s3b2_act_x3 = stablehlo.multiply %s3b2_act_x2, %s3b2_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_140 = stablehlo.constant dense<0.044714998453855515> : tensor<32x7x7x4096xf32>
    %s3b2_act_cx3 = stablehlo.multiply %cst_140, %s3b2_act_x3 : tensor<32x7x7x4096xf32>
    %s3b2_act_inner = stablehlo.add %s3b2_fc1_1, %s3b2_act_cx3 : tensor<32x7x7x4096xf32>
    %cst_141 = stablehlo.constant dense<0.7978845834732056> : tensor<32x7x7x4096xf32>
    %s3b2_act_u = stablehlo.multiply %cst_141, %s3b2_act_inner : tensor<32x7x7x4096xf32>
    %s3b2_act_t = stablehlo.tanh %s3b2_act_u : tensor<32x7x7x4096xf32>
    %cst_142 = stablehlo.constant dense<0.5> : tensor<32x7x7x4096xf32>
    %s3b2_act_hx = stablehlo.multiply %cst_142, %s3b2_fc1_1 : tensor<32x7x7x4096xf32>
    %cst_143 = stablehlo.constant dense<1.0> : tensor<32x7x7x4096xf32>
    %s3b2_act_1pt = stablehlo.add %cst_143, %s3b2_act_t : tensor<32x7x7x4096xf32>
    %s3b2_act = stablehlo.multiply %s3b2_act_hx, %s3b2_act_1pt : tensor<32x7x7x4096xf32>
    %s3b2_fc2 = stablehlo.dot_general %s3b2_act, %stages.3.blocks.2.mlp.fc2.weight, contracting_dims = [3] x [1] : (tensor<32x7x7x4096xf32>, tensor<1024x4096xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_fc2_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.mlp.fc2.bias, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_fc2_1 = stablehlo.add %s3b2_fc2, %s3b2_fc2_b : tensor<32x7x7x1024xf32>
    %s3b2_gamma_gamma_b = stablehlo.broadcast_in_dim %stages.3.blocks.2.gamma, dims = [3] : (tensor<1024xf32>) -> tensor<32x7x7x1024xf32>
    %s3b2_gamma = stablehlo.multiply %s3b2_fc2_1, %s3b2_gamma_gamma_b : tensor<32x7x7x1024xf32>
    %s3b2_out = stablehlo.add %s3b1_out, %s3b2_gamma : tensor<32x7x7x1024xf32>
    %init_add_160 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_pool_sum = stablehlo.reduce(%s3b2_out init: %init_add_160) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x7x7x1024xf32>, tensor<f32>) -> tensor<32x1024xf32>
    %head_pool_hw = stablehlo.constant dense<49.0> : tensor<32x1024xf32>
    %head_pool = stablehlo.divide %head_pool_sum, %head_pool_hw : tensor<32x1024xf32>
    %reshape_80 = stablehlo.reshape %head_pool : (tensor<32x1024xf32>) -> tensor<32x32x32xf32>
    %init_add_161 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum_part = stablehlo.reduce(%reshape_80 init: %init_add_161) applies stablehlo.add across dimensions = [2] : (tensor<32x32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %init_add_162 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_mean_sum = stablehlo.reduce(%head_norm_mean_sum_part init: %init_add_162) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_mean_n = stablehlo.constant dense<1024.0> : tensor<32xf32>
    %head_norm_mean = stablehlo.divide %head_norm_mean_sum, %head_norm_mean_n : tensor<32xf32>
    %head_norm_mean_b = stablehlo.broadcast_in_dim %head_norm_mean, dims = [0] : (tensor<32xf32>) -> tensor<32x1024xf32>
    %head_norm_dev = stablehlo.subtract %head_pool, %head_norm_mean_b : tensor<32x1024xf32>
    %head_norm_sq = stablehlo.multiply %head_norm_dev, %head_norm_dev : tensor<32x1024xf32>
    %reshape_81 = stablehlo.reshape %head_norm_sq : (tensor<32x1024xf32>) -> tensor<32x32x32xf32>
    %init_add_163 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq_part = stablehlo.reduce(%reshape_81 init: %init_add_163) applies stablehlo.add across dimensions = [2] : (tensor<32x32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %init_add_164 = stablehlo.constant dense<0.0> : tensor<f32>
    %head_norm_ssq = stablehlo.reduce(%head_norm_ssq_part init: %init_add_164) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %head_norm_n = stablehlo.constant dense<1024.0> : tensor<32xf32>
    %head_norm_var = stablehlo.divide %head_norm_ssq, %head_norm_n : tensor<32xf32>
    %head_norm_eps = stablehlo.constant dense<9.999999974752427e-07> : tensor<32xf32>
    %head_norm_var_eps = stablehlo.add %head_norm_var, %head_norm_eps : tensor<32xf32>
    %head_norm_rstd = stablehlo.rsqrt %head_norm_var_eps : tensor<32xf32>
    %head_norm_rstd_b = stablehlo.broadcast_in_dim %head_norm_rstd, dims = [0] : (tensor<32xf32>) -> tensor<32x1024xf32>
    %head_norm_xhat = stablehlo.multiply %head_norm_dev, %head_norm_rstd_b : tensor<32x1024xf32>
    %head_norm_weight_b = stablehlo.broadcast_in_dim %head.norm.weight, dims = [1] : (tensor<1024xf32>) -> tensor<32x1024xf32>
    %head_norm_scaled = stablehlo.multiply %head_norm_xhat, %head_norm_weight_b : tensor<32x1024xf32>
    %head_norm_bias_b = stablehlo.broadcast_in_dim %head.norm.bias, dims = [1] : (tensor<1024xf32>) -> tensor<32x1024xf32>
    %head_norm = stablehlo.add %head_norm_scaled, %head_norm_bias_b : tensor<32x1024xf32>
    %head_fc = stablehlo.dot_general %head_norm, %head.fc.weight, contracting_dims = [1] x [1] : (tensor<32x1024xf32>, tensor<1000x1024xf32>) -> tensor<32x1000xf32>
    %head_fc_b = stablehlo.broadcast_in_dim %head.fc.bias, dims = [1] : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %head_fc_1 = stablehlo.add %head_fc, %head_fc_b : tensor<32x1000xf32>
    return %head_fc_1 : tensor<32x1000xf32>
  }
}
